"""swa_gqa [small], candidate 54: 9 kernel(s)

Rendered by EqiForge from candidate 54 of swa_gqa [small]: store(k.3[16]) ; grid(k.2@2) loop(k.3[16]: pair(sum, sum), stored) ; grid(k.2@2) ; grid() loop(k.2[32]: max) ; store(k.3[16]) ; grid(q.1@1) loop(k.3[16]: pair(sum, sum), stored) ; grid() loop(k.2[32]: pair(sum, sum)) ; store(k.3[16]) ; grid(k.0@0) loop(k.3[16]: pair(sum, sum), stored)
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid k.0@0[2]
    c1: loop k.2[32]
    c2: grid k.2@2[32]
    c3: loop k.3[16]
    c4: grid q.1@1[4]

Run it on its own: `python kernels/f54.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/swa_gqa.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 1, "c1": 16, "c2": 16, "c3": 8, "c4": 2}


@triton.jit
def kernel_0(m12_ptr, m12_s0, m12_s1, m12_s2, m12_s3, m14_ptr, m14_s0, m14_s1, m14_s2, m14_s3, states22_ptr, states22_s0, states22_s1, states22_s2, states22_s3, states22_s4, states22_s5, states23_ptr, states23_s0, states23_s1, states23_s2, states23_s3, states23_s4, states23_s5, E_c2, E_c3, E_n0, E_n1, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n3: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # stores states22, states23: Collect over loop k.3[16]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    offs_one = tl.arange(0, 1)
    offs_n3 = tl.arange(0, F_n3)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t13 = tl.load(m12_ptr + offs_n3[:, None, None, None] * m12_s0 + offs_n0[None, :, None, None] * m12_s1 + offs_c2[None, None, :, None] * m12_s2 + offs_c3[None, None, None, :] * m12_s3, mask=(offs_n3 < E_n3)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
    t19 = tl.load(m14_ptr + offs_n3[:, None, None, None] * m14_s0 + offs_n0[None, :, None, None] * m14_s1 + offs_c3[None, None, :, None] * m14_s2 + offs_n1[None, None, None, :] * m14_s3, mask=(offs_n3 < E_n3)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_c3 < E_c3)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t20 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, :], t13, 0.0), 4) * tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, :, None], t19, 0.0), 2), axis=3)
    t21 = (t20) * (0.25)
    tl.store(states22_ptr + i_c2 * states22_s0 + i_c3 * states22_s1 + tl.arange(0, F_n3)[:, None, None, None] * states22_s2 + tl.arange(0, F_n0)[None, :, None, None] * states22_s3 + tl.arange(0, T_c2)[None, None, :, None] * states22_s4 + tl.arange(0, F_n1)[None, None, None, :] * states22_s5 + tl.zeros([F_n3, F_n0, T_c2, F_n1], tl.int32), t20)
    tl.store(states23_ptr + i_c2 * states23_s0 + i_c3 * states23_s1 + tl.arange(0, F_n3)[:, None, None, None] * states23_s2 + tl.arange(0, F_n0)[None, :, None, None] * states23_s3 + tl.arange(0, T_c2)[None, None, :, None] * states23_s4 + tl.arange(0, F_n1)[None, None, None, :] * states23_s5 + tl.zeros([F_n3, F_n0, T_c2, F_n1], tl.int32), t21)


@triton.jit
def kernel_1(states22_ptr, states22_s0, states22_s1, states22_s2, states22_s3, states22_s4, states22_s5, states23_ptr, states23_s0, states23_s1, states23_s2, states23_s3, states23_s4, states23_s5, buf28_ptr, buf28_s0, buf28_s1, buf28_s2, buf28_s3, E_c2, E_c3, E_n0, E_n1, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n3: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # writes buf28: Combine over grid k.2@2[32]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n3 = tl.arange(0, F_n3)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    acc26 = tl.full([F_n3, F_n0, T_c2, F_n1], 0.0, tl.float32)
    acc27 = tl.full([F_n3, F_n0, T_c2, F_n1], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t24 = tl.load(states22_ptr + i_c2 * states22_s0 + i_c3 * states22_s1 + tl.arange(0, F_n3)[:, None, None, None] * states22_s2 + tl.arange(0, F_n0)[None, :, None, None] * states22_s3 + tl.arange(0, T_c2)[None, None, :, None] * states22_s4 + tl.arange(0, F_n1)[None, None, None, :] * states22_s5 + tl.zeros([F_n3, F_n0, T_c2, F_n1], tl.int32))
        t25 = tl.load(states23_ptr + i_c2 * states23_s0 + i_c3 * states23_s1 + tl.arange(0, F_n3)[:, None, None, None] * states23_s2 + tl.arange(0, F_n0)[None, :, None, None] * states23_s3 + tl.arange(0, T_c2)[None, None, :, None] * states23_s4 + tl.arange(0, F_n1)[None, None, None, :] * states23_s5 + tl.zeros([F_n3, F_n0, T_c2, F_n1], tl.int32))
        acc26 = acc26 + t24
        acc27 = acc27 + t25
    tl.store(buf28_ptr + offs_n3[:, None, None, None] * buf28_s0 + offs_n0[None, :, None, None] * buf28_s1 + offs_c2[None, None, :, None] * buf28_s2 + offs_n1[None, None, None, :] * buf28_s3, acc26, mask=(offs_n3 < E_n3)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :])


@triton.jit
def kernel_2(buf28_ptr, buf28_s0, buf28_s1, buf28_s2, buf28_s3, buf31_ptr, buf31_s0, buf31_s1, buf31_s2, buf31_s3, E_c2, E_n0, E_n1, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n3: tl.constexpr, T_c2: tl.constexpr):
    # writes buf31: Combine over grid k.2@2[32]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n3 = tl.arange(0, F_n3)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t29 = tl.load(buf28_ptr + offs_n3[:, None, None, None] * buf28_s0 + offs_n0[None, :, None, None] * buf28_s1 + offs_c2[None, None, :, None] * buf28_s2 + offs_n1[None, None, None, :] * buf28_s3, mask=(offs_n3 < E_n3)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t30 = (t29) * (0.25)
    tl.store(buf31_ptr + offs_n3[:, None, None, None] * buf31_s0 + offs_n0[None, :, None, None] * buf31_s1 + offs_c2[None, None, :, None] * buf31_s2 + offs_n1[None, None, None, :] * buf31_s3, t30, mask=(offs_n3 < E_n3)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :])


@triton.jit
def kernel_3(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m9_ptr, m9_s0, m9_s1, m9_s2, m9_s3, buf28_ptr, buf28_s0, buf28_s1, buf28_s2, buf28_s3, buf54_ptr, buf54_s0, buf54_s1, buf54_s2, buf54_s3, E_c1, E_n0, E_n1, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n3: tl.constexpr, T_c1: tl.constexpr):
    # writes buf54: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n3 = tl.arange(0, F_n3)
    offs_n0 = tl.arange(0, F_n0)
    acc53 = tl.full([F_n3, F_n0, F_n1, 1], -float('inf'), tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t47 = tl.load(m1_ptr + offs_n1[None, None, :, None] * m1_s2 + offs_c1[None, None, None, :] * m1_s3, mask=(offs_n1 < E_n1)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0)
        t48 = tl.load(m9_ptr + offs_n1[None, None, :, None] * m9_s2 + offs_c1[None, None, None, :] * m9_s3, mask=(offs_n1 < E_n1)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0)
        t49 = tl.load(buf28_ptr + offs_n3[:, None, None, None] * buf28_s0 + offs_n0[None, :, None, None] * buf28_s1 + offs_n1[None, None, :, None] * buf28_s2 + offs_c1[None, None, None, :] * buf28_s3, mask=(offs_n3 < E_n3)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
        t50 = tl.where(t48, -float("inf"), t49)
        t51 = tl.where(t47, -float("inf"), t50)
        t52 = tl.max(tl.where((offs_c1 < E_c1)[None, None, None, :], t51, -float('inf')), axis=3, keep_dims=True)
        acc53 = tl.maximum(acc53, t52)
    tl.store(buf54_ptr + offs_n3[:, None, None, None] * buf54_s0 + offs_n0[None, :, None, None] * buf54_s1 + offs_n1[None, None, :, None] * buf54_s2, acc53, mask=(offs_n3 < E_n3)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None])


@triton.jit
def kernel_4(m12_ptr, m12_s0, m12_s1, m12_s2, m12_s3, m14_ptr, m14_s0, m14_s1, m14_s2, m14_s3, states76_ptr, states76_s0, states76_s1, states76_s2, states76_s3, states76_s4, states76_s5, states77_ptr, states77_s0, states77_s1, states77_s2, states77_s3, states77_s4, states77_s5, E_c3, E_c4, E_n1, E_n3, F_n1: tl.constexpr, F_n3: tl.constexpr, T_c3: tl.constexpr, T_c4: tl.constexpr):
    # stores states76, states77: Collect over loop k.3[16]
    pid = tl.program_id(0)
    i_c4 = pid % tl.cdiv(E_c4, T_c4)
    pid = pid // tl.cdiv(E_c4, T_c4)
    offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    offs_one = tl.arange(0, 1)
    offs_n3 = tl.arange(0, F_n3)
    offs_n1 = tl.arange(0, F_n1)
    t72 = tl.load(m12_ptr + offs_n3[:, None, None, None] * m12_s0 + offs_c4[None, :, None, None] * m12_s1 + offs_n1[None, None, :, None] * m12_s2 + offs_c3[None, None, None, :] * m12_s3, mask=(offs_n3 < E_n3)[:, None, None, None] & (offs_c4 < E_c4)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
    t73 = tl.load(m14_ptr + offs_n3[:, None, None, None] * m14_s0 + offs_c4[None, :, None, None] * m14_s1 + offs_c3[None, None, :, None] * m14_s2 + offs_n1[None, None, None, :] * m14_s3, mask=(offs_n3 < E_n3)[:, None, None, None] & (offs_c4 < E_c4)[None, :, None, None] & (offs_c3 < E_c3)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t74 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, :], t72, 0.0), 4) * tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, :, None], t73, 0.0), 2), axis=3)
    t75 = (t74) * (0.25)
    tl.store(states76_ptr + i_c4 * states76_s0 + i_c3 * states76_s1 + tl.arange(0, F_n3)[:, None, None, None] * states76_s2 + tl.arange(0, T_c4)[None, :, None, None] * states76_s3 + tl.arange(0, F_n1)[None, None, :, None] * states76_s4 + tl.arange(0, F_n1)[None, None, None, :] * states76_s5 + tl.zeros([F_n3, T_c4, F_n1, F_n1], tl.int32), t74)
    tl.store(states77_ptr + i_c4 * states77_s0 + i_c3 * states77_s1 + tl.arange(0, F_n3)[:, None, None, None] * states77_s2 + tl.arange(0, T_c4)[None, :, None, None] * states77_s3 + tl.arange(0, F_n1)[None, None, :, None] * states77_s4 + tl.arange(0, F_n1)[None, None, None, :] * states77_s5 + tl.zeros([F_n3, T_c4, F_n1, F_n1], tl.int32), t75)


@triton.jit
def kernel_5(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m9_ptr, m9_s0, m9_s1, m9_s2, m9_s3, states76_ptr, states76_s0, states76_s1, states76_s2, states76_s3, states76_s4, states76_s5, states77_ptr, states77_s0, states77_s1, states77_s2, states77_s3, states77_s4, states77_s5, buf90_ptr, buf90_s0, buf90_s1, buf90_s2, buf90_s3, E_c3, E_c4, E_n1, E_n3, F_n1: tl.constexpr, F_n3: tl.constexpr, T_c3: tl.constexpr, T_c4: tl.constexpr):
    # writes buf90: Combine over grid q.1@1[4]
    pid = tl.program_id(0)
    i_c4 = pid % tl.cdiv(E_c4, T_c4)
    pid = pid // tl.cdiv(E_c4, T_c4)
    offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n3 = tl.arange(0, F_n3)
    t70 = tl.load(m1_ptr + offs_n1[None, None, :, None] * m1_s2 + offs_n1[None, None, None, :] * m1_s3, mask=(offs_n1 < E_n1)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0)
    t71 = tl.load(m9_ptr + offs_n1[None, None, :, None] * m9_s2 + offs_n1[None, None, None, :] * m9_s3, mask=(offs_n1 < E_n1)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0)
    acc80 = tl.full([F_n3, T_c4, F_n1, F_n1], 0.0, tl.float32)
    acc81 = tl.full([F_n3, T_c4, F_n1, F_n1], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t78 = tl.load(states76_ptr + i_c4 * states76_s0 + i_c3 * states76_s1 + tl.arange(0, F_n3)[:, None, None, None] * states76_s2 + tl.arange(0, T_c4)[None, :, None, None] * states76_s3 + tl.arange(0, F_n1)[None, None, :, None] * states76_s4 + tl.arange(0, F_n1)[None, None, None, :] * states76_s5 + tl.zeros([F_n3, T_c4, F_n1, F_n1], tl.int32))
        t79 = tl.load(states77_ptr + i_c4 * states77_s0 + i_c3 * states77_s1 + tl.arange(0, F_n3)[:, None, None, None] * states77_s2 + tl.arange(0, T_c4)[None, :, None, None] * states77_s3 + tl.arange(0, F_n1)[None, None, :, None] * states77_s4 + tl.arange(0, F_n1)[None, None, None, :] * states77_s5 + tl.zeros([F_n3, T_c4, F_n1, F_n1], tl.int32))
        acc80 = acc80 + t78
        acc81 = acc81 + t79
    t82 = tl.where(t71, -float("inf"), acc81)
    t83 = tl.where(t70, -float("inf"), t82)
    t84 = tl.max(tl.where((offs_n1 < E_n1)[None, None, None, :], t83, -float('inf')), axis=3, keep_dims=True)
    t85 = tl.exp(t84)
    t86 = 1.0 / (t85)
    t87 = tl.exp(t83)
    t88 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t87, 0.0), axis=3, keep_dims=True)
    t89 = (t86) * (t88)
    tl.store(buf90_ptr + offs_n3[:, None, None, None] * buf90_s0 + offs_c4[None, :, None, None] * buf90_s1 + offs_n1[None, None, :, None] * buf90_s2, t89, mask=(offs_n3 < E_n3)[:, None, None, None] & (offs_c4 < E_c4)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None])


@triton.jit
def kernel_6(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m9_ptr, m9_s0, m9_s1, m9_s2, m9_s3, buf31_ptr, buf31_s0, buf31_s1, buf31_s2, buf31_s3, m41_ptr, m41_s0, m41_s1, m41_s2, m41_s3, buf54_ptr, buf54_s0, buf54_s1, buf54_s2, buf54_s3, buf90_ptr, buf90_s0, buf90_s1, buf90_s2, buf90_s3, buf96_ptr, buf96_s0, buf96_s1, buf96_s2, buf96_s3, buf97_ptr, buf97_s0, buf97_s1, buf97_s2, buf97_s3, E_c1, E_n0, E_n1, E_n2, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c1: tl.constexpr):
    # writes buf96, buf97: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n3 = tl.arange(0, F_n3)
    offs_n0 = tl.arange(0, F_n0)
    offs_n2 = tl.arange(0, F_n2)
    t55 = tl.load(buf54_ptr + offs_n3[:, None, None, None] * buf54_s0 + offs_n0[None, :, None, None] * buf54_s1 + offs_n1[None, None, :, None] * buf54_s2, mask=(offs_n3 < E_n3)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None], other=0).to(tl.float32)
    t56 = (t55) * (0.25)
    t60 = -float("inf") - (t56)
    t61 = tl.exp(t60)
    t91 = tl.load(buf90_ptr + offs_n3[:, None, None, None] * buf90_s0 + offs_n0[None, :, None, None] * buf90_s1 + offs_n1[None, None, :, None] * buf90_s2, mask=(offs_n3 < E_n3)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None], other=0).to(tl.float32)
    acc94 = tl.full([F_n3, F_n0, F_n1, F_n2], 0.0, tl.float32)
    acc95 = tl.full([F_n3, F_n0, F_n1, F_n2], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t8 = tl.load(m1_ptr + offs_n1[None, None, :, None] * m1_s2 + offs_c1[None, None, None, :] * m1_s3, mask=(offs_n1 < E_n1)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0)
        t11 = tl.load(m9_ptr + offs_n1[None, None, :, None] * m9_s2 + offs_c1[None, None, None, :] * m9_s3, mask=(offs_n1 < E_n1)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0)
        t32 = tl.load(buf31_ptr + offs_n3[:, None, None, None] * buf31_s0 + offs_n0[None, :, None, None] * buf31_s1 + offs_n1[None, None, :, None] * buf31_s2 + offs_c1[None, None, None, :] * buf31_s3, mask=(offs_n3 < E_n3)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
        t33 = tl.where(t11, -float("inf"), t32)
        t34 = tl.where(t8, -float("inf"), t33)
        t35 = tl.max(tl.where((offs_c1 < E_c1)[None, None, None, :], t34, -float('inf')), axis=3, keep_dims=True)
        t36 = -float("inf") - (t35)
        t37 = t32 - (t35)
        t38 = tl.where(t11, t36, t37)
        t39 = tl.where(t8, t36, t38)
        t40 = tl.exp(t39)
        t45 = tl.load(m41_ptr + offs_n3[:, None, None, None] * m41_s0 + offs_n0[None, :, None, None] * m41_s1 + offs_c1[None, None, :, None] * m41_s2 + offs_n2[None, None, None, :] * m41_s3, mask=(offs_n3 < E_n3)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
        t46 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, :], t40, 0.0), 4) * tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, :, None], t45, 0.0), 2), axis=3)
        t57 = t35 - (t56)
        t58 = tl.exp(t57)
        t59 = (t46) * (t58)
        t62 = tl.max(tl.where((offs_c1 < E_c1)[None, None, None, :], t32, -float('inf')), axis=3, keep_dims=True)
        t63 = t32 - (t62)
        t64 = tl.exp(t63)
        t65 = t62 - (t56)
        t66 = tl.exp(t65)
        t67 = (t64) * (t66)
        t68 = tl.where(t11, t61, t67)
        t69 = tl.where(t8, t61, t68)
        t92 = (t69) / (t91)
        t93 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, :], t92, 0.0), 4) * tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, :, None], t45, 0.0), 2), axis=3)
        acc94 = acc94 + t59
        acc95 = acc95 + t93
    tl.store(buf96_ptr + offs_n3[:, None, None, None] * buf96_s0 + offs_n0[None, :, None, None] * buf96_s1 + offs_n1[None, None, :, None] * buf96_s2 + offs_n2[None, None, None, :] * buf96_s3, acc94, mask=(offs_n3 < E_n3)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :])
    tl.store(buf97_ptr + offs_n3[:, None, None, None] * buf97_s0 + offs_n0[None, :, None, None] * buf97_s1 + offs_n1[None, None, :, None] * buf97_s2 + offs_n2[None, None, None, :] * buf97_s3, acc95, mask=(offs_n3 < E_n3)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :])


@triton.jit
def kernel_7(m12_ptr, m12_s0, m12_s1, m12_s2, m12_s3, m14_ptr, m14_s0, m14_s1, m14_s2, m14_s3, states105_ptr, states105_s0, states105_s1, states105_s2, states105_s3, states105_s4, states105_s5, states106_ptr, states106_s0, states106_s1, states106_s2, states106_s3, states106_s4, states106_s5, E_c0, E_c3, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c3: tl.constexpr):
    # stores states105, states106: Collect over loop k.3[16]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t101 = tl.load(m12_ptr + offs_c0[:, None, None, None] * m12_s0 + offs_n0[None, :, None, None] * m12_s1 + offs_n1[None, None, :, None] * m12_s2 + offs_c3[None, None, None, :] * m12_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
    t102 = tl.load(m14_ptr + offs_c0[:, None, None, None] * m14_s0 + offs_n0[None, :, None, None] * m14_s1 + offs_c3[None, None, :, None] * m14_s2 + offs_n1[None, None, None, :] * m14_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_c3 < E_c3)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t103 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, :], t101, 0.0), 4) * tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, :, None], t102, 0.0), 2), axis=3)
    t104 = (t103) * (0.25)
    tl.store(states105_ptr + i_c0 * states105_s0 + i_c3 * states105_s1 + tl.arange(0, T_c0)[:, None, None, None] * states105_s2 + tl.arange(0, F_n0)[None, :, None, None] * states105_s3 + tl.arange(0, F_n1)[None, None, :, None] * states105_s4 + tl.arange(0, F_n1)[None, None, None, :] * states105_s5 + tl.zeros([T_c0, F_n0, F_n1, F_n1], tl.int32), t103)
    tl.store(states106_ptr + i_c0 * states106_s0 + i_c3 * states106_s1 + tl.arange(0, T_c0)[:, None, None, None] * states106_s2 + tl.arange(0, F_n0)[None, :, None, None] * states106_s3 + tl.arange(0, F_n1)[None, None, :, None] * states106_s4 + tl.arange(0, F_n1)[None, None, None, :] * states106_s5 + tl.zeros([T_c0, F_n0, F_n1, F_n1], tl.int32), t104)


@triton.jit
def kernel_8(buf96_ptr, buf96_s0, buf96_s1, buf96_s2, buf96_s3, m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m9_ptr, m9_s0, m9_s1, m9_s2, m9_s3, states105_ptr, states105_s0, states105_s1, states105_s2, states105_s3, states105_s4, states105_s5, states106_ptr, states106_s0, states106_s1, states106_s2, states106_s3, states106_s4, states106_s5, buf120_ptr, buf120_s0, buf120_s1, buf120_s2, buf120_s3, E_c0, E_c3, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c3: tl.constexpr):
    # writes buf120: Combine over grid k.0@0[2]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t98 = tl.load(buf96_ptr + offs_c0[:, None, None, None] * buf96_s0 + offs_n0[None, :, None, None] * buf96_s1 + offs_n1[None, None, :, None] * buf96_s2 + offs_n2[None, None, None, :] * buf96_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t99 = tl.load(m1_ptr + offs_n1[None, None, :, None] * m1_s2 + offs_n1[None, None, None, :] * m1_s3, mask=(offs_n1 < E_n1)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0)
    t100 = tl.load(m9_ptr + offs_n1[None, None, :, None] * m9_s2 + offs_n1[None, None, None, :] * m9_s3, mask=(offs_n1 < E_n1)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0)
    acc109 = tl.full([T_c0, F_n0, F_n1, F_n1], 0.0, tl.float32)
    acc110 = tl.full([T_c0, F_n0, F_n1, F_n1], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t107 = tl.load(states105_ptr + i_c0 * states105_s0 + i_c3 * states105_s1 + tl.arange(0, T_c0)[:, None, None, None] * states105_s2 + tl.arange(0, F_n0)[None, :, None, None] * states105_s3 + tl.arange(0, F_n1)[None, None, :, None] * states105_s4 + tl.arange(0, F_n1)[None, None, None, :] * states105_s5 + tl.zeros([T_c0, F_n0, F_n1, F_n1], tl.int32))
        t108 = tl.load(states106_ptr + i_c0 * states106_s0 + i_c3 * states106_s1 + tl.arange(0, T_c0)[:, None, None, None] * states106_s2 + tl.arange(0, F_n0)[None, :, None, None] * states106_s3 + tl.arange(0, F_n1)[None, None, :, None] * states106_s4 + tl.arange(0, F_n1)[None, None, None, :] * states106_s5 + tl.zeros([T_c0, F_n0, F_n1, F_n1], tl.int32))
        acc109 = acc109 + t107
        acc110 = acc110 + t108
    t111 = tl.where(t100, -float("inf"), acc110)
    t112 = tl.where(t99, -float("inf"), t111)
    t113 = tl.max(tl.where((offs_n1 < E_n1)[None, None, None, :], t112, -float('inf')), axis=3, keep_dims=True)
    t114 = tl.exp(t113)
    t115 = 1.0 / (t114)
    t116 = tl.exp(t112)
    t117 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t116, 0.0), axis=3, keep_dims=True)
    t118 = (t115) * (t117)
    t119 = (t98) / (t118)
    tl.store(buf120_ptr + offs_c0[:, None, None, None] * buf120_s0 + offs_n0[None, :, None, None] * buf120_s1 + offs_n1[None, None, :, None] * buf120_s2 + offs_n2[None, None, None, :] * buf120_s3, t119, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :])


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
    states22 = torch.full([_cdiv(32, T['c2']), _cdiv(16, T['c3']), _pow2(2), _pow2(4), T['c2'], _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    states23 = torch.full([_cdiv(32, T['c2']), _cdiv(16, T['c3']), _pow2(2), _pow2(4), T['c2'], _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(32, T['c2']) * _cdiv(16, T['c3']),)](m12_ptr=m12, m12_s0=m12.stride(0), m12_s1=m12.stride(1), m12_s2=m12.stride(2), m12_s3=m12.stride(3), m14_ptr=m14, m14_s0=m14.stride(0), m14_s1=m14.stride(1), m14_s2=m14.stride(2), m14_s3=m14.stride(3), states22_ptr=states22, states22_s0=states22.stride(0), states22_s1=states22.stride(1), states22_s2=states22.stride(2), states22_s3=states22.stride(3), states22_s4=states22.stride(4), states22_s5=states22.stride(5), states23_ptr=states23, states23_s0=states23.stride(0), states23_s1=states23.stride(1), states23_s2=states23.stride(2), states23_s3=states23.stride(3), states23_s4=states23.stride(4), states23_s5=states23.stride(5), E_c2=32, E_c3=16, E_n0=4, E_n1=32, E_n3=2, F_n0=_pow2(4), F_n1=_pow2(32), F_n3=_pow2(2), T_c2=T['c2'], T_c3=T['c3'])
    buf28 = torch.full([2, 4, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(32, T['c2']),)](states22_ptr=states22, states22_s0=states22.stride(0), states22_s1=states22.stride(1), states22_s2=states22.stride(2), states22_s3=states22.stride(3), states22_s4=states22.stride(4), states22_s5=states22.stride(5), states23_ptr=states23, states23_s0=states23.stride(0), states23_s1=states23.stride(1), states23_s2=states23.stride(2), states23_s3=states23.stride(3), states23_s4=states23.stride(4), states23_s5=states23.stride(5), buf28_ptr=buf28, buf28_s0=buf28.stride(0), buf28_s1=buf28.stride(1), buf28_s2=buf28.stride(2), buf28_s3=buf28.stride(3), E_c2=32, E_c3=16, E_n0=4, E_n1=32, E_n3=2, F_n0=_pow2(4), F_n1=_pow2(32), F_n3=_pow2(2), T_c2=T['c2'], T_c3=T['c3'])
    buf31 = torch.full([2, 4, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(32, T['c2']),)](buf28_ptr=buf28, buf28_s0=buf28.stride(0), buf28_s1=buf28.stride(1), buf28_s2=buf28.stride(2), buf28_s3=buf28.stride(3), buf31_ptr=buf31, buf31_s0=buf31.stride(0), buf31_s1=buf31.stride(1), buf31_s2=buf31.stride(2), buf31_s3=buf31.stride(3), E_c2=32, E_n0=4, E_n1=32, E_n3=2, F_n0=_pow2(4), F_n1=_pow2(32), F_n3=_pow2(2), T_c2=T['c2'])
    m44 = inputs['v']
    m43 = m44.reshape([2, 2, 1, 32, 16])
    m42 = m43.expand([2, 2, 2, 32, 16])
    m41 = m42.reshape([2, 4, 32, 16])
    buf54 = torch.full([2, 4, 32, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(1,)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m9_ptr=m9, m9_s0=m9.stride(0), m9_s1=m9.stride(1), m9_s2=m9.stride(2), m9_s3=m9.stride(3), buf28_ptr=buf28, buf28_s0=buf28.stride(0), buf28_s1=buf28.stride(1), buf28_s2=buf28.stride(2), buf28_s3=buf28.stride(3), buf54_ptr=buf54, buf54_s0=buf54.stride(0), buf54_s1=buf54.stride(1), buf54_s2=buf54.stride(2), buf54_s3=buf54.stride(3), E_c1=32, E_n0=4, E_n1=32, E_n3=2, F_n0=_pow2(4), F_n1=_pow2(32), F_n3=_pow2(2), T_c1=T['c1'])
    states76 = torch.full([_cdiv(4, T['c4']), _cdiv(16, T['c3']), _pow2(2), T['c4'], _pow2(32), _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    states77 = torch.full([_cdiv(4, T['c4']), _cdiv(16, T['c3']), _pow2(2), T['c4'], _pow2(32), _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(_cdiv(4, T['c4']) * _cdiv(16, T['c3']),)](m12_ptr=m12, m12_s0=m12.stride(0), m12_s1=m12.stride(1), m12_s2=m12.stride(2), m12_s3=m12.stride(3), m14_ptr=m14, m14_s0=m14.stride(0), m14_s1=m14.stride(1), m14_s2=m14.stride(2), m14_s3=m14.stride(3), states76_ptr=states76, states76_s0=states76.stride(0), states76_s1=states76.stride(1), states76_s2=states76.stride(2), states76_s3=states76.stride(3), states76_s4=states76.stride(4), states76_s5=states76.stride(5), states77_ptr=states77, states77_s0=states77.stride(0), states77_s1=states77.stride(1), states77_s2=states77.stride(2), states77_s3=states77.stride(3), states77_s4=states77.stride(4), states77_s5=states77.stride(5), E_c3=16, E_c4=4, E_n1=32, E_n3=2, F_n1=_pow2(32), F_n3=_pow2(2), T_c3=T['c3'], T_c4=T['c4'])
    buf90 = torch.full([2, 4, 32, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_5[(_cdiv(4, T['c4']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m9_ptr=m9, m9_s0=m9.stride(0), m9_s1=m9.stride(1), m9_s2=m9.stride(2), m9_s3=m9.stride(3), states76_ptr=states76, states76_s0=states76.stride(0), states76_s1=states76.stride(1), states76_s2=states76.stride(2), states76_s3=states76.stride(3), states76_s4=states76.stride(4), states76_s5=states76.stride(5), states77_ptr=states77, states77_s0=states77.stride(0), states77_s1=states77.stride(1), states77_s2=states77.stride(2), states77_s3=states77.stride(3), states77_s4=states77.stride(4), states77_s5=states77.stride(5), buf90_ptr=buf90, buf90_s0=buf90.stride(0), buf90_s1=buf90.stride(1), buf90_s2=buf90.stride(2), buf90_s3=buf90.stride(3), E_c3=16, E_c4=4, E_n1=32, E_n3=2, F_n1=_pow2(32), F_n3=_pow2(2), T_c3=T['c3'], T_c4=T['c4'])
    buf96 = torch.full([2, 4, 32, 16], float("nan"), dtype=torch.float32, device=device)
    buf97 = torch.full([2, 4, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_6[(1,)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m9_ptr=m9, m9_s0=m9.stride(0), m9_s1=m9.stride(1), m9_s2=m9.stride(2), m9_s3=m9.stride(3), buf31_ptr=buf31, buf31_s0=buf31.stride(0), buf31_s1=buf31.stride(1), buf31_s2=buf31.stride(2), buf31_s3=buf31.stride(3), m41_ptr=m41, m41_s0=m41.stride(0), m41_s1=m41.stride(1), m41_s2=m41.stride(2), m41_s3=m41.stride(3), buf54_ptr=buf54, buf54_s0=buf54.stride(0), buf54_s1=buf54.stride(1), buf54_s2=buf54.stride(2), buf54_s3=buf54.stride(3), buf90_ptr=buf90, buf90_s0=buf90.stride(0), buf90_s1=buf90.stride(1), buf90_s2=buf90.stride(2), buf90_s3=buf90.stride(3), buf96_ptr=buf96, buf96_s0=buf96.stride(0), buf96_s1=buf96.stride(1), buf96_s2=buf96.stride(2), buf96_s3=buf96.stride(3), buf97_ptr=buf97, buf97_s0=buf97.stride(0), buf97_s1=buf97.stride(1), buf97_s2=buf97.stride(2), buf97_s3=buf97.stride(3), E_c1=32, E_n0=4, E_n1=32, E_n2=16, E_n3=2, F_n0=_pow2(4), F_n1=_pow2(32), F_n2=_pow2(16), F_n3=_pow2(2), T_c1=T['c1'])
    states105 = torch.full([_cdiv(2, T['c0']), _cdiv(16, T['c3']), T['c0'], _pow2(4), _pow2(32), _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    states106 = torch.full([_cdiv(2, T['c0']), _cdiv(16, T['c3']), T['c0'], _pow2(4), _pow2(32), _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    kernel_7[(_cdiv(2, T['c0']) * _cdiv(16, T['c3']),)](m12_ptr=m12, m12_s0=m12.stride(0), m12_s1=m12.stride(1), m12_s2=m12.stride(2), m12_s3=m12.stride(3), m14_ptr=m14, m14_s0=m14.stride(0), m14_s1=m14.stride(1), m14_s2=m14.stride(2), m14_s3=m14.stride(3), states105_ptr=states105, states105_s0=states105.stride(0), states105_s1=states105.stride(1), states105_s2=states105.stride(2), states105_s3=states105.stride(3), states105_s4=states105.stride(4), states105_s5=states105.stride(5), states106_ptr=states106, states106_s0=states106.stride(0), states106_s1=states106.stride(1), states106_s2=states106.stride(2), states106_s3=states106.stride(3), states106_s4=states106.stride(4), states106_s5=states106.stride(5), E_c0=2, E_c3=16, E_n0=4, E_n1=32, F_n0=_pow2(4), F_n1=_pow2(32), T_c0=T['c0'], T_c3=T['c3'])
    buf120 = torch.full([2, 4, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_8[(_cdiv(2, T['c0']),)](buf96_ptr=buf96, buf96_s0=buf96.stride(0), buf96_s1=buf96.stride(1), buf96_s2=buf96.stride(2), buf96_s3=buf96.stride(3), m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m9_ptr=m9, m9_s0=m9.stride(0), m9_s1=m9.stride(1), m9_s2=m9.stride(2), m9_s3=m9.stride(3), states105_ptr=states105, states105_s0=states105.stride(0), states105_s1=states105.stride(1), states105_s2=states105.stride(2), states105_s3=states105.stride(3), states105_s4=states105.stride(4), states105_s5=states105.stride(5), states106_ptr=states106, states106_s0=states106.stride(0), states106_s1=states106.stride(1), states106_s2=states106.stride(2), states106_s3=states106.stride(3), states106_s4=states106.stride(4), states106_s5=states106.stride(5), buf120_ptr=buf120, buf120_s0=buf120.stride(0), buf120_s1=buf120.stride(1), buf120_s2=buf120.stride(2), buf120_s3=buf120.stride(3), E_c0=2, E_c3=16, E_n0=4, E_n1=32, E_n2=16, F_n0=_pow2(4), F_n1=_pow2(32), F_n2=_pow2(16), T_c0=T['c0'], T_c3=T['c3'])
    return buf120


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
