"""attention_prefill [small], candidate 40: 7 kernel(s)

Rendered by EqiForge from candidate 40 of attention_prefill [small]: store(k.3[16]) ; grid(q.2@2) loop(k.3[16]: pair(sum, sum), stored) ; grid(q.2@2) ; store(k.3[16]) ; grid(k.1@1) loop(k.3[16]: pair(sum, sum), stored) ; grid(k.1@1) loop(k.3[16]: pair(sum, sum), stored) ; grid() loop(k.2[32]: pair(sum, sum))
Coordinates (tile sizes are the T arguments of launch()):
    c0: loop k.2[32]
    c1: grid q.2@2[32]
    c2: loop k.3[16]
    c3: grid k.1@1[4]

Run it on its own: `python kernels/f40.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/attention_prefill.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 16, "c1": 16, "c2": 8, "c3": 2}


@triton.jit
def kernel_0(m9_ptr, m9_s0, m9_s1, m9_s2, m9_s3, m11_ptr, m11_s0, m11_s1, m11_s2, m11_s3, states16_ptr, states16_s0, states16_s1, states16_s2, states16_s3, states16_s4, states16_s5, states17_ptr, states17_s0, states17_s1, states17_s2, states17_s3, states17_s4, states17_s5, E_c1, E_c2, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # stores states16, states17: Collect over loop k.3[16]
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
    t10 = tl.load(m9_ptr + offs_n1[:, None, None, None] * m9_s0 + offs_n2[None, :, None, None] * m9_s1 + offs_c1[None, None, :, None] * m9_s2 + offs_c2[None, None, None, :] * m9_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
    t13 = tl.load(m11_ptr + offs_n1[:, None, None, None] * m11_s0 + offs_n2[None, :, None, None] * m11_s1 + offs_c2[None, None, :, None] * m11_s2 + offs_n0[None, None, None, :] * m11_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t14 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :], t10, 0.0), 4) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :, None], t13, 0.0), 2), axis=3)
    t15 = (t14) * (0.25)
    tl.store(states16_ptr + i_c1 * states16_s0 + i_c2 * states16_s1 + tl.arange(0, F_n1)[:, None, None, None] * states16_s2 + tl.arange(0, F_n2)[None, :, None, None] * states16_s3 + tl.arange(0, T_c1)[None, None, :, None] * states16_s4 + tl.arange(0, F_n0)[None, None, None, :] * states16_s5 + tl.zeros([F_n1, F_n2, T_c1, F_n0], tl.int32), t14)
    tl.store(states17_ptr + i_c1 * states17_s0 + i_c2 * states17_s1 + tl.arange(0, F_n1)[:, None, None, None] * states17_s2 + tl.arange(0, F_n2)[None, :, None, None] * states17_s3 + tl.arange(0, T_c1)[None, None, :, None] * states17_s4 + tl.arange(0, F_n0)[None, None, None, :] * states17_s5 + tl.zeros([F_n1, F_n2, T_c1, F_n0], tl.int32), t15)


@triton.jit
def kernel_1(states16_ptr, states16_s0, states16_s1, states16_s2, states16_s3, states16_s4, states16_s5, states17_ptr, states17_s0, states17_s1, states17_s2, states17_s3, states17_s4, states17_s5, buf22_ptr, buf22_s0, buf22_s1, buf22_s2, buf22_s3, E_c1, E_c2, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf22: Combine over grid q.2@2[32]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n0 = tl.arange(0, F_n0)
    acc20 = tl.full([F_n1, F_n2, T_c1, F_n0], 0.0, tl.float32)
    acc21 = tl.full([F_n1, F_n2, T_c1, F_n0], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t18 = tl.load(states16_ptr + i_c1 * states16_s0 + i_c2 * states16_s1 + tl.arange(0, F_n1)[:, None, None, None] * states16_s2 + tl.arange(0, F_n2)[None, :, None, None] * states16_s3 + tl.arange(0, T_c1)[None, None, :, None] * states16_s4 + tl.arange(0, F_n0)[None, None, None, :] * states16_s5 + tl.zeros([F_n1, F_n2, T_c1, F_n0], tl.int32))
        t19 = tl.load(states17_ptr + i_c1 * states17_s0 + i_c2 * states17_s1 + tl.arange(0, F_n1)[:, None, None, None] * states17_s2 + tl.arange(0, F_n2)[None, :, None, None] * states17_s3 + tl.arange(0, T_c1)[None, None, :, None] * states17_s4 + tl.arange(0, F_n0)[None, None, None, :] * states17_s5 + tl.zeros([F_n1, F_n2, T_c1, F_n0], tl.int32))
        acc20 = acc20 + t18
        acc21 = acc21 + t19
    tl.store(buf22_ptr + offs_n1[:, None, None, None] * buf22_s0 + offs_n2[None, :, None, None] * buf22_s1 + offs_c1[None, None, :, None] * buf22_s2 + offs_n0[None, None, None, :] * buf22_s3, acc20, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :])


@triton.jit
def kernel_2(buf22_ptr, buf22_s0, buf22_s1, buf22_s2, buf22_s3, buf25_ptr, buf25_s0, buf25_s1, buf25_s2, buf25_s3, E_c1, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c1: tl.constexpr):
    # writes buf25: Combine over grid q.2@2[32]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n0 = tl.arange(0, F_n0)
    t23 = tl.load(buf22_ptr + offs_n1[:, None, None, None] * buf22_s0 + offs_n2[None, :, None, None] * buf22_s1 + offs_c1[None, None, :, None] * buf22_s2 + offs_n0[None, None, None, :] * buf22_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t24 = (t23) * (0.25)
    tl.store(buf25_ptr + offs_n1[:, None, None, None] * buf25_s0 + offs_n2[None, :, None, None] * buf25_s1 + offs_c1[None, None, :, None] * buf25_s2 + offs_n0[None, None, None, :] * buf25_s3, t24, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :])


@triton.jit
def kernel_3(m9_ptr, m9_s0, m9_s1, m9_s2, m9_s3, m11_ptr, m11_s0, m11_s1, m11_s2, m11_s3, states45_ptr, states45_s0, states45_s1, states45_s2, states45_s3, states45_s4, states45_s5, states46_ptr, states46_s0, states46_s1, states46_s2, states46_s3, states46_s4, states46_s5, E_c2, E_c3, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # stores states45, states46: Collect over loop k.3[16]
    pid = tl.program_id(0)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    t41 = tl.load(m9_ptr + offs_n1[:, None, None, None] * m9_s0 + offs_c3[None, :, None, None] * m9_s1 + offs_n0[None, None, :, None] * m9_s2 + offs_c2[None, None, None, :] * m9_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_c3 < E_c3)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
    t42 = tl.load(m11_ptr + offs_n1[:, None, None, None] * m11_s0 + offs_c3[None, :, None, None] * m11_s1 + offs_c2[None, None, :, None] * m11_s2 + offs_n0[None, None, None, :] * m11_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_c3 < E_c3)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t43 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :], t41, 0.0), 4) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :, None], t42, 0.0), 2), axis=3)
    t44 = (t43) * (0.25)
    tl.store(states45_ptr + i_c3 * states45_s0 + i_c2 * states45_s1 + tl.arange(0, F_n1)[:, None, None, None] * states45_s2 + tl.arange(0, T_c3)[None, :, None, None] * states45_s3 + tl.arange(0, F_n0)[None, None, :, None] * states45_s4 + tl.arange(0, F_n0)[None, None, None, :] * states45_s5 + tl.zeros([F_n1, T_c3, F_n0, F_n0], tl.int32), t43)
    tl.store(states46_ptr + i_c3 * states46_s0 + i_c2 * states46_s1 + tl.arange(0, F_n1)[:, None, None, None] * states46_s2 + tl.arange(0, T_c3)[None, :, None, None] * states46_s3 + tl.arange(0, F_n0)[None, None, :, None] * states46_s4 + tl.arange(0, F_n0)[None, None, None, :] * states46_s5 + tl.zeros([F_n1, T_c3, F_n0, F_n0], tl.int32), t44)


@triton.jit
def kernel_4(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, states45_ptr, states45_s0, states45_s1, states45_s2, states45_s3, states45_s4, states45_s5, states46_ptr, states46_s0, states46_s1, states46_s2, states46_s3, states46_s4, states46_s5, buf53_ptr, buf53_s0, buf53_s1, buf53_s2, buf53_s3, E_c2, E_c3, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # writes buf53: Combine over grid k.1@1[4]
    pid = tl.program_id(0)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t40 = tl.load(m1_ptr + offs_n0[None, None, :, None] * m1_s2 + offs_n0[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0)
    acc49 = tl.full([F_n1, T_c3, F_n0, F_n0], 0.0, tl.float32)
    acc50 = tl.full([F_n1, T_c3, F_n0, F_n0], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t47 = tl.load(states45_ptr + i_c3 * states45_s0 + i_c2 * states45_s1 + tl.arange(0, F_n1)[:, None, None, None] * states45_s2 + tl.arange(0, T_c3)[None, :, None, None] * states45_s3 + tl.arange(0, F_n0)[None, None, :, None] * states45_s4 + tl.arange(0, F_n0)[None, None, None, :] * states45_s5 + tl.zeros([F_n1, T_c3, F_n0, F_n0], tl.int32))
        t48 = tl.load(states46_ptr + i_c3 * states46_s0 + i_c2 * states46_s1 + tl.arange(0, F_n1)[:, None, None, None] * states46_s2 + tl.arange(0, T_c3)[None, :, None, None] * states46_s3 + tl.arange(0, F_n0)[None, None, :, None] * states46_s4 + tl.arange(0, F_n0)[None, None, None, :] * states46_s5 + tl.zeros([F_n1, T_c3, F_n0, F_n0], tl.int32))
        acc49 = acc49 + t47
        acc50 = acc50 + t48
    t51 = tl.where(t40, -float("inf"), acc49)
    t52 = tl.max(tl.where((offs_n0 < E_n0)[None, None, None, :], t51, -float('inf')), axis=3, keep_dims=True)
    tl.store(buf53_ptr + offs_n1[:, None, None, None] * buf53_s0 + offs_c3[None, :, None, None] * buf53_s1 + offs_n0[None, None, :, None] * buf53_s2, t52, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_c3 < E_c3)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None])


@triton.jit
def kernel_5(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, buf53_ptr, buf53_s0, buf53_s1, buf53_s2, buf53_s3, states45_ptr, states45_s0, states45_s1, states45_s2, states45_s3, states45_s4, states45_s5, states46_ptr, states46_s0, states46_s1, states46_s2, states46_s3, states46_s4, states46_s5, buf65_ptr, buf65_s0, buf65_s1, buf65_s2, buf65_s3, E_c2, E_c3, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # writes buf65: Combine over grid k.1@1[4]
    pid = tl.program_id(0)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t39 = tl.load(m1_ptr + offs_n0[None, None, :, None] * m1_s2 + offs_n0[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0)
    t54 = tl.load(buf53_ptr + offs_n1[:, None, None, None] * buf53_s0 + offs_c3[None, :, None, None] * buf53_s1 + offs_n0[None, None, :, None] * buf53_s2, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_c3 < E_c3)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None], other=0).to(tl.float32)
    t55 = -float("inf") - (t54)
    acc58 = tl.full([F_n1, T_c3, F_n0, F_n0], 0.0, tl.float32)
    acc59 = tl.full([F_n1, T_c3, F_n0, F_n0], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t56 = tl.load(states45_ptr + i_c3 * states45_s0 + i_c2 * states45_s1 + tl.arange(0, F_n1)[:, None, None, None] * states45_s2 + tl.arange(0, T_c3)[None, :, None, None] * states45_s3 + tl.arange(0, F_n0)[None, None, :, None] * states45_s4 + tl.arange(0, F_n0)[None, None, None, :] * states45_s5 + tl.zeros([F_n1, T_c3, F_n0, F_n0], tl.int32))
        t57 = tl.load(states46_ptr + i_c3 * states46_s0 + i_c2 * states46_s1 + tl.arange(0, F_n1)[:, None, None, None] * states46_s2 + tl.arange(0, T_c3)[None, :, None, None] * states46_s3 + tl.arange(0, F_n0)[None, None, :, None] * states46_s4 + tl.arange(0, F_n0)[None, None, None, :] * states46_s5 + tl.zeros([F_n1, T_c3, F_n0, F_n0], tl.int32))
        acc58 = acc58 + t56
        acc59 = acc59 + t57
    t60 = acc58 - (t54)
    t61 = tl.where(t39, t55, t60)
    t62 = (t61) * (0.25)
    t63 = tl.exp(t62)
    t64 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, None, :], t63, 0.0), axis=3, keep_dims=True)
    tl.store(buf65_ptr + offs_n1[:, None, None, None] * buf65_s0 + offs_c3[None, :, None, None] * buf65_s1 + offs_n0[None, None, :, None] * buf65_s2, t64, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_c3 < E_c3)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None])


@triton.jit
def kernel_6(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, buf25_ptr, buf25_s0, buf25_s1, buf25_s2, buf25_s3, buf65_ptr, buf65_s0, buf65_s1, buf65_s2, buf65_s3, m68_ptr, m68_s0, m68_s1, m68_s2, m68_s3, buf74_ptr, buf74_s0, buf74_s1, buf74_s2, buf74_s3, buf75_ptr, buf75_s0, buf75_s1, buf75_s2, buf75_s3, E_c0, E_n0, E_n1, E_n2, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c0: tl.constexpr):
    # writes buf74, buf75: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n3 = tl.arange(0, F_n3)
    t8 = tl.load(m1_ptr + offs_n0[None, None, :, None] * m1_s2 + offs_n0[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0)
    t26 = tl.load(buf25_ptr + offs_n1[:, None, None, None] * buf25_s0 + offs_n2[None, :, None, None] * buf25_s1 + offs_n0[None, None, :, None] * buf25_s2 + offs_n0[None, None, None, :] * buf25_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t27 = tl.where(t8, -float("inf"), t26)
    t28 = tl.max(tl.where((offs_n0 < E_n0)[None, None, None, :], t27, -float('inf')), axis=3, keep_dims=True)
    t29 = -float("inf") - (t28)
    t30 = tl.exp(t29)
    t66 = tl.load(buf65_ptr + offs_n1[:, None, None, None] * buf65_s0 + offs_n2[None, :, None, None] * buf65_s1 + offs_n0[None, None, :, None] * buf65_s2, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None], other=0).to(tl.float32)
    acc72 = tl.full([F_n1, F_n2, F_n0, F_n3], 0.0, tl.float32)
    acc73 = tl.full([F_n1, F_n2, F_n0, F_n3], 0.0, tl.float32)
    for i_c0 in range(0, tl.cdiv(E_c0, T_c0)):
        offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)

        t7 = tl.load(m1_ptr + offs_n0[None, None, :, None] * m1_s2 + offs_c0[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[None, None, :, None] & (offs_c0 < E_c0)[None, None, None, :], other=0)
        t31 = tl.load(buf25_ptr + offs_n1[:, None, None, None] * buf25_s0 + offs_n2[None, :, None, None] * buf25_s1 + offs_n0[None, None, :, None] * buf25_s2 + offs_c0[None, None, None, :] * buf25_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_c0 < E_c0)[None, None, None, :], other=0).to(tl.float32)
        t32 = tl.max(tl.where((offs_c0 < E_c0)[None, None, None, :], t31, -float('inf')), axis=3, keep_dims=True)
        t33 = t31 - (t32)
        t34 = tl.exp(t33)
        t35 = t32 - (t28)
        t36 = tl.exp(t35)
        t37 = (t34) * (t36)
        t38 = tl.where(t7, t30, t37)
        t67 = (t38) / (t66)
        t69 = tl.load(m68_ptr + offs_n1[:, None, None, None] * m68_s0 + offs_n2[None, :, None, None] * m68_s1 + offs_c0[None, None, :, None] * m68_s2 + offs_n3[None, None, None, :] * m68_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
        t70 = tl.sum(tl.expand_dims(tl.where((offs_c0 < E_c0)[None, None, None, :], t67, 0.0), 4) * tl.expand_dims(tl.where((offs_c0 < E_c0)[None, None, :, None], t69, 0.0), 2), axis=3)
        t71 = tl.sum(tl.expand_dims(tl.where((offs_c0 < E_c0)[None, None, None, :], t38, 0.0), 4) * tl.expand_dims(tl.where((offs_c0 < E_c0)[None, None, :, None], t69, 0.0), 2), axis=3)
        acc72 = acc72 + t70
        acc73 = acc73 + t71
    tl.store(buf74_ptr + offs_n1[:, None, None, None] * buf74_s0 + offs_n2[None, :, None, None] * buf74_s1 + offs_n0[None, None, :, None] * buf74_s2 + offs_n3[None, None, None, :] * buf74_s3, acc72, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :])
    tl.store(buf75_ptr + offs_n1[:, None, None, None] * buf75_s0 + offs_n2[None, :, None, None] * buf75_s1 + offs_n0[None, None, :, None] * buf75_s2 + offs_n3[None, None, None, :] * buf75_s3, acc73, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :])


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
    m9 = inputs['q']
    m12 = inputs['k']
    m11 = m12.permute([0, 1, 3, 2])
    states16 = torch.full([_cdiv(32, T['c1']), _cdiv(16, T['c2']), _pow2(2), _pow2(4), T['c1'], _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    states17 = torch.full([_cdiv(32, T['c1']), _cdiv(16, T['c2']), _pow2(2), _pow2(4), T['c1'], _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(32, T['c1']) * _cdiv(16, T['c2']),)](m9_ptr=m9, m9_s0=m9.stride(0), m9_s1=m9.stride(1), m9_s2=m9.stride(2), m9_s3=m9.stride(3), m11_ptr=m11, m11_s0=m11.stride(0), m11_s1=m11.stride(1), m11_s2=m11.stride(2), m11_s3=m11.stride(3), states16_ptr=states16, states16_s0=states16.stride(0), states16_s1=states16.stride(1), states16_s2=states16.stride(2), states16_s3=states16.stride(3), states16_s4=states16.stride(4), states16_s5=states16.stride(5), states17_ptr=states17, states17_s0=states17.stride(0), states17_s1=states17.stride(1), states17_s2=states17.stride(2), states17_s3=states17.stride(3), states17_s4=states17.stride(4), states17_s5=states17.stride(5), E_c1=32, E_c2=16, E_n0=32, E_n1=2, E_n2=4, F_n0=_pow2(32), F_n1=_pow2(2), F_n2=_pow2(4), T_c1=T['c1'], T_c2=T['c2'])
    buf22 = torch.full([2, 4, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(32, T['c1']),)](states16_ptr=states16, states16_s0=states16.stride(0), states16_s1=states16.stride(1), states16_s2=states16.stride(2), states16_s3=states16.stride(3), states16_s4=states16.stride(4), states16_s5=states16.stride(5), states17_ptr=states17, states17_s0=states17.stride(0), states17_s1=states17.stride(1), states17_s2=states17.stride(2), states17_s3=states17.stride(3), states17_s4=states17.stride(4), states17_s5=states17.stride(5), buf22_ptr=buf22, buf22_s0=buf22.stride(0), buf22_s1=buf22.stride(1), buf22_s2=buf22.stride(2), buf22_s3=buf22.stride(3), E_c1=32, E_c2=16, E_n0=32, E_n1=2, E_n2=4, F_n0=_pow2(32), F_n1=_pow2(2), F_n2=_pow2(4), T_c1=T['c1'], T_c2=T['c2'])
    buf25 = torch.full([2, 4, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(32, T['c1']),)](buf22_ptr=buf22, buf22_s0=buf22.stride(0), buf22_s1=buf22.stride(1), buf22_s2=buf22.stride(2), buf22_s3=buf22.stride(3), buf25_ptr=buf25, buf25_s0=buf25.stride(0), buf25_s1=buf25.stride(1), buf25_s2=buf25.stride(2), buf25_s3=buf25.stride(3), E_c1=32, E_n0=32, E_n1=2, E_n2=4, F_n0=_pow2(32), F_n1=_pow2(2), F_n2=_pow2(4), T_c1=T['c1'])
    states45 = torch.full([_cdiv(4, T['c3']), _cdiv(16, T['c2']), _pow2(2), T['c3'], _pow2(32), _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    states46 = torch.full([_cdiv(4, T['c3']), _cdiv(16, T['c2']), _pow2(2), T['c3'], _pow2(32), _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(4, T['c3']) * _cdiv(16, T['c2']),)](m9_ptr=m9, m9_s0=m9.stride(0), m9_s1=m9.stride(1), m9_s2=m9.stride(2), m9_s3=m9.stride(3), m11_ptr=m11, m11_s0=m11.stride(0), m11_s1=m11.stride(1), m11_s2=m11.stride(2), m11_s3=m11.stride(3), states45_ptr=states45, states45_s0=states45.stride(0), states45_s1=states45.stride(1), states45_s2=states45.stride(2), states45_s3=states45.stride(3), states45_s4=states45.stride(4), states45_s5=states45.stride(5), states46_ptr=states46, states46_s0=states46.stride(0), states46_s1=states46.stride(1), states46_s2=states46.stride(2), states46_s3=states46.stride(3), states46_s4=states46.stride(4), states46_s5=states46.stride(5), E_c2=16, E_c3=4, E_n0=32, E_n1=2, F_n0=_pow2(32), F_n1=_pow2(2), T_c2=T['c2'], T_c3=T['c3'])
    buf53 = torch.full([2, 4, 32, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(_cdiv(4, T['c3']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), states45_ptr=states45, states45_s0=states45.stride(0), states45_s1=states45.stride(1), states45_s2=states45.stride(2), states45_s3=states45.stride(3), states45_s4=states45.stride(4), states45_s5=states45.stride(5), states46_ptr=states46, states46_s0=states46.stride(0), states46_s1=states46.stride(1), states46_s2=states46.stride(2), states46_s3=states46.stride(3), states46_s4=states46.stride(4), states46_s5=states46.stride(5), buf53_ptr=buf53, buf53_s0=buf53.stride(0), buf53_s1=buf53.stride(1), buf53_s2=buf53.stride(2), buf53_s3=buf53.stride(3), E_c2=16, E_c3=4, E_n0=32, E_n1=2, F_n0=_pow2(32), F_n1=_pow2(2), T_c2=T['c2'], T_c3=T['c3'])
    buf65 = torch.full([2, 4, 32, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_5[(_cdiv(4, T['c3']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), buf53_ptr=buf53, buf53_s0=buf53.stride(0), buf53_s1=buf53.stride(1), buf53_s2=buf53.stride(2), buf53_s3=buf53.stride(3), states45_ptr=states45, states45_s0=states45.stride(0), states45_s1=states45.stride(1), states45_s2=states45.stride(2), states45_s3=states45.stride(3), states45_s4=states45.stride(4), states45_s5=states45.stride(5), states46_ptr=states46, states46_s0=states46.stride(0), states46_s1=states46.stride(1), states46_s2=states46.stride(2), states46_s3=states46.stride(3), states46_s4=states46.stride(4), states46_s5=states46.stride(5), buf65_ptr=buf65, buf65_s0=buf65.stride(0), buf65_s1=buf65.stride(1), buf65_s2=buf65.stride(2), buf65_s3=buf65.stride(3), E_c2=16, E_c3=4, E_n0=32, E_n1=2, F_n0=_pow2(32), F_n1=_pow2(2), T_c2=T['c2'], T_c3=T['c3'])
    m68 = inputs['v']
    buf74 = torch.full([2, 4, 32, 16], float("nan"), dtype=torch.float32, device=device)
    buf75 = torch.full([2, 4, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_6[(1,)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), buf25_ptr=buf25, buf25_s0=buf25.stride(0), buf25_s1=buf25.stride(1), buf25_s2=buf25.stride(2), buf25_s3=buf25.stride(3), buf65_ptr=buf65, buf65_s0=buf65.stride(0), buf65_s1=buf65.stride(1), buf65_s2=buf65.stride(2), buf65_s3=buf65.stride(3), m68_ptr=m68, m68_s0=m68.stride(0), m68_s1=m68.stride(1), m68_s2=m68.stride(2), m68_s3=m68.stride(3), buf74_ptr=buf74, buf74_s0=buf74.stride(0), buf74_s1=buf74.stride(1), buf74_s2=buf74.stride(2), buf74_s3=buf74.stride(3), buf75_ptr=buf75, buf75_s0=buf75.stride(0), buf75_s1=buf75.stride(1), buf75_s2=buf75.stride(2), buf75_s3=buf75.stride(3), E_c0=32, E_n0=32, E_n1=2, E_n2=4, E_n3=16, F_n0=_pow2(32), F_n1=_pow2(2), F_n2=_pow2(4), F_n3=_pow2(16), T_c0=T['c0'])
    return buf74


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
