"""attention_sinks [small], candidate 46: 8 kernel(s)

Rendered by EqiForge from candidate 46 of attention_sinks [small]: store(k.3[16]) ; grid(k.2@3) loop(k.3[16]: sum, stored) ; grid(k.2@3) ; grid() loop(k.2[32]: rescale) ; store(k.3[16]) ; grid(k.1@1) loop(k.2[32]: rescale) {loop(k.3[16]: sum, stored)} [1 mm] ; grid(k.0@0) loop(k.2[32]: rescale) ; grid(k.0@0)
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid k.0@0[2]
    c1: loop k.2[32]
    c2: grid k.2@3[32]
    c3: loop k.3[16]
    c4: grid k.1@1[2]

Run it on its own: `python kernels/f46.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/attention_sinks.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 1, "c1": 16, "c2": 16, "c3": 8, "c4": 1}


@triton.jit
def kernel_0(m13_ptr, m13_s0, m13_s1, m13_s2, m13_s3, m13_s4, m16_ptr, m16_s0, m16_s1, m16_s2, m16_s3, m16_s4, states21_ptr, states21_s0, states21_s1, states21_s2, states21_s3, states21_s4, states21_s5, states21_s6, E_c2, E_c3, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # stores states21: Collect over loop k.3[16]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t15 = tl.load(m13_ptr + offs_n0[:, None, None, None, None] * m13_s0 + offs_n0[None, :, None, None, None] * m13_s1 + offs_n0[None, None, :, None, None] * m13_s2 + offs_c2[None, None, None, :, None] * m13_s3 + offs_c3[None, None, None, None, :] * m13_s4, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_c2 < E_c2)[None, None, None, :, None] & (offs_c3 < E_c3)[None, None, None, None, :], other=0).to(tl.float32)
    t19 = tl.load(m16_ptr + offs_n0[:, None, None, None, None] * m16_s0 + offs_n0[None, :, None, None, None] * m16_s1 + offs_c3[None, None, None, :, None] * m16_s3 + offs_n1[None, None, None, None, :] * m16_s4, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_c3 < E_c3)[None, None, None, :, None] & (offs_n1 < E_n1)[None, None, None, None, :], other=0).to(tl.float32)
    t20 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, None, :], t15, 0.0), 5) * tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, :, None], t19, 0.0), 3), axis=4)
    tl.store(states21_ptr + i_c2 * states21_s0 + i_c3 * states21_s1 + tl.arange(0, F_n0)[:, None, None, None, None] * states21_s2 + tl.arange(0, F_n0)[None, :, None, None, None] * states21_s3 + tl.arange(0, F_n0)[None, None, :, None, None] * states21_s4 + tl.arange(0, T_c2)[None, None, None, :, None] * states21_s5 + tl.arange(0, F_n1)[None, None, None, None, :] * states21_s6 + tl.zeros([F_n0, F_n0, F_n0, T_c2, F_n1], tl.int32), t20)


@triton.jit
def kernel_1(states21_ptr, states21_s0, states21_s1, states21_s2, states21_s3, states21_s4, states21_s5, states21_s6, buf24_ptr, buf24_s0, buf24_s1, buf24_s2, buf24_s3, buf24_s4, E_c2, E_c3, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # writes buf24: Combine over grid k.2@3[32]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    acc23 = tl.full([F_n0, F_n0, F_n0, T_c2, F_n1], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t22 = tl.load(states21_ptr + i_c2 * states21_s0 + i_c3 * states21_s1 + tl.arange(0, F_n0)[:, None, None, None, None] * states21_s2 + tl.arange(0, F_n0)[None, :, None, None, None] * states21_s3 + tl.arange(0, F_n0)[None, None, :, None, None] * states21_s4 + tl.arange(0, T_c2)[None, None, None, :, None] * states21_s5 + tl.arange(0, F_n1)[None, None, None, None, :] * states21_s6 + tl.zeros([F_n0, F_n0, F_n0, T_c2, F_n1], tl.int32))
        acc23 = acc23 + t22
    tl.store(buf24_ptr + offs_n0[:, None, None, None, None] * buf24_s0 + offs_n0[None, :, None, None, None] * buf24_s1 + offs_n0[None, None, :, None, None] * buf24_s2 + offs_c2[None, None, None, :, None] * buf24_s3 + offs_n1[None, None, None, None, :] * buf24_s4, acc23, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_c2 < E_c2)[None, None, None, :, None] & (offs_n1 < E_n1)[None, None, None, None, :])


@triton.jit
def kernel_2(buf24_ptr, buf24_s0, buf24_s1, buf24_s2, buf24_s3, buf24_s4, buf27_ptr, buf27_s0, buf27_s1, buf27_s2, buf27_s3, buf27_s4, E_c2, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf27: Combine over grid k.2@3[32]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t25 = tl.load(buf24_ptr + offs_n0[:, None, None, None, None] * buf24_s0 + offs_n0[None, :, None, None, None] * buf24_s1 + offs_n0[None, None, :, None, None] * buf24_s2 + offs_c2[None, None, None, :, None] * buf24_s3 + offs_n1[None, None, None, None, :] * buf24_s4, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_c2 < E_c2)[None, None, None, :, None] & (offs_n1 < E_n1)[None, None, None, None, :], other=0).to(tl.float32)
    t26 = (t25) * (0.25)
    tl.store(buf27_ptr + offs_n0[:, None, None, None, None] * buf27_s0 + offs_n0[None, :, None, None, None] * buf27_s1 + offs_n0[None, None, :, None, None] * buf27_s2 + offs_c2[None, None, None, :, None] * buf27_s3 + offs_n1[None, None, None, None, :] * buf27_s4, t26, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_c2 < E_c2)[None, None, None, :, None] & (offs_n1 < E_n1)[None, None, None, None, :])


@triton.jit
def kernel_3(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m1_s4, m6_ptr, m6_s0, m6_s1, m6_s2, m6_s3, m6_s4, buf27_ptr, buf27_s0, buf27_s1, buf27_s2, buf27_s3, buf27_s4, m30_ptr, m30_s0, m30_s1, m30_s2, m30_s3, m30_s4, m39_ptr, m39_s0, m39_s1, m39_s2, m39_s3, m39_s4, buf51_ptr, buf51_s0, buf51_s1, buf51_s2, buf51_s3, buf51_s4, buf52_ptr, buf52_s0, buf52_s1, buf52_s2, buf52_s3, buf52_s4, E_c1, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c1: tl.constexpr):
    # writes buf51, buf52: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n2 = tl.arange(0, F_n2)
    acc46 = tl.full([F_n0, F_n0, F_n0, F_n1, 1], -float('inf'), tl.float32)
    acc47 = tl.full([F_n0, F_n0, F_n0, F_n1, F_n2], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t5 = tl.load(m1_ptr + offs_c1[None, None, None, None, :] * m1_s4, mask=(offs_c1 < E_c1)[None, None, None, None, :], other=0)
        t12 = tl.load(m6_ptr + offs_n1[None, None, None, :, None] * m6_s3 + offs_c1[None, None, None, None, :] * m6_s4, mask=(offs_n1 < E_n1)[None, None, None, :, None] & (offs_c1 < E_c1)[None, None, None, None, :], other=0)
        t28 = tl.load(buf27_ptr + offs_n0[:, None, None, None, None] * buf27_s0 + offs_n0[None, :, None, None, None] * buf27_s1 + offs_n0[None, None, :, None, None] * buf27_s2 + offs_n1[None, None, None, :, None] * buf27_s3 + offs_c1[None, None, None, None, :] * buf27_s4, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :, None] & (offs_c1 < E_c1)[None, None, None, None, :], other=0).to(tl.float32)
        t29 = tl.where(t12, -float("inf"), t28)
        t34 = tl.load(m30_ptr + offs_n1[None, None, None, :, None] * m30_s3 + offs_c1[None, None, None, None, :] * m30_s4, mask=(offs_n1 < E_n1)[None, None, None, :, None] & (offs_c1 < E_c1)[None, None, None, None, :], other=0)
        t35 = tl.where(t34, -float("inf"), t29)
        t36 = tl.where(t5, t29, t35)
        t37 = tl.max(tl.where((offs_c1 < E_c1)[None, None, None, None, :], t36, -float('inf')), axis=4, keep_dims=True)
        t38 = tl.exp(t36)
        t41 = tl.load(m39_ptr + offs_n0[:, None, None, None, None] * m39_s0 + offs_n0[None, :, None, None, None] * m39_s1 + offs_c1[None, None, None, :, None] * m39_s3 + offs_n2[None, None, None, None, :] * m39_s4, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_c1 < E_c1)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :], other=0).to(tl.float32)
        t42 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, None, :], t38, 0.0), 5) * tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, :, None], t41, 0.0), 3), axis=4)
        t43 = tl.exp(t37)
        t44 = 1.0 / (t43)
        t45 = (t42) * (t44)
        m48 = tl.maximum(acc46, t37)
        r49 = tl.where(acc46 == -float("inf"), 0.0, tl.exp(acc46 - m48))
        r50 = tl.where(t37 == -float("inf"), 0.0, tl.exp(t37 - m48))
        acc47 = tl.where(acc46 == -float("inf"), 0.0, acc47 * r49) + tl.where(t37 == -float("inf"), 0.0, t45 * r50)
        acc46 = m48
    tl.store(buf51_ptr + offs_n0[:, None, None, None, None] * buf51_s0 + offs_n0[None, :, None, None, None] * buf51_s1 + offs_n0[None, None, :, None, None] * buf51_s2 + offs_n1[None, None, None, :, None] * buf51_s3, acc46, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :, None])
    tl.store(buf52_ptr + offs_n0[:, None, None, None, None] * buf52_s0 + offs_n0[None, :, None, None, None] * buf52_s1 + offs_n0[None, None, :, None, None] * buf52_s2 + offs_n1[None, None, None, :, None] * buf52_s3 + offs_n2[None, None, None, None, :] * buf52_s4, acc47, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :])


@triton.jit
def kernel_4(m13_ptr, m13_s0, m13_s1, m13_s2, m13_s3, m13_s4, m16_ptr, m16_s0, m16_s1, m16_s2, m16_s3, m16_s4, states61_ptr, states61_s0, states61_s1, states61_s2, states61_s3, states61_s4, states61_s5, states61_s6, states61_s7, E_c1, E_c3, E_c4, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c1: tl.constexpr, T_c3: tl.constexpr, T_c4: tl.constexpr):
    # stores states61: Collect over loop k.3[16]
    pid = tl.program_id(0)
    i_c4 = pid % tl.cdiv(E_c4, T_c4)
    pid = pid // tl.cdiv(E_c4, T_c4)
    offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t58 = tl.load(m13_ptr + offs_n0[:, None, None, None, None] * m13_s0 + offs_c4[None, :, None, None, None] * m13_s1 + offs_n0[None, None, :, None, None] * m13_s2 + offs_n1[None, None, None, :, None] * m13_s3 + offs_c3[None, None, None, None, :] * m13_s4, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_c4 < E_c4)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :, None] & (offs_c3 < E_c3)[None, None, None, None, :], other=0).to(tl.float32)
    t59 = tl.load(m16_ptr + offs_n0[:, None, None, None, None] * m16_s0 + offs_c4[None, :, None, None, None] * m16_s1 + offs_c3[None, None, None, :, None] * m16_s3 + offs_c1[None, None, None, None, :] * m16_s4, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_c4 < E_c4)[None, :, None, None, None] & (offs_c3 < E_c3)[None, None, None, :, None] & (offs_c1 < E_c1)[None, None, None, None, :], other=0).to(tl.float32)
    t60 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, None, :], t58, 0.0), 5) * tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, :, None], t59, 0.0), 3), axis=4)
    tl.store(states61_ptr + i_c4 * states61_s0 + i_c1 * states61_s1 + i_c3 * states61_s2 + tl.arange(0, F_n0)[:, None, None, None, None] * states61_s3 + tl.arange(0, T_c4)[None, :, None, None, None] * states61_s4 + tl.arange(0, F_n0)[None, None, :, None, None] * states61_s5 + tl.arange(0, F_n1)[None, None, None, :, None] * states61_s6 + tl.arange(0, T_c1)[None, None, None, None, :] * states61_s7 + tl.zeros([F_n0, T_c4, F_n0, F_n1, T_c1], tl.int32), t60)


@triton.jit
def kernel_5(m54_ptr, m54_s0, m54_s1, m54_s2, m54_s3, m54_s4, m6_ptr, m6_s0, m6_s1, m6_s2, m6_s3, m6_s4, states61_ptr, states61_s0, states61_s1, states61_s2, states61_s3, states61_s4, states61_s5, states61_s6, states61_s7, m30_ptr, m30_s0, m30_s1, m30_s2, m30_s3, m30_s4, buf27_ptr, buf27_s0, buf27_s1, buf27_s2, buf27_s3, buf27_s4, m39_ptr, m39_s0, m39_s1, m39_s2, m39_s3, m39_s4, buf85_ptr, buf85_s0, buf85_s1, buf85_s2, buf85_s3, buf85_s4, E_c1, E_c3, E_c4, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c1: tl.constexpr, T_c3: tl.constexpr, T_c4: tl.constexpr):
    # writes buf85: Combine over grid k.1@1[2]
    pid = tl.program_id(0)
    i_c4 = pid % tl.cdiv(E_c4, T_c4)
    pid = pid // tl.cdiv(E_c4, T_c4)
    offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n2 = tl.arange(0, F_n2)
    acc80 = tl.full([F_n0, T_c4, F_n0, F_n1, 1], -float('inf'), tl.float32)
    acc81 = tl.full([F_n0, T_c4, F_n0, F_n1, F_n2], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t56 = tl.load(m54_ptr + offs_c1[None, None, None, None, :] * m54_s4, mask=(offs_c1 < E_c1)[None, None, None, None, :], other=0)
        t57 = tl.load(m6_ptr + offs_n1[None, None, None, :, None] * m6_s3 + offs_c1[None, None, None, None, :] * m6_s4, mask=(offs_n1 < E_n1)[None, None, None, :, None] & (offs_c1 < E_c1)[None, None, None, None, :], other=0)
        acc63 = tl.full([F_n0, T_c4, F_n0, F_n1, T_c1], 0.0, tl.float32)
        for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
            offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

            t62 = tl.load(states61_ptr + i_c4 * states61_s0 + i_c1 * states61_s1 + i_c3 * states61_s2 + tl.arange(0, F_n0)[:, None, None, None, None] * states61_s3 + tl.arange(0, T_c4)[None, :, None, None, None] * states61_s4 + tl.arange(0, F_n0)[None, None, :, None, None] * states61_s5 + tl.arange(0, F_n1)[None, None, None, :, None] * states61_s6 + tl.arange(0, T_c1)[None, None, None, None, :] * states61_s7 + tl.zeros([F_n0, T_c4, F_n0, F_n1, T_c1], tl.int32))
            acc63 = acc63 + t62
        t64 = tl.where(t57, -float("inf"), acc63)
        t65 = tl.load(m30_ptr + offs_n1[None, None, None, :, None] * m30_s3 + offs_c1[None, None, None, None, :] * m30_s4, mask=(offs_n1 < E_n1)[None, None, None, :, None] & (offs_c1 < E_c1)[None, None, None, None, :], other=0)
        t66 = tl.where(t65, -float("inf"), t64)
        t67 = tl.where(t56, t64, t66)
        t68 = tl.max(tl.where((offs_c1 < E_c1)[None, None, None, None, :], t67, -float('inf')), axis=4, keep_dims=True)
        t69 = (t68) * (0.25)
        t70 = tl.load(buf27_ptr + offs_n0[:, None, None, None, None] * buf27_s0 + offs_c4[None, :, None, None, None] * buf27_s1 + offs_n0[None, None, :, None, None] * buf27_s2 + offs_n1[None, None, None, :, None] * buf27_s3 + offs_c1[None, None, None, None, :] * buf27_s4, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_c4 < E_c4)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :, None] & (offs_c1 < E_c1)[None, None, None, None, :], other=0).to(tl.float32)
        t71 = tl.where(t57, -float("inf"), t70)
        t72 = tl.where(t65, -float("inf"), t71)
        t73 = tl.where(t56, t71, t72)
        t74 = tl.exp(t73)
        t75 = tl.load(m39_ptr + offs_n0[:, None, None, None, None] * m39_s0 + offs_c4[None, :, None, None, None] * m39_s1 + offs_c1[None, None, None, :, None] * m39_s3 + offs_n2[None, None, None, None, :] * m39_s4, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_c4 < E_c4)[None, :, None, None, None] & (offs_c1 < E_c1)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :], other=0).to(tl.float32)
        t76 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, None, :], t74, 0.0), 5) * tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, :, None], t75, 0.0), 3), axis=4)
        t77 = tl.exp(t69)
        t78 = 1.0 / (t77)
        t79 = (t76) * (t78)
        m82 = tl.maximum(acc80, t69)
        r83 = tl.where(acc80 == -float("inf"), 0.0, tl.exp(acc80 - m82))
        r84 = tl.where(t69 == -float("inf"), 0.0, tl.exp(t69 - m82))
        acc81 = tl.where(acc80 == -float("inf"), 0.0, acc81 * r83) + tl.where(t69 == -float("inf"), 0.0, t79 * r84)
        acc80 = m82
    tl.store(buf85_ptr + offs_n0[:, None, None, None, None] * buf85_s0 + offs_c4[None, :, None, None, None] * buf85_s1 + offs_n0[None, None, :, None, None] * buf85_s2 + offs_n1[None, None, None, :, None] * buf85_s3, acc80, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_c4 < E_c4)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :, None])


@triton.jit
def kernel_6(m54_ptr, m54_s0, m54_s1, m54_s2, m54_s3, m54_s4, m6_ptr, m6_s0, m6_s1, m6_s2, m6_s3, m6_s4, buf27_ptr, buf27_s0, buf27_s1, buf27_s2, buf27_s3, buf27_s4, m30_ptr, m30_s0, m30_s1, m30_s2, m30_s3, m30_s4, m87_ptr, m87_s0, m87_s1, m87_s2, m87_s3, m87_s4, buf115_ptr, buf115_s0, buf115_s1, buf115_s2, buf115_s3, buf115_s4, E_c0, E_c1, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf115: Combine over grid k.0@0[2]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    acc105 = tl.full([T_c0, F_n0, F_n0, F_n1, 1], -float('inf'), tl.float32)
    acc106 = tl.full([T_c0, F_n0, F_n0, F_n1, 1], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t94 = tl.load(m54_ptr + offs_c1[None, None, None, None, :] * m54_s4, mask=(offs_c1 < E_c1)[None, None, None, None, :], other=0)
        t95 = tl.load(m6_ptr + offs_n1[None, None, None, :, None] * m6_s3 + offs_c1[None, None, None, None, :] * m6_s4, mask=(offs_n1 < E_n1)[None, None, None, :, None] & (offs_c1 < E_c1)[None, None, None, None, :], other=0)
        t96 = tl.load(buf27_ptr + offs_c0[:, None, None, None, None] * buf27_s0 + offs_n0[None, :, None, None, None] * buf27_s1 + offs_n0[None, None, :, None, None] * buf27_s2 + offs_n1[None, None, None, :, None] * buf27_s3 + offs_c1[None, None, None, None, :] * buf27_s4, mask=(offs_c0 < E_c0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :, None] & (offs_c1 < E_c1)[None, None, None, None, :], other=0).to(tl.float32)
        t97 = tl.where(t95, -float("inf"), t96)
        t98 = tl.load(m30_ptr + offs_n1[None, None, None, :, None] * m30_s3 + offs_c1[None, None, None, None, :] * m30_s4, mask=(offs_n1 < E_n1)[None, None, None, :, None] & (offs_c1 < E_c1)[None, None, None, None, :], other=0)
        t99 = tl.where(t98, -float("inf"), t97)
        t100 = tl.where(t94, t97, t99)
        t101 = tl.max(tl.where((offs_c1 < E_c1)[None, None, None, None, :], t100, -float('inf')), axis=4, keep_dims=True)
        t102 = t100 - (t101)
        t103 = tl.exp(t102)
        t104 = tl.sum(tl.where((offs_c1 < E_c1)[None, None, None, None, :], t103, 0.0), axis=4, keep_dims=True)
        m107 = tl.maximum(acc105, t101)
        r108 = tl.where(acc105 == -float("inf"), 0.0, tl.exp(acc105 - m107))
        r109 = tl.where(t101 == -float("inf"), 0.0, tl.exp(t101 - m107))
        acc106 = tl.where(acc105 == -float("inf"), 0.0, acc106 * r108) + tl.where(t101 == -float("inf"), 0.0, t104 * r109)
        acc105 = m107
    t110 = tl.load(m87_ptr + offs_n0[None, :, None, None, None] * m87_s1 + offs_n0[None, None, :, None, None] * m87_s2, mask=(offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None], other=0).to(tl.float32)
    t111 = tl.maximum(acc105, t110)
    t112 = acc105 - (t111)
    t113 = tl.exp(t112)
    t114 = (acc106) * (t113)
    tl.store(buf115_ptr + offs_c0[:, None, None, None, None] * buf115_s0 + offs_n0[None, :, None, None, None] * buf115_s1 + offs_n0[None, None, :, None, None] * buf115_s2 + offs_n1[None, None, None, :, None] * buf115_s3, t114, mask=(offs_c0 < E_c0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :, None])


@triton.jit
def kernel_7(buf52_ptr, buf52_s0, buf52_s1, buf52_s2, buf52_s3, buf52_s4, buf85_ptr, buf85_s0, buf85_s1, buf85_s2, buf85_s3, buf85_s4, m87_ptr, m87_s0, m87_s1, m87_s2, m87_s3, m87_s4, buf115_ptr, buf115_s0, buf115_s1, buf115_s2, buf115_s3, buf115_s4, buf122_ptr, buf122_s0, buf122_s1, buf122_s2, buf122_s3, E_c0, E_n0, E_n1, E_n2, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c0: tl.constexpr):
    # writes buf122: Combine over grid k.0@0[2]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n3 = tl.arange(0, F_n3)
    t53 = tl.load(buf52_ptr + offs_c0[:, None, None, None, None] * buf52_s0 + offs_n0[None, :, None, None, None] * buf52_s1 + offs_n0[None, None, :, None, None] * buf52_s2 + offs_n1[None, None, None, :, None] * buf52_s3 + offs_n2[None, None, None, None, :] * buf52_s4, mask=(offs_c0 < E_c0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :], other=0).to(tl.float32)
    t86 = tl.load(buf85_ptr + offs_c0[:, None, None, None, None] * buf85_s0 + offs_n0[None, :, None, None, None] * buf85_s1 + offs_n0[None, None, :, None, None] * buf85_s2 + offs_n1[None, None, None, :, None] * buf85_s3, mask=(offs_c0 < E_c0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :, None], other=0).to(tl.float32)
    t89 = tl.load(m87_ptr + offs_n0[None, :, None, None, None] * m87_s1 + offs_n0[None, None, :, None, None] * m87_s2, mask=(offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None], other=0).to(tl.float32)
    t90 = tl.maximum(t86, t89)
    t91 = t86 - (t90)
    t92 = tl.exp(t91)
    t93 = (t53) * (t92)
    t116 = tl.load(buf115_ptr + offs_c0[:, None, None, None, None] * buf115_s0 + offs_n0[None, :, None, None, None] * buf115_s1 + offs_n0[None, None, :, None, None] * buf115_s2 + offs_n1[None, None, None, :, None] * buf115_s3, mask=(offs_c0 < E_c0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :, None], other=0).to(tl.float32)
    t117 = t89 - (t90)
    t118 = tl.exp(t117)
    t119 = t116 + t118
    t120 = (t93) / (t119)
    t121 = tl.reshape(t120, [T_c0, F_n3, F_n1, F_n2])
    tl.store(buf122_ptr + offs_c0[:, None, None, None] * buf122_s0 + offs_n3[None, :, None, None] * buf122_s1 + offs_n1[None, None, :, None] * buf122_s2 + offs_n2[None, None, None, :] * buf122_s3, t121, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n3 < E_n3)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :])


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
    states21 = torch.full([_cdiv(32, T['c2']), _cdiv(16, T['c3']), _pow2(2), _pow2(2), _pow2(2), T['c2'], _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(32, T['c2']) * _cdiv(16, T['c3']),)](m13_ptr=m13, m13_s0=m13.stride(0), m13_s1=m13.stride(1), m13_s2=m13.stride(2), m13_s3=m13.stride(3), m13_s4=m13.stride(4), m16_ptr=m16, m16_s0=m16.stride(0), m16_s1=m16.stride(1), m16_s2=m16.stride(2), m16_s3=m16.stride(3), m16_s4=m16.stride(4), states21_ptr=states21, states21_s0=states21.stride(0), states21_s1=states21.stride(1), states21_s2=states21.stride(2), states21_s3=states21.stride(3), states21_s4=states21.stride(4), states21_s5=states21.stride(5), states21_s6=states21.stride(6), E_c2=32, E_c3=16, E_n0=2, E_n1=32, F_n0=_pow2(2), F_n1=_pow2(32), T_c2=T['c2'], T_c3=T['c3'])
    buf24 = torch.full([2, 2, 2, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(32, T['c2']),)](states21_ptr=states21, states21_s0=states21.stride(0), states21_s1=states21.stride(1), states21_s2=states21.stride(2), states21_s3=states21.stride(3), states21_s4=states21.stride(4), states21_s5=states21.stride(5), states21_s6=states21.stride(6), buf24_ptr=buf24, buf24_s0=buf24.stride(0), buf24_s1=buf24.stride(1), buf24_s2=buf24.stride(2), buf24_s3=buf24.stride(3), buf24_s4=buf24.stride(4), E_c2=32, E_c3=16, E_n0=2, E_n1=32, F_n0=_pow2(2), F_n1=_pow2(32), T_c2=T['c2'], T_c3=T['c3'])
    buf27 = torch.full([2, 2, 2, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(32, T['c2']),)](buf24_ptr=buf24, buf24_s0=buf24.stride(0), buf24_s1=buf24.stride(1), buf24_s2=buf24.stride(2), buf24_s3=buf24.stride(3), buf24_s4=buf24.stride(4), buf27_ptr=buf27, buf27_s0=buf27.stride(0), buf27_s1=buf27.stride(1), buf27_s2=buf27.stride(2), buf27_s3=buf27.stride(3), buf27_s4=buf27.stride(4), E_c2=32, E_n0=2, E_n1=32, F_n0=_pow2(2), F_n1=_pow2(32), T_c2=T['c2'])
    m32 = _BINARY["Sub"](m9, m8)
    m33 = torch.tensor(8.0, dtype=torch.float32, device=device)
    m31 = _BINARY["Ge"](m32, m33)
    m30 = m31.reshape([1, 1, 1, 32, 32])
    m40 = inputs['v']
    m39 = m40.reshape([2, 2, 1, 32, 16])
    buf51 = torch.full([2, 2, 2, 32, 1], float("nan"), dtype=torch.float32, device=device)
    buf52 = torch.full([2, 2, 2, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(1,)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m1_s4=m1.stride(4), m6_ptr=m6, m6_s0=m6.stride(0), m6_s1=m6.stride(1), m6_s2=m6.stride(2), m6_s3=m6.stride(3), m6_s4=m6.stride(4), buf27_ptr=buf27, buf27_s0=buf27.stride(0), buf27_s1=buf27.stride(1), buf27_s2=buf27.stride(2), buf27_s3=buf27.stride(3), buf27_s4=buf27.stride(4), m30_ptr=m30, m30_s0=m30.stride(0), m30_s1=m30.stride(1), m30_s2=m30.stride(2), m30_s3=m30.stride(3), m30_s4=m30.stride(4), m39_ptr=m39, m39_s0=m39.stride(0), m39_s1=m39.stride(1), m39_s2=m39.stride(2), m39_s3=m39.stride(3), m39_s4=m39.stride(4), buf51_ptr=buf51, buf51_s0=buf51.stride(0), buf51_s1=buf51.stride(1), buf51_s2=buf51.stride(2), buf51_s3=buf51.stride(3), buf51_s4=buf51.stride(4), buf52_ptr=buf52, buf52_s0=buf52.stride(0), buf52_s1=buf52.stride(1), buf52_s2=buf52.stride(2), buf52_s3=buf52.stride(3), buf52_s4=buf52.stride(4), E_c1=32, E_n0=2, E_n1=32, E_n2=16, F_n0=_pow2(2), F_n1=_pow2(32), F_n2=_pow2(16), T_c1=T['c1'])
    m55 = _BINARY["Lt"](m3, m4)
    m54 = m55.reshape([1, 1, 1, 1, 32])
    states61 = torch.full([_cdiv(2, T['c4']), _cdiv(32, T['c1']), _cdiv(16, T['c3']), _pow2(2), T['c4'], _pow2(2), _pow2(32), T['c1']], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(_cdiv(2, T['c4']) * _cdiv(32, T['c1']) * _cdiv(16, T['c3']),)](m13_ptr=m13, m13_s0=m13.stride(0), m13_s1=m13.stride(1), m13_s2=m13.stride(2), m13_s3=m13.stride(3), m13_s4=m13.stride(4), m16_ptr=m16, m16_s0=m16.stride(0), m16_s1=m16.stride(1), m16_s2=m16.stride(2), m16_s3=m16.stride(3), m16_s4=m16.stride(4), states61_ptr=states61, states61_s0=states61.stride(0), states61_s1=states61.stride(1), states61_s2=states61.stride(2), states61_s3=states61.stride(3), states61_s4=states61.stride(4), states61_s5=states61.stride(5), states61_s6=states61.stride(6), states61_s7=states61.stride(7), E_c1=32, E_c3=16, E_c4=2, E_n0=2, E_n1=32, F_n0=_pow2(2), F_n1=_pow2(32), T_c1=T['c1'], T_c3=T['c3'], T_c4=T['c4'])
    buf85 = torch.full([2, 2, 2, 32, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_5[(_cdiv(2, T['c4']),)](m54_ptr=m54, m54_s0=m54.stride(0), m54_s1=m54.stride(1), m54_s2=m54.stride(2), m54_s3=m54.stride(3), m54_s4=m54.stride(4), m6_ptr=m6, m6_s0=m6.stride(0), m6_s1=m6.stride(1), m6_s2=m6.stride(2), m6_s3=m6.stride(3), m6_s4=m6.stride(4), states61_ptr=states61, states61_s0=states61.stride(0), states61_s1=states61.stride(1), states61_s2=states61.stride(2), states61_s3=states61.stride(3), states61_s4=states61.stride(4), states61_s5=states61.stride(5), states61_s6=states61.stride(6), states61_s7=states61.stride(7), m30_ptr=m30, m30_s0=m30.stride(0), m30_s1=m30.stride(1), m30_s2=m30.stride(2), m30_s3=m30.stride(3), m30_s4=m30.stride(4), buf27_ptr=buf27, buf27_s0=buf27.stride(0), buf27_s1=buf27.stride(1), buf27_s2=buf27.stride(2), buf27_s3=buf27.stride(3), buf27_s4=buf27.stride(4), m39_ptr=m39, m39_s0=m39.stride(0), m39_s1=m39.stride(1), m39_s2=m39.stride(2), m39_s3=m39.stride(3), m39_s4=m39.stride(4), buf85_ptr=buf85, buf85_s0=buf85.stride(0), buf85_s1=buf85.stride(1), buf85_s2=buf85.stride(2), buf85_s3=buf85.stride(3), buf85_s4=buf85.stride(4), E_c1=32, E_c3=16, E_c4=2, E_n0=2, E_n1=32, E_n2=16, F_n0=_pow2(2), F_n1=_pow2(32), F_n2=_pow2(16), T_c1=T['c1'], T_c3=T['c3'], T_c4=T['c4'])
    m88 = inputs['sinks']
    m87 = m88.reshape([1, 2, 2, 1, 1])
    buf115 = torch.full([2, 2, 2, 32, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_6[(_cdiv(2, T['c0']),)](m54_ptr=m54, m54_s0=m54.stride(0), m54_s1=m54.stride(1), m54_s2=m54.stride(2), m54_s3=m54.stride(3), m54_s4=m54.stride(4), m6_ptr=m6, m6_s0=m6.stride(0), m6_s1=m6.stride(1), m6_s2=m6.stride(2), m6_s3=m6.stride(3), m6_s4=m6.stride(4), buf27_ptr=buf27, buf27_s0=buf27.stride(0), buf27_s1=buf27.stride(1), buf27_s2=buf27.stride(2), buf27_s3=buf27.stride(3), buf27_s4=buf27.stride(4), m30_ptr=m30, m30_s0=m30.stride(0), m30_s1=m30.stride(1), m30_s2=m30.stride(2), m30_s3=m30.stride(3), m30_s4=m30.stride(4), m87_ptr=m87, m87_s0=m87.stride(0), m87_s1=m87.stride(1), m87_s2=m87.stride(2), m87_s3=m87.stride(3), m87_s4=m87.stride(4), buf115_ptr=buf115, buf115_s0=buf115.stride(0), buf115_s1=buf115.stride(1), buf115_s2=buf115.stride(2), buf115_s3=buf115.stride(3), buf115_s4=buf115.stride(4), E_c0=2, E_c1=32, E_n0=2, E_n1=32, F_n0=_pow2(2), F_n1=_pow2(32), T_c0=T['c0'], T_c1=T['c1'])
    buf122 = torch.full([2, 4, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_7[(_cdiv(2, T['c0']),)](buf52_ptr=buf52, buf52_s0=buf52.stride(0), buf52_s1=buf52.stride(1), buf52_s2=buf52.stride(2), buf52_s3=buf52.stride(3), buf52_s4=buf52.stride(4), buf85_ptr=buf85, buf85_s0=buf85.stride(0), buf85_s1=buf85.stride(1), buf85_s2=buf85.stride(2), buf85_s3=buf85.stride(3), buf85_s4=buf85.stride(4), m87_ptr=m87, m87_s0=m87.stride(0), m87_s1=m87.stride(1), m87_s2=m87.stride(2), m87_s3=m87.stride(3), m87_s4=m87.stride(4), buf115_ptr=buf115, buf115_s0=buf115.stride(0), buf115_s1=buf115.stride(1), buf115_s2=buf115.stride(2), buf115_s3=buf115.stride(3), buf115_s4=buf115.stride(4), buf122_ptr=buf122, buf122_s0=buf122.stride(0), buf122_s1=buf122.stride(1), buf122_s2=buf122.stride(2), buf122_s3=buf122.stride(3), E_c0=2, E_n0=2, E_n1=32, E_n2=16, E_n3=4, F_n0=_pow2(2), F_n1=_pow2(32), F_n2=_pow2(16), F_n3=_pow2(4), T_c0=T['c0'])
    return buf122


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
