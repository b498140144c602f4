"""attention_sinks [small], candidate 11: 4 kernel(s)

Rendered by EqiForge from candidate 11 of attention_sinks [small]: store(k.2[32]) ; store(k.2[32]) ; grid(k.0@0) loop(k.2[32]: pair(sum, sum)) loop(k.2[32]: max) [2 mm] ; grid(k.2@2, v.3@3) loop(k.2[32]: sum, stored) loop(k.2[32]: max, stored)
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid k.2@2[32]
    c1: grid v.3@3[16]
    c2: loop k.2[32]
    c3: grid k.0@0[2]

Run it on its own: `python kernels/f11.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/attention_sinks.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 16, "c1": 8, "c2": 16, "c3": 1}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m1_s4, m6_ptr, m6_s0, m6_s1, m6_s2, m6_s3, m6_s4, m13_ptr, m13_s0, m13_s1, m13_s2, m13_s3, m13_s4, m16_ptr, m16_s0, m16_s1, m16_s2, m16_s3, m16_s4, m22_ptr, m22_s0, m22_s1, m22_s2, m22_s3, m22_s4, m31_ptr, m31_s0, m31_s1, m31_s2, m31_s3, m31_s4, states35_ptr, states35_s0, states35_s1, states35_s2, states35_s3, states35_s4, states35_s5, states35_s6, states35_s7, E_c0, E_c1, E_c2, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # stores states35: Collect over loop k.2[32]
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
    offs_n1 = tl.arange(0, F_n1)
    t5 = tl.load(m1_ptr + offs_c2[None, None, None, None, :] * m1_s4, mask=(offs_c2 < E_c2)[None, None, None, None, :], other=0)
    t12 = tl.load(m6_ptr + offs_c0[None, None, None, :, None] * m6_s3 + offs_c2[None, None, None, None, :] * m6_s4, mask=(offs_c0 < E_c0)[None, None, None, :, None] & (offs_c2 < E_c2)[None, None, None, None, :], other=0)
    t15 = tl.load(m13_ptr + offs_n0[:, None, None, None, None] * m13_s0 + offs_n0[None, :, None, None, None] * m13_s1 + offs_n0[None, None, :, None, None] * m13_s2 + offs_c0[None, None, None, :, None] * m13_s3 + offs_n1[None, None, None, None, :] * m13_s4, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_c0 < E_c0)[None, None, None, :, None] & (offs_n1 < E_n1)[None, None, None, None, :], other=0).to(tl.float32)
    t19 = tl.load(m16_ptr + offs_n0[:, None, None, None, None] * m16_s0 + offs_n0[None, :, None, None, None] * m16_s1 + offs_n1[None, None, None, :, None] * m16_s3 + offs_c2[None, None, None, None, :] * m16_s4, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, None, :, None] & (offs_c2 < E_c2)[None, None, None, None, :], other=0).to(tl.float32)
    t20 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, None, :], t15, 0.0), 5) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :, None], t19, 0.0), 3), axis=4)
    t21 = tl.where(t12, -float("inf"), t20)
    t26 = tl.load(m22_ptr + offs_c0[None, None, None, :, None] * m22_s3 + offs_c2[None, None, None, None, :] * m22_s4, mask=(offs_c0 < E_c0)[None, None, None, :, None] & (offs_c2 < E_c2)[None, None, None, None, :], other=0)
    t27 = tl.where(t26, -float("inf"), t21)
    t28 = tl.where(t5, t21, t27)
    t29 = (t28) * (0.25)
    t30 = tl.exp(t29)
    t33 = tl.load(m31_ptr + offs_n0[:, None, None, None, None] * m31_s0 + offs_n0[None, :, None, None, None] * m31_s1 + offs_c2[None, None, None, :, None] * m31_s3 + offs_c1[None, None, None, None, :] * m31_s4, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_c2 < E_c2)[None, None, None, :, None] & (offs_c1 < E_c1)[None, None, None, None, :], other=0).to(tl.float32)
    t34 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, None, :], t30, 0.0), 5) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :, None], t33, 0.0), 3), axis=4)
    tl.store(states35_ptr + i_c0 * states35_s0 + i_c1 * states35_s1 + i_c2 * states35_s2 + tl.arange(0, F_n0)[:, None, None, None, None] * states35_s3 + tl.arange(0, F_n0)[None, :, None, None, None] * states35_s4 + tl.arange(0, F_n0)[None, None, :, None, None] * states35_s5 + tl.arange(0, T_c0)[None, None, None, :, None] * states35_s6 + tl.arange(0, T_c1)[None, None, None, None, :] * states35_s7 + tl.zeros([F_n0, F_n0, F_n0, T_c0, T_c1], tl.int32), t34)


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m1_s4, m6_ptr, m6_s0, m6_s1, m6_s2, m6_s3, m6_s4, m13_ptr, m13_s0, m13_s1, m13_s2, m13_s3, m13_s4, m16_ptr, m16_s0, m16_s1, m16_s2, m16_s3, m16_s4, m22_ptr, m22_s0, m22_s1, m22_s2, m22_s3, m22_s4, states49_ptr, states49_s0, states49_s1, states49_s2, states49_s3, states49_s4, states49_s5, states49_s6, E_c0, E_c2, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # stores states49: Collect over loop k.2[32]
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
    t38 = tl.load(m1_ptr + offs_c2[None, None, None, None, :] * m1_s4, mask=(offs_c2 < E_c2)[None, None, None, None, :], other=0)
    t39 = tl.load(m6_ptr + offs_c0[None, None, None, :, None] * m6_s3 + offs_c2[None, None, None, None, :] * m6_s4, mask=(offs_c0 < E_c0)[None, None, None, :, None] & (offs_c2 < E_c2)[None, None, None, None, :], other=0)
    t40 = tl.load(m13_ptr + offs_n0[:, None, None, None, None] * m13_s0 + offs_n0[None, :, None, None, None] * m13_s1 + offs_n0[None, None, :, None, None] * m13_s2 + offs_c0[None, None, None, :, None] * m13_s3 + offs_n1[None, None, None, None, :] * m13_s4, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_c0 < E_c0)[None, None, None, :, None] & (offs_n1 < E_n1)[None, None, None, None, :], other=0).to(tl.float32)
    t41 = tl.load(m16_ptr + offs_n0[:, None, None, None, None] * m16_s0 + offs_n0[None, :, None, None, None] * m16_s1 + offs_n1[None, None, None, :, None] * m16_s3 + offs_c2[None, None, None, None, :] * m16_s4, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, None, :, None] & (offs_c2 < E_c2)[None, None, None, None, :], other=0).to(tl.float32)
    t42 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, None, :], t40, 0.0), 5) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :, None], t41, 0.0), 3), axis=4)
    t43 = tl.where(t39, -float("inf"), t42)
    t44 = tl.load(m22_ptr + offs_c0[None, None, None, :, None] * m22_s3 + offs_c2[None, None, None, None, :] * m22_s4, mask=(offs_c0 < E_c0)[None, None, None, :, None] & (offs_c2 < E_c2)[None, None, None, None, :], other=0)
    t45 = tl.where(t44, -float("inf"), t43)
    t46 = tl.where(t38, t43, t45)
    t47 = (t46) * (0.25)
    t48 = tl.max(tl.where((offs_c2 < E_c2)[None, None, None, None, :], t47, -float('inf')), axis=4, keep_dims=True)
    tl.store(states49_ptr + i_c0 * states49_s0 + i_c2 * states49_s1 + tl.arange(0, F_n0)[:, None, None, None, None] * states49_s2 + tl.arange(0, F_n0)[None, :, None, None, None] * states49_s3 + tl.arange(0, F_n0)[None, None, :, None, None] * states49_s4 + tl.arange(0, T_c0)[None, None, None, :, None] * states49_s5 + tl.zeros([F_n0, F_n0, F_n0, T_c0, 1], tl.int32), t48)


@triton.jit
def kernel_2(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m1_s4, m6_ptr, m6_s0, m6_s1, m6_s2, m6_s3, m6_s4, m13_ptr, m13_s0, m13_s1, m13_s2, m13_s3, m13_s4, m16_ptr, m16_s0, m16_s1, m16_s2, m16_s3, m16_s4, m22_ptr, m22_s0, m22_s1, m22_s2, m22_s3, m22_s4, m31_ptr, m31_s0, m31_s1, m31_s2, m31_s3, m31_s4, m52_ptr, m52_s0, m52_s1, m52_s2, m52_s3, m52_s4, buf92_ptr, buf92_s0, buf92_s1, buf92_s2, buf92_s3, buf92_s4, E_c2, E_c3, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # writes buf92: Combine over grid k.0@0[2]
    pid = tl.program_id(0)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    offs_one = tl.arange(0, 1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t62 = tl.load(m13_ptr + offs_c3[:, None, None, None, None] * m13_s0 + offs_n0[None, :, None, None, None] * m13_s1 + offs_n0[None, None, :, None, None] * m13_s2 + offs_n2[None, None, None, :, None] * m13_s3 + offs_n1[None, None, None, None, :] * m13_s4, mask=(offs_c3 < E_c3)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :, None] & (offs_n1 < E_n1)[None, None, None, None, :], other=0).to(tl.float32)
    acc74 = tl.full([T_c3, F_n0, F_n0, F_n2, 1], 0.0, tl.float32)
    acc75 = tl.full([T_c3, F_n0, F_n0, F_n2, F_n1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t60 = tl.load(m1_ptr + offs_c2[None, None, None, None, :] * m1_s4, mask=(offs_c2 < E_c2)[None, None, None, None, :], other=0)
        t61 = tl.load(m6_ptr + offs_n2[None, None, None, :, None] * m6_s3 + offs_c2[None, None, None, None, :] * m6_s4, mask=(offs_n2 < E_n2)[None, None, None, :, None] & (offs_c2 < E_c2)[None, None, None, None, :], other=0)
        t63 = tl.load(m16_ptr + offs_c3[:, None, None, None, None] * m16_s0 + offs_n0[None, :, None, None, None] * m16_s1 + offs_n1[None, None, None, :, None] * m16_s3 + offs_c2[None, None, None, None, :] * m16_s4, mask=(offs_c3 < E_c3)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, None, :, None] & (offs_c2 < E_c2)[None, None, None, None, :], other=0).to(tl.float32)
        t64 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, None, :], t62, 0.0), 5) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :, None], t63, 0.0), 3), axis=4)
        t65 = tl.where(t61, -float("inf"), t64)
        t66 = tl.load(m22_ptr + offs_n2[None, None, None, :, None] * m22_s3 + offs_c2[None, None, None, None, :] * m22_s4, mask=(offs_n2 < E_n2)[None, None, None, :, None] & (offs_c2 < E_c2)[None, None, None, None, :], other=0)
        t67 = tl.where(t66, -float("inf"), t65)
        t68 = tl.where(t60, t65, t67)
        t69 = (t68) * (0.25)
        t70 = tl.exp(t69)
        t71 = tl.sum(tl.where((offs_c2 < E_c2)[None, None, None, None, :], t70, 0.0), axis=4, keep_dims=True)
        t72 = tl.load(m31_ptr + offs_c3[:, None, None, None, None] * m31_s0 + offs_n0[None, :, None, None, None] * m31_s1 + offs_c2[None, None, None, :, None] * m31_s3 + offs_n1[None, None, None, None, :] * m31_s4, mask=(offs_c3 < E_c3)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_c2 < E_c2)[None, None, None, :, None] & (offs_n1 < E_n1)[None, None, None, None, :], other=0).to(tl.float32)
        t73 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, None, :], t70, 0.0), 5) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :, None], t72, 0.0), 3), axis=4)
        acc74 = acc74 + t71
        acc75 = acc75 + t73
    acc85 = tl.full([T_c3, F_n0, F_n0, F_n2, 1], -float('inf'), tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t76 = tl.load(m1_ptr + offs_c2[None, None, None, None, :] * m1_s4, mask=(offs_c2 < E_c2)[None, None, None, None, :], other=0)
        t77 = tl.load(m6_ptr + offs_n2[None, None, None, :, None] * m6_s3 + offs_c2[None, None, None, None, :] * m6_s4, mask=(offs_n2 < E_n2)[None, None, None, :, None] & (offs_c2 < E_c2)[None, None, None, None, :], other=0)
        t78 = tl.load(m16_ptr + offs_c3[:, None, None, None, None] * m16_s0 + offs_n0[None, :, None, None, None] * m16_s1 + offs_n1[None, None, None, :, None] * m16_s3 + offs_c2[None, None, None, None, :] * m16_s4, mask=(offs_c3 < E_c3)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, None, :, None] & (offs_c2 < E_c2)[None, None, None, None, :], other=0).to(tl.float32)
        t79 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, None, :], t62, 0.0), 5) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :, None], t78, 0.0), 3), axis=4)
        t80 = tl.where(t77, -float("inf"), t79)
        t81 = tl.load(m22_ptr + offs_n2[None, None, None, :, None] * m22_s3 + offs_c2[None, None, None, None, :] * m22_s4, mask=(offs_n2 < E_n2)[None, None, None, :, None] & (offs_c2 < E_c2)[None, None, None, None, :], other=0)
        t82 = tl.where(t81, -float("inf"), t80)
        t83 = tl.where(t76, t80, t82)
        t84 = tl.max(tl.where((offs_c2 < E_c2)[None, None, None, None, :], t83, -float('inf')), axis=4, keep_dims=True)
        acc85 = tl.maximum(acc85, t84)
    t86 = (acc85) * (0.25)
    t87 = tl.load(m52_ptr + offs_n0[None, :, None, None, None] * m52_s1 + offs_n0[None, None, :, None, None] * m52_s2, mask=(offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None], other=0).to(tl.float32)
    t88 = tl.maximum(t86, t87)
    t89 = tl.exp(t88)
    t90 = 1.0 / (t89)
    t91 = (acc74) * (t90)
    tl.store(buf92_ptr + offs_c3[:, None, None, None, None] * buf92_s0 + offs_n0[None, :, None, None, None] * buf92_s1 + offs_n0[None, None, :, None, None] * buf92_s2 + offs_n2[None, None, None, :, None] * buf92_s3, t91, mask=(offs_c3 < E_c3)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :, None])


@triton.jit
def kernel_3(states35_ptr, states35_s0, states35_s1, states35_s2, states35_s3, states35_s4, states35_s5, states35_s6, states35_s7, states49_ptr, states49_s0, states49_s1, states49_s2, states49_s3, states49_s4, states49_s5, states49_s6, m52_ptr, m52_s0, m52_s1, m52_s2, m52_s3, m52_s4, buf92_ptr, buf92_s0, buf92_s1, buf92_s2, buf92_s3, buf92_s4, buf97_ptr, buf97_s0, buf97_s1, buf97_s2, buf97_s3, E_c0, E_c1, E_c2, E_n0, E_n3, F_n0: tl.constexpr, F_n3: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf97: Combine over grid k.2@2[32], grid v.3@3[16]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n3 = tl.arange(0, F_n3)
    acc37 = tl.full([F_n0, F_n0, F_n0, T_c0, T_c1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t36 = tl.load(states35_ptr + i_c0 * states35_s0 + i_c1 * states35_s1 + i_c2 * states35_s2 + tl.arange(0, F_n0)[:, None, None, None, None] * states35_s3 + tl.arange(0, F_n0)[None, :, None, None, None] * states35_s4 + tl.arange(0, F_n0)[None, None, :, None, None] * states35_s5 + tl.arange(0, T_c0)[None, None, None, :, None] * states35_s6 + tl.arange(0, T_c1)[None, None, None, None, :] * states35_s7 + tl.zeros([F_n0, F_n0, F_n0, T_c0, T_c1], tl.int32))
        acc37 = acc37 + t36
    acc51 = tl.full([F_n0, F_n0, F_n0, T_c0, 1], -float('inf'), tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t50 = tl.load(states49_ptr + i_c0 * states49_s0 + i_c2 * states49_s1 + tl.arange(0, F_n0)[:, None, None, None, None] * states49_s2 + tl.arange(0, F_n0)[None, :, None, None, None] * states49_s3 + tl.arange(0, F_n0)[None, None, :, None, None] * states49_s4 + tl.arange(0, T_c0)[None, None, None, :, None] * states49_s5 + tl.zeros([F_n0, F_n0, F_n0, T_c0, 1], tl.int32))
        acc51 = tl.maximum(acc51, t50)
    t54 = tl.load(m52_ptr + offs_n0[None, :, None, None, None] * m52_s1 + offs_n0[None, None, :, None, None] * m52_s2, mask=(offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None], other=0).to(tl.float32)
    t55 = tl.maximum(acc51, t54)
    t56 = tl.exp(t55)
    t57 = (acc37) / (t56)
    t58 = t54 - (t55)
    t59 = tl.exp(t58)
    t93 = tl.load(buf92_ptr + offs_n0[:, None, None, None, None] * buf92_s0 + offs_n0[None, :, None, None, None] * buf92_s1 + offs_n0[None, None, :, None, None] * buf92_s2 + offs_c0[None, None, None, :, None] * buf92_s3, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_c0 < E_c0)[None, None, None, :, None], other=0).to(tl.float32)
    t94 = t59 + t93
    t95 = (t57) / (t94)
    t96 = tl.reshape(t95, [F_n0, F_n3, T_c0, T_c1])
    tl.store(buf97_ptr + offs_n0[:, None, None, None] * buf97_s0 + offs_n3[None, :, None, None] * buf97_s1 + offs_c0[None, None, :, None] * buf97_s2 + offs_c1[None, None, None, :] * buf97_s3, t96, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n3 < E_n3)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :])


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
    m3 = _iota([32], 0, device)
    m4 = torch.tensor(2.0, dtype=torch.float32, device=device)
    m2 = _BINARY["Lt"](m3, m4)
    m1 = m2.reshape([1, 1, 1, 1, 32])
    m8 = m3.reshape([1, 32])
    m11 = torch.tensor(0.0, dtype=torch.float32, device=device)
    m10 = _BINARY["Add"](m3, m11)
    m9 = m10.reshape([32, 1])
    m7 = _BINARY["Gt"](m8, m9)
    m6 = m7.reshape([1, 1, 1, 32, 32])
    m14 = inputs['q']
    m13 = m14.reshape([2, 2, 2, 32, 16])
    m18 = inputs['k']
    m17 = m18.reshape([2, 2, 1, 32, 16])
    m16 = m17.permute([0, 1, 2, 4, 3])
    m24 = _BINARY["Sub"](m9, m8)
    m25 = torch.tensor(8.0, dtype=torch.float32, device=device)
    m23 = _BINARY["Ge"](m24, m25)
    m22 = m23.reshape([1, 1, 1, 32, 32])
    m32 = inputs['v']
    m31 = m32.reshape([2, 2, 1, 32, 16])
    states35 = torch.full([_cdiv(32, T['c0']), _cdiv(16, T['c1']), _cdiv(32, T['c2']), _pow2(2), _pow2(2), _pow2(2), T['c0'], T['c1']], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(32, T['c0']) * _cdiv(16, T['c1']) * _cdiv(32, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m1_s4=m1.stride(4), m6_ptr=m6, m6_s0=m6.stride(0), m6_s1=m6.stride(1), m6_s2=m6.stride(2), m6_s3=m6.stride(3), m6_s4=m6.stride(4), m13_ptr=m13, m13_s0=m13.stride(0), m13_s1=m13.stride(1), m13_s2=m13.stride(2), m13_s3=m13.stride(3), m13_s4=m13.stride(4), m16_ptr=m16, m16_s0=m16.stride(0), m16_s1=m16.stride(1), m16_s2=m16.stride(2), m16_s3=m16.stride(3), m16_s4=m16.stride(4), m22_ptr=m22, m22_s0=m22.stride(0), m22_s1=m22.stride(1), m22_s2=m22.stride(2), m22_s3=m22.stride(3), m22_s4=m22.stride(4), m31_ptr=m31, m31_s0=m31.stride(0), m31_s1=m31.stride(1), m31_s2=m31.stride(2), m31_s3=m31.stride(3), m31_s4=m31.stride(4), states35_ptr=states35, states35_s0=states35.stride(0), states35_s1=states35.stride(1), states35_s2=states35.stride(2), states35_s3=states35.stride(3), states35_s4=states35.stride(4), states35_s5=states35.stride(5), states35_s6=states35.stride(6), states35_s7=states35.stride(7), E_c0=32, E_c1=16, E_c2=32, E_n0=2, E_n1=16, F_n0=_pow2(2), F_n1=_pow2(16), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    states49 = torch.full([_cdiv(32, T['c0']), _cdiv(32, T['c2']), _pow2(2), _pow2(2), _pow2(2), T['c0'], 1], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(32, T['c0']) * _cdiv(32, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m1_s4=m1.stride(4), m6_ptr=m6, m6_s0=m6.stride(0), m6_s1=m6.stride(1), m6_s2=m6.stride(2), m6_s3=m6.stride(3), m6_s4=m6.stride(4), m13_ptr=m13, m13_s0=m13.stride(0), m13_s1=m13.stride(1), m13_s2=m13.stride(2), m13_s3=m13.stride(3), m13_s4=m13.stride(4), m16_ptr=m16, m16_s0=m16.stride(0), m16_s1=m16.stride(1), m16_s2=m16.stride(2), m16_s3=m16.stride(3), m16_s4=m16.stride(4), m22_ptr=m22, m22_s0=m22.stride(0), m22_s1=m22.stride(1), m22_s2=m22.stride(2), m22_s3=m22.stride(3), m22_s4=m22.stride(4), states49_ptr=states49, states49_s0=states49.stride(0), states49_s1=states49.stride(1), states49_s2=states49.stride(2), states49_s3=states49.stride(3), states49_s4=states49.stride(4), states49_s5=states49.stride(5), states49_s6=states49.stride(6), E_c0=32, E_c2=32, E_n0=2, E_n1=16, F_n0=_pow2(2), F_n1=_pow2(16), T_c0=T['c0'], T_c2=T['c2'])
    m53 = inputs['sinks']
    m52 = m53.reshape([1, 2, 2, 1, 1])
    buf92 = torch.full([2, 2, 2, 32, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(2, T['c3']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m1_s4=m1.stride(4), m6_ptr=m6, m6_s0=m6.stride(0), m6_s1=m6.stride(1), m6_s2=m6.stride(2), m6_s3=m6.stride(3), m6_s4=m6.stride(4), m13_ptr=m13, m13_s0=m13.stride(0), m13_s1=m13.stride(1), m13_s2=m13.stride(2), m13_s3=m13.stride(3), m13_s4=m13.stride(4), m16_ptr=m16, m16_s0=m16.stride(0), m16_s1=m16.stride(1), m16_s2=m16.stride(2), m16_s3=m16.stride(3), m16_s4=m16.stride(4), m22_ptr=m22, m22_s0=m22.stride(0), m22_s1=m22.stride(1), m22_s2=m22.stride(2), m22_s3=m22.stride(3), m22_s4=m22.stride(4), m31_ptr=m31, m31_s0=m31.stride(0), m31_s1=m31.stride(1), m31_s2=m31.stride(2), m31_s3=m31.stride(3), m31_s4=m31.stride(4), m52_ptr=m52, m52_s0=m52.stride(0), m52_s1=m52.stride(1), m52_s2=m52.stride(2), m52_s3=m52.stride(3), m52_s4=m52.stride(4), buf92_ptr=buf92, buf92_s0=buf92.stride(0), buf92_s1=buf92.stride(1), buf92_s2=buf92.stride(2), buf92_s3=buf92.stride(3), buf92_s4=buf92.stride(4), E_c2=32, E_c3=2, E_n0=2, E_n1=16, E_n2=32, F_n0=_pow2(2), F_n1=_pow2(16), F_n2=_pow2(32), T_c2=T['c2'], T_c3=T['c3'])
    buf97 = torch.full([2, 4, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(32, T['c0']) * _cdiv(16, T['c1']),)](states35_ptr=states35, states35_s0=states35.stride(0), states35_s1=states35.stride(1), states35_s2=states35.stride(2), states35_s3=states35.stride(3), states35_s4=states35.stride(4), states35_s5=states35.stride(5), states35_s6=states35.stride(6), states35_s7=states35.stride(7), states49_ptr=states49, states49_s0=states49.stride(0), states49_s1=states49.stride(1), states49_s2=states49.stride(2), states49_s3=states49.stride(3), states49_s4=states49.stride(4), states49_s5=states49.stride(5), states49_s6=states49.stride(6), m52_ptr=m52, m52_s0=m52.stride(0), m52_s1=m52.stride(1), m52_s2=m52.stride(2), m52_s3=m52.stride(3), m52_s4=m52.stride(4), buf92_ptr=buf92, buf92_s0=buf92.stride(0), buf92_s1=buf92.stride(1), buf92_s2=buf92.stride(2), buf92_s3=buf92.stride(3), buf92_s4=buf92.stride(4), buf97_ptr=buf97, buf97_s0=buf97.stride(0), buf97_s1=buf97.stride(1), buf97_s2=buf97.stride(2), buf97_s3=buf97.stride(3), E_c0=32, E_c1=16, E_c2=32, E_n0=2, E_n3=4, F_n0=_pow2(2), F_n3=_pow2(4), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    return buf97


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
