"""attention_sinks [small], candidate 73: 4 kernel(s)

Rendered by EqiForge from candidate 73 of attention_sinks [small]: store(k.2[32]) ; store(k.2[32]) loop(k.3[16]: sum) ; store(k.2[32]) ; grid(v.3@3) loop(k.2[32]: rescale, stored) loop(k.2[32]: max, stored) loop(k.3[16]: sum) [1 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid v.3@3[16]
    c1: loop k.2[32]
    c2: loop k.3[16]

Run it on its own: `python kernels/f73.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/attention_sinks.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 8, "c1": 16, "c2": 8}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m1_s4, m6_ptr, m6_s0, m6_s1, m6_s2, m6_s3, m6_s4, m13_ptr, m13_s0, m13_s1, m13_s2, m13_s3, m13_s4, m16_ptr, m16_s0, m16_s1, m16_s2, m16_s3, m16_s4, m22_ptr, m22_s0, m22_s1, m22_s2, m22_s3, m22_s4, m34_ptr, m34_s0, m34_s1, m34_s2, m34_s3, m34_s4, states38_ptr, states38_s0, states38_s1, states38_s2, states38_s3, states38_s4, states38_s5, states38_s6, states39_ptr, states39_s0, states39_s1, states39_s2, states39_s3, states39_s4, states39_s5, states39_s6, E_c0, E_c1, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # stores states38, states39: Collect over loop k.2[32]
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
    t5 = tl.load(m1_ptr + offs_c1[None, None, None, None, :] * m1_s4, mask=(offs_c1 < E_c1)[None, None, None, None, :], other=0)
    t12 = tl.load(m6_ptr + offs_n0[None, None, None, :, None] * m6_s3 + offs_c1[None, None, None, None, :] * m6_s4, mask=(offs_n0 < E_n0)[None, None, None, :, None] & (offs_c1 < E_c1)[None, None, None, None, :], other=0)
    t15 = tl.load(m13_ptr + offs_n1[:, None, None, None, None] * m13_s0 + offs_n1[None, :, None, None, None] * m13_s1 + offs_n1[None, None, :, None, None] * m13_s2 + offs_n0[None, None, None, :, None] * m13_s3 + offs_n2[None, None, None, None, :] * m13_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :], other=0).to(tl.float32)
    t19 = tl.load(m16_ptr + offs_n1[:, None, None, None, None] * m16_s0 + offs_n1[None, :, None, None, None] * m16_s1 + offs_n2[None, None, None, :, None] * m16_s3 + offs_c1[None, None, None, None, :] * m16_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n2 < E_n2)[None, None, None, :, None] & (offs_c1 < E_c1)[None, None, None, None, :], other=0).to(tl.float32)
    t20 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, None, :], t15, 0.0), 5) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :, None], t19, 0.0), 3), axis=4)
    t21 = tl.where(t12, -float("inf"), t20)
    t26 = tl.load(m22_ptr + offs_n0[None, None, None, :, None] * m22_s3 + offs_c1[None, None, None, None, :] * m22_s4, mask=(offs_n0 < E_n0)[None, None, None, :, None] & (offs_c1 < E_c1)[None, None, None, None, :], other=0)
    t27 = tl.where(t26, -float("inf"), t21)
    t28 = tl.where(t5, t21, t27)
    t29 = tl.max(tl.where((offs_c1 < E_c1)[None, None, None, None, :], t28, -float('inf')), axis=4, keep_dims=True)
    t30 = (t29) * (0.25)
    t31 = (t28) * (0.25)
    t32 = t31 - (t30)
    t33 = tl.exp(t32)
    t36 = tl.load(m34_ptr + offs_n1[:, None, None, None, None] * m34_s0 + offs_n1[None, :, None, None, None] * m34_s1 + offs_c1[None, None, None, :, None] * m34_s3 + offs_c0[None, None, None, None, :] * m34_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_c1 < E_c1)[None, None, None, :, None] & (offs_c0 < E_c0)[None, None, None, None, :], other=0).to(tl.float32)
    t37 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, None, :], t33, 0.0), 5) * tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, :, None], t36, 0.0), 3), axis=4)
    tl.store(states38_ptr + i_c0 * states38_s0 + i_c1 * states38_s1 + tl.arange(0, F_n1)[:, None, None, None, None] * states38_s2 + tl.arange(0, F_n1)[None, :, None, None, None] * states38_s3 + tl.arange(0, F_n1)[None, None, :, None, None] * states38_s4 + tl.arange(0, F_n0)[None, None, None, :, None] * states38_s5 + tl.zeros([F_n1, F_n1, F_n1, F_n0, 1], tl.int32), t30)
    tl.store(states39_ptr + i_c0 * states39_s0 + i_c1 * states39_s1 + tl.arange(0, F_n1)[:, None, None, None, None] * states39_s2 + tl.arange(0, F_n1)[None, :, None, None, None] * states39_s3 + tl.arange(0, F_n1)[None, None, :, None, None] * states39_s4 + tl.arange(0, F_n0)[None, None, None, :, None] * states39_s5 + tl.arange(0, T_c0)[None, None, None, None, :] * states39_s6 + tl.zeros([F_n1, F_n1, F_n1, F_n0, T_c0], tl.int32), t37)


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m1_s4, m6_ptr, m6_s0, m6_s1, m6_s2, m6_s3, m6_s4, m13_ptr, m13_s0, m13_s1, m13_s2, m13_s3, m13_s4, m16_ptr, m16_s0, m16_s1, m16_s2, m16_s3, m16_s4, m22_ptr, m22_s0, m22_s1, m22_s2, m22_s3, m22_s4, states58_ptr, states58_s0, states58_s1, states58_s2, states58_s3, states58_s4, states58_s5, E_c1, E_c2, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # stores states58: Collect over loop k.2[32]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t47 = tl.load(m1_ptr + offs_c1[None, None, None, None, :] * m1_s4, mask=(offs_c1 < E_c1)[None, None, None, None, :], other=0)
    t48 = tl.load(m6_ptr + offs_n0[None, None, None, :, None] * m6_s3 + offs_c1[None, None, None, None, :] * m6_s4, mask=(offs_n0 < E_n0)[None, None, None, :, None] & (offs_c1 < E_c1)[None, None, None, None, :], other=0)
    acc52 = tl.full([F_n1, F_n1, F_n1, F_n0, T_c1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t49 = tl.load(m13_ptr + offs_n1[:, None, None, None, None] * m13_s0 + offs_n1[None, :, None, None, None] * m13_s1 + offs_n1[None, None, :, None, None] * m13_s2 + offs_n0[None, None, None, :, None] * m13_s3 + offs_c2[None, None, None, None, :] * m13_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None] & (offs_c2 < E_c2)[None, None, None, None, :], other=0).to(tl.float32)
        t50 = tl.load(m16_ptr + offs_n1[:, None, None, None, None] * m16_s0 + offs_n1[None, :, None, None, None] * m16_s1 + offs_c2[None, None, None, :, None] * m16_s3 + offs_c1[None, None, None, None, :] * m16_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_c2 < E_c2)[None, None, None, :, None] & (offs_c1 < E_c1)[None, None, None, None, :], other=0).to(tl.float32)
        t51 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, None, :], t49, 0.0), 5) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :, None], t50, 0.0), 3), axis=4)
        acc52 = acc52 + t51
    t53 = tl.where(t48, -float("inf"), acc52)
    t54 = tl.load(m22_ptr + offs_n0[None, None, None, :, None] * m22_s3 + offs_c1[None, None, None, None, :] * m22_s4, mask=(offs_n0 < E_n0)[None, None, None, :, None] & (offs_c1 < E_c1)[None, None, None, None, :], other=0)
    t55 = tl.where(t54, -float("inf"), t53)
    t56 = tl.where(t47, t53, t55)
    t57 = (t56) * (0.25)
    tl.store(states58_ptr + i_c1 * states58_s0 + tl.arange(0, F_n1)[:, None, None, None, None] * states58_s1 + tl.arange(0, F_n1)[None, :, None, None, None] * states58_s2 + tl.arange(0, F_n1)[None, None, :, None, None] * states58_s3 + tl.arange(0, F_n0)[None, None, None, :, None] * states58_s4 + tl.arange(0, T_c1)[None, None, None, None, :] * states58_s5 + tl.zeros([F_n1, F_n1, F_n1, F_n0, T_c1], tl.int32), t57)


@triton.jit
def kernel_2(states58_ptr, states58_s0, states58_s1, states58_s2, states58_s3, states58_s4, states58_s5, states61_ptr, states61_s0, states61_s1, states61_s2, states61_s3, states61_s4, states61_s5, E_c1, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c1: tl.constexpr):
    # stores states61: Collect over loop k.2[32]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    t59 = tl.load(states58_ptr + i_c1 * states58_s0 + tl.arange(0, F_n1)[:, None, None, None, None] * states58_s1 + tl.arange(0, F_n1)[None, :, None, None, None] * states58_s2 + tl.arange(0, F_n1)[None, None, :, None, None] * states58_s3 + tl.arange(0, F_n0)[None, None, None, :, None] * states58_s4 + tl.arange(0, T_c1)[None, None, None, None, :] * states58_s5 + tl.zeros([F_n1, F_n1, F_n1, F_n0, T_c1], tl.int32))
    t60 = tl.max(tl.where((offs_c1 < E_c1)[None, None, None, None, :], t59, -float('inf')), axis=4, keep_dims=True)
    tl.store(states61_ptr + i_c1 * states61_s0 + tl.arange(0, F_n1)[:, None, None, None, None] * states61_s1 + tl.arange(0, F_n1)[None, :, None, None, None] * states61_s2 + tl.arange(0, F_n1)[None, None, :, None, None] * states61_s3 + tl.arange(0, F_n0)[None, None, None, :, None] * states61_s4 + tl.zeros([F_n1, F_n1, F_n1, F_n0, 1], tl.int32), t60)


@triton.jit
def kernel_3(states38_ptr, states38_s0, states38_s1, states38_s2, states38_s3, states38_s4, states38_s5, states38_s6, states39_ptr, states39_s0, states39_s1, states39_s2, states39_s3, states39_s4, states39_s5, states39_s6, states61_ptr, states61_s0, states61_s1, states61_s2, states61_s3, states61_s4, states61_s5, m64_ptr, m64_s0, m64_s1, m64_s2, m64_s3, m64_s4, m71_ptr, m71_s0, m71_s1, m71_s2, m71_s3, m71_s4, m6_ptr, m6_s0, m6_s1, m6_s2, m6_s3, m6_s4, m13_ptr, m13_s0, m13_s1, m13_s2, m13_s3, m13_s4, m16_ptr, m16_s0, m16_s1, m16_s2, m16_s3, m16_s4, m22_ptr, m22_s0, m22_s1, m22_s2, m22_s3, m22_s4, buf92_ptr, buf92_s0, buf92_s1, buf92_s2, buf92_s3, E_c0, E_c1, E_c2, E_n0, E_n1, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n3: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf92: Combine over grid v.3@3[16]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n3 = tl.arange(0, F_n3)
    acc42 = tl.full([F_n1, F_n1, F_n1, F_n0, 1], -float('inf'), tl.float32)
    acc43 = tl.full([F_n1, F_n1, F_n1, F_n0, T_c0], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t40 = tl.load(states38_ptr + i_c0 * states38_s0 + i_c1 * states38_s1 + tl.arange(0, F_n1)[:, None, None, None, None] * states38_s2 + tl.arange(0, F_n1)[None, :, None, None, None] * states38_s3 + tl.arange(0, F_n1)[None, None, :, None, None] * states38_s4 + tl.arange(0, F_n0)[None, None, None, :, None] * states38_s5 + tl.zeros([F_n1, F_n1, F_n1, F_n0, 1], tl.int32))
        t41 = tl.load(states39_ptr + i_c0 * states39_s0 + i_c1 * states39_s1 + tl.arange(0, F_n1)[:, None, None, None, None] * states39_s2 + tl.arange(0, F_n1)[None, :, None, None, None] * states39_s3 + tl.arange(0, F_n1)[None, None, :, None, None] * states39_s4 + tl.arange(0, F_n0)[None, None, None, :, None] * states39_s5 + tl.arange(0, T_c0)[None, None, None, None, :] * states39_s6 + tl.zeros([F_n1, F_n1, F_n1, F_n0, T_c0], tl.int32))
        m44 = tl.maximum(acc42, t40)
        r45 = tl.where(acc42 == -float("inf"), 0.0, tl.exp(acc42 - m44))
        r46 = tl.where(t40 == -float("inf"), 0.0, tl.exp(t40 - m44))
        acc43 = tl.where(acc42 == -float("inf"), 0.0, acc43 * r45) + tl.where(t40 == -float("inf"), 0.0, t41 * r46)
        acc42 = m44
    acc63 = tl.full([F_n1, F_n1, F_n1, F_n0, 1], -float('inf'), tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t62 = tl.load(states61_ptr + i_c1 * states61_s0 + tl.arange(0, F_n1)[:, None, None, None, None] * states61_s1 + tl.arange(0, F_n1)[None, :, None, None, None] * states61_s2 + tl.arange(0, F_n1)[None, None, :, None, None] * states61_s3 + tl.arange(0, F_n0)[None, None, None, :, None] * states61_s4 + tl.zeros([F_n1, F_n1, F_n1, F_n0, 1], tl.int32))
        acc63 = tl.maximum(acc63, t62)
    t66 = tl.load(m64_ptr + offs_n1[None, :, None, None, None] * m64_s1 + offs_n1[None, None, :, None, None] * m64_s2, mask=(offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None], other=0).to(tl.float32)
    t67 = tl.maximum(acc63, t66)
    t68 = acc63 - (t67)
    t69 = tl.exp(t68)
    t70 = (acc43) * (t69)
    t73 = tl.load(m71_ptr + offs_n0[None, None, None, None, :] * m71_s4, mask=(offs_n0 < E_n0)[None, None, None, None, :], other=0)
    t74 = tl.load(m6_ptr + offs_n0[None, None, None, :, None] * m6_s3 + offs_n0[None, None, None, None, :] * m6_s4, mask=(offs_n0 < E_n0)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0)
    acc78 = tl.full([F_n1, F_n1, F_n1, F_n0, F_n0], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t75 = tl.load(m13_ptr + offs_n1[:, None, None, None, None] * m13_s0 + offs_n1[None, :, None, None, None] * m13_s1 + offs_n1[None, None, :, None, None] * m13_s2 + offs_n0[None, None, None, :, None] * m13_s3 + offs_c2[None, None, None, None, :] * m13_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None] & (offs_c2 < E_c2)[None, None, None, None, :], other=0).to(tl.float32)
        t76 = tl.load(m16_ptr + offs_n1[:, None, None, None, None] * m16_s0 + offs_n1[None, :, None, None, None] * m16_s1 + offs_c2[None, None, None, :, None] * m16_s3 + offs_n0[None, None, None, None, :] * m16_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_c2 < E_c2)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0).to(tl.float32)
        t77 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, None, :], t75, 0.0), 5) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :, None], t76, 0.0), 3), axis=4)
        acc78 = acc78 + t77
    t79 = tl.where(t74, -float("inf"), acc78)
    t80 = tl.load(m22_ptr + offs_n0[None, None, None, :, None] * m22_s3 + offs_n0[None, None, None, None, :] * m22_s4, mask=(offs_n0 < E_n0)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0)
    t81 = tl.where(t80, -float("inf"), t79)
    t82 = tl.where(t73, t79, t81)
    t83 = (t82) * (0.25)
    t84 = t83 - (t67)
    t85 = tl.exp(t84)
    t86 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, None, None, :], t85, 0.0), axis=4, keep_dims=True)
    t87 = t66 - (t67)
    t88 = tl.exp(t87)
    t89 = t86 + t88
    t90 = (t70) / (t89)
    t91 = tl.reshape(t90, [F_n1, F_n3, F_n0, T_c0])
    tl.store(buf92_ptr + offs_n1[:, None, None, None] * buf92_s0 + offs_n3[None, :, None, None] * buf92_s1 + offs_n0[None, None, :, None] * buf92_s2 + offs_c0[None, None, None, :] * buf92_s3, t91, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n3 < E_n3)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_c0 < E_c0)[None, None, None, :])


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
    m35 = inputs['v']
    m34 = m35.reshape([2, 2, 1, 32, 16])
    states38 = torch.full([_cdiv(16, T['c0']), _cdiv(32, T['c1']), _pow2(2), _pow2(2), _pow2(2), _pow2(32), 1], float("nan"), dtype=torch.float32, device=device)
    states39 = torch.full([_cdiv(16, T['c0']), _cdiv(32, T['c1']), _pow2(2), _pow2(2), _pow2(2), _pow2(32), T['c0']], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(16, T['c0']) * _cdiv(32, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m1_s4=m1.stride(4), m6_ptr=m6, m6_s0=m6.stride(0), m6_s1=m6.stride(1), m6_s2=m6.stride(2), m6_s3=m6.stride(3), m6_s4=m6.stride(4), m13_ptr=m13, m13_s0=m13.stride(0), m13_s1=m13.stride(1), m13_s2=m13.stride(2), m13_s3=m13.stride(3), m13_s4=m13.stride(4), m16_ptr=m16, m16_s0=m16.stride(0), m16_s1=m16.stride(1), m16_s2=m16.stride(2), m16_s3=m16.stride(3), m16_s4=m16.stride(4), m22_ptr=m22, m22_s0=m22.stride(0), m22_s1=m22.stride(1), m22_s2=m22.stride(2), m22_s3=m22.stride(3), m22_s4=m22.stride(4), m34_ptr=m34, m34_s0=m34.stride(0), m34_s1=m34.stride(1), m34_s2=m34.stride(2), m34_s3=m34.stride(3), m34_s4=m34.stride(4), states38_ptr=states38, states38_s0=states38.stride(0), states38_s1=states38.stride(1), states38_s2=states38.stride(2), states38_s3=states38.stride(3), states38_s4=states38.stride(4), states38_s5=states38.stride(5), states38_s6=states38.stride(6), states39_ptr=states39, states39_s0=states39.stride(0), states39_s1=states39.stride(1), states39_s2=states39.stride(2), states39_s3=states39.stride(3), states39_s4=states39.stride(4), states39_s5=states39.stride(5), states39_s6=states39.stride(6), E_c0=16, E_c1=32, E_n0=32, E_n1=2, E_n2=16, F_n0=_pow2(32), F_n1=_pow2(2), F_n2=_pow2(16), T_c0=T['c0'], T_c1=T['c1'])
    states58 = torch.full([_cdiv(32, T['c1']), _pow2(2), _pow2(2), _pow2(2), _pow2(32), T['c1']], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(32, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m1_s4=m1.stride(4), m6_ptr=m6, m6_s0=m6.stride(0), m6_s1=m6.stride(1), m6_s2=m6.stride(2), m6_s3=m6.stride(3), m6_s4=m6.stride(4), m13_ptr=m13, m13_s0=m13.stride(0), m13_s1=m13.stride(1), m13_s2=m13.stride(2), m13_s3=m13.stride(3), m13_s4=m13.stride(4), m16_ptr=m16, m16_s0=m16.stride(0), m16_s1=m16.stride(1), m16_s2=m16.stride(2), m16_s3=m16.stride(3), m16_s4=m16.stride(4), m22_ptr=m22, m22_s0=m22.stride(0), m22_s1=m22.stride(1), m22_s2=m22.stride(2), m22_s3=m22.stride(3), m22_s4=m22.stride(4), states58_ptr=states58, states58_s0=states58.stride(0), states58_s1=states58.stride(1), states58_s2=states58.stride(2), states58_s3=states58.stride(3), states58_s4=states58.stride(4), states58_s5=states58.stride(5), E_c1=32, E_c2=16, E_n0=32, E_n1=2, F_n0=_pow2(32), F_n1=_pow2(2), T_c1=T['c1'], T_c2=T['c2'])
    states61 = torch.full([_cdiv(32, T['c1']), _pow2(2), _pow2(2), _pow2(2), _pow2(32), 1], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(32, T['c1']),)](states58_ptr=states58, states58_s0=states58.stride(0), states58_s1=states58.stride(1), states58_s2=states58.stride(2), states58_s3=states58.stride(3), states58_s4=states58.stride(4), states58_s5=states58.stride(5), states61_ptr=states61, states61_s0=states61.stride(0), states61_s1=states61.stride(1), states61_s2=states61.stride(2), states61_s3=states61.stride(3), states61_s4=states61.stride(4), states61_s5=states61.stride(5), E_c1=32, E_n0=32, E_n1=2, F_n0=_pow2(32), F_n1=_pow2(2), T_c1=T['c1'])
    m65 = inputs['sinks']
    m64 = m65.reshape([1, 2, 2, 1, 1])
    m72 = _BINARY["Lt"](m3, m4)
    m71 = m72.reshape([1, 1, 1, 1, 32])
    buf92 = torch.full([2, 4, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(16, T['c0']),)](states38_ptr=states38, states38_s0=states38.stride(0), states38_s1=states38.stride(1), states38_s2=states38.stride(2), states38_s3=states38.stride(3), states38_s4=states38.stride(4), states38_s5=states38.stride(5), states38_s6=states38.stride(6), states39_ptr=states39, states39_s0=states39.stride(0), states39_s1=states39.stride(1), states39_s2=states39.stride(2), states39_s3=states39.stride(3), states39_s4=states39.stride(4), states39_s5=states39.stride(5), states39_s6=states39.stride(6), states61_ptr=states61, states61_s0=states61.stride(0), states61_s1=states61.stride(1), states61_s2=states61.stride(2), states61_s3=states61.stride(3), states61_s4=states61.stride(4), states61_s5=states61.stride(5), m64_ptr=m64, m64_s0=m64.stride(0), m64_s1=m64.stride(1), m64_s2=m64.stride(2), m64_s3=m64.stride(3), m64_s4=m64.stride(4), m71_ptr=m71, m71_s0=m71.stride(0), m71_s1=m71.stride(1), m71_s2=m71.stride(2), m71_s3=m71.stride(3), m71_s4=m71.stride(4), m6_ptr=m6, m6_s0=m6.stride(0), m6_s1=m6.stride(1), m6_s2=m6.stride(2), m6_s3=m6.stride(3), m6_s4=m6.stride(4), m13_ptr=m13, m13_s0=m13.stride(0), m13_s1=m13.stride(1), m13_s2=m13.stride(2), m13_s3=m13.stride(3), m13_s4=m13.stride(4), m16_ptr=m16, m16_s0=m16.stride(0), m16_s1=m16.stride(1), m16_s2=m16.stride(2), m16_s3=m16.stride(3), m16_s4=m16.stride(4), m22_ptr=m22, m22_s0=m22.stride(0), m22_s1=m22.stride(1), m22_s2=m22.stride(2), m22_s3=m22.stride(3), m22_s4=m22.stride(4), buf92_ptr=buf92, buf92_s0=buf92.stride(0), buf92_s1=buf92.stride(1), buf92_s2=buf92.stride(2), buf92_s3=buf92.stride(3), E_c0=16, E_c1=32, E_c2=16, E_n0=32, E_n1=2, E_n3=4, F_n0=_pow2(32), F_n1=_pow2(2), F_n3=_pow2(4), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    return buf92


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
