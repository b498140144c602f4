"""attention_prefill [small], candidate 54: 9 kernel(s)

Rendered by EqiForge from candidate 54 of attention_prefill [small]: store(k.3[16]) ; grid(q.2@2) loop(k.3[16]: sum, stored) ; grid(q.2@2) ; grid() loop(k.2[32]: rescale) ; store(k.3[16]) ; grid(k.1@1) loop(k.2[32]: rescale) {loop(k.3[16]: sum, stored)} ; store(k.3[16]) ; grid(k.1@1) loop(k.3[16]: sum, stored) ; grid(q.2@2) loop(k.3[16]: sum, stored) [1 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid q.2@2[32]
    c1: loop k.2[32]
    c2: loop k.3[16]
    c3: grid k.1@1[4]

Run it on its own: `python kernels/f54.py` checks it once against PyTorch on random inputs.
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
def kernel_0(m9_ptr, m9_s0, m9_s1, m9_s2, m9_s3, m11_ptr, m11_s0, m11_s1, m11_s2, m11_s3, states15_ptr, states15_s0, states15_s1, states15_s2, states15_s3, states15_s4, states15_s5, E_c0, E_c2, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # stores states15: Collect over loop k.3[16]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n0 = tl.arange(0, F_n0)
    t10 = tl.load(m9_ptr + offs_n1[:, None, None, None] * m9_s0 + offs_n2[None, :, None, None] * m9_s1 + offs_c0[None, None, :, None] * m9_s2 + offs_c2[None, None, None, :] * m9_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
    t13 = tl.load(m11_ptr + offs_n1[:, None, None, None] * m11_s0 + offs_n2[None, :, None, None] * m11_s1 + offs_c2[None, None, :, None] * m11_s2 + offs_n0[None, None, None, :] * m11_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t14 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :], t10, 0.0), 4) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :, None], t13, 0.0), 2), axis=3)
    tl.store(states15_ptr + i_c0 * states15_s0 + i_c2 * states15_s1 + tl.arange(0, F_n1)[:, None, None, None] * states15_s2 + tl.arange(0, F_n2)[None, :, None, None] * states15_s3 + tl.arange(0, T_c0)[None, None, :, None] * states15_s4 + tl.arange(0, F_n0)[None, None, None, :] * states15_s5 + tl.zeros([F_n1, F_n2, T_c0, F_n0], tl.int32), t14)


@triton.jit
def kernel_1(states15_ptr, states15_s0, states15_s1, states15_s2, states15_s3, states15_s4, states15_s5, buf18_ptr, buf18_s0, buf18_s1, buf18_s2, buf18_s3, E_c0, E_c2, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # writes buf18: Combine over grid q.2@2[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n0 = tl.arange(0, F_n0)
    acc17 = tl.full([F_n1, F_n2, T_c0, F_n0], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t16 = tl.load(states15_ptr + i_c0 * states15_s0 + i_c2 * states15_s1 + tl.arange(0, F_n1)[:, None, None, None] * states15_s2 + tl.arange(0, F_n2)[None, :, None, None] * states15_s3 + tl.arange(0, T_c0)[None, None, :, None] * states15_s4 + tl.arange(0, F_n0)[None, None, None, :] * states15_s5 + tl.zeros([F_n1, F_n2, T_c0, F_n0], tl.int32))
        acc17 = acc17 + t16
    tl.store(buf18_ptr + offs_n1[:, None, None, None] * buf18_s0 + offs_n2[None, :, None, None] * buf18_s1 + offs_c0[None, None, :, None] * buf18_s2 + offs_n0[None, None, None, :] * buf18_s3, acc17, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :])


@triton.jit
def kernel_2(buf18_ptr, buf18_s0, buf18_s1, buf18_s2, buf18_s3, buf21_ptr, buf21_s0, buf21_s1, buf21_s2, buf21_s3, E_c0, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr):
    # writes buf21: Combine over grid q.2@2[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n0 = tl.arange(0, F_n0)
    t19 = tl.load(buf18_ptr + offs_n1[:, None, None, None] * buf18_s0 + offs_n2[None, :, None, None] * buf18_s1 + offs_c0[None, None, :, None] * buf18_s2 + offs_n0[None, None, None, :] * buf18_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t20 = (t19) * (0.25)
    tl.store(buf21_ptr + offs_n1[:, None, None, None] * buf21_s0 + offs_n2[None, :, None, None] * buf21_s1 + offs_c0[None, None, :, None] * buf21_s2 + offs_n0[None, None, None, :] * buf21_s3, t20, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :])


@triton.jit
def kernel_3(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, buf21_ptr, buf21_s0, buf21_s1, buf21_s2, buf21_s3, m30_ptr, m30_s0, m30_s1, m30_s2, m30_s3, buf38_ptr, buf38_s0, buf38_s1, buf38_s2, buf38_s3, buf39_ptr, buf39_s0, buf39_s1, buf39_s2, buf39_s3, E_c1, E_n0, E_n1, E_n2, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c1: tl.constexpr):
    # writes buf38, buf39: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n3 = tl.arange(0, F_n3)
    acc33 = tl.full([F_n1, F_n2, F_n0, 1], -float('inf'), tl.float32)
    acc34 = tl.full([F_n1, F_n2, F_n0, F_n3], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t8 = tl.load(m1_ptr + offs_n0[None, None, :, None] * m1_s2 + offs_c1[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0)
        t22 = tl.load(buf21_ptr + offs_n1[:, None, None, None] * buf21_s0 + offs_n2[None, :, None, None] * buf21_s1 + offs_n0[None, None, :, None] * buf21_s2 + offs_c1[None, None, None, :] * buf21_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
        t23 = tl.where(t8, -float("inf"), t22)
        t24 = tl.max(tl.where((offs_c1 < E_c1)[None, None, None, :], t23, -float('inf')), axis=3, keep_dims=True)
        t25 = -float("inf") - (t24)
        t26 = tl.exp(t25)
        t27 = t22 - (t24)
        t28 = tl.exp(t27)
        t29 = tl.where(t8, t26, t28)
        t31 = tl.load(m30_ptr + offs_n1[:, None, None, None] * m30_s0 + offs_n2[None, :, None, None] * m30_s1 + offs_c1[None, None, :, None] * m30_s2 + offs_n3[None, None, None, :] * m30_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
        t32 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, :], t29, 0.0), 4) * tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, :, None], t31, 0.0), 2), axis=3)
        m35 = tl.maximum(acc33, t24)
        r36 = tl.where(acc33 == -float("inf"), 0.0, tl.exp(acc33 - m35))
        r37 = tl.where(t24 == -float("inf"), 0.0, tl.exp(t24 - m35))
        acc34 = tl.where(acc33 == -float("inf"), 0.0, acc34 * r36) + tl.where(t24 == -float("inf"), 0.0, t32 * r37)
        acc33 = m35
    tl.store(buf38_ptr + offs_n1[:, None, None, None] * buf38_s0 + offs_n2[None, :, None, None] * buf38_s1 + offs_n0[None, None, :, None] * buf38_s2, acc33, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None])
    tl.store(buf39_ptr + offs_n1[:, None, None, None] * buf39_s0 + offs_n2[None, :, None, None] * buf39_s1 + offs_n0[None, None, :, None] * buf39_s2 + offs_n3[None, None, None, :] * buf39_s3, acc34, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :])


@triton.jit
def kernel_4(m9_ptr, m9_s0, m9_s1, m9_s2, m9_s3, m11_ptr, m11_s0, m11_s1, m11_s2, m11_s3, states55_ptr, states55_s0, states55_s1, states55_s2, states55_s3, states55_s4, states55_s5, states55_s6, E_c1, E_c2, E_c3, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # stores states55: Collect over loop k.3[16]
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
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    t52 = tl.load(m9_ptr + offs_n1[:, None, None, None] * m9_s0 + offs_c3[None, :, None, None] * m9_s1 + offs_n0[None, None, :, None] * m9_s2 + offs_c2[None, None, None, :] * m9_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_c3 < E_c3)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
    t53 = tl.load(m11_ptr + offs_n1[:, None, None, None] * m11_s0 + offs_c3[None, :, None, None] * m11_s1 + offs_c2[None, None, :, None] * m11_s2 + offs_c1[None, None, None, :] * m11_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_c3 < E_c3)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
    t54 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :], t52, 0.0), 4) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :, None], t53, 0.0), 2), axis=3)
    tl.store(states55_ptr + i_c3 * states55_s0 + i_c1 * states55_s1 + i_c2 * states55_s2 + tl.arange(0, F_n1)[:, None, None, None] * states55_s3 + tl.arange(0, T_c3)[None, :, None, None] * states55_s4 + tl.arange(0, F_n0)[None, None, :, None] * states55_s5 + tl.arange(0, T_c1)[None, None, None, :] * states55_s6 + tl.zeros([F_n1, T_c3, F_n0, T_c1], tl.int32), t54)


@triton.jit
def kernel_5(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, states55_ptr, states55_s0, states55_s1, states55_s2, states55_s3, states55_s4, states55_s5, states55_s6, buf21_ptr, buf21_s0, buf21_s1, buf21_s2, buf21_s3, buf72_ptr, buf72_s0, buf72_s1, buf72_s2, buf72_s3, E_c1, E_c2, E_c3, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # writes buf72: Combine over grid k.1@1[4]
    pid = tl.program_id(0)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    acc67 = tl.full([F_n1, T_c3, F_n0, 1], -float('inf'), tl.float32)
    acc68 = tl.full([F_n1, T_c3, F_n0, 1], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t51 = tl.load(m1_ptr + offs_n0[None, None, :, None] * m1_s2 + offs_c1[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0)
        acc57 = tl.full([F_n1, T_c3, F_n0, T_c1], 0.0, tl.float32)
        for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
            offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

            t56 = tl.load(states55_ptr + i_c3 * states55_s0 + i_c1 * states55_s1 + i_c2 * states55_s2 + tl.arange(0, F_n1)[:, None, None, None] * states55_s3 + tl.arange(0, T_c3)[None, :, None, None] * states55_s4 + tl.arange(0, F_n0)[None, None, :, None] * states55_s5 + tl.arange(0, T_c1)[None, None, None, :] * states55_s6 + tl.zeros([F_n1, T_c3, F_n0, T_c1], tl.int32))
            acc57 = acc57 + t56
        t58 = tl.where(t51, -float("inf"), acc57)
        t59 = tl.max(tl.where((offs_c1 < E_c1)[None, None, None, :], t58, -float('inf')), axis=3, keep_dims=True)
        t60 = (t59) * (0.25)
        t61 = -float("inf") - (t60)
        t62 = tl.load(buf21_ptr + offs_n1[:, None, None, None] * buf21_s0 + offs_c3[None, :, None, None] * buf21_s1 + offs_n0[None, None, :, None] * buf21_s2 + offs_c1[None, None, None, :] * buf21_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_c3 < E_c3)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
        t63 = t62 - (t60)
        t64 = tl.where(t51, t61, t63)
        t65 = tl.exp(t64)
        t66 = tl.sum(tl.where((offs_c1 < E_c1)[None, None, None, :], t65, 0.0), axis=3, keep_dims=True)
        m69 = tl.maximum(acc67, t60)
        r70 = tl.where(acc67 == -float("inf"), 0.0, tl.exp(acc67 - m69))
        r71 = tl.where(t60 == -float("inf"), 0.0, tl.exp(t60 - m69))
        acc68 = tl.where(acc67 == -float("inf"), 0.0, acc68 * r70) + tl.where(t60 == -float("inf"), 0.0, t66 * r71)
        acc67 = m69
    tl.store(buf72_ptr + offs_n1[:, None, None, None] * buf72_s0 + offs_c3[None, :, None, None] * buf72_s1 + offs_n0[None, None, :, None] * buf72_s2, acc67, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_c3 < E_c3)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None])


@triton.jit
def kernel_6(m9_ptr, m9_s0, m9_s1, m9_s2, m9_s3, m11_ptr, m11_s0, m11_s1, m11_s2, m11_s3, states79_ptr, states79_s0, states79_s1, states79_s2, states79_s3, states79_s4, states79_s5, E_c2, E_c3, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # stores states79: Collect over loop k.3[16]
    pid = tl.program_id(0)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    t76 = tl.load(m9_ptr + offs_n1[:, None, None, None] * m9_s0 + offs_c3[None, :, None, None] * m9_s1 + offs_n0[None, None, :, None] * m9_s2 + offs_c2[None, None, None, :] * m9_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_c3 < E_c3)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
    t77 = tl.load(m11_ptr + offs_n1[:, None, None, None] * m11_s0 + offs_c3[None, :, None, None] * m11_s1 + offs_c2[None, None, :, None] * m11_s2 + offs_n0[None, None, None, :] * m11_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_c3 < E_c3)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t78 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :], t76, 0.0), 4) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :, None], t77, 0.0), 2), axis=3)
    tl.store(states79_ptr + i_c3 * states79_s0 + i_c2 * states79_s1 + tl.arange(0, F_n1)[:, None, None, None] * states79_s2 + tl.arange(0, T_c3)[None, :, None, None] * states79_s3 + tl.arange(0, F_n0)[None, None, :, None] * states79_s4 + tl.arange(0, F_n0)[None, None, None, :] * states79_s5 + tl.zeros([F_n1, T_c3, F_n0, F_n0], tl.int32), t78)


@triton.jit
def kernel_7(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, buf72_ptr, buf72_s0, buf72_s1, buf72_s2, buf72_s3, states79_ptr, states79_s0, states79_s1, states79_s2, states79_s3, states79_s4, states79_s5, buf87_ptr, buf87_s0, buf87_s1, buf87_s2, buf87_s3, E_c2, E_c3, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # writes buf87: Combine over grid k.1@1[4]
    pid = tl.program_id(0)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t50 = tl.load(m1_ptr + offs_n0[None, None, :, None] * m1_s2 + offs_n0[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0)
    t73 = tl.load(buf72_ptr + offs_n1[:, None, None, None] * buf72_s0 + offs_c3[None, :, None, None] * buf72_s1 + offs_n0[None, None, :, None] * buf72_s2, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_c3 < E_c3)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None], other=0).to(tl.float32)
    t74 = -float("inf") - (t73)
    t75 = tl.exp(t74)
    acc81 = tl.full([F_n1, T_c3, F_n0, F_n0], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t80 = tl.load(states79_ptr + i_c3 * states79_s0 + i_c2 * states79_s1 + tl.arange(0, F_n1)[:, None, None, None] * states79_s2 + tl.arange(0, T_c3)[None, :, None, None] * states79_s3 + tl.arange(0, F_n0)[None, None, :, None] * states79_s4 + tl.arange(0, F_n0)[None, None, None, :] * states79_s5 + tl.zeros([F_n1, T_c3, F_n0, F_n0], tl.int32))
        acc81 = acc81 + t80
    t82 = (acc81) * (0.25)
    t83 = t82 - (t73)
    t84 = tl.exp(t83)
    t85 = tl.where(t50, t75, t84)
    t86 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, None, :], t85, 0.0), axis=3, keep_dims=True)
    tl.store(buf87_ptr + offs_n1[:, None, None, None] * buf87_s0 + offs_c3[None, :, None, None] * buf87_s1 + offs_n0[None, None, :, None] * buf87_s2, t86, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_c3 < E_c3)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None])


@triton.jit
def kernel_8(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, buf38_ptr, buf38_s0, buf38_s1, buf38_s2, buf38_s3, states15_ptr, states15_s0, states15_s1, states15_s2, states15_s3, states15_s4, states15_s5, m30_ptr, m30_s0, m30_s1, m30_s2, m30_s3, buf87_ptr, buf87_s0, buf87_s1, buf87_s2, buf87_s3, buf90_ptr, buf90_s0, buf90_s1, buf90_s2, buf90_s3, E_c0, E_c2, E_n0, E_n1, E_n2, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # writes buf90: Combine over grid q.2@2[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n3 = tl.arange(0, F_n3)
    t7 = tl.load(m1_ptr + offs_c0[None, None, :, None] * m1_s2 + offs_n0[None, None, None, :] * m1_s3, mask=(offs_c0 < E_c0)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0)
    t40 = tl.load(buf38_ptr + offs_n1[:, None, None, None] * buf38_s0 + offs_n2[None, :, None, None] * buf38_s1 + offs_c0[None, None, :, None] * buf38_s2, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None], other=0).to(tl.float32)
    t41 = -float("inf") - (t40)
    acc43 = tl.full([F_n1, F_n2, T_c0, F_n0], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t42 = tl.load(states15_ptr + i_c0 * states15_s0 + i_c2 * states15_s1 + tl.arange(0, F_n1)[:, None, None, None] * states15_s2 + tl.arange(0, F_n2)[None, :, None, None] * states15_s3 + tl.arange(0, T_c0)[None, None, :, None] * states15_s4 + tl.arange(0, F_n0)[None, None, None, :] * states15_s5 + tl.zeros([F_n1, F_n2, T_c0, F_n0], tl.int32))
        acc43 = acc43 + t42
    t44 = (acc43) * (0.25)
    t45 = t44 - (t40)
    t46 = tl.where(t7, t41, t45)
    t47 = tl.exp(t46)
    t48 = tl.load(m30_ptr + offs_n1[:, None, None, None] * m30_s0 + offs_n2[None, :, None, None] * m30_s1 + offs_n0[None, None, :, None] * m30_s2 + offs_n3[None, None, None, :] * m30_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t49 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, None, :], t47, 0.0), 4) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, :, None], t48, 0.0), 2), axis=3)
    t88 = tl.load(buf87_ptr + offs_n1[:, None, None, None] * buf87_s0 + offs_n2[None, :, None, None] * buf87_s1 + offs_c0[None, None, :, None] * buf87_s2, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None], other=0).to(tl.float32)
    t89 = (t49) / (t88)
    tl.store(buf90_ptr + offs_n1[:, None, None, None] * buf90_s0 + offs_n2[None, :, None, None] * buf90_s1 + offs_c0[None, None, :, None] * buf90_s2 + offs_n3[None, None, None, :] * buf90_s3, t89, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :])


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
    kernel_0[(_cdiv(32, T['c0']) * _cdiv(16, T['c2']),)](m9_ptr=m9, m9_s0=m9.stride(0), m9_s1=m9.stride(1), m9_s2=m9.stride(2), m9_s3=m9.stride(3), m11_ptr=m11, m11_s0=m11.stride(0), m11_s1=m11.stride(1), m11_s2=m11.stride(2), m11_s3=m11.stride(3), states15_ptr=states15, states15_s0=states15.stride(0), states15_s1=states15.stride(1), states15_s2=states15.stride(2), states15_s3=states15.stride(3), states15_s4=states15.stride(4), states15_s5=states15.stride(5), E_c0=32, E_c2=16, E_n0=32, E_n1=2, E_n2=4, F_n0=_pow2(32), F_n1=_pow2(2), F_n2=_pow2(4), T_c0=T['c0'], T_c2=T['c2'])
    buf18 = torch.full([2, 4, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(32, T['c0']),)](states15_ptr=states15, states15_s0=states15.stride(0), states15_s1=states15.stride(1), states15_s2=states15.stride(2), states15_s3=states15.stride(3), states15_s4=states15.stride(4), states15_s5=states15.stride(5), buf18_ptr=buf18, buf18_s0=buf18.stride(0), buf18_s1=buf18.stride(1), buf18_s2=buf18.stride(2), buf18_s3=buf18.stride(3), E_c0=32, E_c2=16, E_n0=32, E_n1=2, E_n2=4, F_n0=_pow2(32), F_n1=_pow2(2), F_n2=_pow2(4), T_c0=T['c0'], T_c2=T['c2'])
    buf21 = torch.full([2, 4, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(32, T['c0']),)](buf18_ptr=buf18, buf18_s0=buf18.stride(0), buf18_s1=buf18.stride(1), buf18_s2=buf18.stride(2), buf18_s3=buf18.stride(3), buf21_ptr=buf21, buf21_s0=buf21.stride(0), buf21_s1=buf21.stride(1), buf21_s2=buf21.stride(2), buf21_s3=buf21.stride(3), E_c0=32, E_n0=32, E_n1=2, E_n2=4, F_n0=_pow2(32), F_n1=_pow2(2), F_n2=_pow2(4), T_c0=T['c0'])
    m30 = inputs['v']
    buf38 = torch.full([2, 4, 32, 1], float("nan"), dtype=torch.float32, device=device)
    buf39 = torch.full([2, 4, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(1,)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), buf21_ptr=buf21, buf21_s0=buf21.stride(0), buf21_s1=buf21.stride(1), buf21_s2=buf21.stride(2), buf21_s3=buf21.stride(3), m30_ptr=m30, m30_s0=m30.stride(0), m30_s1=m30.stride(1), m30_s2=m30.stride(2), m30_s3=m30.stride(3), buf38_ptr=buf38, buf38_s0=buf38.stride(0), buf38_s1=buf38.stride(1), buf38_s2=buf38.stride(2), buf38_s3=buf38.stride(3), buf39_ptr=buf39, buf39_s0=buf39.stride(0), buf39_s1=buf39.stride(1), buf39_s2=buf39.stride(2), buf39_s3=buf39.stride(3), E_c1=32, E_n0=32, E_n1=2, E_n2=4, E_n3=16, F_n0=_pow2(32), F_n1=_pow2(2), F_n2=_pow2(4), F_n3=_pow2(16), T_c1=T['c1'])
    states55 = torch.full([_cdiv(4, T['c3']), _cdiv(32, T['c1']), _cdiv(16, T['c2']), _pow2(2), T['c3'], _pow2(32), T['c1']], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(_cdiv(4, T['c3']) * _cdiv(32, T['c1']) * _cdiv(16, T['c2']),)](m9_ptr=m9, m9_s0=m9.stride(0), m9_s1=m9.stride(1), m9_s2=m9.stride(2), m9_s3=m9.stride(3), m11_ptr=m11, m11_s0=m11.stride(0), m11_s1=m11.stride(1), m11_s2=m11.stride(2), m11_s3=m11.stride(3), states55_ptr=states55, states55_s0=states55.stride(0), states55_s1=states55.stride(1), states55_s2=states55.stride(2), states55_s3=states55.stride(3), states55_s4=states55.stride(4), states55_s5=states55.stride(5), states55_s6=states55.stride(6), E_c1=32, E_c2=16, E_c3=4, E_n0=32, E_n1=2, F_n0=_pow2(32), F_n1=_pow2(2), T_c1=T['c1'], T_c2=T['c2'], T_c3=T['c3'])
    buf72 = torch.full([2, 4, 32, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_5[(_cdiv(4, T['c3']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), states55_ptr=states55, states55_s0=states55.stride(0), states55_s1=states55.stride(1), states55_s2=states55.stride(2), states55_s3=states55.stride(3), states55_s4=states55.stride(4), states55_s5=states55.stride(5), states55_s6=states55.stride(6), buf21_ptr=buf21, buf21_s0=buf21.stride(0), buf21_s1=buf21.stride(1), buf21_s2=buf21.stride(2), buf21_s3=buf21.stride(3), buf72_ptr=buf72, buf72_s0=buf72.stride(0), buf72_s1=buf72.stride(1), buf72_s2=buf72.stride(2), buf72_s3=buf72.stride(3), E_c1=32, E_c2=16, E_c3=4, E_n0=32, E_n1=2, F_n0=_pow2(32), F_n1=_pow2(2), T_c1=T['c1'], T_c2=T['c2'], T_c3=T['c3'])
    states79 = torch.full([_cdiv(4, T['c3']), _cdiv(16, T['c2']), _pow2(2), T['c3'], _pow2(32), _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    kernel_6[(_cdiv(4, T['c3']) * _cdiv(16, T['c2']),)](m9_ptr=m9, m9_s0=m9.stride(0), m9_s1=m9.stride(1), m9_s2=m9.stride(2), m9_s3=m9.stride(3), m11_ptr=m11, m11_s0=m11.stride(0), m11_s1=m11.stride(1), m11_s2=m11.stride(2), m11_s3=m11.stride(3), states79_ptr=states79, states79_s0=states79.stride(0), states79_s1=states79.stride(1), states79_s2=states79.stride(2), states79_s3=states79.stride(3), states79_s4=states79.stride(4), states79_s5=states79.stride(5), E_c2=16, E_c3=4, E_n0=32, E_n1=2, F_n0=_pow2(32), F_n1=_pow2(2), T_c2=T['c2'], T_c3=T['c3'])
    buf87 = torch.full([2, 4, 32, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_7[(_cdiv(4, T['c3']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), buf72_ptr=buf72, buf72_s0=buf72.stride(0), buf72_s1=buf72.stride(1), buf72_s2=buf72.stride(2), buf72_s3=buf72.stride(3), states79_ptr=states79, states79_s0=states79.stride(0), states79_s1=states79.stride(1), states79_s2=states79.stride(2), states79_s3=states79.stride(3), states79_s4=states79.stride(4), states79_s5=states79.stride(5), buf87_ptr=buf87, buf87_s0=buf87.stride(0), buf87_s1=buf87.stride(1), buf87_s2=buf87.stride(2), buf87_s3=buf87.stride(3), E_c2=16, E_c3=4, E_n0=32, E_n1=2, F_n0=_pow2(32), F_n1=_pow2(2), T_c2=T['c2'], T_c3=T['c3'])
    buf90 = torch.full([2, 4, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_8[(_cdiv(32, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), buf38_ptr=buf38, buf38_s0=buf38.stride(0), buf38_s1=buf38.stride(1), buf38_s2=buf38.stride(2), buf38_s3=buf38.stride(3), states15_ptr=states15, states15_s0=states15.stride(0), states15_s1=states15.stride(1), states15_s2=states15.stride(2), states15_s3=states15.stride(3), states15_s4=states15.stride(4), states15_s5=states15.stride(5), m30_ptr=m30, m30_s0=m30.stride(0), m30_s1=m30.stride(1), m30_s2=m30.stride(2), m30_s3=m30.stride(3), buf87_ptr=buf87, buf87_s0=buf87.stride(0), buf87_s1=buf87.stride(1), buf87_s2=buf87.stride(2), buf87_s3=buf87.stride(3), buf90_ptr=buf90, buf90_s0=buf90.stride(0), buf90_s1=buf90.stride(1), buf90_s2=buf90.stride(2), buf90_s3=buf90.stride(3), E_c0=32, E_c2=16, E_n0=32, E_n1=2, E_n2=4, E_n3=16, F_n0=_pow2(32), F_n1=_pow2(2), F_n2=_pow2(4), F_n3=_pow2(16), T_c0=T['c0'], T_c2=T['c2'])
    return buf90


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
