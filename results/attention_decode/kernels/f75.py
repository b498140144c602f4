"""attention_decode [small], candidate 75: 5 kernel(s)

Rendered by EqiForge from candidate 75 of attention_decode [small]: grid(k.2@3) [1 mm] ; store(k.2[64]) ; grid() loop(k.2[64]: rescale, stored) ; store(k.2[64]) ; grid(v.3@3) loop(k.2[64]: rescale, stored)
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid v.3@3[16]
    c1: loop k.2[64]
    c2: grid k.2@3[64]

Run it on its own: `python kernels/f75.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/attention_decode.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 8, "c1": 32, "c2": 32}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m4_ptr, m4_s0, m4_s1, m4_s2, m4_s3, buf8_ptr, buf8_s0, buf8_s1, buf8_s2, buf8_s3, E_c2, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c2: tl.constexpr):
    # writes buf8: Combine over grid k.2@3[64]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t2 = tl.load(m1_ptr + offs_n0[:, None, None, None] * m1_s0 + offs_n1[None, :, None, None] * m1_s1 + offs_n2[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t3 = (t2) * (0.25)
    t6 = tl.load(m4_ptr + offs_n0[:, None, None, None] * m4_s0 + offs_n1[None, :, None, None] * m4_s1 + offs_n2[None, None, :, None] * m4_s2 + offs_c2[None, None, None, :] * m4_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
    t7 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t3, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t6, 0.0), 2), axis=3)
    tl.store(buf8_ptr + offs_n0[:, None, None, None] * buf8_s0 + offs_n1[None, :, None, None] * buf8_s1 + offs_c2[None, None, None, :] * buf8_s3, t7, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c2 < E_c2)[None, None, None, :])


@triton.jit
def kernel_1(buf8_ptr, buf8_s0, buf8_s1, buf8_s2, buf8_s3, m13_ptr, m13_s0, m13_s1, m13_s2, m13_s3, states16_ptr, states16_s0, states16_s1, states16_s2, states16_s3, states16_s4, states17_ptr, states17_s0, states17_s1, states17_s2, states17_s3, states17_s4, E_c1, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c1: tl.constexpr):
    # stores states16, states17: Collect over loop k.2[64]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t9 = tl.load(buf8_ptr + offs_n0[:, None, None, None] * buf8_s0 + offs_n1[None, :, None, None] * buf8_s1 + offs_c1[None, None, None, :] * buf8_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
    t10 = tl.max(tl.where((offs_c1 < E_c1)[None, None, None, :], t9, -float('inf')), axis=3, keep_dims=True)
    t11 = t9 - (t10)
    t12 = tl.exp(t11)
    t14 = tl.load(m13_ptr + offs_n0[:, None, None, None] * m13_s0 + offs_n1[None, :, None, None] * m13_s1 + offs_c1[None, None, :, None] * m13_s2 + offs_n2[None, None, None, :] * m13_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t15 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, :], t12, 0.0), 4) * tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, :, None], t14, 0.0), 2), axis=3)
    tl.store(states16_ptr + i_c1 * states16_s0 + tl.arange(0, F_n0)[:, None, None, None] * states16_s1 + tl.arange(0, F_n1)[None, :, None, None] * states16_s2 + tl.zeros([F_n0, F_n1, 1, 1], tl.int32), t10)
    tl.store(states17_ptr + i_c1 * states17_s0 + tl.arange(0, F_n0)[:, None, None, None] * states17_s1 + tl.arange(0, F_n1)[None, :, None, None] * states17_s2 + tl.arange(0, F_n2)[None, None, None, :] * states17_s4 + tl.zeros([F_n0, F_n1, 1, F_n2], tl.int32), t15)


@triton.jit
def kernel_2(states16_ptr, states16_s0, states16_s1, states16_s2, states16_s3, states16_s4, states17_ptr, states17_s0, states17_s1, states17_s2, states17_s3, states17_s4, buf25_ptr, buf25_s0, buf25_s1, buf25_s2, buf25_s3, buf26_ptr, buf26_s0, buf26_s1, buf26_s2, buf26_s3, E_c1, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c1: tl.constexpr):
    # writes buf25, buf26: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    acc20 = tl.full([F_n0, F_n1, 1, 1], -float('inf'), tl.float32)
    acc21 = tl.full([F_n0, F_n1, 1, F_n2], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t18 = tl.load(states16_ptr + i_c1 * states16_s0 + tl.arange(0, F_n0)[:, None, None, None] * states16_s1 + tl.arange(0, F_n1)[None, :, None, None] * states16_s2 + tl.zeros([F_n0, F_n1, 1, 1], tl.int32))
        t19 = tl.load(states17_ptr + i_c1 * states17_s0 + tl.arange(0, F_n0)[:, None, None, None] * states17_s1 + tl.arange(0, F_n1)[None, :, None, None] * states17_s2 + tl.arange(0, F_n2)[None, None, None, :] * states17_s4 + tl.zeros([F_n0, F_n1, 1, F_n2], tl.int32))
        m22 = tl.maximum(acc20, t18)
        r23 = tl.where(acc20 == -float("inf"), 0.0, tl.exp(acc20 - m22))
        r24 = tl.where(t18 == -float("inf"), 0.0, tl.exp(t18 - m22))
        acc21 = tl.where(acc20 == -float("inf"), 0.0, acc21 * r23) + tl.where(t18 == -float("inf"), 0.0, t19 * r24)
        acc20 = m22
    tl.store(buf25_ptr + offs_n0[:, None, None, None] * buf25_s0 + offs_n1[None, :, None, None] * buf25_s1, acc20, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None])
    tl.store(buf26_ptr + offs_n0[:, None, None, None] * buf26_s0 + offs_n1[None, :, None, None] * buf26_s1 + offs_n2[None, None, None, :] * buf26_s3, acc21, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :])


@triton.jit
def kernel_3(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m4_ptr, m4_s0, m4_s1, m4_s2, m4_s3, states37_ptr, states37_s0, states37_s1, states37_s2, states37_s3, states37_s4, states38_ptr, states38_s0, states38_s1, states38_s2, states38_s3, states38_s4, E_c1, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c1: tl.constexpr):
    # stores states37, states38: Collect over loop k.2[64]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t28 = tl.load(m1_ptr + offs_n0[:, None, None, None] * m1_s0 + offs_n1[None, :, None, None] * m1_s1 + offs_n2[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t29 = tl.load(m4_ptr + offs_n0[:, None, None, None] * m4_s0 + offs_n1[None, :, None, None] * m4_s1 + offs_n2[None, None, :, None] * m4_s2 + offs_c1[None, None, None, :] * m4_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
    t30 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t28, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t29, 0.0), 2), axis=3)
    t31 = tl.max(tl.where((offs_c1 < E_c1)[None, None, None, :], t30, -float('inf')), axis=3, keep_dims=True)
    t32 = (t31) * (0.25)
    t33 = (t30) * (0.25)
    t34 = t33 - (t32)
    t35 = tl.exp(t34)
    t36 = tl.sum(tl.where((offs_c1 < E_c1)[None, None, None, :], t35, 0.0), axis=3, keep_dims=True)
    tl.store(states37_ptr + i_c1 * states37_s0 + tl.arange(0, F_n0)[:, None, None, None] * states37_s1 + tl.arange(0, F_n1)[None, :, None, None] * states37_s2 + tl.zeros([F_n0, F_n1, 1, 1], tl.int32), t32)
    tl.store(states38_ptr + i_c1 * states38_s0 + tl.arange(0, F_n0)[:, None, None, None] * states38_s1 + tl.arange(0, F_n1)[None, :, None, None] * states38_s2 + tl.zeros([F_n0, F_n1, 1, 1], tl.int32), t36)


@triton.jit
def kernel_4(buf26_ptr, buf26_s0, buf26_s1, buf26_s2, buf26_s3, states37_ptr, states37_s0, states37_s1, states37_s2, states37_s3, states37_s4, states38_ptr, states38_s0, states38_s1, states38_s2, states38_s3, states38_s4, buf47_ptr, buf47_s0, buf47_s1, buf47_s2, buf47_s3, E_c0, E_c1, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf47: Combine over grid v.3@3[16]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t27 = tl.load(buf26_ptr + offs_n0[:, None, None, None] * buf26_s0 + offs_n1[None, :, None, None] * buf26_s1 + offs_c0[None, None, None, :] * buf26_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c0 < E_c0)[None, None, None, :], other=0).to(tl.float32)
    acc41 = tl.full([F_n0, F_n1, 1, 1], -float('inf'), tl.float32)
    acc42 = tl.full([F_n0, F_n1, 1, 1], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t39 = tl.load(states37_ptr + i_c1 * states37_s0 + tl.arange(0, F_n0)[:, None, None, None] * states37_s1 + tl.arange(0, F_n1)[None, :, None, None] * states37_s2 + tl.zeros([F_n0, F_n1, 1, 1], tl.int32))
        t40 = tl.load(states38_ptr + i_c1 * states38_s0 + tl.arange(0, F_n0)[:, None, None, None] * states38_s1 + tl.arange(0, F_n1)[None, :, None, None] * states38_s2 + tl.zeros([F_n0, F_n1, 1, 1], tl.int32))
        m43 = tl.maximum(acc41, t39)
        r44 = tl.where(acc41 == -float("inf"), 0.0, tl.exp(acc41 - m43))
        r45 = tl.where(t39 == -float("inf"), 0.0, tl.exp(t39 - m43))
        acc42 = tl.where(acc41 == -float("inf"), 0.0, acc42 * r44) + tl.where(t39 == -float("inf"), 0.0, t40 * r45)
        acc41 = m43
    t46 = (t27) / (acc42)
    tl.store(buf47_ptr + offs_n0[:, None, None, None] * buf47_s0 + offs_n1[None, :, None, None] * buf47_s1 + offs_c0[None, None, None, :] * buf47_s3, t46, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c0 < E_c0)[None, None, None, :])


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
    m1 = inputs['q']
    m5 = inputs['k']
    m4 = m5.permute([0, 1, 3, 2])
    buf8 = torch.full([2, 4, 1, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(64, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m4_ptr=m4, m4_s0=m4.stride(0), m4_s1=m4.stride(1), m4_s2=m4.stride(2), m4_s3=m4.stride(3), buf8_ptr=buf8, buf8_s0=buf8.stride(0), buf8_s1=buf8.stride(1), buf8_s2=buf8.stride(2), buf8_s3=buf8.stride(3), E_c2=64, E_n0=2, E_n1=4, E_n2=16, F_n0=_pow2(2), F_n1=_pow2(4), F_n2=_pow2(16), T_c2=T['c2'])
    m13 = inputs['v']
    states16 = torch.full([_cdiv(64, T['c1']), _pow2(2), _pow2(4), 1, 1], float("nan"), dtype=torch.float32, device=device)
    states17 = torch.full([_cdiv(64, T['c1']), _pow2(2), _pow2(4), 1, _pow2(16)], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(64, T['c1']),)](buf8_ptr=buf8, buf8_s0=buf8.stride(0), buf8_s1=buf8.stride(1), buf8_s2=buf8.stride(2), buf8_s3=buf8.stride(3), m13_ptr=m13, m13_s0=m13.stride(0), m13_s1=m13.stride(1), m13_s2=m13.stride(2), m13_s3=m13.stride(3), states16_ptr=states16, states16_s0=states16.stride(0), states16_s1=states16.stride(1), states16_s2=states16.stride(2), states16_s3=states16.stride(3), states16_s4=states16.stride(4), states17_ptr=states17, states17_s0=states17.stride(0), states17_s1=states17.stride(1), states17_s2=states17.stride(2), states17_s3=states17.stride(3), states17_s4=states17.stride(4), E_c1=64, E_n0=2, E_n1=4, E_n2=16, F_n0=_pow2(2), F_n1=_pow2(4), F_n2=_pow2(16), T_c1=T['c1'])
    buf25 = torch.full([2, 4, 1, 1], float("nan"), dtype=torch.float32, device=device)
    buf26 = torch.full([2, 4, 1, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(1,)](states16_ptr=states16, states16_s0=states16.stride(0), states16_s1=states16.stride(1), states16_s2=states16.stride(2), states16_s3=states16.stride(3), states16_s4=states16.stride(4), states17_ptr=states17, states17_s0=states17.stride(0), states17_s1=states17.stride(1), states17_s2=states17.stride(2), states17_s3=states17.stride(3), states17_s4=states17.stride(4), buf25_ptr=buf25, buf25_s0=buf25.stride(0), buf25_s1=buf25.stride(1), buf25_s2=buf25.stride(2), buf25_s3=buf25.stride(3), buf26_ptr=buf26, buf26_s0=buf26.stride(0), buf26_s1=buf26.stride(1), buf26_s2=buf26.stride(2), buf26_s3=buf26.stride(3), E_c1=64, E_n0=2, E_n1=4, E_n2=16, F_n0=_pow2(2), F_n1=_pow2(4), F_n2=_pow2(16), T_c1=T['c1'])
    states37 = torch.full([_cdiv(64, T['c1']), _pow2(2), _pow2(4), 1, 1], float("nan"), dtype=torch.float32, device=device)
    states38 = torch.full([_cdiv(64, T['c1']), _pow2(2), _pow2(4), 1, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(64, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m4_ptr=m4, m4_s0=m4.stride(0), m4_s1=m4.stride(1), m4_s2=m4.stride(2), m4_s3=m4.stride(3), states37_ptr=states37, states37_s0=states37.stride(0), states37_s1=states37.stride(1), states37_s2=states37.stride(2), states37_s3=states37.stride(3), states37_s4=states37.stride(4), states38_ptr=states38, states38_s0=states38.stride(0), states38_s1=states38.stride(1), states38_s2=states38.stride(2), states38_s3=states38.stride(3), states38_s4=states38.stride(4), E_c1=64, E_n0=2, E_n1=4, E_n2=16, F_n0=_pow2(2), F_n1=_pow2(4), F_n2=_pow2(16), T_c1=T['c1'])
    buf47 = torch.full([2, 4, 1, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(_cdiv(16, T['c0']),)](buf26_ptr=buf26, buf26_s0=buf26.stride(0), buf26_s1=buf26.stride(1), buf26_s2=buf26.stride(2), buf26_s3=buf26.stride(3), states37_ptr=states37, states37_s0=states37.stride(0), states37_s1=states37.stride(1), states37_s2=states37.stride(2), states37_s3=states37.stride(3), states37_s4=states37.stride(4), states38_ptr=states38, states38_s0=states38.stride(0), states38_s1=states38.stride(1), states38_s2=states38.stride(2), states38_s3=states38.stride(3), states38_s4=states38.stride(4), buf47_ptr=buf47, buf47_s0=buf47.stride(0), buf47_s1=buf47.stride(1), buf47_s2=buf47.stride(2), buf47_s3=buf47.stride(3), E_c0=16, E_c1=64, E_n0=2, E_n1=4, F_n0=_pow2(2), F_n1=_pow2(4), T_c0=T['c0'], T_c1=T['c1'])
    return buf47


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
