"""attention_prefill [small], candidate 47: 8 kernel(s)

Rendered by EqiForge from candidate 47 of attention_prefill [small]: store(k.3[16]) ; grid(q.2@2) loop(k.3[16]: sum, stored) ; grid(q.2@2) ; grid() loop(k.2[32]: rescale) ; grid(q.2@2) loop(k.3[16]: sum, stored) [1 mm] ; store(k.3[16]) ; grid(k.1@1) loop(k.2[32]: rescale) {loop(k.3[16]: sum, stored)} ; grid(q.2@2)
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid q.2@2[32]
    c1: loop k.2[32]
    c2: loop k.3[16]
    c3: grid k.1@1[4]

Run it on its own: `python kernels/f47.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/attention_prefill.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 16, "c1": 16, "c2": 8, "c3": 2}


@triton.jit
def kernel_0(m9_ptr, m9_s0, m9_s1, m9_s2, m9_s3, m11_ptr, m11_s0, m11_s1, m11_s2, m11_s3, states15_ptr, states15_s0, states15_s1, states15_s2, states15_s3, states15_s4, states15_s5, E_c0, E_c2, E_n0, E_n1, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n3: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # stores states15: Collect over loop k.3[16]
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
    t10 = tl.load(m9_ptr + offs_n0[:, None, None, None] * m9_s0 + offs_n1[None, :, None, None] * m9_s1 + offs_c0[None, None, :, None] * m9_s2 + offs_c2[None, None, None, :] * m9_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
    t13 = tl.load(m11_ptr + offs_n0[:, None, None, None] * m11_s0 + offs_n1[None, :, None, None] * m11_s1 + offs_c2[None, None, :, None] * m11_s2 + offs_n3[None, None, None, :] * m11_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t14 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :], t10, 0.0), 4) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :, None], t13, 0.0), 2), axis=3)
    tl.store(states15_ptr + i_c0 * states15_s0 + i_c2 * states15_s1 + tl.arange(0, F_n0)[:, None, None, None] * states15_s2 + tl.arange(0, F_n1)[None, :, None, None] * states15_s3 + tl.arange(0, T_c0)[None, None, :, None] * states15_s4 + tl.arange(0, F_n3)[None, None, None, :] * states15_s5 + tl.zeros([F_n0, F_n1, T_c0, F_n3], tl.int32), t14)


@triton.jit
def kernel_1(states15_ptr, states15_s0, states15_s1, states15_s2, states15_s3, states15_s4, states15_s5, buf18_ptr, buf18_s0, buf18_s1, buf18_s2, buf18_s3, E_c0, E_c2, E_n0, E_n1, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n3: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # writes buf18: Combine over grid q.2@2[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n3 = tl.arange(0, F_n3)
    acc17 = tl.full([F_n0, F_n1, T_c0, F_n3], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t16 = tl.load(states15_ptr + i_c0 * states15_s0 + i_c2 * states15_s1 + tl.arange(0, F_n0)[:, None, None, None] * states15_s2 + tl.arange(0, F_n1)[None, :, None, None] * states15_s3 + tl.arange(0, T_c0)[None, None, :, None] * states15_s4 + tl.arange(0, F_n3)[None, None, None, :] * states15_s5 + tl.zeros([F_n0, F_n1, T_c0, F_n3], tl.int32))
        acc17 = acc17 + t16
    tl.store(buf18_ptr + offs_n0[:, None, None, None] * buf18_s0 + offs_n1[None, :, None, None] * buf18_s1 + offs_c0[None, None, :, None] * buf18_s2 + offs_n3[None, None, None, :] * buf18_s3, acc17, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :])


@triton.jit
def kernel_2(buf18_ptr, buf18_s0, buf18_s1, buf18_s2, buf18_s3, buf21_ptr, buf21_s0, buf21_s1, buf21_s2, buf21_s3, E_c0, E_n0, E_n1, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n3: tl.constexpr, T_c0: tl.constexpr):
    # writes buf21: Combine over grid q.2@2[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n3 = tl.arange(0, F_n3)
    t19 = tl.load(buf18_ptr + offs_n0[:, None, None, None] * buf18_s0 + offs_n1[None, :, None, None] * buf18_s1 + offs_c0[None, None, :, None] * buf18_s2 + offs_n3[None, None, None, :] * buf18_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t20 = (t19) * (0.25)
    tl.store(buf21_ptr + offs_n0[:, None, None, None] * buf21_s0 + offs_n1[None, :, None, None] * buf21_s1 + offs_c0[None, None, :, None] * buf21_s2 + offs_n3[None, None, None, :] * buf21_s3, t20, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :])


@triton.jit
def kernel_3(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, buf21_ptr, buf21_s0, buf21_s1, buf21_s2, buf21_s3, m30_ptr, m30_s0, m30_s1, m30_s2, m30_s3, buf38_ptr, buf38_s0, buf38_s1, buf38_s2, buf38_s3, buf39_ptr, buf39_s0, buf39_s1, buf39_s2, buf39_s3, E_c1, E_n0, E_n1, E_n2, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c1: tl.constexpr):
    # writes buf38, buf39: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n3 = tl.arange(0, F_n3)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    acc33 = tl.full([F_n0, F_n1, F_n3, 1], -float('inf'), tl.float32)
    acc34 = tl.full([F_n0, F_n1, F_n3, F_n2], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t8 = tl.load(m1_ptr + offs_n3[None, None, :, None] * m1_s2 + offs_c1[None, None, None, :] * m1_s3, mask=(offs_n3 < E_n3)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0)
        t22 = tl.load(buf21_ptr + offs_n0[:, None, None, None] * buf21_s0 + offs_n1[None, :, None, None] * buf21_s1 + offs_n3[None, None, :, None] * buf21_s2 + offs_c1[None, None, None, :] * buf21_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n3 < E_n3)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
        t23 = tl.where(t8, -float("inf"), t22)
        t24 = tl.max(tl.where((offs_c1 < E_c1)[None, None, None, :], t23, -float('inf')), axis=3, keep_dims=True)
        t25 = -float("inf") - (t24)
        t26 = tl.exp(t25)
        t27 = t22 - (t24)
        t28 = tl.exp(t27)
        t29 = tl.where(t8, t26, t28)
        t31 = tl.load(m30_ptr + offs_n0[:, None, None, None] * m30_s0 + offs_n1[None, :, None, None] * m30_s1 + offs_c1[None, None, :, None] * m30_s2 + offs_n2[None, None, None, :] * m30_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
        t32 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, :], t29, 0.0), 4) * tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, :, None], t31, 0.0), 2), axis=3)
        m35 = tl.maximum(acc33, t24)
        r36 = tl.where(acc33 == -float("inf"), 0.0, tl.exp(acc33 - m35))
        r37 = tl.where(t24 == -float("inf"), 0.0, tl.exp(t24 - m35))
        acc34 = tl.where(acc33 == -float("inf"), 0.0, acc34 * r36) + tl.where(t24 == -float("inf"), 0.0, t32 * r37)
        acc33 = m35
    tl.store(buf38_ptr + offs_n0[:, None, None, None] * buf38_s0 + offs_n1[None, :, None, None] * buf38_s1 + offs_n3[None, None, :, None] * buf38_s2, acc33, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n3 < E_n3)[None, None, :, None])
    tl.store(buf39_ptr + offs_n0[:, None, None, None] * buf39_s0 + offs_n1[None, :, None, None] * buf39_s1 + offs_n3[None, None, :, None] * buf39_s2 + offs_n2[None, None, None, :] * buf39_s3, acc34, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n3 < E_n3)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :])


@triton.jit
def kernel_4(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, buf38_ptr, buf38_s0, buf38_s1, buf38_s2, buf38_s3, states15_ptr, states15_s0, states15_s1, states15_s2, states15_s3, states15_s4, states15_s5, m30_ptr, m30_s0, m30_s1, m30_s2, m30_s3, buf50_ptr, buf50_s0, buf50_s1, buf50_s2, buf50_s3, E_c0, E_c2, E_n0, E_n1, E_n2, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # writes buf50: Combine over grid q.2@2[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n3 = tl.arange(0, F_n3)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t7 = tl.load(m1_ptr + offs_c0[None, None, :, None] * m1_s2 + offs_n3[None, None, None, :] * m1_s3, mask=(offs_c0 < E_c0)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0)
    t40 = tl.load(buf38_ptr + offs_n0[:, None, None, None] * buf38_s0 + offs_n1[None, :, None, None] * buf38_s1 + offs_c0[None, None, :, None] * buf38_s2, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None], other=0).to(tl.float32)
    t41 = -float("inf") - (t40)
    acc43 = tl.full([F_n0, F_n1, T_c0, F_n3], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t42 = tl.load(states15_ptr + i_c0 * states15_s0 + i_c2 * states15_s1 + tl.arange(0, F_n0)[:, None, None, None] * states15_s2 + tl.arange(0, F_n1)[None, :, None, None] * states15_s3 + tl.arange(0, T_c0)[None, None, :, None] * states15_s4 + tl.arange(0, F_n3)[None, None, None, :] * states15_s5 + tl.zeros([F_n0, F_n1, T_c0, F_n3], tl.int32))
        acc43 = acc43 + t42
    t44 = (acc43) * (0.25)
    t45 = t44 - (t40)
    t46 = tl.where(t7, t41, t45)
    t47 = tl.exp(t46)
    t48 = tl.load(m30_ptr + offs_n0[:, None, None, None] * m30_s0 + offs_n1[None, :, None, None] * m30_s1 + offs_n3[None, None, :, None] * m30_s2 + offs_n2[None, None, None, :] * m30_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n3 < E_n3)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t49 = tl.sum(tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, None, :], t47, 0.0), 4) * tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, :, None], t48, 0.0), 2), axis=3)
    tl.store(buf50_ptr + offs_n0[:, None, None, None] * buf50_s0 + offs_n1[None, :, None, None] * buf50_s1 + offs_c0[None, None, :, None] * buf50_s2 + offs_n2[None, None, None, :] * buf50_s3, t49, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :])


@triton.jit
def kernel_5(m9_ptr, m9_s0, m9_s1, m9_s2, m9_s3, m11_ptr, m11_s0, m11_s1, m11_s2, m11_s3, states57_ptr, states57_s0, states57_s1, states57_s2, states57_s3, states57_s4, states57_s5, states57_s6, E_c1, E_c2, E_c3, E_n0, E_n3, F_n0: tl.constexpr, F_n3: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # stores states57: Collect over loop k.3[16]
    pid = tl.program_id(0)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n3 = tl.arange(0, F_n3)
    t54 = tl.load(m9_ptr + offs_n0[:, None, None, None] * m9_s0 + offs_c3[None, :, None, None] * m9_s1 + offs_n3[None, None, :, None] * m9_s2 + offs_c2[None, None, None, :] * m9_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c3 < E_c3)[None, :, None, None] & (offs_n3 < E_n3)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
    t55 = tl.load(m11_ptr + offs_n0[:, None, None, None] * m11_s0 + offs_c3[None, :, None, None] * m11_s1 + offs_c2[None, None, :, None] * m11_s2 + offs_c1[None, None, None, :] * m11_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c3 < E_c3)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
    t56 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :], t54, 0.0), 4) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :, None], t55, 0.0), 2), axis=3)
    tl.store(states57_ptr + i_c3 * states57_s0 + i_c1 * states57_s1 + i_c2 * states57_s2 + tl.arange(0, F_n0)[:, None, None, None] * states57_s3 + tl.arange(0, T_c3)[None, :, None, None] * states57_s4 + tl.arange(0, F_n3)[None, None, :, None] * states57_s5 + tl.arange(0, T_c1)[None, None, None, :] * states57_s6 + tl.zeros([F_n0, T_c3, F_n3, T_c1], tl.int32), t56)


@triton.jit
def kernel_6(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, states57_ptr, states57_s0, states57_s1, states57_s2, states57_s3, states57_s4, states57_s5, states57_s6, buf21_ptr, buf21_s0, buf21_s1, buf21_s2, buf21_s3, buf74_ptr, buf74_s0, buf74_s1, buf74_s2, buf74_s3, E_c1, E_c2, E_c3, E_n0, E_n3, F_n0: tl.constexpr, F_n3: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # writes buf74: Combine over grid k.1@1[4]
    pid = tl.program_id(0)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    offs_one = tl.arange(0, 1)
    offs_n3 = tl.arange(0, F_n3)
    offs_n0 = tl.arange(0, F_n0)
    acc69 = tl.full([F_n0, T_c3, F_n3, 1], -float('inf'), tl.float32)
    acc70 = tl.full([F_n0, T_c3, F_n3, 1], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t53 = tl.load(m1_ptr + offs_n3[None, None, :, None] * m1_s2 + offs_c1[None, None, None, :] * m1_s3, mask=(offs_n3 < E_n3)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0)
        acc59 = tl.full([F_n0, T_c3, F_n3, T_c1], 0.0, tl.float32)
        for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
            offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

            t58 = tl.load(states57_ptr + i_c3 * states57_s0 + i_c1 * states57_s1 + i_c2 * states57_s2 + tl.arange(0, F_n0)[:, None, None, None] * states57_s3 + tl.arange(0, T_c3)[None, :, None, None] * states57_s4 + tl.arange(0, F_n3)[None, None, :, None] * states57_s5 + tl.arange(0, T_c1)[None, None, None, :] * states57_s6 + tl.zeros([F_n0, T_c3, F_n3, T_c1], tl.int32))
            acc59 = acc59 + t58
        t60 = tl.where(t53, -float("inf"), acc59)
        t61 = tl.max(tl.where((offs_c1 < E_c1)[None, None, None, :], t60, -float('inf')), axis=3, keep_dims=True)
        t62 = (t61) * (0.25)
        t63 = -float("inf") - (t62)
        t64 = tl.load(buf21_ptr + offs_n0[:, None, None, None] * buf21_s0 + offs_c3[None, :, None, None] * buf21_s1 + offs_n3[None, None, :, None] * buf21_s2 + offs_c1[None, None, None, :] * buf21_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c3 < E_c3)[None, :, None, None] & (offs_n3 < E_n3)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
        t65 = t64 - (t62)
        t66 = tl.where(t53, t63, t65)
        t67 = tl.exp(t66)
        t68 = tl.sum(tl.where((offs_c1 < E_c1)[None, None, None, :], t67, 0.0), axis=3, keep_dims=True)
        m71 = tl.maximum(acc69, t62)
        r72 = tl.where(acc69 == -float("inf"), 0.0, tl.exp(acc69 - m71))
        r73 = tl.where(t62 == -float("inf"), 0.0, tl.exp(t62 - m71))
        acc70 = tl.where(acc69 == -float("inf"), 0.0, acc70 * r72) + tl.where(t62 == -float("inf"), 0.0, t68 * r73)
        acc69 = m71
    tl.store(buf74_ptr + offs_n0[:, None, None, None] * buf74_s0 + offs_c3[None, :, None, None] * buf74_s1 + offs_n3[None, None, :, None] * buf74_s2, acc69, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c3 < E_c3)[None, :, None, None] & (offs_n3 < E_n3)[None, None, :, None])


@triton.jit
def kernel_7(buf50_ptr, buf50_s0, buf50_s1, buf50_s2, buf50_s3, m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, buf74_ptr, buf74_s0, buf74_s1, buf74_s2, buf74_s3, buf21_ptr, buf21_s0, buf21_s1, buf21_s2, buf21_s3, buf84_ptr, buf84_s0, buf84_s1, buf84_s2, buf84_s3, E_c0, E_n0, E_n1, E_n2, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c0: tl.constexpr):
    # writes buf84: Combine over grid q.2@2[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n3 = tl.arange(0, F_n3)
    t51 = tl.load(buf50_ptr + offs_n0[:, None, None, None] * buf50_s0 + offs_n1[None, :, None, None] * buf50_s1 + offs_c0[None, None, :, None] * buf50_s2 + offs_n2[None, None, None, :] * buf50_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t52 = tl.load(m1_ptr + offs_c0[None, None, :, None] * m1_s2 + offs_n3[None, None, None, :] * m1_s3, mask=(offs_c0 < E_c0)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0)
    t75 = tl.load(buf74_ptr + offs_n0[:, None, None, None] * buf74_s0 + offs_n1[None, :, None, None] * buf74_s1 + offs_c0[None, None, :, None] * buf74_s2, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None], other=0).to(tl.float32)
    t76 = -float("inf") - (t75)
    t77 = tl.exp(t76)
    t78 = tl.load(buf21_ptr + offs_n0[:, None, None, None] * buf21_s0 + offs_n1[None, :, None, None] * buf21_s1 + offs_c0[None, None, :, None] * buf21_s2 + offs_n3[None, None, None, :] * buf21_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t79 = t78 - (t75)
    t80 = tl.exp(t79)
    t81 = tl.where(t52, t77, t80)
    t82 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t81, 0.0), axis=3, keep_dims=True)
    t83 = (t51) / (t82)
    tl.store(buf84_ptr + offs_n0[:, None, None, None] * buf84_s0 + offs_n1[None, :, None, None] * buf84_s1 + offs_c0[None, None, :, None] * buf84_s2 + offs_n2[None, None, None, :] * buf84_s3, t83, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :])


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
    m4 = _iota([32, 32], 1, device)
    m5 = _iota([32, 32], 0, device)
    m3 = _BINARY["Sub"](m4, m5)
    m6 = torch.tensor(1.0, dtype=torch.float32, device=device)
    m2 = _BINARY["Ge"](m3, m6)
    m1 = m2.reshape([1, 1, 32, 32])
    m9 = inputs['q']
    m12 = inputs['k']
    m11 = m12.permute([0, 1, 3, 2])
    states15 = torch.full([_cdiv(32, T['c0']), _cdiv(16, T['c2']), _pow2(2), _pow2(4), T['c0'], _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(32, T['c0']) * _cdiv(16, T['c2']),)](m9_ptr=m9, m9_s0=m9.stride(0), m9_s1=m9.stride(1), m9_s2=m9.stride(2), m9_s3=m9.stride(3), m11_ptr=m11, m11_s0=m11.stride(0), m11_s1=m11.stride(1), m11_s2=m11.stride(2), m11_s3=m11.stride(3), states15_ptr=states15, states15_s0=states15.stride(0), states15_s1=states15.stride(1), states15_s2=states15.stride(2), states15_s3=states15.stride(3), states15_s4=states15.stride(4), states15_s5=states15.stride(5), E_c0=32, E_c2=16, E_n0=2, E_n1=4, E_n3=32, F_n0=_pow2(2), F_n1=_pow2(4), F_n3=_pow2(32), T_c0=T['c0'], T_c2=T['c2'])
    buf18 = torch.full([2, 4, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(32, T['c0']),)](states15_ptr=states15, states15_s0=states15.stride(0), states15_s1=states15.stride(1), states15_s2=states15.stride(2), states15_s3=states15.stride(3), states15_s4=states15.stride(4), states15_s5=states15.stride(5), buf18_ptr=buf18, buf18_s0=buf18.stride(0), buf18_s1=buf18.stride(1), buf18_s2=buf18.stride(2), buf18_s3=buf18.stride(3), E_c0=32, E_c2=16, E_n0=2, E_n1=4, E_n3=32, F_n0=_pow2(2), F_n1=_pow2(4), F_n3=_pow2(32), T_c0=T['c0'], T_c2=T['c2'])
    buf21 = torch.full([2, 4, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(32, T['c0']),)](buf18_ptr=buf18, buf18_s0=buf18.stride(0), buf18_s1=buf18.stride(1), buf18_s2=buf18.stride(2), buf18_s3=buf18.stride(3), buf21_ptr=buf21, buf21_s0=buf21.stride(0), buf21_s1=buf21.stride(1), buf21_s2=buf21.stride(2), buf21_s3=buf21.stride(3), E_c0=32, E_n0=2, E_n1=4, E_n3=32, F_n0=_pow2(2), F_n1=_pow2(4), F_n3=_pow2(32), T_c0=T['c0'])
    m30 = inputs['v']
    buf38 = torch.full([2, 4, 32, 1], float("nan"), dtype=torch.float32, device=device)
    buf39 = torch.full([2, 4, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(1,)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), buf21_ptr=buf21, buf21_s0=buf21.stride(0), buf21_s1=buf21.stride(1), buf21_s2=buf21.stride(2), buf21_s3=buf21.stride(3), m30_ptr=m30, m30_s0=m30.stride(0), m30_s1=m30.stride(1), m30_s2=m30.stride(2), m30_s3=m30.stride(3), buf38_ptr=buf38, buf38_s0=buf38.stride(0), buf38_s1=buf38.stride(1), buf38_s2=buf38.stride(2), buf38_s3=buf38.stride(3), buf39_ptr=buf39, buf39_s0=buf39.stride(0), buf39_s1=buf39.stride(1), buf39_s2=buf39.stride(2), buf39_s3=buf39.stride(3), E_c1=32, E_n0=2, E_n1=4, E_n2=16, E_n3=32, F_n0=_pow2(2), F_n1=_pow2(4), F_n2=_pow2(16), F_n3=_pow2(32), T_c1=T['c1'])
    buf50 = torch.full([2, 4, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(_cdiv(32, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), buf38_ptr=buf38, buf38_s0=buf38.stride(0), buf38_s1=buf38.stride(1), buf38_s2=buf38.stride(2), buf38_s3=buf38.stride(3), states15_ptr=states15, states15_s0=states15.stride(0), states15_s1=states15.stride(1), states15_s2=states15.stride(2), states15_s3=states15.stride(3), states15_s4=states15.stride(4), states15_s5=states15.stride(5), m30_ptr=m30, m30_s0=m30.stride(0), m30_s1=m30.stride(1), m30_s2=m30.stride(2), m30_s3=m30.stride(3), buf50_ptr=buf50, buf50_s0=buf50.stride(0), buf50_s1=buf50.stride(1), buf50_s2=buf50.stride(2), buf50_s3=buf50.stride(3), E_c0=32, E_c2=16, E_n0=2, E_n1=4, E_n2=16, E_n3=32, F_n0=_pow2(2), F_n1=_pow2(4), F_n2=_pow2(16), F_n3=_pow2(32), T_c0=T['c0'], T_c2=T['c2'])
    states57 = torch.full([_cdiv(4, T['c3']), _cdiv(32, T['c1']), _cdiv(16, T['c2']), _pow2(2), T['c3'], _pow2(32), T['c1']], float("nan"), dtype=torch.float32, device=device)
    kernel_5[(_cdiv(4, T['c3']) * _cdiv(32, T['c1']) * _cdiv(16, T['c2']),)](m9_ptr=m9, m9_s0=m9.stride(0), m9_s1=m9.stride(1), m9_s2=m9.stride(2), m9_s3=m9.stride(3), m11_ptr=m11, m11_s0=m11.stride(0), m11_s1=m11.stride(1), m11_s2=m11.stride(2), m11_s3=m11.stride(3), states57_ptr=states57, states57_s0=states57.stride(0), states57_s1=states57.stride(1), states57_s2=states57.stride(2), states57_s3=states57.stride(3), states57_s4=states57.stride(4), states57_s5=states57.stride(5), states57_s6=states57.stride(6), E_c1=32, E_c2=16, E_c3=4, E_n0=2, E_n3=32, F_n0=_pow2(2), F_n3=_pow2(32), T_c1=T['c1'], T_c2=T['c2'], T_c3=T['c3'])
    buf74 = torch.full([2, 4, 32, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_6[(_cdiv(4, T['c3']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), states57_ptr=states57, states57_s0=states57.stride(0), states57_s1=states57.stride(1), states57_s2=states57.stride(2), states57_s3=states57.stride(3), states57_s4=states57.stride(4), states57_s5=states57.stride(5), states57_s6=states57.stride(6), buf21_ptr=buf21, buf21_s0=buf21.stride(0), buf21_s1=buf21.stride(1), buf21_s2=buf21.stride(2), buf21_s3=buf21.stride(3), buf74_ptr=buf74, buf74_s0=buf74.stride(0), buf74_s1=buf74.stride(1), buf74_s2=buf74.stride(2), buf74_s3=buf74.stride(3), E_c1=32, E_c2=16, E_c3=4, E_n0=2, E_n3=32, F_n0=_pow2(2), F_n3=_pow2(32), T_c1=T['c1'], T_c2=T['c2'], T_c3=T['c3'])
    buf84 = torch.full([2, 4, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_7[(_cdiv(32, T['c0']),)](buf50_ptr=buf50, buf50_s0=buf50.stride(0), buf50_s1=buf50.stride(1), buf50_s2=buf50.stride(2), buf50_s3=buf50.stride(3), m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), buf74_ptr=buf74, buf74_s0=buf74.stride(0), buf74_s1=buf74.stride(1), buf74_s2=buf74.stride(2), buf74_s3=buf74.stride(3), buf21_ptr=buf21, buf21_s0=buf21.stride(0), buf21_s1=buf21.stride(1), buf21_s2=buf21.stride(2), buf21_s3=buf21.stride(3), buf84_ptr=buf84, buf84_s0=buf84.stride(0), buf84_s1=buf84.stride(1), buf84_s2=buf84.stride(2), buf84_s3=buf84.stride(3), E_c0=32, E_n0=2, E_n1=4, E_n2=16, E_n3=32, F_n0=_pow2(2), F_n1=_pow2(4), F_n2=_pow2(16), F_n3=_pow2(32), T_c0=T['c0'])
    return buf84


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
