"""attention_sinks [small], candidate 77: 4 kernel(s)

Rendered by EqiForge from candidate 77 of attention_sinks [small]: grid(k.1@1) [1 mm] ; store(k.2[32]) ; grid(k.1@1) [1 mm] ; grid(v.3@3) loop(k.2[32]: sum, stored)
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid v.3@3[16]
    c1: loop k.2[32]
    c2: grid k.1@1[2]

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
DEFAULT_TILES = {"c0": 8, "c1": 16, "c2": 1}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 16, "c1": 32, "c2": 2}


@triton.jit
def kernel_0(m30_ptr, m30_s0, m30_s1, m30_s2, m30_s3, m30_s4, m6_ptr, m6_s0, m6_s1, m6_s2, m6_s3, m6_s4, m13_ptr, m13_s0, m13_s1, m13_s2, m13_s3, m13_s4, m16_ptr, m16_s0, m16_s1, m16_s2, m16_s3, m16_s4, m22_ptr, m22_s0, m22_s1, m22_s2, m22_s3, m22_s4, buf43_ptr, buf43_s0, buf43_s1, buf43_s2, buf43_s3, buf43_s4, E_c2, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c2: tl.constexpr):
    # writes buf43: Combine over grid k.1@1[2]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t32 = tl.load(m30_ptr + offs_n0[None, None, None, None, :] * m30_s4, mask=(offs_n0 < E_n0)[None, None, None, None, :], other=0)
    t33 = tl.load(m6_ptr + offs_n0[None, None, None, :, None] * m6_s3 + offs_n0[None, None, None, None, :] * m6_s4, mask=(offs_n0 < E_n0)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0)
    t34 = tl.load(m13_ptr + offs_n1[:, None, None, None, None] * m13_s0 + offs_c2[None, :, None, None, None] * m13_s1 + offs_n1[None, None, :, None, None] * m13_s2 + offs_n0[None, None, None, :, None] * m13_s3 + offs_n2[None, None, None, None, :] * m13_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_c2 < E_c2)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :], other=0).to(tl.float32)
    t35 = tl.load(m16_ptr + offs_n1[:, None, None, None, None] * m16_s0 + offs_c2[None, :, None, None, None] * m16_s1 + offs_n2[None, None, None, :, None] * m16_s3 + offs_n0[None, None, None, None, :] * m16_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_c2 < E_c2)[None, :, None, None, None] & (offs_n2 < E_n2)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0).to(tl.float32)
    t36 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, None, :], t34, 0.0), 5) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :, None], t35, 0.0), 3), axis=4)
    t37 = tl.where(t33, -float("inf"), t36)
    t38 = tl.load(m22_ptr + offs_n0[None, None, None, :, None] * m22_s3 + offs_n0[None, None, None, None, :] * m22_s4, mask=(offs_n0 < E_n0)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0)
    t39 = tl.where(t38, -float("inf"), t37)
    t40 = tl.where(t32, t37, t39)
    t41 = (t40) * (0.25)
    t42 = tl.max(tl.where((offs_n0 < E_n0)[None, None, None, None, :], t41, -float('inf')), axis=4, keep_dims=True)
    tl.store(buf43_ptr + offs_n1[:, None, None, None, None] * buf43_s0 + offs_c2[None, :, None, None, None] * buf43_s1 + offs_n1[None, None, :, None, None] * buf43_s2 + offs_n0[None, None, None, :, None] * buf43_s3, t42, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_c2 < E_c2)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None])


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m1_s4, m6_ptr, m6_s0, m6_s1, m6_s2, m6_s3, m6_s4, m13_ptr, m13_s0, m13_s1, m13_s2, m13_s3, m13_s4, m16_ptr, m16_s0, m16_s1, m16_s2, m16_s3, m16_s4, m22_ptr, m22_s0, m22_s1, m22_s2, m22_s3, m22_s4, buf43_ptr, buf43_s0, buf43_s1, buf43_s2, buf43_s3, buf43_s4, m45_ptr, m45_s0, m45_s1, m45_s2, m45_s3, m45_s4, m51_ptr, m51_s0, m51_s1, m51_s2, m51_s3, m51_s4, states55_ptr, states55_s0, states55_s1, states55_s2, states55_s3, states55_s4, states55_s5, states55_s6, E_c0, E_c1, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # stores states55: Collect over loop k.2[32]
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
    t29 = (t28) * (0.25)
    t44 = tl.load(buf43_ptr + offs_n1[:, None, None, None, None] * buf43_s0 + offs_n1[None, :, None, None, None] * buf43_s1 + offs_n1[None, None, :, None, None] * buf43_s2 + offs_n0[None, None, None, :, None] * buf43_s3, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None], other=0).to(tl.float32)
    t47 = tl.load(m45_ptr + offs_n1[None, :, None, None, None] * m45_s1 + offs_n1[None, None, :, None, None] * m45_s2, mask=(offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None], other=0).to(tl.float32)
    t48 = tl.maximum(t44, t47)
    t49 = t29 - (t48)
    t50 = tl.exp(t49)
    t53 = tl.load(m51_ptr + offs_n1[:, None, None, None, None] * m51_s0 + offs_n1[None, :, None, None, None] * m51_s1 + offs_c1[None, None, None, :, None] * m51_s3 + offs_c0[None, None, None, None, :] * m51_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_c1 < E_c1)[None, None, None, :, None] & (offs_c0 < E_c0)[None, None, None, None, :], other=0).to(tl.float32)
    t54 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, None, :], t50, 0.0), 5) * tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, :, None], t53, 0.0), 3), axis=4)
    tl.store(states55_ptr + i_c0 * states55_s0 + i_c1 * states55_s1 + tl.arange(0, F_n1)[:, None, None, None, None] * states55_s2 + tl.arange(0, F_n1)[None, :, None, None, None] * states55_s3 + tl.arange(0, F_n1)[None, None, :, None, None] * states55_s4 + tl.arange(0, F_n0)[None, None, None, :, None] * states55_s5 + tl.arange(0, T_c0)[None, None, None, None, :] * states55_s6 + tl.zeros([F_n1, F_n1, F_n1, F_n0, T_c0], tl.int32), t54)


@triton.jit
def kernel_2(m30_ptr, m30_s0, m30_s1, m30_s2, m30_s3, m30_s4, m6_ptr, m6_s0, m6_s1, m6_s2, m6_s3, m6_s4, m13_ptr, m13_s0, m13_s1, m13_s2, m13_s3, m13_s4, m16_ptr, m16_s0, m16_s1, m16_s2, m16_s3, m16_s4, m22_ptr, m22_s0, m22_s1, m22_s2, m22_s3, m22_s4, m45_ptr, m45_s0, m45_s1, m45_s2, m45_s3, m45_s4, buf74_ptr, buf74_s0, buf74_s1, buf74_s2, buf74_s3, buf74_s4, E_c2, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c2: tl.constexpr):
    # writes buf74: Combine over grid k.1@1[2]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t58 = tl.load(m30_ptr + offs_n0[None, None, None, None, :] * m30_s4, mask=(offs_n0 < E_n0)[None, None, None, None, :], other=0)
    t59 = tl.load(m6_ptr + offs_n0[None, None, None, :, None] * m6_s3 + offs_n0[None, None, None, None, :] * m6_s4, mask=(offs_n0 < E_n0)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0)
    t60 = tl.load(m13_ptr + offs_n1[:, None, None, None, None] * m13_s0 + offs_c2[None, :, None, None, None] * m13_s1 + offs_n1[None, None, :, None, None] * m13_s2 + offs_n0[None, None, None, :, None] * m13_s3 + offs_n2[None, None, None, None, :] * m13_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_c2 < E_c2)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :], other=0).to(tl.float32)
    t61 = tl.load(m16_ptr + offs_n1[:, None, None, None, None] * m16_s0 + offs_c2[None, :, None, None, None] * m16_s1 + offs_n2[None, None, None, :, None] * m16_s3 + offs_n0[None, None, None, None, :] * m16_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_c2 < E_c2)[None, :, None, None, None] & (offs_n2 < E_n2)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0).to(tl.float32)
    t62 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, None, :], t60, 0.0), 5) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :, None], t61, 0.0), 3), axis=4)
    t63 = tl.where(t59, -float("inf"), t62)
    t64 = tl.load(m22_ptr + offs_n0[None, None, None, :, None] * m22_s3 + offs_n0[None, None, None, None, :] * m22_s4, mask=(offs_n0 < E_n0)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0)
    t65 = tl.where(t64, -float("inf"), t63)
    t66 = tl.where(t58, t63, t65)
    t67 = (t66) * (0.25)
    t68 = tl.max(tl.where((offs_n0 < E_n0)[None, None, None, None, :], t67, -float('inf')), axis=4, keep_dims=True)
    t69 = tl.load(m45_ptr + offs_c2[None, :, None, None, None] * m45_s1 + offs_n1[None, None, :, None, None] * m45_s2, mask=(offs_c2 < E_c2)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None], other=0).to(tl.float32)
    t70 = tl.maximum(t68, t69)
    t71 = t67 - (t70)
    t72 = tl.exp(t71)
    t73 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, None, None, :], t72, 0.0), axis=4, keep_dims=True)
    tl.store(buf74_ptr + offs_n1[:, None, None, None, None] * buf74_s0 + offs_c2[None, :, None, None, None] * buf74_s1 + offs_n1[None, None, :, None, None] * buf74_s2 + offs_n0[None, None, None, :, None] * buf74_s3, t73, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_c2 < E_c2)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None])


@triton.jit
def kernel_3(states55_ptr, states55_s0, states55_s1, states55_s2, states55_s3, states55_s4, states55_s5, states55_s6, buf74_ptr, buf74_s0, buf74_s1, buf74_s2, buf74_s3, buf74_s4, m45_ptr, m45_s0, m45_s1, m45_s2, m45_s3, m45_s4, buf43_ptr, buf43_s0, buf43_s1, buf43_s2, buf43_s3, buf43_s4, buf84_ptr, buf84_s0, buf84_s1, buf84_s2, buf84_s3, E_c0, E_c1, E_n0, E_n1, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n3: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf84: Combine over grid v.3@3[16]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n3 = tl.arange(0, F_n3)
    acc57 = tl.full([F_n1, F_n1, F_n1, F_n0, T_c0], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t56 = tl.load(states55_ptr + i_c0 * states55_s0 + i_c1 * states55_s1 + tl.arange(0, F_n1)[:, None, None, None, None] * states55_s2 + tl.arange(0, F_n1)[None, :, None, None, None] * states55_s3 + tl.arange(0, F_n1)[None, None, :, None, None] * states55_s4 + tl.arange(0, F_n0)[None, None, None, :, None] * states55_s5 + tl.arange(0, T_c0)[None, None, None, None, :] * states55_s6 + tl.zeros([F_n1, F_n1, F_n1, F_n0, T_c0], tl.int32))
        acc57 = acc57 + t56
    t75 = tl.load(buf74_ptr + offs_n1[:, None, None, None, None] * buf74_s0 + offs_n1[None, :, None, None, None] * buf74_s1 + offs_n1[None, None, :, None, None] * buf74_s2 + offs_n0[None, None, None, :, None] * buf74_s3, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None], other=0).to(tl.float32)
    t76 = tl.load(m45_ptr + offs_n1[None, :, None, None, None] * m45_s1 + offs_n1[None, None, :, None, None] * m45_s2, mask=(offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None], other=0).to(tl.float32)
    t77 = tl.load(buf43_ptr + offs_n1[:, None, None, None, None] * buf43_s0 + offs_n1[None, :, None, None, None] * buf43_s1 + offs_n1[None, None, :, None, None] * buf43_s2 + offs_n0[None, None, None, :, None] * buf43_s3, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None], other=0).to(tl.float32)
    t78 = tl.maximum(t77, t76)
    t79 = t76 - (t78)
    t80 = tl.exp(t79)
    t81 = t75 + t80
    t82 = (acc57) / (t81)
    t83 = tl.reshape(t82, [F_n1, F_n3, F_n0, T_c0])
    tl.store(buf84_ptr + offs_n1[:, None, None, None] * buf84_s0 + offs_n3[None, :, None, None] * buf84_s1 + offs_n0[None, None, :, None] * buf84_s2 + offs_c0[None, None, None, :] * buf84_s3, t83, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n3 < E_n3)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_c0 < E_c0)[None, None, None, :])


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
    buf43 = torch.full([2, 2, 2, 32, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(2, T['c2']),)](m30_ptr=m30, m30_s0=m30.stride(0), m30_s1=m30.stride(1), m30_s2=m30.stride(2), m30_s3=m30.stride(3), m30_s4=m30.stride(4), m6_ptr=m6, m6_s0=m6.stride(0), m6_s1=m6.stride(1), m6_s2=m6.stride(2), m6_s3=m6.stride(3), m6_s4=m6.stride(4), m13_ptr=m13, m13_s0=m13.stride(0), m13_s1=m13.stride(1), m13_s2=m13.stride(2), m13_s3=m13.stride(3), m13_s4=m13.stride(4), m16_ptr=m16, m16_s0=m16.stride(0), m16_s1=m16.stride(1), m16_s2=m16.stride(2), m16_s3=m16.stride(3), m16_s4=m16.stride(4), m22_ptr=m22, m22_s0=m22.stride(0), m22_s1=m22.stride(1), m22_s2=m22.stride(2), m22_s3=m22.stride(3), m22_s4=m22.stride(4), buf43_ptr=buf43, buf43_s0=buf43.stride(0), buf43_s1=buf43.stride(1), buf43_s2=buf43.stride(2), buf43_s3=buf43.stride(3), buf43_s4=buf43.stride(4), E_c2=2, E_n0=32, E_n1=2, E_n2=16, F_n0=_pow2(32), F_n1=_pow2(2), F_n2=_pow2(16), T_c2=T['c2'])
    m46 = inputs['sinks']
    m45 = m46.reshape([1, 2, 2, 1, 1])
    m52 = inputs['v']
    m51 = m52.reshape([2, 2, 1, 32, 16])
    states55 = torch.full([_cdiv(16, T['c0']), _cdiv(32, T['c1']), _pow2(2), _pow2(2), _pow2(2), _pow2(32), T['c0']], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(16, T['c0']) * _cdiv(32, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m1_s4=m1.stride(4), m6_ptr=m6, m6_s0=m6.stride(0), m6_s1=m6.stride(1), m6_s2=m6.stride(2), m6_s3=m6.stride(3), m6_s4=m6.stride(4), m13_ptr=m13, m13_s0=m13.stride(0), m13_s1=m13.stride(1), m13_s2=m13.stride(2), m13_s3=m13.stride(3), m13_s4=m13.stride(4), m16_ptr=m16, m16_s0=m16.stride(0), m16_s1=m16.stride(1), m16_s2=m16.stride(2), m16_s3=m16.stride(3), m16_s4=m16.stride(4), m22_ptr=m22, m22_s0=m22.stride(0), m22_s1=m22.stride(1), m22_s2=m22.stride(2), m22_s3=m22.stride(3), m22_s4=m22.stride(4), buf43_ptr=buf43, buf43_s0=buf43.stride(0), buf43_s1=buf43.stride(1), buf43_s2=buf43.stride(2), buf43_s3=buf43.stride(3), buf43_s4=buf43.stride(4), m45_ptr=m45, m45_s0=m45.stride(0), m45_s1=m45.stride(1), m45_s2=m45.stride(2), m45_s3=m45.stride(3), m45_s4=m45.stride(4), m51_ptr=m51, m51_s0=m51.stride(0), m51_s1=m51.stride(1), m51_s2=m51.stride(2), m51_s3=m51.stride(3), m51_s4=m51.stride(4), states55_ptr=states55, states55_s0=states55.stride(0), states55_s1=states55.stride(1), states55_s2=states55.stride(2), states55_s3=states55.stride(3), states55_s4=states55.stride(4), states55_s5=states55.stride(5), states55_s6=states55.stride(6), E_c0=16, E_c1=32, E_n0=32, E_n1=2, E_n2=16, F_n0=_pow2(32), F_n1=_pow2(2), F_n2=_pow2(16), T_c0=T['c0'], T_c1=T['c1'])
    buf74 = torch.full([2, 2, 2, 32, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(2, T['c2']),)](m30_ptr=m30, m30_s0=m30.stride(0), m30_s1=m30.stride(1), m30_s2=m30.stride(2), m30_s3=m30.stride(3), m30_s4=m30.stride(4), m6_ptr=m6, m6_s0=m6.stride(0), m6_s1=m6.stride(1), m6_s2=m6.stride(2), m6_s3=m6.stride(3), m6_s4=m6.stride(4), m13_ptr=m13, m13_s0=m13.stride(0), m13_s1=m13.stride(1), m13_s2=m13.stride(2), m13_s3=m13.stride(3), m13_s4=m13.stride(4), m16_ptr=m16, m16_s0=m16.stride(0), m16_s1=m16.stride(1), m16_s2=m16.stride(2), m16_s3=m16.stride(3), m16_s4=m16.stride(4), m22_ptr=m22, m22_s0=m22.stride(0), m22_s1=m22.stride(1), m22_s2=m22.stride(2), m22_s3=m22.stride(3), m22_s4=m22.stride(4), m45_ptr=m45, m45_s0=m45.stride(0), m45_s1=m45.stride(1), m45_s2=m45.stride(2), m45_s3=m45.stride(3), m45_s4=m45.stride(4), buf74_ptr=buf74, buf74_s0=buf74.stride(0), buf74_s1=buf74.stride(1), buf74_s2=buf74.stride(2), buf74_s3=buf74.stride(3), buf74_s4=buf74.stride(4), E_c2=2, E_n0=32, E_n1=2, E_n2=16, F_n0=_pow2(32), F_n1=_pow2(2), F_n2=_pow2(16), T_c2=T['c2'])
    buf84 = torch.full([2, 4, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(16, T['c0']),)](states55_ptr=states55, states55_s0=states55.stride(0), states55_s1=states55.stride(1), states55_s2=states55.stride(2), states55_s3=states55.stride(3), states55_s4=states55.stride(4), states55_s5=states55.stride(5), states55_s6=states55.stride(6), buf74_ptr=buf74, buf74_s0=buf74.stride(0), buf74_s1=buf74.stride(1), buf74_s2=buf74.stride(2), buf74_s3=buf74.stride(3), buf74_s4=buf74.stride(4), m45_ptr=m45, m45_s0=m45.stride(0), m45_s1=m45.stride(1), m45_s2=m45.stride(2), m45_s3=m45.stride(3), m45_s4=m45.stride(4), buf43_ptr=buf43, buf43_s0=buf43.stride(0), buf43_s1=buf43.stride(1), buf43_s2=buf43.stride(2), buf43_s3=buf43.stride(3), buf43_s4=buf43.stride(4), buf84_ptr=buf84, buf84_s0=buf84.stride(0), buf84_s1=buf84.stride(1), buf84_s2=buf84.stride(2), buf84_s3=buf84.stride(3), E_c0=16, E_c1=32, E_n0=32, E_n1=2, E_n3=4, F_n0=_pow2(32), F_n1=_pow2(2), F_n3=_pow2(4), T_c0=T['c0'], T_c1=T['c1'])
    return buf84


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
