"""attention_sinks [small], candidate 56: 11 kernel(s)

Rendered by EqiForge from candidate 56 of attention_sinks [small]: grid(k.2@3) loop(k.3[16]: sum) [1 mm] ; grid(k.2@3) ; grid(k.1@1) loop(k.2[32]: max) ; store(k.2[32]) ; grid() loop(k.2[32]: rescale, stored) ; grid() loop(k.2[32]: sum) ; store(k.3[16]) ; grid() loop(k.3[16]: pair(sum, sum), stored) ; grid(k.0@0) ; grid(k.1@1) ; grid(k.2@3) [1 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid k.2@3[32]
    c1: loop k.3[16]
    c2: grid k.1@1[2]
    c3: loop k.2[32]
    c4: grid k.0@0[2]

Run it on its own: `python kernels/f56.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/attention_sinks.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 16, "c1": 8, "c2": 1, "c3": 16, "c4": 1}


@triton.jit
def kernel_0(m14_ptr, m14_s0, m14_s1, m14_s2, m14_s3, m14_s4, m17_ptr, m17_s0, m17_s1, m17_s2, m17_s3, m17_s4, buf23_ptr, buf23_s0, buf23_s1, buf23_s2, buf23_s3, buf23_s4, E_c0, E_c1, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf23: Combine over grid k.2@3[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    acc22 = tl.full([F_n1, F_n1, F_n1, T_c0, F_n0], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t16 = tl.load(m14_ptr + offs_n1[:, None, None, None, None] * m14_s0 + offs_n1[None, :, None, None, None] * m14_s1 + offs_n1[None, None, :, None, None] * m14_s2 + offs_c0[None, None, None, :, None] * m14_s3 + offs_c1[None, None, None, None, :] * m14_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_c0 < E_c0)[None, None, None, :, None] & (offs_c1 < E_c1)[None, None, None, None, :], other=0).to(tl.float32)
        t20 = tl.load(m17_ptr + offs_n1[:, None, None, None, None] * m17_s0 + offs_n1[None, :, None, None, None] * m17_s1 + offs_c1[None, None, None, :, None] * m17_s3 + offs_n0[None, None, None, None, :] * m17_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_c1 < E_c1)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0).to(tl.float32)
        t21 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, None, :], t16, 0.0), 5) * tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, :, None], t20, 0.0), 3), axis=4)
        acc22 = acc22 + t21
    tl.store(buf23_ptr + offs_n1[:, None, None, None, None] * buf23_s0 + offs_n1[None, :, None, None, None] * buf23_s1 + offs_n1[None, None, :, None, None] * buf23_s2 + offs_c0[None, None, None, :, None] * buf23_s3 + offs_n0[None, None, None, None, :] * buf23_s4, acc22, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_c0 < E_c0)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :])


@triton.jit
def kernel_1(buf23_ptr, buf23_s0, buf23_s1, buf23_s2, buf23_s3, buf23_s4, buf26_ptr, buf26_s0, buf26_s1, buf26_s2, buf26_s3, buf26_s4, E_c0, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr):
    # writes buf26: Combine over grid k.2@3[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    t24 = tl.load(buf23_ptr + offs_n1[:, None, None, None, None] * buf23_s0 + offs_n1[None, :, None, None, None] * buf23_s1 + offs_n1[None, None, :, None, None] * buf23_s2 + offs_c0[None, None, None, :, None] * buf23_s3 + offs_n0[None, None, None, None, :] * buf23_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_c0 < E_c0)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0).to(tl.float32)
    t25 = (t24) * (0.25)
    tl.store(buf26_ptr + offs_n1[:, None, None, None, None] * buf26_s0 + offs_n1[None, :, None, None, None] * buf26_s1 + offs_n1[None, None, :, None, None] * buf26_s2 + offs_c0[None, None, None, :, None] * buf26_s3 + offs_n0[None, None, None, None, :] * buf26_s4, t25, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_c0 < E_c0)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :])


@triton.jit
def kernel_2(m36_ptr, m36_s0, m36_s1, m36_s2, m36_s3, m36_s4, m7_ptr, m7_s0, m7_s1, m7_s2, m7_s3, m7_s4, buf26_ptr, buf26_s0, buf26_s1, buf26_s2, buf26_s3, buf26_s4, m29_ptr, m29_s0, m29_s1, m29_s2, m29_s3, m29_s4, buf47_ptr, buf47_s0, buf47_s1, buf47_s2, buf47_s3, buf47_s4, E_c2, E_c3, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # writes buf47: Combine over grid k.1@1[2]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    acc46 = tl.full([F_n1, T_c2, F_n1, F_n0, 1], -float('inf'), tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t38 = tl.load(m36_ptr + offs_c3[None, None, None, None, :] * m36_s4, mask=(offs_c3 < E_c3)[None, None, None, None, :], other=0)
        t39 = tl.load(m7_ptr + offs_n0[None, None, None, :, None] * m7_s3 + offs_c3[None, None, None, None, :] * m7_s4, mask=(offs_n0 < E_n0)[None, None, None, :, None] & (offs_c3 < E_c3)[None, None, None, None, :], other=0)
        t40 = tl.load(buf26_ptr + offs_n1[:, None, None, None, None] * buf26_s0 + offs_c2[None, :, None, None, None] * buf26_s1 + offs_n1[None, None, :, None, None] * buf26_s2 + offs_n0[None, None, None, :, None] * buf26_s3 + offs_c3[None, None, None, None, :] * buf26_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_c2 < E_c2)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None] & (offs_c3 < E_c3)[None, None, None, None, :], other=0).to(tl.float32)
        t41 = tl.where(t39, -float("inf"), t40)
        t42 = tl.load(m29_ptr + offs_n0[None, None, None, :, None] * m29_s3 + offs_c3[None, None, None, None, :] * m29_s4, mask=(offs_n0 < E_n0)[None, None, None, :, None] & (offs_c3 < E_c3)[None, None, None, None, :], other=0)
        t43 = tl.where(t42, -float("inf"), t41)
        t44 = tl.where(t38, t41, t43)
        t45 = tl.max(tl.where((offs_c3 < E_c3)[None, None, None, None, :], t44, -float('inf')), axis=4, keep_dims=True)
        acc46 = tl.maximum(acc46, t45)
    tl.store(buf47_ptr + offs_n1[:, None, None, None, None] * buf47_s0 + offs_c2[None, :, None, None, None] * buf47_s1 + offs_n1[None, None, :, None, None] * buf47_s2 + offs_n0[None, None, None, :, None] * buf47_s3, acc46, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_c2 < E_c2)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None])


@triton.jit
def kernel_3(m2_ptr, m2_s0, m2_s1, m2_s2, m2_s3, m2_s4, m7_ptr, m7_s0, m7_s1, m7_s2, m7_s3, m7_s4, buf26_ptr, buf26_s0, buf26_s1, buf26_s2, buf26_s3, buf26_s4, m29_ptr, m29_s0, m29_s1, m29_s2, m29_s3, m29_s4, states77_ptr, states77_s0, states77_s1, states77_s2, states77_s3, states77_s4, states77_s5, states78_ptr, states78_s0, states78_s1, states78_s2, states78_s3, states78_s4, states78_s5, E_c3, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c3: tl.constexpr):
    # stores states77, states78: Collect over loop k.2[32]
    pid = tl.program_id(0)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t66 = tl.load(m2_ptr + offs_c3[None, None, None, None, :] * m2_s4, mask=(offs_c3 < E_c3)[None, None, None, None, :], other=0)
    t67 = tl.load(m7_ptr + offs_n0[None, None, None, :, None] * m7_s3 + offs_c3[None, None, None, None, :] * m7_s4, mask=(offs_n0 < E_n0)[None, None, None, :, None] & (offs_c3 < E_c3)[None, None, None, None, :], other=0)
    t68 = tl.load(buf26_ptr + offs_n1[:, None, None, None, None] * buf26_s0 + offs_n1[None, :, None, None, None] * buf26_s1 + offs_n1[None, None, :, None, None] * buf26_s2 + offs_n0[None, None, None, :, None] * buf26_s3 + offs_c3[None, None, None, None, :] * buf26_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None] & (offs_c3 < E_c3)[None, None, None, None, :], other=0).to(tl.float32)
    t69 = tl.where(t67, -float("inf"), t68)
    t70 = tl.load(m29_ptr + offs_n0[None, None, None, :, None] * m29_s3 + offs_c3[None, None, None, None, :] * m29_s4, mask=(offs_n0 < E_n0)[None, None, None, :, None] & (offs_c3 < E_c3)[None, None, None, None, :], other=0)
    t71 = tl.where(t70, -float("inf"), t69)
    t72 = tl.where(t66, t69, t71)
    t73 = tl.max(tl.where((offs_c3 < E_c3)[None, None, None, None, :], t72, -float('inf')), axis=4, keep_dims=True)
    t74 = t72 - (t73)
    t75 = tl.exp(t74)
    t76 = tl.sum(tl.where((offs_c3 < E_c3)[None, None, None, None, :], t75, 0.0), axis=4, keep_dims=True)
    tl.store(states77_ptr + i_c3 * states77_s0 + tl.arange(0, F_n1)[:, None, None, None, None] * states77_s1 + tl.arange(0, F_n1)[None, :, None, None, None] * states77_s2 + tl.arange(0, F_n1)[None, None, :, None, None] * states77_s3 + tl.arange(0, F_n0)[None, None, None, :, None] * states77_s4 + tl.zeros([F_n1, F_n1, F_n1, F_n0, 1], tl.int32), t73)
    tl.store(states78_ptr + i_c3 * states78_s0 + tl.arange(0, F_n1)[:, None, None, None, None] * states78_s1 + tl.arange(0, F_n1)[None, :, None, None, None] * states78_s2 + tl.arange(0, F_n1)[None, None, :, None, None] * states78_s3 + tl.arange(0, F_n0)[None, None, None, :, None] * states78_s4 + tl.zeros([F_n1, F_n1, F_n1, F_n0, 1], tl.int32), t76)


@triton.jit
def kernel_4(states77_ptr, states77_s0, states77_s1, states77_s2, states77_s3, states77_s4, states77_s5, states78_ptr, states78_s0, states78_s1, states78_s2, states78_s3, states78_s4, states78_s5, buf86_ptr, buf86_s0, buf86_s1, buf86_s2, buf86_s3, buf86_s4, buf87_ptr, buf87_s0, buf87_s1, buf87_s2, buf87_s3, buf87_s4, E_c3, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c3: tl.constexpr):
    # writes buf86, buf87: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    acc81 = tl.full([F_n1, F_n1, F_n1, F_n0, 1], -float('inf'), tl.float32)
    acc82 = tl.full([F_n1, F_n1, F_n1, F_n0, 1], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t79 = tl.load(states77_ptr + i_c3 * states77_s0 + tl.arange(0, F_n1)[:, None, None, None, None] * states77_s1 + tl.arange(0, F_n1)[None, :, None, None, None] * states77_s2 + tl.arange(0, F_n1)[None, None, :, None, None] * states77_s3 + tl.arange(0, F_n0)[None, None, None, :, None] * states77_s4 + tl.zeros([F_n1, F_n1, F_n1, F_n0, 1], tl.int32))
        t80 = tl.load(states78_ptr + i_c3 * states78_s0 + tl.arange(0, F_n1)[:, None, None, None, None] * states78_s1 + tl.arange(0, F_n1)[None, :, None, None, None] * states78_s2 + tl.arange(0, F_n1)[None, None, :, None, None] * states78_s3 + tl.arange(0, F_n0)[None, None, None, :, None] * states78_s4 + tl.zeros([F_n1, F_n1, F_n1, F_n0, 1], tl.int32))
        m83 = tl.maximum(acc81, t79)
        r84 = tl.where(acc81 == -float("inf"), 0.0, tl.exp(acc81 - m83))
        r85 = tl.where(t79 == -float("inf"), 0.0, tl.exp(t79 - m83))
        acc82 = tl.where(acc81 == -float("inf"), 0.0, acc82 * r84) + tl.where(t79 == -float("inf"), 0.0, t80 * r85)
        acc81 = m83
    tl.store(buf86_ptr + offs_n1[:, None, None, None, None] * buf86_s0 + offs_n1[None, :, None, None, None] * buf86_s1 + offs_n1[None, None, :, None, None] * buf86_s2 + offs_n0[None, None, None, :, None] * buf86_s3, acc81, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None])
    tl.store(buf87_ptr + offs_n1[:, None, None, None, None] * buf87_s0 + offs_n1[None, :, None, None, None] * buf87_s1 + offs_n1[None, None, :, None, None] * buf87_s2 + offs_n0[None, None, None, :, None] * buf87_s3, acc82, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None])


@triton.jit
def kernel_5(m2_ptr, m2_s0, m2_s1, m2_s2, m2_s3, m2_s4, m7_ptr, m7_s0, m7_s1, m7_s2, m7_s3, m7_s4, buf26_ptr, buf26_s0, buf26_s1, buf26_s2, buf26_s3, buf26_s4, m29_ptr, m29_s0, m29_s1, m29_s2, m29_s3, m29_s4, buf86_ptr, buf86_s0, buf86_s1, buf86_s2, buf86_s3, buf86_s4, buf93_ptr, buf93_s0, buf93_s1, buf93_s2, buf93_s3, buf93_s4, E_c3, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c3: tl.constexpr):
    # writes buf93: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t88 = tl.load(buf86_ptr + offs_n1[:, None, None, None, None] * buf86_s0 + offs_n1[None, :, None, None, None] * buf86_s1 + offs_n1[None, None, :, None, None] * buf86_s2 + offs_n0[None, None, None, :, None] * buf86_s3, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None], other=0).to(tl.float32)
    acc92 = tl.full([F_n1, F_n1, F_n1, F_n0, 1], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t55 = tl.load(m2_ptr + offs_c3[None, None, None, None, :] * m2_s4, mask=(offs_c3 < E_c3)[None, None, None, None, :], other=0)
        t56 = tl.load(m7_ptr + offs_n0[None, None, None, :, None] * m7_s3 + offs_c3[None, None, None, None, :] * m7_s4, mask=(offs_n0 < E_n0)[None, None, None, :, None] & (offs_c3 < E_c3)[None, None, None, None, :], other=0)
        t57 = tl.load(buf26_ptr + offs_n1[:, None, None, None, None] * buf26_s0 + offs_n1[None, :, None, None, None] * buf26_s1 + offs_n1[None, None, :, None, None] * buf26_s2 + offs_n0[None, None, None, :, None] * buf26_s3 + offs_c3[None, None, None, None, :] * buf26_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None] & (offs_c3 < E_c3)[None, None, None, None, :], other=0).to(tl.float32)
        t58 = tl.where(t56, -float("inf"), t57)
        t59 = tl.load(m29_ptr + offs_n0[None, None, None, :, None] * m29_s3 + offs_c3[None, None, None, None, :] * m29_s4, mask=(offs_n0 < E_n0)[None, None, None, :, None] & (offs_c3 < E_c3)[None, None, None, None, :], other=0)
        t60 = tl.where(t59, -float("inf"), t58)
        t61 = tl.where(t55, t58, t60)
        t62 = tl.max(tl.where((offs_c3 < E_c3)[None, None, None, None, :], t61, -float('inf')), axis=4, keep_dims=True)
        t63 = t61 - (t62)
        t64 = tl.exp(t63)
        t65 = tl.sum(tl.where((offs_c3 < E_c3)[None, None, None, None, :], t64, 0.0), axis=4, keep_dims=True)
        t89 = t62 - (t88)
        t90 = tl.exp(t89)
        t91 = (t65) * (t90)
        acc92 = acc92 + t91
    tl.store(buf93_ptr + offs_n1[:, None, None, None, None] * buf93_s0 + offs_n1[None, :, None, None, None] * buf93_s1 + offs_n1[None, None, :, None, None] * buf93_s2 + offs_n0[None, None, None, :, None] * buf93_s3, acc92, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None])


@triton.jit
def kernel_6(m14_ptr, m14_s0, m14_s1, m14_s2, m14_s3, m14_s4, m17_ptr, m17_s0, m17_s1, m17_s2, m17_s3, m17_s4, states101_ptr, states101_s0, states101_s1, states101_s2, states101_s3, states101_s4, states101_s5, states102_ptr, states102_s0, states102_s1, states102_s2, states102_s3, states102_s4, states102_s5, E_c1, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c1: tl.constexpr):
    # stores states101, states102: Collect over loop k.3[16]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    t97 = tl.load(m14_ptr + offs_n1[:, None, None, None, None] * m14_s0 + offs_n1[None, :, None, None, None] * m14_s1 + offs_n1[None, None, :, None, None] * m14_s2 + offs_n0[None, None, None, :, None] * m14_s3 + offs_c1[None, None, None, None, :] * m14_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None] & (offs_c1 < E_c1)[None, None, None, None, :], other=0).to(tl.float32)
    t98 = tl.load(m17_ptr + offs_n1[:, None, None, None, None] * m17_s0 + offs_n1[None, :, None, None, None] * m17_s1 + offs_c1[None, None, None, :, None] * m17_s3 + offs_n0[None, None, None, None, :] * m17_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_c1 < E_c1)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0).to(tl.float32)
    t99 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, None, :], t97, 0.0), 5) * tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, :, None], t98, 0.0), 3), axis=4)
    t100 = (t99) * (0.25)
    tl.store(states101_ptr + i_c1 * states101_s0 + tl.arange(0, F_n1)[:, None, None, None, None] * states101_s1 + tl.arange(0, F_n1)[None, :, None, None, None] * states101_s2 + tl.arange(0, F_n1)[None, None, :, None, None] * states101_s3 + tl.arange(0, F_n0)[None, None, None, :, None] * states101_s4 + tl.arange(0, F_n0)[None, None, None, None, :] * states101_s5 + tl.zeros([F_n1, F_n1, F_n1, F_n0, F_n0], tl.int32), t99)
    tl.store(states102_ptr + i_c1 * states102_s0 + tl.arange(0, F_n1)[:, None, None, None, None] * states102_s1 + tl.arange(0, F_n1)[None, :, None, None, None] * states102_s2 + tl.arange(0, F_n1)[None, None, :, None, None] * states102_s3 + tl.arange(0, F_n0)[None, None, None, :, None] * states102_s4 + tl.arange(0, F_n0)[None, None, None, None, :] * states102_s5 + tl.zeros([F_n1, F_n1, F_n1, F_n0, F_n0], tl.int32), t100)


@triton.jit
def kernel_7(states101_ptr, states101_s0, states101_s1, states101_s2, states101_s3, states101_s4, states101_s5, states102_ptr, states102_s0, states102_s1, states102_s2, states102_s3, states102_s4, states102_s5, buf107_ptr, buf107_s0, buf107_s1, buf107_s2, buf107_s3, buf107_s4, buf108_ptr, buf108_s0, buf108_s1, buf108_s2, buf108_s3, buf108_s4, E_c1, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c1: tl.constexpr):
    # writes buf107, buf108: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    acc105 = tl.full([F_n1, F_n1, F_n1, F_n0, F_n0], 0.0, tl.float32)
    acc106 = tl.full([F_n1, F_n1, F_n1, F_n0, F_n0], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t103 = tl.load(states101_ptr + i_c1 * states101_s0 + tl.arange(0, F_n1)[:, None, None, None, None] * states101_s1 + tl.arange(0, F_n1)[None, :, None, None, None] * states101_s2 + tl.arange(0, F_n1)[None, None, :, None, None] * states101_s3 + tl.arange(0, F_n0)[None, None, None, :, None] * states101_s4 + tl.arange(0, F_n0)[None, None, None, None, :] * states101_s5 + tl.zeros([F_n1, F_n1, F_n1, F_n0, F_n0], tl.int32))
        t104 = tl.load(states102_ptr + i_c1 * states102_s0 + tl.arange(0, F_n1)[:, None, None, None, None] * states102_s1 + tl.arange(0, F_n1)[None, :, None, None, None] * states102_s2 + tl.arange(0, F_n1)[None, None, :, None, None] * states102_s3 + tl.arange(0, F_n0)[None, None, None, :, None] * states102_s4 + tl.arange(0, F_n0)[None, None, None, None, :] * states102_s5 + tl.zeros([F_n1, F_n1, F_n1, F_n0, F_n0], tl.int32))
        acc105 = acc105 + t103
        acc106 = acc106 + t104
    tl.store(buf107_ptr + offs_n1[:, None, None, None, None] * buf107_s0 + offs_n1[None, :, None, None, None] * buf107_s1 + offs_n1[None, None, :, None, None] * buf107_s2 + offs_n0[None, None, None, :, None] * buf107_s3 + offs_n0[None, None, None, None, :] * buf107_s4, acc105, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :])
    tl.store(buf108_ptr + offs_n1[:, None, None, None, None] * buf108_s0 + offs_n1[None, :, None, None, None] * buf108_s1 + offs_n1[None, None, :, None, None] * buf108_s2 + offs_n0[None, None, None, :, None] * buf108_s3 + offs_n0[None, None, None, None, :] * buf108_s4, acc106, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :])


@triton.jit
def kernel_8(m2_ptr, m2_s0, m2_s1, m2_s2, m2_s3, m2_s4, m7_ptr, m7_s0, m7_s1, m7_s2, m7_s3, m7_s4, buf107_ptr, buf107_s0, buf107_s1, buf107_s2, buf107_s3, buf107_s4, m29_ptr, m29_s0, m29_s1, m29_s2, m29_s3, m29_s4, buf115_ptr, buf115_s0, buf115_s1, buf115_s2, buf115_s3, buf115_s4, E_c4, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c4: tl.constexpr):
    # writes buf115: Combine over grid k.0@0[2]
    pid = tl.program_id(0)
    i_c4 = pid % tl.cdiv(E_c4, T_c4)
    pid = pid // tl.cdiv(E_c4, T_c4)
    offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t95 = tl.load(m2_ptr + offs_n0[None, None, None, None, :] * m2_s4, mask=(offs_n0 < E_n0)[None, None, None, None, :], other=0)
    t96 = tl.load(m7_ptr + offs_n0[None, None, None, :, None] * m7_s3 + offs_n0[None, None, None, None, :] * m7_s4, mask=(offs_n0 < E_n0)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0)
    t109 = tl.load(buf107_ptr + offs_c4[:, None, None, None, None] * buf107_s0 + offs_n1[None, :, None, None, None] * buf107_s1 + offs_n1[None, None, :, None, None] * buf107_s2 + offs_n0[None, None, None, :, None] * buf107_s3 + offs_n0[None, None, None, None, :] * buf107_s4, mask=(offs_c4 < E_c4)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0).to(tl.float32)
    t110 = tl.where(t96, -float("inf"), t109)
    t111 = tl.load(m29_ptr + offs_n0[None, None, None, :, None] * m29_s3 + offs_n0[None, None, None, None, :] * m29_s4, mask=(offs_n0 < E_n0)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0)
    t112 = tl.where(t111, -float("inf"), t110)
    t113 = tl.where(t95, t110, t112)
    t114 = tl.max(tl.where((offs_n0 < E_n0)[None, None, None, None, :], t113, -float('inf')), axis=4, keep_dims=True)
    tl.store(buf115_ptr + offs_c4[:, None, None, None, None] * buf115_s0 + offs_n1[None, :, None, None, None] * buf115_s1 + offs_n1[None, None, :, None, None] * buf115_s2 + offs_n0[None, None, None, :, None] * buf115_s3, t114, mask=(offs_c4 < E_c4)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None])


@triton.jit
def kernel_9(buf93_ptr, buf93_s0, buf93_s1, buf93_s2, buf93_s3, buf93_s4, buf115_ptr, buf115_s0, buf115_s1, buf115_s2, buf115_s3, buf115_s4, m49_ptr, m49_s0, m49_s1, m49_s2, m49_s3, m49_s4, buf123_ptr, buf123_s0, buf123_s1, buf123_s2, buf123_s3, buf123_s4, E_c2, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf123: Combine over grid k.1@1[2]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    t94 = tl.load(buf93_ptr + offs_n1[:, None, None, None, None] * buf93_s0 + offs_c2[None, :, None, None, None] * buf93_s1 + offs_n1[None, None, :, None, None] * buf93_s2 + offs_n0[None, None, None, :, None] * buf93_s3, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_c2 < E_c2)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None], other=0).to(tl.float32)
    t116 = tl.load(buf115_ptr + offs_n1[:, None, None, None, None] * buf115_s0 + offs_c2[None, :, None, None, None] * buf115_s1 + offs_n1[None, None, :, None, None] * buf115_s2 + offs_n0[None, None, None, :, None] * buf115_s3, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_c2 < E_c2)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None], other=0).to(tl.float32)
    t117 = (t116) * (0.25)
    t118 = tl.load(m49_ptr + offs_c2[None, :, None, None, None] * m49_s1 + offs_n1[None, None, :, None, None] * m49_s2, mask=(offs_c2 < E_c2)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None], other=0).to(tl.float32)
    t119 = tl.maximum(t117, t118)
    t120 = t117 - (t119)
    t121 = tl.exp(t120)
    t122 = (t94) * (t121)
    tl.store(buf123_ptr + offs_n1[:, None, None, None, None] * buf123_s0 + offs_c2[None, :, None, None, None] * buf123_s1 + offs_n1[None, None, :, None, None] * buf123_s2 + offs_n0[None, None, None, :, None] * buf123_s3, t122, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_c2 < E_c2)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None])


@triton.jit
def kernel_10(m2_ptr, m2_s0, m2_s1, m2_s2, m2_s3, m2_s4, m7_ptr, m7_s0, m7_s1, m7_s2, m7_s3, m7_s4, buf26_ptr, buf26_s0, buf26_s1, buf26_s2, buf26_s3, buf26_s4, m29_ptr, m29_s0, m29_s1, m29_s2, m29_s3, m29_s4, buf47_ptr, buf47_s0, buf47_s1, buf47_s2, buf47_s3, buf47_s4, m49_ptr, m49_s0, m49_s1, m49_s2, m49_s3, m49_s4, buf123_ptr, buf123_s0, buf123_s1, buf123_s2, buf123_s3, buf123_s4, m129_ptr, m129_s0, m129_s1, m129_s2, m129_s3, m129_s4, buf133_ptr, buf133_s0, buf133_s1, buf133_s2, buf133_s3, buf133_s4, E_c0, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr):
    # writes buf133: Combine over grid k.2@3[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t6 = tl.load(m2_ptr + offs_n0[None, None, None, None, :] * m2_s4, mask=(offs_n0 < E_n0)[None, None, None, None, :], other=0)
    t13 = tl.load(m7_ptr + offs_c0[None, None, None, :, None] * m7_s3 + offs_n0[None, None, None, None, :] * m7_s4, mask=(offs_c0 < E_c0)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0)
    t27 = tl.load(buf26_ptr + offs_n1[:, None, None, None, None] * buf26_s0 + offs_n1[None, :, None, None, None] * buf26_s1 + offs_n1[None, None, :, None, None] * buf26_s2 + offs_c0[None, None, None, :, None] * buf26_s3 + offs_n0[None, None, None, None, :] * buf26_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_c0 < E_c0)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0).to(tl.float32)
    t28 = tl.where(t13, -float("inf"), t27)
    t33 = tl.load(m29_ptr + offs_c0[None, None, None, :, None] * m29_s3 + offs_n0[None, None, None, None, :] * m29_s4, mask=(offs_c0 < E_c0)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0)
    t34 = tl.where(t33, -float("inf"), t28)
    t35 = tl.where(t6, t28, t34)
    t48 = tl.load(buf47_ptr + offs_n1[:, None, None, None, None] * buf47_s0 + offs_n1[None, :, None, None, None] * buf47_s1 + offs_n1[None, None, :, None, None] * buf47_s2 + offs_c0[None, None, None, :, None] * buf47_s3, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_c0 < E_c0)[None, None, None, :, None], other=0).to(tl.float32)
    t51 = tl.load(m49_ptr + offs_n1[None, :, None, None, None] * m49_s1 + offs_n1[None, None, :, None, None] * m49_s2, mask=(offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None], other=0).to(tl.float32)
    t52 = tl.maximum(t48, t51)
    t53 = t35 - (t52)
    t54 = tl.exp(t53)
    t124 = tl.load(buf123_ptr + offs_n1[:, None, None, None, None] * buf123_s0 + offs_n1[None, :, None, None, None] * buf123_s1 + offs_n1[None, None, :, None, None] * buf123_s2 + offs_c0[None, None, None, :, None] * buf123_s3, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_c0 < E_c0)[None, None, None, :, None], other=0).to(tl.float32)
    t125 = t51 - (t52)
    t126 = tl.exp(t125)
    t127 = t124 + t126
    t128 = (t54) / (t127)
    t131 = tl.load(m129_ptr + offs_n1[:, None, None, None, None] * m129_s0 + offs_n1[None, :, None, None, None] * m129_s1 + offs_n0[None, None, None, :, None] * m129_s3 + offs_n2[None, None, None, None, :] * m129_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :], other=0).to(tl.float32)
    t132 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, None, None, :], t128, 0.0), 5) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, None, :, None], t131, 0.0), 3), axis=4)
    tl.store(buf133_ptr + offs_n1[:, None, None, None, None] * buf133_s0 + offs_n1[None, :, None, None, None] * buf133_s1 + offs_n1[None, None, :, None, None] * buf133_s2 + offs_c0[None, None, None, :, None] * buf133_s3 + offs_n2[None, None, None, None, :] * buf133_s4, t132, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_c0 < E_c0)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :])


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
    m4 = _iota([32], 0, device)
    m3 = m4.reshape([1, 1, 1, 1, 32])
    m5 = torch.tensor(2.0, dtype=torch.float32, device=device)
    m2 = _BINARY["Lt"](m3, m5)
    m9 = m4.reshape([1, 32])
    m12 = torch.tensor(0.0, dtype=torch.float32, device=device)
    m11 = _BINARY["Add"](m4, m12)
    m10 = m11.reshape([32, 1])
    m8 = _BINARY["Gt"](m9, m10)
    m7 = m8.reshape([1, 1, 1, 32, 32])
    m15 = inputs['q']
    m14 = m15.reshape([2, 2, 2, 32, 16])
    m19 = inputs['k']
    m18 = m19.reshape([2, 2, 1, 32, 16])
    m17 = m18.permute([0, 1, 2, 4, 3])
    buf23 = torch.full([2, 2, 2, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(32, T['c0']),)](m14_ptr=m14, m14_s0=m14.stride(0), m14_s1=m14.stride(1), m14_s2=m14.stride(2), m14_s3=m14.stride(3), m14_s4=m14.stride(4), m17_ptr=m17, m17_s0=m17.stride(0), m17_s1=m17.stride(1), m17_s2=m17.stride(2), m17_s3=m17.stride(3), m17_s4=m17.stride(4), buf23_ptr=buf23, buf23_s0=buf23.stride(0), buf23_s1=buf23.stride(1), buf23_s2=buf23.stride(2), buf23_s3=buf23.stride(3), buf23_s4=buf23.stride(4), E_c0=32, E_c1=16, E_n0=32, E_n1=2, F_n0=_pow2(32), F_n1=_pow2(2), T_c0=T['c0'], T_c1=T['c1'])
    buf26 = torch.full([2, 2, 2, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(32, T['c0']),)](buf23_ptr=buf23, buf23_s0=buf23.stride(0), buf23_s1=buf23.stride(1), buf23_s2=buf23.stride(2), buf23_s3=buf23.stride(3), buf23_s4=buf23.stride(4), buf26_ptr=buf26, buf26_s0=buf26.stride(0), buf26_s1=buf26.stride(1), buf26_s2=buf26.stride(2), buf26_s3=buf26.stride(3), buf26_s4=buf26.stride(4), E_c0=32, E_n0=32, E_n1=2, F_n0=_pow2(32), F_n1=_pow2(2), T_c0=T['c0'])
    m31 = _BINARY["Sub"](m10, m9)
    m32 = torch.tensor(8.0, dtype=torch.float32, device=device)
    m30 = _BINARY["Ge"](m31, m32)
    m29 = m30.reshape([1, 1, 1, 32, 32])
    m37 = _BINARY["Lt"](m4, m5)
    m36 = m37.reshape([1, 1, 1, 1, 32])
    buf47 = torch.full([2, 2, 2, 32, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(2, T['c2']),)](m36_ptr=m36, m36_s0=m36.stride(0), m36_s1=m36.stride(1), m36_s2=m36.stride(2), m36_s3=m36.stride(3), m36_s4=m36.stride(4), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), m7_s2=m7.stride(2), m7_s3=m7.stride(3), m7_s4=m7.stride(4), buf26_ptr=buf26, buf26_s0=buf26.stride(0), buf26_s1=buf26.stride(1), buf26_s2=buf26.stride(2), buf26_s3=buf26.stride(3), buf26_s4=buf26.stride(4), m29_ptr=m29, m29_s0=m29.stride(0), m29_s1=m29.stride(1), m29_s2=m29.stride(2), m29_s3=m29.stride(3), m29_s4=m29.stride(4), buf47_ptr=buf47, buf47_s0=buf47.stride(0), buf47_s1=buf47.stride(1), buf47_s2=buf47.stride(2), buf47_s3=buf47.stride(3), buf47_s4=buf47.stride(4), E_c2=2, E_c3=32, E_n0=32, E_n1=2, F_n0=_pow2(32), F_n1=_pow2(2), T_c2=T['c2'], T_c3=T['c3'])
    m50 = inputs['sinks']
    m49 = m50.reshape([1, 2, 2, 1, 1])
    states77 = torch.full([_cdiv(32, T['c3']), _pow2(2), _pow2(2), _pow2(2), _pow2(32), 1], float("nan"), dtype=torch.float32, device=device)
    states78 = torch.full([_cdiv(32, T['c3']), _pow2(2), _pow2(2), _pow2(2), _pow2(32), 1], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(32, T['c3']),)](m2_ptr=m2, m2_s0=m2.stride(0), m2_s1=m2.stride(1), m2_s2=m2.stride(2), m2_s3=m2.stride(3), m2_s4=m2.stride(4), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), m7_s2=m7.stride(2), m7_s3=m7.stride(3), m7_s4=m7.stride(4), buf26_ptr=buf26, buf26_s0=buf26.stride(0), buf26_s1=buf26.stride(1), buf26_s2=buf26.stride(2), buf26_s3=buf26.stride(3), buf26_s4=buf26.stride(4), m29_ptr=m29, m29_s0=m29.stride(0), m29_s1=m29.stride(1), m29_s2=m29.stride(2), m29_s3=m29.stride(3), m29_s4=m29.stride(4), states77_ptr=states77, states77_s0=states77.stride(0), states77_s1=states77.stride(1), states77_s2=states77.stride(2), states77_s3=states77.stride(3), states77_s4=states77.stride(4), states77_s5=states77.stride(5), states78_ptr=states78, states78_s0=states78.stride(0), states78_s1=states78.stride(1), states78_s2=states78.stride(2), states78_s3=states78.stride(3), states78_s4=states78.stride(4), states78_s5=states78.stride(5), E_c3=32, E_n0=32, E_n1=2, F_n0=_pow2(32), F_n1=_pow2(2), T_c3=T['c3'])
    buf86 = torch.full([2, 2, 2, 32, 1], float("nan"), dtype=torch.float32, device=device)
    buf87 = torch.full([2, 2, 2, 32, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(1,)](states77_ptr=states77, states77_s0=states77.stride(0), states77_s1=states77.stride(1), states77_s2=states77.stride(2), states77_s3=states77.stride(3), states77_s4=states77.stride(4), states77_s5=states77.stride(5), states78_ptr=states78, states78_s0=states78.stride(0), states78_s1=states78.stride(1), states78_s2=states78.stride(2), states78_s3=states78.stride(3), states78_s4=states78.stride(4), states78_s5=states78.stride(5), buf86_ptr=buf86, buf86_s0=buf86.stride(0), buf86_s1=buf86.stride(1), buf86_s2=buf86.stride(2), buf86_s3=buf86.stride(3), buf86_s4=buf86.stride(4), buf87_ptr=buf87, buf87_s0=buf87.stride(0), buf87_s1=buf87.stride(1), buf87_s2=buf87.stride(2), buf87_s3=buf87.stride(3), buf87_s4=buf87.stride(4), E_c3=32, E_n0=32, E_n1=2, F_n0=_pow2(32), F_n1=_pow2(2), T_c3=T['c3'])
    buf93 = torch.full([2, 2, 2, 32, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_5[(1,)](m2_ptr=m2, m2_s0=m2.stride(0), m2_s1=m2.stride(1), m2_s2=m2.stride(2), m2_s3=m2.stride(3), m2_s4=m2.stride(4), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), m7_s2=m7.stride(2), m7_s3=m7.stride(3), m7_s4=m7.stride(4), buf26_ptr=buf26, buf26_s0=buf26.stride(0), buf26_s1=buf26.stride(1), buf26_s2=buf26.stride(2), buf26_s3=buf26.stride(3), buf26_s4=buf26.stride(4), m29_ptr=m29, m29_s0=m29.stride(0), m29_s1=m29.stride(1), m29_s2=m29.stride(2), m29_s3=m29.stride(3), m29_s4=m29.stride(4), buf86_ptr=buf86, buf86_s0=buf86.stride(0), buf86_s1=buf86.stride(1), buf86_s2=buf86.stride(2), buf86_s3=buf86.stride(3), buf86_s4=buf86.stride(4), buf93_ptr=buf93, buf93_s0=buf93.stride(0), buf93_s1=buf93.stride(1), buf93_s2=buf93.stride(2), buf93_s3=buf93.stride(3), buf93_s4=buf93.stride(4), E_c3=32, E_n0=32, E_n1=2, F_n0=_pow2(32), F_n1=_pow2(2), T_c3=T['c3'])
    states101 = torch.full([_cdiv(16, T['c1']), _pow2(2), _pow2(2), _pow2(2), _pow2(32), _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    states102 = torch.full([_cdiv(16, T['c1']), _pow2(2), _pow2(2), _pow2(2), _pow2(32), _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    kernel_6[(_cdiv(16, T['c1']),)](m14_ptr=m14, m14_s0=m14.stride(0), m14_s1=m14.stride(1), m14_s2=m14.stride(2), m14_s3=m14.stride(3), m14_s4=m14.stride(4), m17_ptr=m17, m17_s0=m17.stride(0), m17_s1=m17.stride(1), m17_s2=m17.stride(2), m17_s3=m17.stride(3), m17_s4=m17.stride(4), states101_ptr=states101, states101_s0=states101.stride(0), states101_s1=states101.stride(1), states101_s2=states101.stride(2), states101_s3=states101.stride(3), states101_s4=states101.stride(4), states101_s5=states101.stride(5), states102_ptr=states102, states102_s0=states102.stride(0), states102_s1=states102.stride(1), states102_s2=states102.stride(2), states102_s3=states102.stride(3), states102_s4=states102.stride(4), states102_s5=states102.stride(5), E_c1=16, E_n0=32, E_n1=2, F_n0=_pow2(32), F_n1=_pow2(2), T_c1=T['c1'])
    buf107 = torch.full([2, 2, 2, 32, 32], float("nan"), dtype=torch.float32, device=device)
    buf108 = torch.full([2, 2, 2, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_7[(1,)](states101_ptr=states101, states101_s0=states101.stride(0), states101_s1=states101.stride(1), states101_s2=states101.stride(2), states101_s3=states101.stride(3), states101_s4=states101.stride(4), states101_s5=states101.stride(5), states102_ptr=states102, states102_s0=states102.stride(0), states102_s1=states102.stride(1), states102_s2=states102.stride(2), states102_s3=states102.stride(3), states102_s4=states102.stride(4), states102_s5=states102.stride(5), buf107_ptr=buf107, buf107_s0=buf107.stride(0), buf107_s1=buf107.stride(1), buf107_s2=buf107.stride(2), buf107_s3=buf107.stride(3), buf107_s4=buf107.stride(4), buf108_ptr=buf108, buf108_s0=buf108.stride(0), buf108_s1=buf108.stride(1), buf108_s2=buf108.stride(2), buf108_s3=buf108.stride(3), buf108_s4=buf108.stride(4), E_c1=16, E_n0=32, E_n1=2, F_n0=_pow2(32), F_n1=_pow2(2), T_c1=T['c1'])
    buf115 = torch.full([2, 2, 2, 32, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_8[(_cdiv(2, T['c4']),)](m2_ptr=m2, m2_s0=m2.stride(0), m2_s1=m2.stride(1), m2_s2=m2.stride(2), m2_s3=m2.stride(3), m2_s4=m2.stride(4), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), m7_s2=m7.stride(2), m7_s3=m7.stride(3), m7_s4=m7.stride(4), buf107_ptr=buf107, buf107_s0=buf107.stride(0), buf107_s1=buf107.stride(1), buf107_s2=buf107.stride(2), buf107_s3=buf107.stride(3), buf107_s4=buf107.stride(4), m29_ptr=m29, m29_s0=m29.stride(0), m29_s1=m29.stride(1), m29_s2=m29.stride(2), m29_s3=m29.stride(3), m29_s4=m29.stride(4), buf115_ptr=buf115, buf115_s0=buf115.stride(0), buf115_s1=buf115.stride(1), buf115_s2=buf115.stride(2), buf115_s3=buf115.stride(3), buf115_s4=buf115.stride(4), E_c4=2, E_n0=32, E_n1=2, F_n0=_pow2(32), F_n1=_pow2(2), T_c4=T['c4'])
    buf123 = torch.full([2, 2, 2, 32, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_9[(_cdiv(2, T['c2']),)](buf93_ptr=buf93, buf93_s0=buf93.stride(0), buf93_s1=buf93.stride(1), buf93_s2=buf93.stride(2), buf93_s3=buf93.stride(3), buf93_s4=buf93.stride(4), buf115_ptr=buf115, buf115_s0=buf115.stride(0), buf115_s1=buf115.stride(1), buf115_s2=buf115.stride(2), buf115_s3=buf115.stride(3), buf115_s4=buf115.stride(4), m49_ptr=m49, m49_s0=m49.stride(0), m49_s1=m49.stride(1), m49_s2=m49.stride(2), m49_s3=m49.stride(3), m49_s4=m49.stride(4), buf123_ptr=buf123, buf123_s0=buf123.stride(0), buf123_s1=buf123.stride(1), buf123_s2=buf123.stride(2), buf123_s3=buf123.stride(3), buf123_s4=buf123.stride(4), E_c2=2, E_n0=32, E_n1=2, F_n0=_pow2(32), F_n1=_pow2(2), T_c2=T['c2'])
    m130 = inputs['v']
    m129 = m130.reshape([2, 2, 1, 32, 16])
    buf133 = torch.full([2, 2, 2, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_10[(_cdiv(32, T['c0']),)](m2_ptr=m2, m2_s0=m2.stride(0), m2_s1=m2.stride(1), m2_s2=m2.stride(2), m2_s3=m2.stride(3), m2_s4=m2.stride(4), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), m7_s2=m7.stride(2), m7_s3=m7.stride(3), m7_s4=m7.stride(4), buf26_ptr=buf26, buf26_s0=buf26.stride(0), buf26_s1=buf26.stride(1), buf26_s2=buf26.stride(2), buf26_s3=buf26.stride(3), buf26_s4=buf26.stride(4), m29_ptr=m29, m29_s0=m29.stride(0), m29_s1=m29.stride(1), m29_s2=m29.stride(2), m29_s3=m29.stride(3), m29_s4=m29.stride(4), buf47_ptr=buf47, buf47_s0=buf47.stride(0), buf47_s1=buf47.stride(1), buf47_s2=buf47.stride(2), buf47_s3=buf47.stride(3), buf47_s4=buf47.stride(4), m49_ptr=m49, m49_s0=m49.stride(0), m49_s1=m49.stride(1), m49_s2=m49.stride(2), m49_s3=m49.stride(3), m49_s4=m49.stride(4), buf123_ptr=buf123, buf123_s0=buf123.stride(0), buf123_s1=buf123.stride(1), buf123_s2=buf123.stride(2), buf123_s3=buf123.stride(3), buf123_s4=buf123.stride(4), m129_ptr=m129, m129_s0=m129.stride(0), m129_s1=m129.stride(1), m129_s2=m129.stride(2), m129_s3=m129.stride(3), m129_s4=m129.stride(4), buf133_ptr=buf133, buf133_s0=buf133.stride(0), buf133_s1=buf133.stride(1), buf133_s2=buf133.stride(2), buf133_s3=buf133.stride(3), buf133_s4=buf133.stride(4), E_c0=32, E_n0=32, E_n1=2, E_n2=16, F_n0=_pow2(32), F_n1=_pow2(2), F_n2=_pow2(16), T_c0=T['c0'])
    m1 = buf133.reshape([2, 4, 32, 16])
    return m1


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
