"""attention_sinks [small], candidate 48: 7 kernel(s)

Rendered by EqiForge from candidate 48 of attention_sinks [small]: store(k.3[16]) ; grid(k.2@3) loop(k.3[16]: sum, stored) ; grid(k.2@3) ; store(k.3[16]) ; store(k.2[32]) loop(k.3[16]: sum, stored) ; store(k.2[32]) loop(k.3[16]: sum, stored) ; grid(k.1@1) loop(k.2[32]: rescale, stored) loop(k.2[32]: rescale, stored) [1 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid k.1@1[2]
    c1: grid k.2@3[32]
    c2: loop k.3[16]
    c3: loop k.2[32]

Run it on its own: `python kernels/f48.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/attention_sinks.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 1, "c1": 16, "c2": 8, "c3": 16}


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
def kernel_2(buf25_ptr, buf25_s0, buf25_s1, buf25_s2, buf25_s3, buf25_s4, buf28_ptr, buf28_s0, buf28_s1, buf28_s2, buf28_s3, buf28_s4, E_c1, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c1: tl.constexpr):
    # writes buf28: Combine over grid k.2@3[32]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    t26 = tl.load(buf25_ptr + offs_n1[:, None, None, None, None] * buf25_s0 + offs_n1[None, :, None, None, None] * buf25_s1 + offs_n1[None, None, :, None, None] * buf25_s2 + offs_c1[None, None, None, :, None] * buf25_s3 + offs_n0[None, None, None, None, :] * buf25_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_c1 < E_c1)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0).to(tl.float32)
    t27 = (t26) * (0.25)
    tl.store(buf28_ptr + offs_n1[:, None, None, None, None] * buf28_s0 + offs_n1[None, :, None, None, None] * buf28_s1 + offs_n1[None, None, :, None, None] * buf28_s2 + offs_c1[None, None, None, :, None] * buf28_s3 + offs_n0[None, None, None, None, :] * buf28_s4, t27, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_c1 < E_c1)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :])


@triton.jit
def kernel_3(m14_ptr, m14_s0, m14_s1, m14_s2, m14_s3, m14_s4, m17_ptr, m17_s0, m17_s1, m17_s2, m17_s3, m17_s4, states50_ptr, states50_s0, states50_s1, states50_s2, states50_s3, states50_s4, states50_s5, states50_s6, states50_s7, E_c0, E_c2, E_c3, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # stores states50: Collect over loop k.3[16]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    t47 = tl.load(m14_ptr + offs_n1[:, None, None, None, None] * m14_s0 + offs_c0[None, :, None, None, None] * m14_s1 + offs_n1[None, None, :, None, None] * m14_s2 + offs_n0[None, None, None, :, None] * m14_s3 + offs_c2[None, None, None, None, :] * m14_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_c0 < E_c0)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None] & (offs_c2 < E_c2)[None, None, None, None, :], other=0).to(tl.float32)
    t48 = tl.load(m17_ptr + offs_n1[:, None, None, None, None] * m17_s0 + offs_c0[None, :, None, None, None] * m17_s1 + offs_c2[None, None, None, :, None] * m17_s3 + offs_c3[None, None, None, None, :] * m17_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_c0 < E_c0)[None, :, None, None, None] & (offs_c2 < E_c2)[None, None, None, :, None] & (offs_c3 < E_c3)[None, None, None, None, :], other=0).to(tl.float32)
    t49 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, None, :], t47, 0.0), 5) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :, None], t48, 0.0), 3), axis=4)
    tl.store(states50_ptr + i_c0 * states50_s0 + i_c3 * states50_s1 + i_c2 * states50_s2 + tl.arange(0, F_n1)[:, None, None, None, None] * states50_s3 + tl.arange(0, T_c0)[None, :, None, None, None] * states50_s4 + tl.arange(0, F_n1)[None, None, :, None, None] * states50_s5 + tl.arange(0, F_n0)[None, None, None, :, None] * states50_s6 + tl.arange(0, T_c3)[None, None, None, None, :] * states50_s7 + tl.zeros([F_n1, T_c0, F_n1, F_n0, T_c3], tl.int32), t49)


@triton.jit
def kernel_4(m43_ptr, m43_s0, m43_s1, m43_s2, m43_s3, m43_s4, m7_ptr, m7_s0, m7_s1, m7_s2, m7_s3, m7_s4, states50_ptr, states50_s0, states50_s1, states50_s2, states50_s3, states50_s4, states50_s5, states50_s6, states50_s7, m31_ptr, m31_s0, m31_s1, m31_s2, m31_s3, m31_s4, buf28_ptr, buf28_s0, buf28_s1, buf28_s2, buf28_s3, buf28_s4, m39_ptr, m39_s0, m39_s1, m39_s2, m39_s3, m39_s4, states69_ptr, states69_s0, states69_s1, states69_s2, states69_s3, states69_s4, states69_s5, states69_s6, states70_ptr, states70_s0, states70_s1, states70_s2, states70_s3, states70_s4, states70_s5, states70_s6, E_c0, E_c2, E_c3, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # stores states69, states70: Collect over loop k.2[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t45 = tl.load(m43_ptr + offs_c3[None, None, None, None, :] * m43_s4, mask=(offs_c3 < E_c3)[None, None, None, None, :], other=0)
    t46 = tl.load(m7_ptr + offs_n0[None, None, None, :, None] * m7_s3 + offs_c3[None, None, None, None, :] * m7_s4, mask=(offs_n0 < E_n0)[None, None, None, :, None] & (offs_c3 < E_c3)[None, None, None, None, :], other=0)
    acc52 = tl.full([F_n1, T_c0, F_n1, F_n0, T_c3], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t51 = tl.load(states50_ptr + i_c0 * states50_s0 + i_c3 * states50_s1 + i_c2 * states50_s2 + tl.arange(0, F_n1)[:, None, None, None, None] * states50_s3 + tl.arange(0, T_c0)[None, :, None, None, None] * states50_s4 + tl.arange(0, F_n1)[None, None, :, None, None] * states50_s5 + tl.arange(0, F_n0)[None, None, None, :, None] * states50_s6 + tl.arange(0, T_c3)[None, None, None, None, :] * states50_s7 + tl.zeros([F_n1, T_c0, F_n1, F_n0, T_c3], tl.int32))
        acc52 = acc52 + t51
    t53 = tl.where(t46, -float("inf"), acc52)
    t54 = tl.load(m31_ptr + offs_n0[None, None, None, :, None] * m31_s3 + offs_c3[None, None, None, None, :] * m31_s4, mask=(offs_n0 < E_n0)[None, None, None, :, None] & (offs_c3 < E_c3)[None, None, None, None, :], other=0)
    t55 = tl.where(t54, -float("inf"), t53)
    t56 = tl.where(t45, t53, t55)
    t57 = tl.max(tl.where((offs_c3 < E_c3)[None, None, None, None, :], t56, -float('inf')), axis=4, keep_dims=True)
    t58 = (t57) * (0.25)
    t59 = tl.load(buf28_ptr + offs_n1[:, None, None, None, None] * buf28_s0 + offs_c0[None, :, None, None, None] * buf28_s1 + offs_n1[None, None, :, None, None] * buf28_s2 + offs_n0[None, None, None, :, None] * buf28_s3 + offs_c3[None, None, None, None, :] * buf28_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_c0 < E_c0)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None] & (offs_c3 < E_c3)[None, None, None, None, :], other=0).to(tl.float32)
    t60 = tl.where(t46, -float("inf"), t59)
    t61 = tl.where(t54, -float("inf"), t60)
    t62 = tl.where(t45, t60, t61)
    t63 = tl.exp(t62)
    t64 = tl.load(m39_ptr + offs_n1[:, None, None, None, None] * m39_s0 + offs_c0[None, :, None, None, None] * m39_s1 + offs_c3[None, None, None, :, None] * m39_s3 + offs_n2[None, None, None, None, :] * m39_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_c0 < E_c0)[None, :, None, None, None] & (offs_c3 < E_c3)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :], other=0).to(tl.float32)
    t65 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, None, :], t63, 0.0), 5) * tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, :, None], t64, 0.0), 3), axis=4)
    t66 = tl.exp(t58)
    t67 = 1.0 / (t66)
    t68 = (t65) * (t67)
    tl.store(states69_ptr + i_c0 * states69_s0 + i_c3 * states69_s1 + tl.arange(0, F_n1)[:, None, None, None, None] * states69_s2 + tl.arange(0, T_c0)[None, :, None, None, None] * states69_s3 + tl.arange(0, F_n1)[None, None, :, None, None] * states69_s4 + tl.arange(0, F_n0)[None, None, None, :, None] * states69_s5 + tl.zeros([F_n1, T_c0, F_n1, F_n0, 1], tl.int32), t58)
    tl.store(states70_ptr + i_c0 * states70_s0 + i_c3 * states70_s1 + tl.arange(0, F_n1)[:, None, None, None, None] * states70_s2 + tl.arange(0, T_c0)[None, :, None, None, None] * states70_s3 + tl.arange(0, F_n1)[None, None, :, None, None] * states70_s4 + tl.arange(0, F_n0)[None, None, None, :, None] * states70_s5 + tl.arange(0, F_n2)[None, None, None, None, :] * states70_s6 + tl.zeros([F_n1, T_c0, F_n1, F_n0, F_n2], tl.int32), t68)


@triton.jit
def kernel_5(m43_ptr, m43_s0, m43_s1, m43_s2, m43_s3, m43_s4, m7_ptr, m7_s0, m7_s1, m7_s2, m7_s3, m7_s4, states50_ptr, states50_s0, states50_s1, states50_s2, states50_s3, states50_s4, states50_s5, states50_s6, states50_s7, m31_ptr, m31_s0, m31_s1, m31_s2, m31_s3, m31_s4, m39_ptr, m39_s0, m39_s1, m39_s2, m39_s3, m39_s4, states107_ptr, states107_s0, states107_s1, states107_s2, states107_s3, states107_s4, states107_s5, states107_s6, states108_ptr, states108_s0, states108_s1, states108_s2, states108_s3, states108_s4, states108_s5, states108_s6, states109_ptr, states109_s0, states109_s1, states109_s2, states109_s3, states109_s4, states109_s5, states109_s6, E_c0, E_c2, E_c3, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # stores states107, states108, states109: Collect over loop k.2[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t85 = tl.load(m43_ptr + offs_c3[None, None, None, None, :] * m43_s4, mask=(offs_c3 < E_c3)[None, None, None, None, :], other=0)
    t86 = tl.load(m7_ptr + offs_n0[None, None, None, :, None] * m7_s3 + offs_c3[None, None, None, None, :] * m7_s4, mask=(offs_n0 < E_n0)[None, None, None, :, None] & (offs_c3 < E_c3)[None, None, None, None, :], other=0)
    acc88 = tl.full([F_n1, T_c0, F_n1, F_n0, T_c3], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t87 = tl.load(states50_ptr + i_c0 * states50_s0 + i_c3 * states50_s1 + i_c2 * states50_s2 + tl.arange(0, F_n1)[:, None, None, None, None] * states50_s3 + tl.arange(0, T_c0)[None, :, None, None, None] * states50_s4 + tl.arange(0, F_n1)[None, None, :, None, None] * states50_s5 + tl.arange(0, F_n0)[None, None, None, :, None] * states50_s6 + tl.arange(0, T_c3)[None, None, None, None, :] * states50_s7 + tl.zeros([F_n1, T_c0, F_n1, F_n0, T_c3], tl.int32))
        acc88 = acc88 + t87
    t89 = tl.where(t86, -float("inf"), acc88)
    t90 = tl.load(m31_ptr + offs_n0[None, None, None, :, None] * m31_s3 + offs_c3[None, None, None, None, :] * m31_s4, mask=(offs_n0 < E_n0)[None, None, None, :, None] & (offs_c3 < E_c3)[None, None, None, None, :], other=0)
    t91 = tl.where(t90, -float("inf"), t89)
    t92 = tl.where(t85, t89, t91)
    t93 = tl.max(tl.where((offs_c3 < E_c3)[None, None, None, None, :], t92, -float('inf')), axis=4, keep_dims=True)
    t94 = (t93) * (0.25)
    t95 = (t89) * (0.25)
    t96 = tl.where(t90, -float("inf"), t95)
    t97 = tl.where(t85, t95, t96)
    t98 = t97 - (t94)
    t99 = tl.exp(t98)
    t100 = tl.sum(tl.where((offs_c3 < E_c3)[None, None, None, None, :], t99, 0.0), axis=4, keep_dims=True)
    t101 = tl.exp(t97)
    t102 = tl.load(m39_ptr + offs_n1[:, None, None, None, None] * m39_s0 + offs_c0[None, :, None, None, None] * m39_s1 + offs_c3[None, None, None, :, None] * m39_s3 + offs_n2[None, None, None, None, :] * m39_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_c0 < E_c0)[None, :, None, None, None] & (offs_c3 < E_c3)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :], other=0).to(tl.float32)
    t103 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, None, :], t101, 0.0), 5) * tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, :, None], t102, 0.0), 3), axis=4)
    t104 = tl.exp(t94)
    t105 = 1.0 / (t104)
    t106 = (t103) * (t105)
    tl.store(states107_ptr + i_c0 * states107_s0 + i_c3 * states107_s1 + tl.arange(0, F_n1)[:, None, None, None, None] * states107_s2 + tl.arange(0, T_c0)[None, :, None, None, None] * states107_s3 + tl.arange(0, F_n1)[None, None, :, None, None] * states107_s4 + tl.arange(0, F_n0)[None, None, None, :, None] * states107_s5 + tl.zeros([F_n1, T_c0, F_n1, F_n0, 1], tl.int32), t94)
    tl.store(states108_ptr + i_c0 * states108_s0 + i_c3 * states108_s1 + tl.arange(0, F_n1)[:, None, None, None, None] * states108_s2 + tl.arange(0, T_c0)[None, :, None, None, None] * states108_s3 + tl.arange(0, F_n1)[None, None, :, None, None] * states108_s4 + tl.arange(0, F_n0)[None, None, None, :, None] * states108_s5 + tl.zeros([F_n1, T_c0, F_n1, F_n0, 1], tl.int32), t100)
    tl.store(states109_ptr + i_c0 * states109_s0 + i_c3 * states109_s1 + tl.arange(0, F_n1)[:, None, None, None, None] * states109_s2 + tl.arange(0, T_c0)[None, :, None, None, None] * states109_s3 + tl.arange(0, F_n1)[None, None, :, None, None] * states109_s4 + tl.arange(0, F_n0)[None, None, None, :, None] * states109_s5 + tl.arange(0, F_n2)[None, None, None, None, :] * states109_s6 + tl.zeros([F_n1, T_c0, F_n1, F_n0, F_n2], tl.int32), t106)


@triton.jit
def kernel_6(m2_ptr, m2_s0, m2_s1, m2_s2, m2_s3, m2_s4, m7_ptr, m7_s0, m7_s1, m7_s2, m7_s3, m7_s4, buf28_ptr, buf28_s0, buf28_s1, buf28_s2, buf28_s3, buf28_s4, m31_ptr, m31_s0, m31_s1, m31_s2, m31_s3, m31_s4, m39_ptr, m39_s0, m39_s1, m39_s2, m39_s3, m39_s4, states69_ptr, states69_s0, states69_s1, states69_s2, states69_s3, states69_s4, states69_s5, states69_s6, states70_ptr, states70_s0, states70_s1, states70_s2, states70_s3, states70_s4, states70_s5, states70_s6, m78_ptr, m78_s0, m78_s1, m78_s2, m78_s3, m78_s4, states107_ptr, states107_s0, states107_s1, states107_s2, states107_s3, states107_s4, states107_s5, states107_s6, states108_ptr, states108_s0, states108_s1, states108_s2, states108_s3, states108_s4, states108_s5, states108_s6, states109_ptr, states109_s0, states109_s1, states109_s2, states109_s3, states109_s4, states109_s5, states109_s6, buf127_ptr, buf127_s0, buf127_s1, buf127_s2, buf127_s3, buf127_s4, E_c0, E_c3, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c3: tl.constexpr):
    # writes buf127: Combine over grid k.1@1[2]
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
    t29 = tl.load(buf28_ptr + offs_n1[:, None, None, None, None] * buf28_s0 + offs_c0[None, :, None, None, None] * buf28_s1 + offs_n1[None, None, :, None, None] * buf28_s2 + offs_n0[None, None, None, :, None] * buf28_s3 + offs_n0[None, None, None, None, :] * buf28_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_c0 < E_c0)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0).to(tl.float32)
    t30 = tl.where(t13, -float("inf"), t29)
    t35 = tl.load(m31_ptr + offs_n0[None, None, None, :, None] * m31_s3 + offs_n0[None, None, None, None, :] * m31_s4, mask=(offs_n0 < E_n0)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0)
    t36 = tl.where(t35, -float("inf"), t30)
    t37 = tl.where(t6, t30, t36)
    t38 = tl.exp(t37)
    t41 = tl.load(m39_ptr + offs_n1[:, None, None, None, None] * m39_s0 + offs_c0[None, :, None, None, None] * m39_s1 + offs_n0[None, None, None, :, None] * m39_s3 + offs_n2[None, None, None, None, :] * m39_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_c0 < E_c0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :], other=0).to(tl.float32)
    t42 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, None, None, :], t38, 0.0), 5) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, None, :, None], t41, 0.0), 3), axis=4)
    acc73 = tl.full([F_n1, T_c0, F_n1, F_n0, 1], -float('inf'), tl.float32)
    acc74 = tl.full([F_n1, T_c0, F_n1, F_n0, F_n2], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t71 = tl.load(states69_ptr + i_c0 * states69_s0 + i_c3 * states69_s1 + tl.arange(0, F_n1)[:, None, None, None, None] * states69_s2 + tl.arange(0, T_c0)[None, :, None, None, None] * states69_s3 + tl.arange(0, F_n1)[None, None, :, None, None] * states69_s4 + tl.arange(0, F_n0)[None, None, None, :, None] * states69_s5 + tl.zeros([F_n1, T_c0, F_n1, F_n0, 1], tl.int32))
        t72 = tl.load(states70_ptr + i_c0 * states70_s0 + i_c3 * states70_s1 + tl.arange(0, F_n1)[:, None, None, None, None] * states70_s2 + tl.arange(0, T_c0)[None, :, None, None, None] * states70_s3 + tl.arange(0, F_n1)[None, None, :, None, None] * states70_s4 + tl.arange(0, F_n0)[None, None, None, :, None] * states70_s5 + tl.arange(0, F_n2)[None, None, None, None, :] * states70_s6 + tl.zeros([F_n1, T_c0, F_n1, F_n0, F_n2], tl.int32))
        m75 = tl.maximum(acc73, t71)
        r76 = tl.where(acc73 == -float("inf"), 0.0, tl.exp(acc73 - m75))
        r77 = tl.where(t71 == -float("inf"), 0.0, tl.exp(t71 - m75))
        acc74 = tl.where(acc73 == -float("inf"), 0.0, acc74 * r76) + tl.where(t71 == -float("inf"), 0.0, t72 * r77)
        acc73 = m75
    t80 = tl.load(m78_ptr + offs_c0[None, :, None, None, None] * m78_s1 + offs_n1[None, None, :, None, None] * m78_s2, mask=(offs_c0 < E_c0)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None], other=0).to(tl.float32)
    t81 = tl.maximum(acc73, t80)
    t82 = tl.exp(t81)
    t83 = 1.0 / (t82)
    t84 = (t42) * (t83)
    acc113 = tl.full([F_n1, T_c0, F_n1, F_n0, 1], -float('inf'), tl.float32)
    acc114 = tl.full([F_n1, T_c0, F_n1, F_n0, 1], 0.0, tl.float32)
    acc115 = tl.full([F_n1, T_c0, F_n1, F_n0, F_n2], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t110 = tl.load(states107_ptr + i_c0 * states107_s0 + i_c3 * states107_s1 + tl.arange(0, F_n1)[:, None, None, None, None] * states107_s2 + tl.arange(0, T_c0)[None, :, None, None, None] * states107_s3 + tl.arange(0, F_n1)[None, None, :, None, None] * states107_s4 + tl.arange(0, F_n0)[None, None, None, :, None] * states107_s5 + tl.zeros([F_n1, T_c0, F_n1, F_n0, 1], tl.int32))
        t111 = tl.load(states108_ptr + i_c0 * states108_s0 + i_c3 * states108_s1 + tl.arange(0, F_n1)[:, None, None, None, None] * states108_s2 + tl.arange(0, T_c0)[None, :, None, None, None] * states108_s3 + tl.arange(0, F_n1)[None, None, :, None, None] * states108_s4 + tl.arange(0, F_n0)[None, None, None, :, None] * states108_s5 + tl.zeros([F_n1, T_c0, F_n1, F_n0, 1], tl.int32))
        t112 = tl.load(states109_ptr + i_c0 * states109_s0 + i_c3 * states109_s1 + tl.arange(0, F_n1)[:, None, None, None, None] * states109_s2 + tl.arange(0, T_c0)[None, :, None, None, None] * states109_s3 + tl.arange(0, F_n1)[None, None, :, None, None] * states109_s4 + tl.arange(0, F_n0)[None, None, None, :, None] * states109_s5 + tl.arange(0, F_n2)[None, None, None, None, :] * states109_s6 + tl.zeros([F_n1, T_c0, F_n1, F_n0, F_n2], tl.int32))
        m116 = tl.maximum(acc113, t110)
        r117 = tl.where(acc113 == -float("inf"), 0.0, tl.exp(acc113 - m116))
        r118 = tl.where(t110 == -float("inf"), 0.0, tl.exp(t110 - m116))
        acc114 = tl.where(acc113 == -float("inf"), 0.0, acc114 * r117) + tl.where(t110 == -float("inf"), 0.0, t111 * r118)
        acc115 = tl.where(acc113 == -float("inf"), 0.0, acc115 * r117) + tl.where(t110 == -float("inf"), 0.0, t112 * r118)
        acc113 = m116
    t119 = acc73 - (t81)
    t120 = tl.exp(t119)
    t121 = (acc114) * (t120)
    t122 = t80 - (t81)
    t123 = tl.exp(t122)
    t124 = t121 + t123
    t125 = 1.0 / (t124)
    t126 = (t84) * (t125)
    tl.store(buf127_ptr + offs_n1[:, None, None, None, None] * buf127_s0 + offs_c0[None, :, None, None, None] * buf127_s1 + offs_n1[None, None, :, None, None] * buf127_s2 + offs_n0[None, None, None, :, None] * buf127_s3 + offs_n2[None, None, None, None, :] * buf127_s4, t126, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_c0 < E_c0)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :])


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
    buf28 = torch.full([2, 2, 2, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(32, T['c1']),)](buf25_ptr=buf25, buf25_s0=buf25.stride(0), buf25_s1=buf25.stride(1), buf25_s2=buf25.stride(2), buf25_s3=buf25.stride(3), buf25_s4=buf25.stride(4), buf28_ptr=buf28, buf28_s0=buf28.stride(0), buf28_s1=buf28.stride(1), buf28_s2=buf28.stride(2), buf28_s3=buf28.stride(3), buf28_s4=buf28.stride(4), E_c1=32, E_n0=32, E_n1=2, F_n0=_pow2(32), F_n1=_pow2(2), T_c1=T['c1'])
    m33 = _BINARY["Sub"](m10, m9)
    m34 = torch.tensor(8.0, dtype=torch.float32, device=device)
    m32 = _BINARY["Ge"](m33, m34)
    m31 = m32.reshape([1, 1, 1, 32, 32])
    m40 = inputs['v']
    m39 = m40.reshape([2, 2, 1, 32, 16])
    m44 = _BINARY["Lt"](m4, m5)
    m43 = m44.reshape([1, 1, 1, 1, 32])
    states50 = torch.full([_cdiv(2, T['c0']), _cdiv(32, T['c3']), _cdiv(16, T['c2']), _pow2(2), T['c0'], _pow2(2), _pow2(32), T['c3']], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(2, T['c0']) * _cdiv(32, T['c3']) * _cdiv(16, T['c2']),)](m14_ptr=m14, m14_s0=m14.stride(0), m14_s1=m14.stride(1), m14_s2=m14.stride(2), m14_s3=m14.stride(3), m14_s4=m14.stride(4), m17_ptr=m17, m17_s0=m17.stride(0), m17_s1=m17.stride(1), m17_s2=m17.stride(2), m17_s3=m17.stride(3), m17_s4=m17.stride(4), states50_ptr=states50, states50_s0=states50.stride(0), states50_s1=states50.stride(1), states50_s2=states50.stride(2), states50_s3=states50.stride(3), states50_s4=states50.stride(4), states50_s5=states50.stride(5), states50_s6=states50.stride(6), states50_s7=states50.stride(7), E_c0=2, E_c2=16, E_c3=32, E_n0=32, E_n1=2, F_n0=_pow2(32), F_n1=_pow2(2), T_c0=T['c0'], T_c2=T['c2'], T_c3=T['c3'])
    states69 = torch.full([_cdiv(2, T['c0']), _cdiv(32, T['c3']), _pow2(2), T['c0'], _pow2(2), _pow2(32), 1], float("nan"), dtype=torch.float32, device=device)
    states70 = torch.full([_cdiv(2, T['c0']), _cdiv(32, T['c3']), _pow2(2), T['c0'], _pow2(2), _pow2(32), _pow2(16)], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(_cdiv(2, T['c0']) * _cdiv(32, T['c3']),)](m43_ptr=m43, m43_s0=m43.stride(0), m43_s1=m43.stride(1), m43_s2=m43.stride(2), m43_s3=m43.stride(3), m43_s4=m43.stride(4), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), m7_s2=m7.stride(2), m7_s3=m7.stride(3), m7_s4=m7.stride(4), states50_ptr=states50, states50_s0=states50.stride(0), states50_s1=states50.stride(1), states50_s2=states50.stride(2), states50_s3=states50.stride(3), states50_s4=states50.stride(4), states50_s5=states50.stride(5), states50_s6=states50.stride(6), states50_s7=states50.stride(7), m31_ptr=m31, m31_s0=m31.stride(0), m31_s1=m31.stride(1), m31_s2=m31.stride(2), m31_s3=m31.stride(3), m31_s4=m31.stride(4), buf28_ptr=buf28, buf28_s0=buf28.stride(0), buf28_s1=buf28.stride(1), buf28_s2=buf28.stride(2), buf28_s3=buf28.stride(3), buf28_s4=buf28.stride(4), m39_ptr=m39, m39_s0=m39.stride(0), m39_s1=m39.stride(1), m39_s2=m39.stride(2), m39_s3=m39.stride(3), m39_s4=m39.stride(4), states69_ptr=states69, states69_s0=states69.stride(0), states69_s1=states69.stride(1), states69_s2=states69.stride(2), states69_s3=states69.stride(3), states69_s4=states69.stride(4), states69_s5=states69.stride(5), states69_s6=states69.stride(6), states70_ptr=states70, states70_s0=states70.stride(0), states70_s1=states70.stride(1), states70_s2=states70.stride(2), states70_s3=states70.stride(3), states70_s4=states70.stride(4), states70_s5=states70.stride(5), states70_s6=states70.stride(6), E_c0=2, E_c2=16, E_c3=32, E_n0=32, E_n1=2, E_n2=16, F_n0=_pow2(32), F_n1=_pow2(2), F_n2=_pow2(16), T_c0=T['c0'], T_c2=T['c2'], T_c3=T['c3'])
    m79 = inputs['sinks']
    m78 = m79.reshape([1, 2, 2, 1, 1])
    states107 = torch.full([_cdiv(2, T['c0']), _cdiv(32, T['c3']), _pow2(2), T['c0'], _pow2(2), _pow2(32), 1], float("nan"), dtype=torch.float32, device=device)
    states108 = torch.full([_cdiv(2, T['c0']), _cdiv(32, T['c3']), _pow2(2), T['c0'], _pow2(2), _pow2(32), 1], float("nan"), dtype=torch.float32, device=device)
    states109 = torch.full([_cdiv(2, T['c0']), _cdiv(32, T['c3']), _pow2(2), T['c0'], _pow2(2), _pow2(32), _pow2(16)], float("nan"), dtype=torch.float32, device=device)
    kernel_5[(_cdiv(2, T['c0']) * _cdiv(32, T['c3']),)](m43_ptr=m43, m43_s0=m43.stride(0), m43_s1=m43.stride(1), m43_s2=m43.stride(2), m43_s3=m43.stride(3), m43_s4=m43.stride(4), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), m7_s2=m7.stride(2), m7_s3=m7.stride(3), m7_s4=m7.stride(4), states50_ptr=states50, states50_s0=states50.stride(0), states50_s1=states50.stride(1), states50_s2=states50.stride(2), states50_s3=states50.stride(3), states50_s4=states50.stride(4), states50_s5=states50.stride(5), states50_s6=states50.stride(6), states50_s7=states50.stride(7), m31_ptr=m31, m31_s0=m31.stride(0), m31_s1=m31.stride(1), m31_s2=m31.stride(2), m31_s3=m31.stride(3), m31_s4=m31.stride(4), m39_ptr=m39, m39_s0=m39.stride(0), m39_s1=m39.stride(1), m39_s2=m39.stride(2), m39_s3=m39.stride(3), m39_s4=m39.stride(4), states107_ptr=states107, states107_s0=states107.stride(0), states107_s1=states107.stride(1), states107_s2=states107.stride(2), states107_s3=states107.stride(3), states107_s4=states107.stride(4), states107_s5=states107.stride(5), states107_s6=states107.stride(6), states108_ptr=states108, states108_s0=states108.stride(0), states108_s1=states108.stride(1), states108_s2=states108.stride(2), states108_s3=states108.stride(3), states108_s4=states108.stride(4), states108_s5=states108.stride(5), states108_s6=states108.stride(6), states109_ptr=states109, states109_s0=states109.stride(0), states109_s1=states109.stride(1), states109_s2=states109.stride(2), states109_s3=states109.stride(3), states109_s4=states109.stride(4), states109_s5=states109.stride(5), states109_s6=states109.stride(6), E_c0=2, E_c2=16, E_c3=32, E_n0=32, E_n1=2, E_n2=16, F_n0=_pow2(32), F_n1=_pow2(2), F_n2=_pow2(16), T_c0=T['c0'], T_c2=T['c2'], T_c3=T['c3'])
    buf127 = torch.full([2, 2, 2, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_6[(_cdiv(2, T['c0']),)](m2_ptr=m2, m2_s0=m2.stride(0), m2_s1=m2.stride(1), m2_s2=m2.stride(2), m2_s3=m2.stride(3), m2_s4=m2.stride(4), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), m7_s2=m7.stride(2), m7_s3=m7.stride(3), m7_s4=m7.stride(4), buf28_ptr=buf28, buf28_s0=buf28.stride(0), buf28_s1=buf28.stride(1), buf28_s2=buf28.stride(2), buf28_s3=buf28.stride(3), buf28_s4=buf28.stride(4), m31_ptr=m31, m31_s0=m31.stride(0), m31_s1=m31.stride(1), m31_s2=m31.stride(2), m31_s3=m31.stride(3), m31_s4=m31.stride(4), m39_ptr=m39, m39_s0=m39.stride(0), m39_s1=m39.stride(1), m39_s2=m39.stride(2), m39_s3=m39.stride(3), m39_s4=m39.stride(4), states69_ptr=states69, states69_s0=states69.stride(0), states69_s1=states69.stride(1), states69_s2=states69.stride(2), states69_s3=states69.stride(3), states69_s4=states69.stride(4), states69_s5=states69.stride(5), states69_s6=states69.stride(6), states70_ptr=states70, states70_s0=states70.stride(0), states70_s1=states70.stride(1), states70_s2=states70.stride(2), states70_s3=states70.stride(3), states70_s4=states70.stride(4), states70_s5=states70.stride(5), states70_s6=states70.stride(6), m78_ptr=m78, m78_s0=m78.stride(0), m78_s1=m78.stride(1), m78_s2=m78.stride(2), m78_s3=m78.stride(3), m78_s4=m78.stride(4), states107_ptr=states107, states107_s0=states107.stride(0), states107_s1=states107.stride(1), states107_s2=states107.stride(2), states107_s3=states107.stride(3), states107_s4=states107.stride(4), states107_s5=states107.stride(5), states107_s6=states107.stride(6), states108_ptr=states108, states108_s0=states108.stride(0), states108_s1=states108.stride(1), states108_s2=states108.stride(2), states108_s3=states108.stride(3), states108_s4=states108.stride(4), states108_s5=states108.stride(5), states108_s6=states108.stride(6), states109_ptr=states109, states109_s0=states109.stride(0), states109_s1=states109.stride(1), states109_s2=states109.stride(2), states109_s3=states109.stride(3), states109_s4=states109.stride(4), states109_s5=states109.stride(5), states109_s6=states109.stride(6), buf127_ptr=buf127, buf127_s0=buf127.stride(0), buf127_s1=buf127.stride(1), buf127_s2=buf127.stride(2), buf127_s3=buf127.stride(3), buf127_s4=buf127.stride(4), E_c0=2, E_c3=32, E_n0=32, E_n1=2, E_n2=16, F_n0=_pow2(32), F_n1=_pow2(2), F_n2=_pow2(16), T_c0=T['c0'], T_c3=T['c3'])
    m1 = buf127.reshape([2, 4, 32, 16])
    return m1


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
