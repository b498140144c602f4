"""layernorm_gemm [small], candidate 45: 13 kernel(s)

Rendered by EqiForge from candidate 45 of layernorm_gemm [small]: store(w.1[64]) ; grid(x.0@0) loop(w.1[64]: sum, stored) ; store(w.1[64]) ; grid(x.0@0) loop(w.1[64]: sum, stored) ; store(w.1[64]) ; grid(w.0@1) loop(w.1[64]: sum, stored) ; grid(w.0@1) ; store(w.1[64]) ; grid(x.0@0) loop(w.1[64]: sum, stored) ; grid(x.0@0) ; store(w.1[64]) ; grid(w.0@1) loop(w.1[64]: sum, stored) ; grid(x.0@0)
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.0@0[8]
    c1: grid w.0@1[32]
    c2: loop w.1[64]

Run it on its own: `python kernels/f45.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/layernorm_gemm.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 4, "c1": 16, "c2": 32}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m7_ptr, m7_s0, m7_s1, states13_ptr, states13_s0, states13_s1, states13_s2, states13_s3, E_c0, E_c2, E_n0, DOT_11: tl.constexpr, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # stores states13: Collect over loop w.1[64]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t2 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
    t6 = tl.load(m3_ptr + offs_c2[:, None] * m3_s0, mask=(offs_c2 < E_c2)[:, None], other=0).to(tl.float32)
    t9 = tl.load(m7_ptr + offs_c2[:, None] * m7_s0 + offs_n0[None, :] * m7_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t10 = (t6) * (t9)
    if DOT_11:
        t12 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t2, 0.0), tl.where((offs_c2 < E_c2)[:, None], t10, 0.0), input_precision="ieee")
    else:
        t12 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t2, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t10, 0.0), 0), axis=1)
    tl.store(states13_ptr + i_c0 * states13_s0 + i_c2 * states13_s1 + tl.arange(0, T_c0)[:, None] * states13_s2 + tl.arange(0, F_n0)[None, :] * states13_s3 + tl.zeros([T_c0, F_n0], tl.int32), t12)


@triton.jit
def kernel_1(states13_ptr, states13_s0, states13_s1, states13_s2, states13_s3, buf16_ptr, buf16_s0, buf16_s1, E_c0, E_c2, E_n0, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # writes buf16: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    acc15 = tl.full([T_c0, F_n0], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t14 = tl.load(states13_ptr + i_c0 * states13_s0 + i_c2 * states13_s1 + tl.arange(0, T_c0)[:, None] * states13_s2 + tl.arange(0, F_n0)[None, :] * states13_s3 + tl.zeros([T_c0, F_n0], tl.int32))
        acc15 = acc15 + t14
    tl.store(buf16_ptr + offs_c0[:, None] * buf16_s0 + offs_n0[None, :] * buf16_s1, acc15, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :])


@triton.jit
def kernel_2(m1_ptr, m1_s0, m1_s1, states20_ptr, states20_s0, states20_s1, states20_s2, states20_s3, E_c0, E_c2, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # stores states20: Collect over loop w.1[64]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    t18 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
    t19 = tl.sum(tl.where((offs_c2 < E_c2)[None, :], t18, 0.0), axis=1, keep_dims=True)
    tl.store(states20_ptr + i_c0 * states20_s0 + i_c2 * states20_s1 + tl.arange(0, T_c0)[:, None] * states20_s2 + tl.zeros([T_c0, 1], tl.int32), t19)


@triton.jit
def kernel_3(states20_ptr, states20_s0, states20_s1, states20_s2, states20_s3, buf23_ptr, buf23_s0, buf23_s1, E_c0, E_c2, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # writes buf23: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    acc22 = tl.full([T_c0, 1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t21 = tl.load(states20_ptr + i_c0 * states20_s0 + i_c2 * states20_s1 + tl.arange(0, T_c0)[:, None] * states20_s2 + tl.zeros([T_c0, 1], tl.int32))
        acc22 = acc22 + t21
    tl.store(buf23_ptr + offs_c0[:, None] * buf23_s0, acc22, mask=(offs_c0 < E_c0)[:, None])


@triton.jit
def kernel_4(m3_ptr, m3_s0, m3_s1, m7_ptr, m7_s0, m7_s1, states30_ptr, states30_s0, states30_s1, states30_s2, states30_s3, E_c1, E_c2, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # stores states30: Collect over loop w.1[64]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    t26 = tl.load(m3_ptr + offs_c2[:, None] * m3_s0, mask=(offs_c2 < E_c2)[:, None], other=0).to(tl.float32)
    t27 = tl.load(m7_ptr + offs_c2[:, None] * m7_s0 + offs_c1[None, :] * m7_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t28 = (t26) * (t27)
    t29 = tl.sum(tl.where((offs_c2 < E_c2)[:, None], t28, 0.0), axis=0, keep_dims=True)
    tl.store(states30_ptr + i_c1 * states30_s0 + i_c2 * states30_s1 + tl.arange(0, T_c1)[None, :] * states30_s3 + tl.zeros([1, T_c1], tl.int32), t29)


@triton.jit
def kernel_5(states30_ptr, states30_s0, states30_s1, states30_s2, states30_s3, buf33_ptr, buf33_s0, buf33_s1, E_c1, E_c2, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf33: Combine over grid w.0@1[32]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    acc32 = tl.full([1, T_c1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t31 = tl.load(states30_ptr + i_c1 * states30_s0 + i_c2 * states30_s1 + tl.arange(0, T_c1)[None, :] * states30_s3 + tl.zeros([1, T_c1], tl.int32))
        acc32 = acc32 + t31
    tl.store(buf33_ptr + offs_c1[None, :] * buf33_s1, acc32, mask=(offs_c1 < E_c1)[None, :])


@triton.jit
def kernel_6(buf16_ptr, buf16_s0, buf16_s1, buf23_ptr, buf23_s0, buf23_s1, buf33_ptr, buf33_s0, buf33_s1, buf37_ptr, buf37_s0, buf37_s1, E_c1, E_n1, F_n1: tl.constexpr, T_c1: tl.constexpr):
    # writes buf37: Combine over grid w.0@1[32]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    t17 = tl.load(buf16_ptr + offs_n1[:, None] * buf16_s0 + offs_c1[None, :] * buf16_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t24 = tl.load(buf23_ptr + offs_n1[:, None] * buf23_s0, mask=(offs_n1 < E_n1)[:, None], other=0).to(tl.float32)
    t25 = (t24) * (0.015625)
    t34 = tl.load(buf33_ptr + offs_c1[None, :] * buf33_s1, mask=(offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t35 = (t25) * (t34)
    t36 = t17 - (t35)
    tl.store(buf37_ptr + offs_n1[:, None] * buf37_s0 + offs_c1[None, :] * buf37_s1, t36, mask=(offs_n1 < E_n1)[:, None] & (offs_c1 < E_c1)[None, :])


@triton.jit
def kernel_7(m1_ptr, m1_s0, m1_s1, states42_ptr, states42_s0, states42_s1, states42_s2, states42_s3, E_c0, E_c2, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # stores states42: Collect over loop w.1[64]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    t39 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
    t40 = (t39) * (t39)
    t41 = tl.sum(tl.where((offs_c2 < E_c2)[None, :], t40, 0.0), axis=1, keep_dims=True)
    tl.store(states42_ptr + i_c0 * states42_s0 + i_c2 * states42_s1 + tl.arange(0, T_c0)[:, None] * states42_s2 + tl.zeros([T_c0, 1], tl.int32), t41)


@triton.jit
def kernel_8(states42_ptr, states42_s0, states42_s1, states42_s2, states42_s3, buf45_ptr, buf45_s0, buf45_s1, E_c0, E_c2, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # writes buf45: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    acc44 = tl.full([T_c0, 1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t43 = tl.load(states42_ptr + i_c0 * states42_s0 + i_c2 * states42_s1 + tl.arange(0, T_c0)[:, None] * states42_s2 + tl.zeros([T_c0, 1], tl.int32))
        acc44 = acc44 + t43
    tl.store(buf45_ptr + offs_c0[:, None] * buf45_s0, acc44, mask=(offs_c0 < E_c0)[:, None])


@triton.jit
def kernel_9(buf45_ptr, buf45_s0, buf45_s1, m1_ptr, m1_s0, m1_s1, buf55_ptr, buf55_s0, buf55_s1, E_c0, E_n2, F_n2: tl.constexpr, T_c0: tl.constexpr):
    # writes buf55: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n2 = tl.arange(0, F_n2)
    t46 = tl.load(buf45_ptr + offs_c0[:, None] * buf45_s0, mask=(offs_c0 < E_c0)[:, None], other=0).to(tl.float32)
    t47 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_n2[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    t48 = tl.sum(tl.where((offs_n2 < E_n2)[None, :], t47, 0.0), axis=1, keep_dims=True)
    t49 = (t48) * (2.0)
    t50 = (t48) * (1.0)
    t51 = t49 - (t50)
    t52 = (t48) * (0.015625)
    t53 = (t51) * (t52)
    t54 = t46 - (t53)
    tl.store(buf55_ptr + offs_c0[:, None] * buf55_s0, t54, mask=(offs_c0 < E_c0)[:, None])


@triton.jit
def kernel_10(m61_ptr, m61_s0, m61_s1, m7_ptr, m7_s0, m7_s1, states67_ptr, states67_s0, states67_s1, states67_s2, states67_s3, E_c1, E_c2, DOT_65: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # stores states67: Collect over loop w.1[64]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    t63 = tl.load(m61_ptr + offs_c2[None, :] * m61_s1, mask=(offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
    t64 = tl.load(m7_ptr + offs_c2[:, None] * m7_s0 + offs_c1[None, :] * m7_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    if DOT_65:
        t66 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t63, 0.0), tl.where((offs_c2 < E_c2)[:, None], t64, 0.0), input_precision="ieee")
    else:
        t66 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t63, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t64, 0.0), 0), axis=1)
    tl.store(states67_ptr + i_c1 * states67_s0 + i_c2 * states67_s1 + tl.arange(0, T_c1)[None, :] * states67_s3 + tl.zeros([1, T_c1], tl.int32), t66)


@triton.jit
def kernel_11(states67_ptr, states67_s0, states67_s1, states67_s2, states67_s3, buf70_ptr, buf70_s0, buf70_s1, E_c1, E_c2, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf70: Combine over grid w.0@1[32]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    acc69 = tl.full([1, T_c1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t68 = tl.load(states67_ptr + i_c1 * states67_s0 + i_c2 * states67_s1 + tl.arange(0, T_c1)[None, :] * states67_s3 + tl.zeros([1, T_c1], tl.int32))
        acc69 = acc69 + t68
    tl.store(buf70_ptr + offs_c1[None, :] * buf70_s1, acc69, mask=(offs_c1 < E_c1)[None, :])


@triton.jit
def kernel_12(buf37_ptr, buf37_s0, buf37_s1, buf55_ptr, buf55_s0, buf55_s1, buf70_ptr, buf70_s0, buf70_s1, m73_ptr, m73_s0, m73_s1, buf77_ptr, buf77_s0, buf77_s1, E_c0, E_n0, F_n0: tl.constexpr, T_c0: tl.constexpr):
    # writes buf77: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t38 = tl.load(buf37_ptr + offs_c0[:, None] * buf37_s0 + offs_n0[None, :] * buf37_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t56 = tl.load(buf55_ptr + offs_c0[:, None] * buf55_s0, mask=(offs_c0 < E_c0)[:, None], other=0).to(tl.float32)
    t57 = t56 + 0.00064
    t58 = (t57) * (0.015625)
    t59 = tl.rsqrt(t58)
    t60 = (t38) * (t59)
    t71 = tl.load(buf70_ptr + offs_n0[None, :] * buf70_s1, mask=(offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t72 = t60 + t71
    t75 = tl.load(m73_ptr + offs_n0[None, :] * m73_s1, mask=(offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t76 = t72 + t75
    tl.store(buf77_ptr + offs_c0[:, None] * buf77_s0 + offs_n0[None, :] * buf77_s1, t76, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :])


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
    m5 = inputs['w_ln']
    m4 = m5.reshape([1, 64])
    m3 = m4.permute([1, 0])
    m8 = inputs['w']
    m7 = m8.permute([1, 0])
    states13 = torch.full([_cdiv(8, T['c0']), _cdiv(64, T['c2']), T['c0'], _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(8, T['c0']) * _cdiv(64, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), states13_ptr=states13, states13_s0=states13.stride(0), states13_s1=states13.stride(1), states13_s2=states13.stride(2), states13_s3=states13.stride(3), E_c0=8, E_c2=64, E_n0=32, DOT_11=(T['c0']) >= 16 and (T['c2']) >= 16 and (_pow2(32)) >= 16, F_n0=_pow2(32), T_c0=T['c0'], T_c2=T['c2'])
    buf16 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(8, T['c0']),)](states13_ptr=states13, states13_s0=states13.stride(0), states13_s1=states13.stride(1), states13_s2=states13.stride(2), states13_s3=states13.stride(3), buf16_ptr=buf16, buf16_s0=buf16.stride(0), buf16_s1=buf16.stride(1), E_c0=8, E_c2=64, E_n0=32, F_n0=_pow2(32), T_c0=T['c0'], T_c2=T['c2'])
    states20 = torch.full([_cdiv(8, T['c0']), _cdiv(64, T['c2']), T['c0'], 1], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(8, T['c0']) * _cdiv(64, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), states20_ptr=states20, states20_s0=states20.stride(0), states20_s1=states20.stride(1), states20_s2=states20.stride(2), states20_s3=states20.stride(3), E_c0=8, E_c2=64, T_c0=T['c0'], T_c2=T['c2'])
    buf23 = torch.full([8, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(8, T['c0']),)](states20_ptr=states20, states20_s0=states20.stride(0), states20_s1=states20.stride(1), states20_s2=states20.stride(2), states20_s3=states20.stride(3), buf23_ptr=buf23, buf23_s0=buf23.stride(0), buf23_s1=buf23.stride(1), E_c0=8, E_c2=64, T_c0=T['c0'], T_c2=T['c2'])
    states30 = torch.full([_cdiv(32, T['c1']), _cdiv(64, T['c2']), 1, T['c1']], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(_cdiv(32, T['c1']) * _cdiv(64, T['c2']),)](m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), states30_ptr=states30, states30_s0=states30.stride(0), states30_s1=states30.stride(1), states30_s2=states30.stride(2), states30_s3=states30.stride(3), E_c1=32, E_c2=64, T_c1=T['c1'], T_c2=T['c2'])
    buf33 = torch.full([1, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_5[(_cdiv(32, T['c1']),)](states30_ptr=states30, states30_s0=states30.stride(0), states30_s1=states30.stride(1), states30_s2=states30.stride(2), states30_s3=states30.stride(3), buf33_ptr=buf33, buf33_s0=buf33.stride(0), buf33_s1=buf33.stride(1), E_c1=32, E_c2=64, T_c1=T['c1'], T_c2=T['c2'])
    buf37 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_6[(_cdiv(32, T['c1']),)](buf16_ptr=buf16, buf16_s0=buf16.stride(0), buf16_s1=buf16.stride(1), buf23_ptr=buf23, buf23_s0=buf23.stride(0), buf23_s1=buf23.stride(1), buf33_ptr=buf33, buf33_s0=buf33.stride(0), buf33_s1=buf33.stride(1), buf37_ptr=buf37, buf37_s0=buf37.stride(0), buf37_s1=buf37.stride(1), E_c1=32, E_n1=8, F_n1=_pow2(8), T_c1=T['c1'])
    states42 = torch.full([_cdiv(8, T['c0']), _cdiv(64, T['c2']), T['c0'], 1], float("nan"), dtype=torch.float32, device=device)
    kernel_7[(_cdiv(8, T['c0']) * _cdiv(64, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), states42_ptr=states42, states42_s0=states42.stride(0), states42_s1=states42.stride(1), states42_s2=states42.stride(2), states42_s3=states42.stride(3), E_c0=8, E_c2=64, T_c0=T['c0'], T_c2=T['c2'])
    buf45 = torch.full([8, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_8[(_cdiv(8, T['c0']),)](states42_ptr=states42, states42_s0=states42.stride(0), states42_s1=states42.stride(1), states42_s2=states42.stride(2), states42_s3=states42.stride(3), buf45_ptr=buf45, buf45_s0=buf45.stride(0), buf45_s1=buf45.stride(1), E_c0=8, E_c2=64, T_c0=T['c0'], T_c2=T['c2'])
    buf55 = torch.full([8, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_9[(_cdiv(8, T['c0']),)](buf45_ptr=buf45, buf45_s0=buf45.stride(0), buf45_s1=buf45.stride(1), m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), buf55_ptr=buf55, buf55_s0=buf55.stride(0), buf55_s1=buf55.stride(1), E_c0=8, E_n2=64, F_n2=_pow2(64), T_c0=T['c0'])
    m62 = inputs['b_ln']
    m61 = m62.reshape([1, 64])
    states67 = torch.full([_cdiv(32, T['c1']), _cdiv(64, T['c2']), 1, T['c1']], float("nan"), dtype=torch.float32, device=device)
    kernel_10[(_cdiv(32, T['c1']) * _cdiv(64, T['c2']),)](m61_ptr=m61, m61_s0=m61.stride(0), m61_s1=m61.stride(1), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), states67_ptr=states67, states67_s0=states67.stride(0), states67_s1=states67.stride(1), states67_s2=states67.stride(2), states67_s3=states67.stride(3), E_c1=32, E_c2=64, DOT_65=(1) >= 16 and (T['c2']) >= 16 and (T['c1']) >= 16, T_c1=T['c1'], T_c2=T['c2'])
    buf70 = torch.full([1, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_11[(_cdiv(32, T['c1']),)](states67_ptr=states67, states67_s0=states67.stride(0), states67_s1=states67.stride(1), states67_s2=states67.stride(2), states67_s3=states67.stride(3), buf70_ptr=buf70, buf70_s0=buf70.stride(0), buf70_s1=buf70.stride(1), E_c1=32, E_c2=64, T_c1=T['c1'], T_c2=T['c2'])
    m74 = inputs['bias']
    m73 = m74.reshape([1, 32])
    buf77 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_12[(_cdiv(8, T['c0']),)](buf37_ptr=buf37, buf37_s0=buf37.stride(0), buf37_s1=buf37.stride(1), buf55_ptr=buf55, buf55_s0=buf55.stride(0), buf55_s1=buf55.stride(1), buf70_ptr=buf70, buf70_s0=buf70.stride(0), buf70_s1=buf70.stride(1), m73_ptr=m73, m73_s0=m73.stride(0), m73_s1=m73.stride(1), buf77_ptr=buf77, buf77_s0=buf77.stride(0), buf77_s1=buf77.stride(1), E_c0=8, E_n0=32, F_n0=_pow2(32), T_c0=T['c0'])
    return buf77


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
