"""swa_gqa [small], candidate 39: 6 kernel(s)

Rendered by EqiForge from candidate 39 of swa_gqa [small]: store(k.3[16]) ; grid(k.2@2) loop(k.3[16]: pair(sum, sum), stored) ; grid() loop(k.2[32]: rescale) ; grid(k.2@2) loop(k.3[16]: pair(sum, sum), stored) [1 mm] ; grid() loop(k.2[32]: pair(sum, sum)) ; grid(k.2@2)
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid k.2@2[32]
    c1: loop k.2[32]
    c2: loop k.3[16]

Run it on its own: `python kernels/f39.py` checks it once against PyTorch on random inputs.
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
def kernel_0(m13_ptr, m13_s0, m13_s1, m13_s2, m13_s3, m15_ptr, m15_s0, m15_s1, m15_s2, m15_s3, states23_ptr, states23_s0, states23_s1, states23_s2, states23_s3, states23_s4, states23_s5, states24_ptr, states24_s0, states24_s1, states24_s2, states24_s3, states24_s4, states24_s5, E_c0, E_c2, E_n0, E_n1, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n3: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # stores states23, states24: Collect over loop k.3[16]
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
    offs_n3 = tl.arange(0, F_n3)
    t14 = tl.load(m13_ptr + offs_n0[:, None, None, None] * m13_s0 + offs_n1[None, :, None, None] * m13_s1 + offs_c0[None, None, :, None] * m13_s2 + offs_c2[None, None, None, :] * m13_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
    t20 = tl.load(m15_ptr + offs_n0[:, None, None, None] * m15_s0 + offs_n1[None, :, None, None] * m15_s1 + offs_c2[None, None, :, None] * m15_s2 + offs_n3[None, None, None, :] * m15_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t21 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :], t14, 0.0), 4) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :, None], t20, 0.0), 2), axis=3)
    t22 = (t21) * (0.25)
    tl.store(states23_ptr + i_c0 * states23_s0 + i_c2 * states23_s1 + tl.arange(0, F_n0)[:, None, None, None] * states23_s2 + tl.arange(0, F_n1)[None, :, None, None] * states23_s3 + tl.arange(0, T_c0)[None, None, :, None] * states23_s4 + tl.arange(0, F_n3)[None, None, None, :] * states23_s5 + tl.zeros([F_n0, F_n1, T_c0, F_n3], tl.int32), t21)
    tl.store(states24_ptr + i_c0 * states24_s0 + i_c2 * states24_s1 + tl.arange(0, F_n0)[:, None, None, None] * states24_s2 + tl.arange(0, F_n1)[None, :, None, None] * states24_s3 + tl.arange(0, T_c0)[None, None, :, None] * states24_s4 + tl.arange(0, F_n3)[None, None, None, :] * states24_s5 + tl.zeros([F_n0, F_n1, T_c0, F_n3], tl.int32), t22)


@triton.jit
def kernel_1(states23_ptr, states23_s0, states23_s1, states23_s2, states23_s3, states23_s4, states23_s5, states24_ptr, states24_s0, states24_s1, states24_s2, states24_s3, states24_s4, states24_s5, buf29_ptr, buf29_s0, buf29_s1, buf29_s2, buf29_s3, E_c0, E_c2, E_n0, E_n1, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n3: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # writes buf29: Combine over grid k.2@2[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n3 = tl.arange(0, F_n3)
    acc27 = tl.full([F_n0, F_n1, T_c0, F_n3], 0.0, tl.float32)
    acc28 = tl.full([F_n0, F_n1, T_c0, F_n3], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t25 = tl.load(states23_ptr + i_c0 * states23_s0 + i_c2 * states23_s1 + tl.arange(0, F_n0)[:, None, None, None] * states23_s2 + tl.arange(0, F_n1)[None, :, None, None] * states23_s3 + tl.arange(0, T_c0)[None, None, :, None] * states23_s4 + tl.arange(0, F_n3)[None, None, None, :] * states23_s5 + tl.zeros([F_n0, F_n1, T_c0, F_n3], tl.int32))
        t26 = tl.load(states24_ptr + i_c0 * states24_s0 + i_c2 * states24_s1 + tl.arange(0, F_n0)[:, None, None, None] * states24_s2 + tl.arange(0, F_n1)[None, :, None, None] * states24_s3 + tl.arange(0, T_c0)[None, None, :, None] * states24_s4 + tl.arange(0, F_n3)[None, None, None, :] * states24_s5 + tl.zeros([F_n0, F_n1, T_c0, F_n3], tl.int32))
        acc27 = acc27 + t25
        acc28 = acc28 + t26
    tl.store(buf29_ptr + offs_n0[:, None, None, None] * buf29_s0 + offs_n1[None, :, None, None] * buf29_s1 + offs_c0[None, None, :, None] * buf29_s2 + offs_n3[None, None, None, :] * buf29_s3, acc28, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :])


@triton.jit
def kernel_2(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m10_ptr, m10_s0, m10_s1, m10_s2, m10_s3, buf29_ptr, buf29_s0, buf29_s1, buf29_s2, buf29_s3, m39_ptr, m39_s0, m39_s1, m39_s2, m39_s3, buf50_ptr, buf50_s0, buf50_s1, buf50_s2, buf50_s3, buf51_ptr, buf51_s0, buf51_s1, buf51_s2, buf51_s3, E_c1, E_n0, E_n1, E_n2, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c1: tl.constexpr):
    # writes buf50, buf51: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n3 = tl.arange(0, F_n3)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    acc45 = tl.full([F_n0, F_n1, F_n3, 1], -float('inf'), tl.float32)
    acc46 = tl.full([F_n0, F_n1, F_n3, F_n2], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t9 = tl.load(m1_ptr + offs_n3[None, None, :, None] * m1_s2 + offs_c1[None, None, None, :] * m1_s3, mask=(offs_n3 < E_n3)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0)
        t12 = tl.load(m10_ptr + offs_n3[None, None, :, None] * m10_s2 + offs_c1[None, None, None, :] * m10_s3, mask=(offs_n3 < E_n3)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0)
        t30 = tl.load(buf29_ptr + offs_n0[:, None, None, None] * buf29_s0 + offs_n1[None, :, None, None] * buf29_s1 + offs_n3[None, None, :, None] * buf29_s2 + offs_c1[None, None, None, :] * buf29_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n3 < E_n3)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
        t31 = tl.where(t12, -float("inf"), t30)
        t32 = tl.where(t9, -float("inf"), t31)
        t33 = tl.max(tl.where((offs_c1 < E_c1)[None, None, None, :], t32, -float('inf')), axis=3, keep_dims=True)
        t34 = -float("inf") - (t33)
        t35 = t30 - (t33)
        t36 = tl.where(t12, t34, t35)
        t37 = tl.where(t9, t34, t36)
        t38 = tl.exp(t37)
        t43 = tl.load(m39_ptr + offs_n0[:, None, None, None] * m39_s0 + offs_n1[None, :, None, None] * m39_s1 + offs_c1[None, None, :, None] * m39_s2 + offs_n2[None, None, None, :] * m39_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
        t44 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, :], t38, 0.0), 4) * tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, :, None], t43, 0.0), 2), axis=3)
        m47 = tl.maximum(acc45, t33)
        r48 = tl.where(acc45 == -float("inf"), 0.0, tl.exp(acc45 - m47))
        r49 = tl.where(t33 == -float("inf"), 0.0, tl.exp(t33 - m47))
        acc46 = tl.where(acc45 == -float("inf"), 0.0, acc46 * r48) + tl.where(t33 == -float("inf"), 0.0, t44 * r49)
        acc45 = m47
    tl.store(buf50_ptr + offs_n0[:, None, None, None] * buf50_s0 + offs_n1[None, :, None, None] * buf50_s1 + offs_n3[None, None, :, None] * buf50_s2, acc45, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n3 < E_n3)[None, None, :, None])
    tl.store(buf51_ptr + offs_n0[:, None, None, None] * buf51_s0 + offs_n1[None, :, None, None] * buf51_s1 + offs_n3[None, None, :, None] * buf51_s2 + offs_n2[None, None, None, :] * buf51_s3, acc46, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n3 < E_n3)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :])


@triton.jit
def kernel_3(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, buf50_ptr, buf50_s0, buf50_s1, buf50_s2, buf50_s3, m10_ptr, m10_s0, m10_s1, m10_s2, m10_s3, states23_ptr, states23_s0, states23_s1, states23_s2, states23_s3, states23_s4, states23_s5, states24_ptr, states24_s0, states24_s1, states24_s2, states24_s3, states24_s4, states24_s5, m39_ptr, m39_s0, m39_s1, m39_s2, m39_s3, buf66_ptr, buf66_s0, buf66_s1, buf66_s2, buf66_s3, E_c0, E_c2, E_n0, E_n1, E_n2, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # writes buf66: Combine over grid k.2@2[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n3 = tl.arange(0, F_n3)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t8 = tl.load(m1_ptr + offs_c0[None, None, :, None] * m1_s2 + offs_n3[None, None, None, :] * m1_s3, mask=(offs_c0 < E_c0)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0)
    t52 = tl.load(buf50_ptr + offs_n0[:, None, None, None] * buf50_s0 + offs_n1[None, :, None, None] * buf50_s1 + offs_c0[None, None, :, None] * buf50_s2, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None], other=0).to(tl.float32)
    t53 = -float("inf") - (t52)
    t54 = tl.exp(t53)
    t55 = tl.load(m10_ptr + offs_c0[None, None, :, None] * m10_s2 + offs_n3[None, None, None, :] * m10_s3, mask=(offs_c0 < E_c0)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0)
    acc58 = tl.full([F_n0, F_n1, T_c0, F_n3], 0.0, tl.float32)
    acc59 = tl.full([F_n0, F_n1, T_c0, F_n3], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t56 = tl.load(states23_ptr + i_c0 * states23_s0 + i_c2 * states23_s1 + tl.arange(0, F_n0)[:, None, None, None] * states23_s2 + tl.arange(0, F_n1)[None, :, None, None] * states23_s3 + tl.arange(0, T_c0)[None, None, :, None] * states23_s4 + tl.arange(0, F_n3)[None, None, None, :] * states23_s5 + tl.zeros([F_n0, F_n1, T_c0, F_n3], tl.int32))
        t57 = tl.load(states24_ptr + i_c0 * states24_s0 + i_c2 * states24_s1 + tl.arange(0, F_n0)[:, None, None, None] * states24_s2 + tl.arange(0, F_n1)[None, :, None, None] * states24_s3 + tl.arange(0, T_c0)[None, None, :, None] * states24_s4 + tl.arange(0, F_n3)[None, None, None, :] * states24_s5 + tl.zeros([F_n0, F_n1, T_c0, F_n3], tl.int32))
        acc58 = acc58 + t56
        acc59 = acc59 + t57
    t60 = acc59 - (t52)
    t61 = tl.exp(t60)
    t62 = tl.where(t55, t54, t61)
    t63 = tl.where(t8, t54, t62)
    t64 = tl.load(m39_ptr + offs_n0[:, None, None, None] * m39_s0 + offs_n1[None, :, None, None] * m39_s1 + offs_n3[None, None, :, None] * m39_s2 + offs_n2[None, None, None, :] * m39_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n3 < E_n3)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t65 = tl.sum(tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, None, :], t63, 0.0), 4) * tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, :, None], t64, 0.0), 2), axis=3)
    tl.store(buf66_ptr + offs_n0[:, None, None, None] * buf66_s0 + offs_n1[None, :, None, None] * buf66_s1 + offs_c0[None, None, :, None] * buf66_s2 + offs_n2[None, None, None, :] * buf66_s3, t65, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :])


@triton.jit
def kernel_4(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, buf50_ptr, buf50_s0, buf50_s1, buf50_s2, buf50_s3, m10_ptr, m10_s0, m10_s1, m10_s2, m10_s3, buf29_ptr, buf29_s0, buf29_s1, buf29_s2, buf29_s3, m39_ptr, m39_s0, m39_s1, m39_s2, m39_s3, buf87_ptr, buf87_s0, buf87_s1, buf87_s2, buf87_s3, buf88_ptr, buf88_s0, buf88_s1, buf88_s2, buf88_s3, E_c1, E_n0, E_n1, E_n2, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c1: tl.constexpr):
    # writes buf87, buf88: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n3 = tl.arange(0, F_n3)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t69 = tl.load(buf50_ptr + offs_n0[:, None, None, None] * buf50_s0 + offs_n1[None, :, None, None] * buf50_s1 + offs_n3[None, None, :, None] * buf50_s2, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n3 < E_n3)[None, None, :, None], other=0).to(tl.float32)
    t70 = -float("inf") - (t69)
    t71 = tl.exp(t70)
    acc85 = tl.full([F_n0, F_n1, F_n3, 1], 0.0, tl.float32)
    acc86 = tl.full([F_n0, F_n1, F_n3, F_n2], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t68 = tl.load(m1_ptr + offs_n3[None, None, :, None] * m1_s2 + offs_c1[None, None, None, :] * m1_s3, mask=(offs_n3 < E_n3)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0)
        t72 = tl.load(m10_ptr + offs_n3[None, None, :, None] * m10_s2 + offs_c1[None, None, None, :] * m10_s3, mask=(offs_n3 < E_n3)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0)
        t73 = tl.load(buf29_ptr + offs_n0[:, None, None, None] * buf29_s0 + offs_n1[None, :, None, None] * buf29_s1 + offs_n3[None, None, :, None] * buf29_s2 + offs_c1[None, None, None, :] * buf29_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n3 < E_n3)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
        t74 = tl.max(tl.where((offs_c1 < E_c1)[None, None, None, :], t73, -float('inf')), axis=3, keep_dims=True)
        t75 = t73 - (t74)
        t76 = tl.exp(t75)
        t77 = t74 - (t69)
        t78 = tl.exp(t77)
        t79 = (t76) * (t78)
        t80 = tl.where(t72, t71, t79)
        t81 = tl.where(t68, t71, t80)
        t82 = tl.sum(tl.where((offs_c1 < E_c1)[None, None, None, :], t81, 0.0), axis=3, keep_dims=True)
        t83 = tl.load(m39_ptr + offs_n0[:, None, None, None] * m39_s0 + offs_n1[None, :, None, None] * m39_s1 + offs_c1[None, None, :, None] * m39_s2 + offs_n2[None, None, None, :] * m39_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
        t84 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, :], t81, 0.0), 4) * tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, :, None], t83, 0.0), 2), axis=3)
        acc85 = acc85 + t82
        acc86 = acc86 + t84
    tl.store(buf87_ptr + offs_n0[:, None, None, None] * buf87_s0 + offs_n1[None, :, None, None] * buf87_s1 + offs_n3[None, None, :, None] * buf87_s2, acc85, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n3 < E_n3)[None, None, :, None])
    tl.store(buf88_ptr + offs_n0[:, None, None, None] * buf88_s0 + offs_n1[None, :, None, None] * buf88_s1 + offs_n3[None, None, :, None] * buf88_s2 + offs_n2[None, None, None, :] * buf88_s3, acc86, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n3 < E_n3)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :])


@triton.jit
def kernel_5(buf66_ptr, buf66_s0, buf66_s1, buf66_s2, buf66_s3, buf87_ptr, buf87_s0, buf87_s1, buf87_s2, buf87_s3, buf91_ptr, buf91_s0, buf91_s1, buf91_s2, buf91_s3, E_c0, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr):
    # writes buf91: Combine over grid k.2@2[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t67 = tl.load(buf66_ptr + offs_n0[:, None, None, None] * buf66_s0 + offs_n1[None, :, None, None] * buf66_s1 + offs_c0[None, None, :, None] * buf66_s2 + offs_n2[None, None, None, :] * buf66_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t89 = tl.load(buf87_ptr + offs_n0[:, None, None, None] * buf87_s0 + offs_n1[None, :, None, None] * buf87_s1 + offs_c0[None, None, :, None] * buf87_s2, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None], other=0).to(tl.float32)
    t90 = (t67) / (t89)
    tl.store(buf91_ptr + offs_n0[:, None, None, None] * buf91_s0 + offs_n1[None, :, None, None] * buf91_s1 + offs_c0[None, None, :, None] * buf91_s2 + offs_n2[None, None, None, :] * buf91_s3, t90, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :])


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
    states23 = torch.full([_cdiv(32, T['c0']), _cdiv(16, T['c2']), _pow2(2), _pow2(4), T['c0'], _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    states24 = torch.full([_cdiv(32, T['c0']), _cdiv(16, T['c2']), _pow2(2), _pow2(4), T['c0'], _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(32, T['c0']) * _cdiv(16, T['c2']),)](m13_ptr=m13, m13_s0=m13.stride(0), m13_s1=m13.stride(1), m13_s2=m13.stride(2), m13_s3=m13.stride(3), m15_ptr=m15, m15_s0=m15.stride(0), m15_s1=m15.stride(1), m15_s2=m15.stride(2), m15_s3=m15.stride(3), states23_ptr=states23, states23_s0=states23.stride(0), states23_s1=states23.stride(1), states23_s2=states23.stride(2), states23_s3=states23.stride(3), states23_s4=states23.stride(4), states23_s5=states23.stride(5), states24_ptr=states24, states24_s0=states24.stride(0), states24_s1=states24.stride(1), states24_s2=states24.stride(2), states24_s3=states24.stride(3), states24_s4=states24.stride(4), states24_s5=states24.stride(5), E_c0=32, E_c2=16, E_n0=2, E_n1=4, E_n3=32, F_n0=_pow2(2), F_n1=_pow2(4), F_n3=_pow2(32), T_c0=T['c0'], T_c2=T['c2'])
    buf29 = torch.full([2, 4, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(32, T['c0']),)](states23_ptr=states23, states23_s0=states23.stride(0), states23_s1=states23.stride(1), states23_s2=states23.stride(2), states23_s3=states23.stride(3), states23_s4=states23.stride(4), states23_s5=states23.stride(5), states24_ptr=states24, states24_s0=states24.stride(0), states24_s1=states24.stride(1), states24_s2=states24.stride(2), states24_s3=states24.stride(3), states24_s4=states24.stride(4), states24_s5=states24.stride(5), buf29_ptr=buf29, buf29_s0=buf29.stride(0), buf29_s1=buf29.stride(1), buf29_s2=buf29.stride(2), buf29_s3=buf29.stride(3), E_c0=32, E_c2=16, E_n0=2, E_n1=4, E_n3=32, F_n0=_pow2(2), F_n1=_pow2(4), F_n3=_pow2(32), T_c0=T['c0'], T_c2=T['c2'])
    m42 = inputs['v']
    m41 = m42.reshape([2, 2, 1, 32, 16])
    m40 = m41.expand([2, 2, 2, 32, 16])
    m39 = m40.reshape([2, 4, 32, 16])
    buf50 = torch.full([2, 4, 32, 1], float("nan"), dtype=torch.float32, device=device)
    buf51 = torch.full([2, 4, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(1,)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m10_ptr=m10, m10_s0=m10.stride(0), m10_s1=m10.stride(1), m10_s2=m10.stride(2), m10_s3=m10.stride(3), buf29_ptr=buf29, buf29_s0=buf29.stride(0), buf29_s1=buf29.stride(1), buf29_s2=buf29.stride(2), buf29_s3=buf29.stride(3), m39_ptr=m39, m39_s0=m39.stride(0), m39_s1=m39.stride(1), m39_s2=m39.stride(2), m39_s3=m39.stride(3), buf50_ptr=buf50, buf50_s0=buf50.stride(0), buf50_s1=buf50.stride(1), buf50_s2=buf50.stride(2), buf50_s3=buf50.stride(3), buf51_ptr=buf51, buf51_s0=buf51.stride(0), buf51_s1=buf51.stride(1), buf51_s2=buf51.stride(2), buf51_s3=buf51.stride(3), E_c1=32, E_n0=2, E_n1=4, E_n2=16, E_n3=32, F_n0=_pow2(2), F_n1=_pow2(4), F_n2=_pow2(16), F_n3=_pow2(32), T_c1=T['c1'])
    buf66 = torch.full([2, 4, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(32, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), buf50_ptr=buf50, buf50_s0=buf50.stride(0), buf50_s1=buf50.stride(1), buf50_s2=buf50.stride(2), buf50_s3=buf50.stride(3), m10_ptr=m10, m10_s0=m10.stride(0), m10_s1=m10.stride(1), m10_s2=m10.stride(2), m10_s3=m10.stride(3), states23_ptr=states23, states23_s0=states23.stride(0), states23_s1=states23.stride(1), states23_s2=states23.stride(2), states23_s3=states23.stride(3), states23_s4=states23.stride(4), states23_s5=states23.stride(5), states24_ptr=states24, states24_s0=states24.stride(0), states24_s1=states24.stride(1), states24_s2=states24.stride(2), states24_s3=states24.stride(3), states24_s4=states24.stride(4), states24_s5=states24.stride(5), m39_ptr=m39, m39_s0=m39.stride(0), m39_s1=m39.stride(1), m39_s2=m39.stride(2), m39_s3=m39.stride(3), buf66_ptr=buf66, buf66_s0=buf66.stride(0), buf66_s1=buf66.stride(1), buf66_s2=buf66.stride(2), buf66_s3=buf66.stride(3), E_c0=32, E_c2=16, E_n0=2, E_n1=4, E_n2=16, E_n3=32, F_n0=_pow2(2), F_n1=_pow2(4), F_n2=_pow2(16), F_n3=_pow2(32), T_c0=T['c0'], T_c2=T['c2'])
    buf87 = torch.full([2, 4, 32, 1], float("nan"), dtype=torch.float32, device=device)
    buf88 = torch.full([2, 4, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(1,)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), buf50_ptr=buf50, buf50_s0=buf50.stride(0), buf50_s1=buf50.stride(1), buf50_s2=buf50.stride(2), buf50_s3=buf50.stride(3), m10_ptr=m10, m10_s0=m10.stride(0), m10_s1=m10.stride(1), m10_s2=m10.stride(2), m10_s3=m10.stride(3), buf29_ptr=buf29, buf29_s0=buf29.stride(0), buf29_s1=buf29.stride(1), buf29_s2=buf29.stride(2), buf29_s3=buf29.stride(3), m39_ptr=m39, m39_s0=m39.stride(0), m39_s1=m39.stride(1), m39_s2=m39.stride(2), m39_s3=m39.stride(3), buf87_ptr=buf87, buf87_s0=buf87.stride(0), buf87_s1=buf87.stride(1), buf87_s2=buf87.stride(2), buf87_s3=buf87.stride(3), buf88_ptr=buf88, buf88_s0=buf88.stride(0), buf88_s1=buf88.stride(1), buf88_s2=buf88.stride(2), buf88_s3=buf88.stride(3), E_c1=32, E_n0=2, E_n1=4, E_n2=16, E_n3=32, F_n0=_pow2(2), F_n1=_pow2(4), F_n2=_pow2(16), F_n3=_pow2(32), T_c1=T['c1'])
    buf91 = torch.full([2, 4, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_5[(_cdiv(32, T['c0']),)](buf66_ptr=buf66, buf66_s0=buf66.stride(0), buf66_s1=buf66.stride(1), buf66_s2=buf66.stride(2), buf66_s3=buf66.stride(3), buf87_ptr=buf87, buf87_s0=buf87.stride(0), buf87_s1=buf87.stride(1), buf87_s2=buf87.stride(2), buf87_s3=buf87.stride(3), buf91_ptr=buf91, buf91_s0=buf91.stride(0), buf91_s1=buf91.stride(1), buf91_s2=buf91.stride(2), buf91_s3=buf91.stride(3), E_c0=32, E_n0=2, E_n1=4, E_n2=16, F_n0=_pow2(2), F_n1=_pow2(4), F_n2=_pow2(16), T_c0=T['c0'])
    return buf91


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
