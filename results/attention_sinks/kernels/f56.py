"""attention_sinks [small], candidate 56: 2 kernel(s)

Rendered by EqiForge from candidate 56 of attention_sinks [small]: store(k.2[32]) ; grid(k.0@0, k.2@2, v.3@3) loop(k.2[32]: rescale, stored)
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid k.0@0[2]
    c1: grid k.2@2[32]
    c2: grid v.3@3[16]
    c3: loop k.2[32]

Run it on its own: `python kernels/f56.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/attention_sinks.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 1, "c1": 16, "c2": 8, "c3": 16}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 2, "c1": 32, "c2": 16, "c3": 32}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m1_s4, m6_ptr, m6_s0, m6_s1, m6_s2, m6_s3, m6_s4, m13_ptr, m13_s0, m13_s1, m13_s2, m13_s3, m13_s4, m16_ptr, m16_s0, m16_s1, m16_s2, m16_s3, m16_s4, m22_ptr, m22_s0, m22_s1, m22_s2, m22_s3, m22_s4, m40_ptr, m40_s0, m40_s1, m40_s2, m40_s3, m40_s4, states44_ptr, states44_s0, states44_s1, states44_s2, states44_s3, states44_s4, states44_s5, states44_s6, states44_s7, states44_s8, states45_ptr, states45_s0, states45_s1, states45_s2, states45_s3, states45_s4, states45_s5, states45_s6, states45_s7, states45_s8, states46_ptr, states46_s0, states46_s1, states46_s2, states46_s3, states46_s4, states46_s5, states46_s6, states46_s7, states46_s8, E_c0, E_c1, E_c2, E_c3, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # stores states44, states45, states46: Collect over loop k.2[32]
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
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t5 = tl.load(m1_ptr + offs_c3[None, None, None, None, :] * m1_s4, mask=(offs_c3 < E_c3)[None, None, None, None, :], other=0)
    t12 = tl.load(m6_ptr + offs_c1[None, None, None, :, None] * m6_s3 + offs_c3[None, None, None, None, :] * m6_s4, mask=(offs_c1 < E_c1)[None, None, None, :, None] & (offs_c3 < E_c3)[None, None, None, None, :], other=0)
    t15 = tl.load(m13_ptr + offs_c0[:, None, None, None, None] * m13_s0 + offs_n0[None, :, None, None, None] * m13_s1 + offs_n0[None, None, :, None, None] * m13_s2 + offs_c1[None, None, None, :, None] * m13_s3 + offs_n1[None, None, None, None, :] * m13_s4, mask=(offs_c0 < E_c0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_c1 < E_c1)[None, None, None, :, None] & (offs_n1 < E_n1)[None, None, None, None, :], other=0).to(tl.float32)
    t19 = tl.load(m16_ptr + offs_c0[:, None, None, None, None] * m16_s0 + offs_n0[None, :, None, None, None] * m16_s1 + offs_n1[None, None, None, :, None] * m16_s3 + offs_c3[None, None, None, None, :] * m16_s4, mask=(offs_c0 < E_c0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, None, :, None] & (offs_c3 < E_c3)[None, None, None, None, :], other=0).to(tl.float32)
    t20 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, None, :], t15, 0.0), 5) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :, None], t19, 0.0), 3), axis=4)
    t21 = tl.where(t12, -float("inf"), t20)
    t26 = tl.load(m22_ptr + offs_c1[None, None, None, :, None] * m22_s3 + offs_c3[None, None, None, None, :] * m22_s4, mask=(offs_c1 < E_c1)[None, None, None, :, None] & (offs_c3 < E_c3)[None, None, None, None, :], other=0)
    t27 = tl.where(t26, -float("inf"), t21)
    t28 = tl.where(t5, t21, t27)
    t29 = tl.max(tl.where((offs_c3 < E_c3)[None, None, None, None, :], t28, -float('inf')), axis=4, keep_dims=True)
    t30 = (t29) * (0.25)
    t31 = (t28) * (0.25)
    t32 = t30 - (t30)
    t33 = t32 == t32
    t34 = (t33) == 0
    t35 = tl.exp(t30)
    t36 = tl.where(t34, t35, t30)
    t37 = t31 - (t36)
    t38 = tl.exp(t37)
    t39 = tl.sum(tl.where((offs_c3 < E_c3)[None, None, None, None, :], t38, 0.0), axis=4, keep_dims=True)
    t42 = tl.load(m40_ptr + offs_c0[:, None, None, None, None] * m40_s0 + offs_n0[None, :, None, None, None] * m40_s1 + offs_c3[None, None, None, :, None] * m40_s3 + offs_c2[None, None, None, None, :] * m40_s4, mask=(offs_c0 < E_c0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_c3 < E_c3)[None, None, None, :, None] & (offs_c2 < E_c2)[None, None, None, None, :], other=0).to(tl.float32)
    t43 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, None, :], t38, 0.0), 5) * tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, :, None], t42, 0.0), 3), axis=4)
    tl.store(states44_ptr + i_c0 * states44_s0 + i_c1 * states44_s1 + i_c2 * states44_s2 + i_c3 * states44_s3 + tl.arange(0, T_c0)[:, None, None, None, None] * states44_s4 + tl.arange(0, F_n0)[None, :, None, None, None] * states44_s5 + tl.arange(0, F_n0)[None, None, :, None, None] * states44_s6 + tl.arange(0, T_c1)[None, None, None, :, None] * states44_s7 + tl.zeros([T_c0, F_n0, F_n0, T_c1, 1], tl.int32), t30)
    tl.store(states45_ptr + i_c0 * states45_s0 + i_c1 * states45_s1 + i_c2 * states45_s2 + i_c3 * states45_s3 + tl.arange(0, T_c0)[:, None, None, None, None] * states45_s4 + tl.arange(0, F_n0)[None, :, None, None, None] * states45_s5 + tl.arange(0, F_n0)[None, None, :, None, None] * states45_s6 + tl.arange(0, T_c1)[None, None, None, :, None] * states45_s7 + tl.zeros([T_c0, F_n0, F_n0, T_c1, 1], tl.int32), t39)
    tl.store(states46_ptr + i_c0 * states46_s0 + i_c1 * states46_s1 + i_c2 * states46_s2 + i_c3 * states46_s3 + tl.arange(0, T_c0)[:, None, None, None, None] * states46_s4 + tl.arange(0, F_n0)[None, :, None, None, None] * states46_s5 + tl.arange(0, F_n0)[None, None, :, None, None] * states46_s6 + tl.arange(0, T_c1)[None, None, None, :, None] * states46_s7 + tl.arange(0, T_c2)[None, None, None, None, :] * states46_s8 + tl.zeros([T_c0, F_n0, F_n0, T_c1, T_c2], tl.int32), t43)


@triton.jit
def kernel_1(states44_ptr, states44_s0, states44_s1, states44_s2, states44_s3, states44_s4, states44_s5, states44_s6, states44_s7, states44_s8, states45_ptr, states45_s0, states45_s1, states45_s2, states45_s3, states45_s4, states45_s5, states45_s6, states45_s7, states45_s8, states46_ptr, states46_s0, states46_s1, states46_s2, states46_s3, states46_s4, states46_s5, states46_s6, states46_s7, states46_s8, m56_ptr, m56_s0, m56_s1, m56_s2, m56_s3, m56_s4, buf69_ptr, buf69_s0, buf69_s1, buf69_s2, buf69_s3, E_c0, E_c1, E_c2, E_c3, E_n0, E_n2, F_n0: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # writes buf69: Combine over grid k.0@0[2], grid k.2@2[32], grid v.3@3[16]
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
    offs_n2 = tl.arange(0, F_n2)
    acc50 = tl.full([T_c0, F_n0, F_n0, T_c1, 1], -float('inf'), tl.float32)
    acc51 = tl.full([T_c0, F_n0, F_n0, T_c1, 1], 0.0, tl.float32)
    acc52 = tl.full([T_c0, F_n0, F_n0, T_c1, T_c2], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t47 = tl.load(states44_ptr + i_c0 * states44_s0 + i_c1 * states44_s1 + i_c2 * states44_s2 + i_c3 * states44_s3 + tl.arange(0, T_c0)[:, None, None, None, None] * states44_s4 + tl.arange(0, F_n0)[None, :, None, None, None] * states44_s5 + tl.arange(0, F_n0)[None, None, :, None, None] * states44_s6 + tl.arange(0, T_c1)[None, None, None, :, None] * states44_s7 + tl.zeros([T_c0, F_n0, F_n0, T_c1, 1], tl.int32))
        t48 = tl.load(states45_ptr + i_c0 * states45_s0 + i_c1 * states45_s1 + i_c2 * states45_s2 + i_c3 * states45_s3 + tl.arange(0, T_c0)[:, None, None, None, None] * states45_s4 + tl.arange(0, F_n0)[None, :, None, None, None] * states45_s5 + tl.arange(0, F_n0)[None, None, :, None, None] * states45_s6 + tl.arange(0, T_c1)[None, None, None, :, None] * states45_s7 + tl.zeros([T_c0, F_n0, F_n0, T_c1, 1], tl.int32))
        t49 = tl.load(states46_ptr + i_c0 * states46_s0 + i_c1 * states46_s1 + i_c2 * states46_s2 + i_c3 * states46_s3 + tl.arange(0, T_c0)[:, None, None, None, None] * states46_s4 + tl.arange(0, F_n0)[None, :, None, None, None] * states46_s5 + tl.arange(0, F_n0)[None, None, :, None, None] * states46_s6 + tl.arange(0, T_c1)[None, None, None, :, None] * states46_s7 + tl.arange(0, T_c2)[None, None, None, None, :] * states46_s8 + tl.zeros([T_c0, F_n0, F_n0, T_c1, T_c2], tl.int32))
        m53 = tl.maximum(acc50, t47)
        r54 = tl.where(acc50 == -float("inf"), 0.0, tl.exp(acc50 - m53))
        r55 = tl.where(t47 == -float("inf"), 0.0, tl.exp(t47 - m53))
        acc51 = tl.where(acc50 == -float("inf"), 0.0, acc51 * r54) + tl.where(t47 == -float("inf"), 0.0, t48 * r55)
        acc52 = tl.where(acc50 == -float("inf"), 0.0, acc52 * r54) + tl.where(t47 == -float("inf"), 0.0, t49 * r55)
        acc50 = m53
    t58 = tl.load(m56_ptr + offs_n0[None, :, None, None, None] * m56_s1 + offs_n0[None, None, :, None, None] * m56_s2, mask=(offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None], other=0).to(tl.float32)
    t59 = tl.maximum(acc50, t58)
    t60 = acc50 - (t59)
    t61 = tl.exp(t60)
    t62 = (acc52) * (t61)
    t63 = (acc51) * (t61)
    t64 = t58 - (t59)
    t65 = tl.exp(t64)
    t66 = t63 + t65
    t67 = (t62) / (t66)
    t68 = tl.reshape(t67, [T_c0, F_n2, T_c1, T_c2])
    tl.store(buf69_ptr + offs_c0[:, None, None, None] * buf69_s0 + offs_n2[None, :, None, None] * buf69_s1 + offs_c1[None, None, :, None] * buf69_s2 + offs_c2[None, None, None, :] * buf69_s3, t68, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :])


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
    m3 = _iota([32], 0, device)
    m2 = m3.reshape([1, 1, 1, 1, 32])
    m4 = torch.tensor(2.0, dtype=torch.float32, device=device)
    m1 = _BINARY["Lt"](m2, m4)
    m8 = m3.reshape([1, 32])
    m11 = torch.tensor(0.0, dtype=torch.float32, device=device)
    m10 = _BINARY["Add"](m3, m11)
    m9 = m10.reshape([32, 1])
    m7 = _BINARY["Gt"](m8, m9)
    m6 = m7.reshape([1, 1, 1, 32, 32])
    m14 = inputs['q']
    m13 = m14.reshape([2, 2, 2, 32, 16])
    m18 = inputs['k']
    m17 = m18.reshape([2, 2, 1, 32, 16])
    m16 = m17.permute([0, 1, 2, 4, 3])
    m24 = _BINARY["Sub"](m9, m8)
    m25 = torch.tensor(8.0, dtype=torch.float32, device=device)
    m23 = _BINARY["Ge"](m24, m25)
    m22 = m23.reshape([1, 1, 1, 32, 32])
    m41 = inputs['v']
    m40 = m41.reshape([2, 2, 1, 32, 16])
    states44 = torch.full([_cdiv(2, T['c0']), _cdiv(32, T['c1']), _cdiv(16, T['c2']), _cdiv(32, T['c3']), T['c0'], _pow2(2), _pow2(2), T['c1'], 1], float("nan"), dtype=torch.float32, device=device)
    states45 = torch.full([_cdiv(2, T['c0']), _cdiv(32, T['c1']), _cdiv(16, T['c2']), _cdiv(32, T['c3']), T['c0'], _pow2(2), _pow2(2), T['c1'], 1], float("nan"), dtype=torch.float32, device=device)
    states46 = torch.full([_cdiv(2, T['c0']), _cdiv(32, T['c1']), _cdiv(16, T['c2']), _cdiv(32, T['c3']), T['c0'], _pow2(2), _pow2(2), T['c1'], T['c2']], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(2, T['c0']) * _cdiv(32, T['c1']) * _cdiv(16, T['c2']) * _cdiv(32, T['c3']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m1_s4=m1.stride(4), m6_ptr=m6, m6_s0=m6.stride(0), m6_s1=m6.stride(1), m6_s2=m6.stride(2), m6_s3=m6.stride(3), m6_s4=m6.stride(4), m13_ptr=m13, m13_s0=m13.stride(0), m13_s1=m13.stride(1), m13_s2=m13.stride(2), m13_s3=m13.stride(3), m13_s4=m13.stride(4), m16_ptr=m16, m16_s0=m16.stride(0), m16_s1=m16.stride(1), m16_s2=m16.stride(2), m16_s3=m16.stride(3), m16_s4=m16.stride(4), m22_ptr=m22, m22_s0=m22.stride(0), m22_s1=m22.stride(1), m22_s2=m22.stride(2), m22_s3=m22.stride(3), m22_s4=m22.stride(4), m40_ptr=m40, m40_s0=m40.stride(0), m40_s1=m40.stride(1), m40_s2=m40.stride(2), m40_s3=m40.stride(3), m40_s4=m40.stride(4), states44_ptr=states44, states44_s0=states44.stride(0), states44_s1=states44.stride(1), states44_s2=states44.stride(2), states44_s3=states44.stride(3), states44_s4=states44.stride(4), states44_s5=states44.stride(5), states44_s6=states44.stride(6), states44_s7=states44.stride(7), states44_s8=states44.stride(8), states45_ptr=states45, states45_s0=states45.stride(0), states45_s1=states45.stride(1), states45_s2=states45.stride(2), states45_s3=states45.stride(3), states45_s4=states45.stride(4), states45_s5=states45.stride(5), states45_s6=states45.stride(6), states45_s7=states45.stride(7), states45_s8=states45.stride(8), states46_ptr=states46, states46_s0=states46.stride(0), states46_s1=states46.stride(1), states46_s2=states46.stride(2), states46_s3=states46.stride(3), states46_s4=states46.stride(4), states46_s5=states46.stride(5), states46_s6=states46.stride(6), states46_s7=states46.stride(7), states46_s8=states46.stride(8), E_c0=2, E_c1=32, E_c2=16, E_c3=32, E_n0=2, E_n1=16, F_n0=_pow2(2), F_n1=_pow2(16), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'], T_c3=T['c3'])
    m57 = inputs['sinks']
    m56 = m57.reshape([1, 2, 2, 1, 1])
    buf69 = torch.full([2, 4, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(2, T['c0']) * _cdiv(32, T['c1']) * _cdiv(16, T['c2']),)](states44_ptr=states44, states44_s0=states44.stride(0), states44_s1=states44.stride(1), states44_s2=states44.stride(2), states44_s3=states44.stride(3), states44_s4=states44.stride(4), states44_s5=states44.stride(5), states44_s6=states44.stride(6), states44_s7=states44.stride(7), states44_s8=states44.stride(8), states45_ptr=states45, states45_s0=states45.stride(0), states45_s1=states45.stride(1), states45_s2=states45.stride(2), states45_s3=states45.stride(3), states45_s4=states45.stride(4), states45_s5=states45.stride(5), states45_s6=states45.stride(6), states45_s7=states45.stride(7), states45_s8=states45.stride(8), states46_ptr=states46, states46_s0=states46.stride(0), states46_s1=states46.stride(1), states46_s2=states46.stride(2), states46_s3=states46.stride(3), states46_s4=states46.stride(4), states46_s5=states46.stride(5), states46_s6=states46.stride(6), states46_s7=states46.stride(7), states46_s8=states46.stride(8), m56_ptr=m56, m56_s0=m56.stride(0), m56_s1=m56.stride(1), m56_s2=m56.stride(2), m56_s3=m56.stride(3), m56_s4=m56.stride(4), buf69_ptr=buf69, buf69_s0=buf69.stride(0), buf69_s1=buf69.stride(1), buf69_s2=buf69.stride(2), buf69_s3=buf69.stride(3), E_c0=2, E_c1=32, E_c2=16, E_c3=32, E_n0=2, E_n2=4, F_n0=_pow2(2), F_n2=_pow2(4), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'], T_c3=T['c3'])
    return buf69


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
