"""attention_decode [small], candidate 46: 8 kernel(s)

Rendered by EqiForge from candidate 46 of attention_decode [small]: store(k.3[16]) ; grid(k.0@0) loop(k.3[16]: sum, stored) ; grid(k.0@0) ; store(k.2[64]) ; store(k.3[16]) ; store(k.2[64]) loop(k.3[16]: sum, stored) ; store(k.2[64]) ; grid(v.3@3) loop(k.2[64]: sum, stored) loop(k.2[64]: sum, stored)
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid v.3@3[16]
    c1: loop k.2[64]
    c2: grid k.0@0[2]
    c3: loop k.3[16]

Run it on its own: `python kernels/f46.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/attention_decode.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 8, "c1": 32, "c2": 1, "c3": 8}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, states7_ptr, states7_s0, states7_s1, states7_s2, states7_s3, states7_s4, states7_s5, E_c2, E_c3, E_n1, E_n2, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # stores states7: Collect over loop k.3[16]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t2 = tl.load(m1_ptr + offs_c2[:, None, None, None] * m1_s0 + offs_n1[None, :, None, None] * m1_s1 + offs_c3[None, None, None, :] * m1_s3, mask=(offs_c2 < E_c2)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
    t5 = tl.load(m3_ptr + offs_c2[:, None, None, None] * m3_s0 + offs_n1[None, :, None, None] * m3_s1 + offs_c3[None, None, :, None] * m3_s2 + offs_n2[None, None, None, :] * m3_s3, mask=(offs_c2 < E_c2)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c3 < E_c3)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t6 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, :], t2, 0.0), 4) * tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, :, None], t5, 0.0), 2), axis=3)
    tl.store(states7_ptr + i_c2 * states7_s0 + i_c3 * states7_s1 + tl.arange(0, T_c2)[:, None, None, None] * states7_s2 + tl.arange(0, F_n1)[None, :, None, None] * states7_s3 + tl.arange(0, F_n2)[None, None, None, :] * states7_s5 + tl.zeros([T_c2, F_n1, 1, F_n2], tl.int32), t6)


@triton.jit
def kernel_1(states7_ptr, states7_s0, states7_s1, states7_s2, states7_s3, states7_s4, states7_s5, buf10_ptr, buf10_s0, buf10_s1, buf10_s2, buf10_s3, E_c2, E_c3, E_n1, E_n2, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # writes buf10: Combine over grid k.0@0[2]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    acc9 = tl.full([T_c2, F_n1, 1, F_n2], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t8 = tl.load(states7_ptr + i_c2 * states7_s0 + i_c3 * states7_s1 + tl.arange(0, T_c2)[:, None, None, None] * states7_s2 + tl.arange(0, F_n1)[None, :, None, None] * states7_s3 + tl.arange(0, F_n2)[None, None, None, :] * states7_s5 + tl.zeros([T_c2, F_n1, 1, F_n2], tl.int32))
        acc9 = acc9 + t8
    tl.store(buf10_ptr + offs_c2[:, None, None, None] * buf10_s0 + offs_n1[None, :, None, None] * buf10_s1 + offs_n2[None, None, None, :] * buf10_s3, acc9, mask=(offs_c2 < E_c2)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :])


@triton.jit
def kernel_2(buf10_ptr, buf10_s0, buf10_s1, buf10_s2, buf10_s3, buf13_ptr, buf13_s0, buf13_s1, buf13_s2, buf13_s3, E_c2, E_n1, E_n2, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c2: tl.constexpr):
    # writes buf13: Combine over grid k.0@0[2]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t11 = tl.load(buf10_ptr + offs_c2[:, None, None, None] * buf10_s0 + offs_n1[None, :, None, None] * buf10_s1 + offs_n2[None, None, None, :] * buf10_s3, mask=(offs_c2 < E_c2)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t12 = (t11) * (0.25)
    tl.store(buf13_ptr + offs_c2[:, None, None, None] * buf13_s0 + offs_n1[None, :, None, None] * buf13_s1 + offs_n2[None, None, None, :] * buf13_s3, t12, mask=(offs_c2 < E_c2)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :])


@triton.jit
def kernel_3(buf13_ptr, buf13_s0, buf13_s1, buf13_s2, buf13_s3, m16_ptr, m16_s0, m16_s1, m16_s2, m16_s3, states24_ptr, states24_s0, states24_s1, states24_s2, states24_s3, states24_s4, states24_s5, E_c0, E_c1, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # stores states24: Collect over loop k.2[64]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t14 = tl.load(buf13_ptr + offs_n0[:, None, None, None] * buf13_s0 + offs_n1[None, :, None, None] * buf13_s1 + offs_c1[None, None, None, :] * buf13_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
    t15 = tl.exp(t14)
    t17 = tl.load(m16_ptr + offs_n0[:, None, None, None] * m16_s0 + offs_n1[None, :, None, None] * m16_s1 + offs_c1[None, None, :, None] * m16_s2 + offs_c0[None, None, None, :] * m16_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_c0 < E_c0)[None, None, None, :], other=0).to(tl.float32)
    t18 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, :], t15, 0.0), 4) * tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, :, None], t17, 0.0), 2), axis=3)
    t19 = tl.load(buf13_ptr + offs_n0[:, None, None, None] * buf13_s0 + offs_n1[None, :, None, None] * buf13_s1 + offs_n2[None, None, None, :] * buf13_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t20 = tl.max(tl.where((offs_n2 < E_n2)[None, None, None, :], t19, -float('inf')), axis=3, keep_dims=True)
    t21 = tl.exp(t20)
    t22 = 1.0 / (t21)
    t23 = (t18) * (t22)
    tl.store(states24_ptr + i_c0 * states24_s0 + i_c1 * states24_s1 + tl.arange(0, F_n0)[:, None, None, None] * states24_s2 + tl.arange(0, F_n1)[None, :, None, None] * states24_s3 + tl.arange(0, T_c0)[None, None, None, :] * states24_s5 + tl.zeros([F_n0, F_n1, 1, T_c0], tl.int32), t23)


@triton.jit
def kernel_4(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, states35_ptr, states35_s0, states35_s1, states35_s2, states35_s3, states35_s4, E_c3, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c3: tl.constexpr):
    # stores states35: Collect over loop k.3[16]
    pid = tl.program_id(0)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t32 = tl.load(m1_ptr + offs_n0[:, None, None, None] * m1_s0 + offs_n1[None, :, None, None] * m1_s1 + offs_c3[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
    t33 = tl.load(m3_ptr + offs_n0[:, None, None, None] * m3_s0 + offs_n1[None, :, None, None] * m3_s1 + offs_c3[None, None, :, None] * m3_s2 + offs_n2[None, None, None, :] * m3_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c3 < E_c3)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t34 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, :], t32, 0.0), 4) * tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, :, None], t33, 0.0), 2), axis=3)
    tl.store(states35_ptr + i_c3 * states35_s0 + tl.arange(0, F_n0)[:, None, None, None] * states35_s1 + tl.arange(0, F_n1)[None, :, None, None] * states35_s2 + tl.arange(0, F_n2)[None, None, None, :] * states35_s4 + tl.zeros([F_n0, F_n1, 1, F_n2], tl.int32), t34)


@triton.jit
def kernel_5(buf13_ptr, buf13_s0, buf13_s1, buf13_s2, buf13_s3, states35_ptr, states35_s0, states35_s1, states35_s2, states35_s3, states35_s4, states43_ptr, states43_s0, states43_s1, states43_s2, states43_s3, states43_s4, E_c1, E_c3, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c1: tl.constexpr, T_c3: tl.constexpr):
    # stores states43: Collect over loop k.2[64]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t27 = tl.load(buf13_ptr + offs_n0[:, None, None, None] * buf13_s0 + offs_n1[None, :, None, None] * buf13_s1 + offs_c1[None, None, None, :] * buf13_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
    t28 = tl.exp(t27)
    t29 = tl.max(tl.where((offs_c1 < E_c1)[None, None, None, :], t27, -float('inf')), axis=3, keep_dims=True)
    t30 = tl.exp(t29)
    t31 = (t28) / (t30)
    acc37 = tl.full([F_n0, F_n1, 1, F_n2], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t36 = tl.load(states35_ptr + i_c3 * states35_s0 + tl.arange(0, F_n0)[:, None, None, None] * states35_s1 + tl.arange(0, F_n1)[None, :, None, None] * states35_s2 + tl.arange(0, F_n2)[None, None, None, :] * states35_s4 + tl.zeros([F_n0, F_n1, 1, F_n2], tl.int32))
        acc37 = acc37 + t36
    t38 = tl.max(tl.where((offs_n2 < E_n2)[None, None, None, :], acc37, -float('inf')), axis=3, keep_dims=True)
    t39 = (t38) * (0.25)
    t40 = t29 - (t39)
    t41 = tl.exp(t40)
    t42 = (t31) * (t41)
    tl.store(states43_ptr + i_c1 * states43_s0 + tl.arange(0, F_n0)[:, None, None, None] * states43_s1 + tl.arange(0, F_n1)[None, :, None, None] * states43_s2 + tl.arange(0, T_c1)[None, None, None, :] * states43_s4 + tl.zeros([F_n0, F_n1, 1, T_c1], tl.int32), t42)


@triton.jit
def kernel_6(states43_ptr, states43_s0, states43_s1, states43_s2, states43_s3, states43_s4, states46_ptr, states46_s0, states46_s1, states46_s2, states46_s3, states46_s4, E_c1, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c1: tl.constexpr):
    # stores states46: Collect over loop k.2[64]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t44 = tl.load(states43_ptr + i_c1 * states43_s0 + tl.arange(0, F_n0)[:, None, None, None] * states43_s1 + tl.arange(0, F_n1)[None, :, None, None] * states43_s2 + tl.arange(0, T_c1)[None, None, None, :] * states43_s4 + tl.zeros([F_n0, F_n1, 1, T_c1], tl.int32))
    t45 = tl.sum(tl.where((offs_c1 < E_c1)[None, None, None, :], t44, 0.0), axis=3, keep_dims=True)
    tl.store(states46_ptr + i_c1 * states46_s0 + tl.arange(0, F_n0)[:, None, None, None] * states46_s1 + tl.arange(0, F_n1)[None, :, None, None] * states46_s2 + tl.zeros([F_n0, F_n1, 1, 1], tl.int32), t45)


@triton.jit
def kernel_7(states24_ptr, states24_s0, states24_s1, states24_s2, states24_s3, states24_s4, states24_s5, states46_ptr, states46_s0, states46_s1, states46_s2, states46_s3, states46_s4, buf50_ptr, buf50_s0, buf50_s1, buf50_s2, buf50_s3, E_c0, E_c1, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf50: Combine over grid v.3@3[16]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    acc26 = tl.full([F_n0, F_n1, 1, T_c0], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t25 = tl.load(states24_ptr + i_c0 * states24_s0 + i_c1 * states24_s1 + tl.arange(0, F_n0)[:, None, None, None] * states24_s2 + tl.arange(0, F_n1)[None, :, None, None] * states24_s3 + tl.arange(0, T_c0)[None, None, None, :] * states24_s5 + tl.zeros([F_n0, F_n1, 1, T_c0], tl.int32))
        acc26 = acc26 + t25
    acc48 = tl.full([F_n0, F_n1, 1, 1], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t47 = tl.load(states46_ptr + i_c1 * states46_s0 + tl.arange(0, F_n0)[:, None, None, None] * states46_s1 + tl.arange(0, F_n1)[None, :, None, None] * states46_s2 + tl.zeros([F_n0, F_n1, 1, 1], tl.int32))
        acc48 = acc48 + t47
    t49 = (acc26) / (acc48)
    tl.store(buf50_ptr + offs_n0[:, None, None, None] * buf50_s0 + offs_n1[None, :, None, None] * buf50_s1 + offs_c0[None, None, None, :] * buf50_s3, t49, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c0 < E_c0)[None, None, None, :])


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
    states7 = torch.full([_cdiv(2, T['c2']), _cdiv(16, T['c3']), T['c2'], _pow2(4), 1, _pow2(64)], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(2, T['c2']) * _cdiv(16, T['c3']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), states7_ptr=states7, states7_s0=states7.stride(0), states7_s1=states7.stride(1), states7_s2=states7.stride(2), states7_s3=states7.stride(3), states7_s4=states7.stride(4), states7_s5=states7.stride(5), E_c2=2, E_c3=16, E_n1=4, E_n2=64, F_n1=_pow2(4), F_n2=_pow2(64), T_c2=T['c2'], T_c3=T['c3'])
    buf10 = torch.full([2, 4, 1, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(2, T['c2']),)](states7_ptr=states7, states7_s0=states7.stride(0), states7_s1=states7.stride(1), states7_s2=states7.stride(2), states7_s3=states7.stride(3), states7_s4=states7.stride(4), states7_s5=states7.stride(5), buf10_ptr=buf10, buf10_s0=buf10.stride(0), buf10_s1=buf10.stride(1), buf10_s2=buf10.stride(2), buf10_s3=buf10.stride(3), E_c2=2, E_c3=16, E_n1=4, E_n2=64, F_n1=_pow2(4), F_n2=_pow2(64), T_c2=T['c2'], T_c3=T['c3'])
    buf13 = torch.full([2, 4, 1, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(2, T['c2']),)](buf10_ptr=buf10, buf10_s0=buf10.stride(0), buf10_s1=buf10.stride(1), buf10_s2=buf10.stride(2), buf10_s3=buf10.stride(3), buf13_ptr=buf13, buf13_s0=buf13.stride(0), buf13_s1=buf13.stride(1), buf13_s2=buf13.stride(2), buf13_s3=buf13.stride(3), E_c2=2, E_n1=4, E_n2=64, F_n1=_pow2(4), F_n2=_pow2(64), T_c2=T['c2'])
    m16 = inputs['v']
    states24 = torch.full([_cdiv(16, T['c0']), _cdiv(64, T['c1']), _pow2(2), _pow2(4), 1, T['c0']], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(16, T['c0']) * _cdiv(64, T['c1']),)](buf13_ptr=buf13, buf13_s0=buf13.stride(0), buf13_s1=buf13.stride(1), buf13_s2=buf13.stride(2), buf13_s3=buf13.stride(3), m16_ptr=m16, m16_s0=m16.stride(0), m16_s1=m16.stride(1), m16_s2=m16.stride(2), m16_s3=m16.stride(3), states24_ptr=states24, states24_s0=states24.stride(0), states24_s1=states24.stride(1), states24_s2=states24.stride(2), states24_s3=states24.stride(3), states24_s4=states24.stride(4), states24_s5=states24.stride(5), E_c0=16, E_c1=64, E_n0=2, E_n1=4, E_n2=64, F_n0=_pow2(2), F_n1=_pow2(4), F_n2=_pow2(64), T_c0=T['c0'], T_c1=T['c1'])
    states35 = torch.full([_cdiv(16, T['c3']), _pow2(2), _pow2(4), 1, _pow2(64)], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(_cdiv(16, T['c3']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), states35_ptr=states35, states35_s0=states35.stride(0), states35_s1=states35.stride(1), states35_s2=states35.stride(2), states35_s3=states35.stride(3), states35_s4=states35.stride(4), E_c3=16, E_n0=2, E_n1=4, E_n2=64, F_n0=_pow2(2), F_n1=_pow2(4), F_n2=_pow2(64), T_c3=T['c3'])
    states43 = torch.full([_cdiv(64, T['c1']), _pow2(2), _pow2(4), 1, T['c1']], float("nan"), dtype=torch.float32, device=device)
    kernel_5[(_cdiv(64, T['c1']),)](buf13_ptr=buf13, buf13_s0=buf13.stride(0), buf13_s1=buf13.stride(1), buf13_s2=buf13.stride(2), buf13_s3=buf13.stride(3), states35_ptr=states35, states35_s0=states35.stride(0), states35_s1=states35.stride(1), states35_s2=states35.stride(2), states35_s3=states35.stride(3), states35_s4=states35.stride(4), states43_ptr=states43, states43_s0=states43.stride(0), states43_s1=states43.stride(1), states43_s2=states43.stride(2), states43_s3=states43.stride(3), states43_s4=states43.stride(4), E_c1=64, E_c3=16, E_n0=2, E_n1=4, E_n2=64, F_n0=_pow2(2), F_n1=_pow2(4), F_n2=_pow2(64), T_c1=T['c1'], T_c3=T['c3'])
    states46 = torch.full([_cdiv(64, T['c1']), _pow2(2), _pow2(4), 1, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_6[(_cdiv(64, T['c1']),)](states43_ptr=states43, states43_s0=states43.stride(0), states43_s1=states43.stride(1), states43_s2=states43.stride(2), states43_s3=states43.stride(3), states43_s4=states43.stride(4), states46_ptr=states46, states46_s0=states46.stride(0), states46_s1=states46.stride(1), states46_s2=states46.stride(2), states46_s3=states46.stride(3), states46_s4=states46.stride(4), E_c1=64, E_n0=2, E_n1=4, F_n0=_pow2(2), F_n1=_pow2(4), T_c1=T['c1'])
    buf50 = torch.full([2, 4, 1, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_7[(_cdiv(16, T['c0']),)](states24_ptr=states24, states24_s0=states24.stride(0), states24_s1=states24.stride(1), states24_s2=states24.stride(2), states24_s3=states24.stride(3), states24_s4=states24.stride(4), states24_s5=states24.stride(5), states46_ptr=states46, states46_s0=states46.stride(0), states46_s1=states46.stride(1), states46_s2=states46.stride(2), states46_s3=states46.stride(3), states46_s4=states46.stride(4), buf50_ptr=buf50, buf50_s0=buf50.stride(0), buf50_s1=buf50.stride(1), buf50_s2=buf50.stride(2), buf50_s3=buf50.stride(3), E_c0=16, E_c1=64, E_n0=2, E_n1=4, F_n0=_pow2(2), F_n1=_pow2(4), T_c0=T['c0'], T_c1=T['c1'])
    return buf50


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
