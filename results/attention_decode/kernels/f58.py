"""attention_decode [small], candidate 58: 10 kernel(s)

Rendered by EqiForge from candidate 58 of attention_decode [small]: store(k.3[16]) ; grid() loop(k.3[16]: pair(sum, sum), stored) ; grid(k.0@0) ; grid(v.3@3) [1 mm] ; store(k.3[16]) ; grid() loop(k.3[16]: pair(sum, sum), stored) ; grid(v.3@3) ; grid(k.1@1) loop(k.2[64]: max) ; grid(k.1@1) ; grid(k.0@0, k.1@1, v.3@3)
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid k.0@0[2]
    c1: grid k.1@1[4]
    c2: grid v.3@3[16]
    c3: loop k.3[16]
    c4: loop k.2[64]

Run it on its own: `python kernels/f58.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/attention_decode.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 1, "c1": 2, "c2": 8, "c3": 8, "c4": 32}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, states9_ptr, states9_s0, states9_s1, states9_s2, states9_s3, states9_s4, states10_ptr, states10_s0, states10_s1, states10_s2, states10_s3, states10_s4, E_c3, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c3: tl.constexpr):
    # stores states9, states10: Collect over loop k.3[16]
    pid = tl.program_id(0)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t2 = tl.load(m1_ptr + offs_n0[:, None, None, None] * m1_s0 + offs_n1[None, :, None, None] * m1_s1 + offs_c3[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
    t5 = tl.load(m3_ptr + offs_n0[:, None, None, None] * m3_s0 + offs_n1[None, :, None, None] * m3_s1 + offs_c3[None, None, :, None] * m3_s2 + offs_n2[None, None, None, :] * m3_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c3 < E_c3)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t6 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, :], t2, 0.0), 4) * tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, :, None], t5, 0.0), 2), axis=3)
    t7 = (t2) * (0.25)
    t8 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, :], t7, 0.0), 4) * tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, :, None], t5, 0.0), 2), axis=3)
    tl.store(states9_ptr + i_c3 * states9_s0 + tl.arange(0, F_n0)[:, None, None, None] * states9_s1 + tl.arange(0, F_n1)[None, :, None, None] * states9_s2 + tl.arange(0, F_n2)[None, None, None, :] * states9_s4 + tl.zeros([F_n0, F_n1, 1, F_n2], tl.int32), t6)
    tl.store(states10_ptr + i_c3 * states10_s0 + tl.arange(0, F_n0)[:, None, None, None] * states10_s1 + tl.arange(0, F_n1)[None, :, None, None] * states10_s2 + tl.arange(0, F_n2)[None, None, None, :] * states10_s4 + tl.zeros([F_n0, F_n1, 1, F_n2], tl.int32), t8)


@triton.jit
def kernel_1(states9_ptr, states9_s0, states9_s1, states9_s2, states9_s3, states9_s4, states10_ptr, states10_s0, states10_s1, states10_s2, states10_s3, states10_s4, buf15_ptr, buf15_s0, buf15_s1, buf15_s2, buf15_s3, buf16_ptr, buf16_s0, buf16_s1, buf16_s2, buf16_s3, E_c3, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c3: tl.constexpr):
    # writes buf15, buf16: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    acc13 = tl.full([F_n0, F_n1, 1, F_n2], 0.0, tl.float32)
    acc14 = tl.full([F_n0, F_n1, 1, F_n2], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t11 = tl.load(states9_ptr + i_c3 * states9_s0 + tl.arange(0, F_n0)[:, None, None, None] * states9_s1 + tl.arange(0, F_n1)[None, :, None, None] * states9_s2 + tl.arange(0, F_n2)[None, None, None, :] * states9_s4 + tl.zeros([F_n0, F_n1, 1, F_n2], tl.int32))
        t12 = tl.load(states10_ptr + i_c3 * states10_s0 + tl.arange(0, F_n0)[:, None, None, None] * states10_s1 + tl.arange(0, F_n1)[None, :, None, None] * states10_s2 + tl.arange(0, F_n2)[None, None, None, :] * states10_s4 + tl.zeros([F_n0, F_n1, 1, F_n2], tl.int32))
        acc13 = acc13 + t11
        acc14 = acc14 + t12
    tl.store(buf15_ptr + offs_n0[:, None, None, None] * buf15_s0 + offs_n1[None, :, None, None] * buf15_s1 + offs_n2[None, None, None, :] * buf15_s3, acc13, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :])
    tl.store(buf16_ptr + offs_n0[:, None, None, None] * buf16_s0 + offs_n1[None, :, None, None] * buf16_s1 + offs_n2[None, None, None, :] * buf16_s3, acc14, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :])


@triton.jit
def kernel_2(buf15_ptr, buf15_s0, buf15_s1, buf15_s2, buf15_s3, buf19_ptr, buf19_s0, buf19_s1, buf19_s2, buf19_s3, E_c0, E_n1, E_n2, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr):
    # writes buf19: Combine over grid k.0@0[2]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t17 = tl.load(buf15_ptr + offs_c0[:, None, None, None] * buf15_s0 + offs_n1[None, :, None, None] * buf15_s1 + offs_n2[None, None, None, :] * buf15_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t18 = (t17) * (0.25)
    tl.store(buf19_ptr + offs_c0[:, None, None, None] * buf19_s0 + offs_n1[None, :, None, None] * buf19_s1 + offs_n2[None, None, None, :] * buf19_s3, t18, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :])


@triton.jit
def kernel_3(buf19_ptr, buf19_s0, buf19_s1, buf19_s2, buf19_s3, m22_ptr, m22_s0, m22_s1, m22_s2, m22_s3, buf25_ptr, buf25_s0, buf25_s1, buf25_s2, buf25_s3, E_c2, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c2: tl.constexpr):
    # writes buf25: Combine over grid v.3@3[16]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t20 = tl.load(buf19_ptr + offs_n0[:, None, None, None] * buf19_s0 + offs_n1[None, :, None, None] * buf19_s1 + offs_n2[None, None, None, :] * buf19_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t21 = tl.exp(t20)
    t23 = tl.load(m22_ptr + offs_n0[:, None, None, None] * m22_s0 + offs_n1[None, :, None, None] * m22_s1 + offs_n2[None, None, :, None] * m22_s2 + offs_c2[None, None, None, :] * m22_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
    t24 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t21, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t23, 0.0), 2), axis=3)
    tl.store(buf25_ptr + offs_n0[:, None, None, None] * buf25_s0 + offs_n1[None, :, None, None] * buf25_s1 + offs_c2[None, None, None, :] * buf25_s3, t24, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c2 < E_c2)[None, None, None, :])


@triton.jit
def kernel_4(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, states32_ptr, states32_s0, states32_s1, states32_s2, states32_s3, states32_s4, states33_ptr, states33_s0, states33_s1, states33_s2, states33_s3, states33_s4, E_c3, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c3: tl.constexpr):
    # stores states32, states33: Collect over loop k.3[16]
    pid = tl.program_id(0)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t27 = tl.load(m1_ptr + offs_n0[:, None, None, None] * m1_s0 + offs_n1[None, :, None, None] * m1_s1 + offs_c3[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
    t28 = (t27) * (0.25)
    t29 = tl.load(m3_ptr + offs_n0[:, None, None, None] * m3_s0 + offs_n1[None, :, None, None] * m3_s1 + offs_c3[None, None, :, None] * m3_s2 + offs_n2[None, None, None, :] * m3_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c3 < E_c3)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t30 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, :], t28, 0.0), 4) * tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, :, None], t29, 0.0), 2), axis=3)
    t31 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, :], t27, 0.0), 4) * tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, :, None], t29, 0.0), 2), axis=3)
    tl.store(states32_ptr + i_c3 * states32_s0 + tl.arange(0, F_n0)[:, None, None, None] * states32_s1 + tl.arange(0, F_n1)[None, :, None, None] * states32_s2 + tl.arange(0, F_n2)[None, None, None, :] * states32_s4 + tl.zeros([F_n0, F_n1, 1, F_n2], tl.int32), t30)
    tl.store(states33_ptr + i_c3 * states33_s0 + tl.arange(0, F_n0)[:, None, None, None] * states33_s1 + tl.arange(0, F_n1)[None, :, None, None] * states33_s2 + tl.arange(0, F_n2)[None, None, None, :] * states33_s4 + tl.zeros([F_n0, F_n1, 1, F_n2], tl.int32), t31)


@triton.jit
def kernel_5(states32_ptr, states32_s0, states32_s1, states32_s2, states32_s3, states32_s4, states33_ptr, states33_s0, states33_s1, states33_s2, states33_s3, states33_s4, buf38_ptr, buf38_s0, buf38_s1, buf38_s2, buf38_s3, buf39_ptr, buf39_s0, buf39_s1, buf39_s2, buf39_s3, E_c3, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c3: tl.constexpr):
    # writes buf38, buf39: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    acc36 = tl.full([F_n0, F_n1, 1, F_n2], 0.0, tl.float32)
    acc37 = tl.full([F_n0, F_n1, 1, F_n2], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t34 = tl.load(states32_ptr + i_c3 * states32_s0 + tl.arange(0, F_n0)[:, None, None, None] * states32_s1 + tl.arange(0, F_n1)[None, :, None, None] * states32_s2 + tl.arange(0, F_n2)[None, None, None, :] * states32_s4 + tl.zeros([F_n0, F_n1, 1, F_n2], tl.int32))
        t35 = tl.load(states33_ptr + i_c3 * states33_s0 + tl.arange(0, F_n0)[:, None, None, None] * states33_s1 + tl.arange(0, F_n1)[None, :, None, None] * states33_s2 + tl.arange(0, F_n2)[None, None, None, :] * states33_s4 + tl.zeros([F_n0, F_n1, 1, F_n2], tl.int32))
        acc36 = acc36 + t34
        acc37 = acc37 + t35
    tl.store(buf38_ptr + offs_n0[:, None, None, None] * buf38_s0 + offs_n1[None, :, None, None] * buf38_s1 + offs_n2[None, None, None, :] * buf38_s3, acc36, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :])
    tl.store(buf39_ptr + offs_n0[:, None, None, None] * buf39_s0 + offs_n1[None, :, None, None] * buf39_s1 + offs_n2[None, None, None, :] * buf39_s3, acc37, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :])


@triton.jit
def kernel_6(buf25_ptr, buf25_s0, buf25_s1, buf25_s2, buf25_s3, buf38_ptr, buf38_s0, buf38_s1, buf38_s2, buf38_s3, buf44_ptr, buf44_s0, buf44_s1, buf44_s2, buf44_s3, E_c2, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c2: tl.constexpr):
    # writes buf44: Combine over grid v.3@3[16]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t26 = tl.load(buf25_ptr + offs_n0[:, None, None, None] * buf25_s0 + offs_n1[None, :, None, None] * buf25_s1 + offs_c2[None, None, None, :] * buf25_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
    t40 = tl.load(buf38_ptr + offs_n0[:, None, None, None] * buf38_s0 + offs_n1[None, :, None, None] * buf38_s1 + offs_n2[None, None, None, :] * buf38_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t41 = tl.max(tl.where((offs_n2 < E_n2)[None, None, None, :], t40, -float('inf')), axis=3, keep_dims=True)
    t42 = tl.exp(t41)
    t43 = (t26) / (t42)
    tl.store(buf44_ptr + offs_n0[:, None, None, None] * buf44_s0 + offs_n1[None, :, None, None] * buf44_s1 + offs_c2[None, None, None, :] * buf44_s3, t43, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c2 < E_c2)[None, None, None, :])


@triton.jit
def kernel_7(buf19_ptr, buf19_s0, buf19_s1, buf19_s2, buf19_s3, buf49_ptr, buf49_s0, buf49_s1, buf49_s2, buf49_s3, E_c1, E_c4, E_n0, F_n0: tl.constexpr, T_c1: tl.constexpr, T_c4: tl.constexpr):
    # writes buf49: Combine over grid k.1@1[4]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    acc48 = tl.full([F_n0, T_c1, 1, 1], -float('inf'), tl.float32)
    for i_c4 in range(0, tl.cdiv(E_c4, T_c4)):
        offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)

        t46 = tl.load(buf19_ptr + offs_n0[:, None, None, None] * buf19_s0 + offs_c1[None, :, None, None] * buf19_s1 + offs_c4[None, None, None, :] * buf19_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_c4 < E_c4)[None, None, None, :], other=0).to(tl.float32)
        t47 = tl.max(tl.where((offs_c4 < E_c4)[None, None, None, :], t46, -float('inf')), axis=3, keep_dims=True)
        acc48 = tl.maximum(acc48, t47)
    tl.store(buf49_ptr + offs_n0[:, None, None, None] * buf49_s0 + offs_c1[None, :, None, None] * buf49_s1, acc48, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None])


@triton.jit
def kernel_8(buf49_ptr, buf49_s0, buf49_s1, buf49_s2, buf49_s3, buf19_ptr, buf19_s0, buf19_s1, buf19_s2, buf19_s3, buf57_ptr, buf57_s0, buf57_s1, buf57_s2, buf57_s3, E_c1, E_n0, E_n2, F_n0: tl.constexpr, F_n2: tl.constexpr, T_c1: tl.constexpr):
    # writes buf57: Combine over grid k.1@1[4]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n2 = tl.arange(0, F_n2)
    t50 = tl.load(buf49_ptr + offs_n0[:, None, None, None] * buf49_s0 + offs_c1[None, :, None, None] * buf49_s1, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None], other=0).to(tl.float32)
    t51 = tl.exp(t50)
    t52 = 1.0 / (t51)
    t53 = tl.load(buf19_ptr + offs_n0[:, None, None, None] * buf19_s0 + offs_c1[None, :, None, None] * buf19_s1 + offs_n2[None, None, None, :] * buf19_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t54 = tl.exp(t53)
    t55 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t54, 0.0), axis=3, keep_dims=True)
    t56 = (t52) * (t55)
    tl.store(buf57_ptr + offs_n0[:, None, None, None] * buf57_s0 + offs_c1[None, :, None, None] * buf57_s1, t56, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None])


@triton.jit
def kernel_9(buf44_ptr, buf44_s0, buf44_s1, buf44_s2, buf44_s3, buf57_ptr, buf57_s0, buf57_s1, buf57_s2, buf57_s3, buf60_ptr, buf60_s0, buf60_s1, buf60_s2, buf60_s3, E_c0, E_c1, E_c2, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf60: Combine over grid k.0@0[2], grid k.1@1[4], grid v.3@3[16]
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
    t45 = tl.load(buf44_ptr + offs_c0[:, None, None, None] * buf44_s0 + offs_c1[None, :, None, None] * buf44_s1 + offs_c2[None, None, None, :] * buf44_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
    t58 = tl.load(buf57_ptr + offs_c0[:, None, None, None] * buf57_s0 + offs_c1[None, :, None, None] * buf57_s1, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None], other=0).to(tl.float32)
    t59 = (t45) / (t58)
    tl.store(buf60_ptr + offs_c0[:, None, None, None] * buf60_s0 + offs_c1[None, :, None, None] * buf60_s1 + offs_c2[None, None, None, :] * buf60_s3, t59, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_c2 < E_c2)[None, None, None, :])


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
    states9 = torch.full([_cdiv(16, T['c3']), _pow2(2), _pow2(4), 1, _pow2(64)], float("nan"), dtype=torch.float32, device=device)
    states10 = torch.full([_cdiv(16, T['c3']), _pow2(2), _pow2(4), 1, _pow2(64)], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(16, T['c3']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), states9_ptr=states9, states9_s0=states9.stride(0), states9_s1=states9.stride(1), states9_s2=states9.stride(2), states9_s3=states9.stride(3), states9_s4=states9.stride(4), states10_ptr=states10, states10_s0=states10.stride(0), states10_s1=states10.stride(1), states10_s2=states10.stride(2), states10_s3=states10.stride(3), states10_s4=states10.stride(4), E_c3=16, E_n0=2, E_n1=4, E_n2=64, F_n0=_pow2(2), F_n1=_pow2(4), F_n2=_pow2(64), T_c3=T['c3'])
    buf15 = torch.full([2, 4, 1, 64], float("nan"), dtype=torch.float32, device=device)
    buf16 = torch.full([2, 4, 1, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(1,)](states9_ptr=states9, states9_s0=states9.stride(0), states9_s1=states9.stride(1), states9_s2=states9.stride(2), states9_s3=states9.stride(3), states9_s4=states9.stride(4), states10_ptr=states10, states10_s0=states10.stride(0), states10_s1=states10.stride(1), states10_s2=states10.stride(2), states10_s3=states10.stride(3), states10_s4=states10.stride(4), buf15_ptr=buf15, buf15_s0=buf15.stride(0), buf15_s1=buf15.stride(1), buf15_s2=buf15.stride(2), buf15_s3=buf15.stride(3), buf16_ptr=buf16, buf16_s0=buf16.stride(0), buf16_s1=buf16.stride(1), buf16_s2=buf16.stride(2), buf16_s3=buf16.stride(3), E_c3=16, E_n0=2, E_n1=4, E_n2=64, F_n0=_pow2(2), F_n1=_pow2(4), F_n2=_pow2(64), T_c3=T['c3'])
    buf19 = torch.full([2, 4, 1, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(2, T['c0']),)](buf15_ptr=buf15, buf15_s0=buf15.stride(0), buf15_s1=buf15.stride(1), buf15_s2=buf15.stride(2), buf15_s3=buf15.stride(3), buf19_ptr=buf19, buf19_s0=buf19.stride(0), buf19_s1=buf19.stride(1), buf19_s2=buf19.stride(2), buf19_s3=buf19.stride(3), E_c0=2, E_n1=4, E_n2=64, F_n1=_pow2(4), F_n2=_pow2(64), T_c0=T['c0'])
    m22 = inputs['v']
    buf25 = torch.full([2, 4, 1, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(16, T['c2']),)](buf19_ptr=buf19, buf19_s0=buf19.stride(0), buf19_s1=buf19.stride(1), buf19_s2=buf19.stride(2), buf19_s3=buf19.stride(3), m22_ptr=m22, m22_s0=m22.stride(0), m22_s1=m22.stride(1), m22_s2=m22.stride(2), m22_s3=m22.stride(3), buf25_ptr=buf25, buf25_s0=buf25.stride(0), buf25_s1=buf25.stride(1), buf25_s2=buf25.stride(2), buf25_s3=buf25.stride(3), E_c2=16, E_n0=2, E_n1=4, E_n2=64, F_n0=_pow2(2), F_n1=_pow2(4), F_n2=_pow2(64), T_c2=T['c2'])
    states32 = torch.full([_cdiv(16, T['c3']), _pow2(2), _pow2(4), 1, _pow2(64)], float("nan"), dtype=torch.float32, device=device)
    states33 = torch.full([_cdiv(16, T['c3']), _pow2(2), _pow2(4), 1, _pow2(64)], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(_cdiv(16, T['c3']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), states32_ptr=states32, states32_s0=states32.stride(0), states32_s1=states32.stride(1), states32_s2=states32.stride(2), states32_s3=states32.stride(3), states32_s4=states32.stride(4), states33_ptr=states33, states33_s0=states33.stride(0), states33_s1=states33.stride(1), states33_s2=states33.stride(2), states33_s3=states33.stride(3), states33_s4=states33.stride(4), E_c3=16, E_n0=2, E_n1=4, E_n2=64, F_n0=_pow2(2), F_n1=_pow2(4), F_n2=_pow2(64), T_c3=T['c3'])
    buf38 = torch.full([2, 4, 1, 64], float("nan"), dtype=torch.float32, device=device)
    buf39 = torch.full([2, 4, 1, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_5[(1,)](states32_ptr=states32, states32_s0=states32.stride(0), states32_s1=states32.stride(1), states32_s2=states32.stride(2), states32_s3=states32.stride(3), states32_s4=states32.stride(4), states33_ptr=states33, states33_s0=states33.stride(0), states33_s1=states33.stride(1), states33_s2=states33.stride(2), states33_s3=states33.stride(3), states33_s4=states33.stride(4), buf38_ptr=buf38, buf38_s0=buf38.stride(0), buf38_s1=buf38.stride(1), buf38_s2=buf38.stride(2), buf38_s3=buf38.stride(3), buf39_ptr=buf39, buf39_s0=buf39.stride(0), buf39_s1=buf39.stride(1), buf39_s2=buf39.stride(2), buf39_s3=buf39.stride(3), E_c3=16, E_n0=2, E_n1=4, E_n2=64, F_n0=_pow2(2), F_n1=_pow2(4), F_n2=_pow2(64), T_c3=T['c3'])
    buf44 = torch.full([2, 4, 1, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_6[(_cdiv(16, T['c2']),)](buf25_ptr=buf25, buf25_s0=buf25.stride(0), buf25_s1=buf25.stride(1), buf25_s2=buf25.stride(2), buf25_s3=buf25.stride(3), buf38_ptr=buf38, buf38_s0=buf38.stride(0), buf38_s1=buf38.stride(1), buf38_s2=buf38.stride(2), buf38_s3=buf38.stride(3), buf44_ptr=buf44, buf44_s0=buf44.stride(0), buf44_s1=buf44.stride(1), buf44_s2=buf44.stride(2), buf44_s3=buf44.stride(3), E_c2=16, E_n0=2, E_n1=4, E_n2=64, F_n0=_pow2(2), F_n1=_pow2(4), F_n2=_pow2(64), T_c2=T['c2'])
    buf49 = torch.full([2, 4, 1, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_7[(_cdiv(4, T['c1']),)](buf19_ptr=buf19, buf19_s0=buf19.stride(0), buf19_s1=buf19.stride(1), buf19_s2=buf19.stride(2), buf19_s3=buf19.stride(3), buf49_ptr=buf49, buf49_s0=buf49.stride(0), buf49_s1=buf49.stride(1), buf49_s2=buf49.stride(2), buf49_s3=buf49.stride(3), E_c1=4, E_c4=64, E_n0=2, F_n0=_pow2(2), T_c1=T['c1'], T_c4=T['c4'])
    buf57 = torch.full([2, 4, 1, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_8[(_cdiv(4, T['c1']),)](buf49_ptr=buf49, buf49_s0=buf49.stride(0), buf49_s1=buf49.stride(1), buf49_s2=buf49.stride(2), buf49_s3=buf49.stride(3), buf19_ptr=buf19, buf19_s0=buf19.stride(0), buf19_s1=buf19.stride(1), buf19_s2=buf19.stride(2), buf19_s3=buf19.stride(3), buf57_ptr=buf57, buf57_s0=buf57.stride(0), buf57_s1=buf57.stride(1), buf57_s2=buf57.stride(2), buf57_s3=buf57.stride(3), E_c1=4, E_n0=2, E_n2=64, F_n0=_pow2(2), F_n2=_pow2(64), T_c1=T['c1'])
    buf60 = torch.full([2, 4, 1, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_9[(_cdiv(2, T['c0']) * _cdiv(4, T['c1']) * _cdiv(16, T['c2']),)](buf44_ptr=buf44, buf44_s0=buf44.stride(0), buf44_s1=buf44.stride(1), buf44_s2=buf44.stride(2), buf44_s3=buf44.stride(3), buf57_ptr=buf57, buf57_s0=buf57.stride(0), buf57_s1=buf57.stride(1), buf57_s2=buf57.stride(2), buf57_s3=buf57.stride(3), buf60_ptr=buf60, buf60_s0=buf60.stride(0), buf60_s1=buf60.stride(1), buf60_s2=buf60.stride(2), buf60_s3=buf60.stride(3), E_c0=2, E_c1=4, E_c2=16, T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    return buf60


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
