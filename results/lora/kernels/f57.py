"""lora [small], candidate 57: 7 kernel(s)

Rendered by EqiForge from candidate 57 of lora [small]: store(a.0[32]) ; grid(x.0@0) loop(a.0[32]: pair(sum, sum), stored) ; grid(x.0@0) loop(a.0[32]: pair(sum, sum), stored) ; grid(x.0@0) loop(a.0[32]: pair(sum, sum), stored) ; grid(x.0@0) loop(a.1[16]: pair(sum, sum)) [2 mm] ; grid(x.0@0) ; grid(b.1@1, x.0@0)
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.0@0[8]
    c1: grid b.1@1[64]
    c2: loop a.0[32]
    c3: loop a.1[16]

Run it on its own: `python kernels/f57.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/lora.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 4, "c1": 32, "c2": 16, "c3": 8}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m7_ptr, m7_s0, m7_s1, states11_ptr, states11_s0, states11_s1, states11_s2, states11_s3, states12_ptr, states12_s0, states12_s1, states12_s2, states12_s3, E_c0, E_c2, E_n0, E_n1, DOT_5: tl.constexpr, DOT_9: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # stores states11, states12: Collect over loop a.0[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t2 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
    t4 = tl.load(m3_ptr + offs_c2[:, None] * m3_s0 + offs_n0[None, :] * m3_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    if DOT_5:
        t6 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t2, 0.0), tl.where((offs_c2 < E_c2)[:, None], t4, 0.0), input_precision="ieee")
    else:
        t6 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t2, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t4, 0.0), 0), axis=1)
    t8 = tl.load(m7_ptr + offs_c2[:, None] * m7_s0 + offs_n1[None, :] * m7_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_9:
        t10 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t2, 0.0), tl.where((offs_c2 < E_c2)[:, None], t8, 0.0), input_precision="ieee")
    else:
        t10 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t2, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t8, 0.0), 0), axis=1)
    tl.store(states11_ptr + i_c0 * states11_s0 + i_c2 * states11_s1 + tl.arange(0, T_c0)[:, None] * states11_s2 + tl.arange(0, F_n0)[None, :] * states11_s3 + tl.zeros([T_c0, F_n0], tl.int32), t6)
    tl.store(states12_ptr + i_c0 * states12_s0 + i_c2 * states12_s1 + tl.arange(0, T_c0)[:, None] * states12_s2 + tl.arange(0, F_n1)[None, :] * states12_s3 + tl.zeros([T_c0, F_n1], tl.int32), t10)


@triton.jit
def kernel_1(states11_ptr, states11_s0, states11_s1, states11_s2, states11_s3, states12_ptr, states12_s0, states12_s1, states12_s2, states12_s3, buf17_ptr, buf17_s0, buf17_s1, E_c0, E_c2, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # writes buf17: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    acc15 = tl.full([T_c0, F_n0], 0.0, tl.float32)
    acc16 = tl.full([T_c0, F_n1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t13 = tl.load(states11_ptr + i_c0 * states11_s0 + i_c2 * states11_s1 + tl.arange(0, T_c0)[:, None] * states11_s2 + tl.arange(0, F_n0)[None, :] * states11_s3 + tl.zeros([T_c0, F_n0], tl.int32))
        t14 = tl.load(states12_ptr + i_c0 * states12_s0 + i_c2 * states12_s1 + tl.arange(0, T_c0)[:, None] * states12_s2 + tl.arange(0, F_n1)[None, :] * states12_s3 + tl.zeros([T_c0, F_n1], tl.int32))
        acc15 = acc15 + t13
        acc16 = acc16 + t14
    tl.store(buf17_ptr + offs_c0[:, None] * buf17_s0 + offs_n0[None, :] * buf17_s1, acc15, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :])


@triton.jit
def kernel_2(states11_ptr, states11_s0, states11_s1, states11_s2, states11_s3, states12_ptr, states12_s0, states12_s1, states12_s2, states12_s3, buf23_ptr, buf23_s0, buf23_s1, E_c0, E_c2, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # writes buf23: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    acc21 = tl.full([T_c0, F_n0], 0.0, tl.float32)
    acc22 = tl.full([T_c0, F_n1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t19 = tl.load(states11_ptr + i_c0 * states11_s0 + i_c2 * states11_s1 + tl.arange(0, T_c0)[:, None] * states11_s2 + tl.arange(0, F_n0)[None, :] * states11_s3 + tl.zeros([T_c0, F_n0], tl.int32))
        t20 = tl.load(states12_ptr + i_c0 * states12_s0 + i_c2 * states12_s1 + tl.arange(0, T_c0)[:, None] * states12_s2 + tl.arange(0, F_n1)[None, :] * states12_s3 + tl.zeros([T_c0, F_n1], tl.int32))
        acc21 = acc21 + t19
        acc22 = acc22 + t20
    tl.store(buf23_ptr + offs_c0[:, None] * buf23_s0 + offs_n1[None, :] * buf23_s1, acc22, mask=(offs_c0 < E_c0)[:, None] & (offs_n1 < E_n1)[None, :])


@triton.jit
def kernel_3(states11_ptr, states11_s0, states11_s1, states11_s2, states11_s3, states12_ptr, states12_s0, states12_s1, states12_s2, states12_s3, buf34_ptr, buf34_s0, buf34_s1, E_c0, E_c2, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # writes buf34: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    acc31 = tl.full([T_c0, F_n0], 0.0, tl.float32)
    acc32 = tl.full([T_c0, F_n1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t29 = tl.load(states11_ptr + i_c0 * states11_s0 + i_c2 * states11_s1 + tl.arange(0, T_c0)[:, None] * states11_s2 + tl.arange(0, F_n0)[None, :] * states11_s3 + tl.zeros([T_c0, F_n0], tl.int32))
        t30 = tl.load(states12_ptr + i_c0 * states12_s0 + i_c2 * states12_s1 + tl.arange(0, T_c0)[:, None] * states12_s2 + tl.arange(0, F_n1)[None, :] * states12_s3 + tl.zeros([T_c0, F_n1], tl.int32))
        acc31 = acc31 + t29
        acc32 = acc32 + t30
    t33 = (acc32) * (2.0)
    tl.store(buf34_ptr + offs_c0[:, None] * buf34_s0 + offs_n1[None, :] * buf34_s1, t33, mask=(offs_c0 < E_c0)[:, None] & (offs_n1 < E_n1)[None, :])


@triton.jit
def kernel_4(buf23_ptr, buf23_s0, buf23_s1, m25_ptr, m25_s0, m25_s1, buf34_ptr, buf34_s0, buf34_s1, buf40_ptr, buf40_s0, buf40_s1, E_c0, E_c3, E_n0, DOT_27: tl.constexpr, DOT_36: tl.constexpr, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c3: tl.constexpr):
    # writes buf40: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    acc38 = tl.full([T_c0, F_n0], 0.0, tl.float32)
    acc39 = tl.full([T_c0, F_n0], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t24 = tl.load(buf23_ptr + offs_c0[:, None] * buf23_s0 + offs_c3[None, :] * buf23_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c3 < E_c3)[None, :], other=0).to(tl.float32)
        t26 = tl.load(m25_ptr + offs_c3[:, None] * m25_s0 + offs_n0[None, :] * m25_s1, mask=(offs_c3 < E_c3)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
        if DOT_27:
            t28 = tl.dot(tl.where((offs_c3 < E_c3)[None, :], t24, 0.0), tl.where((offs_c3 < E_c3)[:, None], t26, 0.0), input_precision="ieee")
        else:
            t28 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, :], t24, 0.0), 2) * tl.expand_dims(tl.where((offs_c3 < E_c3)[:, None], t26, 0.0), 0), axis=1)
        t35 = tl.load(buf34_ptr + offs_c0[:, None] * buf34_s0 + offs_c3[None, :] * buf34_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c3 < E_c3)[None, :], other=0).to(tl.float32)
        if DOT_36:
            t37 = tl.dot(tl.where((offs_c3 < E_c3)[None, :], t35, 0.0), tl.where((offs_c3 < E_c3)[:, None], t26, 0.0), input_precision="ieee")
        else:
            t37 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, :], t35, 0.0), 2) * tl.expand_dims(tl.where((offs_c3 < E_c3)[:, None], t26, 0.0), 0), axis=1)
        acc38 = acc38 + t28
        acc39 = acc39 + t37
    tl.store(buf40_ptr + offs_c0[:, None] * buf40_s0 + offs_n0[None, :] * buf40_s1, acc38, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :])


@triton.jit
def kernel_5(buf40_ptr, buf40_s0, buf40_s1, buf43_ptr, buf43_s0, buf43_s1, E_c0, E_n0, F_n0: tl.constexpr, T_c0: tl.constexpr):
    # writes buf43: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t41 = tl.load(buf40_ptr + offs_c0[:, None] * buf40_s0 + offs_n0[None, :] * buf40_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t42 = (t41) * (2.0)
    tl.store(buf43_ptr + offs_c0[:, None] * buf43_s0 + offs_n0[None, :] * buf43_s1, t42, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :])


@triton.jit
def kernel_6(buf17_ptr, buf17_s0, buf17_s1, buf43_ptr, buf43_s0, buf43_s1, buf46_ptr, buf46_s0, buf46_s1, E_c0, E_c1, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf46: Combine over grid x.0@0[8], grid b.1@1[64]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    t18 = tl.load(buf17_ptr + offs_c0[:, None] * buf17_s0 + offs_c1[None, :] * buf17_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t44 = tl.load(buf43_ptr + offs_c0[:, None] * buf43_s0 + offs_c1[None, :] * buf43_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t45 = t18 + t44
    tl.store(buf46_ptr + offs_c0[:, None] * buf46_s0 + offs_c1[None, :] * buf46_s1, t45, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :])


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
    m3 = inputs['w']
    m7 = inputs['a']
    states11 = torch.full([_cdiv(8, T['c0']), _cdiv(32, T['c2']), T['c0'], _pow2(64)], float("nan"), dtype=torch.float32, device=device)
    states12 = torch.full([_cdiv(8, T['c0']), _cdiv(32, T['c2']), T['c0'], _pow2(16)], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(8, T['c0']) * _cdiv(32, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), states11_ptr=states11, states11_s0=states11.stride(0), states11_s1=states11.stride(1), states11_s2=states11.stride(2), states11_s3=states11.stride(3), states12_ptr=states12, states12_s0=states12.stride(0), states12_s1=states12.stride(1), states12_s2=states12.stride(2), states12_s3=states12.stride(3), E_c0=8, E_c2=32, E_n0=64, E_n1=16, DOT_5=(T['c0']) >= 16 and (T['c2']) >= 16 and (_pow2(64)) >= 16, DOT_9=(T['c0']) >= 16 and (T['c2']) >= 16 and (_pow2(16)) >= 16, F_n0=_pow2(64), F_n1=_pow2(16), T_c0=T['c0'], T_c2=T['c2'])
    buf17 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(8, T['c0']),)](states11_ptr=states11, states11_s0=states11.stride(0), states11_s1=states11.stride(1), states11_s2=states11.stride(2), states11_s3=states11.stride(3), states12_ptr=states12, states12_s0=states12.stride(0), states12_s1=states12.stride(1), states12_s2=states12.stride(2), states12_s3=states12.stride(3), buf17_ptr=buf17, buf17_s0=buf17.stride(0), buf17_s1=buf17.stride(1), E_c0=8, E_c2=32, E_n0=64, E_n1=16, F_n0=_pow2(64), F_n1=_pow2(16), T_c0=T['c0'], T_c2=T['c2'])
    buf23 = torch.full([8, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(8, T['c0']),)](states11_ptr=states11, states11_s0=states11.stride(0), states11_s1=states11.stride(1), states11_s2=states11.stride(2), states11_s3=states11.stride(3), states12_ptr=states12, states12_s0=states12.stride(0), states12_s1=states12.stride(1), states12_s2=states12.stride(2), states12_s3=states12.stride(3), buf23_ptr=buf23, buf23_s0=buf23.stride(0), buf23_s1=buf23.stride(1), E_c0=8, E_c2=32, E_n0=64, E_n1=16, F_n0=_pow2(64), F_n1=_pow2(16), T_c0=T['c0'], T_c2=T['c2'])
    m25 = inputs['b']
    buf34 = torch.full([8, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(8, T['c0']),)](states11_ptr=states11, states11_s0=states11.stride(0), states11_s1=states11.stride(1), states11_s2=states11.stride(2), states11_s3=states11.stride(3), states12_ptr=states12, states12_s0=states12.stride(0), states12_s1=states12.stride(1), states12_s2=states12.stride(2), states12_s3=states12.stride(3), buf34_ptr=buf34, buf34_s0=buf34.stride(0), buf34_s1=buf34.stride(1), E_c0=8, E_c2=32, E_n0=64, E_n1=16, F_n0=_pow2(64), F_n1=_pow2(16), T_c0=T['c0'], T_c2=T['c2'])
    buf40 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(_cdiv(8, T['c0']),)](buf23_ptr=buf23, buf23_s0=buf23.stride(0), buf23_s1=buf23.stride(1), m25_ptr=m25, m25_s0=m25.stride(0), m25_s1=m25.stride(1), buf34_ptr=buf34, buf34_s0=buf34.stride(0), buf34_s1=buf34.stride(1), buf40_ptr=buf40, buf40_s0=buf40.stride(0), buf40_s1=buf40.stride(1), E_c0=8, E_c3=16, E_n0=64, DOT_27=(T['c0']) >= 16 and (T['c3']) >= 16 and (_pow2(64)) >= 16, DOT_36=(T['c0']) >= 16 and (T['c3']) >= 16 and (_pow2(64)) >= 16, F_n0=_pow2(64), T_c0=T['c0'], T_c3=T['c3'])
    buf43 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_5[(_cdiv(8, T['c0']),)](buf40_ptr=buf40, buf40_s0=buf40.stride(0), buf40_s1=buf40.stride(1), buf43_ptr=buf43, buf43_s0=buf43.stride(0), buf43_s1=buf43.stride(1), E_c0=8, E_n0=64, F_n0=_pow2(64), T_c0=T['c0'])
    buf46 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_6[(_cdiv(8, T['c0']) * _cdiv(64, T['c1']),)](buf17_ptr=buf17, buf17_s0=buf17.stride(0), buf17_s1=buf17.stride(1), buf43_ptr=buf43, buf43_s0=buf43.stride(0), buf43_s1=buf43.stride(1), buf46_ptr=buf46, buf46_s0=buf46.stride(0), buf46_s1=buf46.stride(1), E_c0=8, E_c1=64, T_c0=T['c0'], T_c1=T['c1'])
    return buf46


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
