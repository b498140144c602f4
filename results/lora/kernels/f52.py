"""lora [small], candidate 52: 5 kernel(s)

Rendered by EqiForge from candidate 52 of lora [small]: store(a.0[32]) ; grid(x.0@0) loop(a.0[32]: pair(sum, sum), stored) ; grid(x.0@0) loop(a.0[32]: pair(sum, sum), stored) ; store(a.1[16]) ; grid(x.0@0) loop(a.0[32]: pair(sum, sum), stored) loop(a.1[16]: pair(sum, sum), stored)
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.0@0[8]
    c1: loop a.0[32]
    c2: loop a.1[16]

Run it on its own: `python kernels/f52.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/lora.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 4, "c1": 16, "c2": 8}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m7_ptr, m7_s0, m7_s1, states11_ptr, states11_s0, states11_s1, states11_s2, states11_s3, states12_ptr, states12_s0, states12_s1, states12_s2, states12_s3, E_c0, E_c1, E_n0, E_n1, DOT_5: tl.constexpr, DOT_9: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # stores states11, states12: Collect over loop a.0[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t2 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c1[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t4 = tl.load(m3_ptr + offs_c1[:, None] * m3_s0 + offs_n0[None, :] * m3_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    if DOT_5:
        t6 = tl.dot(tl.where((offs_c1 < E_c1)[None, :], t2, 0.0), tl.where((offs_c1 < E_c1)[:, None], t4, 0.0), input_precision="ieee")
    else:
        t6 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, :], t2, 0.0), 2) * tl.expand_dims(tl.where((offs_c1 < E_c1)[:, None], t4, 0.0), 0), axis=1)
    t8 = tl.load(m7_ptr + offs_c1[:, None] * m7_s0 + offs_n1[None, :] * m7_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_9:
        t10 = tl.dot(tl.where((offs_c1 < E_c1)[None, :], t2, 0.0), tl.where((offs_c1 < E_c1)[:, None], t8, 0.0), input_precision="ieee")
    else:
        t10 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, :], t2, 0.0), 2) * tl.expand_dims(tl.where((offs_c1 < E_c1)[:, None], t8, 0.0), 0), axis=1)
    tl.store(states11_ptr + i_c0 * states11_s0 + i_c1 * states11_s1 + tl.arange(0, T_c0)[:, None] * states11_s2 + tl.arange(0, F_n0)[None, :] * states11_s3 + tl.zeros([T_c0, F_n0], tl.int32), t6)
    tl.store(states12_ptr + i_c0 * states12_s0 + i_c1 * states12_s1 + tl.arange(0, T_c0)[:, None] * states12_s2 + tl.arange(0, F_n1)[None, :] * states12_s3 + tl.zeros([T_c0, F_n1], tl.int32), t10)


@triton.jit
def kernel_1(states11_ptr, states11_s0, states11_s1, states11_s2, states11_s3, states12_ptr, states12_s0, states12_s1, states12_s2, states12_s3, buf21_ptr, buf21_s0, buf21_s1, E_c0, E_c1, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf21: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    acc19 = tl.full([T_c0, F_n0], 0.0, tl.float32)
    acc20 = tl.full([T_c0, F_n1], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t17 = tl.load(states11_ptr + i_c0 * states11_s0 + i_c1 * states11_s1 + tl.arange(0, T_c0)[:, None] * states11_s2 + tl.arange(0, F_n0)[None, :] * states11_s3 + tl.zeros([T_c0, F_n0], tl.int32))
        t18 = tl.load(states12_ptr + i_c0 * states12_s0 + i_c1 * states12_s1 + tl.arange(0, T_c0)[:, None] * states12_s2 + tl.arange(0, F_n1)[None, :] * states12_s3 + tl.zeros([T_c0, F_n1], tl.int32))
        acc19 = acc19 + t17
        acc20 = acc20 + t18
    tl.store(buf21_ptr + offs_c0[:, None] * buf21_s0 + offs_n1[None, :] * buf21_s1, acc20, mask=(offs_c0 < E_c0)[:, None] & (offs_n1 < E_n1)[None, :])


@triton.jit
def kernel_2(states11_ptr, states11_s0, states11_s1, states11_s2, states11_s3, states12_ptr, states12_s0, states12_s1, states12_s2, states12_s3, buf32_ptr, buf32_s0, buf32_s1, E_c0, E_c1, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf32: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    acc29 = tl.full([T_c0, F_n0], 0.0, tl.float32)
    acc30 = tl.full([T_c0, F_n1], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t27 = tl.load(states11_ptr + i_c0 * states11_s0 + i_c1 * states11_s1 + tl.arange(0, T_c0)[:, None] * states11_s2 + tl.arange(0, F_n0)[None, :] * states11_s3 + tl.zeros([T_c0, F_n0], tl.int32))
        t28 = tl.load(states12_ptr + i_c0 * states12_s0 + i_c1 * states12_s1 + tl.arange(0, T_c0)[:, None] * states12_s2 + tl.arange(0, F_n1)[None, :] * states12_s3 + tl.zeros([T_c0, F_n1], tl.int32))
        acc29 = acc29 + t27
        acc30 = acc30 + t28
    t31 = (acc30) * (2.0)
    tl.store(buf32_ptr + offs_c0[:, None] * buf32_s0 + offs_n1[None, :] * buf32_s1, t31, mask=(offs_c0 < E_c0)[:, None] & (offs_n1 < E_n1)[None, :])


@triton.jit
def kernel_3(buf21_ptr, buf21_s0, buf21_s1, m23_ptr, m23_s0, m23_s1, buf32_ptr, buf32_s0, buf32_s1, states36_ptr, states36_s0, states36_s1, states36_s2, states36_s3, states37_ptr, states37_s0, states37_s1, states37_s2, states37_s3, E_c0, E_c2, E_n0, DOT_25: tl.constexpr, DOT_34: tl.constexpr, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # stores states36, states37: Collect over loop a.1[16]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t22 = tl.load(buf21_ptr + offs_c0[:, None] * buf21_s0 + offs_c2[None, :] * buf21_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
    t24 = tl.load(m23_ptr + offs_c2[:, None] * m23_s0 + offs_n0[None, :] * m23_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    if DOT_25:
        t26 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t22, 0.0), tl.where((offs_c2 < E_c2)[:, None], t24, 0.0), input_precision="ieee")
    else:
        t26 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t22, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t24, 0.0), 0), axis=1)
    t33 = tl.load(buf32_ptr + offs_c0[:, None] * buf32_s0 + offs_c2[None, :] * buf32_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
    if DOT_34:
        t35 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t33, 0.0), tl.where((offs_c2 < E_c2)[:, None], t24, 0.0), input_precision="ieee")
    else:
        t35 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t33, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t24, 0.0), 0), axis=1)
    tl.store(states36_ptr + i_c0 * states36_s0 + i_c2 * states36_s1 + tl.arange(0, T_c0)[:, None] * states36_s2 + tl.arange(0, F_n0)[None, :] * states36_s3 + tl.zeros([T_c0, F_n0], tl.int32), t26)
    tl.store(states37_ptr + i_c0 * states37_s0 + i_c2 * states37_s1 + tl.arange(0, T_c0)[:, None] * states37_s2 + tl.arange(0, F_n0)[None, :] * states37_s3 + tl.zeros([T_c0, F_n0], tl.int32), t35)


@triton.jit
def kernel_4(states11_ptr, states11_s0, states11_s1, states11_s2, states11_s3, states12_ptr, states12_s0, states12_s1, states12_s2, states12_s3, states36_ptr, states36_s0, states36_s1, states36_s2, states36_s3, states37_ptr, states37_s0, states37_s1, states37_s2, states37_s3, buf43_ptr, buf43_s0, buf43_s1, E_c0, E_c1, E_c2, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf43: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    acc15 = tl.full([T_c0, F_n0], 0.0, tl.float32)
    acc16 = tl.full([T_c0, F_n1], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t13 = tl.load(states11_ptr + i_c0 * states11_s0 + i_c1 * states11_s1 + tl.arange(0, T_c0)[:, None] * states11_s2 + tl.arange(0, F_n0)[None, :] * states11_s3 + tl.zeros([T_c0, F_n0], tl.int32))
        t14 = tl.load(states12_ptr + i_c0 * states12_s0 + i_c1 * states12_s1 + tl.arange(0, T_c0)[:, None] * states12_s2 + tl.arange(0, F_n1)[None, :] * states12_s3 + tl.zeros([T_c0, F_n1], tl.int32))
        acc15 = acc15 + t13
        acc16 = acc16 + t14
    acc40 = tl.full([T_c0, F_n0], 0.0, tl.float32)
    acc41 = tl.full([T_c0, F_n0], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t38 = tl.load(states36_ptr + i_c0 * states36_s0 + i_c2 * states36_s1 + tl.arange(0, T_c0)[:, None] * states36_s2 + tl.arange(0, F_n0)[None, :] * states36_s3 + tl.zeros([T_c0, F_n0], tl.int32))
        t39 = tl.load(states37_ptr + i_c0 * states37_s0 + i_c2 * states37_s1 + tl.arange(0, T_c0)[:, None] * states37_s2 + tl.arange(0, F_n0)[None, :] * states37_s3 + tl.zeros([T_c0, F_n0], tl.int32))
        acc40 = acc40 + t38
        acc41 = acc41 + t39
    t42 = acc15 + acc41
    tl.store(buf43_ptr + offs_c0[:, None] * buf43_s0 + offs_n0[None, :] * buf43_s1, t42, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :])


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
    states11 = torch.full([_cdiv(8, T['c0']), _cdiv(32, T['c1']), T['c0'], _pow2(64)], float("nan"), dtype=torch.float32, device=device)
    states12 = torch.full([_cdiv(8, T['c0']), _cdiv(32, T['c1']), T['c0'], _pow2(16)], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(8, T['c0']) * _cdiv(32, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), states11_ptr=states11, states11_s0=states11.stride(0), states11_s1=states11.stride(1), states11_s2=states11.stride(2), states11_s3=states11.stride(3), states12_ptr=states12, states12_s0=states12.stride(0), states12_s1=states12.stride(1), states12_s2=states12.stride(2), states12_s3=states12.stride(3), E_c0=8, E_c1=32, E_n0=64, E_n1=16, DOT_5=(T['c0']) >= 16 and (T['c1']) >= 16 and (_pow2(64)) >= 16, DOT_9=(T['c0']) >= 16 and (T['c1']) >= 16 and (_pow2(16)) >= 16, F_n0=_pow2(64), F_n1=_pow2(16), T_c0=T['c0'], T_c1=T['c1'])
    buf21 = torch.full([8, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(8, T['c0']),)](states11_ptr=states11, states11_s0=states11.stride(0), states11_s1=states11.stride(1), states11_s2=states11.stride(2), states11_s3=states11.stride(3), states12_ptr=states12, states12_s0=states12.stride(0), states12_s1=states12.stride(1), states12_s2=states12.stride(2), states12_s3=states12.stride(3), buf21_ptr=buf21, buf21_s0=buf21.stride(0), buf21_s1=buf21.stride(1), E_c0=8, E_c1=32, E_n0=64, E_n1=16, F_n0=_pow2(64), F_n1=_pow2(16), T_c0=T['c0'], T_c1=T['c1'])
    m23 = inputs['b']
    buf32 = torch.full([8, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(8, T['c0']),)](states11_ptr=states11, states11_s0=states11.stride(0), states11_s1=states11.stride(1), states11_s2=states11.stride(2), states11_s3=states11.stride(3), states12_ptr=states12, states12_s0=states12.stride(0), states12_s1=states12.stride(1), states12_s2=states12.stride(2), states12_s3=states12.stride(3), buf32_ptr=buf32, buf32_s0=buf32.stride(0), buf32_s1=buf32.stride(1), E_c0=8, E_c1=32, E_n0=64, E_n1=16, F_n0=_pow2(64), F_n1=_pow2(16), T_c0=T['c0'], T_c1=T['c1'])
    states36 = torch.full([_cdiv(8, T['c0']), _cdiv(16, T['c2']), T['c0'], _pow2(64)], float("nan"), dtype=torch.float32, device=device)
    states37 = torch.full([_cdiv(8, T['c0']), _cdiv(16, T['c2']), T['c0'], _pow2(64)], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(8, T['c0']) * _cdiv(16, T['c2']),)](buf21_ptr=buf21, buf21_s0=buf21.stride(0), buf21_s1=buf21.stride(1), m23_ptr=m23, m23_s0=m23.stride(0), m23_s1=m23.stride(1), buf32_ptr=buf32, buf32_s0=buf32.stride(0), buf32_s1=buf32.stride(1), states36_ptr=states36, states36_s0=states36.stride(0), states36_s1=states36.stride(1), states36_s2=states36.stride(2), states36_s3=states36.stride(3), states37_ptr=states37, states37_s0=states37.stride(0), states37_s1=states37.stride(1), states37_s2=states37.stride(2), states37_s3=states37.stride(3), E_c0=8, E_c2=16, E_n0=64, DOT_25=(T['c0']) >= 16 and (T['c2']) >= 16 and (_pow2(64)) >= 16, DOT_34=(T['c0']) >= 16 and (T['c2']) >= 16 and (_pow2(64)) >= 16, F_n0=_pow2(64), T_c0=T['c0'], T_c2=T['c2'])
    buf43 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(_cdiv(8, T['c0']),)](states11_ptr=states11, states11_s0=states11.stride(0), states11_s1=states11.stride(1), states11_s2=states11.stride(2), states11_s3=states11.stride(3), states12_ptr=states12, states12_s0=states12.stride(0), states12_s1=states12.stride(1), states12_s2=states12.stride(2), states12_s3=states12.stride(3), states36_ptr=states36, states36_s0=states36.stride(0), states36_s1=states36.stride(1), states36_s2=states36.stride(2), states36_s3=states36.stride(3), states37_ptr=states37, states37_s0=states37.stride(0), states37_s1=states37.stride(1), states37_s2=states37.stride(2), states37_s3=states37.stride(3), buf43_ptr=buf43, buf43_s0=buf43.stride(0), buf43_s1=buf43.stride(1), E_c0=8, E_c1=32, E_c2=16, E_n0=64, E_n1=16, F_n0=_pow2(64), F_n1=_pow2(16), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    return buf43


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
