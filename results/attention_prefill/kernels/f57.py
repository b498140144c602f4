"""attention_prefill [small], candidate 57: 10 kernel(s)

Rendered by EqiForge from candidate 57 of attention_prefill [small]: grid(q.2@2) loop(k.3[16]: sum) [1 mm] ; grid(q.2@2) ; grid() loop(k.3[16]: pair(sum, sum)) ; grid(k.1@1) ; grid() loop(k.2[32]: pair(sum, sum)) ; store(k.2[32]) ; grid(k.1@1) loop(k.2[32]: max, stored) ; grid(k.0@0) ; grid(k.1@1) loop(k.2[32]: max, stored) ; grid(v.3@3)
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid v.3@3[16]
    c1: grid k.0@0[2]
    c2: loop k.2[32]
    c3: grid q.2@2[32]
    c4: loop k.3[16]
    c5: grid k.1@1[4]

Run it on its own: `python kernels/f57.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/attention_prefill.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 8, "c1": 1, "c2": 16, "c3": 16, "c4": 8, "c5": 2}


@triton.jit
def kernel_0(m8_ptr, m8_s0, m8_s1, m8_s2, m8_s3, m10_ptr, m10_s0, m10_s1, m10_s2, m10_s3, buf15_ptr, buf15_s0, buf15_s1, buf15_s2, buf15_s3, E_c3, E_c4, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c3: tl.constexpr, T_c4: tl.constexpr):
    # writes buf15: Combine over grid q.2@2[32]
    pid = tl.program_id(0)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    acc14 = tl.full([F_n0, F_n1, T_c3, F_n2], 0.0, tl.float32)
    for i_c4 in range(0, tl.cdiv(E_c4, T_c4)):
        offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)

        t9 = tl.load(m8_ptr + offs_n0[:, None, None, None] * m8_s0 + offs_n1[None, :, None, None] * m8_s1 + offs_c3[None, None, :, None] * m8_s2 + offs_c4[None, None, None, :] * m8_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c3 < E_c3)[None, None, :, None] & (offs_c4 < E_c4)[None, None, None, :], other=0).to(tl.float32)
        t12 = tl.load(m10_ptr + offs_n0[:, None, None, None] * m10_s0 + offs_n1[None, :, None, None] * m10_s1 + offs_c4[None, None, :, None] * m10_s2 + offs_n2[None, None, None, :] * m10_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c4 < E_c4)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
        t13 = tl.sum(tl.expand_dims(tl.where((offs_c4 < E_c4)[None, None, None, :], t9, 0.0), 4) * tl.expand_dims(tl.where((offs_c4 < E_c4)[None, None, :, None], t12, 0.0), 2), axis=3)
        acc14 = acc14 + t13
    tl.store(buf15_ptr + offs_n0[:, None, None, None] * buf15_s0 + offs_n1[None, :, None, None] * buf15_s1 + offs_c3[None, None, :, None] * buf15_s2 + offs_n2[None, None, None, :] * buf15_s3, acc14, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c3 < E_c3)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :])


@triton.jit
def kernel_1(buf15_ptr, buf15_s0, buf15_s1, buf15_s2, buf15_s3, buf18_ptr, buf18_s0, buf18_s1, buf18_s2, buf18_s3, E_c3, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c3: tl.constexpr):
    # writes buf18: Combine over grid q.2@2[32]
    pid = tl.program_id(0)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t16 = tl.load(buf15_ptr + offs_n0[:, None, None, None] * buf15_s0 + offs_n1[None, :, None, None] * buf15_s1 + offs_c3[None, None, :, None] * buf15_s2 + offs_n2[None, None, None, :] * buf15_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c3 < E_c3)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t17 = (t16) * (0.25)
    tl.store(buf18_ptr + offs_n0[:, None, None, None] * buf18_s0 + offs_n1[None, :, None, None] * buf18_s1 + offs_c3[None, None, :, None] * buf18_s2 + offs_n2[None, None, None, :] * buf18_s3, t17, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c3 < E_c3)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :])


@triton.jit
def kernel_2(m8_ptr, m8_s0, m8_s1, m8_s2, m8_s3, m10_ptr, m10_s0, m10_s1, m10_s2, m10_s3, buf36_ptr, buf36_s0, buf36_s1, buf36_s2, buf36_s3, buf37_ptr, buf37_s0, buf37_s1, buf37_s2, buf37_s3, E_c4, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c4: tl.constexpr):
    # writes buf36, buf37: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    acc34 = tl.full([F_n0, F_n1, F_n2, F_n2], 0.0, tl.float32)
    acc35 = tl.full([F_n0, F_n1, F_n2, F_n2], 0.0, tl.float32)
    for i_c4 in range(0, tl.cdiv(E_c4, T_c4)):
        offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)

        t30 = tl.load(m8_ptr + offs_n0[:, None, None, None] * m8_s0 + offs_n1[None, :, None, None] * m8_s1 + offs_n2[None, None, :, None] * m8_s2 + offs_c4[None, None, None, :] * m8_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_c4 < E_c4)[None, None, None, :], other=0).to(tl.float32)
        t31 = tl.load(m10_ptr + offs_n0[:, None, None, None] * m10_s0 + offs_n1[None, :, None, None] * m10_s1 + offs_c4[None, None, :, None] * m10_s2 + offs_n2[None, None, None, :] * m10_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c4 < E_c4)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
        t32 = tl.sum(tl.expand_dims(tl.where((offs_c4 < E_c4)[None, None, None, :], t30, 0.0), 4) * tl.expand_dims(tl.where((offs_c4 < E_c4)[None, None, :, None], t31, 0.0), 2), axis=3)
        t33 = (t32) * (0.25)
        acc34 = acc34 + t32
        acc35 = acc35 + t33
    tl.store(buf36_ptr + offs_n0[:, None, None, None] * buf36_s0 + offs_n1[None, :, None, None] * buf36_s1 + offs_n2[None, None, :, None] * buf36_s2 + offs_n2[None, None, None, :] * buf36_s3, acc34, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :])
    tl.store(buf37_ptr + offs_n0[:, None, None, None] * buf37_s0 + offs_n1[None, :, None, None] * buf37_s1 + offs_n2[None, None, :, None] * buf37_s2 + offs_n2[None, None, None, :] * buf37_s3, acc35, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :])


@triton.jit
def kernel_3(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, buf36_ptr, buf36_s0, buf36_s1, buf36_s2, buf36_s3, buf41_ptr, buf41_s0, buf41_s1, buf41_s2, buf41_s3, E_c5, E_n0, E_n2, F_n0: tl.constexpr, F_n2: tl.constexpr, T_c5: tl.constexpr):
    # writes buf41: Combine over grid k.1@1[4]
    pid = tl.program_id(0)
    i_c5 = pid % tl.cdiv(E_c5, T_c5)
    pid = pid // tl.cdiv(E_c5, T_c5)
    offs_c5 = i_c5 * T_c5 + tl.arange(0, T_c5)
    offs_one = tl.arange(0, 1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n0 = tl.arange(0, F_n0)
    t29 = tl.load(m1_ptr + offs_n2[None, None, :, None] * m1_s2 + offs_n2[None, None, None, :] * m1_s3, mask=(offs_n2 < E_n2)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0)
    t38 = tl.load(buf36_ptr + offs_n0[:, None, None, None] * buf36_s0 + offs_c5[None, :, None, None] * buf36_s1 + offs_n2[None, None, :, None] * buf36_s2 + offs_n2[None, None, None, :] * buf36_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c5 < E_c5)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t39 = tl.where(t29, -float("inf"), t38)
    t40 = tl.max(tl.where((offs_n2 < E_n2)[None, None, None, :], t39, -float('inf')), axis=3, keep_dims=True)
    tl.store(buf41_ptr + offs_n0[:, None, None, None] * buf41_s0 + offs_c5[None, :, None, None] * buf41_s1 + offs_n2[None, None, :, None] * buf41_s2, t40, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c5 < E_c5)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None])


@triton.jit
def kernel_4(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, buf18_ptr, buf18_s0, buf18_s1, buf18_s2, buf18_s3, m22_ptr, m22_s0, m22_s1, m22_s2, m22_s3, buf41_ptr, buf41_s0, buf41_s1, buf41_s2, buf41_s3, buf49_ptr, buf49_s0, buf49_s1, buf49_s2, buf49_s3, buf50_ptr, buf50_s0, buf50_s1, buf50_s2, buf50_s3, E_c2, E_n0, E_n1, E_n2, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c2: tl.constexpr):
    # writes buf49, buf50: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n3 = tl.arange(0, F_n3)
    t42 = tl.load(buf41_ptr + offs_n0[:, None, None, None] * buf41_s0 + offs_n1[None, :, None, None] * buf41_s1 + offs_n2[None, None, :, None] * buf41_s2, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None], other=0).to(tl.float32)
    t43 = (t42) * (0.25)
    acc47 = tl.full([F_n0, F_n1, F_n2, F_n3], 0.0, tl.float32)
    acc48 = tl.full([F_n0, F_n1, F_n2, F_n3], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t7 = tl.load(m1_ptr + offs_n2[None, None, :, None] * m1_s2 + offs_c2[None, None, None, :] * m1_s3, mask=(offs_n2 < E_n2)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0)
        t19 = tl.load(buf18_ptr + offs_n0[:, None, None, None] * buf18_s0 + offs_n1[None, :, None, None] * buf18_s1 + offs_n2[None, None, :, None] * buf18_s2 + offs_c2[None, None, None, :] * buf18_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
        t20 = tl.where(t7, -float("inf"), t19)
        t21 = tl.exp(t20)
        t23 = tl.load(m22_ptr + offs_n0[:, None, None, None] * m22_s0 + offs_n1[None, :, None, None] * m22_s1 + offs_c2[None, None, :, None] * m22_s2 + offs_n3[None, None, None, :] * m22_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
        t24 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :], t21, 0.0), 4) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :, None], t23, 0.0), 2), axis=3)
        t25 = tl.max(tl.where((offs_c2 < E_c2)[None, None, None, :], t20, -float('inf')), axis=3, keep_dims=True)
        t26 = tl.exp(t25)
        t27 = 1.0 / (t26)
        t28 = (t24) * (t27)
        t44 = t25 - (t43)
        t45 = tl.exp(t44)
        t46 = (t28) * (t45)
        acc47 = acc47 + t46
        acc48 = acc48 + t24
    tl.store(buf49_ptr + offs_n0[:, None, None, None] * buf49_s0 + offs_n1[None, :, None, None] * buf49_s1 + offs_n2[None, None, :, None] * buf49_s2 + offs_n3[None, None, None, :] * buf49_s3, acc47, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :])
    tl.store(buf50_ptr + offs_n0[:, None, None, None] * buf50_s0 + offs_n1[None, :, None, None] * buf50_s1 + offs_n2[None, None, :, None] * buf50_s2 + offs_n3[None, None, None, :] * buf50_s3, acc48, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :])


@triton.jit
def kernel_5(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, buf18_ptr, buf18_s0, buf18_s1, buf18_s2, buf18_s3, states56_ptr, states56_s0, states56_s1, states56_s2, states56_s3, states56_s4, states56_s5, E_c2, E_c5, E_n0, E_n2, F_n0: tl.constexpr, F_n2: tl.constexpr, T_c2: tl.constexpr, T_c5: tl.constexpr):
    # stores states56: Collect over loop k.2[32]
    pid = tl.program_id(0)
    i_c5 = pid % tl.cdiv(E_c5, T_c5)
    pid = pid // tl.cdiv(E_c5, T_c5)
    offs_c5 = i_c5 * T_c5 + tl.arange(0, T_c5)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n0 = tl.arange(0, F_n0)
    t52 = tl.load(m1_ptr + offs_n2[None, None, :, None] * m1_s2 + offs_c2[None, None, None, :] * m1_s3, mask=(offs_n2 < E_n2)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0)
    t53 = tl.load(buf18_ptr + offs_n0[:, None, None, None] * buf18_s0 + offs_c5[None, :, None, None] * buf18_s1 + offs_n2[None, None, :, None] * buf18_s2 + offs_c2[None, None, None, :] * buf18_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c5 < E_c5)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
    t54 = tl.where(t52, -float("inf"), t53)
    t55 = tl.max(tl.where((offs_c2 < E_c2)[None, None, None, :], t54, -float('inf')), axis=3, keep_dims=True)
    tl.store(states56_ptr + i_c5 * states56_s0 + i_c2 * states56_s1 + tl.arange(0, F_n0)[:, None, None, None] * states56_s2 + tl.arange(0, T_c5)[None, :, None, None] * states56_s3 + tl.arange(0, F_n2)[None, None, :, None] * states56_s4 + tl.zeros([F_n0, T_c5, F_n2, 1], tl.int32), t55)


@triton.jit
def kernel_6(states56_ptr, states56_s0, states56_s1, states56_s2, states56_s3, states56_s4, states56_s5, buf59_ptr, buf59_s0, buf59_s1, buf59_s2, buf59_s3, E_c2, E_c5, E_n0, E_n2, F_n0: tl.constexpr, F_n2: tl.constexpr, T_c2: tl.constexpr, T_c5: tl.constexpr):
    # writes buf59: Combine over grid k.1@1[4]
    pid = tl.program_id(0)
    i_c5 = pid % tl.cdiv(E_c5, T_c5)
    pid = pid // tl.cdiv(E_c5, T_c5)
    offs_c5 = i_c5 * T_c5 + tl.arange(0, T_c5)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n2 = tl.arange(0, F_n2)
    acc58 = tl.full([F_n0, T_c5, F_n2, 1], -float('inf'), tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t57 = tl.load(states56_ptr + i_c5 * states56_s0 + i_c2 * states56_s1 + tl.arange(0, F_n0)[:, None, None, None] * states56_s2 + tl.arange(0, T_c5)[None, :, None, None] * states56_s3 + tl.arange(0, F_n2)[None, None, :, None] * states56_s4 + tl.zeros([F_n0, T_c5, F_n2, 1], tl.int32))
        acc58 = tl.maximum(acc58, t57)
    tl.store(buf59_ptr + offs_n0[:, None, None, None] * buf59_s0 + offs_c5[None, :, None, None] * buf59_s1 + offs_n2[None, None, :, None] * buf59_s2, acc58, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c5 < E_c5)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None])


@triton.jit
def kernel_7(buf50_ptr, buf50_s0, buf50_s1, buf50_s2, buf50_s3, buf59_ptr, buf59_s0, buf59_s1, buf59_s2, buf59_s3, buf63_ptr, buf63_s0, buf63_s1, buf63_s2, buf63_s3, E_c1, E_n1, E_n2, E_n3, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c1: tl.constexpr):
    # writes buf63: Combine over grid k.0@0[2]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n3 = tl.arange(0, F_n3)
    t51 = tl.load(buf50_ptr + offs_c1[:, None, None, None] * buf50_s0 + offs_n1[None, :, None, None] * buf50_s1 + offs_n2[None, None, :, None] * buf50_s2 + offs_n3[None, None, None, :] * buf50_s3, mask=(offs_c1 < E_c1)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t60 = tl.load(buf59_ptr + offs_c1[:, None, None, None] * buf59_s0 + offs_n1[None, :, None, None] * buf59_s1 + offs_n2[None, None, :, None] * buf59_s2, mask=(offs_c1 < E_c1)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None], other=0).to(tl.float32)
    t61 = tl.exp(t60)
    t62 = (t51) / (t61)
    tl.store(buf63_ptr + offs_c1[:, None, None, None] * buf63_s0 + offs_n1[None, :, None, None] * buf63_s1 + offs_n2[None, None, :, None] * buf63_s2 + offs_n3[None, None, None, :] * buf63_s3, t62, mask=(offs_c1 < E_c1)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :])


@triton.jit
def kernel_8(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, states56_ptr, states56_s0, states56_s1, states56_s2, states56_s3, states56_s4, states56_s5, buf18_ptr, buf18_s0, buf18_s1, buf18_s2, buf18_s3, buf75_ptr, buf75_s0, buf75_s1, buf75_s2, buf75_s3, E_c2, E_c5, E_n0, E_n2, F_n0: tl.constexpr, F_n2: tl.constexpr, T_c2: tl.constexpr, T_c5: tl.constexpr):
    # writes buf75: Combine over grid k.1@1[4]
    pid = tl.program_id(0)
    i_c5 = pid % tl.cdiv(E_c5, T_c5)
    pid = pid // tl.cdiv(E_c5, T_c5)
    offs_c5 = i_c5 * T_c5 + tl.arange(0, T_c5)
    offs_one = tl.arange(0, 1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n0 = tl.arange(0, F_n0)
    t65 = tl.load(m1_ptr + offs_n2[None, None, :, None] * m1_s2 + offs_n2[None, None, None, :] * m1_s3, mask=(offs_n2 < E_n2)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0)
    acc67 = tl.full([F_n0, T_c5, F_n2, 1], -float('inf'), tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t66 = tl.load(states56_ptr + i_c5 * states56_s0 + i_c2 * states56_s1 + tl.arange(0, F_n0)[:, None, None, None] * states56_s2 + tl.arange(0, T_c5)[None, :, None, None] * states56_s3 + tl.arange(0, F_n2)[None, None, :, None] * states56_s4 + tl.zeros([F_n0, T_c5, F_n2, 1], tl.int32))
        acc67 = tl.maximum(acc67, t66)
    t68 = -float("inf") - (acc67)
    t69 = tl.exp(t68)
    t70 = tl.load(buf18_ptr + offs_n0[:, None, None, None] * buf18_s0 + offs_c5[None, :, None, None] * buf18_s1 + offs_n2[None, None, :, None] * buf18_s2 + offs_n2[None, None, None, :] * buf18_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c5 < E_c5)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t71 = t70 - (acc67)
    t72 = tl.exp(t71)
    t73 = tl.where(t65, t69, t72)
    t74 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t73, 0.0), axis=3, keep_dims=True)
    tl.store(buf75_ptr + offs_n0[:, None, None, None] * buf75_s0 + offs_c5[None, :, None, None] * buf75_s1 + offs_n2[None, None, :, None] * buf75_s2, t74, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c5 < E_c5)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None])


@triton.jit
def kernel_9(buf63_ptr, buf63_s0, buf63_s1, buf63_s2, buf63_s3, buf75_ptr, buf75_s0, buf75_s1, buf75_s2, buf75_s3, buf78_ptr, buf78_s0, buf78_s1, buf78_s2, buf78_s3, E_c0, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr):
    # writes buf78: Combine over grid v.3@3[16]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t64 = tl.load(buf63_ptr + offs_n0[:, None, None, None] * buf63_s0 + offs_n1[None, :, None, None] * buf63_s1 + offs_n2[None, None, :, None] * buf63_s2 + offs_c0[None, None, None, :] * buf63_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_c0 < E_c0)[None, None, None, :], other=0).to(tl.float32)
    t76 = tl.load(buf75_ptr + offs_n0[:, None, None, None] * buf75_s0 + offs_n1[None, :, None, None] * buf75_s1 + offs_n2[None, None, :, None] * buf75_s2, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None], other=0).to(tl.float32)
    t77 = (t64) / (t76)
    tl.store(buf78_ptr + offs_n0[:, None, None, None] * buf78_s0 + offs_n1[None, :, None, None] * buf78_s1 + offs_n2[None, None, :, None] * buf78_s2 + offs_c0[None, None, None, :] * buf78_s3, t77, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_c0 < E_c0)[None, None, None, :])


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
    m8 = inputs['q']
    m11 = inputs['k']
    m10 = m11.permute([0, 1, 3, 2])
    buf15 = torch.full([2, 4, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(32, T['c3']),)](m8_ptr=m8, m8_s0=m8.stride(0), m8_s1=m8.stride(1), m8_s2=m8.stride(2), m8_s3=m8.stride(3), m10_ptr=m10, m10_s0=m10.stride(0), m10_s1=m10.stride(1), m10_s2=m10.stride(2), m10_s3=m10.stride(3), buf15_ptr=buf15, buf15_s0=buf15.stride(0), buf15_s1=buf15.stride(1), buf15_s2=buf15.stride(2), buf15_s3=buf15.stride(3), E_c3=32, E_c4=16, E_n0=2, E_n1=4, E_n2=32, F_n0=_pow2(2), F_n1=_pow2(4), F_n2=_pow2(32), T_c3=T['c3'], T_c4=T['c4'])
    buf18 = torch.full([2, 4, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(32, T['c3']),)](buf15_ptr=buf15, buf15_s0=buf15.stride(0), buf15_s1=buf15.stride(1), buf15_s2=buf15.stride(2), buf15_s3=buf15.stride(3), buf18_ptr=buf18, buf18_s0=buf18.stride(0), buf18_s1=buf18.stride(1), buf18_s2=buf18.stride(2), buf18_s3=buf18.stride(3), E_c3=32, E_n0=2, E_n1=4, E_n2=32, F_n0=_pow2(2), F_n1=_pow2(4), F_n2=_pow2(32), T_c3=T['c3'])
    m22 = inputs['v']
    buf36 = torch.full([2, 4, 32, 32], float("nan"), dtype=torch.float32, device=device)
    buf37 = torch.full([2, 4, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(1,)](m8_ptr=m8, m8_s0=m8.stride(0), m8_s1=m8.stride(1), m8_s2=m8.stride(2), m8_s3=m8.stride(3), m10_ptr=m10, m10_s0=m10.stride(0), m10_s1=m10.stride(1), m10_s2=m10.stride(2), m10_s3=m10.stride(3), buf36_ptr=buf36, buf36_s0=buf36.stride(0), buf36_s1=buf36.stride(1), buf36_s2=buf36.stride(2), buf36_s3=buf36.stride(3), buf37_ptr=buf37, buf37_s0=buf37.stride(0), buf37_s1=buf37.stride(1), buf37_s2=buf37.stride(2), buf37_s3=buf37.stride(3), E_c4=16, E_n0=2, E_n1=4, E_n2=32, F_n0=_pow2(2), F_n1=_pow2(4), F_n2=_pow2(32), T_c4=T['c4'])
    buf41 = torch.full([2, 4, 32, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(4, T['c5']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), buf36_ptr=buf36, buf36_s0=buf36.stride(0), buf36_s1=buf36.stride(1), buf36_s2=buf36.stride(2), buf36_s3=buf36.stride(3), buf41_ptr=buf41, buf41_s0=buf41.stride(0), buf41_s1=buf41.stride(1), buf41_s2=buf41.stride(2), buf41_s3=buf41.stride(3), E_c5=4, E_n0=2, E_n2=32, F_n0=_pow2(2), F_n2=_pow2(32), T_c5=T['c5'])
    buf49 = torch.full([2, 4, 32, 16], float("nan"), dtype=torch.float32, device=device)
    buf50 = torch.full([2, 4, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(1,)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), buf18_ptr=buf18, buf18_s0=buf18.stride(0), buf18_s1=buf18.stride(1), buf18_s2=buf18.stride(2), buf18_s3=buf18.stride(3), m22_ptr=m22, m22_s0=m22.stride(0), m22_s1=m22.stride(1), m22_s2=m22.stride(2), m22_s3=m22.stride(3), buf41_ptr=buf41, buf41_s0=buf41.stride(0), buf41_s1=buf41.stride(1), buf41_s2=buf41.stride(2), buf41_s3=buf41.stride(3), buf49_ptr=buf49, buf49_s0=buf49.stride(0), buf49_s1=buf49.stride(1), buf49_s2=buf49.stride(2), buf49_s3=buf49.stride(3), buf50_ptr=buf50, buf50_s0=buf50.stride(0), buf50_s1=buf50.stride(1), buf50_s2=buf50.stride(2), buf50_s3=buf50.stride(3), E_c2=32, E_n0=2, E_n1=4, E_n2=32, E_n3=16, F_n0=_pow2(2), F_n1=_pow2(4), F_n2=_pow2(32), F_n3=_pow2(16), T_c2=T['c2'])
    states56 = torch.full([_cdiv(4, T['c5']), _cdiv(32, T['c2']), _pow2(2), T['c5'], _pow2(32), 1], float("nan"), dtype=torch.float32, device=device)
    kernel_5[(_cdiv(4, T['c5']) * _cdiv(32, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), buf18_ptr=buf18, buf18_s0=buf18.stride(0), buf18_s1=buf18.stride(1), buf18_s2=buf18.stride(2), buf18_s3=buf18.stride(3), states56_ptr=states56, states56_s0=states56.stride(0), states56_s1=states56.stride(1), states56_s2=states56.stride(2), states56_s3=states56.stride(3), states56_s4=states56.stride(4), states56_s5=states56.stride(5), E_c2=32, E_c5=4, E_n0=2, E_n2=32, F_n0=_pow2(2), F_n2=_pow2(32), T_c2=T['c2'], T_c5=T['c5'])
    buf59 = torch.full([2, 4, 32, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_6[(_cdiv(4, T['c5']),)](states56_ptr=states56, states56_s0=states56.stride(0), states56_s1=states56.stride(1), states56_s2=states56.stride(2), states56_s3=states56.stride(3), states56_s4=states56.stride(4), states56_s5=states56.stride(5), buf59_ptr=buf59, buf59_s0=buf59.stride(0), buf59_s1=buf59.stride(1), buf59_s2=buf59.stride(2), buf59_s3=buf59.stride(3), E_c2=32, E_c5=4, E_n0=2, E_n2=32, F_n0=_pow2(2), F_n2=_pow2(32), T_c2=T['c2'], T_c5=T['c5'])
    buf63 = torch.full([2, 4, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_7[(_cdiv(2, T['c1']),)](buf50_ptr=buf50, buf50_s0=buf50.stride(0), buf50_s1=buf50.stride(1), buf50_s2=buf50.stride(2), buf50_s3=buf50.stride(3), buf59_ptr=buf59, buf59_s0=buf59.stride(0), buf59_s1=buf59.stride(1), buf59_s2=buf59.stride(2), buf59_s3=buf59.stride(3), buf63_ptr=buf63, buf63_s0=buf63.stride(0), buf63_s1=buf63.stride(1), buf63_s2=buf63.stride(2), buf63_s3=buf63.stride(3), E_c1=2, E_n1=4, E_n2=32, E_n3=16, F_n1=_pow2(4), F_n2=_pow2(32), F_n3=_pow2(16), T_c1=T['c1'])
    buf75 = torch.full([2, 4, 32, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_8[(_cdiv(4, T['c5']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), states56_ptr=states56, states56_s0=states56.stride(0), states56_s1=states56.stride(1), states56_s2=states56.stride(2), states56_s3=states56.stride(3), states56_s4=states56.stride(4), states56_s5=states56.stride(5), buf18_ptr=buf18, buf18_s0=buf18.stride(0), buf18_s1=buf18.stride(1), buf18_s2=buf18.stride(2), buf18_s3=buf18.stride(3), buf75_ptr=buf75, buf75_s0=buf75.stride(0), buf75_s1=buf75.stride(1), buf75_s2=buf75.stride(2), buf75_s3=buf75.stride(3), E_c2=32, E_c5=4, E_n0=2, E_n2=32, F_n0=_pow2(2), F_n2=_pow2(32), T_c2=T['c2'], T_c5=T['c5'])
    buf78 = torch.full([2, 4, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_9[(_cdiv(16, T['c0']),)](buf63_ptr=buf63, buf63_s0=buf63.stride(0), buf63_s1=buf63.stride(1), buf63_s2=buf63.stride(2), buf63_s3=buf63.stride(3), buf75_ptr=buf75, buf75_s0=buf75.stride(0), buf75_s1=buf75.stride(1), buf75_s2=buf75.stride(2), buf75_s3=buf75.stride(3), buf78_ptr=buf78, buf78_s0=buf78.stride(0), buf78_s1=buf78.stride(1), buf78_s2=buf78.stride(2), buf78_s3=buf78.stride(3), E_c0=16, E_n0=2, E_n1=4, E_n2=32, F_n0=_pow2(2), F_n1=_pow2(4), F_n2=_pow2(32), T_c0=T['c0'])
    return buf78


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
