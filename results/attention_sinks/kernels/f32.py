"""attention_sinks [small], candidate 32: 6 kernel(s)

Rendered by EqiForge from candidate 32 of attention_sinks [small]: store(k.3[16]) ; grid(k.1@1) loop(k.3[16]: pair(sum, sum), stored) [1 mm] ; store(k.3[16]) ; store(k.3[16]) ; store(k.2[32]) loop(k.3[16]: pair(sum, sum), stored) ; grid(v.3@3) loop(k.3[16]: pair(sum, sum), stored) loop(k.2[32]: max, stored)
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid v.3@3[16]
    c1: grid k.1@1[2]
    c2: loop k.3[16]
    c3: loop k.2[32]

Run it on its own: `python kernels/f32.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/attention_sinks.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 8, "c1": 1, "c2": 8, "c3": 16}


@triton.jit
def kernel_0(m13_ptr, m13_s0, m13_s1, m13_s2, m13_s3, m13_s4, m16_ptr, m16_s0, m16_s1, m16_s2, m16_s3, m16_s4, states22_ptr, states22_s0, states22_s1, states22_s2, states22_s3, states22_s4, states22_s5, states22_s6, states23_ptr, states23_s0, states23_s1, states23_s2, states23_s3, states23_s4, states23_s5, states23_s6, E_c1, E_c2, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # stores states22, states23: Collect over loop k.3[16]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t15 = tl.load(m13_ptr + offs_n0[:, None, None, None, None] * m13_s0 + offs_c1[None, :, None, None, None] * m13_s1 + offs_n0[None, None, :, None, None] * m13_s2 + offs_n1[None, None, None, :, None] * m13_s3 + offs_c2[None, None, None, None, :] * m13_s4, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_c1 < E_c1)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :, None] & (offs_c2 < E_c2)[None, None, None, None, :], other=0).to(tl.float32)
    t19 = tl.load(m16_ptr + offs_n0[:, None, None, None, None] * m16_s0 + offs_c1[None, :, None, None, None] * m16_s1 + offs_c2[None, None, None, :, None] * m16_s3 + offs_n1[None, None, None, None, :] * m16_s4, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_c1 < E_c1)[None, :, None, None, None] & (offs_c2 < E_c2)[None, None, None, :, None] & (offs_n1 < E_n1)[None, None, None, None, :], other=0).to(tl.float32)
    t20 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, None, :], t15, 0.0), 5) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :, None], t19, 0.0), 3), axis=4)
    t21 = (t20) * (0.25)
    tl.store(states22_ptr + i_c1 * states22_s0 + i_c2 * states22_s1 + tl.arange(0, F_n0)[:, None, None, None, None] * states22_s2 + tl.arange(0, T_c1)[None, :, None, None, None] * states22_s3 + tl.arange(0, F_n0)[None, None, :, None, None] * states22_s4 + tl.arange(0, F_n1)[None, None, None, :, None] * states22_s5 + tl.arange(0, F_n1)[None, None, None, None, :] * states22_s6 + tl.zeros([F_n0, T_c1, F_n0, F_n1, F_n1], tl.int32), t20)
    tl.store(states23_ptr + i_c1 * states23_s0 + i_c2 * states23_s1 + tl.arange(0, F_n0)[:, None, None, None, None] * states23_s2 + tl.arange(0, T_c1)[None, :, None, None, None] * states23_s3 + tl.arange(0, F_n0)[None, None, :, None, None] * states23_s4 + tl.arange(0, F_n1)[None, None, None, :, None] * states23_s5 + tl.arange(0, F_n1)[None, None, None, None, :] * states23_s6 + tl.zeros([F_n0, T_c1, F_n0, F_n1, F_n1], tl.int32), t21)


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m1_s4, m6_ptr, m6_s0, m6_s1, m6_s2, m6_s3, m6_s4, states22_ptr, states22_s0, states22_s1, states22_s2, states22_s3, states22_s4, states22_s5, states22_s6, states23_ptr, states23_s0, states23_s1, states23_s2, states23_s3, states23_s4, states23_s5, states23_s6, m29_ptr, m29_s0, m29_s1, m29_s2, m29_s3, m29_s4, m39_ptr, m39_s0, m39_s1, m39_s2, m39_s3, m39_s4, m45_ptr, m45_s0, m45_s1, m45_s2, m45_s3, m45_s4, buf49_ptr, buf49_s0, buf49_s1, buf49_s2, buf49_s3, buf49_s4, E_c1, E_c2, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf49: Combine over grid k.1@1[2]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n2 = tl.arange(0, F_n2)
    t5 = tl.load(m1_ptr + offs_n1[None, None, None, None, :] * m1_s4, mask=(offs_n1 < E_n1)[None, None, None, None, :], other=0)
    t12 = tl.load(m6_ptr + offs_n1[None, None, None, :, None] * m6_s3 + offs_n1[None, None, None, None, :] * m6_s4, mask=(offs_n1 < E_n1)[None, None, None, :, None] & (offs_n1 < E_n1)[None, None, None, None, :], other=0)
    acc26 = tl.full([F_n0, T_c1, F_n0, F_n1, F_n1], 0.0, tl.float32)
    acc27 = tl.full([F_n0, T_c1, F_n0, F_n1, F_n1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t24 = tl.load(states22_ptr + i_c1 * states22_s0 + i_c2 * states22_s1 + tl.arange(0, F_n0)[:, None, None, None, None] * states22_s2 + tl.arange(0, T_c1)[None, :, None, None, None] * states22_s3 + tl.arange(0, F_n0)[None, None, :, None, None] * states22_s4 + tl.arange(0, F_n1)[None, None, None, :, None] * states22_s5 + tl.arange(0, F_n1)[None, None, None, None, :] * states22_s6 + tl.zeros([F_n0, T_c1, F_n0, F_n1, F_n1], tl.int32))
        t25 = tl.load(states23_ptr + i_c1 * states23_s0 + i_c2 * states23_s1 + tl.arange(0, F_n0)[:, None, None, None, None] * states23_s2 + tl.arange(0, T_c1)[None, :, None, None, None] * states23_s3 + tl.arange(0, F_n0)[None, None, :, None, None] * states23_s4 + tl.arange(0, F_n1)[None, None, None, :, None] * states23_s5 + tl.arange(0, F_n1)[None, None, None, None, :] * states23_s6 + tl.zeros([F_n0, T_c1, F_n0, F_n1, F_n1], tl.int32))
        acc26 = acc26 + t24
        acc27 = acc27 + t25
    t28 = tl.where(t12, -float("inf"), acc26)
    t33 = tl.load(m29_ptr + offs_n1[None, None, None, :, None] * m29_s3 + offs_n1[None, None, None, None, :] * m29_s4, mask=(offs_n1 < E_n1)[None, None, None, :, None] & (offs_n1 < E_n1)[None, None, None, None, :], other=0)
    t34 = tl.where(t33, -float("inf"), t28)
    t35 = tl.where(t5, t28, t34)
    t36 = (t35) * (0.25)
    t37 = tl.max(tl.where((offs_n1 < E_n1)[None, None, None, None, :], t35, -float('inf')), axis=4, keep_dims=True)
    t38 = (t37) * (0.25)
    t41 = tl.load(m39_ptr + offs_c1[None, :, None, None, None] * m39_s1 + offs_n0[None, None, :, None, None] * m39_s2, mask=(offs_c1 < E_c1)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None], other=0).to(tl.float32)
    t42 = tl.maximum(t38, t41)
    t43 = t36 - (t42)
    t44 = tl.exp(t43)
    t47 = tl.load(m45_ptr + offs_n0[:, None, None, None, None] * m45_s0 + offs_c1[None, :, None, None, None] * m45_s1 + offs_n1[None, None, None, :, None] * m45_s3 + offs_n2[None, None, None, None, :] * m45_s4, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_c1 < E_c1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :], other=0).to(tl.float32)
    t48 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, None, :], t44, 0.0), 5) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :, None], t47, 0.0), 3), axis=4)
    tl.store(buf49_ptr + offs_n0[:, None, None, None, None] * buf49_s0 + offs_c1[None, :, None, None, None] * buf49_s1 + offs_n0[None, None, :, None, None] * buf49_s2 + offs_n1[None, None, None, :, None] * buf49_s3 + offs_n2[None, None, None, None, :] * buf49_s4, t48, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_c1 < E_c1)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :])


@triton.jit
def kernel_2(m13_ptr, m13_s0, m13_s1, m13_s2, m13_s3, m13_s4, m16_ptr, m16_s0, m16_s1, m16_s2, m16_s3, m16_s4, states57_ptr, states57_s0, states57_s1, states57_s2, states57_s3, states57_s4, states57_s5, states58_ptr, states58_s0, states58_s1, states58_s2, states58_s3, states58_s4, states58_s5, E_c2, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c2: tl.constexpr):
    # stores states57, states58: Collect over loop k.3[16]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t53 = tl.load(m13_ptr + offs_n0[:, None, None, None, None] * m13_s0 + offs_n0[None, :, None, None, None] * m13_s1 + offs_n0[None, None, :, None, None] * m13_s2 + offs_n1[None, None, None, :, None] * m13_s3 + offs_c2[None, None, None, None, :] * m13_s4, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :, None] & (offs_c2 < E_c2)[None, None, None, None, :], other=0).to(tl.float32)
    t54 = tl.load(m16_ptr + offs_n0[:, None, None, None, None] * m16_s0 + offs_n0[None, :, None, None, None] * m16_s1 + offs_c2[None, None, None, :, None] * m16_s3 + offs_n1[None, None, None, None, :] * m16_s4, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_c2 < E_c2)[None, None, None, :, None] & (offs_n1 < E_n1)[None, None, None, None, :], other=0).to(tl.float32)
    t55 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, None, :], t53, 0.0), 5) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :, None], t54, 0.0), 3), axis=4)
    t56 = (t55) * (0.25)
    tl.store(states57_ptr + i_c2 * states57_s0 + tl.arange(0, F_n0)[:, None, None, None, None] * states57_s1 + tl.arange(0, F_n0)[None, :, None, None, None] * states57_s2 + tl.arange(0, F_n0)[None, None, :, None, None] * states57_s3 + tl.arange(0, F_n1)[None, None, None, :, None] * states57_s4 + tl.arange(0, F_n1)[None, None, None, None, :] * states57_s5 + tl.zeros([F_n0, F_n0, F_n0, F_n1, F_n1], tl.int32), t56)
    tl.store(states58_ptr + i_c2 * states58_s0 + tl.arange(0, F_n0)[:, None, None, None, None] * states58_s1 + tl.arange(0, F_n0)[None, :, None, None, None] * states58_s2 + tl.arange(0, F_n0)[None, None, :, None, None] * states58_s3 + tl.arange(0, F_n1)[None, None, None, :, None] * states58_s4 + tl.arange(0, F_n1)[None, None, None, None, :] * states58_s5 + tl.zeros([F_n0, F_n0, F_n0, F_n1, F_n1], tl.int32), t55)


@triton.jit
def kernel_3(m13_ptr, m13_s0, m13_s1, m13_s2, m13_s3, m13_s4, m16_ptr, m16_s0, m16_s1, m16_s2, m16_s3, m16_s4, states76_ptr, states76_s0, states76_s1, states76_s2, states76_s3, states76_s4, states76_s5, states76_s6, states77_ptr, states77_s0, states77_s1, states77_s2, states77_s3, states77_s4, states77_s5, states77_s6, E_c2, E_c3, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # stores states76, states77: Collect over loop k.3[16]
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
    t71 = tl.load(m13_ptr + offs_n0[:, None, None, None, None] * m13_s0 + offs_n0[None, :, None, None, None] * m13_s1 + offs_n0[None, None, :, None, None] * m13_s2 + offs_n1[None, None, None, :, None] * m13_s3 + offs_c2[None, None, None, None, :] * m13_s4, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :, None] & (offs_c2 < E_c2)[None, None, None, None, :], other=0).to(tl.float32)
    t72 = tl.load(m16_ptr + offs_n0[:, None, None, None, None] * m16_s0 + offs_n0[None, :, None, None, None] * m16_s1 + offs_c2[None, None, None, :, None] * m16_s3 + offs_n1[None, None, None, None, :] * m16_s4, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_c2 < E_c2)[None, None, None, :, None] & (offs_n1 < E_n1)[None, None, None, None, :], other=0).to(tl.float32)
    t73 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, None, :], t71, 0.0), 5) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :, None], t72, 0.0), 3), axis=4)
    t74 = tl.load(m16_ptr + offs_n0[:, None, None, None, None] * m16_s0 + offs_n0[None, :, None, None, None] * m16_s1 + offs_c2[None, None, None, :, None] * m16_s3 + offs_c3[None, None, None, None, :] * m16_s4, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_c2 < E_c2)[None, None, None, :, None] & (offs_c3 < E_c3)[None, None, None, None, :], other=0).to(tl.float32)
    t75 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, None, :], t71, 0.0), 5) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :, None], t74, 0.0), 3), axis=4)
    tl.store(states76_ptr + i_c3 * states76_s0 + i_c2 * states76_s1 + tl.arange(0, F_n0)[:, None, None, None, None] * states76_s2 + tl.arange(0, F_n0)[None, :, None, None, None] * states76_s3 + tl.arange(0, F_n0)[None, None, :, None, None] * states76_s4 + tl.arange(0, F_n1)[None, None, None, :, None] * states76_s5 + tl.arange(0, F_n1)[None, None, None, None, :] * states76_s6 + tl.zeros([F_n0, F_n0, F_n0, F_n1, F_n1], tl.int32), t73)
    tl.store(states77_ptr + i_c3 * states77_s0 + i_c2 * states77_s1 + tl.arange(0, F_n0)[:, None, None, None, None] * states77_s2 + tl.arange(0, F_n0)[None, :, None, None, None] * states77_s3 + tl.arange(0, F_n0)[None, None, :, None, None] * states77_s4 + tl.arange(0, F_n1)[None, None, None, :, None] * states77_s5 + tl.arange(0, T_c3)[None, None, None, None, :] * states77_s6 + tl.zeros([F_n0, F_n0, F_n0, F_n1, T_c3], tl.int32), t75)


@triton.jit
def kernel_4(m67_ptr, m67_s0, m67_s1, m67_s2, m67_s3, m67_s4, m6_ptr, m6_s0, m6_s1, m6_s2, m6_s3, m6_s4, states76_ptr, states76_s0, states76_s1, states76_s2, states76_s3, states76_s4, states76_s5, states76_s6, states77_ptr, states77_s0, states77_s1, states77_s2, states77_s3, states77_s4, states77_s5, states77_s6, m29_ptr, m29_s0, m29_s1, m29_s2, m29_s3, m29_s4, states87_ptr, states87_s0, states87_s1, states87_s2, states87_s3, states87_s4, states87_s5, E_c2, E_c3, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # stores states87: Collect over loop k.2[32]
    pid = tl.program_id(0)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    t69 = tl.load(m67_ptr + offs_c3[None, None, None, None, :] * m67_s4, mask=(offs_c3 < E_c3)[None, None, None, None, :], other=0)
    t70 = tl.load(m6_ptr + offs_n1[None, None, None, :, None] * m6_s3 + offs_c3[None, None, None, None, :] * m6_s4, mask=(offs_n1 < E_n1)[None, None, None, :, None] & (offs_c3 < E_c3)[None, None, None, None, :], other=0)
    acc80 = tl.full([F_n0, F_n0, F_n0, F_n1, F_n1], 0.0, tl.float32)
    acc81 = tl.full([F_n0, F_n0, F_n0, F_n1, T_c3], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t78 = tl.load(states76_ptr + i_c3 * states76_s0 + i_c2 * states76_s1 + tl.arange(0, F_n0)[:, None, None, None, None] * states76_s2 + tl.arange(0, F_n0)[None, :, None, None, None] * states76_s3 + tl.arange(0, F_n0)[None, None, :, None, None] * states76_s4 + tl.arange(0, F_n1)[None, None, None, :, None] * states76_s5 + tl.arange(0, F_n1)[None, None, None, None, :] * states76_s6 + tl.zeros([F_n0, F_n0, F_n0, F_n1, F_n1], tl.int32))
        t79 = tl.load(states77_ptr + i_c3 * states77_s0 + i_c2 * states77_s1 + tl.arange(0, F_n0)[:, None, None, None, None] * states77_s2 + tl.arange(0, F_n0)[None, :, None, None, None] * states77_s3 + tl.arange(0, F_n0)[None, None, :, None, None] * states77_s4 + tl.arange(0, F_n1)[None, None, None, :, None] * states77_s5 + tl.arange(0, T_c3)[None, None, None, None, :] * states77_s6 + tl.zeros([F_n0, F_n0, F_n0, F_n1, T_c3], tl.int32))
        acc80 = acc80 + t78
        acc81 = acc81 + t79
    t82 = tl.where(t70, -float("inf"), acc81)
    t83 = tl.load(m29_ptr + offs_n1[None, None, None, :, None] * m29_s3 + offs_c3[None, None, None, None, :] * m29_s4, mask=(offs_n1 < E_n1)[None, None, None, :, None] & (offs_c3 < E_c3)[None, None, None, None, :], other=0)
    t84 = tl.where(t83, -float("inf"), t82)
    t85 = tl.where(t69, t82, t84)
    t86 = tl.max(tl.where((offs_c3 < E_c3)[None, None, None, None, :], t85, -float('inf')), axis=4, keep_dims=True)
    tl.store(states87_ptr + i_c3 * states87_s0 + tl.arange(0, F_n0)[:, None, None, None, None] * states87_s1 + tl.arange(0, F_n0)[None, :, None, None, None] * states87_s2 + tl.arange(0, F_n0)[None, None, :, None, None] * states87_s3 + tl.arange(0, F_n1)[None, None, None, :, None] * states87_s4 + tl.zeros([F_n0, F_n0, F_n0, F_n1, 1], tl.int32), t86)


@triton.jit
def kernel_5(buf49_ptr, buf49_s0, buf49_s1, buf49_s2, buf49_s3, buf49_s4, m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m1_s4, m6_ptr, m6_s0, m6_s1, m6_s2, m6_s3, m6_s4, states57_ptr, states57_s0, states57_s1, states57_s2, states57_s3, states57_s4, states57_s5, states58_ptr, states58_s0, states58_s1, states58_s2, states58_s3, states58_s4, states58_s5, m29_ptr, m29_s0, m29_s1, m29_s2, m29_s3, m29_s4, states87_ptr, states87_s0, states87_s1, states87_s2, states87_s3, states87_s4, states87_s5, m39_ptr, m39_s0, m39_s1, m39_s2, m39_s3, m39_s4, buf101_ptr, buf101_s0, buf101_s1, buf101_s2, buf101_s3, E_c0, E_c2, E_c3, E_n0, E_n1, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n3: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # writes buf101: Combine over grid v.3@3[16]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n3 = tl.arange(0, F_n3)
    t50 = tl.load(buf49_ptr + offs_n0[:, None, None, None, None] * buf49_s0 + offs_n0[None, :, None, None, None] * buf49_s1 + offs_n0[None, None, :, None, None] * buf49_s2 + offs_n1[None, None, None, :, None] * buf49_s3 + offs_c0[None, None, None, None, :] * buf49_s4, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :, None] & (offs_c0 < E_c0)[None, None, None, None, :], other=0).to(tl.float32)
    t51 = tl.load(m1_ptr + offs_n1[None, None, None, None, :] * m1_s4, mask=(offs_n1 < E_n1)[None, None, None, None, :], other=0)
    t52 = tl.load(m6_ptr + offs_n1[None, None, None, :, None] * m6_s3 + offs_n1[None, None, None, None, :] * m6_s4, mask=(offs_n1 < E_n1)[None, None, None, :, None] & (offs_n1 < E_n1)[None, None, None, None, :], other=0)
    acc61 = tl.full([F_n0, F_n0, F_n0, F_n1, F_n1], 0.0, tl.float32)
    acc62 = tl.full([F_n0, F_n0, F_n0, F_n1, F_n1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t59 = tl.load(states57_ptr + i_c2 * states57_s0 + tl.arange(0, F_n0)[:, None, None, None, None] * states57_s1 + tl.arange(0, F_n0)[None, :, None, None, None] * states57_s2 + tl.arange(0, F_n0)[None, None, :, None, None] * states57_s3 + tl.arange(0, F_n1)[None, None, None, :, None] * states57_s4 + tl.arange(0, F_n1)[None, None, None, None, :] * states57_s5 + tl.zeros([F_n0, F_n0, F_n0, F_n1, F_n1], tl.int32))
        t60 = tl.load(states58_ptr + i_c2 * states58_s0 + tl.arange(0, F_n0)[:, None, None, None, None] * states58_s1 + tl.arange(0, F_n0)[None, :, None, None, None] * states58_s2 + tl.arange(0, F_n0)[None, None, :, None, None] * states58_s3 + tl.arange(0, F_n1)[None, None, None, :, None] * states58_s4 + tl.arange(0, F_n1)[None, None, None, None, :] * states58_s5 + tl.zeros([F_n0, F_n0, F_n0, F_n1, F_n1], tl.int32))
        acc61 = acc61 + t59
        acc62 = acc62 + t60
    t63 = tl.where(t52, -float("inf"), acc61)
    t64 = tl.load(m29_ptr + offs_n1[None, None, None, :, None] * m29_s3 + offs_n1[None, None, None, None, :] * m29_s4, mask=(offs_n1 < E_n1)[None, None, None, :, None] & (offs_n1 < E_n1)[None, None, None, None, :], other=0)
    t65 = tl.where(t64, -float("inf"), t63)
    t66 = tl.where(t51, t63, t65)
    acc89 = tl.full([F_n0, F_n0, F_n0, F_n1, 1], -float('inf'), tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t88 = tl.load(states87_ptr + i_c3 * states87_s0 + tl.arange(0, F_n0)[:, None, None, None, None] * states87_s1 + tl.arange(0, F_n0)[None, :, None, None, None] * states87_s2 + tl.arange(0, F_n0)[None, None, :, None, None] * states87_s3 + tl.arange(0, F_n1)[None, None, None, :, None] * states87_s4 + tl.zeros([F_n0, F_n0, F_n0, F_n1, 1], tl.int32))
        acc89 = tl.maximum(acc89, t88)
    t90 = (acc89) * (0.25)
    t91 = tl.load(m39_ptr + offs_n0[None, :, None, None, None] * m39_s1 + offs_n0[None, None, :, None, None] * m39_s2, mask=(offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None], other=0).to(tl.float32)
    t92 = tl.maximum(t90, t91)
    t93 = t66 - (t92)
    t94 = tl.exp(t93)
    t95 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, None, :], t94, 0.0), axis=4, keep_dims=True)
    t96 = t91 - (t92)
    t97 = tl.exp(t96)
    t98 = t95 + t97
    t99 = (t50) / (t98)
    t100 = tl.reshape(t99, [F_n0, F_n3, F_n1, T_c0])
    tl.store(buf101_ptr + offs_n0[:, None, None, None] * buf101_s0 + offs_n3[None, :, None, None] * buf101_s1 + offs_n1[None, None, :, None] * buf101_s2 + offs_c0[None, None, None, :] * buf101_s3, t100, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n3 < E_n3)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_c0 < E_c0)[None, None, None, :])


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
    m3 = _iota([32], 0, device)
    m2 = m3.reshape([1, 1, 1, 1, 32])
    m4 = torch.tensor(2.0, dtype=torch.float32, device=device)
    m1 = _BINARY["Lt"](m2, m4)
    m8 = m3.reshape([1, 32])
    m11 = torch.tensor(0.0, dtype=torch.float32, device=device)
    m10 = _BINARY["Add"](m3, m11)
    m9 = m10.reshape([32, 1])
    m7 = _BINARY["Gt"](m8, m9)
    m6 = m7.reshape([1, 1, 1, 32, 32])
    m14 = inputs['q']
    m13 = m14.reshape([2, 2, 2, 32, 16])
    m18 = inputs['k']
    m17 = m18.reshape([2, 2, 1, 32, 16])
    m16 = m17.permute([0, 1, 2, 4, 3])
    states22 = torch.full([_cdiv(2, T['c1']), _cdiv(16, T['c2']), _pow2(2), T['c1'], _pow2(2), _pow2(32), _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    states23 = torch.full([_cdiv(2, T['c1']), _cdiv(16, T['c2']), _pow2(2), T['c1'], _pow2(2), _pow2(32), _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(2, T['c1']) * _cdiv(16, T['c2']),)](m13_ptr=m13, m13_s0=m13.stride(0), m13_s1=m13.stride(1), m13_s2=m13.stride(2), m13_s3=m13.stride(3), m13_s4=m13.stride(4), m16_ptr=m16, m16_s0=m16.stride(0), m16_s1=m16.stride(1), m16_s2=m16.stride(2), m16_s3=m16.stride(3), m16_s4=m16.stride(4), states22_ptr=states22, states22_s0=states22.stride(0), states22_s1=states22.stride(1), states22_s2=states22.stride(2), states22_s3=states22.stride(3), states22_s4=states22.stride(4), states22_s5=states22.stride(5), states22_s6=states22.stride(6), states23_ptr=states23, states23_s0=states23.stride(0), states23_s1=states23.stride(1), states23_s2=states23.stride(2), states23_s3=states23.stride(3), states23_s4=states23.stride(4), states23_s5=states23.stride(5), states23_s6=states23.stride(6), E_c1=2, E_c2=16, E_n0=2, E_n1=32, F_n0=_pow2(2), F_n1=_pow2(32), T_c1=T['c1'], T_c2=T['c2'])
    m31 = _BINARY["Sub"](m9, m8)
    m32 = torch.tensor(8.0, dtype=torch.float32, device=device)
    m30 = _BINARY["Ge"](m31, m32)
    m29 = m30.reshape([1, 1, 1, 32, 32])
    m40 = inputs['sinks']
    m39 = m40.reshape([1, 2, 2, 1, 1])
    m46 = inputs['v']
    m45 = m46.reshape([2, 2, 1, 32, 16])
    buf49 = torch.full([2, 2, 2, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(2, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m1_s4=m1.stride(4), m6_ptr=m6, m6_s0=m6.stride(0), m6_s1=m6.stride(1), m6_s2=m6.stride(2), m6_s3=m6.stride(3), m6_s4=m6.stride(4), states22_ptr=states22, states22_s0=states22.stride(0), states22_s1=states22.stride(1), states22_s2=states22.stride(2), states22_s3=states22.stride(3), states22_s4=states22.stride(4), states22_s5=states22.stride(5), states22_s6=states22.stride(6), states23_ptr=states23, states23_s0=states23.stride(0), states23_s1=states23.stride(1), states23_s2=states23.stride(2), states23_s3=states23.stride(3), states23_s4=states23.stride(4), states23_s5=states23.stride(5), states23_s6=states23.stride(6), m29_ptr=m29, m29_s0=m29.stride(0), m29_s1=m29.stride(1), m29_s2=m29.stride(2), m29_s3=m29.stride(3), m29_s4=m29.stride(4), m39_ptr=m39, m39_s0=m39.stride(0), m39_s1=m39.stride(1), m39_s2=m39.stride(2), m39_s3=m39.stride(3), m39_s4=m39.stride(4), m45_ptr=m45, m45_s0=m45.stride(0), m45_s1=m45.stride(1), m45_s2=m45.stride(2), m45_s3=m45.stride(3), m45_s4=m45.stride(4), buf49_ptr=buf49, buf49_s0=buf49.stride(0), buf49_s1=buf49.stride(1), buf49_s2=buf49.stride(2), buf49_s3=buf49.stride(3), buf49_s4=buf49.stride(4), E_c1=2, E_c2=16, E_n0=2, E_n1=32, E_n2=16, F_n0=_pow2(2), F_n1=_pow2(32), F_n2=_pow2(16), T_c1=T['c1'], T_c2=T['c2'])
    states57 = torch.full([_cdiv(16, T['c2']), _pow2(2), _pow2(2), _pow2(2), _pow2(32), _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    states58 = torch.full([_cdiv(16, T['c2']), _pow2(2), _pow2(2), _pow2(2), _pow2(32), _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(16, T['c2']),)](m13_ptr=m13, m13_s0=m13.stride(0), m13_s1=m13.stride(1), m13_s2=m13.stride(2), m13_s3=m13.stride(3), m13_s4=m13.stride(4), m16_ptr=m16, m16_s0=m16.stride(0), m16_s1=m16.stride(1), m16_s2=m16.stride(2), m16_s3=m16.stride(3), m16_s4=m16.stride(4), states57_ptr=states57, states57_s0=states57.stride(0), states57_s1=states57.stride(1), states57_s2=states57.stride(2), states57_s3=states57.stride(3), states57_s4=states57.stride(4), states57_s5=states57.stride(5), states58_ptr=states58, states58_s0=states58.stride(0), states58_s1=states58.stride(1), states58_s2=states58.stride(2), states58_s3=states58.stride(3), states58_s4=states58.stride(4), states58_s5=states58.stride(5), E_c2=16, E_n0=2, E_n1=32, F_n0=_pow2(2), F_n1=_pow2(32), T_c2=T['c2'])
    m68 = _BINARY["Lt"](m3, m4)
    m67 = m68.reshape([1, 1, 1, 1, 32])
    states76 = torch.full([_cdiv(32, T['c3']), _cdiv(16, T['c2']), _pow2(2), _pow2(2), _pow2(2), _pow2(32), _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    states77 = torch.full([_cdiv(32, T['c3']), _cdiv(16, T['c2']), _pow2(2), _pow2(2), _pow2(2), _pow2(32), T['c3']], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(32, T['c3']) * _cdiv(16, T['c2']),)](m13_ptr=m13, m13_s0=m13.stride(0), m13_s1=m13.stride(1), m13_s2=m13.stride(2), m13_s3=m13.stride(3), m13_s4=m13.stride(4), m16_ptr=m16, m16_s0=m16.stride(0), m16_s1=m16.stride(1), m16_s2=m16.stride(2), m16_s3=m16.stride(3), m16_s4=m16.stride(4), states76_ptr=states76, states76_s0=states76.stride(0), states76_s1=states76.stride(1), states76_s2=states76.stride(2), states76_s3=states76.stride(3), states76_s4=states76.stride(4), states76_s5=states76.stride(5), states76_s6=states76.stride(6), states77_ptr=states77, states77_s0=states77.stride(0), states77_s1=states77.stride(1), states77_s2=states77.stride(2), states77_s3=states77.stride(3), states77_s4=states77.stride(4), states77_s5=states77.stride(5), states77_s6=states77.stride(6), E_c2=16, E_c3=32, E_n0=2, E_n1=32, F_n0=_pow2(2), F_n1=_pow2(32), T_c2=T['c2'], T_c3=T['c3'])
    states87 = torch.full([_cdiv(32, T['c3']), _pow2(2), _pow2(2), _pow2(2), _pow2(32), 1], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(_cdiv(32, T['c3']),)](m67_ptr=m67, m67_s0=m67.stride(0), m67_s1=m67.stride(1), m67_s2=m67.stride(2), m67_s3=m67.stride(3), m67_s4=m67.stride(4), m6_ptr=m6, m6_s0=m6.stride(0), m6_s1=m6.stride(1), m6_s2=m6.stride(2), m6_s3=m6.stride(3), m6_s4=m6.stride(4), states76_ptr=states76, states76_s0=states76.stride(0), states76_s1=states76.stride(1), states76_s2=states76.stride(2), states76_s3=states76.stride(3), states76_s4=states76.stride(4), states76_s5=states76.stride(5), states76_s6=states76.stride(6), states77_ptr=states77, states77_s0=states77.stride(0), states77_s1=states77.stride(1), states77_s2=states77.stride(2), states77_s3=states77.stride(3), states77_s4=states77.stride(4), states77_s5=states77.stride(5), states77_s6=states77.stride(6), m29_ptr=m29, m29_s0=m29.stride(0), m29_s1=m29.stride(1), m29_s2=m29.stride(2), m29_s3=m29.stride(3), m29_s4=m29.stride(4), states87_ptr=states87, states87_s0=states87.stride(0), states87_s1=states87.stride(1), states87_s2=states87.stride(2), states87_s3=states87.stride(3), states87_s4=states87.stride(4), states87_s5=states87.stride(5), E_c2=16, E_c3=32, E_n0=2, E_n1=32, F_n0=_pow2(2), F_n1=_pow2(32), T_c2=T['c2'], T_c3=T['c3'])
    buf101 = torch.full([2, 4, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_5[(_cdiv(16, T['c0']),)](buf49_ptr=buf49, buf49_s0=buf49.stride(0), buf49_s1=buf49.stride(1), buf49_s2=buf49.stride(2), buf49_s3=buf49.stride(3), buf49_s4=buf49.stride(4), m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m1_s4=m1.stride(4), m6_ptr=m6, m6_s0=m6.stride(0), m6_s1=m6.stride(1), m6_s2=m6.stride(2), m6_s3=m6.stride(3), m6_s4=m6.stride(4), states57_ptr=states57, states57_s0=states57.stride(0), states57_s1=states57.stride(1), states57_s2=states57.stride(2), states57_s3=states57.stride(3), states57_s4=states57.stride(4), states57_s5=states57.stride(5), states58_ptr=states58, states58_s0=states58.stride(0), states58_s1=states58.stride(1), states58_s2=states58.stride(2), states58_s3=states58.stride(3), states58_s4=states58.stride(4), states58_s5=states58.stride(5), m29_ptr=m29, m29_s0=m29.stride(0), m29_s1=m29.stride(1), m29_s2=m29.stride(2), m29_s3=m29.stride(3), m29_s4=m29.stride(4), states87_ptr=states87, states87_s0=states87.stride(0), states87_s1=states87.stride(1), states87_s2=states87.stride(2), states87_s3=states87.stride(3), states87_s4=states87.stride(4), states87_s5=states87.stride(5), m39_ptr=m39, m39_s0=m39.stride(0), m39_s1=m39.stride(1), m39_s2=m39.stride(2), m39_s3=m39.stride(3), m39_s4=m39.stride(4), buf101_ptr=buf101, buf101_s0=buf101.stride(0), buf101_s1=buf101.stride(1), buf101_s2=buf101.stride(2), buf101_s3=buf101.stride(3), E_c0=16, E_c2=16, E_c3=32, E_n0=2, E_n1=32, E_n3=4, F_n0=_pow2(2), F_n1=_pow2(32), F_n3=_pow2(4), T_c0=T['c0'], T_c2=T['c2'], T_c3=T['c3'])
    return buf101


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
