"""attention_sinks [small], candidate 84: 6 kernel(s)

Rendered by EqiForge from candidate 84 of attention_sinks [small]: grid(k.2@3) [1 mm] ; grid(k.2@3) ; grid(k.1@1) ; grid(k.2@3) [1 mm] ; grid(k.1@1) ; grid(k.0@0)
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid k.0@0[2]
    c1: grid k.2@3[32]
    c2: grid k.1@1[2]

Run it on its own: `python kernels/f84.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/attention_sinks.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 1, "c1": 16, "c2": 1}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 2, "c1": 32, "c2": 2}


@triton.jit
def kernel_0(m13_ptr, m13_s0, m13_s1, m13_s2, m13_s3, m13_s4, m16_ptr, m16_s0, m16_s1, m16_s2, m16_s3, m16_s4, buf21_ptr, buf21_s0, buf21_s1, buf21_s2, buf21_s3, buf21_s4, E_c1, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c1: tl.constexpr):
    # writes buf21: Combine over grid k.2@3[32]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n2 = tl.arange(0, F_n2)
    offs_n1 = tl.arange(0, F_n1)
    t15 = tl.load(m13_ptr + offs_n0[:, None, None, None, None] * m13_s0 + offs_n0[None, :, None, None, None] * m13_s1 + offs_n0[None, None, :, None, None] * m13_s2 + offs_c1[None, None, None, :, None] * m13_s3 + offs_n2[None, None, None, None, :] * m13_s4, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_c1 < E_c1)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :], other=0).to(tl.float32)
    t19 = tl.load(m16_ptr + offs_n0[:, None, None, None, None] * m16_s0 + offs_n0[None, :, None, None, None] * m16_s1 + offs_n2[None, None, None, :, None] * m16_s3 + offs_n1[None, None, None, None, :] * m16_s4, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n2 < E_n2)[None, None, None, :, None] & (offs_n1 < E_n1)[None, None, None, None, :], other=0).to(tl.float32)
    t20 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, None, :], t15, 0.0), 5) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :, None], t19, 0.0), 3), axis=4)
    tl.store(buf21_ptr + offs_n0[:, None, None, None, None] * buf21_s0 + offs_n0[None, :, None, None, None] * buf21_s1 + offs_n0[None, None, :, None, None] * buf21_s2 + offs_c1[None, None, None, :, None] * buf21_s3 + offs_n1[None, None, None, None, :] * buf21_s4, t20, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_c1 < E_c1)[None, None, None, :, None] & (offs_n1 < E_n1)[None, None, None, None, :])


@triton.jit
def kernel_1(buf21_ptr, buf21_s0, buf21_s1, buf21_s2, buf21_s3, buf21_s4, buf24_ptr, buf24_s0, buf24_s1, buf24_s2, buf24_s3, buf24_s4, E_c1, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c1: tl.constexpr):
    # writes buf24: Combine over grid k.2@3[32]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t22 = tl.load(buf21_ptr + offs_n0[:, None, None, None, None] * buf21_s0 + offs_n0[None, :, None, None, None] * buf21_s1 + offs_n0[None, None, :, None, None] * buf21_s2 + offs_c1[None, None, None, :, None] * buf21_s3 + offs_n1[None, None, None, None, :] * buf21_s4, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_c1 < E_c1)[None, None, None, :, None] & (offs_n1 < E_n1)[None, None, None, None, :], other=0).to(tl.float32)
    t23 = (t22) * (0.25)
    tl.store(buf24_ptr + offs_n0[:, None, None, None, None] * buf24_s0 + offs_n0[None, :, None, None, None] * buf24_s1 + offs_n0[None, None, :, None, None] * buf24_s2 + offs_c1[None, None, None, :, None] * buf24_s3 + offs_n1[None, None, None, None, :] * buf24_s4, t23, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_c1 < E_c1)[None, None, None, :, None] & (offs_n1 < E_n1)[None, None, None, None, :])


@triton.jit
def kernel_2(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m1_s4, m6_ptr, m6_s0, m6_s1, m6_s2, m6_s3, m6_s4, buf24_ptr, buf24_s0, buf24_s1, buf24_s2, buf24_s3, buf24_s4, m27_ptr, m27_s0, m27_s1, m27_s2, m27_s3, m27_s4, buf42_ptr, buf42_s0, buf42_s1, buf42_s2, buf42_s3, buf42_s4, E_c2, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf42: Combine over grid k.1@1[2]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    t34 = tl.load(m1_ptr + offs_n1[None, None, None, None, :] * m1_s4, mask=(offs_n1 < E_n1)[None, None, None, None, :], other=0)
    t35 = tl.load(m6_ptr + offs_n1[None, None, None, :, None] * m6_s3 + offs_n1[None, None, None, None, :] * m6_s4, mask=(offs_n1 < E_n1)[None, None, None, :, None] & (offs_n1 < E_n1)[None, None, None, None, :], other=0)
    t36 = tl.load(buf24_ptr + offs_n0[:, None, None, None, None] * buf24_s0 + offs_c2[None, :, None, None, None] * buf24_s1 + offs_n0[None, None, :, None, None] * buf24_s2 + offs_n1[None, None, None, :, None] * buf24_s3 + offs_n1[None, None, None, None, :] * buf24_s4, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_c2 < E_c2)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :, None] & (offs_n1 < E_n1)[None, None, None, None, :], other=0).to(tl.float32)
    t37 = tl.where(t35, -float("inf"), t36)
    t38 = tl.load(m27_ptr + offs_n1[None, None, None, :, None] * m27_s3 + offs_n1[None, None, None, None, :] * m27_s4, mask=(offs_n1 < E_n1)[None, None, None, :, None] & (offs_n1 < E_n1)[None, None, None, None, :], other=0)
    t39 = tl.where(t38, -float("inf"), t37)
    t40 = tl.where(t34, t37, t39)
    t41 = tl.max(tl.where((offs_n1 < E_n1)[None, None, None, None, :], t40, -float('inf')), axis=4, keep_dims=True)
    tl.store(buf42_ptr + offs_n0[:, None, None, None, None] * buf42_s0 + offs_c2[None, :, None, None, None] * buf42_s1 + offs_n0[None, None, :, None, None] * buf42_s2 + offs_n1[None, None, None, :, None] * buf42_s3, t41, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_c2 < E_c2)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :, None])


@triton.jit
def kernel_3(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m1_s4, m6_ptr, m6_s0, m6_s1, m6_s2, m6_s3, m6_s4, buf24_ptr, buf24_s0, buf24_s1, buf24_s2, buf24_s3, buf24_s4, m27_ptr, m27_s0, m27_s1, m27_s2, m27_s3, m27_s4, buf42_ptr, buf42_s0, buf42_s1, buf42_s2, buf42_s3, buf42_s4, m44_ptr, m44_s0, m44_s1, m44_s2, m44_s3, m44_s4, m50_ptr, m50_s0, m50_s1, m50_s2, m50_s3, m50_s4, buf54_ptr, buf54_s0, buf54_s1, buf54_s2, buf54_s3, buf54_s4, E_c1, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c1: tl.constexpr):
    # writes buf54: Combine over grid k.2@3[32]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n2 = tl.arange(0, F_n2)
    t5 = tl.load(m1_ptr + offs_n1[None, None, None, None, :] * m1_s4, mask=(offs_n1 < E_n1)[None, None, None, None, :], other=0)
    t12 = tl.load(m6_ptr + offs_c1[None, None, None, :, None] * m6_s3 + offs_n1[None, None, None, None, :] * m6_s4, mask=(offs_c1 < E_c1)[None, None, None, :, None] & (offs_n1 < E_n1)[None, None, None, None, :], other=0)
    t25 = tl.load(buf24_ptr + offs_n0[:, None, None, None, None] * buf24_s0 + offs_n0[None, :, None, None, None] * buf24_s1 + offs_n0[None, None, :, None, None] * buf24_s2 + offs_c1[None, None, None, :, None] * buf24_s3 + offs_n1[None, None, None, None, :] * buf24_s4, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_c1 < E_c1)[None, None, None, :, None] & (offs_n1 < E_n1)[None, None, None, None, :], other=0).to(tl.float32)
    t26 = tl.where(t12, -float("inf"), t25)
    t31 = tl.load(m27_ptr + offs_c1[None, None, None, :, None] * m27_s3 + offs_n1[None, None, None, None, :] * m27_s4, mask=(offs_c1 < E_c1)[None, None, None, :, None] & (offs_n1 < E_n1)[None, None, None, None, :], other=0)
    t32 = tl.where(t31, -float("inf"), t26)
    t33 = tl.where(t5, t26, t32)
    t43 = tl.load(buf42_ptr + offs_n0[:, None, None, None, None] * buf42_s0 + offs_n0[None, :, None, None, None] * buf42_s1 + offs_n0[None, None, :, None, None] * buf42_s2 + offs_c1[None, None, None, :, None] * buf42_s3, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_c1 < E_c1)[None, None, None, :, None], other=0).to(tl.float32)
    t46 = tl.load(m44_ptr + offs_n0[None, :, None, None, None] * m44_s1 + offs_n0[None, None, :, None, None] * m44_s2, mask=(offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None], other=0).to(tl.float32)
    t47 = tl.maximum(t43, t46)
    t48 = t33 - (t47)
    t49 = tl.exp(t48)
    t52 = tl.load(m50_ptr + offs_n0[:, None, None, None, None] * m50_s0 + offs_n0[None, :, None, None, None] * m50_s1 + offs_n1[None, None, None, :, None] * m50_s3 + offs_n2[None, None, None, None, :] * m50_s4, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :], other=0).to(tl.float32)
    t53 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, None, :], t49, 0.0), 5) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :, None], t52, 0.0), 3), axis=4)
    tl.store(buf54_ptr + offs_n0[:, None, None, None, None] * buf54_s0 + offs_n0[None, :, None, None, None] * buf54_s1 + offs_n0[None, None, :, None, None] * buf54_s2 + offs_c1[None, None, None, :, None] * buf54_s3 + offs_n2[None, None, None, None, :] * buf54_s4, t53, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_c1 < E_c1)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :])


@triton.jit
def kernel_4(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m1_s4, m6_ptr, m6_s0, m6_s1, m6_s2, m6_s3, m6_s4, buf24_ptr, buf24_s0, buf24_s1, buf24_s2, buf24_s3, buf24_s4, m27_ptr, m27_s0, m27_s1, m27_s2, m27_s3, m27_s4, buf42_ptr, buf42_s0, buf42_s1, buf42_s2, buf42_s3, buf42_s4, m44_ptr, m44_s0, m44_s1, m44_s2, m44_s3, m44_s4, buf69_ptr, buf69_s0, buf69_s1, buf69_s2, buf69_s3, buf69_s4, E_c2, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf69: Combine over grid k.1@1[2]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    t56 = tl.load(m1_ptr + offs_n1[None, None, None, None, :] * m1_s4, mask=(offs_n1 < E_n1)[None, None, None, None, :], other=0)
    t57 = tl.load(m6_ptr + offs_n1[None, None, None, :, None] * m6_s3 + offs_n1[None, None, None, None, :] * m6_s4, mask=(offs_n1 < E_n1)[None, None, None, :, None] & (offs_n1 < E_n1)[None, None, None, None, :], other=0)
    t58 = tl.load(buf24_ptr + offs_n0[:, None, None, None, None] * buf24_s0 + offs_c2[None, :, None, None, None] * buf24_s1 + offs_n0[None, None, :, None, None] * buf24_s2 + offs_n1[None, None, None, :, None] * buf24_s3 + offs_n1[None, None, None, None, :] * buf24_s4, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_c2 < E_c2)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :, None] & (offs_n1 < E_n1)[None, None, None, None, :], other=0).to(tl.float32)
    t59 = tl.where(t57, -float("inf"), t58)
    t60 = tl.load(m27_ptr + offs_n1[None, None, None, :, None] * m27_s3 + offs_n1[None, None, None, None, :] * m27_s4, mask=(offs_n1 < E_n1)[None, None, None, :, None] & (offs_n1 < E_n1)[None, None, None, None, :], other=0)
    t61 = tl.where(t60, -float("inf"), t59)
    t62 = tl.where(t56, t59, t61)
    t63 = tl.load(buf42_ptr + offs_n0[:, None, None, None, None] * buf42_s0 + offs_c2[None, :, None, None, None] * buf42_s1 + offs_n0[None, None, :, None, None] * buf42_s2 + offs_n1[None, None, None, :, None] * buf42_s3, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_c2 < E_c2)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :, None], other=0).to(tl.float32)
    t64 = tl.load(m44_ptr + offs_c2[None, :, None, None, None] * m44_s1 + offs_n0[None, None, :, None, None] * m44_s2, mask=(offs_c2 < E_c2)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None], other=0).to(tl.float32)
    t65 = tl.maximum(t63, t64)
    t66 = t62 - (t65)
    t67 = tl.exp(t66)
    t68 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, None, :], t67, 0.0), axis=4, keep_dims=True)
    tl.store(buf69_ptr + offs_n0[:, None, None, None, None] * buf69_s0 + offs_c2[None, :, None, None, None] * buf69_s1 + offs_n0[None, None, :, None, None] * buf69_s2 + offs_n1[None, None, None, :, None] * buf69_s3, t68, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_c2 < E_c2)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :, None])


@triton.jit
def kernel_5(buf54_ptr, buf54_s0, buf54_s1, buf54_s2, buf54_s3, buf54_s4, buf69_ptr, buf69_s0, buf69_s1, buf69_s2, buf69_s3, buf69_s4, m44_ptr, m44_s0, m44_s1, m44_s2, m44_s3, m44_s4, buf42_ptr, buf42_s0, buf42_s1, buf42_s2, buf42_s3, buf42_s4, buf79_ptr, buf79_s0, buf79_s1, buf79_s2, buf79_s3, E_c0, E_n0, E_n1, E_n2, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c0: tl.constexpr):
    # writes buf79: Combine over grid k.0@0[2]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n3 = tl.arange(0, F_n3)
    t55 = tl.load(buf54_ptr + offs_c0[:, None, None, None, None] * buf54_s0 + offs_n0[None, :, None, None, None] * buf54_s1 + offs_n0[None, None, :, None, None] * buf54_s2 + offs_n1[None, None, None, :, None] * buf54_s3 + offs_n2[None, None, None, None, :] * buf54_s4, mask=(offs_c0 < E_c0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :], other=0).to(tl.float32)
    t70 = tl.load(buf69_ptr + offs_c0[:, None, None, None, None] * buf69_s0 + offs_n0[None, :, None, None, None] * buf69_s1 + offs_n0[None, None, :, None, None] * buf69_s2 + offs_n1[None, None, None, :, None] * buf69_s3, mask=(offs_c0 < E_c0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :, None], other=0).to(tl.float32)
    t71 = tl.load(m44_ptr + offs_n0[None, :, None, None, None] * m44_s1 + offs_n0[None, None, :, None, None] * m44_s2, mask=(offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None], other=0).to(tl.float32)
    t72 = tl.load(buf42_ptr + offs_c0[:, None, None, None, None] * buf42_s0 + offs_n0[None, :, None, None, None] * buf42_s1 + offs_n0[None, None, :, None, None] * buf42_s2 + offs_n1[None, None, None, :, None] * buf42_s3, mask=(offs_c0 < E_c0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :, None], other=0).to(tl.float32)
    t73 = tl.maximum(t72, t71)
    t74 = t71 - (t73)
    t75 = tl.exp(t74)
    t76 = t70 + t75
    t77 = (t55) / (t76)
    t78 = tl.reshape(t77, [T_c0, F_n3, F_n1, F_n2])
    tl.store(buf79_ptr + offs_c0[:, None, None, None] * buf79_s0 + offs_n3[None, :, None, None] * buf79_s1 + offs_n1[None, None, :, None] * buf79_s2 + offs_n2[None, None, None, :] * buf79_s3, t78, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n3 < E_n3)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :])


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
    m3 = _iota([32], 0, device)
    m2 = m3.reshape([1, 1, 1, 1, 32])
    m4 = torch.tensor(2.0, dtype=torch.float32, device=device)
    m1 = _BINARY["Lt"](m2, m4)
    m8 = m3.reshape([1, 32])
    m11 = torch.tensor(0.0, dtype=torch.float32, device=device)
    m10 = _BINARY["Add"](m3, m11)
    m9 = m10.reshape([32, 1])
    m7 = _BINARY["Gt"](m8, m9)
    m6 = m7.reshape([1, 1, 1, 32, 32])
    m14 = inputs['q']
    m13 = m14.reshape([2, 2, 2, 32, 16])
    m18 = inputs['k']
    m17 = m18.reshape([2, 2, 1, 32, 16])
    m16 = m17.permute([0, 1, 2, 4, 3])
    buf21 = torch.full([2, 2, 2, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(32, T['c1']),)](m13_ptr=m13, m13_s0=m13.stride(0), m13_s1=m13.stride(1), m13_s2=m13.stride(2), m13_s3=m13.stride(3), m13_s4=m13.stride(4), m16_ptr=m16, m16_s0=m16.stride(0), m16_s1=m16.stride(1), m16_s2=m16.stride(2), m16_s3=m16.stride(3), m16_s4=m16.stride(4), buf21_ptr=buf21, buf21_s0=buf21.stride(0), buf21_s1=buf21.stride(1), buf21_s2=buf21.stride(2), buf21_s3=buf21.stride(3), buf21_s4=buf21.stride(4), E_c1=32, E_n0=2, E_n1=32, E_n2=16, F_n0=_pow2(2), F_n1=_pow2(32), F_n2=_pow2(16), T_c1=T['c1'])
    buf24 = torch.full([2, 2, 2, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(32, T['c1']),)](buf21_ptr=buf21, buf21_s0=buf21.stride(0), buf21_s1=buf21.stride(1), buf21_s2=buf21.stride(2), buf21_s3=buf21.stride(3), buf21_s4=buf21.stride(4), buf24_ptr=buf24, buf24_s0=buf24.stride(0), buf24_s1=buf24.stride(1), buf24_s2=buf24.stride(2), buf24_s3=buf24.stride(3), buf24_s4=buf24.stride(4), E_c1=32, E_n0=2, E_n1=32, F_n0=_pow2(2), F_n1=_pow2(32), T_c1=T['c1'])
    m29 = _BINARY["Sub"](m9, m8)
    m30 = torch.tensor(8.0, dtype=torch.float32, device=device)
    m28 = _BINARY["Ge"](m29, m30)
    m27 = m28.reshape([1, 1, 1, 32, 32])
    buf42 = torch.full([2, 2, 2, 32, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(2, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m1_s4=m1.stride(4), m6_ptr=m6, m6_s0=m6.stride(0), m6_s1=m6.stride(1), m6_s2=m6.stride(2), m6_s3=m6.stride(3), m6_s4=m6.stride(4), buf24_ptr=buf24, buf24_s0=buf24.stride(0), buf24_s1=buf24.stride(1), buf24_s2=buf24.stride(2), buf24_s3=buf24.stride(3), buf24_s4=buf24.stride(4), m27_ptr=m27, m27_s0=m27.stride(0), m27_s1=m27.stride(1), m27_s2=m27.stride(2), m27_s3=m27.stride(3), m27_s4=m27.stride(4), buf42_ptr=buf42, buf42_s0=buf42.stride(0), buf42_s1=buf42.stride(1), buf42_s2=buf42.stride(2), buf42_s3=buf42.stride(3), buf42_s4=buf42.stride(4), E_c2=2, E_n0=2, E_n1=32, F_n0=_pow2(2), F_n1=_pow2(32), T_c2=T['c2'])
    m45 = inputs['sinks']
    m44 = m45.reshape([1, 2, 2, 1, 1])
    m51 = inputs['v']
    m50 = m51.reshape([2, 2, 1, 32, 16])
    buf54 = torch.full([2, 2, 2, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(32, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m1_s4=m1.stride(4), m6_ptr=m6, m6_s0=m6.stride(0), m6_s1=m6.stride(1), m6_s2=m6.stride(2), m6_s3=m6.stride(3), m6_s4=m6.stride(4), buf24_ptr=buf24, buf24_s0=buf24.stride(0), buf24_s1=buf24.stride(1), buf24_s2=buf24.stride(2), buf24_s3=buf24.stride(3), buf24_s4=buf24.stride(4), m27_ptr=m27, m27_s0=m27.stride(0), m27_s1=m27.stride(1), m27_s2=m27.stride(2), m27_s3=m27.stride(3), m27_s4=m27.stride(4), buf42_ptr=buf42, buf42_s0=buf42.stride(0), buf42_s1=buf42.stride(1), buf42_s2=buf42.stride(2), buf42_s3=buf42.stride(3), buf42_s4=buf42.stride(4), m44_ptr=m44, m44_s0=m44.stride(0), m44_s1=m44.stride(1), m44_s2=m44.stride(2), m44_s3=m44.stride(3), m44_s4=m44.stride(4), m50_ptr=m50, m50_s0=m50.stride(0), m50_s1=m50.stride(1), m50_s2=m50.stride(2), m50_s3=m50.stride(3), m50_s4=m50.stride(4), buf54_ptr=buf54, buf54_s0=buf54.stride(0), buf54_s1=buf54.stride(1), buf54_s2=buf54.stride(2), buf54_s3=buf54.stride(3), buf54_s4=buf54.stride(4), E_c1=32, E_n0=2, E_n1=32, E_n2=16, F_n0=_pow2(2), F_n1=_pow2(32), F_n2=_pow2(16), T_c1=T['c1'])
    buf69 = torch.full([2, 2, 2, 32, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(_cdiv(2, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m1_s4=m1.stride(4), m6_ptr=m6, m6_s0=m6.stride(0), m6_s1=m6.stride(1), m6_s2=m6.stride(2), m6_s3=m6.stride(3), m6_s4=m6.stride(4), buf24_ptr=buf24, buf24_s0=buf24.stride(0), buf24_s1=buf24.stride(1), buf24_s2=buf24.stride(2), buf24_s3=buf24.stride(3), buf24_s4=buf24.stride(4), m27_ptr=m27, m27_s0=m27.stride(0), m27_s1=m27.stride(1), m27_s2=m27.stride(2), m27_s3=m27.stride(3), m27_s4=m27.stride(4), buf42_ptr=buf42, buf42_s0=buf42.stride(0), buf42_s1=buf42.stride(1), buf42_s2=buf42.stride(2), buf42_s3=buf42.stride(3), buf42_s4=buf42.stride(4), m44_ptr=m44, m44_s0=m44.stride(0), m44_s1=m44.stride(1), m44_s2=m44.stride(2), m44_s3=m44.stride(3), m44_s4=m44.stride(4), buf69_ptr=buf69, buf69_s0=buf69.stride(0), buf69_s1=buf69.stride(1), buf69_s2=buf69.stride(2), buf69_s3=buf69.stride(3), buf69_s4=buf69.stride(4), E_c2=2, E_n0=2, E_n1=32, F_n0=_pow2(2), F_n1=_pow2(32), T_c2=T['c2'])
    buf79 = torch.full([2, 4, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_5[(_cdiv(2, T['c0']),)](buf54_ptr=buf54, buf54_s0=buf54.stride(0), buf54_s1=buf54.stride(1), buf54_s2=buf54.stride(2), buf54_s3=buf54.stride(3), buf54_s4=buf54.stride(4), buf69_ptr=buf69, buf69_s0=buf69.stride(0), buf69_s1=buf69.stride(1), buf69_s2=buf69.stride(2), buf69_s3=buf69.stride(3), buf69_s4=buf69.stride(4), m44_ptr=m44, m44_s0=m44.stride(0), m44_s1=m44.stride(1), m44_s2=m44.stride(2), m44_s3=m44.stride(3), m44_s4=m44.stride(4), buf42_ptr=buf42, buf42_s0=buf42.stride(0), buf42_s1=buf42.stride(1), buf42_s2=buf42.stride(2), buf42_s3=buf42.stride(3), buf42_s4=buf42.stride(4), buf79_ptr=buf79, buf79_s0=buf79.stride(0), buf79_s1=buf79.stride(1), buf79_s2=buf79.stride(2), buf79_s3=buf79.stride(3), E_c0=2, E_n0=2, E_n1=32, E_n2=16, E_n3=4, F_n0=_pow2(2), F_n1=_pow2(32), F_n2=_pow2(16), F_n3=_pow2(4), T_c0=T['c0'])
    return buf79


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
