"""attention_sinks [small], candidate 24: 6 kernel(s)

Rendered by EqiForge from candidate 24 of attention_sinks [small]: grid(k.2@3) loop(k.3[16]: pair(sum, sum)) [1 mm] ; grid(k.2@3) ; grid(k.1@1) ; store(k.2[32]) ; grid() loop(k.2[32]: sum, stored) ; grid(k.2@2) [1 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid k.2@2[32]
    c1: grid k.2@3[32]
    c2: loop k.3[16]
    c3: grid k.1@1[2]
    c4: loop k.2[32]

Run it on its own: `python kernels/f24.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/attention_sinks.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 16, "c1": 16, "c2": 8, "c3": 1, "c4": 16}


@triton.jit
def kernel_0(m13_ptr, m13_s0, m13_s1, m13_s2, m13_s3, m13_s4, m16_ptr, m16_s0, m16_s1, m16_s2, m16_s3, m16_s4, buf24_ptr, buf24_s0, buf24_s1, buf24_s2, buf24_s3, buf24_s4, E_c1, E_c2, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf24: Combine over grid k.2@3[32]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    acc22 = tl.full([F_n1, F_n1, F_n1, T_c1, F_n0], 0.0, tl.float32)
    acc23 = tl.full([F_n1, F_n1, F_n1, T_c1, F_n0], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t15 = tl.load(m13_ptr + offs_n1[:, None, None, None, None] * m13_s0 + offs_n1[None, :, None, None, None] * m13_s1 + offs_n1[None, None, :, None, None] * m13_s2 + offs_c1[None, None, None, :, None] * m13_s3 + offs_c2[None, None, None, None, :] * m13_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_c1 < E_c1)[None, None, None, :, None] & (offs_c2 < E_c2)[None, None, None, None, :], other=0).to(tl.float32)
        t19 = tl.load(m16_ptr + offs_n1[:, None, None, None, None] * m16_s0 + offs_n1[None, :, None, None, None] * m16_s1 + offs_c2[None, None, None, :, None] * m16_s3 + offs_n0[None, None, None, None, :] * m16_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_c2 < E_c2)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0).to(tl.float32)
        t20 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, None, :], t15, 0.0), 5) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :, None], t19, 0.0), 3), axis=4)
        t21 = (t20) * (0.25)
        acc22 = acc22 + t20
        acc23 = acc23 + t21
    tl.store(buf24_ptr + offs_n1[:, None, None, None, None] * buf24_s0 + offs_n1[None, :, None, None, None] * buf24_s1 + offs_n1[None, None, :, None, None] * buf24_s2 + offs_c1[None, None, None, :, None] * buf24_s3 + offs_n0[None, None, None, None, :] * buf24_s4, acc22, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_c1 < E_c1)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :])


@triton.jit
def kernel_1(buf24_ptr, buf24_s0, buf24_s1, buf24_s2, buf24_s3, buf24_s4, buf27_ptr, buf27_s0, buf27_s1, buf27_s2, buf27_s3, buf27_s4, E_c1, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c1: tl.constexpr):
    # writes buf27: Combine over grid k.2@3[32]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    t25 = tl.load(buf24_ptr + offs_n1[:, None, None, None, None] * buf24_s0 + offs_n1[None, :, None, None, None] * buf24_s1 + offs_n1[None, None, :, None, None] * buf24_s2 + offs_c1[None, None, None, :, None] * buf24_s3 + offs_n0[None, None, None, None, :] * buf24_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_c1 < E_c1)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0).to(tl.float32)
    t26 = (t25) * (0.25)
    tl.store(buf27_ptr + offs_n1[:, None, None, None, None] * buf27_s0 + offs_n1[None, :, None, None, None] * buf27_s1 + offs_n1[None, None, :, None, None] * buf27_s2 + offs_c1[None, None, None, :, None] * buf27_s3 + offs_n0[None, None, None, None, :] * buf27_s4, t26, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_c1 < E_c1)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :])


@triton.jit
def kernel_2(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m1_s4, m6_ptr, m6_s0, m6_s1, m6_s2, m6_s3, m6_s4, buf27_ptr, buf27_s0, buf27_s1, buf27_s2, buf27_s3, buf27_s4, m30_ptr, m30_s0, m30_s1, m30_s2, m30_s3, m30_s4, buf45_ptr, buf45_s0, buf45_s1, buf45_s2, buf45_s3, buf45_s4, E_c3, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c3: tl.constexpr):
    # writes buf45: Combine over grid k.1@1[2]
    pid = tl.program_id(0)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t37 = tl.load(m1_ptr + offs_n0[None, None, None, None, :] * m1_s4, mask=(offs_n0 < E_n0)[None, None, None, None, :], other=0)
    t38 = tl.load(m6_ptr + offs_n0[None, None, None, :, None] * m6_s3 + offs_n0[None, None, None, None, :] * m6_s4, mask=(offs_n0 < E_n0)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0)
    t39 = tl.load(buf27_ptr + offs_n1[:, None, None, None, None] * buf27_s0 + offs_c3[None, :, None, None, None] * buf27_s1 + offs_n1[None, None, :, None, None] * buf27_s2 + offs_n0[None, None, None, :, None] * buf27_s3 + offs_n0[None, None, None, None, :] * buf27_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_c3 < E_c3)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0).to(tl.float32)
    t40 = tl.where(t38, -float("inf"), t39)
    t41 = tl.load(m30_ptr + offs_n0[None, None, None, :, None] * m30_s3 + offs_n0[None, None, None, None, :] * m30_s4, mask=(offs_n0 < E_n0)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0)
    t42 = tl.where(t41, -float("inf"), t40)
    t43 = tl.where(t37, t40, t42)
    t44 = tl.max(tl.where((offs_n0 < E_n0)[None, None, None, None, :], t43, -float('inf')), axis=4, keep_dims=True)
    tl.store(buf45_ptr + offs_n1[:, None, None, None, None] * buf45_s0 + offs_c3[None, :, None, None, None] * buf45_s1 + offs_n1[None, None, :, None, None] * buf45_s2 + offs_n0[None, None, None, :, None] * buf45_s3, t44, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_c3 < E_c3)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None])


@triton.jit
def kernel_3(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m1_s4, m6_ptr, m6_s0, m6_s1, m6_s2, m6_s3, m6_s4, buf27_ptr, buf27_s0, buf27_s1, buf27_s2, buf27_s3, buf27_s4, m30_ptr, m30_s0, m30_s1, m30_s2, m30_s3, m30_s4, buf45_ptr, buf45_s0, buf45_s1, buf45_s2, buf45_s3, buf45_s4, m47_ptr, m47_s0, m47_s1, m47_s2, m47_s3, m47_s4, states72_ptr, states72_s0, states72_s1, states72_s2, states72_s3, states72_s4, states72_s5, E_c4, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c4: tl.constexpr):
    # stores states72: Collect over loop k.2[32]
    pid = tl.program_id(0)
    i_c4 = pid % tl.cdiv(E_c4, T_c4)
    pid = pid // tl.cdiv(E_c4, T_c4)
    offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t55 = tl.load(m1_ptr + offs_c4[None, None, None, None, :] * m1_s4, mask=(offs_c4 < E_c4)[None, None, None, None, :], other=0)
    t56 = tl.load(m6_ptr + offs_n0[None, None, None, :, None] * m6_s3 + offs_c4[None, None, None, None, :] * m6_s4, mask=(offs_n0 < E_n0)[None, None, None, :, None] & (offs_c4 < E_c4)[None, None, None, None, :], other=0)
    t57 = tl.load(buf27_ptr + offs_n1[:, None, None, None, None] * buf27_s0 + offs_n1[None, :, None, None, None] * buf27_s1 + offs_n1[None, None, :, None, None] * buf27_s2 + offs_n0[None, None, None, :, None] * buf27_s3 + offs_c4[None, None, None, None, :] * buf27_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None] & (offs_c4 < E_c4)[None, None, None, None, :], other=0).to(tl.float32)
    t58 = tl.where(t56, -float("inf"), t57)
    t59 = tl.load(m30_ptr + offs_n0[None, None, None, :, None] * m30_s3 + offs_c4[None, None, None, None, :] * m30_s4, mask=(offs_n0 < E_n0)[None, None, None, :, None] & (offs_c4 < E_c4)[None, None, None, None, :], other=0)
    t60 = tl.where(t59, -float("inf"), t58)
    t61 = tl.where(t55, t58, t60)
    t62 = tl.max(tl.where((offs_c4 < E_c4)[None, None, None, None, :], t61, -float('inf')), axis=4, keep_dims=True)
    t63 = t61 - (t62)
    t64 = tl.exp(t63)
    t65 = tl.load(buf45_ptr + offs_n1[:, None, None, None, None] * buf45_s0 + offs_n1[None, :, None, None, None] * buf45_s1 + offs_n1[None, None, :, None, None] * buf45_s2 + offs_n0[None, None, None, :, None] * buf45_s3, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None], other=0).to(tl.float32)
    t66 = tl.load(m47_ptr + offs_n1[None, :, None, None, None] * m47_s1 + offs_n1[None, None, :, None, None] * m47_s2, mask=(offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None], other=0).to(tl.float32)
    t67 = tl.maximum(t65, t66)
    t68 = t62 - (t67)
    t69 = tl.exp(t68)
    t70 = (t64) * (t69)
    t71 = tl.sum(tl.where((offs_c4 < E_c4)[None, None, None, None, :], t70, 0.0), axis=4, keep_dims=True)
    tl.store(states72_ptr + i_c4 * states72_s0 + tl.arange(0, F_n1)[:, None, None, None, None] * states72_s1 + tl.arange(0, F_n1)[None, :, None, None, None] * states72_s2 + tl.arange(0, F_n1)[None, None, :, None, None] * states72_s3 + tl.arange(0, F_n0)[None, None, None, :, None] * states72_s4 + tl.zeros([F_n1, F_n1, F_n1, F_n0, 1], tl.int32), t71)


@triton.jit
def kernel_4(states72_ptr, states72_s0, states72_s1, states72_s2, states72_s3, states72_s4, states72_s5, buf75_ptr, buf75_s0, buf75_s1, buf75_s2, buf75_s3, buf75_s4, E_c4, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c4: tl.constexpr):
    # writes buf75: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    acc74 = tl.full([F_n1, F_n1, F_n1, F_n0, 1], 0.0, tl.float32)
    for i_c4 in range(0, tl.cdiv(E_c4, T_c4)):
        offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)

        t73 = tl.load(states72_ptr + i_c4 * states72_s0 + tl.arange(0, F_n1)[:, None, None, None, None] * states72_s1 + tl.arange(0, F_n1)[None, :, None, None, None] * states72_s2 + tl.arange(0, F_n1)[None, None, :, None, None] * states72_s3 + tl.arange(0, F_n0)[None, None, None, :, None] * states72_s4 + tl.zeros([F_n1, F_n1, F_n1, F_n0, 1], tl.int32))
        acc74 = acc74 + t73
    tl.store(buf75_ptr + offs_n1[:, None, None, None, None] * buf75_s0 + offs_n1[None, :, None, None, None] * buf75_s1 + offs_n1[None, None, :, None, None] * buf75_s2 + offs_n0[None, None, None, :, None] * buf75_s3, acc74, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None])


@triton.jit
def kernel_5(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m1_s4, m6_ptr, m6_s0, m6_s1, m6_s2, m6_s3, m6_s4, buf27_ptr, buf27_s0, buf27_s1, buf27_s2, buf27_s3, buf27_s4, m30_ptr, m30_s0, m30_s1, m30_s2, m30_s3, m30_s4, buf45_ptr, buf45_s0, buf45_s1, buf45_s2, buf45_s3, buf45_s4, m47_ptr, m47_s0, m47_s1, m47_s2, m47_s3, m47_s4, buf75_ptr, buf75_s0, buf75_s1, buf75_s2, buf75_s3, buf75_s4, m79_ptr, m79_s0, m79_s1, m79_s2, m79_s3, m79_s4, buf84_ptr, buf84_s0, buf84_s1, buf84_s2, buf84_s3, E_c0, E_n0, E_n1, E_n2, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c0: tl.constexpr):
    # writes buf84: Combine over grid k.2@2[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n3 = tl.arange(0, F_n3)
    t5 = tl.load(m1_ptr + offs_n0[None, None, None, None, :] * m1_s4, mask=(offs_n0 < E_n0)[None, None, None, None, :], other=0)
    t12 = tl.load(m6_ptr + offs_c0[None, None, None, :, None] * m6_s3 + offs_n0[None, None, None, None, :] * m6_s4, mask=(offs_c0 < E_c0)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0)
    t28 = tl.load(buf27_ptr + offs_n1[:, None, None, None, None] * buf27_s0 + offs_n1[None, :, None, None, None] * buf27_s1 + offs_n1[None, None, :, None, None] * buf27_s2 + offs_c0[None, None, None, :, None] * buf27_s3 + offs_n0[None, None, None, None, :] * buf27_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_c0 < E_c0)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0).to(tl.float32)
    t29 = tl.where(t12, -float("inf"), t28)
    t34 = tl.load(m30_ptr + offs_c0[None, None, None, :, None] * m30_s3 + offs_n0[None, None, None, None, :] * m30_s4, mask=(offs_c0 < E_c0)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0)
    t35 = tl.where(t34, -float("inf"), t29)
    t36 = tl.where(t5, t29, t35)
    t46 = tl.load(buf45_ptr + offs_n1[:, None, None, None, None] * buf45_s0 + offs_n1[None, :, None, None, None] * buf45_s1 + offs_n1[None, None, :, None, None] * buf45_s2 + offs_c0[None, None, None, :, None] * buf45_s3, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_c0 < E_c0)[None, None, None, :, None], other=0).to(tl.float32)
    t49 = tl.load(m47_ptr + offs_n1[None, :, None, None, None] * m47_s1 + offs_n1[None, None, :, None, None] * m47_s2, mask=(offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None], other=0).to(tl.float32)
    t50 = tl.maximum(t46, t49)
    t51 = t36 - (t50)
    t52 = tl.exp(t51)
    t53 = t49 - (t50)
    t54 = tl.exp(t53)
    t76 = tl.load(buf75_ptr + offs_n1[:, None, None, None, None] * buf75_s0 + offs_n1[None, :, None, None, None] * buf75_s1 + offs_n1[None, None, :, None, None] * buf75_s2 + offs_c0[None, None, None, :, None] * buf75_s3, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_c0 < E_c0)[None, None, None, :, None], other=0).to(tl.float32)
    t77 = t54 + t76
    t78 = (t52) / (t77)
    t81 = tl.load(m79_ptr + offs_n1[:, None, None, None, None] * m79_s0 + offs_n1[None, :, None, None, None] * m79_s1 + offs_n0[None, None, None, :, None] * m79_s3 + offs_n2[None, None, None, None, :] * m79_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :], other=0).to(tl.float32)
    t82 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, None, None, :], t78, 0.0), 5) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, None, :, None], t81, 0.0), 3), axis=4)
    t83 = tl.reshape(t82, [F_n1, F_n3, T_c0, F_n2])
    tl.store(buf84_ptr + offs_n1[:, None, None, None] * buf84_s0 + offs_n3[None, :, None, None] * buf84_s1 + offs_c0[None, None, :, None] * buf84_s2 + offs_n2[None, None, None, :] * buf84_s3, t83, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n3 < E_n3)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :])


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
    buf24 = torch.full([2, 2, 2, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(32, T['c1']),)](m13_ptr=m13, m13_s0=m13.stride(0), m13_s1=m13.stride(1), m13_s2=m13.stride(2), m13_s3=m13.stride(3), m13_s4=m13.stride(4), m16_ptr=m16, m16_s0=m16.stride(0), m16_s1=m16.stride(1), m16_s2=m16.stride(2), m16_s3=m16.stride(3), m16_s4=m16.stride(4), buf24_ptr=buf24, buf24_s0=buf24.stride(0), buf24_s1=buf24.stride(1), buf24_s2=buf24.stride(2), buf24_s3=buf24.stride(3), buf24_s4=buf24.stride(4), E_c1=32, E_c2=16, E_n0=32, E_n1=2, F_n0=_pow2(32), F_n1=_pow2(2), T_c1=T['c1'], T_c2=T['c2'])
    buf27 = torch.full([2, 2, 2, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(32, T['c1']),)](buf24_ptr=buf24, buf24_s0=buf24.stride(0), buf24_s1=buf24.stride(1), buf24_s2=buf24.stride(2), buf24_s3=buf24.stride(3), buf24_s4=buf24.stride(4), buf27_ptr=buf27, buf27_s0=buf27.stride(0), buf27_s1=buf27.stride(1), buf27_s2=buf27.stride(2), buf27_s3=buf27.stride(3), buf27_s4=buf27.stride(4), E_c1=32, E_n0=32, E_n1=2, F_n0=_pow2(32), F_n1=_pow2(2), T_c1=T['c1'])
    m32 = _BINARY["Sub"](m9, m8)
    m33 = torch.tensor(8.0, dtype=torch.float32, device=device)
    m31 = _BINARY["Ge"](m32, m33)
    m30 = m31.reshape([1, 1, 1, 32, 32])
    buf45 = torch.full([2, 2, 2, 32, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(2, T['c3']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m1_s4=m1.stride(4), m6_ptr=m6, m6_s0=m6.stride(0), m6_s1=m6.stride(1), m6_s2=m6.stride(2), m6_s3=m6.stride(3), m6_s4=m6.stride(4), buf27_ptr=buf27, buf27_s0=buf27.stride(0), buf27_s1=buf27.stride(1), buf27_s2=buf27.stride(2), buf27_s3=buf27.stride(3), buf27_s4=buf27.stride(4), m30_ptr=m30, m30_s0=m30.stride(0), m30_s1=m30.stride(1), m30_s2=m30.stride(2), m30_s3=m30.stride(3), m30_s4=m30.stride(4), buf45_ptr=buf45, buf45_s0=buf45.stride(0), buf45_s1=buf45.stride(1), buf45_s2=buf45.stride(2), buf45_s3=buf45.stride(3), buf45_s4=buf45.stride(4), E_c3=2, E_n0=32, E_n1=2, F_n0=_pow2(32), F_n1=_pow2(2), T_c3=T['c3'])
    m48 = inputs['sinks']
    m47 = m48.reshape([1, 2, 2, 1, 1])
    states72 = torch.full([_cdiv(32, T['c4']), _pow2(2), _pow2(2), _pow2(2), _pow2(32), 1], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(32, T['c4']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m1_s4=m1.stride(4), m6_ptr=m6, m6_s0=m6.stride(0), m6_s1=m6.stride(1), m6_s2=m6.stride(2), m6_s3=m6.stride(3), m6_s4=m6.stride(4), buf27_ptr=buf27, buf27_s0=buf27.stride(0), buf27_s1=buf27.stride(1), buf27_s2=buf27.stride(2), buf27_s3=buf27.stride(3), buf27_s4=buf27.stride(4), m30_ptr=m30, m30_s0=m30.stride(0), m30_s1=m30.stride(1), m30_s2=m30.stride(2), m30_s3=m30.stride(3), m30_s4=m30.stride(4), buf45_ptr=buf45, buf45_s0=buf45.stride(0), buf45_s1=buf45.stride(1), buf45_s2=buf45.stride(2), buf45_s3=buf45.stride(3), buf45_s4=buf45.stride(4), m47_ptr=m47, m47_s0=m47.stride(0), m47_s1=m47.stride(1), m47_s2=m47.stride(2), m47_s3=m47.stride(3), m47_s4=m47.stride(4), states72_ptr=states72, states72_s0=states72.stride(0), states72_s1=states72.stride(1), states72_s2=states72.stride(2), states72_s3=states72.stride(3), states72_s4=states72.stride(4), states72_s5=states72.stride(5), E_c4=32, E_n0=32, E_n1=2, F_n0=_pow2(32), F_n1=_pow2(2), T_c4=T['c4'])
    buf75 = torch.full([2, 2, 2, 32, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(1,)](states72_ptr=states72, states72_s0=states72.stride(0), states72_s1=states72.stride(1), states72_s2=states72.stride(2), states72_s3=states72.stride(3), states72_s4=states72.stride(4), states72_s5=states72.stride(5), buf75_ptr=buf75, buf75_s0=buf75.stride(0), buf75_s1=buf75.stride(1), buf75_s2=buf75.stride(2), buf75_s3=buf75.stride(3), buf75_s4=buf75.stride(4), E_c4=32, E_n0=32, E_n1=2, F_n0=_pow2(32), F_n1=_pow2(2), T_c4=T['c4'])
    m80 = inputs['v']
    m79 = m80.reshape([2, 2, 1, 32, 16])
    buf84 = torch.full([2, 4, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_5[(_cdiv(32, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m1_s4=m1.stride(4), m6_ptr=m6, m6_s0=m6.stride(0), m6_s1=m6.stride(1), m6_s2=m6.stride(2), m6_s3=m6.stride(3), m6_s4=m6.stride(4), buf27_ptr=buf27, buf27_s0=buf27.stride(0), buf27_s1=buf27.stride(1), buf27_s2=buf27.stride(2), buf27_s3=buf27.stride(3), buf27_s4=buf27.stride(4), m30_ptr=m30, m30_s0=m30.stride(0), m30_s1=m30.stride(1), m30_s2=m30.stride(2), m30_s3=m30.stride(3), m30_s4=m30.stride(4), buf45_ptr=buf45, buf45_s0=buf45.stride(0), buf45_s1=buf45.stride(1), buf45_s2=buf45.stride(2), buf45_s3=buf45.stride(3), buf45_s4=buf45.stride(4), m47_ptr=m47, m47_s0=m47.stride(0), m47_s1=m47.stride(1), m47_s2=m47.stride(2), m47_s3=m47.stride(3), m47_s4=m47.stride(4), buf75_ptr=buf75, buf75_s0=buf75.stride(0), buf75_s1=buf75.stride(1), buf75_s2=buf75.stride(2), buf75_s3=buf75.stride(3), buf75_s4=buf75.stride(4), m79_ptr=m79, m79_s0=m79.stride(0), m79_s1=m79.stride(1), m79_s2=m79.stride(2), m79_s3=m79.stride(3), m79_s4=m79.stride(4), buf84_ptr=buf84, buf84_s0=buf84.stride(0), buf84_s1=buf84.stride(1), buf84_s2=buf84.stride(2), buf84_s3=buf84.stride(3), E_c0=32, E_n0=32, E_n1=2, E_n2=16, E_n3=4, F_n0=_pow2(32), F_n1=_pow2(2), F_n2=_pow2(16), F_n3=_pow2(4), T_c0=T['c0'])
    return buf84


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
