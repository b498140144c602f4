"""attention_sinks [small], candidate 18: 5 kernel(s)

Rendered by EqiForge from candidate 18 of attention_sinks [small]: store(k.3[16]) ; grid(k.2@3) loop(k.3[16]: sum, stored) ; grid(k.2@3) ; grid(k.0@0) loop(k.2[32]: rescale) ; grid(k.2@2, v.3@3) loop(k.2[32]: rescale) [1 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid k.2@2[32]
    c1: grid v.3@3[16]
    c2: loop k.2[32]
    c3: grid k.2@3[32]
    c4: loop k.3[16]
    c5: grid k.0@0[2]

Run it on its own: `python kernels/f18.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/attention_sinks.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 16, "c1": 8, "c2": 16, "c3": 16, "c4": 8, "c5": 1}


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
def kernel_1(states21_ptr, states21_s0, states21_s1, states21_s2, states21_s3, states21_s4, states21_s5, states21_s6, buf24_ptr, buf24_s0, buf24_s1, buf24_s2, buf24_s3, buf24_s4, E_c3, E_c4, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c3: tl.constexpr, T_c4: tl.constexpr):
    # writes buf24: Combine over grid k.2@3[32]
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
    tl.store(buf24_ptr + offs_n0[:, None, None, None, None] * buf24_s0 + offs_n0[None, :, None, None, None] * buf24_s1 + offs_n0[None, None, :, None, None] * buf24_s2 + offs_c3[None, None, None, :, None] * buf24_s3 + offs_n1[None, None, None, None, :] * buf24_s4, acc23, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_c3 < E_c3)[None, None, None, :, None] & (offs_n1 < E_n1)[None, None, None, None, :])


@triton.jit
def kernel_2(buf24_ptr, buf24_s0, buf24_s1, buf24_s2, buf24_s3, buf24_s4, buf27_ptr, buf27_s0, buf27_s1, buf27_s2, buf27_s3, buf27_s4, E_c3, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c3: tl.constexpr):
    # writes buf27: Combine over grid k.2@3[32]
    pid = tl.program_id(0)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t25 = tl.load(buf24_ptr + offs_n0[:, None, None, None, None] * buf24_s0 + offs_n0[None, :, None, None, None] * buf24_s1 + offs_n0[None, None, :, None, None] * buf24_s2 + offs_c3[None, None, None, :, None] * buf24_s3 + offs_n1[None, None, None, None, :] * buf24_s4, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_c3 < E_c3)[None, None, None, :, None] & (offs_n1 < E_n1)[None, None, None, None, :], other=0).to(tl.float32)
    t26 = (t25) * (0.25)
    tl.store(buf27_ptr + offs_n0[:, None, None, None, None] * buf27_s0 + offs_n0[None, :, None, None, None] * buf27_s1 + offs_n0[None, None, :, None, None] * buf27_s2 + offs_c3[None, None, None, :, None] * buf27_s3 + offs_n1[None, None, None, None, :] * buf27_s4, t26, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_c3 < E_c3)[None, None, None, :, None] & (offs_n1 < E_n1)[None, None, None, None, :])


@triton.jit
def kernel_3(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m1_s4, m6_ptr, m6_s0, m6_s1, m6_s2, m6_s3, m6_s4, buf27_ptr, buf27_s0, buf27_s1, buf27_s2, buf27_s3, buf27_s4, m30_ptr, m30_s0, m30_s1, m30_s2, m30_s3, m30_s4, m50_ptr, m50_s0, m50_s1, m50_s2, m50_s3, m50_s4, buf80_ptr, buf80_s0, buf80_s1, buf80_s2, buf80_s3, buf80_s4, E_c2, E_c5, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c2: tl.constexpr, T_c5: tl.constexpr):
    # writes buf80: Combine over grid k.0@0[2]
    pid = tl.program_id(0)
    i_c5 = pid % tl.cdiv(E_c5, T_c5)
    pid = pid // tl.cdiv(E_c5, T_c5)
    offs_c5 = i_c5 * T_c5 + tl.arange(0, T_c5)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    acc70 = tl.full([T_c5, F_n0, F_n0, F_n1, 1], -float('inf'), tl.float32)
    acc71 = tl.full([T_c5, F_n0, F_n0, F_n1, 1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t59 = tl.load(m1_ptr + offs_c2[None, None, None, None, :] * m1_s4, mask=(offs_c2 < E_c2)[None, None, None, None, :], other=0)
        t60 = tl.load(m6_ptr + offs_n1[None, None, None, :, None] * m6_s3 + offs_c2[None, None, None, None, :] * m6_s4, mask=(offs_n1 < E_n1)[None, None, None, :, None] & (offs_c2 < E_c2)[None, None, None, None, :], other=0)
        t61 = tl.load(buf27_ptr + offs_c5[:, None, None, None, None] * buf27_s0 + offs_n0[None, :, None, None, None] * buf27_s1 + offs_n0[None, None, :, None, None] * buf27_s2 + offs_n1[None, None, None, :, None] * buf27_s3 + offs_c2[None, None, None, None, :] * buf27_s4, mask=(offs_c5 < E_c5)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :, None] & (offs_c2 < E_c2)[None, None, None, None, :], other=0).to(tl.float32)
        t62 = tl.where(t60, -float("inf"), t61)
        t63 = tl.load(m30_ptr + offs_n1[None, None, None, :, None] * m30_s3 + offs_c2[None, None, None, None, :] * m30_s4, mask=(offs_n1 < E_n1)[None, None, None, :, None] & (offs_c2 < E_c2)[None, None, None, None, :], other=0)
        t64 = tl.where(t63, -float("inf"), t62)
        t65 = tl.where(t59, t62, t64)
        t66 = tl.max(tl.where((offs_c2 < E_c2)[None, None, None, None, :], t65, -float('inf')), axis=4, keep_dims=True)
        t67 = t65 - (t66)
        t68 = tl.exp(t67)
        t69 = tl.sum(tl.where((offs_c2 < E_c2)[None, None, None, None, :], t68, 0.0), axis=4, keep_dims=True)
        m72 = tl.maximum(acc70, t66)
        r73 = tl.where(acc70 == -float("inf"), 0.0, tl.exp(acc70 - m72))
        r74 = tl.where(t66 == -float("inf"), 0.0, tl.exp(t66 - m72))
        acc71 = tl.where(acc70 == -float("inf"), 0.0, acc71 * r73) + tl.where(t66 == -float("inf"), 0.0, t69 * r74)
        acc70 = m72
    t75 = tl.load(m50_ptr + offs_n0[None, :, None, None, None] * m50_s1 + offs_n0[None, None, :, None, None] * m50_s2, mask=(offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None], other=0).to(tl.float32)
    t76 = tl.maximum(acc70, t75)
    t77 = acc70 - (t76)
    t78 = tl.exp(t77)
    t79 = (acc71) * (t78)
    tl.store(buf80_ptr + offs_c5[:, None, None, None, None] * buf80_s0 + offs_n0[None, :, None, None, None] * buf80_s1 + offs_n0[None, None, :, None, None] * buf80_s2 + offs_n1[None, None, None, :, None] * buf80_s3, t79, mask=(offs_c5 < E_c5)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :, None])


@triton.jit
def kernel_4(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m1_s4, m6_ptr, m6_s0, m6_s1, m6_s2, m6_s3, m6_s4, buf27_ptr, buf27_s0, buf27_s1, buf27_s2, buf27_s3, buf27_s4, m30_ptr, m30_s0, m30_s1, m30_s2, m30_s3, m30_s4, m40_ptr, m40_s0, m40_s1, m40_s2, m40_s3, m40_s4, m50_ptr, m50_s0, m50_s1, m50_s2, m50_s3, m50_s4, buf80_ptr, buf80_s0, buf80_s1, buf80_s2, buf80_s3, buf80_s4, buf85_ptr, buf85_s0, buf85_s1, buf85_s2, buf85_s3, E_c0, E_c1, E_c2, E_n0, E_n2, F_n0: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf85: Combine over grid k.2@2[32], grid v.3@3[16]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n2 = tl.arange(0, F_n2)
    acc44 = tl.full([F_n0, F_n0, F_n0, T_c0, 1], -float('inf'), tl.float32)
    acc45 = tl.full([F_n0, F_n0, F_n0, T_c0, T_c1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t5 = tl.load(m1_ptr + offs_c2[None, None, None, None, :] * m1_s4, mask=(offs_c2 < E_c2)[None, None, None, None, :], other=0)
        t12 = tl.load(m6_ptr + offs_c0[None, None, None, :, None] * m6_s3 + offs_c2[None, None, None, None, :] * m6_s4, mask=(offs_c0 < E_c0)[None, None, None, :, None] & (offs_c2 < E_c2)[None, None, None, None, :], other=0)
        t28 = tl.load(buf27_ptr + offs_n0[:, None, None, None, None] * buf27_s0 + offs_n0[None, :, None, None, None] * buf27_s1 + offs_n0[None, None, :, None, None] * buf27_s2 + offs_c0[None, None, None, :, None] * buf27_s3 + offs_c2[None, None, None, None, :] * buf27_s4, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_c0 < E_c0)[None, None, None, :, None] & (offs_c2 < E_c2)[None, None, None, None, :], other=0).to(tl.float32)
        t29 = tl.where(t12, -float("inf"), t28)
        t34 = tl.load(m30_ptr + offs_c0[None, None, None, :, None] * m30_s3 + offs_c2[None, None, None, None, :] * m30_s4, mask=(offs_c0 < E_c0)[None, None, None, :, None] & (offs_c2 < E_c2)[None, None, None, None, :], other=0)
        t35 = tl.where(t34, -float("inf"), t29)
        t36 = tl.where(t5, t29, t35)
        t37 = tl.max(tl.where((offs_c2 < E_c2)[None, None, None, None, :], t36, -float('inf')), axis=4, keep_dims=True)
        t38 = t36 - (t37)
        t39 = tl.exp(t38)
        t42 = tl.load(m40_ptr + offs_n0[:, None, None, None, None] * m40_s0 + offs_n0[None, :, None, None, None] * m40_s1 + offs_c2[None, None, None, :, None] * m40_s3 + offs_c1[None, None, None, None, :] * m40_s4, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_c2 < E_c2)[None, None, None, :, None] & (offs_c1 < E_c1)[None, None, None, None, :], other=0).to(tl.float32)
        t43 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, None, :], t39, 0.0), 5) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :, None], t42, 0.0), 3), axis=4)
        m46 = tl.maximum(acc44, t37)
        r47 = tl.where(acc44 == -float("inf"), 0.0, tl.exp(acc44 - m46))
        r48 = tl.where(t37 == -float("inf"), 0.0, tl.exp(t37 - m46))
        acc45 = tl.where(acc44 == -float("inf"), 0.0, acc45 * r47) + tl.where(t37 == -float("inf"), 0.0, t43 * r48)
        acc44 = m46
    t49 = tl.exp(acc44)
    t52 = tl.load(m50_ptr + offs_n0[None, :, None, None, None] * m50_s1 + offs_n0[None, None, :, None, None] * m50_s2, mask=(offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None], other=0).to(tl.float32)
    t53 = tl.maximum(acc44, t52)
    t54 = tl.exp(t53)
    t55 = (t49) / (t54)
    t56 = (acc45) * (t55)
    t57 = t52 - (t53)
    t58 = tl.exp(t57)
    t81 = tl.load(buf80_ptr + offs_n0[:, None, None, None, None] * buf80_s0 + offs_n0[None, :, None, None, None] * buf80_s1 + offs_n0[None, None, :, None, None] * buf80_s2 + offs_c0[None, None, None, :, None] * buf80_s3, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_c0 < E_c0)[None, None, None, :, None], other=0).to(tl.float32)
    t82 = t58 + t81
    t83 = (t56) / (t82)
    t84 = tl.reshape(t83, [F_n0, F_n2, T_c0, T_c1])
    tl.store(buf85_ptr + offs_n0[:, None, None, None] * buf85_s0 + offs_n2[None, :, None, None] * buf85_s1 + offs_c0[None, None, :, None] * buf85_s2 + offs_c1[None, None, None, :] * buf85_s3, t84, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :])


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
    buf24 = torch.full([2, 2, 2, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(32, T['c3']),)](states21_ptr=states21, states21_s0=states21.stride(0), states21_s1=states21.stride(1), states21_s2=states21.stride(2), states21_s3=states21.stride(3), states21_s4=states21.stride(4), states21_s5=states21.stride(5), states21_s6=states21.stride(6), buf24_ptr=buf24, buf24_s0=buf24.stride(0), buf24_s1=buf24.stride(1), buf24_s2=buf24.stride(2), buf24_s3=buf24.stride(3), buf24_s4=buf24.stride(4), E_c3=32, E_c4=16, E_n0=2, E_n1=32, F_n0=_pow2(2), F_n1=_pow2(32), T_c3=T['c3'], T_c4=T['c4'])
    buf27 = torch.full([2, 2, 2, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(32, T['c3']),)](buf24_ptr=buf24, buf24_s0=buf24.stride(0), buf24_s1=buf24.stride(1), buf24_s2=buf24.stride(2), buf24_s3=buf24.stride(3), buf24_s4=buf24.stride(4), buf27_ptr=buf27, buf27_s0=buf27.stride(0), buf27_s1=buf27.stride(1), buf27_s2=buf27.stride(2), buf27_s3=buf27.stride(3), buf27_s4=buf27.stride(4), E_c3=32, E_n0=2, E_n1=32, F_n0=_pow2(2), F_n1=_pow2(32), T_c3=T['c3'])
    m32 = _BINARY["Sub"](m9, m8)
    m33 = torch.tensor(8.0, dtype=torch.float32, device=device)
    m31 = _BINARY["Ge"](m32, m33)
    m30 = m31.reshape([1, 1, 1, 32, 32])
    m41 = inputs['v']
    m40 = m41.reshape([2, 2, 1, 32, 16])
    m51 = inputs['sinks']
    m50 = m51.reshape([1, 2, 2, 1, 1])
    buf80 = torch.full([2, 2, 2, 32, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(2, T['c5']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m1_s4=m1.stride(4), m6_ptr=m6, m6_s0=m6.stride(0), m6_s1=m6.stride(1), m6_s2=m6.stride(2), m6_s3=m6.stride(3), m6_s4=m6.stride(4), buf27_ptr=buf27, buf27_s0=buf27.stride(0), buf27_s1=buf27.stride(1), buf27_s2=buf27.stride(2), buf27_s3=buf27.stride(3), buf27_s4=buf27.stride(4), m30_ptr=m30, m30_s0=m30.stride(0), m30_s1=m30.stride(1), m30_s2=m30.stride(2), m30_s3=m30.stride(3), m30_s4=m30.stride(4), m50_ptr=m50, m50_s0=m50.stride(0), m50_s1=m50.stride(1), m50_s2=m50.stride(2), m50_s3=m50.stride(3), m50_s4=m50.stride(4), buf80_ptr=buf80, buf80_s0=buf80.stride(0), buf80_s1=buf80.stride(1), buf80_s2=buf80.stride(2), buf80_s3=buf80.stride(3), buf80_s4=buf80.stride(4), E_c2=32, E_c5=2, E_n0=2, E_n1=32, F_n0=_pow2(2), F_n1=_pow2(32), T_c2=T['c2'], T_c5=T['c5'])
    buf85 = torch.full([2, 4, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(_cdiv(32, T['c0']) * _cdiv(16, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m1_s4=m1.stride(4), m6_ptr=m6, m6_s0=m6.stride(0), m6_s1=m6.stride(1), m6_s2=m6.stride(2), m6_s3=m6.stride(3), m6_s4=m6.stride(4), buf27_ptr=buf27, buf27_s0=buf27.stride(0), buf27_s1=buf27.stride(1), buf27_s2=buf27.stride(2), buf27_s3=buf27.stride(3), buf27_s4=buf27.stride(4), m30_ptr=m30, m30_s0=m30.stride(0), m30_s1=m30.stride(1), m30_s2=m30.stride(2), m30_s3=m30.stride(3), m30_s4=m30.stride(4), m40_ptr=m40, m40_s0=m40.stride(0), m40_s1=m40.stride(1), m40_s2=m40.stride(2), m40_s3=m40.stride(3), m40_s4=m40.stride(4), m50_ptr=m50, m50_s0=m50.stride(0), m50_s1=m50.stride(1), m50_s2=m50.stride(2), m50_s3=m50.stride(3), m50_s4=m50.stride(4), buf80_ptr=buf80, buf80_s0=buf80.stride(0), buf80_s1=buf80.stride(1), buf80_s2=buf80.stride(2), buf80_s3=buf80.stride(3), buf80_s4=buf80.stride(4), buf85_ptr=buf85, buf85_s0=buf85.stride(0), buf85_s1=buf85.stride(1), buf85_s2=buf85.stride(2), buf85_s3=buf85.stride(3), E_c0=32, E_c1=16, E_c2=32, E_n0=2, E_n2=4, F_n0=_pow2(2), F_n2=_pow2(4), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    return buf85


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
