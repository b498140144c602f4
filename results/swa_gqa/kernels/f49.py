"""swa_gqa [small], candidate 49: 7 kernel(s)

Rendered by EqiForge from candidate 49 of swa_gqa [small]: store(k.3[16]) ; grid(k.2@2) loop(k.3[16]: pair(sum, sum), stored) ; grid() loop(k.2[32]: rescale) ; store(k.3[16]) ; grid(k.0@0) loop(k.3[16]: pair(sum, sum), stored) [1 mm] ; grid(k.0@0) loop(k.3[16]: pair(sum, sum), stored) ; grid(k.2@2)
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid k.2@2[32]
    c1: grid k.0@0[2]
    c2: loop k.2[32]
    c3: loop k.3[16]

Run it on its own: `python kernels/f49.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/swa_gqa.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 16, "c1": 1, "c2": 16, "c3": 8}


@triton.jit
def kernel_0(m13_ptr, m13_s0, m13_s1, m13_s2, m13_s3, m15_ptr, m15_s0, m15_s1, m15_s2, m15_s3, states23_ptr, states23_s0, states23_s1, states23_s2, states23_s3, states23_s4, states23_s5, states24_ptr, states24_s0, states24_s1, states24_s2, states24_s3, states24_s4, states24_s5, E_c0, E_c3, E_n0, E_n1, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n3: tl.constexpr, T_c0: tl.constexpr, T_c3: tl.constexpr):
    # stores states23, states24: Collect over loop k.3[16]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n3 = tl.arange(0, F_n3)
    t14 = tl.load(m13_ptr + offs_n0[:, None, None, None] * m13_s0 + offs_n1[None, :, None, None] * m13_s1 + offs_c0[None, None, :, None] * m13_s2 + offs_c3[None, None, None, :] * m13_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
    t20 = tl.load(m15_ptr + offs_n0[:, None, None, None] * m15_s0 + offs_n1[None, :, None, None] * m15_s1 + offs_c3[None, None, :, None] * m15_s2 + offs_n3[None, None, None, :] * m15_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c3 < E_c3)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t21 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, :], t14, 0.0), 4) * tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, :, None], t20, 0.0), 2), axis=3)
    t22 = (t21) * (0.25)
    tl.store(states23_ptr + i_c0 * states23_s0 + i_c3 * states23_s1 + tl.arange(0, F_n0)[:, None, None, None] * states23_s2 + tl.arange(0, F_n1)[None, :, None, None] * states23_s3 + tl.arange(0, T_c0)[None, None, :, None] * states23_s4 + tl.arange(0, F_n3)[None, None, None, :] * states23_s5 + tl.zeros([F_n0, F_n1, T_c0, F_n3], tl.int32), t21)
    tl.store(states24_ptr + i_c0 * states24_s0 + i_c3 * states24_s1 + tl.arange(0, F_n0)[:, None, None, None] * states24_s2 + tl.arange(0, F_n1)[None, :, None, None] * states24_s3 + tl.arange(0, T_c0)[None, None, :, None] * states24_s4 + tl.arange(0, F_n3)[None, None, None, :] * states24_s5 + tl.zeros([F_n0, F_n1, T_c0, F_n3], tl.int32), t22)


@triton.jit
def kernel_1(states23_ptr, states23_s0, states23_s1, states23_s2, states23_s3, states23_s4, states23_s5, states24_ptr, states24_s0, states24_s1, states24_s2, states24_s3, states24_s4, states24_s5, buf29_ptr, buf29_s0, buf29_s1, buf29_s2, buf29_s3, E_c0, E_c3, E_n0, E_n1, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n3: tl.constexpr, T_c0: tl.constexpr, T_c3: tl.constexpr):
    # writes buf29: Combine over grid k.2@2[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n3 = tl.arange(0, F_n3)
    acc27 = tl.full([F_n0, F_n1, T_c0, F_n3], 0.0, tl.float32)
    acc28 = tl.full([F_n0, F_n1, T_c0, F_n3], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t25 = tl.load(states23_ptr + i_c0 * states23_s0 + i_c3 * states23_s1 + tl.arange(0, F_n0)[:, None, None, None] * states23_s2 + tl.arange(0, F_n1)[None, :, None, None] * states23_s3 + tl.arange(0, T_c0)[None, None, :, None] * states23_s4 + tl.arange(0, F_n3)[None, None, None, :] * states23_s5 + tl.zeros([F_n0, F_n1, T_c0, F_n3], tl.int32))
        t26 = tl.load(states24_ptr + i_c0 * states24_s0 + i_c3 * states24_s1 + tl.arange(0, F_n0)[:, None, None, None] * states24_s2 + tl.arange(0, F_n1)[None, :, None, None] * states24_s3 + tl.arange(0, T_c0)[None, None, :, None] * states24_s4 + tl.arange(0, F_n3)[None, None, None, :] * states24_s5 + tl.zeros([F_n0, F_n1, T_c0, F_n3], tl.int32))
        acc27 = acc27 + t25
        acc28 = acc28 + t26
    tl.store(buf29_ptr + offs_n0[:, None, None, None] * buf29_s0 + offs_n1[None, :, None, None] * buf29_s1 + offs_c0[None, None, :, None] * buf29_s2 + offs_n3[None, None, None, :] * buf29_s3, acc28, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :])


@triton.jit
def kernel_2(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m10_ptr, m10_s0, m10_s1, m10_s2, m10_s3, buf29_ptr, buf29_s0, buf29_s1, buf29_s2, buf29_s3, buf45_ptr, buf45_s0, buf45_s1, buf45_s2, buf45_s3, buf46_ptr, buf46_s0, buf46_s1, buf46_s2, buf46_s3, E_c2, E_n0, E_n1, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n3: tl.constexpr, T_c2: tl.constexpr):
    # writes buf45, buf46: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n3 = tl.arange(0, F_n3)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    acc40 = tl.full([F_n0, F_n1, F_n3, 1], -float('inf'), tl.float32)
    acc41 = tl.full([F_n0, F_n1, F_n3, 1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t9 = tl.load(m1_ptr + offs_n3[None, None, :, None] * m1_s2 + offs_c2[None, None, None, :] * m1_s3, mask=(offs_n3 < E_n3)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0)
        t12 = tl.load(m10_ptr + offs_n3[None, None, :, None] * m10_s2 + offs_c2[None, None, None, :] * m10_s3, mask=(offs_n3 < E_n3)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0)
        t30 = tl.load(buf29_ptr + offs_n0[:, None, None, None] * buf29_s0 + offs_n1[None, :, None, None] * buf29_s1 + offs_n3[None, None, :, None] * buf29_s2 + offs_c2[None, None, None, :] * buf29_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n3 < E_n3)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
        t31 = tl.where(t12, -float("inf"), t30)
        t32 = tl.where(t9, -float("inf"), t31)
        t33 = tl.max(tl.where((offs_c2 < E_c2)[None, None, None, :], t32, -float('inf')), axis=3, keep_dims=True)
        t34 = -float("inf") - (t33)
        t35 = t30 - (t33)
        t36 = tl.where(t12, t34, t35)
        t37 = tl.where(t9, t34, t36)
        t38 = tl.exp(t37)
        t39 = tl.sum(tl.where((offs_c2 < E_c2)[None, None, None, :], t38, 0.0), axis=3, keep_dims=True)
        m42 = tl.maximum(acc40, t33)
        r43 = tl.where(acc40 == -float("inf"), 0.0, tl.exp(acc40 - m42))
        r44 = tl.where(t33 == -float("inf"), 0.0, tl.exp(t33 - m42))
        acc41 = tl.where(acc40 == -float("inf"), 0.0, acc41 * r43) + tl.where(t33 == -float("inf"), 0.0, t39 * r44)
        acc40 = m42
    tl.store(buf45_ptr + offs_n0[:, None, None, None] * buf45_s0 + offs_n1[None, :, None, None] * buf45_s1 + offs_n3[None, None, :, None] * buf45_s2, acc40, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n3 < E_n3)[None, None, :, None])
    tl.store(buf46_ptr + offs_n0[:, None, None, None] * buf46_s0 + offs_n1[None, :, None, None] * buf46_s1 + offs_n3[None, None, :, None] * buf46_s2, acc41, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n3 < E_n3)[None, None, :, None])


@triton.jit
def kernel_3(m13_ptr, m13_s0, m13_s1, m13_s2, m13_s3, m15_ptr, m15_s0, m15_s1, m15_s2, m15_s3, states55_ptr, states55_s0, states55_s1, states55_s2, states55_s3, states55_s4, states55_s5, states56_ptr, states56_s0, states56_s1, states56_s2, states56_s3, states56_s4, states56_s5, E_c1, E_c3, E_n1, E_n3, F_n1: tl.constexpr, F_n3: tl.constexpr, T_c1: tl.constexpr, T_c3: tl.constexpr):
    # stores states55, states56: Collect over loop k.3[16]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n3 = tl.arange(0, F_n3)
    t51 = tl.load(m13_ptr + offs_c1[:, None, None, None] * m13_s0 + offs_n1[None, :, None, None] * m13_s1 + offs_n3[None, None, :, None] * m13_s2 + offs_c3[None, None, None, :] * m13_s3, mask=(offs_c1 < E_c1)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n3 < E_n3)[None, None, :, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
    t52 = tl.load(m15_ptr + offs_c1[:, None, None, None] * m15_s0 + offs_n1[None, :, None, None] * m15_s1 + offs_c3[None, None, :, None] * m15_s2 + offs_n3[None, None, None, :] * m15_s3, mask=(offs_c1 < E_c1)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c3 < E_c3)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t53 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, :], t51, 0.0), 4) * tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, :, None], t52, 0.0), 2), axis=3)
    t54 = (t53) * (0.25)
    tl.store(states55_ptr + i_c1 * states55_s0 + i_c3 * states55_s1 + tl.arange(0, T_c1)[:, None, None, None] * states55_s2 + tl.arange(0, F_n1)[None, :, None, None] * states55_s3 + tl.arange(0, F_n3)[None, None, :, None] * states55_s4 + tl.arange(0, F_n3)[None, None, None, :] * states55_s5 + tl.zeros([T_c1, F_n1, F_n3, F_n3], tl.int32), t53)
    tl.store(states56_ptr + i_c1 * states56_s0 + i_c3 * states56_s1 + tl.arange(0, T_c1)[:, None, None, None] * states56_s2 + tl.arange(0, F_n1)[None, :, None, None] * states56_s3 + tl.arange(0, F_n3)[None, None, :, None] * states56_s4 + tl.arange(0, F_n3)[None, None, None, :] * states56_s5 + tl.zeros([T_c1, F_n1, F_n3, F_n3], tl.int32), t54)


@triton.jit
def kernel_4(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, buf45_ptr, buf45_s0, buf45_s1, buf45_s2, buf45_s3, m10_ptr, m10_s0, m10_s1, m10_s2, m10_s3, states55_ptr, states55_s0, states55_s1, states55_s2, states55_s3, states55_s4, states55_s5, states56_ptr, states56_s0, states56_s1, states56_s2, states56_s3, states56_s4, states56_s5, m65_ptr, m65_s0, m65_s1, m65_s2, m65_s3, buf71_ptr, buf71_s0, buf71_s1, buf71_s2, buf71_s3, E_c1, E_c3, E_n1, E_n2, E_n3, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c1: tl.constexpr, T_c3: tl.constexpr):
    # writes buf71: Combine over grid k.0@0[2]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n3 = tl.arange(0, F_n3)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t8 = tl.load(m1_ptr + offs_n3[None, None, :, None] * m1_s2 + offs_n3[None, None, None, :] * m1_s3, mask=(offs_n3 < E_n3)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0)
    t47 = tl.load(buf45_ptr + offs_c1[:, None, None, None] * buf45_s0 + offs_n1[None, :, None, None] * buf45_s1 + offs_n3[None, None, :, None] * buf45_s2, mask=(offs_c1 < E_c1)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n3 < E_n3)[None, None, :, None], other=0).to(tl.float32)
    t48 = -float("inf") - (t47)
    t49 = tl.exp(t48)
    t50 = tl.load(m10_ptr + offs_n3[None, None, :, None] * m10_s2 + offs_n3[None, None, None, :] * m10_s3, mask=(offs_n3 < E_n3)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0)
    acc59 = tl.full([T_c1, F_n1, F_n3, F_n3], 0.0, tl.float32)
    acc60 = tl.full([T_c1, F_n1, F_n3, F_n3], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t57 = tl.load(states55_ptr + i_c1 * states55_s0 + i_c3 * states55_s1 + tl.arange(0, T_c1)[:, None, None, None] * states55_s2 + tl.arange(0, F_n1)[None, :, None, None] * states55_s3 + tl.arange(0, F_n3)[None, None, :, None] * states55_s4 + tl.arange(0, F_n3)[None, None, None, :] * states55_s5 + tl.zeros([T_c1, F_n1, F_n3, F_n3], tl.int32))
        t58 = tl.load(states56_ptr + i_c1 * states56_s0 + i_c3 * states56_s1 + tl.arange(0, T_c1)[:, None, None, None] * states56_s2 + tl.arange(0, F_n1)[None, :, None, None] * states56_s3 + tl.arange(0, F_n3)[None, None, :, None] * states56_s4 + tl.arange(0, F_n3)[None, None, None, :] * states56_s5 + tl.zeros([T_c1, F_n1, F_n3, F_n3], tl.int32))
        acc59 = acc59 + t57
        acc60 = acc60 + t58
    t61 = acc60 - (t47)
    t62 = tl.exp(t61)
    t63 = tl.where(t50, t49, t62)
    t64 = tl.where(t8, t49, t63)
    t69 = tl.load(m65_ptr + offs_c1[:, None, None, None] * m65_s0 + offs_n1[None, :, None, None] * m65_s1 + offs_n3[None, None, :, None] * m65_s2 + offs_n2[None, None, None, :] * m65_s3, mask=(offs_c1 < E_c1)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n3 < E_n3)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t70 = tl.sum(tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, None, :], t64, 0.0), 4) * tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, :, None], t69, 0.0), 2), axis=3)
    tl.store(buf71_ptr + offs_c1[:, None, None, None] * buf71_s0 + offs_n1[None, :, None, None] * buf71_s1 + offs_n3[None, None, :, None] * buf71_s2 + offs_n2[None, None, None, :] * buf71_s3, t70, mask=(offs_c1 < E_c1)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n3 < E_n3)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :])


@triton.jit
def kernel_5(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, buf45_ptr, buf45_s0, buf45_s1, buf45_s2, buf45_s3, m10_ptr, m10_s0, m10_s1, m10_s2, m10_s3, states55_ptr, states55_s0, states55_s1, states55_s2, states55_s3, states55_s4, states55_s5, states56_ptr, states56_s0, states56_s1, states56_s2, states56_s3, states56_s4, states56_s5, buf87_ptr, buf87_s0, buf87_s1, buf87_s2, buf87_s3, E_c1, E_c3, E_n1, E_n3, F_n1: tl.constexpr, F_n3: tl.constexpr, T_c1: tl.constexpr, T_c3: tl.constexpr):
    # writes buf87: Combine over grid k.0@0[2]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n3 = tl.arange(0, F_n3)
    offs_n1 = tl.arange(0, F_n1)
    t73 = tl.load(m1_ptr + offs_n3[None, None, :, None] * m1_s2 + offs_n3[None, None, None, :] * m1_s3, mask=(offs_n3 < E_n3)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0)
    t74 = tl.load(buf45_ptr + offs_c1[:, None, None, None] * buf45_s0 + offs_n1[None, :, None, None] * buf45_s1 + offs_n3[None, None, :, None] * buf45_s2, mask=(offs_c1 < E_c1)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n3 < E_n3)[None, None, :, None], other=0).to(tl.float32)
    t75 = -float("inf") - (t74)
    t76 = tl.exp(t75)
    t77 = tl.load(m10_ptr + offs_n3[None, None, :, None] * m10_s2 + offs_n3[None, None, None, :] * m10_s3, mask=(offs_n3 < E_n3)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0)
    acc80 = tl.full([T_c1, F_n1, F_n3, F_n3], 0.0, tl.float32)
    acc81 = tl.full([T_c1, F_n1, F_n3, F_n3], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t78 = tl.load(states55_ptr + i_c1 * states55_s0 + i_c3 * states55_s1 + tl.arange(0, T_c1)[:, None, None, None] * states55_s2 + tl.arange(0, F_n1)[None, :, None, None] * states55_s3 + tl.arange(0, F_n3)[None, None, :, None] * states55_s4 + tl.arange(0, F_n3)[None, None, None, :] * states55_s5 + tl.zeros([T_c1, F_n1, F_n3, F_n3], tl.int32))
        t79 = tl.load(states56_ptr + i_c1 * states56_s0 + i_c3 * states56_s1 + tl.arange(0, T_c1)[:, None, None, None] * states56_s2 + tl.arange(0, F_n1)[None, :, None, None] * states56_s3 + tl.arange(0, F_n3)[None, None, :, None] * states56_s4 + tl.arange(0, F_n3)[None, None, None, :] * states56_s5 + tl.zeros([T_c1, F_n1, F_n3, F_n3], tl.int32))
        acc80 = acc80 + t78
        acc81 = acc81 + t79
    t82 = acc81 - (t74)
    t83 = tl.exp(t82)
    t84 = tl.where(t77, t76, t83)
    t85 = tl.where(t73, t76, t84)
    t86 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t85, 0.0), axis=3, keep_dims=True)
    tl.store(buf87_ptr + offs_c1[:, None, None, None] * buf87_s0 + offs_n1[None, :, None, None] * buf87_s1 + offs_n3[None, None, :, None] * buf87_s2, t86, mask=(offs_c1 < E_c1)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n3 < E_n3)[None, None, :, None])


@triton.jit
def kernel_6(buf71_ptr, buf71_s0, buf71_s1, buf71_s2, buf71_s3, buf87_ptr, buf87_s0, buf87_s1, buf87_s2, buf87_s3, buf90_ptr, buf90_s0, buf90_s1, buf90_s2, buf90_s3, E_c0, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr):
    # writes buf90: Combine over grid k.2@2[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t72 = tl.load(buf71_ptr + offs_n0[:, None, None, None] * buf71_s0 + offs_n1[None, :, None, None] * buf71_s1 + offs_c0[None, None, :, None] * buf71_s2 + offs_n2[None, None, None, :] * buf71_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t88 = tl.load(buf87_ptr + offs_n0[:, None, None, None] * buf87_s0 + offs_n1[None, :, None, None] * buf87_s1 + offs_c0[None, None, :, None] * buf87_s2, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None], other=0).to(tl.float32)
    t89 = (t72) / (t88)
    tl.store(buf90_ptr + offs_n0[:, None, None, None] * buf90_s0 + offs_n1[None, :, None, None] * buf90_s1 + offs_c0[None, None, :, None] * buf90_s2 + offs_n2[None, None, None, :] * buf90_s3, t89, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :])


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
    states23 = torch.full([_cdiv(32, T['c0']), _cdiv(16, T['c3']), _pow2(2), _pow2(4), T['c0'], _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    states24 = torch.full([_cdiv(32, T['c0']), _cdiv(16, T['c3']), _pow2(2), _pow2(4), T['c0'], _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(32, T['c0']) * _cdiv(16, T['c3']),)](m13_ptr=m13, m13_s0=m13.stride(0), m13_s1=m13.stride(1), m13_s2=m13.stride(2), m13_s3=m13.stride(3), m15_ptr=m15, m15_s0=m15.stride(0), m15_s1=m15.stride(1), m15_s2=m15.stride(2), m15_s3=m15.stride(3), states23_ptr=states23, states23_s0=states23.stride(0), states23_s1=states23.stride(1), states23_s2=states23.stride(2), states23_s3=states23.stride(3), states23_s4=states23.stride(4), states23_s5=states23.stride(5), states24_ptr=states24, states24_s0=states24.stride(0), states24_s1=states24.stride(1), states24_s2=states24.stride(2), states24_s3=states24.stride(3), states24_s4=states24.stride(4), states24_s5=states24.stride(5), E_c0=32, E_c3=16, E_n0=2, E_n1=4, E_n3=32, F_n0=_pow2(2), F_n1=_pow2(4), F_n3=_pow2(32), T_c0=T['c0'], T_c3=T['c3'])
    buf29 = torch.full([2, 4, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(32, T['c0']),)](states23_ptr=states23, states23_s0=states23.stride(0), states23_s1=states23.stride(1), states23_s2=states23.stride(2), states23_s3=states23.stride(3), states23_s4=states23.stride(4), states23_s5=states23.stride(5), states24_ptr=states24, states24_s0=states24.stride(0), states24_s1=states24.stride(1), states24_s2=states24.stride(2), states24_s3=states24.stride(3), states24_s4=states24.stride(4), states24_s5=states24.stride(5), buf29_ptr=buf29, buf29_s0=buf29.stride(0), buf29_s1=buf29.stride(1), buf29_s2=buf29.stride(2), buf29_s3=buf29.stride(3), E_c0=32, E_c3=16, E_n0=2, E_n1=4, E_n3=32, F_n0=_pow2(2), F_n1=_pow2(4), F_n3=_pow2(32), T_c0=T['c0'], T_c3=T['c3'])
    buf45 = torch.full([2, 4, 32, 1], float("nan"), dtype=torch.float32, device=device)
    buf46 = torch.full([2, 4, 32, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(1,)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m10_ptr=m10, m10_s0=m10.stride(0), m10_s1=m10.stride(1), m10_s2=m10.stride(2), m10_s3=m10.stride(3), buf29_ptr=buf29, buf29_s0=buf29.stride(0), buf29_s1=buf29.stride(1), buf29_s2=buf29.stride(2), buf29_s3=buf29.stride(3), buf45_ptr=buf45, buf45_s0=buf45.stride(0), buf45_s1=buf45.stride(1), buf45_s2=buf45.stride(2), buf45_s3=buf45.stride(3), buf46_ptr=buf46, buf46_s0=buf46.stride(0), buf46_s1=buf46.stride(1), buf46_s2=buf46.stride(2), buf46_s3=buf46.stride(3), E_c2=32, E_n0=2, E_n1=4, E_n3=32, F_n0=_pow2(2), F_n1=_pow2(4), F_n3=_pow2(32), T_c2=T['c2'])
    states55 = torch.full([_cdiv(2, T['c1']), _cdiv(16, T['c3']), T['c1'], _pow2(4), _pow2(32), _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    states56 = torch.full([_cdiv(2, T['c1']), _cdiv(16, T['c3']), T['c1'], _pow2(4), _pow2(32), _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(2, T['c1']) * _cdiv(16, T['c3']),)](m13_ptr=m13, m13_s0=m13.stride(0), m13_s1=m13.stride(1), m13_s2=m13.stride(2), m13_s3=m13.stride(3), m15_ptr=m15, m15_s0=m15.stride(0), m15_s1=m15.stride(1), m15_s2=m15.stride(2), m15_s3=m15.stride(3), states55_ptr=states55, states55_s0=states55.stride(0), states55_s1=states55.stride(1), states55_s2=states55.stride(2), states55_s3=states55.stride(3), states55_s4=states55.stride(4), states55_s5=states55.stride(5), states56_ptr=states56, states56_s0=states56.stride(0), states56_s1=states56.stride(1), states56_s2=states56.stride(2), states56_s3=states56.stride(3), states56_s4=states56.stride(4), states56_s5=states56.stride(5), E_c1=2, E_c3=16, E_n1=4, E_n3=32, F_n1=_pow2(4), F_n3=_pow2(32), T_c1=T['c1'], T_c3=T['c3'])
    m68 = inputs['v']
    m67 = m68.reshape([2, 2, 1, 32, 16])
    m66 = m67.expand([2, 2, 2, 32, 16])
    m65 = m66.reshape([2, 4, 32, 16])
    buf71 = torch.full([2, 4, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(_cdiv(2, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), buf45_ptr=buf45, buf45_s0=buf45.stride(0), buf45_s1=buf45.stride(1), buf45_s2=buf45.stride(2), buf45_s3=buf45.stride(3), m10_ptr=m10, m10_s0=m10.stride(0), m10_s1=m10.stride(1), m10_s2=m10.stride(2), m10_s3=m10.stride(3), states55_ptr=states55, states55_s0=states55.stride(0), states55_s1=states55.stride(1), states55_s2=states55.stride(2), states55_s3=states55.stride(3), states55_s4=states55.stride(4), states55_s5=states55.stride(5), states56_ptr=states56, states56_s0=states56.stride(0), states56_s1=states56.stride(1), states56_s2=states56.stride(2), states56_s3=states56.stride(3), states56_s4=states56.stride(4), states56_s5=states56.stride(5), m65_ptr=m65, m65_s0=m65.stride(0), m65_s1=m65.stride(1), m65_s2=m65.stride(2), m65_s3=m65.stride(3), buf71_ptr=buf71, buf71_s0=buf71.stride(0), buf71_s1=buf71.stride(1), buf71_s2=buf71.stride(2), buf71_s3=buf71.stride(3), E_c1=2, E_c3=16, E_n1=4, E_n2=16, E_n3=32, F_n1=_pow2(4), F_n2=_pow2(16), F_n3=_pow2(32), T_c1=T['c1'], T_c3=T['c3'])
    buf87 = torch.full([2, 4, 32, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_5[(_cdiv(2, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), buf45_ptr=buf45, buf45_s0=buf45.stride(0), buf45_s1=buf45.stride(1), buf45_s2=buf45.stride(2), buf45_s3=buf45.stride(3), m10_ptr=m10, m10_s0=m10.stride(0), m10_s1=m10.stride(1), m10_s2=m10.stride(2), m10_s3=m10.stride(3), states55_ptr=states55, states55_s0=states55.stride(0), states55_s1=states55.stride(1), states55_s2=states55.stride(2), states55_s3=states55.stride(3), states55_s4=states55.stride(4), states55_s5=states55.stride(5), states56_ptr=states56, states56_s0=states56.stride(0), states56_s1=states56.stride(1), states56_s2=states56.stride(2), states56_s3=states56.stride(3), states56_s4=states56.stride(4), states56_s5=states56.stride(5), buf87_ptr=buf87, buf87_s0=buf87.stride(0), buf87_s1=buf87.stride(1), buf87_s2=buf87.stride(2), buf87_s3=buf87.stride(3), E_c1=2, E_c3=16, E_n1=4, E_n3=32, F_n1=_pow2(4), F_n3=_pow2(32), T_c1=T['c1'], T_c3=T['c3'])
    buf90 = torch.full([2, 4, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_6[(_cdiv(32, T['c0']),)](buf71_ptr=buf71, buf71_s0=buf71.stride(0), buf71_s1=buf71.stride(1), buf71_s2=buf71.stride(2), buf71_s3=buf71.stride(3), buf87_ptr=buf87, buf87_s0=buf87.stride(0), buf87_s1=buf87.stride(1), buf87_s2=buf87.stride(2), buf87_s3=buf87.stride(3), buf90_ptr=buf90, buf90_s0=buf90.stride(0), buf90_s1=buf90.stride(1), buf90_s2=buf90.stride(2), buf90_s3=buf90.stride(3), E_c0=32, E_n0=2, E_n1=4, E_n2=16, F_n0=_pow2(2), F_n1=_pow2(4), F_n2=_pow2(16), T_c0=T['c0'])
    return buf90


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
