"""attention_sinks [small], candidate 60: 10 kernel(s)

Rendered by EqiForge from candidate 60 of attention_sinks [small]: store(k.3[16]) ; grid(k.2@3) loop(k.3[16]: sum, stored) ; store(k.3[16]) ; store(k.2[32]) loop(k.3[16]: sum, stored) ; store(k.3[16]) ; store(k.2[32]) loop(k.3[16]: sum, stored) ; grid(k.2@3) loop(k.3[16]: sum, stored) ; store(k.2[32]) loop(k.3[16]: sum, stored) ; grid(k.1@1) loop(k.2[32]: rescale, stored) loop(k.2[32]: rescale, stored) ; grid(k.2@3) loop(k.2[32]: rescale, stored) [1 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid k.2@3[32]
    c1: loop k.3[16]
    c2: loop k.2[32]
    c3: grid k.1@1[2]

Run it on its own: `python kernels/f60.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/attention_sinks.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 16, "c1": 8, "c2": 16, "c3": 1}


@triton.jit
def kernel_0(m14_ptr, m14_s0, m14_s1, m14_s2, m14_s3, m14_s4, m17_ptr, m17_s0, m17_s1, m17_s2, m17_s3, m17_s4, states22_ptr, states22_s0, states22_s1, states22_s2, states22_s3, states22_s4, states22_s5, states22_s6, E_c0, E_c1, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # stores states22: Collect over loop k.3[16]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    t16 = tl.load(m14_ptr + offs_n1[:, None, None, None, None] * m14_s0 + offs_n1[None, :, None, None, None] * m14_s1 + offs_n1[None, None, :, None, None] * m14_s2 + offs_c0[None, None, None, :, None] * m14_s3 + offs_c1[None, None, None, None, :] * m14_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_c0 < E_c0)[None, None, None, :, None] & (offs_c1 < E_c1)[None, None, None, None, :], other=0).to(tl.float32)
    t20 = tl.load(m17_ptr + offs_n1[:, None, None, None, None] * m17_s0 + offs_n1[None, :, None, None, None] * m17_s1 + offs_c1[None, None, None, :, None] * m17_s3 + offs_n0[None, None, None, None, :] * m17_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_c1 < E_c1)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0).to(tl.float32)
    t21 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, None, :], t16, 0.0), 5) * tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, :, None], t20, 0.0), 3), axis=4)
    tl.store(states22_ptr + i_c0 * states22_s0 + i_c1 * states22_s1 + tl.arange(0, F_n1)[:, None, None, None, None] * states22_s2 + tl.arange(0, F_n1)[None, :, None, None, None] * states22_s3 + tl.arange(0, F_n1)[None, None, :, None, None] * states22_s4 + tl.arange(0, T_c0)[None, None, None, :, None] * states22_s5 + tl.arange(0, F_n0)[None, None, None, None, :] * states22_s6 + tl.zeros([F_n1, F_n1, F_n1, T_c0, F_n0], tl.int32), t21)


@triton.jit
def kernel_1(states22_ptr, states22_s0, states22_s1, states22_s2, states22_s3, states22_s4, states22_s5, states22_s6, buf25_ptr, buf25_s0, buf25_s1, buf25_s2, buf25_s3, buf25_s4, E_c0, E_c1, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf25: Combine over grid k.2@3[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    acc24 = tl.full([F_n1, F_n1, F_n1, T_c0, F_n0], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t23 = tl.load(states22_ptr + i_c0 * states22_s0 + i_c1 * states22_s1 + tl.arange(0, F_n1)[:, None, None, None, None] * states22_s2 + tl.arange(0, F_n1)[None, :, None, None, None] * states22_s3 + tl.arange(0, F_n1)[None, None, :, None, None] * states22_s4 + tl.arange(0, T_c0)[None, None, None, :, None] * states22_s5 + tl.arange(0, F_n0)[None, None, None, None, :] * states22_s6 + tl.zeros([F_n1, F_n1, F_n1, T_c0, F_n0], tl.int32))
        acc24 = acc24 + t23
    tl.store(buf25_ptr + offs_n1[:, None, None, None, None] * buf25_s0 + offs_n1[None, :, None, None, None] * buf25_s1 + offs_n1[None, None, :, None, None] * buf25_s2 + offs_c0[None, None, None, :, None] * buf25_s3 + offs_n0[None, None, None, None, :] * buf25_s4, acc24, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_c0 < E_c0)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :])


@triton.jit
def kernel_2(m14_ptr, m14_s0, m14_s1, m14_s2, m14_s3, m14_s4, m17_ptr, m17_s0, m17_s1, m17_s2, m17_s3, m17_s4, states48_ptr, states48_s0, states48_s1, states48_s2, states48_s3, states48_s4, states48_s5, states48_s6, states48_s7, E_c0, E_c1, E_c2, E_n1, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # stores states48: Collect over loop k.3[16]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    t45 = tl.load(m14_ptr + offs_n1[:, None, None, None, None] * m14_s0 + offs_n1[None, :, None, None, None] * m14_s1 + offs_n1[None, None, :, None, None] * m14_s2 + offs_c0[None, None, None, :, None] * m14_s3 + offs_c1[None, None, None, None, :] * m14_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_c0 < E_c0)[None, None, None, :, None] & (offs_c1 < E_c1)[None, None, None, None, :], other=0).to(tl.float32)
    t46 = tl.load(m17_ptr + offs_n1[:, None, None, None, None] * m17_s0 + offs_n1[None, :, None, None, None] * m17_s1 + offs_c1[None, None, None, :, None] * m17_s3 + offs_c2[None, None, None, None, :] * m17_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_c1 < E_c1)[None, None, None, :, None] & (offs_c2 < E_c2)[None, None, None, None, :], other=0).to(tl.float32)
    t47 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, None, :], t45, 0.0), 5) * tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, :, None], t46, 0.0), 3), axis=4)
    tl.store(states48_ptr + i_c0 * states48_s0 + i_c2 * states48_s1 + i_c1 * states48_s2 + tl.arange(0, F_n1)[:, None, None, None, None] * states48_s3 + tl.arange(0, F_n1)[None, :, None, None, None] * states48_s4 + tl.arange(0, F_n1)[None, None, :, None, None] * states48_s5 + tl.arange(0, T_c0)[None, None, None, :, None] * states48_s6 + tl.arange(0, T_c2)[None, None, None, None, :] * states48_s7 + tl.zeros([F_n1, F_n1, F_n1, T_c0, T_c2], tl.int32), t47)


@triton.jit
def kernel_3(m41_ptr, m41_s0, m41_s1, m41_s2, m41_s3, m41_s4, m7_ptr, m7_s0, m7_s1, m7_s2, m7_s3, m7_s4, states48_ptr, states48_s0, states48_s1, states48_s2, states48_s3, states48_s4, states48_s5, states48_s6, states48_s7, m28_ptr, m28_s0, m28_s1, m28_s2, m28_s3, m28_s4, states61_ptr, states61_s0, states61_s1, states61_s2, states61_s3, states61_s4, states61_s5, states61_s6, states62_ptr, states62_s0, states62_s1, states62_s2, states62_s3, states62_s4, states62_s5, states62_s6, E_c0, E_c1, E_c2, E_n1, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # stores states61, states62: Collect over loop k.2[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    t43 = tl.load(m41_ptr + offs_c2[None, None, None, None, :] * m41_s4, mask=(offs_c2 < E_c2)[None, None, None, None, :], other=0)
    t44 = tl.load(m7_ptr + offs_c0[None, None, None, :, None] * m7_s3 + offs_c2[None, None, None, None, :] * m7_s4, mask=(offs_c0 < E_c0)[None, None, None, :, None] & (offs_c2 < E_c2)[None, None, None, None, :], other=0)
    acc50 = tl.full([F_n1, F_n1, F_n1, T_c0, T_c2], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t49 = tl.load(states48_ptr + i_c0 * states48_s0 + i_c2 * states48_s1 + i_c1 * states48_s2 + tl.arange(0, F_n1)[:, None, None, None, None] * states48_s3 + tl.arange(0, F_n1)[None, :, None, None, None] * states48_s4 + tl.arange(0, F_n1)[None, None, :, None, None] * states48_s5 + tl.arange(0, T_c0)[None, None, None, :, None] * states48_s6 + tl.arange(0, T_c2)[None, None, None, None, :] * states48_s7 + tl.zeros([F_n1, F_n1, F_n1, T_c0, T_c2], tl.int32))
        acc50 = acc50 + t49
    t51 = tl.where(t44, -float("inf"), acc50)
    t52 = tl.load(m28_ptr + offs_c0[None, None, None, :, None] * m28_s3 + offs_c2[None, None, None, None, :] * m28_s4, mask=(offs_c0 < E_c0)[None, None, None, :, None] & (offs_c2 < E_c2)[None, None, None, None, :], other=0)
    t53 = tl.where(t52, -float("inf"), t51)
    t54 = tl.where(t43, t51, t53)
    t55 = tl.max(tl.where((offs_c2 < E_c2)[None, None, None, None, :], t54, -float('inf')), axis=4, keep_dims=True)
    t56 = (t55) * (0.25)
    t57 = (t54) * (0.25)
    t58 = t57 - (t56)
    t59 = tl.exp(t58)
    t60 = tl.sum(tl.where((offs_c2 < E_c2)[None, None, None, None, :], t59, 0.0), axis=4, keep_dims=True)
    tl.store(states61_ptr + i_c0 * states61_s0 + i_c2 * states61_s1 + tl.arange(0, F_n1)[:, None, None, None, None] * states61_s2 + tl.arange(0, F_n1)[None, :, None, None, None] * states61_s3 + tl.arange(0, F_n1)[None, None, :, None, None] * states61_s4 + tl.arange(0, T_c0)[None, None, None, :, None] * states61_s5 + tl.zeros([F_n1, F_n1, F_n1, T_c0, 1], tl.int32), t56)
    tl.store(states62_ptr + i_c0 * states62_s0 + i_c2 * states62_s1 + tl.arange(0, F_n1)[:, None, None, None, None] * states62_s2 + tl.arange(0, F_n1)[None, :, None, None, None] * states62_s3 + tl.arange(0, F_n1)[None, None, :, None, None] * states62_s4 + tl.arange(0, T_c0)[None, None, None, :, None] * states62_s5 + tl.zeros([F_n1, F_n1, F_n1, T_c0, 1], tl.int32), t60)


@triton.jit
def kernel_4(m14_ptr, m14_s0, m14_s1, m14_s2, m14_s3, m14_s4, m17_ptr, m17_s0, m17_s1, m17_s2, m17_s3, m17_s4, states82_ptr, states82_s0, states82_s1, states82_s2, states82_s3, states82_s4, states82_s5, states82_s6, states82_s7, E_c1, E_c2, E_c3, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # stores states82: Collect over loop k.3[16]
    pid = tl.program_id(0)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    t79 = tl.load(m14_ptr + offs_n1[:, None, None, None, None] * m14_s0 + offs_c3[None, :, None, None, None] * m14_s1 + offs_n1[None, None, :, None, None] * m14_s2 + offs_n0[None, None, None, :, None] * m14_s3 + offs_c1[None, None, None, None, :] * m14_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_c3 < E_c3)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None] & (offs_c1 < E_c1)[None, None, None, None, :], other=0).to(tl.float32)
    t80 = tl.load(m17_ptr + offs_n1[:, None, None, None, None] * m17_s0 + offs_c3[None, :, None, None, None] * m17_s1 + offs_c1[None, None, None, :, None] * m17_s3 + offs_c2[None, None, None, None, :] * m17_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_c3 < E_c3)[None, :, None, None, None] & (offs_c1 < E_c1)[None, None, None, :, None] & (offs_c2 < E_c2)[None, None, None, None, :], other=0).to(tl.float32)
    t81 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, None, :], t79, 0.0), 5) * tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, :, None], t80, 0.0), 3), axis=4)
    tl.store(states82_ptr + i_c3 * states82_s0 + i_c2 * states82_s1 + i_c1 * states82_s2 + tl.arange(0, F_n1)[:, None, None, None, None] * states82_s3 + tl.arange(0, T_c3)[None, :, None, None, None] * states82_s4 + tl.arange(0, F_n1)[None, None, :, None, None] * states82_s5 + tl.arange(0, F_n0)[None, None, None, :, None] * states82_s6 + tl.arange(0, T_c2)[None, None, None, None, :] * states82_s7 + tl.zeros([F_n1, T_c3, F_n1, F_n0, T_c2], tl.int32), t81)


@triton.jit
def kernel_5(m41_ptr, m41_s0, m41_s1, m41_s2, m41_s3, m41_s4, m7_ptr, m7_s0, m7_s1, m7_s2, m7_s3, m7_s4, states82_ptr, states82_s0, states82_s1, states82_s2, states82_s3, states82_s4, states82_s5, states82_s6, states82_s7, m28_ptr, m28_s0, m28_s1, m28_s2, m28_s3, m28_s4, m37_ptr, m37_s0, m37_s1, m37_s2, m37_s3, m37_s4, states103_ptr, states103_s0, states103_s1, states103_s2, states103_s3, states103_s4, states103_s5, states103_s6, states104_ptr, states104_s0, states104_s1, states104_s2, states104_s3, states104_s4, states104_s5, states104_s6, states105_ptr, states105_s0, states105_s1, states105_s2, states105_s3, states105_s4, states105_s5, states105_s6, E_c1, E_c2, E_c3, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # stores states103, states104, states105: Collect over loop k.2[32]
    pid = tl.program_id(0)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t77 = tl.load(m41_ptr + offs_c2[None, None, None, None, :] * m41_s4, mask=(offs_c2 < E_c2)[None, None, None, None, :], other=0)
    t78 = tl.load(m7_ptr + offs_n0[None, None, None, :, None] * m7_s3 + offs_c2[None, None, None, None, :] * m7_s4, mask=(offs_n0 < E_n0)[None, None, None, :, None] & (offs_c2 < E_c2)[None, None, None, None, :], other=0)
    acc84 = tl.full([F_n1, T_c3, F_n1, F_n0, T_c2], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t83 = tl.load(states82_ptr + i_c3 * states82_s0 + i_c2 * states82_s1 + i_c1 * states82_s2 + tl.arange(0, F_n1)[:, None, None, None, None] * states82_s3 + tl.arange(0, T_c3)[None, :, None, None, None] * states82_s4 + tl.arange(0, F_n1)[None, None, :, None, None] * states82_s5 + tl.arange(0, F_n0)[None, None, None, :, None] * states82_s6 + tl.arange(0, T_c2)[None, None, None, None, :] * states82_s7 + tl.zeros([F_n1, T_c3, F_n1, F_n0, T_c2], tl.int32))
        acc84 = acc84 + t83
    t85 = tl.where(t78, -float("inf"), acc84)
    t86 = tl.load(m28_ptr + offs_n0[None, None, None, :, None] * m28_s3 + offs_c2[None, None, None, None, :] * m28_s4, mask=(offs_n0 < E_n0)[None, None, None, :, None] & (offs_c2 < E_c2)[None, None, None, None, :], other=0)
    t87 = tl.where(t86, -float("inf"), t85)
    t88 = tl.where(t77, t85, t87)
    t89 = tl.max(tl.where((offs_c2 < E_c2)[None, None, None, None, :], t88, -float('inf')), axis=4, keep_dims=True)
    t90 = (t89) * (0.25)
    t91 = (t85) * (0.25)
    t92 = tl.where(t86, -float("inf"), t91)
    t93 = tl.where(t77, t91, t92)
    t94 = t93 - (t90)
    t95 = tl.exp(t94)
    t96 = tl.sum(tl.where((offs_c2 < E_c2)[None, None, None, None, :], t95, 0.0), axis=4, keep_dims=True)
    t97 = tl.exp(t93)
    t98 = tl.load(m37_ptr + offs_n1[:, None, None, None, None] * m37_s0 + offs_c3[None, :, None, None, None] * m37_s1 + offs_c2[None, None, None, :, None] * m37_s3 + offs_n2[None, None, None, None, :] * m37_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_c3 < E_c3)[None, :, None, None, None] & (offs_c2 < E_c2)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :], other=0).to(tl.float32)
    t99 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, None, :], t97, 0.0), 5) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :, None], t98, 0.0), 3), axis=4)
    t100 = tl.exp(t90)
    t101 = 1.0 / (t100)
    t102 = (t99) * (t101)
    tl.store(states103_ptr + i_c3 * states103_s0 + i_c2 * states103_s1 + tl.arange(0, F_n1)[:, None, None, None, None] * states103_s2 + tl.arange(0, T_c3)[None, :, None, None, None] * states103_s3 + tl.arange(0, F_n1)[None, None, :, None, None] * states103_s4 + tl.arange(0, F_n0)[None, None, None, :, None] * states103_s5 + tl.zeros([F_n1, T_c3, F_n1, F_n0, 1], tl.int32), t90)
    tl.store(states104_ptr + i_c3 * states104_s0 + i_c2 * states104_s1 + tl.arange(0, F_n1)[:, None, None, None, None] * states104_s2 + tl.arange(0, T_c3)[None, :, None, None, None] * states104_s3 + tl.arange(0, F_n1)[None, None, :, None, None] * states104_s4 + tl.arange(0, F_n0)[None, None, None, :, None] * states104_s5 + tl.zeros([F_n1, T_c3, F_n1, F_n0, 1], tl.int32), t96)
    tl.store(states105_ptr + i_c3 * states105_s0 + i_c2 * states105_s1 + tl.arange(0, F_n1)[:, None, None, None, None] * states105_s2 + tl.arange(0, T_c3)[None, :, None, None, None] * states105_s3 + tl.arange(0, F_n1)[None, None, :, None, None] * states105_s4 + tl.arange(0, F_n0)[None, None, None, :, None] * states105_s5 + tl.arange(0, F_n2)[None, None, None, None, :] * states105_s6 + tl.zeros([F_n1, T_c3, F_n1, F_n0, F_n2], tl.int32), t102)


@triton.jit
def kernel_6(states22_ptr, states22_s0, states22_s1, states22_s2, states22_s3, states22_s4, states22_s5, states22_s6, buf128_ptr, buf128_s0, buf128_s1, buf128_s2, buf128_s3, buf128_s4, E_c0, E_c1, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf128: Combine over grid k.2@3[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    acc126 = tl.full([F_n1, F_n1, F_n1, T_c0, F_n0], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t125 = tl.load(states22_ptr + i_c0 * states22_s0 + i_c1 * states22_s1 + tl.arange(0, F_n1)[:, None, None, None, None] * states22_s2 + tl.arange(0, F_n1)[None, :, None, None, None] * states22_s3 + tl.arange(0, F_n1)[None, None, :, None, None] * states22_s4 + tl.arange(0, T_c0)[None, None, None, :, None] * states22_s5 + tl.arange(0, F_n0)[None, None, None, None, :] * states22_s6 + tl.zeros([F_n1, F_n1, F_n1, T_c0, F_n0], tl.int32))
        acc126 = acc126 + t125
    t127 = (acc126) * (0.25)
    tl.store(buf128_ptr + offs_n1[:, None, None, None, None] * buf128_s0 + offs_n1[None, :, None, None, None] * buf128_s1 + offs_n1[None, None, :, None, None] * buf128_s2 + offs_c0[None, None, None, :, None] * buf128_s3 + offs_n0[None, None, None, None, :] * buf128_s4, t127, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_c0 < E_c0)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :])


@triton.jit
def kernel_7(m41_ptr, m41_s0, m41_s1, m41_s2, m41_s3, m41_s4, m7_ptr, m7_s0, m7_s1, m7_s2, m7_s3, m7_s4, states82_ptr, states82_s0, states82_s1, states82_s2, states82_s3, states82_s4, states82_s5, states82_s6, states82_s7, m28_ptr, m28_s0, m28_s1, m28_s2, m28_s3, m28_s4, buf128_ptr, buf128_s0, buf128_s1, buf128_s2, buf128_s3, buf128_s4, m37_ptr, m37_s0, m37_s1, m37_s2, m37_s3, m37_s4, states139_ptr, states139_s0, states139_s1, states139_s2, states139_s3, states139_s4, states139_s5, states139_s6, states140_ptr, states140_s0, states140_s1, states140_s2, states140_s3, states140_s4, states140_s5, states140_s6, E_c1, E_c2, E_c3, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # stores states139, states140: Collect over loop k.2[32]
    pid = tl.program_id(0)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t115 = tl.load(m41_ptr + offs_c2[None, None, None, None, :] * m41_s4, mask=(offs_c2 < E_c2)[None, None, None, None, :], other=0)
    t116 = tl.load(m7_ptr + offs_n0[None, None, None, :, None] * m7_s3 + offs_c2[None, None, None, None, :] * m7_s4, mask=(offs_n0 < E_n0)[None, None, None, :, None] & (offs_c2 < E_c2)[None, None, None, None, :], other=0)
    acc118 = tl.full([F_n1, T_c3, F_n1, F_n0, T_c2], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t117 = tl.load(states82_ptr + i_c3 * states82_s0 + i_c2 * states82_s1 + i_c1 * states82_s2 + tl.arange(0, F_n1)[:, None, None, None, None] * states82_s3 + tl.arange(0, T_c3)[None, :, None, None, None] * states82_s4 + tl.arange(0, F_n1)[None, None, :, None, None] * states82_s5 + tl.arange(0, F_n0)[None, None, None, :, None] * states82_s6 + tl.arange(0, T_c2)[None, None, None, None, :] * states82_s7 + tl.zeros([F_n1, T_c3, F_n1, F_n0, T_c2], tl.int32))
        acc118 = acc118 + t117
    t119 = tl.where(t116, -float("inf"), acc118)
    t120 = tl.load(m28_ptr + offs_n0[None, None, None, :, None] * m28_s3 + offs_c2[None, None, None, None, :] * m28_s4, mask=(offs_n0 < E_n0)[None, None, None, :, None] & (offs_c2 < E_c2)[None, None, None, None, :], other=0)
    t121 = tl.where(t120, -float("inf"), t119)
    t122 = tl.where(t115, t119, t121)
    t123 = tl.max(tl.where((offs_c2 < E_c2)[None, None, None, None, :], t122, -float('inf')), axis=4, keep_dims=True)
    t124 = (t123) * (0.25)
    t129 = tl.load(buf128_ptr + offs_n1[:, None, None, None, None] * buf128_s0 + offs_c3[None, :, None, None, None] * buf128_s1 + offs_n1[None, None, :, None, None] * buf128_s2 + offs_n0[None, None, None, :, None] * buf128_s3 + offs_c2[None, None, None, None, :] * buf128_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_c3 < E_c3)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None] & (offs_c2 < E_c2)[None, None, None, None, :], other=0).to(tl.float32)
    t130 = tl.where(t116, -float("inf"), t129)
    t131 = tl.where(t120, -float("inf"), t130)
    t132 = tl.where(t115, t130, t131)
    t133 = tl.exp(t132)
    t134 = tl.load(m37_ptr + offs_n1[:, None, None, None, None] * m37_s0 + offs_c3[None, :, None, None, None] * m37_s1 + offs_c2[None, None, None, :, None] * m37_s3 + offs_n2[None, None, None, None, :] * m37_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_c3 < E_c3)[None, :, None, None, None] & (offs_c2 < E_c2)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :], other=0).to(tl.float32)
    t135 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, None, :], t133, 0.0), 5) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :, None], t134, 0.0), 3), axis=4)
    t136 = tl.exp(t124)
    t137 = 1.0 / (t136)
    t138 = (t135) * (t137)
    tl.store(states139_ptr + i_c3 * states139_s0 + i_c2 * states139_s1 + tl.arange(0, F_n1)[:, None, None, None, None] * states139_s2 + tl.arange(0, T_c3)[None, :, None, None, None] * states139_s3 + tl.arange(0, F_n1)[None, None, :, None, None] * states139_s4 + tl.arange(0, F_n0)[None, None, None, :, None] * states139_s5 + tl.zeros([F_n1, T_c3, F_n1, F_n0, 1], tl.int32), t124)
    tl.store(states140_ptr + i_c3 * states140_s0 + i_c2 * states140_s1 + tl.arange(0, F_n1)[:, None, None, None, None] * states140_s2 + tl.arange(0, T_c3)[None, :, None, None, None] * states140_s3 + tl.arange(0, F_n1)[None, None, :, None, None] * states140_s4 + tl.arange(0, F_n0)[None, None, None, :, None] * states140_s5 + tl.arange(0, F_n2)[None, None, None, None, :] * states140_s6 + tl.zeros([F_n1, T_c3, F_n1, F_n0, F_n2], tl.int32), t138)


@triton.jit
def kernel_8(states103_ptr, states103_s0, states103_s1, states103_s2, states103_s3, states103_s4, states103_s5, states103_s6, states104_ptr, states104_s0, states104_s1, states104_s2, states104_s3, states104_s4, states104_s5, states104_s6, states105_ptr, states105_s0, states105_s1, states105_s2, states105_s3, states105_s4, states105_s5, states105_s6, states139_ptr, states139_s0, states139_s1, states139_s2, states139_s3, states139_s4, states139_s5, states139_s6, states140_ptr, states140_s0, states140_s1, states140_s2, states140_s3, states140_s4, states140_s5, states140_s6, m70_ptr, m70_s0, m70_s1, m70_s2, m70_s3, m70_s4, buf153_ptr, buf153_s0, buf153_s1, buf153_s2, buf153_s3, buf153_s4, E_c2, E_c3, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # writes buf153: Combine over grid k.1@1[2]
    pid = tl.program_id(0)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n2 = tl.arange(0, F_n2)
    acc109 = tl.full([F_n1, T_c3, F_n1, F_n0, 1], -float('inf'), tl.float32)
    acc110 = tl.full([F_n1, T_c3, F_n1, F_n0, 1], 0.0, tl.float32)
    acc111 = tl.full([F_n1, T_c3, F_n1, F_n0, F_n2], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t106 = tl.load(states103_ptr + i_c3 * states103_s0 + i_c2 * states103_s1 + tl.arange(0, F_n1)[:, None, None, None, None] * states103_s2 + tl.arange(0, T_c3)[None, :, None, None, None] * states103_s3 + tl.arange(0, F_n1)[None, None, :, None, None] * states103_s4 + tl.arange(0, F_n0)[None, None, None, :, None] * states103_s5 + tl.zeros([F_n1, T_c3, F_n1, F_n0, 1], tl.int32))
        t107 = tl.load(states104_ptr + i_c3 * states104_s0 + i_c2 * states104_s1 + tl.arange(0, F_n1)[:, None, None, None, None] * states104_s2 + tl.arange(0, T_c3)[None, :, None, None, None] * states104_s3 + tl.arange(0, F_n1)[None, None, :, None, None] * states104_s4 + tl.arange(0, F_n0)[None, None, None, :, None] * states104_s5 + tl.zeros([F_n1, T_c3, F_n1, F_n0, 1], tl.int32))
        t108 = tl.load(states105_ptr + i_c3 * states105_s0 + i_c2 * states105_s1 + tl.arange(0, F_n1)[:, None, None, None, None] * states105_s2 + tl.arange(0, T_c3)[None, :, None, None, None] * states105_s3 + tl.arange(0, F_n1)[None, None, :, None, None] * states105_s4 + tl.arange(0, F_n0)[None, None, None, :, None] * states105_s5 + tl.arange(0, F_n2)[None, None, None, None, :] * states105_s6 + tl.zeros([F_n1, T_c3, F_n1, F_n0, F_n2], tl.int32))
        m112 = tl.maximum(acc109, t106)
        r113 = tl.where(acc109 == -float("inf"), 0.0, tl.exp(acc109 - m112))
        r114 = tl.where(t106 == -float("inf"), 0.0, tl.exp(t106 - m112))
        acc110 = tl.where(acc109 == -float("inf"), 0.0, acc110 * r113) + tl.where(t106 == -float("inf"), 0.0, t107 * r114)
        acc111 = tl.where(acc109 == -float("inf"), 0.0, acc111 * r113) + tl.where(t106 == -float("inf"), 0.0, t108 * r114)
        acc109 = m112
    acc143 = tl.full([F_n1, T_c3, F_n1, F_n0, 1], -float('inf'), tl.float32)
    acc144 = tl.full([F_n1, T_c3, F_n1, F_n0, F_n2], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t141 = tl.load(states139_ptr + i_c3 * states139_s0 + i_c2 * states139_s1 + tl.arange(0, F_n1)[:, None, None, None, None] * states139_s2 + tl.arange(0, T_c3)[None, :, None, None, None] * states139_s3 + tl.arange(0, F_n1)[None, None, :, None, None] * states139_s4 + tl.arange(0, F_n0)[None, None, None, :, None] * states139_s5 + tl.zeros([F_n1, T_c3, F_n1, F_n0, 1], tl.int32))
        t142 = tl.load(states140_ptr + i_c3 * states140_s0 + i_c2 * states140_s1 + tl.arange(0, F_n1)[:, None, None, None, None] * states140_s2 + tl.arange(0, T_c3)[None, :, None, None, None] * states140_s3 + tl.arange(0, F_n1)[None, None, :, None, None] * states140_s4 + tl.arange(0, F_n0)[None, None, None, :, None] * states140_s5 + tl.arange(0, F_n2)[None, None, None, None, :] * states140_s6 + tl.zeros([F_n1, T_c3, F_n1, F_n0, F_n2], tl.int32))
        m145 = tl.maximum(acc143, t141)
        r146 = tl.where(acc143 == -float("inf"), 0.0, tl.exp(acc143 - m145))
        r147 = tl.where(t141 == -float("inf"), 0.0, tl.exp(t141 - m145))
        acc144 = tl.where(acc143 == -float("inf"), 0.0, acc144 * r146) + tl.where(t141 == -float("inf"), 0.0, t142 * r147)
        acc143 = m145
    t148 = tl.load(m70_ptr + offs_c3[None, :, None, None, None] * m70_s1 + offs_n1[None, None, :, None, None] * m70_s2, mask=(offs_c3 < E_c3)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None], other=0).to(tl.float32)
    t149 = tl.maximum(acc143, t148)
    t150 = acc143 - (t149)
    t151 = tl.exp(t150)
    t152 = (acc110) * (t151)
    tl.store(buf153_ptr + offs_n1[:, None, None, None, None] * buf153_s0 + offs_c3[None, :, None, None, None] * buf153_s1 + offs_n1[None, None, :, None, None] * buf153_s2 + offs_n0[None, None, None, :, None] * buf153_s3, t152, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_c3 < E_c3)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None])


@triton.jit
def kernel_9(m2_ptr, m2_s0, m2_s1, m2_s2, m2_s3, m2_s4, m7_ptr, m7_s0, m7_s1, m7_s2, m7_s3, m7_s4, buf25_ptr, buf25_s0, buf25_s1, buf25_s2, buf25_s3, buf25_s4, m28_ptr, m28_s0, m28_s1, m28_s2, m28_s3, m28_s4, m37_ptr, m37_s0, m37_s1, m37_s2, m37_s3, m37_s4, states61_ptr, states61_s0, states61_s1, states61_s2, states61_s3, states61_s4, states61_s5, states61_s6, states62_ptr, states62_s0, states62_s1, states62_s2, states62_s3, states62_s4, states62_s5, states62_s6, m70_ptr, m70_s0, m70_s1, m70_s2, m70_s3, m70_s4, buf153_ptr, buf153_s0, buf153_s1, buf153_s2, buf153_s3, buf153_s4, buf160_ptr, buf160_s0, buf160_s1, buf160_s2, buf160_s3, buf160_s4, E_c0, E_c2, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # writes buf160: Combine over grid k.2@3[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t6 = tl.load(m2_ptr + offs_n0[None, None, None, None, :] * m2_s4, mask=(offs_n0 < E_n0)[None, None, None, None, :], other=0)
    t13 = tl.load(m7_ptr + offs_c0[None, None, None, :, None] * m7_s3 + offs_n0[None, None, None, None, :] * m7_s4, mask=(offs_c0 < E_c0)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0)
    t26 = tl.load(buf25_ptr + offs_n1[:, None, None, None, None] * buf25_s0 + offs_n1[None, :, None, None, None] * buf25_s1 + offs_n1[None, None, :, None, None] * buf25_s2 + offs_c0[None, None, None, :, None] * buf25_s3 + offs_n0[None, None, None, None, :] * buf25_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_c0 < E_c0)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0).to(tl.float32)
    t27 = tl.where(t13, -float("inf"), t26)
    t32 = tl.load(m28_ptr + offs_c0[None, None, None, :, None] * m28_s3 + offs_n0[None, None, None, None, :] * m28_s4, mask=(offs_c0 < E_c0)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0)
    t33 = tl.where(t32, -float("inf"), t27)
    t34 = tl.where(t6, t27, t33)
    t35 = (t34) * (0.25)
    t36 = tl.exp(t35)
    t39 = tl.load(m37_ptr + offs_n1[:, None, None, None, None] * m37_s0 + offs_n1[None, :, None, None, None] * m37_s1 + offs_n0[None, None, None, :, None] * m37_s3 + offs_n2[None, None, None, None, :] * m37_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :], other=0).to(tl.float32)
    t40 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, None, None, :], t36, 0.0), 5) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, None, :, None], t39, 0.0), 3), axis=4)
    acc65 = tl.full([F_n1, F_n1, F_n1, T_c0, 1], -float('inf'), tl.float32)
    acc66 = tl.full([F_n1, F_n1, F_n1, T_c0, 1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t63 = tl.load(states61_ptr + i_c0 * states61_s0 + i_c2 * states61_s1 + tl.arange(0, F_n1)[:, None, None, None, None] * states61_s2 + tl.arange(0, F_n1)[None, :, None, None, None] * states61_s3 + tl.arange(0, F_n1)[None, None, :, None, None] * states61_s4 + tl.arange(0, T_c0)[None, None, None, :, None] * states61_s5 + tl.zeros([F_n1, F_n1, F_n1, T_c0, 1], tl.int32))
        t64 = tl.load(states62_ptr + i_c0 * states62_s0 + i_c2 * states62_s1 + tl.arange(0, F_n1)[:, None, None, None, None] * states62_s2 + tl.arange(0, F_n1)[None, :, None, None, None] * states62_s3 + tl.arange(0, F_n1)[None, None, :, None, None] * states62_s4 + tl.arange(0, T_c0)[None, None, None, :, None] * states62_s5 + tl.zeros([F_n1, F_n1, F_n1, T_c0, 1], tl.int32))
        m67 = tl.maximum(acc65, t63)
        r68 = tl.where(acc65 == -float("inf"), 0.0, tl.exp(acc65 - m67))
        r69 = tl.where(t63 == -float("inf"), 0.0, tl.exp(t63 - m67))
        acc66 = tl.where(acc65 == -float("inf"), 0.0, acc66 * r68) + tl.where(t63 == -float("inf"), 0.0, t64 * r69)
        acc65 = m67
    t72 = tl.load(m70_ptr + offs_n1[None, :, None, None, None] * m70_s1 + offs_n1[None, None, :, None, None] * m70_s2, mask=(offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None], other=0).to(tl.float32)
    t73 = tl.maximum(acc65, t72)
    t74 = tl.exp(t73)
    t75 = 1.0 / (t74)
    t76 = (t40) * (t75)
    t154 = tl.load(buf153_ptr + offs_n1[:, None, None, None, None] * buf153_s0 + offs_n1[None, :, None, None, None] * buf153_s1 + offs_n1[None, None, :, None, None] * buf153_s2 + offs_c0[None, None, None, :, None] * buf153_s3, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_c0 < E_c0)[None, None, None, :, None], other=0).to(tl.float32)
    t155 = t72 - (t73)
    t156 = tl.exp(t155)
    t157 = t154 + t156
    t158 = 1.0 / (t157)
    t159 = (t76) * (t158)
    tl.store(buf160_ptr + offs_n1[:, None, None, None, None] * buf160_s0 + offs_n1[None, :, None, None, None] * buf160_s1 + offs_n1[None, None, :, None, None] * buf160_s2 + offs_c0[None, None, None, :, None] * buf160_s3 + offs_n2[None, None, None, None, :] * buf160_s4, t159, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_c0 < E_c0)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :])


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
    states22 = torch.full([_cdiv(32, T['c0']), _cdiv(16, T['c1']), _pow2(2), _pow2(2), _pow2(2), T['c0'], _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(32, T['c0']) * _cdiv(16, T['c1']),)](m14_ptr=m14, m14_s0=m14.stride(0), m14_s1=m14.stride(1), m14_s2=m14.stride(2), m14_s3=m14.stride(3), m14_s4=m14.stride(4), m17_ptr=m17, m17_s0=m17.stride(0), m17_s1=m17.stride(1), m17_s2=m17.stride(2), m17_s3=m17.stride(3), m17_s4=m17.stride(4), states22_ptr=states22, states22_s0=states22.stride(0), states22_s1=states22.stride(1), states22_s2=states22.stride(2), states22_s3=states22.stride(3), states22_s4=states22.stride(4), states22_s5=states22.stride(5), states22_s6=states22.stride(6), E_c0=32, E_c1=16, E_n0=32, E_n1=2, F_n0=_pow2(32), F_n1=_pow2(2), T_c0=T['c0'], T_c1=T['c1'])
    buf25 = torch.full([2, 2, 2, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(32, T['c0']),)](states22_ptr=states22, states22_s0=states22.stride(0), states22_s1=states22.stride(1), states22_s2=states22.stride(2), states22_s3=states22.stride(3), states22_s4=states22.stride(4), states22_s5=states22.stride(5), states22_s6=states22.stride(6), buf25_ptr=buf25, buf25_s0=buf25.stride(0), buf25_s1=buf25.stride(1), buf25_s2=buf25.stride(2), buf25_s3=buf25.stride(3), buf25_s4=buf25.stride(4), E_c0=32, E_c1=16, E_n0=32, E_n1=2, F_n0=_pow2(32), F_n1=_pow2(2), T_c0=T['c0'], T_c1=T['c1'])
    m30 = _BINARY["Sub"](m10, m9)
    m31 = torch.tensor(8.0, dtype=torch.float32, device=device)
    m29 = _BINARY["Ge"](m30, m31)
    m28 = m29.reshape([1, 1, 1, 32, 32])
    m38 = inputs['v']
    m37 = m38.reshape([2, 2, 1, 32, 16])
    m42 = _BINARY["Lt"](m4, m5)
    m41 = m42.reshape([1, 1, 1, 1, 32])
    states48 = torch.full([_cdiv(32, T['c0']), _cdiv(32, T['c2']), _cdiv(16, T['c1']), _pow2(2), _pow2(2), _pow2(2), T['c0'], T['c2']], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(32, T['c0']) * _cdiv(32, T['c2']) * _cdiv(16, T['c1']),)](m14_ptr=m14, m14_s0=m14.stride(0), m14_s1=m14.stride(1), m14_s2=m14.stride(2), m14_s3=m14.stride(3), m14_s4=m14.stride(4), m17_ptr=m17, m17_s0=m17.stride(0), m17_s1=m17.stride(1), m17_s2=m17.stride(2), m17_s3=m17.stride(3), m17_s4=m17.stride(4), states48_ptr=states48, states48_s0=states48.stride(0), states48_s1=states48.stride(1), states48_s2=states48.stride(2), states48_s3=states48.stride(3), states48_s4=states48.stride(4), states48_s5=states48.stride(5), states48_s6=states48.stride(6), states48_s7=states48.stride(7), E_c0=32, E_c1=16, E_c2=32, E_n1=2, F_n1=_pow2(2), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    states61 = torch.full([_cdiv(32, T['c0']), _cdiv(32, T['c2']), _pow2(2), _pow2(2), _pow2(2), T['c0'], 1], float("nan"), dtype=torch.float32, device=device)
    states62 = torch.full([_cdiv(32, T['c0']), _cdiv(32, T['c2']), _pow2(2), _pow2(2), _pow2(2), T['c0'], 1], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(32, T['c0']) * _cdiv(32, T['c2']),)](m41_ptr=m41, m41_s0=m41.stride(0), m41_s1=m41.stride(1), m41_s2=m41.stride(2), m41_s3=m41.stride(3), m41_s4=m41.stride(4), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), m7_s2=m7.stride(2), m7_s3=m7.stride(3), m7_s4=m7.stride(4), states48_ptr=states48, states48_s0=states48.stride(0), states48_s1=states48.stride(1), states48_s2=states48.stride(2), states48_s3=states48.stride(3), states48_s4=states48.stride(4), states48_s5=states48.stride(5), states48_s6=states48.stride(6), states48_s7=states48.stride(7), m28_ptr=m28, m28_s0=m28.stride(0), m28_s1=m28.stride(1), m28_s2=m28.stride(2), m28_s3=m28.stride(3), m28_s4=m28.stride(4), states61_ptr=states61, states61_s0=states61.stride(0), states61_s1=states61.stride(1), states61_s2=states61.stride(2), states61_s3=states61.stride(3), states61_s4=states61.stride(4), states61_s5=states61.stride(5), states61_s6=states61.stride(6), states62_ptr=states62, states62_s0=states62.stride(0), states62_s1=states62.stride(1), states62_s2=states62.stride(2), states62_s3=states62.stride(3), states62_s4=states62.stride(4), states62_s5=states62.stride(5), states62_s6=states62.stride(6), E_c0=32, E_c1=16, E_c2=32, E_n1=2, F_n1=_pow2(2), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    m71 = inputs['sinks']
    m70 = m71.reshape([1, 2, 2, 1, 1])
    states82 = torch.full([_cdiv(2, T['c3']), _cdiv(32, T['c2']), _cdiv(16, T['c1']), _pow2(2), T['c3'], _pow2(2), _pow2(32), T['c2']], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(_cdiv(2, T['c3']) * _cdiv(32, T['c2']) * _cdiv(16, T['c1']),)](m14_ptr=m14, m14_s0=m14.stride(0), m14_s1=m14.stride(1), m14_s2=m14.stride(2), m14_s3=m14.stride(3), m14_s4=m14.stride(4), m17_ptr=m17, m17_s0=m17.stride(0), m17_s1=m17.stride(1), m17_s2=m17.stride(2), m17_s3=m17.stride(3), m17_s4=m17.stride(4), states82_ptr=states82, states82_s0=states82.stride(0), states82_s1=states82.stride(1), states82_s2=states82.stride(2), states82_s3=states82.stride(3), states82_s4=states82.stride(4), states82_s5=states82.stride(5), states82_s6=states82.stride(6), states82_s7=states82.stride(7), E_c1=16, E_c2=32, E_c3=2, E_n0=32, E_n1=2, F_n0=_pow2(32), F_n1=_pow2(2), T_c1=T['c1'], T_c2=T['c2'], T_c3=T['c3'])
    states103 = torch.full([_cdiv(2, T['c3']), _cdiv(32, T['c2']), _pow2(2), T['c3'], _pow2(2), _pow2(32), 1], float("nan"), dtype=torch.float32, device=device)
    states104 = torch.full([_cdiv(2, T['c3']), _cdiv(32, T['c2']), _pow2(2), T['c3'], _pow2(2), _pow2(32), 1], float("nan"), dtype=torch.float32, device=device)
    states105 = torch.full([_cdiv(2, T['c3']), _cdiv(32, T['c2']), _pow2(2), T['c3'], _pow2(2), _pow2(32), _pow2(16)], float("nan"), dtype=torch.float32, device=device)
    kernel_5[(_cdiv(2, T['c3']) * _cdiv(32, T['c2']),)](m41_ptr=m41, m41_s0=m41.stride(0), m41_s1=m41.stride(1), m41_s2=m41.stride(2), m41_s3=m41.stride(3), m41_s4=m41.stride(4), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), m7_s2=m7.stride(2), m7_s3=m7.stride(3), m7_s4=m7.stride(4), states82_ptr=states82, states82_s0=states82.stride(0), states82_s1=states82.stride(1), states82_s2=states82.stride(2), states82_s3=states82.stride(3), states82_s4=states82.stride(4), states82_s5=states82.stride(5), states82_s6=states82.stride(6), states82_s7=states82.stride(7), m28_ptr=m28, m28_s0=m28.stride(0), m28_s1=m28.stride(1), m28_s2=m28.stride(2), m28_s3=m28.stride(3), m28_s4=m28.stride(4), m37_ptr=m37, m37_s0=m37.stride(0), m37_s1=m37.stride(1), m37_s2=m37.stride(2), m37_s3=m37.stride(3), m37_s4=m37.stride(4), states103_ptr=states103, states103_s0=states103.stride(0), states103_s1=states103.stride(1), states103_s2=states103.stride(2), states103_s3=states103.stride(3), states103_s4=states103.stride(4), states103_s5=states103.stride(5), states103_s6=states103.stride(6), states104_ptr=states104, states104_s0=states104.stride(0), states104_s1=states104.stride(1), states104_s2=states104.stride(2), states104_s3=states104.stride(3), states104_s4=states104.stride(4), states104_s5=states104.stride(5), states104_s6=states104.stride(6), states105_ptr=states105, states105_s0=states105.stride(0), states105_s1=states105.stride(1), states105_s2=states105.stride(2), states105_s3=states105.stride(3), states105_s4=states105.stride(4), states105_s5=states105.stride(5), states105_s6=states105.stride(6), E_c1=16, E_c2=32, E_c3=2, E_n0=32, E_n1=2, E_n2=16, F_n0=_pow2(32), F_n1=_pow2(2), F_n2=_pow2(16), T_c1=T['c1'], T_c2=T['c2'], T_c3=T['c3'])
    buf128 = torch.full([2, 2, 2, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_6[(_cdiv(32, T['c0']),)](states22_ptr=states22, states22_s0=states22.stride(0), states22_s1=states22.stride(1), states22_s2=states22.stride(2), states22_s3=states22.stride(3), states22_s4=states22.stride(4), states22_s5=states22.stride(5), states22_s6=states22.stride(6), buf128_ptr=buf128, buf128_s0=buf128.stride(0), buf128_s1=buf128.stride(1), buf128_s2=buf128.stride(2), buf128_s3=buf128.stride(3), buf128_s4=buf128.stride(4), E_c0=32, E_c1=16, E_n0=32, E_n1=2, F_n0=_pow2(32), F_n1=_pow2(2), T_c0=T['c0'], T_c1=T['c1'])
    states139 = torch.full([_cdiv(2, T['c3']), _cdiv(32, T['c2']), _pow2(2), T['c3'], _pow2(2), _pow2(32), 1], float("nan"), dtype=torch.float32, device=device)
    states140 = torch.full([_cdiv(2, T['c3']), _cdiv(32, T['c2']), _pow2(2), T['c3'], _pow2(2), _pow2(32), _pow2(16)], float("nan"), dtype=torch.float32, device=device)
    kernel_7[(_cdiv(2, T['c3']) * _cdiv(32, T['c2']),)](m41_ptr=m41, m41_s0=m41.stride(0), m41_s1=m41.stride(1), m41_s2=m41.stride(2), m41_s3=m41.stride(3), m41_s4=m41.stride(4), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), m7_s2=m7.stride(2), m7_s3=m7.stride(3), m7_s4=m7.stride(4), states82_ptr=states82, states82_s0=states82.stride(0), states82_s1=states82.stride(1), states82_s2=states82.stride(2), states82_s3=states82.stride(3), states82_s4=states82.stride(4), states82_s5=states82.stride(5), states82_s6=states82.stride(6), states82_s7=states82.stride(7), m28_ptr=m28, m28_s0=m28.stride(0), m28_s1=m28.stride(1), m28_s2=m28.stride(2), m28_s3=m28.stride(3), m28_s4=m28.stride(4), buf128_ptr=buf128, buf128_s0=buf128.stride(0), buf128_s1=buf128.stride(1), buf128_s2=buf128.stride(2), buf128_s3=buf128.stride(3), buf128_s4=buf128.stride(4), m37_ptr=m37, m37_s0=m37.stride(0), m37_s1=m37.stride(1), m37_s2=m37.stride(2), m37_s3=m37.stride(3), m37_s4=m37.stride(4), states139_ptr=states139, states139_s0=states139.stride(0), states139_s1=states139.stride(1), states139_s2=states139.stride(2), states139_s3=states139.stride(3), states139_s4=states139.stride(4), states139_s5=states139.stride(5), states139_s6=states139.stride(6), states140_ptr=states140, states140_s0=states140.stride(0), states140_s1=states140.stride(1), states140_s2=states140.stride(2), states140_s3=states140.stride(3), states140_s4=states140.stride(4), states140_s5=states140.stride(5), states140_s6=states140.stride(6), E_c1=16, E_c2=32, E_c3=2, E_n0=32, E_n1=2, E_n2=16, F_n0=_pow2(32), F_n1=_pow2(2), F_n2=_pow2(16), T_c1=T['c1'], T_c2=T['c2'], T_c3=T['c3'])
    buf153 = torch.full([2, 2, 2, 32, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_8[(_cdiv(2, T['c3']),)](states103_ptr=states103, states103_s0=states103.stride(0), states103_s1=states103.stride(1), states103_s2=states103.stride(2), states103_s3=states103.stride(3), states103_s4=states103.stride(4), states103_s5=states103.stride(5), states103_s6=states103.stride(6), states104_ptr=states104, states104_s0=states104.stride(0), states104_s1=states104.stride(1), states104_s2=states104.stride(2), states104_s3=states104.stride(3), states104_s4=states104.stride(4), states104_s5=states104.stride(5), states104_s6=states104.stride(6), states105_ptr=states105, states105_s0=states105.stride(0), states105_s1=states105.stride(1), states105_s2=states105.stride(2), states105_s3=states105.stride(3), states105_s4=states105.stride(4), states105_s5=states105.stride(5), states105_s6=states105.stride(6), states139_ptr=states139, states139_s0=states139.stride(0), states139_s1=states139.stride(1), states139_s2=states139.stride(2), states139_s3=states139.stride(3), states139_s4=states139.stride(4), states139_s5=states139.stride(5), states139_s6=states139.stride(6), states140_ptr=states140, states140_s0=states140.stride(0), states140_s1=states140.stride(1), states140_s2=states140.stride(2), states140_s3=states140.stride(3), states140_s4=states140.stride(4), states140_s5=states140.stride(5), states140_s6=states140.stride(6), m70_ptr=m70, m70_s0=m70.stride(0), m70_s1=m70.stride(1), m70_s2=m70.stride(2), m70_s3=m70.stride(3), m70_s4=m70.stride(4), buf153_ptr=buf153, buf153_s0=buf153.stride(0), buf153_s1=buf153.stride(1), buf153_s2=buf153.stride(2), buf153_s3=buf153.stride(3), buf153_s4=buf153.stride(4), E_c2=32, E_c3=2, E_n0=32, E_n1=2, E_n2=16, F_n0=_pow2(32), F_n1=_pow2(2), F_n2=_pow2(16), T_c2=T['c2'], T_c3=T['c3'])
    buf160 = torch.full([2, 2, 2, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_9[(_cdiv(32, T['c0']),)](m2_ptr=m2, m2_s0=m2.stride(0), m2_s1=m2.stride(1), m2_s2=m2.stride(2), m2_s3=m2.stride(3), m2_s4=m2.stride(4), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), m7_s2=m7.stride(2), m7_s3=m7.stride(3), m7_s4=m7.stride(4), buf25_ptr=buf25, buf25_s0=buf25.stride(0), buf25_s1=buf25.stride(1), buf25_s2=buf25.stride(2), buf25_s3=buf25.stride(3), buf25_s4=buf25.stride(4), m28_ptr=m28, m28_s0=m28.stride(0), m28_s1=m28.stride(1), m28_s2=m28.stride(2), m28_s3=m28.stride(3), m28_s4=m28.stride(4), m37_ptr=m37, m37_s0=m37.stride(0), m37_s1=m37.stride(1), m37_s2=m37.stride(2), m37_s3=m37.stride(3), m37_s4=m37.stride(4), states61_ptr=states61, states61_s0=states61.stride(0), states61_s1=states61.stride(1), states61_s2=states61.stride(2), states61_s3=states61.stride(3), states61_s4=states61.stride(4), states61_s5=states61.stride(5), states61_s6=states61.stride(6), states62_ptr=states62, states62_s0=states62.stride(0), states62_s1=states62.stride(1), states62_s2=states62.stride(2), states62_s3=states62.stride(3), states62_s4=states62.stride(4), states62_s5=states62.stride(5), states62_s6=states62.stride(6), m70_ptr=m70, m70_s0=m70.stride(0), m70_s1=m70.stride(1), m70_s2=m70.stride(2), m70_s3=m70.stride(3), m70_s4=m70.stride(4), buf153_ptr=buf153, buf153_s0=buf153.stride(0), buf153_s1=buf153.stride(1), buf153_s2=buf153.stride(2), buf153_s3=buf153.stride(3), buf153_s4=buf153.stride(4), buf160_ptr=buf160, buf160_s0=buf160.stride(0), buf160_s1=buf160.stride(1), buf160_s2=buf160.stride(2), buf160_s3=buf160.stride(3), buf160_s4=buf160.stride(4), E_c0=32, E_c2=32, E_n0=32, E_n1=2, E_n2=16, F_n0=_pow2(32), F_n1=_pow2(2), F_n2=_pow2(16), T_c0=T['c0'], T_c2=T['c2'])
    m1 = buf160.reshape([2, 4, 32, 16])
    return m1


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
