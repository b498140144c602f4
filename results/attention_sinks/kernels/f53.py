"""attention_sinks [small], candidate 53: 9 kernel(s)

Rendered by EqiForge from candidate 53 of attention_sinks [small]: store(k.3[16]) ; grid(k.2@3) loop(k.3[16]: sum, stored) ; store(k.3[16]) ; grid(k.1@1) loop(k.3[16]: sum, stored) ; grid(k.1@1) ; store(k.3[16]) ; grid() loop(k.2[32]: rescale) {loop(k.3[16]: sum, stored)} ; grid(k.0@0) ; grid(k.1@1) [1 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid k.1@1[2]
    c1: grid k.2@3[32]
    c2: loop k.3[16]
    c3: grid k.0@0[2]
    c4: loop k.2[32]

Run it on its own: `python kernels/f53.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/attention_sinks.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 1, "c1": 16, "c2": 8, "c3": 1, "c4": 16}


@triton.jit
def kernel_0(m14_ptr, m14_s0, m14_s1, m14_s2, m14_s3, m14_s4, m17_ptr, m17_s0, m17_s1, m17_s2, m17_s3, m17_s4, states22_ptr, states22_s0, states22_s1, states22_s2, states22_s3, states22_s4, states22_s5, states22_s6, E_c1, E_c2, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # stores states22: Collect over loop k.3[16]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    t16 = tl.load(m14_ptr + offs_n1[:, None, None, None, None] * m14_s0 + offs_n1[None, :, None, None, None] * m14_s1 + offs_n1[None, None, :, None, None] * m14_s2 + offs_c1[None, None, None, :, None] * m14_s3 + offs_c2[None, None, None, None, :] * m14_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_c1 < E_c1)[None, None, None, :, None] & (offs_c2 < E_c2)[None, None, None, None, :], other=0).to(tl.float32)
    t20 = tl.load(m17_ptr + offs_n1[:, None, None, None, None] * m17_s0 + offs_n1[None, :, None, None, None] * m17_s1 + offs_c2[None, None, None, :, None] * m17_s3 + offs_n0[None, None, None, None, :] * m17_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_c2 < E_c2)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0).to(tl.float32)
    t21 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, None, :], t16, 0.0), 5) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :, None], t20, 0.0), 3), axis=4)
    tl.store(states22_ptr + i_c1 * states22_s0 + i_c2 * states22_s1 + tl.arange(0, F_n1)[:, None, None, None, None] * states22_s2 + tl.arange(0, F_n1)[None, :, None, None, None] * states22_s3 + tl.arange(0, F_n1)[None, None, :, None, None] * states22_s4 + tl.arange(0, T_c1)[None, None, None, :, None] * states22_s5 + tl.arange(0, F_n0)[None, None, None, None, :] * states22_s6 + tl.zeros([F_n1, F_n1, F_n1, T_c1, F_n0], tl.int32), t21)


@triton.jit
def kernel_1(states22_ptr, states22_s0, states22_s1, states22_s2, states22_s3, states22_s4, states22_s5, states22_s6, buf25_ptr, buf25_s0, buf25_s1, buf25_s2, buf25_s3, buf25_s4, E_c1, E_c2, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf25: Combine over grid k.2@3[32]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    acc24 = tl.full([F_n1, F_n1, F_n1, T_c1, F_n0], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t23 = tl.load(states22_ptr + i_c1 * states22_s0 + i_c2 * states22_s1 + tl.arange(0, F_n1)[:, None, None, None, None] * states22_s2 + tl.arange(0, F_n1)[None, :, None, None, None] * states22_s3 + tl.arange(0, F_n1)[None, None, :, None, None] * states22_s4 + tl.arange(0, T_c1)[None, None, None, :, None] * states22_s5 + tl.arange(0, F_n0)[None, None, None, None, :] * states22_s6 + tl.zeros([F_n1, F_n1, F_n1, T_c1, F_n0], tl.int32))
        acc24 = acc24 + t23
    tl.store(buf25_ptr + offs_n1[:, None, None, None, None] * buf25_s0 + offs_n1[None, :, None, None, None] * buf25_s1 + offs_n1[None, None, :, None, None] * buf25_s2 + offs_c1[None, None, None, :, None] * buf25_s3 + offs_n0[None, None, None, None, :] * buf25_s4, acc24, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_c1 < E_c1)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :])


@triton.jit
def kernel_2(m14_ptr, m14_s0, m14_s1, m14_s2, m14_s3, m14_s4, m17_ptr, m17_s0, m17_s1, m17_s2, m17_s3, m17_s4, states41_ptr, states41_s0, states41_s1, states41_s2, states41_s3, states41_s4, states41_s5, states41_s6, E_c0, E_c2, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # stores states41: Collect over loop k.3[16]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    t38 = tl.load(m14_ptr + offs_n1[:, None, None, None, None] * m14_s0 + offs_c0[None, :, None, None, None] * m14_s1 + offs_n1[None, None, :, None, None] * m14_s2 + offs_n0[None, None, None, :, None] * m14_s3 + offs_c2[None, None, None, None, :] * m14_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_c0 < E_c0)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None] & (offs_c2 < E_c2)[None, None, None, None, :], other=0).to(tl.float32)
    t39 = tl.load(m17_ptr + offs_n1[:, None, None, None, None] * m17_s0 + offs_c0[None, :, None, None, None] * m17_s1 + offs_c2[None, None, None, :, None] * m17_s3 + offs_n0[None, None, None, None, :] * m17_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_c0 < E_c0)[None, :, None, None, None] & (offs_c2 < E_c2)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0).to(tl.float32)
    t40 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, None, :], t38, 0.0), 5) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :, None], t39, 0.0), 3), axis=4)
    tl.store(states41_ptr + i_c0 * states41_s0 + i_c2 * states41_s1 + tl.arange(0, F_n1)[:, None, None, None, None] * states41_s2 + tl.arange(0, T_c0)[None, :, None, None, None] * states41_s3 + tl.arange(0, F_n1)[None, None, :, None, None] * states41_s4 + tl.arange(0, F_n0)[None, None, None, :, None] * states41_s5 + tl.arange(0, F_n0)[None, None, None, None, :] * states41_s6 + tl.zeros([F_n1, T_c0, F_n1, F_n0, F_n0], tl.int32), t40)


@triton.jit
def kernel_3(m2_ptr, m2_s0, m2_s1, m2_s2, m2_s3, m2_s4, m7_ptr, m7_s0, m7_s1, m7_s2, m7_s3, m7_s4, states41_ptr, states41_s0, states41_s1, states41_s2, states41_s3, states41_s4, states41_s5, states41_s6, m28_ptr, m28_s0, m28_s1, m28_s2, m28_s3, m28_s4, buf49_ptr, buf49_s0, buf49_s1, buf49_s2, buf49_s3, buf49_s4, E_c0, E_c2, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # writes buf49: Combine over grid k.1@1[2]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t36 = tl.load(m2_ptr + offs_n0[None, None, None, None, :] * m2_s4, mask=(offs_n0 < E_n0)[None, None, None, None, :], other=0)
    t37 = tl.load(m7_ptr + offs_n0[None, None, None, :, None] * m7_s3 + offs_n0[None, None, None, None, :] * m7_s4, mask=(offs_n0 < E_n0)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0)
    acc43 = tl.full([F_n1, T_c0, F_n1, F_n0, F_n0], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t42 = tl.load(states41_ptr + i_c0 * states41_s0 + i_c2 * states41_s1 + tl.arange(0, F_n1)[:, None, None, None, None] * states41_s2 + tl.arange(0, T_c0)[None, :, None, None, None] * states41_s3 + tl.arange(0, F_n1)[None, None, :, None, None] * states41_s4 + tl.arange(0, F_n0)[None, None, None, :, None] * states41_s5 + tl.arange(0, F_n0)[None, None, None, None, :] * states41_s6 + tl.zeros([F_n1, T_c0, F_n1, F_n0, F_n0], tl.int32))
        acc43 = acc43 + t42
    t44 = tl.where(t37, -float("inf"), acc43)
    t45 = tl.load(m28_ptr + offs_n0[None, None, None, :, None] * m28_s3 + offs_n0[None, None, None, None, :] * m28_s4, mask=(offs_n0 < E_n0)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0)
    t46 = tl.where(t45, -float("inf"), t44)
    t47 = tl.where(t36, t44, t46)
    t48 = tl.max(tl.where((offs_n0 < E_n0)[None, None, None, None, :], t47, -float('inf')), axis=4, keep_dims=True)
    tl.store(buf49_ptr + offs_n1[:, None, None, None, None] * buf49_s0 + offs_c0[None, :, None, None, None] * buf49_s1 + offs_n1[None, None, :, None, None] * buf49_s2 + offs_n0[None, None, None, :, None] * buf49_s3, t48, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_c0 < E_c0)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None])


@triton.jit
def kernel_4(buf49_ptr, buf49_s0, buf49_s1, buf49_s2, buf49_s3, buf49_s4, buf52_ptr, buf52_s0, buf52_s1, buf52_s2, buf52_s3, buf52_s4, E_c0, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr):
    # writes buf52: Combine over grid k.1@1[2]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    t50 = tl.load(buf49_ptr + offs_n1[:, None, None, None, None] * buf49_s0 + offs_c0[None, :, None, None, None] * buf49_s1 + offs_n1[None, None, :, None, None] * buf49_s2 + offs_n0[None, None, None, :, None] * buf49_s3, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_c0 < E_c0)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None], other=0).to(tl.float32)
    t51 = (t50) * (0.25)
    tl.store(buf52_ptr + offs_n1[:, None, None, None, None] * buf52_s0 + offs_c0[None, :, None, None, None] * buf52_s1 + offs_n1[None, None, :, None, None] * buf52_s2 + offs_n0[None, None, None, :, None] * buf52_s3, t51, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_c0 < E_c0)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None])


@triton.jit
def kernel_5(m14_ptr, m14_s0, m14_s1, m14_s2, m14_s3, m14_s4, m17_ptr, m17_s0, m17_s1, m17_s2, m17_s3, m17_s4, states65_ptr, states65_s0, states65_s1, states65_s2, states65_s3, states65_s4, states65_s5, states65_s6, E_c2, E_c4, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c2: tl.constexpr, T_c4: tl.constexpr):
    # stores states65: Collect over loop k.3[16]
    pid = tl.program_id(0)
    i_c4 = pid % tl.cdiv(E_c4, T_c4)
    pid = pid // tl.cdiv(E_c4, T_c4)
    offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    t62 = tl.load(m14_ptr + offs_n1[:, None, None, None, None] * m14_s0 + offs_n1[None, :, None, None, None] * m14_s1 + offs_n1[None, None, :, None, None] * m14_s2 + offs_n0[None, None, None, :, None] * m14_s3 + offs_c2[None, None, None, None, :] * m14_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None] & (offs_c2 < E_c2)[None, None, None, None, :], other=0).to(tl.float32)
    t63 = tl.load(m17_ptr + offs_n1[:, None, None, None, None] * m17_s0 + offs_n1[None, :, None, None, None] * m17_s1 + offs_c2[None, None, None, :, None] * m17_s3 + offs_c4[None, None, None, None, :] * m17_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_c2 < E_c2)[None, None, None, :, None] & (offs_c4 < E_c4)[None, None, None, None, :], other=0).to(tl.float32)
    t64 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, None, :], t62, 0.0), 5) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :, None], t63, 0.0), 3), axis=4)
    tl.store(states65_ptr + i_c4 * states65_s0 + i_c2 * states65_s1 + tl.arange(0, F_n1)[:, None, None, None, None] * states65_s2 + tl.arange(0, F_n1)[None, :, None, None, None] * states65_s3 + tl.arange(0, F_n1)[None, None, :, None, None] * states65_s4 + tl.arange(0, F_n0)[None, None, None, :, None] * states65_s5 + tl.arange(0, T_c4)[None, None, None, None, :] * states65_s6 + tl.zeros([F_n1, F_n1, F_n1, F_n0, T_c4], tl.int32), t64)


@triton.jit
def kernel_6(m2_ptr, m2_s0, m2_s1, m2_s2, m2_s3, m2_s4, m7_ptr, m7_s0, m7_s1, m7_s2, m7_s3, m7_s4, states65_ptr, states65_s0, states65_s1, states65_s2, states65_s3, states65_s4, states65_s5, states65_s6, m28_ptr, m28_s0, m28_s1, m28_s2, m28_s3, m28_s4, buf82_ptr, buf82_s0, buf82_s1, buf82_s2, buf82_s3, buf82_s4, buf83_ptr, buf83_s0, buf83_s1, buf83_s2, buf83_s3, buf83_s4, E_c2, E_c4, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c2: tl.constexpr, T_c4: tl.constexpr):
    # writes buf82, buf83: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    acc77 = tl.full([F_n1, F_n1, F_n1, F_n0, 1], -float('inf'), tl.float32)
    acc78 = tl.full([F_n1, F_n1, F_n1, F_n0, 1], 0.0, tl.float32)
    for i_c4 in range(0, tl.cdiv(E_c4, T_c4)):
        offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)

        t60 = tl.load(m2_ptr + offs_c4[None, None, None, None, :] * m2_s4, mask=(offs_c4 < E_c4)[None, None, None, None, :], other=0)
        t61 = tl.load(m7_ptr + offs_n0[None, None, None, :, None] * m7_s3 + offs_c4[None, None, None, None, :] * m7_s4, mask=(offs_n0 < E_n0)[None, None, None, :, None] & (offs_c4 < E_c4)[None, None, None, None, :], other=0)
        acc67 = tl.full([F_n1, F_n1, F_n1, F_n0, T_c4], 0.0, tl.float32)
        for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
            offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

            t66 = tl.load(states65_ptr + i_c4 * states65_s0 + i_c2 * states65_s1 + tl.arange(0, F_n1)[:, None, None, None, None] * states65_s2 + tl.arange(0, F_n1)[None, :, None, None, None] * states65_s3 + tl.arange(0, F_n1)[None, None, :, None, None] * states65_s4 + tl.arange(0, F_n0)[None, None, None, :, None] * states65_s5 + tl.arange(0, T_c4)[None, None, None, None, :] * states65_s6 + tl.zeros([F_n1, F_n1, F_n1, F_n0, T_c4], tl.int32))
            acc67 = acc67 + t66
        t68 = tl.where(t61, -float("inf"), acc67)
        t69 = (t68) * (0.25)
        t70 = tl.load(m28_ptr + offs_n0[None, None, None, :, None] * m28_s3 + offs_c4[None, None, None, None, :] * m28_s4, mask=(offs_n0 < E_n0)[None, None, None, :, None] & (offs_c4 < E_c4)[None, None, None, None, :], other=0)
        t71 = tl.where(t70, -float("inf"), t69)
        t72 = tl.where(t60, t69, t71)
        t73 = tl.max(tl.where((offs_c4 < E_c4)[None, None, None, None, :], t72, -float('inf')), axis=4, keep_dims=True)
        t74 = t72 - (t73)
        t75 = tl.exp(t74)
        t76 = tl.sum(tl.where((offs_c4 < E_c4)[None, None, None, None, :], t75, 0.0), axis=4, keep_dims=True)
        m79 = tl.maximum(acc77, t73)
        r80 = tl.where(acc77 == -float("inf"), 0.0, tl.exp(acc77 - m79))
        r81 = tl.where(t73 == -float("inf"), 0.0, tl.exp(t73 - m79))
        acc78 = tl.where(acc77 == -float("inf"), 0.0, acc78 * r80) + tl.where(t73 == -float("inf"), 0.0, t76 * r81)
        acc77 = m79
    tl.store(buf82_ptr + offs_n1[:, None, None, None, None] * buf82_s0 + offs_n1[None, :, None, None, None] * buf82_s1 + offs_n1[None, None, :, None, None] * buf82_s2 + offs_n0[None, None, None, :, None] * buf82_s3, acc77, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None])
    tl.store(buf83_ptr + offs_n1[:, None, None, None, None] * buf83_s0 + offs_n1[None, :, None, None, None] * buf83_s1 + offs_n1[None, None, :, None, None] * buf83_s2 + offs_n0[None, None, None, :, None] * buf83_s3, acc78, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None])


@triton.jit
def kernel_7(buf83_ptr, buf83_s0, buf83_s1, buf83_s2, buf83_s3, buf83_s4, buf82_ptr, buf82_s0, buf82_s1, buf82_s2, buf82_s3, buf82_s4, m54_ptr, m54_s0, m54_s1, m54_s2, m54_s3, m54_s4, buf91_ptr, buf91_s0, buf91_s1, buf91_s2, buf91_s3, buf91_s4, E_c3, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c3: tl.constexpr):
    # writes buf91: Combine over grid k.0@0[2]
    pid = tl.program_id(0)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    t84 = tl.load(buf83_ptr + offs_c3[:, None, None, None, None] * buf83_s0 + offs_n1[None, :, None, None, None] * buf83_s1 + offs_n1[None, None, :, None, None] * buf83_s2 + offs_n0[None, None, None, :, None] * buf83_s3, mask=(offs_c3 < E_c3)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None], other=0).to(tl.float32)
    t85 = tl.load(buf82_ptr + offs_c3[:, None, None, None, None] * buf82_s0 + offs_n1[None, :, None, None, None] * buf82_s1 + offs_n1[None, None, :, None, None] * buf82_s2 + offs_n0[None, None, None, :, None] * buf82_s3, mask=(offs_c3 < E_c3)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None], other=0).to(tl.float32)
    t86 = tl.load(m54_ptr + offs_n1[None, :, None, None, None] * m54_s1 + offs_n1[None, None, :, None, None] * m54_s2, mask=(offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None], other=0).to(tl.float32)
    t87 = tl.maximum(t85, t86)
    t88 = t85 - (t87)
    t89 = tl.exp(t88)
    t90 = (t84) * (t89)
    tl.store(buf91_ptr + offs_c3[:, None, None, None, None] * buf91_s0 + offs_n1[None, :, None, None, None] * buf91_s1 + offs_n1[None, None, :, None, None] * buf91_s2 + offs_n0[None, None, None, :, None] * buf91_s3, t90, mask=(offs_c3 < E_c3)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None])


@triton.jit
def kernel_8(m2_ptr, m2_s0, m2_s1, m2_s2, m2_s3, m2_s4, m7_ptr, m7_s0, m7_s1, m7_s2, m7_s3, m7_s4, buf25_ptr, buf25_s0, buf25_s1, buf25_s2, buf25_s3, buf25_s4, m28_ptr, m28_s0, m28_s1, m28_s2, m28_s3, m28_s4, buf52_ptr, buf52_s0, buf52_s1, buf52_s2, buf52_s3, buf52_s4, m54_ptr, m54_s0, m54_s1, m54_s2, m54_s3, m54_s4, buf91_ptr, buf91_s0, buf91_s1, buf91_s2, buf91_s3, buf91_s4, m97_ptr, m97_s0, m97_s1, m97_s2, m97_s3, m97_s4, buf101_ptr, buf101_s0, buf101_s1, buf101_s2, buf101_s3, buf101_s4, E_c0, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr):
    # writes buf101: Combine over grid k.1@1[2]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t6 = tl.load(m2_ptr + offs_n0[None, None, None, None, :] * m2_s4, mask=(offs_n0 < E_n0)[None, None, None, None, :], other=0)
    t13 = tl.load(m7_ptr + offs_n0[None, None, None, :, None] * m7_s3 + offs_n0[None, None, None, None, :] * m7_s4, mask=(offs_n0 < E_n0)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0)
    t26 = tl.load(buf25_ptr + offs_n1[:, None, None, None, None] * buf25_s0 + offs_c0[None, :, None, None, None] * buf25_s1 + offs_n1[None, None, :, None, None] * buf25_s2 + offs_n0[None, None, None, :, None] * buf25_s3 + offs_n0[None, None, None, None, :] * buf25_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_c0 < E_c0)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0).to(tl.float32)
    t27 = tl.where(t13, -float("inf"), t26)
    t32 = tl.load(m28_ptr + offs_n0[None, None, None, :, None] * m28_s3 + offs_n0[None, None, None, None, :] * m28_s4, mask=(offs_n0 < E_n0)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0)
    t33 = tl.where(t32, -float("inf"), t27)
    t34 = tl.where(t6, t27, t33)
    t35 = (t34) * (0.25)
    t53 = tl.load(buf52_ptr + offs_n1[:, None, None, None, None] * buf52_s0 + offs_c0[None, :, None, None, None] * buf52_s1 + offs_n1[None, None, :, None, None] * buf52_s2 + offs_n0[None, None, None, :, None] * buf52_s3, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_c0 < E_c0)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None], other=0).to(tl.float32)
    t56 = tl.load(m54_ptr + offs_c0[None, :, None, None, None] * m54_s1 + offs_n1[None, None, :, None, None] * m54_s2, mask=(offs_c0 < E_c0)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None], other=0).to(tl.float32)
    t57 = tl.maximum(t53, t56)
    t58 = t35 - (t57)
    t59 = tl.exp(t58)
    t92 = tl.load(buf91_ptr + offs_n1[:, None, None, None, None] * buf91_s0 + offs_c0[None, :, None, None, None] * buf91_s1 + offs_n1[None, None, :, None, None] * buf91_s2 + offs_n0[None, None, None, :, None] * buf91_s3, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_c0 < E_c0)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None], other=0).to(tl.float32)
    t93 = t56 - (t57)
    t94 = tl.exp(t93)
    t95 = t92 + t94
    t96 = (t59) / (t95)
    t99 = tl.load(m97_ptr + offs_n1[:, None, None, None, None] * m97_s0 + offs_c0[None, :, None, None, None] * m97_s1 + offs_n0[None, None, None, :, None] * m97_s3 + offs_n2[None, None, None, None, :] * m97_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_c0 < E_c0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :], other=0).to(tl.float32)
    t100 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, None, None, :], t96, 0.0), 5) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, None, :, None], t99, 0.0), 3), axis=4)
    tl.store(buf101_ptr + offs_n1[:, None, None, None, None] * buf101_s0 + offs_c0[None, :, None, None, None] * buf101_s1 + offs_n1[None, None, :, None, None] * buf101_s2 + offs_n0[None, None, None, :, None] * buf101_s3 + offs_n2[None, None, None, None, :] * buf101_s4, t100, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_c0 < E_c0)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :])


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
    states22 = torch.full([_cdiv(32, T['c1']), _cdiv(16, T['c2']), _pow2(2), _pow2(2), _pow2(2), T['c1'], _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(32, T['c1']) * _cdiv(16, T['c2']),)](m14_ptr=m14, m14_s0=m14.stride(0), m14_s1=m14.stride(1), m14_s2=m14.stride(2), m14_s3=m14.stride(3), m14_s4=m14.stride(4), m17_ptr=m17, m17_s0=m17.stride(0), m17_s1=m17.stride(1), m17_s2=m17.stride(2), m17_s3=m17.stride(3), m17_s4=m17.stride(4), states22_ptr=states22, states22_s0=states22.stride(0), states22_s1=states22.stride(1), states22_s2=states22.stride(2), states22_s3=states22.stride(3), states22_s4=states22.stride(4), states22_s5=states22.stride(5), states22_s6=states22.stride(6), E_c1=32, E_c2=16, E_n0=32, E_n1=2, F_n0=_pow2(32), F_n1=_pow2(2), T_c1=T['c1'], T_c2=T['c2'])
    buf25 = torch.full([2, 2, 2, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(32, T['c1']),)](states22_ptr=states22, states22_s0=states22.stride(0), states22_s1=states22.stride(1), states22_s2=states22.stride(2), states22_s3=states22.stride(3), states22_s4=states22.stride(4), states22_s5=states22.stride(5), states22_s6=states22.stride(6), buf25_ptr=buf25, buf25_s0=buf25.stride(0), buf25_s1=buf25.stride(1), buf25_s2=buf25.stride(2), buf25_s3=buf25.stride(3), buf25_s4=buf25.stride(4), E_c1=32, E_c2=16, E_n0=32, E_n1=2, F_n0=_pow2(32), F_n1=_pow2(2), T_c1=T['c1'], T_c2=T['c2'])
    m30 = _BINARY["Sub"](m10, m9)
    m31 = torch.tensor(8.0, dtype=torch.float32, device=device)
    m29 = _BINARY["Ge"](m30, m31)
    m28 = m29.reshape([1, 1, 1, 32, 32])
    states41 = torch.full([_cdiv(2, T['c0']), _cdiv(16, T['c2']), _pow2(2), T['c0'], _pow2(2), _pow2(32), _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(2, T['c0']) * _cdiv(16, T['c2']),)](m14_ptr=m14, m14_s0=m14.stride(0), m14_s1=m14.stride(1), m14_s2=m14.stride(2), m14_s3=m14.stride(3), m14_s4=m14.stride(4), m17_ptr=m17, m17_s0=m17.stride(0), m17_s1=m17.stride(1), m17_s2=m17.stride(2), m17_s3=m17.stride(3), m17_s4=m17.stride(4), states41_ptr=states41, states41_s0=states41.stride(0), states41_s1=states41.stride(1), states41_s2=states41.stride(2), states41_s3=states41.stride(3), states41_s4=states41.stride(4), states41_s5=states41.stride(5), states41_s6=states41.stride(6), E_c0=2, E_c2=16, E_n0=32, E_n1=2, F_n0=_pow2(32), F_n1=_pow2(2), T_c0=T['c0'], T_c2=T['c2'])
    buf49 = torch.full([2, 2, 2, 32, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(2, T['c0']),)](m2_ptr=m2, m2_s0=m2.stride(0), m2_s1=m2.stride(1), m2_s2=m2.stride(2), m2_s3=m2.stride(3), m2_s4=m2.stride(4), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), m7_s2=m7.stride(2), m7_s3=m7.stride(3), m7_s4=m7.stride(4), states41_ptr=states41, states41_s0=states41.stride(0), states41_s1=states41.stride(1), states41_s2=states41.stride(2), states41_s3=states41.stride(3), states41_s4=states41.stride(4), states41_s5=states41.stride(5), states41_s6=states41.stride(6), m28_ptr=m28, m28_s0=m28.stride(0), m28_s1=m28.stride(1), m28_s2=m28.stride(2), m28_s3=m28.stride(3), m28_s4=m28.stride(4), buf49_ptr=buf49, buf49_s0=buf49.stride(0), buf49_s1=buf49.stride(1), buf49_s2=buf49.stride(2), buf49_s3=buf49.stride(3), buf49_s4=buf49.stride(4), E_c0=2, E_c2=16, E_n0=32, E_n1=2, F_n0=_pow2(32), F_n1=_pow2(2), T_c0=T['c0'], T_c2=T['c2'])
    buf52 = torch.full([2, 2, 2, 32, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(_cdiv(2, T['c0']),)](buf49_ptr=buf49, buf49_s0=buf49.stride(0), buf49_s1=buf49.stride(1), buf49_s2=buf49.stride(2), buf49_s3=buf49.stride(3), buf49_s4=buf49.stride(4), buf52_ptr=buf52, buf52_s0=buf52.stride(0), buf52_s1=buf52.stride(1), buf52_s2=buf52.stride(2), buf52_s3=buf52.stride(3), buf52_s4=buf52.stride(4), E_c0=2, E_n0=32, E_n1=2, F_n0=_pow2(32), F_n1=_pow2(2), T_c0=T['c0'])
    m55 = inputs['sinks']
    m54 = m55.reshape([1, 2, 2, 1, 1])
    states65 = torch.full([_cdiv(32, T['c4']), _cdiv(16, T['c2']), _pow2(2), _pow2(2), _pow2(2), _pow2(32), T['c4']], float("nan"), dtype=torch.float32, device=device)
    kernel_5[(_cdiv(32, T['c4']) * _cdiv(16, T['c2']),)](m14_ptr=m14, m14_s0=m14.stride(0), m14_s1=m14.stride(1), m14_s2=m14.stride(2), m14_s3=m14.stride(3), m14_s4=m14.stride(4), m17_ptr=m17, m17_s0=m17.stride(0), m17_s1=m17.stride(1), m17_s2=m17.stride(2), m17_s3=m17.stride(3), m17_s4=m17.stride(4), states65_ptr=states65, states65_s0=states65.stride(0), states65_s1=states65.stride(1), states65_s2=states65.stride(2), states65_s3=states65.stride(3), states65_s4=states65.stride(4), states65_s5=states65.stride(5), states65_s6=states65.stride(6), E_c2=16, E_c4=32, E_n0=32, E_n1=2, F_n0=_pow2(32), F_n1=_pow2(2), T_c2=T['c2'], T_c4=T['c4'])
    buf82 = torch.full([2, 2, 2, 32, 1], float("nan"), dtype=torch.float32, device=device)
    buf83 = torch.full([2, 2, 2, 32, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_6[(1,)](m2_ptr=m2, m2_s0=m2.stride(0), m2_s1=m2.stride(1), m2_s2=m2.stride(2), m2_s3=m2.stride(3), m2_s4=m2.stride(4), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), m7_s2=m7.stride(2), m7_s3=m7.stride(3), m7_s4=m7.stride(4), states65_ptr=states65, states65_s0=states65.stride(0), states65_s1=states65.stride(1), states65_s2=states65.stride(2), states65_s3=states65.stride(3), states65_s4=states65.stride(4), states65_s5=states65.stride(5), states65_s6=states65.stride(6), m28_ptr=m28, m28_s0=m28.stride(0), m28_s1=m28.stride(1), m28_s2=m28.stride(2), m28_s3=m28.stride(3), m28_s4=m28.stride(4), buf82_ptr=buf82, buf82_s0=buf82.stride(0), buf82_s1=buf82.stride(1), buf82_s2=buf82.stride(2), buf82_s3=buf82.stride(3), buf82_s4=buf82.stride(4), buf83_ptr=buf83, buf83_s0=buf83.stride(0), buf83_s1=buf83.stride(1), buf83_s2=buf83.stride(2), buf83_s3=buf83.stride(3), buf83_s4=buf83.stride(4), E_c2=16, E_c4=32, E_n0=32, E_n1=2, F_n0=_pow2(32), F_n1=_pow2(2), T_c2=T['c2'], T_c4=T['c4'])
    buf91 = torch.full([2, 2, 2, 32, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_7[(_cdiv(2, T['c3']),)](buf83_ptr=buf83, buf83_s0=buf83.stride(0), buf83_s1=buf83.stride(1), buf83_s2=buf83.stride(2), buf83_s3=buf83.stride(3), buf83_s4=buf83.stride(4), buf82_ptr=buf82, buf82_s0=buf82.stride(0), buf82_s1=buf82.stride(1), buf82_s2=buf82.stride(2), buf82_s3=buf82.stride(3), buf82_s4=buf82.stride(4), m54_ptr=m54, m54_s0=m54.stride(0), m54_s1=m54.stride(1), m54_s2=m54.stride(2), m54_s3=m54.stride(3), m54_s4=m54.stride(4), buf91_ptr=buf91, buf91_s0=buf91.stride(0), buf91_s1=buf91.stride(1), buf91_s2=buf91.stride(2), buf91_s3=buf91.stride(3), buf91_s4=buf91.stride(4), E_c3=2, E_n0=32, E_n1=2, F_n0=_pow2(32), F_n1=_pow2(2), T_c3=T['c3'])
    m98 = inputs['v']
    m97 = m98.reshape([2, 2, 1, 32, 16])
    buf101 = torch.full([2, 2, 2, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_8[(_cdiv(2, T['c0']),)](m2_ptr=m2, m2_s0=m2.stride(0), m2_s1=m2.stride(1), m2_s2=m2.stride(2), m2_s3=m2.stride(3), m2_s4=m2.stride(4), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), m7_s2=m7.stride(2), m7_s3=m7.stride(3), m7_s4=m7.stride(4), buf25_ptr=buf25, buf25_s0=buf25.stride(0), buf25_s1=buf25.stride(1), buf25_s2=buf25.stride(2), buf25_s3=buf25.stride(3), buf25_s4=buf25.stride(4), m28_ptr=m28, m28_s0=m28.stride(0), m28_s1=m28.stride(1), m28_s2=m28.stride(2), m28_s3=m28.stride(3), m28_s4=m28.stride(4), buf52_ptr=buf52, buf52_s0=buf52.stride(0), buf52_s1=buf52.stride(1), buf52_s2=buf52.stride(2), buf52_s3=buf52.stride(3), buf52_s4=buf52.stride(4), m54_ptr=m54, m54_s0=m54.stride(0), m54_s1=m54.stride(1), m54_s2=m54.stride(2), m54_s3=m54.stride(3), m54_s4=m54.stride(4), buf91_ptr=buf91, buf91_s0=buf91.stride(0), buf91_s1=buf91.stride(1), buf91_s2=buf91.stride(2), buf91_s3=buf91.stride(3), buf91_s4=buf91.stride(4), m97_ptr=m97, m97_s0=m97.stride(0), m97_s1=m97.stride(1), m97_s2=m97.stride(2), m97_s3=m97.stride(3), m97_s4=m97.stride(4), buf101_ptr=buf101, buf101_s0=buf101.stride(0), buf101_s1=buf101.stride(1), buf101_s2=buf101.stride(2), buf101_s3=buf101.stride(3), buf101_s4=buf101.stride(4), E_c0=2, E_n0=32, E_n1=2, E_n2=16, F_n0=_pow2(32), F_n1=_pow2(2), F_n2=_pow2(16), T_c0=T['c0'])
    m1 = buf101.reshape([2, 4, 32, 16])
    return m1


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
