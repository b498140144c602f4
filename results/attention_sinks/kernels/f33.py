"""attention_sinks [small], candidate 33: 5 kernel(s)

Rendered by EqiForge from candidate 33 of attention_sinks [small]: store(k.3[16]) ; store(k.2[32]) loop(k.3[16]: sum, stored) ; store(k.2[32]) loop(k.3[16]: sum, stored) ; store(k.3[16]) ; grid(v.3@3) loop(k.2[32]: rescale, stored) loop(k.2[32]: rescale, stored) loop(k.3[16]: sum, stored)
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid v.3@3[16]
    c1: loop k.2[32]
    c2: loop k.3[16]

Run it on its own: `python kernels/f33.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/attention_sinks.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 8, "c1": 16, "c2": 8}


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
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    t15 = tl.load(m13_ptr + offs_n1[:, None, None, None, None] * m13_s0 + offs_n1[None, :, None, None, None] * m13_s1 + offs_n1[None, None, :, None, None] * m13_s2 + offs_n0[None, None, None, :, None] * m13_s3 + offs_c2[None, None, None, None, :] * m13_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None] & (offs_c2 < E_c2)[None, None, None, None, :], other=0).to(tl.float32)
    t19 = tl.load(m16_ptr + offs_n1[:, None, None, None, None] * m16_s0 + offs_n1[None, :, None, None, None] * m16_s1 + offs_c2[None, None, None, :, None] * m16_s3 + offs_c1[None, None, None, None, :] * m16_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_c2 < E_c2)[None, None, None, :, None] & (offs_c1 < E_c1)[None, None, None, None, :], other=0).to(tl.float32)
    t20 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, None, :], t15, 0.0), 5) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :, None], t19, 0.0), 3), axis=4)
    tl.store(states21_ptr + i_c1 * states21_s0 + i_c2 * states21_s1 + tl.arange(0, F_n1)[:, None, None, None, None] * states21_s2 + tl.arange(0, F_n1)[None, :, None, None, None] * states21_s3 + tl.arange(0, F_n1)[None, None, :, None, None] * states21_s4 + tl.arange(0, F_n0)[None, None, None, :, None] * states21_s5 + tl.arange(0, T_c1)[None, None, None, None, :] * states21_s6 + tl.zeros([F_n1, F_n1, F_n1, F_n0, T_c1], tl.int32), t20)


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m1_s4, m6_ptr, m6_s0, m6_s1, m6_s2, m6_s3, m6_s4, states21_ptr, states21_s0, states21_s1, states21_s2, states21_s3, states21_s4, states21_s5, states21_s6, m25_ptr, m25_s0, m25_s1, m25_s2, m25_s3, m25_s4, m37_ptr, m37_s0, m37_s1, m37_s2, m37_s3, m37_s4, states41_ptr, states41_s0, states41_s1, states41_s2, states41_s3, states41_s4, states41_s5, states41_s6, states42_ptr, states42_s0, states42_s1, states42_s2, states42_s3, states42_s4, states42_s5, states42_s6, E_c0, E_c1, E_c2, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # stores states41, states42: Collect over loop k.2[32]
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
    t5 = tl.load(m1_ptr + offs_c1[None, None, None, None, :] * m1_s4, mask=(offs_c1 < E_c1)[None, None, None, None, :], other=0)
    t12 = tl.load(m6_ptr + offs_n0[None, None, None, :, None] * m6_s3 + offs_c1[None, None, None, None, :] * m6_s4, mask=(offs_n0 < E_n0)[None, None, None, :, None] & (offs_c1 < E_c1)[None, None, None, None, :], other=0)
    acc23 = tl.full([F_n1, F_n1, F_n1, F_n0, T_c1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t22 = tl.load(states21_ptr + i_c1 * states21_s0 + i_c2 * states21_s1 + tl.arange(0, F_n1)[:, None, None, None, None] * states21_s2 + tl.arange(0, F_n1)[None, :, None, None, None] * states21_s3 + tl.arange(0, F_n1)[None, None, :, None, None] * states21_s4 + tl.arange(0, F_n0)[None, None, None, :, None] * states21_s5 + tl.arange(0, T_c1)[None, None, None, None, :] * states21_s6 + tl.zeros([F_n1, F_n1, F_n1, F_n0, T_c1], tl.int32))
        acc23 = acc23 + t22
    t24 = tl.where(t12, -float("inf"), acc23)
    t29 = tl.load(m25_ptr + offs_n0[None, None, None, :, None] * m25_s3 + offs_c1[None, None, None, None, :] * m25_s4, mask=(offs_n0 < E_n0)[None, None, None, :, None] & (offs_c1 < E_c1)[None, None, None, None, :], other=0)
    t30 = tl.where(t29, -float("inf"), t24)
    t31 = tl.where(t5, t24, t30)
    t32 = tl.max(tl.where((offs_c1 < E_c1)[None, None, None, None, :], t31, -float('inf')), axis=4, keep_dims=True)
    t33 = (t32) * (0.25)
    t34 = (t31) * (0.25)
    t35 = t34 - (t33)
    t36 = tl.exp(t35)
    t39 = tl.load(m37_ptr + offs_n1[:, None, None, None, None] * m37_s0 + offs_n1[None, :, None, None, None] * m37_s1 + offs_c1[None, None, None, :, None] * m37_s3 + offs_c0[None, None, None, None, :] * m37_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_c1 < E_c1)[None, None, None, :, None] & (offs_c0 < E_c0)[None, None, None, None, :], other=0).to(tl.float32)
    t40 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, None, :], t36, 0.0), 5) * tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, :, None], t39, 0.0), 3), axis=4)
    tl.store(states41_ptr + i_c0 * states41_s0 + i_c1 * states41_s1 + tl.arange(0, F_n1)[:, None, None, None, None] * states41_s2 + tl.arange(0, F_n1)[None, :, None, None, None] * states41_s3 + tl.arange(0, F_n1)[None, None, :, None, None] * states41_s4 + tl.arange(0, F_n0)[None, None, None, :, None] * states41_s5 + tl.zeros([F_n1, F_n1, F_n1, F_n0, 1], tl.int32), t33)
    tl.store(states42_ptr + i_c0 * states42_s0 + i_c1 * states42_s1 + tl.arange(0, F_n1)[:, None, None, None, None] * states42_s2 + tl.arange(0, F_n1)[None, :, None, None, None] * states42_s3 + tl.arange(0, F_n1)[None, None, :, None, None] * states42_s4 + tl.arange(0, F_n0)[None, None, None, :, None] * states42_s5 + tl.arange(0, T_c0)[None, None, None, None, :] * states42_s6 + tl.zeros([F_n1, F_n1, F_n1, F_n0, T_c0], tl.int32), t40)


@triton.jit
def kernel_2(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m1_s4, m6_ptr, m6_s0, m6_s1, m6_s2, m6_s3, m6_s4, states21_ptr, states21_s0, states21_s1, states21_s2, states21_s3, states21_s4, states21_s5, states21_s6, m25_ptr, m25_s0, m25_s1, m25_s2, m25_s3, m25_s4, states64_ptr, states64_s0, states64_s1, states64_s2, states64_s3, states64_s4, states64_s5, states65_ptr, states65_s0, states65_s1, states65_s2, states65_s3, states65_s4, states65_s5, E_c1, E_c2, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # stores states64, states65: Collect over loop k.2[32]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t50 = tl.load(m1_ptr + offs_c1[None, None, None, None, :] * m1_s4, mask=(offs_c1 < E_c1)[None, None, None, None, :], other=0)
    t51 = tl.load(m6_ptr + offs_n0[None, None, None, :, None] * m6_s3 + offs_c1[None, None, None, None, :] * m6_s4, mask=(offs_n0 < E_n0)[None, None, None, :, None] & (offs_c1 < E_c1)[None, None, None, None, :], other=0)
    acc53 = tl.full([F_n1, F_n1, F_n1, F_n0, T_c1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t52 = tl.load(states21_ptr + i_c1 * states21_s0 + i_c2 * states21_s1 + tl.arange(0, F_n1)[:, None, None, None, None] * states21_s2 + tl.arange(0, F_n1)[None, :, None, None, None] * states21_s3 + tl.arange(0, F_n1)[None, None, :, None, None] * states21_s4 + tl.arange(0, F_n0)[None, None, None, :, None] * states21_s5 + tl.arange(0, T_c1)[None, None, None, None, :] * states21_s6 + tl.zeros([F_n1, F_n1, F_n1, F_n0, T_c1], tl.int32))
        acc53 = acc53 + t52
    t54 = tl.where(t51, -float("inf"), acc53)
    t55 = tl.load(m25_ptr + offs_n0[None, None, None, :, None] * m25_s3 + offs_c1[None, None, None, None, :] * m25_s4, mask=(offs_n0 < E_n0)[None, None, None, :, None] & (offs_c1 < E_c1)[None, None, None, None, :], other=0)
    t56 = tl.where(t55, -float("inf"), t54)
    t57 = tl.where(t50, t54, t56)
    t58 = tl.max(tl.where((offs_c1 < E_c1)[None, None, None, None, :], t57, -float('inf')), axis=4, keep_dims=True)
    t59 = (t58) * (0.25)
    t60 = (t57) * (0.25)
    t61 = t60 - (t59)
    t62 = tl.exp(t61)
    t63 = tl.sum(tl.where((offs_c1 < E_c1)[None, None, None, None, :], t62, 0.0), axis=4, keep_dims=True)
    tl.store(states64_ptr + i_c1 * states64_s0 + tl.arange(0, F_n1)[:, None, None, None, None] * states64_s1 + tl.arange(0, F_n1)[None, :, None, None, None] * states64_s2 + tl.arange(0, F_n1)[None, None, :, None, None] * states64_s3 + tl.arange(0, F_n0)[None, None, None, :, None] * states64_s4 + tl.zeros([F_n1, F_n1, F_n1, F_n0, 1], tl.int32), t59)
    tl.store(states65_ptr + i_c1 * states65_s0 + tl.arange(0, F_n1)[:, None, None, None, None] * states65_s1 + tl.arange(0, F_n1)[None, :, None, None, None] * states65_s2 + tl.arange(0, F_n1)[None, None, :, None, None] * states65_s3 + tl.arange(0, F_n0)[None, None, None, :, None] * states65_s4 + tl.zeros([F_n1, F_n1, F_n1, F_n0, 1], tl.int32), t63)


@triton.jit
def kernel_3(m13_ptr, m13_s0, m13_s1, m13_s2, m13_s3, m13_s4, m16_ptr, m16_s0, m16_s1, m16_s2, m16_s3, m16_s4, states87_ptr, states87_s0, states87_s1, states87_s2, states87_s3, states87_s4, states87_s5, E_c2, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c2: tl.constexpr):
    # stores states87: Collect over loop k.3[16]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    t84 = tl.load(m13_ptr + offs_n1[:, None, None, None, None] * m13_s0 + offs_n1[None, :, None, None, None] * m13_s1 + offs_n1[None, None, :, None, None] * m13_s2 + offs_n0[None, None, None, :, None] * m13_s3 + offs_c2[None, None, None, None, :] * m13_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None] & (offs_c2 < E_c2)[None, None, None, None, :], other=0).to(tl.float32)
    t85 = tl.load(m16_ptr + offs_n1[:, None, None, None, None] * m16_s0 + offs_n1[None, :, None, None, None] * m16_s1 + offs_c2[None, None, None, :, None] * m16_s3 + offs_n0[None, None, None, None, :] * m16_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_c2 < E_c2)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0).to(tl.float32)
    t86 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, None, :], t84, 0.0), 5) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :, None], t85, 0.0), 3), axis=4)
    tl.store(states87_ptr + i_c2 * states87_s0 + tl.arange(0, F_n1)[:, None, None, None, None] * states87_s1 + tl.arange(0, F_n1)[None, :, None, None, None] * states87_s2 + tl.arange(0, F_n1)[None, None, :, None, None] * states87_s3 + tl.arange(0, F_n0)[None, None, None, :, None] * states87_s4 + tl.arange(0, F_n0)[None, None, None, None, :] * states87_s5 + tl.zeros([F_n1, F_n1, F_n1, F_n0, F_n0], tl.int32), t86)


@triton.jit
def kernel_4(states41_ptr, states41_s0, states41_s1, states41_s2, states41_s3, states41_s4, states41_s5, states41_s6, states42_ptr, states42_s0, states42_s1, states42_s2, states42_s3, states42_s4, states42_s5, states42_s6, states64_ptr, states64_s0, states64_s1, states64_s2, states64_s3, states64_s4, states64_s5, states65_ptr, states65_s0, states65_s1, states65_s2, states65_s3, states65_s4, states65_s5, m73_ptr, m73_s0, m73_s1, m73_s2, m73_s3, m73_s4, m80_ptr, m80_s0, m80_s1, m80_s2, m80_s3, m80_s4, m6_ptr, m6_s0, m6_s1, m6_s2, m6_s3, m6_s4, states87_ptr, states87_s0, states87_s1, states87_s2, states87_s3, states87_s4, states87_s5, m25_ptr, m25_s0, m25_s1, m25_s2, m25_s3, m25_s4, buf103_ptr, buf103_s0, buf103_s1, buf103_s2, buf103_s3, E_c0, E_c1, E_c2, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf103: Combine over grid v.3@3[16]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n2 = tl.arange(0, F_n2)
    acc45 = tl.full([F_n1, F_n1, F_n1, F_n0, 1], -float('inf'), tl.float32)
    acc46 = tl.full([F_n1, F_n1, F_n1, F_n0, T_c0], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t43 = tl.load(states41_ptr + i_c0 * states41_s0 + i_c1 * states41_s1 + tl.arange(0, F_n1)[:, None, None, None, None] * states41_s2 + tl.arange(0, F_n1)[None, :, None, None, None] * states41_s3 + tl.arange(0, F_n1)[None, None, :, None, None] * states41_s4 + tl.arange(0, F_n0)[None, None, None, :, None] * states41_s5 + tl.zeros([F_n1, F_n1, F_n1, F_n0, 1], tl.int32))
        t44 = tl.load(states42_ptr + i_c0 * states42_s0 + i_c1 * states42_s1 + tl.arange(0, F_n1)[:, None, None, None, None] * states42_s2 + tl.arange(0, F_n1)[None, :, None, None, None] * states42_s3 + tl.arange(0, F_n1)[None, None, :, None, None] * states42_s4 + tl.arange(0, F_n0)[None, None, None, :, None] * states42_s5 + tl.arange(0, T_c0)[None, None, None, None, :] * states42_s6 + tl.zeros([F_n1, F_n1, F_n1, F_n0, T_c0], tl.int32))
        m47 = tl.maximum(acc45, t43)
        r48 = tl.where(acc45 == -float("inf"), 0.0, tl.exp(acc45 - m47))
        r49 = tl.where(t43 == -float("inf"), 0.0, tl.exp(t43 - m47))
        acc46 = tl.where(acc45 == -float("inf"), 0.0, acc46 * r48) + tl.where(t43 == -float("inf"), 0.0, t44 * r49)
        acc45 = m47
    acc68 = tl.full([F_n1, F_n1, F_n1, F_n0, 1], -float('inf'), tl.float32)
    acc69 = tl.full([F_n1, F_n1, F_n1, F_n0, 1], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t66 = tl.load(states64_ptr + i_c1 * states64_s0 + tl.arange(0, F_n1)[:, None, None, None, None] * states64_s1 + tl.arange(0, F_n1)[None, :, None, None, None] * states64_s2 + tl.arange(0, F_n1)[None, None, :, None, None] * states64_s3 + tl.arange(0, F_n0)[None, None, None, :, None] * states64_s4 + tl.zeros([F_n1, F_n1, F_n1, F_n0, 1], tl.int32))
        t67 = tl.load(states65_ptr + i_c1 * states65_s0 + tl.arange(0, F_n1)[:, None, None, None, None] * states65_s1 + tl.arange(0, F_n1)[None, :, None, None, None] * states65_s2 + tl.arange(0, F_n1)[None, None, :, None, None] * states65_s3 + tl.arange(0, F_n0)[None, None, None, :, None] * states65_s4 + tl.zeros([F_n1, F_n1, F_n1, F_n0, 1], tl.int32))
        m70 = tl.maximum(acc68, t66)
        r71 = tl.where(acc68 == -float("inf"), 0.0, tl.exp(acc68 - m70))
        r72 = tl.where(t66 == -float("inf"), 0.0, tl.exp(t66 - m70))
        acc69 = tl.where(acc68 == -float("inf"), 0.0, acc69 * r71) + tl.where(t66 == -float("inf"), 0.0, t67 * r72)
        acc68 = m70
    t75 = tl.load(m73_ptr + offs_n1[None, :, None, None, None] * m73_s1 + offs_n1[None, None, :, None, None] * m73_s2, mask=(offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None], other=0).to(tl.float32)
    t76 = tl.maximum(acc68, t75)
    t77 = acc68 - (t76)
    t78 = tl.exp(t77)
    t79 = (acc46) * (t78)
    t82 = tl.load(m80_ptr + offs_n0[None, None, None, None, :] * m80_s4, mask=(offs_n0 < E_n0)[None, None, None, None, :], other=0)
    t83 = tl.load(m6_ptr + offs_n0[None, None, None, :, None] * m6_s3 + offs_n0[None, None, None, None, :] * m6_s4, mask=(offs_n0 < E_n0)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0)
    acc89 = tl.full([F_n1, F_n1, F_n1, F_n0, F_n0], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t88 = tl.load(states87_ptr + i_c2 * states87_s0 + tl.arange(0, F_n1)[:, None, None, None, None] * states87_s1 + tl.arange(0, F_n1)[None, :, None, None, None] * states87_s2 + tl.arange(0, F_n1)[None, None, :, None, None] * states87_s3 + tl.arange(0, F_n0)[None, None, None, :, None] * states87_s4 + tl.arange(0, F_n0)[None, None, None, None, :] * states87_s5 + tl.zeros([F_n1, F_n1, F_n1, F_n0, F_n0], tl.int32))
        acc89 = acc89 + t88
    t90 = tl.where(t83, -float("inf"), acc89)
    t91 = tl.load(m25_ptr + offs_n0[None, None, None, :, None] * m25_s3 + offs_n0[None, None, None, None, :] * m25_s4, mask=(offs_n0 < E_n0)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0)
    t92 = tl.where(t91, -float("inf"), t90)
    t93 = tl.where(t82, t90, t92)
    t94 = (t93) * (0.25)
    t95 = t94 - (t76)
    t96 = tl.exp(t95)
    t97 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, None, None, :], t96, 0.0), axis=4, keep_dims=True)
    t98 = t75 - (t76)
    t99 = tl.exp(t98)
    t100 = t97 + t99
    t101 = (t79) / (t100)
    t102 = tl.reshape(t101, [F_n1, F_n2, F_n0, T_c0])
    tl.store(buf103_ptr + offs_n1[:, None, None, None] * buf103_s0 + offs_n2[None, :, None, None] * buf103_s1 + offs_n0[None, None, :, None] * buf103_s2 + offs_c0[None, None, None, :] * buf103_s3, t102, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_c0 < E_c0)[None, None, None, :])


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
    states21 = torch.full([_cdiv(32, T['c1']), _cdiv(16, T['c2']), _pow2(2), _pow2(2), _pow2(2), _pow2(32), T['c1']], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(32, T['c1']) * _cdiv(16, T['c2']),)](m13_ptr=m13, m13_s0=m13.stride(0), m13_s1=m13.stride(1), m13_s2=m13.stride(2), m13_s3=m13.stride(3), m13_s4=m13.stride(4), m16_ptr=m16, m16_s0=m16.stride(0), m16_s1=m16.stride(1), m16_s2=m16.stride(2), m16_s3=m16.stride(3), m16_s4=m16.stride(4), states21_ptr=states21, states21_s0=states21.stride(0), states21_s1=states21.stride(1), states21_s2=states21.stride(2), states21_s3=states21.stride(3), states21_s4=states21.stride(4), states21_s5=states21.stride(5), states21_s6=states21.stride(6), E_c1=32, E_c2=16, E_n0=32, E_n1=2, F_n0=_pow2(32), F_n1=_pow2(2), T_c1=T['c1'], T_c2=T['c2'])
    m27 = _BINARY["Sub"](m9, m8)
    m28 = torch.tensor(8.0, dtype=torch.float32, device=device)
    m26 = _BINARY["Ge"](m27, m28)
    m25 = m26.reshape([1, 1, 1, 32, 32])
    m38 = inputs['v']
    m37 = m38.reshape([2, 2, 1, 32, 16])
    states41 = torch.full([_cdiv(16, T['c0']), _cdiv(32, T['c1']), _pow2(2), _pow2(2), _pow2(2), _pow2(32), 1], float("nan"), dtype=torch.float32, device=device)
    states42 = torch.full([_cdiv(16, T['c0']), _cdiv(32, T['c1']), _pow2(2), _pow2(2), _pow2(2), _pow2(32), T['c0']], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(16, T['c0']) * _cdiv(32, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m1_s4=m1.stride(4), m6_ptr=m6, m6_s0=m6.stride(0), m6_s1=m6.stride(1), m6_s2=m6.stride(2), m6_s3=m6.stride(3), m6_s4=m6.stride(4), states21_ptr=states21, states21_s0=states21.stride(0), states21_s1=states21.stride(1), states21_s2=states21.stride(2), states21_s3=states21.stride(3), states21_s4=states21.stride(4), states21_s5=states21.stride(5), states21_s6=states21.stride(6), m25_ptr=m25, m25_s0=m25.stride(0), m25_s1=m25.stride(1), m25_s2=m25.stride(2), m25_s3=m25.stride(3), m25_s4=m25.stride(4), m37_ptr=m37, m37_s0=m37.stride(0), m37_s1=m37.stride(1), m37_s2=m37.stride(2), m37_s3=m37.stride(3), m37_s4=m37.stride(4), states41_ptr=states41, states41_s0=states41.stride(0), states41_s1=states41.stride(1), states41_s2=states41.stride(2), states41_s3=states41.stride(3), states41_s4=states41.stride(4), states41_s5=states41.stride(5), states41_s6=states41.stride(6), states42_ptr=states42, states42_s0=states42.stride(0), states42_s1=states42.stride(1), states42_s2=states42.stride(2), states42_s3=states42.stride(3), states42_s4=states42.stride(4), states42_s5=states42.stride(5), states42_s6=states42.stride(6), E_c0=16, E_c1=32, E_c2=16, E_n0=32, E_n1=2, F_n0=_pow2(32), F_n1=_pow2(2), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    states64 = torch.full([_cdiv(32, T['c1']), _pow2(2), _pow2(2), _pow2(2), _pow2(32), 1], float("nan"), dtype=torch.float32, device=device)
    states65 = torch.full([_cdiv(32, T['c1']), _pow2(2), _pow2(2), _pow2(2), _pow2(32), 1], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(32, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m1_s4=m1.stride(4), m6_ptr=m6, m6_s0=m6.stride(0), m6_s1=m6.stride(1), m6_s2=m6.stride(2), m6_s3=m6.stride(3), m6_s4=m6.stride(4), states21_ptr=states21, states21_s0=states21.stride(0), states21_s1=states21.stride(1), states21_s2=states21.stride(2), states21_s3=states21.stride(3), states21_s4=states21.stride(4), states21_s5=states21.stride(5), states21_s6=states21.stride(6), m25_ptr=m25, m25_s0=m25.stride(0), m25_s1=m25.stride(1), m25_s2=m25.stride(2), m25_s3=m25.stride(3), m25_s4=m25.stride(4), states64_ptr=states64, states64_s0=states64.stride(0), states64_s1=states64.stride(1), states64_s2=states64.stride(2), states64_s3=states64.stride(3), states64_s4=states64.stride(4), states64_s5=states64.stride(5), states65_ptr=states65, states65_s0=states65.stride(0), states65_s1=states65.stride(1), states65_s2=states65.stride(2), states65_s3=states65.stride(3), states65_s4=states65.stride(4), states65_s5=states65.stride(5), E_c1=32, E_c2=16, E_n0=32, E_n1=2, F_n0=_pow2(32), F_n1=_pow2(2), T_c1=T['c1'], T_c2=T['c2'])
    m74 = inputs['sinks']
    m73 = m74.reshape([1, 2, 2, 1, 1])
    m81 = m3.reshape([1, 1, 1, 1, 32])
    m80 = _BINARY["Lt"](m81, m4)
    states87 = torch.full([_cdiv(16, T['c2']), _pow2(2), _pow2(2), _pow2(2), _pow2(32), _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(16, T['c2']),)](m13_ptr=m13, m13_s0=m13.stride(0), m13_s1=m13.stride(1), m13_s2=m13.stride(2), m13_s3=m13.stride(3), m13_s4=m13.stride(4), m16_ptr=m16, m16_s0=m16.stride(0), m16_s1=m16.stride(1), m16_s2=m16.stride(2), m16_s3=m16.stride(3), m16_s4=m16.stride(4), states87_ptr=states87, states87_s0=states87.stride(0), states87_s1=states87.stride(1), states87_s2=states87.stride(2), states87_s3=states87.stride(3), states87_s4=states87.stride(4), states87_s5=states87.stride(5), E_c2=16, E_n0=32, E_n1=2, F_n0=_pow2(32), F_n1=_pow2(2), T_c2=T['c2'])
    buf103 = torch.full([2, 4, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(_cdiv(16, T['c0']),)](states41_ptr=states41, states41_s0=states41.stride(0), states41_s1=states41.stride(1), states41_s2=states41.stride(2), states41_s3=states41.stride(3), states41_s4=states41.stride(4), states41_s5=states41.stride(5), states41_s6=states41.stride(6), states42_ptr=states42, states42_s0=states42.stride(0), states42_s1=states42.stride(1), states42_s2=states42.stride(2), states42_s3=states42.stride(3), states42_s4=states42.stride(4), states42_s5=states42.stride(5), states42_s6=states42.stride(6), states64_ptr=states64, states64_s0=states64.stride(0), states64_s1=states64.stride(1), states64_s2=states64.stride(2), states64_s3=states64.stride(3), states64_s4=states64.stride(4), states64_s5=states64.stride(5), states65_ptr=states65, states65_s0=states65.stride(0), states65_s1=states65.stride(1), states65_s2=states65.stride(2), states65_s3=states65.stride(3), states65_s4=states65.stride(4), states65_s5=states65.stride(5), m73_ptr=m73, m73_s0=m73.stride(0), m73_s1=m73.stride(1), m73_s2=m73.stride(2), m73_s3=m73.stride(3), m73_s4=m73.stride(4), m80_ptr=m80, m80_s0=m80.stride(0), m80_s1=m80.stride(1), m80_s2=m80.stride(2), m80_s3=m80.stride(3), m80_s4=m80.stride(4), m6_ptr=m6, m6_s0=m6.stride(0), m6_s1=m6.stride(1), m6_s2=m6.stride(2), m6_s3=m6.stride(3), m6_s4=m6.stride(4), states87_ptr=states87, states87_s0=states87.stride(0), states87_s1=states87.stride(1), states87_s2=states87.stride(2), states87_s3=states87.stride(3), states87_s4=states87.stride(4), states87_s5=states87.stride(5), m25_ptr=m25, m25_s0=m25.stride(0), m25_s1=m25.stride(1), m25_s2=m25.stride(2), m25_s3=m25.stride(3), m25_s4=m25.stride(4), buf103_ptr=buf103, buf103_s0=buf103.stride(0), buf103_s1=buf103.stride(1), buf103_s2=buf103.stride(2), buf103_s3=buf103.stride(3), E_c0=16, E_c1=32, E_c2=16, E_n0=32, E_n1=2, E_n2=4, F_n0=_pow2(32), F_n1=_pow2(2), F_n2=_pow2(4), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    return buf103


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
