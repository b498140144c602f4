"""rmsnorm_swiglu [small], candidate 52: 11 kernel(s)

Rendered by EqiForge from candidate 52 of rmsnorm_swiglu [small]: store(x.1[32]) ; store(x.1[32]) ; grid(x.0@0) loop(x.1[32]: sum, stored) ; store(x.1[32]) ; grid(x.0@0) loop(x.1[32]: sum, stored) ; grid(x.0@0) ; grid(x.0@0) ; store(x.1[32]) ; grid(w_up.0@1) loop(x.1[32]: sum, stored) [1 mm] ; grid(w_down.0@1) loop(x.1[32]: sum, stored) [1 mm] ; grid(w_down.0@1) loop(x.1[32]: sum)
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid w_down.0@1[32]
    c1: loop x.1[32]
    c2: grid x.0@0[8]
    c3: grid w_up.0@1[64]

Run it on its own: `python kernels/f52.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/rmsnorm_swiglu.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 16, "c1": 16, "c2": 4, "c3": 32}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m7_ptr, m7_s0, m7_s1, states12_ptr, states12_s0, states12_s1, states12_s2, E_c1, E_n0, E_n1, DOT_10: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c1: tl.constexpr):
    # stores states12: Collect over loop x.1[32]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t2 = tl.load(m1_ptr + offs_n0[:, None] * m1_s0 + offs_c1[None, :] * m1_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t5 = tl.load(m3_ptr + offs_c1[None, :] * m3_s1, mask=(offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t6 = (t2) * (t5)
    t9 = tl.load(m7_ptr + offs_c1[:, None] * m7_s0 + offs_n1[None, :] * m7_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_10:
        t11 = tl.dot(tl.where((offs_c1 < E_c1)[None, :], t6, 0.0), tl.where((offs_c1 < E_c1)[:, None], t9, 0.0), input_precision="ieee")
    else:
        t11 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, :], t6, 0.0), 2) * tl.expand_dims(tl.where((offs_c1 < E_c1)[:, None], t9, 0.0), 0), axis=1)
    tl.store(states12_ptr + i_c1 * states12_s0 + tl.arange(0, F_n0)[:, None] * states12_s1 + tl.arange(0, F_n1)[None, :] * states12_s2 + tl.zeros([F_n0, F_n1], tl.int32), t11)


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m7_ptr, m7_s0, m7_s1, states21_ptr, states21_s0, states21_s1, states21_s2, states21_s3, E_c1, E_c2, E_n1, DOT_19: tl.constexpr, F_n1: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # stores states21: Collect over loop x.1[32]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    t15 = tl.load(m1_ptr + offs_c2[:, None] * m1_s0 + offs_c1[None, :] * m1_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t16 = tl.load(m3_ptr + offs_c1[None, :] * m3_s1, mask=(offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t17 = (t15) * (t16)
    t18 = tl.load(m7_ptr + offs_c1[:, None] * m7_s0 + offs_n1[None, :] * m7_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_19:
        t20 = tl.dot(tl.where((offs_c1 < E_c1)[None, :], t17, 0.0), tl.where((offs_c1 < E_c1)[:, None], t18, 0.0), input_precision="ieee")
    else:
        t20 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, :], t17, 0.0), 2) * tl.expand_dims(tl.where((offs_c1 < E_c1)[:, None], t18, 0.0), 0), axis=1)
    tl.store(states21_ptr + i_c2 * states21_s0 + i_c1 * states21_s1 + tl.arange(0, T_c2)[:, None] * states21_s2 + tl.arange(0, F_n1)[None, :] * states21_s3 + tl.zeros([T_c2, F_n1], tl.int32), t20)


@triton.jit
def kernel_2(states21_ptr, states21_s0, states21_s1, states21_s2, states21_s3, buf24_ptr, buf24_s0, buf24_s1, E_c1, E_c2, E_n1, F_n1: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf24: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    acc23 = tl.full([T_c2, F_n1], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t22 = tl.load(states21_ptr + i_c2 * states21_s0 + i_c1 * states21_s1 + tl.arange(0, T_c2)[:, None] * states21_s2 + tl.arange(0, F_n1)[None, :] * states21_s3 + tl.zeros([T_c2, F_n1], tl.int32))
        acc23 = acc23 + t22
    tl.store(buf24_ptr + offs_c2[:, None] * buf24_s0 + offs_n1[None, :] * buf24_s1, acc23, mask=(offs_c2 < E_c2)[:, None] & (offs_n1 < E_n1)[None, :])


@triton.jit
def kernel_3(m1_ptr, m1_s0, m1_s1, states29_ptr, states29_s0, states29_s1, states29_s2, states29_s3, E_c1, E_c2, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # stores states29: Collect over loop x.1[32]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    t26 = tl.load(m1_ptr + offs_c2[:, None] * m1_s0 + offs_c1[None, :] * m1_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t27 = (t26) * (t26)
    t28 = tl.sum(tl.where((offs_c1 < E_c1)[None, :], t27, 0.0), axis=1, keep_dims=True)
    tl.store(states29_ptr + i_c2 * states29_s0 + i_c1 * states29_s1 + tl.arange(0, T_c2)[:, None] * states29_s2 + tl.zeros([T_c2, 1], tl.int32), t28)


@triton.jit
def kernel_4(states29_ptr, states29_s0, states29_s1, states29_s2, states29_s3, buf32_ptr, buf32_s0, buf32_s1, E_c1, E_c2, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf32: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    acc31 = tl.full([T_c2, 1], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t30 = tl.load(states29_ptr + i_c2 * states29_s0 + i_c1 * states29_s1 + tl.arange(0, T_c2)[:, None] * states29_s2 + tl.zeros([T_c2, 1], tl.int32))
        acc31 = acc31 + t30
    tl.store(buf32_ptr + offs_c2[:, None] * buf32_s0, acc31, mask=(offs_c2 < E_c2)[:, None])


@triton.jit
def kernel_5(buf24_ptr, buf24_s0, buf24_s1, buf32_ptr, buf32_s0, buf32_s1, buf37_ptr, buf37_s0, buf37_s1, E_c2, E_n1, F_n1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf37: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    t25 = tl.load(buf24_ptr + offs_c2[:, None] * buf24_s0 + offs_n1[None, :] * buf24_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t33 = tl.load(buf32_ptr + offs_c2[:, None] * buf32_s0, mask=(offs_c2 < E_c2)[:, None], other=0).to(tl.float32)
    t34 = t33 + 0.00032
    t35 = tl.rsqrt(t34)
    t36 = (t25) * (t35)
    tl.store(buf37_ptr + offs_c2[:, None] * buf37_s0 + offs_n1[None, :] * buf37_s1, t36, mask=(offs_c2 < E_c2)[:, None] & (offs_n1 < E_n1)[None, :])


@triton.jit
def kernel_6(buf37_ptr, buf37_s0, buf37_s1, buf40_ptr, buf40_s0, buf40_s1, E_c2, E_n1, F_n1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf40: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    t38 = tl.load(buf37_ptr + offs_c2[:, None] * buf37_s0 + offs_n1[None, :] * buf37_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t39 = (t38) * (5.656854249492381)
    tl.store(buf40_ptr + offs_c2[:, None] * buf40_s0 + offs_n1[None, :] * buf40_s1, t39, mask=(offs_c2 < E_c2)[:, None] & (offs_n1 < E_n1)[None, :])


@triton.jit
def kernel_7(m1_ptr, m1_s0, m1_s1, states55_ptr, states55_s0, states55_s1, states55_s2, E_c1, E_n0, F_n0: tl.constexpr, T_c1: tl.constexpr):
    # stores states55: Collect over loop x.1[32]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t52 = tl.load(m1_ptr + offs_n0[:, None] * m1_s0 + offs_c1[None, :] * m1_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t53 = (t52) * (t52)
    t54 = tl.sum(tl.where((offs_c1 < E_c1)[None, :], t53, 0.0), axis=1, keep_dims=True)
    tl.store(states55_ptr + i_c1 * states55_s0 + tl.arange(0, F_n0)[:, None] * states55_s1 + tl.zeros([F_n0, 1], tl.int32), t54)


@triton.jit
def kernel_8(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m47_ptr, m47_s0, m47_s1, states55_ptr, states55_s0, states55_s1, states55_s2, buf61_ptr, buf61_s0, buf61_s1, E_c1, E_c3, E_n0, E_n2, DOT_50: tl.constexpr, F_n0: tl.constexpr, F_n2: tl.constexpr, T_c1: tl.constexpr, T_c3: tl.constexpr):
    # writes buf61: Combine over grid w_up.0@1[64]
    pid = tl.program_id(0)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n2 = tl.arange(0, F_n2)
    t44 = tl.load(m1_ptr + offs_n0[:, None] * m1_s0 + offs_n2[None, :] * m1_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    t45 = tl.load(m3_ptr + offs_n2[None, :] * m3_s1, mask=(offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    t46 = (t44) * (t45)
    t49 = tl.load(m47_ptr + offs_n2[:, None] * m47_s0 + offs_c3[None, :] * m47_s1, mask=(offs_n2 < E_n2)[:, None] & (offs_c3 < E_c3)[None, :], other=0).to(tl.float32)
    if DOT_50:
        t51 = tl.dot(tl.where((offs_n2 < E_n2)[None, :], t46, 0.0), tl.where((offs_n2 < E_n2)[:, None], t49, 0.0), input_precision="ieee")
    else:
        t51 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, :], t46, 0.0), 2) * tl.expand_dims(tl.where((offs_n2 < E_n2)[:, None], t49, 0.0), 0), axis=1)
    acc57 = tl.full([F_n0, 1], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t56 = tl.load(states55_ptr + i_c1 * states55_s0 + tl.arange(0, F_n0)[:, None] * states55_s1 + tl.zeros([F_n0, 1], tl.int32))
        acc57 = acc57 + t56
    t58 = acc57 + 0.00032
    t59 = tl.rsqrt(t58)
    t60 = (t51) * (t59)
    tl.store(buf61_ptr + offs_n0[:, None] * buf61_s0 + offs_c3[None, :] * buf61_s1, t60, mask=(offs_n0 < E_n0)[:, None] & (offs_c3 < E_c3)[None, :])


@triton.jit
def kernel_9(states12_ptr, states12_s0, states12_s1, states12_s2, buf40_ptr, buf40_s0, buf40_s1, buf61_ptr, buf61_s0, buf61_s1, m64_ptr, m64_s0, m64_s1, buf69_ptr, buf69_s0, buf69_s1, E_c0, E_c1, E_n0, E_n1, DOT_67: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf69: Combine over grid w_down.0@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    acc14 = tl.full([F_n0, F_n1], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t13 = tl.load(states12_ptr + i_c1 * states12_s0 + tl.arange(0, F_n0)[:, None] * states12_s1 + tl.arange(0, F_n1)[None, :] * states12_s2 + tl.zeros([F_n0, F_n1], tl.int32))
        acc14 = acc14 + t13
    t41 = tl.load(buf40_ptr + offs_n0[:, None] * buf40_s0 + offs_n1[None, :] * buf40_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t42 = 1.0 / (1.0 + tl.exp(-(t41)))
    t43 = (acc14) * (t42)
    t62 = tl.load(buf61_ptr + offs_n0[:, None] * buf61_s0 + offs_n1[None, :] * buf61_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t63 = (t43) * (t62)
    t66 = tl.load(m64_ptr + offs_n1[:, None] * m64_s0 + offs_c0[None, :] * m64_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c0 < E_c0)[None, :], other=0).to(tl.float32)
    if DOT_67:
        t68 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t63, 0.0), tl.where((offs_n1 < E_n1)[:, None], t66, 0.0), input_precision="ieee")
    else:
        t68 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t63, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t66, 0.0), 0), axis=1)
    tl.store(buf69_ptr + offs_n0[:, None] * buf69_s0 + offs_c0[None, :] * buf69_s1, t68, mask=(offs_n0 < E_n0)[:, None] & (offs_c0 < E_c0)[None, :])


@triton.jit
def kernel_10(buf69_ptr, buf69_s0, buf69_s1, m1_ptr, m1_s0, m1_s1, buf80_ptr, buf80_s0, buf80_s1, E_c0, E_c1, E_n0, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf80: Combine over grid w_down.0@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t70 = tl.load(buf69_ptr + offs_n0[:, None] * buf69_s0 + offs_c0[None, :] * buf69_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c0 < E_c0)[None, :], other=0).to(tl.float32)
    t71 = (t70) * (5.656854249492381)
    acc75 = tl.full([F_n0, 1], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t72 = tl.load(m1_ptr + offs_n0[:, None] * m1_s0 + offs_c1[None, :] * m1_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        t73 = (t72) * (t72)
        t74 = tl.sum(tl.where((offs_c1 < E_c1)[None, :], t73, 0.0), axis=1, keep_dims=True)
        acc75 = acc75 + t74
    t76 = acc75 + 0.00032
    t77 = tl.rsqrt(t76)
    t78 = (t71) * (t77)
    t79 = (t78) * (5.656854249492381)
    tl.store(buf80_ptr + offs_n0[:, None] * buf80_s0 + offs_c0[None, :] * buf80_s1, t79, mask=(offs_n0 < E_n0)[:, None] & (offs_c0 < E_c0)[None, :])


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
    states12 = torch.full([_cdiv(32, T['c1']), _pow2(8), _pow2(64)], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(32, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), states12_ptr=states12, states12_s0=states12.stride(0), states12_s1=states12.stride(1), states12_s2=states12.stride(2), E_c1=32, E_n0=8, E_n1=64, DOT_10=(_pow2(8)) >= 16 and (T['c1']) >= 16 and (_pow2(64)) >= 16, F_n0=_pow2(8), F_n1=_pow2(64), T_c1=T['c1'])
    states21 = torch.full([_cdiv(8, T['c2']), _cdiv(32, T['c1']), T['c2'], _pow2(64)], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(8, T['c2']) * _cdiv(32, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), states21_ptr=states21, states21_s0=states21.stride(0), states21_s1=states21.stride(1), states21_s2=states21.stride(2), states21_s3=states21.stride(3), E_c1=32, E_c2=8, E_n1=64, DOT_19=(T['c2']) >= 16 and (T['c1']) >= 16 and (_pow2(64)) >= 16, F_n1=_pow2(64), T_c1=T['c1'], T_c2=T['c2'])
    buf24 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(8, T['c2']),)](states21_ptr=states21, states21_s0=states21.stride(0), states21_s1=states21.stride(1), states21_s2=states21.stride(2), states21_s3=states21.stride(3), buf24_ptr=buf24, buf24_s0=buf24.stride(0), buf24_s1=buf24.stride(1), E_c1=32, E_c2=8, E_n1=64, F_n1=_pow2(64), T_c1=T['c1'], T_c2=T['c2'])
    states29 = torch.full([_cdiv(8, T['c2']), _cdiv(32, T['c1']), T['c2'], 1], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(8, T['c2']) * _cdiv(32, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), states29_ptr=states29, states29_s0=states29.stride(0), states29_s1=states29.stride(1), states29_s2=states29.stride(2), states29_s3=states29.stride(3), E_c1=32, E_c2=8, T_c1=T['c1'], T_c2=T['c2'])
    buf32 = torch.full([8, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(_cdiv(8, T['c2']),)](states29_ptr=states29, states29_s0=states29.stride(0), states29_s1=states29.stride(1), states29_s2=states29.stride(2), states29_s3=states29.stride(3), buf32_ptr=buf32, buf32_s0=buf32.stride(0), buf32_s1=buf32.stride(1), E_c1=32, E_c2=8, T_c1=T['c1'], T_c2=T['c2'])
    buf37 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_5[(_cdiv(8, T['c2']),)](buf24_ptr=buf24, buf24_s0=buf24.stride(0), buf24_s1=buf24.stride(1), buf32_ptr=buf32, buf32_s0=buf32.stride(0), buf32_s1=buf32.stride(1), buf37_ptr=buf37, buf37_s0=buf37.stride(0), buf37_s1=buf37.stride(1), E_c2=8, E_n1=64, F_n1=_pow2(64), T_c2=T['c2'])
    buf40 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_6[(_cdiv(8, T['c2']),)](buf37_ptr=buf37, buf37_s0=buf37.stride(0), buf37_s1=buf37.stride(1), buf40_ptr=buf40, buf40_s0=buf40.stride(0), buf40_s1=buf40.stride(1), E_c2=8, E_n1=64, F_n1=_pow2(64), T_c2=T['c2'])
    m48 = inputs['w_up']
    m47 = m48.permute([1, 0])
    states55 = torch.full([_cdiv(32, T['c1']), _pow2(8), 1], float("nan"), dtype=torch.float32, device=device)
    kernel_7[(_cdiv(32, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), states55_ptr=states55, states55_s0=states55.stride(0), states55_s1=states55.stride(1), states55_s2=states55.stride(2), E_c1=32, E_n0=8, F_n0=_pow2(8), T_c1=T['c1'])
    buf61 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_8[(_cdiv(64, T['c3']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m47_ptr=m47, m47_s0=m47.stride(0), m47_s1=m47.stride(1), states55_ptr=states55, states55_s0=states55.stride(0), states55_s1=states55.stride(1), states55_s2=states55.stride(2), buf61_ptr=buf61, buf61_s0=buf61.stride(0), buf61_s1=buf61.stride(1), E_c1=32, E_c3=64, E_n0=8, E_n2=32, DOT_50=(_pow2(8)) >= 16 and (_pow2(32)) >= 16 and (T['c3']) >= 16, F_n0=_pow2(8), F_n2=_pow2(32), T_c1=T['c1'], T_c3=T['c3'])
    m65 = inputs['w_down']
    m64 = m65.permute([1, 0])
    buf69 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_9[(_cdiv(32, T['c0']),)](states12_ptr=states12, states12_s0=states12.stride(0), states12_s1=states12.stride(1), states12_s2=states12.stride(2), buf40_ptr=buf40, buf40_s0=buf40.stride(0), buf40_s1=buf40.stride(1), buf61_ptr=buf61, buf61_s0=buf61.stride(0), buf61_s1=buf61.stride(1), m64_ptr=m64, m64_s0=m64.stride(0), m64_s1=m64.stride(1), buf69_ptr=buf69, buf69_s0=buf69.stride(0), buf69_s1=buf69.stride(1), E_c0=32, E_c1=32, E_n0=8, E_n1=64, DOT_67=(_pow2(8)) >= 16 and (_pow2(64)) >= 16 and (T['c0']) >= 16, F_n0=_pow2(8), F_n1=_pow2(64), T_c0=T['c0'], T_c1=T['c1'])
    buf80 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_10[(_cdiv(32, T['c0']),)](buf69_ptr=buf69, buf69_s0=buf69.stride(0), buf69_s1=buf69.stride(1), m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), buf80_ptr=buf80, buf80_s0=buf80.stride(0), buf80_s1=buf80.stride(1), E_c0=32, E_c1=32, E_n0=8, F_n0=_pow2(8), T_c0=T['c0'], T_c1=T['c1'])
    return buf80


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
