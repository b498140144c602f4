"""swa_gqa [small], candidate 57: 10 kernel(s)

Rendered by EqiForge from candidate 57 of swa_gqa [small]: store(k.3[16]) ; grid(v.3@3) loop(k.3[16]: sum, stored) loop(k.2[32]: max) [2 mm] ; store(k.3[16]) ; grid(k.2@2) loop(k.3[16]: sum, stored) ; grid(k.2@2) ; grid(q.1@1) loop(k.2[32]: max) ; store(k.3[16]) ; grid(q.1@1) loop(k.3[16]: sum, stored) ; grid(k.0@0) ; grid(k.2@2)
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid k.2@2[32]
    c1: grid v.3@3[16]
    c2: loop k.3[16]
    c3: loop k.2[32]
    c4: grid k.0@0[2]
    c5: grid q.1@1[4]

Run it on its own: `python kernels/f57.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/swa_gqa.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 16, "c1": 8, "c2": 8, "c3": 16, "c4": 1, "c5": 2}


@triton.jit
def kernel_0(m12_ptr, m12_s0, m12_s1, m12_s2, m12_s3, m14_ptr, m14_s0, m14_s1, m14_s2, m14_s3, states21_ptr, states21_s0, states21_s1, states21_s2, states21_s3, states21_s4, E_c2, E_n0, E_n1, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n3: tl.constexpr, T_c2: tl.constexpr):
    # stores states21: Collect over loop k.3[16]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n3 = tl.arange(0, F_n3)
    t13 = tl.load(m12_ptr + offs_n0[:, None, None, None] * m12_s0 + offs_n1[None, :, None, None] * m12_s1 + offs_n3[None, None, :, None] * m12_s2 + offs_c2[None, None, None, :] * m12_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n3 < E_n3)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
    t19 = tl.load(m14_ptr + offs_n0[:, None, None, None] * m14_s0 + offs_n1[None, :, None, None] * m14_s1 + offs_c2[None, None, :, None] * m14_s2 + offs_n3[None, None, None, :] * m14_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t20 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :], t13, 0.0), 4) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :, None], t19, 0.0), 2), axis=3)
    tl.store(states21_ptr + i_c2 * states21_s0 + tl.arange(0, F_n0)[:, None, None, None] * states21_s1 + tl.arange(0, F_n1)[None, :, None, None] * states21_s2 + tl.arange(0, F_n3)[None, None, :, None] * states21_s3 + tl.arange(0, F_n3)[None, None, None, :] * states21_s4 + tl.zeros([F_n0, F_n1, F_n3, F_n3], tl.int32), t20)


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m9_ptr, m9_s0, m9_s1, m9_s2, m9_s3, states21_ptr, states21_s0, states21_s1, states21_s2, states21_s3, states21_s4, m12_ptr, m12_s0, m12_s1, m12_s2, m12_s3, m14_ptr, m14_s0, m14_s1, m14_s2, m14_s3, m38_ptr, m38_s0, m38_s1, m38_s2, m38_s3, buf44_ptr, buf44_s0, buf44_s1, buf44_s2, buf44_s3, E_c1, E_c2, E_c3, E_n0, E_n1, E_n2, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # writes buf44: Combine over grid v.3@3[16]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n3 = tl.arange(0, F_n3)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t8 = tl.load(m1_ptr + offs_n3[None, None, :, None] * m1_s2 + offs_n3[None, None, None, :] * m1_s3, mask=(offs_n3 < E_n3)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0)
    t11 = tl.load(m9_ptr + offs_n3[None, None, :, None] * m9_s2 + offs_n3[None, None, None, :] * m9_s3, mask=(offs_n3 < E_n3)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0)
    acc23 = tl.full([F_n0, F_n1, F_n3, F_n3], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t22 = tl.load(states21_ptr + i_c2 * states21_s0 + tl.arange(0, F_n0)[:, None, None, None] * states21_s1 + tl.arange(0, F_n1)[None, :, None, None] * states21_s2 + tl.arange(0, F_n3)[None, None, :, None] * states21_s3 + tl.arange(0, F_n3)[None, None, None, :] * states21_s4 + tl.zeros([F_n0, F_n1, F_n3, F_n3], tl.int32))
        acc23 = acc23 + t22
    t24 = tl.where(t11, -float("inf"), acc23)
    t25 = tl.where(t8, -float("inf"), t24)
    t28 = tl.load(m12_ptr + offs_n0[:, None, None, None] * m12_s0 + offs_n1[None, :, None, None] * m12_s1 + offs_n3[None, None, :, None] * m12_s2 + offs_n2[None, None, None, :] * m12_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n3 < E_n3)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    acc34 = tl.full([F_n0, F_n1, F_n3, 1], -float('inf'), tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t26 = tl.load(m1_ptr + offs_n3[None, None, :, None] * m1_s2 + offs_c3[None, None, None, :] * m1_s3, mask=(offs_n3 < E_n3)[None, None, :, None] & (offs_c3 < E_c3)[None, None, None, :], other=0)
        t27 = tl.load(m9_ptr + offs_n3[None, None, :, None] * m9_s2 + offs_c3[None, None, None, :] * m9_s3, mask=(offs_n3 < E_n3)[None, None, :, None] & (offs_c3 < E_c3)[None, None, None, :], other=0)
        t29 = tl.load(m14_ptr + offs_n0[:, None, None, None] * m14_s0 + offs_n1[None, :, None, None] * m14_s1 + offs_n2[None, None, :, None] * m14_s2 + offs_c3[None, None, None, :] * m14_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
        t30 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t28, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t29, 0.0), 2), axis=3)
        t31 = tl.where(t27, -float("inf"), t30)
        t32 = tl.where(t26, -float("inf"), t31)
        t33 = tl.max(tl.where((offs_c3 < E_c3)[None, None, None, :], t32, -float('inf')), axis=3, keep_dims=True)
        acc34 = tl.maximum(acc34, t33)
    t35 = t25 - (acc34)
    t36 = (t35) * (0.25)
    t37 = tl.exp(t36)
    t42 = tl.load(m38_ptr + offs_n0[:, None, None, None] * m38_s0 + offs_n1[None, :, None, None] * m38_s1 + offs_n3[None, None, :, None] * m38_s2 + offs_c1[None, None, None, :] * m38_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n3 < E_n3)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
    t43 = tl.sum(tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, None, :], t37, 0.0), 4) * tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, :, None], t42, 0.0), 2), axis=3)
    tl.store(buf44_ptr + offs_n0[:, None, None, None] * buf44_s0 + offs_n1[None, :, None, None] * buf44_s1 + offs_n3[None, None, :, None] * buf44_s2 + offs_c1[None, None, None, :] * buf44_s3, t43, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n3 < E_n3)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :])


@triton.jit
def kernel_2(m12_ptr, m12_s0, m12_s1, m12_s2, m12_s3, m14_ptr, m14_s0, m14_s1, m14_s2, m14_s3, states51_ptr, states51_s0, states51_s1, states51_s2, states51_s3, states51_s4, states51_s5, E_c0, E_c2, E_n0, E_n1, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n3: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # stores states51: Collect over loop k.3[16]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n3 = tl.arange(0, F_n3)
    t48 = tl.load(m12_ptr + offs_n0[:, None, None, None] * m12_s0 + offs_n1[None, :, None, None] * m12_s1 + offs_c0[None, None, :, None] * m12_s2 + offs_c2[None, None, None, :] * m12_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
    t49 = tl.load(m14_ptr + offs_n0[:, None, None, None] * m14_s0 + offs_n1[None, :, None, None] * m14_s1 + offs_c2[None, None, :, None] * m14_s2 + offs_n3[None, None, None, :] * m14_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t50 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :], t48, 0.0), 4) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :, None], t49, 0.0), 2), axis=3)
    tl.store(states51_ptr + i_c0 * states51_s0 + i_c2 * states51_s1 + tl.arange(0, F_n0)[:, None, None, None] * states51_s2 + tl.arange(0, F_n1)[None, :, None, None] * states51_s3 + tl.arange(0, T_c0)[None, None, :, None] * states51_s4 + tl.arange(0, F_n3)[None, None, None, :] * states51_s5 + tl.zeros([F_n0, F_n1, T_c0, F_n3], tl.int32), t50)


@triton.jit
def kernel_3(states51_ptr, states51_s0, states51_s1, states51_s2, states51_s3, states51_s4, states51_s5, buf54_ptr, buf54_s0, buf54_s1, buf54_s2, buf54_s3, E_c0, E_c2, E_n0, E_n1, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n3: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # writes buf54: Combine over grid k.2@2[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n3 = tl.arange(0, F_n3)
    acc53 = tl.full([F_n0, F_n1, T_c0, F_n3], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t52 = tl.load(states51_ptr + i_c0 * states51_s0 + i_c2 * states51_s1 + tl.arange(0, F_n0)[:, None, None, None] * states51_s2 + tl.arange(0, F_n1)[None, :, None, None] * states51_s3 + tl.arange(0, T_c0)[None, None, :, None] * states51_s4 + tl.arange(0, F_n3)[None, None, None, :] * states51_s5 + tl.zeros([F_n0, F_n1, T_c0, F_n3], tl.int32))
        acc53 = acc53 + t52
    tl.store(buf54_ptr + offs_n0[:, None, None, None] * buf54_s0 + offs_n1[None, :, None, None] * buf54_s1 + offs_c0[None, None, :, None] * buf54_s2 + offs_n3[None, None, None, :] * buf54_s3, acc53, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :])


@triton.jit
def kernel_4(buf54_ptr, buf54_s0, buf54_s1, buf54_s2, buf54_s3, buf57_ptr, buf57_s0, buf57_s1, buf57_s2, buf57_s3, E_c0, E_n0, E_n1, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n3: tl.constexpr, T_c0: tl.constexpr):
    # writes buf57: Combine over grid k.2@2[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n3 = tl.arange(0, F_n3)
    t55 = tl.load(buf54_ptr + offs_n0[:, None, None, None] * buf54_s0 + offs_n1[None, :, None, None] * buf54_s1 + offs_c0[None, None, :, None] * buf54_s2 + offs_n3[None, None, None, :] * buf54_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t56 = (t55) * (0.25)
    tl.store(buf57_ptr + offs_n0[:, None, None, None] * buf57_s0 + offs_n1[None, :, None, None] * buf57_s1 + offs_c0[None, None, :, None] * buf57_s2 + offs_n3[None, None, None, :] * buf57_s3, t56, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :])


@triton.jit
def kernel_5(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m9_ptr, m9_s0, m9_s1, m9_s2, m9_s3, buf57_ptr, buf57_s0, buf57_s1, buf57_s2, buf57_s3, buf63_ptr, buf63_s0, buf63_s1, buf63_s2, buf63_s3, E_c3, E_c5, E_n0, E_n3, F_n0: tl.constexpr, F_n3: tl.constexpr, T_c3: tl.constexpr, T_c5: tl.constexpr):
    # writes buf63: Combine over grid q.1@1[4]
    pid = tl.program_id(0)
    i_c5 = pid % tl.cdiv(E_c5, T_c5)
    pid = pid // tl.cdiv(E_c5, T_c5)
    offs_c5 = i_c5 * T_c5 + tl.arange(0, T_c5)
    offs_one = tl.arange(0, 1)
    offs_n3 = tl.arange(0, F_n3)
    offs_n0 = tl.arange(0, F_n0)
    acc62 = tl.full([F_n0, T_c5, F_n3, 1], -float('inf'), tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t46 = tl.load(m1_ptr + offs_n3[None, None, :, None] * m1_s2 + offs_c3[None, None, None, :] * m1_s3, mask=(offs_n3 < E_n3)[None, None, :, None] & (offs_c3 < E_c3)[None, None, None, :], other=0)
        t47 = tl.load(m9_ptr + offs_n3[None, None, :, None] * m9_s2 + offs_c3[None, None, None, :] * m9_s3, mask=(offs_n3 < E_n3)[None, None, :, None] & (offs_c3 < E_c3)[None, None, None, :], other=0)
        t58 = tl.load(buf57_ptr + offs_n0[:, None, None, None] * buf57_s0 + offs_c5[None, :, None, None] * buf57_s1 + offs_n3[None, None, :, None] * buf57_s2 + offs_c3[None, None, None, :] * buf57_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c5 < E_c5)[None, :, None, None] & (offs_n3 < E_n3)[None, None, :, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
        t59 = tl.where(t47, -float("inf"), t58)
        t60 = tl.where(t46, -float("inf"), t59)
        t61 = tl.max(tl.where((offs_c3 < E_c3)[None, None, None, :], t60, -float('inf')), axis=3, keep_dims=True)
        acc62 = tl.maximum(acc62, t61)
    tl.store(buf63_ptr + offs_n0[:, None, None, None] * buf63_s0 + offs_c5[None, :, None, None] * buf63_s1 + offs_n3[None, None, :, None] * buf63_s2, acc62, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c5 < E_c5)[None, :, None, None] & (offs_n3 < E_n3)[None, None, :, None])


@triton.jit
def kernel_6(m12_ptr, m12_s0, m12_s1, m12_s2, m12_s3, m14_ptr, m14_s0, m14_s1, m14_s2, m14_s3, states72_ptr, states72_s0, states72_s1, states72_s2, states72_s3, states72_s4, states72_s5, E_c2, E_c5, E_n0, E_n3, F_n0: tl.constexpr, F_n3: tl.constexpr, T_c2: tl.constexpr, T_c5: tl.constexpr):
    # stores states72: Collect over loop k.3[16]
    pid = tl.program_id(0)
    i_c5 = pid % tl.cdiv(E_c5, T_c5)
    pid = pid // tl.cdiv(E_c5, T_c5)
    offs_c5 = i_c5 * T_c5 + tl.arange(0, T_c5)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n3 = tl.arange(0, F_n3)
    t69 = tl.load(m12_ptr + offs_n0[:, None, None, None] * m12_s0 + offs_c5[None, :, None, None] * m12_s1 + offs_n3[None, None, :, None] * m12_s2 + offs_c2[None, None, None, :] * m12_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c5 < E_c5)[None, :, None, None] & (offs_n3 < E_n3)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
    t70 = tl.load(m14_ptr + offs_n0[:, None, None, None] * m14_s0 + offs_c5[None, :, None, None] * m14_s1 + offs_c2[None, None, :, None] * m14_s2 + offs_n3[None, None, None, :] * m14_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c5 < E_c5)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t71 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :], t69, 0.0), 4) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :, None], t70, 0.0), 2), axis=3)
    tl.store(states72_ptr + i_c5 * states72_s0 + i_c2 * states72_s1 + tl.arange(0, F_n0)[:, None, None, None] * states72_s2 + tl.arange(0, T_c5)[None, :, None, None] * states72_s3 + tl.arange(0, F_n3)[None, None, :, None] * states72_s4 + tl.arange(0, F_n3)[None, None, None, :] * states72_s5 + tl.zeros([F_n0, T_c5, F_n3, F_n3], tl.int32), t71)


@triton.jit
def kernel_7(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m9_ptr, m9_s0, m9_s1, m9_s2, m9_s3, states72_ptr, states72_s0, states72_s1, states72_s2, states72_s3, states72_s4, states72_s5, buf80_ptr, buf80_s0, buf80_s1, buf80_s2, buf80_s3, E_c2, E_c5, E_n0, E_n3, F_n0: tl.constexpr, F_n3: tl.constexpr, T_c2: tl.constexpr, T_c5: tl.constexpr):
    # writes buf80: Combine over grid q.1@1[4]
    pid = tl.program_id(0)
    i_c5 = pid % tl.cdiv(E_c5, T_c5)
    pid = pid // tl.cdiv(E_c5, T_c5)
    offs_c5 = i_c5 * T_c5 + tl.arange(0, T_c5)
    offs_one = tl.arange(0, 1)
    offs_n3 = tl.arange(0, F_n3)
    offs_n0 = tl.arange(0, F_n0)
    t67 = tl.load(m1_ptr + offs_n3[None, None, :, None] * m1_s2 + offs_n3[None, None, None, :] * m1_s3, mask=(offs_n3 < E_n3)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0)
    t68 = tl.load(m9_ptr + offs_n3[None, None, :, None] * m9_s2 + offs_n3[None, None, None, :] * m9_s3, mask=(offs_n3 < E_n3)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0)
    acc74 = tl.full([F_n0, T_c5, F_n3, F_n3], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t73 = tl.load(states72_ptr + i_c5 * states72_s0 + i_c2 * states72_s1 + tl.arange(0, F_n0)[:, None, None, None] * states72_s2 + tl.arange(0, T_c5)[None, :, None, None] * states72_s3 + tl.arange(0, F_n3)[None, None, :, None] * states72_s4 + tl.arange(0, F_n3)[None, None, None, :] * states72_s5 + tl.zeros([F_n0, T_c5, F_n3, F_n3], tl.int32))
        acc74 = acc74 + t73
    t75 = (acc74) * (0.25)
    t76 = tl.where(t68, -float("inf"), t75)
    t77 = tl.where(t67, -float("inf"), t76)
    t78 = tl.exp(t77)
    t79 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t78, 0.0), axis=3, keep_dims=True)
    tl.store(buf80_ptr + offs_n0[:, None, None, None] * buf80_s0 + offs_c5[None, :, None, None] * buf80_s1 + offs_n3[None, None, :, None] * buf80_s2, t79, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c5 < E_c5)[None, :, None, None] & (offs_n3 < E_n3)[None, None, :, None])


@triton.jit
def kernel_8(buf63_ptr, buf63_s0, buf63_s1, buf63_s2, buf63_s3, buf80_ptr, buf80_s0, buf80_s1, buf80_s2, buf80_s3, buf83_ptr, buf83_s0, buf83_s1, buf83_s2, buf83_s3, E_c4, E_n1, E_n3, F_n1: tl.constexpr, F_n3: tl.constexpr, T_c4: tl.constexpr):
    # writes buf83: Combine over grid k.0@0[2]
    pid = tl.program_id(0)
    i_c4 = pid % tl.cdiv(E_c4, T_c4)
    pid = pid // tl.cdiv(E_c4, T_c4)
    offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n3 = tl.arange(0, F_n3)
    t64 = tl.load(buf63_ptr + offs_c4[:, None, None, None] * buf63_s0 + offs_n1[None, :, None, None] * buf63_s1 + offs_n3[None, None, :, None] * buf63_s2, mask=(offs_c4 < E_c4)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n3 < E_n3)[None, None, :, None], other=0).to(tl.float32)
    t65 = tl.exp(t64)
    t66 = 1.0 / (t65)
    t81 = tl.load(buf80_ptr + offs_c4[:, None, None, None] * buf80_s0 + offs_n1[None, :, None, None] * buf80_s1 + offs_n3[None, None, :, None] * buf80_s2, mask=(offs_c4 < E_c4)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n3 < E_n3)[None, None, :, None], other=0).to(tl.float32)
    t82 = (t66) * (t81)
    tl.store(buf83_ptr + offs_c4[:, None, None, None] * buf83_s0 + offs_n1[None, :, None, None] * buf83_s1 + offs_n3[None, None, :, None] * buf83_s2, t82, mask=(offs_c4 < E_c4)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n3 < E_n3)[None, None, :, None])


@triton.jit
def kernel_9(buf44_ptr, buf44_s0, buf44_s1, buf44_s2, buf44_s3, buf83_ptr, buf83_s0, buf83_s1, buf83_s2, buf83_s3, buf86_ptr, buf86_s0, buf86_s1, buf86_s2, buf86_s3, E_c0, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr):
    # writes buf86: Combine over grid k.2@2[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t45 = tl.load(buf44_ptr + offs_n0[:, None, None, None] * buf44_s0 + offs_n1[None, :, None, None] * buf44_s1 + offs_c0[None, None, :, None] * buf44_s2 + offs_n2[None, None, None, :] * buf44_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t84 = tl.load(buf83_ptr + offs_n0[:, None, None, None] * buf83_s0 + offs_n1[None, :, None, None] * buf83_s1 + offs_c0[None, None, :, None] * buf83_s2, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None], other=0).to(tl.float32)
    t85 = (t45) / (t84)
    tl.store(buf86_ptr + offs_n0[:, None, None, None] * buf86_s0 + offs_n1[None, :, None, None] * buf86_s1 + offs_c0[None, None, :, None] * buf86_s2 + offs_n2[None, None, None, :] * buf86_s3, t85, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :])


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
    m5 = _iota([32], 0, device)
    m4 = m5.reshape([32, 1])
    m6 = m5.reshape([1, 32])
    m3 = _BINARY["Sub"](m4, m6)
    m7 = torch.tensor(8.0, dtype=torch.float32, device=device)
    m2 = _BINARY["Ge"](m3, m7)
    m1 = m2.reshape([1, 1, 32, 32])
    m10 = _BINARY["Gt"](m6, m4)
    m9 = m10.reshape([1, 1, 32, 32])
    m12 = inputs['q']
    m18 = inputs['k']
    m17 = m18.reshape([2, 2, 1, 32, 16])
    m16 = m17.expand([2, 2, 2, 32, 16])
    m15 = m16.reshape([2, 4, 32, 16])
    m14 = m15.permute([0, 1, 3, 2])
    states21 = torch.full([_cdiv(16, T['c2']), _pow2(2), _pow2(4), _pow2(32), _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(16, T['c2']),)](m12_ptr=m12, m12_s0=m12.stride(0), m12_s1=m12.stride(1), m12_s2=m12.stride(2), m12_s3=m12.stride(3), m14_ptr=m14, m14_s0=m14.stride(0), m14_s1=m14.stride(1), m14_s2=m14.stride(2), m14_s3=m14.stride(3), states21_ptr=states21, states21_s0=states21.stride(0), states21_s1=states21.stride(1), states21_s2=states21.stride(2), states21_s3=states21.stride(3), states21_s4=states21.stride(4), E_c2=16, E_n0=2, E_n1=4, E_n3=32, F_n0=_pow2(2), F_n1=_pow2(4), F_n3=_pow2(32), T_c2=T['c2'])
    m41 = inputs['v']
    m40 = m41.reshape([2, 2, 1, 32, 16])
    m39 = m40.expand([2, 2, 2, 32, 16])
    m38 = m39.reshape([2, 4, 32, 16])
    buf44 = torch.full([2, 4, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(16, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m9_ptr=m9, m9_s0=m9.stride(0), m9_s1=m9.stride(1), m9_s2=m9.stride(2), m9_s3=m9.stride(3), states21_ptr=states21, states21_s0=states21.stride(0), states21_s1=states21.stride(1), states21_s2=states21.stride(2), states21_s3=states21.stride(3), states21_s4=states21.stride(4), m12_ptr=m12, m12_s0=m12.stride(0), m12_s1=m12.stride(1), m12_s2=m12.stride(2), m12_s3=m12.stride(3), m14_ptr=m14, m14_s0=m14.stride(0), m14_s1=m14.stride(1), m14_s2=m14.stride(2), m14_s3=m14.stride(3), m38_ptr=m38, m38_s0=m38.stride(0), m38_s1=m38.stride(1), m38_s2=m38.stride(2), m38_s3=m38.stride(3), buf44_ptr=buf44, buf44_s0=buf44.stride(0), buf44_s1=buf44.stride(1), buf44_s2=buf44.stride(2), buf44_s3=buf44.stride(3), E_c1=16, E_c2=16, E_c3=32, E_n0=2, E_n1=4, E_n2=16, E_n3=32, F_n0=_pow2(2), F_n1=_pow2(4), F_n2=_pow2(16), F_n3=_pow2(32), T_c1=T['c1'], T_c2=T['c2'], T_c3=T['c3'])
    states51 = torch.full([_cdiv(32, T['c0']), _cdiv(16, T['c2']), _pow2(2), _pow2(4), T['c0'], _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(32, T['c0']) * _cdiv(16, T['c2']),)](m12_ptr=m12, m12_s0=m12.stride(0), m12_s1=m12.stride(1), m12_s2=m12.stride(2), m12_s3=m12.stride(3), m14_ptr=m14, m14_s0=m14.stride(0), m14_s1=m14.stride(1), m14_s2=m14.stride(2), m14_s3=m14.stride(3), states51_ptr=states51, states51_s0=states51.stride(0), states51_s1=states51.stride(1), states51_s2=states51.stride(2), states51_s3=states51.stride(3), states51_s4=states51.stride(4), states51_s5=states51.stride(5), E_c0=32, E_c2=16, E_n0=2, E_n1=4, E_n3=32, F_n0=_pow2(2), F_n1=_pow2(4), F_n3=_pow2(32), T_c0=T['c0'], T_c2=T['c2'])
    buf54 = torch.full([2, 4, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(32, T['c0']),)](states51_ptr=states51, states51_s0=states51.stride(0), states51_s1=states51.stride(1), states51_s2=states51.stride(2), states51_s3=states51.stride(3), states51_s4=states51.stride(4), states51_s5=states51.stride(5), buf54_ptr=buf54, buf54_s0=buf54.stride(0), buf54_s1=buf54.stride(1), buf54_s2=buf54.stride(2), buf54_s3=buf54.stride(3), E_c0=32, E_c2=16, E_n0=2, E_n1=4, E_n3=32, F_n0=_pow2(2), F_n1=_pow2(4), F_n3=_pow2(32), T_c0=T['c0'], T_c2=T['c2'])
    buf57 = torch.full([2, 4, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(_cdiv(32, T['c0']),)](buf54_ptr=buf54, buf54_s0=buf54.stride(0), buf54_s1=buf54.stride(1), buf54_s2=buf54.stride(2), buf54_s3=buf54.stride(3), buf57_ptr=buf57, buf57_s0=buf57.stride(0), buf57_s1=buf57.stride(1), buf57_s2=buf57.stride(2), buf57_s3=buf57.stride(3), E_c0=32, E_n0=2, E_n1=4, E_n3=32, F_n0=_pow2(2), F_n1=_pow2(4), F_n3=_pow2(32), T_c0=T['c0'])
    buf63 = torch.full([2, 4, 32, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_5[(_cdiv(4, T['c5']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m9_ptr=m9, m9_s0=m9.stride(0), m9_s1=m9.stride(1), m9_s2=m9.stride(2), m9_s3=m9.stride(3), buf57_ptr=buf57, buf57_s0=buf57.stride(0), buf57_s1=buf57.stride(1), buf57_s2=buf57.stride(2), buf57_s3=buf57.stride(3), buf63_ptr=buf63, buf63_s0=buf63.stride(0), buf63_s1=buf63.stride(1), buf63_s2=buf63.stride(2), buf63_s3=buf63.stride(3), E_c3=32, E_c5=4, E_n0=2, E_n3=32, F_n0=_pow2(2), F_n3=_pow2(32), T_c3=T['c3'], T_c5=T['c5'])
    states72 = torch.full([_cdiv(4, T['c5']), _cdiv(16, T['c2']), _pow2(2), T['c5'], _pow2(32), _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    kernel_6[(_cdiv(4, T['c5']) * _cdiv(16, T['c2']),)](m12_ptr=m12, m12_s0=m12.stride(0), m12_s1=m12.stride(1), m12_s2=m12.stride(2), m12_s3=m12.stride(3), m14_ptr=m14, m14_s0=m14.stride(0), m14_s1=m14.stride(1), m14_s2=m14.stride(2), m14_s3=m14.stride(3), states72_ptr=states72, states72_s0=states72.stride(0), states72_s1=states72.stride(1), states72_s2=states72.stride(2), states72_s3=states72.stride(3), states72_s4=states72.stride(4), states72_s5=states72.stride(5), E_c2=16, E_c5=4, E_n0=2, E_n3=32, F_n0=_pow2(2), F_n3=_pow2(32), T_c2=T['c2'], T_c5=T['c5'])
    buf80 = torch.full([2, 4, 32, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_7[(_cdiv(4, T['c5']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m9_ptr=m9, m9_s0=m9.stride(0), m9_s1=m9.stride(1), m9_s2=m9.stride(2), m9_s3=m9.stride(3), states72_ptr=states72, states72_s0=states72.stride(0), states72_s1=states72.stride(1), states72_s2=states72.stride(2), states72_s3=states72.stride(3), states72_s4=states72.stride(4), states72_s5=states72.stride(5), buf80_ptr=buf80, buf80_s0=buf80.stride(0), buf80_s1=buf80.stride(1), buf80_s2=buf80.stride(2), buf80_s3=buf80.stride(3), E_c2=16, E_c5=4, E_n0=2, E_n3=32, F_n0=_pow2(2), F_n3=_pow2(32), T_c2=T['c2'], T_c5=T['c5'])
    buf83 = torch.full([2, 4, 32, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_8[(_cdiv(2, T['c4']),)](buf63_ptr=buf63, buf63_s0=buf63.stride(0), buf63_s1=buf63.stride(1), buf63_s2=buf63.stride(2), buf63_s3=buf63.stride(3), buf80_ptr=buf80, buf80_s0=buf80.stride(0), buf80_s1=buf80.stride(1), buf80_s2=buf80.stride(2), buf80_s3=buf80.stride(3), buf83_ptr=buf83, buf83_s0=buf83.stride(0), buf83_s1=buf83.stride(1), buf83_s2=buf83.stride(2), buf83_s3=buf83.stride(3), E_c4=2, E_n1=4, E_n3=32, F_n1=_pow2(4), F_n3=_pow2(32), T_c4=T['c4'])
    buf86 = torch.full([2, 4, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_9[(_cdiv(32, T['c0']),)](buf44_ptr=buf44, buf44_s0=buf44.stride(0), buf44_s1=buf44.stride(1), buf44_s2=buf44.stride(2), buf44_s3=buf44.stride(3), buf83_ptr=buf83, buf83_s0=buf83.stride(0), buf83_s1=buf83.stride(1), buf83_s2=buf83.stride(2), buf83_s3=buf83.stride(3), buf86_ptr=buf86, buf86_s0=buf86.stride(0), buf86_s1=buf86.stride(1), buf86_s2=buf86.stride(2), buf86_s3=buf86.stride(3), E_c0=32, E_n0=2, E_n1=4, E_n2=16, F_n0=_pow2(2), F_n1=_pow2(4), F_n2=_pow2(16), T_c0=T['c0'])
    return buf86


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
