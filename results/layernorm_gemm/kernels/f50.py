"""layernorm_gemm [small], candidate 50: 20 kernel(s)

Rendered by EqiForge from candidate 50 of layernorm_gemm [small]: store(w.1[64]) ; grid() loop(w.1[64]: pair(sum, sum), stored) ; store(w.1[64]) ; grid(x.0@0) loop(w.1[64]: sum, stored) ; store(w.1[64]) ; grid(x.0@0) loop(w.1[64]: sum, stored) ; grid(x.0@0) ; store(w.1[64]) ; grid() loop(w.1[64]: pair(sum, sum), stored) ; store(w.1[64]) ; store(w.1[64]) ; grid(w.0@1) loop(w.1[64]: sum, stored) ; grid(w.0@1) loop(w.1[64]: sum, stored) ; store(w.1[64]) ; grid(x.0@0) loop(w.1[64]: pair(sum, sum), stored) ; grid(x.0@0) ; store(w.1[64]) ; grid() loop(w.1[64]: pair(sum, sum), stored) ; grid(x.0@0) ; grid(w.0@1)
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid w.0@1[32]
    c1: grid x.0@0[8]
    c2: loop w.1[64]

Run it on its own: `python kernels/f50.py` checks it once against PyTorch on random inputs.
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
def kernel_0(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m7_ptr, m7_s0, m7_s1, states20_ptr, states20_s0, states20_s1, states20_s2, states21_ptr, states21_s0, states21_s1, states21_s2, E_c2, E_n0, E_n1, DOT_18: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c2: tl.constexpr):
    # stores states20, states21: Collect over loop w.1[64]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t13 = tl.load(m1_ptr + offs_n0[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
    t14 = tl.sum(tl.where((offs_c2 < E_c2)[None, :], t13, 0.0), axis=1, keep_dims=True)
    t15 = tl.load(m3_ptr + offs_c2[:, None] * m3_s0, mask=(offs_c2 < E_c2)[:, None], other=0).to(tl.float32)
    t16 = tl.load(m7_ptr + offs_c2[:, None] * m7_s0 + offs_n1[None, :] * m7_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t17 = (t15) * (t16)
    if DOT_18:
        t19 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t13, 0.0), tl.where((offs_c2 < E_c2)[:, None], t17, 0.0), input_precision="ieee")
    else:
        t19 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t13, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t17, 0.0), 0), axis=1)
    tl.store(states20_ptr + i_c2 * states20_s0 + tl.arange(0, F_n0)[:, None] * states20_s1 + tl.zeros([F_n0, 1], tl.int32), t14)
    tl.store(states21_ptr + i_c2 * states21_s0 + tl.arange(0, F_n0)[:, None] * states21_s1 + tl.arange(0, F_n1)[None, :] * states21_s2 + tl.zeros([F_n0, F_n1], tl.int32), t19)


@triton.jit
def kernel_1(states20_ptr, states20_s0, states20_s1, states20_s2, states21_ptr, states21_s0, states21_s1, states21_s2, buf26_ptr, buf26_s0, buf26_s1, buf27_ptr, buf27_s0, buf27_s1, E_c2, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf26, buf27: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    acc24 = tl.full([F_n0, 1], 0.0, tl.float32)
    acc25 = tl.full([F_n0, F_n1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t22 = tl.load(states20_ptr + i_c2 * states20_s0 + tl.arange(0, F_n0)[:, None] * states20_s1 + tl.zeros([F_n0, 1], tl.int32))
        t23 = tl.load(states21_ptr + i_c2 * states21_s0 + tl.arange(0, F_n0)[:, None] * states21_s1 + tl.arange(0, F_n1)[None, :] * states21_s2 + tl.zeros([F_n0, F_n1], tl.int32))
        acc24 = acc24 + t22
        acc25 = acc25 + t23
    tl.store(buf26_ptr + offs_n0[:, None] * buf26_s0, acc24, mask=(offs_n0 < E_n0)[:, None])
    tl.store(buf27_ptr + offs_n0[:, None] * buf27_s0 + offs_n1[None, :] * buf27_s1, acc25, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :])


@triton.jit
def kernel_2(m1_ptr, m1_s0, m1_s1, states36_ptr, states36_s0, states36_s1, states36_s2, states36_s3, E_c1, E_c2, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # stores states36: Collect over loop w.1[64]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    t33 = tl.load(m1_ptr + offs_c1[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
    t34 = (t33) * (t33)
    t35 = tl.sum(tl.where((offs_c2 < E_c2)[None, :], t34, 0.0), axis=1, keep_dims=True)
    tl.store(states36_ptr + i_c1 * states36_s0 + i_c2 * states36_s1 + tl.arange(0, T_c1)[:, None] * states36_s2 + tl.zeros([T_c1, 1], tl.int32), t35)


@triton.jit
def kernel_3(states36_ptr, states36_s0, states36_s1, states36_s2, states36_s3, buf39_ptr, buf39_s0, buf39_s1, E_c1, E_c2, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf39: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    acc38 = tl.full([T_c1, 1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t37 = tl.load(states36_ptr + i_c1 * states36_s0 + i_c2 * states36_s1 + tl.arange(0, T_c1)[:, None] * states36_s2 + tl.zeros([T_c1, 1], tl.int32))
        acc38 = acc38 + t37
    tl.store(buf39_ptr + offs_c1[:, None] * buf39_s0, acc38, mask=(offs_c1 < E_c1)[:, None])


@triton.jit
def kernel_4(m1_ptr, m1_s0, m1_s1, states43_ptr, states43_s0, states43_s1, states43_s2, states43_s3, E_c1, E_c2, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # stores states43: Collect over loop w.1[64]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    t41 = tl.load(m1_ptr + offs_c1[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
    t42 = tl.sum(tl.where((offs_c2 < E_c2)[None, :], t41, 0.0), axis=1, keep_dims=True)
    tl.store(states43_ptr + i_c1 * states43_s0 + i_c2 * states43_s1 + tl.arange(0, T_c1)[:, None] * states43_s2 + tl.zeros([T_c1, 1], tl.int32), t42)


@triton.jit
def kernel_5(states43_ptr, states43_s0, states43_s1, states43_s2, states43_s3, buf46_ptr, buf46_s0, buf46_s1, E_c1, E_c2, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf46: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    acc45 = tl.full([T_c1, 1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t44 = tl.load(states43_ptr + i_c1 * states43_s0 + i_c2 * states43_s1 + tl.arange(0, T_c1)[:, None] * states43_s2 + tl.zeros([T_c1, 1], tl.int32))
        acc45 = acc45 + t44
    tl.store(buf46_ptr + offs_c1[:, None] * buf46_s0, acc45, mask=(offs_c1 < E_c1)[:, None])


@triton.jit
def kernel_6(buf39_ptr, buf39_s0, buf39_s1, buf46_ptr, buf46_s0, buf46_s1, buf54_ptr, buf54_s0, buf54_s1, E_c1, T_c1: tl.constexpr):
    # writes buf54: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    t40 = tl.load(buf39_ptr + offs_c1[:, None] * buf39_s0, mask=(offs_c1 < E_c1)[:, None], other=0).to(tl.float32)
    t47 = tl.load(buf46_ptr + offs_c1[:, None] * buf46_s0, mask=(offs_c1 < E_c1)[:, None], other=0).to(tl.float32)
    t48 = (t47) * (2.0)
    t49 = (t47) * (1.0)
    t50 = t48 - (t49)
    t51 = (t47) * (0.015625)
    t52 = (t50) * (t51)
    t53 = t40 - (t52)
    tl.store(buf54_ptr + offs_c1[:, None] * buf54_s0, t53, mask=(offs_c1 < E_c1)[:, None])


@triton.jit
def kernel_7(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m7_ptr, m7_s0, m7_s1, buf26_ptr, buf26_s0, buf26_s1, buf54_ptr, buf54_s0, buf54_s1, states59_ptr, states59_s0, states59_s1, states59_s2, states60_ptr, states60_s0, states60_s1, states60_s2, E_c2, E_n0, E_n1, DOT_11: tl.constexpr, DOT_31: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c2: tl.constexpr):
    # stores states59, states60: Collect over loop w.1[64]
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
    t28 = tl.load(buf26_ptr + offs_n0[:, None] * buf26_s0, mask=(offs_n0 < E_n0)[:, None], other=0).to(tl.float32)
    t29 = (t28) * (0.015625)
    t30 = t2 - (t29)
    if DOT_31:
        t32 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t30, 0.0), tl.where((offs_c2 < E_c2)[:, None], t10, 0.0), input_precision="ieee")
    else:
        t32 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t30, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t10, 0.0), 0), axis=1)
    t55 = tl.load(buf54_ptr + offs_n0[:, None] * buf54_s0, mask=(offs_n0 < E_n0)[:, None], other=0).to(tl.float32)
    t56 = t55 + 0.00064
    t57 = tl.rsqrt(t56)
    t58 = (t32) * (t57)
    tl.store(states59_ptr + i_c2 * states59_s0 + tl.arange(0, F_n0)[:, None] * states59_s1 + tl.arange(0, F_n1)[None, :] * states59_s2 + tl.zeros([F_n0, F_n1], tl.int32), t12)
    tl.store(states60_ptr + i_c2 * states60_s0 + tl.arange(0, F_n0)[:, None] * states60_s1 + tl.arange(0, F_n1)[None, :] * states60_s2 + tl.zeros([F_n0, F_n1], tl.int32), t58)


@triton.jit
def kernel_8(states59_ptr, states59_s0, states59_s1, states59_s2, states60_ptr, states60_s0, states60_s1, states60_s2, buf65_ptr, buf65_s0, buf65_s1, buf66_ptr, buf66_s0, buf66_s1, E_c2, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf65, buf66: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    acc63 = tl.full([F_n0, F_n1], 0.0, tl.float32)
    acc64 = tl.full([F_n0, F_n1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t61 = tl.load(states59_ptr + i_c2 * states59_s0 + tl.arange(0, F_n0)[:, None] * states59_s1 + tl.arange(0, F_n1)[None, :] * states59_s2 + tl.zeros([F_n0, F_n1], tl.int32))
        t62 = tl.load(states60_ptr + i_c2 * states60_s0 + tl.arange(0, F_n0)[:, None] * states60_s1 + tl.arange(0, F_n1)[None, :] * states60_s2 + tl.zeros([F_n0, F_n1], tl.int32))
        acc63 = acc63 + t61
        acc64 = acc64 + t62
    tl.store(buf65_ptr + offs_n0[:, None] * buf65_s0 + offs_n1[None, :] * buf65_s1, acc63, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :])
    tl.store(buf66_ptr + offs_n0[:, None] * buf66_s0 + offs_n1[None, :] * buf66_s1, acc64, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :])


@triton.jit
def kernel_9(m1_ptr, m1_s0, m1_s1, states70_ptr, states70_s0, states70_s1, states70_s2, E_c2, E_n0, F_n0: tl.constexpr, T_c2: tl.constexpr):
    # stores states70: Collect over loop w.1[64]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t68 = tl.load(m1_ptr + offs_n0[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
    t69 = tl.sum(tl.where((offs_c2 < E_c2)[None, :], t68, 0.0), axis=1, keep_dims=True)
    tl.store(states70_ptr + i_c2 * states70_s0 + tl.arange(0, F_n0)[:, None] * states70_s1 + tl.zeros([F_n0, 1], tl.int32), t69)


@triton.jit
def kernel_10(m3_ptr, m3_s0, m3_s1, m7_ptr, m7_s0, m7_s1, states78_ptr, states78_s0, states78_s1, states78_s2, states78_s3, E_c0, E_c2, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # stores states78: Collect over loop w.1[64]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    t74 = tl.load(m3_ptr + offs_c2[:, None] * m3_s0, mask=(offs_c2 < E_c2)[:, None], other=0).to(tl.float32)
    t75 = tl.load(m7_ptr + offs_c2[:, None] * m7_s0 + offs_c0[None, :] * m7_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_c0 < E_c0)[None, :], other=0).to(tl.float32)
    t76 = (t74) * (t75)
    t77 = tl.sum(tl.where((offs_c2 < E_c2)[:, None], t76, 0.0), axis=0, keep_dims=True)
    tl.store(states78_ptr + i_c0 * states78_s0 + i_c2 * states78_s1 + tl.arange(0, T_c0)[None, :] * states78_s3 + tl.zeros([1, T_c0], tl.int32), t77)


@triton.jit
def kernel_11(states78_ptr, states78_s0, states78_s1, states78_s2, states78_s3, buf81_ptr, buf81_s0, buf81_s1, E_c0, E_c2, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # writes buf81: Combine over grid w.0@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    acc80 = tl.full([1, T_c0], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t79 = tl.load(states78_ptr + i_c0 * states78_s0 + i_c2 * states78_s1 + tl.arange(0, T_c0)[None, :] * states78_s3 + tl.zeros([1, T_c0], tl.int32))
        acc80 = acc80 + t79
    tl.store(buf81_ptr + offs_c0[None, :] * buf81_s1, acc80, mask=(offs_c0 < E_c0)[None, :])


@triton.jit
def kernel_12(buf65_ptr, buf65_s0, buf65_s1, states70_ptr, states70_s0, states70_s1, states70_s2, buf81_ptr, buf81_s0, buf81_s1, buf85_ptr, buf85_s0, buf85_s1, E_c0, E_c2, E_n0, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # writes buf85: Combine over grid w.0@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t67 = tl.load(buf65_ptr + offs_n0[:, None] * buf65_s0 + offs_c0[None, :] * buf65_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c0 < E_c0)[None, :], other=0).to(tl.float32)
    acc72 = tl.full([F_n0, 1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t71 = tl.load(states70_ptr + i_c2 * states70_s0 + tl.arange(0, F_n0)[:, None] * states70_s1 + tl.zeros([F_n0, 1], tl.int32))
        acc72 = acc72 + t71
    t73 = (acc72) * (0.015625)
    t82 = tl.load(buf81_ptr + offs_c0[None, :] * buf81_s1, mask=(offs_c0 < E_c0)[None, :], other=0).to(tl.float32)
    t83 = (t73) * (t82)
    t84 = t67 - (t83)
    tl.store(buf85_ptr + offs_n0[:, None] * buf85_s0 + offs_c0[None, :] * buf85_s1, t84, mask=(offs_n0 < E_n0)[:, None] & (offs_c0 < E_c0)[None, :])


@triton.jit
def kernel_13(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m7_ptr, m7_s0, m7_s1, states95_ptr, states95_s0, states95_s1, states95_s2, states95_s3, states96_ptr, states96_s0, states96_s1, states96_s2, states96_s3, E_c1, E_c2, E_n1, DOT_93: tl.constexpr, F_n1: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # stores states95, states96: Collect over loop w.1[64]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    t88 = tl.load(m1_ptr + offs_c1[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
    t89 = tl.sum(tl.where((offs_c2 < E_c2)[None, :], t88, 0.0), axis=1, keep_dims=True)
    t90 = tl.load(m3_ptr + offs_c2[:, None] * m3_s0, mask=(offs_c2 < E_c2)[:, None], other=0).to(tl.float32)
    t91 = tl.load(m7_ptr + offs_c2[:, None] * m7_s0 + offs_n1[None, :] * m7_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t92 = (t90) * (t91)
    if DOT_93:
        t94 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t88, 0.0), tl.where((offs_c2 < E_c2)[:, None], t92, 0.0), input_precision="ieee")
    else:
        t94 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t88, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t92, 0.0), 0), axis=1)
    tl.store(states95_ptr + i_c1 * states95_s0 + i_c2 * states95_s1 + tl.arange(0, T_c1)[:, None] * states95_s2 + tl.zeros([T_c1, 1], tl.int32), t89)
    tl.store(states96_ptr + i_c1 * states96_s0 + i_c2 * states96_s1 + tl.arange(0, T_c1)[:, None] * states96_s2 + tl.arange(0, F_n1)[None, :] * states96_s3 + tl.zeros([T_c1, F_n1], tl.int32), t94)


@triton.jit
def kernel_14(buf85_ptr, buf85_s0, buf85_s1, m1_ptr, m1_s0, m1_s1, states95_ptr, states95_s0, states95_s1, states95_s2, states95_s3, states96_ptr, states96_s0, states96_s1, states96_s2, states96_s3, buf108_ptr, buf108_s0, buf108_s1, E_c1, E_c2, E_n1, E_n2, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf108: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t86 = tl.load(buf85_ptr + offs_c1[:, None] * buf85_s0 + offs_n1[None, :] * buf85_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t87 = tl.load(m1_ptr + offs_c1[:, None] * m1_s0 + offs_n2[None, :] * m1_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    acc99 = tl.full([T_c1, 1], 0.0, tl.float32)
    acc100 = tl.full([T_c1, F_n1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t97 = tl.load(states95_ptr + i_c1 * states95_s0 + i_c2 * states95_s1 + tl.arange(0, T_c1)[:, None] * states95_s2 + tl.zeros([T_c1, 1], tl.int32))
        t98 = tl.load(states96_ptr + i_c1 * states96_s0 + i_c2 * states96_s1 + tl.arange(0, T_c1)[:, None] * states96_s2 + tl.arange(0, F_n1)[None, :] * states96_s3 + tl.zeros([T_c1, F_n1], tl.int32))
        acc99 = acc99 + t97
        acc100 = acc100 + t98
    t101 = (acc99) * (0.015625)
    t102 = t87 - (t101)
    t103 = (t102) * (t102)
    t104 = tl.sum(tl.where((offs_n2 < E_n2)[None, :], t103, 0.0), axis=1, keep_dims=True)
    t105 = t104 + 0.00064
    t106 = tl.rsqrt(t105)
    t107 = (t86) * (t106)
    tl.store(buf108_ptr + offs_c1[:, None] * buf108_s0 + offs_n1[None, :] * buf108_s1, t107, mask=(offs_c1 < E_c1)[:, None] & (offs_n1 < E_n1)[None, :])


@triton.jit
def kernel_15(buf108_ptr, buf108_s0, buf108_s1, buf111_ptr, buf111_s0, buf111_s1, E_c1, E_n1, F_n1: tl.constexpr, T_c1: tl.constexpr):
    # writes buf111: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    t109 = tl.load(buf108_ptr + offs_c1[:, None] * buf108_s0 + offs_n1[None, :] * buf108_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t110 = (t109) * (8.0)
    tl.store(buf111_ptr + offs_c1[:, None] * buf111_s0 + offs_n1[None, :] * buf111_s1, t110, mask=(offs_c1 < E_c1)[:, None] & (offs_n1 < E_n1)[None, :])


@triton.jit
def kernel_16(m113_ptr, m113_s0, m113_s1, m7_ptr, m7_s0, m7_s1, m1_ptr, m1_s0, m1_s1, buf26_ptr, buf26_s0, buf26_s1, m4_ptr, m4_s0, m4_s1, buf54_ptr, buf54_s0, buf54_s1, states131_ptr, states131_s0, states131_s1, states131_s2, states132_ptr, states132_s0, states132_s1, states132_s2, E_c2, E_n0, E_n1, DOT_117: tl.constexpr, DOT_125: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c2: tl.constexpr):
    # stores states131, states132: Collect over loop w.1[64]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    t115 = tl.load(m113_ptr + offs_c2[None, :] * m113_s1, mask=(offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
    t116 = tl.load(m7_ptr + offs_c2[:, None] * m7_s0 + offs_n1[None, :] * m7_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_117:
        t118 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t115, 0.0), tl.where((offs_c2 < E_c2)[:, None], t116, 0.0), input_precision="ieee")
    else:
        t118 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t115, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t116, 0.0), 0), axis=1)
    t119 = tl.load(m1_ptr + offs_n0[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
    t120 = tl.load(buf26_ptr + offs_n0[:, None] * buf26_s0, mask=(offs_n0 < E_n0)[:, None], other=0).to(tl.float32)
    t121 = (t120) * (0.015625)
    t122 = t119 - (t121)
    t123 = tl.load(m4_ptr + offs_c2[None, :] * m4_s1, mask=(offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
    t124 = (t122) * (t123)
    if DOT_125:
        t126 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t124, 0.0), tl.where((offs_c2 < E_c2)[:, None], t116, 0.0), input_precision="ieee")
    else:
        t126 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t124, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t116, 0.0), 0), axis=1)
    t127 = tl.load(buf54_ptr + offs_n0[:, None] * buf54_s0, mask=(offs_n0 < E_n0)[:, None], other=0).to(tl.float32)
    t128 = t127 + 0.00064
    t129 = tl.rsqrt(t128)
    t130 = (t126) * (t129)
    tl.store(states131_ptr + i_c2 * states131_s0 + tl.arange(0, F_n1)[None, :] * states131_s2 + tl.zeros([1, F_n1], tl.int32), t118)
    tl.store(states132_ptr + i_c2 * states132_s0 + tl.arange(0, F_n0)[:, None] * states132_s1 + tl.arange(0, F_n1)[None, :] * states132_s2 + tl.zeros([F_n0, F_n1], tl.int32), t130)


@triton.jit
def kernel_17(states131_ptr, states131_s0, states131_s1, states131_s2, states132_ptr, states132_s0, states132_s1, states132_s2, buf137_ptr, buf137_s0, buf137_s1, buf138_ptr, buf138_s0, buf138_s1, E_c2, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf137, buf138: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    acc135 = tl.full([1, F_n1], 0.0, tl.float32)
    acc136 = tl.full([F_n0, F_n1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t133 = tl.load(states131_ptr + i_c2 * states131_s0 + tl.arange(0, F_n1)[None, :] * states131_s2 + tl.zeros([1, F_n1], tl.int32))
        t134 = tl.load(states132_ptr + i_c2 * states132_s0 + tl.arange(0, F_n0)[:, None] * states132_s1 + tl.arange(0, F_n1)[None, :] * states132_s2 + tl.zeros([F_n0, F_n1], tl.int32))
        acc135 = acc135 + t133
        acc136 = acc136 + t134
    tl.store(buf137_ptr + offs_n1[None, :] * buf137_s1, acc135, mask=(offs_n1 < E_n1)[None, :])
    tl.store(buf138_ptr + offs_n0[:, None] * buf138_s0 + offs_n1[None, :] * buf138_s1, acc136, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :])


@triton.jit
def kernel_18(buf111_ptr, buf111_s0, buf111_s1, buf137_ptr, buf137_s0, buf137_s1, buf141_ptr, buf141_s0, buf141_s1, E_c1, E_n1, F_n1: tl.constexpr, T_c1: tl.constexpr):
    # writes buf141: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    t112 = tl.load(buf111_ptr + offs_c1[:, None] * buf111_s0 + offs_n1[None, :] * buf111_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t139 = tl.load(buf137_ptr + offs_n1[None, :] * buf137_s1, mask=(offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t140 = t112 + t139
    tl.store(buf141_ptr + offs_c1[:, None] * buf141_s0 + offs_n1[None, :] * buf141_s1, t140, mask=(offs_c1 < E_c1)[:, None] & (offs_n1 < E_n1)[None, :])


@triton.jit
def kernel_19(buf141_ptr, buf141_s0, buf141_s1, m143_ptr, m143_s0, m143_s1, buf147_ptr, buf147_s0, buf147_s1, E_c0, E_n0, F_n0: tl.constexpr, T_c0: tl.constexpr):
    # writes buf147: Combine over grid w.0@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t142 = tl.load(buf141_ptr + offs_n0[:, None] * buf141_s0 + offs_c0[None, :] * buf141_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c0 < E_c0)[None, :], other=0).to(tl.float32)
    t145 = tl.load(m143_ptr + offs_c0[None, :] * m143_s1, mask=(offs_c0 < E_c0)[None, :], other=0).to(tl.float32)
    t146 = t142 + t145
    tl.store(buf147_ptr + offs_n0[:, None] * buf147_s0 + offs_c0[None, :] * buf147_s1, t146, mask=(offs_n0 < E_n0)[:, None] & (offs_c0 < E_c0)[None, :])


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
    states20 = torch.full([_cdiv(64, T['c2']), _pow2(8), 1], float("nan"), dtype=torch.float32, device=device)
    states21 = torch.full([_cdiv(64, T['c2']), _pow2(8), _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(64, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), states20_ptr=states20, states20_s0=states20.stride(0), states20_s1=states20.stride(1), states20_s2=states20.stride(2), states21_ptr=states21, states21_s0=states21.stride(0), states21_s1=states21.stride(1), states21_s2=states21.stride(2), E_c2=64, E_n0=8, E_n1=32, DOT_18=(_pow2(8)) >= 16 and (T['c2']) >= 16 and (_pow2(32)) >= 16, F_n0=_pow2(8), F_n1=_pow2(32), T_c2=T['c2'])
    buf26 = torch.full([8, 1], float("nan"), dtype=torch.float32, device=device)
    buf27 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(1,)](states20_ptr=states20, states20_s0=states20.stride(0), states20_s1=states20.stride(1), states20_s2=states20.stride(2), states21_ptr=states21, states21_s0=states21.stride(0), states21_s1=states21.stride(1), states21_s2=states21.stride(2), buf26_ptr=buf26, buf26_s0=buf26.stride(0), buf26_s1=buf26.stride(1), buf27_ptr=buf27, buf27_s0=buf27.stride(0), buf27_s1=buf27.stride(1), E_c2=64, E_n0=8, E_n1=32, F_n0=_pow2(8), F_n1=_pow2(32), T_c2=T['c2'])
    states36 = torch.full([_cdiv(8, T['c1']), _cdiv(64, T['c2']), T['c1'], 1], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(8, T['c1']) * _cdiv(64, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), states36_ptr=states36, states36_s0=states36.stride(0), states36_s1=states36.stride(1), states36_s2=states36.stride(2), states36_s3=states36.stride(3), E_c1=8, E_c2=64, T_c1=T['c1'], T_c2=T['c2'])
    buf39 = torch.full([8, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(8, T['c1']),)](states36_ptr=states36, states36_s0=states36.stride(0), states36_s1=states36.stride(1), states36_s2=states36.stride(2), states36_s3=states36.stride(3), buf39_ptr=buf39, buf39_s0=buf39.stride(0), buf39_s1=buf39.stride(1), E_c1=8, E_c2=64, T_c1=T['c1'], T_c2=T['c2'])
    states43 = torch.full([_cdiv(8, T['c1']), _cdiv(64, T['c2']), T['c1'], 1], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(_cdiv(8, T['c1']) * _cdiv(64, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), states43_ptr=states43, states43_s0=states43.stride(0), states43_s1=states43.stride(1), states43_s2=states43.stride(2), states43_s3=states43.stride(3), E_c1=8, E_c2=64, T_c1=T['c1'], T_c2=T['c2'])
    buf46 = torch.full([8, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_5[(_cdiv(8, T['c1']),)](states43_ptr=states43, states43_s0=states43.stride(0), states43_s1=states43.stride(1), states43_s2=states43.stride(2), states43_s3=states43.stride(3), buf46_ptr=buf46, buf46_s0=buf46.stride(0), buf46_s1=buf46.stride(1), E_c1=8, E_c2=64, T_c1=T['c1'], T_c2=T['c2'])
    buf54 = torch.full([8, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_6[(_cdiv(8, T['c1']),)](buf39_ptr=buf39, buf39_s0=buf39.stride(0), buf39_s1=buf39.stride(1), buf46_ptr=buf46, buf46_s0=buf46.stride(0), buf46_s1=buf46.stride(1), buf54_ptr=buf54, buf54_s0=buf54.stride(0), buf54_s1=buf54.stride(1), E_c1=8, T_c1=T['c1'])
    states59 = torch.full([_cdiv(64, T['c2']), _pow2(8), _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    states60 = torch.full([_cdiv(64, T['c2']), _pow2(8), _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    kernel_7[(_cdiv(64, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), buf26_ptr=buf26, buf26_s0=buf26.stride(0), buf26_s1=buf26.stride(1), buf54_ptr=buf54, buf54_s0=buf54.stride(0), buf54_s1=buf54.stride(1), states59_ptr=states59, states59_s0=states59.stride(0), states59_s1=states59.stride(1), states59_s2=states59.stride(2), states60_ptr=states60, states60_s0=states60.stride(0), states60_s1=states60.stride(1), states60_s2=states60.stride(2), E_c2=64, E_n0=8, E_n1=32, DOT_11=(_pow2(8)) >= 16 and (T['c2']) >= 16 and (_pow2(32)) >= 16, DOT_31=(_pow2(8)) >= 16 and (T['c2']) >= 16 and (_pow2(32)) >= 16, F_n0=_pow2(8), F_n1=_pow2(32), T_c2=T['c2'])
    buf65 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    buf66 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_8[(1,)](states59_ptr=states59, states59_s0=states59.stride(0), states59_s1=states59.stride(1), states59_s2=states59.stride(2), states60_ptr=states60, states60_s0=states60.stride(0), states60_s1=states60.stride(1), states60_s2=states60.stride(2), buf65_ptr=buf65, buf65_s0=buf65.stride(0), buf65_s1=buf65.stride(1), buf66_ptr=buf66, buf66_s0=buf66.stride(0), buf66_s1=buf66.stride(1), E_c2=64, E_n0=8, E_n1=32, F_n0=_pow2(8), F_n1=_pow2(32), T_c2=T['c2'])
    states70 = torch.full([_cdiv(64, T['c2']), _pow2(8), 1], float("nan"), dtype=torch.float32, device=device)
    kernel_9[(_cdiv(64, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), states70_ptr=states70, states70_s0=states70.stride(0), states70_s1=states70.stride(1), states70_s2=states70.stride(2), E_c2=64, E_n0=8, F_n0=_pow2(8), T_c2=T['c2'])
    states78 = torch.full([_cdiv(32, T['c0']), _cdiv(64, T['c2']), 1, T['c0']], float("nan"), dtype=torch.float32, device=device)
    kernel_10[(_cdiv(32, T['c0']) * _cdiv(64, T['c2']),)](m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), states78_ptr=states78, states78_s0=states78.stride(0), states78_s1=states78.stride(1), states78_s2=states78.stride(2), states78_s3=states78.stride(3), E_c0=32, E_c2=64, T_c0=T['c0'], T_c2=T['c2'])
    buf81 = torch.full([1, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_11[(_cdiv(32, T['c0']),)](states78_ptr=states78, states78_s0=states78.stride(0), states78_s1=states78.stride(1), states78_s2=states78.stride(2), states78_s3=states78.stride(3), buf81_ptr=buf81, buf81_s0=buf81.stride(0), buf81_s1=buf81.stride(1), E_c0=32, E_c2=64, T_c0=T['c0'], T_c2=T['c2'])
    buf85 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_12[(_cdiv(32, T['c0']),)](buf65_ptr=buf65, buf65_s0=buf65.stride(0), buf65_s1=buf65.stride(1), states70_ptr=states70, states70_s0=states70.stride(0), states70_s1=states70.stride(1), states70_s2=states70.stride(2), buf81_ptr=buf81, buf81_s0=buf81.stride(0), buf81_s1=buf81.stride(1), buf85_ptr=buf85, buf85_s0=buf85.stride(0), buf85_s1=buf85.stride(1), E_c0=32, E_c2=64, E_n0=8, F_n0=_pow2(8), T_c0=T['c0'], T_c2=T['c2'])
    states95 = torch.full([_cdiv(8, T['c1']), _cdiv(64, T['c2']), T['c1'], 1], float("nan"), dtype=torch.float32, device=device)
    states96 = torch.full([_cdiv(8, T['c1']), _cdiv(64, T['c2']), T['c1'], _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    kernel_13[(_cdiv(8, T['c1']) * _cdiv(64, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), states95_ptr=states95, states95_s0=states95.stride(0), states95_s1=states95.stride(1), states95_s2=states95.stride(2), states95_s3=states95.stride(3), states96_ptr=states96, states96_s0=states96.stride(0), states96_s1=states96.stride(1), states96_s2=states96.stride(2), states96_s3=states96.stride(3), E_c1=8, E_c2=64, E_n1=32, DOT_93=(T['c1']) >= 16 and (T['c2']) >= 16 and (_pow2(32)) >= 16, F_n1=_pow2(32), T_c1=T['c1'], T_c2=T['c2'])
    buf108 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_14[(_cdiv(8, T['c1']),)](buf85_ptr=buf85, buf85_s0=buf85.stride(0), buf85_s1=buf85.stride(1), m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), states95_ptr=states95, states95_s0=states95.stride(0), states95_s1=states95.stride(1), states95_s2=states95.stride(2), states95_s3=states95.stride(3), states96_ptr=states96, states96_s0=states96.stride(0), states96_s1=states96.stride(1), states96_s2=states96.stride(2), states96_s3=states96.stride(3), buf108_ptr=buf108, buf108_s0=buf108.stride(0), buf108_s1=buf108.stride(1), E_c1=8, E_c2=64, E_n1=32, E_n2=64, F_n1=_pow2(32), F_n2=_pow2(64), T_c1=T['c1'], T_c2=T['c2'])
    buf111 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_15[(_cdiv(8, T['c1']),)](buf108_ptr=buf108, buf108_s0=buf108.stride(0), buf108_s1=buf108.stride(1), buf111_ptr=buf111, buf111_s0=buf111.stride(0), buf111_s1=buf111.stride(1), E_c1=8, E_n1=32, F_n1=_pow2(32), T_c1=T['c1'])
    m114 = inputs['b_ln']
    m113 = m114.reshape([1, 64])
    states131 = torch.full([_cdiv(64, T['c2']), 1, _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    states132 = torch.full([_cdiv(64, T['c2']), _pow2(8), _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    kernel_16[(_cdiv(64, T['c2']),)](m113_ptr=m113, m113_s0=m113.stride(0), m113_s1=m113.stride(1), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), buf26_ptr=buf26, buf26_s0=buf26.stride(0), buf26_s1=buf26.stride(1), m4_ptr=m4, m4_s0=m4.stride(0), m4_s1=m4.stride(1), buf54_ptr=buf54, buf54_s0=buf54.stride(0), buf54_s1=buf54.stride(1), states131_ptr=states131, states131_s0=states131.stride(0), states131_s1=states131.stride(1), states131_s2=states131.stride(2), states132_ptr=states132, states132_s0=states132.stride(0), states132_s1=states132.stride(1), states132_s2=states132.stride(2), E_c2=64, E_n0=8, E_n1=32, DOT_117=(1) >= 16 and (T['c2']) >= 16 and (_pow2(32)) >= 16, DOT_125=(_pow2(8)) >= 16 and (T['c2']) >= 16 and (_pow2(32)) >= 16, F_n0=_pow2(8), F_n1=_pow2(32), T_c2=T['c2'])
    buf137 = torch.full([1, 32], float("nan"), dtype=torch.float32, device=device)
    buf138 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_17[(1,)](states131_ptr=states131, states131_s0=states131.stride(0), states131_s1=states131.stride(1), states131_s2=states131.stride(2), states132_ptr=states132, states132_s0=states132.stride(0), states132_s1=states132.stride(1), states132_s2=states132.stride(2), buf137_ptr=buf137, buf137_s0=buf137.stride(0), buf137_s1=buf137.stride(1), buf138_ptr=buf138, buf138_s0=buf138.stride(0), buf138_s1=buf138.stride(1), E_c2=64, E_n0=8, E_n1=32, F_n0=_pow2(8), F_n1=_pow2(32), T_c2=T['c2'])
    buf141 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_18[(_cdiv(8, T['c1']),)](buf111_ptr=buf111, buf111_s0=buf111.stride(0), buf111_s1=buf111.stride(1), buf137_ptr=buf137, buf137_s0=buf137.stride(0), buf137_s1=buf137.stride(1), buf141_ptr=buf141, buf141_s0=buf141.stride(0), buf141_s1=buf141.stride(1), E_c1=8, E_n1=32, F_n1=_pow2(32), T_c1=T['c1'])
    m144 = inputs['bias']
    m143 = m144.reshape([1, 32])
    buf147 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_19[(_cdiv(32, T['c0']),)](buf141_ptr=buf141, buf141_s0=buf141.stride(0), buf141_s1=buf141.stride(1), m143_ptr=m143, m143_s0=m143.stride(0), m143_s1=m143.stride(1), buf147_ptr=buf147, buf147_s0=buf147.stride(0), buf147_s1=buf147.stride(1), E_c0=32, E_n0=8, F_n0=_pow2(8), T_c0=T['c0'])
    return buf147


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
