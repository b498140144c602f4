"""attention_prefill [small], candidate 53: 10 kernel(s)

Rendered by EqiForge from candidate 53 of attention_prefill [small]: store(k.3[16]) ; store(k.3[16]) ; grid(k.1@1) loop(k.3[16]: sum, stored) ; grid(k.0@0) loop(k.3[16]: sum, stored) [1 mm] ; store(k.3[16]) ; store(k.3[16]) ; grid(q.2@2) loop(k.3[16]: sum, stored) ; grid(q.2@2) ; grid() loop(k.2[32]: sum) {loop(k.3[16]: sum, stored)} ; grid(q.2@2, v.3@3)
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid q.2@2[32]
    c1: grid v.3@3[16]
    c2: grid k.0@0[2]
    c3: loop k.3[16]
    c4: grid k.1@1[4]
    c5: loop k.2[32]

Run it on its own: `python kernels/f53.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/attention_prefill.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 16, "c1": 8, "c2": 1, "c3": 8, "c4": 2, "c5": 16}


@triton.jit
def kernel_0(m8_ptr, m8_s0, m8_s1, m8_s2, m8_s3, m10_ptr, m10_s0, m10_s1, m10_s2, m10_s3, states14_ptr, states14_s0, states14_s1, states14_s2, states14_s3, states14_s4, states14_s5, E_c2, E_c3, E_n1, E_n2, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # stores states14: Collect over loop k.3[16]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t9 = tl.load(m8_ptr + offs_c2[:, None, None, None] * m8_s0 + offs_n1[None, :, None, None] * m8_s1 + offs_n2[None, None, :, None] * m8_s2 + offs_c3[None, None, None, :] * m8_s3, mask=(offs_c2 < E_c2)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
    t12 = tl.load(m10_ptr + offs_c2[:, None, None, None] * m10_s0 + offs_n1[None, :, None, None] * m10_s1 + offs_c3[None, None, :, None] * m10_s2 + offs_n2[None, None, None, :] * m10_s3, mask=(offs_c2 < E_c2)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c3 < E_c3)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t13 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, :], t9, 0.0), 4) * tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, :, None], t12, 0.0), 2), axis=3)
    tl.store(states14_ptr + i_c2 * states14_s0 + i_c3 * states14_s1 + tl.arange(0, T_c2)[:, None, None, None] * states14_s2 + tl.arange(0, F_n1)[None, :, None, None] * states14_s3 + tl.arange(0, F_n2)[None, None, :, None] * states14_s4 + tl.arange(0, F_n2)[None, None, None, :] * states14_s5 + tl.zeros([T_c2, F_n1, F_n2, F_n2], tl.int32), t13)


@triton.jit
def kernel_1(m8_ptr, m8_s0, m8_s1, m8_s2, m8_s3, m10_ptr, m10_s0, m10_s1, m10_s2, m10_s3, states27_ptr, states27_s0, states27_s1, states27_s2, states27_s3, states27_s4, states27_s5, E_c3, E_c4, E_n0, E_n2, F_n0: tl.constexpr, F_n2: tl.constexpr, T_c3: tl.constexpr, T_c4: tl.constexpr):
    # stores states27: Collect over loop k.3[16]
    pid = tl.program_id(0)
    i_c4 = pid % tl.cdiv(E_c4, T_c4)
    pid = pid // tl.cdiv(E_c4, T_c4)
    offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n2 = tl.arange(0, F_n2)
    t24 = tl.load(m8_ptr + offs_n0[:, None, None, None] * m8_s0 + offs_c4[None, :, None, None] * m8_s1 + offs_n2[None, None, :, None] * m8_s2 + offs_c3[None, None, None, :] * m8_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c4 < E_c4)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
    t25 = tl.load(m10_ptr + offs_n0[:, None, None, None] * m10_s0 + offs_c4[None, :, None, None] * m10_s1 + offs_c3[None, None, :, None] * m10_s2 + offs_n2[None, None, None, :] * m10_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c4 < E_c4)[None, :, None, None] & (offs_c3 < E_c3)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t26 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, :], t24, 0.0), 4) * tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, :, None], t25, 0.0), 2), axis=3)
    tl.store(states27_ptr + i_c4 * states27_s0 + i_c3 * states27_s1 + tl.arange(0, F_n0)[:, None, None, None] * states27_s2 + tl.arange(0, T_c4)[None, :, None, None] * states27_s3 + tl.arange(0, F_n2)[None, None, :, None] * states27_s4 + tl.arange(0, F_n2)[None, None, None, :] * states27_s5 + tl.zeros([F_n0, T_c4, F_n2, F_n2], tl.int32), t26)


@triton.jit
def kernel_2(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, states27_ptr, states27_s0, states27_s1, states27_s2, states27_s3, states27_s4, states27_s5, buf33_ptr, buf33_s0, buf33_s1, buf33_s2, buf33_s3, E_c3, E_c4, E_n0, E_n2, F_n0: tl.constexpr, F_n2: tl.constexpr, T_c3: tl.constexpr, T_c4: tl.constexpr):
    # writes buf33: Combine over grid k.1@1[4]
    pid = tl.program_id(0)
    i_c4 = pid % tl.cdiv(E_c4, T_c4)
    pid = pid // tl.cdiv(E_c4, T_c4)
    offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)
    offs_one = tl.arange(0, 1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n0 = tl.arange(0, F_n0)
    t23 = tl.load(m1_ptr + offs_n2[None, None, :, None] * m1_s2 + offs_n2[None, None, None, :] * m1_s3, mask=(offs_n2 < E_n2)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0)
    acc29 = tl.full([F_n0, T_c4, F_n2, F_n2], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t28 = tl.load(states27_ptr + i_c4 * states27_s0 + i_c3 * states27_s1 + tl.arange(0, F_n0)[:, None, None, None] * states27_s2 + tl.arange(0, T_c4)[None, :, None, None] * states27_s3 + tl.arange(0, F_n2)[None, None, :, None] * states27_s4 + tl.arange(0, F_n2)[None, None, None, :] * states27_s5 + tl.zeros([F_n0, T_c4, F_n2, F_n2], tl.int32))
        acc29 = acc29 + t28
    t30 = (acc29) * (0.25)
    t31 = tl.where(t23, -float("inf"), t30)
    t32 = tl.max(tl.where((offs_n2 < E_n2)[None, None, None, :], t31, -float('inf')), axis=3, keep_dims=True)
    tl.store(buf33_ptr + offs_n0[:, None, None, None] * buf33_s0 + offs_c4[None, :, None, None] * buf33_s1 + offs_n2[None, None, :, None] * buf33_s2, t32, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c4 < E_c4)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None])


@triton.jit
def kernel_3(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, states14_ptr, states14_s0, states14_s1, states14_s2, states14_s3, states14_s4, states14_s5, m20_ptr, m20_s0, m20_s1, m20_s2, m20_s3, buf33_ptr, buf33_s0, buf33_s1, buf33_s2, buf33_s3, buf37_ptr, buf37_s0, buf37_s1, buf37_s2, buf37_s3, E_c2, E_c3, E_n1, E_n2, E_n3, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # writes buf37: Combine over grid k.0@0[2]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n1 = tl.arange(0, F_n1)
    offs_n3 = tl.arange(0, F_n3)
    t7 = tl.load(m1_ptr + offs_n2[None, None, :, None] * m1_s2 + offs_n2[None, None, None, :] * m1_s3, mask=(offs_n2 < E_n2)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0)
    acc16 = tl.full([T_c2, F_n1, F_n2, F_n2], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t15 = tl.load(states14_ptr + i_c2 * states14_s0 + i_c3 * states14_s1 + tl.arange(0, T_c2)[:, None, None, None] * states14_s2 + tl.arange(0, F_n1)[None, :, None, None] * states14_s3 + tl.arange(0, F_n2)[None, None, :, None] * states14_s4 + tl.arange(0, F_n2)[None, None, None, :] * states14_s5 + tl.zeros([T_c2, F_n1, F_n2, F_n2], tl.int32))
        acc16 = acc16 + t15
    t17 = (acc16) * (0.25)
    t18 = tl.where(t7, -float("inf"), t17)
    t19 = tl.exp(t18)
    t21 = tl.load(m20_ptr + offs_c2[:, None, None, None] * m20_s0 + offs_n1[None, :, None, None] * m20_s1 + offs_n2[None, None, :, None] * m20_s2 + offs_n3[None, None, None, :] * m20_s3, mask=(offs_c2 < E_c2)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t22 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t19, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t21, 0.0), 2), axis=3)
    t34 = tl.load(buf33_ptr + offs_c2[:, None, None, None] * buf33_s0 + offs_n1[None, :, None, None] * buf33_s1 + offs_n2[None, None, :, None] * buf33_s2, mask=(offs_c2 < E_c2)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None], other=0).to(tl.float32)
    t35 = tl.exp(t34)
    t36 = (t22) / (t35)
    tl.store(buf37_ptr + offs_c2[:, None, None, None] * buf37_s0 + offs_n1[None, :, None, None] * buf37_s1 + offs_n2[None, None, :, None] * buf37_s2 + offs_n3[None, None, None, :] * buf37_s3, t36, mask=(offs_c2 < E_c2)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :])


@triton.jit
def kernel_4(m8_ptr, m8_s0, m8_s1, m8_s2, m8_s3, m10_ptr, m10_s0, m10_s1, m10_s2, m10_s3, states43_ptr, states43_s0, states43_s1, states43_s2, states43_s3, states43_s4, states43_s5, E_c3, E_c5, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c3: tl.constexpr, T_c5: tl.constexpr):
    # stores states43: Collect over loop k.3[16]
    pid = tl.program_id(0)
    i_c5 = pid % tl.cdiv(E_c5, T_c5)
    pid = pid // tl.cdiv(E_c5, T_c5)
    offs_c5 = i_c5 * T_c5 + tl.arange(0, T_c5)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t40 = tl.load(m8_ptr + offs_n0[:, None, None, None] * m8_s0 + offs_n1[None, :, None, None] * m8_s1 + offs_n2[None, None, :, None] * m8_s2 + offs_c3[None, None, None, :] * m8_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
    t41 = tl.load(m10_ptr + offs_n0[:, None, None, None] * m10_s0 + offs_n1[None, :, None, None] * m10_s1 + offs_c3[None, None, :, None] * m10_s2 + offs_c5[None, None, None, :] * m10_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c3 < E_c3)[None, None, :, None] & (offs_c5 < E_c5)[None, None, None, :], other=0).to(tl.float32)
    t42 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, :], t40, 0.0), 4) * tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, :, None], t41, 0.0), 2), axis=3)
    tl.store(states43_ptr + i_c5 * states43_s0 + i_c3 * states43_s1 + tl.arange(0, F_n0)[:, None, None, None] * states43_s2 + tl.arange(0, F_n1)[None, :, None, None] * states43_s3 + tl.arange(0, F_n2)[None, None, :, None] * states43_s4 + tl.arange(0, T_c5)[None, None, None, :] * states43_s5 + tl.zeros([F_n0, F_n1, F_n2, T_c5], tl.int32), t42)


@triton.jit
def kernel_5(m8_ptr, m8_s0, m8_s1, m8_s2, m8_s3, m10_ptr, m10_s0, m10_s1, m10_s2, m10_s3, states53_ptr, states53_s0, states53_s1, states53_s2, states53_s3, states53_s4, states53_s5, E_c0, E_c3, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c3: tl.constexpr):
    # stores states53: Collect over loop k.3[16]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t50 = tl.load(m8_ptr + offs_n0[:, None, None, None] * m8_s0 + offs_n1[None, :, None, None] * m8_s1 + offs_c0[None, None, :, None] * m8_s2 + offs_c3[None, None, None, :] * m8_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
    t51 = tl.load(m10_ptr + offs_n0[:, None, None, None] * m10_s0 + offs_n1[None, :, None, None] * m10_s1 + offs_c3[None, None, :, None] * m10_s2 + offs_n2[None, None, None, :] * m10_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c3 < E_c3)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t52 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, :], t50, 0.0), 4) * tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, :, None], t51, 0.0), 2), axis=3)
    tl.store(states53_ptr + i_c0 * states53_s0 + i_c3 * states53_s1 + tl.arange(0, F_n0)[:, None, None, None] * states53_s2 + tl.arange(0, F_n1)[None, :, None, None] * states53_s3 + tl.arange(0, T_c0)[None, None, :, None] * states53_s4 + tl.arange(0, F_n2)[None, None, None, :] * states53_s5 + tl.zeros([F_n0, F_n1, T_c0, F_n2], tl.int32), t52)


@triton.jit
def kernel_6(states53_ptr, states53_s0, states53_s1, states53_s2, states53_s3, states53_s4, states53_s5, buf56_ptr, buf56_s0, buf56_s1, buf56_s2, buf56_s3, E_c0, E_c3, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c3: tl.constexpr):
    # writes buf56: Combine over grid q.2@2[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    acc55 = tl.full([F_n0, F_n1, T_c0, F_n2], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t54 = tl.load(states53_ptr + i_c0 * states53_s0 + i_c3 * states53_s1 + tl.arange(0, F_n0)[:, None, None, None] * states53_s2 + tl.arange(0, F_n1)[None, :, None, None] * states53_s3 + tl.arange(0, T_c0)[None, None, :, None] * states53_s4 + tl.arange(0, F_n2)[None, None, None, :] * states53_s5 + tl.zeros([F_n0, F_n1, T_c0, F_n2], tl.int32))
        acc55 = acc55 + t54
    tl.store(buf56_ptr + offs_n0[:, None, None, None] * buf56_s0 + offs_n1[None, :, None, None] * buf56_s1 + offs_c0[None, None, :, None] * buf56_s2 + offs_n2[None, None, None, :] * buf56_s3, acc55, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :])


@triton.jit
def kernel_7(buf56_ptr, buf56_s0, buf56_s1, buf56_s2, buf56_s3, buf59_ptr, buf59_s0, buf59_s1, buf59_s2, buf59_s3, E_c0, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr):
    # writes buf59: Combine over grid q.2@2[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t57 = tl.load(buf56_ptr + offs_n0[:, None, None, None] * buf56_s0 + offs_n1[None, :, None, None] * buf56_s1 + offs_c0[None, None, :, None] * buf56_s2 + offs_n2[None, None, None, :] * buf56_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t58 = (t57) * (0.25)
    tl.store(buf59_ptr + offs_n0[:, None, None, None] * buf59_s0 + offs_n1[None, :, None, None] * buf59_s1 + offs_c0[None, None, :, None] * buf59_s2 + offs_n2[None, None, None, :] * buf59_s3, t58, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :])


@triton.jit
def kernel_8(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, states43_ptr, states43_s0, states43_s1, states43_s2, states43_s3, states43_s4, states43_s5, buf59_ptr, buf59_s0, buf59_s1, buf59_s2, buf59_s3, buf33_ptr, buf33_s0, buf33_s1, buf33_s2, buf33_s3, buf70_ptr, buf70_s0, buf70_s1, buf70_s2, buf70_s3, E_c3, E_c5, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c3: tl.constexpr, T_c5: tl.constexpr):
    # writes buf70: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t64 = tl.load(buf33_ptr + offs_n0[:, None, None, None] * buf33_s0 + offs_n1[None, :, None, None] * buf33_s1 + offs_n2[None, None, :, None] * buf33_s2, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None], other=0).to(tl.float32)
    acc69 = tl.full([F_n0, F_n1, F_n2, 1], 0.0, tl.float32)
    for i_c5 in range(0, tl.cdiv(E_c5, T_c5)):
        offs_c5 = i_c5 * T_c5 + tl.arange(0, T_c5)

        t39 = tl.load(m1_ptr + offs_n2[None, None, :, None] * m1_s2 + offs_c5[None, None, None, :] * m1_s3, mask=(offs_n2 < E_n2)[None, None, :, None] & (offs_c5 < E_c5)[None, None, None, :], other=0)
        acc45 = tl.full([F_n0, F_n1, F_n2, T_c5], 0.0, tl.float32)
        for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
            offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

            t44 = tl.load(states43_ptr + i_c5 * states43_s0 + i_c3 * states43_s1 + tl.arange(0, F_n0)[:, None, None, None] * states43_s2 + tl.arange(0, F_n1)[None, :, None, None] * states43_s3 + tl.arange(0, F_n2)[None, None, :, None] * states43_s4 + tl.arange(0, T_c5)[None, None, None, :] * states43_s5 + tl.zeros([F_n0, F_n1, F_n2, T_c5], tl.int32))
            acc45 = acc45 + t44
        t46 = tl.where(t39, -float("inf"), acc45)
        t47 = tl.max(tl.where((offs_c5 < E_c5)[None, None, None, :], t46, -float('inf')), axis=3, keep_dims=True)
        t48 = (t47) * (0.25)
        t49 = -float("inf") - (t48)
        t60 = tl.load(buf59_ptr + offs_n0[:, None, None, None] * buf59_s0 + offs_n1[None, :, None, None] * buf59_s1 + offs_n2[None, None, :, None] * buf59_s2 + offs_c5[None, None, None, :] * buf59_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_c5 < E_c5)[None, None, None, :], other=0).to(tl.float32)
        t61 = t60 - (t48)
        t62 = tl.where(t39, t49, t61)
        t63 = tl.exp(t62)
        t65 = t48 - (t64)
        t66 = tl.exp(t65)
        t67 = (t63) * (t66)
        t68 = tl.sum(tl.where((offs_c5 < E_c5)[None, None, None, :], t67, 0.0), axis=3, keep_dims=True)
        acc69 = acc69 + t68
    tl.store(buf70_ptr + offs_n0[:, None, None, None] * buf70_s0 + offs_n1[None, :, None, None] * buf70_s1 + offs_n2[None, None, :, None] * buf70_s2, acc69, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None])


@triton.jit
def kernel_9(buf37_ptr, buf37_s0, buf37_s1, buf37_s2, buf37_s3, buf70_ptr, buf70_s0, buf70_s1, buf70_s2, buf70_s3, buf73_ptr, buf73_s0, buf73_s1, buf73_s2, buf73_s3, E_c0, E_c1, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf73: Combine over grid q.2@2[32], grid v.3@3[16]
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
    t38 = tl.load(buf37_ptr + offs_n0[:, None, None, None] * buf37_s0 + offs_n1[None, :, None, None] * buf37_s1 + offs_c0[None, None, :, None] * buf37_s2 + offs_c1[None, None, None, :] * buf37_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
    t71 = tl.load(buf70_ptr + offs_n0[:, None, None, None] * buf70_s0 + offs_n1[None, :, None, None] * buf70_s1 + offs_c0[None, None, :, None] * buf70_s2, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None], other=0).to(tl.float32)
    t72 = (t38) / (t71)
    tl.store(buf73_ptr + offs_n0[:, None, None, None] * buf73_s0 + offs_n1[None, :, None, None] * buf73_s1 + offs_c0[None, None, :, None] * buf73_s2 + offs_c1[None, None, None, :] * buf73_s3, t72, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :])


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
    states14 = torch.full([_cdiv(2, T['c2']), _cdiv(16, T['c3']), T['c2'], _pow2(4), _pow2(32), _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(2, T['c2']) * _cdiv(16, T['c3']),)](m8_ptr=m8, m8_s0=m8.stride(0), m8_s1=m8.stride(1), m8_s2=m8.stride(2), m8_s3=m8.stride(3), m10_ptr=m10, m10_s0=m10.stride(0), m10_s1=m10.stride(1), m10_s2=m10.stride(2), m10_s3=m10.stride(3), states14_ptr=states14, states14_s0=states14.stride(0), states14_s1=states14.stride(1), states14_s2=states14.stride(2), states14_s3=states14.stride(3), states14_s4=states14.stride(4), states14_s5=states14.stride(5), E_c2=2, E_c3=16, E_n1=4, E_n2=32, F_n1=_pow2(4), F_n2=_pow2(32), T_c2=T['c2'], T_c3=T['c3'])
    m20 = inputs['v']
    states27 = torch.full([_cdiv(4, T['c4']), _cdiv(16, T['c3']), _pow2(2), T['c4'], _pow2(32), _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(4, T['c4']) * _cdiv(16, T['c3']),)](m8_ptr=m8, m8_s0=m8.stride(0), m8_s1=m8.stride(1), m8_s2=m8.stride(2), m8_s3=m8.stride(3), m10_ptr=m10, m10_s0=m10.stride(0), m10_s1=m10.stride(1), m10_s2=m10.stride(2), m10_s3=m10.stride(3), states27_ptr=states27, states27_s0=states27.stride(0), states27_s1=states27.stride(1), states27_s2=states27.stride(2), states27_s3=states27.stride(3), states27_s4=states27.stride(4), states27_s5=states27.stride(5), E_c3=16, E_c4=4, E_n0=2, E_n2=32, F_n0=_pow2(2), F_n2=_pow2(32), T_c3=T['c3'], T_c4=T['c4'])
    buf33 = torch.full([2, 4, 32, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(4, T['c4']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), states27_ptr=states27, states27_s0=states27.stride(0), states27_s1=states27.stride(1), states27_s2=states27.stride(2), states27_s3=states27.stride(3), states27_s4=states27.stride(4), states27_s5=states27.stride(5), buf33_ptr=buf33, buf33_s0=buf33.stride(0), buf33_s1=buf33.stride(1), buf33_s2=buf33.stride(2), buf33_s3=buf33.stride(3), E_c3=16, E_c4=4, E_n0=2, E_n2=32, F_n0=_pow2(2), F_n2=_pow2(32), T_c3=T['c3'], T_c4=T['c4'])
    buf37 = torch.full([2, 4, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(2, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), states14_ptr=states14, states14_s0=states14.stride(0), states14_s1=states14.stride(1), states14_s2=states14.stride(2), states14_s3=states14.stride(3), states14_s4=states14.stride(4), states14_s5=states14.stride(5), m20_ptr=m20, m20_s0=m20.stride(0), m20_s1=m20.stride(1), m20_s2=m20.stride(2), m20_s3=m20.stride(3), buf33_ptr=buf33, buf33_s0=buf33.stride(0), buf33_s1=buf33.stride(1), buf33_s2=buf33.stride(2), buf33_s3=buf33.stride(3), buf37_ptr=buf37, buf37_s0=buf37.stride(0), buf37_s1=buf37.stride(1), buf37_s2=buf37.stride(2), buf37_s3=buf37.stride(3), E_c2=2, E_c3=16, E_n1=4, E_n2=32, E_n3=16, F_n1=_pow2(4), F_n2=_pow2(32), F_n3=_pow2(16), T_c2=T['c2'], T_c3=T['c3'])
    states43 = torch.full([_cdiv(32, T['c5']), _cdiv(16, T['c3']), _pow2(2), _pow2(4), _pow2(32), T['c5']], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(_cdiv(32, T['c5']) * _cdiv(16, T['c3']),)](m8_ptr=m8, m8_s0=m8.stride(0), m8_s1=m8.stride(1), m8_s2=m8.stride(2), m8_s3=m8.stride(3), m10_ptr=m10, m10_s0=m10.stride(0), m10_s1=m10.stride(1), m10_s2=m10.stride(2), m10_s3=m10.stride(3), states43_ptr=states43, states43_s0=states43.stride(0), states43_s1=states43.stride(1), states43_s2=states43.stride(2), states43_s3=states43.stride(3), states43_s4=states43.stride(4), states43_s5=states43.stride(5), E_c3=16, E_c5=32, E_n0=2, E_n1=4, E_n2=32, F_n0=_pow2(2), F_n1=_pow2(4), F_n2=_pow2(32), T_c3=T['c3'], T_c5=T['c5'])
    states53 = torch.full([_cdiv(32, T['c0']), _cdiv(16, T['c3']), _pow2(2), _pow2(4), T['c0'], _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    kernel_5[(_cdiv(32, T['c0']) * _cdiv(16, T['c3']),)](m8_ptr=m8, m8_s0=m8.stride(0), m8_s1=m8.stride(1), m8_s2=m8.stride(2), m8_s3=m8.stride(3), m10_ptr=m10, m10_s0=m10.stride(0), m10_s1=m10.stride(1), m10_s2=m10.stride(2), m10_s3=m10.stride(3), states53_ptr=states53, states53_s0=states53.stride(0), states53_s1=states53.stride(1), states53_s2=states53.stride(2), states53_s3=states53.stride(3), states53_s4=states53.stride(4), states53_s5=states53.stride(5), E_c0=32, E_c3=16, E_n0=2, E_n1=4, E_n2=32, F_n0=_pow2(2), F_n1=_pow2(4), F_n2=_pow2(32), T_c0=T['c0'], T_c3=T['c3'])
    buf56 = torch.full([2, 4, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_6[(_cdiv(32, T['c0']),)](states53_ptr=states53, states53_s0=states53.stride(0), states53_s1=states53.stride(1), states53_s2=states53.stride(2), states53_s3=states53.stride(3), states53_s4=states53.stride(4), states53_s5=states53.stride(5), buf56_ptr=buf56, buf56_s0=buf56.stride(0), buf56_s1=buf56.stride(1), buf56_s2=buf56.stride(2), buf56_s3=buf56.stride(3), E_c0=32, E_c3=16, E_n0=2, E_n1=4, E_n2=32, F_n0=_pow2(2), F_n1=_pow2(4), F_n2=_pow2(32), T_c0=T['c0'], T_c3=T['c3'])
    buf59 = torch.full([2, 4, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_7[(_cdiv(32, T['c0']),)](buf56_ptr=buf56, buf56_s0=buf56.stride(0), buf56_s1=buf56.stride(1), buf56_s2=buf56.stride(2), buf56_s3=buf56.stride(3), buf59_ptr=buf59, buf59_s0=buf59.stride(0), buf59_s1=buf59.stride(1), buf59_s2=buf59.stride(2), buf59_s3=buf59.stride(3), E_c0=32, E_n0=2, E_n1=4, E_n2=32, F_n0=_pow2(2), F_n1=_pow2(4), F_n2=_pow2(32), T_c0=T['c0'])
    buf70 = torch.full([2, 4, 32, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_8[(1,)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), states43_ptr=states43, states43_s0=states43.stride(0), states43_s1=states43.stride(1), states43_s2=states43.stride(2), states43_s3=states43.stride(3), states43_s4=states43.stride(4), states43_s5=states43.stride(5), buf59_ptr=buf59, buf59_s0=buf59.stride(0), buf59_s1=buf59.stride(1), buf59_s2=buf59.stride(2), buf59_s3=buf59.stride(3), buf33_ptr=buf33, buf33_s0=buf33.stride(0), buf33_s1=buf33.stride(1), buf33_s2=buf33.stride(2), buf33_s3=buf33.stride(3), buf70_ptr=buf70, buf70_s0=buf70.stride(0), buf70_s1=buf70.stride(1), buf70_s2=buf70.stride(2), buf70_s3=buf70.stride(3), E_c3=16, E_c5=32, E_n0=2, E_n1=4, E_n2=32, F_n0=_pow2(2), F_n1=_pow2(4), F_n2=_pow2(32), T_c3=T['c3'], T_c5=T['c5'])
    buf73 = torch.full([2, 4, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_9[(_cdiv(32, T['c0']) * _cdiv(16, T['c1']),)](buf37_ptr=buf37, buf37_s0=buf37.stride(0), buf37_s1=buf37.stride(1), buf37_s2=buf37.stride(2), buf37_s3=buf37.stride(3), buf70_ptr=buf70, buf70_s0=buf70.stride(0), buf70_s1=buf70.stride(1), buf70_s2=buf70.stride(2), buf70_s3=buf70.stride(3), buf73_ptr=buf73, buf73_s0=buf73.stride(0), buf73_s1=buf73.stride(1), buf73_s2=buf73.stride(2), buf73_s3=buf73.stride(3), E_c0=32, E_c1=16, E_n0=2, E_n1=4, F_n0=_pow2(2), F_n1=_pow2(4), T_c0=T['c0'], T_c1=T['c1'])
    return buf73


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
