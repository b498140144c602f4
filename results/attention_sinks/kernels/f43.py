"""attention_sinks [small], candidate 43: 8 kernel(s)

Rendered by EqiForge from candidate 43 of attention_sinks [small]: store(k.3[16]) ; grid() loop(k.3[16]: pair(sum, sum), stored) ; grid(k.2@3) ; grid() loop(k.2[32]: rescale) ; grid() loop(k.2[32]: rescale) ; grid(k.0@0) ; grid(k.1@1) ; grid(k.1@1) [1 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid k.1@1[2]
    c1: grid k.2@3[32]
    c2: loop k.3[16]
    c3: loop k.2[32]
    c4: grid k.0@0[2]

Run it on its own: `python kernels/f43.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/attention_sinks.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 1, "c1": 16, "c2": 8, "c3": 16, "c4": 1}


@triton.jit
def kernel_0(m14_ptr, m14_s0, m14_s1, m14_s2, m14_s3, m14_s4, m17_ptr, m17_s0, m17_s1, m17_s2, m17_s3, m17_s4, states23_ptr, states23_s0, states23_s1, states23_s2, states23_s3, states23_s4, states23_s5, states24_ptr, states24_s0, states24_s1, states24_s2, states24_s3, states24_s4, states24_s5, E_c2, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c2: tl.constexpr):
    # stores states23, states24: Collect over loop k.3[16]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    t16 = tl.load(m14_ptr + offs_n1[:, None, None, None, None] * m14_s0 + offs_n1[None, :, None, None, None] * m14_s1 + offs_n1[None, None, :, None, None] * m14_s2 + offs_n0[None, None, None, :, None] * m14_s3 + offs_c2[None, None, None, None, :] * m14_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None] & (offs_c2 < E_c2)[None, None, None, None, :], other=0).to(tl.float32)
    t20 = tl.load(m17_ptr + offs_n1[:, None, None, None, None] * m17_s0 + offs_n1[None, :, None, None, None] * m17_s1 + offs_c2[None, None, None, :, None] * m17_s3 + offs_n0[None, None, None, None, :] * m17_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_c2 < E_c2)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0).to(tl.float32)
    t21 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, None, :], t16, 0.0), 5) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :, None], t20, 0.0), 3), axis=4)
    t22 = (t21) * (0.25)
    tl.store(states23_ptr + i_c2 * states23_s0 + tl.arange(0, F_n1)[:, None, None, None, None] * states23_s1 + tl.arange(0, F_n1)[None, :, None, None, None] * states23_s2 + tl.arange(0, F_n1)[None, None, :, None, None] * states23_s3 + tl.arange(0, F_n0)[None, None, None, :, None] * states23_s4 + tl.arange(0, F_n0)[None, None, None, None, :] * states23_s5 + tl.zeros([F_n1, F_n1, F_n1, F_n0, F_n0], tl.int32), t21)
    tl.store(states24_ptr + i_c2 * states24_s0 + tl.arange(0, F_n1)[:, None, None, None, None] * states24_s1 + tl.arange(0, F_n1)[None, :, None, None, None] * states24_s2 + tl.arange(0, F_n1)[None, None, :, None, None] * states24_s3 + tl.arange(0, F_n0)[None, None, None, :, None] * states24_s4 + tl.arange(0, F_n0)[None, None, None, None, :] * states24_s5 + tl.zeros([F_n1, F_n1, F_n1, F_n0, F_n0], tl.int32), t22)


@triton.jit
def kernel_1(states23_ptr, states23_s0, states23_s1, states23_s2, states23_s3, states23_s4, states23_s5, states24_ptr, states24_s0, states24_s1, states24_s2, states24_s3, states24_s4, states24_s5, buf29_ptr, buf29_s0, buf29_s1, buf29_s2, buf29_s3, buf29_s4, buf30_ptr, buf30_s0, buf30_s1, buf30_s2, buf30_s3, buf30_s4, E_c2, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf29, buf30: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    acc27 = tl.full([F_n1, F_n1, F_n1, F_n0, F_n0], 0.0, tl.float32)
    acc28 = tl.full([F_n1, F_n1, F_n1, F_n0, F_n0], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t25 = tl.load(states23_ptr + i_c2 * states23_s0 + tl.arange(0, F_n1)[:, None, None, None, None] * states23_s1 + tl.arange(0, F_n1)[None, :, None, None, None] * states23_s2 + tl.arange(0, F_n1)[None, None, :, None, None] * states23_s3 + tl.arange(0, F_n0)[None, None, None, :, None] * states23_s4 + tl.arange(0, F_n0)[None, None, None, None, :] * states23_s5 + tl.zeros([F_n1, F_n1, F_n1, F_n0, F_n0], tl.int32))
        t26 = tl.load(states24_ptr + i_c2 * states24_s0 + tl.arange(0, F_n1)[:, None, None, None, None] * states24_s1 + tl.arange(0, F_n1)[None, :, None, None, None] * states24_s2 + tl.arange(0, F_n1)[None, None, :, None, None] * states24_s3 + tl.arange(0, F_n0)[None, None, None, :, None] * states24_s4 + tl.arange(0, F_n0)[None, None, None, None, :] * states24_s5 + tl.zeros([F_n1, F_n1, F_n1, F_n0, F_n0], tl.int32))
        acc27 = acc27 + t25
        acc28 = acc28 + t26
    tl.store(buf29_ptr + offs_n1[:, None, None, None, None] * buf29_s0 + offs_n1[None, :, None, None, None] * buf29_s1 + offs_n1[None, None, :, None, None] * buf29_s2 + offs_n0[None, None, None, :, None] * buf29_s3 + offs_n0[None, None, None, None, :] * buf29_s4, acc27, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :])
    tl.store(buf30_ptr + offs_n1[:, None, None, None, None] * buf30_s0 + offs_n1[None, :, None, None, None] * buf30_s1 + offs_n1[None, None, :, None, None] * buf30_s2 + offs_n0[None, None, None, :, None] * buf30_s3 + offs_n0[None, None, None, None, :] * buf30_s4, acc28, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :])


@triton.jit
def kernel_2(buf29_ptr, buf29_s0, buf29_s1, buf29_s2, buf29_s3, buf29_s4, buf33_ptr, buf33_s0, buf33_s1, buf33_s2, buf33_s3, buf33_s4, E_c1, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c1: tl.constexpr):
    # writes buf33: Combine over grid k.2@3[32]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    t31 = tl.load(buf29_ptr + offs_n1[:, None, None, None, None] * buf29_s0 + offs_n1[None, :, None, None, None] * buf29_s1 + offs_n1[None, None, :, None, None] * buf29_s2 + offs_c1[None, None, None, :, None] * buf29_s3 + offs_n0[None, None, None, None, :] * buf29_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_c1 < E_c1)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0).to(tl.float32)
    t32 = (t31) * (0.25)
    tl.store(buf33_ptr + offs_n1[:, None, None, None, None] * buf33_s0 + offs_n1[None, :, None, None, None] * buf33_s1 + offs_n1[None, None, :, None, None] * buf33_s2 + offs_c1[None, None, None, :, None] * buf33_s3 + offs_n0[None, None, None, None, :] * buf33_s4, t32, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_c1 < E_c1)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :])


@triton.jit
def kernel_3(m2_ptr, m2_s0, m2_s1, m2_s2, m2_s3, m2_s4, m7_ptr, m7_s0, m7_s1, m7_s2, m7_s3, m7_s4, buf33_ptr, buf33_s0, buf33_s1, buf33_s2, buf33_s3, buf33_s4, m36_ptr, m36_s0, m36_s1, m36_s2, m36_s3, m36_s4, m54_ptr, m54_s0, m54_s1, m54_s2, m54_s3, m54_s4, buf63_ptr, buf63_s0, buf63_s1, buf63_s2, buf63_s3, buf63_s4, buf64_ptr, buf64_s0, buf64_s1, buf64_s2, buf64_s3, buf64_s4, E_c3, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c3: tl.constexpr):
    # writes buf63, buf64: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    acc58 = tl.full([F_n1, F_n1, F_n1, F_n0, 1], -float('inf'), tl.float32)
    acc59 = tl.full([F_n1, F_n1, F_n1, F_n0, F_n2], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t43 = tl.load(m2_ptr + offs_c3[None, None, None, None, :] * m2_s4, mask=(offs_c3 < E_c3)[None, None, None, None, :], other=0)
        t44 = tl.load(m7_ptr + offs_n0[None, None, None, :, None] * m7_s3 + offs_c3[None, None, None, None, :] * m7_s4, mask=(offs_n0 < E_n0)[None, None, None, :, None] & (offs_c3 < E_c3)[None, None, None, None, :], other=0)
        t45 = tl.load(buf33_ptr + offs_n1[:, None, None, None, None] * buf33_s0 + offs_n1[None, :, None, None, None] * buf33_s1 + offs_n1[None, None, :, None, None] * buf33_s2 + offs_n0[None, None, None, :, None] * buf33_s3 + offs_c3[None, None, None, None, :] * buf33_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None] & (offs_c3 < E_c3)[None, None, None, None, :], other=0).to(tl.float32)
        t46 = tl.where(t44, -float("inf"), t45)
        t47 = tl.load(m36_ptr + offs_n0[None, None, None, :, None] * m36_s3 + offs_c3[None, None, None, None, :] * m36_s4, mask=(offs_n0 < E_n0)[None, None, None, :, None] & (offs_c3 < E_c3)[None, None, None, None, :], other=0)
        t48 = tl.where(t47, -float("inf"), t46)
        t49 = tl.where(t43, t46, t48)
        t50 = tl.max(tl.where((offs_c3 < E_c3)[None, None, None, None, :], t49, -float('inf')), axis=4, keep_dims=True)
        t51 = tl.exp(t49)
        t52 = tl.exp(t50)
        t53 = (t51) / (t52)
        t56 = tl.load(m54_ptr + offs_n1[:, None, None, None, None] * m54_s0 + offs_n1[None, :, None, None, None] * m54_s1 + offs_c3[None, None, None, :, None] * m54_s3 + offs_n2[None, None, None, None, :] * m54_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_c3 < E_c3)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :], other=0).to(tl.float32)
        t57 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, None, :], t53, 0.0), 5) * tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, :, None], t56, 0.0), 3), axis=4)
        m60 = tl.maximum(acc58, t50)
        r61 = tl.where(acc58 == -float("inf"), 0.0, tl.exp(acc58 - m60))
        r62 = tl.where(t50 == -float("inf"), 0.0, tl.exp(t50 - m60))
        acc59 = tl.where(acc58 == -float("inf"), 0.0, acc59 * r61) + tl.where(t50 == -float("inf"), 0.0, t57 * r62)
        acc58 = m60
    tl.store(buf63_ptr + offs_n1[:, None, None, None, None] * buf63_s0 + offs_n1[None, :, None, None, None] * buf63_s1 + offs_n1[None, None, :, None, None] * buf63_s2 + offs_n0[None, None, None, :, None] * buf63_s3, acc58, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None])
    tl.store(buf64_ptr + offs_n1[:, None, None, None, None] * buf64_s0 + offs_n1[None, :, None, None, None] * buf64_s1 + offs_n1[None, None, :, None, None] * buf64_s2 + offs_n0[None, None, None, :, None] * buf64_s3 + offs_n2[None, None, None, None, :] * buf64_s4, acc59, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :])


@triton.jit
def kernel_4(m2_ptr, m2_s0, m2_s1, m2_s2, m2_s3, m2_s4, m7_ptr, m7_s0, m7_s1, m7_s2, m7_s3, m7_s4, buf33_ptr, buf33_s0, buf33_s1, buf33_s2, buf33_s3, buf33_s4, m36_ptr, m36_s0, m36_s1, m36_s2, m36_s3, m36_s4, buf92_ptr, buf92_s0, buf92_s1, buf92_s2, buf92_s3, buf92_s4, buf93_ptr, buf93_s0, buf93_s1, buf93_s2, buf93_s3, buf93_s4, E_c3, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c3: tl.constexpr):
    # writes buf92, buf93: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    acc87 = tl.full([F_n1, F_n1, F_n1, F_n0, 1], -float('inf'), tl.float32)
    acc88 = tl.full([F_n1, F_n1, F_n1, F_n0, 1], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t74 = tl.load(m2_ptr + offs_c3[None, None, None, None, :] * m2_s4, mask=(offs_c3 < E_c3)[None, None, None, None, :], other=0)
        t75 = tl.load(m7_ptr + offs_n0[None, None, None, :, None] * m7_s3 + offs_c3[None, None, None, None, :] * m7_s4, mask=(offs_n0 < E_n0)[None, None, None, :, None] & (offs_c3 < E_c3)[None, None, None, None, :], other=0)
        t76 = tl.load(buf33_ptr + offs_n1[:, None, None, None, None] * buf33_s0 + offs_n1[None, :, None, None, None] * buf33_s1 + offs_n1[None, None, :, None, None] * buf33_s2 + offs_n0[None, None, None, :, None] * buf33_s3 + offs_c3[None, None, None, None, :] * buf33_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None] & (offs_c3 < E_c3)[None, None, None, None, :], other=0).to(tl.float32)
        t77 = tl.where(t75, -float("inf"), t76)
        t78 = tl.load(m36_ptr + offs_n0[None, None, None, :, None] * m36_s3 + offs_c3[None, None, None, None, :] * m36_s4, mask=(offs_n0 < E_n0)[None, None, None, :, None] & (offs_c3 < E_c3)[None, None, None, None, :], other=0)
        t79 = tl.where(t78, -float("inf"), t77)
        t80 = tl.where(t74, t77, t79)
        t81 = tl.max(tl.where((offs_c3 < E_c3)[None, None, None, None, :], t80, -float('inf')), axis=4, keep_dims=True)
        t82 = tl.exp(t80)
        t83 = tl.sum(tl.where((offs_c3 < E_c3)[None, None, None, None, :], t82, 0.0), axis=4, keep_dims=True)
        t84 = tl.exp(t81)
        t85 = 1.0 / (t84)
        t86 = (t83) * (t85)
        m89 = tl.maximum(acc87, t81)
        r90 = tl.where(acc87 == -float("inf"), 0.0, tl.exp(acc87 - m89))
        r91 = tl.where(t81 == -float("inf"), 0.0, tl.exp(t81 - m89))
        acc88 = tl.where(acc87 == -float("inf"), 0.0, acc88 * r90) + tl.where(t81 == -float("inf"), 0.0, t86 * r91)
        acc87 = m89
    tl.store(buf92_ptr + offs_n1[:, None, None, None, None] * buf92_s0 + offs_n1[None, :, None, None, None] * buf92_s1 + offs_n1[None, None, :, None, None] * buf92_s2 + offs_n0[None, None, None, :, None] * buf92_s3, acc87, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None])
    tl.store(buf93_ptr + offs_n1[:, None, None, None, None] * buf93_s0 + offs_n1[None, :, None, None, None] * buf93_s1 + offs_n1[None, None, :, None, None] * buf93_s2 + offs_n0[None, None, None, :, None] * buf93_s3, acc88, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None])


@triton.jit
def kernel_5(m2_ptr, m2_s0, m2_s1, m2_s2, m2_s3, m2_s4, m7_ptr, m7_s0, m7_s1, m7_s2, m7_s3, m7_s4, buf29_ptr, buf29_s0, buf29_s1, buf29_s2, buf29_s3, buf29_s4, m36_ptr, m36_s0, m36_s1, m36_s2, m36_s3, m36_s4, buf103_ptr, buf103_s0, buf103_s1, buf103_s2, buf103_s3, buf103_s4, E_c4, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c4: tl.constexpr):
    # writes buf103: Combine over grid k.0@0[2]
    pid = tl.program_id(0)
    i_c4 = pid % tl.cdiv(E_c4, T_c4)
    pid = pid // tl.cdiv(E_c4, T_c4)
    offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t95 = tl.load(m2_ptr + offs_n0[None, None, None, None, :] * m2_s4, mask=(offs_n0 < E_n0)[None, None, None, None, :], other=0)
    t96 = tl.load(m7_ptr + offs_n0[None, None, None, :, None] * m7_s3 + offs_n0[None, None, None, None, :] * m7_s4, mask=(offs_n0 < E_n0)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0)
    t97 = tl.load(buf29_ptr + offs_c4[:, None, None, None, None] * buf29_s0 + offs_n1[None, :, None, None, None] * buf29_s1 + offs_n1[None, None, :, None, None] * buf29_s2 + offs_n0[None, None, None, :, None] * buf29_s3 + offs_n0[None, None, None, None, :] * buf29_s4, mask=(offs_c4 < E_c4)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0).to(tl.float32)
    t98 = tl.where(t96, -float("inf"), t97)
    t99 = tl.load(m36_ptr + offs_n0[None, None, None, :, None] * m36_s3 + offs_n0[None, None, None, None, :] * m36_s4, mask=(offs_n0 < E_n0)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0)
    t100 = tl.where(t99, -float("inf"), t98)
    t101 = tl.where(t95, t98, t100)
    t102 = tl.max(tl.where((offs_n0 < E_n0)[None, None, None, None, :], t101, -float('inf')), axis=4, keep_dims=True)
    tl.store(buf103_ptr + offs_c4[:, None, None, None, None] * buf103_s0 + offs_n1[None, :, None, None, None] * buf103_s1 + offs_n1[None, None, :, None, None] * buf103_s2 + offs_n0[None, None, None, :, None] * buf103_s3, t102, mask=(offs_c4 < E_c4)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None])


@triton.jit
def kernel_6(buf93_ptr, buf93_s0, buf93_s1, buf93_s2, buf93_s3, buf93_s4, buf103_ptr, buf103_s0, buf103_s1, buf103_s2, buf103_s3, buf103_s4, m66_ptr, m66_s0, m66_s1, m66_s2, m66_s3, m66_s4, buf111_ptr, buf111_s0, buf111_s1, buf111_s2, buf111_s3, buf111_s4, E_c0, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr):
    # writes buf111: Combine over grid k.1@1[2]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    t94 = tl.load(buf93_ptr + offs_n1[:, None, None, None, None] * buf93_s0 + offs_c0[None, :, None, None, None] * buf93_s1 + offs_n1[None, None, :, None, None] * buf93_s2 + offs_n0[None, None, None, :, None] * buf93_s3, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_c0 < E_c0)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None], other=0).to(tl.float32)
    t104 = tl.load(buf103_ptr + offs_n1[:, None, None, None, None] * buf103_s0 + offs_c0[None, :, None, None, None] * buf103_s1 + offs_n1[None, None, :, None, None] * buf103_s2 + offs_n0[None, None, None, :, None] * buf103_s3, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_c0 < E_c0)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None], other=0).to(tl.float32)
    t105 = (t104) * (0.25)
    t106 = tl.load(m66_ptr + offs_c0[None, :, None, None, None] * m66_s1 + offs_n1[None, None, :, None, None] * m66_s2, mask=(offs_c0 < E_c0)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None], other=0).to(tl.float32)
    t107 = tl.maximum(t105, t106)
    t108 = t105 - (t107)
    t109 = tl.exp(t108)
    t110 = (t94) * (t109)
    tl.store(buf111_ptr + offs_n1[:, None, None, None, None] * buf111_s0 + offs_c0[None, :, None, None, None] * buf111_s1 + offs_n1[None, None, :, None, None] * buf111_s2 + offs_n0[None, None, None, :, None] * buf111_s3, t110, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_c0 < E_c0)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None])


@triton.jit
def kernel_7(m2_ptr, m2_s0, m2_s1, m2_s2, m2_s3, m2_s4, m7_ptr, m7_s0, m7_s1, m7_s2, m7_s3, m7_s4, buf33_ptr, buf33_s0, buf33_s1, buf33_s2, buf33_s3, buf33_s4, m36_ptr, m36_s0, m36_s1, m36_s2, m36_s3, m36_s4, buf63_ptr, buf63_s0, buf63_s1, buf63_s2, buf63_s3, buf63_s4, m66_ptr, m66_s0, m66_s1, m66_s2, m66_s3, m66_s4, m54_ptr, m54_s0, m54_s1, m54_s2, m54_s3, m54_s4, buf111_ptr, buf111_s0, buf111_s1, buf111_s2, buf111_s3, buf111_s4, buf118_ptr, buf118_s0, buf118_s1, buf118_s2, buf118_s3, buf118_s4, E_c0, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr):
    # writes buf118: Combine over grid k.1@1[2]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t6 = tl.load(m2_ptr + offs_n0[None, None, None, None, :] * m2_s4, mask=(offs_n0 < E_n0)[None, None, None, None, :], other=0)
    t13 = tl.load(m7_ptr + offs_n0[None, None, None, :, None] * m7_s3 + offs_n0[None, None, None, None, :] * m7_s4, mask=(offs_n0 < E_n0)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0)
    t34 = tl.load(buf33_ptr + offs_n1[:, None, None, None, None] * buf33_s0 + offs_c0[None, :, None, None, None] * buf33_s1 + offs_n1[None, None, :, None, None] * buf33_s2 + offs_n0[None, None, None, :, None] * buf33_s3 + offs_n0[None, None, None, None, :] * buf33_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_c0 < E_c0)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0).to(tl.float32)
    t35 = tl.where(t13, -float("inf"), t34)
    t40 = tl.load(m36_ptr + offs_n0[None, None, None, :, None] * m36_s3 + offs_n0[None, None, None, None, :] * m36_s4, mask=(offs_n0 < E_n0)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0)
    t41 = tl.where(t40, -float("inf"), t35)
    t42 = tl.where(t6, t35, t41)
    t65 = tl.load(buf63_ptr + offs_n1[:, None, None, None, None] * buf63_s0 + offs_c0[None, :, None, None, None] * buf63_s1 + offs_n1[None, None, :, None, None] * buf63_s2 + offs_n0[None, None, None, :, None] * buf63_s3, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_c0 < E_c0)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None], other=0).to(tl.float32)
    t68 = tl.load(m66_ptr + offs_c0[None, :, None, None, None] * m66_s1 + offs_n1[None, None, :, None, None] * m66_s2, mask=(offs_c0 < E_c0)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None], other=0).to(tl.float32)
    t69 = tl.maximum(t65, t68)
    t70 = t42 - (t69)
    t71 = tl.exp(t70)
    t72 = tl.load(m54_ptr + offs_n1[:, None, None, None, None] * m54_s0 + offs_c0[None, :, None, None, None] * m54_s1 + offs_n0[None, None, None, :, None] * m54_s3 + offs_n2[None, None, None, None, :] * m54_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_c0 < E_c0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :], other=0).to(tl.float32)
    t73 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, None, None, :], t71, 0.0), 5) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, None, :, None], t72, 0.0), 3), axis=4)
    t112 = tl.load(buf111_ptr + offs_n1[:, None, None, None, None] * buf111_s0 + offs_c0[None, :, None, None, None] * buf111_s1 + offs_n1[None, None, :, None, None] * buf111_s2 + offs_n0[None, None, None, :, None] * buf111_s3, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_c0 < E_c0)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None], other=0).to(tl.float32)
    t113 = t68 - (t69)
    t114 = tl.exp(t113)
    t115 = t112 + t114
    t116 = 1.0 / (t115)
    t117 = (t73) * (t116)
    tl.store(buf118_ptr + offs_n1[:, None, None, None, None] * buf118_s0 + offs_c0[None, :, None, None, None] * buf118_s1 + offs_n1[None, None, :, None, None] * buf118_s2 + offs_n0[None, None, None, :, None] * buf118_s3 + offs_n2[None, None, None, None, :] * buf118_s4, t117, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_c0 < E_c0)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :])


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
    states23 = torch.full([_cdiv(16, T['c2']), _pow2(2), _pow2(2), _pow2(2), _pow2(32), _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    states24 = torch.full([_cdiv(16, T['c2']), _pow2(2), _pow2(2), _pow2(2), _pow2(32), _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(16, T['c2']),)](m14_ptr=m14, m14_s0=m14.stride(0), m14_s1=m14.stride(1), m14_s2=m14.stride(2), m14_s3=m14.stride(3), m14_s4=m14.stride(4), m17_ptr=m17, m17_s0=m17.stride(0), m17_s1=m17.stride(1), m17_s2=m17.stride(2), m17_s3=m17.stride(3), m17_s4=m17.stride(4), states23_ptr=states23, states23_s0=states23.stride(0), states23_s1=states23.stride(1), states23_s2=states23.stride(2), states23_s3=states23.stride(3), states23_s4=states23.stride(4), states23_s5=states23.stride(5), states24_ptr=states24, states24_s0=states24.stride(0), states24_s1=states24.stride(1), states24_s2=states24.stride(2), states24_s3=states24.stride(3), states24_s4=states24.stride(4), states24_s5=states24.stride(5), E_c2=16, E_n0=32, E_n1=2, F_n0=_pow2(32), F_n1=_pow2(2), T_c2=T['c2'])
    buf29 = torch.full([2, 2, 2, 32, 32], float("nan"), dtype=torch.float32, device=device)
    buf30 = torch.full([2, 2, 2, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(1,)](states23_ptr=states23, states23_s0=states23.stride(0), states23_s1=states23.stride(1), states23_s2=states23.stride(2), states23_s3=states23.stride(3), states23_s4=states23.stride(4), states23_s5=states23.stride(5), states24_ptr=states24, states24_s0=states24.stride(0), states24_s1=states24.stride(1), states24_s2=states24.stride(2), states24_s3=states24.stride(3), states24_s4=states24.stride(4), states24_s5=states24.stride(5), buf29_ptr=buf29, buf29_s0=buf29.stride(0), buf29_s1=buf29.stride(1), buf29_s2=buf29.stride(2), buf29_s3=buf29.stride(3), buf29_s4=buf29.stride(4), buf30_ptr=buf30, buf30_s0=buf30.stride(0), buf30_s1=buf30.stride(1), buf30_s2=buf30.stride(2), buf30_s3=buf30.stride(3), buf30_s4=buf30.stride(4), E_c2=16, E_n0=32, E_n1=2, F_n0=_pow2(32), F_n1=_pow2(2), T_c2=T['c2'])
    buf33 = torch.full([2, 2, 2, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(32, T['c1']),)](buf29_ptr=buf29, buf29_s0=buf29.stride(0), buf29_s1=buf29.stride(1), buf29_s2=buf29.stride(2), buf29_s3=buf29.stride(3), buf29_s4=buf29.stride(4), buf33_ptr=buf33, buf33_s0=buf33.stride(0), buf33_s1=buf33.stride(1), buf33_s2=buf33.stride(2), buf33_s3=buf33.stride(3), buf33_s4=buf33.stride(4), E_c1=32, E_n0=32, E_n1=2, F_n0=_pow2(32), F_n1=_pow2(2), T_c1=T['c1'])
    m38 = _BINARY["Sub"](m10, m9)
    m39 = torch.tensor(8.0, dtype=torch.float32, device=device)
    m37 = _BINARY["Ge"](m38, m39)
    m36 = m37.reshape([1, 1, 1, 32, 32])
    m55 = inputs['v']
    m54 = m55.reshape([2, 2, 1, 32, 16])
    buf63 = torch.full([2, 2, 2, 32, 1], float("nan"), dtype=torch.float32, device=device)
    buf64 = torch.full([2, 2, 2, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(1,)](m2_ptr=m2, m2_s0=m2.stride(0), m2_s1=m2.stride(1), m2_s2=m2.stride(2), m2_s3=m2.stride(3), m2_s4=m2.stride(4), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), m7_s2=m7.stride(2), m7_s3=m7.stride(3), m7_s4=m7.stride(4), buf33_ptr=buf33, buf33_s0=buf33.stride(0), buf33_s1=buf33.stride(1), buf33_s2=buf33.stride(2), buf33_s3=buf33.stride(3), buf33_s4=buf33.stride(4), m36_ptr=m36, m36_s0=m36.stride(0), m36_s1=m36.stride(1), m36_s2=m36.stride(2), m36_s3=m36.stride(3), m36_s4=m36.stride(4), m54_ptr=m54, m54_s0=m54.stride(0), m54_s1=m54.stride(1), m54_s2=m54.stride(2), m54_s3=m54.stride(3), m54_s4=m54.stride(4), buf63_ptr=buf63, buf63_s0=buf63.stride(0), buf63_s1=buf63.stride(1), buf63_s2=buf63.stride(2), buf63_s3=buf63.stride(3), buf63_s4=buf63.stride(4), buf64_ptr=buf64, buf64_s0=buf64.stride(0), buf64_s1=buf64.stride(1), buf64_s2=buf64.stride(2), buf64_s3=buf64.stride(3), buf64_s4=buf64.stride(4), E_c3=32, E_n0=32, E_n1=2, E_n2=16, F_n0=_pow2(32), F_n1=_pow2(2), F_n2=_pow2(16), T_c3=T['c3'])
    m67 = inputs['sinks']
    m66 = m67.reshape([1, 2, 2, 1, 1])
    buf92 = torch.full([2, 2, 2, 32, 1], float("nan"), dtype=torch.float32, device=device)
    buf93 = torch.full([2, 2, 2, 32, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(1,)](m2_ptr=m2, m2_s0=m2.stride(0), m2_s1=m2.stride(1), m2_s2=m2.stride(2), m2_s3=m2.stride(3), m2_s4=m2.stride(4), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), m7_s2=m7.stride(2), m7_s3=m7.stride(3), m7_s4=m7.stride(4), buf33_ptr=buf33, buf33_s0=buf33.stride(0), buf33_s1=buf33.stride(1), buf33_s2=buf33.stride(2), buf33_s3=buf33.stride(3), buf33_s4=buf33.stride(4), m36_ptr=m36, m36_s0=m36.stride(0), m36_s1=m36.stride(1), m36_s2=m36.stride(2), m36_s3=m36.stride(3), m36_s4=m36.stride(4), buf92_ptr=buf92, buf92_s0=buf92.stride(0), buf92_s1=buf92.stride(1), buf92_s2=buf92.stride(2), buf92_s3=buf92.stride(3), buf92_s4=buf92.stride(4), buf93_ptr=buf93, buf93_s0=buf93.stride(0), buf93_s1=buf93.stride(1), buf93_s2=buf93.stride(2), buf93_s3=buf93.stride(3), buf93_s4=buf93.stride(4), E_c3=32, E_n0=32, E_n1=2, F_n0=_pow2(32), F_n1=_pow2(2), T_c3=T['c3'])
    buf103 = torch.full([2, 2, 2, 32, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_5[(_cdiv(2, T['c4']),)](m2_ptr=m2, m2_s0=m2.stride(0), m2_s1=m2.stride(1), m2_s2=m2.stride(2), m2_s3=m2.stride(3), m2_s4=m2.stride(4), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), m7_s2=m7.stride(2), m7_s3=m7.stride(3), m7_s4=m7.stride(4), buf29_ptr=buf29, buf29_s0=buf29.stride(0), buf29_s1=buf29.stride(1), buf29_s2=buf29.stride(2), buf29_s3=buf29.stride(3), buf29_s4=buf29.stride(4), m36_ptr=m36, m36_s0=m36.stride(0), m36_s1=m36.stride(1), m36_s2=m36.stride(2), m36_s3=m36.stride(3), m36_s4=m36.stride(4), buf103_ptr=buf103, buf103_s0=buf103.stride(0), buf103_s1=buf103.stride(1), buf103_s2=buf103.stride(2), buf103_s3=buf103.stride(3), buf103_s4=buf103.stride(4), E_c4=2, E_n0=32, E_n1=2, F_n0=_pow2(32), F_n1=_pow2(2), T_c4=T['c4'])
    buf111 = torch.full([2, 2, 2, 32, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_6[(_cdiv(2, T['c0']),)](buf93_ptr=buf93, buf93_s0=buf93.stride(0), buf93_s1=buf93.stride(1), buf93_s2=buf93.stride(2), buf93_s3=buf93.stride(3), buf93_s4=buf93.stride(4), buf103_ptr=buf103, buf103_s0=buf103.stride(0), buf103_s1=buf103.stride(1), buf103_s2=buf103.stride(2), buf103_s3=buf103.stride(3), buf103_s4=buf103.stride(4), m66_ptr=m66, m66_s0=m66.stride(0), m66_s1=m66.stride(1), m66_s2=m66.stride(2), m66_s3=m66.stride(3), m66_s4=m66.stride(4), buf111_ptr=buf111, buf111_s0=buf111.stride(0), buf111_s1=buf111.stride(1), buf111_s2=buf111.stride(2), buf111_s3=buf111.stride(3), buf111_s4=buf111.stride(4), E_c0=2, E_n0=32, E_n1=2, F_n0=_pow2(32), F_n1=_pow2(2), T_c0=T['c0'])
    buf118 = torch.full([2, 2, 2, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_7[(_cdiv(2, T['c0']),)](m2_ptr=m2, m2_s0=m2.stride(0), m2_s1=m2.stride(1), m2_s2=m2.stride(2), m2_s3=m2.stride(3), m2_s4=m2.stride(4), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), m7_s2=m7.stride(2), m7_s3=m7.stride(3), m7_s4=m7.stride(4), buf33_ptr=buf33, buf33_s0=buf33.stride(0), buf33_s1=buf33.stride(1), buf33_s2=buf33.stride(2), buf33_s3=buf33.stride(3), buf33_s4=buf33.stride(4), m36_ptr=m36, m36_s0=m36.stride(0), m36_s1=m36.stride(1), m36_s2=m36.stride(2), m36_s3=m36.stride(3), m36_s4=m36.stride(4), buf63_ptr=buf63, buf63_s0=buf63.stride(0), buf63_s1=buf63.stride(1), buf63_s2=buf63.stride(2), buf63_s3=buf63.stride(3), buf63_s4=buf63.stride(4), m66_ptr=m66, m66_s0=m66.stride(0), m66_s1=m66.stride(1), m66_s2=m66.stride(2), m66_s3=m66.stride(3), m66_s4=m66.stride(4), m54_ptr=m54, m54_s0=m54.stride(0), m54_s1=m54.stride(1), m54_s2=m54.stride(2), m54_s3=m54.stride(3), m54_s4=m54.stride(4), buf111_ptr=buf111, buf111_s0=buf111.stride(0), buf111_s1=buf111.stride(1), buf111_s2=buf111.stride(2), buf111_s3=buf111.stride(3), buf111_s4=buf111.stride(4), buf118_ptr=buf118, buf118_s0=buf118.stride(0), buf118_s1=buf118.stride(1), buf118_s2=buf118.stride(2), buf118_s3=buf118.stride(3), buf118_s4=buf118.stride(4), E_c0=2, E_n0=32, E_n1=2, E_n2=16, F_n0=_pow2(32), F_n1=_pow2(2), F_n2=_pow2(16), T_c0=T['c0'])
    m1 = buf118.reshape([2, 4, 32, 16])
    return m1


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
