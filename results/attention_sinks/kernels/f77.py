"""attention_sinks [small], candidate 77: 5 kernel(s)

Rendered by EqiForge from candidate 77 of attention_sinks [small]: store(k.2[32]) ; grid(k.0@0) loop(k.2[32]: sum, stored) ; store(k.2[32]) ; grid(k.1@1) [1 mm] ; grid(k.0@0, k.2@2) loop(k.2[32]: sum, stored)
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid k.0@0[2]
    c1: grid k.2@2[32]
    c2: loop k.2[32]
    c3: grid k.1@1[2]

Run it on its own: `python kernels/f77.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/attention_sinks.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 1, "c1": 16, "c2": 16, "c3": 1}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m1_s4, m6_ptr, m6_s0, m6_s1, m6_s2, m6_s3, m6_s4, m13_ptr, m13_s0, m13_s1, m13_s2, m13_s3, m13_s4, m16_ptr, m16_s0, m16_s1, m16_s2, m16_s3, m16_s4, m22_ptr, m22_s0, m22_s1, m22_s2, m22_s3, m22_s4, m40_ptr, m40_s0, m40_s1, m40_s2, m40_s3, m40_s4, m46_ptr, m46_s0, m46_s1, m46_s2, m46_s3, m46_s4, states50_ptr, states50_s0, states50_s1, states50_s2, states50_s3, states50_s4, states50_s5, states50_s6, E_c0, E_c2, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # stores states50: Collect over loop k.2[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t5 = tl.load(m1_ptr + offs_c2[None, None, None, None, :] * m1_s4, mask=(offs_c2 < E_c2)[None, None, None, None, :], other=0)
    t12 = tl.load(m6_ptr + offs_n2[None, None, None, :, None] * m6_s3 + offs_c2[None, None, None, None, :] * m6_s4, mask=(offs_n2 < E_n2)[None, None, None, :, None] & (offs_c2 < E_c2)[None, None, None, None, :], other=0)
    t15 = tl.load(m13_ptr + offs_c0[:, None, None, None, None] * m13_s0 + offs_n0[None, :, None, None, None] * m13_s1 + offs_n0[None, None, :, None, None] * m13_s2 + offs_n2[None, None, None, :, None] * m13_s3 + offs_n1[None, None, None, None, :] * m13_s4, mask=(offs_c0 < E_c0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :, None] & (offs_n1 < E_n1)[None, None, None, None, :], other=0).to(tl.float32)
    t19 = tl.load(m16_ptr + offs_c0[:, None, None, None, None] * m16_s0 + offs_n0[None, :, None, None, None] * m16_s1 + offs_n1[None, None, None, :, None] * m16_s3 + offs_c2[None, None, None, None, :] * m16_s4, mask=(offs_c0 < E_c0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, None, :, None] & (offs_c2 < E_c2)[None, None, None, None, :], other=0).to(tl.float32)
    t20 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, None, :], t15, 0.0), 5) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :, None], t19, 0.0), 3), axis=4)
    t21 = tl.where(t12, -float("inf"), t20)
    t26 = tl.load(m22_ptr + offs_n2[None, None, None, :, None] * m22_s3 + offs_c2[None, None, None, None, :] * m22_s4, mask=(offs_n2 < E_n2)[None, None, None, :, None] & (offs_c2 < E_c2)[None, None, None, None, :], other=0)
    t27 = tl.where(t26, -float("inf"), t21)
    t28 = tl.where(t5, t21, t27)
    t29 = (t28) * (0.25)
    t30 = tl.load(m1_ptr + offs_n2[None, None, None, None, :] * m1_s4, mask=(offs_n2 < E_n2)[None, None, None, None, :], other=0)
    t31 = tl.load(m6_ptr + offs_n2[None, None, None, :, None] * m6_s3 + offs_n2[None, None, None, None, :] * m6_s4, mask=(offs_n2 < E_n2)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :], other=0)
    t32 = tl.load(m16_ptr + offs_c0[:, None, None, None, None] * m16_s0 + offs_n0[None, :, None, None, None] * m16_s1 + offs_n1[None, None, None, :, None] * m16_s3 + offs_n2[None, None, None, None, :] * m16_s4, mask=(offs_c0 < E_c0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :], other=0).to(tl.float32)
    t33 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, None, :], t15, 0.0), 5) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :, None], t32, 0.0), 3), axis=4)
    t34 = tl.where(t31, -float("inf"), t33)
    t35 = tl.load(m22_ptr + offs_n2[None, None, None, :, None] * m22_s3 + offs_n2[None, None, None, None, :] * m22_s4, mask=(offs_n2 < E_n2)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :], other=0)
    t36 = tl.where(t35, -float("inf"), t34)
    t37 = tl.where(t30, t34, t36)
    t38 = tl.max(tl.where((offs_n2 < E_n2)[None, None, None, None, :], t37, -float('inf')), axis=4, keep_dims=True)
    t39 = (t38) * (0.25)
    t42 = tl.load(m40_ptr + offs_n0[None, :, None, None, None] * m40_s1 + offs_n0[None, None, :, None, None] * m40_s2, mask=(offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None], other=0).to(tl.float32)
    t43 = tl.maximum(t39, t42)
    t44 = t29 - (t43)
    t45 = tl.exp(t44)
    t48 = tl.load(m46_ptr + offs_c0[:, None, None, None, None] * m46_s0 + offs_n0[None, :, None, None, None] * m46_s1 + offs_c2[None, None, None, :, None] * m46_s3 + offs_n1[None, None, None, None, :] * m46_s4, mask=(offs_c0 < E_c0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_c2 < E_c2)[None, None, None, :, None] & (offs_n1 < E_n1)[None, None, None, None, :], other=0).to(tl.float32)
    t49 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, None, :], t45, 0.0), 5) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :, None], t48, 0.0), 3), axis=4)
    tl.store(states50_ptr + i_c0 * states50_s0 + i_c2 * states50_s1 + tl.arange(0, T_c0)[:, None, None, None, None] * states50_s2 + tl.arange(0, F_n0)[None, :, None, None, None] * states50_s3 + tl.arange(0, F_n0)[None, None, :, None, None] * states50_s4 + tl.arange(0, F_n2)[None, None, None, :, None] * states50_s5 + tl.arange(0, F_n1)[None, None, None, None, :] * states50_s6 + tl.zeros([T_c0, F_n0, F_n0, F_n2, F_n1], tl.int32), t49)


@triton.jit
def kernel_1(states50_ptr, states50_s0, states50_s1, states50_s2, states50_s3, states50_s4, states50_s5, states50_s6, buf53_ptr, buf53_s0, buf53_s1, buf53_s2, buf53_s3, buf53_s4, E_c0, E_c2, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # writes buf53: Combine over grid k.0@0[2]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n2 = tl.arange(0, F_n2)
    offs_n1 = tl.arange(0, F_n1)
    acc52 = tl.full([T_c0, F_n0, F_n0, F_n2, F_n1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t51 = tl.load(states50_ptr + i_c0 * states50_s0 + i_c2 * states50_s1 + tl.arange(0, T_c0)[:, None, None, None, None] * states50_s2 + tl.arange(0, F_n0)[None, :, None, None, None] * states50_s3 + tl.arange(0, F_n0)[None, None, :, None, None] * states50_s4 + tl.arange(0, F_n2)[None, None, None, :, None] * states50_s5 + tl.arange(0, F_n1)[None, None, None, None, :] * states50_s6 + tl.zeros([T_c0, F_n0, F_n0, F_n2, F_n1], tl.int32))
        acc52 = acc52 + t51
    tl.store(buf53_ptr + offs_c0[:, None, None, None, None] * buf53_s0 + offs_n0[None, :, None, None, None] * buf53_s1 + offs_n0[None, None, :, None, None] * buf53_s2 + offs_n2[None, None, None, :, None] * buf53_s3 + offs_n1[None, None, None, None, :] * buf53_s4, acc52, mask=(offs_c0 < E_c0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :, None] & (offs_n1 < E_n1)[None, None, None, None, :])


@triton.jit
def kernel_2(m55_ptr, m55_s0, m55_s1, m55_s2, m55_s3, m55_s4, m6_ptr, m6_s0, m6_s1, m6_s2, m6_s3, m6_s4, m13_ptr, m13_s0, m13_s1, m13_s2, m13_s3, m13_s4, m16_ptr, m16_s0, m16_s1, m16_s2, m16_s3, m16_s4, m22_ptr, m22_s0, m22_s1, m22_s2, m22_s3, m22_s4, m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m1_s4, m40_ptr, m40_s0, m40_s1, m40_s2, m40_s3, m40_s4, states82_ptr, states82_s0, states82_s1, states82_s2, states82_s3, states82_s4, states82_s5, states82_s6, states82_s7, E_c0, E_c1, E_c2, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # stores states82: Collect over loop k.2[32]
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
    offs_n2 = tl.arange(0, F_n2)
    t57 = tl.load(m55_ptr + offs_c2[None, None, None, None, :] * m55_s4, mask=(offs_c2 < E_c2)[None, None, None, None, :], other=0)
    t58 = tl.load(m6_ptr + offs_c1[None, None, None, :, None] * m6_s3 + offs_c2[None, None, None, None, :] * m6_s4, mask=(offs_c1 < E_c1)[None, None, None, :, None] & (offs_c2 < E_c2)[None, None, None, None, :], other=0)
    t59 = tl.load(m13_ptr + offs_c0[:, None, None, None, None] * m13_s0 + offs_n0[None, :, None, None, None] * m13_s1 + offs_n0[None, None, :, None, None] * m13_s2 + offs_c1[None, None, None, :, None] * m13_s3 + offs_n1[None, None, None, None, :] * m13_s4, mask=(offs_c0 < E_c0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_c1 < E_c1)[None, None, None, :, None] & (offs_n1 < E_n1)[None, None, None, None, :], other=0).to(tl.float32)
    t60 = tl.load(m16_ptr + offs_c0[:, None, None, None, None] * m16_s0 + offs_n0[None, :, None, None, None] * m16_s1 + offs_n1[None, None, None, :, None] * m16_s3 + offs_c2[None, None, None, None, :] * m16_s4, mask=(offs_c0 < E_c0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, None, :, None] & (offs_c2 < E_c2)[None, None, None, None, :], other=0).to(tl.float32)
    t61 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, None, :], t59, 0.0), 5) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :, None], t60, 0.0), 3), axis=4)
    t62 = tl.where(t58, -float("inf"), t61)
    t63 = tl.load(m22_ptr + offs_c1[None, None, None, :, None] * m22_s3 + offs_c2[None, None, None, None, :] * m22_s4, mask=(offs_c1 < E_c1)[None, None, None, :, None] & (offs_c2 < E_c2)[None, None, None, None, :], other=0)
    t64 = tl.where(t63, -float("inf"), t62)
    t65 = tl.where(t57, t62, t64)
    t66 = (t65) * (0.25)
    t67 = tl.load(m1_ptr + offs_n2[None, None, None, None, :] * m1_s4, mask=(offs_n2 < E_n2)[None, None, None, None, :], other=0)
    t68 = tl.load(m6_ptr + offs_c1[None, None, None, :, None] * m6_s3 + offs_n2[None, None, None, None, :] * m6_s4, mask=(offs_c1 < E_c1)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :], other=0)
    t69 = tl.load(m16_ptr + offs_c0[:, None, None, None, None] * m16_s0 + offs_n0[None, :, None, None, None] * m16_s1 + offs_n1[None, None, None, :, None] * m16_s3 + offs_n2[None, None, None, None, :] * m16_s4, mask=(offs_c0 < E_c0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :], other=0).to(tl.float32)
    t70 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, None, :], t59, 0.0), 5) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :, None], t69, 0.0), 3), axis=4)
    t71 = tl.where(t68, -float("inf"), t70)
    t72 = tl.load(m22_ptr + offs_c1[None, None, None, :, None] * m22_s3 + offs_n2[None, None, None, None, :] * m22_s4, mask=(offs_c1 < E_c1)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :], other=0)
    t73 = tl.where(t72, -float("inf"), t71)
    t74 = tl.where(t67, t71, t73)
    t75 = tl.max(tl.where((offs_n2 < E_n2)[None, None, None, None, :], t74, -float('inf')), axis=4, keep_dims=True)
    t76 = (t75) * (0.25)
    t77 = tl.load(m40_ptr + offs_n0[None, :, None, None, None] * m40_s1 + offs_n0[None, None, :, None, None] * m40_s2, mask=(offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None], other=0).to(tl.float32)
    t78 = tl.maximum(t76, t77)
    t79 = t66 - (t78)
    t80 = tl.exp(t79)
    t81 = tl.sum(tl.where((offs_c2 < E_c2)[None, None, None, None, :], t80, 0.0), axis=4, keep_dims=True)
    tl.store(states82_ptr + i_c0 * states82_s0 + i_c1 * states82_s1 + i_c2 * states82_s2 + tl.arange(0, T_c0)[:, None, None, None, None] * states82_s3 + tl.arange(0, F_n0)[None, :, None, None, None] * states82_s4 + tl.arange(0, F_n0)[None, None, :, None, None] * states82_s5 + tl.arange(0, T_c1)[None, None, None, :, None] * states82_s6 + tl.zeros([T_c0, F_n0, F_n0, T_c1, 1], tl.int32), t81)


@triton.jit
def kernel_3(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m1_s4, m6_ptr, m6_s0, m6_s1, m6_s2, m6_s3, m6_s4, m13_ptr, m13_s0, m13_s1, m13_s2, m13_s3, m13_s4, m16_ptr, m16_s0, m16_s1, m16_s2, m16_s3, m16_s4, m22_ptr, m22_s0, m22_s1, m22_s2, m22_s3, m22_s4, buf97_ptr, buf97_s0, buf97_s1, buf97_s2, buf97_s3, buf97_s4, E_c3, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c3: tl.constexpr):
    # writes buf97: Combine over grid k.1@1[2]
    pid = tl.program_id(0)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    offs_one = tl.arange(0, 1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t86 = tl.load(m1_ptr + offs_n2[None, None, None, None, :] * m1_s4, mask=(offs_n2 < E_n2)[None, None, None, None, :], other=0)
    t87 = tl.load(m6_ptr + offs_n2[None, None, None, :, None] * m6_s3 + offs_n2[None, None, None, None, :] * m6_s4, mask=(offs_n2 < E_n2)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :], other=0)
    t88 = tl.load(m13_ptr + offs_n0[:, None, None, None, None] * m13_s0 + offs_c3[None, :, None, None, None] * m13_s1 + offs_n0[None, None, :, None, None] * m13_s2 + offs_n2[None, None, None, :, None] * m13_s3 + offs_n1[None, None, None, None, :] * m13_s4, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_c3 < E_c3)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :, None] & (offs_n1 < E_n1)[None, None, None, None, :], other=0).to(tl.float32)
    t89 = tl.load(m16_ptr + offs_n0[:, None, None, None, None] * m16_s0 + offs_c3[None, :, None, None, None] * m16_s1 + offs_n1[None, None, None, :, None] * m16_s3 + offs_n2[None, None, None, None, :] * m16_s4, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_c3 < E_c3)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :], other=0).to(tl.float32)
    t90 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, None, :], t88, 0.0), 5) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :, None], t89, 0.0), 3), axis=4)
    t91 = tl.where(t87, -float("inf"), t90)
    t92 = tl.load(m22_ptr + offs_n2[None, None, None, :, None] * m22_s3 + offs_n2[None, None, None, None, :] * m22_s4, mask=(offs_n2 < E_n2)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :], other=0)
    t93 = tl.where(t92, -float("inf"), t91)
    t94 = tl.where(t86, t91, t93)
    t95 = (t94) * (0.25)
    t96 = tl.max(tl.where((offs_n2 < E_n2)[None, None, None, None, :], t95, -float('inf')), axis=4, keep_dims=True)
    tl.store(buf97_ptr + offs_n0[:, None, None, None, None] * buf97_s0 + offs_c3[None, :, None, None, None] * buf97_s1 + offs_n0[None, None, :, None, None] * buf97_s2 + offs_n2[None, None, None, :, None] * buf97_s3, t96, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_c3 < E_c3)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :, None])


@triton.jit
def kernel_4(buf53_ptr, buf53_s0, buf53_s1, buf53_s2, buf53_s3, buf53_s4, states82_ptr, states82_s0, states82_s1, states82_s2, states82_s3, states82_s4, states82_s5, states82_s6, states82_s7, m40_ptr, m40_s0, m40_s1, m40_s2, m40_s3, m40_s4, buf97_ptr, buf97_s0, buf97_s1, buf97_s2, buf97_s3, buf97_s4, buf105_ptr, buf105_s0, buf105_s1, buf105_s2, buf105_s3, E_c0, E_c1, E_c2, E_n0, E_n1, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n3: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf105: Combine over grid k.0@0[2], grid k.2@2[32]
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
    offs_n3 = tl.arange(0, F_n3)
    t54 = tl.load(buf53_ptr + offs_c0[:, None, None, None, None] * buf53_s0 + offs_n0[None, :, None, None, None] * buf53_s1 + offs_n0[None, None, :, None, None] * buf53_s2 + offs_c1[None, None, None, :, None] * buf53_s3 + offs_n1[None, None, None, None, :] * buf53_s4, mask=(offs_c0 < E_c0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_c1 < E_c1)[None, None, None, :, None] & (offs_n1 < E_n1)[None, None, None, None, :], other=0).to(tl.float32)
    acc84 = tl.full([T_c0, F_n0, F_n0, T_c1, 1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t83 = tl.load(states82_ptr + i_c0 * states82_s0 + i_c1 * states82_s1 + i_c2 * states82_s2 + tl.arange(0, T_c0)[:, None, None, None, None] * states82_s3 + tl.arange(0, F_n0)[None, :, None, None, None] * states82_s4 + tl.arange(0, F_n0)[None, None, :, None, None] * states82_s5 + tl.arange(0, T_c1)[None, None, None, :, None] * states82_s6 + tl.zeros([T_c0, F_n0, F_n0, T_c1, 1], tl.int32))
        acc84 = acc84 + t83
    t85 = tl.load(m40_ptr + offs_n0[None, :, None, None, None] * m40_s1 + offs_n0[None, None, :, None, None] * m40_s2, mask=(offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None], other=0).to(tl.float32)
    t98 = tl.load(buf97_ptr + offs_c0[:, None, None, None, None] * buf97_s0 + offs_n0[None, :, None, None, None] * buf97_s1 + offs_n0[None, None, :, None, None] * buf97_s2 + offs_c1[None, None, None, :, None] * buf97_s3, mask=(offs_c0 < E_c0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_c1 < E_c1)[None, None, None, :, None], other=0).to(tl.float32)
    t99 = tl.maximum(t98, t85)
    t100 = t85 - (t99)
    t101 = tl.exp(t100)
    t102 = acc84 + t101
    t103 = (t54) / (t102)
    t104 = tl.reshape(t103, [T_c0, F_n3, T_c1, F_n1])
    tl.store(buf105_ptr + offs_c0[:, None, None, None] * buf105_s0 + offs_n3[None, :, None, None] * buf105_s1 + offs_c1[None, None, :, None] * buf105_s2 + offs_n1[None, None, None, :] * buf105_s3, t104, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n3 < E_n3)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :])


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
    m2 = m3.reshape([1, 1, 1, 1, 32])
    m4 = torch.tensor(2.0, dtype=torch.float32, device=device)
    m1 = _BINARY["Lt"](m2, m4)
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
    m41 = inputs['sinks']
    m40 = m41.reshape([1, 2, 2, 1, 1])
    m47 = inputs['v']
    m46 = m47.reshape([2, 2, 1, 32, 16])
    states50 = torch.full([_cdiv(2, T['c0']), _cdiv(32, T['c2']), T['c0'], _pow2(2), _pow2(2), _pow2(32), _pow2(16)], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(2, T['c0']) * _cdiv(32, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m1_s4=m1.stride(4), m6_ptr=m6, m6_s0=m6.stride(0), m6_s1=m6.stride(1), m6_s2=m6.stride(2), m6_s3=m6.stride(3), m6_s4=m6.stride(4), m13_ptr=m13, m13_s0=m13.stride(0), m13_s1=m13.stride(1), m13_s2=m13.stride(2), m13_s3=m13.stride(3), m13_s4=m13.stride(4), m16_ptr=m16, m16_s0=m16.stride(0), m16_s1=m16.stride(1), m16_s2=m16.stride(2), m16_s3=m16.stride(3), m16_s4=m16.stride(4), m22_ptr=m22, m22_s0=m22.stride(0), m22_s1=m22.stride(1), m22_s2=m22.stride(2), m22_s3=m22.stride(3), m22_s4=m22.stride(4), m40_ptr=m40, m40_s0=m40.stride(0), m40_s1=m40.stride(1), m40_s2=m40.stride(2), m40_s3=m40.stride(3), m40_s4=m40.stride(4), m46_ptr=m46, m46_s0=m46.stride(0), m46_s1=m46.stride(1), m46_s2=m46.stride(2), m46_s3=m46.stride(3), m46_s4=m46.stride(4), states50_ptr=states50, states50_s0=states50.stride(0), states50_s1=states50.stride(1), states50_s2=states50.stride(2), states50_s3=states50.stride(3), states50_s4=states50.stride(4), states50_s5=states50.stride(5), states50_s6=states50.stride(6), E_c0=2, E_c2=32, E_n0=2, E_n1=16, E_n2=32, F_n0=_pow2(2), F_n1=_pow2(16), F_n2=_pow2(32), T_c0=T['c0'], T_c2=T['c2'])
    buf53 = torch.full([2, 2, 2, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(2, T['c0']),)](states50_ptr=states50, states50_s0=states50.stride(0), states50_s1=states50.stride(1), states50_s2=states50.stride(2), states50_s3=states50.stride(3), states50_s4=states50.stride(4), states50_s5=states50.stride(5), states50_s6=states50.stride(6), buf53_ptr=buf53, buf53_s0=buf53.stride(0), buf53_s1=buf53.stride(1), buf53_s2=buf53.stride(2), buf53_s3=buf53.stride(3), buf53_s4=buf53.stride(4), E_c0=2, E_c2=32, E_n0=2, E_n1=16, E_n2=32, F_n0=_pow2(2), F_n1=_pow2(16), F_n2=_pow2(32), T_c0=T['c0'], T_c2=T['c2'])
    m56 = _BINARY["Lt"](m3, m4)
    m55 = m56.reshape([1, 1, 1, 1, 32])
    states82 = torch.full([_cdiv(2, T['c0']), _cdiv(32, T['c1']), _cdiv(32, T['c2']), T['c0'], _pow2(2), _pow2(2), T['c1'], 1], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(2, T['c0']) * _cdiv(32, T['c1']) * _cdiv(32, T['c2']),)](m55_ptr=m55, m55_s0=m55.stride(0), m55_s1=m55.stride(1), m55_s2=m55.stride(2), m55_s3=m55.stride(3), m55_s4=m55.stride(4), m6_ptr=m6, m6_s0=m6.stride(0), m6_s1=m6.stride(1), m6_s2=m6.stride(2), m6_s3=m6.stride(3), m6_s4=m6.stride(4), m13_ptr=m13, m13_s0=m13.stride(0), m13_s1=m13.stride(1), m13_s2=m13.stride(2), m13_s3=m13.stride(3), m13_s4=m13.stride(4), m16_ptr=m16, m16_s0=m16.stride(0), m16_s1=m16.stride(1), m16_s2=m16.stride(2), m16_s3=m16.stride(3), m16_s4=m16.stride(4), m22_ptr=m22, m22_s0=m22.stride(0), m22_s1=m22.stride(1), m22_s2=m22.stride(2), m22_s3=m22.stride(3), m22_s4=m22.stride(4), m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m1_s4=m1.stride(4), m40_ptr=m40, m40_s0=m40.stride(0), m40_s1=m40.stride(1), m40_s2=m40.stride(2), m40_s3=m40.stride(3), m40_s4=m40.stride(4), states82_ptr=states82, states82_s0=states82.stride(0), states82_s1=states82.stride(1), states82_s2=states82.stride(2), states82_s3=states82.stride(3), states82_s4=states82.stride(4), states82_s5=states82.stride(5), states82_s6=states82.stride(6), states82_s7=states82.stride(7), E_c0=2, E_c1=32, E_c2=32, E_n0=2, E_n1=16, E_n2=32, F_n0=_pow2(2), F_n1=_pow2(16), F_n2=_pow2(32), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    buf97 = torch.full([2, 2, 2, 32, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(2, T['c3']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m1_s4=m1.stride(4), m6_ptr=m6, m6_s0=m6.stride(0), m6_s1=m6.stride(1), m6_s2=m6.stride(2), m6_s3=m6.stride(3), m6_s4=m6.stride(4), m13_ptr=m13, m13_s0=m13.stride(0), m13_s1=m13.stride(1), m13_s2=m13.stride(2), m13_s3=m13.stride(3), m13_s4=m13.stride(4), m16_ptr=m16, m16_s0=m16.stride(0), m16_s1=m16.stride(1), m16_s2=m16.stride(2), m16_s3=m16.stride(3), m16_s4=m16.stride(4), m22_ptr=m22, m22_s0=m22.stride(0), m22_s1=m22.stride(1), m22_s2=m22.stride(2), m22_s3=m22.stride(3), m22_s4=m22.stride(4), buf97_ptr=buf97, buf97_s0=buf97.stride(0), buf97_s1=buf97.stride(1), buf97_s2=buf97.stride(2), buf97_s3=buf97.stride(3), buf97_s4=buf97.stride(4), E_c3=2, E_n0=2, E_n1=16, E_n2=32, F_n0=_pow2(2), F_n1=_pow2(16), F_n2=_pow2(32), T_c3=T['c3'])
    buf105 = torch.full([2, 4, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(_cdiv(2, T['c0']) * _cdiv(32, T['c1']),)](buf53_ptr=buf53, buf53_s0=buf53.stride(0), buf53_s1=buf53.stride(1), buf53_s2=buf53.stride(2), buf53_s3=buf53.stride(3), buf53_s4=buf53.stride(4), states82_ptr=states82, states82_s0=states82.stride(0), states82_s1=states82.stride(1), states82_s2=states82.stride(2), states82_s3=states82.stride(3), states82_s4=states82.stride(4), states82_s5=states82.stride(5), states82_s6=states82.stride(6), states82_s7=states82.stride(7), m40_ptr=m40, m40_s0=m40.stride(0), m40_s1=m40.stride(1), m40_s2=m40.stride(2), m40_s3=m40.stride(3), m40_s4=m40.stride(4), buf97_ptr=buf97, buf97_s0=buf97.stride(0), buf97_s1=buf97.stride(1), buf97_s2=buf97.stride(2), buf97_s3=buf97.stride(3), buf97_s4=buf97.stride(4), buf105_ptr=buf105, buf105_s0=buf105.stride(0), buf105_s1=buf105.stride(1), buf105_s2=buf105.stride(2), buf105_s3=buf105.stride(3), E_c0=2, E_c1=32, E_c2=32, E_n0=2, E_n1=16, E_n3=4, F_n0=_pow2(2), F_n1=_pow2(16), F_n3=_pow2(4), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    return buf105


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
