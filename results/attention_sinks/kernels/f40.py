"""attention_sinks [small], candidate 40: 7 kernel(s)

Rendered by EqiForge from candidate 40 of attention_sinks [small]: store(k.3[16]) ; store(k.2[32]) ; store(k.3[16]) ; store(k.3[16]) ; store(k.2[32]) loop(k.3[16]: sum, stored) ; grid(k.1@1) loop(k.3[16]: sum, stored) loop(k.2[32]: max) ; grid(k.0@0) loop(k.3[16]: sum, stored) loop(k.2[32]: max, stored) [1 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid k.0@0[2]
    c1: loop k.3[16]
    c2: loop k.2[32]
    c3: grid k.1@1[2]

Run it on its own: `python kernels/f40.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/attention_sinks.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 1, "c1": 8, "c2": 16, "c3": 1}


@triton.jit
def kernel_0(m13_ptr, m13_s0, m13_s1, m13_s2, m13_s3, m13_s4, m16_ptr, m16_s0, m16_s1, m16_s2, m16_s3, m16_s4, states21_ptr, states21_s0, states21_s1, states21_s2, states21_s3, states21_s4, states21_s5, states21_s6, E_c0, E_c1, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # stores states21: Collect over loop k.3[16]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    t15 = tl.load(m13_ptr + offs_c0[:, None, None, None, None] * m13_s0 + offs_n1[None, :, None, None, None] * m13_s1 + offs_n1[None, None, :, None, None] * m13_s2 + offs_n0[None, None, None, :, None] * m13_s3 + offs_c1[None, None, None, None, :] * m13_s4, mask=(offs_c0 < E_c0)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None] & (offs_c1 < E_c1)[None, None, None, None, :], other=0).to(tl.float32)
    t19 = tl.load(m16_ptr + offs_c0[:, None, None, None, None] * m16_s0 + offs_n1[None, :, None, None, None] * m16_s1 + offs_c1[None, None, None, :, None] * m16_s3 + offs_n0[None, None, None, None, :] * m16_s4, mask=(offs_c0 < E_c0)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_c1 < E_c1)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0).to(tl.float32)
    t20 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, None, :], t15, 0.0), 5) * tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, :, None], t19, 0.0), 3), axis=4)
    tl.store(states21_ptr + i_c0 * states21_s0 + i_c1 * states21_s1 + tl.arange(0, T_c0)[:, None, None, None, None] * states21_s2 + tl.arange(0, F_n1)[None, :, None, None, None] * states21_s3 + tl.arange(0, F_n1)[None, None, :, None, None] * states21_s4 + tl.arange(0, F_n0)[None, None, None, :, None] * states21_s5 + tl.arange(0, F_n0)[None, None, None, None, :] * states21_s6 + tl.zeros([T_c0, F_n1, F_n1, F_n0, F_n0], tl.int32), t20)


@triton.jit
def kernel_1(m33_ptr, m33_s0, m33_s1, m33_s2, m33_s3, m33_s4, m6_ptr, m6_s0, m6_s1, m6_s2, m6_s3, m6_s4, m13_ptr, m13_s0, m13_s1, m13_s2, m13_s3, m13_s4, m16_ptr, m16_s0, m16_s1, m16_s2, m16_s3, m16_s4, m25_ptr, m25_s0, m25_s1, m25_s2, m25_s3, m25_s4, states46_ptr, states46_s0, states46_s1, states46_s2, states46_s3, states46_s4, states46_s5, states46_s6, E_c0, E_c2, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # stores states46: Collect over loop k.2[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t35 = tl.load(m33_ptr + offs_c2[None, None, None, None, :] * m33_s4, mask=(offs_c2 < E_c2)[None, None, None, None, :], other=0)
    t36 = tl.load(m6_ptr + offs_n0[None, None, None, :, None] * m6_s3 + offs_c2[None, None, None, None, :] * m6_s4, mask=(offs_n0 < E_n0)[None, None, None, :, None] & (offs_c2 < E_c2)[None, None, None, None, :], other=0)
    t37 = tl.load(m13_ptr + offs_c0[:, None, None, None, None] * m13_s0 + offs_n1[None, :, None, None, None] * m13_s1 + offs_n1[None, None, :, None, None] * m13_s2 + offs_n0[None, None, None, :, None] * m13_s3 + offs_n2[None, None, None, None, :] * m13_s4, mask=(offs_c0 < E_c0)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :], other=0).to(tl.float32)
    t38 = tl.load(m16_ptr + offs_c0[:, None, None, None, None] * m16_s0 + offs_n1[None, :, None, None, None] * m16_s1 + offs_n2[None, None, None, :, None] * m16_s3 + offs_c2[None, None, None, None, :] * m16_s4, mask=(offs_c0 < E_c0)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n2 < E_n2)[None, None, None, :, None] & (offs_c2 < E_c2)[None, None, None, None, :], other=0).to(tl.float32)
    t39 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, None, :], t37, 0.0), 5) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :, None], t38, 0.0), 3), axis=4)
    t40 = tl.where(t36, -float("inf"), t39)
    t41 = tl.load(m25_ptr + offs_n0[None, None, None, :, None] * m25_s3 + offs_c2[None, None, None, None, :] * m25_s4, mask=(offs_n0 < E_n0)[None, None, None, :, None] & (offs_c2 < E_c2)[None, None, None, None, :], other=0)
    t42 = tl.where(t41, -float("inf"), t40)
    t43 = tl.where(t35, t40, t42)
    t44 = tl.max(tl.where((offs_c2 < E_c2)[None, None, None, None, :], t43, -float('inf')), axis=4, keep_dims=True)
    t45 = (t44) * (0.25)
    tl.store(states46_ptr + i_c0 * states46_s0 + i_c2 * states46_s1 + tl.arange(0, T_c0)[:, None, None, None, None] * states46_s2 + tl.arange(0, F_n1)[None, :, None, None, None] * states46_s3 + tl.arange(0, F_n1)[None, None, :, None, None] * states46_s4 + tl.arange(0, F_n0)[None, None, None, :, None] * states46_s5 + tl.zeros([T_c0, F_n1, F_n1, F_n0, 1], tl.int32), t45)


@triton.jit
def kernel_2(m13_ptr, m13_s0, m13_s1, m13_s2, m13_s3, m13_s4, m16_ptr, m16_s0, m16_s1, m16_s2, m16_s3, m16_s4, states60_ptr, states60_s0, states60_s1, states60_s2, states60_s3, states60_s4, states60_s5, states60_s6, E_c1, E_c3, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c1: tl.constexpr, T_c3: tl.constexpr):
    # stores states60: Collect over loop k.3[16]
    pid = tl.program_id(0)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    t57 = tl.load(m13_ptr + offs_n1[:, None, None, None, None] * m13_s0 + offs_c3[None, :, None, None, None] * m13_s1 + offs_n1[None, None, :, None, None] * m13_s2 + offs_n0[None, None, None, :, None] * m13_s3 + offs_c1[None, None, None, None, :] * m13_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_c3 < E_c3)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None] & (offs_c1 < E_c1)[None, None, None, None, :], other=0).to(tl.float32)
    t58 = tl.load(m16_ptr + offs_n1[:, None, None, None, None] * m16_s0 + offs_c3[None, :, None, None, None] * m16_s1 + offs_c1[None, None, None, :, None] * m16_s3 + offs_n0[None, None, None, None, :] * m16_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_c3 < E_c3)[None, :, None, None, None] & (offs_c1 < E_c1)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0).to(tl.float32)
    t59 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, None, :], t57, 0.0), 5) * tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, :, None], t58, 0.0), 3), axis=4)
    tl.store(states60_ptr + i_c3 * states60_s0 + i_c1 * states60_s1 + tl.arange(0, F_n1)[:, None, None, None, None] * states60_s2 + tl.arange(0, T_c3)[None, :, None, None, None] * states60_s3 + tl.arange(0, F_n1)[None, None, :, None, None] * states60_s4 + tl.arange(0, F_n0)[None, None, None, :, None] * states60_s5 + tl.arange(0, F_n0)[None, None, None, None, :] * states60_s6 + tl.zeros([F_n1, T_c3, F_n1, F_n0, F_n0], tl.int32), t59)


@triton.jit
def kernel_3(m13_ptr, m13_s0, m13_s1, m13_s2, m13_s3, m13_s4, m16_ptr, m16_s0, m16_s1, m16_s2, m16_s3, m16_s4, states73_ptr, states73_s0, states73_s1, states73_s2, states73_s3, states73_s4, states73_s5, states73_s6, states73_s7, E_c1, E_c2, E_c3, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # stores states73: Collect over loop k.3[16]
    pid = tl.program_id(0)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    t70 = tl.load(m13_ptr + offs_n1[:, None, None, None, None] * m13_s0 + offs_c3[None, :, None, None, None] * m13_s1 + offs_n1[None, None, :, None, None] * m13_s2 + offs_n0[None, None, None, :, None] * m13_s3 + offs_c1[None, None, None, None, :] * m13_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_c3 < E_c3)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None] & (offs_c1 < E_c1)[None, None, None, None, :], other=0).to(tl.float32)
    t71 = tl.load(m16_ptr + offs_n1[:, None, None, None, None] * m16_s0 + offs_c3[None, :, None, None, None] * m16_s1 + offs_c1[None, None, None, :, None] * m16_s3 + offs_c2[None, None, None, None, :] * m16_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_c3 < E_c3)[None, :, None, None, None] & (offs_c1 < E_c1)[None, None, None, :, None] & (offs_c2 < E_c2)[None, None, None, None, :], other=0).to(tl.float32)
    t72 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, None, :], t70, 0.0), 5) * tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, :, None], t71, 0.0), 3), axis=4)
    tl.store(states73_ptr + i_c3 * states73_s0 + i_c2 * states73_s1 + i_c1 * states73_s2 + tl.arange(0, F_n1)[:, None, None, None, None] * states73_s3 + tl.arange(0, T_c3)[None, :, None, None, None] * states73_s4 + tl.arange(0, F_n1)[None, None, :, None, None] * states73_s5 + tl.arange(0, F_n0)[None, None, None, :, None] * states73_s6 + tl.arange(0, T_c2)[None, None, None, None, :] * states73_s7 + tl.zeros([F_n1, T_c3, F_n1, F_n0, T_c2], tl.int32), t72)


@triton.jit
def kernel_4(m33_ptr, m33_s0, m33_s1, m33_s2, m33_s3, m33_s4, m6_ptr, m6_s0, m6_s1, m6_s2, m6_s3, m6_s4, states73_ptr, states73_s0, states73_s1, states73_s2, states73_s3, states73_s4, states73_s5, states73_s6, states73_s7, m25_ptr, m25_s0, m25_s1, m25_s2, m25_s3, m25_s4, states80_ptr, states80_s0, states80_s1, states80_s2, states80_s3, states80_s4, states80_s5, states80_s6, E_c1, E_c2, E_c3, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # stores states80: Collect over loop k.2[32]
    pid = tl.program_id(0)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t68 = tl.load(m33_ptr + offs_c2[None, None, None, None, :] * m33_s4, mask=(offs_c2 < E_c2)[None, None, None, None, :], other=0)
    t69 = tl.load(m6_ptr + offs_n0[None, None, None, :, None] * m6_s3 + offs_c2[None, None, None, None, :] * m6_s4, mask=(offs_n0 < E_n0)[None, None, None, :, None] & (offs_c2 < E_c2)[None, None, None, None, :], other=0)
    acc75 = tl.full([F_n1, T_c3, F_n1, F_n0, T_c2], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t74 = tl.load(states73_ptr + i_c3 * states73_s0 + i_c2 * states73_s1 + i_c1 * states73_s2 + tl.arange(0, F_n1)[:, None, None, None, None] * states73_s3 + tl.arange(0, T_c3)[None, :, None, None, None] * states73_s4 + tl.arange(0, F_n1)[None, None, :, None, None] * states73_s5 + tl.arange(0, F_n0)[None, None, None, :, None] * states73_s6 + tl.arange(0, T_c2)[None, None, None, None, :] * states73_s7 + tl.zeros([F_n1, T_c3, F_n1, F_n0, T_c2], tl.int32))
        acc75 = acc75 + t74
    t76 = tl.where(t69, -float("inf"), acc75)
    t77 = tl.load(m25_ptr + offs_n0[None, None, None, :, None] * m25_s3 + offs_c2[None, None, None, None, :] * m25_s4, mask=(offs_n0 < E_n0)[None, None, None, :, None] & (offs_c2 < E_c2)[None, None, None, None, :], other=0)
    t78 = tl.where(t77, -float("inf"), t76)
    t79 = tl.where(t68, t76, t78)
    tl.store(states80_ptr + i_c3 * states80_s0 + i_c2 * states80_s1 + tl.arange(0, F_n1)[:, None, None, None, None] * states80_s2 + tl.arange(0, T_c3)[None, :, None, None, None] * states80_s3 + tl.arange(0, F_n1)[None, None, :, None, None] * states80_s4 + tl.arange(0, F_n0)[None, None, None, :, None] * states80_s5 + tl.arange(0, T_c2)[None, None, None, None, :] * states80_s6 + tl.zeros([F_n1, T_c3, F_n1, F_n0, T_c2], tl.int32), t79)


@triton.jit
def kernel_5(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m1_s4, m6_ptr, m6_s0, m6_s1, m6_s2, m6_s3, m6_s4, states60_ptr, states60_s0, states60_s1, states60_s2, states60_s3, states60_s4, states60_s5, states60_s6, m25_ptr, m25_s0, m25_s1, m25_s2, m25_s3, m25_s4, states80_ptr, states80_s0, states80_s1, states80_s2, states80_s3, states80_s4, states80_s5, states80_s6, m49_ptr, m49_s0, m49_s1, m49_s2, m49_s3, m49_s4, buf90_ptr, buf90_s0, buf90_s1, buf90_s2, buf90_s3, buf90_s4, E_c1, E_c2, E_c3, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # writes buf90: Combine over grid k.1@1[2]
    pid = tl.program_id(0)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t55 = tl.load(m1_ptr + offs_n0[None, None, None, None, :] * m1_s4, mask=(offs_n0 < E_n0)[None, None, None, None, :], other=0)
    t56 = tl.load(m6_ptr + offs_n0[None, None, None, :, None] * m6_s3 + offs_n0[None, None, None, None, :] * m6_s4, mask=(offs_n0 < E_n0)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0)
    acc62 = tl.full([F_n1, T_c3, F_n1, F_n0, F_n0], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t61 = tl.load(states60_ptr + i_c3 * states60_s0 + i_c1 * states60_s1 + tl.arange(0, F_n1)[:, None, None, None, None] * states60_s2 + tl.arange(0, T_c3)[None, :, None, None, None] * states60_s3 + tl.arange(0, F_n1)[None, None, :, None, None] * states60_s4 + tl.arange(0, F_n0)[None, None, None, :, None] * states60_s5 + tl.arange(0, F_n0)[None, None, None, None, :] * states60_s6 + tl.zeros([F_n1, T_c3, F_n1, F_n0, F_n0], tl.int32))
        acc62 = acc62 + t61
    t63 = tl.where(t56, -float("inf"), acc62)
    t64 = tl.load(m25_ptr + offs_n0[None, None, None, :, None] * m25_s3 + offs_n0[None, None, None, None, :] * m25_s4, mask=(offs_n0 < E_n0)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0)
    t65 = tl.where(t64, -float("inf"), t63)
    t66 = tl.where(t55, t63, t65)
    t67 = (t66) * (0.25)
    acc83 = tl.full([F_n1, T_c3, F_n1, F_n0, 1], -float('inf'), tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t81 = tl.load(states80_ptr + i_c3 * states80_s0 + i_c2 * states80_s1 + tl.arange(0, F_n1)[:, None, None, None, None] * states80_s2 + tl.arange(0, T_c3)[None, :, None, None, None] * states80_s3 + tl.arange(0, F_n1)[None, None, :, None, None] * states80_s4 + tl.arange(0, F_n0)[None, None, None, :, None] * states80_s5 + tl.arange(0, T_c2)[None, None, None, None, :] * states80_s6 + tl.zeros([F_n1, T_c3, F_n1, F_n0, T_c2], tl.int32))
        t82 = tl.max(tl.where((offs_c2 < E_c2)[None, None, None, None, :], t81, -float('inf')), axis=4, keep_dims=True)
        acc83 = tl.maximum(acc83, t82)
    t84 = (acc83) * (0.25)
    t85 = tl.load(m49_ptr + offs_c3[None, :, None, None, None] * m49_s1 + offs_n1[None, None, :, None, None] * m49_s2, mask=(offs_c3 < E_c3)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None], other=0).to(tl.float32)
    t86 = tl.maximum(t84, t85)
    t87 = t67 - (t86)
    t88 = tl.exp(t87)
    t89 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, None, None, :], t88, 0.0), axis=4, keep_dims=True)
    tl.store(buf90_ptr + offs_n1[:, None, None, None, None] * buf90_s0 + offs_c3[None, :, None, None, None] * buf90_s1 + offs_n1[None, None, :, None, None] * buf90_s2 + offs_n0[None, None, None, :, None] * buf90_s3, t89, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_c3 < E_c3)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None])


@triton.jit
def kernel_6(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m1_s4, m6_ptr, m6_s0, m6_s1, m6_s2, m6_s3, m6_s4, states21_ptr, states21_s0, states21_s1, states21_s2, states21_s3, states21_s4, states21_s5, states21_s6, m25_ptr, m25_s0, m25_s1, m25_s2, m25_s3, m25_s4, states46_ptr, states46_s0, states46_s1, states46_s2, states46_s3, states46_s4, states46_s5, states46_s6, m49_ptr, m49_s0, m49_s1, m49_s2, m49_s3, m49_s4, buf90_ptr, buf90_s0, buf90_s1, buf90_s2, buf90_s3, buf90_s4, m96_ptr, m96_s0, m96_s1, m96_s2, m96_s3, m96_s4, buf101_ptr, buf101_s0, buf101_s1, buf101_s2, buf101_s3, E_c0, E_c1, E_c2, E_n0, E_n1, E_n2, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf101: Combine over grid k.0@0[2]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n3 = tl.arange(0, F_n3)
    t5 = tl.load(m1_ptr + offs_n0[None, None, None, None, :] * m1_s4, mask=(offs_n0 < E_n0)[None, None, None, None, :], other=0)
    t12 = tl.load(m6_ptr + offs_n0[None, None, None, :, None] * m6_s3 + offs_n0[None, None, None, None, :] * m6_s4, mask=(offs_n0 < E_n0)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0)
    acc23 = tl.full([T_c0, F_n1, F_n1, F_n0, F_n0], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t22 = tl.load(states21_ptr + i_c0 * states21_s0 + i_c1 * states21_s1 + tl.arange(0, T_c0)[:, None, None, None, None] * states21_s2 + tl.arange(0, F_n1)[None, :, None, None, None] * states21_s3 + tl.arange(0, F_n1)[None, None, :, None, None] * states21_s4 + tl.arange(0, F_n0)[None, None, None, :, None] * states21_s5 + tl.arange(0, F_n0)[None, None, None, None, :] * states21_s6 + tl.zeros([T_c0, F_n1, F_n1, F_n0, F_n0], tl.int32))
        acc23 = acc23 + t22
    t24 = tl.where(t12, -float("inf"), acc23)
    t29 = tl.load(m25_ptr + offs_n0[None, None, None, :, None] * m25_s3 + offs_n0[None, None, None, None, :] * m25_s4, mask=(offs_n0 < E_n0)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0)
    t30 = tl.where(t29, -float("inf"), t24)
    t31 = tl.where(t5, t24, t30)
    t32 = (t31) * (0.25)
    acc48 = tl.full([T_c0, F_n1, F_n1, F_n0, 1], -float('inf'), tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t47 = tl.load(states46_ptr + i_c0 * states46_s0 + i_c2 * states46_s1 + tl.arange(0, T_c0)[:, None, None, None, None] * states46_s2 + tl.arange(0, F_n1)[None, :, None, None, None] * states46_s3 + tl.arange(0, F_n1)[None, None, :, None, None] * states46_s4 + tl.arange(0, F_n0)[None, None, None, :, None] * states46_s5 + tl.zeros([T_c0, F_n1, F_n1, F_n0, 1], tl.int32))
        acc48 = tl.maximum(acc48, t47)
    t51 = tl.load(m49_ptr + offs_n1[None, :, None, None, None] * m49_s1 + offs_n1[None, None, :, None, None] * m49_s2, mask=(offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None], other=0).to(tl.float32)
    t52 = tl.maximum(acc48, t51)
    t53 = t32 - (t52)
    t54 = tl.exp(t53)
    t91 = tl.load(buf90_ptr + offs_c0[:, None, None, None, None] * buf90_s0 + offs_n1[None, :, None, None, None] * buf90_s1 + offs_n1[None, None, :, None, None] * buf90_s2 + offs_n0[None, None, None, :, None] * buf90_s3, mask=(offs_c0 < E_c0)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None], other=0).to(tl.float32)
    t92 = t51 - (t52)
    t93 = tl.exp(t92)
    t94 = t91 + t93
    t95 = (t54) / (t94)
    t98 = tl.load(m96_ptr + offs_c0[:, None, None, None, None] * m96_s0 + offs_n1[None, :, None, None, None] * m96_s1 + offs_n0[None, None, None, :, None] * m96_s3 + offs_n2[None, None, None, None, :] * m96_s4, mask=(offs_c0 < E_c0)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :], other=0).to(tl.float32)
    t99 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, None, None, :], t95, 0.0), 5) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, None, :, None], t98, 0.0), 3), axis=4)
    t100 = tl.reshape(t99, [T_c0, F_n3, F_n0, F_n2])
    tl.store(buf101_ptr + offs_c0[:, None, None, None] * buf101_s0 + offs_n3[None, :, None, None] * buf101_s1 + offs_n0[None, None, :, None] * buf101_s2 + offs_n2[None, None, None, :] * buf101_s3, t100, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n3 < E_n3)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :])


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
    states21 = torch.full([_cdiv(2, T['c0']), _cdiv(16, T['c1']), T['c0'], _pow2(2), _pow2(2), _pow2(32), _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(2, T['c0']) * _cdiv(16, T['c1']),)](m13_ptr=m13, m13_s0=m13.stride(0), m13_s1=m13.stride(1), m13_s2=m13.stride(2), m13_s3=m13.stride(3), m13_s4=m13.stride(4), m16_ptr=m16, m16_s0=m16.stride(0), m16_s1=m16.stride(1), m16_s2=m16.stride(2), m16_s3=m16.stride(3), m16_s4=m16.stride(4), states21_ptr=states21, states21_s0=states21.stride(0), states21_s1=states21.stride(1), states21_s2=states21.stride(2), states21_s3=states21.stride(3), states21_s4=states21.stride(4), states21_s5=states21.stride(5), states21_s6=states21.stride(6), E_c0=2, E_c1=16, E_n0=32, E_n1=2, F_n0=_pow2(32), F_n1=_pow2(2), T_c0=T['c0'], T_c1=T['c1'])
    m27 = _BINARY["Sub"](m9, m8)
    m28 = torch.tensor(8.0, dtype=torch.float32, device=device)
    m26 = _BINARY["Ge"](m27, m28)
    m25 = m26.reshape([1, 1, 1, 32, 32])
    m34 = _BINARY["Lt"](m3, m4)
    m33 = m34.reshape([1, 1, 1, 1, 32])
    states46 = torch.full([_cdiv(2, T['c0']), _cdiv(32, T['c2']), T['c0'], _pow2(2), _pow2(2), _pow2(32), 1], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(2, T['c0']) * _cdiv(32, T['c2']),)](m33_ptr=m33, m33_s0=m33.stride(0), m33_s1=m33.stride(1), m33_s2=m33.stride(2), m33_s3=m33.stride(3), m33_s4=m33.stride(4), m6_ptr=m6, m6_s0=m6.stride(0), m6_s1=m6.stride(1), m6_s2=m6.stride(2), m6_s3=m6.stride(3), m6_s4=m6.stride(4), m13_ptr=m13, m13_s0=m13.stride(0), m13_s1=m13.stride(1), m13_s2=m13.stride(2), m13_s3=m13.stride(3), m13_s4=m13.stride(4), m16_ptr=m16, m16_s0=m16.stride(0), m16_s1=m16.stride(1), m16_s2=m16.stride(2), m16_s3=m16.stride(3), m16_s4=m16.stride(4), m25_ptr=m25, m25_s0=m25.stride(0), m25_s1=m25.stride(1), m25_s2=m25.stride(2), m25_s3=m25.stride(3), m25_s4=m25.stride(4), states46_ptr=states46, states46_s0=states46.stride(0), states46_s1=states46.stride(1), states46_s2=states46.stride(2), states46_s3=states46.stride(3), states46_s4=states46.stride(4), states46_s5=states46.stride(5), states46_s6=states46.stride(6), E_c0=2, E_c2=32, E_n0=32, E_n1=2, E_n2=16, F_n0=_pow2(32), F_n1=_pow2(2), F_n2=_pow2(16), T_c0=T['c0'], T_c2=T['c2'])
    m50 = inputs['sinks']
    m49 = m50.reshape([1, 2, 2, 1, 1])
    states60 = torch.full([_cdiv(2, T['c3']), _cdiv(16, T['c1']), _pow2(2), T['c3'], _pow2(2), _pow2(32), _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(2, T['c3']) * _cdiv(16, T['c1']),)](m13_ptr=m13, m13_s0=m13.stride(0), m13_s1=m13.stride(1), m13_s2=m13.stride(2), m13_s3=m13.stride(3), m13_s4=m13.stride(4), m16_ptr=m16, m16_s0=m16.stride(0), m16_s1=m16.stride(1), m16_s2=m16.stride(2), m16_s3=m16.stride(3), m16_s4=m16.stride(4), states60_ptr=states60, states60_s0=states60.stride(0), states60_s1=states60.stride(1), states60_s2=states60.stride(2), states60_s3=states60.stride(3), states60_s4=states60.stride(4), states60_s5=states60.stride(5), states60_s6=states60.stride(6), E_c1=16, E_c3=2, E_n0=32, E_n1=2, F_n0=_pow2(32), F_n1=_pow2(2), T_c1=T['c1'], T_c3=T['c3'])
    states73 = torch.full([_cdiv(2, T['c3']), _cdiv(32, T['c2']), _cdiv(16, T['c1']), _pow2(2), T['c3'], _pow2(2), _pow2(32), T['c2']], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(2, T['c3']) * _cdiv(32, T['c2']) * _cdiv(16, T['c1']),)](m13_ptr=m13, m13_s0=m13.stride(0), m13_s1=m13.stride(1), m13_s2=m13.stride(2), m13_s3=m13.stride(3), m13_s4=m13.stride(4), m16_ptr=m16, m16_s0=m16.stride(0), m16_s1=m16.stride(1), m16_s2=m16.stride(2), m16_s3=m16.stride(3), m16_s4=m16.stride(4), states73_ptr=states73, states73_s0=states73.stride(0), states73_s1=states73.stride(1), states73_s2=states73.stride(2), states73_s3=states73.stride(3), states73_s4=states73.stride(4), states73_s5=states73.stride(5), states73_s6=states73.stride(6), states73_s7=states73.stride(7), E_c1=16, E_c2=32, E_c3=2, E_n0=32, E_n1=2, F_n0=_pow2(32), F_n1=_pow2(2), T_c1=T['c1'], T_c2=T['c2'], T_c3=T['c3'])
    states80 = torch.full([_cdiv(2, T['c3']), _cdiv(32, T['c2']), _pow2(2), T['c3'], _pow2(2), _pow2(32), T['c2']], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(_cdiv(2, T['c3']) * _cdiv(32, T['c2']),)](m33_ptr=m33, m33_s0=m33.stride(0), m33_s1=m33.stride(1), m33_s2=m33.stride(2), m33_s3=m33.stride(3), m33_s4=m33.stride(4), m6_ptr=m6, m6_s0=m6.stride(0), m6_s1=m6.stride(1), m6_s2=m6.stride(2), m6_s3=m6.stride(3), m6_s4=m6.stride(4), states73_ptr=states73, states73_s0=states73.stride(0), states73_s1=states73.stride(1), states73_s2=states73.stride(2), states73_s3=states73.stride(3), states73_s4=states73.stride(4), states73_s5=states73.stride(5), states73_s6=states73.stride(6), states73_s7=states73.stride(7), m25_ptr=m25, m25_s0=m25.stride(0), m25_s1=m25.stride(1), m25_s2=m25.stride(2), m25_s3=m25.stride(3), m25_s4=m25.stride(4), states80_ptr=states80, states80_s0=states80.stride(0), states80_s1=states80.stride(1), states80_s2=states80.stride(2), states80_s3=states80.stride(3), states80_s4=states80.stride(4), states80_s5=states80.stride(5), states80_s6=states80.stride(6), E_c1=16, E_c2=32, E_c3=2, E_n0=32, E_n1=2, F_n0=_pow2(32), F_n1=_pow2(2), T_c1=T['c1'], T_c2=T['c2'], T_c3=T['c3'])
    buf90 = torch.full([2, 2, 2, 32, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_5[(_cdiv(2, T['c3']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m1_s4=m1.stride(4), m6_ptr=m6, m6_s0=m6.stride(0), m6_s1=m6.stride(1), m6_s2=m6.stride(2), m6_s3=m6.stride(3), m6_s4=m6.stride(4), states60_ptr=states60, states60_s0=states60.stride(0), states60_s1=states60.stride(1), states60_s2=states60.stride(2), states60_s3=states60.stride(3), states60_s4=states60.stride(4), states60_s5=states60.stride(5), states60_s6=states60.stride(6), m25_ptr=m25, m25_s0=m25.stride(0), m25_s1=m25.stride(1), m25_s2=m25.stride(2), m25_s3=m25.stride(3), m25_s4=m25.stride(4), states80_ptr=states80, states80_s0=states80.stride(0), states80_s1=states80.stride(1), states80_s2=states80.stride(2), states80_s3=states80.stride(3), states80_s4=states80.stride(4), states80_s5=states80.stride(5), states80_s6=states80.stride(6), m49_ptr=m49, m49_s0=m49.stride(0), m49_s1=m49.stride(1), m49_s2=m49.stride(2), m49_s3=m49.stride(3), m49_s4=m49.stride(4), buf90_ptr=buf90, buf90_s0=buf90.stride(0), buf90_s1=buf90.stride(1), buf90_s2=buf90.stride(2), buf90_s3=buf90.stride(3), buf90_s4=buf90.stride(4), E_c1=16, E_c2=32, E_c3=2, E_n0=32, E_n1=2, F_n0=_pow2(32), F_n1=_pow2(2), T_c1=T['c1'], T_c2=T['c2'], T_c3=T['c3'])
    m97 = inputs['v']
    m96 = m97.reshape([2, 2, 1, 32, 16])
    buf101 = torch.full([2, 4, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_6[(_cdiv(2, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m1_s4=m1.stride(4), m6_ptr=m6, m6_s0=m6.stride(0), m6_s1=m6.stride(1), m6_s2=m6.stride(2), m6_s3=m6.stride(3), m6_s4=m6.stride(4), states21_ptr=states21, states21_s0=states21.stride(0), states21_s1=states21.stride(1), states21_s2=states21.stride(2), states21_s3=states21.stride(3), states21_s4=states21.stride(4), states21_s5=states21.stride(5), states21_s6=states21.stride(6), m25_ptr=m25, m25_s0=m25.stride(0), m25_s1=m25.stride(1), m25_s2=m25.stride(2), m25_s3=m25.stride(3), m25_s4=m25.stride(4), states46_ptr=states46, states46_s0=states46.stride(0), states46_s1=states46.stride(1), states46_s2=states46.stride(2), states46_s3=states46.stride(3), states46_s4=states46.stride(4), states46_s5=states46.stride(5), states46_s6=states46.stride(6), m49_ptr=m49, m49_s0=m49.stride(0), m49_s1=m49.stride(1), m49_s2=m49.stride(2), m49_s3=m49.stride(3), m49_s4=m49.stride(4), buf90_ptr=buf90, buf90_s0=buf90.stride(0), buf90_s1=buf90.stride(1), buf90_s2=buf90.stride(2), buf90_s3=buf90.stride(3), buf90_s4=buf90.stride(4), m96_ptr=m96, m96_s0=m96.stride(0), m96_s1=m96.stride(1), m96_s2=m96.stride(2), m96_s3=m96.stride(3), m96_s4=m96.stride(4), buf101_ptr=buf101, buf101_s0=buf101.stride(0), buf101_s1=buf101.stride(1), buf101_s2=buf101.stride(2), buf101_s3=buf101.stride(3), E_c0=2, E_c1=16, E_c2=32, E_n0=32, E_n1=2, E_n2=16, E_n3=4, F_n0=_pow2(32), F_n1=_pow2(2), F_n2=_pow2(16), F_n3=_pow2(4), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    return buf101


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
