"""attention_decode [small], candidate 47: 9 kernel(s)

Rendered by EqiForge from candidate 47 of attention_decode [small]: grid() loop(k.3[16]: pair(sum, sum)) ; grid(k.0@0) ; grid() loop(k.3[16]: pair(sum, sum)) ; grid(k.1@1) loop(k.2[64]: max) ; grid(k.1@1) ; grid() loop(k.2[64]: pair(sum, sum)) ; grid(k.0@0) ; grid() loop(k.2[64]: pair(sum, sum)) ; grid(k.0@0, k.1@1, v.3@3)
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid k.0@0[2]
    c1: grid k.1@1[4]
    c2: grid v.3@3[16]
    c3: loop k.2[64]
    c4: loop k.3[16]

Run it on its own: `python kernels/f47.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/attention_decode.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 1, "c1": 2, "c2": 8, "c3": 32, "c4": 8}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, buf11_ptr, buf11_s0, buf11_s1, buf11_s2, buf11_s3, buf12_ptr, buf12_s0, buf12_s1, buf12_s2, buf12_s3, E_c4, E_n0, E_n2, E_n3, F_n0: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c4: tl.constexpr):
    # writes buf11, buf12: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n0 = tl.arange(0, F_n0)
    offs_n3 = tl.arange(0, F_n3)
    acc9 = tl.full([F_n2, F_n0, 1, F_n3], 0.0, tl.float32)
    acc10 = tl.full([F_n2, F_n0, 1, F_n3], 0.0, tl.float32)
    for i_c4 in range(0, tl.cdiv(E_c4, T_c4)):
        offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)

        t2 = tl.load(m1_ptr + offs_n2[:, None, None, None] * m1_s0 + offs_n0[None, :, None, None] * m1_s1 + offs_c4[None, None, None, :] * m1_s3, mask=(offs_n2 < E_n2)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_c4 < E_c4)[None, None, None, :], other=0).to(tl.float32)
        t5 = tl.load(m3_ptr + offs_n2[:, None, None, None] * m3_s0 + offs_n0[None, :, None, None] * m3_s1 + offs_c4[None, None, :, None] * m3_s2 + offs_n3[None, None, None, :] * m3_s3, mask=(offs_n2 < E_n2)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_c4 < E_c4)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
        t6 = tl.sum(tl.expand_dims(tl.where((offs_c4 < E_c4)[None, None, None, :], t2, 0.0), 4) * tl.expand_dims(tl.where((offs_c4 < E_c4)[None, None, :, None], t5, 0.0), 2), axis=3)
        t7 = (t2) * (0.25)
        t8 = tl.sum(tl.expand_dims(tl.where((offs_c4 < E_c4)[None, None, None, :], t7, 0.0), 4) * tl.expand_dims(tl.where((offs_c4 < E_c4)[None, None, :, None], t5, 0.0), 2), axis=3)
        acc9 = acc9 + t6
        acc10 = acc10 + t8
    tl.store(buf11_ptr + offs_n2[:, None, None, None] * buf11_s0 + offs_n0[None, :, None, None] * buf11_s1 + offs_n3[None, None, None, :] * buf11_s3, acc9, mask=(offs_n2 < E_n2)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n3 < E_n3)[None, None, None, :])
    tl.store(buf12_ptr + offs_n2[:, None, None, None] * buf12_s0 + offs_n0[None, :, None, None] * buf12_s1 + offs_n3[None, None, None, :] * buf12_s3, acc10, mask=(offs_n2 < E_n2)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n3 < E_n3)[None, None, None, :])


@triton.jit
def kernel_1(buf11_ptr, buf11_s0, buf11_s1, buf11_s2, buf11_s3, buf15_ptr, buf15_s0, buf15_s1, buf15_s2, buf15_s3, E_c0, E_n0, E_n3, F_n0: tl.constexpr, F_n3: tl.constexpr, T_c0: tl.constexpr):
    # writes buf15: Combine over grid k.0@0[2]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n3 = tl.arange(0, F_n3)
    t13 = tl.load(buf11_ptr + offs_c0[:, None, None, None] * buf11_s0 + offs_n0[None, :, None, None] * buf11_s1 + offs_n3[None, None, None, :] * buf11_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t14 = (t13) * (0.25)
    tl.store(buf15_ptr + offs_c0[:, None, None, None] * buf15_s0 + offs_n0[None, :, None, None] * buf15_s1 + offs_n3[None, None, None, :] * buf15_s3, t14, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n3 < E_n3)[None, None, None, :])


@triton.jit
def kernel_2(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, buf28_ptr, buf28_s0, buf28_s1, buf28_s2, buf28_s3, buf29_ptr, buf29_s0, buf29_s1, buf29_s2, buf29_s3, E_c4, E_n0, E_n2, E_n3, F_n0: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c4: tl.constexpr):
    # writes buf28, buf29: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n0 = tl.arange(0, F_n0)
    offs_n3 = tl.arange(0, F_n3)
    acc26 = tl.full([F_n2, F_n0, 1, F_n3], 0.0, tl.float32)
    acc27 = tl.full([F_n2, F_n0, 1, F_n3], 0.0, tl.float32)
    for i_c4 in range(0, tl.cdiv(E_c4, T_c4)):
        offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)

        t21 = tl.load(m1_ptr + offs_n2[:, None, None, None] * m1_s0 + offs_n0[None, :, None, None] * m1_s1 + offs_c4[None, None, None, :] * m1_s3, mask=(offs_n2 < E_n2)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_c4 < E_c4)[None, None, None, :], other=0).to(tl.float32)
        t22 = (t21) * (0.25)
        t23 = tl.load(m3_ptr + offs_n2[:, None, None, None] * m3_s0 + offs_n0[None, :, None, None] * m3_s1 + offs_c4[None, None, :, None] * m3_s2 + offs_n3[None, None, None, :] * m3_s3, mask=(offs_n2 < E_n2)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_c4 < E_c4)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
        t24 = tl.sum(tl.expand_dims(tl.where((offs_c4 < E_c4)[None, None, None, :], t22, 0.0), 4) * tl.expand_dims(tl.where((offs_c4 < E_c4)[None, None, :, None], t23, 0.0), 2), axis=3)
        t25 = tl.sum(tl.expand_dims(tl.where((offs_c4 < E_c4)[None, None, None, :], t21, 0.0), 4) * tl.expand_dims(tl.where((offs_c4 < E_c4)[None, None, :, None], t23, 0.0), 2), axis=3)
        acc26 = acc26 + t24
        acc27 = acc27 + t25
    tl.store(buf28_ptr + offs_n2[:, None, None, None] * buf28_s0 + offs_n0[None, :, None, None] * buf28_s1 + offs_n3[None, None, None, :] * buf28_s3, acc26, mask=(offs_n2 < E_n2)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n3 < E_n3)[None, None, None, :])
    tl.store(buf29_ptr + offs_n2[:, None, None, None] * buf29_s0 + offs_n0[None, :, None, None] * buf29_s1 + offs_n3[None, None, None, :] * buf29_s3, acc27, mask=(offs_n2 < E_n2)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n3 < E_n3)[None, None, None, :])


@triton.jit
def kernel_3(buf15_ptr, buf15_s0, buf15_s1, buf15_s2, buf15_s3, buf39_ptr, buf39_s0, buf39_s1, buf39_s2, buf39_s3, E_c1, E_c3, E_n2, F_n2: tl.constexpr, T_c1: tl.constexpr, T_c3: tl.constexpr):
    # writes buf39: Combine over grid k.1@1[4]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n2 = tl.arange(0, F_n2)
    acc38 = tl.full([F_n2, T_c1, 1, 1], -float('inf'), tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t36 = tl.load(buf15_ptr + offs_n2[:, None, None, None] * buf15_s0 + offs_c1[None, :, None, None] * buf15_s1 + offs_c3[None, None, None, :] * buf15_s3, mask=(offs_n2 < E_n2)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
        t37 = tl.max(tl.where((offs_c3 < E_c3)[None, None, None, :], t36, -float('inf')), axis=3, keep_dims=True)
        acc38 = tl.maximum(acc38, t37)
    tl.store(buf39_ptr + offs_n2[:, None, None, None] * buf39_s0 + offs_c1[None, :, None, None] * buf39_s1, acc38, mask=(offs_n2 < E_n2)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None])


@triton.jit
def kernel_4(buf15_ptr, buf15_s0, buf15_s1, buf15_s2, buf15_s3, buf39_ptr, buf39_s0, buf39_s1, buf39_s2, buf39_s3, buf44_ptr, buf44_s0, buf44_s1, buf44_s2, buf44_s3, E_c1, E_n2, E_n3, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c1: tl.constexpr):
    # writes buf44: Combine over grid k.1@1[4]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n3 = tl.arange(0, F_n3)
    t35 = tl.load(buf15_ptr + offs_n2[:, None, None, None] * buf15_s0 + offs_c1[None, :, None, None] * buf15_s1 + offs_n3[None, None, None, :] * buf15_s3, mask=(offs_n2 < E_n2)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t40 = tl.load(buf39_ptr + offs_n2[:, None, None, None] * buf39_s0 + offs_c1[None, :, None, None] * buf39_s1, mask=(offs_n2 < E_n2)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None], other=0).to(tl.float32)
    t41 = t35 - (t40)
    t42 = tl.exp(t41)
    t43 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t42, 0.0), axis=3, keep_dims=True)
    tl.store(buf44_ptr + offs_n2[:, None, None, None] * buf44_s0 + offs_c1[None, :, None, None] * buf44_s1, t43, mask=(offs_n2 < E_n2)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None])


@triton.jit
def kernel_5(buf15_ptr, buf15_s0, buf15_s1, buf15_s2, buf15_s3, m18_ptr, m18_s0, m18_s1, m18_s2, m18_s3, buf28_ptr, buf28_s0, buf28_s1, buf28_s2, buf28_s3, buf44_ptr, buf44_s0, buf44_s1, buf44_s2, buf44_s3, buf50_ptr, buf50_s0, buf50_s1, buf50_s2, buf50_s3, buf51_ptr, buf51_s0, buf51_s1, buf51_s2, buf51_s3, E_c3, E_n0, E_n1, E_n2, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c3: tl.constexpr):
    # writes buf50, buf51: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n3 = tl.arange(0, F_n3)
    t30 = tl.load(buf28_ptr + offs_n2[:, None, None, None] * buf28_s0 + offs_n0[None, :, None, None] * buf28_s1 + offs_n3[None, None, None, :] * buf28_s3, mask=(offs_n2 < E_n2)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t31 = tl.max(tl.where((offs_n3 < E_n3)[None, None, None, :], t30, -float('inf')), axis=3, keep_dims=True)
    t32 = tl.exp(t31)
    t33 = 1.0 / (t32)
    t45 = tl.load(buf44_ptr + offs_n2[:, None, None, None] * buf44_s0 + offs_n0[None, :, None, None] * buf44_s1, mask=(offs_n2 < E_n2)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None], other=0).to(tl.float32)
    t46 = 1.0 / (t45)
    acc48 = tl.full([F_n2, F_n0, 1, F_n1], 0.0, tl.float32)
    acc49 = tl.full([F_n2, F_n0, 1, F_n1], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t16 = tl.load(buf15_ptr + offs_n2[:, None, None, None] * buf15_s0 + offs_n0[None, :, None, None] * buf15_s1 + offs_c3[None, None, None, :] * buf15_s3, mask=(offs_n2 < E_n2)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
        t17 = tl.exp(t16)
        t19 = tl.load(m18_ptr + offs_n2[:, None, None, None] * m18_s0 + offs_n0[None, :, None, None] * m18_s1 + offs_c3[None, None, :, None] * m18_s2 + offs_n1[None, None, None, :] * m18_s3, mask=(offs_n2 < E_n2)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_c3 < E_c3)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
        t20 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, :], t17, 0.0), 4) * tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, :, None], t19, 0.0), 2), axis=3)
        t34 = (t20) * (t33)
        t47 = (t34) * (t46)
        acc48 = acc48 + t47
        acc49 = acc49 + t20
    tl.store(buf50_ptr + offs_n2[:, None, None, None] * buf50_s0 + offs_n0[None, :, None, None] * buf50_s1 + offs_n1[None, None, None, :] * buf50_s3, acc48, mask=(offs_n2 < E_n2)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :])
    tl.store(buf51_ptr + offs_n2[:, None, None, None] * buf51_s0 + offs_n0[None, :, None, None] * buf51_s1 + offs_n1[None, None, None, :] * buf51_s3, acc49, mask=(offs_n2 < E_n2)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :])


@triton.jit
def kernel_6(buf51_ptr, buf51_s0, buf51_s1, buf51_s2, buf51_s3, buf39_ptr, buf39_s0, buf39_s1, buf39_s2, buf39_s3, buf56_ptr, buf56_s0, buf56_s1, buf56_s2, buf56_s3, E_c0, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr):
    # writes buf56: Combine over grid k.0@0[2]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t52 = tl.load(buf51_ptr + offs_c0[:, None, None, None] * buf51_s0 + offs_n0[None, :, None, None] * buf51_s1 + offs_n1[None, None, None, :] * buf51_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t53 = tl.load(buf39_ptr + offs_c0[:, None, None, None] * buf39_s0 + offs_n0[None, :, None, None] * buf39_s1, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None], other=0).to(tl.float32)
    t54 = tl.exp(t53)
    t55 = (t52) / (t54)
    tl.store(buf56_ptr + offs_c0[:, None, None, None] * buf56_s0 + offs_n0[None, :, None, None] * buf56_s1 + offs_n1[None, None, None, :] * buf56_s3, t55, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :])


@triton.jit
def kernel_7(buf15_ptr, buf15_s0, buf15_s1, buf15_s2, buf15_s3, buf39_ptr, buf39_s0, buf39_s1, buf39_s2, buf39_s3, m18_ptr, m18_s0, m18_s1, m18_s2, m18_s3, buf75_ptr, buf75_s0, buf75_s1, buf75_s2, buf75_s3, buf76_ptr, buf76_s0, buf76_s1, buf76_s2, buf76_s3, E_c3, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c3: tl.constexpr):
    # writes buf75, buf76: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t62 = tl.load(buf39_ptr + offs_n2[:, None, None, None] * buf39_s0 + offs_n0[None, :, None, None] * buf39_s1, mask=(offs_n2 < E_n2)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None], other=0).to(tl.float32)
    t70 = tl.exp(t62)
    t71 = 1.0 / (t70)
    acc73 = tl.full([F_n2, F_n0, 1, 1], 0.0, tl.float32)
    acc74 = tl.full([F_n2, F_n0, 1, F_n1], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t58 = tl.load(buf15_ptr + offs_n2[:, None, None, None] * buf15_s0 + offs_n0[None, :, None, None] * buf15_s1 + offs_c3[None, None, None, :] * buf15_s3, mask=(offs_n2 < E_n2)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
        t59 = tl.max(tl.where((offs_c3 < E_c3)[None, None, None, :], t58, -float('inf')), axis=3, keep_dims=True)
        t60 = t58 - (t59)
        t61 = tl.exp(t60)
        t63 = t59 - (t62)
        t64 = tl.exp(t63)
        t65 = (t61) * (t64)
        t66 = tl.sum(tl.where((offs_c3 < E_c3)[None, None, None, :], t65, 0.0), axis=3, keep_dims=True)
        t67 = tl.exp(t58)
        t68 = tl.load(m18_ptr + offs_n2[:, None, None, None] * m18_s0 + offs_n0[None, :, None, None] * m18_s1 + offs_c3[None, None, :, None] * m18_s2 + offs_n1[None, None, None, :] * m18_s3, mask=(offs_n2 < E_n2)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_c3 < E_c3)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
        t69 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, :], t67, 0.0), 4) * tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, :, None], t68, 0.0), 2), axis=3)
        t72 = (t69) * (t71)
        acc73 = acc73 + t66
        acc74 = acc74 + t72
    tl.store(buf75_ptr + offs_n2[:, None, None, None] * buf75_s0 + offs_n0[None, :, None, None] * buf75_s1, acc73, mask=(offs_n2 < E_n2)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None])
    tl.store(buf76_ptr + offs_n2[:, None, None, None] * buf76_s0 + offs_n0[None, :, None, None] * buf76_s1 + offs_n1[None, None, None, :] * buf76_s3, acc74, mask=(offs_n2 < E_n2)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :])


@triton.jit
def kernel_8(buf56_ptr, buf56_s0, buf56_s1, buf56_s2, buf56_s3, buf75_ptr, buf75_s0, buf75_s1, buf75_s2, buf75_s3, buf79_ptr, buf79_s0, buf79_s1, buf79_s2, buf79_s3, E_c0, E_c1, E_c2, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf79: Combine over grid k.0@0[2], grid k.1@1[4], grid v.3@3[16]
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
    t57 = tl.load(buf56_ptr + offs_c0[:, None, None, None] * buf56_s0 + offs_c1[None, :, None, None] * buf56_s1 + offs_c2[None, None, None, :] * buf56_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
    t77 = tl.load(buf75_ptr + offs_c0[:, None, None, None] * buf75_s0 + offs_c1[None, :, None, None] * buf75_s1, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None], other=0).to(tl.float32)
    t78 = (t57) / (t77)
    tl.store(buf79_ptr + offs_c0[:, None, None, None] * buf79_s0 + offs_c1[None, :, None, None] * buf79_s1 + offs_c2[None, None, None, :] * buf79_s3, t78, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_c2 < E_c2)[None, None, None, :])


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
    kernel_0[(1,)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), buf11_ptr=buf11, buf11_s0=buf11.stride(0), buf11_s1=buf11.stride(1), buf11_s2=buf11.stride(2), buf11_s3=buf11.stride(3), buf12_ptr=buf12, buf12_s0=buf12.stride(0), buf12_s1=buf12.stride(1), buf12_s2=buf12.stride(2), buf12_s3=buf12.stride(3), E_c4=16, E_n0=4, E_n2=2, E_n3=64, F_n0=_pow2(4), F_n2=_pow2(2), F_n3=_pow2(64), T_c4=T['c4'])
    buf15 = torch.full([2, 4, 1, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(2, T['c0']),)](buf11_ptr=buf11, buf11_s0=buf11.stride(0), buf11_s1=buf11.stride(1), buf11_s2=buf11.stride(2), buf11_s3=buf11.stride(3), buf15_ptr=buf15, buf15_s0=buf15.stride(0), buf15_s1=buf15.stride(1), buf15_s2=buf15.stride(2), buf15_s3=buf15.stride(3), E_c0=2, E_n0=4, E_n3=64, F_n0=_pow2(4), F_n3=_pow2(64), T_c0=T['c0'])
    m18 = inputs['v']
    buf28 = torch.full([2, 4, 1, 64], float("nan"), dtype=torch.float32, device=device)
    buf29 = torch.full([2, 4, 1, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(1,)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), buf28_ptr=buf28, buf28_s0=buf28.stride(0), buf28_s1=buf28.stride(1), buf28_s2=buf28.stride(2), buf28_s3=buf28.stride(3), buf29_ptr=buf29, buf29_s0=buf29.stride(0), buf29_s1=buf29.stride(1), buf29_s2=buf29.stride(2), buf29_s3=buf29.stride(3), E_c4=16, E_n0=4, E_n2=2, E_n3=64, F_n0=_pow2(4), F_n2=_pow2(2), F_n3=_pow2(64), T_c4=T['c4'])
    buf39 = torch.full([2, 4, 1, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(4, T['c1']),)](buf15_ptr=buf15, buf15_s0=buf15.stride(0), buf15_s1=buf15.stride(1), buf15_s2=buf15.stride(2), buf15_s3=buf15.stride(3), buf39_ptr=buf39, buf39_s0=buf39.stride(0), buf39_s1=buf39.stride(1), buf39_s2=buf39.stride(2), buf39_s3=buf39.stride(3), E_c1=4, E_c3=64, E_n2=2, F_n2=_pow2(2), T_c1=T['c1'], T_c3=T['c3'])
    buf44 = torch.full([2, 4, 1, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(_cdiv(4, T['c1']),)](buf15_ptr=buf15, buf15_s0=buf15.stride(0), buf15_s1=buf15.stride(1), buf15_s2=buf15.stride(2), buf15_s3=buf15.stride(3), buf39_ptr=buf39, buf39_s0=buf39.stride(0), buf39_s1=buf39.stride(1), buf39_s2=buf39.stride(2), buf39_s3=buf39.stride(3), buf44_ptr=buf44, buf44_s0=buf44.stride(0), buf44_s1=buf44.stride(1), buf44_s2=buf44.stride(2), buf44_s3=buf44.stride(3), E_c1=4, E_n2=2, E_n3=64, F_n2=_pow2(2), F_n3=_pow2(64), T_c1=T['c1'])
    buf50 = torch.full([2, 4, 1, 16], float("nan"), dtype=torch.float32, device=device)
    buf51 = torch.full([2, 4, 1, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_5[(1,)](buf15_ptr=buf15, buf15_s0=buf15.stride(0), buf15_s1=buf15.stride(1), buf15_s2=buf15.stride(2), buf15_s3=buf15.stride(3), m18_ptr=m18, m18_s0=m18.stride(0), m18_s1=m18.stride(1), m18_s2=m18.stride(2), m18_s3=m18.stride(3), buf28_ptr=buf28, buf28_s0=buf28.stride(0), buf28_s1=buf28.stride(1), buf28_s2=buf28.stride(2), buf28_s3=buf28.stride(3), buf44_ptr=buf44, buf44_s0=buf44.stride(0), buf44_s1=buf44.stride(1), buf44_s2=buf44.stride(2), buf44_s3=buf44.stride(3), buf50_ptr=buf50, buf50_s0=buf50.stride(0), buf50_s1=buf50.stride(1), buf50_s2=buf50.stride(2), buf50_s3=buf50.stride(3), buf51_ptr=buf51, buf51_s0=buf51.stride(0), buf51_s1=buf51.stride(1), buf51_s2=buf51.stride(2), buf51_s3=buf51.stride(3), E_c3=64, E_n0=4, E_n1=16, E_n2=2, E_n3=64, F_n0=_pow2(4), F_n1=_pow2(16), F_n2=_pow2(2), F_n3=_pow2(64), T_c3=T['c3'])
    buf56 = torch.full([2, 4, 1, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_6[(_cdiv(2, T['c0']),)](buf51_ptr=buf51, buf51_s0=buf51.stride(0), buf51_s1=buf51.stride(1), buf51_s2=buf51.stride(2), buf51_s3=buf51.stride(3), buf39_ptr=buf39, buf39_s0=buf39.stride(0), buf39_s1=buf39.stride(1), buf39_s2=buf39.stride(2), buf39_s3=buf39.stride(3), buf56_ptr=buf56, buf56_s0=buf56.stride(0), buf56_s1=buf56.stride(1), buf56_s2=buf56.stride(2), buf56_s3=buf56.stride(3), E_c0=2, E_n0=4, E_n1=16, F_n0=_pow2(4), F_n1=_pow2(16), T_c0=T['c0'])
    buf75 = torch.full([2, 4, 1, 1], float("nan"), dtype=torch.float32, device=device)
    buf76 = torch.full([2, 4, 1, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_7[(1,)](buf15_ptr=buf15, buf15_s0=buf15.stride(0), buf15_s1=buf15.stride(1), buf15_s2=buf15.stride(2), buf15_s3=buf15.stride(3), buf39_ptr=buf39, buf39_s0=buf39.stride(0), buf39_s1=buf39.stride(1), buf39_s2=buf39.stride(2), buf39_s3=buf39.stride(3), m18_ptr=m18, m18_s0=m18.stride(0), m18_s1=m18.stride(1), m18_s2=m18.stride(2), m18_s3=m18.stride(3), buf75_ptr=buf75, buf75_s0=buf75.stride(0), buf75_s1=buf75.stride(1), buf75_s2=buf75.stride(2), buf75_s3=buf75.stride(3), buf76_ptr=buf76, buf76_s0=buf76.stride(0), buf76_s1=buf76.stride(1), buf76_s2=buf76.stride(2), buf76_s3=buf76.stride(3), E_c3=64, E_n0=4, E_n1=16, E_n2=2, F_n0=_pow2(4), F_n1=_pow2(16), F_n2=_pow2(2), T_c3=T['c3'])
    buf79 = torch.full([2, 4, 1, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_8[(_cdiv(2, T['c0']) * _cdiv(4, T['c1']) * _cdiv(16, T['c2']),)](buf56_ptr=buf56, buf56_s0=buf56.stride(0), buf56_s1=buf56.stride(1), buf56_s2=buf56.stride(2), buf56_s3=buf56.stride(3), buf75_ptr=buf75, buf75_s0=buf75.stride(0), buf75_s1=buf75.stride(1), buf75_s2=buf75.stride(2), buf75_s3=buf75.stride(3), buf79_ptr=buf79, buf79_s0=buf79.stride(0), buf79_s1=buf79.stride(1), buf79_s2=buf79.stride(2), buf79_s3=buf79.stride(3), E_c0=2, E_c1=4, E_c2=16, T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    return buf79


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
