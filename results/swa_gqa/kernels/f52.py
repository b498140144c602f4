"""swa_gqa [small], candidate 52: 8 kernel(s)

Rendered by EqiForge from candidate 52 of swa_gqa [small]: store(k.3[16]) ; store(k.2[32]) loop(k.3[16]: pair(sum, sum), stored) ; store(k.2[32]) ; grid() loop(k.2[32]: sum, stored) ; store(k.3[16]) ; store(k.3[16]) ; grid(q.1@1) loop(k.3[16]: pair(sum, sum), stored) ; grid(k.0@0) loop(k.3[16]: pair(sum, sum), stored)
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid k.0@0[2]
    c1: loop k.2[32]
    c2: loop k.3[16]
    c3: grid q.1@1[4]

Run it on its own: `python kernels/f52.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/swa_gqa.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 1, "c1": 16, "c2": 8, "c3": 2}


@triton.jit
def kernel_0(m12_ptr, m12_s0, m12_s1, m12_s2, m12_s3, m14_ptr, m14_s0, m14_s1, m14_s2, m14_s3, states23_ptr, states23_s0, states23_s1, states23_s2, states23_s3, states23_s4, states23_s5, states24_ptr, states24_s0, states24_s1, states24_s2, states24_s3, states24_s4, states24_s5, E_c1, E_c2, E_n0, E_n1, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n3: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # stores states23, states24: Collect over loop k.3[16]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n3 = tl.arange(0, F_n3)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t13 = tl.load(m12_ptr + offs_n3[:, None, None, None] * m12_s0 + offs_n0[None, :, None, None] * m12_s1 + offs_n1[None, None, :, None] * m12_s2 + offs_c2[None, None, None, :] * m12_s3, mask=(offs_n3 < E_n3)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
    t19 = tl.load(m14_ptr + offs_n3[:, None, None, None] * m14_s0 + offs_n0[None, :, None, None] * m14_s1 + offs_c2[None, None, :, None] * m14_s2 + offs_n1[None, None, None, :] * m14_s3, mask=(offs_n3 < E_n3)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t20 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :], t13, 0.0), 4) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :, None], t19, 0.0), 2), axis=3)
    t21 = tl.load(m14_ptr + offs_n3[:, None, None, None] * m14_s0 + offs_n0[None, :, None, None] * m14_s1 + offs_c2[None, None, :, None] * m14_s2 + offs_c1[None, None, None, :] * m14_s3, mask=(offs_n3 < E_n3)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
    t22 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :], t13, 0.0), 4) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :, None], t21, 0.0), 2), axis=3)
    tl.store(states23_ptr + i_c1 * states23_s0 + i_c2 * states23_s1 + tl.arange(0, F_n3)[:, None, None, None] * states23_s2 + tl.arange(0, F_n0)[None, :, None, None] * states23_s3 + tl.arange(0, F_n1)[None, None, :, None] * states23_s4 + tl.arange(0, F_n1)[None, None, None, :] * states23_s5 + tl.zeros([F_n3, F_n0, F_n1, F_n1], tl.int32), t20)
    tl.store(states24_ptr + i_c1 * states24_s0 + i_c2 * states24_s1 + tl.arange(0, F_n3)[:, None, None, None] * states24_s2 + tl.arange(0, F_n0)[None, :, None, None] * states24_s3 + tl.arange(0, F_n1)[None, None, :, None] * states24_s4 + tl.arange(0, T_c1)[None, None, None, :] * states24_s5 + tl.zeros([F_n3, F_n0, F_n1, T_c1], tl.int32), t22)


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m9_ptr, m9_s0, m9_s1, m9_s2, m9_s3, states23_ptr, states23_s0, states23_s1, states23_s2, states23_s3, states23_s4, states23_s5, states24_ptr, states24_s0, states24_s1, states24_s2, states24_s3, states24_s4, states24_s5, states33_ptr, states33_s0, states33_s1, states33_s2, states33_s3, states33_s4, E_c1, E_c2, E_n0, E_n1, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n3: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # stores states33: Collect over loop k.2[32]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n3 = tl.arange(0, F_n3)
    offs_n0 = tl.arange(0, F_n0)
    t8 = tl.load(m1_ptr + offs_n1[None, None, :, None] * m1_s2 + offs_c1[None, None, None, :] * m1_s3, mask=(offs_n1 < E_n1)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0)
    t11 = tl.load(m9_ptr + offs_n1[None, None, :, None] * m9_s2 + offs_c1[None, None, None, :] * m9_s3, mask=(offs_n1 < E_n1)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0)
    acc27 = tl.full([F_n3, F_n0, F_n1, F_n1], 0.0, tl.float32)
    acc28 = tl.full([F_n3, F_n0, F_n1, T_c1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t25 = tl.load(states23_ptr + i_c1 * states23_s0 + i_c2 * states23_s1 + tl.arange(0, F_n3)[:, None, None, None] * states23_s2 + tl.arange(0, F_n0)[None, :, None, None] * states23_s3 + tl.arange(0, F_n1)[None, None, :, None] * states23_s4 + tl.arange(0, F_n1)[None, None, None, :] * states23_s5 + tl.zeros([F_n3, F_n0, F_n1, F_n1], tl.int32))
        t26 = tl.load(states24_ptr + i_c1 * states24_s0 + i_c2 * states24_s1 + tl.arange(0, F_n3)[:, None, None, None] * states24_s2 + tl.arange(0, F_n0)[None, :, None, None] * states24_s3 + tl.arange(0, F_n1)[None, None, :, None] * states24_s4 + tl.arange(0, T_c1)[None, None, None, :] * states24_s5 + tl.zeros([F_n3, F_n0, F_n1, T_c1], tl.int32))
        acc27 = acc27 + t25
        acc28 = acc28 + t26
    t29 = tl.where(t11, -float("inf"), acc28)
    t30 = tl.where(t8, -float("inf"), t29)
    t31 = (t30) * (0.25)
    t32 = tl.exp(t31)
    tl.store(states33_ptr + i_c1 * states33_s0 + tl.arange(0, F_n3)[:, None, None, None] * states33_s1 + tl.arange(0, F_n0)[None, :, None, None] * states33_s2 + tl.arange(0, F_n1)[None, None, :, None] * states33_s3 + tl.arange(0, T_c1)[None, None, None, :] * states33_s4 + tl.zeros([F_n3, F_n0, F_n1, T_c1], tl.int32), t32)


@triton.jit
def kernel_2(states33_ptr, states33_s0, states33_s1, states33_s2, states33_s3, states33_s4, m35_ptr, m35_s0, m35_s1, m35_s2, m35_s3, states41_ptr, states41_s0, states41_s1, states41_s2, states41_s3, states41_s4, E_c1, E_n0, E_n1, E_n2, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c1: tl.constexpr):
    # stores states41: Collect over loop k.2[32]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n3 = tl.arange(0, F_n3)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t34 = tl.load(states33_ptr + i_c1 * states33_s0 + tl.arange(0, F_n3)[:, None, None, None] * states33_s1 + tl.arange(0, F_n0)[None, :, None, None] * states33_s2 + tl.arange(0, F_n1)[None, None, :, None] * states33_s3 + tl.arange(0, T_c1)[None, None, None, :] * states33_s4 + tl.zeros([F_n3, F_n0, F_n1, T_c1], tl.int32))
    t39 = tl.load(m35_ptr + offs_n3[:, None, None, None] * m35_s0 + offs_n0[None, :, None, None] * m35_s1 + offs_c1[None, None, :, None] * m35_s2 + offs_n2[None, None, None, :] * m35_s3, mask=(offs_n3 < E_n3)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t40 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, :], t34, 0.0), 4) * tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, :, None], t39, 0.0), 2), axis=3)
    tl.store(states41_ptr + i_c1 * states41_s0 + tl.arange(0, F_n3)[:, None, None, None] * states41_s1 + tl.arange(0, F_n0)[None, :, None, None] * states41_s2 + tl.arange(0, F_n1)[None, None, :, None] * states41_s3 + tl.arange(0, F_n2)[None, None, None, :] * states41_s4 + tl.zeros([F_n3, F_n0, F_n1, F_n2], tl.int32), t40)


@triton.jit
def kernel_3(states41_ptr, states41_s0, states41_s1, states41_s2, states41_s3, states41_s4, buf44_ptr, buf44_s0, buf44_s1, buf44_s2, buf44_s3, E_c1, E_n0, E_n1, E_n2, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c1: tl.constexpr):
    # writes buf44: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n3 = tl.arange(0, F_n3)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    acc43 = tl.full([F_n3, F_n0, F_n1, F_n2], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t42 = tl.load(states41_ptr + i_c1 * states41_s0 + tl.arange(0, F_n3)[:, None, None, None] * states41_s1 + tl.arange(0, F_n0)[None, :, None, None] * states41_s2 + tl.arange(0, F_n1)[None, None, :, None] * states41_s3 + tl.arange(0, F_n2)[None, None, None, :] * states41_s4 + tl.zeros([F_n3, F_n0, F_n1, F_n2], tl.int32))
        acc43 = acc43 + t42
    tl.store(buf44_ptr + offs_n3[:, None, None, None] * buf44_s0 + offs_n0[None, :, None, None] * buf44_s1 + offs_n1[None, None, :, None] * buf44_s2 + offs_n2[None, None, None, :] * buf44_s3, acc43, mask=(offs_n3 < E_n3)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :])


@triton.jit
def kernel_4(m12_ptr, m12_s0, m12_s1, m12_s2, m12_s3, m14_ptr, m14_s0, m14_s1, m14_s2, m14_s3, states52_ptr, states52_s0, states52_s1, states52_s2, states52_s3, states52_s4, states52_s5, states53_ptr, states53_s0, states53_s1, states53_s2, states53_s3, states53_s4, states53_s5, E_c0, E_c2, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # stores states52, states53: Collect over loop k.3[16]
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
    t48 = tl.load(m12_ptr + offs_c0[:, None, None, None] * m12_s0 + offs_n0[None, :, None, None] * m12_s1 + offs_n1[None, None, :, None] * m12_s2 + offs_c2[None, None, None, :] * m12_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
    t49 = tl.load(m14_ptr + offs_c0[:, None, None, None] * m14_s0 + offs_n0[None, :, None, None] * m14_s1 + offs_c2[None, None, :, None] * m14_s2 + offs_n1[None, None, None, :] * m14_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t50 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :], t48, 0.0), 4) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :, None], t49, 0.0), 2), axis=3)
    t51 = (t50) * (0.25)
    tl.store(states52_ptr + i_c0 * states52_s0 + i_c2 * states52_s1 + tl.arange(0, T_c0)[:, None, None, None] * states52_s2 + tl.arange(0, F_n0)[None, :, None, None] * states52_s3 + tl.arange(0, F_n1)[None, None, :, None] * states52_s4 + tl.arange(0, F_n1)[None, None, None, :] * states52_s5 + tl.zeros([T_c0, F_n0, F_n1, F_n1], tl.int32), t50)
    tl.store(states53_ptr + i_c0 * states53_s0 + i_c2 * states53_s1 + tl.arange(0, T_c0)[:, None, None, None] * states53_s2 + tl.arange(0, F_n0)[None, :, None, None] * states53_s3 + tl.arange(0, F_n1)[None, None, :, None] * states53_s4 + tl.arange(0, F_n1)[None, None, None, :] * states53_s5 + tl.zeros([T_c0, F_n0, F_n1, F_n1], tl.int32), t51)


@triton.jit
def kernel_5(m12_ptr, m12_s0, m12_s1, m12_s2, m12_s3, m14_ptr, m14_s0, m14_s1, m14_s2, m14_s3, states69_ptr, states69_s0, states69_s1, states69_s2, states69_s3, states69_s4, states69_s5, states70_ptr, states70_s0, states70_s1, states70_s2, states70_s3, states70_s4, states70_s5, E_c2, E_c3, E_n1, E_n3, F_n1: tl.constexpr, F_n3: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # stores states69, states70: Collect over loop k.3[16]
    pid = tl.program_id(0)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n3 = tl.arange(0, F_n3)
    offs_n1 = tl.arange(0, F_n1)
    t65 = tl.load(m12_ptr + offs_n3[:, None, None, None] * m12_s0 + offs_c3[None, :, None, None] * m12_s1 + offs_n1[None, None, :, None] * m12_s2 + offs_c2[None, None, None, :] * m12_s3, mask=(offs_n3 < E_n3)[:, None, None, None] & (offs_c3 < E_c3)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
    t66 = tl.load(m14_ptr + offs_n3[:, None, None, None] * m14_s0 + offs_c3[None, :, None, None] * m14_s1 + offs_c2[None, None, :, None] * m14_s2 + offs_n1[None, None, None, :] * m14_s3, mask=(offs_n3 < E_n3)[:, None, None, None] & (offs_c3 < E_c3)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t67 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :], t65, 0.0), 4) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :, None], t66, 0.0), 2), axis=3)
    t68 = (t67) * (0.25)
    tl.store(states69_ptr + i_c3 * states69_s0 + i_c2 * states69_s1 + tl.arange(0, F_n3)[:, None, None, None] * states69_s2 + tl.arange(0, T_c3)[None, :, None, None] * states69_s3 + tl.arange(0, F_n1)[None, None, :, None] * states69_s4 + tl.arange(0, F_n1)[None, None, None, :] * states69_s5 + tl.zeros([F_n3, T_c3, F_n1, F_n1], tl.int32), t67)
    tl.store(states70_ptr + i_c3 * states70_s0 + i_c2 * states70_s1 + tl.arange(0, F_n3)[:, None, None, None] * states70_s2 + tl.arange(0, T_c3)[None, :, None, None] * states70_s3 + tl.arange(0, F_n1)[None, None, :, None] * states70_s4 + tl.arange(0, F_n1)[None, None, None, :] * states70_s5 + tl.zeros([F_n3, T_c3, F_n1, F_n1], tl.int32), t68)


@triton.jit
def kernel_6(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m9_ptr, m9_s0, m9_s1, m9_s2, m9_s3, states69_ptr, states69_s0, states69_s1, states69_s2, states69_s3, states69_s4, states69_s5, states70_ptr, states70_s0, states70_s1, states70_s2, states70_s3, states70_s4, states70_s5, buf83_ptr, buf83_s0, buf83_s1, buf83_s2, buf83_s3, E_c2, E_c3, E_n1, E_n3, F_n1: tl.constexpr, F_n3: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # writes buf83: Combine over grid q.1@1[4]
    pid = tl.program_id(0)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n3 = tl.arange(0, F_n3)
    t63 = tl.load(m1_ptr + offs_n1[None, None, :, None] * m1_s2 + offs_n1[None, None, None, :] * m1_s3, mask=(offs_n1 < E_n1)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0)
    t64 = tl.load(m9_ptr + offs_n1[None, None, :, None] * m9_s2 + offs_n1[None, None, None, :] * m9_s3, mask=(offs_n1 < E_n1)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0)
    acc73 = tl.full([F_n3, T_c3, F_n1, F_n1], 0.0, tl.float32)
    acc74 = tl.full([F_n3, T_c3, F_n1, F_n1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t71 = tl.load(states69_ptr + i_c3 * states69_s0 + i_c2 * states69_s1 + tl.arange(0, F_n3)[:, None, None, None] * states69_s2 + tl.arange(0, T_c3)[None, :, None, None] * states69_s3 + tl.arange(0, F_n1)[None, None, :, None] * states69_s4 + tl.arange(0, F_n1)[None, None, None, :] * states69_s5 + tl.zeros([F_n3, T_c3, F_n1, F_n1], tl.int32))
        t72 = tl.load(states70_ptr + i_c3 * states70_s0 + i_c2 * states70_s1 + tl.arange(0, F_n3)[:, None, None, None] * states70_s2 + tl.arange(0, T_c3)[None, :, None, None] * states70_s3 + tl.arange(0, F_n1)[None, None, :, None] * states70_s4 + tl.arange(0, F_n1)[None, None, None, :] * states70_s5 + tl.zeros([F_n3, T_c3, F_n1, F_n1], tl.int32))
        acc73 = acc73 + t71
        acc74 = acc74 + t72
    t75 = tl.where(t64, -float("inf"), acc74)
    t76 = tl.where(t63, -float("inf"), t75)
    t77 = tl.max(tl.where((offs_n1 < E_n1)[None, None, None, :], t76, -float('inf')), axis=3, keep_dims=True)
    t78 = tl.exp(t77)
    t79 = 1.0 / (t78)
    t80 = tl.exp(t76)
    t81 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t80, 0.0), axis=3, keep_dims=True)
    t82 = (t79) * (t81)
    tl.store(buf83_ptr + offs_n3[:, None, None, None] * buf83_s0 + offs_c3[None, :, None, None] * buf83_s1 + offs_n1[None, None, :, None] * buf83_s2, t82, mask=(offs_n3 < E_n3)[:, None, None, None] & (offs_c3 < E_c3)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None])


@triton.jit
def kernel_7(buf44_ptr, buf44_s0, buf44_s1, buf44_s2, buf44_s3, m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m9_ptr, m9_s0, m9_s1, m9_s2, m9_s3, states52_ptr, states52_s0, states52_s1, states52_s2, states52_s3, states52_s4, states52_s5, states53_ptr, states53_s0, states53_s1, states53_s2, states53_s3, states53_s4, states53_s5, buf83_ptr, buf83_s0, buf83_s1, buf83_s2, buf83_s3, buf86_ptr, buf86_s0, buf86_s1, buf86_s2, buf86_s3, E_c0, E_c2, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # writes buf86: Combine over grid k.0@0[2]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t45 = tl.load(buf44_ptr + offs_c0[:, None, None, None] * buf44_s0 + offs_n0[None, :, None, None] * buf44_s1 + offs_n1[None, None, :, None] * buf44_s2 + offs_n2[None, None, None, :] * buf44_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t46 = tl.load(m1_ptr + offs_n1[None, None, :, None] * m1_s2 + offs_n1[None, None, None, :] * m1_s3, mask=(offs_n1 < E_n1)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0)
    t47 = tl.load(m9_ptr + offs_n1[None, None, :, None] * m9_s2 + offs_n1[None, None, None, :] * m9_s3, mask=(offs_n1 < E_n1)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0)
    acc56 = tl.full([T_c0, F_n0, F_n1, F_n1], 0.0, tl.float32)
    acc57 = tl.full([T_c0, F_n0, F_n1, F_n1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t54 = tl.load(states52_ptr + i_c0 * states52_s0 + i_c2 * states52_s1 + tl.arange(0, T_c0)[:, None, None, None] * states52_s2 + tl.arange(0, F_n0)[None, :, None, None] * states52_s3 + tl.arange(0, F_n1)[None, None, :, None] * states52_s4 + tl.arange(0, F_n1)[None, None, None, :] * states52_s5 + tl.zeros([T_c0, F_n0, F_n1, F_n1], tl.int32))
        t55 = tl.load(states53_ptr + i_c0 * states53_s0 + i_c2 * states53_s1 + tl.arange(0, T_c0)[:, None, None, None] * states53_s2 + tl.arange(0, F_n0)[None, :, None, None] * states53_s3 + tl.arange(0, F_n1)[None, None, :, None] * states53_s4 + tl.arange(0, F_n1)[None, None, None, :] * states53_s5 + tl.zeros([T_c0, F_n0, F_n1, F_n1], tl.int32))
        acc56 = acc56 + t54
        acc57 = acc57 + t55
    t58 = tl.where(t47, -float("inf"), acc57)
    t59 = tl.where(t46, -float("inf"), t58)
    t60 = tl.max(tl.where((offs_n1 < E_n1)[None, None, None, :], t59, -float('inf')), axis=3, keep_dims=True)
    t61 = tl.exp(t60)
    t62 = (t45) / (t61)
    t84 = tl.load(buf83_ptr + offs_c0[:, None, None, None] * buf83_s0 + offs_n0[None, :, None, None] * buf83_s1 + offs_n1[None, None, :, None] * buf83_s2, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None], other=0).to(tl.float32)
    t85 = (t62) / (t84)
    tl.store(buf86_ptr + offs_c0[:, None, None, None] * buf86_s0 + offs_n0[None, :, None, None] * buf86_s1 + offs_n1[None, None, :, None] * buf86_s2 + offs_n2[None, None, None, :] * buf86_s3, t85, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :])


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
    states23 = torch.full([_cdiv(32, T['c1']), _cdiv(16, T['c2']), _pow2(2), _pow2(4), _pow2(32), _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    states24 = torch.full([_cdiv(32, T['c1']), _cdiv(16, T['c2']), _pow2(2), _pow2(4), _pow2(32), T['c1']], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(32, T['c1']) * _cdiv(16, T['c2']),)](m12_ptr=m12, m12_s0=m12.stride(0), m12_s1=m12.stride(1), m12_s2=m12.stride(2), m12_s3=m12.stride(3), m14_ptr=m14, m14_s0=m14.stride(0), m14_s1=m14.stride(1), m14_s2=m14.stride(2), m14_s3=m14.stride(3), states23_ptr=states23, states23_s0=states23.stride(0), states23_s1=states23.stride(1), states23_s2=states23.stride(2), states23_s3=states23.stride(3), states23_s4=states23.stride(4), states23_s5=states23.stride(5), states24_ptr=states24, states24_s0=states24.stride(0), states24_s1=states24.stride(1), states24_s2=states24.stride(2), states24_s3=states24.stride(3), states24_s4=states24.stride(4), states24_s5=states24.stride(5), E_c1=32, E_c2=16, E_n0=4, E_n1=32, E_n3=2, F_n0=_pow2(4), F_n1=_pow2(32), F_n3=_pow2(2), T_c1=T['c1'], T_c2=T['c2'])
    states33 = torch.full([_cdiv(32, T['c1']), _pow2(2), _pow2(4), _pow2(32), T['c1']], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(32, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m9_ptr=m9, m9_s0=m9.stride(0), m9_s1=m9.stride(1), m9_s2=m9.stride(2), m9_s3=m9.stride(3), states23_ptr=states23, states23_s0=states23.stride(0), states23_s1=states23.stride(1), states23_s2=states23.stride(2), states23_s3=states23.stride(3), states23_s4=states23.stride(4), states23_s5=states23.stride(5), states24_ptr=states24, states24_s0=states24.stride(0), states24_s1=states24.stride(1), states24_s2=states24.stride(2), states24_s3=states24.stride(3), states24_s4=states24.stride(4), states24_s5=states24.stride(5), states33_ptr=states33, states33_s0=states33.stride(0), states33_s1=states33.stride(1), states33_s2=states33.stride(2), states33_s3=states33.stride(3), states33_s4=states33.stride(4), E_c1=32, E_c2=16, E_n0=4, E_n1=32, E_n3=2, F_n0=_pow2(4), F_n1=_pow2(32), F_n3=_pow2(2), T_c1=T['c1'], T_c2=T['c2'])
    m38 = inputs['v']
    m37 = m38.reshape([2, 2, 1, 32, 16])
    m36 = m37.expand([2, 2, 2, 32, 16])
    m35 = m36.reshape([2, 4, 32, 16])
    states41 = torch.full([_cdiv(32, T['c1']), _pow2(2), _pow2(4), _pow2(32), _pow2(16)], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(32, T['c1']),)](states33_ptr=states33, states33_s0=states33.stride(0), states33_s1=states33.stride(1), states33_s2=states33.stride(2), states33_s3=states33.stride(3), states33_s4=states33.stride(4), m35_ptr=m35, m35_s0=m35.stride(0), m35_s1=m35.stride(1), m35_s2=m35.stride(2), m35_s3=m35.stride(3), states41_ptr=states41, states41_s0=states41.stride(0), states41_s1=states41.stride(1), states41_s2=states41.stride(2), states41_s3=states41.stride(3), states41_s4=states41.stride(4), E_c1=32, E_n0=4, E_n1=32, E_n2=16, E_n3=2, F_n0=_pow2(4), F_n1=_pow2(32), F_n2=_pow2(16), F_n3=_pow2(2), T_c1=T['c1'])
    buf44 = torch.full([2, 4, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(1,)](states41_ptr=states41, states41_s0=states41.stride(0), states41_s1=states41.stride(1), states41_s2=states41.stride(2), states41_s3=states41.stride(3), states41_s4=states41.stride(4), buf44_ptr=buf44, buf44_s0=buf44.stride(0), buf44_s1=buf44.stride(1), buf44_s2=buf44.stride(2), buf44_s3=buf44.stride(3), E_c1=32, E_n0=4, E_n1=32, E_n2=16, E_n3=2, F_n0=_pow2(4), F_n1=_pow2(32), F_n2=_pow2(16), F_n3=_pow2(2), T_c1=T['c1'])
    states52 = torch.full([_cdiv(2, T['c0']), _cdiv(16, T['c2']), T['c0'], _pow2(4), _pow2(32), _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    states53 = torch.full([_cdiv(2, T['c0']), _cdiv(16, T['c2']), T['c0'], _pow2(4), _pow2(32), _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(_cdiv(2, T['c0']) * _cdiv(16, T['c2']),)](m12_ptr=m12, m12_s0=m12.stride(0), m12_s1=m12.stride(1), m12_s2=m12.stride(2), m12_s3=m12.stride(3), m14_ptr=m14, m14_s0=m14.stride(0), m14_s1=m14.stride(1), m14_s2=m14.stride(2), m14_s3=m14.stride(3), states52_ptr=states52, states52_s0=states52.stride(0), states52_s1=states52.stride(1), states52_s2=states52.stride(2), states52_s3=states52.stride(3), states52_s4=states52.stride(4), states52_s5=states52.stride(5), states53_ptr=states53, states53_s0=states53.stride(0), states53_s1=states53.stride(1), states53_s2=states53.stride(2), states53_s3=states53.stride(3), states53_s4=states53.stride(4), states53_s5=states53.stride(5), E_c0=2, E_c2=16, E_n0=4, E_n1=32, F_n0=_pow2(4), F_n1=_pow2(32), T_c0=T['c0'], T_c2=T['c2'])
    states69 = torch.full([_cdiv(4, T['c3']), _cdiv(16, T['c2']), _pow2(2), T['c3'], _pow2(32), _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    states70 = torch.full([_cdiv(4, T['c3']), _cdiv(16, T['c2']), _pow2(2), T['c3'], _pow2(32), _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    kernel_5[(_cdiv(4, T['c3']) * _cdiv(16, T['c2']),)](m12_ptr=m12, m12_s0=m12.stride(0), m12_s1=m12.stride(1), m12_s2=m12.stride(2), m12_s3=m12.stride(3), m14_ptr=m14, m14_s0=m14.stride(0), m14_s1=m14.stride(1), m14_s2=m14.stride(2), m14_s3=m14.stride(3), states69_ptr=states69, states69_s0=states69.stride(0), states69_s1=states69.stride(1), states69_s2=states69.stride(2), states69_s3=states69.stride(3), states69_s4=states69.stride(4), states69_s5=states69.stride(5), states70_ptr=states70, states70_s0=states70.stride(0), states70_s1=states70.stride(1), states70_s2=states70.stride(2), states70_s3=states70.stride(3), states70_s4=states70.stride(4), states70_s5=states70.stride(5), E_c2=16, E_c3=4, E_n1=32, E_n3=2, F_n1=_pow2(32), F_n3=_pow2(2), T_c2=T['c2'], T_c3=T['c3'])
    buf83 = torch.full([2, 4, 32, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_6[(_cdiv(4, T['c3']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m9_ptr=m9, m9_s0=m9.stride(0), m9_s1=m9.stride(1), m9_s2=m9.stride(2), m9_s3=m9.stride(3), states69_ptr=states69, states69_s0=states69.stride(0), states69_s1=states69.stride(1), states69_s2=states69.stride(2), states69_s3=states69.stride(3), states69_s4=states69.stride(4), states69_s5=states69.stride(5), states70_ptr=states70, states70_s0=states70.stride(0), states70_s1=states70.stride(1), states70_s2=states70.stride(2), states70_s3=states70.stride(3), states70_s4=states70.stride(4), states70_s5=states70.stride(5), buf83_ptr=buf83, buf83_s0=buf83.stride(0), buf83_s1=buf83.stride(1), buf83_s2=buf83.stride(2), buf83_s3=buf83.stride(3), E_c2=16, E_c3=4, E_n1=32, E_n3=2, F_n1=_pow2(32), F_n3=_pow2(2), T_c2=T['c2'], T_c3=T['c3'])
    buf86 = torch.full([2, 4, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_7[(_cdiv(2, T['c0']),)](buf44_ptr=buf44, buf44_s0=buf44.stride(0), buf44_s1=buf44.stride(1), buf44_s2=buf44.stride(2), buf44_s3=buf44.stride(3), m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m9_ptr=m9, m9_s0=m9.stride(0), m9_s1=m9.stride(1), m9_s2=m9.stride(2), m9_s3=m9.stride(3), states52_ptr=states52, states52_s0=states52.stride(0), states52_s1=states52.stride(1), states52_s2=states52.stride(2), states52_s3=states52.stride(3), states52_s4=states52.stride(4), states52_s5=states52.stride(5), states53_ptr=states53, states53_s0=states53.stride(0), states53_s1=states53.stride(1), states53_s2=states53.stride(2), states53_s3=states53.stride(3), states53_s4=states53.stride(4), states53_s5=states53.stride(5), buf83_ptr=buf83, buf83_s0=buf83.stride(0), buf83_s1=buf83.stride(1), buf83_s2=buf83.stride(2), buf83_s3=buf83.stride(3), buf86_ptr=buf86, buf86_s0=buf86.stride(0), buf86_s1=buf86.stride(1), buf86_s2=buf86.stride(2), buf86_s3=buf86.stride(3), E_c0=2, E_c2=16, E_n0=4, E_n1=32, E_n2=16, F_n0=_pow2(4), F_n1=_pow2(32), F_n2=_pow2(16), T_c0=T['c0'], T_c2=T['c2'])
    return buf86


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
