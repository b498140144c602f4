"""attention_sinks [small], candidate 59: 12 kernel(s)

Rendered by EqiForge from candidate 59 of attention_sinks [small]: grid(k.2@3) loop(k.3[16]: sum) [1 mm] ; grid(k.2@3) ; store(k.2[32]) ; grid() loop(k.2[32]: rescale, stored) ; grid(k.1@1) [1 mm] ; grid(k.0@0) ; store(k.2[32]) ; grid() loop(k.2[32]: rescale, stored) ; grid() loop(k.2[32]: sum) ; grid(k.1@1) ; grid(k.1@1) loop(k.2[32]: max) ; grid(k.0@0)
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid k.0@0[2]
    c1: loop k.2[32]
    c2: grid k.2@3[32]
    c3: loop k.3[16]
    c4: grid k.1@1[2]

Run it on its own: `python kernels/f59.py` checks it once against PyTorch on random inputs.
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


@triton.jit
def kernel_0(m14_ptr, m14_s0, m14_s1, m14_s2, m14_s3, m14_s4, m17_ptr, m17_s0, m17_s1, m17_s2, m17_s3, m17_s4, buf23_ptr, buf23_s0, buf23_s1, buf23_s2, buf23_s3, buf23_s4, E_c2, E_c3, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # writes buf23: Combine over grid k.2@3[32]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    acc22 = tl.full([F_n0, F_n0, F_n0, T_c2, F_n1], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t16 = tl.load(m14_ptr + offs_n0[:, None, None, None, None] * m14_s0 + offs_n0[None, :, None, None, None] * m14_s1 + offs_n0[None, None, :, None, None] * m14_s2 + offs_c2[None, None, None, :, None] * m14_s3 + offs_c3[None, None, None, None, :] * m14_s4, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_c2 < E_c2)[None, None, None, :, None] & (offs_c3 < E_c3)[None, None, None, None, :], other=0).to(tl.float32)
        t20 = tl.load(m17_ptr + offs_n0[:, None, None, None, None] * m17_s0 + offs_n0[None, :, None, None, None] * m17_s1 + offs_c3[None, None, None, :, None] * m17_s3 + offs_n1[None, None, None, None, :] * m17_s4, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_c3 < E_c3)[None, None, None, :, None] & (offs_n1 < E_n1)[None, None, None, None, :], other=0).to(tl.float32)
        t21 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, None, :], t16, 0.0), 5) * tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, :, None], t20, 0.0), 3), axis=4)
        acc22 = acc22 + t21
    tl.store(buf23_ptr + offs_n0[:, None, None, None, None] * buf23_s0 + offs_n0[None, :, None, None, None] * buf23_s1 + offs_n0[None, None, :, None, None] * buf23_s2 + offs_c2[None, None, None, :, None] * buf23_s3 + offs_n1[None, None, None, None, :] * buf23_s4, acc22, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_c2 < E_c2)[None, None, None, :, None] & (offs_n1 < E_n1)[None, None, None, None, :])


@triton.jit
def kernel_1(buf23_ptr, buf23_s0, buf23_s1, buf23_s2, buf23_s3, buf23_s4, buf26_ptr, buf26_s0, buf26_s1, buf26_s2, buf26_s3, buf26_s4, E_c2, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf26: Combine over grid k.2@3[32]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t24 = tl.load(buf23_ptr + offs_n0[:, None, None, None, None] * buf23_s0 + offs_n0[None, :, None, None, None] * buf23_s1 + offs_n0[None, None, :, None, None] * buf23_s2 + offs_c2[None, None, None, :, None] * buf23_s3 + offs_n1[None, None, None, None, :] * buf23_s4, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_c2 < E_c2)[None, None, None, :, None] & (offs_n1 < E_n1)[None, None, None, None, :], other=0).to(tl.float32)
    t25 = (t24) * (0.25)
    tl.store(buf26_ptr + offs_n0[:, None, None, None, None] * buf26_s0 + offs_n0[None, :, None, None, None] * buf26_s1 + offs_n0[None, None, :, None, None] * buf26_s2 + offs_c2[None, None, None, :, None] * buf26_s3 + offs_n1[None, None, None, None, :] * buf26_s4, t25, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_c2 < E_c2)[None, None, None, :, None] & (offs_n1 < E_n1)[None, None, None, None, :])


@triton.jit
def kernel_2(m2_ptr, m2_s0, m2_s1, m2_s2, m2_s3, m2_s4, m7_ptr, m7_s0, m7_s1, m7_s2, m7_s3, m7_s4, buf26_ptr, buf26_s0, buf26_s1, buf26_s2, buf26_s3, buf26_s4, m29_ptr, m29_s0, m29_s1, m29_s2, m29_s3, m29_s4, m39_ptr, m39_s0, m39_s1, m39_s2, m39_s3, m39_s4, states43_ptr, states43_s0, states43_s1, states43_s2, states43_s3, states43_s4, states43_s5, states44_ptr, states44_s0, states44_s1, states44_s2, states44_s3, states44_s4, states44_s5, E_c1, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c1: tl.constexpr):
    # stores states43, states44: Collect over loop k.2[32]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n2 = tl.arange(0, F_n2)
    t6 = tl.load(m2_ptr + offs_c1[None, None, None, None, :] * m2_s4, mask=(offs_c1 < E_c1)[None, None, None, None, :], other=0)
    t13 = tl.load(m7_ptr + offs_n1[None, None, None, :, None] * m7_s3 + offs_c1[None, None, None, None, :] * m7_s4, mask=(offs_n1 < E_n1)[None, None, None, :, None] & (offs_c1 < E_c1)[None, None, None, None, :], other=0)
    t27 = tl.load(buf26_ptr + offs_n0[:, None, None, None, None] * buf26_s0 + offs_n0[None, :, None, None, None] * buf26_s1 + offs_n0[None, None, :, None, None] * buf26_s2 + offs_n1[None, None, None, :, None] * buf26_s3 + offs_c1[None, None, None, None, :] * buf26_s4, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :, None] & (offs_c1 < E_c1)[None, None, None, None, :], other=0).to(tl.float32)
    t28 = tl.where(t13, -float("inf"), t27)
    t33 = tl.load(m29_ptr + offs_n1[None, None, None, :, None] * m29_s3 + offs_c1[None, None, None, None, :] * m29_s4, mask=(offs_n1 < E_n1)[None, None, None, :, None] & (offs_c1 < E_c1)[None, None, None, None, :], other=0)
    t34 = tl.where(t33, -float("inf"), t28)
    t35 = tl.where(t6, t28, t34)
    t36 = tl.max(tl.where((offs_c1 < E_c1)[None, None, None, None, :], t35, -float('inf')), axis=4, keep_dims=True)
    t37 = t35 - (t36)
    t38 = tl.exp(t37)
    t41 = tl.load(m39_ptr + offs_n0[:, None, None, None, None] * m39_s0 + offs_n0[None, :, None, None, None] * m39_s1 + offs_c1[None, None, None, :, None] * m39_s3 + offs_n2[None, None, None, None, :] * m39_s4, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_c1 < E_c1)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :], other=0).to(tl.float32)
    t42 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, None, :], t38, 0.0), 5) * tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, :, None], t41, 0.0), 3), axis=4)
    tl.store(states43_ptr + i_c1 * states43_s0 + tl.arange(0, F_n0)[:, None, None, None, None] * states43_s1 + tl.arange(0, F_n0)[None, :, None, None, None] * states43_s2 + tl.arange(0, F_n0)[None, None, :, None, None] * states43_s3 + tl.arange(0, F_n1)[None, None, None, :, None] * states43_s4 + tl.zeros([F_n0, F_n0, F_n0, F_n1, 1], tl.int32), t36)
    tl.store(states44_ptr + i_c1 * states44_s0 + tl.arange(0, F_n0)[:, None, None, None, None] * states44_s1 + tl.arange(0, F_n0)[None, :, None, None, None] * states44_s2 + tl.arange(0, F_n0)[None, None, :, None, None] * states44_s3 + tl.arange(0, F_n1)[None, None, None, :, None] * states44_s4 + tl.arange(0, F_n2)[None, None, None, None, :] * states44_s5 + tl.zeros([F_n0, F_n0, F_n0, F_n1, F_n2], tl.int32), t42)


@triton.jit
def kernel_3(states43_ptr, states43_s0, states43_s1, states43_s2, states43_s3, states43_s4, states43_s5, states44_ptr, states44_s0, states44_s1, states44_s2, states44_s3, states44_s4, states44_s5, buf52_ptr, buf52_s0, buf52_s1, buf52_s2, buf52_s3, buf52_s4, buf53_ptr, buf53_s0, buf53_s1, buf53_s2, buf53_s3, buf53_s4, E_c1, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c1: tl.constexpr):
    # writes buf52, buf53: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    acc47 = tl.full([F_n0, F_n0, F_n0, F_n1, 1], -float('inf'), tl.float32)
    acc48 = tl.full([F_n0, F_n0, F_n0, F_n1, F_n2], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t45 = tl.load(states43_ptr + i_c1 * states43_s0 + tl.arange(0, F_n0)[:, None, None, None, None] * states43_s1 + tl.arange(0, F_n0)[None, :, None, None, None] * states43_s2 + tl.arange(0, F_n0)[None, None, :, None, None] * states43_s3 + tl.arange(0, F_n1)[None, None, None, :, None] * states43_s4 + tl.zeros([F_n0, F_n0, F_n0, F_n1, 1], tl.int32))
        t46 = tl.load(states44_ptr + i_c1 * states44_s0 + tl.arange(0, F_n0)[:, None, None, None, None] * states44_s1 + tl.arange(0, F_n0)[None, :, None, None, None] * states44_s2 + tl.arange(0, F_n0)[None, None, :, None, None] * states44_s3 + tl.arange(0, F_n1)[None, None, None, :, None] * states44_s4 + tl.arange(0, F_n2)[None, None, None, None, :] * states44_s5 + tl.zeros([F_n0, F_n0, F_n0, F_n1, F_n2], tl.int32))
        m49 = tl.maximum(acc47, t45)
        r50 = tl.where(acc47 == -float("inf"), 0.0, tl.exp(acc47 - m49))
        r51 = tl.where(t45 == -float("inf"), 0.0, tl.exp(t45 - m49))
        acc48 = tl.where(acc47 == -float("inf"), 0.0, acc48 * r50) + tl.where(t45 == -float("inf"), 0.0, t46 * r51)
        acc47 = m49
    tl.store(buf52_ptr + offs_n0[:, None, None, None, None] * buf52_s0 + offs_n0[None, :, None, None, None] * buf52_s1 + offs_n0[None, None, :, None, None] * buf52_s2 + offs_n1[None, None, None, :, None] * buf52_s3, acc47, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :, None])
    tl.store(buf53_ptr + offs_n0[:, None, None, None, None] * buf53_s0 + offs_n0[None, :, None, None, None] * buf53_s1 + offs_n0[None, None, :, None, None] * buf53_s2 + offs_n1[None, None, None, :, None] * buf53_s3 + offs_n2[None, None, None, None, :] * buf53_s4, acc48, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :])


@triton.jit
def kernel_4(m2_ptr, m2_s0, m2_s1, m2_s2, m2_s3, m2_s4, m7_ptr, m7_s0, m7_s1, m7_s2, m7_s3, m7_s4, m14_ptr, m14_s0, m14_s1, m14_s2, m14_s3, m14_s4, m17_ptr, m17_s0, m17_s1, m17_s2, m17_s3, m17_s4, m29_ptr, m29_s0, m29_s1, m29_s2, m29_s3, m29_s4, buf65_ptr, buf65_s0, buf65_s1, buf65_s2, buf65_s3, buf65_s4, E_c4, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c4: tl.constexpr):
    # writes buf65: Combine over grid k.1@1[2]
    pid = tl.program_id(0)
    i_c4 = pid % tl.cdiv(E_c4, T_c4)
    pid = pid // tl.cdiv(E_c4, T_c4)
    offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n2 = tl.arange(0, F_n2)
    t55 = tl.load(m2_ptr + offs_n1[None, None, None, None, :] * m2_s4, mask=(offs_n1 < E_n1)[None, None, None, None, :], other=0)
    t56 = tl.load(m7_ptr + offs_n1[None, None, None, :, None] * m7_s3 + offs_n1[None, None, None, None, :] * m7_s4, mask=(offs_n1 < E_n1)[None, None, None, :, None] & (offs_n1 < E_n1)[None, None, None, None, :], other=0)
    t57 = tl.load(m14_ptr + offs_n0[:, None, None, None, None] * m14_s0 + offs_c4[None, :, None, None, None] * m14_s1 + offs_n0[None, None, :, None, None] * m14_s2 + offs_n1[None, None, None, :, None] * m14_s3 + offs_n2[None, None, None, None, :] * m14_s4, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_c4 < E_c4)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :], other=0).to(tl.float32)
    t58 = tl.load(m17_ptr + offs_n0[:, None, None, None, None] * m17_s0 + offs_c4[None, :, None, None, None] * m17_s1 + offs_n2[None, None, None, :, None] * m17_s3 + offs_n1[None, None, None, None, :] * m17_s4, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_c4 < E_c4)[None, :, None, None, None] & (offs_n2 < E_n2)[None, None, None, :, None] & (offs_n1 < E_n1)[None, None, None, None, :], other=0).to(tl.float32)
    t59 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, None, :], t57, 0.0), 5) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :, None], t58, 0.0), 3), axis=4)
    t60 = tl.where(t56, -float("inf"), t59)
    t61 = tl.load(m29_ptr + offs_n1[None, None, None, :, None] * m29_s3 + offs_n1[None, None, None, None, :] * m29_s4, mask=(offs_n1 < E_n1)[None, None, None, :, None] & (offs_n1 < E_n1)[None, None, None, None, :], other=0)
    t62 = tl.where(t61, -float("inf"), t60)
    t63 = tl.where(t55, t60, t62)
    t64 = tl.max(tl.where((offs_n1 < E_n1)[None, None, None, None, :], t63, -float('inf')), axis=4, keep_dims=True)
    tl.store(buf65_ptr + offs_n0[:, None, None, None, None] * buf65_s0 + offs_c4[None, :, None, None, None] * buf65_s1 + offs_n0[None, None, :, None, None] * buf65_s2 + offs_n1[None, None, None, :, None] * buf65_s3, t64, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_c4 < E_c4)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :, None])


@triton.jit
def kernel_5(buf53_ptr, buf53_s0, buf53_s1, buf53_s2, buf53_s3, buf53_s4, buf65_ptr, buf65_s0, buf65_s1, buf65_s2, buf65_s3, buf65_s4, m68_ptr, m68_s0, m68_s1, m68_s2, m68_s3, m68_s4, buf75_ptr, buf75_s0, buf75_s1, buf75_s2, buf75_s3, buf75_s4, E_c0, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr):
    # writes buf75: Combine over grid k.0@0[2]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t54 = tl.load(buf53_ptr + offs_c0[:, None, None, None, None] * buf53_s0 + offs_n0[None, :, None, None, None] * buf53_s1 + offs_n0[None, None, :, None, None] * buf53_s2 + offs_n1[None, None, None, :, None] * buf53_s3 + offs_n2[None, None, None, None, :] * buf53_s4, mask=(offs_c0 < E_c0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :], other=0).to(tl.float32)
    t66 = tl.load(buf65_ptr + offs_c0[:, None, None, None, None] * buf65_s0 + offs_n0[None, :, None, None, None] * buf65_s1 + offs_n0[None, None, :, None, None] * buf65_s2 + offs_n1[None, None, None, :, None] * buf65_s3, mask=(offs_c0 < E_c0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :, None], other=0).to(tl.float32)
    t67 = (t66) * (0.25)
    t70 = tl.load(m68_ptr + offs_n0[None, :, None, None, None] * m68_s1 + offs_n0[None, None, :, None, None] * m68_s2, mask=(offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None], other=0).to(tl.float32)
    t71 = tl.maximum(t67, t70)
    t72 = t67 - (t71)
    t73 = tl.exp(t72)
    t74 = (t54) * (t73)
    tl.store(buf75_ptr + offs_c0[:, None, None, None, None] * buf75_s0 + offs_n0[None, :, None, None, None] * buf75_s1 + offs_n0[None, None, :, None, None] * buf75_s2 + offs_n1[None, None, None, :, None] * buf75_s3 + offs_n2[None, None, None, None, :] * buf75_s4, t74, mask=(offs_c0 < E_c0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :])


@triton.jit
def kernel_6(m2_ptr, m2_s0, m2_s1, m2_s2, m2_s3, m2_s4, m7_ptr, m7_s0, m7_s1, m7_s2, m7_s3, m7_s4, buf26_ptr, buf26_s0, buf26_s1, buf26_s2, buf26_s3, buf26_s4, m29_ptr, m29_s0, m29_s1, m29_s2, m29_s3, m29_s4, states99_ptr, states99_s0, states99_s1, states99_s2, states99_s3, states99_s4, states99_s5, states100_ptr, states100_s0, states100_s1, states100_s2, states100_s3, states100_s4, states100_s5, E_c1, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c1: tl.constexpr):
    # stores states99, states100: Collect over loop k.2[32]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    t88 = tl.load(m2_ptr + offs_c1[None, None, None, None, :] * m2_s4, mask=(offs_c1 < E_c1)[None, None, None, None, :], other=0)
    t89 = tl.load(m7_ptr + offs_n1[None, None, None, :, None] * m7_s3 + offs_c1[None, None, None, None, :] * m7_s4, mask=(offs_n1 < E_n1)[None, None, None, :, None] & (offs_c1 < E_c1)[None, None, None, None, :], other=0)
    t90 = tl.load(buf26_ptr + offs_n0[:, None, None, None, None] * buf26_s0 + offs_n0[None, :, None, None, None] * buf26_s1 + offs_n0[None, None, :, None, None] * buf26_s2 + offs_n1[None, None, None, :, None] * buf26_s3 + offs_c1[None, None, None, None, :] * buf26_s4, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :, None] & (offs_c1 < E_c1)[None, None, None, None, :], other=0).to(tl.float32)
    t91 = tl.where(t89, -float("inf"), t90)
    t92 = tl.load(m29_ptr + offs_n1[None, None, None, :, None] * m29_s3 + offs_c1[None, None, None, None, :] * m29_s4, mask=(offs_n1 < E_n1)[None, None, None, :, None] & (offs_c1 < E_c1)[None, None, None, None, :], other=0)
    t93 = tl.where(t92, -float("inf"), t91)
    t94 = tl.where(t88, t91, t93)
    t95 = tl.max(tl.where((offs_c1 < E_c1)[None, None, None, None, :], t94, -float('inf')), axis=4, keep_dims=True)
    t96 = t94 - (t95)
    t97 = tl.exp(t96)
    t98 = tl.sum(tl.where((offs_c1 < E_c1)[None, None, None, None, :], t97, 0.0), axis=4, keep_dims=True)
    tl.store(states99_ptr + i_c1 * states99_s0 + tl.arange(0, F_n0)[:, None, None, None, None] * states99_s1 + tl.arange(0, F_n0)[None, :, None, None, None] * states99_s2 + tl.arange(0, F_n0)[None, None, :, None, None] * states99_s3 + tl.arange(0, F_n1)[None, None, None, :, None] * states99_s4 + tl.zeros([F_n0, F_n0, F_n0, F_n1, 1], tl.int32), t95)
    tl.store(states100_ptr + i_c1 * states100_s0 + tl.arange(0, F_n0)[:, None, None, None, None] * states100_s1 + tl.arange(0, F_n0)[None, :, None, None, None] * states100_s2 + tl.arange(0, F_n0)[None, None, :, None, None] * states100_s3 + tl.arange(0, F_n1)[None, None, None, :, None] * states100_s4 + tl.zeros([F_n0, F_n0, F_n0, F_n1, 1], tl.int32), t98)


@triton.jit
def kernel_7(states99_ptr, states99_s0, states99_s1, states99_s2, states99_s3, states99_s4, states99_s5, states100_ptr, states100_s0, states100_s1, states100_s2, states100_s3, states100_s4, states100_s5, buf108_ptr, buf108_s0, buf108_s1, buf108_s2, buf108_s3, buf108_s4, buf109_ptr, buf109_s0, buf109_s1, buf109_s2, buf109_s3, buf109_s4, E_c1, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c1: tl.constexpr):
    # writes buf108, buf109: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    acc103 = tl.full([F_n0, F_n0, F_n0, F_n1, 1], -float('inf'), tl.float32)
    acc104 = tl.full([F_n0, F_n0, F_n0, F_n1, 1], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t101 = tl.load(states99_ptr + i_c1 * states99_s0 + tl.arange(0, F_n0)[:, None, None, None, None] * states99_s1 + tl.arange(0, F_n0)[None, :, None, None, None] * states99_s2 + tl.arange(0, F_n0)[None, None, :, None, None] * states99_s3 + tl.arange(0, F_n1)[None, None, None, :, None] * states99_s4 + tl.zeros([F_n0, F_n0, F_n0, F_n1, 1], tl.int32))
        t102 = tl.load(states100_ptr + i_c1 * states100_s0 + tl.arange(0, F_n0)[:, None, None, None, None] * states100_s1 + tl.arange(0, F_n0)[None, :, None, None, None] * states100_s2 + tl.arange(0, F_n0)[None, None, :, None, None] * states100_s3 + tl.arange(0, F_n1)[None, None, None, :, None] * states100_s4 + tl.zeros([F_n0, F_n0, F_n0, F_n1, 1], tl.int32))
        m105 = tl.maximum(acc103, t101)
        r106 = tl.where(acc103 == -float("inf"), 0.0, tl.exp(acc103 - m105))
        r107 = tl.where(t101 == -float("inf"), 0.0, tl.exp(t101 - m105))
        acc104 = tl.where(acc103 == -float("inf"), 0.0, acc104 * r106) + tl.where(t101 == -float("inf"), 0.0, t102 * r107)
        acc103 = m105
    tl.store(buf108_ptr + offs_n0[:, None, None, None, None] * buf108_s0 + offs_n0[None, :, None, None, None] * buf108_s1 + offs_n0[None, None, :, None, None] * buf108_s2 + offs_n1[None, None, None, :, None] * buf108_s3, acc103, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :, None])
    tl.store(buf109_ptr + offs_n0[:, None, None, None, None] * buf109_s0 + offs_n0[None, :, None, None, None] * buf109_s1 + offs_n0[None, None, :, None, None] * buf109_s2 + offs_n1[None, None, None, :, None] * buf109_s3, acc104, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :, None])


@triton.jit
def kernel_8(m2_ptr, m2_s0, m2_s1, m2_s2, m2_s3, m2_s4, m7_ptr, m7_s0, m7_s1, m7_s2, m7_s3, m7_s4, buf26_ptr, buf26_s0, buf26_s1, buf26_s2, buf26_s3, buf26_s4, m29_ptr, m29_s0, m29_s1, m29_s2, m29_s3, m29_s4, buf108_ptr, buf108_s0, buf108_s1, buf108_s2, buf108_s3, buf108_s4, buf115_ptr, buf115_s0, buf115_s1, buf115_s2, buf115_s3, buf115_s4, E_c1, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c1: tl.constexpr):
    # writes buf115: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    t110 = tl.load(buf108_ptr + offs_n0[:, None, None, None, None] * buf108_s0 + offs_n0[None, :, None, None, None] * buf108_s1 + offs_n0[None, None, :, None, None] * buf108_s2 + offs_n1[None, None, None, :, None] * buf108_s3, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :, None], other=0).to(tl.float32)
    acc114 = tl.full([F_n0, F_n0, F_n0, F_n1, 1], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t77 = tl.load(m2_ptr + offs_c1[None, None, None, None, :] * m2_s4, mask=(offs_c1 < E_c1)[None, None, None, None, :], other=0)
        t78 = tl.load(m7_ptr + offs_n1[None, None, None, :, None] * m7_s3 + offs_c1[None, None, None, None, :] * m7_s4, mask=(offs_n1 < E_n1)[None, None, None, :, None] & (offs_c1 < E_c1)[None, None, None, None, :], other=0)
        t79 = tl.load(buf26_ptr + offs_n0[:, None, None, None, None] * buf26_s0 + offs_n0[None, :, None, None, None] * buf26_s1 + offs_n0[None, None, :, None, None] * buf26_s2 + offs_n1[None, None, None, :, None] * buf26_s3 + offs_c1[None, None, None, None, :] * buf26_s4, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :, None] & (offs_c1 < E_c1)[None, None, None, None, :], other=0).to(tl.float32)
        t80 = tl.where(t78, -float("inf"), t79)
        t81 = tl.load(m29_ptr + offs_n1[None, None, None, :, None] * m29_s3 + offs_c1[None, None, None, None, :] * m29_s4, mask=(offs_n1 < E_n1)[None, None, None, :, None] & (offs_c1 < E_c1)[None, None, None, None, :], other=0)
        t82 = tl.where(t81, -float("inf"), t80)
        t83 = tl.where(t77, t80, t82)
        t84 = tl.max(tl.where((offs_c1 < E_c1)[None, None, None, None, :], t83, -float('inf')), axis=4, keep_dims=True)
        t85 = t83 - (t84)
        t86 = tl.exp(t85)
        t87 = tl.sum(tl.where((offs_c1 < E_c1)[None, None, None, None, :], t86, 0.0), axis=4, keep_dims=True)
        t111 = t84 - (t110)
        t112 = tl.exp(t111)
        t113 = (t87) * (t112)
        acc114 = acc114 + t113
    tl.store(buf115_ptr + offs_n0[:, None, None, None, None] * buf115_s0 + offs_n0[None, :, None, None, None] * buf115_s1 + offs_n0[None, None, :, None, None] * buf115_s2 + offs_n1[None, None, None, :, None] * buf115_s3, acc114, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :, None])


@triton.jit
def kernel_9(buf115_ptr, buf115_s0, buf115_s1, buf115_s2, buf115_s3, buf115_s4, buf65_ptr, buf65_s0, buf65_s1, buf65_s2, buf65_s3, buf65_s4, m68_ptr, m68_s0, m68_s1, m68_s2, m68_s3, m68_s4, buf124_ptr, buf124_s0, buf124_s1, buf124_s2, buf124_s3, buf124_s4, E_c4, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c4: tl.constexpr):
    # writes buf124: Combine over grid k.1@1[2]
    pid = tl.program_id(0)
    i_c4 = pid % tl.cdiv(E_c4, T_c4)
    pid = pid // tl.cdiv(E_c4, T_c4)
    offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t116 = tl.load(buf115_ptr + offs_n0[:, None, None, None, None] * buf115_s0 + offs_c4[None, :, None, None, None] * buf115_s1 + offs_n0[None, None, :, None, None] * buf115_s2 + offs_n1[None, None, None, :, None] * buf115_s3, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_c4 < E_c4)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :, None], other=0).to(tl.float32)
    t117 = tl.load(buf65_ptr + offs_n0[:, None, None, None, None] * buf65_s0 + offs_c4[None, :, None, None, None] * buf65_s1 + offs_n0[None, None, :, None, None] * buf65_s2 + offs_n1[None, None, None, :, None] * buf65_s3, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_c4 < E_c4)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :, None], other=0).to(tl.float32)
    t118 = (t117) * (0.25)
    t119 = tl.load(m68_ptr + offs_c4[None, :, None, None, None] * m68_s1 + offs_n0[None, None, :, None, None] * m68_s2, mask=(offs_c4 < E_c4)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None], other=0).to(tl.float32)
    t120 = tl.maximum(t118, t119)
    t121 = t118 - (t120)
    t122 = tl.exp(t121)
    t123 = (t116) * (t122)
    tl.store(buf124_ptr + offs_n0[:, None, None, None, None] * buf124_s0 + offs_c4[None, :, None, None, None] * buf124_s1 + offs_n0[None, None, :, None, None] * buf124_s2 + offs_n1[None, None, None, :, None] * buf124_s3, t123, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_c4 < E_c4)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :, None])


@triton.jit
def kernel_10(m127_ptr, m127_s0, m127_s1, m127_s2, m127_s3, m127_s4, m7_ptr, m7_s0, m7_s1, m7_s2, m7_s3, m7_s4, buf26_ptr, buf26_s0, buf26_s1, buf26_s2, buf26_s3, buf26_s4, m29_ptr, m29_s0, m29_s1, m29_s2, m29_s3, m29_s4, buf138_ptr, buf138_s0, buf138_s1, buf138_s2, buf138_s3, buf138_s4, E_c1, E_c4, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c1: tl.constexpr, T_c4: tl.constexpr):
    # writes buf138: Combine over grid k.1@1[2]
    pid = tl.program_id(0)
    i_c4 = pid % tl.cdiv(E_c4, T_c4)
    pid = pid // tl.cdiv(E_c4, T_c4)
    offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    acc137 = tl.full([F_n0, T_c4, F_n0, F_n1, 1], -float('inf'), tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t129 = tl.load(m127_ptr + offs_c1[None, None, None, None, :] * m127_s4, mask=(offs_c1 < E_c1)[None, None, None, None, :], other=0)
        t130 = tl.load(m7_ptr + offs_n1[None, None, None, :, None] * m7_s3 + offs_c1[None, None, None, None, :] * m7_s4, mask=(offs_n1 < E_n1)[None, None, None, :, None] & (offs_c1 < E_c1)[None, None, None, None, :], other=0)
        t131 = tl.load(buf26_ptr + offs_n0[:, None, None, None, None] * buf26_s0 + offs_c4[None, :, None, None, None] * buf26_s1 + offs_n0[None, None, :, None, None] * buf26_s2 + offs_n1[None, None, None, :, None] * buf26_s3 + offs_c1[None, None, None, None, :] * buf26_s4, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_c4 < E_c4)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :, None] & (offs_c1 < E_c1)[None, None, None, None, :], other=0).to(tl.float32)
        t132 = tl.where(t130, -float("inf"), t131)
        t133 = tl.load(m29_ptr + offs_n1[None, None, None, :, None] * m29_s3 + offs_c1[None, None, None, None, :] * m29_s4, mask=(offs_n1 < E_n1)[None, None, None, :, None] & (offs_c1 < E_c1)[None, None, None, None, :], other=0)
        t134 = tl.where(t133, -float("inf"), t132)
        t135 = tl.where(t129, t132, t134)
        t136 = tl.max(tl.where((offs_c1 < E_c1)[None, None, None, None, :], t135, -float('inf')), axis=4, keep_dims=True)
        acc137 = tl.maximum(acc137, t136)
    tl.store(buf138_ptr + offs_n0[:, None, None, None, None] * buf138_s0 + offs_c4[None, :, None, None, None] * buf138_s1 + offs_n0[None, None, :, None, None] * buf138_s2 + offs_n1[None, None, None, :, None] * buf138_s3, acc137, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_c4 < E_c4)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :, None])


@triton.jit
def kernel_11(buf75_ptr, buf75_s0, buf75_s1, buf75_s2, buf75_s3, buf75_s4, buf124_ptr, buf124_s0, buf124_s1, buf124_s2, buf124_s3, buf124_s4, m68_ptr, m68_s0, m68_s1, m68_s2, m68_s3, m68_s4, buf138_ptr, buf138_s0, buf138_s1, buf138_s2, buf138_s3, buf138_s4, buf145_ptr, buf145_s0, buf145_s1, buf145_s2, buf145_s3, buf145_s4, E_c0, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr):
    # writes buf145: Combine over grid k.0@0[2]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t76 = tl.load(buf75_ptr + offs_c0[:, None, None, None, None] * buf75_s0 + offs_n0[None, :, None, None, None] * buf75_s1 + offs_n0[None, None, :, None, None] * buf75_s2 + offs_n1[None, None, None, :, None] * buf75_s3 + offs_n2[None, None, None, None, :] * buf75_s4, mask=(offs_c0 < E_c0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :], other=0).to(tl.float32)
    t125 = tl.load(buf124_ptr + offs_c0[:, None, None, None, None] * buf124_s0 + offs_n0[None, :, None, None, None] * buf124_s1 + offs_n0[None, None, :, None, None] * buf124_s2 + offs_n1[None, None, None, :, None] * buf124_s3, mask=(offs_c0 < E_c0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :, None], other=0).to(tl.float32)
    t126 = tl.load(m68_ptr + offs_n0[None, :, None, None, None] * m68_s1 + offs_n0[None, None, :, None, None] * m68_s2, mask=(offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None], other=0).to(tl.float32)
    t139 = tl.load(buf138_ptr + offs_c0[:, None, None, None, None] * buf138_s0 + offs_n0[None, :, None, None, None] * buf138_s1 + offs_n0[None, None, :, None, None] * buf138_s2 + offs_n1[None, None, None, :, None] * buf138_s3, mask=(offs_c0 < E_c0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :, None], other=0).to(tl.float32)
    t140 = tl.maximum(t139, t126)
    t141 = t126 - (t140)
    t142 = tl.exp(t141)
    t143 = t125 + t142
    t144 = (t76) / (t143)
    tl.store(buf145_ptr + offs_c0[:, None, None, None, None] * buf145_s0 + offs_n0[None, :, None, None, None] * buf145_s1 + offs_n0[None, None, :, None, None] * buf145_s2 + offs_n1[None, None, None, :, None] * buf145_s3 + offs_n2[None, None, None, None, :] * buf145_s4, t144, mask=(offs_c0 < E_c0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :])


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
    m4 = _iota([32], 0, device)
    m3 = m4.reshape([1, 1, 1, 1, 32])
    m5 = torch.tensor(2.0, dtype=torch.float32, device=device)
    m2 = _BINARY["Lt"](m3, m5)
    m9 = m4.reshape([1, 32])
    m12 = torch.tensor(0.0, dtype=torch.float32, device=device)
    m11 = _BINARY["Add"](m4, m12)
    m10 = m11.reshape([32, 1])
    m8 = _BINARY["Gt"](m9, m10)
    m7 = m8.reshape([1, 1, 1, 32, 32])
    m15 = inputs['q']
    m14 = m15.reshape([2, 2, 2, 32, 16])
    m19 = inputs['k']
    m18 = m19.reshape([2, 2, 1, 32, 16])
    m17 = m18.permute([0, 1, 2, 4, 3])
    buf23 = torch.full([2, 2, 2, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(32, T['c2']),)](m14_ptr=m14, m14_s0=m14.stride(0), m14_s1=m14.stride(1), m14_s2=m14.stride(2), m14_s3=m14.stride(3), m14_s4=m14.stride(4), m17_ptr=m17, m17_s0=m17.stride(0), m17_s1=m17.stride(1), m17_s2=m17.stride(2), m17_s3=m17.stride(3), m17_s4=m17.stride(4), buf23_ptr=buf23, buf23_s0=buf23.stride(0), buf23_s1=buf23.stride(1), buf23_s2=buf23.stride(2), buf23_s3=buf23.stride(3), buf23_s4=buf23.stride(4), E_c2=32, E_c3=16, E_n0=2, E_n1=32, F_n0=_pow2(2), F_n1=_pow2(32), T_c2=T['c2'], T_c3=T['c3'])
    buf26 = torch.full([2, 2, 2, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(32, T['c2']),)](buf23_ptr=buf23, buf23_s0=buf23.stride(0), buf23_s1=buf23.stride(1), buf23_s2=buf23.stride(2), buf23_s3=buf23.stride(3), buf23_s4=buf23.stride(4), buf26_ptr=buf26, buf26_s0=buf26.stride(0), buf26_s1=buf26.stride(1), buf26_s2=buf26.stride(2), buf26_s3=buf26.stride(3), buf26_s4=buf26.stride(4), E_c2=32, E_n0=2, E_n1=32, F_n0=_pow2(2), F_n1=_pow2(32), T_c2=T['c2'])
    m31 = _BINARY["Sub"](m10, m9)
    m32 = torch.tensor(8.0, dtype=torch.float32, device=device)
    m30 = _BINARY["Ge"](m31, m32)
    m29 = m30.reshape([1, 1, 1, 32, 32])
    m40 = inputs['v']
    m39 = m40.reshape([2, 2, 1, 32, 16])
    states43 = torch.full([_cdiv(32, T['c1']), _pow2(2), _pow2(2), _pow2(2), _pow2(32), 1], float("nan"), dtype=torch.float32, device=device)
    states44 = torch.full([_cdiv(32, T['c1']), _pow2(2), _pow2(2), _pow2(2), _pow2(32), _pow2(16)], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(32, T['c1']),)](m2_ptr=m2, m2_s0=m2.stride(0), m2_s1=m2.stride(1), m2_s2=m2.stride(2), m2_s3=m2.stride(3), m2_s4=m2.stride(4), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), m7_s2=m7.stride(2), m7_s3=m7.stride(3), m7_s4=m7.stride(4), buf26_ptr=buf26, buf26_s0=buf26.stride(0), buf26_s1=buf26.stride(1), buf26_s2=buf26.stride(2), buf26_s3=buf26.stride(3), buf26_s4=buf26.stride(4), m29_ptr=m29, m29_s0=m29.stride(0), m29_s1=m29.stride(1), m29_s2=m29.stride(2), m29_s3=m29.stride(3), m29_s4=m29.stride(4), m39_ptr=m39, m39_s0=m39.stride(0), m39_s1=m39.stride(1), m39_s2=m39.stride(2), m39_s3=m39.stride(3), m39_s4=m39.stride(4), states43_ptr=states43, states43_s0=states43.stride(0), states43_s1=states43.stride(1), states43_s2=states43.stride(2), states43_s3=states43.stride(3), states43_s4=states43.stride(4), states43_s5=states43.stride(5), states44_ptr=states44, states44_s0=states44.stride(0), states44_s1=states44.stride(1), states44_s2=states44.stride(2), states44_s3=states44.stride(3), states44_s4=states44.stride(4), states44_s5=states44.stride(5), E_c1=32, E_n0=2, E_n1=32, E_n2=16, F_n0=_pow2(2), F_n1=_pow2(32), F_n2=_pow2(16), T_c1=T['c1'])
    buf52 = torch.full([2, 2, 2, 32, 1], float("nan"), dtype=torch.float32, device=device)
    buf53 = torch.full([2, 2, 2, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(1,)](states43_ptr=states43, states43_s0=states43.stride(0), states43_s1=states43.stride(1), states43_s2=states43.stride(2), states43_s3=states43.stride(3), states43_s4=states43.stride(4), states43_s5=states43.stride(5), states44_ptr=states44, states44_s0=states44.stride(0), states44_s1=states44.stride(1), states44_s2=states44.stride(2), states44_s3=states44.stride(3), states44_s4=states44.stride(4), states44_s5=states44.stride(5), buf52_ptr=buf52, buf52_s0=buf52.stride(0), buf52_s1=buf52.stride(1), buf52_s2=buf52.stride(2), buf52_s3=buf52.stride(3), buf52_s4=buf52.stride(4), buf53_ptr=buf53, buf53_s0=buf53.stride(0), buf53_s1=buf53.stride(1), buf53_s2=buf53.stride(2), buf53_s3=buf53.stride(3), buf53_s4=buf53.stride(4), E_c1=32, E_n0=2, E_n1=32, E_n2=16, F_n0=_pow2(2), F_n1=_pow2(32), F_n2=_pow2(16), T_c1=T['c1'])
    buf65 = torch.full([2, 2, 2, 32, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(_cdiv(2, T['c4']),)](m2_ptr=m2, m2_s0=m2.stride(0), m2_s1=m2.stride(1), m2_s2=m2.stride(2), m2_s3=m2.stride(3), m2_s4=m2.stride(4), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), m7_s2=m7.stride(2), m7_s3=m7.stride(3), m7_s4=m7.stride(4), m14_ptr=m14, m14_s0=m14.stride(0), m14_s1=m14.stride(1), m14_s2=m14.stride(2), m14_s3=m14.stride(3), m14_s4=m14.stride(4), m17_ptr=m17, m17_s0=m17.stride(0), m17_s1=m17.stride(1), m17_s2=m17.stride(2), m17_s3=m17.stride(3), m17_s4=m17.stride(4), m29_ptr=m29, m29_s0=m29.stride(0), m29_s1=m29.stride(1), m29_s2=m29.stride(2), m29_s3=m29.stride(3), m29_s4=m29.stride(4), buf65_ptr=buf65, buf65_s0=buf65.stride(0), buf65_s1=buf65.stride(1), buf65_s2=buf65.stride(2), buf65_s3=buf65.stride(3), buf65_s4=buf65.stride(4), E_c4=2, E_n0=2, E_n1=32, E_n2=16, F_n0=_pow2(2), F_n1=_pow2(32), F_n2=_pow2(16), T_c4=T['c4'])
    m69 = inputs['sinks']
    m68 = m69.reshape([1, 2, 2, 1, 1])
    buf75 = torch.full([2, 2, 2, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_5[(_cdiv(2, T['c0']),)](buf53_ptr=buf53, buf53_s0=buf53.stride(0), buf53_s1=buf53.stride(1), buf53_s2=buf53.stride(2), buf53_s3=buf53.stride(3), buf53_s4=buf53.stride(4), buf65_ptr=buf65, buf65_s0=buf65.stride(0), buf65_s1=buf65.stride(1), buf65_s2=buf65.stride(2), buf65_s3=buf65.stride(3), buf65_s4=buf65.stride(4), m68_ptr=m68, m68_s0=m68.stride(0), m68_s1=m68.stride(1), m68_s2=m68.stride(2), m68_s3=m68.stride(3), m68_s4=m68.stride(4), buf75_ptr=buf75, buf75_s0=buf75.stride(0), buf75_s1=buf75.stride(1), buf75_s2=buf75.stride(2), buf75_s3=buf75.stride(3), buf75_s4=buf75.stride(4), E_c0=2, E_n0=2, E_n1=32, E_n2=16, F_n0=_pow2(2), F_n1=_pow2(32), F_n2=_pow2(16), T_c0=T['c0'])
    states99 = torch.full([_cdiv(32, T['c1']), _pow2(2), _pow2(2), _pow2(2), _pow2(32), 1], float("nan"), dtype=torch.float32, device=device)
    states100 = torch.full([_cdiv(32, T['c1']), _pow2(2), _pow2(2), _pow2(2), _pow2(32), 1], float("nan"), dtype=torch.float32, device=device)
    kernel_6[(_cdiv(32, T['c1']),)](m2_ptr=m2, m2_s0=m2.stride(0), m2_s1=m2.stride(1), m2_s2=m2.stride(2), m2_s3=m2.stride(3), m2_s4=m2.stride(4), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), m7_s2=m7.stride(2), m7_s3=m7.stride(3), m7_s4=m7.stride(4), buf26_ptr=buf26, buf26_s0=buf26.stride(0), buf26_s1=buf26.stride(1), buf26_s2=buf26.stride(2), buf26_s3=buf26.stride(3), buf26_s4=buf26.stride(4), m29_ptr=m29, m29_s0=m29.stride(0), m29_s1=m29.stride(1), m29_s2=m29.stride(2), m29_s3=m29.stride(3), m29_s4=m29.stride(4), states99_ptr=states99, states99_s0=states99.stride(0), states99_s1=states99.stride(1), states99_s2=states99.stride(2), states99_s3=states99.stride(3), states99_s4=states99.stride(4), states99_s5=states99.stride(5), states100_ptr=states100, states100_s0=states100.stride(0), states100_s1=states100.stride(1), states100_s2=states100.stride(2), states100_s3=states100.stride(3), states100_s4=states100.stride(4), states100_s5=states100.stride(5), E_c1=32, E_n0=2, E_n1=32, F_n0=_pow2(2), F_n1=_pow2(32), T_c1=T['c1'])
    buf108 = torch.full([2, 2, 2, 32, 1], float("nan"), dtype=torch.float32, device=device)
    buf109 = torch.full([2, 2, 2, 32, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_7[(1,)](states99_ptr=states99, states99_s0=states99.stride(0), states99_s1=states99.stride(1), states99_s2=states99.stride(2), states99_s3=states99.stride(3), states99_s4=states99.stride(4), states99_s5=states99.stride(5), states100_ptr=states100, states100_s0=states100.stride(0), states100_s1=states100.stride(1), states100_s2=states100.stride(2), states100_s3=states100.stride(3), states100_s4=states100.stride(4), states100_s5=states100.stride(5), buf108_ptr=buf108, buf108_s0=buf108.stride(0), buf108_s1=buf108.stride(1), buf108_s2=buf108.stride(2), buf108_s3=buf108.stride(3), buf108_s4=buf108.stride(4), buf109_ptr=buf109, buf109_s0=buf109.stride(0), buf109_s1=buf109.stride(1), buf109_s2=buf109.stride(2), buf109_s3=buf109.stride(3), buf109_s4=buf109.stride(4), E_c1=32, E_n0=2, E_n1=32, F_n0=_pow2(2), F_n1=_pow2(32), T_c1=T['c1'])
    buf115 = torch.full([2, 2, 2, 32, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_8[(1,)](m2_ptr=m2, m2_s0=m2.stride(0), m2_s1=m2.stride(1), m2_s2=m2.stride(2), m2_s3=m2.stride(3), m2_s4=m2.stride(4), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), m7_s2=m7.stride(2), m7_s3=m7.stride(3), m7_s4=m7.stride(4), buf26_ptr=buf26, buf26_s0=buf26.stride(0), buf26_s1=buf26.stride(1), buf26_s2=buf26.stride(2), buf26_s3=buf26.stride(3), buf26_s4=buf26.stride(4), m29_ptr=m29, m29_s0=m29.stride(0), m29_s1=m29.stride(1), m29_s2=m29.stride(2), m29_s3=m29.stride(3), m29_s4=m29.stride(4), buf108_ptr=buf108, buf108_s0=buf108.stride(0), buf108_s1=buf108.stride(1), buf108_s2=buf108.stride(2), buf108_s3=buf108.stride(3), buf108_s4=buf108.stride(4), buf115_ptr=buf115, buf115_s0=buf115.stride(0), buf115_s1=buf115.stride(1), buf115_s2=buf115.stride(2), buf115_s3=buf115.stride(3), buf115_s4=buf115.stride(4), E_c1=32, E_n0=2, E_n1=32, F_n0=_pow2(2), F_n1=_pow2(32), T_c1=T['c1'])
    buf124 = torch.full([2, 2, 2, 32, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_9[(_cdiv(2, T['c4']),)](buf115_ptr=buf115, buf115_s0=buf115.stride(0), buf115_s1=buf115.stride(1), buf115_s2=buf115.stride(2), buf115_s3=buf115.stride(3), buf115_s4=buf115.stride(4), buf65_ptr=buf65, buf65_s0=buf65.stride(0), buf65_s1=buf65.stride(1), buf65_s2=buf65.stride(2), buf65_s3=buf65.stride(3), buf65_s4=buf65.stride(4), m68_ptr=m68, m68_s0=m68.stride(0), m68_s1=m68.stride(1), m68_s2=m68.stride(2), m68_s3=m68.stride(3), m68_s4=m68.stride(4), buf124_ptr=buf124, buf124_s0=buf124.stride(0), buf124_s1=buf124.stride(1), buf124_s2=buf124.stride(2), buf124_s3=buf124.stride(3), buf124_s4=buf124.stride(4), E_c4=2, E_n0=2, E_n1=32, F_n0=_pow2(2), F_n1=_pow2(32), T_c4=T['c4'])
    m128 = _BINARY["Lt"](m4, m5)
    m127 = m128.reshape([1, 1, 1, 1, 32])
    buf138 = torch.full([2, 2, 2, 32, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_10[(_cdiv(2, T['c4']),)](m127_ptr=m127, m127_s0=m127.stride(0), m127_s1=m127.stride(1), m127_s2=m127.stride(2), m127_s3=m127.stride(3), m127_s4=m127.stride(4), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), m7_s2=m7.stride(2), m7_s3=m7.stride(3), m7_s4=m7.stride(4), buf26_ptr=buf26, buf26_s0=buf26.stride(0), buf26_s1=buf26.stride(1), buf26_s2=buf26.stride(2), buf26_s3=buf26.stride(3), buf26_s4=buf26.stride(4), m29_ptr=m29, m29_s0=m29.stride(0), m29_s1=m29.stride(1), m29_s2=m29.stride(2), m29_s3=m29.stride(3), m29_s4=m29.stride(4), buf138_ptr=buf138, buf138_s0=buf138.stride(0), buf138_s1=buf138.stride(1), buf138_s2=buf138.stride(2), buf138_s3=buf138.stride(3), buf138_s4=buf138.stride(4), E_c1=32, E_c4=2, E_n0=2, E_n1=32, F_n0=_pow2(2), F_n1=_pow2(32), T_c1=T['c1'], T_c4=T['c4'])
    buf145 = torch.full([2, 2, 2, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_11[(_cdiv(2, T['c0']),)](buf75_ptr=buf75, buf75_s0=buf75.stride(0), buf75_s1=buf75.stride(1), buf75_s2=buf75.stride(2), buf75_s3=buf75.stride(3), buf75_s4=buf75.stride(4), buf124_ptr=buf124, buf124_s0=buf124.stride(0), buf124_s1=buf124.stride(1), buf124_s2=buf124.stride(2), buf124_s3=buf124.stride(3), buf124_s4=buf124.stride(4), m68_ptr=m68, m68_s0=m68.stride(0), m68_s1=m68.stride(1), m68_s2=m68.stride(2), m68_s3=m68.stride(3), m68_s4=m68.stride(4), buf138_ptr=buf138, buf138_s0=buf138.stride(0), buf138_s1=buf138.stride(1), buf138_s2=buf138.stride(2), buf138_s3=buf138.stride(3), buf138_s4=buf138.stride(4), buf145_ptr=buf145, buf145_s0=buf145.stride(0), buf145_s1=buf145.stride(1), buf145_s2=buf145.stride(2), buf145_s3=buf145.stride(3), buf145_s4=buf145.stride(4), E_c0=2, E_n0=2, E_n1=32, E_n2=16, F_n0=_pow2(2), F_n1=_pow2(32), F_n2=_pow2(16), T_c0=T['c0'])
    m1 = buf145.reshape([2, 4, 32, 16])
    return m1


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
