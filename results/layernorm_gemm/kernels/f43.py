"""layernorm_gemm [small], candidate 43: 13 kernel(s)

Rendered by EqiForge from candidate 43 of layernorm_gemm [small]: grid(x.0@0) loop(w.1[64]: sum) ; grid(x.0@0) loop(w.1[64]: sum) ; store(w.1[64]) ; grid() loop(w.1[64]: pair(sum, sum), stored) ; grid(x.0@0) ; store(w.1[64]) ; grid() loop(w.1[64]: pair(sum, sum), stored) ; grid(w.0@1) loop(w.1[64]: sum) ; grid(x.0@0) ; store(w.1[64]) ; grid(w.0@1) loop(w.1[64]: pair(sum, sum), stored) ; store(w.1[64]) ; grid(w.0@1) loop(w.1[64]: pair(sum, sum), stored)
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid w.0@1[32]
    c1: grid x.0@0[8]
    c2: loop w.1[64]

Run it on its own: `python kernels/f43.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/layernorm_gemm.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 16, "c1": 4, "c2": 32}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, buf16_ptr, buf16_s0, buf16_s1, E_c1, E_c2, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf16: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    acc15 = tl.full([T_c1, 1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t13 = tl.load(m1_ptr + offs_c1[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t14 = tl.sum(tl.where((offs_c2 < E_c2)[None, :], t13, 0.0), axis=1, keep_dims=True)
        acc15 = acc15 + t14
    tl.store(buf16_ptr + offs_c1[:, None] * buf16_s0, acc15, mask=(offs_c1 < E_c1)[:, None])


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, buf26_ptr, buf26_s0, buf26_s1, E_c1, E_c2, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf26: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    acc25 = tl.full([T_c1, 1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t22 = tl.load(m1_ptr + offs_c1[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t23 = (t22) * (t22)
        t24 = tl.sum(tl.where((offs_c2 < E_c2)[None, :], t23, 0.0), axis=1, keep_dims=True)
        acc25 = acc25 + t24
    tl.store(buf26_ptr + offs_c1[:, None] * buf26_s0, acc25, mask=(offs_c1 < E_c1)[:, None])


@triton.jit
def kernel_2(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m7_ptr, m7_s0, m7_s1, states35_ptr, states35_s0, states35_s1, states35_s2, states36_ptr, states36_s0, states36_s1, states36_s2, E_c2, E_n0, E_n1, DOT_33: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c2: tl.constexpr):
    # stores states35, states36: Collect over loop w.1[64]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t28 = tl.load(m1_ptr + offs_n0[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
    t29 = tl.sum(tl.where((offs_c2 < E_c2)[None, :], t28, 0.0), axis=1, keep_dims=True)
    t30 = tl.load(m3_ptr + offs_c2[:, None] * m3_s0, mask=(offs_c2 < E_c2)[:, None], other=0).to(tl.float32)
    t31 = tl.load(m7_ptr + offs_c2[:, None] * m7_s0 + offs_n1[None, :] * m7_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t32 = (t30) * (t31)
    if DOT_33:
        t34 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t28, 0.0), tl.where((offs_c2 < E_c2)[:, None], t32, 0.0), input_precision="ieee")
    else:
        t34 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t28, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t32, 0.0), 0), axis=1)
    tl.store(states35_ptr + i_c2 * states35_s0 + tl.arange(0, F_n0)[:, None] * states35_s1 + tl.zeros([F_n0, 1], tl.int32), t29)
    tl.store(states36_ptr + i_c2 * states36_s0 + tl.arange(0, F_n0)[:, None] * states36_s1 + tl.arange(0, F_n1)[None, :] * states36_s2 + tl.zeros([F_n0, F_n1], tl.int32), t34)


@triton.jit
def kernel_3(states35_ptr, states35_s0, states35_s1, states35_s2, states36_ptr, states36_s0, states36_s1, states36_s2, buf41_ptr, buf41_s0, buf41_s1, buf42_ptr, buf42_s0, buf42_s1, E_c2, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf41, buf42: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    acc39 = tl.full([F_n0, 1], 0.0, tl.float32)
    acc40 = tl.full([F_n0, F_n1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t37 = tl.load(states35_ptr + i_c2 * states35_s0 + tl.arange(0, F_n0)[:, None] * states35_s1 + tl.zeros([F_n0, 1], tl.int32))
        t38 = tl.load(states36_ptr + i_c2 * states36_s0 + tl.arange(0, F_n0)[:, None] * states36_s1 + tl.arange(0, F_n1)[None, :] * states36_s2 + tl.zeros([F_n0, F_n1], tl.int32))
        acc39 = acc39 + t37
        acc40 = acc40 + t38
    tl.store(buf41_ptr + offs_n0[:, None] * buf41_s0, acc39, mask=(offs_n0 < E_n0)[:, None])
    tl.store(buf42_ptr + offs_n0[:, None] * buf42_s0 + offs_n1[None, :] * buf42_s1, acc40, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :])


@triton.jit
def kernel_4(buf26_ptr, buf26_s0, buf26_s1, buf41_ptr, buf41_s0, buf41_s1, buf50_ptr, buf50_s0, buf50_s1, E_c1, T_c1: tl.constexpr):
    # writes buf50: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    t27 = tl.load(buf26_ptr + offs_c1[:, None] * buf26_s0, mask=(offs_c1 < E_c1)[:, None], other=0).to(tl.float32)
    t43 = tl.load(buf41_ptr + offs_c1[:, None] * buf41_s0, mask=(offs_c1 < E_c1)[:, None], other=0).to(tl.float32)
    t44 = (t43) * (2.0)
    t45 = (t43) * (1.0)
    t46 = t44 - (t45)
    t47 = (t43) * (0.015625)
    t48 = (t46) * (t47)
    t49 = t27 - (t48)
    tl.store(buf50_ptr + offs_c1[:, None] * buf50_s0, t49, mask=(offs_c1 < E_c1)[:, None])


@triton.jit
def kernel_5(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m7_ptr, m7_s0, m7_s1, buf16_ptr, buf16_s0, buf16_s1, buf50_ptr, buf50_s0, buf50_s1, states55_ptr, states55_s0, states55_s1, states55_s2, states56_ptr, states56_s0, states56_s1, states56_s2, E_c2, E_n0, E_n1, DOT_11: tl.constexpr, DOT_20: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c2: tl.constexpr):
    # stores states55, states56: Collect over loop w.1[64]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t2 = tl.load(m1_ptr + offs_n0[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
    t6 = tl.load(m3_ptr + offs_c2[:, None] * m3_s0, mask=(offs_c2 < E_c2)[:, None], other=0).to(tl.float32)
    t9 = tl.load(m7_ptr + offs_c2[:, None] * m7_s0 + offs_n1[None, :] * m7_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t10 = (t6) * (t9)
    if DOT_11:
        t12 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t2, 0.0), tl.where((offs_c2 < E_c2)[:, None], t10, 0.0), input_precision="ieee")
    else:
        t12 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t2, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t10, 0.0), 0), axis=1)
    t17 = tl.load(buf16_ptr + offs_n0[:, None] * buf16_s0, mask=(offs_n0 < E_n0)[:, None], other=0).to(tl.float32)
    t18 = (t17) * (0.015625)
    t19 = t2 - (t18)
    if DOT_20:
        t21 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t19, 0.0), tl.where((offs_c2 < E_c2)[:, None], t10, 0.0), input_precision="ieee")
    else:
        t21 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t19, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t10, 0.0), 0), axis=1)
    t51 = tl.load(buf50_ptr + offs_n0[:, None] * buf50_s0, mask=(offs_n0 < E_n0)[:, None], other=0).to(tl.float32)
    t52 = t51 + 0.00064
    t53 = tl.rsqrt(t52)
    t54 = (t21) * (t53)
    tl.store(states55_ptr + i_c2 * states55_s0 + tl.arange(0, F_n0)[:, None] * states55_s1 + tl.arange(0, F_n1)[None, :] * states55_s2 + tl.zeros([F_n0, F_n1], tl.int32), t12)
    tl.store(states56_ptr + i_c2 * states56_s0 + tl.arange(0, F_n0)[:, None] * states56_s1 + tl.arange(0, F_n1)[None, :] * states56_s2 + tl.zeros([F_n0, F_n1], tl.int32), t54)


@triton.jit
def kernel_6(states55_ptr, states55_s0, states55_s1, states55_s2, states56_ptr, states56_s0, states56_s1, states56_s2, buf61_ptr, buf61_s0, buf61_s1, buf62_ptr, buf62_s0, buf62_s1, E_c2, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf61, buf62: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    acc59 = tl.full([F_n0, F_n1], 0.0, tl.float32)
    acc60 = tl.full([F_n0, F_n1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t57 = tl.load(states55_ptr + i_c2 * states55_s0 + tl.arange(0, F_n0)[:, None] * states55_s1 + tl.arange(0, F_n1)[None, :] * states55_s2 + tl.zeros([F_n0, F_n1], tl.int32))
        t58 = tl.load(states56_ptr + i_c2 * states56_s0 + tl.arange(0, F_n0)[:, None] * states56_s1 + tl.arange(0, F_n1)[None, :] * states56_s2 + tl.zeros([F_n0, F_n1], tl.int32))
        acc59 = acc59 + t57
        acc60 = acc60 + t58
    tl.store(buf61_ptr + offs_n0[:, None] * buf61_s0 + offs_n1[None, :] * buf61_s1, acc59, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :])
    tl.store(buf62_ptr + offs_n0[:, None] * buf62_s0 + offs_n1[None, :] * buf62_s1, acc60, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :])


@triton.jit
def kernel_7(m3_ptr, m3_s0, m3_s1, m7_ptr, m7_s0, m7_s1, buf71_ptr, buf71_s0, buf71_s1, E_c0, E_c2, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # writes buf71: Combine over grid w.0@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    acc70 = tl.full([1, T_c0], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t66 = tl.load(m3_ptr + offs_c2[:, None] * m3_s0, mask=(offs_c2 < E_c2)[:, None], other=0).to(tl.float32)
        t67 = tl.load(m7_ptr + offs_c2[:, None] * m7_s0 + offs_c0[None, :] * m7_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_c0 < E_c0)[None, :], other=0).to(tl.float32)
        t68 = (t66) * (t67)
        t69 = tl.sum(tl.where((offs_c2 < E_c2)[:, None], t68, 0.0), axis=0, keep_dims=True)
        acc70 = acc70 + t69
    tl.store(buf71_ptr + offs_c0[None, :] * buf71_s1, acc70, mask=(offs_c0 < E_c0)[None, :])


@triton.jit
def kernel_8(buf61_ptr, buf61_s0, buf61_s1, buf16_ptr, buf16_s0, buf16_s1, buf71_ptr, buf71_s0, buf71_s1, buf75_ptr, buf75_s0, buf75_s1, E_c1, E_n1, F_n1: tl.constexpr, T_c1: tl.constexpr):
    # writes buf75: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    t63 = tl.load(buf61_ptr + offs_c1[:, None] * buf61_s0 + offs_n1[None, :] * buf61_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t64 = tl.load(buf16_ptr + offs_c1[:, None] * buf16_s0, mask=(offs_c1 < E_c1)[:, None], other=0).to(tl.float32)
    t65 = (t64) * (0.015625)
    t72 = tl.load(buf71_ptr + offs_n1[None, :] * buf71_s1, mask=(offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t73 = (t65) * (t72)
    t74 = t63 - (t73)
    tl.store(buf75_ptr + offs_c1[:, None] * buf75_s0 + offs_n1[None, :] * buf75_s1, t74, mask=(offs_c1 < E_c1)[:, None] & (offs_n1 < E_n1)[None, :])


@triton.jit
def kernel_9(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m7_ptr, m7_s0, m7_s1, states85_ptr, states85_s0, states85_s1, states85_s2, states86_ptr, states86_s0, states86_s1, states86_s2, E_c2, E_n0, E_n1, DOT_83: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c2: tl.constexpr):
    # stores states85, states86: Collect over loop w.1[64]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t78 = tl.load(m1_ptr + offs_n0[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
    t79 = tl.sum(tl.where((offs_c2 < E_c2)[None, :], t78, 0.0), axis=1, keep_dims=True)
    t80 = tl.load(m3_ptr + offs_c2[:, None] * m3_s0, mask=(offs_c2 < E_c2)[:, None], other=0).to(tl.float32)
    t81 = tl.load(m7_ptr + offs_c2[:, None] * m7_s0 + offs_n1[None, :] * m7_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t82 = (t80) * (t81)
    if DOT_83:
        t84 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t78, 0.0), tl.where((offs_c2 < E_c2)[:, None], t82, 0.0), input_precision="ieee")
    else:
        t84 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t78, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t82, 0.0), 0), axis=1)
    tl.store(states85_ptr + i_c2 * states85_s0 + tl.arange(0, F_n0)[:, None] * states85_s1 + tl.zeros([F_n0, 1], tl.int32), t79)
    tl.store(states86_ptr + i_c2 * states86_s0 + tl.arange(0, F_n0)[:, None] * states86_s1 + tl.arange(0, F_n1)[None, :] * states86_s2 + tl.zeros([F_n0, F_n1], tl.int32), t84)


@triton.jit
def kernel_10(buf75_ptr, buf75_s0, buf75_s1, m1_ptr, m1_s0, m1_s1, states85_ptr, states85_s0, states85_s1, states85_s2, states86_ptr, states86_s0, states86_s1, states86_s2, buf99_ptr, buf99_s0, buf99_s1, E_c0, E_c2, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # writes buf99: Combine over grid w.0@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n2 = tl.arange(0, F_n2)
    offs_n1 = tl.arange(0, F_n1)
    t76 = tl.load(buf75_ptr + offs_n0[:, None] * buf75_s0 + offs_c0[None, :] * buf75_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c0 < E_c0)[None, :], other=0).to(tl.float32)
    t77 = tl.load(m1_ptr + offs_n0[:, None] * m1_s0 + offs_n2[None, :] * m1_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    acc89 = tl.full([F_n0, 1], 0.0, tl.float32)
    acc90 = tl.full([F_n0, F_n1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t87 = tl.load(states85_ptr + i_c2 * states85_s0 + tl.arange(0, F_n0)[:, None] * states85_s1 + tl.zeros([F_n0, 1], tl.int32))
        t88 = tl.load(states86_ptr + i_c2 * states86_s0 + tl.arange(0, F_n0)[:, None] * states86_s1 + tl.arange(0, F_n1)[None, :] * states86_s2 + tl.zeros([F_n0, F_n1], tl.int32))
        acc89 = acc89 + t87
        acc90 = acc90 + t88
    t91 = (acc89) * (0.015625)
    t92 = t77 - (t91)
    t93 = (t92) * (t92)
    t94 = tl.sum(tl.where((offs_n2 < E_n2)[None, :], t93, 0.0), axis=1, keep_dims=True)
    t95 = (t94) * (0.015625)
    t96 = t95 + 1e-05
    t97 = tl.rsqrt(t96)
    t98 = (t76) * (t97)
    tl.store(buf99_ptr + offs_n0[:, None] * buf99_s0 + offs_c0[None, :] * buf99_s1, t98, mask=(offs_n0 < E_n0)[:, None] & (offs_c0 < E_c0)[None, :])


@triton.jit
def kernel_11(m1_ptr, m1_s0, m1_s1, buf16_ptr, buf16_s0, buf16_s1, m4_ptr, m4_s0, m4_s1, m7_ptr, m7_s0, m7_s1, buf50_ptr, buf50_s0, buf50_s1, m114_ptr, m114_s0, m114_s1, states119_ptr, states119_s0, states119_s1, states119_s2, states119_s3, states120_ptr, states120_s0, states120_s1, states120_s2, states120_s3, E_c0, E_c2, E_n0, DOT_108: tl.constexpr, DOT_117: tl.constexpr, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # stores states119, states120: Collect over loop w.1[64]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t101 = tl.load(m1_ptr + offs_n0[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
    t102 = tl.load(buf16_ptr + offs_n0[:, None] * buf16_s0, mask=(offs_n0 < E_n0)[:, None], other=0).to(tl.float32)
    t103 = (t102) * (0.015625)
    t104 = t101 - (t103)
    t105 = tl.load(m4_ptr + offs_c2[None, :] * m4_s1, mask=(offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
    t106 = (t104) * (t105)
    t107 = tl.load(m7_ptr + offs_c2[:, None] * m7_s0 + offs_c0[None, :] * m7_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_c0 < E_c0)[None, :], other=0).to(tl.float32)
    if DOT_108:
        t109 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t106, 0.0), tl.where((offs_c2 < E_c2)[:, None], t107, 0.0), input_precision="ieee")
    else:
        t109 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t106, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t107, 0.0), 0), axis=1)
    t110 = tl.load(buf50_ptr + offs_n0[:, None] * buf50_s0, mask=(offs_n0 < E_n0)[:, None], other=0).to(tl.float32)
    t111 = t110 + 0.00064
    t112 = tl.rsqrt(t111)
    t113 = (t109) * (t112)
    t116 = tl.load(m114_ptr + offs_c2[None, :] * m114_s1, mask=(offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
    if DOT_117:
        t118 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t116, 0.0), tl.where((offs_c2 < E_c2)[:, None], t107, 0.0), input_precision="ieee")
    else:
        t118 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t116, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t107, 0.0), 0), axis=1)
    tl.store(states119_ptr + i_c0 * states119_s0 + i_c2 * states119_s1 + tl.arange(0, F_n0)[:, None] * states119_s2 + tl.arange(0, T_c0)[None, :] * states119_s3 + tl.zeros([F_n0, T_c0], tl.int32), t113)
    tl.store(states120_ptr + i_c0 * states120_s0 + i_c2 * states120_s1 + tl.arange(0, T_c0)[None, :] * states120_s3 + tl.zeros([1, T_c0], tl.int32), t118)


@triton.jit
def kernel_12(buf99_ptr, buf99_s0, buf99_s1, states119_ptr, states119_s0, states119_s1, states119_s2, states119_s3, states120_ptr, states120_s0, states120_s1, states120_s2, states120_s3, m126_ptr, m126_s0, m126_s1, buf130_ptr, buf130_s0, buf130_s1, E_c0, E_c2, E_n0, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # writes buf130: Combine over grid w.0@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t100 = tl.load(buf99_ptr + offs_n0[:, None] * buf99_s0 + offs_c0[None, :] * buf99_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c0 < E_c0)[None, :], other=0).to(tl.float32)
    acc123 = tl.full([F_n0, T_c0], 0.0, tl.float32)
    acc124 = tl.full([1, T_c0], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t121 = tl.load(states119_ptr + i_c0 * states119_s0 + i_c2 * states119_s1 + tl.arange(0, F_n0)[:, None] * states119_s2 + tl.arange(0, T_c0)[None, :] * states119_s3 + tl.zeros([F_n0, T_c0], tl.int32))
        t122 = tl.load(states120_ptr + i_c0 * states120_s0 + i_c2 * states120_s1 + tl.arange(0, T_c0)[None, :] * states120_s3 + tl.zeros([1, T_c0], tl.int32))
        acc123 = acc123 + t121
        acc124 = acc124 + t122
    t125 = t100 + acc124
    t128 = tl.load(m126_ptr + offs_c0[None, :] * m126_s1, mask=(offs_c0 < E_c0)[None, :], other=0).to(tl.float32)
    t129 = t125 + t128
    tl.store(buf130_ptr + offs_n0[:, None] * buf130_s0 + offs_c0[None, :] * buf130_s1, t129, mask=(offs_n0 < E_n0)[:, None] & (offs_c0 < E_c0)[None, :])


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
    kernel_0[(_cdiv(8, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), buf16_ptr=buf16, buf16_s0=buf16.stride(0), buf16_s1=buf16.stride(1), E_c1=8, E_c2=64, T_c1=T['c1'], T_c2=T['c2'])
    buf26 = torch.full([8, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(8, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), buf26_ptr=buf26, buf26_s0=buf26.stride(0), buf26_s1=buf26.stride(1), E_c1=8, E_c2=64, T_c1=T['c1'], T_c2=T['c2'])
    states35 = torch.full([_cdiv(64, T['c2']), _pow2(8), 1], float("nan"), dtype=torch.float32, device=device)
    states36 = torch.full([_cdiv(64, T['c2']), _pow2(8), _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(64, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), states35_ptr=states35, states35_s0=states35.stride(0), states35_s1=states35.stride(1), states35_s2=states35.stride(2), states36_ptr=states36, states36_s0=states36.stride(0), states36_s1=states36.stride(1), states36_s2=states36.stride(2), E_c2=64, E_n0=8, E_n1=32, DOT_33=(_pow2(8)) >= 16 and (T['c2']) >= 16 and (_pow2(32)) >= 16, F_n0=_pow2(8), F_n1=_pow2(32), T_c2=T['c2'])
    buf41 = torch.full([8, 1], float("nan"), dtype=torch.float32, device=device)
    buf42 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(1,)](states35_ptr=states35, states35_s0=states35.stride(0), states35_s1=states35.stride(1), states35_s2=states35.stride(2), states36_ptr=states36, states36_s0=states36.stride(0), states36_s1=states36.stride(1), states36_s2=states36.stride(2), buf41_ptr=buf41, buf41_s0=buf41.stride(0), buf41_s1=buf41.stride(1), buf42_ptr=buf42, buf42_s0=buf42.stride(0), buf42_s1=buf42.stride(1), E_c2=64, E_n0=8, E_n1=32, F_n0=_pow2(8), F_n1=_pow2(32), T_c2=T['c2'])
    buf50 = torch.full([8, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(_cdiv(8, T['c1']),)](buf26_ptr=buf26, buf26_s0=buf26.stride(0), buf26_s1=buf26.stride(1), buf41_ptr=buf41, buf41_s0=buf41.stride(0), buf41_s1=buf41.stride(1), buf50_ptr=buf50, buf50_s0=buf50.stride(0), buf50_s1=buf50.stride(1), E_c1=8, T_c1=T['c1'])
    states55 = torch.full([_cdiv(64, T['c2']), _pow2(8), _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    states56 = torch.full([_cdiv(64, T['c2']), _pow2(8), _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    kernel_5[(_cdiv(64, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), buf16_ptr=buf16, buf16_s0=buf16.stride(0), buf16_s1=buf16.stride(1), buf50_ptr=buf50, buf50_s0=buf50.stride(0), buf50_s1=buf50.stride(1), states55_ptr=states55, states55_s0=states55.stride(0), states55_s1=states55.stride(1), states55_s2=states55.stride(2), states56_ptr=states56, states56_s0=states56.stride(0), states56_s1=states56.stride(1), states56_s2=states56.stride(2), E_c2=64, E_n0=8, E_n1=32, DOT_11=(_pow2(8)) >= 16 and (T['c2']) >= 16 and (_pow2(32)) >= 16, DOT_20=(_pow2(8)) >= 16 and (T['c2']) >= 16 and (_pow2(32)) >= 16, F_n0=_pow2(8), F_n1=_pow2(32), T_c2=T['c2'])
    buf61 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    buf62 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_6[(1,)](states55_ptr=states55, states55_s0=states55.stride(0), states55_s1=states55.stride(1), states55_s2=states55.stride(2), states56_ptr=states56, states56_s0=states56.stride(0), states56_s1=states56.stride(1), states56_s2=states56.stride(2), buf61_ptr=buf61, buf61_s0=buf61.stride(0), buf61_s1=buf61.stride(1), buf62_ptr=buf62, buf62_s0=buf62.stride(0), buf62_s1=buf62.stride(1), E_c2=64, E_n0=8, E_n1=32, F_n0=_pow2(8), F_n1=_pow2(32), T_c2=T['c2'])
    buf71 = torch.full([1, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_7[(_cdiv(32, T['c0']),)](m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), buf71_ptr=buf71, buf71_s0=buf71.stride(0), buf71_s1=buf71.stride(1), E_c0=32, E_c2=64, T_c0=T['c0'], T_c2=T['c2'])
    buf75 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_8[(_cdiv(8, T['c1']),)](buf61_ptr=buf61, buf61_s0=buf61.stride(0), buf61_s1=buf61.stride(1), buf16_ptr=buf16, buf16_s0=buf16.stride(0), buf16_s1=buf16.stride(1), buf71_ptr=buf71, buf71_s0=buf71.stride(0), buf71_s1=buf71.stride(1), buf75_ptr=buf75, buf75_s0=buf75.stride(0), buf75_s1=buf75.stride(1), E_c1=8, E_n1=32, F_n1=_pow2(32), T_c1=T['c1'])
    states85 = torch.full([_cdiv(64, T['c2']), _pow2(8), 1], float("nan"), dtype=torch.float32, device=device)
    states86 = torch.full([_cdiv(64, T['c2']), _pow2(8), _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    kernel_9[(_cdiv(64, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), states85_ptr=states85, states85_s0=states85.stride(0), states85_s1=states85.stride(1), states85_s2=states85.stride(2), states86_ptr=states86, states86_s0=states86.stride(0), states86_s1=states86.stride(1), states86_s2=states86.stride(2), E_c2=64, E_n0=8, E_n1=32, DOT_83=(_pow2(8)) >= 16 and (T['c2']) >= 16 and (_pow2(32)) >= 16, F_n0=_pow2(8), F_n1=_pow2(32), T_c2=T['c2'])
    buf99 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_10[(_cdiv(32, T['c0']),)](buf75_ptr=buf75, buf75_s0=buf75.stride(0), buf75_s1=buf75.stride(1), m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), states85_ptr=states85, states85_s0=states85.stride(0), states85_s1=states85.stride(1), states85_s2=states85.stride(2), states86_ptr=states86, states86_s0=states86.stride(0), states86_s1=states86.stride(1), states86_s2=states86.stride(2), buf99_ptr=buf99, buf99_s0=buf99.stride(0), buf99_s1=buf99.stride(1), E_c0=32, E_c2=64, E_n0=8, E_n1=32, E_n2=64, F_n0=_pow2(8), F_n1=_pow2(32), F_n2=_pow2(64), T_c0=T['c0'], T_c2=T['c2'])
    m115 = inputs['b_ln']
    m114 = m115.reshape([1, 64])
    states119 = torch.full([_cdiv(32, T['c0']), _cdiv(64, T['c2']), _pow2(8), T['c0']], float("nan"), dtype=torch.float32, device=device)
    states120 = torch.full([_cdiv(32, T['c0']), _cdiv(64, T['c2']), 1, T['c0']], float("nan"), dtype=torch.float32, device=device)
    kernel_11[(_cdiv(32, T['c0']) * _cdiv(64, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), buf16_ptr=buf16, buf16_s0=buf16.stride(0), buf16_s1=buf16.stride(1), m4_ptr=m4, m4_s0=m4.stride(0), m4_s1=m4.stride(1), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), buf50_ptr=buf50, buf50_s0=buf50.stride(0), buf50_s1=buf50.stride(1), m114_ptr=m114, m114_s0=m114.stride(0), m114_s1=m114.stride(1), states119_ptr=states119, states119_s0=states119.stride(0), states119_s1=states119.stride(1), states119_s2=states119.stride(2), states119_s3=states119.stride(3), states120_ptr=states120, states120_s0=states120.stride(0), states120_s1=states120.stride(1), states120_s2=states120.stride(2), states120_s3=states120.stride(3), E_c0=32, E_c2=64, E_n0=8, DOT_108=(_pow2(8)) >= 16 and (T['c2']) >= 16 and (T['c0']) >= 16, DOT_117=(1) >= 16 and (T['c2']) >= 16 and (T['c0']) >= 16, F_n0=_pow2(8), T_c0=T['c0'], T_c2=T['c2'])
    m127 = inputs['bias']
    m126 = m127.reshape([1, 32])
    buf130 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_12[(_cdiv(32, T['c0']),)](buf99_ptr=buf99, buf99_s0=buf99.stride(0), buf99_s1=buf99.stride(1), states119_ptr=states119, states119_s0=states119.stride(0), states119_s1=states119.stride(1), states119_s2=states119.stride(2), states119_s3=states119.stride(3), states120_ptr=states120, states120_s0=states120.stride(0), states120_s1=states120.stride(1), states120_s2=states120.stride(2), states120_s3=states120.stride(3), m126_ptr=m126, m126_s0=m126.stride(0), m126_s1=m126.stride(1), buf130_ptr=buf130, buf130_s0=buf130.stride(0), buf130_s1=buf130.stride(1), E_c0=32, E_c2=64, E_n0=8, F_n0=_pow2(8), T_c0=T['c0'], T_c2=T['c2'])
    return buf130


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
