"""attention_sinks [small], candidate 57: 11 kernel(s)

Rendered by EqiForge from candidate 57 of attention_sinks [small]: store(k.3[16]) ; store(k.2[32]) loop(k.3[16]: pair(sum, sum), stored) ; store(k.2[32]) ; grid(k.0@0) loop(k.2[32]: sum, stored) ; store(k.3[16]) ; grid() loop(k.3[16]: pair(sum, sum), stored) ; grid(k.2@3) ; grid(k.1@1) ; store(k.2[32]) ; grid() loop(k.2[32]: sum, stored) ; grid(k.0@0)
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid k.0@0[2]
    c1: loop k.2[32]
    c2: loop k.3[16]
    c3: grid k.1@1[2]
    c4: grid k.2@3[32]

Run it on its own: `python kernels/f57.py` checks it once against PyTorch on random inputs.
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
def kernel_0(m14_ptr, m14_s0, m14_s1, m14_s2, m14_s3, m14_s4, m17_ptr, m17_s0, m17_s1, m17_s2, m17_s3, m17_s4, states24_ptr, states24_s0, states24_s1, states24_s2, states24_s3, states24_s4, states24_s5, states24_s6, states24_s7, states25_ptr, states25_s0, states25_s1, states25_s2, states25_s3, states25_s4, states25_s5, states25_s6, states25_s7, E_c0, E_c1, E_c2, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # stores states24, states25: Collect over loop k.3[16]
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
    t16 = tl.load(m14_ptr + offs_c0[:, None, None, None, None] * m14_s0 + offs_n0[None, :, None, None, None] * m14_s1 + offs_n0[None, None, :, None, None] * m14_s2 + offs_n1[None, None, None, :, None] * m14_s3 + offs_c2[None, None, None, None, :] * m14_s4, mask=(offs_c0 < E_c0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :, None] & (offs_c2 < E_c2)[None, None, None, None, :], other=0).to(tl.float32)
    t20 = tl.load(m17_ptr + offs_c0[:, None, None, None, None] * m17_s0 + offs_n0[None, :, None, None, None] * m17_s1 + offs_c2[None, None, None, :, None] * m17_s3 + offs_n1[None, None, None, None, :] * m17_s4, mask=(offs_c0 < E_c0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_c2 < E_c2)[None, None, None, :, None] & (offs_n1 < E_n1)[None, None, None, None, :], other=0).to(tl.float32)
    t21 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, None, :], t16, 0.0), 5) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :, None], t20, 0.0), 3), axis=4)
    t22 = tl.load(m17_ptr + offs_c0[:, None, None, None, None] * m17_s0 + offs_n0[None, :, None, None, None] * m17_s1 + offs_c2[None, None, None, :, None] * m17_s3 + offs_c1[None, None, None, None, :] * m17_s4, mask=(offs_c0 < E_c0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_c2 < E_c2)[None, None, None, :, None] & (offs_c1 < E_c1)[None, None, None, None, :], other=0).to(tl.float32)
    t23 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, None, :], t16, 0.0), 5) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :, None], t22, 0.0), 3), axis=4)
    tl.store(states24_ptr + i_c0 * states24_s0 + i_c1 * states24_s1 + i_c2 * states24_s2 + tl.arange(0, T_c0)[:, None, None, None, None] * states24_s3 + tl.arange(0, F_n0)[None, :, None, None, None] * states24_s4 + tl.arange(0, F_n0)[None, None, :, None, None] * states24_s5 + tl.arange(0, F_n1)[None, None, None, :, None] * states24_s6 + tl.arange(0, F_n1)[None, None, None, None, :] * states24_s7 + tl.zeros([T_c0, F_n0, F_n0, F_n1, F_n1], tl.int32), t21)
    tl.store(states25_ptr + i_c0 * states25_s0 + i_c1 * states25_s1 + i_c2 * states25_s2 + tl.arange(0, T_c0)[:, None, None, None, None] * states25_s3 + tl.arange(0, F_n0)[None, :, None, None, None] * states25_s4 + tl.arange(0, F_n0)[None, None, :, None, None] * states25_s5 + tl.arange(0, F_n1)[None, None, None, :, None] * states25_s6 + tl.arange(0, T_c1)[None, None, None, None, :] * states25_s7 + tl.zeros([T_c0, F_n0, F_n0, F_n1, T_c1], tl.int32), t23)


@triton.jit
def kernel_1(m2_ptr, m2_s0, m2_s1, m2_s2, m2_s3, m2_s4, m7_ptr, m7_s0, m7_s1, m7_s2, m7_s3, m7_s4, states24_ptr, states24_s0, states24_s1, states24_s2, states24_s3, states24_s4, states24_s5, states24_s6, states24_s7, states25_ptr, states25_s0, states25_s1, states25_s2, states25_s3, states25_s4, states25_s5, states25_s6, states25_s7, m32_ptr, m32_s0, m32_s1, m32_s2, m32_s3, m32_s4, states40_ptr, states40_s0, states40_s1, states40_s2, states40_s3, states40_s4, states40_s5, states40_s6, E_c0, E_c1, E_c2, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # stores states40: Collect over loop k.2[32]
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
    t6 = tl.load(m2_ptr + offs_c1[None, None, None, None, :] * m2_s4, mask=(offs_c1 < E_c1)[None, None, None, None, :], other=0)
    t13 = tl.load(m7_ptr + offs_n1[None, None, None, :, None] * m7_s3 + offs_c1[None, None, None, None, :] * m7_s4, mask=(offs_n1 < E_n1)[None, None, None, :, None] & (offs_c1 < E_c1)[None, None, None, None, :], other=0)
    acc28 = tl.full([T_c0, F_n0, F_n0, F_n1, F_n1], 0.0, tl.float32)
    acc29 = tl.full([T_c0, F_n0, F_n0, F_n1, T_c1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t26 = tl.load(states24_ptr + i_c0 * states24_s0 + i_c1 * states24_s1 + i_c2 * states24_s2 + tl.arange(0, T_c0)[:, None, None, None, None] * states24_s3 + tl.arange(0, F_n0)[None, :, None, None, None] * states24_s4 + tl.arange(0, F_n0)[None, None, :, None, None] * states24_s5 + tl.arange(0, F_n1)[None, None, None, :, None] * states24_s6 + tl.arange(0, F_n1)[None, None, None, None, :] * states24_s7 + tl.zeros([T_c0, F_n0, F_n0, F_n1, F_n1], tl.int32))
        t27 = tl.load(states25_ptr + i_c0 * states25_s0 + i_c1 * states25_s1 + i_c2 * states25_s2 + tl.arange(0, T_c0)[:, None, None, None, None] * states25_s3 + tl.arange(0, F_n0)[None, :, None, None, None] * states25_s4 + tl.arange(0, F_n0)[None, None, :, None, None] * states25_s5 + tl.arange(0, F_n1)[None, None, None, :, None] * states25_s6 + tl.arange(0, T_c1)[None, None, None, None, :] * states25_s7 + tl.zeros([T_c0, F_n0, F_n0, F_n1, T_c1], tl.int32))
        acc28 = acc28 + t26
        acc29 = acc29 + t27
    t30 = tl.where(t13, -float("inf"), acc29)
    t31 = (t30) * (0.25)
    t36 = tl.load(m32_ptr + offs_n1[None, None, None, :, None] * m32_s3 + offs_c1[None, None, None, None, :] * m32_s4, mask=(offs_n1 < E_n1)[None, None, None, :, None] & (offs_c1 < E_c1)[None, None, None, None, :], other=0)
    t37 = tl.where(t36, -float("inf"), t31)
    t38 = tl.where(t6, t31, t37)
    t39 = tl.exp(t38)
    tl.store(states40_ptr + i_c0 * states40_s0 + i_c1 * states40_s1 + tl.arange(0, T_c0)[:, None, None, None, None] * states40_s2 + tl.arange(0, F_n0)[None, :, None, None, None] * states40_s3 + tl.arange(0, F_n0)[None, None, :, None, None] * states40_s4 + tl.arange(0, F_n1)[None, None, None, :, None] * states40_s5 + tl.arange(0, T_c1)[None, None, None, None, :] * states40_s6 + tl.zeros([T_c0, F_n0, F_n0, F_n1, T_c1], tl.int32), t39)


@triton.jit
def kernel_2(states40_ptr, states40_s0, states40_s1, states40_s2, states40_s3, states40_s4, states40_s5, states40_s6, m42_ptr, m42_s0, m42_s1, m42_s2, m42_s3, m42_s4, states46_ptr, states46_s0, states46_s1, states46_s2, states46_s3, states46_s4, states46_s5, states46_s6, E_c0, E_c1, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # stores states46: Collect over loop k.2[32]
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
    t41 = tl.load(states40_ptr + i_c0 * states40_s0 + i_c1 * states40_s1 + tl.arange(0, T_c0)[:, None, None, None, None] * states40_s2 + tl.arange(0, F_n0)[None, :, None, None, None] * states40_s3 + tl.arange(0, F_n0)[None, None, :, None, None] * states40_s4 + tl.arange(0, F_n1)[None, None, None, :, None] * states40_s5 + tl.arange(0, T_c1)[None, None, None, None, :] * states40_s6 + tl.zeros([T_c0, F_n0, F_n0, F_n1, T_c1], tl.int32))
    t44 = tl.load(m42_ptr + offs_c0[:, None, None, None, None] * m42_s0 + offs_n0[None, :, None, None, None] * m42_s1 + offs_c1[None, None, None, :, None] * m42_s3 + offs_n2[None, None, None, None, :] * m42_s4, mask=(offs_c0 < E_c0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_c1 < E_c1)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :], other=0).to(tl.float32)
    t45 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, None, :], t41, 0.0), 5) * tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, :, None], t44, 0.0), 3), axis=4)
    tl.store(states46_ptr + i_c0 * states46_s0 + i_c1 * states46_s1 + tl.arange(0, T_c0)[:, None, None, None, None] * states46_s2 + tl.arange(0, F_n0)[None, :, None, None, None] * states46_s3 + tl.arange(0, F_n0)[None, None, :, None, None] * states46_s4 + tl.arange(0, F_n1)[None, None, None, :, None] * states46_s5 + tl.arange(0, F_n2)[None, None, None, None, :] * states46_s6 + tl.zeros([T_c0, F_n0, F_n0, F_n1, F_n2], tl.int32), t45)


@triton.jit
def kernel_3(states46_ptr, states46_s0, states46_s1, states46_s2, states46_s3, states46_s4, states46_s5, states46_s6, buf49_ptr, buf49_s0, buf49_s1, buf49_s2, buf49_s3, buf49_s4, E_c0, E_c1, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf49: Combine over grid k.0@0[2]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    acc48 = tl.full([T_c0, F_n0, F_n0, F_n1, F_n2], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t47 = tl.load(states46_ptr + i_c0 * states46_s0 + i_c1 * states46_s1 + tl.arange(0, T_c0)[:, None, None, None, None] * states46_s2 + tl.arange(0, F_n0)[None, :, None, None, None] * states46_s3 + tl.arange(0, F_n0)[None, None, :, None, None] * states46_s4 + tl.arange(0, F_n1)[None, None, None, :, None] * states46_s5 + tl.arange(0, F_n2)[None, None, None, None, :] * states46_s6 + tl.zeros([T_c0, F_n0, F_n0, F_n1, F_n2], tl.int32))
        acc48 = acc48 + t47
    tl.store(buf49_ptr + offs_c0[:, None, None, None, None] * buf49_s0 + offs_n0[None, :, None, None, None] * buf49_s1 + offs_n0[None, None, :, None, None] * buf49_s2 + offs_n1[None, None, None, :, None] * buf49_s3 + offs_n2[None, None, None, None, :] * buf49_s4, acc48, mask=(offs_c0 < E_c0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :])


@triton.jit
def kernel_4(m14_ptr, m14_s0, m14_s1, m14_s2, m14_s3, m14_s4, m17_ptr, m17_s0, m17_s1, m17_s2, m17_s3, m17_s4, states59_ptr, states59_s0, states59_s1, states59_s2, states59_s3, states59_s4, states59_s5, states60_ptr, states60_s0, states60_s1, states60_s2, states60_s3, states60_s4, states60_s5, E_c2, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c2: tl.constexpr):
    # stores states59, states60: Collect over loop k.3[16]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t55 = tl.load(m14_ptr + offs_n0[:, None, None, None, None] * m14_s0 + offs_n0[None, :, None, None, None] * m14_s1 + offs_n0[None, None, :, None, None] * m14_s2 + offs_n1[None, None, None, :, None] * m14_s3 + offs_c2[None, None, None, None, :] * m14_s4, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :, None] & (offs_c2 < E_c2)[None, None, None, None, :], other=0).to(tl.float32)
    t56 = tl.load(m17_ptr + offs_n0[:, None, None, None, None] * m17_s0 + offs_n0[None, :, None, None, None] * m17_s1 + offs_c2[None, None, None, :, None] * m17_s3 + offs_n1[None, None, None, None, :] * m17_s4, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_c2 < E_c2)[None, None, None, :, None] & (offs_n1 < E_n1)[None, None, None, None, :], other=0).to(tl.float32)
    t57 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, None, :], t55, 0.0), 5) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :, None], t56, 0.0), 3), axis=4)
    t58 = (t57) * (0.25)
    tl.store(states59_ptr + i_c2 * states59_s0 + tl.arange(0, F_n0)[:, None, None, None, None] * states59_s1 + tl.arange(0, F_n0)[None, :, None, None, None] * states59_s2 + tl.arange(0, F_n0)[None, None, :, None, None] * states59_s3 + tl.arange(0, F_n1)[None, None, None, :, None] * states59_s4 + tl.arange(0, F_n1)[None, None, None, None, :] * states59_s5 + tl.zeros([F_n0, F_n0, F_n0, F_n1, F_n1], tl.int32), t57)
    tl.store(states60_ptr + i_c2 * states60_s0 + tl.arange(0, F_n0)[:, None, None, None, None] * states60_s1 + tl.arange(0, F_n0)[None, :, None, None, None] * states60_s2 + tl.arange(0, F_n0)[None, None, :, None, None] * states60_s3 + tl.arange(0, F_n1)[None, None, None, :, None] * states60_s4 + tl.arange(0, F_n1)[None, None, None, None, :] * states60_s5 + tl.zeros([F_n0, F_n0, F_n0, F_n1, F_n1], tl.int32), t58)


@triton.jit
def kernel_5(states59_ptr, states59_s0, states59_s1, states59_s2, states59_s3, states59_s4, states59_s5, states60_ptr, states60_s0, states60_s1, states60_s2, states60_s3, states60_s4, states60_s5, buf65_ptr, buf65_s0, buf65_s1, buf65_s2, buf65_s3, buf65_s4, buf66_ptr, buf66_s0, buf66_s1, buf66_s2, buf66_s3, buf66_s4, E_c2, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf65, buf66: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    acc63 = tl.full([F_n0, F_n0, F_n0, F_n1, F_n1], 0.0, tl.float32)
    acc64 = tl.full([F_n0, F_n0, F_n0, F_n1, F_n1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t61 = tl.load(states59_ptr + i_c2 * states59_s0 + tl.arange(0, F_n0)[:, None, None, None, None] * states59_s1 + tl.arange(0, F_n0)[None, :, None, None, None] * states59_s2 + tl.arange(0, F_n0)[None, None, :, None, None] * states59_s3 + tl.arange(0, F_n1)[None, None, None, :, None] * states59_s4 + tl.arange(0, F_n1)[None, None, None, None, :] * states59_s5 + tl.zeros([F_n0, F_n0, F_n0, F_n1, F_n1], tl.int32))
        t62 = tl.load(states60_ptr + i_c2 * states60_s0 + tl.arange(0, F_n0)[:, None, None, None, None] * states60_s1 + tl.arange(0, F_n0)[None, :, None, None, None] * states60_s2 + tl.arange(0, F_n0)[None, None, :, None, None] * states60_s3 + tl.arange(0, F_n1)[None, None, None, :, None] * states60_s4 + tl.arange(0, F_n1)[None, None, None, None, :] * states60_s5 + tl.zeros([F_n0, F_n0, F_n0, F_n1, F_n1], tl.int32))
        acc63 = acc63 + t61
        acc64 = acc64 + t62
    tl.store(buf65_ptr + offs_n0[:, None, None, None, None] * buf65_s0 + offs_n0[None, :, None, None, None] * buf65_s1 + offs_n0[None, None, :, None, None] * buf65_s2 + offs_n1[None, None, None, :, None] * buf65_s3 + offs_n1[None, None, None, None, :] * buf65_s4, acc63, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :, None] & (offs_n1 < E_n1)[None, None, None, None, :])
    tl.store(buf66_ptr + offs_n0[:, None, None, None, None] * buf66_s0 + offs_n0[None, :, None, None, None] * buf66_s1 + offs_n0[None, None, :, None, None] * buf66_s2 + offs_n1[None, None, None, :, None] * buf66_s3 + offs_n1[None, None, None, None, :] * buf66_s4, acc64, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :, None] & (offs_n1 < E_n1)[None, None, None, None, :])


@triton.jit
def kernel_6(buf65_ptr, buf65_s0, buf65_s1, buf65_s2, buf65_s3, buf65_s4, buf69_ptr, buf69_s0, buf69_s1, buf69_s2, buf69_s3, buf69_s4, E_c4, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c4: tl.constexpr):
    # writes buf69: Combine over grid k.2@3[32]
    pid = tl.program_id(0)
    i_c4 = pid % tl.cdiv(E_c4, T_c4)
    pid = pid // tl.cdiv(E_c4, T_c4)
    offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t67 = tl.load(buf65_ptr + offs_n0[:, None, None, None, None] * buf65_s0 + offs_n0[None, :, None, None, None] * buf65_s1 + offs_n0[None, None, :, None, None] * buf65_s2 + offs_c4[None, None, None, :, None] * buf65_s3 + offs_n1[None, None, None, None, :] * buf65_s4, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_c4 < E_c4)[None, None, None, :, None] & (offs_n1 < E_n1)[None, None, None, None, :], other=0).to(tl.float32)
    t68 = (t67) * (0.25)
    tl.store(buf69_ptr + offs_n0[:, None, None, None, None] * buf69_s0 + offs_n0[None, :, None, None, None] * buf69_s1 + offs_n0[None, None, :, None, None] * buf69_s2 + offs_c4[None, None, None, :, None] * buf69_s3 + offs_n1[None, None, None, None, :] * buf69_s4, t68, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_c4 < E_c4)[None, None, None, :, None] & (offs_n1 < E_n1)[None, None, None, None, :])


@triton.jit
def kernel_7(m51_ptr, m51_s0, m51_s1, m51_s2, m51_s3, m51_s4, m7_ptr, m7_s0, m7_s1, m7_s2, m7_s3, m7_s4, buf69_ptr, buf69_s0, buf69_s1, buf69_s2, buf69_s3, buf69_s4, m32_ptr, m32_s0, m32_s1, m32_s2, m32_s3, m32_s4, buf76_ptr, buf76_s0, buf76_s1, buf76_s2, buf76_s3, buf76_s4, E_c3, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c3: tl.constexpr):
    # writes buf76: Combine over grid k.1@1[2]
    pid = tl.program_id(0)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    t53 = tl.load(m51_ptr + offs_n1[None, None, None, None, :] * m51_s4, mask=(offs_n1 < E_n1)[None, None, None, None, :], other=0)
    t54 = tl.load(m7_ptr + offs_n1[None, None, None, :, None] * m7_s3 + offs_n1[None, None, None, None, :] * m7_s4, mask=(offs_n1 < E_n1)[None, None, None, :, None] & (offs_n1 < E_n1)[None, None, None, None, :], other=0)
    t70 = tl.load(buf69_ptr + offs_n0[:, None, None, None, None] * buf69_s0 + offs_c3[None, :, None, None, None] * buf69_s1 + offs_n0[None, None, :, None, None] * buf69_s2 + offs_n1[None, None, None, :, None] * buf69_s3 + offs_n1[None, None, None, None, :] * buf69_s4, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_c3 < E_c3)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :, None] & (offs_n1 < E_n1)[None, None, None, None, :], other=0).to(tl.float32)
    t71 = tl.where(t54, -float("inf"), t70)
    t72 = tl.load(m32_ptr + offs_n1[None, None, None, :, None] * m32_s3 + offs_n1[None, None, None, None, :] * m32_s4, mask=(offs_n1 < E_n1)[None, None, None, :, None] & (offs_n1 < E_n1)[None, None, None, None, :], other=0)
    t73 = tl.where(t72, -float("inf"), t71)
    t74 = tl.where(t53, t71, t73)
    t75 = tl.max(tl.where((offs_n1 < E_n1)[None, None, None, None, :], t74, -float('inf')), axis=4, keep_dims=True)
    tl.store(buf76_ptr + offs_n0[:, None, None, None, None] * buf76_s0 + offs_c3[None, :, None, None, None] * buf76_s1 + offs_n0[None, None, :, None, None] * buf76_s2 + offs_n1[None, None, None, :, None] * buf76_s3, t75, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_c3 < E_c3)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :, None])


@triton.jit
def kernel_8(m51_ptr, m51_s0, m51_s1, m51_s2, m51_s3, m51_s4, m7_ptr, m7_s0, m7_s1, m7_s2, m7_s3, m7_s4, buf69_ptr, buf69_s0, buf69_s1, buf69_s2, buf69_s3, buf69_s4, m32_ptr, m32_s0, m32_s1, m32_s2, m32_s3, m32_s4, states93_ptr, states93_s0, states93_s1, states93_s2, states93_s3, states93_s4, states93_s5, E_c1, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c1: tl.constexpr):
    # stores states93: Collect over loop k.2[32]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    t84 = tl.load(m51_ptr + offs_c1[None, None, None, None, :] * m51_s4, mask=(offs_c1 < E_c1)[None, None, None, None, :], other=0)
    t85 = tl.load(m7_ptr + offs_n1[None, None, None, :, None] * m7_s3 + offs_c1[None, None, None, None, :] * m7_s4, mask=(offs_n1 < E_n1)[None, None, None, :, None] & (offs_c1 < E_c1)[None, None, None, None, :], other=0)
    t86 = tl.load(buf69_ptr + offs_n0[:, None, None, None, None] * buf69_s0 + offs_n0[None, :, None, None, None] * buf69_s1 + offs_n0[None, None, :, None, None] * buf69_s2 + offs_n1[None, None, None, :, None] * buf69_s3 + offs_c1[None, None, None, None, :] * buf69_s4, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :, None] & (offs_c1 < E_c1)[None, None, None, None, :], other=0).to(tl.float32)
    t87 = tl.where(t85, -float("inf"), t86)
    t88 = tl.load(m32_ptr + offs_n1[None, None, None, :, None] * m32_s3 + offs_c1[None, None, None, None, :] * m32_s4, mask=(offs_n1 < E_n1)[None, None, None, :, None] & (offs_c1 < E_c1)[None, None, None, None, :], other=0)
    t89 = tl.where(t88, -float("inf"), t87)
    t90 = tl.where(t84, t87, t89)
    t91 = tl.exp(t90)
    t92 = tl.sum(tl.where((offs_c1 < E_c1)[None, None, None, None, :], t91, 0.0), axis=4, keep_dims=True)
    tl.store(states93_ptr + i_c1 * states93_s0 + tl.arange(0, F_n0)[:, None, None, None, None] * states93_s1 + tl.arange(0, F_n0)[None, :, None, None, None] * states93_s2 + tl.arange(0, F_n0)[None, None, :, None, None] * states93_s3 + tl.arange(0, F_n1)[None, None, None, :, None] * states93_s4 + tl.zeros([F_n0, F_n0, F_n0, F_n1, 1], tl.int32), t92)


@triton.jit
def kernel_9(states93_ptr, states93_s0, states93_s1, states93_s2, states93_s3, states93_s4, states93_s5, buf96_ptr, buf96_s0, buf96_s1, buf96_s2, buf96_s3, buf96_s4, E_c1, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c1: tl.constexpr):
    # writes buf96: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    acc95 = tl.full([F_n0, F_n0, F_n0, F_n1, 1], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t94 = tl.load(states93_ptr + i_c1 * states93_s0 + tl.arange(0, F_n0)[:, None, None, None, None] * states93_s1 + tl.arange(0, F_n0)[None, :, None, None, None] * states93_s2 + tl.arange(0, F_n0)[None, None, :, None, None] * states93_s3 + tl.arange(0, F_n1)[None, None, None, :, None] * states93_s4 + tl.zeros([F_n0, F_n0, F_n0, F_n1, 1], tl.int32))
        acc95 = acc95 + t94
    tl.store(buf96_ptr + offs_n0[:, None, None, None, None] * buf96_s0 + offs_n0[None, :, None, None, None] * buf96_s1 + offs_n0[None, None, :, None, None] * buf96_s2 + offs_n1[None, None, None, :, None] * buf96_s3, acc95, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :, None])


@triton.jit
def kernel_10(buf49_ptr, buf49_s0, buf49_s1, buf49_s2, buf49_s3, buf49_s4, buf76_ptr, buf76_s0, buf76_s1, buf76_s2, buf76_s3, buf76_s4, m78_ptr, m78_s0, m78_s1, m78_s2, m78_s3, m78_s4, buf96_ptr, buf96_s0, buf96_s1, buf96_s2, buf96_s3, buf96_s4, buf104_ptr, buf104_s0, buf104_s1, buf104_s2, buf104_s3, buf104_s4, E_c0, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr):
    # writes buf104: Combine over grid k.0@0[2]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t50 = tl.load(buf49_ptr + offs_c0[:, None, None, None, None] * buf49_s0 + offs_n0[None, :, None, None, None] * buf49_s1 + offs_n0[None, None, :, None, None] * buf49_s2 + offs_n1[None, None, None, :, None] * buf49_s3 + offs_n2[None, None, None, None, :] * buf49_s4, mask=(offs_c0 < E_c0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :], other=0).to(tl.float32)
    t77 = tl.load(buf76_ptr + offs_c0[:, None, None, None, None] * buf76_s0 + offs_n0[None, :, None, None, None] * buf76_s1 + offs_n0[None, None, :, None, None] * buf76_s2 + offs_n1[None, None, None, :, None] * buf76_s3, mask=(offs_c0 < E_c0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :, None], other=0).to(tl.float32)
    t80 = tl.load(m78_ptr + offs_n0[None, :, None, None, None] * m78_s1 + offs_n0[None, None, :, None, None] * m78_s2, mask=(offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None], other=0).to(tl.float32)
    t81 = tl.maximum(t77, t80)
    t82 = tl.exp(t81)
    t83 = (t50) / (t82)
    t97 = tl.load(buf96_ptr + offs_c0[:, None, None, None, None] * buf96_s0 + offs_n0[None, :, None, None, None] * buf96_s1 + offs_n0[None, None, :, None, None] * buf96_s2 + offs_n1[None, None, None, :, None] * buf96_s3, mask=(offs_c0 < E_c0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :, None], other=0).to(tl.float32)
    t98 = 1.0 / (t82)
    t99 = (t97) * (t98)
    t100 = t80 - (t81)
    t101 = tl.exp(t100)
    t102 = t99 + t101
    t103 = (t83) / (t102)
    tl.store(buf104_ptr + offs_c0[:, None, None, None, None] * buf104_s0 + offs_n0[None, :, None, None, None] * buf104_s1 + offs_n0[None, None, :, None, None] * buf104_s2 + offs_n1[None, None, None, :, None] * buf104_s3 + offs_n2[None, None, None, None, :] * buf104_s4, t103, mask=(offs_c0 < E_c0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :])


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
    m5 = torch.tensor(2.0, dtype=torch.float32, device=device)
    m3 = _BINARY["Lt"](m4, m5)
    m2 = m3.reshape([1, 1, 1, 1, 32])
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
    states24 = torch.full([_cdiv(2, T['c0']), _cdiv(32, T['c1']), _cdiv(16, T['c2']), T['c0'], _pow2(2), _pow2(2), _pow2(32), _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    states25 = torch.full([_cdiv(2, T['c0']), _cdiv(32, T['c1']), _cdiv(16, T['c2']), T['c0'], _pow2(2), _pow2(2), _pow2(32), T['c1']], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(2, T['c0']) * _cdiv(32, T['c1']) * _cdiv(16, T['c2']),)](m14_ptr=m14, m14_s0=m14.stride(0), m14_s1=m14.stride(1), m14_s2=m14.stride(2), m14_s3=m14.stride(3), m14_s4=m14.stride(4), m17_ptr=m17, m17_s0=m17.stride(0), m17_s1=m17.stride(1), m17_s2=m17.stride(2), m17_s3=m17.stride(3), m17_s4=m17.stride(4), states24_ptr=states24, states24_s0=states24.stride(0), states24_s1=states24.stride(1), states24_s2=states24.stride(2), states24_s3=states24.stride(3), states24_s4=states24.stride(4), states24_s5=states24.stride(5), states24_s6=states24.stride(6), states24_s7=states24.stride(7), states25_ptr=states25, states25_s0=states25.stride(0), states25_s1=states25.stride(1), states25_s2=states25.stride(2), states25_s3=states25.stride(3), states25_s4=states25.stride(4), states25_s5=states25.stride(5), states25_s6=states25.stride(6), states25_s7=states25.stride(7), E_c0=2, E_c1=32, E_c2=16, E_n0=2, E_n1=32, F_n0=_pow2(2), F_n1=_pow2(32), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    m34 = _BINARY["Sub"](m10, m9)
    m35 = torch.tensor(8.0, dtype=torch.float32, device=device)
    m33 = _BINARY["Ge"](m34, m35)
    m32 = m33.reshape([1, 1, 1, 32, 32])
    states40 = torch.full([_cdiv(2, T['c0']), _cdiv(32, T['c1']), T['c0'], _pow2(2), _pow2(2), _pow2(32), T['c1']], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(2, T['c0']) * _cdiv(32, T['c1']),)](m2_ptr=m2, m2_s0=m2.stride(0), m2_s1=m2.stride(1), m2_s2=m2.stride(2), m2_s3=m2.stride(3), m2_s4=m2.stride(4), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), m7_s2=m7.stride(2), m7_s3=m7.stride(3), m7_s4=m7.stride(4), states24_ptr=states24, states24_s0=states24.stride(0), states24_s1=states24.stride(1), states24_s2=states24.stride(2), states24_s3=states24.stride(3), states24_s4=states24.stride(4), states24_s5=states24.stride(5), states24_s6=states24.stride(6), states24_s7=states24.stride(7), states25_ptr=states25, states25_s0=states25.stride(0), states25_s1=states25.stride(1), states25_s2=states25.stride(2), states25_s3=states25.stride(3), states25_s4=states25.stride(4), states25_s5=states25.stride(5), states25_s6=states25.stride(6), states25_s7=states25.stride(7), m32_ptr=m32, m32_s0=m32.stride(0), m32_s1=m32.stride(1), m32_s2=m32.stride(2), m32_s3=m32.stride(3), m32_s4=m32.stride(4), states40_ptr=states40, states40_s0=states40.stride(0), states40_s1=states40.stride(1), states40_s2=states40.stride(2), states40_s3=states40.stride(3), states40_s4=states40.stride(4), states40_s5=states40.stride(5), states40_s6=states40.stride(6), E_c0=2, E_c1=32, E_c2=16, E_n0=2, E_n1=32, F_n0=_pow2(2), F_n1=_pow2(32), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    m43 = inputs['v']
    m42 = m43.reshape([2, 2, 1, 32, 16])
    states46 = torch.full([_cdiv(2, T['c0']), _cdiv(32, T['c1']), T['c0'], _pow2(2), _pow2(2), _pow2(32), _pow2(16)], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(2, T['c0']) * _cdiv(32, T['c1']),)](states40_ptr=states40, states40_s0=states40.stride(0), states40_s1=states40.stride(1), states40_s2=states40.stride(2), states40_s3=states40.stride(3), states40_s4=states40.stride(4), states40_s5=states40.stride(5), states40_s6=states40.stride(6), m42_ptr=m42, m42_s0=m42.stride(0), m42_s1=m42.stride(1), m42_s2=m42.stride(2), m42_s3=m42.stride(3), m42_s4=m42.stride(4), states46_ptr=states46, states46_s0=states46.stride(0), states46_s1=states46.stride(1), states46_s2=states46.stride(2), states46_s3=states46.stride(3), states46_s4=states46.stride(4), states46_s5=states46.stride(5), states46_s6=states46.stride(6), E_c0=2, E_c1=32, E_n0=2, E_n1=32, E_n2=16, F_n0=_pow2(2), F_n1=_pow2(32), F_n2=_pow2(16), T_c0=T['c0'], T_c1=T['c1'])
    buf49 = torch.full([2, 2, 2, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(2, T['c0']),)](states46_ptr=states46, states46_s0=states46.stride(0), states46_s1=states46.stride(1), states46_s2=states46.stride(2), states46_s3=states46.stride(3), states46_s4=states46.stride(4), states46_s5=states46.stride(5), states46_s6=states46.stride(6), buf49_ptr=buf49, buf49_s0=buf49.stride(0), buf49_s1=buf49.stride(1), buf49_s2=buf49.stride(2), buf49_s3=buf49.stride(3), buf49_s4=buf49.stride(4), E_c0=2, E_c1=32, E_n0=2, E_n1=32, E_n2=16, F_n0=_pow2(2), F_n1=_pow2(32), F_n2=_pow2(16), T_c0=T['c0'], T_c1=T['c1'])
    m52 = m4.reshape([1, 1, 1, 1, 32])
    m51 = _BINARY["Lt"](m52, m5)
    states59 = torch.full([_cdiv(16, T['c2']), _pow2(2), _pow2(2), _pow2(2), _pow2(32), _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    states60 = torch.full([_cdiv(16, T['c2']), _pow2(2), _pow2(2), _pow2(2), _pow2(32), _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(_cdiv(16, T['c2']),)](m14_ptr=m14, m14_s0=m14.stride(0), m14_s1=m14.stride(1), m14_s2=m14.stride(2), m14_s3=m14.stride(3), m14_s4=m14.stride(4), m17_ptr=m17, m17_s0=m17.stride(0), m17_s1=m17.stride(1), m17_s2=m17.stride(2), m17_s3=m17.stride(3), m17_s4=m17.stride(4), states59_ptr=states59, states59_s0=states59.stride(0), states59_s1=states59.stride(1), states59_s2=states59.stride(2), states59_s3=states59.stride(3), states59_s4=states59.stride(4), states59_s5=states59.stride(5), states60_ptr=states60, states60_s0=states60.stride(0), states60_s1=states60.stride(1), states60_s2=states60.stride(2), states60_s3=states60.stride(3), states60_s4=states60.stride(4), states60_s5=states60.stride(5), E_c2=16, E_n0=2, E_n1=32, F_n0=_pow2(2), F_n1=_pow2(32), T_c2=T['c2'])
    buf65 = torch.full([2, 2, 2, 32, 32], float("nan"), dtype=torch.float32, device=device)
    buf66 = torch.full([2, 2, 2, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_5[(1,)](states59_ptr=states59, states59_s0=states59.stride(0), states59_s1=states59.stride(1), states59_s2=states59.stride(2), states59_s3=states59.stride(3), states59_s4=states59.stride(4), states59_s5=states59.stride(5), states60_ptr=states60, states60_s0=states60.stride(0), states60_s1=states60.stride(1), states60_s2=states60.stride(2), states60_s3=states60.stride(3), states60_s4=states60.stride(4), states60_s5=states60.stride(5), buf65_ptr=buf65, buf65_s0=buf65.stride(0), buf65_s1=buf65.stride(1), buf65_s2=buf65.stride(2), buf65_s3=buf65.stride(3), buf65_s4=buf65.stride(4), buf66_ptr=buf66, buf66_s0=buf66.stride(0), buf66_s1=buf66.stride(1), buf66_s2=buf66.stride(2), buf66_s3=buf66.stride(3), buf66_s4=buf66.stride(4), E_c2=16, E_n0=2, E_n1=32, F_n0=_pow2(2), F_n1=_pow2(32), T_c2=T['c2'])
    buf69 = torch.full([2, 2, 2, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_6[(_cdiv(32, T['c4']),)](buf65_ptr=buf65, buf65_s0=buf65.stride(0), buf65_s1=buf65.stride(1), buf65_s2=buf65.stride(2), buf65_s3=buf65.stride(3), buf65_s4=buf65.stride(4), buf69_ptr=buf69, buf69_s0=buf69.stride(0), buf69_s1=buf69.stride(1), buf69_s2=buf69.stride(2), buf69_s3=buf69.stride(3), buf69_s4=buf69.stride(4), E_c4=32, E_n0=2, E_n1=32, F_n0=_pow2(2), F_n1=_pow2(32), T_c4=T['c4'])
    buf76 = torch.full([2, 2, 2, 32, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_7[(_cdiv(2, T['c3']),)](m51_ptr=m51, m51_s0=m51.stride(0), m51_s1=m51.stride(1), m51_s2=m51.stride(2), m51_s3=m51.stride(3), m51_s4=m51.stride(4), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), m7_s2=m7.stride(2), m7_s3=m7.stride(3), m7_s4=m7.stride(4), buf69_ptr=buf69, buf69_s0=buf69.stride(0), buf69_s1=buf69.stride(1), buf69_s2=buf69.stride(2), buf69_s3=buf69.stride(3), buf69_s4=buf69.stride(4), m32_ptr=m32, m32_s0=m32.stride(0), m32_s1=m32.stride(1), m32_s2=m32.stride(2), m32_s3=m32.stride(3), m32_s4=m32.stride(4), buf76_ptr=buf76, buf76_s0=buf76.stride(0), buf76_s1=buf76.stride(1), buf76_s2=buf76.stride(2), buf76_s3=buf76.stride(3), buf76_s4=buf76.stride(4), E_c3=2, E_n0=2, E_n1=32, F_n0=_pow2(2), F_n1=_pow2(32), T_c3=T['c3'])
    m79 = inputs['sinks']
    m78 = m79.reshape([1, 2, 2, 1, 1])
    states93 = torch.full([_cdiv(32, T['c1']), _pow2(2), _pow2(2), _pow2(2), _pow2(32), 1], float("nan"), dtype=torch.float32, device=device)
    kernel_8[(_cdiv(32, T['c1']),)](m51_ptr=m51, m51_s0=m51.stride(0), m51_s1=m51.stride(1), m51_s2=m51.stride(2), m51_s3=m51.stride(3), m51_s4=m51.stride(4), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), m7_s2=m7.stride(2), m7_s3=m7.stride(3), m7_s4=m7.stride(4), buf69_ptr=buf69, buf69_s0=buf69.stride(0), buf69_s1=buf69.stride(1), buf69_s2=buf69.stride(2), buf69_s3=buf69.stride(3), buf69_s4=buf69.stride(4), m32_ptr=m32, m32_s0=m32.stride(0), m32_s1=m32.stride(1), m32_s2=m32.stride(2), m32_s3=m32.stride(3), m32_s4=m32.stride(4), states93_ptr=states93, states93_s0=states93.stride(0), states93_s1=states93.stride(1), states93_s2=states93.stride(2), states93_s3=states93.stride(3), states93_s4=states93.stride(4), states93_s5=states93.stride(5), E_c1=32, E_n0=2, E_n1=32, F_n0=_pow2(2), F_n1=_pow2(32), T_c1=T['c1'])
    buf96 = torch.full([2, 2, 2, 32, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_9[(1,)](states93_ptr=states93, states93_s0=states93.stride(0), states93_s1=states93.stride(1), states93_s2=states93.stride(2), states93_s3=states93.stride(3), states93_s4=states93.stride(4), states93_s5=states93.stride(5), buf96_ptr=buf96, buf96_s0=buf96.stride(0), buf96_s1=buf96.stride(1), buf96_s2=buf96.stride(2), buf96_s3=buf96.stride(3), buf96_s4=buf96.stride(4), E_c1=32, E_n0=2, E_n1=32, F_n0=_pow2(2), F_n1=_pow2(32), T_c1=T['c1'])
    buf104 = torch.full([2, 2, 2, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_10[(_cdiv(2, T['c0']),)](buf49_ptr=buf49, buf49_s0=buf49.stride(0), buf49_s1=buf49.stride(1), buf49_s2=buf49.stride(2), buf49_s3=buf49.stride(3), buf49_s4=buf49.stride(4), buf76_ptr=buf76, buf76_s0=buf76.stride(0), buf76_s1=buf76.stride(1), buf76_s2=buf76.stride(2), buf76_s3=buf76.stride(3), buf76_s4=buf76.stride(4), m78_ptr=m78, m78_s0=m78.stride(0), m78_s1=m78.stride(1), m78_s2=m78.stride(2), m78_s3=m78.stride(3), m78_s4=m78.stride(4), buf96_ptr=buf96, buf96_s0=buf96.stride(0), buf96_s1=buf96.stride(1), buf96_s2=buf96.stride(2), buf96_s3=buf96.stride(3), buf96_s4=buf96.stride(4), buf104_ptr=buf104, buf104_s0=buf104.stride(0), buf104_s1=buf104.stride(1), buf104_s2=buf104.stride(2), buf104_s3=buf104.stride(3), buf104_s4=buf104.stride(4), E_c0=2, E_n0=2, E_n1=32, E_n2=16, F_n0=_pow2(2), F_n1=_pow2(32), F_n2=_pow2(16), T_c0=T['c0'])
    m1 = buf104.reshape([2, 4, 32, 16])
    return m1


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
