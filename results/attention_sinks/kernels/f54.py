"""attention_sinks [small], candidate 54: 10 kernel(s)

Rendered by EqiForge from candidate 54 of attention_sinks [small]: grid(k.2@3) loop(k.3[16]: sum) [1 mm] ; grid(k.2@3) ; grid(k.1@1) loop(k.2[32]: max) ; grid(k.1@1) loop(k.3[16]: sum) [1 mm] ; grid(k.0@0) loop(k.2[32]: max) [1 mm] ; grid() loop(k.2[32]: pair(sum, sum)) ; grid() loop(k.2[32]: rescale) ; grid(k.0@0) ; grid() loop(k.2[32]: sum) ; grid(k.2@2)
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid k.2@2[32]
    c1: grid k.0@0[2]
    c2: loop k.2[32]
    c3: grid k.1@1[2]
    c4: grid k.2@3[32]
    c5: loop k.3[16]

Run it on its own: `python kernels/f54.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/attention_sinks.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 16, "c1": 1, "c2": 16, "c3": 1, "c4": 16, "c5": 8}


@triton.jit
def kernel_0(m13_ptr, m13_s0, m13_s1, m13_s2, m13_s3, m13_s4, m16_ptr, m16_s0, m16_s1, m16_s2, m16_s3, m16_s4, buf46_ptr, buf46_s0, buf46_s1, buf46_s2, buf46_s3, buf46_s4, E_c4, E_c5, E_n0, E_n2, F_n0: tl.constexpr, F_n2: tl.constexpr, T_c4: tl.constexpr, T_c5: tl.constexpr):
    # writes buf46: Combine over grid k.2@3[32]
    pid = tl.program_id(0)
    i_c4 = pid % tl.cdiv(E_c4, T_c4)
    pid = pid // tl.cdiv(E_c4, T_c4)
    offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n2 = tl.arange(0, F_n2)
    acc45 = tl.full([F_n0, F_n0, F_n0, T_c4, F_n2], 0.0, tl.float32)
    for i_c5 in range(0, tl.cdiv(E_c5, T_c5)):
        offs_c5 = i_c5 * T_c5 + tl.arange(0, T_c5)

        t42 = tl.load(m13_ptr + offs_n0[:, None, None, None, None] * m13_s0 + offs_n0[None, :, None, None, None] * m13_s1 + offs_n0[None, None, :, None, None] * m13_s2 + offs_c4[None, None, None, :, None] * m13_s3 + offs_c5[None, None, None, None, :] * m13_s4, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_c4 < E_c4)[None, None, None, :, None] & (offs_c5 < E_c5)[None, None, None, None, :], other=0).to(tl.float32)
        t43 = tl.load(m16_ptr + offs_n0[:, None, None, None, None] * m16_s0 + offs_n0[None, :, None, None, None] * m16_s1 + offs_c5[None, None, None, :, None] * m16_s3 + offs_n2[None, None, None, None, :] * m16_s4, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_c5 < E_c5)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :], other=0).to(tl.float32)
        t44 = tl.sum(tl.expand_dims(tl.where((offs_c5 < E_c5)[None, None, None, None, :], t42, 0.0), 5) * tl.expand_dims(tl.where((offs_c5 < E_c5)[None, None, None, :, None], t43, 0.0), 3), axis=4)
        acc45 = acc45 + t44
    tl.store(buf46_ptr + offs_n0[:, None, None, None, None] * buf46_s0 + offs_n0[None, :, None, None, None] * buf46_s1 + offs_n0[None, None, :, None, None] * buf46_s2 + offs_c4[None, None, None, :, None] * buf46_s3 + offs_n2[None, None, None, None, :] * buf46_s4, acc45, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_c4 < E_c4)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :])


@triton.jit
def kernel_1(buf46_ptr, buf46_s0, buf46_s1, buf46_s2, buf46_s3, buf46_s4, buf49_ptr, buf49_s0, buf49_s1, buf49_s2, buf49_s3, buf49_s4, E_c4, E_n0, E_n2, F_n0: tl.constexpr, F_n2: tl.constexpr, T_c4: tl.constexpr):
    # writes buf49: Combine over grid k.2@3[32]
    pid = tl.program_id(0)
    i_c4 = pid % tl.cdiv(E_c4, T_c4)
    pid = pid // tl.cdiv(E_c4, T_c4)
    offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n2 = tl.arange(0, F_n2)
    t47 = tl.load(buf46_ptr + offs_n0[:, None, None, None, None] * buf46_s0 + offs_n0[None, :, None, None, None] * buf46_s1 + offs_n0[None, None, :, None, None] * buf46_s2 + offs_c4[None, None, None, :, None] * buf46_s3 + offs_n2[None, None, None, None, :] * buf46_s4, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_c4 < E_c4)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :], other=0).to(tl.float32)
    t48 = (t47) * (0.25)
    tl.store(buf49_ptr + offs_n0[:, None, None, None, None] * buf49_s0 + offs_n0[None, :, None, None, None] * buf49_s1 + offs_n0[None, None, :, None, None] * buf49_s2 + offs_c4[None, None, None, :, None] * buf49_s3 + offs_n2[None, None, None, None, :] * buf49_s4, t48, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_c4 < E_c4)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :])


@triton.jit
def kernel_2(m38_ptr, m38_s0, m38_s1, m38_s2, m38_s3, m38_s4, m6_ptr, m6_s0, m6_s1, m6_s2, m6_s3, m6_s4, buf49_ptr, buf49_s0, buf49_s1, buf49_s2, buf49_s3, buf49_s4, m23_ptr, m23_s0, m23_s1, m23_s2, m23_s3, m23_s4, buf57_ptr, buf57_s0, buf57_s1, buf57_s2, buf57_s3, buf57_s4, E_c2, E_c3, E_n0, E_n2, F_n0: tl.constexpr, F_n2: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # writes buf57: Combine over grid k.1@1[2]
    pid = tl.program_id(0)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    offs_one = tl.arange(0, 1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n0 = tl.arange(0, F_n0)
    acc56 = tl.full([F_n0, T_c3, F_n0, F_n2, 1], -float('inf'), tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t40 = tl.load(m38_ptr + offs_c2[None, None, None, None, :] * m38_s4, mask=(offs_c2 < E_c2)[None, None, None, None, :], other=0)
        t41 = tl.load(m6_ptr + offs_n2[None, None, None, :, None] * m6_s3 + offs_c2[None, None, None, None, :] * m6_s4, mask=(offs_n2 < E_n2)[None, None, None, :, None] & (offs_c2 < E_c2)[None, None, None, None, :], other=0)
        t50 = tl.load(buf49_ptr + offs_n0[:, None, None, None, None] * buf49_s0 + offs_c3[None, :, None, None, None] * buf49_s1 + offs_n0[None, None, :, None, None] * buf49_s2 + offs_n2[None, None, None, :, None] * buf49_s3 + offs_c2[None, None, None, None, :] * buf49_s4, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_c3 < E_c3)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :, None] & (offs_c2 < E_c2)[None, None, None, None, :], other=0).to(tl.float32)
        t51 = tl.where(t41, -float("inf"), t50)
        t52 = tl.load(m23_ptr + offs_n2[None, None, None, :, None] * m23_s3 + offs_c2[None, None, None, None, :] * m23_s4, mask=(offs_n2 < E_n2)[None, None, None, :, None] & (offs_c2 < E_c2)[None, None, None, None, :], other=0)
        t53 = tl.where(t52, -float("inf"), t51)
        t54 = tl.where(t40, t51, t53)
        t55 = tl.max(tl.where((offs_c2 < E_c2)[None, None, None, None, :], t54, -float('inf')), axis=4, keep_dims=True)
        acc56 = tl.maximum(acc56, t55)
    tl.store(buf57_ptr + offs_n0[:, None, None, None, None] * buf57_s0 + offs_c3[None, :, None, None, None] * buf57_s1 + offs_n0[None, None, :, None, None] * buf57_s2 + offs_n2[None, None, None, :, None] * buf57_s3, acc56, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_c3 < E_c3)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :, None])


@triton.jit
def kernel_3(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m1_s4, m6_ptr, m6_s0, m6_s1, m6_s2, m6_s3, m6_s4, m13_ptr, m13_s0, m13_s1, m13_s2, m13_s3, m13_s4, m16_ptr, m16_s0, m16_s1, m16_s2, m16_s3, m16_s4, m23_ptr, m23_s0, m23_s1, m23_s2, m23_s3, m23_s4, buf79_ptr, buf79_s0, buf79_s1, buf79_s2, buf79_s3, buf79_s4, E_c3, E_c5, E_n0, E_n2, F_n0: tl.constexpr, F_n2: tl.constexpr, T_c3: tl.constexpr, T_c5: tl.constexpr):
    # writes buf79: Combine over grid k.1@1[2]
    pid = tl.program_id(0)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    offs_one = tl.arange(0, 1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n0 = tl.arange(0, F_n0)
    t66 = tl.load(m1_ptr + offs_n2[None, None, None, None, :] * m1_s4, mask=(offs_n2 < E_n2)[None, None, None, None, :], other=0)
    t67 = tl.load(m6_ptr + offs_n2[None, None, None, :, None] * m6_s3 + offs_n2[None, None, None, None, :] * m6_s4, mask=(offs_n2 < E_n2)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :], other=0)
    acc71 = tl.full([F_n0, T_c3, F_n0, F_n2, F_n2], 0.0, tl.float32)
    for i_c5 in range(0, tl.cdiv(E_c5, T_c5)):
        offs_c5 = i_c5 * T_c5 + tl.arange(0, T_c5)

        t68 = tl.load(m13_ptr + offs_n0[:, None, None, None, None] * m13_s0 + offs_c3[None, :, None, None, None] * m13_s1 + offs_n0[None, None, :, None, None] * m13_s2 + offs_n2[None, None, None, :, None] * m13_s3 + offs_c5[None, None, None, None, :] * m13_s4, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_c3 < E_c3)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :, None] & (offs_c5 < E_c5)[None, None, None, None, :], other=0).to(tl.float32)
        t69 = tl.load(m16_ptr + offs_n0[:, None, None, None, None] * m16_s0 + offs_c3[None, :, None, None, None] * m16_s1 + offs_c5[None, None, None, :, None] * m16_s3 + offs_n2[None, None, None, None, :] * m16_s4, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_c3 < E_c3)[None, :, None, None, None] & (offs_c5 < E_c5)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :], other=0).to(tl.float32)
        t70 = tl.sum(tl.expand_dims(tl.where((offs_c5 < E_c5)[None, None, None, None, :], t68, 0.0), 5) * tl.expand_dims(tl.where((offs_c5 < E_c5)[None, None, None, :, None], t69, 0.0), 3), axis=4)
        acc71 = acc71 + t70
    t72 = tl.where(t67, -float("inf"), acc71)
    t73 = tl.load(m23_ptr + offs_n2[None, None, None, :, None] * m23_s3 + offs_n2[None, None, None, None, :] * m23_s4, mask=(offs_n2 < E_n2)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :], other=0)
    t74 = tl.where(t73, -float("inf"), t72)
    t75 = tl.where(t66, t72, t74)
    t76 = (t75) * (0.25)
    t77 = tl.exp(t76)
    t78 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, None, :], t77, 0.0), axis=4, keep_dims=True)
    tl.store(buf79_ptr + offs_n0[:, None, None, None, None] * buf79_s0 + offs_c3[None, :, None, None, None] * buf79_s1 + offs_n0[None, None, :, None, None] * buf79_s2 + offs_n2[None, None, None, :, None] * buf79_s3, t78, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_c3 < E_c3)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :, None])


@triton.jit
def kernel_4(buf79_ptr, buf79_s0, buf79_s1, buf79_s2, buf79_s3, buf79_s4, m38_ptr, m38_s0, m38_s1, m38_s2, m38_s3, m38_s4, m6_ptr, m6_s0, m6_s1, m6_s2, m6_s3, m6_s4, m13_ptr, m13_s0, m13_s1, m13_s2, m13_s3, m13_s4, m16_ptr, m16_s0, m16_s1, m16_s2, m16_s3, m16_s4, m23_ptr, m23_s0, m23_s1, m23_s2, m23_s3, m23_s4, m59_ptr, m59_s0, m59_s1, m59_s2, m59_s3, m59_s4, buf98_ptr, buf98_s0, buf98_s1, buf98_s2, buf98_s3, buf98_s4, E_c1, E_c2, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf98: Combine over grid k.0@0[2]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n2 = tl.arange(0, F_n2)
    offs_n1 = tl.arange(0, F_n1)
    t80 = tl.load(buf79_ptr + offs_c1[:, None, None, None, None] * buf79_s0 + offs_n0[None, :, None, None, None] * buf79_s1 + offs_n0[None, None, :, None, None] * buf79_s2 + offs_n2[None, None, None, :, None] * buf79_s3, mask=(offs_c1 < E_c1)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :, None], other=0).to(tl.float32)
    t83 = tl.load(m13_ptr + offs_c1[:, None, None, None, None] * m13_s0 + offs_n0[None, :, None, None, None] * m13_s1 + offs_n0[None, None, :, None, None] * m13_s2 + offs_n2[None, None, None, :, None] * m13_s3 + offs_n1[None, None, None, None, :] * m13_s4, mask=(offs_c1 < E_c1)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :, None] & (offs_n1 < E_n1)[None, None, None, None, :], other=0).to(tl.float32)
    acc91 = tl.full([T_c1, F_n0, F_n0, F_n2, 1], -float('inf'), tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t81 = tl.load(m38_ptr + offs_c2[None, None, None, None, :] * m38_s4, mask=(offs_c2 < E_c2)[None, None, None, None, :], other=0)
        t82 = tl.load(m6_ptr + offs_n2[None, None, None, :, None] * m6_s3 + offs_c2[None, None, None, None, :] * m6_s4, mask=(offs_n2 < E_n2)[None, None, None, :, None] & (offs_c2 < E_c2)[None, None, None, None, :], other=0)
        t84 = tl.load(m16_ptr + offs_c1[:, None, None, None, None] * m16_s0 + offs_n0[None, :, None, None, None] * m16_s1 + offs_n1[None, None, None, :, None] * m16_s3 + offs_c2[None, None, None, None, :] * m16_s4, mask=(offs_c1 < E_c1)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, None, :, None] & (offs_c2 < E_c2)[None, None, None, None, :], other=0).to(tl.float32)
        t85 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, None, :], t83, 0.0), 5) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :, None], t84, 0.0), 3), axis=4)
        t86 = tl.where(t82, -float("inf"), t85)
        t87 = tl.load(m23_ptr + offs_n2[None, None, None, :, None] * m23_s3 + offs_c2[None, None, None, None, :] * m23_s4, mask=(offs_n2 < E_n2)[None, None, None, :, None] & (offs_c2 < E_c2)[None, None, None, None, :], other=0)
        t88 = tl.where(t87, -float("inf"), t86)
        t89 = tl.where(t81, t86, t88)
        t90 = tl.max(tl.where((offs_c2 < E_c2)[None, None, None, None, :], t89, -float('inf')), axis=4, keep_dims=True)
        acc91 = tl.maximum(acc91, t90)
    t92 = (acc91) * (0.25)
    t93 = tl.load(m59_ptr + offs_n0[None, :, None, None, None] * m59_s1 + offs_n0[None, None, :, None, None] * m59_s2, mask=(offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None], other=0).to(tl.float32)
    t94 = tl.maximum(t92, t93)
    t95 = tl.exp(t94)
    t96 = 1.0 / (t95)
    t97 = (t80) * (t96)
    tl.store(buf98_ptr + offs_c1[:, None, None, None, None] * buf98_s0 + offs_n0[None, :, None, None, None] * buf98_s1 + offs_n0[None, None, :, None, None] * buf98_s2 + offs_n2[None, None, None, :, None] * buf98_s3, t97, mask=(offs_c1 < E_c1)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :, None])


@triton.jit
def kernel_5(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m1_s4, m6_ptr, m6_s0, m6_s1, m6_s2, m6_s3, m6_s4, m13_ptr, m13_s0, m13_s1, m13_s2, m13_s3, m13_s4, m16_ptr, m16_s0, m16_s1, m16_s2, m16_s3, m16_s4, m23_ptr, m23_s0, m23_s1, m23_s2, m23_s3, m23_s4, m31_ptr, m31_s0, m31_s1, m31_s2, m31_s3, m31_s4, buf57_ptr, buf57_s0, buf57_s1, buf57_s2, buf57_s3, buf57_s4, m59_ptr, m59_s0, m59_s1, m59_s2, m59_s3, m59_s4, buf98_ptr, buf98_s0, buf98_s1, buf98_s2, buf98_s3, buf98_s4, buf107_ptr, buf107_s0, buf107_s1, buf107_s2, buf107_s3, buf107_s4, buf108_ptr, buf108_s0, buf108_s1, buf108_s2, buf108_s3, buf108_s4, E_c2, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c2: tl.constexpr):
    # writes buf107, buf108: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t15 = tl.load(m13_ptr + offs_n0[:, None, None, None, None] * m13_s0 + offs_n0[None, :, None, None, None] * m13_s1 + offs_n0[None, None, :, None, None] * m13_s2 + offs_n2[None, None, None, :, None] * m13_s3 + offs_n1[None, None, None, None, :] * m13_s4, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :, None] & (offs_n1 < E_n1)[None, None, None, None, :], other=0).to(tl.float32)
    t58 = tl.load(buf57_ptr + offs_n0[:, None, None, None, None] * buf57_s0 + offs_n0[None, :, None, None, None] * buf57_s1 + offs_n0[None, None, :, None, None] * buf57_s2 + offs_n2[None, None, None, :, None] * buf57_s3, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :, None], other=0).to(tl.float32)
    t61 = tl.load(m59_ptr + offs_n0[None, :, None, None, None] * m59_s1 + offs_n0[None, None, :, None, None] * m59_s2, mask=(offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None], other=0).to(tl.float32)
    t62 = tl.maximum(t58, t61)
    t99 = tl.load(buf98_ptr + offs_n0[:, None, None, None, None] * buf98_s0 + offs_n0[None, :, None, None, None] * buf98_s1 + offs_n0[None, None, :, None, None] * buf98_s2 + offs_n2[None, None, None, :, None] * buf98_s3, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :, None], other=0).to(tl.float32)
    t100 = t61 - (t62)
    t101 = tl.exp(t100)
    t102 = t99 + t101
    acc105 = tl.full([F_n0, F_n0, F_n0, F_n2, F_n1], 0.0, tl.float32)
    acc106 = tl.full([F_n0, F_n0, F_n0, F_n2, F_n1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t5 = tl.load(m1_ptr + offs_c2[None, None, None, None, :] * m1_s4, mask=(offs_c2 < E_c2)[None, None, None, None, :], other=0)
        t12 = tl.load(m6_ptr + offs_n2[None, None, None, :, None] * m6_s3 + offs_c2[None, None, None, None, :] * m6_s4, mask=(offs_n2 < E_n2)[None, None, None, :, None] & (offs_c2 < E_c2)[None, None, None, None, :], other=0)
        t19 = tl.load(m16_ptr + offs_n0[:, None, None, None, None] * m16_s0 + offs_n0[None, :, None, None, None] * m16_s1 + offs_n1[None, None, None, :, None] * m16_s3 + offs_c2[None, None, None, None, :] * m16_s4, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, None, :, None] & (offs_c2 < E_c2)[None, None, None, None, :], other=0).to(tl.float32)
        t20 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, None, :], t15, 0.0), 5) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :, None], t19, 0.0), 3), axis=4)
        t21 = tl.where(t12, -float("inf"), t20)
        t22 = (t21) * (0.25)
        t27 = tl.load(m23_ptr + offs_n2[None, None, None, :, None] * m23_s3 + offs_c2[None, None, None, None, :] * m23_s4, mask=(offs_n2 < E_n2)[None, None, None, :, None] & (offs_c2 < E_c2)[None, None, None, None, :], other=0)
        t28 = tl.where(t27, -float("inf"), t22)
        t29 = tl.where(t5, t22, t28)
        t30 = tl.exp(t29)
        t33 = tl.load(m31_ptr + offs_n0[:, None, None, None, None] * m31_s0 + offs_n0[None, :, None, None, None] * m31_s1 + offs_c2[None, None, None, :, None] * m31_s3 + offs_n1[None, None, None, None, :] * m31_s4, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_c2 < E_c2)[None, None, None, :, None] & (offs_n1 < E_n1)[None, None, None, None, :], other=0).to(tl.float32)
        t34 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, None, :], t30, 0.0), 5) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :, None], t33, 0.0), 3), axis=4)
        t35 = tl.max(tl.where((offs_c2 < E_c2)[None, None, None, None, :], t29, -float('inf')), axis=4, keep_dims=True)
        t36 = t29 - (t35)
        t37 = tl.exp(t36)
        t63 = t35 - (t62)
        t64 = tl.exp(t63)
        t65 = (t37) * (t64)
        t103 = (t65) / (t102)
        t104 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, None, :], t103, 0.0), 5) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :, None], t33, 0.0), 3), axis=4)
        acc105 = acc105 + t34
        acc106 = acc106 + t104
    tl.store(buf107_ptr + offs_n0[:, None, None, None, None] * buf107_s0 + offs_n0[None, :, None, None, None] * buf107_s1 + offs_n0[None, None, :, None, None] * buf107_s2 + offs_n2[None, None, None, :, None] * buf107_s3 + offs_n1[None, None, None, None, :] * buf107_s4, acc105, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :, None] & (offs_n1 < E_n1)[None, None, None, None, :])
    tl.store(buf108_ptr + offs_n0[:, None, None, None, None] * buf108_s0 + offs_n0[None, :, None, None, None] * buf108_s1 + offs_n0[None, None, :, None, None] * buf108_s2 + offs_n2[None, None, None, :, None] * buf108_s3 + offs_n1[None, None, None, None, :] * buf108_s4, acc106, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :, None] & (offs_n1 < E_n1)[None, None, None, None, :])


@triton.jit
def kernel_6(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m1_s4, m6_ptr, m6_s0, m6_s1, m6_s2, m6_s3, m6_s4, buf49_ptr, buf49_s0, buf49_s1, buf49_s2, buf49_s3, buf49_s4, m23_ptr, m23_s0, m23_s1, m23_s2, m23_s3, m23_s4, buf126_ptr, buf126_s0, buf126_s1, buf126_s2, buf126_s3, buf126_s4, buf127_ptr, buf127_s0, buf127_s1, buf127_s2, buf127_s3, buf127_s4, E_c2, E_n0, E_n2, F_n0: tl.constexpr, F_n2: tl.constexpr, T_c2: tl.constexpr):
    # writes buf126, buf127: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n0 = tl.arange(0, F_n0)
    acc121 = tl.full([F_n0, F_n0, F_n0, F_n2, 1], -float('inf'), tl.float32)
    acc122 = tl.full([F_n0, F_n0, F_n0, F_n2, 1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t110 = tl.load(m1_ptr + offs_c2[None, None, None, None, :] * m1_s4, mask=(offs_c2 < E_c2)[None, None, None, None, :], other=0)
        t111 = tl.load(m6_ptr + offs_n2[None, None, None, :, None] * m6_s3 + offs_c2[None, None, None, None, :] * m6_s4, mask=(offs_n2 < E_n2)[None, None, None, :, None] & (offs_c2 < E_c2)[None, None, None, None, :], other=0)
        t112 = tl.load(buf49_ptr + offs_n0[:, None, None, None, None] * buf49_s0 + offs_n0[None, :, None, None, None] * buf49_s1 + offs_n0[None, None, :, None, None] * buf49_s2 + offs_n2[None, None, None, :, None] * buf49_s3 + offs_c2[None, None, None, None, :] * buf49_s4, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :, None] & (offs_c2 < E_c2)[None, None, None, None, :], other=0).to(tl.float32)
        t113 = tl.where(t111, -float("inf"), t112)
        t114 = tl.load(m23_ptr + offs_n2[None, None, None, :, None] * m23_s3 + offs_c2[None, None, None, None, :] * m23_s4, mask=(offs_n2 < E_n2)[None, None, None, :, None] & (offs_c2 < E_c2)[None, None, None, None, :], other=0)
        t115 = tl.where(t114, -float("inf"), t113)
        t116 = tl.where(t110, t113, t115)
        t117 = tl.max(tl.where((offs_c2 < E_c2)[None, None, None, None, :], t116, -float('inf')), axis=4, keep_dims=True)
        t118 = t116 - (t117)
        t119 = tl.exp(t118)
        t120 = tl.sum(tl.where((offs_c2 < E_c2)[None, None, None, None, :], t119, 0.0), axis=4, keep_dims=True)
        m123 = tl.maximum(acc121, t117)
        r124 = tl.where(acc121 == -float("inf"), 0.0, tl.exp(acc121 - m123))
        r125 = tl.where(t117 == -float("inf"), 0.0, tl.exp(t117 - m123))
        acc122 = tl.where(acc121 == -float("inf"), 0.0, acc122 * r124) + tl.where(t117 == -float("inf"), 0.0, t120 * r125)
        acc121 = m123
    tl.store(buf126_ptr + offs_n0[:, None, None, None, None] * buf126_s0 + offs_n0[None, :, None, None, None] * buf126_s1 + offs_n0[None, None, :, None, None] * buf126_s2 + offs_n2[None, None, None, :, None] * buf126_s3, acc121, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :, None])
    tl.store(buf127_ptr + offs_n0[:, None, None, None, None] * buf127_s0 + offs_n0[None, :, None, None, None] * buf127_s1 + offs_n0[None, None, :, None, None] * buf127_s2 + offs_n2[None, None, None, :, None] * buf127_s3, acc122, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :, None])


@triton.jit
def kernel_7(buf107_ptr, buf107_s0, buf107_s1, buf107_s2, buf107_s3, buf107_s4, buf126_ptr, buf126_s0, buf126_s1, buf126_s2, buf126_s3, buf126_s4, m59_ptr, m59_s0, m59_s1, m59_s2, m59_s3, m59_s4, buf133_ptr, buf133_s0, buf133_s1, buf133_s2, buf133_s3, buf133_s4, E_c1, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c1: tl.constexpr):
    # writes buf133: Combine over grid k.0@0[2]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n2 = tl.arange(0, F_n2)
    offs_n1 = tl.arange(0, F_n1)
    t109 = tl.load(buf107_ptr + offs_c1[:, None, None, None, None] * buf107_s0 + offs_n0[None, :, None, None, None] * buf107_s1 + offs_n0[None, None, :, None, None] * buf107_s2 + offs_n2[None, None, None, :, None] * buf107_s3 + offs_n1[None, None, None, None, :] * buf107_s4, mask=(offs_c1 < E_c1)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :, None] & (offs_n1 < E_n1)[None, None, None, None, :], other=0).to(tl.float32)
    t128 = tl.load(buf126_ptr + offs_c1[:, None, None, None, None] * buf126_s0 + offs_n0[None, :, None, None, None] * buf126_s1 + offs_n0[None, None, :, None, None] * buf126_s2 + offs_n2[None, None, None, :, None] * buf126_s3, mask=(offs_c1 < E_c1)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :, None], other=0).to(tl.float32)
    t129 = tl.load(m59_ptr + offs_n0[None, :, None, None, None] * m59_s1 + offs_n0[None, None, :, None, None] * m59_s2, mask=(offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None], other=0).to(tl.float32)
    t130 = tl.maximum(t128, t129)
    t131 = tl.exp(t130)
    t132 = (t109) / (t131)
    tl.store(buf133_ptr + offs_c1[:, None, None, None, None] * buf133_s0 + offs_n0[None, :, None, None, None] * buf133_s1 + offs_n0[None, None, :, None, None] * buf133_s2 + offs_n2[None, None, None, :, None] * buf133_s3 + offs_n1[None, None, None, None, :] * buf133_s4, t132, mask=(offs_c1 < E_c1)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :, None] & (offs_n1 < E_n1)[None, None, None, None, :])


@triton.jit
def kernel_8(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m1_s4, m6_ptr, m6_s0, m6_s1, m6_s2, m6_s3, m6_s4, buf49_ptr, buf49_s0, buf49_s1, buf49_s2, buf49_s3, buf49_s4, m23_ptr, m23_s0, m23_s1, m23_s2, m23_s3, m23_s4, buf126_ptr, buf126_s0, buf126_s1, buf126_s2, buf126_s3, buf126_s4, buf156_ptr, buf156_s0, buf156_s1, buf156_s2, buf156_s3, buf156_s4, E_c2, E_n0, E_n2, F_n0: tl.constexpr, F_n2: tl.constexpr, T_c2: tl.constexpr):
    # writes buf156: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n0 = tl.arange(0, F_n0)
    t151 = tl.load(buf126_ptr + offs_n0[:, None, None, None, None] * buf126_s0 + offs_n0[None, :, None, None, None] * buf126_s1 + offs_n0[None, None, :, None, None] * buf126_s2 + offs_n2[None, None, None, :, None] * buf126_s3, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :, None], other=0).to(tl.float32)
    acc155 = tl.full([F_n0, F_n0, F_n0, F_n2, 1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t140 = tl.load(m1_ptr + offs_c2[None, None, None, None, :] * m1_s4, mask=(offs_c2 < E_c2)[None, None, None, None, :], other=0)
        t141 = tl.load(m6_ptr + offs_n2[None, None, None, :, None] * m6_s3 + offs_c2[None, None, None, None, :] * m6_s4, mask=(offs_n2 < E_n2)[None, None, None, :, None] & (offs_c2 < E_c2)[None, None, None, None, :], other=0)
        t142 = tl.load(buf49_ptr + offs_n0[:, None, None, None, None] * buf49_s0 + offs_n0[None, :, None, None, None] * buf49_s1 + offs_n0[None, None, :, None, None] * buf49_s2 + offs_n2[None, None, None, :, None] * buf49_s3 + offs_c2[None, None, None, None, :] * buf49_s4, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :, None] & (offs_c2 < E_c2)[None, None, None, None, :], other=0).to(tl.float32)
        t143 = tl.where(t141, -float("inf"), t142)
        t144 = tl.load(m23_ptr + offs_n2[None, None, None, :, None] * m23_s3 + offs_c2[None, None, None, None, :] * m23_s4, mask=(offs_n2 < E_n2)[None, None, None, :, None] & (offs_c2 < E_c2)[None, None, None, None, :], other=0)
        t145 = tl.where(t144, -float("inf"), t143)
        t146 = tl.where(t140, t143, t145)
        t147 = tl.max(tl.where((offs_c2 < E_c2)[None, None, None, None, :], t146, -float('inf')), axis=4, keep_dims=True)
        t148 = t146 - (t147)
        t149 = tl.exp(t148)
        t150 = tl.sum(tl.where((offs_c2 < E_c2)[None, None, None, None, :], t149, 0.0), axis=4, keep_dims=True)
        t152 = t147 - (t151)
        t153 = tl.exp(t152)
        t154 = (t150) * (t153)
        acc155 = acc155 + t154
    tl.store(buf156_ptr + offs_n0[:, None, None, None, None] * buf156_s0 + offs_n0[None, :, None, None, None] * buf156_s1 + offs_n0[None, None, :, None, None] * buf156_s2 + offs_n2[None, None, None, :, None] * buf156_s3, acc155, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :, None])


@triton.jit
def kernel_9(buf133_ptr, buf133_s0, buf133_s1, buf133_s2, buf133_s3, buf133_s4, m59_ptr, m59_s0, m59_s1, m59_s2, m59_s3, m59_s4, buf126_ptr, buf126_s0, buf126_s1, buf126_s2, buf126_s3, buf126_s4, buf156_ptr, buf156_s0, buf156_s1, buf156_s2, buf156_s3, buf156_s4, buf164_ptr, buf164_s0, buf164_s1, buf164_s2, buf164_s3, E_c0, E_n0, E_n1, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n3: tl.constexpr, T_c0: tl.constexpr):
    # writes buf164: Combine over grid k.2@2[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n3 = tl.arange(0, F_n3)
    t134 = tl.load(buf133_ptr + offs_n0[:, None, None, None, None] * buf133_s0 + offs_n0[None, :, None, None, None] * buf133_s1 + offs_n0[None, None, :, None, None] * buf133_s2 + offs_c0[None, None, None, :, None] * buf133_s3 + offs_n1[None, None, None, None, :] * buf133_s4, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_c0 < E_c0)[None, None, None, :, None] & (offs_n1 < E_n1)[None, None, None, None, :], other=0).to(tl.float32)
    t135 = tl.load(m59_ptr + offs_n0[None, :, None, None, None] * m59_s1 + offs_n0[None, None, :, None, None] * m59_s2, mask=(offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None], other=0).to(tl.float32)
    t136 = tl.load(buf126_ptr + offs_n0[:, None, None, None, None] * buf126_s0 + offs_n0[None, :, None, None, None] * buf126_s1 + offs_n0[None, None, :, None, None] * buf126_s2 + offs_c0[None, None, None, :, None] * buf126_s3, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_c0 < E_c0)[None, None, None, :, None], other=0).to(tl.float32)
    t137 = tl.maximum(t136, t135)
    t138 = t135 - (t137)
    t139 = tl.exp(t138)
    t157 = tl.load(buf156_ptr + offs_n0[:, None, None, None, None] * buf156_s0 + offs_n0[None, :, None, None, None] * buf156_s1 + offs_n0[None, None, :, None, None] * buf156_s2 + offs_c0[None, None, None, :, None] * buf156_s3, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_c0 < E_c0)[None, None, None, :, None], other=0).to(tl.float32)
    t158 = t136 - (t137)
    t159 = tl.exp(t158)
    t160 = (t157) * (t159)
    t161 = t139 + t160
    t162 = (t134) / (t161)
    t163 = tl.reshape(t162, [F_n0, F_n3, T_c0, F_n1])
    tl.store(buf164_ptr + offs_n0[:, None, None, None] * buf164_s0 + offs_n3[None, :, None, None] * buf164_s1 + offs_c0[None, None, :, None] * buf164_s2 + offs_n1[None, None, None, :] * buf164_s3, t163, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n3 < E_n3)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :])


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
    m25 = _BINARY["Sub"](m9, m8)
    m26 = torch.tensor(8.0, dtype=torch.float32, device=device)
    m24 = _BINARY["Ge"](m25, m26)
    m23 = m24.reshape([1, 1, 1, 32, 32])
    m32 = inputs['v']
    m31 = m32.reshape([2, 2, 1, 32, 16])
    m39 = _BINARY["Lt"](m3, m4)
    m38 = m39.reshape([1, 1, 1, 1, 32])
    buf46 = torch.full([2, 2, 2, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(32, T['c4']),)](m13_ptr=m13, m13_s0=m13.stride(0), m13_s1=m13.stride(1), m13_s2=m13.stride(2), m13_s3=m13.stride(3), m13_s4=m13.stride(4), m16_ptr=m16, m16_s0=m16.stride(0), m16_s1=m16.stride(1), m16_s2=m16.stride(2), m16_s3=m16.stride(3), m16_s4=m16.stride(4), buf46_ptr=buf46, buf46_s0=buf46.stride(0), buf46_s1=buf46.stride(1), buf46_s2=buf46.stride(2), buf46_s3=buf46.stride(3), buf46_s4=buf46.stride(4), E_c4=32, E_c5=16, E_n0=2, E_n2=32, F_n0=_pow2(2), F_n2=_pow2(32), T_c4=T['c4'], T_c5=T['c5'])
    buf49 = torch.full([2, 2, 2, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(32, T['c4']),)](buf46_ptr=buf46, buf46_s0=buf46.stride(0), buf46_s1=buf46.stride(1), buf46_s2=buf46.stride(2), buf46_s3=buf46.stride(3), buf46_s4=buf46.stride(4), buf49_ptr=buf49, buf49_s0=buf49.stride(0), buf49_s1=buf49.stride(1), buf49_s2=buf49.stride(2), buf49_s3=buf49.stride(3), buf49_s4=buf49.stride(4), E_c4=32, E_n0=2, E_n2=32, F_n0=_pow2(2), F_n2=_pow2(32), T_c4=T['c4'])
    buf57 = torch.full([2, 2, 2, 32, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(2, T['c3']),)](m38_ptr=m38, m38_s0=m38.stride(0), m38_s1=m38.stride(1), m38_s2=m38.stride(2), m38_s3=m38.stride(3), m38_s4=m38.stride(4), m6_ptr=m6, m6_s0=m6.stride(0), m6_s1=m6.stride(1), m6_s2=m6.stride(2), m6_s3=m6.stride(3), m6_s4=m6.stride(4), buf49_ptr=buf49, buf49_s0=buf49.stride(0), buf49_s1=buf49.stride(1), buf49_s2=buf49.stride(2), buf49_s3=buf49.stride(3), buf49_s4=buf49.stride(4), m23_ptr=m23, m23_s0=m23.stride(0), m23_s1=m23.stride(1), m23_s2=m23.stride(2), m23_s3=m23.stride(3), m23_s4=m23.stride(4), buf57_ptr=buf57, buf57_s0=buf57.stride(0), buf57_s1=buf57.stride(1), buf57_s2=buf57.stride(2), buf57_s3=buf57.stride(3), buf57_s4=buf57.stride(4), E_c2=32, E_c3=2, E_n0=2, E_n2=32, F_n0=_pow2(2), F_n2=_pow2(32), T_c2=T['c2'], T_c3=T['c3'])
    m60 = inputs['sinks']
    m59 = m60.reshape([1, 2, 2, 1, 1])
    buf79 = torch.full([2, 2, 2, 32, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(2, T['c3']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m1_s4=m1.stride(4), m6_ptr=m6, m6_s0=m6.stride(0), m6_s1=m6.stride(1), m6_s2=m6.stride(2), m6_s3=m6.stride(3), m6_s4=m6.stride(4), m13_ptr=m13, m13_s0=m13.stride(0), m13_s1=m13.stride(1), m13_s2=m13.stride(2), m13_s3=m13.stride(3), m13_s4=m13.stride(4), m16_ptr=m16, m16_s0=m16.stride(0), m16_s1=m16.stride(1), m16_s2=m16.stride(2), m16_s3=m16.stride(3), m16_s4=m16.stride(4), m23_ptr=m23, m23_s0=m23.stride(0), m23_s1=m23.stride(1), m23_s2=m23.stride(2), m23_s3=m23.stride(3), m23_s4=m23.stride(4), buf79_ptr=buf79, buf79_s0=buf79.stride(0), buf79_s1=buf79.stride(1), buf79_s2=buf79.stride(2), buf79_s3=buf79.stride(3), buf79_s4=buf79.stride(4), E_c3=2, E_c5=16, E_n0=2, E_n2=32, F_n0=_pow2(2), F_n2=_pow2(32), T_c3=T['c3'], T_c5=T['c5'])
    buf98 = torch.full([2, 2, 2, 32, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(_cdiv(2, T['c1']),)](buf79_ptr=buf79, buf79_s0=buf79.stride(0), buf79_s1=buf79.stride(1), buf79_s2=buf79.stride(2), buf79_s3=buf79.stride(3), buf79_s4=buf79.stride(4), m38_ptr=m38, m38_s0=m38.stride(0), m38_s1=m38.stride(1), m38_s2=m38.stride(2), m38_s3=m38.stride(3), m38_s4=m38.stride(4), m6_ptr=m6, m6_s0=m6.stride(0), m6_s1=m6.stride(1), m6_s2=m6.stride(2), m6_s3=m6.stride(3), m6_s4=m6.stride(4), m13_ptr=m13, m13_s0=m13.stride(0), m13_s1=m13.stride(1), m13_s2=m13.stride(2), m13_s3=m13.stride(3), m13_s4=m13.stride(4), m16_ptr=m16, m16_s0=m16.stride(0), m16_s1=m16.stride(1), m16_s2=m16.stride(2), m16_s3=m16.stride(3), m16_s4=m16.stride(4), m23_ptr=m23, m23_s0=m23.stride(0), m23_s1=m23.stride(1), m23_s2=m23.stride(2), m23_s3=m23.stride(3), m23_s4=m23.stride(4), m59_ptr=m59, m59_s0=m59.stride(0), m59_s1=m59.stride(1), m59_s2=m59.stride(2), m59_s3=m59.stride(3), m59_s4=m59.stride(4), buf98_ptr=buf98, buf98_s0=buf98.stride(0), buf98_s1=buf98.stride(1), buf98_s2=buf98.stride(2), buf98_s3=buf98.stride(3), buf98_s4=buf98.stride(4), E_c1=2, E_c2=32, E_n0=2, E_n1=16, E_n2=32, F_n0=_pow2(2), F_n1=_pow2(16), F_n2=_pow2(32), T_c1=T['c1'], T_c2=T['c2'])
    buf107 = torch.full([2, 2, 2, 32, 16], float("nan"), dtype=torch.float32, device=device)
    buf108 = torch.full([2, 2, 2, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_5[(1,)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m1_s4=m1.stride(4), m6_ptr=m6, m6_s0=m6.stride(0), m6_s1=m6.stride(1), m6_s2=m6.stride(2), m6_s3=m6.stride(3), m6_s4=m6.stride(4), m13_ptr=m13, m13_s0=m13.stride(0), m13_s1=m13.stride(1), m13_s2=m13.stride(2), m13_s3=m13.stride(3), m13_s4=m13.stride(4), m16_ptr=m16, m16_s0=m16.stride(0), m16_s1=m16.stride(1), m16_s2=m16.stride(2), m16_s3=m16.stride(3), m16_s4=m16.stride(4), m23_ptr=m23, m23_s0=m23.stride(0), m23_s1=m23.stride(1), m23_s2=m23.stride(2), m23_s3=m23.stride(3), m23_s4=m23.stride(4), m31_ptr=m31, m31_s0=m31.stride(0), m31_s1=m31.stride(1), m31_s2=m31.stride(2), m31_s3=m31.stride(3), m31_s4=m31.stride(4), buf57_ptr=buf57, buf57_s0=buf57.stride(0), buf57_s1=buf57.stride(1), buf57_s2=buf57.stride(2), buf57_s3=buf57.stride(3), buf57_s4=buf57.stride(4), m59_ptr=m59, m59_s0=m59.stride(0), m59_s1=m59.stride(1), m59_s2=m59.stride(2), m59_s3=m59.stride(3), m59_s4=m59.stride(4), buf98_ptr=buf98, buf98_s0=buf98.stride(0), buf98_s1=buf98.stride(1), buf98_s2=buf98.stride(2), buf98_s3=buf98.stride(3), buf98_s4=buf98.stride(4), buf107_ptr=buf107, buf107_s0=buf107.stride(0), buf107_s1=buf107.stride(1), buf107_s2=buf107.stride(2), buf107_s3=buf107.stride(3), buf107_s4=buf107.stride(4), buf108_ptr=buf108, buf108_s0=buf108.stride(0), buf108_s1=buf108.stride(1), buf108_s2=buf108.stride(2), buf108_s3=buf108.stride(3), buf108_s4=buf108.stride(4), E_c2=32, E_n0=2, E_n1=16, E_n2=32, F_n0=_pow2(2), F_n1=_pow2(16), F_n2=_pow2(32), T_c2=T['c2'])
    buf126 = torch.full([2, 2, 2, 32, 1], float("nan"), dtype=torch.float32, device=device)
    buf127 = torch.full([2, 2, 2, 32, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_6[(1,)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m1_s4=m1.stride(4), m6_ptr=m6, m6_s0=m6.stride(0), m6_s1=m6.stride(1), m6_s2=m6.stride(2), m6_s3=m6.stride(3), m6_s4=m6.stride(4), buf49_ptr=buf49, buf49_s0=buf49.stride(0), buf49_s1=buf49.stride(1), buf49_s2=buf49.stride(2), buf49_s3=buf49.stride(3), buf49_s4=buf49.stride(4), m23_ptr=m23, m23_s0=m23.stride(0), m23_s1=m23.stride(1), m23_s2=m23.stride(2), m23_s3=m23.stride(3), m23_s4=m23.stride(4), buf126_ptr=buf126, buf126_s0=buf126.stride(0), buf126_s1=buf126.stride(1), buf126_s2=buf126.stride(2), buf126_s3=buf126.stride(3), buf126_s4=buf126.stride(4), buf127_ptr=buf127, buf127_s0=buf127.stride(0), buf127_s1=buf127.stride(1), buf127_s2=buf127.stride(2), buf127_s3=buf127.stride(3), buf127_s4=buf127.stride(4), E_c2=32, E_n0=2, E_n2=32, F_n0=_pow2(2), F_n2=_pow2(32), T_c2=T['c2'])
    buf133 = torch.full([2, 2, 2, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_7[(_cdiv(2, T['c1']),)](buf107_ptr=buf107, buf107_s0=buf107.stride(0), buf107_s1=buf107.stride(1), buf107_s2=buf107.stride(2), buf107_s3=buf107.stride(3), buf107_s4=buf107.stride(4), buf126_ptr=buf126, buf126_s0=buf126.stride(0), buf126_s1=buf126.stride(1), buf126_s2=buf126.stride(2), buf126_s3=buf126.stride(3), buf126_s4=buf126.stride(4), m59_ptr=m59, m59_s0=m59.stride(0), m59_s1=m59.stride(1), m59_s2=m59.stride(2), m59_s3=m59.stride(3), m59_s4=m59.stride(4), buf133_ptr=buf133, buf133_s0=buf133.stride(0), buf133_s1=buf133.stride(1), buf133_s2=buf133.stride(2), buf133_s3=buf133.stride(3), buf133_s4=buf133.stride(4), E_c1=2, E_n0=2, E_n1=16, E_n2=32, F_n0=_pow2(2), F_n1=_pow2(16), F_n2=_pow2(32), T_c1=T['c1'])
    buf156 = torch.full([2, 2, 2, 32, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_8[(1,)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m1_s4=m1.stride(4), m6_ptr=m6, m6_s0=m6.stride(0), m6_s1=m6.stride(1), m6_s2=m6.stride(2), m6_s3=m6.stride(3), m6_s4=m6.stride(4), buf49_ptr=buf49, buf49_s0=buf49.stride(0), buf49_s1=buf49.stride(1), buf49_s2=buf49.stride(2), buf49_s3=buf49.stride(3), buf49_s4=buf49.stride(4), m23_ptr=m23, m23_s0=m23.stride(0), m23_s1=m23.stride(1), m23_s2=m23.stride(2), m23_s3=m23.stride(3), m23_s4=m23.stride(4), buf126_ptr=buf126, buf126_s0=buf126.stride(0), buf126_s1=buf126.stride(1), buf126_s2=buf126.stride(2), buf126_s3=buf126.stride(3), buf126_s4=buf126.stride(4), buf156_ptr=buf156, buf156_s0=buf156.stride(0), buf156_s1=buf156.stride(1), buf156_s2=buf156.stride(2), buf156_s3=buf156.stride(3), buf156_s4=buf156.stride(4), E_c2=32, E_n0=2, E_n2=32, F_n0=_pow2(2), F_n2=_pow2(32), T_c2=T['c2'])
    buf164 = torch.full([2, 4, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_9[(_cdiv(32, T['c0']),)](buf133_ptr=buf133, buf133_s0=buf133.stride(0), buf133_s1=buf133.stride(1), buf133_s2=buf133.stride(2), buf133_s3=buf133.stride(3), buf133_s4=buf133.stride(4), m59_ptr=m59, m59_s0=m59.stride(0), m59_s1=m59.stride(1), m59_s2=m59.stride(2), m59_s3=m59.stride(3), m59_s4=m59.stride(4), buf126_ptr=buf126, buf126_s0=buf126.stride(0), buf126_s1=buf126.stride(1), buf126_s2=buf126.stride(2), buf126_s3=buf126.stride(3), buf126_s4=buf126.stride(4), buf156_ptr=buf156, buf156_s0=buf156.stride(0), buf156_s1=buf156.stride(1), buf156_s2=buf156.stride(2), buf156_s3=buf156.stride(3), buf156_s4=buf156.stride(4), buf164_ptr=buf164, buf164_s0=buf164.stride(0), buf164_s1=buf164.stride(1), buf164_s2=buf164.stride(2), buf164_s3=buf164.stride(3), E_c0=32, E_n0=2, E_n1=16, E_n3=4, F_n0=_pow2(2), F_n1=_pow2(16), F_n3=_pow2(4), T_c0=T['c0'])
    return buf164


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
