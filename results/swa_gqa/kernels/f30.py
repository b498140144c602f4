"""swa_gqa [small], candidate 30: 6 kernel(s)

Rendered by EqiForge from candidate 30 of swa_gqa [small]: store(k.3[16]) ; grid(k.2@2) loop(k.3[16]: pair(sum, sum), stored) ; grid(q.1@1) ; store(k.3[16]) ; grid(q.1@1) loop(k.3[16]: pair(sum, sum), stored) ; grid(k.0@0) [1 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid k.0@0[2]
    c1: grid q.1@1[4]
    c2: grid k.2@2[32]
    c3: loop k.3[16]

Run it on its own: `python kernels/f30.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/swa_gqa.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 1, "c1": 2, "c2": 16, "c3": 8}


@triton.jit
def kernel_0(m13_ptr, m13_s0, m13_s1, m13_s2, m13_s3, m15_ptr, m15_s0, m15_s1, m15_s2, m15_s3, states23_ptr, states23_s0, states23_s1, states23_s2, states23_s3, states23_s4, states23_s5, states24_ptr, states24_s0, states24_s1, states24_s2, states24_s3, states24_s4, states24_s5, E_c2, E_c3, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # stores states23, states24: Collect over loop k.3[16]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    offs_one = tl.arange(0, 1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    t14 = tl.load(m13_ptr + offs_n2[:, None, None, None] * m13_s0 + offs_n1[None, :, None, None] * m13_s1 + offs_c2[None, None, :, None] * m13_s2 + offs_c3[None, None, None, :] * m13_s3, mask=(offs_n2 < E_n2)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
    t20 = tl.load(m15_ptr + offs_n2[:, None, None, None] * m15_s0 + offs_n1[None, :, None, None] * m15_s1 + offs_c3[None, None, :, None] * m15_s2 + offs_n0[None, None, None, :] * m15_s3, mask=(offs_n2 < E_n2)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c3 < E_c3)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t21 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, :], t14, 0.0), 4) * tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, :, None], t20, 0.0), 2), axis=3)
    t22 = (t21) * (0.25)
    tl.store(states23_ptr + i_c2 * states23_s0 + i_c3 * states23_s1 + tl.arange(0, F_n2)[:, None, None, None] * states23_s2 + tl.arange(0, F_n1)[None, :, None, None] * states23_s3 + tl.arange(0, T_c2)[None, None, :, None] * states23_s4 + tl.arange(0, F_n0)[None, None, None, :] * states23_s5 + tl.zeros([F_n2, F_n1, T_c2, F_n0], tl.int32), t21)
    tl.store(states24_ptr + i_c2 * states24_s0 + i_c3 * states24_s1 + tl.arange(0, F_n2)[:, None, None, None] * states24_s2 + tl.arange(0, F_n1)[None, :, None, None] * states24_s3 + tl.arange(0, T_c2)[None, None, :, None] * states24_s4 + tl.arange(0, F_n0)[None, None, None, :] * states24_s5 + tl.zeros([F_n2, F_n1, T_c2, F_n0], tl.int32), t22)


@triton.jit
def kernel_1(states23_ptr, states23_s0, states23_s1, states23_s2, states23_s3, states23_s4, states23_s5, states24_ptr, states24_s0, states24_s1, states24_s2, states24_s3, states24_s4, states24_s5, buf29_ptr, buf29_s0, buf29_s1, buf29_s2, buf29_s3, E_c2, E_c3, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # writes buf29: Combine over grid k.2@2[32]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    acc27 = tl.full([F_n2, F_n1, T_c2, F_n0], 0.0, tl.float32)
    acc28 = tl.full([F_n2, F_n1, T_c2, F_n0], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t25 = tl.load(states23_ptr + i_c2 * states23_s0 + i_c3 * states23_s1 + tl.arange(0, F_n2)[:, None, None, None] * states23_s2 + tl.arange(0, F_n1)[None, :, None, None] * states23_s3 + tl.arange(0, T_c2)[None, None, :, None] * states23_s4 + tl.arange(0, F_n0)[None, None, None, :] * states23_s5 + tl.zeros([F_n2, F_n1, T_c2, F_n0], tl.int32))
        t26 = tl.load(states24_ptr + i_c2 * states24_s0 + i_c3 * states24_s1 + tl.arange(0, F_n2)[:, None, None, None] * states24_s2 + tl.arange(0, F_n1)[None, :, None, None] * states24_s3 + tl.arange(0, T_c2)[None, None, :, None] * states24_s4 + tl.arange(0, F_n0)[None, None, None, :] * states24_s5 + tl.zeros([F_n2, F_n1, T_c2, F_n0], tl.int32))
        acc27 = acc27 + t25
        acc28 = acc28 + t26
    tl.store(buf29_ptr + offs_n2[:, None, None, None] * buf29_s0 + offs_n1[None, :, None, None] * buf29_s1 + offs_c2[None, None, :, None] * buf29_s2 + offs_n0[None, None, None, :] * buf29_s3, acc28, mask=(offs_n2 < E_n2)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :])


@triton.jit
def kernel_2(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m10_ptr, m10_s0, m10_s1, m10_s2, m10_s3, buf29_ptr, buf29_s0, buf29_s1, buf29_s2, buf29_s3, buf34_ptr, buf34_s0, buf34_s1, buf34_s2, buf34_s3, E_c1, E_n0, E_n2, F_n0: tl.constexpr, F_n2: tl.constexpr, T_c1: tl.constexpr):
    # writes buf34: Combine over grid q.1@1[4]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n2 = tl.arange(0, F_n2)
    t9 = tl.load(m1_ptr + offs_n0[None, None, :, None] * m1_s2 + offs_n0[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0)
    t12 = tl.load(m10_ptr + offs_n0[None, None, :, None] * m10_s2 + offs_n0[None, None, None, :] * m10_s3, mask=(offs_n0 < E_n0)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0)
    t30 = tl.load(buf29_ptr + offs_n2[:, None, None, None] * buf29_s0 + offs_c1[None, :, None, None] * buf29_s1 + offs_n0[None, None, :, None] * buf29_s2 + offs_n0[None, None, None, :] * buf29_s3, mask=(offs_n2 < E_n2)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t31 = tl.where(t12, -float("inf"), t30)
    t32 = tl.where(t9, -float("inf"), t31)
    t33 = tl.max(tl.where((offs_n0 < E_n0)[None, None, None, :], t32, -float('inf')), axis=3, keep_dims=True)
    tl.store(buf34_ptr + offs_n2[:, None, None, None] * buf34_s0 + offs_c1[None, :, None, None] * buf34_s1 + offs_n0[None, None, :, None] * buf34_s2, t33, mask=(offs_n2 < E_n2)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None])


@triton.jit
def kernel_3(m13_ptr, m13_s0, m13_s1, m13_s2, m13_s3, m15_ptr, m15_s0, m15_s1, m15_s2, m15_s3, states51_ptr, states51_s0, states51_s1, states51_s2, states51_s3, states51_s4, states51_s5, states52_ptr, states52_s0, states52_s1, states52_s2, states52_s3, states52_s4, states52_s5, E_c1, E_c3, E_n0, E_n2, F_n0: tl.constexpr, F_n2: tl.constexpr, T_c1: tl.constexpr, T_c3: tl.constexpr):
    # stores states51, states52: Collect over loop k.3[16]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    offs_one = tl.arange(0, 1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n0 = tl.arange(0, F_n0)
    t47 = tl.load(m13_ptr + offs_n2[:, None, None, None] * m13_s0 + offs_c1[None, :, None, None] * m13_s1 + offs_n0[None, None, :, None] * m13_s2 + offs_c3[None, None, None, :] * m13_s3, mask=(offs_n2 < E_n2)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
    t48 = tl.load(m15_ptr + offs_n2[:, None, None, None] * m15_s0 + offs_c1[None, :, None, None] * m15_s1 + offs_c3[None, None, :, None] * m15_s2 + offs_n0[None, None, None, :] * m15_s3, mask=(offs_n2 < E_n2)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_c3 < E_c3)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t49 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, :], t47, 0.0), 4) * tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, :, None], t48, 0.0), 2), axis=3)
    t50 = (t49) * (0.25)
    tl.store(states51_ptr + i_c1 * states51_s0 + i_c3 * states51_s1 + tl.arange(0, F_n2)[:, None, None, None] * states51_s2 + tl.arange(0, T_c1)[None, :, None, None] * states51_s3 + tl.arange(0, F_n0)[None, None, :, None] * states51_s4 + tl.arange(0, F_n0)[None, None, None, :] * states51_s5 + tl.zeros([F_n2, T_c1, F_n0, F_n0], tl.int32), t49)
    tl.store(states52_ptr + i_c1 * states52_s0 + i_c3 * states52_s1 + tl.arange(0, F_n2)[:, None, None, None] * states52_s2 + tl.arange(0, T_c1)[None, :, None, None] * states52_s3 + tl.arange(0, F_n0)[None, None, :, None] * states52_s4 + tl.arange(0, F_n0)[None, None, None, :] * states52_s5 + tl.zeros([F_n2, T_c1, F_n0, F_n0], tl.int32), t50)


@triton.jit
def kernel_4(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m10_ptr, m10_s0, m10_s1, m10_s2, m10_s3, states51_ptr, states51_s0, states51_s1, states51_s2, states51_s3, states51_s4, states51_s5, states52_ptr, states52_s0, states52_s1, states52_s2, states52_s3, states52_s4, states52_s5, buf65_ptr, buf65_s0, buf65_s1, buf65_s2, buf65_s3, E_c1, E_c3, E_n0, E_n2, F_n0: tl.constexpr, F_n2: tl.constexpr, T_c1: tl.constexpr, T_c3: tl.constexpr):
    # writes buf65: Combine over grid q.1@1[4]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n2 = tl.arange(0, F_n2)
    t45 = tl.load(m1_ptr + offs_n0[None, None, :, None] * m1_s2 + offs_n0[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0)
    t46 = tl.load(m10_ptr + offs_n0[None, None, :, None] * m10_s2 + offs_n0[None, None, None, :] * m10_s3, mask=(offs_n0 < E_n0)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0)
    acc55 = tl.full([F_n2, T_c1, F_n0, F_n0], 0.0, tl.float32)
    acc56 = tl.full([F_n2, T_c1, F_n0, F_n0], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t53 = tl.load(states51_ptr + i_c1 * states51_s0 + i_c3 * states51_s1 + tl.arange(0, F_n2)[:, None, None, None] * states51_s2 + tl.arange(0, T_c1)[None, :, None, None] * states51_s3 + tl.arange(0, F_n0)[None, None, :, None] * states51_s4 + tl.arange(0, F_n0)[None, None, None, :] * states51_s5 + tl.zeros([F_n2, T_c1, F_n0, F_n0], tl.int32))
        t54 = tl.load(states52_ptr + i_c1 * states52_s0 + i_c3 * states52_s1 + tl.arange(0, F_n2)[:, None, None, None] * states52_s2 + tl.arange(0, T_c1)[None, :, None, None] * states52_s3 + tl.arange(0, F_n0)[None, None, :, None] * states52_s4 + tl.arange(0, F_n0)[None, None, None, :] * states52_s5 + tl.zeros([F_n2, T_c1, F_n0, F_n0], tl.int32))
        acc55 = acc55 + t53
        acc56 = acc56 + t54
    t57 = tl.where(t46, -float("inf"), acc56)
    t58 = tl.where(t45, -float("inf"), t57)
    t59 = tl.max(tl.where((offs_n0 < E_n0)[None, None, None, :], t58, -float('inf')), axis=3, keep_dims=True)
    t60 = tl.exp(t59)
    t61 = 1.0 / (t60)
    t62 = tl.exp(t58)
    t63 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, None, :], t62, 0.0), axis=3, keep_dims=True)
    t64 = (t61) * (t63)
    tl.store(buf65_ptr + offs_n2[:, None, None, None] * buf65_s0 + offs_c1[None, :, None, None] * buf65_s1 + offs_n0[None, None, :, None] * buf65_s2, t64, mask=(offs_n2 < E_n2)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None])


@triton.jit
def kernel_5(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, buf34_ptr, buf34_s0, buf34_s1, buf34_s2, buf34_s3, m10_ptr, m10_s0, m10_s1, m10_s2, m10_s3, buf29_ptr, buf29_s0, buf29_s1, buf29_s2, buf29_s3, buf65_ptr, buf65_s0, buf65_s1, buf65_s2, buf65_s3, m68_ptr, m68_s0, m68_s1, m68_s2, m68_s3, buf74_ptr, buf74_s0, buf74_s1, buf74_s2, buf74_s3, E_c0, E_n0, E_n1, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n3: tl.constexpr, T_c0: tl.constexpr):
    # writes buf74: Combine over grid k.0@0[2]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n3 = tl.arange(0, F_n3)
    t8 = tl.load(m1_ptr + offs_n0[None, None, :, None] * m1_s2 + offs_n0[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0)
    t35 = tl.load(buf34_ptr + offs_c0[:, None, None, None] * buf34_s0 + offs_n1[None, :, None, None] * buf34_s1 + offs_n0[None, None, :, None] * buf34_s2, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None], other=0).to(tl.float32)
    t36 = -float("inf") - (t35)
    t37 = tl.exp(t36)
    t38 = tl.load(m10_ptr + offs_n0[None, None, :, None] * m10_s2 + offs_n0[None, None, None, :] * m10_s3, mask=(offs_n0 < E_n0)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0)
    t39 = tl.load(buf29_ptr + offs_c0[:, None, None, None] * buf29_s0 + offs_n1[None, :, None, None] * buf29_s1 + offs_n0[None, None, :, None] * buf29_s2 + offs_n0[None, None, None, :] * buf29_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t40 = tl.exp(t39)
    t41 = tl.exp(t35)
    t42 = (t40) / (t41)
    t43 = tl.where(t38, t37, t42)
    t44 = tl.where(t8, t37, t43)
    t66 = tl.load(buf65_ptr + offs_c0[:, None, None, None] * buf65_s0 + offs_n1[None, :, None, None] * buf65_s1 + offs_n0[None, None, :, None] * buf65_s2, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None], other=0).to(tl.float32)
    t67 = (t44) / (t66)
    t72 = tl.load(m68_ptr + offs_c0[:, None, None, None] * m68_s0 + offs_n1[None, :, None, None] * m68_s1 + offs_n0[None, None, :, None] * m68_s2 + offs_n3[None, None, None, :] * m68_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t73 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, None, :], t67, 0.0), 4) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, :, None], t72, 0.0), 2), axis=3)
    tl.store(buf74_ptr + offs_c0[:, None, None, None] * buf74_s0 + offs_n1[None, :, None, None] * buf74_s1 + offs_n0[None, None, :, None] * buf74_s2 + offs_n3[None, None, None, :] * buf74_s3, t73, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :])


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
    m11 = _BINARY["Gt"](m6, m4)
    m10 = m11.reshape([1, 1, 32, 32])
    m13 = inputs['q']
    m19 = inputs['k']
    m18 = m19.reshape([2, 2, 1, 32, 16])
    m17 = m18.expand([2, 2, 2, 32, 16])
    m16 = m17.reshape([2, 4, 32, 16])
    m15 = m16.permute([0, 1, 3, 2])
    states23 = torch.full([_cdiv(32, T['c2']), _cdiv(16, T['c3']), _pow2(2), _pow2(4), T['c2'], _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    states24 = torch.full([_cdiv(32, T['c2']), _cdiv(16, T['c3']), _pow2(2), _pow2(4), T['c2'], _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(32, T['c2']) * _cdiv(16, T['c3']),)](m13_ptr=m13, m13_s0=m13.stride(0), m13_s1=m13.stride(1), m13_s2=m13.stride(2), m13_s3=m13.stride(3), m15_ptr=m15, m15_s0=m15.stride(0), m15_s1=m15.stride(1), m15_s2=m15.stride(2), m15_s3=m15.stride(3), states23_ptr=states23, states23_s0=states23.stride(0), states23_s1=states23.stride(1), states23_s2=states23.stride(2), states23_s3=states23.stride(3), states23_s4=states23.stride(4), states23_s5=states23.stride(5), states24_ptr=states24, states24_s0=states24.stride(0), states24_s1=states24.stride(1), states24_s2=states24.stride(2), states24_s3=states24.stride(3), states24_s4=states24.stride(4), states24_s5=states24.stride(5), E_c2=32, E_c3=16, E_n0=32, E_n1=4, E_n2=2, F_n0=_pow2(32), F_n1=_pow2(4), F_n2=_pow2(2), T_c2=T['c2'], T_c3=T['c3'])
    buf29 = torch.full([2, 4, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(32, T['c2']),)](states23_ptr=states23, states23_s0=states23.stride(0), states23_s1=states23.stride(1), states23_s2=states23.stride(2), states23_s3=states23.stride(3), states23_s4=states23.stride(4), states23_s5=states23.stride(5), states24_ptr=states24, states24_s0=states24.stride(0), states24_s1=states24.stride(1), states24_s2=states24.stride(2), states24_s3=states24.stride(3), states24_s4=states24.stride(4), states24_s5=states24.stride(5), buf29_ptr=buf29, buf29_s0=buf29.stride(0), buf29_s1=buf29.stride(1), buf29_s2=buf29.stride(2), buf29_s3=buf29.stride(3), E_c2=32, E_c3=16, E_n0=32, E_n1=4, E_n2=2, F_n0=_pow2(32), F_n1=_pow2(4), F_n2=_pow2(2), T_c2=T['c2'], T_c3=T['c3'])
    buf34 = torch.full([2, 4, 32, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(4, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m10_ptr=m10, m10_s0=m10.stride(0), m10_s1=m10.stride(1), m10_s2=m10.stride(2), m10_s3=m10.stride(3), buf29_ptr=buf29, buf29_s0=buf29.stride(0), buf29_s1=buf29.stride(1), buf29_s2=buf29.stride(2), buf29_s3=buf29.stride(3), buf34_ptr=buf34, buf34_s0=buf34.stride(0), buf34_s1=buf34.stride(1), buf34_s2=buf34.stride(2), buf34_s3=buf34.stride(3), E_c1=4, E_n0=32, E_n2=2, F_n0=_pow2(32), F_n2=_pow2(2), T_c1=T['c1'])
    states51 = torch.full([_cdiv(4, T['c1']), _cdiv(16, T['c3']), _pow2(2), T['c1'], _pow2(32), _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    states52 = torch.full([_cdiv(4, T['c1']), _cdiv(16, T['c3']), _pow2(2), T['c1'], _pow2(32), _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(4, T['c1']) * _cdiv(16, T['c3']),)](m13_ptr=m13, m13_s0=m13.stride(0), m13_s1=m13.stride(1), m13_s2=m13.stride(2), m13_s3=m13.stride(3), m15_ptr=m15, m15_s0=m15.stride(0), m15_s1=m15.stride(1), m15_s2=m15.stride(2), m15_s3=m15.stride(3), states51_ptr=states51, states51_s0=states51.stride(0), states51_s1=states51.stride(1), states51_s2=states51.stride(2), states51_s3=states51.stride(3), states51_s4=states51.stride(4), states51_s5=states51.stride(5), states52_ptr=states52, states52_s0=states52.stride(0), states52_s1=states52.stride(1), states52_s2=states52.stride(2), states52_s3=states52.stride(3), states52_s4=states52.stride(4), states52_s5=states52.stride(5), E_c1=4, E_c3=16, E_n0=32, E_n2=2, F_n0=_pow2(32), F_n2=_pow2(2), T_c1=T['c1'], T_c3=T['c3'])
    buf65 = torch.full([2, 4, 32, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(_cdiv(4, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m10_ptr=m10, m10_s0=m10.stride(0), m10_s1=m10.stride(1), m10_s2=m10.stride(2), m10_s3=m10.stride(3), states51_ptr=states51, states51_s0=states51.stride(0), states51_s1=states51.stride(1), states51_s2=states51.stride(2), states51_s3=states51.stride(3), states51_s4=states51.stride(4), states51_s5=states51.stride(5), states52_ptr=states52, states52_s0=states52.stride(0), states52_s1=states52.stride(1), states52_s2=states52.stride(2), states52_s3=states52.stride(3), states52_s4=states52.stride(4), states52_s5=states52.stride(5), buf65_ptr=buf65, buf65_s0=buf65.stride(0), buf65_s1=buf65.stride(1), buf65_s2=buf65.stride(2), buf65_s3=buf65.stride(3), E_c1=4, E_c3=16, E_n0=32, E_n2=2, F_n0=_pow2(32), F_n2=_pow2(2), T_c1=T['c1'], T_c3=T['c3'])
    m71 = inputs['v']
    m70 = m71.reshape([2, 2, 1, 32, 16])
    m69 = m70.expand([2, 2, 2, 32, 16])
    m68 = m69.reshape([2, 4, 32, 16])
    buf74 = torch.full([2, 4, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_5[(_cdiv(2, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), buf34_ptr=buf34, buf34_s0=buf34.stride(0), buf34_s1=buf34.stride(1), buf34_s2=buf34.stride(2), buf34_s3=buf34.stride(3), m10_ptr=m10, m10_s0=m10.stride(0), m10_s1=m10.stride(1), m10_s2=m10.stride(2), m10_s3=m10.stride(3), buf29_ptr=buf29, buf29_s0=buf29.stride(0), buf29_s1=buf29.stride(1), buf29_s2=buf29.stride(2), buf29_s3=buf29.stride(3), buf65_ptr=buf65, buf65_s0=buf65.stride(0), buf65_s1=buf65.stride(1), buf65_s2=buf65.stride(2), buf65_s3=buf65.stride(3), m68_ptr=m68, m68_s0=m68.stride(0), m68_s1=m68.stride(1), m68_s2=m68.stride(2), m68_s3=m68.stride(3), buf74_ptr=buf74, buf74_s0=buf74.stride(0), buf74_s1=buf74.stride(1), buf74_s2=buf74.stride(2), buf74_s3=buf74.stride(3), E_c0=2, E_n0=32, E_n1=4, E_n3=16, F_n0=_pow2(32), F_n1=_pow2(4), F_n3=_pow2(16), T_c0=T['c0'])
    return buf74


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
