"""swa_gqa [small], candidate 19: 5 kernel(s)

Rendered by EqiForge from candidate 19 of swa_gqa [small]: store(k.3[16]) ; grid(k.2@2) loop(k.3[16]: pair(sum, sum), stored) ; store(k.3[16]) ; grid(q.1@1) loop(k.3[16]: pair(sum, sum), stored) ; grid() loop(k.2[32]: pair(sum, sum))
Coordinates (tile sizes are the T arguments of launch()):
    c0: loop k.2[32]
    c1: grid k.2@2[32]
    c2: loop k.3[16]
    c3: grid q.1@1[4]

Run it on its own: `python kernels/f19.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/swa_gqa.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 16, "c1": 16, "c2": 8, "c3": 2}


@triton.jit
def kernel_0(m13_ptr, m13_s0, m13_s1, m13_s2, m13_s3, m15_ptr, m15_s0, m15_s1, m15_s2, m15_s3, states23_ptr, states23_s0, states23_s1, states23_s2, states23_s3, states23_s4, states23_s5, states24_ptr, states24_s0, states24_s1, states24_s2, states24_s3, states24_s4, states24_s5, E_c1, E_c2, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # stores states23, states24: Collect over loop k.3[16]
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
    t14 = tl.load(m13_ptr + offs_n1[:, None, None, None] * m13_s0 + offs_n2[None, :, None, None] * m13_s1 + offs_c1[None, None, :, None] * m13_s2 + offs_c2[None, None, None, :] * m13_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
    t20 = tl.load(m15_ptr + offs_n1[:, None, None, None] * m15_s0 + offs_n2[None, :, None, None] * m15_s1 + offs_c2[None, None, :, None] * m15_s2 + offs_n0[None, None, None, :] * m15_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t21 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :], t14, 0.0), 4) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :, None], t20, 0.0), 2), axis=3)
    t22 = (t21) * (0.25)
    tl.store(states23_ptr + i_c1 * states23_s0 + i_c2 * states23_s1 + tl.arange(0, F_n1)[:, None, None, None] * states23_s2 + tl.arange(0, F_n2)[None, :, None, None] * states23_s3 + tl.arange(0, T_c1)[None, None, :, None] * states23_s4 + tl.arange(0, F_n0)[None, None, None, :] * states23_s5 + tl.zeros([F_n1, F_n2, T_c1, F_n0], tl.int32), t21)
    tl.store(states24_ptr + i_c1 * states24_s0 + i_c2 * states24_s1 + tl.arange(0, F_n1)[:, None, None, None] * states24_s2 + tl.arange(0, F_n2)[None, :, None, None] * states24_s3 + tl.arange(0, T_c1)[None, None, :, None] * states24_s4 + tl.arange(0, F_n0)[None, None, None, :] * states24_s5 + tl.zeros([F_n1, F_n2, T_c1, F_n0], tl.int32), t22)


@triton.jit
def kernel_1(states23_ptr, states23_s0, states23_s1, states23_s2, states23_s3, states23_s4, states23_s5, states24_ptr, states24_s0, states24_s1, states24_s2, states24_s3, states24_s4, states24_s5, buf29_ptr, buf29_s0, buf29_s1, buf29_s2, buf29_s3, E_c1, E_c2, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf29: Combine over grid k.2@2[32]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n0 = tl.arange(0, F_n0)
    acc27 = tl.full([F_n1, F_n2, T_c1, F_n0], 0.0, tl.float32)
    acc28 = tl.full([F_n1, F_n2, T_c1, F_n0], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t25 = tl.load(states23_ptr + i_c1 * states23_s0 + i_c2 * states23_s1 + tl.arange(0, F_n1)[:, None, None, None] * states23_s2 + tl.arange(0, F_n2)[None, :, None, None] * states23_s3 + tl.arange(0, T_c1)[None, None, :, None] * states23_s4 + tl.arange(0, F_n0)[None, None, None, :] * states23_s5 + tl.zeros([F_n1, F_n2, T_c1, F_n0], tl.int32))
        t26 = tl.load(states24_ptr + i_c1 * states24_s0 + i_c2 * states24_s1 + tl.arange(0, F_n1)[:, None, None, None] * states24_s2 + tl.arange(0, F_n2)[None, :, None, None] * states24_s3 + tl.arange(0, T_c1)[None, None, :, None] * states24_s4 + tl.arange(0, F_n0)[None, None, None, :] * states24_s5 + tl.zeros([F_n1, F_n2, T_c1, F_n0], tl.int32))
        acc27 = acc27 + t25
        acc28 = acc28 + t26
    tl.store(buf29_ptr + offs_n1[:, None, None, None] * buf29_s0 + offs_n2[None, :, None, None] * buf29_s1 + offs_c1[None, None, :, None] * buf29_s2 + offs_n0[None, None, None, :] * buf29_s3, acc28, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :])


@triton.jit
def kernel_2(m13_ptr, m13_s0, m13_s1, m13_s2, m13_s3, m15_ptr, m15_s0, m15_s1, m15_s2, m15_s3, states52_ptr, states52_s0, states52_s1, states52_s2, states52_s3, states52_s4, states52_s5, states53_ptr, states53_s0, states53_s1, states53_s2, states53_s3, states53_s4, states53_s5, E_c2, E_c3, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # stores states52, states53: Collect over loop k.3[16]
    pid = tl.program_id(0)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    t48 = tl.load(m13_ptr + offs_n1[:, None, None, None] * m13_s0 + offs_c3[None, :, None, None] * m13_s1 + offs_n0[None, None, :, None] * m13_s2 + offs_c2[None, None, None, :] * m13_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_c3 < E_c3)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
    t49 = tl.load(m15_ptr + offs_n1[:, None, None, None] * m15_s0 + offs_c3[None, :, None, None] * m15_s1 + offs_c2[None, None, :, None] * m15_s2 + offs_n0[None, None, None, :] * m15_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_c3 < E_c3)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t50 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :], t48, 0.0), 4) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :, None], t49, 0.0), 2), axis=3)
    t51 = (t50) * (0.25)
    tl.store(states52_ptr + i_c3 * states52_s0 + i_c2 * states52_s1 + tl.arange(0, F_n1)[:, None, None, None] * states52_s2 + tl.arange(0, T_c3)[None, :, None, None] * states52_s3 + tl.arange(0, F_n0)[None, None, :, None] * states52_s4 + tl.arange(0, F_n0)[None, None, None, :] * states52_s5 + tl.zeros([F_n1, T_c3, F_n0, F_n0], tl.int32), t50)
    tl.store(states53_ptr + i_c3 * states53_s0 + i_c2 * states53_s1 + tl.arange(0, F_n1)[:, None, None, None] * states53_s2 + tl.arange(0, T_c3)[None, :, None, None] * states53_s3 + tl.arange(0, F_n0)[None, None, :, None] * states53_s4 + tl.arange(0, F_n0)[None, None, None, :] * states53_s5 + tl.zeros([F_n1, T_c3, F_n0, F_n0], tl.int32), t51)


@triton.jit
def kernel_3(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m10_ptr, m10_s0, m10_s1, m10_s2, m10_s3, states52_ptr, states52_s0, states52_s1, states52_s2, states52_s3, states52_s4, states52_s5, states53_ptr, states53_s0, states53_s1, states53_s2, states53_s3, states53_s4, states53_s5, buf66_ptr, buf66_s0, buf66_s1, buf66_s2, buf66_s3, E_c2, E_c3, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # writes buf66: Combine over grid q.1@1[4]
    pid = tl.program_id(0)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t46 = tl.load(m1_ptr + offs_n0[None, None, :, None] * m1_s2 + offs_n0[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0)
    t47 = tl.load(m10_ptr + offs_n0[None, None, :, None] * m10_s2 + offs_n0[None, None, None, :] * m10_s3, mask=(offs_n0 < E_n0)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0)
    acc56 = tl.full([F_n1, T_c3, F_n0, F_n0], 0.0, tl.float32)
    acc57 = tl.full([F_n1, T_c3, F_n0, F_n0], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t54 = tl.load(states52_ptr + i_c3 * states52_s0 + i_c2 * states52_s1 + tl.arange(0, F_n1)[:, None, None, None] * states52_s2 + tl.arange(0, T_c3)[None, :, None, None] * states52_s3 + tl.arange(0, F_n0)[None, None, :, None] * states52_s4 + tl.arange(0, F_n0)[None, None, None, :] * states52_s5 + tl.zeros([F_n1, T_c3, F_n0, F_n0], tl.int32))
        t55 = tl.load(states53_ptr + i_c3 * states53_s0 + i_c2 * states53_s1 + tl.arange(0, F_n1)[:, None, None, None] * states53_s2 + tl.arange(0, T_c3)[None, :, None, None] * states53_s3 + tl.arange(0, F_n0)[None, None, :, None] * states53_s4 + tl.arange(0, F_n0)[None, None, None, :] * states53_s5 + tl.zeros([F_n1, T_c3, F_n0, F_n0], tl.int32))
        acc56 = acc56 + t54
        acc57 = acc57 + t55
    t58 = tl.where(t47, -float("inf"), acc57)
    t59 = tl.where(t46, -float("inf"), t58)
    t60 = tl.max(tl.where((offs_n0 < E_n0)[None, None, None, :], t59, -float('inf')), axis=3, keep_dims=True)
    t61 = tl.exp(t60)
    t62 = 1.0 / (t61)
    t63 = tl.exp(t59)
    t64 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, None, :], t63, 0.0), axis=3, keep_dims=True)
    t65 = (t62) * (t64)
    tl.store(buf66_ptr + offs_n1[:, None, None, None] * buf66_s0 + offs_c3[None, :, None, None] * buf66_s1 + offs_n0[None, None, :, None] * buf66_s2, t65, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_c3 < E_c3)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None])


@triton.jit
def kernel_4(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m10_ptr, m10_s0, m10_s1, m10_s2, m10_s3, buf29_ptr, buf29_s0, buf29_s1, buf29_s2, buf29_s3, buf66_ptr, buf66_s0, buf66_s1, buf66_s2, buf66_s3, m69_ptr, m69_s0, m69_s1, m69_s2, m69_s3, buf78_ptr, buf78_s0, buf78_s1, buf78_s2, buf78_s3, buf79_ptr, buf79_s0, buf79_s1, buf79_s2, buf79_s3, E_c0, E_n0, E_n1, E_n2, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c0: tl.constexpr):
    # writes buf78, buf79: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n3 = tl.arange(0, F_n3)
    t9 = tl.load(m1_ptr + offs_n0[None, None, :, None] * m1_s2 + offs_n0[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0)
    t12 = tl.load(m10_ptr + offs_n0[None, None, :, None] * m10_s2 + offs_n0[None, None, None, :] * m10_s3, mask=(offs_n0 < E_n0)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0)
    t30 = tl.load(buf29_ptr + offs_n1[:, None, None, None] * buf29_s0 + offs_n2[None, :, None, None] * buf29_s1 + offs_n0[None, None, :, None] * buf29_s2 + offs_n0[None, None, None, :] * buf29_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t31 = tl.where(t12, -float("inf"), t30)
    t32 = tl.where(t9, -float("inf"), t31)
    t33 = tl.max(tl.where((offs_n0 < E_n0)[None, None, None, :], t32, -float('inf')), axis=3, keep_dims=True)
    t34 = -float("inf") - (t33)
    t35 = tl.exp(t34)
    t67 = tl.load(buf66_ptr + offs_n1[:, None, None, None] * buf66_s0 + offs_n2[None, :, None, None] * buf66_s1 + offs_n0[None, None, :, None] * buf66_s2, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None], other=0).to(tl.float32)
    acc76 = tl.full([F_n1, F_n2, F_n0, F_n3], 0.0, tl.float32)
    acc77 = tl.full([F_n1, F_n2, F_n0, F_n3], 0.0, tl.float32)
    for i_c0 in range(0, tl.cdiv(E_c0, T_c0)):
        offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)

        t8 = tl.load(m1_ptr + offs_n0[None, None, :, None] * m1_s2 + offs_c0[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[None, None, :, None] & (offs_c0 < E_c0)[None, None, None, :], other=0)
        t36 = tl.load(m10_ptr + offs_n0[None, None, :, None] * m10_s2 + offs_c0[None, None, None, :] * m10_s3, mask=(offs_n0 < E_n0)[None, None, :, None] & (offs_c0 < E_c0)[None, None, None, :], other=0)
        t37 = tl.load(buf29_ptr + offs_n1[:, None, None, None] * buf29_s0 + offs_n2[None, :, None, None] * buf29_s1 + offs_n0[None, None, :, None] * buf29_s2 + offs_c0[None, None, None, :] * buf29_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_c0 < E_c0)[None, None, None, :], other=0).to(tl.float32)
        t38 = tl.max(tl.where((offs_c0 < E_c0)[None, None, None, :], t37, -float('inf')), axis=3, keep_dims=True)
        t39 = t37 - (t38)
        t40 = tl.exp(t39)
        t41 = t38 - (t33)
        t42 = tl.exp(t41)
        t43 = (t40) * (t42)
        t44 = tl.where(t36, t35, t43)
        t45 = tl.where(t8, t35, t44)
        t68 = (t45) / (t67)
        t73 = tl.load(m69_ptr + offs_n1[:, None, None, None] * m69_s0 + offs_n2[None, :, None, None] * m69_s1 + offs_c0[None, None, :, None] * m69_s2 + offs_n3[None, None, None, :] * m69_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
        t74 = tl.sum(tl.expand_dims(tl.where((offs_c0 < E_c0)[None, None, None, :], t68, 0.0), 4) * tl.expand_dims(tl.where((offs_c0 < E_c0)[None, None, :, None], t73, 0.0), 2), axis=3)
        t75 = tl.sum(tl.expand_dims(tl.where((offs_c0 < E_c0)[None, None, None, :], t45, 0.0), 4) * tl.expand_dims(tl.where((offs_c0 < E_c0)[None, None, :, None], t73, 0.0), 2), axis=3)
        acc76 = acc76 + t74
        acc77 = acc77 + t75
    tl.store(buf78_ptr + offs_n1[:, None, None, None] * buf78_s0 + offs_n2[None, :, None, None] * buf78_s1 + offs_n0[None, None, :, None] * buf78_s2 + offs_n3[None, None, None, :] * buf78_s3, acc76, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :])
    tl.store(buf79_ptr + offs_n1[:, None, None, None] * buf79_s0 + offs_n2[None, :, None, None] * buf79_s1 + offs_n0[None, None, :, None] * buf79_s2 + offs_n3[None, None, None, :] * buf79_s3, acc77, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :])


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
    states23 = torch.full([_cdiv(32, T['c1']), _cdiv(16, T['c2']), _pow2(2), _pow2(4), T['c1'], _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    states24 = torch.full([_cdiv(32, T['c1']), _cdiv(16, T['c2']), _pow2(2), _pow2(4), T['c1'], _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(32, T['c1']) * _cdiv(16, T['c2']),)](m13_ptr=m13, m13_s0=m13.stride(0), m13_s1=m13.stride(1), m13_s2=m13.stride(2), m13_s3=m13.stride(3), m15_ptr=m15, m15_s0=m15.stride(0), m15_s1=m15.stride(1), m15_s2=m15.stride(2), m15_s3=m15.stride(3), states23_ptr=states23, states23_s0=states23.stride(0), states23_s1=states23.stride(1), states23_s2=states23.stride(2), states23_s3=states23.stride(3), states23_s4=states23.stride(4), states23_s5=states23.stride(5), states24_ptr=states24, states24_s0=states24.stride(0), states24_s1=states24.stride(1), states24_s2=states24.stride(2), states24_s3=states24.stride(3), states24_s4=states24.stride(4), states24_s5=states24.stride(5), E_c1=32, E_c2=16, E_n0=32, E_n1=2, E_n2=4, F_n0=_pow2(32), F_n1=_pow2(2), F_n2=_pow2(4), T_c1=T['c1'], T_c2=T['c2'])
    buf29 = torch.full([2, 4, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(32, T['c1']),)](states23_ptr=states23, states23_s0=states23.stride(0), states23_s1=states23.stride(1), states23_s2=states23.stride(2), states23_s3=states23.stride(3), states23_s4=states23.stride(4), states23_s5=states23.stride(5), states24_ptr=states24, states24_s0=states24.stride(0), states24_s1=states24.stride(1), states24_s2=states24.stride(2), states24_s3=states24.stride(3), states24_s4=states24.stride(4), states24_s5=states24.stride(5), buf29_ptr=buf29, buf29_s0=buf29.stride(0), buf29_s1=buf29.stride(1), buf29_s2=buf29.stride(2), buf29_s3=buf29.stride(3), E_c1=32, E_c2=16, E_n0=32, E_n1=2, E_n2=4, F_n0=_pow2(32), F_n1=_pow2(2), F_n2=_pow2(4), T_c1=T['c1'], T_c2=T['c2'])
    states52 = torch.full([_cdiv(4, T['c3']), _cdiv(16, T['c2']), _pow2(2), T['c3'], _pow2(32), _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    states53 = torch.full([_cdiv(4, T['c3']), _cdiv(16, T['c2']), _pow2(2), T['c3'], _pow2(32), _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(4, T['c3']) * _cdiv(16, T['c2']),)](m13_ptr=m13, m13_s0=m13.stride(0), m13_s1=m13.stride(1), m13_s2=m13.stride(2), m13_s3=m13.stride(3), m15_ptr=m15, m15_s0=m15.stride(0), m15_s1=m15.stride(1), m15_s2=m15.stride(2), m15_s3=m15.stride(3), states52_ptr=states52, states52_s0=states52.stride(0), states52_s1=states52.stride(1), states52_s2=states52.stride(2), states52_s3=states52.stride(3), states52_s4=states52.stride(4), states52_s5=states52.stride(5), states53_ptr=states53, states53_s0=states53.stride(0), states53_s1=states53.stride(1), states53_s2=states53.stride(2), states53_s3=states53.stride(3), states53_s4=states53.stride(4), states53_s5=states53.stride(5), E_c2=16, E_c3=4, E_n0=32, E_n1=2, F_n0=_pow2(32), F_n1=_pow2(2), T_c2=T['c2'], T_c3=T['c3'])
    buf66 = torch.full([2, 4, 32, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(4, T['c3']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m10_ptr=m10, m10_s0=m10.stride(0), m10_s1=m10.stride(1), m10_s2=m10.stride(2), m10_s3=m10.stride(3), states52_ptr=states52, states52_s0=states52.stride(0), states52_s1=states52.stride(1), states52_s2=states52.stride(2), states52_s3=states52.stride(3), states52_s4=states52.stride(4), states52_s5=states52.stride(5), states53_ptr=states53, states53_s0=states53.stride(0), states53_s1=states53.stride(1), states53_s2=states53.stride(2), states53_s3=states53.stride(3), states53_s4=states53.stride(4), states53_s5=states53.stride(5), buf66_ptr=buf66, buf66_s0=buf66.stride(0), buf66_s1=buf66.stride(1), buf66_s2=buf66.stride(2), buf66_s3=buf66.stride(3), E_c2=16, E_c3=4, E_n0=32, E_n1=2, F_n0=_pow2(32), F_n1=_pow2(2), T_c2=T['c2'], T_c3=T['c3'])
    m72 = inputs['v']
    m71 = m72.reshape([2, 2, 1, 32, 16])
    m70 = m71.expand([2, 2, 2, 32, 16])
    m69 = m70.reshape([2, 4, 32, 16])
    buf78 = torch.full([2, 4, 32, 16], float("nan"), dtype=torch.float32, device=device)
    buf79 = torch.full([2, 4, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(1,)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m10_ptr=m10, m10_s0=m10.stride(0), m10_s1=m10.stride(1), m10_s2=m10.stride(2), m10_s3=m10.stride(3), buf29_ptr=buf29, buf29_s0=buf29.stride(0), buf29_s1=buf29.stride(1), buf29_s2=buf29.stride(2), buf29_s3=buf29.stride(3), buf66_ptr=buf66, buf66_s0=buf66.stride(0), buf66_s1=buf66.stride(1), buf66_s2=buf66.stride(2), buf66_s3=buf66.stride(3), m69_ptr=m69, m69_s0=m69.stride(0), m69_s1=m69.stride(1), m69_s2=m69.stride(2), m69_s3=m69.stride(3), buf78_ptr=buf78, buf78_s0=buf78.stride(0), buf78_s1=buf78.stride(1), buf78_s2=buf78.stride(2), buf78_s3=buf78.stride(3), buf79_ptr=buf79, buf79_s0=buf79.stride(0), buf79_s1=buf79.stride(1), buf79_s2=buf79.stride(2), buf79_s3=buf79.stride(3), E_c0=32, E_n0=32, E_n1=2, E_n2=4, E_n3=16, F_n0=_pow2(32), F_n1=_pow2(2), F_n2=_pow2(4), F_n3=_pow2(16), T_c0=T['c0'])
    return buf78


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
