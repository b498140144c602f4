"""layernorm_gemm [small], candidate 41: 11 kernel(s)

Rendered by EqiForge from candidate 41 of layernorm_gemm [small]: store(w.1[64]) ; grid() loop(w.1[64]: pair(sum, sum), stored) ; store(w.1[64]) ; grid(x.0@0) loop(w.1[64]: pair(sum, sum), stored) ; store(w.1[64]) ; grid() loop(w.1[64]: pair(sum, sum), stored) ; store(w.1[64]) ; grid(w.0@1) loop(w.1[64]: pair(sum, sum), stored) ; grid(x.0@0) ; store(w.1[64]) ; grid(w.0@1, x.0@0) loop(w.1[64]: pair(sum, sum), stored)
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.0@0[8]
    c1: grid w.0@1[32]
    c2: loop w.1[64]

Run it on its own: `python kernels/f41.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/layernorm_gemm.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 4, "c1": 16, "c2": 32}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m5_ptr, m5_s0, m5_s1, m9_ptr, m9_s0, m9_s1, states15_ptr, states15_s0, states15_s1, states15_s2, states16_ptr, states16_s0, states16_s1, states16_s2, E_c2, E_n0, E_n1, DOT_13: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c2: tl.constexpr):
    # stores states15, states16: Collect over loop w.1[64]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    t3 = tl.load(m1_ptr + offs_n1[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
    t4 = tl.sum(tl.where((offs_c2 < E_c2)[None, :], t3, 0.0), axis=1, keep_dims=True)
    t8 = tl.load(m5_ptr + offs_c2[:, None] * m5_s0, mask=(offs_c2 < E_c2)[:, None], other=0).to(tl.float32)
    t11 = tl.load(m9_ptr + offs_c2[:, None] * m9_s0 + offs_n0[None, :] * m9_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t12 = (t8) * (t11)
    if DOT_13:
        t14 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t3, 0.0), tl.where((offs_c2 < E_c2)[:, None], t12, 0.0), input_precision="ieee")
    else:
        t14 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t3, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t12, 0.0), 0), axis=1)
    tl.store(states15_ptr + i_c2 * states15_s0 + tl.arange(0, F_n1)[:, None] * states15_s1 + tl.zeros([F_n1, 1], tl.int32), t4)
    tl.store(states16_ptr + i_c2 * states16_s0 + tl.arange(0, F_n1)[:, None] * states16_s1 + tl.arange(0, F_n0)[None, :] * states16_s2 + tl.zeros([F_n1, F_n0], tl.int32), t14)


@triton.jit
def kernel_1(states15_ptr, states15_s0, states15_s1, states15_s2, states16_ptr, states16_s0, states16_s1, states16_s2, buf21_ptr, buf21_s0, buf21_s1, buf22_ptr, buf22_s0, buf22_s1, E_c2, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf21, buf22: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    acc19 = tl.full([F_n1, 1], 0.0, tl.float32)
    acc20 = tl.full([F_n1, F_n0], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t17 = tl.load(states15_ptr + i_c2 * states15_s0 + tl.arange(0, F_n1)[:, None] * states15_s1 + tl.zeros([F_n1, 1], tl.int32))
        t18 = tl.load(states16_ptr + i_c2 * states16_s0 + tl.arange(0, F_n1)[:, None] * states16_s1 + tl.arange(0, F_n0)[None, :] * states16_s2 + tl.zeros([F_n1, F_n0], tl.int32))
        acc19 = acc19 + t17
        acc20 = acc20 + t18
    tl.store(buf21_ptr + offs_n1[:, None] * buf21_s0, acc19, mask=(offs_n1 < E_n1)[:, None])
    tl.store(buf22_ptr + offs_n1[:, None] * buf22_s0 + offs_n0[None, :] * buf22_s1, acc20, mask=(offs_n1 < E_n1)[:, None] & (offs_n0 < E_n0)[None, :])


@triton.jit
def kernel_2(m1_ptr, m1_s0, m1_s1, m5_ptr, m5_s0, m5_s1, m9_ptr, m9_s0, m9_s1, states39_ptr, states39_s0, states39_s1, states39_s2, states39_s3, states40_ptr, states40_s0, states40_s1, states40_s2, states40_s3, E_c0, E_c2, E_n0, DOT_37: tl.constexpr, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # stores states39, states40: Collect over loop w.1[64]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t32 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
    t33 = tl.sum(tl.where((offs_c2 < E_c2)[None, :], t32, 0.0), axis=1, keep_dims=True)
    t34 = tl.load(m5_ptr + offs_c2[:, None] * m5_s0, mask=(offs_c2 < E_c2)[:, None], other=0).to(tl.float32)
    t35 = tl.load(m9_ptr + offs_c2[:, None] * m9_s0 + offs_n0[None, :] * m9_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t36 = (t34) * (t35)
    if DOT_37:
        t38 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t32, 0.0), tl.where((offs_c2 < E_c2)[:, None], t36, 0.0), input_precision="ieee")
    else:
        t38 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t32, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t36, 0.0), 0), axis=1)
    tl.store(states39_ptr + i_c0 * states39_s0 + i_c2 * states39_s1 + tl.arange(0, T_c0)[:, None] * states39_s2 + tl.zeros([T_c0, 1], tl.int32), t33)
    tl.store(states40_ptr + i_c0 * states40_s0 + i_c2 * states40_s1 + tl.arange(0, T_c0)[:, None] * states40_s2 + tl.arange(0, F_n0)[None, :] * states40_s3 + tl.zeros([T_c0, F_n0], tl.int32), t38)


@triton.jit
def kernel_3(m1_ptr, m1_s0, m1_s1, states39_ptr, states39_s0, states39_s1, states39_s2, states39_s3, states40_ptr, states40_s0, states40_s1, states40_s2, states40_s3, buf49_ptr, buf49_s0, buf49_s1, E_c0, E_c2, E_n0, E_n2, F_n0: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # writes buf49: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n0 = tl.arange(0, F_n0)
    t31 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_n2[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    acc43 = tl.full([T_c0, 1], 0.0, tl.float32)
    acc44 = tl.full([T_c0, F_n0], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t41 = tl.load(states39_ptr + i_c0 * states39_s0 + i_c2 * states39_s1 + tl.arange(0, T_c0)[:, None] * states39_s2 + tl.zeros([T_c0, 1], tl.int32))
        t42 = tl.load(states40_ptr + i_c0 * states40_s0 + i_c2 * states40_s1 + tl.arange(0, T_c0)[:, None] * states40_s2 + tl.arange(0, F_n0)[None, :] * states40_s3 + tl.zeros([T_c0, F_n0], tl.int32))
        acc43 = acc43 + t41
        acc44 = acc44 + t42
    t45 = (acc43) * (0.015625)
    t46 = t31 - (t45)
    t47 = (t46) * (t46)
    t48 = tl.sum(tl.where((offs_n2 < E_n2)[None, :], t47, 0.0), axis=1, keep_dims=True)
    tl.store(buf49_ptr + offs_c0[:, None] * buf49_s0, t48, mask=(offs_c0 < E_c0)[:, None])


@triton.jit
def kernel_4(m1_ptr, m1_s0, m1_s1, buf21_ptr, buf21_s0, buf21_s1, m6_ptr, m6_s0, m6_s1, m9_ptr, m9_s0, m9_s1, buf49_ptr, buf49_s0, buf49_s1, states54_ptr, states54_s0, states54_s1, states54_s2, states55_ptr, states55_s0, states55_s1, states55_s2, E_c2, E_n0, E_n1, DOT_29: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c2: tl.constexpr):
    # stores states54, states55: Collect over loop w.1[64]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    t2 = tl.load(m1_ptr + offs_n1[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
    t23 = tl.load(buf21_ptr + offs_n1[:, None] * buf21_s0, mask=(offs_n1 < E_n1)[:, None], other=0).to(tl.float32)
    t24 = (t23) * (0.015625)
    t25 = t2 - (t24)
    t26 = tl.load(m6_ptr + offs_c2[None, :] * m6_s1, mask=(offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
    t27 = (t25) * (t26)
    t28 = tl.load(m9_ptr + offs_c2[:, None] * m9_s0 + offs_n0[None, :] * m9_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    if DOT_29:
        t30 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t27, 0.0), tl.where((offs_c2 < E_c2)[:, None], t28, 0.0), input_precision="ieee")
    else:
        t30 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t27, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t28, 0.0), 0), axis=1)
    t50 = tl.load(buf49_ptr + offs_n1[:, None] * buf49_s0, mask=(offs_n1 < E_n1)[:, None], other=0).to(tl.float32)
    t51 = t50 + 0.00064
    t52 = tl.rsqrt(t51)
    t53 = (t30) * (t52)
    tl.store(states54_ptr + i_c2 * states54_s0 + tl.arange(0, F_n1)[:, None] * states54_s1 + tl.arange(0, F_n0)[None, :] * states54_s2 + tl.zeros([F_n1, F_n0], tl.int32), t30)
    tl.store(states55_ptr + i_c2 * states55_s0 + tl.arange(0, F_n1)[:, None] * states55_s1 + tl.arange(0, F_n0)[None, :] * states55_s2 + tl.zeros([F_n1, F_n0], tl.int32), t53)


@triton.jit
def kernel_5(states54_ptr, states54_s0, states54_s1, states54_s2, states55_ptr, states55_s0, states55_s1, states55_s2, buf60_ptr, buf60_s0, buf60_s1, buf61_ptr, buf61_s0, buf61_s1, E_c2, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf60, buf61: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    acc58 = tl.full([F_n1, F_n0], 0.0, tl.float32)
    acc59 = tl.full([F_n1, F_n0], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t56 = tl.load(states54_ptr + i_c2 * states54_s0 + tl.arange(0, F_n1)[:, None] * states54_s1 + tl.arange(0, F_n0)[None, :] * states54_s2 + tl.zeros([F_n1, F_n0], tl.int32))
        t57 = tl.load(states55_ptr + i_c2 * states55_s0 + tl.arange(0, F_n1)[:, None] * states55_s1 + tl.arange(0, F_n0)[None, :] * states55_s2 + tl.zeros([F_n1, F_n0], tl.int32))
        acc58 = acc58 + t56
        acc59 = acc59 + t57
    tl.store(buf60_ptr + offs_n1[:, None] * buf60_s0 + offs_n0[None, :] * buf60_s1, acc58, mask=(offs_n1 < E_n1)[:, None] & (offs_n0 < E_n0)[None, :])
    tl.store(buf61_ptr + offs_n1[:, None] * buf61_s0 + offs_n0[None, :] * buf61_s1, acc59, mask=(offs_n1 < E_n1)[:, None] & (offs_n0 < E_n0)[None, :])


@triton.jit
def kernel_6(m1_ptr, m1_s0, m1_s1, m5_ptr, m5_s0, m5_s1, m9_ptr, m9_s0, m9_s1, states71_ptr, states71_s0, states71_s1, states71_s2, states72_ptr, states72_s0, states72_s1, states72_s2, E_c2, E_n0, E_n1, DOT_69: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c2: tl.constexpr):
    # stores states71, states72: Collect over loop w.1[64]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    t64 = tl.load(m1_ptr + offs_n1[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
    t65 = tl.sum(tl.where((offs_c2 < E_c2)[None, :], t64, 0.0), axis=1, keep_dims=True)
    t66 = tl.load(m5_ptr + offs_c2[:, None] * m5_s0, mask=(offs_c2 < E_c2)[:, None], other=0).to(tl.float32)
    t67 = tl.load(m9_ptr + offs_c2[:, None] * m9_s0 + offs_n0[None, :] * m9_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t68 = (t66) * (t67)
    if DOT_69:
        t70 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t64, 0.0), tl.where((offs_c2 < E_c2)[:, None], t68, 0.0), input_precision="ieee")
    else:
        t70 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t64, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t68, 0.0), 0), axis=1)
    tl.store(states71_ptr + i_c2 * states71_s0 + tl.arange(0, F_n1)[:, None] * states71_s1 + tl.zeros([F_n1, 1], tl.int32), t65)
    tl.store(states72_ptr + i_c2 * states72_s0 + tl.arange(0, F_n1)[:, None] * states72_s1 + tl.arange(0, F_n0)[None, :] * states72_s2 + tl.zeros([F_n1, F_n0], tl.int32), t70)


@triton.jit
def kernel_7(buf60_ptr, buf60_s0, buf60_s1, m1_ptr, m1_s0, m1_s1, states71_ptr, states71_s0, states71_s1, states71_s2, states72_ptr, states72_s0, states72_s1, states72_s2, buf84_ptr, buf84_s0, buf84_s1, E_c1, E_c2, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf84: Combine over grid w.0@1[32]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n0 = tl.arange(0, F_n0)
    t62 = tl.load(buf60_ptr + offs_n1[:, None] * buf60_s0 + offs_c1[None, :] * buf60_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t63 = tl.load(m1_ptr + offs_n1[:, None] * m1_s0 + offs_n2[None, :] * m1_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    acc75 = tl.full([F_n1, 1], 0.0, tl.float32)
    acc76 = tl.full([F_n1, F_n0], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t73 = tl.load(states71_ptr + i_c2 * states71_s0 + tl.arange(0, F_n1)[:, None] * states71_s1 + tl.zeros([F_n1, 1], tl.int32))
        t74 = tl.load(states72_ptr + i_c2 * states72_s0 + tl.arange(0, F_n1)[:, None] * states72_s1 + tl.arange(0, F_n0)[None, :] * states72_s2 + tl.zeros([F_n1, F_n0], tl.int32))
        acc75 = acc75 + t73
        acc76 = acc76 + t74
    t77 = (acc75) * (0.015625)
    t78 = t63 - (t77)
    t79 = (t78) * (t78)
    t80 = tl.sum(tl.where((offs_n2 < E_n2)[None, :], t79, 0.0), axis=1, keep_dims=True)
    t81 = t80 + 0.00064
    t82 = tl.rsqrt(t81)
    t83 = (t62) * (t82)
    tl.store(buf84_ptr + offs_n1[:, None] * buf84_s0 + offs_c1[None, :] * buf84_s1, t83, mask=(offs_n1 < E_n1)[:, None] & (offs_c1 < E_c1)[None, :])


@triton.jit
def kernel_8(buf84_ptr, buf84_s0, buf84_s1, buf87_ptr, buf87_s0, buf87_s1, E_c0, E_n0, F_n0: tl.constexpr, T_c0: tl.constexpr):
    # writes buf87: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t85 = tl.load(buf84_ptr + offs_c0[:, None] * buf84_s0 + offs_n0[None, :] * buf84_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t86 = (t85) * (8.0)
    tl.store(buf87_ptr + offs_c0[:, None] * buf87_s0 + offs_n0[None, :] * buf87_s1, t86, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :])


@triton.jit
def kernel_9(m1_ptr, m1_s0, m1_s1, buf21_ptr, buf21_s0, buf21_s1, m6_ptr, m6_s0, m6_s1, m9_ptr, m9_s0, m9_s1, buf49_ptr, buf49_s0, buf49_s1, m102_ptr, m102_s0, m102_s1, states107_ptr, states107_s0, states107_s1, states107_s2, states107_s3, states108_ptr, states108_s0, states108_s1, states108_s2, states108_s3, E_c1, E_c2, E_n1, DOT_105: tl.constexpr, DOT_96: tl.constexpr, F_n1: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # stores states107, states108: Collect over loop w.1[64]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    t89 = tl.load(m1_ptr + offs_n1[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
    t90 = tl.load(buf21_ptr + offs_n1[:, None] * buf21_s0, mask=(offs_n1 < E_n1)[:, None], other=0).to(tl.float32)
    t91 = (t90) * (0.015625)
    t92 = t89 - (t91)
    t93 = tl.load(m6_ptr + offs_c2[None, :] * m6_s1, mask=(offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
    t94 = (t92) * (t93)
    t95 = tl.load(m9_ptr + offs_c2[:, None] * m9_s0 + offs_c1[None, :] * m9_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    if DOT_96:
        t97 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t94, 0.0), tl.where((offs_c2 < E_c2)[:, None], t95, 0.0), input_precision="ieee")
    else:
        t97 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t94, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t95, 0.0), 0), axis=1)
    t98 = tl.load(buf49_ptr + offs_n1[:, None] * buf49_s0, mask=(offs_n1 < E_n1)[:, None], other=0).to(tl.float32)
    t99 = t98 + 0.00064
    t100 = tl.rsqrt(t99)
    t101 = (t97) * (t100)
    t104 = tl.load(m102_ptr + offs_c2[None, :] * m102_s1, mask=(offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
    if DOT_105:
        t106 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t104, 0.0), tl.where((offs_c2 < E_c2)[:, None], t95, 0.0), input_precision="ieee")
    else:
        t106 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t104, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t95, 0.0), 0), axis=1)
    tl.store(states107_ptr + i_c1 * states107_s0 + i_c2 * states107_s1 + tl.arange(0, F_n1)[:, None] * states107_s2 + tl.arange(0, T_c1)[None, :] * states107_s3 + tl.zeros([F_n1, T_c1], tl.int32), t101)
    tl.store(states108_ptr + i_c1 * states108_s0 + i_c2 * states108_s1 + tl.arange(0, T_c1)[None, :] * states108_s3 + tl.zeros([1, T_c1], tl.int32), t106)


@triton.jit
def kernel_10(buf87_ptr, buf87_s0, buf87_s1, states107_ptr, states107_s0, states107_s1, states107_s2, states107_s3, states108_ptr, states108_s0, states108_s1, states108_s2, states108_s3, m114_ptr, m114_s0, m114_s1, buf118_ptr, buf118_s0, buf118_s1, E_c0, E_c1, E_c2, E_n1, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf118: Combine over grid x.0@0[8], grid w.0@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    t88 = tl.load(buf87_ptr + offs_c0[:, None] * buf87_s0 + offs_c1[None, :] * buf87_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    acc111 = tl.full([F_n1, T_c1], 0.0, tl.float32)
    acc112 = tl.full([1, T_c1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t109 = tl.load(states107_ptr + i_c1 * states107_s0 + i_c2 * states107_s1 + tl.arange(0, F_n1)[:, None] * states107_s2 + tl.arange(0, T_c1)[None, :] * states107_s3 + tl.zeros([F_n1, T_c1], tl.int32))
        t110 = tl.load(states108_ptr + i_c1 * states108_s0 + i_c2 * states108_s1 + tl.arange(0, T_c1)[None, :] * states108_s3 + tl.zeros([1, T_c1], tl.int32))
        acc111 = acc111 + t109
        acc112 = acc112 + t110
    t113 = t88 + acc112
    t116 = tl.load(m114_ptr + offs_c1[None, :] * m114_s1, mask=(offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t117 = t113 + t116
    tl.store(buf118_ptr + offs_c0[:, None] * buf118_s0 + offs_c1[None, :] * buf118_s1, t117, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :])


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
    m1 = inputs['x']
    m7 = inputs['w_ln']
    m6 = m7.reshape([1, 64])
    m5 = m6.permute([1, 0])
    m10 = inputs['w']
    m9 = m10.permute([1, 0])
    states15 = torch.full([_cdiv(64, T['c2']), _pow2(8), 1], float("nan"), dtype=torch.float32, device=device)
    states16 = torch.full([_cdiv(64, T['c2']), _pow2(8), _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(64, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m5_ptr=m5, m5_s0=m5.stride(0), m5_s1=m5.stride(1), m9_ptr=m9, m9_s0=m9.stride(0), m9_s1=m9.stride(1), states15_ptr=states15, states15_s0=states15.stride(0), states15_s1=states15.stride(1), states15_s2=states15.stride(2), states16_ptr=states16, states16_s0=states16.stride(0), states16_s1=states16.stride(1), states16_s2=states16.stride(2), E_c2=64, E_n0=32, E_n1=8, DOT_13=(_pow2(8)) >= 16 and (T['c2']) >= 16 and (_pow2(32)) >= 16, F_n0=_pow2(32), F_n1=_pow2(8), T_c2=T['c2'])
    buf21 = torch.full([8, 1], float("nan"), dtype=torch.float32, device=device)
    buf22 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(1,)](states15_ptr=states15, states15_s0=states15.stride(0), states15_s1=states15.stride(1), states15_s2=states15.stride(2), states16_ptr=states16, states16_s0=states16.stride(0), states16_s1=states16.stride(1), states16_s2=states16.stride(2), buf21_ptr=buf21, buf21_s0=buf21.stride(0), buf21_s1=buf21.stride(1), buf22_ptr=buf22, buf22_s0=buf22.stride(0), buf22_s1=buf22.stride(1), E_c2=64, E_n0=32, E_n1=8, F_n0=_pow2(32), F_n1=_pow2(8), T_c2=T['c2'])
    states39 = torch.full([_cdiv(8, T['c0']), _cdiv(64, T['c2']), T['c0'], 1], float("nan"), dtype=torch.float32, device=device)
    states40 = torch.full([_cdiv(8, T['c0']), _cdiv(64, T['c2']), T['c0'], _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(8, T['c0']) * _cdiv(64, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m5_ptr=m5, m5_s0=m5.stride(0), m5_s1=m5.stride(1), m9_ptr=m9, m9_s0=m9.stride(0), m9_s1=m9.stride(1), states39_ptr=states39, states39_s0=states39.stride(0), states39_s1=states39.stride(1), states39_s2=states39.stride(2), states39_s3=states39.stride(3), states40_ptr=states40, states40_s0=states40.stride(0), states40_s1=states40.stride(1), states40_s2=states40.stride(2), states40_s3=states40.stride(3), E_c0=8, E_c2=64, E_n0=32, DOT_37=(T['c0']) >= 16 and (T['c2']) >= 16 and (_pow2(32)) >= 16, F_n0=_pow2(32), T_c0=T['c0'], T_c2=T['c2'])
    buf49 = torch.full([8, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(8, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), states39_ptr=states39, states39_s0=states39.stride(0), states39_s1=states39.stride(1), states39_s2=states39.stride(2), states39_s3=states39.stride(3), states40_ptr=states40, states40_s0=states40.stride(0), states40_s1=states40.stride(1), states40_s2=states40.stride(2), states40_s3=states40.stride(3), buf49_ptr=buf49, buf49_s0=buf49.stride(0), buf49_s1=buf49.stride(1), E_c0=8, E_c2=64, E_n0=32, E_n2=64, F_n0=_pow2(32), F_n2=_pow2(64), T_c0=T['c0'], T_c2=T['c2'])
    states54 = torch.full([_cdiv(64, T['c2']), _pow2(8), _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    states55 = torch.full([_cdiv(64, T['c2']), _pow2(8), _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(_cdiv(64, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), buf21_ptr=buf21, buf21_s0=buf21.stride(0), buf21_s1=buf21.stride(1), m6_ptr=m6, m6_s0=m6.stride(0), m6_s1=m6.stride(1), m9_ptr=m9, m9_s0=m9.stride(0), m9_s1=m9.stride(1), buf49_ptr=buf49, buf49_s0=buf49.stride(0), buf49_s1=buf49.stride(1), states54_ptr=states54, states54_s0=states54.stride(0), states54_s1=states54.stride(1), states54_s2=states54.stride(2), states55_ptr=states55, states55_s0=states55.stride(0), states55_s1=states55.stride(1), states55_s2=states55.stride(2), E_c2=64, E_n0=32, E_n1=8, DOT_29=(_pow2(8)) >= 16 and (T['c2']) >= 16 and (_pow2(32)) >= 16, F_n0=_pow2(32), F_n1=_pow2(8), T_c2=T['c2'])
    buf60 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    buf61 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_5[(1,)](states54_ptr=states54, states54_s0=states54.stride(0), states54_s1=states54.stride(1), states54_s2=states54.stride(2), states55_ptr=states55, states55_s0=states55.stride(0), states55_s1=states55.stride(1), states55_s2=states55.stride(2), buf60_ptr=buf60, buf60_s0=buf60.stride(0), buf60_s1=buf60.stride(1), buf61_ptr=buf61, buf61_s0=buf61.stride(0), buf61_s1=buf61.stride(1), E_c2=64, E_n0=32, E_n1=8, F_n0=_pow2(32), F_n1=_pow2(8), T_c2=T['c2'])
    states71 = torch.full([_cdiv(64, T['c2']), _pow2(8), 1], float("nan"), dtype=torch.float32, device=device)
    states72 = torch.full([_cdiv(64, T['c2']), _pow2(8), _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    kernel_6[(_cdiv(64, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m5_ptr=m5, m5_s0=m5.stride(0), m5_s1=m5.stride(1), m9_ptr=m9, m9_s0=m9.stride(0), m9_s1=m9.stride(1), states71_ptr=states71, states71_s0=states71.stride(0), states71_s1=states71.stride(1), states71_s2=states71.stride(2), states72_ptr=states72, states72_s0=states72.stride(0), states72_s1=states72.stride(1), states72_s2=states72.stride(2), E_c2=64, E_n0=32, E_n1=8, DOT_69=(_pow2(8)) >= 16 and (T['c2']) >= 16 and (_pow2(32)) >= 16, F_n0=_pow2(32), F_n1=_pow2(8), T_c2=T['c2'])
    buf84 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_7[(_cdiv(32, T['c1']),)](buf60_ptr=buf60, buf60_s0=buf60.stride(0), buf60_s1=buf60.stride(1), m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), states71_ptr=states71, states71_s0=states71.stride(0), states71_s1=states71.stride(1), states71_s2=states71.stride(2), states72_ptr=states72, states72_s0=states72.stride(0), states72_s1=states72.stride(1), states72_s2=states72.stride(2), buf84_ptr=buf84, buf84_s0=buf84.stride(0), buf84_s1=buf84.stride(1), E_c1=32, E_c2=64, E_n0=32, E_n1=8, E_n2=64, F_n0=_pow2(32), F_n1=_pow2(8), F_n2=_pow2(64), T_c1=T['c1'], T_c2=T['c2'])
    buf87 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_8[(_cdiv(8, T['c0']),)](buf84_ptr=buf84, buf84_s0=buf84.stride(0), buf84_s1=buf84.stride(1), buf87_ptr=buf87, buf87_s0=buf87.stride(0), buf87_s1=buf87.stride(1), E_c0=8, E_n0=32, F_n0=_pow2(32), T_c0=T['c0'])
    m103 = inputs['b_ln']
    m102 = m103.reshape([1, 64])
    states107 = torch.full([_cdiv(32, T['c1']), _cdiv(64, T['c2']), _pow2(8), T['c1']], float("nan"), dtype=torch.float32, device=device)
    states108 = torch.full([_cdiv(32, T['c1']), _cdiv(64, T['c2']), 1, T['c1']], float("nan"), dtype=torch.float32, device=device)
    kernel_9[(_cdiv(32, T['c1']) * _cdiv(64, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), buf21_ptr=buf21, buf21_s0=buf21.stride(0), buf21_s1=buf21.stride(1), m6_ptr=m6, m6_s0=m6.stride(0), m6_s1=m6.stride(1), m9_ptr=m9, m9_s0=m9.stride(0), m9_s1=m9.stride(1), buf49_ptr=buf49, buf49_s0=buf49.stride(0), buf49_s1=buf49.stride(1), m102_ptr=m102, m102_s0=m102.stride(0), m102_s1=m102.stride(1), states107_ptr=states107, states107_s0=states107.stride(0), states107_s1=states107.stride(1), states107_s2=states107.stride(2), states107_s3=states107.stride(3), states108_ptr=states108, states108_s0=states108.stride(0), states108_s1=states108.stride(1), states108_s2=states108.stride(2), states108_s3=states108.stride(3), E_c1=32, E_c2=64, E_n1=8, DOT_105=(1) >= 16 and (T['c2']) >= 16 and (T['c1']) >= 16, DOT_96=(_pow2(8)) >= 16 and (T['c2']) >= 16 and (T['c1']) >= 16, F_n1=_pow2(8), T_c1=T['c1'], T_c2=T['c2'])
    m115 = inputs['bias']
    m114 = m115.reshape([1, 32])
    buf118 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_10[(_cdiv(8, T['c0']) * _cdiv(32, T['c1']),)](buf87_ptr=buf87, buf87_s0=buf87.stride(0), buf87_s1=buf87.stride(1), states107_ptr=states107, states107_s0=states107.stride(0), states107_s1=states107.stride(1), states107_s2=states107.stride(2), states107_s3=states107.stride(3), states108_ptr=states108, states108_s0=states108.stride(0), states108_s1=states108.stride(1), states108_s2=states108.stride(2), states108_s3=states108.stride(3), m114_ptr=m114, m114_s0=m114.stride(0), m114_s1=m114.stride(1), buf118_ptr=buf118, buf118_s0=buf118.stride(0), buf118_s1=buf118.stride(1), E_c0=8, E_c1=32, E_c2=64, E_n1=8, F_n1=_pow2(8), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    return buf118


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
