"""attention_prefill [small], candidate 58: 12 kernel(s)

Rendered by EqiForge from candidate 58 of attention_prefill [small]: grid(q.2@2) loop(k.3[16]: sum) [1 mm] ; grid(q.2@2) ; store(k.2[32]) ; grid() loop(k.2[32]: sum, stored) ; grid(k.0@0) ; store(k.3[16]) ; grid(k.1@1) loop(k.3[16]: pair(sum, sum), stored) ; grid(k.1@1) ; store(k.2[32]) ; grid(k.1@1) loop(k.2[32]: sum, stored) ; grid(k.1@1) ; grid(q.2@2)
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid q.2@2[32]
    c1: grid k.0@0[2]
    c2: loop k.2[32]
    c3: loop k.3[16]
    c4: grid k.1@1[4]

Run it on its own: `python kernels/f58.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/attention_prefill.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 16, "c1": 1, "c2": 16, "c3": 8, "c4": 2}


@triton.jit
def kernel_0(m8_ptr, m8_s0, m8_s1, m8_s2, m8_s3, m10_ptr, m10_s0, m10_s1, m10_s2, m10_s3, buf15_ptr, buf15_s0, buf15_s1, buf15_s2, buf15_s3, E_c0, E_c3, E_n0, E_n1, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n3: tl.constexpr, T_c0: tl.constexpr, T_c3: tl.constexpr):
    # writes buf15: Combine over grid q.2@2[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n3 = tl.arange(0, F_n3)
    acc14 = tl.full([F_n0, F_n1, T_c0, F_n3], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t9 = tl.load(m8_ptr + offs_n0[:, None, None, None] * m8_s0 + offs_n1[None, :, None, None] * m8_s1 + offs_c0[None, None, :, None] * m8_s2 + offs_c3[None, None, None, :] * m8_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
        t12 = tl.load(m10_ptr + offs_n0[:, None, None, None] * m10_s0 + offs_n1[None, :, None, None] * m10_s1 + offs_c3[None, None, :, None] * m10_s2 + offs_n3[None, None, None, :] * m10_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c3 < E_c3)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
        t13 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, :], t9, 0.0), 4) * tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, :, None], t12, 0.0), 2), axis=3)
        acc14 = acc14 + t13
    tl.store(buf15_ptr + offs_n0[:, None, None, None] * buf15_s0 + offs_n1[None, :, None, None] * buf15_s1 + offs_c0[None, None, :, None] * buf15_s2 + offs_n3[None, None, None, :] * buf15_s3, acc14, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :])


@triton.jit
def kernel_1(buf15_ptr, buf15_s0, buf15_s1, buf15_s2, buf15_s3, buf18_ptr, buf18_s0, buf18_s1, buf18_s2, buf18_s3, E_c0, E_n0, E_n1, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n3: tl.constexpr, T_c0: tl.constexpr):
    # writes buf18: Combine over grid q.2@2[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n3 = tl.arange(0, F_n3)
    t16 = tl.load(buf15_ptr + offs_n0[:, None, None, None] * buf15_s0 + offs_n1[None, :, None, None] * buf15_s1 + offs_c0[None, None, :, None] * buf15_s2 + offs_n3[None, None, None, :] * buf15_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t17 = (t16) * (0.25)
    tl.store(buf18_ptr + offs_n0[:, None, None, None] * buf18_s0 + offs_n1[None, :, None, None] * buf18_s1 + offs_c0[None, None, :, None] * buf18_s2 + offs_n3[None, None, None, :] * buf18_s3, t17, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :])


@triton.jit
def kernel_2(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, buf18_ptr, buf18_s0, buf18_s1, buf18_s2, buf18_s3, m22_ptr, m22_s0, m22_s1, m22_s2, m22_s3, states25_ptr, states25_s0, states25_s1, states25_s2, states25_s3, states25_s4, E_c2, E_n0, E_n1, E_n2, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c2: tl.constexpr):
    # stores states25: Collect over loop k.2[32]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n3 = tl.arange(0, F_n3)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t7 = tl.load(m1_ptr + offs_n3[None, None, :, None] * m1_s2 + offs_c2[None, None, None, :] * m1_s3, mask=(offs_n3 < E_n3)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0)
    t19 = tl.load(buf18_ptr + offs_n0[:, None, None, None] * buf18_s0 + offs_n1[None, :, None, None] * buf18_s1 + offs_n3[None, None, :, None] * buf18_s2 + offs_c2[None, None, None, :] * buf18_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n3 < E_n3)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
    t20 = tl.where(t7, -float("inf"), t19)
    t21 = tl.exp(t20)
    t23 = tl.load(m22_ptr + offs_n0[:, None, None, None] * m22_s0 + offs_n1[None, :, None, None] * m22_s1 + offs_c2[None, None, :, None] * m22_s2 + offs_n2[None, None, None, :] * m22_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t24 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :], t21, 0.0), 4) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :, None], t23, 0.0), 2), axis=3)
    tl.store(states25_ptr + i_c2 * states25_s0 + tl.arange(0, F_n0)[:, None, None, None] * states25_s1 + tl.arange(0, F_n1)[None, :, None, None] * states25_s2 + tl.arange(0, F_n3)[None, None, :, None] * states25_s3 + tl.arange(0, F_n2)[None, None, None, :] * states25_s4 + tl.zeros([F_n0, F_n1, F_n3, F_n2], tl.int32), t24)


@triton.jit
def kernel_3(states25_ptr, states25_s0, states25_s1, states25_s2, states25_s3, states25_s4, buf28_ptr, buf28_s0, buf28_s1, buf28_s2, buf28_s3, E_c2, E_n0, E_n1, E_n2, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c2: tl.constexpr):
    # writes buf28: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n3 = tl.arange(0, F_n3)
    offs_n2 = tl.arange(0, F_n2)
    acc27 = tl.full([F_n0, F_n1, F_n3, F_n2], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t26 = tl.load(states25_ptr + i_c2 * states25_s0 + tl.arange(0, F_n0)[:, None, None, None] * states25_s1 + tl.arange(0, F_n1)[None, :, None, None] * states25_s2 + tl.arange(0, F_n3)[None, None, :, None] * states25_s3 + tl.arange(0, F_n2)[None, None, None, :] * states25_s4 + tl.zeros([F_n0, F_n1, F_n3, F_n2], tl.int32))
        acc27 = acc27 + t26
    tl.store(buf28_ptr + offs_n0[:, None, None, None] * buf28_s0 + offs_n1[None, :, None, None] * buf28_s1 + offs_n3[None, None, :, None] * buf28_s2 + offs_n2[None, None, None, :] * buf28_s3, acc27, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n3 < E_n3)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :])


@triton.jit
def kernel_4(buf28_ptr, buf28_s0, buf28_s1, buf28_s2, buf28_s3, m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, buf18_ptr, buf18_s0, buf18_s1, buf18_s2, buf18_s3, buf36_ptr, buf36_s0, buf36_s1, buf36_s2, buf36_s3, E_c1, E_n1, E_n2, E_n3, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c1: tl.constexpr):
    # writes buf36: Combine over grid k.0@0[2]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n3 = tl.arange(0, F_n3)
    offs_n2 = tl.arange(0, F_n2)
    t29 = tl.load(buf28_ptr + offs_c1[:, None, None, None] * buf28_s0 + offs_n1[None, :, None, None] * buf28_s1 + offs_n3[None, None, :, None] * buf28_s2 + offs_n2[None, None, None, :] * buf28_s3, mask=(offs_c1 < E_c1)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n3 < E_n3)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t30 = tl.load(m1_ptr + offs_n3[None, None, :, None] * m1_s2 + offs_n3[None, None, None, :] * m1_s3, mask=(offs_n3 < E_n3)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0)
    t31 = tl.load(buf18_ptr + offs_c1[:, None, None, None] * buf18_s0 + offs_n1[None, :, None, None] * buf18_s1 + offs_n3[None, None, :, None] * buf18_s2 + offs_n3[None, None, None, :] * buf18_s3, mask=(offs_c1 < E_c1)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n3 < E_n3)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t32 = tl.where(t30, -float("inf"), t31)
    t33 = tl.max(tl.where((offs_n3 < E_n3)[None, None, None, :], t32, -float('inf')), axis=3, keep_dims=True)
    t34 = tl.exp(t33)
    t35 = (t29) / (t34)
    tl.store(buf36_ptr + offs_c1[:, None, None, None] * buf36_s0 + offs_n1[None, :, None, None] * buf36_s1 + offs_n3[None, None, :, None] * buf36_s2 + offs_n2[None, None, None, :] * buf36_s3, t35, mask=(offs_c1 < E_c1)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n3 < E_n3)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :])


@triton.jit
def kernel_5(m8_ptr, m8_s0, m8_s1, m8_s2, m8_s3, m10_ptr, m10_s0, m10_s1, m10_s2, m10_s3, states43_ptr, states43_s0, states43_s1, states43_s2, states43_s3, states43_s4, states43_s5, states44_ptr, states44_s0, states44_s1, states44_s2, states44_s3, states44_s4, states44_s5, E_c3, E_c4, E_n0, E_n3, F_n0: tl.constexpr, F_n3: tl.constexpr, T_c3: tl.constexpr, T_c4: tl.constexpr):
    # stores states43, states44: Collect over loop k.3[16]
    pid = tl.program_id(0)
    i_c4 = pid % tl.cdiv(E_c4, T_c4)
    pid = pid // tl.cdiv(E_c4, T_c4)
    offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n3 = tl.arange(0, F_n3)
    t39 = tl.load(m8_ptr + offs_n0[:, None, None, None] * m8_s0 + offs_c4[None, :, None, None] * m8_s1 + offs_n3[None, None, :, None] * m8_s2 + offs_c3[None, None, None, :] * m8_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c4 < E_c4)[None, :, None, None] & (offs_n3 < E_n3)[None, None, :, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
    t40 = tl.load(m10_ptr + offs_n0[:, None, None, None] * m10_s0 + offs_c4[None, :, None, None] * m10_s1 + offs_c3[None, None, :, None] * m10_s2 + offs_n3[None, None, None, :] * m10_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c4 < E_c4)[None, :, None, None] & (offs_c3 < E_c3)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t41 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, :], t39, 0.0), 4) * tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, :, None], t40, 0.0), 2), axis=3)
    t42 = (t41) * (0.25)
    tl.store(states43_ptr + i_c4 * states43_s0 + i_c3 * states43_s1 + tl.arange(0, F_n0)[:, None, None, None] * states43_s2 + tl.arange(0, T_c4)[None, :, None, None] * states43_s3 + tl.arange(0, F_n3)[None, None, :, None] * states43_s4 + tl.arange(0, F_n3)[None, None, None, :] * states43_s5 + tl.zeros([F_n0, T_c4, F_n3, F_n3], tl.int32), t41)
    tl.store(states44_ptr + i_c4 * states44_s0 + i_c3 * states44_s1 + tl.arange(0, F_n0)[:, None, None, None] * states44_s2 + tl.arange(0, T_c4)[None, :, None, None] * states44_s3 + tl.arange(0, F_n3)[None, None, :, None] * states44_s4 + tl.arange(0, F_n3)[None, None, None, :] * states44_s5 + tl.zeros([F_n0, T_c4, F_n3, F_n3], tl.int32), t42)


@triton.jit
def kernel_6(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, states43_ptr, states43_s0, states43_s1, states43_s2, states43_s3, states43_s4, states43_s5, states44_ptr, states44_s0, states44_s1, states44_s2, states44_s3, states44_s4, states44_s5, buf51_ptr, buf51_s0, buf51_s1, buf51_s2, buf51_s3, E_c3, E_c4, E_n0, E_n3, F_n0: tl.constexpr, F_n3: tl.constexpr, T_c3: tl.constexpr, T_c4: tl.constexpr):
    # writes buf51: Combine over grid k.1@1[4]
    pid = tl.program_id(0)
    i_c4 = pid % tl.cdiv(E_c4, T_c4)
    pid = pid // tl.cdiv(E_c4, T_c4)
    offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)
    offs_one = tl.arange(0, 1)
    offs_n3 = tl.arange(0, F_n3)
    offs_n0 = tl.arange(0, F_n0)
    t38 = tl.load(m1_ptr + offs_n3[None, None, :, None] * m1_s2 + offs_n3[None, None, None, :] * m1_s3, mask=(offs_n3 < E_n3)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0)
    acc47 = tl.full([F_n0, T_c4, F_n3, F_n3], 0.0, tl.float32)
    acc48 = tl.full([F_n0, T_c4, F_n3, F_n3], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t45 = tl.load(states43_ptr + i_c4 * states43_s0 + i_c3 * states43_s1 + tl.arange(0, F_n0)[:, None, None, None] * states43_s2 + tl.arange(0, T_c4)[None, :, None, None] * states43_s3 + tl.arange(0, F_n3)[None, None, :, None] * states43_s4 + tl.arange(0, F_n3)[None, None, None, :] * states43_s5 + tl.zeros([F_n0, T_c4, F_n3, F_n3], tl.int32))
        t46 = tl.load(states44_ptr + i_c4 * states44_s0 + i_c3 * states44_s1 + tl.arange(0, F_n0)[:, None, None, None] * states44_s2 + tl.arange(0, T_c4)[None, :, None, None] * states44_s3 + tl.arange(0, F_n3)[None, None, :, None] * states44_s4 + tl.arange(0, F_n3)[None, None, None, :] * states44_s5 + tl.zeros([F_n0, T_c4, F_n3, F_n3], tl.int32))
        acc47 = acc47 + t45
        acc48 = acc48 + t46
    t49 = tl.where(t38, -float("inf"), acc47)
    t50 = tl.max(tl.where((offs_n3 < E_n3)[None, None, None, :], t49, -float('inf')), axis=3, keep_dims=True)
    tl.store(buf51_ptr + offs_n0[:, None, None, None] * buf51_s0 + offs_c4[None, :, None, None] * buf51_s1 + offs_n3[None, None, :, None] * buf51_s2, t50, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c4 < E_c4)[None, :, None, None] & (offs_n3 < E_n3)[None, None, :, None])


@triton.jit
def kernel_7(buf51_ptr, buf51_s0, buf51_s1, buf51_s2, buf51_s3, buf54_ptr, buf54_s0, buf54_s1, buf54_s2, buf54_s3, E_c4, E_n0, E_n3, F_n0: tl.constexpr, F_n3: tl.constexpr, T_c4: tl.constexpr):
    # writes buf54: Combine over grid k.1@1[4]
    pid = tl.program_id(0)
    i_c4 = pid % tl.cdiv(E_c4, T_c4)
    pid = pid // tl.cdiv(E_c4, T_c4)
    offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n3 = tl.arange(0, F_n3)
    t52 = tl.load(buf51_ptr + offs_n0[:, None, None, None] * buf51_s0 + offs_c4[None, :, None, None] * buf51_s1 + offs_n3[None, None, :, None] * buf51_s2, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c4 < E_c4)[None, :, None, None] & (offs_n3 < E_n3)[None, None, :, None], other=0).to(tl.float32)
    t53 = (t52) * (0.25)
    tl.store(buf54_ptr + offs_n0[:, None, None, None] * buf54_s0 + offs_c4[None, :, None, None] * buf54_s1 + offs_n3[None, None, :, None] * buf54_s2, t53, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c4 < E_c4)[None, :, None, None] & (offs_n3 < E_n3)[None, None, :, None])


@triton.jit
def kernel_8(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, buf18_ptr, buf18_s0, buf18_s1, buf18_s2, buf18_s3, states63_ptr, states63_s0, states63_s1, states63_s2, states63_s3, states63_s4, states63_s5, E_c2, E_c4, E_n0, E_n3, F_n0: tl.constexpr, F_n3: tl.constexpr, T_c2: tl.constexpr, T_c4: tl.constexpr):
    # stores states63: Collect over loop k.2[32]
    pid = tl.program_id(0)
    i_c4 = pid % tl.cdiv(E_c4, T_c4)
    pid = pid // tl.cdiv(E_c4, T_c4)
    offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n3 = tl.arange(0, F_n3)
    offs_n0 = tl.arange(0, F_n0)
    t58 = tl.load(m1_ptr + offs_n3[None, None, :, None] * m1_s2 + offs_c2[None, None, None, :] * m1_s3, mask=(offs_n3 < E_n3)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0)
    t59 = tl.load(buf18_ptr + offs_n0[:, None, None, None] * buf18_s0 + offs_c4[None, :, None, None] * buf18_s1 + offs_n3[None, None, :, None] * buf18_s2 + offs_c2[None, None, None, :] * buf18_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c4 < E_c4)[None, :, None, None] & (offs_n3 < E_n3)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
    t60 = tl.where(t58, -float("inf"), t59)
    t61 = tl.exp(t60)
    t62 = tl.sum(tl.where((offs_c2 < E_c2)[None, None, None, :], t61, 0.0), axis=3, keep_dims=True)
    tl.store(states63_ptr + i_c4 * states63_s0 + i_c2 * states63_s1 + tl.arange(0, F_n0)[:, None, None, None] * states63_s2 + tl.arange(0, T_c4)[None, :, None, None] * states63_s3 + tl.arange(0, F_n3)[None, None, :, None] * states63_s4 + tl.zeros([F_n0, T_c4, F_n3, 1], tl.int32), t62)


@triton.jit
def kernel_9(states63_ptr, states63_s0, states63_s1, states63_s2, states63_s3, states63_s4, states63_s5, buf66_ptr, buf66_s0, buf66_s1, buf66_s2, buf66_s3, E_c2, E_c4, E_n0, E_n3, F_n0: tl.constexpr, F_n3: tl.constexpr, T_c2: tl.constexpr, T_c4: tl.constexpr):
    # writes buf66: Combine over grid k.1@1[4]
    pid = tl.program_id(0)
    i_c4 = pid % tl.cdiv(E_c4, T_c4)
    pid = pid // tl.cdiv(E_c4, T_c4)
    offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n3 = tl.arange(0, F_n3)
    acc65 = tl.full([F_n0, T_c4, F_n3, 1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t64 = tl.load(states63_ptr + i_c4 * states63_s0 + i_c2 * states63_s1 + tl.arange(0, F_n0)[:, None, None, None] * states63_s2 + tl.arange(0, T_c4)[None, :, None, None] * states63_s3 + tl.arange(0, F_n3)[None, None, :, None] * states63_s4 + tl.zeros([F_n0, T_c4, F_n3, 1], tl.int32))
        acc65 = acc65 + t64
    tl.store(buf66_ptr + offs_n0[:, None, None, None] * buf66_s0 + offs_c4[None, :, None, None] * buf66_s1 + offs_n3[None, None, :, None] * buf66_s2, acc65, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c4 < E_c4)[None, :, None, None] & (offs_n3 < E_n3)[None, None, :, None])


@triton.jit
def kernel_10(buf54_ptr, buf54_s0, buf54_s1, buf54_s2, buf54_s3, buf66_ptr, buf66_s0, buf66_s1, buf66_s2, buf66_s3, buf69_ptr, buf69_s0, buf69_s1, buf69_s2, buf69_s3, E_c4, E_n0, E_n3, F_n0: tl.constexpr, F_n3: tl.constexpr, T_c4: tl.constexpr):
    # writes buf69: Combine over grid k.1@1[4]
    pid = tl.program_id(0)
    i_c4 = pid % tl.cdiv(E_c4, T_c4)
    pid = pid // tl.cdiv(E_c4, T_c4)
    offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n3 = tl.arange(0, F_n3)
    t55 = tl.load(buf54_ptr + offs_n0[:, None, None, None] * buf54_s0 + offs_c4[None, :, None, None] * buf54_s1 + offs_n3[None, None, :, None] * buf54_s2, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c4 < E_c4)[None, :, None, None] & (offs_n3 < E_n3)[None, None, :, None], other=0).to(tl.float32)
    t56 = tl.exp(t55)
    t57 = 1.0 / (t56)
    t67 = tl.load(buf66_ptr + offs_n0[:, None, None, None] * buf66_s0 + offs_c4[None, :, None, None] * buf66_s1 + offs_n3[None, None, :, None] * buf66_s2, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c4 < E_c4)[None, :, None, None] & (offs_n3 < E_n3)[None, None, :, None], other=0).to(tl.float32)
    t68 = (t57) * (t67)
    tl.store(buf69_ptr + offs_n0[:, None, None, None] * buf69_s0 + offs_c4[None, :, None, None] * buf69_s1 + offs_n3[None, None, :, None] * buf69_s2, t68, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c4 < E_c4)[None, :, None, None] & (offs_n3 < E_n3)[None, None, :, None])


@triton.jit
def kernel_11(buf36_ptr, buf36_s0, buf36_s1, buf36_s2, buf36_s3, buf69_ptr, buf69_s0, buf69_s1, buf69_s2, buf69_s3, buf72_ptr, buf72_s0, buf72_s1, buf72_s2, buf72_s3, E_c0, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr):
    # writes buf72: Combine over grid q.2@2[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t37 = tl.load(buf36_ptr + offs_n0[:, None, None, None] * buf36_s0 + offs_n1[None, :, None, None] * buf36_s1 + offs_c0[None, None, :, None] * buf36_s2 + offs_n2[None, None, None, :] * buf36_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t70 = tl.load(buf69_ptr + offs_n0[:, None, None, None] * buf69_s0 + offs_n1[None, :, None, None] * buf69_s1 + offs_c0[None, None, :, None] * buf69_s2, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None], other=0).to(tl.float32)
    t71 = (t37) / (t70)
    tl.store(buf72_ptr + offs_n0[:, None, None, None] * buf72_s0 + offs_n1[None, :, None, None] * buf72_s1 + offs_c0[None, None, :, None] * buf72_s2 + offs_n2[None, None, None, :] * buf72_s3, t71, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :])


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
    kernel_0[(_cdiv(32, T['c0']),)](m8_ptr=m8, m8_s0=m8.stride(0), m8_s1=m8.stride(1), m8_s2=m8.stride(2), m8_s3=m8.stride(3), m10_ptr=m10, m10_s0=m10.stride(0), m10_s1=m10.stride(1), m10_s2=m10.stride(2), m10_s3=m10.stride(3), buf15_ptr=buf15, buf15_s0=buf15.stride(0), buf15_s1=buf15.stride(1), buf15_s2=buf15.stride(2), buf15_s3=buf15.stride(3), E_c0=32, E_c3=16, E_n0=2, E_n1=4, E_n3=32, F_n0=_pow2(2), F_n1=_pow2(4), F_n3=_pow2(32), T_c0=T['c0'], T_c3=T['c3'])
    buf18 = torch.full([2, 4, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(32, T['c0']),)](buf15_ptr=buf15, buf15_s0=buf15.stride(0), buf15_s1=buf15.stride(1), buf15_s2=buf15.stride(2), buf15_s3=buf15.stride(3), buf18_ptr=buf18, buf18_s0=buf18.stride(0), buf18_s1=buf18.stride(1), buf18_s2=buf18.stride(2), buf18_s3=buf18.stride(3), E_c0=32, E_n0=2, E_n1=4, E_n3=32, F_n0=_pow2(2), F_n1=_pow2(4), F_n3=_pow2(32), T_c0=T['c0'])
    m22 = inputs['v']
    states25 = torch.full([_cdiv(32, T['c2']), _pow2(2), _pow2(4), _pow2(32), _pow2(16)], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(32, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), buf18_ptr=buf18, buf18_s0=buf18.stride(0), buf18_s1=buf18.stride(1), buf18_s2=buf18.stride(2), buf18_s3=buf18.stride(3), m22_ptr=m22, m22_s0=m22.stride(0), m22_s1=m22.stride(1), m22_s2=m22.stride(2), m22_s3=m22.stride(3), states25_ptr=states25, states25_s0=states25.stride(0), states25_s1=states25.stride(1), states25_s2=states25.stride(2), states25_s3=states25.stride(3), states25_s4=states25.stride(4), E_c2=32, E_n0=2, E_n1=4, E_n2=16, E_n3=32, F_n0=_pow2(2), F_n1=_pow2(4), F_n2=_pow2(16), F_n3=_pow2(32), T_c2=T['c2'])
    buf28 = torch.full([2, 4, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(1,)](states25_ptr=states25, states25_s0=states25.stride(0), states25_s1=states25.stride(1), states25_s2=states25.stride(2), states25_s3=states25.stride(3), states25_s4=states25.stride(4), buf28_ptr=buf28, buf28_s0=buf28.stride(0), buf28_s1=buf28.stride(1), buf28_s2=buf28.stride(2), buf28_s3=buf28.stride(3), E_c2=32, E_n0=2, E_n1=4, E_n2=16, E_n3=32, F_n0=_pow2(2), F_n1=_pow2(4), F_n2=_pow2(16), F_n3=_pow2(32), T_c2=T['c2'])
    buf36 = torch.full([2, 4, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(_cdiv(2, T['c1']),)](buf28_ptr=buf28, buf28_s0=buf28.stride(0), buf28_s1=buf28.stride(1), buf28_s2=buf28.stride(2), buf28_s3=buf28.stride(3), m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), buf18_ptr=buf18, buf18_s0=buf18.stride(0), buf18_s1=buf18.stride(1), buf18_s2=buf18.stride(2), buf18_s3=buf18.stride(3), buf36_ptr=buf36, buf36_s0=buf36.stride(0), buf36_s1=buf36.stride(1), buf36_s2=buf36.stride(2), buf36_s3=buf36.stride(3), E_c1=2, E_n1=4, E_n2=16, E_n3=32, F_n1=_pow2(4), F_n2=_pow2(16), F_n3=_pow2(32), T_c1=T['c1'])
    states43 = torch.full([_cdiv(4, T['c4']), _cdiv(16, T['c3']), _pow2(2), T['c4'], _pow2(32), _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    states44 = torch.full([_cdiv(4, T['c4']), _cdiv(16, T['c3']), _pow2(2), T['c4'], _pow2(32), _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    kernel_5[(_cdiv(4, T['c4']) * _cdiv(16, T['c3']),)](m8_ptr=m8, m8_s0=m8.stride(0), m8_s1=m8.stride(1), m8_s2=m8.stride(2), m8_s3=m8.stride(3), m10_ptr=m10, m10_s0=m10.stride(0), m10_s1=m10.stride(1), m10_s2=m10.stride(2), m10_s3=m10.stride(3), states43_ptr=states43, states43_s0=states43.stride(0), states43_s1=states43.stride(1), states43_s2=states43.stride(2), states43_s3=states43.stride(3), states43_s4=states43.stride(4), states43_s5=states43.stride(5), states44_ptr=states44, states44_s0=states44.stride(0), states44_s1=states44.stride(1), states44_s2=states44.stride(2), states44_s3=states44.stride(3), states44_s4=states44.stride(4), states44_s5=states44.stride(5), E_c3=16, E_c4=4, E_n0=2, E_n3=32, F_n0=_pow2(2), F_n3=_pow2(32), T_c3=T['c3'], T_c4=T['c4'])
    buf51 = torch.full([2, 4, 32, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_6[(_cdiv(4, T['c4']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), states43_ptr=states43, states43_s0=states43.stride(0), states43_s1=states43.stride(1), states43_s2=states43.stride(2), states43_s3=states43.stride(3), states43_s4=states43.stride(4), states43_s5=states43.stride(5), states44_ptr=states44, states44_s0=states44.stride(0), states44_s1=states44.stride(1), states44_s2=states44.stride(2), states44_s3=states44.stride(3), states44_s4=states44.stride(4), states44_s5=states44.stride(5), buf51_ptr=buf51, buf51_s0=buf51.stride(0), buf51_s1=buf51.stride(1), buf51_s2=buf51.stride(2), buf51_s3=buf51.stride(3), E_c3=16, E_c4=4, E_n0=2, E_n3=32, F_n0=_pow2(2), F_n3=_pow2(32), T_c3=T['c3'], T_c4=T['c4'])
    buf54 = torch.full([2, 4, 32, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_7[(_cdiv(4, T['c4']),)](buf51_ptr=buf51, buf51_s0=buf51.stride(0), buf51_s1=buf51.stride(1), buf51_s2=buf51.stride(2), buf51_s3=buf51.stride(3), buf54_ptr=buf54, buf54_s0=buf54.stride(0), buf54_s1=buf54.stride(1), buf54_s2=buf54.stride(2), buf54_s3=buf54.stride(3), E_c4=4, E_n0=2, E_n3=32, F_n0=_pow2(2), F_n3=_pow2(32), T_c4=T['c4'])
    states63 = torch.full([_cdiv(4, T['c4']), _cdiv(32, T['c2']), _pow2(2), T['c4'], _pow2(32), 1], float("nan"), dtype=torch.float32, device=device)
    kernel_8[(_cdiv(4, T['c4']) * _cdiv(32, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), buf18_ptr=buf18, buf18_s0=buf18.stride(0), buf18_s1=buf18.stride(1), buf18_s2=buf18.stride(2), buf18_s3=buf18.stride(3), states63_ptr=states63, states63_s0=states63.stride(0), states63_s1=states63.stride(1), states63_s2=states63.stride(2), states63_s3=states63.stride(3), states63_s4=states63.stride(4), states63_s5=states63.stride(5), E_c2=32, E_c4=4, E_n0=2, E_n3=32, F_n0=_pow2(2), F_n3=_pow2(32), T_c2=T['c2'], T_c4=T['c4'])
    buf66 = torch.full([2, 4, 32, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_9[(_cdiv(4, T['c4']),)](states63_ptr=states63, states63_s0=states63.stride(0), states63_s1=states63.stride(1), states63_s2=states63.stride(2), states63_s3=states63.stride(3), states63_s4=states63.stride(4), states63_s5=states63.stride(5), buf66_ptr=buf66, buf66_s0=buf66.stride(0), buf66_s1=buf66.stride(1), buf66_s2=buf66.stride(2), buf66_s3=buf66.stride(3), E_c2=32, E_c4=4, E_n0=2, E_n3=32, F_n0=_pow2(2), F_n3=_pow2(32), T_c2=T['c2'], T_c4=T['c4'])
    buf69 = torch.full([2, 4, 32, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_10[(_cdiv(4, T['c4']),)](buf54_ptr=buf54, buf54_s0=buf54.stride(0), buf54_s1=buf54.stride(1), buf54_s2=buf54.stride(2), buf54_s3=buf54.stride(3), buf66_ptr=buf66, buf66_s0=buf66.stride(0), buf66_s1=buf66.stride(1), buf66_s2=buf66.stride(2), buf66_s3=buf66.stride(3), buf69_ptr=buf69, buf69_s0=buf69.stride(0), buf69_s1=buf69.stride(1), buf69_s2=buf69.stride(2), buf69_s3=buf69.stride(3), E_c4=4, E_n0=2, E_n3=32, F_n0=_pow2(2), F_n3=_pow2(32), T_c4=T['c4'])
    buf72 = torch.full([2, 4, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_11[(_cdiv(32, T['c0']),)](buf36_ptr=buf36, buf36_s0=buf36.stride(0), buf36_s1=buf36.stride(1), buf36_s2=buf36.stride(2), buf36_s3=buf36.stride(3), buf69_ptr=buf69, buf69_s0=buf69.stride(0), buf69_s1=buf69.stride(1), buf69_s2=buf69.stride(2), buf69_s3=buf69.stride(3), buf72_ptr=buf72, buf72_s0=buf72.stride(0), buf72_s1=buf72.stride(1), buf72_s2=buf72.stride(2), buf72_s3=buf72.stride(3), E_c0=32, E_n0=2, E_n1=4, E_n2=16, F_n0=_pow2(2), F_n1=_pow2(4), F_n2=_pow2(16), T_c0=T['c0'])
    return buf72


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
