"""attention_sinks [small], candidate 39: 7 kernel(s)

Rendered by EqiForge from candidate 39 of attention_sinks [small]: store(k.2[32]) ; grid(k.0@0) loop(k.2[32]: sum, stored) loop(k.2[32]: max) [1 mm] ; store(k.2[32]) ; store(k.2[32]) ; store(k.2[32]) ; grid(k.0@0) loop(k.2[32]: pair(sum, sum), stored) loop(k.2[32]: max, stored) ; grid(k.2@2) loop(k.2[32]: max, stored)
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid k.2@2[32]
    c1: grid k.0@0[2]
    c2: loop k.2[32]

Run it on its own: `python kernels/f39.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/attention_sinks.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 16, "c1": 1, "c2": 16}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m1_s4, m6_ptr, m6_s0, m6_s1, m6_s2, m6_s3, m6_s4, m13_ptr, m13_s0, m13_s1, m13_s2, m13_s3, m13_s4, m16_ptr, m16_s0, m16_s1, m16_s2, m16_s3, m16_s4, m22_ptr, m22_s0, m22_s1, m22_s2, m22_s3, m22_s4, m31_ptr, m31_s0, m31_s1, m31_s2, m31_s3, m31_s4, states35_ptr, states35_s0, states35_s1, states35_s2, states35_s3, states35_s4, states35_s5, states35_s6, E_c1, E_c2, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # stores states35: Collect over loop k.2[32]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t5 = tl.load(m1_ptr + offs_c2[None, None, None, None, :] * m1_s4, mask=(offs_c2 < E_c2)[None, None, None, None, :], other=0)
    t12 = tl.load(m6_ptr + offs_n2[None, None, None, :, None] * m6_s3 + offs_c2[None, None, None, None, :] * m6_s4, mask=(offs_n2 < E_n2)[None, None, None, :, None] & (offs_c2 < E_c2)[None, None, None, None, :], other=0)
    t15 = tl.load(m13_ptr + offs_c1[:, None, None, None, None] * m13_s0 + offs_n0[None, :, None, None, None] * m13_s1 + offs_n0[None, None, :, None, None] * m13_s2 + offs_n2[None, None, None, :, None] * m13_s3 + offs_n1[None, None, None, None, :] * m13_s4, mask=(offs_c1 < E_c1)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :, None] & (offs_n1 < E_n1)[None, None, None, None, :], other=0).to(tl.float32)
    t19 = tl.load(m16_ptr + offs_c1[:, None, None, None, None] * m16_s0 + offs_n0[None, :, None, None, None] * m16_s1 + offs_n1[None, None, None, :, None] * m16_s3 + offs_c2[None, None, None, None, :] * m16_s4, mask=(offs_c1 < E_c1)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, None, :, None] & (offs_c2 < E_c2)[None, None, None, None, :], other=0).to(tl.float32)
    t20 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, None, :], t15, 0.0), 5) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :, None], t19, 0.0), 3), axis=4)
    t21 = tl.where(t12, -float("inf"), t20)
    t26 = tl.load(m22_ptr + offs_n2[None, None, None, :, None] * m22_s3 + offs_c2[None, None, None, None, :] * m22_s4, mask=(offs_n2 < E_n2)[None, None, None, :, None] & (offs_c2 < E_c2)[None, None, None, None, :], other=0)
    t27 = tl.where(t26, -float("inf"), t21)
    t28 = tl.where(t5, t21, t27)
    t29 = (t28) * (0.25)
    t30 = tl.exp(t29)
    t33 = tl.load(m31_ptr + offs_c1[:, None, None, None, None] * m31_s0 + offs_n0[None, :, None, None, None] * m31_s1 + offs_c2[None, None, None, :, None] * m31_s3 + offs_n1[None, None, None, None, :] * m31_s4, mask=(offs_c1 < E_c1)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_c2 < E_c2)[None, None, None, :, None] & (offs_n1 < E_n1)[None, None, None, None, :], other=0).to(tl.float32)
    t34 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, None, :], t30, 0.0), 5) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :, None], t33, 0.0), 3), axis=4)
    tl.store(states35_ptr + i_c1 * states35_s0 + i_c2 * states35_s1 + tl.arange(0, T_c1)[:, None, None, None, None] * states35_s2 + tl.arange(0, F_n0)[None, :, None, None, None] * states35_s3 + tl.arange(0, F_n0)[None, None, :, None, None] * states35_s4 + tl.arange(0, F_n2)[None, None, None, :, None] * states35_s5 + tl.arange(0, F_n1)[None, None, None, None, :] * states35_s6 + tl.zeros([T_c1, F_n0, F_n0, F_n2, F_n1], tl.int32), t34)


@triton.jit
def kernel_1(states35_ptr, states35_s0, states35_s1, states35_s2, states35_s3, states35_s4, states35_s5, states35_s6, m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m1_s4, m6_ptr, m6_s0, m6_s1, m6_s2, m6_s3, m6_s4, m13_ptr, m13_s0, m13_s1, m13_s2, m13_s3, m13_s4, m16_ptr, m16_s0, m16_s1, m16_s2, m16_s3, m16_s4, m22_ptr, m22_s0, m22_s1, m22_s2, m22_s3, m22_s4, m50_ptr, m50_s0, m50_s1, m50_s2, m50_s3, m50_s4, buf56_ptr, buf56_s0, buf56_s1, buf56_s2, buf56_s3, buf56_s4, E_c1, E_c2, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf56: Combine over grid k.0@0[2]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n2 = tl.arange(0, F_n2)
    offs_n1 = tl.arange(0, F_n1)
    acc37 = tl.full([T_c1, F_n0, F_n0, F_n2, F_n1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t36 = tl.load(states35_ptr + i_c1 * states35_s0 + i_c2 * states35_s1 + tl.arange(0, T_c1)[:, None, None, None, None] * states35_s2 + tl.arange(0, F_n0)[None, :, None, None, None] * states35_s3 + tl.arange(0, F_n0)[None, None, :, None, None] * states35_s4 + tl.arange(0, F_n2)[None, None, None, :, None] * states35_s5 + tl.arange(0, F_n1)[None, None, None, None, :] * states35_s6 + tl.zeros([T_c1, F_n0, F_n0, F_n2, F_n1], tl.int32))
        acc37 = acc37 + t36
    t40 = tl.load(m13_ptr + offs_c1[:, None, None, None, None] * m13_s0 + offs_n0[None, :, None, None, None] * m13_s1 + offs_n0[None, None, :, None, None] * m13_s2 + offs_n2[None, None, None, :, None] * m13_s3 + offs_n1[None, None, None, None, :] * m13_s4, mask=(offs_c1 < E_c1)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :, None] & (offs_n1 < E_n1)[None, None, None, None, :], other=0).to(tl.float32)
    acc48 = tl.full([T_c1, F_n0, F_n0, F_n2, 1], -float('inf'), tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t38 = tl.load(m1_ptr + offs_c2[None, None, None, None, :] * m1_s4, mask=(offs_c2 < E_c2)[None, None, None, None, :], other=0)
        t39 = tl.load(m6_ptr + offs_n2[None, None, None, :, None] * m6_s3 + offs_c2[None, None, None, None, :] * m6_s4, mask=(offs_n2 < E_n2)[None, None, None, :, None] & (offs_c2 < E_c2)[None, None, None, None, :], other=0)
        t41 = tl.load(m16_ptr + offs_c1[:, None, None, None, None] * m16_s0 + offs_n0[None, :, None, None, None] * m16_s1 + offs_n1[None, None, None, :, None] * m16_s3 + offs_c2[None, None, None, None, :] * m16_s4, mask=(offs_c1 < E_c1)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, None, :, None] & (offs_c2 < E_c2)[None, None, None, None, :], other=0).to(tl.float32)
        t42 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, None, :], t40, 0.0), 5) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :, None], t41, 0.0), 3), axis=4)
        t43 = tl.where(t39, -float("inf"), t42)
        t44 = tl.load(m22_ptr + offs_n2[None, None, None, :, None] * m22_s3 + offs_c2[None, None, None, None, :] * m22_s4, mask=(offs_n2 < E_n2)[None, None, None, :, None] & (offs_c2 < E_c2)[None, None, None, None, :], other=0)
        t45 = tl.where(t44, -float("inf"), t43)
        t46 = tl.where(t38, t43, t45)
        t47 = tl.max(tl.where((offs_c2 < E_c2)[None, None, None, None, :], t46, -float('inf')), axis=4, keep_dims=True)
        acc48 = tl.maximum(acc48, t47)
    t49 = (acc48) * (0.25)
    t52 = tl.load(m50_ptr + offs_n0[None, :, None, None, None] * m50_s1 + offs_n0[None, None, :, None, None] * m50_s2, mask=(offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None], other=0).to(tl.float32)
    t53 = tl.maximum(t49, t52)
    t54 = tl.exp(t53)
    t55 = (acc37) / (t54)
    tl.store(buf56_ptr + offs_c1[:, None, None, None, None] * buf56_s0 + offs_n0[None, :, None, None, None] * buf56_s1 + offs_n0[None, None, :, None, None] * buf56_s2 + offs_n2[None, None, None, :, None] * buf56_s3 + offs_n1[None, None, None, None, :] * buf56_s4, t55, mask=(offs_c1 < E_c1)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :, None] & (offs_n1 < E_n1)[None, None, None, None, :])


@triton.jit
def kernel_2(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m1_s4, m6_ptr, m6_s0, m6_s1, m6_s2, m6_s3, m6_s4, m13_ptr, m13_s0, m13_s1, m13_s2, m13_s3, m13_s4, m16_ptr, m16_s0, m16_s1, m16_s2, m16_s3, m16_s4, m22_ptr, m22_s0, m22_s1, m22_s2, m22_s3, m22_s4, states70_ptr, states70_s0, states70_s1, states70_s2, states70_s3, states70_s4, states70_s5, states70_s6, E_c0, E_c2, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # stores states70: Collect over loop k.2[32]
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
    t59 = tl.load(m1_ptr + offs_c2[None, None, None, None, :] * m1_s4, mask=(offs_c2 < E_c2)[None, None, None, None, :], other=0)
    t60 = tl.load(m6_ptr + offs_c0[None, None, None, :, None] * m6_s3 + offs_c2[None, None, None, None, :] * m6_s4, mask=(offs_c0 < E_c0)[None, None, None, :, None] & (offs_c2 < E_c2)[None, None, None, None, :], other=0)
    t61 = tl.load(m13_ptr + offs_n0[:, None, None, None, None] * m13_s0 + offs_n0[None, :, None, None, None] * m13_s1 + offs_n0[None, None, :, None, None] * m13_s2 + offs_c0[None, None, None, :, None] * m13_s3 + offs_n1[None, None, None, None, :] * m13_s4, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_c0 < E_c0)[None, None, None, :, None] & (offs_n1 < E_n1)[None, None, None, None, :], other=0).to(tl.float32)
    t62 = tl.load(m16_ptr + offs_n0[:, None, None, None, None] * m16_s0 + offs_n0[None, :, None, None, None] * m16_s1 + offs_n1[None, None, None, :, None] * m16_s3 + offs_c2[None, None, None, None, :] * m16_s4, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, None, :, None] & (offs_c2 < E_c2)[None, None, None, None, :], other=0).to(tl.float32)
    t63 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, None, :], t61, 0.0), 5) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :, None], t62, 0.0), 3), axis=4)
    t64 = tl.where(t60, -float("inf"), t63)
    t65 = tl.load(m22_ptr + offs_c0[None, None, None, :, None] * m22_s3 + offs_c2[None, None, None, None, :] * m22_s4, mask=(offs_c0 < E_c0)[None, None, None, :, None] & (offs_c2 < E_c2)[None, None, None, None, :], other=0)
    t66 = tl.where(t65, -float("inf"), t64)
    t67 = tl.where(t59, t64, t66)
    t68 = (t67) * (0.25)
    t69 = tl.max(tl.where((offs_c2 < E_c2)[None, None, None, None, :], t68, -float('inf')), axis=4, keep_dims=True)
    tl.store(states70_ptr + i_c0 * states70_s0 + i_c2 * states70_s1 + tl.arange(0, F_n0)[:, None, None, None, None] * states70_s2 + tl.arange(0, F_n0)[None, :, None, None, None] * states70_s3 + tl.arange(0, F_n0)[None, None, :, None, None] * states70_s4 + tl.arange(0, T_c0)[None, None, None, :, None] * states70_s5 + tl.zeros([F_n0, F_n0, F_n0, T_c0, 1], tl.int32), t69)


@triton.jit
def kernel_3(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m1_s4, m6_ptr, m6_s0, m6_s1, m6_s2, m6_s3, m6_s4, m13_ptr, m13_s0, m13_s1, m13_s2, m13_s3, m13_s4, m16_ptr, m16_s0, m16_s1, m16_s2, m16_s3, m16_s4, m22_ptr, m22_s0, m22_s1, m22_s2, m22_s3, m22_s4, m31_ptr, m31_s0, m31_s1, m31_s2, m31_s3, m31_s4, states90_ptr, states90_s0, states90_s1, states90_s2, states90_s3, states90_s4, states90_s5, states90_s6, states91_ptr, states91_s0, states91_s1, states91_s2, states91_s3, states91_s4, states91_s5, states91_s6, E_c1, E_c2, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # stores states90, states91: Collect over loop k.2[32]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t76 = tl.load(m1_ptr + offs_c2[None, None, None, None, :] * m1_s4, mask=(offs_c2 < E_c2)[None, None, None, None, :], other=0)
    t77 = tl.load(m6_ptr + offs_n2[None, None, None, :, None] * m6_s3 + offs_c2[None, None, None, None, :] * m6_s4, mask=(offs_n2 < E_n2)[None, None, None, :, None] & (offs_c2 < E_c2)[None, None, None, None, :], other=0)
    t78 = tl.load(m13_ptr + offs_c1[:, None, None, None, None] * m13_s0 + offs_n0[None, :, None, None, None] * m13_s1 + offs_n0[None, None, :, None, None] * m13_s2 + offs_n2[None, None, None, :, None] * m13_s3 + offs_n1[None, None, None, None, :] * m13_s4, mask=(offs_c1 < E_c1)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :, None] & (offs_n1 < E_n1)[None, None, None, None, :], other=0).to(tl.float32)
    t79 = tl.load(m16_ptr + offs_c1[:, None, None, None, None] * m16_s0 + offs_n0[None, :, None, None, None] * m16_s1 + offs_n1[None, None, None, :, None] * m16_s3 + offs_c2[None, None, None, None, :] * m16_s4, mask=(offs_c1 < E_c1)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, None, :, None] & (offs_c2 < E_c2)[None, None, None, None, :], other=0).to(tl.float32)
    t80 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, None, :], t78, 0.0), 5) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :, None], t79, 0.0), 3), axis=4)
    t81 = tl.where(t77, -float("inf"), t80)
    t82 = tl.load(m22_ptr + offs_n2[None, None, None, :, None] * m22_s3 + offs_c2[None, None, None, None, :] * m22_s4, mask=(offs_n2 < E_n2)[None, None, None, :, None] & (offs_c2 < E_c2)[None, None, None, None, :], other=0)
    t83 = tl.where(t82, -float("inf"), t81)
    t84 = tl.where(t76, t81, t83)
    t85 = (t84) * (0.25)
    t86 = tl.exp(t85)
    t87 = tl.sum(tl.where((offs_c2 < E_c2)[None, None, None, None, :], t86, 0.0), axis=4, keep_dims=True)
    t88 = tl.load(m31_ptr + offs_c1[:, None, None, None, None] * m31_s0 + offs_n0[None, :, None, None, None] * m31_s1 + offs_c2[None, None, None, :, None] * m31_s3 + offs_n1[None, None, None, None, :] * m31_s4, mask=(offs_c1 < E_c1)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_c2 < E_c2)[None, None, None, :, None] & (offs_n1 < E_n1)[None, None, None, None, :], other=0).to(tl.float32)
    t89 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, None, :], t86, 0.0), 5) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :, None], t88, 0.0), 3), axis=4)
    tl.store(states90_ptr + i_c1 * states90_s0 + i_c2 * states90_s1 + tl.arange(0, T_c1)[:, None, None, None, None] * states90_s2 + tl.arange(0, F_n0)[None, :, None, None, None] * states90_s3 + tl.arange(0, F_n0)[None, None, :, None, None] * states90_s4 + tl.arange(0, F_n2)[None, None, None, :, None] * states90_s5 + tl.zeros([T_c1, F_n0, F_n0, F_n2, 1], tl.int32), t87)
    tl.store(states91_ptr + i_c1 * states91_s0 + i_c2 * states91_s1 + tl.arange(0, T_c1)[:, None, None, None, None] * states91_s2 + tl.arange(0, F_n0)[None, :, None, None, None] * states91_s3 + tl.arange(0, F_n0)[None, None, :, None, None] * states91_s4 + tl.arange(0, F_n2)[None, None, None, :, None] * states91_s5 + tl.arange(0, F_n1)[None, None, None, None, :] * states91_s6 + tl.zeros([T_c1, F_n0, F_n0, F_n2, F_n1], tl.int32), t89)


@triton.jit
def kernel_4(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m1_s4, m6_ptr, m6_s0, m6_s1, m6_s2, m6_s3, m6_s4, m13_ptr, m13_s0, m13_s1, m13_s2, m13_s3, m13_s4, m16_ptr, m16_s0, m16_s1, m16_s2, m16_s3, m16_s4, m22_ptr, m22_s0, m22_s1, m22_s2, m22_s3, m22_s4, states107_ptr, states107_s0, states107_s1, states107_s2, states107_s3, states107_s4, states107_s5, states107_s6, E_c1, E_c2, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # stores states107: Collect over loop k.2[32]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t96 = tl.load(m1_ptr + offs_c2[None, None, None, None, :] * m1_s4, mask=(offs_c2 < E_c2)[None, None, None, None, :], other=0)
    t97 = tl.load(m6_ptr + offs_n2[None, None, None, :, None] * m6_s3 + offs_c2[None, None, None, None, :] * m6_s4, mask=(offs_n2 < E_n2)[None, None, None, :, None] & (offs_c2 < E_c2)[None, None, None, None, :], other=0)
    t98 = tl.load(m13_ptr + offs_c1[:, None, None, None, None] * m13_s0 + offs_n0[None, :, None, None, None] * m13_s1 + offs_n0[None, None, :, None, None] * m13_s2 + offs_n2[None, None, None, :, None] * m13_s3 + offs_n1[None, None, None, None, :] * m13_s4, mask=(offs_c1 < E_c1)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :, None] & (offs_n1 < E_n1)[None, None, None, None, :], other=0).to(tl.float32)
    t99 = tl.load(m16_ptr + offs_c1[:, None, None, None, None] * m16_s0 + offs_n0[None, :, None, None, None] * m16_s1 + offs_n1[None, None, None, :, None] * m16_s3 + offs_c2[None, None, None, None, :] * m16_s4, mask=(offs_c1 < E_c1)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, None, :, None] & (offs_c2 < E_c2)[None, None, None, None, :], other=0).to(tl.float32)
    t100 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, None, :], t98, 0.0), 5) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :, None], t99, 0.0), 3), axis=4)
    t101 = tl.where(t97, -float("inf"), t100)
    t102 = tl.load(m22_ptr + offs_n2[None, None, None, :, None] * m22_s3 + offs_c2[None, None, None, None, :] * m22_s4, mask=(offs_n2 < E_n2)[None, None, None, :, None] & (offs_c2 < E_c2)[None, None, None, None, :], other=0)
    t103 = tl.where(t102, -float("inf"), t101)
    t104 = tl.where(t96, t101, t103)
    t105 = tl.max(tl.where((offs_c2 < E_c2)[None, None, None, None, :], t104, -float('inf')), axis=4, keep_dims=True)
    t106 = (t105) * (0.25)
    tl.store(states107_ptr + i_c1 * states107_s0 + i_c2 * states107_s1 + tl.arange(0, T_c1)[:, None, None, None, None] * states107_s2 + tl.arange(0, F_n0)[None, :, None, None, None] * states107_s3 + tl.arange(0, F_n0)[None, None, :, None, None] * states107_s4 + tl.arange(0, F_n2)[None, None, None, :, None] * states107_s5 + tl.zeros([T_c1, F_n0, F_n0, F_n2, 1], tl.int32), t106)


@triton.jit
def kernel_5(states90_ptr, states90_s0, states90_s1, states90_s2, states90_s3, states90_s4, states90_s5, states90_s6, states91_ptr, states91_s0, states91_s1, states91_s2, states91_s3, states91_s4, states91_s5, states91_s6, states107_ptr, states107_s0, states107_s1, states107_s2, states107_s3, states107_s4, states107_s5, states107_s6, m50_ptr, m50_s0, m50_s1, m50_s2, m50_s3, m50_s4, buf115_ptr, buf115_s0, buf115_s1, buf115_s2, buf115_s3, buf115_s4, E_c1, E_c2, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf115: Combine over grid k.0@0[2]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n2 = tl.arange(0, F_n2)
    offs_n1 = tl.arange(0, F_n1)
    acc94 = tl.full([T_c1, F_n0, F_n0, F_n2, 1], 0.0, tl.float32)
    acc95 = tl.full([T_c1, F_n0, F_n0, F_n2, F_n1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t92 = tl.load(states90_ptr + i_c1 * states90_s0 + i_c2 * states90_s1 + tl.arange(0, T_c1)[:, None, None, None, None] * states90_s2 + tl.arange(0, F_n0)[None, :, None, None, None] * states90_s3 + tl.arange(0, F_n0)[None, None, :, None, None] * states90_s4 + tl.arange(0, F_n2)[None, None, None, :, None] * states90_s5 + tl.zeros([T_c1, F_n0, F_n0, F_n2, 1], tl.int32))
        t93 = tl.load(states91_ptr + i_c1 * states91_s0 + i_c2 * states91_s1 + tl.arange(0, T_c1)[:, None, None, None, None] * states91_s2 + tl.arange(0, F_n0)[None, :, None, None, None] * states91_s3 + tl.arange(0, F_n0)[None, None, :, None, None] * states91_s4 + tl.arange(0, F_n2)[None, None, None, :, None] * states91_s5 + tl.arange(0, F_n1)[None, None, None, None, :] * states91_s6 + tl.zeros([T_c1, F_n0, F_n0, F_n2, F_n1], tl.int32))
        acc94 = acc94 + t92
        acc95 = acc95 + t93
    acc109 = tl.full([T_c1, F_n0, F_n0, F_n2, 1], -float('inf'), tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t108 = tl.load(states107_ptr + i_c1 * states107_s0 + i_c2 * states107_s1 + tl.arange(0, T_c1)[:, None, None, None, None] * states107_s2 + tl.arange(0, F_n0)[None, :, None, None, None] * states107_s3 + tl.arange(0, F_n0)[None, None, :, None, None] * states107_s4 + tl.arange(0, F_n2)[None, None, None, :, None] * states107_s5 + tl.zeros([T_c1, F_n0, F_n0, F_n2, 1], tl.int32))
        acc109 = tl.maximum(acc109, t108)
    t110 = tl.load(m50_ptr + offs_n0[None, :, None, None, None] * m50_s1 + offs_n0[None, None, :, None, None] * m50_s2, mask=(offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None], other=0).to(tl.float32)
    t111 = tl.maximum(acc109, t110)
    t112 = tl.exp(t111)
    t113 = 1.0 / (t112)
    t114 = (acc94) * (t113)
    tl.store(buf115_ptr + offs_c1[:, None, None, None, None] * buf115_s0 + offs_n0[None, :, None, None, None] * buf115_s1 + offs_n0[None, None, :, None, None] * buf115_s2 + offs_n2[None, None, None, :, None] * buf115_s3, t114, mask=(offs_c1 < E_c1)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :, None])


@triton.jit
def kernel_6(buf56_ptr, buf56_s0, buf56_s1, buf56_s2, buf56_s3, buf56_s4, m50_ptr, m50_s0, m50_s1, m50_s2, m50_s3, m50_s4, states70_ptr, states70_s0, states70_s1, states70_s2, states70_s3, states70_s4, states70_s5, states70_s6, buf115_ptr, buf115_s0, buf115_s1, buf115_s2, buf115_s3, buf115_s4, buf120_ptr, buf120_s0, buf120_s1, buf120_s2, buf120_s3, E_c0, E_c2, E_n0, E_n1, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n3: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # writes buf120: Combine over grid k.2@2[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n3 = tl.arange(0, F_n3)
    t57 = tl.load(buf56_ptr + offs_n0[:, None, None, None, None] * buf56_s0 + offs_n0[None, :, None, None, None] * buf56_s1 + offs_n0[None, None, :, None, None] * buf56_s2 + offs_c0[None, None, None, :, None] * buf56_s3 + offs_n1[None, None, None, None, :] * buf56_s4, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_c0 < E_c0)[None, None, None, :, None] & (offs_n1 < E_n1)[None, None, None, None, :], other=0).to(tl.float32)
    t58 = tl.load(m50_ptr + offs_n0[None, :, None, None, None] * m50_s1 + offs_n0[None, None, :, None, None] * m50_s2, mask=(offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None], other=0).to(tl.float32)
    acc72 = tl.full([F_n0, F_n0, F_n0, T_c0, 1], -float('inf'), tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t71 = tl.load(states70_ptr + i_c0 * states70_s0 + i_c2 * states70_s1 + tl.arange(0, F_n0)[:, None, None, None, None] * states70_s2 + tl.arange(0, F_n0)[None, :, None, None, None] * states70_s3 + tl.arange(0, F_n0)[None, None, :, None, None] * states70_s4 + tl.arange(0, T_c0)[None, None, None, :, None] * states70_s5 + tl.zeros([F_n0, F_n0, F_n0, T_c0, 1], tl.int32))
        acc72 = tl.maximum(acc72, t71)
    t73 = tl.maximum(acc72, t58)
    t74 = t58 - (t73)
    t75 = tl.exp(t74)
    t116 = tl.load(buf115_ptr + offs_n0[:, None, None, None, None] * buf115_s0 + offs_n0[None, :, None, None, None] * buf115_s1 + offs_n0[None, None, :, None, None] * buf115_s2 + offs_c0[None, None, None, :, None] * buf115_s3, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_c0 < E_c0)[None, None, None, :, None], other=0).to(tl.float32)
    t117 = t75 + t116
    t118 = (t57) / (t117)
    t119 = tl.reshape(t118, [F_n0, F_n3, T_c0, F_n1])
    tl.store(buf120_ptr + offs_n0[:, None, None, None] * buf120_s0 + offs_n3[None, :, None, None] * buf120_s1 + offs_c0[None, None, :, None] * buf120_s2 + offs_n1[None, None, None, :] * buf120_s3, t119, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n3 < E_n3)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :])


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
    states35 = torch.full([_cdiv(2, T['c1']), _cdiv(32, T['c2']), T['c1'], _pow2(2), _pow2(2), _pow2(32), _pow2(16)], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(2, T['c1']) * _cdiv(32, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m1_s4=m1.stride(4), m6_ptr=m6, m6_s0=m6.stride(0), m6_s1=m6.stride(1), m6_s2=m6.stride(2), m6_s3=m6.stride(3), m6_s4=m6.stride(4), m13_ptr=m13, m13_s0=m13.stride(0), m13_s1=m13.stride(1), m13_s2=m13.stride(2), m13_s3=m13.stride(3), m13_s4=m13.stride(4), m16_ptr=m16, m16_s0=m16.stride(0), m16_s1=m16.stride(1), m16_s2=m16.stride(2), m16_s3=m16.stride(3), m16_s4=m16.stride(4), m22_ptr=m22, m22_s0=m22.stride(0), m22_s1=m22.stride(1), m22_s2=m22.stride(2), m22_s3=m22.stride(3), m22_s4=m22.stride(4), m31_ptr=m31, m31_s0=m31.stride(0), m31_s1=m31.stride(1), m31_s2=m31.stride(2), m31_s3=m31.stride(3), m31_s4=m31.stride(4), states35_ptr=states35, states35_s0=states35.stride(0), states35_s1=states35.stride(1), states35_s2=states35.stride(2), states35_s3=states35.stride(3), states35_s4=states35.stride(4), states35_s5=states35.stride(5), states35_s6=states35.stride(6), E_c1=2, E_c2=32, E_n0=2, E_n1=16, E_n2=32, F_n0=_pow2(2), F_n1=_pow2(16), F_n2=_pow2(32), T_c1=T['c1'], T_c2=T['c2'])
    m51 = inputs['sinks']
    m50 = m51.reshape([1, 2, 2, 1, 1])
    buf56 = torch.full([2, 2, 2, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(2, T['c1']),)](states35_ptr=states35, states35_s0=states35.stride(0), states35_s1=states35.stride(1), states35_s2=states35.stride(2), states35_s3=states35.stride(3), states35_s4=states35.stride(4), states35_s5=states35.stride(5), states35_s6=states35.stride(6), m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m1_s4=m1.stride(4), m6_ptr=m6, m6_s0=m6.stride(0), m6_s1=m6.stride(1), m6_s2=m6.stride(2), m6_s3=m6.stride(3), m6_s4=m6.stride(4), m13_ptr=m13, m13_s0=m13.stride(0), m13_s1=m13.stride(1), m13_s2=m13.stride(2), m13_s3=m13.stride(3), m13_s4=m13.stride(4), m16_ptr=m16, m16_s0=m16.stride(0), m16_s1=m16.stride(1), m16_s2=m16.stride(2), m16_s3=m16.stride(3), m16_s4=m16.stride(4), m22_ptr=m22, m22_s0=m22.stride(0), m22_s1=m22.stride(1), m22_s2=m22.stride(2), m22_s3=m22.stride(3), m22_s4=m22.stride(4), m50_ptr=m50, m50_s0=m50.stride(0), m50_s1=m50.stride(1), m50_s2=m50.stride(2), m50_s3=m50.stride(3), m50_s4=m50.stride(4), buf56_ptr=buf56, buf56_s0=buf56.stride(0), buf56_s1=buf56.stride(1), buf56_s2=buf56.stride(2), buf56_s3=buf56.stride(3), buf56_s4=buf56.stride(4), E_c1=2, E_c2=32, E_n0=2, E_n1=16, E_n2=32, F_n0=_pow2(2), F_n1=_pow2(16), F_n2=_pow2(32), T_c1=T['c1'], T_c2=T['c2'])
    states70 = torch.full([_cdiv(32, T['c0']), _cdiv(32, T['c2']), _pow2(2), _pow2(2), _pow2(2), T['c0'], 1], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(32, T['c0']) * _cdiv(32, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m1_s4=m1.stride(4), m6_ptr=m6, m6_s0=m6.stride(0), m6_s1=m6.stride(1), m6_s2=m6.stride(2), m6_s3=m6.stride(3), m6_s4=m6.stride(4), m13_ptr=m13, m13_s0=m13.stride(0), m13_s1=m13.stride(1), m13_s2=m13.stride(2), m13_s3=m13.stride(3), m13_s4=m13.stride(4), m16_ptr=m16, m16_s0=m16.stride(0), m16_s1=m16.stride(1), m16_s2=m16.stride(2), m16_s3=m16.stride(3), m16_s4=m16.stride(4), m22_ptr=m22, m22_s0=m22.stride(0), m22_s1=m22.stride(1), m22_s2=m22.stride(2), m22_s3=m22.stride(3), m22_s4=m22.stride(4), states70_ptr=states70, states70_s0=states70.stride(0), states70_s1=states70.stride(1), states70_s2=states70.stride(2), states70_s3=states70.stride(3), states70_s4=states70.stride(4), states70_s5=states70.stride(5), states70_s6=states70.stride(6), E_c0=32, E_c2=32, E_n0=2, E_n1=16, F_n0=_pow2(2), F_n1=_pow2(16), T_c0=T['c0'], T_c2=T['c2'])
    states90 = torch.full([_cdiv(2, T['c1']), _cdiv(32, T['c2']), T['c1'], _pow2(2), _pow2(2), _pow2(32), 1], float("nan"), dtype=torch.float32, device=device)
    states91 = torch.full([_cdiv(2, T['c1']), _cdiv(32, T['c2']), T['c1'], _pow2(2), _pow2(2), _pow2(32), _pow2(16)], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(2, T['c1']) * _cdiv(32, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m1_s4=m1.stride(4), m6_ptr=m6, m6_s0=m6.stride(0), m6_s1=m6.stride(1), m6_s2=m6.stride(2), m6_s3=m6.stride(3), m6_s4=m6.stride(4), m13_ptr=m13, m13_s0=m13.stride(0), m13_s1=m13.stride(1), m13_s2=m13.stride(2), m13_s3=m13.stride(3), m13_s4=m13.stride(4), m16_ptr=m16, m16_s0=m16.stride(0), m16_s1=m16.stride(1), m16_s2=m16.stride(2), m16_s3=m16.stride(3), m16_s4=m16.stride(4), m22_ptr=m22, m22_s0=m22.stride(0), m22_s1=m22.stride(1), m22_s2=m22.stride(2), m22_s3=m22.stride(3), m22_s4=m22.stride(4), m31_ptr=m31, m31_s0=m31.stride(0), m31_s1=m31.stride(1), m31_s2=m31.stride(2), m31_s3=m31.stride(3), m31_s4=m31.stride(4), states90_ptr=states90, states90_s0=states90.stride(0), states90_s1=states90.stride(1), states90_s2=states90.stride(2), states90_s3=states90.stride(3), states90_s4=states90.stride(4), states90_s5=states90.stride(5), states90_s6=states90.stride(6), states91_ptr=states91, states91_s0=states91.stride(0), states91_s1=states91.stride(1), states91_s2=states91.stride(2), states91_s3=states91.stride(3), states91_s4=states91.stride(4), states91_s5=states91.stride(5), states91_s6=states91.stride(6), E_c1=2, E_c2=32, E_n0=2, E_n1=16, E_n2=32, F_n0=_pow2(2), F_n1=_pow2(16), F_n2=_pow2(32), T_c1=T['c1'], T_c2=T['c2'])
    states107 = torch.full([_cdiv(2, T['c1']), _cdiv(32, T['c2']), T['c1'], _pow2(2), _pow2(2), _pow2(32), 1], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(_cdiv(2, T['c1']) * _cdiv(32, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m1_s4=m1.stride(4), m6_ptr=m6, m6_s0=m6.stride(0), m6_s1=m6.stride(1), m6_s2=m6.stride(2), m6_s3=m6.stride(3), m6_s4=m6.stride(4), m13_ptr=m13, m13_s0=m13.stride(0), m13_s1=m13.stride(1), m13_s2=m13.stride(2), m13_s3=m13.stride(3), m13_s4=m13.stride(4), m16_ptr=m16, m16_s0=m16.stride(0), m16_s1=m16.stride(1), m16_s2=m16.stride(2), m16_s3=m16.stride(3), m16_s4=m16.stride(4), m22_ptr=m22, m22_s0=m22.stride(0), m22_s1=m22.stride(1), m22_s2=m22.stride(2), m22_s3=m22.stride(3), m22_s4=m22.stride(4), states107_ptr=states107, states107_s0=states107.stride(0), states107_s1=states107.stride(1), states107_s2=states107.stride(2), states107_s3=states107.stride(3), states107_s4=states107.stride(4), states107_s5=states107.stride(5), states107_s6=states107.stride(6), E_c1=2, E_c2=32, E_n0=2, E_n1=16, E_n2=32, F_n0=_pow2(2), F_n1=_pow2(16), F_n2=_pow2(32), T_c1=T['c1'], T_c2=T['c2'])
    buf115 = torch.full([2, 2, 2, 32, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_5[(_cdiv(2, T['c1']),)](states90_ptr=states90, states90_s0=states90.stride(0), states90_s1=states90.stride(1), states90_s2=states90.stride(2), states90_s3=states90.stride(3), states90_s4=states90.stride(4), states90_s5=states90.stride(5), states90_s6=states90.stride(6), states91_ptr=states91, states91_s0=states91.stride(0), states91_s1=states91.stride(1), states91_s2=states91.stride(2), states91_s3=states91.stride(3), states91_s4=states91.stride(4), states91_s5=states91.stride(5), states91_s6=states91.stride(6), states107_ptr=states107, states107_s0=states107.stride(0), states107_s1=states107.stride(1), states107_s2=states107.stride(2), states107_s3=states107.stride(3), states107_s4=states107.stride(4), states107_s5=states107.stride(5), states107_s6=states107.stride(6), m50_ptr=m50, m50_s0=m50.stride(0), m50_s1=m50.stride(1), m50_s2=m50.stride(2), m50_s3=m50.stride(3), m50_s4=m50.stride(4), buf115_ptr=buf115, buf115_s0=buf115.stride(0), buf115_s1=buf115.stride(1), buf115_s2=buf115.stride(2), buf115_s3=buf115.stride(3), buf115_s4=buf115.stride(4), E_c1=2, E_c2=32, E_n0=2, E_n1=16, E_n2=32, F_n0=_pow2(2), F_n1=_pow2(16), F_n2=_pow2(32), T_c1=T['c1'], T_c2=T['c2'])
    buf120 = torch.full([2, 4, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_6[(_cdiv(32, T['c0']),)](buf56_ptr=buf56, buf56_s0=buf56.stride(0), buf56_s1=buf56.stride(1), buf56_s2=buf56.stride(2), buf56_s3=buf56.stride(3), buf56_s4=buf56.stride(4), m50_ptr=m50, m50_s0=m50.stride(0), m50_s1=m50.stride(1), m50_s2=m50.stride(2), m50_s3=m50.stride(3), m50_s4=m50.stride(4), states70_ptr=states70, states70_s0=states70.stride(0), states70_s1=states70.stride(1), states70_s2=states70.stride(2), states70_s3=states70.stride(3), states70_s4=states70.stride(4), states70_s5=states70.stride(5), states70_s6=states70.stride(6), buf115_ptr=buf115, buf115_s0=buf115.stride(0), buf115_s1=buf115.stride(1), buf115_s2=buf115.stride(2), buf115_s3=buf115.stride(3), buf115_s4=buf115.stride(4), buf120_ptr=buf120, buf120_s0=buf120.stride(0), buf120_s1=buf120.stride(1), buf120_s2=buf120.stride(2), buf120_s3=buf120.stride(3), E_c0=32, E_c2=32, E_n0=2, E_n1=16, E_n3=4, F_n0=_pow2(2), F_n1=_pow2(16), F_n3=_pow2(4), T_c0=T['c0'], T_c2=T['c2'])
    return buf120


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
