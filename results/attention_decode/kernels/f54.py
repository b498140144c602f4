"""attention_decode [small], candidate 54: 9 kernel(s)

Rendered by EqiForge from candidate 54 of attention_decode [small]: store(k.3[16]) ; grid() loop(k.3[16]: pair(sum, sum), stored) ; grid(k.0@0) ; store(k.3[16]) ; store(k.2[64]) loop(k.3[16]: pair(sum, sum), stored) ; grid(k.1@1) loop(k.2[64]: rescale, stored) ; store(k.3[16]) ; store(k.2[64]) loop(k.3[16]: pair(sum, sum), stored) ; grid() loop(k.2[64]: pair(sum, sum), stored)
Coordinates (tile sizes are the T arguments of launch()):
    c0: loop k.2[64]
    c1: grid k.0@0[2]
    c2: loop k.3[16]
    c3: grid k.1@1[4]

Run it on its own: `python kernels/f54.py` checks it once against PyTorch on random inputs.
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
def kernel_0(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, states9_ptr, states9_s0, states9_s1, states9_s2, states9_s3, states9_s4, states10_ptr, states10_s0, states10_s1, states10_s2, states10_s3, states10_s4, E_c2, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c2: tl.constexpr):
    # stores states9, states10: Collect over loop k.3[16]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t2 = tl.load(m1_ptr + offs_n0[:, None, None, None] * m1_s0 + offs_n1[None, :, None, None] * m1_s1 + offs_c2[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
    t5 = tl.load(m3_ptr + offs_n0[:, None, None, None] * m3_s0 + offs_n1[None, :, None, None] * m3_s1 + offs_c2[None, None, :, None] * m3_s2 + offs_n2[None, None, None, :] * m3_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t6 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :], t2, 0.0), 4) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :, None], t5, 0.0), 2), axis=3)
    t7 = (t2) * (0.25)
    t8 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :], t7, 0.0), 4) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :, None], t5, 0.0), 2), axis=3)
    tl.store(states9_ptr + i_c2 * states9_s0 + tl.arange(0, F_n0)[:, None, None, None] * states9_s1 + tl.arange(0, F_n1)[None, :, None, None] * states9_s2 + tl.arange(0, F_n2)[None, None, None, :] * states9_s4 + tl.zeros([F_n0, F_n1, 1, F_n2], tl.int32), t6)
    tl.store(states10_ptr + i_c2 * states10_s0 + tl.arange(0, F_n0)[:, None, None, None] * states10_s1 + tl.arange(0, F_n1)[None, :, None, None] * states10_s2 + tl.arange(0, F_n2)[None, None, None, :] * states10_s4 + tl.zeros([F_n0, F_n1, 1, F_n2], tl.int32), t8)


@triton.jit
def kernel_1(states9_ptr, states9_s0, states9_s1, states9_s2, states9_s3, states9_s4, states10_ptr, states10_s0, states10_s1, states10_s2, states10_s3, states10_s4, buf15_ptr, buf15_s0, buf15_s1, buf15_s2, buf15_s3, buf16_ptr, buf16_s0, buf16_s1, buf16_s2, buf16_s3, E_c2, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c2: tl.constexpr):
    # writes buf15, buf16: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    acc13 = tl.full([F_n0, F_n1, 1, F_n2], 0.0, tl.float32)
    acc14 = tl.full([F_n0, F_n1, 1, F_n2], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t11 = tl.load(states9_ptr + i_c2 * states9_s0 + tl.arange(0, F_n0)[:, None, None, None] * states9_s1 + tl.arange(0, F_n1)[None, :, None, None] * states9_s2 + tl.arange(0, F_n2)[None, None, None, :] * states9_s4 + tl.zeros([F_n0, F_n1, 1, F_n2], tl.int32))
        t12 = tl.load(states10_ptr + i_c2 * states10_s0 + tl.arange(0, F_n0)[:, None, None, None] * states10_s1 + tl.arange(0, F_n1)[None, :, None, None] * states10_s2 + tl.arange(0, F_n2)[None, None, None, :] * states10_s4 + tl.zeros([F_n0, F_n1, 1, F_n2], tl.int32))
        acc13 = acc13 + t11
        acc14 = acc14 + t12
    tl.store(buf15_ptr + offs_n0[:, None, None, None] * buf15_s0 + offs_n1[None, :, None, None] * buf15_s1 + offs_n2[None, None, None, :] * buf15_s3, acc13, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :])
    tl.store(buf16_ptr + offs_n0[:, None, None, None] * buf16_s0 + offs_n1[None, :, None, None] * buf16_s1 + offs_n2[None, None, None, :] * buf16_s3, acc14, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :])


@triton.jit
def kernel_2(buf15_ptr, buf15_s0, buf15_s1, buf15_s2, buf15_s3, buf19_ptr, buf19_s0, buf19_s1, buf19_s2, buf19_s3, E_c1, E_n1, E_n2, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c1: tl.constexpr):
    # writes buf19: Combine over grid k.0@0[2]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t17 = tl.load(buf15_ptr + offs_c1[:, None, None, None] * buf15_s0 + offs_n1[None, :, None, None] * buf15_s1 + offs_n2[None, None, None, :] * buf15_s3, mask=(offs_c1 < E_c1)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t18 = (t17) * (0.25)
    tl.store(buf19_ptr + offs_c1[:, None, None, None] * buf19_s0 + offs_n1[None, :, None, None] * buf19_s1 + offs_n2[None, None, None, :] * buf19_s3, t18, mask=(offs_c1 < E_c1)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :])


@triton.jit
def kernel_3(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, states34_ptr, states34_s0, states34_s1, states34_s2, states34_s3, states34_s4, states34_s5, states34_s6, states35_ptr, states35_s0, states35_s1, states35_s2, states35_s3, states35_s4, states35_s5, states35_s6, E_c0, E_c2, E_c3, E_n0, E_n2, F_n0: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # stores states34, states35: Collect over loop k.3[16]
    pid = tl.program_id(0)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n2 = tl.arange(0, F_n2)
    t29 = tl.load(m1_ptr + offs_n0[:, None, None, None] * m1_s0 + offs_c3[None, :, None, None] * m1_s1 + offs_c2[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c3 < E_c3)[None, :, None, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
    t30 = tl.load(m3_ptr + offs_n0[:, None, None, None] * m3_s0 + offs_c3[None, :, None, None] * m3_s1 + offs_c2[None, None, :, None] * m3_s2 + offs_n2[None, None, None, :] * m3_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c3 < E_c3)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t31 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :], t29, 0.0), 4) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :, None], t30, 0.0), 2), axis=3)
    t32 = tl.load(m3_ptr + offs_n0[:, None, None, None] * m3_s0 + offs_c3[None, :, None, None] * m3_s1 + offs_c2[None, None, :, None] * m3_s2 + offs_c0[None, None, None, :] * m3_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c3 < E_c3)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_c0 < E_c0)[None, None, None, :], other=0).to(tl.float32)
    t33 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :], t29, 0.0), 4) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :, None], t32, 0.0), 2), axis=3)
    tl.store(states34_ptr + i_c3 * states34_s0 + i_c0 * states34_s1 + i_c2 * states34_s2 + tl.arange(0, F_n0)[:, None, None, None] * states34_s3 + tl.arange(0, T_c3)[None, :, None, None] * states34_s4 + tl.arange(0, F_n2)[None, None, None, :] * states34_s6 + tl.zeros([F_n0, T_c3, 1, F_n2], tl.int32), t31)
    tl.store(states35_ptr + i_c3 * states35_s0 + i_c0 * states35_s1 + i_c2 * states35_s2 + tl.arange(0, F_n0)[:, None, None, None] * states35_s3 + tl.arange(0, T_c3)[None, :, None, None] * states35_s4 + tl.arange(0, T_c0)[None, None, None, :] * states35_s6 + tl.zeros([F_n0, T_c3, 1, T_c0], tl.int32), t33)


@triton.jit
def kernel_4(states34_ptr, states34_s0, states34_s1, states34_s2, states34_s3, states34_s4, states34_s5, states34_s6, states35_ptr, states35_s0, states35_s1, states35_s2, states35_s3, states35_s4, states35_s5, states35_s6, buf19_ptr, buf19_s0, buf19_s1, buf19_s2, buf19_s3, m22_ptr, m22_s0, m22_s1, m22_s2, m22_s3, states49_ptr, states49_s0, states49_s1, states49_s2, states49_s3, states49_s4, states49_s5, states50_ptr, states50_s0, states50_s1, states50_s2, states50_s3, states50_s4, states50_s5, E_c0, E_c2, E_c3, E_n0, E_n2, E_n3, F_n0: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # stores states49, states50: Collect over loop k.2[64]
    pid = tl.program_id(0)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n2 = tl.arange(0, F_n2)
    offs_n3 = tl.arange(0, F_n3)
    acc38 = tl.full([F_n0, T_c3, 1, F_n2], 0.0, tl.float32)
    acc39 = tl.full([F_n0, T_c3, 1, T_c0], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t36 = tl.load(states34_ptr + i_c3 * states34_s0 + i_c0 * states34_s1 + i_c2 * states34_s2 + tl.arange(0, F_n0)[:, None, None, None] * states34_s3 + tl.arange(0, T_c3)[None, :, None, None] * states34_s4 + tl.arange(0, F_n2)[None, None, None, :] * states34_s6 + tl.zeros([F_n0, T_c3, 1, F_n2], tl.int32))
        t37 = tl.load(states35_ptr + i_c3 * states35_s0 + i_c0 * states35_s1 + i_c2 * states35_s2 + tl.arange(0, F_n0)[:, None, None, None] * states35_s3 + tl.arange(0, T_c3)[None, :, None, None] * states35_s4 + tl.arange(0, T_c0)[None, None, None, :] * states35_s6 + tl.zeros([F_n0, T_c3, 1, T_c0], tl.int32))
        acc38 = acc38 + t36
        acc39 = acc39 + t37
    t40 = tl.max(tl.where((offs_c0 < E_c0)[None, None, None, :], acc39, -float('inf')), axis=3, keep_dims=True)
    t41 = (t40) * (0.25)
    t42 = tl.load(buf19_ptr + offs_n0[:, None, None, None] * buf19_s0 + offs_c3[None, :, None, None] * buf19_s1 + offs_c0[None, None, None, :] * buf19_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c3 < E_c3)[None, :, None, None] & (offs_c0 < E_c0)[None, None, None, :], other=0).to(tl.float32)
    t43 = tl.exp(t42)
    t44 = tl.load(m22_ptr + offs_n0[:, None, None, None] * m22_s0 + offs_c3[None, :, None, None] * m22_s1 + offs_c0[None, None, :, None] * m22_s2 + offs_n3[None, None, None, :] * m22_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c3 < E_c3)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t45 = tl.sum(tl.expand_dims(tl.where((offs_c0 < E_c0)[None, None, None, :], t43, 0.0), 4) * tl.expand_dims(tl.where((offs_c0 < E_c0)[None, None, :, None], t44, 0.0), 2), axis=3)
    t46 = tl.exp(t41)
    t47 = 1.0 / (t46)
    t48 = (t45) * (t47)
    tl.store(states49_ptr + i_c3 * states49_s0 + i_c0 * states49_s1 + tl.arange(0, F_n0)[:, None, None, None] * states49_s2 + tl.arange(0, T_c3)[None, :, None, None] * states49_s3 + tl.zeros([F_n0, T_c3, 1, 1], tl.int32), t41)
    tl.store(states50_ptr + i_c3 * states50_s0 + i_c0 * states50_s1 + tl.arange(0, F_n0)[:, None, None, None] * states50_s2 + tl.arange(0, T_c3)[None, :, None, None] * states50_s3 + tl.arange(0, F_n3)[None, None, None, :] * states50_s5 + tl.zeros([F_n0, T_c3, 1, F_n3], tl.int32), t48)


@triton.jit
def kernel_5(states49_ptr, states49_s0, states49_s1, states49_s2, states49_s3, states49_s4, states49_s5, states50_ptr, states50_s0, states50_s1, states50_s2, states50_s3, states50_s4, states50_s5, buf58_ptr, buf58_s0, buf58_s1, buf58_s2, buf58_s3, E_c0, E_c3, E_n0, E_n3, F_n0: tl.constexpr, F_n3: tl.constexpr, T_c0: tl.constexpr, T_c3: tl.constexpr):
    # writes buf58: Combine over grid k.1@1[4]
    pid = tl.program_id(0)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n3 = tl.arange(0, F_n3)
    acc53 = tl.full([F_n0, T_c3, 1, 1], -float('inf'), tl.float32)
    acc54 = tl.full([F_n0, T_c3, 1, F_n3], 0.0, tl.float32)
    for i_c0 in range(0, tl.cdiv(E_c0, T_c0)):
        offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)

        t51 = tl.load(states49_ptr + i_c3 * states49_s0 + i_c0 * states49_s1 + tl.arange(0, F_n0)[:, None, None, None] * states49_s2 + tl.arange(0, T_c3)[None, :, None, None] * states49_s3 + tl.zeros([F_n0, T_c3, 1, 1], tl.int32))
        t52 = tl.load(states50_ptr + i_c3 * states50_s0 + i_c0 * states50_s1 + tl.arange(0, F_n0)[:, None, None, None] * states50_s2 + tl.arange(0, T_c3)[None, :, None, None] * states50_s3 + tl.arange(0, F_n3)[None, None, None, :] * states50_s5 + tl.zeros([F_n0, T_c3, 1, F_n3], tl.int32))
        m55 = tl.maximum(acc53, t51)
        r56 = tl.where(acc53 == -float("inf"), 0.0, tl.exp(acc53 - m55))
        r57 = tl.where(t51 == -float("inf"), 0.0, tl.exp(t51 - m55))
        acc54 = tl.where(acc53 == -float("inf"), 0.0, acc54 * r56) + tl.where(t51 == -float("inf"), 0.0, t52 * r57)
        acc53 = m55
    tl.store(buf58_ptr + offs_n0[:, None, None, None] * buf58_s0 + offs_c3[None, :, None, None] * buf58_s1, acc53, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c3 < E_c3)[None, :, None, None])


@triton.jit
def kernel_6(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, states68_ptr, states68_s0, states68_s1, states68_s2, states68_s3, states68_s4, states68_s5, states69_ptr, states69_s0, states69_s1, states69_s2, states69_s3, states69_s4, states69_s5, E_c0, E_c2, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # stores states68, states69: Collect over loop k.3[16]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t63 = tl.load(m1_ptr + offs_n0[:, None, None, None] * m1_s0 + offs_n1[None, :, None, None] * m1_s1 + offs_c2[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
    t64 = tl.load(m3_ptr + offs_n0[:, None, None, None] * m3_s0 + offs_n1[None, :, None, None] * m3_s1 + offs_c2[None, None, :, None] * m3_s2 + offs_n2[None, None, None, :] * m3_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t65 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :], t63, 0.0), 4) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :, None], t64, 0.0), 2), axis=3)
    t66 = tl.load(m3_ptr + offs_n0[:, None, None, None] * m3_s0 + offs_n1[None, :, None, None] * m3_s1 + offs_c2[None, None, :, None] * m3_s2 + offs_c0[None, None, None, :] * m3_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_c0 < E_c0)[None, None, None, :], other=0).to(tl.float32)
    t67 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :], t63, 0.0), 4) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :, None], t66, 0.0), 2), axis=3)
    tl.store(states68_ptr + i_c0 * states68_s0 + i_c2 * states68_s1 + tl.arange(0, F_n0)[:, None, None, None] * states68_s2 + tl.arange(0, F_n1)[None, :, None, None] * states68_s3 + tl.arange(0, F_n2)[None, None, None, :] * states68_s5 + tl.zeros([F_n0, F_n1, 1, F_n2], tl.int32), t65)
    tl.store(states69_ptr + i_c0 * states69_s0 + i_c2 * states69_s1 + tl.arange(0, F_n0)[:, None, None, None] * states69_s2 + tl.arange(0, F_n1)[None, :, None, None] * states69_s3 + tl.arange(0, T_c0)[None, None, None, :] * states69_s5 + tl.zeros([F_n0, F_n1, 1, T_c0], tl.int32), t67)


@triton.jit
def kernel_7(buf19_ptr, buf19_s0, buf19_s1, buf19_s2, buf19_s3, m22_ptr, m22_s0, m22_s1, m22_s2, m22_s3, buf58_ptr, buf58_s0, buf58_s1, buf58_s2, buf58_s3, states68_ptr, states68_s0, states68_s1, states68_s2, states68_s3, states68_s4, states68_s5, states69_ptr, states69_s0, states69_s1, states69_s2, states69_s3, states69_s4, states69_s5, states81_ptr, states81_s0, states81_s1, states81_s2, states81_s3, states81_s4, states82_ptr, states82_s0, states82_s1, states82_s2, states82_s3, states82_s4, E_c0, E_c2, E_n0, E_n1, E_n2, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # stores states81, states82: Collect over loop k.2[64]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n3 = tl.arange(0, F_n3)
    offs_n2 = tl.arange(0, F_n2)
    t20 = tl.load(buf19_ptr + offs_n0[:, None, None, None] * buf19_s0 + offs_n1[None, :, None, None] * buf19_s1 + offs_c0[None, None, None, :] * buf19_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c0 < E_c0)[None, None, None, :], other=0).to(tl.float32)
    t21 = tl.exp(t20)
    t23 = tl.load(m22_ptr + offs_n0[:, None, None, None] * m22_s0 + offs_n1[None, :, None, None] * m22_s1 + offs_c0[None, None, :, None] * m22_s2 + offs_n3[None, None, None, :] * m22_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t24 = tl.sum(tl.expand_dims(tl.where((offs_c0 < E_c0)[None, None, None, :], t21, 0.0), 4) * tl.expand_dims(tl.where((offs_c0 < E_c0)[None, None, :, None], t23, 0.0), 2), axis=3)
    t25 = tl.max(tl.where((offs_c0 < E_c0)[None, None, None, :], t20, -float('inf')), axis=3, keep_dims=True)
    t26 = tl.exp(t25)
    t27 = 1.0 / (t26)
    t28 = (t24) * (t27)
    t59 = tl.load(buf58_ptr + offs_n0[:, None, None, None] * buf58_s0 + offs_n1[None, :, None, None] * buf58_s1, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None], other=0).to(tl.float32)
    t60 = t25 - (t59)
    t61 = tl.exp(t60)
    t62 = (t28) * (t61)
    acc72 = tl.full([F_n0, F_n1, 1, F_n2], 0.0, tl.float32)
    acc73 = tl.full([F_n0, F_n1, 1, T_c0], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t70 = tl.load(states68_ptr + i_c0 * states68_s0 + i_c2 * states68_s1 + tl.arange(0, F_n0)[:, None, None, None] * states68_s2 + tl.arange(0, F_n1)[None, :, None, None] * states68_s3 + tl.arange(0, F_n2)[None, None, None, :] * states68_s5 + tl.zeros([F_n0, F_n1, 1, F_n2], tl.int32))
        t71 = tl.load(states69_ptr + i_c0 * states69_s0 + i_c2 * states69_s1 + tl.arange(0, F_n0)[:, None, None, None] * states69_s2 + tl.arange(0, F_n1)[None, :, None, None] * states69_s3 + tl.arange(0, T_c0)[None, None, None, :] * states69_s5 + tl.zeros([F_n0, F_n1, 1, T_c0], tl.int32))
        acc72 = acc72 + t70
        acc73 = acc73 + t71
    t74 = tl.max(tl.where((offs_n2 < E_n2)[None, None, None, :], acc72, -float('inf')), axis=3, keep_dims=True)
    t75 = acc72 - (t74)
    t76 = (t75) * (0.25)
    t77 = tl.exp(t76)
    t78 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t77, 0.0), axis=3, keep_dims=True)
    t79 = 1.0 / (t78)
    t80 = (t62) * (t79)
    tl.store(states81_ptr + i_c0 * states81_s0 + tl.arange(0, F_n0)[:, None, None, None] * states81_s1 + tl.arange(0, F_n1)[None, :, None, None] * states81_s2 + tl.arange(0, F_n3)[None, None, None, :] * states81_s4 + tl.zeros([F_n0, F_n1, 1, F_n3], tl.int32), t80)
    tl.store(states82_ptr + i_c0 * states82_s0 + tl.arange(0, F_n0)[:, None, None, None] * states82_s1 + tl.arange(0, F_n1)[None, :, None, None] * states82_s2 + tl.arange(0, F_n3)[None, None, None, :] * states82_s4 + tl.zeros([F_n0, F_n1, 1, F_n3], tl.int32), t24)


@triton.jit
def kernel_8(states81_ptr, states81_s0, states81_s1, states81_s2, states81_s3, states81_s4, states82_ptr, states82_s0, states82_s1, states82_s2, states82_s3, states82_s4, buf87_ptr, buf87_s0, buf87_s1, buf87_s2, buf87_s3, buf88_ptr, buf88_s0, buf88_s1, buf88_s2, buf88_s3, E_c0, E_n0, E_n1, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n3: tl.constexpr, T_c0: tl.constexpr):
    # writes buf87, buf88: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n3 = tl.arange(0, F_n3)
    acc85 = tl.full([F_n0, F_n1, 1, F_n3], 0.0, tl.float32)
    acc86 = tl.full([F_n0, F_n1, 1, F_n3], 0.0, tl.float32)
    for i_c0 in range(0, tl.cdiv(E_c0, T_c0)):
        offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)

        t83 = tl.load(states81_ptr + i_c0 * states81_s0 + tl.arange(0, F_n0)[:, None, None, None] * states81_s1 + tl.arange(0, F_n1)[None, :, None, None] * states81_s2 + tl.arange(0, F_n3)[None, None, None, :] * states81_s4 + tl.zeros([F_n0, F_n1, 1, F_n3], tl.int32))
        t84 = tl.load(states82_ptr + i_c0 * states82_s0 + tl.arange(0, F_n0)[:, None, None, None] * states82_s1 + tl.arange(0, F_n1)[None, :, None, None] * states82_s2 + tl.arange(0, F_n3)[None, None, None, :] * states82_s4 + tl.zeros([F_n0, F_n1, 1, F_n3], tl.int32))
        acc85 = acc85 + t83
        acc86 = acc86 + t84
    tl.store(buf87_ptr + offs_n0[:, None, None, None] * buf87_s0 + offs_n1[None, :, None, None] * buf87_s1 + offs_n3[None, None, None, :] * buf87_s3, acc85, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n3 < E_n3)[None, None, None, :])
    tl.store(buf88_ptr + offs_n0[:, None, None, None] * buf88_s0 + offs_n1[None, :, None, None] * buf88_s1 + offs_n3[None, None, None, :] * buf88_s3, acc86, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n3 < E_n3)[None, None, None, :])


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
    states9 = torch.full([_cdiv(16, T['c2']), _pow2(2), _pow2(4), 1, _pow2(64)], float("nan"), dtype=torch.float32, device=device)
    states10 = torch.full([_cdiv(16, T['c2']), _pow2(2), _pow2(4), 1, _pow2(64)], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(16, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), states9_ptr=states9, states9_s0=states9.stride(0), states9_s1=states9.stride(1), states9_s2=states9.stride(2), states9_s3=states9.stride(3), states9_s4=states9.stride(4), states10_ptr=states10, states10_s0=states10.stride(0), states10_s1=states10.stride(1), states10_s2=states10.stride(2), states10_s3=states10.stride(3), states10_s4=states10.stride(4), E_c2=16, E_n0=2, E_n1=4, E_n2=64, F_n0=_pow2(2), F_n1=_pow2(4), F_n2=_pow2(64), T_c2=T['c2'])
    buf15 = torch.full([2, 4, 1, 64], float("nan"), dtype=torch.float32, device=device)
    buf16 = torch.full([2, 4, 1, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(1,)](states9_ptr=states9, states9_s0=states9.stride(0), states9_s1=states9.stride(1), states9_s2=states9.stride(2), states9_s3=states9.stride(3), states9_s4=states9.stride(4), states10_ptr=states10, states10_s0=states10.stride(0), states10_s1=states10.stride(1), states10_s2=states10.stride(2), states10_s3=states10.stride(3), states10_s4=states10.stride(4), buf15_ptr=buf15, buf15_s0=buf15.stride(0), buf15_s1=buf15.stride(1), buf15_s2=buf15.stride(2), buf15_s3=buf15.stride(3), buf16_ptr=buf16, buf16_s0=buf16.stride(0), buf16_s1=buf16.stride(1), buf16_s2=buf16.stride(2), buf16_s3=buf16.stride(3), E_c2=16, E_n0=2, E_n1=4, E_n2=64, F_n0=_pow2(2), F_n1=_pow2(4), F_n2=_pow2(64), T_c2=T['c2'])
    buf19 = torch.full([2, 4, 1, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(2, T['c1']),)](buf15_ptr=buf15, buf15_s0=buf15.stride(0), buf15_s1=buf15.stride(1), buf15_s2=buf15.stride(2), buf15_s3=buf15.stride(3), buf19_ptr=buf19, buf19_s0=buf19.stride(0), buf19_s1=buf19.stride(1), buf19_s2=buf19.stride(2), buf19_s3=buf19.stride(3), E_c1=2, E_n1=4, E_n2=64, F_n1=_pow2(4), F_n2=_pow2(64), T_c1=T['c1'])
    m22 = inputs['v']
    states34 = torch.full([_cdiv(4, T['c3']), _cdiv(64, T['c0']), _cdiv(16, T['c2']), _pow2(2), T['c3'], 1, _pow2(64)], float("nan"), dtype=torch.float32, device=device)
    states35 = torch.full([_cdiv(4, T['c3']), _cdiv(64, T['c0']), _cdiv(16, T['c2']), _pow2(2), T['c3'], 1, T['c0']], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(4, T['c3']) * _cdiv(64, T['c0']) * _cdiv(16, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), states34_ptr=states34, states34_s0=states34.stride(0), states34_s1=states34.stride(1), states34_s2=states34.stride(2), states34_s3=states34.stride(3), states34_s4=states34.stride(4), states34_s5=states34.stride(5), states34_s6=states34.stride(6), states35_ptr=states35, states35_s0=states35.stride(0), states35_s1=states35.stride(1), states35_s2=states35.stride(2), states35_s3=states35.stride(3), states35_s4=states35.stride(4), states35_s5=states35.stride(5), states35_s6=states35.stride(6), E_c0=64, E_c2=16, E_c3=4, E_n0=2, E_n2=64, F_n0=_pow2(2), F_n2=_pow2(64), T_c0=T['c0'], T_c2=T['c2'], T_c3=T['c3'])
    states49 = torch.full([_cdiv(4, T['c3']), _cdiv(64, T['c0']), _pow2(2), T['c3'], 1, 1], float("nan"), dtype=torch.float32, device=device)
    states50 = torch.full([_cdiv(4, T['c3']), _cdiv(64, T['c0']), _pow2(2), T['c3'], 1, _pow2(16)], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(_cdiv(4, T['c3']) * _cdiv(64, T['c0']),)](states34_ptr=states34, states34_s0=states34.stride(0), states34_s1=states34.stride(1), states34_s2=states34.stride(2), states34_s3=states34.stride(3), states34_s4=states34.stride(4), states34_s5=states34.stride(5), states34_s6=states34.stride(6), states35_ptr=states35, states35_s0=states35.stride(0), states35_s1=states35.stride(1), states35_s2=states35.stride(2), states35_s3=states35.stride(3), states35_s4=states35.stride(4), states35_s5=states35.stride(5), states35_s6=states35.stride(6), buf19_ptr=buf19, buf19_s0=buf19.stride(0), buf19_s1=buf19.stride(1), buf19_s2=buf19.stride(2), buf19_s3=buf19.stride(3), m22_ptr=m22, m22_s0=m22.stride(0), m22_s1=m22.stride(1), m22_s2=m22.stride(2), m22_s3=m22.stride(3), states49_ptr=states49, states49_s0=states49.stride(0), states49_s1=states49.stride(1), states49_s2=states49.stride(2), states49_s3=states49.stride(3), states49_s4=states49.stride(4), states49_s5=states49.stride(5), states50_ptr=states50, states50_s0=states50.stride(0), states50_s1=states50.stride(1), states50_s2=states50.stride(2), states50_s3=states50.stride(3), states50_s4=states50.stride(4), states50_s5=states50.stride(5), E_c0=64, E_c2=16, E_c3=4, E_n0=2, E_n2=64, E_n3=16, F_n0=_pow2(2), F_n2=_pow2(64), F_n3=_pow2(16), T_c0=T['c0'], T_c2=T['c2'], T_c3=T['c3'])
    buf58 = torch.full([2, 4, 1, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_5[(_cdiv(4, T['c3']),)](states49_ptr=states49, states49_s0=states49.stride(0), states49_s1=states49.stride(1), states49_s2=states49.stride(2), states49_s3=states49.stride(3), states49_s4=states49.stride(4), states49_s5=states49.stride(5), states50_ptr=states50, states50_s0=states50.stride(0), states50_s1=states50.stride(1), states50_s2=states50.stride(2), states50_s3=states50.stride(3), states50_s4=states50.stride(4), states50_s5=states50.stride(5), buf58_ptr=buf58, buf58_s0=buf58.stride(0), buf58_s1=buf58.stride(1), buf58_s2=buf58.stride(2), buf58_s3=buf58.stride(3), E_c0=64, E_c3=4, E_n0=2, E_n3=16, F_n0=_pow2(2), F_n3=_pow2(16), T_c0=T['c0'], T_c3=T['c3'])
    states68 = torch.full([_cdiv(64, T['c0']), _cdiv(16, T['c2']), _pow2(2), _pow2(4), 1, _pow2(64)], float("nan"), dtype=torch.float32, device=device)
    states69 = torch.full([_cdiv(64, T['c0']), _cdiv(16, T['c2']), _pow2(2), _pow2(4), 1, T['c0']], float("nan"), dtype=torch.float32, device=device)
    kernel_6[(_cdiv(64, T['c0']) * _cdiv(16, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), states68_ptr=states68, states68_s0=states68.stride(0), states68_s1=states68.stride(1), states68_s2=states68.stride(2), states68_s3=states68.stride(3), states68_s4=states68.stride(4), states68_s5=states68.stride(5), states69_ptr=states69, states69_s0=states69.stride(0), states69_s1=states69.stride(1), states69_s2=states69.stride(2), states69_s3=states69.stride(3), states69_s4=states69.stride(4), states69_s5=states69.stride(5), E_c0=64, E_c2=16, E_n0=2, E_n1=4, E_n2=64, F_n0=_pow2(2), F_n1=_pow2(4), F_n2=_pow2(64), T_c0=T['c0'], T_c2=T['c2'])
    states81 = torch.full([_cdiv(64, T['c0']), _pow2(2), _pow2(4), 1, _pow2(16)], float("nan"), dtype=torch.float32, device=device)
    states82 = torch.full([_cdiv(64, T['c0']), _pow2(2), _pow2(4), 1, _pow2(16)], float("nan"), dtype=torch.float32, device=device)
    kernel_7[(_cdiv(64, T['c0']),)](buf19_ptr=buf19, buf19_s0=buf19.stride(0), buf19_s1=buf19.stride(1), buf19_s2=buf19.stride(2), buf19_s3=buf19.stride(3), m22_ptr=m22, m22_s0=m22.stride(0), m22_s1=m22.stride(1), m22_s2=m22.stride(2), m22_s3=m22.stride(3), buf58_ptr=buf58, buf58_s0=buf58.stride(0), buf58_s1=buf58.stride(1), buf58_s2=buf58.stride(2), buf58_s3=buf58.stride(3), states68_ptr=states68, states68_s0=states68.stride(0), states68_s1=states68.stride(1), states68_s2=states68.stride(2), states68_s3=states68.stride(3), states68_s4=states68.stride(4), states68_s5=states68.stride(5), states69_ptr=states69, states69_s0=states69.stride(0), states69_s1=states69.stride(1), states69_s2=states69.stride(2), states69_s3=states69.stride(3), states69_s4=states69.stride(4), states69_s5=states69.stride(5), states81_ptr=states81, states81_s0=states81.stride(0), states81_s1=states81.stride(1), states81_s2=states81.stride(2), states81_s3=states81.stride(3), states81_s4=states81.stride(4), states82_ptr=states82, states82_s0=states82.stride(0), states82_s1=states82.stride(1), states82_s2=states82.stride(2), states82_s3=states82.stride(3), states82_s4=states82.stride(4), E_c0=64, E_c2=16, E_n0=2, E_n1=4, E_n2=64, E_n3=16, F_n0=_pow2(2), F_n1=_pow2(4), F_n2=_pow2(64), F_n3=_pow2(16), T_c0=T['c0'], T_c2=T['c2'])
    buf87 = torch.full([2, 4, 1, 16], float("nan"), dtype=torch.float32, device=device)
    buf88 = torch.full([2, 4, 1, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_8[(1,)](states81_ptr=states81, states81_s0=states81.stride(0), states81_s1=states81.stride(1), states81_s2=states81.stride(2), states81_s3=states81.stride(3), states81_s4=states81.stride(4), states82_ptr=states82, states82_s0=states82.stride(0), states82_s1=states82.stride(1), states82_s2=states82.stride(2), states82_s3=states82.stride(3), states82_s4=states82.stride(4), buf87_ptr=buf87, buf87_s0=buf87.stride(0), buf87_s1=buf87.stride(1), buf87_s2=buf87.stride(2), buf87_s3=buf87.stride(3), buf88_ptr=buf88, buf88_s0=buf88.stride(0), buf88_s1=buf88.stride(1), buf88_s2=buf88.stride(2), buf88_s3=buf88.stride(3), E_c0=64, E_n0=2, E_n1=4, E_n3=16, F_n0=_pow2(2), F_n1=_pow2(4), F_n3=_pow2(16), T_c0=T['c0'])
    return buf87


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
