"""attention_decode [small], candidate 22: 5 kernel(s)

Rendered by EqiForge from candidate 22 of attention_decode [small]: store(k.3[16]) ; store(k.3[16]) ; store(k.2[64]) loop(k.3[16]: sum, stored) loop(k.3[16]: sum, stored) ; store(k.3[16]) ; grid(v.3@3) loop(k.2[64]: pair(sum, sum), stored) loop(k.3[16]: sum, stored)
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid v.3@3[16]
    c1: loop k.2[64]
    c2: loop k.3[16]

Run it on its own: `python kernels/f22.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/attention_decode.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 8, "c1": 32, "c2": 8}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, states7_ptr, states7_s0, states7_s1, states7_s2, states7_s3, states7_s4, states7_s5, E_c1, E_c2, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # stores states7: Collect over loop k.3[16]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t2 = tl.load(m1_ptr + offs_n0[:, None, None, None] * m1_s0 + offs_n1[None, :, None, None] * m1_s1 + offs_c2[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
    t5 = tl.load(m3_ptr + offs_n0[:, None, None, None] * m3_s0 + offs_n1[None, :, None, None] * m3_s1 + offs_c2[None, None, :, None] * m3_s2 + offs_c1[None, None, None, :] * m3_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
    t6 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :], t2, 0.0), 4) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :, None], t5, 0.0), 2), axis=3)
    tl.store(states7_ptr + i_c1 * states7_s0 + i_c2 * states7_s1 + tl.arange(0, F_n0)[:, None, None, None] * states7_s2 + tl.arange(0, F_n1)[None, :, None, None] * states7_s3 + tl.arange(0, T_c1)[None, None, None, :] * states7_s5 + tl.zeros([F_n0, F_n1, 1, T_c1], tl.int32), t6)


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, states18_ptr, states18_s0, states18_s1, states18_s2, states18_s3, states18_s4, E_c2, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c2: tl.constexpr):
    # stores states18: Collect over loop k.3[16]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t15 = tl.load(m1_ptr + offs_n0[:, None, None, None] * m1_s0 + offs_n1[None, :, None, None] * m1_s1 + offs_c2[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
    t16 = tl.load(m3_ptr + offs_n0[:, None, None, None] * m3_s0 + offs_n1[None, :, None, None] * m3_s1 + offs_c2[None, None, :, None] * m3_s2 + offs_n2[None, None, None, :] * m3_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t17 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :], t15, 0.0), 4) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :, None], t16, 0.0), 2), axis=3)
    tl.store(states18_ptr + i_c2 * states18_s0 + tl.arange(0, F_n0)[:, None, None, None] * states18_s1 + tl.arange(0, F_n1)[None, :, None, None] * states18_s2 + tl.arange(0, F_n2)[None, None, None, :] * states18_s4 + tl.zeros([F_n0, F_n1, 1, F_n2], tl.int32), t17)


@triton.jit
def kernel_2(states7_ptr, states7_s0, states7_s1, states7_s2, states7_s3, states7_s4, states7_s5, m12_ptr, m12_s0, m12_s1, m12_s2, m12_s3, states18_ptr, states18_s0, states18_s1, states18_s2, states18_s3, states18_s4, states32_ptr, states32_s0, states32_s1, states32_s2, states32_s3, states32_s4, states32_s5, states33_ptr, states33_s0, states33_s1, states33_s2, states33_s3, states33_s4, states33_s5, E_c0, E_c1, E_c2, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # stores states32, states33: Collect over loop k.2[64]
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
    offs_n2 = tl.arange(0, F_n2)
    acc9 = tl.full([F_n0, F_n1, 1, T_c1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t8 = tl.load(states7_ptr + i_c1 * states7_s0 + i_c2 * states7_s1 + tl.arange(0, F_n0)[:, None, None, None] * states7_s2 + tl.arange(0, F_n1)[None, :, None, None] * states7_s3 + tl.arange(0, T_c1)[None, None, None, :] * states7_s5 + tl.zeros([F_n0, F_n1, 1, T_c1], tl.int32))
        acc9 = acc9 + t8
    t10 = (acc9) * (0.25)
    t11 = tl.exp(t10)
    t13 = tl.load(m12_ptr + offs_n0[:, None, None, None] * m12_s0 + offs_n1[None, :, None, None] * m12_s1 + offs_c1[None, None, :, None] * m12_s2 + offs_c0[None, None, None, :] * m12_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_c0 < E_c0)[None, None, None, :], other=0).to(tl.float32)
    t14 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, :], t11, 0.0), 4) * tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, :, None], t13, 0.0), 2), axis=3)
    acc20 = tl.full([F_n0, F_n1, 1, F_n2], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t19 = tl.load(states18_ptr + i_c2 * states18_s0 + tl.arange(0, F_n0)[:, None, None, None] * states18_s1 + tl.arange(0, F_n1)[None, :, None, None] * states18_s2 + tl.arange(0, F_n2)[None, None, None, :] * states18_s4 + tl.zeros([F_n0, F_n1, 1, F_n2], tl.int32))
        acc20 = acc20 + t19
    t21 = tl.max(tl.where((offs_n2 < E_n2)[None, None, None, :], acc20, -float('inf')), axis=3, keep_dims=True)
    t22 = (t21) * (0.25)
    t23 = tl.exp(t22)
    t24 = 1.0 / (t23)
    t25 = (t14) * (t24)
    t26 = acc20 - (t21)
    t27 = (t26) * (0.25)
    t28 = tl.exp(t27)
    t29 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t28, 0.0), axis=3, keep_dims=True)
    t30 = 1.0 / (t29)
    t31 = (t25) * (t30)
    tl.store(states32_ptr + i_c0 * states32_s0 + i_c1 * states32_s1 + tl.arange(0, F_n0)[:, None, None, None] * states32_s2 + tl.arange(0, F_n1)[None, :, None, None] * states32_s3 + tl.arange(0, T_c0)[None, None, None, :] * states32_s5 + tl.zeros([F_n0, F_n1, 1, T_c0], tl.int32), t31)
    tl.store(states33_ptr + i_c0 * states33_s0 + i_c1 * states33_s1 + tl.arange(0, F_n0)[:, None, None, None] * states33_s2 + tl.arange(0, F_n1)[None, :, None, None] * states33_s3 + tl.arange(0, T_c0)[None, None, None, :] * states33_s5 + tl.zeros([F_n0, F_n1, 1, T_c0], tl.int32), t14)


@triton.jit
def kernel_3(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, states41_ptr, states41_s0, states41_s1, states41_s2, states41_s3, states41_s4, E_c2, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c2: tl.constexpr):
    # stores states41: Collect over loop k.3[16]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t38 = tl.load(m1_ptr + offs_n0[:, None, None, None] * m1_s0 + offs_n1[None, :, None, None] * m1_s1 + offs_c2[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
    t39 = tl.load(m3_ptr + offs_n0[:, None, None, None] * m3_s0 + offs_n1[None, :, None, None] * m3_s1 + offs_c2[None, None, :, None] * m3_s2 + offs_n2[None, None, None, :] * m3_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t40 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :], t38, 0.0), 4) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :, None], t39, 0.0), 2), axis=3)
    tl.store(states41_ptr + i_c2 * states41_s0 + tl.arange(0, F_n0)[:, None, None, None] * states41_s1 + tl.arange(0, F_n1)[None, :, None, None] * states41_s2 + tl.arange(0, F_n2)[None, None, None, :] * states41_s4 + tl.zeros([F_n0, F_n1, 1, F_n2], tl.int32), t40)


@triton.jit
def kernel_4(states32_ptr, states32_s0, states32_s1, states32_s2, states32_s3, states32_s4, states32_s5, states33_ptr, states33_s0, states33_s1, states33_s2, states33_s3, states33_s4, states33_s5, states41_ptr, states41_s0, states41_s1, states41_s2, states41_s3, states41_s4, buf53_ptr, buf53_s0, buf53_s1, buf53_s2, buf53_s3, E_c0, E_c1, E_c2, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf53: Combine over grid v.3@3[16]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    acc36 = tl.full([F_n0, F_n1, 1, T_c0], 0.0, tl.float32)
    acc37 = tl.full([F_n0, F_n1, 1, T_c0], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t34 = tl.load(states32_ptr + i_c0 * states32_s0 + i_c1 * states32_s1 + tl.arange(0, F_n0)[:, None, None, None] * states32_s2 + tl.arange(0, F_n1)[None, :, None, None] * states32_s3 + tl.arange(0, T_c0)[None, None, None, :] * states32_s5 + tl.zeros([F_n0, F_n1, 1, T_c0], tl.int32))
        t35 = tl.load(states33_ptr + i_c0 * states33_s0 + i_c1 * states33_s1 + tl.arange(0, F_n0)[:, None, None, None] * states33_s2 + tl.arange(0, F_n1)[None, :, None, None] * states33_s3 + tl.arange(0, T_c0)[None, None, None, :] * states33_s5 + tl.zeros([F_n0, F_n1, 1, T_c0], tl.int32))
        acc36 = acc36 + t34
        acc37 = acc37 + t35
    acc43 = tl.full([F_n0, F_n1, 1, F_n2], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t42 = tl.load(states41_ptr + i_c2 * states41_s0 + tl.arange(0, F_n0)[:, None, None, None] * states41_s1 + tl.arange(0, F_n1)[None, :, None, None] * states41_s2 + tl.arange(0, F_n2)[None, None, None, :] * states41_s4 + tl.zeros([F_n0, F_n1, 1, F_n2], tl.int32))
        acc43 = acc43 + t42
    t44 = tl.max(tl.where((offs_n2 < E_n2)[None, None, None, :], acc43, -float('inf')), axis=3, keep_dims=True)
    t45 = (t44) * (0.25)
    t46 = tl.exp(t45)
    t47 = (acc37) / (t46)
    t48 = acc43 - (t44)
    t49 = (t48) * (0.25)
    t50 = tl.exp(t49)
    t51 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t50, 0.0), axis=3, keep_dims=True)
    t52 = (t47) / (t51)
    tl.store(buf53_ptr + offs_n0[:, None, None, None] * buf53_s0 + offs_n1[None, :, None, None] * buf53_s1 + offs_c0[None, None, None, :] * buf53_s3, t52, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c0 < E_c0)[None, None, None, :])


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
    states7 = torch.full([_cdiv(64, T['c1']), _cdiv(16, T['c2']), _pow2(2), _pow2(4), 1, T['c1']], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(64, T['c1']) * _cdiv(16, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), states7_ptr=states7, states7_s0=states7.stride(0), states7_s1=states7.stride(1), states7_s2=states7.stride(2), states7_s3=states7.stride(3), states7_s4=states7.stride(4), states7_s5=states7.stride(5), E_c1=64, E_c2=16, E_n0=2, E_n1=4, F_n0=_pow2(2), F_n1=_pow2(4), T_c1=T['c1'], T_c2=T['c2'])
    m12 = inputs['v']
    states18 = torch.full([_cdiv(16, T['c2']), _pow2(2), _pow2(4), 1, _pow2(64)], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(16, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), states18_ptr=states18, states18_s0=states18.stride(0), states18_s1=states18.stride(1), states18_s2=states18.stride(2), states18_s3=states18.stride(3), states18_s4=states18.stride(4), E_c2=16, E_n0=2, E_n1=4, E_n2=64, F_n0=_pow2(2), F_n1=_pow2(4), F_n2=_pow2(64), T_c2=T['c2'])
    states32 = torch.full([_cdiv(16, T['c0']), _cdiv(64, T['c1']), _pow2(2), _pow2(4), 1, T['c0']], float("nan"), dtype=torch.float32, device=device)
    states33 = torch.full([_cdiv(16, T['c0']), _cdiv(64, T['c1']), _pow2(2), _pow2(4), 1, T['c0']], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(16, T['c0']) * _cdiv(64, T['c1']),)](states7_ptr=states7, states7_s0=states7.stride(0), states7_s1=states7.stride(1), states7_s2=states7.stride(2), states7_s3=states7.stride(3), states7_s4=states7.stride(4), states7_s5=states7.stride(5), m12_ptr=m12, m12_s0=m12.stride(0), m12_s1=m12.stride(1), m12_s2=m12.stride(2), m12_s3=m12.stride(3), states18_ptr=states18, states18_s0=states18.stride(0), states18_s1=states18.stride(1), states18_s2=states18.stride(2), states18_s3=states18.stride(3), states18_s4=states18.stride(4), states32_ptr=states32, states32_s0=states32.stride(0), states32_s1=states32.stride(1), states32_s2=states32.stride(2), states32_s3=states32.stride(3), states32_s4=states32.stride(4), states32_s5=states32.stride(5), states33_ptr=states33, states33_s0=states33.stride(0), states33_s1=states33.stride(1), states33_s2=states33.stride(2), states33_s3=states33.stride(3), states33_s4=states33.stride(4), states33_s5=states33.stride(5), E_c0=16, E_c1=64, E_c2=16, E_n0=2, E_n1=4, E_n2=64, F_n0=_pow2(2), F_n1=_pow2(4), F_n2=_pow2(64), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    states41 = torch.full([_cdiv(16, T['c2']), _pow2(2), _pow2(4), 1, _pow2(64)], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(16, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), states41_ptr=states41, states41_s0=states41.stride(0), states41_s1=states41.stride(1), states41_s2=states41.stride(2), states41_s3=states41.stride(3), states41_s4=states41.stride(4), E_c2=16, E_n0=2, E_n1=4, E_n2=64, F_n0=_pow2(2), F_n1=_pow2(4), F_n2=_pow2(64), T_c2=T['c2'])
    buf53 = torch.full([2, 4, 1, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(_cdiv(16, T['c0']),)](states32_ptr=states32, states32_s0=states32.stride(0), states32_s1=states32.stride(1), states32_s2=states32.stride(2), states32_s3=states32.stride(3), states32_s4=states32.stride(4), states32_s5=states32.stride(5), states33_ptr=states33, states33_s0=states33.stride(0), states33_s1=states33.stride(1), states33_s2=states33.stride(2), states33_s3=states33.stride(3), states33_s4=states33.stride(4), states33_s5=states33.stride(5), states41_ptr=states41, states41_s0=states41.stride(0), states41_s1=states41.stride(1), states41_s2=states41.stride(2), states41_s3=states41.stride(3), states41_s4=states41.stride(4), buf53_ptr=buf53, buf53_s0=buf53.stride(0), buf53_s1=buf53.stride(1), buf53_s2=buf53.stride(2), buf53_s3=buf53.stride(3), E_c0=16, E_c1=64, E_c2=16, E_n0=2, E_n1=4, E_n2=64, F_n0=_pow2(2), F_n1=_pow2(4), F_n2=_pow2(64), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    return buf53


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
