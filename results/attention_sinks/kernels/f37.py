"""attention_sinks [small], candidate 37: 7 kernel(s)

Rendered by EqiForge from candidate 37 of attention_sinks [small]: store(k.3[16]) ; grid(k.2@3) loop(k.3[16]: sum, stored) ; store(k.3[16]) ; grid(k.1@1) loop(k.3[16]: sum, stored) ; grid(k.1@1) ; grid(k.1@1) [1 mm] ; grid(k.0@0, v.3@3) [1 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid k.0@0[2]
    c1: grid v.3@3[16]
    c2: grid k.2@3[32]
    c3: loop k.3[16]
    c4: grid k.1@1[2]

Run it on its own: `python kernels/f37.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/attention_sinks.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 1, "c1": 8, "c2": 16, "c3": 8, "c4": 1}


@triton.jit
def kernel_0(m13_ptr, m13_s0, m13_s1, m13_s2, m13_s3, m13_s4, m16_ptr, m16_s0, m16_s1, m16_s2, m16_s3, m16_s4, states21_ptr, states21_s0, states21_s1, states21_s2, states21_s3, states21_s4, states21_s5, states21_s6, E_c2, E_c3, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # stores states21: Collect over loop k.3[16]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    t15 = tl.load(m13_ptr + offs_n1[:, None, None, None, None] * m13_s0 + offs_n1[None, :, None, None, None] * m13_s1 + offs_n1[None, None, :, None, None] * m13_s2 + offs_c2[None, None, None, :, None] * m13_s3 + offs_c3[None, None, None, None, :] * m13_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_c2 < E_c2)[None, None, None, :, None] & (offs_c3 < E_c3)[None, None, None, None, :], other=0).to(tl.float32)
    t19 = tl.load(m16_ptr + offs_n1[:, None, None, None, None] * m16_s0 + offs_n1[None, :, None, None, None] * m16_s1 + offs_c3[None, None, None, :, None] * m16_s3 + offs_n0[None, None, None, None, :] * m16_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_c3 < E_c3)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0).to(tl.float32)
    t20 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, None, :], t15, 0.0), 5) * tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, :, None], t19, 0.0), 3), axis=4)
    tl.store(states21_ptr + i_c2 * states21_s0 + i_c3 * states21_s1 + tl.arange(0, F_n1)[:, None, None, None, None] * states21_s2 + tl.arange(0, F_n1)[None, :, None, None, None] * states21_s3 + tl.arange(0, F_n1)[None, None, :, None, None] * states21_s4 + tl.arange(0, T_c2)[None, None, None, :, None] * states21_s5 + tl.arange(0, F_n0)[None, None, None, None, :] * states21_s6 + tl.zeros([F_n1, F_n1, F_n1, T_c2, F_n0], tl.int32), t20)


@triton.jit
def kernel_1(states21_ptr, states21_s0, states21_s1, states21_s2, states21_s3, states21_s4, states21_s5, states21_s6, buf24_ptr, buf24_s0, buf24_s1, buf24_s2, buf24_s3, buf24_s4, E_c2, E_c3, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # writes buf24: Combine over grid k.2@3[32]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    acc23 = tl.full([F_n1, F_n1, F_n1, T_c2, F_n0], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t22 = tl.load(states21_ptr + i_c2 * states21_s0 + i_c3 * states21_s1 + tl.arange(0, F_n1)[:, None, None, None, None] * states21_s2 + tl.arange(0, F_n1)[None, :, None, None, None] * states21_s3 + tl.arange(0, F_n1)[None, None, :, None, None] * states21_s4 + tl.arange(0, T_c2)[None, None, None, :, None] * states21_s5 + tl.arange(0, F_n0)[None, None, None, None, :] * states21_s6 + tl.zeros([F_n1, F_n1, F_n1, T_c2, F_n0], tl.int32))
        acc23 = acc23 + t22
    tl.store(buf24_ptr + offs_n1[:, None, None, None, None] * buf24_s0 + offs_n1[None, :, None, None, None] * buf24_s1 + offs_n1[None, None, :, None, None] * buf24_s2 + offs_c2[None, None, None, :, None] * buf24_s3 + offs_n0[None, None, None, None, :] * buf24_s4, acc23, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_c2 < E_c2)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :])


@triton.jit
def kernel_2(m13_ptr, m13_s0, m13_s1, m13_s2, m13_s3, m13_s4, m16_ptr, m16_s0, m16_s1, m16_s2, m16_s3, m16_s4, states42_ptr, states42_s0, states42_s1, states42_s2, states42_s3, states42_s4, states42_s5, states42_s6, E_c3, E_c4, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c3: tl.constexpr, T_c4: tl.constexpr):
    # stores states42: Collect over loop k.3[16]
    pid = tl.program_id(0)
    i_c4 = pid % tl.cdiv(E_c4, T_c4)
    pid = pid // tl.cdiv(E_c4, T_c4)
    offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    t39 = tl.load(m13_ptr + offs_n1[:, None, None, None, None] * m13_s0 + offs_c4[None, :, None, None, None] * m13_s1 + offs_n1[None, None, :, None, None] * m13_s2 + offs_n0[None, None, None, :, None] * m13_s3 + offs_c3[None, None, None, None, :] * m13_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_c4 < E_c4)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None] & (offs_c3 < E_c3)[None, None, None, None, :], other=0).to(tl.float32)
    t40 = tl.load(m16_ptr + offs_n1[:, None, None, None, None] * m16_s0 + offs_c4[None, :, None, None, None] * m16_s1 + offs_c3[None, None, None, :, None] * m16_s3 + offs_n0[None, None, None, None, :] * m16_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_c4 < E_c4)[None, :, None, None, None] & (offs_c3 < E_c3)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0).to(tl.float32)
    t41 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, None, :], t39, 0.0), 5) * tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, :, None], t40, 0.0), 3), axis=4)
    tl.store(states42_ptr + i_c4 * states42_s0 + i_c3 * states42_s1 + tl.arange(0, F_n1)[:, None, None, None, None] * states42_s2 + tl.arange(0, T_c4)[None, :, None, None, None] * states42_s3 + tl.arange(0, F_n1)[None, None, :, None, None] * states42_s4 + tl.arange(0, F_n0)[None, None, None, :, None] * states42_s5 + tl.arange(0, F_n0)[None, None, None, None, :] * states42_s6 + tl.zeros([F_n1, T_c4, F_n1, F_n0, F_n0], tl.int32), t41)


@triton.jit
def kernel_3(m35_ptr, m35_s0, m35_s1, m35_s2, m35_s3, m35_s4, m6_ptr, m6_s0, m6_s1, m6_s2, m6_s3, m6_s4, states42_ptr, states42_s0, states42_s1, states42_s2, states42_s3, states42_s4, states42_s5, states42_s6, m27_ptr, m27_s0, m27_s1, m27_s2, m27_s3, m27_s4, buf50_ptr, buf50_s0, buf50_s1, buf50_s2, buf50_s3, buf50_s4, E_c3, E_c4, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c3: tl.constexpr, T_c4: tl.constexpr):
    # writes buf50: Combine over grid k.1@1[2]
    pid = tl.program_id(0)
    i_c4 = pid % tl.cdiv(E_c4, T_c4)
    pid = pid // tl.cdiv(E_c4, T_c4)
    offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t37 = tl.load(m35_ptr + offs_n0[None, None, None, None, :] * m35_s4, mask=(offs_n0 < E_n0)[None, None, None, None, :], other=0)
    t38 = tl.load(m6_ptr + offs_n0[None, None, None, :, None] * m6_s3 + offs_n0[None, None, None, None, :] * m6_s4, mask=(offs_n0 < E_n0)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0)
    acc44 = tl.full([F_n1, T_c4, F_n1, F_n0, F_n0], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t43 = tl.load(states42_ptr + i_c4 * states42_s0 + i_c3 * states42_s1 + tl.arange(0, F_n1)[:, None, None, None, None] * states42_s2 + tl.arange(0, T_c4)[None, :, None, None, None] * states42_s3 + tl.arange(0, F_n1)[None, None, :, None, None] * states42_s4 + tl.arange(0, F_n0)[None, None, None, :, None] * states42_s5 + tl.arange(0, F_n0)[None, None, None, None, :] * states42_s6 + tl.zeros([F_n1, T_c4, F_n1, F_n0, F_n0], tl.int32))
        acc44 = acc44 + t43
    t45 = tl.where(t38, -float("inf"), acc44)
    t46 = tl.load(m27_ptr + offs_n0[None, None, None, :, None] * m27_s3 + offs_n0[None, None, None, None, :] * m27_s4, mask=(offs_n0 < E_n0)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0)
    t47 = tl.where(t46, -float("inf"), t45)
    t48 = tl.where(t37, t45, t47)
    t49 = tl.max(tl.where((offs_n0 < E_n0)[None, None, None, None, :], t48, -float('inf')), axis=4, keep_dims=True)
    tl.store(buf50_ptr + offs_n1[:, None, None, None, None] * buf50_s0 + offs_c4[None, :, None, None, None] * buf50_s1 + offs_n1[None, None, :, None, None] * buf50_s2 + offs_n0[None, None, None, :, None] * buf50_s3, t49, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_c4 < E_c4)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None])


@triton.jit
def kernel_4(buf50_ptr, buf50_s0, buf50_s1, buf50_s2, buf50_s3, buf50_s4, buf53_ptr, buf53_s0, buf53_s1, buf53_s2, buf53_s3, buf53_s4, E_c4, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c4: tl.constexpr):
    # writes buf53: Combine over grid k.1@1[2]
    pid = tl.program_id(0)
    i_c4 = pid % tl.cdiv(E_c4, T_c4)
    pid = pid // tl.cdiv(E_c4, T_c4)
    offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    t51 = tl.load(buf50_ptr + offs_n1[:, None, None, None, None] * buf50_s0 + offs_c4[None, :, None, None, None] * buf50_s1 + offs_n1[None, None, :, None, None] * buf50_s2 + offs_n0[None, None, None, :, None] * buf50_s3, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_c4 < E_c4)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None], other=0).to(tl.float32)
    t52 = (t51) * (0.25)
    tl.store(buf53_ptr + offs_n1[:, None, None, None, None] * buf53_s0 + offs_c4[None, :, None, None, None] * buf53_s1 + offs_n1[None, None, :, None, None] * buf53_s2 + offs_n0[None, None, None, :, None] * buf53_s3, t52, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_c4 < E_c4)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None])


@triton.jit
def kernel_5(m35_ptr, m35_s0, m35_s1, m35_s2, m35_s3, m35_s4, m6_ptr, m6_s0, m6_s1, m6_s2, m6_s3, m6_s4, m13_ptr, m13_s0, m13_s1, m13_s2, m13_s3, m13_s4, m16_ptr, m16_s0, m16_s1, m16_s2, m16_s3, m16_s4, m27_ptr, m27_s0, m27_s1, m27_s2, m27_s3, m27_s4, buf73_ptr, buf73_s0, buf73_s1, buf73_s2, buf73_s3, buf73_s4, E_c4, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c4: tl.constexpr):
    # writes buf73: Combine over grid k.1@1[2]
    pid = tl.program_id(0)
    i_c4 = pid % tl.cdiv(E_c4, T_c4)
    pid = pid // tl.cdiv(E_c4, T_c4)
    offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t61 = tl.load(m35_ptr + offs_n0[None, None, None, None, :] * m35_s4, mask=(offs_n0 < E_n0)[None, None, None, None, :], other=0)
    t62 = tl.load(m6_ptr + offs_n0[None, None, None, :, None] * m6_s3 + offs_n0[None, None, None, None, :] * m6_s4, mask=(offs_n0 < E_n0)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0)
    t63 = tl.load(m13_ptr + offs_n1[:, None, None, None, None] * m13_s0 + offs_c4[None, :, None, None, None] * m13_s1 + offs_n1[None, None, :, None, None] * m13_s2 + offs_n0[None, None, None, :, None] * m13_s3 + offs_n2[None, None, None, None, :] * m13_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_c4 < E_c4)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :], other=0).to(tl.float32)
    t64 = tl.load(m16_ptr + offs_n1[:, None, None, None, None] * m16_s0 + offs_c4[None, :, None, None, None] * m16_s1 + offs_n2[None, None, None, :, None] * m16_s3 + offs_n0[None, None, None, None, :] * m16_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_c4 < E_c4)[None, :, None, None, None] & (offs_n2 < E_n2)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0).to(tl.float32)
    t65 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, None, :], t63, 0.0), 5) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :, None], t64, 0.0), 3), axis=4)
    t66 = tl.where(t62, -float("inf"), t65)
    t67 = tl.load(m27_ptr + offs_n0[None, None, None, :, None] * m27_s3 + offs_n0[None, None, None, None, :] * m27_s4, mask=(offs_n0 < E_n0)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0)
    t68 = tl.where(t67, -float("inf"), t66)
    t69 = tl.where(t61, t66, t68)
    t70 = (t69) * (0.25)
    t71 = tl.exp(t70)
    t72 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, None, None, :], t71, 0.0), axis=4, keep_dims=True)
    tl.store(buf73_ptr + offs_n1[:, None, None, None, None] * buf73_s0 + offs_c4[None, :, None, None, None] * buf73_s1 + offs_n1[None, None, :, None, None] * buf73_s2 + offs_n0[None, None, None, :, None] * buf73_s3, t72, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_c4 < E_c4)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None])


@triton.jit
def kernel_6(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m1_s4, m6_ptr, m6_s0, m6_s1, m6_s2, m6_s3, m6_s4, buf24_ptr, buf24_s0, buf24_s1, buf24_s2, buf24_s3, buf24_s4, m27_ptr, m27_s0, m27_s1, m27_s2, m27_s3, m27_s4, buf53_ptr, buf53_s0, buf53_s1, buf53_s2, buf53_s3, buf53_s4, m55_ptr, m55_s0, m55_s1, m55_s2, m55_s3, m55_s4, buf73_ptr, buf73_s0, buf73_s1, buf73_s2, buf73_s3, buf73_s4, m82_ptr, m82_s0, m82_s1, m82_s2, m82_s3, m82_s4, buf87_ptr, buf87_s0, buf87_s1, buf87_s2, buf87_s3, E_c0, E_c1, E_n0, E_n1, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n3: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf87: Combine over grid k.0@0[2], grid v.3@3[16]
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
    offs_n3 = tl.arange(0, F_n3)
    t5 = tl.load(m1_ptr + offs_n0[None, None, None, None, :] * m1_s4, mask=(offs_n0 < E_n0)[None, None, None, None, :], other=0)
    t12 = tl.load(m6_ptr + offs_n0[None, None, None, :, None] * m6_s3 + offs_n0[None, None, None, None, :] * m6_s4, mask=(offs_n0 < E_n0)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0)
    t25 = tl.load(buf24_ptr + offs_c0[:, None, None, None, None] * buf24_s0 + offs_n1[None, :, None, None, None] * buf24_s1 + offs_n1[None, None, :, None, None] * buf24_s2 + offs_n0[None, None, None, :, None] * buf24_s3 + offs_n0[None, None, None, None, :] * buf24_s4, mask=(offs_c0 < E_c0)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0).to(tl.float32)
    t26 = tl.where(t12, -float("inf"), t25)
    t31 = tl.load(m27_ptr + offs_n0[None, None, None, :, None] * m27_s3 + offs_n0[None, None, None, None, :] * m27_s4, mask=(offs_n0 < E_n0)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0)
    t32 = tl.where(t31, -float("inf"), t26)
    t33 = tl.where(t5, t26, t32)
    t34 = (t33) * (0.25)
    t54 = tl.load(buf53_ptr + offs_c0[:, None, None, None, None] * buf53_s0 + offs_n1[None, :, None, None, None] * buf53_s1 + offs_n1[None, None, :, None, None] * buf53_s2 + offs_n0[None, None, None, :, None] * buf53_s3, mask=(offs_c0 < E_c0)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None], other=0).to(tl.float32)
    t57 = tl.load(m55_ptr + offs_n1[None, :, None, None, None] * m55_s1 + offs_n1[None, None, :, None, None] * m55_s2, mask=(offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None], other=0).to(tl.float32)
    t58 = tl.maximum(t54, t57)
    t59 = t34 - (t58)
    t60 = tl.exp(t59)
    t74 = tl.load(buf73_ptr + offs_c0[:, None, None, None, None] * buf73_s0 + offs_n1[None, :, None, None, None] * buf73_s1 + offs_n1[None, None, :, None, None] * buf73_s2 + offs_n0[None, None, None, :, None] * buf73_s3, mask=(offs_c0 < E_c0)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None], other=0).to(tl.float32)
    t75 = tl.exp(t58)
    t76 = 1.0 / (t75)
    t77 = (t74) * (t76)
    t78 = t57 - (t58)
    t79 = tl.exp(t78)
    t80 = t77 + t79
    t81 = (t60) / (t80)
    t84 = tl.load(m82_ptr + offs_c0[:, None, None, None, None] * m82_s0 + offs_n1[None, :, None, None, None] * m82_s1 + offs_n0[None, None, None, :, None] * m82_s3 + offs_c1[None, None, None, None, :] * m82_s4, mask=(offs_c0 < E_c0)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, None, :, None] & (offs_c1 < E_c1)[None, None, None, None, :], other=0).to(tl.float32)
    t85 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, None, None, :], t81, 0.0), 5) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, None, :, None], t84, 0.0), 3), axis=4)
    t86 = tl.reshape(t85, [T_c0, F_n3, F_n0, T_c1])
    tl.store(buf87_ptr + offs_c0[:, None, None, None] * buf87_s0 + offs_n3[None, :, None, None] * buf87_s1 + offs_n0[None, None, :, None] * buf87_s2 + offs_c1[None, None, None, :] * buf87_s3, t86, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n3 < E_n3)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :])


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
    m4 = torch.tensor(2.0, dtype=torch.float32, device=device)
    m2 = _BINARY["Lt"](m3, m4)
    m1 = m2.reshape([1, 1, 1, 1, 32])
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
    states21 = torch.full([_cdiv(32, T['c2']), _cdiv(16, T['c3']), _pow2(2), _pow2(2), _pow2(2), T['c2'], _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(32, T['c2']) * _cdiv(16, T['c3']),)](m13_ptr=m13, m13_s0=m13.stride(0), m13_s1=m13.stride(1), m13_s2=m13.stride(2), m13_s3=m13.stride(3), m13_s4=m13.stride(4), m16_ptr=m16, m16_s0=m16.stride(0), m16_s1=m16.stride(1), m16_s2=m16.stride(2), m16_s3=m16.stride(3), m16_s4=m16.stride(4), states21_ptr=states21, states21_s0=states21.stride(0), states21_s1=states21.stride(1), states21_s2=states21.stride(2), states21_s3=states21.stride(3), states21_s4=states21.stride(4), states21_s5=states21.stride(5), states21_s6=states21.stride(6), E_c2=32, E_c3=16, E_n0=32, E_n1=2, F_n0=_pow2(32), F_n1=_pow2(2), T_c2=T['c2'], T_c3=T['c3'])
    buf24 = torch.full([2, 2, 2, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(32, T['c2']),)](states21_ptr=states21, states21_s0=states21.stride(0), states21_s1=states21.stride(1), states21_s2=states21.stride(2), states21_s3=states21.stride(3), states21_s4=states21.stride(4), states21_s5=states21.stride(5), states21_s6=states21.stride(6), buf24_ptr=buf24, buf24_s0=buf24.stride(0), buf24_s1=buf24.stride(1), buf24_s2=buf24.stride(2), buf24_s3=buf24.stride(3), buf24_s4=buf24.stride(4), E_c2=32, E_c3=16, E_n0=32, E_n1=2, F_n0=_pow2(32), F_n1=_pow2(2), T_c2=T['c2'], T_c3=T['c3'])
    m29 = _BINARY["Sub"](m9, m8)
    m30 = torch.tensor(8.0, dtype=torch.float32, device=device)
    m28 = _BINARY["Ge"](m29, m30)
    m27 = m28.reshape([1, 1, 1, 32, 32])
    m36 = m3.reshape([1, 1, 1, 1, 32])
    m35 = _BINARY["Lt"](m36, m4)
    states42 = torch.full([_cdiv(2, T['c4']), _cdiv(16, T['c3']), _pow2(2), T['c4'], _pow2(2), _pow2(32), _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(2, T['c4']) * _cdiv(16, T['c3']),)](m13_ptr=m13, m13_s0=m13.stride(0), m13_s1=m13.stride(1), m13_s2=m13.stride(2), m13_s3=m13.stride(3), m13_s4=m13.stride(4), m16_ptr=m16, m16_s0=m16.stride(0), m16_s1=m16.stride(1), m16_s2=m16.stride(2), m16_s3=m16.stride(3), m16_s4=m16.stride(4), states42_ptr=states42, states42_s0=states42.stride(0), states42_s1=states42.stride(1), states42_s2=states42.stride(2), states42_s3=states42.stride(3), states42_s4=states42.stride(4), states42_s5=states42.stride(5), states42_s6=states42.stride(6), E_c3=16, E_c4=2, E_n0=32, E_n1=2, F_n0=_pow2(32), F_n1=_pow2(2), T_c3=T['c3'], T_c4=T['c4'])
    buf50 = torch.full([2, 2, 2, 32, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(2, T['c4']),)](m35_ptr=m35, m35_s0=m35.stride(0), m35_s1=m35.stride(1), m35_s2=m35.stride(2), m35_s3=m35.stride(3), m35_s4=m35.stride(4), m6_ptr=m6, m6_s0=m6.stride(0), m6_s1=m6.stride(1), m6_s2=m6.stride(2), m6_s3=m6.stride(3), m6_s4=m6.stride(4), states42_ptr=states42, states42_s0=states42.stride(0), states42_s1=states42.stride(1), states42_s2=states42.stride(2), states42_s3=states42.stride(3), states42_s4=states42.stride(4), states42_s5=states42.stride(5), states42_s6=states42.stride(6), m27_ptr=m27, m27_s0=m27.stride(0), m27_s1=m27.stride(1), m27_s2=m27.stride(2), m27_s3=m27.stride(3), m27_s4=m27.stride(4), buf50_ptr=buf50, buf50_s0=buf50.stride(0), buf50_s1=buf50.stride(1), buf50_s2=buf50.stride(2), buf50_s3=buf50.stride(3), buf50_s4=buf50.stride(4), E_c3=16, E_c4=2, E_n0=32, E_n1=2, F_n0=_pow2(32), F_n1=_pow2(2), T_c3=T['c3'], T_c4=T['c4'])
    buf53 = torch.full([2, 2, 2, 32, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(_cdiv(2, T['c4']),)](buf50_ptr=buf50, buf50_s0=buf50.stride(0), buf50_s1=buf50.stride(1), buf50_s2=buf50.stride(2), buf50_s3=buf50.stride(3), buf50_s4=buf50.stride(4), buf53_ptr=buf53, buf53_s0=buf53.stride(0), buf53_s1=buf53.stride(1), buf53_s2=buf53.stride(2), buf53_s3=buf53.stride(3), buf53_s4=buf53.stride(4), E_c4=2, E_n0=32, E_n1=2, F_n0=_pow2(32), F_n1=_pow2(2), T_c4=T['c4'])
    m56 = inputs['sinks']
    m55 = m56.reshape([1, 2, 2, 1, 1])
    buf73 = torch.full([2, 2, 2, 32, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_5[(_cdiv(2, T['c4']),)](m35_ptr=m35, m35_s0=m35.stride(0), m35_s1=m35.stride(1), m35_s2=m35.stride(2), m35_s3=m35.stride(3), m35_s4=m35.stride(4), m6_ptr=m6, m6_s0=m6.stride(0), m6_s1=m6.stride(1), m6_s2=m6.stride(2), m6_s3=m6.stride(3), m6_s4=m6.stride(4), m13_ptr=m13, m13_s0=m13.stride(0), m13_s1=m13.stride(1), m13_s2=m13.stride(2), m13_s3=m13.stride(3), m13_s4=m13.stride(4), m16_ptr=m16, m16_s0=m16.stride(0), m16_s1=m16.stride(1), m16_s2=m16.stride(2), m16_s3=m16.stride(3), m16_s4=m16.stride(4), m27_ptr=m27, m27_s0=m27.stride(0), m27_s1=m27.stride(1), m27_s2=m27.stride(2), m27_s3=m27.stride(3), m27_s4=m27.stride(4), buf73_ptr=buf73, buf73_s0=buf73.stride(0), buf73_s1=buf73.stride(1), buf73_s2=buf73.stride(2), buf73_s3=buf73.stride(3), buf73_s4=buf73.stride(4), E_c4=2, E_n0=32, E_n1=2, E_n2=16, F_n0=_pow2(32), F_n1=_pow2(2), F_n2=_pow2(16), T_c4=T['c4'])
    m83 = inputs['v']
    m82 = m83.reshape([2, 2, 1, 32, 16])
    buf87 = torch.full([2, 4, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_6[(_cdiv(2, T['c0']) * _cdiv(16, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m1_s4=m1.stride(4), m6_ptr=m6, m6_s0=m6.stride(0), m6_s1=m6.stride(1), m6_s2=m6.stride(2), m6_s3=m6.stride(3), m6_s4=m6.stride(4), buf24_ptr=buf24, buf24_s0=buf24.stride(0), buf24_s1=buf24.stride(1), buf24_s2=buf24.stride(2), buf24_s3=buf24.stride(3), buf24_s4=buf24.stride(4), m27_ptr=m27, m27_s0=m27.stride(0), m27_s1=m27.stride(1), m27_s2=m27.stride(2), m27_s3=m27.stride(3), m27_s4=m27.stride(4), buf53_ptr=buf53, buf53_s0=buf53.stride(0), buf53_s1=buf53.stride(1), buf53_s2=buf53.stride(2), buf53_s3=buf53.stride(3), buf53_s4=buf53.stride(4), m55_ptr=m55, m55_s0=m55.stride(0), m55_s1=m55.stride(1), m55_s2=m55.stride(2), m55_s3=m55.stride(3), m55_s4=m55.stride(4), buf73_ptr=buf73, buf73_s0=buf73.stride(0), buf73_s1=buf73.stride(1), buf73_s2=buf73.stride(2), buf73_s3=buf73.stride(3), buf73_s4=buf73.stride(4), m82_ptr=m82, m82_s0=m82.stride(0), m82_s1=m82.stride(1), m82_s2=m82.stride(2), m82_s3=m82.stride(3), m82_s4=m82.stride(4), buf87_ptr=buf87, buf87_s0=buf87.stride(0), buf87_s1=buf87.stride(1), buf87_s2=buf87.stride(2), buf87_s3=buf87.stride(3), E_c0=2, E_c1=16, E_n0=32, E_n1=2, E_n3=4, F_n0=_pow2(32), F_n1=_pow2(2), F_n3=_pow2(4), T_c0=T['c0'], T_c1=T['c1'])
    return buf87


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
