"""rmsnorm_swiglu [small], candidate 47: 10 kernel(s)

Rendered by EqiForge from candidate 47 of rmsnorm_swiglu [small]: grid(x.0@0) loop(x.1[32]: sum) [1 mm] ; grid(x.0@0) loop(x.1[32]: sum) ; grid(x.0@0) ; grid(x.0@0) ; store(x.1[32]) ; grid(x.0@0) loop(x.1[32]: pair(sum, sum), stored) ; grid(x.0@0) ; grid(x.0@0) ; store(w_up.0[64]) ; grid() loop(w_up.0[64]: pair(sum, sum), stored)
Coordinates (tile sizes are the T arguments of launch()):
    c0: loop w_up.0[64]
    c1: grid x.0@0[8]
    c2: loop x.1[32]

Run it on its own: `python kernels/f47.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/rmsnorm_swiglu.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 32, "c1": 4, "c2": 16}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m7_ptr, m7_s0, m7_s1, buf13_ptr, buf13_s0, buf13_s1, E_c1, E_c2, E_n1, DOT_10: tl.constexpr, F_n1: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf13: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    acc12 = tl.full([T_c1, F_n1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t2 = tl.load(m1_ptr + offs_c1[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t5 = tl.load(m3_ptr + offs_c2[None, :] * m3_s1, mask=(offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t6 = (t2) * (t5)
        t9 = tl.load(m7_ptr + offs_c2[:, None] * m7_s0 + offs_n1[None, :] * m7_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
        if DOT_10:
            t11 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t6, 0.0), tl.where((offs_c2 < E_c2)[:, None], t9, 0.0), input_precision="ieee")
        else:
            t11 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t6, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t9, 0.0), 0), axis=1)
        acc12 = acc12 + t11
    tl.store(buf13_ptr + offs_c1[:, None] * buf13_s0 + offs_n1[None, :] * buf13_s1, acc12, mask=(offs_c1 < E_c1)[:, None] & (offs_n1 < E_n1)[None, :])


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, buf19_ptr, buf19_s0, buf19_s1, E_c1, E_c2, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf19: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    acc18 = tl.full([T_c1, 1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t15 = tl.load(m1_ptr + offs_c1[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t16 = (t15) * (t15)
        t17 = tl.sum(tl.where((offs_c2 < E_c2)[None, :], t16, 0.0), axis=1, keep_dims=True)
        acc18 = acc18 + t17
    tl.store(buf19_ptr + offs_c1[:, None] * buf19_s0, acc18, mask=(offs_c1 < E_c1)[:, None])


@triton.jit
def kernel_2(buf13_ptr, buf13_s0, buf13_s1, buf19_ptr, buf19_s0, buf19_s1, buf24_ptr, buf24_s0, buf24_s1, E_c1, E_n1, F_n1: tl.constexpr, T_c1: tl.constexpr):
    # writes buf24: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    t14 = tl.load(buf13_ptr + offs_c1[:, None] * buf13_s0 + offs_n1[None, :] * buf13_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t20 = tl.load(buf19_ptr + offs_c1[:, None] * buf19_s0, mask=(offs_c1 < E_c1)[:, None], other=0).to(tl.float32)
    t21 = t20 + 0.00032
    t22 = tl.rsqrt(t21)
    t23 = (t14) * (t22)
    tl.store(buf24_ptr + offs_c1[:, None] * buf24_s0 + offs_n1[None, :] * buf24_s1, t23, mask=(offs_c1 < E_c1)[:, None] & (offs_n1 < E_n1)[None, :])


@triton.jit
def kernel_3(buf24_ptr, buf24_s0, buf24_s1, buf27_ptr, buf27_s0, buf27_s1, E_c1, E_n1, F_n1: tl.constexpr, T_c1: tl.constexpr):
    # writes buf27: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    t25 = tl.load(buf24_ptr + offs_c1[:, None] * buf24_s0 + offs_n1[None, :] * buf24_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t26 = (t25) * (5.656854249492381)
    tl.store(buf27_ptr + offs_c1[:, None] * buf27_s0 + offs_n1[None, :] * buf27_s1, t26, mask=(offs_c1 < E_c1)[:, None] & (offs_n1 < E_n1)[None, :])


@triton.jit
def kernel_4(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m32_ptr, m32_s0, m32_s1, m7_ptr, m7_s0, m7_s1, states40_ptr, states40_s0, states40_s1, states40_s2, states40_s3, states41_ptr, states41_s0, states41_s1, states41_s2, states41_s3, E_c1, E_c2, E_n1, DOT_35: tl.constexpr, DOT_38: tl.constexpr, F_n1: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # stores states40, states41: Collect over loop x.1[32]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    t29 = tl.load(m1_ptr + offs_c1[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
    t30 = tl.load(m3_ptr + offs_c2[None, :] * m3_s1, mask=(offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
    t31 = (t29) * (t30)
    t34 = tl.load(m32_ptr + offs_c2[:, None] * m32_s0 + offs_n1[None, :] * m32_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_35:
        t36 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t31, 0.0), tl.where((offs_c2 < E_c2)[:, None], t34, 0.0), input_precision="ieee")
    else:
        t36 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t31, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t34, 0.0), 0), axis=1)
    t37 = tl.load(m7_ptr + offs_c2[:, None] * m7_s0 + offs_n1[None, :] * m7_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_38:
        t39 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t31, 0.0), tl.where((offs_c2 < E_c2)[:, None], t37, 0.0), input_precision="ieee")
    else:
        t39 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t31, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t37, 0.0), 0), axis=1)
    tl.store(states40_ptr + i_c1 * states40_s0 + i_c2 * states40_s1 + tl.arange(0, T_c1)[:, None] * states40_s2 + tl.arange(0, F_n1)[None, :] * states40_s3 + tl.zeros([T_c1, F_n1], tl.int32), t36)
    tl.store(states41_ptr + i_c1 * states41_s0 + i_c2 * states41_s1 + tl.arange(0, T_c1)[:, None] * states41_s2 + tl.arange(0, F_n1)[None, :] * states41_s3 + tl.zeros([T_c1, F_n1], tl.int32), t39)


@triton.jit
def kernel_5(states40_ptr, states40_s0, states40_s1, states40_s2, states40_s3, states41_ptr, states41_s0, states41_s1, states41_s2, states41_s3, m1_ptr, m1_s0, m1_s1, buf52_ptr, buf52_s0, buf52_s1, E_c1, E_c2, E_n1, E_n2, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf52: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    acc44 = tl.full([T_c1, F_n1], 0.0, tl.float32)
    acc45 = tl.full([T_c1, F_n1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t42 = tl.load(states40_ptr + i_c1 * states40_s0 + i_c2 * states40_s1 + tl.arange(0, T_c1)[:, None] * states40_s2 + tl.arange(0, F_n1)[None, :] * states40_s3 + tl.zeros([T_c1, F_n1], tl.int32))
        t43 = tl.load(states41_ptr + i_c1 * states41_s0 + i_c2 * states41_s1 + tl.arange(0, T_c1)[:, None] * states41_s2 + tl.arange(0, F_n1)[None, :] * states41_s3 + tl.zeros([T_c1, F_n1], tl.int32))
        acc44 = acc44 + t42
        acc45 = acc45 + t43
    t46 = tl.load(m1_ptr + offs_c1[:, None] * m1_s0 + offs_n2[None, :] * m1_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    t47 = (t46) * (t46)
    t48 = tl.sum(tl.where((offs_n2 < E_n2)[None, :], t47, 0.0), axis=1, keep_dims=True)
    t49 = t48 + 0.00032
    t50 = tl.rsqrt(t49)
    t51 = (acc44) * (t50)
    tl.store(buf52_ptr + offs_c1[:, None] * buf52_s0 + offs_n1[None, :] * buf52_s1, t51, mask=(offs_c1 < E_c1)[:, None] & (offs_n1 < E_n1)[None, :])


@triton.jit
def kernel_6(buf52_ptr, buf52_s0, buf52_s1, buf56_ptr, buf56_s0, buf56_s1, E_c1, E_n1, F_n1: tl.constexpr, T_c1: tl.constexpr):
    # writes buf56: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    t54 = tl.load(buf52_ptr + offs_c1[:, None] * buf52_s0 + offs_n1[None, :] * buf52_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t55 = (t54) * (5.656854249492381)
    tl.store(buf56_ptr + offs_c1[:, None] * buf56_s0 + offs_n1[None, :] * buf56_s1, t55, mask=(offs_c1 < E_c1)[:, None] & (offs_n1 < E_n1)[None, :])


@triton.jit
def kernel_7(buf56_ptr, buf56_s0, buf56_s1, buf59_ptr, buf59_s0, buf59_s1, E_c1, E_n1, F_n1: tl.constexpr, T_c1: tl.constexpr):
    # writes buf59: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    t57 = tl.load(buf56_ptr + offs_c1[:, None] * buf56_s0 + offs_n1[None, :] * buf56_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t58 = (t57) * (0.5)
    tl.store(buf59_ptr + offs_c1[:, None] * buf59_s0 + offs_n1[None, :] * buf59_s1, t58, mask=(offs_c1 < E_c1)[:, None] & (offs_n1 < E_n1)[None, :])


@triton.jit
def kernel_8(buf27_ptr, buf27_s0, buf27_s1, buf52_ptr, buf52_s0, buf52_s1, buf59_ptr, buf59_s0, buf59_s1, m66_ptr, m66_s0, m66_s1, states76_ptr, states76_s0, states76_s1, states76_s2, states77_ptr, states77_s0, states77_s1, states77_s2, E_c0, E_n0, E_n2, DOT_69: tl.constexpr, DOT_74: tl.constexpr, F_n0: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr):
    # stores states76, states77: Collect over loop w_up.0[64]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n2 = tl.arange(0, F_n2)
    t28 = tl.load(buf27_ptr + offs_n0[:, None] * buf27_s0 + offs_c0[None, :] * buf27_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c0 < E_c0)[None, :], other=0).to(tl.float32)
    t53 = tl.load(buf52_ptr + offs_n0[:, None] * buf52_s0 + offs_c0[None, :] * buf52_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c0 < E_c0)[None, :], other=0).to(tl.float32)
    t60 = tl.load(buf59_ptr + offs_n0[:, None] * buf59_s0 + offs_c0[None, :] * buf59_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c0 < E_c0)[None, :], other=0).to(tl.float32)
    t61 = 2.0 / (1.0 + tl.exp(-2.0 * (t60))) - 1.0
    t62 = t61 + 1.0
    t63 = (t53) * (t62)
    t64 = (t63) * (2.8284271247461903)
    t65 = (t28) * (t64)
    t68 = tl.load(m66_ptr + offs_c0[:, None] * m66_s0 + offs_n2[None, :] * m66_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    if DOT_69:
        t70 = tl.dot(tl.where((offs_c0 < E_c0)[None, :], t65, 0.0), tl.where((offs_c0 < E_c0)[:, None], t68, 0.0), input_precision="ieee")
    else:
        t70 = tl.sum(tl.expand_dims(tl.where((offs_c0 < E_c0)[None, :], t65, 0.0), 2) * tl.expand_dims(tl.where((offs_c0 < E_c0)[:, None], t68, 0.0), 0), axis=1)
    t71 = (t53) * (5.656854249492381)
    t72 = (t62) * (t71)
    t73 = (t72) * (t28)
    if DOT_74:
        t75 = tl.dot(tl.where((offs_c0 < E_c0)[None, :], t73, 0.0), tl.where((offs_c0 < E_c0)[:, None], t68, 0.0), input_precision="ieee")
    else:
        t75 = tl.sum(tl.expand_dims(tl.where((offs_c0 < E_c0)[None, :], t73, 0.0), 2) * tl.expand_dims(tl.where((offs_c0 < E_c0)[:, None], t68, 0.0), 0), axis=1)
    tl.store(states76_ptr + i_c0 * states76_s0 + tl.arange(0, F_n0)[:, None] * states76_s1 + tl.arange(0, F_n2)[None, :] * states76_s2 + tl.zeros([F_n0, F_n2], tl.int32), t70)
    tl.store(states77_ptr + i_c0 * states77_s0 + tl.arange(0, F_n0)[:, None] * states77_s1 + tl.arange(0, F_n2)[None, :] * states77_s2 + tl.zeros([F_n0, F_n2], tl.int32), t75)


@triton.jit
def kernel_9(states76_ptr, states76_s0, states76_s1, states76_s2, states77_ptr, states77_s0, states77_s1, states77_s2, buf82_ptr, buf82_s0, buf82_s1, buf83_ptr, buf83_s0, buf83_s1, E_c0, E_n0, E_n2, F_n0: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr):
    # writes buf82, buf83: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n2 = tl.arange(0, F_n2)
    acc80 = tl.full([F_n0, F_n2], 0.0, tl.float32)
    acc81 = tl.full([F_n0, F_n2], 0.0, tl.float32)
    for i_c0 in range(0, tl.cdiv(E_c0, T_c0)):
        offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)

        t78 = tl.load(states76_ptr + i_c0 * states76_s0 + tl.arange(0, F_n0)[:, None] * states76_s1 + tl.arange(0, F_n2)[None, :] * states76_s2 + tl.zeros([F_n0, F_n2], tl.int32))
        t79 = tl.load(states77_ptr + i_c0 * states77_s0 + tl.arange(0, F_n0)[:, None] * states77_s1 + tl.arange(0, F_n2)[None, :] * states77_s2 + tl.zeros([F_n0, F_n2], tl.int32))
        acc80 = acc80 + t78
        acc81 = acc81 + t79
    tl.store(buf82_ptr + offs_n0[:, None] * buf82_s0 + offs_n2[None, :] * buf82_s1, acc80, mask=(offs_n0 < E_n0)[:, None] & (offs_n2 < E_n2)[None, :])
    tl.store(buf83_ptr + offs_n0[:, None] * buf83_s0 + offs_n2[None, :] * buf83_s1, acc81, mask=(offs_n0 < E_n0)[:, None] & (offs_n2 < E_n2)[None, :])


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
    m1 = inputs['x']
    m4 = inputs['w_norm']
    m3 = m4.reshape([1, 32])
    m8 = inputs['w_up']
    m7 = m8.permute([1, 0])
    buf13 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(8, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), buf13_ptr=buf13, buf13_s0=buf13.stride(0), buf13_s1=buf13.stride(1), E_c1=8, E_c2=32, E_n1=64, DOT_10=(T['c1']) >= 16 and (T['c2']) >= 16 and (_pow2(64)) >= 16, F_n1=_pow2(64), T_c1=T['c1'], T_c2=T['c2'])
    buf19 = torch.full([8, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(8, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), buf19_ptr=buf19, buf19_s0=buf19.stride(0), buf19_s1=buf19.stride(1), E_c1=8, E_c2=32, T_c1=T['c1'], T_c2=T['c2'])
    buf24 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(8, T['c1']),)](buf13_ptr=buf13, buf13_s0=buf13.stride(0), buf13_s1=buf13.stride(1), buf19_ptr=buf19, buf19_s0=buf19.stride(0), buf19_s1=buf19.stride(1), buf24_ptr=buf24, buf24_s0=buf24.stride(0), buf24_s1=buf24.stride(1), E_c1=8, E_n1=64, F_n1=_pow2(64), T_c1=T['c1'])
    buf27 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(8, T['c1']),)](buf24_ptr=buf24, buf24_s0=buf24.stride(0), buf24_s1=buf24.stride(1), buf27_ptr=buf27, buf27_s0=buf27.stride(0), buf27_s1=buf27.stride(1), E_c1=8, E_n1=64, F_n1=_pow2(64), T_c1=T['c1'])
    m33 = inputs['w_gate']
    m32 = m33.permute([1, 0])
    states40 = torch.full([_cdiv(8, T['c1']), _cdiv(32, T['c2']), T['c1'], _pow2(64)], float("nan"), dtype=torch.float32, device=device)
    states41 = torch.full([_cdiv(8, T['c1']), _cdiv(32, T['c2']), T['c1'], _pow2(64)], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(_cdiv(8, T['c1']) * _cdiv(32, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m32_ptr=m32, m32_s0=m32.stride(0), m32_s1=m32.stride(1), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), states40_ptr=states40, states40_s0=states40.stride(0), states40_s1=states40.stride(1), states40_s2=states40.stride(2), states40_s3=states40.stride(3), states41_ptr=states41, states41_s0=states41.stride(0), states41_s1=states41.stride(1), states41_s2=states41.stride(2), states41_s3=states41.stride(3), E_c1=8, E_c2=32, E_n1=64, DOT_35=(T['c1']) >= 16 and (T['c2']) >= 16 and (_pow2(64)) >= 16, DOT_38=(T['c1']) >= 16 and (T['c2']) >= 16 and (_pow2(64)) >= 16, F_n1=_pow2(64), T_c1=T['c1'], T_c2=T['c2'])
    buf52 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_5[(_cdiv(8, T['c1']),)](states40_ptr=states40, states40_s0=states40.stride(0), states40_s1=states40.stride(1), states40_s2=states40.stride(2), states40_s3=states40.stride(3), states41_ptr=states41, states41_s0=states41.stride(0), states41_s1=states41.stride(1), states41_s2=states41.stride(2), states41_s3=states41.stride(3), m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), buf52_ptr=buf52, buf52_s0=buf52.stride(0), buf52_s1=buf52.stride(1), E_c1=8, E_c2=32, E_n1=64, E_n2=32, F_n1=_pow2(64), F_n2=_pow2(32), T_c1=T['c1'], T_c2=T['c2'])
    buf56 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_6[(_cdiv(8, T['c1']),)](buf52_ptr=buf52, buf52_s0=buf52.stride(0), buf52_s1=buf52.stride(1), buf56_ptr=buf56, buf56_s0=buf56.stride(0), buf56_s1=buf56.stride(1), E_c1=8, E_n1=64, F_n1=_pow2(64), T_c1=T['c1'])
    buf59 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_7[(_cdiv(8, T['c1']),)](buf56_ptr=buf56, buf56_s0=buf56.stride(0), buf56_s1=buf56.stride(1), buf59_ptr=buf59, buf59_s0=buf59.stride(0), buf59_s1=buf59.stride(1), E_c1=8, E_n1=64, F_n1=_pow2(64), T_c1=T['c1'])
    m67 = inputs['w_down']
    m66 = m67.permute([1, 0])
    states76 = torch.full([_cdiv(64, T['c0']), _pow2(8), _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    states77 = torch.full([_cdiv(64, T['c0']), _pow2(8), _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    kernel_8[(_cdiv(64, T['c0']),)](buf27_ptr=buf27, buf27_s0=buf27.stride(0), buf27_s1=buf27.stride(1), buf52_ptr=buf52, buf52_s0=buf52.stride(0), buf52_s1=buf52.stride(1), buf59_ptr=buf59, buf59_s0=buf59.stride(0), buf59_s1=buf59.stride(1), m66_ptr=m66, m66_s0=m66.stride(0), m66_s1=m66.stride(1), states76_ptr=states76, states76_s0=states76.stride(0), states76_s1=states76.stride(1), states76_s2=states76.stride(2), states77_ptr=states77, states77_s0=states77.stride(0), states77_s1=states77.stride(1), states77_s2=states77.stride(2), E_c0=64, E_n0=8, E_n2=32, DOT_69=(_pow2(8)) >= 16 and (T['c0']) >= 16 and (_pow2(32)) >= 16, DOT_74=(_pow2(8)) >= 16 and (T['c0']) >= 16 and (_pow2(32)) >= 16, F_n0=_pow2(8), F_n2=_pow2(32), T_c0=T['c0'])
    buf82 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    buf83 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_9[(1,)](states76_ptr=states76, states76_s0=states76.stride(0), states76_s1=states76.stride(1), states76_s2=states76.stride(2), states77_ptr=states77, states77_s0=states77.stride(0), states77_s1=states77.stride(1), states77_s2=states77.stride(2), buf82_ptr=buf82, buf82_s0=buf82.stride(0), buf82_s1=buf82.stride(1), buf83_ptr=buf83, buf83_s0=buf83.stride(0), buf83_s1=buf83.stride(1), E_c0=64, E_n0=8, E_n2=32, F_n0=_pow2(8), F_n2=_pow2(32), T_c0=T['c0'])
    return buf82


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
