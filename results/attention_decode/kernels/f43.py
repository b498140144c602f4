"""attention_decode [small], candidate 43: 8 kernel(s)

Rendered by EqiForge from candidate 43 of attention_decode [small]: store(k.2[64]) ; grid(k.0@0) loop(k.2[64]: sum) [1 mm] ; store(k.2[64]) ; grid(k.1@1) loop(k.2[64]: max, stored) ; store(k.2[64]) ; store(k.2[64]) ; grid(k.1@1) loop(k.2[64]: sum, stored) ; grid(k.0@0, k.1@1, v.3@3)
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid k.0@0[2]
    c1: grid k.1@1[4]
    c2: grid v.3@3[16]
    c3: loop k.2[64]

Run it on its own: `python kernels/f43.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/attention_decode.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 1, "c1": 2, "c2": 8, "c3": 32}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, states13_ptr, states13_s0, states13_s1, states13_s2, states13_s3, states13_s4, states13_s5, E_c0, E_c3, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c3: tl.constexpr):
    # stores states13: Collect over loop k.2[64]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t2 = tl.load(m1_ptr + offs_c0[:, None, None, None] * m1_s0 + offs_n0[None, :, None, None] * m1_s1 + offs_n1[None, None, None, :] * m1_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t5 = tl.load(m3_ptr + offs_c0[:, None, None, None] * m3_s0 + offs_n0[None, :, None, None] * m3_s1 + offs_n1[None, None, :, None] * m3_s2 + offs_c3[None, None, None, :] * m3_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
    t6 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :], t2, 0.0), 4) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :, None], t5, 0.0), 2), axis=3)
    t7 = tl.load(m3_ptr + offs_c0[:, None, None, None] * m3_s0 + offs_n0[None, :, None, None] * m3_s1 + offs_n1[None, None, :, None] * m3_s2 + offs_n2[None, None, None, :] * m3_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t8 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :], t2, 0.0), 4) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :, None], t7, 0.0), 2), axis=3)
    t9 = tl.max(tl.where((offs_n2 < E_n2)[None, None, None, :], t8, -float('inf')), axis=3, keep_dims=True)
    t10 = t6 - (t9)
    t11 = (t10) * (0.25)
    t12 = tl.exp(t11)
    tl.store(states13_ptr + i_c0 * states13_s0 + i_c3 * states13_s1 + tl.arange(0, T_c0)[:, None, None, None] * states13_s2 + tl.arange(0, F_n0)[None, :, None, None] * states13_s3 + tl.arange(0, T_c3)[None, None, None, :] * states13_s5 + tl.zeros([T_c0, F_n0, 1, T_c3], tl.int32), t12)


@triton.jit
def kernel_1(states13_ptr, states13_s0, states13_s1, states13_s2, states13_s3, states13_s4, states13_s5, m15_ptr, m15_s0, m15_s1, m15_s2, m15_s3, buf19_ptr, buf19_s0, buf19_s1, buf19_s2, buf19_s3, E_c0, E_c3, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c3: tl.constexpr):
    # writes buf19: Combine over grid k.0@0[2]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    acc18 = tl.full([T_c0, F_n0, 1, F_n1], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t14 = tl.load(states13_ptr + i_c0 * states13_s0 + i_c3 * states13_s1 + tl.arange(0, T_c0)[:, None, None, None] * states13_s2 + tl.arange(0, F_n0)[None, :, None, None] * states13_s3 + tl.arange(0, T_c3)[None, None, None, :] * states13_s5 + tl.zeros([T_c0, F_n0, 1, T_c3], tl.int32))
        t16 = tl.load(m15_ptr + offs_c0[:, None, None, None] * m15_s0 + offs_n0[None, :, None, None] * m15_s1 + offs_c3[None, None, :, None] * m15_s2 + offs_n1[None, None, None, :] * m15_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_c3 < E_c3)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
        t17 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, :], t14, 0.0), 4) * tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, :, None], t16, 0.0), 2), axis=3)
        acc18 = acc18 + t17
    tl.store(buf19_ptr + offs_c0[:, None, None, None] * buf19_s0 + offs_n0[None, :, None, None] * buf19_s1 + offs_n1[None, None, None, :] * buf19_s3, acc18, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :])


@triton.jit
def kernel_2(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, states28_ptr, states28_s0, states28_s1, states28_s2, states28_s3, states28_s4, states28_s5, E_c1, E_c3, E_n1, E_n3, F_n1: tl.constexpr, F_n3: tl.constexpr, T_c1: tl.constexpr, T_c3: tl.constexpr):
    # stores states28: Collect over loop k.2[64]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    offs_one = tl.arange(0, 1)
    offs_n3 = tl.arange(0, F_n3)
    offs_n1 = tl.arange(0, F_n1)
    t24 = tl.load(m1_ptr + offs_n3[:, None, None, None] * m1_s0 + offs_c1[None, :, None, None] * m1_s1 + offs_n1[None, None, None, :] * m1_s3, mask=(offs_n3 < E_n3)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t25 = tl.load(m3_ptr + offs_n3[:, None, None, None] * m3_s0 + offs_c1[None, :, None, None] * m3_s1 + offs_n1[None, None, :, None] * m3_s2 + offs_c3[None, None, None, :] * m3_s3, mask=(offs_n3 < E_n3)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
    t26 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :], t24, 0.0), 4) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :, None], t25, 0.0), 2), axis=3)
    t27 = tl.max(tl.where((offs_c3 < E_c3)[None, None, None, :], t26, -float('inf')), axis=3, keep_dims=True)
    tl.store(states28_ptr + i_c1 * states28_s0 + i_c3 * states28_s1 + tl.arange(0, F_n3)[:, None, None, None] * states28_s2 + tl.arange(0, T_c1)[None, :, None, None] * states28_s3 + tl.zeros([F_n3, T_c1, 1, 1], tl.int32), t27)


@triton.jit
def kernel_3(states28_ptr, states28_s0, states28_s1, states28_s2, states28_s3, states28_s4, states28_s5, buf31_ptr, buf31_s0, buf31_s1, buf31_s2, buf31_s3, E_c1, E_c3, E_n3, F_n3: tl.constexpr, T_c1: tl.constexpr, T_c3: tl.constexpr):
    # writes buf31: Combine over grid k.1@1[4]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n3 = tl.arange(0, F_n3)
    acc30 = tl.full([F_n3, T_c1, 1, 1], -float('inf'), tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t29 = tl.load(states28_ptr + i_c1 * states28_s0 + i_c3 * states28_s1 + tl.arange(0, F_n3)[:, None, None, None] * states28_s2 + tl.arange(0, T_c1)[None, :, None, None] * states28_s3 + tl.zeros([F_n3, T_c1, 1, 1], tl.int32))
        acc30 = tl.maximum(acc30, t29)
    tl.store(buf31_ptr + offs_n3[:, None, None, None] * buf31_s0 + offs_c1[None, :, None, None] * buf31_s1, acc30, mask=(offs_n3 < E_n3)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None])


@triton.jit
def kernel_4(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, buf31_ptr, buf31_s0, buf31_s1, buf31_s2, buf31_s3, states36_ptr, states36_s0, states36_s1, states36_s2, states36_s3, states36_s4, states36_s5, E_c1, E_c3, E_n1, E_n3, F_n1: tl.constexpr, F_n3: tl.constexpr, T_c1: tl.constexpr, T_c3: tl.constexpr):
    # stores states36: Collect over loop k.2[64]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    offs_one = tl.arange(0, 1)
    offs_n3 = tl.arange(0, F_n3)
    offs_n1 = tl.arange(0, F_n1)
    t21 = tl.load(m1_ptr + offs_n3[:, None, None, None] * m1_s0 + offs_c1[None, :, None, None] * m1_s1 + offs_n1[None, None, None, :] * m1_s3, mask=(offs_n3 < E_n3)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t22 = tl.load(m3_ptr + offs_n3[:, None, None, None] * m3_s0 + offs_c1[None, :, None, None] * m3_s1 + offs_n1[None, None, :, None] * m3_s2 + offs_c3[None, None, None, :] * m3_s3, mask=(offs_n3 < E_n3)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
    t23 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :], t21, 0.0), 4) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :, None], t22, 0.0), 2), axis=3)
    t32 = tl.load(buf31_ptr + offs_n3[:, None, None, None] * buf31_s0 + offs_c1[None, :, None, None] * buf31_s1, mask=(offs_n3 < E_n3)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None], other=0).to(tl.float32)
    t33 = t23 - (t32)
    t34 = (t33) * (0.25)
    t35 = tl.exp(t34)
    tl.store(states36_ptr + i_c1 * states36_s0 + i_c3 * states36_s1 + tl.arange(0, F_n3)[:, None, None, None] * states36_s2 + tl.arange(0, T_c1)[None, :, None, None] * states36_s3 + tl.arange(0, T_c3)[None, None, None, :] * states36_s5 + tl.zeros([F_n3, T_c1, 1, T_c3], tl.int32), t35)


@triton.jit
def kernel_5(states36_ptr, states36_s0, states36_s1, states36_s2, states36_s3, states36_s4, states36_s5, states39_ptr, states39_s0, states39_s1, states39_s2, states39_s3, states39_s4, states39_s5, E_c1, E_c3, E_n3, F_n3: tl.constexpr, T_c1: tl.constexpr, T_c3: tl.constexpr):
    # stores states39: Collect over loop k.2[64]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    offs_one = tl.arange(0, 1)
    offs_n3 = tl.arange(0, F_n3)
    t37 = tl.load(states36_ptr + i_c1 * states36_s0 + i_c3 * states36_s1 + tl.arange(0, F_n3)[:, None, None, None] * states36_s2 + tl.arange(0, T_c1)[None, :, None, None] * states36_s3 + tl.arange(0, T_c3)[None, None, None, :] * states36_s5 + tl.zeros([F_n3, T_c1, 1, T_c3], tl.int32))
    t38 = tl.sum(tl.where((offs_c3 < E_c3)[None, None, None, :], t37, 0.0), axis=3, keep_dims=True)
    tl.store(states39_ptr + i_c1 * states39_s0 + i_c3 * states39_s1 + tl.arange(0, F_n3)[:, None, None, None] * states39_s2 + tl.arange(0, T_c1)[None, :, None, None] * states39_s3 + tl.zeros([F_n3, T_c1, 1, 1], tl.int32), t38)


@triton.jit
def kernel_6(states39_ptr, states39_s0, states39_s1, states39_s2, states39_s3, states39_s4, states39_s5, buf42_ptr, buf42_s0, buf42_s1, buf42_s2, buf42_s3, E_c1, E_c3, E_n3, F_n3: tl.constexpr, T_c1: tl.constexpr, T_c3: tl.constexpr):
    # writes buf42: Combine over grid k.1@1[4]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n3 = tl.arange(0, F_n3)
    acc41 = tl.full([F_n3, T_c1, 1, 1], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t40 = tl.load(states39_ptr + i_c1 * states39_s0 + i_c3 * states39_s1 + tl.arange(0, F_n3)[:, None, None, None] * states39_s2 + tl.arange(0, T_c1)[None, :, None, None] * states39_s3 + tl.zeros([F_n3, T_c1, 1, 1], tl.int32))
        acc41 = acc41 + t40
    tl.store(buf42_ptr + offs_n3[:, None, None, None] * buf42_s0 + offs_c1[None, :, None, None] * buf42_s1, acc41, mask=(offs_n3 < E_n3)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None])


@triton.jit
def kernel_7(buf19_ptr, buf19_s0, buf19_s1, buf19_s2, buf19_s3, buf42_ptr, buf42_s0, buf42_s1, buf42_s2, buf42_s3, buf45_ptr, buf45_s0, buf45_s1, buf45_s2, buf45_s3, E_c0, E_c1, E_c2, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf45: Combine over grid k.0@0[2], grid k.1@1[4], grid v.3@3[16]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    t20 = tl.load(buf19_ptr + offs_c0[:, None, None, None] * buf19_s0 + offs_c1[None, :, None, None] * buf19_s1 + offs_c2[None, None, None, :] * buf19_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
    t43 = tl.load(buf42_ptr + offs_c0[:, None, None, None] * buf42_s0 + offs_c1[None, :, None, None] * buf42_s1, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None], other=0).to(tl.float32)
    t44 = (t20) / (t43)
    tl.store(buf45_ptr + offs_c0[:, None, None, None] * buf45_s0 + offs_c1[None, :, None, None] * buf45_s1 + offs_c2[None, None, None, :] * buf45_s3, t44, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_c2 < E_c2)[None, None, None, :])


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
    states13 = torch.full([_cdiv(2, T['c0']), _cdiv(64, T['c3']), T['c0'], _pow2(4), 1, T['c3']], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(2, T['c0']) * _cdiv(64, T['c3']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), states13_ptr=states13, states13_s0=states13.stride(0), states13_s1=states13.stride(1), states13_s2=states13.stride(2), states13_s3=states13.stride(3), states13_s4=states13.stride(4), states13_s5=states13.stride(5), E_c0=2, E_c3=64, E_n0=4, E_n1=16, E_n2=64, F_n0=_pow2(4), F_n1=_pow2(16), F_n2=_pow2(64), T_c0=T['c0'], T_c3=T['c3'])
    m15 = inputs['v']
    buf19 = torch.full([2, 4, 1, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(2, T['c0']),)](states13_ptr=states13, states13_s0=states13.stride(0), states13_s1=states13.stride(1), states13_s2=states13.stride(2), states13_s3=states13.stride(3), states13_s4=states13.stride(4), states13_s5=states13.stride(5), m15_ptr=m15, m15_s0=m15.stride(0), m15_s1=m15.stride(1), m15_s2=m15.stride(2), m15_s3=m15.stride(3), buf19_ptr=buf19, buf19_s0=buf19.stride(0), buf19_s1=buf19.stride(1), buf19_s2=buf19.stride(2), buf19_s3=buf19.stride(3), E_c0=2, E_c3=64, E_n0=4, E_n1=16, F_n0=_pow2(4), F_n1=_pow2(16), T_c0=T['c0'], T_c3=T['c3'])
    states28 = torch.full([_cdiv(4, T['c1']), _cdiv(64, T['c3']), _pow2(2), T['c1'], 1, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(4, T['c1']) * _cdiv(64, T['c3']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), states28_ptr=states28, states28_s0=states28.stride(0), states28_s1=states28.stride(1), states28_s2=states28.stride(2), states28_s3=states28.stride(3), states28_s4=states28.stride(4), states28_s5=states28.stride(5), E_c1=4, E_c3=64, E_n1=16, E_n3=2, F_n1=_pow2(16), F_n3=_pow2(2), T_c1=T['c1'], T_c3=T['c3'])
    buf31 = torch.full([2, 4, 1, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(4, T['c1']),)](states28_ptr=states28, states28_s0=states28.stride(0), states28_s1=states28.stride(1), states28_s2=states28.stride(2), states28_s3=states28.stride(3), states28_s4=states28.stride(4), states28_s5=states28.stride(5), buf31_ptr=buf31, buf31_s0=buf31.stride(0), buf31_s1=buf31.stride(1), buf31_s2=buf31.stride(2), buf31_s3=buf31.stride(3), E_c1=4, E_c3=64, E_n3=2, F_n3=_pow2(2), T_c1=T['c1'], T_c3=T['c3'])
    states36 = torch.full([_cdiv(4, T['c1']), _cdiv(64, T['c3']), _pow2(2), T['c1'], 1, T['c3']], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(_cdiv(4, T['c1']) * _cdiv(64, T['c3']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), buf31_ptr=buf31, buf31_s0=buf31.stride(0), buf31_s1=buf31.stride(1), buf31_s2=buf31.stride(2), buf31_s3=buf31.stride(3), states36_ptr=states36, states36_s0=states36.stride(0), states36_s1=states36.stride(1), states36_s2=states36.stride(2), states36_s3=states36.stride(3), states36_s4=states36.stride(4), states36_s5=states36.stride(5), E_c1=4, E_c3=64, E_n1=16, E_n3=2, F_n1=_pow2(16), F_n3=_pow2(2), T_c1=T['c1'], T_c3=T['c3'])
    states39 = torch.full([_cdiv(4, T['c1']), _cdiv(64, T['c3']), _pow2(2), T['c1'], 1, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_5[(_cdiv(4, T['c1']) * _cdiv(64, T['c3']),)](states36_ptr=states36, states36_s0=states36.stride(0), states36_s1=states36.stride(1), states36_s2=states36.stride(2), states36_s3=states36.stride(3), states36_s4=states36.stride(4), states36_s5=states36.stride(5), states39_ptr=states39, states39_s0=states39.stride(0), states39_s1=states39.stride(1), states39_s2=states39.stride(2), states39_s3=states39.stride(3), states39_s4=states39.stride(4), states39_s5=states39.stride(5), E_c1=4, E_c3=64, E_n3=2, F_n3=_pow2(2), T_c1=T['c1'], T_c3=T['c3'])
    buf42 = torch.full([2, 4, 1, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_6[(_cdiv(4, T['c1']),)](states39_ptr=states39, states39_s0=states39.stride(0), states39_s1=states39.stride(1), states39_s2=states39.stride(2), states39_s3=states39.stride(3), states39_s4=states39.stride(4), states39_s5=states39.stride(5), buf42_ptr=buf42, buf42_s0=buf42.stride(0), buf42_s1=buf42.stride(1), buf42_s2=buf42.stride(2), buf42_s3=buf42.stride(3), E_c1=4, E_c3=64, E_n3=2, F_n3=_pow2(2), T_c1=T['c1'], T_c3=T['c3'])
    buf45 = torch.full([2, 4, 1, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_7[(_cdiv(2, T['c0']) * _cdiv(4, T['c1']) * _cdiv(16, T['c2']),)](buf19_ptr=buf19, buf19_s0=buf19.stride(0), buf19_s1=buf19.stride(1), buf19_s2=buf19.stride(2), buf19_s3=buf19.stride(3), buf42_ptr=buf42, buf42_s0=buf42.stride(0), buf42_s1=buf42.stride(1), buf42_s2=buf42.stride(2), buf42_s3=buf42.stride(3), buf45_ptr=buf45, buf45_s0=buf45.stride(0), buf45_s1=buf45.stride(1), buf45_s2=buf45.stride(2), buf45_s3=buf45.stride(3), E_c0=2, E_c1=4, E_c2=16, T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    return buf45


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
