"""attention_decode [small], candidate 34: 7 kernel(s)

Rendered by EqiForge from candidate 34 of attention_decode [small]: store(k.2[64]) ; store(k.2[64]) ; grid(k.1@1) loop(k.2[64]: max, stored) ; grid(k.1@1) ; store(k.2[64]) ; grid(k.1@1) loop(k.2[64]: max, stored) loop(k.2[64]: sum) [1 mm] ; grid(k.0@0, k.1@1, v.3@3) [2 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid k.0@0[2]
    c1: grid k.1@1[4]
    c2: grid v.3@3[16]
    c3: loop k.2[64]

Run it on its own: `python kernels/f34.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/attention_decode.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 1, "c1": 2, "c2": 8, "c3": 32}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, states11_ptr, states11_s0, states11_s1, states11_s2, states11_s3, states11_s4, states11_s5, E_c1, E_c3, E_n0, E_n2, F_n0: tl.constexpr, F_n2: tl.constexpr, T_c1: tl.constexpr, T_c3: tl.constexpr):
    # stores states11: Collect over loop k.2[64]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    offs_one = tl.arange(0, 1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n0 = tl.arange(0, F_n0)
    t8 = tl.load(m1_ptr + offs_n2[:, None, None, None] * m1_s0 + offs_c1[None, :, None, None] * m1_s1 + offs_n0[None, None, None, :] * m1_s3, mask=(offs_n2 < E_n2)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t9 = tl.load(m3_ptr + offs_n2[:, None, None, None] * m3_s0 + offs_c1[None, :, None, None] * m3_s1 + offs_n0[None, None, :, None] * m3_s2 + offs_c3[None, None, None, :] * m3_s3, mask=(offs_n2 < E_n2)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
    t10 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, None, :], t8, 0.0), 4) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, :, None], t9, 0.0), 2), axis=3)
    tl.store(states11_ptr + i_c1 * states11_s0 + i_c3 * states11_s1 + tl.arange(0, F_n2)[:, None, None, None] * states11_s2 + tl.arange(0, T_c1)[None, :, None, None] * states11_s3 + tl.arange(0, T_c3)[None, None, None, :] * states11_s5 + tl.zeros([F_n2, T_c1, 1, T_c3], tl.int32), t10)


@triton.jit
def kernel_1(states11_ptr, states11_s0, states11_s1, states11_s2, states11_s3, states11_s4, states11_s5, states14_ptr, states14_s0, states14_s1, states14_s2, states14_s3, states14_s4, states14_s5, E_c1, E_c3, E_n2, F_n2: tl.constexpr, T_c1: tl.constexpr, T_c3: tl.constexpr):
    # stores states14: Collect over loop k.2[64]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    offs_one = tl.arange(0, 1)
    offs_n2 = tl.arange(0, F_n2)
    t12 = tl.load(states11_ptr + i_c1 * states11_s0 + i_c3 * states11_s1 + tl.arange(0, F_n2)[:, None, None, None] * states11_s2 + tl.arange(0, T_c1)[None, :, None, None] * states11_s3 + tl.arange(0, T_c3)[None, None, None, :] * states11_s5 + tl.zeros([F_n2, T_c1, 1, T_c3], tl.int32))
    t13 = tl.max(tl.where((offs_c3 < E_c3)[None, None, None, :], t12, -float('inf')), axis=3, keep_dims=True)
    tl.store(states14_ptr + i_c1 * states14_s0 + i_c3 * states14_s1 + tl.arange(0, F_n2)[:, None, None, None] * states14_s2 + tl.arange(0, T_c1)[None, :, None, None] * states14_s3 + tl.zeros([F_n2, T_c1, 1, 1], tl.int32), t13)


@triton.jit
def kernel_2(states14_ptr, states14_s0, states14_s1, states14_s2, states14_s3, states14_s4, states14_s5, buf17_ptr, buf17_s0, buf17_s1, buf17_s2, buf17_s3, E_c1, E_c3, E_n2, F_n2: tl.constexpr, T_c1: tl.constexpr, T_c3: tl.constexpr):
    # writes buf17: Combine over grid k.1@1[4]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n2 = tl.arange(0, F_n2)
    acc16 = tl.full([F_n2, T_c1, 1, 1], -float('inf'), tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t15 = tl.load(states14_ptr + i_c1 * states14_s0 + i_c3 * states14_s1 + tl.arange(0, F_n2)[:, None, None, None] * states14_s2 + tl.arange(0, T_c1)[None, :, None, None] * states14_s3 + tl.zeros([F_n2, T_c1, 1, 1], tl.int32))
        acc16 = tl.maximum(acc16, t15)
    tl.store(buf17_ptr + offs_n2[:, None, None, None] * buf17_s0 + offs_c1[None, :, None, None] * buf17_s1, acc16, mask=(offs_n2 < E_n2)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None])


@triton.jit
def kernel_3(buf17_ptr, buf17_s0, buf17_s1, buf17_s2, buf17_s3, buf20_ptr, buf20_s0, buf20_s1, buf20_s2, buf20_s3, E_c1, E_n2, F_n2: tl.constexpr, T_c1: tl.constexpr):
    # writes buf20: Combine over grid k.1@1[4]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n2 = tl.arange(0, F_n2)
    t18 = tl.load(buf17_ptr + offs_n2[:, None, None, None] * buf17_s0 + offs_c1[None, :, None, None] * buf17_s1, mask=(offs_n2 < E_n2)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None], other=0).to(tl.float32)
    t19 = (t18) * (0.25)
    tl.store(buf20_ptr + offs_n2[:, None, None, None] * buf20_s0 + offs_c1[None, :, None, None] * buf20_s1, t19, mask=(offs_n2 < E_n2)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None])


@triton.jit
def kernel_4(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, states31_ptr, states31_s0, states31_s1, states31_s2, states31_s3, states31_s4, states31_s5, E_c1, E_c3, E_n0, E_n2, F_n0: tl.constexpr, F_n2: tl.constexpr, T_c1: tl.constexpr, T_c3: tl.constexpr):
    # stores states31: Collect over loop k.2[64]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    offs_one = tl.arange(0, 1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n0 = tl.arange(0, F_n0)
    t27 = tl.load(m1_ptr + offs_n2[:, None, None, None] * m1_s0 + offs_c1[None, :, None, None] * m1_s1 + offs_n0[None, None, None, :] * m1_s3, mask=(offs_n2 < E_n2)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t28 = tl.load(m3_ptr + offs_n2[:, None, None, None] * m3_s0 + offs_c1[None, :, None, None] * m3_s1 + offs_n0[None, None, :, None] * m3_s2 + offs_c3[None, None, None, :] * m3_s3, mask=(offs_n2 < E_n2)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
    t29 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, None, :], t27, 0.0), 4) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, :, None], t28, 0.0), 2), axis=3)
    t30 = tl.max(tl.where((offs_c3 < E_c3)[None, None, None, :], t29, -float('inf')), axis=3, keep_dims=True)
    tl.store(states31_ptr + i_c1 * states31_s0 + i_c3 * states31_s1 + tl.arange(0, F_n2)[:, None, None, None] * states31_s2 + tl.arange(0, T_c1)[None, :, None, None] * states31_s3 + tl.zeros([F_n2, T_c1, 1, 1], tl.int32), t30)


@triton.jit
def kernel_5(states31_ptr, states31_s0, states31_s1, states31_s2, states31_s3, states31_s4, states31_s5, m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, buf45_ptr, buf45_s0, buf45_s1, buf45_s2, buf45_s3, E_c1, E_c3, E_n0, E_n2, F_n0: tl.constexpr, F_n2: tl.constexpr, T_c1: tl.constexpr, T_c3: tl.constexpr):
    # writes buf45: Combine over grid k.1@1[4]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n0 = tl.arange(0, F_n0)
    acc33 = tl.full([F_n2, T_c1, 1, 1], -float('inf'), tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t32 = tl.load(states31_ptr + i_c1 * states31_s0 + i_c3 * states31_s1 + tl.arange(0, F_n2)[:, None, None, None] * states31_s2 + tl.arange(0, T_c1)[None, :, None, None] * states31_s3 + tl.zeros([F_n2, T_c1, 1, 1], tl.int32))
        acc33 = tl.maximum(acc33, t32)
    t34 = (acc33) * (0.25)
    t35 = tl.exp(t34)
    t36 = 1.0 / (t35)
    t37 = tl.load(m1_ptr + offs_n2[:, None, None, None] * m1_s0 + offs_c1[None, :, None, None] * m1_s1 + offs_n0[None, None, None, :] * m1_s3, mask=(offs_n2 < E_n2)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    acc43 = tl.full([F_n2, T_c1, 1, 1], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t38 = tl.load(m3_ptr + offs_n2[:, None, None, None] * m3_s0 + offs_c1[None, :, None, None] * m3_s1 + offs_n0[None, None, :, None] * m3_s2 + offs_c3[None, None, None, :] * m3_s3, mask=(offs_n2 < E_n2)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
        t39 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, None, :], t37, 0.0), 4) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, :, None], t38, 0.0), 2), axis=3)
        t40 = (t39) * (0.25)
        t41 = tl.exp(t40)
        t42 = tl.sum(tl.where((offs_c3 < E_c3)[None, None, None, :], t41, 0.0), axis=3, keep_dims=True)
        acc43 = acc43 + t42
    t44 = (t36) * (acc43)
    tl.store(buf45_ptr + offs_n2[:, None, None, None] * buf45_s0 + offs_c1[None, :, None, None] * buf45_s1, t44, mask=(offs_n2 < E_n2)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None])


@triton.jit
def kernel_6(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, buf20_ptr, buf20_s0, buf20_s1, buf20_s2, buf20_s3, m24_ptr, m24_s0, m24_s1, m24_s2, m24_s3, buf45_ptr, buf45_s0, buf45_s1, buf45_s2, buf45_s3, buf48_ptr, buf48_s0, buf48_s1, buf48_s2, buf48_s3, E_c0, E_c1, E_c2, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf48: Combine over grid k.0@0[2], grid k.1@1[4], grid v.3@3[16]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t2 = tl.load(m1_ptr + offs_c0[:, None, None, None] * m1_s0 + offs_c1[None, :, None, None] * m1_s1 + offs_n0[None, None, None, :] * m1_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t5 = tl.load(m3_ptr + offs_c0[:, None, None, None] * m3_s0 + offs_c1[None, :, None, None] * m3_s1 + offs_n0[None, None, :, None] * m3_s2 + offs_n1[None, None, None, :] * m3_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t6 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, None, :], t2, 0.0), 4) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, :, None], t5, 0.0), 2), axis=3)
    t7 = (t6) * (0.25)
    t21 = tl.load(buf20_ptr + offs_c0[:, None, None, None] * buf20_s0 + offs_c1[None, :, None, None] * buf20_s1, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None], other=0).to(tl.float32)
    t22 = t7 - (t21)
    t23 = tl.exp(t22)
    t25 = tl.load(m24_ptr + offs_c0[:, None, None, None] * m24_s0 + offs_c1[None, :, None, None] * m24_s1 + offs_n1[None, None, :, None] * m24_s2 + offs_c2[None, None, None, :] * m24_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
    t26 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :], t23, 0.0), 4) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :, None], t25, 0.0), 2), axis=3)
    t46 = tl.load(buf45_ptr + offs_c0[:, None, None, None] * buf45_s0 + offs_c1[None, :, None, None] * buf45_s1, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None], other=0).to(tl.float32)
    t47 = (t26) / (t46)
    tl.store(buf48_ptr + offs_c0[:, None, None, None] * buf48_s0 + offs_c1[None, :, None, None] * buf48_s1 + offs_c2[None, None, None, :] * buf48_s3, t47, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_c2 < E_c2)[None, None, None, :])


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
    m4 = inputs['k']
    m3 = m4.permute([0, 1, 3, 2])
    states11 = torch.full([_cdiv(4, T['c1']), _cdiv(64, T['c3']), _pow2(2), T['c1'], 1, T['c3']], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(4, T['c1']) * _cdiv(64, T['c3']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), states11_ptr=states11, states11_s0=states11.stride(0), states11_s1=states11.stride(1), states11_s2=states11.stride(2), states11_s3=states11.stride(3), states11_s4=states11.stride(4), states11_s5=states11.stride(5), E_c1=4, E_c3=64, E_n0=16, E_n2=2, F_n0=_pow2(16), F_n2=_pow2(2), T_c1=T['c1'], T_c3=T['c3'])
    states14 = torch.full([_cdiv(4, T['c1']), _cdiv(64, T['c3']), _pow2(2), T['c1'], 1, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(4, T['c1']) * _cdiv(64, T['c3']),)](states11_ptr=states11, states11_s0=states11.stride(0), states11_s1=states11.stride(1), states11_s2=states11.stride(2), states11_s3=states11.stride(3), states11_s4=states11.stride(4), states11_s5=states11.stride(5), states14_ptr=states14, states14_s0=states14.stride(0), states14_s1=states14.stride(1), states14_s2=states14.stride(2), states14_s3=states14.stride(3), states14_s4=states14.stride(4), states14_s5=states14.stride(5), E_c1=4, E_c3=64, E_n2=2, F_n2=_pow2(2), T_c1=T['c1'], T_c3=T['c3'])
    buf17 = torch.full([2, 4, 1, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(4, T['c1']),)](states14_ptr=states14, states14_s0=states14.stride(0), states14_s1=states14.stride(1), states14_s2=states14.stride(2), states14_s3=states14.stride(3), states14_s4=states14.stride(4), states14_s5=states14.stride(5), buf17_ptr=buf17, buf17_s0=buf17.stride(0), buf17_s1=buf17.stride(1), buf17_s2=buf17.stride(2), buf17_s3=buf17.stride(3), E_c1=4, E_c3=64, E_n2=2, F_n2=_pow2(2), T_c1=T['c1'], T_c3=T['c3'])
    buf20 = torch.full([2, 4, 1, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(4, T['c1']),)](buf17_ptr=buf17, buf17_s0=buf17.stride(0), buf17_s1=buf17.stride(1), buf17_s2=buf17.stride(2), buf17_s3=buf17.stride(3), buf20_ptr=buf20, buf20_s0=buf20.stride(0), buf20_s1=buf20.stride(1), buf20_s2=buf20.stride(2), buf20_s3=buf20.stride(3), E_c1=4, E_n2=2, F_n2=_pow2(2), T_c1=T['c1'])
    m24 = inputs['v']
    states31 = torch.full([_cdiv(4, T['c1']), _cdiv(64, T['c3']), _pow2(2), T['c1'], 1, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(_cdiv(4, T['c1']) * _cdiv(64, T['c3']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), states31_ptr=states31, states31_s0=states31.stride(0), states31_s1=states31.stride(1), states31_s2=states31.stride(2), states31_s3=states31.stride(3), states31_s4=states31.stride(4), states31_s5=states31.stride(5), E_c1=4, E_c3=64, E_n0=16, E_n2=2, F_n0=_pow2(16), F_n2=_pow2(2), T_c1=T['c1'], T_c3=T['c3'])
    buf45 = torch.full([2, 4, 1, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_5[(_cdiv(4, T['c1']),)](states31_ptr=states31, states31_s0=states31.stride(0), states31_s1=states31.stride(1), states31_s2=states31.stride(2), states31_s3=states31.stride(3), states31_s4=states31.stride(4), states31_s5=states31.stride(5), m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), buf45_ptr=buf45, buf45_s0=buf45.stride(0), buf45_s1=buf45.stride(1), buf45_s2=buf45.stride(2), buf45_s3=buf45.stride(3), E_c1=4, E_c3=64, E_n0=16, E_n2=2, F_n0=_pow2(16), F_n2=_pow2(2), T_c1=T['c1'], T_c3=T['c3'])
    buf48 = torch.full([2, 4, 1, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_6[(_cdiv(2, T['c0']) * _cdiv(4, T['c1']) * _cdiv(16, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), buf20_ptr=buf20, buf20_s0=buf20.stride(0), buf20_s1=buf20.stride(1), buf20_s2=buf20.stride(2), buf20_s3=buf20.stride(3), m24_ptr=m24, m24_s0=m24.stride(0), m24_s1=m24.stride(1), m24_s2=m24.stride(2), m24_s3=m24.stride(3), buf45_ptr=buf45, buf45_s0=buf45.stride(0), buf45_s1=buf45.stride(1), buf45_s2=buf45.stride(2), buf45_s3=buf45.stride(3), buf48_ptr=buf48, buf48_s0=buf48.stride(0), buf48_s1=buf48.stride(1), buf48_s2=buf48.stride(2), buf48_s3=buf48.stride(3), E_c0=2, E_c1=4, E_c2=16, E_n0=16, E_n1=64, F_n0=_pow2(16), F_n1=_pow2(64), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    return buf48


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
