"""attention_decode [small], candidate 51: 9 kernel(s)

Rendered by EqiForge from candidate 51 of attention_decode [small]: grid() loop(k.3[16]: pair(sum, sum)) ; grid(k.0@0) ; grid() loop(k.3[16]: pair(sum, sum)) ; store(k.2[64]) ; store(k.2[64]) ; grid(k.1@1) loop(k.2[64]: max, stored) ; grid(k.1@1) ; grid() loop(k.2[64]: pair(sum, sum)) ; grid() loop(k.2[64]: pair(sum, sum))
Coordinates (tile sizes are the T arguments of launch()):
    c0: loop k.2[64]
    c1: grid k.0@0[2]
    c2: loop k.3[16]
    c3: grid k.1@1[4]

Run it on its own: `python kernels/f51.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/attention_decode.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 32, "c1": 1, "c2": 8, "c3": 2}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, buf11_ptr, buf11_s0, buf11_s1, buf11_s2, buf11_s3, buf12_ptr, buf12_s0, buf12_s1, buf12_s2, buf12_s3, E_c2, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c2: tl.constexpr):
    # writes buf11, buf12: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    acc9 = tl.full([F_n0, F_n1, 1, F_n2], 0.0, tl.float32)
    acc10 = tl.full([F_n0, F_n1, 1, F_n2], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t2 = tl.load(m1_ptr + offs_n0[:, None, None, None] * m1_s0 + offs_n1[None, :, None, None] * m1_s1 + offs_c2[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
        t5 = tl.load(m3_ptr + offs_n0[:, None, None, None] * m3_s0 + offs_n1[None, :, None, None] * m3_s1 + offs_c2[None, None, :, None] * m3_s2 + offs_n2[None, None, None, :] * m3_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
        t6 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :], t2, 0.0), 4) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :, None], t5, 0.0), 2), axis=3)
        t7 = (t2) * (0.25)
        t8 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :], t7, 0.0), 4) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :, None], t5, 0.0), 2), axis=3)
        acc9 = acc9 + t6
        acc10 = acc10 + t8
    tl.store(buf11_ptr + offs_n0[:, None, None, None] * buf11_s0 + offs_n1[None, :, None, None] * buf11_s1 + offs_n2[None, None, None, :] * buf11_s3, acc9, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :])
    tl.store(buf12_ptr + offs_n0[:, None, None, None] * buf12_s0 + offs_n1[None, :, None, None] * buf12_s1 + offs_n2[None, None, None, :] * buf12_s3, acc10, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :])


@triton.jit
def kernel_1(buf11_ptr, buf11_s0, buf11_s1, buf11_s2, buf11_s3, buf15_ptr, buf15_s0, buf15_s1, buf15_s2, buf15_s3, E_c1, E_n1, E_n2, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c1: tl.constexpr):
    # writes buf15: Combine over grid k.0@0[2]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t13 = tl.load(buf11_ptr + offs_c1[:, None, None, None] * buf11_s0 + offs_n1[None, :, None, None] * buf11_s1 + offs_n2[None, None, None, :] * buf11_s3, mask=(offs_c1 < E_c1)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t14 = (t13) * (0.25)
    tl.store(buf15_ptr + offs_c1[:, None, None, None] * buf15_s0 + offs_n1[None, :, None, None] * buf15_s1 + offs_n2[None, None, None, :] * buf15_s3, t14, mask=(offs_c1 < E_c1)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :])


@triton.jit
def kernel_2(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, buf28_ptr, buf28_s0, buf28_s1, buf28_s2, buf28_s3, buf29_ptr, buf29_s0, buf29_s1, buf29_s2, buf29_s3, E_c2, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c2: tl.constexpr):
    # writes buf28, buf29: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    acc26 = tl.full([F_n0, F_n1, 1, F_n2], 0.0, tl.float32)
    acc27 = tl.full([F_n0, F_n1, 1, F_n2], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t21 = tl.load(m1_ptr + offs_n0[:, None, None, None] * m1_s0 + offs_n1[None, :, None, None] * m1_s1 + offs_c2[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
        t22 = (t21) * (0.25)
        t23 = tl.load(m3_ptr + offs_n0[:, None, None, None] * m3_s0 + offs_n1[None, :, None, None] * m3_s1 + offs_c2[None, None, :, None] * m3_s2 + offs_n2[None, None, None, :] * m3_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
        t24 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :], t22, 0.0), 4) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :, None], t23, 0.0), 2), axis=3)
        t25 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :], t21, 0.0), 4) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :, None], t23, 0.0), 2), axis=3)
        acc26 = acc26 + t24
        acc27 = acc27 + t25
    tl.store(buf28_ptr + offs_n0[:, None, None, None] * buf28_s0 + offs_n1[None, :, None, None] * buf28_s1 + offs_n2[None, None, None, :] * buf28_s3, acc26, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :])
    tl.store(buf29_ptr + offs_n0[:, None, None, None] * buf29_s0 + offs_n1[None, :, None, None] * buf29_s1 + offs_n2[None, None, None, :] * buf29_s3, acc27, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :])


@triton.jit
def kernel_3(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, states42_ptr, states42_s0, states42_s1, states42_s2, states42_s3, states42_s4, states42_s5, E_c0, E_c3, E_n0, E_n3, F_n0: tl.constexpr, F_n3: tl.constexpr, T_c0: tl.constexpr, T_c3: tl.constexpr):
    # stores states42: Collect over loop k.2[64]
    pid = tl.program_id(0)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n3 = tl.arange(0, F_n3)
    t39 = tl.load(m1_ptr + offs_n0[:, None, None, None] * m1_s0 + offs_c3[None, :, None, None] * m1_s1 + offs_n3[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c3 < E_c3)[None, :, None, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t40 = tl.load(m3_ptr + offs_n0[:, None, None, None] * m3_s0 + offs_c3[None, :, None, None] * m3_s1 + offs_n3[None, None, :, None] * m3_s2 + offs_c0[None, None, None, :] * m3_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c3 < E_c3)[None, :, None, None] & (offs_n3 < E_n3)[None, None, :, None] & (offs_c0 < E_c0)[None, None, None, :], other=0).to(tl.float32)
    t41 = tl.sum(tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, None, :], t39, 0.0), 4) * tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, :, None], t40, 0.0), 2), axis=3)
    tl.store(states42_ptr + i_c3 * states42_s0 + i_c0 * states42_s1 + tl.arange(0, F_n0)[:, None, None, None] * states42_s2 + tl.arange(0, T_c3)[None, :, None, None] * states42_s3 + tl.arange(0, T_c0)[None, None, None, :] * states42_s5 + tl.zeros([F_n0, T_c3, 1, T_c0], tl.int32), t41)


@triton.jit
def kernel_4(states42_ptr, states42_s0, states42_s1, states42_s2, states42_s3, states42_s4, states42_s5, states45_ptr, states45_s0, states45_s1, states45_s2, states45_s3, states45_s4, states45_s5, E_c0, E_c3, E_n0, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c3: tl.constexpr):
    # stores states45: Collect over loop k.2[64]
    pid = tl.program_id(0)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t43 = tl.load(states42_ptr + i_c3 * states42_s0 + i_c0 * states42_s1 + tl.arange(0, F_n0)[:, None, None, None] * states42_s2 + tl.arange(0, T_c3)[None, :, None, None] * states42_s3 + tl.arange(0, T_c0)[None, None, None, :] * states42_s5 + tl.zeros([F_n0, T_c3, 1, T_c0], tl.int32))
    t44 = tl.max(tl.where((offs_c0 < E_c0)[None, None, None, :], t43, -float('inf')), axis=3, keep_dims=True)
    tl.store(states45_ptr + i_c3 * states45_s0 + i_c0 * states45_s1 + tl.arange(0, F_n0)[:, None, None, None] * states45_s2 + tl.arange(0, T_c3)[None, :, None, None] * states45_s3 + tl.zeros([F_n0, T_c3, 1, 1], tl.int32), t44)


@triton.jit
def kernel_5(states45_ptr, states45_s0, states45_s1, states45_s2, states45_s3, states45_s4, states45_s5, buf48_ptr, buf48_s0, buf48_s1, buf48_s2, buf48_s3, E_c0, E_c3, E_n0, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c3: tl.constexpr):
    # writes buf48: Combine over grid k.1@1[4]
    pid = tl.program_id(0)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    acc47 = tl.full([F_n0, T_c3, 1, 1], -float('inf'), tl.float32)
    for i_c0 in range(0, tl.cdiv(E_c0, T_c0)):
        offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)

        t46 = tl.load(states45_ptr + i_c3 * states45_s0 + i_c0 * states45_s1 + tl.arange(0, F_n0)[:, None, None, None] * states45_s2 + tl.arange(0, T_c3)[None, :, None, None] * states45_s3 + tl.zeros([F_n0, T_c3, 1, 1], tl.int32))
        acc47 = tl.maximum(acc47, t46)
    tl.store(buf48_ptr + offs_n0[:, None, None, None] * buf48_s0 + offs_c3[None, :, None, None] * buf48_s1, acc47, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c3 < E_c3)[None, :, None, None])


@triton.jit
def kernel_6(buf48_ptr, buf48_s0, buf48_s1, buf48_s2, buf48_s3, buf51_ptr, buf51_s0, buf51_s1, buf51_s2, buf51_s3, E_c3, E_n0, F_n0: tl.constexpr, T_c3: tl.constexpr):
    # writes buf51: Combine over grid k.1@1[4]
    pid = tl.program_id(0)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t49 = tl.load(buf48_ptr + offs_n0[:, None, None, None] * buf48_s0 + offs_c3[None, :, None, None] * buf48_s1, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c3 < E_c3)[None, :, None, None], other=0).to(tl.float32)
    t50 = (t49) * (0.25)
    tl.store(buf51_ptr + offs_n0[:, None, None, None] * buf51_s0 + offs_c3[None, :, None, None] * buf51_s1, t50, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c3 < E_c3)[None, :, None, None])


@triton.jit
def kernel_7(buf15_ptr, buf15_s0, buf15_s1, buf15_s2, buf15_s3, buf51_ptr, buf51_s0, buf51_s1, buf51_s2, buf51_s3, m18_ptr, m18_s0, m18_s1, m18_s2, m18_s3, buf65_ptr, buf65_s0, buf65_s1, buf65_s2, buf65_s3, buf66_ptr, buf66_s0, buf66_s1, buf66_s2, buf66_s3, E_c0, E_n0, E_n1, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n3: tl.constexpr, T_c0: tl.constexpr):
    # writes buf65, buf66: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n3 = tl.arange(0, F_n3)
    t52 = tl.load(buf51_ptr + offs_n0[:, None, None, None] * buf51_s0 + offs_n1[None, :, None, None] * buf51_s1, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None], other=0).to(tl.float32)
    t60 = tl.exp(t52)
    t61 = 1.0 / (t60)
    acc63 = tl.full([F_n0, F_n1, 1, 1], 0.0, tl.float32)
    acc64 = tl.full([F_n0, F_n1, 1, F_n3], 0.0, tl.float32)
    for i_c0 in range(0, tl.cdiv(E_c0, T_c0)):
        offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)

        t35 = tl.load(buf15_ptr + offs_n0[:, None, None, None] * buf15_s0 + offs_n1[None, :, None, None] * buf15_s1 + offs_c0[None, None, None, :] * buf15_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c0 < E_c0)[None, None, None, :], other=0).to(tl.float32)
        t36 = tl.max(tl.where((offs_c0 < E_c0)[None, None, None, :], t35, -float('inf')), axis=3, keep_dims=True)
        t37 = t35 - (t36)
        t38 = tl.exp(t37)
        t53 = t36 - (t52)
        t54 = tl.exp(t53)
        t55 = (t38) * (t54)
        t56 = tl.sum(tl.where((offs_c0 < E_c0)[None, None, None, :], t55, 0.0), axis=3, keep_dims=True)
        t57 = tl.exp(t35)
        t58 = tl.load(m18_ptr + offs_n0[:, None, None, None] * m18_s0 + offs_n1[None, :, None, None] * m18_s1 + offs_c0[None, None, :, None] * m18_s2 + offs_n3[None, None, None, :] * m18_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
        t59 = tl.sum(tl.expand_dims(tl.where((offs_c0 < E_c0)[None, None, None, :], t57, 0.0), 4) * tl.expand_dims(tl.where((offs_c0 < E_c0)[None, None, :, None], t58, 0.0), 2), axis=3)
        t62 = (t59) * (t61)
        acc63 = acc63 + t56
        acc64 = acc64 + t62
    tl.store(buf65_ptr + offs_n0[:, None, None, None] * buf65_s0 + offs_n1[None, :, None, None] * buf65_s1, acc63, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None])
    tl.store(buf66_ptr + offs_n0[:, None, None, None] * buf66_s0 + offs_n1[None, :, None, None] * buf66_s1 + offs_n3[None, None, None, :] * buf66_s3, acc64, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n3 < E_n3)[None, None, None, :])


@triton.jit
def kernel_8(buf15_ptr, buf15_s0, buf15_s1, buf15_s2, buf15_s3, m18_ptr, m18_s0, m18_s1, m18_s2, m18_s3, buf28_ptr, buf28_s0, buf28_s1, buf28_s2, buf28_s3, buf65_ptr, buf65_s0, buf65_s1, buf65_s2, buf65_s3, buf72_ptr, buf72_s0, buf72_s1, buf72_s2, buf72_s3, buf73_ptr, buf73_s0, buf73_s1, buf73_s2, buf73_s3, E_c0, E_n0, E_n1, E_n2, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c0: tl.constexpr):
    # writes buf72, buf73: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n3 = tl.arange(0, F_n3)
    offs_n2 = tl.arange(0, F_n2)
    t30 = tl.load(buf28_ptr + offs_n0[:, None, None, None] * buf28_s0 + offs_n1[None, :, None, None] * buf28_s1 + offs_n2[None, None, None, :] * buf28_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t31 = tl.max(tl.where((offs_n2 < E_n2)[None, None, None, :], t30, -float('inf')), axis=3, keep_dims=True)
    t32 = tl.exp(t31)
    t33 = 1.0 / (t32)
    t67 = tl.load(buf65_ptr + offs_n0[:, None, None, None] * buf65_s0 + offs_n1[None, :, None, None] * buf65_s1, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None], other=0).to(tl.float32)
    t68 = 1.0 / (t67)
    acc70 = tl.full([F_n0, F_n1, 1, F_n3], 0.0, tl.float32)
    acc71 = tl.full([F_n0, F_n1, 1, F_n3], 0.0, tl.float32)
    for i_c0 in range(0, tl.cdiv(E_c0, T_c0)):
        offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)

        t16 = tl.load(buf15_ptr + offs_n0[:, None, None, None] * buf15_s0 + offs_n1[None, :, None, None] * buf15_s1 + offs_c0[None, None, None, :] * buf15_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c0 < E_c0)[None, None, None, :], other=0).to(tl.float32)
        t17 = tl.exp(t16)
        t19 = tl.load(m18_ptr + offs_n0[:, None, None, None] * m18_s0 + offs_n1[None, :, None, None] * m18_s1 + offs_c0[None, None, :, None] * m18_s2 + offs_n3[None, None, None, :] * m18_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
        t20 = tl.sum(tl.expand_dims(tl.where((offs_c0 < E_c0)[None, None, None, :], t17, 0.0), 4) * tl.expand_dims(tl.where((offs_c0 < E_c0)[None, None, :, None], t19, 0.0), 2), axis=3)
        t34 = (t20) * (t33)
        t69 = (t34) * (t68)
        acc70 = acc70 + t69
        acc71 = acc71 + t20
    tl.store(buf72_ptr + offs_n0[:, None, None, None] * buf72_s0 + offs_n1[None, :, None, None] * buf72_s1 + offs_n3[None, None, None, :] * buf72_s3, acc70, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n3 < E_n3)[None, None, None, :])
    tl.store(buf73_ptr + offs_n0[:, None, None, None] * buf73_s0 + offs_n1[None, :, None, None] * buf73_s1 + offs_n3[None, None, None, :] * buf73_s3, acc71, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n3 < E_n3)[None, None, None, :])


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
    buf11 = torch.full([2, 4, 1, 64], float("nan"), dtype=torch.float32, device=device)
    buf12 = torch.full([2, 4, 1, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(1,)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), buf11_ptr=buf11, buf11_s0=buf11.stride(0), buf11_s1=buf11.stride(1), buf11_s2=buf11.stride(2), buf11_s3=buf11.stride(3), buf12_ptr=buf12, buf12_s0=buf12.stride(0), buf12_s1=buf12.stride(1), buf12_s2=buf12.stride(2), buf12_s3=buf12.stride(3), E_c2=16, E_n0=2, E_n1=4, E_n2=64, F_n0=_pow2(2), F_n1=_pow2(4), F_n2=_pow2(64), T_c2=T['c2'])
    buf15 = torch.full([2, 4, 1, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(2, T['c1']),)](buf11_ptr=buf11, buf11_s0=buf11.stride(0), buf11_s1=buf11.stride(1), buf11_s2=buf11.stride(2), buf11_s3=buf11.stride(3), buf15_ptr=buf15, buf15_s0=buf15.stride(0), buf15_s1=buf15.stride(1), buf15_s2=buf15.stride(2), buf15_s3=buf15.stride(3), E_c1=2, E_n1=4, E_n2=64, F_n1=_pow2(4), F_n2=_pow2(64), T_c1=T['c1'])
    m18 = inputs['v']
    buf28 = torch.full([2, 4, 1, 64], float("nan"), dtype=torch.float32, device=device)
    buf29 = torch.full([2, 4, 1, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(1,)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), buf28_ptr=buf28, buf28_s0=buf28.stride(0), buf28_s1=buf28.stride(1), buf28_s2=buf28.stride(2), buf28_s3=buf28.stride(3), buf29_ptr=buf29, buf29_s0=buf29.stride(0), buf29_s1=buf29.stride(1), buf29_s2=buf29.stride(2), buf29_s3=buf29.stride(3), E_c2=16, E_n0=2, E_n1=4, E_n2=64, F_n0=_pow2(2), F_n1=_pow2(4), F_n2=_pow2(64), T_c2=T['c2'])
    states42 = torch.full([_cdiv(4, T['c3']), _cdiv(64, T['c0']), _pow2(2), T['c3'], 1, T['c0']], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(4, T['c3']) * _cdiv(64, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), states42_ptr=states42, states42_s0=states42.stride(0), states42_s1=states42.stride(1), states42_s2=states42.stride(2), states42_s3=states42.stride(3), states42_s4=states42.stride(4), states42_s5=states42.stride(5), E_c0=64, E_c3=4, E_n0=2, E_n3=16, F_n0=_pow2(2), F_n3=_pow2(16), T_c0=T['c0'], T_c3=T['c3'])
    states45 = torch.full([_cdiv(4, T['c3']), _cdiv(64, T['c0']), _pow2(2), T['c3'], 1, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(_cdiv(4, T['c3']) * _cdiv(64, T['c0']),)](states42_ptr=states42, states42_s0=states42.stride(0), states42_s1=states42.stride(1), states42_s2=states42.stride(2), states42_s3=states42.stride(3), states42_s4=states42.stride(4), states42_s5=states42.stride(5), states45_ptr=states45, states45_s0=states45.stride(0), states45_s1=states45.stride(1), states45_s2=states45.stride(2), states45_s3=states45.stride(3), states45_s4=states45.stride(4), states45_s5=states45.stride(5), E_c0=64, E_c3=4, E_n0=2, F_n0=_pow2(2), T_c0=T['c0'], T_c3=T['c3'])
    buf48 = torch.full([2, 4, 1, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_5[(_cdiv(4, T['c3']),)](states45_ptr=states45, states45_s0=states45.stride(0), states45_s1=states45.stride(1), states45_s2=states45.stride(2), states45_s3=states45.stride(3), states45_s4=states45.stride(4), states45_s5=states45.stride(5), buf48_ptr=buf48, buf48_s0=buf48.stride(0), buf48_s1=buf48.stride(1), buf48_s2=buf48.stride(2), buf48_s3=buf48.stride(3), E_c0=64, E_c3=4, E_n0=2, F_n0=_pow2(2), T_c0=T['c0'], T_c3=T['c3'])
    buf51 = torch.full([2, 4, 1, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_6[(_cdiv(4, T['c3']),)](buf48_ptr=buf48, buf48_s0=buf48.stride(0), buf48_s1=buf48.stride(1), buf48_s2=buf48.stride(2), buf48_s3=buf48.stride(3), buf51_ptr=buf51, buf51_s0=buf51.stride(0), buf51_s1=buf51.stride(1), buf51_s2=buf51.stride(2), buf51_s3=buf51.stride(3), E_c3=4, E_n0=2, F_n0=_pow2(2), T_c3=T['c3'])
    buf65 = torch.full([2, 4, 1, 1], float("nan"), dtype=torch.float32, device=device)
    buf66 = torch.full([2, 4, 1, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_7[(1,)](buf15_ptr=buf15, buf15_s0=buf15.stride(0), buf15_s1=buf15.stride(1), buf15_s2=buf15.stride(2), buf15_s3=buf15.stride(3), buf51_ptr=buf51, buf51_s0=buf51.stride(0), buf51_s1=buf51.stride(1), buf51_s2=buf51.stride(2), buf51_s3=buf51.stride(3), m18_ptr=m18, m18_s0=m18.stride(0), m18_s1=m18.stride(1), m18_s2=m18.stride(2), m18_s3=m18.stride(3), buf65_ptr=buf65, buf65_s0=buf65.stride(0), buf65_s1=buf65.stride(1), buf65_s2=buf65.stride(2), buf65_s3=buf65.stride(3), buf66_ptr=buf66, buf66_s0=buf66.stride(0), buf66_s1=buf66.stride(1), buf66_s2=buf66.stride(2), buf66_s3=buf66.stride(3), E_c0=64, E_n0=2, E_n1=4, E_n3=16, F_n0=_pow2(2), F_n1=_pow2(4), F_n3=_pow2(16), T_c0=T['c0'])
    buf72 = torch.full([2, 4, 1, 16], float("nan"), dtype=torch.float32, device=device)
    buf73 = torch.full([2, 4, 1, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_8[(1,)](buf15_ptr=buf15, buf15_s0=buf15.stride(0), buf15_s1=buf15.stride(1), buf15_s2=buf15.stride(2), buf15_s3=buf15.stride(3), m18_ptr=m18, m18_s0=m18.stride(0), m18_s1=m18.stride(1), m18_s2=m18.stride(2), m18_s3=m18.stride(3), buf28_ptr=buf28, buf28_s0=buf28.stride(0), buf28_s1=buf28.stride(1), buf28_s2=buf28.stride(2), buf28_s3=buf28.stride(3), buf65_ptr=buf65, buf65_s0=buf65.stride(0), buf65_s1=buf65.stride(1), buf65_s2=buf65.stride(2), buf65_s3=buf65.stride(3), buf72_ptr=buf72, buf72_s0=buf72.stride(0), buf72_s1=buf72.stride(1), buf72_s2=buf72.stride(2), buf72_s3=buf72.stride(3), buf73_ptr=buf73, buf73_s0=buf73.stride(0), buf73_s1=buf73.stride(1), buf73_s2=buf73.stride(2), buf73_s3=buf73.stride(3), E_c0=64, E_n0=2, E_n1=4, E_n2=64, E_n3=16, F_n0=_pow2(2), F_n1=_pow2(4), F_n2=_pow2(64), F_n3=_pow2(16), T_c0=T['c0'])
    return buf72


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
