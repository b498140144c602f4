"""attention_prefill [small], candidate 37: 8 kernel(s)

Rendered by EqiForge from candidate 37 of attention_prefill [small]: grid(q.2@2) loop(k.3[16]: sum) [1 mm] ; grid(q.2@2) ; grid() loop(k.3[16]: pair(sum, sum)) ; grid(k.1@1) ; grid(k.1@1) loop(k.2[32]: max) ; grid(k.1@1) loop(k.2[32]: sum) ; grid(k.1@1) ; grid() loop(k.2[32]: sum)
Coordinates (tile sizes are the T arguments of launch()):
    c0: loop k.2[32]
    c1: grid q.2@2[32]
    c2: loop k.3[16]
    c3: grid k.1@1[4]

Run it on its own: `python kernels/f37.py` checks it once against PyTorch on random inputs.
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
def kernel_0(m8_ptr, m8_s0, m8_s1, m8_s2, m8_s3, m10_ptr, m10_s0, m10_s1, m10_s2, m10_s3, buf15_ptr, buf15_s0, buf15_s1, buf15_s2, buf15_s3, E_c1, E_c2, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf15: Combine over grid q.2@2[32]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n0 = tl.arange(0, F_n0)
    acc14 = tl.full([F_n1, F_n2, T_c1, F_n0], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t9 = tl.load(m8_ptr + offs_n1[:, None, None, None] * m8_s0 + offs_n2[None, :, None, None] * m8_s1 + offs_c1[None, None, :, None] * m8_s2 + offs_c2[None, None, None, :] * m8_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
        t12 = tl.load(m10_ptr + offs_n1[:, None, None, None] * m10_s0 + offs_n2[None, :, None, None] * m10_s1 + offs_c2[None, None, :, None] * m10_s2 + offs_n0[None, None, None, :] * m10_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
        t13 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :], t9, 0.0), 4) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :, None], t12, 0.0), 2), axis=3)
        acc14 = acc14 + t13
    tl.store(buf15_ptr + offs_n1[:, None, None, None] * buf15_s0 + offs_n2[None, :, None, None] * buf15_s1 + offs_c1[None, None, :, None] * buf15_s2 + offs_n0[None, None, None, :] * buf15_s3, acc14, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :])


@triton.jit
def kernel_1(buf15_ptr, buf15_s0, buf15_s1, buf15_s2, buf15_s3, buf18_ptr, buf18_s0, buf18_s1, buf18_s2, buf18_s3, E_c1, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c1: tl.constexpr):
    # writes buf18: Combine over grid q.2@2[32]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n0 = tl.arange(0, F_n0)
    t16 = tl.load(buf15_ptr + offs_n1[:, None, None, None] * buf15_s0 + offs_n2[None, :, None, None] * buf15_s1 + offs_c1[None, None, :, None] * buf15_s2 + offs_n0[None, None, None, :] * buf15_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t17 = (t16) * (0.25)
    tl.store(buf18_ptr + offs_n1[:, None, None, None] * buf18_s0 + offs_n2[None, :, None, None] * buf18_s1 + offs_c1[None, None, :, None] * buf18_s2 + offs_n0[None, None, None, :] * buf18_s3, t17, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :])


@triton.jit
def kernel_2(m8_ptr, m8_s0, m8_s1, m8_s2, m8_s3, m10_ptr, m10_s0, m10_s1, m10_s2, m10_s3, buf35_ptr, buf35_s0, buf35_s1, buf35_s2, buf35_s3, buf36_ptr, buf36_s0, buf36_s1, buf36_s2, buf36_s3, E_c2, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c2: tl.constexpr):
    # writes buf35, buf36: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n0 = tl.arange(0, F_n0)
    acc33 = tl.full([F_n1, F_n2, F_n0, F_n0], 0.0, tl.float32)
    acc34 = tl.full([F_n1, F_n2, F_n0, F_n0], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t29 = tl.load(m8_ptr + offs_n1[:, None, None, None] * m8_s0 + offs_n2[None, :, None, None] * m8_s1 + offs_n0[None, None, :, None] * m8_s2 + offs_c2[None, None, None, :] * m8_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
        t30 = tl.load(m10_ptr + offs_n1[:, None, None, None] * m10_s0 + offs_n2[None, :, None, None] * m10_s1 + offs_c2[None, None, :, None] * m10_s2 + offs_n0[None, None, None, :] * m10_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
        t31 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :], t29, 0.0), 4) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :, None], t30, 0.0), 2), axis=3)
        t32 = (t31) * (0.25)
        acc33 = acc33 + t31
        acc34 = acc34 + t32
    tl.store(buf35_ptr + offs_n1[:, None, None, None] * buf35_s0 + offs_n2[None, :, None, None] * buf35_s1 + offs_n0[None, None, :, None] * buf35_s2 + offs_n0[None, None, None, :] * buf35_s3, acc33, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :])
    tl.store(buf36_ptr + offs_n1[:, None, None, None] * buf36_s0 + offs_n2[None, :, None, None] * buf36_s1 + offs_n0[None, None, :, None] * buf36_s2 + offs_n0[None, None, None, :] * buf36_s3, acc34, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :])


@triton.jit
def kernel_3(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, buf35_ptr, buf35_s0, buf35_s1, buf35_s2, buf35_s3, buf40_ptr, buf40_s0, buf40_s1, buf40_s2, buf40_s3, E_c3, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c3: tl.constexpr):
    # writes buf40: Combine over grid k.1@1[4]
    pid = tl.program_id(0)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t28 = tl.load(m1_ptr + offs_n0[None, None, :, None] * m1_s2 + offs_n0[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0)
    t37 = tl.load(buf35_ptr + offs_n1[:, None, None, None] * buf35_s0 + offs_c3[None, :, None, None] * buf35_s1 + offs_n0[None, None, :, None] * buf35_s2 + offs_n0[None, None, None, :] * buf35_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_c3 < E_c3)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t38 = tl.where(t28, -float("inf"), t37)
    t39 = tl.max(tl.where((offs_n0 < E_n0)[None, None, None, :], t38, -float('inf')), axis=3, keep_dims=True)
    tl.store(buf40_ptr + offs_n1[:, None, None, None] * buf40_s0 + offs_c3[None, :, None, None] * buf40_s1 + offs_n0[None, None, :, None] * buf40_s2, t39, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_c3 < E_c3)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None])


@triton.jit
def kernel_4(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, buf18_ptr, buf18_s0, buf18_s1, buf18_s2, buf18_s3, buf51_ptr, buf51_s0, buf51_s1, buf51_s2, buf51_s3, E_c0, E_c3, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c3: tl.constexpr):
    # writes buf51: Combine over grid k.1@1[4]
    pid = tl.program_id(0)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    acc50 = tl.full([F_n1, T_c3, F_n0, 1], -float('inf'), tl.float32)
    for i_c0 in range(0, tl.cdiv(E_c0, T_c0)):
        offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)

        t46 = tl.load(m1_ptr + offs_n0[None, None, :, None] * m1_s2 + offs_c0[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[None, None, :, None] & (offs_c0 < E_c0)[None, None, None, :], other=0)
        t47 = tl.load(buf18_ptr + offs_n1[:, None, None, None] * buf18_s0 + offs_c3[None, :, None, None] * buf18_s1 + offs_n0[None, None, :, None] * buf18_s2 + offs_c0[None, None, None, :] * buf18_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_c3 < E_c3)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_c0 < E_c0)[None, None, None, :], other=0).to(tl.float32)
        t48 = tl.where(t46, -float("inf"), t47)
        t49 = tl.max(tl.where((offs_c0 < E_c0)[None, None, None, :], t48, -float('inf')), axis=3, keep_dims=True)
        acc50 = tl.maximum(acc50, t49)
    tl.store(buf51_ptr + offs_n1[:, None, None, None] * buf51_s0 + offs_c3[None, :, None, None] * buf51_s1 + offs_n0[None, None, :, None] * buf51_s2, acc50, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_c3 < E_c3)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None])


@triton.jit
def kernel_5(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, buf18_ptr, buf18_s0, buf18_s1, buf18_s2, buf18_s3, buf61_ptr, buf61_s0, buf61_s1, buf61_s2, buf61_s3, E_c0, E_c3, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c3: tl.constexpr):
    # writes buf61: Combine over grid k.1@1[4]
    pid = tl.program_id(0)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    acc60 = tl.full([F_n1, T_c3, F_n0, 1], 0.0, tl.float32)
    for i_c0 in range(0, tl.cdiv(E_c0, T_c0)):
        offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)

        t55 = tl.load(m1_ptr + offs_n0[None, None, :, None] * m1_s2 + offs_c0[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[None, None, :, None] & (offs_c0 < E_c0)[None, None, None, :], other=0)
        t56 = tl.load(buf18_ptr + offs_n1[:, None, None, None] * buf18_s0 + offs_c3[None, :, None, None] * buf18_s1 + offs_n0[None, None, :, None] * buf18_s2 + offs_c0[None, None, None, :] * buf18_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_c3 < E_c3)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_c0 < E_c0)[None, None, None, :], other=0).to(tl.float32)
        t57 = tl.where(t55, -float("inf"), t56)
        t58 = tl.exp(t57)
        t59 = tl.sum(tl.where((offs_c0 < E_c0)[None, None, None, :], t58, 0.0), axis=3, keep_dims=True)
        acc60 = acc60 + t59
    tl.store(buf61_ptr + offs_n1[:, None, None, None] * buf61_s0 + offs_c3[None, :, None, None] * buf61_s1 + offs_n0[None, None, :, None] * buf61_s2, acc60, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_c3 < E_c3)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None])


@triton.jit
def kernel_6(buf51_ptr, buf51_s0, buf51_s1, buf51_s2, buf51_s3, buf61_ptr, buf61_s0, buf61_s1, buf61_s2, buf61_s3, buf64_ptr, buf64_s0, buf64_s1, buf64_s2, buf64_s3, E_c3, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c3: tl.constexpr):
    # writes buf64: Combine over grid k.1@1[4]
    pid = tl.program_id(0)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    t52 = tl.load(buf51_ptr + offs_n1[:, None, None, None] * buf51_s0 + offs_c3[None, :, None, None] * buf51_s1 + offs_n0[None, None, :, None] * buf51_s2, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_c3 < E_c3)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None], other=0).to(tl.float32)
    t53 = tl.exp(t52)
    t54 = 1.0 / (t53)
    t62 = tl.load(buf61_ptr + offs_n1[:, None, None, None] * buf61_s0 + offs_c3[None, :, None, None] * buf61_s1 + offs_n0[None, None, :, None] * buf61_s2, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_c3 < E_c3)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None], other=0).to(tl.float32)
    t63 = (t54) * (t62)
    tl.store(buf64_ptr + offs_n1[:, None, None, None] * buf64_s0 + offs_c3[None, :, None, None] * buf64_s1 + offs_n0[None, None, :, None] * buf64_s2, t63, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_c3 < E_c3)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None])


@triton.jit
def kernel_7(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, buf18_ptr, buf18_s0, buf18_s1, buf18_s2, buf18_s3, buf40_ptr, buf40_s0, buf40_s1, buf40_s2, buf40_s3, buf64_ptr, buf64_s0, buf64_s1, buf64_s2, buf64_s3, m67_ptr, m67_s0, m67_s1, m67_s2, m67_s3, buf71_ptr, buf71_s0, buf71_s1, buf71_s2, buf71_s3, E_c0, E_n0, E_n1, E_n2, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c0: tl.constexpr):
    # writes buf71: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n3 = tl.arange(0, F_n3)
    t41 = tl.load(buf40_ptr + offs_n1[:, None, None, None] * buf40_s0 + offs_n2[None, :, None, None] * buf40_s1 + offs_n0[None, None, :, None] * buf40_s2, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None], other=0).to(tl.float32)
    t42 = (t41) * (0.25)
    t65 = tl.load(buf64_ptr + offs_n1[:, None, None, None] * buf64_s0 + offs_n2[None, :, None, None] * buf64_s1 + offs_n0[None, None, :, None] * buf64_s2, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None], other=0).to(tl.float32)
    acc70 = tl.full([F_n1, F_n2, F_n0, F_n3], 0.0, tl.float32)
    for i_c0 in range(0, tl.cdiv(E_c0, T_c0)):
        offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)

        t7 = tl.load(m1_ptr + offs_n0[None, None, :, None] * m1_s2 + offs_c0[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[None, None, :, None] & (offs_c0 < E_c0)[None, None, None, :], other=0)
        t19 = tl.load(buf18_ptr + offs_n1[:, None, None, None] * buf18_s0 + offs_n2[None, :, None, None] * buf18_s1 + offs_n0[None, None, :, None] * buf18_s2 + offs_c0[None, None, None, :] * buf18_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_c0 < E_c0)[None, None, None, :], other=0).to(tl.float32)
        t20 = tl.where(t7, -float("inf"), t19)
        t21 = tl.max(tl.where((offs_c0 < E_c0)[None, None, None, :], t20, -float('inf')), axis=3, keep_dims=True)
        t22 = -float("inf") - (t21)
        t23 = tl.exp(t22)
        t24 = tl.exp(t19)
        t25 = tl.exp(t21)
        t26 = (t24) / (t25)
        t27 = tl.where(t7, t23, t26)
        t43 = t21 - (t42)
        t44 = tl.exp(t43)
        t45 = (t27) * (t44)
        t66 = (t45) / (t65)
        t68 = tl.load(m67_ptr + offs_n1[:, None, None, None] * m67_s0 + offs_n2[None, :, None, None] * m67_s1 + offs_c0[None, None, :, None] * m67_s2 + offs_n3[None, None, None, :] * m67_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
        t69 = tl.sum(tl.expand_dims(tl.where((offs_c0 < E_c0)[None, None, None, :], t66, 0.0), 4) * tl.expand_dims(tl.where((offs_c0 < E_c0)[None, None, :, None], t68, 0.0), 2), axis=3)
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
    buf15 = torch.full([2, 4, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(32, T['c1']),)](m8_ptr=m8, m8_s0=m8.stride(0), m8_s1=m8.stride(1), m8_s2=m8.stride(2), m8_s3=m8.stride(3), m10_ptr=m10, m10_s0=m10.stride(0), m10_s1=m10.stride(1), m10_s2=m10.stride(2), m10_s3=m10.stride(3), buf15_ptr=buf15, buf15_s0=buf15.stride(0), buf15_s1=buf15.stride(1), buf15_s2=buf15.stride(2), buf15_s3=buf15.stride(3), E_c1=32, E_c2=16, E_n0=32, E_n1=2, E_n2=4, F_n0=_pow2(32), F_n1=_pow2(2), F_n2=_pow2(4), T_c1=T['c1'], T_c2=T['c2'])
    buf18 = torch.full([2, 4, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(32, T['c1']),)](buf15_ptr=buf15, buf15_s0=buf15.stride(0), buf15_s1=buf15.stride(1), buf15_s2=buf15.stride(2), buf15_s3=buf15.stride(3), buf18_ptr=buf18, buf18_s0=buf18.stride(0), buf18_s1=buf18.stride(1), buf18_s2=buf18.stride(2), buf18_s3=buf18.stride(3), E_c1=32, E_n0=32, E_n1=2, E_n2=4, F_n0=_pow2(32), F_n1=_pow2(2), F_n2=_pow2(4), T_c1=T['c1'])
    buf35 = torch.full([2, 4, 32, 32], float("nan"), dtype=torch.float32, device=device)
    buf36 = torch.full([2, 4, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(1,)](m8_ptr=m8, m8_s0=m8.stride(0), m8_s1=m8.stride(1), m8_s2=m8.stride(2), m8_s3=m8.stride(3), m10_ptr=m10, m10_s0=m10.stride(0), m10_s1=m10.stride(1), m10_s2=m10.stride(2), m10_s3=m10.stride(3), buf35_ptr=buf35, buf35_s0=buf35.stride(0), buf35_s1=buf35.stride(1), buf35_s2=buf35.stride(2), buf35_s3=buf35.stride(3), buf36_ptr=buf36, buf36_s0=buf36.stride(0), buf36_s1=buf36.stride(1), buf36_s2=buf36.stride(2), buf36_s3=buf36.stride(3), E_c2=16, E_n0=32, E_n1=2, E_n2=4, F_n0=_pow2(32), F_n1=_pow2(2), F_n2=_pow2(4), T_c2=T['c2'])
    buf40 = torch.full([2, 4, 32, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(4, T['c3']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), buf35_ptr=buf35, buf35_s0=buf35.stride(0), buf35_s1=buf35.stride(1), buf35_s2=buf35.stride(2), buf35_s3=buf35.stride(3), buf40_ptr=buf40, buf40_s0=buf40.stride(0), buf40_s1=buf40.stride(1), buf40_s2=buf40.stride(2), buf40_s3=buf40.stride(3), E_c3=4, E_n0=32, E_n1=2, F_n0=_pow2(32), F_n1=_pow2(2), T_c3=T['c3'])
    buf51 = torch.full([2, 4, 32, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(_cdiv(4, T['c3']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), buf18_ptr=buf18, buf18_s0=buf18.stride(0), buf18_s1=buf18.stride(1), buf18_s2=buf18.stride(2), buf18_s3=buf18.stride(3), buf51_ptr=buf51, buf51_s0=buf51.stride(0), buf51_s1=buf51.stride(1), buf51_s2=buf51.stride(2), buf51_s3=buf51.stride(3), E_c0=32, E_c3=4, E_n0=32, E_n1=2, F_n0=_pow2(32), F_n1=_pow2(2), T_c0=T['c0'], T_c3=T['c3'])
    buf61 = torch.full([2, 4, 32, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_5[(_cdiv(4, T['c3']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), buf18_ptr=buf18, buf18_s0=buf18.stride(0), buf18_s1=buf18.stride(1), buf18_s2=buf18.stride(2), buf18_s3=buf18.stride(3), buf61_ptr=buf61, buf61_s0=buf61.stride(0), buf61_s1=buf61.stride(1), buf61_s2=buf61.stride(2), buf61_s3=buf61.stride(3), E_c0=32, E_c3=4, E_n0=32, E_n1=2, F_n0=_pow2(32), F_n1=_pow2(2), T_c0=T['c0'], T_c3=T['c3'])
    buf64 = torch.full([2, 4, 32, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_6[(_cdiv(4, T['c3']),)](buf51_ptr=buf51, buf51_s0=buf51.stride(0), buf51_s1=buf51.stride(1), buf51_s2=buf51.stride(2), buf51_s3=buf51.stride(3), buf61_ptr=buf61, buf61_s0=buf61.stride(0), buf61_s1=buf61.stride(1), buf61_s2=buf61.stride(2), buf61_s3=buf61.stride(3), buf64_ptr=buf64, buf64_s0=buf64.stride(0), buf64_s1=buf64.stride(1), buf64_s2=buf64.stride(2), buf64_s3=buf64.stride(3), E_c3=4, E_n0=32, E_n1=2, F_n0=_pow2(32), F_n1=_pow2(2), T_c3=T['c3'])
    m67 = inputs['v']
    buf71 = torch.full([2, 4, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_7[(1,)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), buf18_ptr=buf18, buf18_s0=buf18.stride(0), buf18_s1=buf18.stride(1), buf18_s2=buf18.stride(2), buf18_s3=buf18.stride(3), buf40_ptr=buf40, buf40_s0=buf40.stride(0), buf40_s1=buf40.stride(1), buf40_s2=buf40.stride(2), buf40_s3=buf40.stride(3), buf64_ptr=buf64, buf64_s0=buf64.stride(0), buf64_s1=buf64.stride(1), buf64_s2=buf64.stride(2), buf64_s3=buf64.stride(3), m67_ptr=m67, m67_s0=m67.stride(0), m67_s1=m67.stride(1), m67_s2=m67.stride(2), m67_s3=m67.stride(3), buf71_ptr=buf71, buf71_s0=buf71.stride(0), buf71_s1=buf71.stride(1), buf71_s2=buf71.stride(2), buf71_s3=buf71.stride(3), E_c0=32, E_n0=32, E_n1=2, E_n2=4, E_n3=16, F_n0=_pow2(32), F_n1=_pow2(2), F_n2=_pow2(4), F_n3=_pow2(16), T_c0=T['c0'])
    return buf71


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
