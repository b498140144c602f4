"""attention_sinks [small], candidate 28: 6 kernel(s)

Rendered by EqiForge from candidate 28 of attention_sinks [small]: store(k.3[16]) ; grid() loop(k.3[16]: pair(sum, sum), stored) ; grid(k.2@3) ; grid() loop(k.2[32]: pair(sum, sum)) ; store(k.3[16]) ; grid(k.0@0, k.2@2) loop(k.3[16]: pair(sum, sum), stored)
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid k.0@0[2]
    c1: grid k.2@2[32]
    c2: loop k.2[32]
    c3: grid k.2@3[32]
    c4: loop k.3[16]

Run it on its own: `python kernels/f28.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/attention_sinks.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 1, "c1": 16, "c2": 16, "c3": 16, "c4": 8}


@triton.jit
def kernel_0(m13_ptr, m13_s0, m13_s1, m13_s2, m13_s3, m13_s4, m16_ptr, m16_s0, m16_s1, m16_s2, m16_s3, m16_s4, states22_ptr, states22_s0, states22_s1, states22_s2, states22_s3, states22_s4, states22_s5, states23_ptr, states23_s0, states23_s1, states23_s2, states23_s3, states23_s4, states23_s5, E_c4, E_n0, E_n2, F_n0: tl.constexpr, F_n2: tl.constexpr, T_c4: tl.constexpr):
    # stores states22, states23: Collect over loop k.3[16]
    pid = tl.program_id(0)
    i_c4 = pid % tl.cdiv(E_c4, T_c4)
    pid = pid // tl.cdiv(E_c4, T_c4)
    offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n2 = tl.arange(0, F_n2)
    t15 = tl.load(m13_ptr + offs_n0[:, None, None, None, None] * m13_s0 + offs_n0[None, :, None, None, None] * m13_s1 + offs_n0[None, None, :, None, None] * m13_s2 + offs_n2[None, None, None, :, None] * m13_s3 + offs_c4[None, None, None, None, :] * m13_s4, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :, None] & (offs_c4 < E_c4)[None, None, None, None, :], other=0).to(tl.float32)
    t19 = tl.load(m16_ptr + offs_n0[:, None, None, None, None] * m16_s0 + offs_n0[None, :, None, None, None] * m16_s1 + offs_c4[None, None, None, :, None] * m16_s3 + offs_n2[None, None, None, None, :] * m16_s4, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_c4 < E_c4)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :], other=0).to(tl.float32)
    t20 = tl.sum(tl.expand_dims(tl.where((offs_c4 < E_c4)[None, None, None, None, :], t15, 0.0), 5) * tl.expand_dims(tl.where((offs_c4 < E_c4)[None, None, None, :, None], t19, 0.0), 3), axis=4)
    t21 = (t20) * (0.25)
    tl.store(states22_ptr + i_c4 * states22_s0 + tl.arange(0, F_n0)[:, None, None, None, None] * states22_s1 + tl.arange(0, F_n0)[None, :, None, None, None] * states22_s2 + tl.arange(0, F_n0)[None, None, :, None, None] * states22_s3 + tl.arange(0, F_n2)[None, None, None, :, None] * states22_s4 + tl.arange(0, F_n2)[None, None, None, None, :] * states22_s5 + tl.zeros([F_n0, F_n0, F_n0, F_n2, F_n2], tl.int32), t20)
    tl.store(states23_ptr + i_c4 * states23_s0 + tl.arange(0, F_n0)[:, None, None, None, None] * states23_s1 + tl.arange(0, F_n0)[None, :, None, None, None] * states23_s2 + tl.arange(0, F_n0)[None, None, :, None, None] * states23_s3 + tl.arange(0, F_n2)[None, None, None, :, None] * states23_s4 + tl.arange(0, F_n2)[None, None, None, None, :] * states23_s5 + tl.zeros([F_n0, F_n0, F_n0, F_n2, F_n2], tl.int32), t21)


@triton.jit
def kernel_1(states22_ptr, states22_s0, states22_s1, states22_s2, states22_s3, states22_s4, states22_s5, states23_ptr, states23_s0, states23_s1, states23_s2, states23_s3, states23_s4, states23_s5, buf28_ptr, buf28_s0, buf28_s1, buf28_s2, buf28_s3, buf28_s4, buf29_ptr, buf29_s0, buf29_s1, buf29_s2, buf29_s3, buf29_s4, E_c4, E_n0, E_n2, F_n0: tl.constexpr, F_n2: tl.constexpr, T_c4: tl.constexpr):
    # writes buf28, buf29: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n2 = tl.arange(0, F_n2)
    acc26 = tl.full([F_n0, F_n0, F_n0, F_n2, F_n2], 0.0, tl.float32)
    acc27 = tl.full([F_n0, F_n0, F_n0, F_n2, F_n2], 0.0, tl.float32)
    for i_c4 in range(0, tl.cdiv(E_c4, T_c4)):
        offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)

        t24 = tl.load(states22_ptr + i_c4 * states22_s0 + tl.arange(0, F_n0)[:, None, None, None, None] * states22_s1 + tl.arange(0, F_n0)[None, :, None, None, None] * states22_s2 + tl.arange(0, F_n0)[None, None, :, None, None] * states22_s3 + tl.arange(0, F_n2)[None, None, None, :, None] * states22_s4 + tl.arange(0, F_n2)[None, None, None, None, :] * states22_s5 + tl.zeros([F_n0, F_n0, F_n0, F_n2, F_n2], tl.int32))
        t25 = tl.load(states23_ptr + i_c4 * states23_s0 + tl.arange(0, F_n0)[:, None, None, None, None] * states23_s1 + tl.arange(0, F_n0)[None, :, None, None, None] * states23_s2 + tl.arange(0, F_n0)[None, None, :, None, None] * states23_s3 + tl.arange(0, F_n2)[None, None, None, :, None] * states23_s4 + tl.arange(0, F_n2)[None, None, None, None, :] * states23_s5 + tl.zeros([F_n0, F_n0, F_n0, F_n2, F_n2], tl.int32))
        acc26 = acc26 + t24
        acc27 = acc27 + t25
    tl.store(buf28_ptr + offs_n0[:, None, None, None, None] * buf28_s0 + offs_n0[None, :, None, None, None] * buf28_s1 + offs_n0[None, None, :, None, None] * buf28_s2 + offs_n2[None, None, None, :, None] * buf28_s3 + offs_n2[None, None, None, None, :] * buf28_s4, acc26, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :])
    tl.store(buf29_ptr + offs_n0[:, None, None, None, None] * buf29_s0 + offs_n0[None, :, None, None, None] * buf29_s1 + offs_n0[None, None, :, None, None] * buf29_s2 + offs_n2[None, None, None, :, None] * buf29_s3 + offs_n2[None, None, None, None, :] * buf29_s4, acc27, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :])


@triton.jit
def kernel_2(buf28_ptr, buf28_s0, buf28_s1, buf28_s2, buf28_s3, buf28_s4, buf32_ptr, buf32_s0, buf32_s1, buf32_s2, buf32_s3, buf32_s4, E_c3, E_n0, E_n2, F_n0: tl.constexpr, F_n2: tl.constexpr, T_c3: tl.constexpr):
    # writes buf32: Combine over grid k.2@3[32]
    pid = tl.program_id(0)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n2 = tl.arange(0, F_n2)
    t30 = tl.load(buf28_ptr + offs_n0[:, None, None, None, None] * buf28_s0 + offs_n0[None, :, None, None, None] * buf28_s1 + offs_n0[None, None, :, None, None] * buf28_s2 + offs_c3[None, None, None, :, None] * buf28_s3 + offs_n2[None, None, None, None, :] * buf28_s4, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_c3 < E_c3)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :], other=0).to(tl.float32)
    t31 = (t30) * (0.25)
    tl.store(buf32_ptr + offs_n0[:, None, None, None, None] * buf32_s0 + offs_n0[None, :, None, None, None] * buf32_s1 + offs_n0[None, None, :, None, None] * buf32_s2 + offs_c3[None, None, None, :, None] * buf32_s3 + offs_n2[None, None, None, None, :] * buf32_s4, t31, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_c3 < E_c3)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :])


@triton.jit
def kernel_3(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m1_s4, m6_ptr, m6_s0, m6_s1, m6_s2, m6_s3, m6_s4, buf32_ptr, buf32_s0, buf32_s1, buf32_s2, buf32_s3, buf32_s4, m35_ptr, m35_s0, m35_s1, m35_s2, m35_s3, m35_s4, m45_ptr, m45_s0, m45_s1, m45_s2, m45_s3, m45_s4, m49_ptr, m49_s0, m49_s1, m49_s2, m49_s3, m49_s4, m59_ptr, m59_s0, m59_s1, m59_s2, m59_s3, m59_s4, buf70_ptr, buf70_s0, buf70_s1, buf70_s2, buf70_s3, buf70_s4, buf71_ptr, buf71_s0, buf71_s1, buf71_s2, buf71_s3, buf71_s4, E_c2, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c2: tl.constexpr):
    # writes buf70, buf71: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t51 = tl.load(m49_ptr + offs_n2[None, None, None, None, :] * m49_s4, mask=(offs_n2 < E_n2)[None, None, None, None, :], other=0)
    t52 = tl.load(m6_ptr + offs_n2[None, None, None, :, None] * m6_s3 + offs_n2[None, None, None, None, :] * m6_s4, mask=(offs_n2 < E_n2)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :], other=0)
    t53 = tl.load(buf32_ptr + offs_n0[:, None, None, None, None] * buf32_s0 + offs_n0[None, :, None, None, None] * buf32_s1 + offs_n0[None, None, :, None, None] * buf32_s2 + offs_n2[None, None, None, :, None] * buf32_s3 + offs_n2[None, None, None, None, :] * buf32_s4, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :], other=0).to(tl.float32)
    t54 = tl.where(t52, -float("inf"), t53)
    t55 = tl.load(m35_ptr + offs_n2[None, None, None, :, None] * m35_s3 + offs_n2[None, None, None, None, :] * m35_s4, mask=(offs_n2 < E_n2)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :], other=0)
    t56 = tl.where(t55, -float("inf"), t54)
    t57 = tl.where(t51, t54, t56)
    t58 = tl.max(tl.where((offs_n2 < E_n2)[None, None, None, None, :], t57, -float('inf')), axis=4, keep_dims=True)
    t61 = tl.load(m59_ptr + offs_n0[None, :, None, None, None] * m59_s1 + offs_n0[None, None, :, None, None] * m59_s2, mask=(offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None], other=0).to(tl.float32)
    t62 = tl.maximum(t58, t61)
    acc68 = tl.full([F_n0, F_n0, F_n0, F_n2, F_n1], 0.0, tl.float32)
    acc69 = tl.full([F_n0, F_n0, F_n0, F_n2, F_n1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t5 = tl.load(m1_ptr + offs_c2[None, None, None, None, :] * m1_s4, mask=(offs_c2 < E_c2)[None, None, None, None, :], other=0)
        t12 = tl.load(m6_ptr + offs_n2[None, None, None, :, None] * m6_s3 + offs_c2[None, None, None, None, :] * m6_s4, mask=(offs_n2 < E_n2)[None, None, None, :, None] & (offs_c2 < E_c2)[None, None, None, None, :], other=0)
        t33 = tl.load(buf32_ptr + offs_n0[:, None, None, None, None] * buf32_s0 + offs_n0[None, :, None, None, None] * buf32_s1 + offs_n0[None, None, :, None, None] * buf32_s2 + offs_n2[None, None, None, :, None] * buf32_s3 + offs_c2[None, None, None, None, :] * buf32_s4, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :, None] & (offs_c2 < E_c2)[None, None, None, None, :], other=0).to(tl.float32)
        t34 = tl.where(t12, -float("inf"), t33)
        t39 = tl.load(m35_ptr + offs_n2[None, None, None, :, None] * m35_s3 + offs_c2[None, None, None, None, :] * m35_s4, mask=(offs_n2 < E_n2)[None, None, None, :, None] & (offs_c2 < E_c2)[None, None, None, None, :], other=0)
        t40 = tl.where(t39, -float("inf"), t34)
        t41 = tl.where(t5, t34, t40)
        t42 = tl.max(tl.where((offs_c2 < E_c2)[None, None, None, None, :], t41, -float('inf')), axis=4, keep_dims=True)
        t43 = t41 - (t42)
        t44 = tl.exp(t43)
        t47 = tl.load(m45_ptr + offs_n0[:, None, None, None, None] * m45_s0 + offs_n0[None, :, None, None, None] * m45_s1 + offs_c2[None, None, None, :, None] * m45_s3 + offs_n1[None, None, None, None, :] * m45_s4, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_c2 < E_c2)[None, None, None, :, None] & (offs_n1 < E_n1)[None, None, None, None, :], other=0).to(tl.float32)
        t48 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, None, :], t44, 0.0), 5) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :, None], t47, 0.0), 3), axis=4)
        t63 = t42 - (t62)
        t64 = tl.exp(t63)
        t65 = (t48) * (t64)
        t66 = tl.exp(t41)
        t67 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, None, :], t66, 0.0), 5) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :, None], t47, 0.0), 3), axis=4)
        acc68 = acc68 + t65
        acc69 = acc69 + t67
    tl.store(buf70_ptr + offs_n0[:, None, None, None, None] * buf70_s0 + offs_n0[None, :, None, None, None] * buf70_s1 + offs_n0[None, None, :, None, None] * buf70_s2 + offs_n2[None, None, None, :, None] * buf70_s3 + offs_n1[None, None, None, None, :] * buf70_s4, acc68, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :, None] & (offs_n1 < E_n1)[None, None, None, None, :])
    tl.store(buf71_ptr + offs_n0[:, None, None, None, None] * buf71_s0 + offs_n0[None, :, None, None, None] * buf71_s1 + offs_n0[None, None, :, None, None] * buf71_s2 + offs_n2[None, None, None, :, None] * buf71_s3 + offs_n1[None, None, None, None, :] * buf71_s4, acc69, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :, None] & (offs_n1 < E_n1)[None, None, None, None, :])


@triton.jit
def kernel_4(m13_ptr, m13_s0, m13_s1, m13_s2, m13_s3, m13_s4, m16_ptr, m16_s0, m16_s1, m16_s2, m16_s3, m16_s4, states79_ptr, states79_s0, states79_s1, states79_s2, states79_s3, states79_s4, states79_s5, states79_s6, states79_s7, states80_ptr, states80_s0, states80_s1, states80_s2, states80_s3, states80_s4, states80_s5, states80_s6, states80_s7, E_c0, E_c1, E_c4, E_n0, E_n2, F_n0: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c4: tl.constexpr):
    # stores states79, states80: Collect over loop k.3[16]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    i_c4 = pid % tl.cdiv(E_c4, T_c4)
    pid = pid // tl.cdiv(E_c4, T_c4)
    offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n2 = tl.arange(0, F_n2)
    t75 = tl.load(m13_ptr + offs_c0[:, None, None, None, None] * m13_s0 + offs_n0[None, :, None, None, None] * m13_s1 + offs_n0[None, None, :, None, None] * m13_s2 + offs_c1[None, None, None, :, None] * m13_s3 + offs_c4[None, None, None, None, :] * m13_s4, mask=(offs_c0 < E_c0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_c1 < E_c1)[None, None, None, :, None] & (offs_c4 < E_c4)[None, None, None, None, :], other=0).to(tl.float32)
    t76 = tl.load(m16_ptr + offs_c0[:, None, None, None, None] * m16_s0 + offs_n0[None, :, None, None, None] * m16_s1 + offs_c4[None, None, None, :, None] * m16_s3 + offs_n2[None, None, None, None, :] * m16_s4, mask=(offs_c0 < E_c0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_c4 < E_c4)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :], other=0).to(tl.float32)
    t77 = tl.sum(tl.expand_dims(tl.where((offs_c4 < E_c4)[None, None, None, None, :], t75, 0.0), 5) * tl.expand_dims(tl.where((offs_c4 < E_c4)[None, None, None, :, None], t76, 0.0), 3), axis=4)
    t78 = (t77) * (0.25)
    tl.store(states79_ptr + i_c0 * states79_s0 + i_c1 * states79_s1 + i_c4 * states79_s2 + tl.arange(0, T_c0)[:, None, None, None, None] * states79_s3 + tl.arange(0, F_n0)[None, :, None, None, None] * states79_s4 + tl.arange(0, F_n0)[None, None, :, None, None] * states79_s5 + tl.arange(0, T_c1)[None, None, None, :, None] * states79_s6 + tl.arange(0, F_n2)[None, None, None, None, :] * states79_s7 + tl.zeros([T_c0, F_n0, F_n0, T_c1, F_n2], tl.int32), t77)
    tl.store(states80_ptr + i_c0 * states80_s0 + i_c1 * states80_s1 + i_c4 * states80_s2 + tl.arange(0, T_c0)[:, None, None, None, None] * states80_s3 + tl.arange(0, F_n0)[None, :, None, None, None] * states80_s4 + tl.arange(0, F_n0)[None, None, :, None, None] * states80_s5 + tl.arange(0, T_c1)[None, None, None, :, None] * states80_s6 + tl.arange(0, F_n2)[None, None, None, None, :] * states80_s7 + tl.zeros([T_c0, F_n0, F_n0, T_c1, F_n2], tl.int32), t78)


@triton.jit
def kernel_5(buf71_ptr, buf71_s0, buf71_s1, buf71_s2, buf71_s3, buf71_s4, m49_ptr, m49_s0, m49_s1, m49_s2, m49_s3, m49_s4, m6_ptr, m6_s0, m6_s1, m6_s2, m6_s3, m6_s4, states79_ptr, states79_s0, states79_s1, states79_s2, states79_s3, states79_s4, states79_s5, states79_s6, states79_s7, states80_ptr, states80_s0, states80_s1, states80_s2, states80_s3, states80_s4, states80_s5, states80_s6, states80_s7, m35_ptr, m35_s0, m35_s1, m35_s2, m35_s3, m35_s4, m59_ptr, m59_s0, m59_s1, m59_s2, m59_s3, m59_s4, buf102_ptr, buf102_s0, buf102_s1, buf102_s2, buf102_s3, E_c0, E_c1, E_c4, E_n0, E_n1, E_n2, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c4: tl.constexpr):
    # writes buf102: Combine over grid k.0@0[2], grid k.2@2[32]
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
    t72 = tl.load(buf71_ptr + offs_c0[:, None, None, None, None] * buf71_s0 + offs_n0[None, :, None, None, None] * buf71_s1 + offs_n0[None, None, :, None, None] * buf71_s2 + offs_c1[None, None, None, :, None] * buf71_s3 + offs_n1[None, None, None, None, :] * buf71_s4, mask=(offs_c0 < E_c0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_c1 < E_c1)[None, None, None, :, None] & (offs_n1 < E_n1)[None, None, None, None, :], other=0).to(tl.float32)
    t73 = tl.load(m49_ptr + offs_n2[None, None, None, None, :] * m49_s4, mask=(offs_n2 < E_n2)[None, None, None, None, :], other=0)
    t74 = tl.load(m6_ptr + offs_c1[None, None, None, :, None] * m6_s3 + offs_n2[None, None, None, None, :] * m6_s4, mask=(offs_c1 < E_c1)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :], other=0)
    acc83 = tl.full([T_c0, F_n0, F_n0, T_c1, F_n2], 0.0, tl.float32)
    acc84 = tl.full([T_c0, F_n0, F_n0, T_c1, F_n2], 0.0, tl.float32)
    for i_c4 in range(0, tl.cdiv(E_c4, T_c4)):
        offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)

        t81 = tl.load(states79_ptr + i_c0 * states79_s0 + i_c1 * states79_s1 + i_c4 * states79_s2 + tl.arange(0, T_c0)[:, None, None, None, None] * states79_s3 + tl.arange(0, F_n0)[None, :, None, None, None] * states79_s4 + tl.arange(0, F_n0)[None, None, :, None, None] * states79_s5 + tl.arange(0, T_c1)[None, None, None, :, None] * states79_s6 + tl.arange(0, F_n2)[None, None, None, None, :] * states79_s7 + tl.zeros([T_c0, F_n0, F_n0, T_c1, F_n2], tl.int32))
        t82 = tl.load(states80_ptr + i_c0 * states80_s0 + i_c1 * states80_s1 + i_c4 * states80_s2 + tl.arange(0, T_c0)[:, None, None, None, None] * states80_s3 + tl.arange(0, F_n0)[None, :, None, None, None] * states80_s4 + tl.arange(0, F_n0)[None, None, :, None, None] * states80_s5 + tl.arange(0, T_c1)[None, None, None, :, None] * states80_s6 + tl.arange(0, F_n2)[None, None, None, None, :] * states80_s7 + tl.zeros([T_c0, F_n0, F_n0, T_c1, F_n2], tl.int32))
        acc83 = acc83 + t81
        acc84 = acc84 + t82
    t85 = tl.where(t74, -float("inf"), acc84)
    t86 = tl.load(m35_ptr + offs_c1[None, None, None, :, None] * m35_s3 + offs_n2[None, None, None, None, :] * m35_s4, mask=(offs_c1 < E_c1)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :], other=0)
    t87 = tl.where(t86, -float("inf"), t85)
    t88 = tl.where(t73, t85, t87)
    t89 = tl.max(tl.where((offs_n2 < E_n2)[None, None, None, None, :], t88, -float('inf')), axis=4, keep_dims=True)
    t90 = tl.load(m59_ptr + offs_n0[None, :, None, None, None] * m59_s1 + offs_n0[None, None, :, None, None] * m59_s2, mask=(offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None], other=0).to(tl.float32)
    t91 = tl.maximum(t89, t90)
    t92 = tl.exp(t91)
    t93 = (t72) / (t92)
    t94 = t88 - (t91)
    t95 = tl.exp(t94)
    t96 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, None, :], t95, 0.0), axis=4, keep_dims=True)
    t97 = t90 - (t91)
    t98 = tl.exp(t97)
    t99 = t96 + t98
    t100 = (t93) / (t99)
    t101 = tl.reshape(t100, [T_c0, F_n3, T_c1, F_n1])
    tl.store(buf102_ptr + offs_c0[:, None, None, None] * buf102_s0 + offs_n3[None, :, None, None] * buf102_s1 + offs_c1[None, None, :, None] * buf102_s2 + offs_n1[None, None, None, :] * buf102_s3, t101, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n3 < E_n3)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :])


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
    states22 = torch.full([_cdiv(16, T['c4']), _pow2(2), _pow2(2), _pow2(2), _pow2(32), _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    states23 = torch.full([_cdiv(16, T['c4']), _pow2(2), _pow2(2), _pow2(2), _pow2(32), _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(16, T['c4']),)](m13_ptr=m13, m13_s0=m13.stride(0), m13_s1=m13.stride(1), m13_s2=m13.stride(2), m13_s3=m13.stride(3), m13_s4=m13.stride(4), m16_ptr=m16, m16_s0=m16.stride(0), m16_s1=m16.stride(1), m16_s2=m16.stride(2), m16_s3=m16.stride(3), m16_s4=m16.stride(4), states22_ptr=states22, states22_s0=states22.stride(0), states22_s1=states22.stride(1), states22_s2=states22.stride(2), states22_s3=states22.stride(3), states22_s4=states22.stride(4), states22_s5=states22.stride(5), states23_ptr=states23, states23_s0=states23.stride(0), states23_s1=states23.stride(1), states23_s2=states23.stride(2), states23_s3=states23.stride(3), states23_s4=states23.stride(4), states23_s5=states23.stride(5), E_c4=16, E_n0=2, E_n2=32, F_n0=_pow2(2), F_n2=_pow2(32), T_c4=T['c4'])
    buf28 = torch.full([2, 2, 2, 32, 32], float("nan"), dtype=torch.float32, device=device)
    buf29 = torch.full([2, 2, 2, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(1,)](states22_ptr=states22, states22_s0=states22.stride(0), states22_s1=states22.stride(1), states22_s2=states22.stride(2), states22_s3=states22.stride(3), states22_s4=states22.stride(4), states22_s5=states22.stride(5), states23_ptr=states23, states23_s0=states23.stride(0), states23_s1=states23.stride(1), states23_s2=states23.stride(2), states23_s3=states23.stride(3), states23_s4=states23.stride(4), states23_s5=states23.stride(5), buf28_ptr=buf28, buf28_s0=buf28.stride(0), buf28_s1=buf28.stride(1), buf28_s2=buf28.stride(2), buf28_s3=buf28.stride(3), buf28_s4=buf28.stride(4), buf29_ptr=buf29, buf29_s0=buf29.stride(0), buf29_s1=buf29.stride(1), buf29_s2=buf29.stride(2), buf29_s3=buf29.stride(3), buf29_s4=buf29.stride(4), E_c4=16, E_n0=2, E_n2=32, F_n0=_pow2(2), F_n2=_pow2(32), T_c4=T['c4'])
    buf32 = torch.full([2, 2, 2, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(32, T['c3']),)](buf28_ptr=buf28, buf28_s0=buf28.stride(0), buf28_s1=buf28.stride(1), buf28_s2=buf28.stride(2), buf28_s3=buf28.stride(3), buf28_s4=buf28.stride(4), buf32_ptr=buf32, buf32_s0=buf32.stride(0), buf32_s1=buf32.stride(1), buf32_s2=buf32.stride(2), buf32_s3=buf32.stride(3), buf32_s4=buf32.stride(4), E_c3=32, E_n0=2, E_n2=32, F_n0=_pow2(2), F_n2=_pow2(32), T_c3=T['c3'])
    m37 = _BINARY["Sub"](m9, m8)
    m38 = torch.tensor(8.0, dtype=torch.float32, device=device)
    m36 = _BINARY["Ge"](m37, m38)
    m35 = m36.reshape([1, 1, 1, 32, 32])
    m46 = inputs['v']
    m45 = m46.reshape([2, 2, 1, 32, 16])
    m50 = _BINARY["Lt"](m3, m4)
    m49 = m50.reshape([1, 1, 1, 1, 32])
    m60 = inputs['sinks']
    m59 = m60.reshape([1, 2, 2, 1, 1])
    buf70 = torch.full([2, 2, 2, 32, 16], float("nan"), dtype=torch.float32, device=device)
    buf71 = torch.full([2, 2, 2, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(1,)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m1_s4=m1.stride(4), m6_ptr=m6, m6_s0=m6.stride(0), m6_s1=m6.stride(1), m6_s2=m6.stride(2), m6_s3=m6.stride(3), m6_s4=m6.stride(4), buf32_ptr=buf32, buf32_s0=buf32.stride(0), buf32_s1=buf32.stride(1), buf32_s2=buf32.stride(2), buf32_s3=buf32.stride(3), buf32_s4=buf32.stride(4), m35_ptr=m35, m35_s0=m35.stride(0), m35_s1=m35.stride(1), m35_s2=m35.stride(2), m35_s3=m35.stride(3), m35_s4=m35.stride(4), m45_ptr=m45, m45_s0=m45.stride(0), m45_s1=m45.stride(1), m45_s2=m45.stride(2), m45_s3=m45.stride(3), m45_s4=m45.stride(4), m49_ptr=m49, m49_s0=m49.stride(0), m49_s1=m49.stride(1), m49_s2=m49.stride(2), m49_s3=m49.stride(3), m49_s4=m49.stride(4), m59_ptr=m59, m59_s0=m59.stride(0), m59_s1=m59.stride(1), m59_s2=m59.stride(2), m59_s3=m59.stride(3), m59_s4=m59.stride(4), buf70_ptr=buf70, buf70_s0=buf70.stride(0), buf70_s1=buf70.stride(1), buf70_s2=buf70.stride(2), buf70_s3=buf70.stride(3), buf70_s4=buf70.stride(4), buf71_ptr=buf71, buf71_s0=buf71.stride(0), buf71_s1=buf71.stride(1), buf71_s2=buf71.stride(2), buf71_s3=buf71.stride(3), buf71_s4=buf71.stride(4), E_c2=32, E_n0=2, E_n1=16, E_n2=32, F_n0=_pow2(2), F_n1=_pow2(16), F_n2=_pow2(32), T_c2=T['c2'])
    states79 = torch.full([_cdiv(2, T['c0']), _cdiv(32, T['c1']), _cdiv(16, T['c4']), T['c0'], _pow2(2), _pow2(2), T['c1'], _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    states80 = torch.full([_cdiv(2, T['c0']), _cdiv(32, T['c1']), _cdiv(16, T['c4']), T['c0'], _pow2(2), _pow2(2), T['c1'], _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(_cdiv(2, T['c0']) * _cdiv(32, T['c1']) * _cdiv(16, T['c4']),)](m13_ptr=m13, m13_s0=m13.stride(0), m13_s1=m13.stride(1), m13_s2=m13.stride(2), m13_s3=m13.stride(3), m13_s4=m13.stride(4), m16_ptr=m16, m16_s0=m16.stride(0), m16_s1=m16.stride(1), m16_s2=m16.stride(2), m16_s3=m16.stride(3), m16_s4=m16.stride(4), states79_ptr=states79, states79_s0=states79.stride(0), states79_s1=states79.stride(1), states79_s2=states79.stride(2), states79_s3=states79.stride(3), states79_s4=states79.stride(4), states79_s5=states79.stride(5), states79_s6=states79.stride(6), states79_s7=states79.stride(7), states80_ptr=states80, states80_s0=states80.stride(0), states80_s1=states80.stride(1), states80_s2=states80.stride(2), states80_s3=states80.stride(3), states80_s4=states80.stride(4), states80_s5=states80.stride(5), states80_s6=states80.stride(6), states80_s7=states80.stride(7), E_c0=2, E_c1=32, E_c4=16, E_n0=2, E_n2=32, F_n0=_pow2(2), F_n2=_pow2(32), T_c0=T['c0'], T_c1=T['c1'], T_c4=T['c4'])
    buf102 = torch.full([2, 4, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_5[(_cdiv(2, T['c0']) * _cdiv(32, T['c1']),)](buf71_ptr=buf71, buf71_s0=buf71.stride(0), buf71_s1=buf71.stride(1), buf71_s2=buf71.stride(2), buf71_s3=buf71.stride(3), buf71_s4=buf71.stride(4), m49_ptr=m49, m49_s0=m49.stride(0), m49_s1=m49.stride(1), m49_s2=m49.stride(2), m49_s3=m49.stride(3), m49_s4=m49.stride(4), m6_ptr=m6, m6_s0=m6.stride(0), m6_s1=m6.stride(1), m6_s2=m6.stride(2), m6_s3=m6.stride(3), m6_s4=m6.stride(4), states79_ptr=states79, states79_s0=states79.stride(0), states79_s1=states79.stride(1), states79_s2=states79.stride(2), states79_s3=states79.stride(3), states79_s4=states79.stride(4), states79_s5=states79.stride(5), states79_s6=states79.stride(6), states79_s7=states79.stride(7), states80_ptr=states80, states80_s0=states80.stride(0), states80_s1=states80.stride(1), states80_s2=states80.stride(2), states80_s3=states80.stride(3), states80_s4=states80.stride(4), states80_s5=states80.stride(5), states80_s6=states80.stride(6), states80_s7=states80.stride(7), m35_ptr=m35, m35_s0=m35.stride(0), m35_s1=m35.stride(1), m35_s2=m35.stride(2), m35_s3=m35.stride(3), m35_s4=m35.stride(4), m59_ptr=m59, m59_s0=m59.stride(0), m59_s1=m59.stride(1), m59_s2=m59.stride(2), m59_s3=m59.stride(3), m59_s4=m59.stride(4), buf102_ptr=buf102, buf102_s0=buf102.stride(0), buf102_s1=buf102.stride(1), buf102_s2=buf102.stride(2), buf102_s3=buf102.stride(3), E_c0=2, E_c1=32, E_c4=16, E_n0=2, E_n1=16, E_n2=32, E_n3=4, F_n0=_pow2(2), F_n1=_pow2(16), F_n2=_pow2(32), F_n3=_pow2(4), T_c0=T['c0'], T_c1=T['c1'], T_c4=T['c4'])
    return buf102


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
