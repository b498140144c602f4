"""attention_prefill [small], candidate 41: 8 kernel(s)

Rendered by EqiForge from candidate 41 of attention_prefill [small]: store(k.3[16]) ; store(k.2[32]) ; store(k.3[16]) ; store(k.2[32]) loop(k.3[16]: pair(sum, sum), stored) ; store(k.3[16]) ; store(k.2[32]) loop(k.3[16]: sum, stored) ; grid(k.1@1) loop(k.2[32]: max) loop(k.2[32]: pair(sum, sum), stored) ; grid(v.3@3) loop(k.3[16]: sum, stored) loop(k.2[32]: max, stored) [1 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid v.3@3[16]
    c1: loop k.3[16]
    c2: loop k.2[32]
    c3: grid k.1@1[4]

Run it on its own: `python kernels/f41.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/attention_prefill.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 8, "c1": 8, "c2": 16, "c3": 2}


@triton.jit
def kernel_0(m8_ptr, m8_s0, m8_s1, m8_s2, m8_s3, m10_ptr, m10_s0, m10_s1, m10_s2, m10_s3, states14_ptr, states14_s0, states14_s1, states14_s2, states14_s3, states14_s4, E_c1, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c1: tl.constexpr):
    # stores states14: Collect over loop k.3[16]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n0 = tl.arange(0, F_n0)
    t9 = tl.load(m8_ptr + offs_n1[:, None, None, None] * m8_s0 + offs_n2[None, :, None, None] * m8_s1 + offs_n0[None, None, :, None] * m8_s2 + offs_c1[None, None, None, :] * m8_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
    t12 = tl.load(m10_ptr + offs_n1[:, None, None, None] * m10_s0 + offs_n2[None, :, None, None] * m10_s1 + offs_c1[None, None, :, None] * m10_s2 + offs_n0[None, None, None, :] * m10_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t13 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, :], t9, 0.0), 4) * tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, :, None], t12, 0.0), 2), axis=3)
    tl.store(states14_ptr + i_c1 * states14_s0 + tl.arange(0, F_n1)[:, None, None, None] * states14_s1 + tl.arange(0, F_n2)[None, :, None, None] * states14_s2 + tl.arange(0, F_n0)[None, None, :, None] * states14_s3 + tl.arange(0, F_n0)[None, None, None, :] * states14_s4 + tl.zeros([F_n1, F_n2, F_n0, F_n0], tl.int32), t13)


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m8_ptr, m8_s0, m8_s1, m8_s2, m8_s3, m10_ptr, m10_s0, m10_s1, m10_s2, m10_s3, states24_ptr, states24_s0, states24_s1, states24_s2, states24_s3, states24_s4, E_c2, E_n0, E_n1, E_n2, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c2: tl.constexpr):
    # stores states24: Collect over loop k.2[32]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n3 = tl.arange(0, F_n3)
    t18 = tl.load(m1_ptr + offs_n0[None, None, :, None] * m1_s2 + offs_c2[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0)
    t19 = tl.load(m8_ptr + offs_n1[:, None, None, None] * m8_s0 + offs_n2[None, :, None, None] * m8_s1 + offs_n0[None, None, :, None] * m8_s2 + offs_n3[None, None, None, :] * m8_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t20 = tl.load(m10_ptr + offs_n1[:, None, None, None] * m10_s0 + offs_n2[None, :, None, None] * m10_s1 + offs_n3[None, None, :, None] * m10_s2 + offs_c2[None, None, None, :] * m10_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_n3 < E_n3)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
    t21 = tl.sum(tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, None, :], t19, 0.0), 4) * tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, :, None], t20, 0.0), 2), axis=3)
    t22 = tl.where(t18, -float("inf"), t21)
    t23 = tl.max(tl.where((offs_c2 < E_c2)[None, None, None, :], t22, -float('inf')), axis=3, keep_dims=True)
    tl.store(states24_ptr + i_c2 * states24_s0 + tl.arange(0, F_n1)[:, None, None, None] * states24_s1 + tl.arange(0, F_n2)[None, :, None, None] * states24_s2 + tl.arange(0, F_n0)[None, None, :, None] * states24_s3 + tl.zeros([F_n1, F_n2, F_n0, 1], tl.int32), t23)


@triton.jit
def kernel_2(m8_ptr, m8_s0, m8_s1, m8_s2, m8_s3, m10_ptr, m10_s0, m10_s1, m10_s2, m10_s3, states39_ptr, states39_s0, states39_s1, states39_s2, states39_s3, states39_s4, states39_s5, states39_s6, states40_ptr, states40_s0, states40_s1, states40_s2, states40_s3, states40_s4, states40_s5, states40_s6, E_c1, E_c2, E_c3, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # stores states39, states40: Collect over loop k.3[16]
    pid = tl.program_id(0)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    t34 = tl.load(m8_ptr + offs_n1[:, None, None, None] * m8_s0 + offs_c3[None, :, None, None] * m8_s1 + offs_n0[None, None, :, None] * m8_s2 + offs_c1[None, None, None, :] * m8_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_c3 < E_c3)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
    t35 = tl.load(m10_ptr + offs_n1[:, None, None, None] * m10_s0 + offs_c3[None, :, None, None] * m10_s1 + offs_c1[None, None, :, None] * m10_s2 + offs_n0[None, None, None, :] * m10_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_c3 < E_c3)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t36 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, :], t34, 0.0), 4) * tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, :, None], t35, 0.0), 2), axis=3)
    t37 = tl.load(m10_ptr + offs_n1[:, None, None, None] * m10_s0 + offs_c3[None, :, None, None] * m10_s1 + offs_c1[None, None, :, None] * m10_s2 + offs_c2[None, None, None, :] * m10_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_c3 < E_c3)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
    t38 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, :], t34, 0.0), 4) * tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, :, None], t37, 0.0), 2), axis=3)
    tl.store(states39_ptr + i_c3 * states39_s0 + i_c2 * states39_s1 + i_c1 * states39_s2 + tl.arange(0, F_n1)[:, None, None, None] * states39_s3 + tl.arange(0, T_c3)[None, :, None, None] * states39_s4 + tl.arange(0, F_n0)[None, None, :, None] * states39_s5 + tl.arange(0, F_n0)[None, None, None, :] * states39_s6 + tl.zeros([F_n1, T_c3, F_n0, F_n0], tl.int32), t36)
    tl.store(states40_ptr + i_c3 * states40_s0 + i_c2 * states40_s1 + i_c1 * states40_s2 + tl.arange(0, F_n1)[:, None, None, None] * states40_s3 + tl.arange(0, T_c3)[None, :, None, None] * states40_s4 + tl.arange(0, F_n0)[None, None, :, None] * states40_s5 + tl.arange(0, T_c2)[None, None, None, :] * states40_s6 + tl.zeros([F_n1, T_c3, F_n0, T_c2], tl.int32), t38)


@triton.jit
def kernel_3(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, states39_ptr, states39_s0, states39_s1, states39_s2, states39_s3, states39_s4, states39_s5, states39_s6, states40_ptr, states40_s0, states40_s1, states40_s2, states40_s3, states40_s4, states40_s5, states40_s6, states46_ptr, states46_s0, states46_s1, states46_s2, states46_s3, states46_s4, states46_s5, E_c1, E_c2, E_c3, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # stores states46: Collect over loop k.2[32]
    pid = tl.program_id(0)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t33 = tl.load(m1_ptr + offs_n0[None, None, :, None] * m1_s2 + offs_c2[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0)
    acc43 = tl.full([F_n1, T_c3, F_n0, F_n0], 0.0, tl.float32)
    acc44 = tl.full([F_n1, T_c3, F_n0, T_c2], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t41 = tl.load(states39_ptr + i_c3 * states39_s0 + i_c2 * states39_s1 + i_c1 * states39_s2 + tl.arange(0, F_n1)[:, None, None, None] * states39_s3 + tl.arange(0, T_c3)[None, :, None, None] * states39_s4 + tl.arange(0, F_n0)[None, None, :, None] * states39_s5 + tl.arange(0, F_n0)[None, None, None, :] * states39_s6 + tl.zeros([F_n1, T_c3, F_n0, F_n0], tl.int32))
        t42 = tl.load(states40_ptr + i_c3 * states40_s0 + i_c2 * states40_s1 + i_c1 * states40_s2 + tl.arange(0, F_n1)[:, None, None, None] * states40_s3 + tl.arange(0, T_c3)[None, :, None, None] * states40_s4 + tl.arange(0, F_n0)[None, None, :, None] * states40_s5 + tl.arange(0, T_c2)[None, None, None, :] * states40_s6 + tl.zeros([F_n1, T_c3, F_n0, T_c2], tl.int32))
        acc43 = acc43 + t41
        acc44 = acc44 + t42
    t45 = tl.where(t33, -float("inf"), acc44)
    tl.store(states46_ptr + i_c3 * states46_s0 + i_c2 * states46_s1 + tl.arange(0, F_n1)[:, None, None, None] * states46_s2 + tl.arange(0, T_c3)[None, :, None, None] * states46_s3 + tl.arange(0, F_n0)[None, None, :, None] * states46_s4 + tl.arange(0, T_c2)[None, None, None, :] * states46_s5 + tl.zeros([F_n1, T_c3, F_n0, T_c2], tl.int32), t45)


@triton.jit
def kernel_4(m8_ptr, m8_s0, m8_s1, m8_s2, m8_s3, m10_ptr, m10_s0, m10_s1, m10_s2, m10_s3, states57_ptr, states57_s0, states57_s1, states57_s2, states57_s3, states57_s4, states57_s5, states57_s6, E_c1, E_c2, E_c3, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # stores states57: Collect over loop k.3[16]
    pid = tl.program_id(0)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    t54 = tl.load(m8_ptr + offs_n1[:, None, None, None] * m8_s0 + offs_c3[None, :, None, None] * m8_s1 + offs_n0[None, None, :, None] * m8_s2 + offs_c1[None, None, None, :] * m8_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_c3 < E_c3)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
    t55 = tl.load(m10_ptr + offs_n1[:, None, None, None] * m10_s0 + offs_c3[None, :, None, None] * m10_s1 + offs_c1[None, None, :, None] * m10_s2 + offs_c2[None, None, None, :] * m10_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_c3 < E_c3)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
    t56 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, :], t54, 0.0), 4) * tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, :, None], t55, 0.0), 2), axis=3)
    tl.store(states57_ptr + i_c3 * states57_s0 + i_c2 * states57_s1 + i_c1 * states57_s2 + tl.arange(0, F_n1)[:, None, None, None] * states57_s3 + tl.arange(0, T_c3)[None, :, None, None] * states57_s4 + tl.arange(0, F_n0)[None, None, :, None] * states57_s5 + tl.arange(0, T_c2)[None, None, None, :] * states57_s6 + tl.zeros([F_n1, T_c3, F_n0, T_c2], tl.int32), t56)


@triton.jit
def kernel_5(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, states57_ptr, states57_s0, states57_s1, states57_s2, states57_s3, states57_s4, states57_s5, states57_s6, m30_ptr, m30_s0, m30_s1, m30_s2, m30_s3, states66_ptr, states66_s0, states66_s1, states66_s2, states66_s3, states66_s4, states66_s5, states67_ptr, states67_s0, states67_s1, states67_s2, states67_s3, states67_s4, states67_s5, E_c1, E_c2, E_c3, E_n0, E_n1, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n3: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # stores states66, states67: Collect over loop k.2[32]
    pid = tl.program_id(0)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n3 = tl.arange(0, F_n3)
    t53 = tl.load(m1_ptr + offs_n0[None, None, :, None] * m1_s2 + offs_c2[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0)
    acc59 = tl.full([F_n1, T_c3, F_n0, T_c2], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t58 = tl.load(states57_ptr + i_c3 * states57_s0 + i_c2 * states57_s1 + i_c1 * states57_s2 + tl.arange(0, F_n1)[:, None, None, None] * states57_s3 + tl.arange(0, T_c3)[None, :, None, None] * states57_s4 + tl.arange(0, F_n0)[None, None, :, None] * states57_s5 + tl.arange(0, T_c2)[None, None, None, :] * states57_s6 + tl.zeros([F_n1, T_c3, F_n0, T_c2], tl.int32))
        acc59 = acc59 + t58
    t60 = tl.where(t53, -float("inf"), acc59)
    t61 = (t60) * (0.25)
    t62 = tl.exp(t61)
    t63 = tl.sum(tl.where((offs_c2 < E_c2)[None, None, None, :], t62, 0.0), axis=3, keep_dims=True)
    t64 = tl.load(m30_ptr + offs_n1[:, None, None, None] * m30_s0 + offs_c3[None, :, None, None] * m30_s1 + offs_c2[None, None, :, None] * m30_s2 + offs_n3[None, None, None, :] * m30_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_c3 < E_c3)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t65 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :], t62, 0.0), 4) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :, None], t64, 0.0), 2), axis=3)
    tl.store(states66_ptr + i_c3 * states66_s0 + i_c2 * states66_s1 + tl.arange(0, F_n1)[:, None, None, None] * states66_s2 + tl.arange(0, T_c3)[None, :, None, None] * states66_s3 + tl.arange(0, F_n0)[None, None, :, None] * states66_s4 + tl.zeros([F_n1, T_c3, F_n0, 1], tl.int32), t63)
    tl.store(states67_ptr + i_c3 * states67_s0 + i_c2 * states67_s1 + tl.arange(0, F_n1)[:, None, None, None] * states67_s2 + tl.arange(0, T_c3)[None, :, None, None] * states67_s3 + tl.arange(0, F_n0)[None, None, :, None] * states67_s4 + tl.arange(0, F_n3)[None, None, None, :] * states67_s5 + tl.zeros([F_n1, T_c3, F_n0, F_n3], tl.int32), t65)


@triton.jit
def kernel_6(states46_ptr, states46_s0, states46_s1, states46_s2, states46_s3, states46_s4, states46_s5, states66_ptr, states66_s0, states66_s1, states66_s2, states66_s3, states66_s4, states66_s5, states67_ptr, states67_s0, states67_s1, states67_s2, states67_s3, states67_s4, states67_s5, buf73_ptr, buf73_s0, buf73_s1, buf73_s2, buf73_s3, E_c2, E_c3, E_n0, E_n1, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n3: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # writes buf73: Combine over grid k.1@1[4]
    pid = tl.program_id(0)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n3 = tl.arange(0, F_n3)
    acc49 = tl.full([F_n1, T_c3, F_n0, 1], -float('inf'), tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t47 = tl.load(states46_ptr + i_c3 * states46_s0 + i_c2 * states46_s1 + tl.arange(0, F_n1)[:, None, None, None] * states46_s2 + tl.arange(0, T_c3)[None, :, None, None] * states46_s3 + tl.arange(0, F_n0)[None, None, :, None] * states46_s4 + tl.arange(0, T_c2)[None, None, None, :] * states46_s5 + tl.zeros([F_n1, T_c3, F_n0, T_c2], tl.int32))
        t48 = tl.max(tl.where((offs_c2 < E_c2)[None, None, None, :], t47, -float('inf')), axis=3, keep_dims=True)
        acc49 = tl.maximum(acc49, t48)
    t50 = (acc49) * (0.25)
    t51 = tl.exp(t50)
    t52 = 1.0 / (t51)
    acc70 = tl.full([F_n1, T_c3, F_n0, 1], 0.0, tl.float32)
    acc71 = tl.full([F_n1, T_c3, F_n0, F_n3], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t68 = tl.load(states66_ptr + i_c3 * states66_s0 + i_c2 * states66_s1 + tl.arange(0, F_n1)[:, None, None, None] * states66_s2 + tl.arange(0, T_c3)[None, :, None, None] * states66_s3 + tl.arange(0, F_n0)[None, None, :, None] * states66_s4 + tl.zeros([F_n1, T_c3, F_n0, 1], tl.int32))
        t69 = tl.load(states67_ptr + i_c3 * states67_s0 + i_c2 * states67_s1 + tl.arange(0, F_n1)[:, None, None, None] * states67_s2 + tl.arange(0, T_c3)[None, :, None, None] * states67_s3 + tl.arange(0, F_n0)[None, None, :, None] * states67_s4 + tl.arange(0, F_n3)[None, None, None, :] * states67_s5 + tl.zeros([F_n1, T_c3, F_n0, F_n3], tl.int32))
        acc70 = acc70 + t68
        acc71 = acc71 + t69
    t72 = (t52) * (acc70)
    tl.store(buf73_ptr + offs_n1[:, None, None, None] * buf73_s0 + offs_c3[None, :, None, None] * buf73_s1 + offs_n0[None, None, :, None] * buf73_s2, t72, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_c3 < E_c3)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None])


@triton.jit
def kernel_7(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, states14_ptr, states14_s0, states14_s1, states14_s2, states14_s3, states14_s4, states24_ptr, states24_s0, states24_s1, states24_s2, states24_s3, states24_s4, m30_ptr, m30_s0, m30_s1, m30_s2, m30_s3, buf73_ptr, buf73_s0, buf73_s1, buf73_s2, buf73_s3, buf76_ptr, buf76_s0, buf76_s1, buf76_s2, buf76_s3, E_c0, E_c1, E_c2, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf76: Combine over grid v.3@3[16]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t7 = tl.load(m1_ptr + offs_n0[None, None, :, None] * m1_s2 + offs_n0[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0)
    acc16 = tl.full([F_n1, F_n2, F_n0, F_n0], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t15 = tl.load(states14_ptr + i_c1 * states14_s0 + tl.arange(0, F_n1)[:, None, None, None] * states14_s1 + tl.arange(0, F_n2)[None, :, None, None] * states14_s2 + tl.arange(0, F_n0)[None, None, :, None] * states14_s3 + tl.arange(0, F_n0)[None, None, None, :] * states14_s4 + tl.zeros([F_n1, F_n2, F_n0, F_n0], tl.int32))
        acc16 = acc16 + t15
    t17 = tl.where(t7, -float("inf"), acc16)
    acc26 = tl.full([F_n1, F_n2, F_n0, 1], -float('inf'), tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t25 = tl.load(states24_ptr + i_c2 * states24_s0 + tl.arange(0, F_n1)[:, None, None, None] * states24_s1 + tl.arange(0, F_n2)[None, :, None, None] * states24_s2 + tl.arange(0, F_n0)[None, None, :, None] * states24_s3 + tl.zeros([F_n1, F_n2, F_n0, 1], tl.int32))
        acc26 = tl.maximum(acc26, t25)
    t27 = t17 - (acc26)
    t28 = (t27) * (0.25)
    t29 = tl.exp(t28)
    t31 = tl.load(m30_ptr + offs_n1[:, None, None, None] * m30_s0 + offs_n2[None, :, None, None] * m30_s1 + offs_n0[None, None, :, None] * m30_s2 + offs_c0[None, None, None, :] * m30_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_c0 < E_c0)[None, None, None, :], other=0).to(tl.float32)
    t32 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, None, :], t29, 0.0), 4) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, :, None], t31, 0.0), 2), axis=3)
    t74 = tl.load(buf73_ptr + offs_n1[:, None, None, None] * buf73_s0 + offs_n2[None, :, None, None] * buf73_s1 + offs_n0[None, None, :, None] * buf73_s2, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None], other=0).to(tl.float32)
    t75 = (t32) / (t74)
    tl.store(buf76_ptr + offs_n1[:, None, None, None] * buf76_s0 + offs_n2[None, :, None, None] * buf76_s1 + offs_n0[None, None, :, None] * buf76_s2 + offs_c0[None, None, None, :] * buf76_s3, t75, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_c0 < E_c0)[None, None, None, :])


def _cdiv(a, b):
    return -(-a // b)


def _pow2(n):
    return triton.next_power_of_2(n)


_UNARY = {"Neg": torch.neg, "Exp": torch.exp, "Log": torch.log, "Sqrt": torch.sqrt, "Rsqrt": torch.rsqrt,
          "Recip": torch.reciprocal, "Sigmoid": torch.sigmoid, "Tanh": torch.tanh, "Abs": torch.abs,
          "Square": torch.square, "Sin": torch.sin, "Cos": torch.cos, "Not": torch.logical_not}
_BINARY = {"Add": torch.add, "Sub": torch.sub, "Mul": torch.mul, "Div": torch.div, "Max": torch.maximum,
           "Min": torch.minimum, "Pow": torch.pow, "Lt": torch.lt, "Le": torch.le, "Gt": torch.gt, "Ge": torch.ge,
           "Eq": torch.eq, "And": torch.logical_and, "Or": torch.logical_or}
_REDUCE = {"RSum": lambda x, ax: x.sum(ax, keepdim=True), "RMax": lambda x, ax: x.amax(ax, keepdim=True),
           "RMin": lambda x, ax: x.amin(ax, keepdim=True)}


def _iota(shape, axis, device):
    view = [1] * len(shape)
    view[axis] = shape[axis]
    return torch.arange(shape[axis], device=device, dtype=torch.float32).reshape(view).expand(shape)


def launch(inputs, tiles=None):
    """Run the program on a dict of input tensors; `tiles` overrides tile sizes (powers of two) by coordinate."""
    T = dict(DEFAULT_TILES, **(tiles or {}))
    device = next(iter(inputs.values())).device
    m4 = _iota([32, 32], 1, device)
    m5 = _iota([32, 32], 0, device)
    m3 = _BINARY["Sub"](m4, m5)
    m6 = torch.tensor(1.0, dtype=torch.float32, device=device)
    m2 = _BINARY["Ge"](m3, m6)
    m1 = m2.reshape([1, 1, 32, 32])
    m8 = inputs['q']
    m11 = inputs['k']
    m10 = m11.permute([0, 1, 3, 2])
    states14 = torch.full([_cdiv(16, T['c1']), _pow2(2), _pow2(4), _pow2(32), _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(16, T['c1']),)](m8_ptr=m8, m8_s0=m8.stride(0), m8_s1=m8.stride(1), m8_s2=m8.stride(2), m8_s3=m8.stride(3), m10_ptr=m10, m10_s0=m10.stride(0), m10_s1=m10.stride(1), m10_s2=m10.stride(2), m10_s3=m10.stride(3), states14_ptr=states14, states14_s0=states14.stride(0), states14_s1=states14.stride(1), states14_s2=states14.stride(2), states14_s3=states14.stride(3), states14_s4=states14.stride(4), E_c1=16, E_n0=32, E_n1=2, E_n2=4, F_n0=_pow2(32), F_n1=_pow2(2), F_n2=_pow2(4), T_c1=T['c1'])
    states24 = torch.full([_cdiv(32, T['c2']), _pow2(2), _pow2(4), _pow2(32), 1], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(32, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m8_ptr=m8, m8_s0=m8.stride(0), m8_s1=m8.stride(1), m8_s2=m8.stride(2), m8_s3=m8.stride(3), m10_ptr=m10, m10_s0=m10.stride(0), m10_s1=m10.stride(1), m10_s2=m10.stride(2), m10_s3=m10.stride(3), states24_ptr=states24, states24_s0=states24.stride(0), states24_s1=states24.stride(1), states24_s2=states24.stride(2), states24_s3=states24.stride(3), states24_s4=states24.stride(4), E_c2=32, E_n0=32, E_n1=2, E_n2=4, E_n3=16, F_n0=_pow2(32), F_n1=_pow2(2), F_n2=_pow2(4), F_n3=_pow2(16), T_c2=T['c2'])
    m30 = inputs['v']
    states39 = torch.full([_cdiv(4, T['c3']), _cdiv(32, T['c2']), _cdiv(16, T['c1']), _pow2(2), T['c3'], _pow2(32), _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    states40 = torch.full([_cdiv(4, T['c3']), _cdiv(32, T['c2']), _cdiv(16, T['c1']), _pow2(2), T['c3'], _pow2(32), T['c2']], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(4, T['c3']) * _cdiv(32, T['c2']) * _cdiv(16, T['c1']),)](m8_ptr=m8, m8_s0=m8.stride(0), m8_s1=m8.stride(1), m8_s2=m8.stride(2), m8_s3=m8.stride(3), m10_ptr=m10, m10_s0=m10.stride(0), m10_s1=m10.stride(1), m10_s2=m10.stride(2), m10_s3=m10.stride(3), states39_ptr=states39, states39_s0=states39.stride(0), states39_s1=states39.stride(1), states39_s2=states39.stride(2), states39_s3=states39.stride(3), states39_s4=states39.stride(4), states39_s5=states39.stride(5), states39_s6=states39.stride(6), states40_ptr=states40, states40_s0=states40.stride(0), states40_s1=states40.stride(1), states40_s2=states40.stride(2), states40_s3=states40.stride(3), states40_s4=states40.stride(4), states40_s5=states40.stride(5), states40_s6=states40.stride(6), E_c1=16, E_c2=32, E_c3=4, E_n0=32, E_n1=2, F_n0=_pow2(32), F_n1=_pow2(2), T_c1=T['c1'], T_c2=T['c2'], T_c3=T['c3'])
    states46 = torch.full([_cdiv(4, T['c3']), _cdiv(32, T['c2']), _pow2(2), T['c3'], _pow2(32), T['c2']], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(4, T['c3']) * _cdiv(32, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), states39_ptr=states39, states39_s0=states39.stride(0), states39_s1=states39.stride(1), states39_s2=states39.stride(2), states39_s3=states39.stride(3), states39_s4=states39.stride(4), states39_s5=states39.stride(5), states39_s6=states39.stride(6), states40_ptr=states40, states40_s0=states40.stride(0), states40_s1=states40.stride(1), states40_s2=states40.stride(2), states40_s3=states40.stride(3), states40_s4=states40.stride(4), states40_s5=states40.stride(5), states40_s6=states40.stride(6), states46_ptr=states46, states46_s0=states46.stride(0), states46_s1=states46.stride(1), states46_s2=states46.stride(2), states46_s3=states46.stride(3), states46_s4=states46.stride(4), states46_s5=states46.stride(5), E_c1=16, E_c2=32, E_c3=4, E_n0=32, E_n1=2, F_n0=_pow2(32), F_n1=_pow2(2), T_c1=T['c1'], T_c2=T['c2'], T_c3=T['c3'])
    states57 = torch.full([_cdiv(4, T['c3']), _cdiv(32, T['c2']), _cdiv(16, T['c1']), _pow2(2), T['c3'], _pow2(32), T['c2']], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(_cdiv(4, T['c3']) * _cdiv(32, T['c2']) * _cdiv(16, T['c1']),)](m8_ptr=m8, m8_s0=m8.stride(0), m8_s1=m8.stride(1), m8_s2=m8.stride(2), m8_s3=m8.stride(3), m10_ptr=m10, m10_s0=m10.stride(0), m10_s1=m10.stride(1), m10_s2=m10.stride(2), m10_s3=m10.stride(3), states57_ptr=states57, states57_s0=states57.stride(0), states57_s1=states57.stride(1), states57_s2=states57.stride(2), states57_s3=states57.stride(3), states57_s4=states57.stride(4), states57_s5=states57.stride(5), states57_s6=states57.stride(6), E_c1=16, E_c2=32, E_c3=4, E_n0=32, E_n1=2, F_n0=_pow2(32), F_n1=_pow2(2), T_c1=T['c1'], T_c2=T['c2'], T_c3=T['c3'])
    states66 = torch.full([_cdiv(4, T['c3']), _cdiv(32, T['c2']), _pow2(2), T['c3'], _pow2(32), 1], float("nan"), dtype=torch.float32, device=device)
    states67 = torch.full([_cdiv(4, T['c3']), _cdiv(32, T['c2']), _pow2(2), T['c3'], _pow2(32), _pow2(16)], float("nan"), dtype=torch.float32, device=device)
    kernel_5[(_cdiv(4, T['c3']) * _cdiv(32, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), states57_ptr=states57, states57_s0=states57.stride(0), states57_s1=states57.stride(1), states57_s2=states57.stride(2), states57_s3=states57.stride(3), states57_s4=states57.stride(4), states57_s5=states57.stride(5), states57_s6=states57.stride(6), m30_ptr=m30, m30_s0=m30.stride(0), m30_s1=m30.stride(1), m30_s2=m30.stride(2), m30_s3=m30.stride(3), states66_ptr=states66, states66_s0=states66.stride(0), states66_s1=states66.stride(1), states66_s2=states66.stride(2), states66_s3=states66.stride(3), states66_s4=states66.stride(4), states66_s5=states66.stride(5), states67_ptr=states67, states67_s0=states67.stride(0), states67_s1=states67.stride(1), states67_s2=states67.stride(2), states67_s3=states67.stride(3), states67_s4=states67.stride(4), states67_s5=states67.stride(5), E_c1=16, E_c2=32, E_c3=4, E_n0=32, E_n1=2, E_n3=16, F_n0=_pow2(32), F_n1=_pow2(2), F_n3=_pow2(16), T_c1=T['c1'], T_c2=T['c2'], T_c3=T['c3'])
    buf73 = torch.full([2, 4, 32, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_6[(_cdiv(4, T['c3']),)](states46_ptr=states46, states46_s0=states46.stride(0), states46_s1=states46.stride(1), states46_s2=states46.stride(2), states46_s3=states46.stride(3), states46_s4=states46.stride(4), states46_s5=states46.stride(5), states66_ptr=states66, states66_s0=states66.stride(0), states66_s1=states66.stride(1), states66_s2=states66.stride(2), states66_s3=states66.stride(3), states66_s4=states66.stride(4), states66_s5=states66.stride(5), states67_ptr=states67, states67_s0=states67.stride(0), states67_s1=states67.stride(1), states67_s2=states67.stride(2), states67_s3=states67.stride(3), states67_s4=states67.stride(4), states67_s5=states67.stride(5), buf73_ptr=buf73, buf73_s0=buf73.stride(0), buf73_s1=buf73.stride(1), buf73_s2=buf73.stride(2), buf73_s3=buf73.stride(3), E_c2=32, E_c3=4, E_n0=32, E_n1=2, E_n3=16, F_n0=_pow2(32), F_n1=_pow2(2), F_n3=_pow2(16), T_c2=T['c2'], T_c3=T['c3'])
    buf76 = torch.full([2, 4, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_7[(_cdiv(16, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), states14_ptr=states14, states14_s0=states14.stride(0), states14_s1=states14.stride(1), states14_s2=states14.stride(2), states14_s3=states14.stride(3), states14_s4=states14.stride(4), states24_ptr=states24, states24_s0=states24.stride(0), states24_s1=states24.stride(1), states24_s2=states24.stride(2), states24_s3=states24.stride(3), states24_s4=states24.stride(4), m30_ptr=m30, m30_s0=m30.stride(0), m30_s1=m30.stride(1), m30_s2=m30.stride(2), m30_s3=m30.stride(3), buf73_ptr=buf73, buf73_s0=buf73.stride(0), buf73_s1=buf73.stride(1), buf73_s2=buf73.stride(2), buf73_s3=buf73.stride(3), buf76_ptr=buf76, buf76_s0=buf76.stride(0), buf76_s1=buf76.stride(1), buf76_s2=buf76.stride(2), buf76_s3=buf76.stride(3), E_c0=16, E_c1=16, E_c2=32, E_n0=32, E_n1=2, E_n2=4, F_n0=_pow2(32), F_n1=_pow2(2), F_n2=_pow2(4), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    return buf76


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
