"""attention_sinks [small], candidate 83: 5 kernel(s)

Rendered by EqiForge from candidate 83 of attention_sinks [small]: store(k.2[32]) ; store(k.2[32]) ; grid(k.1@1) loop(k.2[32]: sum, stored) ; store(k.2[32]) ; grid(k.2@2) loop(k.2[32]: sum) [1 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid k.2@2[32]
    c1: loop k.2[32]
    c2: grid k.1@1[2]

Run it on its own: `python kernels/f83.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/attention_sinks.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 16, "c1": 16, "c2": 1}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 32, "c1": 32, "c2": 2}


@triton.jit
def kernel_0(m30_ptr, m30_s0, m30_s1, m30_s2, m30_s3, m30_s4, m6_ptr, m6_s0, m6_s1, m6_s2, m6_s3, m6_s4, m13_ptr, m13_s0, m13_s1, m13_s2, m13_s3, m13_s4, m16_ptr, m16_s0, m16_s1, m16_s2, m16_s3, m16_s4, m22_ptr, m22_s0, m22_s1, m22_s2, m22_s3, m22_s4, m42_ptr, m42_s0, m42_s1, m42_s2, m42_s3, m42_s4, states74_ptr, states74_s0, states74_s1, states74_s2, states74_s3, states74_s4, states74_s5, states74_s6, E_c1, E_c2, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # stores states74: Collect over loop k.2[32]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t50 = tl.load(m30_ptr + offs_c1[None, None, None, None, :] * m30_s4, mask=(offs_c1 < E_c1)[None, None, None, None, :], other=0)
    t51 = tl.load(m6_ptr + offs_n2[None, None, None, :, None] * m6_s3 + offs_c1[None, None, None, None, :] * m6_s4, mask=(offs_n2 < E_n2)[None, None, None, :, None] & (offs_c1 < E_c1)[None, None, None, None, :], other=0)
    t52 = tl.load(m13_ptr + offs_n0[:, None, None, None, None] * m13_s0 + offs_c2[None, :, None, None, None] * m13_s1 + offs_n0[None, None, :, None, None] * m13_s2 + offs_n2[None, None, None, :, None] * m13_s3 + offs_n1[None, None, None, None, :] * m13_s4, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_c2 < E_c2)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :, None] & (offs_n1 < E_n1)[None, None, None, None, :], other=0).to(tl.float32)
    t53 = tl.load(m16_ptr + offs_n0[:, None, None, None, None] * m16_s0 + offs_c2[None, :, None, None, None] * m16_s1 + offs_n1[None, None, None, :, None] * m16_s3 + offs_c1[None, None, None, None, :] * m16_s4, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_c2 < E_c2)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, None, :, None] & (offs_c1 < E_c1)[None, None, None, None, :], other=0).to(tl.float32)
    t54 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, None, :], t52, 0.0), 5) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :, None], t53, 0.0), 3), axis=4)
    t55 = tl.where(t51, -float("inf"), t54)
    t56 = tl.load(m22_ptr + offs_n2[None, None, None, :, None] * m22_s3 + offs_c1[None, None, None, None, :] * m22_s4, mask=(offs_n2 < E_n2)[None, None, None, :, None] & (offs_c1 < E_c1)[None, None, None, None, :], other=0)
    t57 = tl.where(t56, -float("inf"), t55)
    t58 = tl.where(t50, t55, t57)
    t59 = (t58) * (0.25)
    t60 = tl.load(m30_ptr + offs_n2[None, None, None, None, :] * m30_s4, mask=(offs_n2 < E_n2)[None, None, None, None, :], other=0)
    t61 = tl.load(m6_ptr + offs_n2[None, None, None, :, None] * m6_s3 + offs_n2[None, None, None, None, :] * m6_s4, mask=(offs_n2 < E_n2)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :], other=0)
    t62 = tl.load(m16_ptr + offs_n0[:, None, None, None, None] * m16_s0 + offs_c2[None, :, None, None, None] * m16_s1 + offs_n1[None, None, None, :, None] * m16_s3 + offs_n2[None, None, None, None, :] * m16_s4, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_c2 < E_c2)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :], other=0).to(tl.float32)
    t63 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, None, :], t52, 0.0), 5) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :, None], t62, 0.0), 3), axis=4)
    t64 = tl.where(t61, -float("inf"), t63)
    t65 = tl.load(m22_ptr + offs_n2[None, None, None, :, None] * m22_s3 + offs_n2[None, None, None, None, :] * m22_s4, mask=(offs_n2 < E_n2)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :], other=0)
    t66 = tl.where(t65, -float("inf"), t64)
    t67 = tl.where(t60, t64, t66)
    t68 = tl.max(tl.where((offs_n2 < E_n2)[None, None, None, None, :], t67, -float('inf')), axis=4, keep_dims=True)
    t69 = (t68) * (0.25)
    t70 = tl.load(m42_ptr + offs_c2[None, :, None, None, None] * m42_s1 + offs_n0[None, None, :, None, None] * m42_s2, mask=(offs_c2 < E_c2)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None], other=0).to(tl.float32)
    t71 = tl.maximum(t69, t70)
    t72 = t59 - (t71)
    t73 = tl.exp(t72)
    tl.store(states74_ptr + i_c2 * states74_s0 + i_c1 * states74_s1 + tl.arange(0, F_n0)[:, None, None, None, None] * states74_s2 + tl.arange(0, T_c2)[None, :, None, None, None] * states74_s3 + tl.arange(0, F_n0)[None, None, :, None, None] * states74_s4 + tl.arange(0, F_n2)[None, None, None, :, None] * states74_s5 + tl.arange(0, T_c1)[None, None, None, None, :] * states74_s6 + tl.zeros([F_n0, T_c2, F_n0, F_n2, T_c1], tl.int32), t73)


@triton.jit
def kernel_1(states74_ptr, states74_s0, states74_s1, states74_s2, states74_s3, states74_s4, states74_s5, states74_s6, states77_ptr, states77_s0, states77_s1, states77_s2, states77_s3, states77_s4, states77_s5, states77_s6, E_c1, E_c2, E_n0, E_n2, F_n0: tl.constexpr, F_n2: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # stores states77: Collect over loop k.2[32]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n2 = tl.arange(0, F_n2)
    t75 = tl.load(states74_ptr + i_c2 * states74_s0 + i_c1 * states74_s1 + tl.arange(0, F_n0)[:, None, None, None, None] * states74_s2 + tl.arange(0, T_c2)[None, :, None, None, None] * states74_s3 + tl.arange(0, F_n0)[None, None, :, None, None] * states74_s4 + tl.arange(0, F_n2)[None, None, None, :, None] * states74_s5 + tl.arange(0, T_c1)[None, None, None, None, :] * states74_s6 + tl.zeros([F_n0, T_c2, F_n0, F_n2, T_c1], tl.int32))
    t76 = tl.sum(tl.where((offs_c1 < E_c1)[None, None, None, None, :], t75, 0.0), axis=4, keep_dims=True)
    tl.store(states77_ptr + i_c2 * states77_s0 + i_c1 * states77_s1 + tl.arange(0, F_n0)[:, None, None, None, None] * states77_s2 + tl.arange(0, T_c2)[None, :, None, None, None] * states77_s3 + tl.arange(0, F_n0)[None, None, :, None, None] * states77_s4 + tl.arange(0, F_n2)[None, None, None, :, None] * states77_s5 + tl.zeros([F_n0, T_c2, F_n0, F_n2, 1], tl.int32), t76)


@triton.jit
def kernel_2(states77_ptr, states77_s0, states77_s1, states77_s2, states77_s3, states77_s4, states77_s5, states77_s6, buf80_ptr, buf80_s0, buf80_s1, buf80_s2, buf80_s3, buf80_s4, E_c1, E_c2, E_n0, E_n2, F_n0: tl.constexpr, F_n2: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf80: Combine over grid k.1@1[2]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n2 = tl.arange(0, F_n2)
    acc79 = tl.full([F_n0, T_c2, F_n0, F_n2, 1], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t78 = tl.load(states77_ptr + i_c2 * states77_s0 + i_c1 * states77_s1 + tl.arange(0, F_n0)[:, None, None, None, None] * states77_s2 + tl.arange(0, T_c2)[None, :, None, None, None] * states77_s3 + tl.arange(0, F_n0)[None, None, :, None, None] * states77_s4 + tl.arange(0, F_n2)[None, None, None, :, None] * states77_s5 + tl.zeros([F_n0, T_c2, F_n0, F_n2, 1], tl.int32))
        acc79 = acc79 + t78
    tl.store(buf80_ptr + offs_n0[:, None, None, None, None] * buf80_s0 + offs_c2[None, :, None, None, None] * buf80_s1 + offs_n0[None, None, :, None, None] * buf80_s2 + offs_n2[None, None, None, :, None] * buf80_s3, acc79, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_c2 < E_c2)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :, None])


@triton.jit
def kernel_3(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m1_s4, m6_ptr, m6_s0, m6_s1, m6_s2, m6_s3, m6_s4, m13_ptr, m13_s0, m13_s1, m13_s2, m13_s3, m13_s4, m16_ptr, m16_s0, m16_s1, m16_s2, m16_s3, m16_s4, m22_ptr, m22_s0, m22_s1, m22_s2, m22_s3, m22_s4, m30_ptr, m30_s0, m30_s1, m30_s2, m30_s3, m30_s4, m42_ptr, m42_s0, m42_s1, m42_s2, m42_s3, m42_s4, buf80_ptr, buf80_s0, buf80_s1, buf80_s2, buf80_s3, buf80_s4, states84_ptr, states84_s0, states84_s1, states84_s2, states84_s3, states84_s4, states84_s5, states84_s6, E_c0, E_c1, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # stores states84: Collect over loop k.2[32]
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
    t48 = t44 - (t45)
    t49 = tl.exp(t48)
    t81 = tl.load(buf80_ptr + offs_n0[:, None, None, None, None] * buf80_s0 + offs_n0[None, :, None, None, None] * buf80_s1 + offs_n0[None, None, :, None, None] * buf80_s2 + offs_c0[None, None, None, :, None] * buf80_s3, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_c0 < E_c0)[None, None, None, :, None], other=0).to(tl.float32)
    t82 = t49 + t81
    t83 = (t47) / (t82)
    tl.store(states84_ptr + i_c0 * states84_s0 + i_c1 * states84_s1 + tl.arange(0, F_n0)[:, None, None, None, None] * states84_s2 + tl.arange(0, F_n0)[None, :, None, None, None] * states84_s3 + tl.arange(0, F_n0)[None, None, :, None, None] * states84_s4 + tl.arange(0, T_c0)[None, None, None, :, None] * states84_s5 + tl.arange(0, T_c1)[None, None, None, None, :] * states84_s6 + tl.zeros([F_n0, F_n0, F_n0, T_c0, T_c1], tl.int32), t83)


@triton.jit
def kernel_4(states84_ptr, states84_s0, states84_s1, states84_s2, states84_s3, states84_s4, states84_s5, states84_s6, m86_ptr, m86_s0, m86_s1, m86_s2, m86_s3, m86_s4, buf92_ptr, buf92_s0, buf92_s1, buf92_s2, buf92_s3, E_c0, E_c1, E_n0, E_n1, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n3: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf92: Combine over grid k.2@2[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n3 = tl.arange(0, F_n3)
    acc90 = tl.full([F_n0, F_n0, F_n0, T_c0, F_n1], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t85 = tl.load(states84_ptr + i_c0 * states84_s0 + i_c1 * states84_s1 + tl.arange(0, F_n0)[:, None, None, None, None] * states84_s2 + tl.arange(0, F_n0)[None, :, None, None, None] * states84_s3 + tl.arange(0, F_n0)[None, None, :, None, None] * states84_s4 + tl.arange(0, T_c0)[None, None, None, :, None] * states84_s5 + tl.arange(0, T_c1)[None, None, None, None, :] * states84_s6 + tl.zeros([F_n0, F_n0, F_n0, T_c0, T_c1], tl.int32))
        t88 = tl.load(m86_ptr + offs_n0[:, None, None, None, None] * m86_s0 + offs_n0[None, :, None, None, None] * m86_s1 + offs_c1[None, None, None, :, None] * m86_s3 + offs_n1[None, None, None, None, :] * m86_s4, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_c1 < E_c1)[None, None, None, :, None] & (offs_n1 < E_n1)[None, None, None, None, :], other=0).to(tl.float32)
        t89 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, None, :], t85, 0.0), 5) * tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, :, None], t88, 0.0), 3), axis=4)
        acc90 = acc90 + t89
    t91 = tl.reshape(acc90, [F_n0, F_n3, T_c0, F_n1])
    tl.store(buf92_ptr + offs_n0[:, None, None, None] * buf92_s0 + offs_n3[None, :, None, None] * buf92_s1 + offs_c0[None, None, :, None] * buf92_s2 + offs_n1[None, None, None, :] * buf92_s3, t91, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n3 < E_n3)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :])


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
    states74 = torch.full([_cdiv(2, T['c2']), _cdiv(32, T['c1']), _pow2(2), T['c2'], _pow2(2), _pow2(32), T['c1']], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(2, T['c2']) * _cdiv(32, T['c1']),)](m30_ptr=m30, m30_s0=m30.stride(0), m30_s1=m30.stride(1), m30_s2=m30.stride(2), m30_s3=m30.stride(3), m30_s4=m30.stride(4), m6_ptr=m6, m6_s0=m6.stride(0), m6_s1=m6.stride(1), m6_s2=m6.stride(2), m6_s3=m6.stride(3), m6_s4=m6.stride(4), m13_ptr=m13, m13_s0=m13.stride(0), m13_s1=m13.stride(1), m13_s2=m13.stride(2), m13_s3=m13.stride(3), m13_s4=m13.stride(4), m16_ptr=m16, m16_s0=m16.stride(0), m16_s1=m16.stride(1), m16_s2=m16.stride(2), m16_s3=m16.stride(3), m16_s4=m16.stride(4), m22_ptr=m22, m22_s0=m22.stride(0), m22_s1=m22.stride(1), m22_s2=m22.stride(2), m22_s3=m22.stride(3), m22_s4=m22.stride(4), m42_ptr=m42, m42_s0=m42.stride(0), m42_s1=m42.stride(1), m42_s2=m42.stride(2), m42_s3=m42.stride(3), m42_s4=m42.stride(4), states74_ptr=states74, states74_s0=states74.stride(0), states74_s1=states74.stride(1), states74_s2=states74.stride(2), states74_s3=states74.stride(3), states74_s4=states74.stride(4), states74_s5=states74.stride(5), states74_s6=states74.stride(6), E_c1=32, E_c2=2, E_n0=2, E_n1=16, E_n2=32, F_n0=_pow2(2), F_n1=_pow2(16), F_n2=_pow2(32), T_c1=T['c1'], T_c2=T['c2'])
    states77 = torch.full([_cdiv(2, T['c2']), _cdiv(32, T['c1']), _pow2(2), T['c2'], _pow2(2), _pow2(32), 1], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(2, T['c2']) * _cdiv(32, T['c1']),)](states74_ptr=states74, states74_s0=states74.stride(0), states74_s1=states74.stride(1), states74_s2=states74.stride(2), states74_s3=states74.stride(3), states74_s4=states74.stride(4), states74_s5=states74.stride(5), states74_s6=states74.stride(6), states77_ptr=states77, states77_s0=states77.stride(0), states77_s1=states77.stride(1), states77_s2=states77.stride(2), states77_s3=states77.stride(3), states77_s4=states77.stride(4), states77_s5=states77.stride(5), states77_s6=states77.stride(6), E_c1=32, E_c2=2, E_n0=2, E_n2=32, F_n0=_pow2(2), F_n2=_pow2(32), T_c1=T['c1'], T_c2=T['c2'])
    buf80 = torch.full([2, 2, 2, 32, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(2, T['c2']),)](states77_ptr=states77, states77_s0=states77.stride(0), states77_s1=states77.stride(1), states77_s2=states77.stride(2), states77_s3=states77.stride(3), states77_s4=states77.stride(4), states77_s5=states77.stride(5), states77_s6=states77.stride(6), buf80_ptr=buf80, buf80_s0=buf80.stride(0), buf80_s1=buf80.stride(1), buf80_s2=buf80.stride(2), buf80_s3=buf80.stride(3), buf80_s4=buf80.stride(4), E_c1=32, E_c2=2, E_n0=2, E_n2=32, F_n0=_pow2(2), F_n2=_pow2(32), T_c1=T['c1'], T_c2=T['c2'])
    states84 = torch.full([_cdiv(32, T['c0']), _cdiv(32, T['c1']), _pow2(2), _pow2(2), _pow2(2), T['c0'], T['c1']], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(32, T['c0']) * _cdiv(32, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m1_s4=m1.stride(4), m6_ptr=m6, m6_s0=m6.stride(0), m6_s1=m6.stride(1), m6_s2=m6.stride(2), m6_s3=m6.stride(3), m6_s4=m6.stride(4), m13_ptr=m13, m13_s0=m13.stride(0), m13_s1=m13.stride(1), m13_s2=m13.stride(2), m13_s3=m13.stride(3), m13_s4=m13.stride(4), m16_ptr=m16, m16_s0=m16.stride(0), m16_s1=m16.stride(1), m16_s2=m16.stride(2), m16_s3=m16.stride(3), m16_s4=m16.stride(4), m22_ptr=m22, m22_s0=m22.stride(0), m22_s1=m22.stride(1), m22_s2=m22.stride(2), m22_s3=m22.stride(3), m22_s4=m22.stride(4), m30_ptr=m30, m30_s0=m30.stride(0), m30_s1=m30.stride(1), m30_s2=m30.stride(2), m30_s3=m30.stride(3), m30_s4=m30.stride(4), m42_ptr=m42, m42_s0=m42.stride(0), m42_s1=m42.stride(1), m42_s2=m42.stride(2), m42_s3=m42.stride(3), m42_s4=m42.stride(4), buf80_ptr=buf80, buf80_s0=buf80.stride(0), buf80_s1=buf80.stride(1), buf80_s2=buf80.stride(2), buf80_s3=buf80.stride(3), buf80_s4=buf80.stride(4), states84_ptr=states84, states84_s0=states84.stride(0), states84_s1=states84.stride(1), states84_s2=states84.stride(2), states84_s3=states84.stride(3), states84_s4=states84.stride(4), states84_s5=states84.stride(5), states84_s6=states84.stride(6), E_c0=32, E_c1=32, E_n0=2, E_n1=16, E_n2=32, F_n0=_pow2(2), F_n1=_pow2(16), F_n2=_pow2(32), T_c0=T['c0'], T_c1=T['c1'])
    m87 = inputs['v']
    m86 = m87.reshape([2, 2, 1, 32, 16])
    buf92 = torch.full([2, 4, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(_cdiv(32, T['c0']),)](states84_ptr=states84, states84_s0=states84.stride(0), states84_s1=states84.stride(1), states84_s2=states84.stride(2), states84_s3=states84.stride(3), states84_s4=states84.stride(4), states84_s5=states84.stride(5), states84_s6=states84.stride(6), m86_ptr=m86, m86_s0=m86.stride(0), m86_s1=m86.stride(1), m86_s2=m86.stride(2), m86_s3=m86.stride(3), m86_s4=m86.stride(4), buf92_ptr=buf92, buf92_s0=buf92.stride(0), buf92_s1=buf92.stride(1), buf92_s2=buf92.stride(2), buf92_s3=buf92.stride(3), E_c0=32, E_c1=32, E_n0=2, E_n1=16, E_n3=4, F_n0=_pow2(2), F_n1=_pow2(16), F_n3=_pow2(4), T_c0=T['c0'], T_c1=T['c1'])
    return buf92


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
