"""attention_sinks [small], candidate 82: 5 kernel(s)

Rendered by EqiForge from candidate 82 of attention_sinks [small]: grid(k.1@1) [1 mm] ; grid(k.1@1) [1 mm] ; store(k.2[32]) ; store(k.2[32]) ; grid() loop(k.2[32]: sum, stored)
Coordinates (tile sizes are the T arguments of launch()):
    c0: loop k.2[32]
    c1: grid k.1@1[2]

Run it on its own: `python kernels/f82.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/attention_sinks.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 16, "c1": 1}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 32, "c1": 2}


@triton.jit
def kernel_0(m2_ptr, m2_s0, m2_s1, m2_s2, m2_s3, m2_s4, m7_ptr, m7_s0, m7_s1, m7_s2, m7_s3, m7_s4, m14_ptr, m14_s0, m14_s1, m14_s2, m14_s3, m14_s4, m17_ptr, m17_s0, m17_s1, m17_s2, m17_s3, m17_s4, m23_ptr, m23_s0, m23_s1, m23_s2, m23_s3, m23_s4, buf42_ptr, buf42_s0, buf42_s1, buf42_s2, buf42_s3, buf42_s4, E_c1, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c1: tl.constexpr):
    # writes buf42: Combine over grid k.1@1[2]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t31 = tl.load(m2_ptr + offs_n0[None, None, None, None, :] * m2_s4, mask=(offs_n0 < E_n0)[None, None, None, None, :], other=0)
    t32 = tl.load(m7_ptr + offs_n0[None, None, None, :, None] * m7_s3 + offs_n0[None, None, None, None, :] * m7_s4, mask=(offs_n0 < E_n0)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0)
    t33 = tl.load(m14_ptr + offs_n1[:, None, None, None, None] * m14_s0 + offs_c1[None, :, None, None, None] * m14_s1 + offs_n1[None, None, :, None, None] * m14_s2 + offs_n0[None, None, None, :, None] * m14_s3 + offs_n2[None, None, None, None, :] * m14_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_c1 < E_c1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :], other=0).to(tl.float32)
    t34 = tl.load(m17_ptr + offs_n1[:, None, None, None, None] * m17_s0 + offs_c1[None, :, None, None, None] * m17_s1 + offs_n2[None, None, None, :, None] * m17_s3 + offs_n0[None, None, None, None, :] * m17_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_c1 < E_c1)[None, :, None, None, None] & (offs_n2 < E_n2)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0).to(tl.float32)
    t35 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, None, :], t33, 0.0), 5) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :, None], t34, 0.0), 3), axis=4)
    t36 = tl.where(t32, -float("inf"), t35)
    t37 = tl.load(m23_ptr + offs_n0[None, None, None, :, None] * m23_s3 + offs_n0[None, None, None, None, :] * m23_s4, mask=(offs_n0 < E_n0)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0)
    t38 = tl.where(t37, -float("inf"), t36)
    t39 = tl.where(t31, t36, t38)
    t40 = (t39) * (0.25)
    t41 = tl.max(tl.where((offs_n0 < E_n0)[None, None, None, None, :], t40, -float('inf')), axis=4, keep_dims=True)
    tl.store(buf42_ptr + offs_n1[:, None, None, None, None] * buf42_s0 + offs_c1[None, :, None, None, None] * buf42_s1 + offs_n1[None, None, :, None, None] * buf42_s2 + offs_n0[None, None, None, :, None] * buf42_s3, t41, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_c1 < E_c1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None])


@triton.jit
def kernel_1(m2_ptr, m2_s0, m2_s1, m2_s2, m2_s3, m2_s4, m7_ptr, m7_s0, m7_s1, m7_s2, m7_s3, m7_s4, m14_ptr, m14_s0, m14_s1, m14_s2, m14_s3, m14_s4, m17_ptr, m17_s0, m17_s1, m17_s2, m17_s3, m17_s4, m23_ptr, m23_s0, m23_s1, m23_s2, m23_s3, m23_s4, m44_ptr, m44_s0, m44_s1, m44_s2, m44_s3, m44_s4, buf66_ptr, buf66_s0, buf66_s1, buf66_s2, buf66_s3, buf66_s4, E_c1, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c1: tl.constexpr):
    # writes buf66: Combine over grid k.1@1[2]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t50 = tl.load(m2_ptr + offs_n0[None, None, None, None, :] * m2_s4, mask=(offs_n0 < E_n0)[None, None, None, None, :], other=0)
    t51 = tl.load(m7_ptr + offs_n0[None, None, None, :, None] * m7_s3 + offs_n0[None, None, None, None, :] * m7_s4, mask=(offs_n0 < E_n0)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0)
    t52 = tl.load(m14_ptr + offs_n1[:, None, None, None, None] * m14_s0 + offs_c1[None, :, None, None, None] * m14_s1 + offs_n1[None, None, :, None, None] * m14_s2 + offs_n0[None, None, None, :, None] * m14_s3 + offs_n2[None, None, None, None, :] * m14_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_c1 < E_c1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :], other=0).to(tl.float32)
    t53 = tl.load(m17_ptr + offs_n1[:, None, None, None, None] * m17_s0 + offs_c1[None, :, None, None, None] * m17_s1 + offs_n2[None, None, None, :, None] * m17_s3 + offs_n0[None, None, None, None, :] * m17_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_c1 < E_c1)[None, :, None, None, None] & (offs_n2 < E_n2)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0).to(tl.float32)
    t54 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, None, :], t52, 0.0), 5) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :, None], t53, 0.0), 3), axis=4)
    t55 = tl.where(t51, -float("inf"), t54)
    t56 = tl.load(m23_ptr + offs_n0[None, None, None, :, None] * m23_s3 + offs_n0[None, None, None, None, :] * m23_s4, mask=(offs_n0 < E_n0)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0)
    t57 = tl.where(t56, -float("inf"), t55)
    t58 = tl.where(t50, t55, t57)
    t59 = (t58) * (0.25)
    t60 = tl.max(tl.where((offs_n0 < E_n0)[None, None, None, None, :], t59, -float('inf')), axis=4, keep_dims=True)
    t61 = tl.load(m44_ptr + offs_c1[None, :, None, None, None] * m44_s1 + offs_n1[None, None, :, None, None] * m44_s2, mask=(offs_c1 < E_c1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None], other=0).to(tl.float32)
    t62 = tl.maximum(t60, t61)
    t63 = t59 - (t62)
    t64 = tl.exp(t63)
    t65 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, None, None, :], t64, 0.0), axis=4, keep_dims=True)
    tl.store(buf66_ptr + offs_n1[:, None, None, None, None] * buf66_s0 + offs_c1[None, :, None, None, None] * buf66_s1 + offs_n1[None, None, :, None, None] * buf66_s2 + offs_n0[None, None, None, :, None] * buf66_s3, t65, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_c1 < E_c1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None])


@triton.jit
def kernel_2(m2_ptr, m2_s0, m2_s1, m2_s2, m2_s3, m2_s4, m7_ptr, m7_s0, m7_s1, m7_s2, m7_s3, m7_s4, m14_ptr, m14_s0, m14_s1, m14_s2, m14_s3, m14_s4, m17_ptr, m17_s0, m17_s1, m17_s2, m17_s3, m17_s4, m23_ptr, m23_s0, m23_s1, m23_s2, m23_s3, m23_s4, buf42_ptr, buf42_s0, buf42_s1, buf42_s2, buf42_s3, buf42_s4, m44_ptr, m44_s0, m44_s1, m44_s2, m44_s3, m44_s4, buf66_ptr, buf66_s0, buf66_s1, buf66_s2, buf66_s3, buf66_s4, states72_ptr, states72_s0, states72_s1, states72_s2, states72_s3, states72_s4, states72_s5, E_c0, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr):
    # stores states72: Collect over loop k.2[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t6 = tl.load(m2_ptr + offs_c0[None, None, None, None, :] * m2_s4, mask=(offs_c0 < E_c0)[None, None, None, None, :], other=0)
    t13 = tl.load(m7_ptr + offs_n0[None, None, None, :, None] * m7_s3 + offs_c0[None, None, None, None, :] * m7_s4, mask=(offs_n0 < E_n0)[None, None, None, :, None] & (offs_c0 < E_c0)[None, None, None, None, :], other=0)
    t16 = tl.load(m14_ptr + offs_n1[:, None, None, None, None] * m14_s0 + offs_n1[None, :, None, None, None] * m14_s1 + offs_n1[None, None, :, None, None] * m14_s2 + offs_n0[None, None, None, :, None] * m14_s3 + offs_n2[None, None, None, None, :] * m14_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :], other=0).to(tl.float32)
    t20 = tl.load(m17_ptr + offs_n1[:, None, None, None, None] * m17_s0 + offs_n1[None, :, None, None, None] * m17_s1 + offs_n2[None, None, None, :, None] * m17_s3 + offs_c0[None, None, None, None, :] * m17_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n2 < E_n2)[None, None, None, :, None] & (offs_c0 < E_c0)[None, None, None, None, :], other=0).to(tl.float32)
    t21 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, None, :], t16, 0.0), 5) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :, None], t20, 0.0), 3), axis=4)
    t22 = tl.where(t13, -float("inf"), t21)
    t27 = tl.load(m23_ptr + offs_n0[None, None, None, :, None] * m23_s3 + offs_c0[None, None, None, None, :] * m23_s4, mask=(offs_n0 < E_n0)[None, None, None, :, None] & (offs_c0 < E_c0)[None, None, None, None, :], other=0)
    t28 = tl.where(t27, -float("inf"), t22)
    t29 = tl.where(t6, t22, t28)
    t30 = (t29) * (0.25)
    t43 = tl.load(buf42_ptr + offs_n1[:, None, None, None, None] * buf42_s0 + offs_n1[None, :, None, None, None] * buf42_s1 + offs_n1[None, None, :, None, None] * buf42_s2 + offs_n0[None, None, None, :, None] * buf42_s3, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None], other=0).to(tl.float32)
    t46 = tl.load(m44_ptr + offs_n1[None, :, None, None, None] * m44_s1 + offs_n1[None, None, :, None, None] * m44_s2, mask=(offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None], other=0).to(tl.float32)
    t47 = tl.maximum(t43, t46)
    t48 = t30 - (t47)
    t49 = tl.exp(t48)
    t67 = tl.load(buf66_ptr + offs_n1[:, None, None, None, None] * buf66_s0 + offs_n1[None, :, None, None, None] * buf66_s1 + offs_n1[None, None, :, None, None] * buf66_s2 + offs_n0[None, None, None, :, None] * buf66_s3, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None], other=0).to(tl.float32)
    t68 = t46 - (t47)
    t69 = tl.exp(t68)
    t70 = t67 + t69
    t71 = (t49) / (t70)
    tl.store(states72_ptr + i_c0 * states72_s0 + tl.arange(0, F_n1)[:, None, None, None, None] * states72_s1 + tl.arange(0, F_n1)[None, :, None, None, None] * states72_s2 + tl.arange(0, F_n1)[None, None, :, None, None] * states72_s3 + tl.arange(0, F_n0)[None, None, None, :, None] * states72_s4 + tl.arange(0, T_c0)[None, None, None, None, :] * states72_s5 + tl.zeros([F_n1, F_n1, F_n1, F_n0, T_c0], tl.int32), t71)


@triton.jit
def kernel_3(states72_ptr, states72_s0, states72_s1, states72_s2, states72_s3, states72_s4, states72_s5, m74_ptr, m74_s0, m74_s1, m74_s2, m74_s3, m74_s4, states78_ptr, states78_s0, states78_s1, states78_s2, states78_s3, states78_s4, states78_s5, E_c0, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr):
    # stores states78: Collect over loop k.2[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n2 = tl.arange(0, F_n2)
    t73 = tl.load(states72_ptr + i_c0 * states72_s0 + tl.arange(0, F_n1)[:, None, None, None, None] * states72_s1 + tl.arange(0, F_n1)[None, :, None, None, None] * states72_s2 + tl.arange(0, F_n1)[None, None, :, None, None] * states72_s3 + tl.arange(0, F_n0)[None, None, None, :, None] * states72_s4 + tl.arange(0, T_c0)[None, None, None, None, :] * states72_s5 + tl.zeros([F_n1, F_n1, F_n1, F_n0, T_c0], tl.int32))
    t76 = tl.load(m74_ptr + offs_n1[:, None, None, None, None] * m74_s0 + offs_n1[None, :, None, None, None] * m74_s1 + offs_c0[None, None, None, :, None] * m74_s3 + offs_n2[None, None, None, None, :] * m74_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_c0 < E_c0)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :], other=0).to(tl.float32)
    t77 = tl.sum(tl.expand_dims(tl.where((offs_c0 < E_c0)[None, None, None, None, :], t73, 0.0), 5) * tl.expand_dims(tl.where((offs_c0 < E_c0)[None, None, None, :, None], t76, 0.0), 3), axis=4)
    tl.store(states78_ptr + i_c0 * states78_s0 + tl.arange(0, F_n1)[:, None, None, None, None] * states78_s1 + tl.arange(0, F_n1)[None, :, None, None, None] * states78_s2 + tl.arange(0, F_n1)[None, None, :, None, None] * states78_s3 + tl.arange(0, F_n0)[None, None, None, :, None] * states78_s4 + tl.arange(0, F_n2)[None, None, None, None, :] * states78_s5 + tl.zeros([F_n1, F_n1, F_n1, F_n0, F_n2], tl.int32), t77)


@triton.jit
def kernel_4(states78_ptr, states78_s0, states78_s1, states78_s2, states78_s3, states78_s4, states78_s5, buf81_ptr, buf81_s0, buf81_s1, buf81_s2, buf81_s3, buf81_s4, E_c0, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr):
    # writes buf81: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n2 = tl.arange(0, F_n2)
    acc80 = tl.full([F_n1, F_n1, F_n1, F_n0, F_n2], 0.0, tl.float32)
    for i_c0 in range(0, tl.cdiv(E_c0, T_c0)):
        offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)

        t79 = tl.load(states78_ptr + i_c0 * states78_s0 + tl.arange(0, F_n1)[:, None, None, None, None] * states78_s1 + tl.arange(0, F_n1)[None, :, None, None, None] * states78_s2 + tl.arange(0, F_n1)[None, None, :, None, None] * states78_s3 + tl.arange(0, F_n0)[None, None, None, :, None] * states78_s4 + tl.arange(0, F_n2)[None, None, None, None, :] * states78_s5 + tl.zeros([F_n1, F_n1, F_n1, F_n0, F_n2], tl.int32))
        acc80 = acc80 + t79
    tl.store(buf81_ptr + offs_n1[:, None, None, None, None] * buf81_s0 + offs_n1[None, :, None, None, None] * buf81_s1 + offs_n1[None, None, :, None, None] * buf81_s2 + offs_n0[None, None, None, :, None] * buf81_s3 + offs_n2[None, None, None, None, :] * buf81_s4, acc80, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :])


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
    m25 = _BINARY["Sub"](m10, m9)
    m26 = torch.tensor(8.0, dtype=torch.float32, device=device)
    m24 = _BINARY["Ge"](m25, m26)
    m23 = m24.reshape([1, 1, 1, 32, 32])
    buf42 = torch.full([2, 2, 2, 32, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(2, T['c1']),)](m2_ptr=m2, m2_s0=m2.stride(0), m2_s1=m2.stride(1), m2_s2=m2.stride(2), m2_s3=m2.stride(3), m2_s4=m2.stride(4), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), m7_s2=m7.stride(2), m7_s3=m7.stride(3), m7_s4=m7.stride(4), m14_ptr=m14, m14_s0=m14.stride(0), m14_s1=m14.stride(1), m14_s2=m14.stride(2), m14_s3=m14.stride(3), m14_s4=m14.stride(4), m17_ptr=m17, m17_s0=m17.stride(0), m17_s1=m17.stride(1), m17_s2=m17.stride(2), m17_s3=m17.stride(3), m17_s4=m17.stride(4), m23_ptr=m23, m23_s0=m23.stride(0), m23_s1=m23.stride(1), m23_s2=m23.stride(2), m23_s3=m23.stride(3), m23_s4=m23.stride(4), buf42_ptr=buf42, buf42_s0=buf42.stride(0), buf42_s1=buf42.stride(1), buf42_s2=buf42.stride(2), buf42_s3=buf42.stride(3), buf42_s4=buf42.stride(4), E_c1=2, E_n0=32, E_n1=2, E_n2=16, F_n0=_pow2(32), F_n1=_pow2(2), F_n2=_pow2(16), T_c1=T['c1'])
    m45 = inputs['sinks']
    m44 = m45.reshape([1, 2, 2, 1, 1])
    buf66 = torch.full([2, 2, 2, 32, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(2, T['c1']),)](m2_ptr=m2, m2_s0=m2.stride(0), m2_s1=m2.stride(1), m2_s2=m2.stride(2), m2_s3=m2.stride(3), m2_s4=m2.stride(4), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), m7_s2=m7.stride(2), m7_s3=m7.stride(3), m7_s4=m7.stride(4), m14_ptr=m14, m14_s0=m14.stride(0), m14_s1=m14.stride(1), m14_s2=m14.stride(2), m14_s3=m14.stride(3), m14_s4=m14.stride(4), m17_ptr=m17, m17_s0=m17.stride(0), m17_s1=m17.stride(1), m17_s2=m17.stride(2), m17_s3=m17.stride(3), m17_s4=m17.stride(4), m23_ptr=m23, m23_s0=m23.stride(0), m23_s1=m23.stride(1), m23_s2=m23.stride(2), m23_s3=m23.stride(3), m23_s4=m23.stride(4), m44_ptr=m44, m44_s0=m44.stride(0), m44_s1=m44.stride(1), m44_s2=m44.stride(2), m44_s3=m44.stride(3), m44_s4=m44.stride(4), buf66_ptr=buf66, buf66_s0=buf66.stride(0), buf66_s1=buf66.stride(1), buf66_s2=buf66.stride(2), buf66_s3=buf66.stride(3), buf66_s4=buf66.stride(4), E_c1=2, E_n0=32, E_n1=2, E_n2=16, F_n0=_pow2(32), F_n1=_pow2(2), F_n2=_pow2(16), T_c1=T['c1'])
    states72 = torch.full([_cdiv(32, T['c0']), _pow2(2), _pow2(2), _pow2(2), _pow2(32), T['c0']], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(32, T['c0']),)](m2_ptr=m2, m2_s0=m2.stride(0), m2_s1=m2.stride(1), m2_s2=m2.stride(2), m2_s3=m2.stride(3), m2_s4=m2.stride(4), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), m7_s2=m7.stride(2), m7_s3=m7.stride(3), m7_s4=m7.stride(4), m14_ptr=m14, m14_s0=m14.stride(0), m14_s1=m14.stride(1), m14_s2=m14.stride(2), m14_s3=m14.stride(3), m14_s4=m14.stride(4), m17_ptr=m17, m17_s0=m17.stride(0), m17_s1=m17.stride(1), m17_s2=m17.stride(2), m17_s3=m17.stride(3), m17_s4=m17.stride(4), m23_ptr=m23, m23_s0=m23.stride(0), m23_s1=m23.stride(1), m23_s2=m23.stride(2), m23_s3=m23.stride(3), m23_s4=m23.stride(4), buf42_ptr=buf42, buf42_s0=buf42.stride(0), buf42_s1=buf42.stride(1), buf42_s2=buf42.stride(2), buf42_s3=buf42.stride(3), buf42_s4=buf42.stride(4), m44_ptr=m44, m44_s0=m44.stride(0), m44_s1=m44.stride(1), m44_s2=m44.stride(2), m44_s3=m44.stride(3), m44_s4=m44.stride(4), buf66_ptr=buf66, buf66_s0=buf66.stride(0), buf66_s1=buf66.stride(1), buf66_s2=buf66.stride(2), buf66_s3=buf66.stride(3), buf66_s4=buf66.stride(4), states72_ptr=states72, states72_s0=states72.stride(0), states72_s1=states72.stride(1), states72_s2=states72.stride(2), states72_s3=states72.stride(3), states72_s4=states72.stride(4), states72_s5=states72.stride(5), E_c0=32, E_n0=32, E_n1=2, E_n2=16, F_n0=_pow2(32), F_n1=_pow2(2), F_n2=_pow2(16), T_c0=T['c0'])
    m75 = inputs['v']
    m74 = m75.reshape([2, 2, 1, 32, 16])
    states78 = torch.full([_cdiv(32, T['c0']), _pow2(2), _pow2(2), _pow2(2), _pow2(32), _pow2(16)], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(32, T['c0']),)](states72_ptr=states72, states72_s0=states72.stride(0), states72_s1=states72.stride(1), states72_s2=states72.stride(2), states72_s3=states72.stride(3), states72_s4=states72.stride(4), states72_s5=states72.stride(5), m74_ptr=m74, m74_s0=m74.stride(0), m74_s1=m74.stride(1), m74_s2=m74.stride(2), m74_s3=m74.stride(3), m74_s4=m74.stride(4), states78_ptr=states78, states78_s0=states78.stride(0), states78_s1=states78.stride(1), states78_s2=states78.stride(2), states78_s3=states78.stride(3), states78_s4=states78.stride(4), states78_s5=states78.stride(5), E_c0=32, E_n0=32, E_n1=2, E_n2=16, F_n0=_pow2(32), F_n1=_pow2(2), F_n2=_pow2(16), T_c0=T['c0'])
    buf81 = torch.full([2, 2, 2, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(1,)](states78_ptr=states78, states78_s0=states78.stride(0), states78_s1=states78.stride(1), states78_s2=states78.stride(2), states78_s3=states78.stride(3), states78_s4=states78.stride(4), states78_s5=states78.stride(5), buf81_ptr=buf81, buf81_s0=buf81.stride(0), buf81_s1=buf81.stride(1), buf81_s2=buf81.stride(2), buf81_s3=buf81.stride(3), buf81_s4=buf81.stride(4), E_c0=32, E_n0=32, E_n1=2, E_n2=16, F_n0=_pow2(32), F_n1=_pow2(2), F_n2=_pow2(16), T_c0=T['c0'])
    m1 = buf81.reshape([2, 4, 32, 16])
    return m1


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
