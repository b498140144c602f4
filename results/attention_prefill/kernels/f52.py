"""attention_prefill [small], candidate 52: 10 kernel(s)

Rendered by EqiForge from candidate 52 of attention_prefill [small]: store(k.3[16]) ; grid(q.2@2) loop(k.3[16]: sum, stored) ; grid(q.2@2) ; grid() loop(k.3[16]: pair(sum, sum)) ; grid(k.1@1) ; store(k.3[16]) ; grid(k.1@1) loop(k.3[16]: sum, stored) ; grid(k.1@1) loop(k.3[16]: sum) [1 mm] ; grid(k.1@1) ; grid() loop(k.2[32]: pair(sum, sum))
Coordinates (tile sizes are the T arguments of launch()):
    c0: loop k.2[32]
    c1: grid q.2@2[32]
    c2: loop k.3[16]
    c3: grid k.1@1[4]

Run it on its own: `python kernels/f52.py` checks it once against PyTorch on random inputs.
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
def kernel_3(m8_ptr, m8_s0, m8_s1, m8_s2, m8_s3, m10_ptr, m10_s0, m10_s1, m10_s2, m10_s3, buf30_ptr, buf30_s0, buf30_s1, buf30_s2, buf30_s3, buf31_ptr, buf31_s0, buf31_s1, buf31_s2, buf31_s3, E_c2, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c2: tl.constexpr):
    # writes buf30, buf31: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n0 = tl.arange(0, F_n0)
    acc28 = tl.full([F_n1, F_n2, F_n0, F_n0], 0.0, tl.float32)
    acc29 = tl.full([F_n1, F_n2, F_n0, F_n0], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t24 = tl.load(m8_ptr + offs_n1[:, None, None, None] * m8_s0 + offs_n2[None, :, None, None] * m8_s1 + offs_n0[None, None, :, None] * m8_s2 + offs_c2[None, None, None, :] * m8_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
        t25 = tl.load(m10_ptr + offs_n1[:, None, None, None] * m10_s0 + offs_n2[None, :, None, None] * m10_s1 + offs_c2[None, None, :, None] * m10_s2 + offs_n0[None, None, None, :] * m10_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
        t26 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :], t24, 0.0), 4) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :, None], t25, 0.0), 2), axis=3)
        t27 = (t26) * (0.25)
        acc28 = acc28 + t26
        acc29 = acc29 + t27
    tl.store(buf30_ptr + offs_n1[:, None, None, None] * buf30_s0 + offs_n2[None, :, None, None] * buf30_s1 + offs_n0[None, None, :, None] * buf30_s2 + offs_n0[None, None, None, :] * buf30_s3, acc28, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :])
    tl.store(buf31_ptr + offs_n1[:, None, None, None] * buf31_s0 + offs_n2[None, :, None, None] * buf31_s1 + offs_n0[None, None, :, None] * buf31_s2 + offs_n0[None, None, None, :] * buf31_s3, acc29, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :])


@triton.jit
def kernel_4(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, buf30_ptr, buf30_s0, buf30_s1, buf30_s2, buf30_s3, buf35_ptr, buf35_s0, buf35_s1, buf35_s2, buf35_s3, E_c3, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c3: tl.constexpr):
    # writes buf35: Combine over grid k.1@1[4]
    pid = tl.program_id(0)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t23 = tl.load(m1_ptr + offs_n0[None, None, :, None] * m1_s2 + offs_n0[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0)
    t32 = tl.load(buf30_ptr + offs_n1[:, None, None, None] * buf30_s0 + offs_c3[None, :, None, None] * buf30_s1 + offs_n0[None, None, :, None] * buf30_s2 + offs_n0[None, None, None, :] * buf30_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_c3 < E_c3)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t33 = tl.where(t23, -float("inf"), t32)
    t34 = tl.max(tl.where((offs_n0 < E_n0)[None, None, None, :], t33, -float('inf')), axis=3, keep_dims=True)
    tl.store(buf35_ptr + offs_n1[:, None, None, None] * buf35_s0 + offs_c3[None, :, None, None] * buf35_s1 + offs_n0[None, None, :, None] * buf35_s2, t34, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_c3 < E_c3)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None])


@triton.jit
def kernel_5(m8_ptr, m8_s0, m8_s1, m8_s2, m8_s3, m10_ptr, m10_s0, m10_s1, m10_s2, m10_s3, states44_ptr, states44_s0, states44_s1, states44_s2, states44_s3, states44_s4, states44_s5, E_c2, E_c3, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # stores states44: Collect over loop k.3[16]
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
    t41 = tl.load(m8_ptr + offs_n1[:, None, None, None] * m8_s0 + offs_c3[None, :, None, None] * m8_s1 + offs_n0[None, None, :, None] * m8_s2 + offs_c2[None, None, None, :] * m8_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_c3 < E_c3)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
    t42 = tl.load(m10_ptr + offs_n1[:, None, None, None] * m10_s0 + offs_c3[None, :, None, None] * m10_s1 + offs_c2[None, None, :, None] * m10_s2 + offs_n0[None, None, None, :] * m10_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_c3 < E_c3)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t43 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :], t41, 0.0), 4) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :, None], t42, 0.0), 2), axis=3)
    tl.store(states44_ptr + i_c3 * states44_s0 + i_c2 * states44_s1 + tl.arange(0, F_n1)[:, None, None, None] * states44_s2 + tl.arange(0, T_c3)[None, :, None, None] * states44_s3 + tl.arange(0, F_n0)[None, None, :, None] * states44_s4 + tl.arange(0, F_n0)[None, None, None, :] * states44_s5 + tl.zeros([F_n1, T_c3, F_n0, F_n0], tl.int32), t43)


@triton.jit
def kernel_6(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, states44_ptr, states44_s0, states44_s1, states44_s2, states44_s3, states44_s4, states44_s5, buf50_ptr, buf50_s0, buf50_s1, buf50_s2, buf50_s3, E_c2, E_c3, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # writes buf50: Combine over grid k.1@1[4]
    pid = tl.program_id(0)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t40 = tl.load(m1_ptr + offs_n0[None, None, :, None] * m1_s2 + offs_n0[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0)
    acc46 = tl.full([F_n1, T_c3, F_n0, F_n0], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t45 = tl.load(states44_ptr + i_c3 * states44_s0 + i_c2 * states44_s1 + tl.arange(0, F_n1)[:, None, None, None] * states44_s2 + tl.arange(0, T_c3)[None, :, None, None] * states44_s3 + tl.arange(0, F_n0)[None, None, :, None] * states44_s4 + tl.arange(0, F_n0)[None, None, None, :] * states44_s5 + tl.zeros([F_n1, T_c3, F_n0, F_n0], tl.int32))
        acc46 = acc46 + t45
    t47 = (acc46) * (0.25)
    t48 = tl.where(t40, -float("inf"), t47)
    t49 = tl.max(tl.where((offs_n0 < E_n0)[None, None, None, :], t48, -float('inf')), axis=3, keep_dims=True)
    tl.store(buf50_ptr + offs_n1[:, None, None, None] * buf50_s0 + offs_c3[None, :, None, None] * buf50_s1 + offs_n0[None, None, :, None] * buf50_s2, t49, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_c3 < E_c3)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None])


@triton.jit
def kernel_7(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m8_ptr, m8_s0, m8_s1, m8_s2, m8_s3, m10_ptr, m10_s0, m10_s1, m10_s2, m10_s3, buf63_ptr, buf63_s0, buf63_s1, buf63_s2, buf63_s3, E_c2, E_c3, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # writes buf63: Combine over grid k.1@1[4]
    pid = tl.program_id(0)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t54 = tl.load(m1_ptr + offs_n0[None, None, :, None] * m1_s2 + offs_n0[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0)
    acc58 = tl.full([F_n1, T_c3, F_n0, F_n0], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t55 = tl.load(m8_ptr + offs_n1[:, None, None, None] * m8_s0 + offs_c3[None, :, None, None] * m8_s1 + offs_n0[None, None, :, None] * m8_s2 + offs_c2[None, None, None, :] * m8_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_c3 < E_c3)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
        t56 = tl.load(m10_ptr + offs_n1[:, None, None, None] * m10_s0 + offs_c3[None, :, None, None] * m10_s1 + offs_c2[None, None, :, None] * m10_s2 + offs_n0[None, None, None, :] * m10_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_c3 < E_c3)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
        t57 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :], t55, 0.0), 4) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :, None], t56, 0.0), 2), axis=3)
        acc58 = acc58 + t57
    t59 = tl.where(t54, -float("inf"), acc58)
    t60 = (t59) * (0.25)
    t61 = tl.exp(t60)
    t62 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, None, :], t61, 0.0), axis=3, keep_dims=True)
    tl.store(buf63_ptr + offs_n1[:, None, None, None] * buf63_s0 + offs_c3[None, :, None, None] * buf63_s1 + offs_n0[None, None, :, None] * buf63_s2, t62, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_c3 < E_c3)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None])


@triton.jit
def kernel_8(buf50_ptr, buf50_s0, buf50_s1, buf50_s2, buf50_s3, buf63_ptr, buf63_s0, buf63_s1, buf63_s2, buf63_s3, buf66_ptr, buf66_s0, buf66_s1, buf66_s2, buf66_s3, E_c3, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c3: tl.constexpr):
    # writes buf66: Combine over grid k.1@1[4]
    pid = tl.program_id(0)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    t51 = tl.load(buf50_ptr + offs_n1[:, None, None, None] * buf50_s0 + offs_c3[None, :, None, None] * buf50_s1 + offs_n0[None, None, :, None] * buf50_s2, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_c3 < E_c3)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None], other=0).to(tl.float32)
    t52 = tl.exp(t51)
    t53 = 1.0 / (t52)
    t64 = tl.load(buf63_ptr + offs_n1[:, None, None, None] * buf63_s0 + offs_c3[None, :, None, None] * buf63_s1 + offs_n0[None, None, :, None] * buf63_s2, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_c3 < E_c3)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None], other=0).to(tl.float32)
    t65 = (t53) * (t64)
    tl.store(buf66_ptr + offs_n1[:, None, None, None] * buf66_s0 + offs_c3[None, :, None, None] * buf66_s1 + offs_n0[None, None, :, None] * buf66_s2, t65, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_c3 < E_c3)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None])


@triton.jit
def kernel_9(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, buf20_ptr, buf20_s0, buf20_s1, buf20_s2, buf20_s3, buf35_ptr, buf35_s0, buf35_s1, buf35_s2, buf35_s3, buf66_ptr, buf66_s0, buf66_s1, buf66_s2, buf66_s3, m69_ptr, m69_s0, m69_s1, m69_s2, m69_s3, buf76_ptr, buf76_s0, buf76_s1, buf76_s2, buf76_s3, buf77_ptr, buf77_s0, buf77_s1, buf77_s2, buf77_s3, E_c0, E_n0, E_n1, E_n2, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c0: tl.constexpr):
    # writes buf76, buf77: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n3 = tl.arange(0, F_n3)
    t36 = tl.load(buf35_ptr + offs_n1[:, None, None, None] * buf35_s0 + offs_n2[None, :, None, None] * buf35_s1 + offs_n0[None, None, :, None] * buf35_s2, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None], other=0).to(tl.float32)
    t37 = (t36) * (0.25)
    t67 = tl.load(buf66_ptr + offs_n1[:, None, None, None] * buf66_s0 + offs_n2[None, :, None, None] * buf66_s1 + offs_n0[None, None, :, None] * buf66_s2, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None], other=0).to(tl.float32)
    acc74 = tl.full([F_n1, F_n2, F_n0, F_n3], 0.0, tl.float32)
    acc75 = tl.full([F_n1, F_n2, F_n0, F_n3], 0.0, tl.float32)
    for i_c0 in range(0, tl.cdiv(E_c0, T_c0)):
        offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)

        t7 = tl.load(m1_ptr + offs_n0[None, None, :, None] * m1_s2 + offs_c0[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[None, None, :, None] & (offs_c0 < E_c0)[None, None, None, :], other=0)
        t21 = tl.load(buf20_ptr + offs_n1[:, None, None, None] * buf20_s0 + offs_n2[None, :, None, None] * buf20_s1 + offs_n0[None, None, :, None] * buf20_s2 + offs_c0[None, None, None, :] * buf20_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_c0 < E_c0)[None, None, None, :], other=0).to(tl.float32)
        t22 = tl.where(t7, -float("inf"), t21)
        t38 = t22 - (t37)
        t39 = tl.exp(t38)
        t68 = (t39) / (t67)
        t70 = tl.load(m69_ptr + offs_n1[:, None, None, None] * m69_s0 + offs_n2[None, :, None, None] * m69_s1 + offs_c0[None, None, :, None] * m69_s2 + offs_n3[None, None, None, :] * m69_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
        t71 = tl.sum(tl.expand_dims(tl.where((offs_c0 < E_c0)[None, None, None, :], t68, 0.0), 4) * tl.expand_dims(tl.where((offs_c0 < E_c0)[None, None, :, None], t70, 0.0), 2), axis=3)
        t72 = tl.exp(t22)
        t73 = tl.sum(tl.expand_dims(tl.where((offs_c0 < E_c0)[None, None, None, :], t72, 0.0), 4) * tl.expand_dims(tl.where((offs_c0 < E_c0)[None, None, :, None], t70, 0.0), 2), axis=3)
        acc74 = acc74 + t71
        acc75 = acc75 + t73
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
    buf30 = torch.full([2, 4, 32, 32], float("nan"), dtype=torch.float32, device=device)
    buf31 = torch.full([2, 4, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(1,)](m8_ptr=m8, m8_s0=m8.stride(0), m8_s1=m8.stride(1), m8_s2=m8.stride(2), m8_s3=m8.stride(3), m10_ptr=m10, m10_s0=m10.stride(0), m10_s1=m10.stride(1), m10_s2=m10.stride(2), m10_s3=m10.stride(3), buf30_ptr=buf30, buf30_s0=buf30.stride(0), buf30_s1=buf30.stride(1), buf30_s2=buf30.stride(2), buf30_s3=buf30.stride(3), buf31_ptr=buf31, buf31_s0=buf31.stride(0), buf31_s1=buf31.stride(1), buf31_s2=buf31.stride(2), buf31_s3=buf31.stride(3), E_c2=16, E_n0=32, E_n1=2, E_n2=4, F_n0=_pow2(32), F_n1=_pow2(2), F_n2=_pow2(4), T_c2=T['c2'])
    buf35 = torch.full([2, 4, 32, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(_cdiv(4, T['c3']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), buf30_ptr=buf30, buf30_s0=buf30.stride(0), buf30_s1=buf30.stride(1), buf30_s2=buf30.stride(2), buf30_s3=buf30.stride(3), buf35_ptr=buf35, buf35_s0=buf35.stride(0), buf35_s1=buf35.stride(1), buf35_s2=buf35.stride(2), buf35_s3=buf35.stride(3), E_c3=4, E_n0=32, E_n1=2, F_n0=_pow2(32), F_n1=_pow2(2), T_c3=T['c3'])
    states44 = torch.full([_cdiv(4, T['c3']), _cdiv(16, T['c2']), _pow2(2), T['c3'], _pow2(32), _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    kernel_5[(_cdiv(4, T['c3']) * _cdiv(16, T['c2']),)](m8_ptr=m8, m8_s0=m8.stride(0), m8_s1=m8.stride(1), m8_s2=m8.stride(2), m8_s3=m8.stride(3), m10_ptr=m10, m10_s0=m10.stride(0), m10_s1=m10.stride(1), m10_s2=m10.stride(2), m10_s3=m10.stride(3), states44_ptr=states44, states44_s0=states44.stride(0), states44_s1=states44.stride(1), states44_s2=states44.stride(2), states44_s3=states44.stride(3), states44_s4=states44.stride(4), states44_s5=states44.stride(5), E_c2=16, E_c3=4, E_n0=32, E_n1=2, F_n0=_pow2(32), F_n1=_pow2(2), T_c2=T['c2'], T_c3=T['c3'])
    buf50 = torch.full([2, 4, 32, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_6[(_cdiv(4, T['c3']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), states44_ptr=states44, states44_s0=states44.stride(0), states44_s1=states44.stride(1), states44_s2=states44.stride(2), states44_s3=states44.stride(3), states44_s4=states44.stride(4), states44_s5=states44.stride(5), buf50_ptr=buf50, buf50_s0=buf50.stride(0), buf50_s1=buf50.stride(1), buf50_s2=buf50.stride(2), buf50_s3=buf50.stride(3), E_c2=16, E_c3=4, E_n0=32, E_n1=2, F_n0=_pow2(32), F_n1=_pow2(2), T_c2=T['c2'], T_c3=T['c3'])
    buf63 = torch.full([2, 4, 32, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_7[(_cdiv(4, T['c3']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m8_ptr=m8, m8_s0=m8.stride(0), m8_s1=m8.stride(1), m8_s2=m8.stride(2), m8_s3=m8.stride(3), m10_ptr=m10, m10_s0=m10.stride(0), m10_s1=m10.stride(1), m10_s2=m10.stride(2), m10_s3=m10.stride(3), buf63_ptr=buf63, buf63_s0=buf63.stride(0), buf63_s1=buf63.stride(1), buf63_s2=buf63.stride(2), buf63_s3=buf63.stride(3), E_c2=16, E_c3=4, E_n0=32, E_n1=2, F_n0=_pow2(32), F_n1=_pow2(2), T_c2=T['c2'], T_c3=T['c3'])
    buf66 = torch.full([2, 4, 32, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_8[(_cdiv(4, T['c3']),)](buf50_ptr=buf50, buf50_s0=buf50.stride(0), buf50_s1=buf50.stride(1), buf50_s2=buf50.stride(2), buf50_s3=buf50.stride(3), buf63_ptr=buf63, buf63_s0=buf63.stride(0), buf63_s1=buf63.stride(1), buf63_s2=buf63.stride(2), buf63_s3=buf63.stride(3), buf66_ptr=buf66, buf66_s0=buf66.stride(0), buf66_s1=buf66.stride(1), buf66_s2=buf66.stride(2), buf66_s3=buf66.stride(3), E_c3=4, E_n0=32, E_n1=2, F_n0=_pow2(32), F_n1=_pow2(2), T_c3=T['c3'])
    m69 = inputs['v']
    buf76 = torch.full([2, 4, 32, 16], float("nan"), dtype=torch.float32, device=device)
    buf77 = torch.full([2, 4, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_9[(1,)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), buf20_ptr=buf20, buf20_s0=buf20.stride(0), buf20_s1=buf20.stride(1), buf20_s2=buf20.stride(2), buf20_s3=buf20.stride(3), buf35_ptr=buf35, buf35_s0=buf35.stride(0), buf35_s1=buf35.stride(1), buf35_s2=buf35.stride(2), buf35_s3=buf35.stride(3), buf66_ptr=buf66, buf66_s0=buf66.stride(0), buf66_s1=buf66.stride(1), buf66_s2=buf66.stride(2), buf66_s3=buf66.stride(3), m69_ptr=m69, m69_s0=m69.stride(0), m69_s1=m69.stride(1), m69_s2=m69.stride(2), m69_s3=m69.stride(3), buf76_ptr=buf76, buf76_s0=buf76.stride(0), buf76_s1=buf76.stride(1), buf76_s2=buf76.stride(2), buf76_s3=buf76.stride(3), buf77_ptr=buf77, buf77_s0=buf77.stride(0), buf77_s1=buf77.stride(1), buf77_s2=buf77.stride(2), buf77_s3=buf77.stride(3), E_c0=32, E_n0=32, E_n1=2, E_n2=4, E_n3=16, F_n0=_pow2(32), F_n1=_pow2(2), F_n2=_pow2(4), F_n3=_pow2(16), T_c0=T['c0'])
    return buf76


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
