"""swa_gqa [small], candidate 28: 6 kernel(s)

Rendered by EqiForge from candidate 28 of swa_gqa [small]: store(k.3[16]) ; grid(k.2@2) loop(k.3[16]: sum, stored) ; grid(k.2@2) ; grid(q.1@1) loop(k.2[32]: rescale) ; grid(q.1@1) ; grid(k.2@2) loop(k.2[32]: rescale) [1 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid k.2@2[32]
    c1: loop k.2[32]
    c2: loop k.3[16]
    c3: grid q.1@1[4]

Run it on its own: `python kernels/f28.py` checks it once against PyTorch on random inputs.
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
def kernel_0(m13_ptr, m13_s0, m13_s1, m13_s2, m13_s3, m15_ptr, m15_s0, m15_s1, m15_s2, m15_s3, states22_ptr, states22_s0, states22_s1, states22_s2, states22_s3, states22_s4, states22_s5, E_c0, E_c2, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # stores states22: Collect over loop k.3[16]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n0 = tl.arange(0, F_n0)
    t14 = tl.load(m13_ptr + offs_n1[:, None, None, None] * m13_s0 + offs_n2[None, :, None, None] * m13_s1 + offs_c0[None, None, :, None] * m13_s2 + offs_c2[None, None, None, :] * m13_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
    t20 = tl.load(m15_ptr + offs_n1[:, None, None, None] * m15_s0 + offs_n2[None, :, None, None] * m15_s1 + offs_c2[None, None, :, None] * m15_s2 + offs_n0[None, None, None, :] * m15_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t21 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :], t14, 0.0), 4) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :, None], t20, 0.0), 2), axis=3)
    tl.store(states22_ptr + i_c0 * states22_s0 + i_c2 * states22_s1 + tl.arange(0, F_n1)[:, None, None, None] * states22_s2 + tl.arange(0, F_n2)[None, :, None, None] * states22_s3 + tl.arange(0, T_c0)[None, None, :, None] * states22_s4 + tl.arange(0, F_n0)[None, None, None, :] * states22_s5 + tl.zeros([F_n1, F_n2, T_c0, F_n0], tl.int32), t21)


@triton.jit
def kernel_1(states22_ptr, states22_s0, states22_s1, states22_s2, states22_s3, states22_s4, states22_s5, buf25_ptr, buf25_s0, buf25_s1, buf25_s2, buf25_s3, E_c0, E_c2, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # writes buf25: Combine over grid k.2@2[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n0 = tl.arange(0, F_n0)
    acc24 = tl.full([F_n1, F_n2, T_c0, F_n0], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t23 = tl.load(states22_ptr + i_c0 * states22_s0 + i_c2 * states22_s1 + tl.arange(0, F_n1)[:, None, None, None] * states22_s2 + tl.arange(0, F_n2)[None, :, None, None] * states22_s3 + tl.arange(0, T_c0)[None, None, :, None] * states22_s4 + tl.arange(0, F_n0)[None, None, None, :] * states22_s5 + tl.zeros([F_n1, F_n2, T_c0, F_n0], tl.int32))
        acc24 = acc24 + t23
    tl.store(buf25_ptr + offs_n1[:, None, None, None] * buf25_s0 + offs_n2[None, :, None, None] * buf25_s1 + offs_c0[None, None, :, None] * buf25_s2 + offs_n0[None, None, None, :] * buf25_s3, acc24, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :])


@triton.jit
def kernel_2(buf25_ptr, buf25_s0, buf25_s1, buf25_s2, buf25_s3, buf28_ptr, buf28_s0, buf28_s1, buf28_s2, buf28_s3, E_c0, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr):
    # writes buf28: Combine over grid k.2@2[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n0 = tl.arange(0, F_n0)
    t26 = tl.load(buf25_ptr + offs_n1[:, None, None, None] * buf25_s0 + offs_n2[None, :, None, None] * buf25_s1 + offs_c0[None, None, :, None] * buf25_s2 + offs_n0[None, None, None, :] * buf25_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t27 = (t26) * (0.25)
    tl.store(buf28_ptr + offs_n1[:, None, None, None] * buf28_s0 + offs_n2[None, :, None, None] * buf28_s1 + offs_c0[None, None, :, None] * buf28_s2 + offs_n0[None, None, None, :] * buf28_s3, t27, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :])


@triton.jit
def kernel_3(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m10_ptr, m10_s0, m10_s1, m10_s2, m10_s3, buf28_ptr, buf28_s0, buf28_s1, buf28_s2, buf28_s3, buf71_ptr, buf71_s0, buf71_s1, buf71_s2, buf71_s3, E_c1, E_c3, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c1: tl.constexpr, T_c3: tl.constexpr):
    # writes buf71: Combine over grid q.1@1[4]
    pid = tl.program_id(0)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    acc66 = tl.full([F_n1, T_c3, F_n0, 1], -float('inf'), tl.float32)
    acc67 = tl.full([F_n1, T_c3, F_n0, 1], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t53 = tl.load(m1_ptr + offs_n0[None, None, :, None] * m1_s2 + offs_c1[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0)
        t54 = tl.load(m10_ptr + offs_n0[None, None, :, None] * m10_s2 + offs_c1[None, None, None, :] * m10_s3, mask=(offs_n0 < E_n0)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0)
        t55 = tl.load(buf28_ptr + offs_n1[:, None, None, None] * buf28_s0 + offs_c3[None, :, None, None] * buf28_s1 + offs_n0[None, None, :, None] * buf28_s2 + offs_c1[None, None, None, :] * buf28_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_c3 < E_c3)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
        t56 = tl.where(t54, -float("inf"), t55)
        t57 = tl.where(t53, -float("inf"), t56)
        t58 = tl.max(tl.where((offs_c1 < E_c1)[None, None, None, :], t57, -float('inf')), axis=3, keep_dims=True)
        t59 = -float("inf") - (t58)
        t60 = tl.exp(t59)
        t61 = t55 - (t58)
        t62 = tl.exp(t61)
        t63 = tl.where(t54, t60, t62)
        t64 = tl.where(t53, t60, t63)
        t65 = tl.sum(tl.where((offs_c1 < E_c1)[None, None, None, :], t64, 0.0), axis=3, keep_dims=True)
        m68 = tl.maximum(acc66, t58)
        r69 = tl.where(acc66 == -float("inf"), 0.0, tl.exp(acc66 - m68))
        r70 = tl.where(t58 == -float("inf"), 0.0, tl.exp(t58 - m68))
        acc67 = tl.where(acc66 == -float("inf"), 0.0, acc67 * r69) + tl.where(t58 == -float("inf"), 0.0, t65 * r70)
        acc66 = m68
    tl.store(buf71_ptr + offs_n1[:, None, None, None] * buf71_s0 + offs_c3[None, :, None, None] * buf71_s1 + offs_n0[None, None, :, None] * buf71_s2, acc66, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_c3 < E_c3)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None])


@triton.jit
def kernel_4(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, buf71_ptr, buf71_s0, buf71_s1, buf71_s2, buf71_s3, m10_ptr, m10_s0, m10_s1, m10_s2, m10_s3, buf28_ptr, buf28_s0, buf28_s1, buf28_s2, buf28_s3, buf82_ptr, buf82_s0, buf82_s1, buf82_s2, buf82_s3, E_c3, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c3: tl.constexpr):
    # writes buf82: Combine over grid q.1@1[4]
    pid = tl.program_id(0)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t52 = tl.load(m1_ptr + offs_n0[None, None, :, None] * m1_s2 + offs_n0[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0)
    t72 = tl.load(buf71_ptr + offs_n1[:, None, None, None] * buf71_s0 + offs_c3[None, :, None, None] * buf71_s1 + offs_n0[None, None, :, None] * buf71_s2, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_c3 < E_c3)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None], other=0).to(tl.float32)
    t73 = -float("inf") - (t72)
    t74 = tl.exp(t73)
    t75 = tl.load(m10_ptr + offs_n0[None, None, :, None] * m10_s2 + offs_n0[None, None, None, :] * m10_s3, mask=(offs_n0 < E_n0)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0)
    t76 = tl.load(buf28_ptr + offs_n1[:, None, None, None] * buf28_s0 + offs_c3[None, :, None, None] * buf28_s1 + offs_n0[None, None, :, None] * buf28_s2 + offs_n0[None, None, None, :] * buf28_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_c3 < E_c3)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t77 = t76 - (t72)
    t78 = tl.exp(t77)
    t79 = tl.where(t75, t74, t78)
    t80 = tl.where(t52, t74, t79)
    t81 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, None, :], t80, 0.0), axis=3, keep_dims=True)
    tl.store(buf82_ptr + offs_n1[:, None, None, None] * buf82_s0 + offs_c3[None, :, None, None] * buf82_s1 + offs_n0[None, None, :, None] * buf82_s2, t81, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_c3 < E_c3)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None])


@triton.jit
def kernel_5(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m10_ptr, m10_s0, m10_s1, m10_s2, m10_s3, buf28_ptr, buf28_s0, buf28_s1, buf28_s2, buf28_s3, buf82_ptr, buf82_s0, buf82_s1, buf82_s2, buf82_s3, m85_ptr, m85_s0, m85_s1, m85_s2, m85_s3, buf91_ptr, buf91_s0, buf91_s1, buf91_s2, buf91_s3, E_c0, E_c1, E_n0, E_n1, E_n2, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf91: Combine over grid k.2@2[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n3 = tl.arange(0, F_n3)
    t8 = tl.load(m1_ptr + offs_c0[None, None, :, None] * m1_s2 + offs_n0[None, None, None, :] * m1_s3, mask=(offs_c0 < E_c0)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0)
    acc40 = tl.full([F_n1, F_n2, T_c0, 1], -float('inf'), tl.float32)
    acc41 = tl.full([F_n1, F_n2, T_c0, 1], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t9 = tl.load(m1_ptr + offs_c0[None, None, :, None] * m1_s2 + offs_c1[None, None, None, :] * m1_s3, mask=(offs_c0 < E_c0)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0)
        t12 = tl.load(m10_ptr + offs_c0[None, None, :, None] * m10_s2 + offs_c1[None, None, None, :] * m10_s3, mask=(offs_c0 < E_c0)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0)
        t29 = tl.load(buf28_ptr + offs_n1[:, None, None, None] * buf28_s0 + offs_n2[None, :, None, None] * buf28_s1 + offs_c0[None, None, :, None] * buf28_s2 + offs_c1[None, None, None, :] * buf28_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
        t30 = tl.where(t12, -float("inf"), t29)
        t31 = tl.where(t9, -float("inf"), t30)
        t32 = tl.max(tl.where((offs_c1 < E_c1)[None, None, None, :], t31, -float('inf')), axis=3, keep_dims=True)
        t33 = -float("inf") - (t32)
        t34 = tl.exp(t33)
        t35 = t29 - (t32)
        t36 = tl.exp(t35)
        t37 = tl.where(t12, t34, t36)
        t38 = tl.where(t9, t34, t37)
        t39 = tl.sum(tl.where((offs_c1 < E_c1)[None, None, None, :], t38, 0.0), axis=3, keep_dims=True)
        m42 = tl.maximum(acc40, t32)
        r43 = tl.where(acc40 == -float("inf"), 0.0, tl.exp(acc40 - m42))
        r44 = tl.where(t32 == -float("inf"), 0.0, tl.exp(t32 - m42))
        acc41 = tl.where(acc40 == -float("inf"), 0.0, acc41 * r43) + tl.where(t32 == -float("inf"), 0.0, t39 * r44)
        acc40 = m42
    t45 = -float("inf") - (acc40)
    t46 = tl.load(m10_ptr + offs_c0[None, None, :, None] * m10_s2 + offs_n0[None, None, None, :] * m10_s3, mask=(offs_c0 < E_c0)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0)
    t47 = tl.load(buf28_ptr + offs_n1[:, None, None, None] * buf28_s0 + offs_n2[None, :, None, None] * buf28_s1 + offs_c0[None, None, :, None] * buf28_s2 + offs_n0[None, None, None, :] * buf28_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t48 = t47 - (acc40)
    t49 = tl.where(t46, t45, t48)
    t50 = tl.where(t8, t45, t49)
    t51 = tl.exp(t50)
    t83 = tl.load(buf82_ptr + offs_n1[:, None, None, None] * buf82_s0 + offs_n2[None, :, None, None] * buf82_s1 + offs_c0[None, None, :, None] * buf82_s2, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None], other=0).to(tl.float32)
    t84 = (t51) / (t83)
    t89 = tl.load(m85_ptr + offs_n1[:, None, None, None] * m85_s0 + offs_n2[None, :, None, None] * m85_s1 + offs_n0[None, None, :, None] * m85_s2 + offs_n3[None, None, None, :] * m85_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t90 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, None, :], t84, 0.0), 4) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, :, None], t89, 0.0), 2), axis=3)
    tl.store(buf91_ptr + offs_n1[:, None, None, None] * buf91_s0 + offs_n2[None, :, None, None] * buf91_s1 + offs_c0[None, None, :, None] * buf91_s2 + offs_n3[None, None, None, :] * buf91_s3, t90, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :])


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
    states22 = torch.full([_cdiv(32, T['c0']), _cdiv(16, T['c2']), _pow2(2), _pow2(4), T['c0'], _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(32, T['c0']) * _cdiv(16, T['c2']),)](m13_ptr=m13, m13_s0=m13.stride(0), m13_s1=m13.stride(1), m13_s2=m13.stride(2), m13_s3=m13.stride(3), m15_ptr=m15, m15_s0=m15.stride(0), m15_s1=m15.stride(1), m15_s2=m15.stride(2), m15_s3=m15.stride(3), states22_ptr=states22, states22_s0=states22.stride(0), states22_s1=states22.stride(1), states22_s2=states22.stride(2), states22_s3=states22.stride(3), states22_s4=states22.stride(4), states22_s5=states22.stride(5), E_c0=32, E_c2=16, E_n0=32, E_n1=2, E_n2=4, F_n0=_pow2(32), F_n1=_pow2(2), F_n2=_pow2(4), T_c0=T['c0'], T_c2=T['c2'])
    buf25 = torch.full([2, 4, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(32, T['c0']),)](states22_ptr=states22, states22_s0=states22.stride(0), states22_s1=states22.stride(1), states22_s2=states22.stride(2), states22_s3=states22.stride(3), states22_s4=states22.stride(4), states22_s5=states22.stride(5), buf25_ptr=buf25, buf25_s0=buf25.stride(0), buf25_s1=buf25.stride(1), buf25_s2=buf25.stride(2), buf25_s3=buf25.stride(3), E_c0=32, E_c2=16, E_n0=32, E_n1=2, E_n2=4, F_n0=_pow2(32), F_n1=_pow2(2), F_n2=_pow2(4), T_c0=T['c0'], T_c2=T['c2'])
    buf28 = torch.full([2, 4, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(32, T['c0']),)](buf25_ptr=buf25, buf25_s0=buf25.stride(0), buf25_s1=buf25.stride(1), buf25_s2=buf25.stride(2), buf25_s3=buf25.stride(3), buf28_ptr=buf28, buf28_s0=buf28.stride(0), buf28_s1=buf28.stride(1), buf28_s2=buf28.stride(2), buf28_s3=buf28.stride(3), E_c0=32, E_n0=32, E_n1=2, E_n2=4, F_n0=_pow2(32), F_n1=_pow2(2), F_n2=_pow2(4), T_c0=T['c0'])
    buf71 = torch.full([2, 4, 32, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(4, T['c3']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m10_ptr=m10, m10_s0=m10.stride(0), m10_s1=m10.stride(1), m10_s2=m10.stride(2), m10_s3=m10.stride(3), buf28_ptr=buf28, buf28_s0=buf28.stride(0), buf28_s1=buf28.stride(1), buf28_s2=buf28.stride(2), buf28_s3=buf28.stride(3), buf71_ptr=buf71, buf71_s0=buf71.stride(0), buf71_s1=buf71.stride(1), buf71_s2=buf71.stride(2), buf71_s3=buf71.stride(3), E_c1=32, E_c3=4, E_n0=32, E_n1=2, F_n0=_pow2(32), F_n1=_pow2(2), T_c1=T['c1'], T_c3=T['c3'])
    buf82 = torch.full([2, 4, 32, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(_cdiv(4, T['c3']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), buf71_ptr=buf71, buf71_s0=buf71.stride(0), buf71_s1=buf71.stride(1), buf71_s2=buf71.stride(2), buf71_s3=buf71.stride(3), m10_ptr=m10, m10_s0=m10.stride(0), m10_s1=m10.stride(1), m10_s2=m10.stride(2), m10_s3=m10.stride(3), buf28_ptr=buf28, buf28_s0=buf28.stride(0), buf28_s1=buf28.stride(1), buf28_s2=buf28.stride(2), buf28_s3=buf28.stride(3), buf82_ptr=buf82, buf82_s0=buf82.stride(0), buf82_s1=buf82.stride(1), buf82_s2=buf82.stride(2), buf82_s3=buf82.stride(3), E_c3=4, E_n0=32, E_n1=2, F_n0=_pow2(32), F_n1=_pow2(2), T_c3=T['c3'])
    m88 = inputs['v']
    m87 = m88.reshape([2, 2, 1, 32, 16])
    m86 = m87.expand([2, 2, 2, 32, 16])
    m85 = m86.reshape([2, 4, 32, 16])
    buf91 = torch.full([2, 4, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_5[(_cdiv(32, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m10_ptr=m10, m10_s0=m10.stride(0), m10_s1=m10.stride(1), m10_s2=m10.stride(2), m10_s3=m10.stride(3), buf28_ptr=buf28, buf28_s0=buf28.stride(0), buf28_s1=buf28.stride(1), buf28_s2=buf28.stride(2), buf28_s3=buf28.stride(3), buf82_ptr=buf82, buf82_s0=buf82.stride(0), buf82_s1=buf82.stride(1), buf82_s2=buf82.stride(2), buf82_s3=buf82.stride(3), m85_ptr=m85, m85_s0=m85.stride(0), m85_s1=m85.stride(1), m85_s2=m85.stride(2), m85_s3=m85.stride(3), buf91_ptr=buf91, buf91_s0=buf91.stride(0), buf91_s1=buf91.stride(1), buf91_s2=buf91.stride(2), buf91_s3=buf91.stride(3), E_c0=32, E_c1=32, E_n0=32, E_n1=2, E_n2=4, E_n3=16, F_n0=_pow2(32), F_n1=_pow2(2), F_n2=_pow2(4), F_n3=_pow2(16), T_c0=T['c0'], T_c1=T['c1'])
    return buf91


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
