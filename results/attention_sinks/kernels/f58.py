"""attention_sinks [small], candidate 58: 11 kernel(s)

Rendered by EqiForge from candidate 58 of attention_sinks [small]: store(k.3[16]) ; store(k.3[16]) ; store(k.2[32]) loop(k.3[16]: sum, stored) ; grid(k.2@3) loop(k.3[16]: sum, stored) loop(k.2[32]: max) [1 mm] ; store(k.3[16]) ; store(k.3[16]) ; store(k.2[32]) loop(k.3[16]: sum, stored) ; grid(k.1@1) loop(k.3[16]: sum, stored) loop(k.2[32]: max) ; store(k.3[16]) ; store(k.2[32]) loop(k.3[16]: sum, stored) ; grid(v.3@3) loop(k.2[32]: rescale, stored)
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid v.3@3[16]
    c1: grid k.2@3[32]
    c2: loop k.3[16]
    c3: loop k.2[32]
    c4: grid k.1@1[2]

Run it on its own: `python kernels/f58.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/attention_sinks.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 8, "c1": 16, "c2": 8, "c3": 16, "c4": 1}


@triton.jit
def kernel_0(m13_ptr, m13_s0, m13_s1, m13_s2, m13_s3, m13_s4, m16_ptr, m16_s0, m16_s1, m16_s2, m16_s3, m16_s4, states21_ptr, states21_s0, states21_s1, states21_s2, states21_s3, states21_s4, states21_s5, states21_s6, E_c1, E_c2, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # stores states21: Collect over loop k.3[16]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t15 = tl.load(m13_ptr + offs_n0[:, None, None, None, None] * m13_s0 + offs_n0[None, :, None, None, None] * m13_s1 + offs_n0[None, None, :, None, None] * m13_s2 + offs_c1[None, None, None, :, None] * m13_s3 + offs_c2[None, None, None, None, :] * m13_s4, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_c1 < E_c1)[None, None, None, :, None] & (offs_c2 < E_c2)[None, None, None, None, :], other=0).to(tl.float32)
    t19 = tl.load(m16_ptr + offs_n0[:, None, None, None, None] * m16_s0 + offs_n0[None, :, None, None, None] * m16_s1 + offs_c2[None, None, None, :, None] * m16_s3 + offs_n1[None, None, None, None, :] * m16_s4, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_c2 < E_c2)[None, None, None, :, None] & (offs_n1 < E_n1)[None, None, None, None, :], other=0).to(tl.float32)
    t20 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, None, :], t15, 0.0), 5) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :, None], t19, 0.0), 3), axis=4)
    tl.store(states21_ptr + i_c1 * states21_s0 + i_c2 * states21_s1 + tl.arange(0, F_n0)[:, None, None, None, None] * states21_s2 + tl.arange(0, F_n0)[None, :, None, None, None] * states21_s3 + tl.arange(0, F_n0)[None, None, :, None, None] * states21_s4 + tl.arange(0, T_c1)[None, None, None, :, None] * states21_s5 + tl.arange(0, F_n1)[None, None, None, None, :] * states21_s6 + tl.zeros([F_n0, F_n0, F_n0, T_c1, F_n1], tl.int32), t20)


@triton.jit
def kernel_1(m13_ptr, m13_s0, m13_s1, m13_s2, m13_s3, m13_s4, m16_ptr, m16_s0, m16_s1, m16_s2, m16_s3, m16_s4, states40_ptr, states40_s0, states40_s1, states40_s2, states40_s3, states40_s4, states40_s5, states40_s6, states40_s7, E_c1, E_c2, E_c3, E_n0, F_n0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # stores states40: Collect over loop k.3[16]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t37 = tl.load(m13_ptr + offs_n0[:, None, None, None, None] * m13_s0 + offs_n0[None, :, None, None, None] * m13_s1 + offs_n0[None, None, :, None, None] * m13_s2 + offs_c1[None, None, None, :, None] * m13_s3 + offs_c2[None, None, None, None, :] * m13_s4, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_c1 < E_c1)[None, None, None, :, None] & (offs_c2 < E_c2)[None, None, None, None, :], other=0).to(tl.float32)
    t38 = tl.load(m16_ptr + offs_n0[:, None, None, None, None] * m16_s0 + offs_n0[None, :, None, None, None] * m16_s1 + offs_c2[None, None, None, :, None] * m16_s3 + offs_c3[None, None, None, None, :] * m16_s4, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_c2 < E_c2)[None, None, None, :, None] & (offs_c3 < E_c3)[None, None, None, None, :], other=0).to(tl.float32)
    t39 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, None, :], t37, 0.0), 5) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :, None], t38, 0.0), 3), axis=4)
    tl.store(states40_ptr + i_c1 * states40_s0 + i_c3 * states40_s1 + i_c2 * states40_s2 + tl.arange(0, F_n0)[:, None, None, None, None] * states40_s3 + tl.arange(0, F_n0)[None, :, None, None, None] * states40_s4 + tl.arange(0, F_n0)[None, None, :, None, None] * states40_s5 + tl.arange(0, T_c1)[None, None, None, :, None] * states40_s6 + tl.arange(0, T_c3)[None, None, None, None, :] * states40_s7 + tl.zeros([F_n0, F_n0, F_n0, T_c1, T_c3], tl.int32), t39)


@triton.jit
def kernel_2(m33_ptr, m33_s0, m33_s1, m33_s2, m33_s3, m33_s4, m6_ptr, m6_s0, m6_s1, m6_s2, m6_s3, m6_s4, states40_ptr, states40_s0, states40_s1, states40_s2, states40_s3, states40_s4, states40_s5, states40_s6, states40_s7, m25_ptr, m25_s0, m25_s1, m25_s2, m25_s3, m25_s4, states47_ptr, states47_s0, states47_s1, states47_s2, states47_s3, states47_s4, states47_s5, states47_s6, E_c1, E_c2, E_c3, E_n0, F_n0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # stores states47: Collect over loop k.2[32]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t35 = tl.load(m33_ptr + offs_c3[None, None, None, None, :] * m33_s4, mask=(offs_c3 < E_c3)[None, None, None, None, :], other=0)
    t36 = tl.load(m6_ptr + offs_c1[None, None, None, :, None] * m6_s3 + offs_c3[None, None, None, None, :] * m6_s4, mask=(offs_c1 < E_c1)[None, None, None, :, None] & (offs_c3 < E_c3)[None, None, None, None, :], other=0)
    acc42 = tl.full([F_n0, F_n0, F_n0, T_c1, T_c3], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t41 = tl.load(states40_ptr + i_c1 * states40_s0 + i_c3 * states40_s1 + i_c2 * states40_s2 + tl.arange(0, F_n0)[:, None, None, None, None] * states40_s3 + tl.arange(0, F_n0)[None, :, None, None, None] * states40_s4 + tl.arange(0, F_n0)[None, None, :, None, None] * states40_s5 + tl.arange(0, T_c1)[None, None, None, :, None] * states40_s6 + tl.arange(0, T_c3)[None, None, None, None, :] * states40_s7 + tl.zeros([F_n0, F_n0, F_n0, T_c1, T_c3], tl.int32))
        acc42 = acc42 + t41
    t43 = tl.where(t36, -float("inf"), acc42)
    t44 = tl.load(m25_ptr + offs_c1[None, None, None, :, None] * m25_s3 + offs_c3[None, None, None, None, :] * m25_s4, mask=(offs_c1 < E_c1)[None, None, None, :, None] & (offs_c3 < E_c3)[None, None, None, None, :], other=0)
    t45 = tl.where(t44, -float("inf"), t43)
    t46 = tl.where(t35, t43, t45)
    tl.store(states47_ptr + i_c1 * states47_s0 + i_c3 * states47_s1 + tl.arange(0, F_n0)[:, None, None, None, None] * states47_s2 + tl.arange(0, F_n0)[None, :, None, None, None] * states47_s3 + tl.arange(0, F_n0)[None, None, :, None, None] * states47_s4 + tl.arange(0, T_c1)[None, None, None, :, None] * states47_s5 + tl.arange(0, T_c3)[None, None, None, None, :] * states47_s6 + tl.zeros([F_n0, F_n0, F_n0, T_c1, T_c3], tl.int32), t46)


@triton.jit
def kernel_3(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m1_s4, m6_ptr, m6_s0, m6_s1, m6_s2, m6_s3, m6_s4, states21_ptr, states21_s0, states21_s1, states21_s2, states21_s3, states21_s4, states21_s5, states21_s6, m25_ptr, m25_s0, m25_s1, m25_s2, m25_s3, m25_s4, states47_ptr, states47_s0, states47_s1, states47_s2, states47_s3, states47_s4, states47_s5, states47_s6, m52_ptr, m52_s0, m52_s1, m52_s2, m52_s3, m52_s4, m58_ptr, m58_s0, m58_s1, m58_s2, m58_s3, m58_s4, buf62_ptr, buf62_s0, buf62_s1, buf62_s2, buf62_s3, buf62_s4, E_c1, E_c2, E_c3, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # writes buf62: Combine over grid k.2@3[32]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n2 = tl.arange(0, F_n2)
    t5 = tl.load(m1_ptr + offs_n1[None, None, None, None, :] * m1_s4, mask=(offs_n1 < E_n1)[None, None, None, None, :], other=0)
    t12 = tl.load(m6_ptr + offs_c1[None, None, None, :, None] * m6_s3 + offs_n1[None, None, None, None, :] * m6_s4, mask=(offs_c1 < E_c1)[None, None, None, :, None] & (offs_n1 < E_n1)[None, None, None, None, :], other=0)
    acc23 = tl.full([F_n0, F_n0, F_n0, T_c1, F_n1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t22 = tl.load(states21_ptr + i_c1 * states21_s0 + i_c2 * states21_s1 + tl.arange(0, F_n0)[:, None, None, None, None] * states21_s2 + tl.arange(0, F_n0)[None, :, None, None, None] * states21_s3 + tl.arange(0, F_n0)[None, None, :, None, None] * states21_s4 + tl.arange(0, T_c1)[None, None, None, :, None] * states21_s5 + tl.arange(0, F_n1)[None, None, None, None, :] * states21_s6 + tl.zeros([F_n0, F_n0, F_n0, T_c1, F_n1], tl.int32))
        acc23 = acc23 + t22
    t24 = tl.where(t12, -float("inf"), acc23)
    t29 = tl.load(m25_ptr + offs_c1[None, None, None, :, None] * m25_s3 + offs_n1[None, None, None, None, :] * m25_s4, mask=(offs_c1 < E_c1)[None, None, None, :, None] & (offs_n1 < E_n1)[None, None, None, None, :], other=0)
    t30 = tl.where(t29, -float("inf"), t24)
    t31 = tl.where(t5, t24, t30)
    t32 = (t31) * (0.25)
    acc50 = tl.full([F_n0, F_n0, F_n0, T_c1, 1], -float('inf'), tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t48 = tl.load(states47_ptr + i_c1 * states47_s0 + i_c3 * states47_s1 + tl.arange(0, F_n0)[:, None, None, None, None] * states47_s2 + tl.arange(0, F_n0)[None, :, None, None, None] * states47_s3 + tl.arange(0, F_n0)[None, None, :, None, None] * states47_s4 + tl.arange(0, T_c1)[None, None, None, :, None] * states47_s5 + tl.arange(0, T_c3)[None, None, None, None, :] * states47_s6 + tl.zeros([F_n0, F_n0, F_n0, T_c1, T_c3], tl.int32))
        t49 = tl.max(tl.where((offs_c3 < E_c3)[None, None, None, None, :], t48, -float('inf')), axis=4, keep_dims=True)
        acc50 = tl.maximum(acc50, t49)
    t51 = (acc50) * (0.25)
    t54 = tl.load(m52_ptr + offs_n0[None, :, None, None, None] * m52_s1 + offs_n0[None, None, :, None, None] * m52_s2, mask=(offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None], other=0).to(tl.float32)
    t55 = tl.maximum(t51, t54)
    t56 = t32 - (t55)
    t57 = tl.exp(t56)
    t60 = tl.load(m58_ptr + offs_n0[:, None, None, None, None] * m58_s0 + offs_n0[None, :, None, None, None] * m58_s1 + offs_n1[None, None, None, :, None] * m58_s3 + offs_n2[None, None, None, None, :] * m58_s4, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :], other=0).to(tl.float32)
    t61 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, None, :], t57, 0.0), 5) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :, None], t60, 0.0), 3), axis=4)
    tl.store(buf62_ptr + offs_n0[:, None, None, None, None] * buf62_s0 + offs_n0[None, :, None, None, None] * buf62_s1 + offs_n0[None, None, :, None, None] * buf62_s2 + offs_c1[None, None, None, :, None] * buf62_s3 + offs_n2[None, None, None, None, :] * buf62_s4, t61, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_c1 < E_c1)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :])


@triton.jit
def kernel_4(m13_ptr, m13_s0, m13_s1, m13_s2, m13_s3, m13_s4, m16_ptr, m16_s0, m16_s1, m16_s2, m16_s3, m16_s4, states69_ptr, states69_s0, states69_s1, states69_s2, states69_s3, states69_s4, states69_s5, states69_s6, E_c2, E_c4, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c2: tl.constexpr, T_c4: tl.constexpr):
    # stores states69: Collect over loop k.3[16]
    pid = tl.program_id(0)
    i_c4 = pid % tl.cdiv(E_c4, T_c4)
    pid = pid // tl.cdiv(E_c4, T_c4)
    offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t66 = tl.load(m13_ptr + offs_n0[:, None, None, None, None] * m13_s0 + offs_c4[None, :, None, None, None] * m13_s1 + offs_n0[None, None, :, None, None] * m13_s2 + offs_n1[None, None, None, :, None] * m13_s3 + offs_c2[None, None, None, None, :] * m13_s4, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_c4 < E_c4)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :, None] & (offs_c2 < E_c2)[None, None, None, None, :], other=0).to(tl.float32)
    t67 = tl.load(m16_ptr + offs_n0[:, None, None, None, None] * m16_s0 + offs_c4[None, :, None, None, None] * m16_s1 + offs_c2[None, None, None, :, None] * m16_s3 + offs_n1[None, None, None, None, :] * m16_s4, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_c4 < E_c4)[None, :, None, None, None] & (offs_c2 < E_c2)[None, None, None, :, None] & (offs_n1 < E_n1)[None, None, None, None, :], other=0).to(tl.float32)
    t68 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, None, :], t66, 0.0), 5) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :, None], t67, 0.0), 3), axis=4)
    tl.store(states69_ptr + i_c4 * states69_s0 + i_c2 * states69_s1 + tl.arange(0, F_n0)[:, None, None, None, None] * states69_s2 + tl.arange(0, T_c4)[None, :, None, None, None] * states69_s3 + tl.arange(0, F_n0)[None, None, :, None, None] * states69_s4 + tl.arange(0, F_n1)[None, None, None, :, None] * states69_s5 + tl.arange(0, F_n1)[None, None, None, None, :] * states69_s6 + tl.zeros([F_n0, T_c4, F_n0, F_n1, F_n1], tl.int32), t68)


@triton.jit
def kernel_5(m13_ptr, m13_s0, m13_s1, m13_s2, m13_s3, m13_s4, m16_ptr, m16_s0, m16_s1, m16_s2, m16_s3, m16_s4, states82_ptr, states82_s0, states82_s1, states82_s2, states82_s3, states82_s4, states82_s5, states82_s6, states82_s7, E_c2, E_c3, E_c4, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr, T_c4: tl.constexpr):
    # stores states82: Collect over loop k.3[16]
    pid = tl.program_id(0)
    i_c4 = pid % tl.cdiv(E_c4, T_c4)
    pid = pid // tl.cdiv(E_c4, T_c4)
    offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t79 = tl.load(m13_ptr + offs_n0[:, None, None, None, None] * m13_s0 + offs_c4[None, :, None, None, None] * m13_s1 + offs_n0[None, None, :, None, None] * m13_s2 + offs_n1[None, None, None, :, None] * m13_s3 + offs_c2[None, None, None, None, :] * m13_s4, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_c4 < E_c4)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :, None] & (offs_c2 < E_c2)[None, None, None, None, :], other=0).to(tl.float32)
    t80 = tl.load(m16_ptr + offs_n0[:, None, None, None, None] * m16_s0 + offs_c4[None, :, None, None, None] * m16_s1 + offs_c2[None, None, None, :, None] * m16_s3 + offs_c3[None, None, None, None, :] * m16_s4, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_c4 < E_c4)[None, :, None, None, None] & (offs_c2 < E_c2)[None, None, None, :, None] & (offs_c3 < E_c3)[None, None, None, None, :], other=0).to(tl.float32)
    t81 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, None, :], t79, 0.0), 5) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :, None], t80, 0.0), 3), axis=4)
    tl.store(states82_ptr + i_c4 * states82_s0 + i_c3 * states82_s1 + i_c2 * states82_s2 + tl.arange(0, F_n0)[:, None, None, None, None] * states82_s3 + tl.arange(0, T_c4)[None, :, None, None, None] * states82_s4 + tl.arange(0, F_n0)[None, None, :, None, None] * states82_s5 + tl.arange(0, F_n1)[None, None, None, :, None] * states82_s6 + tl.arange(0, T_c3)[None, None, None, None, :] * states82_s7 + tl.zeros([F_n0, T_c4, F_n0, F_n1, T_c3], tl.int32), t81)


@triton.jit
def kernel_6(m33_ptr, m33_s0, m33_s1, m33_s2, m33_s3, m33_s4, m6_ptr, m6_s0, m6_s1, m6_s2, m6_s3, m6_s4, states82_ptr, states82_s0, states82_s1, states82_s2, states82_s3, states82_s4, states82_s5, states82_s6, states82_s7, m25_ptr, m25_s0, m25_s1, m25_s2, m25_s3, m25_s4, states89_ptr, states89_s0, states89_s1, states89_s2, states89_s3, states89_s4, states89_s5, states89_s6, E_c2, E_c3, E_c4, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr, T_c4: tl.constexpr):
    # stores states89: Collect over loop k.2[32]
    pid = tl.program_id(0)
    i_c4 = pid % tl.cdiv(E_c4, T_c4)
    pid = pid // tl.cdiv(E_c4, T_c4)
    offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    t77 = tl.load(m33_ptr + offs_c3[None, None, None, None, :] * m33_s4, mask=(offs_c3 < E_c3)[None, None, None, None, :], other=0)
    t78 = tl.load(m6_ptr + offs_n1[None, None, None, :, None] * m6_s3 + offs_c3[None, None, None, None, :] * m6_s4, mask=(offs_n1 < E_n1)[None, None, None, :, None] & (offs_c3 < E_c3)[None, None, None, None, :], other=0)
    acc84 = tl.full([F_n0, T_c4, F_n0, F_n1, T_c3], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t83 = tl.load(states82_ptr + i_c4 * states82_s0 + i_c3 * states82_s1 + i_c2 * states82_s2 + tl.arange(0, F_n0)[:, None, None, None, None] * states82_s3 + tl.arange(0, T_c4)[None, :, None, None, None] * states82_s4 + tl.arange(0, F_n0)[None, None, :, None, None] * states82_s5 + tl.arange(0, F_n1)[None, None, None, :, None] * states82_s6 + tl.arange(0, T_c3)[None, None, None, None, :] * states82_s7 + tl.zeros([F_n0, T_c4, F_n0, F_n1, T_c3], tl.int32))
        acc84 = acc84 + t83
    t85 = tl.where(t78, -float("inf"), acc84)
    t86 = tl.load(m25_ptr + offs_n1[None, None, None, :, None] * m25_s3 + offs_c3[None, None, None, None, :] * m25_s4, mask=(offs_n1 < E_n1)[None, None, None, :, None] & (offs_c3 < E_c3)[None, None, None, None, :], other=0)
    t87 = tl.where(t86, -float("inf"), t85)
    t88 = tl.where(t77, t85, t87)
    tl.store(states89_ptr + i_c4 * states89_s0 + i_c3 * states89_s1 + tl.arange(0, F_n0)[:, None, None, None, None] * states89_s2 + tl.arange(0, T_c4)[None, :, None, None, None] * states89_s3 + tl.arange(0, F_n0)[None, None, :, None, None] * states89_s4 + tl.arange(0, F_n1)[None, None, None, :, None] * states89_s5 + tl.arange(0, T_c3)[None, None, None, None, :] * states89_s6 + tl.zeros([F_n0, T_c4, F_n0, F_n1, T_c3], tl.int32), t88)


@triton.jit
def kernel_7(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m1_s4, m6_ptr, m6_s0, m6_s1, m6_s2, m6_s3, m6_s4, states69_ptr, states69_s0, states69_s1, states69_s2, states69_s3, states69_s4, states69_s5, states69_s6, m25_ptr, m25_s0, m25_s1, m25_s2, m25_s3, m25_s4, states89_ptr, states89_s0, states89_s1, states89_s2, states89_s3, states89_s4, states89_s5, states89_s6, m52_ptr, m52_s0, m52_s1, m52_s2, m52_s3, m52_s4, buf99_ptr, buf99_s0, buf99_s1, buf99_s2, buf99_s3, buf99_s4, E_c2, E_c3, E_c4, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr, T_c4: tl.constexpr):
    # writes buf99: Combine over grid k.1@1[2]
    pid = tl.program_id(0)
    i_c4 = pid % tl.cdiv(E_c4, T_c4)
    pid = pid // tl.cdiv(E_c4, T_c4)
    offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    t64 = tl.load(m1_ptr + offs_n1[None, None, None, None, :] * m1_s4, mask=(offs_n1 < E_n1)[None, None, None, None, :], other=0)
    t65 = tl.load(m6_ptr + offs_n1[None, None, None, :, None] * m6_s3 + offs_n1[None, None, None, None, :] * m6_s4, mask=(offs_n1 < E_n1)[None, None, None, :, None] & (offs_n1 < E_n1)[None, None, None, None, :], other=0)
    acc71 = tl.full([F_n0, T_c4, F_n0, F_n1, F_n1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t70 = tl.load(states69_ptr + i_c4 * states69_s0 + i_c2 * states69_s1 + tl.arange(0, F_n0)[:, None, None, None, None] * states69_s2 + tl.arange(0, T_c4)[None, :, None, None, None] * states69_s3 + tl.arange(0, F_n0)[None, None, :, None, None] * states69_s4 + tl.arange(0, F_n1)[None, None, None, :, None] * states69_s5 + tl.arange(0, F_n1)[None, None, None, None, :] * states69_s6 + tl.zeros([F_n0, T_c4, F_n0, F_n1, F_n1], tl.int32))
        acc71 = acc71 + t70
    t72 = tl.where(t65, -float("inf"), acc71)
    t73 = tl.load(m25_ptr + offs_n1[None, None, None, :, None] * m25_s3 + offs_n1[None, None, None, None, :] * m25_s4, mask=(offs_n1 < E_n1)[None, None, None, :, None] & (offs_n1 < E_n1)[None, None, None, None, :], other=0)
    t74 = tl.where(t73, -float("inf"), t72)
    t75 = tl.where(t64, t72, t74)
    t76 = (t75) * (0.25)
    acc92 = tl.full([F_n0, T_c4, F_n0, F_n1, 1], -float('inf'), tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t90 = tl.load(states89_ptr + i_c4 * states89_s0 + i_c3 * states89_s1 + tl.arange(0, F_n0)[:, None, None, None, None] * states89_s2 + tl.arange(0, T_c4)[None, :, None, None, None] * states89_s3 + tl.arange(0, F_n0)[None, None, :, None, None] * states89_s4 + tl.arange(0, F_n1)[None, None, None, :, None] * states89_s5 + tl.arange(0, T_c3)[None, None, None, None, :] * states89_s6 + tl.zeros([F_n0, T_c4, F_n0, F_n1, T_c3], tl.int32))
        t91 = tl.max(tl.where((offs_c3 < E_c3)[None, None, None, None, :], t90, -float('inf')), axis=4, keep_dims=True)
        acc92 = tl.maximum(acc92, t91)
    t93 = (acc92) * (0.25)
    t94 = tl.load(m52_ptr + offs_c4[None, :, None, None, None] * m52_s1 + offs_n0[None, None, :, None, None] * m52_s2, mask=(offs_c4 < E_c4)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None], other=0).to(tl.float32)
    t95 = tl.maximum(t93, t94)
    t96 = t76 - (t95)
    t97 = tl.exp(t96)
    t98 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, None, :], t97, 0.0), axis=4, keep_dims=True)
    tl.store(buf99_ptr + offs_n0[:, None, None, None, None] * buf99_s0 + offs_c4[None, :, None, None, None] * buf99_s1 + offs_n0[None, None, :, None, None] * buf99_s2 + offs_n1[None, None, None, :, None] * buf99_s3, t98, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_c4 < E_c4)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :, None])


@triton.jit
def kernel_8(m13_ptr, m13_s0, m13_s1, m13_s2, m13_s3, m13_s4, m16_ptr, m16_s0, m16_s1, m16_s2, m16_s3, m16_s4, states107_ptr, states107_s0, states107_s1, states107_s2, states107_s3, states107_s4, states107_s5, states107_s6, E_c2, E_c3, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # stores states107: Collect over loop k.3[16]
    pid = tl.program_id(0)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t104 = tl.load(m13_ptr + offs_n0[:, None, None, None, None] * m13_s0 + offs_n0[None, :, None, None, None] * m13_s1 + offs_n0[None, None, :, None, None] * m13_s2 + offs_n1[None, None, None, :, None] * m13_s3 + offs_c2[None, None, None, None, :] * m13_s4, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :, None] & (offs_c2 < E_c2)[None, None, None, None, :], other=0).to(tl.float32)
    t105 = tl.load(m16_ptr + offs_n0[:, None, None, None, None] * m16_s0 + offs_n0[None, :, None, None, None] * m16_s1 + offs_c2[None, None, None, :, None] * m16_s3 + offs_c3[None, None, None, None, :] * m16_s4, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_c2 < E_c2)[None, None, None, :, None] & (offs_c3 < E_c3)[None, None, None, None, :], other=0).to(tl.float32)
    t106 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, None, :], t104, 0.0), 5) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :, None], t105, 0.0), 3), axis=4)
    tl.store(states107_ptr + i_c3 * states107_s0 + i_c2 * states107_s1 + tl.arange(0, F_n0)[:, None, None, None, None] * states107_s2 + tl.arange(0, F_n0)[None, :, None, None, None] * states107_s3 + tl.arange(0, F_n0)[None, None, :, None, None] * states107_s4 + tl.arange(0, F_n1)[None, None, None, :, None] * states107_s5 + tl.arange(0, T_c3)[None, None, None, None, :] * states107_s6 + tl.zeros([F_n0, F_n0, F_n0, F_n1, T_c3], tl.int32), t106)


@triton.jit
def kernel_9(m33_ptr, m33_s0, m33_s1, m33_s2, m33_s3, m33_s4, m6_ptr, m6_s0, m6_s1, m6_s2, m6_s3, m6_s4, states107_ptr, states107_s0, states107_s1, states107_s2, states107_s3, states107_s4, states107_s5, states107_s6, m25_ptr, m25_s0, m25_s1, m25_s2, m25_s3, m25_s4, states120_ptr, states120_s0, states120_s1, states120_s2, states120_s3, states120_s4, states120_s5, states121_ptr, states121_s0, states121_s1, states121_s2, states121_s3, states121_s4, states121_s5, E_c2, E_c3, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # stores states120, states121: Collect over loop k.2[32]
    pid = tl.program_id(0)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    t102 = tl.load(m33_ptr + offs_c3[None, None, None, None, :] * m33_s4, mask=(offs_c3 < E_c3)[None, None, None, None, :], other=0)
    t103 = tl.load(m6_ptr + offs_n1[None, None, None, :, None] * m6_s3 + offs_c3[None, None, None, None, :] * m6_s4, mask=(offs_n1 < E_n1)[None, None, None, :, None] & (offs_c3 < E_c3)[None, None, None, None, :], other=0)
    acc109 = tl.full([F_n0, F_n0, F_n0, F_n1, T_c3], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t108 = tl.load(states107_ptr + i_c3 * states107_s0 + i_c2 * states107_s1 + tl.arange(0, F_n0)[:, None, None, None, None] * states107_s2 + tl.arange(0, F_n0)[None, :, None, None, None] * states107_s3 + tl.arange(0, F_n0)[None, None, :, None, None] * states107_s4 + tl.arange(0, F_n1)[None, None, None, :, None] * states107_s5 + tl.arange(0, T_c3)[None, None, None, None, :] * states107_s6 + tl.zeros([F_n0, F_n0, F_n0, F_n1, T_c3], tl.int32))
        acc109 = acc109 + t108
    t110 = tl.where(t103, -float("inf"), acc109)
    t111 = tl.load(m25_ptr + offs_n1[None, None, None, :, None] * m25_s3 + offs_c3[None, None, None, None, :] * m25_s4, mask=(offs_n1 < E_n1)[None, None, None, :, None] & (offs_c3 < E_c3)[None, None, None, None, :], other=0)
    t112 = tl.where(t111, -float("inf"), t110)
    t113 = tl.where(t102, t110, t112)
    t114 = tl.max(tl.where((offs_c3 < E_c3)[None, None, None, None, :], t113, -float('inf')), axis=4, keep_dims=True)
    t115 = (t114) * (0.25)
    t116 = (t113) * (0.25)
    t117 = t116 - (t115)
    t118 = tl.exp(t117)
    t119 = tl.sum(tl.where((offs_c3 < E_c3)[None, None, None, None, :], t118, 0.0), axis=4, keep_dims=True)
    tl.store(states120_ptr + i_c3 * states120_s0 + tl.arange(0, F_n0)[:, None, None, None, None] * states120_s1 + tl.arange(0, F_n0)[None, :, None, None, None] * states120_s2 + tl.arange(0, F_n0)[None, None, :, None, None] * states120_s3 + tl.arange(0, F_n1)[None, None, None, :, None] * states120_s4 + tl.zeros([F_n0, F_n0, F_n0, F_n1, 1], tl.int32), t115)
    tl.store(states121_ptr + i_c3 * states121_s0 + tl.arange(0, F_n0)[:, None, None, None, None] * states121_s1 + tl.arange(0, F_n0)[None, :, None, None, None] * states121_s2 + tl.arange(0, F_n0)[None, None, :, None, None] * states121_s3 + tl.arange(0, F_n1)[None, None, None, :, None] * states121_s4 + tl.zeros([F_n0, F_n0, F_n0, F_n1, 1], tl.int32), t119)


@triton.jit
def kernel_10(buf62_ptr, buf62_s0, buf62_s1, buf62_s2, buf62_s3, buf62_s4, buf99_ptr, buf99_s0, buf99_s1, buf99_s2, buf99_s3, buf99_s4, m52_ptr, m52_s0, m52_s1, m52_s2, m52_s3, m52_s4, states120_ptr, states120_s0, states120_s1, states120_s2, states120_s3, states120_s4, states120_s5, states121_ptr, states121_s0, states121_s1, states121_s2, states121_s3, states121_s4, states121_s5, buf135_ptr, buf135_s0, buf135_s1, buf135_s2, buf135_s3, E_c0, E_c3, E_n0, E_n1, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n3: tl.constexpr, T_c0: tl.constexpr, T_c3: tl.constexpr):
    # writes buf135: Combine over grid v.3@3[16]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n3 = tl.arange(0, F_n3)
    t63 = tl.load(buf62_ptr + offs_n0[:, None, None, None, None] * buf62_s0 + offs_n0[None, :, None, None, None] * buf62_s1 + offs_n0[None, None, :, None, None] * buf62_s2 + offs_n1[None, None, None, :, None] * buf62_s3 + offs_c0[None, None, None, None, :] * buf62_s4, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :, None] & (offs_c0 < E_c0)[None, None, None, None, :], other=0).to(tl.float32)
    t100 = tl.load(buf99_ptr + offs_n0[:, None, None, None, None] * buf99_s0 + offs_n0[None, :, None, None, None] * buf99_s1 + offs_n0[None, None, :, None, None] * buf99_s2 + offs_n1[None, None, None, :, None] * buf99_s3, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :, None], other=0).to(tl.float32)
    t101 = tl.load(m52_ptr + offs_n0[None, :, None, None, None] * m52_s1 + offs_n0[None, None, :, None, None] * m52_s2, mask=(offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None], other=0).to(tl.float32)
    acc124 = tl.full([F_n0, F_n0, F_n0, F_n1, 1], -float('inf'), tl.float32)
    acc125 = tl.full([F_n0, F_n0, F_n0, F_n1, 1], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t122 = tl.load(states120_ptr + i_c3 * states120_s0 + tl.arange(0, F_n0)[:, None, None, None, None] * states120_s1 + tl.arange(0, F_n0)[None, :, None, None, None] * states120_s2 + tl.arange(0, F_n0)[None, None, :, None, None] * states120_s3 + tl.arange(0, F_n1)[None, None, None, :, None] * states120_s4 + tl.zeros([F_n0, F_n0, F_n0, F_n1, 1], tl.int32))
        t123 = tl.load(states121_ptr + i_c3 * states121_s0 + tl.arange(0, F_n0)[:, None, None, None, None] * states121_s1 + tl.arange(0, F_n0)[None, :, None, None, None] * states121_s2 + tl.arange(0, F_n0)[None, None, :, None, None] * states121_s3 + tl.arange(0, F_n1)[None, None, None, :, None] * states121_s4 + tl.zeros([F_n0, F_n0, F_n0, F_n1, 1], tl.int32))
        m126 = tl.maximum(acc124, t122)
        r127 = tl.where(acc124 == -float("inf"), 0.0, tl.exp(acc124 - m126))
        r128 = tl.where(t122 == -float("inf"), 0.0, tl.exp(t122 - m126))
        acc125 = tl.where(acc124 == -float("inf"), 0.0, acc125 * r127) + tl.where(t122 == -float("inf"), 0.0, t123 * r128)
        acc124 = m126
    t129 = tl.maximum(acc124, t101)
    t130 = t101 - (t129)
    t131 = tl.exp(t130)
    t132 = t100 + t131
    t133 = (t63) / (t132)
    t134 = tl.reshape(t133, [F_n0, F_n3, F_n1, T_c0])
    tl.store(buf135_ptr + offs_n0[:, None, None, None] * buf135_s0 + offs_n3[None, :, None, None] * buf135_s1 + offs_n1[None, None, :, None] * buf135_s2 + offs_c0[None, None, None, :] * buf135_s3, t134, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n3 < E_n3)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_c0 < E_c0)[None, None, None, :])


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
    m2 = m3.reshape([1, 1, 1, 1, 32])
    m4 = torch.tensor(2.0, dtype=torch.float32, device=device)
    m1 = _BINARY["Lt"](m2, m4)
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
    states21 = torch.full([_cdiv(32, T['c1']), _cdiv(16, T['c2']), _pow2(2), _pow2(2), _pow2(2), T['c1'], _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(32, T['c1']) * _cdiv(16, T['c2']),)](m13_ptr=m13, m13_s0=m13.stride(0), m13_s1=m13.stride(1), m13_s2=m13.stride(2), m13_s3=m13.stride(3), m13_s4=m13.stride(4), m16_ptr=m16, m16_s0=m16.stride(0), m16_s1=m16.stride(1), m16_s2=m16.stride(2), m16_s3=m16.stride(3), m16_s4=m16.stride(4), states21_ptr=states21, states21_s0=states21.stride(0), states21_s1=states21.stride(1), states21_s2=states21.stride(2), states21_s3=states21.stride(3), states21_s4=states21.stride(4), states21_s5=states21.stride(5), states21_s6=states21.stride(6), E_c1=32, E_c2=16, E_n0=2, E_n1=32, F_n0=_pow2(2), F_n1=_pow2(32), T_c1=T['c1'], T_c2=T['c2'])
    m27 = _BINARY["Sub"](m9, m8)
    m28 = torch.tensor(8.0, dtype=torch.float32, device=device)
    m26 = _BINARY["Ge"](m27, m28)
    m25 = m26.reshape([1, 1, 1, 32, 32])
    m34 = _BINARY["Lt"](m3, m4)
    m33 = m34.reshape([1, 1, 1, 1, 32])
    states40 = torch.full([_cdiv(32, T['c1']), _cdiv(32, T['c3']), _cdiv(16, T['c2']), _pow2(2), _pow2(2), _pow2(2), T['c1'], T['c3']], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(32, T['c1']) * _cdiv(32, T['c3']) * _cdiv(16, T['c2']),)](m13_ptr=m13, m13_s0=m13.stride(0), m13_s1=m13.stride(1), m13_s2=m13.stride(2), m13_s3=m13.stride(3), m13_s4=m13.stride(4), m16_ptr=m16, m16_s0=m16.stride(0), m16_s1=m16.stride(1), m16_s2=m16.stride(2), m16_s3=m16.stride(3), m16_s4=m16.stride(4), states40_ptr=states40, states40_s0=states40.stride(0), states40_s1=states40.stride(1), states40_s2=states40.stride(2), states40_s3=states40.stride(3), states40_s4=states40.stride(4), states40_s5=states40.stride(5), states40_s6=states40.stride(6), states40_s7=states40.stride(7), E_c1=32, E_c2=16, E_c3=32, E_n0=2, F_n0=_pow2(2), T_c1=T['c1'], T_c2=T['c2'], T_c3=T['c3'])
    states47 = torch.full([_cdiv(32, T['c1']), _cdiv(32, T['c3']), _pow2(2), _pow2(2), _pow2(2), T['c1'], T['c3']], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(32, T['c1']) * _cdiv(32, T['c3']),)](m33_ptr=m33, m33_s0=m33.stride(0), m33_s1=m33.stride(1), m33_s2=m33.stride(2), m33_s3=m33.stride(3), m33_s4=m33.stride(4), m6_ptr=m6, m6_s0=m6.stride(0), m6_s1=m6.stride(1), m6_s2=m6.stride(2), m6_s3=m6.stride(3), m6_s4=m6.stride(4), states40_ptr=states40, states40_s0=states40.stride(0), states40_s1=states40.stride(1), states40_s2=states40.stride(2), states40_s3=states40.stride(3), states40_s4=states40.stride(4), states40_s5=states40.stride(5), states40_s6=states40.stride(6), states40_s7=states40.stride(7), m25_ptr=m25, m25_s0=m25.stride(0), m25_s1=m25.stride(1), m25_s2=m25.stride(2), m25_s3=m25.stride(3), m25_s4=m25.stride(4), states47_ptr=states47, states47_s0=states47.stride(0), states47_s1=states47.stride(1), states47_s2=states47.stride(2), states47_s3=states47.stride(3), states47_s4=states47.stride(4), states47_s5=states47.stride(5), states47_s6=states47.stride(6), E_c1=32, E_c2=16, E_c3=32, E_n0=2, F_n0=_pow2(2), T_c1=T['c1'], T_c2=T['c2'], T_c3=T['c3'])
    m53 = inputs['sinks']
    m52 = m53.reshape([1, 2, 2, 1, 1])
    m59 = inputs['v']
    m58 = m59.reshape([2, 2, 1, 32, 16])
    buf62 = torch.full([2, 2, 2, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(32, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m1_s4=m1.stride(4), m6_ptr=m6, m6_s0=m6.stride(0), m6_s1=m6.stride(1), m6_s2=m6.stride(2), m6_s3=m6.stride(3), m6_s4=m6.stride(4), states21_ptr=states21, states21_s0=states21.stride(0), states21_s1=states21.stride(1), states21_s2=states21.stride(2), states21_s3=states21.stride(3), states21_s4=states21.stride(4), states21_s5=states21.stride(5), states21_s6=states21.stride(6), m25_ptr=m25, m25_s0=m25.stride(0), m25_s1=m25.stride(1), m25_s2=m25.stride(2), m25_s3=m25.stride(3), m25_s4=m25.stride(4), states47_ptr=states47, states47_s0=states47.stride(0), states47_s1=states47.stride(1), states47_s2=states47.stride(2), states47_s3=states47.stride(3), states47_s4=states47.stride(4), states47_s5=states47.stride(5), states47_s6=states47.stride(6), m52_ptr=m52, m52_s0=m52.stride(0), m52_s1=m52.stride(1), m52_s2=m52.stride(2), m52_s3=m52.stride(3), m52_s4=m52.stride(4), m58_ptr=m58, m58_s0=m58.stride(0), m58_s1=m58.stride(1), m58_s2=m58.stride(2), m58_s3=m58.stride(3), m58_s4=m58.stride(4), buf62_ptr=buf62, buf62_s0=buf62.stride(0), buf62_s1=buf62.stride(1), buf62_s2=buf62.stride(2), buf62_s3=buf62.stride(3), buf62_s4=buf62.stride(4), E_c1=32, E_c2=16, E_c3=32, E_n0=2, E_n1=32, E_n2=16, F_n0=_pow2(2), F_n1=_pow2(32), F_n2=_pow2(16), T_c1=T['c1'], T_c2=T['c2'], T_c3=T['c3'])
    states69 = torch.full([_cdiv(2, T['c4']), _cdiv(16, T['c2']), _pow2(2), T['c4'], _pow2(2), _pow2(32), _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(_cdiv(2, T['c4']) * _cdiv(16, T['c2']),)](m13_ptr=m13, m13_s0=m13.stride(0), m13_s1=m13.stride(1), m13_s2=m13.stride(2), m13_s3=m13.stride(3), m13_s4=m13.stride(4), m16_ptr=m16, m16_s0=m16.stride(0), m16_s1=m16.stride(1), m16_s2=m16.stride(2), m16_s3=m16.stride(3), m16_s4=m16.stride(4), states69_ptr=states69, states69_s0=states69.stride(0), states69_s1=states69.stride(1), states69_s2=states69.stride(2), states69_s3=states69.stride(3), states69_s4=states69.stride(4), states69_s5=states69.stride(5), states69_s6=states69.stride(6), E_c2=16, E_c4=2, E_n0=2, E_n1=32, F_n0=_pow2(2), F_n1=_pow2(32), T_c2=T['c2'], T_c4=T['c4'])
    states82 = torch.full([_cdiv(2, T['c4']), _cdiv(32, T['c3']), _cdiv(16, T['c2']), _pow2(2), T['c4'], _pow2(2), _pow2(32), T['c3']], float("nan"), dtype=torch.float32, device=device)
    kernel_5[(_cdiv(2, T['c4']) * _cdiv(32, T['c3']) * _cdiv(16, T['c2']),)](m13_ptr=m13, m13_s0=m13.stride(0), m13_s1=m13.stride(1), m13_s2=m13.stride(2), m13_s3=m13.stride(3), m13_s4=m13.stride(4), m16_ptr=m16, m16_s0=m16.stride(0), m16_s1=m16.stride(1), m16_s2=m16.stride(2), m16_s3=m16.stride(3), m16_s4=m16.stride(4), states82_ptr=states82, states82_s0=states82.stride(0), states82_s1=states82.stride(1), states82_s2=states82.stride(2), states82_s3=states82.stride(3), states82_s4=states82.stride(4), states82_s5=states82.stride(5), states82_s6=states82.stride(6), states82_s7=states82.stride(7), E_c2=16, E_c3=32, E_c4=2, E_n0=2, E_n1=32, F_n0=_pow2(2), F_n1=_pow2(32), T_c2=T['c2'], T_c3=T['c3'], T_c4=T['c4'])
    states89 = torch.full([_cdiv(2, T['c4']), _cdiv(32, T['c3']), _pow2(2), T['c4'], _pow2(2), _pow2(32), T['c3']], float("nan"), dtype=torch.float32, device=device)
    kernel_6[(_cdiv(2, T['c4']) * _cdiv(32, T['c3']),)](m33_ptr=m33, m33_s0=m33.stride(0), m33_s1=m33.stride(1), m33_s2=m33.stride(2), m33_s3=m33.stride(3), m33_s4=m33.stride(4), m6_ptr=m6, m6_s0=m6.stride(0), m6_s1=m6.stride(1), m6_s2=m6.stride(2), m6_s3=m6.stride(3), m6_s4=m6.stride(4), states82_ptr=states82, states82_s0=states82.stride(0), states82_s1=states82.stride(1), states82_s2=states82.stride(2), states82_s3=states82.stride(3), states82_s4=states82.stride(4), states82_s5=states82.stride(5), states82_s6=states82.stride(6), states82_s7=states82.stride(7), m25_ptr=m25, m25_s0=m25.stride(0), m25_s1=m25.stride(1), m25_s2=m25.stride(2), m25_s3=m25.stride(3), m25_s4=m25.stride(4), states89_ptr=states89, states89_s0=states89.stride(0), states89_s1=states89.stride(1), states89_s2=states89.stride(2), states89_s3=states89.stride(3), states89_s4=states89.stride(4), states89_s5=states89.stride(5), states89_s6=states89.stride(6), E_c2=16, E_c3=32, E_c4=2, E_n0=2, E_n1=32, F_n0=_pow2(2), F_n1=_pow2(32), T_c2=T['c2'], T_c3=T['c3'], T_c4=T['c4'])
    buf99 = torch.full([2, 2, 2, 32, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_7[(_cdiv(2, T['c4']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m1_s4=m1.stride(4), m6_ptr=m6, m6_s0=m6.stride(0), m6_s1=m6.stride(1), m6_s2=m6.stride(2), m6_s3=m6.stride(3), m6_s4=m6.stride(4), states69_ptr=states69, states69_s0=states69.stride(0), states69_s1=states69.stride(1), states69_s2=states69.stride(2), states69_s3=states69.stride(3), states69_s4=states69.stride(4), states69_s5=states69.stride(5), states69_s6=states69.stride(6), m25_ptr=m25, m25_s0=m25.stride(0), m25_s1=m25.stride(1), m25_s2=m25.stride(2), m25_s3=m25.stride(3), m25_s4=m25.stride(4), states89_ptr=states89, states89_s0=states89.stride(0), states89_s1=states89.stride(1), states89_s2=states89.stride(2), states89_s3=states89.stride(3), states89_s4=states89.stride(4), states89_s5=states89.stride(5), states89_s6=states89.stride(6), m52_ptr=m52, m52_s0=m52.stride(0), m52_s1=m52.stride(1), m52_s2=m52.stride(2), m52_s3=m52.stride(3), m52_s4=m52.stride(4), buf99_ptr=buf99, buf99_s0=buf99.stride(0), buf99_s1=buf99.stride(1), buf99_s2=buf99.stride(2), buf99_s3=buf99.stride(3), buf99_s4=buf99.stride(4), E_c2=16, E_c3=32, E_c4=2, E_n0=2, E_n1=32, F_n0=_pow2(2), F_n1=_pow2(32), T_c2=T['c2'], T_c3=T['c3'], T_c4=T['c4'])
    states107 = torch.full([_cdiv(32, T['c3']), _cdiv(16, T['c2']), _pow2(2), _pow2(2), _pow2(2), _pow2(32), T['c3']], float("nan"), dtype=torch.float32, device=device)
    kernel_8[(_cdiv(32, T['c3']) * _cdiv(16, T['c2']),)](m13_ptr=m13, m13_s0=m13.stride(0), m13_s1=m13.stride(1), m13_s2=m13.stride(2), m13_s3=m13.stride(3), m13_s4=m13.stride(4), m16_ptr=m16, m16_s0=m16.stride(0), m16_s1=m16.stride(1), m16_s2=m16.stride(2), m16_s3=m16.stride(3), m16_s4=m16.stride(4), states107_ptr=states107, states107_s0=states107.stride(0), states107_s1=states107.stride(1), states107_s2=states107.stride(2), states107_s3=states107.stride(3), states107_s4=states107.stride(4), states107_s5=states107.stride(5), states107_s6=states107.stride(6), E_c2=16, E_c3=32, E_n0=2, E_n1=32, F_n0=_pow2(2), F_n1=_pow2(32), T_c2=T['c2'], T_c3=T['c3'])
    states120 = torch.full([_cdiv(32, T['c3']), _pow2(2), _pow2(2), _pow2(2), _pow2(32), 1], float("nan"), dtype=torch.float32, device=device)
    states121 = torch.full([_cdiv(32, T['c3']), _pow2(2), _pow2(2), _pow2(2), _pow2(32), 1], float("nan"), dtype=torch.float32, device=device)
    kernel_9[(_cdiv(32, T['c3']),)](m33_ptr=m33, m33_s0=m33.stride(0), m33_s1=m33.stride(1), m33_s2=m33.stride(2), m33_s3=m33.stride(3), m33_s4=m33.stride(4), m6_ptr=m6, m6_s0=m6.stride(0), m6_s1=m6.stride(1), m6_s2=m6.stride(2), m6_s3=m6.stride(3), m6_s4=m6.stride(4), states107_ptr=states107, states107_s0=states107.stride(0), states107_s1=states107.stride(1), states107_s2=states107.stride(2), states107_s3=states107.stride(3), states107_s4=states107.stride(4), states107_s5=states107.stride(5), states107_s6=states107.stride(6), m25_ptr=m25, m25_s0=m25.stride(0), m25_s1=m25.stride(1), m25_s2=m25.stride(2), m25_s3=m25.stride(3), m25_s4=m25.stride(4), states120_ptr=states120, states120_s0=states120.stride(0), states120_s1=states120.stride(1), states120_s2=states120.stride(2), states120_s3=states120.stride(3), states120_s4=states120.stride(4), states120_s5=states120.stride(5), states121_ptr=states121, states121_s0=states121.stride(0), states121_s1=states121.stride(1), states121_s2=states121.stride(2), states121_s3=states121.stride(3), states121_s4=states121.stride(4), states121_s5=states121.stride(5), E_c2=16, E_c3=32, E_n0=2, E_n1=32, F_n0=_pow2(2), F_n1=_pow2(32), T_c2=T['c2'], T_c3=T['c3'])
    buf135 = torch.full([2, 4, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_10[(_cdiv(16, T['c0']),)](buf62_ptr=buf62, buf62_s0=buf62.stride(0), buf62_s1=buf62.stride(1), buf62_s2=buf62.stride(2), buf62_s3=buf62.stride(3), buf62_s4=buf62.stride(4), buf99_ptr=buf99, buf99_s0=buf99.stride(0), buf99_s1=buf99.stride(1), buf99_s2=buf99.stride(2), buf99_s3=buf99.stride(3), buf99_s4=buf99.stride(4), m52_ptr=m52, m52_s0=m52.stride(0), m52_s1=m52.stride(1), m52_s2=m52.stride(2), m52_s3=m52.stride(3), m52_s4=m52.stride(4), states120_ptr=states120, states120_s0=states120.stride(0), states120_s1=states120.stride(1), states120_s2=states120.stride(2), states120_s3=states120.stride(3), states120_s4=states120.stride(4), states120_s5=states120.stride(5), states121_ptr=states121, states121_s0=states121.stride(0), states121_s1=states121.stride(1), states121_s2=states121.stride(2), states121_s3=states121.stride(3), states121_s4=states121.stride(4), states121_s5=states121.stride(5), buf135_ptr=buf135, buf135_s0=buf135.stride(0), buf135_s1=buf135.stride(1), buf135_s2=buf135.stride(2), buf135_s3=buf135.stride(3), E_c0=16, E_c3=32, E_n0=2, E_n1=32, E_n3=4, F_n0=_pow2(2), F_n1=_pow2(32), F_n3=_pow2(4), T_c0=T['c0'], T_c3=T['c3'])
    return buf135


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
