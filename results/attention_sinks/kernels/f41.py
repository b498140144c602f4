"""attention_sinks [small], candidate 41: 8 kernel(s)

Rendered by EqiForge from candidate 41 of attention_sinks [small]: grid(k.2@3) loop(k.3[16]: sum) [1 mm] ; grid(k.2@3) ; grid(k.1@1) loop(k.2[32]: max) ; grid() loop(k.2[32]: rescale) ; grid() loop(k.2[32]: sum) ; grid(k.1@1) [1 mm] ; grid(k.1@1) ; grid() loop(k.2[32]: sum)
Coordinates (tile sizes are the T arguments of launch()):
    c0: loop k.2[32]
    c1: grid k.2@3[32]
    c2: loop k.3[16]
    c3: grid k.1@1[2]

Run it on its own: `python kernels/f41.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/attention_sinks.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 16, "c1": 16, "c2": 8, "c3": 1}


@triton.jit
def kernel_0(m14_ptr, m14_s0, m14_s1, m14_s2, m14_s3, m14_s4, m17_ptr, m17_s0, m17_s1, m17_s2, m17_s3, m17_s4, buf23_ptr, buf23_s0, buf23_s1, buf23_s2, buf23_s3, buf23_s4, E_c1, E_c2, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf23: Combine over grid k.2@3[32]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    acc22 = tl.full([F_n1, F_n1, F_n1, T_c1, F_n0], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t16 = tl.load(m14_ptr + offs_n1[:, None, None, None, None] * m14_s0 + offs_n1[None, :, None, None, None] * m14_s1 + offs_n1[None, None, :, None, None] * m14_s2 + offs_c1[None, None, None, :, None] * m14_s3 + offs_c2[None, None, None, None, :] * m14_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_c1 < E_c1)[None, None, None, :, None] & (offs_c2 < E_c2)[None, None, None, None, :], other=0).to(tl.float32)
        t20 = tl.load(m17_ptr + offs_n1[:, None, None, None, None] * m17_s0 + offs_n1[None, :, None, None, None] * m17_s1 + offs_c2[None, None, None, :, None] * m17_s3 + offs_n0[None, None, None, None, :] * m17_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_c2 < E_c2)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0).to(tl.float32)
        t21 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, None, :], t16, 0.0), 5) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :, None], t20, 0.0), 3), axis=4)
        acc22 = acc22 + t21
    tl.store(buf23_ptr + offs_n1[:, None, None, None, None] * buf23_s0 + offs_n1[None, :, None, None, None] * buf23_s1 + offs_n1[None, None, :, None, None] * buf23_s2 + offs_c1[None, None, None, :, None] * buf23_s3 + offs_n0[None, None, None, None, :] * buf23_s4, acc22, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_c1 < E_c1)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :])


@triton.jit
def kernel_1(buf23_ptr, buf23_s0, buf23_s1, buf23_s2, buf23_s3, buf23_s4, buf26_ptr, buf26_s0, buf26_s1, buf26_s2, buf26_s3, buf26_s4, E_c1, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c1: tl.constexpr):
    # writes buf26: Combine over grid k.2@3[32]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    t24 = tl.load(buf23_ptr + offs_n1[:, None, None, None, None] * buf23_s0 + offs_n1[None, :, None, None, None] * buf23_s1 + offs_n1[None, None, :, None, None] * buf23_s2 + offs_c1[None, None, None, :, None] * buf23_s3 + offs_n0[None, None, None, None, :] * buf23_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_c1 < E_c1)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0).to(tl.float32)
    t25 = (t24) * (0.25)
    tl.store(buf26_ptr + offs_n1[:, None, None, None, None] * buf26_s0 + offs_n1[None, :, None, None, None] * buf26_s1 + offs_n1[None, None, :, None, None] * buf26_s2 + offs_c1[None, None, None, :, None] * buf26_s3 + offs_n0[None, None, None, None, :] * buf26_s4, t25, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_c1 < E_c1)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :])


@triton.jit
def kernel_2(m39_ptr, m39_s0, m39_s1, m39_s2, m39_s3, m39_s4, m7_ptr, m7_s0, m7_s1, m7_s2, m7_s3, m7_s4, buf26_ptr, buf26_s0, buf26_s1, buf26_s2, buf26_s3, buf26_s4, m29_ptr, m29_s0, m29_s1, m29_s2, m29_s3, m29_s4, buf50_ptr, buf50_s0, buf50_s1, buf50_s2, buf50_s3, buf50_s4, E_c0, E_c3, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c3: tl.constexpr):
    # writes buf50: Combine over grid k.1@1[2]
    pid = tl.program_id(0)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    acc49 = tl.full([F_n1, T_c3, F_n1, F_n0, 1], -float('inf'), tl.float32)
    for i_c0 in range(0, tl.cdiv(E_c0, T_c0)):
        offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)

        t41 = tl.load(m39_ptr + offs_c0[None, None, None, None, :] * m39_s4, mask=(offs_c0 < E_c0)[None, None, None, None, :], other=0)
        t42 = tl.load(m7_ptr + offs_n0[None, None, None, :, None] * m7_s3 + offs_c0[None, None, None, None, :] * m7_s4, mask=(offs_n0 < E_n0)[None, None, None, :, None] & (offs_c0 < E_c0)[None, None, None, None, :], other=0)
        t43 = tl.load(buf26_ptr + offs_n1[:, None, None, None, None] * buf26_s0 + offs_c3[None, :, None, None, None] * buf26_s1 + offs_n1[None, None, :, None, None] * buf26_s2 + offs_n0[None, None, None, :, None] * buf26_s3 + offs_c0[None, None, None, None, :] * buf26_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_c3 < E_c3)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None] & (offs_c0 < E_c0)[None, None, None, None, :], other=0).to(tl.float32)
        t44 = tl.where(t42, -float("inf"), t43)
        t45 = tl.load(m29_ptr + offs_n0[None, None, None, :, None] * m29_s3 + offs_c0[None, None, None, None, :] * m29_s4, mask=(offs_n0 < E_n0)[None, None, None, :, None] & (offs_c0 < E_c0)[None, None, None, None, :], other=0)
        t46 = tl.where(t45, -float("inf"), t44)
        t47 = tl.where(t41, t44, t46)
        t48 = tl.max(tl.where((offs_c0 < E_c0)[None, None, None, None, :], t47, -float('inf')), axis=4, keep_dims=True)
        acc49 = tl.maximum(acc49, t48)
    tl.store(buf50_ptr + offs_n1[:, None, None, None, None] * buf50_s0 + offs_c3[None, :, None, None, None] * buf50_s1 + offs_n1[None, None, :, None, None] * buf50_s2 + offs_n0[None, None, None, :, None] * buf50_s3, acc49, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_c3 < E_c3)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None])


@triton.jit
def kernel_3(m2_ptr, m2_s0, m2_s1, m2_s2, m2_s3, m2_s4, m7_ptr, m7_s0, m7_s1, m7_s2, m7_s3, m7_s4, buf26_ptr, buf26_s0, buf26_s1, buf26_s2, buf26_s3, buf26_s4, m29_ptr, m29_s0, m29_s1, m29_s2, m29_s3, m29_s4, buf86_ptr, buf86_s0, buf86_s1, buf86_s2, buf86_s3, buf86_s4, buf87_ptr, buf87_s0, buf87_s1, buf87_s2, buf87_s3, buf87_s4, E_c0, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr):
    # writes buf86, buf87: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    acc81 = tl.full([F_n1, F_n1, F_n1, F_n0, 1], -float('inf'), tl.float32)
    acc82 = tl.full([F_n1, F_n1, F_n1, F_n0, 1], 0.0, tl.float32)
    for i_c0 in range(0, tl.cdiv(E_c0, T_c0)):
        offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)

        t70 = tl.load(m2_ptr + offs_c0[None, None, None, None, :] * m2_s4, mask=(offs_c0 < E_c0)[None, None, None, None, :], other=0)
        t71 = tl.load(m7_ptr + offs_n0[None, None, None, :, None] * m7_s3 + offs_c0[None, None, None, None, :] * m7_s4, mask=(offs_n0 < E_n0)[None, None, None, :, None] & (offs_c0 < E_c0)[None, None, None, None, :], other=0)
        t72 = tl.load(buf26_ptr + offs_n1[:, None, None, None, None] * buf26_s0 + offs_n1[None, :, None, None, None] * buf26_s1 + offs_n1[None, None, :, None, None] * buf26_s2 + offs_n0[None, None, None, :, None] * buf26_s3 + offs_c0[None, None, None, None, :] * buf26_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None] & (offs_c0 < E_c0)[None, None, None, None, :], other=0).to(tl.float32)
        t73 = tl.where(t71, -float("inf"), t72)
        t74 = tl.load(m29_ptr + offs_n0[None, None, None, :, None] * m29_s3 + offs_c0[None, None, None, None, :] * m29_s4, mask=(offs_n0 < E_n0)[None, None, None, :, None] & (offs_c0 < E_c0)[None, None, None, None, :], other=0)
        t75 = tl.where(t74, -float("inf"), t73)
        t76 = tl.where(t70, t73, t75)
        t77 = tl.max(tl.where((offs_c0 < E_c0)[None, None, None, None, :], t76, -float('inf')), axis=4, keep_dims=True)
        t78 = t76 - (t77)
        t79 = tl.exp(t78)
        t80 = tl.sum(tl.where((offs_c0 < E_c0)[None, None, None, None, :], t79, 0.0), axis=4, keep_dims=True)
        m83 = tl.maximum(acc81, t77)
        r84 = tl.where(acc81 == -float("inf"), 0.0, tl.exp(acc81 - m83))
        r85 = tl.where(t77 == -float("inf"), 0.0, tl.exp(t77 - m83))
        acc82 = tl.where(acc81 == -float("inf"), 0.0, acc82 * r84) + tl.where(t77 == -float("inf"), 0.0, t80 * r85)
        acc81 = m83
    tl.store(buf86_ptr + offs_n1[:, None, None, None, None] * buf86_s0 + offs_n1[None, :, None, None, None] * buf86_s1 + offs_n1[None, None, :, None, None] * buf86_s2 + offs_n0[None, None, None, :, None] * buf86_s3, acc81, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None])
    tl.store(buf87_ptr + offs_n1[:, None, None, None, None] * buf87_s0 + offs_n1[None, :, None, None, None] * buf87_s1 + offs_n1[None, None, :, None, None] * buf87_s2 + offs_n0[None, None, None, :, None] * buf87_s3, acc82, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None])


@triton.jit
def kernel_4(m2_ptr, m2_s0, m2_s1, m2_s2, m2_s3, m2_s4, m7_ptr, m7_s0, m7_s1, m7_s2, m7_s3, m7_s4, buf26_ptr, buf26_s0, buf26_s1, buf26_s2, buf26_s3, buf26_s4, m29_ptr, m29_s0, m29_s1, m29_s2, m29_s3, m29_s4, buf86_ptr, buf86_s0, buf86_s1, buf86_s2, buf86_s3, buf86_s4, buf93_ptr, buf93_s0, buf93_s1, buf93_s2, buf93_s3, buf93_s4, E_c0, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr):
    # writes buf93: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t88 = tl.load(buf86_ptr + offs_n1[:, None, None, None, None] * buf86_s0 + offs_n1[None, :, None, None, None] * buf86_s1 + offs_n1[None, None, :, None, None] * buf86_s2 + offs_n0[None, None, None, :, None] * buf86_s3, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None], other=0).to(tl.float32)
    acc92 = tl.full([F_n1, F_n1, F_n1, F_n0, 1], 0.0, tl.float32)
    for i_c0 in range(0, tl.cdiv(E_c0, T_c0)):
        offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)

        t59 = tl.load(m2_ptr + offs_c0[None, None, None, None, :] * m2_s4, mask=(offs_c0 < E_c0)[None, None, None, None, :], other=0)
        t60 = tl.load(m7_ptr + offs_n0[None, None, None, :, None] * m7_s3 + offs_c0[None, None, None, None, :] * m7_s4, mask=(offs_n0 < E_n0)[None, None, None, :, None] & (offs_c0 < E_c0)[None, None, None, None, :], other=0)
        t61 = tl.load(buf26_ptr + offs_n1[:, None, None, None, None] * buf26_s0 + offs_n1[None, :, None, None, None] * buf26_s1 + offs_n1[None, None, :, None, None] * buf26_s2 + offs_n0[None, None, None, :, None] * buf26_s3 + offs_c0[None, None, None, None, :] * buf26_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None] & (offs_c0 < E_c0)[None, None, None, None, :], other=0).to(tl.float32)
        t62 = tl.where(t60, -float("inf"), t61)
        t63 = tl.load(m29_ptr + offs_n0[None, None, None, :, None] * m29_s3 + offs_c0[None, None, None, None, :] * m29_s4, mask=(offs_n0 < E_n0)[None, None, None, :, None] & (offs_c0 < E_c0)[None, None, None, None, :], other=0)
        t64 = tl.where(t63, -float("inf"), t62)
        t65 = tl.where(t59, t62, t64)
        t66 = tl.max(tl.where((offs_c0 < E_c0)[None, None, None, None, :], t65, -float('inf')), axis=4, keep_dims=True)
        t67 = t65 - (t66)
        t68 = tl.exp(t67)
        t69 = tl.sum(tl.where((offs_c0 < E_c0)[None, None, None, None, :], t68, 0.0), axis=4, keep_dims=True)
        t89 = t66 - (t88)
        t90 = tl.exp(t89)
        t91 = (t69) * (t90)
        acc92 = acc92 + t91
    tl.store(buf93_ptr + offs_n1[:, None, None, None, None] * buf93_s0 + offs_n1[None, :, None, None, None] * buf93_s1 + offs_n1[None, None, :, None, None] * buf93_s2 + offs_n0[None, None, None, :, None] * buf93_s3, acc92, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None])


@triton.jit
def kernel_5(m2_ptr, m2_s0, m2_s1, m2_s2, m2_s3, m2_s4, m7_ptr, m7_s0, m7_s1, m7_s2, m7_s3, m7_s4, m14_ptr, m14_s0, m14_s1, m14_s2, m14_s3, m14_s4, m17_ptr, m17_s0, m17_s1, m17_s2, m17_s3, m17_s4, m29_ptr, m29_s0, m29_s1, m29_s2, m29_s3, m29_s4, buf105_ptr, buf105_s0, buf105_s1, buf105_s2, buf105_s3, buf105_s4, E_c3, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c3: tl.constexpr):
    # writes buf105: Combine over grid k.1@1[2]
    pid = tl.program_id(0)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t95 = tl.load(m2_ptr + offs_n0[None, None, None, None, :] * m2_s4, mask=(offs_n0 < E_n0)[None, None, None, None, :], other=0)
    t96 = tl.load(m7_ptr + offs_n0[None, None, None, :, None] * m7_s3 + offs_n0[None, None, None, None, :] * m7_s4, mask=(offs_n0 < E_n0)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0)
    t97 = tl.load(m14_ptr + offs_n1[:, None, None, None, None] * m14_s0 + offs_c3[None, :, None, None, None] * m14_s1 + offs_n1[None, None, :, None, None] * m14_s2 + offs_n0[None, None, None, :, None] * m14_s3 + offs_n2[None, None, None, None, :] * m14_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_c3 < E_c3)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :], other=0).to(tl.float32)
    t98 = tl.load(m17_ptr + offs_n1[:, None, None, None, None] * m17_s0 + offs_c3[None, :, None, None, None] * m17_s1 + offs_n2[None, None, None, :, None] * m17_s3 + offs_n0[None, None, None, None, :] * m17_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_c3 < E_c3)[None, :, None, None, None] & (offs_n2 < E_n2)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0).to(tl.float32)
    t99 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, None, :], t97, 0.0), 5) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :, None], t98, 0.0), 3), axis=4)
    t100 = tl.where(t96, -float("inf"), t99)
    t101 = tl.load(m29_ptr + offs_n0[None, None, None, :, None] * m29_s3 + offs_n0[None, None, None, None, :] * m29_s4, mask=(offs_n0 < E_n0)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0)
    t102 = tl.where(t101, -float("inf"), t100)
    t103 = tl.where(t95, t100, t102)
    t104 = tl.max(tl.where((offs_n0 < E_n0)[None, None, None, None, :], t103, -float('inf')), axis=4, keep_dims=True)
    tl.store(buf105_ptr + offs_n1[:, None, None, None, None] * buf105_s0 + offs_c3[None, :, None, None, None] * buf105_s1 + offs_n1[None, None, :, None, None] * buf105_s2 + offs_n0[None, None, None, :, None] * buf105_s3, t104, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_c3 < E_c3)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None])


@triton.jit
def kernel_6(buf93_ptr, buf93_s0, buf93_s1, buf93_s2, buf93_s3, buf93_s4, buf105_ptr, buf105_s0, buf105_s1, buf105_s2, buf105_s3, buf105_s4, m52_ptr, m52_s0, m52_s1, m52_s2, m52_s3, m52_s4, buf113_ptr, buf113_s0, buf113_s1, buf113_s2, buf113_s3, buf113_s4, E_c3, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c3: tl.constexpr):
    # writes buf113: Combine over grid k.1@1[2]
    pid = tl.program_id(0)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    t94 = tl.load(buf93_ptr + offs_n1[:, None, None, None, None] * buf93_s0 + offs_c3[None, :, None, None, None] * buf93_s1 + offs_n1[None, None, :, None, None] * buf93_s2 + offs_n0[None, None, None, :, None] * buf93_s3, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_c3 < E_c3)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None], other=0).to(tl.float32)
    t106 = tl.load(buf105_ptr + offs_n1[:, None, None, None, None] * buf105_s0 + offs_c3[None, :, None, None, None] * buf105_s1 + offs_n1[None, None, :, None, None] * buf105_s2 + offs_n0[None, None, None, :, None] * buf105_s3, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_c3 < E_c3)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None], other=0).to(tl.float32)
    t107 = (t106) * (0.25)
    t108 = tl.load(m52_ptr + offs_c3[None, :, None, None, None] * m52_s1 + offs_n1[None, None, :, None, None] * m52_s2, mask=(offs_c3 < E_c3)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None], other=0).to(tl.float32)
    t109 = tl.maximum(t107, t108)
    t110 = t107 - (t109)
    t111 = tl.exp(t110)
    t112 = (t94) * (t111)
    tl.store(buf113_ptr + offs_n1[:, None, None, None, None] * buf113_s0 + offs_c3[None, :, None, None, None] * buf113_s1 + offs_n1[None, None, :, None, None] * buf113_s2 + offs_n0[None, None, None, :, None] * buf113_s3, t112, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_c3 < E_c3)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None])


@triton.jit
def kernel_7(m2_ptr, m2_s0, m2_s1, m2_s2, m2_s3, m2_s4, m7_ptr, m7_s0, m7_s1, m7_s2, m7_s3, m7_s4, buf26_ptr, buf26_s0, buf26_s1, buf26_s2, buf26_s3, buf26_s4, m29_ptr, m29_s0, m29_s1, m29_s2, m29_s3, m29_s4, buf50_ptr, buf50_s0, buf50_s1, buf50_s2, buf50_s3, buf50_s4, m52_ptr, m52_s0, m52_s1, m52_s2, m52_s3, m52_s4, buf113_ptr, buf113_s0, buf113_s1, buf113_s2, buf113_s3, buf113_s4, m119_ptr, m119_s0, m119_s1, m119_s2, m119_s3, m119_s4, buf124_ptr, buf124_s0, buf124_s1, buf124_s2, buf124_s3, buf124_s4, E_c0, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr):
    # writes buf124: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t51 = tl.load(buf50_ptr + offs_n1[:, None, None, None, None] * buf50_s0 + offs_n1[None, :, None, None, None] * buf50_s1 + offs_n1[None, None, :, None, None] * buf50_s2 + offs_n0[None, None, None, :, None] * buf50_s3, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None], other=0).to(tl.float32)
    t54 = tl.load(m52_ptr + offs_n1[None, :, None, None, None] * m52_s1 + offs_n1[None, None, :, None, None] * m52_s2, mask=(offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None], other=0).to(tl.float32)
    t55 = tl.maximum(t51, t54)
    t114 = tl.load(buf113_ptr + offs_n1[:, None, None, None, None] * buf113_s0 + offs_n1[None, :, None, None, None] * buf113_s1 + offs_n1[None, None, :, None, None] * buf113_s2 + offs_n0[None, None, None, :, None] * buf113_s3, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None], other=0).to(tl.float32)
    t115 = t54 - (t55)
    t116 = tl.exp(t115)
    t117 = t114 + t116
    acc123 = tl.full([F_n1, F_n1, F_n1, F_n0, F_n2], 0.0, tl.float32)
    for i_c0 in range(0, tl.cdiv(E_c0, T_c0)):
        offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)

        t6 = tl.load(m2_ptr + offs_c0[None, None, None, None, :] * m2_s4, mask=(offs_c0 < E_c0)[None, None, None, None, :], other=0)
        t13 = tl.load(m7_ptr + offs_n0[None, None, None, :, None] * m7_s3 + offs_c0[None, None, None, None, :] * m7_s4, mask=(offs_n0 < E_n0)[None, None, None, :, None] & (offs_c0 < E_c0)[None, None, None, None, :], other=0)
        t27 = tl.load(buf26_ptr + offs_n1[:, None, None, None, None] * buf26_s0 + offs_n1[None, :, None, None, None] * buf26_s1 + offs_n1[None, None, :, None, None] * buf26_s2 + offs_n0[None, None, None, :, None] * buf26_s3 + offs_c0[None, None, None, None, :] * buf26_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None] & (offs_c0 < E_c0)[None, None, None, None, :], other=0).to(tl.float32)
        t28 = tl.where(t13, -float("inf"), t27)
        t33 = tl.load(m29_ptr + offs_n0[None, None, None, :, None] * m29_s3 + offs_c0[None, None, None, None, :] * m29_s4, mask=(offs_n0 < E_n0)[None, None, None, :, None] & (offs_c0 < E_c0)[None, None, None, None, :], other=0)
        t34 = tl.where(t33, -float("inf"), t28)
        t35 = tl.where(t6, t28, t34)
        t36 = tl.max(tl.where((offs_c0 < E_c0)[None, None, None, None, :], t35, -float('inf')), axis=4, keep_dims=True)
        t37 = t35 - (t36)
        t38 = tl.exp(t37)
        t56 = t36 - (t55)
        t57 = tl.exp(t56)
        t58 = (t38) * (t57)
        t118 = (t58) / (t117)
        t121 = tl.load(m119_ptr + offs_n1[:, None, None, None, None] * m119_s0 + offs_n1[None, :, None, None, None] * m119_s1 + offs_c0[None, None, None, :, None] * m119_s3 + offs_n2[None, None, None, None, :] * m119_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_c0 < E_c0)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :], other=0).to(tl.float32)
        t122 = tl.sum(tl.expand_dims(tl.where((offs_c0 < E_c0)[None, None, None, None, :], t118, 0.0), 5) * tl.expand_dims(tl.where((offs_c0 < E_c0)[None, None, None, :, None], t121, 0.0), 3), axis=4)
        acc123 = acc123 + t122
    tl.store(buf124_ptr + offs_n1[:, None, None, None, None] * buf124_s0 + offs_n1[None, :, None, None, None] * buf124_s1 + offs_n1[None, None, :, None, None] * buf124_s2 + offs_n0[None, None, None, :, None] * buf124_s3 + offs_n2[None, None, None, None, :] * buf124_s4, acc123, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :])


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
    kernel_0[(_cdiv(32, T['c1']),)](m14_ptr=m14, m14_s0=m14.stride(0), m14_s1=m14.stride(1), m14_s2=m14.stride(2), m14_s3=m14.stride(3), m14_s4=m14.stride(4), m17_ptr=m17, m17_s0=m17.stride(0), m17_s1=m17.stride(1), m17_s2=m17.stride(2), m17_s3=m17.stride(3), m17_s4=m17.stride(4), buf23_ptr=buf23, buf23_s0=buf23.stride(0), buf23_s1=buf23.stride(1), buf23_s2=buf23.stride(2), buf23_s3=buf23.stride(3), buf23_s4=buf23.stride(4), E_c1=32, E_c2=16, E_n0=32, E_n1=2, F_n0=_pow2(32), F_n1=_pow2(2), T_c1=T['c1'], T_c2=T['c2'])
    buf26 = torch.full([2, 2, 2, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(32, T['c1']),)](buf23_ptr=buf23, buf23_s0=buf23.stride(0), buf23_s1=buf23.stride(1), buf23_s2=buf23.stride(2), buf23_s3=buf23.stride(3), buf23_s4=buf23.stride(4), buf26_ptr=buf26, buf26_s0=buf26.stride(0), buf26_s1=buf26.stride(1), buf26_s2=buf26.stride(2), buf26_s3=buf26.stride(3), buf26_s4=buf26.stride(4), E_c1=32, E_n0=32, E_n1=2, F_n0=_pow2(32), F_n1=_pow2(2), T_c1=T['c1'])
    m31 = _BINARY["Sub"](m10, m9)
    m32 = torch.tensor(8.0, dtype=torch.float32, device=device)
    m30 = _BINARY["Ge"](m31, m32)
    m29 = m30.reshape([1, 1, 1, 32, 32])
    m40 = _BINARY["Lt"](m4, m5)
    m39 = m40.reshape([1, 1, 1, 1, 32])
    buf50 = torch.full([2, 2, 2, 32, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(2, T['c3']),)](m39_ptr=m39, m39_s0=m39.stride(0), m39_s1=m39.stride(1), m39_s2=m39.stride(2), m39_s3=m39.stride(3), m39_s4=m39.stride(4), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), m7_s2=m7.stride(2), m7_s3=m7.stride(3), m7_s4=m7.stride(4), buf26_ptr=buf26, buf26_s0=buf26.stride(0), buf26_s1=buf26.stride(1), buf26_s2=buf26.stride(2), buf26_s3=buf26.stride(3), buf26_s4=buf26.stride(4), m29_ptr=m29, m29_s0=m29.stride(0), m29_s1=m29.stride(1), m29_s2=m29.stride(2), m29_s3=m29.stride(3), m29_s4=m29.stride(4), buf50_ptr=buf50, buf50_s0=buf50.stride(0), buf50_s1=buf50.stride(1), buf50_s2=buf50.stride(2), buf50_s3=buf50.stride(3), buf50_s4=buf50.stride(4), E_c0=32, E_c3=2, E_n0=32, E_n1=2, F_n0=_pow2(32), F_n1=_pow2(2), T_c0=T['c0'], T_c3=T['c3'])
    m53 = inputs['sinks']
    m52 = m53.reshape([1, 2, 2, 1, 1])
    buf86 = torch.full([2, 2, 2, 32, 1], float("nan"), dtype=torch.float32, device=device)
    buf87 = torch.full([2, 2, 2, 32, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(1,)](m2_ptr=m2, m2_s0=m2.stride(0), m2_s1=m2.stride(1), m2_s2=m2.stride(2), m2_s3=m2.stride(3), m2_s4=m2.stride(4), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), m7_s2=m7.stride(2), m7_s3=m7.stride(3), m7_s4=m7.stride(4), buf26_ptr=buf26, buf26_s0=buf26.stride(0), buf26_s1=buf26.stride(1), buf26_s2=buf26.stride(2), buf26_s3=buf26.stride(3), buf26_s4=buf26.stride(4), m29_ptr=m29, m29_s0=m29.stride(0), m29_s1=m29.stride(1), m29_s2=m29.stride(2), m29_s3=m29.stride(3), m29_s4=m29.stride(4), buf86_ptr=buf86, buf86_s0=buf86.stride(0), buf86_s1=buf86.stride(1), buf86_s2=buf86.stride(2), buf86_s3=buf86.stride(3), buf86_s4=buf86.stride(4), buf87_ptr=buf87, buf87_s0=buf87.stride(0), buf87_s1=buf87.stride(1), buf87_s2=buf87.stride(2), buf87_s3=buf87.stride(3), buf87_s4=buf87.stride(4), E_c0=32, E_n0=32, E_n1=2, F_n0=_pow2(32), F_n1=_pow2(2), T_c0=T['c0'])
    buf93 = torch.full([2, 2, 2, 32, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(1,)](m2_ptr=m2, m2_s0=m2.stride(0), m2_s1=m2.stride(1), m2_s2=m2.stride(2), m2_s3=m2.stride(3), m2_s4=m2.stride(4), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), m7_s2=m7.stride(2), m7_s3=m7.stride(3), m7_s4=m7.stride(4), buf26_ptr=buf26, buf26_s0=buf26.stride(0), buf26_s1=buf26.stride(1), buf26_s2=buf26.stride(2), buf26_s3=buf26.stride(3), buf26_s4=buf26.stride(4), m29_ptr=m29, m29_s0=m29.stride(0), m29_s1=m29.stride(1), m29_s2=m29.stride(2), m29_s3=m29.stride(3), m29_s4=m29.stride(4), buf86_ptr=buf86, buf86_s0=buf86.stride(0), buf86_s1=buf86.stride(1), buf86_s2=buf86.stride(2), buf86_s3=buf86.stride(3), buf86_s4=buf86.stride(4), buf93_ptr=buf93, buf93_s0=buf93.stride(0), buf93_s1=buf93.stride(1), buf93_s2=buf93.stride(2), buf93_s3=buf93.stride(3), buf93_s4=buf93.stride(4), E_c0=32, E_n0=32, E_n1=2, F_n0=_pow2(32), F_n1=_pow2(2), T_c0=T['c0'])
    buf105 = torch.full([2, 2, 2, 32, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_5[(_cdiv(2, T['c3']),)](m2_ptr=m2, m2_s0=m2.stride(0), m2_s1=m2.stride(1), m2_s2=m2.stride(2), m2_s3=m2.stride(3), m2_s4=m2.stride(4), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), m7_s2=m7.stride(2), m7_s3=m7.stride(3), m7_s4=m7.stride(4), m14_ptr=m14, m14_s0=m14.stride(0), m14_s1=m14.stride(1), m14_s2=m14.stride(2), m14_s3=m14.stride(3), m14_s4=m14.stride(4), m17_ptr=m17, m17_s0=m17.stride(0), m17_s1=m17.stride(1), m17_s2=m17.stride(2), m17_s3=m17.stride(3), m17_s4=m17.stride(4), m29_ptr=m29, m29_s0=m29.stride(0), m29_s1=m29.stride(1), m29_s2=m29.stride(2), m29_s3=m29.stride(3), m29_s4=m29.stride(4), buf105_ptr=buf105, buf105_s0=buf105.stride(0), buf105_s1=buf105.stride(1), buf105_s2=buf105.stride(2), buf105_s3=buf105.stride(3), buf105_s4=buf105.stride(4), E_c3=2, E_n0=32, E_n1=2, E_n2=16, F_n0=_pow2(32), F_n1=_pow2(2), F_n2=_pow2(16), T_c3=T['c3'])
    buf113 = torch.full([2, 2, 2, 32, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_6[(_cdiv(2, T['c3']),)](buf93_ptr=buf93, buf93_s0=buf93.stride(0), buf93_s1=buf93.stride(1), buf93_s2=buf93.stride(2), buf93_s3=buf93.stride(3), buf93_s4=buf93.stride(4), buf105_ptr=buf105, buf105_s0=buf105.stride(0), buf105_s1=buf105.stride(1), buf105_s2=buf105.stride(2), buf105_s3=buf105.stride(3), buf105_s4=buf105.stride(4), m52_ptr=m52, m52_s0=m52.stride(0), m52_s1=m52.stride(1), m52_s2=m52.stride(2), m52_s3=m52.stride(3), m52_s4=m52.stride(4), buf113_ptr=buf113, buf113_s0=buf113.stride(0), buf113_s1=buf113.stride(1), buf113_s2=buf113.stride(2), buf113_s3=buf113.stride(3), buf113_s4=buf113.stride(4), E_c3=2, E_n0=32, E_n1=2, F_n0=_pow2(32), F_n1=_pow2(2), T_c3=T['c3'])
    m120 = inputs['v']
    m119 = m120.reshape([2, 2, 1, 32, 16])
    buf124 = torch.full([2, 2, 2, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_7[(1,)](m2_ptr=m2, m2_s0=m2.stride(0), m2_s1=m2.stride(1), m2_s2=m2.stride(2), m2_s3=m2.stride(3), m2_s4=m2.stride(4), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), m7_s2=m7.stride(2), m7_s3=m7.stride(3), m7_s4=m7.stride(4), buf26_ptr=buf26, buf26_s0=buf26.stride(0), buf26_s1=buf26.stride(1), buf26_s2=buf26.stride(2), buf26_s3=buf26.stride(3), buf26_s4=buf26.stride(4), m29_ptr=m29, m29_s0=m29.stride(0), m29_s1=m29.stride(1), m29_s2=m29.stride(2), m29_s3=m29.stride(3), m29_s4=m29.stride(4), buf50_ptr=buf50, buf50_s0=buf50.stride(0), buf50_s1=buf50.stride(1), buf50_s2=buf50.stride(2), buf50_s3=buf50.stride(3), buf50_s4=buf50.stride(4), m52_ptr=m52, m52_s0=m52.stride(0), m52_s1=m52.stride(1), m52_s2=m52.stride(2), m52_s3=m52.stride(3), m52_s4=m52.stride(4), buf113_ptr=buf113, buf113_s0=buf113.stride(0), buf113_s1=buf113.stride(1), buf113_s2=buf113.stride(2), buf113_s3=buf113.stride(3), buf113_s4=buf113.stride(4), m119_ptr=m119, m119_s0=m119.stride(0), m119_s1=m119.stride(1), m119_s2=m119.stride(2), m119_s3=m119.stride(3), m119_s4=m119.stride(4), buf124_ptr=buf124, buf124_s0=buf124.stride(0), buf124_s1=buf124.stride(1), buf124_s2=buf124.stride(2), buf124_s3=buf124.stride(3), buf124_s4=buf124.stride(4), E_c0=32, E_n0=32, E_n1=2, E_n2=16, F_n0=_pow2(32), F_n1=_pow2(2), F_n2=_pow2(16), T_c0=T['c0'])
    m1 = buf124.reshape([2, 4, 32, 16])
    return m1


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
