"""attention_sinks [small], candidate 79: 4 kernel(s)

Rendered by EqiForge from candidate 79 of attention_sinks [small]: store(k.2[32]) ; store(k.2[32]) ; store(k.2[32]) ; grid(k.2@2) loop(k.2[32]: sum, stored) loop(k.2[32]: sum, stored) [1 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid k.2@2[32]
    c1: loop k.2[32]

Run it on its own: `python kernels/f79.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/attention_sinks.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 16, "c1": 16}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 32, "c1": 32}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m1_s4, m6_ptr, m6_s0, m6_s1, m6_s2, m6_s3, m6_s4, m13_ptr, m13_s0, m13_s1, m13_s2, m13_s3, m13_s4, m16_ptr, m16_s0, m16_s1, m16_s2, m16_s3, m16_s4, m22_ptr, m22_s0, m22_s1, m22_s2, m22_s3, m22_s4, m30_ptr, m30_s0, m30_s1, m30_s2, m30_s3, m30_s4, m42_ptr, m42_s0, m42_s1, m42_s2, m42_s3, m42_s4, states48_ptr, states48_s0, states48_s1, states48_s2, states48_s3, states48_s4, states48_s5, states48_s6, E_c0, E_c1, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # stores states48: Collect over loop k.2[32]
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
    t12 = tl.load(m6_ptr + offs_c0[None, None, None, :, None] * m6_s3 + offs_c1[None, None, None, None, :] * m6_s4, mask=(offs_c0 < E_c0)[None, None, None, :, None] & (offs_c1 < E_c1)[None, None, None, None, :], other=0)
    t15 = tl.load(m13_ptr + offs_n0[:, None, None, None, None] * m13_s0 + offs_n0[None, :, None, None, None] * m13_s1 + offs_n0[None, None, :, None, None] * m13_s2 + offs_c0[None, None, None, :, None] * m13_s3 + offs_n1[None, None, None, None, :] * m13_s4, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_c0 < E_c0)[None, None, None, :, None] & (offs_n1 < E_n1)[None, None, None, None, :], other=0).to(tl.float32)
    t19 = tl.load(m16_ptr + offs_n0[:, None, None, None, None] * m16_s0 + offs_n0[None, :, None, None, None] * m16_s1 + offs_n1[None, None, None, :, None] * m16_s3 + offs_c1[None, None, None, None, :] * m16_s4, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, None, :, None] & (offs_c1 < E_c1)[None, None, None, None, :], other=0).to(tl.float32)
    t20 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, None, :], t15, 0.0), 5) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :, None], t19, 0.0), 3), axis=4)
    t21 = tl.where(t12, -float("inf"), t20)
    t26 = tl.load(m22_ptr + offs_c0[None, None, None, :, None] * m22_s3 + offs_c1[None, None, None, None, :] * m22_s4, mask=(offs_c0 < E_c0)[None, None, None, :, None] & (offs_c1 < E_c1)[None, None, None, None, :], other=0)
    t27 = tl.where(t26, -float("inf"), t21)
    t28 = tl.where(t5, t21, t27)
    t29 = (t28) * (0.25)
    t32 = tl.load(m30_ptr + offs_n2[None, None, None, None, :] * m30_s4, mask=(offs_n2 < E_n2)[None, None, None, None, :], other=0)
    t33 = tl.load(m6_ptr + offs_c0[None, None, None, :, None] * m6_s3 + offs_n2[None, None, None, None, :] * m6_s4, mask=(offs_c0 < E_c0)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :], other=0)
    t34 = tl.load(m16_ptr + offs_n0[:, None, None, None, None] * m16_s0 + offs_n0[None, :, None, None, None] * m16_s1 + offs_n1[None, None, None, :, None] * m16_s3 + offs_n2[None, None, None, None, :] * m16_s4, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :], other=0).to(tl.float32)
    t35 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, None, :], t15, 0.0), 5) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :, None], t34, 0.0), 3), axis=4)
    t36 = tl.where(t33, -float("inf"), t35)
    t37 = tl.load(m22_ptr + offs_c0[None, None, None, :, None] * m22_s3 + offs_n2[None, None, None, None, :] * m22_s4, mask=(offs_c0 < E_c0)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :], other=0)
    t38 = tl.where(t37, -float("inf"), t36)
    t39 = tl.where(t32, t36, t38)
    t40 = tl.max(tl.where((offs_n2 < E_n2)[None, None, None, None, :], t39, -float('inf')), axis=4, keep_dims=True)
    t41 = (t40) * (0.25)
    t44 = tl.load(m42_ptr + offs_n0[None, :, None, None, None] * m42_s1 + offs_n0[None, None, :, None, None] * m42_s2, mask=(offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None], other=0).to(tl.float32)
    t45 = tl.maximum(t41, t44)
    t46 = t29 - (t45)
    t47 = tl.exp(t46)
    tl.store(states48_ptr + i_c0 * states48_s0 + i_c1 * states48_s1 + tl.arange(0, F_n0)[:, None, None, None, None] * states48_s2 + tl.arange(0, F_n0)[None, :, None, None, None] * states48_s3 + tl.arange(0, F_n0)[None, None, :, None, None] * states48_s4 + tl.arange(0, T_c0)[None, None, None, :, None] * states48_s5 + tl.arange(0, T_c1)[None, None, None, None, :] * states48_s6 + tl.zeros([F_n0, F_n0, F_n0, T_c0, T_c1], tl.int32), t47)


@triton.jit
def kernel_1(states48_ptr, states48_s0, states48_s1, states48_s2, states48_s3, states48_s4, states48_s5, states48_s6, m50_ptr, m50_s0, m50_s1, m50_s2, m50_s3, m50_s4, states54_ptr, states54_s0, states54_s1, states54_s2, states54_s3, states54_s4, states54_s5, states54_s6, E_c0, E_c1, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # stores states54: Collect over loop k.2[32]
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
    t49 = tl.load(states48_ptr + i_c0 * states48_s0 + i_c1 * states48_s1 + tl.arange(0, F_n0)[:, None, None, None, None] * states48_s2 + tl.arange(0, F_n0)[None, :, None, None, None] * states48_s3 + tl.arange(0, F_n0)[None, None, :, None, None] * states48_s4 + tl.arange(0, T_c0)[None, None, None, :, None] * states48_s5 + tl.arange(0, T_c1)[None, None, None, None, :] * states48_s6 + tl.zeros([F_n0, F_n0, F_n0, T_c0, T_c1], tl.int32))
    t52 = tl.load(m50_ptr + offs_n0[:, None, None, None, None] * m50_s0 + offs_n0[None, :, None, None, None] * m50_s1 + offs_c1[None, None, None, :, None] * m50_s3 + offs_n1[None, None, None, None, :] * m50_s4, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_c1 < E_c1)[None, None, None, :, None] & (offs_n1 < E_n1)[None, None, None, None, :], other=0).to(tl.float32)
    t53 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, None, :], t49, 0.0), 5) * tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, :, None], t52, 0.0), 3), axis=4)
    tl.store(states54_ptr + i_c0 * states54_s0 + i_c1 * states54_s1 + tl.arange(0, F_n0)[:, None, None, None, None] * states54_s2 + tl.arange(0, F_n0)[None, :, None, None, None] * states54_s3 + tl.arange(0, F_n0)[None, None, :, None, None] * states54_s4 + tl.arange(0, T_c0)[None, None, None, :, None] * states54_s5 + tl.arange(0, F_n1)[None, None, None, None, :] * states54_s6 + tl.zeros([F_n0, F_n0, F_n0, T_c0, F_n1], tl.int32), t53)


@triton.jit
def kernel_2(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m1_s4, m6_ptr, m6_s0, m6_s1, m6_s2, m6_s3, m6_s4, m13_ptr, m13_s0, m13_s1, m13_s2, m13_s3, m13_s4, m16_ptr, m16_s0, m16_s1, m16_s2, m16_s3, m16_s4, m22_ptr, m22_s0, m22_s1, m22_s2, m22_s3, m22_s4, m30_ptr, m30_s0, m30_s1, m30_s2, m30_s3, m30_s4, m42_ptr, m42_s0, m42_s1, m42_s2, m42_s3, m42_s4, states97_ptr, states97_s0, states97_s1, states97_s2, states97_s3, states97_s4, states97_s5, states97_s6, E_c0, E_c1, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # stores states97: Collect over loop k.2[32]
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
    t72 = tl.load(m1_ptr + offs_c1[None, None, None, None, :] * m1_s4, mask=(offs_c1 < E_c1)[None, None, None, None, :], other=0)
    t73 = tl.load(m6_ptr + offs_c0[None, None, None, :, None] * m6_s3 + offs_c1[None, None, None, None, :] * m6_s4, mask=(offs_c0 < E_c0)[None, None, None, :, None] & (offs_c1 < E_c1)[None, None, None, None, :], other=0)
    t74 = tl.load(m13_ptr + offs_n0[:, None, None, None, None] * m13_s0 + offs_n0[None, :, None, None, None] * m13_s1 + offs_n0[None, None, :, None, None] * m13_s2 + offs_c0[None, None, None, :, None] * m13_s3 + offs_n1[None, None, None, None, :] * m13_s4, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_c0 < E_c0)[None, None, None, :, None] & (offs_n1 < E_n1)[None, None, None, None, :], other=0).to(tl.float32)
    t75 = tl.load(m16_ptr + offs_n0[:, None, None, None, None] * m16_s0 + offs_n0[None, :, None, None, None] * m16_s1 + offs_n1[None, None, None, :, None] * m16_s3 + offs_c1[None, None, None, None, :] * m16_s4, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, None, :, None] & (offs_c1 < E_c1)[None, None, None, None, :], other=0).to(tl.float32)
    t76 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, None, :], t74, 0.0), 5) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :, None], t75, 0.0), 3), axis=4)
    t77 = tl.where(t73, -float("inf"), t76)
    t78 = tl.load(m22_ptr + offs_c0[None, None, None, :, None] * m22_s3 + offs_c1[None, None, None, None, :] * m22_s4, mask=(offs_c0 < E_c0)[None, None, None, :, None] & (offs_c1 < E_c1)[None, None, None, None, :], other=0)
    t79 = tl.where(t78, -float("inf"), t77)
    t80 = tl.where(t72, t77, t79)
    t81 = (t80) * (0.25)
    t82 = tl.load(m30_ptr + offs_n2[None, None, None, None, :] * m30_s4, mask=(offs_n2 < E_n2)[None, None, None, None, :], other=0)
    t83 = tl.load(m6_ptr + offs_c0[None, None, None, :, None] * m6_s3 + offs_n2[None, None, None, None, :] * m6_s4, mask=(offs_c0 < E_c0)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :], other=0)
    t84 = tl.load(m16_ptr + offs_n0[:, None, None, None, None] * m16_s0 + offs_n0[None, :, None, None, None] * m16_s1 + offs_n1[None, None, None, :, None] * m16_s3 + offs_n2[None, None, None, None, :] * m16_s4, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :], other=0).to(tl.float32)
    t85 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, None, :], t74, 0.0), 5) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :, None], t84, 0.0), 3), axis=4)
    t86 = tl.where(t83, -float("inf"), t85)
    t87 = tl.load(m22_ptr + offs_c0[None, None, None, :, None] * m22_s3 + offs_n2[None, None, None, None, :] * m22_s4, mask=(offs_c0 < E_c0)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :], other=0)
    t88 = tl.where(t87, -float("inf"), t86)
    t89 = tl.where(t82, t86, t88)
    t90 = tl.max(tl.where((offs_n2 < E_n2)[None, None, None, None, :], t89, -float('inf')), axis=4, keep_dims=True)
    t91 = (t90) * (0.25)
    t92 = tl.load(m42_ptr + offs_n0[None, :, None, None, None] * m42_s1 + offs_n0[None, None, :, None, None] * m42_s2, mask=(offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None], other=0).to(tl.float32)
    t93 = tl.maximum(t91, t92)
    t94 = t81 - (t93)
    t95 = tl.exp(t94)
    t96 = tl.sum(tl.where((offs_c1 < E_c1)[None, None, None, None, :], t95, 0.0), axis=4, keep_dims=True)
    tl.store(states97_ptr + i_c0 * states97_s0 + i_c1 * states97_s1 + tl.arange(0, F_n0)[:, None, None, None, None] * states97_s2 + tl.arange(0, F_n0)[None, :, None, None, None] * states97_s3 + tl.arange(0, F_n0)[None, None, :, None, None] * states97_s4 + tl.arange(0, T_c0)[None, None, None, :, None] * states97_s5 + tl.zeros([F_n0, F_n0, F_n0, T_c0, 1], tl.int32), t96)


@triton.jit
def kernel_3(states54_ptr, states54_s0, states54_s1, states54_s2, states54_s3, states54_s4, states54_s5, states54_s6, m42_ptr, m42_s0, m42_s1, m42_s2, m42_s3, m42_s4, m30_ptr, m30_s0, m30_s1, m30_s2, m30_s3, m30_s4, m6_ptr, m6_s0, m6_s1, m6_s2, m6_s3, m6_s4, m13_ptr, m13_s0, m13_s1, m13_s2, m13_s3, m13_s4, m16_ptr, m16_s0, m16_s1, m16_s2, m16_s3, m16_s4, m22_ptr, m22_s0, m22_s1, m22_s2, m22_s3, m22_s4, states97_ptr, states97_s0, states97_s1, states97_s2, states97_s3, states97_s4, states97_s5, states97_s6, buf103_ptr, buf103_s0, buf103_s1, buf103_s2, buf103_s3, E_c0, E_c1, E_n0, E_n1, E_n2, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf103: Combine over grid k.2@2[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n3 = tl.arange(0, F_n3)
    acc56 = tl.full([F_n0, F_n0, F_n0, T_c0, F_n1], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t55 = tl.load(states54_ptr + i_c0 * states54_s0 + i_c1 * states54_s1 + tl.arange(0, F_n0)[:, None, None, None, None] * states54_s2 + tl.arange(0, F_n0)[None, :, None, None, None] * states54_s3 + tl.arange(0, F_n0)[None, None, :, None, None] * states54_s4 + tl.arange(0, T_c0)[None, None, None, :, None] * states54_s5 + tl.arange(0, F_n1)[None, None, None, None, :] * states54_s6 + tl.zeros([F_n0, F_n0, F_n0, T_c0, F_n1], tl.int32))
        acc56 = acc56 + t55
    t57 = tl.load(m42_ptr + offs_n0[None, :, None, None, None] * m42_s1 + offs_n0[None, None, :, None, None] * m42_s2, mask=(offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None], other=0).to(tl.float32)
    t58 = tl.load(m30_ptr + offs_n2[None, None, None, None, :] * m30_s4, mask=(offs_n2 < E_n2)[None, None, None, None, :], other=0)
    t59 = tl.load(m6_ptr + offs_c0[None, None, None, :, None] * m6_s3 + offs_n2[None, None, None, None, :] * m6_s4, mask=(offs_c0 < E_c0)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :], other=0)
    t60 = tl.load(m13_ptr + offs_n0[:, None, None, None, None] * m13_s0 + offs_n0[None, :, None, None, None] * m13_s1 + offs_n0[None, None, :, None, None] * m13_s2 + offs_c0[None, None, None, :, None] * m13_s3 + offs_n1[None, None, None, None, :] * m13_s4, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_c0 < E_c0)[None, None, None, :, None] & (offs_n1 < E_n1)[None, None, None, None, :], other=0).to(tl.float32)
    t61 = tl.load(m16_ptr + offs_n0[:, None, None, None, None] * m16_s0 + offs_n0[None, :, None, None, None] * m16_s1 + offs_n1[None, None, None, :, None] * m16_s3 + offs_n2[None, None, None, None, :] * m16_s4, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :], other=0).to(tl.float32)
    t62 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, None, :], t60, 0.0), 5) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :, None], t61, 0.0), 3), axis=4)
    t63 = tl.where(t59, -float("inf"), t62)
    t64 = tl.load(m22_ptr + offs_c0[None, None, None, :, None] * m22_s3 + offs_n2[None, None, None, None, :] * m22_s4, mask=(offs_c0 < E_c0)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :], other=0)
    t65 = tl.where(t64, -float("inf"), t63)
    t66 = tl.where(t58, t63, t65)
    t67 = (t66) * (0.25)
    t68 = tl.max(tl.where((offs_n2 < E_n2)[None, None, None, None, :], t67, -float('inf')), axis=4, keep_dims=True)
    t69 = tl.maximum(t68, t57)
    t70 = t57 - (t69)
    t71 = tl.exp(t70)
    acc99 = tl.full([F_n0, F_n0, F_n0, T_c0, 1], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t98 = tl.load(states97_ptr + i_c0 * states97_s0 + i_c1 * states97_s1 + tl.arange(0, F_n0)[:, None, None, None, None] * states97_s2 + tl.arange(0, F_n0)[None, :, None, None, None] * states97_s3 + tl.arange(0, F_n0)[None, None, :, None, None] * states97_s4 + tl.arange(0, T_c0)[None, None, None, :, None] * states97_s5 + tl.zeros([F_n0, F_n0, F_n0, T_c0, 1], tl.int32))
        acc99 = acc99 + t98
    t100 = t71 + acc99
    t101 = (acc56) / (t100)
    t102 = tl.reshape(t101, [F_n0, F_n3, T_c0, F_n1])
    tl.store(buf103_ptr + offs_n0[:, None, None, None] * buf103_s0 + offs_n3[None, :, None, None] * buf103_s1 + offs_c0[None, None, :, None] * buf103_s2 + offs_n1[None, None, None, :] * buf103_s3, t102, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n3 < E_n3)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :])


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
    m31 = m3.reshape([1, 1, 1, 1, 32])
    m30 = _BINARY["Lt"](m31, m4)
    m43 = inputs['sinks']
    m42 = m43.reshape([1, 2, 2, 1, 1])
    states48 = torch.full([_cdiv(32, T['c0']), _cdiv(32, T['c1']), _pow2(2), _pow2(2), _pow2(2), T['c0'], T['c1']], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(32, T['c0']) * _cdiv(32, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m1_s4=m1.stride(4), m6_ptr=m6, m6_s0=m6.stride(0), m6_s1=m6.stride(1), m6_s2=m6.stride(2), m6_s3=m6.stride(3), m6_s4=m6.stride(4), m13_ptr=m13, m13_s0=m13.stride(0), m13_s1=m13.stride(1), m13_s2=m13.stride(2), m13_s3=m13.stride(3), m13_s4=m13.stride(4), m16_ptr=m16, m16_s0=m16.stride(0), m16_s1=m16.stride(1), m16_s2=m16.stride(2), m16_s3=m16.stride(3), m16_s4=m16.stride(4), m22_ptr=m22, m22_s0=m22.stride(0), m22_s1=m22.stride(1), m22_s2=m22.stride(2), m22_s3=m22.stride(3), m22_s4=m22.stride(4), m30_ptr=m30, m30_s0=m30.stride(0), m30_s1=m30.stride(1), m30_s2=m30.stride(2), m30_s3=m30.stride(3), m30_s4=m30.stride(4), m42_ptr=m42, m42_s0=m42.stride(0), m42_s1=m42.stride(1), m42_s2=m42.stride(2), m42_s3=m42.stride(3), m42_s4=m42.stride(4), states48_ptr=states48, states48_s0=states48.stride(0), states48_s1=states48.stride(1), states48_s2=states48.stride(2), states48_s3=states48.stride(3), states48_s4=states48.stride(4), states48_s5=states48.stride(5), states48_s6=states48.stride(6), E_c0=32, E_c1=32, E_n0=2, E_n1=16, E_n2=32, F_n0=_pow2(2), F_n1=_pow2(16), F_n2=_pow2(32), T_c0=T['c0'], T_c1=T['c1'])
    m51 = inputs['v']
    m50 = m51.reshape([2, 2, 1, 32, 16])
    states54 = torch.full([_cdiv(32, T['c0']), _cdiv(32, T['c1']), _pow2(2), _pow2(2), _pow2(2), T['c0'], _pow2(16)], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(32, T['c0']) * _cdiv(32, T['c1']),)](states48_ptr=states48, states48_s0=states48.stride(0), states48_s1=states48.stride(1), states48_s2=states48.stride(2), states48_s3=states48.stride(3), states48_s4=states48.stride(4), states48_s5=states48.stride(5), states48_s6=states48.stride(6), m50_ptr=m50, m50_s0=m50.stride(0), m50_s1=m50.stride(1), m50_s2=m50.stride(2), m50_s3=m50.stride(3), m50_s4=m50.stride(4), states54_ptr=states54, states54_s0=states54.stride(0), states54_s1=states54.stride(1), states54_s2=states54.stride(2), states54_s3=states54.stride(3), states54_s4=states54.stride(4), states54_s5=states54.stride(5), states54_s6=states54.stride(6), E_c0=32, E_c1=32, E_n0=2, E_n1=16, F_n0=_pow2(2), F_n1=_pow2(16), T_c0=T['c0'], T_c1=T['c1'])
    states97 = torch.full([_cdiv(32, T['c0']), _cdiv(32, T['c1']), _pow2(2), _pow2(2), _pow2(2), T['c0'], 1], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(32, T['c0']) * _cdiv(32, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m1_s4=m1.stride(4), m6_ptr=m6, m6_s0=m6.stride(0), m6_s1=m6.stride(1), m6_s2=m6.stride(2), m6_s3=m6.stride(3), m6_s4=m6.stride(4), m13_ptr=m13, m13_s0=m13.stride(0), m13_s1=m13.stride(1), m13_s2=m13.stride(2), m13_s3=m13.stride(3), m13_s4=m13.stride(4), m16_ptr=m16, m16_s0=m16.stride(0), m16_s1=m16.stride(1), m16_s2=m16.stride(2), m16_s3=m16.stride(3), m16_s4=m16.stride(4), m22_ptr=m22, m22_s0=m22.stride(0), m22_s1=m22.stride(1), m22_s2=m22.stride(2), m22_s3=m22.stride(3), m22_s4=m22.stride(4), m30_ptr=m30, m30_s0=m30.stride(0), m30_s1=m30.stride(1), m30_s2=m30.stride(2), m30_s3=m30.stride(3), m30_s4=m30.stride(4), m42_ptr=m42, m42_s0=m42.stride(0), m42_s1=m42.stride(1), m42_s2=m42.stride(2), m42_s3=m42.stride(3), m42_s4=m42.stride(4), states97_ptr=states97, states97_s0=states97.stride(0), states97_s1=states97.stride(1), states97_s2=states97.stride(2), states97_s3=states97.stride(3), states97_s4=states97.stride(4), states97_s5=states97.stride(5), states97_s6=states97.stride(6), E_c0=32, E_c1=32, E_n0=2, E_n1=16, E_n2=32, F_n0=_pow2(2), F_n1=_pow2(16), F_n2=_pow2(32), T_c0=T['c0'], T_c1=T['c1'])
    buf103 = torch.full([2, 4, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(32, T['c0']),)](states54_ptr=states54, states54_s0=states54.stride(0), states54_s1=states54.stride(1), states54_s2=states54.stride(2), states54_s3=states54.stride(3), states54_s4=states54.stride(4), states54_s5=states54.stride(5), states54_s6=states54.stride(6), m42_ptr=m42, m42_s0=m42.stride(0), m42_s1=m42.stride(1), m42_s2=m42.stride(2), m42_s3=m42.stride(3), m42_s4=m42.stride(4), m30_ptr=m30, m30_s0=m30.stride(0), m30_s1=m30.stride(1), m30_s2=m30.stride(2), m30_s3=m30.stride(3), m30_s4=m30.stride(4), m6_ptr=m6, m6_s0=m6.stride(0), m6_s1=m6.stride(1), m6_s2=m6.stride(2), m6_s3=m6.stride(3), m6_s4=m6.stride(4), m13_ptr=m13, m13_s0=m13.stride(0), m13_s1=m13.stride(1), m13_s2=m13.stride(2), m13_s3=m13.stride(3), m13_s4=m13.stride(4), m16_ptr=m16, m16_s0=m16.stride(0), m16_s1=m16.stride(1), m16_s2=m16.stride(2), m16_s3=m16.stride(3), m16_s4=m16.stride(4), m22_ptr=m22, m22_s0=m22.stride(0), m22_s1=m22.stride(1), m22_s2=m22.stride(2), m22_s3=m22.stride(3), m22_s4=m22.stride(4), states97_ptr=states97, states97_s0=states97.stride(0), states97_s1=states97.stride(1), states97_s2=states97.stride(2), states97_s3=states97.stride(3), states97_s4=states97.stride(4), states97_s5=states97.stride(5), states97_s6=states97.stride(6), buf103_ptr=buf103, buf103_s0=buf103.stride(0), buf103_s1=buf103.stride(1), buf103_s2=buf103.stride(2), buf103_s3=buf103.stride(3), E_c0=32, E_c1=32, E_n0=2, E_n1=16, E_n2=32, E_n3=4, F_n0=_pow2(2), F_n1=_pow2(16), F_n2=_pow2(32), F_n3=_pow2(4), T_c0=T['c0'], T_c1=T['c1'])
    return buf103


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
