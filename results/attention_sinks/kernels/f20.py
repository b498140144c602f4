"""attention_sinks [small], candidate 20: 5 kernel(s)

Rendered by EqiForge from candidate 20 of attention_sinks [small]: store(k.2[32]) ; grid(k.2@3) loop(k.3[16]: pair(sum, sum)) [1 mm] ; grid(k.2@3) ; store(k.2[32]) ; grid(k.0@0) loop(k.3[16]: pair(sum, sum)) loop(k.2[32]: max, stored) loop(k.2[32]: rescale, stored) [2 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid k.0@0[2]
    c1: loop k.3[16]
    c2: loop k.2[32]
    c3: grid k.2@3[32]

Run it on its own: `python kernels/f20.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/attention_sinks.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 1, "c1": 8, "c2": 16, "c3": 16}


@triton.jit
def kernel_0(m33_ptr, m33_s0, m33_s1, m33_s2, m33_s3, m33_s4, m7_ptr, m7_s0, m7_s1, m7_s2, m7_s3, m7_s4, m14_ptr, m14_s0, m14_s1, m14_s2, m14_s3, m14_s4, m17_ptr, m17_s0, m17_s1, m17_s2, m17_s3, m17_s4, m26_ptr, m26_s0, m26_s1, m26_s2, m26_s3, m26_s4, states46_ptr, states46_s0, states46_s1, states46_s2, states46_s3, states46_s4, states46_s5, states46_s6, E_c0, E_c2, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # stores states46: Collect over loop k.2[32]
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
    t35 = tl.load(m33_ptr + offs_c2[None, None, None, None, :] * m33_s4, mask=(offs_c2 < E_c2)[None, None, None, None, :], other=0)
    t36 = tl.load(m7_ptr + offs_n0[None, None, None, :, None] * m7_s3 + offs_c2[None, None, None, None, :] * m7_s4, mask=(offs_n0 < E_n0)[None, None, None, :, None] & (offs_c2 < E_c2)[None, None, None, None, :], other=0)
    t37 = tl.load(m14_ptr + offs_c0[:, None, None, None, None] * m14_s0 + offs_n1[None, :, None, None, None] * m14_s1 + offs_n1[None, None, :, None, None] * m14_s2 + offs_n0[None, None, None, :, None] * m14_s3 + offs_n2[None, None, None, None, :] * m14_s4, mask=(offs_c0 < E_c0)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :], other=0).to(tl.float32)
    t38 = tl.load(m17_ptr + offs_c0[:, None, None, None, None] * m17_s0 + offs_n1[None, :, None, None, None] * m17_s1 + offs_n2[None, None, None, :, None] * m17_s3 + offs_c2[None, None, None, None, :] * m17_s4, mask=(offs_c0 < E_c0)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n2 < E_n2)[None, None, None, :, None] & (offs_c2 < E_c2)[None, None, None, None, :], other=0).to(tl.float32)
    t39 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, None, :], t37, 0.0), 5) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :, None], t38, 0.0), 3), axis=4)
    t40 = tl.where(t36, -float("inf"), t39)
    t41 = tl.load(m26_ptr + offs_n0[None, None, None, :, None] * m26_s3 + offs_c2[None, None, None, None, :] * m26_s4, mask=(offs_n0 < E_n0)[None, None, None, :, None] & (offs_c2 < E_c2)[None, None, None, None, :], other=0)
    t42 = tl.where(t41, -float("inf"), t40)
    t43 = tl.where(t35, t40, t42)
    t44 = tl.max(tl.where((offs_c2 < E_c2)[None, None, None, None, :], t43, -float('inf')), axis=4, keep_dims=True)
    t45 = (t44) * (0.25)
    tl.store(states46_ptr + i_c0 * states46_s0 + i_c2 * states46_s1 + tl.arange(0, T_c0)[:, None, None, None, None] * states46_s2 + tl.arange(0, F_n1)[None, :, None, None, None] * states46_s3 + tl.arange(0, F_n1)[None, None, :, None, None] * states46_s4 + tl.arange(0, F_n0)[None, None, None, :, None] * states46_s5 + tl.zeros([T_c0, F_n1, F_n1, F_n0, 1], tl.int32), t45)


@triton.jit
def kernel_1(m14_ptr, m14_s0, m14_s1, m14_s2, m14_s3, m14_s4, m17_ptr, m17_s0, m17_s1, m17_s2, m17_s3, m17_s4, buf63_ptr, buf63_s0, buf63_s1, buf63_s2, buf63_s3, buf63_s4, E_c1, E_c3, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c1: tl.constexpr, T_c3: tl.constexpr):
    # writes buf63: Combine over grid k.2@3[32]
    pid = tl.program_id(0)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    acc61 = tl.full([F_n1, F_n1, F_n1, T_c3, F_n0], 0.0, tl.float32)
    acc62 = tl.full([F_n1, F_n1, F_n1, T_c3, F_n0], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t57 = tl.load(m14_ptr + offs_n1[:, None, None, None, None] * m14_s0 + offs_n1[None, :, None, None, None] * m14_s1 + offs_n1[None, None, :, None, None] * m14_s2 + offs_c3[None, None, None, :, None] * m14_s3 + offs_c1[None, None, None, None, :] * m14_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_c3 < E_c3)[None, None, None, :, None] & (offs_c1 < E_c1)[None, None, None, None, :], other=0).to(tl.float32)
        t58 = tl.load(m17_ptr + offs_n1[:, None, None, None, None] * m17_s0 + offs_n1[None, :, None, None, None] * m17_s1 + offs_c1[None, None, None, :, None] * m17_s3 + offs_n0[None, None, None, None, :] * m17_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_c1 < E_c1)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0).to(tl.float32)
        t59 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, None, :], t57, 0.0), 5) * tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, :, None], t58, 0.0), 3), axis=4)
        t60 = (t59) * (0.25)
        acc61 = acc61 + t59
        acc62 = acc62 + t60
    tl.store(buf63_ptr + offs_n1[:, None, None, None, None] * buf63_s0 + offs_n1[None, :, None, None, None] * buf63_s1 + offs_n1[None, None, :, None, None] * buf63_s2 + offs_c3[None, None, None, :, None] * buf63_s3 + offs_n0[None, None, None, None, :] * buf63_s4, acc61, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_c3 < E_c3)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :])


@triton.jit
def kernel_2(buf63_ptr, buf63_s0, buf63_s1, buf63_s2, buf63_s3, buf63_s4, buf66_ptr, buf66_s0, buf66_s1, buf66_s2, buf66_s3, buf66_s4, E_c3, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c3: tl.constexpr):
    # writes buf66: Combine over grid k.2@3[32]
    pid = tl.program_id(0)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    t64 = tl.load(buf63_ptr + offs_n1[:, None, None, None, None] * buf63_s0 + offs_n1[None, :, None, None, None] * buf63_s1 + offs_n1[None, None, :, None, None] * buf63_s2 + offs_c3[None, None, None, :, None] * buf63_s3 + offs_n0[None, None, None, None, :] * buf63_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_c3 < E_c3)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0).to(tl.float32)
    t65 = (t64) * (0.25)
    tl.store(buf66_ptr + offs_n1[:, None, None, None, None] * buf66_s0 + offs_n1[None, :, None, None, None] * buf66_s1 + offs_n1[None, None, :, None, None] * buf66_s2 + offs_c3[None, None, None, :, None] * buf66_s3 + offs_n0[None, None, None, None, :] * buf66_s4, t65, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_c3 < E_c3)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :])


@triton.jit
def kernel_3(m33_ptr, m33_s0, m33_s1, m33_s2, m33_s3, m33_s4, m7_ptr, m7_s0, m7_s1, m7_s2, m7_s3, m7_s4, buf66_ptr, buf66_s0, buf66_s1, buf66_s2, buf66_s3, buf66_s4, m26_ptr, m26_s0, m26_s1, m26_s2, m26_s3, m26_s4, states78_ptr, states78_s0, states78_s1, states78_s2, states78_s3, states78_s4, states78_s5, states78_s6, states79_ptr, states79_s0, states79_s1, states79_s2, states79_s3, states79_s4, states79_s5, states79_s6, E_c0, E_c2, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # stores states78, states79: Collect over loop k.2[32]
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
    t55 = tl.load(m33_ptr + offs_c2[None, None, None, None, :] * m33_s4, mask=(offs_c2 < E_c2)[None, None, None, None, :], other=0)
    t56 = tl.load(m7_ptr + offs_n0[None, None, None, :, None] * m7_s3 + offs_c2[None, None, None, None, :] * m7_s4, mask=(offs_n0 < E_n0)[None, None, None, :, None] & (offs_c2 < E_c2)[None, None, None, None, :], other=0)
    t67 = tl.load(buf66_ptr + offs_c0[:, None, None, None, None] * buf66_s0 + offs_n1[None, :, None, None, None] * buf66_s1 + offs_n1[None, None, :, None, None] * buf66_s2 + offs_n0[None, None, None, :, None] * buf66_s3 + offs_c2[None, None, None, None, :] * buf66_s4, mask=(offs_c0 < E_c0)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None] & (offs_c2 < E_c2)[None, None, None, None, :], other=0).to(tl.float32)
    t68 = tl.where(t56, -float("inf"), t67)
    t69 = tl.load(m26_ptr + offs_n0[None, None, None, :, None] * m26_s3 + offs_c2[None, None, None, None, :] * m26_s4, mask=(offs_n0 < E_n0)[None, None, None, :, None] & (offs_c2 < E_c2)[None, None, None, None, :], other=0)
    t70 = tl.where(t69, -float("inf"), t68)
    t71 = tl.where(t55, t68, t70)
    t72 = tl.max(tl.where((offs_c2 < E_c2)[None, None, None, None, :], t71, -float('inf')), axis=4, keep_dims=True)
    t73 = tl.exp(t71)
    t74 = tl.sum(tl.where((offs_c2 < E_c2)[None, None, None, None, :], t73, 0.0), axis=4, keep_dims=True)
    t75 = tl.exp(t72)
    t76 = 1.0 / (t75)
    t77 = (t74) * (t76)
    tl.store(states78_ptr + i_c0 * states78_s0 + i_c2 * states78_s1 + tl.arange(0, T_c0)[:, None, None, None, None] * states78_s2 + tl.arange(0, F_n1)[None, :, None, None, None] * states78_s3 + tl.arange(0, F_n1)[None, None, :, None, None] * states78_s4 + tl.arange(0, F_n0)[None, None, None, :, None] * states78_s5 + tl.zeros([T_c0, F_n1, F_n1, F_n0, 1], tl.int32), t72)
    tl.store(states79_ptr + i_c0 * states79_s0 + i_c2 * states79_s1 + tl.arange(0, T_c0)[:, None, None, None, None] * states79_s2 + tl.arange(0, F_n1)[None, :, None, None, None] * states79_s3 + tl.arange(0, F_n1)[None, None, :, None, None] * states79_s4 + tl.arange(0, F_n0)[None, None, None, :, None] * states79_s5 + tl.zeros([T_c0, F_n1, F_n1, F_n0, 1], tl.int32), t77)


@triton.jit
def kernel_4(m2_ptr, m2_s0, m2_s1, m2_s2, m2_s3, m2_s4, m7_ptr, m7_s0, m7_s1, m7_s2, m7_s3, m7_s4, m14_ptr, m14_s0, m14_s1, m14_s2, m14_s3, m14_s4, m17_ptr, m17_s0, m17_s1, m17_s2, m17_s3, m17_s4, m26_ptr, m26_s0, m26_s1, m26_s2, m26_s3, m26_s4, states46_ptr, states46_s0, states46_s1, states46_s2, states46_s3, states46_s4, states46_s5, states46_s6, m49_ptr, m49_s0, m49_s1, m49_s2, m49_s3, m49_s4, states78_ptr, states78_s0, states78_s1, states78_s2, states78_s3, states78_s4, states78_s5, states78_s6, states79_ptr, states79_s0, states79_s1, states79_s2, states79_s3, states79_s4, states79_s5, states79_s6, m94_ptr, m94_s0, m94_s1, m94_s2, m94_s3, m94_s4, buf98_ptr, buf98_s0, buf98_s1, buf98_s2, buf98_s3, buf98_s4, E_c0, E_c1, E_c2, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf98: Combine over grid k.0@0[2]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t6 = tl.load(m2_ptr + offs_n0[None, None, None, None, :] * m2_s4, mask=(offs_n0 < E_n0)[None, None, None, None, :], other=0)
    t13 = tl.load(m7_ptr + offs_n0[None, None, None, :, None] * m7_s3 + offs_n0[None, None, None, None, :] * m7_s4, mask=(offs_n0 < E_n0)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0)
    acc23 = tl.full([T_c0, F_n1, F_n1, F_n0, F_n0], 0.0, tl.float32)
    acc24 = tl.full([T_c0, F_n1, F_n1, F_n0, F_n0], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t16 = tl.load(m14_ptr + offs_c0[:, None, None, None, None] * m14_s0 + offs_n1[None, :, None, None, None] * m14_s1 + offs_n1[None, None, :, None, None] * m14_s2 + offs_n0[None, None, None, :, None] * m14_s3 + offs_c1[None, None, None, None, :] * m14_s4, mask=(offs_c0 < E_c0)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None] & (offs_c1 < E_c1)[None, None, None, None, :], other=0).to(tl.float32)
        t20 = tl.load(m17_ptr + offs_c0[:, None, None, None, None] * m17_s0 + offs_n1[None, :, None, None, None] * m17_s1 + offs_c1[None, None, None, :, None] * m17_s3 + offs_n0[None, None, None, None, :] * m17_s4, mask=(offs_c0 < E_c0)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_c1 < E_c1)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0).to(tl.float32)
        t21 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, None, :], t16, 0.0), 5) * tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, :, None], t20, 0.0), 3), axis=4)
        t22 = (t21) * (0.25)
        acc23 = acc23 + t21
        acc24 = acc24 + t22
    t25 = tl.where(t13, -float("inf"), acc24)
    t30 = tl.load(m26_ptr + offs_n0[None, None, None, :, None] * m26_s3 + offs_n0[None, None, None, None, :] * m26_s4, mask=(offs_n0 < E_n0)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0)
    t31 = tl.where(t30, -float("inf"), t25)
    t32 = tl.where(t6, t25, t31)
    acc48 = tl.full([T_c0, F_n1, F_n1, F_n0, 1], -float('inf'), tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t47 = tl.load(states46_ptr + i_c0 * states46_s0 + i_c2 * states46_s1 + tl.arange(0, T_c0)[:, None, None, None, None] * states46_s2 + tl.arange(0, F_n1)[None, :, None, None, None] * states46_s3 + tl.arange(0, F_n1)[None, None, :, None, None] * states46_s4 + tl.arange(0, F_n0)[None, None, None, :, None] * states46_s5 + tl.zeros([T_c0, F_n1, F_n1, F_n0, 1], tl.int32))
        acc48 = tl.maximum(acc48, t47)
    t51 = tl.load(m49_ptr + offs_n1[None, :, None, None, None] * m49_s1 + offs_n1[None, None, :, None, None] * m49_s2, mask=(offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None], other=0).to(tl.float32)
    t52 = tl.maximum(acc48, t51)
    t53 = t32 - (t52)
    t54 = tl.exp(t53)
    acc82 = tl.full([T_c0, F_n1, F_n1, F_n0, 1], -float('inf'), tl.float32)
    acc83 = tl.full([T_c0, F_n1, F_n1, F_n0, 1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t80 = tl.load(states78_ptr + i_c0 * states78_s0 + i_c2 * states78_s1 + tl.arange(0, T_c0)[:, None, None, None, None] * states78_s2 + tl.arange(0, F_n1)[None, :, None, None, None] * states78_s3 + tl.arange(0, F_n1)[None, None, :, None, None] * states78_s4 + tl.arange(0, F_n0)[None, None, None, :, None] * states78_s5 + tl.zeros([T_c0, F_n1, F_n1, F_n0, 1], tl.int32))
        t81 = tl.load(states79_ptr + i_c0 * states79_s0 + i_c2 * states79_s1 + tl.arange(0, T_c0)[:, None, None, None, None] * states79_s2 + tl.arange(0, F_n1)[None, :, None, None, None] * states79_s3 + tl.arange(0, F_n1)[None, None, :, None, None] * states79_s4 + tl.arange(0, F_n0)[None, None, None, :, None] * states79_s5 + tl.zeros([T_c0, F_n1, F_n1, F_n0, 1], tl.int32))
        m84 = tl.maximum(acc82, t80)
        r85 = tl.where(acc82 == -float("inf"), 0.0, tl.exp(acc82 - m84))
        r86 = tl.where(t80 == -float("inf"), 0.0, tl.exp(t80 - m84))
        acc83 = tl.where(acc82 == -float("inf"), 0.0, acc83 * r85) + tl.where(t80 == -float("inf"), 0.0, t81 * r86)
        acc82 = m84
    t87 = acc48 - (t52)
    t88 = tl.exp(t87)
    t89 = (acc83) * (t88)
    t90 = t51 - (t52)
    t91 = tl.exp(t90)
    t92 = t89 + t91
    t93 = (t54) / (t92)
    t96 = tl.load(m94_ptr + offs_c0[:, None, None, None, None] * m94_s0 + offs_n1[None, :, None, None, None] * m94_s1 + offs_n0[None, None, None, :, None] * m94_s3 + offs_n2[None, None, None, None, :] * m94_s4, mask=(offs_c0 < E_c0)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :], other=0).to(tl.float32)
    t97 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, None, None, :], t93, 0.0), 5) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, None, :, None], t96, 0.0), 3), axis=4)
    tl.store(buf98_ptr + offs_c0[:, None, None, None, None] * buf98_s0 + offs_n1[None, :, None, None, None] * buf98_s1 + offs_n1[None, None, :, None, None] * buf98_s2 + offs_n0[None, None, None, :, None] * buf98_s3 + offs_n2[None, None, None, None, :] * buf98_s4, t97, mask=(offs_c0 < E_c0)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :])


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
    m28 = _BINARY["Sub"](m10, m9)
    m29 = torch.tensor(8.0, dtype=torch.float32, device=device)
    m27 = _BINARY["Ge"](m28, m29)
    m26 = m27.reshape([1, 1, 1, 32, 32])
    m34 = _BINARY["Lt"](m4, m5)
    m33 = m34.reshape([1, 1, 1, 1, 32])
    states46 = torch.full([_cdiv(2, T['c0']), _cdiv(32, T['c2']), T['c0'], _pow2(2), _pow2(2), _pow2(32), 1], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(2, T['c0']) * _cdiv(32, T['c2']),)](m33_ptr=m33, m33_s0=m33.stride(0), m33_s1=m33.stride(1), m33_s2=m33.stride(2), m33_s3=m33.stride(3), m33_s4=m33.stride(4), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), m7_s2=m7.stride(2), m7_s3=m7.stride(3), m7_s4=m7.stride(4), m14_ptr=m14, m14_s0=m14.stride(0), m14_s1=m14.stride(1), m14_s2=m14.stride(2), m14_s3=m14.stride(3), m14_s4=m14.stride(4), m17_ptr=m17, m17_s0=m17.stride(0), m17_s1=m17.stride(1), m17_s2=m17.stride(2), m17_s3=m17.stride(3), m17_s4=m17.stride(4), m26_ptr=m26, m26_s0=m26.stride(0), m26_s1=m26.stride(1), m26_s2=m26.stride(2), m26_s3=m26.stride(3), m26_s4=m26.stride(4), states46_ptr=states46, states46_s0=states46.stride(0), states46_s1=states46.stride(1), states46_s2=states46.stride(2), states46_s3=states46.stride(3), states46_s4=states46.stride(4), states46_s5=states46.stride(5), states46_s6=states46.stride(6), E_c0=2, E_c2=32, E_n0=32, E_n1=2, E_n2=16, F_n0=_pow2(32), F_n1=_pow2(2), F_n2=_pow2(16), T_c0=T['c0'], T_c2=T['c2'])
    m50 = inputs['sinks']
    m49 = m50.reshape([1, 2, 2, 1, 1])
    buf63 = torch.full([2, 2, 2, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(32, T['c3']),)](m14_ptr=m14, m14_s0=m14.stride(0), m14_s1=m14.stride(1), m14_s2=m14.stride(2), m14_s3=m14.stride(3), m14_s4=m14.stride(4), m17_ptr=m17, m17_s0=m17.stride(0), m17_s1=m17.stride(1), m17_s2=m17.stride(2), m17_s3=m17.stride(3), m17_s4=m17.stride(4), buf63_ptr=buf63, buf63_s0=buf63.stride(0), buf63_s1=buf63.stride(1), buf63_s2=buf63.stride(2), buf63_s3=buf63.stride(3), buf63_s4=buf63.stride(4), E_c1=16, E_c3=32, E_n0=32, E_n1=2, F_n0=_pow2(32), F_n1=_pow2(2), T_c1=T['c1'], T_c3=T['c3'])
    buf66 = torch.full([2, 2, 2, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(32, T['c3']),)](buf63_ptr=buf63, buf63_s0=buf63.stride(0), buf63_s1=buf63.stride(1), buf63_s2=buf63.stride(2), buf63_s3=buf63.stride(3), buf63_s4=buf63.stride(4), buf66_ptr=buf66, buf66_s0=buf66.stride(0), buf66_s1=buf66.stride(1), buf66_s2=buf66.stride(2), buf66_s3=buf66.stride(3), buf66_s4=buf66.stride(4), E_c3=32, E_n0=32, E_n1=2, F_n0=_pow2(32), F_n1=_pow2(2), T_c3=T['c3'])
    states78 = torch.full([_cdiv(2, T['c0']), _cdiv(32, T['c2']), T['c0'], _pow2(2), _pow2(2), _pow2(32), 1], float("nan"), dtype=torch.float32, device=device)
    states79 = torch.full([_cdiv(2, T['c0']), _cdiv(32, T['c2']), T['c0'], _pow2(2), _pow2(2), _pow2(32), 1], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(2, T['c0']) * _cdiv(32, T['c2']),)](m33_ptr=m33, m33_s0=m33.stride(0), m33_s1=m33.stride(1), m33_s2=m33.stride(2), m33_s3=m33.stride(3), m33_s4=m33.stride(4), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), m7_s2=m7.stride(2), m7_s3=m7.stride(3), m7_s4=m7.stride(4), buf66_ptr=buf66, buf66_s0=buf66.stride(0), buf66_s1=buf66.stride(1), buf66_s2=buf66.stride(2), buf66_s3=buf66.stride(3), buf66_s4=buf66.stride(4), m26_ptr=m26, m26_s0=m26.stride(0), m26_s1=m26.stride(1), m26_s2=m26.stride(2), m26_s3=m26.stride(3), m26_s4=m26.stride(4), states78_ptr=states78, states78_s0=states78.stride(0), states78_s1=states78.stride(1), states78_s2=states78.stride(2), states78_s3=states78.stride(3), states78_s4=states78.stride(4), states78_s5=states78.stride(5), states78_s6=states78.stride(6), states79_ptr=states79, states79_s0=states79.stride(0), states79_s1=states79.stride(1), states79_s2=states79.stride(2), states79_s3=states79.stride(3), states79_s4=states79.stride(4), states79_s5=states79.stride(5), states79_s6=states79.stride(6), E_c0=2, E_c2=32, E_n0=32, E_n1=2, F_n0=_pow2(32), F_n1=_pow2(2), T_c0=T['c0'], T_c2=T['c2'])
    m95 = inputs['v']
    m94 = m95.reshape([2, 2, 1, 32, 16])
    buf98 = torch.full([2, 2, 2, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(_cdiv(2, T['c0']),)](m2_ptr=m2, m2_s0=m2.stride(0), m2_s1=m2.stride(1), m2_s2=m2.stride(2), m2_s3=m2.stride(3), m2_s4=m2.stride(4), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), m7_s2=m7.stride(2), m7_s3=m7.stride(3), m7_s4=m7.stride(4), m14_ptr=m14, m14_s0=m14.stride(0), m14_s1=m14.stride(1), m14_s2=m14.stride(2), m14_s3=m14.stride(3), m14_s4=m14.stride(4), m17_ptr=m17, m17_s0=m17.stride(0), m17_s1=m17.stride(1), m17_s2=m17.stride(2), m17_s3=m17.stride(3), m17_s4=m17.stride(4), m26_ptr=m26, m26_s0=m26.stride(0), m26_s1=m26.stride(1), m26_s2=m26.stride(2), m26_s3=m26.stride(3), m26_s4=m26.stride(4), states46_ptr=states46, states46_s0=states46.stride(0), states46_s1=states46.stride(1), states46_s2=states46.stride(2), states46_s3=states46.stride(3), states46_s4=states46.stride(4), states46_s5=states46.stride(5), states46_s6=states46.stride(6), m49_ptr=m49, m49_s0=m49.stride(0), m49_s1=m49.stride(1), m49_s2=m49.stride(2), m49_s3=m49.stride(3), m49_s4=m49.stride(4), states78_ptr=states78, states78_s0=states78.stride(0), states78_s1=states78.stride(1), states78_s2=states78.stride(2), states78_s3=states78.stride(3), states78_s4=states78.stride(4), states78_s5=states78.stride(5), states78_s6=states78.stride(6), states79_ptr=states79, states79_s0=states79.stride(0), states79_s1=states79.stride(1), states79_s2=states79.stride(2), states79_s3=states79.stride(3), states79_s4=states79.stride(4), states79_s5=states79.stride(5), states79_s6=states79.stride(6), m94_ptr=m94, m94_s0=m94.stride(0), m94_s1=m94.stride(1), m94_s2=m94.stride(2), m94_s3=m94.stride(3), m94_s4=m94.stride(4), buf98_ptr=buf98, buf98_s0=buf98.stride(0), buf98_s1=buf98.stride(1), buf98_s2=buf98.stride(2), buf98_s3=buf98.stride(3), buf98_s4=buf98.stride(4), E_c0=2, E_c1=16, E_c2=32, E_n0=32, E_n1=2, E_n2=16, F_n0=_pow2(32), F_n1=_pow2(2), F_n2=_pow2(16), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    m1 = buf98.reshape([2, 4, 32, 16])
    return m1


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
