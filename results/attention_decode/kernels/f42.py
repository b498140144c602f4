"""attention_decode [small], candidate 42: 8 kernel(s)

Rendered by EqiForge from candidate 42 of attention_decode [small]: store(k.2[64]) ; store(k.2[64]) ; grid(k.1@1) loop(k.2[64]: max, stored) ; grid(k.1@1) ; grid(v.3@3) loop(k.2[64]: sum) [2 mm] ; store(k.2[64]) ; grid(k.1@1) loop(k.2[64]: max, stored) loop(k.2[64]: sum) [1 mm] ; grid(k.1@1, v.3@3)
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid k.1@1[4]
    c1: grid v.3@3[16]
    c2: loop k.2[64]

Run it on its own: `python kernels/f42.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/attention_decode.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 2, "c1": 8, "c2": 32}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, states16_ptr, states16_s0, states16_s1, states16_s2, states16_s3, states16_s4, states16_s5, E_c0, E_c2, E_n0, E_n2, F_n0: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # stores states16: Collect over loop k.2[64]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n2 = tl.arange(0, F_n2)
    t13 = tl.load(m1_ptr + offs_n0[:, None, None, None] * m1_s0 + offs_c0[None, :, None, None] * m1_s1 + offs_n2[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t14 = tl.load(m3_ptr + offs_n0[:, None, None, None] * m3_s0 + offs_c0[None, :, None, None] * m3_s1 + offs_n2[None, None, :, None] * m3_s2 + offs_c2[None, None, None, :] * m3_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
    t15 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t13, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t14, 0.0), 2), axis=3)
    tl.store(states16_ptr + i_c0 * states16_s0 + i_c2 * states16_s1 + tl.arange(0, F_n0)[:, None, None, None] * states16_s2 + tl.arange(0, T_c0)[None, :, None, None] * states16_s3 + tl.arange(0, T_c2)[None, None, None, :] * states16_s5 + tl.zeros([F_n0, T_c0, 1, T_c2], tl.int32), t15)


@triton.jit
def kernel_1(states16_ptr, states16_s0, states16_s1, states16_s2, states16_s3, states16_s4, states16_s5, states19_ptr, states19_s0, states19_s1, states19_s2, states19_s3, states19_s4, states19_s5, E_c0, E_c2, E_n0, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # stores states19: Collect over loop k.2[64]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t17 = tl.load(states16_ptr + i_c0 * states16_s0 + i_c2 * states16_s1 + tl.arange(0, F_n0)[:, None, None, None] * states16_s2 + tl.arange(0, T_c0)[None, :, None, None] * states16_s3 + tl.arange(0, T_c2)[None, None, None, :] * states16_s5 + tl.zeros([F_n0, T_c0, 1, T_c2], tl.int32))
    t18 = tl.max(tl.where((offs_c2 < E_c2)[None, None, None, :], t17, -float('inf')), axis=3, keep_dims=True)
    tl.store(states19_ptr + i_c0 * states19_s0 + i_c2 * states19_s1 + tl.arange(0, F_n0)[:, None, None, None] * states19_s2 + tl.arange(0, T_c0)[None, :, None, None] * states19_s3 + tl.zeros([F_n0, T_c0, 1, 1], tl.int32), t18)


@triton.jit
def kernel_2(states19_ptr, states19_s0, states19_s1, states19_s2, states19_s3, states19_s4, states19_s5, buf22_ptr, buf22_s0, buf22_s1, buf22_s2, buf22_s3, E_c0, E_c2, E_n0, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # writes buf22: Combine over grid k.1@1[4]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    acc21 = tl.full([F_n0, T_c0, 1, 1], -float('inf'), tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t20 = tl.load(states19_ptr + i_c0 * states19_s0 + i_c2 * states19_s1 + tl.arange(0, F_n0)[:, None, None, None] * states19_s2 + tl.arange(0, T_c0)[None, :, None, None] * states19_s3 + tl.zeros([F_n0, T_c0, 1, 1], tl.int32))
        acc21 = tl.maximum(acc21, t20)
    tl.store(buf22_ptr + offs_n0[:, None, None, None] * buf22_s0 + offs_c0[None, :, None, None] * buf22_s1, acc21, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None])


@triton.jit
def kernel_3(buf22_ptr, buf22_s0, buf22_s1, buf22_s2, buf22_s3, buf25_ptr, buf25_s0, buf25_s1, buf25_s2, buf25_s3, E_c0, E_n0, F_n0: tl.constexpr, T_c0: tl.constexpr):
    # writes buf25: Combine over grid k.1@1[4]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t23 = tl.load(buf22_ptr + offs_n0[:, None, None, None] * buf22_s0 + offs_c0[None, :, None, None] * buf22_s1, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None], other=0).to(tl.float32)
    t24 = (t23) * (0.25)
    tl.store(buf25_ptr + offs_n0[:, None, None, None] * buf25_s0 + offs_c0[None, :, None, None] * buf25_s1, t24, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None])


@triton.jit
def kernel_4(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, m9_ptr, m9_s0, m9_s1, m9_s2, m9_s3, buf25_ptr, buf25_s0, buf25_s1, buf25_s2, buf25_s3, buf29_ptr, buf29_s0, buf29_s1, buf29_s2, buf29_s3, E_c1, E_c2, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf29: Combine over grid v.3@3[16]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t2 = tl.load(m1_ptr + offs_n0[:, None, None, None] * m1_s0 + offs_n1[None, :, None, None] * m1_s1 + offs_n2[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    acc12 = tl.full([F_n0, F_n1, 1, T_c1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t5 = tl.load(m3_ptr + offs_n0[:, None, None, None] * m3_s0 + offs_n1[None, :, None, None] * m3_s1 + offs_n2[None, None, :, None] * m3_s2 + offs_c2[None, None, None, :] * m3_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
        t6 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t2, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t5, 0.0), 2), axis=3)
        t7 = (t6) * (0.25)
        t8 = tl.exp(t7)
        t10 = tl.load(m9_ptr + offs_n0[:, None, None, None] * m9_s0 + offs_n1[None, :, None, None] * m9_s1 + offs_c2[None, None, :, None] * m9_s2 + offs_c1[None, None, None, :] * m9_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
        t11 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :], t8, 0.0), 4) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :, None], t10, 0.0), 2), axis=3)
        acc12 = acc12 + t11
    t26 = tl.load(buf25_ptr + offs_n0[:, None, None, None] * buf25_s0 + offs_n1[None, :, None, None] * buf25_s1, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None], other=0).to(tl.float32)
    t27 = tl.exp(t26)
    t28 = (acc12) / (t27)
    tl.store(buf29_ptr + offs_n0[:, None, None, None] * buf29_s0 + offs_n1[None, :, None, None] * buf29_s1 + offs_c1[None, None, None, :] * buf29_s3, t28, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c1 < E_c1)[None, None, None, :])


@triton.jit
def kernel_5(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, states35_ptr, states35_s0, states35_s1, states35_s2, states35_s3, states35_s4, states35_s5, E_c0, E_c2, E_n0, E_n2, F_n0: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # stores states35: Collect over loop k.2[64]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n2 = tl.arange(0, F_n2)
    t31 = tl.load(m1_ptr + offs_n0[:, None, None, None] * m1_s0 + offs_c0[None, :, None, None] * m1_s1 + offs_n2[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t32 = tl.load(m3_ptr + offs_n0[:, None, None, None] * m3_s0 + offs_c0[None, :, None, None] * m3_s1 + offs_n2[None, None, :, None] * m3_s2 + offs_c2[None, None, None, :] * m3_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
    t33 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t31, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t32, 0.0), 2), axis=3)
    t34 = tl.max(tl.where((offs_c2 < E_c2)[None, None, None, :], t33, -float('inf')), axis=3, keep_dims=True)
    tl.store(states35_ptr + i_c0 * states35_s0 + i_c2 * states35_s1 + tl.arange(0, F_n0)[:, None, None, None] * states35_s2 + tl.arange(0, T_c0)[None, :, None, None] * states35_s3 + tl.zeros([F_n0, T_c0, 1, 1], tl.int32), t34)


@triton.jit
def kernel_6(states35_ptr, states35_s0, states35_s1, states35_s2, states35_s3, states35_s4, states35_s5, m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, buf49_ptr, buf49_s0, buf49_s1, buf49_s2, buf49_s3, E_c0, E_c2, E_n0, E_n2, F_n0: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # writes buf49: Combine over grid k.1@1[4]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n2 = tl.arange(0, F_n2)
    acc37 = tl.full([F_n0, T_c0, 1, 1], -float('inf'), tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t36 = tl.load(states35_ptr + i_c0 * states35_s0 + i_c2 * states35_s1 + tl.arange(0, F_n0)[:, None, None, None] * states35_s2 + tl.arange(0, T_c0)[None, :, None, None] * states35_s3 + tl.zeros([F_n0, T_c0, 1, 1], tl.int32))
        acc37 = tl.maximum(acc37, t36)
    t38 = (acc37) * (0.25)
    t39 = tl.exp(t38)
    t40 = 1.0 / (t39)
    t41 = tl.load(m1_ptr + offs_n0[:, None, None, None] * m1_s0 + offs_c0[None, :, None, None] * m1_s1 + offs_n2[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    acc47 = tl.full([F_n0, T_c0, 1, 1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t42 = tl.load(m3_ptr + offs_n0[:, None, None, None] * m3_s0 + offs_c0[None, :, None, None] * m3_s1 + offs_n2[None, None, :, None] * m3_s2 + offs_c2[None, None, None, :] * m3_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
        t43 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t41, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t42, 0.0), 2), axis=3)
        t44 = (t43) * (0.25)
        t45 = tl.exp(t44)
        t46 = tl.sum(tl.where((offs_c2 < E_c2)[None, None, None, :], t45, 0.0), axis=3, keep_dims=True)
        acc47 = acc47 + t46
    t48 = (t40) * (acc47)
    tl.store(buf49_ptr + offs_n0[:, None, None, None] * buf49_s0 + offs_c0[None, :, None, None] * buf49_s1, t48, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None])


@triton.jit
def kernel_7(buf29_ptr, buf29_s0, buf29_s1, buf29_s2, buf29_s3, buf49_ptr, buf49_s0, buf49_s1, buf49_s2, buf49_s3, buf52_ptr, buf52_s0, buf52_s1, buf52_s2, buf52_s3, E_c0, E_c1, E_n0, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf52: Combine over grid k.1@1[4], grid v.3@3[16]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t30 = tl.load(buf29_ptr + offs_n0[:, None, None, None] * buf29_s0 + offs_c0[None, :, None, None] * buf29_s1 + offs_c1[None, None, None, :] * buf29_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
    t50 = tl.load(buf49_ptr + offs_n0[:, None, None, None] * buf49_s0 + offs_c0[None, :, None, None] * buf49_s1, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None], other=0).to(tl.float32)
    t51 = (t30) / (t50)
    tl.store(buf52_ptr + offs_n0[:, None, None, None] * buf52_s0 + offs_c0[None, :, None, None] * buf52_s1 + offs_c1[None, None, None, :] * buf52_s3, t51, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_c1 < E_c1)[None, None, None, :])


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
    m9 = inputs['v']
    states16 = torch.full([_cdiv(4, T['c0']), _cdiv(64, T['c2']), _pow2(2), T['c0'], 1, T['c2']], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(4, T['c0']) * _cdiv(64, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), states16_ptr=states16, states16_s0=states16.stride(0), states16_s1=states16.stride(1), states16_s2=states16.stride(2), states16_s3=states16.stride(3), states16_s4=states16.stride(4), states16_s5=states16.stride(5), E_c0=4, E_c2=64, E_n0=2, E_n2=16, F_n0=_pow2(2), F_n2=_pow2(16), T_c0=T['c0'], T_c2=T['c2'])
    states19 = torch.full([_cdiv(4, T['c0']), _cdiv(64, T['c2']), _pow2(2), T['c0'], 1, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(4, T['c0']) * _cdiv(64, T['c2']),)](states16_ptr=states16, states16_s0=states16.stride(0), states16_s1=states16.stride(1), states16_s2=states16.stride(2), states16_s3=states16.stride(3), states16_s4=states16.stride(4), states16_s5=states16.stride(5), states19_ptr=states19, states19_s0=states19.stride(0), states19_s1=states19.stride(1), states19_s2=states19.stride(2), states19_s3=states19.stride(3), states19_s4=states19.stride(4), states19_s5=states19.stride(5), E_c0=4, E_c2=64, E_n0=2, F_n0=_pow2(2), T_c0=T['c0'], T_c2=T['c2'])
    buf22 = torch.full([2, 4, 1, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(4, T['c0']),)](states19_ptr=states19, states19_s0=states19.stride(0), states19_s1=states19.stride(1), states19_s2=states19.stride(2), states19_s3=states19.stride(3), states19_s4=states19.stride(4), states19_s5=states19.stride(5), buf22_ptr=buf22, buf22_s0=buf22.stride(0), buf22_s1=buf22.stride(1), buf22_s2=buf22.stride(2), buf22_s3=buf22.stride(3), E_c0=4, E_c2=64, E_n0=2, F_n0=_pow2(2), T_c0=T['c0'], T_c2=T['c2'])
    buf25 = torch.full([2, 4, 1, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(4, T['c0']),)](buf22_ptr=buf22, buf22_s0=buf22.stride(0), buf22_s1=buf22.stride(1), buf22_s2=buf22.stride(2), buf22_s3=buf22.stride(3), buf25_ptr=buf25, buf25_s0=buf25.stride(0), buf25_s1=buf25.stride(1), buf25_s2=buf25.stride(2), buf25_s3=buf25.stride(3), E_c0=4, E_n0=2, F_n0=_pow2(2), T_c0=T['c0'])
    buf29 = torch.full([2, 4, 1, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(_cdiv(16, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), m9_ptr=m9, m9_s0=m9.stride(0), m9_s1=m9.stride(1), m9_s2=m9.stride(2), m9_s3=m9.stride(3), buf25_ptr=buf25, buf25_s0=buf25.stride(0), buf25_s1=buf25.stride(1), buf25_s2=buf25.stride(2), buf25_s3=buf25.stride(3), buf29_ptr=buf29, buf29_s0=buf29.stride(0), buf29_s1=buf29.stride(1), buf29_s2=buf29.stride(2), buf29_s3=buf29.stride(3), E_c1=16, E_c2=64, E_n0=2, E_n1=4, E_n2=16, F_n0=_pow2(2), F_n1=_pow2(4), F_n2=_pow2(16), T_c1=T['c1'], T_c2=T['c2'])
    states35 = torch.full([_cdiv(4, T['c0']), _cdiv(64, T['c2']), _pow2(2), T['c0'], 1, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_5[(_cdiv(4, T['c0']) * _cdiv(64, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), states35_ptr=states35, states35_s0=states35.stride(0), states35_s1=states35.stride(1), states35_s2=states35.stride(2), states35_s3=states35.stride(3), states35_s4=states35.stride(4), states35_s5=states35.stride(5), E_c0=4, E_c2=64, E_n0=2, E_n2=16, F_n0=_pow2(2), F_n2=_pow2(16), T_c0=T['c0'], T_c2=T['c2'])
    buf49 = torch.full([2, 4, 1, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_6[(_cdiv(4, T['c0']),)](states35_ptr=states35, states35_s0=states35.stride(0), states35_s1=states35.stride(1), states35_s2=states35.stride(2), states35_s3=states35.stride(3), states35_s4=states35.stride(4), states35_s5=states35.stride(5), m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), buf49_ptr=buf49, buf49_s0=buf49.stride(0), buf49_s1=buf49.stride(1), buf49_s2=buf49.stride(2), buf49_s3=buf49.stride(3), E_c0=4, E_c2=64, E_n0=2, E_n2=16, F_n0=_pow2(2), F_n2=_pow2(16), T_c0=T['c0'], T_c2=T['c2'])
    buf52 = torch.full([2, 4, 1, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_7[(_cdiv(4, T['c0']) * _cdiv(16, T['c1']),)](buf29_ptr=buf29, buf29_s0=buf29.stride(0), buf29_s1=buf29.stride(1), buf29_s2=buf29.stride(2), buf29_s3=buf29.stride(3), buf49_ptr=buf49, buf49_s0=buf49.stride(0), buf49_s1=buf49.stride(1), buf49_s2=buf49.stride(2), buf49_s3=buf49.stride(3), buf52_ptr=buf52, buf52_s0=buf52.stride(0), buf52_s1=buf52.stride(1), buf52_s2=buf52.stride(2), buf52_s3=buf52.stride(3), E_c0=4, E_c1=16, E_n0=2, F_n0=_pow2(2), T_c0=T['c0'], T_c1=T['c1'])
    return buf52


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
