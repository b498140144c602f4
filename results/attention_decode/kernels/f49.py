"""attention_decode [small], candidate 49: 9 kernel(s)

Rendered by EqiForge from candidate 49 of attention_decode [small]: grid(k.0@0) loop(k.3[16]: sum) [1 mm] ; grid(k.0@0) ; grid(k.1@1) loop(k.2[64]: max) ; grid() loop(k.2[64]: pair(sum, sum)) ; grid() loop(k.3[16]: pair(sum, sum)) ; grid(v.3@3) loop(k.2[64]: max) ; store(k.2[64]) ; grid() loop(k.2[64]: pair(sum, sum), stored) ; grid(v.3@3)
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid v.3@3[16]
    c1: loop k.2[64]
    c2: grid k.0@0[2]
    c3: loop k.3[16]
    c4: grid k.1@1[4]

Run it on its own: `python kernels/f49.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/attention_decode.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 8, "c1": 32, "c2": 1, "c3": 8, "c4": 2}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, buf8_ptr, buf8_s0, buf8_s1, buf8_s2, buf8_s3, E_c2, E_c3, E_n1, E_n2, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # writes buf8: Combine over grid k.0@0[2]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    acc7 = tl.full([T_c2, F_n1, 1, F_n2], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t2 = tl.load(m1_ptr + offs_c2[:, None, None, None] * m1_s0 + offs_n1[None, :, None, None] * m1_s1 + offs_c3[None, None, None, :] * m1_s3, mask=(offs_c2 < E_c2)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
        t5 = tl.load(m3_ptr + offs_c2[:, None, None, None] * m3_s0 + offs_n1[None, :, None, None] * m3_s1 + offs_c3[None, None, :, None] * m3_s2 + offs_n2[None, None, None, :] * m3_s3, mask=(offs_c2 < E_c2)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c3 < E_c3)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
        t6 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, :], t2, 0.0), 4) * tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, :, None], t5, 0.0), 2), axis=3)
        acc7 = acc7 + t6
    tl.store(buf8_ptr + offs_c2[:, None, None, None] * buf8_s0 + offs_n1[None, :, None, None] * buf8_s1 + offs_n2[None, None, None, :] * buf8_s3, acc7, mask=(offs_c2 < E_c2)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :])


@triton.jit
def kernel_1(buf8_ptr, buf8_s0, buf8_s1, buf8_s2, buf8_s3, buf11_ptr, buf11_s0, buf11_s1, buf11_s2, buf11_s3, E_c2, E_n1, E_n2, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c2: tl.constexpr):
    # writes buf11: Combine over grid k.0@0[2]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t9 = tl.load(buf8_ptr + offs_c2[:, None, None, None] * buf8_s0 + offs_n1[None, :, None, None] * buf8_s1 + offs_n2[None, None, None, :] * buf8_s3, mask=(offs_c2 < E_c2)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t10 = (t9) * (0.25)
    tl.store(buf11_ptr + offs_c2[:, None, None, None] * buf11_s0 + offs_n1[None, :, None, None] * buf11_s1 + offs_n2[None, None, None, :] * buf11_s3, t10, mask=(offs_c2 < E_c2)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :])


@triton.jit
def kernel_2(buf11_ptr, buf11_s0, buf11_s1, buf11_s2, buf11_s3, buf24_ptr, buf24_s0, buf24_s1, buf24_s2, buf24_s3, E_c1, E_c4, E_n0, F_n0: tl.constexpr, T_c1: tl.constexpr, T_c4: tl.constexpr):
    # writes buf24: Combine over grid k.1@1[4]
    pid = tl.program_id(0)
    i_c4 = pid % tl.cdiv(E_c4, T_c4)
    pid = pid // tl.cdiv(E_c4, T_c4)
    offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    acc23 = tl.full([F_n0, T_c4, 1, 1], -float('inf'), tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t21 = tl.load(buf11_ptr + offs_n0[:, None, None, None] * buf11_s0 + offs_c4[None, :, None, None] * buf11_s1 + offs_c1[None, None, None, :] * buf11_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c4 < E_c4)[None, :, None, None] & (offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
        t22 = tl.max(tl.where((offs_c1 < E_c1)[None, None, None, :], t21, -float('inf')), axis=3, keep_dims=True)
        acc23 = tl.maximum(acc23, t22)
    tl.store(buf24_ptr + offs_n0[:, None, None, None] * buf24_s0 + offs_c4[None, :, None, None] * buf24_s1, acc23, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c4 < E_c4)[None, :, None, None])


@triton.jit
def kernel_3(buf11_ptr, buf11_s0, buf11_s1, buf11_s2, buf11_s3, m14_ptr, m14_s0, m14_s1, m14_s2, m14_s3, buf24_ptr, buf24_s0, buf24_s1, buf24_s2, buf24_s3, buf31_ptr, buf31_s0, buf31_s1, buf31_s2, buf31_s3, buf32_ptr, buf32_s0, buf32_s1, buf32_s2, buf32_s3, E_c1, E_n0, E_n1, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n3: tl.constexpr, T_c1: tl.constexpr):
    # writes buf31, buf32: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n3 = tl.arange(0, F_n3)
    t25 = tl.load(buf24_ptr + offs_n0[:, None, None, None] * buf24_s0 + offs_n1[None, :, None, None] * buf24_s1, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None], other=0).to(tl.float32)
    acc29 = tl.full([F_n0, F_n1, 1, F_n3], 0.0, tl.float32)
    acc30 = tl.full([F_n0, F_n1, 1, F_n3], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t12 = tl.load(buf11_ptr + offs_n0[:, None, None, None] * buf11_s0 + offs_n1[None, :, None, None] * buf11_s1 + offs_c1[None, None, None, :] * buf11_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
        t13 = tl.exp(t12)
        t15 = tl.load(m14_ptr + offs_n0[:, None, None, None] * m14_s0 + offs_n1[None, :, None, None] * m14_s1 + offs_c1[None, None, :, None] * m14_s2 + offs_n3[None, None, None, :] * m14_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
        t16 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, :], t13, 0.0), 4) * tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, :, None], t15, 0.0), 2), axis=3)
        t17 = tl.max(tl.where((offs_c1 < E_c1)[None, None, None, :], t12, -float('inf')), axis=3, keep_dims=True)
        t18 = tl.exp(t17)
        t19 = 1.0 / (t18)
        t20 = (t16) * (t19)
        t26 = t17 - (t25)
        t27 = tl.exp(t26)
        t28 = (t20) * (t27)
        acc29 = acc29 + t28
        acc30 = acc30 + t16
    tl.store(buf31_ptr + offs_n0[:, None, None, None] * buf31_s0 + offs_n1[None, :, None, None] * buf31_s1 + offs_n3[None, None, None, :] * buf31_s3, acc29, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n3 < E_n3)[None, None, None, :])
    tl.store(buf32_ptr + offs_n0[:, None, None, None] * buf32_s0 + offs_n1[None, :, None, None] * buf32_s1 + offs_n3[None, None, None, :] * buf32_s3, acc30, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n3 < E_n3)[None, None, None, :])


@triton.jit
def kernel_4(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, buf41_ptr, buf41_s0, buf41_s1, buf41_s2, buf41_s3, buf42_ptr, buf42_s0, buf42_s1, buf42_s2, buf42_s3, E_c3, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c3: tl.constexpr):
    # writes buf41, buf42: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    acc39 = tl.full([F_n0, F_n1, 1, F_n2], 0.0, tl.float32)
    acc40 = tl.full([F_n0, F_n1, 1, F_n2], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t34 = tl.load(m1_ptr + offs_n0[:, None, None, None] * m1_s0 + offs_n1[None, :, None, None] * m1_s1 + offs_c3[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
        t35 = tl.load(m3_ptr + offs_n0[:, None, None, None] * m3_s0 + offs_n1[None, :, None, None] * m3_s1 + offs_c3[None, None, :, None] * m3_s2 + offs_n2[None, None, None, :] * m3_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c3 < E_c3)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
        t36 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, :], t34, 0.0), 4) * tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, :, None], t35, 0.0), 2), axis=3)
        t37 = (t34) * (0.25)
        t38 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, :], t37, 0.0), 4) * tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, :, None], t35, 0.0), 2), axis=3)
        acc39 = acc39 + t36
        acc40 = acc40 + t38
    tl.store(buf41_ptr + offs_n0[:, None, None, None] * buf41_s0 + offs_n1[None, :, None, None] * buf41_s1 + offs_n2[None, None, None, :] * buf41_s3, acc39, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :])
    tl.store(buf42_ptr + offs_n0[:, None, None, None] * buf42_s0 + offs_n1[None, :, None, None] * buf42_s1 + offs_n2[None, None, None, :] * buf42_s3, acc40, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :])


@triton.jit
def kernel_5(buf32_ptr, buf32_s0, buf32_s1, buf32_s2, buf32_s3, buf42_ptr, buf42_s0, buf42_s1, buf42_s2, buf42_s3, buf48_ptr, buf48_s0, buf48_s1, buf48_s2, buf48_s3, E_c0, E_c1, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf48: Combine over grid v.3@3[16]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t33 = tl.load(buf32_ptr + offs_n0[:, None, None, None] * buf32_s0 + offs_n1[None, :, None, None] * buf32_s1 + offs_c0[None, None, None, :] * buf32_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c0 < E_c0)[None, None, None, :], other=0).to(tl.float32)
    acc45 = tl.full([F_n0, F_n1, 1, 1], -float('inf'), tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t43 = tl.load(buf42_ptr + offs_n0[:, None, None, None] * buf42_s0 + offs_n1[None, :, None, None] * buf42_s1 + offs_c1[None, None, None, :] * buf42_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
        t44 = tl.max(tl.where((offs_c1 < E_c1)[None, None, None, :], t43, -float('inf')), axis=3, keep_dims=True)
        acc45 = tl.maximum(acc45, t44)
    t46 = tl.exp(acc45)
    t47 = (t33) / (t46)
    tl.store(buf48_ptr + offs_n0[:, None, None, None] * buf48_s0 + offs_n1[None, :, None, None] * buf48_s1 + offs_c0[None, None, None, :] * buf48_s3, t47, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c0 < E_c0)[None, None, None, :])


@triton.jit
def kernel_6(buf11_ptr, buf11_s0, buf11_s1, buf11_s2, buf11_s3, buf24_ptr, buf24_s0, buf24_s1, buf24_s2, buf24_s3, m14_ptr, m14_s0, m14_s1, m14_s2, m14_s3, states65_ptr, states65_s0, states65_s1, states65_s2, states65_s3, states65_s4, states66_ptr, states66_s0, states66_s1, states66_s2, states66_s3, states66_s4, E_c1, E_n0, E_n1, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n3: tl.constexpr, T_c1: tl.constexpr):
    # stores states65, states66: Collect over loop k.2[64]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n3 = tl.arange(0, F_n3)
    t50 = tl.load(buf11_ptr + offs_n0[:, None, None, None] * buf11_s0 + offs_n1[None, :, None, None] * buf11_s1 + offs_c1[None, None, None, :] * buf11_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
    t51 = tl.max(tl.where((offs_c1 < E_c1)[None, None, None, :], t50, -float('inf')), axis=3, keep_dims=True)
    t52 = t50 - (t51)
    t53 = tl.exp(t52)
    t54 = tl.load(buf24_ptr + offs_n0[:, None, None, None] * buf24_s0 + offs_n1[None, :, None, None] * buf24_s1, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None], other=0).to(tl.float32)
    t55 = t51 - (t54)
    t56 = tl.exp(t55)
    t57 = (t53) * (t56)
    t58 = tl.sum(tl.where((offs_c1 < E_c1)[None, None, None, :], t57, 0.0), axis=3, keep_dims=True)
    t59 = tl.exp(t50)
    t60 = tl.load(m14_ptr + offs_n0[:, None, None, None] * m14_s0 + offs_n1[None, :, None, None] * m14_s1 + offs_c1[None, None, :, None] * m14_s2 + offs_n3[None, None, None, :] * m14_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t61 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, :], t59, 0.0), 4) * tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, :, None], t60, 0.0), 2), axis=3)
    t62 = tl.exp(t54)
    t63 = 1.0 / (t62)
    t64 = (t61) * (t63)
    tl.store(states65_ptr + i_c1 * states65_s0 + tl.arange(0, F_n0)[:, None, None, None] * states65_s1 + tl.arange(0, F_n1)[None, :, None, None] * states65_s2 + tl.zeros([F_n0, F_n1, 1, 1], tl.int32), t58)
    tl.store(states66_ptr + i_c1 * states66_s0 + tl.arange(0, F_n0)[:, None, None, None] * states66_s1 + tl.arange(0, F_n1)[None, :, None, None] * states66_s2 + tl.arange(0, F_n3)[None, None, None, :] * states66_s4 + tl.zeros([F_n0, F_n1, 1, F_n3], tl.int32), t64)


@triton.jit
def kernel_7(states65_ptr, states65_s0, states65_s1, states65_s2, states65_s3, states65_s4, states66_ptr, states66_s0, states66_s1, states66_s2, states66_s3, states66_s4, buf71_ptr, buf71_s0, buf71_s1, buf71_s2, buf71_s3, buf72_ptr, buf72_s0, buf72_s1, buf72_s2, buf72_s3, E_c1, E_n0, E_n1, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n3: tl.constexpr, T_c1: tl.constexpr):
    # writes buf71, buf72: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n3 = tl.arange(0, F_n3)
    acc69 = tl.full([F_n0, F_n1, 1, 1], 0.0, tl.float32)
    acc70 = tl.full([F_n0, F_n1, 1, F_n3], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t67 = tl.load(states65_ptr + i_c1 * states65_s0 + tl.arange(0, F_n0)[:, None, None, None] * states65_s1 + tl.arange(0, F_n1)[None, :, None, None] * states65_s2 + tl.zeros([F_n0, F_n1, 1, 1], tl.int32))
        t68 = tl.load(states66_ptr + i_c1 * states66_s0 + tl.arange(0, F_n0)[:, None, None, None] * states66_s1 + tl.arange(0, F_n1)[None, :, None, None] * states66_s2 + tl.arange(0, F_n3)[None, None, None, :] * states66_s4 + tl.zeros([F_n0, F_n1, 1, F_n3], tl.int32))
        acc69 = acc69 + t67
        acc70 = acc70 + t68
    tl.store(buf71_ptr + offs_n0[:, None, None, None] * buf71_s0 + offs_n1[None, :, None, None] * buf71_s1, acc69, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None])
    tl.store(buf72_ptr + offs_n0[:, None, None, None] * buf72_s0 + offs_n1[None, :, None, None] * buf72_s1 + offs_n3[None, None, None, :] * buf72_s3, acc70, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n3 < E_n3)[None, None, None, :])


@triton.jit
def kernel_8(buf48_ptr, buf48_s0, buf48_s1, buf48_s2, buf48_s3, buf71_ptr, buf71_s0, buf71_s1, buf71_s2, buf71_s3, buf75_ptr, buf75_s0, buf75_s1, buf75_s2, buf75_s3, E_c0, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr):
    # writes buf75: Combine over grid v.3@3[16]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t49 = tl.load(buf48_ptr + offs_n0[:, None, None, None] * buf48_s0 + offs_n1[None, :, None, None] * buf48_s1 + offs_c0[None, None, None, :] * buf48_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c0 < E_c0)[None, None, None, :], other=0).to(tl.float32)
    t73 = tl.load(buf71_ptr + offs_n0[:, None, None, None] * buf71_s0 + offs_n1[None, :, None, None] * buf71_s1, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None], other=0).to(tl.float32)
    t74 = (t49) / (t73)
    tl.store(buf75_ptr + offs_n0[:, None, None, None] * buf75_s0 + offs_n1[None, :, None, None] * buf75_s1 + offs_c0[None, None, None, :] * buf75_s3, t74, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c0 < E_c0)[None, None, None, :])


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
    m1 = inputs['q']
    m4 = inputs['k']
    m3 = m4.permute([0, 1, 3, 2])
    buf8 = torch.full([2, 4, 1, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(2, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), buf8_ptr=buf8, buf8_s0=buf8.stride(0), buf8_s1=buf8.stride(1), buf8_s2=buf8.stride(2), buf8_s3=buf8.stride(3), E_c2=2, E_c3=16, E_n1=4, E_n2=64, F_n1=_pow2(4), F_n2=_pow2(64), T_c2=T['c2'], T_c3=T['c3'])
    buf11 = torch.full([2, 4, 1, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(2, T['c2']),)](buf8_ptr=buf8, buf8_s0=buf8.stride(0), buf8_s1=buf8.stride(1), buf8_s2=buf8.stride(2), buf8_s3=buf8.stride(3), buf11_ptr=buf11, buf11_s0=buf11.stride(0), buf11_s1=buf11.stride(1), buf11_s2=buf11.stride(2), buf11_s3=buf11.stride(3), E_c2=2, E_n1=4, E_n2=64, F_n1=_pow2(4), F_n2=_pow2(64), T_c2=T['c2'])
    m14 = inputs['v']
    buf24 = torch.full([2, 4, 1, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(4, T['c4']),)](buf11_ptr=buf11, buf11_s0=buf11.stride(0), buf11_s1=buf11.stride(1), buf11_s2=buf11.stride(2), buf11_s3=buf11.stride(3), buf24_ptr=buf24, buf24_s0=buf24.stride(0), buf24_s1=buf24.stride(1), buf24_s2=buf24.stride(2), buf24_s3=buf24.stride(3), E_c1=64, E_c4=4, E_n0=2, F_n0=_pow2(2), T_c1=T['c1'], T_c4=T['c4'])
    buf31 = torch.full([2, 4, 1, 16], float("nan"), dtype=torch.float32, device=device)
    buf32 = torch.full([2, 4, 1, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(1,)](buf11_ptr=buf11, buf11_s0=buf11.stride(0), buf11_s1=buf11.stride(1), buf11_s2=buf11.stride(2), buf11_s3=buf11.stride(3), m14_ptr=m14, m14_s0=m14.stride(0), m14_s1=m14.stride(1), m14_s2=m14.stride(2), m14_s3=m14.stride(3), buf24_ptr=buf24, buf24_s0=buf24.stride(0), buf24_s1=buf24.stride(1), buf24_s2=buf24.stride(2), buf24_s3=buf24.stride(3), buf31_ptr=buf31, buf31_s0=buf31.stride(0), buf31_s1=buf31.stride(1), buf31_s2=buf31.stride(2), buf31_s3=buf31.stride(3), buf32_ptr=buf32, buf32_s0=buf32.stride(0), buf32_s1=buf32.stride(1), buf32_s2=buf32.stride(2), buf32_s3=buf32.stride(3), E_c1=64, E_n0=2, E_n1=4, E_n3=16, F_n0=_pow2(2), F_n1=_pow2(4), F_n3=_pow2(16), T_c1=T['c1'])
    buf41 = torch.full([2, 4, 1, 64], float("nan"), dtype=torch.float32, device=device)
    buf42 = torch.full([2, 4, 1, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(1,)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), buf41_ptr=buf41, buf41_s0=buf41.stride(0), buf41_s1=buf41.stride(1), buf41_s2=buf41.stride(2), buf41_s3=buf41.stride(3), buf42_ptr=buf42, buf42_s0=buf42.stride(0), buf42_s1=buf42.stride(1), buf42_s2=buf42.stride(2), buf42_s3=buf42.stride(3), E_c3=16, E_n0=2, E_n1=4, E_n2=64, F_n0=_pow2(2), F_n1=_pow2(4), F_n2=_pow2(64), T_c3=T['c3'])
    buf48 = torch.full([2, 4, 1, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_5[(_cdiv(16, T['c0']),)](buf32_ptr=buf32, buf32_s0=buf32.stride(0), buf32_s1=buf32.stride(1), buf32_s2=buf32.stride(2), buf32_s3=buf32.stride(3), buf42_ptr=buf42, buf42_s0=buf42.stride(0), buf42_s1=buf42.stride(1), buf42_s2=buf42.stride(2), buf42_s3=buf42.stride(3), buf48_ptr=buf48, buf48_s0=buf48.stride(0), buf48_s1=buf48.stride(1), buf48_s2=buf48.stride(2), buf48_s3=buf48.stride(3), E_c0=16, E_c1=64, E_n0=2, E_n1=4, F_n0=_pow2(2), F_n1=_pow2(4), T_c0=T['c0'], T_c1=T['c1'])
    states65 = torch.full([_cdiv(64, T['c1']), _pow2(2), _pow2(4), 1, 1], float("nan"), dtype=torch.float32, device=device)
    states66 = torch.full([_cdiv(64, T['c1']), _pow2(2), _pow2(4), 1, _pow2(16)], float("nan"), dtype=torch.float32, device=device)
    kernel_6[(_cdiv(64, T['c1']),)](buf11_ptr=buf11, buf11_s0=buf11.stride(0), buf11_s1=buf11.stride(1), buf11_s2=buf11.stride(2), buf11_s3=buf11.stride(3), buf24_ptr=buf24, buf24_s0=buf24.stride(0), buf24_s1=buf24.stride(1), buf24_s2=buf24.stride(2), buf24_s3=buf24.stride(3), m14_ptr=m14, m14_s0=m14.stride(0), m14_s1=m14.stride(1), m14_s2=m14.stride(2), m14_s3=m14.stride(3), states65_ptr=states65, states65_s0=states65.stride(0), states65_s1=states65.stride(1), states65_s2=states65.stride(2), states65_s3=states65.stride(3), states65_s4=states65.stride(4), states66_ptr=states66, states66_s0=states66.stride(0), states66_s1=states66.stride(1), states66_s2=states66.stride(2), states66_s3=states66.stride(3), states66_s4=states66.stride(4), E_c1=64, E_n0=2, E_n1=4, E_n3=16, F_n0=_pow2(2), F_n1=_pow2(4), F_n3=_pow2(16), T_c1=T['c1'])
    buf71 = torch.full([2, 4, 1, 1], float("nan"), dtype=torch.float32, device=device)
    buf72 = torch.full([2, 4, 1, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_7[(1,)](states65_ptr=states65, states65_s0=states65.stride(0), states65_s1=states65.stride(1), states65_s2=states65.stride(2), states65_s3=states65.stride(3), states65_s4=states65.stride(4), states66_ptr=states66, states66_s0=states66.stride(0), states66_s1=states66.stride(1), states66_s2=states66.stride(2), states66_s3=states66.stride(3), states66_s4=states66.stride(4), buf71_ptr=buf71, buf71_s0=buf71.stride(0), buf71_s1=buf71.stride(1), buf71_s2=buf71.stride(2), buf71_s3=buf71.stride(3), buf72_ptr=buf72, buf72_s0=buf72.stride(0), buf72_s1=buf72.stride(1), buf72_s2=buf72.stride(2), buf72_s3=buf72.stride(3), E_c1=64, E_n0=2, E_n1=4, E_n3=16, F_n0=_pow2(2), F_n1=_pow2(4), F_n3=_pow2(16), T_c1=T['c1'])
    buf75 = torch.full([2, 4, 1, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_8[(_cdiv(16, T['c0']),)](buf48_ptr=buf48, buf48_s0=buf48.stride(0), buf48_s1=buf48.stride(1), buf48_s2=buf48.stride(2), buf48_s3=buf48.stride(3), buf71_ptr=buf71, buf71_s0=buf71.stride(0), buf71_s1=buf71.stride(1), buf71_s2=buf71.stride(2), buf71_s3=buf71.stride(3), buf75_ptr=buf75, buf75_s0=buf75.stride(0), buf75_s1=buf75.stride(1), buf75_s2=buf75.stride(2), buf75_s3=buf75.stride(3), E_c0=16, E_n0=2, E_n1=4, F_n0=_pow2(2), F_n1=_pow2(4), T_c0=T['c0'])
    return buf75


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
