"""diff_attention [small], candidate 12: 5 kernel(s)

Rendered by EqiForge from candidate 12 of diff_attention [small]: store(v.2[32]) ; grid(v.1@1) loop(v.2[32]: sum, stored) ; store(v.2[32]) ; store(v.2[32]) ; grid(v.0@0, v.1@1, v.3@3) loop(v.2[32]: sum) loop(v.2[32]: sum, stored) [1 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid v.0@0[2]
    c1: grid v.1@1[4]
    c2: grid v.3@3[32]
    c3: loop v.2[32]

Run it on its own: `python kernels/f12.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/diff_attention.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 1, "c1": 2, "c2": 16, "c3": 16}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, m8_ptr, m8_s0, m8_s1, m8_s2, m8_s3, states42_ptr, states42_s0, states42_s1, states42_s2, states42_s3, states42_s4, states42_s5, E_c1, E_c3, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c1: tl.constexpr, T_c3: tl.constexpr):
    # stores states42: Collect over loop v.2[32]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    offs_one = tl.arange(0, 1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t27 = tl.load(m1_ptr + offs_n2[:, None, None, None] * m1_s0 + offs_c1[None, :, None, None] * m1_s1 + offs_n0[None, None, :, None] * m1_s2 + offs_n1[None, None, None, :] * m1_s3, mask=(offs_n2 < E_n2)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t28 = tl.load(m3_ptr + offs_n2[:, None, None, None] * m3_s0 + offs_c1[None, :, None, None] * m3_s1 + offs_n1[None, None, :, None] * m3_s2 + offs_c3[None, None, None, :] * m3_s3, mask=(offs_n2 < E_n2)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
    t29 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :], t27, 0.0), 4) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :, None], t28, 0.0), 2), axis=3)
    t30 = (t29) * (0.25)
    t31 = tl.load(m8_ptr + offs_n0[None, None, :, None] * m8_s2 + offs_c3[None, None, None, :] * m8_s3, mask=(offs_n0 < E_n0)[None, None, :, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
    t32 = t30 + t31
    t33 = (t27) * (0.25)
    t34 = tl.load(m3_ptr + offs_n2[:, None, None, None] * m3_s0 + offs_c1[None, :, None, None] * m3_s1 + offs_n1[None, None, :, None] * m3_s2 + offs_n0[None, None, None, :] * m3_s3, mask=(offs_n2 < E_n2)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t35 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :], t33, 0.0), 4) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :, None], t34, 0.0), 2), axis=3)
    t36 = tl.load(m8_ptr + offs_n0[None, None, :, None] * m8_s2 + offs_n0[None, None, None, :] * m8_s3, mask=(offs_n0 < E_n0)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t37 = t35 + t36
    t38 = tl.max(tl.where((offs_n0 < E_n0)[None, None, None, :], t37, -float('inf')), axis=3, keep_dims=True)
    t39 = t32 - (t38)
    t40 = tl.exp(t39)
    t41 = tl.sum(tl.where((offs_c3 < E_c3)[None, None, None, :], t40, 0.0), axis=3, keep_dims=True)
    tl.store(states42_ptr + i_c1 * states42_s0 + i_c3 * states42_s1 + tl.arange(0, F_n2)[:, None, None, None] * states42_s2 + tl.arange(0, T_c1)[None, :, None, None] * states42_s3 + tl.arange(0, F_n0)[None, None, :, None] * states42_s4 + tl.zeros([F_n2, T_c1, F_n0, 1], tl.int32), t41)


@triton.jit
def kernel_1(states42_ptr, states42_s0, states42_s1, states42_s2, states42_s3, states42_s4, states42_s5, buf45_ptr, buf45_s0, buf45_s1, buf45_s2, buf45_s3, E_c1, E_c3, E_n0, E_n2, F_n0: tl.constexpr, F_n2: tl.constexpr, T_c1: tl.constexpr, T_c3: tl.constexpr):
    # writes buf45: Combine over grid v.1@1[4]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n0 = tl.arange(0, F_n0)
    acc44 = tl.full([F_n2, T_c1, F_n0, 1], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t43 = tl.load(states42_ptr + i_c1 * states42_s0 + i_c3 * states42_s1 + tl.arange(0, F_n2)[:, None, None, None] * states42_s2 + tl.arange(0, T_c1)[None, :, None, None] * states42_s3 + tl.arange(0, F_n0)[None, None, :, None] * states42_s4 + tl.zeros([F_n2, T_c1, F_n0, 1], tl.int32))
        acc44 = acc44 + t43
    tl.store(buf45_ptr + offs_n2[:, None, None, None] * buf45_s0 + offs_c1[None, :, None, None] * buf45_s1 + offs_n0[None, None, :, None] * buf45_s2, acc44, mask=(offs_n2 < E_n2)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None])


@triton.jit
def kernel_2(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, m8_ptr, m8_s0, m8_s1, m8_s2, m8_s3, buf45_ptr, buf45_s0, buf45_s1, buf45_s2, buf45_s3, m48_ptr, m48_s0, m48_s1, m48_s2, m48_s3, m50_ptr, m50_s0, m50_s1, m50_s2, m50_s3, states69_ptr, states69_s0, states69_s1, states69_s2, states69_s3, states69_s4, states69_s5, states69_s6, E_c0, E_c1, E_c3, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c3: tl.constexpr):
    # stores states69: Collect over loop v.2[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t2 = tl.load(m1_ptr + offs_c0[:, None, None, None] * m1_s0 + offs_c1[None, :, None, None] * m1_s1 + offs_n0[None, None, :, None] * m1_s2 + offs_n1[None, None, None, :] * m1_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t5 = tl.load(m3_ptr + offs_c0[:, None, None, None] * m3_s0 + offs_c1[None, :, None, None] * m3_s1 + offs_n1[None, None, :, None] * m3_s2 + offs_c3[None, None, None, :] * m3_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
    t6 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :], t2, 0.0), 4) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :, None], t5, 0.0), 2), axis=3)
    t7 = (t6) * (0.25)
    t17 = tl.load(m8_ptr + offs_n0[None, None, :, None] * m8_s2 + offs_c3[None, None, None, :] * m8_s3, mask=(offs_n0 < E_n0)[None, None, :, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
    t18 = t7 + t17
    t19 = (t2) * (0.25)
    t20 = tl.load(m3_ptr + offs_c0[:, None, None, None] * m3_s0 + offs_c1[None, :, None, None] * m3_s1 + offs_n1[None, None, :, None] * m3_s2 + offs_n0[None, None, None, :] * m3_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t21 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :], t19, 0.0), 4) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :, None], t20, 0.0), 2), axis=3)
    t22 = tl.load(m8_ptr + offs_n0[None, None, :, None] * m8_s2 + offs_n0[None, None, None, :] * m8_s3, mask=(offs_n0 < E_n0)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t23 = t21 + t22
    t24 = tl.max(tl.where((offs_n0 < E_n0)[None, None, None, :], t23, -float('inf')), axis=3, keep_dims=True)
    t25 = t18 - (t24)
    t26 = tl.exp(t25)
    t46 = tl.load(buf45_ptr + offs_c0[:, None, None, None] * buf45_s0 + offs_c1[None, :, None, None] * buf45_s1 + offs_n0[None, None, :, None] * buf45_s2, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None], other=0).to(tl.float32)
    t47 = (t26) / (t46)
    t49 = tl.load(m48_ptr + offs_c0[:, None, None, None] * m48_s0 + offs_c1[None, :, None, None] * m48_s1 + offs_n0[None, None, :, None] * m48_s2 + offs_n1[None, None, None, :] * m48_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t52 = tl.load(m50_ptr + offs_c0[:, None, None, None] * m50_s0 + offs_c1[None, :, None, None] * m50_s1 + offs_n1[None, None, :, None] * m50_s2 + offs_c3[None, None, None, :] * m50_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
    t53 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :], t49, 0.0), 4) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :, None], t52, 0.0), 2), axis=3)
    t54 = (t53) * (0.25)
    t55 = t54 + t17
    t56 = (t49) * (0.25)
    t57 = tl.load(m50_ptr + offs_c0[:, None, None, None] * m50_s0 + offs_c1[None, :, None, None] * m50_s1 + offs_n1[None, None, :, None] * m50_s2 + offs_n0[None, None, None, :] * m50_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t58 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :], t56, 0.0), 4) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :, None], t57, 0.0), 2), axis=3)
    t59 = t58 + t22
    t60 = tl.max(tl.where((offs_n0 < E_n0)[None, None, None, :], t59, -float('inf')), axis=3, keep_dims=True)
    t61 = t55 - (t60)
    t62 = tl.exp(t61)
    t63 = t59 - (t60)
    t64 = tl.exp(t63)
    t65 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, None, :], t64, 0.0), axis=3, keep_dims=True)
    t66 = (t62) / (t65)
    t67 = (t66) * (0.8375055882312481)
    t68 = t47 - (t67)
    tl.store(states69_ptr + i_c0 * states69_s0 + i_c1 * states69_s1 + i_c3 * states69_s2 + tl.arange(0, T_c0)[:, None, None, None] * states69_s3 + tl.arange(0, T_c1)[None, :, None, None] * states69_s4 + tl.arange(0, F_n0)[None, None, :, None] * states69_s5 + tl.arange(0, T_c3)[None, None, None, :] * states69_s6 + tl.zeros([T_c0, T_c1, F_n0, T_c3], tl.int32), t68)


@triton.jit
def kernel_3(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, m8_ptr, m8_s0, m8_s1, m8_s2, m8_s3, buf45_ptr, buf45_s0, buf45_s1, buf45_s2, buf45_s3, m48_ptr, m48_s0, m48_s1, m48_s2, m48_s3, m50_ptr, m50_s0, m50_s1, m50_s2, m50_s3, m71_ptr, m71_s0, m71_s1, m71_s2, m71_s3, states115_ptr, states115_s0, states115_s1, states115_s2, states115_s3, states115_s4, states115_s5, states115_s6, E_c0, E_c1, E_c3, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c3: tl.constexpr):
    # stores states115: Collect over loop v.2[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t79 = tl.load(m1_ptr + offs_c0[:, None, None, None] * m1_s0 + offs_c1[None, :, None, None] * m1_s1 + offs_n0[None, None, :, None] * m1_s2 + offs_n1[None, None, None, :] * m1_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t80 = tl.load(m3_ptr + offs_c0[:, None, None, None] * m3_s0 + offs_c1[None, :, None, None] * m3_s1 + offs_n1[None, None, :, None] * m3_s2 + offs_c3[None, None, None, :] * m3_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
    t81 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :], t79, 0.0), 4) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :, None], t80, 0.0), 2), axis=3)
    t82 = (t81) * (0.25)
    t83 = tl.load(m8_ptr + offs_n0[None, None, :, None] * m8_s2 + offs_c3[None, None, None, :] * m8_s3, mask=(offs_n0 < E_n0)[None, None, :, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
    t84 = t82 + t83
    t85 = (t79) * (0.25)
    t86 = tl.load(m3_ptr + offs_c0[:, None, None, None] * m3_s0 + offs_c1[None, :, None, None] * m3_s1 + offs_n1[None, None, :, None] * m3_s2 + offs_n0[None, None, None, :] * m3_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t87 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :], t85, 0.0), 4) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :, None], t86, 0.0), 2), axis=3)
    t88 = tl.load(m8_ptr + offs_n0[None, None, :, None] * m8_s2 + offs_n0[None, None, None, :] * m8_s3, mask=(offs_n0 < E_n0)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t89 = t87 + t88
    t90 = tl.max(tl.where((offs_n0 < E_n0)[None, None, None, :], t89, -float('inf')), axis=3, keep_dims=True)
    t91 = t84 - (t90)
    t92 = tl.exp(t91)
    t93 = tl.load(buf45_ptr + offs_c0[:, None, None, None] * buf45_s0 + offs_c1[None, :, None, None] * buf45_s1 + offs_n0[None, None, :, None] * buf45_s2, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None], other=0).to(tl.float32)
    t94 = (t92) / (t93)
    t95 = tl.load(m48_ptr + offs_c0[:, None, None, None] * m48_s0 + offs_c1[None, :, None, None] * m48_s1 + offs_n0[None, None, :, None] * m48_s2 + offs_n1[None, None, None, :] * m48_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t96 = tl.load(m50_ptr + offs_c0[:, None, None, None] * m50_s0 + offs_c1[None, :, None, None] * m50_s1 + offs_n1[None, None, :, None] * m50_s2 + offs_c3[None, None, None, :] * m50_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
    t97 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :], t95, 0.0), 4) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :, None], t96, 0.0), 2), axis=3)
    t98 = (t97) * (0.25)
    t99 = t98 + t83
    t100 = (t95) * (0.25)
    t101 = tl.load(m50_ptr + offs_c0[:, None, None, None] * m50_s0 + offs_c1[None, :, None, None] * m50_s1 + offs_n1[None, None, :, None] * m50_s2 + offs_n0[None, None, None, :] * m50_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t102 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :], t100, 0.0), 4) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :, None], t101, 0.0), 2), axis=3)
    t103 = t102 + t88
    t104 = tl.max(tl.where((offs_n0 < E_n0)[None, None, None, :], t103, -float('inf')), axis=3, keep_dims=True)
    t105 = t99 - (t104)
    t106 = tl.exp(t105)
    t107 = t103 - (t104)
    t108 = tl.exp(t107)
    t109 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, None, :], t108, 0.0), axis=3, keep_dims=True)
    t110 = (t106) / (t109)
    t111 = (t110) * (0.8375055882312481)
    t112 = t94 - (t111)
    t113 = tl.load(m71_ptr + offs_c0[:, None, None, None] * m71_s0 + offs_c1[None, :, None, None] * m71_s1 + offs_c3[None, None, :, None] * m71_s2 + offs_n0[None, None, None, :] * m71_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_c3 < E_c3)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t114 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, :], t112, 0.0), 4) * tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, :, None], t113, 0.0), 2), axis=3)
    tl.store(states115_ptr + i_c0 * states115_s0 + i_c1 * states115_s1 + i_c3 * states115_s2 + tl.arange(0, T_c0)[:, None, None, None] * states115_s3 + tl.arange(0, T_c1)[None, :, None, None] * states115_s4 + tl.arange(0, F_n0)[None, None, :, None] * states115_s5 + tl.arange(0, F_n0)[None, None, None, :] * states115_s6 + tl.zeros([T_c0, T_c1, F_n0, F_n0], tl.int32), t114)


@triton.jit
def kernel_4(states69_ptr, states69_s0, states69_s1, states69_s2, states69_s3, states69_s4, states69_s5, states69_s6, m71_ptr, m71_s0, m71_s1, m71_s2, m71_s3, m75_ptr, m75_s0, m75_s1, m75_s2, m75_s3, states115_ptr, states115_s0, states115_s1, states115_s2, states115_s3, states115_s4, states115_s5, states115_s6, buf124_ptr, buf124_s0, buf124_s1, buf124_s2, buf124_s3, E_c0, E_c1, E_c2, E_c3, E_n0, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # writes buf124: Combine over grid v.0@0[2], grid v.1@1[4], grid v.3@3[32]
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
    offs_n0 = tl.arange(0, F_n0)
    acc74 = tl.full([T_c0, T_c1, F_n0, T_c2], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t70 = tl.load(states69_ptr + i_c0 * states69_s0 + i_c1 * states69_s1 + i_c3 * states69_s2 + tl.arange(0, T_c0)[:, None, None, None] * states69_s3 + tl.arange(0, T_c1)[None, :, None, None] * states69_s4 + tl.arange(0, F_n0)[None, None, :, None] * states69_s5 + tl.arange(0, T_c3)[None, None, None, :] * states69_s6 + tl.zeros([T_c0, T_c1, F_n0, T_c3], tl.int32))
        t72 = tl.load(m71_ptr + offs_c0[:, None, None, None] * m71_s0 + offs_c1[None, :, None, None] * m71_s1 + offs_c3[None, None, :, None] * m71_s2 + offs_c2[None, None, None, :] * m71_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_c3 < E_c3)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
        t73 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, :], t70, 0.0), 4) * tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, :, None], t72, 0.0), 2), axis=3)
        acc74 = acc74 + t73
    t77 = tl.load(m75_ptr + offs_c2[None, None, None, :] * m75_s3, mask=(offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
    t78 = (acc74) * (t77)
    acc117 = tl.full([T_c0, T_c1, F_n0, F_n0], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t116 = tl.load(states115_ptr + i_c0 * states115_s0 + i_c1 * states115_s1 + i_c3 * states115_s2 + tl.arange(0, T_c0)[:, None, None, None] * states115_s3 + tl.arange(0, T_c1)[None, :, None, None] * states115_s4 + tl.arange(0, F_n0)[None, None, :, None] * states115_s5 + tl.arange(0, F_n0)[None, None, None, :] * states115_s6 + tl.zeros([T_c0, T_c1, F_n0, F_n0], tl.int32))
        acc117 = acc117 + t116
    t118 = (acc117) * (acc117)
    t119 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, None, :], t118, 0.0), axis=3, keep_dims=True)
    t120 = t119 + 0.00032
    t121 = tl.rsqrt(t120)
    t122 = (t78) * (t121)
    t123 = (t122) * (1.2241106391612262)
    tl.store(buf124_ptr + offs_c0[:, None, None, None] * buf124_s0 + offs_c1[None, :, None, None] * buf124_s1 + offs_n0[None, None, :, None] * buf124_s2 + offs_c2[None, None, None, :] * buf124_s3, t123, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :])


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
    m1 = inputs['q1']
    m4 = inputs['k1']
    m3 = m4.permute([0, 1, 3, 2])
    m12 = _iota([32, 32], 1, device)
    m13 = _iota([32, 32], 0, device)
    m11 = _BINARY["Sub"](m12, m13)
    m14 = torch.tensor(1.0, dtype=torch.float32, device=device)
    m10 = _BINARY["Ge"](m11, m14)
    m15 = torch.full([32, 32], -float("inf"), dtype=torch.float32, device=device)
    m16 = torch.full([32, 32], 0.0, dtype=torch.float32, device=device)
    m9 = torch.where(m10, m15, m16)
    m8 = m9.reshape([1, 1, 32, 32])
    states42 = torch.full([_cdiv(4, T['c1']), _cdiv(32, T['c3']), _pow2(2), T['c1'], _pow2(32), 1], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(4, T['c1']) * _cdiv(32, T['c3']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), m8_ptr=m8, m8_s0=m8.stride(0), m8_s1=m8.stride(1), m8_s2=m8.stride(2), m8_s3=m8.stride(3), states42_ptr=states42, states42_s0=states42.stride(0), states42_s1=states42.stride(1), states42_s2=states42.stride(2), states42_s3=states42.stride(3), states42_s4=states42.stride(4), states42_s5=states42.stride(5), E_c1=4, E_c3=32, E_n0=32, E_n1=16, E_n2=2, F_n0=_pow2(32), F_n1=_pow2(16), F_n2=_pow2(2), T_c1=T['c1'], T_c3=T['c3'])
    buf45 = torch.full([2, 4, 32, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(4, T['c1']),)](states42_ptr=states42, states42_s0=states42.stride(0), states42_s1=states42.stride(1), states42_s2=states42.stride(2), states42_s3=states42.stride(3), states42_s4=states42.stride(4), states42_s5=states42.stride(5), buf45_ptr=buf45, buf45_s0=buf45.stride(0), buf45_s1=buf45.stride(1), buf45_s2=buf45.stride(2), buf45_s3=buf45.stride(3), E_c1=4, E_c3=32, E_n0=32, E_n2=2, F_n0=_pow2(32), F_n2=_pow2(2), T_c1=T['c1'], T_c3=T['c3'])
    m48 = inputs['q2']
    m51 = inputs['k2']
    m50 = m51.permute([0, 1, 3, 2])
    states69 = torch.full([_cdiv(2, T['c0']), _cdiv(4, T['c1']), _cdiv(32, T['c3']), T['c0'], T['c1'], _pow2(32), T['c3']], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(2, T['c0']) * _cdiv(4, T['c1']) * _cdiv(32, T['c3']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), m8_ptr=m8, m8_s0=m8.stride(0), m8_s1=m8.stride(1), m8_s2=m8.stride(2), m8_s3=m8.stride(3), buf45_ptr=buf45, buf45_s0=buf45.stride(0), buf45_s1=buf45.stride(1), buf45_s2=buf45.stride(2), buf45_s3=buf45.stride(3), m48_ptr=m48, m48_s0=m48.stride(0), m48_s1=m48.stride(1), m48_s2=m48.stride(2), m48_s3=m48.stride(3), m50_ptr=m50, m50_s0=m50.stride(0), m50_s1=m50.stride(1), m50_s2=m50.stride(2), m50_s3=m50.stride(3), states69_ptr=states69, states69_s0=states69.stride(0), states69_s1=states69.stride(1), states69_s2=states69.stride(2), states69_s3=states69.stride(3), states69_s4=states69.stride(4), states69_s5=states69.stride(5), states69_s6=states69.stride(6), E_c0=2, E_c1=4, E_c3=32, E_n0=32, E_n1=16, F_n0=_pow2(32), F_n1=_pow2(16), T_c0=T['c0'], T_c1=T['c1'], T_c3=T['c3'])
    m71 = inputs['v']
    m76 = inputs['w_subln']
    m75 = m76.reshape([1, 1, 1, 32])
    states115 = torch.full([_cdiv(2, T['c0']), _cdiv(4, T['c1']), _cdiv(32, T['c3']), T['c0'], T['c1'], _pow2(32), _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(2, T['c0']) * _cdiv(4, T['c1']) * _cdiv(32, T['c3']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), m8_ptr=m8, m8_s0=m8.stride(0), m8_s1=m8.stride(1), m8_s2=m8.stride(2), m8_s3=m8.stride(3), buf45_ptr=buf45, buf45_s0=buf45.stride(0), buf45_s1=buf45.stride(1), buf45_s2=buf45.stride(2), buf45_s3=buf45.stride(3), m48_ptr=m48, m48_s0=m48.stride(0), m48_s1=m48.stride(1), m48_s2=m48.stride(2), m48_s3=m48.stride(3), m50_ptr=m50, m50_s0=m50.stride(0), m50_s1=m50.stride(1), m50_s2=m50.stride(2), m50_s3=m50.stride(3), m71_ptr=m71, m71_s0=m71.stride(0), m71_s1=m71.stride(1), m71_s2=m71.stride(2), m71_s3=m71.stride(3), states115_ptr=states115, states115_s0=states115.stride(0), states115_s1=states115.stride(1), states115_s2=states115.stride(2), states115_s3=states115.stride(3), states115_s4=states115.stride(4), states115_s5=states115.stride(5), states115_s6=states115.stride(6), E_c0=2, E_c1=4, E_c3=32, E_n0=32, E_n1=16, F_n0=_pow2(32), F_n1=_pow2(16), T_c0=T['c0'], T_c1=T['c1'], T_c3=T['c3'])
    buf124 = torch.full([2, 4, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(_cdiv(2, T['c0']) * _cdiv(4, T['c1']) * _cdiv(32, T['c2']),)](states69_ptr=states69, states69_s0=states69.stride(0), states69_s1=states69.stride(1), states69_s2=states69.stride(2), states69_s3=states69.stride(3), states69_s4=states69.stride(4), states69_s5=states69.stride(5), states69_s6=states69.stride(6), m71_ptr=m71, m71_s0=m71.stride(0), m71_s1=m71.stride(1), m71_s2=m71.stride(2), m71_s3=m71.stride(3), m75_ptr=m75, m75_s0=m75.stride(0), m75_s1=m75.stride(1), m75_s2=m75.stride(2), m75_s3=m75.stride(3), states115_ptr=states115, states115_s0=states115.stride(0), states115_s1=states115.stride(1), states115_s2=states115.stride(2), states115_s3=states115.stride(3), states115_s4=states115.stride(4), states115_s5=states115.stride(5), states115_s6=states115.stride(6), buf124_ptr=buf124, buf124_s0=buf124.stride(0), buf124_s1=buf124.stride(1), buf124_s2=buf124.stride(2), buf124_s3=buf124.stride(3), E_c0=2, E_c1=4, E_c2=32, E_c3=32, E_n0=32, F_n0=_pow2(32), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'], T_c3=T['c3'])
    return buf124


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
