"""rmsnorm_swiglu [small], candidate 34: 8 kernel(s)

Rendered by EqiForge from candidate 34 of rmsnorm_swiglu [small]: grid(x.0@0) loop(x.1[32]: sum) [1 mm] ; grid(x.0@0) loop(x.1[32]: sum) ; grid(x.0@0) ; grid(x.0@0) ; grid(x.0@0) loop(x.1[32]: sum) [1 mm] ; store(w_up.0[64]) ; store(w_up.0[64]) ; grid() loop(w_up.0[64]: sum, stored)
Coordinates (tile sizes are the T arguments of launch()):
    c0: loop w_up.0[64]
    c1: grid x.0@0[8]
    c2: loop x.1[32]

Run it on its own: `python kernels/f34.py` checks it once against PyTorch on random inputs.
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
def kernel_0(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m7_ptr, m7_s0, m7_s1, buf13_ptr, buf13_s0, buf13_s1, E_c1, E_c2, E_n1, DOT_10: tl.constexpr, F_n1: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf13: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    acc12 = tl.full([T_c1, F_n1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t2 = tl.load(m1_ptr + offs_c1[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t5 = tl.load(m3_ptr + offs_c2[None, :] * m3_s1, mask=(offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t6 = (t2) * (t5)
        t9 = tl.load(m7_ptr + offs_c2[:, None] * m7_s0 + offs_n1[None, :] * m7_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
        if DOT_10:
            t11 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t6, 0.0), tl.where((offs_c2 < E_c2)[:, None], t9, 0.0), input_precision="ieee")
        else:
            t11 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t6, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t9, 0.0), 0), axis=1)
        acc12 = acc12 + t11
    tl.store(buf13_ptr + offs_c1[:, None] * buf13_s0 + offs_n1[None, :] * buf13_s1, acc12, mask=(offs_c1 < E_c1)[:, None] & (offs_n1 < E_n1)[None, :])


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, buf19_ptr, buf19_s0, buf19_s1, E_c1, E_c2, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf19: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    acc18 = tl.full([T_c1, 1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t15 = tl.load(m1_ptr + offs_c1[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t16 = (t15) * (t15)
        t17 = tl.sum(tl.where((offs_c2 < E_c2)[None, :], t16, 0.0), axis=1, keep_dims=True)
        acc18 = acc18 + t17
    tl.store(buf19_ptr + offs_c1[:, None] * buf19_s0, acc18, mask=(offs_c1 < E_c1)[:, None])


@triton.jit
def kernel_2(buf13_ptr, buf13_s0, buf13_s1, buf19_ptr, buf19_s0, buf19_s1, buf24_ptr, buf24_s0, buf24_s1, E_c1, E_n1, F_n1: tl.constexpr, T_c1: tl.constexpr):
    # writes buf24: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    t14 = tl.load(buf13_ptr + offs_c1[:, None] * buf13_s0 + offs_n1[None, :] * buf13_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t20 = tl.load(buf19_ptr + offs_c1[:, None] * buf19_s0, mask=(offs_c1 < E_c1)[:, None], other=0).to(tl.float32)
    t21 = t20 + 0.00032
    t22 = tl.rsqrt(t21)
    t23 = (t14) * (t22)
    tl.store(buf24_ptr + offs_c1[:, None] * buf24_s0 + offs_n1[None, :] * buf24_s1, t23, mask=(offs_c1 < E_c1)[:, None] & (offs_n1 < E_n1)[None, :])


@triton.jit
def kernel_3(buf24_ptr, buf24_s0, buf24_s1, buf27_ptr, buf27_s0, buf27_s1, E_c1, E_n1, F_n1: tl.constexpr, T_c1: tl.constexpr):
    # writes buf27: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    t25 = tl.load(buf24_ptr + offs_c1[:, None] * buf24_s0 + offs_n1[None, :] * buf24_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t26 = (t25) * (5.656854249492381)
    tl.store(buf27_ptr + offs_c1[:, None] * buf27_s0 + offs_n1[None, :] * buf27_s1, t26, mask=(offs_c1 < E_c1)[:, None] & (offs_n1 < E_n1)[None, :])


@triton.jit
def kernel_4(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m32_ptr, m32_s0, m32_s1, buf38_ptr, buf38_s0, buf38_s1, E_c1, E_c2, E_n1, DOT_35: tl.constexpr, F_n1: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf38: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    acc37 = tl.full([T_c1, F_n1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t29 = tl.load(m1_ptr + offs_c1[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t30 = tl.load(m3_ptr + offs_c2[None, :] * m3_s1, mask=(offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t31 = (t29) * (t30)
        t34 = tl.load(m32_ptr + offs_c2[:, None] * m32_s0 + offs_n1[None, :] * m32_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
        if DOT_35:
            t36 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t31, 0.0), tl.where((offs_c2 < E_c2)[:, None], t34, 0.0), input_precision="ieee")
        else:
            t36 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t31, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t34, 0.0), 0), axis=1)
        acc37 = acc37 + t36
    tl.store(buf38_ptr + offs_c1[:, None] * buf38_s0 + offs_n1[None, :] * buf38_s1, acc37, mask=(offs_c1 < E_c1)[:, None] & (offs_n1 < E_n1)[None, :])


@triton.jit
def kernel_5(buf27_ptr, buf27_s0, buf27_s1, buf38_ptr, buf38_s0, buf38_s1, m1_ptr, m1_s0, m1_s1, states50_ptr, states50_s0, states50_s1, states50_s2, E_c0, E_n0, E_n2, F_n0: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr):
    # stores states50: Collect over loop w_up.0[64]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n2 = tl.arange(0, F_n2)
    t28 = tl.load(buf27_ptr + offs_n0[:, None] * buf27_s0 + offs_c0[None, :] * buf27_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c0 < E_c0)[None, :], other=0).to(tl.float32)
    t39 = tl.load(buf38_ptr + offs_n0[:, None] * buf38_s0 + offs_c0[None, :] * buf38_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c0 < E_c0)[None, :], other=0).to(tl.float32)
    t40 = tl.load(m1_ptr + offs_n0[:, None] * m1_s0 + offs_n2[None, :] * m1_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    t41 = (t40) * (t40)
    t42 = tl.sum(tl.where((offs_n2 < E_n2)[None, :], t41, 0.0), axis=1, keep_dims=True)
    t43 = (t42) * (0.03125)
    t44 = t43 + 1e-05
    t45 = tl.rsqrt(t44)
    t46 = (t39) * (t45)
    t47 = 1.0 / (1.0 + tl.exp(-(t46)))
    t48 = (t47) * (t46)
    t49 = (t28) * (t48)
    tl.store(states50_ptr + i_c0 * states50_s0 + tl.arange(0, F_n0)[:, None] * states50_s1 + tl.arange(0, T_c0)[None, :] * states50_s2 + tl.zeros([F_n0, T_c0], tl.int32), t49)


@triton.jit
def kernel_6(states50_ptr, states50_s0, states50_s1, states50_s2, m52_ptr, m52_s0, m52_s1, states57_ptr, states57_s0, states57_s1, states57_s2, E_c0, E_n0, E_n2, DOT_55: tl.constexpr, F_n0: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr):
    # stores states57: Collect over loop w_up.0[64]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n2 = tl.arange(0, F_n2)
    t51 = tl.load(states50_ptr + i_c0 * states50_s0 + tl.arange(0, F_n0)[:, None] * states50_s1 + tl.arange(0, T_c0)[None, :] * states50_s2 + tl.zeros([F_n0, T_c0], tl.int32))
    t54 = tl.load(m52_ptr + offs_c0[:, None] * m52_s0 + offs_n2[None, :] * m52_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    if DOT_55:
        t56 = tl.dot(tl.where((offs_c0 < E_c0)[None, :], t51, 0.0), tl.where((offs_c0 < E_c0)[:, None], t54, 0.0), input_precision="ieee")
    else:
        t56 = tl.sum(tl.expand_dims(tl.where((offs_c0 < E_c0)[None, :], t51, 0.0), 2) * tl.expand_dims(tl.where((offs_c0 < E_c0)[:, None], t54, 0.0), 0), axis=1)
    tl.store(states57_ptr + i_c0 * states57_s0 + tl.arange(0, F_n0)[:, None] * states57_s1 + tl.arange(0, F_n2)[None, :] * states57_s2 + tl.zeros([F_n0, F_n2], tl.int32), t56)


@triton.jit
def kernel_7(states57_ptr, states57_s0, states57_s1, states57_s2, buf60_ptr, buf60_s0, buf60_s1, E_c0, E_n0, E_n2, F_n0: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr):
    # writes buf60: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n2 = tl.arange(0, F_n2)
    acc59 = tl.full([F_n0, F_n2], 0.0, tl.float32)
    for i_c0 in range(0, tl.cdiv(E_c0, T_c0)):
        offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)

        t58 = tl.load(states57_ptr + i_c0 * states57_s0 + tl.arange(0, F_n0)[:, None] * states57_s1 + tl.arange(0, F_n2)[None, :] * states57_s2 + tl.zeros([F_n0, F_n2], tl.int32))
        acc59 = acc59 + t58
    tl.store(buf60_ptr + offs_n0[:, None] * buf60_s0 + offs_n2[None, :] * buf60_s1, acc59, mask=(offs_n0 < E_n0)[:, None] & (offs_n2 < E_n2)[None, :])


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
    buf13 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(8, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), buf13_ptr=buf13, buf13_s0=buf13.stride(0), buf13_s1=buf13.stride(1), E_c1=8, E_c2=32, E_n1=64, DOT_10=(T['c1']) >= 16 and (T['c2']) >= 16 and (_pow2(64)) >= 16, F_n1=_pow2(64), T_c1=T['c1'], T_c2=T['c2'])
    buf19 = torch.full([8, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(8, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), buf19_ptr=buf19, buf19_s0=buf19.stride(0), buf19_s1=buf19.stride(1), E_c1=8, E_c2=32, T_c1=T['c1'], T_c2=T['c2'])
    buf24 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(8, T['c1']),)](buf13_ptr=buf13, buf13_s0=buf13.stride(0), buf13_s1=buf13.stride(1), buf19_ptr=buf19, buf19_s0=buf19.stride(0), buf19_s1=buf19.stride(1), buf24_ptr=buf24, buf24_s0=buf24.stride(0), buf24_s1=buf24.stride(1), E_c1=8, E_n1=64, F_n1=_pow2(64), T_c1=T['c1'])
    buf27 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(8, T['c1']),)](buf24_ptr=buf24, buf24_s0=buf24.stride(0), buf24_s1=buf24.stride(1), buf27_ptr=buf27, buf27_s0=buf27.stride(0), buf27_s1=buf27.stride(1), E_c1=8, E_n1=64, F_n1=_pow2(64), T_c1=T['c1'])
    m33 = inputs['w_gate']
    m32 = m33.permute([1, 0])
    buf38 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(_cdiv(8, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m32_ptr=m32, m32_s0=m32.stride(0), m32_s1=m32.stride(1), buf38_ptr=buf38, buf38_s0=buf38.stride(0), buf38_s1=buf38.stride(1), E_c1=8, E_c2=32, E_n1=64, DOT_35=(T['c1']) >= 16 and (T['c2']) >= 16 and (_pow2(64)) >= 16, F_n1=_pow2(64), T_c1=T['c1'], T_c2=T['c2'])
    states50 = torch.full([_cdiv(64, T['c0']), _pow2(8), T['c0']], float("nan"), dtype=torch.float32, device=device)
    kernel_5[(_cdiv(64, T['c0']),)](buf27_ptr=buf27, buf27_s0=buf27.stride(0), buf27_s1=buf27.stride(1), buf38_ptr=buf38, buf38_s0=buf38.stride(0), buf38_s1=buf38.stride(1), m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), states50_ptr=states50, states50_s0=states50.stride(0), states50_s1=states50.stride(1), states50_s2=states50.stride(2), E_c0=64, E_n0=8, E_n2=32, F_n0=_pow2(8), F_n2=_pow2(32), T_c0=T['c0'])
    m53 = inputs['w_down']
    m52 = m53.permute([1, 0])
    states57 = torch.full([_cdiv(64, T['c0']), _pow2(8), _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    kernel_6[(_cdiv(64, T['c0']),)](states50_ptr=states50, states50_s0=states50.stride(0), states50_s1=states50.stride(1), states50_s2=states50.stride(2), m52_ptr=m52, m52_s0=m52.stride(0), m52_s1=m52.stride(1), states57_ptr=states57, states57_s0=states57.stride(0), states57_s1=states57.stride(1), states57_s2=states57.stride(2), E_c0=64, E_n0=8, E_n2=32, DOT_55=(_pow2(8)) >= 16 and (T['c0']) >= 16 and (_pow2(32)) >= 16, F_n0=_pow2(8), F_n2=_pow2(32), T_c0=T['c0'])
    buf60 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_7[(1,)](states57_ptr=states57, states57_s0=states57.stride(0), states57_s1=states57.stride(1), states57_s2=states57.stride(2), buf60_ptr=buf60, buf60_s0=buf60.stride(0), buf60_s1=buf60.stride(1), E_c0=64, E_n0=8, E_n2=32, F_n0=_pow2(8), F_n2=_pow2(32), T_c0=T['c0'])
    return buf60


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
