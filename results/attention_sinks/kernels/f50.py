"""attention_sinks [small], candidate 50: 9 kernel(s)

Rendered by EqiForge from candidate 50 of attention_sinks [small]: grid(k.2@3) loop(k.3[16]: sum) [1 mm] ; grid(k.2@3) ; store(k.2[32]) ; grid() loop(k.2[32]: rescale, stored) ; grid(k.1@1) [1 mm] ; grid(k.0@0) ; grid(k.1@1) loop(k.2[32]: max) ; grid(k.1@1) ; grid(k.2@2, v.3@3)
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid k.2@2[32]
    c1: grid v.3@3[16]
    c2: grid k.0@0[2]
    c3: loop k.2[32]
    c4: grid k.2@3[32]
    c5: loop k.3[16]
    c6: grid k.1@1[2]

Run it on its own: `python kernels/f50.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/attention_sinks.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 16, "c1": 8, "c2": 1, "c3": 16, "c4": 16, "c5": 8, "c6": 1}


@triton.jit
def kernel_0(m13_ptr, m13_s0, m13_s1, m13_s2, m13_s3, m13_s4, m16_ptr, m16_s0, m16_s1, m16_s2, m16_s3, m16_s4, buf22_ptr, buf22_s0, buf22_s1, buf22_s2, buf22_s3, buf22_s4, E_c4, E_c5, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c4: tl.constexpr, T_c5: tl.constexpr):
    # writes buf22: Combine over grid k.2@3[32]
    pid = tl.program_id(0)
    i_c4 = pid % tl.cdiv(E_c4, T_c4)
    pid = pid // tl.cdiv(E_c4, T_c4)
    offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    acc21 = tl.full([F_n0, F_n0, F_n0, T_c4, F_n1], 0.0, tl.float32)
    for i_c5 in range(0, tl.cdiv(E_c5, T_c5)):
        offs_c5 = i_c5 * T_c5 + tl.arange(0, T_c5)

        t15 = tl.load(m13_ptr + offs_n0[:, None, None, None, None] * m13_s0 + offs_n0[None, :, None, None, None] * m13_s1 + offs_n0[None, None, :, None, None] * m13_s2 + offs_c4[None, None, None, :, None] * m13_s3 + offs_c5[None, None, None, None, :] * m13_s4, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_c4 < E_c4)[None, None, None, :, None] & (offs_c5 < E_c5)[None, None, None, None, :], other=0).to(tl.float32)
        t19 = tl.load(m16_ptr + offs_n0[:, None, None, None, None] * m16_s0 + offs_n0[None, :, None, None, None] * m16_s1 + offs_c5[None, None, None, :, None] * m16_s3 + offs_n1[None, None, None, None, :] * m16_s4, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_c5 < E_c5)[None, None, None, :, None] & (offs_n1 < E_n1)[None, None, None, None, :], other=0).to(tl.float32)
        t20 = tl.sum(tl.expand_dims(tl.where((offs_c5 < E_c5)[None, None, None, None, :], t15, 0.0), 5) * tl.expand_dims(tl.where((offs_c5 < E_c5)[None, None, None, :, None], t19, 0.0), 3), axis=4)
        acc21 = acc21 + t20
    tl.store(buf22_ptr + offs_n0[:, None, None, None, None] * buf22_s0 + offs_n0[None, :, None, None, None] * buf22_s1 + offs_n0[None, None, :, None, None] * buf22_s2 + offs_c4[None, None, None, :, None] * buf22_s3 + offs_n1[None, None, None, None, :] * buf22_s4, acc21, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_c4 < E_c4)[None, None, None, :, None] & (offs_n1 < E_n1)[None, None, None, None, :])


@triton.jit
def kernel_1(buf22_ptr, buf22_s0, buf22_s1, buf22_s2, buf22_s3, buf22_s4, buf25_ptr, buf25_s0, buf25_s1, buf25_s2, buf25_s3, buf25_s4, E_c4, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c4: tl.constexpr):
    # writes buf25: Combine over grid k.2@3[32]
    pid = tl.program_id(0)
    i_c4 = pid % tl.cdiv(E_c4, T_c4)
    pid = pid // tl.cdiv(E_c4, T_c4)
    offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t23 = tl.load(buf22_ptr + offs_n0[:, None, None, None, None] * buf22_s0 + offs_n0[None, :, None, None, None] * buf22_s1 + offs_n0[None, None, :, None, None] * buf22_s2 + offs_c4[None, None, None, :, None] * buf22_s3 + offs_n1[None, None, None, None, :] * buf22_s4, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_c4 < E_c4)[None, None, None, :, None] & (offs_n1 < E_n1)[None, None, None, None, :], other=0).to(tl.float32)
    t24 = (t23) * (0.25)
    tl.store(buf25_ptr + offs_n0[:, None, None, None, None] * buf25_s0 + offs_n0[None, :, None, None, None] * buf25_s1 + offs_n0[None, None, :, None, None] * buf25_s2 + offs_c4[None, None, None, :, None] * buf25_s3 + offs_n1[None, None, None, None, :] * buf25_s4, t24, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_c4 < E_c4)[None, None, None, :, None] & (offs_n1 < E_n1)[None, None, None, None, :])


@triton.jit
def kernel_2(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m1_s4, m6_ptr, m6_s0, m6_s1, m6_s2, m6_s3, m6_s4, buf25_ptr, buf25_s0, buf25_s1, buf25_s2, buf25_s3, buf25_s4, m28_ptr, m28_s0, m28_s1, m28_s2, m28_s3, m28_s4, m38_ptr, m38_s0, m38_s1, m38_s2, m38_s3, m38_s4, states42_ptr, states42_s0, states42_s1, states42_s2, states42_s3, states42_s4, states42_s5, states43_ptr, states43_s0, states43_s1, states43_s2, states43_s3, states43_s4, states43_s5, E_c3, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c3: tl.constexpr):
    # stores states42, states43: Collect over loop k.2[32]
    pid = tl.program_id(0)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n2 = tl.arange(0, F_n2)
    t5 = tl.load(m1_ptr + offs_c3[None, None, None, None, :] * m1_s4, mask=(offs_c3 < E_c3)[None, None, None, None, :], other=0)
    t12 = tl.load(m6_ptr + offs_n1[None, None, None, :, None] * m6_s3 + offs_c3[None, None, None, None, :] * m6_s4, mask=(offs_n1 < E_n1)[None, None, None, :, None] & (offs_c3 < E_c3)[None, None, None, None, :], other=0)
    t26 = tl.load(buf25_ptr + offs_n0[:, None, None, None, None] * buf25_s0 + offs_n0[None, :, None, None, None] * buf25_s1 + offs_n0[None, None, :, None, None] * buf25_s2 + offs_n1[None, None, None, :, None] * buf25_s3 + offs_c3[None, None, None, None, :] * buf25_s4, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :, None] & (offs_c3 < E_c3)[None, None, None, None, :], other=0).to(tl.float32)
    t27 = tl.where(t12, -float("inf"), t26)
    t32 = tl.load(m28_ptr + offs_n1[None, None, None, :, None] * m28_s3 + offs_c3[None, None, None, None, :] * m28_s4, mask=(offs_n1 < E_n1)[None, None, None, :, None] & (offs_c3 < E_c3)[None, None, None, None, :], other=0)
    t33 = tl.where(t32, -float("inf"), t27)
    t34 = tl.where(t5, t27, t33)
    t35 = tl.max(tl.where((offs_c3 < E_c3)[None, None, None, None, :], t34, -float('inf')), axis=4, keep_dims=True)
    t36 = t34 - (t35)
    t37 = tl.exp(t36)
    t40 = tl.load(m38_ptr + offs_n0[:, None, None, None, None] * m38_s0 + offs_n0[None, :, None, None, None] * m38_s1 + offs_c3[None, None, None, :, None] * m38_s3 + offs_n2[None, None, None, None, :] * m38_s4, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_c3 < E_c3)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :], other=0).to(tl.float32)
    t41 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, None, :], t37, 0.0), 5) * tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, :, None], t40, 0.0), 3), axis=4)
    tl.store(states42_ptr + i_c3 * states42_s0 + tl.arange(0, F_n0)[:, None, None, None, None] * states42_s1 + tl.arange(0, F_n0)[None, :, None, None, None] * states42_s2 + tl.arange(0, F_n0)[None, None, :, None, None] * states42_s3 + tl.arange(0, F_n1)[None, None, None, :, None] * states42_s4 + tl.zeros([F_n0, F_n0, F_n0, F_n1, 1], tl.int32), t35)
    tl.store(states43_ptr + i_c3 * states43_s0 + tl.arange(0, F_n0)[:, None, None, None, None] * states43_s1 + tl.arange(0, F_n0)[None, :, None, None, None] * states43_s2 + tl.arange(0, F_n0)[None, None, :, None, None] * states43_s3 + tl.arange(0, F_n1)[None, None, None, :, None] * states43_s4 + tl.arange(0, F_n2)[None, None, None, None, :] * states43_s5 + tl.zeros([F_n0, F_n0, F_n0, F_n1, F_n2], tl.int32), t41)


@triton.jit
def kernel_3(states42_ptr, states42_s0, states42_s1, states42_s2, states42_s3, states42_s4, states42_s5, states43_ptr, states43_s0, states43_s1, states43_s2, states43_s3, states43_s4, states43_s5, buf51_ptr, buf51_s0, buf51_s1, buf51_s2, buf51_s3, buf51_s4, buf52_ptr, buf52_s0, buf52_s1, buf52_s2, buf52_s3, buf52_s4, E_c3, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c3: tl.constexpr):
    # writes buf51, buf52: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    acc46 = tl.full([F_n0, F_n0, F_n0, F_n1, 1], -float('inf'), tl.float32)
    acc47 = tl.full([F_n0, F_n0, F_n0, F_n1, F_n2], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t44 = tl.load(states42_ptr + i_c3 * states42_s0 + tl.arange(0, F_n0)[:, None, None, None, None] * states42_s1 + tl.arange(0, F_n0)[None, :, None, None, None] * states42_s2 + tl.arange(0, F_n0)[None, None, :, None, None] * states42_s3 + tl.arange(0, F_n1)[None, None, None, :, None] * states42_s4 + tl.zeros([F_n0, F_n0, F_n0, F_n1, 1], tl.int32))
        t45 = tl.load(states43_ptr + i_c3 * states43_s0 + tl.arange(0, F_n0)[:, None, None, None, None] * states43_s1 + tl.arange(0, F_n0)[None, :, None, None, None] * states43_s2 + tl.arange(0, F_n0)[None, None, :, None, None] * states43_s3 + tl.arange(0, F_n1)[None, None, None, :, None] * states43_s4 + tl.arange(0, F_n2)[None, None, None, None, :] * states43_s5 + tl.zeros([F_n0, F_n0, F_n0, F_n1, F_n2], tl.int32))
        m48 = tl.maximum(acc46, t44)
        r49 = tl.where(acc46 == -float("inf"), 0.0, tl.exp(acc46 - m48))
        r50 = tl.where(t44 == -float("inf"), 0.0, tl.exp(t44 - m48))
        acc47 = tl.where(acc46 == -float("inf"), 0.0, acc47 * r49) + tl.where(t44 == -float("inf"), 0.0, t45 * r50)
        acc46 = m48
    tl.store(buf51_ptr + offs_n0[:, None, None, None, None] * buf51_s0 + offs_n0[None, :, None, None, None] * buf51_s1 + offs_n0[None, None, :, None, None] * buf51_s2 + offs_n1[None, None, None, :, None] * buf51_s3, acc46, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :, None])
    tl.store(buf52_ptr + offs_n0[:, None, None, None, None] * buf52_s0 + offs_n0[None, :, None, None, None] * buf52_s1 + offs_n0[None, None, :, None, None] * buf52_s2 + offs_n1[None, None, None, :, None] * buf52_s3 + offs_n2[None, None, None, None, :] * buf52_s4, acc47, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :])


@triton.jit
def kernel_4(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m1_s4, m6_ptr, m6_s0, m6_s1, m6_s2, m6_s3, m6_s4, m13_ptr, m13_s0, m13_s1, m13_s2, m13_s3, m13_s4, m16_ptr, m16_s0, m16_s1, m16_s2, m16_s3, m16_s4, m28_ptr, m28_s0, m28_s1, m28_s2, m28_s3, m28_s4, buf64_ptr, buf64_s0, buf64_s1, buf64_s2, buf64_s3, buf64_s4, E_c6, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c6: tl.constexpr):
    # writes buf64: Combine over grid k.1@1[2]
    pid = tl.program_id(0)
    i_c6 = pid % tl.cdiv(E_c6, T_c6)
    pid = pid // tl.cdiv(E_c6, T_c6)
    offs_c6 = i_c6 * T_c6 + tl.arange(0, T_c6)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n2 = tl.arange(0, F_n2)
    t54 = tl.load(m1_ptr + offs_n1[None, None, None, None, :] * m1_s4, mask=(offs_n1 < E_n1)[None, None, None, None, :], other=0)
    t55 = tl.load(m6_ptr + offs_n1[None, None, None, :, None] * m6_s3 + offs_n1[None, None, None, None, :] * m6_s4, mask=(offs_n1 < E_n1)[None, None, None, :, None] & (offs_n1 < E_n1)[None, None, None, None, :], other=0)
    t56 = tl.load(m13_ptr + offs_n0[:, None, None, None, None] * m13_s0 + offs_c6[None, :, None, None, None] * m13_s1 + offs_n0[None, None, :, None, None] * m13_s2 + offs_n1[None, None, None, :, None] * m13_s3 + offs_n2[None, None, None, None, :] * m13_s4, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_c6 < E_c6)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :], other=0).to(tl.float32)
    t57 = tl.load(m16_ptr + offs_n0[:, None, None, None, None] * m16_s0 + offs_c6[None, :, None, None, None] * m16_s1 + offs_n2[None, None, None, :, None] * m16_s3 + offs_n1[None, None, None, None, :] * m16_s4, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_c6 < E_c6)[None, :, None, None, None] & (offs_n2 < E_n2)[None, None, None, :, None] & (offs_n1 < E_n1)[None, None, None, None, :], other=0).to(tl.float32)
    t58 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, None, :], t56, 0.0), 5) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :, None], t57, 0.0), 3), axis=4)
    t59 = tl.where(t55, -float("inf"), t58)
    t60 = tl.load(m28_ptr + offs_n1[None, None, None, :, None] * m28_s3 + offs_n1[None, None, None, None, :] * m28_s4, mask=(offs_n1 < E_n1)[None, None, None, :, None] & (offs_n1 < E_n1)[None, None, None, None, :], other=0)
    t61 = tl.where(t60, -float("inf"), t59)
    t62 = tl.where(t54, t59, t61)
    t63 = tl.max(tl.where((offs_n1 < E_n1)[None, None, None, None, :], t62, -float('inf')), axis=4, keep_dims=True)
    tl.store(buf64_ptr + offs_n0[:, None, None, None, None] * buf64_s0 + offs_c6[None, :, None, None, None] * buf64_s1 + offs_n0[None, None, :, None, None] * buf64_s2 + offs_n1[None, None, None, :, None] * buf64_s3, t63, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_c6 < E_c6)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :, None])


@triton.jit
def kernel_5(buf52_ptr, buf52_s0, buf52_s1, buf52_s2, buf52_s3, buf52_s4, buf64_ptr, buf64_s0, buf64_s1, buf64_s2, buf64_s3, buf64_s4, m67_ptr, m67_s0, m67_s1, m67_s2, m67_s3, m67_s4, buf74_ptr, buf74_s0, buf74_s1, buf74_s2, buf74_s3, buf74_s4, E_c2, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c2: tl.constexpr):
    # writes buf74: Combine over grid k.0@0[2]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t53 = tl.load(buf52_ptr + offs_c2[:, None, None, None, None] * buf52_s0 + offs_n0[None, :, None, None, None] * buf52_s1 + offs_n0[None, None, :, None, None] * buf52_s2 + offs_n1[None, None, None, :, None] * buf52_s3 + offs_n2[None, None, None, None, :] * buf52_s4, mask=(offs_c2 < E_c2)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :], other=0).to(tl.float32)
    t65 = tl.load(buf64_ptr + offs_c2[:, None, None, None, None] * buf64_s0 + offs_n0[None, :, None, None, None] * buf64_s1 + offs_n0[None, None, :, None, None] * buf64_s2 + offs_n1[None, None, None, :, None] * buf64_s3, mask=(offs_c2 < E_c2)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :, None], other=0).to(tl.float32)
    t66 = (t65) * (0.25)
    t69 = tl.load(m67_ptr + offs_n0[None, :, None, None, None] * m67_s1 + offs_n0[None, None, :, None, None] * m67_s2, mask=(offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None], other=0).to(tl.float32)
    t70 = tl.maximum(t66, t69)
    t71 = t66 - (t70)
    t72 = tl.exp(t71)
    t73 = (t53) * (t72)
    tl.store(buf74_ptr + offs_c2[:, None, None, None, None] * buf74_s0 + offs_n0[None, :, None, None, None] * buf74_s1 + offs_n0[None, None, :, None, None] * buf74_s2 + offs_n1[None, None, None, :, None] * buf74_s3 + offs_n2[None, None, None, None, :] * buf74_s4, t73, mask=(offs_c2 < E_c2)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :])


@triton.jit
def kernel_6(m77_ptr, m77_s0, m77_s1, m77_s2, m77_s3, m77_s4, m6_ptr, m6_s0, m6_s1, m6_s2, m6_s3, m6_s4, buf25_ptr, buf25_s0, buf25_s1, buf25_s2, buf25_s3, buf25_s4, m28_ptr, m28_s0, m28_s1, m28_s2, m28_s3, m28_s4, buf88_ptr, buf88_s0, buf88_s1, buf88_s2, buf88_s3, buf88_s4, E_c3, E_c6, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c3: tl.constexpr, T_c6: tl.constexpr):
    # writes buf88: Combine over grid k.1@1[2]
    pid = tl.program_id(0)
    i_c6 = pid % tl.cdiv(E_c6, T_c6)
    pid = pid // tl.cdiv(E_c6, T_c6)
    offs_c6 = i_c6 * T_c6 + tl.arange(0, T_c6)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    acc87 = tl.full([F_n0, T_c6, F_n0, F_n1, 1], -float('inf'), tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t79 = tl.load(m77_ptr + offs_c3[None, None, None, None, :] * m77_s4, mask=(offs_c3 < E_c3)[None, None, None, None, :], other=0)
        t80 = tl.load(m6_ptr + offs_n1[None, None, None, :, None] * m6_s3 + offs_c3[None, None, None, None, :] * m6_s4, mask=(offs_n1 < E_n1)[None, None, None, :, None] & (offs_c3 < E_c3)[None, None, None, None, :], other=0)
        t81 = tl.load(buf25_ptr + offs_n0[:, None, None, None, None] * buf25_s0 + offs_c6[None, :, None, None, None] * buf25_s1 + offs_n0[None, None, :, None, None] * buf25_s2 + offs_n1[None, None, None, :, None] * buf25_s3 + offs_c3[None, None, None, None, :] * buf25_s4, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_c6 < E_c6)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :, None] & (offs_c3 < E_c3)[None, None, None, None, :], other=0).to(tl.float32)
        t82 = tl.where(t80, -float("inf"), t81)
        t83 = tl.load(m28_ptr + offs_n1[None, None, None, :, None] * m28_s3 + offs_c3[None, None, None, None, :] * m28_s4, mask=(offs_n1 < E_n1)[None, None, None, :, None] & (offs_c3 < E_c3)[None, None, None, None, :], other=0)
        t84 = tl.where(t83, -float("inf"), t82)
        t85 = tl.where(t79, t82, t84)
        t86 = tl.max(tl.where((offs_c3 < E_c3)[None, None, None, None, :], t85, -float('inf')), axis=4, keep_dims=True)
        acc87 = tl.maximum(acc87, t86)
    tl.store(buf88_ptr + offs_n0[:, None, None, None, None] * buf88_s0 + offs_c6[None, :, None, None, None] * buf88_s1 + offs_n0[None, None, :, None, None] * buf88_s2 + offs_n1[None, None, None, :, None] * buf88_s3, acc87, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_c6 < E_c6)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :, None])


@triton.jit
def kernel_7(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m1_s4, m6_ptr, m6_s0, m6_s1, m6_s2, m6_s3, m6_s4, buf25_ptr, buf25_s0, buf25_s1, buf25_s2, buf25_s3, buf25_s4, m28_ptr, m28_s0, m28_s1, m28_s2, m28_s3, m28_s4, buf88_ptr, buf88_s0, buf88_s1, buf88_s2, buf88_s3, buf88_s4, m67_ptr, m67_s0, m67_s1, m67_s2, m67_s3, m67_s4, buf106_ptr, buf106_s0, buf106_s1, buf106_s2, buf106_s3, buf106_s4, E_c6, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c6: tl.constexpr):
    # writes buf106: Combine over grid k.1@1[2]
    pid = tl.program_id(0)
    i_c6 = pid % tl.cdiv(E_c6, T_c6)
    pid = pid // tl.cdiv(E_c6, T_c6)
    offs_c6 = i_c6 * T_c6 + tl.arange(0, T_c6)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    t93 = tl.load(m1_ptr + offs_n1[None, None, None, None, :] * m1_s4, mask=(offs_n1 < E_n1)[None, None, None, None, :], other=0)
    t94 = tl.load(m6_ptr + offs_n1[None, None, None, :, None] * m6_s3 + offs_n1[None, None, None, None, :] * m6_s4, mask=(offs_n1 < E_n1)[None, None, None, :, None] & (offs_n1 < E_n1)[None, None, None, None, :], other=0)
    t95 = tl.load(buf25_ptr + offs_n0[:, None, None, None, None] * buf25_s0 + offs_c6[None, :, None, None, None] * buf25_s1 + offs_n0[None, None, :, None, None] * buf25_s2 + offs_n1[None, None, None, :, None] * buf25_s3 + offs_n1[None, None, None, None, :] * buf25_s4, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_c6 < E_c6)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :, None] & (offs_n1 < E_n1)[None, None, None, None, :], other=0).to(tl.float32)
    t96 = tl.where(t94, -float("inf"), t95)
    t97 = tl.load(m28_ptr + offs_n1[None, None, None, :, None] * m28_s3 + offs_n1[None, None, None, None, :] * m28_s4, mask=(offs_n1 < E_n1)[None, None, None, :, None] & (offs_n1 < E_n1)[None, None, None, None, :], other=0)
    t98 = tl.where(t97, -float("inf"), t96)
    t99 = tl.where(t93, t96, t98)
    t100 = tl.load(buf88_ptr + offs_n0[:, None, None, None, None] * buf88_s0 + offs_c6[None, :, None, None, None] * buf88_s1 + offs_n0[None, None, :, None, None] * buf88_s2 + offs_n1[None, None, None, :, None] * buf88_s3, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_c6 < E_c6)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :, None], other=0).to(tl.float32)
    t101 = tl.load(m67_ptr + offs_c6[None, :, None, None, None] * m67_s1 + offs_n0[None, None, :, None, None] * m67_s2, mask=(offs_c6 < E_c6)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None], other=0).to(tl.float32)
    t102 = tl.maximum(t100, t101)
    t103 = t99 - (t102)
    t104 = tl.exp(t103)
    t105 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, None, :], t104, 0.0), axis=4, keep_dims=True)
    tl.store(buf106_ptr + offs_n0[:, None, None, None, None] * buf106_s0 + offs_c6[None, :, None, None, None] * buf106_s1 + offs_n0[None, None, :, None, None] * buf106_s2 + offs_n1[None, None, None, :, None] * buf106_s3, t105, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_c6 < E_c6)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :, None])


@triton.jit
def kernel_8(buf74_ptr, buf74_s0, buf74_s1, buf74_s2, buf74_s3, buf74_s4, m67_ptr, m67_s0, m67_s1, m67_s2, m67_s3, m67_s4, buf88_ptr, buf88_s0, buf88_s1, buf88_s2, buf88_s3, buf88_s4, buf106_ptr, buf106_s0, buf106_s1, buf106_s2, buf106_s3, buf106_s4, buf111_ptr, buf111_s0, buf111_s1, buf111_s2, buf111_s3, E_c0, E_c1, E_n0, E_n3, F_n0: tl.constexpr, F_n3: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf111: Combine over grid k.2@2[32], grid v.3@3[16]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n3 = tl.arange(0, F_n3)
    t75 = tl.load(buf74_ptr + offs_n0[:, None, None, None, None] * buf74_s0 + offs_n0[None, :, None, None, None] * buf74_s1 + offs_n0[None, None, :, None, None] * buf74_s2 + offs_c0[None, None, None, :, None] * buf74_s3 + offs_c1[None, None, None, None, :] * buf74_s4, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_c0 < E_c0)[None, None, None, :, None] & (offs_c1 < E_c1)[None, None, None, None, :], other=0).to(tl.float32)
    t76 = tl.load(m67_ptr + offs_n0[None, :, None, None, None] * m67_s1 + offs_n0[None, None, :, None, None] * m67_s2, mask=(offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None], other=0).to(tl.float32)
    t89 = tl.load(buf88_ptr + offs_n0[:, None, None, None, None] * buf88_s0 + offs_n0[None, :, None, None, None] * buf88_s1 + offs_n0[None, None, :, None, None] * buf88_s2 + offs_c0[None, None, None, :, None] * buf88_s3, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_c0 < E_c0)[None, None, None, :, None], other=0).to(tl.float32)
    t90 = tl.maximum(t89, t76)
    t91 = t76 - (t90)
    t92 = tl.exp(t91)
    t107 = tl.load(buf106_ptr + offs_n0[:, None, None, None, None] * buf106_s0 + offs_n0[None, :, None, None, None] * buf106_s1 + offs_n0[None, None, :, None, None] * buf106_s2 + offs_c0[None, None, None, :, None] * buf106_s3, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_c0 < E_c0)[None, None, None, :, None], other=0).to(tl.float32)
    t108 = t92 + t107
    t109 = (t75) / (t108)
    t110 = tl.reshape(t109, [F_n0, F_n3, T_c0, T_c1])
    tl.store(buf111_ptr + offs_n0[:, None, None, None] * buf111_s0 + offs_n3[None, :, None, None] * buf111_s1 + offs_c0[None, None, :, None] * buf111_s2 + offs_c1[None, None, None, :] * buf111_s3, t110, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n3 < E_n3)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :])


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
    kernel_0[(_cdiv(32, T['c4']),)](m13_ptr=m13, m13_s0=m13.stride(0), m13_s1=m13.stride(1), m13_s2=m13.stride(2), m13_s3=m13.stride(3), m13_s4=m13.stride(4), m16_ptr=m16, m16_s0=m16.stride(0), m16_s1=m16.stride(1), m16_s2=m16.stride(2), m16_s3=m16.stride(3), m16_s4=m16.stride(4), buf22_ptr=buf22, buf22_s0=buf22.stride(0), buf22_s1=buf22.stride(1), buf22_s2=buf22.stride(2), buf22_s3=buf22.stride(3), buf22_s4=buf22.stride(4), E_c4=32, E_c5=16, E_n0=2, E_n1=32, F_n0=_pow2(2), F_n1=_pow2(32), T_c4=T['c4'], T_c5=T['c5'])
    buf25 = torch.full([2, 2, 2, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(32, T['c4']),)](buf22_ptr=buf22, buf22_s0=buf22.stride(0), buf22_s1=buf22.stride(1), buf22_s2=buf22.stride(2), buf22_s3=buf22.stride(3), buf22_s4=buf22.stride(4), buf25_ptr=buf25, buf25_s0=buf25.stride(0), buf25_s1=buf25.stride(1), buf25_s2=buf25.stride(2), buf25_s3=buf25.stride(3), buf25_s4=buf25.stride(4), E_c4=32, E_n0=2, E_n1=32, F_n0=_pow2(2), F_n1=_pow2(32), T_c4=T['c4'])
    m30 = _BINARY["Sub"](m9, m8)
    m31 = torch.tensor(8.0, dtype=torch.float32, device=device)
    m29 = _BINARY["Ge"](m30, m31)
    m28 = m29.reshape([1, 1, 1, 32, 32])
    m39 = inputs['v']
    m38 = m39.reshape([2, 2, 1, 32, 16])
    states42 = torch.full([_cdiv(32, T['c3']), _pow2(2), _pow2(2), _pow2(2), _pow2(32), 1], float("nan"), dtype=torch.float32, device=device)
    states43 = torch.full([_cdiv(32, T['c3']), _pow2(2), _pow2(2), _pow2(2), _pow2(32), _pow2(16)], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(32, T['c3']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m1_s4=m1.stride(4), m6_ptr=m6, m6_s0=m6.stride(0), m6_s1=m6.stride(1), m6_s2=m6.stride(2), m6_s3=m6.stride(3), m6_s4=m6.stride(4), buf25_ptr=buf25, buf25_s0=buf25.stride(0), buf25_s1=buf25.stride(1), buf25_s2=buf25.stride(2), buf25_s3=buf25.stride(3), buf25_s4=buf25.stride(4), m28_ptr=m28, m28_s0=m28.stride(0), m28_s1=m28.stride(1), m28_s2=m28.stride(2), m28_s3=m28.stride(3), m28_s4=m28.stride(4), m38_ptr=m38, m38_s0=m38.stride(0), m38_s1=m38.stride(1), m38_s2=m38.stride(2), m38_s3=m38.stride(3), m38_s4=m38.stride(4), states42_ptr=states42, states42_s0=states42.stride(0), states42_s1=states42.stride(1), states42_s2=states42.stride(2), states42_s3=states42.stride(3), states42_s4=states42.stride(4), states42_s5=states42.stride(5), states43_ptr=states43, states43_s0=states43.stride(0), states43_s1=states43.stride(1), states43_s2=states43.stride(2), states43_s3=states43.stride(3), states43_s4=states43.stride(4), states43_s5=states43.stride(5), E_c3=32, E_n0=2, E_n1=32, E_n2=16, F_n0=_pow2(2), F_n1=_pow2(32), F_n2=_pow2(16), T_c3=T['c3'])
    buf51 = torch.full([2, 2, 2, 32, 1], float("nan"), dtype=torch.float32, device=device)
    buf52 = torch.full([2, 2, 2, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(1,)](states42_ptr=states42, states42_s0=states42.stride(0), states42_s1=states42.stride(1), states42_s2=states42.stride(2), states42_s3=states42.stride(3), states42_s4=states42.stride(4), states42_s5=states42.stride(5), states43_ptr=states43, states43_s0=states43.stride(0), states43_s1=states43.stride(1), states43_s2=states43.stride(2), states43_s3=states43.stride(3), states43_s4=states43.stride(4), states43_s5=states43.stride(5), buf51_ptr=buf51, buf51_s0=buf51.stride(0), buf51_s1=buf51.stride(1), buf51_s2=buf51.stride(2), buf51_s3=buf51.stride(3), buf51_s4=buf51.stride(4), buf52_ptr=buf52, buf52_s0=buf52.stride(0), buf52_s1=buf52.stride(1), buf52_s2=buf52.stride(2), buf52_s3=buf52.stride(3), buf52_s4=buf52.stride(4), E_c3=32, E_n0=2, E_n1=32, E_n2=16, F_n0=_pow2(2), F_n1=_pow2(32), F_n2=_pow2(16), T_c3=T['c3'])
    buf64 = torch.full([2, 2, 2, 32, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(_cdiv(2, T['c6']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m1_s4=m1.stride(4), m6_ptr=m6, m6_s0=m6.stride(0), m6_s1=m6.stride(1), m6_s2=m6.stride(2), m6_s3=m6.stride(3), m6_s4=m6.stride(4), m13_ptr=m13, m13_s0=m13.stride(0), m13_s1=m13.stride(1), m13_s2=m13.stride(2), m13_s3=m13.stride(3), m13_s4=m13.stride(4), m16_ptr=m16, m16_s0=m16.stride(0), m16_s1=m16.stride(1), m16_s2=m16.stride(2), m16_s3=m16.stride(3), m16_s4=m16.stride(4), m28_ptr=m28, m28_s0=m28.stride(0), m28_s1=m28.stride(1), m28_s2=m28.stride(2), m28_s3=m28.stride(3), m28_s4=m28.stride(4), buf64_ptr=buf64, buf64_s0=buf64.stride(0), buf64_s1=buf64.stride(1), buf64_s2=buf64.stride(2), buf64_s3=buf64.stride(3), buf64_s4=buf64.stride(4), E_c6=2, E_n0=2, E_n1=32, E_n2=16, F_n0=_pow2(2), F_n1=_pow2(32), F_n2=_pow2(16), T_c6=T['c6'])
    m68 = inputs['sinks']
    m67 = m68.reshape([1, 2, 2, 1, 1])
    buf74 = torch.full([2, 2, 2, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_5[(_cdiv(2, T['c2']),)](buf52_ptr=buf52, buf52_s0=buf52.stride(0), buf52_s1=buf52.stride(1), buf52_s2=buf52.stride(2), buf52_s3=buf52.stride(3), buf52_s4=buf52.stride(4), buf64_ptr=buf64, buf64_s0=buf64.stride(0), buf64_s1=buf64.stride(1), buf64_s2=buf64.stride(2), buf64_s3=buf64.stride(3), buf64_s4=buf64.stride(4), m67_ptr=m67, m67_s0=m67.stride(0), m67_s1=m67.stride(1), m67_s2=m67.stride(2), m67_s3=m67.stride(3), m67_s4=m67.stride(4), buf74_ptr=buf74, buf74_s0=buf74.stride(0), buf74_s1=buf74.stride(1), buf74_s2=buf74.stride(2), buf74_s3=buf74.stride(3), buf74_s4=buf74.stride(4), E_c2=2, E_n0=2, E_n1=32, E_n2=16, F_n0=_pow2(2), F_n1=_pow2(32), F_n2=_pow2(16), T_c2=T['c2'])
    m78 = _BINARY["Lt"](m3, m4)
    m77 = m78.reshape([1, 1, 1, 1, 32])
    buf88 = torch.full([2, 2, 2, 32, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_6[(_cdiv(2, T['c6']),)](m77_ptr=m77, m77_s0=m77.stride(0), m77_s1=m77.stride(1), m77_s2=m77.stride(2), m77_s3=m77.stride(3), m77_s4=m77.stride(4), m6_ptr=m6, m6_s0=m6.stride(0), m6_s1=m6.stride(1), m6_s2=m6.stride(2), m6_s3=m6.stride(3), m6_s4=m6.stride(4), buf25_ptr=buf25, buf25_s0=buf25.stride(0), buf25_s1=buf25.stride(1), buf25_s2=buf25.stride(2), buf25_s3=buf25.stride(3), buf25_s4=buf25.stride(4), m28_ptr=m28, m28_s0=m28.stride(0), m28_s1=m28.stride(1), m28_s2=m28.stride(2), m28_s3=m28.stride(3), m28_s4=m28.stride(4), buf88_ptr=buf88, buf88_s0=buf88.stride(0), buf88_s1=buf88.stride(1), buf88_s2=buf88.stride(2), buf88_s3=buf88.stride(3), buf88_s4=buf88.stride(4), E_c3=32, E_c6=2, E_n0=2, E_n1=32, F_n0=_pow2(2), F_n1=_pow2(32), T_c3=T['c3'], T_c6=T['c6'])
    buf106 = torch.full([2, 2, 2, 32, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_7[(_cdiv(2, T['c6']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m1_s4=m1.stride(4), m6_ptr=m6, m6_s0=m6.stride(0), m6_s1=m6.stride(1), m6_s2=m6.stride(2), m6_s3=m6.stride(3), m6_s4=m6.stride(4), buf25_ptr=buf25, buf25_s0=buf25.stride(0), buf25_s1=buf25.stride(1), buf25_s2=buf25.stride(2), buf25_s3=buf25.stride(3), buf25_s4=buf25.stride(4), m28_ptr=m28, m28_s0=m28.stride(0), m28_s1=m28.stride(1), m28_s2=m28.stride(2), m28_s3=m28.stride(3), m28_s4=m28.stride(4), buf88_ptr=buf88, buf88_s0=buf88.stride(0), buf88_s1=buf88.stride(1), buf88_s2=buf88.stride(2), buf88_s3=buf88.stride(3), buf88_s4=buf88.stride(4), m67_ptr=m67, m67_s0=m67.stride(0), m67_s1=m67.stride(1), m67_s2=m67.stride(2), m67_s3=m67.stride(3), m67_s4=m67.stride(4), buf106_ptr=buf106, buf106_s0=buf106.stride(0), buf106_s1=buf106.stride(1), buf106_s2=buf106.stride(2), buf106_s3=buf106.stride(3), buf106_s4=buf106.stride(4), E_c6=2, E_n0=2, E_n1=32, F_n0=_pow2(2), F_n1=_pow2(32), T_c6=T['c6'])
    buf111 = torch.full([2, 4, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_8[(_cdiv(32, T['c0']) * _cdiv(16, T['c1']),)](buf74_ptr=buf74, buf74_s0=buf74.stride(0), buf74_s1=buf74.stride(1), buf74_s2=buf74.stride(2), buf74_s3=buf74.stride(3), buf74_s4=buf74.stride(4), m67_ptr=m67, m67_s0=m67.stride(0), m67_s1=m67.stride(1), m67_s2=m67.stride(2), m67_s3=m67.stride(3), m67_s4=m67.stride(4), buf88_ptr=buf88, buf88_s0=buf88.stride(0), buf88_s1=buf88.stride(1), buf88_s2=buf88.stride(2), buf88_s3=buf88.stride(3), buf88_s4=buf88.stride(4), buf106_ptr=buf106, buf106_s0=buf106.stride(0), buf106_s1=buf106.stride(1), buf106_s2=buf106.stride(2), buf106_s3=buf106.stride(3), buf106_s4=buf106.stride(4), buf111_ptr=buf111, buf111_s0=buf111.stride(0), buf111_s1=buf111.stride(1), buf111_s2=buf111.stride(2), buf111_s3=buf111.stride(3), E_c0=32, E_c1=16, E_n0=2, E_n3=4, F_n0=_pow2(2), F_n3=_pow2(4), T_c0=T['c0'], T_c1=T['c1'])
    return buf111


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
