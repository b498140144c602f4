"""attention_sinks [small], candidate 47: 8 kernel(s)

Rendered by EqiForge from candidate 47 of attention_sinks [small]: store(k.3[16]) ; grid() loop(k.3[16]: pair(sum, sum), stored) ; grid(k.2@3) ; grid(v.3@4) [1 mm] ; store(k.3[16]) ; store(k.3[16]) ; grid(k.1@1) loop(k.3[16]: pair(sum, sum), stored) ; grid(k.0@0, k.2@2) loop(k.3[16]: pair(sum, sum), stored)
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid k.0@0[2]
    c1: grid k.2@2[32]
    c2: grid v.3@4[16]
    c3: grid k.2@3[32]
    c4: loop k.3[16]
    c5: grid k.1@1[2]

Run it on its own: `python kernels/f47.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/attention_sinks.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 1, "c1": 16, "c2": 8, "c3": 16, "c4": 8, "c5": 1}


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
def kernel_3(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m1_s4, m6_ptr, m6_s0, m6_s1, m6_s2, m6_s3, m6_s4, buf32_ptr, buf32_s0, buf32_s1, buf32_s2, buf32_s3, buf32_s4, m35_ptr, m35_s0, m35_s1, m35_s2, m35_s3, m35_s4, m43_ptr, m43_s0, m43_s1, m43_s2, m43_s3, m43_s4, buf47_ptr, buf47_s0, buf47_s1, buf47_s2, buf47_s3, buf47_s4, E_c2, E_n0, E_n2, F_n0: tl.constexpr, F_n2: tl.constexpr, T_c2: tl.constexpr):
    # writes buf47: Combine over grid v.3@4[16]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n0 = tl.arange(0, F_n0)
    t5 = tl.load(m1_ptr + offs_n2[None, None, None, None, :] * m1_s4, mask=(offs_n2 < E_n2)[None, None, None, None, :], other=0)
    t12 = tl.load(m6_ptr + offs_n2[None, None, None, :, None] * m6_s3 + offs_n2[None, None, None, None, :] * m6_s4, mask=(offs_n2 < E_n2)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :], other=0)
    t33 = tl.load(buf32_ptr + offs_n0[:, None, None, None, None] * buf32_s0 + offs_n0[None, :, None, None, None] * buf32_s1 + offs_n0[None, None, :, None, None] * buf32_s2 + offs_n2[None, None, None, :, None] * buf32_s3 + offs_n2[None, None, None, None, :] * buf32_s4, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :], other=0).to(tl.float32)
    t34 = tl.where(t12, -float("inf"), t33)
    t39 = tl.load(m35_ptr + offs_n2[None, None, None, :, None] * m35_s3 + offs_n2[None, None, None, None, :] * m35_s4, mask=(offs_n2 < E_n2)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :], other=0)
    t40 = tl.where(t39, -float("inf"), t34)
    t41 = tl.where(t5, t34, t40)
    t42 = tl.exp(t41)
    t45 = tl.load(m43_ptr + offs_n0[:, None, None, None, None] * m43_s0 + offs_n0[None, :, None, None, None] * m43_s1 + offs_n2[None, None, None, :, None] * m43_s3 + offs_c2[None, None, None, None, :] * m43_s4, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n2 < E_n2)[None, None, None, :, None] & (offs_c2 < E_c2)[None, None, None, None, :], other=0).to(tl.float32)
    t46 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, None, :], t42, 0.0), 5) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :, None], t45, 0.0), 3), axis=4)
    tl.store(buf47_ptr + offs_n0[:, None, None, None, None] * buf47_s0 + offs_n0[None, :, None, None, None] * buf47_s1 + offs_n0[None, None, :, None, None] * buf47_s2 + offs_n2[None, None, None, :, None] * buf47_s3 + offs_c2[None, None, None, None, :] * buf47_s4, t46, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :, None] & (offs_c2 < E_c2)[None, None, None, None, :])


@triton.jit
def kernel_4(m13_ptr, m13_s0, m13_s1, m13_s2, m13_s3, m13_s4, m16_ptr, m16_s0, m16_s1, m16_s2, m16_s3, m16_s4, states57_ptr, states57_s0, states57_s1, states57_s2, states57_s3, states57_s4, states57_s5, states57_s6, states57_s7, states58_ptr, states58_s0, states58_s1, states58_s2, states58_s3, states58_s4, states58_s5, states58_s6, states58_s7, E_c0, E_c1, E_c4, E_n0, E_n2, F_n0: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c4: tl.constexpr):
    # stores states57, states58: Collect over loop k.3[16]
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
    t53 = tl.load(m13_ptr + offs_c0[:, None, None, None, None] * m13_s0 + offs_n0[None, :, None, None, None] * m13_s1 + offs_n0[None, None, :, None, None] * m13_s2 + offs_c1[None, None, None, :, None] * m13_s3 + offs_c4[None, None, None, None, :] * m13_s4, mask=(offs_c0 < E_c0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_c1 < E_c1)[None, None, None, :, None] & (offs_c4 < E_c4)[None, None, None, None, :], other=0).to(tl.float32)
    t54 = tl.load(m16_ptr + offs_c0[:, None, None, None, None] * m16_s0 + offs_n0[None, :, None, None, None] * m16_s1 + offs_c4[None, None, None, :, None] * m16_s3 + offs_n2[None, None, None, None, :] * m16_s4, mask=(offs_c0 < E_c0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_c4 < E_c4)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :], other=0).to(tl.float32)
    t55 = tl.sum(tl.expand_dims(tl.where((offs_c4 < E_c4)[None, None, None, None, :], t53, 0.0), 5) * tl.expand_dims(tl.where((offs_c4 < E_c4)[None, None, None, :, None], t54, 0.0), 3), axis=4)
    t56 = (t55) * (0.25)
    tl.store(states57_ptr + i_c0 * states57_s0 + i_c1 * states57_s1 + i_c4 * states57_s2 + tl.arange(0, T_c0)[:, None, None, None, None] * states57_s3 + tl.arange(0, F_n0)[None, :, None, None, None] * states57_s4 + tl.arange(0, F_n0)[None, None, :, None, None] * states57_s5 + tl.arange(0, T_c1)[None, None, None, :, None] * states57_s6 + tl.arange(0, F_n2)[None, None, None, None, :] * states57_s7 + tl.zeros([T_c0, F_n0, F_n0, T_c1, F_n2], tl.int32), t55)
    tl.store(states58_ptr + i_c0 * states58_s0 + i_c1 * states58_s1 + i_c4 * states58_s2 + tl.arange(0, T_c0)[:, None, None, None, None] * states58_s3 + tl.arange(0, F_n0)[None, :, None, None, None] * states58_s4 + tl.arange(0, F_n0)[None, None, :, None, None] * states58_s5 + tl.arange(0, T_c1)[None, None, None, :, None] * states58_s6 + tl.arange(0, F_n2)[None, None, None, None, :] * states58_s7 + tl.zeros([T_c0, F_n0, F_n0, T_c1, F_n2], tl.int32), t56)


@triton.jit
def kernel_5(m13_ptr, m13_s0, m13_s1, m13_s2, m13_s3, m13_s4, m16_ptr, m16_s0, m16_s1, m16_s2, m16_s3, m16_s4, states80_ptr, states80_s0, states80_s1, states80_s2, states80_s3, states80_s4, states80_s5, states80_s6, states81_ptr, states81_s0, states81_s1, states81_s2, states81_s3, states81_s4, states81_s5, states81_s6, E_c4, E_c5, E_n0, E_n2, F_n0: tl.constexpr, F_n2: tl.constexpr, T_c4: tl.constexpr, T_c5: tl.constexpr):
    # stores states80, states81: Collect over loop k.3[16]
    pid = tl.program_id(0)
    i_c5 = pid % tl.cdiv(E_c5, T_c5)
    pid = pid // tl.cdiv(E_c5, T_c5)
    offs_c5 = i_c5 * T_c5 + tl.arange(0, T_c5)
    i_c4 = pid % tl.cdiv(E_c4, T_c4)
    pid = pid // tl.cdiv(E_c4, T_c4)
    offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n2 = tl.arange(0, F_n2)
    t76 = tl.load(m13_ptr + offs_n0[:, None, None, None, None] * m13_s0 + offs_c5[None, :, None, None, None] * m13_s1 + offs_n0[None, None, :, None, None] * m13_s2 + offs_n2[None, None, None, :, None] * m13_s3 + offs_c4[None, None, None, None, :] * m13_s4, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_c5 < E_c5)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :, None] & (offs_c4 < E_c4)[None, None, None, None, :], other=0).to(tl.float32)
    t77 = tl.load(m16_ptr + offs_n0[:, None, None, None, None] * m16_s0 + offs_c5[None, :, None, None, None] * m16_s1 + offs_c4[None, None, None, :, None] * m16_s3 + offs_n2[None, None, None, None, :] * m16_s4, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_c5 < E_c5)[None, :, None, None, None] & (offs_c4 < E_c4)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :], other=0).to(tl.float32)
    t78 = tl.sum(tl.expand_dims(tl.where((offs_c4 < E_c4)[None, None, None, None, :], t76, 0.0), 5) * tl.expand_dims(tl.where((offs_c4 < E_c4)[None, None, None, :, None], t77, 0.0), 3), axis=4)
    t79 = (t78) * (0.25)
    tl.store(states80_ptr + i_c5 * states80_s0 + i_c4 * states80_s1 + tl.arange(0, F_n0)[:, None, None, None, None] * states80_s2 + tl.arange(0, T_c5)[None, :, None, None, None] * states80_s3 + tl.arange(0, F_n0)[None, None, :, None, None] * states80_s4 + tl.arange(0, F_n2)[None, None, None, :, None] * states80_s5 + tl.arange(0, F_n2)[None, None, None, None, :] * states80_s6 + tl.zeros([F_n0, T_c5, F_n0, F_n2, F_n2], tl.int32), t78)
    tl.store(states81_ptr + i_c5 * states81_s0 + i_c4 * states81_s1 + tl.arange(0, F_n0)[:, None, None, None, None] * states81_s2 + tl.arange(0, T_c5)[None, :, None, None, None] * states81_s3 + tl.arange(0, F_n0)[None, None, :, None, None] * states81_s4 + tl.arange(0, F_n2)[None, None, None, :, None] * states81_s5 + tl.arange(0, F_n2)[None, None, None, None, :] * states81_s6 + tl.zeros([F_n0, T_c5, F_n0, F_n2, F_n2], tl.int32), t79)


@triton.jit
def kernel_6(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m1_s4, m6_ptr, m6_s0, m6_s1, m6_s2, m6_s3, m6_s4, states80_ptr, states80_s0, states80_s1, states80_s2, states80_s3, states80_s4, states80_s5, states80_s6, states81_ptr, states81_s0, states81_s1, states81_s2, states81_s3, states81_s4, states81_s5, states81_s6, m35_ptr, m35_s0, m35_s1, m35_s2, m35_s3, m35_s4, buf93_ptr, buf93_s0, buf93_s1, buf93_s2, buf93_s3, buf93_s4, E_c4, E_c5, E_n0, E_n2, F_n0: tl.constexpr, F_n2: tl.constexpr, T_c4: tl.constexpr, T_c5: tl.constexpr):
    # writes buf93: Combine over grid k.1@1[2]
    pid = tl.program_id(0)
    i_c5 = pid % tl.cdiv(E_c5, T_c5)
    pid = pid // tl.cdiv(E_c5, T_c5)
    offs_c5 = i_c5 * T_c5 + tl.arange(0, T_c5)
    offs_one = tl.arange(0, 1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n0 = tl.arange(0, F_n0)
    t74 = tl.load(m1_ptr + offs_n2[None, None, None, None, :] * m1_s4, mask=(offs_n2 < E_n2)[None, None, None, None, :], other=0)
    t75 = tl.load(m6_ptr + offs_n2[None, None, None, :, None] * m6_s3 + offs_n2[None, None, None, None, :] * m6_s4, mask=(offs_n2 < E_n2)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :], other=0)
    acc84 = tl.full([F_n0, T_c5, F_n0, F_n2, F_n2], 0.0, tl.float32)
    acc85 = tl.full([F_n0, T_c5, F_n0, F_n2, F_n2], 0.0, tl.float32)
    for i_c4 in range(0, tl.cdiv(E_c4, T_c4)):
        offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)

        t82 = tl.load(states80_ptr + i_c5 * states80_s0 + i_c4 * states80_s1 + tl.arange(0, F_n0)[:, None, None, None, None] * states80_s2 + tl.arange(0, T_c5)[None, :, None, None, None] * states80_s3 + tl.arange(0, F_n0)[None, None, :, None, None] * states80_s4 + tl.arange(0, F_n2)[None, None, None, :, None] * states80_s5 + tl.arange(0, F_n2)[None, None, None, None, :] * states80_s6 + tl.zeros([F_n0, T_c5, F_n0, F_n2, F_n2], tl.int32))
        t83 = tl.load(states81_ptr + i_c5 * states81_s0 + i_c4 * states81_s1 + tl.arange(0, F_n0)[:, None, None, None, None] * states81_s2 + tl.arange(0, T_c5)[None, :, None, None, None] * states81_s3 + tl.arange(0, F_n0)[None, None, :, None, None] * states81_s4 + tl.arange(0, F_n2)[None, None, None, :, None] * states81_s5 + tl.arange(0, F_n2)[None, None, None, None, :] * states81_s6 + tl.zeros([F_n0, T_c5, F_n0, F_n2, F_n2], tl.int32))
        acc84 = acc84 + t82
        acc85 = acc85 + t83
    t86 = tl.where(t75, -float("inf"), acc84)
    t87 = tl.load(m35_ptr + offs_n2[None, None, None, :, None] * m35_s3 + offs_n2[None, None, None, None, :] * m35_s4, mask=(offs_n2 < E_n2)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :], other=0)
    t88 = tl.where(t87, -float("inf"), t86)
    t89 = tl.where(t74, t86, t88)
    t90 = (t89) * (0.25)
    t91 = tl.exp(t90)
    t92 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, None, :], t91, 0.0), axis=4, keep_dims=True)
    tl.store(buf93_ptr + offs_n0[:, None, None, None, None] * buf93_s0 + offs_c5[None, :, None, None, None] * buf93_s1 + offs_n0[None, None, :, None, None] * buf93_s2 + offs_n2[None, None, None, :, None] * buf93_s3, t92, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_c5 < E_c5)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :, None])


@triton.jit
def kernel_7(buf47_ptr, buf47_s0, buf47_s1, buf47_s2, buf47_s3, buf47_s4, m49_ptr, m49_s0, m49_s1, m49_s2, m49_s3, m49_s4, m6_ptr, m6_s0, m6_s1, m6_s2, m6_s3, m6_s4, states57_ptr, states57_s0, states57_s1, states57_s2, states57_s3, states57_s4, states57_s5, states57_s6, states57_s7, states58_ptr, states58_s0, states58_s1, states58_s2, states58_s3, states58_s4, states58_s5, states58_s6, states58_s7, m35_ptr, m35_s0, m35_s1, m35_s2, m35_s3, m35_s4, m68_ptr, m68_s0, m68_s1, m68_s2, m68_s3, m68_s4, buf93_ptr, buf93_s0, buf93_s1, buf93_s2, buf93_s3, buf93_s4, buf102_ptr, buf102_s0, buf102_s1, buf102_s2, buf102_s3, E_c0, E_c1, E_c4, E_n0, E_n1, E_n2, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c4: tl.constexpr):
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
    t48 = tl.load(buf47_ptr + offs_c0[:, None, None, None, None] * buf47_s0 + offs_n0[None, :, None, None, None] * buf47_s1 + offs_n0[None, None, :, None, None] * buf47_s2 + offs_c1[None, None, None, :, None] * buf47_s3 + offs_n1[None, None, None, None, :] * buf47_s4, mask=(offs_c0 < E_c0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_c1 < E_c1)[None, None, None, :, None] & (offs_n1 < E_n1)[None, None, None, None, :], other=0).to(tl.float32)
    t51 = tl.load(m49_ptr + offs_n2[None, None, None, None, :] * m49_s4, mask=(offs_n2 < E_n2)[None, None, None, None, :], other=0)
    t52 = tl.load(m6_ptr + offs_c1[None, None, None, :, None] * m6_s3 + offs_n2[None, None, None, None, :] * m6_s4, mask=(offs_c1 < E_c1)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :], other=0)
    acc61 = tl.full([T_c0, F_n0, F_n0, T_c1, F_n2], 0.0, tl.float32)
    acc62 = tl.full([T_c0, F_n0, F_n0, T_c1, F_n2], 0.0, tl.float32)
    for i_c4 in range(0, tl.cdiv(E_c4, T_c4)):
        offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)

        t59 = tl.load(states57_ptr + i_c0 * states57_s0 + i_c1 * states57_s1 + i_c4 * states57_s2 + tl.arange(0, T_c0)[:, None, None, None, None] * states57_s3 + tl.arange(0, F_n0)[None, :, None, None, None] * states57_s4 + tl.arange(0, F_n0)[None, None, :, None, None] * states57_s5 + tl.arange(0, T_c1)[None, None, None, :, None] * states57_s6 + tl.arange(0, F_n2)[None, None, None, None, :] * states57_s7 + tl.zeros([T_c0, F_n0, F_n0, T_c1, F_n2], tl.int32))
        t60 = tl.load(states58_ptr + i_c0 * states58_s0 + i_c1 * states58_s1 + i_c4 * states58_s2 + tl.arange(0, T_c0)[:, None, None, None, None] * states58_s3 + tl.arange(0, F_n0)[None, :, None, None, None] * states58_s4 + tl.arange(0, F_n0)[None, None, :, None, None] * states58_s5 + tl.arange(0, T_c1)[None, None, None, :, None] * states58_s6 + tl.arange(0, F_n2)[None, None, None, None, :] * states58_s7 + tl.zeros([T_c0, F_n0, F_n0, T_c1, F_n2], tl.int32))
        acc61 = acc61 + t59
        acc62 = acc62 + t60
    t63 = tl.where(t52, -float("inf"), acc62)
    t64 = tl.load(m35_ptr + offs_c1[None, None, None, :, None] * m35_s3 + offs_n2[None, None, None, None, :] * m35_s4, mask=(offs_c1 < E_c1)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :], other=0)
    t65 = tl.where(t64, -float("inf"), t63)
    t66 = tl.where(t51, t63, t65)
    t67 = tl.max(tl.where((offs_n2 < E_n2)[None, None, None, None, :], t66, -float('inf')), axis=4, keep_dims=True)
    t70 = tl.load(m68_ptr + offs_n0[None, :, None, None, None] * m68_s1 + offs_n0[None, None, :, None, None] * m68_s2, mask=(offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None], other=0).to(tl.float32)
    t71 = tl.maximum(t67, t70)
    t72 = tl.exp(t71)
    t73 = (t48) / (t72)
    t94 = tl.load(buf93_ptr + offs_c0[:, None, None, None, None] * buf93_s0 + offs_n0[None, :, None, None, None] * buf93_s1 + offs_n0[None, None, :, None, None] * buf93_s2 + offs_c1[None, None, None, :, None] * buf93_s3, mask=(offs_c0 < E_c0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_c1 < E_c1)[None, None, None, :, None], other=0).to(tl.float32)
    t95 = 1.0 / (t72)
    t96 = (t94) * (t95)
    t97 = t70 - (t71)
    t98 = tl.exp(t97)
    t99 = t96 + t98
    t100 = (t73) / (t99)
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
    m44 = inputs['v']
    m43 = m44.reshape([2, 2, 1, 32, 16])
    buf47 = torch.full([2, 2, 2, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(16, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m1_s4=m1.stride(4), m6_ptr=m6, m6_s0=m6.stride(0), m6_s1=m6.stride(1), m6_s2=m6.stride(2), m6_s3=m6.stride(3), m6_s4=m6.stride(4), buf32_ptr=buf32, buf32_s0=buf32.stride(0), buf32_s1=buf32.stride(1), buf32_s2=buf32.stride(2), buf32_s3=buf32.stride(3), buf32_s4=buf32.stride(4), m35_ptr=m35, m35_s0=m35.stride(0), m35_s1=m35.stride(1), m35_s2=m35.stride(2), m35_s3=m35.stride(3), m35_s4=m35.stride(4), m43_ptr=m43, m43_s0=m43.stride(0), m43_s1=m43.stride(1), m43_s2=m43.stride(2), m43_s3=m43.stride(3), m43_s4=m43.stride(4), buf47_ptr=buf47, buf47_s0=buf47.stride(0), buf47_s1=buf47.stride(1), buf47_s2=buf47.stride(2), buf47_s3=buf47.stride(3), buf47_s4=buf47.stride(4), E_c2=16, E_n0=2, E_n2=32, F_n0=_pow2(2), F_n2=_pow2(32), T_c2=T['c2'])
    m50 = _BINARY["Lt"](m3, m4)
    m49 = m50.reshape([1, 1, 1, 1, 32])
    states57 = torch.full([_cdiv(2, T['c0']), _cdiv(32, T['c1']), _cdiv(16, T['c4']), T['c0'], _pow2(2), _pow2(2), T['c1'], _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    states58 = torch.full([_cdiv(2, T['c0']), _cdiv(32, T['c1']), _cdiv(16, T['c4']), T['c0'], _pow2(2), _pow2(2), T['c1'], _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(_cdiv(2, T['c0']) * _cdiv(32, T['c1']) * _cdiv(16, T['c4']),)](m13_ptr=m13, m13_s0=m13.stride(0), m13_s1=m13.stride(1), m13_s2=m13.stride(2), m13_s3=m13.stride(3), m13_s4=m13.stride(4), m16_ptr=m16, m16_s0=m16.stride(0), m16_s1=m16.stride(1), m16_s2=m16.stride(2), m16_s3=m16.stride(3), m16_s4=m16.stride(4), states57_ptr=states57, states57_s0=states57.stride(0), states57_s1=states57.stride(1), states57_s2=states57.stride(2), states57_s3=states57.stride(3), states57_s4=states57.stride(4), states57_s5=states57.stride(5), states57_s6=states57.stride(6), states57_s7=states57.stride(7), states58_ptr=states58, states58_s0=states58.stride(0), states58_s1=states58.stride(1), states58_s2=states58.stride(2), states58_s3=states58.stride(3), states58_s4=states58.stride(4), states58_s5=states58.stride(5), states58_s6=states58.stride(6), states58_s7=states58.stride(7), E_c0=2, E_c1=32, E_c4=16, E_n0=2, E_n2=32, F_n0=_pow2(2), F_n2=_pow2(32), T_c0=T['c0'], T_c1=T['c1'], T_c4=T['c4'])
    m69 = inputs['sinks']
    m68 = m69.reshape([1, 2, 2, 1, 1])
    states80 = torch.full([_cdiv(2, T['c5']), _cdiv(16, T['c4']), _pow2(2), T['c5'], _pow2(2), _pow2(32), _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    states81 = torch.full([_cdiv(2, T['c5']), _cdiv(16, T['c4']), _pow2(2), T['c5'], _pow2(2), _pow2(32), _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    kernel_5[(_cdiv(2, T['c5']) * _cdiv(16, T['c4']),)](m13_ptr=m13, m13_s0=m13.stride(0), m13_s1=m13.stride(1), m13_s2=m13.stride(2), m13_s3=m13.stride(3), m13_s4=m13.stride(4), m16_ptr=m16, m16_s0=m16.stride(0), m16_s1=m16.stride(1), m16_s2=m16.stride(2), m16_s3=m16.stride(3), m16_s4=m16.stride(4), states80_ptr=states80, states80_s0=states80.stride(0), states80_s1=states80.stride(1), states80_s2=states80.stride(2), states80_s3=states80.stride(3), states80_s4=states80.stride(4), states80_s5=states80.stride(5), states80_s6=states80.stride(6), states81_ptr=states81, states81_s0=states81.stride(0), states81_s1=states81.stride(1), states81_s2=states81.stride(2), states81_s3=states81.stride(3), states81_s4=states81.stride(4), states81_s5=states81.stride(5), states81_s6=states81.stride(6), E_c4=16, E_c5=2, E_n0=2, E_n2=32, F_n0=_pow2(2), F_n2=_pow2(32), T_c4=T['c4'], T_c5=T['c5'])
    buf93 = torch.full([2, 2, 2, 32, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_6[(_cdiv(2, T['c5']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m1_s4=m1.stride(4), m6_ptr=m6, m6_s0=m6.stride(0), m6_s1=m6.stride(1), m6_s2=m6.stride(2), m6_s3=m6.stride(3), m6_s4=m6.stride(4), states80_ptr=states80, states80_s0=states80.stride(0), states80_s1=states80.stride(1), states80_s2=states80.stride(2), states80_s3=states80.stride(3), states80_s4=states80.stride(4), states80_s5=states80.stride(5), states80_s6=states80.stride(6), states81_ptr=states81, states81_s0=states81.stride(0), states81_s1=states81.stride(1), states81_s2=states81.stride(2), states81_s3=states81.stride(3), states81_s4=states81.stride(4), states81_s5=states81.stride(5), states81_s6=states81.stride(6), m35_ptr=m35, m35_s0=m35.stride(0), m35_s1=m35.stride(1), m35_s2=m35.stride(2), m35_s3=m35.stride(3), m35_s4=m35.stride(4), buf93_ptr=buf93, buf93_s0=buf93.stride(0), buf93_s1=buf93.stride(1), buf93_s2=buf93.stride(2), buf93_s3=buf93.stride(3), buf93_s4=buf93.stride(4), E_c4=16, E_c5=2, E_n0=2, E_n2=32, F_n0=_pow2(2), F_n2=_pow2(32), T_c4=T['c4'], T_c5=T['c5'])
    buf102 = torch.full([2, 4, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_7[(_cdiv(2, T['c0']) * _cdiv(32, T['c1']),)](buf47_ptr=buf47, buf47_s0=buf47.stride(0), buf47_s1=buf47.stride(1), buf47_s2=buf47.stride(2), buf47_s3=buf47.stride(3), buf47_s4=buf47.stride(4), m49_ptr=m49, m49_s0=m49.stride(0), m49_s1=m49.stride(1), m49_s2=m49.stride(2), m49_s3=m49.stride(3), m49_s4=m49.stride(4), m6_ptr=m6, m6_s0=m6.stride(0), m6_s1=m6.stride(1), m6_s2=m6.stride(2), m6_s3=m6.stride(3), m6_s4=m6.stride(4), states57_ptr=states57, states57_s0=states57.stride(0), states57_s1=states57.stride(1), states57_s2=states57.stride(2), states57_s3=states57.stride(3), states57_s4=states57.stride(4), states57_s5=states57.stride(5), states57_s6=states57.stride(6), states57_s7=states57.stride(7), states58_ptr=states58, states58_s0=states58.stride(0), states58_s1=states58.stride(1), states58_s2=states58.stride(2), states58_s3=states58.stride(3), states58_s4=states58.stride(4), states58_s5=states58.stride(5), states58_s6=states58.stride(6), states58_s7=states58.stride(7), m35_ptr=m35, m35_s0=m35.stride(0), m35_s1=m35.stride(1), m35_s2=m35.stride(2), m35_s3=m35.stride(3), m35_s4=m35.stride(4), m68_ptr=m68, m68_s0=m68.stride(0), m68_s1=m68.stride(1), m68_s2=m68.stride(2), m68_s3=m68.stride(3), m68_s4=m68.stride(4), buf93_ptr=buf93, buf93_s0=buf93.stride(0), buf93_s1=buf93.stride(1), buf93_s2=buf93.stride(2), buf93_s3=buf93.stride(3), buf93_s4=buf93.stride(4), buf102_ptr=buf102, buf102_s0=buf102.stride(0), buf102_s1=buf102.stride(1), buf102_s2=buf102.stride(2), buf102_s3=buf102.stride(3), E_c0=2, E_c1=32, E_c4=16, E_n0=2, E_n1=16, E_n2=32, E_n3=4, F_n0=_pow2(2), F_n1=_pow2(16), F_n2=_pow2(32), F_n3=_pow2(4), T_c0=T['c0'], T_c1=T['c1'], T_c4=T['c4'])
    return buf102


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
