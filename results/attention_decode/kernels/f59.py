"""attention_decode [small], candidate 59: 10 kernel(s)

Rendered by EqiForge from candidate 59 of attention_decode [small]: store(k.3[16]) ; store(k.3[16]) ; store(k.3[16]) ; grid() loop(k.2[64]: pair(sum, sum)) {loop(k.3[16]: pair(sum, sum), stored) loop(k.3[16]: pair(sum, sum), stored)} ; store(k.3[16]) ; grid() loop(k.3[16]: pair(sum, sum), stored) ; grid(k.0@0) ; grid(k.1@1) loop(k.2[64]: max) ; grid(k.1@1) ; grid(k.0@0, k.1@1, v.3@3) loop(k.2[64]: pair(sum, sum)) {loop(k.3[16]: pair(sum, sum), stored)} [2 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid k.0@0[2]
    c1: grid k.1@1[4]
    c2: grid v.3@3[16]
    c3: loop k.2[64]
    c4: loop k.3[16]

Run it on its own: `python kernels/f59.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/attention_decode.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 1, "c1": 2, "c2": 8, "c3": 32, "c4": 8}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, states9_ptr, states9_s0, states9_s1, states9_s2, states9_s3, states9_s4, states9_s5, states9_s6, states9_s7, states10_ptr, states10_s0, states10_s1, states10_s2, states10_s3, states10_s4, states10_s5, states10_s6, states10_s7, E_c0, E_c1, E_c3, E_c4, E_n0, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c3: tl.constexpr, T_c4: tl.constexpr):
    # stores states9, states10: Collect over loop k.3[16]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    i_c4 = pid % tl.cdiv(E_c4, T_c4)
    pid = pid // tl.cdiv(E_c4, T_c4)
    offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t2 = tl.load(m1_ptr + offs_c0[:, None, None, None] * m1_s0 + offs_c1[None, :, None, None] * m1_s1 + offs_c4[None, None, None, :] * m1_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_c4 < E_c4)[None, None, None, :], other=0).to(tl.float32)
    t5 = tl.load(m3_ptr + offs_c0[:, None, None, None] * m3_s0 + offs_c1[None, :, None, None] * m3_s1 + offs_c4[None, None, :, None] * m3_s2 + offs_n0[None, None, None, :] * m3_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_c4 < E_c4)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t6 = tl.sum(tl.expand_dims(tl.where((offs_c4 < E_c4)[None, None, None, :], t2, 0.0), 4) * tl.expand_dims(tl.where((offs_c4 < E_c4)[None, None, :, None], t5, 0.0), 2), axis=3)
    t7 = tl.load(m3_ptr + offs_c0[:, None, None, None] * m3_s0 + offs_c1[None, :, None, None] * m3_s1 + offs_c4[None, None, :, None] * m3_s2 + offs_c3[None, None, None, :] * m3_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_c4 < E_c4)[None, None, :, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
    t8 = tl.sum(tl.expand_dims(tl.where((offs_c4 < E_c4)[None, None, None, :], t2, 0.0), 4) * tl.expand_dims(tl.where((offs_c4 < E_c4)[None, None, :, None], t7, 0.0), 2), axis=3)
    tl.store(states9_ptr + i_c0 * states9_s0 + i_c1 * states9_s1 + i_c3 * states9_s2 + i_c4 * states9_s3 + tl.arange(0, T_c0)[:, None, None, None] * states9_s4 + tl.arange(0, T_c1)[None, :, None, None] * states9_s5 + tl.arange(0, F_n0)[None, None, None, :] * states9_s7 + tl.zeros([T_c0, T_c1, 1, F_n0], tl.int32), t6)
    tl.store(states10_ptr + i_c0 * states10_s0 + i_c1 * states10_s1 + i_c3 * states10_s2 + i_c4 * states10_s3 + tl.arange(0, T_c0)[:, None, None, None] * states10_s4 + tl.arange(0, T_c1)[None, :, None, None] * states10_s5 + tl.arange(0, T_c3)[None, None, None, :] * states10_s7 + tl.zeros([T_c0, T_c1, 1, T_c3], tl.int32), t8)


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, states27_ptr, states27_s0, states27_s1, states27_s2, states27_s3, states27_s4, states27_s5, states28_ptr, states28_s0, states28_s1, states28_s2, states28_s3, states28_s4, states28_s5, E_c3, E_c4, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c3: tl.constexpr, T_c4: tl.constexpr):
    # stores states27, states28: Collect over loop k.3[16]
    pid = tl.program_id(0)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    i_c4 = pid % tl.cdiv(E_c4, T_c4)
    pid = pid // tl.cdiv(E_c4, T_c4)
    offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n0 = tl.arange(0, F_n0)
    t22 = tl.load(m1_ptr + offs_n1[:, None, None, None] * m1_s0 + offs_n2[None, :, None, None] * m1_s1 + offs_c4[None, None, None, :] * m1_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_c4 < E_c4)[None, None, None, :], other=0).to(tl.float32)
    t23 = tl.load(m3_ptr + offs_n1[:, None, None, None] * m3_s0 + offs_n2[None, :, None, None] * m3_s1 + offs_c4[None, None, :, None] * m3_s2 + offs_n0[None, None, None, :] * m3_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_c4 < E_c4)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t24 = tl.sum(tl.expand_dims(tl.where((offs_c4 < E_c4)[None, None, None, :], t22, 0.0), 4) * tl.expand_dims(tl.where((offs_c4 < E_c4)[None, None, :, None], t23, 0.0), 2), axis=3)
    t25 = tl.load(m3_ptr + offs_n1[:, None, None, None] * m3_s0 + offs_n2[None, :, None, None] * m3_s1 + offs_c4[None, None, :, None] * m3_s2 + offs_c3[None, None, None, :] * m3_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_c4 < E_c4)[None, None, :, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
    t26 = tl.sum(tl.expand_dims(tl.where((offs_c4 < E_c4)[None, None, None, :], t22, 0.0), 4) * tl.expand_dims(tl.where((offs_c4 < E_c4)[None, None, :, None], t25, 0.0), 2), axis=3)
    tl.store(states27_ptr + i_c3 * states27_s0 + i_c4 * states27_s1 + tl.arange(0, F_n1)[:, None, None, None] * states27_s2 + tl.arange(0, F_n2)[None, :, None, None] * states27_s3 + tl.arange(0, F_n0)[None, None, None, :] * states27_s5 + tl.zeros([F_n1, F_n2, 1, F_n0], tl.int32), t24)
    tl.store(states28_ptr + i_c3 * states28_s0 + i_c4 * states28_s1 + tl.arange(0, F_n1)[:, None, None, None] * states28_s2 + tl.arange(0, F_n2)[None, :, None, None] * states28_s3 + tl.arange(0, T_c3)[None, None, None, :] * states28_s5 + tl.zeros([F_n1, F_n2, 1, T_c3], tl.int32), t26)


@triton.jit
def kernel_2(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, states42_ptr, states42_s0, states42_s1, states42_s2, states42_s3, states42_s4, states42_s5, states43_ptr, states43_s0, states43_s1, states43_s2, states43_s3, states43_s4, states43_s5, E_c3, E_c4, E_n1, E_n2, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c3: tl.constexpr, T_c4: tl.constexpr):
    # stores states42, states43: Collect over loop k.3[16]
    pid = tl.program_id(0)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    i_c4 = pid % tl.cdiv(E_c4, T_c4)
    pid = pid // tl.cdiv(E_c4, T_c4)
    offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t38 = tl.load(m1_ptr + offs_n1[:, None, None, None] * m1_s0 + offs_n2[None, :, None, None] * m1_s1 + offs_c4[None, None, None, :] * m1_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_c4 < E_c4)[None, None, None, :], other=0).to(tl.float32)
    t39 = tl.load(m3_ptr + offs_n1[:, None, None, None] * m3_s0 + offs_n2[None, :, None, None] * m3_s1 + offs_c4[None, None, :, None] * m3_s2 + offs_c3[None, None, None, :] * m3_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_c4 < E_c4)[None, None, :, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
    t40 = tl.sum(tl.expand_dims(tl.where((offs_c4 < E_c4)[None, None, None, :], t38, 0.0), 4) * tl.expand_dims(tl.where((offs_c4 < E_c4)[None, None, :, None], t39, 0.0), 2), axis=3)
    t41 = (t40) * (0.25)
    tl.store(states42_ptr + i_c3 * states42_s0 + i_c4 * states42_s1 + tl.arange(0, F_n1)[:, None, None, None] * states42_s2 + tl.arange(0, F_n2)[None, :, None, None] * states42_s3 + tl.arange(0, T_c3)[None, None, None, :] * states42_s5 + tl.zeros([F_n1, F_n2, 1, T_c3], tl.int32), t40)
    tl.store(states43_ptr + i_c3 * states43_s0 + i_c4 * states43_s1 + tl.arange(0, F_n1)[:, None, None, None] * states43_s2 + tl.arange(0, F_n2)[None, :, None, None] * states43_s3 + tl.arange(0, T_c3)[None, None, None, :] * states43_s5 + tl.zeros([F_n1, F_n2, 1, T_c3], tl.int32), t41)


@triton.jit
def kernel_3(states27_ptr, states27_s0, states27_s1, states27_s2, states27_s3, states27_s4, states27_s5, states28_ptr, states28_s0, states28_s1, states28_s2, states28_s3, states28_s4, states28_s5, states42_ptr, states42_s0, states42_s1, states42_s2, states42_s3, states42_s4, states42_s5, states43_ptr, states43_s0, states43_s1, states43_s2, states43_s3, states43_s4, states43_s5, m19_ptr, m19_s0, m19_s1, m19_s2, m19_s3, buf57_ptr, buf57_s0, buf57_s1, buf57_s2, buf57_s3, buf58_ptr, buf58_s0, buf58_s1, buf58_s2, buf58_s3, E_c3, E_c4, E_n0, E_n1, E_n2, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c3: tl.constexpr, T_c4: tl.constexpr):
    # writes buf57, buf58: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n0 = tl.arange(0, F_n0)
    offs_n3 = tl.arange(0, F_n3)
    acc55 = tl.full([F_n1, F_n2, 1, 1], 0.0, tl.float32)
    acc56 = tl.full([F_n1, F_n2, 1, F_n3], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        acc31 = tl.full([F_n1, F_n2, 1, F_n0], 0.0, tl.float32)
        acc32 = tl.full([F_n1, F_n2, 1, T_c3], 0.0, tl.float32)
        for i_c4 in range(0, tl.cdiv(E_c4, T_c4)):
            offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)

            t29 = tl.load(states27_ptr + i_c3 * states27_s0 + i_c4 * states27_s1 + tl.arange(0, F_n1)[:, None, None, None] * states27_s2 + tl.arange(0, F_n2)[None, :, None, None] * states27_s3 + tl.arange(0, F_n0)[None, None, None, :] * states27_s5 + tl.zeros([F_n1, F_n2, 1, F_n0], tl.int32))
            t30 = tl.load(states28_ptr + i_c3 * states28_s0 + i_c4 * states28_s1 + tl.arange(0, F_n1)[:, None, None, None] * states28_s2 + tl.arange(0, F_n2)[None, :, None, None] * states28_s3 + tl.arange(0, T_c3)[None, None, None, :] * states28_s5 + tl.zeros([F_n1, F_n2, 1, T_c3], tl.int32))
            acc31 = acc31 + t29
            acc32 = acc32 + t30
        t33 = tl.max(tl.where((offs_n0 < E_n0)[None, None, None, :], acc31, -float('inf')), axis=3, keep_dims=True)
        t34 = acc32 - (t33)
        t35 = (t34) * (0.25)
        t36 = tl.exp(t35)
        t37 = tl.sum(tl.where((offs_c3 < E_c3)[None, None, None, :], t36, 0.0), axis=3, keep_dims=True)
        acc46 = tl.full([F_n1, F_n2, 1, T_c3], 0.0, tl.float32)
        acc47 = tl.full([F_n1, F_n2, 1, T_c3], 0.0, tl.float32)
        for i_c4 in range(0, tl.cdiv(E_c4, T_c4)):
            offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)

            t44 = tl.load(states42_ptr + i_c3 * states42_s0 + i_c4 * states42_s1 + tl.arange(0, F_n1)[:, None, None, None] * states42_s2 + tl.arange(0, F_n2)[None, :, None, None] * states42_s3 + tl.arange(0, T_c3)[None, None, None, :] * states42_s5 + tl.zeros([F_n1, F_n2, 1, T_c3], tl.int32))
            t45 = tl.load(states43_ptr + i_c3 * states43_s0 + i_c4 * states43_s1 + tl.arange(0, F_n1)[:, None, None, None] * states43_s2 + tl.arange(0, F_n2)[None, :, None, None] * states43_s3 + tl.arange(0, T_c3)[None, None, None, :] * states43_s5 + tl.zeros([F_n1, F_n2, 1, T_c3], tl.int32))
            acc46 = acc46 + t44
            acc47 = acc47 + t45
        t48 = tl.exp(acc47)
        t49 = tl.load(m19_ptr + offs_n1[:, None, None, None] * m19_s0 + offs_n2[None, :, None, None] * m19_s1 + offs_c3[None, None, :, None] * m19_s2 + offs_n3[None, None, None, :] * m19_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_c3 < E_c3)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
        t50 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, :], t48, 0.0), 4) * tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, :, None], t49, 0.0), 2), axis=3)
        t51 = (t33) * (0.25)
        t52 = tl.exp(t51)
        t53 = 1.0 / (t52)
        t54 = (t50) * (t53)
        acc55 = acc55 + t37
        acc56 = acc56 + t54
    tl.store(buf57_ptr + offs_n1[:, None, None, None] * buf57_s0 + offs_n2[None, :, None, None] * buf57_s1, acc55, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None])
    tl.store(buf58_ptr + offs_n1[:, None, None, None] * buf58_s0 + offs_n2[None, :, None, None] * buf58_s1 + offs_n3[None, None, None, :] * buf58_s3, acc56, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_n3 < E_n3)[None, None, None, :])


@triton.jit
def kernel_4(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, states69_ptr, states69_s0, states69_s1, states69_s2, states69_s3, states69_s4, states70_ptr, states70_s0, states70_s1, states70_s2, states70_s3, states70_s4, E_c4, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c4: tl.constexpr):
    # stores states69, states70: Collect over loop k.3[16]
    pid = tl.program_id(0)
    i_c4 = pid % tl.cdiv(E_c4, T_c4)
    pid = pid // tl.cdiv(E_c4, T_c4)
    offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n0 = tl.arange(0, F_n0)
    t64 = tl.load(m1_ptr + offs_n1[:, None, None, None] * m1_s0 + offs_n2[None, :, None, None] * m1_s1 + offs_c4[None, None, None, :] * m1_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_c4 < E_c4)[None, None, None, :], other=0).to(tl.float32)
    t65 = tl.load(m3_ptr + offs_n1[:, None, None, None] * m3_s0 + offs_n2[None, :, None, None] * m3_s1 + offs_c4[None, None, :, None] * m3_s2 + offs_n0[None, None, None, :] * m3_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_c4 < E_c4)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t66 = tl.sum(tl.expand_dims(tl.where((offs_c4 < E_c4)[None, None, None, :], t64, 0.0), 4) * tl.expand_dims(tl.where((offs_c4 < E_c4)[None, None, :, None], t65, 0.0), 2), axis=3)
    t67 = (t64) * (0.25)
    t68 = tl.sum(tl.expand_dims(tl.where((offs_c4 < E_c4)[None, None, None, :], t67, 0.0), 4) * tl.expand_dims(tl.where((offs_c4 < E_c4)[None, None, :, None], t65, 0.0), 2), axis=3)
    tl.store(states69_ptr + i_c4 * states69_s0 + tl.arange(0, F_n1)[:, None, None, None] * states69_s1 + tl.arange(0, F_n2)[None, :, None, None] * states69_s2 + tl.arange(0, F_n0)[None, None, None, :] * states69_s4 + tl.zeros([F_n1, F_n2, 1, F_n0], tl.int32), t66)
    tl.store(states70_ptr + i_c4 * states70_s0 + tl.arange(0, F_n1)[:, None, None, None] * states70_s1 + tl.arange(0, F_n2)[None, :, None, None] * states70_s2 + tl.arange(0, F_n0)[None, None, None, :] * states70_s4 + tl.zeros([F_n1, F_n2, 1, F_n0], tl.int32), t68)


@triton.jit
def kernel_5(states69_ptr, states69_s0, states69_s1, states69_s2, states69_s3, states69_s4, states70_ptr, states70_s0, states70_s1, states70_s2, states70_s3, states70_s4, buf75_ptr, buf75_s0, buf75_s1, buf75_s2, buf75_s3, buf76_ptr, buf76_s0, buf76_s1, buf76_s2, buf76_s3, E_c4, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c4: tl.constexpr):
    # writes buf75, buf76: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n0 = tl.arange(0, F_n0)
    acc73 = tl.full([F_n1, F_n2, 1, F_n0], 0.0, tl.float32)
    acc74 = tl.full([F_n1, F_n2, 1, F_n0], 0.0, tl.float32)
    for i_c4 in range(0, tl.cdiv(E_c4, T_c4)):
        offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)

        t71 = tl.load(states69_ptr + i_c4 * states69_s0 + tl.arange(0, F_n1)[:, None, None, None] * states69_s1 + tl.arange(0, F_n2)[None, :, None, None] * states69_s2 + tl.arange(0, F_n0)[None, None, None, :] * states69_s4 + tl.zeros([F_n1, F_n2, 1, F_n0], tl.int32))
        t72 = tl.load(states70_ptr + i_c4 * states70_s0 + tl.arange(0, F_n1)[:, None, None, None] * states70_s1 + tl.arange(0, F_n2)[None, :, None, None] * states70_s2 + tl.arange(0, F_n0)[None, None, None, :] * states70_s4 + tl.zeros([F_n1, F_n2, 1, F_n0], tl.int32))
        acc73 = acc73 + t71
        acc74 = acc74 + t72
    tl.store(buf75_ptr + offs_n1[:, None, None, None] * buf75_s0 + offs_n2[None, :, None, None] * buf75_s1 + offs_n0[None, None, None, :] * buf75_s3, acc73, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :])
    tl.store(buf76_ptr + offs_n1[:, None, None, None] * buf76_s0 + offs_n2[None, :, None, None] * buf76_s1 + offs_n0[None, None, None, :] * buf76_s3, acc74, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :])


@triton.jit
def kernel_6(buf75_ptr, buf75_s0, buf75_s1, buf75_s2, buf75_s3, buf79_ptr, buf79_s0, buf79_s1, buf79_s2, buf79_s3, E_c0, E_n0, E_n2, F_n0: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr):
    # writes buf79: Combine over grid k.0@0[2]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n0 = tl.arange(0, F_n0)
    t77 = tl.load(buf75_ptr + offs_c0[:, None, None, None] * buf75_s0 + offs_n2[None, :, None, None] * buf75_s1 + offs_n0[None, None, None, :] * buf75_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t78 = (t77) * (0.25)
    tl.store(buf79_ptr + offs_c0[:, None, None, None] * buf79_s0 + offs_n2[None, :, None, None] * buf79_s1 + offs_n0[None, None, None, :] * buf79_s3, t78, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :])


@triton.jit
def kernel_7(buf79_ptr, buf79_s0, buf79_s1, buf79_s2, buf79_s3, buf83_ptr, buf83_s0, buf83_s1, buf83_s2, buf83_s3, E_c1, E_c3, E_n1, F_n1: tl.constexpr, T_c1: tl.constexpr, T_c3: tl.constexpr):
    # writes buf83: Combine over grid k.1@1[4]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    acc82 = tl.full([F_n1, T_c1, 1, 1], -float('inf'), tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t80 = tl.load(buf79_ptr + offs_n1[:, None, None, None] * buf79_s0 + offs_c1[None, :, None, None] * buf79_s1 + offs_c3[None, None, None, :] * buf79_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
        t81 = tl.max(tl.where((offs_c3 < E_c3)[None, None, None, :], t80, -float('inf')), axis=3, keep_dims=True)
        acc82 = tl.maximum(acc82, t81)
    tl.store(buf83_ptr + offs_n1[:, None, None, None] * buf83_s0 + offs_c1[None, :, None, None] * buf83_s1, acc82, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None])


@triton.jit
def kernel_8(buf83_ptr, buf83_s0, buf83_s1, buf83_s2, buf83_s3, buf79_ptr, buf79_s0, buf79_s1, buf79_s2, buf79_s3, buf91_ptr, buf91_s0, buf91_s1, buf91_s2, buf91_s3, E_c1, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c1: tl.constexpr):
    # writes buf91: Combine over grid k.1@1[4]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    t84 = tl.load(buf83_ptr + offs_n1[:, None, None, None] * buf83_s0 + offs_c1[None, :, None, None] * buf83_s1, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None], other=0).to(tl.float32)
    t85 = tl.exp(t84)
    t86 = 1.0 / (t85)
    t87 = tl.load(buf79_ptr + offs_n1[:, None, None, None] * buf79_s0 + offs_c1[None, :, None, None] * buf79_s1 + offs_n0[None, None, None, :] * buf79_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t88 = tl.exp(t87)
    t89 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, None, :], t88, 0.0), axis=3, keep_dims=True)
    t90 = (t86) * (t89)
    tl.store(buf91_ptr + offs_n1[:, None, None, None] * buf91_s0 + offs_c1[None, :, None, None] * buf91_s1, t90, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None])


@triton.jit
def kernel_9(states9_ptr, states9_s0, states9_s1, states9_s2, states9_s3, states9_s4, states9_s5, states9_s6, states9_s7, states10_ptr, states10_s0, states10_s1, states10_s2, states10_s3, states10_s4, states10_s5, states10_s6, states10_s7, m19_ptr, m19_s0, m19_s1, m19_s2, m19_s3, buf57_ptr, buf57_s0, buf57_s1, buf57_s2, buf57_s3, buf91_ptr, buf91_s0, buf91_s1, buf91_s2, buf91_s3, buf94_ptr, buf94_s0, buf94_s1, buf94_s2, buf94_s3, E_c0, E_c1, E_c2, E_c3, E_c4, E_n0, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr, T_c4: tl.constexpr):
    # writes buf94: Combine over grid k.0@0[2], grid k.1@1[4], grid v.3@3[16]
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
    t59 = tl.load(buf57_ptr + offs_c0[:, None, None, None] * buf57_s0 + offs_c1[None, :, None, None] * buf57_s1, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None], other=0).to(tl.float32)
    acc62 = tl.full([T_c0, T_c1, 1, T_c2], 0.0, tl.float32)
    acc63 = tl.full([T_c0, T_c1, 1, T_c2], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        acc13 = tl.full([T_c0, T_c1, 1, F_n0], 0.0, tl.float32)
        acc14 = tl.full([T_c0, T_c1, 1, T_c3], 0.0, tl.float32)
        for i_c4 in range(0, tl.cdiv(E_c4, T_c4)):
            offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)

            t11 = tl.load(states9_ptr + i_c0 * states9_s0 + i_c1 * states9_s1 + i_c3 * states9_s2 + i_c4 * states9_s3 + tl.arange(0, T_c0)[:, None, None, None] * states9_s4 + tl.arange(0, T_c1)[None, :, None, None] * states9_s5 + tl.arange(0, F_n0)[None, None, None, :] * states9_s7 + tl.zeros([T_c0, T_c1, 1, F_n0], tl.int32))
            t12 = tl.load(states10_ptr + i_c0 * states10_s0 + i_c1 * states10_s1 + i_c3 * states10_s2 + i_c4 * states10_s3 + tl.arange(0, T_c0)[:, None, None, None] * states10_s4 + tl.arange(0, T_c1)[None, :, None, None] * states10_s5 + tl.arange(0, T_c3)[None, None, None, :] * states10_s7 + tl.zeros([T_c0, T_c1, 1, T_c3], tl.int32))
            acc13 = acc13 + t11
            acc14 = acc14 + t12
        t15 = tl.max(tl.where((offs_n0 < E_n0)[None, None, None, :], acc13, -float('inf')), axis=3, keep_dims=True)
        t16 = acc14 - (t15)
        t17 = (t16) * (0.25)
        t18 = tl.exp(t17)
        t20 = tl.load(m19_ptr + offs_c0[:, None, None, None] * m19_s0 + offs_c1[None, :, None, None] * m19_s1 + offs_c3[None, None, :, None] * m19_s2 + offs_c2[None, None, None, :] * m19_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_c3 < E_c3)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
        t21 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, :], t18, 0.0), 4) * tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, :, None], t20, 0.0), 2), axis=3)
        t60 = (t18) / (t59)
        t61 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, :], t60, 0.0), 4) * tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, :, None], t20, 0.0), 2), axis=3)
        acc62 = acc62 + t21
        acc63 = acc63 + t61
    t92 = tl.load(buf91_ptr + offs_c0[:, None, None, None] * buf91_s0 + offs_c1[None, :, None, None] * buf91_s1, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None], other=0).to(tl.float32)
    t93 = (acc62) / (t92)
    tl.store(buf94_ptr + offs_c0[:, None, None, None] * buf94_s0 + offs_c1[None, :, None, None] * buf94_s1 + offs_c2[None, None, None, :] * buf94_s3, t93, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_c2 < E_c2)[None, None, None, :])


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
    states9 = torch.full([_cdiv(2, T['c0']), _cdiv(4, T['c1']), _cdiv(64, T['c3']), _cdiv(16, T['c4']), T['c0'], T['c1'], 1, _pow2(64)], float("nan"), dtype=torch.float32, device=device)
    states10 = torch.full([_cdiv(2, T['c0']), _cdiv(4, T['c1']), _cdiv(64, T['c3']), _cdiv(16, T['c4']), T['c0'], T['c1'], 1, T['c3']], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(2, T['c0']) * _cdiv(4, T['c1']) * _cdiv(64, T['c3']) * _cdiv(16, T['c4']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), states9_ptr=states9, states9_s0=states9.stride(0), states9_s1=states9.stride(1), states9_s2=states9.stride(2), states9_s3=states9.stride(3), states9_s4=states9.stride(4), states9_s5=states9.stride(5), states9_s6=states9.stride(6), states9_s7=states9.stride(7), states10_ptr=states10, states10_s0=states10.stride(0), states10_s1=states10.stride(1), states10_s2=states10.stride(2), states10_s3=states10.stride(3), states10_s4=states10.stride(4), states10_s5=states10.stride(5), states10_s6=states10.stride(6), states10_s7=states10.stride(7), E_c0=2, E_c1=4, E_c3=64, E_c4=16, E_n0=64, F_n0=_pow2(64), T_c0=T['c0'], T_c1=T['c1'], T_c3=T['c3'], T_c4=T['c4'])
    m19 = inputs['v']
    states27 = torch.full([_cdiv(64, T['c3']), _cdiv(16, T['c4']), _pow2(2), _pow2(4), 1, _pow2(64)], float("nan"), dtype=torch.float32, device=device)
    states28 = torch.full([_cdiv(64, T['c3']), _cdiv(16, T['c4']), _pow2(2), _pow2(4), 1, T['c3']], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(64, T['c3']) * _cdiv(16, T['c4']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), states27_ptr=states27, states27_s0=states27.stride(0), states27_s1=states27.stride(1), states27_s2=states27.stride(2), states27_s3=states27.stride(3), states27_s4=states27.stride(4), states27_s5=states27.stride(5), states28_ptr=states28, states28_s0=states28.stride(0), states28_s1=states28.stride(1), states28_s2=states28.stride(2), states28_s3=states28.stride(3), states28_s4=states28.stride(4), states28_s5=states28.stride(5), E_c3=64, E_c4=16, E_n0=64, E_n1=2, E_n2=4, F_n0=_pow2(64), F_n1=_pow2(2), F_n2=_pow2(4), T_c3=T['c3'], T_c4=T['c4'])
    states42 = torch.full([_cdiv(64, T['c3']), _cdiv(16, T['c4']), _pow2(2), _pow2(4), 1, T['c3']], float("nan"), dtype=torch.float32, device=device)
    states43 = torch.full([_cdiv(64, T['c3']), _cdiv(16, T['c4']), _pow2(2), _pow2(4), 1, T['c3']], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(64, T['c3']) * _cdiv(16, T['c4']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), states42_ptr=states42, states42_s0=states42.stride(0), states42_s1=states42.stride(1), states42_s2=states42.stride(2), states42_s3=states42.stride(3), states42_s4=states42.stride(4), states42_s5=states42.stride(5), states43_ptr=states43, states43_s0=states43.stride(0), states43_s1=states43.stride(1), states43_s2=states43.stride(2), states43_s3=states43.stride(3), states43_s4=states43.stride(4), states43_s5=states43.stride(5), E_c3=64, E_c4=16, E_n1=2, E_n2=4, F_n1=_pow2(2), F_n2=_pow2(4), T_c3=T['c3'], T_c4=T['c4'])
    buf57 = torch.full([2, 4, 1, 1], float("nan"), dtype=torch.float32, device=device)
    buf58 = torch.full([2, 4, 1, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(1,)](states27_ptr=states27, states27_s0=states27.stride(0), states27_s1=states27.stride(1), states27_s2=states27.stride(2), states27_s3=states27.stride(3), states27_s4=states27.stride(4), states27_s5=states27.stride(5), states28_ptr=states28, states28_s0=states28.stride(0), states28_s1=states28.stride(1), states28_s2=states28.stride(2), states28_s3=states28.stride(3), states28_s4=states28.stride(4), states28_s5=states28.stride(5), states42_ptr=states42, states42_s0=states42.stride(0), states42_s1=states42.stride(1), states42_s2=states42.stride(2), states42_s3=states42.stride(3), states42_s4=states42.stride(4), states42_s5=states42.stride(5), states43_ptr=states43, states43_s0=states43.stride(0), states43_s1=states43.stride(1), states43_s2=states43.stride(2), states43_s3=states43.stride(3), states43_s4=states43.stride(4), states43_s5=states43.stride(5), m19_ptr=m19, m19_s0=m19.stride(0), m19_s1=m19.stride(1), m19_s2=m19.stride(2), m19_s3=m19.stride(3), buf57_ptr=buf57, buf57_s0=buf57.stride(0), buf57_s1=buf57.stride(1), buf57_s2=buf57.stride(2), buf57_s3=buf57.stride(3), buf58_ptr=buf58, buf58_s0=buf58.stride(0), buf58_s1=buf58.stride(1), buf58_s2=buf58.stride(2), buf58_s3=buf58.stride(3), E_c3=64, E_c4=16, E_n0=64, E_n1=2, E_n2=4, E_n3=16, F_n0=_pow2(64), F_n1=_pow2(2), F_n2=_pow2(4), F_n3=_pow2(16), T_c3=T['c3'], T_c4=T['c4'])
    states69 = torch.full([_cdiv(16, T['c4']), _pow2(2), _pow2(4), 1, _pow2(64)], float("nan"), dtype=torch.float32, device=device)
    states70 = torch.full([_cdiv(16, T['c4']), _pow2(2), _pow2(4), 1, _pow2(64)], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(_cdiv(16, T['c4']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), states69_ptr=states69, states69_s0=states69.stride(0), states69_s1=states69.stride(1), states69_s2=states69.stride(2), states69_s3=states69.stride(3), states69_s4=states69.stride(4), states70_ptr=states70, states70_s0=states70.stride(0), states70_s1=states70.stride(1), states70_s2=states70.stride(2), states70_s3=states70.stride(3), states70_s4=states70.stride(4), E_c4=16, E_n0=64, E_n1=2, E_n2=4, F_n0=_pow2(64), F_n1=_pow2(2), F_n2=_pow2(4), T_c4=T['c4'])
    buf75 = torch.full([2, 4, 1, 64], float("nan"), dtype=torch.float32, device=device)
    buf76 = torch.full([2, 4, 1, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_5[(1,)](states69_ptr=states69, states69_s0=states69.stride(0), states69_s1=states69.stride(1), states69_s2=states69.stride(2), states69_s3=states69.stride(3), states69_s4=states69.stride(4), states70_ptr=states70, states70_s0=states70.stride(0), states70_s1=states70.stride(1), states70_s2=states70.stride(2), states70_s3=states70.stride(3), states70_s4=states70.stride(4), buf75_ptr=buf75, buf75_s0=buf75.stride(0), buf75_s1=buf75.stride(1), buf75_s2=buf75.stride(2), buf75_s3=buf75.stride(3), buf76_ptr=buf76, buf76_s0=buf76.stride(0), buf76_s1=buf76.stride(1), buf76_s2=buf76.stride(2), buf76_s3=buf76.stride(3), E_c4=16, E_n0=64, E_n1=2, E_n2=4, F_n0=_pow2(64), F_n1=_pow2(2), F_n2=_pow2(4), T_c4=T['c4'])
    buf79 = torch.full([2, 4, 1, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_6[(_cdiv(2, T['c0']),)](buf75_ptr=buf75, buf75_s0=buf75.stride(0), buf75_s1=buf75.stride(1), buf75_s2=buf75.stride(2), buf75_s3=buf75.stride(3), buf79_ptr=buf79, buf79_s0=buf79.stride(0), buf79_s1=buf79.stride(1), buf79_s2=buf79.stride(2), buf79_s3=buf79.stride(3), E_c0=2, E_n0=64, E_n2=4, F_n0=_pow2(64), F_n2=_pow2(4), T_c0=T['c0'])
    buf83 = torch.full([2, 4, 1, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_7[(_cdiv(4, T['c1']),)](buf79_ptr=buf79, buf79_s0=buf79.stride(0), buf79_s1=buf79.stride(1), buf79_s2=buf79.stride(2), buf79_s3=buf79.stride(3), buf83_ptr=buf83, buf83_s0=buf83.stride(0), buf83_s1=buf83.stride(1), buf83_s2=buf83.stride(2), buf83_s3=buf83.stride(3), E_c1=4, E_c3=64, E_n1=2, F_n1=_pow2(2), T_c1=T['c1'], T_c3=T['c3'])
    buf91 = torch.full([2, 4, 1, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_8[(_cdiv(4, T['c1']),)](buf83_ptr=buf83, buf83_s0=buf83.stride(0), buf83_s1=buf83.stride(1), buf83_s2=buf83.stride(2), buf83_s3=buf83.stride(3), buf79_ptr=buf79, buf79_s0=buf79.stride(0), buf79_s1=buf79.stride(1), buf79_s2=buf79.stride(2), buf79_s3=buf79.stride(3), buf91_ptr=buf91, buf91_s0=buf91.stride(0), buf91_s1=buf91.stride(1), buf91_s2=buf91.stride(2), buf91_s3=buf91.stride(3), E_c1=4, E_n0=64, E_n1=2, F_n0=_pow2(64), F_n1=_pow2(2), T_c1=T['c1'])
    buf94 = torch.full([2, 4, 1, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_9[(_cdiv(2, T['c0']) * _cdiv(4, T['c1']) * _cdiv(16, T['c2']),)](states9_ptr=states9, states9_s0=states9.stride(0), states9_s1=states9.stride(1), states9_s2=states9.stride(2), states9_s3=states9.stride(3), states9_s4=states9.stride(4), states9_s5=states9.stride(5), states9_s6=states9.stride(6), states9_s7=states9.stride(7), states10_ptr=states10, states10_s0=states10.stride(0), states10_s1=states10.stride(1), states10_s2=states10.stride(2), states10_s3=states10.stride(3), states10_s4=states10.stride(4), states10_s5=states10.stride(5), states10_s6=states10.stride(6), states10_s7=states10.stride(7), m19_ptr=m19, m19_s0=m19.stride(0), m19_s1=m19.stride(1), m19_s2=m19.stride(2), m19_s3=m19.stride(3), buf57_ptr=buf57, buf57_s0=buf57.stride(0), buf57_s1=buf57.stride(1), buf57_s2=buf57.stride(2), buf57_s3=buf57.stride(3), buf91_ptr=buf91, buf91_s0=buf91.stride(0), buf91_s1=buf91.stride(1), buf91_s2=buf91.stride(2), buf91_s3=buf91.stride(3), buf94_ptr=buf94, buf94_s0=buf94.stride(0), buf94_s1=buf94.stride(1), buf94_s2=buf94.stride(2), buf94_s3=buf94.stride(3), E_c0=2, E_c1=4, E_c2=16, E_c3=64, E_c4=16, E_n0=64, F_n0=_pow2(64), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'], T_c3=T['c3'], T_c4=T['c4'])
    return buf94


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
