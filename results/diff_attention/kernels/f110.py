"""diff_attention [small], candidate 110: 6 kernel(s)

Rendered by EqiForge from candidate 110 of diff_attention [small]: grid(v.1@1) loop(k1.3[16]: sum) [1 mm] ; grid(v.1@1) loop(k1.3[16]: sum) [2 mm] ; grid(v.1@1) loop(k1.3[16]: sum) [1 mm] ; grid(q1.2@2) loop(k2.3[16]: sum) [2 mm] ; grid(v.1@1) ; grid(v.0@0)
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid v.0@0[2]
    c1: grid v.1@1[4]
    c2: loop k1.3[16]
    c3: grid q1.2@2[32]
    c4: loop k2.3[16]

Run it on its own: `python kernels/f110.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/diff_attention.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 1, "c1": 2, "c2": 8, "c3": 16, "c4": 8}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 2, "c1": 4, "c2": 16, "c3": 32, "c4": 16}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, m9_ptr, m9_s0, m9_s1, m9_s2, m9_s3, buf28_ptr, buf28_s0, buf28_s1, buf28_s2, buf28_s3, E_c1, E_c2, E_n1, E_n2, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf28: Combine over grid v.1@1[4]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n1 = tl.arange(0, F_n1)
    acc23 = tl.full([F_n2, T_c1, F_n1, F_n1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t20 = tl.load(m1_ptr + offs_n2[:, None, None, None] * m1_s0 + offs_c1[None, :, None, None] * m1_s1 + offs_n1[None, None, :, None] * m1_s2 + offs_c2[None, None, None, :] * m1_s3, mask=(offs_n2 < E_n2)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
        t21 = tl.load(m3_ptr + offs_n2[:, None, None, None] * m3_s0 + offs_c1[None, :, None, None] * m3_s1 + offs_c2[None, None, :, None] * m3_s2 + offs_n1[None, None, None, :] * m3_s3, mask=(offs_n2 < E_n2)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
        t22 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :], t20, 0.0), 4) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :, None], t21, 0.0), 2), axis=3)
        acc23 = acc23 + t22
    t24 = (acc23) * (0.25)
    t25 = tl.load(m9_ptr + offs_n1[None, None, :, None] * m9_s2 + offs_n1[None, None, None, :] * m9_s3, mask=(offs_n1 < E_n1)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t26 = t24 + t25
    t27 = tl.max(tl.where((offs_n1 < E_n1)[None, None, None, :], t26, -float('inf')), axis=3, keep_dims=True)
    tl.store(buf28_ptr + offs_n2[:, None, None, None] * buf28_s0 + offs_c1[None, :, None, None] * buf28_s1 + offs_n1[None, None, :, None] * buf28_s2, t27, mask=(offs_n2 < E_n2)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None])


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, m9_ptr, m9_s0, m9_s1, m9_s2, m9_s3, buf28_ptr, buf28_s0, buf28_s1, buf28_s2, buf28_s3, m32_ptr, m32_s0, m32_s1, m32_s2, m32_s3, buf35_ptr, buf35_s0, buf35_s1, buf35_s2, buf35_s3, E_c1, E_c2, E_n1, E_n2, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf35: Combine over grid v.1@1[4]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n1 = tl.arange(0, F_n1)
    acc7 = tl.full([F_n2, T_c1, F_n1, F_n1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t2 = tl.load(m1_ptr + offs_n2[:, None, None, None] * m1_s0 + offs_c1[None, :, None, None] * m1_s1 + offs_n1[None, None, :, None] * m1_s2 + offs_c2[None, None, None, :] * m1_s3, mask=(offs_n2 < E_n2)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
        t5 = tl.load(m3_ptr + offs_n2[:, None, None, None] * m3_s0 + offs_c1[None, :, None, None] * m3_s1 + offs_c2[None, None, :, None] * m3_s2 + offs_n1[None, None, None, :] * m3_s3, mask=(offs_n2 < E_n2)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
        t6 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :], t2, 0.0), 4) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :, None], t5, 0.0), 2), axis=3)
        acc7 = acc7 + t6
    t8 = (acc7) * (0.25)
    t18 = tl.load(m9_ptr + offs_n1[None, None, :, None] * m9_s2 + offs_n1[None, None, None, :] * m9_s3, mask=(offs_n1 < E_n1)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t19 = t8 + t18
    t29 = tl.load(buf28_ptr + offs_n2[:, None, None, None] * buf28_s0 + offs_c1[None, :, None, None] * buf28_s1 + offs_n1[None, None, :, None] * buf28_s2, mask=(offs_n2 < E_n2)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None], other=0).to(tl.float32)
    t30 = t19 - (t29)
    t31 = tl.exp(t30)
    t33 = tl.load(m32_ptr + offs_n2[:, None, None, None] * m32_s0 + offs_c1[None, :, None, None] * m32_s1 + offs_n1[None, None, :, None] * m32_s2 + offs_n1[None, None, None, :] * m32_s3, mask=(offs_n2 < E_n2)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t34 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :], t31, 0.0), 4) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :, None], t33, 0.0), 2), axis=3)
    tl.store(buf35_ptr + offs_n2[:, None, None, None] * buf35_s0 + offs_c1[None, :, None, None] * buf35_s1 + offs_n1[None, None, :, None] * buf35_s2 + offs_n1[None, None, None, :] * buf35_s3, t34, mask=(offs_n2 < E_n2)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :])


@triton.jit
def kernel_2(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, m9_ptr, m9_s0, m9_s1, m9_s2, m9_s3, buf28_ptr, buf28_s0, buf28_s1, buf28_s2, buf28_s3, buf48_ptr, buf48_s0, buf48_s1, buf48_s2, buf48_s3, E_c1, E_c2, E_n1, E_n2, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf48: Combine over grid v.1@1[4]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n1 = tl.arange(0, F_n1)
    acc40 = tl.full([F_n2, T_c1, F_n1, F_n1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t37 = tl.load(m1_ptr + offs_n2[:, None, None, None] * m1_s0 + offs_c1[None, :, None, None] * m1_s1 + offs_n1[None, None, :, None] * m1_s2 + offs_c2[None, None, None, :] * m1_s3, mask=(offs_n2 < E_n2)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
        t38 = tl.load(m3_ptr + offs_n2[:, None, None, None] * m3_s0 + offs_c1[None, :, None, None] * m3_s1 + offs_c2[None, None, :, None] * m3_s2 + offs_n1[None, None, None, :] * m3_s3, mask=(offs_n2 < E_n2)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
        t39 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :], t37, 0.0), 4) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :, None], t38, 0.0), 2), axis=3)
        acc40 = acc40 + t39
    t41 = (acc40) * (0.25)
    t42 = tl.load(m9_ptr + offs_n1[None, None, :, None] * m9_s2 + offs_n1[None, None, None, :] * m9_s3, mask=(offs_n1 < E_n1)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t43 = t41 + t42
    t44 = tl.load(buf28_ptr + offs_n2[:, None, None, None] * buf28_s0 + offs_c1[None, :, None, None] * buf28_s1 + offs_n1[None, None, :, None] * buf28_s2, mask=(offs_n2 < E_n2)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None], other=0).to(tl.float32)
    t45 = t43 - (t44)
    t46 = tl.exp(t45)
    t47 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t46, 0.0), axis=3, keep_dims=True)
    tl.store(buf48_ptr + offs_n2[:, None, None, None] * buf48_s0 + offs_c1[None, :, None, None] * buf48_s1 + offs_n1[None, None, :, None] * buf48_s2, t47, mask=(offs_n2 < E_n2)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None])


@triton.jit
def kernel_3(m51_ptr, m51_s0, m51_s1, m51_s2, m51_s3, m53_ptr, m53_s0, m53_s1, m53_s2, m53_s3, m9_ptr, m9_s0, m9_s1, m9_s2, m9_s3, m32_ptr, m32_s0, m32_s1, m32_s2, m32_s3, buf69_ptr, buf69_s0, buf69_s1, buf69_s2, buf69_s3, E_c3, E_c4, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c3: tl.constexpr, T_c4: tl.constexpr):
    # writes buf69: Combine over grid q1.2@2[32]
    pid = tl.program_id(0)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    offs_one = tl.arange(0, 1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    acc57 = tl.full([F_n2, F_n0, T_c3, F_n1], 0.0, tl.float32)
    for i_c4 in range(0, tl.cdiv(E_c4, T_c4)):
        offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)

        t52 = tl.load(m51_ptr + offs_n2[:, None, None, None] * m51_s0 + offs_n0[None, :, None, None] * m51_s1 + offs_c3[None, None, :, None] * m51_s2 + offs_c4[None, None, None, :] * m51_s3, mask=(offs_n2 < E_n2)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_c3 < E_c3)[None, None, :, None] & (offs_c4 < E_c4)[None, None, None, :], other=0).to(tl.float32)
        t55 = tl.load(m53_ptr + offs_n2[:, None, None, None] * m53_s0 + offs_n0[None, :, None, None] * m53_s1 + offs_c4[None, None, :, None] * m53_s2 + offs_n1[None, None, None, :] * m53_s3, mask=(offs_n2 < E_n2)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_c4 < E_c4)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
        t56 = tl.sum(tl.expand_dims(tl.where((offs_c4 < E_c4)[None, None, None, :], t52, 0.0), 4) * tl.expand_dims(tl.where((offs_c4 < E_c4)[None, None, :, None], t55, 0.0), 2), axis=3)
        acc57 = acc57 + t56
    t58 = (acc57) * (0.25)
    t59 = tl.load(m9_ptr + offs_c3[None, None, :, None] * m9_s2 + offs_n1[None, None, None, :] * m9_s3, mask=(offs_c3 < E_c3)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t60 = t58 + t59
    t61 = tl.max(tl.where((offs_n1 < E_n1)[None, None, None, :], t60, -float('inf')), axis=3, keep_dims=True)
    t62 = t60 - (t61)
    t63 = tl.exp(t62)
    t64 = tl.load(m32_ptr + offs_n2[:, None, None, None] * m32_s0 + offs_n0[None, :, None, None] * m32_s1 + offs_n1[None, None, :, None] * m32_s2 + offs_n1[None, None, None, :] * m32_s3, mask=(offs_n2 < E_n2)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t65 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :], t63, 0.0), 4) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :, None], t64, 0.0), 2), axis=3)
    t66 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t63, 0.0), axis=3, keep_dims=True)
    t67 = (t65) / (t66)
    t68 = (t67) * (0.8375055882312481)
    tl.store(buf69_ptr + offs_n2[:, None, None, None] * buf69_s0 + offs_n0[None, :, None, None] * buf69_s1 + offs_c3[None, None, :, None] * buf69_s2 + offs_n1[None, None, None, :] * buf69_s3, t68, mask=(offs_n2 < E_n2)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_c3 < E_c3)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :])


@triton.jit
def kernel_4(buf35_ptr, buf35_s0, buf35_s1, buf35_s2, buf35_s3, buf48_ptr, buf48_s0, buf48_s1, buf48_s2, buf48_s3, buf69_ptr, buf69_s0, buf69_s1, buf69_s2, buf69_s3, buf83_ptr, buf83_s0, buf83_s1, buf83_s2, buf83_s3, E_c1, E_n1, E_n2, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c1: tl.constexpr):
    # writes buf83: Combine over grid v.1@1[4]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n1 = tl.arange(0, F_n1)
    t76 = tl.load(buf35_ptr + offs_n2[:, None, None, None] * buf35_s0 + offs_c1[None, :, None, None] * buf35_s1 + offs_n1[None, None, :, None] * buf35_s2 + offs_n1[None, None, None, :] * buf35_s3, mask=(offs_n2 < E_n2)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t77 = tl.load(buf48_ptr + offs_n2[:, None, None, None] * buf48_s0 + offs_c1[None, :, None, None] * buf48_s1 + offs_n1[None, None, :, None] * buf48_s2, mask=(offs_n2 < E_n2)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None], other=0).to(tl.float32)
    t78 = (t76) / (t77)
    t79 = tl.load(buf69_ptr + offs_n2[:, None, None, None] * buf69_s0 + offs_c1[None, :, None, None] * buf69_s1 + offs_n1[None, None, :, None] * buf69_s2 + offs_n1[None, None, None, :] * buf69_s3, mask=(offs_n2 < E_n2)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t80 = t78 - (t79)
    t81 = (t80) * (t80)
    t82 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t81, 0.0), axis=3, keep_dims=True)
    tl.store(buf83_ptr + offs_n2[:, None, None, None] * buf83_s0 + offs_c1[None, :, None, None] * buf83_s1 + offs_n1[None, None, :, None] * buf83_s2, t82, mask=(offs_n2 < E_n2)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None])


@triton.jit
def kernel_5(buf35_ptr, buf35_s0, buf35_s1, buf35_s2, buf35_s3, buf48_ptr, buf48_s0, buf48_s1, buf48_s2, buf48_s3, buf69_ptr, buf69_s0, buf69_s1, buf69_s2, buf69_s3, m72_ptr, m72_s0, m72_s1, m72_s2, m72_s3, buf83_ptr, buf83_s0, buf83_s1, buf83_s2, buf83_s3, buf89_ptr, buf89_s0, buf89_s1, buf89_s2, buf89_s3, E_c0, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr):
    # writes buf89: Combine over grid v.0@0[2]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t36 = tl.load(buf35_ptr + offs_c0[:, None, None, None] * buf35_s0 + offs_n0[None, :, None, None] * buf35_s1 + offs_n1[None, None, :, None] * buf35_s2 + offs_n1[None, None, None, :] * buf35_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t49 = tl.load(buf48_ptr + offs_c0[:, None, None, None] * buf48_s0 + offs_n0[None, :, None, None] * buf48_s1 + offs_n1[None, None, :, None] * buf48_s2, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None], other=0).to(tl.float32)
    t50 = (t36) / (t49)
    t70 = tl.load(buf69_ptr + offs_c0[:, None, None, None] * buf69_s0 + offs_n0[None, :, None, None] * buf69_s1 + offs_n1[None, None, :, None] * buf69_s2 + offs_n1[None, None, None, :] * buf69_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t71 = t50 - (t70)
    t74 = tl.load(m72_ptr + offs_n1[None, None, None, :] * m72_s3, mask=(offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t75 = (t71) * (t74)
    t84 = tl.load(buf83_ptr + offs_c0[:, None, None, None] * buf83_s0 + offs_n0[None, :, None, None] * buf83_s1 + offs_n1[None, None, :, None] * buf83_s2, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None], other=0).to(tl.float32)
    t85 = t84 + 0.00032
    t86 = tl.rsqrt(t85)
    t87 = (t75) * (t86)
    t88 = (t87) * (1.2241106391612262)
    tl.store(buf89_ptr + offs_c0[:, None, None, None] * buf89_s0 + offs_n0[None, :, None, None] * buf89_s1 + offs_n1[None, None, :, None] * buf89_s2 + offs_n1[None, None, None, :] * buf89_s3, t88, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :])


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
    buf28 = torch.full([2, 4, 32, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(4, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), m9_ptr=m9, m9_s0=m9.stride(0), m9_s1=m9.stride(1), m9_s2=m9.stride(2), m9_s3=m9.stride(3), buf28_ptr=buf28, buf28_s0=buf28.stride(0), buf28_s1=buf28.stride(1), buf28_s2=buf28.stride(2), buf28_s3=buf28.stride(3), E_c1=4, E_c2=16, E_n1=32, E_n2=2, F_n1=_pow2(32), F_n2=_pow2(2), T_c1=T['c1'], T_c2=T['c2'])
    m32 = inputs['v']
    buf35 = torch.full([2, 4, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(4, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), m9_ptr=m9, m9_s0=m9.stride(0), m9_s1=m9.stride(1), m9_s2=m9.stride(2), m9_s3=m9.stride(3), buf28_ptr=buf28, buf28_s0=buf28.stride(0), buf28_s1=buf28.stride(1), buf28_s2=buf28.stride(2), buf28_s3=buf28.stride(3), m32_ptr=m32, m32_s0=m32.stride(0), m32_s1=m32.stride(1), m32_s2=m32.stride(2), m32_s3=m32.stride(3), buf35_ptr=buf35, buf35_s0=buf35.stride(0), buf35_s1=buf35.stride(1), buf35_s2=buf35.stride(2), buf35_s3=buf35.stride(3), E_c1=4, E_c2=16, E_n1=32, E_n2=2, F_n1=_pow2(32), F_n2=_pow2(2), T_c1=T['c1'], T_c2=T['c2'])
    buf48 = torch.full([2, 4, 32, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(4, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), m9_ptr=m9, m9_s0=m9.stride(0), m9_s1=m9.stride(1), m9_s2=m9.stride(2), m9_s3=m9.stride(3), buf28_ptr=buf28, buf28_s0=buf28.stride(0), buf28_s1=buf28.stride(1), buf28_s2=buf28.stride(2), buf28_s3=buf28.stride(3), buf48_ptr=buf48, buf48_s0=buf48.stride(0), buf48_s1=buf48.stride(1), buf48_s2=buf48.stride(2), buf48_s3=buf48.stride(3), E_c1=4, E_c2=16, E_n1=32, E_n2=2, F_n1=_pow2(32), F_n2=_pow2(2), T_c1=T['c1'], T_c2=T['c2'])
    m51 = inputs['q2']
    m54 = inputs['k2']
    m53 = m54.permute([0, 1, 3, 2])
    buf69 = torch.full([2, 4, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(32, T['c3']),)](m51_ptr=m51, m51_s0=m51.stride(0), m51_s1=m51.stride(1), m51_s2=m51.stride(2), m51_s3=m51.stride(3), m53_ptr=m53, m53_s0=m53.stride(0), m53_s1=m53.stride(1), m53_s2=m53.stride(2), m53_s3=m53.stride(3), m9_ptr=m9, m9_s0=m9.stride(0), m9_s1=m9.stride(1), m9_s2=m9.stride(2), m9_s3=m9.stride(3), m32_ptr=m32, m32_s0=m32.stride(0), m32_s1=m32.stride(1), m32_s2=m32.stride(2), m32_s3=m32.stride(3), buf69_ptr=buf69, buf69_s0=buf69.stride(0), buf69_s1=buf69.stride(1), buf69_s2=buf69.stride(2), buf69_s3=buf69.stride(3), E_c3=32, E_c4=16, E_n0=4, E_n1=32, E_n2=2, F_n0=_pow2(4), F_n1=_pow2(32), F_n2=_pow2(2), T_c3=T['c3'], T_c4=T['c4'])
    m73 = inputs['w_subln']
    m72 = m73.reshape([1, 1, 1, 32])
    buf83 = torch.full([2, 4, 32, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(_cdiv(4, T['c1']),)](buf35_ptr=buf35, buf35_s0=buf35.stride(0), buf35_s1=buf35.stride(1), buf35_s2=buf35.stride(2), buf35_s3=buf35.stride(3), buf48_ptr=buf48, buf48_s0=buf48.stride(0), buf48_s1=buf48.stride(1), buf48_s2=buf48.stride(2), buf48_s3=buf48.stride(3), buf69_ptr=buf69, buf69_s0=buf69.stride(0), buf69_s1=buf69.stride(1), buf69_s2=buf69.stride(2), buf69_s3=buf69.stride(3), buf83_ptr=buf83, buf83_s0=buf83.stride(0), buf83_s1=buf83.stride(1), buf83_s2=buf83.stride(2), buf83_s3=buf83.stride(3), E_c1=4, E_n1=32, E_n2=2, F_n1=_pow2(32), F_n2=_pow2(2), T_c1=T['c1'])
    buf89 = torch.full([2, 4, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_5[(_cdiv(2, T['c0']),)](buf35_ptr=buf35, buf35_s0=buf35.stride(0), buf35_s1=buf35.stride(1), buf35_s2=buf35.stride(2), buf35_s3=buf35.stride(3), buf48_ptr=buf48, buf48_s0=buf48.stride(0), buf48_s1=buf48.stride(1), buf48_s2=buf48.stride(2), buf48_s3=buf48.stride(3), buf69_ptr=buf69, buf69_s0=buf69.stride(0), buf69_s1=buf69.stride(1), buf69_s2=buf69.stride(2), buf69_s3=buf69.stride(3), m72_ptr=m72, m72_s0=m72.stride(0), m72_s1=m72.stride(1), m72_s2=m72.stride(2), m72_s3=m72.stride(3), buf83_ptr=buf83, buf83_s0=buf83.stride(0), buf83_s1=buf83.stride(1), buf83_s2=buf83.stride(2), buf83_s3=buf83.stride(3), buf89_ptr=buf89, buf89_s0=buf89.stride(0), buf89_s1=buf89.stride(1), buf89_s2=buf89.stride(2), buf89_s3=buf89.stride(3), E_c0=2, E_n0=4, E_n1=32, F_n0=_pow2(4), F_n1=_pow2(32), T_c0=T['c0'])
    return buf89


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
