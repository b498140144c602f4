"""attention_prefill [small], candidate 26: 6 kernel(s)

Rendered by EqiForge from candidate 26 of attention_prefill [small]: store(k.3[16]) ; grid(q.2@2) loop(k.3[16]: pair(sum, sum), stored) ; grid(q.2@2) ; store(k.3[16]) ; grid() loop(k.2[32]: sum) {loop(k.3[16]: pair(sum, sum), stored)} ; grid() loop(k.2[32]: sum)
Coordinates (tile sizes are the T arguments of launch()):
    c0: loop k.2[32]
    c1: grid q.2@2[32]
    c2: loop k.3[16]

Run it on its own: `python kernels/f26.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/attention_prefill.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 16, "c1": 16, "c2": 8}


@triton.jit
def kernel_0(m8_ptr, m8_s0, m8_s1, m8_s2, m8_s3, m10_ptr, m10_s0, m10_s1, m10_s2, m10_s3, states15_ptr, states15_s0, states15_s1, states15_s2, states15_s3, states15_s4, states15_s5, states16_ptr, states16_s0, states16_s1, states16_s2, states16_s3, states16_s4, states16_s5, E_c1, E_c2, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # stores states15, states16: Collect over loop k.3[16]
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
    t9 = tl.load(m8_ptr + offs_n1[:, None, None, None] * m8_s0 + offs_n2[None, :, None, None] * m8_s1 + offs_c1[None, None, :, None] * m8_s2 + offs_c2[None, None, None, :] * m8_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
    t12 = tl.load(m10_ptr + offs_n1[:, None, None, None] * m10_s0 + offs_n2[None, :, None, None] * m10_s1 + offs_c2[None, None, :, None] * m10_s2 + offs_n0[None, None, None, :] * m10_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t13 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :], t9, 0.0), 4) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :, None], t12, 0.0), 2), axis=3)
    t14 = (t13) * (0.25)
    tl.store(states15_ptr + i_c1 * states15_s0 + i_c2 * states15_s1 + tl.arange(0, F_n1)[:, None, None, None] * states15_s2 + tl.arange(0, F_n2)[None, :, None, None] * states15_s3 + tl.arange(0, T_c1)[None, None, :, None] * states15_s4 + tl.arange(0, F_n0)[None, None, None, :] * states15_s5 + tl.zeros([F_n1, F_n2, T_c1, F_n0], tl.int32), t13)
    tl.store(states16_ptr + i_c1 * states16_s0 + i_c2 * states16_s1 + tl.arange(0, F_n1)[:, None, None, None] * states16_s2 + tl.arange(0, F_n2)[None, :, None, None] * states16_s3 + tl.arange(0, T_c1)[None, None, :, None] * states16_s4 + tl.arange(0, F_n0)[None, None, None, :] * states16_s5 + tl.zeros([F_n1, F_n2, T_c1, F_n0], tl.int32), t14)


@triton.jit
def kernel_1(states15_ptr, states15_s0, states15_s1, states15_s2, states15_s3, states15_s4, states15_s5, states16_ptr, states16_s0, states16_s1, states16_s2, states16_s3, states16_s4, states16_s5, buf21_ptr, buf21_s0, buf21_s1, buf21_s2, buf21_s3, E_c1, E_c2, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf21: Combine over grid q.2@2[32]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n0 = tl.arange(0, F_n0)
    acc19 = tl.full([F_n1, F_n2, T_c1, F_n0], 0.0, tl.float32)
    acc20 = tl.full([F_n1, F_n2, T_c1, F_n0], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t17 = tl.load(states15_ptr + i_c1 * states15_s0 + i_c2 * states15_s1 + tl.arange(0, F_n1)[:, None, None, None] * states15_s2 + tl.arange(0, F_n2)[None, :, None, None] * states15_s3 + tl.arange(0, T_c1)[None, None, :, None] * states15_s4 + tl.arange(0, F_n0)[None, None, None, :] * states15_s5 + tl.zeros([F_n1, F_n2, T_c1, F_n0], tl.int32))
        t18 = tl.load(states16_ptr + i_c1 * states16_s0 + i_c2 * states16_s1 + tl.arange(0, F_n1)[:, None, None, None] * states16_s2 + tl.arange(0, F_n2)[None, :, None, None] * states16_s3 + tl.arange(0, T_c1)[None, None, :, None] * states16_s4 + tl.arange(0, F_n0)[None, None, None, :] * states16_s5 + tl.zeros([F_n1, F_n2, T_c1, F_n0], tl.int32))
        acc19 = acc19 + t17
        acc20 = acc20 + t18
    tl.store(buf21_ptr + offs_n1[:, None, None, None] * buf21_s0 + offs_n2[None, :, None, None] * buf21_s1 + offs_c1[None, None, :, None] * buf21_s2 + offs_n0[None, None, None, :] * buf21_s3, acc19, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :])


@triton.jit
def kernel_2(buf21_ptr, buf21_s0, buf21_s1, buf21_s2, buf21_s3, buf24_ptr, buf24_s0, buf24_s1, buf24_s2, buf24_s3, E_c1, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c1: tl.constexpr):
    # writes buf24: Combine over grid q.2@2[32]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n0 = tl.arange(0, F_n0)
    t22 = tl.load(buf21_ptr + offs_n1[:, None, None, None] * buf21_s0 + offs_n2[None, :, None, None] * buf21_s1 + offs_c1[None, None, :, None] * buf21_s2 + offs_n0[None, None, None, :] * buf21_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t23 = (t22) * (0.25)
    tl.store(buf24_ptr + offs_n1[:, None, None, None] * buf24_s0 + offs_n2[None, :, None, None] * buf24_s1 + offs_c1[None, None, :, None] * buf24_s2 + offs_n0[None, None, None, :] * buf24_s3, t23, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :])


@triton.jit
def kernel_3(m8_ptr, m8_s0, m8_s1, m8_s2, m8_s3, m10_ptr, m10_s0, m10_s1, m10_s2, m10_s3, states45_ptr, states45_s0, states45_s1, states45_s2, states45_s3, states45_s4, states45_s5, states46_ptr, states46_s0, states46_s1, states46_s2, states46_s3, states46_s4, states46_s5, E_c0, E_c2, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # stores states45, states46: Collect over loop k.3[16]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n0 = tl.arange(0, F_n0)
    t40 = tl.load(m8_ptr + offs_n1[:, None, None, None] * m8_s0 + offs_n2[None, :, None, None] * m8_s1 + offs_n0[None, None, :, None] * m8_s2 + offs_c2[None, None, None, :] * m8_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
    t41 = tl.load(m10_ptr + offs_n1[:, None, None, None] * m10_s0 + offs_n2[None, :, None, None] * m10_s1 + offs_c2[None, None, :, None] * m10_s2 + offs_n0[None, None, None, :] * m10_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t42 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :], t40, 0.0), 4) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :, None], t41, 0.0), 2), axis=3)
    t43 = tl.load(m10_ptr + offs_n1[:, None, None, None] * m10_s0 + offs_n2[None, :, None, None] * m10_s1 + offs_c2[None, None, :, None] * m10_s2 + offs_c0[None, None, None, :] * m10_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_c0 < E_c0)[None, None, None, :], other=0).to(tl.float32)
    t44 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :], t40, 0.0), 4) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :, None], t43, 0.0), 2), axis=3)
    tl.store(states45_ptr + i_c0 * states45_s0 + i_c2 * states45_s1 + tl.arange(0, F_n1)[:, None, None, None] * states45_s2 + tl.arange(0, F_n2)[None, :, None, None] * states45_s3 + tl.arange(0, F_n0)[None, None, :, None] * states45_s4 + tl.arange(0, F_n0)[None, None, None, :] * states45_s5 + tl.zeros([F_n1, F_n2, F_n0, F_n0], tl.int32), t42)
    tl.store(states46_ptr + i_c0 * states46_s0 + i_c2 * states46_s1 + tl.arange(0, F_n1)[:, None, None, None] * states46_s2 + tl.arange(0, F_n2)[None, :, None, None] * states46_s3 + tl.arange(0, F_n0)[None, None, :, None] * states46_s4 + tl.arange(0, T_c0)[None, None, None, :] * states46_s5 + tl.zeros([F_n1, F_n2, F_n0, T_c0], tl.int32), t44)


@triton.jit
def kernel_4(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, states45_ptr, states45_s0, states45_s1, states45_s2, states45_s3, states45_s4, states45_s5, states46_ptr, states46_s0, states46_s1, states46_s2, states46_s3, states46_s4, states46_s5, buf24_ptr, buf24_s0, buf24_s1, buf24_s2, buf24_s3, buf66_ptr, buf66_s0, buf66_s1, buf66_s2, buf66_s3, E_c0, E_c2, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # writes buf66: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t39 = tl.load(m1_ptr + offs_n0[None, None, :, None] * m1_s2 + offs_n0[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0)
    acc65 = tl.full([F_n1, F_n2, F_n0, 1], 0.0, tl.float32)
    for i_c0 in range(0, tl.cdiv(E_c0, T_c0)):
        offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)

        t38 = tl.load(m1_ptr + offs_n0[None, None, :, None] * m1_s2 + offs_c0[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[None, None, :, None] & (offs_c0 < E_c0)[None, None, None, :], other=0)
        acc49 = tl.full([F_n1, F_n2, F_n0, F_n0], 0.0, tl.float32)
        acc50 = tl.full([F_n1, F_n2, F_n0, T_c0], 0.0, tl.float32)
        for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
            offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

            t47 = tl.load(states45_ptr + i_c0 * states45_s0 + i_c2 * states45_s1 + tl.arange(0, F_n1)[:, None, None, None] * states45_s2 + tl.arange(0, F_n2)[None, :, None, None] * states45_s3 + tl.arange(0, F_n0)[None, None, :, None] * states45_s4 + tl.arange(0, F_n0)[None, None, None, :] * states45_s5 + tl.zeros([F_n1, F_n2, F_n0, F_n0], tl.int32))
            t48 = tl.load(states46_ptr + i_c0 * states46_s0 + i_c2 * states46_s1 + tl.arange(0, F_n1)[:, None, None, None] * states46_s2 + tl.arange(0, F_n2)[None, :, None, None] * states46_s3 + tl.arange(0, F_n0)[None, None, :, None] * states46_s4 + tl.arange(0, T_c0)[None, None, None, :] * states46_s5 + tl.zeros([F_n1, F_n2, F_n0, T_c0], tl.int32))
            acc49 = acc49 + t47
            acc50 = acc50 + t48
        t51 = tl.where(t39, -float("inf"), acc49)
        t52 = tl.max(tl.where((offs_n0 < E_n0)[None, None, None, :], t51, -float('inf')), axis=3, keep_dims=True)
        t53 = (t52) * (0.25)
        t54 = -float("inf") - (t53)
        t55 = tl.exp(t54)
        t56 = tl.load(buf24_ptr + offs_n1[:, None, None, None] * buf24_s0 + offs_n2[None, :, None, None] * buf24_s1 + offs_n0[None, None, :, None] * buf24_s2 + offs_c0[None, None, None, :] * buf24_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_c0 < E_c0)[None, None, None, :], other=0).to(tl.float32)
        t57 = tl.max(tl.where((offs_c0 < E_c0)[None, None, None, :], t56, -float('inf')), axis=3, keep_dims=True)
        t58 = t56 - (t57)
        t59 = tl.exp(t58)
        t60 = t57 - (t53)
        t61 = tl.exp(t60)
        t62 = (t59) * (t61)
        t63 = tl.where(t38, t55, t62)
        t64 = tl.sum(tl.where((offs_c0 < E_c0)[None, None, None, :], t63, 0.0), axis=3, keep_dims=True)
        acc65 = acc65 + t64
    tl.store(buf66_ptr + offs_n1[:, None, None, None] * buf66_s0 + offs_n2[None, :, None, None] * buf66_s1 + offs_n0[None, None, :, None] * buf66_s2, acc65, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None])


@triton.jit
def kernel_5(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, buf24_ptr, buf24_s0, buf24_s1, buf24_s2, buf24_s3, m28_ptr, m28_s0, m28_s1, m28_s2, m28_s3, buf66_ptr, buf66_s0, buf66_s1, buf66_s2, buf66_s3, buf71_ptr, buf71_s0, buf71_s1, buf71_s2, buf71_s3, E_c0, E_n0, E_n1, E_n2, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c0: tl.constexpr):
    # writes buf71: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n3 = tl.arange(0, F_n3)
    t31 = tl.load(m1_ptr + offs_n0[None, None, :, None] * m1_s2 + offs_n0[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0)
    t32 = tl.load(buf24_ptr + offs_n1[:, None, None, None] * buf24_s0 + offs_n2[None, :, None, None] * buf24_s1 + offs_n0[None, None, :, None] * buf24_s2 + offs_n0[None, None, None, :] * buf24_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t33 = tl.where(t31, -float("inf"), t32)
    t34 = tl.max(tl.where((offs_n0 < E_n0)[None, None, None, :], t33, -float('inf')), axis=3, keep_dims=True)
    t35 = tl.exp(t34)
    t36 = 1.0 / (t35)
    t67 = tl.load(buf66_ptr + offs_n1[:, None, None, None] * buf66_s0 + offs_n2[None, :, None, None] * buf66_s1 + offs_n0[None, None, :, None] * buf66_s2, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None], other=0).to(tl.float32)
    t68 = 1.0 / (t67)
    acc70 = tl.full([F_n1, F_n2, F_n0, F_n3], 0.0, tl.float32)
    for i_c0 in range(0, tl.cdiv(E_c0, T_c0)):
        offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)

        t7 = tl.load(m1_ptr + offs_n0[None, None, :, None] * m1_s2 + offs_c0[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[None, None, :, None] & (offs_c0 < E_c0)[None, None, None, :], other=0)
        t25 = tl.load(buf24_ptr + offs_n1[:, None, None, None] * buf24_s0 + offs_n2[None, :, None, None] * buf24_s1 + offs_n0[None, None, :, None] * buf24_s2 + offs_c0[None, None, None, :] * buf24_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_c0 < E_c0)[None, None, None, :], other=0).to(tl.float32)
        t26 = tl.where(t7, -float("inf"), t25)
        t27 = tl.exp(t26)
        t29 = tl.load(m28_ptr + offs_n1[:, None, None, None] * m28_s0 + offs_n2[None, :, None, None] * m28_s1 + offs_c0[None, None, :, None] * m28_s2 + offs_n3[None, None, None, :] * m28_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
        t30 = tl.sum(tl.expand_dims(tl.where((offs_c0 < E_c0)[None, None, None, :], t27, 0.0), 4) * tl.expand_dims(tl.where((offs_c0 < E_c0)[None, None, :, None], t29, 0.0), 2), axis=3)
        t37 = (t30) * (t36)
        t69 = (t37) * (t68)
        acc70 = acc70 + t69
    tl.store(buf71_ptr + offs_n1[:, None, None, None] * buf71_s0 + offs_n2[None, :, None, None] * buf71_s1 + offs_n0[None, None, :, None] * buf71_s2 + offs_n3[None, None, None, :] * buf71_s3, acc70, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :])


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
    m4 = _iota([32, 32], 1, device)
    m5 = _iota([32, 32], 0, device)
    m3 = _BINARY["Sub"](m4, m5)
    m6 = torch.tensor(1.0, dtype=torch.float32, device=device)
    m2 = _BINARY["Ge"](m3, m6)
    m1 = m2.reshape([1, 1, 32, 32])
    m8 = inputs['q']
    m11 = inputs['k']
    m10 = m11.permute([0, 1, 3, 2])
    states15 = torch.full([_cdiv(32, T['c1']), _cdiv(16, T['c2']), _pow2(2), _pow2(4), T['c1'], _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    states16 = torch.full([_cdiv(32, T['c1']), _cdiv(16, T['c2']), _pow2(2), _pow2(4), T['c1'], _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(32, T['c1']) * _cdiv(16, T['c2']),)](m8_ptr=m8, m8_s0=m8.stride(0), m8_s1=m8.stride(1), m8_s2=m8.stride(2), m8_s3=m8.stride(3), m10_ptr=m10, m10_s0=m10.stride(0), m10_s1=m10.stride(1), m10_s2=m10.stride(2), m10_s3=m10.stride(3), states15_ptr=states15, states15_s0=states15.stride(0), states15_s1=states15.stride(1), states15_s2=states15.stride(2), states15_s3=states15.stride(3), states15_s4=states15.stride(4), states15_s5=states15.stride(5), states16_ptr=states16, states16_s0=states16.stride(0), states16_s1=states16.stride(1), states16_s2=states16.stride(2), states16_s3=states16.stride(3), states16_s4=states16.stride(4), states16_s5=states16.stride(5), E_c1=32, E_c2=16, E_n0=32, E_n1=2, E_n2=4, F_n0=_pow2(32), F_n1=_pow2(2), F_n2=_pow2(4), T_c1=T['c1'], T_c2=T['c2'])
    buf21 = torch.full([2, 4, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(32, T['c1']),)](states15_ptr=states15, states15_s0=states15.stride(0), states15_s1=states15.stride(1), states15_s2=states15.stride(2), states15_s3=states15.stride(3), states15_s4=states15.stride(4), states15_s5=states15.stride(5), states16_ptr=states16, states16_s0=states16.stride(0), states16_s1=states16.stride(1), states16_s2=states16.stride(2), states16_s3=states16.stride(3), states16_s4=states16.stride(4), states16_s5=states16.stride(5), buf21_ptr=buf21, buf21_s0=buf21.stride(0), buf21_s1=buf21.stride(1), buf21_s2=buf21.stride(2), buf21_s3=buf21.stride(3), E_c1=32, E_c2=16, E_n0=32, E_n1=2, E_n2=4, F_n0=_pow2(32), F_n1=_pow2(2), F_n2=_pow2(4), T_c1=T['c1'], T_c2=T['c2'])
    buf24 = torch.full([2, 4, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(32, T['c1']),)](buf21_ptr=buf21, buf21_s0=buf21.stride(0), buf21_s1=buf21.stride(1), buf21_s2=buf21.stride(2), buf21_s3=buf21.stride(3), buf24_ptr=buf24, buf24_s0=buf24.stride(0), buf24_s1=buf24.stride(1), buf24_s2=buf24.stride(2), buf24_s3=buf24.stride(3), E_c1=32, E_n0=32, E_n1=2, E_n2=4, F_n0=_pow2(32), F_n1=_pow2(2), F_n2=_pow2(4), T_c1=T['c1'])
    m28 = inputs['v']
    states45 = torch.full([_cdiv(32, T['c0']), _cdiv(16, T['c2']), _pow2(2), _pow2(4), _pow2(32), _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    states46 = torch.full([_cdiv(32, T['c0']), _cdiv(16, T['c2']), _pow2(2), _pow2(4), _pow2(32), T['c0']], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(32, T['c0']) * _cdiv(16, T['c2']),)](m8_ptr=m8, m8_s0=m8.stride(0), m8_s1=m8.stride(1), m8_s2=m8.stride(2), m8_s3=m8.stride(3), m10_ptr=m10, m10_s0=m10.stride(0), m10_s1=m10.stride(1), m10_s2=m10.stride(2), m10_s3=m10.stride(3), states45_ptr=states45, states45_s0=states45.stride(0), states45_s1=states45.stride(1), states45_s2=states45.stride(2), states45_s3=states45.stride(3), states45_s4=states45.stride(4), states45_s5=states45.stride(5), states46_ptr=states46, states46_s0=states46.stride(0), states46_s1=states46.stride(1), states46_s2=states46.stride(2), states46_s3=states46.stride(3), states46_s4=states46.stride(4), states46_s5=states46.stride(5), E_c0=32, E_c2=16, E_n0=32, E_n1=2, E_n2=4, F_n0=_pow2(32), F_n1=_pow2(2), F_n2=_pow2(4), T_c0=T['c0'], T_c2=T['c2'])
    buf66 = torch.full([2, 4, 32, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(1,)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), states45_ptr=states45, states45_s0=states45.stride(0), states45_s1=states45.stride(1), states45_s2=states45.stride(2), states45_s3=states45.stride(3), states45_s4=states45.stride(4), states45_s5=states45.stride(5), states46_ptr=states46, states46_s0=states46.stride(0), states46_s1=states46.stride(1), states46_s2=states46.stride(2), states46_s3=states46.stride(3), states46_s4=states46.stride(4), states46_s5=states46.stride(5), buf24_ptr=buf24, buf24_s0=buf24.stride(0), buf24_s1=buf24.stride(1), buf24_s2=buf24.stride(2), buf24_s3=buf24.stride(3), buf66_ptr=buf66, buf66_s0=buf66.stride(0), buf66_s1=buf66.stride(1), buf66_s2=buf66.stride(2), buf66_s3=buf66.stride(3), E_c0=32, E_c2=16, E_n0=32, E_n1=2, E_n2=4, F_n0=_pow2(32), F_n1=_pow2(2), F_n2=_pow2(4), T_c0=T['c0'], T_c2=T['c2'])
    buf71 = torch.full([2, 4, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_5[(1,)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), buf24_ptr=buf24, buf24_s0=buf24.stride(0), buf24_s1=buf24.stride(1), buf24_s2=buf24.stride(2), buf24_s3=buf24.stride(3), m28_ptr=m28, m28_s0=m28.stride(0), m28_s1=m28.stride(1), m28_s2=m28.stride(2), m28_s3=m28.stride(3), buf66_ptr=buf66, buf66_s0=buf66.stride(0), buf66_s1=buf66.stride(1), buf66_s2=buf66.stride(2), buf66_s3=buf66.stride(3), buf71_ptr=buf71, buf71_s0=buf71.stride(0), buf71_s1=buf71.stride(1), buf71_s2=buf71.stride(2), buf71_s3=buf71.stride(3), E_c0=32, E_n0=32, E_n1=2, E_n2=4, E_n3=16, F_n0=_pow2(32), F_n1=_pow2(2), F_n2=_pow2(4), F_n3=_pow2(16), T_c0=T['c0'])
    return buf71


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
