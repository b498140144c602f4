"""attention_decode [small], candidate 53: 9 kernel(s)

Rendered by EqiForge from candidate 53 of attention_decode [small]: store(k.3[16]) ; grid() loop(k.3[16]: pair(sum, sum), stored) ; grid(k.0@0) ; store(k.3[16]) ; grid(k.1@1) loop(k.2[64]: rescale) {loop(k.3[16]: pair(sum, sum), stored)} [1 mm] ; grid() loop(k.2[64]: rescale) ; store(k.3[16]) ; grid(k.0@0) loop(k.2[64]: pair(sum, sum)) {loop(k.3[16]: pair(sum, sum), stored)} [1 mm] ; grid() loop(k.2[64]: pair(sum, sum))
Coordinates (tile sizes are the T arguments of launch()):
    c0: loop k.2[64]
    c1: grid k.0@0[2]
    c2: loop k.3[16]
    c3: grid k.1@1[4]

Run it on its own: `python kernels/f53.py` checks it once against PyTorch on random inputs.
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
def kernel_4(states34_ptr, states34_s0, states34_s1, states34_s2, states34_s3, states34_s4, states34_s5, states34_s6, states35_ptr, states35_s0, states35_s1, states35_s2, states35_s3, states35_s4, states35_s5, states35_s6, buf19_ptr, buf19_s0, buf19_s1, buf19_s2, buf19_s3, m22_ptr, m22_s0, m22_s1, m22_s2, m22_s3, buf54_ptr, buf54_s0, buf54_s1, buf54_s2, buf54_s3, E_c0, E_c2, E_c3, E_n0, E_n2, E_n3, F_n0: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # writes buf54: Combine over grid k.1@1[4]
    pid = tl.program_id(0)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n2 = tl.arange(0, F_n2)
    offs_n3 = tl.arange(0, F_n3)
    acc49 = tl.full([F_n0, T_c3, 1, 1], -float('inf'), tl.float32)
    acc50 = tl.full([F_n0, T_c3, 1, F_n3], 0.0, tl.float32)
    for i_c0 in range(0, tl.cdiv(E_c0, T_c0)):
        offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)

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
        m51 = tl.maximum(acc49, t41)
        r52 = tl.where(acc49 == -float("inf"), 0.0, tl.exp(acc49 - m51))
        r53 = tl.where(t41 == -float("inf"), 0.0, tl.exp(t41 - m51))
        acc50 = tl.where(acc49 == -float("inf"), 0.0, acc50 * r52) + tl.where(t41 == -float("inf"), 0.0, t48 * r53)
        acc49 = m51
    tl.store(buf54_ptr + offs_n0[:, None, None, None] * buf54_s0 + offs_c3[None, :, None, None] * buf54_s1, acc49, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c3 < E_c3)[None, :, None, None])


@triton.jit
def kernel_5(buf19_ptr, buf19_s0, buf19_s1, buf19_s2, buf19_s3, buf72_ptr, buf72_s0, buf72_s1, buf72_s2, buf72_s3, buf73_ptr, buf73_s0, buf73_s1, buf73_s2, buf73_s3, E_c0, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr):
    # writes buf72, buf73: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    acc67 = tl.full([F_n0, F_n1, 1, 1], -float('inf'), tl.float32)
    acc68 = tl.full([F_n0, F_n1, 1, 1], 0.0, tl.float32)
    for i_c0 in range(0, tl.cdiv(E_c0, T_c0)):
        offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)

        t62 = tl.load(buf19_ptr + offs_n0[:, None, None, None] * buf19_s0 + offs_n1[None, :, None, None] * buf19_s1 + offs_c0[None, None, None, :] * buf19_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c0 < E_c0)[None, None, None, :], other=0).to(tl.float32)
        t63 = tl.max(tl.where((offs_c0 < E_c0)[None, None, None, :], t62, -float('inf')), axis=3, keep_dims=True)
        t64 = t62 - (t63)
        t65 = tl.exp(t64)
        t66 = tl.sum(tl.where((offs_c0 < E_c0)[None, None, None, :], t65, 0.0), axis=3, keep_dims=True)
        m69 = tl.maximum(acc67, t63)
        r70 = tl.where(acc67 == -float("inf"), 0.0, tl.exp(acc67 - m69))
        r71 = tl.where(t63 == -float("inf"), 0.0, tl.exp(t63 - m69))
        acc68 = tl.where(acc67 == -float("inf"), 0.0, acc68 * r70) + tl.where(t63 == -float("inf"), 0.0, t66 * r71)
        acc67 = m69
    tl.store(buf72_ptr + offs_n0[:, None, None, None] * buf72_s0 + offs_n1[None, :, None, None] * buf72_s1, acc67, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None])
    tl.store(buf73_ptr + offs_n0[:, None, None, None] * buf73_s0 + offs_n1[None, :, None, None] * buf73_s1, acc68, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None])


@triton.jit
def kernel_6(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, states85_ptr, states85_s0, states85_s1, states85_s2, states85_s3, states85_s4, states85_s5, states85_s6, states86_ptr, states86_s0, states86_s1, states86_s2, states86_s3, states86_s4, states86_s5, states86_s6, E_c0, E_c1, E_c2, E_n1, E_n2, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # stores states85, states86: Collect over loop k.3[16]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t80 = tl.load(m1_ptr + offs_c1[:, None, None, None] * m1_s0 + offs_n1[None, :, None, None] * m1_s1 + offs_c2[None, None, None, :] * m1_s3, mask=(offs_c1 < E_c1)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
    t81 = tl.load(m3_ptr + offs_c1[:, None, None, None] * m3_s0 + offs_n1[None, :, None, None] * m3_s1 + offs_c2[None, None, :, None] * m3_s2 + offs_n2[None, None, None, :] * m3_s3, mask=(offs_c1 < E_c1)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t82 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :], t80, 0.0), 4) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :, None], t81, 0.0), 2), axis=3)
    t83 = tl.load(m3_ptr + offs_c1[:, None, None, None] * m3_s0 + offs_n1[None, :, None, None] * m3_s1 + offs_c2[None, None, :, None] * m3_s2 + offs_c0[None, None, None, :] * m3_s3, mask=(offs_c1 < E_c1)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_c0 < E_c0)[None, None, None, :], other=0).to(tl.float32)
    t84 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :], t80, 0.0), 4) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :, None], t83, 0.0), 2), axis=3)
    tl.store(states85_ptr + i_c1 * states85_s0 + i_c0 * states85_s1 + i_c2 * states85_s2 + tl.arange(0, T_c1)[:, None, None, None] * states85_s3 + tl.arange(0, F_n1)[None, :, None, None] * states85_s4 + tl.arange(0, F_n2)[None, None, None, :] * states85_s6 + tl.zeros([T_c1, F_n1, 1, F_n2], tl.int32), t82)
    tl.store(states86_ptr + i_c1 * states86_s0 + i_c0 * states86_s1 + i_c2 * states86_s2 + tl.arange(0, T_c1)[:, None, None, None] * states86_s3 + tl.arange(0, F_n1)[None, :, None, None] * states86_s4 + tl.arange(0, T_c0)[None, None, None, :] * states86_s6 + tl.zeros([T_c1, F_n1, 1, T_c0], tl.int32), t84)


@triton.jit
def kernel_7(buf19_ptr, buf19_s0, buf19_s1, buf19_s2, buf19_s3, buf72_ptr, buf72_s0, buf72_s1, buf72_s2, buf72_s3, m22_ptr, m22_s0, m22_s1, m22_s2, m22_s3, states85_ptr, states85_s0, states85_s1, states85_s2, states85_s3, states85_s4, states85_s5, states85_s6, states86_ptr, states86_s0, states86_s1, states86_s2, states86_s3, states86_s4, states86_s5, states86_s6, buf101_ptr, buf101_s0, buf101_s1, buf101_s2, buf101_s3, E_c0, E_c1, E_c2, E_n1, E_n2, E_n3, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf101: Combine over grid k.0@0[2]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n3 = tl.arange(0, F_n3)
    offs_n2 = tl.arange(0, F_n2)
    t74 = tl.load(buf72_ptr + offs_c1[:, None, None, None] * buf72_s0 + offs_n1[None, :, None, None] * buf72_s1, mask=(offs_c1 < E_c1)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None], other=0).to(tl.float32)
    t75 = tl.exp(t74)
    t76 = 1.0 / (t75)
    acc99 = tl.full([T_c1, F_n1, 1, 1], 0.0, tl.float32)
    acc100 = tl.full([T_c1, F_n1, 1, F_n3], 0.0, tl.float32)
    for i_c0 in range(0, tl.cdiv(E_c0, T_c0)):
        offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)

        t59 = tl.load(buf19_ptr + offs_c1[:, None, None, None] * buf19_s0 + offs_n1[None, :, None, None] * buf19_s1 + offs_c0[None, None, None, :] * buf19_s3, mask=(offs_c1 < E_c1)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c0 < E_c0)[None, None, None, :], other=0).to(tl.float32)
        t60 = tl.exp(t59)
        t61 = tl.sum(tl.where((offs_c0 < E_c0)[None, None, None, :], t60, 0.0), axis=3, keep_dims=True)
        t77 = (t61) * (t76)
        t78 = tl.load(m22_ptr + offs_c1[:, None, None, None] * m22_s0 + offs_n1[None, :, None, None] * m22_s1 + offs_c0[None, None, :, None] * m22_s2 + offs_n3[None, None, None, :] * m22_s3, mask=(offs_c1 < E_c1)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
        t79 = tl.sum(tl.expand_dims(tl.where((offs_c0 < E_c0)[None, None, None, :], t60, 0.0), 4) * tl.expand_dims(tl.where((offs_c0 < E_c0)[None, None, :, None], t78, 0.0), 2), axis=3)
        acc89 = tl.full([T_c1, F_n1, 1, F_n2], 0.0, tl.float32)
        acc90 = tl.full([T_c1, F_n1, 1, T_c0], 0.0, tl.float32)
        for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
            offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

            t87 = tl.load(states85_ptr + i_c1 * states85_s0 + i_c0 * states85_s1 + i_c2 * states85_s2 + tl.arange(0, T_c1)[:, None, None, None] * states85_s3 + tl.arange(0, F_n1)[None, :, None, None] * states85_s4 + tl.arange(0, F_n2)[None, None, None, :] * states85_s6 + tl.zeros([T_c1, F_n1, 1, F_n2], tl.int32))
            t88 = tl.load(states86_ptr + i_c1 * states86_s0 + i_c0 * states86_s1 + i_c2 * states86_s2 + tl.arange(0, T_c1)[:, None, None, None] * states86_s3 + tl.arange(0, F_n1)[None, :, None, None] * states86_s4 + tl.arange(0, T_c0)[None, None, None, :] * states86_s6 + tl.zeros([T_c1, F_n1, 1, T_c0], tl.int32))
            acc89 = acc89 + t87
            acc90 = acc90 + t88
        t91 = tl.max(tl.where((offs_c0 < E_c0)[None, None, None, :], acc90, -float('inf')), axis=3, keep_dims=True)
        t92 = (t91) * (0.25)
        t93 = tl.exp(t92)
        t94 = 1.0 / (t93)
        t95 = (t79) * (t94)
        t96 = t92 - (t74)
        t97 = tl.exp(t96)
        t98 = (t95) * (t97)
        acc99 = acc99 + t77
        acc100 = acc100 + t98
    tl.store(buf101_ptr + offs_c1[:, None, None, None] * buf101_s0 + offs_n1[None, :, None, None] * buf101_s1, acc99, mask=(offs_c1 < E_c1)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None])


@triton.jit
def kernel_8(buf19_ptr, buf19_s0, buf19_s1, buf19_s2, buf19_s3, m22_ptr, m22_s0, m22_s1, m22_s2, m22_s3, buf54_ptr, buf54_s0, buf54_s1, buf54_s2, buf54_s3, buf101_ptr, buf101_s0, buf101_s1, buf101_s2, buf101_s3, buf107_ptr, buf107_s0, buf107_s1, buf107_s2, buf107_s3, buf108_ptr, buf108_s0, buf108_s1, buf108_s2, buf108_s3, E_c0, E_n0, E_n1, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n3: tl.constexpr, T_c0: tl.constexpr):
    # writes buf107, buf108: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n3 = tl.arange(0, F_n3)
    t55 = tl.load(buf54_ptr + offs_n0[:, None, None, None] * buf54_s0 + offs_n1[None, :, None, None] * buf54_s1, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None], other=0).to(tl.float32)
    t102 = tl.load(buf101_ptr + offs_n0[:, None, None, None] * buf101_s0 + offs_n1[None, :, None, None] * buf101_s1, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None], other=0).to(tl.float32)
    t103 = 1.0 / (t102)
    acc105 = tl.full([F_n0, F_n1, 1, F_n3], 0.0, tl.float32)
    acc106 = tl.full([F_n0, F_n1, 1, F_n3], 0.0, tl.float32)
    for i_c0 in range(0, tl.cdiv(E_c0, T_c0)):
        offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)

        t20 = tl.load(buf19_ptr + offs_n0[:, None, None, None] * buf19_s0 + offs_n1[None, :, None, None] * buf19_s1 + offs_c0[None, None, None, :] * buf19_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c0 < E_c0)[None, None, None, :], other=0).to(tl.float32)
        t21 = tl.exp(t20)
        t23 = tl.load(m22_ptr + offs_n0[:, None, None, None] * m22_s0 + offs_n1[None, :, None, None] * m22_s1 + offs_c0[None, None, :, None] * m22_s2 + offs_n3[None, None, None, :] * m22_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
        t24 = tl.sum(tl.expand_dims(tl.where((offs_c0 < E_c0)[None, None, None, :], t21, 0.0), 4) * tl.expand_dims(tl.where((offs_c0 < E_c0)[None, None, :, None], t23, 0.0), 2), axis=3)
        t25 = tl.max(tl.where((offs_c0 < E_c0)[None, None, None, :], t20, -float('inf')), axis=3, keep_dims=True)
        t26 = tl.exp(t25)
        t27 = 1.0 / (t26)
        t28 = (t24) * (t27)
        t56 = t25 - (t55)
        t57 = tl.exp(t56)
        t58 = (t28) * (t57)
        t104 = (t58) * (t103)
        acc105 = acc105 + t104
        acc106 = acc106 + t58
    tl.store(buf107_ptr + offs_n0[:, None, None, None] * buf107_s0 + offs_n1[None, :, None, None] * buf107_s1 + offs_n3[None, None, None, :] * buf107_s3, acc105, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n3 < E_n3)[None, None, None, :])
    tl.store(buf108_ptr + offs_n0[:, None, None, None] * buf108_s0 + offs_n1[None, :, None, None] * buf108_s1 + offs_n3[None, None, None, :] * buf108_s3, acc106, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n3 < E_n3)[None, None, None, :])


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
    buf54 = torch.full([2, 4, 1, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(_cdiv(4, T['c3']),)](states34_ptr=states34, states34_s0=states34.stride(0), states34_s1=states34.stride(1), states34_s2=states34.stride(2), states34_s3=states34.stride(3), states34_s4=states34.stride(4), states34_s5=states34.stride(5), states34_s6=states34.stride(6), states35_ptr=states35, states35_s0=states35.stride(0), states35_s1=states35.stride(1), states35_s2=states35.stride(2), states35_s3=states35.stride(3), states35_s4=states35.stride(4), states35_s5=states35.stride(5), states35_s6=states35.stride(6), buf19_ptr=buf19, buf19_s0=buf19.stride(0), buf19_s1=buf19.stride(1), buf19_s2=buf19.stride(2), buf19_s3=buf19.stride(3), m22_ptr=m22, m22_s0=m22.stride(0), m22_s1=m22.stride(1), m22_s2=m22.stride(2), m22_s3=m22.stride(3), buf54_ptr=buf54, buf54_s0=buf54.stride(0), buf54_s1=buf54.stride(1), buf54_s2=buf54.stride(2), buf54_s3=buf54.stride(3), E_c0=64, E_c2=16, E_c3=4, E_n0=2, E_n2=64, E_n3=16, F_n0=_pow2(2), F_n2=_pow2(64), F_n3=_pow2(16), T_c0=T['c0'], T_c2=T['c2'], T_c3=T['c3'])
    buf72 = torch.full([2, 4, 1, 1], float("nan"), dtype=torch.float32, device=device)
    buf73 = torch.full([2, 4, 1, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_5[(1,)](buf19_ptr=buf19, buf19_s0=buf19.stride(0), buf19_s1=buf19.stride(1), buf19_s2=buf19.stride(2), buf19_s3=buf19.stride(3), buf72_ptr=buf72, buf72_s0=buf72.stride(0), buf72_s1=buf72.stride(1), buf72_s2=buf72.stride(2), buf72_s3=buf72.stride(3), buf73_ptr=buf73, buf73_s0=buf73.stride(0), buf73_s1=buf73.stride(1), buf73_s2=buf73.stride(2), buf73_s3=buf73.stride(3), E_c0=64, E_n0=2, E_n1=4, F_n0=_pow2(2), F_n1=_pow2(4), T_c0=T['c0'])
    states85 = torch.full([_cdiv(2, T['c1']), _cdiv(64, T['c0']), _cdiv(16, T['c2']), T['c1'], _pow2(4), 1, _pow2(64)], float("nan"), dtype=torch.float32, device=device)
    states86 = torch.full([_cdiv(2, T['c1']), _cdiv(64, T['c0']), _cdiv(16, T['c2']), T['c1'], _pow2(4), 1, T['c0']], float("nan"), dtype=torch.float32, device=device)
    kernel_6[(_cdiv(2, T['c1']) * _cdiv(64, T['c0']) * _cdiv(16, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), states85_ptr=states85, states85_s0=states85.stride(0), states85_s1=states85.stride(1), states85_s2=states85.stride(2), states85_s3=states85.stride(3), states85_s4=states85.stride(4), states85_s5=states85.stride(5), states85_s6=states85.stride(6), states86_ptr=states86, states86_s0=states86.stride(0), states86_s1=states86.stride(1), states86_s2=states86.stride(2), states86_s3=states86.stride(3), states86_s4=states86.stride(4), states86_s5=states86.stride(5), states86_s6=states86.stride(6), E_c0=64, E_c1=2, E_c2=16, E_n1=4, E_n2=64, F_n1=_pow2(4), F_n2=_pow2(64), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    buf101 = torch.full([2, 4, 1, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_7[(_cdiv(2, T['c1']),)](buf19_ptr=buf19, buf19_s0=buf19.stride(0), buf19_s1=buf19.stride(1), buf19_s2=buf19.stride(2), buf19_s3=buf19.stride(3), buf72_ptr=buf72, buf72_s0=buf72.stride(0), buf72_s1=buf72.stride(1), buf72_s2=buf72.stride(2), buf72_s3=buf72.stride(3), m22_ptr=m22, m22_s0=m22.stride(0), m22_s1=m22.stride(1), m22_s2=m22.stride(2), m22_s3=m22.stride(3), states85_ptr=states85, states85_s0=states85.stride(0), states85_s1=states85.stride(1), states85_s2=states85.stride(2), states85_s3=states85.stride(3), states85_s4=states85.stride(4), states85_s5=states85.stride(5), states85_s6=states85.stride(6), states86_ptr=states86, states86_s0=states86.stride(0), states86_s1=states86.stride(1), states86_s2=states86.stride(2), states86_s3=states86.stride(3), states86_s4=states86.stride(4), states86_s5=states86.stride(5), states86_s6=states86.stride(6), buf101_ptr=buf101, buf101_s0=buf101.stride(0), buf101_s1=buf101.stride(1), buf101_s2=buf101.stride(2), buf101_s3=buf101.stride(3), E_c0=64, E_c1=2, E_c2=16, E_n1=4, E_n2=64, E_n3=16, F_n1=_pow2(4), F_n2=_pow2(64), F_n3=_pow2(16), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    buf107 = torch.full([2, 4, 1, 16], float("nan"), dtype=torch.float32, device=device)
    buf108 = torch.full([2, 4, 1, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_8[(1,)](buf19_ptr=buf19, buf19_s0=buf19.stride(0), buf19_s1=buf19.stride(1), buf19_s2=buf19.stride(2), buf19_s3=buf19.stride(3), m22_ptr=m22, m22_s0=m22.stride(0), m22_s1=m22.stride(1), m22_s2=m22.stride(2), m22_s3=m22.stride(3), buf54_ptr=buf54, buf54_s0=buf54.stride(0), buf54_s1=buf54.stride(1), buf54_s2=buf54.stride(2), buf54_s3=buf54.stride(3), buf101_ptr=buf101, buf101_s0=buf101.stride(0), buf101_s1=buf101.stride(1), buf101_s2=buf101.stride(2), buf101_s3=buf101.stride(3), buf107_ptr=buf107, buf107_s0=buf107.stride(0), buf107_s1=buf107.stride(1), buf107_s2=buf107.stride(2), buf107_s3=buf107.stride(3), buf108_ptr=buf108, buf108_s0=buf108.stride(0), buf108_s1=buf108.stride(1), buf108_s2=buf108.stride(2), buf108_s3=buf108.stride(3), E_c0=64, E_n0=2, E_n1=4, E_n3=16, F_n0=_pow2(2), F_n1=_pow2(4), F_n3=_pow2(16), T_c0=T['c0'])
    return buf107


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
