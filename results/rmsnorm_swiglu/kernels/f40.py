"""rmsnorm_swiglu [small], candidate 40: 9 kernel(s)

Rendered by EqiForge from candidate 40 of rmsnorm_swiglu [small]: store(x.1[32]) ; store(x.1[32]) ; store(x.1[32]) ; grid(x.0@0) loop(x.1[32]: pair(sum, sum), stored) ; store(x.1[32]) ; grid(x.0@0) loop(x.1[32]: pair(sum, sum), stored) ; grid(x.0@0) ; store(w_up.0[64]) loop(x.1[32]: pair(sum, sum), stored) loop(x.1[32]: pair(sum, sum), stored) ; grid() loop(w_up.0[64]: pair(sum, sum), stored)
Coordinates (tile sizes are the T arguments of launch()):
    c0: loop w_up.0[64]
    c1: loop x.1[32]
    c2: grid x.0@0[8]

Run it on its own: `python kernels/f40.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/rmsnorm_swiglu.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 32, "c1": 16, "c2": 4}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m13_ptr, m13_s0, m13_s1, m18_ptr, m18_s0, m18_s1, states23_ptr, states23_s0, states23_s1, states23_s2, states23_s3, states24_ptr, states24_s0, states24_s1, states24_s2, states24_s3, E_c0, E_c1, E_n0, E_n1, DOT_16: tl.constexpr, DOT_21: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # stores states23, states24: Collect over loop x.1[32]
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
    t2 = tl.load(m1_ptr + offs_n0[:, None] * m1_s0 + offs_c1[None, :] * m1_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t5 = tl.load(m3_ptr + offs_c1[None, :] * m3_s1, mask=(offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t6 = (t2) * (t5)
    t7 = tl.load(m1_ptr + offs_n0[:, None] * m1_s0 + offs_n1[None, :] * m1_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t8 = (t7) * (t7)
    t9 = tl.sum(tl.where((offs_n1 < E_n1)[None, :], t8, 0.0), axis=1, keep_dims=True)
    t10 = t9 + 0.00032
    t11 = tl.rsqrt(t10)
    t12 = (t6) * (t11)
    t15 = tl.load(m13_ptr + offs_c1[:, None] * m13_s0 + offs_c0[None, :] * m13_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_c0 < E_c0)[None, :], other=0).to(tl.float32)
    if DOT_16:
        t17 = tl.dot(tl.where((offs_c1 < E_c1)[None, :], t12, 0.0), tl.where((offs_c1 < E_c1)[:, None], t15, 0.0), input_precision="ieee")
    else:
        t17 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, :], t12, 0.0), 2) * tl.expand_dims(tl.where((offs_c1 < E_c1)[:, None], t15, 0.0), 0), axis=1)
    t20 = tl.load(m18_ptr + offs_c1[:, None] * m18_s0 + offs_c0[None, :] * m18_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_c0 < E_c0)[None, :], other=0).to(tl.float32)
    if DOT_21:
        t22 = tl.dot(tl.where((offs_c1 < E_c1)[None, :], t12, 0.0), tl.where((offs_c1 < E_c1)[:, None], t20, 0.0), input_precision="ieee")
    else:
        t22 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, :], t12, 0.0), 2) * tl.expand_dims(tl.where((offs_c1 < E_c1)[:, None], t20, 0.0), 0), axis=1)
    tl.store(states23_ptr + i_c0 * states23_s0 + i_c1 * states23_s1 + tl.arange(0, F_n0)[:, None] * states23_s2 + tl.arange(0, T_c0)[None, :] * states23_s3 + tl.zeros([F_n0, T_c0], tl.int32), t17)
    tl.store(states24_ptr + i_c0 * states24_s0 + i_c1 * states24_s1 + tl.arange(0, F_n0)[:, None] * states24_s2 + tl.arange(0, T_c0)[None, :] * states24_s3 + tl.zeros([F_n0, T_c0], tl.int32), t22)


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m18_ptr, m18_s0, m18_s1, m13_ptr, m13_s0, m13_s1, states47_ptr, states47_s0, states47_s1, states47_s2, states47_s3, states48_ptr, states48_s0, states48_s1, states48_s2, states48_s3, E_c0, E_c1, E_n0, E_n1, DOT_42: tl.constexpr, DOT_45: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # stores states47, states48: Collect over loop x.1[32]
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
    t32 = tl.load(m1_ptr + offs_n0[:, None] * m1_s0 + offs_c1[None, :] * m1_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t33 = tl.load(m3_ptr + offs_c1[None, :] * m3_s1, mask=(offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t34 = (t32) * (t33)
    t35 = tl.load(m1_ptr + offs_n0[:, None] * m1_s0 + offs_n1[None, :] * m1_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t36 = (t35) * (t35)
    t37 = tl.sum(tl.where((offs_n1 < E_n1)[None, :], t36, 0.0), axis=1, keep_dims=True)
    t38 = t37 + 0.00032
    t39 = tl.rsqrt(t38)
    t40 = (t34) * (t39)
    t41 = tl.load(m18_ptr + offs_c1[:, None] * m18_s0 + offs_c0[None, :] * m18_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_c0 < E_c0)[None, :], other=0).to(tl.float32)
    if DOT_42:
        t43 = tl.dot(tl.where((offs_c1 < E_c1)[None, :], t40, 0.0), tl.where((offs_c1 < E_c1)[:, None], t41, 0.0), input_precision="ieee")
    else:
        t43 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, :], t40, 0.0), 2) * tl.expand_dims(tl.where((offs_c1 < E_c1)[:, None], t41, 0.0), 0), axis=1)
    t44 = tl.load(m13_ptr + offs_c1[:, None] * m13_s0 + offs_c0[None, :] * m13_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_c0 < E_c0)[None, :], other=0).to(tl.float32)
    if DOT_45:
        t46 = tl.dot(tl.where((offs_c1 < E_c1)[None, :], t40, 0.0), tl.where((offs_c1 < E_c1)[:, None], t44, 0.0), input_precision="ieee")
    else:
        t46 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, :], t40, 0.0), 2) * tl.expand_dims(tl.where((offs_c1 < E_c1)[:, None], t44, 0.0), 0), axis=1)
    tl.store(states47_ptr + i_c0 * states47_s0 + i_c1 * states47_s1 + tl.arange(0, F_n0)[:, None] * states47_s2 + tl.arange(0, T_c0)[None, :] * states47_s3 + tl.zeros([F_n0, T_c0], tl.int32), t43)
    tl.store(states48_ptr + i_c0 * states48_s0 + i_c1 * states48_s1 + tl.arange(0, F_n0)[:, None] * states48_s2 + tl.arange(0, T_c0)[None, :] * states48_s3 + tl.zeros([F_n0, T_c0], tl.int32), t46)


@triton.jit
def kernel_2(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m13_ptr, m13_s0, m13_s1, m18_ptr, m18_s0, m18_s1, states75_ptr, states75_s0, states75_s1, states75_s2, states75_s3, states76_ptr, states76_s0, states76_s1, states76_s2, states76_s3, E_c1, E_c2, E_n1, E_n2, DOT_70: tl.constexpr, DOT_73: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # stores states75, states76: Collect over loop x.1[32]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t60 = tl.load(m1_ptr + offs_c2[:, None] * m1_s0 + offs_c1[None, :] * m1_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t61 = tl.load(m3_ptr + offs_c1[None, :] * m3_s1, mask=(offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t62 = (t60) * (t61)
    t63 = tl.load(m1_ptr + offs_c2[:, None] * m1_s0 + offs_n1[None, :] * m1_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t64 = (t63) * (t63)
    t65 = tl.sum(tl.where((offs_n1 < E_n1)[None, :], t64, 0.0), axis=1, keep_dims=True)
    t66 = t65 + 0.00032
    t67 = tl.rsqrt(t66)
    t68 = (t62) * (t67)
    t69 = tl.load(m13_ptr + offs_c1[:, None] * m13_s0 + offs_n2[None, :] * m13_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    if DOT_70:
        t71 = tl.dot(tl.where((offs_c1 < E_c1)[None, :], t68, 0.0), tl.where((offs_c1 < E_c1)[:, None], t69, 0.0), input_precision="ieee")
    else:
        t71 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, :], t68, 0.0), 2) * tl.expand_dims(tl.where((offs_c1 < E_c1)[:, None], t69, 0.0), 0), axis=1)
    t72 = tl.load(m18_ptr + offs_c1[:, None] * m18_s0 + offs_n2[None, :] * m18_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    if DOT_73:
        t74 = tl.dot(tl.where((offs_c1 < E_c1)[None, :], t68, 0.0), tl.where((offs_c1 < E_c1)[:, None], t72, 0.0), input_precision="ieee")
    else:
        t74 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, :], t68, 0.0), 2) * tl.expand_dims(tl.where((offs_c1 < E_c1)[:, None], t72, 0.0), 0), axis=1)
    tl.store(states75_ptr + i_c2 * states75_s0 + i_c1 * states75_s1 + tl.arange(0, T_c2)[:, None] * states75_s2 + tl.arange(0, F_n2)[None, :] * states75_s3 + tl.zeros([T_c2, F_n2], tl.int32), t71)
    tl.store(states76_ptr + i_c2 * states76_s0 + i_c1 * states76_s1 + tl.arange(0, T_c2)[:, None] * states76_s2 + tl.arange(0, F_n2)[None, :] * states76_s3 + tl.zeros([T_c2, F_n2], tl.int32), t74)


@triton.jit
def kernel_3(states75_ptr, states75_s0, states75_s1, states75_s2, states75_s3, states76_ptr, states76_s0, states76_s1, states76_s2, states76_s3, buf82_ptr, buf82_s0, buf82_s1, E_c1, E_c2, E_n2, F_n2: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf82: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n2 = tl.arange(0, F_n2)
    acc79 = tl.full([T_c2, F_n2], 0.0, tl.float32)
    acc80 = tl.full([T_c2, F_n2], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t77 = tl.load(states75_ptr + i_c2 * states75_s0 + i_c1 * states75_s1 + tl.arange(0, T_c2)[:, None] * states75_s2 + tl.arange(0, F_n2)[None, :] * states75_s3 + tl.zeros([T_c2, F_n2], tl.int32))
        t78 = tl.load(states76_ptr + i_c2 * states76_s0 + i_c1 * states76_s1 + tl.arange(0, T_c2)[:, None] * states76_s2 + tl.arange(0, F_n2)[None, :] * states76_s3 + tl.zeros([T_c2, F_n2], tl.int32))
        acc79 = acc79 + t77
        acc80 = acc80 + t78
    t81 = (acc79) * (2.8284271247461903)
    tl.store(buf82_ptr + offs_c2[:, None] * buf82_s0 + offs_n2[None, :] * buf82_s1, t81, mask=(offs_c2 < E_c2)[:, None] & (offs_n2 < E_n2)[None, :])


@triton.jit
def kernel_4(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m18_ptr, m18_s0, m18_s1, m13_ptr, m13_s0, m13_s1, states102_ptr, states102_s0, states102_s1, states102_s2, states102_s3, states103_ptr, states103_s0, states103_s1, states103_s2, states103_s3, E_c1, E_c2, E_n1, E_n2, DOT_100: tl.constexpr, DOT_97: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # stores states102, states103: Collect over loop x.1[32]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t87 = tl.load(m1_ptr + offs_c2[:, None] * m1_s0 + offs_c1[None, :] * m1_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t88 = tl.load(m3_ptr + offs_c1[None, :] * m3_s1, mask=(offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t89 = (t87) * (t88)
    t90 = tl.load(m1_ptr + offs_c2[:, None] * m1_s0 + offs_n1[None, :] * m1_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t91 = (t90) * (t90)
    t92 = tl.sum(tl.where((offs_n1 < E_n1)[None, :], t91, 0.0), axis=1, keep_dims=True)
    t93 = t92 + 0.00032
    t94 = tl.rsqrt(t93)
    t95 = (t89) * (t94)
    t96 = tl.load(m18_ptr + offs_c1[:, None] * m18_s0 + offs_n2[None, :] * m18_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    if DOT_97:
        t98 = tl.dot(tl.where((offs_c1 < E_c1)[None, :], t95, 0.0), tl.where((offs_c1 < E_c1)[:, None], t96, 0.0), input_precision="ieee")
    else:
        t98 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, :], t95, 0.0), 2) * tl.expand_dims(tl.where((offs_c1 < E_c1)[:, None], t96, 0.0), 0), axis=1)
    t99 = tl.load(m13_ptr + offs_c1[:, None] * m13_s0 + offs_n2[None, :] * m13_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    if DOT_100:
        t101 = tl.dot(tl.where((offs_c1 < E_c1)[None, :], t95, 0.0), tl.where((offs_c1 < E_c1)[:, None], t99, 0.0), input_precision="ieee")
    else:
        t101 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, :], t95, 0.0), 2) * tl.expand_dims(tl.where((offs_c1 < E_c1)[:, None], t99, 0.0), 0), axis=1)
    tl.store(states102_ptr + i_c2 * states102_s0 + i_c1 * states102_s1 + tl.arange(0, T_c2)[:, None] * states102_s2 + tl.arange(0, F_n2)[None, :] * states102_s3 + tl.zeros([T_c2, F_n2], tl.int32), t98)
    tl.store(states103_ptr + i_c2 * states103_s0 + i_c1 * states103_s1 + tl.arange(0, T_c2)[:, None] * states103_s2 + tl.arange(0, F_n2)[None, :] * states103_s3 + tl.zeros([T_c2, F_n2], tl.int32), t101)


@triton.jit
def kernel_5(states102_ptr, states102_s0, states102_s1, states102_s2, states102_s3, states103_ptr, states103_s0, states103_s1, states103_s2, states103_s3, buf108_ptr, buf108_s0, buf108_s1, E_c1, E_c2, E_n2, F_n2: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf108: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n2 = tl.arange(0, F_n2)
    acc106 = tl.full([T_c2, F_n2], 0.0, tl.float32)
    acc107 = tl.full([T_c2, F_n2], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t104 = tl.load(states102_ptr + i_c2 * states102_s0 + i_c1 * states102_s1 + tl.arange(0, T_c2)[:, None] * states102_s2 + tl.arange(0, F_n2)[None, :] * states102_s3 + tl.zeros([T_c2, F_n2], tl.int32))
        t105 = tl.load(states103_ptr + i_c2 * states103_s0 + i_c1 * states103_s1 + tl.arange(0, T_c2)[:, None] * states103_s2 + tl.arange(0, F_n2)[None, :] * states103_s3 + tl.zeros([T_c2, F_n2], tl.int32))
        acc106 = acc106 + t104
        acc107 = acc107 + t105
    tl.store(buf108_ptr + offs_c2[:, None] * buf108_s0 + offs_n2[None, :] * buf108_s1, acc106, mask=(offs_c2 < E_c2)[:, None] & (offs_n2 < E_n2)[None, :])


@triton.jit
def kernel_6(buf108_ptr, buf108_s0, buf108_s1, buf111_ptr, buf111_s0, buf111_s1, E_c2, E_n2, F_n2: tl.constexpr, T_c2: tl.constexpr):
    # writes buf111: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n2 = tl.arange(0, F_n2)
    t109 = tl.load(buf108_ptr + offs_c2[:, None] * buf108_s0 + offs_n2[None, :] * buf108_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    t110 = (t109) * (5.656854249492381)
    tl.store(buf111_ptr + offs_c2[:, None] * buf111_s0 + offs_n2[None, :] * buf111_s1, t110, mask=(offs_c2 < E_c2)[:, None] & (offs_n2 < E_n2)[None, :])


@triton.jit
def kernel_7(states23_ptr, states23_s0, states23_s1, states23_s2, states23_s3, states24_ptr, states24_s0, states24_s1, states24_s2, states24_s3, states47_ptr, states47_s0, states47_s1, states47_s2, states47_s3, states48_ptr, states48_s0, states48_s1, states48_s2, states48_s3, m54_ptr, m54_s0, m54_s1, buf82_ptr, buf82_s0, buf82_s1, buf111_ptr, buf111_s0, buf111_s1, states116_ptr, states116_s0, states116_s1, states116_s2, states117_ptr, states117_s0, states117_s1, states117_s2, E_c0, E_c1, E_n0, E_n1, DOT_114: tl.constexpr, DOT_57: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # stores states116, states117: Collect over loop w_up.0[64]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    acc27 = tl.full([F_n0, T_c0], 0.0, tl.float32)
    acc28 = tl.full([F_n0, T_c0], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t25 = tl.load(states23_ptr + i_c0 * states23_s0 + i_c1 * states23_s1 + tl.arange(0, F_n0)[:, None] * states23_s2 + tl.arange(0, T_c0)[None, :] * states23_s3 + tl.zeros([F_n0, T_c0], tl.int32))
        t26 = tl.load(states24_ptr + i_c0 * states24_s0 + i_c1 * states24_s1 + tl.arange(0, F_n0)[:, None] * states24_s2 + tl.arange(0, T_c0)[None, :] * states24_s3 + tl.zeros([F_n0, T_c0], tl.int32))
        acc27 = acc27 + t25
        acc28 = acc28 + t26
    t29 = (acc27) * (5.656854249492381)
    t30 = 1.0 / (1.0 + tl.exp(-(t29)))
    t31 = (acc27) * (t30)
    acc51 = tl.full([F_n0, T_c0], 0.0, tl.float32)
    acc52 = tl.full([F_n0, T_c0], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t49 = tl.load(states47_ptr + i_c0 * states47_s0 + i_c1 * states47_s1 + tl.arange(0, F_n0)[:, None] * states47_s2 + tl.arange(0, T_c0)[None, :] * states47_s3 + tl.zeros([F_n0, T_c0], tl.int32))
        t50 = tl.load(states48_ptr + i_c0 * states48_s0 + i_c1 * states48_s1 + tl.arange(0, F_n0)[:, None] * states48_s2 + tl.arange(0, T_c0)[None, :] * states48_s3 + tl.zeros([F_n0, T_c0], tl.int32))
        acc51 = acc51 + t49
        acc52 = acc52 + t50
    t53 = (t31) * (acc51)
    t56 = tl.load(m54_ptr + offs_c0[:, None] * m54_s0 + offs_n1[None, :] * m54_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_57:
        t58 = tl.dot(tl.where((offs_c0 < E_c0)[None, :], t53, 0.0), tl.where((offs_c0 < E_c0)[:, None], t56, 0.0), input_precision="ieee")
    else:
        t58 = tl.sum(tl.expand_dims(tl.where((offs_c0 < E_c0)[None, :], t53, 0.0), 2) * tl.expand_dims(tl.where((offs_c0 < E_c0)[:, None], t56, 0.0), 0), axis=1)
    t59 = (t58) * (32.00000000000001)
    t83 = tl.load(buf82_ptr + offs_n0[:, None] * buf82_s0 + offs_c0[None, :] * buf82_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c0 < E_c0)[None, :], other=0).to(tl.float32)
    t84 = 2.0 / (1.0 + tl.exp(-2.0 * (t83))) - 1.0
    t85 = t84 + 1.0
    t86 = (t85) * (t29)
    t112 = tl.load(buf111_ptr + offs_n0[:, None] * buf111_s0 + offs_c0[None, :] * buf111_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c0 < E_c0)[None, :], other=0).to(tl.float32)
    t113 = (t86) * (t112)
    if DOT_114:
        t115 = tl.dot(tl.where((offs_c0 < E_c0)[None, :], t113, 0.0), tl.where((offs_c0 < E_c0)[:, None], t56, 0.0), input_precision="ieee")
    else:
        t115 = tl.sum(tl.expand_dims(tl.where((offs_c0 < E_c0)[None, :], t113, 0.0), 2) * tl.expand_dims(tl.where((offs_c0 < E_c0)[:, None], t56, 0.0), 0), axis=1)
    tl.store(states116_ptr + i_c0 * states116_s0 + tl.arange(0, F_n0)[:, None] * states116_s1 + tl.arange(0, F_n1)[None, :] * states116_s2 + tl.zeros([F_n0, F_n1], tl.int32), t59)
    tl.store(states117_ptr + i_c0 * states117_s0 + tl.arange(0, F_n0)[:, None] * states117_s1 + tl.arange(0, F_n1)[None, :] * states117_s2 + tl.zeros([F_n0, F_n1], tl.int32), t115)


@triton.jit
def kernel_8(states116_ptr, states116_s0, states116_s1, states116_s2, states117_ptr, states117_s0, states117_s1, states117_s2, buf122_ptr, buf122_s0, buf122_s1, buf123_ptr, buf123_s0, buf123_s1, E_c0, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr):
    # writes buf122, buf123: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    acc120 = tl.full([F_n0, F_n1], 0.0, tl.float32)
    acc121 = tl.full([F_n0, F_n1], 0.0, tl.float32)
    for i_c0 in range(0, tl.cdiv(E_c0, T_c0)):
        offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)

        t118 = tl.load(states116_ptr + i_c0 * states116_s0 + tl.arange(0, F_n0)[:, None] * states116_s1 + tl.arange(0, F_n1)[None, :] * states116_s2 + tl.zeros([F_n0, F_n1], tl.int32))
        t119 = tl.load(states117_ptr + i_c0 * states117_s0 + tl.arange(0, F_n0)[:, None] * states117_s1 + tl.arange(0, F_n1)[None, :] * states117_s2 + tl.zeros([F_n0, F_n1], tl.int32))
        acc120 = acc120 + t118
        acc121 = acc121 + t119
    tl.store(buf122_ptr + offs_n0[:, None] * buf122_s0 + offs_n1[None, :] * buf122_s1, acc120, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :])
    tl.store(buf123_ptr + offs_n0[:, None] * buf123_s0 + offs_n1[None, :] * buf123_s1, acc121, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :])


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
    m14 = inputs['w_gate']
    m13 = m14.permute([1, 0])
    m19 = inputs['w_up']
    m18 = m19.permute([1, 0])
    states23 = torch.full([_cdiv(64, T['c0']), _cdiv(32, T['c1']), _pow2(8), T['c0']], float("nan"), dtype=torch.float32, device=device)
    states24 = torch.full([_cdiv(64, T['c0']), _cdiv(32, T['c1']), _pow2(8), T['c0']], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(64, T['c0']) * _cdiv(32, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m13_ptr=m13, m13_s0=m13.stride(0), m13_s1=m13.stride(1), m18_ptr=m18, m18_s0=m18.stride(0), m18_s1=m18.stride(1), states23_ptr=states23, states23_s0=states23.stride(0), states23_s1=states23.stride(1), states23_s2=states23.stride(2), states23_s3=states23.stride(3), states24_ptr=states24, states24_s0=states24.stride(0), states24_s1=states24.stride(1), states24_s2=states24.stride(2), states24_s3=states24.stride(3), E_c0=64, E_c1=32, E_n0=8, E_n1=32, DOT_16=(_pow2(8)) >= 16 and (T['c1']) >= 16 and (T['c0']) >= 16, DOT_21=(_pow2(8)) >= 16 and (T['c1']) >= 16 and (T['c0']) >= 16, F_n0=_pow2(8), F_n1=_pow2(32), T_c0=T['c0'], T_c1=T['c1'])
    states47 = torch.full([_cdiv(64, T['c0']), _cdiv(32, T['c1']), _pow2(8), T['c0']], float("nan"), dtype=torch.float32, device=device)
    states48 = torch.full([_cdiv(64, T['c0']), _cdiv(32, T['c1']), _pow2(8), T['c0']], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(64, T['c0']) * _cdiv(32, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m18_ptr=m18, m18_s0=m18.stride(0), m18_s1=m18.stride(1), m13_ptr=m13, m13_s0=m13.stride(0), m13_s1=m13.stride(1), states47_ptr=states47, states47_s0=states47.stride(0), states47_s1=states47.stride(1), states47_s2=states47.stride(2), states47_s3=states47.stride(3), states48_ptr=states48, states48_s0=states48.stride(0), states48_s1=states48.stride(1), states48_s2=states48.stride(2), states48_s3=states48.stride(3), E_c0=64, E_c1=32, E_n0=8, E_n1=32, DOT_42=(_pow2(8)) >= 16 and (T['c1']) >= 16 and (T['c0']) >= 16, DOT_45=(_pow2(8)) >= 16 and (T['c1']) >= 16 and (T['c0']) >= 16, F_n0=_pow2(8), F_n1=_pow2(32), T_c0=T['c0'], T_c1=T['c1'])
    m55 = inputs['w_down']
    m54 = m55.permute([1, 0])
    states75 = torch.full([_cdiv(8, T['c2']), _cdiv(32, T['c1']), T['c2'], _pow2(64)], float("nan"), dtype=torch.float32, device=device)
    states76 = torch.full([_cdiv(8, T['c2']), _cdiv(32, T['c1']), T['c2'], _pow2(64)], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(8, T['c2']) * _cdiv(32, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m13_ptr=m13, m13_s0=m13.stride(0), m13_s1=m13.stride(1), m18_ptr=m18, m18_s0=m18.stride(0), m18_s1=m18.stride(1), states75_ptr=states75, states75_s0=states75.stride(0), states75_s1=states75.stride(1), states75_s2=states75.stride(2), states75_s3=states75.stride(3), states76_ptr=states76, states76_s0=states76.stride(0), states76_s1=states76.stride(1), states76_s2=states76.stride(2), states76_s3=states76.stride(3), E_c1=32, E_c2=8, E_n1=32, E_n2=64, DOT_70=(T['c2']) >= 16 and (T['c1']) >= 16 and (_pow2(64)) >= 16, DOT_73=(T['c2']) >= 16 and (T['c1']) >= 16 and (_pow2(64)) >= 16, F_n1=_pow2(32), F_n2=_pow2(64), T_c1=T['c1'], T_c2=T['c2'])
    buf82 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(8, T['c2']),)](states75_ptr=states75, states75_s0=states75.stride(0), states75_s1=states75.stride(1), states75_s2=states75.stride(2), states75_s3=states75.stride(3), states76_ptr=states76, states76_s0=states76.stride(0), states76_s1=states76.stride(1), states76_s2=states76.stride(2), states76_s3=states76.stride(3), buf82_ptr=buf82, buf82_s0=buf82.stride(0), buf82_s1=buf82.stride(1), E_c1=32, E_c2=8, E_n2=64, F_n2=_pow2(64), T_c1=T['c1'], T_c2=T['c2'])
    states102 = torch.full([_cdiv(8, T['c2']), _cdiv(32, T['c1']), T['c2'], _pow2(64)], float("nan"), dtype=torch.float32, device=device)
    states103 = torch.full([_cdiv(8, T['c2']), _cdiv(32, T['c1']), T['c2'], _pow2(64)], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(_cdiv(8, T['c2']) * _cdiv(32, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m18_ptr=m18, m18_s0=m18.stride(0), m18_s1=m18.stride(1), m13_ptr=m13, m13_s0=m13.stride(0), m13_s1=m13.stride(1), states102_ptr=states102, states102_s0=states102.stride(0), states102_s1=states102.stride(1), states102_s2=states102.stride(2), states102_s3=states102.stride(3), states103_ptr=states103, states103_s0=states103.stride(0), states103_s1=states103.stride(1), states103_s2=states103.stride(2), states103_s3=states103.stride(3), E_c1=32, E_c2=8, E_n1=32, E_n2=64, DOT_100=(T['c2']) >= 16 and (T['c1']) >= 16 and (_pow2(64)) >= 16, DOT_97=(T['c2']) >= 16 and (T['c1']) >= 16 and (_pow2(64)) >= 16, F_n1=_pow2(32), F_n2=_pow2(64), T_c1=T['c1'], T_c2=T['c2'])
    buf108 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_5[(_cdiv(8, T['c2']),)](states102_ptr=states102, states102_s0=states102.stride(0), states102_s1=states102.stride(1), states102_s2=states102.stride(2), states102_s3=states102.stride(3), states103_ptr=states103, states103_s0=states103.stride(0), states103_s1=states103.stride(1), states103_s2=states103.stride(2), states103_s3=states103.stride(3), buf108_ptr=buf108, buf108_s0=buf108.stride(0), buf108_s1=buf108.stride(1), E_c1=32, E_c2=8, E_n2=64, F_n2=_pow2(64), T_c1=T['c1'], T_c2=T['c2'])
    buf111 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_6[(_cdiv(8, T['c2']),)](buf108_ptr=buf108, buf108_s0=buf108.stride(0), buf108_s1=buf108.stride(1), buf111_ptr=buf111, buf111_s0=buf111.stride(0), buf111_s1=buf111.stride(1), E_c2=8, E_n2=64, F_n2=_pow2(64), T_c2=T['c2'])
    states116 = torch.full([_cdiv(64, T['c0']), _pow2(8), _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    states117 = torch.full([_cdiv(64, T['c0']), _pow2(8), _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    kernel_7[(_cdiv(64, T['c0']),)](states23_ptr=states23, states23_s0=states23.stride(0), states23_s1=states23.stride(1), states23_s2=states23.stride(2), states23_s3=states23.stride(3), states24_ptr=states24, states24_s0=states24.stride(0), states24_s1=states24.stride(1), states24_s2=states24.stride(2), states24_s3=states24.stride(3), states47_ptr=states47, states47_s0=states47.stride(0), states47_s1=states47.stride(1), states47_s2=states47.stride(2), states47_s3=states47.stride(3), states48_ptr=states48, states48_s0=states48.stride(0), states48_s1=states48.stride(1), states48_s2=states48.stride(2), states48_s3=states48.stride(3), m54_ptr=m54, m54_s0=m54.stride(0), m54_s1=m54.stride(1), buf82_ptr=buf82, buf82_s0=buf82.stride(0), buf82_s1=buf82.stride(1), buf111_ptr=buf111, buf111_s0=buf111.stride(0), buf111_s1=buf111.stride(1), states116_ptr=states116, states116_s0=states116.stride(0), states116_s1=states116.stride(1), states116_s2=states116.stride(2), states117_ptr=states117, states117_s0=states117.stride(0), states117_s1=states117.stride(1), states117_s2=states117.stride(2), E_c0=64, E_c1=32, E_n0=8, E_n1=32, DOT_114=(_pow2(8)) >= 16 and (T['c0']) >= 16 and (_pow2(32)) >= 16, DOT_57=(_pow2(8)) >= 16 and (T['c0']) >= 16 and (_pow2(32)) >= 16, F_n0=_pow2(8), F_n1=_pow2(32), T_c0=T['c0'], T_c1=T['c1'])
    buf122 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    buf123 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_8[(1,)](states116_ptr=states116, states116_s0=states116.stride(0), states116_s1=states116.stride(1), states116_s2=states116.stride(2), states117_ptr=states117, states117_s0=states117.stride(0), states117_s1=states117.stride(1), states117_s2=states117.stride(2), buf122_ptr=buf122, buf122_s0=buf122.stride(0), buf122_s1=buf122.stride(1), buf123_ptr=buf123, buf123_s0=buf123.stride(0), buf123_s1=buf123.stride(1), E_c0=64, E_n0=8, E_n1=32, F_n0=_pow2(8), F_n1=_pow2(32), T_c0=T['c0'])
    return buf122


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
