"""attention_prefill [small], candidate 50: 10 kernel(s)

Rendered by EqiForge from candidate 50 of attention_prefill [small]: grid(q.2@2) loop(k.3[16]: sum) [1 mm] ; grid(q.2@2) ; grid(q.2@2) loop(k.2[32]: sum) [1 mm] ; grid(k.0@0) ; store(k.3[16]) ; grid(k.1@1) loop(k.3[16]: pair(sum, sum), stored) ; grid(k.1@1) ; grid(k.1@1) loop(k.2[32]: sum) ; grid(k.1@1) ; grid(q.2@2, v.3@3)
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid q.2@2[32]
    c1: grid v.3@3[16]
    c2: grid k.0@0[2]
    c3: loop k.2[32]
    c4: loop k.3[16]
    c5: grid k.1@1[4]

Run it on its own: `python kernels/f50.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/attention_prefill.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 16, "c1": 8, "c2": 1, "c3": 16, "c4": 8, "c5": 2}


@triton.jit
def kernel_0(m8_ptr, m8_s0, m8_s1, m8_s2, m8_s3, m10_ptr, m10_s0, m10_s1, m10_s2, m10_s3, buf15_ptr, buf15_s0, buf15_s1, buf15_s2, buf15_s3, E_c0, E_c4, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c4: tl.constexpr):
    # writes buf15: Combine over grid q.2@2[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    acc14 = tl.full([F_n0, F_n1, T_c0, F_n2], 0.0, tl.float32)
    for i_c4 in range(0, tl.cdiv(E_c4, T_c4)):
        offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)

        t9 = tl.load(m8_ptr + offs_n0[:, None, None, None] * m8_s0 + offs_n1[None, :, None, None] * m8_s1 + offs_c0[None, None, :, None] * m8_s2 + offs_c4[None, None, None, :] * m8_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None] & (offs_c4 < E_c4)[None, None, None, :], other=0).to(tl.float32)
        t12 = tl.load(m10_ptr + offs_n0[:, None, None, None] * m10_s0 + offs_n1[None, :, None, None] * m10_s1 + offs_c4[None, None, :, None] * m10_s2 + offs_n2[None, None, None, :] * m10_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c4 < E_c4)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
        t13 = tl.sum(tl.expand_dims(tl.where((offs_c4 < E_c4)[None, None, None, :], t9, 0.0), 4) * tl.expand_dims(tl.where((offs_c4 < E_c4)[None, None, :, None], t12, 0.0), 2), axis=3)
        acc14 = acc14 + t13
    tl.store(buf15_ptr + offs_n0[:, None, None, None] * buf15_s0 + offs_n1[None, :, None, None] * buf15_s1 + offs_c0[None, None, :, None] * buf15_s2 + offs_n2[None, None, None, :] * buf15_s3, acc14, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :])


@triton.jit
def kernel_1(buf15_ptr, buf15_s0, buf15_s1, buf15_s2, buf15_s3, buf18_ptr, buf18_s0, buf18_s1, buf18_s2, buf18_s3, E_c0, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr):
    # writes buf18: Combine over grid q.2@2[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t16 = tl.load(buf15_ptr + offs_n0[:, None, None, None] * buf15_s0 + offs_n1[None, :, None, None] * buf15_s1 + offs_c0[None, None, :, None] * buf15_s2 + offs_n2[None, None, None, :] * buf15_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t17 = (t16) * (0.25)
    tl.store(buf18_ptr + offs_n0[:, None, None, None] * buf18_s0 + offs_n1[None, :, None, None] * buf18_s1 + offs_c0[None, None, :, None] * buf18_s2 + offs_n2[None, None, None, :] * buf18_s3, t17, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :])


@triton.jit
def kernel_2(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, buf18_ptr, buf18_s0, buf18_s1, buf18_s2, buf18_s3, m22_ptr, m22_s0, m22_s1, m22_s2, m22_s3, buf26_ptr, buf26_s0, buf26_s1, buf26_s2, buf26_s3, E_c0, E_c3, E_n0, E_n1, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n3: tl.constexpr, T_c0: tl.constexpr, T_c3: tl.constexpr):
    # writes buf26: Combine over grid q.2@2[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n3 = tl.arange(0, F_n3)
    acc25 = tl.full([F_n0, F_n1, T_c0, F_n3], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t7 = tl.load(m1_ptr + offs_c0[None, None, :, None] * m1_s2 + offs_c3[None, None, None, :] * m1_s3, mask=(offs_c0 < E_c0)[None, None, :, None] & (offs_c3 < E_c3)[None, None, None, :], other=0)
        t19 = tl.load(buf18_ptr + offs_n0[:, None, None, None] * buf18_s0 + offs_n1[None, :, None, None] * buf18_s1 + offs_c0[None, None, :, None] * buf18_s2 + offs_c3[None, None, None, :] * buf18_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
        t20 = tl.where(t7, -float("inf"), t19)
        t21 = tl.exp(t20)
        t23 = tl.load(m22_ptr + offs_n0[:, None, None, None] * m22_s0 + offs_n1[None, :, None, None] * m22_s1 + offs_c3[None, None, :, None] * m22_s2 + offs_n3[None, None, None, :] * m22_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c3 < E_c3)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
        t24 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, :], t21, 0.0), 4) * tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, :, None], t23, 0.0), 2), axis=3)
        acc25 = acc25 + t24
    tl.store(buf26_ptr + offs_n0[:, None, None, None] * buf26_s0 + offs_n1[None, :, None, None] * buf26_s1 + offs_c0[None, None, :, None] * buf26_s2 + offs_n3[None, None, None, :] * buf26_s3, acc25, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :])


@triton.jit
def kernel_3(buf26_ptr, buf26_s0, buf26_s1, buf26_s2, buf26_s3, m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, buf18_ptr, buf18_s0, buf18_s1, buf18_s2, buf18_s3, buf34_ptr, buf34_s0, buf34_s1, buf34_s2, buf34_s3, E_c2, E_n1, E_n2, E_n3, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c2: tl.constexpr):
    # writes buf34: Combine over grid k.0@0[2]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n3 = tl.arange(0, F_n3)
    t27 = tl.load(buf26_ptr + offs_c2[:, None, None, None] * buf26_s0 + offs_n1[None, :, None, None] * buf26_s1 + offs_n2[None, None, :, None] * buf26_s2 + offs_n3[None, None, None, :] * buf26_s3, mask=(offs_c2 < E_c2)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t28 = tl.load(m1_ptr + offs_n2[None, None, :, None] * m1_s2 + offs_n2[None, None, None, :] * m1_s3, mask=(offs_n2 < E_n2)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0)
    t29 = tl.load(buf18_ptr + offs_c2[:, None, None, None] * buf18_s0 + offs_n1[None, :, None, None] * buf18_s1 + offs_n2[None, None, :, None] * buf18_s2 + offs_n2[None, None, None, :] * buf18_s3, mask=(offs_c2 < E_c2)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t30 = tl.where(t28, -float("inf"), t29)
    t31 = tl.max(tl.where((offs_n2 < E_n2)[None, None, None, :], t30, -float('inf')), axis=3, keep_dims=True)
    t32 = tl.exp(t31)
    t33 = (t27) / (t32)
    tl.store(buf34_ptr + offs_c2[:, None, None, None] * buf34_s0 + offs_n1[None, :, None, None] * buf34_s1 + offs_n2[None, None, :, None] * buf34_s2 + offs_n3[None, None, None, :] * buf34_s3, t33, mask=(offs_c2 < E_c2)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :])


@triton.jit
def kernel_4(m8_ptr, m8_s0, m8_s1, m8_s2, m8_s3, m10_ptr, m10_s0, m10_s1, m10_s2, m10_s3, states41_ptr, states41_s0, states41_s1, states41_s2, states41_s3, states41_s4, states41_s5, states42_ptr, states42_s0, states42_s1, states42_s2, states42_s3, states42_s4, states42_s5, E_c4, E_c5, E_n0, E_n2, F_n0: tl.constexpr, F_n2: tl.constexpr, T_c4: tl.constexpr, T_c5: tl.constexpr):
    # stores states41, states42: Collect over loop k.3[16]
    pid = tl.program_id(0)
    i_c5 = pid % tl.cdiv(E_c5, T_c5)
    pid = pid // tl.cdiv(E_c5, T_c5)
    offs_c5 = i_c5 * T_c5 + tl.arange(0, T_c5)
    i_c4 = pid % tl.cdiv(E_c4, T_c4)
    pid = pid // tl.cdiv(E_c4, T_c4)
    offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n2 = tl.arange(0, F_n2)
    t37 = tl.load(m8_ptr + offs_n0[:, None, None, None] * m8_s0 + offs_c5[None, :, None, None] * m8_s1 + offs_n2[None, None, :, None] * m8_s2 + offs_c4[None, None, None, :] * m8_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c5 < E_c5)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_c4 < E_c4)[None, None, None, :], other=0).to(tl.float32)
    t38 = tl.load(m10_ptr + offs_n0[:, None, None, None] * m10_s0 + offs_c5[None, :, None, None] * m10_s1 + offs_c4[None, None, :, None] * m10_s2 + offs_n2[None, None, None, :] * m10_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c5 < E_c5)[None, :, None, None] & (offs_c4 < E_c4)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t39 = tl.sum(tl.expand_dims(tl.where((offs_c4 < E_c4)[None, None, None, :], t37, 0.0), 4) * tl.expand_dims(tl.where((offs_c4 < E_c4)[None, None, :, None], t38, 0.0), 2), axis=3)
    t40 = (t39) * (0.25)
    tl.store(states41_ptr + i_c5 * states41_s0 + i_c4 * states41_s1 + tl.arange(0, F_n0)[:, None, None, None] * states41_s2 + tl.arange(0, T_c5)[None, :, None, None] * states41_s3 + tl.arange(0, F_n2)[None, None, :, None] * states41_s4 + tl.arange(0, F_n2)[None, None, None, :] * states41_s5 + tl.zeros([F_n0, T_c5, F_n2, F_n2], tl.int32), t39)
    tl.store(states42_ptr + i_c5 * states42_s0 + i_c4 * states42_s1 + tl.arange(0, F_n0)[:, None, None, None] * states42_s2 + tl.arange(0, T_c5)[None, :, None, None] * states42_s3 + tl.arange(0, F_n2)[None, None, :, None] * states42_s4 + tl.arange(0, F_n2)[None, None, None, :] * states42_s5 + tl.zeros([F_n0, T_c5, F_n2, F_n2], tl.int32), t40)


@triton.jit
def kernel_5(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, states41_ptr, states41_s0, states41_s1, states41_s2, states41_s3, states41_s4, states41_s5, states42_ptr, states42_s0, states42_s1, states42_s2, states42_s3, states42_s4, states42_s5, buf49_ptr, buf49_s0, buf49_s1, buf49_s2, buf49_s3, E_c4, E_c5, E_n0, E_n2, F_n0: tl.constexpr, F_n2: tl.constexpr, T_c4: tl.constexpr, T_c5: tl.constexpr):
    # writes buf49: Combine over grid k.1@1[4]
    pid = tl.program_id(0)
    i_c5 = pid % tl.cdiv(E_c5, T_c5)
    pid = pid // tl.cdiv(E_c5, T_c5)
    offs_c5 = i_c5 * T_c5 + tl.arange(0, T_c5)
    offs_one = tl.arange(0, 1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n0 = tl.arange(0, F_n0)
    t36 = tl.load(m1_ptr + offs_n2[None, None, :, None] * m1_s2 + offs_n2[None, None, None, :] * m1_s3, mask=(offs_n2 < E_n2)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0)
    acc45 = tl.full([F_n0, T_c5, F_n2, F_n2], 0.0, tl.float32)
    acc46 = tl.full([F_n0, T_c5, F_n2, F_n2], 0.0, tl.float32)
    for i_c4 in range(0, tl.cdiv(E_c4, T_c4)):
        offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)

        t43 = tl.load(states41_ptr + i_c5 * states41_s0 + i_c4 * states41_s1 + tl.arange(0, F_n0)[:, None, None, None] * states41_s2 + tl.arange(0, T_c5)[None, :, None, None] * states41_s3 + tl.arange(0, F_n2)[None, None, :, None] * states41_s4 + tl.arange(0, F_n2)[None, None, None, :] * states41_s5 + tl.zeros([F_n0, T_c5, F_n2, F_n2], tl.int32))
        t44 = tl.load(states42_ptr + i_c5 * states42_s0 + i_c4 * states42_s1 + tl.arange(0, F_n0)[:, None, None, None] * states42_s2 + tl.arange(0, T_c5)[None, :, None, None] * states42_s3 + tl.arange(0, F_n2)[None, None, :, None] * states42_s4 + tl.arange(0, F_n2)[None, None, None, :] * states42_s5 + tl.zeros([F_n0, T_c5, F_n2, F_n2], tl.int32))
        acc45 = acc45 + t43
        acc46 = acc46 + t44
    t47 = tl.where(t36, -float("inf"), acc45)
    t48 = tl.max(tl.where((offs_n2 < E_n2)[None, None, None, :], t47, -float('inf')), axis=3, keep_dims=True)
    tl.store(buf49_ptr + offs_n0[:, None, None, None] * buf49_s0 + offs_c5[None, :, None, None] * buf49_s1 + offs_n2[None, None, :, None] * buf49_s2, t48, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c5 < E_c5)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None])


@triton.jit
def kernel_6(buf49_ptr, buf49_s0, buf49_s1, buf49_s2, buf49_s3, buf52_ptr, buf52_s0, buf52_s1, buf52_s2, buf52_s3, E_c5, E_n0, E_n2, F_n0: tl.constexpr, F_n2: tl.constexpr, T_c5: tl.constexpr):
    # writes buf52: Combine over grid k.1@1[4]
    pid = tl.program_id(0)
    i_c5 = pid % tl.cdiv(E_c5, T_c5)
    pid = pid // tl.cdiv(E_c5, T_c5)
    offs_c5 = i_c5 * T_c5 + tl.arange(0, T_c5)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n2 = tl.arange(0, F_n2)
    t50 = tl.load(buf49_ptr + offs_n0[:, None, None, None] * buf49_s0 + offs_c5[None, :, None, None] * buf49_s1 + offs_n2[None, None, :, None] * buf49_s2, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c5 < E_c5)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None], other=0).to(tl.float32)
    t51 = (t50) * (0.25)
    tl.store(buf52_ptr + offs_n0[:, None, None, None] * buf52_s0 + offs_c5[None, :, None, None] * buf52_s1 + offs_n2[None, None, :, None] * buf52_s2, t51, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c5 < E_c5)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None])


@triton.jit
def kernel_7(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, buf18_ptr, buf18_s0, buf18_s1, buf18_s2, buf18_s3, buf62_ptr, buf62_s0, buf62_s1, buf62_s2, buf62_s3, E_c3, E_c5, E_n0, E_n2, F_n0: tl.constexpr, F_n2: tl.constexpr, T_c3: tl.constexpr, T_c5: tl.constexpr):
    # writes buf62: Combine over grid k.1@1[4]
    pid = tl.program_id(0)
    i_c5 = pid % tl.cdiv(E_c5, T_c5)
    pid = pid // tl.cdiv(E_c5, T_c5)
    offs_c5 = i_c5 * T_c5 + tl.arange(0, T_c5)
    offs_one = tl.arange(0, 1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n0 = tl.arange(0, F_n0)
    acc61 = tl.full([F_n0, T_c5, F_n2, 1], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t56 = tl.load(m1_ptr + offs_n2[None, None, :, None] * m1_s2 + offs_c3[None, None, None, :] * m1_s3, mask=(offs_n2 < E_n2)[None, None, :, None] & (offs_c3 < E_c3)[None, None, None, :], other=0)
        t57 = tl.load(buf18_ptr + offs_n0[:, None, None, None] * buf18_s0 + offs_c5[None, :, None, None] * buf18_s1 + offs_n2[None, None, :, None] * buf18_s2 + offs_c3[None, None, None, :] * buf18_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c5 < E_c5)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
        t58 = tl.where(t56, -float("inf"), t57)
        t59 = tl.exp(t58)
        t60 = tl.sum(tl.where((offs_c3 < E_c3)[None, None, None, :], t59, 0.0), axis=3, keep_dims=True)
        acc61 = acc61 + t60
    tl.store(buf62_ptr + offs_n0[:, None, None, None] * buf62_s0 + offs_c5[None, :, None, None] * buf62_s1 + offs_n2[None, None, :, None] * buf62_s2, acc61, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c5 < E_c5)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None])


@triton.jit
def kernel_8(buf52_ptr, buf52_s0, buf52_s1, buf52_s2, buf52_s3, buf62_ptr, buf62_s0, buf62_s1, buf62_s2, buf62_s3, buf65_ptr, buf65_s0, buf65_s1, buf65_s2, buf65_s3, E_c5, E_n0, E_n2, F_n0: tl.constexpr, F_n2: tl.constexpr, T_c5: tl.constexpr):
    # writes buf65: Combine over grid k.1@1[4]
    pid = tl.program_id(0)
    i_c5 = pid % tl.cdiv(E_c5, T_c5)
    pid = pid // tl.cdiv(E_c5, T_c5)
    offs_c5 = i_c5 * T_c5 + tl.arange(0, T_c5)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n2 = tl.arange(0, F_n2)
    t53 = tl.load(buf52_ptr + offs_n0[:, None, None, None] * buf52_s0 + offs_c5[None, :, None, None] * buf52_s1 + offs_n2[None, None, :, None] * buf52_s2, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c5 < E_c5)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None], other=0).to(tl.float32)
    t54 = tl.exp(t53)
    t55 = 1.0 / (t54)
    t63 = tl.load(buf62_ptr + offs_n0[:, None, None, None] * buf62_s0 + offs_c5[None, :, None, None] * buf62_s1 + offs_n2[None, None, :, None] * buf62_s2, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c5 < E_c5)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None], other=0).to(tl.float32)
    t64 = (t55) * (t63)
    tl.store(buf65_ptr + offs_n0[:, None, None, None] * buf65_s0 + offs_c5[None, :, None, None] * buf65_s1 + offs_n2[None, None, :, None] * buf65_s2, t64, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c5 < E_c5)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None])


@triton.jit
def kernel_9(buf34_ptr, buf34_s0, buf34_s1, buf34_s2, buf34_s3, buf65_ptr, buf65_s0, buf65_s1, buf65_s2, buf65_s3, buf68_ptr, buf68_s0, buf68_s1, buf68_s2, buf68_s3, E_c0, E_c1, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf68: Combine over grid q.2@2[32], grid v.3@3[16]
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
    t35 = tl.load(buf34_ptr + offs_n0[:, None, None, None] * buf34_s0 + offs_n1[None, :, None, None] * buf34_s1 + offs_c0[None, None, :, None] * buf34_s2 + offs_c1[None, None, None, :] * buf34_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
    t66 = tl.load(buf65_ptr + offs_n0[:, None, None, None] * buf65_s0 + offs_n1[None, :, None, None] * buf65_s1 + offs_c0[None, None, :, None] * buf65_s2, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None], other=0).to(tl.float32)
    t67 = (t35) / (t66)
    tl.store(buf68_ptr + offs_n0[:, None, None, None] * buf68_s0 + offs_n1[None, :, None, None] * buf68_s1 + offs_c0[None, None, :, None] * buf68_s2 + offs_c1[None, None, None, :] * buf68_s3, t67, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :])


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
    kernel_0[(_cdiv(32, T['c0']),)](m8_ptr=m8, m8_s0=m8.stride(0), m8_s1=m8.stride(1), m8_s2=m8.stride(2), m8_s3=m8.stride(3), m10_ptr=m10, m10_s0=m10.stride(0), m10_s1=m10.stride(1), m10_s2=m10.stride(2), m10_s3=m10.stride(3), buf15_ptr=buf15, buf15_s0=buf15.stride(0), buf15_s1=buf15.stride(1), buf15_s2=buf15.stride(2), buf15_s3=buf15.stride(3), E_c0=32, E_c4=16, E_n0=2, E_n1=4, E_n2=32, F_n0=_pow2(2), F_n1=_pow2(4), F_n2=_pow2(32), T_c0=T['c0'], T_c4=T['c4'])
    buf18 = torch.full([2, 4, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(32, T['c0']),)](buf15_ptr=buf15, buf15_s0=buf15.stride(0), buf15_s1=buf15.stride(1), buf15_s2=buf15.stride(2), buf15_s3=buf15.stride(3), buf18_ptr=buf18, buf18_s0=buf18.stride(0), buf18_s1=buf18.stride(1), buf18_s2=buf18.stride(2), buf18_s3=buf18.stride(3), E_c0=32, E_n0=2, E_n1=4, E_n2=32, F_n0=_pow2(2), F_n1=_pow2(4), F_n2=_pow2(32), T_c0=T['c0'])
    m22 = inputs['v']
    buf26 = torch.full([2, 4, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(32, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), buf18_ptr=buf18, buf18_s0=buf18.stride(0), buf18_s1=buf18.stride(1), buf18_s2=buf18.stride(2), buf18_s3=buf18.stride(3), m22_ptr=m22, m22_s0=m22.stride(0), m22_s1=m22.stride(1), m22_s2=m22.stride(2), m22_s3=m22.stride(3), buf26_ptr=buf26, buf26_s0=buf26.stride(0), buf26_s1=buf26.stride(1), buf26_s2=buf26.stride(2), buf26_s3=buf26.stride(3), E_c0=32, E_c3=32, E_n0=2, E_n1=4, E_n3=16, F_n0=_pow2(2), F_n1=_pow2(4), F_n3=_pow2(16), T_c0=T['c0'], T_c3=T['c3'])
    buf34 = torch.full([2, 4, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(2, T['c2']),)](buf26_ptr=buf26, buf26_s0=buf26.stride(0), buf26_s1=buf26.stride(1), buf26_s2=buf26.stride(2), buf26_s3=buf26.stride(3), m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), buf18_ptr=buf18, buf18_s0=buf18.stride(0), buf18_s1=buf18.stride(1), buf18_s2=buf18.stride(2), buf18_s3=buf18.stride(3), buf34_ptr=buf34, buf34_s0=buf34.stride(0), buf34_s1=buf34.stride(1), buf34_s2=buf34.stride(2), buf34_s3=buf34.stride(3), E_c2=2, E_n1=4, E_n2=32, E_n3=16, F_n1=_pow2(4), F_n2=_pow2(32), F_n3=_pow2(16), T_c2=T['c2'])
    states41 = torch.full([_cdiv(4, T['c5']), _cdiv(16, T['c4']), _pow2(2), T['c5'], _pow2(32), _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    states42 = torch.full([_cdiv(4, T['c5']), _cdiv(16, T['c4']), _pow2(2), T['c5'], _pow2(32), _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(_cdiv(4, T['c5']) * _cdiv(16, T['c4']),)](m8_ptr=m8, m8_s0=m8.stride(0), m8_s1=m8.stride(1), m8_s2=m8.stride(2), m8_s3=m8.stride(3), m10_ptr=m10, m10_s0=m10.stride(0), m10_s1=m10.stride(1), m10_s2=m10.stride(2), m10_s3=m10.stride(3), states41_ptr=states41, states41_s0=states41.stride(0), states41_s1=states41.stride(1), states41_s2=states41.stride(2), states41_s3=states41.stride(3), states41_s4=states41.stride(4), states41_s5=states41.stride(5), states42_ptr=states42, states42_s0=states42.stride(0), states42_s1=states42.stride(1), states42_s2=states42.stride(2), states42_s3=states42.stride(3), states42_s4=states42.stride(4), states42_s5=states42.stride(5), E_c4=16, E_c5=4, E_n0=2, E_n2=32, F_n0=_pow2(2), F_n2=_pow2(32), T_c4=T['c4'], T_c5=T['c5'])
    buf49 = torch.full([2, 4, 32, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_5[(_cdiv(4, T['c5']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), states41_ptr=states41, states41_s0=states41.stride(0), states41_s1=states41.stride(1), states41_s2=states41.stride(2), states41_s3=states41.stride(3), states41_s4=states41.stride(4), states41_s5=states41.stride(5), states42_ptr=states42, states42_s0=states42.stride(0), states42_s1=states42.stride(1), states42_s2=states42.stride(2), states42_s3=states42.stride(3), states42_s4=states42.stride(4), states42_s5=states42.stride(5), buf49_ptr=buf49, buf49_s0=buf49.stride(0), buf49_s1=buf49.stride(1), buf49_s2=buf49.stride(2), buf49_s3=buf49.stride(3), E_c4=16, E_c5=4, E_n0=2, E_n2=32, F_n0=_pow2(2), F_n2=_pow2(32), T_c4=T['c4'], T_c5=T['c5'])
    buf52 = torch.full([2, 4, 32, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_6[(_cdiv(4, T['c5']),)](buf49_ptr=buf49, buf49_s0=buf49.stride(0), buf49_s1=buf49.stride(1), buf49_s2=buf49.stride(2), buf49_s3=buf49.stride(3), buf52_ptr=buf52, buf52_s0=buf52.stride(0), buf52_s1=buf52.stride(1), buf52_s2=buf52.stride(2), buf52_s3=buf52.stride(3), E_c5=4, E_n0=2, E_n2=32, F_n0=_pow2(2), F_n2=_pow2(32), T_c5=T['c5'])
    buf62 = torch.full([2, 4, 32, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_7[(_cdiv(4, T['c5']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), buf18_ptr=buf18, buf18_s0=buf18.stride(0), buf18_s1=buf18.stride(1), buf18_s2=buf18.stride(2), buf18_s3=buf18.stride(3), buf62_ptr=buf62, buf62_s0=buf62.stride(0), buf62_s1=buf62.stride(1), buf62_s2=buf62.stride(2), buf62_s3=buf62.stride(3), E_c3=32, E_c5=4, E_n0=2, E_n2=32, F_n0=_pow2(2), F_n2=_pow2(32), T_c3=T['c3'], T_c5=T['c5'])
    buf65 = torch.full([2, 4, 32, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_8[(_cdiv(4, T['c5']),)](buf52_ptr=buf52, buf52_s0=buf52.stride(0), buf52_s1=buf52.stride(1), buf52_s2=buf52.stride(2), buf52_s3=buf52.stride(3), buf62_ptr=buf62, buf62_s0=buf62.stride(0), buf62_s1=buf62.stride(1), buf62_s2=buf62.stride(2), buf62_s3=buf62.stride(3), buf65_ptr=buf65, buf65_s0=buf65.stride(0), buf65_s1=buf65.stride(1), buf65_s2=buf65.stride(2), buf65_s3=buf65.stride(3), E_c5=4, E_n0=2, E_n2=32, F_n0=_pow2(2), F_n2=_pow2(32), T_c5=T['c5'])
    buf68 = torch.full([2, 4, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_9[(_cdiv(32, T['c0']) * _cdiv(16, T['c1']),)](buf34_ptr=buf34, buf34_s0=buf34.stride(0), buf34_s1=buf34.stride(1), buf34_s2=buf34.stride(2), buf34_s3=buf34.stride(3), buf65_ptr=buf65, buf65_s0=buf65.stride(0), buf65_s1=buf65.stride(1), buf65_s2=buf65.stride(2), buf65_s3=buf65.stride(3), buf68_ptr=buf68, buf68_s0=buf68.stride(0), buf68_s1=buf68.stride(1), buf68_s2=buf68.stride(2), buf68_s3=buf68.stride(3), E_c0=32, E_c1=16, E_n0=2, E_n1=4, F_n0=_pow2(2), F_n1=_pow2(4), T_c0=T['c0'], T_c1=T['c1'])
    return buf68


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
