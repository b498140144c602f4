"""attention_decode [small], candidate 52: 9 kernel(s)

Rendered by EqiForge from candidate 52 of attention_decode [small]: store(k.2[64]) ; grid() loop(k.2[64]: pair(sum, sum), stored) ; store(k.2[64]) ; store(k.2[64]) ; grid(k.1@1) loop(k.2[64]: max, stored) ; grid(k.1@1) ; grid(k.1@1) loop(k.2[64]: sum) [1 mm] ; grid(k.1@1) ; grid(k.0@0, k.1@1, v.3@3)
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid k.0@0[2]
    c1: grid k.1@1[4]
    c2: grid v.3@3[16]
    c3: loop k.2[64]

Run it on its own: `python kernels/f52.py` checks it once against PyTorch on random inputs.
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
def kernel_0(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, m10_ptr, m10_s0, m10_s1, m10_s2, m10_s3, states13_ptr, states13_s0, states13_s1, states13_s2, states13_s3, states13_s4, states14_ptr, states14_s0, states14_s1, states14_s2, states14_s3, states14_s4, E_c3, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c3: tl.constexpr):
    # stores states13, states14: Collect over loop k.2[64]
    pid = tl.program_id(0)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t2 = tl.load(m1_ptr + offs_n0[:, None, None, None] * m1_s0 + offs_n1[None, :, None, None] * m1_s1 + offs_n2[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t5 = tl.load(m3_ptr + offs_n0[:, None, None, None] * m3_s0 + offs_n1[None, :, None, None] * m3_s1 + offs_n2[None, None, :, None] * m3_s2 + offs_c3[None, None, None, :] * m3_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
    t6 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t2, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t5, 0.0), 2), axis=3)
    t7 = (t6) * (0.25)
    t8 = tl.exp(t7)
    t9 = tl.sum(tl.where((offs_c3 < E_c3)[None, None, None, :], t8, 0.0), axis=3, keep_dims=True)
    t11 = tl.load(m10_ptr + offs_n0[:, None, None, None] * m10_s0 + offs_n1[None, :, None, None] * m10_s1 + offs_c3[None, None, :, None] * m10_s2 + offs_n2[None, None, None, :] * m10_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c3 < E_c3)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t12 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, :], t8, 0.0), 4) * tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, :, None], t11, 0.0), 2), axis=3)
    tl.store(states13_ptr + i_c3 * states13_s0 + tl.arange(0, F_n0)[:, None, None, None] * states13_s1 + tl.arange(0, F_n1)[None, :, None, None] * states13_s2 + tl.zeros([F_n0, F_n1, 1, 1], tl.int32), t9)
    tl.store(states14_ptr + i_c3 * states14_s0 + tl.arange(0, F_n0)[:, None, None, None] * states14_s1 + tl.arange(0, F_n1)[None, :, None, None] * states14_s2 + tl.arange(0, F_n2)[None, None, None, :] * states14_s4 + tl.zeros([F_n0, F_n1, 1, F_n2], tl.int32), t12)


@triton.jit
def kernel_1(states13_ptr, states13_s0, states13_s1, states13_s2, states13_s3, states13_s4, states14_ptr, states14_s0, states14_s1, states14_s2, states14_s3, states14_s4, buf19_ptr, buf19_s0, buf19_s1, buf19_s2, buf19_s3, buf20_ptr, buf20_s0, buf20_s1, buf20_s2, buf20_s3, E_c3, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c3: tl.constexpr):
    # writes buf19, buf20: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    acc17 = tl.full([F_n0, F_n1, 1, 1], 0.0, tl.float32)
    acc18 = tl.full([F_n0, F_n1, 1, F_n2], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t15 = tl.load(states13_ptr + i_c3 * states13_s0 + tl.arange(0, F_n0)[:, None, None, None] * states13_s1 + tl.arange(0, F_n1)[None, :, None, None] * states13_s2 + tl.zeros([F_n0, F_n1, 1, 1], tl.int32))
        t16 = tl.load(states14_ptr + i_c3 * states14_s0 + tl.arange(0, F_n0)[:, None, None, None] * states14_s1 + tl.arange(0, F_n1)[None, :, None, None] * states14_s2 + tl.arange(0, F_n2)[None, None, None, :] * states14_s4 + tl.zeros([F_n0, F_n1, 1, F_n2], tl.int32))
        acc17 = acc17 + t15
        acc18 = acc18 + t16
    tl.store(buf19_ptr + offs_n0[:, None, None, None] * buf19_s0 + offs_n1[None, :, None, None] * buf19_s1, acc17, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None])
    tl.store(buf20_ptr + offs_n0[:, None, None, None] * buf20_s0 + offs_n1[None, :, None, None] * buf20_s1 + offs_n2[None, None, None, :] * buf20_s3, acc18, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :])


@triton.jit
def kernel_2(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, states25_ptr, states25_s0, states25_s1, states25_s2, states25_s3, states25_s4, states25_s5, E_c1, E_c3, E_n0, E_n2, F_n0: tl.constexpr, F_n2: tl.constexpr, T_c1: tl.constexpr, T_c3: tl.constexpr):
    # stores states25: Collect over loop k.2[64]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n2 = tl.arange(0, F_n2)
    t22 = tl.load(m1_ptr + offs_n0[:, None, None, None] * m1_s0 + offs_c1[None, :, None, None] * m1_s1 + offs_n2[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t23 = tl.load(m3_ptr + offs_n0[:, None, None, None] * m3_s0 + offs_c1[None, :, None, None] * m3_s1 + offs_n2[None, None, :, None] * m3_s2 + offs_c3[None, None, None, :] * m3_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
    t24 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t22, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t23, 0.0), 2), axis=3)
    tl.store(states25_ptr + i_c1 * states25_s0 + i_c3 * states25_s1 + tl.arange(0, F_n0)[:, None, None, None] * states25_s2 + tl.arange(0, T_c1)[None, :, None, None] * states25_s3 + tl.arange(0, T_c3)[None, None, None, :] * states25_s5 + tl.zeros([F_n0, T_c1, 1, T_c3], tl.int32), t24)


@triton.jit
def kernel_3(states25_ptr, states25_s0, states25_s1, states25_s2, states25_s3, states25_s4, states25_s5, states28_ptr, states28_s0, states28_s1, states28_s2, states28_s3, states28_s4, states28_s5, E_c1, E_c3, E_n0, F_n0: tl.constexpr, T_c1: tl.constexpr, T_c3: tl.constexpr):
    # stores states28: Collect over loop k.2[64]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t26 = tl.load(states25_ptr + i_c1 * states25_s0 + i_c3 * states25_s1 + tl.arange(0, F_n0)[:, None, None, None] * states25_s2 + tl.arange(0, T_c1)[None, :, None, None] * states25_s3 + tl.arange(0, T_c3)[None, None, None, :] * states25_s5 + tl.zeros([F_n0, T_c1, 1, T_c3], tl.int32))
    t27 = tl.max(tl.where((offs_c3 < E_c3)[None, None, None, :], t26, -float('inf')), axis=3, keep_dims=True)
    tl.store(states28_ptr + i_c1 * states28_s0 + i_c3 * states28_s1 + tl.arange(0, F_n0)[:, None, None, None] * states28_s2 + tl.arange(0, T_c1)[None, :, None, None] * states28_s3 + tl.zeros([F_n0, T_c1, 1, 1], tl.int32), t27)


@triton.jit
def kernel_4(states28_ptr, states28_s0, states28_s1, states28_s2, states28_s3, states28_s4, states28_s5, buf31_ptr, buf31_s0, buf31_s1, buf31_s2, buf31_s3, E_c1, E_c3, E_n0, F_n0: tl.constexpr, T_c1: tl.constexpr, T_c3: tl.constexpr):
    # writes buf31: Combine over grid k.1@1[4]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    acc30 = tl.full([F_n0, T_c1, 1, 1], -float('inf'), tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t29 = tl.load(states28_ptr + i_c1 * states28_s0 + i_c3 * states28_s1 + tl.arange(0, F_n0)[:, None, None, None] * states28_s2 + tl.arange(0, T_c1)[None, :, None, None] * states28_s3 + tl.zeros([F_n0, T_c1, 1, 1], tl.int32))
        acc30 = tl.maximum(acc30, t29)
    tl.store(buf31_ptr + offs_n0[:, None, None, None] * buf31_s0 + offs_c1[None, :, None, None] * buf31_s1, acc30, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None])


@triton.jit
def kernel_5(buf31_ptr, buf31_s0, buf31_s1, buf31_s2, buf31_s3, buf34_ptr, buf34_s0, buf34_s1, buf34_s2, buf34_s3, E_c1, E_n0, F_n0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf34: Combine over grid k.1@1[4]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t32 = tl.load(buf31_ptr + offs_n0[:, None, None, None] * buf31_s0 + offs_c1[None, :, None, None] * buf31_s1, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None], other=0).to(tl.float32)
    t33 = (t32) * (0.25)
    tl.store(buf34_ptr + offs_n0[:, None, None, None] * buf34_s0 + offs_c1[None, :, None, None] * buf34_s1, t33, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None])


@triton.jit
def kernel_6(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, buf48_ptr, buf48_s0, buf48_s1, buf48_s2, buf48_s3, E_c1, E_c3, E_n0, E_n2, F_n0: tl.constexpr, F_n2: tl.constexpr, T_c1: tl.constexpr, T_c3: tl.constexpr):
    # writes buf48: Combine over grid k.1@1[4]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n2 = tl.arange(0, F_n2)
    t41 = tl.load(m1_ptr + offs_n0[:, None, None, None] * m1_s0 + offs_c1[None, :, None, None] * m1_s1 + offs_n2[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    acc47 = tl.full([F_n0, T_c1, 1, 1], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t42 = tl.load(m3_ptr + offs_n0[:, None, None, None] * m3_s0 + offs_c1[None, :, None, None] * m3_s1 + offs_n2[None, None, :, None] * m3_s2 + offs_c3[None, None, None, :] * m3_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
        t43 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t41, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t42, 0.0), 2), axis=3)
        t44 = (t43) * (0.25)
        t45 = tl.exp(t44)
        t46 = tl.sum(tl.where((offs_c3 < E_c3)[None, None, None, :], t45, 0.0), axis=3, keep_dims=True)
        acc47 = acc47 + t46
    tl.store(buf48_ptr + offs_n0[:, None, None, None] * buf48_s0 + offs_c1[None, :, None, None] * buf48_s1, acc47, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None])


@triton.jit
def kernel_7(buf34_ptr, buf34_s0, buf34_s1, buf34_s2, buf34_s3, buf48_ptr, buf48_s0, buf48_s1, buf48_s2, buf48_s3, buf51_ptr, buf51_s0, buf51_s1, buf51_s2, buf51_s3, E_c1, E_n0, F_n0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf51: Combine over grid k.1@1[4]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t38 = tl.load(buf34_ptr + offs_n0[:, None, None, None] * buf34_s0 + offs_c1[None, :, None, None] * buf34_s1, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None], other=0).to(tl.float32)
    t39 = tl.exp(t38)
    t40 = 1.0 / (t39)
    t49 = tl.load(buf48_ptr + offs_n0[:, None, None, None] * buf48_s0 + offs_c1[None, :, None, None] * buf48_s1, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None], other=0).to(tl.float32)
    t50 = (t40) * (t49)
    tl.store(buf51_ptr + offs_n0[:, None, None, None] * buf51_s0 + offs_c1[None, :, None, None] * buf51_s1, t50, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None])


@triton.jit
def kernel_8(buf20_ptr, buf20_s0, buf20_s1, buf20_s2, buf20_s3, buf34_ptr, buf34_s0, buf34_s1, buf34_s2, buf34_s3, buf51_ptr, buf51_s0, buf51_s1, buf51_s2, buf51_s3, buf54_ptr, buf54_s0, buf54_s1, buf54_s2, buf54_s3, E_c0, E_c1, E_c2, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf54: Combine over grid k.0@0[2], grid k.1@1[4], grid v.3@3[16]
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
    t21 = tl.load(buf20_ptr + offs_c0[:, None, None, None] * buf20_s0 + offs_c1[None, :, None, None] * buf20_s1 + offs_c2[None, None, None, :] * buf20_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
    t35 = tl.load(buf34_ptr + offs_c0[:, None, None, None] * buf34_s0 + offs_c1[None, :, None, None] * buf34_s1, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None], other=0).to(tl.float32)
    t36 = tl.exp(t35)
    t37 = (t21) / (t36)
    t52 = tl.load(buf51_ptr + offs_c0[:, None, None, None] * buf51_s0 + offs_c1[None, :, None, None] * buf51_s1, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None], other=0).to(tl.float32)
    t53 = (t37) / (t52)
    tl.store(buf54_ptr + offs_c0[:, None, None, None] * buf54_s0 + offs_c1[None, :, None, None] * buf54_s1 + offs_c2[None, None, None, :] * buf54_s3, t53, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_c2 < E_c2)[None, None, None, :])


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
    m10 = inputs['v']
    states13 = torch.full([_cdiv(64, T['c3']), _pow2(2), _pow2(4), 1, 1], float("nan"), dtype=torch.float32, device=device)
    states14 = torch.full([_cdiv(64, T['c3']), _pow2(2), _pow2(4), 1, _pow2(16)], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(64, T['c3']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), m10_ptr=m10, m10_s0=m10.stride(0), m10_s1=m10.stride(1), m10_s2=m10.stride(2), m10_s3=m10.stride(3), states13_ptr=states13, states13_s0=states13.stride(0), states13_s1=states13.stride(1), states13_s2=states13.stride(2), states13_s3=states13.stride(3), states13_s4=states13.stride(4), states14_ptr=states14, states14_s0=states14.stride(0), states14_s1=states14.stride(1), states14_s2=states14.stride(2), states14_s3=states14.stride(3), states14_s4=states14.stride(4), E_c3=64, E_n0=2, E_n1=4, E_n2=16, F_n0=_pow2(2), F_n1=_pow2(4), F_n2=_pow2(16), T_c3=T['c3'])
    buf19 = torch.full([2, 4, 1, 1], float("nan"), dtype=torch.float32, device=device)
    buf20 = torch.full([2, 4, 1, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(1,)](states13_ptr=states13, states13_s0=states13.stride(0), states13_s1=states13.stride(1), states13_s2=states13.stride(2), states13_s3=states13.stride(3), states13_s4=states13.stride(4), states14_ptr=states14, states14_s0=states14.stride(0), states14_s1=states14.stride(1), states14_s2=states14.stride(2), states14_s3=states14.stride(3), states14_s4=states14.stride(4), buf19_ptr=buf19, buf19_s0=buf19.stride(0), buf19_s1=buf19.stride(1), buf19_s2=buf19.stride(2), buf19_s3=buf19.stride(3), buf20_ptr=buf20, buf20_s0=buf20.stride(0), buf20_s1=buf20.stride(1), buf20_s2=buf20.stride(2), buf20_s3=buf20.stride(3), E_c3=64, E_n0=2, E_n1=4, E_n2=16, F_n0=_pow2(2), F_n1=_pow2(4), F_n2=_pow2(16), T_c3=T['c3'])
    states25 = torch.full([_cdiv(4, T['c1']), _cdiv(64, T['c3']), _pow2(2), T['c1'], 1, T['c3']], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(4, T['c1']) * _cdiv(64, T['c3']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), states25_ptr=states25, states25_s0=states25.stride(0), states25_s1=states25.stride(1), states25_s2=states25.stride(2), states25_s3=states25.stride(3), states25_s4=states25.stride(4), states25_s5=states25.stride(5), E_c1=4, E_c3=64, E_n0=2, E_n2=16, F_n0=_pow2(2), F_n2=_pow2(16), T_c1=T['c1'], T_c3=T['c3'])
    states28 = torch.full([_cdiv(4, T['c1']), _cdiv(64, T['c3']), _pow2(2), T['c1'], 1, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(4, T['c1']) * _cdiv(64, T['c3']),)](states25_ptr=states25, states25_s0=states25.stride(0), states25_s1=states25.stride(1), states25_s2=states25.stride(2), states25_s3=states25.stride(3), states25_s4=states25.stride(4), states25_s5=states25.stride(5), states28_ptr=states28, states28_s0=states28.stride(0), states28_s1=states28.stride(1), states28_s2=states28.stride(2), states28_s3=states28.stride(3), states28_s4=states28.stride(4), states28_s5=states28.stride(5), E_c1=4, E_c3=64, E_n0=2, F_n0=_pow2(2), T_c1=T['c1'], T_c3=T['c3'])
    buf31 = torch.full([2, 4, 1, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(_cdiv(4, T['c1']),)](states28_ptr=states28, states28_s0=states28.stride(0), states28_s1=states28.stride(1), states28_s2=states28.stride(2), states28_s3=states28.stride(3), states28_s4=states28.stride(4), states28_s5=states28.stride(5), buf31_ptr=buf31, buf31_s0=buf31.stride(0), buf31_s1=buf31.stride(1), buf31_s2=buf31.stride(2), buf31_s3=buf31.stride(3), E_c1=4, E_c3=64, E_n0=2, F_n0=_pow2(2), T_c1=T['c1'], T_c3=T['c3'])
    buf34 = torch.full([2, 4, 1, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_5[(_cdiv(4, T['c1']),)](buf31_ptr=buf31, buf31_s0=buf31.stride(0), buf31_s1=buf31.stride(1), buf31_s2=buf31.stride(2), buf31_s3=buf31.stride(3), buf34_ptr=buf34, buf34_s0=buf34.stride(0), buf34_s1=buf34.stride(1), buf34_s2=buf34.stride(2), buf34_s3=buf34.stride(3), E_c1=4, E_n0=2, F_n0=_pow2(2), T_c1=T['c1'])
    buf48 = torch.full([2, 4, 1, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_6[(_cdiv(4, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), buf48_ptr=buf48, buf48_s0=buf48.stride(0), buf48_s1=buf48.stride(1), buf48_s2=buf48.stride(2), buf48_s3=buf48.stride(3), E_c1=4, E_c3=64, E_n0=2, E_n2=16, F_n0=_pow2(2), F_n2=_pow2(16), T_c1=T['c1'], T_c3=T['c3'])
    buf51 = torch.full([2, 4, 1, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_7[(_cdiv(4, T['c1']),)](buf34_ptr=buf34, buf34_s0=buf34.stride(0), buf34_s1=buf34.stride(1), buf34_s2=buf34.stride(2), buf34_s3=buf34.stride(3), buf48_ptr=buf48, buf48_s0=buf48.stride(0), buf48_s1=buf48.stride(1), buf48_s2=buf48.stride(2), buf48_s3=buf48.stride(3), buf51_ptr=buf51, buf51_s0=buf51.stride(0), buf51_s1=buf51.stride(1), buf51_s2=buf51.stride(2), buf51_s3=buf51.stride(3), E_c1=4, E_n0=2, F_n0=_pow2(2), T_c1=T['c1'])
    buf54 = torch.full([2, 4, 1, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_8[(_cdiv(2, T['c0']) * _cdiv(4, T['c1']) * _cdiv(16, T['c2']),)](buf20_ptr=buf20, buf20_s0=buf20.stride(0), buf20_s1=buf20.stride(1), buf20_s2=buf20.stride(2), buf20_s3=buf20.stride(3), buf34_ptr=buf34, buf34_s0=buf34.stride(0), buf34_s1=buf34.stride(1), buf34_s2=buf34.stride(2), buf34_s3=buf34.stride(3), buf51_ptr=buf51, buf51_s0=buf51.stride(0), buf51_s1=buf51.stride(1), buf51_s2=buf51.stride(2), buf51_s3=buf51.stride(3), buf54_ptr=buf54, buf54_s0=buf54.stride(0), buf54_s1=buf54.stride(1), buf54_s2=buf54.stride(2), buf54_s3=buf54.stride(3), E_c0=2, E_c1=4, E_c2=16, T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    return buf54


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
