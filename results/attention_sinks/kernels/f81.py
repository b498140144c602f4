"""attention_sinks [small], candidate 81: 5 kernel(s)

Rendered by EqiForge from candidate 81 of attention_sinks [small]: grid(k.2@3) [1 mm] ; grid(k.2@3) ; grid(k.1@1) ; store(k.2[32]) ; grid(k.2@3) loop(k.2[32]: sum, stored) [1 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid k.2@3[32]
    c1: grid k.1@1[2]
    c2: loop k.2[32]

Run it on its own: `python kernels/f81.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/attention_sinks.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 16, "c1": 1, "c2": 16}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 32, "c1": 2, "c2": 32}


@triton.jit
def kernel_0(m14_ptr, m14_s0, m14_s1, m14_s2, m14_s3, m14_s4, m17_ptr, m17_s0, m17_s1, m17_s2, m17_s3, m17_s4, buf22_ptr, buf22_s0, buf22_s1, buf22_s2, buf22_s3, buf22_s4, E_c0, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr):
    # writes buf22: Combine over grid k.2@3[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n0 = tl.arange(0, F_n0)
    t16 = tl.load(m14_ptr + offs_n1[:, None, None, None, None] * m14_s0 + offs_n1[None, :, None, None, None] * m14_s1 + offs_n1[None, None, :, None, None] * m14_s2 + offs_c0[None, None, None, :, None] * m14_s3 + offs_n2[None, None, None, None, :] * m14_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_c0 < E_c0)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :], other=0).to(tl.float32)
    t20 = tl.load(m17_ptr + offs_n1[:, None, None, None, None] * m17_s0 + offs_n1[None, :, None, None, None] * m17_s1 + offs_n2[None, None, None, :, None] * m17_s3 + offs_n0[None, None, None, None, :] * m17_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n2 < E_n2)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0).to(tl.float32)
    t21 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, None, :], t16, 0.0), 5) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :, None], t20, 0.0), 3), axis=4)
    tl.store(buf22_ptr + offs_n1[:, None, None, None, None] * buf22_s0 + offs_n1[None, :, None, None, None] * buf22_s1 + offs_n1[None, None, :, None, None] * buf22_s2 + offs_c0[None, None, None, :, None] * buf22_s3 + offs_n0[None, None, None, None, :] * buf22_s4, t21, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_c0 < E_c0)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :])


@triton.jit
def kernel_1(buf22_ptr, buf22_s0, buf22_s1, buf22_s2, buf22_s3, buf22_s4, buf25_ptr, buf25_s0, buf25_s1, buf25_s2, buf25_s3, buf25_s4, E_c0, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr):
    # writes buf25: Combine over grid k.2@3[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    t23 = tl.load(buf22_ptr + offs_n1[:, None, None, None, None] * buf22_s0 + offs_n1[None, :, None, None, None] * buf22_s1 + offs_n1[None, None, :, None, None] * buf22_s2 + offs_c0[None, None, None, :, None] * buf22_s3 + offs_n0[None, None, None, None, :] * buf22_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_c0 < E_c0)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0).to(tl.float32)
    t24 = (t23) * (0.25)
    tl.store(buf25_ptr + offs_n1[:, None, None, None, None] * buf25_s0 + offs_n1[None, :, None, None, None] * buf25_s1 + offs_n1[None, None, :, None, None] * buf25_s2 + offs_c0[None, None, None, :, None] * buf25_s3 + offs_n0[None, None, None, None, :] * buf25_s4, t24, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_c0 < E_c0)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :])


@triton.jit
def kernel_2(m2_ptr, m2_s0, m2_s1, m2_s2, m2_s3, m2_s4, m7_ptr, m7_s0, m7_s1, m7_s2, m7_s3, m7_s4, buf25_ptr, buf25_s0, buf25_s1, buf25_s2, buf25_s3, buf25_s4, m28_ptr, m28_s0, m28_s1, m28_s2, m28_s3, m28_s4, buf43_ptr, buf43_s0, buf43_s1, buf43_s2, buf43_s3, buf43_s4, E_c1, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c1: tl.constexpr):
    # writes buf43: Combine over grid k.1@1[2]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t35 = tl.load(m2_ptr + offs_n0[None, None, None, None, :] * m2_s4, mask=(offs_n0 < E_n0)[None, None, None, None, :], other=0)
    t36 = tl.load(m7_ptr + offs_n0[None, None, None, :, None] * m7_s3 + offs_n0[None, None, None, None, :] * m7_s4, mask=(offs_n0 < E_n0)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0)
    t37 = tl.load(buf25_ptr + offs_n1[:, None, None, None, None] * buf25_s0 + offs_c1[None, :, None, None, None] * buf25_s1 + offs_n1[None, None, :, None, None] * buf25_s2 + offs_n0[None, None, None, :, None] * buf25_s3 + offs_n0[None, None, None, None, :] * buf25_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_c1 < E_c1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0).to(tl.float32)
    t38 = tl.where(t36, -float("inf"), t37)
    t39 = tl.load(m28_ptr + offs_n0[None, None, None, :, None] * m28_s3 + offs_n0[None, None, None, None, :] * m28_s4, mask=(offs_n0 < E_n0)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0)
    t40 = tl.where(t39, -float("inf"), t38)
    t41 = tl.where(t35, t38, t40)
    t42 = tl.max(tl.where((offs_n0 < E_n0)[None, None, None, None, :], t41, -float('inf')), axis=4, keep_dims=True)
    tl.store(buf43_ptr + offs_n1[:, None, None, None, None] * buf43_s0 + offs_c1[None, :, None, None, None] * buf43_s1 + offs_n1[None, None, :, None, None] * buf43_s2 + offs_n0[None, None, None, :, None] * buf43_s3, t42, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_c1 < E_c1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None])


@triton.jit
def kernel_3(m2_ptr, m2_s0, m2_s1, m2_s2, m2_s3, m2_s4, m7_ptr, m7_s0, m7_s1, m7_s2, m7_s3, m7_s4, buf25_ptr, buf25_s0, buf25_s1, buf25_s2, buf25_s3, buf25_s4, m28_ptr, m28_s0, m28_s1, m28_s2, m28_s3, m28_s4, buf43_ptr, buf43_s0, buf43_s1, buf43_s2, buf43_s3, buf43_s4, m45_ptr, m45_s0, m45_s1, m45_s2, m45_s3, m45_s4, states64_ptr, states64_s0, states64_s1, states64_s2, states64_s3, states64_s4, states64_s5, states64_s6, E_c0, E_c2, E_n1, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # stores states64: Collect over loop k.2[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    t51 = tl.load(m2_ptr + offs_c2[None, None, None, None, :] * m2_s4, mask=(offs_c2 < E_c2)[None, None, None, None, :], other=0)
    t52 = tl.load(m7_ptr + offs_c0[None, None, None, :, None] * m7_s3 + offs_c2[None, None, None, None, :] * m7_s4, mask=(offs_c0 < E_c0)[None, None, None, :, None] & (offs_c2 < E_c2)[None, None, None, None, :], other=0)
    t53 = tl.load(buf25_ptr + offs_n1[:, None, None, None, None] * buf25_s0 + offs_n1[None, :, None, None, None] * buf25_s1 + offs_n1[None, None, :, None, None] * buf25_s2 + offs_c0[None, None, None, :, None] * buf25_s3 + offs_c2[None, None, None, None, :] * buf25_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_c0 < E_c0)[None, None, None, :, None] & (offs_c2 < E_c2)[None, None, None, None, :], other=0).to(tl.float32)
    t54 = tl.where(t52, -float("inf"), t53)
    t55 = tl.load(m28_ptr + offs_c0[None, None, None, :, None] * m28_s3 + offs_c2[None, None, None, None, :] * m28_s4, mask=(offs_c0 < E_c0)[None, None, None, :, None] & (offs_c2 < E_c2)[None, None, None, None, :], other=0)
    t56 = tl.where(t55, -float("inf"), t54)
    t57 = tl.where(t51, t54, t56)
    t58 = tl.load(buf43_ptr + offs_n1[:, None, None, None, None] * buf43_s0 + offs_n1[None, :, None, None, None] * buf43_s1 + offs_n1[None, None, :, None, None] * buf43_s2 + offs_c0[None, None, None, :, None] * buf43_s3, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_c0 < E_c0)[None, None, None, :, None], other=0).to(tl.float32)
    t59 = tl.load(m45_ptr + offs_n1[None, :, None, None, None] * m45_s1 + offs_n1[None, None, :, None, None] * m45_s2, mask=(offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None], other=0).to(tl.float32)
    t60 = tl.maximum(t58, t59)
    t61 = t57 - (t60)
    t62 = tl.exp(t61)
    t63 = tl.sum(tl.where((offs_c2 < E_c2)[None, None, None, None, :], t62, 0.0), axis=4, keep_dims=True)
    tl.store(states64_ptr + i_c0 * states64_s0 + i_c2 * states64_s1 + tl.arange(0, F_n1)[:, None, None, None, None] * states64_s2 + tl.arange(0, F_n1)[None, :, None, None, None] * states64_s3 + tl.arange(0, F_n1)[None, None, :, None, None] * states64_s4 + tl.arange(0, T_c0)[None, None, None, :, None] * states64_s5 + tl.zeros([F_n1, F_n1, F_n1, T_c0, 1], tl.int32), t63)


@triton.jit
def kernel_4(m2_ptr, m2_s0, m2_s1, m2_s2, m2_s3, m2_s4, m7_ptr, m7_s0, m7_s1, m7_s2, m7_s3, m7_s4, buf25_ptr, buf25_s0, buf25_s1, buf25_s2, buf25_s3, buf25_s4, m28_ptr, m28_s0, m28_s1, m28_s2, m28_s3, m28_s4, buf43_ptr, buf43_s0, buf43_s1, buf43_s2, buf43_s3, buf43_s4, m45_ptr, m45_s0, m45_s1, m45_s2, m45_s3, m45_s4, states64_ptr, states64_s0, states64_s1, states64_s2, states64_s3, states64_s4, states64_s5, states64_s6, m71_ptr, m71_s0, m71_s1, m71_s2, m71_s3, m71_s4, buf75_ptr, buf75_s0, buf75_s1, buf75_s2, buf75_s3, buf75_s4, E_c0, E_c2, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # writes buf75: Combine over grid k.2@3[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t6 = tl.load(m2_ptr + offs_n0[None, None, None, None, :] * m2_s4, mask=(offs_n0 < E_n0)[None, None, None, None, :], other=0)
    t13 = tl.load(m7_ptr + offs_c0[None, None, None, :, None] * m7_s3 + offs_n0[None, None, None, None, :] * m7_s4, mask=(offs_c0 < E_c0)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0)
    t26 = tl.load(buf25_ptr + offs_n1[:, None, None, None, None] * buf25_s0 + offs_n1[None, :, None, None, None] * buf25_s1 + offs_n1[None, None, :, None, None] * buf25_s2 + offs_c0[None, None, None, :, None] * buf25_s3 + offs_n0[None, None, None, None, :] * buf25_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_c0 < E_c0)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0).to(tl.float32)
    t27 = tl.where(t13, -float("inf"), t26)
    t32 = tl.load(m28_ptr + offs_c0[None, None, None, :, None] * m28_s3 + offs_n0[None, None, None, None, :] * m28_s4, mask=(offs_c0 < E_c0)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0)
    t33 = tl.where(t32, -float("inf"), t27)
    t34 = tl.where(t6, t27, t33)
    t44 = tl.load(buf43_ptr + offs_n1[:, None, None, None, None] * buf43_s0 + offs_n1[None, :, None, None, None] * buf43_s1 + offs_n1[None, None, :, None, None] * buf43_s2 + offs_c0[None, None, None, :, None] * buf43_s3, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_c0 < E_c0)[None, None, None, :, None], other=0).to(tl.float32)
    t47 = tl.load(m45_ptr + offs_n1[None, :, None, None, None] * m45_s1 + offs_n1[None, None, :, None, None] * m45_s2, mask=(offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None], other=0).to(tl.float32)
    t48 = tl.maximum(t44, t47)
    t49 = t34 - (t48)
    t50 = tl.exp(t49)
    acc66 = tl.full([F_n1, F_n1, F_n1, T_c0, 1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t65 = tl.load(states64_ptr + i_c0 * states64_s0 + i_c2 * states64_s1 + tl.arange(0, F_n1)[:, None, None, None, None] * states64_s2 + tl.arange(0, F_n1)[None, :, None, None, None] * states64_s3 + tl.arange(0, F_n1)[None, None, :, None, None] * states64_s4 + tl.arange(0, T_c0)[None, None, None, :, None] * states64_s5 + tl.zeros([F_n1, F_n1, F_n1, T_c0, 1], tl.int32))
        acc66 = acc66 + t65
    t67 = t47 - (t48)
    t68 = tl.exp(t67)
    t69 = acc66 + t68
    t70 = (t50) / (t69)
    t73 = tl.load(m71_ptr + offs_n1[:, None, None, None, None] * m71_s0 + offs_n1[None, :, None, None, None] * m71_s1 + offs_n0[None, None, None, :, None] * m71_s3 + offs_n2[None, None, None, None, :] * m71_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :], other=0).to(tl.float32)
    t74 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, None, None, :], t70, 0.0), 5) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, None, :, None], t73, 0.0), 3), axis=4)
    tl.store(buf75_ptr + offs_n1[:, None, None, None, None] * buf75_s0 + offs_n1[None, :, None, None, None] * buf75_s1 + offs_n1[None, None, :, None, None] * buf75_s2 + offs_c0[None, None, None, :, None] * buf75_s3 + offs_n2[None, None, None, None, :] * buf75_s4, t74, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_c0 < E_c0)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :])


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
    m4 = _iota([32], 0, device)
    m3 = m4.reshape([1, 1, 1, 1, 32])
    m5 = torch.tensor(2.0, dtype=torch.float32, device=device)
    m2 = _BINARY["Lt"](m3, m5)
    m9 = m4.reshape([1, 32])
    m12 = torch.tensor(0.0, dtype=torch.float32, device=device)
    m11 = _BINARY["Add"](m4, m12)
    m10 = m11.reshape([32, 1])
    m8 = _BINARY["Gt"](m9, m10)
    m7 = m8.reshape([1, 1, 1, 32, 32])
    m15 = inputs['q']
    m14 = m15.reshape([2, 2, 2, 32, 16])
    m19 = inputs['k']
    m18 = m19.reshape([2, 2, 1, 32, 16])
    m17 = m18.permute([0, 1, 2, 4, 3])
    buf22 = torch.full([2, 2, 2, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(32, T['c0']),)](m14_ptr=m14, m14_s0=m14.stride(0), m14_s1=m14.stride(1), m14_s2=m14.stride(2), m14_s3=m14.stride(3), m14_s4=m14.stride(4), m17_ptr=m17, m17_s0=m17.stride(0), m17_s1=m17.stride(1), m17_s2=m17.stride(2), m17_s3=m17.stride(3), m17_s4=m17.stride(4), buf22_ptr=buf22, buf22_s0=buf22.stride(0), buf22_s1=buf22.stride(1), buf22_s2=buf22.stride(2), buf22_s3=buf22.stride(3), buf22_s4=buf22.stride(4), E_c0=32, E_n0=32, E_n1=2, E_n2=16, F_n0=_pow2(32), F_n1=_pow2(2), F_n2=_pow2(16), T_c0=T['c0'])
    buf25 = torch.full([2, 2, 2, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(32, T['c0']),)](buf22_ptr=buf22, buf22_s0=buf22.stride(0), buf22_s1=buf22.stride(1), buf22_s2=buf22.stride(2), buf22_s3=buf22.stride(3), buf22_s4=buf22.stride(4), buf25_ptr=buf25, buf25_s0=buf25.stride(0), buf25_s1=buf25.stride(1), buf25_s2=buf25.stride(2), buf25_s3=buf25.stride(3), buf25_s4=buf25.stride(4), E_c0=32, E_n0=32, E_n1=2, F_n0=_pow2(32), F_n1=_pow2(2), T_c0=T['c0'])
    m30 = _BINARY["Sub"](m10, m9)
    m31 = torch.tensor(8.0, dtype=torch.float32, device=device)
    m29 = _BINARY["Ge"](m30, m31)
    m28 = m29.reshape([1, 1, 1, 32, 32])
    buf43 = torch.full([2, 2, 2, 32, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(2, T['c1']),)](m2_ptr=m2, m2_s0=m2.stride(0), m2_s1=m2.stride(1), m2_s2=m2.stride(2), m2_s3=m2.stride(3), m2_s4=m2.stride(4), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), m7_s2=m7.stride(2), m7_s3=m7.stride(3), m7_s4=m7.stride(4), buf25_ptr=buf25, buf25_s0=buf25.stride(0), buf25_s1=buf25.stride(1), buf25_s2=buf25.stride(2), buf25_s3=buf25.stride(3), buf25_s4=buf25.stride(4), m28_ptr=m28, m28_s0=m28.stride(0), m28_s1=m28.stride(1), m28_s2=m28.stride(2), m28_s3=m28.stride(3), m28_s4=m28.stride(4), buf43_ptr=buf43, buf43_s0=buf43.stride(0), buf43_s1=buf43.stride(1), buf43_s2=buf43.stride(2), buf43_s3=buf43.stride(3), buf43_s4=buf43.stride(4), E_c1=2, E_n0=32, E_n1=2, F_n0=_pow2(32), F_n1=_pow2(2), T_c1=T['c1'])
    m46 = inputs['sinks']
    m45 = m46.reshape([1, 2, 2, 1, 1])
    states64 = torch.full([_cdiv(32, T['c0']), _cdiv(32, T['c2']), _pow2(2), _pow2(2), _pow2(2), T['c0'], 1], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(32, T['c0']) * _cdiv(32, T['c2']),)](m2_ptr=m2, m2_s0=m2.stride(0), m2_s1=m2.stride(1), m2_s2=m2.stride(2), m2_s3=m2.stride(3), m2_s4=m2.stride(4), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), m7_s2=m7.stride(2), m7_s3=m7.stride(3), m7_s4=m7.stride(4), buf25_ptr=buf25, buf25_s0=buf25.stride(0), buf25_s1=buf25.stride(1), buf25_s2=buf25.stride(2), buf25_s3=buf25.stride(3), buf25_s4=buf25.stride(4), m28_ptr=m28, m28_s0=m28.stride(0), m28_s1=m28.stride(1), m28_s2=m28.stride(2), m28_s3=m28.stride(3), m28_s4=m28.stride(4), buf43_ptr=buf43, buf43_s0=buf43.stride(0), buf43_s1=buf43.stride(1), buf43_s2=buf43.stride(2), buf43_s3=buf43.stride(3), buf43_s4=buf43.stride(4), m45_ptr=m45, m45_s0=m45.stride(0), m45_s1=m45.stride(1), m45_s2=m45.stride(2), m45_s3=m45.stride(3), m45_s4=m45.stride(4), states64_ptr=states64, states64_s0=states64.stride(0), states64_s1=states64.stride(1), states64_s2=states64.stride(2), states64_s3=states64.stride(3), states64_s4=states64.stride(4), states64_s5=states64.stride(5), states64_s6=states64.stride(6), E_c0=32, E_c2=32, E_n1=2, F_n1=_pow2(2), T_c0=T['c0'], T_c2=T['c2'])
    m72 = inputs['v']
    m71 = m72.reshape([2, 2, 1, 32, 16])
    buf75 = torch.full([2, 2, 2, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(_cdiv(32, T['c0']),)](m2_ptr=m2, m2_s0=m2.stride(0), m2_s1=m2.stride(1), m2_s2=m2.stride(2), m2_s3=m2.stride(3), m2_s4=m2.stride(4), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), m7_s2=m7.stride(2), m7_s3=m7.stride(3), m7_s4=m7.stride(4), buf25_ptr=buf25, buf25_s0=buf25.stride(0), buf25_s1=buf25.stride(1), buf25_s2=buf25.stride(2), buf25_s3=buf25.stride(3), buf25_s4=buf25.stride(4), m28_ptr=m28, m28_s0=m28.stride(0), m28_s1=m28.stride(1), m28_s2=m28.stride(2), m28_s3=m28.stride(3), m28_s4=m28.stride(4), buf43_ptr=buf43, buf43_s0=buf43.stride(0), buf43_s1=buf43.stride(1), buf43_s2=buf43.stride(2), buf43_s3=buf43.stride(3), buf43_s4=buf43.stride(4), m45_ptr=m45, m45_s0=m45.stride(0), m45_s1=m45.stride(1), m45_s2=m45.stride(2), m45_s3=m45.stride(3), m45_s4=m45.stride(4), states64_ptr=states64, states64_s0=states64.stride(0), states64_s1=states64.stride(1), states64_s2=states64.stride(2), states64_s3=states64.stride(3), states64_s4=states64.stride(4), states64_s5=states64.stride(5), states64_s6=states64.stride(6), m71_ptr=m71, m71_s0=m71.stride(0), m71_s1=m71.stride(1), m71_s2=m71.stride(2), m71_s3=m71.stride(3), m71_s4=m71.stride(4), buf75_ptr=buf75, buf75_s0=buf75.stride(0), buf75_s1=buf75.stride(1), buf75_s2=buf75.stride(2), buf75_s3=buf75.stride(3), buf75_s4=buf75.stride(4), E_c0=32, E_c2=32, E_n0=32, E_n1=2, E_n2=16, F_n0=_pow2(32), F_n1=_pow2(2), F_n2=_pow2(16), T_c0=T['c0'], T_c2=T['c2'])
    m1 = buf75.reshape([2, 4, 32, 16])
    return m1


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
