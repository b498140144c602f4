"""attention_sinks [small], candidate 84: 6 kernel(s)

Rendered by EqiForge from candidate 84 of attention_sinks [small]: grid(k.2@3) loop(k.3[16]: sum) [1 mm] ; grid(k.2@3) ; grid(k.1@1) ; grid(k.0@0) loop(k.2[32]: sum) [1 mm] ; grid(k.1@1) ; grid(k.0@0)
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid k.0@0[2]
    c1: loop k.2[32]
    c2: grid k.2@3[32]
    c3: loop k.3[16]
    c4: grid k.1@1[2]

Run it on its own: `python kernels/f84.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/attention_sinks.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 1, "c1": 16, "c2": 16, "c3": 8, "c4": 1}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 2, "c1": 32, "c2": 32, "c3": 16, "c4": 2}


@triton.jit
def kernel_0(m13_ptr, m13_s0, m13_s1, m13_s2, m13_s3, m13_s4, m16_ptr, m16_s0, m16_s1, m16_s2, m16_s3, m16_s4, buf22_ptr, buf22_s0, buf22_s1, buf22_s2, buf22_s3, buf22_s4, E_c2, E_c3, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # writes buf22: Combine over grid k.2@3[32]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    acc21 = tl.full([F_n0, F_n0, F_n0, T_c2, F_n1], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t15 = tl.load(m13_ptr + offs_n0[:, None, None, None, None] * m13_s0 + offs_n0[None, :, None, None, None] * m13_s1 + offs_n0[None, None, :, None, None] * m13_s2 + offs_c2[None, None, None, :, None] * m13_s3 + offs_c3[None, None, None, None, :] * m13_s4, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_c2 < E_c2)[None, None, None, :, None] & (offs_c3 < E_c3)[None, None, None, None, :], other=0).to(tl.float32)
        t19 = tl.load(m16_ptr + offs_n0[:, None, None, None, None] * m16_s0 + offs_n0[None, :, None, None, None] * m16_s1 + offs_c3[None, None, None, :, None] * m16_s3 + offs_n1[None, None, None, None, :] * m16_s4, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_c3 < E_c3)[None, None, None, :, None] & (offs_n1 < E_n1)[None, None, None, None, :], other=0).to(tl.float32)
        t20 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, None, :], t15, 0.0), 5) * tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, :, None], t19, 0.0), 3), axis=4)
        acc21 = acc21 + t20
    tl.store(buf22_ptr + offs_n0[:, None, None, None, None] * buf22_s0 + offs_n0[None, :, None, None, None] * buf22_s1 + offs_n0[None, None, :, None, None] * buf22_s2 + offs_c2[None, None, None, :, None] * buf22_s3 + offs_n1[None, None, None, None, :] * buf22_s4, acc21, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_c2 < E_c2)[None, None, None, :, None] & (offs_n1 < E_n1)[None, None, None, None, :])


@triton.jit
def kernel_1(buf22_ptr, buf22_s0, buf22_s1, buf22_s2, buf22_s3, buf22_s4, buf25_ptr, buf25_s0, buf25_s1, buf25_s2, buf25_s3, buf25_s4, E_c2, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf25: Combine over grid k.2@3[32]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t23 = tl.load(buf22_ptr + offs_n0[:, None, None, None, None] * buf22_s0 + offs_n0[None, :, None, None, None] * buf22_s1 + offs_n0[None, None, :, None, None] * buf22_s2 + offs_c2[None, None, None, :, None] * buf22_s3 + offs_n1[None, None, None, None, :] * buf22_s4, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_c2 < E_c2)[None, None, None, :, None] & (offs_n1 < E_n1)[None, None, None, None, :], other=0).to(tl.float32)
    t24 = (t23) * (0.25)
    tl.store(buf25_ptr + offs_n0[:, None, None, None, None] * buf25_s0 + offs_n0[None, :, None, None, None] * buf25_s1 + offs_n0[None, None, :, None, None] * buf25_s2 + offs_c2[None, None, None, :, None] * buf25_s3 + offs_n1[None, None, None, None, :] * buf25_s4, t24, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_c2 < E_c2)[None, None, None, :, None] & (offs_n1 < E_n1)[None, None, None, None, :])


@triton.jit
def kernel_2(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m1_s4, m6_ptr, m6_s0, m6_s1, m6_s2, m6_s3, m6_s4, buf22_ptr, buf22_s0, buf22_s1, buf22_s2, buf22_s3, buf22_s4, m28_ptr, m28_s0, m28_s1, m28_s2, m28_s3, m28_s4, buf43_ptr, buf43_s0, buf43_s1, buf43_s2, buf43_s3, buf43_s4, E_c4, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c4: tl.constexpr):
    # writes buf43: Combine over grid k.1@1[2]
    pid = tl.program_id(0)
    i_c4 = pid % tl.cdiv(E_c4, T_c4)
    pid = pid // tl.cdiv(E_c4, T_c4)
    offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    t35 = tl.load(m1_ptr + offs_n1[None, None, None, None, :] * m1_s4, mask=(offs_n1 < E_n1)[None, None, None, None, :], other=0)
    t36 = tl.load(m6_ptr + offs_n1[None, None, None, :, None] * m6_s3 + offs_n1[None, None, None, None, :] * m6_s4, mask=(offs_n1 < E_n1)[None, None, None, :, None] & (offs_n1 < E_n1)[None, None, None, None, :], other=0)
    t37 = tl.load(buf22_ptr + offs_n0[:, None, None, None, None] * buf22_s0 + offs_c4[None, :, None, None, None] * buf22_s1 + offs_n0[None, None, :, None, None] * buf22_s2 + offs_n1[None, None, None, :, None] * buf22_s3 + offs_n1[None, None, None, None, :] * buf22_s4, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_c4 < E_c4)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :, None] & (offs_n1 < E_n1)[None, None, None, None, :], other=0).to(tl.float32)
    t38 = tl.where(t36, -float("inf"), t37)
    t39 = tl.load(m28_ptr + offs_n1[None, None, None, :, None] * m28_s3 + offs_n1[None, None, None, None, :] * m28_s4, mask=(offs_n1 < E_n1)[None, None, None, :, None] & (offs_n1 < E_n1)[None, None, None, None, :], other=0)
    t40 = tl.where(t39, -float("inf"), t38)
    t41 = tl.where(t35, t38, t40)
    t42 = tl.max(tl.where((offs_n1 < E_n1)[None, None, None, None, :], t41, -float('inf')), axis=4, keep_dims=True)
    tl.store(buf43_ptr + offs_n0[:, None, None, None, None] * buf43_s0 + offs_c4[None, :, None, None, None] * buf43_s1 + offs_n0[None, None, :, None, None] * buf43_s2 + offs_n1[None, None, None, :, None] * buf43_s3, t42, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_c4 < E_c4)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :, None])


@triton.jit
def kernel_3(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m1_s4, m6_ptr, m6_s0, m6_s1, m6_s2, m6_s3, m6_s4, buf25_ptr, buf25_s0, buf25_s1, buf25_s2, buf25_s3, buf25_s4, m28_ptr, m28_s0, m28_s1, m28_s2, m28_s3, m28_s4, buf43_ptr, buf43_s0, buf43_s1, buf43_s2, buf43_s3, buf43_s4, m46_ptr, m46_s0, m46_s1, m46_s2, m46_s3, m46_s4, m52_ptr, m52_s0, m52_s1, m52_s2, m52_s3, m52_s4, buf57_ptr, buf57_s0, buf57_s1, buf57_s2, buf57_s3, buf57_s4, E_c0, E_c1, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf57: Combine over grid k.0@0[2]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n2 = tl.arange(0, F_n2)
    t44 = tl.load(buf43_ptr + offs_c0[:, None, None, None, None] * buf43_s0 + offs_n0[None, :, None, None, None] * buf43_s1 + offs_n0[None, None, :, None, None] * buf43_s2 + offs_n1[None, None, None, :, None] * buf43_s3, mask=(offs_c0 < E_c0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :, None], other=0).to(tl.float32)
    t45 = (t44) * (0.25)
    t48 = tl.load(m46_ptr + offs_n0[None, :, None, None, None] * m46_s1 + offs_n0[None, None, :, None, None] * m46_s2, mask=(offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None], other=0).to(tl.float32)
    t49 = tl.maximum(t45, t48)
    acc56 = tl.full([T_c0, F_n0, F_n0, F_n1, F_n2], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t5 = tl.load(m1_ptr + offs_c1[None, None, None, None, :] * m1_s4, mask=(offs_c1 < E_c1)[None, None, None, None, :], other=0)
        t12 = tl.load(m6_ptr + offs_n1[None, None, None, :, None] * m6_s3 + offs_c1[None, None, None, None, :] * m6_s4, mask=(offs_n1 < E_n1)[None, None, None, :, None] & (offs_c1 < E_c1)[None, None, None, None, :], other=0)
        t26 = tl.load(buf25_ptr + offs_c0[:, None, None, None, None] * buf25_s0 + offs_n0[None, :, None, None, None] * buf25_s1 + offs_n0[None, None, :, None, None] * buf25_s2 + offs_n1[None, None, None, :, None] * buf25_s3 + offs_c1[None, None, None, None, :] * buf25_s4, mask=(offs_c0 < E_c0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :, None] & (offs_c1 < E_c1)[None, None, None, None, :], other=0).to(tl.float32)
        t27 = tl.where(t12, -float("inf"), t26)
        t32 = tl.load(m28_ptr + offs_n1[None, None, None, :, None] * m28_s3 + offs_c1[None, None, None, None, :] * m28_s4, mask=(offs_n1 < E_n1)[None, None, None, :, None] & (offs_c1 < E_c1)[None, None, None, None, :], other=0)
        t33 = tl.where(t32, -float("inf"), t27)
        t34 = tl.where(t5, t27, t33)
        t50 = t34 - (t49)
        t51 = tl.exp(t50)
        t54 = tl.load(m52_ptr + offs_c0[:, None, None, None, None] * m52_s0 + offs_n0[None, :, None, None, None] * m52_s1 + offs_c1[None, None, None, :, None] * m52_s3 + offs_n2[None, None, None, None, :] * m52_s4, mask=(offs_c0 < E_c0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_c1 < E_c1)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :], other=0).to(tl.float32)
        t55 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, None, :], t51, 0.0), 5) * tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, :, None], t54, 0.0), 3), axis=4)
        acc56 = acc56 + t55
    tl.store(buf57_ptr + offs_c0[:, None, None, None, None] * buf57_s0 + offs_n0[None, :, None, None, None] * buf57_s1 + offs_n0[None, None, :, None, None] * buf57_s2 + offs_n1[None, None, None, :, None] * buf57_s3 + offs_n2[None, None, None, None, :] * buf57_s4, acc56, mask=(offs_c0 < E_c0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :])


@triton.jit
def kernel_4(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m1_s4, m6_ptr, m6_s0, m6_s1, m6_s2, m6_s3, m6_s4, buf25_ptr, buf25_s0, buf25_s1, buf25_s2, buf25_s3, buf25_s4, m28_ptr, m28_s0, m28_s1, m28_s2, m28_s3, m28_s4, buf43_ptr, buf43_s0, buf43_s1, buf43_s2, buf43_s3, buf43_s4, m46_ptr, m46_s0, m46_s1, m46_s2, m46_s3, m46_s4, buf73_ptr, buf73_s0, buf73_s1, buf73_s2, buf73_s3, buf73_s4, E_c4, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c4: tl.constexpr):
    # writes buf73: Combine over grid k.1@1[2]
    pid = tl.program_id(0)
    i_c4 = pid % tl.cdiv(E_c4, T_c4)
    pid = pid // tl.cdiv(E_c4, T_c4)
    offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    t59 = tl.load(m1_ptr + offs_n1[None, None, None, None, :] * m1_s4, mask=(offs_n1 < E_n1)[None, None, None, None, :], other=0)
    t60 = tl.load(m6_ptr + offs_n1[None, None, None, :, None] * m6_s3 + offs_n1[None, None, None, None, :] * m6_s4, mask=(offs_n1 < E_n1)[None, None, None, :, None] & (offs_n1 < E_n1)[None, None, None, None, :], other=0)
    t61 = tl.load(buf25_ptr + offs_n0[:, None, None, None, None] * buf25_s0 + offs_c4[None, :, None, None, None] * buf25_s1 + offs_n0[None, None, :, None, None] * buf25_s2 + offs_n1[None, None, None, :, None] * buf25_s3 + offs_n1[None, None, None, None, :] * buf25_s4, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_c4 < E_c4)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :, None] & (offs_n1 < E_n1)[None, None, None, None, :], other=0).to(tl.float32)
    t62 = tl.where(t60, -float("inf"), t61)
    t63 = tl.load(m28_ptr + offs_n1[None, None, None, :, None] * m28_s3 + offs_n1[None, None, None, None, :] * m28_s4, mask=(offs_n1 < E_n1)[None, None, None, :, None] & (offs_n1 < E_n1)[None, None, None, None, :], other=0)
    t64 = tl.where(t63, -float("inf"), t62)
    t65 = tl.where(t59, t62, t64)
    t66 = tl.load(buf43_ptr + offs_n0[:, None, None, None, None] * buf43_s0 + offs_c4[None, :, None, None, None] * buf43_s1 + offs_n0[None, None, :, None, None] * buf43_s2 + offs_n1[None, None, None, :, None] * buf43_s3, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_c4 < E_c4)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :, None], other=0).to(tl.float32)
    t67 = (t66) * (0.25)
    t68 = tl.load(m46_ptr + offs_c4[None, :, None, None, None] * m46_s1 + offs_n0[None, None, :, None, None] * m46_s2, mask=(offs_c4 < E_c4)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None], other=0).to(tl.float32)
    t69 = tl.maximum(t67, t68)
    t70 = t65 - (t69)
    t71 = tl.exp(t70)
    t72 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, None, :], t71, 0.0), axis=4, keep_dims=True)
    tl.store(buf73_ptr + offs_n0[:, None, None, None, None] * buf73_s0 + offs_c4[None, :, None, None, None] * buf73_s1 + offs_n0[None, None, :, None, None] * buf73_s2 + offs_n1[None, None, None, :, None] * buf73_s3, t72, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_c4 < E_c4)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :, None])


@triton.jit
def kernel_5(buf57_ptr, buf57_s0, buf57_s1, buf57_s2, buf57_s3, buf57_s4, buf73_ptr, buf73_s0, buf73_s1, buf73_s2, buf73_s3, buf73_s4, m46_ptr, m46_s0, m46_s1, m46_s2, m46_s3, m46_s4, buf43_ptr, buf43_s0, buf43_s1, buf43_s2, buf43_s3, buf43_s4, buf84_ptr, buf84_s0, buf84_s1, buf84_s2, buf84_s3, E_c0, E_n0, E_n1, E_n2, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c0: tl.constexpr):
    # writes buf84: Combine over grid k.0@0[2]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n3 = tl.arange(0, F_n3)
    t58 = tl.load(buf57_ptr + offs_c0[:, None, None, None, None] * buf57_s0 + offs_n0[None, :, None, None, None] * buf57_s1 + offs_n0[None, None, :, None, None] * buf57_s2 + offs_n1[None, None, None, :, None] * buf57_s3 + offs_n2[None, None, None, None, :] * buf57_s4, mask=(offs_c0 < E_c0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :], other=0).to(tl.float32)
    t74 = tl.load(buf73_ptr + offs_c0[:, None, None, None, None] * buf73_s0 + offs_n0[None, :, None, None, None] * buf73_s1 + offs_n0[None, None, :, None, None] * buf73_s2 + offs_n1[None, None, None, :, None] * buf73_s3, mask=(offs_c0 < E_c0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :, None], other=0).to(tl.float32)
    t75 = tl.load(m46_ptr + offs_n0[None, :, None, None, None] * m46_s1 + offs_n0[None, None, :, None, None] * m46_s2, mask=(offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None], other=0).to(tl.float32)
    t76 = tl.load(buf43_ptr + offs_c0[:, None, None, None, None] * buf43_s0 + offs_n0[None, :, None, None, None] * buf43_s1 + offs_n0[None, None, :, None, None] * buf43_s2 + offs_n1[None, None, None, :, None] * buf43_s3, mask=(offs_c0 < E_c0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :, None], other=0).to(tl.float32)
    t77 = (t76) * (0.25)
    t78 = tl.maximum(t77, t75)
    t79 = t75 - (t78)
    t80 = tl.exp(t79)
    t81 = t74 + t80
    t82 = (t58) / (t81)
    t83 = tl.reshape(t82, [T_c0, F_n3, F_n1, F_n2])
    tl.store(buf84_ptr + offs_c0[:, None, None, None] * buf84_s0 + offs_n3[None, :, None, None] * buf84_s1 + offs_n1[None, None, :, None] * buf84_s2 + offs_n2[None, None, None, :] * buf84_s3, t83, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n3 < E_n3)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :])


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
    m10 = m3.reshape([32, 1])
    m11 = torch.tensor(0.0, dtype=torch.float32, device=device)
    m9 = _BINARY["Add"](m10, m11)
    m7 = _BINARY["Gt"](m8, m9)
    m6 = m7.reshape([1, 1, 1, 32, 32])
    m14 = inputs['q']
    m13 = m14.reshape([2, 2, 2, 32, 16])
    m18 = inputs['k']
    m17 = m18.reshape([2, 2, 1, 32, 16])
    m16 = m17.permute([0, 1, 2, 4, 3])
    buf22 = torch.full([2, 2, 2, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(32, T['c2']),)](m13_ptr=m13, m13_s0=m13.stride(0), m13_s1=m13.stride(1), m13_s2=m13.stride(2), m13_s3=m13.stride(3), m13_s4=m13.stride(4), m16_ptr=m16, m16_s0=m16.stride(0), m16_s1=m16.stride(1), m16_s2=m16.stride(2), m16_s3=m16.stride(3), m16_s4=m16.stride(4), buf22_ptr=buf22, buf22_s0=buf22.stride(0), buf22_s1=buf22.stride(1), buf22_s2=buf22.stride(2), buf22_s3=buf22.stride(3), buf22_s4=buf22.stride(4), E_c2=32, E_c3=16, E_n0=2, E_n1=32, F_n0=_pow2(2), F_n1=_pow2(32), T_c2=T['c2'], T_c3=T['c3'])
    buf25 = torch.full([2, 2, 2, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(32, T['c2']),)](buf22_ptr=buf22, buf22_s0=buf22.stride(0), buf22_s1=buf22.stride(1), buf22_s2=buf22.stride(2), buf22_s3=buf22.stride(3), buf22_s4=buf22.stride(4), buf25_ptr=buf25, buf25_s0=buf25.stride(0), buf25_s1=buf25.stride(1), buf25_s2=buf25.stride(2), buf25_s3=buf25.stride(3), buf25_s4=buf25.stride(4), E_c2=32, E_n0=2, E_n1=32, F_n0=_pow2(2), F_n1=_pow2(32), T_c2=T['c2'])
    m30 = _BINARY["Sub"](m9, m8)
    m31 = torch.tensor(8.0, dtype=torch.float32, device=device)
    m29 = _BINARY["Ge"](m30, m31)
    m28 = m29.reshape([1, 1, 1, 32, 32])
    buf43 = torch.full([2, 2, 2, 32, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(2, T['c4']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m1_s4=m1.stride(4), m6_ptr=m6, m6_s0=m6.stride(0), m6_s1=m6.stride(1), m6_s2=m6.stride(2), m6_s3=m6.stride(3), m6_s4=m6.stride(4), buf22_ptr=buf22, buf22_s0=buf22.stride(0), buf22_s1=buf22.stride(1), buf22_s2=buf22.stride(2), buf22_s3=buf22.stride(3), buf22_s4=buf22.stride(4), m28_ptr=m28, m28_s0=m28.stride(0), m28_s1=m28.stride(1), m28_s2=m28.stride(2), m28_s3=m28.stride(3), m28_s4=m28.stride(4), buf43_ptr=buf43, buf43_s0=buf43.stride(0), buf43_s1=buf43.stride(1), buf43_s2=buf43.stride(2), buf43_s3=buf43.stride(3), buf43_s4=buf43.stride(4), E_c4=2, E_n0=2, E_n1=32, F_n0=_pow2(2), F_n1=_pow2(32), T_c4=T['c4'])
    m47 = inputs['sinks']
    m46 = m47.reshape([1, 2, 2, 1, 1])
    m53 = inputs['v']
    m52 = m53.reshape([2, 2, 1, 32, 16])
    buf57 = torch.full([2, 2, 2, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(2, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m1_s4=m1.stride(4), m6_ptr=m6, m6_s0=m6.stride(0), m6_s1=m6.stride(1), m6_s2=m6.stride(2), m6_s3=m6.stride(3), m6_s4=m6.stride(4), buf25_ptr=buf25, buf25_s0=buf25.stride(0), buf25_s1=buf25.stride(1), buf25_s2=buf25.stride(2), buf25_s3=buf25.stride(3), buf25_s4=buf25.stride(4), m28_ptr=m28, m28_s0=m28.stride(0), m28_s1=m28.stride(1), m28_s2=m28.stride(2), m28_s3=m28.stride(3), m28_s4=m28.stride(4), buf43_ptr=buf43, buf43_s0=buf43.stride(0), buf43_s1=buf43.stride(1), buf43_s2=buf43.stride(2), buf43_s3=buf43.stride(3), buf43_s4=buf43.stride(4), m46_ptr=m46, m46_s0=m46.stride(0), m46_s1=m46.stride(1), m46_s2=m46.stride(2), m46_s3=m46.stride(3), m46_s4=m46.stride(4), m52_ptr=m52, m52_s0=m52.stride(0), m52_s1=m52.stride(1), m52_s2=m52.stride(2), m52_s3=m52.stride(3), m52_s4=m52.stride(4), buf57_ptr=buf57, buf57_s0=buf57.stride(0), buf57_s1=buf57.stride(1), buf57_s2=buf57.stride(2), buf57_s3=buf57.stride(3), buf57_s4=buf57.stride(4), E_c0=2, E_c1=32, E_n0=2, E_n1=32, E_n2=16, F_n0=_pow2(2), F_n1=_pow2(32), F_n2=_pow2(16), T_c0=T['c0'], T_c1=T['c1'])
    buf73 = torch.full([2, 2, 2, 32, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(_cdiv(2, T['c4']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m1_s4=m1.stride(4), m6_ptr=m6, m6_s0=m6.stride(0), m6_s1=m6.stride(1), m6_s2=m6.stride(2), m6_s3=m6.stride(3), m6_s4=m6.stride(4), buf25_ptr=buf25, buf25_s0=buf25.stride(0), buf25_s1=buf25.stride(1), buf25_s2=buf25.stride(2), buf25_s3=buf25.stride(3), buf25_s4=buf25.stride(4), m28_ptr=m28, m28_s0=m28.stride(0), m28_s1=m28.stride(1), m28_s2=m28.stride(2), m28_s3=m28.stride(3), m28_s4=m28.stride(4), buf43_ptr=buf43, buf43_s0=buf43.stride(0), buf43_s1=buf43.stride(1), buf43_s2=buf43.stride(2), buf43_s3=buf43.stride(3), buf43_s4=buf43.stride(4), m46_ptr=m46, m46_s0=m46.stride(0), m46_s1=m46.stride(1), m46_s2=m46.stride(2), m46_s3=m46.stride(3), m46_s4=m46.stride(4), buf73_ptr=buf73, buf73_s0=buf73.stride(0), buf73_s1=buf73.stride(1), buf73_s2=buf73.stride(2), buf73_s3=buf73.stride(3), buf73_s4=buf73.stride(4), E_c4=2, E_n0=2, E_n1=32, F_n0=_pow2(2), F_n1=_pow2(32), T_c4=T['c4'])
    buf84 = torch.full([2, 4, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_5[(_cdiv(2, T['c0']),)](buf57_ptr=buf57, buf57_s0=buf57.stride(0), buf57_s1=buf57.stride(1), buf57_s2=buf57.stride(2), buf57_s3=buf57.stride(3), buf57_s4=buf57.stride(4), buf73_ptr=buf73, buf73_s0=buf73.stride(0), buf73_s1=buf73.stride(1), buf73_s2=buf73.stride(2), buf73_s3=buf73.stride(3), buf73_s4=buf73.stride(4), m46_ptr=m46, m46_s0=m46.stride(0), m46_s1=m46.stride(1), m46_s2=m46.stride(2), m46_s3=m46.stride(3), m46_s4=m46.stride(4), buf43_ptr=buf43, buf43_s0=buf43.stride(0), buf43_s1=buf43.stride(1), buf43_s2=buf43.stride(2), buf43_s3=buf43.stride(3), buf43_s4=buf43.stride(4), buf84_ptr=buf84, buf84_s0=buf84.stride(0), buf84_s1=buf84.stride(1), buf84_s2=buf84.stride(2), buf84_s3=buf84.stride(3), E_c0=2, E_n0=2, E_n1=32, E_n2=16, E_n3=4, F_n0=_pow2(2), F_n1=_pow2(32), F_n2=_pow2(16), F_n3=_pow2(4), T_c0=T['c0'])
    return buf84


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
