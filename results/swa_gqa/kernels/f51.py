"""swa_gqa [small], candidate 51: 8 kernel(s)

Rendered by EqiForge from candidate 51 of swa_gqa [small]: store(k.3[16]) ; store(k.3[16]) ; grid(k.2@2) loop(k.3[16]: sum, stored) ; grid() loop(k.2[32]: rescale) {loop(k.3[16]: sum, stored)} ; store(k.3[16]) ; grid(q.1@1) loop(k.2[32]: rescale) {loop(k.3[16]: sum, stored)} ; grid(q.1@1) ; grid(k.2@2)
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid k.2@2[32]
    c1: loop k.2[32]
    c2: loop k.3[16]
    c3: grid q.1@1[4]

Run it on its own: `python kernels/f51.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/swa_gqa.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 16, "c1": 16, "c2": 8, "c3": 2}


@triton.jit
def kernel_0(m12_ptr, m12_s0, m12_s1, m12_s2, m12_s3, m14_ptr, m14_s0, m14_s1, m14_s2, m14_s3, states21_ptr, states21_s0, states21_s1, states21_s2, states21_s3, states21_s4, states21_s5, E_c1, E_c2, E_n0, E_n1, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n3: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # stores states21: Collect over loop k.3[16]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n3 = tl.arange(0, F_n3)
    t13 = tl.load(m12_ptr + offs_n0[:, None, None, None] * m12_s0 + offs_n1[None, :, None, None] * m12_s1 + offs_n3[None, None, :, None] * m12_s2 + offs_c2[None, None, None, :] * m12_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n3 < E_n3)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
    t19 = tl.load(m14_ptr + offs_n0[:, None, None, None] * m14_s0 + offs_n1[None, :, None, None] * m14_s1 + offs_c2[None, None, :, None] * m14_s2 + offs_c1[None, None, None, :] * m14_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
    t20 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :], t13, 0.0), 4) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :, None], t19, 0.0), 2), axis=3)
    tl.store(states21_ptr + i_c1 * states21_s0 + i_c2 * states21_s1 + tl.arange(0, F_n0)[:, None, None, None] * states21_s2 + tl.arange(0, F_n1)[None, :, None, None] * states21_s3 + tl.arange(0, F_n3)[None, None, :, None] * states21_s4 + tl.arange(0, T_c1)[None, None, None, :] * states21_s5 + tl.zeros([F_n0, F_n1, F_n3, T_c1], tl.int32), t20)


@triton.jit
def kernel_1(m12_ptr, m12_s0, m12_s1, m12_s2, m12_s3, m14_ptr, m14_s0, m14_s1, m14_s2, m14_s3, states33_ptr, states33_s0, states33_s1, states33_s2, states33_s3, states33_s4, states33_s5, E_c0, E_c2, E_n0, E_n1, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n3: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # stores states33: Collect over loop k.3[16]
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
    offs_n3 = tl.arange(0, F_n3)
    t30 = tl.load(m12_ptr + offs_n0[:, None, None, None] * m12_s0 + offs_n1[None, :, None, None] * m12_s1 + offs_c0[None, None, :, None] * m12_s2 + offs_c2[None, None, None, :] * m12_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
    t31 = tl.load(m14_ptr + offs_n0[:, None, None, None] * m14_s0 + offs_n1[None, :, None, None] * m14_s1 + offs_c2[None, None, :, None] * m14_s2 + offs_n3[None, None, None, :] * m14_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t32 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :], t30, 0.0), 4) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :, None], t31, 0.0), 2), axis=3)
    tl.store(states33_ptr + i_c0 * states33_s0 + i_c2 * states33_s1 + tl.arange(0, F_n0)[:, None, None, None] * states33_s2 + tl.arange(0, F_n1)[None, :, None, None] * states33_s3 + tl.arange(0, T_c0)[None, None, :, None] * states33_s4 + tl.arange(0, F_n3)[None, None, None, :] * states33_s5 + tl.zeros([F_n0, F_n1, T_c0, F_n3], tl.int32), t32)


@triton.jit
def kernel_2(states33_ptr, states33_s0, states33_s1, states33_s2, states33_s3, states33_s4, states33_s5, buf37_ptr, buf37_s0, buf37_s1, buf37_s2, buf37_s3, E_c0, E_c2, E_n0, E_n1, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n3: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # writes buf37: Combine over grid k.2@2[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n3 = tl.arange(0, F_n3)
    acc35 = tl.full([F_n0, F_n1, T_c0, F_n3], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t34 = tl.load(states33_ptr + i_c0 * states33_s0 + i_c2 * states33_s1 + tl.arange(0, F_n0)[:, None, None, None] * states33_s2 + tl.arange(0, F_n1)[None, :, None, None] * states33_s3 + tl.arange(0, T_c0)[None, None, :, None] * states33_s4 + tl.arange(0, F_n3)[None, None, None, :] * states33_s5 + tl.zeros([F_n0, F_n1, T_c0, F_n3], tl.int32))
        acc35 = acc35 + t34
    t36 = (acc35) * (0.25)
    tl.store(buf37_ptr + offs_n0[:, None, None, None] * buf37_s0 + offs_n1[None, :, None, None] * buf37_s1 + offs_c0[None, None, :, None] * buf37_s2 + offs_n3[None, None, None, :] * buf37_s3, t36, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :])


@triton.jit
def kernel_3(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m9_ptr, m9_s0, m9_s1, m9_s2, m9_s3, states21_ptr, states21_s0, states21_s1, states21_s2, states21_s3, states21_s4, states21_s5, buf37_ptr, buf37_s0, buf37_s1, buf37_s2, buf37_s3, m43_ptr, m43_s0, m43_s1, m43_s2, m43_s3, buf54_ptr, buf54_s0, buf54_s1, buf54_s2, buf54_s3, buf55_ptr, buf55_s0, buf55_s1, buf55_s2, buf55_s3, E_c1, E_c2, E_n0, E_n1, E_n2, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf54, buf55: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n3 = tl.arange(0, F_n3)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    acc49 = tl.full([F_n0, F_n1, F_n3, 1], -float('inf'), tl.float32)
    acc50 = tl.full([F_n0, F_n1, F_n3, F_n2], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t8 = tl.load(m1_ptr + offs_n3[None, None, :, None] * m1_s2 + offs_c1[None, None, None, :] * m1_s3, mask=(offs_n3 < E_n3)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0)
        t11 = tl.load(m9_ptr + offs_n3[None, None, :, None] * m9_s2 + offs_c1[None, None, None, :] * m9_s3, mask=(offs_n3 < E_n3)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0)
        acc23 = tl.full([F_n0, F_n1, F_n3, T_c1], 0.0, tl.float32)
        for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
            offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

            t22 = tl.load(states21_ptr + i_c1 * states21_s0 + i_c2 * states21_s1 + tl.arange(0, F_n0)[:, None, None, None] * states21_s2 + tl.arange(0, F_n1)[None, :, None, None] * states21_s3 + tl.arange(0, F_n3)[None, None, :, None] * states21_s4 + tl.arange(0, T_c1)[None, None, None, :] * states21_s5 + tl.zeros([F_n0, F_n1, F_n3, T_c1], tl.int32))
            acc23 = acc23 + t22
        t24 = tl.where(t11, -float("inf"), acc23)
        t25 = tl.where(t8, -float("inf"), t24)
        t26 = tl.max(tl.where((offs_c1 < E_c1)[None, None, None, :], t25, -float('inf')), axis=3, keep_dims=True)
        t27 = (t26) * (0.25)
        t28 = -float("inf") - (t27)
        t29 = tl.exp(t28)
        t38 = tl.load(buf37_ptr + offs_n0[:, None, None, None] * buf37_s0 + offs_n1[None, :, None, None] * buf37_s1 + offs_n3[None, None, :, None] * buf37_s2 + offs_c1[None, None, None, :] * buf37_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n3 < E_n3)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
        t39 = t38 - (t27)
        t40 = tl.where(t11, t28, t39)
        t41 = tl.exp(t40)
        t42 = tl.where(t8, t29, t41)
        t47 = tl.load(m43_ptr + offs_n0[:, None, None, None] * m43_s0 + offs_n1[None, :, None, None] * m43_s1 + offs_c1[None, None, :, None] * m43_s2 + offs_n2[None, None, None, :] * m43_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
        t48 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, :], t42, 0.0), 4) * tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, :, None], t47, 0.0), 2), axis=3)
        m51 = tl.maximum(acc49, t27)
        r52 = tl.where(acc49 == -float("inf"), 0.0, tl.exp(acc49 - m51))
        r53 = tl.where(t27 == -float("inf"), 0.0, tl.exp(t27 - m51))
        acc50 = tl.where(acc49 == -float("inf"), 0.0, acc50 * r52) + tl.where(t27 == -float("inf"), 0.0, t48 * r53)
        acc49 = m51
    tl.store(buf54_ptr + offs_n0[:, None, None, None] * buf54_s0 + offs_n1[None, :, None, None] * buf54_s1 + offs_n3[None, None, :, None] * buf54_s2, acc49, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n3 < E_n3)[None, None, :, None])
    tl.store(buf55_ptr + offs_n0[:, None, None, None] * buf55_s0 + offs_n1[None, :, None, None] * buf55_s1 + offs_n3[None, None, :, None] * buf55_s2 + offs_n2[None, None, None, :] * buf55_s3, acc50, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n3 < E_n3)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :])


@triton.jit
def kernel_4(m12_ptr, m12_s0, m12_s1, m12_s2, m12_s3, m14_ptr, m14_s0, m14_s1, m14_s2, m14_s3, states63_ptr, states63_s0, states63_s1, states63_s2, states63_s3, states63_s4, states63_s5, states63_s6, E_c1, E_c2, E_c3, E_n0, E_n3, F_n0: tl.constexpr, F_n3: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # stores states63: Collect over loop k.3[16]
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
    offs_n3 = tl.arange(0, F_n3)
    t60 = tl.load(m12_ptr + offs_n0[:, None, None, None] * m12_s0 + offs_c3[None, :, None, None] * m12_s1 + offs_n3[None, None, :, None] * m12_s2 + offs_c2[None, None, None, :] * m12_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c3 < E_c3)[None, :, None, None] & (offs_n3 < E_n3)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
    t61 = tl.load(m14_ptr + offs_n0[:, None, None, None] * m14_s0 + offs_c3[None, :, None, None] * m14_s1 + offs_c2[None, None, :, None] * m14_s2 + offs_c1[None, None, None, :] * m14_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c3 < E_c3)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
    t62 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :], t60, 0.0), 4) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :, None], t61, 0.0), 2), axis=3)
    tl.store(states63_ptr + i_c3 * states63_s0 + i_c1 * states63_s1 + i_c2 * states63_s2 + tl.arange(0, F_n0)[:, None, None, None] * states63_s3 + tl.arange(0, T_c3)[None, :, None, None] * states63_s4 + tl.arange(0, F_n3)[None, None, :, None] * states63_s5 + tl.arange(0, T_c1)[None, None, None, :] * states63_s6 + tl.zeros([F_n0, T_c3, F_n3, T_c1], tl.int32), t62)


@triton.jit
def kernel_5(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m9_ptr, m9_s0, m9_s1, m9_s2, m9_s3, states63_ptr, states63_s0, states63_s1, states63_s2, states63_s3, states63_s4, states63_s5, states63_s6, buf37_ptr, buf37_s0, buf37_s1, buf37_s2, buf37_s3, buf82_ptr, buf82_s0, buf82_s1, buf82_s2, buf82_s3, E_c1, E_c2, E_c3, E_n0, E_n3, F_n0: tl.constexpr, F_n3: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # writes buf82: Combine over grid q.1@1[4]
    pid = tl.program_id(0)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    offs_one = tl.arange(0, 1)
    offs_n3 = tl.arange(0, F_n3)
    offs_n0 = tl.arange(0, F_n0)
    acc77 = tl.full([F_n0, T_c3, F_n3, 1], -float('inf'), tl.float32)
    acc78 = tl.full([F_n0, T_c3, F_n3, 1], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t58 = tl.load(m1_ptr + offs_n3[None, None, :, None] * m1_s2 + offs_c1[None, None, None, :] * m1_s3, mask=(offs_n3 < E_n3)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0)
        t59 = tl.load(m9_ptr + offs_n3[None, None, :, None] * m9_s2 + offs_c1[None, None, None, :] * m9_s3, mask=(offs_n3 < E_n3)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0)
        acc65 = tl.full([F_n0, T_c3, F_n3, T_c1], 0.0, tl.float32)
        for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
            offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

            t64 = tl.load(states63_ptr + i_c3 * states63_s0 + i_c1 * states63_s1 + i_c2 * states63_s2 + tl.arange(0, F_n0)[:, None, None, None] * states63_s3 + tl.arange(0, T_c3)[None, :, None, None] * states63_s4 + tl.arange(0, F_n3)[None, None, :, None] * states63_s5 + tl.arange(0, T_c1)[None, None, None, :] * states63_s6 + tl.zeros([F_n0, T_c3, F_n3, T_c1], tl.int32))
            acc65 = acc65 + t64
        t66 = tl.where(t59, -float("inf"), acc65)
        t67 = tl.where(t58, -float("inf"), t66)
        t68 = tl.max(tl.where((offs_c1 < E_c1)[None, None, None, :], t67, -float('inf')), axis=3, keep_dims=True)
        t69 = (t68) * (0.25)
        t70 = -float("inf") - (t69)
        t71 = tl.load(buf37_ptr + offs_n0[:, None, None, None] * buf37_s0 + offs_c3[None, :, None, None] * buf37_s1 + offs_n3[None, None, :, None] * buf37_s2 + offs_c1[None, None, None, :] * buf37_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c3 < E_c3)[None, :, None, None] & (offs_n3 < E_n3)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
        t72 = t71 - (t69)
        t73 = tl.where(t59, t70, t72)
        t74 = tl.where(t58, t70, t73)
        t75 = tl.exp(t74)
        t76 = tl.sum(tl.where((offs_c1 < E_c1)[None, None, None, :], t75, 0.0), axis=3, keep_dims=True)
        m79 = tl.maximum(acc77, t69)
        r80 = tl.where(acc77 == -float("inf"), 0.0, tl.exp(acc77 - m79))
        r81 = tl.where(t69 == -float("inf"), 0.0, tl.exp(t69 - m79))
        acc78 = tl.where(acc77 == -float("inf"), 0.0, acc78 * r80) + tl.where(t69 == -float("inf"), 0.0, t76 * r81)
        acc77 = m79
    tl.store(buf82_ptr + offs_n0[:, None, None, None] * buf82_s0 + offs_c3[None, :, None, None] * buf82_s1 + offs_n3[None, None, :, None] * buf82_s2, acc77, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c3 < E_c3)[None, :, None, None] & (offs_n3 < E_n3)[None, None, :, None])


@triton.jit
def kernel_6(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, buf82_ptr, buf82_s0, buf82_s1, buf82_s2, buf82_s3, m9_ptr, m9_s0, m9_s1, m9_s2, m9_s3, buf37_ptr, buf37_s0, buf37_s1, buf37_s2, buf37_s3, buf93_ptr, buf93_s0, buf93_s1, buf93_s2, buf93_s3, E_c3, E_n0, E_n3, F_n0: tl.constexpr, F_n3: tl.constexpr, T_c3: tl.constexpr):
    # writes buf93: Combine over grid q.1@1[4]
    pid = tl.program_id(0)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    offs_one = tl.arange(0, 1)
    offs_n3 = tl.arange(0, F_n3)
    offs_n0 = tl.arange(0, F_n0)
    t57 = tl.load(m1_ptr + offs_n3[None, None, :, None] * m1_s2 + offs_n3[None, None, None, :] * m1_s3, mask=(offs_n3 < E_n3)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0)
    t83 = tl.load(buf82_ptr + offs_n0[:, None, None, None] * buf82_s0 + offs_c3[None, :, None, None] * buf82_s1 + offs_n3[None, None, :, None] * buf82_s2, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c3 < E_c3)[None, :, None, None] & (offs_n3 < E_n3)[None, None, :, None], other=0).to(tl.float32)
    t84 = -float("inf") - (t83)
    t85 = tl.exp(t84)
    t86 = tl.load(m9_ptr + offs_n3[None, None, :, None] * m9_s2 + offs_n3[None, None, None, :] * m9_s3, mask=(offs_n3 < E_n3)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0)
    t87 = tl.load(buf37_ptr + offs_n0[:, None, None, None] * buf37_s0 + offs_c3[None, :, None, None] * buf37_s1 + offs_n3[None, None, :, None] * buf37_s2 + offs_n3[None, None, None, :] * buf37_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c3 < E_c3)[None, :, None, None] & (offs_n3 < E_n3)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t88 = t87 - (t83)
    t89 = tl.exp(t88)
    t90 = tl.where(t86, t85, t89)
    t91 = tl.where(t57, t85, t90)
    t92 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t91, 0.0), axis=3, keep_dims=True)
    tl.store(buf93_ptr + offs_n0[:, None, None, None] * buf93_s0 + offs_c3[None, :, None, None] * buf93_s1 + offs_n3[None, None, :, None] * buf93_s2, t92, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c3 < E_c3)[None, :, None, None] & (offs_n3 < E_n3)[None, None, :, None])


@triton.jit
def kernel_7(buf55_ptr, buf55_s0, buf55_s1, buf55_s2, buf55_s3, buf93_ptr, buf93_s0, buf93_s1, buf93_s2, buf93_s3, buf96_ptr, buf96_s0, buf96_s1, buf96_s2, buf96_s3, E_c0, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr):
    # writes buf96: Combine over grid k.2@2[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t56 = tl.load(buf55_ptr + offs_n0[:, None, None, None] * buf55_s0 + offs_n1[None, :, None, None] * buf55_s1 + offs_c0[None, None, :, None] * buf55_s2 + offs_n2[None, None, None, :] * buf55_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t94 = tl.load(buf93_ptr + offs_n0[:, None, None, None] * buf93_s0 + offs_n1[None, :, None, None] * buf93_s1 + offs_c0[None, None, :, None] * buf93_s2, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None], other=0).to(tl.float32)
    t95 = (t56) / (t94)
    tl.store(buf96_ptr + offs_n0[:, None, None, None] * buf96_s0 + offs_n1[None, :, None, None] * buf96_s1 + offs_c0[None, None, :, None] * buf96_s2 + offs_n2[None, None, None, :] * buf96_s3, t95, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :])


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
    m5 = _iota([32], 0, device)
    m4 = m5.reshape([32, 1])
    m6 = m5.reshape([1, 32])
    m3 = _BINARY["Sub"](m4, m6)
    m7 = torch.tensor(8.0, dtype=torch.float32, device=device)
    m2 = _BINARY["Ge"](m3, m7)
    m1 = m2.reshape([1, 1, 32, 32])
    m10 = _BINARY["Gt"](m6, m4)
    m9 = m10.reshape([1, 1, 32, 32])
    m12 = inputs['q']
    m18 = inputs['k']
    m17 = m18.reshape([2, 2, 1, 32, 16])
    m16 = m17.expand([2, 2, 2, 32, 16])
    m15 = m16.reshape([2, 4, 32, 16])
    m14 = m15.permute([0, 1, 3, 2])
    states21 = torch.full([_cdiv(32, T['c1']), _cdiv(16, T['c2']), _pow2(2), _pow2(4), _pow2(32), T['c1']], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(32, T['c1']) * _cdiv(16, T['c2']),)](m12_ptr=m12, m12_s0=m12.stride(0), m12_s1=m12.stride(1), m12_s2=m12.stride(2), m12_s3=m12.stride(3), m14_ptr=m14, m14_s0=m14.stride(0), m14_s1=m14.stride(1), m14_s2=m14.stride(2), m14_s3=m14.stride(3), states21_ptr=states21, states21_s0=states21.stride(0), states21_s1=states21.stride(1), states21_s2=states21.stride(2), states21_s3=states21.stride(3), states21_s4=states21.stride(4), states21_s5=states21.stride(5), E_c1=32, E_c2=16, E_n0=2, E_n1=4, E_n3=32, F_n0=_pow2(2), F_n1=_pow2(4), F_n3=_pow2(32), T_c1=T['c1'], T_c2=T['c2'])
    states33 = torch.full([_cdiv(32, T['c0']), _cdiv(16, T['c2']), _pow2(2), _pow2(4), T['c0'], _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(32, T['c0']) * _cdiv(16, T['c2']),)](m12_ptr=m12, m12_s0=m12.stride(0), m12_s1=m12.stride(1), m12_s2=m12.stride(2), m12_s3=m12.stride(3), m14_ptr=m14, m14_s0=m14.stride(0), m14_s1=m14.stride(1), m14_s2=m14.stride(2), m14_s3=m14.stride(3), states33_ptr=states33, states33_s0=states33.stride(0), states33_s1=states33.stride(1), states33_s2=states33.stride(2), states33_s3=states33.stride(3), states33_s4=states33.stride(4), states33_s5=states33.stride(5), E_c0=32, E_c2=16, E_n0=2, E_n1=4, E_n3=32, F_n0=_pow2(2), F_n1=_pow2(4), F_n3=_pow2(32), T_c0=T['c0'], T_c2=T['c2'])
    buf37 = torch.full([2, 4, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(32, T['c0']),)](states33_ptr=states33, states33_s0=states33.stride(0), states33_s1=states33.stride(1), states33_s2=states33.stride(2), states33_s3=states33.stride(3), states33_s4=states33.stride(4), states33_s5=states33.stride(5), buf37_ptr=buf37, buf37_s0=buf37.stride(0), buf37_s1=buf37.stride(1), buf37_s2=buf37.stride(2), buf37_s3=buf37.stride(3), E_c0=32, E_c2=16, E_n0=2, E_n1=4, E_n3=32, F_n0=_pow2(2), F_n1=_pow2(4), F_n3=_pow2(32), T_c0=T['c0'], T_c2=T['c2'])
    m46 = inputs['v']
    m45 = m46.reshape([2, 2, 1, 32, 16])
    m44 = m45.expand([2, 2, 2, 32, 16])
    m43 = m44.reshape([2, 4, 32, 16])
    buf54 = torch.full([2, 4, 32, 1], float("nan"), dtype=torch.float32, device=device)
    buf55 = torch.full([2, 4, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(1,)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m9_ptr=m9, m9_s0=m9.stride(0), m9_s1=m9.stride(1), m9_s2=m9.stride(2), m9_s3=m9.stride(3), states21_ptr=states21, states21_s0=states21.stride(0), states21_s1=states21.stride(1), states21_s2=states21.stride(2), states21_s3=states21.stride(3), states21_s4=states21.stride(4), states21_s5=states21.stride(5), buf37_ptr=buf37, buf37_s0=buf37.stride(0), buf37_s1=buf37.stride(1), buf37_s2=buf37.stride(2), buf37_s3=buf37.stride(3), m43_ptr=m43, m43_s0=m43.stride(0), m43_s1=m43.stride(1), m43_s2=m43.stride(2), m43_s3=m43.stride(3), buf54_ptr=buf54, buf54_s0=buf54.stride(0), buf54_s1=buf54.stride(1), buf54_s2=buf54.stride(2), buf54_s3=buf54.stride(3), buf55_ptr=buf55, buf55_s0=buf55.stride(0), buf55_s1=buf55.stride(1), buf55_s2=buf55.stride(2), buf55_s3=buf55.stride(3), E_c1=32, E_c2=16, E_n0=2, E_n1=4, E_n2=16, E_n3=32, F_n0=_pow2(2), F_n1=_pow2(4), F_n2=_pow2(16), F_n3=_pow2(32), T_c1=T['c1'], T_c2=T['c2'])
    states63 = torch.full([_cdiv(4, T['c3']), _cdiv(32, T['c1']), _cdiv(16, T['c2']), _pow2(2), T['c3'], _pow2(32), T['c1']], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(_cdiv(4, T['c3']) * _cdiv(32, T['c1']) * _cdiv(16, T['c2']),)](m12_ptr=m12, m12_s0=m12.stride(0), m12_s1=m12.stride(1), m12_s2=m12.stride(2), m12_s3=m12.stride(3), m14_ptr=m14, m14_s0=m14.stride(0), m14_s1=m14.stride(1), m14_s2=m14.stride(2), m14_s3=m14.stride(3), states63_ptr=states63, states63_s0=states63.stride(0), states63_s1=states63.stride(1), states63_s2=states63.stride(2), states63_s3=states63.stride(3), states63_s4=states63.stride(4), states63_s5=states63.stride(5), states63_s6=states63.stride(6), E_c1=32, E_c2=16, E_c3=4, E_n0=2, E_n3=32, F_n0=_pow2(2), F_n3=_pow2(32), T_c1=T['c1'], T_c2=T['c2'], T_c3=T['c3'])
    buf82 = torch.full([2, 4, 32, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_5[(_cdiv(4, T['c3']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m9_ptr=m9, m9_s0=m9.stride(0), m9_s1=m9.stride(1), m9_s2=m9.stride(2), m9_s3=m9.stride(3), states63_ptr=states63, states63_s0=states63.stride(0), states63_s1=states63.stride(1), states63_s2=states63.stride(2), states63_s3=states63.stride(3), states63_s4=states63.stride(4), states63_s5=states63.stride(5), states63_s6=states63.stride(6), buf37_ptr=buf37, buf37_s0=buf37.stride(0), buf37_s1=buf37.stride(1), buf37_s2=buf37.stride(2), buf37_s3=buf37.stride(3), buf82_ptr=buf82, buf82_s0=buf82.stride(0), buf82_s1=buf82.stride(1), buf82_s2=buf82.stride(2), buf82_s3=buf82.stride(3), E_c1=32, E_c2=16, E_c3=4, E_n0=2, E_n3=32, F_n0=_pow2(2), F_n3=_pow2(32), T_c1=T['c1'], T_c2=T['c2'], T_c3=T['c3'])
    buf93 = torch.full([2, 4, 32, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_6[(_cdiv(4, T['c3']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), buf82_ptr=buf82, buf82_s0=buf82.stride(0), buf82_s1=buf82.stride(1), buf82_s2=buf82.stride(2), buf82_s3=buf82.stride(3), m9_ptr=m9, m9_s0=m9.stride(0), m9_s1=m9.stride(1), m9_s2=m9.stride(2), m9_s3=m9.stride(3), buf37_ptr=buf37, buf37_s0=buf37.stride(0), buf37_s1=buf37.stride(1), buf37_s2=buf37.stride(2), buf37_s3=buf37.stride(3), buf93_ptr=buf93, buf93_s0=buf93.stride(0), buf93_s1=buf93.stride(1), buf93_s2=buf93.stride(2), buf93_s3=buf93.stride(3), E_c3=4, E_n0=2, E_n3=32, F_n0=_pow2(2), F_n3=_pow2(32), T_c3=T['c3'])
    buf96 = torch.full([2, 4, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_7[(_cdiv(32, T['c0']),)](buf55_ptr=buf55, buf55_s0=buf55.stride(0), buf55_s1=buf55.stride(1), buf55_s2=buf55.stride(2), buf55_s3=buf55.stride(3), buf93_ptr=buf93, buf93_s0=buf93.stride(0), buf93_s1=buf93.stride(1), buf93_s2=buf93.stride(2), buf93_s3=buf93.stride(3), buf96_ptr=buf96, buf96_s0=buf96.stride(0), buf96_s1=buf96.stride(1), buf96_s2=buf96.stride(2), buf96_s3=buf96.stride(3), E_c0=32, E_n0=2, E_n1=4, E_n2=16, F_n0=_pow2(2), F_n1=_pow2(4), F_n2=_pow2(16), T_c0=T['c0'])
    return buf96


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
