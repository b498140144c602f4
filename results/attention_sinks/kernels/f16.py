"""attention_sinks [small], candidate 16: 5 kernel(s)

Rendered by EqiForge from candidate 16 of attention_sinks [small]: store(k.3[16]) ; grid() loop(k.3[16]: pair(sum, sum), stored) ; grid(k.2@3) ; grid(k.1@1) ; grid(k.2@3) loop(k.2[32]: max) [2 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid k.2@3[32]
    c1: loop k.3[16]
    c2: loop k.2[32]
    c3: grid k.1@1[2]

Run it on its own: `python kernels/f16.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/attention_sinks.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 16, "c1": 8, "c2": 16, "c3": 1}


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
    tl.store(states23_ptr + i_c1 * states23_s0 + tl.arange(0, F_n1)[:, None, None, None, None] * states23_s1 + tl.arange(0, F_n1)[None, :, None, None, None] * states23_s2 + tl.arange(0, F_n1)[None, None, :, None, None] * states23_s3 + tl.arange(0, F_n0)[None, None, None, :, None] * states23_s4 + tl.arange(0, F_n0)[None, None, None, None, :] * states23_s5 + tl.zeros([F_n1, F_n1, F_n1, F_n0, F_n0], tl.int32), t21)
    tl.store(states24_ptr + i_c1 * states24_s0 + tl.arange(0, F_n1)[:, None, None, None, None] * states24_s1 + tl.arange(0, F_n1)[None, :, None, None, None] * states24_s2 + tl.arange(0, F_n1)[None, None, :, None, None] * states24_s3 + tl.arange(0, F_n0)[None, None, None, :, None] * states24_s4 + tl.arange(0, F_n0)[None, None, None, None, :] * states24_s5 + tl.zeros([F_n1, F_n1, F_n1, F_n0, F_n0], tl.int32), t22)


@triton.jit
def kernel_1(states23_ptr, states23_s0, states23_s1, states23_s2, states23_s3, states23_s4, states23_s5, states24_ptr, states24_s0, states24_s1, states24_s2, states24_s3, states24_s4, states24_s5, buf29_ptr, buf29_s0, buf29_s1, buf29_s2, buf29_s3, buf29_s4, buf30_ptr, buf30_s0, buf30_s1, buf30_s2, buf30_s3, buf30_s4, E_c1, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c1: tl.constexpr):
    # writes buf29, buf30: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    acc27 = tl.full([F_n1, F_n1, F_n1, F_n0, F_n0], 0.0, tl.float32)
    acc28 = tl.full([F_n1, F_n1, F_n1, F_n0, F_n0], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t25 = tl.load(states23_ptr + i_c1 * states23_s0 + tl.arange(0, F_n1)[:, None, None, None, None] * states23_s1 + tl.arange(0, F_n1)[None, :, None, None, None] * states23_s2 + tl.arange(0, F_n1)[None, None, :, None, None] * states23_s3 + tl.arange(0, F_n0)[None, None, None, :, None] * states23_s4 + tl.arange(0, F_n0)[None, None, None, None, :] * states23_s5 + tl.zeros([F_n1, F_n1, F_n1, F_n0, F_n0], tl.int32))
        t26 = tl.load(states24_ptr + i_c1 * states24_s0 + tl.arange(0, F_n1)[:, None, None, None, None] * states24_s1 + tl.arange(0, F_n1)[None, :, None, None, None] * states24_s2 + tl.arange(0, F_n1)[None, None, :, None, None] * states24_s3 + tl.arange(0, F_n0)[None, None, None, :, None] * states24_s4 + tl.arange(0, F_n0)[None, None, None, None, :] * states24_s5 + tl.zeros([F_n1, F_n1, F_n1, F_n0, F_n0], tl.int32))
        acc27 = acc27 + t25
        acc28 = acc28 + t26
    tl.store(buf29_ptr + offs_n1[:, None, None, None, None] * buf29_s0 + offs_n1[None, :, None, None, None] * buf29_s1 + offs_n1[None, None, :, None, None] * buf29_s2 + offs_n0[None, None, None, :, None] * buf29_s3 + offs_n0[None, None, None, None, :] * buf29_s4, acc27, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :])
    tl.store(buf30_ptr + offs_n1[:, None, None, None, None] * buf30_s0 + offs_n1[None, :, None, None, None] * buf30_s1 + offs_n1[None, None, :, None, None] * buf30_s2 + offs_n0[None, None, None, :, None] * buf30_s3 + offs_n0[None, None, None, None, :] * buf30_s4, acc28, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :])


@triton.jit
def kernel_2(buf29_ptr, buf29_s0, buf29_s1, buf29_s2, buf29_s3, buf29_s4, buf33_ptr, buf33_s0, buf33_s1, buf33_s2, buf33_s3, buf33_s4, E_c0, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr):
    # writes buf33: Combine over grid k.2@3[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    t31 = tl.load(buf29_ptr + offs_n1[:, None, None, None, None] * buf29_s0 + offs_n1[None, :, None, None, None] * buf29_s1 + offs_n1[None, None, :, None, None] * buf29_s2 + offs_c0[None, None, None, :, None] * buf29_s3 + offs_n0[None, None, None, None, :] * buf29_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_c0 < E_c0)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0).to(tl.float32)
    t32 = (t31) * (0.25)
    tl.store(buf33_ptr + offs_n1[:, None, None, None, None] * buf33_s0 + offs_n1[None, :, None, None, None] * buf33_s1 + offs_n1[None, None, :, None, None] * buf33_s2 + offs_c0[None, None, None, :, None] * buf33_s3 + offs_n0[None, None, None, None, :] * buf33_s4, t32, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_c0 < E_c0)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :])


@triton.jit
def kernel_3(m2_ptr, m2_s0, m2_s1, m2_s2, m2_s3, m2_s4, m7_ptr, m7_s0, m7_s1, m7_s2, m7_s3, m7_s4, buf29_ptr, buf29_s0, buf29_s1, buf29_s2, buf29_s3, buf29_s4, m36_ptr, m36_s0, m36_s1, m36_s2, m36_s3, m36_s4, buf79_ptr, buf79_s0, buf79_s1, buf79_s2, buf79_s3, buf79_s4, E_c3, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c3: tl.constexpr):
    # writes buf79: Combine over grid k.1@1[2]
    pid = tl.program_id(0)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t69 = tl.load(m2_ptr + offs_n0[None, None, None, None, :] * m2_s4, mask=(offs_n0 < E_n0)[None, None, None, None, :], other=0)
    t70 = tl.load(m7_ptr + offs_n0[None, None, None, :, None] * m7_s3 + offs_n0[None, None, None, None, :] * m7_s4, mask=(offs_n0 < E_n0)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0)
    t71 = tl.load(buf29_ptr + offs_n1[:, None, None, None, None] * buf29_s0 + offs_c3[None, :, None, None, None] * buf29_s1 + offs_n1[None, None, :, None, None] * buf29_s2 + offs_n0[None, None, None, :, None] * buf29_s3 + offs_n0[None, None, None, None, :] * buf29_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_c3 < E_c3)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0).to(tl.float32)
    t72 = tl.where(t70, -float("inf"), t71)
    t73 = tl.load(m36_ptr + offs_n0[None, None, None, :, None] * m36_s3 + offs_n0[None, None, None, None, :] * m36_s4, mask=(offs_n0 < E_n0)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0)
    t74 = tl.where(t73, -float("inf"), t72)
    t75 = tl.where(t69, t72, t74)
    t76 = (t75) * (0.25)
    t77 = tl.exp(t76)
    t78 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, None, None, :], t77, 0.0), axis=4, keep_dims=True)
    tl.store(buf79_ptr + offs_n1[:, None, None, None, None] * buf79_s0 + offs_c3[None, :, None, None, None] * buf79_s1 + offs_n1[None, None, :, None, None] * buf79_s2 + offs_n0[None, None, None, :, None] * buf79_s3, t78, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_c3 < E_c3)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None])


@triton.jit
def kernel_4(m2_ptr, m2_s0, m2_s1, m2_s2, m2_s3, m2_s4, m7_ptr, m7_s0, m7_s1, m7_s2, m7_s3, m7_s4, buf33_ptr, buf33_s0, buf33_s1, buf33_s2, buf33_s3, buf33_s4, m36_ptr, m36_s0, m36_s1, m36_s2, m36_s3, m36_s4, m44_ptr, m44_s0, m44_s1, m44_s2, m44_s3, m44_s4, m48_ptr, m48_s0, m48_s1, m48_s2, m48_s3, m48_s4, m14_ptr, m14_s0, m14_s1, m14_s2, m14_s3, m14_s4, m17_ptr, m17_s0, m17_s1, m17_s2, m17_s3, m17_s4, m62_ptr, m62_s0, m62_s1, m62_s2, m62_s3, m62_s4, buf79_ptr, buf79_s0, buf79_s1, buf79_s2, buf79_s3, buf79_s4, buf87_ptr, buf87_s0, buf87_s1, buf87_s2, buf87_s3, buf87_s4, E_c0, E_c2, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # writes buf87: Combine over grid k.2@3[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t6 = tl.load(m2_ptr + offs_n0[None, None, None, None, :] * m2_s4, mask=(offs_n0 < E_n0)[None, None, None, None, :], other=0)
    t13 = tl.load(m7_ptr + offs_c0[None, None, None, :, None] * m7_s3 + offs_n0[None, None, None, None, :] * m7_s4, mask=(offs_c0 < E_c0)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0)
    t34 = tl.load(buf33_ptr + offs_n1[:, None, None, None, None] * buf33_s0 + offs_n1[None, :, None, None, None] * buf33_s1 + offs_n1[None, None, :, None, None] * buf33_s2 + offs_c0[None, None, None, :, None] * buf33_s3 + offs_n0[None, None, None, None, :] * buf33_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_c0 < E_c0)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0).to(tl.float32)
    t35 = tl.where(t13, -float("inf"), t34)
    t40 = tl.load(m36_ptr + offs_c0[None, None, None, :, None] * m36_s3 + offs_n0[None, None, None, None, :] * m36_s4, mask=(offs_c0 < E_c0)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0)
    t41 = tl.where(t40, -float("inf"), t35)
    t42 = tl.where(t6, t35, t41)
    t43 = tl.exp(t42)
    t46 = tl.load(m44_ptr + offs_n1[:, None, None, None, None] * m44_s0 + offs_n1[None, :, None, None, None] * m44_s1 + offs_n0[None, None, None, :, None] * m44_s3 + offs_n2[None, None, None, None, :] * m44_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :], other=0).to(tl.float32)
    t47 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, None, None, :], t43, 0.0), 5) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, None, :, None], t46, 0.0), 3), axis=4)
    t52 = tl.load(m14_ptr + offs_n1[:, None, None, None, None] * m14_s0 + offs_n1[None, :, None, None, None] * m14_s1 + offs_n1[None, None, :, None, None] * m14_s2 + offs_c0[None, None, None, :, None] * m14_s3 + offs_n2[None, None, None, None, :] * m14_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_c0 < E_c0)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :], other=0).to(tl.float32)
    acc60 = tl.full([F_n1, F_n1, F_n1, T_c0, 1], -float('inf'), tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t50 = tl.load(m48_ptr + offs_c2[None, None, None, None, :] * m48_s4, mask=(offs_c2 < E_c2)[None, None, None, None, :], other=0)
        t51 = tl.load(m7_ptr + offs_c0[None, None, None, :, None] * m7_s3 + offs_c2[None, None, None, None, :] * m7_s4, mask=(offs_c0 < E_c0)[None, None, None, :, None] & (offs_c2 < E_c2)[None, None, None, None, :], other=0)
        t53 = tl.load(m17_ptr + offs_n1[:, None, None, None, None] * m17_s0 + offs_n1[None, :, None, None, None] * m17_s1 + offs_n2[None, None, None, :, None] * m17_s3 + offs_c2[None, None, None, None, :] * m17_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n2 < E_n2)[None, None, None, :, None] & (offs_c2 < E_c2)[None, None, None, None, :], other=0).to(tl.float32)
        t54 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, None, :], t52, 0.0), 5) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :, None], t53, 0.0), 3), axis=4)
        t55 = tl.where(t51, -float("inf"), t54)
        t56 = tl.load(m36_ptr + offs_c0[None, None, None, :, None] * m36_s3 + offs_c2[None, None, None, None, :] * m36_s4, mask=(offs_c0 < E_c0)[None, None, None, :, None] & (offs_c2 < E_c2)[None, None, None, None, :], other=0)
        t57 = tl.where(t56, -float("inf"), t55)
        t58 = tl.where(t50, t55, t57)
        t59 = tl.max(tl.where((offs_c2 < E_c2)[None, None, None, None, :], t58, -float('inf')), axis=4, keep_dims=True)
        acc60 = tl.maximum(acc60, t59)
    t61 = (acc60) * (0.25)
    t64 = tl.load(m62_ptr + offs_n1[None, :, None, None, None] * m62_s1 + offs_n1[None, None, :, None, None] * m62_s2, mask=(offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None], other=0).to(tl.float32)
    t65 = tl.maximum(t61, t64)
    t66 = tl.exp(t65)
    t67 = 1.0 / (t66)
    t68 = (t47) * (t67)
    t80 = tl.load(buf79_ptr + offs_n1[:, None, None, None, None] * buf79_s0 + offs_n1[None, :, None, None, None] * buf79_s1 + offs_n1[None, None, :, None, None] * buf79_s2 + offs_c0[None, None, None, :, None] * buf79_s3, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_c0 < E_c0)[None, None, None, :, None], other=0).to(tl.float32)
    t81 = (t80) * (t67)
    t82 = t64 - (t65)
    t83 = tl.exp(t82)
    t84 = t81 + t83
    t85 = 1.0 / (t84)
    t86 = (t68) * (t85)
    tl.store(buf87_ptr + offs_n1[:, None, None, None, None] * buf87_s0 + offs_n1[None, :, None, None, None] * buf87_s1 + offs_n1[None, None, :, None, None] * buf87_s2 + offs_c0[None, None, None, :, None] * buf87_s3 + offs_n2[None, None, None, None, :] * buf87_s4, t86, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_c0 < E_c0)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :])


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
    buf29 = torch.full([2, 2, 2, 32, 32], float("nan"), dtype=torch.float32, device=device)
    buf30 = torch.full([2, 2, 2, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(1,)](states23_ptr=states23, states23_s0=states23.stride(0), states23_s1=states23.stride(1), states23_s2=states23.stride(2), states23_s3=states23.stride(3), states23_s4=states23.stride(4), states23_s5=states23.stride(5), states24_ptr=states24, states24_s0=states24.stride(0), states24_s1=states24.stride(1), states24_s2=states24.stride(2), states24_s3=states24.stride(3), states24_s4=states24.stride(4), states24_s5=states24.stride(5), buf29_ptr=buf29, buf29_s0=buf29.stride(0), buf29_s1=buf29.stride(1), buf29_s2=buf29.stride(2), buf29_s3=buf29.stride(3), buf29_s4=buf29.stride(4), buf30_ptr=buf30, buf30_s0=buf30.stride(0), buf30_s1=buf30.stride(1), buf30_s2=buf30.stride(2), buf30_s3=buf30.stride(3), buf30_s4=buf30.stride(4), E_c1=16, E_n0=32, E_n1=2, F_n0=_pow2(32), F_n1=_pow2(2), T_c1=T['c1'])
    buf33 = torch.full([2, 2, 2, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(32, T['c0']),)](buf29_ptr=buf29, buf29_s0=buf29.stride(0), buf29_s1=buf29.stride(1), buf29_s2=buf29.stride(2), buf29_s3=buf29.stride(3), buf29_s4=buf29.stride(4), buf33_ptr=buf33, buf33_s0=buf33.stride(0), buf33_s1=buf33.stride(1), buf33_s2=buf33.stride(2), buf33_s3=buf33.stride(3), buf33_s4=buf33.stride(4), E_c0=32, E_n0=32, E_n1=2, F_n0=_pow2(32), F_n1=_pow2(2), T_c0=T['c0'])
    m38 = _BINARY["Sub"](m10, m9)
    m39 = torch.tensor(8.0, dtype=torch.float32, device=device)
    m37 = _BINARY["Ge"](m38, m39)
    m36 = m37.reshape([1, 1, 1, 32, 32])
    m45 = inputs['v']
    m44 = m45.reshape([2, 2, 1, 32, 16])
    m49 = _BINARY["Lt"](m4, m5)
    m48 = m49.reshape([1, 1, 1, 1, 32])
    m63 = inputs['sinks']
    m62 = m63.reshape([1, 2, 2, 1, 1])
    buf79 = torch.full([2, 2, 2, 32, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(2, T['c3']),)](m2_ptr=m2, m2_s0=m2.stride(0), m2_s1=m2.stride(1), m2_s2=m2.stride(2), m2_s3=m2.stride(3), m2_s4=m2.stride(4), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), m7_s2=m7.stride(2), m7_s3=m7.stride(3), m7_s4=m7.stride(4), buf29_ptr=buf29, buf29_s0=buf29.stride(0), buf29_s1=buf29.stride(1), buf29_s2=buf29.stride(2), buf29_s3=buf29.stride(3), buf29_s4=buf29.stride(4), m36_ptr=m36, m36_s0=m36.stride(0), m36_s1=m36.stride(1), m36_s2=m36.stride(2), m36_s3=m36.stride(3), m36_s4=m36.stride(4), buf79_ptr=buf79, buf79_s0=buf79.stride(0), buf79_s1=buf79.stride(1), buf79_s2=buf79.stride(2), buf79_s3=buf79.stride(3), buf79_s4=buf79.stride(4), E_c3=2, E_n0=32, E_n1=2, F_n0=_pow2(32), F_n1=_pow2(2), T_c3=T['c3'])
    buf87 = torch.full([2, 2, 2, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(_cdiv(32, T['c0']),)](m2_ptr=m2, m2_s0=m2.stride(0), m2_s1=m2.stride(1), m2_s2=m2.stride(2), m2_s3=m2.stride(3), m2_s4=m2.stride(4), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), m7_s2=m7.stride(2), m7_s3=m7.stride(3), m7_s4=m7.stride(4), buf33_ptr=buf33, buf33_s0=buf33.stride(0), buf33_s1=buf33.stride(1), buf33_s2=buf33.stride(2), buf33_s3=buf33.stride(3), buf33_s4=buf33.stride(4), m36_ptr=m36, m36_s0=m36.stride(0), m36_s1=m36.stride(1), m36_s2=m36.stride(2), m36_s3=m36.stride(3), m36_s4=m36.stride(4), m44_ptr=m44, m44_s0=m44.stride(0), m44_s1=m44.stride(1), m44_s2=m44.stride(2), m44_s3=m44.stride(3), m44_s4=m44.stride(4), m48_ptr=m48, m48_s0=m48.stride(0), m48_s1=m48.stride(1), m48_s2=m48.stride(2), m48_s3=m48.stride(3), m48_s4=m48.stride(4), m14_ptr=m14, m14_s0=m14.stride(0), m14_s1=m14.stride(1), m14_s2=m14.stride(2), m14_s3=m14.stride(3), m14_s4=m14.stride(4), m17_ptr=m17, m17_s0=m17.stride(0), m17_s1=m17.stride(1), m17_s2=m17.stride(2), m17_s3=m17.stride(3), m17_s4=m17.stride(4), m62_ptr=m62, m62_s0=m62.stride(0), m62_s1=m62.stride(1), m62_s2=m62.stride(2), m62_s3=m62.stride(3), m62_s4=m62.stride(4), buf79_ptr=buf79, buf79_s0=buf79.stride(0), buf79_s1=buf79.stride(1), buf79_s2=buf79.stride(2), buf79_s3=buf79.stride(3), buf79_s4=buf79.stride(4), buf87_ptr=buf87, buf87_s0=buf87.stride(0), buf87_s1=buf87.stride(1), buf87_s2=buf87.stride(2), buf87_s3=buf87.stride(3), buf87_s4=buf87.stride(4), E_c0=32, E_c2=32, E_n0=32, E_n1=2, E_n2=16, F_n0=_pow2(32), F_n1=_pow2(2), F_n2=_pow2(16), T_c0=T['c0'], T_c2=T['c2'])
    m1 = buf87.reshape([2, 4, 32, 16])
    return m1


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
