"""layernorm_gemm [small], candidate 47: 16 kernel(s)

Rendered by EqiForge from candidate 47 of layernorm_gemm [small]: store(w.1[64]) ; grid(x.0@0) loop(w.1[64]: sum, stored) ; store(w.1[64]) ; store(w.1[64]) ; grid(w.0@1) loop(w.1[64]: sum, stored) ; grid(w.0@1) loop(w.1[64]: sum, stored) ; store(w.1[64]) ; grid(x.0@0) loop(w.1[64]: sum, stored) ; grid(x.0@0) ; grid(x.0@0) ; grid(x.0@0) ; store(w.1[64]) ; grid(x.0@0) loop(w.1[64]: sum, stored) ; grid(w.0@1) loop(w.1[64]: pair(sum, sum)) [2 mm] ; grid(x.0@0) ; grid(w.0@1, x.0@0)
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.0@0[8]
    c1: grid w.0@1[32]
    c2: loop w.1[64]

Run it on its own: `python kernels/f47.py` checks it once against PyTorch on random inputs.
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
def kernel_2(m1_ptr, m1_s0, m1_s1, states20_ptr, states20_s0, states20_s1, states20_s2, E_c2, E_n1, F_n1: tl.constexpr, T_c2: tl.constexpr):
    # stores states20: Collect over loop w.1[64]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    t18 = tl.load(m1_ptr + offs_n1[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
    t19 = tl.sum(tl.where((offs_c2 < E_c2)[None, :], t18, 0.0), axis=1, keep_dims=True)
    tl.store(states20_ptr + i_c2 * states20_s0 + tl.arange(0, F_n1)[:, None] * states20_s1 + tl.zeros([F_n1, 1], tl.int32), t19)


@triton.jit
def kernel_3(m3_ptr, m3_s0, m3_s1, m7_ptr, m7_s0, m7_s1, states28_ptr, states28_s0, states28_s1, states28_s2, states28_s3, E_c1, E_c2, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # stores states28: Collect over loop w.1[64]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    t24 = tl.load(m3_ptr + offs_c2[:, None] * m3_s0, mask=(offs_c2 < E_c2)[:, None], other=0).to(tl.float32)
    t25 = tl.load(m7_ptr + offs_c2[:, None] * m7_s0 + offs_c1[None, :] * m7_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t26 = (t24) * (t25)
    t27 = tl.sum(tl.where((offs_c2 < E_c2)[:, None], t26, 0.0), axis=0, keep_dims=True)
    tl.store(states28_ptr + i_c1 * states28_s0 + i_c2 * states28_s1 + tl.arange(0, T_c1)[None, :] * states28_s3 + tl.zeros([1, T_c1], tl.int32), t27)


@triton.jit
def kernel_4(states28_ptr, states28_s0, states28_s1, states28_s2, states28_s3, buf31_ptr, buf31_s0, buf31_s1, E_c1, E_c2, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf31: Combine over grid w.0@1[32]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    acc30 = tl.full([1, T_c1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t29 = tl.load(states28_ptr + i_c1 * states28_s0 + i_c2 * states28_s1 + tl.arange(0, T_c1)[None, :] * states28_s3 + tl.zeros([1, T_c1], tl.int32))
        acc30 = acc30 + t29
    tl.store(buf31_ptr + offs_c1[None, :] * buf31_s1, acc30, mask=(offs_c1 < E_c1)[None, :])


@triton.jit
def kernel_5(buf16_ptr, buf16_s0, buf16_s1, states20_ptr, states20_s0, states20_s1, states20_s2, buf31_ptr, buf31_s0, buf31_s1, buf35_ptr, buf35_s0, buf35_s1, E_c1, E_c2, E_n1, F_n1: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf35: Combine over grid w.0@1[32]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    t17 = tl.load(buf16_ptr + offs_n1[:, None] * buf16_s0 + offs_c1[None, :] * buf16_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    acc22 = tl.full([F_n1, 1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t21 = tl.load(states20_ptr + i_c2 * states20_s0 + tl.arange(0, F_n1)[:, None] * states20_s1 + tl.zeros([F_n1, 1], tl.int32))
        acc22 = acc22 + t21
    t23 = (acc22) * (0.015625)
    t32 = tl.load(buf31_ptr + offs_c1[None, :] * buf31_s1, mask=(offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t33 = (t23) * (t32)
    t34 = t17 - (t33)
    tl.store(buf35_ptr + offs_n1[:, None] * buf35_s0 + offs_c1[None, :] * buf35_s1, t34, mask=(offs_n1 < E_n1)[:, None] & (offs_c1 < E_c1)[None, :])


@triton.jit
def kernel_6(m1_ptr, m1_s0, m1_s1, states40_ptr, states40_s0, states40_s1, states40_s2, states40_s3, E_c0, E_c2, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # stores states40: Collect over loop w.1[64]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    t37 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
    t38 = (t37) * (t37)
    t39 = tl.sum(tl.where((offs_c2 < E_c2)[None, :], t38, 0.0), axis=1, keep_dims=True)
    tl.store(states40_ptr + i_c0 * states40_s0 + i_c2 * states40_s1 + tl.arange(0, T_c0)[:, None] * states40_s2 + tl.zeros([T_c0, 1], tl.int32), t39)


@triton.jit
def kernel_7(states40_ptr, states40_s0, states40_s1, states40_s2, states40_s3, buf43_ptr, buf43_s0, buf43_s1, E_c0, E_c2, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # writes buf43: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    acc42 = tl.full([T_c0, 1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t41 = tl.load(states40_ptr + i_c0 * states40_s0 + i_c2 * states40_s1 + tl.arange(0, T_c0)[:, None] * states40_s2 + tl.zeros([T_c0, 1], tl.int32))
        acc42 = acc42 + t41
    tl.store(buf43_ptr + offs_c0[:, None] * buf43_s0, acc42, mask=(offs_c0 < E_c0)[:, None])


@triton.jit
def kernel_8(buf43_ptr, buf43_s0, buf43_s1, m1_ptr, m1_s0, m1_s1, buf53_ptr, buf53_s0, buf53_s1, E_c0, E_n2, F_n2: tl.constexpr, T_c0: tl.constexpr):
    # writes buf53: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n2 = tl.arange(0, F_n2)
    t44 = tl.load(buf43_ptr + offs_c0[:, None] * buf43_s0, mask=(offs_c0 < E_c0)[:, None], other=0).to(tl.float32)
    t45 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_n2[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    t46 = tl.sum(tl.where((offs_n2 < E_n2)[None, :], t45, 0.0), axis=1, keep_dims=True)
    t47 = (t46) * (2.0)
    t48 = (t46) * (1.0)
    t49 = t47 - (t48)
    t50 = (t46) * (0.015625)
    t51 = (t49) * (t50)
    t52 = t44 - (t51)
    tl.store(buf53_ptr + offs_c0[:, None] * buf53_s0, t52, mask=(offs_c0 < E_c0)[:, None])


@triton.jit
def kernel_9(buf35_ptr, buf35_s0, buf35_s1, buf53_ptr, buf53_s0, buf53_s1, buf58_ptr, buf58_s0, buf58_s1, E_c0, E_n0, F_n0: tl.constexpr, T_c0: tl.constexpr):
    # writes buf58: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t36 = tl.load(buf35_ptr + offs_c0[:, None] * buf35_s0 + offs_n0[None, :] * buf35_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t54 = tl.load(buf53_ptr + offs_c0[:, None] * buf53_s0, mask=(offs_c0 < E_c0)[:, None], other=0).to(tl.float32)
    t55 = t54 + 0.00064
    t56 = tl.rsqrt(t55)
    t57 = (t36) * (t56)
    tl.store(buf58_ptr + offs_c0[:, None] * buf58_s0 + offs_n0[None, :] * buf58_s1, t57, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :])


@triton.jit
def kernel_10(buf58_ptr, buf58_s0, buf58_s1, buf61_ptr, buf61_s0, buf61_s1, E_c0, E_n0, F_n0: tl.constexpr, T_c0: tl.constexpr):
    # writes buf61: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t59 = tl.load(buf58_ptr + offs_c0[:, None] * buf58_s0 + offs_n0[None, :] * buf58_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t60 = (t59) * (8.0)
    tl.store(buf61_ptr + offs_c0[:, None] * buf61_s0 + offs_n0[None, :] * buf61_s1, t60, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :])


@triton.jit
def kernel_11(m1_ptr, m1_s0, m1_s1, states66_ptr, states66_s0, states66_s1, states66_s2, states66_s3, E_c0, E_c2, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # stores states66: Collect over loop w.1[64]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    t64 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
    t65 = tl.sum(tl.where((offs_c2 < E_c2)[None, :], t64, 0.0), axis=1, keep_dims=True)
    tl.store(states66_ptr + i_c0 * states66_s0 + i_c2 * states66_s1 + tl.arange(0, T_c0)[:, None] * states66_s2 + tl.zeros([T_c0, 1], tl.int32), t65)


@triton.jit
def kernel_12(states66_ptr, states66_s0, states66_s1, states66_s2, states66_s3, buf69_ptr, buf69_s0, buf69_s1, E_c0, E_c2, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # writes buf69: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    acc68 = tl.full([T_c0, 1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t67 = tl.load(states66_ptr + i_c0 * states66_s0 + i_c2 * states66_s1 + tl.arange(0, T_c0)[:, None] * states66_s2 + tl.zeros([T_c0, 1], tl.int32))
        acc68 = acc68 + t67
    tl.store(buf69_ptr + offs_c0[:, None] * buf69_s0, acc68, mask=(offs_c0 < E_c0)[:, None])


@triton.jit
def kernel_13(m1_ptr, m1_s0, m1_s1, buf69_ptr, buf69_s0, buf69_s1, m4_ptr, m4_s0, m4_s1, m7_ptr, m7_s0, m7_s1, buf53_ptr, buf53_s0, buf53_s1, m82_ptr, m82_s0, m82_s1, buf89_ptr, buf89_s0, buf89_s1, E_c1, E_c2, E_n1, DOT_76: tl.constexpr, DOT_85: tl.constexpr, F_n1: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf89: Combine over grid w.0@1[32]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    t70 = tl.load(buf69_ptr + offs_n1[:, None] * buf69_s0, mask=(offs_n1 < E_n1)[:, None], other=0).to(tl.float32)
    t71 = (t70) * (0.015625)
    t78 = tl.load(buf53_ptr + offs_n1[:, None] * buf53_s0, mask=(offs_n1 < E_n1)[:, None], other=0).to(tl.float32)
    t79 = t78 + 0.00064
    t80 = tl.rsqrt(t79)
    acc87 = tl.full([F_n1, T_c1], 0.0, tl.float32)
    acc88 = tl.full([1, T_c1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t63 = tl.load(m1_ptr + offs_n1[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t72 = t63 - (t71)
        t73 = tl.load(m4_ptr + offs_c2[None, :] * m4_s1, mask=(offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t74 = (t72) * (t73)
        t75 = tl.load(m7_ptr + offs_c2[:, None] * m7_s0 + offs_c1[None, :] * m7_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        if DOT_76:
            t77 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t74, 0.0), tl.where((offs_c2 < E_c2)[:, None], t75, 0.0), input_precision="ieee")
        else:
            t77 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t74, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t75, 0.0), 0), axis=1)
        t81 = (t77) * (t80)
        t84 = tl.load(m82_ptr + offs_c2[None, :] * m82_s1, mask=(offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        if DOT_85:
            t86 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t84, 0.0), tl.where((offs_c2 < E_c2)[:, None], t75, 0.0), input_precision="ieee")
        else:
            t86 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t84, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t75, 0.0), 0), axis=1)
        acc87 = acc87 + t81
        acc88 = acc88 + t86
    tl.store(buf89_ptr + offs_c1[None, :] * buf89_s1, acc88, mask=(offs_c1 < E_c1)[None, :])


@triton.jit
def kernel_14(buf61_ptr, buf61_s0, buf61_s1, buf89_ptr, buf89_s0, buf89_s1, buf92_ptr, buf92_s0, buf92_s1, E_c0, E_n0, F_n0: tl.constexpr, T_c0: tl.constexpr):
    # writes buf92: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t62 = tl.load(buf61_ptr + offs_c0[:, None] * buf61_s0 + offs_n0[None, :] * buf61_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t90 = tl.load(buf89_ptr + offs_n0[None, :] * buf89_s1, mask=(offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t91 = t62 + t90
    tl.store(buf92_ptr + offs_c0[:, None] * buf92_s0 + offs_n0[None, :] * buf92_s1, t91, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :])


@triton.jit
def kernel_15(buf92_ptr, buf92_s0, buf92_s1, m94_ptr, m94_s0, m94_s1, buf98_ptr, buf98_s0, buf98_s1, E_c0, E_c1, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf98: Combine over grid x.0@0[8], grid w.0@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    t93 = tl.load(buf92_ptr + offs_c0[:, None] * buf92_s0 + offs_c1[None, :] * buf92_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t96 = tl.load(m94_ptr + offs_c1[None, :] * m94_s1, mask=(offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t97 = t93 + t96
    tl.store(buf98_ptr + offs_c0[:, None] * buf98_s0 + offs_c1[None, :] * buf98_s1, t97, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :])


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
    states20 = torch.full([_cdiv(64, T['c2']), _pow2(8), 1], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(64, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), states20_ptr=states20, states20_s0=states20.stride(0), states20_s1=states20.stride(1), states20_s2=states20.stride(2), E_c2=64, E_n1=8, F_n1=_pow2(8), T_c2=T['c2'])
    states28 = torch.full([_cdiv(32, T['c1']), _cdiv(64, T['c2']), 1, T['c1']], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(32, T['c1']) * _cdiv(64, T['c2']),)](m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), states28_ptr=states28, states28_s0=states28.stride(0), states28_s1=states28.stride(1), states28_s2=states28.stride(2), states28_s3=states28.stride(3), E_c1=32, E_c2=64, T_c1=T['c1'], T_c2=T['c2'])
    buf31 = torch.full([1, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(_cdiv(32, T['c1']),)](states28_ptr=states28, states28_s0=states28.stride(0), states28_s1=states28.stride(1), states28_s2=states28.stride(2), states28_s3=states28.stride(3), buf31_ptr=buf31, buf31_s0=buf31.stride(0), buf31_s1=buf31.stride(1), E_c1=32, E_c2=64, T_c1=T['c1'], T_c2=T['c2'])
    buf35 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_5[(_cdiv(32, T['c1']),)](buf16_ptr=buf16, buf16_s0=buf16.stride(0), buf16_s1=buf16.stride(1), states20_ptr=states20, states20_s0=states20.stride(0), states20_s1=states20.stride(1), states20_s2=states20.stride(2), buf31_ptr=buf31, buf31_s0=buf31.stride(0), buf31_s1=buf31.stride(1), buf35_ptr=buf35, buf35_s0=buf35.stride(0), buf35_s1=buf35.stride(1), E_c1=32, E_c2=64, E_n1=8, F_n1=_pow2(8), T_c1=T['c1'], T_c2=T['c2'])
    states40 = torch.full([_cdiv(8, T['c0']), _cdiv(64, T['c2']), T['c0'], 1], float("nan"), dtype=torch.float32, device=device)
    kernel_6[(_cdiv(8, T['c0']) * _cdiv(64, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), states40_ptr=states40, states40_s0=states40.stride(0), states40_s1=states40.stride(1), states40_s2=states40.stride(2), states40_s3=states40.stride(3), E_c0=8, E_c2=64, T_c0=T['c0'], T_c2=T['c2'])
    buf43 = torch.full([8, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_7[(_cdiv(8, T['c0']),)](states40_ptr=states40, states40_s0=states40.stride(0), states40_s1=states40.stride(1), states40_s2=states40.stride(2), states40_s3=states40.stride(3), buf43_ptr=buf43, buf43_s0=buf43.stride(0), buf43_s1=buf43.stride(1), E_c0=8, E_c2=64, T_c0=T['c0'], T_c2=T['c2'])
    buf53 = torch.full([8, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_8[(_cdiv(8, T['c0']),)](buf43_ptr=buf43, buf43_s0=buf43.stride(0), buf43_s1=buf43.stride(1), m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), buf53_ptr=buf53, buf53_s0=buf53.stride(0), buf53_s1=buf53.stride(1), E_c0=8, E_n2=64, F_n2=_pow2(64), T_c0=T['c0'])
    buf58 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_9[(_cdiv(8, T['c0']),)](buf35_ptr=buf35, buf35_s0=buf35.stride(0), buf35_s1=buf35.stride(1), buf53_ptr=buf53, buf53_s0=buf53.stride(0), buf53_s1=buf53.stride(1), buf58_ptr=buf58, buf58_s0=buf58.stride(0), buf58_s1=buf58.stride(1), E_c0=8, E_n0=32, F_n0=_pow2(32), T_c0=T['c0'])
    buf61 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_10[(_cdiv(8, T['c0']),)](buf58_ptr=buf58, buf58_s0=buf58.stride(0), buf58_s1=buf58.stride(1), buf61_ptr=buf61, buf61_s0=buf61.stride(0), buf61_s1=buf61.stride(1), E_c0=8, E_n0=32, F_n0=_pow2(32), T_c0=T['c0'])
    states66 = torch.full([_cdiv(8, T['c0']), _cdiv(64, T['c2']), T['c0'], 1], float("nan"), dtype=torch.float32, device=device)
    kernel_11[(_cdiv(8, T['c0']) * _cdiv(64, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), states66_ptr=states66, states66_s0=states66.stride(0), states66_s1=states66.stride(1), states66_s2=states66.stride(2), states66_s3=states66.stride(3), E_c0=8, E_c2=64, T_c0=T['c0'], T_c2=T['c2'])
    buf69 = torch.full([8, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_12[(_cdiv(8, T['c0']),)](states66_ptr=states66, states66_s0=states66.stride(0), states66_s1=states66.stride(1), states66_s2=states66.stride(2), states66_s3=states66.stride(3), buf69_ptr=buf69, buf69_s0=buf69.stride(0), buf69_s1=buf69.stride(1), E_c0=8, E_c2=64, T_c0=T['c0'], T_c2=T['c2'])
    m83 = inputs['b_ln']
    m82 = m83.reshape([1, 64])
    buf89 = torch.full([1, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_13[(_cdiv(32, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), buf69_ptr=buf69, buf69_s0=buf69.stride(0), buf69_s1=buf69.stride(1), m4_ptr=m4, m4_s0=m4.stride(0), m4_s1=m4.stride(1), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), buf53_ptr=buf53, buf53_s0=buf53.stride(0), buf53_s1=buf53.stride(1), m82_ptr=m82, m82_s0=m82.stride(0), m82_s1=m82.stride(1), buf89_ptr=buf89, buf89_s0=buf89.stride(0), buf89_s1=buf89.stride(1), E_c1=32, E_c2=64, E_n1=8, DOT_76=(_pow2(8)) >= 16 and (T['c2']) >= 16 and (T['c1']) >= 16, DOT_85=(1) >= 16 and (T['c2']) >= 16 and (T['c1']) >= 16, F_n1=_pow2(8), T_c1=T['c1'], T_c2=T['c2'])
    buf92 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_14[(_cdiv(8, T['c0']),)](buf61_ptr=buf61, buf61_s0=buf61.stride(0), buf61_s1=buf61.stride(1), buf89_ptr=buf89, buf89_s0=buf89.stride(0), buf89_s1=buf89.stride(1), buf92_ptr=buf92, buf92_s0=buf92.stride(0), buf92_s1=buf92.stride(1), E_c0=8, E_n0=32, F_n0=_pow2(32), T_c0=T['c0'])
    m95 = inputs['bias']
    m94 = m95.reshape([1, 32])
    buf98 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_15[(_cdiv(8, T['c0']) * _cdiv(32, T['c1']),)](buf92_ptr=buf92, buf92_s0=buf92.stride(0), buf92_s1=buf92.stride(1), m94_ptr=m94, m94_s0=m94.stride(0), m94_s1=m94.stride(1), buf98_ptr=buf98, buf98_s0=buf98.stride(0), buf98_s1=buf98.stride(1), E_c0=8, E_c1=32, T_c0=T['c0'], T_c1=T['c1'])
    return buf98


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
