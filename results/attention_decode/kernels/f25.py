"""attention_decode [small], candidate 25: 6 kernel(s)

Rendered by EqiForge from candidate 25 of attention_decode [small]: store(k.3[16]) ; grid(k.0@0) loop(k.3[16]: sum, stored) ; grid(k.0@0) ; store(k.3[16]) ; store(k.2[64]) loop(k.3[16]: sum, stored) ; grid() loop(k.2[64]: pair(sum, sum), stored)
Coordinates (tile sizes are the T arguments of launch()):
    c0: loop k.2[64]
    c1: grid k.0@0[2]
    c2: loop k.3[16]

Run it on its own: `python kernels/f25.py` checks it once against PyTorch on random inputs.
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
def kernel_0(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, states7_ptr, states7_s0, states7_s1, states7_s2, states7_s3, states7_s4, states7_s5, E_c1, E_c2, E_n1, E_n2, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # stores states7: Collect over loop k.3[16]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t2 = tl.load(m1_ptr + offs_c1[:, None, None, None] * m1_s0 + offs_n1[None, :, None, None] * m1_s1 + offs_c2[None, None, None, :] * m1_s3, mask=(offs_c1 < E_c1)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
    t5 = tl.load(m3_ptr + offs_c1[:, None, None, None] * m3_s0 + offs_n1[None, :, None, None] * m3_s1 + offs_c2[None, None, :, None] * m3_s2 + offs_n2[None, None, None, :] * m3_s3, mask=(offs_c1 < E_c1)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t6 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :], t2, 0.0), 4) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :, None], t5, 0.0), 2), axis=3)
    tl.store(states7_ptr + i_c1 * states7_s0 + i_c2 * states7_s1 + tl.arange(0, T_c1)[:, None, None, None] * states7_s2 + tl.arange(0, F_n1)[None, :, None, None] * states7_s3 + tl.arange(0, F_n2)[None, None, None, :] * states7_s5 + tl.zeros([T_c1, F_n1, 1, F_n2], tl.int32), t6)


@triton.jit
def kernel_1(states7_ptr, states7_s0, states7_s1, states7_s2, states7_s3, states7_s4, states7_s5, buf10_ptr, buf10_s0, buf10_s1, buf10_s2, buf10_s3, E_c1, E_c2, E_n1, E_n2, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf10: Combine over grid k.0@0[2]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    acc9 = tl.full([T_c1, F_n1, 1, F_n2], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t8 = tl.load(states7_ptr + i_c1 * states7_s0 + i_c2 * states7_s1 + tl.arange(0, T_c1)[:, None, None, None] * states7_s2 + tl.arange(0, F_n1)[None, :, None, None] * states7_s3 + tl.arange(0, F_n2)[None, None, None, :] * states7_s5 + tl.zeros([T_c1, F_n1, 1, F_n2], tl.int32))
        acc9 = acc9 + t8
    tl.store(buf10_ptr + offs_c1[:, None, None, None] * buf10_s0 + offs_n1[None, :, None, None] * buf10_s1 + offs_n2[None, None, None, :] * buf10_s3, acc9, mask=(offs_c1 < E_c1)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :])


@triton.jit
def kernel_2(buf10_ptr, buf10_s0, buf10_s1, buf10_s2, buf10_s3, buf13_ptr, buf13_s0, buf13_s1, buf13_s2, buf13_s3, E_c1, E_n1, E_n2, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c1: tl.constexpr):
    # writes buf13: Combine over grid k.0@0[2]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t11 = tl.load(buf10_ptr + offs_c1[:, None, None, None] * buf10_s0 + offs_n1[None, :, None, None] * buf10_s1 + offs_n2[None, None, None, :] * buf10_s3, mask=(offs_c1 < E_c1)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t12 = (t11) * (0.25)
    tl.store(buf13_ptr + offs_c1[:, None, None, None] * buf13_s0 + offs_n1[None, :, None, None] * buf13_s1 + offs_n2[None, None, None, :] * buf13_s3, t12, mask=(offs_c1 < E_c1)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :])


@triton.jit
def kernel_3(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, states26_ptr, states26_s0, states26_s1, states26_s2, states26_s3, states26_s4, E_c2, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c2: tl.constexpr):
    # stores states26: Collect over loop k.3[16]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t23 = tl.load(m1_ptr + offs_n0[:, None, None, None] * m1_s0 + offs_n1[None, :, None, None] * m1_s1 + offs_c2[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
    t24 = tl.load(m3_ptr + offs_n0[:, None, None, None] * m3_s0 + offs_n1[None, :, None, None] * m3_s1 + offs_c2[None, None, :, None] * m3_s2 + offs_n2[None, None, None, :] * m3_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t25 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :], t23, 0.0), 4) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :, None], t24, 0.0), 2), axis=3)
    tl.store(states26_ptr + i_c2 * states26_s0 + tl.arange(0, F_n0)[:, None, None, None] * states26_s1 + tl.arange(0, F_n1)[None, :, None, None] * states26_s2 + tl.arange(0, F_n2)[None, None, None, :] * states26_s4 + tl.zeros([F_n0, F_n1, 1, F_n2], tl.int32), t25)


@triton.jit
def kernel_4(buf13_ptr, buf13_s0, buf13_s1, buf13_s2, buf13_s3, m20_ptr, m20_s0, m20_s1, m20_s2, m20_s3, states26_ptr, states26_s0, states26_s1, states26_s2, states26_s3, states26_s4, states37_ptr, states37_s0, states37_s1, states37_s2, states37_s3, states37_s4, states38_ptr, states38_s0, states38_s1, states38_s2, states38_s3, states38_s4, E_c0, E_c2, E_n0, E_n1, E_n2, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # stores states37, states38: Collect over loop k.2[64]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n3 = tl.arange(0, F_n3)
    t14 = tl.load(buf13_ptr + offs_n0[:, None, None, None] * buf13_s0 + offs_n1[None, :, None, None] * buf13_s1 + offs_c0[None, None, None, :] * buf13_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c0 < E_c0)[None, None, None, :], other=0).to(tl.float32)
    t15 = tl.exp(t14)
    t16 = tl.load(buf13_ptr + offs_n0[:, None, None, None] * buf13_s0 + offs_n1[None, :, None, None] * buf13_s1 + offs_n2[None, None, None, :] * buf13_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t17 = tl.max(tl.where((offs_n2 < E_n2)[None, None, None, :], t16, -float('inf')), axis=3, keep_dims=True)
    t18 = tl.exp(t17)
    t19 = (t15) / (t18)
    t21 = tl.load(m20_ptr + offs_n0[:, None, None, None] * m20_s0 + offs_n1[None, :, None, None] * m20_s1 + offs_c0[None, None, :, None] * m20_s2 + offs_n3[None, None, None, :] * m20_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t22 = tl.sum(tl.expand_dims(tl.where((offs_c0 < E_c0)[None, None, None, :], t19, 0.0), 4) * tl.expand_dims(tl.where((offs_c0 < E_c0)[None, None, :, None], t21, 0.0), 2), axis=3)
    acc28 = tl.full([F_n0, F_n1, 1, F_n2], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t27 = tl.load(states26_ptr + i_c2 * states26_s0 + tl.arange(0, F_n0)[:, None, None, None] * states26_s1 + tl.arange(0, F_n1)[None, :, None, None] * states26_s2 + tl.arange(0, F_n2)[None, None, None, :] * states26_s4 + tl.zeros([F_n0, F_n1, 1, F_n2], tl.int32))
        acc28 = acc28 + t27
    t29 = tl.max(tl.where((offs_n2 < E_n2)[None, None, None, :], acc28, -float('inf')), axis=3, keep_dims=True)
    t30 = acc28 - (t29)
    t31 = (t30) * (0.25)
    t32 = tl.exp(t31)
    t33 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t32, 0.0), axis=3, keep_dims=True)
    t34 = 1.0 / (t33)
    t35 = (t22) * (t34)
    t36 = tl.sum(tl.expand_dims(tl.where((offs_c0 < E_c0)[None, None, None, :], t15, 0.0), 4) * tl.expand_dims(tl.where((offs_c0 < E_c0)[None, None, :, None], t21, 0.0), 2), axis=3)
    tl.store(states37_ptr + i_c0 * states37_s0 + tl.arange(0, F_n0)[:, None, None, None] * states37_s1 + tl.arange(0, F_n1)[None, :, None, None] * states37_s2 + tl.arange(0, F_n3)[None, None, None, :] * states37_s4 + tl.zeros([F_n0, F_n1, 1, F_n3], tl.int32), t35)
    tl.store(states38_ptr + i_c0 * states38_s0 + tl.arange(0, F_n0)[:, None, None, None] * states38_s1 + tl.arange(0, F_n1)[None, :, None, None] * states38_s2 + tl.arange(0, F_n3)[None, None, None, :] * states38_s4 + tl.zeros([F_n0, F_n1, 1, F_n3], tl.int32), t36)


@triton.jit
def kernel_5(states37_ptr, states37_s0, states37_s1, states37_s2, states37_s3, states37_s4, states38_ptr, states38_s0, states38_s1, states38_s2, states38_s3, states38_s4, buf43_ptr, buf43_s0, buf43_s1, buf43_s2, buf43_s3, buf44_ptr, buf44_s0, buf44_s1, buf44_s2, buf44_s3, E_c0, E_n0, E_n1, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n3: tl.constexpr, T_c0: tl.constexpr):
    # writes buf43, buf44: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n3 = tl.arange(0, F_n3)
    acc41 = tl.full([F_n0, F_n1, 1, F_n3], 0.0, tl.float32)
    acc42 = tl.full([F_n0, F_n1, 1, F_n3], 0.0, tl.float32)
    for i_c0 in range(0, tl.cdiv(E_c0, T_c0)):
        offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)

        t39 = tl.load(states37_ptr + i_c0 * states37_s0 + tl.arange(0, F_n0)[:, None, None, None] * states37_s1 + tl.arange(0, F_n1)[None, :, None, None] * states37_s2 + tl.arange(0, F_n3)[None, None, None, :] * states37_s4 + tl.zeros([F_n0, F_n1, 1, F_n3], tl.int32))
        t40 = tl.load(states38_ptr + i_c0 * states38_s0 + tl.arange(0, F_n0)[:, None, None, None] * states38_s1 + tl.arange(0, F_n1)[None, :, None, None] * states38_s2 + tl.arange(0, F_n3)[None, None, None, :] * states38_s4 + tl.zeros([F_n0, F_n1, 1, F_n3], tl.int32))
        acc41 = acc41 + t39
        acc42 = acc42 + t40
    tl.store(buf43_ptr + offs_n0[:, None, None, None] * buf43_s0 + offs_n1[None, :, None, None] * buf43_s1 + offs_n3[None, None, None, :] * buf43_s3, acc41, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n3 < E_n3)[None, None, None, :])
    tl.store(buf44_ptr + offs_n0[:, None, None, None] * buf44_s0 + offs_n1[None, :, None, None] * buf44_s1 + offs_n3[None, None, None, :] * buf44_s3, acc42, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n3 < E_n3)[None, None, None, :])


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
    states7 = torch.full([_cdiv(2, T['c1']), _cdiv(16, T['c2']), T['c1'], _pow2(4), 1, _pow2(64)], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(2, T['c1']) * _cdiv(16, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), states7_ptr=states7, states7_s0=states7.stride(0), states7_s1=states7.stride(1), states7_s2=states7.stride(2), states7_s3=states7.stride(3), states7_s4=states7.stride(4), states7_s5=states7.stride(5), E_c1=2, E_c2=16, E_n1=4, E_n2=64, F_n1=_pow2(4), F_n2=_pow2(64), T_c1=T['c1'], T_c2=T['c2'])
    buf10 = torch.full([2, 4, 1, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(2, T['c1']),)](states7_ptr=states7, states7_s0=states7.stride(0), states7_s1=states7.stride(1), states7_s2=states7.stride(2), states7_s3=states7.stride(3), states7_s4=states7.stride(4), states7_s5=states7.stride(5), buf10_ptr=buf10, buf10_s0=buf10.stride(0), buf10_s1=buf10.stride(1), buf10_s2=buf10.stride(2), buf10_s3=buf10.stride(3), E_c1=2, E_c2=16, E_n1=4, E_n2=64, F_n1=_pow2(4), F_n2=_pow2(64), T_c1=T['c1'], T_c2=T['c2'])
    buf13 = torch.full([2, 4, 1, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(2, T['c1']),)](buf10_ptr=buf10, buf10_s0=buf10.stride(0), buf10_s1=buf10.stride(1), buf10_s2=buf10.stride(2), buf10_s3=buf10.stride(3), buf13_ptr=buf13, buf13_s0=buf13.stride(0), buf13_s1=buf13.stride(1), buf13_s2=buf13.stride(2), buf13_s3=buf13.stride(3), E_c1=2, E_n1=4, E_n2=64, F_n1=_pow2(4), F_n2=_pow2(64), T_c1=T['c1'])
    m20 = inputs['v']
    states26 = torch.full([_cdiv(16, T['c2']), _pow2(2), _pow2(4), 1, _pow2(64)], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(16, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), states26_ptr=states26, states26_s0=states26.stride(0), states26_s1=states26.stride(1), states26_s2=states26.stride(2), states26_s3=states26.stride(3), states26_s4=states26.stride(4), E_c2=16, E_n0=2, E_n1=4, E_n2=64, F_n0=_pow2(2), F_n1=_pow2(4), F_n2=_pow2(64), T_c2=T['c2'])
    states37 = torch.full([_cdiv(64, T['c0']), _pow2(2), _pow2(4), 1, _pow2(16)], float("nan"), dtype=torch.float32, device=device)
    states38 = torch.full([_cdiv(64, T['c0']), _pow2(2), _pow2(4), 1, _pow2(16)], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(_cdiv(64, T['c0']),)](buf13_ptr=buf13, buf13_s0=buf13.stride(0), buf13_s1=buf13.stride(1), buf13_s2=buf13.stride(2), buf13_s3=buf13.stride(3), m20_ptr=m20, m20_s0=m20.stride(0), m20_s1=m20.stride(1), m20_s2=m20.stride(2), m20_s3=m20.stride(3), states26_ptr=states26, states26_s0=states26.stride(0), states26_s1=states26.stride(1), states26_s2=states26.stride(2), states26_s3=states26.stride(3), states26_s4=states26.stride(4), states37_ptr=states37, states37_s0=states37.stride(0), states37_s1=states37.stride(1), states37_s2=states37.stride(2), states37_s3=states37.stride(3), states37_s4=states37.stride(4), states38_ptr=states38, states38_s0=states38.stride(0), states38_s1=states38.stride(1), states38_s2=states38.stride(2), states38_s3=states38.stride(3), states38_s4=states38.stride(4), E_c0=64, E_c2=16, E_n0=2, E_n1=4, E_n2=64, E_n3=16, F_n0=_pow2(2), F_n1=_pow2(4), F_n2=_pow2(64), F_n3=_pow2(16), T_c0=T['c0'], T_c2=T['c2'])
    buf43 = torch.full([2, 4, 1, 16], float("nan"), dtype=torch.float32, device=device)
    buf44 = torch.full([2, 4, 1, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_5[(1,)](states37_ptr=states37, states37_s0=states37.stride(0), states37_s1=states37.stride(1), states37_s2=states37.stride(2), states37_s3=states37.stride(3), states37_s4=states37.stride(4), states38_ptr=states38, states38_s0=states38.stride(0), states38_s1=states38.stride(1), states38_s2=states38.stride(2), states38_s3=states38.stride(3), states38_s4=states38.stride(4), buf43_ptr=buf43, buf43_s0=buf43.stride(0), buf43_s1=buf43.stride(1), buf43_s2=buf43.stride(2), buf43_s3=buf43.stride(3), buf44_ptr=buf44, buf44_s0=buf44.stride(0), buf44_s1=buf44.stride(1), buf44_s2=buf44.stride(2), buf44_s3=buf44.stride(3), E_c0=64, E_n0=2, E_n1=4, E_n3=16, F_n0=_pow2(2), F_n1=_pow2(4), F_n3=_pow2(16), T_c0=T['c0'])
    return buf43


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
