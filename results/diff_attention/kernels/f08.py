"""diff_attention [small], candidate 8: 4 kernel(s)

Rendered by EqiForge from candidate 8 of diff_attention [small]: store(v.2[32]) ; store(v.2[32]) ; store(v.2[32]) ; grid(v.0@0, v.1@1, v.3@3) loop(v.2[32]: pair(sum, sum), stored) loop(v.2[32]: max, stored) loop(v.2[32]: max, stored) [4 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid v.0@0[2]
    c1: grid v.1@1[4]
    c2: grid v.3@3[32]
    c3: loop v.2[32]

Run it on its own: `python kernels/f08.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/diff_attention.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 1, "c1": 2, "c2": 16, "c3": 16}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, m8_ptr, m8_s0, m8_s1, m8_s2, m8_s3, m31_ptr, m31_s0, m31_s1, m31_s2, m31_s3, states36_ptr, states36_s0, states36_s1, states36_s2, states36_s3, states36_s4, states36_s5, states36_s6, states36_s7, states37_ptr, states37_s0, states37_s1, states37_s2, states37_s3, states37_s4, states37_s5, states37_s6, states37_s7, E_c0, E_c1, E_c2, E_c3, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # stores states36, states37: Collect over loop v.2[32]
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
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t2 = tl.load(m1_ptr + offs_c0[:, None, None, None] * m1_s0 + offs_c1[None, :, None, None] * m1_s1 + offs_n0[None, None, :, None] * m1_s2 + offs_n1[None, None, None, :] * m1_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t5 = tl.load(m3_ptr + offs_c0[:, None, None, None] * m3_s0 + offs_c1[None, :, None, None] * m3_s1 + offs_n1[None, None, :, None] * m3_s2 + offs_c3[None, None, None, :] * m3_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
    t6 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :], t2, 0.0), 4) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :, None], t5, 0.0), 2), axis=3)
    t7 = (t6) * (0.25)
    t17 = tl.load(m8_ptr + offs_n0[None, None, :, None] * m8_s2 + offs_c3[None, None, None, :] * m8_s3, mask=(offs_n0 < E_n0)[None, None, :, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
    t18 = t7 + t17
    t19 = (t2) * (0.25)
    t20 = tl.load(m3_ptr + offs_c0[:, None, None, None] * m3_s0 + offs_c1[None, :, None, None] * m3_s1 + offs_n1[None, None, :, None] * m3_s2 + offs_n0[None, None, None, :] * m3_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t21 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :], t19, 0.0), 4) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :, None], t20, 0.0), 2), axis=3)
    t22 = tl.load(m8_ptr + offs_n0[None, None, :, None] * m8_s2 + offs_n0[None, None, None, :] * m8_s3, mask=(offs_n0 < E_n0)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t23 = t21 + t22
    t24 = tl.max(tl.where((offs_n0 < E_n0)[None, None, None, :], t23, -float('inf')), axis=3, keep_dims=True)
    t25 = t18 - (t24)
    t26 = tl.exp(t25)
    t27 = t23 - (t24)
    t28 = tl.exp(t27)
    t29 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, None, :], t28, 0.0), axis=3, keep_dims=True)
    t30 = (t26) / (t29)
    t32 = tl.load(m31_ptr + offs_c0[:, None, None, None] * m31_s0 + offs_c1[None, :, None, None] * m31_s1 + offs_c3[None, None, :, None] * m31_s2 + offs_c2[None, None, None, :] * m31_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_c3 < E_c3)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
    t33 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, :], t30, 0.0), 4) * tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, :, None], t32, 0.0), 2), axis=3)
    t34 = tl.exp(t18)
    t35 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, :], t34, 0.0), 4) * tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, :, None], t32, 0.0), 2), axis=3)
    tl.store(states36_ptr + i_c0 * states36_s0 + i_c1 * states36_s1 + i_c2 * states36_s2 + i_c3 * states36_s3 + tl.arange(0, T_c0)[:, None, None, None] * states36_s4 + tl.arange(0, T_c1)[None, :, None, None] * states36_s5 + tl.arange(0, F_n0)[None, None, :, None] * states36_s6 + tl.arange(0, T_c2)[None, None, None, :] * states36_s7 + tl.zeros([T_c0, T_c1, F_n0, T_c2], tl.int32), t33)
    tl.store(states37_ptr + i_c0 * states37_s0 + i_c1 * states37_s1 + i_c2 * states37_s2 + i_c3 * states37_s3 + tl.arange(0, T_c0)[:, None, None, None] * states37_s4 + tl.arange(0, T_c1)[None, :, None, None] * states37_s5 + tl.arange(0, F_n0)[None, None, :, None] * states37_s6 + tl.arange(0, T_c2)[None, None, None, :] * states37_s7 + tl.zeros([T_c0, T_c1, F_n0, T_c2], tl.int32), t35)


@triton.jit
def kernel_1(m42_ptr, m42_s0, m42_s1, m42_s2, m42_s3, m44_ptr, m44_s0, m44_s1, m44_s2, m44_s3, m8_ptr, m8_s0, m8_s1, m8_s2, m8_s3, states59_ptr, states59_s0, states59_s1, states59_s2, states59_s3, states59_s4, states59_s5, states59_s6, E_c0, E_c1, E_c3, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c3: tl.constexpr):
    # stores states59: Collect over loop v.2[32]
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
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t52 = tl.load(m42_ptr + offs_c0[:, None, None, None] * m42_s0 + offs_c1[None, :, None, None] * m42_s1 + offs_n0[None, None, :, None] * m42_s2 + offs_n1[None, None, None, :] * m42_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t53 = tl.load(m44_ptr + offs_c0[:, None, None, None] * m44_s0 + offs_c1[None, :, None, None] * m44_s1 + offs_n1[None, None, :, None] * m44_s2 + offs_c3[None, None, None, :] * m44_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
    t54 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :], t52, 0.0), 4) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :, None], t53, 0.0), 2), axis=3)
    t55 = (t54) * (0.25)
    t56 = tl.load(m8_ptr + offs_n0[None, None, :, None] * m8_s2 + offs_c3[None, None, None, :] * m8_s3, mask=(offs_n0 < E_n0)[None, None, :, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
    t57 = t55 + t56
    t58 = tl.max(tl.where((offs_c3 < E_c3)[None, None, None, :], t57, -float('inf')), axis=3, keep_dims=True)
    tl.store(states59_ptr + i_c0 * states59_s0 + i_c1 * states59_s1 + i_c3 * states59_s2 + tl.arange(0, T_c0)[:, None, None, None] * states59_s3 + tl.arange(0, T_c1)[None, :, None, None] * states59_s4 + tl.arange(0, F_n0)[None, None, :, None] * states59_s5 + tl.zeros([T_c0, T_c1, F_n0, 1], tl.int32), t58)


@triton.jit
def kernel_2(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, m8_ptr, m8_s0, m8_s1, m8_s2, m8_s3, states83_ptr, states83_s0, states83_s1, states83_s2, states83_s3, states83_s4, states83_s5, states83_s6, E_c0, E_c1, E_c3, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c3: tl.constexpr):
    # stores states83: Collect over loop v.2[32]
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
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t76 = tl.load(m1_ptr + offs_c0[:, None, None, None] * m1_s0 + offs_c1[None, :, None, None] * m1_s1 + offs_n0[None, None, :, None] * m1_s2 + offs_n1[None, None, None, :] * m1_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t77 = tl.load(m3_ptr + offs_c0[:, None, None, None] * m3_s0 + offs_c1[None, :, None, None] * m3_s1 + offs_n1[None, None, :, None] * m3_s2 + offs_c3[None, None, None, :] * m3_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
    t78 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :], t76, 0.0), 4) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :, None], t77, 0.0), 2), axis=3)
    t79 = (t78) * (0.25)
    t80 = tl.load(m8_ptr + offs_n0[None, None, :, None] * m8_s2 + offs_c3[None, None, None, :] * m8_s3, mask=(offs_n0 < E_n0)[None, None, :, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
    t81 = t79 + t80
    t82 = tl.max(tl.where((offs_c3 < E_c3)[None, None, None, :], t81, -float('inf')), axis=3, keep_dims=True)
    tl.store(states83_ptr + i_c0 * states83_s0 + i_c1 * states83_s1 + i_c3 * states83_s2 + tl.arange(0, T_c0)[:, None, None, None] * states83_s3 + tl.arange(0, T_c1)[None, :, None, None] * states83_s4 + tl.arange(0, F_n0)[None, None, :, None] * states83_s5 + tl.zeros([T_c0, T_c1, F_n0, 1], tl.int32), t82)


@triton.jit
def kernel_3(states36_ptr, states36_s0, states36_s1, states36_s2, states36_s3, states36_s4, states36_s5, states36_s6, states36_s7, states37_ptr, states37_s0, states37_s1, states37_s2, states37_s3, states37_s4, states37_s5, states37_s6, states37_s7, m42_ptr, m42_s0, m42_s1, m42_s2, m42_s3, m44_ptr, m44_s0, m44_s1, m44_s2, m44_s3, m8_ptr, m8_s0, m8_s1, m8_s2, m8_s3, states59_ptr, states59_s0, states59_s1, states59_s2, states59_s3, states59_s4, states59_s5, states59_s6, m31_ptr, m31_s0, m31_s1, m31_s2, m31_s3, m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, states83_ptr, states83_s0, states83_s1, states83_s2, states83_s3, states83_s4, states83_s5, states83_s6, m100_ptr, m100_s0, m100_s1, m100_s2, m100_s3, buf105_ptr, buf105_s0, buf105_s1, buf105_s2, buf105_s3, E_c0, E_c1, E_c2, E_c3, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # writes buf105: Combine over grid v.0@0[2], grid v.1@1[4], grid v.3@3[32]
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
    acc40 = tl.full([T_c0, T_c1, F_n0, T_c2], 0.0, tl.float32)
    acc41 = tl.full([T_c0, T_c1, F_n0, T_c2], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t38 = tl.load(states36_ptr + i_c0 * states36_s0 + i_c1 * states36_s1 + i_c2 * states36_s2 + i_c3 * states36_s3 + tl.arange(0, T_c0)[:, None, None, None] * states36_s4 + tl.arange(0, T_c1)[None, :, None, None] * states36_s5 + tl.arange(0, F_n0)[None, None, :, None] * states36_s6 + tl.arange(0, T_c2)[None, None, None, :] * states36_s7 + tl.zeros([T_c0, T_c1, F_n0, T_c2], tl.int32))
        t39 = tl.load(states37_ptr + i_c0 * states37_s0 + i_c1 * states37_s1 + i_c2 * states37_s2 + i_c3 * states37_s3 + tl.arange(0, T_c0)[:, None, None, None] * states37_s4 + tl.arange(0, T_c1)[None, :, None, None] * states37_s5 + tl.arange(0, F_n0)[None, None, :, None] * states37_s6 + tl.arange(0, T_c2)[None, None, None, :] * states37_s7 + tl.zeros([T_c0, T_c1, F_n0, T_c2], tl.int32))
        acc40 = acc40 + t38
        acc41 = acc41 + t39
    t43 = tl.load(m42_ptr + offs_c0[:, None, None, None] * m42_s0 + offs_c1[None, :, None, None] * m42_s1 + offs_n0[None, None, :, None] * m42_s2 + offs_n1[None, None, None, :] * m42_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t46 = tl.load(m44_ptr + offs_c0[:, None, None, None] * m44_s0 + offs_c1[None, :, None, None] * m44_s1 + offs_n1[None, None, :, None] * m44_s2 + offs_n0[None, None, None, :] * m44_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t47 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :], t43, 0.0), 4) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :, None], t46, 0.0), 2), axis=3)
    t48 = (t47) * (0.25)
    t49 = tl.load(m8_ptr + offs_n0[None, None, :, None] * m8_s2 + offs_n0[None, None, None, :] * m8_s3, mask=(offs_n0 < E_n0)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t50 = t48 + t49
    t51 = tl.exp(t50)
    acc61 = tl.full([T_c0, T_c1, F_n0, 1], -float('inf'), tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t60 = tl.load(states59_ptr + i_c0 * states59_s0 + i_c1 * states59_s1 + i_c3 * states59_s2 + tl.arange(0, T_c0)[:, None, None, None] * states59_s3 + tl.arange(0, T_c1)[None, :, None, None] * states59_s4 + tl.arange(0, F_n0)[None, None, :, None] * states59_s5 + tl.zeros([T_c0, T_c1, F_n0, 1], tl.int32))
        acc61 = tl.maximum(acc61, t60)
    t62 = tl.exp(acc61)
    t63 = (t51) / (t62)
    t64 = tl.load(m31_ptr + offs_c0[:, None, None, None] * m31_s0 + offs_c1[None, :, None, None] * m31_s1 + offs_n0[None, None, :, None] * m31_s2 + offs_c2[None, None, None, :] * m31_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
    t65 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, None, :], t63, 0.0), 4) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, :, None], t64, 0.0), 2), axis=3)
    t66 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, None, :], t63, 0.0), axis=3, keep_dims=True)
    t67 = (t65) / (t66)
    t68 = (t67) * (0.8375055882312481)
    t69 = acc40 - (t68)
    t70 = tl.load(m1_ptr + offs_c0[:, None, None, None] * m1_s0 + offs_c1[None, :, None, None] * m1_s1 + offs_n0[None, None, :, None] * m1_s2 + offs_n1[None, None, None, :] * m1_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t71 = tl.load(m3_ptr + offs_c0[:, None, None, None] * m3_s0 + offs_c1[None, :, None, None] * m3_s1 + offs_n1[None, None, :, None] * m3_s2 + offs_n0[None, None, None, :] * m3_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t72 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :], t70, 0.0), 4) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :, None], t71, 0.0), 2), axis=3)
    t73 = (t72) * (0.25)
    t74 = t73 + t49
    t75 = tl.exp(t74)
    acc85 = tl.full([T_c0, T_c1, F_n0, 1], -float('inf'), tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t84 = tl.load(states83_ptr + i_c0 * states83_s0 + i_c1 * states83_s1 + i_c3 * states83_s2 + tl.arange(0, T_c0)[:, None, None, None] * states83_s3 + tl.arange(0, T_c1)[None, :, None, None] * states83_s4 + tl.arange(0, F_n0)[None, None, :, None] * states83_s5 + tl.zeros([T_c0, T_c1, F_n0, 1], tl.int32))
        acc85 = tl.maximum(acc85, t84)
    t86 = tl.exp(acc85)
    t87 = (t75) / (t86)
    t88 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, None, :], t87, 0.0), axis=3, keep_dims=True)
    t89 = (t87) / (t88)
    t90 = (t63) / (t66)
    t91 = (t90) * (0.8375055882312481)
    t92 = t89 - (t91)
    t93 = tl.load(m31_ptr + offs_c0[:, None, None, None] * m31_s0 + offs_c1[None, :, None, None] * m31_s1 + offs_n0[None, None, :, None] * m31_s2 + offs_n0[None, None, None, :] * m31_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t94 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, None, :], t92, 0.0), 4) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, :, None], t93, 0.0), 2), axis=3)
    t95 = (t94) * (t94)
    t96 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, None, :], t95, 0.0), axis=3, keep_dims=True)
    t97 = t96 + 0.00032
    t98 = tl.rsqrt(t97)
    t99 = (t69) * (t98)
    t102 = tl.load(m100_ptr + offs_c2[None, None, None, :] * m100_s3, mask=(offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
    t103 = (t99) * (t102)
    t104 = (t103) * (1.2241106391612262)
    tl.store(buf105_ptr + offs_c0[:, None, None, None] * buf105_s0 + offs_c1[None, :, None, None] * buf105_s1 + offs_n0[None, None, :, None] * buf105_s2 + offs_c2[None, None, None, :] * buf105_s3, t104, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :])


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
    m31 = inputs['v']
    states36 = torch.full([_cdiv(2, T['c0']), _cdiv(4, T['c1']), _cdiv(32, T['c2']), _cdiv(32, T['c3']), T['c0'], T['c1'], _pow2(32), T['c2']], float("nan"), dtype=torch.float32, device=device)
    states37 = torch.full([_cdiv(2, T['c0']), _cdiv(4, T['c1']), _cdiv(32, T['c2']), _cdiv(32, T['c3']), T['c0'], T['c1'], _pow2(32), T['c2']], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(2, T['c0']) * _cdiv(4, T['c1']) * _cdiv(32, T['c2']) * _cdiv(32, T['c3']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), m8_ptr=m8, m8_s0=m8.stride(0), m8_s1=m8.stride(1), m8_s2=m8.stride(2), m8_s3=m8.stride(3), m31_ptr=m31, m31_s0=m31.stride(0), m31_s1=m31.stride(1), m31_s2=m31.stride(2), m31_s3=m31.stride(3), states36_ptr=states36, states36_s0=states36.stride(0), states36_s1=states36.stride(1), states36_s2=states36.stride(2), states36_s3=states36.stride(3), states36_s4=states36.stride(4), states36_s5=states36.stride(5), states36_s6=states36.stride(6), states36_s7=states36.stride(7), states37_ptr=states37, states37_s0=states37.stride(0), states37_s1=states37.stride(1), states37_s2=states37.stride(2), states37_s3=states37.stride(3), states37_s4=states37.stride(4), states37_s5=states37.stride(5), states37_s6=states37.stride(6), states37_s7=states37.stride(7), E_c0=2, E_c1=4, E_c2=32, E_c3=32, E_n0=32, E_n1=16, F_n0=_pow2(32), F_n1=_pow2(16), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'], T_c3=T['c3'])
    m42 = inputs['q2']
    m45 = inputs['k2']
    m44 = m45.permute([0, 1, 3, 2])
    states59 = torch.full([_cdiv(2, T['c0']), _cdiv(4, T['c1']), _cdiv(32, T['c3']), T['c0'], T['c1'], _pow2(32), 1], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(2, T['c0']) * _cdiv(4, T['c1']) * _cdiv(32, T['c3']),)](m42_ptr=m42, m42_s0=m42.stride(0), m42_s1=m42.stride(1), m42_s2=m42.stride(2), m42_s3=m42.stride(3), m44_ptr=m44, m44_s0=m44.stride(0), m44_s1=m44.stride(1), m44_s2=m44.stride(2), m44_s3=m44.stride(3), m8_ptr=m8, m8_s0=m8.stride(0), m8_s1=m8.stride(1), m8_s2=m8.stride(2), m8_s3=m8.stride(3), states59_ptr=states59, states59_s0=states59.stride(0), states59_s1=states59.stride(1), states59_s2=states59.stride(2), states59_s3=states59.stride(3), states59_s4=states59.stride(4), states59_s5=states59.stride(5), states59_s6=states59.stride(6), E_c0=2, E_c1=4, E_c3=32, E_n0=32, E_n1=16, F_n0=_pow2(32), F_n1=_pow2(16), T_c0=T['c0'], T_c1=T['c1'], T_c3=T['c3'])
    states83 = torch.full([_cdiv(2, T['c0']), _cdiv(4, T['c1']), _cdiv(32, T['c3']), T['c0'], T['c1'], _pow2(32), 1], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(2, T['c0']) * _cdiv(4, T['c1']) * _cdiv(32, T['c3']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), m8_ptr=m8, m8_s0=m8.stride(0), m8_s1=m8.stride(1), m8_s2=m8.stride(2), m8_s3=m8.stride(3), states83_ptr=states83, states83_s0=states83.stride(0), states83_s1=states83.stride(1), states83_s2=states83.stride(2), states83_s3=states83.stride(3), states83_s4=states83.stride(4), states83_s5=states83.stride(5), states83_s6=states83.stride(6), E_c0=2, E_c1=4, E_c3=32, E_n0=32, E_n1=16, F_n0=_pow2(32), F_n1=_pow2(16), T_c0=T['c0'], T_c1=T['c1'], T_c3=T['c3'])
    m101 = inputs['w_subln']
    m100 = m101.reshape([1, 1, 1, 32])
    buf105 = torch.full([2, 4, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(2, T['c0']) * _cdiv(4, T['c1']) * _cdiv(32, T['c2']),)](states36_ptr=states36, states36_s0=states36.stride(0), states36_s1=states36.stride(1), states36_s2=states36.stride(2), states36_s3=states36.stride(3), states36_s4=states36.stride(4), states36_s5=states36.stride(5), states36_s6=states36.stride(6), states36_s7=states36.stride(7), states37_ptr=states37, states37_s0=states37.stride(0), states37_s1=states37.stride(1), states37_s2=states37.stride(2), states37_s3=states37.stride(3), states37_s4=states37.stride(4), states37_s5=states37.stride(5), states37_s6=states37.stride(6), states37_s7=states37.stride(7), m42_ptr=m42, m42_s0=m42.stride(0), m42_s1=m42.stride(1), m42_s2=m42.stride(2), m42_s3=m42.stride(3), m44_ptr=m44, m44_s0=m44.stride(0), m44_s1=m44.stride(1), m44_s2=m44.stride(2), m44_s3=m44.stride(3), m8_ptr=m8, m8_s0=m8.stride(0), m8_s1=m8.stride(1), m8_s2=m8.stride(2), m8_s3=m8.stride(3), states59_ptr=states59, states59_s0=states59.stride(0), states59_s1=states59.stride(1), states59_s2=states59.stride(2), states59_s3=states59.stride(3), states59_s4=states59.stride(4), states59_s5=states59.stride(5), states59_s6=states59.stride(6), m31_ptr=m31, m31_s0=m31.stride(0), m31_s1=m31.stride(1), m31_s2=m31.stride(2), m31_s3=m31.stride(3), m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), states83_ptr=states83, states83_s0=states83.stride(0), states83_s1=states83.stride(1), states83_s2=states83.stride(2), states83_s3=states83.stride(3), states83_s4=states83.stride(4), states83_s5=states83.stride(5), states83_s6=states83.stride(6), m100_ptr=m100, m100_s0=m100.stride(0), m100_s1=m100.stride(1), m100_s2=m100.stride(2), m100_s3=m100.stride(3), buf105_ptr=buf105, buf105_s0=buf105.stride(0), buf105_s1=buf105.stride(1), buf105_s2=buf105.stride(2), buf105_s3=buf105.stride(3), E_c0=2, E_c1=4, E_c2=32, E_c3=32, E_n0=32, E_n1=16, F_n0=_pow2(32), F_n1=_pow2(16), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'], T_c3=T['c3'])
    return buf105


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
