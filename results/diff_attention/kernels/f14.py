"""diff_attention [small], candidate 14: 6 kernel(s)

Rendered by EqiForge from candidate 14 of diff_attention [small]: grid(q1.2@2) loop(k2.3[16]: sum) [1 mm] ; grid(q1.2@2) ; grid(v.0@0) loop(v.2[32]: sum) loop(v.2[32]: rescale) loop(v.2[32]: pair(sum, sum)) [5 mm] ; grid(q1.2@2) loop(v.2[32]: rescale) loop(v.2[32]: max) loop(v.2[32]: sum) [2 mm] ; grid(q1.2@2) ; grid(v.3@3) loop(k1.3[16]: sum) loop(v.3[32]: sum) [2 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid v.3@3[32]
    c1: loop k1.3[16]
    c2: grid q1.2@2[32]
    c3: loop k2.3[16]
    c4: loop v.3[32]
    c5: grid v.0@0[2]
    c6: loop v.2[32]

Run it on its own: `python kernels/f14.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/diff_attention.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 16, "c1": 8, "c2": 16, "c3": 8, "c4": 16, "c5": 1, "c6": 16}


@triton.jit
def kernel_0(m25_ptr, m25_s0, m25_s1, m25_s2, m25_s3, m27_ptr, m27_s0, m27_s1, m27_s2, m27_s3, buf32_ptr, buf32_s0, buf32_s1, buf32_s2, buf32_s3, E_c2, E_c3, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # writes buf32: Combine over grid q1.2@2[32]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    acc31 = tl.full([F_n0, F_n1, T_c2, F_n2], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t26 = tl.load(m25_ptr + offs_n0[:, None, None, None] * m25_s0 + offs_n1[None, :, None, None] * m25_s1 + offs_c2[None, None, :, None] * m25_s2 + offs_c3[None, None, None, :] * m25_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
        t29 = tl.load(m27_ptr + offs_n0[:, None, None, None] * m27_s0 + offs_n1[None, :, None, None] * m27_s1 + offs_c3[None, None, :, None] * m27_s2 + offs_n2[None, None, None, :] * m27_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c3 < E_c3)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
        t30 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, :], t26, 0.0), 4) * tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, :, None], t29, 0.0), 2), axis=3)
        acc31 = acc31 + t30
    tl.store(buf32_ptr + offs_n0[:, None, None, None] * buf32_s0 + offs_n1[None, :, None, None] * buf32_s1 + offs_c2[None, None, :, None] * buf32_s2 + offs_n2[None, None, None, :] * buf32_s3, acc31, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :])


@triton.jit
def kernel_1(buf32_ptr, buf32_s0, buf32_s1, buf32_s2, buf32_s3, buf35_ptr, buf35_s0, buf35_s1, buf35_s2, buf35_s3, E_c2, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c2: tl.constexpr):
    # writes buf35: Combine over grid q1.2@2[32]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t33 = tl.load(buf32_ptr + offs_n0[:, None, None, None] * buf32_s0 + offs_n1[None, :, None, None] * buf32_s1 + offs_c2[None, None, :, None] * buf32_s2 + offs_n2[None, None, None, :] * buf32_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t34 = (t33) * (0.25)
    tl.store(buf35_ptr + offs_n0[:, None, None, None] * buf35_s0 + offs_n1[None, :, None, None] * buf35_s1 + offs_c2[None, None, :, None] * buf35_s2 + offs_n2[None, None, None, :] * buf35_s3, t34, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :])


@triton.jit
def kernel_2(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, m9_ptr, m9_s0, m9_s1, m9_s2, m9_s3, m45_ptr, m45_s0, m45_s1, m45_s2, m45_s3, buf99_ptr, buf99_s0, buf99_s1, buf99_s2, buf99_s3, E_c5, E_c6, E_n1, E_n2, E_n3, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c5: tl.constexpr, T_c6: tl.constexpr):
    # writes buf99: Combine over grid v.0@0[2]
    pid = tl.program_id(0)
    i_c5 = pid % tl.cdiv(E_c5, T_c5)
    pid = pid // tl.cdiv(E_c5, T_c5)
    offs_c5 = i_c5 * T_c5 + tl.arange(0, T_c5)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n3 = tl.arange(0, F_n3)
    t52 = tl.load(m1_ptr + offs_c5[:, None, None, None] * m1_s0 + offs_n1[None, :, None, None] * m1_s1 + offs_n2[None, None, :, None] * m1_s2 + offs_n3[None, None, None, :] * m1_s3, mask=(offs_c5 < E_c5)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t58 = (t52) * (0.25)
    t59 = tl.load(m3_ptr + offs_c5[:, None, None, None] * m3_s0 + offs_n1[None, :, None, None] * m3_s1 + offs_n3[None, None, :, None] * m3_s2 + offs_n2[None, None, None, :] * m3_s3, mask=(offs_c5 < E_c5)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n3 < E_n3)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t60 = tl.sum(tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, None, :], t58, 0.0), 4) * tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, :, None], t59, 0.0), 2), axis=3)
    t61 = tl.load(m9_ptr + offs_n2[None, None, :, None] * m9_s2 + offs_n2[None, None, None, :] * m9_s3, mask=(offs_n2 < E_n2)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t62 = t60 + t61
    t63 = tl.max(tl.where((offs_n2 < E_n2)[None, None, None, :], t62, -float('inf')), axis=3, keep_dims=True)
    acc68 = tl.full([T_c5, F_n1, F_n2, F_n2], 0.0, tl.float32)
    for i_c6 in range(0, tl.cdiv(E_c6, T_c6)):
        offs_c6 = i_c6 * T_c6 + tl.arange(0, T_c6)

        t53 = tl.load(m3_ptr + offs_c5[:, None, None, None] * m3_s0 + offs_n1[None, :, None, None] * m3_s1 + offs_n3[None, None, :, None] * m3_s2 + offs_c6[None, None, None, :] * m3_s3, mask=(offs_c5 < E_c5)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n3 < E_n3)[None, None, :, None] & (offs_c6 < E_c6)[None, None, None, :], other=0).to(tl.float32)
        t54 = tl.sum(tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, None, :], t52, 0.0), 4) * tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, :, None], t53, 0.0), 2), axis=3)
        t55 = (t54) * (0.25)
        t56 = tl.load(m9_ptr + offs_n2[None, None, :, None] * m9_s2 + offs_c6[None, None, None, :] * m9_s3, mask=(offs_n2 < E_n2)[None, None, :, None] & (offs_c6 < E_c6)[None, None, None, :], other=0).to(tl.float32)
        t57 = t55 + t56
        t64 = t57 - (t63)
        t65 = tl.exp(t64)
        t66 = tl.load(m45_ptr + offs_c5[:, None, None, None] * m45_s0 + offs_n1[None, :, None, None] * m45_s1 + offs_c6[None, None, :, None] * m45_s2 + offs_n2[None, None, None, :] * m45_s3, mask=(offs_c5 < E_c5)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c6 < E_c6)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
        t67 = tl.sum(tl.expand_dims(tl.where((offs_c6 < E_c6)[None, None, None, :], t65, 0.0), 4) * tl.expand_dims(tl.where((offs_c6 < E_c6)[None, None, :, None], t66, 0.0), 2), axis=3)
        acc68 = acc68 + t67
    acc79 = tl.full([T_c5, F_n1, F_n2, 1], -float('inf'), tl.float32)
    acc80 = tl.full([T_c5, F_n1, F_n2, F_n2], 0.0, tl.float32)
    for i_c6 in range(0, tl.cdiv(E_c6, T_c6)):
        offs_c6 = i_c6 * T_c6 + tl.arange(0, T_c6)

        t69 = tl.load(m3_ptr + offs_c5[:, None, None, None] * m3_s0 + offs_n1[None, :, None, None] * m3_s1 + offs_n3[None, None, :, None] * m3_s2 + offs_c6[None, None, None, :] * m3_s3, mask=(offs_c5 < E_c5)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n3 < E_n3)[None, None, :, None] & (offs_c6 < E_c6)[None, None, None, :], other=0).to(tl.float32)
        t70 = tl.sum(tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, None, :], t52, 0.0), 4) * tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, :, None], t69, 0.0), 2), axis=3)
        t71 = (t70) * (0.25)
        t72 = tl.load(m9_ptr + offs_n2[None, None, :, None] * m9_s2 + offs_c6[None, None, None, :] * m9_s3, mask=(offs_n2 < E_n2)[None, None, :, None] & (offs_c6 < E_c6)[None, None, None, :], other=0).to(tl.float32)
        t73 = t71 + t72
        t74 = tl.max(tl.where((offs_c6 < E_c6)[None, None, None, :], t73, -float('inf')), axis=3, keep_dims=True)
        t75 = t73 - (t74)
        t76 = tl.exp(t75)
        t77 = tl.load(m45_ptr + offs_c5[:, None, None, None] * m45_s0 + offs_n1[None, :, None, None] * m45_s1 + offs_c6[None, None, :, None] * m45_s2 + offs_n2[None, None, None, :] * m45_s3, mask=(offs_c5 < E_c5)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c6 < E_c6)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
        t78 = tl.sum(tl.expand_dims(tl.where((offs_c6 < E_c6)[None, None, None, :], t76, 0.0), 4) * tl.expand_dims(tl.where((offs_c6 < E_c6)[None, None, :, None], t77, 0.0), 2), axis=3)
        m81 = tl.maximum(acc79, t74)
        r82 = tl.where(acc79 == -float("inf"), 0.0, tl.exp(acc79 - m81))
        r83 = tl.where(t74 == -float("inf"), 0.0, tl.exp(t74 - m81))
        acc80 = tl.where(acc79 == -float("inf"), 0.0, acc80 * r82) + tl.where(t74 == -float("inf"), 0.0, t78 * r83)
        acc79 = m81
    t84 = tl.exp(acc79)
    t85 = 1.0 / (t84)
    acc95 = tl.full([T_c5, F_n1, F_n2, 1], 0.0, tl.float32)
    acc96 = tl.full([T_c5, F_n1, F_n2, F_n2], 0.0, tl.float32)
    for i_c6 in range(0, tl.cdiv(E_c6, T_c6)):
        offs_c6 = i_c6 * T_c6 + tl.arange(0, T_c6)

        t86 = tl.load(m3_ptr + offs_c5[:, None, None, None] * m3_s0 + offs_n1[None, :, None, None] * m3_s1 + offs_n3[None, None, :, None] * m3_s2 + offs_c6[None, None, None, :] * m3_s3, mask=(offs_c5 < E_c5)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n3 < E_n3)[None, None, :, None] & (offs_c6 < E_c6)[None, None, None, :], other=0).to(tl.float32)
        t87 = tl.sum(tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, None, :], t52, 0.0), 4) * tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, :, None], t86, 0.0), 2), axis=3)
        t88 = (t87) * (0.25)
        t89 = tl.load(m9_ptr + offs_n2[None, None, :, None] * m9_s2 + offs_c6[None, None, None, :] * m9_s3, mask=(offs_n2 < E_n2)[None, None, :, None] & (offs_c6 < E_c6)[None, None, None, :], other=0).to(tl.float32)
        t90 = t88 + t89
        t91 = tl.exp(t90)
        t92 = tl.sum(tl.where((offs_c6 < E_c6)[None, None, None, :], t91, 0.0), axis=3, keep_dims=True)
        t93 = tl.load(m45_ptr + offs_c5[:, None, None, None] * m45_s0 + offs_n1[None, :, None, None] * m45_s1 + offs_c6[None, None, :, None] * m45_s2 + offs_n2[None, None, None, :] * m45_s3, mask=(offs_c5 < E_c5)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c6 < E_c6)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
        t94 = tl.sum(tl.expand_dims(tl.where((offs_c6 < E_c6)[None, None, None, :], t91, 0.0), 4) * tl.expand_dims(tl.where((offs_c6 < E_c6)[None, None, :, None], t93, 0.0), 2), axis=3)
        acc95 = acc95 + t92
        acc96 = acc96 + t94
    t97 = (t85) * (acc95)
    t98 = (acc68) / (t97)
    tl.store(buf99_ptr + offs_c5[:, None, None, None] * buf99_s0 + offs_n1[None, :, None, None] * buf99_s1 + offs_n2[None, None, :, None] * buf99_s2 + offs_n2[None, None, None, :] * buf99_s3, t98, mask=(offs_c5 < E_c5)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :])


@triton.jit
def kernel_3(m25_ptr, m25_s0, m25_s1, m25_s2, m25_s3, m27_ptr, m27_s0, m27_s1, m27_s2, m27_s3, m9_ptr, m9_s0, m9_s1, m9_s2, m9_s3, m45_ptr, m45_s0, m45_s1, m45_s2, m45_s3, buf135_ptr, buf135_s0, buf135_s1, buf135_s2, buf135_s3, E_c2, E_c6, E_n0, E_n1, E_n2, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c2: tl.constexpr, T_c6: tl.constexpr):
    # writes buf135: Combine over grid q1.2@2[32]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n3 = tl.arange(0, F_n3)
    offs_n2 = tl.arange(0, F_n2)
    t101 = tl.load(m25_ptr + offs_n0[:, None, None, None] * m25_s0 + offs_n1[None, :, None, None] * m25_s1 + offs_c2[None, None, :, None] * m25_s2 + offs_n3[None, None, None, :] * m25_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t102 = (t101) * (0.25)
    acc112 = tl.full([F_n0, F_n1, T_c2, 1], -float('inf'), tl.float32)
    acc113 = tl.full([F_n0, F_n1, T_c2, F_n2], 0.0, tl.float32)
    for i_c6 in range(0, tl.cdiv(E_c6, T_c6)):
        offs_c6 = i_c6 * T_c6 + tl.arange(0, T_c6)

        t103 = tl.load(m27_ptr + offs_n0[:, None, None, None] * m27_s0 + offs_n1[None, :, None, None] * m27_s1 + offs_n3[None, None, :, None] * m27_s2 + offs_c6[None, None, None, :] * m27_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n3 < E_n3)[None, None, :, None] & (offs_c6 < E_c6)[None, None, None, :], other=0).to(tl.float32)
        t104 = tl.sum(tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, None, :], t102, 0.0), 4) * tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, :, None], t103, 0.0), 2), axis=3)
        t105 = tl.load(m9_ptr + offs_c2[None, None, :, None] * m9_s2 + offs_c6[None, None, None, :] * m9_s3, mask=(offs_c2 < E_c2)[None, None, :, None] & (offs_c6 < E_c6)[None, None, None, :], other=0).to(tl.float32)
        t106 = t104 + t105
        t107 = tl.max(tl.where((offs_c6 < E_c6)[None, None, None, :], t106, -float('inf')), axis=3, keep_dims=True)
        t108 = t106 - (t107)
        t109 = tl.exp(t108)
        t110 = tl.load(m45_ptr + offs_n0[:, None, None, None] * m45_s0 + offs_n1[None, :, None, None] * m45_s1 + offs_c6[None, None, :, None] * m45_s2 + offs_n2[None, None, None, :] * m45_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c6 < E_c6)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
        t111 = tl.sum(tl.expand_dims(tl.where((offs_c6 < E_c6)[None, None, None, :], t109, 0.0), 4) * tl.expand_dims(tl.where((offs_c6 < E_c6)[None, None, :, None], t110, 0.0), 2), axis=3)
        m114 = tl.maximum(acc112, t107)
        r115 = tl.where(acc112 == -float("inf"), 0.0, tl.exp(acc112 - m114))
        r116 = tl.where(t107 == -float("inf"), 0.0, tl.exp(t107 - m114))
        acc113 = tl.where(acc112 == -float("inf"), 0.0, acc113 * r115) + tl.where(t107 == -float("inf"), 0.0, t111 * r116)
        acc112 = m114
    acc122 = tl.full([F_n0, F_n1, T_c2, 1], -float('inf'), tl.float32)
    for i_c6 in range(0, tl.cdiv(E_c6, T_c6)):
        offs_c6 = i_c6 * T_c6 + tl.arange(0, T_c6)

        t117 = tl.load(m27_ptr + offs_n0[:, None, None, None] * m27_s0 + offs_n1[None, :, None, None] * m27_s1 + offs_n3[None, None, :, None] * m27_s2 + offs_c6[None, None, None, :] * m27_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n3 < E_n3)[None, None, :, None] & (offs_c6 < E_c6)[None, None, None, :], other=0).to(tl.float32)
        t118 = tl.sum(tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, None, :], t102, 0.0), 4) * tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, :, None], t117, 0.0), 2), axis=3)
        t119 = tl.load(m9_ptr + offs_c2[None, None, :, None] * m9_s2 + offs_c6[None, None, None, :] * m9_s3, mask=(offs_c2 < E_c2)[None, None, :, None] & (offs_c6 < E_c6)[None, None, None, :], other=0).to(tl.float32)
        t120 = t118 + t119
        t121 = tl.max(tl.where((offs_c6 < E_c6)[None, None, None, :], t120, -float('inf')), axis=3, keep_dims=True)
        acc122 = tl.maximum(acc122, t121)
    t123 = tl.exp(acc122)
    t124 = 1.0 / (t123)
    acc131 = tl.full([F_n0, F_n1, T_c2, 1], 0.0, tl.float32)
    for i_c6 in range(0, tl.cdiv(E_c6, T_c6)):
        offs_c6 = i_c6 * T_c6 + tl.arange(0, T_c6)

        t125 = tl.load(m27_ptr + offs_n0[:, None, None, None] * m27_s0 + offs_n1[None, :, None, None] * m27_s1 + offs_n3[None, None, :, None] * m27_s2 + offs_c6[None, None, None, :] * m27_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n3 < E_n3)[None, None, :, None] & (offs_c6 < E_c6)[None, None, None, :], other=0).to(tl.float32)
        t126 = tl.sum(tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, None, :], t102, 0.0), 4) * tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, :, None], t125, 0.0), 2), axis=3)
        t127 = tl.load(m9_ptr + offs_c2[None, None, :, None] * m9_s2 + offs_c6[None, None, None, :] * m9_s3, mask=(offs_c2 < E_c2)[None, None, :, None] & (offs_c6 < E_c6)[None, None, None, :], other=0).to(tl.float32)
        t128 = t126 + t127
        t129 = tl.exp(t128)
        t130 = tl.sum(tl.where((offs_c6 < E_c6)[None, None, None, :], t129, 0.0), axis=3, keep_dims=True)
        acc131 = acc131 + t130
    t132 = (t124) * (acc131)
    t133 = (acc113) / (t132)
    t134 = (t133) * (0.8375055882312481)
    tl.store(buf135_ptr + offs_n0[:, None, None, None] * buf135_s0 + offs_n1[None, :, None, None] * buf135_s1 + offs_c2[None, None, :, None] * buf135_s2 + offs_n2[None, None, None, :] * buf135_s3, t134, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :])


@triton.jit
def kernel_4(buf99_ptr, buf99_s0, buf99_s1, buf99_s2, buf99_s3, buf135_ptr, buf135_s0, buf135_s1, buf135_s2, buf135_s3, buf138_ptr, buf138_s0, buf138_s1, buf138_s2, buf138_s3, E_c2, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c2: tl.constexpr):
    # writes buf138: Combine over grid q1.2@2[32]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t100 = tl.load(buf99_ptr + offs_n0[:, None, None, None] * buf99_s0 + offs_n1[None, :, None, None] * buf99_s1 + offs_c2[None, None, :, None] * buf99_s2 + offs_n2[None, None, None, :] * buf99_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t136 = tl.load(buf135_ptr + offs_n0[:, None, None, None] * buf135_s0 + offs_n1[None, :, None, None] * buf135_s1 + offs_c2[None, None, :, None] * buf135_s2 + offs_n2[None, None, None, :] * buf135_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t137 = t100 - (t136)
    tl.store(buf138_ptr + offs_n0[:, None, None, None] * buf138_s0 + offs_n1[None, :, None, None] * buf138_s1 + offs_c2[None, None, :, None] * buf138_s2 + offs_n2[None, None, None, :] * buf138_s3, t137, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :])


@triton.jit
def kernel_5(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, m9_ptr, m9_s0, m9_s1, m9_s2, m9_s3, buf35_ptr, buf35_s0, buf35_s1, buf35_s2, buf35_s3, m45_ptr, m45_s0, m45_s1, m45_s2, m45_s3, m48_ptr, m48_s0, m48_s1, m48_s2, m48_s3, buf138_ptr, buf138_s0, buf138_s1, buf138_s2, buf138_s3, buf147_ptr, buf147_s0, buf147_s1, buf147_s2, buf147_s3, E_c0, E_c1, E_c4, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c4: tl.constexpr):
    # writes buf147: Combine over grid v.3@3[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    acc7 = tl.full([F_n0, F_n1, F_n2, F_n2], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t2 = tl.load(m1_ptr + offs_n0[:, None, None, None] * m1_s0 + offs_n1[None, :, None, None] * m1_s1 + offs_n2[None, None, :, None] * m1_s2 + offs_c1[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
        t5 = tl.load(m3_ptr + offs_n0[:, None, None, None] * m3_s0 + offs_n1[None, :, None, None] * m3_s1 + offs_c1[None, None, :, None] * m3_s2 + offs_n2[None, None, None, :] * m3_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
        t6 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, :], t2, 0.0), 4) * tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, :, None], t5, 0.0), 2), axis=3)
        acc7 = acc7 + t6
    t8 = (acc7) * (0.25)
    t18 = tl.load(m9_ptr + offs_n2[None, None, :, None] * m9_s2 + offs_n2[None, None, None, :] * m9_s3, mask=(offs_n2 < E_n2)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t19 = t8 + t18
    t20 = tl.max(tl.where((offs_n2 < E_n2)[None, None, None, :], t19, -float('inf')), axis=3, keep_dims=True)
    t21 = t19 - (t20)
    t22 = tl.exp(t21)
    t23 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t22, 0.0), axis=3, keep_dims=True)
    t24 = (t22) / (t23)
    t36 = tl.load(buf35_ptr + offs_n0[:, None, None, None] * buf35_s0 + offs_n1[None, :, None, None] * buf35_s1 + offs_n2[None, None, :, None] * buf35_s2 + offs_n2[None, None, None, :] * buf35_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t37 = t36 + t18
    t38 = tl.max(tl.where((offs_n2 < E_n2)[None, None, None, :], t37, -float('inf')), axis=3, keep_dims=True)
    t39 = t37 - (t38)
    t40 = tl.exp(t39)
    t41 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t40, 0.0), axis=3, keep_dims=True)
    t42 = (t40) / (t41)
    t43 = (t42) * (0.8375055882312481)
    t44 = t24 - (t43)
    t46 = tl.load(m45_ptr + offs_n0[:, None, None, None] * m45_s0 + offs_n1[None, :, None, None] * m45_s1 + offs_n2[None, None, :, None] * m45_s2 + offs_c0[None, None, None, :] * m45_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_c0 < E_c0)[None, None, None, :], other=0).to(tl.float32)
    t47 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t44, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t46, 0.0), 2), axis=3)
    t50 = tl.load(m48_ptr + offs_c0[None, None, None, :] * m48_s3, mask=(offs_c0 < E_c0)[None, None, None, :], other=0).to(tl.float32)
    t51 = (t47) * (t50)
    acc142 = tl.full([F_n0, F_n1, F_n2, 1], 0.0, tl.float32)
    for i_c4 in range(0, tl.cdiv(E_c4, T_c4)):
        offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)

        t139 = tl.load(buf138_ptr + offs_n0[:, None, None, None] * buf138_s0 + offs_n1[None, :, None, None] * buf138_s1 + offs_n2[None, None, :, None] * buf138_s2 + offs_c4[None, None, None, :] * buf138_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_c4 < E_c4)[None, None, None, :], other=0).to(tl.float32)
        t140 = (t139) * (t139)
        t141 = tl.sum(tl.where((offs_c4 < E_c4)[None, None, None, :], t140, 0.0), axis=3, keep_dims=True)
        acc142 = acc142 + t141
    t143 = acc142 + 0.00032
    t144 = tl.rsqrt(t143)
    t145 = (t51) * (t144)
    t146 = (t145) * (1.2241106391612262)
    tl.store(buf147_ptr + offs_n0[:, None, None, None] * buf147_s0 + offs_n1[None, :, None, None] * buf147_s1 + offs_n2[None, None, :, None] * buf147_s2 + offs_c0[None, None, None, :] * buf147_s3, t146, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_c0 < E_c0)[None, None, None, :])


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
    m1 = inputs['q1']
    m4 = inputs['k1']
    m3 = m4.permute([0, 1, 3, 2])
    m13 = _iota([32, 32], 1, device)
    m14 = _iota([32, 32], 0, device)
    m12 = _BINARY["Sub"](m13, m14)
    m15 = torch.tensor(1.0, dtype=torch.float32, device=device)
    m11 = _BINARY["Ge"](m12, m15)
    m16 = torch.full([32, 32], -float("inf"), dtype=torch.float32, device=device)
    m17 = torch.full([32, 32], 0.0, dtype=torch.float32, device=device)
    m10 = torch.where(m11, m16, m17)
    m9 = m10.reshape([1, 1, 32, 32])
    m25 = inputs['q2']
    m28 = inputs['k2']
    m27 = m28.permute([0, 1, 3, 2])
    buf32 = torch.full([2, 4, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(32, T['c2']),)](m25_ptr=m25, m25_s0=m25.stride(0), m25_s1=m25.stride(1), m25_s2=m25.stride(2), m25_s3=m25.stride(3), m27_ptr=m27, m27_s0=m27.stride(0), m27_s1=m27.stride(1), m27_s2=m27.stride(2), m27_s3=m27.stride(3), buf32_ptr=buf32, buf32_s0=buf32.stride(0), buf32_s1=buf32.stride(1), buf32_s2=buf32.stride(2), buf32_s3=buf32.stride(3), E_c2=32, E_c3=16, E_n0=2, E_n1=4, E_n2=32, F_n0=_pow2(2), F_n1=_pow2(4), F_n2=_pow2(32), T_c2=T['c2'], T_c3=T['c3'])
    buf35 = torch.full([2, 4, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(32, T['c2']),)](buf32_ptr=buf32, buf32_s0=buf32.stride(0), buf32_s1=buf32.stride(1), buf32_s2=buf32.stride(2), buf32_s3=buf32.stride(3), buf35_ptr=buf35, buf35_s0=buf35.stride(0), buf35_s1=buf35.stride(1), buf35_s2=buf35.stride(2), buf35_s3=buf35.stride(3), E_c2=32, E_n0=2, E_n1=4, E_n2=32, F_n0=_pow2(2), F_n1=_pow2(4), F_n2=_pow2(32), T_c2=T['c2'])
    m45 = inputs['v']
    m49 = inputs['w_subln']
    m48 = m49.reshape([1, 1, 1, 32])
    buf99 = torch.full([2, 4, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(2, T['c5']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), m9_ptr=m9, m9_s0=m9.stride(0), m9_s1=m9.stride(1), m9_s2=m9.stride(2), m9_s3=m9.stride(3), m45_ptr=m45, m45_s0=m45.stride(0), m45_s1=m45.stride(1), m45_s2=m45.stride(2), m45_s3=m45.stride(3), buf99_ptr=buf99, buf99_s0=buf99.stride(0), buf99_s1=buf99.stride(1), buf99_s2=buf99.stride(2), buf99_s3=buf99.stride(3), E_c5=2, E_c6=32, E_n1=4, E_n2=32, E_n3=16, F_n1=_pow2(4), F_n2=_pow2(32), F_n3=_pow2(16), T_c5=T['c5'], T_c6=T['c6'])
    buf135 = torch.full([2, 4, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(32, T['c2']),)](m25_ptr=m25, m25_s0=m25.stride(0), m25_s1=m25.stride(1), m25_s2=m25.stride(2), m25_s3=m25.stride(3), m27_ptr=m27, m27_s0=m27.stride(0), m27_s1=m27.stride(1), m27_s2=m27.stride(2), m27_s3=m27.stride(3), m9_ptr=m9, m9_s0=m9.stride(0), m9_s1=m9.stride(1), m9_s2=m9.stride(2), m9_s3=m9.stride(3), m45_ptr=m45, m45_s0=m45.stride(0), m45_s1=m45.stride(1), m45_s2=m45.stride(2), m45_s3=m45.stride(3), buf135_ptr=buf135, buf135_s0=buf135.stride(0), buf135_s1=buf135.stride(1), buf135_s2=buf135.stride(2), buf135_s3=buf135.stride(3), E_c2=32, E_c6=32, E_n0=2, E_n1=4, E_n2=32, E_n3=16, F_n0=_pow2(2), F_n1=_pow2(4), F_n2=_pow2(32), F_n3=_pow2(16), T_c2=T['c2'], T_c6=T['c6'])
    buf138 = torch.full([2, 4, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(_cdiv(32, T['c2']),)](buf99_ptr=buf99, buf99_s0=buf99.stride(0), buf99_s1=buf99.stride(1), buf99_s2=buf99.stride(2), buf99_s3=buf99.stride(3), buf135_ptr=buf135, buf135_s0=buf135.stride(0), buf135_s1=buf135.stride(1), buf135_s2=buf135.stride(2), buf135_s3=buf135.stride(3), buf138_ptr=buf138, buf138_s0=buf138.stride(0), buf138_s1=buf138.stride(1), buf138_s2=buf138.stride(2), buf138_s3=buf138.stride(3), E_c2=32, E_n0=2, E_n1=4, E_n2=32, F_n0=_pow2(2), F_n1=_pow2(4), F_n2=_pow2(32), T_c2=T['c2'])
    buf147 = torch.full([2, 4, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_5[(_cdiv(32, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), m9_ptr=m9, m9_s0=m9.stride(0), m9_s1=m9.stride(1), m9_s2=m9.stride(2), m9_s3=m9.stride(3), buf35_ptr=buf35, buf35_s0=buf35.stride(0), buf35_s1=buf35.stride(1), buf35_s2=buf35.stride(2), buf35_s3=buf35.stride(3), m45_ptr=m45, m45_s0=m45.stride(0), m45_s1=m45.stride(1), m45_s2=m45.stride(2), m45_s3=m45.stride(3), m48_ptr=m48, m48_s0=m48.stride(0), m48_s1=m48.stride(1), m48_s2=m48.stride(2), m48_s3=m48.stride(3), buf138_ptr=buf138, buf138_s0=buf138.stride(0), buf138_s1=buf138.stride(1), buf138_s2=buf138.stride(2), buf138_s3=buf138.stride(3), buf147_ptr=buf147, buf147_s0=buf147.stride(0), buf147_s1=buf147.stride(1), buf147_s2=buf147.stride(2), buf147_s3=buf147.stride(3), E_c0=32, E_c1=16, E_c4=32, E_n0=2, E_n1=4, E_n2=32, F_n0=_pow2(2), F_n1=_pow2(4), F_n2=_pow2(32), T_c0=T['c0'], T_c1=T['c1'], T_c4=T['c4'])
    return buf147


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
