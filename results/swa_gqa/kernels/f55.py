"""swa_gqa [small], candidate 55: 8 kernel(s)

Rendered by EqiForge from candidate 55 of swa_gqa [small]: store(k.3[16]) ; store(k.3[16]) ; grid(k.2@2) loop(k.3[16]: pair(sum, sum), stored) ; grid(k.2@2) loop(k.3[16]: pair(sum, sum), stored) ; grid() loop(k.2[32]: rescale) ; store(k.3[16]) ; grid(k.0@0) loop(k.3[16]: pair(sum, sum), stored) ; grid() loop(k.2[32]: sum) {loop(k.3[16]: pair(sum, sum), stored)}
Coordinates (tile sizes are the T arguments of launch()):
    c0: loop k.2[32]
    c1: loop k.3[16]
    c2: grid k.2@2[32]
    c3: grid k.0@0[2]

Run it on its own: `python kernels/f55.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/swa_gqa.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 16, "c1": 8, "c2": 16, "c3": 1}


@triton.jit
def kernel_0(m13_ptr, m13_s0, m13_s1, m13_s2, m13_s3, m15_ptr, m15_s0, m15_s1, m15_s2, m15_s3, states24_ptr, states24_s0, states24_s1, states24_s2, states24_s3, states24_s4, states24_s5, states25_ptr, states25_s0, states25_s1, states25_s2, states25_s3, states25_s4, states25_s5, E_c0, E_c1, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # stores states24, states25: Collect over loop k.3[16]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n0 = tl.arange(0, F_n0)
    t14 = tl.load(m13_ptr + offs_n1[:, None, None, None] * m13_s0 + offs_n2[None, :, None, None] * m13_s1 + offs_n0[None, None, :, None] * m13_s2 + offs_c1[None, None, None, :] * m13_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
    t20 = tl.load(m15_ptr + offs_n1[:, None, None, None] * m15_s0 + offs_n2[None, :, None, None] * m15_s1 + offs_c1[None, None, :, None] * m15_s2 + offs_n0[None, None, None, :] * m15_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t21 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, :], t14, 0.0), 4) * tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, :, None], t20, 0.0), 2), axis=3)
    t22 = tl.load(m15_ptr + offs_n1[:, None, None, None] * m15_s0 + offs_n2[None, :, None, None] * m15_s1 + offs_c1[None, None, :, None] * m15_s2 + offs_c0[None, None, None, :] * m15_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_c0 < E_c0)[None, None, None, :], other=0).to(tl.float32)
    t23 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, :], t14, 0.0), 4) * tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, :, None], t22, 0.0), 2), axis=3)
    tl.store(states24_ptr + i_c0 * states24_s0 + i_c1 * states24_s1 + tl.arange(0, F_n1)[:, None, None, None] * states24_s2 + tl.arange(0, F_n2)[None, :, None, None] * states24_s3 + tl.arange(0, F_n0)[None, None, :, None] * states24_s4 + tl.arange(0, F_n0)[None, None, None, :] * states24_s5 + tl.zeros([F_n1, F_n2, F_n0, F_n0], tl.int32), t21)
    tl.store(states25_ptr + i_c0 * states25_s0 + i_c1 * states25_s1 + tl.arange(0, F_n1)[:, None, None, None] * states25_s2 + tl.arange(0, F_n2)[None, :, None, None] * states25_s3 + tl.arange(0, F_n0)[None, None, :, None] * states25_s4 + tl.arange(0, T_c0)[None, None, None, :] * states25_s5 + tl.zeros([F_n1, F_n2, F_n0, T_c0], tl.int32), t23)


@triton.jit
def kernel_1(m13_ptr, m13_s0, m13_s1, m13_s2, m13_s3, m15_ptr, m15_s0, m15_s1, m15_s2, m15_s3, states41_ptr, states41_s0, states41_s1, states41_s2, states41_s3, states41_s4, states41_s5, states42_ptr, states42_s0, states42_s1, states42_s2, states42_s3, states42_s4, states42_s5, E_c1, E_c2, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # stores states41, states42: Collect over loop k.3[16]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n0 = tl.arange(0, F_n0)
    t37 = tl.load(m13_ptr + offs_n1[:, None, None, None] * m13_s0 + offs_n2[None, :, None, None] * m13_s1 + offs_c2[None, None, :, None] * m13_s2 + offs_c1[None, None, None, :] * m13_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
    t38 = tl.load(m15_ptr + offs_n1[:, None, None, None] * m15_s0 + offs_n2[None, :, None, None] * m15_s1 + offs_c1[None, None, :, None] * m15_s2 + offs_n0[None, None, None, :] * m15_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t39 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, :], t37, 0.0), 4) * tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, :, None], t38, 0.0), 2), axis=3)
    t40 = (t39) * (0.25)
    tl.store(states41_ptr + i_c2 * states41_s0 + i_c1 * states41_s1 + tl.arange(0, F_n1)[:, None, None, None] * states41_s2 + tl.arange(0, F_n2)[None, :, None, None] * states41_s3 + tl.arange(0, T_c2)[None, None, :, None] * states41_s4 + tl.arange(0, F_n0)[None, None, None, :] * states41_s5 + tl.zeros([F_n1, F_n2, T_c2, F_n0], tl.int32), t39)
    tl.store(states42_ptr + i_c2 * states42_s0 + i_c1 * states42_s1 + tl.arange(0, F_n1)[:, None, None, None] * states42_s2 + tl.arange(0, F_n2)[None, :, None, None] * states42_s3 + tl.arange(0, T_c2)[None, None, :, None] * states42_s4 + tl.arange(0, F_n0)[None, None, None, :] * states42_s5 + tl.zeros([F_n1, F_n2, T_c2, F_n0], tl.int32), t40)


@triton.jit
def kernel_2(states41_ptr, states41_s0, states41_s1, states41_s2, states41_s3, states41_s4, states41_s5, states42_ptr, states42_s0, states42_s1, states42_s2, states42_s3, states42_s4, states42_s5, buf47_ptr, buf47_s0, buf47_s1, buf47_s2, buf47_s3, E_c1, E_c2, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf47: Combine over grid k.2@2[32]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n0 = tl.arange(0, F_n0)
    acc45 = tl.full([F_n1, F_n2, T_c2, F_n0], 0.0, tl.float32)
    acc46 = tl.full([F_n1, F_n2, T_c2, F_n0], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t43 = tl.load(states41_ptr + i_c2 * states41_s0 + i_c1 * states41_s1 + tl.arange(0, F_n1)[:, None, None, None] * states41_s2 + tl.arange(0, F_n2)[None, :, None, None] * states41_s3 + tl.arange(0, T_c2)[None, None, :, None] * states41_s4 + tl.arange(0, F_n0)[None, None, None, :] * states41_s5 + tl.zeros([F_n1, F_n2, T_c2, F_n0], tl.int32))
        t44 = tl.load(states42_ptr + i_c2 * states42_s0 + i_c1 * states42_s1 + tl.arange(0, F_n1)[:, None, None, None] * states42_s2 + tl.arange(0, F_n2)[None, :, None, None] * states42_s3 + tl.arange(0, T_c2)[None, None, :, None] * states42_s4 + tl.arange(0, F_n0)[None, None, None, :] * states42_s5 + tl.zeros([F_n1, F_n2, T_c2, F_n0], tl.int32))
        acc45 = acc45 + t43
        acc46 = acc46 + t44
    tl.store(buf47_ptr + offs_n1[:, None, None, None] * buf47_s0 + offs_n2[None, :, None, None] * buf47_s1 + offs_c2[None, None, :, None] * buf47_s2 + offs_n0[None, None, None, :] * buf47_s3, acc45, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :])


@triton.jit
def kernel_3(states41_ptr, states41_s0, states41_s1, states41_s2, states41_s3, states41_s4, states41_s5, states42_ptr, states42_s0, states42_s1, states42_s2, states42_s3, states42_s4, states42_s5, buf71_ptr, buf71_s0, buf71_s1, buf71_s2, buf71_s3, E_c1, E_c2, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf71: Combine over grid k.2@2[32]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n0 = tl.arange(0, F_n0)
    acc69 = tl.full([F_n1, F_n2, T_c2, F_n0], 0.0, tl.float32)
    acc70 = tl.full([F_n1, F_n2, T_c2, F_n0], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t67 = tl.load(states41_ptr + i_c2 * states41_s0 + i_c1 * states41_s1 + tl.arange(0, F_n1)[:, None, None, None] * states41_s2 + tl.arange(0, F_n2)[None, :, None, None] * states41_s3 + tl.arange(0, T_c2)[None, None, :, None] * states41_s4 + tl.arange(0, F_n0)[None, None, None, :] * states41_s5 + tl.zeros([F_n1, F_n2, T_c2, F_n0], tl.int32))
        t68 = tl.load(states42_ptr + i_c2 * states42_s0 + i_c1 * states42_s1 + tl.arange(0, F_n1)[:, None, None, None] * states42_s2 + tl.arange(0, F_n2)[None, :, None, None] * states42_s3 + tl.arange(0, T_c2)[None, None, :, None] * states42_s4 + tl.arange(0, F_n0)[None, None, None, :] * states42_s5 + tl.zeros([F_n1, F_n2, T_c2, F_n0], tl.int32))
        acc69 = acc69 + t67
        acc70 = acc70 + t68
    tl.store(buf71_ptr + offs_n1[:, None, None, None] * buf71_s0 + offs_n2[None, :, None, None] * buf71_s1 + offs_c2[None, None, :, None] * buf71_s2 + offs_n0[None, None, None, :] * buf71_s3, acc70, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :])


@triton.jit
def kernel_4(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m10_ptr, m10_s0, m10_s1, m10_s2, m10_s3, buf71_ptr, buf71_s0, buf71_s1, buf71_s2, buf71_s3, buf87_ptr, buf87_s0, buf87_s1, buf87_s2, buf87_s3, buf88_ptr, buf88_s0, buf88_s1, buf88_s2, buf88_s3, E_c0, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr):
    # writes buf87, buf88: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    acc82 = tl.full([F_n1, F_n2, F_n0, 1], -float('inf'), tl.float32)
    acc83 = tl.full([F_n1, F_n2, F_n0, 1], 0.0, tl.float32)
    for i_c0 in range(0, tl.cdiv(E_c0, T_c0)):
        offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)

        t65 = tl.load(m1_ptr + offs_n0[None, None, :, None] * m1_s2 + offs_c0[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[None, None, :, None] & (offs_c0 < E_c0)[None, None, None, :], other=0)
        t66 = tl.load(m10_ptr + offs_n0[None, None, :, None] * m10_s2 + offs_c0[None, None, None, :] * m10_s3, mask=(offs_n0 < E_n0)[None, None, :, None] & (offs_c0 < E_c0)[None, None, None, :], other=0)
        t72 = tl.load(buf71_ptr + offs_n1[:, None, None, None] * buf71_s0 + offs_n2[None, :, None, None] * buf71_s1 + offs_n0[None, None, :, None] * buf71_s2 + offs_c0[None, None, None, :] * buf71_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_c0 < E_c0)[None, None, None, :], other=0).to(tl.float32)
        t73 = tl.where(t66, -float("inf"), t72)
        t74 = tl.where(t65, -float("inf"), t73)
        t75 = tl.max(tl.where((offs_c0 < E_c0)[None, None, None, :], t74, -float('inf')), axis=3, keep_dims=True)
        t76 = -float("inf") - (t75)
        t77 = t72 - (t75)
        t78 = tl.where(t66, t76, t77)
        t79 = tl.where(t65, t76, t78)
        t80 = tl.exp(t79)
        t81 = tl.sum(tl.where((offs_c0 < E_c0)[None, None, None, :], t80, 0.0), axis=3, keep_dims=True)
        m84 = tl.maximum(acc82, t75)
        r85 = tl.where(acc82 == -float("inf"), 0.0, tl.exp(acc82 - m84))
        r86 = tl.where(t75 == -float("inf"), 0.0, tl.exp(t75 - m84))
        acc83 = tl.where(acc82 == -float("inf"), 0.0, acc83 * r85) + tl.where(t75 == -float("inf"), 0.0, t81 * r86)
        acc82 = m84
    tl.store(buf87_ptr + offs_n1[:, None, None, None] * buf87_s0 + offs_n2[None, :, None, None] * buf87_s1 + offs_n0[None, None, :, None] * buf87_s2, acc82, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None])
    tl.store(buf88_ptr + offs_n1[:, None, None, None] * buf88_s0 + offs_n2[None, :, None, None] * buf88_s1 + offs_n0[None, None, :, None] * buf88_s2, acc83, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None])


@triton.jit
def kernel_5(m13_ptr, m13_s0, m13_s1, m13_s2, m13_s3, m15_ptr, m15_s0, m15_s1, m15_s2, m15_s3, states97_ptr, states97_s0, states97_s1, states97_s2, states97_s3, states97_s4, states97_s5, states98_ptr, states98_s0, states98_s1, states98_s2, states98_s3, states98_s4, states98_s5, E_c1, E_c3, E_n0, E_n2, F_n0: tl.constexpr, F_n2: tl.constexpr, T_c1: tl.constexpr, T_c3: tl.constexpr):
    # stores states97, states98: Collect over loop k.3[16]
    pid = tl.program_id(0)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n0 = tl.arange(0, F_n0)
    t93 = tl.load(m13_ptr + offs_c3[:, None, None, None] * m13_s0 + offs_n2[None, :, None, None] * m13_s1 + offs_n0[None, None, :, None] * m13_s2 + offs_c1[None, None, None, :] * m13_s3, mask=(offs_c3 < E_c3)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
    t94 = tl.load(m15_ptr + offs_c3[:, None, None, None] * m15_s0 + offs_n2[None, :, None, None] * m15_s1 + offs_c1[None, None, :, None] * m15_s2 + offs_n0[None, None, None, :] * m15_s3, mask=(offs_c3 < E_c3)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t95 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, :], t93, 0.0), 4) * tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, :, None], t94, 0.0), 2), axis=3)
    t96 = (t95) * (0.25)
    tl.store(states97_ptr + i_c3 * states97_s0 + i_c1 * states97_s1 + tl.arange(0, T_c3)[:, None, None, None] * states97_s2 + tl.arange(0, F_n2)[None, :, None, None] * states97_s3 + tl.arange(0, F_n0)[None, None, :, None] * states97_s4 + tl.arange(0, F_n0)[None, None, None, :] * states97_s5 + tl.zeros([T_c3, F_n2, F_n0, F_n0], tl.int32), t95)
    tl.store(states98_ptr + i_c3 * states98_s0 + i_c1 * states98_s1 + tl.arange(0, T_c3)[:, None, None, None] * states98_s2 + tl.arange(0, F_n2)[None, :, None, None] * states98_s3 + tl.arange(0, F_n0)[None, None, :, None] * states98_s4 + tl.arange(0, F_n0)[None, None, None, :] * states98_s5 + tl.zeros([T_c3, F_n2, F_n0, F_n0], tl.int32), t96)


@triton.jit
def kernel_6(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, buf87_ptr, buf87_s0, buf87_s1, buf87_s2, buf87_s3, m10_ptr, m10_s0, m10_s1, m10_s2, m10_s3, states97_ptr, states97_s0, states97_s1, states97_s2, states97_s3, states97_s4, states97_s5, states98_ptr, states98_s0, states98_s1, states98_s2, states98_s3, states98_s4, states98_s5, buf108_ptr, buf108_s0, buf108_s1, buf108_s2, buf108_s3, E_c1, E_c3, E_n0, E_n2, F_n0: tl.constexpr, F_n2: tl.constexpr, T_c1: tl.constexpr, T_c3: tl.constexpr):
    # writes buf108: Combine over grid k.0@0[2]
    pid = tl.program_id(0)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n2 = tl.arange(0, F_n2)
    t64 = tl.load(m1_ptr + offs_n0[None, None, :, None] * m1_s2 + offs_n0[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0)
    t89 = tl.load(buf87_ptr + offs_c3[:, None, None, None] * buf87_s0 + offs_n2[None, :, None, None] * buf87_s1 + offs_n0[None, None, :, None] * buf87_s2, mask=(offs_c3 < E_c3)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None], other=0).to(tl.float32)
    t90 = -float("inf") - (t89)
    t91 = tl.exp(t90)
    t92 = tl.load(m10_ptr + offs_n0[None, None, :, None] * m10_s2 + offs_n0[None, None, None, :] * m10_s3, mask=(offs_n0 < E_n0)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0)
    acc101 = tl.full([T_c3, F_n2, F_n0, F_n0], 0.0, tl.float32)
    acc102 = tl.full([T_c3, F_n2, F_n0, F_n0], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t99 = tl.load(states97_ptr + i_c3 * states97_s0 + i_c1 * states97_s1 + tl.arange(0, T_c3)[:, None, None, None] * states97_s2 + tl.arange(0, F_n2)[None, :, None, None] * states97_s3 + tl.arange(0, F_n0)[None, None, :, None] * states97_s4 + tl.arange(0, F_n0)[None, None, None, :] * states97_s5 + tl.zeros([T_c3, F_n2, F_n0, F_n0], tl.int32))
        t100 = tl.load(states98_ptr + i_c3 * states98_s0 + i_c1 * states98_s1 + tl.arange(0, T_c3)[:, None, None, None] * states98_s2 + tl.arange(0, F_n2)[None, :, None, None] * states98_s3 + tl.arange(0, F_n0)[None, None, :, None] * states98_s4 + tl.arange(0, F_n0)[None, None, None, :] * states98_s5 + tl.zeros([T_c3, F_n2, F_n0, F_n0], tl.int32))
        acc101 = acc101 + t99
        acc102 = acc102 + t100
    t103 = acc102 - (t89)
    t104 = tl.exp(t103)
    t105 = tl.where(t92, t91, t104)
    t106 = tl.where(t64, t91, t105)
    t107 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, None, :], t106, 0.0), axis=3, keep_dims=True)
    tl.store(buf108_ptr + offs_c3[:, None, None, None] * buf108_s0 + offs_n2[None, :, None, None] * buf108_s1 + offs_n0[None, None, :, None] * buf108_s2, t107, mask=(offs_c3 < E_c3)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None])


@triton.jit
def kernel_7(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m10_ptr, m10_s0, m10_s1, m10_s2, m10_s3, states24_ptr, states24_s0, states24_s1, states24_s2, states24_s3, states24_s4, states24_s5, states25_ptr, states25_s0, states25_s1, states25_s2, states25_s3, states25_s4, states25_s5, buf47_ptr, buf47_s0, buf47_s1, buf47_s2, buf47_s3, m58_ptr, m58_s0, m58_s1, m58_s2, m58_s3, buf108_ptr, buf108_s0, buf108_s1, buf108_s2, buf108_s3, buf113_ptr, buf113_s0, buf113_s1, buf113_s2, buf113_s3, E_c0, E_c1, E_n0, E_n1, E_n2, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf113: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n3 = tl.arange(0, F_n3)
    t9 = tl.load(m1_ptr + offs_n0[None, None, :, None] * m1_s2 + offs_n0[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0)
    t12 = tl.load(m10_ptr + offs_n0[None, None, :, None] * m10_s2 + offs_n0[None, None, None, :] * m10_s3, mask=(offs_n0 < E_n0)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0)
    t109 = tl.load(buf108_ptr + offs_n1[:, None, None, None] * buf108_s0 + offs_n2[None, :, None, None] * buf108_s1 + offs_n0[None, None, :, None] * buf108_s2, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None], other=0).to(tl.float32)
    t110 = 1.0 / (t109)
    acc112 = tl.full([F_n1, F_n2, F_n0, F_n3], 0.0, tl.float32)
    for i_c0 in range(0, tl.cdiv(E_c0, T_c0)):
        offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)

        t8 = tl.load(m1_ptr + offs_n0[None, None, :, None] * m1_s2 + offs_c0[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[None, None, :, None] & (offs_c0 < E_c0)[None, None, None, :], other=0)
        acc28 = tl.full([F_n1, F_n2, F_n0, F_n0], 0.0, tl.float32)
        acc29 = tl.full([F_n1, F_n2, F_n0, T_c0], 0.0, tl.float32)
        for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
            offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

            t26 = tl.load(states24_ptr + i_c0 * states24_s0 + i_c1 * states24_s1 + tl.arange(0, F_n1)[:, None, None, None] * states24_s2 + tl.arange(0, F_n2)[None, :, None, None] * states24_s3 + tl.arange(0, F_n0)[None, None, :, None] * states24_s4 + tl.arange(0, F_n0)[None, None, None, :] * states24_s5 + tl.zeros([F_n1, F_n2, F_n0, F_n0], tl.int32))
            t27 = tl.load(states25_ptr + i_c0 * states25_s0 + i_c1 * states25_s1 + tl.arange(0, F_n1)[:, None, None, None] * states25_s2 + tl.arange(0, F_n2)[None, :, None, None] * states25_s3 + tl.arange(0, F_n0)[None, None, :, None] * states25_s4 + tl.arange(0, T_c0)[None, None, None, :] * states25_s5 + tl.zeros([F_n1, F_n2, F_n0, T_c0], tl.int32))
            acc28 = acc28 + t26
            acc29 = acc29 + t27
        t30 = tl.where(t12, -float("inf"), acc28)
        t31 = tl.where(t9, -float("inf"), t30)
        t32 = tl.max(tl.where((offs_n0 < E_n0)[None, None, None, :], t31, -float('inf')), axis=3, keep_dims=True)
        t33 = (t32) * (0.25)
        t34 = -float("inf") - (t33)
        t35 = tl.exp(t34)
        t36 = tl.load(m10_ptr + offs_n0[None, None, :, None] * m10_s2 + offs_c0[None, None, None, :] * m10_s3, mask=(offs_n0 < E_n0)[None, None, :, None] & (offs_c0 < E_c0)[None, None, None, :], other=0)
        t48 = tl.load(buf47_ptr + offs_n1[:, None, None, None] * buf47_s0 + offs_n2[None, :, None, None] * buf47_s1 + offs_n0[None, None, :, None] * buf47_s2 + offs_c0[None, None, None, :] * buf47_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_c0 < E_c0)[None, None, None, :], other=0).to(tl.float32)
        t49 = (t48) * (0.25)
        t50 = tl.max(tl.where((offs_c0 < E_c0)[None, None, None, :], t49, -float('inf')), axis=3, keep_dims=True)
        t51 = t49 - (t50)
        t52 = tl.exp(t51)
        t53 = t50 - (t33)
        t54 = tl.exp(t53)
        t55 = (t52) * (t54)
        t56 = tl.where(t36, t35, t55)
        t57 = tl.where(t8, t35, t56)
        t62 = tl.load(m58_ptr + offs_n1[:, None, None, None] * m58_s0 + offs_n2[None, :, None, None] * m58_s1 + offs_c0[None, None, :, None] * m58_s2 + offs_n3[None, None, None, :] * m58_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
        t63 = tl.sum(tl.expand_dims(tl.where((offs_c0 < E_c0)[None, None, None, :], t57, 0.0), 4) * tl.expand_dims(tl.where((offs_c0 < E_c0)[None, None, :, None], t62, 0.0), 2), axis=3)
        t111 = (t63) * (t110)
        acc112 = acc112 + t111
    tl.store(buf113_ptr + offs_n1[:, None, None, None] * buf113_s0 + offs_n2[None, :, None, None] * buf113_s1 + offs_n0[None, None, :, None] * buf113_s2 + offs_n3[None, None, None, :] * buf113_s3, acc112, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :])


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
    m5 = _iota([32], 0, device)
    m4 = m5.reshape([32, 1])
    m6 = m5.reshape([1, 32])
    m3 = _BINARY["Sub"](m4, m6)
    m7 = torch.tensor(8.0, dtype=torch.float32, device=device)
    m2 = _BINARY["Ge"](m3, m7)
    m1 = m2.reshape([1, 1, 32, 32])
    m11 = _BINARY["Gt"](m6, m4)
    m10 = m11.reshape([1, 1, 32, 32])
    m13 = inputs['q']
    m19 = inputs['k']
    m18 = m19.reshape([2, 2, 1, 32, 16])
    m17 = m18.expand([2, 2, 2, 32, 16])
    m16 = m17.reshape([2, 4, 32, 16])
    m15 = m16.permute([0, 1, 3, 2])
    states24 = torch.full([_cdiv(32, T['c0']), _cdiv(16, T['c1']), _pow2(2), _pow2(4), _pow2(32), _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    states25 = torch.full([_cdiv(32, T['c0']), _cdiv(16, T['c1']), _pow2(2), _pow2(4), _pow2(32), T['c0']], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(32, T['c0']) * _cdiv(16, T['c1']),)](m13_ptr=m13, m13_s0=m13.stride(0), m13_s1=m13.stride(1), m13_s2=m13.stride(2), m13_s3=m13.stride(3), m15_ptr=m15, m15_s0=m15.stride(0), m15_s1=m15.stride(1), m15_s2=m15.stride(2), m15_s3=m15.stride(3), states24_ptr=states24, states24_s0=states24.stride(0), states24_s1=states24.stride(1), states24_s2=states24.stride(2), states24_s3=states24.stride(3), states24_s4=states24.stride(4), states24_s5=states24.stride(5), states25_ptr=states25, states25_s0=states25.stride(0), states25_s1=states25.stride(1), states25_s2=states25.stride(2), states25_s3=states25.stride(3), states25_s4=states25.stride(4), states25_s5=states25.stride(5), E_c0=32, E_c1=16, E_n0=32, E_n1=2, E_n2=4, F_n0=_pow2(32), F_n1=_pow2(2), F_n2=_pow2(4), T_c0=T['c0'], T_c1=T['c1'])
    states41 = torch.full([_cdiv(32, T['c2']), _cdiv(16, T['c1']), _pow2(2), _pow2(4), T['c2'], _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    states42 = torch.full([_cdiv(32, T['c2']), _cdiv(16, T['c1']), _pow2(2), _pow2(4), T['c2'], _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(32, T['c2']) * _cdiv(16, T['c1']),)](m13_ptr=m13, m13_s0=m13.stride(0), m13_s1=m13.stride(1), m13_s2=m13.stride(2), m13_s3=m13.stride(3), m15_ptr=m15, m15_s0=m15.stride(0), m15_s1=m15.stride(1), m15_s2=m15.stride(2), m15_s3=m15.stride(3), states41_ptr=states41, states41_s0=states41.stride(0), states41_s1=states41.stride(1), states41_s2=states41.stride(2), states41_s3=states41.stride(3), states41_s4=states41.stride(4), states41_s5=states41.stride(5), states42_ptr=states42, states42_s0=states42.stride(0), states42_s1=states42.stride(1), states42_s2=states42.stride(2), states42_s3=states42.stride(3), states42_s4=states42.stride(4), states42_s5=states42.stride(5), E_c1=16, E_c2=32, E_n0=32, E_n1=2, E_n2=4, F_n0=_pow2(32), F_n1=_pow2(2), F_n2=_pow2(4), T_c1=T['c1'], T_c2=T['c2'])
    buf47 = torch.full([2, 4, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(32, T['c2']),)](states41_ptr=states41, states41_s0=states41.stride(0), states41_s1=states41.stride(1), states41_s2=states41.stride(2), states41_s3=states41.stride(3), states41_s4=states41.stride(4), states41_s5=states41.stride(5), states42_ptr=states42, states42_s0=states42.stride(0), states42_s1=states42.stride(1), states42_s2=states42.stride(2), states42_s3=states42.stride(3), states42_s4=states42.stride(4), states42_s5=states42.stride(5), buf47_ptr=buf47, buf47_s0=buf47.stride(0), buf47_s1=buf47.stride(1), buf47_s2=buf47.stride(2), buf47_s3=buf47.stride(3), E_c1=16, E_c2=32, E_n0=32, E_n1=2, E_n2=4, F_n0=_pow2(32), F_n1=_pow2(2), F_n2=_pow2(4), T_c1=T['c1'], T_c2=T['c2'])
    m61 = inputs['v']
    m60 = m61.reshape([2, 2, 1, 32, 16])
    m59 = m60.expand([2, 2, 2, 32, 16])
    m58 = m59.reshape([2, 4, 32, 16])
    buf71 = torch.full([2, 4, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(32, T['c2']),)](states41_ptr=states41, states41_s0=states41.stride(0), states41_s1=states41.stride(1), states41_s2=states41.stride(2), states41_s3=states41.stride(3), states41_s4=states41.stride(4), states41_s5=states41.stride(5), states42_ptr=states42, states42_s0=states42.stride(0), states42_s1=states42.stride(1), states42_s2=states42.stride(2), states42_s3=states42.stride(3), states42_s4=states42.stride(4), states42_s5=states42.stride(5), buf71_ptr=buf71, buf71_s0=buf71.stride(0), buf71_s1=buf71.stride(1), buf71_s2=buf71.stride(2), buf71_s3=buf71.stride(3), E_c1=16, E_c2=32, E_n0=32, E_n1=2, E_n2=4, F_n0=_pow2(32), F_n1=_pow2(2), F_n2=_pow2(4), T_c1=T['c1'], T_c2=T['c2'])
    buf87 = torch.full([2, 4, 32, 1], float("nan"), dtype=torch.float32, device=device)
    buf88 = torch.full([2, 4, 32, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(1,)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m10_ptr=m10, m10_s0=m10.stride(0), m10_s1=m10.stride(1), m10_s2=m10.stride(2), m10_s3=m10.stride(3), buf71_ptr=buf71, buf71_s0=buf71.stride(0), buf71_s1=buf71.stride(1), buf71_s2=buf71.stride(2), buf71_s3=buf71.stride(3), buf87_ptr=buf87, buf87_s0=buf87.stride(0), buf87_s1=buf87.stride(1), buf87_s2=buf87.stride(2), buf87_s3=buf87.stride(3), buf88_ptr=buf88, buf88_s0=buf88.stride(0), buf88_s1=buf88.stride(1), buf88_s2=buf88.stride(2), buf88_s3=buf88.stride(3), E_c0=32, E_n0=32, E_n1=2, E_n2=4, F_n0=_pow2(32), F_n1=_pow2(2), F_n2=_pow2(4), T_c0=T['c0'])
    states97 = torch.full([_cdiv(2, T['c3']), _cdiv(16, T['c1']), T['c3'], _pow2(4), _pow2(32), _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    states98 = torch.full([_cdiv(2, T['c3']), _cdiv(16, T['c1']), T['c3'], _pow2(4), _pow2(32), _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    kernel_5[(_cdiv(2, T['c3']) * _cdiv(16, T['c1']),)](m13_ptr=m13, m13_s0=m13.stride(0), m13_s1=m13.stride(1), m13_s2=m13.stride(2), m13_s3=m13.stride(3), m15_ptr=m15, m15_s0=m15.stride(0), m15_s1=m15.stride(1), m15_s2=m15.stride(2), m15_s3=m15.stride(3), states97_ptr=states97, states97_s0=states97.stride(0), states97_s1=states97.stride(1), states97_s2=states97.stride(2), states97_s3=states97.stride(3), states97_s4=states97.stride(4), states97_s5=states97.stride(5), states98_ptr=states98, states98_s0=states98.stride(0), states98_s1=states98.stride(1), states98_s2=states98.stride(2), states98_s3=states98.stride(3), states98_s4=states98.stride(4), states98_s5=states98.stride(5), E_c1=16, E_c3=2, E_n0=32, E_n2=4, F_n0=_pow2(32), F_n2=_pow2(4), T_c1=T['c1'], T_c3=T['c3'])
    buf108 = torch.full([2, 4, 32, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_6[(_cdiv(2, T['c3']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), buf87_ptr=buf87, buf87_s0=buf87.stride(0), buf87_s1=buf87.stride(1), buf87_s2=buf87.stride(2), buf87_s3=buf87.stride(3), m10_ptr=m10, m10_s0=m10.stride(0), m10_s1=m10.stride(1), m10_s2=m10.stride(2), m10_s3=m10.stride(3), states97_ptr=states97, states97_s0=states97.stride(0), states97_s1=states97.stride(1), states97_s2=states97.stride(2), states97_s3=states97.stride(3), states97_s4=states97.stride(4), states97_s5=states97.stride(5), states98_ptr=states98, states98_s0=states98.stride(0), states98_s1=states98.stride(1), states98_s2=states98.stride(2), states98_s3=states98.stride(3), states98_s4=states98.stride(4), states98_s5=states98.stride(5), buf108_ptr=buf108, buf108_s0=buf108.stride(0), buf108_s1=buf108.stride(1), buf108_s2=buf108.stride(2), buf108_s3=buf108.stride(3), E_c1=16, E_c3=2, E_n0=32, E_n2=4, F_n0=_pow2(32), F_n2=_pow2(4), T_c1=T['c1'], T_c3=T['c3'])
    buf113 = torch.full([2, 4, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_7[(1,)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m10_ptr=m10, m10_s0=m10.stride(0), m10_s1=m10.stride(1), m10_s2=m10.stride(2), m10_s3=m10.stride(3), states24_ptr=states24, states24_s0=states24.stride(0), states24_s1=states24.stride(1), states24_s2=states24.stride(2), states24_s3=states24.stride(3), states24_s4=states24.stride(4), states24_s5=states24.stride(5), states25_ptr=states25, states25_s0=states25.stride(0), states25_s1=states25.stride(1), states25_s2=states25.stride(2), states25_s3=states25.stride(3), states25_s4=states25.stride(4), states25_s5=states25.stride(5), buf47_ptr=buf47, buf47_s0=buf47.stride(0), buf47_s1=buf47.stride(1), buf47_s2=buf47.stride(2), buf47_s3=buf47.stride(3), m58_ptr=m58, m58_s0=m58.stride(0), m58_s1=m58.stride(1), m58_s2=m58.stride(2), m58_s3=m58.stride(3), buf108_ptr=buf108, buf108_s0=buf108.stride(0), buf108_s1=buf108.stride(1), buf108_s2=buf108.stride(2), buf108_s3=buf108.stride(3), buf113_ptr=buf113, buf113_s0=buf113.stride(0), buf113_s1=buf113.stride(1), buf113_s2=buf113.stride(2), buf113_s3=buf113.stride(3), E_c0=32, E_c1=16, E_n0=32, E_n1=2, E_n2=4, E_n3=16, F_n0=_pow2(32), F_n1=_pow2(2), F_n2=_pow2(4), F_n3=_pow2(16), T_c0=T['c0'], T_c1=T['c1'])
    return buf113


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
