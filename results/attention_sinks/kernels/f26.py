"""attention_sinks [small], candidate 26: 6 kernel(s)

Rendered by EqiForge from candidate 26 of attention_sinks [small]: store(k.3[16]) ; grid(k.2@3) loop(k.3[16]: sum, stored) ; grid(k.1@1) loop(k.2[32]: rescale) [1 mm] ; grid(k.0@0) loop(k.2[32]: rescale) [1 mm] ; grid(k.0@0) loop(k.2[32]: rescale) ; grid(v.3@3) loop(k.2[32]: rescale)
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid v.3@3[16]
    c1: grid k.0@0[2]
    c2: loop k.2[32]
    c3: grid k.2@3[32]
    c4: loop k.3[16]
    c5: grid k.1@1[2]

Run it on its own: `python kernels/f26.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/attention_sinks.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 8, "c1": 1, "c2": 16, "c3": 16, "c4": 8, "c5": 1}


@triton.jit
def kernel_0(m13_ptr, m13_s0, m13_s1, m13_s2, m13_s3, m13_s4, m16_ptr, m16_s0, m16_s1, m16_s2, m16_s3, m16_s4, states21_ptr, states21_s0, states21_s1, states21_s2, states21_s3, states21_s4, states21_s5, states21_s6, E_c3, E_c4, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c3: tl.constexpr, T_c4: tl.constexpr):
    # stores states21: Collect over loop k.3[16]
    pid = tl.program_id(0)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    i_c4 = pid % tl.cdiv(E_c4, T_c4)
    pid = pid // tl.cdiv(E_c4, T_c4)
    offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t15 = tl.load(m13_ptr + offs_n0[:, None, None, None, None] * m13_s0 + offs_n0[None, :, None, None, None] * m13_s1 + offs_n0[None, None, :, None, None] * m13_s2 + offs_c3[None, None, None, :, None] * m13_s3 + offs_c4[None, None, None, None, :] * m13_s4, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_c3 < E_c3)[None, None, None, :, None] & (offs_c4 < E_c4)[None, None, None, None, :], other=0).to(tl.float32)
    t19 = tl.load(m16_ptr + offs_n0[:, None, None, None, None] * m16_s0 + offs_n0[None, :, None, None, None] * m16_s1 + offs_c4[None, None, None, :, None] * m16_s3 + offs_n1[None, None, None, None, :] * m16_s4, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_c4 < E_c4)[None, None, None, :, None] & (offs_n1 < E_n1)[None, None, None, None, :], other=0).to(tl.float32)
    t20 = tl.sum(tl.expand_dims(tl.where((offs_c4 < E_c4)[None, None, None, None, :], t15, 0.0), 5) * tl.expand_dims(tl.where((offs_c4 < E_c4)[None, None, None, :, None], t19, 0.0), 3), axis=4)
    tl.store(states21_ptr + i_c3 * states21_s0 + i_c4 * states21_s1 + tl.arange(0, F_n0)[:, None, None, None, None] * states21_s2 + tl.arange(0, F_n0)[None, :, None, None, None] * states21_s3 + tl.arange(0, F_n0)[None, None, :, None, None] * states21_s4 + tl.arange(0, T_c3)[None, None, None, :, None] * states21_s5 + tl.arange(0, F_n1)[None, None, None, None, :] * states21_s6 + tl.zeros([F_n0, F_n0, F_n0, T_c3, F_n1], tl.int32), t20)


@triton.jit
def kernel_1(states21_ptr, states21_s0, states21_s1, states21_s2, states21_s3, states21_s4, states21_s5, states21_s6, buf25_ptr, buf25_s0, buf25_s1, buf25_s2, buf25_s3, buf25_s4, E_c3, E_c4, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c3: tl.constexpr, T_c4: tl.constexpr):
    # writes buf25: Combine over grid k.2@3[32]
    pid = tl.program_id(0)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    acc23 = tl.full([F_n0, F_n0, F_n0, T_c3, F_n1], 0.0, tl.float32)
    for i_c4 in range(0, tl.cdiv(E_c4, T_c4)):
        offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)

        t22 = tl.load(states21_ptr + i_c3 * states21_s0 + i_c4 * states21_s1 + tl.arange(0, F_n0)[:, None, None, None, None] * states21_s2 + tl.arange(0, F_n0)[None, :, None, None, None] * states21_s3 + tl.arange(0, F_n0)[None, None, :, None, None] * states21_s4 + tl.arange(0, T_c3)[None, None, None, :, None] * states21_s5 + tl.arange(0, F_n1)[None, None, None, None, :] * states21_s6 + tl.zeros([F_n0, F_n0, F_n0, T_c3, F_n1], tl.int32))
        acc23 = acc23 + t22
    t24 = (acc23) * (0.25)
    tl.store(buf25_ptr + offs_n0[:, None, None, None, None] * buf25_s0 + offs_n0[None, :, None, None, None] * buf25_s1 + offs_n0[None, None, :, None, None] * buf25_s2 + offs_c3[None, None, None, :, None] * buf25_s3 + offs_n1[None, None, None, None, :] * buf25_s4, t24, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_c3 < E_c3)[None, None, None, :, None] & (offs_n1 < E_n1)[None, None, None, None, :])


@triton.jit
def kernel_2(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m1_s4, m6_ptr, m6_s0, m6_s1, m6_s2, m6_s3, m6_s4, buf25_ptr, buf25_s0, buf25_s1, buf25_s2, buf25_s3, buf25_s4, m28_ptr, m28_s0, m28_s1, m28_s2, m28_s3, m28_s4, m38_ptr, m38_s0, m38_s1, m38_s2, m38_s3, m38_s4, buf64_ptr, buf64_s0, buf64_s1, buf64_s2, buf64_s3, buf64_s4, E_c2, E_c5, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c2: tl.constexpr, T_c5: tl.constexpr):
    # writes buf64: Combine over grid k.1@1[2]
    pid = tl.program_id(0)
    i_c5 = pid % tl.cdiv(E_c5, T_c5)
    pid = pid // tl.cdiv(E_c5, T_c5)
    offs_c5 = i_c5 * T_c5 + tl.arange(0, T_c5)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n2 = tl.arange(0, F_n2)
    acc59 = tl.full([F_n0, T_c5, F_n0, F_n1, 1], -float('inf'), tl.float32)
    acc60 = tl.full([F_n0, T_c5, F_n0, F_n1, F_n2], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t47 = tl.load(m1_ptr + offs_c2[None, None, None, None, :] * m1_s4, mask=(offs_c2 < E_c2)[None, None, None, None, :], other=0)
        t48 = tl.load(m6_ptr + offs_n1[None, None, None, :, None] * m6_s3 + offs_c2[None, None, None, None, :] * m6_s4, mask=(offs_n1 < E_n1)[None, None, None, :, None] & (offs_c2 < E_c2)[None, None, None, None, :], other=0)
        t49 = tl.load(buf25_ptr + offs_n0[:, None, None, None, None] * buf25_s0 + offs_c5[None, :, None, None, None] * buf25_s1 + offs_n0[None, None, :, None, None] * buf25_s2 + offs_n1[None, None, None, :, None] * buf25_s3 + offs_c2[None, None, None, None, :] * buf25_s4, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_c5 < E_c5)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :, None] & (offs_c2 < E_c2)[None, None, None, None, :], other=0).to(tl.float32)
        t50 = tl.where(t48, -float("inf"), t49)
        t51 = tl.load(m28_ptr + offs_n1[None, None, None, :, None] * m28_s3 + offs_c2[None, None, None, None, :] * m28_s4, mask=(offs_n1 < E_n1)[None, None, None, :, None] & (offs_c2 < E_c2)[None, None, None, None, :], other=0)
        t52 = tl.where(t51, -float("inf"), t50)
        t53 = tl.where(t47, t50, t52)
        t54 = tl.max(tl.where((offs_c2 < E_c2)[None, None, None, None, :], t53, -float('inf')), axis=4, keep_dims=True)
        t55 = t53 - (t54)
        t56 = tl.exp(t55)
        t57 = tl.load(m38_ptr + offs_n0[:, None, None, None, None] * m38_s0 + offs_c5[None, :, None, None, None] * m38_s1 + offs_c2[None, None, None, :, None] * m38_s3 + offs_n2[None, None, None, None, :] * m38_s4, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_c5 < E_c5)[None, :, None, None, None] & (offs_c2 < E_c2)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :], other=0).to(tl.float32)
        t58 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, None, :], t56, 0.0), 5) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :, None], t57, 0.0), 3), axis=4)
        m61 = tl.maximum(acc59, t54)
        r62 = tl.where(acc59 == -float("inf"), 0.0, tl.exp(acc59 - m61))
        r63 = tl.where(t54 == -float("inf"), 0.0, tl.exp(t54 - m61))
        acc60 = tl.where(acc59 == -float("inf"), 0.0, acc60 * r62) + tl.where(t54 == -float("inf"), 0.0, t58 * r63)
        acc59 = m61
    tl.store(buf64_ptr + offs_n0[:, None, None, None, None] * buf64_s0 + offs_c5[None, :, None, None, None] * buf64_s1 + offs_n0[None, None, :, None, None] * buf64_s2 + offs_n1[None, None, None, :, None] * buf64_s3, acc59, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_c5 < E_c5)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :, None])


@triton.jit
def kernel_3(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m1_s4, m6_ptr, m6_s0, m6_s1, m6_s2, m6_s3, m6_s4, buf25_ptr, buf25_s0, buf25_s1, buf25_s2, buf25_s3, buf25_s4, m28_ptr, m28_s0, m28_s1, m28_s2, m28_s3, m28_s4, m38_ptr, m38_s0, m38_s1, m38_s2, m38_s3, m38_s4, buf64_ptr, buf64_s0, buf64_s1, buf64_s2, buf64_s3, buf64_s4, m66_ptr, m66_s0, m66_s1, m66_s2, m66_s3, m66_s4, buf73_ptr, buf73_s0, buf73_s1, buf73_s2, buf73_s3, buf73_s4, E_c1, E_c2, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf73: Combine over grid k.0@0[2]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n2 = tl.arange(0, F_n2)
    acc42 = tl.full([T_c1, F_n0, F_n0, F_n1, 1], -float('inf'), tl.float32)
    acc43 = tl.full([T_c1, F_n0, F_n0, F_n1, F_n2], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t5 = tl.load(m1_ptr + offs_c2[None, None, None, None, :] * m1_s4, mask=(offs_c2 < E_c2)[None, None, None, None, :], other=0)
        t12 = tl.load(m6_ptr + offs_n1[None, None, None, :, None] * m6_s3 + offs_c2[None, None, None, None, :] * m6_s4, mask=(offs_n1 < E_n1)[None, None, None, :, None] & (offs_c2 < E_c2)[None, None, None, None, :], other=0)
        t26 = tl.load(buf25_ptr + offs_c1[:, None, None, None, None] * buf25_s0 + offs_n0[None, :, None, None, None] * buf25_s1 + offs_n0[None, None, :, None, None] * buf25_s2 + offs_n1[None, None, None, :, None] * buf25_s3 + offs_c2[None, None, None, None, :] * buf25_s4, mask=(offs_c1 < E_c1)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :, None] & (offs_c2 < E_c2)[None, None, None, None, :], other=0).to(tl.float32)
        t27 = tl.where(t12, -float("inf"), t26)
        t32 = tl.load(m28_ptr + offs_n1[None, None, None, :, None] * m28_s3 + offs_c2[None, None, None, None, :] * m28_s4, mask=(offs_n1 < E_n1)[None, None, None, :, None] & (offs_c2 < E_c2)[None, None, None, None, :], other=0)
        t33 = tl.where(t32, -float("inf"), t27)
        t34 = tl.where(t5, t27, t33)
        t35 = tl.max(tl.where((offs_c2 < E_c2)[None, None, None, None, :], t34, -float('inf')), axis=4, keep_dims=True)
        t36 = t34 - (t35)
        t37 = tl.exp(t36)
        t40 = tl.load(m38_ptr + offs_c1[:, None, None, None, None] * m38_s0 + offs_n0[None, :, None, None, None] * m38_s1 + offs_c2[None, None, None, :, None] * m38_s3 + offs_n2[None, None, None, None, :] * m38_s4, mask=(offs_c1 < E_c1)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_c2 < E_c2)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :], other=0).to(tl.float32)
        t41 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, None, :], t37, 0.0), 5) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :, None], t40, 0.0), 3), axis=4)
        m44 = tl.maximum(acc42, t35)
        r45 = tl.where(acc42 == -float("inf"), 0.0, tl.exp(acc42 - m44))
        r46 = tl.where(t35 == -float("inf"), 0.0, tl.exp(t35 - m44))
        acc43 = tl.where(acc42 == -float("inf"), 0.0, acc43 * r45) + tl.where(t35 == -float("inf"), 0.0, t41 * r46)
        acc42 = m44
    t65 = tl.load(buf64_ptr + offs_c1[:, None, None, None, None] * buf64_s0 + offs_n0[None, :, None, None, None] * buf64_s1 + offs_n0[None, None, :, None, None] * buf64_s2 + offs_n1[None, None, None, :, None] * buf64_s3, mask=(offs_c1 < E_c1)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :, None], other=0).to(tl.float32)
    t68 = tl.load(m66_ptr + offs_n0[None, :, None, None, None] * m66_s1 + offs_n0[None, None, :, None, None] * m66_s2, mask=(offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None], other=0).to(tl.float32)
    t69 = tl.maximum(t65, t68)
    t70 = t65 - (t69)
    t71 = tl.exp(t70)
    t72 = (acc43) * (t71)
    tl.store(buf73_ptr + offs_c1[:, None, None, None, None] * buf73_s0 + offs_n0[None, :, None, None, None] * buf73_s1 + offs_n0[None, None, :, None, None] * buf73_s2 + offs_n1[None, None, None, :, None] * buf73_s3 + offs_n2[None, None, None, None, :] * buf73_s4, t72, mask=(offs_c1 < E_c1)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :])


@triton.jit
def kernel_4(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m1_s4, m6_ptr, m6_s0, m6_s1, m6_s2, m6_s3, m6_s4, buf25_ptr, buf25_s0, buf25_s1, buf25_s2, buf25_s3, buf25_s4, m28_ptr, m28_s0, m28_s1, m28_s2, m28_s3, m28_s4, m66_ptr, m66_s0, m66_s1, m66_s2, m66_s3, m66_s4, buf96_ptr, buf96_s0, buf96_s1, buf96_s2, buf96_s3, buf96_s4, E_c1, E_c2, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf96: Combine over grid k.0@0[2]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    acc86 = tl.full([T_c1, F_n0, F_n0, F_n1, 1], -float('inf'), tl.float32)
    acc87 = tl.full([T_c1, F_n0, F_n0, F_n1, 1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t75 = tl.load(m1_ptr + offs_c2[None, None, None, None, :] * m1_s4, mask=(offs_c2 < E_c2)[None, None, None, None, :], other=0)
        t76 = tl.load(m6_ptr + offs_n1[None, None, None, :, None] * m6_s3 + offs_c2[None, None, None, None, :] * m6_s4, mask=(offs_n1 < E_n1)[None, None, None, :, None] & (offs_c2 < E_c2)[None, None, None, None, :], other=0)
        t77 = tl.load(buf25_ptr + offs_c1[:, None, None, None, None] * buf25_s0 + offs_n0[None, :, None, None, None] * buf25_s1 + offs_n0[None, None, :, None, None] * buf25_s2 + offs_n1[None, None, None, :, None] * buf25_s3 + offs_c2[None, None, None, None, :] * buf25_s4, mask=(offs_c1 < E_c1)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :, None] & (offs_c2 < E_c2)[None, None, None, None, :], other=0).to(tl.float32)
        t78 = tl.where(t76, -float("inf"), t77)
        t79 = tl.load(m28_ptr + offs_n1[None, None, None, :, None] * m28_s3 + offs_c2[None, None, None, None, :] * m28_s4, mask=(offs_n1 < E_n1)[None, None, None, :, None] & (offs_c2 < E_c2)[None, None, None, None, :], other=0)
        t80 = tl.where(t79, -float("inf"), t78)
        t81 = tl.where(t75, t78, t80)
        t82 = tl.max(tl.where((offs_c2 < E_c2)[None, None, None, None, :], t81, -float('inf')), axis=4, keep_dims=True)
        t83 = t81 - (t82)
        t84 = tl.exp(t83)
        t85 = tl.sum(tl.where((offs_c2 < E_c2)[None, None, None, None, :], t84, 0.0), axis=4, keep_dims=True)
        m88 = tl.maximum(acc86, t82)
        r89 = tl.where(acc86 == -float("inf"), 0.0, tl.exp(acc86 - m88))
        r90 = tl.where(t82 == -float("inf"), 0.0, tl.exp(t82 - m88))
        acc87 = tl.where(acc86 == -float("inf"), 0.0, acc87 * r89) + tl.where(t82 == -float("inf"), 0.0, t85 * r90)
        acc86 = m88
    t91 = tl.load(m66_ptr + offs_n0[None, :, None, None, None] * m66_s1 + offs_n0[None, None, :, None, None] * m66_s2, mask=(offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None], other=0).to(tl.float32)
    t92 = tl.maximum(acc86, t91)
    t93 = acc86 - (t92)
    t94 = tl.exp(t93)
    t95 = (acc87) * (t94)
    tl.store(buf96_ptr + offs_c1[:, None, None, None, None] * buf96_s0 + offs_n0[None, :, None, None, None] * buf96_s1 + offs_n0[None, None, :, None, None] * buf96_s2 + offs_n1[None, None, None, :, None] * buf96_s3, t95, mask=(offs_c1 < E_c1)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :, None])


@triton.jit
def kernel_5(buf73_ptr, buf73_s0, buf73_s1, buf73_s2, buf73_s3, buf73_s4, buf96_ptr, buf96_s0, buf96_s1, buf96_s2, buf96_s3, buf96_s4, m66_ptr, m66_s0, m66_s1, m66_s2, m66_s3, m66_s4, m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m1_s4, m6_ptr, m6_s0, m6_s1, m6_s2, m6_s3, m6_s4, buf25_ptr, buf25_s0, buf25_s1, buf25_s2, buf25_s3, buf25_s4, m28_ptr, m28_s0, m28_s1, m28_s2, m28_s3, m28_s4, buf121_ptr, buf121_s0, buf121_s1, buf121_s2, buf121_s3, E_c0, E_c2, E_n0, E_n1, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n3: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # writes buf121: Combine over grid v.3@3[16]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n3 = tl.arange(0, F_n3)
    t74 = tl.load(buf73_ptr + offs_n0[:, None, None, None, None] * buf73_s0 + offs_n0[None, :, None, None, None] * buf73_s1 + offs_n0[None, None, :, None, None] * buf73_s2 + offs_n1[None, None, None, :, None] * buf73_s3 + offs_c0[None, None, None, None, :] * buf73_s4, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :, None] & (offs_c0 < E_c0)[None, None, None, None, :], other=0).to(tl.float32)
    t97 = tl.load(buf96_ptr + offs_n0[:, None, None, None, None] * buf96_s0 + offs_n0[None, :, None, None, None] * buf96_s1 + offs_n0[None, None, :, None, None] * buf96_s2 + offs_n1[None, None, None, :, None] * buf96_s3, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :, None], other=0).to(tl.float32)
    t98 = tl.load(m66_ptr + offs_n0[None, :, None, None, None] * m66_s1 + offs_n0[None, None, :, None, None] * m66_s2, mask=(offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None], other=0).to(tl.float32)
    acc110 = tl.full([F_n0, F_n0, F_n0, F_n1, 1], -float('inf'), tl.float32)
    acc111 = tl.full([F_n0, F_n0, F_n0, F_n1, 1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t99 = tl.load(m1_ptr + offs_c2[None, None, None, None, :] * m1_s4, mask=(offs_c2 < E_c2)[None, None, None, None, :], other=0)
        t100 = tl.load(m6_ptr + offs_n1[None, None, None, :, None] * m6_s3 + offs_c2[None, None, None, None, :] * m6_s4, mask=(offs_n1 < E_n1)[None, None, None, :, None] & (offs_c2 < E_c2)[None, None, None, None, :], other=0)
        t101 = tl.load(buf25_ptr + offs_n0[:, None, None, None, None] * buf25_s0 + offs_n0[None, :, None, None, None] * buf25_s1 + offs_n0[None, None, :, None, None] * buf25_s2 + offs_n1[None, None, None, :, None] * buf25_s3 + offs_c2[None, None, None, None, :] * buf25_s4, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :, None] & (offs_c2 < E_c2)[None, None, None, None, :], other=0).to(tl.float32)
        t102 = tl.where(t100, -float("inf"), t101)
        t103 = tl.load(m28_ptr + offs_n1[None, None, None, :, None] * m28_s3 + offs_c2[None, None, None, None, :] * m28_s4, mask=(offs_n1 < E_n1)[None, None, None, :, None] & (offs_c2 < E_c2)[None, None, None, None, :], other=0)
        t104 = tl.where(t103, -float("inf"), t102)
        t105 = tl.where(t99, t102, t104)
        t106 = tl.max(tl.where((offs_c2 < E_c2)[None, None, None, None, :], t105, -float('inf')), axis=4, keep_dims=True)
        t107 = t105 - (t106)
        t108 = tl.exp(t107)
        t109 = tl.sum(tl.where((offs_c2 < E_c2)[None, None, None, None, :], t108, 0.0), axis=4, keep_dims=True)
        m112 = tl.maximum(acc110, t106)
        r113 = tl.where(acc110 == -float("inf"), 0.0, tl.exp(acc110 - m112))
        r114 = tl.where(t106 == -float("inf"), 0.0, tl.exp(t106 - m112))
        acc111 = tl.where(acc110 == -float("inf"), 0.0, acc111 * r113) + tl.where(t106 == -float("inf"), 0.0, t109 * r114)
        acc110 = m112
    t115 = tl.maximum(acc110, t98)
    t116 = t98 - (t115)
    t117 = tl.exp(t116)
    t118 = t97 + t117
    t119 = (t74) / (t118)
    t120 = tl.reshape(t119, [F_n0, F_n3, F_n1, T_c0])
    tl.store(buf121_ptr + offs_n0[:, None, None, None] * buf121_s0 + offs_n3[None, :, None, None] * buf121_s1 + offs_n1[None, None, :, None] * buf121_s2 + offs_c0[None, None, None, :] * buf121_s3, t120, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n3 < E_n3)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_c0 < E_c0)[None, None, None, :])


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
    states21 = torch.full([_cdiv(32, T['c3']), _cdiv(16, T['c4']), _pow2(2), _pow2(2), _pow2(2), T['c3'], _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(32, T['c3']) * _cdiv(16, T['c4']),)](m13_ptr=m13, m13_s0=m13.stride(0), m13_s1=m13.stride(1), m13_s2=m13.stride(2), m13_s3=m13.stride(3), m13_s4=m13.stride(4), m16_ptr=m16, m16_s0=m16.stride(0), m16_s1=m16.stride(1), m16_s2=m16.stride(2), m16_s3=m16.stride(3), m16_s4=m16.stride(4), states21_ptr=states21, states21_s0=states21.stride(0), states21_s1=states21.stride(1), states21_s2=states21.stride(2), states21_s3=states21.stride(3), states21_s4=states21.stride(4), states21_s5=states21.stride(5), states21_s6=states21.stride(6), E_c3=32, E_c4=16, E_n0=2, E_n1=32, F_n0=_pow2(2), F_n1=_pow2(32), T_c3=T['c3'], T_c4=T['c4'])
    buf25 = torch.full([2, 2, 2, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(32, T['c3']),)](states21_ptr=states21, states21_s0=states21.stride(0), states21_s1=states21.stride(1), states21_s2=states21.stride(2), states21_s3=states21.stride(3), states21_s4=states21.stride(4), states21_s5=states21.stride(5), states21_s6=states21.stride(6), buf25_ptr=buf25, buf25_s0=buf25.stride(0), buf25_s1=buf25.stride(1), buf25_s2=buf25.stride(2), buf25_s3=buf25.stride(3), buf25_s4=buf25.stride(4), E_c3=32, E_c4=16, E_n0=2, E_n1=32, F_n0=_pow2(2), F_n1=_pow2(32), T_c3=T['c3'], T_c4=T['c4'])
    m30 = _BINARY["Sub"](m9, m8)
    m31 = torch.tensor(8.0, dtype=torch.float32, device=device)
    m29 = _BINARY["Ge"](m30, m31)
    m28 = m29.reshape([1, 1, 1, 32, 32])
    m39 = inputs['v']
    m38 = m39.reshape([2, 2, 1, 32, 16])
    buf64 = torch.full([2, 2, 2, 32, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(2, T['c5']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m1_s4=m1.stride(4), m6_ptr=m6, m6_s0=m6.stride(0), m6_s1=m6.stride(1), m6_s2=m6.stride(2), m6_s3=m6.stride(3), m6_s4=m6.stride(4), buf25_ptr=buf25, buf25_s0=buf25.stride(0), buf25_s1=buf25.stride(1), buf25_s2=buf25.stride(2), buf25_s3=buf25.stride(3), buf25_s4=buf25.stride(4), m28_ptr=m28, m28_s0=m28.stride(0), m28_s1=m28.stride(1), m28_s2=m28.stride(2), m28_s3=m28.stride(3), m28_s4=m28.stride(4), m38_ptr=m38, m38_s0=m38.stride(0), m38_s1=m38.stride(1), m38_s2=m38.stride(2), m38_s3=m38.stride(3), m38_s4=m38.stride(4), buf64_ptr=buf64, buf64_s0=buf64.stride(0), buf64_s1=buf64.stride(1), buf64_s2=buf64.stride(2), buf64_s3=buf64.stride(3), buf64_s4=buf64.stride(4), E_c2=32, E_c5=2, E_n0=2, E_n1=32, E_n2=16, F_n0=_pow2(2), F_n1=_pow2(32), F_n2=_pow2(16), T_c2=T['c2'], T_c5=T['c5'])
    m67 = inputs['sinks']
    m66 = m67.reshape([1, 2, 2, 1, 1])
    buf73 = torch.full([2, 2, 2, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(2, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m1_s4=m1.stride(4), m6_ptr=m6, m6_s0=m6.stride(0), m6_s1=m6.stride(1), m6_s2=m6.stride(2), m6_s3=m6.stride(3), m6_s4=m6.stride(4), buf25_ptr=buf25, buf25_s0=buf25.stride(0), buf25_s1=buf25.stride(1), buf25_s2=buf25.stride(2), buf25_s3=buf25.stride(3), buf25_s4=buf25.stride(4), m28_ptr=m28, m28_s0=m28.stride(0), m28_s1=m28.stride(1), m28_s2=m28.stride(2), m28_s3=m28.stride(3), m28_s4=m28.stride(4), m38_ptr=m38, m38_s0=m38.stride(0), m38_s1=m38.stride(1), m38_s2=m38.stride(2), m38_s3=m38.stride(3), m38_s4=m38.stride(4), buf64_ptr=buf64, buf64_s0=buf64.stride(0), buf64_s1=buf64.stride(1), buf64_s2=buf64.stride(2), buf64_s3=buf64.stride(3), buf64_s4=buf64.stride(4), m66_ptr=m66, m66_s0=m66.stride(0), m66_s1=m66.stride(1), m66_s2=m66.stride(2), m66_s3=m66.stride(3), m66_s4=m66.stride(4), buf73_ptr=buf73, buf73_s0=buf73.stride(0), buf73_s1=buf73.stride(1), buf73_s2=buf73.stride(2), buf73_s3=buf73.stride(3), buf73_s4=buf73.stride(4), E_c1=2, E_c2=32, E_n0=2, E_n1=32, E_n2=16, F_n0=_pow2(2), F_n1=_pow2(32), F_n2=_pow2(16), T_c1=T['c1'], T_c2=T['c2'])
    buf96 = torch.full([2, 2, 2, 32, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(_cdiv(2, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m1_s4=m1.stride(4), m6_ptr=m6, m6_s0=m6.stride(0), m6_s1=m6.stride(1), m6_s2=m6.stride(2), m6_s3=m6.stride(3), m6_s4=m6.stride(4), buf25_ptr=buf25, buf25_s0=buf25.stride(0), buf25_s1=buf25.stride(1), buf25_s2=buf25.stride(2), buf25_s3=buf25.stride(3), buf25_s4=buf25.stride(4), m28_ptr=m28, m28_s0=m28.stride(0), m28_s1=m28.stride(1), m28_s2=m28.stride(2), m28_s3=m28.stride(3), m28_s4=m28.stride(4), m66_ptr=m66, m66_s0=m66.stride(0), m66_s1=m66.stride(1), m66_s2=m66.stride(2), m66_s3=m66.stride(3), m66_s4=m66.stride(4), buf96_ptr=buf96, buf96_s0=buf96.stride(0), buf96_s1=buf96.stride(1), buf96_s2=buf96.stride(2), buf96_s3=buf96.stride(3), buf96_s4=buf96.stride(4), E_c1=2, E_c2=32, E_n0=2, E_n1=32, F_n0=_pow2(2), F_n1=_pow2(32), T_c1=T['c1'], T_c2=T['c2'])
    buf121 = torch.full([2, 4, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_5[(_cdiv(16, T['c0']),)](buf73_ptr=buf73, buf73_s0=buf73.stride(0), buf73_s1=buf73.stride(1), buf73_s2=buf73.stride(2), buf73_s3=buf73.stride(3), buf73_s4=buf73.stride(4), buf96_ptr=buf96, buf96_s0=buf96.stride(0), buf96_s1=buf96.stride(1), buf96_s2=buf96.stride(2), buf96_s3=buf96.stride(3), buf96_s4=buf96.stride(4), m66_ptr=m66, m66_s0=m66.stride(0), m66_s1=m66.stride(1), m66_s2=m66.stride(2), m66_s3=m66.stride(3), m66_s4=m66.stride(4), m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m1_s4=m1.stride(4), m6_ptr=m6, m6_s0=m6.stride(0), m6_s1=m6.stride(1), m6_s2=m6.stride(2), m6_s3=m6.stride(3), m6_s4=m6.stride(4), buf25_ptr=buf25, buf25_s0=buf25.stride(0), buf25_s1=buf25.stride(1), buf25_s2=buf25.stride(2), buf25_s3=buf25.stride(3), buf25_s4=buf25.stride(4), m28_ptr=m28, m28_s0=m28.stride(0), m28_s1=m28.stride(1), m28_s2=m28.stride(2), m28_s3=m28.stride(3), m28_s4=m28.stride(4), buf121_ptr=buf121, buf121_s0=buf121.stride(0), buf121_s1=buf121.stride(1), buf121_s2=buf121.stride(2), buf121_s3=buf121.stride(3), E_c0=16, E_c2=32, E_n0=2, E_n1=32, E_n3=4, F_n0=_pow2(2), F_n1=_pow2(32), F_n3=_pow2(4), T_c0=T['c0'], T_c2=T['c2'])
    return buf121


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
