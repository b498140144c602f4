"""attention_sinks [small], candidate 80: 5 kernel(s)

Rendered by EqiForge from candidate 80 of attention_sinks [small]: grid(k.2@3) loop(k.3[16]: sum) [1 mm] ; grid(k.1@1) ; grid(k.0@0) loop(k.2[32]: sum) [1 mm] ; grid(k.1@1) ; grid(k.0@0)
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid k.0@0[2]
    c1: loop k.2[32]
    c2: grid k.2@3[32]
    c3: loop k.3[16]
    c4: grid k.1@1[2]

Run it on its own: `python kernels/f80.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/attention_sinks.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 1, "c1": 16, "c2": 16, "c3": 8, "c4": 1}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 2, "c1": 32, "c2": 32, "c3": 16, "c4": 2}


@triton.jit
def kernel_0(m13_ptr, m13_s0, m13_s1, m13_s2, m13_s3, m13_s4, m16_ptr, m16_s0, m16_s1, m16_s2, m16_s3, m16_s4, buf22_ptr, buf22_s0, buf22_s1, buf22_s2, buf22_s3, buf22_s4, E_c2, E_c3, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # writes buf22: Combine over grid k.2@3[32]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    acc21 = tl.full([F_n0, F_n0, F_n0, T_c2, F_n1], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t15 = tl.load(m13_ptr + offs_n0[:, None, None, None, None] * m13_s0 + offs_n0[None, :, None, None, None] * m13_s1 + offs_n0[None, None, :, None, None] * m13_s2 + offs_c2[None, None, None, :, None] * m13_s3 + offs_c3[None, None, None, None, :] * m13_s4, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_c2 < E_c2)[None, None, None, :, None] & (offs_c3 < E_c3)[None, None, None, None, :], other=0).to(tl.float32)
        t19 = tl.load(m16_ptr + offs_n0[:, None, None, None, None] * m16_s0 + offs_n0[None, :, None, None, None] * m16_s1 + offs_c3[None, None, None, :, None] * m16_s3 + offs_n1[None, None, None, None, :] * m16_s4, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_c3 < E_c3)[None, None, None, :, None] & (offs_n1 < E_n1)[None, None, None, None, :], other=0).to(tl.float32)
        t20 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, None, :], t15, 0.0), 5) * tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, :, None], t19, 0.0), 3), axis=4)
        acc21 = acc21 + t20
    tl.store(buf22_ptr + offs_n0[:, None, None, None, None] * buf22_s0 + offs_n0[None, :, None, None, None] * buf22_s1 + offs_n0[None, None, :, None, None] * buf22_s2 + offs_c2[None, None, None, :, None] * buf22_s3 + offs_n1[None, None, None, None, :] * buf22_s4, acc21, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_c2 < E_c2)[None, None, None, :, None] & (offs_n1 < E_n1)[None, None, None, None, :])


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m1_s4, m6_ptr, m6_s0, m6_s1, m6_s2, m6_s3, m6_s4, buf22_ptr, buf22_s0, buf22_s1, buf22_s2, buf22_s3, buf22_s4, m25_ptr, m25_s0, m25_s1, m25_s2, m25_s3, m25_s4, buf41_ptr, buf41_s0, buf41_s1, buf41_s2, buf41_s3, buf41_s4, E_c4, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c4: tl.constexpr):
    # writes buf41: Combine over grid k.1@1[2]
    pid = tl.program_id(0)
    i_c4 = pid % tl.cdiv(E_c4, T_c4)
    pid = pid // tl.cdiv(E_c4, T_c4)
    offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    t33 = tl.load(m1_ptr + offs_n1[None, None, None, None, :] * m1_s4, mask=(offs_n1 < E_n1)[None, None, None, None, :], other=0)
    t34 = tl.load(m6_ptr + offs_n1[None, None, None, :, None] * m6_s3 + offs_n1[None, None, None, None, :] * m6_s4, mask=(offs_n1 < E_n1)[None, None, None, :, None] & (offs_n1 < E_n1)[None, None, None, None, :], other=0)
    t35 = tl.load(buf22_ptr + offs_n0[:, None, None, None, None] * buf22_s0 + offs_c4[None, :, None, None, None] * buf22_s1 + offs_n0[None, None, :, None, None] * buf22_s2 + offs_n1[None, None, None, :, None] * buf22_s3 + offs_n1[None, None, None, None, :] * buf22_s4, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_c4 < E_c4)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :, None] & (offs_n1 < E_n1)[None, None, None, None, :], other=0).to(tl.float32)
    t36 = tl.where(t34, -float("inf"), t35)
    t37 = tl.load(m25_ptr + offs_n1[None, None, None, :, None] * m25_s3 + offs_n1[None, None, None, None, :] * m25_s4, mask=(offs_n1 < E_n1)[None, None, None, :, None] & (offs_n1 < E_n1)[None, None, None, None, :], other=0)
    t38 = tl.where(t37, -float("inf"), t36)
    t39 = tl.where(t33, t36, t38)
    t40 = tl.max(tl.where((offs_n1 < E_n1)[None, None, None, None, :], t39, -float('inf')), axis=4, keep_dims=True)
    tl.store(buf41_ptr + offs_n0[:, None, None, None, None] * buf41_s0 + offs_c4[None, :, None, None, None] * buf41_s1 + offs_n0[None, None, :, None, None] * buf41_s2 + offs_n1[None, None, None, :, None] * buf41_s3, t40, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_c4 < E_c4)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :, None])


@triton.jit
def kernel_2(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m1_s4, m6_ptr, m6_s0, m6_s1, m6_s2, m6_s3, m6_s4, buf22_ptr, buf22_s0, buf22_s1, buf22_s2, buf22_s3, buf22_s4, m25_ptr, m25_s0, m25_s1, m25_s2, m25_s3, m25_s4, buf41_ptr, buf41_s0, buf41_s1, buf41_s2, buf41_s3, buf41_s4, m44_ptr, m44_s0, m44_s1, m44_s2, m44_s3, m44_s4, m50_ptr, m50_s0, m50_s1, m50_s2, m50_s3, m50_s4, buf55_ptr, buf55_s0, buf55_s1, buf55_s2, buf55_s3, buf55_s4, E_c0, E_c1, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf55: Combine over grid k.0@0[2]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n2 = tl.arange(0, F_n2)
    t42 = tl.load(buf41_ptr + offs_c0[:, None, None, None, None] * buf41_s0 + offs_n0[None, :, None, None, None] * buf41_s1 + offs_n0[None, None, :, None, None] * buf41_s2 + offs_n1[None, None, None, :, None] * buf41_s3, mask=(offs_c0 < E_c0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :, None], other=0).to(tl.float32)
    t43 = (t42) * (0.25)
    t46 = tl.load(m44_ptr + offs_n0[None, :, None, None, None] * m44_s1 + offs_n0[None, None, :, None, None] * m44_s2, mask=(offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None], other=0).to(tl.float32)
    t47 = tl.maximum(t43, t46)
    acc54 = tl.full([T_c0, F_n0, F_n0, F_n1, F_n2], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t5 = tl.load(m1_ptr + offs_c1[None, None, None, None, :] * m1_s4, mask=(offs_c1 < E_c1)[None, None, None, None, :], other=0)
        t12 = tl.load(m6_ptr + offs_n1[None, None, None, :, None] * m6_s3 + offs_c1[None, None, None, None, :] * m6_s4, mask=(offs_n1 < E_n1)[None, None, None, :, None] & (offs_c1 < E_c1)[None, None, None, None, :], other=0)
        t23 = tl.load(buf22_ptr + offs_c0[:, None, None, None, None] * buf22_s0 + offs_n0[None, :, None, None, None] * buf22_s1 + offs_n0[None, None, :, None, None] * buf22_s2 + offs_n1[None, None, None, :, None] * buf22_s3 + offs_c1[None, None, None, None, :] * buf22_s4, mask=(offs_c0 < E_c0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :, None] & (offs_c1 < E_c1)[None, None, None, None, :], other=0).to(tl.float32)
        t24 = tl.where(t12, -float("inf"), t23)
        t29 = tl.load(m25_ptr + offs_n1[None, None, None, :, None] * m25_s3 + offs_c1[None, None, None, None, :] * m25_s4, mask=(offs_n1 < E_n1)[None, None, None, :, None] & (offs_c1 < E_c1)[None, None, None, None, :], other=0)
        t30 = tl.where(t29, -float("inf"), t24)
        t31 = tl.where(t5, t24, t30)
        t32 = (t31) * (0.25)
        t48 = t32 - (t47)
        t49 = tl.exp(t48)
        t52 = tl.load(m50_ptr + offs_c0[:, None, None, None, None] * m50_s0 + offs_n0[None, :, None, None, None] * m50_s1 + offs_c1[None, None, None, :, None] * m50_s3 + offs_n2[None, None, None, None, :] * m50_s4, mask=(offs_c0 < E_c0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_c1 < E_c1)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :], other=0).to(tl.float32)
        t53 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, None, :], t49, 0.0), 5) * tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, :, None], t52, 0.0), 3), axis=4)
        acc54 = acc54 + t53
    tl.store(buf55_ptr + offs_c0[:, None, None, None, None] * buf55_s0 + offs_n0[None, :, None, None, None] * buf55_s1 + offs_n0[None, None, :, None, None] * buf55_s2 + offs_n1[None, None, None, :, None] * buf55_s3 + offs_n2[None, None, None, None, :] * buf55_s4, acc54, mask=(offs_c0 < E_c0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :])


@triton.jit
def kernel_3(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m1_s4, m6_ptr, m6_s0, m6_s1, m6_s2, m6_s3, m6_s4, buf22_ptr, buf22_s0, buf22_s1, buf22_s2, buf22_s3, buf22_s4, m25_ptr, m25_s0, m25_s1, m25_s2, m25_s3, m25_s4, buf41_ptr, buf41_s0, buf41_s1, buf41_s2, buf41_s3, buf41_s4, m44_ptr, m44_s0, m44_s1, m44_s2, m44_s3, m44_s4, buf72_ptr, buf72_s0, buf72_s1, buf72_s2, buf72_s3, buf72_s4, E_c4, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c4: tl.constexpr):
    # writes buf72: Combine over grid k.1@1[2]
    pid = tl.program_id(0)
    i_c4 = pid % tl.cdiv(E_c4, T_c4)
    pid = pid // tl.cdiv(E_c4, T_c4)
    offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    t57 = tl.load(m1_ptr + offs_n1[None, None, None, None, :] * m1_s4, mask=(offs_n1 < E_n1)[None, None, None, None, :], other=0)
    t58 = tl.load(m6_ptr + offs_n1[None, None, None, :, None] * m6_s3 + offs_n1[None, None, None, None, :] * m6_s4, mask=(offs_n1 < E_n1)[None, None, None, :, None] & (offs_n1 < E_n1)[None, None, None, None, :], other=0)
    t59 = tl.load(buf22_ptr + offs_n0[:, None, None, None, None] * buf22_s0 + offs_c4[None, :, None, None, None] * buf22_s1 + offs_n0[None, None, :, None, None] * buf22_s2 + offs_n1[None, None, None, :, None] * buf22_s3 + offs_n1[None, None, None, None, :] * buf22_s4, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_c4 < E_c4)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :, None] & (offs_n1 < E_n1)[None, None, None, None, :], other=0).to(tl.float32)
    t60 = tl.where(t58, -float("inf"), t59)
    t61 = tl.load(m25_ptr + offs_n1[None, None, None, :, None] * m25_s3 + offs_n1[None, None, None, None, :] * m25_s4, mask=(offs_n1 < E_n1)[None, None, None, :, None] & (offs_n1 < E_n1)[None, None, None, None, :], other=0)
    t62 = tl.where(t61, -float("inf"), t60)
    t63 = tl.where(t57, t60, t62)
    t64 = (t63) * (0.25)
    t65 = tl.load(buf41_ptr + offs_n0[:, None, None, None, None] * buf41_s0 + offs_c4[None, :, None, None, None] * buf41_s1 + offs_n0[None, None, :, None, None] * buf41_s2 + offs_n1[None, None, None, :, None] * buf41_s3, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_c4 < E_c4)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :, None], other=0).to(tl.float32)
    t66 = (t65) * (0.25)
    t67 = tl.load(m44_ptr + offs_c4[None, :, None, None, None] * m44_s1 + offs_n0[None, None, :, None, None] * m44_s2, mask=(offs_c4 < E_c4)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None], other=0).to(tl.float32)
    t68 = tl.maximum(t66, t67)
    t69 = t64 - (t68)
    t70 = tl.exp(t69)
    t71 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, None, :], t70, 0.0), axis=4, keep_dims=True)
    tl.store(buf72_ptr + offs_n0[:, None, None, None, None] * buf72_s0 + offs_c4[None, :, None, None, None] * buf72_s1 + offs_n0[None, None, :, None, None] * buf72_s2 + offs_n1[None, None, None, :, None] * buf72_s3, t71, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_c4 < E_c4)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :, None])


@triton.jit
def kernel_4(buf55_ptr, buf55_s0, buf55_s1, buf55_s2, buf55_s3, buf55_s4, buf72_ptr, buf72_s0, buf72_s1, buf72_s2, buf72_s3, buf72_s4, m44_ptr, m44_s0, m44_s1, m44_s2, m44_s3, m44_s4, buf41_ptr, buf41_s0, buf41_s1, buf41_s2, buf41_s3, buf41_s4, buf83_ptr, buf83_s0, buf83_s1, buf83_s2, buf83_s3, E_c0, E_n0, E_n1, E_n2, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c0: tl.constexpr):
    # writes buf83: Combine over grid k.0@0[2]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n3 = tl.arange(0, F_n3)
    t56 = tl.load(buf55_ptr + offs_c0[:, None, None, None, None] * buf55_s0 + offs_n0[None, :, None, None, None] * buf55_s1 + offs_n0[None, None, :, None, None] * buf55_s2 + offs_n1[None, None, None, :, None] * buf55_s3 + offs_n2[None, None, None, None, :] * buf55_s4, mask=(offs_c0 < E_c0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :], other=0).to(tl.float32)
    t73 = tl.load(buf72_ptr + offs_c0[:, None, None, None, None] * buf72_s0 + offs_n0[None, :, None, None, None] * buf72_s1 + offs_n0[None, None, :, None, None] * buf72_s2 + offs_n1[None, None, None, :, None] * buf72_s3, mask=(offs_c0 < E_c0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :, None], other=0).to(tl.float32)
    t74 = tl.load(m44_ptr + offs_n0[None, :, None, None, None] * m44_s1 + offs_n0[None, None, :, None, None] * m44_s2, mask=(offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None], other=0).to(tl.float32)
    t75 = tl.load(buf41_ptr + offs_c0[:, None, None, None, None] * buf41_s0 + offs_n0[None, :, None, None, None] * buf41_s1 + offs_n0[None, None, :, None, None] * buf41_s2 + offs_n1[None, None, None, :, None] * buf41_s3, mask=(offs_c0 < E_c0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :, None], other=0).to(tl.float32)
    t76 = (t75) * (0.25)
    t77 = tl.maximum(t76, t74)
    t78 = t74 - (t77)
    t79 = tl.exp(t78)
    t80 = t73 + t79
    t81 = (t56) / (t80)
    t82 = tl.reshape(t81, [T_c0, F_n3, F_n1, F_n2])
    tl.store(buf83_ptr + offs_c0[:, None, None, None] * buf83_s0 + offs_n3[None, :, None, None] * buf83_s1 + offs_n1[None, None, :, None] * buf83_s2 + offs_n2[None, None, None, :] * buf83_s3, t82, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n3 < E_n3)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :])


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
    m4 = torch.tensor(2.0, dtype=torch.float32, device=device)
    m2 = _BINARY["Lt"](m3, m4)
    m1 = m2.reshape([1, 1, 1, 1, 32])
    m8 = m3.reshape([1, 32])
    m10 = m3.reshape([32, 1])
    m11 = torch.tensor(0.0, dtype=torch.float32, device=device)
    m9 = _BINARY["Add"](m10, m11)
    m7 = _BINARY["Gt"](m8, m9)
    m6 = m7.reshape([1, 1, 1, 32, 32])
    m14 = inputs['q']
    m13 = m14.reshape([2, 2, 2, 32, 16])
    m18 = inputs['k']
    m17 = m18.reshape([2, 2, 1, 32, 16])
    m16 = m17.permute([0, 1, 2, 4, 3])
    buf22 = torch.full([2, 2, 2, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(32, T['c2']),)](m13_ptr=m13, m13_s0=m13.stride(0), m13_s1=m13.stride(1), m13_s2=m13.stride(2), m13_s3=m13.stride(3), m13_s4=m13.stride(4), m16_ptr=m16, m16_s0=m16.stride(0), m16_s1=m16.stride(1), m16_s2=m16.stride(2), m16_s3=m16.stride(3), m16_s4=m16.stride(4), buf22_ptr=buf22, buf22_s0=buf22.stride(0), buf22_s1=buf22.stride(1), buf22_s2=buf22.stride(2), buf22_s3=buf22.stride(3), buf22_s4=buf22.stride(4), E_c2=32, E_c3=16, E_n0=2, E_n1=32, F_n0=_pow2(2), F_n1=_pow2(32), T_c2=T['c2'], T_c3=T['c3'])
    m27 = _BINARY["Sub"](m9, m8)
    m28 = torch.tensor(8.0, dtype=torch.float32, device=device)
    m26 = _BINARY["Ge"](m27, m28)
    m25 = m26.reshape([1, 1, 1, 32, 32])
    buf41 = torch.full([2, 2, 2, 32, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(2, T['c4']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m1_s4=m1.stride(4), m6_ptr=m6, m6_s0=m6.stride(0), m6_s1=m6.stride(1), m6_s2=m6.stride(2), m6_s3=m6.stride(3), m6_s4=m6.stride(4), buf22_ptr=buf22, buf22_s0=buf22.stride(0), buf22_s1=buf22.stride(1), buf22_s2=buf22.stride(2), buf22_s3=buf22.stride(3), buf22_s4=buf22.stride(4), m25_ptr=m25, m25_s0=m25.stride(0), m25_s1=m25.stride(1), m25_s2=m25.stride(2), m25_s3=m25.stride(3), m25_s4=m25.stride(4), buf41_ptr=buf41, buf41_s0=buf41.stride(0), buf41_s1=buf41.stride(1), buf41_s2=buf41.stride(2), buf41_s3=buf41.stride(3), buf41_s4=buf41.stride(4), E_c4=2, E_n0=2, E_n1=32, F_n0=_pow2(2), F_n1=_pow2(32), T_c4=T['c4'])
    m45 = inputs['sinks']
    m44 = m45.reshape([1, 2, 2, 1, 1])
    m51 = inputs['v']
    m50 = m51.reshape([2, 2, 1, 32, 16])
    buf55 = torch.full([2, 2, 2, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(2, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m1_s4=m1.stride(4), m6_ptr=m6, m6_s0=m6.stride(0), m6_s1=m6.stride(1), m6_s2=m6.stride(2), m6_s3=m6.stride(3), m6_s4=m6.stride(4), buf22_ptr=buf22, buf22_s0=buf22.stride(0), buf22_s1=buf22.stride(1), buf22_s2=buf22.stride(2), buf22_s3=buf22.stride(3), buf22_s4=buf22.stride(4), m25_ptr=m25, m25_s0=m25.stride(0), m25_s1=m25.stride(1), m25_s2=m25.stride(2), m25_s3=m25.stride(3), m25_s4=m25.stride(4), buf41_ptr=buf41, buf41_s0=buf41.stride(0), buf41_s1=buf41.stride(1), buf41_s2=buf41.stride(2), buf41_s3=buf41.stride(3), buf41_s4=buf41.stride(4), m44_ptr=m44, m44_s0=m44.stride(0), m44_s1=m44.stride(1), m44_s2=m44.stride(2), m44_s3=m44.stride(3), m44_s4=m44.stride(4), m50_ptr=m50, m50_s0=m50.stride(0), m50_s1=m50.stride(1), m50_s2=m50.stride(2), m50_s3=m50.stride(3), m50_s4=m50.stride(4), buf55_ptr=buf55, buf55_s0=buf55.stride(0), buf55_s1=buf55.stride(1), buf55_s2=buf55.stride(2), buf55_s3=buf55.stride(3), buf55_s4=buf55.stride(4), E_c0=2, E_c1=32, E_n0=2, E_n1=32, E_n2=16, F_n0=_pow2(2), F_n1=_pow2(32), F_n2=_pow2(16), T_c0=T['c0'], T_c1=T['c1'])
    buf72 = torch.full([2, 2, 2, 32, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(2, T['c4']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m1_s4=m1.stride(4), m6_ptr=m6, m6_s0=m6.stride(0), m6_s1=m6.stride(1), m6_s2=m6.stride(2), m6_s3=m6.stride(3), m6_s4=m6.stride(4), buf22_ptr=buf22, buf22_s0=buf22.stride(0), buf22_s1=buf22.stride(1), buf22_s2=buf22.stride(2), buf22_s3=buf22.stride(3), buf22_s4=buf22.stride(4), m25_ptr=m25, m25_s0=m25.stride(0), m25_s1=m25.stride(1), m25_s2=m25.stride(2), m25_s3=m25.stride(3), m25_s4=m25.stride(4), buf41_ptr=buf41, buf41_s0=buf41.stride(0), buf41_s1=buf41.stride(1), buf41_s2=buf41.stride(2), buf41_s3=buf41.stride(3), buf41_s4=buf41.stride(4), m44_ptr=m44, m44_s0=m44.stride(0), m44_s1=m44.stride(1), m44_s2=m44.stride(2), m44_s3=m44.stride(3), m44_s4=m44.stride(4), buf72_ptr=buf72, buf72_s0=buf72.stride(0), buf72_s1=buf72.stride(1), buf72_s2=buf72.stride(2), buf72_s3=buf72.stride(3), buf72_s4=buf72.stride(4), E_c4=2, E_n0=2, E_n1=32, F_n0=_pow2(2), F_n1=_pow2(32), T_c4=T['c4'])
    buf83 = torch.full([2, 4, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(_cdiv(2, T['c0']),)](buf55_ptr=buf55, buf55_s0=buf55.stride(0), buf55_s1=buf55.stride(1), buf55_s2=buf55.stride(2), buf55_s3=buf55.stride(3), buf55_s4=buf55.stride(4), buf72_ptr=buf72, buf72_s0=buf72.stride(0), buf72_s1=buf72.stride(1), buf72_s2=buf72.stride(2), buf72_s3=buf72.stride(3), buf72_s4=buf72.stride(4), m44_ptr=m44, m44_s0=m44.stride(0), m44_s1=m44.stride(1), m44_s2=m44.stride(2), m44_s3=m44.stride(3), m44_s4=m44.stride(4), buf41_ptr=buf41, buf41_s0=buf41.stride(0), buf41_s1=buf41.stride(1), buf41_s2=buf41.stride(2), buf41_s3=buf41.stride(3), buf41_s4=buf41.stride(4), buf83_ptr=buf83, buf83_s0=buf83.stride(0), buf83_s1=buf83.stride(1), buf83_s2=buf83.stride(2), buf83_s3=buf83.stride(3), E_c0=2, E_n0=2, E_n1=32, E_n2=16, E_n3=4, F_n0=_pow2(2), F_n1=_pow2(32), F_n2=_pow2(16), F_n3=_pow2(4), T_c0=T['c0'])
    return buf83


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
