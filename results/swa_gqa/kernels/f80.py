"""swa_gqa [small], candidate 80: 6 kernel(s)

Rendered by EqiForge from candidate 80 of swa_gqa [small]: store(k.2[32]) ; grid(k.2@2) [1 mm] ; grid(k.2@2) [1 mm] ; store(k.2[32]) ; grid(q.1@1) loop(k.2[32]: sum, stored) ; grid(k.0@0) loop(k.2[32]: sum, stored)
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid k.0@0[2]
    c1: loop k.2[32]
    c2: grid q.1@1[4]
    c3: grid k.2@2[32]

Run it on its own: `python kernels/f80.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/swa_gqa.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 1, "c1": 16, "c2": 2, "c3": 16}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 2, "c1": 32, "c2": 4, "c3": 32}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m9_ptr, m9_s0, m9_s1, m9_s2, m9_s3, m12_ptr, m12_s0, m12_s1, m12_s2, m12_s3, m14_ptr, m14_s0, m14_s1, m14_s2, m14_s3, m33_ptr, m33_s0, m33_s1, m33_s2, m33_s3, states39_ptr, states39_s0, states39_s1, states39_s2, states39_s3, states39_s4, states39_s5, E_c0, E_c1, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # stores states39: Collect over loop k.2[32]
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
    t23 = tl.load(m1_ptr + offs_n0[None, None, :, None] * m1_s2 + offs_n0[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0)
    t24 = tl.load(m9_ptr + offs_n0[None, None, :, None] * m9_s2 + offs_n0[None, None, None, :] * m9_s3, mask=(offs_n0 < E_n0)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0)
    t25 = tl.load(m14_ptr + offs_c0[:, None, None, None] * m14_s0 + offs_n1[None, :, None, None] * m14_s1 + offs_n2[None, None, :, None] * m14_s2 + offs_n0[None, None, None, :] * m14_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t26 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t13, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t25, 0.0), 2), axis=3)
    t27 = tl.where(t24, -float("inf"), t26)
    t28 = tl.where(t23, -float("inf"), t27)
    t29 = tl.max(tl.where((offs_n0 < E_n0)[None, None, None, :], t28, -float('inf')), axis=3, keep_dims=True)
    t30 = t22 - (t29)
    t31 = (t30) * (0.25)
    t32 = tl.exp(t31)
    t37 = tl.load(m33_ptr + offs_c0[:, None, None, None] * m33_s0 + offs_n1[None, :, None, None] * m33_s1 + offs_c1[None, None, :, None] * m33_s2 + offs_n2[None, None, None, :] * m33_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t38 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, :], t32, 0.0), 4) * tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, :, None], t37, 0.0), 2), axis=3)
    tl.store(states39_ptr + i_c0 * states39_s0 + i_c1 * states39_s1 + tl.arange(0, T_c0)[:, None, None, None] * states39_s2 + tl.arange(0, F_n1)[None, :, None, None] * states39_s3 + tl.arange(0, F_n0)[None, None, :, None] * states39_s4 + tl.arange(0, F_n2)[None, None, None, :] * states39_s5 + tl.zeros([T_c0, F_n1, F_n0, F_n2], tl.int32), t38)


@triton.jit
def kernel_1(m12_ptr, m12_s0, m12_s1, m12_s2, m12_s3, m14_ptr, m14_s0, m14_s1, m14_s2, m14_s3, buf49_ptr, buf49_s0, buf49_s1, buf49_s2, buf49_s3, E_c3, E_n0, E_n1, E_n2, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c3: tl.constexpr):
    # writes buf49: Combine over grid k.2@2[32]
    pid = tl.program_id(0)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    offs_one = tl.arange(0, 1)
    offs_n3 = tl.arange(0, F_n3)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n0 = tl.arange(0, F_n0)
    t45 = tl.load(m12_ptr + offs_n3[:, None, None, None] * m12_s0 + offs_n1[None, :, None, None] * m12_s1 + offs_c3[None, None, :, None] * m12_s2 + offs_n2[None, None, None, :] * m12_s3, mask=(offs_n3 < E_n3)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c3 < E_c3)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t46 = tl.load(m14_ptr + offs_n3[:, None, None, None] * m14_s0 + offs_n1[None, :, None, None] * m14_s1 + offs_n2[None, None, :, None] * m14_s2 + offs_n0[None, None, None, :] * m14_s3, mask=(offs_n3 < E_n3)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t47 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t45, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t46, 0.0), 2), axis=3)
    t48 = (t47) * (0.25)
    tl.store(buf49_ptr + offs_n3[:, None, None, None] * buf49_s0 + offs_n1[None, :, None, None] * buf49_s1 + offs_c3[None, None, :, None] * buf49_s2 + offs_n0[None, None, None, :] * buf49_s3, t48, mask=(offs_n3 < E_n3)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c3 < E_c3)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :])


@triton.jit
def kernel_2(m12_ptr, m12_s0, m12_s1, m12_s2, m12_s3, m14_ptr, m14_s0, m14_s1, m14_s2, m14_s3, buf60_ptr, buf60_s0, buf60_s1, buf60_s2, buf60_s3, E_c3, E_n0, E_n1, E_n2, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c3: tl.constexpr):
    # writes buf60: Combine over grid k.2@2[32]
    pid = tl.program_id(0)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    offs_one = tl.arange(0, 1)
    offs_n3 = tl.arange(0, F_n3)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n0 = tl.arange(0, F_n0)
    t57 = tl.load(m12_ptr + offs_n3[:, None, None, None] * m12_s0 + offs_n1[None, :, None, None] * m12_s1 + offs_c3[None, None, :, None] * m12_s2 + offs_n2[None, None, None, :] * m12_s3, mask=(offs_n3 < E_n3)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c3 < E_c3)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t58 = tl.load(m14_ptr + offs_n3[:, None, None, None] * m14_s0 + offs_n1[None, :, None, None] * m14_s1 + offs_n2[None, None, :, None] * m14_s2 + offs_n0[None, None, None, :] * m14_s3, mask=(offs_n3 < E_n3)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t59 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t57, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t58, 0.0), 2), axis=3)
    tl.store(buf60_ptr + offs_n3[:, None, None, None] * buf60_s0 + offs_n1[None, :, None, None] * buf60_s1 + offs_c3[None, None, :, None] * buf60_s2 + offs_n0[None, None, None, :] * buf60_s3, t59, mask=(offs_n3 < E_n3)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c3 < E_c3)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :])


@triton.jit
def kernel_3(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m9_ptr, m9_s0, m9_s1, m9_s2, m9_s3, buf49_ptr, buf49_s0, buf49_s1, buf49_s2, buf49_s3, buf60_ptr, buf60_s0, buf60_s1, buf60_s2, buf60_s3, states72_ptr, states72_s0, states72_s1, states72_s2, states72_s3, states72_s4, states72_s5, E_c1, E_c2, E_n0, E_n3, F_n0: tl.constexpr, F_n3: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # stores states72: Collect over loop k.2[32]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n3 = tl.arange(0, F_n3)
    t42 = tl.load(m1_ptr + offs_n0[None, None, :, None] * m1_s2 + offs_c1[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0)
    t43 = tl.load(m1_ptr + offs_n0[None, None, :, None] * m1_s2 + offs_n0[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0)
    t44 = tl.load(m9_ptr + offs_n0[None, None, :, None] * m9_s2 + offs_n0[None, None, None, :] * m9_s3, mask=(offs_n0 < E_n0)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0)
    t50 = tl.load(buf49_ptr + offs_n3[:, None, None, None] * buf49_s0 + offs_c2[None, :, None, None] * buf49_s1 + offs_n0[None, None, :, None] * buf49_s2 + offs_n0[None, None, None, :] * buf49_s3, mask=(offs_n3 < E_n3)[:, None, None, None] & (offs_c2 < E_c2)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t51 = tl.where(t44, -float("inf"), t50)
    t52 = tl.where(t43, -float("inf"), t51)
    t53 = tl.max(tl.where((offs_n0 < E_n0)[None, None, None, :], t52, -float('inf')), axis=3, keep_dims=True)
    t54 = -float("inf") - (t53)
    t55 = tl.exp(t54)
    t56 = tl.load(m9_ptr + offs_n0[None, None, :, None] * m9_s2 + offs_c1[None, None, None, :] * m9_s3, mask=(offs_n0 < E_n0)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0)
    t61 = tl.load(buf60_ptr + offs_n3[:, None, None, None] * buf60_s0 + offs_c2[None, :, None, None] * buf60_s1 + offs_n0[None, None, :, None] * buf60_s2 + offs_c1[None, None, None, :] * buf60_s3, mask=(offs_n3 < E_n3)[:, None, None, None] & (offs_c2 < E_c2)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
    t62 = tl.load(buf60_ptr + offs_n3[:, None, None, None] * buf60_s0 + offs_c2[None, :, None, None] * buf60_s1 + offs_n0[None, None, :, None] * buf60_s2 + offs_n0[None, None, None, :] * buf60_s3, mask=(offs_n3 < E_n3)[:, None, None, None] & (offs_c2 < E_c2)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t63 = tl.where(t44, -float("inf"), t62)
    t64 = tl.where(t43, -float("inf"), t63)
    t65 = tl.max(tl.where((offs_n0 < E_n0)[None, None, None, :], t64, -float('inf')), axis=3, keep_dims=True)
    t66 = t61 - (t65)
    t67 = (t66) * (0.25)
    t68 = tl.where(t56, t54, t67)
    t69 = tl.exp(t68)
    t70 = tl.where(t42, t55, t69)
    t71 = tl.sum(tl.where((offs_c1 < E_c1)[None, None, None, :], t70, 0.0), axis=3, keep_dims=True)
    tl.store(states72_ptr + i_c2 * states72_s0 + i_c1 * states72_s1 + tl.arange(0, F_n3)[:, None, None, None] * states72_s2 + tl.arange(0, T_c2)[None, :, None, None] * states72_s3 + tl.arange(0, F_n0)[None, None, :, None] * states72_s4 + tl.zeros([F_n3, T_c2, F_n0, 1], tl.int32), t71)


@triton.jit
def kernel_4(states72_ptr, states72_s0, states72_s1, states72_s2, states72_s3, states72_s4, states72_s5, buf75_ptr, buf75_s0, buf75_s1, buf75_s2, buf75_s3, E_c1, E_c2, E_n0, E_n3, F_n0: tl.constexpr, F_n3: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf75: Combine over grid q.1@1[4]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n3 = tl.arange(0, F_n3)
    offs_n0 = tl.arange(0, F_n0)
    acc74 = tl.full([F_n3, T_c2, F_n0, 1], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t73 = tl.load(states72_ptr + i_c2 * states72_s0 + i_c1 * states72_s1 + tl.arange(0, F_n3)[:, None, None, None] * states72_s2 + tl.arange(0, T_c2)[None, :, None, None] * states72_s3 + tl.arange(0, F_n0)[None, None, :, None] * states72_s4 + tl.zeros([F_n3, T_c2, F_n0, 1], tl.int32))
        acc74 = acc74 + t73
    tl.store(buf75_ptr + offs_n3[:, None, None, None] * buf75_s0 + offs_c2[None, :, None, None] * buf75_s1 + offs_n0[None, None, :, None] * buf75_s2, acc74, mask=(offs_n3 < E_n3)[:, None, None, None] & (offs_c2 < E_c2)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None])


@triton.jit
def kernel_5(states39_ptr, states39_s0, states39_s1, states39_s2, states39_s3, states39_s4, states39_s5, buf75_ptr, buf75_s0, buf75_s1, buf75_s2, buf75_s3, buf78_ptr, buf78_s0, buf78_s1, buf78_s2, buf78_s3, E_c0, E_c1, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf78: Combine over grid k.0@0[2]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n2 = tl.arange(0, F_n2)
    acc41 = tl.full([T_c0, F_n1, F_n0, F_n2], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t40 = tl.load(states39_ptr + i_c0 * states39_s0 + i_c1 * states39_s1 + tl.arange(0, T_c0)[:, None, None, None] * states39_s2 + tl.arange(0, F_n1)[None, :, None, None] * states39_s3 + tl.arange(0, F_n0)[None, None, :, None] * states39_s4 + tl.arange(0, F_n2)[None, None, None, :] * states39_s5 + tl.zeros([T_c0, F_n1, F_n0, F_n2], tl.int32))
        acc41 = acc41 + t40
    t76 = tl.load(buf75_ptr + offs_c0[:, None, None, None] * buf75_s0 + offs_n1[None, :, None, None] * buf75_s1 + offs_n0[None, None, :, None] * buf75_s2, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None], other=0).to(tl.float32)
    t77 = (acc41) / (t76)
    tl.store(buf78_ptr + offs_c0[:, None, None, None] * buf78_s0 + offs_n1[None, :, None, None] * buf78_s1 + offs_n0[None, None, :, None] * buf78_s2 + offs_n2[None, None, None, :] * buf78_s3, t77, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :])


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
    m36 = inputs['v']
    m35 = m36.reshape([2, 2, 1, 32, 16])
    m34 = m35.expand([2, 2, 2, 32, 16])
    m33 = m34.reshape([2, 4, 32, 16])
    states39 = torch.full([_cdiv(2, T['c0']), _cdiv(32, T['c1']), T['c0'], _pow2(4), _pow2(32), _pow2(16)], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(2, T['c0']) * _cdiv(32, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m9_ptr=m9, m9_s0=m9.stride(0), m9_s1=m9.stride(1), m9_s2=m9.stride(2), m9_s3=m9.stride(3), m12_ptr=m12, m12_s0=m12.stride(0), m12_s1=m12.stride(1), m12_s2=m12.stride(2), m12_s3=m12.stride(3), m14_ptr=m14, m14_s0=m14.stride(0), m14_s1=m14.stride(1), m14_s2=m14.stride(2), m14_s3=m14.stride(3), m33_ptr=m33, m33_s0=m33.stride(0), m33_s1=m33.stride(1), m33_s2=m33.stride(2), m33_s3=m33.stride(3), states39_ptr=states39, states39_s0=states39.stride(0), states39_s1=states39.stride(1), states39_s2=states39.stride(2), states39_s3=states39.stride(3), states39_s4=states39.stride(4), states39_s5=states39.stride(5), E_c0=2, E_c1=32, E_n0=32, E_n1=4, E_n2=16, F_n0=_pow2(32), F_n1=_pow2(4), F_n2=_pow2(16), T_c0=T['c0'], T_c1=T['c1'])
    buf49 = torch.full([2, 4, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(32, T['c3']),)](m12_ptr=m12, m12_s0=m12.stride(0), m12_s1=m12.stride(1), m12_s2=m12.stride(2), m12_s3=m12.stride(3), m14_ptr=m14, m14_s0=m14.stride(0), m14_s1=m14.stride(1), m14_s2=m14.stride(2), m14_s3=m14.stride(3), buf49_ptr=buf49, buf49_s0=buf49.stride(0), buf49_s1=buf49.stride(1), buf49_s2=buf49.stride(2), buf49_s3=buf49.stride(3), E_c3=32, E_n0=32, E_n1=4, E_n2=16, E_n3=2, F_n0=_pow2(32), F_n1=_pow2(4), F_n2=_pow2(16), F_n3=_pow2(2), T_c3=T['c3'])
    buf60 = torch.full([2, 4, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(32, T['c3']),)](m12_ptr=m12, m12_s0=m12.stride(0), m12_s1=m12.stride(1), m12_s2=m12.stride(2), m12_s3=m12.stride(3), m14_ptr=m14, m14_s0=m14.stride(0), m14_s1=m14.stride(1), m14_s2=m14.stride(2), m14_s3=m14.stride(3), buf60_ptr=buf60, buf60_s0=buf60.stride(0), buf60_s1=buf60.stride(1), buf60_s2=buf60.stride(2), buf60_s3=buf60.stride(3), E_c3=32, E_n0=32, E_n1=4, E_n2=16, E_n3=2, F_n0=_pow2(32), F_n1=_pow2(4), F_n2=_pow2(16), F_n3=_pow2(2), T_c3=T['c3'])
    states72 = torch.full([_cdiv(4, T['c2']), _cdiv(32, T['c1']), _pow2(2), T['c2'], _pow2(32), 1], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(4, T['c2']) * _cdiv(32, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m9_ptr=m9, m9_s0=m9.stride(0), m9_s1=m9.stride(1), m9_s2=m9.stride(2), m9_s3=m9.stride(3), buf49_ptr=buf49, buf49_s0=buf49.stride(0), buf49_s1=buf49.stride(1), buf49_s2=buf49.stride(2), buf49_s3=buf49.stride(3), buf60_ptr=buf60, buf60_s0=buf60.stride(0), buf60_s1=buf60.stride(1), buf60_s2=buf60.stride(2), buf60_s3=buf60.stride(3), states72_ptr=states72, states72_s0=states72.stride(0), states72_s1=states72.stride(1), states72_s2=states72.stride(2), states72_s3=states72.stride(3), states72_s4=states72.stride(4), states72_s5=states72.stride(5), E_c1=32, E_c2=4, E_n0=32, E_n3=2, F_n0=_pow2(32), F_n3=_pow2(2), T_c1=T['c1'], T_c2=T['c2'])
    buf75 = torch.full([2, 4, 32, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(_cdiv(4, T['c2']),)](states72_ptr=states72, states72_s0=states72.stride(0), states72_s1=states72.stride(1), states72_s2=states72.stride(2), states72_s3=states72.stride(3), states72_s4=states72.stride(4), states72_s5=states72.stride(5), buf75_ptr=buf75, buf75_s0=buf75.stride(0), buf75_s1=buf75.stride(1), buf75_s2=buf75.stride(2), buf75_s3=buf75.stride(3), E_c1=32, E_c2=4, E_n0=32, E_n3=2, F_n0=_pow2(32), F_n3=_pow2(2), T_c1=T['c1'], T_c2=T['c2'])
    buf78 = torch.full([2, 4, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_5[(_cdiv(2, T['c0']),)](states39_ptr=states39, states39_s0=states39.stride(0), states39_s1=states39.stride(1), states39_s2=states39.stride(2), states39_s3=states39.stride(3), states39_s4=states39.stride(4), states39_s5=states39.stride(5), buf75_ptr=buf75, buf75_s0=buf75.stride(0), buf75_s1=buf75.stride(1), buf75_s2=buf75.stride(2), buf75_s3=buf75.stride(3), buf78_ptr=buf78, buf78_s0=buf78.stride(0), buf78_s1=buf78.stride(1), buf78_s2=buf78.stride(2), buf78_s3=buf78.stride(3), E_c0=2, E_c1=32, E_n0=32, E_n1=4, E_n2=16, F_n0=_pow2(32), F_n1=_pow2(4), F_n2=_pow2(16), T_c0=T['c0'], T_c1=T['c1'])
    return buf78


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
