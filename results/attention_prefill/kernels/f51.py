"""attention_prefill [small], candidate 51: 10 kernel(s)

Rendered by EqiForge from candidate 51 of attention_prefill [small]: grid(q.2@2) loop(k.3[16]: sum) [1 mm] ; grid(q.2@2) ; grid() loop(k.2[32]: rescale) ; store(k.3[16]) ; grid(k.1@1) loop(k.3[16]: sum, stored) ; grid(k.1@1) loop(k.3[16]: sum) [1 mm] ; grid(k.1@1) ; grid() loop(k.2[32]: pair(sum, sum)) ; grid() loop(k.2[32]: rescale) ; grid(k.0@0, k.1@1)
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid k.0@0[2]
    c1: grid k.1@1[4]
    c2: loop k.2[32]
    c3: grid q.2@2[32]
    c4: loop k.3[16]

Run it on its own: `python kernels/f51.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/attention_prefill.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 1, "c1": 2, "c2": 16, "c3": 16, "c4": 8}


@triton.jit
def kernel_0(m8_ptr, m8_s0, m8_s1, m8_s2, m8_s3, m10_ptr, m10_s0, m10_s1, m10_s2, m10_s3, buf15_ptr, buf15_s0, buf15_s1, buf15_s2, buf15_s3, E_c3, E_c4, E_n0, E_n2, E_n3, F_n0: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c3: tl.constexpr, T_c4: tl.constexpr):
    # writes buf15: Combine over grid q.2@2[32]
    pid = tl.program_id(0)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    offs_one = tl.arange(0, 1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n3 = tl.arange(0, F_n3)
    offs_n0 = tl.arange(0, F_n0)
    acc14 = tl.full([F_n2, F_n3, T_c3, F_n0], 0.0, tl.float32)
    for i_c4 in range(0, tl.cdiv(E_c4, T_c4)):
        offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)

        t9 = tl.load(m8_ptr + offs_n2[:, None, None, None] * m8_s0 + offs_n3[None, :, None, None] * m8_s1 + offs_c3[None, None, :, None] * m8_s2 + offs_c4[None, None, None, :] * m8_s3, mask=(offs_n2 < E_n2)[:, None, None, None] & (offs_n3 < E_n3)[None, :, None, None] & (offs_c3 < E_c3)[None, None, :, None] & (offs_c4 < E_c4)[None, None, None, :], other=0).to(tl.float32)
        t12 = tl.load(m10_ptr + offs_n2[:, None, None, None] * m10_s0 + offs_n3[None, :, None, None] * m10_s1 + offs_c4[None, None, :, None] * m10_s2 + offs_n0[None, None, None, :] * m10_s3, mask=(offs_n2 < E_n2)[:, None, None, None] & (offs_n3 < E_n3)[None, :, None, None] & (offs_c4 < E_c4)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
        t13 = tl.sum(tl.expand_dims(tl.where((offs_c4 < E_c4)[None, None, None, :], t9, 0.0), 4) * tl.expand_dims(tl.where((offs_c4 < E_c4)[None, None, :, None], t12, 0.0), 2), axis=3)
        acc14 = acc14 + t13
    tl.store(buf15_ptr + offs_n2[:, None, None, None] * buf15_s0 + offs_n3[None, :, None, None] * buf15_s1 + offs_c3[None, None, :, None] * buf15_s2 + offs_n0[None, None, None, :] * buf15_s3, acc14, mask=(offs_n2 < E_n2)[:, None, None, None] & (offs_n3 < E_n3)[None, :, None, None] & (offs_c3 < E_c3)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :])


@triton.jit
def kernel_1(buf15_ptr, buf15_s0, buf15_s1, buf15_s2, buf15_s3, buf18_ptr, buf18_s0, buf18_s1, buf18_s2, buf18_s3, E_c3, E_n0, E_n2, E_n3, F_n0: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c3: tl.constexpr):
    # writes buf18: Combine over grid q.2@2[32]
    pid = tl.program_id(0)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    offs_one = tl.arange(0, 1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n3 = tl.arange(0, F_n3)
    offs_n0 = tl.arange(0, F_n0)
    t16 = tl.load(buf15_ptr + offs_n2[:, None, None, None] * buf15_s0 + offs_n3[None, :, None, None] * buf15_s1 + offs_c3[None, None, :, None] * buf15_s2 + offs_n0[None, None, None, :] * buf15_s3, mask=(offs_n2 < E_n2)[:, None, None, None] & (offs_n3 < E_n3)[None, :, None, None] & (offs_c3 < E_c3)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t17 = (t16) * (0.25)
    tl.store(buf18_ptr + offs_n2[:, None, None, None] * buf18_s0 + offs_n3[None, :, None, None] * buf18_s1 + offs_c3[None, None, :, None] * buf18_s2 + offs_n0[None, None, None, :] * buf18_s3, t17, mask=(offs_n2 < E_n2)[:, None, None, None] & (offs_n3 < E_n3)[None, :, None, None] & (offs_c3 < E_c3)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :])


@triton.jit
def kernel_2(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, buf18_ptr, buf18_s0, buf18_s1, buf18_s2, buf18_s3, m22_ptr, m22_s0, m22_s1, m22_s2, m22_s3, buf44_ptr, buf44_s0, buf44_s1, buf44_s2, buf44_s3, buf45_ptr, buf45_s0, buf45_s1, buf45_s2, buf45_s3, E_c2, E_n0, E_n1, E_n2, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c2: tl.constexpr):
    # writes buf44, buf45: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n2 = tl.arange(0, F_n2)
    offs_n3 = tl.arange(0, F_n3)
    offs_n1 = tl.arange(0, F_n1)
    acc39 = tl.full([F_n2, F_n3, F_n0, 1], -float('inf'), tl.float32)
    acc40 = tl.full([F_n2, F_n3, F_n0, F_n1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t29 = tl.load(m1_ptr + offs_n0[None, None, :, None] * m1_s2 + offs_c2[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0)
        t30 = tl.load(buf18_ptr + offs_n2[:, None, None, None] * buf18_s0 + offs_n3[None, :, None, None] * buf18_s1 + offs_n0[None, None, :, None] * buf18_s2 + offs_c2[None, None, None, :] * buf18_s3, mask=(offs_n2 < E_n2)[:, None, None, None] & (offs_n3 < E_n3)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
        t31 = tl.where(t29, -float("inf"), t30)
        t32 = tl.max(tl.where((offs_c2 < E_c2)[None, None, None, :], t31, -float('inf')), axis=3, keep_dims=True)
        t33 = tl.exp(t31)
        t34 = tl.load(m22_ptr + offs_n2[:, None, None, None] * m22_s0 + offs_n3[None, :, None, None] * m22_s1 + offs_c2[None, None, :, None] * m22_s2 + offs_n1[None, None, None, :] * m22_s3, mask=(offs_n2 < E_n2)[:, None, None, None] & (offs_n3 < E_n3)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
        t35 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :], t33, 0.0), 4) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :, None], t34, 0.0), 2), axis=3)
        t36 = tl.exp(t32)
        t37 = 1.0 / (t36)
        t38 = (t35) * (t37)
        m41 = tl.maximum(acc39, t32)
        r42 = tl.where(acc39 == -float("inf"), 0.0, tl.exp(acc39 - m41))
        r43 = tl.where(t32 == -float("inf"), 0.0, tl.exp(t32 - m41))
        acc40 = tl.where(acc39 == -float("inf"), 0.0, acc40 * r42) + tl.where(t32 == -float("inf"), 0.0, t38 * r43)
        acc39 = m41
    tl.store(buf44_ptr + offs_n2[:, None, None, None] * buf44_s0 + offs_n3[None, :, None, None] * buf44_s1 + offs_n0[None, None, :, None] * buf44_s2, acc39, mask=(offs_n2 < E_n2)[:, None, None, None] & (offs_n3 < E_n3)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None])
    tl.store(buf45_ptr + offs_n2[:, None, None, None] * buf45_s0 + offs_n3[None, :, None, None] * buf45_s1 + offs_n0[None, None, :, None] * buf45_s2 + offs_n1[None, None, None, :] * buf45_s3, acc40, mask=(offs_n2 < E_n2)[:, None, None, None] & (offs_n3 < E_n3)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :])


@triton.jit
def kernel_3(m8_ptr, m8_s0, m8_s1, m8_s2, m8_s3, m10_ptr, m10_s0, m10_s1, m10_s2, m10_s3, states54_ptr, states54_s0, states54_s1, states54_s2, states54_s3, states54_s4, states54_s5, E_c1, E_c4, E_n0, E_n2, F_n0: tl.constexpr, F_n2: tl.constexpr, T_c1: tl.constexpr, T_c4: tl.constexpr):
    # stores states54: Collect over loop k.3[16]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    i_c4 = pid % tl.cdiv(E_c4, T_c4)
    pid = pid // tl.cdiv(E_c4, T_c4)
    offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)
    offs_one = tl.arange(0, 1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n0 = tl.arange(0, F_n0)
    t51 = tl.load(m8_ptr + offs_n2[:, None, None, None] * m8_s0 + offs_c1[None, :, None, None] * m8_s1 + offs_n0[None, None, :, None] * m8_s2 + offs_c4[None, None, None, :] * m8_s3, mask=(offs_n2 < E_n2)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_c4 < E_c4)[None, None, None, :], other=0).to(tl.float32)
    t52 = tl.load(m10_ptr + offs_n2[:, None, None, None] * m10_s0 + offs_c1[None, :, None, None] * m10_s1 + offs_c4[None, None, :, None] * m10_s2 + offs_n0[None, None, None, :] * m10_s3, mask=(offs_n2 < E_n2)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_c4 < E_c4)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t53 = tl.sum(tl.expand_dims(tl.where((offs_c4 < E_c4)[None, None, None, :], t51, 0.0), 4) * tl.expand_dims(tl.where((offs_c4 < E_c4)[None, None, :, None], t52, 0.0), 2), axis=3)
    tl.store(states54_ptr + i_c1 * states54_s0 + i_c4 * states54_s1 + tl.arange(0, F_n2)[:, None, None, None] * states54_s2 + tl.arange(0, T_c1)[None, :, None, None] * states54_s3 + tl.arange(0, F_n0)[None, None, :, None] * states54_s4 + tl.arange(0, F_n0)[None, None, None, :] * states54_s5 + tl.zeros([F_n2, T_c1, F_n0, F_n0], tl.int32), t53)


@triton.jit
def kernel_4(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, states54_ptr, states54_s0, states54_s1, states54_s2, states54_s3, states54_s4, states54_s5, buf60_ptr, buf60_s0, buf60_s1, buf60_s2, buf60_s3, E_c1, E_c4, E_n0, E_n2, F_n0: tl.constexpr, F_n2: tl.constexpr, T_c1: tl.constexpr, T_c4: tl.constexpr):
    # writes buf60: Combine over grid k.1@1[4]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n2 = tl.arange(0, F_n2)
    t50 = tl.load(m1_ptr + offs_n0[None, None, :, None] * m1_s2 + offs_n0[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0)
    acc56 = tl.full([F_n2, T_c1, F_n0, F_n0], 0.0, tl.float32)
    for i_c4 in range(0, tl.cdiv(E_c4, T_c4)):
        offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)

        t55 = tl.load(states54_ptr + i_c1 * states54_s0 + i_c4 * states54_s1 + tl.arange(0, F_n2)[:, None, None, None] * states54_s2 + tl.arange(0, T_c1)[None, :, None, None] * states54_s3 + tl.arange(0, F_n0)[None, None, :, None] * states54_s4 + tl.arange(0, F_n0)[None, None, None, :] * states54_s5 + tl.zeros([F_n2, T_c1, F_n0, F_n0], tl.int32))
        acc56 = acc56 + t55
    t57 = (acc56) * (0.25)
    t58 = tl.where(t50, -float("inf"), t57)
    t59 = tl.max(tl.where((offs_n0 < E_n0)[None, None, None, :], t58, -float('inf')), axis=3, keep_dims=True)
    tl.store(buf60_ptr + offs_n2[:, None, None, None] * buf60_s0 + offs_c1[None, :, None, None] * buf60_s1 + offs_n0[None, None, :, None] * buf60_s2, t59, mask=(offs_n2 < E_n2)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None])


@triton.jit
def kernel_5(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m8_ptr, m8_s0, m8_s1, m8_s2, m8_s3, m10_ptr, m10_s0, m10_s1, m10_s2, m10_s3, buf73_ptr, buf73_s0, buf73_s1, buf73_s2, buf73_s3, E_c1, E_c4, E_n0, E_n2, F_n0: tl.constexpr, F_n2: tl.constexpr, T_c1: tl.constexpr, T_c4: tl.constexpr):
    # writes buf73: Combine over grid k.1@1[4]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n2 = tl.arange(0, F_n2)
    t64 = tl.load(m1_ptr + offs_n0[None, None, :, None] * m1_s2 + offs_n0[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0)
    acc68 = tl.full([F_n2, T_c1, F_n0, F_n0], 0.0, tl.float32)
    for i_c4 in range(0, tl.cdiv(E_c4, T_c4)):
        offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)

        t65 = tl.load(m8_ptr + offs_n2[:, None, None, None] * m8_s0 + offs_c1[None, :, None, None] * m8_s1 + offs_n0[None, None, :, None] * m8_s2 + offs_c4[None, None, None, :] * m8_s3, mask=(offs_n2 < E_n2)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_c4 < E_c4)[None, None, None, :], other=0).to(tl.float32)
        t66 = tl.load(m10_ptr + offs_n2[:, None, None, None] * m10_s0 + offs_c1[None, :, None, None] * m10_s1 + offs_c4[None, None, :, None] * m10_s2 + offs_n0[None, None, None, :] * m10_s3, mask=(offs_n2 < E_n2)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_c4 < E_c4)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
        t67 = tl.sum(tl.expand_dims(tl.where((offs_c4 < E_c4)[None, None, None, :], t65, 0.0), 4) * tl.expand_dims(tl.where((offs_c4 < E_c4)[None, None, :, None], t66, 0.0), 2), axis=3)
        acc68 = acc68 + t67
    t69 = tl.where(t64, -float("inf"), acc68)
    t70 = (t69) * (0.25)
    t71 = tl.exp(t70)
    t72 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, None, :], t71, 0.0), axis=3, keep_dims=True)
    tl.store(buf73_ptr + offs_n2[:, None, None, None] * buf73_s0 + offs_c1[None, :, None, None] * buf73_s1 + offs_n0[None, None, :, None] * buf73_s2, t72, mask=(offs_n2 < E_n2)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None])


@triton.jit
def kernel_6(buf60_ptr, buf60_s0, buf60_s1, buf60_s2, buf60_s3, buf73_ptr, buf73_s0, buf73_s1, buf73_s2, buf73_s3, buf76_ptr, buf76_s0, buf76_s1, buf76_s2, buf76_s3, E_c1, E_n0, E_n2, F_n0: tl.constexpr, F_n2: tl.constexpr, T_c1: tl.constexpr):
    # writes buf76: Combine over grid k.1@1[4]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n0 = tl.arange(0, F_n0)
    t61 = tl.load(buf60_ptr + offs_n2[:, None, None, None] * buf60_s0 + offs_c1[None, :, None, None] * buf60_s1 + offs_n0[None, None, :, None] * buf60_s2, mask=(offs_n2 < E_n2)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None], other=0).to(tl.float32)
    t62 = tl.exp(t61)
    t63 = 1.0 / (t62)
    t74 = tl.load(buf73_ptr + offs_n2[:, None, None, None] * buf73_s0 + offs_c1[None, :, None, None] * buf73_s1 + offs_n0[None, None, :, None] * buf73_s2, mask=(offs_n2 < E_n2)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None], other=0).to(tl.float32)
    t75 = (t63) * (t74)
    tl.store(buf76_ptr + offs_n2[:, None, None, None] * buf76_s0 + offs_c1[None, :, None, None] * buf76_s1 + offs_n0[None, None, :, None] * buf76_s2, t75, mask=(offs_n2 < E_n2)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None])


@triton.jit
def kernel_7(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, buf18_ptr, buf18_s0, buf18_s1, buf18_s2, buf18_s3, m22_ptr, m22_s0, m22_s1, m22_s2, m22_s3, buf44_ptr, buf44_s0, buf44_s1, buf44_s2, buf44_s3, buf76_ptr, buf76_s0, buf76_s1, buf76_s2, buf76_s3, buf82_ptr, buf82_s0, buf82_s1, buf82_s2, buf82_s3, buf83_ptr, buf83_s0, buf83_s1, buf83_s2, buf83_s3, E_c2, E_n0, E_n1, E_n2, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c2: tl.constexpr):
    # writes buf82, buf83: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n2 = tl.arange(0, F_n2)
    offs_n3 = tl.arange(0, F_n3)
    offs_n1 = tl.arange(0, F_n1)
    t46 = tl.load(buf44_ptr + offs_n2[:, None, None, None] * buf44_s0 + offs_n3[None, :, None, None] * buf44_s1 + offs_n0[None, None, :, None] * buf44_s2, mask=(offs_n2 < E_n2)[:, None, None, None] & (offs_n3 < E_n3)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None], other=0).to(tl.float32)
    t77 = tl.load(buf76_ptr + offs_n2[:, None, None, None] * buf76_s0 + offs_n3[None, :, None, None] * buf76_s1 + offs_n0[None, None, :, None] * buf76_s2, mask=(offs_n2 < E_n2)[:, None, None, None] & (offs_n3 < E_n3)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None], other=0).to(tl.float32)
    t78 = 1.0 / (t77)
    acc80 = tl.full([F_n2, F_n3, F_n0, F_n1], 0.0, tl.float32)
    acc81 = tl.full([F_n2, F_n3, F_n0, F_n1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t7 = tl.load(m1_ptr + offs_n0[None, None, :, None] * m1_s2 + offs_c2[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0)
        t19 = tl.load(buf18_ptr + offs_n2[:, None, None, None] * buf18_s0 + offs_n3[None, :, None, None] * buf18_s1 + offs_n0[None, None, :, None] * buf18_s2 + offs_c2[None, None, None, :] * buf18_s3, mask=(offs_n2 < E_n2)[:, None, None, None] & (offs_n3 < E_n3)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
        t20 = tl.where(t7, -float("inf"), t19)
        t21 = tl.exp(t20)
        t23 = tl.load(m22_ptr + offs_n2[:, None, None, None] * m22_s0 + offs_n3[None, :, None, None] * m22_s1 + offs_c2[None, None, :, None] * m22_s2 + offs_n1[None, None, None, :] * m22_s3, mask=(offs_n2 < E_n2)[:, None, None, None] & (offs_n3 < E_n3)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
        t24 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :], t21, 0.0), 4) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :, None], t23, 0.0), 2), axis=3)
        t25 = tl.max(tl.where((offs_c2 < E_c2)[None, None, None, :], t20, -float('inf')), axis=3, keep_dims=True)
        t26 = tl.exp(t25)
        t27 = 1.0 / (t26)
        t28 = (t24) * (t27)
        t47 = t25 - (t46)
        t48 = tl.exp(t47)
        t49 = (t28) * (t48)
        t79 = (t49) * (t78)
        acc80 = acc80 + t49
        acc81 = acc81 + t79
    tl.store(buf82_ptr + offs_n2[:, None, None, None] * buf82_s0 + offs_n3[None, :, None, None] * buf82_s1 + offs_n0[None, None, :, None] * buf82_s2 + offs_n1[None, None, None, :] * buf82_s3, acc80, mask=(offs_n2 < E_n2)[:, None, None, None] & (offs_n3 < E_n3)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :])
    tl.store(buf83_ptr + offs_n2[:, None, None, None] * buf83_s0 + offs_n3[None, :, None, None] * buf83_s1 + offs_n0[None, None, :, None] * buf83_s2 + offs_n1[None, None, None, :] * buf83_s3, acc81, mask=(offs_n2 < E_n2)[:, None, None, None] & (offs_n3 < E_n3)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :])


@triton.jit
def kernel_8(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, buf18_ptr, buf18_s0, buf18_s1, buf18_s2, buf18_s3, buf101_ptr, buf101_s0, buf101_s1, buf101_s2, buf101_s3, buf102_ptr, buf102_s0, buf102_s1, buf102_s2, buf102_s3, E_c2, E_n0, E_n2, E_n3, F_n0: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c2: tl.constexpr):
    # writes buf101, buf102: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n2 = tl.arange(0, F_n2)
    offs_n3 = tl.arange(0, F_n3)
    acc96 = tl.full([F_n2, F_n3, F_n0, 1], -float('inf'), tl.float32)
    acc97 = tl.full([F_n2, F_n3, F_n0, 1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t85 = tl.load(m1_ptr + offs_n0[None, None, :, None] * m1_s2 + offs_c2[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0)
        t86 = tl.load(buf18_ptr + offs_n2[:, None, None, None] * buf18_s0 + offs_n3[None, :, None, None] * buf18_s1 + offs_n0[None, None, :, None] * buf18_s2 + offs_c2[None, None, None, :] * buf18_s3, mask=(offs_n2 < E_n2)[:, None, None, None] & (offs_n3 < E_n3)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
        t87 = tl.where(t85, -float("inf"), t86)
        t88 = tl.max(tl.where((offs_c2 < E_c2)[None, None, None, :], t87, -float('inf')), axis=3, keep_dims=True)
        t89 = -float("inf") - (t88)
        t90 = tl.exp(t89)
        t91 = tl.exp(t86)
        t92 = tl.exp(t88)
        t93 = (t91) / (t92)
        t94 = tl.where(t85, t90, t93)
        t95 = tl.sum(tl.where((offs_c2 < E_c2)[None, None, None, :], t94, 0.0), axis=3, keep_dims=True)
        m98 = tl.maximum(acc96, t88)
        r99 = tl.where(acc96 == -float("inf"), 0.0, tl.exp(acc96 - m98))
        r100 = tl.where(t88 == -float("inf"), 0.0, tl.exp(t88 - m98))
        acc97 = tl.where(acc96 == -float("inf"), 0.0, acc97 * r99) + tl.where(t88 == -float("inf"), 0.0, t95 * r100)
        acc96 = m98
    tl.store(buf101_ptr + offs_n2[:, None, None, None] * buf101_s0 + offs_n3[None, :, None, None] * buf101_s1 + offs_n0[None, None, :, None] * buf101_s2, acc96, mask=(offs_n2 < E_n2)[:, None, None, None] & (offs_n3 < E_n3)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None])
    tl.store(buf102_ptr + offs_n2[:, None, None, None] * buf102_s0 + offs_n3[None, :, None, None] * buf102_s1 + offs_n0[None, None, :, None] * buf102_s2, acc97, mask=(offs_n2 < E_n2)[:, None, None, None] & (offs_n3 < E_n3)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None])


@triton.jit
def kernel_9(buf82_ptr, buf82_s0, buf82_s1, buf82_s2, buf82_s3, buf102_ptr, buf102_s0, buf102_s1, buf102_s2, buf102_s3, buf105_ptr, buf105_s0, buf105_s1, buf105_s2, buf105_s3, E_c0, E_c1, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf105: Combine over grid k.0@0[2], grid k.1@1[4]
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
    t84 = tl.load(buf82_ptr + offs_c0[:, None, None, None] * buf82_s0 + offs_c1[None, :, None, None] * buf82_s1 + offs_n0[None, None, :, None] * buf82_s2 + offs_n1[None, None, None, :] * buf82_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t103 = tl.load(buf102_ptr + offs_c0[:, None, None, None] * buf102_s0 + offs_c1[None, :, None, None] * buf102_s1 + offs_n0[None, None, :, None] * buf102_s2, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None], other=0).to(tl.float32)
    t104 = (t84) / (t103)
    tl.store(buf105_ptr + offs_c0[:, None, None, None] * buf105_s0 + offs_c1[None, :, None, None] * buf105_s1 + offs_n0[None, None, :, None] * buf105_s2 + offs_n1[None, None, None, :] * buf105_s3, t104, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :])


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
    kernel_0[(_cdiv(32, T['c3']),)](m8_ptr=m8, m8_s0=m8.stride(0), m8_s1=m8.stride(1), m8_s2=m8.stride(2), m8_s3=m8.stride(3), m10_ptr=m10, m10_s0=m10.stride(0), m10_s1=m10.stride(1), m10_s2=m10.stride(2), m10_s3=m10.stride(3), buf15_ptr=buf15, buf15_s0=buf15.stride(0), buf15_s1=buf15.stride(1), buf15_s2=buf15.stride(2), buf15_s3=buf15.stride(3), E_c3=32, E_c4=16, E_n0=32, E_n2=2, E_n3=4, F_n0=_pow2(32), F_n2=_pow2(2), F_n3=_pow2(4), T_c3=T['c3'], T_c4=T['c4'])
    buf18 = torch.full([2, 4, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(32, T['c3']),)](buf15_ptr=buf15, buf15_s0=buf15.stride(0), buf15_s1=buf15.stride(1), buf15_s2=buf15.stride(2), buf15_s3=buf15.stride(3), buf18_ptr=buf18, buf18_s0=buf18.stride(0), buf18_s1=buf18.stride(1), buf18_s2=buf18.stride(2), buf18_s3=buf18.stride(3), E_c3=32, E_n0=32, E_n2=2, E_n3=4, F_n0=_pow2(32), F_n2=_pow2(2), F_n3=_pow2(4), T_c3=T['c3'])
    m22 = inputs['v']
    buf44 = torch.full([2, 4, 32, 1], float("nan"), dtype=torch.float32, device=device)
    buf45 = torch.full([2, 4, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(1,)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), buf18_ptr=buf18, buf18_s0=buf18.stride(0), buf18_s1=buf18.stride(1), buf18_s2=buf18.stride(2), buf18_s3=buf18.stride(3), m22_ptr=m22, m22_s0=m22.stride(0), m22_s1=m22.stride(1), m22_s2=m22.stride(2), m22_s3=m22.stride(3), buf44_ptr=buf44, buf44_s0=buf44.stride(0), buf44_s1=buf44.stride(1), buf44_s2=buf44.stride(2), buf44_s3=buf44.stride(3), buf45_ptr=buf45, buf45_s0=buf45.stride(0), buf45_s1=buf45.stride(1), buf45_s2=buf45.stride(2), buf45_s3=buf45.stride(3), E_c2=32, E_n0=32, E_n1=16, E_n2=2, E_n3=4, F_n0=_pow2(32), F_n1=_pow2(16), F_n2=_pow2(2), F_n3=_pow2(4), T_c2=T['c2'])
    states54 = torch.full([_cdiv(4, T['c1']), _cdiv(16, T['c4']), _pow2(2), T['c1'], _pow2(32), _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(4, T['c1']) * _cdiv(16, T['c4']),)](m8_ptr=m8, m8_s0=m8.stride(0), m8_s1=m8.stride(1), m8_s2=m8.stride(2), m8_s3=m8.stride(3), m10_ptr=m10, m10_s0=m10.stride(0), m10_s1=m10.stride(1), m10_s2=m10.stride(2), m10_s3=m10.stride(3), states54_ptr=states54, states54_s0=states54.stride(0), states54_s1=states54.stride(1), states54_s2=states54.stride(2), states54_s3=states54.stride(3), states54_s4=states54.stride(4), states54_s5=states54.stride(5), E_c1=4, E_c4=16, E_n0=32, E_n2=2, F_n0=_pow2(32), F_n2=_pow2(2), T_c1=T['c1'], T_c4=T['c4'])
    buf60 = torch.full([2, 4, 32, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(_cdiv(4, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), states54_ptr=states54, states54_s0=states54.stride(0), states54_s1=states54.stride(1), states54_s2=states54.stride(2), states54_s3=states54.stride(3), states54_s4=states54.stride(4), states54_s5=states54.stride(5), buf60_ptr=buf60, buf60_s0=buf60.stride(0), buf60_s1=buf60.stride(1), buf60_s2=buf60.stride(2), buf60_s3=buf60.stride(3), E_c1=4, E_c4=16, E_n0=32, E_n2=2, F_n0=_pow2(32), F_n2=_pow2(2), T_c1=T['c1'], T_c4=T['c4'])
    buf73 = torch.full([2, 4, 32, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_5[(_cdiv(4, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m8_ptr=m8, m8_s0=m8.stride(0), m8_s1=m8.stride(1), m8_s2=m8.stride(2), m8_s3=m8.stride(3), m10_ptr=m10, m10_s0=m10.stride(0), m10_s1=m10.stride(1), m10_s2=m10.stride(2), m10_s3=m10.stride(3), buf73_ptr=buf73, buf73_s0=buf73.stride(0), buf73_s1=buf73.stride(1), buf73_s2=buf73.stride(2), buf73_s3=buf73.stride(3), E_c1=4, E_c4=16, E_n0=32, E_n2=2, F_n0=_pow2(32), F_n2=_pow2(2), T_c1=T['c1'], T_c4=T['c4'])
    buf76 = torch.full([2, 4, 32, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_6[(_cdiv(4, T['c1']),)](buf60_ptr=buf60, buf60_s0=buf60.stride(0), buf60_s1=buf60.stride(1), buf60_s2=buf60.stride(2), buf60_s3=buf60.stride(3), buf73_ptr=buf73, buf73_s0=buf73.stride(0), buf73_s1=buf73.stride(1), buf73_s2=buf73.stride(2), buf73_s3=buf73.stride(3), buf76_ptr=buf76, buf76_s0=buf76.stride(0), buf76_s1=buf76.stride(1), buf76_s2=buf76.stride(2), buf76_s3=buf76.stride(3), E_c1=4, E_n0=32, E_n2=2, F_n0=_pow2(32), F_n2=_pow2(2), T_c1=T['c1'])
    buf82 = torch.full([2, 4, 32, 16], float("nan"), dtype=torch.float32, device=device)
    buf83 = torch.full([2, 4, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_7[(1,)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), buf18_ptr=buf18, buf18_s0=buf18.stride(0), buf18_s1=buf18.stride(1), buf18_s2=buf18.stride(2), buf18_s3=buf18.stride(3), m22_ptr=m22, m22_s0=m22.stride(0), m22_s1=m22.stride(1), m22_s2=m22.stride(2), m22_s3=m22.stride(3), buf44_ptr=buf44, buf44_s0=buf44.stride(0), buf44_s1=buf44.stride(1), buf44_s2=buf44.stride(2), buf44_s3=buf44.stride(3), buf76_ptr=buf76, buf76_s0=buf76.stride(0), buf76_s1=buf76.stride(1), buf76_s2=buf76.stride(2), buf76_s3=buf76.stride(3), buf82_ptr=buf82, buf82_s0=buf82.stride(0), buf82_s1=buf82.stride(1), buf82_s2=buf82.stride(2), buf82_s3=buf82.stride(3), buf83_ptr=buf83, buf83_s0=buf83.stride(0), buf83_s1=buf83.stride(1), buf83_s2=buf83.stride(2), buf83_s3=buf83.stride(3), E_c2=32, E_n0=32, E_n1=16, E_n2=2, E_n3=4, F_n0=_pow2(32), F_n1=_pow2(16), F_n2=_pow2(2), F_n3=_pow2(4), T_c2=T['c2'])
    buf101 = torch.full([2, 4, 32, 1], float("nan"), dtype=torch.float32, device=device)
    buf102 = torch.full([2, 4, 32, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_8[(1,)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), buf18_ptr=buf18, buf18_s0=buf18.stride(0), buf18_s1=buf18.stride(1), buf18_s2=buf18.stride(2), buf18_s3=buf18.stride(3), buf101_ptr=buf101, buf101_s0=buf101.stride(0), buf101_s1=buf101.stride(1), buf101_s2=buf101.stride(2), buf101_s3=buf101.stride(3), buf102_ptr=buf102, buf102_s0=buf102.stride(0), buf102_s1=buf102.stride(1), buf102_s2=buf102.stride(2), buf102_s3=buf102.stride(3), E_c2=32, E_n0=32, E_n2=2, E_n3=4, F_n0=_pow2(32), F_n2=_pow2(2), F_n3=_pow2(4), T_c2=T['c2'])
    buf105 = torch.full([2, 4, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_9[(_cdiv(2, T['c0']) * _cdiv(4, T['c1']),)](buf82_ptr=buf82, buf82_s0=buf82.stride(0), buf82_s1=buf82.stride(1), buf82_s2=buf82.stride(2), buf82_s3=buf82.stride(3), buf102_ptr=buf102, buf102_s0=buf102.stride(0), buf102_s1=buf102.stride(1), buf102_s2=buf102.stride(2), buf102_s3=buf102.stride(3), buf105_ptr=buf105, buf105_s0=buf105.stride(0), buf105_s1=buf105.stride(1), buf105_s2=buf105.stride(2), buf105_s3=buf105.stride(3), E_c0=2, E_c1=4, E_n0=32, E_n1=16, F_n0=_pow2(32), F_n1=_pow2(16), T_c0=T['c0'], T_c1=T['c1'])
    return buf105


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
