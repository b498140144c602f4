"""attention_decode [small], candidate 35: 7 kernel(s)

Rendered by EqiForge from candidate 35 of attention_decode [small]: store(k.3[16]) ; grid() loop(k.3[16]: pair(sum, sum), stored) ; grid(k.0@0) ; store(k.3[16]) ; store(k.2[64]) ; grid(k.1@1) loop(k.3[16]: pair(sum, sum), stored) loop(k.2[64]: pair(sum, sum), stored) ; grid() loop(k.2[64]: pair(sum, sum))
Coordinates (tile sizes are the T arguments of launch()):
    c0: loop k.2[64]
    c1: grid k.0@0[2]
    c2: loop k.3[16]
    c3: grid k.1@1[4]

Run it on its own: `python kernels/f35.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/attention_decode.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 32, "c1": 1, "c2": 8, "c3": 2}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, states9_ptr, states9_s0, states9_s1, states9_s2, states9_s3, states9_s4, states10_ptr, states10_s0, states10_s1, states10_s2, states10_s3, states10_s4, E_c2, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c2: tl.constexpr):
    # stores states9, states10: Collect over loop k.3[16]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t2 = tl.load(m1_ptr + offs_n0[:, None, None, None] * m1_s0 + offs_n1[None, :, None, None] * m1_s1 + offs_c2[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
    t5 = tl.load(m3_ptr + offs_n0[:, None, None, None] * m3_s0 + offs_n1[None, :, None, None] * m3_s1 + offs_c2[None, None, :, None] * m3_s2 + offs_n2[None, None, None, :] * m3_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t6 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :], t2, 0.0), 4) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :, None], t5, 0.0), 2), axis=3)
    t7 = (t2) * (0.25)
    t8 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :], t7, 0.0), 4) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :, None], t5, 0.0), 2), axis=3)
    tl.store(states9_ptr + i_c2 * states9_s0 + tl.arange(0, F_n0)[:, None, None, None] * states9_s1 + tl.arange(0, F_n1)[None, :, None, None] * states9_s2 + tl.arange(0, F_n2)[None, None, None, :] * states9_s4 + tl.zeros([F_n0, F_n1, 1, F_n2], tl.int32), t6)
    tl.store(states10_ptr + i_c2 * states10_s0 + tl.arange(0, F_n0)[:, None, None, None] * states10_s1 + tl.arange(0, F_n1)[None, :, None, None] * states10_s2 + tl.arange(0, F_n2)[None, None, None, :] * states10_s4 + tl.zeros([F_n0, F_n1, 1, F_n2], tl.int32), t8)


@triton.jit
def kernel_1(states9_ptr, states9_s0, states9_s1, states9_s2, states9_s3, states9_s4, states10_ptr, states10_s0, states10_s1, states10_s2, states10_s3, states10_s4, buf15_ptr, buf15_s0, buf15_s1, buf15_s2, buf15_s3, buf16_ptr, buf16_s0, buf16_s1, buf16_s2, buf16_s3, E_c2, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c2: tl.constexpr):
    # writes buf15, buf16: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    acc13 = tl.full([F_n0, F_n1, 1, F_n2], 0.0, tl.float32)
    acc14 = tl.full([F_n0, F_n1, 1, F_n2], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t11 = tl.load(states9_ptr + i_c2 * states9_s0 + tl.arange(0, F_n0)[:, None, None, None] * states9_s1 + tl.arange(0, F_n1)[None, :, None, None] * states9_s2 + tl.arange(0, F_n2)[None, None, None, :] * states9_s4 + tl.zeros([F_n0, F_n1, 1, F_n2], tl.int32))
        t12 = tl.load(states10_ptr + i_c2 * states10_s0 + tl.arange(0, F_n0)[:, None, None, None] * states10_s1 + tl.arange(0, F_n1)[None, :, None, None] * states10_s2 + tl.arange(0, F_n2)[None, None, None, :] * states10_s4 + tl.zeros([F_n0, F_n1, 1, F_n2], tl.int32))
        acc13 = acc13 + t11
        acc14 = acc14 + t12
    tl.store(buf15_ptr + offs_n0[:, None, None, None] * buf15_s0 + offs_n1[None, :, None, None] * buf15_s1 + offs_n2[None, None, None, :] * buf15_s3, acc13, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :])
    tl.store(buf16_ptr + offs_n0[:, None, None, None] * buf16_s0 + offs_n1[None, :, None, None] * buf16_s1 + offs_n2[None, None, None, :] * buf16_s3, acc14, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :])


@triton.jit
def kernel_2(buf15_ptr, buf15_s0, buf15_s1, buf15_s2, buf15_s3, buf19_ptr, buf19_s0, buf19_s1, buf19_s2, buf19_s3, E_c1, E_n1, E_n2, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c1: tl.constexpr):
    # writes buf19: Combine over grid k.0@0[2]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t17 = tl.load(buf15_ptr + offs_c1[:, None, None, None] * buf15_s0 + offs_n1[None, :, None, None] * buf15_s1 + offs_n2[None, None, None, :] * buf15_s3, mask=(offs_c1 < E_c1)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t18 = (t17) * (0.25)
    tl.store(buf19_ptr + offs_c1[:, None, None, None] * buf19_s0 + offs_n1[None, :, None, None] * buf19_s1 + offs_n2[None, None, None, :] * buf19_s3, t18, mask=(offs_c1 < E_c1)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :])


@triton.jit
def kernel_3(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, states31_ptr, states31_s0, states31_s1, states31_s2, states31_s3, states31_s4, states31_s5, states32_ptr, states32_s0, states32_s1, states32_s2, states32_s3, states32_s4, states32_s5, E_c2, E_c3, E_n0, E_n2, F_n0: tl.constexpr, F_n2: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # stores states31, states32: Collect over loop k.3[16]
    pid = tl.program_id(0)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n2 = tl.arange(0, F_n2)
    t26 = tl.load(m1_ptr + offs_n0[:, None, None, None] * m1_s0 + offs_c3[None, :, None, None] * m1_s1 + offs_c2[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c3 < E_c3)[None, :, None, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
    t27 = tl.load(m3_ptr + offs_n0[:, None, None, None] * m3_s0 + offs_c3[None, :, None, None] * m3_s1 + offs_c2[None, None, :, None] * m3_s2 + offs_n2[None, None, None, :] * m3_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c3 < E_c3)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t28 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :], t26, 0.0), 4) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :, None], t27, 0.0), 2), axis=3)
    t29 = (t26) * (0.25)
    t30 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :], t29, 0.0), 4) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :, None], t27, 0.0), 2), axis=3)
    tl.store(states31_ptr + i_c3 * states31_s0 + i_c2 * states31_s1 + tl.arange(0, F_n0)[:, None, None, None] * states31_s2 + tl.arange(0, T_c3)[None, :, None, None] * states31_s3 + tl.arange(0, F_n2)[None, None, None, :] * states31_s5 + tl.zeros([F_n0, T_c3, 1, F_n2], tl.int32), t28)
    tl.store(states32_ptr + i_c3 * states32_s0 + i_c2 * states32_s1 + tl.arange(0, F_n0)[:, None, None, None] * states32_s2 + tl.arange(0, T_c3)[None, :, None, None] * states32_s3 + tl.arange(0, F_n2)[None, None, None, :] * states32_s5 + tl.zeros([F_n0, T_c3, 1, F_n2], tl.int32), t30)


@triton.jit
def kernel_4(buf16_ptr, buf16_s0, buf16_s1, buf16_s2, buf16_s3, m43_ptr, m43_s0, m43_s1, m43_s2, m43_s3, states46_ptr, states46_s0, states46_s1, states46_s2, states46_s3, states46_s4, states46_s5, states47_ptr, states47_s0, states47_s1, states47_s2, states47_s3, states47_s4, states47_s5, E_c0, E_c3, E_n0, E_n3, F_n0: tl.constexpr, F_n3: tl.constexpr, T_c0: tl.constexpr, T_c3: tl.constexpr):
    # stores states46, states47: Collect over loop k.2[64]
    pid = tl.program_id(0)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n3 = tl.arange(0, F_n3)
    t40 = tl.load(buf16_ptr + offs_n0[:, None, None, None] * buf16_s0 + offs_c3[None, :, None, None] * buf16_s1 + offs_c0[None, None, None, :] * buf16_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c3 < E_c3)[None, :, None, None] & (offs_c0 < E_c0)[None, None, None, :], other=0).to(tl.float32)
    t41 = tl.exp(t40)
    t42 = tl.sum(tl.where((offs_c0 < E_c0)[None, None, None, :], t41, 0.0), axis=3, keep_dims=True)
    t44 = tl.load(m43_ptr + offs_n0[:, None, None, None] * m43_s0 + offs_c3[None, :, None, None] * m43_s1 + offs_c0[None, None, :, None] * m43_s2 + offs_n3[None, None, None, :] * m43_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c3 < E_c3)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t45 = tl.sum(tl.expand_dims(tl.where((offs_c0 < E_c0)[None, None, None, :], t41, 0.0), 4) * tl.expand_dims(tl.where((offs_c0 < E_c0)[None, None, :, None], t44, 0.0), 2), axis=3)
    tl.store(states46_ptr + i_c3 * states46_s0 + i_c0 * states46_s1 + tl.arange(0, F_n0)[:, None, None, None] * states46_s2 + tl.arange(0, T_c3)[None, :, None, None] * states46_s3 + tl.zeros([F_n0, T_c3, 1, 1], tl.int32), t42)
    tl.store(states47_ptr + i_c3 * states47_s0 + i_c0 * states47_s1 + tl.arange(0, F_n0)[:, None, None, None] * states47_s2 + tl.arange(0, T_c3)[None, :, None, None] * states47_s3 + tl.arange(0, F_n3)[None, None, None, :] * states47_s5 + tl.zeros([F_n0, T_c3, 1, F_n3], tl.int32), t45)


@triton.jit
def kernel_5(states31_ptr, states31_s0, states31_s1, states31_s2, states31_s3, states31_s4, states31_s5, states32_ptr, states32_s0, states32_s1, states32_s2, states32_s3, states32_s4, states32_s5, states46_ptr, states46_s0, states46_s1, states46_s2, states46_s3, states46_s4, states46_s5, states47_ptr, states47_s0, states47_s1, states47_s2, states47_s3, states47_s4, states47_s5, buf53_ptr, buf53_s0, buf53_s1, buf53_s2, buf53_s3, E_c0, E_c2, E_c3, E_n0, E_n2, E_n3, F_n0: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # writes buf53: Combine over grid k.1@1[4]
    pid = tl.program_id(0)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n2 = tl.arange(0, F_n2)
    offs_n3 = tl.arange(0, F_n3)
    acc35 = tl.full([F_n0, T_c3, 1, F_n2], 0.0, tl.float32)
    acc36 = tl.full([F_n0, T_c3, 1, F_n2], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t33 = tl.load(states31_ptr + i_c3 * states31_s0 + i_c2 * states31_s1 + tl.arange(0, F_n0)[:, None, None, None] * states31_s2 + tl.arange(0, T_c3)[None, :, None, None] * states31_s3 + tl.arange(0, F_n2)[None, None, None, :] * states31_s5 + tl.zeros([F_n0, T_c3, 1, F_n2], tl.int32))
        t34 = tl.load(states32_ptr + i_c3 * states32_s0 + i_c2 * states32_s1 + tl.arange(0, F_n0)[:, None, None, None] * states32_s2 + tl.arange(0, T_c3)[None, :, None, None] * states32_s3 + tl.arange(0, F_n2)[None, None, None, :] * states32_s5 + tl.zeros([F_n0, T_c3, 1, F_n2], tl.int32))
        acc35 = acc35 + t33
        acc36 = acc36 + t34
    t37 = tl.max(tl.where((offs_n2 < E_n2)[None, None, None, :], acc36, -float('inf')), axis=3, keep_dims=True)
    t38 = tl.exp(t37)
    t39 = 1.0 / (t38)
    acc50 = tl.full([F_n0, T_c3, 1, 1], 0.0, tl.float32)
    acc51 = tl.full([F_n0, T_c3, 1, F_n3], 0.0, tl.float32)
    for i_c0 in range(0, tl.cdiv(E_c0, T_c0)):
        offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)

        t48 = tl.load(states46_ptr + i_c3 * states46_s0 + i_c0 * states46_s1 + tl.arange(0, F_n0)[:, None, None, None] * states46_s2 + tl.arange(0, T_c3)[None, :, None, None] * states46_s3 + tl.zeros([F_n0, T_c3, 1, 1], tl.int32))
        t49 = tl.load(states47_ptr + i_c3 * states47_s0 + i_c0 * states47_s1 + tl.arange(0, F_n0)[:, None, None, None] * states47_s2 + tl.arange(0, T_c3)[None, :, None, None] * states47_s3 + tl.arange(0, F_n3)[None, None, None, :] * states47_s5 + tl.zeros([F_n0, T_c3, 1, F_n3], tl.int32))
        acc50 = acc50 + t48
        acc51 = acc51 + t49
    t52 = (t39) * (acc50)
    tl.store(buf53_ptr + offs_n0[:, None, None, None] * buf53_s0 + offs_c3[None, :, None, None] * buf53_s1, t52, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c3 < E_c3)[None, :, None, None])


@triton.jit
def kernel_6(buf19_ptr, buf19_s0, buf19_s1, buf19_s2, buf19_s3, buf53_ptr, buf53_s0, buf53_s1, buf53_s2, buf53_s3, m43_ptr, m43_s0, m43_s1, m43_s2, m43_s3, buf61_ptr, buf61_s0, buf61_s1, buf61_s2, buf61_s3, buf62_ptr, buf62_s0, buf62_s1, buf62_s2, buf62_s3, E_c0, E_n0, E_n1, E_n2, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c0: tl.constexpr):
    # writes buf61, buf62: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n3 = tl.arange(0, F_n3)
    t22 = tl.load(buf19_ptr + offs_n0[:, None, None, None] * buf19_s0 + offs_n1[None, :, None, None] * buf19_s1 + offs_n2[None, None, None, :] * buf19_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t23 = tl.max(tl.where((offs_n2 < E_n2)[None, None, None, :], t22, -float('inf')), axis=3, keep_dims=True)
    t24 = tl.exp(t23)
    t54 = tl.load(buf53_ptr + offs_n0[:, None, None, None] * buf53_s0 + offs_n1[None, :, None, None] * buf53_s1, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None], other=0).to(tl.float32)
    acc59 = tl.full([F_n0, F_n1, 1, F_n3], 0.0, tl.float32)
    acc60 = tl.full([F_n0, F_n1, 1, F_n3], 0.0, tl.float32)
    for i_c0 in range(0, tl.cdiv(E_c0, T_c0)):
        offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)

        t20 = tl.load(buf19_ptr + offs_n0[:, None, None, None] * buf19_s0 + offs_n1[None, :, None, None] * buf19_s1 + offs_c0[None, None, None, :] * buf19_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c0 < E_c0)[None, None, None, :], other=0).to(tl.float32)
        t21 = tl.exp(t20)
        t25 = (t21) / (t24)
        t55 = (t25) / (t54)
        t56 = tl.load(m43_ptr + offs_n0[:, None, None, None] * m43_s0 + offs_n1[None, :, None, None] * m43_s1 + offs_c0[None, None, :, None] * m43_s2 + offs_n3[None, None, None, :] * m43_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
        t57 = tl.sum(tl.expand_dims(tl.where((offs_c0 < E_c0)[None, None, None, :], t55, 0.0), 4) * tl.expand_dims(tl.where((offs_c0 < E_c0)[None, None, :, None], t56, 0.0), 2), axis=3)
        t58 = tl.sum(tl.expand_dims(tl.where((offs_c0 < E_c0)[None, None, None, :], t25, 0.0), 4) * tl.expand_dims(tl.where((offs_c0 < E_c0)[None, None, :, None], t56, 0.0), 2), axis=3)
        acc59 = acc59 + t57
        acc60 = acc60 + t58
    tl.store(buf61_ptr + offs_n0[:, None, None, None] * buf61_s0 + offs_n1[None, :, None, None] * buf61_s1 + offs_n3[None, None, None, :] * buf61_s3, acc59, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n3 < E_n3)[None, None, None, :])
    tl.store(buf62_ptr + offs_n0[:, None, None, None] * buf62_s0 + offs_n1[None, :, None, None] * buf62_s1 + offs_n3[None, None, None, :] * buf62_s3, acc60, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n3 < E_n3)[None, None, None, :])


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
    m1 = inputs['q']
    m4 = inputs['k']
    m3 = m4.permute([0, 1, 3, 2])
    states9 = torch.full([_cdiv(16, T['c2']), _pow2(2), _pow2(4), 1, _pow2(64)], float("nan"), dtype=torch.float32, device=device)
    states10 = torch.full([_cdiv(16, T['c2']), _pow2(2), _pow2(4), 1, _pow2(64)], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(16, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), states9_ptr=states9, states9_s0=states9.stride(0), states9_s1=states9.stride(1), states9_s2=states9.stride(2), states9_s3=states9.stride(3), states9_s4=states9.stride(4), states10_ptr=states10, states10_s0=states10.stride(0), states10_s1=states10.stride(1), states10_s2=states10.stride(2), states10_s3=states10.stride(3), states10_s4=states10.stride(4), E_c2=16, E_n0=2, E_n1=4, E_n2=64, F_n0=_pow2(2), F_n1=_pow2(4), F_n2=_pow2(64), T_c2=T['c2'])
    buf15 = torch.full([2, 4, 1, 64], float("nan"), dtype=torch.float32, device=device)
    buf16 = torch.full([2, 4, 1, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(1,)](states9_ptr=states9, states9_s0=states9.stride(0), states9_s1=states9.stride(1), states9_s2=states9.stride(2), states9_s3=states9.stride(3), states9_s4=states9.stride(4), states10_ptr=states10, states10_s0=states10.stride(0), states10_s1=states10.stride(1), states10_s2=states10.stride(2), states10_s3=states10.stride(3), states10_s4=states10.stride(4), buf15_ptr=buf15, buf15_s0=buf15.stride(0), buf15_s1=buf15.stride(1), buf15_s2=buf15.stride(2), buf15_s3=buf15.stride(3), buf16_ptr=buf16, buf16_s0=buf16.stride(0), buf16_s1=buf16.stride(1), buf16_s2=buf16.stride(2), buf16_s3=buf16.stride(3), E_c2=16, E_n0=2, E_n1=4, E_n2=64, F_n0=_pow2(2), F_n1=_pow2(4), F_n2=_pow2(64), T_c2=T['c2'])
    buf19 = torch.full([2, 4, 1, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(2, T['c1']),)](buf15_ptr=buf15, buf15_s0=buf15.stride(0), buf15_s1=buf15.stride(1), buf15_s2=buf15.stride(2), buf15_s3=buf15.stride(3), buf19_ptr=buf19, buf19_s0=buf19.stride(0), buf19_s1=buf19.stride(1), buf19_s2=buf19.stride(2), buf19_s3=buf19.stride(3), E_c1=2, E_n1=4, E_n2=64, F_n1=_pow2(4), F_n2=_pow2(64), T_c1=T['c1'])
    states31 = torch.full([_cdiv(4, T['c3']), _cdiv(16, T['c2']), _pow2(2), T['c3'], 1, _pow2(64)], float("nan"), dtype=torch.float32, device=device)
    states32 = torch.full([_cdiv(4, T['c3']), _cdiv(16, T['c2']), _pow2(2), T['c3'], 1, _pow2(64)], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(4, T['c3']) * _cdiv(16, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), states31_ptr=states31, states31_s0=states31.stride(0), states31_s1=states31.stride(1), states31_s2=states31.stride(2), states31_s3=states31.stride(3), states31_s4=states31.stride(4), states31_s5=states31.stride(5), states32_ptr=states32, states32_s0=states32.stride(0), states32_s1=states32.stride(1), states32_s2=states32.stride(2), states32_s3=states32.stride(3), states32_s4=states32.stride(4), states32_s5=states32.stride(5), E_c2=16, E_c3=4, E_n0=2, E_n2=64, F_n0=_pow2(2), F_n2=_pow2(64), T_c2=T['c2'], T_c3=T['c3'])
    m43 = inputs['v']
    states46 = torch.full([_cdiv(4, T['c3']), _cdiv(64, T['c0']), _pow2(2), T['c3'], 1, 1], float("nan"), dtype=torch.float32, device=device)
    states47 = torch.full([_cdiv(4, T['c3']), _cdiv(64, T['c0']), _pow2(2), T['c3'], 1, _pow2(16)], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(_cdiv(4, T['c3']) * _cdiv(64, T['c0']),)](buf16_ptr=buf16, buf16_s0=buf16.stride(0), buf16_s1=buf16.stride(1), buf16_s2=buf16.stride(2), buf16_s3=buf16.stride(3), m43_ptr=m43, m43_s0=m43.stride(0), m43_s1=m43.stride(1), m43_s2=m43.stride(2), m43_s3=m43.stride(3), states46_ptr=states46, states46_s0=states46.stride(0), states46_s1=states46.stride(1), states46_s2=states46.stride(2), states46_s3=states46.stride(3), states46_s4=states46.stride(4), states46_s5=states46.stride(5), states47_ptr=states47, states47_s0=states47.stride(0), states47_s1=states47.stride(1), states47_s2=states47.stride(2), states47_s3=states47.stride(3), states47_s4=states47.stride(4), states47_s5=states47.stride(5), E_c0=64, E_c3=4, E_n0=2, E_n3=16, F_n0=_pow2(2), F_n3=_pow2(16), T_c0=T['c0'], T_c3=T['c3'])
    buf53 = torch.full([2, 4, 1, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_5[(_cdiv(4, T['c3']),)](states31_ptr=states31, states31_s0=states31.stride(0), states31_s1=states31.stride(1), states31_s2=states31.stride(2), states31_s3=states31.stride(3), states31_s4=states31.stride(4), states31_s5=states31.stride(5), states32_ptr=states32, states32_s0=states32.stride(0), states32_s1=states32.stride(1), states32_s2=states32.stride(2), states32_s3=states32.stride(3), states32_s4=states32.stride(4), states32_s5=states32.stride(5), states46_ptr=states46, states46_s0=states46.stride(0), states46_s1=states46.stride(1), states46_s2=states46.stride(2), states46_s3=states46.stride(3), states46_s4=states46.stride(4), states46_s5=states46.stride(5), states47_ptr=states47, states47_s0=states47.stride(0), states47_s1=states47.stride(1), states47_s2=states47.stride(2), states47_s3=states47.stride(3), states47_s4=states47.stride(4), states47_s5=states47.stride(5), buf53_ptr=buf53, buf53_s0=buf53.stride(0), buf53_s1=buf53.stride(1), buf53_s2=buf53.stride(2), buf53_s3=buf53.stride(3), E_c0=64, E_c2=16, E_c3=4, E_n0=2, E_n2=64, E_n3=16, F_n0=_pow2(2), F_n2=_pow2(64), F_n3=_pow2(16), T_c0=T['c0'], T_c2=T['c2'], T_c3=T['c3'])
    buf61 = torch.full([2, 4, 1, 16], float("nan"), dtype=torch.float32, device=device)
    buf62 = torch.full([2, 4, 1, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_6[(1,)](buf19_ptr=buf19, buf19_s0=buf19.stride(0), buf19_s1=buf19.stride(1), buf19_s2=buf19.stride(2), buf19_s3=buf19.stride(3), buf53_ptr=buf53, buf53_s0=buf53.stride(0), buf53_s1=buf53.stride(1), buf53_s2=buf53.stride(2), buf53_s3=buf53.stride(3), m43_ptr=m43, m43_s0=m43.stride(0), m43_s1=m43.stride(1), m43_s2=m43.stride(2), m43_s3=m43.stride(3), buf61_ptr=buf61, buf61_s0=buf61.stride(0), buf61_s1=buf61.stride(1), buf61_s2=buf61.stride(2), buf61_s3=buf61.stride(3), buf62_ptr=buf62, buf62_s0=buf62.stride(0), buf62_s1=buf62.stride(1), buf62_s2=buf62.stride(2), buf62_s3=buf62.stride(3), E_c0=64, E_n0=2, E_n1=4, E_n2=64, E_n3=16, F_n0=_pow2(2), F_n1=_pow2(4), F_n2=_pow2(64), F_n3=_pow2(16), T_c0=T['c0'])
    return buf61


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
