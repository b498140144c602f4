"""attention_sinks [small], candidate 49: 9 kernel(s)

Rendered by EqiForge from candidate 49 of attention_sinks [small]: grid(k.2@3) loop(k.3[16]: sum) [1 mm] ; grid(k.2@3) ; grid(k.0@0) loop(k.2[32]: sum) [1 mm] ; grid(k.1@1) ; grid(k.0@0) ; grid(k.1@1) loop(k.2[32]: sum) ; grid(k.1@1) ; grid() loop(k.2[32]: rescale) ; grid(k.0@0, v.3@3)
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid k.0@0[2]
    c1: grid v.3@3[16]
    c2: loop k.2[32]
    c3: grid k.2@3[32]
    c4: loop k.3[16]
    c5: grid k.1@1[2]

Run it on its own: `python kernels/f49.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/attention_sinks.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 1, "c1": 8, "c2": 16, "c3": 16, "c4": 8, "c5": 1}


@triton.jit
def kernel_0(m13_ptr, m13_s0, m13_s1, m13_s2, m13_s3, m13_s4, m16_ptr, m16_s0, m16_s1, m16_s2, m16_s3, m16_s4, buf22_ptr, buf22_s0, buf22_s1, buf22_s2, buf22_s3, buf22_s4, E_c3, E_c4, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c3: tl.constexpr, T_c4: tl.constexpr):
    # writes buf22: Combine over grid k.2@3[32]
    pid = tl.program_id(0)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    acc21 = tl.full([F_n0, F_n0, F_n0, T_c3, F_n1], 0.0, tl.float32)
    for i_c4 in range(0, tl.cdiv(E_c4, T_c4)):
        offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)

        t15 = tl.load(m13_ptr + offs_n0[:, None, None, None, None] * m13_s0 + offs_n0[None, :, None, None, None] * m13_s1 + offs_n0[None, None, :, None, None] * m13_s2 + offs_c3[None, None, None, :, None] * m13_s3 + offs_c4[None, None, None, None, :] * m13_s4, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_c3 < E_c3)[None, None, None, :, None] & (offs_c4 < E_c4)[None, None, None, None, :], other=0).to(tl.float32)
        t19 = tl.load(m16_ptr + offs_n0[:, None, None, None, None] * m16_s0 + offs_n0[None, :, None, None, None] * m16_s1 + offs_c4[None, None, None, :, None] * m16_s3 + offs_n1[None, None, None, None, :] * m16_s4, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_c4 < E_c4)[None, None, None, :, None] & (offs_n1 < E_n1)[None, None, None, None, :], other=0).to(tl.float32)
        t20 = tl.sum(tl.expand_dims(tl.where((offs_c4 < E_c4)[None, None, None, None, :], t15, 0.0), 5) * tl.expand_dims(tl.where((offs_c4 < E_c4)[None, None, None, :, None], t19, 0.0), 3), axis=4)
        acc21 = acc21 + t20
    tl.store(buf22_ptr + offs_n0[:, None, None, None, None] * buf22_s0 + offs_n0[None, :, None, None, None] * buf22_s1 + offs_n0[None, None, :, None, None] * buf22_s2 + offs_c3[None, None, None, :, None] * buf22_s3 + offs_n1[None, None, None, None, :] * buf22_s4, acc21, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_c3 < E_c3)[None, None, None, :, None] & (offs_n1 < E_n1)[None, None, None, None, :])


@triton.jit
def kernel_1(buf22_ptr, buf22_s0, buf22_s1, buf22_s2, buf22_s3, buf22_s4, buf25_ptr, buf25_s0, buf25_s1, buf25_s2, buf25_s3, buf25_s4, E_c3, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c3: tl.constexpr):
    # writes buf25: Combine over grid k.2@3[32]
    pid = tl.program_id(0)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t23 = tl.load(buf22_ptr + offs_n0[:, None, None, None, None] * buf22_s0 + offs_n0[None, :, None, None, None] * buf22_s1 + offs_n0[None, None, :, None, None] * buf22_s2 + offs_c3[None, None, None, :, None] * buf22_s3 + offs_n1[None, None, None, None, :] * buf22_s4, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_c3 < E_c3)[None, None, None, :, None] & (offs_n1 < E_n1)[None, None, None, None, :], other=0).to(tl.float32)
    t24 = (t23) * (0.25)
    tl.store(buf25_ptr + offs_n0[:, None, None, None, None] * buf25_s0 + offs_n0[None, :, None, None, None] * buf25_s1 + offs_n0[None, None, :, None, None] * buf25_s2 + offs_c3[None, None, None, :, None] * buf25_s3 + offs_n1[None, None, None, None, :] * buf25_s4, t24, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_c3 < E_c3)[None, None, None, :, None] & (offs_n1 < E_n1)[None, None, None, None, :])


@triton.jit
def kernel_2(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m1_s4, m6_ptr, m6_s0, m6_s1, m6_s2, m6_s3, m6_s4, buf25_ptr, buf25_s0, buf25_s1, buf25_s2, buf25_s3, buf25_s4, m28_ptr, m28_s0, m28_s1, m28_s2, m28_s3, m28_s4, m36_ptr, m36_s0, m36_s1, m36_s2, m36_s3, m36_s4, buf41_ptr, buf41_s0, buf41_s1, buf41_s2, buf41_s3, buf41_s4, E_c0, E_c2, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # writes buf41: Combine over grid k.0@0[2]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n2 = tl.arange(0, F_n2)
    acc40 = tl.full([T_c0, F_n0, F_n0, F_n1, F_n2], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t5 = tl.load(m1_ptr + offs_c2[None, None, None, None, :] * m1_s4, mask=(offs_c2 < E_c2)[None, None, None, None, :], other=0)
        t12 = tl.load(m6_ptr + offs_n1[None, None, None, :, None] * m6_s3 + offs_c2[None, None, None, None, :] * m6_s4, mask=(offs_n1 < E_n1)[None, None, None, :, None] & (offs_c2 < E_c2)[None, None, None, None, :], other=0)
        t26 = tl.load(buf25_ptr + offs_c0[:, None, None, None, None] * buf25_s0 + offs_n0[None, :, None, None, None] * buf25_s1 + offs_n0[None, None, :, None, None] * buf25_s2 + offs_n1[None, None, None, :, None] * buf25_s3 + offs_c2[None, None, None, None, :] * buf25_s4, mask=(offs_c0 < E_c0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :, None] & (offs_c2 < E_c2)[None, None, None, None, :], other=0).to(tl.float32)
        t27 = tl.where(t12, -float("inf"), t26)
        t32 = tl.load(m28_ptr + offs_n1[None, None, None, :, None] * m28_s3 + offs_c2[None, None, None, None, :] * m28_s4, mask=(offs_n1 < E_n1)[None, None, None, :, None] & (offs_c2 < E_c2)[None, None, None, None, :], other=0)
        t33 = tl.where(t32, -float("inf"), t27)
        t34 = tl.where(t5, t27, t33)
        t35 = tl.exp(t34)
        t38 = tl.load(m36_ptr + offs_c0[:, None, None, None, None] * m36_s0 + offs_n0[None, :, None, None, None] * m36_s1 + offs_c2[None, None, None, :, None] * m36_s3 + offs_n2[None, None, None, None, :] * m36_s4, mask=(offs_c0 < E_c0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_c2 < E_c2)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :], other=0).to(tl.float32)
        t39 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, None, :], t35, 0.0), 5) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :, None], t38, 0.0), 3), axis=4)
        acc40 = acc40 + t39
    tl.store(buf41_ptr + offs_c0[:, None, None, None, None] * buf41_s0 + offs_n0[None, :, None, None, None] * buf41_s1 + offs_n0[None, None, :, None, None] * buf41_s2 + offs_n1[None, None, None, :, None] * buf41_s3 + offs_n2[None, None, None, None, :] * buf41_s4, acc40, mask=(offs_c0 < E_c0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :])


@triton.jit
def kernel_3(m43_ptr, m43_s0, m43_s1, m43_s2, m43_s3, m43_s4, m6_ptr, m6_s0, m6_s1, m6_s2, m6_s3, m6_s4, buf25_ptr, buf25_s0, buf25_s1, buf25_s2, buf25_s3, buf25_s4, m28_ptr, m28_s0, m28_s1, m28_s2, m28_s3, m28_s4, buf53_ptr, buf53_s0, buf53_s1, buf53_s2, buf53_s3, buf53_s4, E_c5, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c5: tl.constexpr):
    # writes buf53: Combine over grid k.1@1[2]
    pid = tl.program_id(0)
    i_c5 = pid % tl.cdiv(E_c5, T_c5)
    pid = pid // tl.cdiv(E_c5, T_c5)
    offs_c5 = i_c5 * T_c5 + tl.arange(0, T_c5)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    t45 = tl.load(m43_ptr + offs_n1[None, None, None, None, :] * m43_s4, mask=(offs_n1 < E_n1)[None, None, None, None, :], other=0)
    t46 = tl.load(m6_ptr + offs_n1[None, None, None, :, None] * m6_s3 + offs_n1[None, None, None, None, :] * m6_s4, mask=(offs_n1 < E_n1)[None, None, None, :, None] & (offs_n1 < E_n1)[None, None, None, None, :], other=0)
    t47 = tl.load(buf25_ptr + offs_n0[:, None, None, None, None] * buf25_s0 + offs_c5[None, :, None, None, None] * buf25_s1 + offs_n0[None, None, :, None, None] * buf25_s2 + offs_n1[None, None, None, :, None] * buf25_s3 + offs_n1[None, None, None, None, :] * buf25_s4, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_c5 < E_c5)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :, None] & (offs_n1 < E_n1)[None, None, None, None, :], other=0).to(tl.float32)
    t48 = tl.where(t46, -float("inf"), t47)
    t49 = tl.load(m28_ptr + offs_n1[None, None, None, :, None] * m28_s3 + offs_n1[None, None, None, None, :] * m28_s4, mask=(offs_n1 < E_n1)[None, None, None, :, None] & (offs_n1 < E_n1)[None, None, None, None, :], other=0)
    t50 = tl.where(t49, -float("inf"), t48)
    t51 = tl.where(t45, t48, t50)
    t52 = tl.max(tl.where((offs_n1 < E_n1)[None, None, None, None, :], t51, -float('inf')), axis=4, keep_dims=True)
    tl.store(buf53_ptr + offs_n0[:, None, None, None, None] * buf53_s0 + offs_c5[None, :, None, None, None] * buf53_s1 + offs_n0[None, None, :, None, None] * buf53_s2 + offs_n1[None, None, None, :, None] * buf53_s3, t52, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_c5 < E_c5)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :, None])


@triton.jit
def kernel_4(buf41_ptr, buf41_s0, buf41_s1, buf41_s2, buf41_s3, buf41_s4, buf53_ptr, buf53_s0, buf53_s1, buf53_s2, buf53_s3, buf53_s4, m55_ptr, m55_s0, m55_s1, m55_s2, m55_s3, m55_s4, buf61_ptr, buf61_s0, buf61_s1, buf61_s2, buf61_s3, buf61_s4, E_c0, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr):
    # writes buf61: Combine over grid k.0@0[2]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t42 = tl.load(buf41_ptr + offs_c0[:, None, None, None, None] * buf41_s0 + offs_n0[None, :, None, None, None] * buf41_s1 + offs_n0[None, None, :, None, None] * buf41_s2 + offs_n1[None, None, None, :, None] * buf41_s3 + offs_n2[None, None, None, None, :] * buf41_s4, mask=(offs_c0 < E_c0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :], other=0).to(tl.float32)
    t54 = tl.load(buf53_ptr + offs_c0[:, None, None, None, None] * buf53_s0 + offs_n0[None, :, None, None, None] * buf53_s1 + offs_n0[None, None, :, None, None] * buf53_s2 + offs_n1[None, None, None, :, None] * buf53_s3, mask=(offs_c0 < E_c0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :, None], other=0).to(tl.float32)
    t57 = tl.load(m55_ptr + offs_n0[None, :, None, None, None] * m55_s1 + offs_n0[None, None, :, None, None] * m55_s2, mask=(offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None], other=0).to(tl.float32)
    t58 = tl.maximum(t54, t57)
    t59 = tl.exp(t58)
    t60 = (t42) / (t59)
    tl.store(buf61_ptr + offs_c0[:, None, None, None, None] * buf61_s0 + offs_n0[None, :, None, None, None] * buf61_s1 + offs_n0[None, None, :, None, None] * buf61_s2 + offs_n1[None, None, None, :, None] * buf61_s3 + offs_n2[None, None, None, None, :] * buf61_s4, t60, mask=(offs_c0 < E_c0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :])


@triton.jit
def kernel_5(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m1_s4, m6_ptr, m6_s0, m6_s1, m6_s2, m6_s3, m6_s4, buf22_ptr, buf22_s0, buf22_s1, buf22_s2, buf22_s3, buf22_s4, m28_ptr, m28_s0, m28_s1, m28_s2, m28_s3, m28_s4, buf74_ptr, buf74_s0, buf74_s1, buf74_s2, buf74_s3, buf74_s4, E_c2, E_c5, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c2: tl.constexpr, T_c5: tl.constexpr):
    # writes buf74: Combine over grid k.1@1[2]
    pid = tl.program_id(0)
    i_c5 = pid % tl.cdiv(E_c5, T_c5)
    pid = pid // tl.cdiv(E_c5, T_c5)
    offs_c5 = i_c5 * T_c5 + tl.arange(0, T_c5)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    acc73 = tl.full([F_n0, T_c5, F_n0, F_n1, 1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t63 = tl.load(m1_ptr + offs_c2[None, None, None, None, :] * m1_s4, mask=(offs_c2 < E_c2)[None, None, None, None, :], other=0)
        t64 = tl.load(m6_ptr + offs_n1[None, None, None, :, None] * m6_s3 + offs_c2[None, None, None, None, :] * m6_s4, mask=(offs_n1 < E_n1)[None, None, None, :, None] & (offs_c2 < E_c2)[None, None, None, None, :], other=0)
        t65 = tl.load(buf22_ptr + offs_n0[:, None, None, None, None] * buf22_s0 + offs_c5[None, :, None, None, None] * buf22_s1 + offs_n0[None, None, :, None, None] * buf22_s2 + offs_n1[None, None, None, :, None] * buf22_s3 + offs_c2[None, None, None, None, :] * buf22_s4, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_c5 < E_c5)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :, None] & (offs_c2 < E_c2)[None, None, None, None, :], other=0).to(tl.float32)
        t66 = tl.where(t64, -float("inf"), t65)
        t67 = tl.load(m28_ptr + offs_n1[None, None, None, :, None] * m28_s3 + offs_c2[None, None, None, None, :] * m28_s4, mask=(offs_n1 < E_n1)[None, None, None, :, None] & (offs_c2 < E_c2)[None, None, None, None, :], other=0)
        t68 = tl.where(t67, -float("inf"), t66)
        t69 = tl.where(t63, t66, t68)
        t70 = (t69) * (0.25)
        t71 = tl.exp(t70)
        t72 = tl.sum(tl.where((offs_c2 < E_c2)[None, None, None, None, :], t71, 0.0), axis=4, keep_dims=True)
        acc73 = acc73 + t72
    tl.store(buf74_ptr + offs_n0[:, None, None, None, None] * buf74_s0 + offs_c5[None, :, None, None, None] * buf74_s1 + offs_n0[None, None, :, None, None] * buf74_s2 + offs_n1[None, None, None, :, None] * buf74_s3, acc73, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_c5 < E_c5)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :, None])


@triton.jit
def kernel_6(buf74_ptr, buf74_s0, buf74_s1, buf74_s2, buf74_s3, buf74_s4, buf53_ptr, buf53_s0, buf53_s1, buf53_s2, buf53_s3, buf53_s4, m55_ptr, m55_s0, m55_s1, m55_s2, m55_s3, m55_s4, buf82_ptr, buf82_s0, buf82_s1, buf82_s2, buf82_s3, buf82_s4, E_c5, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c5: tl.constexpr):
    # writes buf82: Combine over grid k.1@1[2]
    pid = tl.program_id(0)
    i_c5 = pid % tl.cdiv(E_c5, T_c5)
    pid = pid // tl.cdiv(E_c5, T_c5)
    offs_c5 = i_c5 * T_c5 + tl.arange(0, T_c5)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t75 = tl.load(buf74_ptr + offs_n0[:, None, None, None, None] * buf74_s0 + offs_c5[None, :, None, None, None] * buf74_s1 + offs_n0[None, None, :, None, None] * buf74_s2 + offs_n1[None, None, None, :, None] * buf74_s3, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_c5 < E_c5)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :, None], other=0).to(tl.float32)
    t76 = tl.load(buf53_ptr + offs_n0[:, None, None, None, None] * buf53_s0 + offs_c5[None, :, None, None, None] * buf53_s1 + offs_n0[None, None, :, None, None] * buf53_s2 + offs_n1[None, None, None, :, None] * buf53_s3, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_c5 < E_c5)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :, None], other=0).to(tl.float32)
    t77 = tl.load(m55_ptr + offs_c5[None, :, None, None, None] * m55_s1 + offs_n0[None, None, :, None, None] * m55_s2, mask=(offs_c5 < E_c5)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None], other=0).to(tl.float32)
    t78 = tl.maximum(t76, t77)
    t79 = tl.exp(t78)
    t80 = 1.0 / (t79)
    t81 = (t75) * (t80)
    tl.store(buf82_ptr + offs_n0[:, None, None, None, None] * buf82_s0 + offs_c5[None, :, None, None, None] * buf82_s1 + offs_n0[None, None, :, None, None] * buf82_s2 + offs_n1[None, None, None, :, None] * buf82_s3, t81, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_c5 < E_c5)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :, None])


@triton.jit
def kernel_7(m43_ptr, m43_s0, m43_s1, m43_s2, m43_s3, m43_s4, m6_ptr, m6_s0, m6_s1, m6_s2, m6_s3, m6_s4, buf25_ptr, buf25_s0, buf25_s1, buf25_s2, buf25_s3, buf25_s4, m28_ptr, m28_s0, m28_s1, m28_s2, m28_s3, m28_s4, buf101_ptr, buf101_s0, buf101_s1, buf101_s2, buf101_s3, buf101_s4, buf102_ptr, buf102_s0, buf102_s1, buf102_s2, buf102_s3, buf102_s4, E_c2, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf101, buf102: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    acc96 = tl.full([F_n0, F_n0, F_n0, F_n1, 1], -float('inf'), tl.float32)
    acc97 = tl.full([F_n0, F_n0, F_n0, F_n1, 1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t85 = tl.load(m43_ptr + offs_c2[None, None, None, None, :] * m43_s4, mask=(offs_c2 < E_c2)[None, None, None, None, :], other=0)
        t86 = tl.load(m6_ptr + offs_n1[None, None, None, :, None] * m6_s3 + offs_c2[None, None, None, None, :] * m6_s4, mask=(offs_n1 < E_n1)[None, None, None, :, None] & (offs_c2 < E_c2)[None, None, None, None, :], other=0)
        t87 = tl.load(buf25_ptr + offs_n0[:, None, None, None, None] * buf25_s0 + offs_n0[None, :, None, None, None] * buf25_s1 + offs_n0[None, None, :, None, None] * buf25_s2 + offs_n1[None, None, None, :, None] * buf25_s3 + offs_c2[None, None, None, None, :] * buf25_s4, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :, None] & (offs_c2 < E_c2)[None, None, None, None, :], other=0).to(tl.float32)
        t88 = tl.where(t86, -float("inf"), t87)
        t89 = tl.load(m28_ptr + offs_n1[None, None, None, :, None] * m28_s3 + offs_c2[None, None, None, None, :] * m28_s4, mask=(offs_n1 < E_n1)[None, None, None, :, None] & (offs_c2 < E_c2)[None, None, None, None, :], other=0)
        t90 = tl.where(t89, -float("inf"), t88)
        t91 = tl.where(t85, t88, t90)
        t92 = tl.max(tl.where((offs_c2 < E_c2)[None, None, None, None, :], t91, -float('inf')), axis=4, keep_dims=True)
        t93 = t91 - (t92)
        t94 = tl.exp(t93)
        t95 = tl.sum(tl.where((offs_c2 < E_c2)[None, None, None, None, :], t94, 0.0), axis=4, keep_dims=True)
        m98 = tl.maximum(acc96, t92)
        r99 = tl.where(acc96 == -float("inf"), 0.0, tl.exp(acc96 - m98))
        r100 = tl.where(t92 == -float("inf"), 0.0, tl.exp(t92 - m98))
        acc97 = tl.where(acc96 == -float("inf"), 0.0, acc97 * r99) + tl.where(t92 == -float("inf"), 0.0, t95 * r100)
        acc96 = m98
    tl.store(buf101_ptr + offs_n0[:, None, None, None, None] * buf101_s0 + offs_n0[None, :, None, None, None] * buf101_s1 + offs_n0[None, None, :, None, None] * buf101_s2 + offs_n1[None, None, None, :, None] * buf101_s3, acc96, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :, None])
    tl.store(buf102_ptr + offs_n0[:, None, None, None, None] * buf102_s0 + offs_n0[None, :, None, None, None] * buf102_s1 + offs_n0[None, None, :, None, None] * buf102_s2 + offs_n1[None, None, None, :, None] * buf102_s3, acc97, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :, None])


@triton.jit
def kernel_8(buf61_ptr, buf61_s0, buf61_s1, buf61_s2, buf61_s3, buf61_s4, buf82_ptr, buf82_s0, buf82_s1, buf82_s2, buf82_s3, buf82_s4, m55_ptr, m55_s0, m55_s1, m55_s2, m55_s3, m55_s4, buf101_ptr, buf101_s0, buf101_s1, buf101_s2, buf101_s3, buf101_s4, buf110_ptr, buf110_s0, buf110_s1, buf110_s2, buf110_s3, E_c0, E_c1, E_n0, E_n1, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n3: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf110: Combine over grid k.0@0[2], grid v.3@3[16]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n3 = tl.arange(0, F_n3)
    t62 = tl.load(buf61_ptr + offs_c0[:, None, None, None, None] * buf61_s0 + offs_n0[None, :, None, None, None] * buf61_s1 + offs_n0[None, None, :, None, None] * buf61_s2 + offs_n1[None, None, None, :, None] * buf61_s3 + offs_c1[None, None, None, None, :] * buf61_s4, mask=(offs_c0 < E_c0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :, None] & (offs_c1 < E_c1)[None, None, None, None, :], other=0).to(tl.float32)
    t83 = tl.load(buf82_ptr + offs_c0[:, None, None, None, None] * buf82_s0 + offs_n0[None, :, None, None, None] * buf82_s1 + offs_n0[None, None, :, None, None] * buf82_s2 + offs_n1[None, None, None, :, None] * buf82_s3, mask=(offs_c0 < E_c0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :, None], other=0).to(tl.float32)
    t84 = tl.load(m55_ptr + offs_n0[None, :, None, None, None] * m55_s1 + offs_n0[None, None, :, None, None] * m55_s2, mask=(offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None], other=0).to(tl.float32)
    t103 = tl.load(buf101_ptr + offs_c0[:, None, None, None, None] * buf101_s0 + offs_n0[None, :, None, None, None] * buf101_s1 + offs_n0[None, None, :, None, None] * buf101_s2 + offs_n1[None, None, None, :, None] * buf101_s3, mask=(offs_c0 < E_c0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :, None], other=0).to(tl.float32)
    t104 = tl.maximum(t103, t84)
    t105 = t84 - (t104)
    t106 = tl.exp(t105)
    t107 = t83 + t106
    t108 = (t62) / (t107)
    t109 = tl.reshape(t108, [T_c0, F_n3, F_n1, T_c1])
    tl.store(buf110_ptr + offs_c0[:, None, None, None] * buf110_s0 + offs_n3[None, :, None, None] * buf110_s1 + offs_n1[None, None, :, None] * buf110_s2 + offs_c1[None, None, None, :] * buf110_s3, t109, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n3 < E_n3)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :])


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
    m4 = torch.tensor(2.0, dtype=torch.float32, device=device)
    m2 = _BINARY["Lt"](m3, m4)
    m1 = m2.reshape([1, 1, 1, 1, 32])
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
    buf22 = torch.full([2, 2, 2, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(32, T['c3']),)](m13_ptr=m13, m13_s0=m13.stride(0), m13_s1=m13.stride(1), m13_s2=m13.stride(2), m13_s3=m13.stride(3), m13_s4=m13.stride(4), m16_ptr=m16, m16_s0=m16.stride(0), m16_s1=m16.stride(1), m16_s2=m16.stride(2), m16_s3=m16.stride(3), m16_s4=m16.stride(4), buf22_ptr=buf22, buf22_s0=buf22.stride(0), buf22_s1=buf22.stride(1), buf22_s2=buf22.stride(2), buf22_s3=buf22.stride(3), buf22_s4=buf22.stride(4), E_c3=32, E_c4=16, E_n0=2, E_n1=32, F_n0=_pow2(2), F_n1=_pow2(32), T_c3=T['c3'], T_c4=T['c4'])
    buf25 = torch.full([2, 2, 2, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(32, T['c3']),)](buf22_ptr=buf22, buf22_s0=buf22.stride(0), buf22_s1=buf22.stride(1), buf22_s2=buf22.stride(2), buf22_s3=buf22.stride(3), buf22_s4=buf22.stride(4), buf25_ptr=buf25, buf25_s0=buf25.stride(0), buf25_s1=buf25.stride(1), buf25_s2=buf25.stride(2), buf25_s3=buf25.stride(3), buf25_s4=buf25.stride(4), E_c3=32, E_n0=2, E_n1=32, F_n0=_pow2(2), F_n1=_pow2(32), T_c3=T['c3'])
    m30 = _BINARY["Sub"](m9, m8)
    m31 = torch.tensor(8.0, dtype=torch.float32, device=device)
    m29 = _BINARY["Ge"](m30, m31)
    m28 = m29.reshape([1, 1, 1, 32, 32])
    m37 = inputs['v']
    m36 = m37.reshape([2, 2, 1, 32, 16])
    buf41 = torch.full([2, 2, 2, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(2, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m1_s4=m1.stride(4), m6_ptr=m6, m6_s0=m6.stride(0), m6_s1=m6.stride(1), m6_s2=m6.stride(2), m6_s3=m6.stride(3), m6_s4=m6.stride(4), buf25_ptr=buf25, buf25_s0=buf25.stride(0), buf25_s1=buf25.stride(1), buf25_s2=buf25.stride(2), buf25_s3=buf25.stride(3), buf25_s4=buf25.stride(4), m28_ptr=m28, m28_s0=m28.stride(0), m28_s1=m28.stride(1), m28_s2=m28.stride(2), m28_s3=m28.stride(3), m28_s4=m28.stride(4), m36_ptr=m36, m36_s0=m36.stride(0), m36_s1=m36.stride(1), m36_s2=m36.stride(2), m36_s3=m36.stride(3), m36_s4=m36.stride(4), buf41_ptr=buf41, buf41_s0=buf41.stride(0), buf41_s1=buf41.stride(1), buf41_s2=buf41.stride(2), buf41_s3=buf41.stride(3), buf41_s4=buf41.stride(4), E_c0=2, E_c2=32, E_n0=2, E_n1=32, E_n2=16, F_n0=_pow2(2), F_n1=_pow2(32), F_n2=_pow2(16), T_c0=T['c0'], T_c2=T['c2'])
    m44 = m3.reshape([1, 1, 1, 1, 32])
    m43 = _BINARY["Lt"](m44, m4)
    buf53 = torch.full([2, 2, 2, 32, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(2, T['c5']),)](m43_ptr=m43, m43_s0=m43.stride(0), m43_s1=m43.stride(1), m43_s2=m43.stride(2), m43_s3=m43.stride(3), m43_s4=m43.stride(4), m6_ptr=m6, m6_s0=m6.stride(0), m6_s1=m6.stride(1), m6_s2=m6.stride(2), m6_s3=m6.stride(3), m6_s4=m6.stride(4), buf25_ptr=buf25, buf25_s0=buf25.stride(0), buf25_s1=buf25.stride(1), buf25_s2=buf25.stride(2), buf25_s3=buf25.stride(3), buf25_s4=buf25.stride(4), m28_ptr=m28, m28_s0=m28.stride(0), m28_s1=m28.stride(1), m28_s2=m28.stride(2), m28_s3=m28.stride(3), m28_s4=m28.stride(4), buf53_ptr=buf53, buf53_s0=buf53.stride(0), buf53_s1=buf53.stride(1), buf53_s2=buf53.stride(2), buf53_s3=buf53.stride(3), buf53_s4=buf53.stride(4), E_c5=2, E_n0=2, E_n1=32, F_n0=_pow2(2), F_n1=_pow2(32), T_c5=T['c5'])
    m56 = inputs['sinks']
    m55 = m56.reshape([1, 2, 2, 1, 1])
    buf61 = torch.full([2, 2, 2, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(_cdiv(2, T['c0']),)](buf41_ptr=buf41, buf41_s0=buf41.stride(0), buf41_s1=buf41.stride(1), buf41_s2=buf41.stride(2), buf41_s3=buf41.stride(3), buf41_s4=buf41.stride(4), buf53_ptr=buf53, buf53_s0=buf53.stride(0), buf53_s1=buf53.stride(1), buf53_s2=buf53.stride(2), buf53_s3=buf53.stride(3), buf53_s4=buf53.stride(4), m55_ptr=m55, m55_s0=m55.stride(0), m55_s1=m55.stride(1), m55_s2=m55.stride(2), m55_s3=m55.stride(3), m55_s4=m55.stride(4), buf61_ptr=buf61, buf61_s0=buf61.stride(0), buf61_s1=buf61.stride(1), buf61_s2=buf61.stride(2), buf61_s3=buf61.stride(3), buf61_s4=buf61.stride(4), E_c0=2, E_n0=2, E_n1=32, E_n2=16, F_n0=_pow2(2), F_n1=_pow2(32), F_n2=_pow2(16), T_c0=T['c0'])
    buf74 = torch.full([2, 2, 2, 32, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_5[(_cdiv(2, T['c5']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m1_s4=m1.stride(4), m6_ptr=m6, m6_s0=m6.stride(0), m6_s1=m6.stride(1), m6_s2=m6.stride(2), m6_s3=m6.stride(3), m6_s4=m6.stride(4), buf22_ptr=buf22, buf22_s0=buf22.stride(0), buf22_s1=buf22.stride(1), buf22_s2=buf22.stride(2), buf22_s3=buf22.stride(3), buf22_s4=buf22.stride(4), m28_ptr=m28, m28_s0=m28.stride(0), m28_s1=m28.stride(1), m28_s2=m28.stride(2), m28_s3=m28.stride(3), m28_s4=m28.stride(4), buf74_ptr=buf74, buf74_s0=buf74.stride(0), buf74_s1=buf74.stride(1), buf74_s2=buf74.stride(2), buf74_s3=buf74.stride(3), buf74_s4=buf74.stride(4), E_c2=32, E_c5=2, E_n0=2, E_n1=32, F_n0=_pow2(2), F_n1=_pow2(32), T_c2=T['c2'], T_c5=T['c5'])
    buf82 = torch.full([2, 2, 2, 32, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_6[(_cdiv(2, T['c5']),)](buf74_ptr=buf74, buf74_s0=buf74.stride(0), buf74_s1=buf74.stride(1), buf74_s2=buf74.stride(2), buf74_s3=buf74.stride(3), buf74_s4=buf74.stride(4), buf53_ptr=buf53, buf53_s0=buf53.stride(0), buf53_s1=buf53.stride(1), buf53_s2=buf53.stride(2), buf53_s3=buf53.stride(3), buf53_s4=buf53.stride(4), m55_ptr=m55, m55_s0=m55.stride(0), m55_s1=m55.stride(1), m55_s2=m55.stride(2), m55_s3=m55.stride(3), m55_s4=m55.stride(4), buf82_ptr=buf82, buf82_s0=buf82.stride(0), buf82_s1=buf82.stride(1), buf82_s2=buf82.stride(2), buf82_s3=buf82.stride(3), buf82_s4=buf82.stride(4), E_c5=2, E_n0=2, E_n1=32, F_n0=_pow2(2), F_n1=_pow2(32), T_c5=T['c5'])
    buf101 = torch.full([2, 2, 2, 32, 1], float("nan"), dtype=torch.float32, device=device)
    buf102 = torch.full([2, 2, 2, 32, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_7[(1,)](m43_ptr=m43, m43_s0=m43.stride(0), m43_s1=m43.stride(1), m43_s2=m43.stride(2), m43_s3=m43.stride(3), m43_s4=m43.stride(4), m6_ptr=m6, m6_s0=m6.stride(0), m6_s1=m6.stride(1), m6_s2=m6.stride(2), m6_s3=m6.stride(3), m6_s4=m6.stride(4), buf25_ptr=buf25, buf25_s0=buf25.stride(0), buf25_s1=buf25.stride(1), buf25_s2=buf25.stride(2), buf25_s3=buf25.stride(3), buf25_s4=buf25.stride(4), m28_ptr=m28, m28_s0=m28.stride(0), m28_s1=m28.stride(1), m28_s2=m28.stride(2), m28_s3=m28.stride(3), m28_s4=m28.stride(4), buf101_ptr=buf101, buf101_s0=buf101.stride(0), buf101_s1=buf101.stride(1), buf101_s2=buf101.stride(2), buf101_s3=buf101.stride(3), buf101_s4=buf101.stride(4), buf102_ptr=buf102, buf102_s0=buf102.stride(0), buf102_s1=buf102.stride(1), buf102_s2=buf102.stride(2), buf102_s3=buf102.stride(3), buf102_s4=buf102.stride(4), E_c2=32, E_n0=2, E_n1=32, F_n0=_pow2(2), F_n1=_pow2(32), T_c2=T['c2'])
    buf110 = torch.full([2, 4, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_8[(_cdiv(2, T['c0']) * _cdiv(16, T['c1']),)](buf61_ptr=buf61, buf61_s0=buf61.stride(0), buf61_s1=buf61.stride(1), buf61_s2=buf61.stride(2), buf61_s3=buf61.stride(3), buf61_s4=buf61.stride(4), buf82_ptr=buf82, buf82_s0=buf82.stride(0), buf82_s1=buf82.stride(1), buf82_s2=buf82.stride(2), buf82_s3=buf82.stride(3), buf82_s4=buf82.stride(4), m55_ptr=m55, m55_s0=m55.stride(0), m55_s1=m55.stride(1), m55_s2=m55.stride(2), m55_s3=m55.stride(3), m55_s4=m55.stride(4), buf101_ptr=buf101, buf101_s0=buf101.stride(0), buf101_s1=buf101.stride(1), buf101_s2=buf101.stride(2), buf101_s3=buf101.stride(3), buf101_s4=buf101.stride(4), buf110_ptr=buf110, buf110_s0=buf110.stride(0), buf110_s1=buf110.stride(1), buf110_s2=buf110.stride(2), buf110_s3=buf110.stride(3), E_c0=2, E_c1=16, E_n0=2, E_n1=32, E_n3=4, F_n0=_pow2(2), F_n1=_pow2(32), F_n3=_pow2(4), T_c0=T['c0'], T_c1=T['c1'])
    return buf110


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
