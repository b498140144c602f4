"""layernorm_gemm [small], candidate 39: 11 kernel(s)

Rendered by EqiForge from candidate 39 of layernorm_gemm [small]: grid(x.0@0) loop(w.1[64]: sum) ; grid(x.0@0) ; grid() loop(w.1[64]: pair(sum, sum)) ; grid(w.0@1) loop(w.1[64]: sum) ; grid(x.0@0) loop(w.1[64]: sum) ; grid(x.0@0) ; grid(x.0@0) ; store(w.1[64]) ; grid() loop(w.1[64]: pair(sum, sum), stored) ; grid(x.0@0) ; grid(w.0@1, x.0@0)
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.0@0[8]
    c1: grid w.0@1[32]
    c2: loop w.1[64]

Run it on its own: `python kernels/f39.py` checks it once against PyTorch on random inputs.
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
def kernel_0(m1_ptr, m1_s0, m1_s1, buf16_ptr, buf16_s0, buf16_s1, E_c0, E_c2, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # writes buf16: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    acc15 = tl.full([T_c0, 1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t13 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t14 = tl.sum(tl.where((offs_c2 < E_c2)[None, :], t13, 0.0), axis=1, keep_dims=True)
        acc15 = acc15 + t14
    tl.store(buf16_ptr + offs_c0[:, None] * buf16_s0, acc15, mask=(offs_c0 < E_c0)[:, None])


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, buf16_ptr, buf16_s0, buf16_s1, buf28_ptr, buf28_s0, buf28_s1, E_c0, E_n2, F_n2: tl.constexpr, T_c0: tl.constexpr):
    # writes buf28: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n2 = tl.arange(0, F_n2)
    t22 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_n2[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    t23 = tl.load(buf16_ptr + offs_c0[:, None] * buf16_s0, mask=(offs_c0 < E_c0)[:, None], other=0).to(tl.float32)
    t24 = (t23) * (0.015625)
    t25 = t22 - (t24)
    t26 = (t25) * (t25)
    t27 = tl.sum(tl.where((offs_n2 < E_n2)[None, :], t26, 0.0), axis=1, keep_dims=True)
    tl.store(buf28_ptr + offs_c0[:, None] * buf28_s0, t27, mask=(offs_c0 < E_c0)[:, None])


@triton.jit
def kernel_2(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m7_ptr, m7_s0, m7_s1, buf16_ptr, buf16_s0, buf16_s1, buf28_ptr, buf28_s0, buf28_s1, buf35_ptr, buf35_s0, buf35_s1, buf36_ptr, buf36_s0, buf36_s1, E_c2, E_n0, E_n1, DOT_11: tl.constexpr, DOT_20: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf35, buf36: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    t17 = tl.load(buf16_ptr + offs_n1[:, None] * buf16_s0, mask=(offs_n1 < E_n1)[:, None], other=0).to(tl.float32)
    t18 = (t17) * (0.015625)
    t29 = tl.load(buf28_ptr + offs_n1[:, None] * buf28_s0, mask=(offs_n1 < E_n1)[:, None], other=0).to(tl.float32)
    t30 = t29 + 0.00064
    t31 = tl.rsqrt(t30)
    acc33 = tl.full([F_n1, F_n0], 0.0, tl.float32)
    acc34 = tl.full([F_n1, F_n0], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t2 = tl.load(m1_ptr + offs_n1[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t6 = tl.load(m3_ptr + offs_c2[:, None] * m3_s0, mask=(offs_c2 < E_c2)[:, None], other=0).to(tl.float32)
        t9 = tl.load(m7_ptr + offs_c2[:, None] * m7_s0 + offs_n0[None, :] * m7_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
        t10 = (t6) * (t9)
        if DOT_11:
            t12 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t2, 0.0), tl.where((offs_c2 < E_c2)[:, None], t10, 0.0), input_precision="ieee")
        else:
            t12 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t2, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t10, 0.0), 0), axis=1)
        t19 = t2 - (t18)
        if DOT_20:
            t21 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t19, 0.0), tl.where((offs_c2 < E_c2)[:, None], t10, 0.0), input_precision="ieee")
        else:
            t21 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t19, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t10, 0.0), 0), axis=1)
        t32 = (t21) * (t31)
        acc33 = acc33 + t12
        acc34 = acc34 + t32
    tl.store(buf35_ptr + offs_n1[:, None] * buf35_s0 + offs_n0[None, :] * buf35_s1, acc33, mask=(offs_n1 < E_n1)[:, None] & (offs_n0 < E_n0)[None, :])
    tl.store(buf36_ptr + offs_n1[:, None] * buf36_s0 + offs_n0[None, :] * buf36_s1, acc34, mask=(offs_n1 < E_n1)[:, None] & (offs_n0 < E_n0)[None, :])


@triton.jit
def kernel_3(m3_ptr, m3_s0, m3_s1, m7_ptr, m7_s0, m7_s1, buf47_ptr, buf47_s0, buf47_s1, E_c1, E_c2, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf47: Combine over grid w.0@1[32]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    acc46 = tl.full([1, T_c1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t42 = tl.load(m3_ptr + offs_c2[:, None] * m3_s0, mask=(offs_c2 < E_c2)[:, None], other=0).to(tl.float32)
        t43 = tl.load(m7_ptr + offs_c2[:, None] * m7_s0 + offs_c1[None, :] * m7_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        t44 = (t42) * (t43)
        t45 = tl.sum(tl.where((offs_c2 < E_c2)[:, None], t44, 0.0), axis=0, keep_dims=True)
        acc46 = acc46 + t45
    tl.store(buf47_ptr + offs_c1[None, :] * buf47_s1, acc46, mask=(offs_c1 < E_c1)[None, :])


@triton.jit
def kernel_4(buf35_ptr, buf35_s0, buf35_s1, m1_ptr, m1_s0, m1_s1, buf47_ptr, buf47_s0, buf47_s1, buf51_ptr, buf51_s0, buf51_s1, E_c0, E_c2, E_n0, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # writes buf51: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t37 = tl.load(buf35_ptr + offs_c0[:, None] * buf35_s0 + offs_n0[None, :] * buf35_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    acc40 = tl.full([T_c0, 1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t38 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t39 = tl.sum(tl.where((offs_c2 < E_c2)[None, :], t38, 0.0), axis=1, keep_dims=True)
        acc40 = acc40 + t39
    t41 = (acc40) * (0.015625)
    t48 = tl.load(buf47_ptr + offs_n0[None, :] * buf47_s1, mask=(offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t49 = (t41) * (t48)
    t50 = t37 - (t49)
    tl.store(buf51_ptr + offs_c0[:, None] * buf51_s0 + offs_n0[None, :] * buf51_s1, t50, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :])


@triton.jit
def kernel_5(buf51_ptr, buf51_s0, buf51_s1, buf28_ptr, buf28_s0, buf28_s1, buf57_ptr, buf57_s0, buf57_s1, E_c0, E_n0, F_n0: tl.constexpr, T_c0: tl.constexpr):
    # writes buf57: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t52 = tl.load(buf51_ptr + offs_c0[:, None] * buf51_s0 + offs_n0[None, :] * buf51_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t53 = tl.load(buf28_ptr + offs_c0[:, None] * buf28_s0, mask=(offs_c0 < E_c0)[:, None], other=0).to(tl.float32)
    t54 = t53 + 0.00064
    t55 = tl.rsqrt(t54)
    t56 = (t52) * (t55)
    tl.store(buf57_ptr + offs_c0[:, None] * buf57_s0 + offs_n0[None, :] * buf57_s1, t56, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :])


@triton.jit
def kernel_6(buf57_ptr, buf57_s0, buf57_s1, buf60_ptr, buf60_s0, buf60_s1, E_c0, E_n0, F_n0: tl.constexpr, T_c0: tl.constexpr):
    # writes buf60: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t58 = tl.load(buf57_ptr + offs_c0[:, None] * buf57_s0 + offs_n0[None, :] * buf57_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t59 = (t58) * (8.0)
    tl.store(buf60_ptr + offs_c0[:, None] * buf60_s0 + offs_n0[None, :] * buf60_s1, t59, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :])


@triton.jit
def kernel_7(m62_ptr, m62_s0, m62_s1, m7_ptr, m7_s0, m7_s1, m1_ptr, m1_s0, m1_s1, buf16_ptr, buf16_s0, buf16_s1, m4_ptr, m4_s0, m4_s1, buf28_ptr, buf28_s0, buf28_s1, states80_ptr, states80_s0, states80_s1, states80_s2, states81_ptr, states81_s0, states81_s1, states81_s2, E_c2, E_n0, E_n1, DOT_66: tl.constexpr, DOT_74: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c2: tl.constexpr):
    # stores states80, states81: Collect over loop w.1[64]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t64 = tl.load(m62_ptr + offs_c2[None, :] * m62_s1, mask=(offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
    t65 = tl.load(m7_ptr + offs_c2[:, None] * m7_s0 + offs_n0[None, :] * m7_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    if DOT_66:
        t67 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t64, 0.0), tl.where((offs_c2 < E_c2)[:, None], t65, 0.0), input_precision="ieee")
    else:
        t67 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t64, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t65, 0.0), 0), axis=1)
    t68 = tl.load(m1_ptr + offs_n1[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
    t69 = tl.load(buf16_ptr + offs_n1[:, None] * buf16_s0, mask=(offs_n1 < E_n1)[:, None], other=0).to(tl.float32)
    t70 = (t69) * (0.015625)
    t71 = t68 - (t70)
    t72 = tl.load(m4_ptr + offs_c2[None, :] * m4_s1, mask=(offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
    t73 = (t71) * (t72)
    if DOT_74:
        t75 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t73, 0.0), tl.where((offs_c2 < E_c2)[:, None], t65, 0.0), input_precision="ieee")
    else:
        t75 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t73, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t65, 0.0), 0), axis=1)
    t76 = tl.load(buf28_ptr + offs_n1[:, None] * buf28_s0, mask=(offs_n1 < E_n1)[:, None], other=0).to(tl.float32)
    t77 = t76 + 0.00064
    t78 = tl.rsqrt(t77)
    t79 = (t75) * (t78)
    tl.store(states80_ptr + i_c2 * states80_s0 + tl.arange(0, F_n0)[None, :] * states80_s2 + tl.zeros([1, F_n0], tl.int32), t67)
    tl.store(states81_ptr + i_c2 * states81_s0 + tl.arange(0, F_n1)[:, None] * states81_s1 + tl.arange(0, F_n0)[None, :] * states81_s2 + tl.zeros([F_n1, F_n0], tl.int32), t79)


@triton.jit
def kernel_8(states80_ptr, states80_s0, states80_s1, states80_s2, states81_ptr, states81_s0, states81_s1, states81_s2, buf86_ptr, buf86_s0, buf86_s1, buf87_ptr, buf87_s0, buf87_s1, E_c2, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf86, buf87: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    acc84 = tl.full([1, F_n0], 0.0, tl.float32)
    acc85 = tl.full([F_n1, F_n0], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t82 = tl.load(states80_ptr + i_c2 * states80_s0 + tl.arange(0, F_n0)[None, :] * states80_s2 + tl.zeros([1, F_n0], tl.int32))
        t83 = tl.load(states81_ptr + i_c2 * states81_s0 + tl.arange(0, F_n1)[:, None] * states81_s1 + tl.arange(0, F_n0)[None, :] * states81_s2 + tl.zeros([F_n1, F_n0], tl.int32))
        acc84 = acc84 + t82
        acc85 = acc85 + t83
    tl.store(buf86_ptr + offs_n0[None, :] * buf86_s1, acc84, mask=(offs_n0 < E_n0)[None, :])
    tl.store(buf87_ptr + offs_n1[:, None] * buf87_s0 + offs_n0[None, :] * buf87_s1, acc85, mask=(offs_n1 < E_n1)[:, None] & (offs_n0 < E_n0)[None, :])


@triton.jit
def kernel_9(buf60_ptr, buf60_s0, buf60_s1, buf86_ptr, buf86_s0, buf86_s1, buf90_ptr, buf90_s0, buf90_s1, E_c0, E_n0, F_n0: tl.constexpr, T_c0: tl.constexpr):
    # writes buf90: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t61 = tl.load(buf60_ptr + offs_c0[:, None] * buf60_s0 + offs_n0[None, :] * buf60_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t88 = tl.load(buf86_ptr + offs_n0[None, :] * buf86_s1, mask=(offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t89 = t61 + t88
    tl.store(buf90_ptr + offs_c0[:, None] * buf90_s0 + offs_n0[None, :] * buf90_s1, t89, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :])


@triton.jit
def kernel_10(buf90_ptr, buf90_s0, buf90_s1, m92_ptr, m92_s0, m92_s1, buf96_ptr, buf96_s0, buf96_s1, E_c0, E_c1, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf96: Combine over grid x.0@0[8], grid w.0@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    t91 = tl.load(buf90_ptr + offs_c0[:, None] * buf90_s0 + offs_c1[None, :] * buf90_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t94 = tl.load(m92_ptr + offs_c1[None, :] * m92_s1, mask=(offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t95 = t91 + t94
    tl.store(buf96_ptr + offs_c0[:, None] * buf96_s0 + offs_c1[None, :] * buf96_s1, t95, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :])


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
    m5 = inputs['w_ln']
    m4 = m5.reshape([1, 64])
    m3 = m4.permute([1, 0])
    m8 = inputs['w']
    m7 = m8.permute([1, 0])
    buf16 = torch.full([8, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(8, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), buf16_ptr=buf16, buf16_s0=buf16.stride(0), buf16_s1=buf16.stride(1), E_c0=8, E_c2=64, T_c0=T['c0'], T_c2=T['c2'])
    buf28 = torch.full([8, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(8, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), buf16_ptr=buf16, buf16_s0=buf16.stride(0), buf16_s1=buf16.stride(1), buf28_ptr=buf28, buf28_s0=buf28.stride(0), buf28_s1=buf28.stride(1), E_c0=8, E_n2=64, F_n2=_pow2(64), T_c0=T['c0'])
    buf35 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    buf36 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(1,)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), buf16_ptr=buf16, buf16_s0=buf16.stride(0), buf16_s1=buf16.stride(1), buf28_ptr=buf28, buf28_s0=buf28.stride(0), buf28_s1=buf28.stride(1), buf35_ptr=buf35, buf35_s0=buf35.stride(0), buf35_s1=buf35.stride(1), buf36_ptr=buf36, buf36_s0=buf36.stride(0), buf36_s1=buf36.stride(1), E_c2=64, E_n0=32, E_n1=8, DOT_11=(_pow2(8)) >= 16 and (T['c2']) >= 16 and (_pow2(32)) >= 16, DOT_20=(_pow2(8)) >= 16 and (T['c2']) >= 16 and (_pow2(32)) >= 16, F_n0=_pow2(32), F_n1=_pow2(8), T_c2=T['c2'])
    buf47 = torch.full([1, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(32, T['c1']),)](m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), buf47_ptr=buf47, buf47_s0=buf47.stride(0), buf47_s1=buf47.stride(1), E_c1=32, E_c2=64, T_c1=T['c1'], T_c2=T['c2'])
    buf51 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(_cdiv(8, T['c0']),)](buf35_ptr=buf35, buf35_s0=buf35.stride(0), buf35_s1=buf35.stride(1), m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), buf47_ptr=buf47, buf47_s0=buf47.stride(0), buf47_s1=buf47.stride(1), buf51_ptr=buf51, buf51_s0=buf51.stride(0), buf51_s1=buf51.stride(1), E_c0=8, E_c2=64, E_n0=32, F_n0=_pow2(32), T_c0=T['c0'], T_c2=T['c2'])
    buf57 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_5[(_cdiv(8, T['c0']),)](buf51_ptr=buf51, buf51_s0=buf51.stride(0), buf51_s1=buf51.stride(1), buf28_ptr=buf28, buf28_s0=buf28.stride(0), buf28_s1=buf28.stride(1), buf57_ptr=buf57, buf57_s0=buf57.stride(0), buf57_s1=buf57.stride(1), E_c0=8, E_n0=32, F_n0=_pow2(32), T_c0=T['c0'])
    buf60 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_6[(_cdiv(8, T['c0']),)](buf57_ptr=buf57, buf57_s0=buf57.stride(0), buf57_s1=buf57.stride(1), buf60_ptr=buf60, buf60_s0=buf60.stride(0), buf60_s1=buf60.stride(1), E_c0=8, E_n0=32, F_n0=_pow2(32), T_c0=T['c0'])
    m63 = inputs['b_ln']
    m62 = m63.reshape([1, 64])
    states80 = torch.full([_cdiv(64, T['c2']), 1, _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    states81 = torch.full([_cdiv(64, T['c2']), _pow2(8), _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    kernel_7[(_cdiv(64, T['c2']),)](m62_ptr=m62, m62_s0=m62.stride(0), m62_s1=m62.stride(1), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), buf16_ptr=buf16, buf16_s0=buf16.stride(0), buf16_s1=buf16.stride(1), m4_ptr=m4, m4_s0=m4.stride(0), m4_s1=m4.stride(1), buf28_ptr=buf28, buf28_s0=buf28.stride(0), buf28_s1=buf28.stride(1), states80_ptr=states80, states80_s0=states80.stride(0), states80_s1=states80.stride(1), states80_s2=states80.stride(2), states81_ptr=states81, states81_s0=states81.stride(0), states81_s1=states81.stride(1), states81_s2=states81.stride(2), E_c2=64, E_n0=32, E_n1=8, DOT_66=(1) >= 16 and (T['c2']) >= 16 and (_pow2(32)) >= 16, DOT_74=(_pow2(8)) >= 16 and (T['c2']) >= 16 and (_pow2(32)) >= 16, F_n0=_pow2(32), F_n1=_pow2(8), T_c2=T['c2'])
    buf86 = torch.full([1, 32], float("nan"), dtype=torch.float32, device=device)
    buf87 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_8[(1,)](states80_ptr=states80, states80_s0=states80.stride(0), states80_s1=states80.stride(1), states80_s2=states80.stride(2), states81_ptr=states81, states81_s0=states81.stride(0), states81_s1=states81.stride(1), states81_s2=states81.stride(2), buf86_ptr=buf86, buf86_s0=buf86.stride(0), buf86_s1=buf86.stride(1), buf87_ptr=buf87, buf87_s0=buf87.stride(0), buf87_s1=buf87.stride(1), E_c2=64, E_n0=32, E_n1=8, F_n0=_pow2(32), F_n1=_pow2(8), T_c2=T['c2'])
    buf90 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_9[(_cdiv(8, T['c0']),)](buf60_ptr=buf60, buf60_s0=buf60.stride(0), buf60_s1=buf60.stride(1), buf86_ptr=buf86, buf86_s0=buf86.stride(0), buf86_s1=buf86.stride(1), buf90_ptr=buf90, buf90_s0=buf90.stride(0), buf90_s1=buf90.stride(1), E_c0=8, E_n0=32, F_n0=_pow2(32), T_c0=T['c0'])
    m93 = inputs['bias']
    m92 = m93.reshape([1, 32])
    buf96 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_10[(_cdiv(8, T['c0']) * _cdiv(32, T['c1']),)](buf90_ptr=buf90, buf90_s0=buf90.stride(0), buf90_s1=buf90.stride(1), m92_ptr=m92, m92_s0=m92.stride(0), m92_s1=m92.stride(1), buf96_ptr=buf96, buf96_s0=buf96.stride(0), buf96_s1=buf96.stride(1), E_c0=8, E_c1=32, T_c0=T['c0'], T_c1=T['c1'])
    return buf96


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
