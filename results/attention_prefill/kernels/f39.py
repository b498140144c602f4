"""attention_prefill [small], candidate 39: 8 kernel(s)

Rendered by EqiForge from candidate 39 of attention_prefill [small]: store(k.3[16]) ; grid(q.2@2) loop(k.3[16]: pair(sum, sum), stored) ; store(k.3[16]) ; grid(q.2@2) loop(k.3[16]: sum, stored) ; grid(k.1@1) ; grid(v.3@3) [1 mm] ; store(k.3[16]) ; grid(k.0@0) loop(k.3[16]: pair(sum, sum), stored)
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid k.0@0[2]
    c1: grid v.3@3[16]
    c2: grid q.2@2[32]
    c3: loop k.3[16]
    c4: grid k.1@1[4]

Run it on its own: `python kernels/f39.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/attention_prefill.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 1, "c1": 8, "c2": 16, "c3": 8, "c4": 2}


@triton.jit
def kernel_0(m8_ptr, m8_s0, m8_s1, m8_s2, m8_s3, m10_ptr, m10_s0, m10_s1, m10_s2, m10_s3, states15_ptr, states15_s0, states15_s1, states15_s2, states15_s3, states15_s4, states15_s5, states16_ptr, states16_s0, states16_s1, states16_s2, states16_s3, states16_s4, states16_s5, E_c2, E_c3, E_n0, E_n1, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n3: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # stores states15, states16: Collect over loop k.3[16]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    offs_one = tl.arange(0, 1)
    offs_n3 = tl.arange(0, F_n3)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t9 = tl.load(m8_ptr + offs_n3[:, None, None, None] * m8_s0 + offs_n0[None, :, None, None] * m8_s1 + offs_c2[None, None, :, None] * m8_s2 + offs_c3[None, None, None, :] * m8_s3, mask=(offs_n3 < E_n3)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
    t12 = tl.load(m10_ptr + offs_n3[:, None, None, None] * m10_s0 + offs_n0[None, :, None, None] * m10_s1 + offs_c3[None, None, :, None] * m10_s2 + offs_n1[None, None, None, :] * m10_s3, mask=(offs_n3 < E_n3)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_c3 < E_c3)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t13 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, :], t9, 0.0), 4) * tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, :, None], t12, 0.0), 2), axis=3)
    t14 = (t13) * (0.25)
    tl.store(states15_ptr + i_c2 * states15_s0 + i_c3 * states15_s1 + tl.arange(0, F_n3)[:, None, None, None] * states15_s2 + tl.arange(0, F_n0)[None, :, None, None] * states15_s3 + tl.arange(0, T_c2)[None, None, :, None] * states15_s4 + tl.arange(0, F_n1)[None, None, None, :] * states15_s5 + tl.zeros([F_n3, F_n0, T_c2, F_n1], tl.int32), t13)
    tl.store(states16_ptr + i_c2 * states16_s0 + i_c3 * states16_s1 + tl.arange(0, F_n3)[:, None, None, None] * states16_s2 + tl.arange(0, F_n0)[None, :, None, None] * states16_s3 + tl.arange(0, T_c2)[None, None, :, None] * states16_s4 + tl.arange(0, F_n1)[None, None, None, :] * states16_s5 + tl.zeros([F_n3, F_n0, T_c2, F_n1], tl.int32), t14)


@triton.jit
def kernel_1(states15_ptr, states15_s0, states15_s1, states15_s2, states15_s3, states15_s4, states15_s5, states16_ptr, states16_s0, states16_s1, states16_s2, states16_s3, states16_s4, states16_s5, buf21_ptr, buf21_s0, buf21_s1, buf21_s2, buf21_s3, E_c2, E_c3, E_n0, E_n1, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n3: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # writes buf21: Combine over grid q.2@2[32]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n3 = tl.arange(0, F_n3)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    acc19 = tl.full([F_n3, F_n0, T_c2, F_n1], 0.0, tl.float32)
    acc20 = tl.full([F_n3, F_n0, T_c2, F_n1], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t17 = tl.load(states15_ptr + i_c2 * states15_s0 + i_c3 * states15_s1 + tl.arange(0, F_n3)[:, None, None, None] * states15_s2 + tl.arange(0, F_n0)[None, :, None, None] * states15_s3 + tl.arange(0, T_c2)[None, None, :, None] * states15_s4 + tl.arange(0, F_n1)[None, None, None, :] * states15_s5 + tl.zeros([F_n3, F_n0, T_c2, F_n1], tl.int32))
        t18 = tl.load(states16_ptr + i_c2 * states16_s0 + i_c3 * states16_s1 + tl.arange(0, F_n3)[:, None, None, None] * states16_s2 + tl.arange(0, F_n0)[None, :, None, None] * states16_s3 + tl.arange(0, T_c2)[None, None, :, None] * states16_s4 + tl.arange(0, F_n1)[None, None, None, :] * states16_s5 + tl.zeros([F_n3, F_n0, T_c2, F_n1], tl.int32))
        acc19 = acc19 + t17
        acc20 = acc20 + t18
    tl.store(buf21_ptr + offs_n3[:, None, None, None] * buf21_s0 + offs_n0[None, :, None, None] * buf21_s1 + offs_c2[None, None, :, None] * buf21_s2 + offs_n1[None, None, None, :] * buf21_s3, acc20, mask=(offs_n3 < E_n3)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :])


@triton.jit
def kernel_2(m8_ptr, m8_s0, m8_s1, m8_s2, m8_s3, m10_ptr, m10_s0, m10_s1, m10_s2, m10_s3, states28_ptr, states28_s0, states28_s1, states28_s2, states28_s3, states28_s4, states28_s5, E_c2, E_c3, E_n0, E_n1, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n3: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # stores states28: Collect over loop k.3[16]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    offs_one = tl.arange(0, 1)
    offs_n3 = tl.arange(0, F_n3)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t25 = tl.load(m8_ptr + offs_n3[:, None, None, None] * m8_s0 + offs_n0[None, :, None, None] * m8_s1 + offs_c2[None, None, :, None] * m8_s2 + offs_c3[None, None, None, :] * m8_s3, mask=(offs_n3 < E_n3)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
    t26 = tl.load(m10_ptr + offs_n3[:, None, None, None] * m10_s0 + offs_n0[None, :, None, None] * m10_s1 + offs_c3[None, None, :, None] * m10_s2 + offs_n1[None, None, None, :] * m10_s3, mask=(offs_n3 < E_n3)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_c3 < E_c3)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t27 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, :], t25, 0.0), 4) * tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, :, None], t26, 0.0), 2), axis=3)
    tl.store(states28_ptr + i_c2 * states28_s0 + i_c3 * states28_s1 + tl.arange(0, F_n3)[:, None, None, None] * states28_s2 + tl.arange(0, F_n0)[None, :, None, None] * states28_s3 + tl.arange(0, T_c2)[None, None, :, None] * states28_s4 + tl.arange(0, F_n1)[None, None, None, :] * states28_s5 + tl.zeros([F_n3, F_n0, T_c2, F_n1], tl.int32), t27)


@triton.jit
def kernel_3(states28_ptr, states28_s0, states28_s1, states28_s2, states28_s3, states28_s4, states28_s5, buf31_ptr, buf31_s0, buf31_s1, buf31_s2, buf31_s3, E_c2, E_c3, E_n0, E_n1, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n3: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # writes buf31: Combine over grid q.2@2[32]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n3 = tl.arange(0, F_n3)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    acc30 = tl.full([F_n3, F_n0, T_c2, F_n1], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t29 = tl.load(states28_ptr + i_c2 * states28_s0 + i_c3 * states28_s1 + tl.arange(0, F_n3)[:, None, None, None] * states28_s2 + tl.arange(0, F_n0)[None, :, None, None] * states28_s3 + tl.arange(0, T_c2)[None, None, :, None] * states28_s4 + tl.arange(0, F_n1)[None, None, None, :] * states28_s5 + tl.zeros([F_n3, F_n0, T_c2, F_n1], tl.int32))
        acc30 = acc30 + t29
    tl.store(buf31_ptr + offs_n3[:, None, None, None] * buf31_s0 + offs_n0[None, :, None, None] * buf31_s1 + offs_c2[None, None, :, None] * buf31_s2 + offs_n1[None, None, None, :] * buf31_s3, acc30, mask=(offs_n3 < E_n3)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :])


@triton.jit
def kernel_4(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, buf31_ptr, buf31_s0, buf31_s1, buf31_s2, buf31_s3, buf35_ptr, buf35_s0, buf35_s1, buf35_s2, buf35_s3, E_c4, E_n1, E_n3, F_n1: tl.constexpr, F_n3: tl.constexpr, T_c4: tl.constexpr):
    # writes buf35: Combine over grid k.1@1[4]
    pid = tl.program_id(0)
    i_c4 = pid % tl.cdiv(E_c4, T_c4)
    pid = pid // tl.cdiv(E_c4, T_c4)
    offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n3 = tl.arange(0, F_n3)
    t24 = tl.load(m1_ptr + offs_n1[None, None, :, None] * m1_s2 + offs_n1[None, None, None, :] * m1_s3, mask=(offs_n1 < E_n1)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0)
    t32 = tl.load(buf31_ptr + offs_n3[:, None, None, None] * buf31_s0 + offs_c4[None, :, None, None] * buf31_s1 + offs_n1[None, None, :, None] * buf31_s2 + offs_n1[None, None, None, :] * buf31_s3, mask=(offs_n3 < E_n3)[:, None, None, None] & (offs_c4 < E_c4)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t33 = tl.where(t24, -float("inf"), t32)
    t34 = tl.max(tl.where((offs_n1 < E_n1)[None, None, None, :], t33, -float('inf')), axis=3, keep_dims=True)
    tl.store(buf35_ptr + offs_n3[:, None, None, None] * buf35_s0 + offs_c4[None, :, None, None] * buf35_s1 + offs_n1[None, None, :, None] * buf35_s2, t34, mask=(offs_n3 < E_n3)[:, None, None, None] & (offs_c4 < E_c4)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None])


@triton.jit
def kernel_5(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, buf21_ptr, buf21_s0, buf21_s1, buf21_s2, buf21_s3, buf35_ptr, buf35_s0, buf35_s1, buf35_s2, buf35_s3, m40_ptr, m40_s0, m40_s1, m40_s2, m40_s3, buf43_ptr, buf43_s0, buf43_s1, buf43_s2, buf43_s3, E_c1, E_n0, E_n1, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n3: tl.constexpr, T_c1: tl.constexpr):
    # writes buf43: Combine over grid v.3@3[16]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n3 = tl.arange(0, F_n3)
    offs_n0 = tl.arange(0, F_n0)
    t7 = tl.load(m1_ptr + offs_n1[None, None, :, None] * m1_s2 + offs_n1[None, None, None, :] * m1_s3, mask=(offs_n1 < E_n1)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0)
    t22 = tl.load(buf21_ptr + offs_n3[:, None, None, None] * buf21_s0 + offs_n0[None, :, None, None] * buf21_s1 + offs_n1[None, None, :, None] * buf21_s2 + offs_n1[None, None, None, :] * buf21_s3, mask=(offs_n3 < E_n3)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t23 = tl.where(t7, -float("inf"), t22)
    t36 = tl.load(buf35_ptr + offs_n3[:, None, None, None] * buf35_s0 + offs_n0[None, :, None, None] * buf35_s1 + offs_n1[None, None, :, None] * buf35_s2, mask=(offs_n3 < E_n3)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None], other=0).to(tl.float32)
    t37 = (t36) * (0.25)
    t38 = t23 - (t37)
    t39 = tl.exp(t38)
    t41 = tl.load(m40_ptr + offs_n3[:, None, None, None] * m40_s0 + offs_n0[None, :, None, None] * m40_s1 + offs_n1[None, None, :, None] * m40_s2 + offs_c1[None, None, None, :] * m40_s3, mask=(offs_n3 < E_n3)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
    t42 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :], t39, 0.0), 4) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :, None], t41, 0.0), 2), axis=3)
    tl.store(buf43_ptr + offs_n3[:, None, None, None] * buf43_s0 + offs_n0[None, :, None, None] * buf43_s1 + offs_n1[None, None, :, None] * buf43_s2 + offs_c1[None, None, None, :] * buf43_s3, t42, mask=(offs_n3 < E_n3)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :])


@triton.jit
def kernel_6(m8_ptr, m8_s0, m8_s1, m8_s2, m8_s3, m10_ptr, m10_s0, m10_s1, m10_s2, m10_s3, states52_ptr, states52_s0, states52_s1, states52_s2, states52_s3, states52_s4, states52_s5, states53_ptr, states53_s0, states53_s1, states53_s2, states53_s3, states53_s4, states53_s5, E_c0, E_c3, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c3: tl.constexpr):
    # stores states52, states53: Collect over loop k.3[16]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t48 = tl.load(m8_ptr + offs_c0[:, None, None, None] * m8_s0 + offs_n0[None, :, None, None] * m8_s1 + offs_n1[None, None, :, None] * m8_s2 + offs_c3[None, None, None, :] * m8_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
    t49 = tl.load(m10_ptr + offs_c0[:, None, None, None] * m10_s0 + offs_n0[None, :, None, None] * m10_s1 + offs_c3[None, None, :, None] * m10_s2 + offs_n1[None, None, None, :] * m10_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_c3 < E_c3)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t50 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, :], t48, 0.0), 4) * tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, :, None], t49, 0.0), 2), axis=3)
    t51 = (t50) * (0.25)
    tl.store(states52_ptr + i_c0 * states52_s0 + i_c3 * states52_s1 + tl.arange(0, T_c0)[:, None, None, None] * states52_s2 + tl.arange(0, F_n0)[None, :, None, None] * states52_s3 + tl.arange(0, F_n1)[None, None, :, None] * states52_s4 + tl.arange(0, F_n1)[None, None, None, :] * states52_s5 + tl.zeros([T_c0, F_n0, F_n1, F_n1], tl.int32), t50)
    tl.store(states53_ptr + i_c0 * states53_s0 + i_c3 * states53_s1 + tl.arange(0, T_c0)[:, None, None, None] * states53_s2 + tl.arange(0, F_n0)[None, :, None, None] * states53_s3 + tl.arange(0, F_n1)[None, None, :, None] * states53_s4 + tl.arange(0, F_n1)[None, None, None, :] * states53_s5 + tl.zeros([T_c0, F_n0, F_n1, F_n1], tl.int32), t51)


@triton.jit
def kernel_7(buf43_ptr, buf43_s0, buf43_s1, buf43_s2, buf43_s3, m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, buf35_ptr, buf35_s0, buf35_s1, buf35_s2, buf35_s3, states52_ptr, states52_s0, states52_s1, states52_s2, states52_s3, states52_s4, states52_s5, states53_ptr, states53_s0, states53_s1, states53_s2, states53_s3, states53_s4, states53_s5, buf64_ptr, buf64_s0, buf64_s1, buf64_s2, buf64_s3, E_c0, E_c3, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c3: tl.constexpr):
    # writes buf64: Combine over grid k.0@0[2]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t44 = tl.load(buf43_ptr + offs_c0[:, None, None, None] * buf43_s0 + offs_n0[None, :, None, None] * buf43_s1 + offs_n1[None, None, :, None] * buf43_s2 + offs_n2[None, None, None, :] * buf43_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t45 = tl.load(m1_ptr + offs_n1[None, None, :, None] * m1_s2 + offs_n1[None, None, None, :] * m1_s3, mask=(offs_n1 < E_n1)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0)
    t46 = tl.load(buf35_ptr + offs_c0[:, None, None, None] * buf35_s0 + offs_n0[None, :, None, None] * buf35_s1 + offs_n1[None, None, :, None] * buf35_s2, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None], other=0).to(tl.float32)
    t47 = -float("inf") - (t46)
    acc56 = tl.full([T_c0, F_n0, F_n1, F_n1], 0.0, tl.float32)
    acc57 = tl.full([T_c0, F_n0, F_n1, F_n1], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t54 = tl.load(states52_ptr + i_c0 * states52_s0 + i_c3 * states52_s1 + tl.arange(0, T_c0)[:, None, None, None] * states52_s2 + tl.arange(0, F_n0)[None, :, None, None] * states52_s3 + tl.arange(0, F_n1)[None, None, :, None] * states52_s4 + tl.arange(0, F_n1)[None, None, None, :] * states52_s5 + tl.zeros([T_c0, F_n0, F_n1, F_n1], tl.int32))
        t55 = tl.load(states53_ptr + i_c0 * states53_s0 + i_c3 * states53_s1 + tl.arange(0, T_c0)[:, None, None, None] * states53_s2 + tl.arange(0, F_n0)[None, :, None, None] * states53_s3 + tl.arange(0, F_n1)[None, None, :, None] * states53_s4 + tl.arange(0, F_n1)[None, None, None, :] * states53_s5 + tl.zeros([T_c0, F_n0, F_n1, F_n1], tl.int32))
        acc56 = acc56 + t54
        acc57 = acc57 + t55
    t58 = acc56 - (t46)
    t59 = tl.where(t45, t47, t58)
    t60 = (t59) * (0.25)
    t61 = tl.exp(t60)
    t62 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t61, 0.0), axis=3, keep_dims=True)
    t63 = (t44) / (t62)
    tl.store(buf64_ptr + offs_c0[:, None, None, None] * buf64_s0 + offs_n0[None, :, None, None] * buf64_s1 + offs_n1[None, None, :, None] * buf64_s2 + offs_n2[None, None, None, :] * buf64_s3, t63, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :])


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
    states15 = torch.full([_cdiv(32, T['c2']), _cdiv(16, T['c3']), _pow2(2), _pow2(4), T['c2'], _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    states16 = torch.full([_cdiv(32, T['c2']), _cdiv(16, T['c3']), _pow2(2), _pow2(4), T['c2'], _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(32, T['c2']) * _cdiv(16, T['c3']),)](m8_ptr=m8, m8_s0=m8.stride(0), m8_s1=m8.stride(1), m8_s2=m8.stride(2), m8_s3=m8.stride(3), m10_ptr=m10, m10_s0=m10.stride(0), m10_s1=m10.stride(1), m10_s2=m10.stride(2), m10_s3=m10.stride(3), states15_ptr=states15, states15_s0=states15.stride(0), states15_s1=states15.stride(1), states15_s2=states15.stride(2), states15_s3=states15.stride(3), states15_s4=states15.stride(4), states15_s5=states15.stride(5), states16_ptr=states16, states16_s0=states16.stride(0), states16_s1=states16.stride(1), states16_s2=states16.stride(2), states16_s3=states16.stride(3), states16_s4=states16.stride(4), states16_s5=states16.stride(5), E_c2=32, E_c3=16, E_n0=4, E_n1=32, E_n3=2, F_n0=_pow2(4), F_n1=_pow2(32), F_n3=_pow2(2), T_c2=T['c2'], T_c3=T['c3'])
    buf21 = torch.full([2, 4, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(32, T['c2']),)](states15_ptr=states15, states15_s0=states15.stride(0), states15_s1=states15.stride(1), states15_s2=states15.stride(2), states15_s3=states15.stride(3), states15_s4=states15.stride(4), states15_s5=states15.stride(5), states16_ptr=states16, states16_s0=states16.stride(0), states16_s1=states16.stride(1), states16_s2=states16.stride(2), states16_s3=states16.stride(3), states16_s4=states16.stride(4), states16_s5=states16.stride(5), buf21_ptr=buf21, buf21_s0=buf21.stride(0), buf21_s1=buf21.stride(1), buf21_s2=buf21.stride(2), buf21_s3=buf21.stride(3), E_c2=32, E_c3=16, E_n0=4, E_n1=32, E_n3=2, F_n0=_pow2(4), F_n1=_pow2(32), F_n3=_pow2(2), T_c2=T['c2'], T_c3=T['c3'])
    states28 = torch.full([_cdiv(32, T['c2']), _cdiv(16, T['c3']), _pow2(2), _pow2(4), T['c2'], _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(32, T['c2']) * _cdiv(16, T['c3']),)](m8_ptr=m8, m8_s0=m8.stride(0), m8_s1=m8.stride(1), m8_s2=m8.stride(2), m8_s3=m8.stride(3), m10_ptr=m10, m10_s0=m10.stride(0), m10_s1=m10.stride(1), m10_s2=m10.stride(2), m10_s3=m10.stride(3), states28_ptr=states28, states28_s0=states28.stride(0), states28_s1=states28.stride(1), states28_s2=states28.stride(2), states28_s3=states28.stride(3), states28_s4=states28.stride(4), states28_s5=states28.stride(5), E_c2=32, E_c3=16, E_n0=4, E_n1=32, E_n3=2, F_n0=_pow2(4), F_n1=_pow2(32), F_n3=_pow2(2), T_c2=T['c2'], T_c3=T['c3'])
    buf31 = torch.full([2, 4, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(32, T['c2']),)](states28_ptr=states28, states28_s0=states28.stride(0), states28_s1=states28.stride(1), states28_s2=states28.stride(2), states28_s3=states28.stride(3), states28_s4=states28.stride(4), states28_s5=states28.stride(5), buf31_ptr=buf31, buf31_s0=buf31.stride(0), buf31_s1=buf31.stride(1), buf31_s2=buf31.stride(2), buf31_s3=buf31.stride(3), E_c2=32, E_c3=16, E_n0=4, E_n1=32, E_n3=2, F_n0=_pow2(4), F_n1=_pow2(32), F_n3=_pow2(2), T_c2=T['c2'], T_c3=T['c3'])
    buf35 = torch.full([2, 4, 32, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(_cdiv(4, T['c4']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), buf31_ptr=buf31, buf31_s0=buf31.stride(0), buf31_s1=buf31.stride(1), buf31_s2=buf31.stride(2), buf31_s3=buf31.stride(3), buf35_ptr=buf35, buf35_s0=buf35.stride(0), buf35_s1=buf35.stride(1), buf35_s2=buf35.stride(2), buf35_s3=buf35.stride(3), E_c4=4, E_n1=32, E_n3=2, F_n1=_pow2(32), F_n3=_pow2(2), T_c4=T['c4'])
    m40 = inputs['v']
    buf43 = torch.full([2, 4, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_5[(_cdiv(16, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), buf21_ptr=buf21, buf21_s0=buf21.stride(0), buf21_s1=buf21.stride(1), buf21_s2=buf21.stride(2), buf21_s3=buf21.stride(3), buf35_ptr=buf35, buf35_s0=buf35.stride(0), buf35_s1=buf35.stride(1), buf35_s2=buf35.stride(2), buf35_s3=buf35.stride(3), m40_ptr=m40, m40_s0=m40.stride(0), m40_s1=m40.stride(1), m40_s2=m40.stride(2), m40_s3=m40.stride(3), buf43_ptr=buf43, buf43_s0=buf43.stride(0), buf43_s1=buf43.stride(1), buf43_s2=buf43.stride(2), buf43_s3=buf43.stride(3), E_c1=16, E_n0=4, E_n1=32, E_n3=2, F_n0=_pow2(4), F_n1=_pow2(32), F_n3=_pow2(2), T_c1=T['c1'])
    states52 = torch.full([_cdiv(2, T['c0']), _cdiv(16, T['c3']), T['c0'], _pow2(4), _pow2(32), _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    states53 = torch.full([_cdiv(2, T['c0']), _cdiv(16, T['c3']), T['c0'], _pow2(4), _pow2(32), _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    kernel_6[(_cdiv(2, T['c0']) * _cdiv(16, T['c3']),)](m8_ptr=m8, m8_s0=m8.stride(0), m8_s1=m8.stride(1), m8_s2=m8.stride(2), m8_s3=m8.stride(3), m10_ptr=m10, m10_s0=m10.stride(0), m10_s1=m10.stride(1), m10_s2=m10.stride(2), m10_s3=m10.stride(3), states52_ptr=states52, states52_s0=states52.stride(0), states52_s1=states52.stride(1), states52_s2=states52.stride(2), states52_s3=states52.stride(3), states52_s4=states52.stride(4), states52_s5=states52.stride(5), states53_ptr=states53, states53_s0=states53.stride(0), states53_s1=states53.stride(1), states53_s2=states53.stride(2), states53_s3=states53.stride(3), states53_s4=states53.stride(4), states53_s5=states53.stride(5), E_c0=2, E_c3=16, E_n0=4, E_n1=32, F_n0=_pow2(4), F_n1=_pow2(32), T_c0=T['c0'], T_c3=T['c3'])
    buf64 = torch.full([2, 4, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_7[(_cdiv(2, T['c0']),)](buf43_ptr=buf43, buf43_s0=buf43.stride(0), buf43_s1=buf43.stride(1), buf43_s2=buf43.stride(2), buf43_s3=buf43.stride(3), m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), buf35_ptr=buf35, buf35_s0=buf35.stride(0), buf35_s1=buf35.stride(1), buf35_s2=buf35.stride(2), buf35_s3=buf35.stride(3), states52_ptr=states52, states52_s0=states52.stride(0), states52_s1=states52.stride(1), states52_s2=states52.stride(2), states52_s3=states52.stride(3), states52_s4=states52.stride(4), states52_s5=states52.stride(5), states53_ptr=states53, states53_s0=states53.stride(0), states53_s1=states53.stride(1), states53_s2=states53.stride(2), states53_s3=states53.stride(3), states53_s4=states53.stride(4), states53_s5=states53.stride(5), buf64_ptr=buf64, buf64_s0=buf64.stride(0), buf64_s1=buf64.stride(1), buf64_s2=buf64.stride(2), buf64_s3=buf64.stride(3), E_c0=2, E_c3=16, E_n0=4, E_n1=32, E_n2=16, F_n0=_pow2(4), F_n1=_pow2(32), F_n2=_pow2(16), T_c0=T['c0'], T_c3=T['c3'])
    return buf64


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
