"""attention_decode [small], candidate 24: 6 kernel(s)

Rendered by EqiForge from candidate 24 of attention_decode [small]: store(k.2[64]) ; grid(k.1@1) loop(k.2[64]: max, stored) ; store(k.2[64]) ; grid(v.3@3) loop(k.2[64]: sum) [1 mm] ; store(k.2[64]) ; grid(k.0@0, v.3@3) loop(k.2[64]: sum)
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid k.0@0[2]
    c1: grid v.3@3[16]
    c2: loop k.2[64]
    c3: grid k.1@1[4]

Run it on its own: `python kernels/f24.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/attention_decode.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 1, "c1": 8, "c2": 32, "c3": 2}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, states12_ptr, states12_s0, states12_s1, states12_s2, states12_s3, states12_s4, states12_s5, E_c2, E_c3, E_n1, E_n2, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # stores states12: Collect over loop k.2[64]
    pid = tl.program_id(0)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t8 = tl.load(m1_ptr + offs_n1[:, None, None, None] * m1_s0 + offs_c3[None, :, None, None] * m1_s1 + offs_n2[None, None, None, :] * m1_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_c3 < E_c3)[None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t9 = tl.load(m3_ptr + offs_n1[:, None, None, None] * m3_s0 + offs_c3[None, :, None, None] * m3_s1 + offs_n2[None, None, :, None] * m3_s2 + offs_c2[None, None, None, :] * m3_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_c3 < E_c3)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
    t10 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t8, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t9, 0.0), 2), axis=3)
    t11 = tl.max(tl.where((offs_c2 < E_c2)[None, None, None, :], t10, -float('inf')), axis=3, keep_dims=True)
    tl.store(states12_ptr + i_c3 * states12_s0 + i_c2 * states12_s1 + tl.arange(0, F_n1)[:, None, None, None] * states12_s2 + tl.arange(0, T_c3)[None, :, None, None] * states12_s3 + tl.zeros([F_n1, T_c3, 1, 1], tl.int32), t11)


@triton.jit
def kernel_1(states12_ptr, states12_s0, states12_s1, states12_s2, states12_s3, states12_s4, states12_s5, buf16_ptr, buf16_s0, buf16_s1, buf16_s2, buf16_s3, E_c2, E_c3, E_n1, F_n1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # writes buf16: Combine over grid k.1@1[4]
    pid = tl.program_id(0)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    acc14 = tl.full([F_n1, T_c3, 1, 1], -float('inf'), tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t13 = tl.load(states12_ptr + i_c3 * states12_s0 + i_c2 * states12_s1 + tl.arange(0, F_n1)[:, None, None, None] * states12_s2 + tl.arange(0, T_c3)[None, :, None, None] * states12_s3 + tl.zeros([F_n1, T_c3, 1, 1], tl.int32))
        acc14 = tl.maximum(acc14, t13)
    t15 = (acc14) * (0.25)
    tl.store(buf16_ptr + offs_n1[:, None, None, None] * buf16_s0 + offs_c3[None, :, None, None] * buf16_s1, t15, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_c3 < E_c3)[None, :, None, None])


@triton.jit
def kernel_2(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, buf16_ptr, buf16_s0, buf16_s1, buf16_s2, buf16_s3, states20_ptr, states20_s0, states20_s1, states20_s2, states20_s3, states20_s4, E_c2, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c2: tl.constexpr):
    # stores states20: Collect over loop k.2[64]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n2 = tl.arange(0, F_n2)
    t2 = tl.load(m1_ptr + offs_n1[:, None, None, None] * m1_s0 + offs_n0[None, :, None, None] * m1_s1 + offs_n2[None, None, None, :] * m1_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t5 = tl.load(m3_ptr + offs_n1[:, None, None, None] * m3_s0 + offs_n0[None, :, None, None] * m3_s1 + offs_n2[None, None, :, None] * m3_s2 + offs_c2[None, None, None, :] * m3_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
    t6 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t2, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t5, 0.0), 2), axis=3)
    t7 = (t6) * (0.25)
    t17 = tl.load(buf16_ptr + offs_n1[:, None, None, None] * buf16_s0 + offs_n0[None, :, None, None] * buf16_s1, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None], other=0).to(tl.float32)
    t18 = t7 - (t17)
    t19 = tl.exp(t18)
    tl.store(states20_ptr + i_c2 * states20_s0 + tl.arange(0, F_n1)[:, None, None, None] * states20_s1 + tl.arange(0, F_n0)[None, :, None, None] * states20_s2 + tl.arange(0, T_c2)[None, None, None, :] * states20_s4 + tl.zeros([F_n1, F_n0, 1, T_c2], tl.int32), t19)


@triton.jit
def kernel_3(states20_ptr, states20_s0, states20_s1, states20_s2, states20_s3, states20_s4, m22_ptr, m22_s0, m22_s1, m22_s2, m22_s3, buf26_ptr, buf26_s0, buf26_s1, buf26_s2, buf26_s3, E_c1, E_c2, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf26: Combine over grid v.3@3[16]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    acc25 = tl.full([F_n1, F_n0, 1, T_c1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t21 = tl.load(states20_ptr + i_c2 * states20_s0 + tl.arange(0, F_n1)[:, None, None, None] * states20_s1 + tl.arange(0, F_n0)[None, :, None, None] * states20_s2 + tl.arange(0, T_c2)[None, None, None, :] * states20_s4 + tl.zeros([F_n1, F_n0, 1, T_c2], tl.int32))
        t23 = tl.load(m22_ptr + offs_n1[:, None, None, None] * m22_s0 + offs_n0[None, :, None, None] * m22_s1 + offs_c2[None, None, :, None] * m22_s2 + offs_c1[None, None, None, :] * m22_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
        t24 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :], t21, 0.0), 4) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :, None], t23, 0.0), 2), axis=3)
        acc25 = acc25 + t24
    tl.store(buf26_ptr + offs_n1[:, None, None, None] * buf26_s0 + offs_n0[None, :, None, None] * buf26_s1 + offs_c1[None, None, None, :] * buf26_s3, acc25, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_c1 < E_c1)[None, None, None, :])


@triton.jit
def kernel_4(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, states37_ptr, states37_s0, states37_s1, states37_s2, states37_s3, states37_s4, states37_s5, E_c0, E_c2, E_n0, E_n2, E_n3, F_n0: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # stores states37: Collect over loop k.2[64]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n2 = tl.arange(0, F_n2)
    offs_n3 = tl.arange(0, F_n3)
    t28 = tl.load(m1_ptr + offs_c0[:, None, None, None] * m1_s0 + offs_n0[None, :, None, None] * m1_s1 + offs_n2[None, None, None, :] * m1_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t29 = tl.load(m3_ptr + offs_c0[:, None, None, None] * m3_s0 + offs_n0[None, :, None, None] * m3_s1 + offs_n2[None, None, :, None] * m3_s2 + offs_c2[None, None, None, :] * m3_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
    t30 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t28, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t29, 0.0), 2), axis=3)
    t31 = tl.load(m3_ptr + offs_c0[:, None, None, None] * m3_s0 + offs_n0[None, :, None, None] * m3_s1 + offs_n2[None, None, :, None] * m3_s2 + offs_n3[None, None, None, :] * m3_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t32 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t28, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t31, 0.0), 2), axis=3)
    t33 = tl.max(tl.where((offs_n3 < E_n3)[None, None, None, :], t32, -float('inf')), axis=3, keep_dims=True)
    t34 = t30 - (t33)
    t35 = (t34) * (0.25)
    t36 = tl.exp(t35)
    tl.store(states37_ptr + i_c0 * states37_s0 + i_c2 * states37_s1 + tl.arange(0, T_c0)[:, None, None, None] * states37_s2 + tl.arange(0, F_n0)[None, :, None, None] * states37_s3 + tl.arange(0, T_c2)[None, None, None, :] * states37_s5 + tl.zeros([T_c0, F_n0, 1, T_c2], tl.int32), t36)


@triton.jit
def kernel_5(buf26_ptr, buf26_s0, buf26_s1, buf26_s2, buf26_s3, states37_ptr, states37_s0, states37_s1, states37_s2, states37_s3, states37_s4, states37_s5, buf42_ptr, buf42_s0, buf42_s1, buf42_s2, buf42_s3, E_c0, E_c1, E_c2, E_n0, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf42: Combine over grid k.0@0[2], grid v.3@3[16]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t27 = tl.load(buf26_ptr + offs_c0[:, None, None, None] * buf26_s0 + offs_n0[None, :, None, None] * buf26_s1 + offs_c1[None, None, None, :] * buf26_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
    acc40 = tl.full([T_c0, F_n0, 1, 1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t38 = tl.load(states37_ptr + i_c0 * states37_s0 + i_c2 * states37_s1 + tl.arange(0, T_c0)[:, None, None, None] * states37_s2 + tl.arange(0, F_n0)[None, :, None, None] * states37_s3 + tl.arange(0, T_c2)[None, None, None, :] * states37_s5 + tl.zeros([T_c0, F_n0, 1, T_c2], tl.int32))
        t39 = tl.sum(tl.where((offs_c2 < E_c2)[None, None, None, :], t38, 0.0), axis=3, keep_dims=True)
        acc40 = acc40 + t39
    t41 = (t27) / (acc40)
    tl.store(buf42_ptr + offs_c0[:, None, None, None] * buf42_s0 + offs_n0[None, :, None, None] * buf42_s1 + offs_c1[None, None, None, :] * buf42_s3, t41, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_c1 < E_c1)[None, None, None, :])


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
    states12 = torch.full([_cdiv(4, T['c3']), _cdiv(64, T['c2']), _pow2(2), T['c3'], 1, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(4, T['c3']) * _cdiv(64, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), states12_ptr=states12, states12_s0=states12.stride(0), states12_s1=states12.stride(1), states12_s2=states12.stride(2), states12_s3=states12.stride(3), states12_s4=states12.stride(4), states12_s5=states12.stride(5), E_c2=64, E_c3=4, E_n1=2, E_n2=16, F_n1=_pow2(2), F_n2=_pow2(16), T_c2=T['c2'], T_c3=T['c3'])
    buf16 = torch.full([2, 4, 1, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(4, T['c3']),)](states12_ptr=states12, states12_s0=states12.stride(0), states12_s1=states12.stride(1), states12_s2=states12.stride(2), states12_s3=states12.stride(3), states12_s4=states12.stride(4), states12_s5=states12.stride(5), buf16_ptr=buf16, buf16_s0=buf16.stride(0), buf16_s1=buf16.stride(1), buf16_s2=buf16.stride(2), buf16_s3=buf16.stride(3), E_c2=64, E_c3=4, E_n1=2, F_n1=_pow2(2), T_c2=T['c2'], T_c3=T['c3'])
    states20 = torch.full([_cdiv(64, T['c2']), _pow2(2), _pow2(4), 1, T['c2']], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(64, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), buf16_ptr=buf16, buf16_s0=buf16.stride(0), buf16_s1=buf16.stride(1), buf16_s2=buf16.stride(2), buf16_s3=buf16.stride(3), states20_ptr=states20, states20_s0=states20.stride(0), states20_s1=states20.stride(1), states20_s2=states20.stride(2), states20_s3=states20.stride(3), states20_s4=states20.stride(4), E_c2=64, E_n0=4, E_n1=2, E_n2=16, F_n0=_pow2(4), F_n1=_pow2(2), F_n2=_pow2(16), T_c2=T['c2'])
    m22 = inputs['v']
    buf26 = torch.full([2, 4, 1, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(16, T['c1']),)](states20_ptr=states20, states20_s0=states20.stride(0), states20_s1=states20.stride(1), states20_s2=states20.stride(2), states20_s3=states20.stride(3), states20_s4=states20.stride(4), m22_ptr=m22, m22_s0=m22.stride(0), m22_s1=m22.stride(1), m22_s2=m22.stride(2), m22_s3=m22.stride(3), buf26_ptr=buf26, buf26_s0=buf26.stride(0), buf26_s1=buf26.stride(1), buf26_s2=buf26.stride(2), buf26_s3=buf26.stride(3), E_c1=16, E_c2=64, E_n0=4, E_n1=2, F_n0=_pow2(4), F_n1=_pow2(2), T_c1=T['c1'], T_c2=T['c2'])
    states37 = torch.full([_cdiv(2, T['c0']), _cdiv(64, T['c2']), T['c0'], _pow2(4), 1, T['c2']], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(_cdiv(2, T['c0']) * _cdiv(64, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), states37_ptr=states37, states37_s0=states37.stride(0), states37_s1=states37.stride(1), states37_s2=states37.stride(2), states37_s3=states37.stride(3), states37_s4=states37.stride(4), states37_s5=states37.stride(5), E_c0=2, E_c2=64, E_n0=4, E_n2=16, E_n3=64, F_n0=_pow2(4), F_n2=_pow2(16), F_n3=_pow2(64), T_c0=T['c0'], T_c2=T['c2'])
    buf42 = torch.full([2, 4, 1, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_5[(_cdiv(2, T['c0']) * _cdiv(16, T['c1']),)](buf26_ptr=buf26, buf26_s0=buf26.stride(0), buf26_s1=buf26.stride(1), buf26_s2=buf26.stride(2), buf26_s3=buf26.stride(3), states37_ptr=states37, states37_s0=states37.stride(0), states37_s1=states37.stride(1), states37_s2=states37.stride(2), states37_s3=states37.stride(3), states37_s4=states37.stride(4), states37_s5=states37.stride(5), buf42_ptr=buf42, buf42_s0=buf42.stride(0), buf42_s1=buf42.stride(1), buf42_s2=buf42.stride(2), buf42_s3=buf42.stride(3), E_c0=2, E_c1=16, E_c2=64, E_n0=4, F_n0=_pow2(4), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    return buf42


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
