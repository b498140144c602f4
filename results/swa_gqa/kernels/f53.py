"""swa_gqa [small], candidate 53: 9 kernel(s)

Rendered by EqiForge from candidate 53 of swa_gqa [small]: grid(k.2@2) loop(k.3[16]: sum) [1 mm] ; grid(k.2@2) ; grid() loop(k.2[32]: rescale) ; grid(q.1@1) loop(k.2[32]: max) [1 mm] ; grid(q.1@1) loop(k.2[32]: max) ; grid(q.1@1) ; grid(q.1@1) ; grid() loop(k.2[32]: pair(sum, sum)) {loop(k.3[16]: sum)} ; grid(k.0@0)
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid k.0@0[2]
    c1: loop k.2[32]
    c2: grid k.2@2[32]
    c3: loop k.3[16]
    c4: grid q.1@1[4]

Run it on its own: `python kernels/f53.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/swa_gqa.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 1, "c1": 16, "c2": 16, "c3": 8, "c4": 2}


@triton.jit
def kernel_0(m12_ptr, m12_s0, m12_s1, m12_s2, m12_s3, m14_ptr, m14_s0, m14_s1, m14_s2, m14_s3, buf22_ptr, buf22_s0, buf22_s1, buf22_s2, buf22_s3, E_c2, E_c3, E_n0, E_n1, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n3: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # writes buf22: Combine over grid k.2@2[32]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n3 = tl.arange(0, F_n3)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    acc21 = tl.full([F_n3, F_n0, T_c2, F_n1], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t13 = tl.load(m12_ptr + offs_n3[:, None, None, None] * m12_s0 + offs_n0[None, :, None, None] * m12_s1 + offs_c2[None, None, :, None] * m12_s2 + offs_c3[None, None, None, :] * m12_s3, mask=(offs_n3 < E_n3)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
        t19 = tl.load(m14_ptr + offs_n3[:, None, None, None] * m14_s0 + offs_n0[None, :, None, None] * m14_s1 + offs_c3[None, None, :, None] * m14_s2 + offs_n1[None, None, None, :] * m14_s3, mask=(offs_n3 < E_n3)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_c3 < E_c3)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
        t20 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, :], t13, 0.0), 4) * tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, :, None], t19, 0.0), 2), axis=3)
        acc21 = acc21 + t20
    tl.store(buf22_ptr + offs_n3[:, None, None, None] * buf22_s0 + offs_n0[None, :, None, None] * buf22_s1 + offs_c2[None, None, :, None] * buf22_s2 + offs_n1[None, None, None, :] * buf22_s3, acc21, mask=(offs_n3 < E_n3)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :])


@triton.jit
def kernel_1(buf22_ptr, buf22_s0, buf22_s1, buf22_s2, buf22_s3, buf25_ptr, buf25_s0, buf25_s1, buf25_s2, buf25_s3, E_c2, E_n0, E_n1, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n3: tl.constexpr, T_c2: tl.constexpr):
    # writes buf25: Combine over grid k.2@2[32]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n3 = tl.arange(0, F_n3)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t23 = tl.load(buf22_ptr + offs_n3[:, None, None, None] * buf22_s0 + offs_n0[None, :, None, None] * buf22_s1 + offs_c2[None, None, :, None] * buf22_s2 + offs_n1[None, None, None, :] * buf22_s3, mask=(offs_n3 < E_n3)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t24 = (t23) * (0.25)
    tl.store(buf25_ptr + offs_n3[:, None, None, None] * buf25_s0 + offs_n0[None, :, None, None] * buf25_s1 + offs_c2[None, None, :, None] * buf25_s2 + offs_n1[None, None, None, :] * buf25_s3, t24, mask=(offs_n3 < E_n3)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :])


@triton.jit
def kernel_2(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m9_ptr, m9_s0, m9_s1, m9_s2, m9_s3, buf25_ptr, buf25_s0, buf25_s1, buf25_s2, buf25_s3, m36_ptr, m36_s0, m36_s1, m36_s2, m36_s3, buf61_ptr, buf61_s0, buf61_s1, buf61_s2, buf61_s3, buf62_ptr, buf62_s0, buf62_s1, buf62_s2, buf62_s3, E_c1, E_n0, E_n1, E_n2, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c1: tl.constexpr):
    # writes buf61, buf62: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n3 = tl.arange(0, F_n3)
    offs_n0 = tl.arange(0, F_n0)
    offs_n2 = tl.arange(0, F_n2)
    acc56 = tl.full([F_n3, F_n0, F_n1, 1], -float('inf'), tl.float32)
    acc57 = tl.full([F_n3, F_n0, F_n1, F_n2], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t42 = tl.load(m1_ptr + offs_n1[None, None, :, None] * m1_s2 + offs_c1[None, None, None, :] * m1_s3, mask=(offs_n1 < E_n1)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0)
        t43 = tl.load(m9_ptr + offs_n1[None, None, :, None] * m9_s2 + offs_c1[None, None, None, :] * m9_s3, mask=(offs_n1 < E_n1)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0)
        t44 = tl.load(buf25_ptr + offs_n3[:, None, None, None] * buf25_s0 + offs_n0[None, :, None, None] * buf25_s1 + offs_n1[None, None, :, None] * buf25_s2 + offs_c1[None, None, None, :] * buf25_s3, mask=(offs_n3 < E_n3)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
        t45 = tl.where(t43, -float("inf"), t44)
        t46 = tl.where(t42, -float("inf"), t45)
        t47 = tl.max(tl.where((offs_c1 < E_c1)[None, None, None, :], t46, -float('inf')), axis=3, keep_dims=True)
        t48 = -float("inf") - (t47)
        t49 = tl.exp(t48)
        t50 = t44 - (t47)
        t51 = tl.exp(t50)
        t52 = tl.where(t43, t49, t51)
        t53 = tl.where(t42, t49, t52)
        t54 = tl.load(m36_ptr + offs_n3[:, None, None, None] * m36_s0 + offs_n0[None, :, None, None] * m36_s1 + offs_c1[None, None, :, None] * m36_s2 + offs_n2[None, None, None, :] * m36_s3, mask=(offs_n3 < E_n3)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
        t55 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, :], t53, 0.0), 4) * tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, :, None], t54, 0.0), 2), axis=3)
        m58 = tl.maximum(acc56, t47)
        r59 = tl.where(acc56 == -float("inf"), 0.0, tl.exp(acc56 - m58))
        r60 = tl.where(t47 == -float("inf"), 0.0, tl.exp(t47 - m58))
        acc57 = tl.where(acc56 == -float("inf"), 0.0, acc57 * r59) + tl.where(t47 == -float("inf"), 0.0, t55 * r60)
        acc56 = m58
    tl.store(buf61_ptr + offs_n3[:, None, None, None] * buf61_s0 + offs_n0[None, :, None, None] * buf61_s1 + offs_n1[None, None, :, None] * buf61_s2, acc56, mask=(offs_n3 < E_n3)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None])
    tl.store(buf62_ptr + offs_n3[:, None, None, None] * buf62_s0 + offs_n0[None, :, None, None] * buf62_s1 + offs_n1[None, None, :, None] * buf62_s2 + offs_n2[None, None, None, :] * buf62_s3, acc57, mask=(offs_n3 < E_n3)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :])


@triton.jit
def kernel_3(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m9_ptr, m9_s0, m9_s1, m9_s2, m9_s3, m12_ptr, m12_s0, m12_s1, m12_s2, m12_s3, m14_ptr, m14_s0, m14_s1, m14_s2, m14_s3, buf81_ptr, buf81_s0, buf81_s1, buf81_s2, buf81_s3, E_c1, E_c4, E_n1, E_n2, E_n3, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c1: tl.constexpr, T_c4: tl.constexpr):
    # writes buf81: Combine over grid q.1@1[4]
    pid = tl.program_id(0)
    i_c4 = pid % tl.cdiv(E_c4, T_c4)
    pid = pid // tl.cdiv(E_c4, T_c4)
    offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n3 = tl.arange(0, F_n3)
    offs_n2 = tl.arange(0, F_n2)
    t74 = tl.load(m12_ptr + offs_n3[:, None, None, None] * m12_s0 + offs_c4[None, :, None, None] * m12_s1 + offs_n1[None, None, :, None] * m12_s2 + offs_n2[None, None, None, :] * m12_s3, mask=(offs_n3 < E_n3)[:, None, None, None] & (offs_c4 < E_c4)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    acc80 = tl.full([F_n3, T_c4, F_n1, 1], -float('inf'), tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t72 = tl.load(m1_ptr + offs_n1[None, None, :, None] * m1_s2 + offs_c1[None, None, None, :] * m1_s3, mask=(offs_n1 < E_n1)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0)
        t73 = tl.load(m9_ptr + offs_n1[None, None, :, None] * m9_s2 + offs_c1[None, None, None, :] * m9_s3, mask=(offs_n1 < E_n1)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0)
        t75 = tl.load(m14_ptr + offs_n3[:, None, None, None] * m14_s0 + offs_c4[None, :, None, None] * m14_s1 + offs_n2[None, None, :, None] * m14_s2 + offs_c1[None, None, None, :] * m14_s3, mask=(offs_n3 < E_n3)[:, None, None, None] & (offs_c4 < E_c4)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
        t76 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t74, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t75, 0.0), 2), axis=3)
        t77 = tl.where(t73, -float("inf"), t76)
        t78 = tl.where(t72, -float("inf"), t77)
        t79 = tl.max(tl.where((offs_c1 < E_c1)[None, None, None, :], t78, -float('inf')), axis=3, keep_dims=True)
        acc80 = tl.maximum(acc80, t79)
    tl.store(buf81_ptr + offs_n3[:, None, None, None] * buf81_s0 + offs_c4[None, :, None, None] * buf81_s1 + offs_n1[None, None, :, None] * buf81_s2, acc80, mask=(offs_n3 < E_n3)[:, None, None, None] & (offs_c4 < E_c4)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None])


@triton.jit
def kernel_4(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m9_ptr, m9_s0, m9_s1, m9_s2, m9_s3, buf25_ptr, buf25_s0, buf25_s1, buf25_s2, buf25_s3, buf95_ptr, buf95_s0, buf95_s1, buf95_s2, buf95_s3, E_c1, E_c4, E_n1, E_n3, F_n1: tl.constexpr, F_n3: tl.constexpr, T_c1: tl.constexpr, T_c4: tl.constexpr):
    # writes buf95: Combine over grid q.1@1[4]
    pid = tl.program_id(0)
    i_c4 = pid % tl.cdiv(E_c4, T_c4)
    pid = pid // tl.cdiv(E_c4, T_c4)
    offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n3 = tl.arange(0, F_n3)
    acc94 = tl.full([F_n3, T_c4, F_n1, 1], -float('inf'), tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t88 = tl.load(m1_ptr + offs_n1[None, None, :, None] * m1_s2 + offs_c1[None, None, None, :] * m1_s3, mask=(offs_n1 < E_n1)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0)
        t89 = tl.load(m9_ptr + offs_n1[None, None, :, None] * m9_s2 + offs_c1[None, None, None, :] * m9_s3, mask=(offs_n1 < E_n1)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0)
        t90 = tl.load(buf25_ptr + offs_n3[:, None, None, None] * buf25_s0 + offs_c4[None, :, None, None] * buf25_s1 + offs_n1[None, None, :, None] * buf25_s2 + offs_c1[None, None, None, :] * buf25_s3, mask=(offs_n3 < E_n3)[:, None, None, None] & (offs_c4 < E_c4)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
        t91 = tl.where(t89, -float("inf"), t90)
        t92 = tl.where(t88, -float("inf"), t91)
        t93 = tl.max(tl.where((offs_c1 < E_c1)[None, None, None, :], t92, -float('inf')), axis=3, keep_dims=True)
        acc94 = tl.maximum(acc94, t93)
    tl.store(buf95_ptr + offs_n3[:, None, None, None] * buf95_s0 + offs_c4[None, :, None, None] * buf95_s1 + offs_n1[None, None, :, None] * buf95_s2, acc94, mask=(offs_n3 < E_n3)[:, None, None, None] & (offs_c4 < E_c4)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None])


@triton.jit
def kernel_5(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m9_ptr, m9_s0, m9_s1, m9_s2, m9_s3, buf25_ptr, buf25_s0, buf25_s1, buf25_s2, buf25_s3, buf106_ptr, buf106_s0, buf106_s1, buf106_s2, buf106_s3, E_c4, E_n1, E_n3, F_n1: tl.constexpr, F_n3: tl.constexpr, T_c4: tl.constexpr):
    # writes buf106: Combine over grid q.1@1[4]
    pid = tl.program_id(0)
    i_c4 = pid % tl.cdiv(E_c4, T_c4)
    pid = pid // tl.cdiv(E_c4, T_c4)
    offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n3 = tl.arange(0, F_n3)
    t99 = tl.load(m1_ptr + offs_n1[None, None, :, None] * m1_s2 + offs_n1[None, None, None, :] * m1_s3, mask=(offs_n1 < E_n1)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0)
    t100 = tl.load(m9_ptr + offs_n1[None, None, :, None] * m9_s2 + offs_n1[None, None, None, :] * m9_s3, mask=(offs_n1 < E_n1)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0)
    t101 = tl.load(buf25_ptr + offs_n3[:, None, None, None] * buf25_s0 + offs_c4[None, :, None, None] * buf25_s1 + offs_n1[None, None, :, None] * buf25_s2 + offs_n1[None, None, None, :] * buf25_s3, mask=(offs_n3 < E_n3)[:, None, None, None] & (offs_c4 < E_c4)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t102 = tl.where(t100, -float("inf"), t101)
    t103 = tl.where(t99, -float("inf"), t102)
    t104 = tl.exp(t103)
    t105 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t104, 0.0), axis=3, keep_dims=True)
    tl.store(buf106_ptr + offs_n3[:, None, None, None] * buf106_s0 + offs_c4[None, :, None, None] * buf106_s1 + offs_n1[None, None, :, None] * buf106_s2, t105, mask=(offs_n3 < E_n3)[:, None, None, None] & (offs_c4 < E_c4)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None])


@triton.jit
def kernel_6(buf95_ptr, buf95_s0, buf95_s1, buf95_s2, buf95_s3, buf106_ptr, buf106_s0, buf106_s1, buf106_s2, buf106_s3, buf109_ptr, buf109_s0, buf109_s1, buf109_s2, buf109_s3, E_c4, E_n1, E_n3, F_n1: tl.constexpr, F_n3: tl.constexpr, T_c4: tl.constexpr):
    # writes buf109: Combine over grid q.1@1[4]
    pid = tl.program_id(0)
    i_c4 = pid % tl.cdiv(E_c4, T_c4)
    pid = pid // tl.cdiv(E_c4, T_c4)
    offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)
    offs_one = tl.arange(0, 1)
    offs_n3 = tl.arange(0, F_n3)
    offs_n1 = tl.arange(0, F_n1)
    t96 = tl.load(buf95_ptr + offs_n3[:, None, None, None] * buf95_s0 + offs_c4[None, :, None, None] * buf95_s1 + offs_n1[None, None, :, None] * buf95_s2, mask=(offs_n3 < E_n3)[:, None, None, None] & (offs_c4 < E_c4)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None], other=0).to(tl.float32)
    t97 = tl.exp(t96)
    t98 = 1.0 / (t97)
    t107 = tl.load(buf106_ptr + offs_n3[:, None, None, None] * buf106_s0 + offs_c4[None, :, None, None] * buf106_s1 + offs_n1[None, None, :, None] * buf106_s2, mask=(offs_n3 < E_n3)[:, None, None, None] & (offs_c4 < E_c4)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None], other=0).to(tl.float32)
    t108 = (t98) * (t107)
    tl.store(buf109_ptr + offs_n3[:, None, None, None] * buf109_s0 + offs_c4[None, :, None, None] * buf109_s1 + offs_n1[None, None, :, None] * buf109_s2, t108, mask=(offs_n3 < E_n3)[:, None, None, None] & (offs_c4 < E_c4)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None])


@triton.jit
def kernel_7(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m9_ptr, m9_s0, m9_s1, m9_s2, m9_s3, buf25_ptr, buf25_s0, buf25_s1, buf25_s2, buf25_s3, m36_ptr, m36_s0, m36_s1, m36_s2, m36_s3, buf61_ptr, buf61_s0, buf61_s1, buf61_s2, buf61_s3, m12_ptr, m12_s0, m12_s1, m12_s2, m12_s3, m14_ptr, m14_s0, m14_s1, m14_s2, m14_s3, buf81_ptr, buf81_s0, buf81_s1, buf81_s2, buf81_s3, buf109_ptr, buf109_s0, buf109_s1, buf109_s2, buf109_s3, buf115_ptr, buf115_s0, buf115_s1, buf115_s2, buf115_s3, buf116_ptr, buf116_s0, buf116_s1, buf116_s2, buf116_s3, E_c1, E_c3, E_n0, E_n1, E_n2, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c1: tl.constexpr, T_c3: tl.constexpr):
    # writes buf115, buf116: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n3 = tl.arange(0, F_n3)
    offs_n0 = tl.arange(0, F_n0)
    offs_n2 = tl.arange(0, F_n2)
    t63 = tl.load(buf61_ptr + offs_n3[:, None, None, None] * buf61_s0 + offs_n0[None, :, None, None] * buf61_s1 + offs_n1[None, None, :, None] * buf61_s2, mask=(offs_n3 < E_n3)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None], other=0).to(tl.float32)
    t67 = -float("inf") - (t63)
    t82 = tl.load(buf81_ptr + offs_n3[:, None, None, None] * buf81_s0 + offs_n0[None, :, None, None] * buf81_s1 + offs_n1[None, None, :, None] * buf81_s2, mask=(offs_n3 < E_n3)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None], other=0).to(tl.float32)
    t110 = tl.load(buf109_ptr + offs_n3[:, None, None, None] * buf109_s0 + offs_n0[None, :, None, None] * buf109_s1 + offs_n1[None, None, :, None] * buf109_s2, mask=(offs_n3 < E_n3)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None], other=0).to(tl.float32)
    acc113 = tl.full([F_n3, F_n0, F_n1, F_n2], 0.0, tl.float32)
    acc114 = tl.full([F_n3, F_n0, F_n1, F_n2], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t8 = tl.load(m1_ptr + offs_n1[None, None, :, None] * m1_s2 + offs_c1[None, None, None, :] * m1_s3, mask=(offs_n1 < E_n1)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0)
        t11 = tl.load(m9_ptr + offs_n1[None, None, :, None] * m9_s2 + offs_c1[None, None, None, :] * m9_s3, mask=(offs_n1 < E_n1)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0)
        t26 = tl.load(buf25_ptr + offs_n3[:, None, None, None] * buf25_s0 + offs_n0[None, :, None, None] * buf25_s1 + offs_n1[None, None, :, None] * buf25_s2 + offs_c1[None, None, None, :] * buf25_s3, mask=(offs_n3 < E_n3)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
        t27 = tl.where(t11, -float("inf"), t26)
        t28 = tl.where(t8, -float("inf"), t27)
        t29 = tl.max(tl.where((offs_c1 < E_c1)[None, None, None, :], t28, -float('inf')), axis=3, keep_dims=True)
        t30 = -float("inf") - (t29)
        t31 = tl.exp(t30)
        t32 = t26 - (t29)
        t33 = tl.exp(t32)
        t34 = tl.where(t11, t31, t33)
        t35 = tl.where(t8, t31, t34)
        t40 = tl.load(m36_ptr + offs_n3[:, None, None, None] * m36_s0 + offs_n0[None, :, None, None] * m36_s1 + offs_c1[None, None, :, None] * m36_s2 + offs_n2[None, None, None, :] * m36_s3, mask=(offs_n3 < E_n3)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
        t41 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, :], t35, 0.0), 4) * tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, :, None], t40, 0.0), 2), axis=3)
        t64 = t29 - (t63)
        t65 = tl.exp(t64)
        t66 = (t41) * (t65)
        acc71 = tl.full([F_n3, F_n0, F_n1, T_c1], 0.0, tl.float32)
        for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
            offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

            t68 = tl.load(m12_ptr + offs_n3[:, None, None, None] * m12_s0 + offs_n0[None, :, None, None] * m12_s1 + offs_n1[None, None, :, None] * m12_s2 + offs_c3[None, None, None, :] * m12_s3, mask=(offs_n3 < E_n3)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
            t69 = tl.load(m14_ptr + offs_n3[:, None, None, None] * m14_s0 + offs_n0[None, :, None, None] * m14_s1 + offs_c3[None, None, :, None] * m14_s2 + offs_c1[None, None, None, :] * m14_s3, mask=(offs_n3 < E_n3)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_c3 < E_c3)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
            t70 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, :], t68, 0.0), 4) * tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, :, None], t69, 0.0), 2), axis=3)
            acc71 = acc71 + t70
        t83 = acc71 - (t82)
        t84 = (t83) * (0.25)
        t85 = tl.where(t11, t67, t84)
        t86 = tl.where(t8, t67, t85)
        t87 = tl.exp(t86)
        t111 = (t87) / (t110)
        t112 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, :], t111, 0.0), 4) * tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, :, None], t40, 0.0), 2), axis=3)
        acc113 = acc113 + t66
        acc114 = acc114 + t112
    tl.store(buf115_ptr + offs_n3[:, None, None, None] * buf115_s0 + offs_n0[None, :, None, None] * buf115_s1 + offs_n1[None, None, :, None] * buf115_s2 + offs_n2[None, None, None, :] * buf115_s3, acc113, mask=(offs_n3 < E_n3)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :])
    tl.store(buf116_ptr + offs_n3[:, None, None, None] * buf116_s0 + offs_n0[None, :, None, None] * buf116_s1 + offs_n1[None, None, :, None] * buf116_s2 + offs_n2[None, None, None, :] * buf116_s3, acc114, mask=(offs_n3 < E_n3)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :])


@triton.jit
def kernel_8(buf115_ptr, buf115_s0, buf115_s1, buf115_s2, buf115_s3, buf109_ptr, buf109_s0, buf109_s1, buf109_s2, buf109_s3, buf121_ptr, buf121_s0, buf121_s1, buf121_s2, buf121_s3, E_c0, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr):
    # writes buf121: Combine over grid k.0@0[2]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t117 = tl.load(buf115_ptr + offs_c0[:, None, None, None] * buf115_s0 + offs_n0[None, :, None, None] * buf115_s1 + offs_n1[None, None, :, None] * buf115_s2 + offs_n2[None, None, None, :] * buf115_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t118 = tl.load(buf109_ptr + offs_c0[:, None, None, None] * buf109_s0 + offs_n0[None, :, None, None] * buf109_s1 + offs_n1[None, None, :, None] * buf109_s2, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None], other=0).to(tl.float32)
    t119 = 1.0 / (t118)
    t120 = (t117) * (t119)
    tl.store(buf121_ptr + offs_c0[:, None, None, None] * buf121_s0 + offs_n0[None, :, None, None] * buf121_s1 + offs_n1[None, None, :, None] * buf121_s2 + offs_n2[None, None, None, :] * buf121_s3, t120, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :])


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
    m10 = _BINARY["Gt"](m6, m4)
    m9 = m10.reshape([1, 1, 32, 32])
    m12 = inputs['q']
    m18 = inputs['k']
    m17 = m18.reshape([2, 2, 1, 32, 16])
    m16 = m17.expand([2, 2, 2, 32, 16])
    m15 = m16.reshape([2, 4, 32, 16])
    m14 = m15.permute([0, 1, 3, 2])
    buf22 = torch.full([2, 4, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(32, T['c2']),)](m12_ptr=m12, m12_s0=m12.stride(0), m12_s1=m12.stride(1), m12_s2=m12.stride(2), m12_s3=m12.stride(3), m14_ptr=m14, m14_s0=m14.stride(0), m14_s1=m14.stride(1), m14_s2=m14.stride(2), m14_s3=m14.stride(3), buf22_ptr=buf22, buf22_s0=buf22.stride(0), buf22_s1=buf22.stride(1), buf22_s2=buf22.stride(2), buf22_s3=buf22.stride(3), E_c2=32, E_c3=16, E_n0=4, E_n1=32, E_n3=2, F_n0=_pow2(4), F_n1=_pow2(32), F_n3=_pow2(2), T_c2=T['c2'], T_c3=T['c3'])
    buf25 = torch.full([2, 4, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(32, T['c2']),)](buf22_ptr=buf22, buf22_s0=buf22.stride(0), buf22_s1=buf22.stride(1), buf22_s2=buf22.stride(2), buf22_s3=buf22.stride(3), buf25_ptr=buf25, buf25_s0=buf25.stride(0), buf25_s1=buf25.stride(1), buf25_s2=buf25.stride(2), buf25_s3=buf25.stride(3), E_c2=32, E_n0=4, E_n1=32, E_n3=2, F_n0=_pow2(4), F_n1=_pow2(32), F_n3=_pow2(2), T_c2=T['c2'])
    m39 = inputs['v']
    m38 = m39.reshape([2, 2, 1, 32, 16])
    m37 = m38.expand([2, 2, 2, 32, 16])
    m36 = m37.reshape([2, 4, 32, 16])
    buf61 = torch.full([2, 4, 32, 1], float("nan"), dtype=torch.float32, device=device)
    buf62 = torch.full([2, 4, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(1,)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m9_ptr=m9, m9_s0=m9.stride(0), m9_s1=m9.stride(1), m9_s2=m9.stride(2), m9_s3=m9.stride(3), buf25_ptr=buf25, buf25_s0=buf25.stride(0), buf25_s1=buf25.stride(1), buf25_s2=buf25.stride(2), buf25_s3=buf25.stride(3), m36_ptr=m36, m36_s0=m36.stride(0), m36_s1=m36.stride(1), m36_s2=m36.stride(2), m36_s3=m36.stride(3), buf61_ptr=buf61, buf61_s0=buf61.stride(0), buf61_s1=buf61.stride(1), buf61_s2=buf61.stride(2), buf61_s3=buf61.stride(3), buf62_ptr=buf62, buf62_s0=buf62.stride(0), buf62_s1=buf62.stride(1), buf62_s2=buf62.stride(2), buf62_s3=buf62.stride(3), E_c1=32, E_n0=4, E_n1=32, E_n2=16, E_n3=2, F_n0=_pow2(4), F_n1=_pow2(32), F_n2=_pow2(16), F_n3=_pow2(2), T_c1=T['c1'])
    buf81 = torch.full([2, 4, 32, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(4, T['c4']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m9_ptr=m9, m9_s0=m9.stride(0), m9_s1=m9.stride(1), m9_s2=m9.stride(2), m9_s3=m9.stride(3), m12_ptr=m12, m12_s0=m12.stride(0), m12_s1=m12.stride(1), m12_s2=m12.stride(2), m12_s3=m12.stride(3), m14_ptr=m14, m14_s0=m14.stride(0), m14_s1=m14.stride(1), m14_s2=m14.stride(2), m14_s3=m14.stride(3), buf81_ptr=buf81, buf81_s0=buf81.stride(0), buf81_s1=buf81.stride(1), buf81_s2=buf81.stride(2), buf81_s3=buf81.stride(3), E_c1=32, E_c4=4, E_n1=32, E_n2=16, E_n3=2, F_n1=_pow2(32), F_n2=_pow2(16), F_n3=_pow2(2), T_c1=T['c1'], T_c4=T['c4'])
    buf95 = torch.full([2, 4, 32, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(_cdiv(4, T['c4']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m9_ptr=m9, m9_s0=m9.stride(0), m9_s1=m9.stride(1), m9_s2=m9.stride(2), m9_s3=m9.stride(3), buf25_ptr=buf25, buf25_s0=buf25.stride(0), buf25_s1=buf25.stride(1), buf25_s2=buf25.stride(2), buf25_s3=buf25.stride(3), buf95_ptr=buf95, buf95_s0=buf95.stride(0), buf95_s1=buf95.stride(1), buf95_s2=buf95.stride(2), buf95_s3=buf95.stride(3), E_c1=32, E_c4=4, E_n1=32, E_n3=2, F_n1=_pow2(32), F_n3=_pow2(2), T_c1=T['c1'], T_c4=T['c4'])
    buf106 = torch.full([2, 4, 32, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_5[(_cdiv(4, T['c4']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m9_ptr=m9, m9_s0=m9.stride(0), m9_s1=m9.stride(1), m9_s2=m9.stride(2), m9_s3=m9.stride(3), buf25_ptr=buf25, buf25_s0=buf25.stride(0), buf25_s1=buf25.stride(1), buf25_s2=buf25.stride(2), buf25_s3=buf25.stride(3), buf106_ptr=buf106, buf106_s0=buf106.stride(0), buf106_s1=buf106.stride(1), buf106_s2=buf106.stride(2), buf106_s3=buf106.stride(3), E_c4=4, E_n1=32, E_n3=2, F_n1=_pow2(32), F_n3=_pow2(2), T_c4=T['c4'])
    buf109 = torch.full([2, 4, 32, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_6[(_cdiv(4, T['c4']),)](buf95_ptr=buf95, buf95_s0=buf95.stride(0), buf95_s1=buf95.stride(1), buf95_s2=buf95.stride(2), buf95_s3=buf95.stride(3), buf106_ptr=buf106, buf106_s0=buf106.stride(0), buf106_s1=buf106.stride(1), buf106_s2=buf106.stride(2), buf106_s3=buf106.stride(3), buf109_ptr=buf109, buf109_s0=buf109.stride(0), buf109_s1=buf109.stride(1), buf109_s2=buf109.stride(2), buf109_s3=buf109.stride(3), E_c4=4, E_n1=32, E_n3=2, F_n1=_pow2(32), F_n3=_pow2(2), T_c4=T['c4'])
    buf115 = torch.full([2, 4, 32, 16], float("nan"), dtype=torch.float32, device=device)
    buf116 = torch.full([2, 4, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_7[(1,)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m9_ptr=m9, m9_s0=m9.stride(0), m9_s1=m9.stride(1), m9_s2=m9.stride(2), m9_s3=m9.stride(3), buf25_ptr=buf25, buf25_s0=buf25.stride(0), buf25_s1=buf25.stride(1), buf25_s2=buf25.stride(2), buf25_s3=buf25.stride(3), m36_ptr=m36, m36_s0=m36.stride(0), m36_s1=m36.stride(1), m36_s2=m36.stride(2), m36_s3=m36.stride(3), buf61_ptr=buf61, buf61_s0=buf61.stride(0), buf61_s1=buf61.stride(1), buf61_s2=buf61.stride(2), buf61_s3=buf61.stride(3), m12_ptr=m12, m12_s0=m12.stride(0), m12_s1=m12.stride(1), m12_s2=m12.stride(2), m12_s3=m12.stride(3), m14_ptr=m14, m14_s0=m14.stride(0), m14_s1=m14.stride(1), m14_s2=m14.stride(2), m14_s3=m14.stride(3), buf81_ptr=buf81, buf81_s0=buf81.stride(0), buf81_s1=buf81.stride(1), buf81_s2=buf81.stride(2), buf81_s3=buf81.stride(3), buf109_ptr=buf109, buf109_s0=buf109.stride(0), buf109_s1=buf109.stride(1), buf109_s2=buf109.stride(2), buf109_s3=buf109.stride(3), buf115_ptr=buf115, buf115_s0=buf115.stride(0), buf115_s1=buf115.stride(1), buf115_s2=buf115.stride(2), buf115_s3=buf115.stride(3), buf116_ptr=buf116, buf116_s0=buf116.stride(0), buf116_s1=buf116.stride(1), buf116_s2=buf116.stride(2), buf116_s3=buf116.stride(3), E_c1=32, E_c3=16, E_n0=4, E_n1=32, E_n2=16, E_n3=2, F_n0=_pow2(4), F_n1=_pow2(32), F_n2=_pow2(16), F_n3=_pow2(2), T_c1=T['c1'], T_c3=T['c3'])
    buf121 = torch.full([2, 4, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_8[(_cdiv(2, T['c0']),)](buf115_ptr=buf115, buf115_s0=buf115.stride(0), buf115_s1=buf115.stride(1), buf115_s2=buf115.stride(2), buf115_s3=buf115.stride(3), buf109_ptr=buf109, buf109_s0=buf109.stride(0), buf109_s1=buf109.stride(1), buf109_s2=buf109.stride(2), buf109_s3=buf109.stride(3), buf121_ptr=buf121, buf121_s0=buf121.stride(0), buf121_s1=buf121.stride(1), buf121_s2=buf121.stride(2), buf121_s3=buf121.stride(3), E_c0=2, E_n0=4, E_n1=32, E_n2=16, F_n0=_pow2(4), F_n1=_pow2(32), F_n2=_pow2(16), T_c0=T['c0'])
    return buf121


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
