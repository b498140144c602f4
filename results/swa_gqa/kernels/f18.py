"""swa_gqa [small], candidate 18: 5 kernel(s)

Rendered by EqiForge from candidate 18 of swa_gqa [small]: store(k.3[16]) ; grid(k.2@2) loop(k.3[16]: pair(sum, sum), stored) ; store(k.2[32]) ; grid() loop(k.2[32]: rescale, stored) ; grid() loop(k.2[32]: sum)
Coordinates (tile sizes are the T arguments of launch()):
    c0: loop k.2[32]
    c1: grid k.2@2[32]
    c2: loop k.3[16]

Run it on its own: `python kernels/f18.py` checks it once against PyTorch on random inputs.
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
def kernel_2(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m10_ptr, m10_s0, m10_s1, m10_s2, m10_s3, buf29_ptr, buf29_s0, buf29_s1, buf29_s2, buf29_s3, m39_ptr, m39_s0, m39_s1, m39_s2, m39_s3, states45_ptr, states45_s0, states45_s1, states45_s2, states45_s3, states45_s4, states46_ptr, states46_s0, states46_s1, states46_s2, states46_s3, states46_s4, E_c0, E_n0, E_n1, E_n2, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c0: tl.constexpr):
    # stores states45, states46: Collect over loop k.2[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n3 = tl.arange(0, F_n3)
    t9 = tl.load(m1_ptr + offs_n0[None, None, :, None] * m1_s2 + offs_c0[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[None, None, :, None] & (offs_c0 < E_c0)[None, None, None, :], other=0)
    t12 = tl.load(m10_ptr + offs_n0[None, None, :, None] * m10_s2 + offs_c0[None, None, None, :] * m10_s3, mask=(offs_n0 < E_n0)[None, None, :, None] & (offs_c0 < E_c0)[None, None, None, :], other=0)
    t30 = tl.load(buf29_ptr + offs_n1[:, None, None, None] * buf29_s0 + offs_n2[None, :, None, None] * buf29_s1 + offs_n0[None, None, :, None] * buf29_s2 + offs_c0[None, None, None, :] * buf29_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_c0 < E_c0)[None, None, None, :], other=0).to(tl.float32)
    t31 = tl.where(t12, -float("inf"), t30)
    t32 = tl.where(t9, -float("inf"), t31)
    t33 = tl.max(tl.where((offs_c0 < E_c0)[None, None, None, :], t32, -float('inf')), axis=3, keep_dims=True)
    t34 = -float("inf") - (t33)
    t35 = t30 - (t33)
    t36 = tl.where(t12, t34, t35)
    t37 = tl.where(t9, t34, t36)
    t38 = tl.exp(t37)
    t43 = tl.load(m39_ptr + offs_n1[:, None, None, None] * m39_s0 + offs_n2[None, :, None, None] * m39_s1 + offs_c0[None, None, :, None] * m39_s2 + offs_n3[None, None, None, :] * m39_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t44 = tl.sum(tl.expand_dims(tl.where((offs_c0 < E_c0)[None, None, None, :], t38, 0.0), 4) * tl.expand_dims(tl.where((offs_c0 < E_c0)[None, None, :, None], t43, 0.0), 2), axis=3)
    tl.store(states45_ptr + i_c0 * states45_s0 + tl.arange(0, F_n1)[:, None, None, None] * states45_s1 + tl.arange(0, F_n2)[None, :, None, None] * states45_s2 + tl.arange(0, F_n0)[None, None, :, None] * states45_s3 + tl.zeros([F_n1, F_n2, F_n0, 1], tl.int32), t33)
    tl.store(states46_ptr + i_c0 * states46_s0 + tl.arange(0, F_n1)[:, None, None, None] * states46_s1 + tl.arange(0, F_n2)[None, :, None, None] * states46_s2 + tl.arange(0, F_n0)[None, None, :, None] * states46_s3 + tl.arange(0, F_n3)[None, None, None, :] * states46_s4 + tl.zeros([F_n1, F_n2, F_n0, F_n3], tl.int32), t44)


@triton.jit
def kernel_3(states45_ptr, states45_s0, states45_s1, states45_s2, states45_s3, states45_s4, states46_ptr, states46_s0, states46_s1, states46_s2, states46_s3, states46_s4, buf54_ptr, buf54_s0, buf54_s1, buf54_s2, buf54_s3, buf55_ptr, buf55_s0, buf55_s1, buf55_s2, buf55_s3, E_c0, E_n0, E_n1, E_n2, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c0: tl.constexpr):
    # writes buf54, buf55: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n0 = tl.arange(0, F_n0)
    offs_n3 = tl.arange(0, F_n3)
    acc49 = tl.full([F_n1, F_n2, F_n0, 1], -float('inf'), tl.float32)
    acc50 = tl.full([F_n1, F_n2, F_n0, F_n3], 0.0, tl.float32)
    for i_c0 in range(0, tl.cdiv(E_c0, T_c0)):
        offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)

        t47 = tl.load(states45_ptr + i_c0 * states45_s0 + tl.arange(0, F_n1)[:, None, None, None] * states45_s1 + tl.arange(0, F_n2)[None, :, None, None] * states45_s2 + tl.arange(0, F_n0)[None, None, :, None] * states45_s3 + tl.zeros([F_n1, F_n2, F_n0, 1], tl.int32))
        t48 = tl.load(states46_ptr + i_c0 * states46_s0 + tl.arange(0, F_n1)[:, None, None, None] * states46_s1 + tl.arange(0, F_n2)[None, :, None, None] * states46_s2 + tl.arange(0, F_n0)[None, None, :, None] * states46_s3 + tl.arange(0, F_n3)[None, None, None, :] * states46_s4 + tl.zeros([F_n1, F_n2, F_n0, F_n3], tl.int32))
        m51 = tl.maximum(acc49, t47)
        r52 = tl.where(acc49 == -float("inf"), 0.0, tl.exp(acc49 - m51))
        r53 = tl.where(t47 == -float("inf"), 0.0, tl.exp(t47 - m51))
        acc50 = tl.where(acc49 == -float("inf"), 0.0, acc50 * r52) + tl.where(t47 == -float("inf"), 0.0, t48 * r53)
        acc49 = m51
    tl.store(buf54_ptr + offs_n1[:, None, None, None] * buf54_s0 + offs_n2[None, :, None, None] * buf54_s1 + offs_n0[None, None, :, None] * buf54_s2, acc49, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None])
    tl.store(buf55_ptr + offs_n1[:, None, None, None] * buf55_s0 + offs_n2[None, :, None, None] * buf55_s1 + offs_n0[None, None, :, None] * buf55_s2 + offs_n3[None, None, None, :] * buf55_s3, acc50, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :])


@triton.jit
def kernel_4(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, buf54_ptr, buf54_s0, buf54_s1, buf54_s2, buf54_s3, m10_ptr, m10_s0, m10_s1, m10_s2, m10_s3, buf29_ptr, buf29_s0, buf29_s1, buf29_s2, buf29_s3, m39_ptr, m39_s0, m39_s1, m39_s2, m39_s3, buf83_ptr, buf83_s0, buf83_s1, buf83_s2, buf83_s3, E_c0, E_n0, E_n1, E_n2, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c0: tl.constexpr):
    # writes buf83: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n3 = tl.arange(0, F_n3)
    t56 = tl.load(buf54_ptr + offs_n1[:, None, None, None] * buf54_s0 + offs_n2[None, :, None, None] * buf54_s1 + offs_n0[None, None, :, None] * buf54_s2, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None], other=0).to(tl.float32)
    t57 = -float("inf") - (t56)
    t58 = tl.exp(t57)
    t69 = tl.load(m1_ptr + offs_n0[None, None, :, None] * m1_s2 + offs_n0[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0)
    t70 = tl.load(m10_ptr + offs_n0[None, None, :, None] * m10_s2 + offs_n0[None, None, None, :] * m10_s3, mask=(offs_n0 < E_n0)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0)
    t71 = tl.load(buf29_ptr + offs_n1[:, None, None, None] * buf29_s0 + offs_n2[None, :, None, None] * buf29_s1 + offs_n0[None, None, :, None] * buf29_s2 + offs_n0[None, None, None, :] * buf29_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t72 = tl.where(t70, -float("inf"), t71)
    t73 = tl.where(t69, -float("inf"), t72)
    t74 = tl.exp(t73)
    t75 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, None, :], t74, 0.0), axis=3, keep_dims=True)
    t76 = tl.exp(t56)
    t77 = 1.0 / (t76)
    t78 = (t75) * (t77)
    acc82 = tl.full([F_n1, F_n2, F_n0, F_n3], 0.0, tl.float32)
    for i_c0 in range(0, tl.cdiv(E_c0, T_c0)):
        offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)

        t8 = tl.load(m1_ptr + offs_n0[None, None, :, None] * m1_s2 + offs_c0[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[None, None, :, None] & (offs_c0 < E_c0)[None, None, None, :], other=0)
        t59 = tl.load(m10_ptr + offs_n0[None, None, :, None] * m10_s2 + offs_c0[None, None, None, :] * m10_s3, mask=(offs_n0 < E_n0)[None, None, :, None] & (offs_c0 < E_c0)[None, None, None, :], other=0)
        t60 = tl.load(buf29_ptr + offs_n1[:, None, None, None] * buf29_s0 + offs_n2[None, :, None, None] * buf29_s1 + offs_n0[None, None, :, None] * buf29_s2 + offs_c0[None, None, None, :] * buf29_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_c0 < E_c0)[None, None, None, :], other=0).to(tl.float32)
        t61 = tl.max(tl.where((offs_c0 < E_c0)[None, None, None, :], t60, -float('inf')), axis=3, keep_dims=True)
        t62 = t60 - (t61)
        t63 = tl.exp(t62)
        t64 = t61 - (t56)
        t65 = tl.exp(t64)
        t66 = (t63) * (t65)
        t67 = tl.where(t59, t58, t66)
        t68 = tl.where(t8, t58, t67)
        t79 = (t68) / (t78)
        t80 = tl.load(m39_ptr + offs_n1[:, None, None, None] * m39_s0 + offs_n2[None, :, None, None] * m39_s1 + offs_c0[None, None, :, None] * m39_s2 + offs_n3[None, None, None, :] * m39_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
        t81 = tl.sum(tl.expand_dims(tl.where((offs_c0 < E_c0)[None, None, None, :], t79, 0.0), 4) * tl.expand_dims(tl.where((offs_c0 < E_c0)[None, None, :, None], t80, 0.0), 2), axis=3)
        acc82 = acc82 + t81
    tl.store(buf83_ptr + offs_n1[:, None, None, None] * buf83_s0 + offs_n2[None, :, None, None] * buf83_s1 + offs_n0[None, None, :, None] * buf83_s2 + offs_n3[None, None, None, :] * buf83_s3, acc82, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :])


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
    m42 = inputs['v']
    m41 = m42.reshape([2, 2, 1, 32, 16])
    m40 = m41.expand([2, 2, 2, 32, 16])
    m39 = m40.reshape([2, 4, 32, 16])
    states45 = torch.full([_cdiv(32, T['c0']), _pow2(2), _pow2(4), _pow2(32), 1], float("nan"), dtype=torch.float32, device=device)
    states46 = torch.full([_cdiv(32, T['c0']), _pow2(2), _pow2(4), _pow2(32), _pow2(16)], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(32, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m10_ptr=m10, m10_s0=m10.stride(0), m10_s1=m10.stride(1), m10_s2=m10.stride(2), m10_s3=m10.stride(3), buf29_ptr=buf29, buf29_s0=buf29.stride(0), buf29_s1=buf29.stride(1), buf29_s2=buf29.stride(2), buf29_s3=buf29.stride(3), m39_ptr=m39, m39_s0=m39.stride(0), m39_s1=m39.stride(1), m39_s2=m39.stride(2), m39_s3=m39.stride(3), states45_ptr=states45, states45_s0=states45.stride(0), states45_s1=states45.stride(1), states45_s2=states45.stride(2), states45_s3=states45.stride(3), states45_s4=states45.stride(4), states46_ptr=states46, states46_s0=states46.stride(0), states46_s1=states46.stride(1), states46_s2=states46.stride(2), states46_s3=states46.stride(3), states46_s4=states46.stride(4), E_c0=32, E_n0=32, E_n1=2, E_n2=4, E_n3=16, F_n0=_pow2(32), F_n1=_pow2(2), F_n2=_pow2(4), F_n3=_pow2(16), T_c0=T['c0'])
    buf54 = torch.full([2, 4, 32, 1], float("nan"), dtype=torch.float32, device=device)
    buf55 = torch.full([2, 4, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(1,)](states45_ptr=states45, states45_s0=states45.stride(0), states45_s1=states45.stride(1), states45_s2=states45.stride(2), states45_s3=states45.stride(3), states45_s4=states45.stride(4), states46_ptr=states46, states46_s0=states46.stride(0), states46_s1=states46.stride(1), states46_s2=states46.stride(2), states46_s3=states46.stride(3), states46_s4=states46.stride(4), buf54_ptr=buf54, buf54_s0=buf54.stride(0), buf54_s1=buf54.stride(1), buf54_s2=buf54.stride(2), buf54_s3=buf54.stride(3), buf55_ptr=buf55, buf55_s0=buf55.stride(0), buf55_s1=buf55.stride(1), buf55_s2=buf55.stride(2), buf55_s3=buf55.stride(3), E_c0=32, E_n0=32, E_n1=2, E_n2=4, E_n3=16, F_n0=_pow2(32), F_n1=_pow2(2), F_n2=_pow2(4), F_n3=_pow2(16), T_c0=T['c0'])
    buf83 = torch.full([2, 4, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(1,)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), buf54_ptr=buf54, buf54_s0=buf54.stride(0), buf54_s1=buf54.stride(1), buf54_s2=buf54.stride(2), buf54_s3=buf54.stride(3), m10_ptr=m10, m10_s0=m10.stride(0), m10_s1=m10.stride(1), m10_s2=m10.stride(2), m10_s3=m10.stride(3), buf29_ptr=buf29, buf29_s0=buf29.stride(0), buf29_s1=buf29.stride(1), buf29_s2=buf29.stride(2), buf29_s3=buf29.stride(3), m39_ptr=m39, m39_s0=m39.stride(0), m39_s1=m39.stride(1), m39_s2=m39.stride(2), m39_s3=m39.stride(3), buf83_ptr=buf83, buf83_s0=buf83.stride(0), buf83_s1=buf83.stride(1), buf83_s2=buf83.stride(2), buf83_s3=buf83.stride(3), E_c0=32, E_n0=32, E_n1=2, E_n2=4, E_n3=16, F_n0=_pow2(32), F_n1=_pow2(2), F_n2=_pow2(4), F_n3=_pow2(16), T_c0=T['c0'])
    return buf83


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
