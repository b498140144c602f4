"""attention_decode [small], candidate 21: 5 kernel(s)

Rendered by EqiForge from candidate 21 of attention_decode [small]: store(k.3[16]) ; store(k.3[16]) ; store(k.3[16]) ; grid() loop(k.2[64]: pair(sum, sum)) {loop(k.3[16]: pair(sum, sum), stored) loop(k.3[16]: pair(sum, sum), stored)} ; grid(k.0@0, k.1@1, v.3@3) loop(k.3[16]: sum, stored) [1 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid k.0@0[2]
    c1: grid k.1@1[4]
    c2: grid v.3@3[16]
    c3: loop k.3[16]
    c4: loop k.2[64]

Run it on its own: `python kernels/f21.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/attention_decode.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 1, "c1": 2, "c2": 8, "c3": 8, "c4": 32}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, states7_ptr, states7_s0, states7_s1, states7_s2, states7_s3, states7_s4, states7_s5, states7_s6, E_c0, E_c1, E_c3, E_n0, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c3: tl.constexpr):
    # stores states7: Collect over loop k.3[16]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t2 = tl.load(m1_ptr + offs_c0[:, None, None, None] * m1_s0 + offs_c1[None, :, None, None] * m1_s1 + offs_c3[None, None, None, :] * m1_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
    t5 = tl.load(m3_ptr + offs_c0[:, None, None, None] * m3_s0 + offs_c1[None, :, None, None] * m3_s1 + offs_c3[None, None, :, None] * m3_s2 + offs_n0[None, None, None, :] * m3_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_c3 < E_c3)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t6 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, :], t2, 0.0), 4) * tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, :, None], t5, 0.0), 2), axis=3)
    tl.store(states7_ptr + i_c0 * states7_s0 + i_c1 * states7_s1 + i_c3 * states7_s2 + tl.arange(0, T_c0)[:, None, None, None] * states7_s3 + tl.arange(0, T_c1)[None, :, None, None] * states7_s4 + tl.arange(0, F_n0)[None, None, None, :] * states7_s6 + tl.zeros([T_c0, T_c1, 1, F_n0], tl.int32), t6)


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, states19_ptr, states19_s0, states19_s1, states19_s2, states19_s3, states19_s4, states19_s5, states20_ptr, states20_s0, states20_s1, states20_s2, states20_s3, states20_s4, states20_s5, E_c3, E_c4, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c3: tl.constexpr, T_c4: tl.constexpr):
    # stores states19, states20: Collect over loop k.3[16]
    pid = tl.program_id(0)
    i_c4 = pid % tl.cdiv(E_c4, T_c4)
    pid = pid // tl.cdiv(E_c4, T_c4)
    offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n0 = tl.arange(0, F_n0)
    t14 = tl.load(m1_ptr + offs_n1[:, None, None, None] * m1_s0 + offs_n2[None, :, None, None] * m1_s1 + offs_c3[None, None, None, :] * m1_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
    t15 = tl.load(m3_ptr + offs_n1[:, None, None, None] * m3_s0 + offs_n2[None, :, None, None] * m3_s1 + offs_c3[None, None, :, None] * m3_s2 + offs_n0[None, None, None, :] * m3_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_c3 < E_c3)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t16 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, :], t14, 0.0), 4) * tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, :, None], t15, 0.0), 2), axis=3)
    t17 = tl.load(m3_ptr + offs_n1[:, None, None, None] * m3_s0 + offs_n2[None, :, None, None] * m3_s1 + offs_c3[None, None, :, None] * m3_s2 + offs_c4[None, None, None, :] * m3_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_c3 < E_c3)[None, None, :, None] & (offs_c4 < E_c4)[None, None, None, :], other=0).to(tl.float32)
    t18 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, :], t14, 0.0), 4) * tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, :, None], t17, 0.0), 2), axis=3)
    tl.store(states19_ptr + i_c4 * states19_s0 + i_c3 * states19_s1 + tl.arange(0, F_n1)[:, None, None, None] * states19_s2 + tl.arange(0, F_n2)[None, :, None, None] * states19_s3 + tl.arange(0, F_n0)[None, None, None, :] * states19_s5 + tl.zeros([F_n1, F_n2, 1, F_n0], tl.int32), t16)
    tl.store(states20_ptr + i_c4 * states20_s0 + i_c3 * states20_s1 + tl.arange(0, F_n1)[:, None, None, None] * states20_s2 + tl.arange(0, F_n2)[None, :, None, None] * states20_s3 + tl.arange(0, T_c4)[None, None, None, :] * states20_s5 + tl.zeros([F_n1, F_n2, 1, T_c4], tl.int32), t18)


@triton.jit
def kernel_2(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, states34_ptr, states34_s0, states34_s1, states34_s2, states34_s3, states34_s4, states34_s5, states35_ptr, states35_s0, states35_s1, states35_s2, states35_s3, states35_s4, states35_s5, E_c3, E_c4, E_n1, E_n2, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c3: tl.constexpr, T_c4: tl.constexpr):
    # stores states34, states35: Collect over loop k.3[16]
    pid = tl.program_id(0)
    i_c4 = pid % tl.cdiv(E_c4, T_c4)
    pid = pid // tl.cdiv(E_c4, T_c4)
    offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t30 = tl.load(m1_ptr + offs_n1[:, None, None, None] * m1_s0 + offs_n2[None, :, None, None] * m1_s1 + offs_c3[None, None, None, :] * m1_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
    t31 = tl.load(m3_ptr + offs_n1[:, None, None, None] * m3_s0 + offs_n2[None, :, None, None] * m3_s1 + offs_c3[None, None, :, None] * m3_s2 + offs_c4[None, None, None, :] * m3_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_c3 < E_c3)[None, None, :, None] & (offs_c4 < E_c4)[None, None, None, :], other=0).to(tl.float32)
    t32 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, :], t30, 0.0), 4) * tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, :, None], t31, 0.0), 2), axis=3)
    t33 = (t32) * (0.25)
    tl.store(states34_ptr + i_c4 * states34_s0 + i_c3 * states34_s1 + tl.arange(0, F_n1)[:, None, None, None] * states34_s2 + tl.arange(0, F_n2)[None, :, None, None] * states34_s3 + tl.arange(0, T_c4)[None, None, None, :] * states34_s5 + tl.zeros([F_n1, F_n2, 1, T_c4], tl.int32), t32)
    tl.store(states35_ptr + i_c4 * states35_s0 + i_c3 * states35_s1 + tl.arange(0, F_n1)[:, None, None, None] * states35_s2 + tl.arange(0, F_n2)[None, :, None, None] * states35_s3 + tl.arange(0, T_c4)[None, None, None, :] * states35_s5 + tl.zeros([F_n1, F_n2, 1, T_c4], tl.int32), t33)


@triton.jit
def kernel_3(states19_ptr, states19_s0, states19_s1, states19_s2, states19_s3, states19_s4, states19_s5, states20_ptr, states20_s0, states20_s1, states20_s2, states20_s3, states20_s4, states20_s5, states34_ptr, states34_s0, states34_s1, states34_s2, states34_s3, states34_s4, states34_s5, states35_ptr, states35_s0, states35_s1, states35_s2, states35_s3, states35_s4, states35_s5, m41_ptr, m41_s0, m41_s1, m41_s2, m41_s3, buf50_ptr, buf50_s0, buf50_s1, buf50_s2, buf50_s3, buf51_ptr, buf51_s0, buf51_s1, buf51_s2, buf51_s3, E_c3, E_c4, E_n0, E_n1, E_n2, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c3: tl.constexpr, T_c4: tl.constexpr):
    # writes buf50, buf51: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n0 = tl.arange(0, F_n0)
    offs_n3 = tl.arange(0, F_n3)
    acc48 = tl.full([F_n1, F_n2, 1, 1], 0.0, tl.float32)
    acc49 = tl.full([F_n1, F_n2, 1, F_n3], 0.0, tl.float32)
    for i_c4 in range(0, tl.cdiv(E_c4, T_c4)):
        offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)

        acc23 = tl.full([F_n1, F_n2, 1, F_n0], 0.0, tl.float32)
        acc24 = tl.full([F_n1, F_n2, 1, T_c4], 0.0, tl.float32)
        for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
            offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

            t21 = tl.load(states19_ptr + i_c4 * states19_s0 + i_c3 * states19_s1 + tl.arange(0, F_n1)[:, None, None, None] * states19_s2 + tl.arange(0, F_n2)[None, :, None, None] * states19_s3 + tl.arange(0, F_n0)[None, None, None, :] * states19_s5 + tl.zeros([F_n1, F_n2, 1, F_n0], tl.int32))
            t22 = tl.load(states20_ptr + i_c4 * states20_s0 + i_c3 * states20_s1 + tl.arange(0, F_n1)[:, None, None, None] * states20_s2 + tl.arange(0, F_n2)[None, :, None, None] * states20_s3 + tl.arange(0, T_c4)[None, None, None, :] * states20_s5 + tl.zeros([F_n1, F_n2, 1, T_c4], tl.int32))
            acc23 = acc23 + t21
            acc24 = acc24 + t22
        t25 = tl.max(tl.where((offs_n0 < E_n0)[None, None, None, :], acc23, -float('inf')), axis=3, keep_dims=True)
        t26 = acc24 - (t25)
        t27 = (t26) * (0.25)
        t28 = tl.exp(t27)
        t29 = tl.sum(tl.where((offs_c4 < E_c4)[None, None, None, :], t28, 0.0), axis=3, keep_dims=True)
        acc38 = tl.full([F_n1, F_n2, 1, T_c4], 0.0, tl.float32)
        acc39 = tl.full([F_n1, F_n2, 1, T_c4], 0.0, tl.float32)
        for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
            offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

            t36 = tl.load(states34_ptr + i_c4 * states34_s0 + i_c3 * states34_s1 + tl.arange(0, F_n1)[:, None, None, None] * states34_s2 + tl.arange(0, F_n2)[None, :, None, None] * states34_s3 + tl.arange(0, T_c4)[None, None, None, :] * states34_s5 + tl.zeros([F_n1, F_n2, 1, T_c4], tl.int32))
            t37 = tl.load(states35_ptr + i_c4 * states35_s0 + i_c3 * states35_s1 + tl.arange(0, F_n1)[:, None, None, None] * states35_s2 + tl.arange(0, F_n2)[None, :, None, None] * states35_s3 + tl.arange(0, T_c4)[None, None, None, :] * states35_s5 + tl.zeros([F_n1, F_n2, 1, T_c4], tl.int32))
            acc38 = acc38 + t36
            acc39 = acc39 + t37
        t40 = tl.exp(acc39)
        t42 = tl.load(m41_ptr + offs_n1[:, None, None, None] * m41_s0 + offs_n2[None, :, None, None] * m41_s1 + offs_c4[None, None, :, None] * m41_s2 + offs_n3[None, None, None, :] * m41_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_c4 < E_c4)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
        t43 = tl.sum(tl.expand_dims(tl.where((offs_c4 < E_c4)[None, None, None, :], t40, 0.0), 4) * tl.expand_dims(tl.where((offs_c4 < E_c4)[None, None, :, None], t42, 0.0), 2), axis=3)
        t44 = (t25) * (0.25)
        t45 = tl.exp(t44)
        t46 = 1.0 / (t45)
        t47 = (t43) * (t46)
        acc48 = acc48 + t29
        acc49 = acc49 + t47
    tl.store(buf50_ptr + offs_n1[:, None, None, None] * buf50_s0 + offs_n2[None, :, None, None] * buf50_s1, acc48, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None])
    tl.store(buf51_ptr + offs_n1[:, None, None, None] * buf51_s0 + offs_n2[None, :, None, None] * buf51_s1 + offs_n3[None, None, None, :] * buf51_s3, acc49, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_n3 < E_n3)[None, None, None, :])


@triton.jit
def kernel_4(states7_ptr, states7_s0, states7_s1, states7_s2, states7_s3, states7_s4, states7_s5, states7_s6, buf50_ptr, buf50_s0, buf50_s1, buf50_s2, buf50_s3, m41_ptr, m41_s0, m41_s1, m41_s2, m41_s3, buf56_ptr, buf56_s0, buf56_s1, buf56_s2, buf56_s3, E_c0, E_c1, E_c2, E_c3, E_n0, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # writes buf56: Combine over grid k.0@0[2], grid k.1@1[4], grid v.3@3[16]
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
    offs_n0 = tl.arange(0, F_n0)
    acc9 = tl.full([T_c0, T_c1, 1, F_n0], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t8 = tl.load(states7_ptr + i_c0 * states7_s0 + i_c1 * states7_s1 + i_c3 * states7_s2 + tl.arange(0, T_c0)[:, None, None, None] * states7_s3 + tl.arange(0, T_c1)[None, :, None, None] * states7_s4 + tl.arange(0, F_n0)[None, None, None, :] * states7_s6 + tl.zeros([T_c0, T_c1, 1, F_n0], tl.int32))
        acc9 = acc9 + t8
    t10 = (acc9) * (0.25)
    t11 = tl.max(tl.where((offs_n0 < E_n0)[None, None, None, :], t10, -float('inf')), axis=3, keep_dims=True)
    t12 = t10 - (t11)
    t13 = tl.exp(t12)
    t52 = tl.load(buf50_ptr + offs_c0[:, None, None, None] * buf50_s0 + offs_c1[None, :, None, None] * buf50_s1, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None], other=0).to(tl.float32)
    t53 = (t13) / (t52)
    t54 = tl.load(m41_ptr + offs_c0[:, None, None, None] * m41_s0 + offs_c1[None, :, None, None] * m41_s1 + offs_n0[None, None, :, None] * m41_s2 + offs_c2[None, None, None, :] * m41_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
    t55 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, None, :], t53, 0.0), 4) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, :, None], t54, 0.0), 2), axis=3)
    tl.store(buf56_ptr + offs_c0[:, None, None, None] * buf56_s0 + offs_c1[None, :, None, None] * buf56_s1 + offs_c2[None, None, None, :] * buf56_s3, t55, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_c2 < E_c2)[None, None, None, :])


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
    states7 = torch.full([_cdiv(2, T['c0']), _cdiv(4, T['c1']), _cdiv(16, T['c3']), T['c0'], T['c1'], 1, _pow2(64)], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(2, T['c0']) * _cdiv(4, T['c1']) * _cdiv(16, T['c3']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), states7_ptr=states7, states7_s0=states7.stride(0), states7_s1=states7.stride(1), states7_s2=states7.stride(2), states7_s3=states7.stride(3), states7_s4=states7.stride(4), states7_s5=states7.stride(5), states7_s6=states7.stride(6), E_c0=2, E_c1=4, E_c3=16, E_n0=64, F_n0=_pow2(64), T_c0=T['c0'], T_c1=T['c1'], T_c3=T['c3'])
    states19 = torch.full([_cdiv(64, T['c4']), _cdiv(16, T['c3']), _pow2(2), _pow2(4), 1, _pow2(64)], float("nan"), dtype=torch.float32, device=device)
    states20 = torch.full([_cdiv(64, T['c4']), _cdiv(16, T['c3']), _pow2(2), _pow2(4), 1, T['c4']], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(64, T['c4']) * _cdiv(16, T['c3']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), states19_ptr=states19, states19_s0=states19.stride(0), states19_s1=states19.stride(1), states19_s2=states19.stride(2), states19_s3=states19.stride(3), states19_s4=states19.stride(4), states19_s5=states19.stride(5), states20_ptr=states20, states20_s0=states20.stride(0), states20_s1=states20.stride(1), states20_s2=states20.stride(2), states20_s3=states20.stride(3), states20_s4=states20.stride(4), states20_s5=states20.stride(5), E_c3=16, E_c4=64, E_n0=64, E_n1=2, E_n2=4, F_n0=_pow2(64), F_n1=_pow2(2), F_n2=_pow2(4), T_c3=T['c3'], T_c4=T['c4'])
    states34 = torch.full([_cdiv(64, T['c4']), _cdiv(16, T['c3']), _pow2(2), _pow2(4), 1, T['c4']], float("nan"), dtype=torch.float32, device=device)
    states35 = torch.full([_cdiv(64, T['c4']), _cdiv(16, T['c3']), _pow2(2), _pow2(4), 1, T['c4']], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(64, T['c4']) * _cdiv(16, T['c3']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), states34_ptr=states34, states34_s0=states34.stride(0), states34_s1=states34.stride(1), states34_s2=states34.stride(2), states34_s3=states34.stride(3), states34_s4=states34.stride(4), states34_s5=states34.stride(5), states35_ptr=states35, states35_s0=states35.stride(0), states35_s1=states35.stride(1), states35_s2=states35.stride(2), states35_s3=states35.stride(3), states35_s4=states35.stride(4), states35_s5=states35.stride(5), E_c3=16, E_c4=64, E_n1=2, E_n2=4, F_n1=_pow2(2), F_n2=_pow2(4), T_c3=T['c3'], T_c4=T['c4'])
    m41 = inputs['v']
    buf50 = torch.full([2, 4, 1, 1], float("nan"), dtype=torch.float32, device=device)
    buf51 = torch.full([2, 4, 1, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(1,)](states19_ptr=states19, states19_s0=states19.stride(0), states19_s1=states19.stride(1), states19_s2=states19.stride(2), states19_s3=states19.stride(3), states19_s4=states19.stride(4), states19_s5=states19.stride(5), states20_ptr=states20, states20_s0=states20.stride(0), states20_s1=states20.stride(1), states20_s2=states20.stride(2), states20_s3=states20.stride(3), states20_s4=states20.stride(4), states20_s5=states20.stride(5), states34_ptr=states34, states34_s0=states34.stride(0), states34_s1=states34.stride(1), states34_s2=states34.stride(2), states34_s3=states34.stride(3), states34_s4=states34.stride(4), states34_s5=states34.stride(5), states35_ptr=states35, states35_s0=states35.stride(0), states35_s1=states35.stride(1), states35_s2=states35.stride(2), states35_s3=states35.stride(3), states35_s4=states35.stride(4), states35_s5=states35.stride(5), m41_ptr=m41, m41_s0=m41.stride(0), m41_s1=m41.stride(1), m41_s2=m41.stride(2), m41_s3=m41.stride(3), buf50_ptr=buf50, buf50_s0=buf50.stride(0), buf50_s1=buf50.stride(1), buf50_s2=buf50.stride(2), buf50_s3=buf50.stride(3), buf51_ptr=buf51, buf51_s0=buf51.stride(0), buf51_s1=buf51.stride(1), buf51_s2=buf51.stride(2), buf51_s3=buf51.stride(3), E_c3=16, E_c4=64, E_n0=64, E_n1=2, E_n2=4, E_n3=16, F_n0=_pow2(64), F_n1=_pow2(2), F_n2=_pow2(4), F_n3=_pow2(16), T_c3=T['c3'], T_c4=T['c4'])
    buf56 = torch.full([2, 4, 1, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(_cdiv(2, T['c0']) * _cdiv(4, T['c1']) * _cdiv(16, T['c2']),)](states7_ptr=states7, states7_s0=states7.stride(0), states7_s1=states7.stride(1), states7_s2=states7.stride(2), states7_s3=states7.stride(3), states7_s4=states7.stride(4), states7_s5=states7.stride(5), states7_s6=states7.stride(6), buf50_ptr=buf50, buf50_s0=buf50.stride(0), buf50_s1=buf50.stride(1), buf50_s2=buf50.stride(2), buf50_s3=buf50.stride(3), m41_ptr=m41, m41_s0=m41.stride(0), m41_s1=m41.stride(1), m41_s2=m41.stride(2), m41_s3=m41.stride(3), buf56_ptr=buf56, buf56_s0=buf56.stride(0), buf56_s1=buf56.stride(1), buf56_s2=buf56.stride(2), buf56_s3=buf56.stride(3), E_c0=2, E_c1=4, E_c2=16, E_c3=16, E_n0=64, F_n0=_pow2(64), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'], T_c3=T['c3'])
    return buf56


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
