"""attention_decode [small], candidate 32: 7 kernel(s)

Rendered by EqiForge from candidate 32 of attention_decode [small]: store(k.3[16]) ; grid(k.0@0) loop(k.3[16]: sum, stored) ; grid(k.0@0) ; grid(v.3@3) loop(k.2[64]: pair(sum, sum)) [1 mm] ; store(k.3[16]) ; grid(k.1@1) loop(k.3[16]: sum, stored) ; grid(v.3@3)
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid v.3@3[16]
    c1: grid k.1@1[4]
    c2: loop k.2[64]
    c3: grid k.0@0[2]
    c4: loop k.3[16]

Run it on its own: `python kernels/f32.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/attention_decode.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 8, "c1": 2, "c2": 32, "c3": 1, "c4": 8}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, states7_ptr, states7_s0, states7_s1, states7_s2, states7_s3, states7_s4, states7_s5, E_c3, E_c4, E_n1, E_n3, F_n1: tl.constexpr, F_n3: tl.constexpr, T_c3: tl.constexpr, T_c4: tl.constexpr):
    # stores states7: Collect over loop k.3[16]
    pid = tl.program_id(0)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    i_c4 = pid % tl.cdiv(E_c4, T_c4)
    pid = pid // tl.cdiv(E_c4, T_c4)
    offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n3 = tl.arange(0, F_n3)
    t2 = tl.load(m1_ptr + offs_c3[:, None, None, None] * m1_s0 + offs_n1[None, :, None, None] * m1_s1 + offs_c4[None, None, None, :] * m1_s3, mask=(offs_c3 < E_c3)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c4 < E_c4)[None, None, None, :], other=0).to(tl.float32)
    t5 = tl.load(m3_ptr + offs_c3[:, None, None, None] * m3_s0 + offs_n1[None, :, None, None] * m3_s1 + offs_c4[None, None, :, None] * m3_s2 + offs_n3[None, None, None, :] * m3_s3, mask=(offs_c3 < E_c3)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c4 < E_c4)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t6 = tl.sum(tl.expand_dims(tl.where((offs_c4 < E_c4)[None, None, None, :], t2, 0.0), 4) * tl.expand_dims(tl.where((offs_c4 < E_c4)[None, None, :, None], t5, 0.0), 2), axis=3)
    tl.store(states7_ptr + i_c3 * states7_s0 + i_c4 * states7_s1 + tl.arange(0, T_c3)[:, None, None, None] * states7_s2 + tl.arange(0, F_n1)[None, :, None, None] * states7_s3 + tl.arange(0, F_n3)[None, None, None, :] * states7_s5 + tl.zeros([T_c3, F_n1, 1, F_n3], tl.int32), t6)


@triton.jit
def kernel_1(states7_ptr, states7_s0, states7_s1, states7_s2, states7_s3, states7_s4, states7_s5, buf10_ptr, buf10_s0, buf10_s1, buf10_s2, buf10_s3, E_c3, E_c4, E_n1, E_n3, F_n1: tl.constexpr, F_n3: tl.constexpr, T_c3: tl.constexpr, T_c4: tl.constexpr):
    # writes buf10: Combine over grid k.0@0[2]
    pid = tl.program_id(0)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n3 = tl.arange(0, F_n3)
    acc9 = tl.full([T_c3, F_n1, 1, F_n3], 0.0, tl.float32)
    for i_c4 in range(0, tl.cdiv(E_c4, T_c4)):
        offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)

        t8 = tl.load(states7_ptr + i_c3 * states7_s0 + i_c4 * states7_s1 + tl.arange(0, T_c3)[:, None, None, None] * states7_s2 + tl.arange(0, F_n1)[None, :, None, None] * states7_s3 + tl.arange(0, F_n3)[None, None, None, :] * states7_s5 + tl.zeros([T_c3, F_n1, 1, F_n3], tl.int32))
        acc9 = acc9 + t8
    tl.store(buf10_ptr + offs_c3[:, None, None, None] * buf10_s0 + offs_n1[None, :, None, None] * buf10_s1 + offs_n3[None, None, None, :] * buf10_s3, acc9, mask=(offs_c3 < E_c3)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n3 < E_n3)[None, None, None, :])


@triton.jit
def kernel_2(buf10_ptr, buf10_s0, buf10_s1, buf10_s2, buf10_s3, buf13_ptr, buf13_s0, buf13_s1, buf13_s2, buf13_s3, E_c3, E_n1, E_n3, F_n1: tl.constexpr, F_n3: tl.constexpr, T_c3: tl.constexpr):
    # writes buf13: Combine over grid k.0@0[2]
    pid = tl.program_id(0)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n3 = tl.arange(0, F_n3)
    t11 = tl.load(buf10_ptr + offs_c3[:, None, None, None] * buf10_s0 + offs_n1[None, :, None, None] * buf10_s1 + offs_n3[None, None, None, :] * buf10_s3, mask=(offs_c3 < E_c3)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t12 = (t11) * (0.25)
    tl.store(buf13_ptr + offs_c3[:, None, None, None] * buf13_s0 + offs_n1[None, :, None, None] * buf13_s1 + offs_n3[None, None, None, :] * buf13_s3, t12, mask=(offs_c3 < E_c3)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n3 < E_n3)[None, None, None, :])


@triton.jit
def kernel_3(buf13_ptr, buf13_s0, buf13_s1, buf13_s2, buf13_s3, m16_ptr, m16_s0, m16_s1, m16_s2, m16_s3, buf26_ptr, buf26_s0, buf26_s1, buf26_s2, buf26_s3, E_c0, E_c2, E_n0, E_n1, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n3: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # writes buf26: Combine over grid v.3@3[16]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n3 = tl.arange(0, F_n3)
    t19 = tl.load(buf13_ptr + offs_n0[:, None, None, None] * buf13_s0 + offs_n1[None, :, None, None] * buf13_s1 + offs_n3[None, None, None, :] * buf13_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t20 = tl.max(tl.where((offs_n3 < E_n3)[None, None, None, :], t19, -float('inf')), axis=3, keep_dims=True)
    t21 = tl.exp(t20)
    t22 = 1.0 / (t21)
    acc24 = tl.full([F_n0, F_n1, 1, T_c0], 0.0, tl.float32)
    acc25 = tl.full([F_n0, F_n1, 1, T_c0], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t14 = tl.load(buf13_ptr + offs_n0[:, None, None, None] * buf13_s0 + offs_n1[None, :, None, None] * buf13_s1 + offs_c2[None, None, None, :] * buf13_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
        t15 = tl.exp(t14)
        t17 = tl.load(m16_ptr + offs_n0[:, None, None, None] * m16_s0 + offs_n1[None, :, None, None] * m16_s1 + offs_c2[None, None, :, None] * m16_s2 + offs_c0[None, None, None, :] * m16_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_c0 < E_c0)[None, None, None, :], other=0).to(tl.float32)
        t18 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :], t15, 0.0), 4) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :, None], t17, 0.0), 2), axis=3)
        t23 = (t18) * (t22)
        acc24 = acc24 + t23
        acc25 = acc25 + t18
    tl.store(buf26_ptr + offs_n0[:, None, None, None] * buf26_s0 + offs_n1[None, :, None, None] * buf26_s1 + offs_c0[None, None, None, :] * buf26_s3, acc25, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c0 < E_c0)[None, None, None, :])


@triton.jit
def kernel_4(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, states31_ptr, states31_s0, states31_s1, states31_s2, states31_s3, states31_s4, states31_s5, E_c1, E_c4, E_n0, E_n3, F_n0: tl.constexpr, F_n3: tl.constexpr, T_c1: tl.constexpr, T_c4: tl.constexpr):
    # stores states31: Collect over loop k.3[16]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    i_c4 = pid % tl.cdiv(E_c4, T_c4)
    pid = pid // tl.cdiv(E_c4, T_c4)
    offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n3 = tl.arange(0, F_n3)
    t28 = tl.load(m1_ptr + offs_n0[:, None, None, None] * m1_s0 + offs_c1[None, :, None, None] * m1_s1 + offs_c4[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_c4 < E_c4)[None, None, None, :], other=0).to(tl.float32)
    t29 = tl.load(m3_ptr + offs_n0[:, None, None, None] * m3_s0 + offs_c1[None, :, None, None] * m3_s1 + offs_c4[None, None, :, None] * m3_s2 + offs_n3[None, None, None, :] * m3_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_c4 < E_c4)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t30 = tl.sum(tl.expand_dims(tl.where((offs_c4 < E_c4)[None, None, None, :], t28, 0.0), 4) * tl.expand_dims(tl.where((offs_c4 < E_c4)[None, None, :, None], t29, 0.0), 2), axis=3)
    tl.store(states31_ptr + i_c1 * states31_s0 + i_c4 * states31_s1 + tl.arange(0, F_n0)[:, None, None, None] * states31_s2 + tl.arange(0, T_c1)[None, :, None, None] * states31_s3 + tl.arange(0, F_n3)[None, None, None, :] * states31_s5 + tl.zeros([F_n0, T_c1, 1, F_n3], tl.int32), t30)


@triton.jit
def kernel_5(buf26_ptr, buf26_s0, buf26_s1, buf26_s2, buf26_s3, states31_ptr, states31_s0, states31_s1, states31_s2, states31_s3, states31_s4, states31_s5, buf39_ptr, buf39_s0, buf39_s1, buf39_s2, buf39_s3, E_c1, E_c4, E_n0, E_n2, E_n3, F_n0: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c1: tl.constexpr, T_c4: tl.constexpr):
    # writes buf39: Combine over grid k.1@1[4]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n2 = tl.arange(0, F_n2)
    offs_n3 = tl.arange(0, F_n3)
    t27 = tl.load(buf26_ptr + offs_n0[:, None, None, None] * buf26_s0 + offs_c1[None, :, None, None] * buf26_s1 + offs_n2[None, None, None, :] * buf26_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    acc33 = tl.full([F_n0, T_c1, 1, F_n3], 0.0, tl.float32)
    for i_c4 in range(0, tl.cdiv(E_c4, T_c4)):
        offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)

        t32 = tl.load(states31_ptr + i_c1 * states31_s0 + i_c4 * states31_s1 + tl.arange(0, F_n0)[:, None, None, None] * states31_s2 + tl.arange(0, T_c1)[None, :, None, None] * states31_s3 + tl.arange(0, F_n3)[None, None, None, :] * states31_s5 + tl.zeros([F_n0, T_c1, 1, F_n3], tl.int32))
        acc33 = acc33 + t32
    t34 = tl.max(tl.where((offs_n3 < E_n3)[None, None, None, :], acc33, -float('inf')), axis=3, keep_dims=True)
    t35 = (t34) * (0.25)
    t36 = tl.exp(t35)
    t37 = 1.0 / (t36)
    t38 = (t27) * (t37)
    tl.store(buf39_ptr + offs_n0[:, None, None, None] * buf39_s0 + offs_c1[None, :, None, None] * buf39_s1 + offs_n2[None, None, None, :] * buf39_s3, t38, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :])


@triton.jit
def kernel_6(buf39_ptr, buf39_s0, buf39_s1, buf39_s2, buf39_s3, buf13_ptr, buf13_s0, buf13_s1, buf13_s2, buf13_s3, buf50_ptr, buf50_s0, buf50_s1, buf50_s2, buf50_s3, E_c0, E_n0, E_n1, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n3: tl.constexpr, T_c0: tl.constexpr):
    # writes buf50: Combine over grid v.3@3[16]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n3 = tl.arange(0, F_n3)
    t40 = tl.load(buf39_ptr + offs_n0[:, None, None, None] * buf39_s0 + offs_n1[None, :, None, None] * buf39_s1 + offs_c0[None, None, None, :] * buf39_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c0 < E_c0)[None, None, None, :], other=0).to(tl.float32)
    t41 = tl.load(buf13_ptr + offs_n0[:, None, None, None] * buf13_s0 + offs_n1[None, :, None, None] * buf13_s1 + offs_n3[None, None, None, :] * buf13_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t42 = tl.exp(t41)
    t43 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t42, 0.0), axis=3, keep_dims=True)
    t44 = tl.max(tl.where((offs_n3 < E_n3)[None, None, None, :], t41, -float('inf')), axis=3, keep_dims=True)
    t45 = tl.exp(t44)
    t46 = 1.0 / (t45)
    t47 = (t43) * (t46)
    t48 = 1.0 / (t47)
    t49 = (t40) * (t48)
    tl.store(buf50_ptr + offs_n0[:, None, None, None] * buf50_s0 + offs_n1[None, :, None, None] * buf50_s1 + offs_c0[None, None, None, :] * buf50_s3, t49, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c0 < E_c0)[None, None, None, :])


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
    states7 = torch.full([_cdiv(2, T['c3']), _cdiv(16, T['c4']), T['c3'], _pow2(4), 1, _pow2(64)], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(2, T['c3']) * _cdiv(16, T['c4']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), states7_ptr=states7, states7_s0=states7.stride(0), states7_s1=states7.stride(1), states7_s2=states7.stride(2), states7_s3=states7.stride(3), states7_s4=states7.stride(4), states7_s5=states7.stride(5), E_c3=2, E_c4=16, E_n1=4, E_n3=64, F_n1=_pow2(4), F_n3=_pow2(64), T_c3=T['c3'], T_c4=T['c4'])
    buf10 = torch.full([2, 4, 1, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(2, T['c3']),)](states7_ptr=states7, states7_s0=states7.stride(0), states7_s1=states7.stride(1), states7_s2=states7.stride(2), states7_s3=states7.stride(3), states7_s4=states7.stride(4), states7_s5=states7.stride(5), buf10_ptr=buf10, buf10_s0=buf10.stride(0), buf10_s1=buf10.stride(1), buf10_s2=buf10.stride(2), buf10_s3=buf10.stride(3), E_c3=2, E_c4=16, E_n1=4, E_n3=64, F_n1=_pow2(4), F_n3=_pow2(64), T_c3=T['c3'], T_c4=T['c4'])
    buf13 = torch.full([2, 4, 1, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(2, T['c3']),)](buf10_ptr=buf10, buf10_s0=buf10.stride(0), buf10_s1=buf10.stride(1), buf10_s2=buf10.stride(2), buf10_s3=buf10.stride(3), buf13_ptr=buf13, buf13_s0=buf13.stride(0), buf13_s1=buf13.stride(1), buf13_s2=buf13.stride(2), buf13_s3=buf13.stride(3), E_c3=2, E_n1=4, E_n3=64, F_n1=_pow2(4), F_n3=_pow2(64), T_c3=T['c3'])
    m16 = inputs['v']
    buf26 = torch.full([2, 4, 1, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(16, T['c0']),)](buf13_ptr=buf13, buf13_s0=buf13.stride(0), buf13_s1=buf13.stride(1), buf13_s2=buf13.stride(2), buf13_s3=buf13.stride(3), m16_ptr=m16, m16_s0=m16.stride(0), m16_s1=m16.stride(1), m16_s2=m16.stride(2), m16_s3=m16.stride(3), buf26_ptr=buf26, buf26_s0=buf26.stride(0), buf26_s1=buf26.stride(1), buf26_s2=buf26.stride(2), buf26_s3=buf26.stride(3), E_c0=16, E_c2=64, E_n0=2, E_n1=4, E_n3=64, F_n0=_pow2(2), F_n1=_pow2(4), F_n3=_pow2(64), T_c0=T['c0'], T_c2=T['c2'])
    states31 = torch.full([_cdiv(4, T['c1']), _cdiv(16, T['c4']), _pow2(2), T['c1'], 1, _pow2(64)], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(_cdiv(4, T['c1']) * _cdiv(16, T['c4']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), states31_ptr=states31, states31_s0=states31.stride(0), states31_s1=states31.stride(1), states31_s2=states31.stride(2), states31_s3=states31.stride(3), states31_s4=states31.stride(4), states31_s5=states31.stride(5), E_c1=4, E_c4=16, E_n0=2, E_n3=64, F_n0=_pow2(2), F_n3=_pow2(64), T_c1=T['c1'], T_c4=T['c4'])
    buf39 = torch.full([2, 4, 1, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_5[(_cdiv(4, T['c1']),)](buf26_ptr=buf26, buf26_s0=buf26.stride(0), buf26_s1=buf26.stride(1), buf26_s2=buf26.stride(2), buf26_s3=buf26.stride(3), states31_ptr=states31, states31_s0=states31.stride(0), states31_s1=states31.stride(1), states31_s2=states31.stride(2), states31_s3=states31.stride(3), states31_s4=states31.stride(4), states31_s5=states31.stride(5), buf39_ptr=buf39, buf39_s0=buf39.stride(0), buf39_s1=buf39.stride(1), buf39_s2=buf39.stride(2), buf39_s3=buf39.stride(3), E_c1=4, E_c4=16, E_n0=2, E_n2=16, E_n3=64, F_n0=_pow2(2), F_n2=_pow2(16), F_n3=_pow2(64), T_c1=T['c1'], T_c4=T['c4'])
    buf50 = torch.full([2, 4, 1, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_6[(_cdiv(16, T['c0']),)](buf39_ptr=buf39, buf39_s0=buf39.stride(0), buf39_s1=buf39.stride(1), buf39_s2=buf39.stride(2), buf39_s3=buf39.stride(3), buf13_ptr=buf13, buf13_s0=buf13.stride(0), buf13_s1=buf13.stride(1), buf13_s2=buf13.stride(2), buf13_s3=buf13.stride(3), buf50_ptr=buf50, buf50_s0=buf50.stride(0), buf50_s1=buf50.stride(1), buf50_s2=buf50.stride(2), buf50_s3=buf50.stride(3), E_c0=16, E_n0=2, E_n1=4, E_n3=64, F_n0=_pow2(2), F_n1=_pow2(4), F_n3=_pow2(64), T_c0=T['c0'])
    return buf50


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
