"""rmsnorm_swiglu [small], candidate 45: 10 kernel(s)

Rendered by EqiForge from candidate 45 of rmsnorm_swiglu [small]: store(x.1[32]) ; grid(x.0@0) loop(x.1[32]: pair(sum, sum), stored) ; grid(x.0@0) ; grid(x.0@0) ; store(x.1[32]) ; grid(x.0@0) loop(x.1[32]: pair(sum, sum), stored) ; grid(x.0@0) ; grid(x.0@0) ; grid(x.0@0) ; grid() loop(w_up.0[64]: pair(sum, sum))
Coordinates (tile sizes are the T arguments of launch()):
    c0: loop w_up.0[64]
    c1: grid x.0@0[8]
    c2: loop x.1[32]

Run it on its own: `python kernels/f45.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/rmsnorm_swiglu.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 32, "c1": 4, "c2": 16}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m7_ptr, m7_s0, m7_s1, m12_ptr, m12_s0, m12_s1, states17_ptr, states17_s0, states17_s1, states17_s2, states17_s3, states18_ptr, states18_s0, states18_s1, states18_s2, states18_s3, E_c1, E_c2, E_n1, DOT_10: tl.constexpr, DOT_15: tl.constexpr, F_n1: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # stores states17, states18: Collect over loop x.1[32]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    t2 = tl.load(m1_ptr + offs_c1[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
    t5 = tl.load(m3_ptr + offs_c2[None, :] * m3_s1, mask=(offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
    t6 = (t2) * (t5)
    t9 = tl.load(m7_ptr + offs_c2[:, None] * m7_s0 + offs_n1[None, :] * m7_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_10:
        t11 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t6, 0.0), tl.where((offs_c2 < E_c2)[:, None], t9, 0.0), input_precision="ieee")
    else:
        t11 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t6, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t9, 0.0), 0), axis=1)
    t14 = tl.load(m12_ptr + offs_c2[:, None] * m12_s0 + offs_n1[None, :] * m12_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_15:
        t16 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t6, 0.0), tl.where((offs_c2 < E_c2)[:, None], t14, 0.0), input_precision="ieee")
    else:
        t16 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t6, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t14, 0.0), 0), axis=1)
    tl.store(states17_ptr + i_c1 * states17_s0 + i_c2 * states17_s1 + tl.arange(0, T_c1)[:, None] * states17_s2 + tl.arange(0, F_n1)[None, :] * states17_s3 + tl.zeros([T_c1, F_n1], tl.int32), t11)
    tl.store(states18_ptr + i_c1 * states18_s0 + i_c2 * states18_s1 + tl.arange(0, T_c1)[:, None] * states18_s2 + tl.arange(0, F_n1)[None, :] * states18_s3 + tl.zeros([T_c1, F_n1], tl.int32), t16)


@triton.jit
def kernel_1(states17_ptr, states17_s0, states17_s1, states17_s2, states17_s3, states18_ptr, states18_s0, states18_s1, states18_s2, states18_s3, buf23_ptr, buf23_s0, buf23_s1, E_c1, E_c2, E_n1, F_n1: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf23: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    acc21 = tl.full([T_c1, F_n1], 0.0, tl.float32)
    acc22 = tl.full([T_c1, F_n1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t19 = tl.load(states17_ptr + i_c1 * states17_s0 + i_c2 * states17_s1 + tl.arange(0, T_c1)[:, None] * states17_s2 + tl.arange(0, F_n1)[None, :] * states17_s3 + tl.zeros([T_c1, F_n1], tl.int32))
        t20 = tl.load(states18_ptr + i_c1 * states18_s0 + i_c2 * states18_s1 + tl.arange(0, T_c1)[:, None] * states18_s2 + tl.arange(0, F_n1)[None, :] * states18_s3 + tl.zeros([T_c1, F_n1], tl.int32))
        acc21 = acc21 + t19
        acc22 = acc22 + t20
    tl.store(buf23_ptr + offs_c1[:, None] * buf23_s0 + offs_n1[None, :] * buf23_s1, acc21, mask=(offs_c1 < E_c1)[:, None] & (offs_n1 < E_n1)[None, :])


@triton.jit
def kernel_2(buf23_ptr, buf23_s0, buf23_s1, m1_ptr, m1_s0, m1_s1, buf31_ptr, buf31_s0, buf31_s1, E_c1, E_n1, E_n2, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c1: tl.constexpr):
    # writes buf31: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t24 = tl.load(buf23_ptr + offs_c1[:, None] * buf23_s0 + offs_n1[None, :] * buf23_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t25 = tl.load(m1_ptr + offs_c1[:, None] * m1_s0 + offs_n2[None, :] * m1_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    t26 = (t25) * (t25)
    t27 = tl.sum(tl.where((offs_n2 < E_n2)[None, :], t26, 0.0), axis=1, keep_dims=True)
    t28 = t27 + 0.00032
    t29 = tl.rsqrt(t28)
    t30 = (t24) * (t29)
    tl.store(buf31_ptr + offs_c1[:, None] * buf31_s0 + offs_n1[None, :] * buf31_s1, t30, mask=(offs_c1 < E_c1)[:, None] & (offs_n1 < E_n1)[None, :])


@triton.jit
def kernel_3(buf31_ptr, buf31_s0, buf31_s1, buf34_ptr, buf34_s0, buf34_s1, E_c1, E_n1, F_n1: tl.constexpr, T_c1: tl.constexpr):
    # writes buf34: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    t32 = tl.load(buf31_ptr + offs_c1[:, None] * buf31_s0 + offs_n1[None, :] * buf31_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t33 = (t32) * (5.656854249492381)
    tl.store(buf34_ptr + offs_c1[:, None] * buf34_s0 + offs_n1[None, :] * buf34_s1, t33, mask=(offs_c1 < E_c1)[:, None] & (offs_n1 < E_n1)[None, :])


@triton.jit
def kernel_4(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m12_ptr, m12_s0, m12_s1, m7_ptr, m7_s0, m7_s1, states45_ptr, states45_s0, states45_s1, states45_s2, states45_s3, states46_ptr, states46_s0, states46_s1, states46_s2, states46_s3, E_c1, E_c2, E_n1, DOT_40: tl.constexpr, DOT_43: tl.constexpr, F_n1: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # stores states45, states46: Collect over loop x.1[32]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    t36 = tl.load(m1_ptr + offs_c1[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
    t37 = tl.load(m3_ptr + offs_c2[None, :] * m3_s1, mask=(offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
    t38 = (t36) * (t37)
    t39 = tl.load(m12_ptr + offs_c2[:, None] * m12_s0 + offs_n1[None, :] * m12_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_40:
        t41 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t38, 0.0), tl.where((offs_c2 < E_c2)[:, None], t39, 0.0), input_precision="ieee")
    else:
        t41 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t38, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t39, 0.0), 0), axis=1)
    t42 = tl.load(m7_ptr + offs_c2[:, None] * m7_s0 + offs_n1[None, :] * m7_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_43:
        t44 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t38, 0.0), tl.where((offs_c2 < E_c2)[:, None], t42, 0.0), input_precision="ieee")
    else:
        t44 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t38, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t42, 0.0), 0), axis=1)
    tl.store(states45_ptr + i_c1 * states45_s0 + i_c2 * states45_s1 + tl.arange(0, T_c1)[:, None] * states45_s2 + tl.arange(0, F_n1)[None, :] * states45_s3 + tl.zeros([T_c1, F_n1], tl.int32), t41)
    tl.store(states46_ptr + i_c1 * states46_s0 + i_c2 * states46_s1 + tl.arange(0, T_c1)[:, None] * states46_s2 + tl.arange(0, F_n1)[None, :] * states46_s3 + tl.zeros([T_c1, F_n1], tl.int32), t44)


@triton.jit
def kernel_5(states45_ptr, states45_s0, states45_s1, states45_s2, states45_s3, states46_ptr, states46_s0, states46_s1, states46_s2, states46_s3, buf51_ptr, buf51_s0, buf51_s1, E_c1, E_c2, E_n1, F_n1: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf51: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    acc49 = tl.full([T_c1, F_n1], 0.0, tl.float32)
    acc50 = tl.full([T_c1, F_n1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t47 = tl.load(states45_ptr + i_c1 * states45_s0 + i_c2 * states45_s1 + tl.arange(0, T_c1)[:, None] * states45_s2 + tl.arange(0, F_n1)[None, :] * states45_s3 + tl.zeros([T_c1, F_n1], tl.int32))
        t48 = tl.load(states46_ptr + i_c1 * states46_s0 + i_c2 * states46_s1 + tl.arange(0, T_c1)[:, None] * states46_s2 + tl.arange(0, F_n1)[None, :] * states46_s3 + tl.zeros([T_c1, F_n1], tl.int32))
        acc49 = acc49 + t47
        acc50 = acc50 + t48
    tl.store(buf51_ptr + offs_c1[:, None] * buf51_s0 + offs_n1[None, :] * buf51_s1, acc49, mask=(offs_c1 < E_c1)[:, None] & (offs_n1 < E_n1)[None, :])


@triton.jit
def kernel_6(buf51_ptr, buf51_s0, buf51_s1, m1_ptr, m1_s0, m1_s1, buf59_ptr, buf59_s0, buf59_s1, E_c1, E_n1, E_n2, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c1: tl.constexpr):
    # writes buf59: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t52 = tl.load(buf51_ptr + offs_c1[:, None] * buf51_s0 + offs_n1[None, :] * buf51_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t53 = tl.load(m1_ptr + offs_c1[:, None] * m1_s0 + offs_n2[None, :] * m1_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    t54 = (t53) * (t53)
    t55 = tl.sum(tl.where((offs_n2 < E_n2)[None, :], t54, 0.0), axis=1, keep_dims=True)
    t56 = t55 + 0.00032
    t57 = tl.rsqrt(t56)
    t58 = (t52) * (t57)
    tl.store(buf59_ptr + offs_c1[:, None] * buf59_s0 + offs_n1[None, :] * buf59_s1, t58, mask=(offs_c1 < E_c1)[:, None] & (offs_n1 < E_n1)[None, :])


@triton.jit
def kernel_7(buf59_ptr, buf59_s0, buf59_s1, buf62_ptr, buf62_s0, buf62_s1, E_c1, E_n1, F_n1: tl.constexpr, T_c1: tl.constexpr):
    # writes buf62: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    t60 = tl.load(buf59_ptr + offs_c1[:, None] * buf59_s0 + offs_n1[None, :] * buf59_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t61 = (t60) * (5.656854249492381)
    tl.store(buf62_ptr + offs_c1[:, None] * buf62_s0 + offs_n1[None, :] * buf62_s1, t61, mask=(offs_c1 < E_c1)[:, None] & (offs_n1 < E_n1)[None, :])


@triton.jit
def kernel_8(buf62_ptr, buf62_s0, buf62_s1, buf65_ptr, buf65_s0, buf65_s1, E_c1, E_n1, F_n1: tl.constexpr, T_c1: tl.constexpr):
    # writes buf65: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    t63 = tl.load(buf62_ptr + offs_c1[:, None] * buf62_s0 + offs_n1[None, :] * buf62_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t64 = (t63) * (0.5)
    tl.store(buf65_ptr + offs_c1[:, None] * buf65_s0 + offs_n1[None, :] * buf65_s1, t64, mask=(offs_c1 < E_c1)[:, None] & (offs_n1 < E_n1)[None, :])


@triton.jit
def kernel_9(buf34_ptr, buf34_s0, buf34_s1, buf65_ptr, buf65_s0, buf65_s1, buf51_ptr, buf51_s0, buf51_s1, m1_ptr, m1_s0, m1_s1, m80_ptr, m80_s0, m80_s1, buf94_ptr, buf94_s0, buf94_s1, buf95_ptr, buf95_s0, buf95_s1, E_c0, E_n0, E_n2, DOT_83: tl.constexpr, DOT_87: tl.constexpr, F_n0: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr):
    # writes buf94, buf95: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n2 = tl.arange(0, F_n2)
    t71 = tl.load(m1_ptr + offs_n0[:, None] * m1_s0 + offs_n2[None, :] * m1_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    t72 = (t71) * (t71)
    t73 = tl.sum(tl.where((offs_n2 < E_n2)[None, :], t72, 0.0), axis=1, keep_dims=True)
    t74 = (t73) * (0.03125)
    t75 = t74 + 1e-05
    t76 = tl.rsqrt(t75)
    t89 = t73 + 0.00032
    t90 = tl.rsqrt(t89)
    acc92 = tl.full([F_n0, F_n2], 0.0, tl.float32)
    acc93 = tl.full([F_n0, F_n2], 0.0, tl.float32)
    for i_c0 in range(0, tl.cdiv(E_c0, T_c0)):
        offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)

        t35 = tl.load(buf34_ptr + offs_n0[:, None] * buf34_s0 + offs_c0[None, :] * buf34_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c0 < E_c0)[None, :], other=0).to(tl.float32)
        t66 = tl.load(buf65_ptr + offs_n0[:, None] * buf65_s0 + offs_c0[None, :] * buf65_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c0 < E_c0)[None, :], other=0).to(tl.float32)
        t67 = 2.0 / (1.0 + tl.exp(-2.0 * (t66))) - 1.0
        t68 = t67 + 1.0
        t69 = (t68) * (0.5)
        t70 = tl.load(buf51_ptr + offs_n0[:, None] * buf51_s0 + offs_c0[None, :] * buf51_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c0 < E_c0)[None, :], other=0).to(tl.float32)
        t77 = (t70) * (t76)
        t78 = (t69) * (t77)
        t79 = (t35) * (t78)
        t82 = tl.load(m80_ptr + offs_c0[:, None] * m80_s0 + offs_n2[None, :] * m80_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
        if DOT_83:
            t84 = tl.dot(tl.where((offs_c0 < E_c0)[None, :], t79, 0.0), tl.where((offs_c0 < E_c0)[:, None], t82, 0.0), input_precision="ieee")
        else:
            t84 = tl.sum(tl.expand_dims(tl.where((offs_c0 < E_c0)[None, :], t79, 0.0), 2) * tl.expand_dims(tl.where((offs_c0 < E_c0)[:, None], t82, 0.0), 0), axis=1)
        t85 = (t70) * (t68)
        t86 = (t85) * (t35)
        if DOT_87:
            t88 = tl.dot(tl.where((offs_c0 < E_c0)[None, :], t86, 0.0), tl.where((offs_c0 < E_c0)[:, None], t82, 0.0), input_precision="ieee")
        else:
            t88 = tl.sum(tl.expand_dims(tl.where((offs_c0 < E_c0)[None, :], t86, 0.0), 2) * tl.expand_dims(tl.where((offs_c0 < E_c0)[:, None], t82, 0.0), 0), axis=1)
        t91 = (t88) * (t90)
        acc92 = acc92 + t84
        acc93 = acc93 + t91
    tl.store(buf94_ptr + offs_n0[:, None] * buf94_s0 + offs_n2[None, :] * buf94_s1, acc92, mask=(offs_n0 < E_n0)[:, None] & (offs_n2 < E_n2)[None, :])
    tl.store(buf95_ptr + offs_n0[:, None] * buf95_s0 + offs_n2[None, :] * buf95_s1, acc93, mask=(offs_n0 < E_n0)[:, None] & (offs_n2 < E_n2)[None, :])


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
    m4 = inputs['w_norm']
    m3 = m4.reshape([1, 32])
    m8 = inputs['w_up']
    m7 = m8.permute([1, 0])
    m13 = inputs['w_gate']
    m12 = m13.permute([1, 0])
    states17 = torch.full([_cdiv(8, T['c1']), _cdiv(32, T['c2']), T['c1'], _pow2(64)], float("nan"), dtype=torch.float32, device=device)
    states18 = torch.full([_cdiv(8, T['c1']), _cdiv(32, T['c2']), T['c1'], _pow2(64)], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(8, T['c1']) * _cdiv(32, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), m12_ptr=m12, m12_s0=m12.stride(0), m12_s1=m12.stride(1), states17_ptr=states17, states17_s0=states17.stride(0), states17_s1=states17.stride(1), states17_s2=states17.stride(2), states17_s3=states17.stride(3), states18_ptr=states18, states18_s0=states18.stride(0), states18_s1=states18.stride(1), states18_s2=states18.stride(2), states18_s3=states18.stride(3), E_c1=8, E_c2=32, E_n1=64, DOT_10=(T['c1']) >= 16 and (T['c2']) >= 16 and (_pow2(64)) >= 16, DOT_15=(T['c1']) >= 16 and (T['c2']) >= 16 and (_pow2(64)) >= 16, F_n1=_pow2(64), T_c1=T['c1'], T_c2=T['c2'])
    buf23 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(8, T['c1']),)](states17_ptr=states17, states17_s0=states17.stride(0), states17_s1=states17.stride(1), states17_s2=states17.stride(2), states17_s3=states17.stride(3), states18_ptr=states18, states18_s0=states18.stride(0), states18_s1=states18.stride(1), states18_s2=states18.stride(2), states18_s3=states18.stride(3), buf23_ptr=buf23, buf23_s0=buf23.stride(0), buf23_s1=buf23.stride(1), E_c1=8, E_c2=32, E_n1=64, F_n1=_pow2(64), T_c1=T['c1'], T_c2=T['c2'])
    buf31 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(8, T['c1']),)](buf23_ptr=buf23, buf23_s0=buf23.stride(0), buf23_s1=buf23.stride(1), m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), buf31_ptr=buf31, buf31_s0=buf31.stride(0), buf31_s1=buf31.stride(1), E_c1=8, E_n1=64, E_n2=32, F_n1=_pow2(64), F_n2=_pow2(32), T_c1=T['c1'])
    buf34 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(8, T['c1']),)](buf31_ptr=buf31, buf31_s0=buf31.stride(0), buf31_s1=buf31.stride(1), buf34_ptr=buf34, buf34_s0=buf34.stride(0), buf34_s1=buf34.stride(1), E_c1=8, E_n1=64, F_n1=_pow2(64), T_c1=T['c1'])
    states45 = torch.full([_cdiv(8, T['c1']), _cdiv(32, T['c2']), T['c1'], _pow2(64)], float("nan"), dtype=torch.float32, device=device)
    states46 = torch.full([_cdiv(8, T['c1']), _cdiv(32, T['c2']), T['c1'], _pow2(64)], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(_cdiv(8, T['c1']) * _cdiv(32, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m12_ptr=m12, m12_s0=m12.stride(0), m12_s1=m12.stride(1), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), states45_ptr=states45, states45_s0=states45.stride(0), states45_s1=states45.stride(1), states45_s2=states45.stride(2), states45_s3=states45.stride(3), states46_ptr=states46, states46_s0=states46.stride(0), states46_s1=states46.stride(1), states46_s2=states46.stride(2), states46_s3=states46.stride(3), E_c1=8, E_c2=32, E_n1=64, DOT_40=(T['c1']) >= 16 and (T['c2']) >= 16 and (_pow2(64)) >= 16, DOT_43=(T['c1']) >= 16 and (T['c2']) >= 16 and (_pow2(64)) >= 16, F_n1=_pow2(64), T_c1=T['c1'], T_c2=T['c2'])
    buf51 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_5[(_cdiv(8, T['c1']),)](states45_ptr=states45, states45_s0=states45.stride(0), states45_s1=states45.stride(1), states45_s2=states45.stride(2), states45_s3=states45.stride(3), states46_ptr=states46, states46_s0=states46.stride(0), states46_s1=states46.stride(1), states46_s2=states46.stride(2), states46_s3=states46.stride(3), buf51_ptr=buf51, buf51_s0=buf51.stride(0), buf51_s1=buf51.stride(1), E_c1=8, E_c2=32, E_n1=64, F_n1=_pow2(64), T_c1=T['c1'], T_c2=T['c2'])
    buf59 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_6[(_cdiv(8, T['c1']),)](buf51_ptr=buf51, buf51_s0=buf51.stride(0), buf51_s1=buf51.stride(1), m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), buf59_ptr=buf59, buf59_s0=buf59.stride(0), buf59_s1=buf59.stride(1), E_c1=8, E_n1=64, E_n2=32, F_n1=_pow2(64), F_n2=_pow2(32), T_c1=T['c1'])
    buf62 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_7[(_cdiv(8, T['c1']),)](buf59_ptr=buf59, buf59_s0=buf59.stride(0), buf59_s1=buf59.stride(1), buf62_ptr=buf62, buf62_s0=buf62.stride(0), buf62_s1=buf62.stride(1), E_c1=8, E_n1=64, F_n1=_pow2(64), T_c1=T['c1'])
    buf65 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_8[(_cdiv(8, T['c1']),)](buf62_ptr=buf62, buf62_s0=buf62.stride(0), buf62_s1=buf62.stride(1), buf65_ptr=buf65, buf65_s0=buf65.stride(0), buf65_s1=buf65.stride(1), E_c1=8, E_n1=64, F_n1=_pow2(64), T_c1=T['c1'])
    m81 = inputs['w_down']
    m80 = m81.permute([1, 0])
    buf94 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    buf95 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_9[(1,)](buf34_ptr=buf34, buf34_s0=buf34.stride(0), buf34_s1=buf34.stride(1), buf65_ptr=buf65, buf65_s0=buf65.stride(0), buf65_s1=buf65.stride(1), buf51_ptr=buf51, buf51_s0=buf51.stride(0), buf51_s1=buf51.stride(1), m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m80_ptr=m80, m80_s0=m80.stride(0), m80_s1=m80.stride(1), buf94_ptr=buf94, buf94_s0=buf94.stride(0), buf94_s1=buf94.stride(1), buf95_ptr=buf95, buf95_s0=buf95.stride(0), buf95_s1=buf95.stride(1), E_c0=64, E_n0=8, E_n2=32, DOT_83=(_pow2(8)) >= 16 and (T['c0']) >= 16 and (_pow2(32)) >= 16, DOT_87=(_pow2(8)) >= 16 and (T['c0']) >= 16 and (_pow2(32)) >= 16, F_n0=_pow2(8), F_n2=_pow2(32), T_c0=T['c0'])
    return buf94


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
