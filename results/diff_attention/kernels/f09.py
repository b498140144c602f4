"""diff_attention [small], candidate 9: 5 kernel(s)

Rendered by EqiForge from candidate 9 of diff_attention [small]: grid(q1.2@2) loop(v.2[32]: rescale) [2 mm] ; grid(v.1@1) loop(v.2[32]: rescale) loop(v.2[32]: pair(sum, sum)) [3 mm] ; grid(v.3@3) ; grid(q1.2@2) loop(v.2[32]: rescale) loop(v.2[32]: max) loop(v.2[32]: sum) [2 mm] ; grid(q1.2@2)
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid q1.2@2[32]
    c1: grid v.3@3[32]
    c2: loop v.2[32]
    c3: grid v.1@1[4]

Run it on its own: `python kernels/f09.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/diff_attention.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 16, "c1": 16, "c2": 16, "c3": 2}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m4_ptr, m4_s0, m4_s1, m4_s2, m4_s3, m8_ptr, m8_s0, m8_s1, m8_s2, m8_s3, m22_ptr, m22_s0, m22_s1, m22_s2, m22_s3, buf30_ptr, buf30_s0, buf30_s1, buf30_s2, buf30_s3, E_c0, E_c2, E_n0, E_n1, E_n2, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # writes buf30: Combine over grid q1.2@2[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n3 = tl.arange(0, F_n3)
    offs_n2 = tl.arange(0, F_n2)
    t2 = tl.load(m1_ptr + offs_n0[:, None, None, None] * m1_s0 + offs_n1[None, :, None, None] * m1_s1 + offs_c0[None, None, :, None] * m1_s2 + offs_n3[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t3 = (t2) * (0.25)
    acc25 = tl.full([F_n0, F_n1, T_c0, 1], -float('inf'), tl.float32)
    acc26 = tl.full([F_n0, F_n1, T_c0, F_n2], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t6 = tl.load(m4_ptr + offs_n0[:, None, None, None] * m4_s0 + offs_n1[None, :, None, None] * m4_s1 + offs_n3[None, None, :, None] * m4_s2 + offs_c2[None, None, None, :] * m4_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n3 < E_n3)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
        t7 = tl.sum(tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, None, :], t3, 0.0), 4) * tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, :, None], t6, 0.0), 2), axis=3)
        t17 = tl.load(m8_ptr + offs_c0[None, None, :, None] * m8_s2 + offs_c2[None, None, None, :] * m8_s3, mask=(offs_c0 < E_c0)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
        t18 = t7 + t17
        t19 = tl.max(tl.where((offs_c2 < E_c2)[None, None, None, :], t18, -float('inf')), axis=3, keep_dims=True)
        t20 = t18 - (t19)
        t21 = tl.exp(t20)
        t23 = tl.load(m22_ptr + offs_n0[:, None, None, None] * m22_s0 + offs_n1[None, :, None, None] * m22_s1 + offs_c2[None, None, :, None] * m22_s2 + offs_n2[None, None, None, :] * m22_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
        t24 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :], t21, 0.0), 4) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :, None], t23, 0.0), 2), axis=3)
        m27 = tl.maximum(acc25, t19)
        r28 = tl.where(acc25 == -float("inf"), 0.0, tl.exp(acc25 - m27))
        r29 = tl.where(t19 == -float("inf"), 0.0, tl.exp(t19 - m27))
        acc26 = tl.where(acc25 == -float("inf"), 0.0, acc26 * r28) + tl.where(t19 == -float("inf"), 0.0, t24 * r29)
        acc25 = m27
    tl.store(buf30_ptr + offs_n0[:, None, None, None] * buf30_s0 + offs_n1[None, :, None, None] * buf30_s1 + offs_c0[None, None, :, None] * buf30_s2 + offs_n2[None, None, None, :] * buf30_s3, acc26, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :])


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m4_ptr, m4_s0, m4_s1, m4_s2, m4_s3, m8_ptr, m8_s0, m8_s1, m8_s2, m8_s3, m22_ptr, m22_s0, m22_s1, m22_s2, m22_s3, buf62_ptr, buf62_s0, buf62_s1, buf62_s2, buf62_s3, E_c2, E_c3, E_n0, E_n2, E_n3, F_n0: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # writes buf62: Combine over grid v.1@1[4]
    pid = tl.program_id(0)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n2 = tl.arange(0, F_n2)
    offs_n3 = tl.arange(0, F_n3)
    t32 = tl.load(m1_ptr + offs_n0[:, None, None, None] * m1_s0 + offs_c3[None, :, None, None] * m1_s1 + offs_n2[None, None, :, None] * m1_s2 + offs_n3[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c3 < E_c3)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    acc43 = tl.full([F_n0, T_c3, F_n2, 1], -float('inf'), tl.float32)
    acc44 = tl.full([F_n0, T_c3, F_n2, F_n2], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t33 = tl.load(m4_ptr + offs_n0[:, None, None, None] * m4_s0 + offs_c3[None, :, None, None] * m4_s1 + offs_n3[None, None, :, None] * m4_s2 + offs_c2[None, None, None, :] * m4_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c3 < E_c3)[None, :, None, None] & (offs_n3 < E_n3)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
        t34 = tl.sum(tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, None, :], t32, 0.0), 4) * tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, :, None], t33, 0.0), 2), axis=3)
        t35 = (t34) * (0.25)
        t36 = tl.load(m8_ptr + offs_n2[None, None, :, None] * m8_s2 + offs_c2[None, None, None, :] * m8_s3, mask=(offs_n2 < E_n2)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
        t37 = t35 + t36
        t38 = tl.max(tl.where((offs_c2 < E_c2)[None, None, None, :], t37, -float('inf')), axis=3, keep_dims=True)
        t39 = t37 - (t38)
        t40 = tl.exp(t39)
        t41 = tl.load(m22_ptr + offs_n0[:, None, None, None] * m22_s0 + offs_c3[None, :, None, None] * m22_s1 + offs_c2[None, None, :, None] * m22_s2 + offs_n2[None, None, None, :] * m22_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c3 < E_c3)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
        t42 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :], t40, 0.0), 4) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :, None], t41, 0.0), 2), axis=3)
        m45 = tl.maximum(acc43, t38)
        r46 = tl.where(acc43 == -float("inf"), 0.0, tl.exp(acc43 - m45))
        r47 = tl.where(t38 == -float("inf"), 0.0, tl.exp(t38 - m45))
        acc44 = tl.where(acc43 == -float("inf"), 0.0, acc44 * r46) + tl.where(t38 == -float("inf"), 0.0, t42 * r47)
        acc43 = m45
    t48 = tl.exp(acc43)
    t49 = 1.0 / (t48)
    acc59 = tl.full([F_n0, T_c3, F_n2, 1], 0.0, tl.float32)
    acc60 = tl.full([F_n0, T_c3, F_n2, F_n2], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t50 = tl.load(m4_ptr + offs_n0[:, None, None, None] * m4_s0 + offs_c3[None, :, None, None] * m4_s1 + offs_n3[None, None, :, None] * m4_s2 + offs_c2[None, None, None, :] * m4_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c3 < E_c3)[None, :, None, None] & (offs_n3 < E_n3)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
        t51 = tl.sum(tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, None, :], t32, 0.0), 4) * tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, :, None], t50, 0.0), 2), axis=3)
        t52 = (t51) * (0.25)
        t53 = tl.load(m8_ptr + offs_n2[None, None, :, None] * m8_s2 + offs_c2[None, None, None, :] * m8_s3, mask=(offs_n2 < E_n2)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
        t54 = t52 + t53
        t55 = tl.exp(t54)
        t56 = tl.sum(tl.where((offs_c2 < E_c2)[None, None, None, :], t55, 0.0), axis=3, keep_dims=True)
        t57 = tl.load(m22_ptr + offs_n0[:, None, None, None] * m22_s0 + offs_c3[None, :, None, None] * m22_s1 + offs_c2[None, None, :, None] * m22_s2 + offs_n2[None, None, None, :] * m22_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c3 < E_c3)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
        t58 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :], t55, 0.0), 4) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :, None], t57, 0.0), 2), axis=3)
        acc59 = acc59 + t56
        acc60 = acc60 + t58
    t61 = (t49) * (acc59)
    tl.store(buf62_ptr + offs_n0[:, None, None, None] * buf62_s0 + offs_c3[None, :, None, None] * buf62_s1 + offs_n2[None, None, :, None] * buf62_s2, t61, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c3 < E_c3)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None])


@triton.jit
def kernel_2(buf30_ptr, buf30_s0, buf30_s1, buf30_s2, buf30_s3, buf62_ptr, buf62_s0, buf62_s1, buf62_s2, buf62_s3, buf65_ptr, buf65_s0, buf65_s1, buf65_s2, buf65_s3, E_c1, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c1: tl.constexpr):
    # writes buf65: Combine over grid v.3@3[32]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t31 = tl.load(buf30_ptr + offs_n0[:, None, None, None] * buf30_s0 + offs_n1[None, :, None, None] * buf30_s1 + offs_n2[None, None, :, None] * buf30_s2 + offs_c1[None, None, None, :] * buf30_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
    t63 = tl.load(buf62_ptr + offs_n0[:, None, None, None] * buf62_s0 + offs_n1[None, :, None, None] * buf62_s1 + offs_n2[None, None, :, None] * buf62_s2, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None], other=0).to(tl.float32)
    t64 = (t31) / (t63)
    tl.store(buf65_ptr + offs_n0[:, None, None, None] * buf65_s0 + offs_n1[None, :, None, None] * buf65_s1 + offs_n2[None, None, :, None] * buf65_s2 + offs_c1[None, None, None, :] * buf65_s3, t64, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :])


@triton.jit
def kernel_3(m67_ptr, m67_s0, m67_s1, m67_s2, m67_s3, m70_ptr, m70_s0, m70_s1, m70_s2, m70_s3, m8_ptr, m8_s0, m8_s1, m8_s2, m8_s3, m22_ptr, m22_s0, m22_s1, m22_s2, m22_s3, buf104_ptr, buf104_s0, buf104_s1, buf104_s2, buf104_s3, E_c0, E_c2, E_n0, E_n1, E_n2, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # writes buf104: Combine over grid q1.2@2[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n3 = tl.arange(0, F_n3)
    offs_n2 = tl.arange(0, F_n2)
    t68 = tl.load(m67_ptr + offs_n0[:, None, None, None] * m67_s0 + offs_n1[None, :, None, None] * m67_s1 + offs_c0[None, None, :, None] * m67_s2 + offs_n3[None, None, None, :] * m67_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t69 = (t68) * (0.25)
    acc81 = tl.full([F_n0, F_n1, T_c0, 1], -float('inf'), tl.float32)
    acc82 = tl.full([F_n0, F_n1, T_c0, F_n2], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t72 = tl.load(m70_ptr + offs_n0[:, None, None, None] * m70_s0 + offs_n1[None, :, None, None] * m70_s1 + offs_n3[None, None, :, None] * m70_s2 + offs_c2[None, None, None, :] * m70_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n3 < E_n3)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
        t73 = tl.sum(tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, None, :], t69, 0.0), 4) * tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, :, None], t72, 0.0), 2), axis=3)
        t74 = tl.load(m8_ptr + offs_c0[None, None, :, None] * m8_s2 + offs_c2[None, None, None, :] * m8_s3, mask=(offs_c0 < E_c0)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
        t75 = t73 + t74
        t76 = tl.max(tl.where((offs_c2 < E_c2)[None, None, None, :], t75, -float('inf')), axis=3, keep_dims=True)
        t77 = t75 - (t76)
        t78 = tl.exp(t77)
        t79 = tl.load(m22_ptr + offs_n0[:, None, None, None] * m22_s0 + offs_n1[None, :, None, None] * m22_s1 + offs_c2[None, None, :, None] * m22_s2 + offs_n2[None, None, None, :] * m22_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
        t80 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :], t78, 0.0), 4) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :, None], t79, 0.0), 2), axis=3)
        m83 = tl.maximum(acc81, t76)
        r84 = tl.where(acc81 == -float("inf"), 0.0, tl.exp(acc81 - m83))
        r85 = tl.where(t76 == -float("inf"), 0.0, tl.exp(t76 - m83))
        acc82 = tl.where(acc81 == -float("inf"), 0.0, acc82 * r84) + tl.where(t76 == -float("inf"), 0.0, t80 * r85)
        acc81 = m83
    acc91 = tl.full([F_n0, F_n1, T_c0, 1], -float('inf'), tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t86 = tl.load(m70_ptr + offs_n0[:, None, None, None] * m70_s0 + offs_n1[None, :, None, None] * m70_s1 + offs_n3[None, None, :, None] * m70_s2 + offs_c2[None, None, None, :] * m70_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n3 < E_n3)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
        t87 = tl.sum(tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, None, :], t69, 0.0), 4) * tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, :, None], t86, 0.0), 2), axis=3)
        t88 = tl.load(m8_ptr + offs_c0[None, None, :, None] * m8_s2 + offs_c2[None, None, None, :] * m8_s3, mask=(offs_c0 < E_c0)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
        t89 = t87 + t88
        t90 = tl.max(tl.where((offs_c2 < E_c2)[None, None, None, :], t89, -float('inf')), axis=3, keep_dims=True)
        acc91 = tl.maximum(acc91, t90)
    t92 = tl.exp(acc91)
    t93 = 1.0 / (t92)
    acc100 = tl.full([F_n0, F_n1, T_c0, 1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t94 = tl.load(m70_ptr + offs_n0[:, None, None, None] * m70_s0 + offs_n1[None, :, None, None] * m70_s1 + offs_n3[None, None, :, None] * m70_s2 + offs_c2[None, None, None, :] * m70_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n3 < E_n3)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
        t95 = tl.sum(tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, None, :], t69, 0.0), 4) * tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, :, None], t94, 0.0), 2), axis=3)
        t96 = tl.load(m8_ptr + offs_c0[None, None, :, None] * m8_s2 + offs_c2[None, None, None, :] * m8_s3, mask=(offs_c0 < E_c0)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
        t97 = t95 + t96
        t98 = tl.exp(t97)
        t99 = tl.sum(tl.where((offs_c2 < E_c2)[None, None, None, :], t98, 0.0), axis=3, keep_dims=True)
        acc100 = acc100 + t99
    t101 = (t93) * (acc100)
    t102 = (acc82) / (t101)
    t103 = (t102) * (0.8375055882312481)
    tl.store(buf104_ptr + offs_n0[:, None, None, None] * buf104_s0 + offs_n1[None, :, None, None] * buf104_s1 + offs_c0[None, None, :, None] * buf104_s2 + offs_n2[None, None, None, :] * buf104_s3, t103, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :])


@triton.jit
def kernel_4(buf65_ptr, buf65_s0, buf65_s1, buf65_s2, buf65_s3, buf104_ptr, buf104_s0, buf104_s1, buf104_s2, buf104_s3, m107_ptr, m107_s0, m107_s1, m107_s2, m107_s3, buf117_ptr, buf117_s0, buf117_s1, buf117_s2, buf117_s3, E_c0, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr):
    # writes buf117: Combine over grid q1.2@2[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t66 = tl.load(buf65_ptr + offs_n0[:, None, None, None] * buf65_s0 + offs_n1[None, :, None, None] * buf65_s1 + offs_c0[None, None, :, None] * buf65_s2 + offs_n2[None, None, None, :] * buf65_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t105 = tl.load(buf104_ptr + offs_n0[:, None, None, None] * buf104_s0 + offs_n1[None, :, None, None] * buf104_s1 + offs_c0[None, None, :, None] * buf104_s2 + offs_n2[None, None, None, :] * buf104_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t106 = t66 - (t105)
    t109 = tl.load(m107_ptr + offs_n2[None, None, None, :] * m107_s3, mask=(offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t110 = (t106) * (t109)
    t111 = (t106) * (t106)
    t112 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t111, 0.0), axis=3, keep_dims=True)
    t113 = t112 + 0.00032
    t114 = tl.rsqrt(t113)
    t115 = (t110) * (t114)
    t116 = (t115) * (1.2241106391612262)
    tl.store(buf117_ptr + offs_n0[:, None, None, None] * buf117_s0 + offs_n1[None, :, None, None] * buf117_s1 + offs_c0[None, None, :, None] * buf117_s2 + offs_n2[None, None, None, :] * buf117_s3, t116, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :])


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
    m5 = inputs['k1']
    m4 = m5.permute([0, 1, 3, 2])
    m12 = _iota([32, 32], 1, device)
    m13 = _iota([32, 32], 0, device)
    m11 = _BINARY["Sub"](m12, m13)
    m14 = torch.tensor(1.0, dtype=torch.float32, device=device)
    m10 = _BINARY["Ge"](m11, m14)
    m15 = torch.full([32, 32], -float("inf"), dtype=torch.float32, device=device)
    m16 = torch.full([32, 32], 0.0, dtype=torch.float32, device=device)
    m9 = torch.where(m10, m15, m16)
    m8 = m9.reshape([1, 1, 32, 32])
    m22 = inputs['v']
    buf30 = torch.full([2, 4, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(32, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m4_ptr=m4, m4_s0=m4.stride(0), m4_s1=m4.stride(1), m4_s2=m4.stride(2), m4_s3=m4.stride(3), m8_ptr=m8, m8_s0=m8.stride(0), m8_s1=m8.stride(1), m8_s2=m8.stride(2), m8_s3=m8.stride(3), m22_ptr=m22, m22_s0=m22.stride(0), m22_s1=m22.stride(1), m22_s2=m22.stride(2), m22_s3=m22.stride(3), buf30_ptr=buf30, buf30_s0=buf30.stride(0), buf30_s1=buf30.stride(1), buf30_s2=buf30.stride(2), buf30_s3=buf30.stride(3), E_c0=32, E_c2=32, E_n0=2, E_n1=4, E_n2=32, E_n3=16, F_n0=_pow2(2), F_n1=_pow2(4), F_n2=_pow2(32), F_n3=_pow2(16), T_c0=T['c0'], T_c2=T['c2'])
    buf62 = torch.full([2, 4, 32, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(4, T['c3']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m4_ptr=m4, m4_s0=m4.stride(0), m4_s1=m4.stride(1), m4_s2=m4.stride(2), m4_s3=m4.stride(3), m8_ptr=m8, m8_s0=m8.stride(0), m8_s1=m8.stride(1), m8_s2=m8.stride(2), m8_s3=m8.stride(3), m22_ptr=m22, m22_s0=m22.stride(0), m22_s1=m22.stride(1), m22_s2=m22.stride(2), m22_s3=m22.stride(3), buf62_ptr=buf62, buf62_s0=buf62.stride(0), buf62_s1=buf62.stride(1), buf62_s2=buf62.stride(2), buf62_s3=buf62.stride(3), E_c2=32, E_c3=4, E_n0=2, E_n2=32, E_n3=16, F_n0=_pow2(2), F_n2=_pow2(32), F_n3=_pow2(16), T_c2=T['c2'], T_c3=T['c3'])
    buf65 = torch.full([2, 4, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(32, T['c1']),)](buf30_ptr=buf30, buf30_s0=buf30.stride(0), buf30_s1=buf30.stride(1), buf30_s2=buf30.stride(2), buf30_s3=buf30.stride(3), buf62_ptr=buf62, buf62_s0=buf62.stride(0), buf62_s1=buf62.stride(1), buf62_s2=buf62.stride(2), buf62_s3=buf62.stride(3), buf65_ptr=buf65, buf65_s0=buf65.stride(0), buf65_s1=buf65.stride(1), buf65_s2=buf65.stride(2), buf65_s3=buf65.stride(3), E_c1=32, E_n0=2, E_n1=4, E_n2=32, F_n0=_pow2(2), F_n1=_pow2(4), F_n2=_pow2(32), T_c1=T['c1'])
    m67 = inputs['q2']
    m71 = inputs['k2']
    m70 = m71.permute([0, 1, 3, 2])
    buf104 = torch.full([2, 4, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(32, T['c0']),)](m67_ptr=m67, m67_s0=m67.stride(0), m67_s1=m67.stride(1), m67_s2=m67.stride(2), m67_s3=m67.stride(3), m70_ptr=m70, m70_s0=m70.stride(0), m70_s1=m70.stride(1), m70_s2=m70.stride(2), m70_s3=m70.stride(3), m8_ptr=m8, m8_s0=m8.stride(0), m8_s1=m8.stride(1), m8_s2=m8.stride(2), m8_s3=m8.stride(3), m22_ptr=m22, m22_s0=m22.stride(0), m22_s1=m22.stride(1), m22_s2=m22.stride(2), m22_s3=m22.stride(3), buf104_ptr=buf104, buf104_s0=buf104.stride(0), buf104_s1=buf104.stride(1), buf104_s2=buf104.stride(2), buf104_s3=buf104.stride(3), E_c0=32, E_c2=32, E_n0=2, E_n1=4, E_n2=32, E_n3=16, F_n0=_pow2(2), F_n1=_pow2(4), F_n2=_pow2(32), F_n3=_pow2(16), T_c0=T['c0'], T_c2=T['c2'])
    m108 = inputs['w_subln']
    m107 = m108.reshape([1, 1, 1, 32])
    buf117 = torch.full([2, 4, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(_cdiv(32, T['c0']),)](buf65_ptr=buf65, buf65_s0=buf65.stride(0), buf65_s1=buf65.stride(1), buf65_s2=buf65.stride(2), buf65_s3=buf65.stride(3), buf104_ptr=buf104, buf104_s0=buf104.stride(0), buf104_s1=buf104.stride(1), buf104_s2=buf104.stride(2), buf104_s3=buf104.stride(3), m107_ptr=m107, m107_s0=m107.stride(0), m107_s1=m107.stride(1), m107_s2=m107.stride(2), m107_s3=m107.stride(3), buf117_ptr=buf117, buf117_s0=buf117.stride(0), buf117_s1=buf117.stride(1), buf117_s2=buf117.stride(2), buf117_s3=buf117.stride(3), E_c0=32, E_n0=2, E_n1=4, E_n2=32, F_n0=_pow2(2), F_n1=_pow2(4), F_n2=_pow2(32), T_c0=T['c0'])
    return buf117


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
