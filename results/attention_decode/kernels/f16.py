"""attention_decode [small], candidate 16: 5 kernel(s)

Rendered by EqiForge from candidate 16 of attention_decode [small]: grid() loop(k.3[16]: pair(sum, sum)) ; grid(k.0@0) ; grid() loop(k.3[16]: pair(sum, sum)) ; store(k.2[64]) ; grid() loop(k.2[64]: pair(sum, sum), stored)
Coordinates (tile sizes are the T arguments of launch()):
    c0: loop k.2[64]
    c1: grid k.0@0[2]
    c2: loop k.3[16]

Run it on its own: `python kernels/f16.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/attention_decode.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 32, "c1": 1, "c2": 8}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, buf11_ptr, buf11_s0, buf11_s1, buf11_s2, buf11_s3, buf12_ptr, buf12_s0, buf12_s1, buf12_s2, buf12_s3, E_c2, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c2: tl.constexpr):
    # writes buf11, buf12: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    acc9 = tl.full([F_n0, F_n1, 1, F_n2], 0.0, tl.float32)
    acc10 = tl.full([F_n0, F_n1, 1, F_n2], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t2 = tl.load(m1_ptr + offs_n0[:, None, None, None] * m1_s0 + offs_n1[None, :, None, None] * m1_s1 + offs_c2[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
        t5 = tl.load(m3_ptr + offs_n0[:, None, None, None] * m3_s0 + offs_n1[None, :, None, None] * m3_s1 + offs_c2[None, None, :, None] * m3_s2 + offs_n2[None, None, None, :] * m3_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
        t6 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :], t2, 0.0), 4) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :, None], t5, 0.0), 2), axis=3)
        t7 = (t2) * (0.25)
        t8 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :], t7, 0.0), 4) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :, None], t5, 0.0), 2), axis=3)
        acc9 = acc9 + t6
        acc10 = acc10 + t8
    tl.store(buf11_ptr + offs_n0[:, None, None, None] * buf11_s0 + offs_n1[None, :, None, None] * buf11_s1 + offs_n2[None, None, None, :] * buf11_s3, acc9, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :])
    tl.store(buf12_ptr + offs_n0[:, None, None, None] * buf12_s0 + offs_n1[None, :, None, None] * buf12_s1 + offs_n2[None, None, None, :] * buf12_s3, acc10, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :])


@triton.jit
def kernel_1(buf11_ptr, buf11_s0, buf11_s1, buf11_s2, buf11_s3, buf15_ptr, buf15_s0, buf15_s1, buf15_s2, buf15_s3, E_c1, E_n1, E_n2, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c1: tl.constexpr):
    # writes buf15: Combine over grid k.0@0[2]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t13 = tl.load(buf11_ptr + offs_c1[:, None, None, None] * buf11_s0 + offs_n1[None, :, None, None] * buf11_s1 + offs_n2[None, None, None, :] * buf11_s3, mask=(offs_c1 < E_c1)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t14 = (t13) * (0.25)
    tl.store(buf15_ptr + offs_c1[:, None, None, None] * buf15_s0 + offs_n1[None, :, None, None] * buf15_s1 + offs_n2[None, None, None, :] * buf15_s3, t14, mask=(offs_c1 < E_c1)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :])


@triton.jit
def kernel_2(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, buf28_ptr, buf28_s0, buf28_s1, buf28_s2, buf28_s3, buf29_ptr, buf29_s0, buf29_s1, buf29_s2, buf29_s3, E_c2, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c2: tl.constexpr):
    # writes buf28, buf29: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    acc26 = tl.full([F_n0, F_n1, 1, F_n2], 0.0, tl.float32)
    acc27 = tl.full([F_n0, F_n1, 1, F_n2], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t21 = tl.load(m1_ptr + offs_n0[:, None, None, None] * m1_s0 + offs_n1[None, :, None, None] * m1_s1 + offs_c2[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
        t22 = (t21) * (0.25)
        t23 = tl.load(m3_ptr + offs_n0[:, None, None, None] * m3_s0 + offs_n1[None, :, None, None] * m3_s1 + offs_c2[None, None, :, None] * m3_s2 + offs_n2[None, None, None, :] * m3_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
        t24 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :], t22, 0.0), 4) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :, None], t23, 0.0), 2), axis=3)
        t25 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :], t21, 0.0), 4) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :, None], t23, 0.0), 2), axis=3)
        acc26 = acc26 + t24
        acc27 = acc27 + t25
    tl.store(buf28_ptr + offs_n0[:, None, None, None] * buf28_s0 + offs_n1[None, :, None, None] * buf28_s1 + offs_n2[None, None, None, :] * buf28_s3, acc26, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :])
    tl.store(buf29_ptr + offs_n0[:, None, None, None] * buf29_s0 + offs_n1[None, :, None, None] * buf29_s1 + offs_n2[None, None, None, :] * buf29_s3, acc27, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :])


@triton.jit
def kernel_3(buf15_ptr, buf15_s0, buf15_s1, buf15_s2, buf15_s3, m18_ptr, m18_s0, m18_s1, m18_s2, m18_s3, buf28_ptr, buf28_s0, buf28_s1, buf28_s2, buf28_s3, states40_ptr, states40_s0, states40_s1, states40_s2, states40_s3, states40_s4, states41_ptr, states41_s0, states41_s1, states41_s2, states41_s3, states41_s4, E_c0, E_n0, E_n1, E_n2, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c0: tl.constexpr):
    # stores states40, states41: Collect over loop k.2[64]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n3 = tl.arange(0, F_n3)
    offs_n2 = tl.arange(0, F_n2)
    t16 = tl.load(buf15_ptr + offs_n0[:, None, None, None] * buf15_s0 + offs_n1[None, :, None, None] * buf15_s1 + offs_c0[None, None, None, :] * buf15_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c0 < E_c0)[None, None, None, :], other=0).to(tl.float32)
    t17 = tl.exp(t16)
    t19 = tl.load(m18_ptr + offs_n0[:, None, None, None] * m18_s0 + offs_n1[None, :, None, None] * m18_s1 + offs_c0[None, None, :, None] * m18_s2 + offs_n3[None, None, None, :] * m18_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t20 = tl.sum(tl.expand_dims(tl.where((offs_c0 < E_c0)[None, None, None, :], t17, 0.0), 4) * tl.expand_dims(tl.where((offs_c0 < E_c0)[None, None, :, None], t19, 0.0), 2), axis=3)
    t30 = tl.load(buf28_ptr + offs_n0[:, None, None, None] * buf28_s0 + offs_n1[None, :, None, None] * buf28_s1 + offs_n2[None, None, None, :] * buf28_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t31 = tl.max(tl.where((offs_n2 < E_n2)[None, None, None, :], t30, -float('inf')), axis=3, keep_dims=True)
    t32 = tl.exp(t31)
    t33 = 1.0 / (t32)
    t34 = (t20) * (t33)
    t35 = t30 - (t31)
    t36 = tl.exp(t35)
    t37 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t36, 0.0), axis=3, keep_dims=True)
    t38 = 1.0 / (t37)
    t39 = (t34) * (t38)
    tl.store(states40_ptr + i_c0 * states40_s0 + tl.arange(0, F_n0)[:, None, None, None] * states40_s1 + tl.arange(0, F_n1)[None, :, None, None] * states40_s2 + tl.arange(0, F_n3)[None, None, None, :] * states40_s4 + tl.zeros([F_n0, F_n1, 1, F_n3], tl.int32), t39)
    tl.store(states41_ptr + i_c0 * states41_s0 + tl.arange(0, F_n0)[:, None, None, None] * states41_s1 + tl.arange(0, F_n1)[None, :, None, None] * states41_s2 + tl.arange(0, F_n3)[None, None, None, :] * states41_s4 + tl.zeros([F_n0, F_n1, 1, F_n3], tl.int32), t20)


@triton.jit
def kernel_4(states40_ptr, states40_s0, states40_s1, states40_s2, states40_s3, states40_s4, states41_ptr, states41_s0, states41_s1, states41_s2, states41_s3, states41_s4, buf46_ptr, buf46_s0, buf46_s1, buf46_s2, buf46_s3, buf47_ptr, buf47_s0, buf47_s1, buf47_s2, buf47_s3, E_c0, E_n0, E_n1, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n3: tl.constexpr, T_c0: tl.constexpr):
    # writes buf46, buf47: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n3 = tl.arange(0, F_n3)
    acc44 = tl.full([F_n0, F_n1, 1, F_n3], 0.0, tl.float32)
    acc45 = tl.full([F_n0, F_n1, 1, F_n3], 0.0, tl.float32)
    for i_c0 in range(0, tl.cdiv(E_c0, T_c0)):
        offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)

        t42 = tl.load(states40_ptr + i_c0 * states40_s0 + tl.arange(0, F_n0)[:, None, None, None] * states40_s1 + tl.arange(0, F_n1)[None, :, None, None] * states40_s2 + tl.arange(0, F_n3)[None, None, None, :] * states40_s4 + tl.zeros([F_n0, F_n1, 1, F_n3], tl.int32))
        t43 = tl.load(states41_ptr + i_c0 * states41_s0 + tl.arange(0, F_n0)[:, None, None, None] * states41_s1 + tl.arange(0, F_n1)[None, :, None, None] * states41_s2 + tl.arange(0, F_n3)[None, None, None, :] * states41_s4 + tl.zeros([F_n0, F_n1, 1, F_n3], tl.int32))
        acc44 = acc44 + t42
        acc45 = acc45 + t43
    tl.store(buf46_ptr + offs_n0[:, None, None, None] * buf46_s0 + offs_n1[None, :, None, None] * buf46_s1 + offs_n3[None, None, None, :] * buf46_s3, acc44, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n3 < E_n3)[None, None, None, :])
    tl.store(buf47_ptr + offs_n0[:, None, None, None] * buf47_s0 + offs_n1[None, :, None, None] * buf47_s1 + offs_n3[None, None, None, :] * buf47_s3, acc45, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n3 < E_n3)[None, None, None, :])


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
    buf11 = torch.full([2, 4, 1, 64], float("nan"), dtype=torch.float32, device=device)
    buf12 = torch.full([2, 4, 1, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(1,)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), buf11_ptr=buf11, buf11_s0=buf11.stride(0), buf11_s1=buf11.stride(1), buf11_s2=buf11.stride(2), buf11_s3=buf11.stride(3), buf12_ptr=buf12, buf12_s0=buf12.stride(0), buf12_s1=buf12.stride(1), buf12_s2=buf12.stride(2), buf12_s3=buf12.stride(3), E_c2=16, E_n0=2, E_n1=4, E_n2=64, F_n0=_pow2(2), F_n1=_pow2(4), F_n2=_pow2(64), T_c2=T['c2'])
    buf15 = torch.full([2, 4, 1, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(2, T['c1']),)](buf11_ptr=buf11, buf11_s0=buf11.stride(0), buf11_s1=buf11.stride(1), buf11_s2=buf11.stride(2), buf11_s3=buf11.stride(3), buf15_ptr=buf15, buf15_s0=buf15.stride(0), buf15_s1=buf15.stride(1), buf15_s2=buf15.stride(2), buf15_s3=buf15.stride(3), E_c1=2, E_n1=4, E_n2=64, F_n1=_pow2(4), F_n2=_pow2(64), T_c1=T['c1'])
    m18 = inputs['v']
    buf28 = torch.full([2, 4, 1, 64], float("nan"), dtype=torch.float32, device=device)
    buf29 = torch.full([2, 4, 1, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(1,)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), buf28_ptr=buf28, buf28_s0=buf28.stride(0), buf28_s1=buf28.stride(1), buf28_s2=buf28.stride(2), buf28_s3=buf28.stride(3), buf29_ptr=buf29, buf29_s0=buf29.stride(0), buf29_s1=buf29.stride(1), buf29_s2=buf29.stride(2), buf29_s3=buf29.stride(3), E_c2=16, E_n0=2, E_n1=4, E_n2=64, F_n0=_pow2(2), F_n1=_pow2(4), F_n2=_pow2(64), T_c2=T['c2'])
    states40 = torch.full([_cdiv(64, T['c0']), _pow2(2), _pow2(4), 1, _pow2(16)], float("nan"), dtype=torch.float32, device=device)
    states41 = torch.full([_cdiv(64, T['c0']), _pow2(2), _pow2(4), 1, _pow2(16)], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(64, T['c0']),)](buf15_ptr=buf15, buf15_s0=buf15.stride(0), buf15_s1=buf15.stride(1), buf15_s2=buf15.stride(2), buf15_s3=buf15.stride(3), m18_ptr=m18, m18_s0=m18.stride(0), m18_s1=m18.stride(1), m18_s2=m18.stride(2), m18_s3=m18.stride(3), buf28_ptr=buf28, buf28_s0=buf28.stride(0), buf28_s1=buf28.stride(1), buf28_s2=buf28.stride(2), buf28_s3=buf28.stride(3), states40_ptr=states40, states40_s0=states40.stride(0), states40_s1=states40.stride(1), states40_s2=states40.stride(2), states40_s3=states40.stride(3), states40_s4=states40.stride(4), states41_ptr=states41, states41_s0=states41.stride(0), states41_s1=states41.stride(1), states41_s2=states41.stride(2), states41_s3=states41.stride(3), states41_s4=states41.stride(4), E_c0=64, E_n0=2, E_n1=4, E_n2=64, E_n3=16, F_n0=_pow2(2), F_n1=_pow2(4), F_n2=_pow2(64), F_n3=_pow2(16), T_c0=T['c0'])
    buf46 = torch.full([2, 4, 1, 16], float("nan"), dtype=torch.float32, device=device)
    buf47 = torch.full([2, 4, 1, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(1,)](states40_ptr=states40, states40_s0=states40.stride(0), states40_s1=states40.stride(1), states40_s2=states40.stride(2), states40_s3=states40.stride(3), states40_s4=states40.stride(4), states41_ptr=states41, states41_s0=states41.stride(0), states41_s1=states41.stride(1), states41_s2=states41.stride(2), states41_s3=states41.stride(3), states41_s4=states41.stride(4), buf46_ptr=buf46, buf46_s0=buf46.stride(0), buf46_s1=buf46.stride(1), buf46_s2=buf46.stride(2), buf46_s3=buf46.stride(3), buf47_ptr=buf47, buf47_s0=buf47.stride(0), buf47_s1=buf47.stride(1), buf47_s2=buf47.stride(2), buf47_s3=buf47.stride(3), E_c0=64, E_n0=2, E_n1=4, E_n3=16, F_n0=_pow2(2), F_n1=_pow2(4), F_n3=_pow2(16), T_c0=T['c0'])
    return buf46


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
