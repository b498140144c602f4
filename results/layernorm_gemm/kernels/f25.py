"""layernorm_gemm [small], candidate 25: 7 kernel(s)

Rendered by EqiForge from candidate 25 of layernorm_gemm [small]: store(w.1[64]) ; grid() loop(w.1[64]: pair(sum, sum), stored) ; grid(x.0@0) [1 mm] ; grid(x.0@0) ; grid(x.0@0) ; grid(x.0@0) loop(w.1[64]: pair(sum, sum)) [2 mm] ; grid(x.0@0)
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.0@0[8]
    c1: loop w.1[64]

Run it on its own: `python kernels/f25.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/layernorm_gemm.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 4, "c1": 32}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m5_ptr, m5_s0, m5_s1, m9_ptr, m9_s0, m9_s1, states15_ptr, states15_s0, states15_s1, states15_s2, states16_ptr, states16_s0, states16_s1, states16_s2, E_c1, E_n0, E_n2, DOT_13: tl.constexpr, F_n0: tl.constexpr, F_n2: tl.constexpr, T_c1: tl.constexpr):
    # stores states15, states16: Collect over loop w.1[64]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n0 = tl.arange(0, F_n0)
    t3 = tl.load(m1_ptr + offs_n2[:, None] * m1_s0 + offs_c1[None, :] * m1_s1, mask=(offs_n2 < E_n2)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t4 = tl.sum(tl.where((offs_c1 < E_c1)[None, :], t3, 0.0), axis=1, keep_dims=True)
    t8 = tl.load(m5_ptr + offs_c1[:, None] * m5_s0, mask=(offs_c1 < E_c1)[:, None], other=0).to(tl.float32)
    t11 = tl.load(m9_ptr + offs_c1[:, None] * m9_s0 + offs_n0[None, :] * m9_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t12 = (t8) * (t11)
    if DOT_13:
        t14 = tl.dot(tl.where((offs_c1 < E_c1)[None, :], t3, 0.0), tl.where((offs_c1 < E_c1)[:, None], t12, 0.0), input_precision="ieee")
    else:
        t14 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, :], t3, 0.0), 2) * tl.expand_dims(tl.where((offs_c1 < E_c1)[:, None], t12, 0.0), 0), axis=1)
    tl.store(states15_ptr + i_c1 * states15_s0 + tl.arange(0, F_n2)[:, None] * states15_s1 + tl.zeros([F_n2, 1], tl.int32), t4)
    tl.store(states16_ptr + i_c1 * states16_s0 + tl.arange(0, F_n2)[:, None] * states16_s1 + tl.arange(0, F_n0)[None, :] * states16_s2 + tl.zeros([F_n2, F_n0], tl.int32), t14)


@triton.jit
def kernel_1(states15_ptr, states15_s0, states15_s1, states15_s2, states16_ptr, states16_s0, states16_s1, states16_s2, buf21_ptr, buf21_s0, buf21_s1, buf22_ptr, buf22_s0, buf22_s1, E_c1, E_n0, E_n2, F_n0: tl.constexpr, F_n2: tl.constexpr, T_c1: tl.constexpr):
    # writes buf21, buf22: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n0 = tl.arange(0, F_n0)
    acc19 = tl.full([F_n2, 1], 0.0, tl.float32)
    acc20 = tl.full([F_n2, F_n0], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t17 = tl.load(states15_ptr + i_c1 * states15_s0 + tl.arange(0, F_n2)[:, None] * states15_s1 + tl.zeros([F_n2, 1], tl.int32))
        t18 = tl.load(states16_ptr + i_c1 * states16_s0 + tl.arange(0, F_n2)[:, None] * states16_s1 + tl.arange(0, F_n0)[None, :] * states16_s2 + tl.zeros([F_n2, F_n0], tl.int32))
        acc19 = acc19 + t17
        acc20 = acc20 + t18
    tl.store(buf21_ptr + offs_n2[:, None] * buf21_s0, acc19, mask=(offs_n2 < E_n2)[:, None])
    tl.store(buf22_ptr + offs_n2[:, None] * buf22_s0 + offs_n0[None, :] * buf22_s1, acc20, mask=(offs_n2 < E_n2)[:, None] & (offs_n0 < E_n0)[None, :])


@triton.jit
def kernel_2(m1_ptr, m1_s0, m1_s1, buf21_ptr, buf21_s0, buf21_s1, m6_ptr, m6_s0, m6_s1, m9_ptr, m9_s0, m9_s1, buf31_ptr, buf31_s0, buf31_s1, E_c0, E_n0, E_n1, DOT_29: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr):
    # writes buf31: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    t2 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_n1[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t23 = tl.load(buf21_ptr + offs_c0[:, None] * buf21_s0, mask=(offs_c0 < E_c0)[:, None], other=0).to(tl.float32)
    t24 = (t23) * (0.015625)
    t25 = t2 - (t24)
    t26 = tl.load(m6_ptr + offs_n1[None, :] * m6_s1, mask=(offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t27 = (t25) * (t26)
    t28 = tl.load(m9_ptr + offs_n1[:, None] * m9_s0 + offs_n0[None, :] * m9_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    if DOT_29:
        t30 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t27, 0.0), tl.where((offs_n1 < E_n1)[:, None], t28, 0.0), input_precision="ieee")
    else:
        t30 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t27, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t28, 0.0), 0), axis=1)
    tl.store(buf31_ptr + offs_c0[:, None] * buf31_s0 + offs_n0[None, :] * buf31_s1, t30, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :])


@triton.jit
def kernel_3(m1_ptr, m1_s0, m1_s1, buf21_ptr, buf21_s0, buf21_s1, buf39_ptr, buf39_s0, buf39_s1, E_c0, E_n1, F_n1: tl.constexpr, T_c0: tl.constexpr):
    # writes buf39: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    t33 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_n1[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t34 = tl.load(buf21_ptr + offs_c0[:, None] * buf21_s0, mask=(offs_c0 < E_c0)[:, None], other=0).to(tl.float32)
    t35 = (t34) * (0.015625)
    t36 = t33 - (t35)
    t37 = (t36) * (t36)
    t38 = tl.sum(tl.where((offs_n1 < E_n1)[None, :], t37, 0.0), axis=1, keep_dims=True)
    tl.store(buf39_ptr + offs_c0[:, None] * buf39_s0, t38, mask=(offs_c0 < E_c0)[:, None])


@triton.jit
def kernel_4(buf31_ptr, buf31_s0, buf31_s1, buf39_ptr, buf39_s0, buf39_s1, buf45_ptr, buf45_s0, buf45_s1, E_c0, E_n0, F_n0: tl.constexpr, T_c0: tl.constexpr):
    # writes buf45: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t32 = tl.load(buf31_ptr + offs_c0[:, None] * buf31_s0 + offs_n0[None, :] * buf31_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t40 = tl.load(buf39_ptr + offs_c0[:, None] * buf39_s0, mask=(offs_c0 < E_c0)[:, None], other=0).to(tl.float32)
    t41 = t40 + 0.00064
    t42 = (t41) * (0.015625)
    t43 = tl.rsqrt(t42)
    t44 = (t32) * (t43)
    tl.store(buf45_ptr + offs_c0[:, None] * buf45_s0 + offs_n0[None, :] * buf45_s1, t44, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :])


@triton.jit
def kernel_5(buf45_ptr, buf45_s0, buf45_s1, m1_ptr, m1_s0, m1_s1, buf21_ptr, buf21_s0, buf21_s1, m6_ptr, m6_s0, m6_s1, m9_ptr, m9_s0, m9_s1, buf39_ptr, buf39_s0, buf39_s1, m60_ptr, m60_s0, m60_s1, buf68_ptr, buf68_s0, buf68_s1, E_c0, E_c1, E_n0, DOT_54: tl.constexpr, DOT_63: tl.constexpr, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf68: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t46 = tl.load(buf45_ptr + offs_c0[:, None] * buf45_s0 + offs_n0[None, :] * buf45_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t48 = tl.load(buf21_ptr + offs_c0[:, None] * buf21_s0, mask=(offs_c0 < E_c0)[:, None], other=0).to(tl.float32)
    t49 = (t48) * (0.015625)
    t56 = tl.load(buf39_ptr + offs_c0[:, None] * buf39_s0, mask=(offs_c0 < E_c0)[:, None], other=0).to(tl.float32)
    t57 = t56 + 0.00064
    t58 = tl.rsqrt(t57)
    acc65 = tl.full([T_c0, F_n0], 0.0, tl.float32)
    acc66 = tl.full([1, F_n0], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t47 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c1[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        t50 = t47 - (t49)
        t51 = tl.load(m6_ptr + offs_c1[None, :] * m6_s1, mask=(offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        t52 = (t50) * (t51)
        t53 = tl.load(m9_ptr + offs_c1[:, None] * m9_s0 + offs_n0[None, :] * m9_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
        if DOT_54:
            t55 = tl.dot(tl.where((offs_c1 < E_c1)[None, :], t52, 0.0), tl.where((offs_c1 < E_c1)[:, None], t53, 0.0), input_precision="ieee")
        else:
            t55 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, :], t52, 0.0), 2) * tl.expand_dims(tl.where((offs_c1 < E_c1)[:, None], t53, 0.0), 0), axis=1)
        t59 = (t55) * (t58)
        t62 = tl.load(m60_ptr + offs_c1[None, :] * m60_s1, mask=(offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        if DOT_63:
            t64 = tl.dot(tl.where((offs_c1 < E_c1)[None, :], t62, 0.0), tl.where((offs_c1 < E_c1)[:, None], t53, 0.0), input_precision="ieee")
        else:
            t64 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, :], t62, 0.0), 2) * tl.expand_dims(tl.where((offs_c1 < E_c1)[:, None], t53, 0.0), 0), axis=1)
        acc65 = acc65 + t59
        acc66 = acc66 + t64
    t67 = t46 + acc66
    tl.store(buf68_ptr + offs_c0[:, None] * buf68_s0 + offs_n0[None, :] * buf68_s1, t67, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :])


@triton.jit
def kernel_6(buf68_ptr, buf68_s0, buf68_s1, m70_ptr, m70_s0, m70_s1, buf74_ptr, buf74_s0, buf74_s1, E_c0, E_n0, F_n0: tl.constexpr, T_c0: tl.constexpr):
    # writes buf74: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t69 = tl.load(buf68_ptr + offs_c0[:, None] * buf68_s0 + offs_n0[None, :] * buf68_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t72 = tl.load(m70_ptr + offs_n0[None, :] * m70_s1, mask=(offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t73 = t69 + t72
    tl.store(buf74_ptr + offs_c0[:, None] * buf74_s0 + offs_n0[None, :] * buf74_s1, t73, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :])


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
    states15 = torch.full([_cdiv(64, T['c1']), _pow2(8), 1], float("nan"), dtype=torch.float32, device=device)
    states16 = torch.full([_cdiv(64, T['c1']), _pow2(8), _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(64, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m5_ptr=m5, m5_s0=m5.stride(0), m5_s1=m5.stride(1), m9_ptr=m9, m9_s0=m9.stride(0), m9_s1=m9.stride(1), states15_ptr=states15, states15_s0=states15.stride(0), states15_s1=states15.stride(1), states15_s2=states15.stride(2), states16_ptr=states16, states16_s0=states16.stride(0), states16_s1=states16.stride(1), states16_s2=states16.stride(2), E_c1=64, E_n0=32, E_n2=8, DOT_13=(_pow2(8)) >= 16 and (T['c1']) >= 16 and (_pow2(32)) >= 16, F_n0=_pow2(32), F_n2=_pow2(8), T_c1=T['c1'])
    buf21 = torch.full([8, 1], float("nan"), dtype=torch.float32, device=device)
    buf22 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(1,)](states15_ptr=states15, states15_s0=states15.stride(0), states15_s1=states15.stride(1), states15_s2=states15.stride(2), states16_ptr=states16, states16_s0=states16.stride(0), states16_s1=states16.stride(1), states16_s2=states16.stride(2), buf21_ptr=buf21, buf21_s0=buf21.stride(0), buf21_s1=buf21.stride(1), buf22_ptr=buf22, buf22_s0=buf22.stride(0), buf22_s1=buf22.stride(1), E_c1=64, E_n0=32, E_n2=8, F_n0=_pow2(32), F_n2=_pow2(8), T_c1=T['c1'])
    buf31 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(8, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), buf21_ptr=buf21, buf21_s0=buf21.stride(0), buf21_s1=buf21.stride(1), m6_ptr=m6, m6_s0=m6.stride(0), m6_s1=m6.stride(1), m9_ptr=m9, m9_s0=m9.stride(0), m9_s1=m9.stride(1), buf31_ptr=buf31, buf31_s0=buf31.stride(0), buf31_s1=buf31.stride(1), E_c0=8, E_n0=32, E_n1=64, DOT_29=(T['c0']) >= 16 and (_pow2(64)) >= 16 and (_pow2(32)) >= 16, F_n0=_pow2(32), F_n1=_pow2(64), T_c0=T['c0'])
    buf39 = torch.full([8, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(8, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), buf21_ptr=buf21, buf21_s0=buf21.stride(0), buf21_s1=buf21.stride(1), buf39_ptr=buf39, buf39_s0=buf39.stride(0), buf39_s1=buf39.stride(1), E_c0=8, E_n1=64, F_n1=_pow2(64), T_c0=T['c0'])
    buf45 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(_cdiv(8, T['c0']),)](buf31_ptr=buf31, buf31_s0=buf31.stride(0), buf31_s1=buf31.stride(1), buf39_ptr=buf39, buf39_s0=buf39.stride(0), buf39_s1=buf39.stride(1), buf45_ptr=buf45, buf45_s0=buf45.stride(0), buf45_s1=buf45.stride(1), E_c0=8, E_n0=32, F_n0=_pow2(32), T_c0=T['c0'])
    m61 = inputs['b_ln']
    m60 = m61.reshape([1, 64])
    buf68 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_5[(_cdiv(8, T['c0']),)](buf45_ptr=buf45, buf45_s0=buf45.stride(0), buf45_s1=buf45.stride(1), m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), buf21_ptr=buf21, buf21_s0=buf21.stride(0), buf21_s1=buf21.stride(1), m6_ptr=m6, m6_s0=m6.stride(0), m6_s1=m6.stride(1), m9_ptr=m9, m9_s0=m9.stride(0), m9_s1=m9.stride(1), buf39_ptr=buf39, buf39_s0=buf39.stride(0), buf39_s1=buf39.stride(1), m60_ptr=m60, m60_s0=m60.stride(0), m60_s1=m60.stride(1), buf68_ptr=buf68, buf68_s0=buf68.stride(0), buf68_s1=buf68.stride(1), E_c0=8, E_c1=64, E_n0=32, DOT_54=(T['c0']) >= 16 and (T['c1']) >= 16 and (_pow2(32)) >= 16, DOT_63=(1) >= 16 and (T['c1']) >= 16 and (_pow2(32)) >= 16, F_n0=_pow2(32), T_c0=T['c0'], T_c1=T['c1'])
    m71 = inputs['bias']
    m70 = m71.reshape([1, 32])
    buf74 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_6[(_cdiv(8, T['c0']),)](buf68_ptr=buf68, buf68_s0=buf68.stride(0), buf68_s1=buf68.stride(1), m70_ptr=m70, m70_s0=m70.stride(0), m70_s1=m70.stride(1), buf74_ptr=buf74, buf74_s0=buf74.stride(0), buf74_s1=buf74.stride(1), E_c0=8, E_n0=32, F_n0=_pow2(32), T_c0=T['c0'])
    return buf74


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
