"""attention_prefill [small], candidate 46: 9 kernel(s)

Rendered by EqiForge from candidate 46 of attention_prefill [small]: store(k.3[16]) ; grid(q.2@2) loop(k.3[16]: sum, stored) ; grid(q.2@2) ; store(k.3[16]) ; grid(k.1@1) loop(k.3[16]: pair(sum, sum), stored) ; grid(k.1@1) ; grid() loop(k.2[32]: sum) ; grid() loop(k.2[32]: sum) ; grid(q.2@2)
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid q.2@2[32]
    c1: loop k.2[32]
    c2: loop k.3[16]
    c3: grid k.1@1[4]

Run it on its own: `python kernels/f46.py` checks it once against PyTorch on random inputs.
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
def kernel_0(m8_ptr, m8_s0, m8_s1, m8_s2, m8_s3, m10_ptr, m10_s0, m10_s1, m10_s2, m10_s3, states14_ptr, states14_s0, states14_s1, states14_s2, states14_s3, states14_s4, states14_s5, E_c0, E_c2, E_n0, E_n1, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n3: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # stores states14: Collect over loop k.3[16]
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
    t9 = tl.load(m8_ptr + offs_n0[:, None, None, None] * m8_s0 + offs_n1[None, :, None, None] * m8_s1 + offs_c0[None, None, :, None] * m8_s2 + offs_c2[None, None, None, :] * m8_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
    t12 = tl.load(m10_ptr + offs_n0[:, None, None, None] * m10_s0 + offs_n1[None, :, None, None] * m10_s1 + offs_c2[None, None, :, None] * m10_s2 + offs_n3[None, None, None, :] * m10_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t13 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :], t9, 0.0), 4) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :, None], t12, 0.0), 2), axis=3)
    tl.store(states14_ptr + i_c0 * states14_s0 + i_c2 * states14_s1 + tl.arange(0, F_n0)[:, None, None, None] * states14_s2 + tl.arange(0, F_n1)[None, :, None, None] * states14_s3 + tl.arange(0, T_c0)[None, None, :, None] * states14_s4 + tl.arange(0, F_n3)[None, None, None, :] * states14_s5 + tl.zeros([F_n0, F_n1, T_c0, F_n3], tl.int32), t13)


@triton.jit
def kernel_1(states14_ptr, states14_s0, states14_s1, states14_s2, states14_s3, states14_s4, states14_s5, buf17_ptr, buf17_s0, buf17_s1, buf17_s2, buf17_s3, E_c0, E_c2, E_n0, E_n1, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n3: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # writes buf17: Combine over grid q.2@2[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n3 = tl.arange(0, F_n3)
    acc16 = tl.full([F_n0, F_n1, T_c0, F_n3], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t15 = tl.load(states14_ptr + i_c0 * states14_s0 + i_c2 * states14_s1 + tl.arange(0, F_n0)[:, None, None, None] * states14_s2 + tl.arange(0, F_n1)[None, :, None, None] * states14_s3 + tl.arange(0, T_c0)[None, None, :, None] * states14_s4 + tl.arange(0, F_n3)[None, None, None, :] * states14_s5 + tl.zeros([F_n0, F_n1, T_c0, F_n3], tl.int32))
        acc16 = acc16 + t15
    tl.store(buf17_ptr + offs_n0[:, None, None, None] * buf17_s0 + offs_n1[None, :, None, None] * buf17_s1 + offs_c0[None, None, :, None] * buf17_s2 + offs_n3[None, None, None, :] * buf17_s3, acc16, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :])


@triton.jit
def kernel_2(buf17_ptr, buf17_s0, buf17_s1, buf17_s2, buf17_s3, buf20_ptr, buf20_s0, buf20_s1, buf20_s2, buf20_s3, E_c0, E_n0, E_n1, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n3: tl.constexpr, T_c0: tl.constexpr):
    # writes buf20: Combine over grid q.2@2[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n3 = tl.arange(0, F_n3)
    t18 = tl.load(buf17_ptr + offs_n0[:, None, None, None] * buf17_s0 + offs_n1[None, :, None, None] * buf17_s1 + offs_c0[None, None, :, None] * buf17_s2 + offs_n3[None, None, None, :] * buf17_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t19 = (t18) * (0.25)
    tl.store(buf20_ptr + offs_n0[:, None, None, None] * buf20_s0 + offs_n1[None, :, None, None] * buf20_s1 + offs_c0[None, None, :, None] * buf20_s2 + offs_n3[None, None, None, :] * buf20_s3, t19, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :])


@triton.jit
def kernel_3(m8_ptr, m8_s0, m8_s1, m8_s2, m8_s3, m10_ptr, m10_s0, m10_s1, m10_s2, m10_s3, states38_ptr, states38_s0, states38_s1, states38_s2, states38_s3, states38_s4, states38_s5, states39_ptr, states39_s0, states39_s1, states39_s2, states39_s3, states39_s4, states39_s5, E_c2, E_c3, E_n0, E_n3, F_n0: tl.constexpr, F_n3: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # stores states38, states39: Collect over loop k.3[16]
    pid = tl.program_id(0)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n3 = tl.arange(0, F_n3)
    t34 = tl.load(m8_ptr + offs_n0[:, None, None, None] * m8_s0 + offs_c3[None, :, None, None] * m8_s1 + offs_n3[None, None, :, None] * m8_s2 + offs_c2[None, None, None, :] * m8_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c3 < E_c3)[None, :, None, None] & (offs_n3 < E_n3)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
    t35 = tl.load(m10_ptr + offs_n0[:, None, None, None] * m10_s0 + offs_c3[None, :, None, None] * m10_s1 + offs_c2[None, None, :, None] * m10_s2 + offs_n3[None, None, None, :] * m10_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c3 < E_c3)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t36 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :], t34, 0.0), 4) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :, None], t35, 0.0), 2), axis=3)
    t37 = (t36) * (0.25)
    tl.store(states38_ptr + i_c3 * states38_s0 + i_c2 * states38_s1 + tl.arange(0, F_n0)[:, None, None, None] * states38_s2 + tl.arange(0, T_c3)[None, :, None, None] * states38_s3 + tl.arange(0, F_n3)[None, None, :, None] * states38_s4 + tl.arange(0, F_n3)[None, None, None, :] * states38_s5 + tl.zeros([F_n0, T_c3, F_n3, F_n3], tl.int32), t36)
    tl.store(states39_ptr + i_c3 * states39_s0 + i_c2 * states39_s1 + tl.arange(0, F_n0)[:, None, None, None] * states39_s2 + tl.arange(0, T_c3)[None, :, None, None] * states39_s3 + tl.arange(0, F_n3)[None, None, :, None] * states39_s4 + tl.arange(0, F_n3)[None, None, None, :] * states39_s5 + tl.zeros([F_n0, T_c3, F_n3, F_n3], tl.int32), t37)


@triton.jit
def kernel_4(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, states38_ptr, states38_s0, states38_s1, states38_s2, states38_s3, states38_s4, states38_s5, states39_ptr, states39_s0, states39_s1, states39_s2, states39_s3, states39_s4, states39_s5, buf46_ptr, buf46_s0, buf46_s1, buf46_s2, buf46_s3, E_c2, E_c3, E_n0, E_n3, F_n0: tl.constexpr, F_n3: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # writes buf46: Combine over grid k.1@1[4]
    pid = tl.program_id(0)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    offs_one = tl.arange(0, 1)
    offs_n3 = tl.arange(0, F_n3)
    offs_n0 = tl.arange(0, F_n0)
    t33 = tl.load(m1_ptr + offs_n3[None, None, :, None] * m1_s2 + offs_n3[None, None, None, :] * m1_s3, mask=(offs_n3 < E_n3)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0)
    acc42 = tl.full([F_n0, T_c3, F_n3, F_n3], 0.0, tl.float32)
    acc43 = tl.full([F_n0, T_c3, F_n3, F_n3], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t40 = tl.load(states38_ptr + i_c3 * states38_s0 + i_c2 * states38_s1 + tl.arange(0, F_n0)[:, None, None, None] * states38_s2 + tl.arange(0, T_c3)[None, :, None, None] * states38_s3 + tl.arange(0, F_n3)[None, None, :, None] * states38_s4 + tl.arange(0, F_n3)[None, None, None, :] * states38_s5 + tl.zeros([F_n0, T_c3, F_n3, F_n3], tl.int32))
        t41 = tl.load(states39_ptr + i_c3 * states39_s0 + i_c2 * states39_s1 + tl.arange(0, F_n0)[:, None, None, None] * states39_s2 + tl.arange(0, T_c3)[None, :, None, None] * states39_s3 + tl.arange(0, F_n3)[None, None, :, None] * states39_s4 + tl.arange(0, F_n3)[None, None, None, :] * states39_s5 + tl.zeros([F_n0, T_c3, F_n3, F_n3], tl.int32))
        acc42 = acc42 + t40
        acc43 = acc43 + t41
    t44 = tl.where(t33, -float("inf"), acc42)
    t45 = tl.max(tl.where((offs_n3 < E_n3)[None, None, None, :], t44, -float('inf')), axis=3, keep_dims=True)
    tl.store(buf46_ptr + offs_n0[:, None, None, None] * buf46_s0 + offs_c3[None, :, None, None] * buf46_s1 + offs_n3[None, None, :, None] * buf46_s2, t45, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c3 < E_c3)[None, :, None, None] & (offs_n3 < E_n3)[None, None, :, None])


@triton.jit
def kernel_5(buf46_ptr, buf46_s0, buf46_s1, buf46_s2, buf46_s3, buf49_ptr, buf49_s0, buf49_s1, buf49_s2, buf49_s3, E_c3, E_n0, E_n3, F_n0: tl.constexpr, F_n3: tl.constexpr, T_c3: tl.constexpr):
    # writes buf49: Combine over grid k.1@1[4]
    pid = tl.program_id(0)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n3 = tl.arange(0, F_n3)
    t47 = tl.load(buf46_ptr + offs_n0[:, None, None, None] * buf46_s0 + offs_c3[None, :, None, None] * buf46_s1 + offs_n3[None, None, :, None] * buf46_s2, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c3 < E_c3)[None, :, None, None] & (offs_n3 < E_n3)[None, None, :, None], other=0).to(tl.float32)
    t48 = (t47) * (0.25)
    tl.store(buf49_ptr + offs_n0[:, None, None, None] * buf49_s0 + offs_c3[None, :, None, None] * buf49_s1 + offs_n3[None, None, :, None] * buf49_s2, t48, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c3 < E_c3)[None, :, None, None] & (offs_n3 < E_n3)[None, None, :, None])


@triton.jit
def kernel_6(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, buf20_ptr, buf20_s0, buf20_s1, buf20_s2, buf20_s3, m30_ptr, m30_s0, m30_s1, m30_s2, m30_s3, buf49_ptr, buf49_s0, buf49_s1, buf49_s2, buf49_s3, buf55_ptr, buf55_s0, buf55_s1, buf55_s2, buf55_s3, E_c1, E_n0, E_n1, E_n2, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c1: tl.constexpr):
    # writes buf55: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n3 = tl.arange(0, F_n3)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t50 = tl.load(buf49_ptr + offs_n0[:, None, None, None] * buf49_s0 + offs_n1[None, :, None, None] * buf49_s1 + offs_n3[None, None, :, None] * buf49_s2, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n3 < E_n3)[None, None, :, None], other=0).to(tl.float32)
    acc54 = tl.full([F_n0, F_n1, F_n3, F_n2], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t7 = tl.load(m1_ptr + offs_n3[None, None, :, None] * m1_s2 + offs_c1[None, None, None, :] * m1_s3, mask=(offs_n3 < E_n3)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0)
        t21 = tl.load(buf20_ptr + offs_n0[:, None, None, None] * buf20_s0 + offs_n1[None, :, None, None] * buf20_s1 + offs_n3[None, None, :, None] * buf20_s2 + offs_c1[None, None, None, :] * buf20_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n3 < E_n3)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
        t22 = tl.where(t7, -float("inf"), t21)
        t23 = tl.max(tl.where((offs_c1 < E_c1)[None, None, None, :], t22, -float('inf')), axis=3, keep_dims=True)
        t24 = -float("inf") - (t23)
        t25 = tl.exp(t24)
        t26 = tl.exp(t21)
        t27 = tl.exp(t23)
        t28 = (t26) / (t27)
        t29 = tl.where(t7, t25, t28)
        t31 = tl.load(m30_ptr + offs_n0[:, None, None, None] * m30_s0 + offs_n1[None, :, None, None] * m30_s1 + offs_c1[None, None, :, None] * m30_s2 + offs_n2[None, None, None, :] * m30_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
        t32 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, :], t29, 0.0), 4) * tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, :, None], t31, 0.0), 2), axis=3)
        t51 = t23 - (t50)
        t52 = tl.exp(t51)
        t53 = (t32) * (t52)
        acc54 = acc54 + t53
    tl.store(buf55_ptr + offs_n0[:, None, None, None] * buf55_s0 + offs_n1[None, :, None, None] * buf55_s1 + offs_n3[None, None, :, None] * buf55_s2 + offs_n2[None, None, None, :] * buf55_s3, acc54, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n3 < E_n3)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :])


@triton.jit
def kernel_7(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, buf20_ptr, buf20_s0, buf20_s1, buf20_s2, buf20_s3, buf49_ptr, buf49_s0, buf49_s1, buf49_s2, buf49_s3, buf73_ptr, buf73_s0, buf73_s1, buf73_s2, buf73_s3, E_c1, E_n0, E_n1, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n3: tl.constexpr, T_c1: tl.constexpr):
    # writes buf73: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n3 = tl.arange(0, F_n3)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t67 = tl.load(buf49_ptr + offs_n0[:, None, None, None] * buf49_s0 + offs_n1[None, :, None, None] * buf49_s1 + offs_n3[None, None, :, None] * buf49_s2, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n3 < E_n3)[None, None, :, None], other=0).to(tl.float32)
    acc72 = tl.full([F_n0, F_n1, F_n3, 1], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t57 = tl.load(m1_ptr + offs_n3[None, None, :, None] * m1_s2 + offs_c1[None, None, None, :] * m1_s3, mask=(offs_n3 < E_n3)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0)
        t58 = tl.load(buf20_ptr + offs_n0[:, None, None, None] * buf20_s0 + offs_n1[None, :, None, None] * buf20_s1 + offs_n3[None, None, :, None] * buf20_s2 + offs_c1[None, None, None, :] * buf20_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n3 < E_n3)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
        t59 = tl.where(t57, -float("inf"), t58)
        t60 = tl.max(tl.where((offs_c1 < E_c1)[None, None, None, :], t59, -float('inf')), axis=3, keep_dims=True)
        t61 = -float("inf") - (t60)
        t62 = tl.exp(t61)
        t63 = tl.exp(t58)
        t64 = tl.exp(t60)
        t65 = (t63) / (t64)
        t66 = tl.where(t57, t62, t65)
        t68 = t60 - (t67)
        t69 = tl.exp(t68)
        t70 = (t66) * (t69)
        t71 = tl.sum(tl.where((offs_c1 < E_c1)[None, None, None, :], t70, 0.0), axis=3, keep_dims=True)
        acc72 = acc72 + t71
    tl.store(buf73_ptr + offs_n0[:, None, None, None] * buf73_s0 + offs_n1[None, :, None, None] * buf73_s1 + offs_n3[None, None, :, None] * buf73_s2, acc72, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n3 < E_n3)[None, None, :, None])


@triton.jit
def kernel_8(buf55_ptr, buf55_s0, buf55_s1, buf55_s2, buf55_s3, buf73_ptr, buf73_s0, buf73_s1, buf73_s2, buf73_s3, buf76_ptr, buf76_s0, buf76_s1, buf76_s2, buf76_s3, E_c0, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr):
    # writes buf76: Combine over grid q.2@2[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t56 = tl.load(buf55_ptr + offs_n0[:, None, None, None] * buf55_s0 + offs_n1[None, :, None, None] * buf55_s1 + offs_c0[None, None, :, None] * buf55_s2 + offs_n2[None, None, None, :] * buf55_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t74 = tl.load(buf73_ptr + offs_n0[:, None, None, None] * buf73_s0 + offs_n1[None, :, None, None] * buf73_s1 + offs_c0[None, None, :, None] * buf73_s2, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None], other=0).to(tl.float32)
    t75 = (t56) / (t74)
    tl.store(buf76_ptr + offs_n0[:, None, None, None] * buf76_s0 + offs_n1[None, :, None, None] * buf76_s1 + offs_c0[None, None, :, None] * buf76_s2 + offs_n2[None, None, None, :] * buf76_s3, t75, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :])


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
    states14 = torch.full([_cdiv(32, T['c0']), _cdiv(16, T['c2']), _pow2(2), _pow2(4), T['c0'], _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(32, T['c0']) * _cdiv(16, T['c2']),)](m8_ptr=m8, m8_s0=m8.stride(0), m8_s1=m8.stride(1), m8_s2=m8.stride(2), m8_s3=m8.stride(3), m10_ptr=m10, m10_s0=m10.stride(0), m10_s1=m10.stride(1), m10_s2=m10.stride(2), m10_s3=m10.stride(3), states14_ptr=states14, states14_s0=states14.stride(0), states14_s1=states14.stride(1), states14_s2=states14.stride(2), states14_s3=states14.stride(3), states14_s4=states14.stride(4), states14_s5=states14.stride(5), E_c0=32, E_c2=16, E_n0=2, E_n1=4, E_n3=32, F_n0=_pow2(2), F_n1=_pow2(4), F_n3=_pow2(32), T_c0=T['c0'], T_c2=T['c2'])
    buf17 = torch.full([2, 4, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(32, T['c0']),)](states14_ptr=states14, states14_s0=states14.stride(0), states14_s1=states14.stride(1), states14_s2=states14.stride(2), states14_s3=states14.stride(3), states14_s4=states14.stride(4), states14_s5=states14.stride(5), buf17_ptr=buf17, buf17_s0=buf17.stride(0), buf17_s1=buf17.stride(1), buf17_s2=buf17.stride(2), buf17_s3=buf17.stride(3), E_c0=32, E_c2=16, E_n0=2, E_n1=4, E_n3=32, F_n0=_pow2(2), F_n1=_pow2(4), F_n3=_pow2(32), T_c0=T['c0'], T_c2=T['c2'])
    buf20 = torch.full([2, 4, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(32, T['c0']),)](buf17_ptr=buf17, buf17_s0=buf17.stride(0), buf17_s1=buf17.stride(1), buf17_s2=buf17.stride(2), buf17_s3=buf17.stride(3), buf20_ptr=buf20, buf20_s0=buf20.stride(0), buf20_s1=buf20.stride(1), buf20_s2=buf20.stride(2), buf20_s3=buf20.stride(3), E_c0=32, E_n0=2, E_n1=4, E_n3=32, F_n0=_pow2(2), F_n1=_pow2(4), F_n3=_pow2(32), T_c0=T['c0'])
    m30 = inputs['v']
    states38 = torch.full([_cdiv(4, T['c3']), _cdiv(16, T['c2']), _pow2(2), T['c3'], _pow2(32), _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    states39 = torch.full([_cdiv(4, T['c3']), _cdiv(16, T['c2']), _pow2(2), T['c3'], _pow2(32), _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(4, T['c3']) * _cdiv(16, T['c2']),)](m8_ptr=m8, m8_s0=m8.stride(0), m8_s1=m8.stride(1), m8_s2=m8.stride(2), m8_s3=m8.stride(3), m10_ptr=m10, m10_s0=m10.stride(0), m10_s1=m10.stride(1), m10_s2=m10.stride(2), m10_s3=m10.stride(3), states38_ptr=states38, states38_s0=states38.stride(0), states38_s1=states38.stride(1), states38_s2=states38.stride(2), states38_s3=states38.stride(3), states38_s4=states38.stride(4), states38_s5=states38.stride(5), states39_ptr=states39, states39_s0=states39.stride(0), states39_s1=states39.stride(1), states39_s2=states39.stride(2), states39_s3=states39.stride(3), states39_s4=states39.stride(4), states39_s5=states39.stride(5), E_c2=16, E_c3=4, E_n0=2, E_n3=32, F_n0=_pow2(2), F_n3=_pow2(32), T_c2=T['c2'], T_c3=T['c3'])
    buf46 = torch.full([2, 4, 32, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(_cdiv(4, T['c3']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), states38_ptr=states38, states38_s0=states38.stride(0), states38_s1=states38.stride(1), states38_s2=states38.stride(2), states38_s3=states38.stride(3), states38_s4=states38.stride(4), states38_s5=states38.stride(5), states39_ptr=states39, states39_s0=states39.stride(0), states39_s1=states39.stride(1), states39_s2=states39.stride(2), states39_s3=states39.stride(3), states39_s4=states39.stride(4), states39_s5=states39.stride(5), buf46_ptr=buf46, buf46_s0=buf46.stride(0), buf46_s1=buf46.stride(1), buf46_s2=buf46.stride(2), buf46_s3=buf46.stride(3), E_c2=16, E_c3=4, E_n0=2, E_n3=32, F_n0=_pow2(2), F_n3=_pow2(32), T_c2=T['c2'], T_c3=T['c3'])
    buf49 = torch.full([2, 4, 32, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_5[(_cdiv(4, T['c3']),)](buf46_ptr=buf46, buf46_s0=buf46.stride(0), buf46_s1=buf46.stride(1), buf46_s2=buf46.stride(2), buf46_s3=buf46.stride(3), buf49_ptr=buf49, buf49_s0=buf49.stride(0), buf49_s1=buf49.stride(1), buf49_s2=buf49.stride(2), buf49_s3=buf49.stride(3), E_c3=4, E_n0=2, E_n3=32, F_n0=_pow2(2), F_n3=_pow2(32), T_c3=T['c3'])
    buf55 = torch.full([2, 4, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_6[(1,)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), buf20_ptr=buf20, buf20_s0=buf20.stride(0), buf20_s1=buf20.stride(1), buf20_s2=buf20.stride(2), buf20_s3=buf20.stride(3), m30_ptr=m30, m30_s0=m30.stride(0), m30_s1=m30.stride(1), m30_s2=m30.stride(2), m30_s3=m30.stride(3), buf49_ptr=buf49, buf49_s0=buf49.stride(0), buf49_s1=buf49.stride(1), buf49_s2=buf49.stride(2), buf49_s3=buf49.stride(3), buf55_ptr=buf55, buf55_s0=buf55.stride(0), buf55_s1=buf55.stride(1), buf55_s2=buf55.stride(2), buf55_s3=buf55.stride(3), E_c1=32, E_n0=2, E_n1=4, E_n2=16, E_n3=32, F_n0=_pow2(2), F_n1=_pow2(4), F_n2=_pow2(16), F_n3=_pow2(32), T_c1=T['c1'])
    buf73 = torch.full([2, 4, 32, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_7[(1,)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), buf20_ptr=buf20, buf20_s0=buf20.stride(0), buf20_s1=buf20.stride(1), buf20_s2=buf20.stride(2), buf20_s3=buf20.stride(3), buf49_ptr=buf49, buf49_s0=buf49.stride(0), buf49_s1=buf49.stride(1), buf49_s2=buf49.stride(2), buf49_s3=buf49.stride(3), buf73_ptr=buf73, buf73_s0=buf73.stride(0), buf73_s1=buf73.stride(1), buf73_s2=buf73.stride(2), buf73_s3=buf73.stride(3), E_c1=32, E_n0=2, E_n1=4, E_n3=32, F_n0=_pow2(2), F_n1=_pow2(4), F_n3=_pow2(32), T_c1=T['c1'])
    buf76 = torch.full([2, 4, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_8[(_cdiv(32, T['c0']),)](buf55_ptr=buf55, buf55_s0=buf55.stride(0), buf55_s1=buf55.stride(1), buf55_s2=buf55.stride(2), buf55_s3=buf55.stride(3), buf73_ptr=buf73, buf73_s0=buf73.stride(0), buf73_s1=buf73.stride(1), buf73_s2=buf73.stride(2), buf73_s3=buf73.stride(3), buf76_ptr=buf76, buf76_s0=buf76.stride(0), buf76_s1=buf76.stride(1), buf76_s2=buf76.stride(2), buf76_s3=buf76.stride(3), E_c0=32, E_n0=2, E_n1=4, E_n2=16, F_n0=_pow2(2), F_n1=_pow2(4), F_n2=_pow2(16), T_c0=T['c0'])
    return buf76


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
