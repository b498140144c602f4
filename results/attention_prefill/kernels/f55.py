"""attention_prefill [small], candidate 55: 9 kernel(s)

Rendered by EqiForge from candidate 55 of attention_prefill [small]: store(k.3[16]) ; grid(q.2@2) loop(k.3[16]: sum, stored) ; store(k.2[32]) ; store(k.3[16]) ; store(k.3[16]) ; store(k.2[32]) loop(k.3[16]: sum, stored) ; grid(k.1@1) loop(k.2[32]: sum, stored) ; grid(k.1@1) loop(k.3[16]: sum, stored) ; grid(q.2@2) loop(k.2[32]: sum, stored) loop(k.3[16]: sum, stored)
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid q.2@2[32]
    c1: loop k.2[32]
    c2: loop k.3[16]
    c3: grid k.1@1[4]

Run it on its own: `python kernels/f55.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/attention_prefill.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 16, "c1": 16, "c2": 8, "c3": 2}


@triton.jit
def kernel_0(m8_ptr, m8_s0, m8_s1, m8_s2, m8_s3, m10_ptr, m10_s0, m10_s1, m10_s2, m10_s3, states14_ptr, states14_s0, states14_s1, states14_s2, states14_s3, states14_s4, states14_s5, E_c0, E_c2, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr):
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
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t9 = tl.load(m8_ptr + offs_n0[:, None, None, None] * m8_s0 + offs_n1[None, :, None, None] * m8_s1 + offs_c0[None, None, :, None] * m8_s2 + offs_c2[None, None, None, :] * m8_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
    t12 = tl.load(m10_ptr + offs_n0[:, None, None, None] * m10_s0 + offs_n1[None, :, None, None] * m10_s1 + offs_c2[None, None, :, None] * m10_s2 + offs_n2[None, None, None, :] * m10_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t13 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :], t9, 0.0), 4) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :, None], t12, 0.0), 2), axis=3)
    tl.store(states14_ptr + i_c0 * states14_s0 + i_c2 * states14_s1 + tl.arange(0, F_n0)[:, None, None, None] * states14_s2 + tl.arange(0, F_n1)[None, :, None, None] * states14_s3 + tl.arange(0, T_c0)[None, None, :, None] * states14_s4 + tl.arange(0, F_n2)[None, None, None, :] * states14_s5 + tl.zeros([F_n0, F_n1, T_c0, F_n2], tl.int32), t13)


@triton.jit
def kernel_1(states14_ptr, states14_s0, states14_s1, states14_s2, states14_s3, states14_s4, states14_s5, buf18_ptr, buf18_s0, buf18_s1, buf18_s2, buf18_s3, E_c0, E_c2, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # writes buf18: Combine over grid q.2@2[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    acc16 = tl.full([F_n0, F_n1, T_c0, F_n2], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t15 = tl.load(states14_ptr + i_c0 * states14_s0 + i_c2 * states14_s1 + tl.arange(0, F_n0)[:, None, None, None] * states14_s2 + tl.arange(0, F_n1)[None, :, None, None] * states14_s3 + tl.arange(0, T_c0)[None, None, :, None] * states14_s4 + tl.arange(0, F_n2)[None, None, None, :] * states14_s5 + tl.zeros([F_n0, F_n1, T_c0, F_n2], tl.int32))
        acc16 = acc16 + t15
    t17 = (acc16) * (0.25)
    tl.store(buf18_ptr + offs_n0[:, None, None, None] * buf18_s0 + offs_n1[None, :, None, None] * buf18_s1 + offs_c0[None, None, :, None] * buf18_s2 + offs_n2[None, None, None, :] * buf18_s3, t17, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :])


@triton.jit
def kernel_2(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, buf18_ptr, buf18_s0, buf18_s1, buf18_s2, buf18_s3, m22_ptr, m22_s0, m22_s1, m22_s2, m22_s3, states25_ptr, states25_s0, states25_s1, states25_s2, states25_s3, states25_s4, states25_s5, E_c0, E_c1, E_n0, E_n1, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n3: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # stores states25: Collect over loop k.2[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n3 = tl.arange(0, F_n3)
    t7 = tl.load(m1_ptr + offs_c0[None, None, :, None] * m1_s2 + offs_c1[None, None, None, :] * m1_s3, mask=(offs_c0 < E_c0)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0)
    t19 = tl.load(buf18_ptr + offs_n0[:, None, None, None] * buf18_s0 + offs_n1[None, :, None, None] * buf18_s1 + offs_c0[None, None, :, None] * buf18_s2 + offs_c1[None, None, None, :] * buf18_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
    t20 = tl.where(t7, -float("inf"), t19)
    t21 = tl.exp(t20)
    t23 = tl.load(m22_ptr + offs_n0[:, None, None, None] * m22_s0 + offs_n1[None, :, None, None] * m22_s1 + offs_c1[None, None, :, None] * m22_s2 + offs_n3[None, None, None, :] * m22_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t24 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, :], t21, 0.0), 4) * tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, :, None], t23, 0.0), 2), axis=3)
    tl.store(states25_ptr + i_c0 * states25_s0 + i_c1 * states25_s1 + tl.arange(0, F_n0)[:, None, None, None] * states25_s2 + tl.arange(0, F_n1)[None, :, None, None] * states25_s3 + tl.arange(0, T_c0)[None, None, :, None] * states25_s4 + tl.arange(0, F_n3)[None, None, None, :] * states25_s5 + tl.zeros([F_n0, F_n1, T_c0, F_n3], tl.int32), t24)


@triton.jit
def kernel_3(m8_ptr, m8_s0, m8_s1, m8_s2, m8_s3, m10_ptr, m10_s0, m10_s1, m10_s2, m10_s3, states40_ptr, states40_s0, states40_s1, states40_s2, states40_s3, states40_s4, states40_s5, E_c2, E_c3, E_n0, E_n2, F_n0: tl.constexpr, F_n2: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # stores states40: Collect over loop k.3[16]
    pid = tl.program_id(0)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n2 = tl.arange(0, F_n2)
    t37 = tl.load(m8_ptr + offs_n0[:, None, None, None] * m8_s0 + offs_c3[None, :, None, None] * m8_s1 + offs_n2[None, None, :, None] * m8_s2 + offs_c2[None, None, None, :] * m8_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c3 < E_c3)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
    t38 = tl.load(m10_ptr + offs_n0[:, None, None, None] * m10_s0 + offs_c3[None, :, None, None] * m10_s1 + offs_c2[None, None, :, None] * m10_s2 + offs_n2[None, None, None, :] * m10_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c3 < E_c3)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t39 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :], t37, 0.0), 4) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :, None], t38, 0.0), 2), axis=3)
    tl.store(states40_ptr + i_c3 * states40_s0 + i_c2 * states40_s1 + tl.arange(0, F_n0)[:, None, None, None] * states40_s2 + tl.arange(0, T_c3)[None, :, None, None] * states40_s3 + tl.arange(0, F_n2)[None, None, :, None] * states40_s4 + tl.arange(0, F_n2)[None, None, None, :] * states40_s5 + tl.zeros([F_n0, T_c3, F_n2, F_n2], tl.int32), t39)


@triton.jit
def kernel_4(m8_ptr, m8_s0, m8_s1, m8_s2, m8_s3, m10_ptr, m10_s0, m10_s1, m10_s2, m10_s3, states52_ptr, states52_s0, states52_s1, states52_s2, states52_s3, states52_s4, states52_s5, states52_s6, E_c1, E_c2, E_c3, E_n0, E_n2, F_n0: tl.constexpr, F_n2: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # stores states52: Collect over loop k.3[16]
    pid = tl.program_id(0)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n2 = tl.arange(0, F_n2)
    t49 = tl.load(m8_ptr + offs_n0[:, None, None, None] * m8_s0 + offs_c3[None, :, None, None] * m8_s1 + offs_n2[None, None, :, None] * m8_s2 + offs_c2[None, None, None, :] * m8_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c3 < E_c3)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
    t50 = tl.load(m10_ptr + offs_n0[:, None, None, None] * m10_s0 + offs_c3[None, :, None, None] * m10_s1 + offs_c2[None, None, :, None] * m10_s2 + offs_c1[None, None, None, :] * m10_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c3 < E_c3)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
    t51 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :], t49, 0.0), 4) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :, None], t50, 0.0), 2), axis=3)
    tl.store(states52_ptr + i_c3 * states52_s0 + i_c1 * states52_s1 + i_c2 * states52_s2 + tl.arange(0, F_n0)[:, None, None, None] * states52_s3 + tl.arange(0, T_c3)[None, :, None, None] * states52_s4 + tl.arange(0, F_n2)[None, None, :, None] * states52_s5 + tl.arange(0, T_c1)[None, None, None, :] * states52_s6 + tl.zeros([F_n0, T_c3, F_n2, T_c1], tl.int32), t51)


@triton.jit
def kernel_5(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, states52_ptr, states52_s0, states52_s1, states52_s2, states52_s3, states52_s4, states52_s5, states52_s6, states59_ptr, states59_s0, states59_s1, states59_s2, states59_s3, states59_s4, states59_s5, E_c1, E_c2, E_c3, E_n0, E_n2, F_n0: tl.constexpr, F_n2: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # stores states59: Collect over loop k.2[32]
    pid = tl.program_id(0)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n0 = tl.arange(0, F_n0)
    t48 = tl.load(m1_ptr + offs_n2[None, None, :, None] * m1_s2 + offs_c1[None, None, None, :] * m1_s3, mask=(offs_n2 < E_n2)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0)
    acc54 = tl.full([F_n0, T_c3, F_n2, T_c1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t53 = tl.load(states52_ptr + i_c3 * states52_s0 + i_c1 * states52_s1 + i_c2 * states52_s2 + tl.arange(0, F_n0)[:, None, None, None] * states52_s3 + tl.arange(0, T_c3)[None, :, None, None] * states52_s4 + tl.arange(0, F_n2)[None, None, :, None] * states52_s5 + tl.arange(0, T_c1)[None, None, None, :] * states52_s6 + tl.zeros([F_n0, T_c3, F_n2, T_c1], tl.int32))
        acc54 = acc54 + t53
    t55 = tl.where(t48, -float("inf"), acc54)
    t56 = (t55) * (0.25)
    t57 = tl.exp(t56)
    t58 = tl.sum(tl.where((offs_c1 < E_c1)[None, None, None, :], t57, 0.0), axis=3, keep_dims=True)
    tl.store(states59_ptr + i_c3 * states59_s0 + i_c1 * states59_s1 + tl.arange(0, F_n0)[:, None, None, None] * states59_s2 + tl.arange(0, T_c3)[None, :, None, None] * states59_s3 + tl.arange(0, F_n2)[None, None, :, None] * states59_s4 + tl.zeros([F_n0, T_c3, F_n2, 1], tl.int32), t58)


@triton.jit
def kernel_6(states59_ptr, states59_s0, states59_s1, states59_s2, states59_s3, states59_s4, states59_s5, buf62_ptr, buf62_s0, buf62_s1, buf62_s2, buf62_s3, E_c1, E_c3, E_n0, E_n2, F_n0: tl.constexpr, F_n2: tl.constexpr, T_c1: tl.constexpr, T_c3: tl.constexpr):
    # writes buf62: Combine over grid k.1@1[4]
    pid = tl.program_id(0)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n2 = tl.arange(0, F_n2)
    acc61 = tl.full([F_n0, T_c3, F_n2, 1], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t60 = tl.load(states59_ptr + i_c3 * states59_s0 + i_c1 * states59_s1 + tl.arange(0, F_n0)[:, None, None, None] * states59_s2 + tl.arange(0, T_c3)[None, :, None, None] * states59_s3 + tl.arange(0, F_n2)[None, None, :, None] * states59_s4 + tl.zeros([F_n0, T_c3, F_n2, 1], tl.int32))
        acc61 = acc61 + t60
    tl.store(buf62_ptr + offs_n0[:, None, None, None] * buf62_s0 + offs_c3[None, :, None, None] * buf62_s1 + offs_n2[None, None, :, None] * buf62_s2, acc61, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c3 < E_c3)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None])


@triton.jit
def kernel_7(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, states40_ptr, states40_s0, states40_s1, states40_s2, states40_s3, states40_s4, states40_s5, buf62_ptr, buf62_s0, buf62_s1, buf62_s2, buf62_s3, buf65_ptr, buf65_s0, buf65_s1, buf65_s2, buf65_s3, E_c2, E_c3, E_n0, E_n2, F_n0: tl.constexpr, F_n2: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # writes buf65: Combine over grid k.1@1[4]
    pid = tl.program_id(0)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    offs_one = tl.arange(0, 1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n0 = tl.arange(0, F_n0)
    t36 = tl.load(m1_ptr + offs_n2[None, None, :, None] * m1_s2 + offs_n2[None, None, None, :] * m1_s3, mask=(offs_n2 < E_n2)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0)
    acc42 = tl.full([F_n0, T_c3, F_n2, F_n2], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t41 = tl.load(states40_ptr + i_c3 * states40_s0 + i_c2 * states40_s1 + tl.arange(0, F_n0)[:, None, None, None] * states40_s2 + tl.arange(0, T_c3)[None, :, None, None] * states40_s3 + tl.arange(0, F_n2)[None, None, :, None] * states40_s4 + tl.arange(0, F_n2)[None, None, None, :] * states40_s5 + tl.zeros([F_n0, T_c3, F_n2, F_n2], tl.int32))
        acc42 = acc42 + t41
    t43 = (acc42) * (0.25)
    t44 = tl.where(t36, -float("inf"), t43)
    t45 = tl.max(tl.where((offs_n2 < E_n2)[None, None, None, :], t44, -float('inf')), axis=3, keep_dims=True)
    t46 = tl.exp(t45)
    t47 = 1.0 / (t46)
    t63 = tl.load(buf62_ptr + offs_n0[:, None, None, None] * buf62_s0 + offs_c3[None, :, None, None] * buf62_s1 + offs_n2[None, None, :, None] * buf62_s2, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c3 < E_c3)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None], other=0).to(tl.float32)
    t64 = (t47) * (t63)
    tl.store(buf65_ptr + offs_n0[:, None, None, None] * buf65_s0 + offs_c3[None, :, None, None] * buf65_s1 + offs_n2[None, None, :, None] * buf65_s2, t64, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c3 < E_c3)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None])


@triton.jit
def kernel_8(states25_ptr, states25_s0, states25_s1, states25_s2, states25_s3, states25_s4, states25_s5, m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, states14_ptr, states14_s0, states14_s1, states14_s2, states14_s3, states14_s4, states14_s5, buf65_ptr, buf65_s0, buf65_s1, buf65_s2, buf65_s3, buf68_ptr, buf68_s0, buf68_s1, buf68_s2, buf68_s3, E_c0, E_c1, E_c2, E_n0, E_n1, E_n2, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf68: Combine over grid q.2@2[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n3 = tl.arange(0, F_n3)
    offs_n2 = tl.arange(0, F_n2)
    acc27 = tl.full([F_n0, F_n1, T_c0, F_n3], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t26 = tl.load(states25_ptr + i_c0 * states25_s0 + i_c1 * states25_s1 + tl.arange(0, F_n0)[:, None, None, None] * states25_s2 + tl.arange(0, F_n1)[None, :, None, None] * states25_s3 + tl.arange(0, T_c0)[None, None, :, None] * states25_s4 + tl.arange(0, F_n3)[None, None, None, :] * states25_s5 + tl.zeros([F_n0, F_n1, T_c0, F_n3], tl.int32))
        acc27 = acc27 + t26
    t28 = tl.load(m1_ptr + offs_c0[None, None, :, None] * m1_s2 + offs_n2[None, None, None, :] * m1_s3, mask=(offs_c0 < E_c0)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0)
    acc30 = tl.full([F_n0, F_n1, T_c0, F_n2], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t29 = tl.load(states14_ptr + i_c0 * states14_s0 + i_c2 * states14_s1 + tl.arange(0, F_n0)[:, None, None, None] * states14_s2 + tl.arange(0, F_n1)[None, :, None, None] * states14_s3 + tl.arange(0, T_c0)[None, None, :, None] * states14_s4 + tl.arange(0, F_n2)[None, None, None, :] * states14_s5 + tl.zeros([F_n0, F_n1, T_c0, F_n2], tl.int32))
        acc30 = acc30 + t29
    t31 = (acc30) * (0.25)
    t32 = tl.where(t28, -float("inf"), t31)
    t33 = tl.max(tl.where((offs_n2 < E_n2)[None, None, None, :], t32, -float('inf')), axis=3, keep_dims=True)
    t34 = tl.exp(t33)
    t35 = (acc27) / (t34)
    t66 = tl.load(buf65_ptr + offs_n0[:, None, None, None] * buf65_s0 + offs_n1[None, :, None, None] * buf65_s1 + offs_c0[None, None, :, None] * buf65_s2, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None], other=0).to(tl.float32)
    t67 = (t35) / (t66)
    tl.store(buf68_ptr + offs_n0[:, None, None, None] * buf68_s0 + offs_n1[None, :, None, None] * buf68_s1 + offs_c0[None, None, :, None] * buf68_s2 + offs_n3[None, None, None, :] * buf68_s3, t67, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :])


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
    states14 = torch.full([_cdiv(32, T['c0']), _cdiv(16, T['c2']), _pow2(2), _pow2(4), T['c0'], _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(32, T['c0']) * _cdiv(16, T['c2']),)](m8_ptr=m8, m8_s0=m8.stride(0), m8_s1=m8.stride(1), m8_s2=m8.stride(2), m8_s3=m8.stride(3), m10_ptr=m10, m10_s0=m10.stride(0), m10_s1=m10.stride(1), m10_s2=m10.stride(2), m10_s3=m10.stride(3), states14_ptr=states14, states14_s0=states14.stride(0), states14_s1=states14.stride(1), states14_s2=states14.stride(2), states14_s3=states14.stride(3), states14_s4=states14.stride(4), states14_s5=states14.stride(5), E_c0=32, E_c2=16, E_n0=2, E_n1=4, E_n2=32, F_n0=_pow2(2), F_n1=_pow2(4), F_n2=_pow2(32), T_c0=T['c0'], T_c2=T['c2'])
    buf18 = torch.full([2, 4, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(32, T['c0']),)](states14_ptr=states14, states14_s0=states14.stride(0), states14_s1=states14.stride(1), states14_s2=states14.stride(2), states14_s3=states14.stride(3), states14_s4=states14.stride(4), states14_s5=states14.stride(5), buf18_ptr=buf18, buf18_s0=buf18.stride(0), buf18_s1=buf18.stride(1), buf18_s2=buf18.stride(2), buf18_s3=buf18.stride(3), E_c0=32, E_c2=16, E_n0=2, E_n1=4, E_n2=32, F_n0=_pow2(2), F_n1=_pow2(4), F_n2=_pow2(32), T_c0=T['c0'], T_c2=T['c2'])
    m22 = inputs['v']
    states25 = torch.full([_cdiv(32, T['c0']), _cdiv(32, T['c1']), _pow2(2), _pow2(4), T['c0'], _pow2(16)], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(32, T['c0']) * _cdiv(32, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), buf18_ptr=buf18, buf18_s0=buf18.stride(0), buf18_s1=buf18.stride(1), buf18_s2=buf18.stride(2), buf18_s3=buf18.stride(3), m22_ptr=m22, m22_s0=m22.stride(0), m22_s1=m22.stride(1), m22_s2=m22.stride(2), m22_s3=m22.stride(3), states25_ptr=states25, states25_s0=states25.stride(0), states25_s1=states25.stride(1), states25_s2=states25.stride(2), states25_s3=states25.stride(3), states25_s4=states25.stride(4), states25_s5=states25.stride(5), E_c0=32, E_c1=32, E_n0=2, E_n1=4, E_n3=16, F_n0=_pow2(2), F_n1=_pow2(4), F_n3=_pow2(16), T_c0=T['c0'], T_c1=T['c1'])
    states40 = torch.full([_cdiv(4, T['c3']), _cdiv(16, T['c2']), _pow2(2), T['c3'], _pow2(32), _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(4, T['c3']) * _cdiv(16, T['c2']),)](m8_ptr=m8, m8_s0=m8.stride(0), m8_s1=m8.stride(1), m8_s2=m8.stride(2), m8_s3=m8.stride(3), m10_ptr=m10, m10_s0=m10.stride(0), m10_s1=m10.stride(1), m10_s2=m10.stride(2), m10_s3=m10.stride(3), states40_ptr=states40, states40_s0=states40.stride(0), states40_s1=states40.stride(1), states40_s2=states40.stride(2), states40_s3=states40.stride(3), states40_s4=states40.stride(4), states40_s5=states40.stride(5), E_c2=16, E_c3=4, E_n0=2, E_n2=32, F_n0=_pow2(2), F_n2=_pow2(32), T_c2=T['c2'], T_c3=T['c3'])
    states52 = torch.full([_cdiv(4, T['c3']), _cdiv(32, T['c1']), _cdiv(16, T['c2']), _pow2(2), T['c3'], _pow2(32), T['c1']], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(_cdiv(4, T['c3']) * _cdiv(32, T['c1']) * _cdiv(16, T['c2']),)](m8_ptr=m8, m8_s0=m8.stride(0), m8_s1=m8.stride(1), m8_s2=m8.stride(2), m8_s3=m8.stride(3), m10_ptr=m10, m10_s0=m10.stride(0), m10_s1=m10.stride(1), m10_s2=m10.stride(2), m10_s3=m10.stride(3), states52_ptr=states52, states52_s0=states52.stride(0), states52_s1=states52.stride(1), states52_s2=states52.stride(2), states52_s3=states52.stride(3), states52_s4=states52.stride(4), states52_s5=states52.stride(5), states52_s6=states52.stride(6), E_c1=32, E_c2=16, E_c3=4, E_n0=2, E_n2=32, F_n0=_pow2(2), F_n2=_pow2(32), T_c1=T['c1'], T_c2=T['c2'], T_c3=T['c3'])
    states59 = torch.full([_cdiv(4, T['c3']), _cdiv(32, T['c1']), _pow2(2), T['c3'], _pow2(32), 1], float("nan"), dtype=torch.float32, device=device)
    kernel_5[(_cdiv(4, T['c3']) * _cdiv(32, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), states52_ptr=states52, states52_s0=states52.stride(0), states52_s1=states52.stride(1), states52_s2=states52.stride(2), states52_s3=states52.stride(3), states52_s4=states52.stride(4), states52_s5=states52.stride(5), states52_s6=states52.stride(6), states59_ptr=states59, states59_s0=states59.stride(0), states59_s1=states59.stride(1), states59_s2=states59.stride(2), states59_s3=states59.stride(3), states59_s4=states59.stride(4), states59_s5=states59.stride(5), E_c1=32, E_c2=16, E_c3=4, E_n0=2, E_n2=32, F_n0=_pow2(2), F_n2=_pow2(32), T_c1=T['c1'], T_c2=T['c2'], T_c3=T['c3'])
    buf62 = torch.full([2, 4, 32, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_6[(_cdiv(4, T['c3']),)](states59_ptr=states59, states59_s0=states59.stride(0), states59_s1=states59.stride(1), states59_s2=states59.stride(2), states59_s3=states59.stride(3), states59_s4=states59.stride(4), states59_s5=states59.stride(5), buf62_ptr=buf62, buf62_s0=buf62.stride(0), buf62_s1=buf62.stride(1), buf62_s2=buf62.stride(2), buf62_s3=buf62.stride(3), E_c1=32, E_c3=4, E_n0=2, E_n2=32, F_n0=_pow2(2), F_n2=_pow2(32), T_c1=T['c1'], T_c3=T['c3'])
    buf65 = torch.full([2, 4, 32, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_7[(_cdiv(4, T['c3']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), states40_ptr=states40, states40_s0=states40.stride(0), states40_s1=states40.stride(1), states40_s2=states40.stride(2), states40_s3=states40.stride(3), states40_s4=states40.stride(4), states40_s5=states40.stride(5), buf62_ptr=buf62, buf62_s0=buf62.stride(0), buf62_s1=buf62.stride(1), buf62_s2=buf62.stride(2), buf62_s3=buf62.stride(3), buf65_ptr=buf65, buf65_s0=buf65.stride(0), buf65_s1=buf65.stride(1), buf65_s2=buf65.stride(2), buf65_s3=buf65.stride(3), E_c2=16, E_c3=4, E_n0=2, E_n2=32, F_n0=_pow2(2), F_n2=_pow2(32), T_c2=T['c2'], T_c3=T['c3'])
    buf68 = torch.full([2, 4, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_8[(_cdiv(32, T['c0']),)](states25_ptr=states25, states25_s0=states25.stride(0), states25_s1=states25.stride(1), states25_s2=states25.stride(2), states25_s3=states25.stride(3), states25_s4=states25.stride(4), states25_s5=states25.stride(5), m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), states14_ptr=states14, states14_s0=states14.stride(0), states14_s1=states14.stride(1), states14_s2=states14.stride(2), states14_s3=states14.stride(3), states14_s4=states14.stride(4), states14_s5=states14.stride(5), buf65_ptr=buf65, buf65_s0=buf65.stride(0), buf65_s1=buf65.stride(1), buf65_s2=buf65.stride(2), buf65_s3=buf65.stride(3), buf68_ptr=buf68, buf68_s0=buf68.stride(0), buf68_s1=buf68.stride(1), buf68_s2=buf68.stride(2), buf68_s3=buf68.stride(3), E_c0=32, E_c1=32, E_c2=16, E_n0=2, E_n1=4, E_n2=32, E_n3=16, F_n0=_pow2(2), F_n1=_pow2(4), F_n2=_pow2(32), F_n3=_pow2(16), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    return buf68


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
