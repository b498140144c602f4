"""swa_gqa [small], candidate 56: 9 kernel(s)

Rendered by EqiForge from candidate 56 of swa_gqa [small]: store(k.3[16]) ; grid(k.2@2) loop(k.3[16]: sum, stored) ; grid(k.2@2) ; store(k.3[16]) ; store(k.2[32]) loop(k.3[16]: sum, stored) ; grid() loop(k.2[32]: rescale, stored) ; store(k.3[16]) ; store(k.2[32]) loop(k.3[16]: sum, stored) ; grid() loop(k.2[32]: sum, stored)
Coordinates (tile sizes are the T arguments of launch()):
    c0: loop k.2[32]
    c1: grid k.2@2[32]
    c2: loop k.3[16]

Run it on its own: `python kernels/f56.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/swa_gqa.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 16, "c1": 16, "c2": 8}


@triton.jit
def kernel_0(m12_ptr, m12_s0, m12_s1, m12_s2, m12_s3, m14_ptr, m14_s0, m14_s1, m14_s2, m14_s3, states21_ptr, states21_s0, states21_s1, states21_s2, states21_s3, states21_s4, states21_s5, E_c1, E_c2, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # stores states21: Collect over loop k.3[16]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n0 = tl.arange(0, F_n0)
    t13 = tl.load(m12_ptr + offs_n1[:, None, None, None] * m12_s0 + offs_n2[None, :, None, None] * m12_s1 + offs_c1[None, None, :, None] * m12_s2 + offs_c2[None, None, None, :] * m12_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
    t19 = tl.load(m14_ptr + offs_n1[:, None, None, None] * m14_s0 + offs_n2[None, :, None, None] * m14_s1 + offs_c2[None, None, :, None] * m14_s2 + offs_n0[None, None, None, :] * m14_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t20 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :], t13, 0.0), 4) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :, None], t19, 0.0), 2), axis=3)
    tl.store(states21_ptr + i_c1 * states21_s0 + i_c2 * states21_s1 + tl.arange(0, F_n1)[:, None, None, None] * states21_s2 + tl.arange(0, F_n2)[None, :, None, None] * states21_s3 + tl.arange(0, T_c1)[None, None, :, None] * states21_s4 + tl.arange(0, F_n0)[None, None, None, :] * states21_s5 + tl.zeros([F_n1, F_n2, T_c1, F_n0], tl.int32), t20)


@triton.jit
def kernel_1(states21_ptr, states21_s0, states21_s1, states21_s2, states21_s3, states21_s4, states21_s5, buf24_ptr, buf24_s0, buf24_s1, buf24_s2, buf24_s3, E_c1, E_c2, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf24: Combine over grid k.2@2[32]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n0 = tl.arange(0, F_n0)
    acc23 = tl.full([F_n1, F_n2, T_c1, F_n0], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t22 = tl.load(states21_ptr + i_c1 * states21_s0 + i_c2 * states21_s1 + tl.arange(0, F_n1)[:, None, None, None] * states21_s2 + tl.arange(0, F_n2)[None, :, None, None] * states21_s3 + tl.arange(0, T_c1)[None, None, :, None] * states21_s4 + tl.arange(0, F_n0)[None, None, None, :] * states21_s5 + tl.zeros([F_n1, F_n2, T_c1, F_n0], tl.int32))
        acc23 = acc23 + t22
    tl.store(buf24_ptr + offs_n1[:, None, None, None] * buf24_s0 + offs_n2[None, :, None, None] * buf24_s1 + offs_c1[None, None, :, None] * buf24_s2 + offs_n0[None, None, None, :] * buf24_s3, acc23, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :])


@triton.jit
def kernel_2(buf24_ptr, buf24_s0, buf24_s1, buf24_s2, buf24_s3, buf27_ptr, buf27_s0, buf27_s1, buf27_s2, buf27_s3, E_c1, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c1: tl.constexpr):
    # writes buf27: Combine over grid k.2@2[32]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n0 = tl.arange(0, F_n0)
    t25 = tl.load(buf24_ptr + offs_n1[:, None, None, None] * buf24_s0 + offs_n2[None, :, None, None] * buf24_s1 + offs_c1[None, None, :, None] * buf24_s2 + offs_n0[None, None, None, :] * buf24_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t26 = (t25) * (0.25)
    tl.store(buf27_ptr + offs_n1[:, None, None, None] * buf27_s0 + offs_n2[None, :, None, None] * buf27_s1 + offs_c1[None, None, :, None] * buf27_s2 + offs_n0[None, None, None, :] * buf27_s3, t26, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :])


@triton.jit
def kernel_3(m12_ptr, m12_s0, m12_s1, m12_s2, m12_s3, m14_ptr, m14_s0, m14_s1, m14_s2, m14_s3, states43_ptr, states43_s0, states43_s1, states43_s2, states43_s3, states43_s4, states43_s5, E_c0, E_c2, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # stores states43: Collect over loop k.3[16]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n0 = tl.arange(0, F_n0)
    t40 = tl.load(m12_ptr + offs_n1[:, None, None, None] * m12_s0 + offs_n2[None, :, None, None] * m12_s1 + offs_n0[None, None, :, None] * m12_s2 + offs_c2[None, None, None, :] * m12_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
    t41 = tl.load(m14_ptr + offs_n1[:, None, None, None] * m14_s0 + offs_n2[None, :, None, None] * m14_s1 + offs_c2[None, None, :, None] * m14_s2 + offs_c0[None, None, None, :] * m14_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_c0 < E_c0)[None, None, None, :], other=0).to(tl.float32)
    t42 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :], t40, 0.0), 4) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :, None], t41, 0.0), 2), axis=3)
    tl.store(states43_ptr + i_c0 * states43_s0 + i_c2 * states43_s1 + tl.arange(0, F_n1)[:, None, None, None] * states43_s2 + tl.arange(0, F_n2)[None, :, None, None] * states43_s3 + tl.arange(0, F_n0)[None, None, :, None] * states43_s4 + tl.arange(0, T_c0)[None, None, None, :] * states43_s5 + tl.zeros([F_n1, F_n2, F_n0, T_c0], tl.int32), t42)


@triton.jit
def kernel_4(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m9_ptr, m9_s0, m9_s1, m9_s2, m9_s3, states43_ptr, states43_s0, states43_s1, states43_s2, states43_s3, states43_s4, states43_s5, buf27_ptr, buf27_s0, buf27_s1, buf27_s2, buf27_s3, m57_ptr, m57_s0, m57_s1, m57_s2, m57_s3, states63_ptr, states63_s0, states63_s1, states63_s2, states63_s3, states63_s4, states64_ptr, states64_s0, states64_s1, states64_s2, states64_s3, states64_s4, E_c0, E_c2, E_n0, E_n1, E_n2, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # stores states63, states64: Collect over loop k.2[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n3 = tl.arange(0, F_n3)
    t38 = tl.load(m1_ptr + offs_n0[None, None, :, None] * m1_s2 + offs_c0[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[None, None, :, None] & (offs_c0 < E_c0)[None, None, None, :], other=0)
    t39 = tl.load(m9_ptr + offs_n0[None, None, :, None] * m9_s2 + offs_c0[None, None, None, :] * m9_s3, mask=(offs_n0 < E_n0)[None, None, :, None] & (offs_c0 < E_c0)[None, None, None, :], other=0)
    acc45 = tl.full([F_n1, F_n2, F_n0, T_c0], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t44 = tl.load(states43_ptr + i_c0 * states43_s0 + i_c2 * states43_s1 + tl.arange(0, F_n1)[:, None, None, None] * states43_s2 + tl.arange(0, F_n2)[None, :, None, None] * states43_s3 + tl.arange(0, F_n0)[None, None, :, None] * states43_s4 + tl.arange(0, T_c0)[None, None, None, :] * states43_s5 + tl.zeros([F_n1, F_n2, F_n0, T_c0], tl.int32))
        acc45 = acc45 + t44
    t46 = tl.where(t39, -float("inf"), acc45)
    t47 = tl.where(t38, -float("inf"), t46)
    t48 = tl.max(tl.where((offs_c0 < E_c0)[None, None, None, :], t47, -float('inf')), axis=3, keep_dims=True)
    t49 = (t48) * (0.25)
    t50 = -float("inf") - (t49)
    t51 = tl.exp(t50)
    t52 = tl.load(buf27_ptr + offs_n1[:, None, None, None] * buf27_s0 + offs_n2[None, :, None, None] * buf27_s1 + offs_n0[None, None, :, None] * buf27_s2 + offs_c0[None, None, None, :] * buf27_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_c0 < E_c0)[None, None, None, :], other=0).to(tl.float32)
    t53 = t52 - (t49)
    t54 = tl.where(t39, t50, t53)
    t55 = tl.exp(t54)
    t56 = tl.where(t38, t51, t55)
    t61 = tl.load(m57_ptr + offs_n1[:, None, None, None] * m57_s0 + offs_n2[None, :, None, None] * m57_s1 + offs_c0[None, None, :, None] * m57_s2 + offs_n3[None, None, None, :] * m57_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t62 = tl.sum(tl.expand_dims(tl.where((offs_c0 < E_c0)[None, None, None, :], t56, 0.0), 4) * tl.expand_dims(tl.where((offs_c0 < E_c0)[None, None, :, None], t61, 0.0), 2), axis=3)
    tl.store(states63_ptr + i_c0 * states63_s0 + tl.arange(0, F_n1)[:, None, None, None] * states63_s1 + tl.arange(0, F_n2)[None, :, None, None] * states63_s2 + tl.arange(0, F_n0)[None, None, :, None] * states63_s3 + tl.zeros([F_n1, F_n2, F_n0, 1], tl.int32), t49)
    tl.store(states64_ptr + i_c0 * states64_s0 + tl.arange(0, F_n1)[:, None, None, None] * states64_s1 + tl.arange(0, F_n2)[None, :, None, None] * states64_s2 + tl.arange(0, F_n0)[None, None, :, None] * states64_s3 + tl.arange(0, F_n3)[None, None, None, :] * states64_s4 + tl.zeros([F_n1, F_n2, F_n0, F_n3], tl.int32), t62)


@triton.jit
def kernel_5(states63_ptr, states63_s0, states63_s1, states63_s2, states63_s3, states63_s4, states64_ptr, states64_s0, states64_s1, states64_s2, states64_s3, states64_s4, buf72_ptr, buf72_s0, buf72_s1, buf72_s2, buf72_s3, buf73_ptr, buf73_s0, buf73_s1, buf73_s2, buf73_s3, E_c0, E_n0, E_n1, E_n2, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c0: tl.constexpr):
    # writes buf72, buf73: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n0 = tl.arange(0, F_n0)
    offs_n3 = tl.arange(0, F_n3)
    acc67 = tl.full([F_n1, F_n2, F_n0, 1], -float('inf'), tl.float32)
    acc68 = tl.full([F_n1, F_n2, F_n0, F_n3], 0.0, tl.float32)
    for i_c0 in range(0, tl.cdiv(E_c0, T_c0)):
        offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)

        t65 = tl.load(states63_ptr + i_c0 * states63_s0 + tl.arange(0, F_n1)[:, None, None, None] * states63_s1 + tl.arange(0, F_n2)[None, :, None, None] * states63_s2 + tl.arange(0, F_n0)[None, None, :, None] * states63_s3 + tl.zeros([F_n1, F_n2, F_n0, 1], tl.int32))
        t66 = tl.load(states64_ptr + i_c0 * states64_s0 + tl.arange(0, F_n1)[:, None, None, None] * states64_s1 + tl.arange(0, F_n2)[None, :, None, None] * states64_s2 + tl.arange(0, F_n0)[None, None, :, None] * states64_s3 + tl.arange(0, F_n3)[None, None, None, :] * states64_s4 + tl.zeros([F_n1, F_n2, F_n0, F_n3], tl.int32))
        m69 = tl.maximum(acc67, t65)
        r70 = tl.where(acc67 == -float("inf"), 0.0, tl.exp(acc67 - m69))
        r71 = tl.where(t65 == -float("inf"), 0.0, tl.exp(t65 - m69))
        acc68 = tl.where(acc67 == -float("inf"), 0.0, acc68 * r70) + tl.where(t65 == -float("inf"), 0.0, t66 * r71)
        acc67 = m69
    tl.store(buf72_ptr + offs_n1[:, None, None, None] * buf72_s0 + offs_n2[None, :, None, None] * buf72_s1 + offs_n0[None, None, :, None] * buf72_s2, acc67, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None])
    tl.store(buf73_ptr + offs_n1[:, None, None, None] * buf73_s0 + offs_n2[None, :, None, None] * buf73_s1 + offs_n0[None, None, :, None] * buf73_s2 + offs_n3[None, None, None, :] * buf73_s3, acc68, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :])


@triton.jit
def kernel_6(m12_ptr, m12_s0, m12_s1, m12_s2, m12_s3, m14_ptr, m14_s0, m14_s1, m14_s2, m14_s3, states83_ptr, states83_s0, states83_s1, states83_s2, states83_s3, states83_s4, E_c2, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c2: tl.constexpr):
    # stores states83: Collect over loop k.3[16]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n0 = tl.arange(0, F_n0)
    t80 = tl.load(m12_ptr + offs_n1[:, None, None, None] * m12_s0 + offs_n2[None, :, None, None] * m12_s1 + offs_n0[None, None, :, None] * m12_s2 + offs_c2[None, None, None, :] * m12_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
    t81 = tl.load(m14_ptr + offs_n1[:, None, None, None] * m14_s0 + offs_n2[None, :, None, None] * m14_s1 + offs_c2[None, None, :, None] * m14_s2 + offs_n0[None, None, None, :] * m14_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t82 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :], t80, 0.0), 4) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :, None], t81, 0.0), 2), axis=3)
    tl.store(states83_ptr + i_c2 * states83_s0 + tl.arange(0, F_n1)[:, None, None, None] * states83_s1 + tl.arange(0, F_n2)[None, :, None, None] * states83_s2 + tl.arange(0, F_n0)[None, None, :, None] * states83_s3 + tl.arange(0, F_n0)[None, None, None, :] * states83_s4 + tl.zeros([F_n1, F_n2, F_n0, F_n0], tl.int32), t82)


@triton.jit
def kernel_7(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m9_ptr, m9_s0, m9_s1, m9_s2, m9_s3, buf27_ptr, buf27_s0, buf27_s1, buf27_s2, buf27_s3, buf72_ptr, buf72_s0, buf72_s1, buf72_s2, buf72_s3, states83_ptr, states83_s0, states83_s1, states83_s2, states83_s3, states83_s4, m57_ptr, m57_s0, m57_s1, m57_s2, m57_s3, states96_ptr, states96_s0, states96_s1, states96_s2, states96_s3, states96_s4, E_c0, E_c2, E_n0, E_n1, E_n2, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # stores states96: Collect over loop k.2[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n3 = tl.arange(0, F_n3)
    t8 = tl.load(m1_ptr + offs_n0[None, None, :, None] * m1_s2 + offs_c0[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[None, None, :, None] & (offs_c0 < E_c0)[None, None, None, :], other=0)
    t11 = tl.load(m9_ptr + offs_n0[None, None, :, None] * m9_s2 + offs_c0[None, None, None, :] * m9_s3, mask=(offs_n0 < E_n0)[None, None, :, None] & (offs_c0 < E_c0)[None, None, None, :], other=0)
    t28 = tl.load(buf27_ptr + offs_n1[:, None, None, None] * buf27_s0 + offs_n2[None, :, None, None] * buf27_s1 + offs_n0[None, None, :, None] * buf27_s2 + offs_c0[None, None, None, :] * buf27_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_c0 < E_c0)[None, None, None, :], other=0).to(tl.float32)
    t29 = tl.where(t11, -float("inf"), t28)
    t30 = tl.where(t8, -float("inf"), t29)
    t31 = tl.max(tl.where((offs_c0 < E_c0)[None, None, None, :], t30, -float('inf')), axis=3, keep_dims=True)
    t32 = -float("inf") - (t31)
    t33 = tl.exp(t32)
    t34 = t28 - (t31)
    t35 = tl.exp(t34)
    t36 = tl.where(t11, t33, t35)
    t37 = tl.where(t8, t33, t36)
    t74 = tl.load(buf72_ptr + offs_n1[:, None, None, None] * buf72_s0 + offs_n2[None, :, None, None] * buf72_s1 + offs_n0[None, None, :, None] * buf72_s2, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None], other=0).to(tl.float32)
    t75 = t31 - (t74)
    t76 = tl.exp(t75)
    t77 = (t37) * (t76)
    t78 = tl.load(m1_ptr + offs_n0[None, None, :, None] * m1_s2 + offs_n0[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0)
    t79 = tl.load(m9_ptr + offs_n0[None, None, :, None] * m9_s2 + offs_n0[None, None, None, :] * m9_s3, mask=(offs_n0 < E_n0)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0)
    acc85 = tl.full([F_n1, F_n2, F_n0, F_n0], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t84 = tl.load(states83_ptr + i_c2 * states83_s0 + tl.arange(0, F_n1)[:, None, None, None] * states83_s1 + tl.arange(0, F_n2)[None, :, None, None] * states83_s2 + tl.arange(0, F_n0)[None, None, :, None] * states83_s3 + tl.arange(0, F_n0)[None, None, None, :] * states83_s4 + tl.zeros([F_n1, F_n2, F_n0, F_n0], tl.int32))
        acc85 = acc85 + t84
    t86 = tl.where(t79, -float("inf"), acc85)
    t87 = tl.where(t78, -float("inf"), t86)
    t88 = tl.max(tl.where((offs_n0 < E_n0)[None, None, None, :], t87, -float('inf')), axis=3, keep_dims=True)
    t89 = t87 - (t88)
    t90 = (t89) * (0.25)
    t91 = tl.exp(t90)
    t92 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, None, :], t91, 0.0), axis=3, keep_dims=True)
    t93 = (t77) / (t92)
    t94 = tl.load(m57_ptr + offs_n1[:, None, None, None] * m57_s0 + offs_n2[None, :, None, None] * m57_s1 + offs_c0[None, None, :, None] * m57_s2 + offs_n3[None, None, None, :] * m57_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t95 = tl.sum(tl.expand_dims(tl.where((offs_c0 < E_c0)[None, None, None, :], t93, 0.0), 4) * tl.expand_dims(tl.where((offs_c0 < E_c0)[None, None, :, None], t94, 0.0), 2), axis=3)
    tl.store(states96_ptr + i_c0 * states96_s0 + tl.arange(0, F_n1)[:, None, None, None] * states96_s1 + tl.arange(0, F_n2)[None, :, None, None] * states96_s2 + tl.arange(0, F_n0)[None, None, :, None] * states96_s3 + tl.arange(0, F_n3)[None, None, None, :] * states96_s4 + tl.zeros([F_n1, F_n2, F_n0, F_n3], tl.int32), t95)


@triton.jit
def kernel_8(states96_ptr, states96_s0, states96_s1, states96_s2, states96_s3, states96_s4, buf99_ptr, buf99_s0, buf99_s1, buf99_s2, buf99_s3, E_c0, E_n0, E_n1, E_n2, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c0: tl.constexpr):
    # writes buf99: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n0 = tl.arange(0, F_n0)
    offs_n3 = tl.arange(0, F_n3)
    acc98 = tl.full([F_n1, F_n2, F_n0, F_n3], 0.0, tl.float32)
    for i_c0 in range(0, tl.cdiv(E_c0, T_c0)):
        offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)

        t97 = tl.load(states96_ptr + i_c0 * states96_s0 + tl.arange(0, F_n1)[:, None, None, None] * states96_s1 + tl.arange(0, F_n2)[None, :, None, None] * states96_s2 + tl.arange(0, F_n0)[None, None, :, None] * states96_s3 + tl.arange(0, F_n3)[None, None, None, :] * states96_s4 + tl.zeros([F_n1, F_n2, F_n0, F_n3], tl.int32))
        acc98 = acc98 + t97
    tl.store(buf99_ptr + offs_n1[:, None, None, None] * buf99_s0 + offs_n2[None, :, None, None] * buf99_s1 + offs_n0[None, None, :, None] * buf99_s2 + offs_n3[None, None, None, :] * buf99_s3, acc98, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :])


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
    states21 = torch.full([_cdiv(32, T['c1']), _cdiv(16, T['c2']), _pow2(2), _pow2(4), T['c1'], _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(32, T['c1']) * _cdiv(16, T['c2']),)](m12_ptr=m12, m12_s0=m12.stride(0), m12_s1=m12.stride(1), m12_s2=m12.stride(2), m12_s3=m12.stride(3), m14_ptr=m14, m14_s0=m14.stride(0), m14_s1=m14.stride(1), m14_s2=m14.stride(2), m14_s3=m14.stride(3), states21_ptr=states21, states21_s0=states21.stride(0), states21_s1=states21.stride(1), states21_s2=states21.stride(2), states21_s3=states21.stride(3), states21_s4=states21.stride(4), states21_s5=states21.stride(5), E_c1=32, E_c2=16, E_n0=32, E_n1=2, E_n2=4, F_n0=_pow2(32), F_n1=_pow2(2), F_n2=_pow2(4), T_c1=T['c1'], T_c2=T['c2'])
    buf24 = torch.full([2, 4, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(32, T['c1']),)](states21_ptr=states21, states21_s0=states21.stride(0), states21_s1=states21.stride(1), states21_s2=states21.stride(2), states21_s3=states21.stride(3), states21_s4=states21.stride(4), states21_s5=states21.stride(5), buf24_ptr=buf24, buf24_s0=buf24.stride(0), buf24_s1=buf24.stride(1), buf24_s2=buf24.stride(2), buf24_s3=buf24.stride(3), E_c1=32, E_c2=16, E_n0=32, E_n1=2, E_n2=4, F_n0=_pow2(32), F_n1=_pow2(2), F_n2=_pow2(4), T_c1=T['c1'], T_c2=T['c2'])
    buf27 = torch.full([2, 4, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(32, T['c1']),)](buf24_ptr=buf24, buf24_s0=buf24.stride(0), buf24_s1=buf24.stride(1), buf24_s2=buf24.stride(2), buf24_s3=buf24.stride(3), buf27_ptr=buf27, buf27_s0=buf27.stride(0), buf27_s1=buf27.stride(1), buf27_s2=buf27.stride(2), buf27_s3=buf27.stride(3), E_c1=32, E_n0=32, E_n1=2, E_n2=4, F_n0=_pow2(32), F_n1=_pow2(2), F_n2=_pow2(4), T_c1=T['c1'])
    states43 = torch.full([_cdiv(32, T['c0']), _cdiv(16, T['c2']), _pow2(2), _pow2(4), _pow2(32), T['c0']], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(32, T['c0']) * _cdiv(16, T['c2']),)](m12_ptr=m12, m12_s0=m12.stride(0), m12_s1=m12.stride(1), m12_s2=m12.stride(2), m12_s3=m12.stride(3), m14_ptr=m14, m14_s0=m14.stride(0), m14_s1=m14.stride(1), m14_s2=m14.stride(2), m14_s3=m14.stride(3), states43_ptr=states43, states43_s0=states43.stride(0), states43_s1=states43.stride(1), states43_s2=states43.stride(2), states43_s3=states43.stride(3), states43_s4=states43.stride(4), states43_s5=states43.stride(5), E_c0=32, E_c2=16, E_n0=32, E_n1=2, E_n2=4, F_n0=_pow2(32), F_n1=_pow2(2), F_n2=_pow2(4), T_c0=T['c0'], T_c2=T['c2'])
    m60 = inputs['v']
    m59 = m60.reshape([2, 2, 1, 32, 16])
    m58 = m59.expand([2, 2, 2, 32, 16])
    m57 = m58.reshape([2, 4, 32, 16])
    states63 = torch.full([_cdiv(32, T['c0']), _pow2(2), _pow2(4), _pow2(32), 1], float("nan"), dtype=torch.float32, device=device)
    states64 = torch.full([_cdiv(32, T['c0']), _pow2(2), _pow2(4), _pow2(32), _pow2(16)], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(_cdiv(32, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m9_ptr=m9, m9_s0=m9.stride(0), m9_s1=m9.stride(1), m9_s2=m9.stride(2), m9_s3=m9.stride(3), states43_ptr=states43, states43_s0=states43.stride(0), states43_s1=states43.stride(1), states43_s2=states43.stride(2), states43_s3=states43.stride(3), states43_s4=states43.stride(4), states43_s5=states43.stride(5), buf27_ptr=buf27, buf27_s0=buf27.stride(0), buf27_s1=buf27.stride(1), buf27_s2=buf27.stride(2), buf27_s3=buf27.stride(3), m57_ptr=m57, m57_s0=m57.stride(0), m57_s1=m57.stride(1), m57_s2=m57.stride(2), m57_s3=m57.stride(3), states63_ptr=states63, states63_s0=states63.stride(0), states63_s1=states63.stride(1), states63_s2=states63.stride(2), states63_s3=states63.stride(3), states63_s4=states63.stride(4), states64_ptr=states64, states64_s0=states64.stride(0), states64_s1=states64.stride(1), states64_s2=states64.stride(2), states64_s3=states64.stride(3), states64_s4=states64.stride(4), E_c0=32, E_c2=16, E_n0=32, E_n1=2, E_n2=4, E_n3=16, F_n0=_pow2(32), F_n1=_pow2(2), F_n2=_pow2(4), F_n3=_pow2(16), T_c0=T['c0'], T_c2=T['c2'])
    buf72 = torch.full([2, 4, 32, 1], float("nan"), dtype=torch.float32, device=device)
    buf73 = torch.full([2, 4, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_5[(1,)](states63_ptr=states63, states63_s0=states63.stride(0), states63_s1=states63.stride(1), states63_s2=states63.stride(2), states63_s3=states63.stride(3), states63_s4=states63.stride(4), states64_ptr=states64, states64_s0=states64.stride(0), states64_s1=states64.stride(1), states64_s2=states64.stride(2), states64_s3=states64.stride(3), states64_s4=states64.stride(4), buf72_ptr=buf72, buf72_s0=buf72.stride(0), buf72_s1=buf72.stride(1), buf72_s2=buf72.stride(2), buf72_s3=buf72.stride(3), buf73_ptr=buf73, buf73_s0=buf73.stride(0), buf73_s1=buf73.stride(1), buf73_s2=buf73.stride(2), buf73_s3=buf73.stride(3), E_c0=32, E_n0=32, E_n1=2, E_n2=4, E_n3=16, F_n0=_pow2(32), F_n1=_pow2(2), F_n2=_pow2(4), F_n3=_pow2(16), T_c0=T['c0'])
    states83 = torch.full([_cdiv(16, T['c2']), _pow2(2), _pow2(4), _pow2(32), _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    kernel_6[(_cdiv(16, T['c2']),)](m12_ptr=m12, m12_s0=m12.stride(0), m12_s1=m12.stride(1), m12_s2=m12.stride(2), m12_s3=m12.stride(3), m14_ptr=m14, m14_s0=m14.stride(0), m14_s1=m14.stride(1), m14_s2=m14.stride(2), m14_s3=m14.stride(3), states83_ptr=states83, states83_s0=states83.stride(0), states83_s1=states83.stride(1), states83_s2=states83.stride(2), states83_s3=states83.stride(3), states83_s4=states83.stride(4), E_c2=16, E_n0=32, E_n1=2, E_n2=4, F_n0=_pow2(32), F_n1=_pow2(2), F_n2=_pow2(4), T_c2=T['c2'])
    states96 = torch.full([_cdiv(32, T['c0']), _pow2(2), _pow2(4), _pow2(32), _pow2(16)], float("nan"), dtype=torch.float32, device=device)
    kernel_7[(_cdiv(32, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m9_ptr=m9, m9_s0=m9.stride(0), m9_s1=m9.stride(1), m9_s2=m9.stride(2), m9_s3=m9.stride(3), buf27_ptr=buf27, buf27_s0=buf27.stride(0), buf27_s1=buf27.stride(1), buf27_s2=buf27.stride(2), buf27_s3=buf27.stride(3), buf72_ptr=buf72, buf72_s0=buf72.stride(0), buf72_s1=buf72.stride(1), buf72_s2=buf72.stride(2), buf72_s3=buf72.stride(3), states83_ptr=states83, states83_s0=states83.stride(0), states83_s1=states83.stride(1), states83_s2=states83.stride(2), states83_s3=states83.stride(3), states83_s4=states83.stride(4), m57_ptr=m57, m57_s0=m57.stride(0), m57_s1=m57.stride(1), m57_s2=m57.stride(2), m57_s3=m57.stride(3), states96_ptr=states96, states96_s0=states96.stride(0), states96_s1=states96.stride(1), states96_s2=states96.stride(2), states96_s3=states96.stride(3), states96_s4=states96.stride(4), E_c0=32, E_c2=16, E_n0=32, E_n1=2, E_n2=4, E_n3=16, F_n0=_pow2(32), F_n1=_pow2(2), F_n2=_pow2(4), F_n3=_pow2(16), T_c0=T['c0'], T_c2=T['c2'])
    buf99 = torch.full([2, 4, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_8[(1,)](states96_ptr=states96, states96_s0=states96.stride(0), states96_s1=states96.stride(1), states96_s2=states96.stride(2), states96_s3=states96.stride(3), states96_s4=states96.stride(4), buf99_ptr=buf99, buf99_s0=buf99.stride(0), buf99_s1=buf99.stride(1), buf99_s2=buf99.stride(2), buf99_s3=buf99.stride(3), E_c0=32, E_n0=32, E_n1=2, E_n2=4, E_n3=16, F_n0=_pow2(32), F_n1=_pow2(2), F_n2=_pow2(4), F_n3=_pow2(16), T_c0=T['c0'])
    return buf99


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
