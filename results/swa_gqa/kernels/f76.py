"""swa_gqa [small], candidate 76: 5 kernel(s)

Rendered by EqiForge from candidate 76 of swa_gqa [small]: store(k.2[32]) ; store(k.3[16]) ; store(k.2[32]) ; store(k.2[32]) ; grid(k.0@0) loop(k.2[32]: rescale, stored) loop(k.3[16]: sum, stored) loop(k.2[32]: max, stored)
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid k.0@0[2]
    c1: loop k.2[32]
    c2: loop k.3[16]

Run it on its own: `python kernels/f76.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/swa_gqa.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 1, "c1": 16, "c2": 8}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m9_ptr, m9_s0, m9_s1, m9_s2, m9_s3, m12_ptr, m12_s0, m12_s1, m12_s2, m12_s3, m14_ptr, m14_s0, m14_s1, m14_s2, m14_s3, m28_ptr, m28_s0, m28_s1, m28_s2, m28_s3, states34_ptr, states34_s0, states34_s1, states34_s2, states34_s3, states34_s4, states34_s5, states35_ptr, states35_s0, states35_s1, states35_s2, states35_s3, states35_s4, states35_s5, E_c0, E_c1, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # stores states34, states35: Collect over loop k.2[32]
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
    t8 = tl.load(m1_ptr + offs_n0[None, None, :, None] * m1_s2 + offs_c1[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0)
    t11 = tl.load(m9_ptr + offs_n0[None, None, :, None] * m9_s2 + offs_c1[None, None, None, :] * m9_s3, mask=(offs_n0 < E_n0)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0)
    t13 = tl.load(m12_ptr + offs_c0[:, None, None, None] * m12_s0 + offs_n1[None, :, None, None] * m12_s1 + offs_n0[None, None, :, None] * m12_s2 + offs_n2[None, None, None, :] * m12_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t19 = tl.load(m14_ptr + offs_c0[:, None, None, None] * m14_s0 + offs_n1[None, :, None, None] * m14_s1 + offs_n2[None, None, :, None] * m14_s2 + offs_c1[None, None, None, :] * m14_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
    t20 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t13, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t19, 0.0), 2), axis=3)
    t21 = tl.where(t11, -float("inf"), t20)
    t22 = tl.where(t8, -float("inf"), t21)
    t23 = tl.max(tl.where((offs_c1 < E_c1)[None, None, None, :], t22, -float('inf')), axis=3, keep_dims=True)
    t24 = (t23) * (0.25)
    t25 = (t22) * (0.25)
    t26 = t25 - (t24)
    t27 = tl.exp(t26)
    t32 = tl.load(m28_ptr + offs_c0[:, None, None, None] * m28_s0 + offs_n1[None, :, None, None] * m28_s1 + offs_c1[None, None, :, None] * m28_s2 + offs_n2[None, None, None, :] * m28_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t33 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, :], t27, 0.0), 4) * tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, :, None], t32, 0.0), 2), axis=3)
    tl.store(states34_ptr + i_c0 * states34_s0 + i_c1 * states34_s1 + tl.arange(0, T_c0)[:, None, None, None] * states34_s2 + tl.arange(0, F_n1)[None, :, None, None] * states34_s3 + tl.arange(0, F_n0)[None, None, :, None] * states34_s4 + tl.zeros([T_c0, F_n1, F_n0, 1], tl.int32), t24)
    tl.store(states35_ptr + i_c0 * states35_s0 + i_c1 * states35_s1 + tl.arange(0, T_c0)[:, None, None, None] * states35_s2 + tl.arange(0, F_n1)[None, :, None, None] * states35_s3 + tl.arange(0, F_n0)[None, None, :, None] * states35_s4 + tl.arange(0, F_n2)[None, None, None, :] * states35_s5 + tl.zeros([T_c0, F_n1, F_n0, F_n2], tl.int32), t33)


@triton.jit
def kernel_1(m12_ptr, m12_s0, m12_s1, m12_s2, m12_s3, m14_ptr, m14_s0, m14_s1, m14_s2, m14_s3, states48_ptr, states48_s0, states48_s1, states48_s2, states48_s3, states48_s4, states48_s5, E_c0, E_c2, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # stores states48: Collect over loop k.3[16]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    t45 = tl.load(m12_ptr + offs_c0[:, None, None, None] * m12_s0 + offs_n1[None, :, None, None] * m12_s1 + offs_n0[None, None, :, None] * m12_s2 + offs_c2[None, None, None, :] * m12_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
    t46 = tl.load(m14_ptr + offs_c0[:, None, None, None] * m14_s0 + offs_n1[None, :, None, None] * m14_s1 + offs_c2[None, None, :, None] * m14_s2 + offs_n0[None, None, None, :] * m14_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t47 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :], t45, 0.0), 4) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :, None], t46, 0.0), 2), axis=3)
    tl.store(states48_ptr + i_c0 * states48_s0 + i_c2 * states48_s1 + tl.arange(0, T_c0)[:, None, None, None] * states48_s2 + tl.arange(0, F_n1)[None, :, None, None] * states48_s3 + tl.arange(0, F_n0)[None, None, :, None] * states48_s4 + tl.arange(0, F_n0)[None, None, None, :] * states48_s5 + tl.zeros([T_c0, F_n1, F_n0, F_n0], tl.int32), t47)


@triton.jit
def kernel_2(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m9_ptr, m9_s0, m9_s1, m9_s2, m9_s3, m12_ptr, m12_s0, m12_s1, m12_s2, m12_s3, m14_ptr, m14_s0, m14_s1, m14_s2, m14_s3, states60_ptr, states60_s0, states60_s1, states60_s2, states60_s3, states60_s4, states60_s5, E_c0, E_c1, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # stores states60: Collect over loop k.2[32]
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
    t53 = tl.load(m1_ptr + offs_n0[None, None, :, None] * m1_s2 + offs_c1[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0)
    t54 = tl.load(m9_ptr + offs_n0[None, None, :, None] * m9_s2 + offs_c1[None, None, None, :] * m9_s3, mask=(offs_n0 < E_n0)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0)
    t55 = tl.load(m12_ptr + offs_c0[:, None, None, None] * m12_s0 + offs_n1[None, :, None, None] * m12_s1 + offs_n0[None, None, :, None] * m12_s2 + offs_n2[None, None, None, :] * m12_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t56 = tl.load(m14_ptr + offs_c0[:, None, None, None] * m14_s0 + offs_n1[None, :, None, None] * m14_s1 + offs_n2[None, None, :, None] * m14_s2 + offs_c1[None, None, None, :] * m14_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
    t57 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t55, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t56, 0.0), 2), axis=3)
    t58 = tl.where(t54, -float("inf"), t57)
    t59 = tl.where(t53, -float("inf"), t58)
    tl.store(states60_ptr + i_c0 * states60_s0 + i_c1 * states60_s1 + tl.arange(0, T_c0)[:, None, None, None] * states60_s2 + tl.arange(0, F_n1)[None, :, None, None] * states60_s3 + tl.arange(0, F_n0)[None, None, :, None] * states60_s4 + tl.arange(0, T_c1)[None, None, None, :] * states60_s5 + tl.zeros([T_c0, F_n1, F_n0, T_c1], tl.int32), t59)


@triton.jit
def kernel_3(states60_ptr, states60_s0, states60_s1, states60_s2, states60_s3, states60_s4, states60_s5, states63_ptr, states63_s0, states63_s1, states63_s2, states63_s3, states63_s4, states63_s5, E_c0, E_c1, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # stores states63: Collect over loop k.2[32]
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
    t61 = tl.load(states60_ptr + i_c0 * states60_s0 + i_c1 * states60_s1 + tl.arange(0, T_c0)[:, None, None, None] * states60_s2 + tl.arange(0, F_n1)[None, :, None, None] * states60_s3 + tl.arange(0, F_n0)[None, None, :, None] * states60_s4 + tl.arange(0, T_c1)[None, None, None, :] * states60_s5 + tl.zeros([T_c0, F_n1, F_n0, T_c1], tl.int32))
    t62 = tl.max(tl.where((offs_c1 < E_c1)[None, None, None, :], t61, -float('inf')), axis=3, keep_dims=True)
    tl.store(states63_ptr + i_c0 * states63_s0 + i_c1 * states63_s1 + tl.arange(0, T_c0)[:, None, None, None] * states63_s2 + tl.arange(0, F_n1)[None, :, None, None] * states63_s3 + tl.arange(0, F_n0)[None, None, :, None] * states63_s4 + tl.zeros([T_c0, F_n1, F_n0, 1], tl.int32), t62)


@triton.jit
def kernel_4(states34_ptr, states34_s0, states34_s1, states34_s2, states34_s3, states34_s4, states34_s5, states35_ptr, states35_s0, states35_s1, states35_s2, states35_s3, states35_s4, states35_s5, m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m9_ptr, m9_s0, m9_s1, m9_s2, m9_s3, states48_ptr, states48_s0, states48_s1, states48_s2, states48_s3, states48_s4, states48_s5, states63_ptr, states63_s0, states63_s1, states63_s2, states63_s3, states63_s4, states63_s5, buf71_ptr, buf71_s0, buf71_s1, buf71_s2, buf71_s3, E_c0, E_c1, E_c2, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf71: Combine over grid k.0@0[2]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n2 = tl.arange(0, F_n2)
    acc38 = tl.full([T_c0, F_n1, F_n0, 1], -float('inf'), tl.float32)
    acc39 = tl.full([T_c0, F_n1, F_n0, F_n2], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t36 = tl.load(states34_ptr + i_c0 * states34_s0 + i_c1 * states34_s1 + tl.arange(0, T_c0)[:, None, None, None] * states34_s2 + tl.arange(0, F_n1)[None, :, None, None] * states34_s3 + tl.arange(0, F_n0)[None, None, :, None] * states34_s4 + tl.zeros([T_c0, F_n1, F_n0, 1], tl.int32))
        t37 = tl.load(states35_ptr + i_c0 * states35_s0 + i_c1 * states35_s1 + tl.arange(0, T_c0)[:, None, None, None] * states35_s2 + tl.arange(0, F_n1)[None, :, None, None] * states35_s3 + tl.arange(0, F_n0)[None, None, :, None] * states35_s4 + tl.arange(0, F_n2)[None, None, None, :] * states35_s5 + tl.zeros([T_c0, F_n1, F_n0, F_n2], tl.int32))
        m40 = tl.maximum(acc38, t36)
        r41 = tl.where(acc38 == -float("inf"), 0.0, tl.exp(acc38 - m40))
        r42 = tl.where(t36 == -float("inf"), 0.0, tl.exp(t36 - m40))
        acc39 = tl.where(acc38 == -float("inf"), 0.0, acc39 * r41) + tl.where(t36 == -float("inf"), 0.0, t37 * r42)
        acc38 = m40
    t43 = tl.load(m1_ptr + offs_n0[None, None, :, None] * m1_s2 + offs_n0[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0)
    t44 = tl.load(m9_ptr + offs_n0[None, None, :, None] * m9_s2 + offs_n0[None, None, None, :] * m9_s3, mask=(offs_n0 < E_n0)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0)
    acc50 = tl.full([T_c0, F_n1, F_n0, F_n0], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t49 = tl.load(states48_ptr + i_c0 * states48_s0 + i_c2 * states48_s1 + tl.arange(0, T_c0)[:, None, None, None] * states48_s2 + tl.arange(0, F_n1)[None, :, None, None] * states48_s3 + tl.arange(0, F_n0)[None, None, :, None] * states48_s4 + tl.arange(0, F_n0)[None, None, None, :] * states48_s5 + tl.zeros([T_c0, F_n1, F_n0, F_n0], tl.int32))
        acc50 = acc50 + t49
    t51 = tl.where(t44, -float("inf"), acc50)
    t52 = tl.where(t43, -float("inf"), t51)
    acc65 = tl.full([T_c0, F_n1, F_n0, 1], -float('inf'), tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t64 = tl.load(states63_ptr + i_c0 * states63_s0 + i_c1 * states63_s1 + tl.arange(0, T_c0)[:, None, None, None] * states63_s2 + tl.arange(0, F_n1)[None, :, None, None] * states63_s3 + tl.arange(0, F_n0)[None, None, :, None] * states63_s4 + tl.zeros([T_c0, F_n1, F_n0, 1], tl.int32))
        acc65 = tl.maximum(acc65, t64)
    t66 = t52 - (acc65)
    t67 = (t66) * (0.25)
    t68 = tl.exp(t67)
    t69 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, None, :], t68, 0.0), axis=3, keep_dims=True)
    t70 = (acc39) / (t69)
    tl.store(buf71_ptr + offs_c0[:, None, None, None] * buf71_s0 + offs_n1[None, :, None, None] * buf71_s1 + offs_n0[None, None, :, None] * buf71_s2 + offs_n2[None, None, None, :] * buf71_s3, t70, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :])


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
    m10 = _BINARY["Gt"](m6, m4)
    m9 = m10.reshape([1, 1, 32, 32])
    m12 = inputs['q']
    m18 = inputs['k']
    m17 = m18.reshape([2, 2, 1, 32, 16])
    m16 = m17.expand([2, 2, 2, 32, 16])
    m15 = m16.reshape([2, 4, 32, 16])
    m14 = m15.permute([0, 1, 3, 2])
    m31 = inputs['v']
    m30 = m31.reshape([2, 2, 1, 32, 16])
    m29 = m30.expand([2, 2, 2, 32, 16])
    m28 = m29.reshape([2, 4, 32, 16])
    states34 = torch.full([_cdiv(2, T['c0']), _cdiv(32, T['c1']), T['c0'], _pow2(4), _pow2(32), 1], float("nan"), dtype=torch.float32, device=device)
    states35 = torch.full([_cdiv(2, T['c0']), _cdiv(32, T['c1']), T['c0'], _pow2(4), _pow2(32), _pow2(16)], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(2, T['c0']) * _cdiv(32, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m9_ptr=m9, m9_s0=m9.stride(0), m9_s1=m9.stride(1), m9_s2=m9.stride(2), m9_s3=m9.stride(3), m12_ptr=m12, m12_s0=m12.stride(0), m12_s1=m12.stride(1), m12_s2=m12.stride(2), m12_s3=m12.stride(3), m14_ptr=m14, m14_s0=m14.stride(0), m14_s1=m14.stride(1), m14_s2=m14.stride(2), m14_s3=m14.stride(3), m28_ptr=m28, m28_s0=m28.stride(0), m28_s1=m28.stride(1), m28_s2=m28.stride(2), m28_s3=m28.stride(3), states34_ptr=states34, states34_s0=states34.stride(0), states34_s1=states34.stride(1), states34_s2=states34.stride(2), states34_s3=states34.stride(3), states34_s4=states34.stride(4), states34_s5=states34.stride(5), states35_ptr=states35, states35_s0=states35.stride(0), states35_s1=states35.stride(1), states35_s2=states35.stride(2), states35_s3=states35.stride(3), states35_s4=states35.stride(4), states35_s5=states35.stride(5), E_c0=2, E_c1=32, E_n0=32, E_n1=4, E_n2=16, F_n0=_pow2(32), F_n1=_pow2(4), F_n2=_pow2(16), T_c0=T['c0'], T_c1=T['c1'])
    states48 = torch.full([_cdiv(2, T['c0']), _cdiv(16, T['c2']), T['c0'], _pow2(4), _pow2(32), _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(2, T['c0']) * _cdiv(16, T['c2']),)](m12_ptr=m12, m12_s0=m12.stride(0), m12_s1=m12.stride(1), m12_s2=m12.stride(2), m12_s3=m12.stride(3), m14_ptr=m14, m14_s0=m14.stride(0), m14_s1=m14.stride(1), m14_s2=m14.stride(2), m14_s3=m14.stride(3), states48_ptr=states48, states48_s0=states48.stride(0), states48_s1=states48.stride(1), states48_s2=states48.stride(2), states48_s3=states48.stride(3), states48_s4=states48.stride(4), states48_s5=states48.stride(5), E_c0=2, E_c2=16, E_n0=32, E_n1=4, F_n0=_pow2(32), F_n1=_pow2(4), T_c0=T['c0'], T_c2=T['c2'])
    states60 = torch.full([_cdiv(2, T['c0']), _cdiv(32, T['c1']), T['c0'], _pow2(4), _pow2(32), T['c1']], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(2, T['c0']) * _cdiv(32, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m9_ptr=m9, m9_s0=m9.stride(0), m9_s1=m9.stride(1), m9_s2=m9.stride(2), m9_s3=m9.stride(3), m12_ptr=m12, m12_s0=m12.stride(0), m12_s1=m12.stride(1), m12_s2=m12.stride(2), m12_s3=m12.stride(3), m14_ptr=m14, m14_s0=m14.stride(0), m14_s1=m14.stride(1), m14_s2=m14.stride(2), m14_s3=m14.stride(3), states60_ptr=states60, states60_s0=states60.stride(0), states60_s1=states60.stride(1), states60_s2=states60.stride(2), states60_s3=states60.stride(3), states60_s4=states60.stride(4), states60_s5=states60.stride(5), E_c0=2, E_c1=32, E_n0=32, E_n1=4, E_n2=16, F_n0=_pow2(32), F_n1=_pow2(4), F_n2=_pow2(16), T_c0=T['c0'], T_c1=T['c1'])
    states63 = torch.full([_cdiv(2, T['c0']), _cdiv(32, T['c1']), T['c0'], _pow2(4), _pow2(32), 1], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(2, T['c0']) * _cdiv(32, T['c1']),)](states60_ptr=states60, states60_s0=states60.stride(0), states60_s1=states60.stride(1), states60_s2=states60.stride(2), states60_s3=states60.stride(3), states60_s4=states60.stride(4), states60_s5=states60.stride(5), states63_ptr=states63, states63_s0=states63.stride(0), states63_s1=states63.stride(1), states63_s2=states63.stride(2), states63_s3=states63.stride(3), states63_s4=states63.stride(4), states63_s5=states63.stride(5), E_c0=2, E_c1=32, E_n0=32, E_n1=4, F_n0=_pow2(32), F_n1=_pow2(4), T_c0=T['c0'], T_c1=T['c1'])
    buf71 = torch.full([2, 4, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(_cdiv(2, T['c0']),)](states34_ptr=states34, states34_s0=states34.stride(0), states34_s1=states34.stride(1), states34_s2=states34.stride(2), states34_s3=states34.stride(3), states34_s4=states34.stride(4), states34_s5=states34.stride(5), states35_ptr=states35, states35_s0=states35.stride(0), states35_s1=states35.stride(1), states35_s2=states35.stride(2), states35_s3=states35.stride(3), states35_s4=states35.stride(4), states35_s5=states35.stride(5), m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m9_ptr=m9, m9_s0=m9.stride(0), m9_s1=m9.stride(1), m9_s2=m9.stride(2), m9_s3=m9.stride(3), states48_ptr=states48, states48_s0=states48.stride(0), states48_s1=states48.stride(1), states48_s2=states48.stride(2), states48_s3=states48.stride(3), states48_s4=states48.stride(4), states48_s5=states48.stride(5), states63_ptr=states63, states63_s0=states63.stride(0), states63_s1=states63.stride(1), states63_s2=states63.stride(2), states63_s3=states63.stride(3), states63_s4=states63.stride(4), states63_s5=states63.stride(5), buf71_ptr=buf71, buf71_s0=buf71.stride(0), buf71_s1=buf71.stride(1), buf71_s2=buf71.stride(2), buf71_s3=buf71.stride(3), E_c0=2, E_c1=32, E_c2=16, E_n0=32, E_n1=4, E_n2=16, F_n0=_pow2(32), F_n1=_pow2(4), F_n2=_pow2(16), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    return buf71


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
