"""attention_sinks [small], candidate 45: 8 kernel(s)

Rendered by EqiForge from candidate 45 of attention_sinks [small]: store(k.3[16]) ; grid(k.2@3) loop(k.3[16]: pair(sum, sum), stored) [1 mm] ; store(k.3[16]) ; grid() loop(k.3[16]: pair(sum, sum), stored) ; grid(k.2@3) ; grid(k.1@1) ; grid(k.1@1) loop(k.3[16]: pair(sum, sum)) [1 mm] ; grid(k.0@0)
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid k.0@0[2]
    c1: grid k.2@3[32]
    c2: loop k.3[16]
    c3: grid k.1@1[2]

Run it on its own: `python kernels/f45.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/attention_sinks.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 1, "c1": 16, "c2": 8, "c3": 1}


@triton.jit
def kernel_0(m14_ptr, m14_s0, m14_s1, m14_s2, m14_s3, m14_s4, m17_ptr, m17_s0, m17_s1, m17_s2, m17_s3, m17_s4, states23_ptr, states23_s0, states23_s1, states23_s2, states23_s3, states23_s4, states23_s5, states23_s6, states24_ptr, states24_s0, states24_s1, states24_s2, states24_s3, states24_s4, states24_s5, states24_s6, E_c1, E_c2, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # stores states23, states24: Collect over loop k.3[16]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t16 = tl.load(m14_ptr + offs_n0[:, None, None, None, None] * m14_s0 + offs_n0[None, :, None, None, None] * m14_s1 + offs_n0[None, None, :, None, None] * m14_s2 + offs_c1[None, None, None, :, None] * m14_s3 + offs_c2[None, None, None, None, :] * m14_s4, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_c1 < E_c1)[None, None, None, :, None] & (offs_c2 < E_c2)[None, None, None, None, :], other=0).to(tl.float32)
    t20 = tl.load(m17_ptr + offs_n0[:, None, None, None, None] * m17_s0 + offs_n0[None, :, None, None, None] * m17_s1 + offs_c2[None, None, None, :, None] * m17_s3 + offs_n1[None, None, None, None, :] * m17_s4, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_c2 < E_c2)[None, None, None, :, None] & (offs_n1 < E_n1)[None, None, None, None, :], other=0).to(tl.float32)
    t21 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, None, :], t16, 0.0), 5) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :, None], t20, 0.0), 3), axis=4)
    t22 = (t21) * (0.25)
    tl.store(states23_ptr + i_c1 * states23_s0 + i_c2 * states23_s1 + tl.arange(0, F_n0)[:, None, None, None, None] * states23_s2 + tl.arange(0, F_n0)[None, :, None, None, None] * states23_s3 + tl.arange(0, F_n0)[None, None, :, None, None] * states23_s4 + tl.arange(0, T_c1)[None, None, None, :, None] * states23_s5 + tl.arange(0, F_n1)[None, None, None, None, :] * states23_s6 + tl.zeros([F_n0, F_n0, F_n0, T_c1, F_n1], tl.int32), t21)
    tl.store(states24_ptr + i_c1 * states24_s0 + i_c2 * states24_s1 + tl.arange(0, F_n0)[:, None, None, None, None] * states24_s2 + tl.arange(0, F_n0)[None, :, None, None, None] * states24_s3 + tl.arange(0, F_n0)[None, None, :, None, None] * states24_s4 + tl.arange(0, T_c1)[None, None, None, :, None] * states24_s5 + tl.arange(0, F_n1)[None, None, None, None, :] * states24_s6 + tl.zeros([F_n0, F_n0, F_n0, T_c1, F_n1], tl.int32), t22)


@triton.jit
def kernel_1(m2_ptr, m2_s0, m2_s1, m2_s2, m2_s3, m2_s4, m7_ptr, m7_s0, m7_s1, m7_s2, m7_s3, m7_s4, states23_ptr, states23_s0, states23_s1, states23_s2, states23_s3, states23_s4, states23_s5, states23_s6, states24_ptr, states24_s0, states24_s1, states24_s2, states24_s3, states24_s4, states24_s5, states24_s6, m30_ptr, m30_s0, m30_s1, m30_s2, m30_s3, m30_s4, m38_ptr, m38_s0, m38_s1, m38_s2, m38_s3, m38_s4, m43_ptr, m43_s0, m43_s1, m43_s2, m43_s3, m43_s4, buf50_ptr, buf50_s0, buf50_s1, buf50_s2, buf50_s3, buf50_s4, E_c1, E_c2, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf50: Combine over grid k.2@3[32]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n2 = tl.arange(0, F_n2)
    t6 = tl.load(m2_ptr + offs_n1[None, None, None, None, :] * m2_s4, mask=(offs_n1 < E_n1)[None, None, None, None, :], other=0)
    t13 = tl.load(m7_ptr + offs_c1[None, None, None, :, None] * m7_s3 + offs_n1[None, None, None, None, :] * m7_s4, mask=(offs_c1 < E_c1)[None, None, None, :, None] & (offs_n1 < E_n1)[None, None, None, None, :], other=0)
    acc27 = tl.full([F_n0, F_n0, F_n0, T_c1, F_n1], 0.0, tl.float32)
    acc28 = tl.full([F_n0, F_n0, F_n0, T_c1, F_n1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t25 = tl.load(states23_ptr + i_c1 * states23_s0 + i_c2 * states23_s1 + tl.arange(0, F_n0)[:, None, None, None, None] * states23_s2 + tl.arange(0, F_n0)[None, :, None, None, None] * states23_s3 + tl.arange(0, F_n0)[None, None, :, None, None] * states23_s4 + tl.arange(0, T_c1)[None, None, None, :, None] * states23_s5 + tl.arange(0, F_n1)[None, None, None, None, :] * states23_s6 + tl.zeros([F_n0, F_n0, F_n0, T_c1, F_n1], tl.int32))
        t26 = tl.load(states24_ptr + i_c1 * states24_s0 + i_c2 * states24_s1 + tl.arange(0, F_n0)[:, None, None, None, None] * states24_s2 + tl.arange(0, F_n0)[None, :, None, None, None] * states24_s3 + tl.arange(0, F_n0)[None, None, :, None, None] * states24_s4 + tl.arange(0, T_c1)[None, None, None, :, None] * states24_s5 + tl.arange(0, F_n1)[None, None, None, None, :] * states24_s6 + tl.zeros([F_n0, F_n0, F_n0, T_c1, F_n1], tl.int32))
        acc27 = acc27 + t25
        acc28 = acc28 + t26
    t29 = tl.where(t13, -float("inf"), acc28)
    t34 = tl.load(m30_ptr + offs_c1[None, None, None, :, None] * m30_s3 + offs_n1[None, None, None, None, :] * m30_s4, mask=(offs_c1 < E_c1)[None, None, None, :, None] & (offs_n1 < E_n1)[None, None, None, None, :], other=0)
    t35 = tl.where(t34, -float("inf"), t29)
    t36 = tl.where(t6, t29, t35)
    t37 = tl.exp(t36)
    t40 = tl.load(m38_ptr + offs_n0[:, None, None, None, None] * m38_s0 + offs_n0[None, :, None, None, None] * m38_s1 + offs_n1[None, None, None, :, None] * m38_s3 + offs_n2[None, None, None, None, :] * m38_s4, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :], other=0).to(tl.float32)
    t41 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, None, :], t37, 0.0), 5) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :, None], t40, 0.0), 3), axis=4)
    t42 = tl.max(tl.where((offs_n1 < E_n1)[None, None, None, None, :], t36, -float('inf')), axis=4, keep_dims=True)
    t45 = tl.load(m43_ptr + offs_n0[None, :, None, None, None] * m43_s1 + offs_n0[None, None, :, None, None] * m43_s2, mask=(offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None], other=0).to(tl.float32)
    t46 = tl.maximum(t42, t45)
    t47 = tl.exp(t46)
    t48 = 1.0 / (t47)
    t49 = (t41) * (t48)
    tl.store(buf50_ptr + offs_n0[:, None, None, None, None] * buf50_s0 + offs_n0[None, :, None, None, None] * buf50_s1 + offs_n0[None, None, :, None, None] * buf50_s2 + offs_c1[None, None, None, :, None] * buf50_s3 + offs_n2[None, None, None, None, :] * buf50_s4, t49, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_c1 < E_c1)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :])


@triton.jit
def kernel_2(m14_ptr, m14_s0, m14_s1, m14_s2, m14_s3, m14_s4, m17_ptr, m17_s0, m17_s1, m17_s2, m17_s3, m17_s4, states58_ptr, states58_s0, states58_s1, states58_s2, states58_s3, states58_s4, states58_s5, states59_ptr, states59_s0, states59_s1, states59_s2, states59_s3, states59_s4, states59_s5, E_c2, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c2: tl.constexpr):
    # stores states58, states59: Collect over loop k.3[16]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t54 = tl.load(m14_ptr + offs_n0[:, None, None, None, None] * m14_s0 + offs_n0[None, :, None, None, None] * m14_s1 + offs_n0[None, None, :, None, None] * m14_s2 + offs_n1[None, None, None, :, None] * m14_s3 + offs_c2[None, None, None, None, :] * m14_s4, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :, None] & (offs_c2 < E_c2)[None, None, None, None, :], other=0).to(tl.float32)
    t55 = tl.load(m17_ptr + offs_n0[:, None, None, None, None] * m17_s0 + offs_n0[None, :, None, None, None] * m17_s1 + offs_c2[None, None, None, :, None] * m17_s3 + offs_n1[None, None, None, None, :] * m17_s4, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_c2 < E_c2)[None, None, None, :, None] & (offs_n1 < E_n1)[None, None, None, None, :], other=0).to(tl.float32)
    t56 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, None, :], t54, 0.0), 5) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :, None], t55, 0.0), 3), axis=4)
    t57 = (t56) * (0.25)
    tl.store(states58_ptr + i_c2 * states58_s0 + tl.arange(0, F_n0)[:, None, None, None, None] * states58_s1 + tl.arange(0, F_n0)[None, :, None, None, None] * states58_s2 + tl.arange(0, F_n0)[None, None, :, None, None] * states58_s3 + tl.arange(0, F_n1)[None, None, None, :, None] * states58_s4 + tl.arange(0, F_n1)[None, None, None, None, :] * states58_s5 + tl.zeros([F_n0, F_n0, F_n0, F_n1, F_n1], tl.int32), t56)
    tl.store(states59_ptr + i_c2 * states59_s0 + tl.arange(0, F_n0)[:, None, None, None, None] * states59_s1 + tl.arange(0, F_n0)[None, :, None, None, None] * states59_s2 + tl.arange(0, F_n0)[None, None, :, None, None] * states59_s3 + tl.arange(0, F_n1)[None, None, None, :, None] * states59_s4 + tl.arange(0, F_n1)[None, None, None, None, :] * states59_s5 + tl.zeros([F_n0, F_n0, F_n0, F_n1, F_n1], tl.int32), t57)


@triton.jit
def kernel_3(states58_ptr, states58_s0, states58_s1, states58_s2, states58_s3, states58_s4, states58_s5, states59_ptr, states59_s0, states59_s1, states59_s2, states59_s3, states59_s4, states59_s5, buf64_ptr, buf64_s0, buf64_s1, buf64_s2, buf64_s3, buf64_s4, buf65_ptr, buf65_s0, buf65_s1, buf65_s2, buf65_s3, buf65_s4, E_c2, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf64, buf65: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    acc62 = tl.full([F_n0, F_n0, F_n0, F_n1, F_n1], 0.0, tl.float32)
    acc63 = tl.full([F_n0, F_n0, F_n0, F_n1, F_n1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t60 = tl.load(states58_ptr + i_c2 * states58_s0 + tl.arange(0, F_n0)[:, None, None, None, None] * states58_s1 + tl.arange(0, F_n0)[None, :, None, None, None] * states58_s2 + tl.arange(0, F_n0)[None, None, :, None, None] * states58_s3 + tl.arange(0, F_n1)[None, None, None, :, None] * states58_s4 + tl.arange(0, F_n1)[None, None, None, None, :] * states58_s5 + tl.zeros([F_n0, F_n0, F_n0, F_n1, F_n1], tl.int32))
        t61 = tl.load(states59_ptr + i_c2 * states59_s0 + tl.arange(0, F_n0)[:, None, None, None, None] * states59_s1 + tl.arange(0, F_n0)[None, :, None, None, None] * states59_s2 + tl.arange(0, F_n0)[None, None, :, None, None] * states59_s3 + tl.arange(0, F_n1)[None, None, None, :, None] * states59_s4 + tl.arange(0, F_n1)[None, None, None, None, :] * states59_s5 + tl.zeros([F_n0, F_n0, F_n0, F_n1, F_n1], tl.int32))
        acc62 = acc62 + t60
        acc63 = acc63 + t61
    tl.store(buf64_ptr + offs_n0[:, None, None, None, None] * buf64_s0 + offs_n0[None, :, None, None, None] * buf64_s1 + offs_n0[None, None, :, None, None] * buf64_s2 + offs_n1[None, None, None, :, None] * buf64_s3 + offs_n1[None, None, None, None, :] * buf64_s4, acc62, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :, None] & (offs_n1 < E_n1)[None, None, None, None, :])
    tl.store(buf65_ptr + offs_n0[:, None, None, None, None] * buf65_s0 + offs_n0[None, :, None, None, None] * buf65_s1 + offs_n0[None, None, :, None, None] * buf65_s2 + offs_n1[None, None, None, :, None] * buf65_s3 + offs_n1[None, None, None, None, :] * buf65_s4, acc63, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :, None] & (offs_n1 < E_n1)[None, None, None, None, :])


@triton.jit
def kernel_4(buf64_ptr, buf64_s0, buf64_s1, buf64_s2, buf64_s3, buf64_s4, buf68_ptr, buf68_s0, buf68_s1, buf68_s2, buf68_s3, buf68_s4, E_c1, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c1: tl.constexpr):
    # writes buf68: Combine over grid k.2@3[32]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t66 = tl.load(buf64_ptr + offs_n0[:, None, None, None, None] * buf64_s0 + offs_n0[None, :, None, None, None] * buf64_s1 + offs_n0[None, None, :, None, None] * buf64_s2 + offs_c1[None, None, None, :, None] * buf64_s3 + offs_n1[None, None, None, None, :] * buf64_s4, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_c1 < E_c1)[None, None, None, :, None] & (offs_n1 < E_n1)[None, None, None, None, :], other=0).to(tl.float32)
    t67 = (t66) * (0.25)
    tl.store(buf68_ptr + offs_n0[:, None, None, None, None] * buf68_s0 + offs_n0[None, :, None, None, None] * buf68_s1 + offs_n0[None, None, :, None, None] * buf68_s2 + offs_c1[None, None, None, :, None] * buf68_s3 + offs_n1[None, None, None, None, :] * buf68_s4, t67, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_c1 < E_c1)[None, None, None, :, None] & (offs_n1 < E_n1)[None, None, None, None, :])


@triton.jit
def kernel_5(m2_ptr, m2_s0, m2_s1, m2_s2, m2_s3, m2_s4, m7_ptr, m7_s0, m7_s1, m7_s2, m7_s3, m7_s4, buf68_ptr, buf68_s0, buf68_s1, buf68_s2, buf68_s3, buf68_s4, m30_ptr, m30_s0, m30_s1, m30_s2, m30_s3, m30_s4, buf76_ptr, buf76_s0, buf76_s1, buf76_s2, buf76_s3, buf76_s4, E_c3, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c3: tl.constexpr):
    # writes buf76: Combine over grid k.1@1[2]
    pid = tl.program_id(0)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    t52 = tl.load(m2_ptr + offs_n1[None, None, None, None, :] * m2_s4, mask=(offs_n1 < E_n1)[None, None, None, None, :], other=0)
    t53 = tl.load(m7_ptr + offs_n1[None, None, None, :, None] * m7_s3 + offs_n1[None, None, None, None, :] * m7_s4, mask=(offs_n1 < E_n1)[None, None, None, :, None] & (offs_n1 < E_n1)[None, None, None, None, :], other=0)
    t69 = tl.load(buf68_ptr + offs_n0[:, None, None, None, None] * buf68_s0 + offs_c3[None, :, None, None, None] * buf68_s1 + offs_n0[None, None, :, None, None] * buf68_s2 + offs_n1[None, None, None, :, None] * buf68_s3 + offs_n1[None, None, None, None, :] * buf68_s4, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_c3 < E_c3)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :, None] & (offs_n1 < E_n1)[None, None, None, None, :], other=0).to(tl.float32)
    t70 = tl.where(t53, -float("inf"), t69)
    t71 = tl.load(m30_ptr + offs_n1[None, None, None, :, None] * m30_s3 + offs_n1[None, None, None, None, :] * m30_s4, mask=(offs_n1 < E_n1)[None, None, None, :, None] & (offs_n1 < E_n1)[None, None, None, None, :], other=0)
    t72 = tl.where(t71, -float("inf"), t70)
    t73 = tl.where(t52, t70, t72)
    t74 = tl.exp(t73)
    t75 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, None, :], t74, 0.0), axis=4, keep_dims=True)
    tl.store(buf76_ptr + offs_n0[:, None, None, None, None] * buf76_s0 + offs_c3[None, :, None, None, None] * buf76_s1 + offs_n0[None, None, :, None, None] * buf76_s2 + offs_n1[None, None, None, :, None] * buf76_s3, t75, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_c3 < E_c3)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :, None])


@triton.jit
def kernel_6(m2_ptr, m2_s0, m2_s1, m2_s2, m2_s3, m2_s4, m7_ptr, m7_s0, m7_s1, m7_s2, m7_s3, m7_s4, m14_ptr, m14_s0, m14_s1, m14_s2, m14_s3, m14_s4, m17_ptr, m17_s0, m17_s1, m17_s2, m17_s3, m17_s4, m30_ptr, m30_s0, m30_s1, m30_s2, m30_s3, m30_s4, buf92_ptr, buf92_s0, buf92_s1, buf92_s2, buf92_s3, buf92_s4, E_c2, E_c3, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # writes buf92: Combine over grid k.1@1[2]
    pid = tl.program_id(0)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    t78 = tl.load(m2_ptr + offs_n1[None, None, None, None, :] * m2_s4, mask=(offs_n1 < E_n1)[None, None, None, None, :], other=0)
    t79 = tl.load(m7_ptr + offs_n1[None, None, None, :, None] * m7_s3 + offs_n1[None, None, None, None, :] * m7_s4, mask=(offs_n1 < E_n1)[None, None, None, :, None] & (offs_n1 < E_n1)[None, None, None, None, :], other=0)
    acc84 = tl.full([F_n0, T_c3, F_n0, F_n1, F_n1], 0.0, tl.float32)
    acc85 = tl.full([F_n0, T_c3, F_n0, F_n1, F_n1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t80 = tl.load(m14_ptr + offs_n0[:, None, None, None, None] * m14_s0 + offs_c3[None, :, None, None, None] * m14_s1 + offs_n0[None, None, :, None, None] * m14_s2 + offs_n1[None, None, None, :, None] * m14_s3 + offs_c2[None, None, None, None, :] * m14_s4, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_c3 < E_c3)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :, None] & (offs_c2 < E_c2)[None, None, None, None, :], other=0).to(tl.float32)
        t81 = tl.load(m17_ptr + offs_n0[:, None, None, None, None] * m17_s0 + offs_c3[None, :, None, None, None] * m17_s1 + offs_c2[None, None, None, :, None] * m17_s3 + offs_n1[None, None, None, None, :] * m17_s4, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_c3 < E_c3)[None, :, None, None, None] & (offs_c2 < E_c2)[None, None, None, :, None] & (offs_n1 < E_n1)[None, None, None, None, :], other=0).to(tl.float32)
        t82 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, None, :], t80, 0.0), 5) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :, None], t81, 0.0), 3), axis=4)
        t83 = (t82) * (0.25)
        acc84 = acc84 + t82
        acc85 = acc85 + t83
    t86 = tl.where(t79, -float("inf"), acc84)
    t87 = tl.load(m30_ptr + offs_n1[None, None, None, :, None] * m30_s3 + offs_n1[None, None, None, None, :] * m30_s4, mask=(offs_n1 < E_n1)[None, None, None, :, None] & (offs_n1 < E_n1)[None, None, None, None, :], other=0)
    t88 = tl.where(t87, -float("inf"), t86)
    t89 = tl.where(t78, t86, t88)
    t90 = tl.max(tl.where((offs_n1 < E_n1)[None, None, None, None, :], t89, -float('inf')), axis=4, keep_dims=True)
    t91 = (t90) * (0.25)
    tl.store(buf92_ptr + offs_n0[:, None, None, None, None] * buf92_s0 + offs_c3[None, :, None, None, None] * buf92_s1 + offs_n0[None, None, :, None, None] * buf92_s2 + offs_n1[None, None, None, :, None] * buf92_s3, t91, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_c3 < E_c3)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :, None])


@triton.jit
def kernel_7(buf50_ptr, buf50_s0, buf50_s1, buf50_s2, buf50_s3, buf50_s4, buf76_ptr, buf76_s0, buf76_s1, buf76_s2, buf76_s3, buf76_s4, buf92_ptr, buf92_s0, buf92_s1, buf92_s2, buf92_s3, buf92_s4, m43_ptr, m43_s0, m43_s1, m43_s2, m43_s3, m43_s4, buf103_ptr, buf103_s0, buf103_s1, buf103_s2, buf103_s3, buf103_s4, E_c0, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr):
    # writes buf103: Combine over grid k.0@0[2]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t51 = tl.load(buf50_ptr + offs_c0[:, None, None, None, None] * buf50_s0 + offs_n0[None, :, None, None, None] * buf50_s1 + offs_n0[None, None, :, None, None] * buf50_s2 + offs_n1[None, None, None, :, None] * buf50_s3 + offs_n2[None, None, None, None, :] * buf50_s4, mask=(offs_c0 < E_c0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :], other=0).to(tl.float32)
    t77 = tl.load(buf76_ptr + offs_c0[:, None, None, None, None] * buf76_s0 + offs_n0[None, :, None, None, None] * buf76_s1 + offs_n0[None, None, :, None, None] * buf76_s2 + offs_n1[None, None, None, :, None] * buf76_s3, mask=(offs_c0 < E_c0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :, None], other=0).to(tl.float32)
    t93 = tl.load(buf92_ptr + offs_c0[:, None, None, None, None] * buf92_s0 + offs_n0[None, :, None, None, None] * buf92_s1 + offs_n0[None, None, :, None, None] * buf92_s2 + offs_n1[None, None, None, :, None] * buf92_s3, mask=(offs_c0 < E_c0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :, None], other=0).to(tl.float32)
    t94 = tl.load(m43_ptr + offs_n0[None, :, None, None, None] * m43_s1 + offs_n0[None, None, :, None, None] * m43_s2, mask=(offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None], other=0).to(tl.float32)
    t95 = tl.maximum(t93, t94)
    t96 = tl.exp(t95)
    t97 = 1.0 / (t96)
    t98 = (t77) * (t97)
    t99 = t94 - (t95)
    t100 = tl.exp(t99)
    t101 = t98 + t100
    t102 = (t51) / (t101)
    tl.store(buf103_ptr + offs_c0[:, None, None, None, None] * buf103_s0 + offs_n0[None, :, None, None, None] * buf103_s1 + offs_n0[None, None, :, None, None] * buf103_s2 + offs_n1[None, None, None, :, None] * buf103_s3 + offs_n2[None, None, None, None, :] * buf103_s4, t102, mask=(offs_c0 < E_c0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :])


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
    m4 = _iota([32], 0, device)
    m3 = m4.reshape([1, 1, 1, 1, 32])
    m5 = torch.tensor(2.0, dtype=torch.float32, device=device)
    m2 = _BINARY["Lt"](m3, m5)
    m9 = m4.reshape([1, 32])
    m12 = torch.tensor(0.0, dtype=torch.float32, device=device)
    m11 = _BINARY["Add"](m4, m12)
    m10 = m11.reshape([32, 1])
    m8 = _BINARY["Gt"](m9, m10)
    m7 = m8.reshape([1, 1, 1, 32, 32])
    m15 = inputs['q']
    m14 = m15.reshape([2, 2, 2, 32, 16])
    m19 = inputs['k']
    m18 = m19.reshape([2, 2, 1, 32, 16])
    m17 = m18.permute([0, 1, 2, 4, 3])
    states23 = torch.full([_cdiv(32, T['c1']), _cdiv(16, T['c2']), _pow2(2), _pow2(2), _pow2(2), T['c1'], _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    states24 = torch.full([_cdiv(32, T['c1']), _cdiv(16, T['c2']), _pow2(2), _pow2(2), _pow2(2), T['c1'], _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(32, T['c1']) * _cdiv(16, T['c2']),)](m14_ptr=m14, m14_s0=m14.stride(0), m14_s1=m14.stride(1), m14_s2=m14.stride(2), m14_s3=m14.stride(3), m14_s4=m14.stride(4), m17_ptr=m17, m17_s0=m17.stride(0), m17_s1=m17.stride(1), m17_s2=m17.stride(2), m17_s3=m17.stride(3), m17_s4=m17.stride(4), states23_ptr=states23, states23_s0=states23.stride(0), states23_s1=states23.stride(1), states23_s2=states23.stride(2), states23_s3=states23.stride(3), states23_s4=states23.stride(4), states23_s5=states23.stride(5), states23_s6=states23.stride(6), states24_ptr=states24, states24_s0=states24.stride(0), states24_s1=states24.stride(1), states24_s2=states24.stride(2), states24_s3=states24.stride(3), states24_s4=states24.stride(4), states24_s5=states24.stride(5), states24_s6=states24.stride(6), E_c1=32, E_c2=16, E_n0=2, E_n1=32, F_n0=_pow2(2), F_n1=_pow2(32), T_c1=T['c1'], T_c2=T['c2'])
    m32 = _BINARY["Sub"](m10, m9)
    m33 = torch.tensor(8.0, dtype=torch.float32, device=device)
    m31 = _BINARY["Ge"](m32, m33)
    m30 = m31.reshape([1, 1, 1, 32, 32])
    m39 = inputs['v']
    m38 = m39.reshape([2, 2, 1, 32, 16])
    m44 = inputs['sinks']
    m43 = m44.reshape([1, 2, 2, 1, 1])
    buf50 = torch.full([2, 2, 2, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(32, T['c1']),)](m2_ptr=m2, m2_s0=m2.stride(0), m2_s1=m2.stride(1), m2_s2=m2.stride(2), m2_s3=m2.stride(3), m2_s4=m2.stride(4), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), m7_s2=m7.stride(2), m7_s3=m7.stride(3), m7_s4=m7.stride(4), states23_ptr=states23, states23_s0=states23.stride(0), states23_s1=states23.stride(1), states23_s2=states23.stride(2), states23_s3=states23.stride(3), states23_s4=states23.stride(4), states23_s5=states23.stride(5), states23_s6=states23.stride(6), states24_ptr=states24, states24_s0=states24.stride(0), states24_s1=states24.stride(1), states24_s2=states24.stride(2), states24_s3=states24.stride(3), states24_s4=states24.stride(4), states24_s5=states24.stride(5), states24_s6=states24.stride(6), m30_ptr=m30, m30_s0=m30.stride(0), m30_s1=m30.stride(1), m30_s2=m30.stride(2), m30_s3=m30.stride(3), m30_s4=m30.stride(4), m38_ptr=m38, m38_s0=m38.stride(0), m38_s1=m38.stride(1), m38_s2=m38.stride(2), m38_s3=m38.stride(3), m38_s4=m38.stride(4), m43_ptr=m43, m43_s0=m43.stride(0), m43_s1=m43.stride(1), m43_s2=m43.stride(2), m43_s3=m43.stride(3), m43_s4=m43.stride(4), buf50_ptr=buf50, buf50_s0=buf50.stride(0), buf50_s1=buf50.stride(1), buf50_s2=buf50.stride(2), buf50_s3=buf50.stride(3), buf50_s4=buf50.stride(4), E_c1=32, E_c2=16, E_n0=2, E_n1=32, E_n2=16, F_n0=_pow2(2), F_n1=_pow2(32), F_n2=_pow2(16), T_c1=T['c1'], T_c2=T['c2'])
    states58 = torch.full([_cdiv(16, T['c2']), _pow2(2), _pow2(2), _pow2(2), _pow2(32), _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    states59 = torch.full([_cdiv(16, T['c2']), _pow2(2), _pow2(2), _pow2(2), _pow2(32), _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(16, T['c2']),)](m14_ptr=m14, m14_s0=m14.stride(0), m14_s1=m14.stride(1), m14_s2=m14.stride(2), m14_s3=m14.stride(3), m14_s4=m14.stride(4), m17_ptr=m17, m17_s0=m17.stride(0), m17_s1=m17.stride(1), m17_s2=m17.stride(2), m17_s3=m17.stride(3), m17_s4=m17.stride(4), states58_ptr=states58, states58_s0=states58.stride(0), states58_s1=states58.stride(1), states58_s2=states58.stride(2), states58_s3=states58.stride(3), states58_s4=states58.stride(4), states58_s5=states58.stride(5), states59_ptr=states59, states59_s0=states59.stride(0), states59_s1=states59.stride(1), states59_s2=states59.stride(2), states59_s3=states59.stride(3), states59_s4=states59.stride(4), states59_s5=states59.stride(5), E_c2=16, E_n0=2, E_n1=32, F_n0=_pow2(2), F_n1=_pow2(32), T_c2=T['c2'])
    buf64 = torch.full([2, 2, 2, 32, 32], float("nan"), dtype=torch.float32, device=device)
    buf65 = torch.full([2, 2, 2, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(1,)](states58_ptr=states58, states58_s0=states58.stride(0), states58_s1=states58.stride(1), states58_s2=states58.stride(2), states58_s3=states58.stride(3), states58_s4=states58.stride(4), states58_s5=states58.stride(5), states59_ptr=states59, states59_s0=states59.stride(0), states59_s1=states59.stride(1), states59_s2=states59.stride(2), states59_s3=states59.stride(3), states59_s4=states59.stride(4), states59_s5=states59.stride(5), buf64_ptr=buf64, buf64_s0=buf64.stride(0), buf64_s1=buf64.stride(1), buf64_s2=buf64.stride(2), buf64_s3=buf64.stride(3), buf64_s4=buf64.stride(4), buf65_ptr=buf65, buf65_s0=buf65.stride(0), buf65_s1=buf65.stride(1), buf65_s2=buf65.stride(2), buf65_s3=buf65.stride(3), buf65_s4=buf65.stride(4), E_c2=16, E_n0=2, E_n1=32, F_n0=_pow2(2), F_n1=_pow2(32), T_c2=T['c2'])
    buf68 = torch.full([2, 2, 2, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(_cdiv(32, T['c1']),)](buf64_ptr=buf64, buf64_s0=buf64.stride(0), buf64_s1=buf64.stride(1), buf64_s2=buf64.stride(2), buf64_s3=buf64.stride(3), buf64_s4=buf64.stride(4), buf68_ptr=buf68, buf68_s0=buf68.stride(0), buf68_s1=buf68.stride(1), buf68_s2=buf68.stride(2), buf68_s3=buf68.stride(3), buf68_s4=buf68.stride(4), E_c1=32, E_n0=2, E_n1=32, F_n0=_pow2(2), F_n1=_pow2(32), T_c1=T['c1'])
    buf76 = torch.full([2, 2, 2, 32, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_5[(_cdiv(2, T['c3']),)](m2_ptr=m2, m2_s0=m2.stride(0), m2_s1=m2.stride(1), m2_s2=m2.stride(2), m2_s3=m2.stride(3), m2_s4=m2.stride(4), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), m7_s2=m7.stride(2), m7_s3=m7.stride(3), m7_s4=m7.stride(4), buf68_ptr=buf68, buf68_s0=buf68.stride(0), buf68_s1=buf68.stride(1), buf68_s2=buf68.stride(2), buf68_s3=buf68.stride(3), buf68_s4=buf68.stride(4), m30_ptr=m30, m30_s0=m30.stride(0), m30_s1=m30.stride(1), m30_s2=m30.stride(2), m30_s3=m30.stride(3), m30_s4=m30.stride(4), buf76_ptr=buf76, buf76_s0=buf76.stride(0), buf76_s1=buf76.stride(1), buf76_s2=buf76.stride(2), buf76_s3=buf76.stride(3), buf76_s4=buf76.stride(4), E_c3=2, E_n0=2, E_n1=32, F_n0=_pow2(2), F_n1=_pow2(32), T_c3=T['c3'])
    buf92 = torch.full([2, 2, 2, 32, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_6[(_cdiv(2, T['c3']),)](m2_ptr=m2, m2_s0=m2.stride(0), m2_s1=m2.stride(1), m2_s2=m2.stride(2), m2_s3=m2.stride(3), m2_s4=m2.stride(4), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), m7_s2=m7.stride(2), m7_s3=m7.stride(3), m7_s4=m7.stride(4), m14_ptr=m14, m14_s0=m14.stride(0), m14_s1=m14.stride(1), m14_s2=m14.stride(2), m14_s3=m14.stride(3), m14_s4=m14.stride(4), m17_ptr=m17, m17_s0=m17.stride(0), m17_s1=m17.stride(1), m17_s2=m17.stride(2), m17_s3=m17.stride(3), m17_s4=m17.stride(4), m30_ptr=m30, m30_s0=m30.stride(0), m30_s1=m30.stride(1), m30_s2=m30.stride(2), m30_s3=m30.stride(3), m30_s4=m30.stride(4), buf92_ptr=buf92, buf92_s0=buf92.stride(0), buf92_s1=buf92.stride(1), buf92_s2=buf92.stride(2), buf92_s3=buf92.stride(3), buf92_s4=buf92.stride(4), E_c2=16, E_c3=2, E_n0=2, E_n1=32, F_n0=_pow2(2), F_n1=_pow2(32), T_c2=T['c2'], T_c3=T['c3'])
    buf103 = torch.full([2, 2, 2, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_7[(_cdiv(2, T['c0']),)](buf50_ptr=buf50, buf50_s0=buf50.stride(0), buf50_s1=buf50.stride(1), buf50_s2=buf50.stride(2), buf50_s3=buf50.stride(3), buf50_s4=buf50.stride(4), buf76_ptr=buf76, buf76_s0=buf76.stride(0), buf76_s1=buf76.stride(1), buf76_s2=buf76.stride(2), buf76_s3=buf76.stride(3), buf76_s4=buf76.stride(4), buf92_ptr=buf92, buf92_s0=buf92.stride(0), buf92_s1=buf92.stride(1), buf92_s2=buf92.stride(2), buf92_s3=buf92.stride(3), buf92_s4=buf92.stride(4), m43_ptr=m43, m43_s0=m43.stride(0), m43_s1=m43.stride(1), m43_s2=m43.stride(2), m43_s3=m43.stride(3), m43_s4=m43.stride(4), buf103_ptr=buf103, buf103_s0=buf103.stride(0), buf103_s1=buf103.stride(1), buf103_s2=buf103.stride(2), buf103_s3=buf103.stride(3), buf103_s4=buf103.stride(4), E_c0=2, E_n0=2, E_n1=32, E_n2=16, F_n0=_pow2(2), F_n1=_pow2(32), F_n2=_pow2(16), T_c0=T['c0'])
    m1 = buf103.reshape([2, 4, 32, 16])
    return m1


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
