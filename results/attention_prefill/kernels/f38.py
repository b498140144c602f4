"""attention_prefill [small], candidate 38: 8 kernel(s)

Rendered by EqiForge from candidate 38 of attention_prefill [small]: store(k.3[16]) ; grid(q.2@2) loop(k.3[16]: pair(sum, sum), stored) ; grid(k.1@1) ; store(k.3[16]) ; grid(k.1@1) loop(k.3[16]: sum, stored) ; grid(k.1@1) loop(k.3[16]: sum) [1 mm] ; grid(k.1@1) ; grid(q.2@2) [1 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid q.2@2[32]
    c1: grid k.1@1[4]
    c2: loop k.3[16]

Run it on its own: `python kernels/f38.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/attention_prefill.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 16, "c1": 2, "c2": 8}


@triton.jit
def kernel_0(m9_ptr, m9_s0, m9_s1, m9_s2, m9_s3, m11_ptr, m11_s0, m11_s1, m11_s2, m11_s3, states16_ptr, states16_s0, states16_s1, states16_s2, states16_s3, states16_s4, states16_s5, states17_ptr, states17_s0, states17_s1, states17_s2, states17_s3, states17_s4, states17_s5, E_c0, E_c2, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # stores states16, states17: Collect over loop k.3[16]
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
    t15 = (t14) * (0.25)
    tl.store(states16_ptr + i_c0 * states16_s0 + i_c2 * states16_s1 + tl.arange(0, F_n1)[:, None, None, None] * states16_s2 + tl.arange(0, F_n2)[None, :, None, None] * states16_s3 + tl.arange(0, T_c0)[None, None, :, None] * states16_s4 + tl.arange(0, F_n0)[None, None, None, :] * states16_s5 + tl.zeros([F_n1, F_n2, T_c0, F_n0], tl.int32), t14)
    tl.store(states17_ptr + i_c0 * states17_s0 + i_c2 * states17_s1 + tl.arange(0, F_n1)[:, None, None, None] * states17_s2 + tl.arange(0, F_n2)[None, :, None, None] * states17_s3 + tl.arange(0, T_c0)[None, None, :, None] * states17_s4 + tl.arange(0, F_n0)[None, None, None, :] * states17_s5 + tl.zeros([F_n1, F_n2, T_c0, F_n0], tl.int32), t15)


@triton.jit
def kernel_1(states16_ptr, states16_s0, states16_s1, states16_s2, states16_s3, states16_s4, states16_s5, states17_ptr, states17_s0, states17_s1, states17_s2, states17_s3, states17_s4, states17_s5, buf22_ptr, buf22_s0, buf22_s1, buf22_s2, buf22_s3, E_c0, E_c2, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # writes buf22: Combine over grid q.2@2[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n0 = tl.arange(0, F_n0)
    acc20 = tl.full([F_n1, F_n2, T_c0, F_n0], 0.0, tl.float32)
    acc21 = tl.full([F_n1, F_n2, T_c0, F_n0], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t18 = tl.load(states16_ptr + i_c0 * states16_s0 + i_c2 * states16_s1 + tl.arange(0, F_n1)[:, None, None, None] * states16_s2 + tl.arange(0, F_n2)[None, :, None, None] * states16_s3 + tl.arange(0, T_c0)[None, None, :, None] * states16_s4 + tl.arange(0, F_n0)[None, None, None, :] * states16_s5 + tl.zeros([F_n1, F_n2, T_c0, F_n0], tl.int32))
        t19 = tl.load(states17_ptr + i_c0 * states17_s0 + i_c2 * states17_s1 + tl.arange(0, F_n1)[:, None, None, None] * states17_s2 + tl.arange(0, F_n2)[None, :, None, None] * states17_s3 + tl.arange(0, T_c0)[None, None, :, None] * states17_s4 + tl.arange(0, F_n0)[None, None, None, :] * states17_s5 + tl.zeros([F_n1, F_n2, T_c0, F_n0], tl.int32))
        acc20 = acc20 + t18
        acc21 = acc21 + t19
    tl.store(buf22_ptr + offs_n1[:, None, None, None] * buf22_s0 + offs_n2[None, :, None, None] * buf22_s1 + offs_c0[None, None, :, None] * buf22_s2 + offs_n0[None, None, None, :] * buf22_s3, acc20, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :])


@triton.jit
def kernel_2(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, buf22_ptr, buf22_s0, buf22_s1, buf22_s2, buf22_s3, buf26_ptr, buf26_s0, buf26_s1, buf26_s2, buf26_s3, E_c1, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c1: tl.constexpr):
    # writes buf26: Combine over grid k.1@1[4]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t8 = tl.load(m1_ptr + offs_n0[None, None, :, None] * m1_s2 + offs_n0[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0)
    t23 = tl.load(buf22_ptr + offs_n1[:, None, None, None] * buf22_s0 + offs_c1[None, :, None, None] * buf22_s1 + offs_n0[None, None, :, None] * buf22_s2 + offs_n0[None, None, None, :] * buf22_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t24 = tl.where(t8, -float("inf"), t23)
    t25 = tl.max(tl.where((offs_n0 < E_n0)[None, None, None, :], t24, -float('inf')), axis=3, keep_dims=True)
    tl.store(buf26_ptr + offs_n1[:, None, None, None] * buf26_s0 + offs_c1[None, :, None, None] * buf26_s1 + offs_n0[None, None, :, None] * buf26_s2, t25, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None])


@triton.jit
def kernel_3(m9_ptr, m9_s0, m9_s1, m9_s2, m9_s3, m11_ptr, m11_s0, m11_s1, m11_s2, m11_s3, states38_ptr, states38_s0, states38_s1, states38_s2, states38_s3, states38_s4, states38_s5, E_c1, E_c2, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # stores states38: Collect over loop k.3[16]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    t35 = tl.load(m9_ptr + offs_n1[:, None, None, None] * m9_s0 + offs_c1[None, :, None, None] * m9_s1 + offs_n0[None, None, :, None] * m9_s2 + offs_c2[None, None, None, :] * m9_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
    t36 = tl.load(m11_ptr + offs_n1[:, None, None, None] * m11_s0 + offs_c1[None, :, None, None] * m11_s1 + offs_c2[None, None, :, None] * m11_s2 + offs_n0[None, None, None, :] * m11_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t37 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :], t35, 0.0), 4) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :, None], t36, 0.0), 2), axis=3)
    tl.store(states38_ptr + i_c1 * states38_s0 + i_c2 * states38_s1 + tl.arange(0, F_n1)[:, None, None, None] * states38_s2 + tl.arange(0, T_c1)[None, :, None, None] * states38_s3 + tl.arange(0, F_n0)[None, None, :, None] * states38_s4 + tl.arange(0, F_n0)[None, None, None, :] * states38_s5 + tl.zeros([F_n1, T_c1, F_n0, F_n0], tl.int32), t37)


@triton.jit
def kernel_4(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, states38_ptr, states38_s0, states38_s1, states38_s2, states38_s3, states38_s4, states38_s5, buf44_ptr, buf44_s0, buf44_s1, buf44_s2, buf44_s3, E_c1, E_c2, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf44: Combine over grid k.1@1[4]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t34 = tl.load(m1_ptr + offs_n0[None, None, :, None] * m1_s2 + offs_n0[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0)
    acc40 = tl.full([F_n1, T_c1, F_n0, F_n0], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t39 = tl.load(states38_ptr + i_c1 * states38_s0 + i_c2 * states38_s1 + tl.arange(0, F_n1)[:, None, None, None] * states38_s2 + tl.arange(0, T_c1)[None, :, None, None] * states38_s3 + tl.arange(0, F_n0)[None, None, :, None] * states38_s4 + tl.arange(0, F_n0)[None, None, None, :] * states38_s5 + tl.zeros([F_n1, T_c1, F_n0, F_n0], tl.int32))
        acc40 = acc40 + t39
    t41 = (acc40) * (0.25)
    t42 = tl.where(t34, -float("inf"), t41)
    t43 = tl.max(tl.where((offs_n0 < E_n0)[None, None, None, :], t42, -float('inf')), axis=3, keep_dims=True)
    tl.store(buf44_ptr + offs_n1[:, None, None, None] * buf44_s0 + offs_c1[None, :, None, None] * buf44_s1 + offs_n0[None, None, :, None] * buf44_s2, t43, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None])


@triton.jit
def kernel_5(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m9_ptr, m9_s0, m9_s1, m9_s2, m9_s3, m11_ptr, m11_s0, m11_s1, m11_s2, m11_s3, buf57_ptr, buf57_s0, buf57_s1, buf57_s2, buf57_s3, E_c1, E_c2, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf57: Combine over grid k.1@1[4]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t48 = tl.load(m1_ptr + offs_n0[None, None, :, None] * m1_s2 + offs_n0[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0)
    acc52 = tl.full([F_n1, T_c1, F_n0, F_n0], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t49 = tl.load(m9_ptr + offs_n1[:, None, None, None] * m9_s0 + offs_c1[None, :, None, None] * m9_s1 + offs_n0[None, None, :, None] * m9_s2 + offs_c2[None, None, None, :] * m9_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
        t50 = tl.load(m11_ptr + offs_n1[:, None, None, None] * m11_s0 + offs_c1[None, :, None, None] * m11_s1 + offs_c2[None, None, :, None] * m11_s2 + offs_n0[None, None, None, :] * m11_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
        t51 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :], t49, 0.0), 4) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :, None], t50, 0.0), 2), axis=3)
        acc52 = acc52 + t51
    t53 = tl.where(t48, -float("inf"), acc52)
    t54 = (t53) * (0.25)
    t55 = tl.exp(t54)
    t56 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, None, :], t55, 0.0), axis=3, keep_dims=True)
    tl.store(buf57_ptr + offs_n1[:, None, None, None] * buf57_s0 + offs_c1[None, :, None, None] * buf57_s1 + offs_n0[None, None, :, None] * buf57_s2, t56, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None])


@triton.jit
def kernel_6(buf44_ptr, buf44_s0, buf44_s1, buf44_s2, buf44_s3, buf57_ptr, buf57_s0, buf57_s1, buf57_s2, buf57_s3, buf60_ptr, buf60_s0, buf60_s1, buf60_s2, buf60_s3, E_c1, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c1: tl.constexpr):
    # writes buf60: Combine over grid k.1@1[4]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    t45 = tl.load(buf44_ptr + offs_n1[:, None, None, None] * buf44_s0 + offs_c1[None, :, None, None] * buf44_s1 + offs_n0[None, None, :, None] * buf44_s2, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None], other=0).to(tl.float32)
    t46 = tl.exp(t45)
    t47 = 1.0 / (t46)
    t58 = tl.load(buf57_ptr + offs_n1[:, None, None, None] * buf57_s0 + offs_c1[None, :, None, None] * buf57_s1 + offs_n0[None, None, :, None] * buf57_s2, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None], other=0).to(tl.float32)
    t59 = (t47) * (t58)
    tl.store(buf60_ptr + offs_n1[:, None, None, None] * buf60_s0 + offs_c1[None, :, None, None] * buf60_s1 + offs_n0[None, None, :, None] * buf60_s2, t59, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None])


@triton.jit
def kernel_7(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, buf26_ptr, buf26_s0, buf26_s1, buf26_s2, buf26_s3, buf22_ptr, buf22_s0, buf22_s1, buf22_s2, buf22_s3, buf60_ptr, buf60_s0, buf60_s1, buf60_s2, buf60_s3, m63_ptr, m63_s0, m63_s1, m63_s2, m63_s3, buf66_ptr, buf66_s0, buf66_s1, buf66_s2, buf66_s3, E_c0, E_n0, E_n1, E_n2, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c0: tl.constexpr):
    # writes buf66: Combine over grid q.2@2[32]
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
    t27 = tl.load(buf26_ptr + offs_n1[:, None, None, None] * buf26_s0 + offs_n2[None, :, None, None] * buf26_s1 + offs_c0[None, None, :, None] * buf26_s2, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None], other=0).to(tl.float32)
    t28 = -float("inf") - (t27)
    t29 = tl.load(buf22_ptr + offs_n1[:, None, None, None] * buf22_s0 + offs_n2[None, :, None, None] * buf22_s1 + offs_c0[None, None, :, None] * buf22_s2 + offs_n0[None, None, None, :] * buf22_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t30 = t29 - (t27)
    t31 = tl.where(t7, t28, t30)
    t32 = (t31) * (0.25)
    t33 = tl.exp(t32)
    t61 = tl.load(buf60_ptr + offs_n1[:, None, None, None] * buf60_s0 + offs_n2[None, :, None, None] * buf60_s1 + offs_c0[None, None, :, None] * buf60_s2, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None], other=0).to(tl.float32)
    t62 = (t33) / (t61)
    t64 = tl.load(m63_ptr + offs_n1[:, None, None, None] * m63_s0 + offs_n2[None, :, None, None] * m63_s1 + offs_n0[None, None, :, None] * m63_s2 + offs_n3[None, None, None, :] * m63_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t65 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, None, :], t62, 0.0), 4) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, :, None], t64, 0.0), 2), axis=3)
    tl.store(buf66_ptr + offs_n1[:, None, None, None] * buf66_s0 + offs_n2[None, :, None, None] * buf66_s1 + offs_c0[None, None, :, None] * buf66_s2 + offs_n3[None, None, None, :] * buf66_s3, t65, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :])


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
    states16 = torch.full([_cdiv(32, T['c0']), _cdiv(16, T['c2']), _pow2(2), _pow2(4), T['c0'], _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    states17 = torch.full([_cdiv(32, T['c0']), _cdiv(16, T['c2']), _pow2(2), _pow2(4), T['c0'], _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(32, T['c0']) * _cdiv(16, T['c2']),)](m9_ptr=m9, m9_s0=m9.stride(0), m9_s1=m9.stride(1), m9_s2=m9.stride(2), m9_s3=m9.stride(3), m11_ptr=m11, m11_s0=m11.stride(0), m11_s1=m11.stride(1), m11_s2=m11.stride(2), m11_s3=m11.stride(3), states16_ptr=states16, states16_s0=states16.stride(0), states16_s1=states16.stride(1), states16_s2=states16.stride(2), states16_s3=states16.stride(3), states16_s4=states16.stride(4), states16_s5=states16.stride(5), states17_ptr=states17, states17_s0=states17.stride(0), states17_s1=states17.stride(1), states17_s2=states17.stride(2), states17_s3=states17.stride(3), states17_s4=states17.stride(4), states17_s5=states17.stride(5), E_c0=32, E_c2=16, E_n0=32, E_n1=2, E_n2=4, F_n0=_pow2(32), F_n1=_pow2(2), F_n2=_pow2(4), T_c0=T['c0'], T_c2=T['c2'])
    buf22 = torch.full([2, 4, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(32, T['c0']),)](states16_ptr=states16, states16_s0=states16.stride(0), states16_s1=states16.stride(1), states16_s2=states16.stride(2), states16_s3=states16.stride(3), states16_s4=states16.stride(4), states16_s5=states16.stride(5), states17_ptr=states17, states17_s0=states17.stride(0), states17_s1=states17.stride(1), states17_s2=states17.stride(2), states17_s3=states17.stride(3), states17_s4=states17.stride(4), states17_s5=states17.stride(5), buf22_ptr=buf22, buf22_s0=buf22.stride(0), buf22_s1=buf22.stride(1), buf22_s2=buf22.stride(2), buf22_s3=buf22.stride(3), E_c0=32, E_c2=16, E_n0=32, E_n1=2, E_n2=4, F_n0=_pow2(32), F_n1=_pow2(2), F_n2=_pow2(4), T_c0=T['c0'], T_c2=T['c2'])
    buf26 = torch.full([2, 4, 32, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(4, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), buf22_ptr=buf22, buf22_s0=buf22.stride(0), buf22_s1=buf22.stride(1), buf22_s2=buf22.stride(2), buf22_s3=buf22.stride(3), buf26_ptr=buf26, buf26_s0=buf26.stride(0), buf26_s1=buf26.stride(1), buf26_s2=buf26.stride(2), buf26_s3=buf26.stride(3), E_c1=4, E_n0=32, E_n1=2, F_n0=_pow2(32), F_n1=_pow2(2), T_c1=T['c1'])
    states38 = torch.full([_cdiv(4, T['c1']), _cdiv(16, T['c2']), _pow2(2), T['c1'], _pow2(32), _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(4, T['c1']) * _cdiv(16, T['c2']),)](m9_ptr=m9, m9_s0=m9.stride(0), m9_s1=m9.stride(1), m9_s2=m9.stride(2), m9_s3=m9.stride(3), m11_ptr=m11, m11_s0=m11.stride(0), m11_s1=m11.stride(1), m11_s2=m11.stride(2), m11_s3=m11.stride(3), states38_ptr=states38, states38_s0=states38.stride(0), states38_s1=states38.stride(1), states38_s2=states38.stride(2), states38_s3=states38.stride(3), states38_s4=states38.stride(4), states38_s5=states38.stride(5), E_c1=4, E_c2=16, E_n0=32, E_n1=2, F_n0=_pow2(32), F_n1=_pow2(2), T_c1=T['c1'], T_c2=T['c2'])
    buf44 = torch.full([2, 4, 32, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(_cdiv(4, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), states38_ptr=states38, states38_s0=states38.stride(0), states38_s1=states38.stride(1), states38_s2=states38.stride(2), states38_s3=states38.stride(3), states38_s4=states38.stride(4), states38_s5=states38.stride(5), buf44_ptr=buf44, buf44_s0=buf44.stride(0), buf44_s1=buf44.stride(1), buf44_s2=buf44.stride(2), buf44_s3=buf44.stride(3), E_c1=4, E_c2=16, E_n0=32, E_n1=2, F_n0=_pow2(32), F_n1=_pow2(2), T_c1=T['c1'], T_c2=T['c2'])
    buf57 = torch.full([2, 4, 32, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_5[(_cdiv(4, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m9_ptr=m9, m9_s0=m9.stride(0), m9_s1=m9.stride(1), m9_s2=m9.stride(2), m9_s3=m9.stride(3), m11_ptr=m11, m11_s0=m11.stride(0), m11_s1=m11.stride(1), m11_s2=m11.stride(2), m11_s3=m11.stride(3), buf57_ptr=buf57, buf57_s0=buf57.stride(0), buf57_s1=buf57.stride(1), buf57_s2=buf57.stride(2), buf57_s3=buf57.stride(3), E_c1=4, E_c2=16, E_n0=32, E_n1=2, F_n0=_pow2(32), F_n1=_pow2(2), T_c1=T['c1'], T_c2=T['c2'])
    buf60 = torch.full([2, 4, 32, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_6[(_cdiv(4, T['c1']),)](buf44_ptr=buf44, buf44_s0=buf44.stride(0), buf44_s1=buf44.stride(1), buf44_s2=buf44.stride(2), buf44_s3=buf44.stride(3), buf57_ptr=buf57, buf57_s0=buf57.stride(0), buf57_s1=buf57.stride(1), buf57_s2=buf57.stride(2), buf57_s3=buf57.stride(3), buf60_ptr=buf60, buf60_s0=buf60.stride(0), buf60_s1=buf60.stride(1), buf60_s2=buf60.stride(2), buf60_s3=buf60.stride(3), E_c1=4, E_n0=32, E_n1=2, F_n0=_pow2(32), F_n1=_pow2(2), T_c1=T['c1'])
    m63 = inputs['v']
    buf66 = torch.full([2, 4, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_7[(_cdiv(32, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), buf26_ptr=buf26, buf26_s0=buf26.stride(0), buf26_s1=buf26.stride(1), buf26_s2=buf26.stride(2), buf26_s3=buf26.stride(3), buf22_ptr=buf22, buf22_s0=buf22.stride(0), buf22_s1=buf22.stride(1), buf22_s2=buf22.stride(2), buf22_s3=buf22.stride(3), buf60_ptr=buf60, buf60_s0=buf60.stride(0), buf60_s1=buf60.stride(1), buf60_s2=buf60.stride(2), buf60_s3=buf60.stride(3), m63_ptr=m63, m63_s0=m63.stride(0), m63_s1=m63.stride(1), m63_s2=m63.stride(2), m63_s3=m63.stride(3), buf66_ptr=buf66, buf66_s0=buf66.stride(0), buf66_s1=buf66.stride(1), buf66_s2=buf66.stride(2), buf66_s3=buf66.stride(3), E_c0=32, E_n0=32, E_n1=2, E_n2=4, E_n3=16, F_n0=_pow2(32), F_n1=_pow2(2), F_n2=_pow2(4), F_n3=_pow2(16), T_c0=T['c0'])
    return buf66


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
