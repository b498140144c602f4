"""attention_prefill [small], candidate 24: 6 kernel(s)

Rendered by EqiForge from candidate 24 of attention_prefill [small]: store(k.3[16]) ; grid(q.2@2) loop(k.3[16]: pair(sum, sum), stored) ; grid(q.2@2) ; grid() loop(k.2[32]: rescale) ; grid(q.2@2) [1 mm] ; grid(v.3@3) loop(k.2[32]: rescale)
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid v.3@3[16]
    c1: grid q.2@2[32]
    c2: loop k.2[32]
    c3: loop k.3[16]

Run it on its own: `python kernels/f24.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/attention_prefill.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 8, "c1": 16, "c2": 16, "c3": 8}


@triton.jit
def kernel_0(m9_ptr, m9_s0, m9_s1, m9_s2, m9_s3, m11_ptr, m11_s0, m11_s1, m11_s2, m11_s3, states16_ptr, states16_s0, states16_s1, states16_s2, states16_s3, states16_s4, states16_s5, states17_ptr, states17_s0, states17_s1, states17_s2, states17_s3, states17_s4, states17_s5, E_c1, E_c3, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c1: tl.constexpr, T_c3: tl.constexpr):
    # stores states16, states17: Collect over loop k.3[16]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t10 = tl.load(m9_ptr + offs_n0[:, None, None, None] * m9_s0 + offs_n1[None, :, None, None] * m9_s1 + offs_c1[None, None, :, None] * m9_s2 + offs_c3[None, None, None, :] * m9_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
    t13 = tl.load(m11_ptr + offs_n0[:, None, None, None] * m11_s0 + offs_n1[None, :, None, None] * m11_s1 + offs_c3[None, None, :, None] * m11_s2 + offs_n2[None, None, None, :] * m11_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c3 < E_c3)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t14 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, :], t10, 0.0), 4) * tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, :, None], t13, 0.0), 2), axis=3)
    t15 = (t14) * (0.25)
    tl.store(states16_ptr + i_c1 * states16_s0 + i_c3 * states16_s1 + tl.arange(0, F_n0)[:, None, None, None] * states16_s2 + tl.arange(0, F_n1)[None, :, None, None] * states16_s3 + tl.arange(0, T_c1)[None, None, :, None] * states16_s4 + tl.arange(0, F_n2)[None, None, None, :] * states16_s5 + tl.zeros([F_n0, F_n1, T_c1, F_n2], tl.int32), t14)
    tl.store(states17_ptr + i_c1 * states17_s0 + i_c3 * states17_s1 + tl.arange(0, F_n0)[:, None, None, None] * states17_s2 + tl.arange(0, F_n1)[None, :, None, None] * states17_s3 + tl.arange(0, T_c1)[None, None, :, None] * states17_s4 + tl.arange(0, F_n2)[None, None, None, :] * states17_s5 + tl.zeros([F_n0, F_n1, T_c1, F_n2], tl.int32), t15)


@triton.jit
def kernel_1(states16_ptr, states16_s0, states16_s1, states16_s2, states16_s3, states16_s4, states16_s5, states17_ptr, states17_s0, states17_s1, states17_s2, states17_s3, states17_s4, states17_s5, buf22_ptr, buf22_s0, buf22_s1, buf22_s2, buf22_s3, E_c1, E_c3, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c1: tl.constexpr, T_c3: tl.constexpr):
    # writes buf22: Combine over grid q.2@2[32]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    acc20 = tl.full([F_n0, F_n1, T_c1, F_n2], 0.0, tl.float32)
    acc21 = tl.full([F_n0, F_n1, T_c1, F_n2], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t18 = tl.load(states16_ptr + i_c1 * states16_s0 + i_c3 * states16_s1 + tl.arange(0, F_n0)[:, None, None, None] * states16_s2 + tl.arange(0, F_n1)[None, :, None, None] * states16_s3 + tl.arange(0, T_c1)[None, None, :, None] * states16_s4 + tl.arange(0, F_n2)[None, None, None, :] * states16_s5 + tl.zeros([F_n0, F_n1, T_c1, F_n2], tl.int32))
        t19 = tl.load(states17_ptr + i_c1 * states17_s0 + i_c3 * states17_s1 + tl.arange(0, F_n0)[:, None, None, None] * states17_s2 + tl.arange(0, F_n1)[None, :, None, None] * states17_s3 + tl.arange(0, T_c1)[None, None, :, None] * states17_s4 + tl.arange(0, F_n2)[None, None, None, :] * states17_s5 + tl.zeros([F_n0, F_n1, T_c1, F_n2], tl.int32))
        acc20 = acc20 + t18
        acc21 = acc21 + t19
    tl.store(buf22_ptr + offs_n0[:, None, None, None] * buf22_s0 + offs_n1[None, :, None, None] * buf22_s1 + offs_c1[None, None, :, None] * buf22_s2 + offs_n2[None, None, None, :] * buf22_s3, acc20, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :])


@triton.jit
def kernel_2(buf22_ptr, buf22_s0, buf22_s1, buf22_s2, buf22_s3, buf25_ptr, buf25_s0, buf25_s1, buf25_s2, buf25_s3, E_c1, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c1: tl.constexpr):
    # writes buf25: Combine over grid q.2@2[32]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t23 = tl.load(buf22_ptr + offs_n0[:, None, None, None] * buf22_s0 + offs_n1[None, :, None, None] * buf22_s1 + offs_c1[None, None, :, None] * buf22_s2 + offs_n2[None, None, None, :] * buf22_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t24 = (t23) * (0.25)
    tl.store(buf25_ptr + offs_n0[:, None, None, None] * buf25_s0 + offs_n1[None, :, None, None] * buf25_s1 + offs_c1[None, None, :, None] * buf25_s2 + offs_n2[None, None, None, :] * buf25_s3, t24, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :])


@triton.jit
def kernel_3(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, buf25_ptr, buf25_s0, buf25_s1, buf25_s2, buf25_s3, m33_ptr, m33_s0, m33_s1, m33_s2, m33_s3, buf41_ptr, buf41_s0, buf41_s1, buf41_s2, buf41_s3, buf42_ptr, buf42_s0, buf42_s1, buf42_s2, buf42_s3, E_c2, E_n0, E_n1, E_n2, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c2: tl.constexpr):
    # writes buf41, buf42: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n3 = tl.arange(0, F_n3)
    acc36 = tl.full([F_n0, F_n1, F_n2, 1], -float('inf'), tl.float32)
    acc37 = tl.full([F_n0, F_n1, F_n2, F_n3], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t8 = tl.load(m1_ptr + offs_n2[None, None, :, None] * m1_s2 + offs_c2[None, None, None, :] * m1_s3, mask=(offs_n2 < E_n2)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0)
        t26 = tl.load(buf25_ptr + offs_n0[:, None, None, None] * buf25_s0 + offs_n1[None, :, None, None] * buf25_s1 + offs_n2[None, None, :, None] * buf25_s2 + offs_c2[None, None, None, :] * buf25_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
        t27 = tl.where(t8, -float("inf"), t26)
        t28 = tl.max(tl.where((offs_c2 < E_c2)[None, None, None, :], t27, -float('inf')), axis=3, keep_dims=True)
        t29 = -float("inf") - (t28)
        t30 = t26 - (t28)
        t31 = tl.where(t8, t29, t30)
        t32 = tl.exp(t31)
        t34 = tl.load(m33_ptr + offs_n0[:, None, None, None] * m33_s0 + offs_n1[None, :, None, None] * m33_s1 + offs_c2[None, None, :, None] * m33_s2 + offs_n3[None, None, None, :] * m33_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
        t35 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :], t32, 0.0), 4) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :, None], t34, 0.0), 2), axis=3)
        m38 = tl.maximum(acc36, t28)
        r39 = tl.where(acc36 == -float("inf"), 0.0, tl.exp(acc36 - m38))
        r40 = tl.where(t28 == -float("inf"), 0.0, tl.exp(t28 - m38))
        acc37 = tl.where(acc36 == -float("inf"), 0.0, acc37 * r39) + tl.where(t28 == -float("inf"), 0.0, t35 * r40)
        acc36 = m38
    tl.store(buf41_ptr + offs_n0[:, None, None, None] * buf41_s0 + offs_n1[None, :, None, None] * buf41_s1 + offs_n2[None, None, :, None] * buf41_s2, acc36, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None])
    tl.store(buf42_ptr + offs_n0[:, None, None, None] * buf42_s0 + offs_n1[None, :, None, None] * buf42_s1 + offs_n2[None, None, :, None] * buf42_s2 + offs_n3[None, None, None, :] * buf42_s3, acc37, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :])


@triton.jit
def kernel_4(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, buf41_ptr, buf41_s0, buf41_s1, buf41_s2, buf41_s3, buf25_ptr, buf25_s0, buf25_s1, buf25_s2, buf25_s3, m33_ptr, m33_s0, m33_s1, m33_s2, m33_s3, buf52_ptr, buf52_s0, buf52_s1, buf52_s2, buf52_s3, E_c1, E_n0, E_n1, E_n2, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c1: tl.constexpr):
    # writes buf52: Combine over grid q.2@2[32]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n3 = tl.arange(0, F_n3)
    t7 = tl.load(m1_ptr + offs_c1[None, None, :, None] * m1_s2 + offs_n2[None, None, None, :] * m1_s3, mask=(offs_c1 < E_c1)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0)
    t43 = tl.load(buf41_ptr + offs_n0[:, None, None, None] * buf41_s0 + offs_n1[None, :, None, None] * buf41_s1 + offs_c1[None, None, :, None] * buf41_s2, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None], other=0).to(tl.float32)
    t44 = -float("inf") - (t43)
    t45 = tl.exp(t44)
    t46 = tl.load(buf25_ptr + offs_n0[:, None, None, None] * buf25_s0 + offs_n1[None, :, None, None] * buf25_s1 + offs_c1[None, None, :, None] * buf25_s2 + offs_n2[None, None, None, :] * buf25_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t47 = t46 - (t43)
    t48 = tl.exp(t47)
    t49 = tl.where(t7, t45, t48)
    t50 = tl.load(m33_ptr + offs_n0[:, None, None, None] * m33_s0 + offs_n1[None, :, None, None] * m33_s1 + offs_n2[None, None, :, None] * m33_s2 + offs_n3[None, None, None, :] * m33_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t51 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t49, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t50, 0.0), 2), axis=3)
    tl.store(buf52_ptr + offs_n0[:, None, None, None] * buf52_s0 + offs_n1[None, :, None, None] * buf52_s1 + offs_c1[None, None, :, None] * buf52_s2 + offs_n3[None, None, None, :] * buf52_s3, t51, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :])


@triton.jit
def kernel_5(buf52_ptr, buf52_s0, buf52_s1, buf52_s2, buf52_s3, m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, buf25_ptr, buf25_s0, buf25_s1, buf25_s2, buf25_s3, buf69_ptr, buf69_s0, buf69_s1, buf69_s2, buf69_s3, E_c0, E_c2, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # writes buf69: Combine over grid v.3@3[16]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t53 = tl.load(buf52_ptr + offs_n0[:, None, None, None] * buf52_s0 + offs_n1[None, :, None, None] * buf52_s1 + offs_n2[None, None, :, None] * buf52_s2 + offs_c0[None, None, None, :] * buf52_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_c0 < E_c0)[None, None, None, :], other=0).to(tl.float32)
    acc63 = tl.full([F_n0, F_n1, F_n2, 1], -float('inf'), tl.float32)
    acc64 = tl.full([F_n0, F_n1, F_n2, 1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t54 = tl.load(m1_ptr + offs_n2[None, None, :, None] * m1_s2 + offs_c2[None, None, None, :] * m1_s3, mask=(offs_n2 < E_n2)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0)
        t55 = tl.load(buf25_ptr + offs_n0[:, None, None, None] * buf25_s0 + offs_n1[None, :, None, None] * buf25_s1 + offs_n2[None, None, :, None] * buf25_s2 + offs_c2[None, None, None, :] * buf25_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
        t56 = tl.where(t54, -float("inf"), t55)
        t57 = tl.max(tl.where((offs_c2 < E_c2)[None, None, None, :], t56, -float('inf')), axis=3, keep_dims=True)
        t58 = -float("inf") - (t57)
        t59 = t55 - (t57)
        t60 = tl.where(t54, t58, t59)
        t61 = tl.exp(t60)
        t62 = tl.sum(tl.where((offs_c2 < E_c2)[None, None, None, :], t61, 0.0), axis=3, keep_dims=True)
        m65 = tl.maximum(acc63, t57)
        r66 = tl.where(acc63 == -float("inf"), 0.0, tl.exp(acc63 - m65))
        r67 = tl.where(t57 == -float("inf"), 0.0, tl.exp(t57 - m65))
        acc64 = tl.where(acc63 == -float("inf"), 0.0, acc64 * r66) + tl.where(t57 == -float("inf"), 0.0, t62 * r67)
        acc63 = m65
    t68 = (t53) / (acc64)
    tl.store(buf69_ptr + offs_n0[:, None, None, None] * buf69_s0 + offs_n1[None, :, None, None] * buf69_s1 + offs_n2[None, None, :, None] * buf69_s2 + offs_c0[None, None, None, :] * buf69_s3, t68, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_c0 < E_c0)[None, None, None, :])


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
    m4 = _iota([32, 32], 1, device)
    m5 = _iota([32, 32], 0, device)
    m3 = _BINARY["Sub"](m4, m5)
    m6 = torch.tensor(1.0, dtype=torch.float32, device=device)
    m2 = _BINARY["Ge"](m3, m6)
    m1 = m2.reshape([1, 1, 32, 32])
    m9 = inputs['q']
    m12 = inputs['k']
    m11 = m12.permute([0, 1, 3, 2])
    states16 = torch.full([_cdiv(32, T['c1']), _cdiv(16, T['c3']), _pow2(2), _pow2(4), T['c1'], _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    states17 = torch.full([_cdiv(32, T['c1']), _cdiv(16, T['c3']), _pow2(2), _pow2(4), T['c1'], _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(32, T['c1']) * _cdiv(16, T['c3']),)](m9_ptr=m9, m9_s0=m9.stride(0), m9_s1=m9.stride(1), m9_s2=m9.stride(2), m9_s3=m9.stride(3), m11_ptr=m11, m11_s0=m11.stride(0), m11_s1=m11.stride(1), m11_s2=m11.stride(2), m11_s3=m11.stride(3), states16_ptr=states16, states16_s0=states16.stride(0), states16_s1=states16.stride(1), states16_s2=states16.stride(2), states16_s3=states16.stride(3), states16_s4=states16.stride(4), states16_s5=states16.stride(5), states17_ptr=states17, states17_s0=states17.stride(0), states17_s1=states17.stride(1), states17_s2=states17.stride(2), states17_s3=states17.stride(3), states17_s4=states17.stride(4), states17_s5=states17.stride(5), E_c1=32, E_c3=16, E_n0=2, E_n1=4, E_n2=32, F_n0=_pow2(2), F_n1=_pow2(4), F_n2=_pow2(32), T_c1=T['c1'], T_c3=T['c3'])
    buf22 = torch.full([2, 4, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(32, T['c1']),)](states16_ptr=states16, states16_s0=states16.stride(0), states16_s1=states16.stride(1), states16_s2=states16.stride(2), states16_s3=states16.stride(3), states16_s4=states16.stride(4), states16_s5=states16.stride(5), states17_ptr=states17, states17_s0=states17.stride(0), states17_s1=states17.stride(1), states17_s2=states17.stride(2), states17_s3=states17.stride(3), states17_s4=states17.stride(4), states17_s5=states17.stride(5), buf22_ptr=buf22, buf22_s0=buf22.stride(0), buf22_s1=buf22.stride(1), buf22_s2=buf22.stride(2), buf22_s3=buf22.stride(3), E_c1=32, E_c3=16, E_n0=2, E_n1=4, E_n2=32, F_n0=_pow2(2), F_n1=_pow2(4), F_n2=_pow2(32), T_c1=T['c1'], T_c3=T['c3'])
    buf25 = torch.full([2, 4, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(32, T['c1']),)](buf22_ptr=buf22, buf22_s0=buf22.stride(0), buf22_s1=buf22.stride(1), buf22_s2=buf22.stride(2), buf22_s3=buf22.stride(3), buf25_ptr=buf25, buf25_s0=buf25.stride(0), buf25_s1=buf25.stride(1), buf25_s2=buf25.stride(2), buf25_s3=buf25.stride(3), E_c1=32, E_n0=2, E_n1=4, E_n2=32, F_n0=_pow2(2), F_n1=_pow2(4), F_n2=_pow2(32), T_c1=T['c1'])
    m33 = inputs['v']
    buf41 = torch.full([2, 4, 32, 1], float("nan"), dtype=torch.float32, device=device)
    buf42 = torch.full([2, 4, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(1,)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), buf25_ptr=buf25, buf25_s0=buf25.stride(0), buf25_s1=buf25.stride(1), buf25_s2=buf25.stride(2), buf25_s3=buf25.stride(3), m33_ptr=m33, m33_s0=m33.stride(0), m33_s1=m33.stride(1), m33_s2=m33.stride(2), m33_s3=m33.stride(3), buf41_ptr=buf41, buf41_s0=buf41.stride(0), buf41_s1=buf41.stride(1), buf41_s2=buf41.stride(2), buf41_s3=buf41.stride(3), buf42_ptr=buf42, buf42_s0=buf42.stride(0), buf42_s1=buf42.stride(1), buf42_s2=buf42.stride(2), buf42_s3=buf42.stride(3), E_c2=32, E_n0=2, E_n1=4, E_n2=32, E_n3=16, F_n0=_pow2(2), F_n1=_pow2(4), F_n2=_pow2(32), F_n3=_pow2(16), T_c2=T['c2'])
    buf52 = torch.full([2, 4, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(_cdiv(32, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), buf41_ptr=buf41, buf41_s0=buf41.stride(0), buf41_s1=buf41.stride(1), buf41_s2=buf41.stride(2), buf41_s3=buf41.stride(3), buf25_ptr=buf25, buf25_s0=buf25.stride(0), buf25_s1=buf25.stride(1), buf25_s2=buf25.stride(2), buf25_s3=buf25.stride(3), m33_ptr=m33, m33_s0=m33.stride(0), m33_s1=m33.stride(1), m33_s2=m33.stride(2), m33_s3=m33.stride(3), buf52_ptr=buf52, buf52_s0=buf52.stride(0), buf52_s1=buf52.stride(1), buf52_s2=buf52.stride(2), buf52_s3=buf52.stride(3), E_c1=32, E_n0=2, E_n1=4, E_n2=32, E_n3=16, F_n0=_pow2(2), F_n1=_pow2(4), F_n2=_pow2(32), F_n3=_pow2(16), T_c1=T['c1'])
    buf69 = torch.full([2, 4, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_5[(_cdiv(16, T['c0']),)](buf52_ptr=buf52, buf52_s0=buf52.stride(0), buf52_s1=buf52.stride(1), buf52_s2=buf52.stride(2), buf52_s3=buf52.stride(3), m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), buf25_ptr=buf25, buf25_s0=buf25.stride(0), buf25_s1=buf25.stride(1), buf25_s2=buf25.stride(2), buf25_s3=buf25.stride(3), buf69_ptr=buf69, buf69_s0=buf69.stride(0), buf69_s1=buf69.stride(1), buf69_s2=buf69.stride(2), buf69_s3=buf69.stride(3), E_c0=16, E_c2=32, E_n0=2, E_n1=4, E_n2=32, F_n0=_pow2(2), F_n1=_pow2(4), F_n2=_pow2(32), T_c0=T['c0'], T_c2=T['c2'])
    return buf69


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
