"""attention_prefill [small], candidate 34: 7 kernel(s)

Rendered by EqiForge from candidate 34 of attention_prefill [small]: store(k.3[16]) ; grid(q.2@2) loop(k.3[16]: sum, stored) ; grid(q.2@2) ; store(k.3[16]) ; store(k.2[32]) loop(k.3[16]: sum, stored) ; grid(k.1@1) loop(k.2[32]: rescale, stored) ; grid() loop(k.2[32]: pair(sum, sum))
Coordinates (tile sizes are the T arguments of launch()):
    c0: loop k.2[32]
    c1: grid q.2@2[32]
    c2: loop k.3[16]
    c3: grid k.1@1[4]

Run it on its own: `python kernels/f34.py` checks it once against PyTorch on random inputs.
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
def kernel_0(m8_ptr, m8_s0, m8_s1, m8_s2, m8_s3, m10_ptr, m10_s0, m10_s1, m10_s2, m10_s3, states14_ptr, states14_s0, states14_s1, states14_s2, states14_s3, states14_s4, states14_s5, E_c1, E_c2, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # stores states14: Collect over loop k.3[16]
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
    tl.store(states14_ptr + i_c1 * states14_s0 + i_c2 * states14_s1 + tl.arange(0, F_n1)[:, None, None, None] * states14_s2 + tl.arange(0, F_n2)[None, :, None, None] * states14_s3 + tl.arange(0, T_c1)[None, None, :, None] * states14_s4 + tl.arange(0, F_n0)[None, None, None, :] * states14_s5 + tl.zeros([F_n1, F_n2, T_c1, F_n0], tl.int32), t13)


@triton.jit
def kernel_1(states14_ptr, states14_s0, states14_s1, states14_s2, states14_s3, states14_s4, states14_s5, buf17_ptr, buf17_s0, buf17_s1, buf17_s2, buf17_s3, E_c1, E_c2, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf17: Combine over grid q.2@2[32]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n0 = tl.arange(0, F_n0)
    acc16 = tl.full([F_n1, F_n2, T_c1, F_n0], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t15 = tl.load(states14_ptr + i_c1 * states14_s0 + i_c2 * states14_s1 + tl.arange(0, F_n1)[:, None, None, None] * states14_s2 + tl.arange(0, F_n2)[None, :, None, None] * states14_s3 + tl.arange(0, T_c1)[None, None, :, None] * states14_s4 + tl.arange(0, F_n0)[None, None, None, :] * states14_s5 + tl.zeros([F_n1, F_n2, T_c1, F_n0], tl.int32))
        acc16 = acc16 + t15
    tl.store(buf17_ptr + offs_n1[:, None, None, None] * buf17_s0 + offs_n2[None, :, None, None] * buf17_s1 + offs_c1[None, None, :, None] * buf17_s2 + offs_n0[None, None, None, :] * buf17_s3, acc16, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :])


@triton.jit
def kernel_2(buf17_ptr, buf17_s0, buf17_s1, buf17_s2, buf17_s3, buf20_ptr, buf20_s0, buf20_s1, buf20_s2, buf20_s3, E_c1, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c1: tl.constexpr):
    # writes buf20: Combine over grid q.2@2[32]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n0 = tl.arange(0, F_n0)
    t18 = tl.load(buf17_ptr + offs_n1[:, None, None, None] * buf17_s0 + offs_n2[None, :, None, None] * buf17_s1 + offs_c1[None, None, :, None] * buf17_s2 + offs_n0[None, None, None, :] * buf17_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t19 = (t18) * (0.25)
    tl.store(buf20_ptr + offs_n1[:, None, None, None] * buf20_s0 + offs_n2[None, :, None, None] * buf20_s1 + offs_c1[None, None, :, None] * buf20_s2 + offs_n0[None, None, None, :] * buf20_s3, t19, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :])


@triton.jit
def kernel_3(m8_ptr, m8_s0, m8_s1, m8_s2, m8_s3, m10_ptr, m10_s0, m10_s1, m10_s2, m10_s3, states37_ptr, states37_s0, states37_s1, states37_s2, states37_s3, states37_s4, states37_s5, states37_s6, E_c0, E_c2, E_c3, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # stores states37: Collect over loop k.3[16]
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
    t34 = tl.load(m8_ptr + offs_n1[:, None, None, None] * m8_s0 + offs_c3[None, :, None, None] * m8_s1 + offs_n0[None, None, :, None] * m8_s2 + offs_c2[None, None, None, :] * m8_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_c3 < E_c3)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
    t35 = tl.load(m10_ptr + offs_n1[:, None, None, None] * m10_s0 + offs_c3[None, :, None, None] * m10_s1 + offs_c2[None, None, :, None] * m10_s2 + offs_c0[None, None, None, :] * m10_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_c3 < E_c3)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_c0 < E_c0)[None, None, None, :], other=0).to(tl.float32)
    t36 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :], t34, 0.0), 4) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :, None], t35, 0.0), 2), axis=3)
    tl.store(states37_ptr + i_c3 * states37_s0 + i_c0 * states37_s1 + i_c2 * states37_s2 + tl.arange(0, F_n1)[:, None, None, None] * states37_s3 + tl.arange(0, T_c3)[None, :, None, None] * states37_s4 + tl.arange(0, F_n0)[None, None, :, None] * states37_s5 + tl.arange(0, T_c0)[None, None, None, :] * states37_s6 + tl.zeros([F_n1, T_c3, F_n0, T_c0], tl.int32), t36)


@triton.jit
def kernel_4(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, states37_ptr, states37_s0, states37_s1, states37_s2, states37_s3, states37_s4, states37_s5, states37_s6, buf20_ptr, buf20_s0, buf20_s1, buf20_s2, buf20_s3, m30_ptr, m30_s0, m30_s1, m30_s2, m30_s3, states50_ptr, states50_s0, states50_s1, states50_s2, states50_s3, states50_s4, states50_s5, states51_ptr, states51_s0, states51_s1, states51_s2, states51_s3, states51_s4, states51_s5, E_c0, E_c2, E_c3, E_n0, E_n1, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n3: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # stores states50, states51: Collect over loop k.2[32]
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
    offs_n3 = tl.arange(0, F_n3)
    t33 = tl.load(m1_ptr + offs_n0[None, None, :, None] * m1_s2 + offs_c0[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[None, None, :, None] & (offs_c0 < E_c0)[None, None, None, :], other=0)
    acc39 = tl.full([F_n1, T_c3, F_n0, T_c0], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t38 = tl.load(states37_ptr + i_c3 * states37_s0 + i_c0 * states37_s1 + i_c2 * states37_s2 + tl.arange(0, F_n1)[:, None, None, None] * states37_s3 + tl.arange(0, T_c3)[None, :, None, None] * states37_s4 + tl.arange(0, F_n0)[None, None, :, None] * states37_s5 + tl.arange(0, T_c0)[None, None, None, :] * states37_s6 + tl.zeros([F_n1, T_c3, F_n0, T_c0], tl.int32))
        acc39 = acc39 + t38
    t40 = tl.where(t33, -float("inf"), acc39)
    t41 = tl.max(tl.where((offs_c0 < E_c0)[None, None, None, :], t40, -float('inf')), axis=3, keep_dims=True)
    t42 = (t41) * (0.25)
    t43 = -float("inf") - (t42)
    t44 = tl.load(buf20_ptr + offs_n1[:, None, None, None] * buf20_s0 + offs_c3[None, :, None, None] * buf20_s1 + offs_n0[None, None, :, None] * buf20_s2 + offs_c0[None, None, None, :] * buf20_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_c3 < E_c3)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_c0 < E_c0)[None, None, None, :], other=0).to(tl.float32)
    t45 = t44 - (t42)
    t46 = tl.where(t33, t43, t45)
    t47 = tl.exp(t46)
    t48 = tl.load(m30_ptr + offs_n1[:, None, None, None] * m30_s0 + offs_c3[None, :, None, None] * m30_s1 + offs_c0[None, None, :, None] * m30_s2 + offs_n3[None, None, None, :] * m30_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_c3 < E_c3)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t49 = tl.sum(tl.expand_dims(tl.where((offs_c0 < E_c0)[None, None, None, :], t47, 0.0), 4) * tl.expand_dims(tl.where((offs_c0 < E_c0)[None, None, :, None], t48, 0.0), 2), axis=3)
    tl.store(states50_ptr + i_c3 * states50_s0 + i_c0 * states50_s1 + tl.arange(0, F_n1)[:, None, None, None] * states50_s2 + tl.arange(0, T_c3)[None, :, None, None] * states50_s3 + tl.arange(0, F_n0)[None, None, :, None] * states50_s4 + tl.zeros([F_n1, T_c3, F_n0, 1], tl.int32), t42)
    tl.store(states51_ptr + i_c3 * states51_s0 + i_c0 * states51_s1 + tl.arange(0, F_n1)[:, None, None, None] * states51_s2 + tl.arange(0, T_c3)[None, :, None, None] * states51_s3 + tl.arange(0, F_n0)[None, None, :, None] * states51_s4 + tl.arange(0, F_n3)[None, None, None, :] * states51_s5 + tl.zeros([F_n1, T_c3, F_n0, F_n3], tl.int32), t49)


@triton.jit
def kernel_5(states50_ptr, states50_s0, states50_s1, states50_s2, states50_s3, states50_s4, states50_s5, states51_ptr, states51_s0, states51_s1, states51_s2, states51_s3, states51_s4, states51_s5, buf59_ptr, buf59_s0, buf59_s1, buf59_s2, buf59_s3, E_c0, E_c3, E_n0, E_n1, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n3: tl.constexpr, T_c0: tl.constexpr, T_c3: tl.constexpr):
    # writes buf59: Combine over grid k.1@1[4]
    pid = tl.program_id(0)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n3 = tl.arange(0, F_n3)
    acc54 = tl.full([F_n1, T_c3, F_n0, 1], -float('inf'), tl.float32)
    acc55 = tl.full([F_n1, T_c3, F_n0, F_n3], 0.0, tl.float32)
    for i_c0 in range(0, tl.cdiv(E_c0, T_c0)):
        offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)

        t52 = tl.load(states50_ptr + i_c3 * states50_s0 + i_c0 * states50_s1 + tl.arange(0, F_n1)[:, None, None, None] * states50_s2 + tl.arange(0, T_c3)[None, :, None, None] * states50_s3 + tl.arange(0, F_n0)[None, None, :, None] * states50_s4 + tl.zeros([F_n1, T_c3, F_n0, 1], tl.int32))
        t53 = tl.load(states51_ptr + i_c3 * states51_s0 + i_c0 * states51_s1 + tl.arange(0, F_n1)[:, None, None, None] * states51_s2 + tl.arange(0, T_c3)[None, :, None, None] * states51_s3 + tl.arange(0, F_n0)[None, None, :, None] * states51_s4 + tl.arange(0, F_n3)[None, None, None, :] * states51_s5 + tl.zeros([F_n1, T_c3, F_n0, F_n3], tl.int32))
        m56 = tl.maximum(acc54, t52)
        r57 = tl.where(acc54 == -float("inf"), 0.0, tl.exp(acc54 - m56))
        r58 = tl.where(t52 == -float("inf"), 0.0, tl.exp(t52 - m56))
        acc55 = tl.where(acc54 == -float("inf"), 0.0, acc55 * r57) + tl.where(t52 == -float("inf"), 0.0, t53 * r58)
        acc54 = m56
    tl.store(buf59_ptr + offs_n1[:, None, None, None] * buf59_s0 + offs_c3[None, :, None, None] * buf59_s1 + offs_n0[None, None, :, None] * buf59_s2, acc54, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_c3 < E_c3)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None])


@triton.jit
def kernel_6(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, buf20_ptr, buf20_s0, buf20_s1, buf20_s2, buf20_s3, m30_ptr, m30_s0, m30_s1, m30_s2, m30_s3, buf59_ptr, buf59_s0, buf59_s1, buf59_s2, buf59_s3, buf76_ptr, buf76_s0, buf76_s1, buf76_s2, buf76_s3, buf77_ptr, buf77_s0, buf77_s1, buf77_s2, buf77_s3, E_c0, E_n0, E_n1, E_n2, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c0: tl.constexpr):
    # writes buf76, buf77: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n3 = tl.arange(0, F_n3)
    t60 = tl.load(buf59_ptr + offs_n1[:, None, None, None] * buf59_s0 + offs_n2[None, :, None, None] * buf59_s1 + offs_n0[None, None, :, None] * buf59_s2, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None], other=0).to(tl.float32)
    t64 = tl.load(m1_ptr + offs_n0[None, None, :, None] * m1_s2 + offs_n0[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0)
    t65 = tl.load(buf20_ptr + offs_n1[:, None, None, None] * buf20_s0 + offs_n2[None, :, None, None] * buf20_s1 + offs_n0[None, None, :, None] * buf20_s2 + offs_n0[None, None, None, :] * buf20_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t66 = tl.where(t64, -float("inf"), t65)
    t67 = tl.exp(t66)
    t68 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, None, :], t67, 0.0), axis=3, keep_dims=True)
    t69 = tl.exp(t60)
    t70 = 1.0 / (t69)
    t71 = (t68) * (t70)
    t72 = 1.0 / (t71)
    acc74 = tl.full([F_n1, F_n2, F_n0, F_n3], 0.0, tl.float32)
    acc75 = tl.full([F_n1, F_n2, F_n0, F_n3], 0.0, tl.float32)
    for i_c0 in range(0, tl.cdiv(E_c0, T_c0)):
        offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)

        t7 = tl.load(m1_ptr + offs_n0[None, None, :, None] * m1_s2 + offs_c0[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[None, None, :, None] & (offs_c0 < E_c0)[None, None, None, :], other=0)
        t21 = tl.load(buf20_ptr + offs_n1[:, None, None, None] * buf20_s0 + offs_n2[None, :, None, None] * buf20_s1 + offs_n0[None, None, :, None] * buf20_s2 + offs_c0[None, None, None, :] * buf20_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_c0 < E_c0)[None, None, None, :], other=0).to(tl.float32)
        t22 = tl.where(t7, -float("inf"), t21)
        t23 = tl.max(tl.where((offs_c0 < E_c0)[None, None, None, :], t22, -float('inf')), axis=3, keep_dims=True)
        t24 = -float("inf") - (t23)
        t25 = tl.exp(t24)
        t26 = tl.exp(t21)
        t27 = tl.exp(t23)
        t28 = (t26) / (t27)
        t29 = tl.where(t7, t25, t28)
        t31 = tl.load(m30_ptr + offs_n1[:, None, None, None] * m30_s0 + offs_n2[None, :, None, None] * m30_s1 + offs_c0[None, None, :, None] * m30_s2 + offs_n3[None, None, None, :] * m30_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
        t32 = tl.sum(tl.expand_dims(tl.where((offs_c0 < E_c0)[None, None, None, :], t29, 0.0), 4) * tl.expand_dims(tl.where((offs_c0 < E_c0)[None, None, :, None], t31, 0.0), 2), axis=3)
        t61 = t23 - (t60)
        t62 = tl.exp(t61)
        t63 = (t32) * (t62)
        t73 = (t63) * (t72)
        acc74 = acc74 + t73
        acc75 = acc75 + t63
    tl.store(buf76_ptr + offs_n1[:, None, None, None] * buf76_s0 + offs_n2[None, :, None, None] * buf76_s1 + offs_n0[None, None, :, None] * buf76_s2 + offs_n3[None, None, None, :] * buf76_s3, acc74, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :])
    tl.store(buf77_ptr + offs_n1[:, None, None, None] * buf77_s0 + offs_n2[None, :, None, None] * buf77_s1 + offs_n0[None, None, :, None] * buf77_s2 + offs_n3[None, None, None, :] * buf77_s3, acc75, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :])


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
    states14 = torch.full([_cdiv(32, T['c1']), _cdiv(16, T['c2']), _pow2(2), _pow2(4), T['c1'], _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(32, T['c1']) * _cdiv(16, T['c2']),)](m8_ptr=m8, m8_s0=m8.stride(0), m8_s1=m8.stride(1), m8_s2=m8.stride(2), m8_s3=m8.stride(3), m10_ptr=m10, m10_s0=m10.stride(0), m10_s1=m10.stride(1), m10_s2=m10.stride(2), m10_s3=m10.stride(3), states14_ptr=states14, states14_s0=states14.stride(0), states14_s1=states14.stride(1), states14_s2=states14.stride(2), states14_s3=states14.stride(3), states14_s4=states14.stride(4), states14_s5=states14.stride(5), E_c1=32, E_c2=16, E_n0=32, E_n1=2, E_n2=4, F_n0=_pow2(32), F_n1=_pow2(2), F_n2=_pow2(4), T_c1=T['c1'], T_c2=T['c2'])
    buf17 = torch.full([2, 4, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(32, T['c1']),)](states14_ptr=states14, states14_s0=states14.stride(0), states14_s1=states14.stride(1), states14_s2=states14.stride(2), states14_s3=states14.stride(3), states14_s4=states14.stride(4), states14_s5=states14.stride(5), buf17_ptr=buf17, buf17_s0=buf17.stride(0), buf17_s1=buf17.stride(1), buf17_s2=buf17.stride(2), buf17_s3=buf17.stride(3), E_c1=32, E_c2=16, E_n0=32, E_n1=2, E_n2=4, F_n0=_pow2(32), F_n1=_pow2(2), F_n2=_pow2(4), T_c1=T['c1'], T_c2=T['c2'])
    buf20 = torch.full([2, 4, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(32, T['c1']),)](buf17_ptr=buf17, buf17_s0=buf17.stride(0), buf17_s1=buf17.stride(1), buf17_s2=buf17.stride(2), buf17_s3=buf17.stride(3), buf20_ptr=buf20, buf20_s0=buf20.stride(0), buf20_s1=buf20.stride(1), buf20_s2=buf20.stride(2), buf20_s3=buf20.stride(3), E_c1=32, E_n0=32, E_n1=2, E_n2=4, F_n0=_pow2(32), F_n1=_pow2(2), F_n2=_pow2(4), T_c1=T['c1'])
    m30 = inputs['v']
    states37 = torch.full([_cdiv(4, T['c3']), _cdiv(32, T['c0']), _cdiv(16, T['c2']), _pow2(2), T['c3'], _pow2(32), T['c0']], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(4, T['c3']) * _cdiv(32, T['c0']) * _cdiv(16, T['c2']),)](m8_ptr=m8, m8_s0=m8.stride(0), m8_s1=m8.stride(1), m8_s2=m8.stride(2), m8_s3=m8.stride(3), m10_ptr=m10, m10_s0=m10.stride(0), m10_s1=m10.stride(1), m10_s2=m10.stride(2), m10_s3=m10.stride(3), states37_ptr=states37, states37_s0=states37.stride(0), states37_s1=states37.stride(1), states37_s2=states37.stride(2), states37_s3=states37.stride(3), states37_s4=states37.stride(4), states37_s5=states37.stride(5), states37_s6=states37.stride(6), E_c0=32, E_c2=16, E_c3=4, E_n0=32, E_n1=2, F_n0=_pow2(32), F_n1=_pow2(2), T_c0=T['c0'], T_c2=T['c2'], T_c3=T['c3'])
    states50 = torch.full([_cdiv(4, T['c3']), _cdiv(32, T['c0']), _pow2(2), T['c3'], _pow2(32), 1], float("nan"), dtype=torch.float32, device=device)
    states51 = torch.full([_cdiv(4, T['c3']), _cdiv(32, T['c0']), _pow2(2), T['c3'], _pow2(32), _pow2(16)], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(_cdiv(4, T['c3']) * _cdiv(32, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), states37_ptr=states37, states37_s0=states37.stride(0), states37_s1=states37.stride(1), states37_s2=states37.stride(2), states37_s3=states37.stride(3), states37_s4=states37.stride(4), states37_s5=states37.stride(5), states37_s6=states37.stride(6), buf20_ptr=buf20, buf20_s0=buf20.stride(0), buf20_s1=buf20.stride(1), buf20_s2=buf20.stride(2), buf20_s3=buf20.stride(3), m30_ptr=m30, m30_s0=m30.stride(0), m30_s1=m30.stride(1), m30_s2=m30.stride(2), m30_s3=m30.stride(3), states50_ptr=states50, states50_s0=states50.stride(0), states50_s1=states50.stride(1), states50_s2=states50.stride(2), states50_s3=states50.stride(3), states50_s4=states50.stride(4), states50_s5=states50.stride(5), states51_ptr=states51, states51_s0=states51.stride(0), states51_s1=states51.stride(1), states51_s2=states51.stride(2), states51_s3=states51.stride(3), states51_s4=states51.stride(4), states51_s5=states51.stride(5), E_c0=32, E_c2=16, E_c3=4, E_n0=32, E_n1=2, E_n3=16, F_n0=_pow2(32), F_n1=_pow2(2), F_n3=_pow2(16), T_c0=T['c0'], T_c2=T['c2'], T_c3=T['c3'])
    buf59 = torch.full([2, 4, 32, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_5[(_cdiv(4, T['c3']),)](states50_ptr=states50, states50_s0=states50.stride(0), states50_s1=states50.stride(1), states50_s2=states50.stride(2), states50_s3=states50.stride(3), states50_s4=states50.stride(4), states50_s5=states50.stride(5), states51_ptr=states51, states51_s0=states51.stride(0), states51_s1=states51.stride(1), states51_s2=states51.stride(2), states51_s3=states51.stride(3), states51_s4=states51.stride(4), states51_s5=states51.stride(5), buf59_ptr=buf59, buf59_s0=buf59.stride(0), buf59_s1=buf59.stride(1), buf59_s2=buf59.stride(2), buf59_s3=buf59.stride(3), E_c0=32, E_c3=4, E_n0=32, E_n1=2, E_n3=16, F_n0=_pow2(32), F_n1=_pow2(2), F_n3=_pow2(16), T_c0=T['c0'], T_c3=T['c3'])
    buf76 = torch.full([2, 4, 32, 16], float("nan"), dtype=torch.float32, device=device)
    buf77 = torch.full([2, 4, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_6[(1,)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), buf20_ptr=buf20, buf20_s0=buf20.stride(0), buf20_s1=buf20.stride(1), buf20_s2=buf20.stride(2), buf20_s3=buf20.stride(3), m30_ptr=m30, m30_s0=m30.stride(0), m30_s1=m30.stride(1), m30_s2=m30.stride(2), m30_s3=m30.stride(3), buf59_ptr=buf59, buf59_s0=buf59.stride(0), buf59_s1=buf59.stride(1), buf59_s2=buf59.stride(2), buf59_s3=buf59.stride(3), buf76_ptr=buf76, buf76_s0=buf76.stride(0), buf76_s1=buf76.stride(1), buf76_s2=buf76.stride(2), buf76_s3=buf76.stride(3), buf77_ptr=buf77, buf77_s0=buf77.stride(0), buf77_s1=buf77.stride(1), buf77_s2=buf77.stride(2), buf77_s3=buf77.stride(3), E_c0=32, E_n0=32, E_n1=2, E_n2=4, E_n3=16, F_n0=_pow2(32), F_n1=_pow2(2), F_n2=_pow2(4), F_n3=_pow2(16), T_c0=T['c0'])
    return buf76


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
