"""swa_gqa [small], candidate 31: 6 kernel(s)

Rendered by EqiForge from candidate 31 of swa_gqa [small]: store(k.3[16]) ; store(k.3[16]) ; grid(k.2@2) loop(k.3[16]: sum, stored) ; grid(k.2@2) ; grid(k.0@0) loop(k.2[32]: max) ; grid(k.0@0) loop(k.2[32]: rescale) {loop(k.3[16]: sum, stored)} [1 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid k.0@0[2]
    c1: loop k.2[32]
    c2: loop k.3[16]
    c3: grid k.2@2[32]

Run it on its own: `python kernels/f31.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/swa_gqa.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 1, "c1": 16, "c2": 8, "c3": 16}


@triton.jit
def kernel_0(m13_ptr, m13_s0, m13_s1, m13_s2, m13_s3, m15_ptr, m15_s0, m15_s1, m15_s2, m15_s3, states22_ptr, states22_s0, states22_s1, states22_s2, states22_s3, states22_s4, states22_s5, states22_s6, E_c0, E_c1, E_c2, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # stores states22: Collect over loop k.3[16]
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
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    t14 = tl.load(m13_ptr + offs_c0[:, None, None, None] * m13_s0 + offs_n1[None, :, None, None] * m13_s1 + offs_n0[None, None, :, None] * m13_s2 + offs_c2[None, None, None, :] * m13_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
    t20 = tl.load(m15_ptr + offs_c0[:, None, None, None] * m15_s0 + offs_n1[None, :, None, None] * m15_s1 + offs_c2[None, None, :, None] * m15_s2 + offs_c1[None, None, None, :] * m15_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
    t21 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :], t14, 0.0), 4) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :, None], t20, 0.0), 2), axis=3)
    tl.store(states22_ptr + i_c0 * states22_s0 + i_c1 * states22_s1 + i_c2 * states22_s2 + tl.arange(0, T_c0)[:, None, None, None] * states22_s3 + tl.arange(0, F_n1)[None, :, None, None] * states22_s4 + tl.arange(0, F_n0)[None, None, :, None] * states22_s5 + tl.arange(0, T_c1)[None, None, None, :] * states22_s6 + tl.zeros([T_c0, F_n1, F_n0, T_c1], tl.int32), t21)


@triton.jit
def kernel_1(m13_ptr, m13_s0, m13_s1, m13_s2, m13_s3, m15_ptr, m15_s0, m15_s1, m15_s2, m15_s3, states33_ptr, states33_s0, states33_s1, states33_s2, states33_s3, states33_s4, states33_s5, E_c2, E_c3, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # stores states33: Collect over loop k.3[16]
    pid = tl.program_id(0)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    t30 = tl.load(m13_ptr + offs_n2[:, None, None, None] * m13_s0 + offs_n1[None, :, None, None] * m13_s1 + offs_c3[None, None, :, None] * m13_s2 + offs_c2[None, None, None, :] * m13_s3, mask=(offs_n2 < E_n2)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c3 < E_c3)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
    t31 = tl.load(m15_ptr + offs_n2[:, None, None, None] * m15_s0 + offs_n1[None, :, None, None] * m15_s1 + offs_c2[None, None, :, None] * m15_s2 + offs_n0[None, None, None, :] * m15_s3, mask=(offs_n2 < E_n2)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t32 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :], t30, 0.0), 4) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :, None], t31, 0.0), 2), axis=3)
    tl.store(states33_ptr + i_c3 * states33_s0 + i_c2 * states33_s1 + tl.arange(0, F_n2)[:, None, None, None] * states33_s2 + tl.arange(0, F_n1)[None, :, None, None] * states33_s3 + tl.arange(0, T_c3)[None, None, :, None] * states33_s4 + tl.arange(0, F_n0)[None, None, None, :] * states33_s5 + tl.zeros([F_n2, F_n1, T_c3, F_n0], tl.int32), t32)


@triton.jit
def kernel_2(states33_ptr, states33_s0, states33_s1, states33_s2, states33_s3, states33_s4, states33_s5, buf36_ptr, buf36_s0, buf36_s1, buf36_s2, buf36_s3, E_c2, E_c3, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # writes buf36: Combine over grid k.2@2[32]
    pid = tl.program_id(0)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    offs_one = tl.arange(0, 1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    acc35 = tl.full([F_n2, F_n1, T_c3, F_n0], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t34 = tl.load(states33_ptr + i_c3 * states33_s0 + i_c2 * states33_s1 + tl.arange(0, F_n2)[:, None, None, None] * states33_s2 + tl.arange(0, F_n1)[None, :, None, None] * states33_s3 + tl.arange(0, T_c3)[None, None, :, None] * states33_s4 + tl.arange(0, F_n0)[None, None, None, :] * states33_s5 + tl.zeros([F_n2, F_n1, T_c3, F_n0], tl.int32))
        acc35 = acc35 + t34
    tl.store(buf36_ptr + offs_n2[:, None, None, None] * buf36_s0 + offs_n1[None, :, None, None] * buf36_s1 + offs_c3[None, None, :, None] * buf36_s2 + offs_n0[None, None, None, :] * buf36_s3, acc35, mask=(offs_n2 < E_n2)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c3 < E_c3)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :])


@triton.jit
def kernel_3(buf36_ptr, buf36_s0, buf36_s1, buf36_s2, buf36_s3, buf39_ptr, buf39_s0, buf39_s1, buf39_s2, buf39_s3, E_c3, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c3: tl.constexpr):
    # writes buf39: Combine over grid k.2@2[32]
    pid = tl.program_id(0)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    offs_one = tl.arange(0, 1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    t37 = tl.load(buf36_ptr + offs_n2[:, None, None, None] * buf36_s0 + offs_n1[None, :, None, None] * buf36_s1 + offs_c3[None, None, :, None] * buf36_s2 + offs_n0[None, None, None, :] * buf36_s3, mask=(offs_n2 < E_n2)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c3 < E_c3)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t38 = (t37) * (0.25)
    tl.store(buf39_ptr + offs_n2[:, None, None, None] * buf39_s0 + offs_n1[None, :, None, None] * buf39_s1 + offs_c3[None, None, :, None] * buf39_s2 + offs_n0[None, None, None, :] * buf39_s3, t38, mask=(offs_n2 < E_n2)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c3 < E_c3)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :])


@triton.jit
def kernel_4(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m10_ptr, m10_s0, m10_s1, m10_s2, m10_s3, buf39_ptr, buf39_s0, buf39_s1, buf39_s2, buf39_s3, buf81_ptr, buf81_s0, buf81_s1, buf81_s2, buf81_s3, E_c0, E_c1, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf81: Combine over grid k.0@0[2]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t64 = tl.load(m1_ptr + offs_n0[None, None, :, None] * m1_s2 + offs_n0[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0)
    acc71 = tl.full([T_c0, F_n1, F_n0, 1], -float('inf'), tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t65 = tl.load(m1_ptr + offs_n0[None, None, :, None] * m1_s2 + offs_c1[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0)
        t66 = tl.load(m10_ptr + offs_n0[None, None, :, None] * m10_s2 + offs_c1[None, None, None, :] * m10_s3, mask=(offs_n0 < E_n0)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0)
        t67 = tl.load(buf39_ptr + offs_c0[:, None, None, None] * buf39_s0 + offs_n1[None, :, None, None] * buf39_s1 + offs_n0[None, None, :, None] * buf39_s2 + offs_c1[None, None, None, :] * buf39_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
        t68 = tl.where(t66, -float("inf"), t67)
        t69 = tl.where(t65, -float("inf"), t68)
        t70 = tl.max(tl.where((offs_c1 < E_c1)[None, None, None, :], t69, -float('inf')), axis=3, keep_dims=True)
        acc71 = tl.maximum(acc71, t70)
    t72 = -float("inf") - (acc71)
    t73 = tl.exp(t72)
    t74 = tl.load(m10_ptr + offs_n0[None, None, :, None] * m10_s2 + offs_n0[None, None, None, :] * m10_s3, mask=(offs_n0 < E_n0)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0)
    t75 = tl.load(buf39_ptr + offs_c0[:, None, None, None] * buf39_s0 + offs_n1[None, :, None, None] * buf39_s1 + offs_n0[None, None, :, None] * buf39_s2 + offs_n0[None, None, None, :] * buf39_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t76 = t75 - (acc71)
    t77 = tl.where(t74, t72, t76)
    t78 = tl.exp(t77)
    t79 = tl.where(t64, t73, t78)
    t80 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, None, :], t79, 0.0), axis=3, keep_dims=True)
    tl.store(buf81_ptr + offs_c0[:, None, None, None] * buf81_s0 + offs_n1[None, :, None, None] * buf81_s1 + offs_n0[None, None, :, None] * buf81_s2, t80, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None])


@triton.jit
def kernel_5(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m10_ptr, m10_s0, m10_s1, m10_s2, m10_s3, states22_ptr, states22_s0, states22_s1, states22_s2, states22_s3, states22_s4, states22_s5, states22_s6, buf39_ptr, buf39_s0, buf39_s1, buf39_s2, buf39_s3, m58_ptr, m58_s0, m58_s1, m58_s2, m58_s3, buf81_ptr, buf81_s0, buf81_s1, buf81_s2, buf81_s3, buf84_ptr, buf84_s0, buf84_s1, buf84_s2, buf84_s3, E_c0, E_c1, E_c2, E_n0, E_n1, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n3: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf84: Combine over grid k.0@0[2]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n3 = tl.arange(0, F_n3)
    t8 = tl.load(m1_ptr + offs_n0[None, None, :, None] * m1_s2 + offs_n0[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0)
    acc46 = tl.full([T_c0, F_n1, F_n0, 1], -float('inf'), tl.float32)
    acc47 = tl.full([T_c0, F_n1, F_n0, 1], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t9 = tl.load(m1_ptr + offs_n0[None, None, :, None] * m1_s2 + offs_c1[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0)
        t12 = tl.load(m10_ptr + offs_n0[None, None, :, None] * m10_s2 + offs_c1[None, None, None, :] * m10_s3, mask=(offs_n0 < E_n0)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0)
        acc24 = tl.full([T_c0, F_n1, F_n0, T_c1], 0.0, tl.float32)
        for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
            offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

            t23 = tl.load(states22_ptr + i_c0 * states22_s0 + i_c1 * states22_s1 + i_c2 * states22_s2 + tl.arange(0, T_c0)[:, None, None, None] * states22_s3 + tl.arange(0, F_n1)[None, :, None, None] * states22_s4 + tl.arange(0, F_n0)[None, None, :, None] * states22_s5 + tl.arange(0, T_c1)[None, None, None, :] * states22_s6 + tl.zeros([T_c0, F_n1, F_n0, T_c1], tl.int32))
            acc24 = acc24 + t23
        t25 = tl.where(t12, -float("inf"), acc24)
        t26 = tl.where(t9, -float("inf"), t25)
        t27 = tl.max(tl.where((offs_c1 < E_c1)[None, None, None, :], t26, -float('inf')), axis=3, keep_dims=True)
        t28 = (t27) * (0.25)
        t29 = -float("inf") - (t28)
        t40 = tl.load(buf39_ptr + offs_c0[:, None, None, None] * buf39_s0 + offs_n1[None, :, None, None] * buf39_s1 + offs_n0[None, None, :, None] * buf39_s2 + offs_c1[None, None, None, :] * buf39_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
        t41 = t40 - (t28)
        t42 = tl.where(t12, t29, t41)
        t43 = tl.where(t9, t29, t42)
        t44 = tl.exp(t43)
        t45 = tl.sum(tl.where((offs_c1 < E_c1)[None, None, None, :], t44, 0.0), axis=3, keep_dims=True)
        m48 = tl.maximum(acc46, t28)
        r49 = tl.where(acc46 == -float("inf"), 0.0, tl.exp(acc46 - m48))
        r50 = tl.where(t28 == -float("inf"), 0.0, tl.exp(t28 - m48))
        acc47 = tl.where(acc46 == -float("inf"), 0.0, acc47 * r49) + tl.where(t28 == -float("inf"), 0.0, t45 * r50)
        acc46 = m48
    t51 = -float("inf") - (acc46)
    t52 = tl.load(m10_ptr + offs_n0[None, None, :, None] * m10_s2 + offs_n0[None, None, None, :] * m10_s3, mask=(offs_n0 < E_n0)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0)
    t53 = tl.load(buf39_ptr + offs_c0[:, None, None, None] * buf39_s0 + offs_n1[None, :, None, None] * buf39_s1 + offs_n0[None, None, :, None] * buf39_s2 + offs_n0[None, None, None, :] * buf39_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t54 = tl.where(t52, -float("inf"), t53)
    t55 = t54 - (acc46)
    t56 = tl.where(t8, t51, t55)
    t57 = tl.exp(t56)
    t62 = tl.load(m58_ptr + offs_c0[:, None, None, None] * m58_s0 + offs_n1[None, :, None, None] * m58_s1 + offs_n0[None, None, :, None] * m58_s2 + offs_n3[None, None, None, :] * m58_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t63 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, None, :], t57, 0.0), 4) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, :, None], t62, 0.0), 2), axis=3)
    t82 = tl.load(buf81_ptr + offs_c0[:, None, None, None] * buf81_s0 + offs_n1[None, :, None, None] * buf81_s1 + offs_n0[None, None, :, None] * buf81_s2, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None], other=0).to(tl.float32)
    t83 = (t63) / (t82)
    tl.store(buf84_ptr + offs_c0[:, None, None, None] * buf84_s0 + offs_n1[None, :, None, None] * buf84_s1 + offs_n0[None, None, :, None] * buf84_s2 + offs_n3[None, None, None, :] * buf84_s3, t83, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :])


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
    m11 = _BINARY["Gt"](m6, m4)
    m10 = m11.reshape([1, 1, 32, 32])
    m13 = inputs['q']
    m19 = inputs['k']
    m18 = m19.reshape([2, 2, 1, 32, 16])
    m17 = m18.expand([2, 2, 2, 32, 16])
    m16 = m17.reshape([2, 4, 32, 16])
    m15 = m16.permute([0, 1, 3, 2])
    states22 = torch.full([_cdiv(2, T['c0']), _cdiv(32, T['c1']), _cdiv(16, T['c2']), T['c0'], _pow2(4), _pow2(32), T['c1']], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(2, T['c0']) * _cdiv(32, T['c1']) * _cdiv(16, T['c2']),)](m13_ptr=m13, m13_s0=m13.stride(0), m13_s1=m13.stride(1), m13_s2=m13.stride(2), m13_s3=m13.stride(3), m15_ptr=m15, m15_s0=m15.stride(0), m15_s1=m15.stride(1), m15_s2=m15.stride(2), m15_s3=m15.stride(3), states22_ptr=states22, states22_s0=states22.stride(0), states22_s1=states22.stride(1), states22_s2=states22.stride(2), states22_s3=states22.stride(3), states22_s4=states22.stride(4), states22_s5=states22.stride(5), states22_s6=states22.stride(6), E_c0=2, E_c1=32, E_c2=16, E_n0=32, E_n1=4, F_n0=_pow2(32), F_n1=_pow2(4), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    states33 = torch.full([_cdiv(32, T['c3']), _cdiv(16, T['c2']), _pow2(2), _pow2(4), T['c3'], _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(32, T['c3']) * _cdiv(16, T['c2']),)](m13_ptr=m13, m13_s0=m13.stride(0), m13_s1=m13.stride(1), m13_s2=m13.stride(2), m13_s3=m13.stride(3), m15_ptr=m15, m15_s0=m15.stride(0), m15_s1=m15.stride(1), m15_s2=m15.stride(2), m15_s3=m15.stride(3), states33_ptr=states33, states33_s0=states33.stride(0), states33_s1=states33.stride(1), states33_s2=states33.stride(2), states33_s3=states33.stride(3), states33_s4=states33.stride(4), states33_s5=states33.stride(5), E_c2=16, E_c3=32, E_n0=32, E_n1=4, E_n2=2, F_n0=_pow2(32), F_n1=_pow2(4), F_n2=_pow2(2), T_c2=T['c2'], T_c3=T['c3'])
    buf36 = torch.full([2, 4, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(32, T['c3']),)](states33_ptr=states33, states33_s0=states33.stride(0), states33_s1=states33.stride(1), states33_s2=states33.stride(2), states33_s3=states33.stride(3), states33_s4=states33.stride(4), states33_s5=states33.stride(5), buf36_ptr=buf36, buf36_s0=buf36.stride(0), buf36_s1=buf36.stride(1), buf36_s2=buf36.stride(2), buf36_s3=buf36.stride(3), E_c2=16, E_c3=32, E_n0=32, E_n1=4, E_n2=2, F_n0=_pow2(32), F_n1=_pow2(4), F_n2=_pow2(2), T_c2=T['c2'], T_c3=T['c3'])
    buf39 = torch.full([2, 4, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(32, T['c3']),)](buf36_ptr=buf36, buf36_s0=buf36.stride(0), buf36_s1=buf36.stride(1), buf36_s2=buf36.stride(2), buf36_s3=buf36.stride(3), buf39_ptr=buf39, buf39_s0=buf39.stride(0), buf39_s1=buf39.stride(1), buf39_s2=buf39.stride(2), buf39_s3=buf39.stride(3), E_c3=32, E_n0=32, E_n1=4, E_n2=2, F_n0=_pow2(32), F_n1=_pow2(4), F_n2=_pow2(2), T_c3=T['c3'])
    m61 = inputs['v']
    m60 = m61.reshape([2, 2, 1, 32, 16])
    m59 = m60.expand([2, 2, 2, 32, 16])
    m58 = m59.reshape([2, 4, 32, 16])
    buf81 = torch.full([2, 4, 32, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(_cdiv(2, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m10_ptr=m10, m10_s0=m10.stride(0), m10_s1=m10.stride(1), m10_s2=m10.stride(2), m10_s3=m10.stride(3), buf39_ptr=buf39, buf39_s0=buf39.stride(0), buf39_s1=buf39.stride(1), buf39_s2=buf39.stride(2), buf39_s3=buf39.stride(3), buf81_ptr=buf81, buf81_s0=buf81.stride(0), buf81_s1=buf81.stride(1), buf81_s2=buf81.stride(2), buf81_s3=buf81.stride(3), E_c0=2, E_c1=32, E_n0=32, E_n1=4, F_n0=_pow2(32), F_n1=_pow2(4), T_c0=T['c0'], T_c1=T['c1'])
    buf84 = torch.full([2, 4, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_5[(_cdiv(2, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m10_ptr=m10, m10_s0=m10.stride(0), m10_s1=m10.stride(1), m10_s2=m10.stride(2), m10_s3=m10.stride(3), states22_ptr=states22, states22_s0=states22.stride(0), states22_s1=states22.stride(1), states22_s2=states22.stride(2), states22_s3=states22.stride(3), states22_s4=states22.stride(4), states22_s5=states22.stride(5), states22_s6=states22.stride(6), buf39_ptr=buf39, buf39_s0=buf39.stride(0), buf39_s1=buf39.stride(1), buf39_s2=buf39.stride(2), buf39_s3=buf39.stride(3), m58_ptr=m58, m58_s0=m58.stride(0), m58_s1=m58.stride(1), m58_s2=m58.stride(2), m58_s3=m58.stride(3), buf81_ptr=buf81, buf81_s0=buf81.stride(0), buf81_s1=buf81.stride(1), buf81_s2=buf81.stride(2), buf81_s3=buf81.stride(3), buf84_ptr=buf84, buf84_s0=buf84.stride(0), buf84_s1=buf84.stride(1), buf84_s2=buf84.stride(2), buf84_s3=buf84.stride(3), E_c0=2, E_c1=32, E_c2=16, E_n0=32, E_n1=4, E_n3=16, F_n0=_pow2(32), F_n1=_pow2(4), F_n3=_pow2(16), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    return buf84


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
