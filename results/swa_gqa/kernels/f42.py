"""swa_gqa [small], candidate 42: 7 kernel(s)

Rendered by EqiForge from candidate 42 of swa_gqa [small]: store(k.3[16]) ; store(k.3[16]) ; grid(k.2@2) loop(k.3[16]: pair(sum, sum), stored) ; store(k.3[16]) ; grid(q.1@1) loop(k.3[16]: pair(sum, sum), stored) ; grid() loop(k.2[32]: pair(sum, sum)) {loop(k.3[16]: pair(sum, sum), stored)} ; grid(k.0@0)
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid k.0@0[2]
    c1: loop k.2[32]
    c2: loop k.3[16]
    c3: grid k.2@2[32]
    c4: grid q.1@1[4]

Run it on its own: `python kernels/f42.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/swa_gqa.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 1, "c1": 16, "c2": 8, "c3": 16, "c4": 2}


@triton.jit
def kernel_0(m13_ptr, m13_s0, m13_s1, m13_s2, m13_s3, m15_ptr, m15_s0, m15_s1, m15_s2, m15_s3, states24_ptr, states24_s0, states24_s1, states24_s2, states24_s3, states24_s4, states24_s5, states25_ptr, states25_s0, states25_s1, states25_s2, states25_s3, states25_s4, states25_s5, E_c1, E_c2, E_n0, E_n1, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n3: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # stores states24, states25: Collect over loop k.3[16]
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
    t14 = tl.load(m13_ptr + offs_n3[:, None, None, None] * m13_s0 + offs_n0[None, :, None, None] * m13_s1 + offs_n1[None, None, :, None] * m13_s2 + offs_c2[None, None, None, :] * m13_s3, mask=(offs_n3 < E_n3)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
    t20 = tl.load(m15_ptr + offs_n3[:, None, None, None] * m15_s0 + offs_n0[None, :, None, None] * m15_s1 + offs_c2[None, None, :, None] * m15_s2 + offs_n1[None, None, None, :] * m15_s3, mask=(offs_n3 < E_n3)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t21 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :], t14, 0.0), 4) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :, None], t20, 0.0), 2), axis=3)
    t22 = tl.load(m15_ptr + offs_n3[:, None, None, None] * m15_s0 + offs_n0[None, :, None, None] * m15_s1 + offs_c2[None, None, :, None] * m15_s2 + offs_c1[None, None, None, :] * m15_s3, mask=(offs_n3 < E_n3)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
    t23 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :], t14, 0.0), 4) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :, None], t22, 0.0), 2), axis=3)
    tl.store(states24_ptr + i_c1 * states24_s0 + i_c2 * states24_s1 + tl.arange(0, F_n3)[:, None, None, None] * states24_s2 + tl.arange(0, F_n0)[None, :, None, None] * states24_s3 + tl.arange(0, F_n1)[None, None, :, None] * states24_s4 + tl.arange(0, F_n1)[None, None, None, :] * states24_s5 + tl.zeros([F_n3, F_n0, F_n1, F_n1], tl.int32), t21)
    tl.store(states25_ptr + i_c1 * states25_s0 + i_c2 * states25_s1 + tl.arange(0, F_n3)[:, None, None, None] * states25_s2 + tl.arange(0, F_n0)[None, :, None, None] * states25_s3 + tl.arange(0, F_n1)[None, None, :, None] * states25_s4 + tl.arange(0, T_c1)[None, None, None, :] * states25_s5 + tl.zeros([F_n3, F_n0, F_n1, T_c1], tl.int32), t23)


@triton.jit
def kernel_1(m13_ptr, m13_s0, m13_s1, m13_s2, m13_s3, m15_ptr, m15_s0, m15_s1, m15_s2, m15_s3, states41_ptr, states41_s0, states41_s1, states41_s2, states41_s3, states41_s4, states41_s5, states42_ptr, states42_s0, states42_s1, states42_s2, states42_s3, states42_s4, states42_s5, E_c2, E_c3, E_n0, E_n1, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n3: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # stores states41, states42: Collect over loop k.3[16]
    pid = tl.program_id(0)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n3 = tl.arange(0, F_n3)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t37 = tl.load(m13_ptr + offs_n3[:, None, None, None] * m13_s0 + offs_n0[None, :, None, None] * m13_s1 + offs_c3[None, None, :, None] * m13_s2 + offs_c2[None, None, None, :] * m13_s3, mask=(offs_n3 < E_n3)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_c3 < E_c3)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
    t38 = tl.load(m15_ptr + offs_n3[:, None, None, None] * m15_s0 + offs_n0[None, :, None, None] * m15_s1 + offs_c2[None, None, :, None] * m15_s2 + offs_n1[None, None, None, :] * m15_s3, mask=(offs_n3 < E_n3)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t39 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :], t37, 0.0), 4) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :, None], t38, 0.0), 2), axis=3)
    t40 = (t39) * (0.25)
    tl.store(states41_ptr + i_c3 * states41_s0 + i_c2 * states41_s1 + tl.arange(0, F_n3)[:, None, None, None] * states41_s2 + tl.arange(0, F_n0)[None, :, None, None] * states41_s3 + tl.arange(0, T_c3)[None, None, :, None] * states41_s4 + tl.arange(0, F_n1)[None, None, None, :] * states41_s5 + tl.zeros([F_n3, F_n0, T_c3, F_n1], tl.int32), t39)
    tl.store(states42_ptr + i_c3 * states42_s0 + i_c2 * states42_s1 + tl.arange(0, F_n3)[:, None, None, None] * states42_s2 + tl.arange(0, F_n0)[None, :, None, None] * states42_s3 + tl.arange(0, T_c3)[None, None, :, None] * states42_s4 + tl.arange(0, F_n1)[None, None, None, :] * states42_s5 + tl.zeros([F_n3, F_n0, T_c3, F_n1], tl.int32), t40)


@triton.jit
def kernel_2(states41_ptr, states41_s0, states41_s1, states41_s2, states41_s3, states41_s4, states41_s5, states42_ptr, states42_s0, states42_s1, states42_s2, states42_s3, states42_s4, states42_s5, buf47_ptr, buf47_s0, buf47_s1, buf47_s2, buf47_s3, E_c2, E_c3, E_n0, E_n1, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n3: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # writes buf47: Combine over grid k.2@2[32]
    pid = tl.program_id(0)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    offs_one = tl.arange(0, 1)
    offs_n3 = tl.arange(0, F_n3)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    acc45 = tl.full([F_n3, F_n0, T_c3, F_n1], 0.0, tl.float32)
    acc46 = tl.full([F_n3, F_n0, T_c3, F_n1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t43 = tl.load(states41_ptr + i_c3 * states41_s0 + i_c2 * states41_s1 + tl.arange(0, F_n3)[:, None, None, None] * states41_s2 + tl.arange(0, F_n0)[None, :, None, None] * states41_s3 + tl.arange(0, T_c3)[None, None, :, None] * states41_s4 + tl.arange(0, F_n1)[None, None, None, :] * states41_s5 + tl.zeros([F_n3, F_n0, T_c3, F_n1], tl.int32))
        t44 = tl.load(states42_ptr + i_c3 * states42_s0 + i_c2 * states42_s1 + tl.arange(0, F_n3)[:, None, None, None] * states42_s2 + tl.arange(0, F_n0)[None, :, None, None] * states42_s3 + tl.arange(0, T_c3)[None, None, :, None] * states42_s4 + tl.arange(0, F_n1)[None, None, None, :] * states42_s5 + tl.zeros([F_n3, F_n0, T_c3, F_n1], tl.int32))
        acc45 = acc45 + t43
        acc46 = acc46 + t44
    tl.store(buf47_ptr + offs_n3[:, None, None, None] * buf47_s0 + offs_n0[None, :, None, None] * buf47_s1 + offs_c3[None, None, :, None] * buf47_s2 + offs_n1[None, None, None, :] * buf47_s3, acc45, mask=(offs_n3 < E_n3)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_c3 < E_c3)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :])


@triton.jit
def kernel_3(m13_ptr, m13_s0, m13_s1, m13_s2, m13_s3, m15_ptr, m15_s0, m15_s1, m15_s2, m15_s3, states70_ptr, states70_s0, states70_s1, states70_s2, states70_s3, states70_s4, states70_s5, states71_ptr, states71_s0, states71_s1, states71_s2, states71_s3, states71_s4, states71_s5, E_c2, E_c4, E_n1, E_n3, F_n1: tl.constexpr, F_n3: tl.constexpr, T_c2: tl.constexpr, T_c4: tl.constexpr):
    # stores states70, states71: Collect over loop k.3[16]
    pid = tl.program_id(0)
    i_c4 = pid % tl.cdiv(E_c4, T_c4)
    pid = pid // tl.cdiv(E_c4, T_c4)
    offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n3 = tl.arange(0, F_n3)
    offs_n1 = tl.arange(0, F_n1)
    t66 = tl.load(m13_ptr + offs_n3[:, None, None, None] * m13_s0 + offs_c4[None, :, None, None] * m13_s1 + offs_n1[None, None, :, None] * m13_s2 + offs_c2[None, None, None, :] * m13_s3, mask=(offs_n3 < E_n3)[:, None, None, None] & (offs_c4 < E_c4)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
    t67 = tl.load(m15_ptr + offs_n3[:, None, None, None] * m15_s0 + offs_c4[None, :, None, None] * m15_s1 + offs_c2[None, None, :, None] * m15_s2 + offs_n1[None, None, None, :] * m15_s3, mask=(offs_n3 < E_n3)[:, None, None, None] & (offs_c4 < E_c4)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t68 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :], t66, 0.0), 4) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :, None], t67, 0.0), 2), axis=3)
    t69 = (t68) * (0.25)
    tl.store(states70_ptr + i_c4 * states70_s0 + i_c2 * states70_s1 + tl.arange(0, F_n3)[:, None, None, None] * states70_s2 + tl.arange(0, T_c4)[None, :, None, None] * states70_s3 + tl.arange(0, F_n1)[None, None, :, None] * states70_s4 + tl.arange(0, F_n1)[None, None, None, :] * states70_s5 + tl.zeros([F_n3, T_c4, F_n1, F_n1], tl.int32), t68)
    tl.store(states71_ptr + i_c4 * states71_s0 + i_c2 * states71_s1 + tl.arange(0, F_n3)[:, None, None, None] * states71_s2 + tl.arange(0, T_c4)[None, :, None, None] * states71_s3 + tl.arange(0, F_n1)[None, None, :, None] * states71_s4 + tl.arange(0, F_n1)[None, None, None, :] * states71_s5 + tl.zeros([F_n3, T_c4, F_n1, F_n1], tl.int32), t69)


@triton.jit
def kernel_4(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m10_ptr, m10_s0, m10_s1, m10_s2, m10_s3, states70_ptr, states70_s0, states70_s1, states70_s2, states70_s3, states70_s4, states70_s5, states71_ptr, states71_s0, states71_s1, states71_s2, states71_s3, states71_s4, states71_s5, buf84_ptr, buf84_s0, buf84_s1, buf84_s2, buf84_s3, E_c2, E_c4, E_n1, E_n3, F_n1: tl.constexpr, F_n3: tl.constexpr, T_c2: tl.constexpr, T_c4: tl.constexpr):
    # writes buf84: Combine over grid q.1@1[4]
    pid = tl.program_id(0)
    i_c4 = pid % tl.cdiv(E_c4, T_c4)
    pid = pid // tl.cdiv(E_c4, T_c4)
    offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n3 = tl.arange(0, F_n3)
    t64 = tl.load(m1_ptr + offs_n1[None, None, :, None] * m1_s2 + offs_n1[None, None, None, :] * m1_s3, mask=(offs_n1 < E_n1)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0)
    t65 = tl.load(m10_ptr + offs_n1[None, None, :, None] * m10_s2 + offs_n1[None, None, None, :] * m10_s3, mask=(offs_n1 < E_n1)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0)
    acc74 = tl.full([F_n3, T_c4, F_n1, F_n1], 0.0, tl.float32)
    acc75 = tl.full([F_n3, T_c4, F_n1, F_n1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t72 = tl.load(states70_ptr + i_c4 * states70_s0 + i_c2 * states70_s1 + tl.arange(0, F_n3)[:, None, None, None] * states70_s2 + tl.arange(0, T_c4)[None, :, None, None] * states70_s3 + tl.arange(0, F_n1)[None, None, :, None] * states70_s4 + tl.arange(0, F_n1)[None, None, None, :] * states70_s5 + tl.zeros([F_n3, T_c4, F_n1, F_n1], tl.int32))
        t73 = tl.load(states71_ptr + i_c4 * states71_s0 + i_c2 * states71_s1 + tl.arange(0, F_n3)[:, None, None, None] * states71_s2 + tl.arange(0, T_c4)[None, :, None, None] * states71_s3 + tl.arange(0, F_n1)[None, None, :, None] * states71_s4 + tl.arange(0, F_n1)[None, None, None, :] * states71_s5 + tl.zeros([F_n3, T_c4, F_n1, F_n1], tl.int32))
        acc74 = acc74 + t72
        acc75 = acc75 + t73
    t76 = tl.where(t65, -float("inf"), acc75)
    t77 = tl.where(t64, -float("inf"), t76)
    t78 = tl.max(tl.where((offs_n1 < E_n1)[None, None, None, :], t77, -float('inf')), axis=3, keep_dims=True)
    t79 = tl.exp(t78)
    t80 = 1.0 / (t79)
    t81 = tl.exp(t77)
    t82 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t81, 0.0), axis=3, keep_dims=True)
    t83 = (t80) * (t82)
    tl.store(buf84_ptr + offs_n3[:, None, None, None] * buf84_s0 + offs_c4[None, :, None, None] * buf84_s1 + offs_n1[None, None, :, None] * buf84_s2, t83, mask=(offs_n3 < E_n3)[:, None, None, None] & (offs_c4 < E_c4)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None])


@triton.jit
def kernel_5(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m10_ptr, m10_s0, m10_s1, m10_s2, m10_s3, states24_ptr, states24_s0, states24_s1, states24_s2, states24_s3, states24_s4, states24_s5, states25_ptr, states25_s0, states25_s1, states25_s2, states25_s3, states25_s4, states25_s5, buf47_ptr, buf47_s0, buf47_s1, buf47_s2, buf47_s3, m58_ptr, m58_s0, m58_s1, m58_s2, m58_s3, buf84_ptr, buf84_s0, buf84_s1, buf84_s2, buf84_s3, buf90_ptr, buf90_s0, buf90_s1, buf90_s2, buf90_s3, buf91_ptr, buf91_s0, buf91_s1, buf91_s2, buf91_s3, E_c1, E_c2, E_n0, E_n1, E_n2, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf90, buf91: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n3 = tl.arange(0, F_n3)
    offs_n0 = tl.arange(0, F_n0)
    offs_n2 = tl.arange(0, F_n2)
    t9 = tl.load(m1_ptr + offs_n1[None, None, :, None] * m1_s2 + offs_n1[None, None, None, :] * m1_s3, mask=(offs_n1 < E_n1)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0)
    t12 = tl.load(m10_ptr + offs_n1[None, None, :, None] * m10_s2 + offs_n1[None, None, None, :] * m10_s3, mask=(offs_n1 < E_n1)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0)
    t85 = tl.load(buf84_ptr + offs_n3[:, None, None, None] * buf84_s0 + offs_n0[None, :, None, None] * buf84_s1 + offs_n1[None, None, :, None] * buf84_s2, mask=(offs_n3 < E_n3)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None], other=0).to(tl.float32)
    acc88 = tl.full([F_n3, F_n0, F_n1, F_n2], 0.0, tl.float32)
    acc89 = tl.full([F_n3, F_n0, F_n1, F_n2], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t8 = tl.load(m1_ptr + offs_n1[None, None, :, None] * m1_s2 + offs_c1[None, None, None, :] * m1_s3, mask=(offs_n1 < E_n1)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0)
        acc28 = tl.full([F_n3, F_n0, F_n1, F_n1], 0.0, tl.float32)
        acc29 = tl.full([F_n3, F_n0, F_n1, T_c1], 0.0, tl.float32)
        for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
            offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

            t26 = tl.load(states24_ptr + i_c1 * states24_s0 + i_c2 * states24_s1 + tl.arange(0, F_n3)[:, None, None, None] * states24_s2 + tl.arange(0, F_n0)[None, :, None, None] * states24_s3 + tl.arange(0, F_n1)[None, None, :, None] * states24_s4 + tl.arange(0, F_n1)[None, None, None, :] * states24_s5 + tl.zeros([F_n3, F_n0, F_n1, F_n1], tl.int32))
            t27 = tl.load(states25_ptr + i_c1 * states25_s0 + i_c2 * states25_s1 + tl.arange(0, F_n3)[:, None, None, None] * states25_s2 + tl.arange(0, F_n0)[None, :, None, None] * states25_s3 + tl.arange(0, F_n1)[None, None, :, None] * states25_s4 + tl.arange(0, T_c1)[None, None, None, :] * states25_s5 + tl.zeros([F_n3, F_n0, F_n1, T_c1], tl.int32))
            acc28 = acc28 + t26
            acc29 = acc29 + t27
        t30 = tl.where(t12, -float("inf"), acc28)
        t31 = tl.where(t9, -float("inf"), t30)
        t32 = tl.max(tl.where((offs_n1 < E_n1)[None, None, None, :], t31, -float('inf')), axis=3, keep_dims=True)
        t33 = (t32) * (0.25)
        t34 = -float("inf") - (t33)
        t35 = tl.exp(t34)
        t36 = tl.load(m10_ptr + offs_n1[None, None, :, None] * m10_s2 + offs_c1[None, None, None, :] * m10_s3, mask=(offs_n1 < E_n1)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0)
        t48 = tl.load(buf47_ptr + offs_n3[:, None, None, None] * buf47_s0 + offs_n0[None, :, None, None] * buf47_s1 + offs_n1[None, None, :, None] * buf47_s2 + offs_c1[None, None, None, :] * buf47_s3, mask=(offs_n3 < E_n3)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
        t49 = (t48) * (0.25)
        t50 = tl.max(tl.where((offs_c1 < E_c1)[None, None, None, :], t49, -float('inf')), axis=3, keep_dims=True)
        t51 = t49 - (t50)
        t52 = tl.exp(t51)
        t53 = t50 - (t33)
        t54 = tl.exp(t53)
        t55 = (t52) * (t54)
        t56 = tl.where(t36, t35, t55)
        t57 = tl.where(t8, t35, t56)
        t62 = tl.load(m58_ptr + offs_n3[:, None, None, None] * m58_s0 + offs_n0[None, :, None, None] * m58_s1 + offs_c1[None, None, :, None] * m58_s2 + offs_n2[None, None, None, :] * m58_s3, mask=(offs_n3 < E_n3)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
        t63 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, :], t57, 0.0), 4) * tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, :, None], t62, 0.0), 2), axis=3)
        t86 = (t57) / (t85)
        t87 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, :], t86, 0.0), 4) * tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, :, None], t62, 0.0), 2), axis=3)
        acc88 = acc88 + t63
        acc89 = acc89 + t87
    tl.store(buf90_ptr + offs_n3[:, None, None, None] * buf90_s0 + offs_n0[None, :, None, None] * buf90_s1 + offs_n1[None, None, :, None] * buf90_s2 + offs_n2[None, None, None, :] * buf90_s3, acc88, mask=(offs_n3 < E_n3)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :])
    tl.store(buf91_ptr + offs_n3[:, None, None, None] * buf91_s0 + offs_n0[None, :, None, None] * buf91_s1 + offs_n1[None, None, :, None] * buf91_s2 + offs_n2[None, None, None, :] * buf91_s3, acc89, mask=(offs_n3 < E_n3)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :])


@triton.jit
def kernel_6(buf90_ptr, buf90_s0, buf90_s1, buf90_s2, buf90_s3, buf84_ptr, buf84_s0, buf84_s1, buf84_s2, buf84_s3, buf95_ptr, buf95_s0, buf95_s1, buf95_s2, buf95_s3, E_c0, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr):
    # writes buf95: Combine over grid k.0@0[2]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t92 = tl.load(buf90_ptr + offs_c0[:, None, None, None] * buf90_s0 + offs_n0[None, :, None, None] * buf90_s1 + offs_n1[None, None, :, None] * buf90_s2 + offs_n2[None, None, None, :] * buf90_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t93 = tl.load(buf84_ptr + offs_c0[:, None, None, None] * buf84_s0 + offs_n0[None, :, None, None] * buf84_s1 + offs_n1[None, None, :, None] * buf84_s2, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None], other=0).to(tl.float32)
    t94 = (t92) / (t93)
    tl.store(buf95_ptr + offs_c0[:, None, None, None] * buf95_s0 + offs_n0[None, :, None, None] * buf95_s1 + offs_n1[None, None, :, None] * buf95_s2 + offs_n2[None, None, None, :] * buf95_s3, t94, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :])


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
    states24 = torch.full([_cdiv(32, T['c1']), _cdiv(16, T['c2']), _pow2(2), _pow2(4), _pow2(32), _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    states25 = torch.full([_cdiv(32, T['c1']), _cdiv(16, T['c2']), _pow2(2), _pow2(4), _pow2(32), T['c1']], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(32, T['c1']) * _cdiv(16, T['c2']),)](m13_ptr=m13, m13_s0=m13.stride(0), m13_s1=m13.stride(1), m13_s2=m13.stride(2), m13_s3=m13.stride(3), m15_ptr=m15, m15_s0=m15.stride(0), m15_s1=m15.stride(1), m15_s2=m15.stride(2), m15_s3=m15.stride(3), states24_ptr=states24, states24_s0=states24.stride(0), states24_s1=states24.stride(1), states24_s2=states24.stride(2), states24_s3=states24.stride(3), states24_s4=states24.stride(4), states24_s5=states24.stride(5), states25_ptr=states25, states25_s0=states25.stride(0), states25_s1=states25.stride(1), states25_s2=states25.stride(2), states25_s3=states25.stride(3), states25_s4=states25.stride(4), states25_s5=states25.stride(5), E_c1=32, E_c2=16, E_n0=4, E_n1=32, E_n3=2, F_n0=_pow2(4), F_n1=_pow2(32), F_n3=_pow2(2), T_c1=T['c1'], T_c2=T['c2'])
    states41 = torch.full([_cdiv(32, T['c3']), _cdiv(16, T['c2']), _pow2(2), _pow2(4), T['c3'], _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    states42 = torch.full([_cdiv(32, T['c3']), _cdiv(16, T['c2']), _pow2(2), _pow2(4), T['c3'], _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(32, T['c3']) * _cdiv(16, T['c2']),)](m13_ptr=m13, m13_s0=m13.stride(0), m13_s1=m13.stride(1), m13_s2=m13.stride(2), m13_s3=m13.stride(3), m15_ptr=m15, m15_s0=m15.stride(0), m15_s1=m15.stride(1), m15_s2=m15.stride(2), m15_s3=m15.stride(3), states41_ptr=states41, states41_s0=states41.stride(0), states41_s1=states41.stride(1), states41_s2=states41.stride(2), states41_s3=states41.stride(3), states41_s4=states41.stride(4), states41_s5=states41.stride(5), states42_ptr=states42, states42_s0=states42.stride(0), states42_s1=states42.stride(1), states42_s2=states42.stride(2), states42_s3=states42.stride(3), states42_s4=states42.stride(4), states42_s5=states42.stride(5), E_c2=16, E_c3=32, E_n0=4, E_n1=32, E_n3=2, F_n0=_pow2(4), F_n1=_pow2(32), F_n3=_pow2(2), T_c2=T['c2'], T_c3=T['c3'])
    buf47 = torch.full([2, 4, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(32, T['c3']),)](states41_ptr=states41, states41_s0=states41.stride(0), states41_s1=states41.stride(1), states41_s2=states41.stride(2), states41_s3=states41.stride(3), states41_s4=states41.stride(4), states41_s5=states41.stride(5), states42_ptr=states42, states42_s0=states42.stride(0), states42_s1=states42.stride(1), states42_s2=states42.stride(2), states42_s3=states42.stride(3), states42_s4=states42.stride(4), states42_s5=states42.stride(5), buf47_ptr=buf47, buf47_s0=buf47.stride(0), buf47_s1=buf47.stride(1), buf47_s2=buf47.stride(2), buf47_s3=buf47.stride(3), E_c2=16, E_c3=32, E_n0=4, E_n1=32, E_n3=2, F_n0=_pow2(4), F_n1=_pow2(32), F_n3=_pow2(2), T_c2=T['c2'], T_c3=T['c3'])
    m61 = inputs['v']
    m60 = m61.reshape([2, 2, 1, 32, 16])
    m59 = m60.expand([2, 2, 2, 32, 16])
    m58 = m59.reshape([2, 4, 32, 16])
    states70 = torch.full([_cdiv(4, T['c4']), _cdiv(16, T['c2']), _pow2(2), T['c4'], _pow2(32), _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    states71 = torch.full([_cdiv(4, T['c4']), _cdiv(16, T['c2']), _pow2(2), T['c4'], _pow2(32), _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(4, T['c4']) * _cdiv(16, T['c2']),)](m13_ptr=m13, m13_s0=m13.stride(0), m13_s1=m13.stride(1), m13_s2=m13.stride(2), m13_s3=m13.stride(3), m15_ptr=m15, m15_s0=m15.stride(0), m15_s1=m15.stride(1), m15_s2=m15.stride(2), m15_s3=m15.stride(3), states70_ptr=states70, states70_s0=states70.stride(0), states70_s1=states70.stride(1), states70_s2=states70.stride(2), states70_s3=states70.stride(3), states70_s4=states70.stride(4), states70_s5=states70.stride(5), states71_ptr=states71, states71_s0=states71.stride(0), states71_s1=states71.stride(1), states71_s2=states71.stride(2), states71_s3=states71.stride(3), states71_s4=states71.stride(4), states71_s5=states71.stride(5), E_c2=16, E_c4=4, E_n1=32, E_n3=2, F_n1=_pow2(32), F_n3=_pow2(2), T_c2=T['c2'], T_c4=T['c4'])
    buf84 = torch.full([2, 4, 32, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(_cdiv(4, T['c4']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m10_ptr=m10, m10_s0=m10.stride(0), m10_s1=m10.stride(1), m10_s2=m10.stride(2), m10_s3=m10.stride(3), states70_ptr=states70, states70_s0=states70.stride(0), states70_s1=states70.stride(1), states70_s2=states70.stride(2), states70_s3=states70.stride(3), states70_s4=states70.stride(4), states70_s5=states70.stride(5), states71_ptr=states71, states71_s0=states71.stride(0), states71_s1=states71.stride(1), states71_s2=states71.stride(2), states71_s3=states71.stride(3), states71_s4=states71.stride(4), states71_s5=states71.stride(5), buf84_ptr=buf84, buf84_s0=buf84.stride(0), buf84_s1=buf84.stride(1), buf84_s2=buf84.stride(2), buf84_s3=buf84.stride(3), E_c2=16, E_c4=4, E_n1=32, E_n3=2, F_n1=_pow2(32), F_n3=_pow2(2), T_c2=T['c2'], T_c4=T['c4'])
    buf90 = torch.full([2, 4, 32, 16], float("nan"), dtype=torch.float32, device=device)
    buf91 = torch.full([2, 4, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_5[(1,)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m10_ptr=m10, m10_s0=m10.stride(0), m10_s1=m10.stride(1), m10_s2=m10.stride(2), m10_s3=m10.stride(3), states24_ptr=states24, states24_s0=states24.stride(0), states24_s1=states24.stride(1), states24_s2=states24.stride(2), states24_s3=states24.stride(3), states24_s4=states24.stride(4), states24_s5=states24.stride(5), states25_ptr=states25, states25_s0=states25.stride(0), states25_s1=states25.stride(1), states25_s2=states25.stride(2), states25_s3=states25.stride(3), states25_s4=states25.stride(4), states25_s5=states25.stride(5), buf47_ptr=buf47, buf47_s0=buf47.stride(0), buf47_s1=buf47.stride(1), buf47_s2=buf47.stride(2), buf47_s3=buf47.stride(3), m58_ptr=m58, m58_s0=m58.stride(0), m58_s1=m58.stride(1), m58_s2=m58.stride(2), m58_s3=m58.stride(3), buf84_ptr=buf84, buf84_s0=buf84.stride(0), buf84_s1=buf84.stride(1), buf84_s2=buf84.stride(2), buf84_s3=buf84.stride(3), buf90_ptr=buf90, buf90_s0=buf90.stride(0), buf90_s1=buf90.stride(1), buf90_s2=buf90.stride(2), buf90_s3=buf90.stride(3), buf91_ptr=buf91, buf91_s0=buf91.stride(0), buf91_s1=buf91.stride(1), buf91_s2=buf91.stride(2), buf91_s3=buf91.stride(3), E_c1=32, E_c2=16, E_n0=4, E_n1=32, E_n2=16, E_n3=2, F_n0=_pow2(4), F_n1=_pow2(32), F_n2=_pow2(16), F_n3=_pow2(2), T_c1=T['c1'], T_c2=T['c2'])
    buf95 = torch.full([2, 4, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_6[(_cdiv(2, T['c0']),)](buf90_ptr=buf90, buf90_s0=buf90.stride(0), buf90_s1=buf90.stride(1), buf90_s2=buf90.stride(2), buf90_s3=buf90.stride(3), buf84_ptr=buf84, buf84_s0=buf84.stride(0), buf84_s1=buf84.stride(1), buf84_s2=buf84.stride(2), buf84_s3=buf84.stride(3), buf95_ptr=buf95, buf95_s0=buf95.stride(0), buf95_s1=buf95.stride(1), buf95_s2=buf95.stride(2), buf95_s3=buf95.stride(3), E_c0=2, E_n0=4, E_n1=32, E_n2=16, F_n0=_pow2(4), F_n1=_pow2(32), F_n2=_pow2(16), T_c0=T['c0'])
    return buf95


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
