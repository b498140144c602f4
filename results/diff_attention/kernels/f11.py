"""diff_attention [small], candidate 11: 5 kernel(s)

Rendered by EqiForge from candidate 11 of diff_attention [small]: store(v.2[32]) ; grid(v.0@0) loop(v.2[32]: sum) loop(v.2[32]: max, stored) loop(v.2[32]: sum) [3 mm] ; store(v.2[32]) ; grid(v.0@0) loop(v.2[32]: sum) loop(v.2[32]: max, stored) loop(v.2[32]: sum) [2 mm] ; grid(q1.2@2) loop(v.3[32]: sum)
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid q1.2@2[32]
    c1: grid v.0@0[2]
    c2: loop v.2[32]
    c3: loop v.3[32]

Run it on its own: `python kernels/f11.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/diff_attention.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 16, "c1": 1, "c2": 16, "c3": 16}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, m8_ptr, m8_s0, m8_s1, m8_s2, m8_s3, states38_ptr, states38_s0, states38_s1, states38_s2, states38_s3, states38_s4, states38_s5, E_c1, E_c2, E_n1, E_n2, E_n3, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # stores states38: Collect over loop v.2[32]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n3 = tl.arange(0, F_n3)
    t31 = tl.load(m1_ptr + offs_c1[:, None, None, None] * m1_s0 + offs_n1[None, :, None, None] * m1_s1 + offs_n2[None, None, :, None] * m1_s2 + offs_n3[None, None, None, :] * m1_s3, mask=(offs_c1 < E_c1)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t32 = tl.load(m3_ptr + offs_c1[:, None, None, None] * m3_s0 + offs_n1[None, :, None, None] * m3_s1 + offs_n3[None, None, :, None] * m3_s2 + offs_c2[None, None, None, :] * m3_s3, mask=(offs_c1 < E_c1)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n3 < E_n3)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
    t33 = tl.sum(tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, None, :], t31, 0.0), 4) * tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, :, None], t32, 0.0), 2), axis=3)
    t34 = (t33) * (0.25)
    t35 = tl.load(m8_ptr + offs_n2[None, None, :, None] * m8_s2 + offs_c2[None, None, None, :] * m8_s3, mask=(offs_n2 < E_n2)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
    t36 = t34 + t35
    t37 = tl.max(tl.where((offs_c2 < E_c2)[None, None, None, :], t36, -float('inf')), axis=3, keep_dims=True)
    tl.store(states38_ptr + i_c1 * states38_s0 + i_c2 * states38_s1 + tl.arange(0, T_c1)[:, None, None, None] * states38_s2 + tl.arange(0, F_n1)[None, :, None, None] * states38_s3 + tl.arange(0, F_n2)[None, None, :, None] * states38_s4 + tl.zeros([T_c1, F_n1, F_n2, 1], tl.int32), t37)


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, m8_ptr, m8_s0, m8_s1, m8_s2, m8_s3, m27_ptr, m27_s0, m27_s1, m27_s2, m27_s3, states38_ptr, states38_s0, states38_s1, states38_s2, states38_s3, states38_s4, states38_s5, buf53_ptr, buf53_s0, buf53_s1, buf53_s2, buf53_s3, E_c1, E_c2, E_n1, E_n2, E_n3, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf53: Combine over grid v.0@0[2]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n3 = tl.arange(0, F_n3)
    t2 = tl.load(m1_ptr + offs_c1[:, None, None, None] * m1_s0 + offs_n1[None, :, None, None] * m1_s1 + offs_n2[None, None, :, None] * m1_s2 + offs_n3[None, None, None, :] * m1_s3, mask=(offs_c1 < E_c1)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t19 = (t2) * (0.25)
    t20 = tl.load(m3_ptr + offs_c1[:, None, None, None] * m3_s0 + offs_n1[None, :, None, None] * m3_s1 + offs_n3[None, None, :, None] * m3_s2 + offs_n2[None, None, None, :] * m3_s3, mask=(offs_c1 < E_c1)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n3 < E_n3)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t21 = tl.sum(tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, None, :], t19, 0.0), 4) * tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, :, None], t20, 0.0), 2), axis=3)
    t22 = tl.load(m8_ptr + offs_n2[None, None, :, None] * m8_s2 + offs_n2[None, None, None, :] * m8_s3, mask=(offs_n2 < E_n2)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t23 = t21 + t22
    t24 = tl.max(tl.where((offs_n2 < E_n2)[None, None, None, :], t23, -float('inf')), axis=3, keep_dims=True)
    acc30 = tl.full([T_c1, F_n1, F_n2, F_n2], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t5 = tl.load(m3_ptr + offs_c1[:, None, None, None] * m3_s0 + offs_n1[None, :, None, None] * m3_s1 + offs_n3[None, None, :, None] * m3_s2 + offs_c2[None, None, None, :] * m3_s3, mask=(offs_c1 < E_c1)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n3 < E_n3)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
        t6 = tl.sum(tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, None, :], t2, 0.0), 4) * tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, :, None], t5, 0.0), 2), axis=3)
        t7 = (t6) * (0.25)
        t17 = tl.load(m8_ptr + offs_n2[None, None, :, None] * m8_s2 + offs_c2[None, None, None, :] * m8_s3, mask=(offs_n2 < E_n2)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
        t18 = t7 + t17
        t25 = t18 - (t24)
        t26 = tl.exp(t25)
        t28 = tl.load(m27_ptr + offs_c1[:, None, None, None] * m27_s0 + offs_n1[None, :, None, None] * m27_s1 + offs_c2[None, None, :, None] * m27_s2 + offs_n2[None, None, None, :] * m27_s3, mask=(offs_c1 < E_c1)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
        t29 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :], t26, 0.0), 4) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :, None], t28, 0.0), 2), axis=3)
        acc30 = acc30 + t29
    acc40 = tl.full([T_c1, F_n1, F_n2, 1], -float('inf'), tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t39 = tl.load(states38_ptr + i_c1 * states38_s0 + i_c2 * states38_s1 + tl.arange(0, T_c1)[:, None, None, None] * states38_s2 + tl.arange(0, F_n1)[None, :, None, None] * states38_s3 + tl.arange(0, F_n2)[None, None, :, None] * states38_s4 + tl.zeros([T_c1, F_n1, F_n2, 1], tl.int32))
        acc40 = tl.maximum(acc40, t39)
    t41 = tl.exp(acc40)
    t42 = 1.0 / (t41)
    acc50 = tl.full([T_c1, F_n1, F_n2, 1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t43 = tl.load(m3_ptr + offs_c1[:, None, None, None] * m3_s0 + offs_n1[None, :, None, None] * m3_s1 + offs_n3[None, None, :, None] * m3_s2 + offs_c2[None, None, None, :] * m3_s3, mask=(offs_c1 < E_c1)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n3 < E_n3)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
        t44 = tl.sum(tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, None, :], t2, 0.0), 4) * tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, :, None], t43, 0.0), 2), axis=3)
        t45 = (t44) * (0.25)
        t46 = tl.load(m8_ptr + offs_n2[None, None, :, None] * m8_s2 + offs_c2[None, None, None, :] * m8_s3, mask=(offs_n2 < E_n2)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
        t47 = t45 + t46
        t48 = tl.exp(t47)
        t49 = tl.sum(tl.where((offs_c2 < E_c2)[None, None, None, :], t48, 0.0), axis=3, keep_dims=True)
        acc50 = acc50 + t49
    t51 = (t42) * (acc50)
    t52 = (acc30) / (t51)
    tl.store(buf53_ptr + offs_c1[:, None, None, None] * buf53_s0 + offs_n1[None, :, None, None] * buf53_s1 + offs_n2[None, None, :, None] * buf53_s2 + offs_n2[None, None, None, :] * buf53_s3, t52, mask=(offs_c1 < E_c1)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :])


@triton.jit
def kernel_2(m55_ptr, m55_s0, m55_s1, m55_s2, m55_s3, m57_ptr, m57_s0, m57_s1, m57_s2, m57_s3, m8_ptr, m8_s0, m8_s1, m8_s2, m8_s3, states75_ptr, states75_s0, states75_s1, states75_s2, states75_s3, states75_s4, states75_s5, E_c1, E_c2, E_n1, E_n2, E_n3, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # stores states75: Collect over loop v.2[32]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n3 = tl.arange(0, F_n3)
    t68 = tl.load(m55_ptr + offs_c1[:, None, None, None] * m55_s0 + offs_n1[None, :, None, None] * m55_s1 + offs_n2[None, None, :, None] * m55_s2 + offs_n3[None, None, None, :] * m55_s3, mask=(offs_c1 < E_c1)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t69 = tl.load(m57_ptr + offs_c1[:, None, None, None] * m57_s0 + offs_n1[None, :, None, None] * m57_s1 + offs_n3[None, None, :, None] * m57_s2 + offs_c2[None, None, None, :] * m57_s3, mask=(offs_c1 < E_c1)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n3 < E_n3)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
    t70 = tl.sum(tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, None, :], t68, 0.0), 4) * tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, :, None], t69, 0.0), 2), axis=3)
    t71 = (t70) * (0.25)
    t72 = tl.load(m8_ptr + offs_n2[None, None, :, None] * m8_s2 + offs_c2[None, None, None, :] * m8_s3, mask=(offs_n2 < E_n2)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
    t73 = t71 + t72
    t74 = tl.max(tl.where((offs_c2 < E_c2)[None, None, None, :], t73, -float('inf')), axis=3, keep_dims=True)
    tl.store(states75_ptr + i_c1 * states75_s0 + i_c2 * states75_s1 + tl.arange(0, T_c1)[:, None, None, None] * states75_s2 + tl.arange(0, F_n1)[None, :, None, None] * states75_s3 + tl.arange(0, F_n2)[None, None, :, None] * states75_s4 + tl.zeros([T_c1, F_n1, F_n2, 1], tl.int32), t74)


@triton.jit
def kernel_3(buf53_ptr, buf53_s0, buf53_s1, buf53_s2, buf53_s3, m55_ptr, m55_s0, m55_s1, m55_s2, m55_s3, m57_ptr, m57_s0, m57_s1, m57_s2, m57_s3, m8_ptr, m8_s0, m8_s1, m8_s2, m8_s3, m27_ptr, m27_s0, m27_s1, m27_s2, m27_s3, states75_ptr, states75_s0, states75_s1, states75_s2, states75_s3, states75_s4, states75_s5, buf93_ptr, buf93_s0, buf93_s1, buf93_s2, buf93_s3, E_c1, E_c2, E_n1, E_n2, E_n3, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf93: Combine over grid v.0@0[2]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n3 = tl.arange(0, F_n3)
    t54 = tl.load(buf53_ptr + offs_c1[:, None, None, None] * buf53_s0 + offs_n1[None, :, None, None] * buf53_s1 + offs_n2[None, None, :, None] * buf53_s2 + offs_n2[None, None, None, :] * buf53_s3, mask=(offs_c1 < E_c1)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t56 = tl.load(m55_ptr + offs_c1[:, None, None, None] * m55_s0 + offs_n1[None, :, None, None] * m55_s1 + offs_n2[None, None, :, None] * m55_s2 + offs_n3[None, None, None, :] * m55_s3, mask=(offs_c1 < E_c1)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    acc67 = tl.full([T_c1, F_n1, F_n2, F_n2], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t59 = tl.load(m57_ptr + offs_c1[:, None, None, None] * m57_s0 + offs_n1[None, :, None, None] * m57_s1 + offs_n3[None, None, :, None] * m57_s2 + offs_c2[None, None, None, :] * m57_s3, mask=(offs_c1 < E_c1)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n3 < E_n3)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
        t60 = tl.sum(tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, None, :], t56, 0.0), 4) * tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, :, None], t59, 0.0), 2), axis=3)
        t61 = (t60) * (0.25)
        t62 = tl.load(m8_ptr + offs_n2[None, None, :, None] * m8_s2 + offs_c2[None, None, None, :] * m8_s3, mask=(offs_n2 < E_n2)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
        t63 = t61 + t62
        t64 = tl.exp(t63)
        t65 = tl.load(m27_ptr + offs_c1[:, None, None, None] * m27_s0 + offs_n1[None, :, None, None] * m27_s1 + offs_c2[None, None, :, None] * m27_s2 + offs_n2[None, None, None, :] * m27_s3, mask=(offs_c1 < E_c1)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
        t66 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :], t64, 0.0), 4) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :, None], t65, 0.0), 2), axis=3)
        acc67 = acc67 + t66
    acc77 = tl.full([T_c1, F_n1, F_n2, 1], -float('inf'), tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t76 = tl.load(states75_ptr + i_c1 * states75_s0 + i_c2 * states75_s1 + tl.arange(0, T_c1)[:, None, None, None] * states75_s2 + tl.arange(0, F_n1)[None, :, None, None] * states75_s3 + tl.arange(0, F_n2)[None, None, :, None] * states75_s4 + tl.zeros([T_c1, F_n1, F_n2, 1], tl.int32))
        acc77 = tl.maximum(acc77, t76)
    t78 = tl.exp(acc77)
    t79 = (acc67) / (t78)
    t80 = 1.0 / (t78)
    acc88 = tl.full([T_c1, F_n1, F_n2, 1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t81 = tl.load(m57_ptr + offs_c1[:, None, None, None] * m57_s0 + offs_n1[None, :, None, None] * m57_s1 + offs_n3[None, None, :, None] * m57_s2 + offs_c2[None, None, None, :] * m57_s3, mask=(offs_c1 < E_c1)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n3 < E_n3)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
        t82 = tl.sum(tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, None, :], t56, 0.0), 4) * tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, :, None], t81, 0.0), 2), axis=3)
        t83 = (t82) * (0.25)
        t84 = tl.load(m8_ptr + offs_n2[None, None, :, None] * m8_s2 + offs_c2[None, None, None, :] * m8_s3, mask=(offs_n2 < E_n2)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
        t85 = t83 + t84
        t86 = tl.exp(t85)
        t87 = tl.sum(tl.where((offs_c2 < E_c2)[None, None, None, :], t86, 0.0), axis=3, keep_dims=True)
        acc88 = acc88 + t87
    t89 = (t80) * (acc88)
    t90 = (t79) / (t89)
    t91 = (t90) * (0.8375055882312481)
    t92 = t54 - (t91)
    tl.store(buf93_ptr + offs_c1[:, None, None, None] * buf93_s0 + offs_n1[None, :, None, None] * buf93_s1 + offs_n2[None, None, :, None] * buf93_s2 + offs_n2[None, None, None, :] * buf93_s3, t92, mask=(offs_c1 < E_c1)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :])


@triton.jit
def kernel_4(buf93_ptr, buf93_s0, buf93_s1, buf93_s2, buf93_s3, m95_ptr, m95_s0, m95_s1, m95_s2, m95_s3, buf107_ptr, buf107_s0, buf107_s1, buf107_s2, buf107_s3, E_c0, E_c3, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c3: tl.constexpr):
    # writes buf107: Combine over grid q1.2@2[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t94 = tl.load(buf93_ptr + offs_n0[:, None, None, None] * buf93_s0 + offs_n1[None, :, None, None] * buf93_s1 + offs_c0[None, None, :, None] * buf93_s2 + offs_n2[None, None, None, :] * buf93_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t97 = tl.load(m95_ptr + offs_n2[None, None, None, :] * m95_s3, mask=(offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t98 = (t94) * (t97)
    acc102 = tl.full([F_n0, F_n1, T_c0, 1], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t99 = tl.load(buf93_ptr + offs_n0[:, None, None, None] * buf93_s0 + offs_n1[None, :, None, None] * buf93_s1 + offs_c0[None, None, :, None] * buf93_s2 + offs_c3[None, None, None, :] * buf93_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
        t100 = (t99) * (t99)
        t101 = tl.sum(tl.where((offs_c3 < E_c3)[None, None, None, :], t100, 0.0), axis=3, keep_dims=True)
        acc102 = acc102 + t101
    t103 = acc102 + 0.00032
    t104 = tl.rsqrt(t103)
    t105 = (t98) * (t104)
    t106 = (t105) * (1.2241106391612262)
    tl.store(buf107_ptr + offs_n0[:, None, None, None] * buf107_s0 + offs_n1[None, :, None, None] * buf107_s1 + offs_c0[None, None, :, None] * buf107_s2 + offs_n2[None, None, None, :] * buf107_s3, t106, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :])


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
    m27 = inputs['v']
    states38 = torch.full([_cdiv(2, T['c1']), _cdiv(32, T['c2']), T['c1'], _pow2(4), _pow2(32), 1], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(2, T['c1']) * _cdiv(32, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), m8_ptr=m8, m8_s0=m8.stride(0), m8_s1=m8.stride(1), m8_s2=m8.stride(2), m8_s3=m8.stride(3), states38_ptr=states38, states38_s0=states38.stride(0), states38_s1=states38.stride(1), states38_s2=states38.stride(2), states38_s3=states38.stride(3), states38_s4=states38.stride(4), states38_s5=states38.stride(5), E_c1=2, E_c2=32, E_n1=4, E_n2=32, E_n3=16, F_n1=_pow2(4), F_n2=_pow2(32), F_n3=_pow2(16), T_c1=T['c1'], T_c2=T['c2'])
    buf53 = torch.full([2, 4, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(2, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), m8_ptr=m8, m8_s0=m8.stride(0), m8_s1=m8.stride(1), m8_s2=m8.stride(2), m8_s3=m8.stride(3), m27_ptr=m27, m27_s0=m27.stride(0), m27_s1=m27.stride(1), m27_s2=m27.stride(2), m27_s3=m27.stride(3), states38_ptr=states38, states38_s0=states38.stride(0), states38_s1=states38.stride(1), states38_s2=states38.stride(2), states38_s3=states38.stride(3), states38_s4=states38.stride(4), states38_s5=states38.stride(5), buf53_ptr=buf53, buf53_s0=buf53.stride(0), buf53_s1=buf53.stride(1), buf53_s2=buf53.stride(2), buf53_s3=buf53.stride(3), E_c1=2, E_c2=32, E_n1=4, E_n2=32, E_n3=16, F_n1=_pow2(4), F_n2=_pow2(32), F_n3=_pow2(16), T_c1=T['c1'], T_c2=T['c2'])
    m55 = inputs['q2']
    m58 = inputs['k2']
    m57 = m58.permute([0, 1, 3, 2])
    states75 = torch.full([_cdiv(2, T['c1']), _cdiv(32, T['c2']), T['c1'], _pow2(4), _pow2(32), 1], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(2, T['c1']) * _cdiv(32, T['c2']),)](m55_ptr=m55, m55_s0=m55.stride(0), m55_s1=m55.stride(1), m55_s2=m55.stride(2), m55_s3=m55.stride(3), m57_ptr=m57, m57_s0=m57.stride(0), m57_s1=m57.stride(1), m57_s2=m57.stride(2), m57_s3=m57.stride(3), m8_ptr=m8, m8_s0=m8.stride(0), m8_s1=m8.stride(1), m8_s2=m8.stride(2), m8_s3=m8.stride(3), states75_ptr=states75, states75_s0=states75.stride(0), states75_s1=states75.stride(1), states75_s2=states75.stride(2), states75_s3=states75.stride(3), states75_s4=states75.stride(4), states75_s5=states75.stride(5), E_c1=2, E_c2=32, E_n1=4, E_n2=32, E_n3=16, F_n1=_pow2(4), F_n2=_pow2(32), F_n3=_pow2(16), T_c1=T['c1'], T_c2=T['c2'])
    buf93 = torch.full([2, 4, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(2, T['c1']),)](buf53_ptr=buf53, buf53_s0=buf53.stride(0), buf53_s1=buf53.stride(1), buf53_s2=buf53.stride(2), buf53_s3=buf53.stride(3), m55_ptr=m55, m55_s0=m55.stride(0), m55_s1=m55.stride(1), m55_s2=m55.stride(2), m55_s3=m55.stride(3), m57_ptr=m57, m57_s0=m57.stride(0), m57_s1=m57.stride(1), m57_s2=m57.stride(2), m57_s3=m57.stride(3), m8_ptr=m8, m8_s0=m8.stride(0), m8_s1=m8.stride(1), m8_s2=m8.stride(2), m8_s3=m8.stride(3), m27_ptr=m27, m27_s0=m27.stride(0), m27_s1=m27.stride(1), m27_s2=m27.stride(2), m27_s3=m27.stride(3), states75_ptr=states75, states75_s0=states75.stride(0), states75_s1=states75.stride(1), states75_s2=states75.stride(2), states75_s3=states75.stride(3), states75_s4=states75.stride(4), states75_s5=states75.stride(5), buf93_ptr=buf93, buf93_s0=buf93.stride(0), buf93_s1=buf93.stride(1), buf93_s2=buf93.stride(2), buf93_s3=buf93.stride(3), E_c1=2, E_c2=32, E_n1=4, E_n2=32, E_n3=16, F_n1=_pow2(4), F_n2=_pow2(32), F_n3=_pow2(16), T_c1=T['c1'], T_c2=T['c2'])
    m96 = inputs['w_subln']
    m95 = m96.reshape([1, 1, 1, 32])
    buf107 = torch.full([2, 4, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(_cdiv(32, T['c0']),)](buf93_ptr=buf93, buf93_s0=buf93.stride(0), buf93_s1=buf93.stride(1), buf93_s2=buf93.stride(2), buf93_s3=buf93.stride(3), m95_ptr=m95, m95_s0=m95.stride(0), m95_s1=m95.stride(1), m95_s2=m95.stride(2), m95_s3=m95.stride(3), buf107_ptr=buf107, buf107_s0=buf107.stride(0), buf107_s1=buf107.stride(1), buf107_s2=buf107.stride(2), buf107_s3=buf107.stride(3), E_c0=32, E_c3=32, E_n0=2, E_n1=4, E_n2=32, F_n0=_pow2(2), F_n1=_pow2(4), F_n2=_pow2(32), T_c0=T['c0'], T_c3=T['c3'])
    return buf107


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
