"""rmsnorm_swiglu [small], candidate 51: 11 kernel(s)

Rendered by EqiForge from candidate 51 of rmsnorm_swiglu [small]: store(x.1[32]) ; grid(x.0@0) loop(x.1[32]: sum, stored) ; grid(x.0@0) ; store(x.1[32]) ; grid(x.0@0) loop(x.1[32]: sum, stored) ; grid(x.0@0) ; grid(x.0@0) ; store(x.1[32]) ; grid(x.0@0) ; store(x.1[32]) ; grid() loop(w_up.0[64]: pair(sum, sum)) {loop(x.1[32]: sum, stored) loop(x.1[32]: sum, stored)}
Coordinates (tile sizes are the T arguments of launch()):
    c0: loop w_up.0[64]
    c1: grid x.0@0[8]
    c2: loop x.1[32]

Run it on its own: `python kernels/f51.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/rmsnorm_swiglu.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 32, "c1": 4, "c2": 16}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m7_ptr, m7_s0, m7_s1, states12_ptr, states12_s0, states12_s1, states12_s2, states12_s3, E_c1, E_c2, E_n1, DOT_10: tl.constexpr, F_n1: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # stores states12: Collect over loop x.1[32]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    t2 = tl.load(m1_ptr + offs_c1[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
    t5 = tl.load(m3_ptr + offs_c2[None, :] * m3_s1, mask=(offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
    t6 = (t2) * (t5)
    t9 = tl.load(m7_ptr + offs_c2[:, None] * m7_s0 + offs_n1[None, :] * m7_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_10:
        t11 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t6, 0.0), tl.where((offs_c2 < E_c2)[:, None], t9, 0.0), input_precision="ieee")
    else:
        t11 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t6, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t9, 0.0), 0), axis=1)
    tl.store(states12_ptr + i_c1 * states12_s0 + i_c2 * states12_s1 + tl.arange(0, T_c1)[:, None] * states12_s2 + tl.arange(0, F_n1)[None, :] * states12_s3 + tl.zeros([T_c1, F_n1], tl.int32), t11)


@triton.jit
def kernel_1(states12_ptr, states12_s0, states12_s1, states12_s2, states12_s3, buf15_ptr, buf15_s0, buf15_s1, E_c1, E_c2, E_n1, F_n1: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf15: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    acc14 = tl.full([T_c1, F_n1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t13 = tl.load(states12_ptr + i_c1 * states12_s0 + i_c2 * states12_s1 + tl.arange(0, T_c1)[:, None] * states12_s2 + tl.arange(0, F_n1)[None, :] * states12_s3 + tl.zeros([T_c1, F_n1], tl.int32))
        acc14 = acc14 + t13
    tl.store(buf15_ptr + offs_c1[:, None] * buf15_s0 + offs_n1[None, :] * buf15_s1, acc14, mask=(offs_c1 < E_c1)[:, None] & (offs_n1 < E_n1)[None, :])


@triton.jit
def kernel_2(buf15_ptr, buf15_s0, buf15_s1, m1_ptr, m1_s0, m1_s1, buf23_ptr, buf23_s0, buf23_s1, E_c1, E_n1, E_n2, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c1: tl.constexpr):
    # writes buf23: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t16 = tl.load(buf15_ptr + offs_c1[:, None] * buf15_s0 + offs_n1[None, :] * buf15_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t17 = tl.load(m1_ptr + offs_c1[:, None] * m1_s0 + offs_n2[None, :] * m1_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    t18 = (t17) * (t17)
    t19 = tl.sum(tl.where((offs_n2 < E_n2)[None, :], t18, 0.0), axis=1, keep_dims=True)
    t20 = t19 + 0.00032
    t21 = tl.rsqrt(t20)
    t22 = (t16) * (t21)
    tl.store(buf23_ptr + offs_c1[:, None] * buf23_s0 + offs_n1[None, :] * buf23_s1, t22, mask=(offs_c1 < E_c1)[:, None] & (offs_n1 < E_n1)[None, :])


@triton.jit
def kernel_3(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m32_ptr, m32_s0, m32_s1, states37_ptr, states37_s0, states37_s1, states37_s2, states37_s3, E_c1, E_c2, E_n1, DOT_35: tl.constexpr, F_n1: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # stores states37: Collect over loop x.1[32]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    t29 = tl.load(m1_ptr + offs_c1[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
    t30 = tl.load(m3_ptr + offs_c2[None, :] * m3_s1, mask=(offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
    t31 = (t29) * (t30)
    t34 = tl.load(m32_ptr + offs_c2[:, None] * m32_s0 + offs_n1[None, :] * m32_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_35:
        t36 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t31, 0.0), tl.where((offs_c2 < E_c2)[:, None], t34, 0.0), input_precision="ieee")
    else:
        t36 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t31, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t34, 0.0), 0), axis=1)
    tl.store(states37_ptr + i_c1 * states37_s0 + i_c2 * states37_s1 + tl.arange(0, T_c1)[:, None] * states37_s2 + tl.arange(0, F_n1)[None, :] * states37_s3 + tl.zeros([T_c1, F_n1], tl.int32), t36)


@triton.jit
def kernel_4(states37_ptr, states37_s0, states37_s1, states37_s2, states37_s3, buf40_ptr, buf40_s0, buf40_s1, E_c1, E_c2, E_n1, F_n1: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf40: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    acc39 = tl.full([T_c1, F_n1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t38 = tl.load(states37_ptr + i_c1 * states37_s0 + i_c2 * states37_s1 + tl.arange(0, T_c1)[:, None] * states37_s2 + tl.arange(0, F_n1)[None, :] * states37_s3 + tl.zeros([T_c1, F_n1], tl.int32))
        acc39 = acc39 + t38
    tl.store(buf40_ptr + offs_c1[:, None] * buf40_s0 + offs_n1[None, :] * buf40_s1, acc39, mask=(offs_c1 < E_c1)[:, None] & (offs_n1 < E_n1)[None, :])


@triton.jit
def kernel_5(buf40_ptr, buf40_s0, buf40_s1, m1_ptr, m1_s0, m1_s1, buf48_ptr, buf48_s0, buf48_s1, E_c1, E_n1, E_n2, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c1: tl.constexpr):
    # writes buf48: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t41 = tl.load(buf40_ptr + offs_c1[:, None] * buf40_s0 + offs_n1[None, :] * buf40_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t42 = tl.load(m1_ptr + offs_c1[:, None] * m1_s0 + offs_n2[None, :] * m1_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    t43 = (t42) * (t42)
    t44 = tl.sum(tl.where((offs_n2 < E_n2)[None, :], t43, 0.0), axis=1, keep_dims=True)
    t45 = t44 + 0.00032
    t46 = tl.rsqrt(t45)
    t47 = (t41) * (t46)
    tl.store(buf48_ptr + offs_c1[:, None] * buf48_s0 + offs_n1[None, :] * buf48_s1, t47, mask=(offs_c1 < E_c1)[:, None] & (offs_n1 < E_n1)[None, :])


@triton.jit
def kernel_6(buf48_ptr, buf48_s0, buf48_s1, buf51_ptr, buf51_s0, buf51_s1, E_c1, E_n1, F_n1: tl.constexpr, T_c1: tl.constexpr):
    # writes buf51: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    t49 = tl.load(buf48_ptr + offs_c1[:, None] * buf48_s0 + offs_n1[None, :] * buf48_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t50 = (t49) * (5.656854249492381)
    tl.store(buf51_ptr + offs_c1[:, None] * buf51_s0 + offs_n1[None, :] * buf51_s1, t50, mask=(offs_c1 < E_c1)[:, None] & (offs_n1 < E_n1)[None, :])


@triton.jit
def kernel_7(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m7_ptr, m7_s0, m7_s1, states67_ptr, states67_s0, states67_s1, states67_s2, states67_s3, E_c0, E_c2, E_n0, DOT_65: tl.constexpr, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # stores states67: Collect over loop x.1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t61 = tl.load(m1_ptr + offs_n0[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
    t62 = tl.load(m3_ptr + offs_c2[None, :] * m3_s1, mask=(offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
    t63 = (t61) * (t62)
    t64 = tl.load(m7_ptr + offs_c2[:, None] * m7_s0 + offs_c0[None, :] * m7_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_c0 < E_c0)[None, :], other=0).to(tl.float32)
    if DOT_65:
        t66 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t63, 0.0), tl.where((offs_c2 < E_c2)[:, None], t64, 0.0), input_precision="ieee")
    else:
        t66 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t63, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t64, 0.0), 0), axis=1)
    tl.store(states67_ptr + i_c0 * states67_s0 + i_c2 * states67_s1 + tl.arange(0, F_n0)[:, None] * states67_s2 + tl.arange(0, T_c0)[None, :] * states67_s3 + tl.zeros([F_n0, T_c0], tl.int32), t66)


@triton.jit
def kernel_8(buf23_ptr, buf23_s0, buf23_s1, buf72_ptr, buf72_s0, buf72_s1, E_c1, E_n1, F_n1: tl.constexpr, T_c1: tl.constexpr):
    # writes buf72: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    t70 = tl.load(buf23_ptr + offs_c1[:, None] * buf23_s0 + offs_n1[None, :] * buf23_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t71 = (t70) * (5.656854249492381)
    tl.store(buf72_ptr + offs_c1[:, None] * buf72_s0 + offs_n1[None, :] * buf72_s1, t71, mask=(offs_c1 < E_c1)[:, None] & (offs_n1 < E_n1)[None, :])


@triton.jit
def kernel_9(m1_ptr, m1_s0, m1_s1, states82_ptr, states82_s0, states82_s1, states82_s2, E_c2, E_n0, F_n0: tl.constexpr, T_c2: tl.constexpr):
    # stores states82: Collect over loop x.1[32]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t79 = tl.load(m1_ptr + offs_n0[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
    t80 = (t79) * (t79)
    t81 = tl.sum(tl.where((offs_c2 < E_c2)[None, :], t80, 0.0), axis=1, keep_dims=True)
    tl.store(states82_ptr + i_c2 * states82_s0 + tl.arange(0, F_n0)[:, None] * states82_s1 + tl.zeros([F_n0, 1], tl.int32), t81)


@triton.jit
def kernel_10(buf23_ptr, buf23_s0, buf23_s1, buf51_ptr, buf51_s0, buf51_s1, m54_ptr, m54_s0, m54_s1, buf48_ptr, buf48_s0, buf48_s1, states67_ptr, states67_s0, states67_s1, states67_s2, states67_s3, buf72_ptr, buf72_s0, buf72_s1, states82_ptr, states82_s0, states82_s1, states82_s2, buf90_ptr, buf90_s0, buf90_s1, buf91_ptr, buf91_s0, buf91_s1, E_c0, E_c2, E_n0, E_n2, DOT_57: tl.constexpr, DOT_77: tl.constexpr, F_n0: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # writes buf90, buf91: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n2 = tl.arange(0, F_n2)
    acc84 = tl.full([F_n0, 1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t83 = tl.load(states82_ptr + i_c2 * states82_s0 + tl.arange(0, F_n0)[:, None] * states82_s1 + tl.zeros([F_n0, 1], tl.int32))
        acc84 = acc84 + t83
    t85 = acc84 + 0.00032
    t86 = tl.rsqrt(t85)
    acc88 = tl.full([F_n0, F_n2], 0.0, tl.float32)
    acc89 = tl.full([F_n0, F_n2], 0.0, tl.float32)
    for i_c0 in range(0, tl.cdiv(E_c0, T_c0)):
        offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)

        t24 = tl.load(buf23_ptr + offs_n0[:, None] * buf23_s0 + offs_c0[None, :] * buf23_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c0 < E_c0)[None, :], other=0).to(tl.float32)
        t25 = (t24) * (2.8284271247461903)
        t26 = 2.0 / (1.0 + tl.exp(-2.0 * (t25))) - 1.0
        t27 = t26 + 1.0
        t28 = (t24) * (t27)
        t52 = tl.load(buf51_ptr + offs_n0[:, None] * buf51_s0 + offs_c0[None, :] * buf51_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c0 < E_c0)[None, :], other=0).to(tl.float32)
        t53 = (t28) * (t52)
        t56 = tl.load(m54_ptr + offs_c0[:, None] * m54_s0 + offs_n2[None, :] * m54_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
        if DOT_57:
            t58 = tl.dot(tl.where((offs_c0 < E_c0)[None, :], t53, 0.0), tl.where((offs_c0 < E_c0)[:, None], t56, 0.0), input_precision="ieee")
        else:
            t58 = tl.sum(tl.expand_dims(tl.where((offs_c0 < E_c0)[None, :], t53, 0.0), 2) * tl.expand_dims(tl.where((offs_c0 < E_c0)[:, None], t56, 0.0), 0), axis=1)
        t59 = (t58) * (2.8284271247461903)
        t60 = tl.load(buf48_ptr + offs_n0[:, None] * buf48_s0 + offs_c0[None, :] * buf48_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c0 < E_c0)[None, :], other=0).to(tl.float32)
        acc69 = tl.full([F_n0, T_c0], 0.0, tl.float32)
        for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
            offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

            t68 = tl.load(states67_ptr + i_c0 * states67_s0 + i_c2 * states67_s1 + tl.arange(0, F_n0)[:, None] * states67_s2 + tl.arange(0, T_c0)[None, :] * states67_s3 + tl.zeros([F_n0, T_c0], tl.int32))
            acc69 = acc69 + t68
        t73 = tl.load(buf72_ptr + offs_n0[:, None] * buf72_s0 + offs_c0[None, :] * buf72_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c0 < E_c0)[None, :], other=0).to(tl.float32)
        t74 = 1.0 / (1.0 + tl.exp(-(t73)))
        t75 = (acc69) * (t74)
        t76 = (t60) * (t75)
        if DOT_77:
            t78 = tl.dot(tl.where((offs_c0 < E_c0)[None, :], t76, 0.0), tl.where((offs_c0 < E_c0)[:, None], t56, 0.0), input_precision="ieee")
        else:
            t78 = tl.sum(tl.expand_dims(tl.where((offs_c0 < E_c0)[None, :], t76, 0.0), 2) * tl.expand_dims(tl.where((offs_c0 < E_c0)[:, None], t56, 0.0), 0), axis=1)
        t87 = (t78) * (t86)
        acc88 = acc88 + t59
        acc89 = acc89 + t87
    tl.store(buf90_ptr + offs_n0[:, None] * buf90_s0 + offs_n2[None, :] * buf90_s1, acc88, mask=(offs_n0 < E_n0)[:, None] & (offs_n2 < E_n2)[None, :])
    tl.store(buf91_ptr + offs_n0[:, None] * buf91_s0 + offs_n2[None, :] * buf91_s1, acc89, mask=(offs_n0 < E_n0)[:, None] & (offs_n2 < E_n2)[None, :])


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
    m1 = inputs['x']
    m4 = inputs['w_norm']
    m3 = m4.reshape([1, 32])
    m8 = inputs['w_gate']
    m7 = m8.permute([1, 0])
    states12 = torch.full([_cdiv(8, T['c1']), _cdiv(32, T['c2']), T['c1'], _pow2(64)], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(8, T['c1']) * _cdiv(32, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), states12_ptr=states12, states12_s0=states12.stride(0), states12_s1=states12.stride(1), states12_s2=states12.stride(2), states12_s3=states12.stride(3), E_c1=8, E_c2=32, E_n1=64, DOT_10=(T['c1']) >= 16 and (T['c2']) >= 16 and (_pow2(64)) >= 16, F_n1=_pow2(64), T_c1=T['c1'], T_c2=T['c2'])
    buf15 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(8, T['c1']),)](states12_ptr=states12, states12_s0=states12.stride(0), states12_s1=states12.stride(1), states12_s2=states12.stride(2), states12_s3=states12.stride(3), buf15_ptr=buf15, buf15_s0=buf15.stride(0), buf15_s1=buf15.stride(1), E_c1=8, E_c2=32, E_n1=64, F_n1=_pow2(64), T_c1=T['c1'], T_c2=T['c2'])
    buf23 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(8, T['c1']),)](buf15_ptr=buf15, buf15_s0=buf15.stride(0), buf15_s1=buf15.stride(1), m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), buf23_ptr=buf23, buf23_s0=buf23.stride(0), buf23_s1=buf23.stride(1), E_c1=8, E_n1=64, E_n2=32, F_n1=_pow2(64), F_n2=_pow2(32), T_c1=T['c1'])
    m33 = inputs['w_up']
    m32 = m33.permute([1, 0])
    states37 = torch.full([_cdiv(8, T['c1']), _cdiv(32, T['c2']), T['c1'], _pow2(64)], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(8, T['c1']) * _cdiv(32, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m32_ptr=m32, m32_s0=m32.stride(0), m32_s1=m32.stride(1), states37_ptr=states37, states37_s0=states37.stride(0), states37_s1=states37.stride(1), states37_s2=states37.stride(2), states37_s3=states37.stride(3), E_c1=8, E_c2=32, E_n1=64, DOT_35=(T['c1']) >= 16 and (T['c2']) >= 16 and (_pow2(64)) >= 16, F_n1=_pow2(64), T_c1=T['c1'], T_c2=T['c2'])
    buf40 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(_cdiv(8, T['c1']),)](states37_ptr=states37, states37_s0=states37.stride(0), states37_s1=states37.stride(1), states37_s2=states37.stride(2), states37_s3=states37.stride(3), buf40_ptr=buf40, buf40_s0=buf40.stride(0), buf40_s1=buf40.stride(1), E_c1=8, E_c2=32, E_n1=64, F_n1=_pow2(64), T_c1=T['c1'], T_c2=T['c2'])
    buf48 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_5[(_cdiv(8, T['c1']),)](buf40_ptr=buf40, buf40_s0=buf40.stride(0), buf40_s1=buf40.stride(1), m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), buf48_ptr=buf48, buf48_s0=buf48.stride(0), buf48_s1=buf48.stride(1), E_c1=8, E_n1=64, E_n2=32, F_n1=_pow2(64), F_n2=_pow2(32), T_c1=T['c1'])
    buf51 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_6[(_cdiv(8, T['c1']),)](buf48_ptr=buf48, buf48_s0=buf48.stride(0), buf48_s1=buf48.stride(1), buf51_ptr=buf51, buf51_s0=buf51.stride(0), buf51_s1=buf51.stride(1), E_c1=8, E_n1=64, F_n1=_pow2(64), T_c1=T['c1'])
    m55 = inputs['w_down']
    m54 = m55.permute([1, 0])
    states67 = torch.full([_cdiv(64, T['c0']), _cdiv(32, T['c2']), _pow2(8), T['c0']], float("nan"), dtype=torch.float32, device=device)
    kernel_7[(_cdiv(64, T['c0']) * _cdiv(32, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), states67_ptr=states67, states67_s0=states67.stride(0), states67_s1=states67.stride(1), states67_s2=states67.stride(2), states67_s3=states67.stride(3), E_c0=64, E_c2=32, E_n0=8, DOT_65=(_pow2(8)) >= 16 and (T['c2']) >= 16 and (T['c0']) >= 16, F_n0=_pow2(8), T_c0=T['c0'], T_c2=T['c2'])
    buf72 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_8[(_cdiv(8, T['c1']),)](buf23_ptr=buf23, buf23_s0=buf23.stride(0), buf23_s1=buf23.stride(1), buf72_ptr=buf72, buf72_s0=buf72.stride(0), buf72_s1=buf72.stride(1), E_c1=8, E_n1=64, F_n1=_pow2(64), T_c1=T['c1'])
    states82 = torch.full([_cdiv(32, T['c2']), _pow2(8), 1], float("nan"), dtype=torch.float32, device=device)
    kernel_9[(_cdiv(32, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), states82_ptr=states82, states82_s0=states82.stride(0), states82_s1=states82.stride(1), states82_s2=states82.stride(2), E_c2=32, E_n0=8, F_n0=_pow2(8), T_c2=T['c2'])
    buf90 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    buf91 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_10[(1,)](buf23_ptr=buf23, buf23_s0=buf23.stride(0), buf23_s1=buf23.stride(1), buf51_ptr=buf51, buf51_s0=buf51.stride(0), buf51_s1=buf51.stride(1), m54_ptr=m54, m54_s0=m54.stride(0), m54_s1=m54.stride(1), buf48_ptr=buf48, buf48_s0=buf48.stride(0), buf48_s1=buf48.stride(1), states67_ptr=states67, states67_s0=states67.stride(0), states67_s1=states67.stride(1), states67_s2=states67.stride(2), states67_s3=states67.stride(3), buf72_ptr=buf72, buf72_s0=buf72.stride(0), buf72_s1=buf72.stride(1), states82_ptr=states82, states82_s0=states82.stride(0), states82_s1=states82.stride(1), states82_s2=states82.stride(2), buf90_ptr=buf90, buf90_s0=buf90.stride(0), buf90_s1=buf90.stride(1), buf91_ptr=buf91, buf91_s0=buf91.stride(0), buf91_s1=buf91.stride(1), E_c0=64, E_c2=32, E_n0=8, E_n2=32, DOT_57=(_pow2(8)) >= 16 and (T['c0']) >= 16 and (_pow2(32)) >= 16, DOT_77=(_pow2(8)) >= 16 and (T['c0']) >= 16 and (_pow2(32)) >= 16, F_n0=_pow2(8), F_n2=_pow2(32), T_c0=T['c0'], T_c2=T['c2'])
    return buf90


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
