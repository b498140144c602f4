"""swa_gqa [small], candidate 48: 8 kernel(s)

Rendered by EqiForge from candidate 48 of swa_gqa [small]: store(k.3[16]) ; grid(k.0@0) loop(k.3[16]: sum, stored) [1 mm] ; store(k.3[16]) ; grid(k.2@2) loop(k.3[16]: pair(sum, sum), stored) ; grid(k.0@0) ; grid() loop(k.2[32]: rescale) ; store(k.3[16]) ; grid(k.0@0) loop(k.3[16]: pair(sum, sum), stored)
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid k.0@0[2]
    c1: loop k.3[16]
    c2: grid k.2@2[32]
    c3: loop k.2[32]

Run it on its own: `python kernels/f48.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/swa_gqa.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 1, "c1": 8, "c2": 16, "c3": 16}


@triton.jit
def kernel_0(m12_ptr, m12_s0, m12_s1, m12_s2, m12_s3, m14_ptr, m14_s0, m14_s1, m14_s2, m14_s3, states21_ptr, states21_s0, states21_s1, states21_s2, states21_s3, states21_s4, states21_s5, E_c0, E_c1, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # stores states21: Collect over loop k.3[16]
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
    t13 = tl.load(m12_ptr + offs_c0[:, None, None, None] * m12_s0 + offs_n0[None, :, None, None] * m12_s1 + offs_n1[None, None, :, None] * m12_s2 + offs_c1[None, None, None, :] * m12_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
    t19 = tl.load(m14_ptr + offs_c0[:, None, None, None] * m14_s0 + offs_n0[None, :, None, None] * m14_s1 + offs_c1[None, None, :, None] * m14_s2 + offs_n1[None, None, None, :] * m14_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t20 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, :], t13, 0.0), 4) * tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, :, None], t19, 0.0), 2), axis=3)
    tl.store(states21_ptr + i_c0 * states21_s0 + i_c1 * states21_s1 + tl.arange(0, T_c0)[:, None, None, None] * states21_s2 + tl.arange(0, F_n0)[None, :, None, None] * states21_s3 + tl.arange(0, F_n1)[None, None, :, None] * states21_s4 + tl.arange(0, F_n1)[None, None, None, :] * states21_s5 + tl.zeros([T_c0, F_n0, F_n1, F_n1], tl.int32), t20)


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m9_ptr, m9_s0, m9_s1, m9_s2, m9_s3, states21_ptr, states21_s0, states21_s1, states21_s2, states21_s3, states21_s4, states21_s5, m28_ptr, m28_s0, m28_s1, m28_s2, m28_s3, buf34_ptr, buf34_s0, buf34_s1, buf34_s2, buf34_s3, E_c0, E_c1, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf34: Combine over grid k.0@0[2]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n2 = tl.arange(0, F_n2)
    t8 = tl.load(m1_ptr + offs_n1[None, None, :, None] * m1_s2 + offs_n1[None, None, None, :] * m1_s3, mask=(offs_n1 < E_n1)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0)
    t11 = tl.load(m9_ptr + offs_n1[None, None, :, None] * m9_s2 + offs_n1[None, None, None, :] * m9_s3, mask=(offs_n1 < E_n1)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0)
    acc23 = tl.full([T_c0, F_n0, F_n1, F_n1], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t22 = tl.load(states21_ptr + i_c0 * states21_s0 + i_c1 * states21_s1 + tl.arange(0, T_c0)[:, None, None, None] * states21_s2 + tl.arange(0, F_n0)[None, :, None, None] * states21_s3 + tl.arange(0, F_n1)[None, None, :, None] * states21_s4 + tl.arange(0, F_n1)[None, None, None, :] * states21_s5 + tl.zeros([T_c0, F_n0, F_n1, F_n1], tl.int32))
        acc23 = acc23 + t22
    t24 = (acc23) * (0.25)
    t25 = tl.where(t11, -float("inf"), t24)
    t26 = tl.where(t8, -float("inf"), t25)
    t27 = tl.exp(t26)
    t32 = tl.load(m28_ptr + offs_c0[:, None, None, None] * m28_s0 + offs_n0[None, :, None, None] * m28_s1 + offs_n1[None, None, :, None] * m28_s2 + offs_n2[None, None, None, :] * m28_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t33 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :], t27, 0.0), 4) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :, None], t32, 0.0), 2), axis=3)
    tl.store(buf34_ptr + offs_c0[:, None, None, None] * buf34_s0 + offs_n0[None, :, None, None] * buf34_s1 + offs_n1[None, None, :, None] * buf34_s2 + offs_n2[None, None, None, :] * buf34_s3, t33, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :])


@triton.jit
def kernel_2(m12_ptr, m12_s0, m12_s1, m12_s2, m12_s3, m14_ptr, m14_s0, m14_s1, m14_s2, m14_s3, states42_ptr, states42_s0, states42_s1, states42_s2, states42_s3, states42_s4, states42_s5, states43_ptr, states43_s0, states43_s1, states43_s2, states43_s3, states43_s4, states43_s5, E_c1, E_c2, E_n0, E_n1, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n3: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # stores states42, states43: Collect over loop k.3[16]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n3 = tl.arange(0, F_n3)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t38 = tl.load(m12_ptr + offs_n3[:, None, None, None] * m12_s0 + offs_n0[None, :, None, None] * m12_s1 + offs_c2[None, None, :, None] * m12_s2 + offs_c1[None, None, None, :] * m12_s3, mask=(offs_n3 < E_n3)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
    t39 = tl.load(m14_ptr + offs_n3[:, None, None, None] * m14_s0 + offs_n0[None, :, None, None] * m14_s1 + offs_c1[None, None, :, None] * m14_s2 + offs_n1[None, None, None, :] * m14_s3, mask=(offs_n3 < E_n3)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t40 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, :], t38, 0.0), 4) * tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, :, None], t39, 0.0), 2), axis=3)
    t41 = (t40) * (0.25)
    tl.store(states42_ptr + i_c2 * states42_s0 + i_c1 * states42_s1 + tl.arange(0, F_n3)[:, None, None, None] * states42_s2 + tl.arange(0, F_n0)[None, :, None, None] * states42_s3 + tl.arange(0, T_c2)[None, None, :, None] * states42_s4 + tl.arange(0, F_n1)[None, None, None, :] * states42_s5 + tl.zeros([F_n3, F_n0, T_c2, F_n1], tl.int32), t40)
    tl.store(states43_ptr + i_c2 * states43_s0 + i_c1 * states43_s1 + tl.arange(0, F_n3)[:, None, None, None] * states43_s2 + tl.arange(0, F_n0)[None, :, None, None] * states43_s3 + tl.arange(0, T_c2)[None, None, :, None] * states43_s4 + tl.arange(0, F_n1)[None, None, None, :] * states43_s5 + tl.zeros([F_n3, F_n0, T_c2, F_n1], tl.int32), t41)


@triton.jit
def kernel_3(states42_ptr, states42_s0, states42_s1, states42_s2, states42_s3, states42_s4, states42_s5, states43_ptr, states43_s0, states43_s1, states43_s2, states43_s3, states43_s4, states43_s5, buf48_ptr, buf48_s0, buf48_s1, buf48_s2, buf48_s3, E_c1, E_c2, E_n0, E_n1, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n3: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf48: Combine over grid k.2@2[32]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n3 = tl.arange(0, F_n3)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    acc46 = tl.full([F_n3, F_n0, T_c2, F_n1], 0.0, tl.float32)
    acc47 = tl.full([F_n3, F_n0, T_c2, F_n1], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t44 = tl.load(states42_ptr + i_c2 * states42_s0 + i_c1 * states42_s1 + tl.arange(0, F_n3)[:, None, None, None] * states42_s2 + tl.arange(0, F_n0)[None, :, None, None] * states42_s3 + tl.arange(0, T_c2)[None, None, :, None] * states42_s4 + tl.arange(0, F_n1)[None, None, None, :] * states42_s5 + tl.zeros([F_n3, F_n0, T_c2, F_n1], tl.int32))
        t45 = tl.load(states43_ptr + i_c2 * states43_s0 + i_c1 * states43_s1 + tl.arange(0, F_n3)[:, None, None, None] * states43_s2 + tl.arange(0, F_n0)[None, :, None, None] * states43_s3 + tl.arange(0, T_c2)[None, None, :, None] * states43_s4 + tl.arange(0, F_n1)[None, None, None, :] * states43_s5 + tl.zeros([F_n3, F_n0, T_c2, F_n1], tl.int32))
        acc46 = acc46 + t44
        acc47 = acc47 + t45
    tl.store(buf48_ptr + offs_n3[:, None, None, None] * buf48_s0 + offs_n0[None, :, None, None] * buf48_s1 + offs_c2[None, None, :, None] * buf48_s2 + offs_n1[None, None, None, :] * buf48_s3, acc47, mask=(offs_n3 < E_n3)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :])


@triton.jit
def kernel_4(buf34_ptr, buf34_s0, buf34_s1, buf34_s2, buf34_s3, m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m9_ptr, m9_s0, m9_s1, m9_s2, m9_s3, buf48_ptr, buf48_s0, buf48_s1, buf48_s2, buf48_s3, buf55_ptr, buf55_s0, buf55_s1, buf55_s2, buf55_s3, E_c0, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr):
    # writes buf55: Combine over grid k.0@0[2]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t35 = tl.load(buf34_ptr + offs_c0[:, None, None, None] * buf34_s0 + offs_n0[None, :, None, None] * buf34_s1 + offs_n1[None, None, :, None] * buf34_s2 + offs_n2[None, None, None, :] * buf34_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t36 = tl.load(m1_ptr + offs_n1[None, None, :, None] * m1_s2 + offs_n1[None, None, None, :] * m1_s3, mask=(offs_n1 < E_n1)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0)
    t37 = tl.load(m9_ptr + offs_n1[None, None, :, None] * m9_s2 + offs_n1[None, None, None, :] * m9_s3, mask=(offs_n1 < E_n1)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0)
    t49 = tl.load(buf48_ptr + offs_c0[:, None, None, None] * buf48_s0 + offs_n0[None, :, None, None] * buf48_s1 + offs_n1[None, None, :, None] * buf48_s2 + offs_n1[None, None, None, :] * buf48_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t50 = tl.where(t37, -float("inf"), t49)
    t51 = tl.where(t36, -float("inf"), t50)
    t52 = tl.max(tl.where((offs_n1 < E_n1)[None, None, None, :], t51, -float('inf')), axis=3, keep_dims=True)
    t53 = tl.exp(t52)
    t54 = (t35) / (t53)
    tl.store(buf55_ptr + offs_c0[:, None, None, None] * buf55_s0 + offs_n0[None, :, None, None] * buf55_s1 + offs_n1[None, None, :, None] * buf55_s2 + offs_n2[None, None, None, :] * buf55_s3, t54, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :])


@triton.jit
def kernel_5(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m9_ptr, m9_s0, m9_s1, m9_s2, m9_s3, buf48_ptr, buf48_s0, buf48_s1, buf48_s2, buf48_s3, buf75_ptr, buf75_s0, buf75_s1, buf75_s2, buf75_s3, buf76_ptr, buf76_s0, buf76_s1, buf76_s2, buf76_s3, E_c3, E_n0, E_n1, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n3: tl.constexpr, T_c3: tl.constexpr):
    # writes buf75, buf76: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n3 = tl.arange(0, F_n3)
    offs_n0 = tl.arange(0, F_n0)
    acc70 = tl.full([F_n3, F_n0, F_n1, 1], -float('inf'), tl.float32)
    acc71 = tl.full([F_n3, F_n0, F_n1, 1], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t58 = tl.load(m1_ptr + offs_n1[None, None, :, None] * m1_s2 + offs_c3[None, None, None, :] * m1_s3, mask=(offs_n1 < E_n1)[None, None, :, None] & (offs_c3 < E_c3)[None, None, None, :], other=0)
        t59 = tl.load(m9_ptr + offs_n1[None, None, :, None] * m9_s2 + offs_c3[None, None, None, :] * m9_s3, mask=(offs_n1 < E_n1)[None, None, :, None] & (offs_c3 < E_c3)[None, None, None, :], other=0)
        t60 = tl.load(buf48_ptr + offs_n3[:, None, None, None] * buf48_s0 + offs_n0[None, :, None, None] * buf48_s1 + offs_n1[None, None, :, None] * buf48_s2 + offs_c3[None, None, None, :] * buf48_s3, mask=(offs_n3 < E_n3)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
        t61 = tl.where(t59, -float("inf"), t60)
        t62 = tl.where(t58, -float("inf"), t61)
        t63 = tl.max(tl.where((offs_c3 < E_c3)[None, None, None, :], t62, -float('inf')), axis=3, keep_dims=True)
        t64 = -float("inf") - (t63)
        t65 = t60 - (t63)
        t66 = tl.where(t59, t64, t65)
        t67 = tl.where(t58, t64, t66)
        t68 = tl.exp(t67)
        t69 = tl.sum(tl.where((offs_c3 < E_c3)[None, None, None, :], t68, 0.0), axis=3, keep_dims=True)
        m72 = tl.maximum(acc70, t63)
        r73 = tl.where(acc70 == -float("inf"), 0.0, tl.exp(acc70 - m72))
        r74 = tl.where(t63 == -float("inf"), 0.0, tl.exp(t63 - m72))
        acc71 = tl.where(acc70 == -float("inf"), 0.0, acc71 * r73) + tl.where(t63 == -float("inf"), 0.0, t69 * r74)
        acc70 = m72
    tl.store(buf75_ptr + offs_n3[:, None, None, None] * buf75_s0 + offs_n0[None, :, None, None] * buf75_s1 + offs_n1[None, None, :, None] * buf75_s2, acc70, mask=(offs_n3 < E_n3)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None])
    tl.store(buf76_ptr + offs_n3[:, None, None, None] * buf76_s0 + offs_n0[None, :, None, None] * buf76_s1 + offs_n1[None, None, :, None] * buf76_s2, acc71, mask=(offs_n3 < E_n3)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None])


@triton.jit
def kernel_6(m12_ptr, m12_s0, m12_s1, m12_s2, m12_s3, m14_ptr, m14_s0, m14_s1, m14_s2, m14_s3, states85_ptr, states85_s0, states85_s1, states85_s2, states85_s3, states85_s4, states85_s5, states86_ptr, states86_s0, states86_s1, states86_s2, states86_s3, states86_s4, states86_s5, E_c0, E_c1, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # stores states85, states86: Collect over loop k.3[16]
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
    t81 = tl.load(m12_ptr + offs_c0[:, None, None, None] * m12_s0 + offs_n0[None, :, None, None] * m12_s1 + offs_n1[None, None, :, None] * m12_s2 + offs_c1[None, None, None, :] * m12_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
    t82 = tl.load(m14_ptr + offs_c0[:, None, None, None] * m14_s0 + offs_n0[None, :, None, None] * m14_s1 + offs_c1[None, None, :, None] * m14_s2 + offs_n1[None, None, None, :] * m14_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t83 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, :], t81, 0.0), 4) * tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, :, None], t82, 0.0), 2), axis=3)
    t84 = (t83) * (0.25)
    tl.store(states85_ptr + i_c0 * states85_s0 + i_c1 * states85_s1 + tl.arange(0, T_c0)[:, None, None, None] * states85_s2 + tl.arange(0, F_n0)[None, :, None, None] * states85_s3 + tl.arange(0, F_n1)[None, None, :, None] * states85_s4 + tl.arange(0, F_n1)[None, None, None, :] * states85_s5 + tl.zeros([T_c0, F_n0, F_n1, F_n1], tl.int32), t83)
    tl.store(states86_ptr + i_c0 * states86_s0 + i_c1 * states86_s1 + tl.arange(0, T_c0)[:, None, None, None] * states86_s2 + tl.arange(0, F_n0)[None, :, None, None] * states86_s3 + tl.arange(0, F_n1)[None, None, :, None] * states86_s4 + tl.arange(0, F_n1)[None, None, None, :] * states86_s5 + tl.zeros([T_c0, F_n0, F_n1, F_n1], tl.int32), t84)


@triton.jit
def kernel_7(buf55_ptr, buf55_s0, buf55_s1, buf55_s2, buf55_s3, m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, buf75_ptr, buf75_s0, buf75_s1, buf75_s2, buf75_s3, m9_ptr, m9_s0, m9_s1, m9_s2, m9_s3, states85_ptr, states85_s0, states85_s1, states85_s2, states85_s3, states85_s4, states85_s5, states86_ptr, states86_s0, states86_s1, states86_s2, states86_s3, states86_s4, states86_s5, buf97_ptr, buf97_s0, buf97_s1, buf97_s2, buf97_s3, E_c0, E_c1, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf97: Combine over grid k.0@0[2]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t56 = tl.load(buf55_ptr + offs_c0[:, None, None, None] * buf55_s0 + offs_n0[None, :, None, None] * buf55_s1 + offs_n1[None, None, :, None] * buf55_s2 + offs_n2[None, None, None, :] * buf55_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t57 = tl.load(m1_ptr + offs_n1[None, None, :, None] * m1_s2 + offs_n1[None, None, None, :] * m1_s3, mask=(offs_n1 < E_n1)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0)
    t77 = tl.load(buf75_ptr + offs_c0[:, None, None, None] * buf75_s0 + offs_n0[None, :, None, None] * buf75_s1 + offs_n1[None, None, :, None] * buf75_s2, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None], other=0).to(tl.float32)
    t78 = -float("inf") - (t77)
    t79 = tl.exp(t78)
    t80 = tl.load(m9_ptr + offs_n1[None, None, :, None] * m9_s2 + offs_n1[None, None, None, :] * m9_s3, mask=(offs_n1 < E_n1)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0)
    acc89 = tl.full([T_c0, F_n0, F_n1, F_n1], 0.0, tl.float32)
    acc90 = tl.full([T_c0, F_n0, F_n1, F_n1], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t87 = tl.load(states85_ptr + i_c0 * states85_s0 + i_c1 * states85_s1 + tl.arange(0, T_c0)[:, None, None, None] * states85_s2 + tl.arange(0, F_n0)[None, :, None, None] * states85_s3 + tl.arange(0, F_n1)[None, None, :, None] * states85_s4 + tl.arange(0, F_n1)[None, None, None, :] * states85_s5 + tl.zeros([T_c0, F_n0, F_n1, F_n1], tl.int32))
        t88 = tl.load(states86_ptr + i_c0 * states86_s0 + i_c1 * states86_s1 + tl.arange(0, T_c0)[:, None, None, None] * states86_s2 + tl.arange(0, F_n0)[None, :, None, None] * states86_s3 + tl.arange(0, F_n1)[None, None, :, None] * states86_s4 + tl.arange(0, F_n1)[None, None, None, :] * states86_s5 + tl.zeros([T_c0, F_n0, F_n1, F_n1], tl.int32))
        acc89 = acc89 + t87
        acc90 = acc90 + t88
    t91 = acc90 - (t77)
    t92 = tl.exp(t91)
    t93 = tl.where(t80, t79, t92)
    t94 = tl.where(t57, t79, t93)
    t95 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t94, 0.0), axis=3, keep_dims=True)
    t96 = (t56) / (t95)
    tl.store(buf97_ptr + offs_c0[:, None, None, None] * buf97_s0 + offs_n0[None, :, None, None] * buf97_s1 + offs_n1[None, None, :, None] * buf97_s2 + offs_n2[None, None, None, :] * buf97_s3, t96, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :])


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
    states21 = torch.full([_cdiv(2, T['c0']), _cdiv(16, T['c1']), T['c0'], _pow2(4), _pow2(32), _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(2, T['c0']) * _cdiv(16, T['c1']),)](m12_ptr=m12, m12_s0=m12.stride(0), m12_s1=m12.stride(1), m12_s2=m12.stride(2), m12_s3=m12.stride(3), m14_ptr=m14, m14_s0=m14.stride(0), m14_s1=m14.stride(1), m14_s2=m14.stride(2), m14_s3=m14.stride(3), states21_ptr=states21, states21_s0=states21.stride(0), states21_s1=states21.stride(1), states21_s2=states21.stride(2), states21_s3=states21.stride(3), states21_s4=states21.stride(4), states21_s5=states21.stride(5), E_c0=2, E_c1=16, E_n0=4, E_n1=32, F_n0=_pow2(4), F_n1=_pow2(32), T_c0=T['c0'], T_c1=T['c1'])
    m31 = inputs['v']
    m30 = m31.reshape([2, 2, 1, 32, 16])
    m29 = m30.expand([2, 2, 2, 32, 16])
    m28 = m29.reshape([2, 4, 32, 16])
    buf34 = torch.full([2, 4, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(2, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m9_ptr=m9, m9_s0=m9.stride(0), m9_s1=m9.stride(1), m9_s2=m9.stride(2), m9_s3=m9.stride(3), states21_ptr=states21, states21_s0=states21.stride(0), states21_s1=states21.stride(1), states21_s2=states21.stride(2), states21_s3=states21.stride(3), states21_s4=states21.stride(4), states21_s5=states21.stride(5), m28_ptr=m28, m28_s0=m28.stride(0), m28_s1=m28.stride(1), m28_s2=m28.stride(2), m28_s3=m28.stride(3), buf34_ptr=buf34, buf34_s0=buf34.stride(0), buf34_s1=buf34.stride(1), buf34_s2=buf34.stride(2), buf34_s3=buf34.stride(3), E_c0=2, E_c1=16, E_n0=4, E_n1=32, E_n2=16, F_n0=_pow2(4), F_n1=_pow2(32), F_n2=_pow2(16), T_c0=T['c0'], T_c1=T['c1'])
    states42 = torch.full([_cdiv(32, T['c2']), _cdiv(16, T['c1']), _pow2(2), _pow2(4), T['c2'], _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    states43 = torch.full([_cdiv(32, T['c2']), _cdiv(16, T['c1']), _pow2(2), _pow2(4), T['c2'], _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(32, T['c2']) * _cdiv(16, T['c1']),)](m12_ptr=m12, m12_s0=m12.stride(0), m12_s1=m12.stride(1), m12_s2=m12.stride(2), m12_s3=m12.stride(3), m14_ptr=m14, m14_s0=m14.stride(0), m14_s1=m14.stride(1), m14_s2=m14.stride(2), m14_s3=m14.stride(3), states42_ptr=states42, states42_s0=states42.stride(0), states42_s1=states42.stride(1), states42_s2=states42.stride(2), states42_s3=states42.stride(3), states42_s4=states42.stride(4), states42_s5=states42.stride(5), states43_ptr=states43, states43_s0=states43.stride(0), states43_s1=states43.stride(1), states43_s2=states43.stride(2), states43_s3=states43.stride(3), states43_s4=states43.stride(4), states43_s5=states43.stride(5), E_c1=16, E_c2=32, E_n0=4, E_n1=32, E_n3=2, F_n0=_pow2(4), F_n1=_pow2(32), F_n3=_pow2(2), T_c1=T['c1'], T_c2=T['c2'])
    buf48 = torch.full([2, 4, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(32, T['c2']),)](states42_ptr=states42, states42_s0=states42.stride(0), states42_s1=states42.stride(1), states42_s2=states42.stride(2), states42_s3=states42.stride(3), states42_s4=states42.stride(4), states42_s5=states42.stride(5), states43_ptr=states43, states43_s0=states43.stride(0), states43_s1=states43.stride(1), states43_s2=states43.stride(2), states43_s3=states43.stride(3), states43_s4=states43.stride(4), states43_s5=states43.stride(5), buf48_ptr=buf48, buf48_s0=buf48.stride(0), buf48_s1=buf48.stride(1), buf48_s2=buf48.stride(2), buf48_s3=buf48.stride(3), E_c1=16, E_c2=32, E_n0=4, E_n1=32, E_n3=2, F_n0=_pow2(4), F_n1=_pow2(32), F_n3=_pow2(2), T_c1=T['c1'], T_c2=T['c2'])
    buf55 = torch.full([2, 4, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(_cdiv(2, T['c0']),)](buf34_ptr=buf34, buf34_s0=buf34.stride(0), buf34_s1=buf34.stride(1), buf34_s2=buf34.stride(2), buf34_s3=buf34.stride(3), m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m9_ptr=m9, m9_s0=m9.stride(0), m9_s1=m9.stride(1), m9_s2=m9.stride(2), m9_s3=m9.stride(3), buf48_ptr=buf48, buf48_s0=buf48.stride(0), buf48_s1=buf48.stride(1), buf48_s2=buf48.stride(2), buf48_s3=buf48.stride(3), buf55_ptr=buf55, buf55_s0=buf55.stride(0), buf55_s1=buf55.stride(1), buf55_s2=buf55.stride(2), buf55_s3=buf55.stride(3), E_c0=2, E_n0=4, E_n1=32, E_n2=16, F_n0=_pow2(4), F_n1=_pow2(32), F_n2=_pow2(16), T_c0=T['c0'])
    buf75 = torch.full([2, 4, 32, 1], float("nan"), dtype=torch.float32, device=device)
    buf76 = torch.full([2, 4, 32, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_5[(1,)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m9_ptr=m9, m9_s0=m9.stride(0), m9_s1=m9.stride(1), m9_s2=m9.stride(2), m9_s3=m9.stride(3), buf48_ptr=buf48, buf48_s0=buf48.stride(0), buf48_s1=buf48.stride(1), buf48_s2=buf48.stride(2), buf48_s3=buf48.stride(3), buf75_ptr=buf75, buf75_s0=buf75.stride(0), buf75_s1=buf75.stride(1), buf75_s2=buf75.stride(2), buf75_s3=buf75.stride(3), buf76_ptr=buf76, buf76_s0=buf76.stride(0), buf76_s1=buf76.stride(1), buf76_s2=buf76.stride(2), buf76_s3=buf76.stride(3), E_c3=32, E_n0=4, E_n1=32, E_n3=2, F_n0=_pow2(4), F_n1=_pow2(32), F_n3=_pow2(2), T_c3=T['c3'])
    states85 = torch.full([_cdiv(2, T['c0']), _cdiv(16, T['c1']), T['c0'], _pow2(4), _pow2(32), _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    states86 = torch.full([_cdiv(2, T['c0']), _cdiv(16, T['c1']), T['c0'], _pow2(4), _pow2(32), _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    kernel_6[(_cdiv(2, T['c0']) * _cdiv(16, T['c1']),)](m12_ptr=m12, m12_s0=m12.stride(0), m12_s1=m12.stride(1), m12_s2=m12.stride(2), m12_s3=m12.stride(3), m14_ptr=m14, m14_s0=m14.stride(0), m14_s1=m14.stride(1), m14_s2=m14.stride(2), m14_s3=m14.stride(3), states85_ptr=states85, states85_s0=states85.stride(0), states85_s1=states85.stride(1), states85_s2=states85.stride(2), states85_s3=states85.stride(3), states85_s4=states85.stride(4), states85_s5=states85.stride(5), states86_ptr=states86, states86_s0=states86.stride(0), states86_s1=states86.stride(1), states86_s2=states86.stride(2), states86_s3=states86.stride(3), states86_s4=states86.stride(4), states86_s5=states86.stride(5), E_c0=2, E_c1=16, E_n0=4, E_n1=32, F_n0=_pow2(4), F_n1=_pow2(32), T_c0=T['c0'], T_c1=T['c1'])
    buf97 = torch.full([2, 4, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_7[(_cdiv(2, T['c0']),)](buf55_ptr=buf55, buf55_s0=buf55.stride(0), buf55_s1=buf55.stride(1), buf55_s2=buf55.stride(2), buf55_s3=buf55.stride(3), m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), buf75_ptr=buf75, buf75_s0=buf75.stride(0), buf75_s1=buf75.stride(1), buf75_s2=buf75.stride(2), buf75_s3=buf75.stride(3), m9_ptr=m9, m9_s0=m9.stride(0), m9_s1=m9.stride(1), m9_s2=m9.stride(2), m9_s3=m9.stride(3), states85_ptr=states85, states85_s0=states85.stride(0), states85_s1=states85.stride(1), states85_s2=states85.stride(2), states85_s3=states85.stride(3), states85_s4=states85.stride(4), states85_s5=states85.stride(5), states86_ptr=states86, states86_s0=states86.stride(0), states86_s1=states86.stride(1), states86_s2=states86.stride(2), states86_s3=states86.stride(3), states86_s4=states86.stride(4), states86_s5=states86.stride(5), buf97_ptr=buf97, buf97_s0=buf97.stride(0), buf97_s1=buf97.stride(1), buf97_s2=buf97.stride(2), buf97_s3=buf97.stride(3), E_c0=2, E_c1=16, E_n0=4, E_n1=32, E_n2=16, F_n0=_pow2(4), F_n1=_pow2(32), F_n2=_pow2(16), T_c0=T['c0'], T_c1=T['c1'])
    return buf97


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
