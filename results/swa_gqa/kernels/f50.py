"""swa_gqa [small], candidate 50: 8 kernel(s)

Rendered by EqiForge from candidate 50 of swa_gqa [small]: store(k.3[16]) ; grid(k.2@2) loop(k.3[16]: pair(sum, sum), stored) ; grid(k.2@2) ; store(k.3[16]) ; grid(v.3@3) loop(k.2[32]: rescale) loop(k.3[16]: pair(sum, sum), stored) [2 mm] ; grid() loop(k.2[32]: rescale) ; store(k.3[16]) ; grid(k.0@0) loop(k.3[16]: pair(sum, sum), stored)
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid k.0@0[2]
    c1: grid v.3@3[16]
    c2: loop k.2[32]
    c3: grid k.2@2[32]
    c4: loop k.3[16]

Run it on its own: `python kernels/f50.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/swa_gqa.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 1, "c1": 8, "c2": 16, "c3": 16, "c4": 8}


@triton.jit
def kernel_0(m13_ptr, m13_s0, m13_s1, m13_s2, m13_s3, m15_ptr, m15_s0, m15_s1, m15_s2, m15_s3, states23_ptr, states23_s0, states23_s1, states23_s2, states23_s3, states23_s4, states23_s5, states24_ptr, states24_s0, states24_s1, states24_s2, states24_s3, states24_s4, states24_s5, E_c3, E_c4, E_n0, E_n1, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n3: tl.constexpr, T_c3: tl.constexpr, T_c4: tl.constexpr):
    # stores states23, states24: Collect over loop k.3[16]
    pid = tl.program_id(0)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    i_c4 = pid % tl.cdiv(E_c4, T_c4)
    pid = pid // tl.cdiv(E_c4, T_c4)
    offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)
    offs_one = tl.arange(0, 1)
    offs_n3 = tl.arange(0, F_n3)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t14 = tl.load(m13_ptr + offs_n3[:, None, None, None] * m13_s0 + offs_n0[None, :, None, None] * m13_s1 + offs_c3[None, None, :, None] * m13_s2 + offs_c4[None, None, None, :] * m13_s3, mask=(offs_n3 < E_n3)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_c3 < E_c3)[None, None, :, None] & (offs_c4 < E_c4)[None, None, None, :], other=0).to(tl.float32)
    t20 = tl.load(m15_ptr + offs_n3[:, None, None, None] * m15_s0 + offs_n0[None, :, None, None] * m15_s1 + offs_c4[None, None, :, None] * m15_s2 + offs_n1[None, None, None, :] * m15_s3, mask=(offs_n3 < E_n3)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_c4 < E_c4)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t21 = tl.sum(tl.expand_dims(tl.where((offs_c4 < E_c4)[None, None, None, :], t14, 0.0), 4) * tl.expand_dims(tl.where((offs_c4 < E_c4)[None, None, :, None], t20, 0.0), 2), axis=3)
    t22 = (t21) * (0.25)
    tl.store(states23_ptr + i_c3 * states23_s0 + i_c4 * states23_s1 + tl.arange(0, F_n3)[:, None, None, None] * states23_s2 + tl.arange(0, F_n0)[None, :, None, None] * states23_s3 + tl.arange(0, T_c3)[None, None, :, None] * states23_s4 + tl.arange(0, F_n1)[None, None, None, :] * states23_s5 + tl.zeros([F_n3, F_n0, T_c3, F_n1], tl.int32), t21)
    tl.store(states24_ptr + i_c3 * states24_s0 + i_c4 * states24_s1 + tl.arange(0, F_n3)[:, None, None, None] * states24_s2 + tl.arange(0, F_n0)[None, :, None, None] * states24_s3 + tl.arange(0, T_c3)[None, None, :, None] * states24_s4 + tl.arange(0, F_n1)[None, None, None, :] * states24_s5 + tl.zeros([F_n3, F_n0, T_c3, F_n1], tl.int32), t22)


@triton.jit
def kernel_1(states23_ptr, states23_s0, states23_s1, states23_s2, states23_s3, states23_s4, states23_s5, states24_ptr, states24_s0, states24_s1, states24_s2, states24_s3, states24_s4, states24_s5, buf29_ptr, buf29_s0, buf29_s1, buf29_s2, buf29_s3, E_c3, E_c4, E_n0, E_n1, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n3: tl.constexpr, T_c3: tl.constexpr, T_c4: tl.constexpr):
    # writes buf29: Combine over grid k.2@2[32]
    pid = tl.program_id(0)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    offs_one = tl.arange(0, 1)
    offs_n3 = tl.arange(0, F_n3)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    acc27 = tl.full([F_n3, F_n0, T_c3, F_n1], 0.0, tl.float32)
    acc28 = tl.full([F_n3, F_n0, T_c3, F_n1], 0.0, tl.float32)
    for i_c4 in range(0, tl.cdiv(E_c4, T_c4)):
        offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)

        t25 = tl.load(states23_ptr + i_c3 * states23_s0 + i_c4 * states23_s1 + tl.arange(0, F_n3)[:, None, None, None] * states23_s2 + tl.arange(0, F_n0)[None, :, None, None] * states23_s3 + tl.arange(0, T_c3)[None, None, :, None] * states23_s4 + tl.arange(0, F_n1)[None, None, None, :] * states23_s5 + tl.zeros([F_n3, F_n0, T_c3, F_n1], tl.int32))
        t26 = tl.load(states24_ptr + i_c3 * states24_s0 + i_c4 * states24_s1 + tl.arange(0, F_n3)[:, None, None, None] * states24_s2 + tl.arange(0, F_n0)[None, :, None, None] * states24_s3 + tl.arange(0, T_c3)[None, None, :, None] * states24_s4 + tl.arange(0, F_n1)[None, None, None, :] * states24_s5 + tl.zeros([F_n3, F_n0, T_c3, F_n1], tl.int32))
        acc27 = acc27 + t25
        acc28 = acc28 + t26
    tl.store(buf29_ptr + offs_n3[:, None, None, None] * buf29_s0 + offs_n0[None, :, None, None] * buf29_s1 + offs_c3[None, None, :, None] * buf29_s2 + offs_n1[None, None, None, :] * buf29_s3, acc27, mask=(offs_n3 < E_n3)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_c3 < E_c3)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :])


@triton.jit
def kernel_2(buf29_ptr, buf29_s0, buf29_s1, buf29_s2, buf29_s3, buf32_ptr, buf32_s0, buf32_s1, buf32_s2, buf32_s3, E_c3, E_n0, E_n1, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n3: tl.constexpr, T_c3: tl.constexpr):
    # writes buf32: Combine over grid k.2@2[32]
    pid = tl.program_id(0)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    offs_one = tl.arange(0, 1)
    offs_n3 = tl.arange(0, F_n3)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t30 = tl.load(buf29_ptr + offs_n3[:, None, None, None] * buf29_s0 + offs_n0[None, :, None, None] * buf29_s1 + offs_c3[None, None, :, None] * buf29_s2 + offs_n1[None, None, None, :] * buf29_s3, mask=(offs_n3 < E_n3)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_c3 < E_c3)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t31 = (t30) * (0.25)
    tl.store(buf32_ptr + offs_n3[:, None, None, None] * buf32_s0 + offs_n0[None, :, None, None] * buf32_s1 + offs_c3[None, None, :, None] * buf32_s2 + offs_n1[None, None, None, :] * buf32_s3, t31, mask=(offs_n3 < E_n3)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_c3 < E_c3)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :])


@triton.jit
def kernel_3(m13_ptr, m13_s0, m13_s1, m13_s2, m13_s3, m15_ptr, m15_s0, m15_s1, m15_s2, m15_s3, states61_ptr, states61_s0, states61_s1, states61_s2, states61_s3, states61_s4, states62_ptr, states62_s0, states62_s1, states62_s2, states62_s3, states62_s4, E_c4, E_n0, E_n1, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n3: tl.constexpr, T_c4: tl.constexpr):
    # stores states61, states62: Collect over loop k.3[16]
    pid = tl.program_id(0)
    i_c4 = pid % tl.cdiv(E_c4, T_c4)
    pid = pid // tl.cdiv(E_c4, T_c4)
    offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)
    offs_one = tl.arange(0, 1)
    offs_n3 = tl.arange(0, F_n3)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t57 = tl.load(m13_ptr + offs_n3[:, None, None, None] * m13_s0 + offs_n0[None, :, None, None] * m13_s1 + offs_n1[None, None, :, None] * m13_s2 + offs_c4[None, None, None, :] * m13_s3, mask=(offs_n3 < E_n3)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_c4 < E_c4)[None, None, None, :], other=0).to(tl.float32)
    t58 = tl.load(m15_ptr + offs_n3[:, None, None, None] * m15_s0 + offs_n0[None, :, None, None] * m15_s1 + offs_c4[None, None, :, None] * m15_s2 + offs_n1[None, None, None, :] * m15_s3, mask=(offs_n3 < E_n3)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_c4 < E_c4)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t59 = tl.sum(tl.expand_dims(tl.where((offs_c4 < E_c4)[None, None, None, :], t57, 0.0), 4) * tl.expand_dims(tl.where((offs_c4 < E_c4)[None, None, :, None], t58, 0.0), 2), axis=3)
    t60 = (t59) * (0.25)
    tl.store(states61_ptr + i_c4 * states61_s0 + tl.arange(0, F_n3)[:, None, None, None] * states61_s1 + tl.arange(0, F_n0)[None, :, None, None] * states61_s2 + tl.arange(0, F_n1)[None, None, :, None] * states61_s3 + tl.arange(0, F_n1)[None, None, None, :] * states61_s4 + tl.zeros([F_n3, F_n0, F_n1, F_n1], tl.int32), t60)
    tl.store(states62_ptr + i_c4 * states62_s0 + tl.arange(0, F_n3)[:, None, None, None] * states62_s1 + tl.arange(0, F_n0)[None, :, None, None] * states62_s2 + tl.arange(0, F_n1)[None, None, :, None] * states62_s3 + tl.arange(0, F_n1)[None, None, None, :] * states62_s4 + tl.zeros([F_n3, F_n0, F_n1, F_n1], tl.int32), t59)


@triton.jit
def kernel_4(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m10_ptr, m10_s0, m10_s1, m10_s2, m10_s3, buf32_ptr, buf32_s0, buf32_s1, buf32_s2, buf32_s3, m43_ptr, m43_s0, m43_s1, m43_s2, m43_s3, states61_ptr, states61_s0, states61_s1, states61_s2, states61_s3, states61_s4, states62_ptr, states62_s0, states62_s1, states62_s2, states62_s3, states62_s4, buf73_ptr, buf73_s0, buf73_s1, buf73_s2, buf73_s3, E_c1, E_c2, E_c4, E_n0, E_n1, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n3: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr, T_c4: tl.constexpr):
    # writes buf73: Combine over grid v.3@3[16]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n3 = tl.arange(0, F_n3)
    offs_n0 = tl.arange(0, F_n0)
    t8 = tl.load(m1_ptr + offs_n1[None, None, :, None] * m1_s2 + offs_n1[None, None, None, :] * m1_s3, mask=(offs_n1 < E_n1)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0)
    acc49 = tl.full([F_n3, F_n0, F_n1, 1], -float('inf'), tl.float32)
    acc50 = tl.full([F_n3, F_n0, F_n1, T_c1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t9 = tl.load(m1_ptr + offs_n1[None, None, :, None] * m1_s2 + offs_c2[None, None, None, :] * m1_s3, mask=(offs_n1 < E_n1)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0)
        t12 = tl.load(m10_ptr + offs_n1[None, None, :, None] * m10_s2 + offs_c2[None, None, None, :] * m10_s3, mask=(offs_n1 < E_n1)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0)
        t33 = tl.load(buf32_ptr + offs_n3[:, None, None, None] * buf32_s0 + offs_n0[None, :, None, None] * buf32_s1 + offs_n1[None, None, :, None] * buf32_s2 + offs_c2[None, None, None, :] * buf32_s3, mask=(offs_n3 < E_n3)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
        t34 = tl.where(t12, -float("inf"), t33)
        t35 = tl.where(t9, -float("inf"), t34)
        t36 = tl.max(tl.where((offs_c2 < E_c2)[None, None, None, :], t35, -float('inf')), axis=3, keep_dims=True)
        t37 = -float("inf") - (t36)
        t38 = tl.exp(t37)
        t39 = t33 - (t36)
        t40 = tl.where(t12, t37, t39)
        t41 = tl.exp(t40)
        t42 = tl.where(t9, t38, t41)
        t47 = tl.load(m43_ptr + offs_n3[:, None, None, None] * m43_s0 + offs_n0[None, :, None, None] * m43_s1 + offs_c2[None, None, :, None] * m43_s2 + offs_c1[None, None, None, :] * m43_s3, mask=(offs_n3 < E_n3)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
        t48 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :], t42, 0.0), 4) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :, None], t47, 0.0), 2), axis=3)
        m51 = tl.maximum(acc49, t36)
        r52 = tl.where(acc49 == -float("inf"), 0.0, tl.exp(acc49 - m51))
        r53 = tl.where(t36 == -float("inf"), 0.0, tl.exp(t36 - m51))
        acc50 = tl.where(acc49 == -float("inf"), 0.0, acc50 * r52) + tl.where(t36 == -float("inf"), 0.0, t48 * r53)
        acc49 = m51
    t54 = -float("inf") - (acc49)
    t55 = tl.exp(t54)
    t56 = tl.load(m10_ptr + offs_n1[None, None, :, None] * m10_s2 + offs_n1[None, None, None, :] * m10_s3, mask=(offs_n1 < E_n1)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0)
    acc65 = tl.full([F_n3, F_n0, F_n1, F_n1], 0.0, tl.float32)
    acc66 = tl.full([F_n3, F_n0, F_n1, F_n1], 0.0, tl.float32)
    for i_c4 in range(0, tl.cdiv(E_c4, T_c4)):
        offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)

        t63 = tl.load(states61_ptr + i_c4 * states61_s0 + tl.arange(0, F_n3)[:, None, None, None] * states61_s1 + tl.arange(0, F_n0)[None, :, None, None] * states61_s2 + tl.arange(0, F_n1)[None, None, :, None] * states61_s3 + tl.arange(0, F_n1)[None, None, None, :] * states61_s4 + tl.zeros([F_n3, F_n0, F_n1, F_n1], tl.int32))
        t64 = tl.load(states62_ptr + i_c4 * states62_s0 + tl.arange(0, F_n3)[:, None, None, None] * states62_s1 + tl.arange(0, F_n0)[None, :, None, None] * states62_s2 + tl.arange(0, F_n1)[None, None, :, None] * states62_s3 + tl.arange(0, F_n1)[None, None, None, :] * states62_s4 + tl.zeros([F_n3, F_n0, F_n1, F_n1], tl.int32))
        acc65 = acc65 + t63
        acc66 = acc66 + t64
    t67 = acc65 - (acc49)
    t68 = tl.exp(t67)
    t69 = tl.where(t56, t55, t68)
    t70 = tl.where(t8, t55, t69)
    t71 = tl.load(m43_ptr + offs_n3[:, None, None, None] * m43_s0 + offs_n0[None, :, None, None] * m43_s1 + offs_n1[None, None, :, None] * m43_s2 + offs_c1[None, None, None, :] * m43_s3, mask=(offs_n3 < E_n3)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
    t72 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :], t70, 0.0), 4) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :, None], t71, 0.0), 2), axis=3)
    tl.store(buf73_ptr + offs_n3[:, None, None, None] * buf73_s0 + offs_n0[None, :, None, None] * buf73_s1 + offs_n1[None, None, :, None] * buf73_s2 + offs_c1[None, None, None, :] * buf73_s3, t72, mask=(offs_n3 < E_n3)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :])


@triton.jit
def kernel_5(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m10_ptr, m10_s0, m10_s1, m10_s2, m10_s3, buf32_ptr, buf32_s0, buf32_s1, buf32_s2, buf32_s3, buf93_ptr, buf93_s0, buf93_s1, buf93_s2, buf93_s3, buf94_ptr, buf94_s0, buf94_s1, buf94_s2, buf94_s3, E_c2, E_n0, E_n1, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n3: tl.constexpr, T_c2: tl.constexpr):
    # writes buf93, buf94: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n3 = tl.arange(0, F_n3)
    offs_n0 = tl.arange(0, F_n0)
    acc88 = tl.full([F_n3, F_n0, F_n1, 1], -float('inf'), tl.float32)
    acc89 = tl.full([F_n3, F_n0, F_n1, 1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t76 = tl.load(m1_ptr + offs_n1[None, None, :, None] * m1_s2 + offs_c2[None, None, None, :] * m1_s3, mask=(offs_n1 < E_n1)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0)
        t77 = tl.load(m10_ptr + offs_n1[None, None, :, None] * m10_s2 + offs_c2[None, None, None, :] * m10_s3, mask=(offs_n1 < E_n1)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0)
        t78 = tl.load(buf32_ptr + offs_n3[:, None, None, None] * buf32_s0 + offs_n0[None, :, None, None] * buf32_s1 + offs_n1[None, None, :, None] * buf32_s2 + offs_c2[None, None, None, :] * buf32_s3, mask=(offs_n3 < E_n3)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
        t79 = tl.where(t77, -float("inf"), t78)
        t80 = tl.where(t76, -float("inf"), t79)
        t81 = tl.max(tl.where((offs_c2 < E_c2)[None, None, None, :], t80, -float('inf')), axis=3, keep_dims=True)
        t82 = -float("inf") - (t81)
        t83 = t78 - (t81)
        t84 = tl.where(t77, t82, t83)
        t85 = tl.where(t76, t82, t84)
        t86 = tl.exp(t85)
        t87 = tl.sum(tl.where((offs_c2 < E_c2)[None, None, None, :], t86, 0.0), axis=3, keep_dims=True)
        m90 = tl.maximum(acc88, t81)
        r91 = tl.where(acc88 == -float("inf"), 0.0, tl.exp(acc88 - m90))
        r92 = tl.where(t81 == -float("inf"), 0.0, tl.exp(t81 - m90))
        acc89 = tl.where(acc88 == -float("inf"), 0.0, acc89 * r91) + tl.where(t81 == -float("inf"), 0.0, t87 * r92)
        acc88 = m90
    tl.store(buf93_ptr + offs_n3[:, None, None, None] * buf93_s0 + offs_n0[None, :, None, None] * buf93_s1 + offs_n1[None, None, :, None] * buf93_s2, acc88, mask=(offs_n3 < E_n3)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None])
    tl.store(buf94_ptr + offs_n3[:, None, None, None] * buf94_s0 + offs_n0[None, :, None, None] * buf94_s1 + offs_n1[None, None, :, None] * buf94_s2, acc89, mask=(offs_n3 < E_n3)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None])


@triton.jit
def kernel_6(m13_ptr, m13_s0, m13_s1, m13_s2, m13_s3, m15_ptr, m15_s0, m15_s1, m15_s2, m15_s3, states103_ptr, states103_s0, states103_s1, states103_s2, states103_s3, states103_s4, states103_s5, states104_ptr, states104_s0, states104_s1, states104_s2, states104_s3, states104_s4, states104_s5, E_c0, E_c4, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c4: tl.constexpr):
    # stores states103, states104: Collect over loop k.3[16]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c4 = pid % tl.cdiv(E_c4, T_c4)
    pid = pid // tl.cdiv(E_c4, T_c4)
    offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t99 = tl.load(m13_ptr + offs_c0[:, None, None, None] * m13_s0 + offs_n0[None, :, None, None] * m13_s1 + offs_n1[None, None, :, None] * m13_s2 + offs_c4[None, None, None, :] * m13_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_c4 < E_c4)[None, None, None, :], other=0).to(tl.float32)
    t100 = tl.load(m15_ptr + offs_c0[:, None, None, None] * m15_s0 + offs_n0[None, :, None, None] * m15_s1 + offs_c4[None, None, :, None] * m15_s2 + offs_n1[None, None, None, :] * m15_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_c4 < E_c4)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t101 = tl.sum(tl.expand_dims(tl.where((offs_c4 < E_c4)[None, None, None, :], t99, 0.0), 4) * tl.expand_dims(tl.where((offs_c4 < E_c4)[None, None, :, None], t100, 0.0), 2), axis=3)
    t102 = (t101) * (0.25)
    tl.store(states103_ptr + i_c0 * states103_s0 + i_c4 * states103_s1 + tl.arange(0, T_c0)[:, None, None, None] * states103_s2 + tl.arange(0, F_n0)[None, :, None, None] * states103_s3 + tl.arange(0, F_n1)[None, None, :, None] * states103_s4 + tl.arange(0, F_n1)[None, None, None, :] * states103_s5 + tl.zeros([T_c0, F_n0, F_n1, F_n1], tl.int32), t101)
    tl.store(states104_ptr + i_c0 * states104_s0 + i_c4 * states104_s1 + tl.arange(0, T_c0)[:, None, None, None] * states104_s2 + tl.arange(0, F_n0)[None, :, None, None] * states104_s3 + tl.arange(0, F_n1)[None, None, :, None] * states104_s4 + tl.arange(0, F_n1)[None, None, None, :] * states104_s5 + tl.zeros([T_c0, F_n0, F_n1, F_n1], tl.int32), t102)


@triton.jit
def kernel_7(buf73_ptr, buf73_s0, buf73_s1, buf73_s2, buf73_s3, m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, buf93_ptr, buf93_s0, buf93_s1, buf93_s2, buf93_s3, m10_ptr, m10_s0, m10_s1, m10_s2, m10_s3, states103_ptr, states103_s0, states103_s1, states103_s2, states103_s3, states103_s4, states103_s5, states104_ptr, states104_s0, states104_s1, states104_s2, states104_s3, states104_s4, states104_s5, buf115_ptr, buf115_s0, buf115_s1, buf115_s2, buf115_s3, E_c0, E_c4, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c4: tl.constexpr):
    # writes buf115: Combine over grid k.0@0[2]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t74 = tl.load(buf73_ptr + offs_c0[:, None, None, None] * buf73_s0 + offs_n0[None, :, None, None] * buf73_s1 + offs_n1[None, None, :, None] * buf73_s2 + offs_n2[None, None, None, :] * buf73_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t75 = tl.load(m1_ptr + offs_n1[None, None, :, None] * m1_s2 + offs_n1[None, None, None, :] * m1_s3, mask=(offs_n1 < E_n1)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0)
    t95 = tl.load(buf93_ptr + offs_c0[:, None, None, None] * buf93_s0 + offs_n0[None, :, None, None] * buf93_s1 + offs_n1[None, None, :, None] * buf93_s2, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None], other=0).to(tl.float32)
    t96 = -float("inf") - (t95)
    t97 = tl.exp(t96)
    t98 = tl.load(m10_ptr + offs_n1[None, None, :, None] * m10_s2 + offs_n1[None, None, None, :] * m10_s3, mask=(offs_n1 < E_n1)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0)
    acc107 = tl.full([T_c0, F_n0, F_n1, F_n1], 0.0, tl.float32)
    acc108 = tl.full([T_c0, F_n0, F_n1, F_n1], 0.0, tl.float32)
    for i_c4 in range(0, tl.cdiv(E_c4, T_c4)):
        offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)

        t105 = tl.load(states103_ptr + i_c0 * states103_s0 + i_c4 * states103_s1 + tl.arange(0, T_c0)[:, None, None, None] * states103_s2 + tl.arange(0, F_n0)[None, :, None, None] * states103_s3 + tl.arange(0, F_n1)[None, None, :, None] * states103_s4 + tl.arange(0, F_n1)[None, None, None, :] * states103_s5 + tl.zeros([T_c0, F_n0, F_n1, F_n1], tl.int32))
        t106 = tl.load(states104_ptr + i_c0 * states104_s0 + i_c4 * states104_s1 + tl.arange(0, T_c0)[:, None, None, None] * states104_s2 + tl.arange(0, F_n0)[None, :, None, None] * states104_s3 + tl.arange(0, F_n1)[None, None, :, None] * states104_s4 + tl.arange(0, F_n1)[None, None, None, :] * states104_s5 + tl.zeros([T_c0, F_n0, F_n1, F_n1], tl.int32))
        acc107 = acc107 + t105
        acc108 = acc108 + t106
    t109 = acc108 - (t95)
    t110 = tl.exp(t109)
    t111 = tl.where(t98, t97, t110)
    t112 = tl.where(t75, t97, t111)
    t113 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t112, 0.0), axis=3, keep_dims=True)
    t114 = (t74) / (t113)
    tl.store(buf115_ptr + offs_c0[:, None, None, None] * buf115_s0 + offs_n0[None, :, None, None] * buf115_s1 + offs_n1[None, None, :, None] * buf115_s2 + offs_n2[None, None, None, :] * buf115_s3, t114, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :])


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
    states23 = torch.full([_cdiv(32, T['c3']), _cdiv(16, T['c4']), _pow2(2), _pow2(4), T['c3'], _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    states24 = torch.full([_cdiv(32, T['c3']), _cdiv(16, T['c4']), _pow2(2), _pow2(4), T['c3'], _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(32, T['c3']) * _cdiv(16, T['c4']),)](m13_ptr=m13, m13_s0=m13.stride(0), m13_s1=m13.stride(1), m13_s2=m13.stride(2), m13_s3=m13.stride(3), m15_ptr=m15, m15_s0=m15.stride(0), m15_s1=m15.stride(1), m15_s2=m15.stride(2), m15_s3=m15.stride(3), states23_ptr=states23, states23_s0=states23.stride(0), states23_s1=states23.stride(1), states23_s2=states23.stride(2), states23_s3=states23.stride(3), states23_s4=states23.stride(4), states23_s5=states23.stride(5), states24_ptr=states24, states24_s0=states24.stride(0), states24_s1=states24.stride(1), states24_s2=states24.stride(2), states24_s3=states24.stride(3), states24_s4=states24.stride(4), states24_s5=states24.stride(5), E_c3=32, E_c4=16, E_n0=4, E_n1=32, E_n3=2, F_n0=_pow2(4), F_n1=_pow2(32), F_n3=_pow2(2), T_c3=T['c3'], T_c4=T['c4'])
    buf29 = torch.full([2, 4, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(32, T['c3']),)](states23_ptr=states23, states23_s0=states23.stride(0), states23_s1=states23.stride(1), states23_s2=states23.stride(2), states23_s3=states23.stride(3), states23_s4=states23.stride(4), states23_s5=states23.stride(5), states24_ptr=states24, states24_s0=states24.stride(0), states24_s1=states24.stride(1), states24_s2=states24.stride(2), states24_s3=states24.stride(3), states24_s4=states24.stride(4), states24_s5=states24.stride(5), buf29_ptr=buf29, buf29_s0=buf29.stride(0), buf29_s1=buf29.stride(1), buf29_s2=buf29.stride(2), buf29_s3=buf29.stride(3), E_c3=32, E_c4=16, E_n0=4, E_n1=32, E_n3=2, F_n0=_pow2(4), F_n1=_pow2(32), F_n3=_pow2(2), T_c3=T['c3'], T_c4=T['c4'])
    buf32 = torch.full([2, 4, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(32, T['c3']),)](buf29_ptr=buf29, buf29_s0=buf29.stride(0), buf29_s1=buf29.stride(1), buf29_s2=buf29.stride(2), buf29_s3=buf29.stride(3), buf32_ptr=buf32, buf32_s0=buf32.stride(0), buf32_s1=buf32.stride(1), buf32_s2=buf32.stride(2), buf32_s3=buf32.stride(3), E_c3=32, E_n0=4, E_n1=32, E_n3=2, F_n0=_pow2(4), F_n1=_pow2(32), F_n3=_pow2(2), T_c3=T['c3'])
    m46 = inputs['v']
    m45 = m46.reshape([2, 2, 1, 32, 16])
    m44 = m45.expand([2, 2, 2, 32, 16])
    m43 = m44.reshape([2, 4, 32, 16])
    states61 = torch.full([_cdiv(16, T['c4']), _pow2(2), _pow2(4), _pow2(32), _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    states62 = torch.full([_cdiv(16, T['c4']), _pow2(2), _pow2(4), _pow2(32), _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(16, T['c4']),)](m13_ptr=m13, m13_s0=m13.stride(0), m13_s1=m13.stride(1), m13_s2=m13.stride(2), m13_s3=m13.stride(3), m15_ptr=m15, m15_s0=m15.stride(0), m15_s1=m15.stride(1), m15_s2=m15.stride(2), m15_s3=m15.stride(3), states61_ptr=states61, states61_s0=states61.stride(0), states61_s1=states61.stride(1), states61_s2=states61.stride(2), states61_s3=states61.stride(3), states61_s4=states61.stride(4), states62_ptr=states62, states62_s0=states62.stride(0), states62_s1=states62.stride(1), states62_s2=states62.stride(2), states62_s3=states62.stride(3), states62_s4=states62.stride(4), E_c4=16, E_n0=4, E_n1=32, E_n3=2, F_n0=_pow2(4), F_n1=_pow2(32), F_n3=_pow2(2), T_c4=T['c4'])
    buf73 = torch.full([2, 4, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(_cdiv(16, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m10_ptr=m10, m10_s0=m10.stride(0), m10_s1=m10.stride(1), m10_s2=m10.stride(2), m10_s3=m10.stride(3), buf32_ptr=buf32, buf32_s0=buf32.stride(0), buf32_s1=buf32.stride(1), buf32_s2=buf32.stride(2), buf32_s3=buf32.stride(3), m43_ptr=m43, m43_s0=m43.stride(0), m43_s1=m43.stride(1), m43_s2=m43.stride(2), m43_s3=m43.stride(3), states61_ptr=states61, states61_s0=states61.stride(0), states61_s1=states61.stride(1), states61_s2=states61.stride(2), states61_s3=states61.stride(3), states61_s4=states61.stride(4), states62_ptr=states62, states62_s0=states62.stride(0), states62_s1=states62.stride(1), states62_s2=states62.stride(2), states62_s3=states62.stride(3), states62_s4=states62.stride(4), buf73_ptr=buf73, buf73_s0=buf73.stride(0), buf73_s1=buf73.stride(1), buf73_s2=buf73.stride(2), buf73_s3=buf73.stride(3), E_c1=16, E_c2=32, E_c4=16, E_n0=4, E_n1=32, E_n3=2, F_n0=_pow2(4), F_n1=_pow2(32), F_n3=_pow2(2), T_c1=T['c1'], T_c2=T['c2'], T_c4=T['c4'])
    buf93 = torch.full([2, 4, 32, 1], float("nan"), dtype=torch.float32, device=device)
    buf94 = torch.full([2, 4, 32, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_5[(1,)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m10_ptr=m10, m10_s0=m10.stride(0), m10_s1=m10.stride(1), m10_s2=m10.stride(2), m10_s3=m10.stride(3), buf32_ptr=buf32, buf32_s0=buf32.stride(0), buf32_s1=buf32.stride(1), buf32_s2=buf32.stride(2), buf32_s3=buf32.stride(3), buf93_ptr=buf93, buf93_s0=buf93.stride(0), buf93_s1=buf93.stride(1), buf93_s2=buf93.stride(2), buf93_s3=buf93.stride(3), buf94_ptr=buf94, buf94_s0=buf94.stride(0), buf94_s1=buf94.stride(1), buf94_s2=buf94.stride(2), buf94_s3=buf94.stride(3), E_c2=32, E_n0=4, E_n1=32, E_n3=2, F_n0=_pow2(4), F_n1=_pow2(32), F_n3=_pow2(2), T_c2=T['c2'])
    states103 = torch.full([_cdiv(2, T['c0']), _cdiv(16, T['c4']), T['c0'], _pow2(4), _pow2(32), _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    states104 = torch.full([_cdiv(2, T['c0']), _cdiv(16, T['c4']), T['c0'], _pow2(4), _pow2(32), _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    kernel_6[(_cdiv(2, T['c0']) * _cdiv(16, T['c4']),)](m13_ptr=m13, m13_s0=m13.stride(0), m13_s1=m13.stride(1), m13_s2=m13.stride(2), m13_s3=m13.stride(3), m15_ptr=m15, m15_s0=m15.stride(0), m15_s1=m15.stride(1), m15_s2=m15.stride(2), m15_s3=m15.stride(3), states103_ptr=states103, states103_s0=states103.stride(0), states103_s1=states103.stride(1), states103_s2=states103.stride(2), states103_s3=states103.stride(3), states103_s4=states103.stride(4), states103_s5=states103.stride(5), states104_ptr=states104, states104_s0=states104.stride(0), states104_s1=states104.stride(1), states104_s2=states104.stride(2), states104_s3=states104.stride(3), states104_s4=states104.stride(4), states104_s5=states104.stride(5), E_c0=2, E_c4=16, E_n0=4, E_n1=32, F_n0=_pow2(4), F_n1=_pow2(32), T_c0=T['c0'], T_c4=T['c4'])
    buf115 = torch.full([2, 4, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_7[(_cdiv(2, T['c0']),)](buf73_ptr=buf73, buf73_s0=buf73.stride(0), buf73_s1=buf73.stride(1), buf73_s2=buf73.stride(2), buf73_s3=buf73.stride(3), m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), buf93_ptr=buf93, buf93_s0=buf93.stride(0), buf93_s1=buf93.stride(1), buf93_s2=buf93.stride(2), buf93_s3=buf93.stride(3), m10_ptr=m10, m10_s0=m10.stride(0), m10_s1=m10.stride(1), m10_s2=m10.stride(2), m10_s3=m10.stride(3), states103_ptr=states103, states103_s0=states103.stride(0), states103_s1=states103.stride(1), states103_s2=states103.stride(2), states103_s3=states103.stride(3), states103_s4=states103.stride(4), states103_s5=states103.stride(5), states104_ptr=states104, states104_s0=states104.stride(0), states104_s1=states104.stride(1), states104_s2=states104.stride(2), states104_s3=states104.stride(3), states104_s4=states104.stride(4), states104_s5=states104.stride(5), buf115_ptr=buf115, buf115_s0=buf115.stride(0), buf115_s1=buf115.stride(1), buf115_s2=buf115.stride(2), buf115_s3=buf115.stride(3), E_c0=2, E_c4=16, E_n0=4, E_n1=32, E_n2=16, F_n0=_pow2(4), F_n1=_pow2(32), F_n2=_pow2(16), T_c0=T['c0'], T_c4=T['c4'])
    return buf115


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
