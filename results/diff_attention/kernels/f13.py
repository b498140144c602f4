"""diff_attention [small], candidate 13: 5 kernel(s)

Rendered by EqiForge from candidate 13 of diff_attention [small]: store(v.2[32]) ; store(v.2[32]) ; store(v.2[32]) ; store(v.2[32]) ; grid(q1.2@2, v.0@0, v.3@3) loop(v.2[32]: pair(sum, sum)) loop(v.2[32]: max, stored) loop(v.2[32]: pair(sum, sum)) loop(v.2[32]: pair(sum, sum), stored) loop(v.2[32]: max, stored) [10 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid v.0@0[2]
    c1: grid q1.2@2[32]
    c2: grid v.3@3[32]
    c3: loop v.2[32]

Run it on its own: `python kernels/f13.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/diff_attention.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 1, "c1": 16, "c2": 16, "c3": 16}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, m8_ptr, m8_s0, m8_s1, m8_s2, m8_s3, states48_ptr, states48_s0, states48_s1, states48_s2, states48_s3, states48_s4, states48_s5, states48_s6, E_c0, E_c1, E_c3, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c3: tl.constexpr):
    # stores states48: Collect over loop v.2[32]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t42 = tl.load(m1_ptr + offs_c0[:, None, None, None] * m1_s0 + offs_n0[None, :, None, None] * m1_s1 + offs_c1[None, None, :, None] * m1_s2 + offs_n1[None, None, None, :] * m1_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t43 = tl.load(m3_ptr + offs_c0[:, None, None, None] * m3_s0 + offs_n0[None, :, None, None] * m3_s1 + offs_n1[None, None, :, None] * m3_s2 + offs_c3[None, None, None, :] * m3_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
    t44 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :], t42, 0.0), 4) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :, None], t43, 0.0), 2), axis=3)
    t45 = (t44) * (0.25)
    t46 = tl.load(m8_ptr + offs_c1[None, None, :, None] * m8_s2 + offs_c3[None, None, None, :] * m8_s3, mask=(offs_c1 < E_c1)[None, None, :, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
    t47 = t45 + t46
    tl.store(states48_ptr + i_c1 * states48_s0 + i_c0 * states48_s1 + i_c3 * states48_s2 + tl.arange(0, T_c0)[:, None, None, None] * states48_s3 + tl.arange(0, F_n0)[None, :, None, None] * states48_s4 + tl.arange(0, T_c1)[None, None, :, None] * states48_s5 + tl.arange(0, T_c3)[None, None, None, :] * states48_s6 + tl.zeros([T_c0, F_n0, T_c1, T_c3], tl.int32), t47)


@triton.jit
def kernel_1(states48_ptr, states48_s0, states48_s1, states48_s2, states48_s3, states48_s4, states48_s5, states48_s6, states51_ptr, states51_s0, states51_s1, states51_s2, states51_s3, states51_s4, states51_s5, states51_s6, E_c0, E_c1, E_c3, E_n0, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c3: tl.constexpr):
    # stores states51: Collect over loop v.2[32]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t49 = tl.load(states48_ptr + i_c1 * states48_s0 + i_c0 * states48_s1 + i_c3 * states48_s2 + tl.arange(0, T_c0)[:, None, None, None] * states48_s3 + tl.arange(0, F_n0)[None, :, None, None] * states48_s4 + tl.arange(0, T_c1)[None, None, :, None] * states48_s5 + tl.arange(0, T_c3)[None, None, None, :] * states48_s6 + tl.zeros([T_c0, F_n0, T_c1, T_c3], tl.int32))
    t50 = tl.max(tl.where((offs_c3 < E_c3)[None, None, None, :], t49, -float('inf')), axis=3, keep_dims=True)
    tl.store(states51_ptr + i_c1 * states51_s0 + i_c0 * states51_s1 + i_c3 * states51_s2 + tl.arange(0, T_c0)[:, None, None, None] * states51_s3 + tl.arange(0, F_n0)[None, :, None, None] * states51_s4 + tl.arange(0, T_c1)[None, None, :, None] * states51_s5 + tl.zeros([T_c0, F_n0, T_c1, 1], tl.int32), t50)


@triton.jit
def kernel_2(m23_ptr, m23_s0, m23_s1, m23_s2, m23_s3, m25_ptr, m25_s0, m25_s1, m25_s2, m25_s3, m8_ptr, m8_s0, m8_s1, m8_s2, m8_s3, m20_ptr, m20_s0, m20_s1, m20_s2, m20_s3, states93_ptr, states93_s0, states93_s1, states93_s2, states93_s3, states93_s4, states93_s5, states93_s6, states93_s7, states94_ptr, states94_s0, states94_s1, states94_s2, states94_s3, states94_s4, states94_s5, states94_s6, states94_s7, E_c0, E_c1, E_c2, E_c3, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # stores states93, states94: Collect over loop v.2[32]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t75 = tl.load(m23_ptr + offs_c0[:, None, None, None] * m23_s0 + offs_n0[None, :, None, None] * m23_s1 + offs_c1[None, None, :, None] * m23_s2 + offs_n1[None, None, None, :] * m23_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t76 = tl.load(m25_ptr + offs_c0[:, None, None, None] * m25_s0 + offs_n0[None, :, None, None] * m25_s1 + offs_n1[None, None, :, None] * m25_s2 + offs_c3[None, None, None, :] * m25_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
    t77 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :], t75, 0.0), 4) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :, None], t76, 0.0), 2), axis=3)
    t78 = (t77) * (0.25)
    t79 = tl.load(m8_ptr + offs_c1[None, None, :, None] * m8_s2 + offs_c3[None, None, None, :] * m8_s3, mask=(offs_c1 < E_c1)[None, None, :, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
    t80 = t78 + t79
    t81 = (t75) * (0.25)
    t82 = tl.load(m25_ptr + offs_c0[:, None, None, None] * m25_s0 + offs_n0[None, :, None, None] * m25_s1 + offs_n1[None, None, :, None] * m25_s2 + offs_n2[None, None, None, :] * m25_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t83 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :], t81, 0.0), 4) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :, None], t82, 0.0), 2), axis=3)
    t84 = tl.load(m8_ptr + offs_c1[None, None, :, None] * m8_s2 + offs_n2[None, None, None, :] * m8_s3, mask=(offs_c1 < E_c1)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t85 = t83 + t84
    t86 = tl.max(tl.where((offs_n2 < E_n2)[None, None, None, :], t85, -float('inf')), axis=3, keep_dims=True)
    t87 = t80 - (t86)
    t88 = tl.exp(t87)
    t89 = tl.load(m20_ptr + offs_c0[:, None, None, None] * m20_s0 + offs_n0[None, :, None, None] * m20_s1 + offs_c3[None, None, :, None] * m20_s2 + offs_c2[None, None, None, :] * m20_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_c3 < E_c3)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
    t90 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, :], t88, 0.0), 4) * tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, :, None], t89, 0.0), 2), axis=3)
    t91 = tl.exp(t80)
    t92 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, :], t91, 0.0), 4) * tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, :, None], t89, 0.0), 2), axis=3)
    tl.store(states93_ptr + i_c1 * states93_s0 + i_c0 * states93_s1 + i_c2 * states93_s2 + i_c3 * states93_s3 + tl.arange(0, T_c0)[:, None, None, None] * states93_s4 + tl.arange(0, F_n0)[None, :, None, None] * states93_s5 + tl.arange(0, T_c1)[None, None, :, None] * states93_s6 + tl.arange(0, T_c2)[None, None, None, :] * states93_s7 + tl.zeros([T_c0, F_n0, T_c1, T_c2], tl.int32), t90)
    tl.store(states94_ptr + i_c1 * states94_s0 + i_c0 * states94_s1 + i_c2 * states94_s2 + i_c3 * states94_s3 + tl.arange(0, T_c0)[:, None, None, None] * states94_s4 + tl.arange(0, F_n0)[None, :, None, None] * states94_s5 + tl.arange(0, T_c1)[None, None, :, None] * states94_s6 + tl.arange(0, T_c2)[None, None, None, :] * states94_s7 + tl.zeros([T_c0, F_n0, T_c1, T_c2], tl.int32), t92)


@triton.jit
def kernel_3(m23_ptr, m23_s0, m23_s1, m23_s2, m23_s3, m25_ptr, m25_s0, m25_s1, m25_s2, m25_s3, m8_ptr, m8_s0, m8_s1, m8_s2, m8_s3, states110_ptr, states110_s0, states110_s1, states110_s2, states110_s3, states110_s4, states110_s5, states110_s6, E_c0, E_c1, E_c3, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c3: tl.constexpr):
    # stores states110: Collect over loop v.2[32]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t103 = tl.load(m23_ptr + offs_c0[:, None, None, None] * m23_s0 + offs_n0[None, :, None, None] * m23_s1 + offs_c1[None, None, :, None] * m23_s2 + offs_n1[None, None, None, :] * m23_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t104 = tl.load(m25_ptr + offs_c0[:, None, None, None] * m25_s0 + offs_n0[None, :, None, None] * m25_s1 + offs_n1[None, None, :, None] * m25_s2 + offs_c3[None, None, None, :] * m25_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
    t105 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :], t103, 0.0), 4) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :, None], t104, 0.0), 2), axis=3)
    t106 = (t105) * (0.25)
    t107 = tl.load(m8_ptr + offs_c1[None, None, :, None] * m8_s2 + offs_c3[None, None, None, :] * m8_s3, mask=(offs_c1 < E_c1)[None, None, :, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
    t108 = t106 + t107
    t109 = tl.max(tl.where((offs_c3 < E_c3)[None, None, None, :], t108, -float('inf')), axis=3, keep_dims=True)
    tl.store(states110_ptr + i_c1 * states110_s0 + i_c0 * states110_s1 + i_c3 * states110_s2 + tl.arange(0, T_c0)[:, None, None, None] * states110_s3 + tl.arange(0, F_n0)[None, :, None, None] * states110_s4 + tl.arange(0, T_c1)[None, None, :, None] * states110_s5 + tl.zeros([T_c0, F_n0, T_c1, 1], tl.int32), t109)


@triton.jit
def kernel_4(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, m8_ptr, m8_s0, m8_s1, m8_s2, m8_s3, m20_ptr, m20_s0, m20_s1, m20_s2, m20_s3, m23_ptr, m23_s0, m23_s1, m23_s2, m23_s3, m25_ptr, m25_s0, m25_s1, m25_s2, m25_s3, states51_ptr, states51_s0, states51_s1, states51_s2, states51_s3, states51_s4, states51_s5, states51_s6, states93_ptr, states93_s0, states93_s1, states93_s2, states93_s3, states93_s4, states93_s5, states93_s6, states93_s7, states94_ptr, states94_s0, states94_s1, states94_s2, states94_s3, states94_s4, states94_s5, states94_s6, states94_s7, states110_ptr, states110_s0, states110_s1, states110_s2, states110_s3, states110_s4, states110_s5, states110_s6, m120_ptr, m120_s0, m120_s1, m120_s2, m120_s3, buf142_ptr, buf142_s0, buf142_s1, buf142_s2, buf142_s3, E_c0, E_c1, E_c2, E_c3, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # writes buf142: Combine over grid v.0@0[2], grid q1.2@2[32], grid v.3@3[32]
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
    t2 = tl.load(m1_ptr + offs_c0[:, None, None, None] * m1_s0 + offs_n0[None, :, None, None] * m1_s1 + offs_c1[None, None, :, None] * m1_s2 + offs_n1[None, None, None, :] * m1_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t24 = tl.load(m23_ptr + offs_c0[:, None, None, None] * m23_s0 + offs_n0[None, :, None, None] * m23_s1 + offs_c1[None, None, :, None] * m23_s2 + offs_n1[None, None, None, :] * m23_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t31 = (t24) * (0.25)
    t32 = tl.load(m25_ptr + offs_c0[:, None, None, None] * m25_s0 + offs_n0[None, :, None, None] * m25_s1 + offs_n1[None, None, :, None] * m25_s2 + offs_n2[None, None, None, :] * m25_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t33 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :], t31, 0.0), 4) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :, None], t32, 0.0), 2), axis=3)
    t34 = tl.load(m8_ptr + offs_c1[None, None, :, None] * m8_s2 + offs_n2[None, None, None, :] * m8_s3, mask=(offs_c1 < E_c1)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t35 = t33 + t34
    t36 = tl.max(tl.where((offs_n2 < E_n2)[None, None, None, :], t35, -float('inf')), axis=3, keep_dims=True)
    acc40 = tl.full([T_c0, F_n0, T_c1, T_c2], 0.0, tl.float32)
    acc41 = tl.full([T_c0, F_n0, T_c1, T_c2], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t5 = tl.load(m3_ptr + offs_c0[:, None, None, None] * m3_s0 + offs_n0[None, :, None, None] * m3_s1 + offs_n1[None, None, :, None] * m3_s2 + offs_c3[None, None, None, :] * m3_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
        t6 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :], t2, 0.0), 4) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :, None], t5, 0.0), 2), axis=3)
        t7 = (t6) * (0.25)
        t17 = tl.load(m8_ptr + offs_c1[None, None, :, None] * m8_s2 + offs_c3[None, None, None, :] * m8_s3, mask=(offs_c1 < E_c1)[None, None, :, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
        t18 = t7 + t17
        t19 = tl.exp(t18)
        t21 = tl.load(m20_ptr + offs_c0[:, None, None, None] * m20_s0 + offs_n0[None, :, None, None] * m20_s1 + offs_c3[None, None, :, None] * m20_s2 + offs_c2[None, None, None, :] * m20_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_c3 < E_c3)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
        t22 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, :], t19, 0.0), 4) * tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, :, None], t21, 0.0), 2), axis=3)
        t27 = tl.load(m25_ptr + offs_c0[:, None, None, None] * m25_s0 + offs_n0[None, :, None, None] * m25_s1 + offs_n1[None, None, :, None] * m25_s2 + offs_c3[None, None, None, :] * m25_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
        t28 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :], t24, 0.0), 4) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :, None], t27, 0.0), 2), axis=3)
        t29 = (t28) * (0.25)
        t30 = t29 + t17
        t37 = t30 - (t36)
        t38 = tl.exp(t37)
        t39 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, :], t38, 0.0), 4) * tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, :, None], t21, 0.0), 2), axis=3)
        acc40 = acc40 + t22
        acc41 = acc41 + t39
    acc53 = tl.full([T_c0, F_n0, T_c1, 1], -float('inf'), tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t52 = tl.load(states51_ptr + i_c1 * states51_s0 + i_c0 * states51_s1 + i_c3 * states51_s2 + tl.arange(0, T_c0)[:, None, None, None] * states51_s3 + tl.arange(0, F_n0)[None, :, None, None] * states51_s4 + tl.arange(0, T_c1)[None, None, :, None] * states51_s5 + tl.zeros([T_c0, F_n0, T_c1, 1], tl.int32))
        acc53 = tl.maximum(acc53, t52)
    t54 = tl.exp(acc53)
    t55 = (acc40) / (t54)
    t61 = (t2) * (0.25)
    t62 = tl.load(m3_ptr + offs_c0[:, None, None, None] * m3_s0 + offs_n0[None, :, None, None] * m3_s1 + offs_n1[None, None, :, None] * m3_s2 + offs_n2[None, None, None, :] * m3_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t63 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :], t61, 0.0), 4) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :, None], t62, 0.0), 2), axis=3)
    t64 = t63 + t34
    t65 = tl.max(tl.where((offs_n2 < E_n2)[None, None, None, :], t64, -float('inf')), axis=3, keep_dims=True)
    acc71 = tl.full([T_c0, F_n0, T_c1, 1], 0.0, tl.float32)
    acc72 = tl.full([T_c0, F_n0, T_c1, F_n2], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t56 = tl.load(m3_ptr + offs_c0[:, None, None, None] * m3_s0 + offs_n0[None, :, None, None] * m3_s1 + offs_n1[None, None, :, None] * m3_s2 + offs_c3[None, None, None, :] * m3_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
        t57 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :], t2, 0.0), 4) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :, None], t56, 0.0), 2), axis=3)
        t58 = (t57) * (0.25)
        t59 = tl.load(m8_ptr + offs_c1[None, None, :, None] * m8_s2 + offs_c3[None, None, None, :] * m8_s3, mask=(offs_c1 < E_c1)[None, None, :, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
        t60 = t58 + t59
        t66 = t60 - (t65)
        t67 = tl.exp(t66)
        t68 = tl.sum(tl.where((offs_c3 < E_c3)[None, None, None, :], t67, 0.0), axis=3, keep_dims=True)
        t69 = tl.load(m20_ptr + offs_c0[:, None, None, None] * m20_s0 + offs_n0[None, :, None, None] * m20_s1 + offs_c3[None, None, :, None] * m20_s2 + offs_n2[None, None, None, :] * m20_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_c3 < E_c3)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
        t70 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, :], t67, 0.0), 4) * tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, :, None], t69, 0.0), 2), axis=3)
        acc71 = acc71 + t68
        acc72 = acc72 + t70
    t73 = 1.0 / (acc71)
    t74 = (t55) * (t73)
    acc97 = tl.full([T_c0, F_n0, T_c1, T_c2], 0.0, tl.float32)
    acc98 = tl.full([T_c0, F_n0, T_c1, T_c2], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t95 = tl.load(states93_ptr + i_c1 * states93_s0 + i_c0 * states93_s1 + i_c2 * states93_s2 + i_c3 * states93_s3 + tl.arange(0, T_c0)[:, None, None, None] * states93_s4 + tl.arange(0, F_n0)[None, :, None, None] * states93_s5 + tl.arange(0, T_c1)[None, None, :, None] * states93_s6 + tl.arange(0, T_c2)[None, None, None, :] * states93_s7 + tl.zeros([T_c0, F_n0, T_c1, T_c2], tl.int32))
        t96 = tl.load(states94_ptr + i_c1 * states94_s0 + i_c0 * states94_s1 + i_c2 * states94_s2 + i_c3 * states94_s3 + tl.arange(0, T_c0)[:, None, None, None] * states94_s4 + tl.arange(0, F_n0)[None, :, None, None] * states94_s5 + tl.arange(0, T_c1)[None, None, :, None] * states94_s6 + tl.arange(0, T_c2)[None, None, None, :] * states94_s7 + tl.zeros([T_c0, F_n0, T_c1, T_c2], tl.int32))
        acc97 = acc97 + t95
        acc98 = acc98 + t96
    t99 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :], t24, 0.0), 4) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :, None], t32, 0.0), 2), axis=3)
    t100 = (t99) * (0.25)
    t101 = t100 + t34
    t102 = tl.exp(t101)
    acc112 = tl.full([T_c0, F_n0, T_c1, 1], -float('inf'), tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t111 = tl.load(states110_ptr + i_c1 * states110_s0 + i_c0 * states110_s1 + i_c3 * states110_s2 + tl.arange(0, T_c0)[:, None, None, None] * states110_s3 + tl.arange(0, F_n0)[None, :, None, None] * states110_s4 + tl.arange(0, T_c1)[None, None, :, None] * states110_s5 + tl.zeros([T_c0, F_n0, T_c1, 1], tl.int32))
        acc112 = tl.maximum(acc112, t111)
    t113 = tl.exp(acc112)
    t114 = (t102) / (t113)
    t115 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t114, 0.0), axis=3, keep_dims=True)
    t116 = 1.0 / (t115)
    t117 = (acc97) * (t116)
    t118 = (t117) * (0.8375055882312481)
    t119 = t74 - (t118)
    t122 = tl.load(m120_ptr + offs_c2[None, None, None, :] * m120_s3, mask=(offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
    t123 = (t119) * (t122)
    t124 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :], t2, 0.0), 4) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :, None], t62, 0.0), 2), axis=3)
    t125 = (t124) * (0.25)
    t126 = t125 + t34
    t127 = tl.exp(t126)
    t128 = (t127) / (t54)
    t129 = (t128) / (acc71)
    t130 = (t114) / (t115)
    t131 = (t130) * (0.8375055882312481)
    t132 = t129 - (t131)
    t133 = tl.load(m20_ptr + offs_c0[:, None, None, None] * m20_s0 + offs_n0[None, :, None, None] * m20_s1 + offs_n2[None, None, :, None] * m20_s2 + offs_n2[None, None, None, :] * m20_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t134 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t132, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t133, 0.0), 2), axis=3)
    t135 = (t134) * (t134)
    t136 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t135, 0.0), axis=3, keep_dims=True)
    t137 = t136 + 0.00032
    t138 = (t137) * (0.03125)
    t139 = tl.rsqrt(t138)
    t140 = (t123) * (t139)
    t141 = (t140) * (0.2163942334683755)
    tl.store(buf142_ptr + offs_c0[:, None, None, None] * buf142_s0 + offs_n0[None, :, None, None] * buf142_s1 + offs_c1[None, None, :, None] * buf142_s2 + offs_c2[None, None, None, :] * buf142_s3, t141, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :])


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
    m1 = inputs['q1']
    m4 = inputs['k1']
    m3 = m4.permute([0, 1, 3, 2])
    m12 = _iota([32, 32], 1, device)
    m13 = _iota([32, 32], 0, device)
    m11 = _BINARY["Sub"](m12, m13)
    m14 = torch.tensor(1.0, dtype=torch.float32, device=device)
    m10 = _BINARY["Ge"](m11, m14)
    m15 = torch.full([32, 32], -float("inf"), dtype=torch.float32, device=device)
    m16 = torch.full([32, 32], 0.0, dtype=torch.float32, device=device)
    m9 = torch.where(m10, m15, m16)
    m8 = m9.reshape([1, 1, 32, 32])
    m20 = inputs['v']
    m23 = inputs['q2']
    m26 = inputs['k2']
    m25 = m26.permute([0, 1, 3, 2])
    states48 = torch.full([_cdiv(32, T['c1']), _cdiv(2, T['c0']), _cdiv(32, T['c3']), T['c0'], _pow2(4), T['c1'], T['c3']], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(32, T['c1']) * _cdiv(2, T['c0']) * _cdiv(32, T['c3']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), m8_ptr=m8, m8_s0=m8.stride(0), m8_s1=m8.stride(1), m8_s2=m8.stride(2), m8_s3=m8.stride(3), states48_ptr=states48, states48_s0=states48.stride(0), states48_s1=states48.stride(1), states48_s2=states48.stride(2), states48_s3=states48.stride(3), states48_s4=states48.stride(4), states48_s5=states48.stride(5), states48_s6=states48.stride(6), E_c0=2, E_c1=32, E_c3=32, E_n0=4, E_n1=16, F_n0=_pow2(4), F_n1=_pow2(16), T_c0=T['c0'], T_c1=T['c1'], T_c3=T['c3'])
    states51 = torch.full([_cdiv(32, T['c1']), _cdiv(2, T['c0']), _cdiv(32, T['c3']), T['c0'], _pow2(4), T['c1'], 1], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(32, T['c1']) * _cdiv(2, T['c0']) * _cdiv(32, T['c3']),)](states48_ptr=states48, states48_s0=states48.stride(0), states48_s1=states48.stride(1), states48_s2=states48.stride(2), states48_s3=states48.stride(3), states48_s4=states48.stride(4), states48_s5=states48.stride(5), states48_s6=states48.stride(6), states51_ptr=states51, states51_s0=states51.stride(0), states51_s1=states51.stride(1), states51_s2=states51.stride(2), states51_s3=states51.stride(3), states51_s4=states51.stride(4), states51_s5=states51.stride(5), states51_s6=states51.stride(6), E_c0=2, E_c1=32, E_c3=32, E_n0=4, F_n0=_pow2(4), T_c0=T['c0'], T_c1=T['c1'], T_c3=T['c3'])
    states93 = torch.full([_cdiv(32, T['c1']), _cdiv(2, T['c0']), _cdiv(32, T['c2']), _cdiv(32, T['c3']), T['c0'], _pow2(4), T['c1'], T['c2']], float("nan"), dtype=torch.float32, device=device)
    states94 = torch.full([_cdiv(32, T['c1']), _cdiv(2, T['c0']), _cdiv(32, T['c2']), _cdiv(32, T['c3']), T['c0'], _pow2(4), T['c1'], T['c2']], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(32, T['c1']) * _cdiv(2, T['c0']) * _cdiv(32, T['c2']) * _cdiv(32, T['c3']),)](m23_ptr=m23, m23_s0=m23.stride(0), m23_s1=m23.stride(1), m23_s2=m23.stride(2), m23_s3=m23.stride(3), m25_ptr=m25, m25_s0=m25.stride(0), m25_s1=m25.stride(1), m25_s2=m25.stride(2), m25_s3=m25.stride(3), m8_ptr=m8, m8_s0=m8.stride(0), m8_s1=m8.stride(1), m8_s2=m8.stride(2), m8_s3=m8.stride(3), m20_ptr=m20, m20_s0=m20.stride(0), m20_s1=m20.stride(1), m20_s2=m20.stride(2), m20_s3=m20.stride(3), states93_ptr=states93, states93_s0=states93.stride(0), states93_s1=states93.stride(1), states93_s2=states93.stride(2), states93_s3=states93.stride(3), states93_s4=states93.stride(4), states93_s5=states93.stride(5), states93_s6=states93.stride(6), states93_s7=states93.stride(7), states94_ptr=states94, states94_s0=states94.stride(0), states94_s1=states94.stride(1), states94_s2=states94.stride(2), states94_s3=states94.stride(3), states94_s4=states94.stride(4), states94_s5=states94.stride(5), states94_s6=states94.stride(6), states94_s7=states94.stride(7), E_c0=2, E_c1=32, E_c2=32, E_c3=32, E_n0=4, E_n1=16, E_n2=32, F_n0=_pow2(4), F_n1=_pow2(16), F_n2=_pow2(32), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'], T_c3=T['c3'])
    states110 = torch.full([_cdiv(32, T['c1']), _cdiv(2, T['c0']), _cdiv(32, T['c3']), T['c0'], _pow2(4), T['c1'], 1], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(32, T['c1']) * _cdiv(2, T['c0']) * _cdiv(32, T['c3']),)](m23_ptr=m23, m23_s0=m23.stride(0), m23_s1=m23.stride(1), m23_s2=m23.stride(2), m23_s3=m23.stride(3), m25_ptr=m25, m25_s0=m25.stride(0), m25_s1=m25.stride(1), m25_s2=m25.stride(2), m25_s3=m25.stride(3), m8_ptr=m8, m8_s0=m8.stride(0), m8_s1=m8.stride(1), m8_s2=m8.stride(2), m8_s3=m8.stride(3), states110_ptr=states110, states110_s0=states110.stride(0), states110_s1=states110.stride(1), states110_s2=states110.stride(2), states110_s3=states110.stride(3), states110_s4=states110.stride(4), states110_s5=states110.stride(5), states110_s6=states110.stride(6), E_c0=2, E_c1=32, E_c3=32, E_n0=4, E_n1=16, F_n0=_pow2(4), F_n1=_pow2(16), T_c0=T['c0'], T_c1=T['c1'], T_c3=T['c3'])
    m121 = inputs['w_subln']
    m120 = m121.reshape([1, 1, 1, 32])
    buf142 = torch.full([2, 4, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(_cdiv(2, T['c0']) * _cdiv(32, T['c1']) * _cdiv(32, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), m8_ptr=m8, m8_s0=m8.stride(0), m8_s1=m8.stride(1), m8_s2=m8.stride(2), m8_s3=m8.stride(3), m20_ptr=m20, m20_s0=m20.stride(0), m20_s1=m20.stride(1), m20_s2=m20.stride(2), m20_s3=m20.stride(3), m23_ptr=m23, m23_s0=m23.stride(0), m23_s1=m23.stride(1), m23_s2=m23.stride(2), m23_s3=m23.stride(3), m25_ptr=m25, m25_s0=m25.stride(0), m25_s1=m25.stride(1), m25_s2=m25.stride(2), m25_s3=m25.stride(3), states51_ptr=states51, states51_s0=states51.stride(0), states51_s1=states51.stride(1), states51_s2=states51.stride(2), states51_s3=states51.stride(3), states51_s4=states51.stride(4), states51_s5=states51.stride(5), states51_s6=states51.stride(6), states93_ptr=states93, states93_s0=states93.stride(0), states93_s1=states93.stride(1), states93_s2=states93.stride(2), states93_s3=states93.stride(3), states93_s4=states93.stride(4), states93_s5=states93.stride(5), states93_s6=states93.stride(6), states93_s7=states93.stride(7), states94_ptr=states94, states94_s0=states94.stride(0), states94_s1=states94.stride(1), states94_s2=states94.stride(2), states94_s3=states94.stride(3), states94_s4=states94.stride(4), states94_s5=states94.stride(5), states94_s6=states94.stride(6), states94_s7=states94.stride(7), states110_ptr=states110, states110_s0=states110.stride(0), states110_s1=states110.stride(1), states110_s2=states110.stride(2), states110_s3=states110.stride(3), states110_s4=states110.stride(4), states110_s5=states110.stride(5), states110_s6=states110.stride(6), m120_ptr=m120, m120_s0=m120.stride(0), m120_s1=m120.stride(1), m120_s2=m120.stride(2), m120_s3=m120.stride(3), buf142_ptr=buf142, buf142_s0=buf142.stride(0), buf142_s1=buf142.stride(1), buf142_s2=buf142.stride(2), buf142_s3=buf142.stride(3), E_c0=2, E_c1=32, E_c2=32, E_c3=32, E_n0=4, E_n1=16, E_n2=32, F_n0=_pow2(4), F_n1=_pow2(16), F_n2=_pow2(32), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'], T_c3=T['c3'])
    return buf142


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
