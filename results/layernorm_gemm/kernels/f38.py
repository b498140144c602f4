"""layernorm_gemm [small], candidate 38: 11 kernel(s)

Rendered by EqiForge from candidate 38 of layernorm_gemm [small]: grid(x.0@0) loop(w.1[64]: sum) ; grid(x.0@0) loop(w.1[64]: sum) ; grid(x.0@0) ; grid() loop(w.1[64]: pair(sum, sum)) ; grid(w.0@1) loop(w.1[64]: sum) ; grid(x.0@0) ; grid(x.0@0) ; grid(x.0@0) ; grid(w.0@1) loop(w.1[64]: pair(sum, sum)) [2 mm] ; grid(x.0@0) ; grid(w.0@1, x.0@0)
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.0@0[8]
    c1: grid w.0@1[32]
    c2: loop w.1[64]

Run it on its own: `python kernels/f38.py` checks it once against PyTorch on random inputs.
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
def kernel_0(m1_ptr, m1_s0, m1_s1, buf16_ptr, buf16_s0, buf16_s1, E_c0, E_c2, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # writes buf16: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    acc15 = tl.full([T_c0, 1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t13 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t14 = tl.sum(tl.where((offs_c2 < E_c2)[None, :], t13, 0.0), axis=1, keep_dims=True)
        acc15 = acc15 + t14
    tl.store(buf16_ptr + offs_c0[:, None] * buf16_s0, acc15, mask=(offs_c0 < E_c0)[:, None])


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, buf26_ptr, buf26_s0, buf26_s1, E_c0, E_c2, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # writes buf26: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    acc25 = tl.full([T_c0, 1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t22 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t23 = (t22) * (t22)
        t24 = tl.sum(tl.where((offs_c2 < E_c2)[None, :], t23, 0.0), axis=1, keep_dims=True)
        acc25 = acc25 + t24
    tl.store(buf26_ptr + offs_c0[:, None] * buf26_s0, acc25, mask=(offs_c0 < E_c0)[:, None])


@triton.jit
def kernel_2(buf26_ptr, buf26_s0, buf26_s1, buf16_ptr, buf16_s0, buf16_s1, buf35_ptr, buf35_s0, buf35_s1, E_c0, T_c0: tl.constexpr):
    # writes buf35: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    t27 = tl.load(buf26_ptr + offs_c0[:, None] * buf26_s0, mask=(offs_c0 < E_c0)[:, None], other=0).to(tl.float32)
    t28 = tl.load(buf16_ptr + offs_c0[:, None] * buf16_s0, mask=(offs_c0 < E_c0)[:, None], other=0).to(tl.float32)
    t29 = (t28) * (2.0)
    t30 = (t28) * (1.0)
    t31 = t29 - (t30)
    t32 = (t28) * (0.015625)
    t33 = (t31) * (t32)
    t34 = t27 - (t33)
    tl.store(buf35_ptr + offs_c0[:, None] * buf35_s0, t34, mask=(offs_c0 < E_c0)[:, None])


@triton.jit
def kernel_3(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m7_ptr, m7_s0, m7_s1, buf16_ptr, buf16_s0, buf16_s1, buf35_ptr, buf35_s0, buf35_s1, buf42_ptr, buf42_s0, buf42_s1, buf43_ptr, buf43_s0, buf43_s1, E_c2, E_n0, E_n1, DOT_11: tl.constexpr, DOT_20: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf42, buf43: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    t17 = tl.load(buf16_ptr + offs_n1[:, None] * buf16_s0, mask=(offs_n1 < E_n1)[:, None], other=0).to(tl.float32)
    t18 = (t17) * (0.015625)
    t36 = tl.load(buf35_ptr + offs_n1[:, None] * buf35_s0, mask=(offs_n1 < E_n1)[:, None], other=0).to(tl.float32)
    t37 = t36 + 0.00064
    t38 = tl.rsqrt(t37)
    acc40 = tl.full([F_n1, F_n0], 0.0, tl.float32)
    acc41 = tl.full([F_n1, F_n0], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t2 = tl.load(m1_ptr + offs_n1[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t6 = tl.load(m3_ptr + offs_c2[:, None] * m3_s0, mask=(offs_c2 < E_c2)[:, None], other=0).to(tl.float32)
        t9 = tl.load(m7_ptr + offs_c2[:, None] * m7_s0 + offs_n0[None, :] * m7_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
        t10 = (t6) * (t9)
        if DOT_11:
            t12 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t2, 0.0), tl.where((offs_c2 < E_c2)[:, None], t10, 0.0), input_precision="ieee")
        else:
            t12 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t2, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t10, 0.0), 0), axis=1)
        t19 = t2 - (t18)
        if DOT_20:
            t21 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t19, 0.0), tl.where((offs_c2 < E_c2)[:, None], t10, 0.0), input_precision="ieee")
        else:
            t21 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t19, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t10, 0.0), 0), axis=1)
        t39 = (t21) * (t38)
        acc40 = acc40 + t12
        acc41 = acc41 + t39
    tl.store(buf42_ptr + offs_n1[:, None] * buf42_s0 + offs_n0[None, :] * buf42_s1, acc40, mask=(offs_n1 < E_n1)[:, None] & (offs_n0 < E_n0)[None, :])
    tl.store(buf43_ptr + offs_n1[:, None] * buf43_s0 + offs_n0[None, :] * buf43_s1, acc41, mask=(offs_n1 < E_n1)[:, None] & (offs_n0 < E_n0)[None, :])


@triton.jit
def kernel_4(m3_ptr, m3_s0, m3_s1, m7_ptr, m7_s0, m7_s1, buf52_ptr, buf52_s0, buf52_s1, E_c1, E_c2, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf52: Combine over grid w.0@1[32]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    acc51 = tl.full([1, T_c1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t47 = tl.load(m3_ptr + offs_c2[:, None] * m3_s0, mask=(offs_c2 < E_c2)[:, None], other=0).to(tl.float32)
        t48 = tl.load(m7_ptr + offs_c2[:, None] * m7_s0 + offs_c1[None, :] * m7_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        t49 = (t47) * (t48)
        t50 = tl.sum(tl.where((offs_c2 < E_c2)[:, None], t49, 0.0), axis=0, keep_dims=True)
        acc51 = acc51 + t50
    tl.store(buf52_ptr + offs_c1[None, :] * buf52_s1, acc51, mask=(offs_c1 < E_c1)[None, :])


@triton.jit
def kernel_5(buf42_ptr, buf42_s0, buf42_s1, buf16_ptr, buf16_s0, buf16_s1, buf52_ptr, buf52_s0, buf52_s1, buf56_ptr, buf56_s0, buf56_s1, E_c0, E_n0, F_n0: tl.constexpr, T_c0: tl.constexpr):
    # writes buf56: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t44 = tl.load(buf42_ptr + offs_c0[:, None] * buf42_s0 + offs_n0[None, :] * buf42_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t45 = tl.load(buf16_ptr + offs_c0[:, None] * buf16_s0, mask=(offs_c0 < E_c0)[:, None], other=0).to(tl.float32)
    t46 = (t45) * (0.015625)
    t53 = tl.load(buf52_ptr + offs_n0[None, :] * buf52_s1, mask=(offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t54 = (t46) * (t53)
    t55 = t44 - (t54)
    tl.store(buf56_ptr + offs_c0[:, None] * buf56_s0 + offs_n0[None, :] * buf56_s1, t55, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :])


@triton.jit
def kernel_6(buf56_ptr, buf56_s0, buf56_s1, buf35_ptr, buf35_s0, buf35_s1, buf62_ptr, buf62_s0, buf62_s1, E_c0, E_n0, F_n0: tl.constexpr, T_c0: tl.constexpr):
    # writes buf62: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t57 = tl.load(buf56_ptr + offs_c0[:, None] * buf56_s0 + offs_n0[None, :] * buf56_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t58 = tl.load(buf35_ptr + offs_c0[:, None] * buf35_s0, mask=(offs_c0 < E_c0)[:, None], other=0).to(tl.float32)
    t59 = t58 + 0.00064
    t60 = tl.rsqrt(t59)
    t61 = (t57) * (t60)
    tl.store(buf62_ptr + offs_c0[:, None] * buf62_s0 + offs_n0[None, :] * buf62_s1, t61, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :])


@triton.jit
def kernel_7(buf62_ptr, buf62_s0, buf62_s1, buf65_ptr, buf65_s0, buf65_s1, E_c0, E_n0, F_n0: tl.constexpr, T_c0: tl.constexpr):
    # writes buf65: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t63 = tl.load(buf62_ptr + offs_c0[:, None] * buf62_s0 + offs_n0[None, :] * buf62_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t64 = (t63) * (8.0)
    tl.store(buf65_ptr + offs_c0[:, None] * buf65_s0 + offs_n0[None, :] * buf65_s1, t64, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :])


@triton.jit
def kernel_8(m1_ptr, m1_s0, m1_s1, buf16_ptr, buf16_s0, buf16_s1, m4_ptr, m4_s0, m4_s1, m7_ptr, m7_s0, m7_s1, buf35_ptr, buf35_s0, buf35_s1, m80_ptr, m80_s0, m80_s1, buf87_ptr, buf87_s0, buf87_s1, E_c1, E_c2, E_n1, DOT_74: tl.constexpr, DOT_83: tl.constexpr, F_n1: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf87: Combine over grid w.0@1[32]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    t68 = tl.load(buf16_ptr + offs_n1[:, None] * buf16_s0, mask=(offs_n1 < E_n1)[:, None], other=0).to(tl.float32)
    t69 = (t68) * (0.015625)
    t76 = tl.load(buf35_ptr + offs_n1[:, None] * buf35_s0, mask=(offs_n1 < E_n1)[:, None], other=0).to(tl.float32)
    t77 = t76 + 0.00064
    t78 = tl.rsqrt(t77)
    acc85 = tl.full([F_n1, T_c1], 0.0, tl.float32)
    acc86 = tl.full([1, T_c1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t67 = tl.load(m1_ptr + offs_n1[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t70 = t67 - (t69)
        t71 = tl.load(m4_ptr + offs_c2[None, :] * m4_s1, mask=(offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t72 = (t70) * (t71)
        t73 = tl.load(m7_ptr + offs_c2[:, None] * m7_s0 + offs_c1[None, :] * m7_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        if DOT_74:
            t75 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t72, 0.0), tl.where((offs_c2 < E_c2)[:, None], t73, 0.0), input_precision="ieee")
        else:
            t75 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t72, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t73, 0.0), 0), axis=1)
        t79 = (t75) * (t78)
        t82 = tl.load(m80_ptr + offs_c2[None, :] * m80_s1, mask=(offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        if DOT_83:
            t84 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t82, 0.0), tl.where((offs_c2 < E_c2)[:, None], t73, 0.0), input_precision="ieee")
        else:
            t84 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t82, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t73, 0.0), 0), axis=1)
        acc85 = acc85 + t79
        acc86 = acc86 + t84
    tl.store(buf87_ptr + offs_c1[None, :] * buf87_s1, acc86, mask=(offs_c1 < E_c1)[None, :])


@triton.jit
def kernel_9(buf65_ptr, buf65_s0, buf65_s1, buf87_ptr, buf87_s0, buf87_s1, buf90_ptr, buf90_s0, buf90_s1, E_c0, E_n0, F_n0: tl.constexpr, T_c0: tl.constexpr):
    # writes buf90: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t66 = tl.load(buf65_ptr + offs_c0[:, None] * buf65_s0 + offs_n0[None, :] * buf65_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t88 = tl.load(buf87_ptr + offs_n0[None, :] * buf87_s1, mask=(offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t89 = t66 + t88
    tl.store(buf90_ptr + offs_c0[:, None] * buf90_s0 + offs_n0[None, :] * buf90_s1, t89, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :])


@triton.jit
def kernel_10(buf90_ptr, buf90_s0, buf90_s1, m92_ptr, m92_s0, m92_s1, buf96_ptr, buf96_s0, buf96_s1, E_c0, E_c1, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf96: Combine over grid x.0@0[8], grid w.0@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    t91 = tl.load(buf90_ptr + offs_c0[:, None] * buf90_s0 + offs_c1[None, :] * buf90_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t94 = tl.load(m92_ptr + offs_c1[None, :] * m92_s1, mask=(offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t95 = t91 + t94
    tl.store(buf96_ptr + offs_c0[:, None] * buf96_s0 + offs_c1[None, :] * buf96_s1, t95, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :])


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
    buf16 = torch.full([8, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(8, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), buf16_ptr=buf16, buf16_s0=buf16.stride(0), buf16_s1=buf16.stride(1), E_c0=8, E_c2=64, T_c0=T['c0'], T_c2=T['c2'])
    buf26 = torch.full([8, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(8, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), buf26_ptr=buf26, buf26_s0=buf26.stride(0), buf26_s1=buf26.stride(1), E_c0=8, E_c2=64, T_c0=T['c0'], T_c2=T['c2'])
    buf35 = torch.full([8, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(8, T['c0']),)](buf26_ptr=buf26, buf26_s0=buf26.stride(0), buf26_s1=buf26.stride(1), buf16_ptr=buf16, buf16_s0=buf16.stride(0), buf16_s1=buf16.stride(1), buf35_ptr=buf35, buf35_s0=buf35.stride(0), buf35_s1=buf35.stride(1), E_c0=8, T_c0=T['c0'])
    buf42 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    buf43 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(1,)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), buf16_ptr=buf16, buf16_s0=buf16.stride(0), buf16_s1=buf16.stride(1), buf35_ptr=buf35, buf35_s0=buf35.stride(0), buf35_s1=buf35.stride(1), buf42_ptr=buf42, buf42_s0=buf42.stride(0), buf42_s1=buf42.stride(1), buf43_ptr=buf43, buf43_s0=buf43.stride(0), buf43_s1=buf43.stride(1), E_c2=64, E_n0=32, E_n1=8, DOT_11=(_pow2(8)) >= 16 and (T['c2']) >= 16 and (_pow2(32)) >= 16, DOT_20=(_pow2(8)) >= 16 and (T['c2']) >= 16 and (_pow2(32)) >= 16, F_n0=_pow2(32), F_n1=_pow2(8), T_c2=T['c2'])
    buf52 = torch.full([1, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(_cdiv(32, T['c1']),)](m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), buf52_ptr=buf52, buf52_s0=buf52.stride(0), buf52_s1=buf52.stride(1), E_c1=32, E_c2=64, T_c1=T['c1'], T_c2=T['c2'])
    buf56 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_5[(_cdiv(8, T['c0']),)](buf42_ptr=buf42, buf42_s0=buf42.stride(0), buf42_s1=buf42.stride(1), buf16_ptr=buf16, buf16_s0=buf16.stride(0), buf16_s1=buf16.stride(1), buf52_ptr=buf52, buf52_s0=buf52.stride(0), buf52_s1=buf52.stride(1), buf56_ptr=buf56, buf56_s0=buf56.stride(0), buf56_s1=buf56.stride(1), E_c0=8, E_n0=32, F_n0=_pow2(32), T_c0=T['c0'])
    buf62 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_6[(_cdiv(8, T['c0']),)](buf56_ptr=buf56, buf56_s0=buf56.stride(0), buf56_s1=buf56.stride(1), buf35_ptr=buf35, buf35_s0=buf35.stride(0), buf35_s1=buf35.stride(1), buf62_ptr=buf62, buf62_s0=buf62.stride(0), buf62_s1=buf62.stride(1), E_c0=8, E_n0=32, F_n0=_pow2(32), T_c0=T['c0'])
    buf65 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_7[(_cdiv(8, T['c0']),)](buf62_ptr=buf62, buf62_s0=buf62.stride(0), buf62_s1=buf62.stride(1), buf65_ptr=buf65, buf65_s0=buf65.stride(0), buf65_s1=buf65.stride(1), E_c0=8, E_n0=32, F_n0=_pow2(32), T_c0=T['c0'])
    m81 = inputs['b_ln']
    m80 = m81.reshape([1, 64])
    buf87 = torch.full([1, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_8[(_cdiv(32, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), buf16_ptr=buf16, buf16_s0=buf16.stride(0), buf16_s1=buf16.stride(1), m4_ptr=m4, m4_s0=m4.stride(0), m4_s1=m4.stride(1), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), buf35_ptr=buf35, buf35_s0=buf35.stride(0), buf35_s1=buf35.stride(1), m80_ptr=m80, m80_s0=m80.stride(0), m80_s1=m80.stride(1), buf87_ptr=buf87, buf87_s0=buf87.stride(0), buf87_s1=buf87.stride(1), E_c1=32, E_c2=64, E_n1=8, DOT_74=(_pow2(8)) >= 16 and (T['c2']) >= 16 and (T['c1']) >= 16, DOT_83=(1) >= 16 and (T['c2']) >= 16 and (T['c1']) >= 16, F_n1=_pow2(8), T_c1=T['c1'], T_c2=T['c2'])
    buf90 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_9[(_cdiv(8, T['c0']),)](buf65_ptr=buf65, buf65_s0=buf65.stride(0), buf65_s1=buf65.stride(1), buf87_ptr=buf87, buf87_s0=buf87.stride(0), buf87_s1=buf87.stride(1), buf90_ptr=buf90, buf90_s0=buf90.stride(0), buf90_s1=buf90.stride(1), E_c0=8, E_n0=32, F_n0=_pow2(32), T_c0=T['c0'])
    m93 = inputs['bias']
    m92 = m93.reshape([1, 32])
    buf96 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_10[(_cdiv(8, T['c0']) * _cdiv(32, T['c1']),)](buf90_ptr=buf90, buf90_s0=buf90.stride(0), buf90_s1=buf90.stride(1), m92_ptr=m92, m92_s0=m92.stride(0), m92_s1=m92.stride(1), buf96_ptr=buf96, buf96_s0=buf96.stride(0), buf96_s1=buf96.stride(1), E_c0=8, E_c1=32, T_c0=T['c0'], T_c1=T['c1'])
    return buf96


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
