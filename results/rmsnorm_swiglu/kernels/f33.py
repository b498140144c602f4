"""rmsnorm_swiglu [small], candidate 33: 7 kernel(s)

Rendered by EqiForge from candidate 33 of rmsnorm_swiglu [small]: store(x.1[32]) ; grid(x.0@0) loop(x.1[32]: sum, stored) [1 mm] ; grid(x.0@0) ; grid(x.0@0) ; grid(x.0@0) loop(x.1[32]: sum, stored) [1 mm] ; grid(x.0@0) ; grid() loop(w_up.0[64]: pair(sum, sum))
Coordinates (tile sizes are the T arguments of launch()):
    c0: loop w_up.0[64]
    c1: grid x.0@0[8]
    c2: loop x.1[32]

Run it on its own: `python kernels/f33.py` checks it once against PyTorch on random inputs.
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
def kernel_0(m1_ptr, m1_s0, m1_s1, states10_ptr, states10_s0, states10_s1, states10_s2, states10_s3, E_c1, E_c2, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # stores states10: Collect over loop x.1[32]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    t7 = tl.load(m1_ptr + offs_c1[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
    t8 = (t7) * (t7)
    t9 = tl.sum(tl.where((offs_c2 < E_c2)[None, :], t8, 0.0), axis=1, keep_dims=True)
    tl.store(states10_ptr + i_c1 * states10_s0 + i_c2 * states10_s1 + tl.arange(0, T_c1)[:, None] * states10_s2 + tl.zeros([T_c1, 1], tl.int32), t9)


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, states10_ptr, states10_s0, states10_s1, states10_s2, states10_s3, m16_ptr, m16_s0, m16_s1, buf21_ptr, buf21_s0, buf21_s1, E_c1, E_c2, E_n1, E_n2, DOT_19: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf21: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n1 = tl.arange(0, F_n1)
    t2 = tl.load(m1_ptr + offs_c1[:, None] * m1_s0 + offs_n2[None, :] * m1_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    t5 = tl.load(m3_ptr + offs_n2[None, :] * m3_s1, mask=(offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    t6 = (t2) * (t5)
    acc12 = tl.full([T_c1, 1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t11 = tl.load(states10_ptr + i_c1 * states10_s0 + i_c2 * states10_s1 + tl.arange(0, T_c1)[:, None] * states10_s2 + tl.zeros([T_c1, 1], tl.int32))
        acc12 = acc12 + t11
    t13 = acc12 + 0.00032
    t14 = tl.rsqrt(t13)
    t15 = (t6) * (t14)
    t18 = tl.load(m16_ptr + offs_n2[:, None] * m16_s0 + offs_n1[None, :] * m16_s1, mask=(offs_n2 < E_n2)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_19:
        t20 = tl.dot(tl.where((offs_n2 < E_n2)[None, :], t15, 0.0), tl.where((offs_n2 < E_n2)[:, None], t18, 0.0), input_precision="ieee")
    else:
        t20 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, :], t15, 0.0), 2) * tl.expand_dims(tl.where((offs_n2 < E_n2)[:, None], t18, 0.0), 0), axis=1)
    tl.store(buf21_ptr + offs_c1[:, None] * buf21_s0 + offs_n1[None, :] * buf21_s1, t20, mask=(offs_c1 < E_c1)[:, None] & (offs_n1 < E_n1)[None, :])


@triton.jit
def kernel_2(buf21_ptr, buf21_s0, buf21_s1, buf24_ptr, buf24_s0, buf24_s1, E_c1, E_n1, F_n1: tl.constexpr, T_c1: tl.constexpr):
    # writes buf24: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    t22 = tl.load(buf21_ptr + offs_c1[:, None] * buf21_s0 + offs_n1[None, :] * buf21_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t23 = (t22) * (5.656854249492381)
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
    t26 = (t25) * (0.5)
    tl.store(buf27_ptr + offs_c1[:, None] * buf27_s0 + offs_n1[None, :] * buf27_s1, t26, mask=(offs_c1 < E_c1)[:, None] & (offs_n1 < E_n1)[None, :])


@triton.jit
def kernel_4(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, states10_ptr, states10_s0, states10_s1, states10_s2, states10_s3, m41_ptr, m41_s0, m41_s1, buf46_ptr, buf46_s0, buf46_s1, E_c1, E_c2, E_n1, E_n2, DOT_44: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf46: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n1 = tl.arange(0, F_n1)
    t33 = tl.load(m1_ptr + offs_c1[:, None] * m1_s0 + offs_n2[None, :] * m1_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    t34 = tl.load(m3_ptr + offs_n2[None, :] * m3_s1, mask=(offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    t35 = (t33) * (t34)
    acc37 = tl.full([T_c1, 1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t36 = tl.load(states10_ptr + i_c1 * states10_s0 + i_c2 * states10_s1 + tl.arange(0, T_c1)[:, None] * states10_s2 + tl.zeros([T_c1, 1], tl.int32))
        acc37 = acc37 + t36
    t38 = acc37 + 0.00032
    t39 = tl.rsqrt(t38)
    t40 = (t35) * (t39)
    t43 = tl.load(m41_ptr + offs_n2[:, None] * m41_s0 + offs_n1[None, :] * m41_s1, mask=(offs_n2 < E_n2)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_44:
        t45 = tl.dot(tl.where((offs_n2 < E_n2)[None, :], t40, 0.0), tl.where((offs_n2 < E_n2)[:, None], t43, 0.0), input_precision="ieee")
    else:
        t45 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, :], t40, 0.0), 2) * tl.expand_dims(tl.where((offs_n2 < E_n2)[:, None], t43, 0.0), 0), axis=1)
    tl.store(buf46_ptr + offs_c1[:, None] * buf46_s0 + offs_n1[None, :] * buf46_s1, t45, mask=(offs_c1 < E_c1)[:, None] & (offs_n1 < E_n1)[None, :])


@triton.jit
def kernel_5(buf46_ptr, buf46_s0, buf46_s1, buf49_ptr, buf49_s0, buf49_s1, E_c1, E_n1, F_n1: tl.constexpr, T_c1: tl.constexpr):
    # writes buf49: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    t47 = tl.load(buf46_ptr + offs_c1[:, None] * buf46_s0 + offs_n1[None, :] * buf46_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t48 = (t47) * (5.656854249492381)
    tl.store(buf49_ptr + offs_c1[:, None] * buf49_s0 + offs_n1[None, :] * buf49_s1, t48, mask=(offs_c1 < E_c1)[:, None] & (offs_n1 < E_n1)[None, :])


@triton.jit
def kernel_6(buf27_ptr, buf27_s0, buf27_s1, buf24_ptr, buf24_s0, buf24_s1, buf49_ptr, buf49_s0, buf49_s1, m52_ptr, m52_s0, m52_s1, buf21_ptr, buf21_s0, buf21_s1, buf65_ptr, buf65_s0, buf65_s1, buf66_ptr, buf66_s0, buf66_s1, E_c0, E_n0, E_n2, DOT_55: tl.constexpr, DOT_61: tl.constexpr, F_n0: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr):
    # writes buf65, buf66: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n2 = tl.arange(0, F_n2)
    acc63 = tl.full([F_n0, F_n2], 0.0, tl.float32)
    acc64 = tl.full([F_n0, F_n2], 0.0, tl.float32)
    for i_c0 in range(0, tl.cdiv(E_c0, T_c0)):
        offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)

        t28 = tl.load(buf27_ptr + offs_n0[:, None] * buf27_s0 + offs_c0[None, :] * buf27_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c0 < E_c0)[None, :], other=0).to(tl.float32)
        t29 = 2.0 / (1.0 + tl.exp(-2.0 * (t28))) - 1.0
        t30 = t29 + 1.0
        t31 = tl.load(buf24_ptr + offs_n0[:, None] * buf24_s0 + offs_c0[None, :] * buf24_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c0 < E_c0)[None, :], other=0).to(tl.float32)
        t32 = (t30) * (t31)
        t50 = tl.load(buf49_ptr + offs_n0[:, None] * buf49_s0 + offs_c0[None, :] * buf49_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c0 < E_c0)[None, :], other=0).to(tl.float32)
        t51 = (t32) * (t50)
        t54 = tl.load(m52_ptr + offs_c0[:, None] * m52_s0 + offs_n2[None, :] * m52_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
        if DOT_55:
            t56 = tl.dot(tl.where((offs_c0 < E_c0)[None, :], t51, 0.0), tl.where((offs_c0 < E_c0)[:, None], t54, 0.0), input_precision="ieee")
        else:
            t56 = tl.sum(tl.expand_dims(tl.where((offs_c0 < E_c0)[None, :], t51, 0.0), 2) * tl.expand_dims(tl.where((offs_c0 < E_c0)[:, None], t54, 0.0), 0), axis=1)
        t57 = (t56) * (0.5)
        t58 = tl.load(buf21_ptr + offs_n0[:, None] * buf21_s0 + offs_c0[None, :] * buf21_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c0 < E_c0)[None, :], other=0).to(tl.float32)
        t59 = (t58) * (t30)
        t60 = (t59) * (t50)
        if DOT_61:
            t62 = tl.dot(tl.where((offs_c0 < E_c0)[None, :], t60, 0.0), tl.where((offs_c0 < E_c0)[:, None], t54, 0.0), input_precision="ieee")
        else:
            t62 = tl.sum(tl.expand_dims(tl.where((offs_c0 < E_c0)[None, :], t60, 0.0), 2) * tl.expand_dims(tl.where((offs_c0 < E_c0)[:, None], t54, 0.0), 0), axis=1)
        acc63 = acc63 + t57
        acc64 = acc64 + t62
    tl.store(buf65_ptr + offs_n0[:, None] * buf65_s0 + offs_n2[None, :] * buf65_s1, acc63, mask=(offs_n0 < E_n0)[:, None] & (offs_n2 < E_n2)[None, :])
    tl.store(buf66_ptr + offs_n0[:, None] * buf66_s0 + offs_n2[None, :] * buf66_s1, acc64, mask=(offs_n0 < E_n0)[:, None] & (offs_n2 < E_n2)[None, :])


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
    states10 = torch.full([_cdiv(8, T['c1']), _cdiv(32, T['c2']), T['c1'], 1], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(8, T['c1']) * _cdiv(32, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), states10_ptr=states10, states10_s0=states10.stride(0), states10_s1=states10.stride(1), states10_s2=states10.stride(2), states10_s3=states10.stride(3), E_c1=8, E_c2=32, T_c1=T['c1'], T_c2=T['c2'])
    m17 = inputs['w_gate']
    m16 = m17.permute([1, 0])
    buf21 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(8, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), states10_ptr=states10, states10_s0=states10.stride(0), states10_s1=states10.stride(1), states10_s2=states10.stride(2), states10_s3=states10.stride(3), m16_ptr=m16, m16_s0=m16.stride(0), m16_s1=m16.stride(1), buf21_ptr=buf21, buf21_s0=buf21.stride(0), buf21_s1=buf21.stride(1), E_c1=8, E_c2=32, E_n1=64, E_n2=32, DOT_19=(T['c1']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, F_n1=_pow2(64), F_n2=_pow2(32), T_c1=T['c1'], T_c2=T['c2'])
    buf24 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(8, T['c1']),)](buf21_ptr=buf21, buf21_s0=buf21.stride(0), buf21_s1=buf21.stride(1), buf24_ptr=buf24, buf24_s0=buf24.stride(0), buf24_s1=buf24.stride(1), E_c1=8, E_n1=64, F_n1=_pow2(64), T_c1=T['c1'])
    buf27 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(8, T['c1']),)](buf24_ptr=buf24, buf24_s0=buf24.stride(0), buf24_s1=buf24.stride(1), buf27_ptr=buf27, buf27_s0=buf27.stride(0), buf27_s1=buf27.stride(1), E_c1=8, E_n1=64, F_n1=_pow2(64), T_c1=T['c1'])
    m42 = inputs['w_up']
    m41 = m42.permute([1, 0])
    buf46 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(_cdiv(8, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), states10_ptr=states10, states10_s0=states10.stride(0), states10_s1=states10.stride(1), states10_s2=states10.stride(2), states10_s3=states10.stride(3), m41_ptr=m41, m41_s0=m41.stride(0), m41_s1=m41.stride(1), buf46_ptr=buf46, buf46_s0=buf46.stride(0), buf46_s1=buf46.stride(1), E_c1=8, E_c2=32, E_n1=64, E_n2=32, DOT_44=(T['c1']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, F_n1=_pow2(64), F_n2=_pow2(32), T_c1=T['c1'], T_c2=T['c2'])
    buf49 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_5[(_cdiv(8, T['c1']),)](buf46_ptr=buf46, buf46_s0=buf46.stride(0), buf46_s1=buf46.stride(1), buf49_ptr=buf49, buf49_s0=buf49.stride(0), buf49_s1=buf49.stride(1), E_c1=8, E_n1=64, F_n1=_pow2(64), T_c1=T['c1'])
    m53 = inputs['w_down']
    m52 = m53.permute([1, 0])
    buf65 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    buf66 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_6[(1,)](buf27_ptr=buf27, buf27_s0=buf27.stride(0), buf27_s1=buf27.stride(1), buf24_ptr=buf24, buf24_s0=buf24.stride(0), buf24_s1=buf24.stride(1), buf49_ptr=buf49, buf49_s0=buf49.stride(0), buf49_s1=buf49.stride(1), m52_ptr=m52, m52_s0=m52.stride(0), m52_s1=m52.stride(1), buf21_ptr=buf21, buf21_s0=buf21.stride(0), buf21_s1=buf21.stride(1), buf65_ptr=buf65, buf65_s0=buf65.stride(0), buf65_s1=buf65.stride(1), buf66_ptr=buf66, buf66_s0=buf66.stride(0), buf66_s1=buf66.stride(1), E_c0=64, E_n0=8, E_n2=32, DOT_55=(_pow2(8)) >= 16 and (T['c0']) >= 16 and (_pow2(32)) >= 16, DOT_61=(_pow2(8)) >= 16 and (T['c0']) >= 16 and (_pow2(32)) >= 16, F_n0=_pow2(8), F_n2=_pow2(32), T_c0=T['c0'])
    return buf65


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
