"""attention_decode [small], candidate 36: 8 kernel(s)

Rendered by EqiForge from candidate 36 of attention_decode [small]: grid() loop(k.3[16]: pair(sum, sum)) ; grid(k.0@0) ; grid(k.1@1) loop(k.2[64]: max) ; grid(k.1@1) loop(k.2[64]: sum) ; grid() loop(k.2[64]: pair(sum, sum)) ; grid() loop(k.2[64]: rescale) ; grid() loop(k.2[64]: pair(sum, sum)) ; grid(v.3@3)
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid v.3@3[16]
    c1: loop k.2[64]
    c2: grid k.0@0[2]
    c3: loop k.3[16]
    c4: grid k.1@1[4]

Run it on its own: `python kernels/f36.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/attention_decode.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 8, "c1": 32, "c2": 1, "c3": 8, "c4": 2}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, buf11_ptr, buf11_s0, buf11_s1, buf11_s2, buf11_s3, buf12_ptr, buf12_s0, buf12_s1, buf12_s2, buf12_s3, E_c3, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c3: tl.constexpr):
    # writes buf11, buf12: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    acc9 = tl.full([F_n0, F_n1, 1, F_n2], 0.0, tl.float32)
    acc10 = tl.full([F_n0, F_n1, 1, F_n2], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t2 = tl.load(m1_ptr + offs_n0[:, None, None, None] * m1_s0 + offs_n1[None, :, None, None] * m1_s1 + offs_c3[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
        t5 = tl.load(m3_ptr + offs_n0[:, None, None, None] * m3_s0 + offs_n1[None, :, None, None] * m3_s1 + offs_c3[None, None, :, None] * m3_s2 + offs_n2[None, None, None, :] * m3_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c3 < E_c3)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
        t6 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, :], t2, 0.0), 4) * tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, :, None], t5, 0.0), 2), axis=3)
        t7 = (t2) * (0.25)
        t8 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, :], t7, 0.0), 4) * tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, :, None], t5, 0.0), 2), axis=3)
        acc9 = acc9 + t6
        acc10 = acc10 + t8
    tl.store(buf11_ptr + offs_n0[:, None, None, None] * buf11_s0 + offs_n1[None, :, None, None] * buf11_s1 + offs_n2[None, None, None, :] * buf11_s3, acc9, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :])
    tl.store(buf12_ptr + offs_n0[:, None, None, None] * buf12_s0 + offs_n1[None, :, None, None] * buf12_s1 + offs_n2[None, None, None, :] * buf12_s3, acc10, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :])


@triton.jit
def kernel_1(buf11_ptr, buf11_s0, buf11_s1, buf11_s2, buf11_s3, buf15_ptr, buf15_s0, buf15_s1, buf15_s2, buf15_s3, E_c2, E_n1, E_n2, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c2: tl.constexpr):
    # writes buf15: Combine over grid k.0@0[2]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t13 = tl.load(buf11_ptr + offs_c2[:, None, None, None] * buf11_s0 + offs_n1[None, :, None, None] * buf11_s1 + offs_n2[None, None, None, :] * buf11_s3, mask=(offs_c2 < E_c2)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t14 = (t13) * (0.25)
    tl.store(buf15_ptr + offs_c2[:, None, None, None] * buf15_s0 + offs_n1[None, :, None, None] * buf15_s1 + offs_n2[None, None, None, :] * buf15_s3, t14, mask=(offs_c2 < E_c2)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :])


@triton.jit
def kernel_2(buf15_ptr, buf15_s0, buf15_s1, buf15_s2, buf15_s3, buf26_ptr, buf26_s0, buf26_s1, buf26_s2, buf26_s3, E_c1, E_c4, E_n0, F_n0: tl.constexpr, T_c1: tl.constexpr, T_c4: tl.constexpr):
    # writes buf26: Combine over grid k.1@1[4]
    pid = tl.program_id(0)
    i_c4 = pid % tl.cdiv(E_c4, T_c4)
    pid = pid // tl.cdiv(E_c4, T_c4)
    offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    acc25 = tl.full([F_n0, T_c4, 1, 1], -float('inf'), tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t23 = tl.load(buf15_ptr + offs_n0[:, None, None, None] * buf15_s0 + offs_c4[None, :, None, None] * buf15_s1 + offs_c1[None, None, None, :] * buf15_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c4 < E_c4)[None, :, None, None] & (offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
        t24 = tl.max(tl.where((offs_c1 < E_c1)[None, None, None, :], t23, -float('inf')), axis=3, keep_dims=True)
        acc25 = tl.maximum(acc25, t24)
    tl.store(buf26_ptr + offs_n0[:, None, None, None] * buf26_s0 + offs_c4[None, :, None, None] * buf26_s1, acc25, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c4 < E_c4)[None, :, None, None])


@triton.jit
def kernel_3(buf15_ptr, buf15_s0, buf15_s1, buf15_s2, buf15_s3, buf38_ptr, buf38_s0, buf38_s1, buf38_s2, buf38_s3, E_c1, E_c4, E_n0, E_n2, F_n0: tl.constexpr, F_n2: tl.constexpr, T_c1: tl.constexpr, T_c4: tl.constexpr):
    # writes buf38: Combine over grid k.1@1[4]
    pid = tl.program_id(0)
    i_c4 = pid % tl.cdiv(E_c4, T_c4)
    pid = pid // tl.cdiv(E_c4, T_c4)
    offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n2 = tl.arange(0, F_n2)
    t32 = tl.load(buf15_ptr + offs_n0[:, None, None, None] * buf15_s0 + offs_c4[None, :, None, None] * buf15_s1 + offs_n2[None, None, None, :] * buf15_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c4 < E_c4)[None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t33 = tl.max(tl.where((offs_n2 < E_n2)[None, None, None, :], t32, -float('inf')), axis=3, keep_dims=True)
    acc37 = tl.full([F_n0, T_c4, 1, 1], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t31 = tl.load(buf15_ptr + offs_n0[:, None, None, None] * buf15_s0 + offs_c4[None, :, None, None] * buf15_s1 + offs_c1[None, None, None, :] * buf15_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c4 < E_c4)[None, :, None, None] & (offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
        t34 = t31 - (t33)
        t35 = tl.exp(t34)
        t36 = tl.sum(tl.where((offs_c1 < E_c1)[None, None, None, :], t35, 0.0), axis=3, keep_dims=True)
        acc37 = acc37 + t36
    tl.store(buf38_ptr + offs_n0[:, None, None, None] * buf38_s0 + offs_c4[None, :, None, None] * buf38_s1, acc37, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c4 < E_c4)[None, :, None, None])


@triton.jit
def kernel_4(buf15_ptr, buf15_s0, buf15_s1, buf15_s2, buf15_s3, m20_ptr, m20_s0, m20_s1, m20_s2, m20_s3, buf26_ptr, buf26_s0, buf26_s1, buf26_s2, buf26_s3, buf38_ptr, buf38_s0, buf38_s1, buf38_s2, buf38_s3, buf44_ptr, buf44_s0, buf44_s1, buf44_s2, buf44_s3, buf45_ptr, buf45_s0, buf45_s1, buf45_s2, buf45_s3, E_c1, E_n0, E_n1, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n3: tl.constexpr, T_c1: tl.constexpr):
    # writes buf44, buf45: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n3 = tl.arange(0, F_n3)
    t27 = tl.load(buf26_ptr + offs_n0[:, None, None, None] * buf26_s0 + offs_n1[None, :, None, None] * buf26_s1, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None], other=0).to(tl.float32)
    t39 = tl.load(buf38_ptr + offs_n0[:, None, None, None] * buf38_s0 + offs_n1[None, :, None, None] * buf38_s1, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None], other=0).to(tl.float32)
    t40 = 1.0 / (t39)
    acc42 = tl.full([F_n0, F_n1, 1, F_n3], 0.0, tl.float32)
    acc43 = tl.full([F_n0, F_n1, 1, F_n3], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t16 = tl.load(buf15_ptr + offs_n0[:, None, None, None] * buf15_s0 + offs_n1[None, :, None, None] * buf15_s1 + offs_c1[None, None, None, :] * buf15_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
        t17 = tl.max(tl.where((offs_c1 < E_c1)[None, None, None, :], t16, -float('inf')), axis=3, keep_dims=True)
        t18 = t16 - (t17)
        t19 = tl.exp(t18)
        t21 = tl.load(m20_ptr + offs_n0[:, None, None, None] * m20_s0 + offs_n1[None, :, None, None] * m20_s1 + offs_c1[None, None, :, None] * m20_s2 + offs_n3[None, None, None, :] * m20_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
        t22 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, :], t19, 0.0), 4) * tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, :, None], t21, 0.0), 2), axis=3)
        t28 = t17 - (t27)
        t29 = tl.exp(t28)
        t30 = (t22) * (t29)
        t41 = (t30) * (t40)
        acc42 = acc42 + t30
        acc43 = acc43 + t41
    tl.store(buf44_ptr + offs_n0[:, None, None, None] * buf44_s0 + offs_n1[None, :, None, None] * buf44_s1 + offs_n3[None, None, None, :] * buf44_s3, acc42, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n3 < E_n3)[None, None, None, :])
    tl.store(buf45_ptr + offs_n0[:, None, None, None] * buf45_s0 + offs_n1[None, :, None, None] * buf45_s1 + offs_n3[None, None, None, :] * buf45_s3, acc43, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n3 < E_n3)[None, None, None, :])


@triton.jit
def kernel_5(buf15_ptr, buf15_s0, buf15_s1, buf15_s2, buf15_s3, buf60_ptr, buf60_s0, buf60_s1, buf60_s2, buf60_s3, buf61_ptr, buf61_s0, buf61_s1, buf61_s2, buf61_s3, E_c1, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c1: tl.constexpr):
    # writes buf60, buf61: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    acc55 = tl.full([F_n0, F_n1, 1, 1], -float('inf'), tl.float32)
    acc56 = tl.full([F_n0, F_n1, 1, 1], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t50 = tl.load(buf15_ptr + offs_n0[:, None, None, None] * buf15_s0 + offs_n1[None, :, None, None] * buf15_s1 + offs_c1[None, None, None, :] * buf15_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
        t51 = tl.max(tl.where((offs_c1 < E_c1)[None, None, None, :], t50, -float('inf')), axis=3, keep_dims=True)
        t52 = t50 - (t51)
        t53 = tl.exp(t52)
        t54 = tl.sum(tl.where((offs_c1 < E_c1)[None, None, None, :], t53, 0.0), axis=3, keep_dims=True)
        m57 = tl.maximum(acc55, t51)
        r58 = tl.where(acc55 == -float("inf"), 0.0, tl.exp(acc55 - m57))
        r59 = tl.where(t51 == -float("inf"), 0.0, tl.exp(t51 - m57))
        acc56 = tl.where(acc55 == -float("inf"), 0.0, acc56 * r58) + tl.where(t51 == -float("inf"), 0.0, t54 * r59)
        acc55 = m57
    tl.store(buf60_ptr + offs_n0[:, None, None, None] * buf60_s0 + offs_n1[None, :, None, None] * buf60_s1, acc55, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None])
    tl.store(buf61_ptr + offs_n0[:, None, None, None] * buf61_s0 + offs_n1[None, :, None, None] * buf61_s1, acc56, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None])


@triton.jit
def kernel_6(buf15_ptr, buf15_s0, buf15_s1, buf15_s2, buf15_s3, buf60_ptr, buf60_s0, buf60_s1, buf60_s2, buf60_s3, m20_ptr, m20_s0, m20_s1, m20_s2, m20_s3, buf76_ptr, buf76_s0, buf76_s1, buf76_s2, buf76_s3, buf77_ptr, buf77_s0, buf77_s1, buf77_s2, buf77_s3, E_c1, E_n0, E_n1, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n3: tl.constexpr, T_c1: tl.constexpr):
    # writes buf76, buf77: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n3 = tl.arange(0, F_n3)
    t62 = tl.load(buf60_ptr + offs_n0[:, None, None, None] * buf60_s0 + offs_n1[None, :, None, None] * buf60_s1, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None], other=0).to(tl.float32)
    t63 = tl.exp(t62)
    t64 = 1.0 / (t63)
    acc74 = tl.full([F_n0, F_n1, 1, 1], 0.0, tl.float32)
    acc75 = tl.full([F_n0, F_n1, 1, F_n3], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t47 = tl.load(buf15_ptr + offs_n0[:, None, None, None] * buf15_s0 + offs_n1[None, :, None, None] * buf15_s1 + offs_c1[None, None, None, :] * buf15_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
        t48 = tl.exp(t47)
        t49 = tl.sum(tl.where((offs_c1 < E_c1)[None, None, None, :], t48, 0.0), axis=3, keep_dims=True)
        t65 = (t49) * (t64)
        t66 = tl.max(tl.where((offs_c1 < E_c1)[None, None, None, :], t47, -float('inf')), axis=3, keep_dims=True)
        t67 = t47 - (t66)
        t68 = tl.exp(t67)
        t69 = tl.load(m20_ptr + offs_n0[:, None, None, None] * m20_s0 + offs_n1[None, :, None, None] * m20_s1 + offs_c1[None, None, :, None] * m20_s2 + offs_n3[None, None, None, :] * m20_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
        t70 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, :], t68, 0.0), 4) * tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, :, None], t69, 0.0), 2), axis=3)
        t71 = t66 - (t62)
        t72 = tl.exp(t71)
        t73 = (t70) * (t72)
        acc74 = acc74 + t65
        acc75 = acc75 + t73
    tl.store(buf76_ptr + offs_n0[:, None, None, None] * buf76_s0 + offs_n1[None, :, None, None] * buf76_s1, acc74, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None])
    tl.store(buf77_ptr + offs_n0[:, None, None, None] * buf77_s0 + offs_n1[None, :, None, None] * buf77_s1 + offs_n3[None, None, None, :] * buf77_s3, acc75, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n3 < E_n3)[None, None, None, :])


@triton.jit
def kernel_7(buf44_ptr, buf44_s0, buf44_s1, buf44_s2, buf44_s3, buf76_ptr, buf76_s0, buf76_s1, buf76_s2, buf76_s3, buf80_ptr, buf80_s0, buf80_s1, buf80_s2, buf80_s3, E_c0, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr):
    # writes buf80: Combine over grid v.3@3[16]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t46 = tl.load(buf44_ptr + offs_n0[:, None, None, None] * buf44_s0 + offs_n1[None, :, None, None] * buf44_s1 + offs_c0[None, None, None, :] * buf44_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c0 < E_c0)[None, None, None, :], other=0).to(tl.float32)
    t78 = tl.load(buf76_ptr + offs_n0[:, None, None, None] * buf76_s0 + offs_n1[None, :, None, None] * buf76_s1, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None], other=0).to(tl.float32)
    t79 = (t46) / (t78)
    tl.store(buf80_ptr + offs_n0[:, None, None, None] * buf80_s0 + offs_n1[None, :, None, None] * buf80_s1 + offs_c0[None, None, None, :] * buf80_s3, t79, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c0 < E_c0)[None, None, None, :])


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
    m1 = inputs['q']
    m4 = inputs['k']
    m3 = m4.permute([0, 1, 3, 2])
    buf11 = torch.full([2, 4, 1, 64], float("nan"), dtype=torch.float32, device=device)
    buf12 = torch.full([2, 4, 1, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(1,)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), buf11_ptr=buf11, buf11_s0=buf11.stride(0), buf11_s1=buf11.stride(1), buf11_s2=buf11.stride(2), buf11_s3=buf11.stride(3), buf12_ptr=buf12, buf12_s0=buf12.stride(0), buf12_s1=buf12.stride(1), buf12_s2=buf12.stride(2), buf12_s3=buf12.stride(3), E_c3=16, E_n0=2, E_n1=4, E_n2=64, F_n0=_pow2(2), F_n1=_pow2(4), F_n2=_pow2(64), T_c3=T['c3'])
    buf15 = torch.full([2, 4, 1, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(2, T['c2']),)](buf11_ptr=buf11, buf11_s0=buf11.stride(0), buf11_s1=buf11.stride(1), buf11_s2=buf11.stride(2), buf11_s3=buf11.stride(3), buf15_ptr=buf15, buf15_s0=buf15.stride(0), buf15_s1=buf15.stride(1), buf15_s2=buf15.stride(2), buf15_s3=buf15.stride(3), E_c2=2, E_n1=4, E_n2=64, F_n1=_pow2(4), F_n2=_pow2(64), T_c2=T['c2'])
    m20 = inputs['v']
    buf26 = torch.full([2, 4, 1, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(4, T['c4']),)](buf15_ptr=buf15, buf15_s0=buf15.stride(0), buf15_s1=buf15.stride(1), buf15_s2=buf15.stride(2), buf15_s3=buf15.stride(3), buf26_ptr=buf26, buf26_s0=buf26.stride(0), buf26_s1=buf26.stride(1), buf26_s2=buf26.stride(2), buf26_s3=buf26.stride(3), E_c1=64, E_c4=4, E_n0=2, F_n0=_pow2(2), T_c1=T['c1'], T_c4=T['c4'])
    buf38 = torch.full([2, 4, 1, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(4, T['c4']),)](buf15_ptr=buf15, buf15_s0=buf15.stride(0), buf15_s1=buf15.stride(1), buf15_s2=buf15.stride(2), buf15_s3=buf15.stride(3), buf38_ptr=buf38, buf38_s0=buf38.stride(0), buf38_s1=buf38.stride(1), buf38_s2=buf38.stride(2), buf38_s3=buf38.stride(3), E_c1=64, E_c4=4, E_n0=2, E_n2=64, F_n0=_pow2(2), F_n2=_pow2(64), T_c1=T['c1'], T_c4=T['c4'])
    buf44 = torch.full([2, 4, 1, 16], float("nan"), dtype=torch.float32, device=device)
    buf45 = torch.full([2, 4, 1, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(1,)](buf15_ptr=buf15, buf15_s0=buf15.stride(0), buf15_s1=buf15.stride(1), buf15_s2=buf15.stride(2), buf15_s3=buf15.stride(3), m20_ptr=m20, m20_s0=m20.stride(0), m20_s1=m20.stride(1), m20_s2=m20.stride(2), m20_s3=m20.stride(3), buf26_ptr=buf26, buf26_s0=buf26.stride(0), buf26_s1=buf26.stride(1), buf26_s2=buf26.stride(2), buf26_s3=buf26.stride(3), buf38_ptr=buf38, buf38_s0=buf38.stride(0), buf38_s1=buf38.stride(1), buf38_s2=buf38.stride(2), buf38_s3=buf38.stride(3), buf44_ptr=buf44, buf44_s0=buf44.stride(0), buf44_s1=buf44.stride(1), buf44_s2=buf44.stride(2), buf44_s3=buf44.stride(3), buf45_ptr=buf45, buf45_s0=buf45.stride(0), buf45_s1=buf45.stride(1), buf45_s2=buf45.stride(2), buf45_s3=buf45.stride(3), E_c1=64, E_n0=2, E_n1=4, E_n3=16, F_n0=_pow2(2), F_n1=_pow2(4), F_n3=_pow2(16), T_c1=T['c1'])
    buf60 = torch.full([2, 4, 1, 1], float("nan"), dtype=torch.float32, device=device)
    buf61 = torch.full([2, 4, 1, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_5[(1,)](buf15_ptr=buf15, buf15_s0=buf15.stride(0), buf15_s1=buf15.stride(1), buf15_s2=buf15.stride(2), buf15_s3=buf15.stride(3), buf60_ptr=buf60, buf60_s0=buf60.stride(0), buf60_s1=buf60.stride(1), buf60_s2=buf60.stride(2), buf60_s3=buf60.stride(3), buf61_ptr=buf61, buf61_s0=buf61.stride(0), buf61_s1=buf61.stride(1), buf61_s2=buf61.stride(2), buf61_s3=buf61.stride(3), E_c1=64, E_n0=2, E_n1=4, F_n0=_pow2(2), F_n1=_pow2(4), T_c1=T['c1'])
    buf76 = torch.full([2, 4, 1, 1], float("nan"), dtype=torch.float32, device=device)
    buf77 = torch.full([2, 4, 1, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_6[(1,)](buf15_ptr=buf15, buf15_s0=buf15.stride(0), buf15_s1=buf15.stride(1), buf15_s2=buf15.stride(2), buf15_s3=buf15.stride(3), buf60_ptr=buf60, buf60_s0=buf60.stride(0), buf60_s1=buf60.stride(1), buf60_s2=buf60.stride(2), buf60_s3=buf60.stride(3), m20_ptr=m20, m20_s0=m20.stride(0), m20_s1=m20.stride(1), m20_s2=m20.stride(2), m20_s3=m20.stride(3), buf76_ptr=buf76, buf76_s0=buf76.stride(0), buf76_s1=buf76.stride(1), buf76_s2=buf76.stride(2), buf76_s3=buf76.stride(3), buf77_ptr=buf77, buf77_s0=buf77.stride(0), buf77_s1=buf77.stride(1), buf77_s2=buf77.stride(2), buf77_s3=buf77.stride(3), E_c1=64, E_n0=2, E_n1=4, E_n3=16, F_n0=_pow2(2), F_n1=_pow2(4), F_n3=_pow2(16), T_c1=T['c1'])
    buf80 = torch.full([2, 4, 1, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_7[(_cdiv(16, T['c0']),)](buf44_ptr=buf44, buf44_s0=buf44.stride(0), buf44_s1=buf44.stride(1), buf44_s2=buf44.stride(2), buf44_s3=buf44.stride(3), buf76_ptr=buf76, buf76_s0=buf76.stride(0), buf76_s1=buf76.stride(1), buf76_s2=buf76.stride(2), buf76_s3=buf76.stride(3), buf80_ptr=buf80, buf80_s0=buf80.stride(0), buf80_s1=buf80.stride(1), buf80_s2=buf80.stride(2), buf80_s3=buf80.stride(3), E_c0=16, E_n0=2, E_n1=4, F_n0=_pow2(2), F_n1=_pow2(4), T_c0=T['c0'])
    return buf80


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
