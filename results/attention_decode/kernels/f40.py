"""attention_decode [small], candidate 40: 8 kernel(s)

Rendered by EqiForge from candidate 40 of attention_decode [small]: store(k.3[16]) ; store(k.3[16]) ; grid(k.0@0) loop(k.3[16]: sum, stored) ; grid(k.0@0) ; grid() loop(k.2[64]: rescale) ; grid(v.3@3) loop(k.3[16]: sum, stored) [1 mm] ; grid() loop(k.2[64]: rescale) ; grid(k.0@0)
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid k.0@0[2]
    c1: grid v.3@3[16]
    c2: loop k.3[16]
    c3: loop k.2[64]

Run it on its own: `python kernels/f40.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/attention_decode.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 1, "c1": 8, "c2": 8, "c3": 32}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, states7_ptr, states7_s0, states7_s1, states7_s2, states7_s3, states7_s4, E_c2, E_n0, E_n2, E_n3, F_n0: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c2: tl.constexpr):
    # stores states7: Collect over loop k.3[16]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n0 = tl.arange(0, F_n0)
    offs_n3 = tl.arange(0, F_n3)
    t2 = tl.load(m1_ptr + offs_n2[:, None, None, None] * m1_s0 + offs_n0[None, :, None, None] * m1_s1 + offs_c2[None, None, None, :] * m1_s3, mask=(offs_n2 < E_n2)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
    t5 = tl.load(m3_ptr + offs_n2[:, None, None, None] * m3_s0 + offs_n0[None, :, None, None] * m3_s1 + offs_c2[None, None, :, None] * m3_s2 + offs_n3[None, None, None, :] * m3_s3, mask=(offs_n2 < E_n2)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t6 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :], t2, 0.0), 4) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :, None], t5, 0.0), 2), axis=3)
    tl.store(states7_ptr + i_c2 * states7_s0 + tl.arange(0, F_n2)[:, None, None, None] * states7_s1 + tl.arange(0, F_n0)[None, :, None, None] * states7_s2 + tl.arange(0, F_n3)[None, None, None, :] * states7_s4 + tl.zeros([F_n2, F_n0, 1, F_n3], tl.int32), t6)


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, states14_ptr, states14_s0, states14_s1, states14_s2, states14_s3, states14_s4, states14_s5, E_c0, E_c2, E_n0, E_n3, F_n0: tl.constexpr, F_n3: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # stores states14: Collect over loop k.3[16]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n3 = tl.arange(0, F_n3)
    t11 = tl.load(m1_ptr + offs_c0[:, None, None, None] * m1_s0 + offs_n0[None, :, None, None] * m1_s1 + offs_c2[None, None, None, :] * m1_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
    t12 = tl.load(m3_ptr + offs_c0[:, None, None, None] * m3_s0 + offs_n0[None, :, None, None] * m3_s1 + offs_c2[None, None, :, None] * m3_s2 + offs_n3[None, None, None, :] * m3_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t13 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :], t11, 0.0), 4) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :, None], t12, 0.0), 2), axis=3)
    tl.store(states14_ptr + i_c0 * states14_s0 + i_c2 * states14_s1 + tl.arange(0, T_c0)[:, None, None, None] * states14_s2 + tl.arange(0, F_n0)[None, :, None, None] * states14_s3 + tl.arange(0, F_n3)[None, None, None, :] * states14_s5 + tl.zeros([T_c0, F_n0, 1, F_n3], tl.int32), t13)


@triton.jit
def kernel_2(states14_ptr, states14_s0, states14_s1, states14_s2, states14_s3, states14_s4, states14_s5, buf17_ptr, buf17_s0, buf17_s1, buf17_s2, buf17_s3, E_c0, E_c2, E_n0, E_n3, F_n0: tl.constexpr, F_n3: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # writes buf17: Combine over grid k.0@0[2]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n3 = tl.arange(0, F_n3)
    acc16 = tl.full([T_c0, F_n0, 1, F_n3], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t15 = tl.load(states14_ptr + i_c0 * states14_s0 + i_c2 * states14_s1 + tl.arange(0, T_c0)[:, None, None, None] * states14_s2 + tl.arange(0, F_n0)[None, :, None, None] * states14_s3 + tl.arange(0, F_n3)[None, None, None, :] * states14_s5 + tl.zeros([T_c0, F_n0, 1, F_n3], tl.int32))
        acc16 = acc16 + t15
    tl.store(buf17_ptr + offs_c0[:, None, None, None] * buf17_s0 + offs_n0[None, :, None, None] * buf17_s1 + offs_n3[None, None, None, :] * buf17_s3, acc16, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n3 < E_n3)[None, None, None, :])


@triton.jit
def kernel_3(buf17_ptr, buf17_s0, buf17_s1, buf17_s2, buf17_s3, buf20_ptr, buf20_s0, buf20_s1, buf20_s2, buf20_s3, E_c0, E_n0, E_n3, F_n0: tl.constexpr, F_n3: tl.constexpr, T_c0: tl.constexpr):
    # writes buf20: Combine over grid k.0@0[2]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n3 = tl.arange(0, F_n3)
    t18 = tl.load(buf17_ptr + offs_c0[:, None, None, None] * buf17_s0 + offs_n0[None, :, None, None] * buf17_s1 + offs_n3[None, None, None, :] * buf17_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t19 = (t18) * (0.25)
    tl.store(buf20_ptr + offs_c0[:, None, None, None] * buf20_s0 + offs_n0[None, :, None, None] * buf20_s1 + offs_n3[None, None, None, :] * buf20_s3, t19, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n3 < E_n3)[None, None, None, :])


@triton.jit
def kernel_4(buf20_ptr, buf20_s0, buf20_s1, buf20_s2, buf20_s3, m26_ptr, m26_s0, m26_s1, m26_s2, m26_s3, buf34_ptr, buf34_s0, buf34_s1, buf34_s2, buf34_s3, buf35_ptr, buf35_s0, buf35_s1, buf35_s2, buf35_s3, E_c3, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c3: tl.constexpr):
    # writes buf34, buf35: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    acc29 = tl.full([F_n2, F_n0, 1, 1], -float('inf'), tl.float32)
    acc30 = tl.full([F_n2, F_n0, 1, F_n1], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t21 = tl.load(buf20_ptr + offs_n2[:, None, None, None] * buf20_s0 + offs_n0[None, :, None, None] * buf20_s1 + offs_c3[None, None, None, :] * buf20_s3, mask=(offs_n2 < E_n2)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
        t22 = tl.max(tl.where((offs_c3 < E_c3)[None, None, None, :], t21, -float('inf')), axis=3, keep_dims=True)
        t23 = tl.exp(t21)
        t24 = tl.exp(t22)
        t25 = (t23) / (t24)
        t27 = tl.load(m26_ptr + offs_n2[:, None, None, None] * m26_s0 + offs_n0[None, :, None, None] * m26_s1 + offs_c3[None, None, :, None] * m26_s2 + offs_n1[None, None, None, :] * m26_s3, mask=(offs_n2 < E_n2)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_c3 < E_c3)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
        t28 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, :], t25, 0.0), 4) * tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, :, None], t27, 0.0), 2), axis=3)
        m31 = tl.maximum(acc29, t22)
        r32 = tl.where(acc29 == -float("inf"), 0.0, tl.exp(acc29 - m31))
        r33 = tl.where(t22 == -float("inf"), 0.0, tl.exp(t22 - m31))
        acc30 = tl.where(acc29 == -float("inf"), 0.0, acc30 * r32) + tl.where(t22 == -float("inf"), 0.0, t28 * r33)
        acc29 = m31
    tl.store(buf34_ptr + offs_n2[:, None, None, None] * buf34_s0 + offs_n0[None, :, None, None] * buf34_s1, acc29, mask=(offs_n2 < E_n2)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None])
    tl.store(buf35_ptr + offs_n2[:, None, None, None] * buf35_s0 + offs_n0[None, :, None, None] * buf35_s1 + offs_n1[None, None, None, :] * buf35_s3, acc30, mask=(offs_n2 < E_n2)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :])


@triton.jit
def kernel_5(states7_ptr, states7_s0, states7_s1, states7_s2, states7_s3, states7_s4, buf34_ptr, buf34_s0, buf34_s1, buf34_s2, buf34_s3, m26_ptr, m26_s0, m26_s1, m26_s2, m26_s3, buf41_ptr, buf41_s0, buf41_s1, buf41_s2, buf41_s3, E_c1, E_c2, E_n0, E_n2, E_n3, F_n0: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf41: Combine over grid v.3@3[16]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n0 = tl.arange(0, F_n0)
    offs_n3 = tl.arange(0, F_n3)
    acc9 = tl.full([F_n2, F_n0, 1, F_n3], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t8 = tl.load(states7_ptr + i_c2 * states7_s0 + tl.arange(0, F_n2)[:, None, None, None] * states7_s1 + tl.arange(0, F_n0)[None, :, None, None] * states7_s2 + tl.arange(0, F_n3)[None, None, None, :] * states7_s4 + tl.zeros([F_n2, F_n0, 1, F_n3], tl.int32))
        acc9 = acc9 + t8
    t10 = (acc9) * (0.25)
    t36 = tl.load(buf34_ptr + offs_n2[:, None, None, None] * buf34_s0 + offs_n0[None, :, None, None] * buf34_s1, mask=(offs_n2 < E_n2)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None], other=0).to(tl.float32)
    t37 = t10 - (t36)
    t38 = tl.exp(t37)
    t39 = tl.load(m26_ptr + offs_n2[:, None, None, None] * m26_s0 + offs_n0[None, :, None, None] * m26_s1 + offs_n3[None, None, :, None] * m26_s2 + offs_c1[None, None, None, :] * m26_s3, mask=(offs_n2 < E_n2)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n3 < E_n3)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
    t40 = tl.sum(tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, None, :], t38, 0.0), 4) * tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, :, None], t39, 0.0), 2), axis=3)
    tl.store(buf41_ptr + offs_n2[:, None, None, None] * buf41_s0 + offs_n0[None, :, None, None] * buf41_s1 + offs_c1[None, None, None, :] * buf41_s3, t40, mask=(offs_n2 < E_n2)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_c1 < E_c1)[None, None, None, :])


@triton.jit
def kernel_6(buf20_ptr, buf20_s0, buf20_s1, buf20_s2, buf20_s3, buf55_ptr, buf55_s0, buf55_s1, buf55_s2, buf55_s3, buf56_ptr, buf56_s0, buf56_s1, buf56_s2, buf56_s3, E_c3, E_n0, E_n2, F_n0: tl.constexpr, F_n2: tl.constexpr, T_c3: tl.constexpr):
    # writes buf55, buf56: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n0 = tl.arange(0, F_n0)
    acc50 = tl.full([F_n2, F_n0, 1, 1], -float('inf'), tl.float32)
    acc51 = tl.full([F_n2, F_n0, 1, 1], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t43 = tl.load(buf20_ptr + offs_n2[:, None, None, None] * buf20_s0 + offs_n0[None, :, None, None] * buf20_s1 + offs_c3[None, None, None, :] * buf20_s3, mask=(offs_n2 < E_n2)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
        t44 = tl.max(tl.where((offs_c3 < E_c3)[None, None, None, :], t43, -float('inf')), axis=3, keep_dims=True)
        t45 = tl.exp(t43)
        t46 = tl.sum(tl.where((offs_c3 < E_c3)[None, None, None, :], t45, 0.0), axis=3, keep_dims=True)
        t47 = tl.exp(t44)
        t48 = 1.0 / (t47)
        t49 = (t46) * (t48)
        m52 = tl.maximum(acc50, t44)
        r53 = tl.where(acc50 == -float("inf"), 0.0, tl.exp(acc50 - m52))
        r54 = tl.where(t44 == -float("inf"), 0.0, tl.exp(t44 - m52))
        acc51 = tl.where(acc50 == -float("inf"), 0.0, acc51 * r53) + tl.where(t44 == -float("inf"), 0.0, t49 * r54)
        acc50 = m52
    tl.store(buf55_ptr + offs_n2[:, None, None, None] * buf55_s0 + offs_n0[None, :, None, None] * buf55_s1, acc50, mask=(offs_n2 < E_n2)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None])
    tl.store(buf56_ptr + offs_n2[:, None, None, None] * buf56_s0 + offs_n0[None, :, None, None] * buf56_s1, acc51, mask=(offs_n2 < E_n2)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None])


@triton.jit
def kernel_7(buf41_ptr, buf41_s0, buf41_s1, buf41_s2, buf41_s3, buf55_ptr, buf55_s0, buf55_s1, buf55_s2, buf55_s3, buf20_ptr, buf20_s0, buf20_s1, buf20_s2, buf20_s3, buf65_ptr, buf65_s0, buf65_s1, buf65_s2, buf65_s3, E_c0, E_n0, E_n1, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n3: tl.constexpr, T_c0: tl.constexpr):
    # writes buf65: Combine over grid k.0@0[2]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n3 = tl.arange(0, F_n3)
    t42 = tl.load(buf41_ptr + offs_c0[:, None, None, None] * buf41_s0 + offs_n0[None, :, None, None] * buf41_s1 + offs_n1[None, None, None, :] * buf41_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t57 = tl.load(buf55_ptr + offs_c0[:, None, None, None] * buf55_s0 + offs_n0[None, :, None, None] * buf55_s1, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None], other=0).to(tl.float32)
    t58 = tl.exp(t57)
    t59 = 1.0 / (t58)
    t60 = tl.load(buf20_ptr + offs_c0[:, None, None, None] * buf20_s0 + offs_n0[None, :, None, None] * buf20_s1 + offs_n3[None, None, None, :] * buf20_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t61 = tl.exp(t60)
    t62 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t61, 0.0), axis=3, keep_dims=True)
    t63 = (t59) * (t62)
    t64 = (t42) / (t63)
    tl.store(buf65_ptr + offs_c0[:, None, None, None] * buf65_s0 + offs_n0[None, :, None, None] * buf65_s1 + offs_n1[None, None, None, :] * buf65_s3, t64, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :])


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
    states7 = torch.full([_cdiv(16, T['c2']), _pow2(2), _pow2(4), 1, _pow2(64)], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(16, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), states7_ptr=states7, states7_s0=states7.stride(0), states7_s1=states7.stride(1), states7_s2=states7.stride(2), states7_s3=states7.stride(3), states7_s4=states7.stride(4), E_c2=16, E_n0=4, E_n2=2, E_n3=64, F_n0=_pow2(4), F_n2=_pow2(2), F_n3=_pow2(64), T_c2=T['c2'])
    states14 = torch.full([_cdiv(2, T['c0']), _cdiv(16, T['c2']), T['c0'], _pow2(4), 1, _pow2(64)], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(2, T['c0']) * _cdiv(16, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), states14_ptr=states14, states14_s0=states14.stride(0), states14_s1=states14.stride(1), states14_s2=states14.stride(2), states14_s3=states14.stride(3), states14_s4=states14.stride(4), states14_s5=states14.stride(5), E_c0=2, E_c2=16, E_n0=4, E_n3=64, F_n0=_pow2(4), F_n3=_pow2(64), T_c0=T['c0'], T_c2=T['c2'])
    buf17 = torch.full([2, 4, 1, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(2, T['c0']),)](states14_ptr=states14, states14_s0=states14.stride(0), states14_s1=states14.stride(1), states14_s2=states14.stride(2), states14_s3=states14.stride(3), states14_s4=states14.stride(4), states14_s5=states14.stride(5), buf17_ptr=buf17, buf17_s0=buf17.stride(0), buf17_s1=buf17.stride(1), buf17_s2=buf17.stride(2), buf17_s3=buf17.stride(3), E_c0=2, E_c2=16, E_n0=4, E_n3=64, F_n0=_pow2(4), F_n3=_pow2(64), T_c0=T['c0'], T_c2=T['c2'])
    buf20 = torch.full([2, 4, 1, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(2, T['c0']),)](buf17_ptr=buf17, buf17_s0=buf17.stride(0), buf17_s1=buf17.stride(1), buf17_s2=buf17.stride(2), buf17_s3=buf17.stride(3), buf20_ptr=buf20, buf20_s0=buf20.stride(0), buf20_s1=buf20.stride(1), buf20_s2=buf20.stride(2), buf20_s3=buf20.stride(3), E_c0=2, E_n0=4, E_n3=64, F_n0=_pow2(4), F_n3=_pow2(64), T_c0=T['c0'])
    m26 = inputs['v']
    buf34 = torch.full([2, 4, 1, 1], float("nan"), dtype=torch.float32, device=device)
    buf35 = torch.full([2, 4, 1, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(1,)](buf20_ptr=buf20, buf20_s0=buf20.stride(0), buf20_s1=buf20.stride(1), buf20_s2=buf20.stride(2), buf20_s3=buf20.stride(3), m26_ptr=m26, m26_s0=m26.stride(0), m26_s1=m26.stride(1), m26_s2=m26.stride(2), m26_s3=m26.stride(3), buf34_ptr=buf34, buf34_s0=buf34.stride(0), buf34_s1=buf34.stride(1), buf34_s2=buf34.stride(2), buf34_s3=buf34.stride(3), buf35_ptr=buf35, buf35_s0=buf35.stride(0), buf35_s1=buf35.stride(1), buf35_s2=buf35.stride(2), buf35_s3=buf35.stride(3), E_c3=64, E_n0=4, E_n1=16, E_n2=2, F_n0=_pow2(4), F_n1=_pow2(16), F_n2=_pow2(2), T_c3=T['c3'])
    buf41 = torch.full([2, 4, 1, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_5[(_cdiv(16, T['c1']),)](states7_ptr=states7, states7_s0=states7.stride(0), states7_s1=states7.stride(1), states7_s2=states7.stride(2), states7_s3=states7.stride(3), states7_s4=states7.stride(4), buf34_ptr=buf34, buf34_s0=buf34.stride(0), buf34_s1=buf34.stride(1), buf34_s2=buf34.stride(2), buf34_s3=buf34.stride(3), m26_ptr=m26, m26_s0=m26.stride(0), m26_s1=m26.stride(1), m26_s2=m26.stride(2), m26_s3=m26.stride(3), buf41_ptr=buf41, buf41_s0=buf41.stride(0), buf41_s1=buf41.stride(1), buf41_s2=buf41.stride(2), buf41_s3=buf41.stride(3), E_c1=16, E_c2=16, E_n0=4, E_n2=2, E_n3=64, F_n0=_pow2(4), F_n2=_pow2(2), F_n3=_pow2(64), T_c1=T['c1'], T_c2=T['c2'])
    buf55 = torch.full([2, 4, 1, 1], float("nan"), dtype=torch.float32, device=device)
    buf56 = torch.full([2, 4, 1, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_6[(1,)](buf20_ptr=buf20, buf20_s0=buf20.stride(0), buf20_s1=buf20.stride(1), buf20_s2=buf20.stride(2), buf20_s3=buf20.stride(3), buf55_ptr=buf55, buf55_s0=buf55.stride(0), buf55_s1=buf55.stride(1), buf55_s2=buf55.stride(2), buf55_s3=buf55.stride(3), buf56_ptr=buf56, buf56_s0=buf56.stride(0), buf56_s1=buf56.stride(1), buf56_s2=buf56.stride(2), buf56_s3=buf56.stride(3), E_c3=64, E_n0=4, E_n2=2, F_n0=_pow2(4), F_n2=_pow2(2), T_c3=T['c3'])
    buf65 = torch.full([2, 4, 1, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_7[(_cdiv(2, T['c0']),)](buf41_ptr=buf41, buf41_s0=buf41.stride(0), buf41_s1=buf41.stride(1), buf41_s2=buf41.stride(2), buf41_s3=buf41.stride(3), buf55_ptr=buf55, buf55_s0=buf55.stride(0), buf55_s1=buf55.stride(1), buf55_s2=buf55.stride(2), buf55_s3=buf55.stride(3), buf20_ptr=buf20, buf20_s0=buf20.stride(0), buf20_s1=buf20.stride(1), buf20_s2=buf20.stride(2), buf20_s3=buf20.stride(3), buf65_ptr=buf65, buf65_s0=buf65.stride(0), buf65_s1=buf65.stride(1), buf65_s2=buf65.stride(2), buf65_s3=buf65.stride(3), E_c0=2, E_n0=4, E_n1=16, E_n3=64, F_n0=_pow2(4), F_n1=_pow2(16), F_n3=_pow2(64), T_c0=T['c0'])
    return buf65


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
