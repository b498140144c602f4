"""attention_sinks [small], candidate 78: 5 kernel(s)

Rendered by EqiForge from candidate 78 of attention_sinks [small]: store(k.2[32]) ; store(k.2[32]) ; grid(k.1@1) loop(k.2[32]: sum, stored) ; store(k.2[32]) ; grid(k.0@0) loop(k.2[32]: sum) [1 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid k.0@0[2]
    c1: loop k.2[32]
    c2: grid k.1@1[2]

Run it on its own: `python kernels/f78.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/attention_sinks.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 1, "c1": 16, "c2": 1}


@triton.jit
def kernel_0(m2_ptr, m2_s0, m2_s1, m2_s2, m2_s3, m2_s4, m7_ptr, m7_s0, m7_s1, m7_s2, m7_s3, m7_s4, m14_ptr, m14_s0, m14_s1, m14_s2, m14_s3, m14_s4, m17_ptr, m17_s0, m17_s1, m17_s2, m17_s3, m17_s4, m23_ptr, m23_s0, m23_s1, m23_s2, m23_s3, m23_s4, m41_ptr, m41_s0, m41_s1, m41_s2, m41_s3, m41_s4, states73_ptr, states73_s0, states73_s1, states73_s2, states73_s3, states73_s4, states73_s5, states73_s6, E_c1, E_c2, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # stores states73: Collect over loop k.2[32]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t49 = tl.load(m2_ptr + offs_c1[None, None, None, None, :] * m2_s4, mask=(offs_c1 < E_c1)[None, None, None, None, :], other=0)
    t50 = tl.load(m7_ptr + offs_n0[None, None, None, :, None] * m7_s3 + offs_c1[None, None, None, None, :] * m7_s4, mask=(offs_n0 < E_n0)[None, None, None, :, None] & (offs_c1 < E_c1)[None, None, None, None, :], other=0)
    t51 = tl.load(m14_ptr + offs_n1[:, None, None, None, None] * m14_s0 + offs_c2[None, :, None, None, None] * m14_s1 + offs_n1[None, None, :, None, None] * m14_s2 + offs_n0[None, None, None, :, None] * m14_s3 + offs_n2[None, None, None, None, :] * m14_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_c2 < E_c2)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :], other=0).to(tl.float32)
    t52 = tl.load(m17_ptr + offs_n1[:, None, None, None, None] * m17_s0 + offs_c2[None, :, None, None, None] * m17_s1 + offs_n2[None, None, None, :, None] * m17_s3 + offs_c1[None, None, None, None, :] * m17_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_c2 < E_c2)[None, :, None, None, None] & (offs_n2 < E_n2)[None, None, None, :, None] & (offs_c1 < E_c1)[None, None, None, None, :], other=0).to(tl.float32)
    t53 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, None, :], t51, 0.0), 5) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :, None], t52, 0.0), 3), axis=4)
    t54 = tl.where(t50, -float("inf"), t53)
    t55 = tl.load(m23_ptr + offs_n0[None, None, None, :, None] * m23_s3 + offs_c1[None, None, None, None, :] * m23_s4, mask=(offs_n0 < E_n0)[None, None, None, :, None] & (offs_c1 < E_c1)[None, None, None, None, :], other=0)
    t56 = tl.where(t55, -float("inf"), t54)
    t57 = tl.where(t49, t54, t56)
    t58 = (t57) * (0.25)
    t59 = tl.load(m2_ptr + offs_n0[None, None, None, None, :] * m2_s4, mask=(offs_n0 < E_n0)[None, None, None, None, :], other=0)
    t60 = tl.load(m7_ptr + offs_n0[None, None, None, :, None] * m7_s3 + offs_n0[None, None, None, None, :] * m7_s4, mask=(offs_n0 < E_n0)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0)
    t61 = tl.load(m17_ptr + offs_n1[:, None, None, None, None] * m17_s0 + offs_c2[None, :, None, None, None] * m17_s1 + offs_n2[None, None, None, :, None] * m17_s3 + offs_n0[None, None, None, None, :] * m17_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_c2 < E_c2)[None, :, None, None, None] & (offs_n2 < E_n2)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0).to(tl.float32)
    t62 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, None, :], t51, 0.0), 5) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :, None], t61, 0.0), 3), axis=4)
    t63 = tl.where(t60, -float("inf"), t62)
    t64 = tl.load(m23_ptr + offs_n0[None, None, None, :, None] * m23_s3 + offs_n0[None, None, None, None, :] * m23_s4, mask=(offs_n0 < E_n0)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0)
    t65 = tl.where(t64, -float("inf"), t63)
    t66 = tl.where(t59, t63, t65)
    t67 = tl.max(tl.where((offs_n0 < E_n0)[None, None, None, None, :], t66, -float('inf')), axis=4, keep_dims=True)
    t68 = (t67) * (0.25)
    t69 = tl.load(m41_ptr + offs_c2[None, :, None, None, None] * m41_s1 + offs_n1[None, None, :, None, None] * m41_s2, mask=(offs_c2 < E_c2)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None], other=0).to(tl.float32)
    t70 = tl.maximum(t68, t69)
    t71 = t58 - (t70)
    t72 = tl.exp(t71)
    tl.store(states73_ptr + i_c2 * states73_s0 + i_c1 * states73_s1 + tl.arange(0, F_n1)[:, None, None, None, None] * states73_s2 + tl.arange(0, T_c2)[None, :, None, None, None] * states73_s3 + tl.arange(0, F_n1)[None, None, :, None, None] * states73_s4 + tl.arange(0, F_n0)[None, None, None, :, None] * states73_s5 + tl.arange(0, T_c1)[None, None, None, None, :] * states73_s6 + tl.zeros([F_n1, T_c2, F_n1, F_n0, T_c1], tl.int32), t72)


@triton.jit
def kernel_1(states73_ptr, states73_s0, states73_s1, states73_s2, states73_s3, states73_s4, states73_s5, states73_s6, states76_ptr, states76_s0, states76_s1, states76_s2, states76_s3, states76_s4, states76_s5, states76_s6, E_c1, E_c2, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # stores states76: Collect over loop k.2[32]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    t74 = tl.load(states73_ptr + i_c2 * states73_s0 + i_c1 * states73_s1 + tl.arange(0, F_n1)[:, None, None, None, None] * states73_s2 + tl.arange(0, T_c2)[None, :, None, None, None] * states73_s3 + tl.arange(0, F_n1)[None, None, :, None, None] * states73_s4 + tl.arange(0, F_n0)[None, None, None, :, None] * states73_s5 + tl.arange(0, T_c1)[None, None, None, None, :] * states73_s6 + tl.zeros([F_n1, T_c2, F_n1, F_n0, T_c1], tl.int32))
    t75 = tl.sum(tl.where((offs_c1 < E_c1)[None, None, None, None, :], t74, 0.0), axis=4, keep_dims=True)
    tl.store(states76_ptr + i_c2 * states76_s0 + i_c1 * states76_s1 + tl.arange(0, F_n1)[:, None, None, None, None] * states76_s2 + tl.arange(0, T_c2)[None, :, None, None, None] * states76_s3 + tl.arange(0, F_n1)[None, None, :, None, None] * states76_s4 + tl.arange(0, F_n0)[None, None, None, :, None] * states76_s5 + tl.zeros([F_n1, T_c2, F_n1, F_n0, 1], tl.int32), t75)


@triton.jit
def kernel_2(states76_ptr, states76_s0, states76_s1, states76_s2, states76_s3, states76_s4, states76_s5, states76_s6, buf79_ptr, buf79_s0, buf79_s1, buf79_s2, buf79_s3, buf79_s4, E_c1, E_c2, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf79: Combine over grid k.1@1[2]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    acc78 = tl.full([F_n1, T_c2, F_n1, F_n0, 1], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t77 = tl.load(states76_ptr + i_c2 * states76_s0 + i_c1 * states76_s1 + tl.arange(0, F_n1)[:, None, None, None, None] * states76_s2 + tl.arange(0, T_c2)[None, :, None, None, None] * states76_s3 + tl.arange(0, F_n1)[None, None, :, None, None] * states76_s4 + tl.arange(0, F_n0)[None, None, None, :, None] * states76_s5 + tl.zeros([F_n1, T_c2, F_n1, F_n0, 1], tl.int32))
        acc78 = acc78 + t77
    tl.store(buf79_ptr + offs_n1[:, None, None, None, None] * buf79_s0 + offs_c2[None, :, None, None, None] * buf79_s1 + offs_n1[None, None, :, None, None] * buf79_s2 + offs_n0[None, None, None, :, None] * buf79_s3, acc78, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_c2 < E_c2)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None])


@triton.jit
def kernel_3(m2_ptr, m2_s0, m2_s1, m2_s2, m2_s3, m2_s4, m7_ptr, m7_s0, m7_s1, m7_s2, m7_s3, m7_s4, m14_ptr, m14_s0, m14_s1, m14_s2, m14_s3, m14_s4, m17_ptr, m17_s0, m17_s1, m17_s2, m17_s3, m17_s4, m23_ptr, m23_s0, m23_s1, m23_s2, m23_s3, m23_s4, m41_ptr, m41_s0, m41_s1, m41_s2, m41_s3, m41_s4, buf79_ptr, buf79_s0, buf79_s1, buf79_s2, buf79_s3, buf79_s4, states83_ptr, states83_s0, states83_s1, states83_s2, states83_s3, states83_s4, states83_s5, states83_s6, E_c0, E_c1, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # stores states83: Collect over loop k.2[32]
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
    t6 = tl.load(m2_ptr + offs_c1[None, None, None, None, :] * m2_s4, mask=(offs_c1 < E_c1)[None, None, None, None, :], other=0)
    t13 = tl.load(m7_ptr + offs_n0[None, None, None, :, None] * m7_s3 + offs_c1[None, None, None, None, :] * m7_s4, mask=(offs_n0 < E_n0)[None, None, None, :, None] & (offs_c1 < E_c1)[None, None, None, None, :], other=0)
    t16 = tl.load(m14_ptr + offs_c0[:, None, None, None, None] * m14_s0 + offs_n1[None, :, None, None, None] * m14_s1 + offs_n1[None, None, :, None, None] * m14_s2 + offs_n0[None, None, None, :, None] * m14_s3 + offs_n2[None, None, None, None, :] * m14_s4, mask=(offs_c0 < E_c0)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :], other=0).to(tl.float32)
    t20 = tl.load(m17_ptr + offs_c0[:, None, None, None, None] * m17_s0 + offs_n1[None, :, None, None, None] * m17_s1 + offs_n2[None, None, None, :, None] * m17_s3 + offs_c1[None, None, None, None, :] * m17_s4, mask=(offs_c0 < E_c0)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n2 < E_n2)[None, None, None, :, None] & (offs_c1 < E_c1)[None, None, None, None, :], other=0).to(tl.float32)
    t21 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, None, :], t16, 0.0), 5) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :, None], t20, 0.0), 3), axis=4)
    t22 = tl.where(t13, -float("inf"), t21)
    t27 = tl.load(m23_ptr + offs_n0[None, None, None, :, None] * m23_s3 + offs_c1[None, None, None, None, :] * m23_s4, mask=(offs_n0 < E_n0)[None, None, None, :, None] & (offs_c1 < E_c1)[None, None, None, None, :], other=0)
    t28 = tl.where(t27, -float("inf"), t22)
    t29 = tl.where(t6, t22, t28)
    t30 = (t29) * (0.25)
    t31 = tl.load(m2_ptr + offs_n0[None, None, None, None, :] * m2_s4, mask=(offs_n0 < E_n0)[None, None, None, None, :], other=0)
    t32 = tl.load(m7_ptr + offs_n0[None, None, None, :, None] * m7_s3 + offs_n0[None, None, None, None, :] * m7_s4, mask=(offs_n0 < E_n0)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0)
    t33 = tl.load(m17_ptr + offs_c0[:, None, None, None, None] * m17_s0 + offs_n1[None, :, None, None, None] * m17_s1 + offs_n2[None, None, None, :, None] * m17_s3 + offs_n0[None, None, None, None, :] * m17_s4, mask=(offs_c0 < E_c0)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n2 < E_n2)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0).to(tl.float32)
    t34 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, None, :], t16, 0.0), 5) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :, None], t33, 0.0), 3), axis=4)
    t35 = tl.where(t32, -float("inf"), t34)
    t36 = tl.load(m23_ptr + offs_n0[None, None, None, :, None] * m23_s3 + offs_n0[None, None, None, None, :] * m23_s4, mask=(offs_n0 < E_n0)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0)
    t37 = tl.where(t36, -float("inf"), t35)
    t38 = tl.where(t31, t35, t37)
    t39 = tl.max(tl.where((offs_n0 < E_n0)[None, None, None, None, :], t38, -float('inf')), axis=4, keep_dims=True)
    t40 = (t39) * (0.25)
    t43 = tl.load(m41_ptr + offs_n1[None, :, None, None, None] * m41_s1 + offs_n1[None, None, :, None, None] * m41_s2, mask=(offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None], other=0).to(tl.float32)
    t44 = tl.maximum(t40, t43)
    t45 = t30 - (t44)
    t46 = tl.exp(t45)
    t47 = t43 - (t44)
    t48 = tl.exp(t47)
    t80 = tl.load(buf79_ptr + offs_c0[:, None, None, None, None] * buf79_s0 + offs_n1[None, :, None, None, None] * buf79_s1 + offs_n1[None, None, :, None, None] * buf79_s2 + offs_n0[None, None, None, :, None] * buf79_s3, mask=(offs_c0 < E_c0)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None], other=0).to(tl.float32)
    t81 = t48 + t80
    t82 = (t46) / (t81)
    tl.store(states83_ptr + i_c0 * states83_s0 + i_c1 * states83_s1 + tl.arange(0, T_c0)[:, None, None, None, None] * states83_s2 + tl.arange(0, F_n1)[None, :, None, None, None] * states83_s3 + tl.arange(0, F_n1)[None, None, :, None, None] * states83_s4 + tl.arange(0, F_n0)[None, None, None, :, None] * states83_s5 + tl.arange(0, T_c1)[None, None, None, None, :] * states83_s6 + tl.zeros([T_c0, F_n1, F_n1, F_n0, T_c1], tl.int32), t82)


@triton.jit
def kernel_4(states83_ptr, states83_s0, states83_s1, states83_s2, states83_s3, states83_s4, states83_s5, states83_s6, m85_ptr, m85_s0, m85_s1, m85_s2, m85_s3, m85_s4, buf90_ptr, buf90_s0, buf90_s1, buf90_s2, buf90_s3, buf90_s4, E_c0, E_c1, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf90: Combine over grid k.0@0[2]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n2 = tl.arange(0, F_n2)
    acc89 = tl.full([T_c0, F_n1, F_n1, F_n0, F_n2], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t84 = tl.load(states83_ptr + i_c0 * states83_s0 + i_c1 * states83_s1 + tl.arange(0, T_c0)[:, None, None, None, None] * states83_s2 + tl.arange(0, F_n1)[None, :, None, None, None] * states83_s3 + tl.arange(0, F_n1)[None, None, :, None, None] * states83_s4 + tl.arange(0, F_n0)[None, None, None, :, None] * states83_s5 + tl.arange(0, T_c1)[None, None, None, None, :] * states83_s6 + tl.zeros([T_c0, F_n1, F_n1, F_n0, T_c1], tl.int32))
        t87 = tl.load(m85_ptr + offs_c0[:, None, None, None, None] * m85_s0 + offs_n1[None, :, None, None, None] * m85_s1 + offs_c1[None, None, None, :, None] * m85_s3 + offs_n2[None, None, None, None, :] * m85_s4, mask=(offs_c0 < E_c0)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_c1 < E_c1)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :], other=0).to(tl.float32)
        t88 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, None, :], t84, 0.0), 5) * tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, :, None], t87, 0.0), 3), axis=4)
        acc89 = acc89 + t88
    tl.store(buf90_ptr + offs_c0[:, None, None, None, None] * buf90_s0 + offs_n1[None, :, None, None, None] * buf90_s1 + offs_n1[None, None, :, None, None] * buf90_s2 + offs_n0[None, None, None, :, None] * buf90_s3 + offs_n2[None, None, None, None, :] * buf90_s4, acc89, mask=(offs_c0 < E_c0)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :])


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
    m4 = _iota([32], 0, device)
    m3 = m4.reshape([1, 1, 1, 1, 32])
    m5 = torch.tensor(2.0, dtype=torch.float32, device=device)
    m2 = _BINARY["Lt"](m3, m5)
    m9 = m4.reshape([1, 32])
    m12 = torch.tensor(0.0, dtype=torch.float32, device=device)
    m11 = _BINARY["Add"](m4, m12)
    m10 = m11.reshape([32, 1])
    m8 = _BINARY["Gt"](m9, m10)
    m7 = m8.reshape([1, 1, 1, 32, 32])
    m15 = inputs['q']
    m14 = m15.reshape([2, 2, 2, 32, 16])
    m19 = inputs['k']
    m18 = m19.reshape([2, 2, 1, 32, 16])
    m17 = m18.permute([0, 1, 2, 4, 3])
    m25 = _BINARY["Sub"](m10, m9)
    m26 = torch.tensor(8.0, dtype=torch.float32, device=device)
    m24 = _BINARY["Ge"](m25, m26)
    m23 = m24.reshape([1, 1, 1, 32, 32])
    m42 = inputs['sinks']
    m41 = m42.reshape([1, 2, 2, 1, 1])
    states73 = torch.full([_cdiv(2, T['c2']), _cdiv(32, T['c1']), _pow2(2), T['c2'], _pow2(2), _pow2(32), T['c1']], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(2, T['c2']) * _cdiv(32, T['c1']),)](m2_ptr=m2, m2_s0=m2.stride(0), m2_s1=m2.stride(1), m2_s2=m2.stride(2), m2_s3=m2.stride(3), m2_s4=m2.stride(4), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), m7_s2=m7.stride(2), m7_s3=m7.stride(3), m7_s4=m7.stride(4), m14_ptr=m14, m14_s0=m14.stride(0), m14_s1=m14.stride(1), m14_s2=m14.stride(2), m14_s3=m14.stride(3), m14_s4=m14.stride(4), m17_ptr=m17, m17_s0=m17.stride(0), m17_s1=m17.stride(1), m17_s2=m17.stride(2), m17_s3=m17.stride(3), m17_s4=m17.stride(4), m23_ptr=m23, m23_s0=m23.stride(0), m23_s1=m23.stride(1), m23_s2=m23.stride(2), m23_s3=m23.stride(3), m23_s4=m23.stride(4), m41_ptr=m41, m41_s0=m41.stride(0), m41_s1=m41.stride(1), m41_s2=m41.stride(2), m41_s3=m41.stride(3), m41_s4=m41.stride(4), states73_ptr=states73, states73_s0=states73.stride(0), states73_s1=states73.stride(1), states73_s2=states73.stride(2), states73_s3=states73.stride(3), states73_s4=states73.stride(4), states73_s5=states73.stride(5), states73_s6=states73.stride(6), E_c1=32, E_c2=2, E_n0=32, E_n1=2, E_n2=16, F_n0=_pow2(32), F_n1=_pow2(2), F_n2=_pow2(16), T_c1=T['c1'], T_c2=T['c2'])
    states76 = torch.full([_cdiv(2, T['c2']), _cdiv(32, T['c1']), _pow2(2), T['c2'], _pow2(2), _pow2(32), 1], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(2, T['c2']) * _cdiv(32, T['c1']),)](states73_ptr=states73, states73_s0=states73.stride(0), states73_s1=states73.stride(1), states73_s2=states73.stride(2), states73_s3=states73.stride(3), states73_s4=states73.stride(4), states73_s5=states73.stride(5), states73_s6=states73.stride(6), states76_ptr=states76, states76_s0=states76.stride(0), states76_s1=states76.stride(1), states76_s2=states76.stride(2), states76_s3=states76.stride(3), states76_s4=states76.stride(4), states76_s5=states76.stride(5), states76_s6=states76.stride(6), E_c1=32, E_c2=2, E_n0=32, E_n1=2, F_n0=_pow2(32), F_n1=_pow2(2), T_c1=T['c1'], T_c2=T['c2'])
    buf79 = torch.full([2, 2, 2, 32, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(2, T['c2']),)](states76_ptr=states76, states76_s0=states76.stride(0), states76_s1=states76.stride(1), states76_s2=states76.stride(2), states76_s3=states76.stride(3), states76_s4=states76.stride(4), states76_s5=states76.stride(5), states76_s6=states76.stride(6), buf79_ptr=buf79, buf79_s0=buf79.stride(0), buf79_s1=buf79.stride(1), buf79_s2=buf79.stride(2), buf79_s3=buf79.stride(3), buf79_s4=buf79.stride(4), E_c1=32, E_c2=2, E_n0=32, E_n1=2, F_n0=_pow2(32), F_n1=_pow2(2), T_c1=T['c1'], T_c2=T['c2'])
    states83 = torch.full([_cdiv(2, T['c0']), _cdiv(32, T['c1']), T['c0'], _pow2(2), _pow2(2), _pow2(32), T['c1']], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(2, T['c0']) * _cdiv(32, T['c1']),)](m2_ptr=m2, m2_s0=m2.stride(0), m2_s1=m2.stride(1), m2_s2=m2.stride(2), m2_s3=m2.stride(3), m2_s4=m2.stride(4), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), m7_s2=m7.stride(2), m7_s3=m7.stride(3), m7_s4=m7.stride(4), m14_ptr=m14, m14_s0=m14.stride(0), m14_s1=m14.stride(1), m14_s2=m14.stride(2), m14_s3=m14.stride(3), m14_s4=m14.stride(4), m17_ptr=m17, m17_s0=m17.stride(0), m17_s1=m17.stride(1), m17_s2=m17.stride(2), m17_s3=m17.stride(3), m17_s4=m17.stride(4), m23_ptr=m23, m23_s0=m23.stride(0), m23_s1=m23.stride(1), m23_s2=m23.stride(2), m23_s3=m23.stride(3), m23_s4=m23.stride(4), m41_ptr=m41, m41_s0=m41.stride(0), m41_s1=m41.stride(1), m41_s2=m41.stride(2), m41_s3=m41.stride(3), m41_s4=m41.stride(4), buf79_ptr=buf79, buf79_s0=buf79.stride(0), buf79_s1=buf79.stride(1), buf79_s2=buf79.stride(2), buf79_s3=buf79.stride(3), buf79_s4=buf79.stride(4), states83_ptr=states83, states83_s0=states83.stride(0), states83_s1=states83.stride(1), states83_s2=states83.stride(2), states83_s3=states83.stride(3), states83_s4=states83.stride(4), states83_s5=states83.stride(5), states83_s6=states83.stride(6), E_c0=2, E_c1=32, E_n0=32, E_n1=2, E_n2=16, F_n0=_pow2(32), F_n1=_pow2(2), F_n2=_pow2(16), T_c0=T['c0'], T_c1=T['c1'])
    m86 = inputs['v']
    m85 = m86.reshape([2, 2, 1, 32, 16])
    buf90 = torch.full([2, 2, 2, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(_cdiv(2, T['c0']),)](states83_ptr=states83, states83_s0=states83.stride(0), states83_s1=states83.stride(1), states83_s2=states83.stride(2), states83_s3=states83.stride(3), states83_s4=states83.stride(4), states83_s5=states83.stride(5), states83_s6=states83.stride(6), m85_ptr=m85, m85_s0=m85.stride(0), m85_s1=m85.stride(1), m85_s2=m85.stride(2), m85_s3=m85.stride(3), m85_s4=m85.stride(4), buf90_ptr=buf90, buf90_s0=buf90.stride(0), buf90_s1=buf90.stride(1), buf90_s2=buf90.stride(2), buf90_s3=buf90.stride(3), buf90_s4=buf90.stride(4), E_c0=2, E_c1=32, E_n0=32, E_n1=2, E_n2=16, F_n0=_pow2(32), F_n1=_pow2(2), F_n2=_pow2(16), T_c0=T['c0'], T_c1=T['c1'])
    m1 = buf90.reshape([2, 4, 32, 16])
    return m1


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
