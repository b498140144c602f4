"""attention_sinks [small], candidate 22: 6 kernel(s)

Rendered by EqiForge from candidate 22 of attention_sinks [small]: grid(k.2@3) loop(k.3[16]: sum) [1 mm] ; grid(k.2@3) ; grid(k.1@1) ; grid(k.1@1) [1 mm] ; grid(k.1@1) ; grid(k.0@0, k.2@2)
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid k.0@0[2]
    c1: grid k.2@2[32]
    c2: grid k.1@1[2]
    c3: grid k.2@3[32]
    c4: loop k.3[16]

Run it on its own: `python kernels/f22.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/attention_sinks.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 1, "c1": 16, "c2": 1, "c3": 16, "c4": 8}


@triton.jit
def kernel_0(m13_ptr, m13_s0, m13_s1, m13_s2, m13_s3, m13_s4, m16_ptr, m16_s0, m16_s1, m16_s2, m16_s3, m16_s4, buf22_ptr, buf22_s0, buf22_s1, buf22_s2, buf22_s3, buf22_s4, E_c3, E_c4, E_n0, E_n2, F_n0: tl.constexpr, F_n2: tl.constexpr, T_c3: tl.constexpr, T_c4: tl.constexpr):
    # writes buf22: Combine over grid k.2@3[32]
    pid = tl.program_id(0)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n2 = tl.arange(0, F_n2)
    acc21 = tl.full([F_n0, F_n0, F_n0, T_c3, F_n2], 0.0, tl.float32)
    for i_c4 in range(0, tl.cdiv(E_c4, T_c4)):
        offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)

        t15 = tl.load(m13_ptr + offs_n0[:, None, None, None, None] * m13_s0 + offs_n0[None, :, None, None, None] * m13_s1 + offs_n0[None, None, :, None, None] * m13_s2 + offs_c3[None, None, None, :, None] * m13_s3 + offs_c4[None, None, None, None, :] * m13_s4, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_c3 < E_c3)[None, None, None, :, None] & (offs_c4 < E_c4)[None, None, None, None, :], other=0).to(tl.float32)
        t19 = tl.load(m16_ptr + offs_n0[:, None, None, None, None] * m16_s0 + offs_n0[None, :, None, None, None] * m16_s1 + offs_c4[None, None, None, :, None] * m16_s3 + offs_n2[None, None, None, None, :] * m16_s4, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_c4 < E_c4)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :], other=0).to(tl.float32)
        t20 = tl.sum(tl.expand_dims(tl.where((offs_c4 < E_c4)[None, None, None, None, :], t15, 0.0), 5) * tl.expand_dims(tl.where((offs_c4 < E_c4)[None, None, None, :, None], t19, 0.0), 3), axis=4)
        acc21 = acc21 + t20
    tl.store(buf22_ptr + offs_n0[:, None, None, None, None] * buf22_s0 + offs_n0[None, :, None, None, None] * buf22_s1 + offs_n0[None, None, :, None, None] * buf22_s2 + offs_c3[None, None, None, :, None] * buf22_s3 + offs_n2[None, None, None, None, :] * buf22_s4, acc21, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_c3 < E_c3)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :])


@triton.jit
def kernel_1(buf22_ptr, buf22_s0, buf22_s1, buf22_s2, buf22_s3, buf22_s4, buf25_ptr, buf25_s0, buf25_s1, buf25_s2, buf25_s3, buf25_s4, E_c3, E_n0, E_n2, F_n0: tl.constexpr, F_n2: tl.constexpr, T_c3: tl.constexpr):
    # writes buf25: Combine over grid k.2@3[32]
    pid = tl.program_id(0)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n2 = tl.arange(0, F_n2)
    t23 = tl.load(buf22_ptr + offs_n0[:, None, None, None, None] * buf22_s0 + offs_n0[None, :, None, None, None] * buf22_s1 + offs_n0[None, None, :, None, None] * buf22_s2 + offs_c3[None, None, None, :, None] * buf22_s3 + offs_n2[None, None, None, None, :] * buf22_s4, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_c3 < E_c3)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :], other=0).to(tl.float32)
    t24 = (t23) * (0.25)
    tl.store(buf25_ptr + offs_n0[:, None, None, None, None] * buf25_s0 + offs_n0[None, :, None, None, None] * buf25_s1 + offs_n0[None, None, :, None, None] * buf25_s2 + offs_c3[None, None, None, :, None] * buf25_s3 + offs_n2[None, None, None, None, :] * buf25_s4, t24, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_c3 < E_c3)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :])


@triton.jit
def kernel_2(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m1_s4, m6_ptr, m6_s0, m6_s1, m6_s2, m6_s3, m6_s4, buf25_ptr, buf25_s0, buf25_s1, buf25_s2, buf25_s3, buf25_s4, m28_ptr, m28_s0, m28_s1, m28_s2, m28_s3, m28_s4, buf43_ptr, buf43_s0, buf43_s1, buf43_s2, buf43_s3, buf43_s4, E_c2, E_n0, E_n2, F_n0: tl.constexpr, F_n2: tl.constexpr, T_c2: tl.constexpr):
    # writes buf43: Combine over grid k.1@1[2]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n0 = tl.arange(0, F_n0)
    t35 = tl.load(m1_ptr + offs_n2[None, None, None, None, :] * m1_s4, mask=(offs_n2 < E_n2)[None, None, None, None, :], other=0)
    t36 = tl.load(m6_ptr + offs_n2[None, None, None, :, None] * m6_s3 + offs_n2[None, None, None, None, :] * m6_s4, mask=(offs_n2 < E_n2)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :], other=0)
    t37 = tl.load(buf25_ptr + offs_n0[:, None, None, None, None] * buf25_s0 + offs_c2[None, :, None, None, None] * buf25_s1 + offs_n0[None, None, :, None, None] * buf25_s2 + offs_n2[None, None, None, :, None] * buf25_s3 + offs_n2[None, None, None, None, :] * buf25_s4, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_c2 < E_c2)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :], other=0).to(tl.float32)
    t38 = tl.where(t36, -float("inf"), t37)
    t39 = tl.load(m28_ptr + offs_n2[None, None, None, :, None] * m28_s3 + offs_n2[None, None, None, None, :] * m28_s4, mask=(offs_n2 < E_n2)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :], other=0)
    t40 = tl.where(t39, -float("inf"), t38)
    t41 = tl.where(t35, t38, t40)
    t42 = tl.max(tl.where((offs_n2 < E_n2)[None, None, None, None, :], t41, -float('inf')), axis=4, keep_dims=True)
    tl.store(buf43_ptr + offs_n0[:, None, None, None, None] * buf43_s0 + offs_c2[None, :, None, None, None] * buf43_s1 + offs_n0[None, None, :, None, None] * buf43_s2 + offs_n2[None, None, None, :, None] * buf43_s3, t42, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_c2 < E_c2)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :, None])


@triton.jit
def kernel_3(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m1_s4, m6_ptr, m6_s0, m6_s1, m6_s2, m6_s3, m6_s4, buf25_ptr, buf25_s0, buf25_s1, buf25_s2, buf25_s3, buf25_s4, m28_ptr, m28_s0, m28_s1, m28_s2, m28_s3, m28_s4, buf43_ptr, buf43_s0, buf43_s1, buf43_s2, buf43_s3, buf43_s4, m45_ptr, m45_s0, m45_s1, m45_s2, m45_s3, m45_s4, m51_ptr, m51_s0, m51_s1, m51_s2, m51_s3, m51_s4, buf55_ptr, buf55_s0, buf55_s1, buf55_s2, buf55_s3, buf55_s4, E_c2, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c2: tl.constexpr):
    # writes buf55: Combine over grid k.1@1[2]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t5 = tl.load(m1_ptr + offs_n2[None, None, None, None, :] * m1_s4, mask=(offs_n2 < E_n2)[None, None, None, None, :], other=0)
    t12 = tl.load(m6_ptr + offs_n2[None, None, None, :, None] * m6_s3 + offs_n2[None, None, None, None, :] * m6_s4, mask=(offs_n2 < E_n2)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :], other=0)
    t26 = tl.load(buf25_ptr + offs_n0[:, None, None, None, None] * buf25_s0 + offs_c2[None, :, None, None, None] * buf25_s1 + offs_n0[None, None, :, None, None] * buf25_s2 + offs_n2[None, None, None, :, None] * buf25_s3 + offs_n2[None, None, None, None, :] * buf25_s4, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_c2 < E_c2)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :], other=0).to(tl.float32)
    t27 = tl.where(t12, -float("inf"), t26)
    t32 = tl.load(m28_ptr + offs_n2[None, None, None, :, None] * m28_s3 + offs_n2[None, None, None, None, :] * m28_s4, mask=(offs_n2 < E_n2)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :], other=0)
    t33 = tl.where(t32, -float("inf"), t27)
    t34 = tl.where(t5, t27, t33)
    t44 = tl.load(buf43_ptr + offs_n0[:, None, None, None, None] * buf43_s0 + offs_c2[None, :, None, None, None] * buf43_s1 + offs_n0[None, None, :, None, None] * buf43_s2 + offs_n2[None, None, None, :, None] * buf43_s3, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_c2 < E_c2)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :, None], other=0).to(tl.float32)
    t47 = tl.load(m45_ptr + offs_c2[None, :, None, None, None] * m45_s1 + offs_n0[None, None, :, None, None] * m45_s2, mask=(offs_c2 < E_c2)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None], other=0).to(tl.float32)
    t48 = tl.maximum(t44, t47)
    t49 = t34 - (t48)
    t50 = tl.exp(t49)
    t53 = tl.load(m51_ptr + offs_n0[:, None, None, None, None] * m51_s0 + offs_c2[None, :, None, None, None] * m51_s1 + offs_n2[None, None, None, :, None] * m51_s3 + offs_n1[None, None, None, None, :] * m51_s4, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_c2 < E_c2)[None, :, None, None, None] & (offs_n2 < E_n2)[None, None, None, :, None] & (offs_n1 < E_n1)[None, None, None, None, :], other=0).to(tl.float32)
    t54 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, None, :], t50, 0.0), 5) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :, None], t53, 0.0), 3), axis=4)
    tl.store(buf55_ptr + offs_n0[:, None, None, None, None] * buf55_s0 + offs_c2[None, :, None, None, None] * buf55_s1 + offs_n0[None, None, :, None, None] * buf55_s2 + offs_n2[None, None, None, :, None] * buf55_s3 + offs_n1[None, None, None, None, :] * buf55_s4, t54, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_c2 < E_c2)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :, None] & (offs_n1 < E_n1)[None, None, None, None, :])


@triton.jit
def kernel_4(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m1_s4, m6_ptr, m6_s0, m6_s1, m6_s2, m6_s3, m6_s4, buf25_ptr, buf25_s0, buf25_s1, buf25_s2, buf25_s3, buf25_s4, m28_ptr, m28_s0, m28_s1, m28_s2, m28_s3, m28_s4, m45_ptr, m45_s0, m45_s1, m45_s2, m45_s3, m45_s4, buf70_ptr, buf70_s0, buf70_s1, buf70_s2, buf70_s3, buf70_s4, E_c2, E_n0, E_n2, F_n0: tl.constexpr, F_n2: tl.constexpr, T_c2: tl.constexpr):
    # writes buf70: Combine over grid k.1@1[2]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n0 = tl.arange(0, F_n0)
    t57 = tl.load(m1_ptr + offs_n2[None, None, None, None, :] * m1_s4, mask=(offs_n2 < E_n2)[None, None, None, None, :], other=0)
    t58 = tl.load(m6_ptr + offs_n2[None, None, None, :, None] * m6_s3 + offs_n2[None, None, None, None, :] * m6_s4, mask=(offs_n2 < E_n2)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :], other=0)
    t59 = tl.load(buf25_ptr + offs_n0[:, None, None, None, None] * buf25_s0 + offs_c2[None, :, None, None, None] * buf25_s1 + offs_n0[None, None, :, None, None] * buf25_s2 + offs_n2[None, None, None, :, None] * buf25_s3 + offs_n2[None, None, None, None, :] * buf25_s4, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_c2 < E_c2)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :], other=0).to(tl.float32)
    t60 = tl.where(t58, -float("inf"), t59)
    t61 = tl.load(m28_ptr + offs_n2[None, None, None, :, None] * m28_s3 + offs_n2[None, None, None, None, :] * m28_s4, mask=(offs_n2 < E_n2)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :], other=0)
    t62 = tl.where(t61, -float("inf"), t60)
    t63 = tl.where(t57, t60, t62)
    t64 = tl.max(tl.where((offs_n2 < E_n2)[None, None, None, None, :], t63, -float('inf')), axis=4, keep_dims=True)
    t65 = tl.load(m45_ptr + offs_c2[None, :, None, None, None] * m45_s1 + offs_n0[None, None, :, None, None] * m45_s2, mask=(offs_c2 < E_c2)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None], other=0).to(tl.float32)
    t66 = tl.maximum(t64, t65)
    t67 = t63 - (t66)
    t68 = tl.exp(t67)
    t69 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, None, :], t68, 0.0), axis=4, keep_dims=True)
    tl.store(buf70_ptr + offs_n0[:, None, None, None, None] * buf70_s0 + offs_c2[None, :, None, None, None] * buf70_s1 + offs_n0[None, None, :, None, None] * buf70_s2 + offs_n2[None, None, None, :, None] * buf70_s3, t69, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_c2 < E_c2)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :, None])


@triton.jit
def kernel_5(buf55_ptr, buf55_s0, buf55_s1, buf55_s2, buf55_s3, buf55_s4, buf70_ptr, buf70_s0, buf70_s1, buf70_s2, buf70_s3, buf70_s4, m45_ptr, m45_s0, m45_s1, m45_s2, m45_s3, m45_s4, m73_ptr, m73_s0, m73_s1, m73_s2, m73_s3, m73_s4, m6_ptr, m6_s0, m6_s1, m6_s2, m6_s3, m6_s4, buf25_ptr, buf25_s0, buf25_s1, buf25_s2, buf25_s3, buf25_s4, m28_ptr, m28_s0, m28_s1, m28_s2, m28_s3, m28_s4, buf89_ptr, buf89_s0, buf89_s1, buf89_s2, buf89_s3, E_c0, E_c1, E_n0, E_n1, E_n2, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf89: Combine over grid k.0@0[2], grid k.2@2[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n3 = tl.arange(0, F_n3)
    t56 = tl.load(buf55_ptr + offs_c0[:, None, None, None, None] * buf55_s0 + offs_n0[None, :, None, None, None] * buf55_s1 + offs_n0[None, None, :, None, None] * buf55_s2 + offs_c1[None, None, None, :, None] * buf55_s3 + offs_n1[None, None, None, None, :] * buf55_s4, mask=(offs_c0 < E_c0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_c1 < E_c1)[None, None, None, :, None] & (offs_n1 < E_n1)[None, None, None, None, :], other=0).to(tl.float32)
    t71 = tl.load(buf70_ptr + offs_c0[:, None, None, None, None] * buf70_s0 + offs_n0[None, :, None, None, None] * buf70_s1 + offs_n0[None, None, :, None, None] * buf70_s2 + offs_c1[None, None, None, :, None] * buf70_s3, mask=(offs_c0 < E_c0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_c1 < E_c1)[None, None, None, :, None], other=0).to(tl.float32)
    t72 = tl.load(m45_ptr + offs_n0[None, :, None, None, None] * m45_s1 + offs_n0[None, None, :, None, None] * m45_s2, mask=(offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None], other=0).to(tl.float32)
    t75 = tl.load(m73_ptr + offs_n2[None, None, None, None, :] * m73_s4, mask=(offs_n2 < E_n2)[None, None, None, None, :], other=0)
    t76 = tl.load(m6_ptr + offs_c1[None, None, None, :, None] * m6_s3 + offs_n2[None, None, None, None, :] * m6_s4, mask=(offs_c1 < E_c1)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :], other=0)
    t77 = tl.load(buf25_ptr + offs_c0[:, None, None, None, None] * buf25_s0 + offs_n0[None, :, None, None, None] * buf25_s1 + offs_n0[None, None, :, None, None] * buf25_s2 + offs_c1[None, None, None, :, None] * buf25_s3 + offs_n2[None, None, None, None, :] * buf25_s4, mask=(offs_c0 < E_c0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_c1 < E_c1)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :], other=0).to(tl.float32)
    t78 = tl.where(t76, -float("inf"), t77)
    t79 = tl.load(m28_ptr + offs_c1[None, None, None, :, None] * m28_s3 + offs_n2[None, None, None, None, :] * m28_s4, mask=(offs_c1 < E_c1)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :], other=0)
    t80 = tl.where(t79, -float("inf"), t78)
    t81 = tl.where(t75, t78, t80)
    t82 = tl.max(tl.where((offs_n2 < E_n2)[None, None, None, None, :], t81, -float('inf')), axis=4, keep_dims=True)
    t83 = tl.maximum(t82, t72)
    t84 = t72 - (t83)
    t85 = tl.exp(t84)
    t86 = t71 + t85
    t87 = (t56) / (t86)
    t88 = tl.reshape(t87, [T_c0, F_n3, T_c1, F_n1])
    tl.store(buf89_ptr + offs_c0[:, None, None, None] * buf89_s0 + offs_n3[None, :, None, None] * buf89_s1 + offs_c1[None, None, :, None] * buf89_s2 + offs_n1[None, None, None, :] * buf89_s3, t88, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n3 < E_n3)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :])


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
    buf22 = torch.full([2, 2, 2, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(32, T['c3']),)](m13_ptr=m13, m13_s0=m13.stride(0), m13_s1=m13.stride(1), m13_s2=m13.stride(2), m13_s3=m13.stride(3), m13_s4=m13.stride(4), m16_ptr=m16, m16_s0=m16.stride(0), m16_s1=m16.stride(1), m16_s2=m16.stride(2), m16_s3=m16.stride(3), m16_s4=m16.stride(4), buf22_ptr=buf22, buf22_s0=buf22.stride(0), buf22_s1=buf22.stride(1), buf22_s2=buf22.stride(2), buf22_s3=buf22.stride(3), buf22_s4=buf22.stride(4), E_c3=32, E_c4=16, E_n0=2, E_n2=32, F_n0=_pow2(2), F_n2=_pow2(32), T_c3=T['c3'], T_c4=T['c4'])
    buf25 = torch.full([2, 2, 2, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(32, T['c3']),)](buf22_ptr=buf22, buf22_s0=buf22.stride(0), buf22_s1=buf22.stride(1), buf22_s2=buf22.stride(2), buf22_s3=buf22.stride(3), buf22_s4=buf22.stride(4), buf25_ptr=buf25, buf25_s0=buf25.stride(0), buf25_s1=buf25.stride(1), buf25_s2=buf25.stride(2), buf25_s3=buf25.stride(3), buf25_s4=buf25.stride(4), E_c3=32, E_n0=2, E_n2=32, F_n0=_pow2(2), F_n2=_pow2(32), T_c3=T['c3'])
    m30 = _BINARY["Sub"](m9, m8)
    m31 = torch.tensor(8.0, dtype=torch.float32, device=device)
    m29 = _BINARY["Ge"](m30, m31)
    m28 = m29.reshape([1, 1, 1, 32, 32])
    buf43 = torch.full([2, 2, 2, 32, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(2, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m1_s4=m1.stride(4), m6_ptr=m6, m6_s0=m6.stride(0), m6_s1=m6.stride(1), m6_s2=m6.stride(2), m6_s3=m6.stride(3), m6_s4=m6.stride(4), buf25_ptr=buf25, buf25_s0=buf25.stride(0), buf25_s1=buf25.stride(1), buf25_s2=buf25.stride(2), buf25_s3=buf25.stride(3), buf25_s4=buf25.stride(4), m28_ptr=m28, m28_s0=m28.stride(0), m28_s1=m28.stride(1), m28_s2=m28.stride(2), m28_s3=m28.stride(3), m28_s4=m28.stride(4), buf43_ptr=buf43, buf43_s0=buf43.stride(0), buf43_s1=buf43.stride(1), buf43_s2=buf43.stride(2), buf43_s3=buf43.stride(3), buf43_s4=buf43.stride(4), E_c2=2, E_n0=2, E_n2=32, F_n0=_pow2(2), F_n2=_pow2(32), T_c2=T['c2'])
    m46 = inputs['sinks']
    m45 = m46.reshape([1, 2, 2, 1, 1])
    m52 = inputs['v']
    m51 = m52.reshape([2, 2, 1, 32, 16])
    buf55 = torch.full([2, 2, 2, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(2, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m1_s4=m1.stride(4), m6_ptr=m6, m6_s0=m6.stride(0), m6_s1=m6.stride(1), m6_s2=m6.stride(2), m6_s3=m6.stride(3), m6_s4=m6.stride(4), buf25_ptr=buf25, buf25_s0=buf25.stride(0), buf25_s1=buf25.stride(1), buf25_s2=buf25.stride(2), buf25_s3=buf25.stride(3), buf25_s4=buf25.stride(4), m28_ptr=m28, m28_s0=m28.stride(0), m28_s1=m28.stride(1), m28_s2=m28.stride(2), m28_s3=m28.stride(3), m28_s4=m28.stride(4), buf43_ptr=buf43, buf43_s0=buf43.stride(0), buf43_s1=buf43.stride(1), buf43_s2=buf43.stride(2), buf43_s3=buf43.stride(3), buf43_s4=buf43.stride(4), m45_ptr=m45, m45_s0=m45.stride(0), m45_s1=m45.stride(1), m45_s2=m45.stride(2), m45_s3=m45.stride(3), m45_s4=m45.stride(4), m51_ptr=m51, m51_s0=m51.stride(0), m51_s1=m51.stride(1), m51_s2=m51.stride(2), m51_s3=m51.stride(3), m51_s4=m51.stride(4), buf55_ptr=buf55, buf55_s0=buf55.stride(0), buf55_s1=buf55.stride(1), buf55_s2=buf55.stride(2), buf55_s3=buf55.stride(3), buf55_s4=buf55.stride(4), E_c2=2, E_n0=2, E_n1=16, E_n2=32, F_n0=_pow2(2), F_n1=_pow2(16), F_n2=_pow2(32), T_c2=T['c2'])
    buf70 = torch.full([2, 2, 2, 32, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(_cdiv(2, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m1_s4=m1.stride(4), m6_ptr=m6, m6_s0=m6.stride(0), m6_s1=m6.stride(1), m6_s2=m6.stride(2), m6_s3=m6.stride(3), m6_s4=m6.stride(4), buf25_ptr=buf25, buf25_s0=buf25.stride(0), buf25_s1=buf25.stride(1), buf25_s2=buf25.stride(2), buf25_s3=buf25.stride(3), buf25_s4=buf25.stride(4), m28_ptr=m28, m28_s0=m28.stride(0), m28_s1=m28.stride(1), m28_s2=m28.stride(2), m28_s3=m28.stride(3), m28_s4=m28.stride(4), m45_ptr=m45, m45_s0=m45.stride(0), m45_s1=m45.stride(1), m45_s2=m45.stride(2), m45_s3=m45.stride(3), m45_s4=m45.stride(4), buf70_ptr=buf70, buf70_s0=buf70.stride(0), buf70_s1=buf70.stride(1), buf70_s2=buf70.stride(2), buf70_s3=buf70.stride(3), buf70_s4=buf70.stride(4), E_c2=2, E_n0=2, E_n2=32, F_n0=_pow2(2), F_n2=_pow2(32), T_c2=T['c2'])
    m74 = _BINARY["Lt"](m3, m4)
    m73 = m74.reshape([1, 1, 1, 1, 32])
    buf89 = torch.full([2, 4, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_5[(_cdiv(2, T['c0']) * _cdiv(32, T['c1']),)](buf55_ptr=buf55, buf55_s0=buf55.stride(0), buf55_s1=buf55.stride(1), buf55_s2=buf55.stride(2), buf55_s3=buf55.stride(3), buf55_s4=buf55.stride(4), buf70_ptr=buf70, buf70_s0=buf70.stride(0), buf70_s1=buf70.stride(1), buf70_s2=buf70.stride(2), buf70_s3=buf70.stride(3), buf70_s4=buf70.stride(4), m45_ptr=m45, m45_s0=m45.stride(0), m45_s1=m45.stride(1), m45_s2=m45.stride(2), m45_s3=m45.stride(3), m45_s4=m45.stride(4), m73_ptr=m73, m73_s0=m73.stride(0), m73_s1=m73.stride(1), m73_s2=m73.stride(2), m73_s3=m73.stride(3), m73_s4=m73.stride(4), m6_ptr=m6, m6_s0=m6.stride(0), m6_s1=m6.stride(1), m6_s2=m6.stride(2), m6_s3=m6.stride(3), m6_s4=m6.stride(4), buf25_ptr=buf25, buf25_s0=buf25.stride(0), buf25_s1=buf25.stride(1), buf25_s2=buf25.stride(2), buf25_s3=buf25.stride(3), buf25_s4=buf25.stride(4), m28_ptr=m28, m28_s0=m28.stride(0), m28_s1=m28.stride(1), m28_s2=m28.stride(2), m28_s3=m28.stride(3), m28_s4=m28.stride(4), buf89_ptr=buf89, buf89_s0=buf89.stride(0), buf89_s1=buf89.stride(1), buf89_s2=buf89.stride(2), buf89_s3=buf89.stride(3), E_c0=2, E_c1=32, E_n0=2, E_n1=16, E_n2=32, E_n3=4, F_n0=_pow2(2), F_n1=_pow2(16), F_n2=_pow2(32), F_n3=_pow2(4), T_c0=T['c0'], T_c1=T['c1'])
    return buf89


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
