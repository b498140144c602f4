"""attention_sinks [small], candidate 44: 8 kernel(s)

Rendered by EqiForge from candidate 44 of attention_sinks [small]: store(k.3[16]) ; grid(k.2@3) loop(k.3[16]: sum, stored) ; grid(k.2@3) ; grid() loop(k.2[32]: rescale) ; grid(k.1@1) loop(k.2[32]: rescale) [1 mm] ; grid(k.0@0) ; grid(k.0@0) loop(k.2[32]: rescale) ; grid(k.0@0) loop(k.2[32]: rescale)
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid k.0@0[2]
    c1: loop k.2[32]
    c2: grid k.2@3[32]
    c3: loop k.3[16]
    c4: grid k.1@1[2]

Run it on its own: `python kernels/f44.py` checks it once against PyTorch on random inputs.
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
def kernel_0(m14_ptr, m14_s0, m14_s1, m14_s2, m14_s3, m14_s4, m17_ptr, m17_s0, m17_s1, m17_s2, m17_s3, m17_s4, states22_ptr, states22_s0, states22_s1, states22_s2, states22_s3, states22_s4, states22_s5, states22_s6, E_c2, E_c3, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # stores states22: Collect over loop k.3[16]
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
    t16 = tl.load(m14_ptr + offs_n0[:, None, None, None, None] * m14_s0 + offs_n0[None, :, None, None, None] * m14_s1 + offs_n0[None, None, :, None, None] * m14_s2 + offs_c2[None, None, None, :, None] * m14_s3 + offs_c3[None, None, None, None, :] * m14_s4, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_c2 < E_c2)[None, None, None, :, None] & (offs_c3 < E_c3)[None, None, None, None, :], other=0).to(tl.float32)
    t20 = tl.load(m17_ptr + offs_n0[:, None, None, None, None] * m17_s0 + offs_n0[None, :, None, None, None] * m17_s1 + offs_c3[None, None, None, :, None] * m17_s3 + offs_n1[None, None, None, None, :] * m17_s4, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_c3 < E_c3)[None, None, None, :, None] & (offs_n1 < E_n1)[None, None, None, None, :], other=0).to(tl.float32)
    t21 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, None, :], t16, 0.0), 5) * tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, :, None], t20, 0.0), 3), axis=4)
    tl.store(states22_ptr + i_c2 * states22_s0 + i_c3 * states22_s1 + tl.arange(0, F_n0)[:, None, None, None, None] * states22_s2 + tl.arange(0, F_n0)[None, :, None, None, None] * states22_s3 + tl.arange(0, F_n0)[None, None, :, None, None] * states22_s4 + tl.arange(0, T_c2)[None, None, None, :, None] * states22_s5 + tl.arange(0, F_n1)[None, None, None, None, :] * states22_s6 + tl.zeros([F_n0, F_n0, F_n0, T_c2, F_n1], tl.int32), t21)


@triton.jit
def kernel_1(states22_ptr, states22_s0, states22_s1, states22_s2, states22_s3, states22_s4, states22_s5, states22_s6, buf25_ptr, buf25_s0, buf25_s1, buf25_s2, buf25_s3, buf25_s4, E_c2, E_c3, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # writes buf25: Combine over grid k.2@3[32]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    acc24 = tl.full([F_n0, F_n0, F_n0, T_c2, F_n1], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t23 = tl.load(states22_ptr + i_c2 * states22_s0 + i_c3 * states22_s1 + tl.arange(0, F_n0)[:, None, None, None, None] * states22_s2 + tl.arange(0, F_n0)[None, :, None, None, None] * states22_s3 + tl.arange(0, F_n0)[None, None, :, None, None] * states22_s4 + tl.arange(0, T_c2)[None, None, None, :, None] * states22_s5 + tl.arange(0, F_n1)[None, None, None, None, :] * states22_s6 + tl.zeros([F_n0, F_n0, F_n0, T_c2, F_n1], tl.int32))
        acc24 = acc24 + t23
    tl.store(buf25_ptr + offs_n0[:, None, None, None, None] * buf25_s0 + offs_n0[None, :, None, None, None] * buf25_s1 + offs_n0[None, None, :, None, None] * buf25_s2 + offs_c2[None, None, None, :, None] * buf25_s3 + offs_n1[None, None, None, None, :] * buf25_s4, acc24, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_c2 < E_c2)[None, None, None, :, None] & (offs_n1 < E_n1)[None, None, None, None, :])


@triton.jit
def kernel_2(buf25_ptr, buf25_s0, buf25_s1, buf25_s2, buf25_s3, buf25_s4, buf28_ptr, buf28_s0, buf28_s1, buf28_s2, buf28_s3, buf28_s4, E_c2, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf28: Combine over grid k.2@3[32]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t26 = tl.load(buf25_ptr + offs_n0[:, None, None, None, None] * buf25_s0 + offs_n0[None, :, None, None, None] * buf25_s1 + offs_n0[None, None, :, None, None] * buf25_s2 + offs_c2[None, None, None, :, None] * buf25_s3 + offs_n1[None, None, None, None, :] * buf25_s4, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_c2 < E_c2)[None, None, None, :, None] & (offs_n1 < E_n1)[None, None, None, None, :], other=0).to(tl.float32)
    t27 = (t26) * (0.25)
    tl.store(buf28_ptr + offs_n0[:, None, None, None, None] * buf28_s0 + offs_n0[None, :, None, None, None] * buf28_s1 + offs_n0[None, None, :, None, None] * buf28_s2 + offs_c2[None, None, None, :, None] * buf28_s3 + offs_n1[None, None, None, None, :] * buf28_s4, t27, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_c2 < E_c2)[None, None, None, :, None] & (offs_n1 < E_n1)[None, None, None, None, :])


@triton.jit
def kernel_3(m2_ptr, m2_s0, m2_s1, m2_s2, m2_s3, m2_s4, m7_ptr, m7_s0, m7_s1, m7_s2, m7_s3, m7_s4, buf28_ptr, buf28_s0, buf28_s1, buf28_s2, buf28_s3, buf28_s4, m31_ptr, m31_s0, m31_s1, m31_s2, m31_s3, m31_s4, m41_ptr, m41_s0, m41_s1, m41_s2, m41_s3, m41_s4, buf50_ptr, buf50_s0, buf50_s1, buf50_s2, buf50_s3, buf50_s4, buf51_ptr, buf51_s0, buf51_s1, buf51_s2, buf51_s3, buf51_s4, E_c1, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c1: tl.constexpr):
    # writes buf50, buf51: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n2 = tl.arange(0, F_n2)
    acc45 = tl.full([F_n0, F_n0, F_n0, F_n1, 1], -float('inf'), tl.float32)
    acc46 = tl.full([F_n0, F_n0, F_n0, F_n1, F_n2], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t6 = tl.load(m2_ptr + offs_c1[None, None, None, None, :] * m2_s4, mask=(offs_c1 < E_c1)[None, None, None, None, :], other=0)
        t13 = tl.load(m7_ptr + offs_n1[None, None, None, :, None] * m7_s3 + offs_c1[None, None, None, None, :] * m7_s4, mask=(offs_n1 < E_n1)[None, None, None, :, None] & (offs_c1 < E_c1)[None, None, None, None, :], other=0)
        t29 = tl.load(buf28_ptr + offs_n0[:, None, None, None, None] * buf28_s0 + offs_n0[None, :, None, None, None] * buf28_s1 + offs_n0[None, None, :, None, None] * buf28_s2 + offs_n1[None, None, None, :, None] * buf28_s3 + offs_c1[None, None, None, None, :] * buf28_s4, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :, None] & (offs_c1 < E_c1)[None, None, None, None, :], other=0).to(tl.float32)
        t30 = tl.where(t13, -float("inf"), t29)
        t35 = tl.load(m31_ptr + offs_n1[None, None, None, :, None] * m31_s3 + offs_c1[None, None, None, None, :] * m31_s4, mask=(offs_n1 < E_n1)[None, None, None, :, None] & (offs_c1 < E_c1)[None, None, None, None, :], other=0)
        t36 = tl.where(t35, -float("inf"), t30)
        t37 = tl.where(t6, t30, t36)
        t38 = tl.max(tl.where((offs_c1 < E_c1)[None, None, None, None, :], t37, -float('inf')), axis=4, keep_dims=True)
        t39 = t37 - (t38)
        t40 = tl.exp(t39)
        t43 = tl.load(m41_ptr + offs_n0[:, None, None, None, None] * m41_s0 + offs_n0[None, :, None, None, None] * m41_s1 + offs_c1[None, None, None, :, None] * m41_s3 + offs_n2[None, None, None, None, :] * m41_s4, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_c1 < E_c1)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :], other=0).to(tl.float32)
        t44 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, None, :], t40, 0.0), 5) * tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, :, None], t43, 0.0), 3), axis=4)
        m47 = tl.maximum(acc45, t38)
        r48 = tl.where(acc45 == -float("inf"), 0.0, tl.exp(acc45 - m47))
        r49 = tl.where(t38 == -float("inf"), 0.0, tl.exp(t38 - m47))
        acc46 = tl.where(acc45 == -float("inf"), 0.0, acc46 * r48) + tl.where(t38 == -float("inf"), 0.0, t44 * r49)
        acc45 = m47
    tl.store(buf50_ptr + offs_n0[:, None, None, None, None] * buf50_s0 + offs_n0[None, :, None, None, None] * buf50_s1 + offs_n0[None, None, :, None, None] * buf50_s2 + offs_n1[None, None, None, :, None] * buf50_s3, acc45, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :, None])
    tl.store(buf51_ptr + offs_n0[:, None, None, None, None] * buf51_s0 + offs_n0[None, :, None, None, None] * buf51_s1 + offs_n0[None, None, :, None, None] * buf51_s2 + offs_n1[None, None, None, :, None] * buf51_s3 + offs_n2[None, None, None, None, :] * buf51_s4, acc46, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :])


@triton.jit
def kernel_4(m53_ptr, m53_s0, m53_s1, m53_s2, m53_s3, m53_s4, m7_ptr, m7_s0, m7_s1, m7_s2, m7_s3, m7_s4, buf28_ptr, buf28_s0, buf28_s1, buf28_s2, buf28_s3, buf28_s4, m31_ptr, m31_s0, m31_s1, m31_s2, m31_s3, m31_s4, m41_ptr, m41_s0, m41_s1, m41_s2, m41_s3, m41_s4, buf72_ptr, buf72_s0, buf72_s1, buf72_s2, buf72_s3, buf72_s4, E_c1, E_c4, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c1: tl.constexpr, T_c4: tl.constexpr):
    # writes buf72: Combine over grid k.1@1[2]
    pid = tl.program_id(0)
    i_c4 = pid % tl.cdiv(E_c4, T_c4)
    pid = pid // tl.cdiv(E_c4, T_c4)
    offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n2 = tl.arange(0, F_n2)
    acc67 = tl.full([F_n0, T_c4, F_n0, F_n1, 1], -float('inf'), tl.float32)
    acc68 = tl.full([F_n0, T_c4, F_n0, F_n1, F_n2], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t55 = tl.load(m53_ptr + offs_c1[None, None, None, None, :] * m53_s4, mask=(offs_c1 < E_c1)[None, None, None, None, :], other=0)
        t56 = tl.load(m7_ptr + offs_n1[None, None, None, :, None] * m7_s3 + offs_c1[None, None, None, None, :] * m7_s4, mask=(offs_n1 < E_n1)[None, None, None, :, None] & (offs_c1 < E_c1)[None, None, None, None, :], other=0)
        t57 = tl.load(buf28_ptr + offs_n0[:, None, None, None, None] * buf28_s0 + offs_c4[None, :, None, None, None] * buf28_s1 + offs_n0[None, None, :, None, None] * buf28_s2 + offs_n1[None, None, None, :, None] * buf28_s3 + offs_c1[None, None, None, None, :] * buf28_s4, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_c4 < E_c4)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :, None] & (offs_c1 < E_c1)[None, None, None, None, :], other=0).to(tl.float32)
        t58 = tl.where(t56, -float("inf"), t57)
        t59 = tl.load(m31_ptr + offs_n1[None, None, None, :, None] * m31_s3 + offs_c1[None, None, None, None, :] * m31_s4, mask=(offs_n1 < E_n1)[None, None, None, :, None] & (offs_c1 < E_c1)[None, None, None, None, :], other=0)
        t60 = tl.where(t59, -float("inf"), t58)
        t61 = tl.where(t55, t58, t60)
        t62 = tl.max(tl.where((offs_c1 < E_c1)[None, None, None, None, :], t61, -float('inf')), axis=4, keep_dims=True)
        t63 = t61 - (t62)
        t64 = tl.exp(t63)
        t65 = tl.load(m41_ptr + offs_n0[:, None, None, None, None] * m41_s0 + offs_c4[None, :, None, None, None] * m41_s1 + offs_c1[None, None, None, :, None] * m41_s3 + offs_n2[None, None, None, None, :] * m41_s4, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_c4 < E_c4)[None, :, None, None, None] & (offs_c1 < E_c1)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :], other=0).to(tl.float32)
        t66 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, None, :], t64, 0.0), 5) * tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, :, None], t65, 0.0), 3), axis=4)
        m69 = tl.maximum(acc67, t62)
        r70 = tl.where(acc67 == -float("inf"), 0.0, tl.exp(acc67 - m69))
        r71 = tl.where(t62 == -float("inf"), 0.0, tl.exp(t62 - m69))
        acc68 = tl.where(acc67 == -float("inf"), 0.0, acc68 * r70) + tl.where(t62 == -float("inf"), 0.0, t66 * r71)
        acc67 = m69
    tl.store(buf72_ptr + offs_n0[:, None, None, None, None] * buf72_s0 + offs_c4[None, :, None, None, None] * buf72_s1 + offs_n0[None, None, :, None, None] * buf72_s2 + offs_n1[None, None, None, :, None] * buf72_s3, acc67, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_c4 < E_c4)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :, None])


@triton.jit
def kernel_5(buf51_ptr, buf51_s0, buf51_s1, buf51_s2, buf51_s3, buf51_s4, buf72_ptr, buf72_s0, buf72_s1, buf72_s2, buf72_s3, buf72_s4, m74_ptr, m74_s0, m74_s1, m74_s2, m74_s3, m74_s4, buf81_ptr, buf81_s0, buf81_s1, buf81_s2, buf81_s3, buf81_s4, E_c0, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr):
    # writes buf81: Combine over grid k.0@0[2]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t52 = tl.load(buf51_ptr + offs_c0[:, None, None, None, None] * buf51_s0 + offs_n0[None, :, None, None, None] * buf51_s1 + offs_n0[None, None, :, None, None] * buf51_s2 + offs_n1[None, None, None, :, None] * buf51_s3 + offs_n2[None, None, None, None, :] * buf51_s4, mask=(offs_c0 < E_c0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :], other=0).to(tl.float32)
    t73 = tl.load(buf72_ptr + offs_c0[:, None, None, None, None] * buf72_s0 + offs_n0[None, :, None, None, None] * buf72_s1 + offs_n0[None, None, :, None, None] * buf72_s2 + offs_n1[None, None, None, :, None] * buf72_s3, mask=(offs_c0 < E_c0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :, None], other=0).to(tl.float32)
    t76 = tl.load(m74_ptr + offs_n0[None, :, None, None, None] * m74_s1 + offs_n0[None, None, :, None, None] * m74_s2, mask=(offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None], other=0).to(tl.float32)
    t77 = tl.maximum(t73, t76)
    t78 = t73 - (t77)
    t79 = tl.exp(t78)
    t80 = (t52) * (t79)
    tl.store(buf81_ptr + offs_c0[:, None, None, None, None] * buf81_s0 + offs_n0[None, :, None, None, None] * buf81_s1 + offs_n0[None, None, :, None, None] * buf81_s2 + offs_n1[None, None, None, :, None] * buf81_s3 + offs_n2[None, None, None, None, :] * buf81_s4, t80, mask=(offs_c0 < E_c0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :])


@triton.jit
def kernel_6(m53_ptr, m53_s0, m53_s1, m53_s2, m53_s3, m53_s4, m7_ptr, m7_s0, m7_s1, m7_s2, m7_s3, m7_s4, buf28_ptr, buf28_s0, buf28_s1, buf28_s2, buf28_s3, buf28_s4, m31_ptr, m31_s0, m31_s1, m31_s2, m31_s3, m31_s4, m74_ptr, m74_s0, m74_s1, m74_s2, m74_s3, m74_s4, buf104_ptr, buf104_s0, buf104_s1, buf104_s2, buf104_s3, buf104_s4, E_c0, E_c1, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf104: Combine over grid k.0@0[2]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    acc94 = tl.full([T_c0, F_n0, F_n0, F_n1, 1], -float('inf'), tl.float32)
    acc95 = tl.full([T_c0, F_n0, F_n0, F_n1, 1], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t83 = tl.load(m53_ptr + offs_c1[None, None, None, None, :] * m53_s4, mask=(offs_c1 < E_c1)[None, None, None, None, :], other=0)
        t84 = tl.load(m7_ptr + offs_n1[None, None, None, :, None] * m7_s3 + offs_c1[None, None, None, None, :] * m7_s4, mask=(offs_n1 < E_n1)[None, None, None, :, None] & (offs_c1 < E_c1)[None, None, None, None, :], other=0)
        t85 = tl.load(buf28_ptr + offs_c0[:, None, None, None, None] * buf28_s0 + offs_n0[None, :, None, None, None] * buf28_s1 + offs_n0[None, None, :, None, None] * buf28_s2 + offs_n1[None, None, None, :, None] * buf28_s3 + offs_c1[None, None, None, None, :] * buf28_s4, mask=(offs_c0 < E_c0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :, None] & (offs_c1 < E_c1)[None, None, None, None, :], other=0).to(tl.float32)
        t86 = tl.where(t84, -float("inf"), t85)
        t87 = tl.load(m31_ptr + offs_n1[None, None, None, :, None] * m31_s3 + offs_c1[None, None, None, None, :] * m31_s4, mask=(offs_n1 < E_n1)[None, None, None, :, None] & (offs_c1 < E_c1)[None, None, None, None, :], other=0)
        t88 = tl.where(t87, -float("inf"), t86)
        t89 = tl.where(t83, t86, t88)
        t90 = tl.max(tl.where((offs_c1 < E_c1)[None, None, None, None, :], t89, -float('inf')), axis=4, keep_dims=True)
        t91 = t89 - (t90)
        t92 = tl.exp(t91)
        t93 = tl.sum(tl.where((offs_c1 < E_c1)[None, None, None, None, :], t92, 0.0), axis=4, keep_dims=True)
        m96 = tl.maximum(acc94, t90)
        r97 = tl.where(acc94 == -float("inf"), 0.0, tl.exp(acc94 - m96))
        r98 = tl.where(t90 == -float("inf"), 0.0, tl.exp(t90 - m96))
        acc95 = tl.where(acc94 == -float("inf"), 0.0, acc95 * r97) + tl.where(t90 == -float("inf"), 0.0, t93 * r98)
        acc94 = m96
    t99 = tl.load(m74_ptr + offs_n0[None, :, None, None, None] * m74_s1 + offs_n0[None, None, :, None, None] * m74_s2, mask=(offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None], other=0).to(tl.float32)
    t100 = tl.maximum(acc94, t99)
    t101 = acc94 - (t100)
    t102 = tl.exp(t101)
    t103 = (acc95) * (t102)
    tl.store(buf104_ptr + offs_c0[:, None, None, None, None] * buf104_s0 + offs_n0[None, :, None, None, None] * buf104_s1 + offs_n0[None, None, :, None, None] * buf104_s2 + offs_n1[None, None, None, :, None] * buf104_s3, t103, mask=(offs_c0 < E_c0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :, None])


@triton.jit
def kernel_7(buf81_ptr, buf81_s0, buf81_s1, buf81_s2, buf81_s3, buf81_s4, buf104_ptr, buf104_s0, buf104_s1, buf104_s2, buf104_s3, buf104_s4, m74_ptr, m74_s0, m74_s1, m74_s2, m74_s3, m74_s4, m53_ptr, m53_s0, m53_s1, m53_s2, m53_s3, m53_s4, m7_ptr, m7_s0, m7_s1, m7_s2, m7_s3, m7_s4, buf28_ptr, buf28_s0, buf28_s1, buf28_s2, buf28_s3, buf28_s4, m31_ptr, m31_s0, m31_s1, m31_s2, m31_s3, m31_s4, buf128_ptr, buf128_s0, buf128_s1, buf128_s2, buf128_s3, buf128_s4, E_c0, E_c1, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf128: Combine over grid k.0@0[2]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t82 = tl.load(buf81_ptr + offs_c0[:, None, None, None, None] * buf81_s0 + offs_n0[None, :, None, None, None] * buf81_s1 + offs_n0[None, None, :, None, None] * buf81_s2 + offs_n1[None, None, None, :, None] * buf81_s3 + offs_n2[None, None, None, None, :] * buf81_s4, mask=(offs_c0 < E_c0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :], other=0).to(tl.float32)
    t105 = tl.load(buf104_ptr + offs_c0[:, None, None, None, None] * buf104_s0 + offs_n0[None, :, None, None, None] * buf104_s1 + offs_n0[None, None, :, None, None] * buf104_s2 + offs_n1[None, None, None, :, None] * buf104_s3, mask=(offs_c0 < E_c0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :, None], other=0).to(tl.float32)
    t106 = tl.load(m74_ptr + offs_n0[None, :, None, None, None] * m74_s1 + offs_n0[None, None, :, None, None] * m74_s2, mask=(offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None], other=0).to(tl.float32)
    acc118 = tl.full([T_c0, F_n0, F_n0, F_n1, 1], -float('inf'), tl.float32)
    acc119 = tl.full([T_c0, F_n0, F_n0, F_n1, 1], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t107 = tl.load(m53_ptr + offs_c1[None, None, None, None, :] * m53_s4, mask=(offs_c1 < E_c1)[None, None, None, None, :], other=0)
        t108 = tl.load(m7_ptr + offs_n1[None, None, None, :, None] * m7_s3 + offs_c1[None, None, None, None, :] * m7_s4, mask=(offs_n1 < E_n1)[None, None, None, :, None] & (offs_c1 < E_c1)[None, None, None, None, :], other=0)
        t109 = tl.load(buf28_ptr + offs_c0[:, None, None, None, None] * buf28_s0 + offs_n0[None, :, None, None, None] * buf28_s1 + offs_n0[None, None, :, None, None] * buf28_s2 + offs_n1[None, None, None, :, None] * buf28_s3 + offs_c1[None, None, None, None, :] * buf28_s4, mask=(offs_c0 < E_c0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :, None] & (offs_c1 < E_c1)[None, None, None, None, :], other=0).to(tl.float32)
        t110 = tl.where(t108, -float("inf"), t109)
        t111 = tl.load(m31_ptr + offs_n1[None, None, None, :, None] * m31_s3 + offs_c1[None, None, None, None, :] * m31_s4, mask=(offs_n1 < E_n1)[None, None, None, :, None] & (offs_c1 < E_c1)[None, None, None, None, :], other=0)
        t112 = tl.where(t111, -float("inf"), t110)
        t113 = tl.where(t107, t110, t112)
        t114 = tl.max(tl.where((offs_c1 < E_c1)[None, None, None, None, :], t113, -float('inf')), axis=4, keep_dims=True)
        t115 = t113 - (t114)
        t116 = tl.exp(t115)
        t117 = tl.sum(tl.where((offs_c1 < E_c1)[None, None, None, None, :], t116, 0.0), axis=4, keep_dims=True)
        m120 = tl.maximum(acc118, t114)
        r121 = tl.where(acc118 == -float("inf"), 0.0, tl.exp(acc118 - m120))
        r122 = tl.where(t114 == -float("inf"), 0.0, tl.exp(t114 - m120))
        acc119 = tl.where(acc118 == -float("inf"), 0.0, acc119 * r121) + tl.where(t114 == -float("inf"), 0.0, t117 * r122)
        acc118 = m120
    t123 = tl.maximum(acc118, t106)
    t124 = t106 - (t123)
    t125 = tl.exp(t124)
    t126 = t105 + t125
    t127 = (t82) / (t126)
    tl.store(buf128_ptr + offs_c0[:, None, None, None, None] * buf128_s0 + offs_n0[None, :, None, None, None] * buf128_s1 + offs_n0[None, None, :, None, None] * buf128_s2 + offs_n1[None, None, None, :, None] * buf128_s3 + offs_n2[None, None, None, None, :] * buf128_s4, t127, mask=(offs_c0 < E_c0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :])


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
    m4 = _iota([32], 0, device)
    m3 = m4.reshape([1, 1, 1, 1, 32])
    m5 = torch.tensor(2.0, dtype=torch.float32, device=device)
    m2 = _BINARY["Lt"](m3, m5)
    m9 = m4.reshape([1, 32])
    m12 = torch.tensor(0.0, dtype=torch.float32, device=device)
    m11 = _BINARY["Add"](m4, m12)
    m10 = m11.reshape([32, 1])
    m8 = _BINARY["Gt"](m9, m10)
    m7 = m8.reshape([1, 1, 1, 32, 32])
    m15 = inputs['q']
    m14 = m15.reshape([2, 2, 2, 32, 16])
    m19 = inputs['k']
    m18 = m19.reshape([2, 2, 1, 32, 16])
    m17 = m18.permute([0, 1, 2, 4, 3])
    states22 = torch.full([_cdiv(32, T['c2']), _cdiv(16, T['c3']), _pow2(2), _pow2(2), _pow2(2), T['c2'], _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(32, T['c2']) * _cdiv(16, T['c3']),)](m14_ptr=m14, m14_s0=m14.stride(0), m14_s1=m14.stride(1), m14_s2=m14.stride(2), m14_s3=m14.stride(3), m14_s4=m14.stride(4), m17_ptr=m17, m17_s0=m17.stride(0), m17_s1=m17.stride(1), m17_s2=m17.stride(2), m17_s3=m17.stride(3), m17_s4=m17.stride(4), states22_ptr=states22, states22_s0=states22.stride(0), states22_s1=states22.stride(1), states22_s2=states22.stride(2), states22_s3=states22.stride(3), states22_s4=states22.stride(4), states22_s5=states22.stride(5), states22_s6=states22.stride(6), E_c2=32, E_c3=16, E_n0=2, E_n1=32, F_n0=_pow2(2), F_n1=_pow2(32), T_c2=T['c2'], T_c3=T['c3'])
    buf25 = torch.full([2, 2, 2, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(32, T['c2']),)](states22_ptr=states22, states22_s0=states22.stride(0), states22_s1=states22.stride(1), states22_s2=states22.stride(2), states22_s3=states22.stride(3), states22_s4=states22.stride(4), states22_s5=states22.stride(5), states22_s6=states22.stride(6), buf25_ptr=buf25, buf25_s0=buf25.stride(0), buf25_s1=buf25.stride(1), buf25_s2=buf25.stride(2), buf25_s3=buf25.stride(3), buf25_s4=buf25.stride(4), E_c2=32, E_c3=16, E_n0=2, E_n1=32, F_n0=_pow2(2), F_n1=_pow2(32), T_c2=T['c2'], T_c3=T['c3'])
    buf28 = torch.full([2, 2, 2, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(32, T['c2']),)](buf25_ptr=buf25, buf25_s0=buf25.stride(0), buf25_s1=buf25.stride(1), buf25_s2=buf25.stride(2), buf25_s3=buf25.stride(3), buf25_s4=buf25.stride(4), buf28_ptr=buf28, buf28_s0=buf28.stride(0), buf28_s1=buf28.stride(1), buf28_s2=buf28.stride(2), buf28_s3=buf28.stride(3), buf28_s4=buf28.stride(4), E_c2=32, E_n0=2, E_n1=32, F_n0=_pow2(2), F_n1=_pow2(32), T_c2=T['c2'])
    m33 = _BINARY["Sub"](m10, m9)
    m34 = torch.tensor(8.0, dtype=torch.float32, device=device)
    m32 = _BINARY["Ge"](m33, m34)
    m31 = m32.reshape([1, 1, 1, 32, 32])
    m42 = inputs['v']
    m41 = m42.reshape([2, 2, 1, 32, 16])
    buf50 = torch.full([2, 2, 2, 32, 1], float("nan"), dtype=torch.float32, device=device)
    buf51 = torch.full([2, 2, 2, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(1,)](m2_ptr=m2, m2_s0=m2.stride(0), m2_s1=m2.stride(1), m2_s2=m2.stride(2), m2_s3=m2.stride(3), m2_s4=m2.stride(4), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), m7_s2=m7.stride(2), m7_s3=m7.stride(3), m7_s4=m7.stride(4), buf28_ptr=buf28, buf28_s0=buf28.stride(0), buf28_s1=buf28.stride(1), buf28_s2=buf28.stride(2), buf28_s3=buf28.stride(3), buf28_s4=buf28.stride(4), m31_ptr=m31, m31_s0=m31.stride(0), m31_s1=m31.stride(1), m31_s2=m31.stride(2), m31_s3=m31.stride(3), m31_s4=m31.stride(4), m41_ptr=m41, m41_s0=m41.stride(0), m41_s1=m41.stride(1), m41_s2=m41.stride(2), m41_s3=m41.stride(3), m41_s4=m41.stride(4), buf50_ptr=buf50, buf50_s0=buf50.stride(0), buf50_s1=buf50.stride(1), buf50_s2=buf50.stride(2), buf50_s3=buf50.stride(3), buf50_s4=buf50.stride(4), buf51_ptr=buf51, buf51_s0=buf51.stride(0), buf51_s1=buf51.stride(1), buf51_s2=buf51.stride(2), buf51_s3=buf51.stride(3), buf51_s4=buf51.stride(4), E_c1=32, E_n0=2, E_n1=32, E_n2=16, F_n0=_pow2(2), F_n1=_pow2(32), F_n2=_pow2(16), T_c1=T['c1'])
    m54 = _BINARY["Lt"](m4, m5)
    m53 = m54.reshape([1, 1, 1, 1, 32])
    buf72 = torch.full([2, 2, 2, 32, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(_cdiv(2, T['c4']),)](m53_ptr=m53, m53_s0=m53.stride(0), m53_s1=m53.stride(1), m53_s2=m53.stride(2), m53_s3=m53.stride(3), m53_s4=m53.stride(4), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), m7_s2=m7.stride(2), m7_s3=m7.stride(3), m7_s4=m7.stride(4), buf28_ptr=buf28, buf28_s0=buf28.stride(0), buf28_s1=buf28.stride(1), buf28_s2=buf28.stride(2), buf28_s3=buf28.stride(3), buf28_s4=buf28.stride(4), m31_ptr=m31, m31_s0=m31.stride(0), m31_s1=m31.stride(1), m31_s2=m31.stride(2), m31_s3=m31.stride(3), m31_s4=m31.stride(4), m41_ptr=m41, m41_s0=m41.stride(0), m41_s1=m41.stride(1), m41_s2=m41.stride(2), m41_s3=m41.stride(3), m41_s4=m41.stride(4), buf72_ptr=buf72, buf72_s0=buf72.stride(0), buf72_s1=buf72.stride(1), buf72_s2=buf72.stride(2), buf72_s3=buf72.stride(3), buf72_s4=buf72.stride(4), E_c1=32, E_c4=2, E_n0=2, E_n1=32, E_n2=16, F_n0=_pow2(2), F_n1=_pow2(32), F_n2=_pow2(16), T_c1=T['c1'], T_c4=T['c4'])
    m75 = inputs['sinks']
    m74 = m75.reshape([1, 2, 2, 1, 1])
    buf81 = torch.full([2, 2, 2, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_5[(_cdiv(2, T['c0']),)](buf51_ptr=buf51, buf51_s0=buf51.stride(0), buf51_s1=buf51.stride(1), buf51_s2=buf51.stride(2), buf51_s3=buf51.stride(3), buf51_s4=buf51.stride(4), buf72_ptr=buf72, buf72_s0=buf72.stride(0), buf72_s1=buf72.stride(1), buf72_s2=buf72.stride(2), buf72_s3=buf72.stride(3), buf72_s4=buf72.stride(4), m74_ptr=m74, m74_s0=m74.stride(0), m74_s1=m74.stride(1), m74_s2=m74.stride(2), m74_s3=m74.stride(3), m74_s4=m74.stride(4), buf81_ptr=buf81, buf81_s0=buf81.stride(0), buf81_s1=buf81.stride(1), buf81_s2=buf81.stride(2), buf81_s3=buf81.stride(3), buf81_s4=buf81.stride(4), E_c0=2, E_n0=2, E_n1=32, E_n2=16, F_n0=_pow2(2), F_n1=_pow2(32), F_n2=_pow2(16), T_c0=T['c0'])
    buf104 = torch.full([2, 2, 2, 32, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_6[(_cdiv(2, T['c0']),)](m53_ptr=m53, m53_s0=m53.stride(0), m53_s1=m53.stride(1), m53_s2=m53.stride(2), m53_s3=m53.stride(3), m53_s4=m53.stride(4), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), m7_s2=m7.stride(2), m7_s3=m7.stride(3), m7_s4=m7.stride(4), buf28_ptr=buf28, buf28_s0=buf28.stride(0), buf28_s1=buf28.stride(1), buf28_s2=buf28.stride(2), buf28_s3=buf28.stride(3), buf28_s4=buf28.stride(4), m31_ptr=m31, m31_s0=m31.stride(0), m31_s1=m31.stride(1), m31_s2=m31.stride(2), m31_s3=m31.stride(3), m31_s4=m31.stride(4), m74_ptr=m74, m74_s0=m74.stride(0), m74_s1=m74.stride(1), m74_s2=m74.stride(2), m74_s3=m74.stride(3), m74_s4=m74.stride(4), buf104_ptr=buf104, buf104_s0=buf104.stride(0), buf104_s1=buf104.stride(1), buf104_s2=buf104.stride(2), buf104_s3=buf104.stride(3), buf104_s4=buf104.stride(4), E_c0=2, E_c1=32, E_n0=2, E_n1=32, F_n0=_pow2(2), F_n1=_pow2(32), T_c0=T['c0'], T_c1=T['c1'])
    buf128 = torch.full([2, 2, 2, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_7[(_cdiv(2, T['c0']),)](buf81_ptr=buf81, buf81_s0=buf81.stride(0), buf81_s1=buf81.stride(1), buf81_s2=buf81.stride(2), buf81_s3=buf81.stride(3), buf81_s4=buf81.stride(4), buf104_ptr=buf104, buf104_s0=buf104.stride(0), buf104_s1=buf104.stride(1), buf104_s2=buf104.stride(2), buf104_s3=buf104.stride(3), buf104_s4=buf104.stride(4), m74_ptr=m74, m74_s0=m74.stride(0), m74_s1=m74.stride(1), m74_s2=m74.stride(2), m74_s3=m74.stride(3), m74_s4=m74.stride(4), m53_ptr=m53, m53_s0=m53.stride(0), m53_s1=m53.stride(1), m53_s2=m53.stride(2), m53_s3=m53.stride(3), m53_s4=m53.stride(4), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), m7_s2=m7.stride(2), m7_s3=m7.stride(3), m7_s4=m7.stride(4), buf28_ptr=buf28, buf28_s0=buf28.stride(0), buf28_s1=buf28.stride(1), buf28_s2=buf28.stride(2), buf28_s3=buf28.stride(3), buf28_s4=buf28.stride(4), m31_ptr=m31, m31_s0=m31.stride(0), m31_s1=m31.stride(1), m31_s2=m31.stride(2), m31_s3=m31.stride(3), m31_s4=m31.stride(4), buf128_ptr=buf128, buf128_s0=buf128.stride(0), buf128_s1=buf128.stride(1), buf128_s2=buf128.stride(2), buf128_s3=buf128.stride(3), buf128_s4=buf128.stride(4), E_c0=2, E_c1=32, E_n0=2, E_n1=32, E_n2=16, F_n0=_pow2(2), F_n1=_pow2(32), F_n2=_pow2(16), T_c0=T['c0'], T_c1=T['c1'])
    m1 = buf128.reshape([2, 4, 32, 16])
    return m1


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
