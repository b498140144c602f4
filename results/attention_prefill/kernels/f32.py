"""attention_prefill [small], candidate 32: 7 kernel(s)

Rendered by EqiForge from candidate 32 of attention_prefill [small]: store(k.3[16]) ; grid(k.1@1) loop(k.3[16]: pair(sum, sum), stored) ; grid(k.1@1) ; grid(q.2@2) loop(k.3[16]: sum) [1 mm] ; grid(v.3@3) [1 mm] ; store(k.3[16]) ; grid(v.3@3) loop(k.3[16]: pair(sum, sum), stored)
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid v.3@3[16]
    c1: grid k.1@1[4]
    c2: loop k.3[16]
    c3: grid q.2@2[32]

Run it on its own: `python kernels/f32.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/attention_prefill.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 8, "c1": 2, "c2": 8, "c3": 16}


@triton.jit
def kernel_0(m9_ptr, m9_s0, m9_s1, m9_s2, m9_s3, m11_ptr, m11_s0, m11_s1, m11_s2, m11_s3, states16_ptr, states16_s0, states16_s1, states16_s2, states16_s3, states16_s4, states16_s5, states17_ptr, states17_s0, states17_s1, states17_s2, states17_s3, states17_s4, states17_s5, E_c1, E_c2, E_n0, E_n2, F_n0: tl.constexpr, F_n2: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # stores states16, states17: Collect over loop k.3[16]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n2 = tl.arange(0, F_n2)
    t10 = tl.load(m9_ptr + offs_n0[:, None, None, None] * m9_s0 + offs_c1[None, :, None, None] * m9_s1 + offs_n2[None, None, :, None] * m9_s2 + offs_c2[None, None, None, :] * m9_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
    t13 = tl.load(m11_ptr + offs_n0[:, None, None, None] * m11_s0 + offs_c1[None, :, None, None] * m11_s1 + offs_c2[None, None, :, None] * m11_s2 + offs_n2[None, None, None, :] * m11_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t14 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :], t10, 0.0), 4) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :, None], t13, 0.0), 2), axis=3)
    t15 = (t14) * (0.25)
    tl.store(states16_ptr + i_c1 * states16_s0 + i_c2 * states16_s1 + tl.arange(0, F_n0)[:, None, None, None] * states16_s2 + tl.arange(0, T_c1)[None, :, None, None] * states16_s3 + tl.arange(0, F_n2)[None, None, :, None] * states16_s4 + tl.arange(0, F_n2)[None, None, None, :] * states16_s5 + tl.zeros([F_n0, T_c1, F_n2, F_n2], tl.int32), t14)
    tl.store(states17_ptr + i_c1 * states17_s0 + i_c2 * states17_s1 + tl.arange(0, F_n0)[:, None, None, None] * states17_s2 + tl.arange(0, T_c1)[None, :, None, None] * states17_s3 + tl.arange(0, F_n2)[None, None, :, None] * states17_s4 + tl.arange(0, F_n2)[None, None, None, :] * states17_s5 + tl.zeros([F_n0, T_c1, F_n2, F_n2], tl.int32), t15)


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, states16_ptr, states16_s0, states16_s1, states16_s2, states16_s3, states16_s4, states16_s5, states17_ptr, states17_s0, states17_s1, states17_s2, states17_s3, states17_s4, states17_s5, buf24_ptr, buf24_s0, buf24_s1, buf24_s2, buf24_s3, E_c1, E_c2, E_n0, E_n2, F_n0: tl.constexpr, F_n2: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf24: Combine over grid k.1@1[4]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n0 = tl.arange(0, F_n0)
    t8 = tl.load(m1_ptr + offs_n2[None, None, :, None] * m1_s2 + offs_n2[None, None, None, :] * m1_s3, mask=(offs_n2 < E_n2)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0)
    acc20 = tl.full([F_n0, T_c1, F_n2, F_n2], 0.0, tl.float32)
    acc21 = tl.full([F_n0, T_c1, F_n2, F_n2], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t18 = tl.load(states16_ptr + i_c1 * states16_s0 + i_c2 * states16_s1 + tl.arange(0, F_n0)[:, None, None, None] * states16_s2 + tl.arange(0, T_c1)[None, :, None, None] * states16_s3 + tl.arange(0, F_n2)[None, None, :, None] * states16_s4 + tl.arange(0, F_n2)[None, None, None, :] * states16_s5 + tl.zeros([F_n0, T_c1, F_n2, F_n2], tl.int32))
        t19 = tl.load(states17_ptr + i_c1 * states17_s0 + i_c2 * states17_s1 + tl.arange(0, F_n0)[:, None, None, None] * states17_s2 + tl.arange(0, T_c1)[None, :, None, None] * states17_s3 + tl.arange(0, F_n2)[None, None, :, None] * states17_s4 + tl.arange(0, F_n2)[None, None, None, :] * states17_s5 + tl.zeros([F_n0, T_c1, F_n2, F_n2], tl.int32))
        acc20 = acc20 + t18
        acc21 = acc21 + t19
    t22 = tl.where(t8, -float("inf"), acc20)
    t23 = tl.max(tl.where((offs_n2 < E_n2)[None, None, None, :], t22, -float('inf')), axis=3, keep_dims=True)
    tl.store(buf24_ptr + offs_n0[:, None, None, None] * buf24_s0 + offs_c1[None, :, None, None] * buf24_s1 + offs_n2[None, None, :, None] * buf24_s2, t23, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None])


@triton.jit
def kernel_2(buf24_ptr, buf24_s0, buf24_s1, buf24_s2, buf24_s3, buf27_ptr, buf27_s0, buf27_s1, buf27_s2, buf27_s3, E_c1, E_n0, E_n2, F_n0: tl.constexpr, F_n2: tl.constexpr, T_c1: tl.constexpr):
    # writes buf27: Combine over grid k.1@1[4]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n2 = tl.arange(0, F_n2)
    t25 = tl.load(buf24_ptr + offs_n0[:, None, None, None] * buf24_s0 + offs_c1[None, :, None, None] * buf24_s1 + offs_n2[None, None, :, None] * buf24_s2, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None], other=0).to(tl.float32)
    t26 = (t25) * (0.25)
    tl.store(buf27_ptr + offs_n0[:, None, None, None] * buf27_s0 + offs_c1[None, :, None, None] * buf27_s1 + offs_n2[None, None, :, None] * buf27_s2, t26, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None])


@triton.jit
def kernel_3(m9_ptr, m9_s0, m9_s1, m9_s2, m9_s3, m11_ptr, m11_s0, m11_s1, m11_s2, m11_s3, buf35_ptr, buf35_s0, buf35_s1, buf35_s2, buf35_s3, E_c2, E_c3, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # writes buf35: Combine over grid q.2@2[32]
    pid = tl.program_id(0)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    acc33 = tl.full([F_n0, F_n1, T_c3, F_n2], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t30 = tl.load(m9_ptr + offs_n0[:, None, None, None] * m9_s0 + offs_n1[None, :, None, None] * m9_s1 + offs_c3[None, None, :, None] * m9_s2 + offs_c2[None, None, None, :] * m9_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c3 < E_c3)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
        t31 = tl.load(m11_ptr + offs_n0[:, None, None, None] * m11_s0 + offs_n1[None, :, None, None] * m11_s1 + offs_c2[None, None, :, None] * m11_s2 + offs_n2[None, None, None, :] * m11_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
        t32 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :], t30, 0.0), 4) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :, None], t31, 0.0), 2), axis=3)
        acc33 = acc33 + t32
    t34 = (acc33) * (0.25)
    tl.store(buf35_ptr + offs_n0[:, None, None, None] * buf35_s0 + offs_n1[None, :, None, None] * buf35_s1 + offs_c3[None, None, :, None] * buf35_s2 + offs_n2[None, None, None, :] * buf35_s3, t34, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c3 < E_c3)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :])


@triton.jit
def kernel_4(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, buf27_ptr, buf27_s0, buf27_s1, buf27_s2, buf27_s3, buf35_ptr, buf35_s0, buf35_s1, buf35_s2, buf35_s3, m40_ptr, m40_s0, m40_s1, m40_s2, m40_s3, buf43_ptr, buf43_s0, buf43_s1, buf43_s2, buf43_s3, E_c0, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr):
    # writes buf43: Combine over grid v.3@3[16]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t7 = tl.load(m1_ptr + offs_n2[None, None, :, None] * m1_s2 + offs_n2[None, None, None, :] * m1_s3, mask=(offs_n2 < E_n2)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0)
    t28 = tl.load(buf27_ptr + offs_n0[:, None, None, None] * buf27_s0 + offs_n1[None, :, None, None] * buf27_s1 + offs_n2[None, None, :, None] * buf27_s2, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None], other=0).to(tl.float32)
    t29 = -float("inf") - (t28)
    t36 = tl.load(buf35_ptr + offs_n0[:, None, None, None] * buf35_s0 + offs_n1[None, :, None, None] * buf35_s1 + offs_n2[None, None, :, None] * buf35_s2 + offs_n2[None, None, None, :] * buf35_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t37 = t36 - (t28)
    t38 = tl.where(t7, t29, t37)
    t39 = tl.exp(t38)
    t41 = tl.load(m40_ptr + offs_n0[:, None, None, None] * m40_s0 + offs_n1[None, :, None, None] * m40_s1 + offs_n2[None, None, :, None] * m40_s2 + offs_c0[None, None, None, :] * m40_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_c0 < E_c0)[None, None, None, :], other=0).to(tl.float32)
    t42 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t39, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t41, 0.0), 2), axis=3)
    tl.store(buf43_ptr + offs_n0[:, None, None, None] * buf43_s0 + offs_n1[None, :, None, None] * buf43_s1 + offs_n2[None, None, :, None] * buf43_s2 + offs_c0[None, None, None, :] * buf43_s3, t42, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_c0 < E_c0)[None, None, None, :])


@triton.jit
def kernel_5(m9_ptr, m9_s0, m9_s1, m9_s2, m9_s3, m11_ptr, m11_s0, m11_s1, m11_s2, m11_s3, states50_ptr, states50_s0, states50_s1, states50_s2, states50_s3, states50_s4, states51_ptr, states51_s0, states51_s1, states51_s2, states51_s3, states51_s4, E_c2, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c2: tl.constexpr):
    # stores states50, states51: Collect over loop k.3[16]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t46 = tl.load(m9_ptr + offs_n0[:, None, None, None] * m9_s0 + offs_n1[None, :, None, None] * m9_s1 + offs_n2[None, None, :, None] * m9_s2 + offs_c2[None, None, None, :] * m9_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
    t47 = tl.load(m11_ptr + offs_n0[:, None, None, None] * m11_s0 + offs_n1[None, :, None, None] * m11_s1 + offs_c2[None, None, :, None] * m11_s2 + offs_n2[None, None, None, :] * m11_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t48 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :], t46, 0.0), 4) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :, None], t47, 0.0), 2), axis=3)
    t49 = (t48) * (0.25)
    tl.store(states50_ptr + i_c2 * states50_s0 + tl.arange(0, F_n0)[:, None, None, None] * states50_s1 + tl.arange(0, F_n1)[None, :, None, None] * states50_s2 + tl.arange(0, F_n2)[None, None, :, None] * states50_s3 + tl.arange(0, F_n2)[None, None, None, :] * states50_s4 + tl.zeros([F_n0, F_n1, F_n2, F_n2], tl.int32), t49)
    tl.store(states51_ptr + i_c2 * states51_s0 + tl.arange(0, F_n0)[:, None, None, None] * states51_s1 + tl.arange(0, F_n1)[None, :, None, None] * states51_s2 + tl.arange(0, F_n2)[None, None, :, None] * states51_s3 + tl.arange(0, F_n2)[None, None, None, :] * states51_s4 + tl.zeros([F_n0, F_n1, F_n2, F_n2], tl.int32), t48)


@triton.jit
def kernel_6(buf43_ptr, buf43_s0, buf43_s1, buf43_s2, buf43_s3, m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, states50_ptr, states50_s0, states50_s1, states50_s2, states50_s3, states50_s4, states51_ptr, states51_s0, states51_s1, states51_s2, states51_s3, states51_s4, buf65_ptr, buf65_s0, buf65_s1, buf65_s2, buf65_s3, E_c0, E_c2, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # writes buf65: Combine over grid v.3@3[16]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t44 = tl.load(buf43_ptr + offs_n0[:, None, None, None] * buf43_s0 + offs_n1[None, :, None, None] * buf43_s1 + offs_n2[None, None, :, None] * buf43_s2 + offs_c0[None, None, None, :] * buf43_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_c0 < E_c0)[None, None, None, :], other=0).to(tl.float32)
    t45 = tl.load(m1_ptr + offs_n2[None, None, :, None] * m1_s2 + offs_n2[None, None, None, :] * m1_s3, mask=(offs_n2 < E_n2)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0)
    acc54 = tl.full([F_n0, F_n1, F_n2, F_n2], 0.0, tl.float32)
    acc55 = tl.full([F_n0, F_n1, F_n2, F_n2], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t52 = tl.load(states50_ptr + i_c2 * states50_s0 + tl.arange(0, F_n0)[:, None, None, None] * states50_s1 + tl.arange(0, F_n1)[None, :, None, None] * states50_s2 + tl.arange(0, F_n2)[None, None, :, None] * states50_s3 + tl.arange(0, F_n2)[None, None, None, :] * states50_s4 + tl.zeros([F_n0, F_n1, F_n2, F_n2], tl.int32))
        t53 = tl.load(states51_ptr + i_c2 * states51_s0 + tl.arange(0, F_n0)[:, None, None, None] * states51_s1 + tl.arange(0, F_n1)[None, :, None, None] * states51_s2 + tl.arange(0, F_n2)[None, None, :, None] * states51_s3 + tl.arange(0, F_n2)[None, None, None, :] * states51_s4 + tl.zeros([F_n0, F_n1, F_n2, F_n2], tl.int32))
        acc54 = acc54 + t52
        acc55 = acc55 + t53
    t56 = tl.where(t45, -float("inf"), acc54)
    t57 = tl.max(tl.where((offs_n2 < E_n2)[None, None, None, :], t56, -float('inf')), axis=3, keep_dims=True)
    t58 = -float("inf") - (t57)
    t59 = tl.exp(t58)
    t60 = acc54 - (t57)
    t61 = tl.exp(t60)
    t62 = tl.where(t45, t59, t61)
    t63 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t62, 0.0), axis=3, keep_dims=True)
    t64 = (t44) / (t63)
    tl.store(buf65_ptr + offs_n0[:, None, None, None] * buf65_s0 + offs_n1[None, :, None, None] * buf65_s1 + offs_n2[None, None, :, None] * buf65_s2 + offs_c0[None, None, None, :] * buf65_s3, t64, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_c0 < E_c0)[None, None, None, :])


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
    states16 = torch.full([_cdiv(4, T['c1']), _cdiv(16, T['c2']), _pow2(2), T['c1'], _pow2(32), _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    states17 = torch.full([_cdiv(4, T['c1']), _cdiv(16, T['c2']), _pow2(2), T['c1'], _pow2(32), _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(4, T['c1']) * _cdiv(16, T['c2']),)](m9_ptr=m9, m9_s0=m9.stride(0), m9_s1=m9.stride(1), m9_s2=m9.stride(2), m9_s3=m9.stride(3), m11_ptr=m11, m11_s0=m11.stride(0), m11_s1=m11.stride(1), m11_s2=m11.stride(2), m11_s3=m11.stride(3), states16_ptr=states16, states16_s0=states16.stride(0), states16_s1=states16.stride(1), states16_s2=states16.stride(2), states16_s3=states16.stride(3), states16_s4=states16.stride(4), states16_s5=states16.stride(5), states17_ptr=states17, states17_s0=states17.stride(0), states17_s1=states17.stride(1), states17_s2=states17.stride(2), states17_s3=states17.stride(3), states17_s4=states17.stride(4), states17_s5=states17.stride(5), E_c1=4, E_c2=16, E_n0=2, E_n2=32, F_n0=_pow2(2), F_n2=_pow2(32), T_c1=T['c1'], T_c2=T['c2'])
    buf24 = torch.full([2, 4, 32, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(4, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), states16_ptr=states16, states16_s0=states16.stride(0), states16_s1=states16.stride(1), states16_s2=states16.stride(2), states16_s3=states16.stride(3), states16_s4=states16.stride(4), states16_s5=states16.stride(5), states17_ptr=states17, states17_s0=states17.stride(0), states17_s1=states17.stride(1), states17_s2=states17.stride(2), states17_s3=states17.stride(3), states17_s4=states17.stride(4), states17_s5=states17.stride(5), buf24_ptr=buf24, buf24_s0=buf24.stride(0), buf24_s1=buf24.stride(1), buf24_s2=buf24.stride(2), buf24_s3=buf24.stride(3), E_c1=4, E_c2=16, E_n0=2, E_n2=32, F_n0=_pow2(2), F_n2=_pow2(32), T_c1=T['c1'], T_c2=T['c2'])
    buf27 = torch.full([2, 4, 32, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(4, T['c1']),)](buf24_ptr=buf24, buf24_s0=buf24.stride(0), buf24_s1=buf24.stride(1), buf24_s2=buf24.stride(2), buf24_s3=buf24.stride(3), buf27_ptr=buf27, buf27_s0=buf27.stride(0), buf27_s1=buf27.stride(1), buf27_s2=buf27.stride(2), buf27_s3=buf27.stride(3), E_c1=4, E_n0=2, E_n2=32, F_n0=_pow2(2), F_n2=_pow2(32), T_c1=T['c1'])
    buf35 = torch.full([2, 4, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(32, T['c3']),)](m9_ptr=m9, m9_s0=m9.stride(0), m9_s1=m9.stride(1), m9_s2=m9.stride(2), m9_s3=m9.stride(3), m11_ptr=m11, m11_s0=m11.stride(0), m11_s1=m11.stride(1), m11_s2=m11.stride(2), m11_s3=m11.stride(3), buf35_ptr=buf35, buf35_s0=buf35.stride(0), buf35_s1=buf35.stride(1), buf35_s2=buf35.stride(2), buf35_s3=buf35.stride(3), E_c2=16, E_c3=32, E_n0=2, E_n1=4, E_n2=32, F_n0=_pow2(2), F_n1=_pow2(4), F_n2=_pow2(32), T_c2=T['c2'], T_c3=T['c3'])
    m40 = inputs['v']
    buf43 = torch.full([2, 4, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(_cdiv(16, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), buf27_ptr=buf27, buf27_s0=buf27.stride(0), buf27_s1=buf27.stride(1), buf27_s2=buf27.stride(2), buf27_s3=buf27.stride(3), buf35_ptr=buf35, buf35_s0=buf35.stride(0), buf35_s1=buf35.stride(1), buf35_s2=buf35.stride(2), buf35_s3=buf35.stride(3), m40_ptr=m40, m40_s0=m40.stride(0), m40_s1=m40.stride(1), m40_s2=m40.stride(2), m40_s3=m40.stride(3), buf43_ptr=buf43, buf43_s0=buf43.stride(0), buf43_s1=buf43.stride(1), buf43_s2=buf43.stride(2), buf43_s3=buf43.stride(3), E_c0=16, E_n0=2, E_n1=4, E_n2=32, F_n0=_pow2(2), F_n1=_pow2(4), F_n2=_pow2(32), T_c0=T['c0'])
    states50 = torch.full([_cdiv(16, T['c2']), _pow2(2), _pow2(4), _pow2(32), _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    states51 = torch.full([_cdiv(16, T['c2']), _pow2(2), _pow2(4), _pow2(32), _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    kernel_5[(_cdiv(16, T['c2']),)](m9_ptr=m9, m9_s0=m9.stride(0), m9_s1=m9.stride(1), m9_s2=m9.stride(2), m9_s3=m9.stride(3), m11_ptr=m11, m11_s0=m11.stride(0), m11_s1=m11.stride(1), m11_s2=m11.stride(2), m11_s3=m11.stride(3), states50_ptr=states50, states50_s0=states50.stride(0), states50_s1=states50.stride(1), states50_s2=states50.stride(2), states50_s3=states50.stride(3), states50_s4=states50.stride(4), states51_ptr=states51, states51_s0=states51.stride(0), states51_s1=states51.stride(1), states51_s2=states51.stride(2), states51_s3=states51.stride(3), states51_s4=states51.stride(4), E_c2=16, E_n0=2, E_n1=4, E_n2=32, F_n0=_pow2(2), F_n1=_pow2(4), F_n2=_pow2(32), T_c2=T['c2'])
    buf65 = torch.full([2, 4, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_6[(_cdiv(16, T['c0']),)](buf43_ptr=buf43, buf43_s0=buf43.stride(0), buf43_s1=buf43.stride(1), buf43_s2=buf43.stride(2), buf43_s3=buf43.stride(3), m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), states50_ptr=states50, states50_s0=states50.stride(0), states50_s1=states50.stride(1), states50_s2=states50.stride(2), states50_s3=states50.stride(3), states50_s4=states50.stride(4), states51_ptr=states51, states51_s0=states51.stride(0), states51_s1=states51.stride(1), states51_s2=states51.stride(2), states51_s3=states51.stride(3), states51_s4=states51.stride(4), buf65_ptr=buf65, buf65_s0=buf65.stride(0), buf65_s1=buf65.stride(1), buf65_s2=buf65.stride(2), buf65_s3=buf65.stride(3), E_c0=16, E_c2=16, E_n0=2, E_n1=4, E_n2=32, F_n0=_pow2(2), F_n1=_pow2(4), F_n2=_pow2(32), T_c0=T['c0'], T_c2=T['c2'])
    return buf65


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
