"""attention_sinks [small], candidate 12: 4 kernel(s)

Rendered by EqiForge from candidate 12 of attention_sinks [small]: store(k.3[16]) ; store(k.3[16]) ; store(k.2[32]) loop(k.3[16]: pair(sum, sum), stored) ; grid(v.3@4) loop(k.3[16]: pair(sum, sum), stored) loop(k.2[32]: max) [1 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid v.3@4[16]
    c1: loop k.3[16]
    c2: loop k.2[32]

Run it on its own: `python kernels/f12.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/attention_sinks.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 8, "c1": 8, "c2": 16}


@triton.jit
def kernel_0(m14_ptr, m14_s0, m14_s1, m14_s2, m14_s3, m14_s4, m17_ptr, m17_s0, m17_s1, m17_s2, m17_s3, m17_s4, states23_ptr, states23_s0, states23_s1, states23_s2, states23_s3, states23_s4, states23_s5, states24_ptr, states24_s0, states24_s1, states24_s2, states24_s3, states24_s4, states24_s5, E_c1, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c1: tl.constexpr):
    # stores states23, states24: Collect over loop k.3[16]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    t16 = tl.load(m14_ptr + offs_n1[:, None, None, None, None] * m14_s0 + offs_n1[None, :, None, None, None] * m14_s1 + offs_n1[None, None, :, None, None] * m14_s2 + offs_n0[None, None, None, :, None] * m14_s3 + offs_c1[None, None, None, None, :] * m14_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None] & (offs_c1 < E_c1)[None, None, None, None, :], other=0).to(tl.float32)
    t20 = tl.load(m17_ptr + offs_n1[:, None, None, None, None] * m17_s0 + offs_n1[None, :, None, None, None] * m17_s1 + offs_c1[None, None, None, :, None] * m17_s3 + offs_n0[None, None, None, None, :] * m17_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_c1 < E_c1)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0).to(tl.float32)
    t21 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, None, :], t16, 0.0), 5) * tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, :, None], t20, 0.0), 3), axis=4)
    t22 = (t21) * (0.25)
    tl.store(states23_ptr + i_c1 * states23_s0 + tl.arange(0, F_n1)[:, None, None, None, None] * states23_s1 + tl.arange(0, F_n1)[None, :, None, None, None] * states23_s2 + tl.arange(0, F_n1)[None, None, :, None, None] * states23_s3 + tl.arange(0, F_n0)[None, None, None, :, None] * states23_s4 + tl.arange(0, F_n0)[None, None, None, None, :] * states23_s5 + tl.zeros([F_n1, F_n1, F_n1, F_n0, F_n0], tl.int32), t22)
    tl.store(states24_ptr + i_c1 * states24_s0 + tl.arange(0, F_n1)[:, None, None, None, None] * states24_s1 + tl.arange(0, F_n1)[None, :, None, None, None] * states24_s2 + tl.arange(0, F_n1)[None, None, :, None, None] * states24_s3 + tl.arange(0, F_n0)[None, None, None, :, None] * states24_s4 + tl.arange(0, F_n0)[None, None, None, None, :] * states24_s5 + tl.zeros([F_n1, F_n1, F_n1, F_n0, F_n0], tl.int32), t21)


@triton.jit
def kernel_1(m14_ptr, m14_s0, m14_s1, m14_s2, m14_s3, m14_s4, m17_ptr, m17_s0, m17_s1, m17_s2, m17_s3, m17_s4, states46_ptr, states46_s0, states46_s1, states46_s2, states46_s3, states46_s4, states46_s5, states46_s6, states47_ptr, states47_s0, states47_s1, states47_s2, states47_s3, states47_s4, states47_s5, states47_s6, E_c1, E_c2, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # stores states46, states47: Collect over loop k.3[16]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    t41 = tl.load(m14_ptr + offs_n1[:, None, None, None, None] * m14_s0 + offs_n1[None, :, None, None, None] * m14_s1 + offs_n1[None, None, :, None, None] * m14_s2 + offs_n0[None, None, None, :, None] * m14_s3 + offs_c1[None, None, None, None, :] * m14_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None] & (offs_c1 < E_c1)[None, None, None, None, :], other=0).to(tl.float32)
    t42 = tl.load(m17_ptr + offs_n1[:, None, None, None, None] * m17_s0 + offs_n1[None, :, None, None, None] * m17_s1 + offs_c1[None, None, None, :, None] * m17_s3 + offs_n0[None, None, None, None, :] * m17_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_c1 < E_c1)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0).to(tl.float32)
    t43 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, None, :], t41, 0.0), 5) * tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, :, None], t42, 0.0), 3), axis=4)
    t44 = tl.load(m17_ptr + offs_n1[:, None, None, None, None] * m17_s0 + offs_n1[None, :, None, None, None] * m17_s1 + offs_c1[None, None, None, :, None] * m17_s3 + offs_c2[None, None, None, None, :] * m17_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_c1 < E_c1)[None, None, None, :, None] & (offs_c2 < E_c2)[None, None, None, None, :], other=0).to(tl.float32)
    t45 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, None, :], t41, 0.0), 5) * tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, :, None], t44, 0.0), 3), axis=4)
    tl.store(states46_ptr + i_c2 * states46_s0 + i_c1 * states46_s1 + tl.arange(0, F_n1)[:, None, None, None, None] * states46_s2 + tl.arange(0, F_n1)[None, :, None, None, None] * states46_s3 + tl.arange(0, F_n1)[None, None, :, None, None] * states46_s4 + tl.arange(0, F_n0)[None, None, None, :, None] * states46_s5 + tl.arange(0, F_n0)[None, None, None, None, :] * states46_s6 + tl.zeros([F_n1, F_n1, F_n1, F_n0, F_n0], tl.int32), t43)
    tl.store(states47_ptr + i_c2 * states47_s0 + i_c1 * states47_s1 + tl.arange(0, F_n1)[:, None, None, None, None] * states47_s2 + tl.arange(0, F_n1)[None, :, None, None, None] * states47_s3 + tl.arange(0, F_n1)[None, None, :, None, None] * states47_s4 + tl.arange(0, F_n0)[None, None, None, :, None] * states47_s5 + tl.arange(0, T_c2)[None, None, None, None, :] * states47_s6 + tl.zeros([F_n1, F_n1, F_n1, F_n0, T_c2], tl.int32), t45)


@triton.jit
def kernel_2(m37_ptr, m37_s0, m37_s1, m37_s2, m37_s3, m37_s4, m7_ptr, m7_s0, m7_s1, m7_s2, m7_s3, m7_s4, states46_ptr, states46_s0, states46_s1, states46_s2, states46_s3, states46_s4, states46_s5, states46_s6, states47_ptr, states47_s0, states47_s1, states47_s2, states47_s3, states47_s4, states47_s5, states47_s6, m30_ptr, m30_s0, m30_s1, m30_s2, m30_s3, m30_s4, states56_ptr, states56_s0, states56_s1, states56_s2, states56_s3, states56_s4, states56_s5, E_c1, E_c2, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # stores states56: Collect over loop k.2[32]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t39 = tl.load(m37_ptr + offs_c2[None, None, None, None, :] * m37_s4, mask=(offs_c2 < E_c2)[None, None, None, None, :], other=0)
    t40 = tl.load(m7_ptr + offs_n0[None, None, None, :, None] * m7_s3 + offs_c2[None, None, None, None, :] * m7_s4, mask=(offs_n0 < E_n0)[None, None, None, :, None] & (offs_c2 < E_c2)[None, None, None, None, :], other=0)
    acc50 = tl.full([F_n1, F_n1, F_n1, F_n0, F_n0], 0.0, tl.float32)
    acc51 = tl.full([F_n1, F_n1, F_n1, F_n0, T_c2], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t48 = tl.load(states46_ptr + i_c2 * states46_s0 + i_c1 * states46_s1 + tl.arange(0, F_n1)[:, None, None, None, None] * states46_s2 + tl.arange(0, F_n1)[None, :, None, None, None] * states46_s3 + tl.arange(0, F_n1)[None, None, :, None, None] * states46_s4 + tl.arange(0, F_n0)[None, None, None, :, None] * states46_s5 + tl.arange(0, F_n0)[None, None, None, None, :] * states46_s6 + tl.zeros([F_n1, F_n1, F_n1, F_n0, F_n0], tl.int32))
        t49 = tl.load(states47_ptr + i_c2 * states47_s0 + i_c1 * states47_s1 + tl.arange(0, F_n1)[:, None, None, None, None] * states47_s2 + tl.arange(0, F_n1)[None, :, None, None, None] * states47_s3 + tl.arange(0, F_n1)[None, None, :, None, None] * states47_s4 + tl.arange(0, F_n0)[None, None, None, :, None] * states47_s5 + tl.arange(0, T_c2)[None, None, None, None, :] * states47_s6 + tl.zeros([F_n1, F_n1, F_n1, F_n0, T_c2], tl.int32))
        acc50 = acc50 + t48
        acc51 = acc51 + t49
    t52 = tl.where(t40, -float("inf"), acc51)
    t53 = tl.load(m30_ptr + offs_n0[None, None, None, :, None] * m30_s3 + offs_c2[None, None, None, None, :] * m30_s4, mask=(offs_n0 < E_n0)[None, None, None, :, None] & (offs_c2 < E_c2)[None, None, None, None, :], other=0)
    t54 = tl.where(t53, -float("inf"), t52)
    t55 = tl.where(t39, t52, t54)
    tl.store(states56_ptr + i_c2 * states56_s0 + tl.arange(0, F_n1)[:, None, None, None, None] * states56_s1 + tl.arange(0, F_n1)[None, :, None, None, None] * states56_s2 + tl.arange(0, F_n1)[None, None, :, None, None] * states56_s3 + tl.arange(0, F_n0)[None, None, None, :, None] * states56_s4 + tl.arange(0, T_c2)[None, None, None, None, :] * states56_s5 + tl.zeros([F_n1, F_n1, F_n1, F_n0, T_c2], tl.int32), t55)


@triton.jit
def kernel_3(m2_ptr, m2_s0, m2_s1, m2_s2, m2_s3, m2_s4, m7_ptr, m7_s0, m7_s1, m7_s2, m7_s3, m7_s4, states23_ptr, states23_s0, states23_s1, states23_s2, states23_s3, states23_s4, states23_s5, states24_ptr, states24_s0, states24_s1, states24_s2, states24_s3, states24_s4, states24_s5, m30_ptr, m30_s0, m30_s1, m30_s2, m30_s3, m30_s4, states56_ptr, states56_s0, states56_s1, states56_s2, states56_s3, states56_s4, states56_s5, m61_ptr, m61_s0, m61_s1, m61_s2, m61_s3, m61_s4, m72_ptr, m72_s0, m72_s1, m72_s2, m72_s3, m72_s4, buf76_ptr, buf76_s0, buf76_s1, buf76_s2, buf76_s3, buf76_s4, E_c0, E_c1, E_c2, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf76: Combine over grid v.3@4[16]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t6 = tl.load(m2_ptr + offs_n0[None, None, None, None, :] * m2_s4, mask=(offs_n0 < E_n0)[None, None, None, None, :], other=0)
    t13 = tl.load(m7_ptr + offs_n0[None, None, None, :, None] * m7_s3 + offs_n0[None, None, None, None, :] * m7_s4, mask=(offs_n0 < E_n0)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0)
    acc27 = tl.full([F_n1, F_n1, F_n1, F_n0, F_n0], 0.0, tl.float32)
    acc28 = tl.full([F_n1, F_n1, F_n1, F_n0, F_n0], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t25 = tl.load(states23_ptr + i_c1 * states23_s0 + tl.arange(0, F_n1)[:, None, None, None, None] * states23_s1 + tl.arange(0, F_n1)[None, :, None, None, None] * states23_s2 + tl.arange(0, F_n1)[None, None, :, None, None] * states23_s3 + tl.arange(0, F_n0)[None, None, None, :, None] * states23_s4 + tl.arange(0, F_n0)[None, None, None, None, :] * states23_s5 + tl.zeros([F_n1, F_n1, F_n1, F_n0, F_n0], tl.int32))
        t26 = tl.load(states24_ptr + i_c1 * states24_s0 + tl.arange(0, F_n1)[:, None, None, None, None] * states24_s1 + tl.arange(0, F_n1)[None, :, None, None, None] * states24_s2 + tl.arange(0, F_n1)[None, None, :, None, None] * states24_s3 + tl.arange(0, F_n0)[None, None, None, :, None] * states24_s4 + tl.arange(0, F_n0)[None, None, None, None, :] * states24_s5 + tl.zeros([F_n1, F_n1, F_n1, F_n0, F_n0], tl.int32))
        acc27 = acc27 + t25
        acc28 = acc28 + t26
    t29 = tl.where(t13, -float("inf"), acc27)
    t34 = tl.load(m30_ptr + offs_n0[None, None, None, :, None] * m30_s3 + offs_n0[None, None, None, None, :] * m30_s4, mask=(offs_n0 < E_n0)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0)
    t35 = tl.where(t34, -float("inf"), t29)
    t36 = tl.where(t6, t29, t35)
    acc59 = tl.full([F_n1, F_n1, F_n1, F_n0, 1], -float('inf'), tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t57 = tl.load(states56_ptr + i_c2 * states56_s0 + tl.arange(0, F_n1)[:, None, None, None, None] * states56_s1 + tl.arange(0, F_n1)[None, :, None, None, None] * states56_s2 + tl.arange(0, F_n1)[None, None, :, None, None] * states56_s3 + tl.arange(0, F_n0)[None, None, None, :, None] * states56_s4 + tl.arange(0, T_c2)[None, None, None, None, :] * states56_s5 + tl.zeros([F_n1, F_n1, F_n1, F_n0, T_c2], tl.int32))
        t58 = tl.max(tl.where((offs_c2 < E_c2)[None, None, None, None, :], t57, -float('inf')), axis=4, keep_dims=True)
        acc59 = tl.maximum(acc59, t58)
    t60 = (acc59) * (0.25)
    t63 = tl.load(m61_ptr + offs_n1[None, :, None, None, None] * m61_s1 + offs_n1[None, None, :, None, None] * m61_s2, mask=(offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None], other=0).to(tl.float32)
    t64 = tl.maximum(t60, t63)
    t65 = t36 - (t64)
    t66 = tl.exp(t65)
    t67 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, None, None, :], t66, 0.0), axis=4, keep_dims=True)
    t68 = t63 - (t64)
    t69 = tl.exp(t68)
    t70 = t67 + t69
    t71 = (t66) / (t70)
    t74 = tl.load(m72_ptr + offs_n1[:, None, None, None, None] * m72_s0 + offs_n1[None, :, None, None, None] * m72_s1 + offs_n0[None, None, None, :, None] * m72_s3 + offs_c0[None, None, None, None, :] * m72_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, None, :, None] & (offs_c0 < E_c0)[None, None, None, None, :], other=0).to(tl.float32)
    t75 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, None, None, :], t71, 0.0), 5) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, None, :, None], t74, 0.0), 3), axis=4)
    tl.store(buf76_ptr + offs_n1[:, None, None, None, None] * buf76_s0 + offs_n1[None, :, None, None, None] * buf76_s1 + offs_n1[None, None, :, None, None] * buf76_s2 + offs_n0[None, None, None, :, None] * buf76_s3 + offs_c0[None, None, None, None, :] * buf76_s4, t75, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None] & (offs_c0 < E_c0)[None, None, None, None, :])


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
    m4 = _iota([32], 0, device)
    m3 = m4.reshape([1, 1, 1, 1, 32])
    m5 = torch.tensor(2.0, dtype=torch.float32, device=device)
    m2 = _BINARY["Lt"](m3, m5)
    m9 = m4.reshape([1, 32])
    m12 = torch.tensor(0.0, dtype=torch.float32, device=device)
    m11 = _BINARY["Add"](m4, m12)
    m10 = m11.reshape([32, 1])
    m8 = _BINARY["Gt"](m9, m10)
    m7 = m8.reshape([1, 1, 1, 32, 32])
    m15 = inputs['q']
    m14 = m15.reshape([2, 2, 2, 32, 16])
    m19 = inputs['k']
    m18 = m19.reshape([2, 2, 1, 32, 16])
    m17 = m18.permute([0, 1, 2, 4, 3])
    states23 = torch.full([_cdiv(16, T['c1']), _pow2(2), _pow2(2), _pow2(2), _pow2(32), _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    states24 = torch.full([_cdiv(16, T['c1']), _pow2(2), _pow2(2), _pow2(2), _pow2(32), _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(16, T['c1']),)](m14_ptr=m14, m14_s0=m14.stride(0), m14_s1=m14.stride(1), m14_s2=m14.stride(2), m14_s3=m14.stride(3), m14_s4=m14.stride(4), m17_ptr=m17, m17_s0=m17.stride(0), m17_s1=m17.stride(1), m17_s2=m17.stride(2), m17_s3=m17.stride(3), m17_s4=m17.stride(4), states23_ptr=states23, states23_s0=states23.stride(0), states23_s1=states23.stride(1), states23_s2=states23.stride(2), states23_s3=states23.stride(3), states23_s4=states23.stride(4), states23_s5=states23.stride(5), states24_ptr=states24, states24_s0=states24.stride(0), states24_s1=states24.stride(1), states24_s2=states24.stride(2), states24_s3=states24.stride(3), states24_s4=states24.stride(4), states24_s5=states24.stride(5), E_c1=16, E_n0=32, E_n1=2, F_n0=_pow2(32), F_n1=_pow2(2), T_c1=T['c1'])
    m32 = _BINARY["Sub"](m10, m9)
    m33 = torch.tensor(8.0, dtype=torch.float32, device=device)
    m31 = _BINARY["Ge"](m32, m33)
    m30 = m31.reshape([1, 1, 1, 32, 32])
    m38 = _BINARY["Lt"](m4, m5)
    m37 = m38.reshape([1, 1, 1, 1, 32])
    states46 = torch.full([_cdiv(32, T['c2']), _cdiv(16, T['c1']), _pow2(2), _pow2(2), _pow2(2), _pow2(32), _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    states47 = torch.full([_cdiv(32, T['c2']), _cdiv(16, T['c1']), _pow2(2), _pow2(2), _pow2(2), _pow2(32), T['c2']], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(32, T['c2']) * _cdiv(16, T['c1']),)](m14_ptr=m14, m14_s0=m14.stride(0), m14_s1=m14.stride(1), m14_s2=m14.stride(2), m14_s3=m14.stride(3), m14_s4=m14.stride(4), m17_ptr=m17, m17_s0=m17.stride(0), m17_s1=m17.stride(1), m17_s2=m17.stride(2), m17_s3=m17.stride(3), m17_s4=m17.stride(4), states46_ptr=states46, states46_s0=states46.stride(0), states46_s1=states46.stride(1), states46_s2=states46.stride(2), states46_s3=states46.stride(3), states46_s4=states46.stride(4), states46_s5=states46.stride(5), states46_s6=states46.stride(6), states47_ptr=states47, states47_s0=states47.stride(0), states47_s1=states47.stride(1), states47_s2=states47.stride(2), states47_s3=states47.stride(3), states47_s4=states47.stride(4), states47_s5=states47.stride(5), states47_s6=states47.stride(6), E_c1=16, E_c2=32, E_n0=32, E_n1=2, F_n0=_pow2(32), F_n1=_pow2(2), T_c1=T['c1'], T_c2=T['c2'])
    states56 = torch.full([_cdiv(32, T['c2']), _pow2(2), _pow2(2), _pow2(2), _pow2(32), T['c2']], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(32, T['c2']),)](m37_ptr=m37, m37_s0=m37.stride(0), m37_s1=m37.stride(1), m37_s2=m37.stride(2), m37_s3=m37.stride(3), m37_s4=m37.stride(4), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), m7_s2=m7.stride(2), m7_s3=m7.stride(3), m7_s4=m7.stride(4), states46_ptr=states46, states46_s0=states46.stride(0), states46_s1=states46.stride(1), states46_s2=states46.stride(2), states46_s3=states46.stride(3), states46_s4=states46.stride(4), states46_s5=states46.stride(5), states46_s6=states46.stride(6), states47_ptr=states47, states47_s0=states47.stride(0), states47_s1=states47.stride(1), states47_s2=states47.stride(2), states47_s3=states47.stride(3), states47_s4=states47.stride(4), states47_s5=states47.stride(5), states47_s6=states47.stride(6), m30_ptr=m30, m30_s0=m30.stride(0), m30_s1=m30.stride(1), m30_s2=m30.stride(2), m30_s3=m30.stride(3), m30_s4=m30.stride(4), states56_ptr=states56, states56_s0=states56.stride(0), states56_s1=states56.stride(1), states56_s2=states56.stride(2), states56_s3=states56.stride(3), states56_s4=states56.stride(4), states56_s5=states56.stride(5), E_c1=16, E_c2=32, E_n0=32, E_n1=2, F_n0=_pow2(32), F_n1=_pow2(2), T_c1=T['c1'], T_c2=T['c2'])
    m62 = inputs['sinks']
    m61 = m62.reshape([1, 2, 2, 1, 1])
    m73 = inputs['v']
    m72 = m73.reshape([2, 2, 1, 32, 16])
    buf76 = torch.full([2, 2, 2, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(16, T['c0']),)](m2_ptr=m2, m2_s0=m2.stride(0), m2_s1=m2.stride(1), m2_s2=m2.stride(2), m2_s3=m2.stride(3), m2_s4=m2.stride(4), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), m7_s2=m7.stride(2), m7_s3=m7.stride(3), m7_s4=m7.stride(4), states23_ptr=states23, states23_s0=states23.stride(0), states23_s1=states23.stride(1), states23_s2=states23.stride(2), states23_s3=states23.stride(3), states23_s4=states23.stride(4), states23_s5=states23.stride(5), states24_ptr=states24, states24_s0=states24.stride(0), states24_s1=states24.stride(1), states24_s2=states24.stride(2), states24_s3=states24.stride(3), states24_s4=states24.stride(4), states24_s5=states24.stride(5), m30_ptr=m30, m30_s0=m30.stride(0), m30_s1=m30.stride(1), m30_s2=m30.stride(2), m30_s3=m30.stride(3), m30_s4=m30.stride(4), states56_ptr=states56, states56_s0=states56.stride(0), states56_s1=states56.stride(1), states56_s2=states56.stride(2), states56_s3=states56.stride(3), states56_s4=states56.stride(4), states56_s5=states56.stride(5), m61_ptr=m61, m61_s0=m61.stride(0), m61_s1=m61.stride(1), m61_s2=m61.stride(2), m61_s3=m61.stride(3), m61_s4=m61.stride(4), m72_ptr=m72, m72_s0=m72.stride(0), m72_s1=m72.stride(1), m72_s2=m72.stride(2), m72_s3=m72.stride(3), m72_s4=m72.stride(4), buf76_ptr=buf76, buf76_s0=buf76.stride(0), buf76_s1=buf76.stride(1), buf76_s2=buf76.stride(2), buf76_s3=buf76.stride(3), buf76_s4=buf76.stride(4), E_c0=16, E_c1=16, E_c2=32, E_n0=32, E_n1=2, F_n0=_pow2(32), F_n1=_pow2(2), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    m1 = buf76.reshape([2, 4, 32, 16])
    return m1


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
