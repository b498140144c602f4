"""attention_prefill [small], candidate 42: 9 kernel(s)

Rendered by EqiForge from candidate 42 of attention_prefill [small]: grid(q.2@2) loop(k.3[16]: sum) [1 mm] ; grid(q.2@2) ; grid() loop(k.2[32]: rescale) ; grid(k.1@1) loop(k.2[32]: max) ; grid(k.1@1) loop(k.2[32]: sum) ; grid(k.1@1) ; grid() loop(k.2[32]: pair(sum, sum)) ; grid() loop(k.2[32]: rescale) ; grid(k.0@0)
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid k.0@0[2]
    c1: loop k.2[32]
    c2: grid q.2@2[32]
    c3: loop k.3[16]
    c4: grid k.1@1[4]

Run it on its own: `python kernels/f42.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/attention_prefill.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 1, "c1": 16, "c2": 16, "c3": 8, "c4": 2}


@triton.jit
def kernel_0(m8_ptr, m8_s0, m8_s1, m8_s2, m8_s3, m10_ptr, m10_s0, m10_s1, m10_s2, m10_s3, buf15_ptr, buf15_s0, buf15_s1, buf15_s2, buf15_s3, E_c2, E_c3, E_n0, E_n1, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n3: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # writes buf15: Combine over grid q.2@2[32]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n3 = tl.arange(0, F_n3)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    acc14 = tl.full([F_n3, F_n0, T_c2, F_n1], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t9 = tl.load(m8_ptr + offs_n3[:, None, None, None] * m8_s0 + offs_n0[None, :, None, None] * m8_s1 + offs_c2[None, None, :, None] * m8_s2 + offs_c3[None, None, None, :] * m8_s3, mask=(offs_n3 < E_n3)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
        t12 = tl.load(m10_ptr + offs_n3[:, None, None, None] * m10_s0 + offs_n0[None, :, None, None] * m10_s1 + offs_c3[None, None, :, None] * m10_s2 + offs_n1[None, None, None, :] * m10_s3, mask=(offs_n3 < E_n3)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_c3 < E_c3)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
        t13 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, :], t9, 0.0), 4) * tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, :, None], t12, 0.0), 2), axis=3)
        acc14 = acc14 + t13
    tl.store(buf15_ptr + offs_n3[:, None, None, None] * buf15_s0 + offs_n0[None, :, None, None] * buf15_s1 + offs_c2[None, None, :, None] * buf15_s2 + offs_n1[None, None, None, :] * buf15_s3, acc14, mask=(offs_n3 < E_n3)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :])


@triton.jit
def kernel_1(buf15_ptr, buf15_s0, buf15_s1, buf15_s2, buf15_s3, buf18_ptr, buf18_s0, buf18_s1, buf18_s2, buf18_s3, E_c2, E_n0, E_n1, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n3: tl.constexpr, T_c2: tl.constexpr):
    # writes buf18: Combine over grid q.2@2[32]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n3 = tl.arange(0, F_n3)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t16 = tl.load(buf15_ptr + offs_n3[:, None, None, None] * buf15_s0 + offs_n0[None, :, None, None] * buf15_s1 + offs_c2[None, None, :, None] * buf15_s2 + offs_n1[None, None, None, :] * buf15_s3, mask=(offs_n3 < E_n3)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t17 = (t16) * (0.25)
    tl.store(buf18_ptr + offs_n3[:, None, None, None] * buf18_s0 + offs_n0[None, :, None, None] * buf18_s1 + offs_c2[None, None, :, None] * buf18_s2 + offs_n1[None, None, None, :] * buf18_s3, t17, mask=(offs_n3 < E_n3)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :])


@triton.jit
def kernel_2(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, buf18_ptr, buf18_s0, buf18_s1, buf18_s2, buf18_s3, m28_ptr, m28_s0, m28_s1, m28_s2, m28_s3, buf48_ptr, buf48_s0, buf48_s1, buf48_s2, buf48_s3, buf49_ptr, buf49_s0, buf49_s1, buf49_s2, buf49_s3, E_c1, E_n0, E_n1, E_n2, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c1: tl.constexpr):
    # writes buf48, buf49: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n3 = tl.arange(0, F_n3)
    offs_n0 = tl.arange(0, F_n0)
    offs_n2 = tl.arange(0, F_n2)
    acc43 = tl.full([F_n3, F_n0, F_n1, 1], -float('inf'), tl.float32)
    acc44 = tl.full([F_n3, F_n0, F_n1, F_n2], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t31 = tl.load(m1_ptr + offs_n1[None, None, :, None] * m1_s2 + offs_c1[None, None, None, :] * m1_s3, mask=(offs_n1 < E_n1)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0)
        t32 = tl.load(buf18_ptr + offs_n3[:, None, None, None] * buf18_s0 + offs_n0[None, :, None, None] * buf18_s1 + offs_n1[None, None, :, None] * buf18_s2 + offs_c1[None, None, None, :] * buf18_s3, mask=(offs_n3 < E_n3)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
        t33 = tl.where(t31, -float("inf"), t32)
        t34 = tl.max(tl.where((offs_c1 < E_c1)[None, None, None, :], t33, -float('inf')), axis=3, keep_dims=True)
        t35 = -float("inf") - (t34)
        t36 = tl.exp(t35)
        t37 = tl.exp(t32)
        t38 = tl.exp(t34)
        t39 = (t37) / (t38)
        t40 = tl.where(t31, t36, t39)
        t41 = tl.load(m28_ptr + offs_n3[:, None, None, None] * m28_s0 + offs_n0[None, :, None, None] * m28_s1 + offs_c1[None, None, :, None] * m28_s2 + offs_n2[None, None, None, :] * m28_s3, mask=(offs_n3 < E_n3)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
        t42 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, :], t40, 0.0), 4) * tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, :, None], t41, 0.0), 2), axis=3)
        m45 = tl.maximum(acc43, t34)
        r46 = tl.where(acc43 == -float("inf"), 0.0, tl.exp(acc43 - m45))
        r47 = tl.where(t34 == -float("inf"), 0.0, tl.exp(t34 - m45))
        acc44 = tl.where(acc43 == -float("inf"), 0.0, acc44 * r46) + tl.where(t34 == -float("inf"), 0.0, t42 * r47)
        acc43 = m45
    tl.store(buf48_ptr + offs_n3[:, None, None, None] * buf48_s0 + offs_n0[None, :, None, None] * buf48_s1 + offs_n1[None, None, :, None] * buf48_s2, acc43, mask=(offs_n3 < E_n3)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None])
    tl.store(buf49_ptr + offs_n3[:, None, None, None] * buf49_s0 + offs_n0[None, :, None, None] * buf49_s1 + offs_n1[None, None, :, None] * buf49_s2 + offs_n2[None, None, None, :] * buf49_s3, acc44, mask=(offs_n3 < E_n3)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :])


@triton.jit
def kernel_3(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, buf18_ptr, buf18_s0, buf18_s1, buf18_s2, buf18_s3, buf60_ptr, buf60_s0, buf60_s1, buf60_s2, buf60_s3, E_c1, E_c4, E_n1, E_n3, F_n1: tl.constexpr, F_n3: tl.constexpr, T_c1: tl.constexpr, T_c4: tl.constexpr):
    # writes buf60: Combine over grid k.1@1[4]
    pid = tl.program_id(0)
    i_c4 = pid % tl.cdiv(E_c4, T_c4)
    pid = pid // tl.cdiv(E_c4, T_c4)
    offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n3 = tl.arange(0, F_n3)
    acc59 = tl.full([F_n3, T_c4, F_n1, 1], -float('inf'), tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t55 = tl.load(m1_ptr + offs_n1[None, None, :, None] * m1_s2 + offs_c1[None, None, None, :] * m1_s3, mask=(offs_n1 < E_n1)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0)
        t56 = tl.load(buf18_ptr + offs_n3[:, None, None, None] * buf18_s0 + offs_c4[None, :, None, None] * buf18_s1 + offs_n1[None, None, :, None] * buf18_s2 + offs_c1[None, None, None, :] * buf18_s3, mask=(offs_n3 < E_n3)[:, None, None, None] & (offs_c4 < E_c4)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
        t57 = tl.where(t55, -float("inf"), t56)
        t58 = tl.max(tl.where((offs_c1 < E_c1)[None, None, None, :], t57, -float('inf')), axis=3, keep_dims=True)
        acc59 = tl.maximum(acc59, t58)
    tl.store(buf60_ptr + offs_n3[:, None, None, None] * buf60_s0 + offs_c4[None, :, None, None] * buf60_s1 + offs_n1[None, None, :, None] * buf60_s2, acc59, mask=(offs_n3 < E_n3)[:, None, None, None] & (offs_c4 < E_c4)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None])


@triton.jit
def kernel_4(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, buf18_ptr, buf18_s0, buf18_s1, buf18_s2, buf18_s3, buf70_ptr, buf70_s0, buf70_s1, buf70_s2, buf70_s3, E_c1, E_c4, E_n1, E_n3, F_n1: tl.constexpr, F_n3: tl.constexpr, T_c1: tl.constexpr, T_c4: tl.constexpr):
    # writes buf70: Combine over grid k.1@1[4]
    pid = tl.program_id(0)
    i_c4 = pid % tl.cdiv(E_c4, T_c4)
    pid = pid // tl.cdiv(E_c4, T_c4)
    offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n3 = tl.arange(0, F_n3)
    acc69 = tl.full([F_n3, T_c4, F_n1, 1], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t64 = tl.load(m1_ptr + offs_n1[None, None, :, None] * m1_s2 + offs_c1[None, None, None, :] * m1_s3, mask=(offs_n1 < E_n1)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0)
        t65 = tl.load(buf18_ptr + offs_n3[:, None, None, None] * buf18_s0 + offs_c4[None, :, None, None] * buf18_s1 + offs_n1[None, None, :, None] * buf18_s2 + offs_c1[None, None, None, :] * buf18_s3, mask=(offs_n3 < E_n3)[:, None, None, None] & (offs_c4 < E_c4)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
        t66 = tl.where(t64, -float("inf"), t65)
        t67 = tl.exp(t66)
        t68 = tl.sum(tl.where((offs_c1 < E_c1)[None, None, None, :], t67, 0.0), axis=3, keep_dims=True)
        acc69 = acc69 + t68
    tl.store(buf70_ptr + offs_n3[:, None, None, None] * buf70_s0 + offs_c4[None, :, None, None] * buf70_s1 + offs_n1[None, None, :, None] * buf70_s2, acc69, mask=(offs_n3 < E_n3)[:, None, None, None] & (offs_c4 < E_c4)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None])


@triton.jit
def kernel_5(buf60_ptr, buf60_s0, buf60_s1, buf60_s2, buf60_s3, buf70_ptr, buf70_s0, buf70_s1, buf70_s2, buf70_s3, buf73_ptr, buf73_s0, buf73_s1, buf73_s2, buf73_s3, E_c4, E_n1, E_n3, F_n1: tl.constexpr, F_n3: tl.constexpr, T_c4: tl.constexpr):
    # writes buf73: Combine over grid k.1@1[4]
    pid = tl.program_id(0)
    i_c4 = pid % tl.cdiv(E_c4, T_c4)
    pid = pid // tl.cdiv(E_c4, T_c4)
    offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)
    offs_one = tl.arange(0, 1)
    offs_n3 = tl.arange(0, F_n3)
    offs_n1 = tl.arange(0, F_n1)
    t61 = tl.load(buf60_ptr + offs_n3[:, None, None, None] * buf60_s0 + offs_c4[None, :, None, None] * buf60_s1 + offs_n1[None, None, :, None] * buf60_s2, mask=(offs_n3 < E_n3)[:, None, None, None] & (offs_c4 < E_c4)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None], other=0).to(tl.float32)
    t62 = tl.exp(t61)
    t63 = 1.0 / (t62)
    t71 = tl.load(buf70_ptr + offs_n3[:, None, None, None] * buf70_s0 + offs_c4[None, :, None, None] * buf70_s1 + offs_n1[None, None, :, None] * buf70_s2, mask=(offs_n3 < E_n3)[:, None, None, None] & (offs_c4 < E_c4)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None], other=0).to(tl.float32)
    t72 = (t63) * (t71)
    tl.store(buf73_ptr + offs_n3[:, None, None, None] * buf73_s0 + offs_c4[None, :, None, None] * buf73_s1 + offs_n1[None, None, :, None] * buf73_s2, t72, mask=(offs_n3 < E_n3)[:, None, None, None] & (offs_c4 < E_c4)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None])


@triton.jit
def kernel_6(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, buf18_ptr, buf18_s0, buf18_s1, buf18_s2, buf18_s3, m28_ptr, m28_s0, m28_s1, m28_s2, m28_s3, buf48_ptr, buf48_s0, buf48_s1, buf48_s2, buf48_s3, buf73_ptr, buf73_s0, buf73_s1, buf73_s2, buf73_s3, buf79_ptr, buf79_s0, buf79_s1, buf79_s2, buf79_s3, buf80_ptr, buf80_s0, buf80_s1, buf80_s2, buf80_s3, E_c1, E_n0, E_n1, E_n2, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c1: tl.constexpr):
    # writes buf79, buf80: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n3 = tl.arange(0, F_n3)
    offs_n0 = tl.arange(0, F_n0)
    offs_n2 = tl.arange(0, F_n2)
    t50 = tl.load(buf48_ptr + offs_n3[:, None, None, None] * buf48_s0 + offs_n0[None, :, None, None] * buf48_s1 + offs_n1[None, None, :, None] * buf48_s2, mask=(offs_n3 < E_n3)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None], other=0).to(tl.float32)
    t74 = tl.load(buf73_ptr + offs_n3[:, None, None, None] * buf73_s0 + offs_n0[None, :, None, None] * buf73_s1 + offs_n1[None, None, :, None] * buf73_s2, mask=(offs_n3 < E_n3)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None], other=0).to(tl.float32)
    acc77 = tl.full([F_n3, F_n0, F_n1, F_n2], 0.0, tl.float32)
    acc78 = tl.full([F_n3, F_n0, F_n1, F_n2], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t7 = tl.load(m1_ptr + offs_n1[None, None, :, None] * m1_s2 + offs_c1[None, None, None, :] * m1_s3, mask=(offs_n1 < E_n1)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0)
        t19 = tl.load(buf18_ptr + offs_n3[:, None, None, None] * buf18_s0 + offs_n0[None, :, None, None] * buf18_s1 + offs_n1[None, None, :, None] * buf18_s2 + offs_c1[None, None, None, :] * buf18_s3, mask=(offs_n3 < E_n3)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
        t20 = tl.where(t7, -float("inf"), t19)
        t21 = tl.max(tl.where((offs_c1 < E_c1)[None, None, None, :], t20, -float('inf')), axis=3, keep_dims=True)
        t22 = -float("inf") - (t21)
        t23 = tl.exp(t22)
        t24 = tl.exp(t19)
        t25 = tl.exp(t21)
        t26 = (t24) / (t25)
        t27 = tl.where(t7, t23, t26)
        t29 = tl.load(m28_ptr + offs_n3[:, None, None, None] * m28_s0 + offs_n0[None, :, None, None] * m28_s1 + offs_c1[None, None, :, None] * m28_s2 + offs_n2[None, None, None, :] * m28_s3, mask=(offs_n3 < E_n3)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
        t30 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, :], t27, 0.0), 4) * tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, :, None], t29, 0.0), 2), axis=3)
        t51 = t21 - (t50)
        t52 = tl.exp(t51)
        t53 = (t30) * (t52)
        t54 = (t27) * (t52)
        t75 = (t54) / (t74)
        t76 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, :], t75, 0.0), 4) * tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, :, None], t29, 0.0), 2), axis=3)
        acc77 = acc77 + t53
        acc78 = acc78 + t76
    tl.store(buf79_ptr + offs_n3[:, None, None, None] * buf79_s0 + offs_n0[None, :, None, None] * buf79_s1 + offs_n1[None, None, :, None] * buf79_s2 + offs_n2[None, None, None, :] * buf79_s3, acc77, mask=(offs_n3 < E_n3)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :])
    tl.store(buf80_ptr + offs_n3[:, None, None, None] * buf80_s0 + offs_n0[None, :, None, None] * buf80_s1 + offs_n1[None, None, :, None] * buf80_s2 + offs_n2[None, None, None, :] * buf80_s3, acc78, mask=(offs_n3 < E_n3)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :])


@triton.jit
def kernel_7(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, buf18_ptr, buf18_s0, buf18_s1, buf18_s2, buf18_s3, buf98_ptr, buf98_s0, buf98_s1, buf98_s2, buf98_s3, buf99_ptr, buf99_s0, buf99_s1, buf99_s2, buf99_s3, E_c1, E_n0, E_n1, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n3: tl.constexpr, T_c1: tl.constexpr):
    # writes buf98, buf99: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n3 = tl.arange(0, F_n3)
    offs_n0 = tl.arange(0, F_n0)
    acc93 = tl.full([F_n3, F_n0, F_n1, 1], -float('inf'), tl.float32)
    acc94 = tl.full([F_n3, F_n0, F_n1, 1], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t82 = tl.load(m1_ptr + offs_n1[None, None, :, None] * m1_s2 + offs_c1[None, None, None, :] * m1_s3, mask=(offs_n1 < E_n1)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0)
        t83 = tl.load(buf18_ptr + offs_n3[:, None, None, None] * buf18_s0 + offs_n0[None, :, None, None] * buf18_s1 + offs_n1[None, None, :, None] * buf18_s2 + offs_c1[None, None, None, :] * buf18_s3, mask=(offs_n3 < E_n3)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
        t84 = tl.where(t82, -float("inf"), t83)
        t85 = tl.max(tl.where((offs_c1 < E_c1)[None, None, None, :], t84, -float('inf')), axis=3, keep_dims=True)
        t86 = -float("inf") - (t85)
        t87 = tl.exp(t86)
        t88 = tl.exp(t83)
        t89 = tl.exp(t85)
        t90 = (t88) / (t89)
        t91 = tl.where(t82, t87, t90)
        t92 = tl.sum(tl.where((offs_c1 < E_c1)[None, None, None, :], t91, 0.0), axis=3, keep_dims=True)
        m95 = tl.maximum(acc93, t85)
        r96 = tl.where(acc93 == -float("inf"), 0.0, tl.exp(acc93 - m95))
        r97 = tl.where(t85 == -float("inf"), 0.0, tl.exp(t85 - m95))
        acc94 = tl.where(acc93 == -float("inf"), 0.0, acc94 * r96) + tl.where(t85 == -float("inf"), 0.0, t92 * r97)
        acc93 = m95
    tl.store(buf98_ptr + offs_n3[:, None, None, None] * buf98_s0 + offs_n0[None, :, None, None] * buf98_s1 + offs_n1[None, None, :, None] * buf98_s2, acc93, mask=(offs_n3 < E_n3)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None])
    tl.store(buf99_ptr + offs_n3[:, None, None, None] * buf99_s0 + offs_n0[None, :, None, None] * buf99_s1 + offs_n1[None, None, :, None] * buf99_s2, acc94, mask=(offs_n3 < E_n3)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None])


@triton.jit
def kernel_8(buf79_ptr, buf79_s0, buf79_s1, buf79_s2, buf79_s3, buf99_ptr, buf99_s0, buf99_s1, buf99_s2, buf99_s3, buf102_ptr, buf102_s0, buf102_s1, buf102_s2, buf102_s3, E_c0, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr):
    # writes buf102: Combine over grid k.0@0[2]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t81 = tl.load(buf79_ptr + offs_c0[:, None, None, None] * buf79_s0 + offs_n0[None, :, None, None] * buf79_s1 + offs_n1[None, None, :, None] * buf79_s2 + offs_n2[None, None, None, :] * buf79_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t100 = tl.load(buf99_ptr + offs_c0[:, None, None, None] * buf99_s0 + offs_n0[None, :, None, None] * buf99_s1 + offs_n1[None, None, :, None] * buf99_s2, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None], other=0).to(tl.float32)
    t101 = (t81) / (t100)
    tl.store(buf102_ptr + offs_c0[:, None, None, None] * buf102_s0 + offs_n0[None, :, None, None] * buf102_s1 + offs_n1[None, None, :, None] * buf102_s2 + offs_n2[None, None, None, :] * buf102_s3, t101, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :])


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
    buf15 = torch.full([2, 4, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(32, T['c2']),)](m8_ptr=m8, m8_s0=m8.stride(0), m8_s1=m8.stride(1), m8_s2=m8.stride(2), m8_s3=m8.stride(3), m10_ptr=m10, m10_s0=m10.stride(0), m10_s1=m10.stride(1), m10_s2=m10.stride(2), m10_s3=m10.stride(3), buf15_ptr=buf15, buf15_s0=buf15.stride(0), buf15_s1=buf15.stride(1), buf15_s2=buf15.stride(2), buf15_s3=buf15.stride(3), E_c2=32, E_c3=16, E_n0=4, E_n1=32, E_n3=2, F_n0=_pow2(4), F_n1=_pow2(32), F_n3=_pow2(2), T_c2=T['c2'], T_c3=T['c3'])
    buf18 = torch.full([2, 4, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(32, T['c2']),)](buf15_ptr=buf15, buf15_s0=buf15.stride(0), buf15_s1=buf15.stride(1), buf15_s2=buf15.stride(2), buf15_s3=buf15.stride(3), buf18_ptr=buf18, buf18_s0=buf18.stride(0), buf18_s1=buf18.stride(1), buf18_s2=buf18.stride(2), buf18_s3=buf18.stride(3), E_c2=32, E_n0=4, E_n1=32, E_n3=2, F_n0=_pow2(4), F_n1=_pow2(32), F_n3=_pow2(2), T_c2=T['c2'])
    m28 = inputs['v']
    buf48 = torch.full([2, 4, 32, 1], float("nan"), dtype=torch.float32, device=device)
    buf49 = torch.full([2, 4, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(1,)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), buf18_ptr=buf18, buf18_s0=buf18.stride(0), buf18_s1=buf18.stride(1), buf18_s2=buf18.stride(2), buf18_s3=buf18.stride(3), m28_ptr=m28, m28_s0=m28.stride(0), m28_s1=m28.stride(1), m28_s2=m28.stride(2), m28_s3=m28.stride(3), buf48_ptr=buf48, buf48_s0=buf48.stride(0), buf48_s1=buf48.stride(1), buf48_s2=buf48.stride(2), buf48_s3=buf48.stride(3), buf49_ptr=buf49, buf49_s0=buf49.stride(0), buf49_s1=buf49.stride(1), buf49_s2=buf49.stride(2), buf49_s3=buf49.stride(3), E_c1=32, E_n0=4, E_n1=32, E_n2=16, E_n3=2, F_n0=_pow2(4), F_n1=_pow2(32), F_n2=_pow2(16), F_n3=_pow2(2), T_c1=T['c1'])
    buf60 = torch.full([2, 4, 32, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(4, T['c4']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), buf18_ptr=buf18, buf18_s0=buf18.stride(0), buf18_s1=buf18.stride(1), buf18_s2=buf18.stride(2), buf18_s3=buf18.stride(3), buf60_ptr=buf60, buf60_s0=buf60.stride(0), buf60_s1=buf60.stride(1), buf60_s2=buf60.stride(2), buf60_s3=buf60.stride(3), E_c1=32, E_c4=4, E_n1=32, E_n3=2, F_n1=_pow2(32), F_n3=_pow2(2), T_c1=T['c1'], T_c4=T['c4'])
    buf70 = torch.full([2, 4, 32, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(_cdiv(4, T['c4']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), buf18_ptr=buf18, buf18_s0=buf18.stride(0), buf18_s1=buf18.stride(1), buf18_s2=buf18.stride(2), buf18_s3=buf18.stride(3), buf70_ptr=buf70, buf70_s0=buf70.stride(0), buf70_s1=buf70.stride(1), buf70_s2=buf70.stride(2), buf70_s3=buf70.stride(3), E_c1=32, E_c4=4, E_n1=32, E_n3=2, F_n1=_pow2(32), F_n3=_pow2(2), T_c1=T['c1'], T_c4=T['c4'])
    buf73 = torch.full([2, 4, 32, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_5[(_cdiv(4, T['c4']),)](buf60_ptr=buf60, buf60_s0=buf60.stride(0), buf60_s1=buf60.stride(1), buf60_s2=buf60.stride(2), buf60_s3=buf60.stride(3), buf70_ptr=buf70, buf70_s0=buf70.stride(0), buf70_s1=buf70.stride(1), buf70_s2=buf70.stride(2), buf70_s3=buf70.stride(3), buf73_ptr=buf73, buf73_s0=buf73.stride(0), buf73_s1=buf73.stride(1), buf73_s2=buf73.stride(2), buf73_s3=buf73.stride(3), E_c4=4, E_n1=32, E_n3=2, F_n1=_pow2(32), F_n3=_pow2(2), T_c4=T['c4'])
    buf79 = torch.full([2, 4, 32, 16], float("nan"), dtype=torch.float32, device=device)
    buf80 = torch.full([2, 4, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_6[(1,)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), buf18_ptr=buf18, buf18_s0=buf18.stride(0), buf18_s1=buf18.stride(1), buf18_s2=buf18.stride(2), buf18_s3=buf18.stride(3), m28_ptr=m28, m28_s0=m28.stride(0), m28_s1=m28.stride(1), m28_s2=m28.stride(2), m28_s3=m28.stride(3), buf48_ptr=buf48, buf48_s0=buf48.stride(0), buf48_s1=buf48.stride(1), buf48_s2=buf48.stride(2), buf48_s3=buf48.stride(3), buf73_ptr=buf73, buf73_s0=buf73.stride(0), buf73_s1=buf73.stride(1), buf73_s2=buf73.stride(2), buf73_s3=buf73.stride(3), buf79_ptr=buf79, buf79_s0=buf79.stride(0), buf79_s1=buf79.stride(1), buf79_s2=buf79.stride(2), buf79_s3=buf79.stride(3), buf80_ptr=buf80, buf80_s0=buf80.stride(0), buf80_s1=buf80.stride(1), buf80_s2=buf80.stride(2), buf80_s3=buf80.stride(3), E_c1=32, E_n0=4, E_n1=32, E_n2=16, E_n3=2, F_n0=_pow2(4), F_n1=_pow2(32), F_n2=_pow2(16), F_n3=_pow2(2), T_c1=T['c1'])
    buf98 = torch.full([2, 4, 32, 1], float("nan"), dtype=torch.float32, device=device)
    buf99 = torch.full([2, 4, 32, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_7[(1,)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), buf18_ptr=buf18, buf18_s0=buf18.stride(0), buf18_s1=buf18.stride(1), buf18_s2=buf18.stride(2), buf18_s3=buf18.stride(3), buf98_ptr=buf98, buf98_s0=buf98.stride(0), buf98_s1=buf98.stride(1), buf98_s2=buf98.stride(2), buf98_s3=buf98.stride(3), buf99_ptr=buf99, buf99_s0=buf99.stride(0), buf99_s1=buf99.stride(1), buf99_s2=buf99.stride(2), buf99_s3=buf99.stride(3), E_c1=32, E_n0=4, E_n1=32, E_n3=2, F_n0=_pow2(4), F_n1=_pow2(32), F_n3=_pow2(2), T_c1=T['c1'])
    buf102 = torch.full([2, 4, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_8[(_cdiv(2, T['c0']),)](buf79_ptr=buf79, buf79_s0=buf79.stride(0), buf79_s1=buf79.stride(1), buf79_s2=buf79.stride(2), buf79_s3=buf79.stride(3), buf99_ptr=buf99, buf99_s0=buf99.stride(0), buf99_s1=buf99.stride(1), buf99_s2=buf99.stride(2), buf99_s3=buf99.stride(3), buf102_ptr=buf102, buf102_s0=buf102.stride(0), buf102_s1=buf102.stride(1), buf102_s2=buf102.stride(2), buf102_s3=buf102.stride(3), E_c0=2, E_n0=4, E_n1=32, E_n2=16, F_n0=_pow2(4), F_n1=_pow2(32), F_n2=_pow2(16), T_c0=T['c0'])
    return buf102


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
