"""diff_attention [small], candidate 404: 5 kernel(s)

Rendered by EqiForge from candidate 404 of diff_attention [small]: grid(v.2@3) [1 mm] ; grid(v.0@0) [1 mm] ; grid(v.0@0) [2 mm] ; store(v.3[32]) ; grid(q1.2@2) loop(v.3[32]: sum, stored)
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid q1.2@2[32]
    c1: grid v.0@0[2]
    c2: grid v.2@3[32]
    c3: loop v.3[32]

Run it on its own: `python kernels/f404.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/diff_attention.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 16, "c1": 1, "c2": 16, "c3": 16}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 32, "c1": 2, "c2": 32, "c3": 32}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, buf7_ptr, buf7_s0, buf7_s1, buf7_s2, buf7_s3, E_c2, E_n0, E_n1, E_n2, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c2: tl.constexpr):
    # writes buf7: Combine over grid v.2@3[32]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n3 = tl.arange(0, F_n3)
    t2 = tl.load(m1_ptr + offs_n0[:, None, None, None] * m1_s0 + offs_n1[None, :, None, None] * m1_s1 + offs_n2[None, None, :, None] * m1_s2 + offs_n3[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t5 = tl.load(m3_ptr + offs_n0[:, None, None, None] * m3_s0 + offs_n1[None, :, None, None] * m3_s1 + offs_n3[None, None, :, None] * m3_s2 + offs_c2[None, None, None, :] * m3_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n3 < E_n3)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
    t6 = tl.sum(tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, None, :], t2, 0.0), 4) * tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, :, None], t5, 0.0), 2), axis=3)
    tl.store(buf7_ptr + offs_n0[:, None, None, None] * buf7_s0 + offs_n1[None, :, None, None] * buf7_s1 + offs_n2[None, None, :, None] * buf7_s2 + offs_c2[None, None, None, :] * buf7_s3, t6, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :])


@triton.jit
def kernel_1(buf7_ptr, buf7_s0, buf7_s1, buf7_s2, buf7_s3, m10_ptr, m10_s0, m10_s1, m10_s2, m10_s3, m24_ptr, m24_s0, m24_s1, m24_s2, m24_s3, buf29_ptr, buf29_s0, buf29_s1, buf29_s2, buf29_s3, E_c1, E_n1, E_n2, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c1: tl.constexpr):
    # writes buf29: Combine over grid v.0@0[2]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t8 = tl.load(buf7_ptr + offs_c1[:, None, None, None] * buf7_s0 + offs_n1[None, :, None, None] * buf7_s1 + offs_n2[None, None, :, None] * buf7_s2 + offs_n2[None, None, None, :] * buf7_s3, mask=(offs_c1 < E_c1)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t9 = (t8) * (0.25)
    t19 = tl.load(m10_ptr + offs_n2[None, None, :, None] * m10_s2 + offs_n2[None, None, None, :] * m10_s3, mask=(offs_n2 < E_n2)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t20 = t9 + t19
    t21 = tl.max(tl.where((offs_n2 < E_n2)[None, None, None, :], t20, -float('inf')), axis=3, keep_dims=True)
    t22 = t20 - (t21)
    t23 = tl.exp(t22)
    t25 = tl.load(m24_ptr + offs_c1[:, None, None, None] * m24_s0 + offs_n1[None, :, None, None] * m24_s1 + offs_n2[None, None, :, None] * m24_s2 + offs_n2[None, None, None, :] * m24_s3, mask=(offs_c1 < E_c1)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t26 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t23, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t25, 0.0), 2), axis=3)
    t27 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t23, 0.0), axis=3, keep_dims=True)
    t28 = (t26) / (t27)
    tl.store(buf29_ptr + offs_c1[:, None, None, None] * buf29_s0 + offs_n1[None, :, None, None] * buf29_s1 + offs_n2[None, None, :, None] * buf29_s2 + offs_n2[None, None, None, :] * buf29_s3, t28, mask=(offs_c1 < E_c1)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :])


@triton.jit
def kernel_2(m31_ptr, m31_s0, m31_s1, m31_s2, m31_s3, m33_ptr, m33_s0, m33_s1, m33_s2, m33_s3, m10_ptr, m10_s0, m10_s1, m10_s2, m10_s3, m24_ptr, m24_s0, m24_s1, m24_s2, m24_s3, buf48_ptr, buf48_s0, buf48_s1, buf48_s2, buf48_s3, E_c1, E_n1, E_n2, E_n3, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c1: tl.constexpr):
    # writes buf48: Combine over grid v.0@0[2]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n3 = tl.arange(0, F_n3)
    t32 = tl.load(m31_ptr + offs_c1[:, None, None, None] * m31_s0 + offs_n1[None, :, None, None] * m31_s1 + offs_n2[None, None, :, None] * m31_s2 + offs_n3[None, None, None, :] * m31_s3, mask=(offs_c1 < E_c1)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t35 = tl.load(m33_ptr + offs_c1[:, None, None, None] * m33_s0 + offs_n1[None, :, None, None] * m33_s1 + offs_n3[None, None, :, None] * m33_s2 + offs_n2[None, None, None, :] * m33_s3, mask=(offs_c1 < E_c1)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n3 < E_n3)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t36 = tl.sum(tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, None, :], t32, 0.0), 4) * tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, :, None], t35, 0.0), 2), axis=3)
    t37 = (t36) * (0.25)
    t38 = tl.load(m10_ptr + offs_n2[None, None, :, None] * m10_s2 + offs_n2[None, None, None, :] * m10_s3, mask=(offs_n2 < E_n2)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t39 = t37 + t38
    t40 = tl.max(tl.where((offs_n2 < E_n2)[None, None, None, :], t39, -float('inf')), axis=3, keep_dims=True)
    t41 = t39 - (t40)
    t42 = tl.exp(t41)
    t43 = tl.load(m24_ptr + offs_c1[:, None, None, None] * m24_s0 + offs_n1[None, :, None, None] * m24_s1 + offs_n2[None, None, :, None] * m24_s2 + offs_n2[None, None, None, :] * m24_s3, mask=(offs_c1 < E_c1)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t44 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t42, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t43, 0.0), 2), axis=3)
    t45 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t42, 0.0), axis=3, keep_dims=True)
    t46 = (t44) / (t45)
    t47 = (t46) * (0.8375055882312481)
    tl.store(buf48_ptr + offs_c1[:, None, None, None] * buf48_s0 + offs_n1[None, :, None, None] * buf48_s1 + offs_n2[None, None, :, None] * buf48_s2 + offs_n2[None, None, None, :] * buf48_s3, t47, mask=(offs_c1 < E_c1)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :])


@triton.jit
def kernel_3(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, m10_ptr, m10_s0, m10_s1, m10_s2, m10_s3, m31_ptr, m31_s0, m31_s1, m31_s2, m31_s3, m33_ptr, m33_s0, m33_s1, m33_s2, m33_s3, m24_ptr, m24_s0, m24_s1, m24_s2, m24_s3, states82_ptr, states82_s0, states82_s1, states82_s2, states82_s3, states82_s4, states82_s5, E_c0, E_c3, E_n0, E_n1, E_n2, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c0: tl.constexpr, T_c3: tl.constexpr):
    # stores states82: Collect over loop v.3[32]
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
    offs_n2 = tl.arange(0, F_n2)
    t55 = tl.load(m1_ptr + offs_n0[:, None, None, None] * m1_s0 + offs_n1[None, :, None, None] * m1_s1 + offs_c0[None, None, :, None] * m1_s2 + offs_n3[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t56 = tl.load(m3_ptr + offs_n0[:, None, None, None] * m3_s0 + offs_n1[None, :, None, None] * m3_s1 + offs_n3[None, None, :, None] * m3_s2 + offs_n2[None, None, None, :] * m3_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n3 < E_n3)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t57 = tl.sum(tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, None, :], t55, 0.0), 4) * tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, :, None], t56, 0.0), 2), axis=3)
    t58 = (t57) * (0.25)
    t59 = tl.load(m10_ptr + offs_c0[None, None, :, None] * m10_s2 + offs_n2[None, None, None, :] * m10_s3, mask=(offs_c0 < E_c0)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t60 = t58 + t59
    t61 = tl.max(tl.where((offs_n2 < E_n2)[None, None, None, :], t60, -float('inf')), axis=3, keep_dims=True)
    t62 = t60 - (t61)
    t63 = tl.exp(t62)
    t64 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t63, 0.0), axis=3, keep_dims=True)
    t65 = (t63) / (t64)
    t66 = tl.load(m31_ptr + offs_n0[:, None, None, None] * m31_s0 + offs_n1[None, :, None, None] * m31_s1 + offs_c0[None, None, :, None] * m31_s2 + offs_n3[None, None, None, :] * m31_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t67 = tl.load(m33_ptr + offs_n0[:, None, None, None] * m33_s0 + offs_n1[None, :, None, None] * m33_s1 + offs_n3[None, None, :, None] * m33_s2 + offs_n2[None, None, None, :] * m33_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n3 < E_n3)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t68 = tl.sum(tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, None, :], t66, 0.0), 4) * tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, :, None], t67, 0.0), 2), axis=3)
    t69 = (t68) * (0.25)
    t70 = t69 + t59
    t71 = tl.max(tl.where((offs_n2 < E_n2)[None, None, None, :], t70, -float('inf')), axis=3, keep_dims=True)
    t72 = t70 - (t71)
    t73 = tl.exp(t72)
    t74 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t73, 0.0), axis=3, keep_dims=True)
    t75 = (t73) / (t74)
    t76 = (t75) * (0.8375055882312481)
    t77 = t65 - (t76)
    t78 = tl.load(m24_ptr + offs_n0[:, None, None, None] * m24_s0 + offs_n1[None, :, None, None] * m24_s1 + offs_n2[None, None, :, None] * m24_s2 + offs_c3[None, None, None, :] * m24_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
    t79 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t77, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t78, 0.0), 2), axis=3)
    t80 = (t79) * (t79)
    t81 = tl.sum(tl.where((offs_c3 < E_c3)[None, None, None, :], t80, 0.0), axis=3, keep_dims=True)
    tl.store(states82_ptr + i_c0 * states82_s0 + i_c3 * states82_s1 + tl.arange(0, F_n0)[:, None, None, None] * states82_s2 + tl.arange(0, F_n1)[None, :, None, None] * states82_s3 + tl.arange(0, T_c0)[None, None, :, None] * states82_s4 + tl.zeros([F_n0, F_n1, T_c0, 1], tl.int32), t81)


@triton.jit
def kernel_4(buf29_ptr, buf29_s0, buf29_s1, buf29_s2, buf29_s3, buf48_ptr, buf48_s0, buf48_s1, buf48_s2, buf48_s3, m51_ptr, m51_s0, m51_s1, m51_s2, m51_s3, states82_ptr, states82_s0, states82_s1, states82_s2, states82_s3, states82_s4, states82_s5, buf89_ptr, buf89_s0, buf89_s1, buf89_s2, buf89_s3, E_c0, E_c3, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c3: tl.constexpr):
    # writes buf89: Combine over grid q1.2@2[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t30 = tl.load(buf29_ptr + offs_n0[:, None, None, None] * buf29_s0 + offs_n1[None, :, None, None] * buf29_s1 + offs_c0[None, None, :, None] * buf29_s2 + offs_n2[None, None, None, :] * buf29_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t49 = tl.load(buf48_ptr + offs_n0[:, None, None, None] * buf48_s0 + offs_n1[None, :, None, None] * buf48_s1 + offs_c0[None, None, :, None] * buf48_s2 + offs_n2[None, None, None, :] * buf48_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t50 = t30 - (t49)
    t53 = tl.load(m51_ptr + offs_n2[None, None, None, :] * m51_s3, mask=(offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t54 = (t50) * (t53)
    acc84 = tl.full([F_n0, F_n1, T_c0, 1], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t83 = tl.load(states82_ptr + i_c0 * states82_s0 + i_c3 * states82_s1 + tl.arange(0, F_n0)[:, None, None, None] * states82_s2 + tl.arange(0, F_n1)[None, :, None, None] * states82_s3 + tl.arange(0, T_c0)[None, None, :, None] * states82_s4 + tl.zeros([F_n0, F_n1, T_c0, 1], tl.int32))
        acc84 = acc84 + t83
    t85 = acc84 + 0.00032
    t86 = tl.rsqrt(t85)
    t87 = (t54) * (t86)
    t88 = (t87) * (1.2241106391612262)
    tl.store(buf89_ptr + offs_n0[:, None, None, None] * buf89_s0 + offs_n1[None, :, None, None] * buf89_s1 + offs_c0[None, None, :, None] * buf89_s2 + offs_n2[None, None, None, :] * buf89_s3, t88, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :])


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
    buf7 = torch.full([2, 4, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(32, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), buf7_ptr=buf7, buf7_s0=buf7.stride(0), buf7_s1=buf7.stride(1), buf7_s2=buf7.stride(2), buf7_s3=buf7.stride(3), E_c2=32, E_n0=2, E_n1=4, E_n2=32, E_n3=16, F_n0=_pow2(2), F_n1=_pow2(4), F_n2=_pow2(32), F_n3=_pow2(16), T_c2=T['c2'])
    m14 = _iota([32, 32], 1, device)
    m15 = _iota([32, 32], 0, device)
    m13 = _BINARY["Sub"](m14, m15)
    m16 = torch.tensor(1.0, dtype=torch.float32, device=device)
    m12 = _BINARY["Ge"](m13, m16)
    m17 = torch.full([32, 32], -float("inf"), dtype=torch.float32, device=device)
    m18 = torch.full([32, 32], 0.0, dtype=torch.float32, device=device)
    m11 = torch.where(m12, m17, m18)
    m10 = m11.reshape([1, 1, 32, 32])
    m24 = inputs['v']
    buf29 = torch.full([2, 4, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(2, T['c1']),)](buf7_ptr=buf7, buf7_s0=buf7.stride(0), buf7_s1=buf7.stride(1), buf7_s2=buf7.stride(2), buf7_s3=buf7.stride(3), m10_ptr=m10, m10_s0=m10.stride(0), m10_s1=m10.stride(1), m10_s2=m10.stride(2), m10_s3=m10.stride(3), m24_ptr=m24, m24_s0=m24.stride(0), m24_s1=m24.stride(1), m24_s2=m24.stride(2), m24_s3=m24.stride(3), buf29_ptr=buf29, buf29_s0=buf29.stride(0), buf29_s1=buf29.stride(1), buf29_s2=buf29.stride(2), buf29_s3=buf29.stride(3), E_c1=2, E_n1=4, E_n2=32, F_n1=_pow2(4), F_n2=_pow2(32), T_c1=T['c1'])
    m31 = inputs['q2']
    m34 = inputs['k2']
    m33 = m34.permute([0, 1, 3, 2])
    buf48 = torch.full([2, 4, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(2, T['c1']),)](m31_ptr=m31, m31_s0=m31.stride(0), m31_s1=m31.stride(1), m31_s2=m31.stride(2), m31_s3=m31.stride(3), m33_ptr=m33, m33_s0=m33.stride(0), m33_s1=m33.stride(1), m33_s2=m33.stride(2), m33_s3=m33.stride(3), m10_ptr=m10, m10_s0=m10.stride(0), m10_s1=m10.stride(1), m10_s2=m10.stride(2), m10_s3=m10.stride(3), m24_ptr=m24, m24_s0=m24.stride(0), m24_s1=m24.stride(1), m24_s2=m24.stride(2), m24_s3=m24.stride(3), buf48_ptr=buf48, buf48_s0=buf48.stride(0), buf48_s1=buf48.stride(1), buf48_s2=buf48.stride(2), buf48_s3=buf48.stride(3), E_c1=2, E_n1=4, E_n2=32, E_n3=16, F_n1=_pow2(4), F_n2=_pow2(32), F_n3=_pow2(16), T_c1=T['c1'])
    m52 = inputs['w_subln']
    m51 = m52.reshape([1, 1, 1, 32])
    states82 = torch.full([_cdiv(32, T['c0']), _cdiv(32, T['c3']), _pow2(2), _pow2(4), T['c0'], 1], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(32, T['c0']) * _cdiv(32, T['c3']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), m10_ptr=m10, m10_s0=m10.stride(0), m10_s1=m10.stride(1), m10_s2=m10.stride(2), m10_s3=m10.stride(3), m31_ptr=m31, m31_s0=m31.stride(0), m31_s1=m31.stride(1), m31_s2=m31.stride(2), m31_s3=m31.stride(3), m33_ptr=m33, m33_s0=m33.stride(0), m33_s1=m33.stride(1), m33_s2=m33.stride(2), m33_s3=m33.stride(3), m24_ptr=m24, m24_s0=m24.stride(0), m24_s1=m24.stride(1), m24_s2=m24.stride(2), m24_s3=m24.stride(3), states82_ptr=states82, states82_s0=states82.stride(0), states82_s1=states82.stride(1), states82_s2=states82.stride(2), states82_s3=states82.stride(3), states82_s4=states82.stride(4), states82_s5=states82.stride(5), E_c0=32, E_c3=32, E_n0=2, E_n1=4, E_n2=32, E_n3=16, F_n0=_pow2(2), F_n1=_pow2(4), F_n2=_pow2(32), F_n3=_pow2(16), T_c0=T['c0'], T_c3=T['c3'])
    buf89 = torch.full([2, 4, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(_cdiv(32, T['c0']),)](buf29_ptr=buf29, buf29_s0=buf29.stride(0), buf29_s1=buf29.stride(1), buf29_s2=buf29.stride(2), buf29_s3=buf29.stride(3), buf48_ptr=buf48, buf48_s0=buf48.stride(0), buf48_s1=buf48.stride(1), buf48_s2=buf48.stride(2), buf48_s3=buf48.stride(3), m51_ptr=m51, m51_s0=m51.stride(0), m51_s1=m51.stride(1), m51_s2=m51.stride(2), m51_s3=m51.stride(3), states82_ptr=states82, states82_s0=states82.stride(0), states82_s1=states82.stride(1), states82_s2=states82.stride(2), states82_s3=states82.stride(3), states82_s4=states82.stride(4), states82_s5=states82.stride(5), buf89_ptr=buf89, buf89_s0=buf89.stride(0), buf89_s1=buf89.stride(1), buf89_s2=buf89.stride(2), buf89_s3=buf89.stride(3), E_c0=32, E_c3=32, E_n0=2, E_n1=4, E_n2=32, F_n0=_pow2(2), F_n1=_pow2(4), F_n2=_pow2(32), T_c0=T['c0'], T_c3=T['c3'])
    return buf89


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
