"""attention_sinks [small], candidate 14: 5 kernel(s)

Rendered by EqiForge from candidate 14 of attention_sinks [small]: store(k.3[16]) ; grid() loop(k.3[16]: pair(sum, sum), stored) ; grid(k.2@3) ; grid(k.1@1) ; grid(k.0@0, k.2@2, v.3@3) [2 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid k.0@0[2]
    c1: grid k.2@2[32]
    c2: grid v.3@3[16]
    c3: loop k.3[16]
    c4: grid k.1@1[2]
    c5: grid k.2@3[32]

Run it on its own: `python kernels/f14.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/attention_sinks.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 1, "c1": 16, "c2": 8, "c3": 8, "c4": 1, "c5": 16}


@triton.jit
def kernel_0(m13_ptr, m13_s0, m13_s1, m13_s2, m13_s3, m13_s4, m16_ptr, m16_s0, m16_s1, m16_s2, m16_s3, m16_s4, states22_ptr, states22_s0, states22_s1, states22_s2, states22_s3, states22_s4, states22_s5, states23_ptr, states23_s0, states23_s1, states23_s2, states23_s3, states23_s4, states23_s5, E_c3, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c3: tl.constexpr):
    # stores states22, states23: Collect over loop k.3[16]
    pid = tl.program_id(0)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    t15 = tl.load(m13_ptr + offs_n1[:, None, None, None, None] * m13_s0 + offs_n1[None, :, None, None, None] * m13_s1 + offs_n1[None, None, :, None, None] * m13_s2 + offs_n0[None, None, None, :, None] * m13_s3 + offs_c3[None, None, None, None, :] * m13_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None] & (offs_c3 < E_c3)[None, None, None, None, :], other=0).to(tl.float32)
    t19 = tl.load(m16_ptr + offs_n1[:, None, None, None, None] * m16_s0 + offs_n1[None, :, None, None, None] * m16_s1 + offs_c3[None, None, None, :, None] * m16_s3 + offs_n0[None, None, None, None, :] * m16_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_c3 < E_c3)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0).to(tl.float32)
    t20 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, None, :], t15, 0.0), 5) * tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, :, None], t19, 0.0), 3), axis=4)
    t21 = (t20) * (0.25)
    tl.store(states22_ptr + i_c3 * states22_s0 + tl.arange(0, F_n1)[:, None, None, None, None] * states22_s1 + tl.arange(0, F_n1)[None, :, None, None, None] * states22_s2 + tl.arange(0, F_n1)[None, None, :, None, None] * states22_s3 + tl.arange(0, F_n0)[None, None, None, :, None] * states22_s4 + tl.arange(0, F_n0)[None, None, None, None, :] * states22_s5 + tl.zeros([F_n1, F_n1, F_n1, F_n0, F_n0], tl.int32), t20)
    tl.store(states23_ptr + i_c3 * states23_s0 + tl.arange(0, F_n1)[:, None, None, None, None] * states23_s1 + tl.arange(0, F_n1)[None, :, None, None, None] * states23_s2 + tl.arange(0, F_n1)[None, None, :, None, None] * states23_s3 + tl.arange(0, F_n0)[None, None, None, :, None] * states23_s4 + tl.arange(0, F_n0)[None, None, None, None, :] * states23_s5 + tl.zeros([F_n1, F_n1, F_n1, F_n0, F_n0], tl.int32), t21)


@triton.jit
def kernel_1(states22_ptr, states22_s0, states22_s1, states22_s2, states22_s3, states22_s4, states22_s5, states23_ptr, states23_s0, states23_s1, states23_s2, states23_s3, states23_s4, states23_s5, buf28_ptr, buf28_s0, buf28_s1, buf28_s2, buf28_s3, buf28_s4, buf29_ptr, buf29_s0, buf29_s1, buf29_s2, buf29_s3, buf29_s4, E_c3, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c3: tl.constexpr):
    # writes buf28, buf29: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    acc26 = tl.full([F_n1, F_n1, F_n1, F_n0, F_n0], 0.0, tl.float32)
    acc27 = tl.full([F_n1, F_n1, F_n1, F_n0, F_n0], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t24 = tl.load(states22_ptr + i_c3 * states22_s0 + tl.arange(0, F_n1)[:, None, None, None, None] * states22_s1 + tl.arange(0, F_n1)[None, :, None, None, None] * states22_s2 + tl.arange(0, F_n1)[None, None, :, None, None] * states22_s3 + tl.arange(0, F_n0)[None, None, None, :, None] * states22_s4 + tl.arange(0, F_n0)[None, None, None, None, :] * states22_s5 + tl.zeros([F_n1, F_n1, F_n1, F_n0, F_n0], tl.int32))
        t25 = tl.load(states23_ptr + i_c3 * states23_s0 + tl.arange(0, F_n1)[:, None, None, None, None] * states23_s1 + tl.arange(0, F_n1)[None, :, None, None, None] * states23_s2 + tl.arange(0, F_n1)[None, None, :, None, None] * states23_s3 + tl.arange(0, F_n0)[None, None, None, :, None] * states23_s4 + tl.arange(0, F_n0)[None, None, None, None, :] * states23_s5 + tl.zeros([F_n1, F_n1, F_n1, F_n0, F_n0], tl.int32))
        acc26 = acc26 + t24
        acc27 = acc27 + t25
    tl.store(buf28_ptr + offs_n1[:, None, None, None, None] * buf28_s0 + offs_n1[None, :, None, None, None] * buf28_s1 + offs_n1[None, None, :, None, None] * buf28_s2 + offs_n0[None, None, None, :, None] * buf28_s3 + offs_n0[None, None, None, None, :] * buf28_s4, acc26, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :])
    tl.store(buf29_ptr + offs_n1[:, None, None, None, None] * buf29_s0 + offs_n1[None, :, None, None, None] * buf29_s1 + offs_n1[None, None, :, None, None] * buf29_s2 + offs_n0[None, None, None, :, None] * buf29_s3 + offs_n0[None, None, None, None, :] * buf29_s4, acc27, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :])


@triton.jit
def kernel_2(buf28_ptr, buf28_s0, buf28_s1, buf28_s2, buf28_s3, buf28_s4, buf50_ptr, buf50_s0, buf50_s1, buf50_s2, buf50_s3, buf50_s4, E_c5, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c5: tl.constexpr):
    # writes buf50: Combine over grid k.2@3[32]
    pid = tl.program_id(0)
    i_c5 = pid % tl.cdiv(E_c5, T_c5)
    pid = pid // tl.cdiv(E_c5, T_c5)
    offs_c5 = i_c5 * T_c5 + tl.arange(0, T_c5)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    t48 = tl.load(buf28_ptr + offs_n1[:, None, None, None, None] * buf28_s0 + offs_n1[None, :, None, None, None] * buf28_s1 + offs_n1[None, None, :, None, None] * buf28_s2 + offs_c5[None, None, None, :, None] * buf28_s3 + offs_n0[None, None, None, None, :] * buf28_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_c5 < E_c5)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0).to(tl.float32)
    t49 = (t48) * (0.25)
    tl.store(buf50_ptr + offs_n1[:, None, None, None, None] * buf50_s0 + offs_n1[None, :, None, None, None] * buf50_s1 + offs_n1[None, None, :, None, None] * buf50_s2 + offs_c5[None, None, None, :, None] * buf50_s3 + offs_n0[None, None, None, None, :] * buf50_s4, t49, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_c5 < E_c5)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :])


@triton.jit
def kernel_3(m44_ptr, m44_s0, m44_s1, m44_s2, m44_s3, m44_s4, m6_ptr, m6_s0, m6_s1, m6_s2, m6_s3, m6_s4, buf50_ptr, buf50_s0, buf50_s1, buf50_s2, buf50_s3, buf50_s4, m32_ptr, m32_s0, m32_s1, m32_s2, m32_s3, m32_s4, buf57_ptr, buf57_s0, buf57_s1, buf57_s2, buf57_s3, buf57_s4, E_c4, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c4: tl.constexpr):
    # writes buf57: Combine over grid k.1@1[2]
    pid = tl.program_id(0)
    i_c4 = pid % tl.cdiv(E_c4, T_c4)
    pid = pid // tl.cdiv(E_c4, T_c4)
    offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t46 = tl.load(m44_ptr + offs_n0[None, None, None, None, :] * m44_s4, mask=(offs_n0 < E_n0)[None, None, None, None, :], other=0)
    t47 = tl.load(m6_ptr + offs_n0[None, None, None, :, None] * m6_s3 + offs_n0[None, None, None, None, :] * m6_s4, mask=(offs_n0 < E_n0)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0)
    t51 = tl.load(buf50_ptr + offs_n1[:, None, None, None, None] * buf50_s0 + offs_c4[None, :, None, None, None] * buf50_s1 + offs_n1[None, None, :, None, None] * buf50_s2 + offs_n0[None, None, None, :, None] * buf50_s3 + offs_n0[None, None, None, None, :] * buf50_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_c4 < E_c4)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0).to(tl.float32)
    t52 = tl.where(t47, -float("inf"), t51)
    t53 = tl.load(m32_ptr + offs_n0[None, None, None, :, None] * m32_s3 + offs_n0[None, None, None, None, :] * m32_s4, mask=(offs_n0 < E_n0)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0)
    t54 = tl.where(t53, -float("inf"), t52)
    t55 = tl.where(t46, t52, t54)
    t56 = tl.max(tl.where((offs_n0 < E_n0)[None, None, None, None, :], t55, -float('inf')), axis=4, keep_dims=True)
    tl.store(buf57_ptr + offs_n1[:, None, None, None, None] * buf57_s0 + offs_c4[None, :, None, None, None] * buf57_s1 + offs_n1[None, None, :, None, None] * buf57_s2 + offs_n0[None, None, None, :, None] * buf57_s3, t56, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_c4 < E_c4)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None])


@triton.jit
def kernel_4(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m1_s4, m6_ptr, m6_s0, m6_s1, m6_s2, m6_s3, m6_s4, buf29_ptr, buf29_s0, buf29_s1, buf29_s2, buf29_s3, buf29_s4, m32_ptr, m32_s0, m32_s1, m32_s2, m32_s3, m32_s4, m13_ptr, m13_s0, m13_s1, m13_s2, m13_s3, m13_s4, m16_ptr, m16_s0, m16_s1, m16_s2, m16_s3, m16_s4, buf57_ptr, buf57_s0, buf57_s1, buf57_s2, buf57_s3, buf57_s4, m59_ptr, m59_s0, m59_s1, m59_s2, m59_s3, m59_s4, m74_ptr, m74_s0, m74_s1, m74_s2, m74_s3, m74_s4, buf79_ptr, buf79_s0, buf79_s1, buf79_s2, buf79_s3, E_c0, E_c1, E_c2, E_n0, E_n1, E_n2, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf79: Combine over grid k.0@0[2], grid k.2@2[32], grid v.3@3[16]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n3 = tl.arange(0, F_n3)
    t5 = tl.load(m1_ptr + offs_n0[None, None, None, None, :] * m1_s4, mask=(offs_n0 < E_n0)[None, None, None, None, :], other=0)
    t12 = tl.load(m6_ptr + offs_c1[None, None, None, :, None] * m6_s3 + offs_n0[None, None, None, None, :] * m6_s4, mask=(offs_c1 < E_c1)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0)
    t30 = tl.load(buf29_ptr + offs_c0[:, None, None, None, None] * buf29_s0 + offs_n1[None, :, None, None, None] * buf29_s1 + offs_n1[None, None, :, None, None] * buf29_s2 + offs_c1[None, None, None, :, None] * buf29_s3 + offs_n0[None, None, None, None, :] * buf29_s4, mask=(offs_c0 < E_c0)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_c1 < E_c1)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0).to(tl.float32)
    t31 = tl.where(t12, -float("inf"), t30)
    t36 = tl.load(m32_ptr + offs_c1[None, None, None, :, None] * m32_s3 + offs_n0[None, None, None, None, :] * m32_s4, mask=(offs_c1 < E_c1)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0)
    t37 = tl.load(m13_ptr + offs_c0[:, None, None, None, None] * m13_s0 + offs_n1[None, :, None, None, None] * m13_s1 + offs_n1[None, None, :, None, None] * m13_s2 + offs_c1[None, None, None, :, None] * m13_s3 + offs_n2[None, None, None, None, :] * m13_s4, mask=(offs_c0 < E_c0)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_c1 < E_c1)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :], other=0).to(tl.float32)
    t38 = tl.load(m16_ptr + offs_c0[:, None, None, None, None] * m16_s0 + offs_n1[None, :, None, None, None] * m16_s1 + offs_n2[None, None, None, :, None] * m16_s3 + offs_n0[None, None, None, None, :] * m16_s4, mask=(offs_c0 < E_c0)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n2 < E_n2)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0).to(tl.float32)
    t39 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, None, :], t37, 0.0), 5) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :, None], t38, 0.0), 3), axis=4)
    t40 = tl.where(t12, -float("inf"), t39)
    t41 = tl.where(t36, -float("inf"), t40)
    t42 = (t41) * (0.25)
    t43 = tl.where(t5, t31, t42)
    t58 = tl.load(buf57_ptr + offs_c0[:, None, None, None, None] * buf57_s0 + offs_n1[None, :, None, None, None] * buf57_s1 + offs_n1[None, None, :, None, None] * buf57_s2 + offs_c1[None, None, None, :, None] * buf57_s3, mask=(offs_c0 < E_c0)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_c1 < E_c1)[None, None, None, :, None], other=0).to(tl.float32)
    t61 = tl.load(m59_ptr + offs_n1[None, :, None, None, None] * m59_s1 + offs_n1[None, None, :, None, None] * m59_s2, mask=(offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None], other=0).to(tl.float32)
    t62 = tl.maximum(t58, t61)
    t63 = t43 - (t62)
    t64 = tl.exp(t63)
    t65 = tl.exp(t43)
    t66 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, None, None, :], t65, 0.0), axis=4, keep_dims=True)
    t67 = tl.exp(t62)
    t68 = 1.0 / (t67)
    t69 = (t66) * (t68)
    t70 = t61 - (t62)
    t71 = tl.exp(t70)
    t72 = t69 + t71
    t73 = (t64) / (t72)
    t76 = tl.load(m74_ptr + offs_c0[:, None, None, None, None] * m74_s0 + offs_n1[None, :, None, None, None] * m74_s1 + offs_n0[None, None, None, :, None] * m74_s3 + offs_c2[None, None, None, None, :] * m74_s4, mask=(offs_c0 < E_c0)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, None, :, None] & (offs_c2 < E_c2)[None, None, None, None, :], other=0).to(tl.float32)
    t77 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, None, None, :], t73, 0.0), 5) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, None, :, None], t76, 0.0), 3), axis=4)
    t78 = tl.reshape(t77, [T_c0, F_n3, T_c1, T_c2])
    tl.store(buf79_ptr + offs_c0[:, None, None, None] * buf79_s0 + offs_n3[None, :, None, None] * buf79_s1 + offs_c1[None, None, :, None] * buf79_s2 + offs_c2[None, None, None, :] * buf79_s3, t78, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n3 < E_n3)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :])


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
    states22 = torch.full([_cdiv(16, T['c3']), _pow2(2), _pow2(2), _pow2(2), _pow2(32), _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    states23 = torch.full([_cdiv(16, T['c3']), _pow2(2), _pow2(2), _pow2(2), _pow2(32), _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(16, T['c3']),)](m13_ptr=m13, m13_s0=m13.stride(0), m13_s1=m13.stride(1), m13_s2=m13.stride(2), m13_s3=m13.stride(3), m13_s4=m13.stride(4), m16_ptr=m16, m16_s0=m16.stride(0), m16_s1=m16.stride(1), m16_s2=m16.stride(2), m16_s3=m16.stride(3), m16_s4=m16.stride(4), states22_ptr=states22, states22_s0=states22.stride(0), states22_s1=states22.stride(1), states22_s2=states22.stride(2), states22_s3=states22.stride(3), states22_s4=states22.stride(4), states22_s5=states22.stride(5), states23_ptr=states23, states23_s0=states23.stride(0), states23_s1=states23.stride(1), states23_s2=states23.stride(2), states23_s3=states23.stride(3), states23_s4=states23.stride(4), states23_s5=states23.stride(5), E_c3=16, E_n0=32, E_n1=2, F_n0=_pow2(32), F_n1=_pow2(2), T_c3=T['c3'])
    buf28 = torch.full([2, 2, 2, 32, 32], float("nan"), dtype=torch.float32, device=device)
    buf29 = torch.full([2, 2, 2, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(1,)](states22_ptr=states22, states22_s0=states22.stride(0), states22_s1=states22.stride(1), states22_s2=states22.stride(2), states22_s3=states22.stride(3), states22_s4=states22.stride(4), states22_s5=states22.stride(5), states23_ptr=states23, states23_s0=states23.stride(0), states23_s1=states23.stride(1), states23_s2=states23.stride(2), states23_s3=states23.stride(3), states23_s4=states23.stride(4), states23_s5=states23.stride(5), buf28_ptr=buf28, buf28_s0=buf28.stride(0), buf28_s1=buf28.stride(1), buf28_s2=buf28.stride(2), buf28_s3=buf28.stride(3), buf28_s4=buf28.stride(4), buf29_ptr=buf29, buf29_s0=buf29.stride(0), buf29_s1=buf29.stride(1), buf29_s2=buf29.stride(2), buf29_s3=buf29.stride(3), buf29_s4=buf29.stride(4), E_c3=16, E_n0=32, E_n1=2, F_n0=_pow2(32), F_n1=_pow2(2), T_c3=T['c3'])
    m34 = _BINARY["Sub"](m9, m8)
    m35 = torch.tensor(8.0, dtype=torch.float32, device=device)
    m33 = _BINARY["Ge"](m34, m35)
    m32 = m33.reshape([1, 1, 1, 32, 32])
    m45 = m3.reshape([1, 1, 1, 1, 32])
    m44 = _BINARY["Lt"](m45, m4)
    buf50 = torch.full([2, 2, 2, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(32, T['c5']),)](buf28_ptr=buf28, buf28_s0=buf28.stride(0), buf28_s1=buf28.stride(1), buf28_s2=buf28.stride(2), buf28_s3=buf28.stride(3), buf28_s4=buf28.stride(4), buf50_ptr=buf50, buf50_s0=buf50.stride(0), buf50_s1=buf50.stride(1), buf50_s2=buf50.stride(2), buf50_s3=buf50.stride(3), buf50_s4=buf50.stride(4), E_c5=32, E_n0=32, E_n1=2, F_n0=_pow2(32), F_n1=_pow2(2), T_c5=T['c5'])
    buf57 = torch.full([2, 2, 2, 32, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(2, T['c4']),)](m44_ptr=m44, m44_s0=m44.stride(0), m44_s1=m44.stride(1), m44_s2=m44.stride(2), m44_s3=m44.stride(3), m44_s4=m44.stride(4), m6_ptr=m6, m6_s0=m6.stride(0), m6_s1=m6.stride(1), m6_s2=m6.stride(2), m6_s3=m6.stride(3), m6_s4=m6.stride(4), buf50_ptr=buf50, buf50_s0=buf50.stride(0), buf50_s1=buf50.stride(1), buf50_s2=buf50.stride(2), buf50_s3=buf50.stride(3), buf50_s4=buf50.stride(4), m32_ptr=m32, m32_s0=m32.stride(0), m32_s1=m32.stride(1), m32_s2=m32.stride(2), m32_s3=m32.stride(3), m32_s4=m32.stride(4), buf57_ptr=buf57, buf57_s0=buf57.stride(0), buf57_s1=buf57.stride(1), buf57_s2=buf57.stride(2), buf57_s3=buf57.stride(3), buf57_s4=buf57.stride(4), E_c4=2, E_n0=32, E_n1=2, F_n0=_pow2(32), F_n1=_pow2(2), T_c4=T['c4'])
    m60 = inputs['sinks']
    m59 = m60.reshape([1, 2, 2, 1, 1])
    m75 = inputs['v']
    m74 = m75.reshape([2, 2, 1, 32, 16])
    buf79 = torch.full([2, 4, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(_cdiv(2, T['c0']) * _cdiv(32, T['c1']) * _cdiv(16, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m1_s4=m1.stride(4), m6_ptr=m6, m6_s0=m6.stride(0), m6_s1=m6.stride(1), m6_s2=m6.stride(2), m6_s3=m6.stride(3), m6_s4=m6.stride(4), buf29_ptr=buf29, buf29_s0=buf29.stride(0), buf29_s1=buf29.stride(1), buf29_s2=buf29.stride(2), buf29_s3=buf29.stride(3), buf29_s4=buf29.stride(4), m32_ptr=m32, m32_s0=m32.stride(0), m32_s1=m32.stride(1), m32_s2=m32.stride(2), m32_s3=m32.stride(3), m32_s4=m32.stride(4), m13_ptr=m13, m13_s0=m13.stride(0), m13_s1=m13.stride(1), m13_s2=m13.stride(2), m13_s3=m13.stride(3), m13_s4=m13.stride(4), m16_ptr=m16, m16_s0=m16.stride(0), m16_s1=m16.stride(1), m16_s2=m16.stride(2), m16_s3=m16.stride(3), m16_s4=m16.stride(4), buf57_ptr=buf57, buf57_s0=buf57.stride(0), buf57_s1=buf57.stride(1), buf57_s2=buf57.stride(2), buf57_s3=buf57.stride(3), buf57_s4=buf57.stride(4), m59_ptr=m59, m59_s0=m59.stride(0), m59_s1=m59.stride(1), m59_s2=m59.stride(2), m59_s3=m59.stride(3), m59_s4=m59.stride(4), m74_ptr=m74, m74_s0=m74.stride(0), m74_s1=m74.stride(1), m74_s2=m74.stride(2), m74_s3=m74.stride(3), m74_s4=m74.stride(4), buf79_ptr=buf79, buf79_s0=buf79.stride(0), buf79_s1=buf79.stride(1), buf79_s2=buf79.stride(2), buf79_s3=buf79.stride(3), E_c0=2, E_c1=32, E_c2=16, E_n0=32, E_n1=2, E_n2=16, E_n3=4, F_n0=_pow2(32), F_n1=_pow2(2), F_n2=_pow2(16), F_n3=_pow2(4), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    return buf79


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
