"""attention_prefill [small], candidate 48: 9 kernel(s)

Rendered by EqiForge from candidate 48 of attention_prefill [small]: store(k.3[16]) ; grid(q.2@2) loop(k.3[16]: pair(sum, sum), stored) ; store(k.3[16]) ; store(k.3[16]) ; store(k.2[32]) loop(k.3[16]: sum, stored) ; grid(k.1@1) loop(k.3[16]: pair(sum, sum), stored) loop(k.2[32]: sum, stored) ; store(k.2[32]) ; store(k.2[32]) ; grid() loop(k.2[32]: sum, stored)
Coordinates (tile sizes are the T arguments of launch()):
    c0: loop k.2[32]
    c1: grid q.2@2[32]
    c2: loop k.3[16]
    c3: grid k.1@1[4]

Run it on its own: `python kernels/f48.py` checks it once against PyTorch on random inputs.
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
def kernel_0(m8_ptr, m8_s0, m8_s1, m8_s2, m8_s3, m10_ptr, m10_s0, m10_s1, m10_s2, m10_s3, states15_ptr, states15_s0, states15_s1, states15_s2, states15_s3, states15_s4, states15_s5, states16_ptr, states16_s0, states16_s1, states16_s2, states16_s3, states16_s4, states16_s5, E_c1, E_c2, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # stores states15, states16: Collect over loop k.3[16]
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
    offs_n0 = tl.arange(0, F_n0)
    t9 = tl.load(m8_ptr + offs_n1[:, None, None, None] * m8_s0 + offs_n2[None, :, None, None] * m8_s1 + offs_c1[None, None, :, None] * m8_s2 + offs_c2[None, None, None, :] * m8_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
    t12 = tl.load(m10_ptr + offs_n1[:, None, None, None] * m10_s0 + offs_n2[None, :, None, None] * m10_s1 + offs_c2[None, None, :, None] * m10_s2 + offs_n0[None, None, None, :] * m10_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t13 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :], t9, 0.0), 4) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :, None], t12, 0.0), 2), axis=3)
    t14 = (t13) * (0.25)
    tl.store(states15_ptr + i_c1 * states15_s0 + i_c2 * states15_s1 + tl.arange(0, F_n1)[:, None, None, None] * states15_s2 + tl.arange(0, F_n2)[None, :, None, None] * states15_s3 + tl.arange(0, T_c1)[None, None, :, None] * states15_s4 + tl.arange(0, F_n0)[None, None, None, :] * states15_s5 + tl.zeros([F_n1, F_n2, T_c1, F_n0], tl.int32), t13)
    tl.store(states16_ptr + i_c1 * states16_s0 + i_c2 * states16_s1 + tl.arange(0, F_n1)[:, None, None, None] * states16_s2 + tl.arange(0, F_n2)[None, :, None, None] * states16_s3 + tl.arange(0, T_c1)[None, None, :, None] * states16_s4 + tl.arange(0, F_n0)[None, None, None, :] * states16_s5 + tl.zeros([F_n1, F_n2, T_c1, F_n0], tl.int32), t14)


@triton.jit
def kernel_1(states15_ptr, states15_s0, states15_s1, states15_s2, states15_s3, states15_s4, states15_s5, states16_ptr, states16_s0, states16_s1, states16_s2, states16_s3, states16_s4, states16_s5, buf21_ptr, buf21_s0, buf21_s1, buf21_s2, buf21_s3, E_c1, E_c2, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf21: Combine over grid q.2@2[32]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n0 = tl.arange(0, F_n0)
    acc19 = tl.full([F_n1, F_n2, T_c1, F_n0], 0.0, tl.float32)
    acc20 = tl.full([F_n1, F_n2, T_c1, F_n0], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t17 = tl.load(states15_ptr + i_c1 * states15_s0 + i_c2 * states15_s1 + tl.arange(0, F_n1)[:, None, None, None] * states15_s2 + tl.arange(0, F_n2)[None, :, None, None] * states15_s3 + tl.arange(0, T_c1)[None, None, :, None] * states15_s4 + tl.arange(0, F_n0)[None, None, None, :] * states15_s5 + tl.zeros([F_n1, F_n2, T_c1, F_n0], tl.int32))
        t18 = tl.load(states16_ptr + i_c1 * states16_s0 + i_c2 * states16_s1 + tl.arange(0, F_n1)[:, None, None, None] * states16_s2 + tl.arange(0, F_n2)[None, :, None, None] * states16_s3 + tl.arange(0, T_c1)[None, None, :, None] * states16_s4 + tl.arange(0, F_n0)[None, None, None, :] * states16_s5 + tl.zeros([F_n1, F_n2, T_c1, F_n0], tl.int32))
        acc19 = acc19 + t17
        acc20 = acc20 + t18
    tl.store(buf21_ptr + offs_n1[:, None, None, None] * buf21_s0 + offs_n2[None, :, None, None] * buf21_s1 + offs_c1[None, None, :, None] * buf21_s2 + offs_n0[None, None, None, :] * buf21_s3, acc20, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :])


@triton.jit
def kernel_2(m8_ptr, m8_s0, m8_s1, m8_s2, m8_s3, m10_ptr, m10_s0, m10_s1, m10_s2, m10_s3, states36_ptr, states36_s0, states36_s1, states36_s2, states36_s3, states36_s4, states36_s5, states37_ptr, states37_s0, states37_s1, states37_s2, states37_s3, states37_s4, states37_s5, E_c2, E_c3, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # stores states36, states37: Collect over loop k.3[16]
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
    t32 = tl.load(m8_ptr + offs_n1[:, None, None, None] * m8_s0 + offs_c3[None, :, None, None] * m8_s1 + offs_n0[None, None, :, None] * m8_s2 + offs_c2[None, None, None, :] * m8_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_c3 < E_c3)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
    t33 = tl.load(m10_ptr + offs_n1[:, None, None, None] * m10_s0 + offs_c3[None, :, None, None] * m10_s1 + offs_c2[None, None, :, None] * m10_s2 + offs_n0[None, None, None, :] * m10_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_c3 < E_c3)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t34 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :], t32, 0.0), 4) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :, None], t33, 0.0), 2), axis=3)
    t35 = (t34) * (0.25)
    tl.store(states36_ptr + i_c3 * states36_s0 + i_c2 * states36_s1 + tl.arange(0, F_n1)[:, None, None, None] * states36_s2 + tl.arange(0, T_c3)[None, :, None, None] * states36_s3 + tl.arange(0, F_n0)[None, None, :, None] * states36_s4 + tl.arange(0, F_n0)[None, None, None, :] * states36_s5 + tl.zeros([F_n1, T_c3, F_n0, F_n0], tl.int32), t34)
    tl.store(states37_ptr + i_c3 * states37_s0 + i_c2 * states37_s1 + tl.arange(0, F_n1)[:, None, None, None] * states37_s2 + tl.arange(0, T_c3)[None, :, None, None] * states37_s3 + tl.arange(0, F_n0)[None, None, :, None] * states37_s4 + tl.arange(0, F_n0)[None, None, None, :] * states37_s5 + tl.zeros([F_n1, T_c3, F_n0, F_n0], tl.int32), t35)


@triton.jit
def kernel_3(m8_ptr, m8_s0, m8_s1, m8_s2, m8_s3, m10_ptr, m10_s0, m10_s1, m10_s2, m10_s3, states50_ptr, states50_s0, states50_s1, states50_s2, states50_s3, states50_s4, states50_s5, states50_s6, E_c0, E_c2, E_c3, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # stores states50: Collect over loop k.3[16]
    pid = tl.program_id(0)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    t47 = tl.load(m8_ptr + offs_n1[:, None, None, None] * m8_s0 + offs_c3[None, :, None, None] * m8_s1 + offs_n0[None, None, :, None] * m8_s2 + offs_c2[None, None, None, :] * m8_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_c3 < E_c3)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
    t48 = tl.load(m10_ptr + offs_n1[:, None, None, None] * m10_s0 + offs_c3[None, :, None, None] * m10_s1 + offs_c2[None, None, :, None] * m10_s2 + offs_c0[None, None, None, :] * m10_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_c3 < E_c3)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_c0 < E_c0)[None, None, None, :], other=0).to(tl.float32)
    t49 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :], t47, 0.0), 4) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :, None], t48, 0.0), 2), axis=3)
    tl.store(states50_ptr + i_c3 * states50_s0 + i_c0 * states50_s1 + i_c2 * states50_s2 + tl.arange(0, F_n1)[:, None, None, None] * states50_s3 + tl.arange(0, T_c3)[None, :, None, None] * states50_s4 + tl.arange(0, F_n0)[None, None, :, None] * states50_s5 + tl.arange(0, T_c0)[None, None, None, :] * states50_s6 + tl.zeros([F_n1, T_c3, F_n0, T_c0], tl.int32), t49)


@triton.jit
def kernel_4(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, states50_ptr, states50_s0, states50_s1, states50_s2, states50_s3, states50_s4, states50_s5, states50_s6, states57_ptr, states57_s0, states57_s1, states57_s2, states57_s3, states57_s4, states57_s5, E_c0, E_c2, E_c3, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # stores states57: Collect over loop k.2[32]
    pid = tl.program_id(0)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t46 = tl.load(m1_ptr + offs_n0[None, None, :, None] * m1_s2 + offs_c0[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[None, None, :, None] & (offs_c0 < E_c0)[None, None, None, :], other=0)
    acc52 = tl.full([F_n1, T_c3, F_n0, T_c0], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t51 = tl.load(states50_ptr + i_c3 * states50_s0 + i_c0 * states50_s1 + i_c2 * states50_s2 + tl.arange(0, F_n1)[:, None, None, None] * states50_s3 + tl.arange(0, T_c3)[None, :, None, None] * states50_s4 + tl.arange(0, F_n0)[None, None, :, None] * states50_s5 + tl.arange(0, T_c0)[None, None, None, :] * states50_s6 + tl.zeros([F_n1, T_c3, F_n0, T_c0], tl.int32))
        acc52 = acc52 + t51
    t53 = tl.where(t46, -float("inf"), acc52)
    t54 = (t53) * (0.25)
    t55 = tl.exp(t54)
    t56 = tl.sum(tl.where((offs_c0 < E_c0)[None, None, None, :], t55, 0.0), axis=3, keep_dims=True)
    tl.store(states57_ptr + i_c3 * states57_s0 + i_c0 * states57_s1 + tl.arange(0, F_n1)[:, None, None, None] * states57_s2 + tl.arange(0, T_c3)[None, :, None, None] * states57_s3 + tl.arange(0, F_n0)[None, None, :, None] * states57_s4 + tl.zeros([F_n1, T_c3, F_n0, 1], tl.int32), t56)


@triton.jit
def kernel_5(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, states36_ptr, states36_s0, states36_s1, states36_s2, states36_s3, states36_s4, states36_s5, states37_ptr, states37_s0, states37_s1, states37_s2, states37_s3, states37_s4, states37_s5, states57_ptr, states57_s0, states57_s1, states57_s2, states57_s3, states57_s4, states57_s5, buf61_ptr, buf61_s0, buf61_s1, buf61_s2, buf61_s3, E_c0, E_c2, E_c3, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # writes buf61: Combine over grid k.1@1[4]
    pid = tl.program_id(0)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t31 = tl.load(m1_ptr + offs_n0[None, None, :, None] * m1_s2 + offs_n0[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0)
    acc40 = tl.full([F_n1, T_c3, F_n0, F_n0], 0.0, tl.float32)
    acc41 = tl.full([F_n1, T_c3, F_n0, F_n0], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t38 = tl.load(states36_ptr + i_c3 * states36_s0 + i_c2 * states36_s1 + tl.arange(0, F_n1)[:, None, None, None] * states36_s2 + tl.arange(0, T_c3)[None, :, None, None] * states36_s3 + tl.arange(0, F_n0)[None, None, :, None] * states36_s4 + tl.arange(0, F_n0)[None, None, None, :] * states36_s5 + tl.zeros([F_n1, T_c3, F_n0, F_n0], tl.int32))
        t39 = tl.load(states37_ptr + i_c3 * states37_s0 + i_c2 * states37_s1 + tl.arange(0, F_n1)[:, None, None, None] * states37_s2 + tl.arange(0, T_c3)[None, :, None, None] * states37_s3 + tl.arange(0, F_n0)[None, None, :, None] * states37_s4 + tl.arange(0, F_n0)[None, None, None, :] * states37_s5 + tl.zeros([F_n1, T_c3, F_n0, F_n0], tl.int32))
        acc40 = acc40 + t38
        acc41 = acc41 + t39
    t42 = tl.where(t31, -float("inf"), acc41)
    t43 = tl.max(tl.where((offs_n0 < E_n0)[None, None, None, :], t42, -float('inf')), axis=3, keep_dims=True)
    t44 = tl.exp(t43)
    t45 = 1.0 / (t44)
    acc59 = tl.full([F_n1, T_c3, F_n0, 1], 0.0, tl.float32)
    for i_c0 in range(0, tl.cdiv(E_c0, T_c0)):
        offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)

        t58 = tl.load(states57_ptr + i_c3 * states57_s0 + i_c0 * states57_s1 + tl.arange(0, F_n1)[:, None, None, None] * states57_s2 + tl.arange(0, T_c3)[None, :, None, None] * states57_s3 + tl.arange(0, F_n0)[None, None, :, None] * states57_s4 + tl.zeros([F_n1, T_c3, F_n0, 1], tl.int32))
        acc59 = acc59 + t58
    t60 = (t45) * (acc59)
    tl.store(buf61_ptr + offs_n1[:, None, None, None] * buf61_s0 + offs_c3[None, :, None, None] * buf61_s1 + offs_n0[None, None, :, None] * buf61_s2, t60, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_c3 < E_c3)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None])


@triton.jit
def kernel_6(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, buf21_ptr, buf21_s0, buf21_s1, buf21_s2, buf21_s3, buf61_ptr, buf61_s0, buf61_s1, buf61_s2, buf61_s3, states64_ptr, states64_s0, states64_s1, states64_s2, states64_s3, states64_s4, E_c0, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr):
    # stores states64: Collect over loop k.2[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t7 = tl.load(m1_ptr + offs_n0[None, None, :, None] * m1_s2 + offs_c0[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[None, None, :, None] & (offs_c0 < E_c0)[None, None, None, :], other=0)
    t22 = tl.load(buf21_ptr + offs_n1[:, None, None, None] * buf21_s0 + offs_n2[None, :, None, None] * buf21_s1 + offs_n0[None, None, :, None] * buf21_s2 + offs_c0[None, None, None, :] * buf21_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_c0 < E_c0)[None, None, None, :], other=0).to(tl.float32)
    t23 = tl.where(t7, -float("inf"), t22)
    t24 = tl.exp(t23)
    t25 = tl.load(m1_ptr + offs_n0[None, None, :, None] * m1_s2 + offs_n0[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0)
    t26 = tl.load(buf21_ptr + offs_n1[:, None, None, None] * buf21_s0 + offs_n2[None, :, None, None] * buf21_s1 + offs_n0[None, None, :, None] * buf21_s2 + offs_n0[None, None, None, :] * buf21_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t27 = tl.where(t25, -float("inf"), t26)
    t28 = tl.max(tl.where((offs_n0 < E_n0)[None, None, None, :], t27, -float('inf')), axis=3, keep_dims=True)
    t29 = tl.exp(t28)
    t30 = (t24) / (t29)
    t62 = tl.load(buf61_ptr + offs_n1[:, None, None, None] * buf61_s0 + offs_n2[None, :, None, None] * buf61_s1 + offs_n0[None, None, :, None] * buf61_s2, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None], other=0).to(tl.float32)
    t63 = (t30) / (t62)
    tl.store(states64_ptr + i_c0 * states64_s0 + tl.arange(0, F_n1)[:, None, None, None] * states64_s1 + tl.arange(0, F_n2)[None, :, None, None] * states64_s2 + tl.arange(0, F_n0)[None, None, :, None] * states64_s3 + tl.arange(0, T_c0)[None, None, None, :] * states64_s4 + tl.zeros([F_n1, F_n2, F_n0, T_c0], tl.int32), t63)


@triton.jit
def kernel_7(states64_ptr, states64_s0, states64_s1, states64_s2, states64_s3, states64_s4, m66_ptr, m66_s0, m66_s1, m66_s2, m66_s3, states69_ptr, states69_s0, states69_s1, states69_s2, states69_s3, states69_s4, E_c0, E_n0, E_n1, E_n2, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c0: tl.constexpr):
    # stores states69: Collect over loop k.2[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n0 = tl.arange(0, F_n0)
    offs_n3 = tl.arange(0, F_n3)
    t65 = tl.load(states64_ptr + i_c0 * states64_s0 + tl.arange(0, F_n1)[:, None, None, None] * states64_s1 + tl.arange(0, F_n2)[None, :, None, None] * states64_s2 + tl.arange(0, F_n0)[None, None, :, None] * states64_s3 + tl.arange(0, T_c0)[None, None, None, :] * states64_s4 + tl.zeros([F_n1, F_n2, F_n0, T_c0], tl.int32))
    t67 = tl.load(m66_ptr + offs_n1[:, None, None, None] * m66_s0 + offs_n2[None, :, None, None] * m66_s1 + offs_c0[None, None, :, None] * m66_s2 + offs_n3[None, None, None, :] * m66_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t68 = tl.sum(tl.expand_dims(tl.where((offs_c0 < E_c0)[None, None, None, :], t65, 0.0), 4) * tl.expand_dims(tl.where((offs_c0 < E_c0)[None, None, :, None], t67, 0.0), 2), axis=3)
    tl.store(states69_ptr + i_c0 * states69_s0 + tl.arange(0, F_n1)[:, None, None, None] * states69_s1 + tl.arange(0, F_n2)[None, :, None, None] * states69_s2 + tl.arange(0, F_n0)[None, None, :, None] * states69_s3 + tl.arange(0, F_n3)[None, None, None, :] * states69_s4 + tl.zeros([F_n1, F_n2, F_n0, F_n3], tl.int32), t68)


@triton.jit
def kernel_8(states69_ptr, states69_s0, states69_s1, states69_s2, states69_s3, states69_s4, buf72_ptr, buf72_s0, buf72_s1, buf72_s2, buf72_s3, E_c0, E_n0, E_n1, E_n2, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c0: tl.constexpr):
    # writes buf72: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n0 = tl.arange(0, F_n0)
    offs_n3 = tl.arange(0, F_n3)
    acc71 = tl.full([F_n1, F_n2, F_n0, F_n3], 0.0, tl.float32)
    for i_c0 in range(0, tl.cdiv(E_c0, T_c0)):
        offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)

        t70 = tl.load(states69_ptr + i_c0 * states69_s0 + tl.arange(0, F_n1)[:, None, None, None] * states69_s1 + tl.arange(0, F_n2)[None, :, None, None] * states69_s2 + tl.arange(0, F_n0)[None, None, :, None] * states69_s3 + tl.arange(0, F_n3)[None, None, None, :] * states69_s4 + tl.zeros([F_n1, F_n2, F_n0, F_n3], tl.int32))
        acc71 = acc71 + t70
    tl.store(buf72_ptr + offs_n1[:, None, None, None] * buf72_s0 + offs_n2[None, :, None, None] * buf72_s1 + offs_n0[None, None, :, None] * buf72_s2 + offs_n3[None, None, None, :] * buf72_s3, acc71, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :])


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
    m8 = inputs['q']
    m11 = inputs['k']
    m10 = m11.permute([0, 1, 3, 2])
    states15 = torch.full([_cdiv(32, T['c1']), _cdiv(16, T['c2']), _pow2(2), _pow2(4), T['c1'], _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    states16 = torch.full([_cdiv(32, T['c1']), _cdiv(16, T['c2']), _pow2(2), _pow2(4), T['c1'], _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(32, T['c1']) * _cdiv(16, T['c2']),)](m8_ptr=m8, m8_s0=m8.stride(0), m8_s1=m8.stride(1), m8_s2=m8.stride(2), m8_s3=m8.stride(3), m10_ptr=m10, m10_s0=m10.stride(0), m10_s1=m10.stride(1), m10_s2=m10.stride(2), m10_s3=m10.stride(3), states15_ptr=states15, states15_s0=states15.stride(0), states15_s1=states15.stride(1), states15_s2=states15.stride(2), states15_s3=states15.stride(3), states15_s4=states15.stride(4), states15_s5=states15.stride(5), states16_ptr=states16, states16_s0=states16.stride(0), states16_s1=states16.stride(1), states16_s2=states16.stride(2), states16_s3=states16.stride(3), states16_s4=states16.stride(4), states16_s5=states16.stride(5), E_c1=32, E_c2=16, E_n0=32, E_n1=2, E_n2=4, F_n0=_pow2(32), F_n1=_pow2(2), F_n2=_pow2(4), T_c1=T['c1'], T_c2=T['c2'])
    buf21 = torch.full([2, 4, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(32, T['c1']),)](states15_ptr=states15, states15_s0=states15.stride(0), states15_s1=states15.stride(1), states15_s2=states15.stride(2), states15_s3=states15.stride(3), states15_s4=states15.stride(4), states15_s5=states15.stride(5), states16_ptr=states16, states16_s0=states16.stride(0), states16_s1=states16.stride(1), states16_s2=states16.stride(2), states16_s3=states16.stride(3), states16_s4=states16.stride(4), states16_s5=states16.stride(5), buf21_ptr=buf21, buf21_s0=buf21.stride(0), buf21_s1=buf21.stride(1), buf21_s2=buf21.stride(2), buf21_s3=buf21.stride(3), E_c1=32, E_c2=16, E_n0=32, E_n1=2, E_n2=4, F_n0=_pow2(32), F_n1=_pow2(2), F_n2=_pow2(4), T_c1=T['c1'], T_c2=T['c2'])
    states36 = torch.full([_cdiv(4, T['c3']), _cdiv(16, T['c2']), _pow2(2), T['c3'], _pow2(32), _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    states37 = torch.full([_cdiv(4, T['c3']), _cdiv(16, T['c2']), _pow2(2), T['c3'], _pow2(32), _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(4, T['c3']) * _cdiv(16, T['c2']),)](m8_ptr=m8, m8_s0=m8.stride(0), m8_s1=m8.stride(1), m8_s2=m8.stride(2), m8_s3=m8.stride(3), m10_ptr=m10, m10_s0=m10.stride(0), m10_s1=m10.stride(1), m10_s2=m10.stride(2), m10_s3=m10.stride(3), states36_ptr=states36, states36_s0=states36.stride(0), states36_s1=states36.stride(1), states36_s2=states36.stride(2), states36_s3=states36.stride(3), states36_s4=states36.stride(4), states36_s5=states36.stride(5), states37_ptr=states37, states37_s0=states37.stride(0), states37_s1=states37.stride(1), states37_s2=states37.stride(2), states37_s3=states37.stride(3), states37_s4=states37.stride(4), states37_s5=states37.stride(5), E_c2=16, E_c3=4, E_n0=32, E_n1=2, F_n0=_pow2(32), F_n1=_pow2(2), T_c2=T['c2'], T_c3=T['c3'])
    states50 = torch.full([_cdiv(4, T['c3']), _cdiv(32, T['c0']), _cdiv(16, T['c2']), _pow2(2), T['c3'], _pow2(32), T['c0']], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(4, T['c3']) * _cdiv(32, T['c0']) * _cdiv(16, T['c2']),)](m8_ptr=m8, m8_s0=m8.stride(0), m8_s1=m8.stride(1), m8_s2=m8.stride(2), m8_s3=m8.stride(3), m10_ptr=m10, m10_s0=m10.stride(0), m10_s1=m10.stride(1), m10_s2=m10.stride(2), m10_s3=m10.stride(3), states50_ptr=states50, states50_s0=states50.stride(0), states50_s1=states50.stride(1), states50_s2=states50.stride(2), states50_s3=states50.stride(3), states50_s4=states50.stride(4), states50_s5=states50.stride(5), states50_s6=states50.stride(6), E_c0=32, E_c2=16, E_c3=4, E_n0=32, E_n1=2, F_n0=_pow2(32), F_n1=_pow2(2), T_c0=T['c0'], T_c2=T['c2'], T_c3=T['c3'])
    states57 = torch.full([_cdiv(4, T['c3']), _cdiv(32, T['c0']), _pow2(2), T['c3'], _pow2(32), 1], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(_cdiv(4, T['c3']) * _cdiv(32, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), states50_ptr=states50, states50_s0=states50.stride(0), states50_s1=states50.stride(1), states50_s2=states50.stride(2), states50_s3=states50.stride(3), states50_s4=states50.stride(4), states50_s5=states50.stride(5), states50_s6=states50.stride(6), states57_ptr=states57, states57_s0=states57.stride(0), states57_s1=states57.stride(1), states57_s2=states57.stride(2), states57_s3=states57.stride(3), states57_s4=states57.stride(4), states57_s5=states57.stride(5), E_c0=32, E_c2=16, E_c3=4, E_n0=32, E_n1=2, F_n0=_pow2(32), F_n1=_pow2(2), T_c0=T['c0'], T_c2=T['c2'], T_c3=T['c3'])
    buf61 = torch.full([2, 4, 32, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_5[(_cdiv(4, T['c3']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), states36_ptr=states36, states36_s0=states36.stride(0), states36_s1=states36.stride(1), states36_s2=states36.stride(2), states36_s3=states36.stride(3), states36_s4=states36.stride(4), states36_s5=states36.stride(5), states37_ptr=states37, states37_s0=states37.stride(0), states37_s1=states37.stride(1), states37_s2=states37.stride(2), states37_s3=states37.stride(3), states37_s4=states37.stride(4), states37_s5=states37.stride(5), states57_ptr=states57, states57_s0=states57.stride(0), states57_s1=states57.stride(1), states57_s2=states57.stride(2), states57_s3=states57.stride(3), states57_s4=states57.stride(4), states57_s5=states57.stride(5), buf61_ptr=buf61, buf61_s0=buf61.stride(0), buf61_s1=buf61.stride(1), buf61_s2=buf61.stride(2), buf61_s3=buf61.stride(3), E_c0=32, E_c2=16, E_c3=4, E_n0=32, E_n1=2, F_n0=_pow2(32), F_n1=_pow2(2), T_c0=T['c0'], T_c2=T['c2'], T_c3=T['c3'])
    states64 = torch.full([_cdiv(32, T['c0']), _pow2(2), _pow2(4), _pow2(32), T['c0']], float("nan"), dtype=torch.float32, device=device)
    kernel_6[(_cdiv(32, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), buf21_ptr=buf21, buf21_s0=buf21.stride(0), buf21_s1=buf21.stride(1), buf21_s2=buf21.stride(2), buf21_s3=buf21.stride(3), buf61_ptr=buf61, buf61_s0=buf61.stride(0), buf61_s1=buf61.stride(1), buf61_s2=buf61.stride(2), buf61_s3=buf61.stride(3), states64_ptr=states64, states64_s0=states64.stride(0), states64_s1=states64.stride(1), states64_s2=states64.stride(2), states64_s3=states64.stride(3), states64_s4=states64.stride(4), E_c0=32, E_n0=32, E_n1=2, E_n2=4, F_n0=_pow2(32), F_n1=_pow2(2), F_n2=_pow2(4), T_c0=T['c0'])
    m66 = inputs['v']
    states69 = torch.full([_cdiv(32, T['c0']), _pow2(2), _pow2(4), _pow2(32), _pow2(16)], float("nan"), dtype=torch.float32, device=device)
    kernel_7[(_cdiv(32, T['c0']),)](states64_ptr=states64, states64_s0=states64.stride(0), states64_s1=states64.stride(1), states64_s2=states64.stride(2), states64_s3=states64.stride(3), states64_s4=states64.stride(4), m66_ptr=m66, m66_s0=m66.stride(0), m66_s1=m66.stride(1), m66_s2=m66.stride(2), m66_s3=m66.stride(3), states69_ptr=states69, states69_s0=states69.stride(0), states69_s1=states69.stride(1), states69_s2=states69.stride(2), states69_s3=states69.stride(3), states69_s4=states69.stride(4), E_c0=32, E_n0=32, E_n1=2, E_n2=4, E_n3=16, F_n0=_pow2(32), F_n1=_pow2(2), F_n2=_pow2(4), F_n3=_pow2(16), T_c0=T['c0'])
    buf72 = torch.full([2, 4, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_8[(1,)](states69_ptr=states69, states69_s0=states69.stride(0), states69_s1=states69.stride(1), states69_s2=states69.stride(2), states69_s3=states69.stride(3), states69_s4=states69.stride(4), buf72_ptr=buf72, buf72_s0=buf72.stride(0), buf72_s1=buf72.stride(1), buf72_s2=buf72.stride(2), buf72_s3=buf72.stride(3), E_c0=32, E_n0=32, E_n1=2, E_n2=4, E_n3=16, F_n0=_pow2(32), F_n1=_pow2(2), F_n2=_pow2(4), F_n3=_pow2(16), T_c0=T['c0'])
    return buf72


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
