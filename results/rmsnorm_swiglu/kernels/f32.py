"""rmsnorm_swiglu [small], candidate 32: 8 kernel(s)

Rendered by EqiForge from candidate 32 of rmsnorm_swiglu [small]: store(x.1[32]) ; grid(x.0@0) loop(x.1[32]: pair(sum, sum), stored) ; store(x.1[32]) ; grid(x.0@0) loop(x.1[32]: pair(sum, sum), stored) ; grid(x.0@0) ; grid(x.0@0) ; grid(x.0@0) ; grid() loop(w_up.0[64]: pair(sum, sum))
Coordinates (tile sizes are the T arguments of launch()):
    c0: loop w_up.0[64]
    c1: grid x.0@0[8]
    c2: loop x.1[32]

Run it on its own: `python kernels/f32.py` checks it once against PyTorch on random inputs.
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
def kernel_1(states17_ptr, states17_s0, states17_s1, states17_s2, states17_s3, states18_ptr, states18_s0, states18_s1, states18_s2, states18_s3, m1_ptr, m1_s0, m1_s1, buf29_ptr, buf29_s0, buf29_s1, E_c1, E_c2, E_n1, E_n2, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf29: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    acc21 = tl.full([T_c1, F_n1], 0.0, tl.float32)
    acc22 = tl.full([T_c1, F_n1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t19 = tl.load(states17_ptr + i_c1 * states17_s0 + i_c2 * states17_s1 + tl.arange(0, T_c1)[:, None] * states17_s2 + tl.arange(0, F_n1)[None, :] * states17_s3 + tl.zeros([T_c1, F_n1], tl.int32))
        t20 = tl.load(states18_ptr + i_c1 * states18_s0 + i_c2 * states18_s1 + tl.arange(0, T_c1)[:, None] * states18_s2 + tl.arange(0, F_n1)[None, :] * states18_s3 + tl.zeros([T_c1, F_n1], tl.int32))
        acc21 = acc21 + t19
        acc22 = acc22 + t20
    t23 = tl.load(m1_ptr + offs_c1[:, None] * m1_s0 + offs_n2[None, :] * m1_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    t24 = (t23) * (t23)
    t25 = tl.sum(tl.where((offs_n2 < E_n2)[None, :], t24, 0.0), axis=1, keep_dims=True)
    t26 = t25 + 0.00032
    t27 = tl.rsqrt(t26)
    t28 = (acc21) * (t27)
    tl.store(buf29_ptr + offs_c1[:, None] * buf29_s0 + offs_n1[None, :] * buf29_s1, t28, mask=(offs_c1 < E_c1)[:, None] & (offs_n1 < E_n1)[None, :])


@triton.jit
def kernel_2(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m12_ptr, m12_s0, m12_s1, m7_ptr, m7_s0, m7_s1, states41_ptr, states41_s0, states41_s1, states41_s2, states41_s3, states42_ptr, states42_s0, states42_s1, states42_s2, states42_s3, E_c1, E_c2, E_n1, DOT_36: tl.constexpr, DOT_39: tl.constexpr, F_n1: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # stores states41, states42: Collect over loop x.1[32]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    t32 = tl.load(m1_ptr + offs_c1[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
    t33 = tl.load(m3_ptr + offs_c2[None, :] * m3_s1, mask=(offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
    t34 = (t32) * (t33)
    t35 = tl.load(m12_ptr + offs_c2[:, None] * m12_s0 + offs_n1[None, :] * m12_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_36:
        t37 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t34, 0.0), tl.where((offs_c2 < E_c2)[:, None], t35, 0.0), input_precision="ieee")
    else:
        t37 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t34, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t35, 0.0), 0), axis=1)
    t38 = tl.load(m7_ptr + offs_c2[:, None] * m7_s0 + offs_n1[None, :] * m7_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_39:
        t40 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t34, 0.0), tl.where((offs_c2 < E_c2)[:, None], t38, 0.0), input_precision="ieee")
    else:
        t40 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t34, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t38, 0.0), 0), axis=1)
    tl.store(states41_ptr + i_c1 * states41_s0 + i_c2 * states41_s1 + tl.arange(0, T_c1)[:, None] * states41_s2 + tl.arange(0, F_n1)[None, :] * states41_s3 + tl.zeros([T_c1, F_n1], tl.int32), t37)
    tl.store(states42_ptr + i_c1 * states42_s0 + i_c2 * states42_s1 + tl.arange(0, T_c1)[:, None] * states42_s2 + tl.arange(0, F_n1)[None, :] * states42_s3 + tl.zeros([T_c1, F_n1], tl.int32), t40)


@triton.jit
def kernel_3(states41_ptr, states41_s0, states41_s1, states41_s2, states41_s3, states42_ptr, states42_s0, states42_s1, states42_s2, states42_s3, buf47_ptr, buf47_s0, buf47_s1, E_c1, E_c2, E_n1, F_n1: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf47: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    acc45 = tl.full([T_c1, F_n1], 0.0, tl.float32)
    acc46 = tl.full([T_c1, F_n1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t43 = tl.load(states41_ptr + i_c1 * states41_s0 + i_c2 * states41_s1 + tl.arange(0, T_c1)[:, None] * states41_s2 + tl.arange(0, F_n1)[None, :] * states41_s3 + tl.zeros([T_c1, F_n1], tl.int32))
        t44 = tl.load(states42_ptr + i_c1 * states42_s0 + i_c2 * states42_s1 + tl.arange(0, T_c1)[:, None] * states42_s2 + tl.arange(0, F_n1)[None, :] * states42_s3 + tl.zeros([T_c1, F_n1], tl.int32))
        acc45 = acc45 + t43
        acc46 = acc46 + t44
    tl.store(buf47_ptr + offs_c1[:, None] * buf47_s0 + offs_n1[None, :] * buf47_s1, acc45, mask=(offs_c1 < E_c1)[:, None] & (offs_n1 < E_n1)[None, :])


@triton.jit
def kernel_4(buf47_ptr, buf47_s0, buf47_s1, m1_ptr, m1_s0, m1_s1, buf55_ptr, buf55_s0, buf55_s1, E_c1, E_n1, E_n2, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c1: tl.constexpr):
    # writes buf55: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t48 = tl.load(buf47_ptr + offs_c1[:, None] * buf47_s0 + offs_n1[None, :] * buf47_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t49 = tl.load(m1_ptr + offs_c1[:, None] * m1_s0 + offs_n2[None, :] * m1_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    t50 = (t49) * (t49)
    t51 = tl.sum(tl.where((offs_n2 < E_n2)[None, :], t50, 0.0), axis=1, keep_dims=True)
    t52 = t51 + 0.00032
    t53 = tl.rsqrt(t52)
    t54 = (t48) * (t53)
    tl.store(buf55_ptr + offs_c1[:, None] * buf55_s0 + offs_n1[None, :] * buf55_s1, t54, mask=(offs_c1 < E_c1)[:, None] & (offs_n1 < E_n1)[None, :])


@triton.jit
def kernel_5(buf55_ptr, buf55_s0, buf55_s1, buf58_ptr, buf58_s0, buf58_s1, E_c1, E_n1, F_n1: tl.constexpr, T_c1: tl.constexpr):
    # writes buf58: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    t56 = tl.load(buf55_ptr + offs_c1[:, None] * buf55_s0 + offs_n1[None, :] * buf55_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t57 = (t56) * (5.656854249492381)
    tl.store(buf58_ptr + offs_c1[:, None] * buf58_s0 + offs_n1[None, :] * buf58_s1, t57, mask=(offs_c1 < E_c1)[:, None] & (offs_n1 < E_n1)[None, :])


@triton.jit
def kernel_6(buf58_ptr, buf58_s0, buf58_s1, buf71_ptr, buf71_s0, buf71_s1, E_c1, E_n1, F_n1: tl.constexpr, T_c1: tl.constexpr):
    # writes buf71: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    t69 = tl.load(buf58_ptr + offs_c1[:, None] * buf58_s0 + offs_n1[None, :] * buf58_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t70 = (t69) * (0.5)
    tl.store(buf71_ptr + offs_c1[:, None] * buf71_s0 + offs_n1[None, :] * buf71_s1, t70, mask=(offs_c1 < E_c1)[:, None] & (offs_n1 < E_n1)[None, :])


@triton.jit
def kernel_7(buf29_ptr, buf29_s0, buf29_s1, buf58_ptr, buf58_s0, buf58_s1, m63_ptr, m63_s0, m63_s1, buf55_ptr, buf55_s0, buf55_s1, buf71_ptr, buf71_s0, buf71_s1, buf81_ptr, buf81_s0, buf81_s1, buf82_ptr, buf82_s0, buf82_s1, E_c0, E_n0, E_n2, DOT_66: tl.constexpr, DOT_77: tl.constexpr, F_n0: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr):
    # writes buf81, buf82: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n2 = tl.arange(0, F_n2)
    acc79 = tl.full([F_n0, F_n2], 0.0, tl.float32)
    acc80 = tl.full([F_n0, F_n2], 0.0, tl.float32)
    for i_c0 in range(0, tl.cdiv(E_c0, T_c0)):
        offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)

        t30 = tl.load(buf29_ptr + offs_n0[:, None] * buf29_s0 + offs_c0[None, :] * buf29_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c0 < E_c0)[None, :], other=0).to(tl.float32)
        t31 = (t30) * (5.656854249492381)
        t59 = tl.load(buf58_ptr + offs_n0[:, None] * buf58_s0 + offs_c0[None, :] * buf58_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c0 < E_c0)[None, :], other=0).to(tl.float32)
        t60 = 1.0 / (1.0 + tl.exp(-(t59)))
        t61 = (t60) * (t59)
        t62 = (t31) * (t61)
        t65 = tl.load(m63_ptr + offs_c0[:, None] * m63_s0 + offs_n2[None, :] * m63_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
        if DOT_66:
            t67 = tl.dot(tl.where((offs_c0 < E_c0)[None, :], t62, 0.0), tl.where((offs_c0 < E_c0)[:, None], t65, 0.0), input_precision="ieee")
        else:
            t67 = tl.sum(tl.expand_dims(tl.where((offs_c0 < E_c0)[None, :], t62, 0.0), 2) * tl.expand_dims(tl.where((offs_c0 < E_c0)[:, None], t65, 0.0), 0), axis=1)
        t68 = tl.load(buf55_ptr + offs_n0[:, None] * buf55_s0 + offs_c0[None, :] * buf55_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c0 < E_c0)[None, :], other=0).to(tl.float32)
        t72 = tl.load(buf71_ptr + offs_n0[:, None] * buf71_s0 + offs_c0[None, :] * buf71_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c0 < E_c0)[None, :], other=0).to(tl.float32)
        t73 = 2.0 / (1.0 + tl.exp(-2.0 * (t72))) - 1.0
        t74 = t73 + 1.0
        t75 = (t68) * (t74)
        t76 = (t75) * (t31)
        if DOT_77:
            t78 = tl.dot(tl.where((offs_c0 < E_c0)[None, :], t76, 0.0), tl.where((offs_c0 < E_c0)[:, None], t65, 0.0), input_precision="ieee")
        else:
            t78 = tl.sum(tl.expand_dims(tl.where((offs_c0 < E_c0)[None, :], t76, 0.0), 2) * tl.expand_dims(tl.where((offs_c0 < E_c0)[:, None], t65, 0.0), 0), axis=1)
        acc79 = acc79 + t67
        acc80 = acc80 + t78
    tl.store(buf81_ptr + offs_n0[:, None] * buf81_s0 + offs_n2[None, :] * buf81_s1, acc79, mask=(offs_n0 < E_n0)[:, None] & (offs_n2 < E_n2)[None, :])
    tl.store(buf82_ptr + offs_n0[:, None] * buf82_s0 + offs_n2[None, :] * buf82_s1, acc80, mask=(offs_n0 < E_n0)[:, None] & (offs_n2 < E_n2)[None, :])


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
    buf29 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(8, T['c1']),)](states17_ptr=states17, states17_s0=states17.stride(0), states17_s1=states17.stride(1), states17_s2=states17.stride(2), states17_s3=states17.stride(3), states18_ptr=states18, states18_s0=states18.stride(0), states18_s1=states18.stride(1), states18_s2=states18.stride(2), states18_s3=states18.stride(3), m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), buf29_ptr=buf29, buf29_s0=buf29.stride(0), buf29_s1=buf29.stride(1), E_c1=8, E_c2=32, E_n1=64, E_n2=32, F_n1=_pow2(64), F_n2=_pow2(32), T_c1=T['c1'], T_c2=T['c2'])
    states41 = torch.full([_cdiv(8, T['c1']), _cdiv(32, T['c2']), T['c1'], _pow2(64)], float("nan"), dtype=torch.float32, device=device)
    states42 = torch.full([_cdiv(8, T['c1']), _cdiv(32, T['c2']), T['c1'], _pow2(64)], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(8, T['c1']) * _cdiv(32, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m12_ptr=m12, m12_s0=m12.stride(0), m12_s1=m12.stride(1), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), states41_ptr=states41, states41_s0=states41.stride(0), states41_s1=states41.stride(1), states41_s2=states41.stride(2), states41_s3=states41.stride(3), states42_ptr=states42, states42_s0=states42.stride(0), states42_s1=states42.stride(1), states42_s2=states42.stride(2), states42_s3=states42.stride(3), E_c1=8, E_c2=32, E_n1=64, DOT_36=(T['c1']) >= 16 and (T['c2']) >= 16 and (_pow2(64)) >= 16, DOT_39=(T['c1']) >= 16 and (T['c2']) >= 16 and (_pow2(64)) >= 16, F_n1=_pow2(64), T_c1=T['c1'], T_c2=T['c2'])
    buf47 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(8, T['c1']),)](states41_ptr=states41, states41_s0=states41.stride(0), states41_s1=states41.stride(1), states41_s2=states41.stride(2), states41_s3=states41.stride(3), states42_ptr=states42, states42_s0=states42.stride(0), states42_s1=states42.stride(1), states42_s2=states42.stride(2), states42_s3=states42.stride(3), buf47_ptr=buf47, buf47_s0=buf47.stride(0), buf47_s1=buf47.stride(1), E_c1=8, E_c2=32, E_n1=64, F_n1=_pow2(64), T_c1=T['c1'], T_c2=T['c2'])
    buf55 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(_cdiv(8, T['c1']),)](buf47_ptr=buf47, buf47_s0=buf47.stride(0), buf47_s1=buf47.stride(1), m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), buf55_ptr=buf55, buf55_s0=buf55.stride(0), buf55_s1=buf55.stride(1), E_c1=8, E_n1=64, E_n2=32, F_n1=_pow2(64), F_n2=_pow2(32), T_c1=T['c1'])
    buf58 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_5[(_cdiv(8, T['c1']),)](buf55_ptr=buf55, buf55_s0=buf55.stride(0), buf55_s1=buf55.stride(1), buf58_ptr=buf58, buf58_s0=buf58.stride(0), buf58_s1=buf58.stride(1), E_c1=8, E_n1=64, F_n1=_pow2(64), T_c1=T['c1'])
    m64 = inputs['w_down']
    m63 = m64.permute([1, 0])
    buf71 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_6[(_cdiv(8, T['c1']),)](buf58_ptr=buf58, buf58_s0=buf58.stride(0), buf58_s1=buf58.stride(1), buf71_ptr=buf71, buf71_s0=buf71.stride(0), buf71_s1=buf71.stride(1), E_c1=8, E_n1=64, F_n1=_pow2(64), T_c1=T['c1'])
    buf81 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    buf82 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_7[(1,)](buf29_ptr=buf29, buf29_s0=buf29.stride(0), buf29_s1=buf29.stride(1), buf58_ptr=buf58, buf58_s0=buf58.stride(0), buf58_s1=buf58.stride(1), m63_ptr=m63, m63_s0=m63.stride(0), m63_s1=m63.stride(1), buf55_ptr=buf55, buf55_s0=buf55.stride(0), buf55_s1=buf55.stride(1), buf71_ptr=buf71, buf71_s0=buf71.stride(0), buf71_s1=buf71.stride(1), buf81_ptr=buf81, buf81_s0=buf81.stride(0), buf81_s1=buf81.stride(1), buf82_ptr=buf82, buf82_s0=buf82.stride(0), buf82_s1=buf82.stride(1), E_c0=64, E_n0=8, E_n2=32, DOT_66=(_pow2(8)) >= 16 and (T['c0']) >= 16 and (_pow2(32)) >= 16, DOT_77=(_pow2(8)) >= 16 and (T['c0']) >= 16 and (_pow2(32)) >= 16, F_n0=_pow2(8), F_n2=_pow2(32), T_c0=T['c0'])
    return buf81


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
