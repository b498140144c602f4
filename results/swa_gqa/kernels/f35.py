"""swa_gqa [small], candidate 35: 6 kernel(s)

Rendered by EqiForge from candidate 35 of swa_gqa [small]: store(k.3[16]) ; store(k.3[16]) ; store(k.2[32]) ; grid(q.1@1) loop(k.3[16]: pair(sum, sum), stored) loop(k.2[32]: max, stored) ; store(k.2[32]) loop(k.3[16]: sum, stored) ; grid(k.0@0) loop(k.2[32]: sum, stored)
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid k.0@0[2]
    c1: loop k.2[32]
    c2: loop k.3[16]
    c3: grid q.1@1[4]

Run it on its own: `python kernels/f35.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/swa_gqa.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 1, "c1": 16, "c2": 8, "c3": 2}


@triton.jit
def kernel_0(m13_ptr, m13_s0, m13_s1, m13_s2, m13_s3, m15_ptr, m15_s0, m15_s1, m15_s2, m15_s3, states30_ptr, states30_s0, states30_s1, states30_s2, states30_s3, states30_s4, states30_s5, states30_s6, E_c0, E_c1, E_c2, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # stores states30: Collect over loop k.3[16]
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
    t27 = tl.load(m13_ptr + offs_c0[:, None, None, None] * m13_s0 + offs_n1[None, :, None, None] * m13_s1 + offs_n0[None, None, :, None] * m13_s2 + offs_c2[None, None, None, :] * m13_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
    t28 = tl.load(m15_ptr + offs_c0[:, None, None, None] * m15_s0 + offs_n1[None, :, None, None] * m15_s1 + offs_c2[None, None, :, None] * m15_s2 + offs_c1[None, None, None, :] * m15_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
    t29 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :], t27, 0.0), 4) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :, None], t28, 0.0), 2), axis=3)
    tl.store(states30_ptr + i_c0 * states30_s0 + i_c1 * states30_s1 + i_c2 * states30_s2 + tl.arange(0, T_c0)[:, None, None, None] * states30_s3 + tl.arange(0, F_n1)[None, :, None, None] * states30_s4 + tl.arange(0, F_n0)[None, None, :, None] * states30_s5 + tl.arange(0, T_c1)[None, None, None, :] * states30_s6 + tl.zeros([T_c0, F_n1, F_n0, T_c1], tl.int32), t29)


@triton.jit
def kernel_1(m13_ptr, m13_s0, m13_s1, m13_s2, m13_s3, m15_ptr, m15_s0, m15_s1, m15_s2, m15_s3, states50_ptr, states50_s0, states50_s1, states50_s2, states50_s3, states50_s4, states50_s5, states51_ptr, states51_s0, states51_s1, states51_s2, states51_s3, states51_s4, states51_s5, E_c2, E_c3, E_n0, E_n3, F_n0: tl.constexpr, F_n3: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # stores states50, states51: Collect over loop k.3[16]
    pid = tl.program_id(0)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n3 = tl.arange(0, F_n3)
    offs_n0 = tl.arange(0, F_n0)
    t46 = tl.load(m13_ptr + offs_n3[:, None, None, None] * m13_s0 + offs_c3[None, :, None, None] * m13_s1 + offs_n0[None, None, :, None] * m13_s2 + offs_c2[None, None, None, :] * m13_s3, mask=(offs_n3 < E_n3)[:, None, None, None] & (offs_c3 < E_c3)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
    t47 = tl.load(m15_ptr + offs_n3[:, None, None, None] * m15_s0 + offs_c3[None, :, None, None] * m15_s1 + offs_c2[None, None, :, None] * m15_s2 + offs_n0[None, None, None, :] * m15_s3, mask=(offs_n3 < E_n3)[:, None, None, None] & (offs_c3 < E_c3)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t48 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :], t46, 0.0), 4) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :, None], t47, 0.0), 2), axis=3)
    t49 = (t48) * (0.25)
    tl.store(states50_ptr + i_c3 * states50_s0 + i_c2 * states50_s1 + tl.arange(0, F_n3)[:, None, None, None] * states50_s2 + tl.arange(0, T_c3)[None, :, None, None] * states50_s3 + tl.arange(0, F_n0)[None, None, :, None] * states50_s4 + tl.arange(0, F_n0)[None, None, None, :] * states50_s5 + tl.zeros([F_n3, T_c3, F_n0, F_n0], tl.int32), t48)
    tl.store(states51_ptr + i_c3 * states51_s0 + i_c2 * states51_s1 + tl.arange(0, F_n3)[:, None, None, None] * states51_s2 + tl.arange(0, T_c3)[None, :, None, None] * states51_s3 + tl.arange(0, F_n0)[None, None, :, None] * states51_s4 + tl.arange(0, F_n0)[None, None, None, :] * states51_s5 + tl.zeros([F_n3, T_c3, F_n0, F_n0], tl.int32), t49)


@triton.jit
def kernel_2(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m10_ptr, m10_s0, m10_s1, m10_s2, m10_s3, m13_ptr, m13_s0, m13_s1, m13_s2, m13_s3, m15_ptr, m15_s0, m15_s1, m15_s2, m15_s3, states66_ptr, states66_s0, states66_s1, states66_s2, states66_s3, states66_s4, states66_s5, E_c1, E_c3, E_n0, E_n2, E_n3, F_n0: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c1: tl.constexpr, T_c3: tl.constexpr):
    # stores states66: Collect over loop k.2[32]
    pid = tl.program_id(0)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n3 = tl.arange(0, F_n3)
    offs_n2 = tl.arange(0, F_n2)
    t58 = tl.load(m1_ptr + offs_n0[None, None, :, None] * m1_s2 + offs_c1[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0)
    t59 = tl.load(m10_ptr + offs_n0[None, None, :, None] * m10_s2 + offs_c1[None, None, None, :] * m10_s3, mask=(offs_n0 < E_n0)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0)
    t60 = tl.load(m13_ptr + offs_n3[:, None, None, None] * m13_s0 + offs_c3[None, :, None, None] * m13_s1 + offs_n0[None, None, :, None] * m13_s2 + offs_n2[None, None, None, :] * m13_s3, mask=(offs_n3 < E_n3)[:, None, None, None] & (offs_c3 < E_c3)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t61 = tl.load(m15_ptr + offs_n3[:, None, None, None] * m15_s0 + offs_c3[None, :, None, None] * m15_s1 + offs_n2[None, None, :, None] * m15_s2 + offs_c1[None, None, None, :] * m15_s3, mask=(offs_n3 < E_n3)[:, None, None, None] & (offs_c3 < E_c3)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
    t62 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t60, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t61, 0.0), 2), axis=3)
    t63 = tl.where(t59, -float("inf"), t62)
    t64 = tl.where(t58, -float("inf"), t63)
    t65 = tl.max(tl.where((offs_c1 < E_c1)[None, None, None, :], t64, -float('inf')), axis=3, keep_dims=True)
    tl.store(states66_ptr + i_c3 * states66_s0 + i_c1 * states66_s1 + tl.arange(0, F_n3)[:, None, None, None] * states66_s2 + tl.arange(0, T_c3)[None, :, None, None] * states66_s3 + tl.arange(0, F_n0)[None, None, :, None] * states66_s4 + tl.zeros([F_n3, T_c3, F_n0, 1], tl.int32), t65)


@triton.jit
def kernel_3(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m10_ptr, m10_s0, m10_s1, m10_s2, m10_s3, states50_ptr, states50_s0, states50_s1, states50_s2, states50_s3, states50_s4, states50_s5, states51_ptr, states51_s0, states51_s1, states51_s2, states51_s3, states51_s4, states51_s5, states66_ptr, states66_s0, states66_s1, states66_s2, states66_s3, states66_s4, states66_s5, buf73_ptr, buf73_s0, buf73_s1, buf73_s2, buf73_s3, E_c1, E_c2, E_c3, E_n0, E_n3, F_n0: tl.constexpr, F_n3: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # writes buf73: Combine over grid q.1@1[4]
    pid = tl.program_id(0)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n3 = tl.arange(0, F_n3)
    t44 = tl.load(m1_ptr + offs_n0[None, None, :, None] * m1_s2 + offs_n0[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0)
    t45 = tl.load(m10_ptr + offs_n0[None, None, :, None] * m10_s2 + offs_n0[None, None, None, :] * m10_s3, mask=(offs_n0 < E_n0)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0)
    acc54 = tl.full([F_n3, T_c3, F_n0, F_n0], 0.0, tl.float32)
    acc55 = tl.full([F_n3, T_c3, F_n0, F_n0], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t52 = tl.load(states50_ptr + i_c3 * states50_s0 + i_c2 * states50_s1 + tl.arange(0, F_n3)[:, None, None, None] * states50_s2 + tl.arange(0, T_c3)[None, :, None, None] * states50_s3 + tl.arange(0, F_n0)[None, None, :, None] * states50_s4 + tl.arange(0, F_n0)[None, None, None, :] * states50_s5 + tl.zeros([F_n3, T_c3, F_n0, F_n0], tl.int32))
        t53 = tl.load(states51_ptr + i_c3 * states51_s0 + i_c2 * states51_s1 + tl.arange(0, F_n3)[:, None, None, None] * states51_s2 + tl.arange(0, T_c3)[None, :, None, None] * states51_s3 + tl.arange(0, F_n0)[None, None, :, None] * states51_s4 + tl.arange(0, F_n0)[None, None, None, :] * states51_s5 + tl.zeros([F_n3, T_c3, F_n0, F_n0], tl.int32))
        acc54 = acc54 + t52
        acc55 = acc55 + t53
    t56 = tl.where(t45, -float("inf"), acc54)
    t57 = tl.where(t44, -float("inf"), t56)
    acc68 = tl.full([F_n3, T_c3, F_n0, 1], -float('inf'), tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t67 = tl.load(states66_ptr + i_c3 * states66_s0 + i_c1 * states66_s1 + tl.arange(0, F_n3)[:, None, None, None] * states66_s2 + tl.arange(0, T_c3)[None, :, None, None] * states66_s3 + tl.arange(0, F_n0)[None, None, :, None] * states66_s4 + tl.zeros([F_n3, T_c3, F_n0, 1], tl.int32))
        acc68 = tl.maximum(acc68, t67)
    t69 = t57 - (acc68)
    t70 = (t69) * (0.25)
    t71 = tl.exp(t70)
    t72 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, None, :], t71, 0.0), axis=3, keep_dims=True)
    tl.store(buf73_ptr + offs_n3[:, None, None, None] * buf73_s0 + offs_c3[None, :, None, None] * buf73_s1 + offs_n0[None, None, :, None] * buf73_s2, t72, mask=(offs_n3 < E_n3)[:, None, None, None] & (offs_c3 < E_c3)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None])


@triton.jit
def kernel_4(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m10_ptr, m10_s0, m10_s1, m10_s2, m10_s3, m13_ptr, m13_s0, m13_s1, m13_s2, m13_s3, m15_ptr, m15_s0, m15_s1, m15_s2, m15_s3, states30_ptr, states30_s0, states30_s1, states30_s2, states30_s3, states30_s4, states30_s5, states30_s6, m38_ptr, m38_s0, m38_s1, m38_s2, m38_s3, buf73_ptr, buf73_s0, buf73_s1, buf73_s2, buf73_s3, states77_ptr, states77_s0, states77_s1, states77_s2, states77_s3, states77_s4, states77_s5, E_c0, E_c1, E_c2, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # stores states77: Collect over loop k.2[32]
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
    offs_n2 = tl.arange(0, F_n2)
    t8 = tl.load(m1_ptr + offs_n0[None, None, :, None] * m1_s2 + offs_c1[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0)
    t9 = tl.load(m1_ptr + offs_n0[None, None, :, None] * m1_s2 + offs_n0[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0)
    t12 = tl.load(m10_ptr + offs_n0[None, None, :, None] * m10_s2 + offs_n0[None, None, None, :] * m10_s3, mask=(offs_n0 < E_n0)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0)
    t14 = tl.load(m13_ptr + offs_c0[:, None, None, None] * m13_s0 + offs_n1[None, :, None, None] * m13_s1 + offs_n0[None, None, :, None] * m13_s2 + offs_n2[None, None, None, :] * m13_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t20 = tl.load(m15_ptr + offs_c0[:, None, None, None] * m15_s0 + offs_n1[None, :, None, None] * m15_s1 + offs_n2[None, None, :, None] * m15_s2 + offs_n0[None, None, None, :] * m15_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t21 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t14, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t20, 0.0), 2), axis=3)
    t22 = tl.where(t12, -float("inf"), t21)
    t23 = tl.where(t9, -float("inf"), t22)
    t24 = tl.max(tl.where((offs_n0 < E_n0)[None, None, None, :], t23, -float('inf')), axis=3, keep_dims=True)
    t25 = -float("inf") - (t24)
    t26 = tl.load(m10_ptr + offs_n0[None, None, :, None] * m10_s2 + offs_c1[None, None, None, :] * m10_s3, mask=(offs_n0 < E_n0)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0)
    acc32 = tl.full([T_c0, F_n1, F_n0, T_c1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t31 = tl.load(states30_ptr + i_c0 * states30_s0 + i_c1 * states30_s1 + i_c2 * states30_s2 + tl.arange(0, T_c0)[:, None, None, None] * states30_s3 + tl.arange(0, F_n1)[None, :, None, None] * states30_s4 + tl.arange(0, F_n0)[None, None, :, None] * states30_s5 + tl.arange(0, T_c1)[None, None, None, :] * states30_s6 + tl.zeros([T_c0, F_n1, F_n0, T_c1], tl.int32))
        acc32 = acc32 + t31
    t33 = acc32 - (t24)
    t34 = tl.where(t26, t25, t33)
    t35 = tl.where(t8, t25, t34)
    t36 = (t35) * (0.25)
    t37 = tl.exp(t36)
    t42 = tl.load(m38_ptr + offs_c0[:, None, None, None] * m38_s0 + offs_n1[None, :, None, None] * m38_s1 + offs_c1[None, None, :, None] * m38_s2 + offs_n2[None, None, None, :] * m38_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t43 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, :], t37, 0.0), 4) * tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, :, None], t42, 0.0), 2), axis=3)
    t74 = tl.load(buf73_ptr + offs_c0[:, None, None, None] * buf73_s0 + offs_n1[None, :, None, None] * buf73_s1 + offs_n0[None, None, :, None] * buf73_s2, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None], other=0).to(tl.float32)
    t75 = 1.0 / (t74)
    t76 = (t43) * (t75)
    tl.store(states77_ptr + i_c0 * states77_s0 + i_c1 * states77_s1 + tl.arange(0, T_c0)[:, None, None, None] * states77_s2 + tl.arange(0, F_n1)[None, :, None, None] * states77_s3 + tl.arange(0, F_n0)[None, None, :, None] * states77_s4 + tl.arange(0, F_n2)[None, None, None, :] * states77_s5 + tl.zeros([T_c0, F_n1, F_n0, F_n2], tl.int32), t76)


@triton.jit
def kernel_5(states77_ptr, states77_s0, states77_s1, states77_s2, states77_s3, states77_s4, states77_s5, buf80_ptr, buf80_s0, buf80_s1, buf80_s2, buf80_s3, E_c0, E_c1, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf80: Combine over grid k.0@0[2]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n2 = tl.arange(0, F_n2)
    acc79 = tl.full([T_c0, F_n1, F_n0, F_n2], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t78 = tl.load(states77_ptr + i_c0 * states77_s0 + i_c1 * states77_s1 + tl.arange(0, T_c0)[:, None, None, None] * states77_s2 + tl.arange(0, F_n1)[None, :, None, None] * states77_s3 + tl.arange(0, F_n0)[None, None, :, None] * states77_s4 + tl.arange(0, F_n2)[None, None, None, :] * states77_s5 + tl.zeros([T_c0, F_n1, F_n0, F_n2], tl.int32))
        acc79 = acc79 + t78
    tl.store(buf80_ptr + offs_c0[:, None, None, None] * buf80_s0 + offs_n1[None, :, None, None] * buf80_s1 + offs_n0[None, None, :, None] * buf80_s2 + offs_n2[None, None, None, :] * buf80_s3, acc79, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :])


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
    states30 = torch.full([_cdiv(2, T['c0']), _cdiv(32, T['c1']), _cdiv(16, T['c2']), T['c0'], _pow2(4), _pow2(32), T['c1']], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(2, T['c0']) * _cdiv(32, T['c1']) * _cdiv(16, T['c2']),)](m13_ptr=m13, m13_s0=m13.stride(0), m13_s1=m13.stride(1), m13_s2=m13.stride(2), m13_s3=m13.stride(3), m15_ptr=m15, m15_s0=m15.stride(0), m15_s1=m15.stride(1), m15_s2=m15.stride(2), m15_s3=m15.stride(3), states30_ptr=states30, states30_s0=states30.stride(0), states30_s1=states30.stride(1), states30_s2=states30.stride(2), states30_s3=states30.stride(3), states30_s4=states30.stride(4), states30_s5=states30.stride(5), states30_s6=states30.stride(6), E_c0=2, E_c1=32, E_c2=16, E_n0=32, E_n1=4, F_n0=_pow2(32), F_n1=_pow2(4), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    m41 = inputs['v']
    m40 = m41.reshape([2, 2, 1, 32, 16])
    m39 = m40.expand([2, 2, 2, 32, 16])
    m38 = m39.reshape([2, 4, 32, 16])
    states50 = torch.full([_cdiv(4, T['c3']), _cdiv(16, T['c2']), _pow2(2), T['c3'], _pow2(32), _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    states51 = torch.full([_cdiv(4, T['c3']), _cdiv(16, T['c2']), _pow2(2), T['c3'], _pow2(32), _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(4, T['c3']) * _cdiv(16, T['c2']),)](m13_ptr=m13, m13_s0=m13.stride(0), m13_s1=m13.stride(1), m13_s2=m13.stride(2), m13_s3=m13.stride(3), m15_ptr=m15, m15_s0=m15.stride(0), m15_s1=m15.stride(1), m15_s2=m15.stride(2), m15_s3=m15.stride(3), states50_ptr=states50, states50_s0=states50.stride(0), states50_s1=states50.stride(1), states50_s2=states50.stride(2), states50_s3=states50.stride(3), states50_s4=states50.stride(4), states50_s5=states50.stride(5), states51_ptr=states51, states51_s0=states51.stride(0), states51_s1=states51.stride(1), states51_s2=states51.stride(2), states51_s3=states51.stride(3), states51_s4=states51.stride(4), states51_s5=states51.stride(5), E_c2=16, E_c3=4, E_n0=32, E_n3=2, F_n0=_pow2(32), F_n3=_pow2(2), T_c2=T['c2'], T_c3=T['c3'])
    states66 = torch.full([_cdiv(4, T['c3']), _cdiv(32, T['c1']), _pow2(2), T['c3'], _pow2(32), 1], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(4, T['c3']) * _cdiv(32, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m10_ptr=m10, m10_s0=m10.stride(0), m10_s1=m10.stride(1), m10_s2=m10.stride(2), m10_s3=m10.stride(3), m13_ptr=m13, m13_s0=m13.stride(0), m13_s1=m13.stride(1), m13_s2=m13.stride(2), m13_s3=m13.stride(3), m15_ptr=m15, m15_s0=m15.stride(0), m15_s1=m15.stride(1), m15_s2=m15.stride(2), m15_s3=m15.stride(3), states66_ptr=states66, states66_s0=states66.stride(0), states66_s1=states66.stride(1), states66_s2=states66.stride(2), states66_s3=states66.stride(3), states66_s4=states66.stride(4), states66_s5=states66.stride(5), E_c1=32, E_c3=4, E_n0=32, E_n2=16, E_n3=2, F_n0=_pow2(32), F_n2=_pow2(16), F_n3=_pow2(2), T_c1=T['c1'], T_c3=T['c3'])
    buf73 = torch.full([2, 4, 32, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(4, T['c3']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m10_ptr=m10, m10_s0=m10.stride(0), m10_s1=m10.stride(1), m10_s2=m10.stride(2), m10_s3=m10.stride(3), states50_ptr=states50, states50_s0=states50.stride(0), states50_s1=states50.stride(1), states50_s2=states50.stride(2), states50_s3=states50.stride(3), states50_s4=states50.stride(4), states50_s5=states50.stride(5), states51_ptr=states51, states51_s0=states51.stride(0), states51_s1=states51.stride(1), states51_s2=states51.stride(2), states51_s3=states51.stride(3), states51_s4=states51.stride(4), states51_s5=states51.stride(5), states66_ptr=states66, states66_s0=states66.stride(0), states66_s1=states66.stride(1), states66_s2=states66.stride(2), states66_s3=states66.stride(3), states66_s4=states66.stride(4), states66_s5=states66.stride(5), buf73_ptr=buf73, buf73_s0=buf73.stride(0), buf73_s1=buf73.stride(1), buf73_s2=buf73.stride(2), buf73_s3=buf73.stride(3), E_c1=32, E_c2=16, E_c3=4, E_n0=32, E_n3=2, F_n0=_pow2(32), F_n3=_pow2(2), T_c1=T['c1'], T_c2=T['c2'], T_c3=T['c3'])
    states77 = torch.full([_cdiv(2, T['c0']), _cdiv(32, T['c1']), T['c0'], _pow2(4), _pow2(32), _pow2(16)], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(_cdiv(2, T['c0']) * _cdiv(32, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m10_ptr=m10, m10_s0=m10.stride(0), m10_s1=m10.stride(1), m10_s2=m10.stride(2), m10_s3=m10.stride(3), m13_ptr=m13, m13_s0=m13.stride(0), m13_s1=m13.stride(1), m13_s2=m13.stride(2), m13_s3=m13.stride(3), m15_ptr=m15, m15_s0=m15.stride(0), m15_s1=m15.stride(1), m15_s2=m15.stride(2), m15_s3=m15.stride(3), states30_ptr=states30, states30_s0=states30.stride(0), states30_s1=states30.stride(1), states30_s2=states30.stride(2), states30_s3=states30.stride(3), states30_s4=states30.stride(4), states30_s5=states30.stride(5), states30_s6=states30.stride(6), m38_ptr=m38, m38_s0=m38.stride(0), m38_s1=m38.stride(1), m38_s2=m38.stride(2), m38_s3=m38.stride(3), buf73_ptr=buf73, buf73_s0=buf73.stride(0), buf73_s1=buf73.stride(1), buf73_s2=buf73.stride(2), buf73_s3=buf73.stride(3), states77_ptr=states77, states77_s0=states77.stride(0), states77_s1=states77.stride(1), states77_s2=states77.stride(2), states77_s3=states77.stride(3), states77_s4=states77.stride(4), states77_s5=states77.stride(5), E_c0=2, E_c1=32, E_c2=16, E_n0=32, E_n1=4, E_n2=16, F_n0=_pow2(32), F_n1=_pow2(4), F_n2=_pow2(16), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    buf80 = torch.full([2, 4, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_5[(_cdiv(2, T['c0']),)](states77_ptr=states77, states77_s0=states77.stride(0), states77_s1=states77.stride(1), states77_s2=states77.stride(2), states77_s3=states77.stride(3), states77_s4=states77.stride(4), states77_s5=states77.stride(5), buf80_ptr=buf80, buf80_s0=buf80.stride(0), buf80_s1=buf80.stride(1), buf80_s2=buf80.stride(2), buf80_s3=buf80.stride(3), E_c0=2, E_c1=32, E_n0=32, E_n1=4, E_n2=16, F_n0=_pow2(32), F_n1=_pow2(4), F_n2=_pow2(16), T_c0=T['c0'], T_c1=T['c1'])
    return buf80


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
