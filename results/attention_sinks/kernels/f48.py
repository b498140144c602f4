"""attention_sinks [small], candidate 48: 2 kernel(s)

Rendered by EqiForge from candidate 48 of attention_sinks [small]: store(k.2[32]) ; grid(k.0@0, k.2@2) loop(k.2[32]: rescale, stored) [1 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid k.0@0[2]
    c1: grid k.2@2[32]
    c2: loop k.2[32]

Run it on its own: `python kernels/f48.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/attention_sinks.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 1, "c1": 16, "c2": 16}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m1_s4, m6_ptr, m6_s0, m6_s1, m6_s2, m6_s3, m6_s4, m13_ptr, m13_s0, m13_s1, m13_s2, m13_s3, m13_s4, m16_ptr, m16_s0, m16_s1, m16_s2, m16_s3, m16_s4, m22_ptr, m22_s0, m22_s1, m22_s2, m22_s3, m22_s4, m34_ptr, m34_s0, m34_s1, m34_s2, m34_s3, m34_s4, states38_ptr, states38_s0, states38_s1, states38_s2, states38_s3, states38_s4, states38_s5, states38_s6, states38_s7, states39_ptr, states39_s0, states39_s1, states39_s2, states39_s3, states39_s4, states39_s5, states39_s6, states39_s7, E_c0, E_c1, E_c2, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # stores states38, states39: Collect over loop k.2[32]
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
    t5 = tl.load(m1_ptr + offs_c2[None, None, None, None, :] * m1_s4, mask=(offs_c2 < E_c2)[None, None, None, None, :], other=0)
    t12 = tl.load(m6_ptr + offs_c1[None, None, None, :, None] * m6_s3 + offs_c2[None, None, None, None, :] * m6_s4, mask=(offs_c1 < E_c1)[None, None, None, :, None] & (offs_c2 < E_c2)[None, None, None, None, :], other=0)
    t15 = tl.load(m13_ptr + offs_c0[:, None, None, None, None] * m13_s0 + offs_n0[None, :, None, None, None] * m13_s1 + offs_n0[None, None, :, None, None] * m13_s2 + offs_c1[None, None, None, :, None] * m13_s3 + offs_n1[None, None, None, None, :] * m13_s4, mask=(offs_c0 < E_c0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_c1 < E_c1)[None, None, None, :, None] & (offs_n1 < E_n1)[None, None, None, None, :], other=0).to(tl.float32)
    t19 = tl.load(m16_ptr + offs_c0[:, None, None, None, None] * m16_s0 + offs_n0[None, :, None, None, None] * m16_s1 + offs_n1[None, None, None, :, None] * m16_s3 + offs_c2[None, None, None, None, :] * m16_s4, mask=(offs_c0 < E_c0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, None, :, None] & (offs_c2 < E_c2)[None, None, None, None, :], other=0).to(tl.float32)
    t20 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, None, :], t15, 0.0), 5) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :, None], t19, 0.0), 3), axis=4)
    t21 = tl.where(t12, -float("inf"), t20)
    t26 = tl.load(m22_ptr + offs_c1[None, None, None, :, None] * m22_s3 + offs_c2[None, None, None, None, :] * m22_s4, mask=(offs_c1 < E_c1)[None, None, None, :, None] & (offs_c2 < E_c2)[None, None, None, None, :], other=0)
    t27 = tl.where(t26, -float("inf"), t21)
    t28 = tl.where(t5, t21, t27)
    t29 = tl.max(tl.where((offs_c2 < E_c2)[None, None, None, None, :], t28, -float('inf')), axis=4, keep_dims=True)
    t30 = (t29) * (0.25)
    t31 = (t28) * (0.25)
    t32 = t31 - (t30)
    t33 = tl.exp(t32)
    t36 = tl.load(m34_ptr + offs_c0[:, None, None, None, None] * m34_s0 + offs_n0[None, :, None, None, None] * m34_s1 + offs_c2[None, None, None, :, None] * m34_s3 + offs_n1[None, None, None, None, :] * m34_s4, mask=(offs_c0 < E_c0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_c2 < E_c2)[None, None, None, :, None] & (offs_n1 < E_n1)[None, None, None, None, :], other=0).to(tl.float32)
    t37 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, None, :], t33, 0.0), 5) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :, None], t36, 0.0), 3), axis=4)
    tl.store(states38_ptr + i_c0 * states38_s0 + i_c1 * states38_s1 + i_c2 * states38_s2 + tl.arange(0, T_c0)[:, None, None, None, None] * states38_s3 + tl.arange(0, F_n0)[None, :, None, None, None] * states38_s4 + tl.arange(0, F_n0)[None, None, :, None, None] * states38_s5 + tl.arange(0, T_c1)[None, None, None, :, None] * states38_s6 + tl.zeros([T_c0, F_n0, F_n0, T_c1, 1], tl.int32), t30)
    tl.store(states39_ptr + i_c0 * states39_s0 + i_c1 * states39_s1 + i_c2 * states39_s2 + tl.arange(0, T_c0)[:, None, None, None, None] * states39_s3 + tl.arange(0, F_n0)[None, :, None, None, None] * states39_s4 + tl.arange(0, F_n0)[None, None, :, None, None] * states39_s5 + tl.arange(0, T_c1)[None, None, None, :, None] * states39_s6 + tl.arange(0, F_n1)[None, None, None, None, :] * states39_s7 + tl.zeros([T_c0, F_n0, F_n0, T_c1, F_n1], tl.int32), t37)


@triton.jit
def kernel_1(states38_ptr, states38_s0, states38_s1, states38_s2, states38_s3, states38_s4, states38_s5, states38_s6, states38_s7, states39_ptr, states39_s0, states39_s1, states39_s2, states39_s3, states39_s4, states39_s5, states39_s6, states39_s7, m47_ptr, m47_s0, m47_s1, m47_s2, m47_s3, m47_s4, m54_ptr, m54_s0, m54_s1, m54_s2, m54_s3, m54_s4, m6_ptr, m6_s0, m6_s1, m6_s2, m6_s3, m6_s4, m13_ptr, m13_s0, m13_s1, m13_s2, m13_s3, m13_s4, m16_ptr, m16_s0, m16_s1, m16_s2, m16_s3, m16_s4, m22_ptr, m22_s0, m22_s1, m22_s2, m22_s3, m22_s4, buf74_ptr, buf74_s0, buf74_s1, buf74_s2, buf74_s3, E_c0, E_c1, E_c2, E_n0, E_n1, E_n2, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf74: Combine over grid k.0@0[2], grid k.2@2[32]
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
    offs_n3 = tl.arange(0, F_n3)
    acc42 = tl.full([T_c0, F_n0, F_n0, T_c1, 1], -float('inf'), tl.float32)
    acc43 = tl.full([T_c0, F_n0, F_n0, T_c1, F_n1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t40 = tl.load(states38_ptr + i_c0 * states38_s0 + i_c1 * states38_s1 + i_c2 * states38_s2 + tl.arange(0, T_c0)[:, None, None, None, None] * states38_s3 + tl.arange(0, F_n0)[None, :, None, None, None] * states38_s4 + tl.arange(0, F_n0)[None, None, :, None, None] * states38_s5 + tl.arange(0, T_c1)[None, None, None, :, None] * states38_s6 + tl.zeros([T_c0, F_n0, F_n0, T_c1, 1], tl.int32))
        t41 = tl.load(states39_ptr + i_c0 * states39_s0 + i_c1 * states39_s1 + i_c2 * states39_s2 + tl.arange(0, T_c0)[:, None, None, None, None] * states39_s3 + tl.arange(0, F_n0)[None, :, None, None, None] * states39_s4 + tl.arange(0, F_n0)[None, None, :, None, None] * states39_s5 + tl.arange(0, T_c1)[None, None, None, :, None] * states39_s6 + tl.arange(0, F_n1)[None, None, None, None, :] * states39_s7 + tl.zeros([T_c0, F_n0, F_n0, T_c1, F_n1], tl.int32))
        m44 = tl.maximum(acc42, t40)
        r45 = tl.where(acc42 == -float("inf"), 0.0, tl.exp(acc42 - m44))
        r46 = tl.where(t40 == -float("inf"), 0.0, tl.exp(t40 - m44))
        acc43 = tl.where(acc42 == -float("inf"), 0.0, acc43 * r45) + tl.where(t40 == -float("inf"), 0.0, t41 * r46)
        acc42 = m44
    t49 = tl.load(m47_ptr + offs_n0[None, :, None, None, None] * m47_s1 + offs_n0[None, None, :, None, None] * m47_s2, mask=(offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None], other=0).to(tl.float32)
    t50 = tl.maximum(acc42, t49)
    t51 = acc42 - (t50)
    t52 = tl.exp(t51)
    t53 = (acc43) * (t52)
    t56 = tl.load(m54_ptr + offs_n2[None, None, None, None, :] * m54_s4, mask=(offs_n2 < E_n2)[None, None, None, None, :], other=0)
    t57 = tl.load(m6_ptr + offs_c1[None, None, None, :, None] * m6_s3 + offs_n2[None, None, None, None, :] * m6_s4, mask=(offs_c1 < E_c1)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :], other=0)
    t58 = tl.load(m13_ptr + offs_c0[:, None, None, None, None] * m13_s0 + offs_n0[None, :, None, None, None] * m13_s1 + offs_n0[None, None, :, None, None] * m13_s2 + offs_c1[None, None, None, :, None] * m13_s3 + offs_n1[None, None, None, None, :] * m13_s4, mask=(offs_c0 < E_c0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_c1 < E_c1)[None, None, None, :, None] & (offs_n1 < E_n1)[None, None, None, None, :], other=0).to(tl.float32)
    t59 = tl.load(m16_ptr + offs_c0[:, None, None, None, None] * m16_s0 + offs_n0[None, :, None, None, None] * m16_s1 + offs_n1[None, None, None, :, None] * m16_s3 + offs_n2[None, None, None, None, :] * m16_s4, mask=(offs_c0 < E_c0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :], other=0).to(tl.float32)
    t60 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, None, :], t58, 0.0), 5) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :, None], t59, 0.0), 3), axis=4)
    t61 = tl.where(t57, -float("inf"), t60)
    t62 = tl.load(m22_ptr + offs_c1[None, None, None, :, None] * m22_s3 + offs_n2[None, None, None, None, :] * m22_s4, mask=(offs_c1 < E_c1)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :], other=0)
    t63 = tl.where(t62, -float("inf"), t61)
    t64 = tl.where(t56, t61, t63)
    t65 = (t64) * (0.25)
    t66 = t65 - (t50)
    t67 = tl.exp(t66)
    t68 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, None, :], t67, 0.0), axis=4, keep_dims=True)
    t69 = t49 - (t50)
    t70 = tl.exp(t69)
    t71 = t68 + t70
    t72 = (t53) / (t71)
    t73 = tl.reshape(t72, [T_c0, F_n3, T_c1, F_n1])
    tl.store(buf74_ptr + offs_c0[:, None, None, None] * buf74_s0 + offs_n3[None, :, None, None] * buf74_s1 + offs_c1[None, None, :, None] * buf74_s2 + offs_n1[None, None, None, :] * buf74_s3, t73, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n3 < E_n3)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :])


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
    m4 = torch.tensor(2.0, dtype=torch.float32, device=device)
    m2 = _BINARY["Lt"](m3, m4)
    m1 = m2.reshape([1, 1, 1, 1, 32])
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
    m35 = inputs['v']
    m34 = m35.reshape([2, 2, 1, 32, 16])
    states38 = torch.full([_cdiv(2, T['c0']), _cdiv(32, T['c1']), _cdiv(32, T['c2']), T['c0'], _pow2(2), _pow2(2), T['c1'], 1], float("nan"), dtype=torch.float32, device=device)
    states39 = torch.full([_cdiv(2, T['c0']), _cdiv(32, T['c1']), _cdiv(32, T['c2']), T['c0'], _pow2(2), _pow2(2), T['c1'], _pow2(16)], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(2, T['c0']) * _cdiv(32, T['c1']) * _cdiv(32, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m1_s4=m1.stride(4), m6_ptr=m6, m6_s0=m6.stride(0), m6_s1=m6.stride(1), m6_s2=m6.stride(2), m6_s3=m6.stride(3), m6_s4=m6.stride(4), m13_ptr=m13, m13_s0=m13.stride(0), m13_s1=m13.stride(1), m13_s2=m13.stride(2), m13_s3=m13.stride(3), m13_s4=m13.stride(4), m16_ptr=m16, m16_s0=m16.stride(0), m16_s1=m16.stride(1), m16_s2=m16.stride(2), m16_s3=m16.stride(3), m16_s4=m16.stride(4), m22_ptr=m22, m22_s0=m22.stride(0), m22_s1=m22.stride(1), m22_s2=m22.stride(2), m22_s3=m22.stride(3), m22_s4=m22.stride(4), m34_ptr=m34, m34_s0=m34.stride(0), m34_s1=m34.stride(1), m34_s2=m34.stride(2), m34_s3=m34.stride(3), m34_s4=m34.stride(4), states38_ptr=states38, states38_s0=states38.stride(0), states38_s1=states38.stride(1), states38_s2=states38.stride(2), states38_s3=states38.stride(3), states38_s4=states38.stride(4), states38_s5=states38.stride(5), states38_s6=states38.stride(6), states38_s7=states38.stride(7), states39_ptr=states39, states39_s0=states39.stride(0), states39_s1=states39.stride(1), states39_s2=states39.stride(2), states39_s3=states39.stride(3), states39_s4=states39.stride(4), states39_s5=states39.stride(5), states39_s6=states39.stride(6), states39_s7=states39.stride(7), E_c0=2, E_c1=32, E_c2=32, E_n0=2, E_n1=16, F_n0=_pow2(2), F_n1=_pow2(16), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    m48 = inputs['sinks']
    m47 = m48.reshape([1, 2, 2, 1, 1])
    m55 = m3.reshape([1, 1, 1, 1, 32])
    m54 = _BINARY["Lt"](m55, m4)
    buf74 = torch.full([2, 4, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(2, T['c0']) * _cdiv(32, T['c1']),)](states38_ptr=states38, states38_s0=states38.stride(0), states38_s1=states38.stride(1), states38_s2=states38.stride(2), states38_s3=states38.stride(3), states38_s4=states38.stride(4), states38_s5=states38.stride(5), states38_s6=states38.stride(6), states38_s7=states38.stride(7), states39_ptr=states39, states39_s0=states39.stride(0), states39_s1=states39.stride(1), states39_s2=states39.stride(2), states39_s3=states39.stride(3), states39_s4=states39.stride(4), states39_s5=states39.stride(5), states39_s6=states39.stride(6), states39_s7=states39.stride(7), m47_ptr=m47, m47_s0=m47.stride(0), m47_s1=m47.stride(1), m47_s2=m47.stride(2), m47_s3=m47.stride(3), m47_s4=m47.stride(4), m54_ptr=m54, m54_s0=m54.stride(0), m54_s1=m54.stride(1), m54_s2=m54.stride(2), m54_s3=m54.stride(3), m54_s4=m54.stride(4), m6_ptr=m6, m6_s0=m6.stride(0), m6_s1=m6.stride(1), m6_s2=m6.stride(2), m6_s3=m6.stride(3), m6_s4=m6.stride(4), m13_ptr=m13, m13_s0=m13.stride(0), m13_s1=m13.stride(1), m13_s2=m13.stride(2), m13_s3=m13.stride(3), m13_s4=m13.stride(4), m16_ptr=m16, m16_s0=m16.stride(0), m16_s1=m16.stride(1), m16_s2=m16.stride(2), m16_s3=m16.stride(3), m16_s4=m16.stride(4), m22_ptr=m22, m22_s0=m22.stride(0), m22_s1=m22.stride(1), m22_s2=m22.stride(2), m22_s3=m22.stride(3), m22_s4=m22.stride(4), buf74_ptr=buf74, buf74_s0=buf74.stride(0), buf74_s1=buf74.stride(1), buf74_s2=buf74.stride(2), buf74_s3=buf74.stride(3), E_c0=2, E_c1=32, E_c2=32, E_n0=2, E_n1=16, E_n2=32, E_n3=4, F_n0=_pow2(2), F_n1=_pow2(16), F_n2=_pow2(32), F_n3=_pow2(4), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    return buf74


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
