"""attention_sinks [small], candidate 29: 6 kernel(s)

Rendered by EqiForge from candidate 29 of attention_sinks [small]: store(k.3[16]) ; grid(k.2@3) loop(k.3[16]: sum, stored) ; store(k.3[16]) ; grid(k.1@1) loop(k.2[32]: rescale) {loop(k.3[16]: sum, stored)} [1 mm] ; grid(k.0@0) loop(k.2[32]: rescale) ; grid(k.0@0) loop(k.2[32]: rescale) [1 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid k.0@0[2]
    c1: loop k.2[32]
    c2: grid k.2@3[32]
    c3: loop k.3[16]
    c4: grid k.1@1[2]

Run it on its own: `python kernels/f29.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/attention_sinks.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 1, "c1": 16, "c2": 16, "c3": 8, "c4": 1}


@triton.jit
def kernel_0(m14_ptr, m14_s0, m14_s1, m14_s2, m14_s3, m14_s4, m17_ptr, m17_s0, m17_s1, m17_s2, m17_s3, m17_s4, states22_ptr, states22_s0, states22_s1, states22_s2, states22_s3, states22_s4, states22_s5, states22_s6, E_c2, E_c3, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # stores states22: Collect over loop k.3[16]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    t16 = tl.load(m14_ptr + offs_n1[:, None, None, None, None] * m14_s0 + offs_n1[None, :, None, None, None] * m14_s1 + offs_n1[None, None, :, None, None] * m14_s2 + offs_c2[None, None, None, :, None] * m14_s3 + offs_c3[None, None, None, None, :] * m14_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_c2 < E_c2)[None, None, None, :, None] & (offs_c3 < E_c3)[None, None, None, None, :], other=0).to(tl.float32)
    t20 = tl.load(m17_ptr + offs_n1[:, None, None, None, None] * m17_s0 + offs_n1[None, :, None, None, None] * m17_s1 + offs_c3[None, None, None, :, None] * m17_s3 + offs_n0[None, None, None, None, :] * m17_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_c3 < E_c3)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0).to(tl.float32)
    t21 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, None, :], t16, 0.0), 5) * tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, :, None], t20, 0.0), 3), axis=4)
    tl.store(states22_ptr + i_c2 * states22_s0 + i_c3 * states22_s1 + tl.arange(0, F_n1)[:, None, None, None, None] * states22_s2 + tl.arange(0, F_n1)[None, :, None, None, None] * states22_s3 + tl.arange(0, F_n1)[None, None, :, None, None] * states22_s4 + tl.arange(0, T_c2)[None, None, None, :, None] * states22_s5 + tl.arange(0, F_n0)[None, None, None, None, :] * states22_s6 + tl.zeros([F_n1, F_n1, F_n1, T_c2, F_n0], tl.int32), t21)


@triton.jit
def kernel_1(states22_ptr, states22_s0, states22_s1, states22_s2, states22_s3, states22_s4, states22_s5, states22_s6, buf26_ptr, buf26_s0, buf26_s1, buf26_s2, buf26_s3, buf26_s4, E_c2, E_c3, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # writes buf26: Combine over grid k.2@3[32]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    acc24 = tl.full([F_n1, F_n1, F_n1, T_c2, F_n0], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t23 = tl.load(states22_ptr + i_c2 * states22_s0 + i_c3 * states22_s1 + tl.arange(0, F_n1)[:, None, None, None, None] * states22_s2 + tl.arange(0, F_n1)[None, :, None, None, None] * states22_s3 + tl.arange(0, F_n1)[None, None, :, None, None] * states22_s4 + tl.arange(0, T_c2)[None, None, None, :, None] * states22_s5 + tl.arange(0, F_n0)[None, None, None, None, :] * states22_s6 + tl.zeros([F_n1, F_n1, F_n1, T_c2, F_n0], tl.int32))
        acc24 = acc24 + t23
    t25 = (acc24) * (0.25)
    tl.store(buf26_ptr + offs_n1[:, None, None, None, None] * buf26_s0 + offs_n1[None, :, None, None, None] * buf26_s1 + offs_n1[None, None, :, None, None] * buf26_s2 + offs_c2[None, None, None, :, None] * buf26_s3 + offs_n0[None, None, None, None, :] * buf26_s4, t25, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_c2 < E_c2)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :])


@triton.jit
def kernel_2(m14_ptr, m14_s0, m14_s1, m14_s2, m14_s3, m14_s4, m17_ptr, m17_s0, m17_s1, m17_s2, m17_s3, m17_s4, states55_ptr, states55_s0, states55_s1, states55_s2, states55_s3, states55_s4, states55_s5, states55_s6, states55_s7, E_c1, E_c3, E_c4, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c1: tl.constexpr, T_c3: tl.constexpr, T_c4: tl.constexpr):
    # stores states55: Collect over loop k.3[16]
    pid = tl.program_id(0)
    i_c4 = pid % tl.cdiv(E_c4, T_c4)
    pid = pid // tl.cdiv(E_c4, T_c4)
    offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    t52 = tl.load(m14_ptr + offs_n1[:, None, None, None, None] * m14_s0 + offs_c4[None, :, None, None, None] * m14_s1 + offs_n1[None, None, :, None, None] * m14_s2 + offs_n0[None, None, None, :, None] * m14_s3 + offs_c3[None, None, None, None, :] * m14_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_c4 < E_c4)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None] & (offs_c3 < E_c3)[None, None, None, None, :], other=0).to(tl.float32)
    t53 = tl.load(m17_ptr + offs_n1[:, None, None, None, None] * m17_s0 + offs_c4[None, :, None, None, None] * m17_s1 + offs_c3[None, None, None, :, None] * m17_s3 + offs_c1[None, None, None, None, :] * m17_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_c4 < E_c4)[None, :, None, None, None] & (offs_c3 < E_c3)[None, None, None, :, None] & (offs_c1 < E_c1)[None, None, None, None, :], other=0).to(tl.float32)
    t54 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, None, :], t52, 0.0), 5) * tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, :, None], t53, 0.0), 3), axis=4)
    tl.store(states55_ptr + i_c4 * states55_s0 + i_c1 * states55_s1 + i_c3 * states55_s2 + tl.arange(0, F_n1)[:, None, None, None, None] * states55_s3 + tl.arange(0, T_c4)[None, :, None, None, None] * states55_s4 + tl.arange(0, F_n1)[None, None, :, None, None] * states55_s5 + tl.arange(0, F_n0)[None, None, None, :, None] * states55_s6 + tl.arange(0, T_c1)[None, None, None, None, :] * states55_s7 + tl.zeros([F_n1, T_c4, F_n1, F_n0, T_c1], tl.int32), t54)


@triton.jit
def kernel_3(m2_ptr, m2_s0, m2_s1, m2_s2, m2_s3, m2_s4, m7_ptr, m7_s0, m7_s1, m7_s2, m7_s3, m7_s4, states55_ptr, states55_s0, states55_s1, states55_s2, states55_s3, states55_s4, states55_s5, states55_s6, states55_s7, m29_ptr, m29_s0, m29_s1, m29_s2, m29_s3, m29_s4, buf26_ptr, buf26_s0, buf26_s1, buf26_s2, buf26_s3, buf26_s4, m38_ptr, m38_s0, m38_s1, m38_s2, m38_s3, m38_s4, buf79_ptr, buf79_s0, buf79_s1, buf79_s2, buf79_s3, buf79_s4, E_c1, E_c3, E_c4, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c1: tl.constexpr, T_c3: tl.constexpr, T_c4: tl.constexpr):
    # writes buf79: Combine over grid k.1@1[2]
    pid = tl.program_id(0)
    i_c4 = pid % tl.cdiv(E_c4, T_c4)
    pid = pid // tl.cdiv(E_c4, T_c4)
    offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    acc74 = tl.full([F_n1, T_c4, F_n1, F_n0, 1], -float('inf'), tl.float32)
    acc75 = tl.full([F_n1, T_c4, F_n1, F_n0, F_n2], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t50 = tl.load(m2_ptr + offs_c1[None, None, None, None, :] * m2_s4, mask=(offs_c1 < E_c1)[None, None, None, None, :], other=0)
        t51 = tl.load(m7_ptr + offs_n0[None, None, None, :, None] * m7_s3 + offs_c1[None, None, None, None, :] * m7_s4, mask=(offs_n0 < E_n0)[None, None, None, :, None] & (offs_c1 < E_c1)[None, None, None, None, :], other=0)
        acc57 = tl.full([F_n1, T_c4, F_n1, F_n0, T_c1], 0.0, tl.float32)
        for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
            offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

            t56 = tl.load(states55_ptr + i_c4 * states55_s0 + i_c1 * states55_s1 + i_c3 * states55_s2 + tl.arange(0, F_n1)[:, None, None, None, None] * states55_s3 + tl.arange(0, T_c4)[None, :, None, None, None] * states55_s4 + tl.arange(0, F_n1)[None, None, :, None, None] * states55_s5 + tl.arange(0, F_n0)[None, None, None, :, None] * states55_s6 + tl.arange(0, T_c1)[None, None, None, None, :] * states55_s7 + tl.zeros([F_n1, T_c4, F_n1, F_n0, T_c1], tl.int32))
            acc57 = acc57 + t56
        t58 = tl.where(t51, -float("inf"), acc57)
        t59 = tl.load(m29_ptr + offs_n0[None, None, None, :, None] * m29_s3 + offs_c1[None, None, None, None, :] * m29_s4, mask=(offs_n0 < E_n0)[None, None, None, :, None] & (offs_c1 < E_c1)[None, None, None, None, :], other=0)
        t60 = tl.where(t59, -float("inf"), t58)
        t61 = tl.where(t50, t58, t60)
        t62 = tl.max(tl.where((offs_c1 < E_c1)[None, None, None, None, :], t61, -float('inf')), axis=4, keep_dims=True)
        t63 = (t62) * (0.25)
        t64 = tl.load(buf26_ptr + offs_n1[:, None, None, None, None] * buf26_s0 + offs_c4[None, :, None, None, None] * buf26_s1 + offs_n1[None, None, :, None, None] * buf26_s2 + offs_n0[None, None, None, :, None] * buf26_s3 + offs_c1[None, None, None, None, :] * buf26_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_c4 < E_c4)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None] & (offs_c1 < E_c1)[None, None, None, None, :], other=0).to(tl.float32)
        t65 = tl.where(t51, -float("inf"), t64)
        t66 = tl.where(t59, -float("inf"), t65)
        t67 = tl.where(t50, t65, t66)
        t68 = tl.exp(t67)
        t69 = tl.load(m38_ptr + offs_n1[:, None, None, None, None] * m38_s0 + offs_c4[None, :, None, None, None] * m38_s1 + offs_c1[None, None, None, :, None] * m38_s3 + offs_n2[None, None, None, None, :] * m38_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_c4 < E_c4)[None, :, None, None, None] & (offs_c1 < E_c1)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :], other=0).to(tl.float32)
        t70 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, None, :], t68, 0.0), 5) * tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, :, None], t69, 0.0), 3), axis=4)
        t71 = tl.exp(t63)
        t72 = 1.0 / (t71)
        t73 = (t70) * (t72)
        m76 = tl.maximum(acc74, t63)
        r77 = tl.where(acc74 == -float("inf"), 0.0, tl.exp(acc74 - m76))
        r78 = tl.where(t63 == -float("inf"), 0.0, tl.exp(t63 - m76))
        acc75 = tl.where(acc74 == -float("inf"), 0.0, acc75 * r77) + tl.where(t63 == -float("inf"), 0.0, t73 * r78)
        acc74 = m76
    tl.store(buf79_ptr + offs_n1[:, None, None, None, None] * buf79_s0 + offs_c4[None, :, None, None, None] * buf79_s1 + offs_n1[None, None, :, None, None] * buf79_s2 + offs_n0[None, None, None, :, None] * buf79_s3, acc74, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_c4 < E_c4)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None])


@triton.jit
def kernel_4(m2_ptr, m2_s0, m2_s1, m2_s2, m2_s3, m2_s4, m7_ptr, m7_s0, m7_s1, m7_s2, m7_s3, m7_s4, buf26_ptr, buf26_s0, buf26_s1, buf26_s2, buf26_s3, buf26_s4, m29_ptr, m29_s0, m29_s1, m29_s2, m29_s3, m29_s4, m81_ptr, m81_s0, m81_s1, m81_s2, m81_s3, m81_s4, buf109_ptr, buf109_s0, buf109_s1, buf109_s2, buf109_s3, buf109_s4, E_c0, E_c1, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf109: Combine over grid k.0@0[2]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    acc99 = tl.full([T_c0, F_n1, F_n1, F_n0, 1], -float('inf'), tl.float32)
    acc100 = tl.full([T_c0, F_n1, F_n1, F_n0, 1], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t88 = tl.load(m2_ptr + offs_c1[None, None, None, None, :] * m2_s4, mask=(offs_c1 < E_c1)[None, None, None, None, :], other=0)
        t89 = tl.load(m7_ptr + offs_n0[None, None, None, :, None] * m7_s3 + offs_c1[None, None, None, None, :] * m7_s4, mask=(offs_n0 < E_n0)[None, None, None, :, None] & (offs_c1 < E_c1)[None, None, None, None, :], other=0)
        t90 = tl.load(buf26_ptr + offs_c0[:, None, None, None, None] * buf26_s0 + offs_n1[None, :, None, None, None] * buf26_s1 + offs_n1[None, None, :, None, None] * buf26_s2 + offs_n0[None, None, None, :, None] * buf26_s3 + offs_c1[None, None, None, None, :] * buf26_s4, mask=(offs_c0 < E_c0)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None] & (offs_c1 < E_c1)[None, None, None, None, :], other=0).to(tl.float32)
        t91 = tl.where(t89, -float("inf"), t90)
        t92 = tl.load(m29_ptr + offs_n0[None, None, None, :, None] * m29_s3 + offs_c1[None, None, None, None, :] * m29_s4, mask=(offs_n0 < E_n0)[None, None, None, :, None] & (offs_c1 < E_c1)[None, None, None, None, :], other=0)
        t93 = tl.where(t92, -float("inf"), t91)
        t94 = tl.where(t88, t91, t93)
        t95 = tl.max(tl.where((offs_c1 < E_c1)[None, None, None, None, :], t94, -float('inf')), axis=4, keep_dims=True)
        t96 = t94 - (t95)
        t97 = tl.exp(t96)
        t98 = tl.sum(tl.where((offs_c1 < E_c1)[None, None, None, None, :], t97, 0.0), axis=4, keep_dims=True)
        m101 = tl.maximum(acc99, t95)
        r102 = tl.where(acc99 == -float("inf"), 0.0, tl.exp(acc99 - m101))
        r103 = tl.where(t95 == -float("inf"), 0.0, tl.exp(t95 - m101))
        acc100 = tl.where(acc99 == -float("inf"), 0.0, acc100 * r102) + tl.where(t95 == -float("inf"), 0.0, t98 * r103)
        acc99 = m101
    t104 = tl.load(m81_ptr + offs_n1[None, :, None, None, None] * m81_s1 + offs_n1[None, None, :, None, None] * m81_s2, mask=(offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None], other=0).to(tl.float32)
    t105 = tl.maximum(acc99, t104)
    t106 = acc99 - (t105)
    t107 = tl.exp(t106)
    t108 = (acc100) * (t107)
    tl.store(buf109_ptr + offs_c0[:, None, None, None, None] * buf109_s0 + offs_n1[None, :, None, None, None] * buf109_s1 + offs_n1[None, None, :, None, None] * buf109_s2 + offs_n0[None, None, None, :, None] * buf109_s3, t108, mask=(offs_c0 < E_c0)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None])


@triton.jit
def kernel_5(m2_ptr, m2_s0, m2_s1, m2_s2, m2_s3, m2_s4, m7_ptr, m7_s0, m7_s1, m7_s2, m7_s3, m7_s4, buf26_ptr, buf26_s0, buf26_s1, buf26_s2, buf26_s3, buf26_s4, m29_ptr, m29_s0, m29_s1, m29_s2, m29_s3, m29_s4, m38_ptr, m38_s0, m38_s1, m38_s2, m38_s3, m38_s4, buf79_ptr, buf79_s0, buf79_s1, buf79_s2, buf79_s3, buf79_s4, m81_ptr, m81_s0, m81_s1, m81_s2, m81_s3, m81_s4, buf109_ptr, buf109_s0, buf109_s1, buf109_s2, buf109_s3, buf109_s4, buf115_ptr, buf115_s0, buf115_s1, buf115_s2, buf115_s3, buf115_s4, E_c0, E_c1, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf115: Combine over grid k.0@0[2]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    acc45 = tl.full([T_c0, F_n1, F_n1, F_n0, 1], -float('inf'), tl.float32)
    acc46 = tl.full([T_c0, F_n1, F_n1, F_n0, F_n2], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t6 = tl.load(m2_ptr + offs_c1[None, None, None, None, :] * m2_s4, mask=(offs_c1 < E_c1)[None, None, None, None, :], other=0)
        t13 = tl.load(m7_ptr + offs_n0[None, None, None, :, None] * m7_s3 + offs_c1[None, None, None, None, :] * m7_s4, mask=(offs_n0 < E_n0)[None, None, None, :, None] & (offs_c1 < E_c1)[None, None, None, None, :], other=0)
        t27 = tl.load(buf26_ptr + offs_c0[:, None, None, None, None] * buf26_s0 + offs_n1[None, :, None, None, None] * buf26_s1 + offs_n1[None, None, :, None, None] * buf26_s2 + offs_n0[None, None, None, :, None] * buf26_s3 + offs_c1[None, None, None, None, :] * buf26_s4, mask=(offs_c0 < E_c0)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None] & (offs_c1 < E_c1)[None, None, None, None, :], other=0).to(tl.float32)
        t28 = tl.where(t13, -float("inf"), t27)
        t33 = tl.load(m29_ptr + offs_n0[None, None, None, :, None] * m29_s3 + offs_c1[None, None, None, None, :] * m29_s4, mask=(offs_n0 < E_n0)[None, None, None, :, None] & (offs_c1 < E_c1)[None, None, None, None, :], other=0)
        t34 = tl.where(t33, -float("inf"), t28)
        t35 = tl.where(t6, t28, t34)
        t36 = tl.max(tl.where((offs_c1 < E_c1)[None, None, None, None, :], t35, -float('inf')), axis=4, keep_dims=True)
        t37 = tl.exp(t35)
        t40 = tl.load(m38_ptr + offs_c0[:, None, None, None, None] * m38_s0 + offs_n1[None, :, None, None, None] * m38_s1 + offs_c1[None, None, None, :, None] * m38_s3 + offs_n2[None, None, None, None, :] * m38_s4, mask=(offs_c0 < E_c0)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_c1 < E_c1)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :], other=0).to(tl.float32)
        t41 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, None, :], t37, 0.0), 5) * tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, :, None], t40, 0.0), 3), axis=4)
        t42 = tl.exp(t36)
        t43 = 1.0 / (t42)
        t44 = (t41) * (t43)
        m47 = tl.maximum(acc45, t36)
        r48 = tl.where(acc45 == -float("inf"), 0.0, tl.exp(acc45 - m47))
        r49 = tl.where(t36 == -float("inf"), 0.0, tl.exp(t36 - m47))
        acc46 = tl.where(acc45 == -float("inf"), 0.0, acc46 * r48) + tl.where(t36 == -float("inf"), 0.0, t44 * r49)
        acc45 = m47
    t80 = tl.load(buf79_ptr + offs_c0[:, None, None, None, None] * buf79_s0 + offs_n1[None, :, None, None, None] * buf79_s1 + offs_n1[None, None, :, None, None] * buf79_s2 + offs_n0[None, None, None, :, None] * buf79_s3, mask=(offs_c0 < E_c0)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None], other=0).to(tl.float32)
    t83 = tl.load(m81_ptr + offs_n1[None, :, None, None, None] * m81_s1 + offs_n1[None, None, :, None, None] * m81_s2, mask=(offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None], other=0).to(tl.float32)
    t84 = tl.maximum(t80, t83)
    t85 = t80 - (t84)
    t86 = tl.exp(t85)
    t87 = (acc46) * (t86)
    t110 = tl.load(buf109_ptr + offs_c0[:, None, None, None, None] * buf109_s0 + offs_n1[None, :, None, None, None] * buf109_s1 + offs_n1[None, None, :, None, None] * buf109_s2 + offs_n0[None, None, None, :, None] * buf109_s3, mask=(offs_c0 < E_c0)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None], other=0).to(tl.float32)
    t111 = t83 - (t84)
    t112 = tl.exp(t111)
    t113 = t110 + t112
    t114 = (t87) / (t113)
    tl.store(buf115_ptr + offs_c0[:, None, None, None, None] * buf115_s0 + offs_n1[None, :, None, None, None] * buf115_s1 + offs_n1[None, None, :, None, None] * buf115_s2 + offs_n0[None, None, None, :, None] * buf115_s3 + offs_n2[None, None, None, None, :] * buf115_s4, t114, mask=(offs_c0 < E_c0)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :])


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
    m5 = torch.tensor(2.0, dtype=torch.float32, device=device)
    m3 = _BINARY["Lt"](m4, m5)
    m2 = m3.reshape([1, 1, 1, 1, 32])
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
    states22 = torch.full([_cdiv(32, T['c2']), _cdiv(16, T['c3']), _pow2(2), _pow2(2), _pow2(2), T['c2'], _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(32, T['c2']) * _cdiv(16, T['c3']),)](m14_ptr=m14, m14_s0=m14.stride(0), m14_s1=m14.stride(1), m14_s2=m14.stride(2), m14_s3=m14.stride(3), m14_s4=m14.stride(4), m17_ptr=m17, m17_s0=m17.stride(0), m17_s1=m17.stride(1), m17_s2=m17.stride(2), m17_s3=m17.stride(3), m17_s4=m17.stride(4), states22_ptr=states22, states22_s0=states22.stride(0), states22_s1=states22.stride(1), states22_s2=states22.stride(2), states22_s3=states22.stride(3), states22_s4=states22.stride(4), states22_s5=states22.stride(5), states22_s6=states22.stride(6), E_c2=32, E_c3=16, E_n0=32, E_n1=2, F_n0=_pow2(32), F_n1=_pow2(2), T_c2=T['c2'], T_c3=T['c3'])
    buf26 = torch.full([2, 2, 2, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(32, T['c2']),)](states22_ptr=states22, states22_s0=states22.stride(0), states22_s1=states22.stride(1), states22_s2=states22.stride(2), states22_s3=states22.stride(3), states22_s4=states22.stride(4), states22_s5=states22.stride(5), states22_s6=states22.stride(6), buf26_ptr=buf26, buf26_s0=buf26.stride(0), buf26_s1=buf26.stride(1), buf26_s2=buf26.stride(2), buf26_s3=buf26.stride(3), buf26_s4=buf26.stride(4), E_c2=32, E_c3=16, E_n0=32, E_n1=2, F_n0=_pow2(32), F_n1=_pow2(2), T_c2=T['c2'], T_c3=T['c3'])
    m31 = _BINARY["Sub"](m10, m9)
    m32 = torch.tensor(8.0, dtype=torch.float32, device=device)
    m30 = _BINARY["Ge"](m31, m32)
    m29 = m30.reshape([1, 1, 1, 32, 32])
    m39 = inputs['v']
    m38 = m39.reshape([2, 2, 1, 32, 16])
    states55 = torch.full([_cdiv(2, T['c4']), _cdiv(32, T['c1']), _cdiv(16, T['c3']), _pow2(2), T['c4'], _pow2(2), _pow2(32), T['c1']], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(2, T['c4']) * _cdiv(32, T['c1']) * _cdiv(16, T['c3']),)](m14_ptr=m14, m14_s0=m14.stride(0), m14_s1=m14.stride(1), m14_s2=m14.stride(2), m14_s3=m14.stride(3), m14_s4=m14.stride(4), m17_ptr=m17, m17_s0=m17.stride(0), m17_s1=m17.stride(1), m17_s2=m17.stride(2), m17_s3=m17.stride(3), m17_s4=m17.stride(4), states55_ptr=states55, states55_s0=states55.stride(0), states55_s1=states55.stride(1), states55_s2=states55.stride(2), states55_s3=states55.stride(3), states55_s4=states55.stride(4), states55_s5=states55.stride(5), states55_s6=states55.stride(6), states55_s7=states55.stride(7), E_c1=32, E_c3=16, E_c4=2, E_n0=32, E_n1=2, F_n0=_pow2(32), F_n1=_pow2(2), T_c1=T['c1'], T_c3=T['c3'], T_c4=T['c4'])
    buf79 = torch.full([2, 2, 2, 32, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(2, T['c4']),)](m2_ptr=m2, m2_s0=m2.stride(0), m2_s1=m2.stride(1), m2_s2=m2.stride(2), m2_s3=m2.stride(3), m2_s4=m2.stride(4), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), m7_s2=m7.stride(2), m7_s3=m7.stride(3), m7_s4=m7.stride(4), states55_ptr=states55, states55_s0=states55.stride(0), states55_s1=states55.stride(1), states55_s2=states55.stride(2), states55_s3=states55.stride(3), states55_s4=states55.stride(4), states55_s5=states55.stride(5), states55_s6=states55.stride(6), states55_s7=states55.stride(7), m29_ptr=m29, m29_s0=m29.stride(0), m29_s1=m29.stride(1), m29_s2=m29.stride(2), m29_s3=m29.stride(3), m29_s4=m29.stride(4), buf26_ptr=buf26, buf26_s0=buf26.stride(0), buf26_s1=buf26.stride(1), buf26_s2=buf26.stride(2), buf26_s3=buf26.stride(3), buf26_s4=buf26.stride(4), m38_ptr=m38, m38_s0=m38.stride(0), m38_s1=m38.stride(1), m38_s2=m38.stride(2), m38_s3=m38.stride(3), m38_s4=m38.stride(4), buf79_ptr=buf79, buf79_s0=buf79.stride(0), buf79_s1=buf79.stride(1), buf79_s2=buf79.stride(2), buf79_s3=buf79.stride(3), buf79_s4=buf79.stride(4), E_c1=32, E_c3=16, E_c4=2, E_n0=32, E_n1=2, E_n2=16, F_n0=_pow2(32), F_n1=_pow2(2), F_n2=_pow2(16), T_c1=T['c1'], T_c3=T['c3'], T_c4=T['c4'])
    m82 = inputs['sinks']
    m81 = m82.reshape([1, 2, 2, 1, 1])
    buf109 = torch.full([2, 2, 2, 32, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(_cdiv(2, T['c0']),)](m2_ptr=m2, m2_s0=m2.stride(0), m2_s1=m2.stride(1), m2_s2=m2.stride(2), m2_s3=m2.stride(3), m2_s4=m2.stride(4), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), m7_s2=m7.stride(2), m7_s3=m7.stride(3), m7_s4=m7.stride(4), buf26_ptr=buf26, buf26_s0=buf26.stride(0), buf26_s1=buf26.stride(1), buf26_s2=buf26.stride(2), buf26_s3=buf26.stride(3), buf26_s4=buf26.stride(4), m29_ptr=m29, m29_s0=m29.stride(0), m29_s1=m29.stride(1), m29_s2=m29.stride(2), m29_s3=m29.stride(3), m29_s4=m29.stride(4), m81_ptr=m81, m81_s0=m81.stride(0), m81_s1=m81.stride(1), m81_s2=m81.stride(2), m81_s3=m81.stride(3), m81_s4=m81.stride(4), buf109_ptr=buf109, buf109_s0=buf109.stride(0), buf109_s1=buf109.stride(1), buf109_s2=buf109.stride(2), buf109_s3=buf109.stride(3), buf109_s4=buf109.stride(4), E_c0=2, E_c1=32, E_n0=32, E_n1=2, F_n0=_pow2(32), F_n1=_pow2(2), T_c0=T['c0'], T_c1=T['c1'])
    buf115 = torch.full([2, 2, 2, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_5[(_cdiv(2, T['c0']),)](m2_ptr=m2, m2_s0=m2.stride(0), m2_s1=m2.stride(1), m2_s2=m2.stride(2), m2_s3=m2.stride(3), m2_s4=m2.stride(4), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), m7_s2=m7.stride(2), m7_s3=m7.stride(3), m7_s4=m7.stride(4), buf26_ptr=buf26, buf26_s0=buf26.stride(0), buf26_s1=buf26.stride(1), buf26_s2=buf26.stride(2), buf26_s3=buf26.stride(3), buf26_s4=buf26.stride(4), m29_ptr=m29, m29_s0=m29.stride(0), m29_s1=m29.stride(1), m29_s2=m29.stride(2), m29_s3=m29.stride(3), m29_s4=m29.stride(4), m38_ptr=m38, m38_s0=m38.stride(0), m38_s1=m38.stride(1), m38_s2=m38.stride(2), m38_s3=m38.stride(3), m38_s4=m38.stride(4), buf79_ptr=buf79, buf79_s0=buf79.stride(0), buf79_s1=buf79.stride(1), buf79_s2=buf79.stride(2), buf79_s3=buf79.stride(3), buf79_s4=buf79.stride(4), m81_ptr=m81, m81_s0=m81.stride(0), m81_s1=m81.stride(1), m81_s2=m81.stride(2), m81_s3=m81.stride(3), m81_s4=m81.stride(4), buf109_ptr=buf109, buf109_s0=buf109.stride(0), buf109_s1=buf109.stride(1), buf109_s2=buf109.stride(2), buf109_s3=buf109.stride(3), buf109_s4=buf109.stride(4), buf115_ptr=buf115, buf115_s0=buf115.stride(0), buf115_s1=buf115.stride(1), buf115_s2=buf115.stride(2), buf115_s3=buf115.stride(3), buf115_s4=buf115.stride(4), E_c0=2, E_c1=32, E_n0=32, E_n1=2, E_n2=16, F_n0=_pow2(32), F_n1=_pow2(2), F_n2=_pow2(16), T_c0=T['c0'], T_c1=T['c1'])
    m1 = buf115.reshape([2, 4, 32, 16])
    return m1


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
