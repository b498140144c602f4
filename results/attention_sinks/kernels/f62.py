"""attention_sinks [small], candidate 62: 2 kernel(s)

Rendered by EqiForge from candidate 62 of attention_sinks [small]: store(k.2[32]) ; grid(k.0@0, k.2@2, v.3@3) loop(k.2[32]: sum, stored) [2 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid k.0@0[2]
    c1: grid k.2@2[32]
    c2: grid v.3@3[16]
    c3: loop k.2[32]

Run it on its own: `python kernels/f62.py` checks it once against PyTorch on random inputs.
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
def kernel_0(m42_ptr, m42_s0, m42_s1, m42_s2, m42_s3, m42_s4, m6_ptr, m6_s0, m6_s1, m6_s2, m6_s3, m6_s4, m13_ptr, m13_s0, m13_s1, m13_s2, m13_s3, m13_s4, m16_ptr, m16_s0, m16_s1, m16_s2, m16_s3, m16_s4, m22_ptr, m22_s0, m22_s1, m22_s2, m22_s3, m22_s4, m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m1_s4, m32_ptr, m32_s0, m32_s1, m32_s2, m32_s3, m32_s4, states69_ptr, states69_s0, states69_s1, states69_s2, states69_s3, states69_s4, states69_s5, states69_s6, states69_s7, E_c0, E_c1, E_c3, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c3: tl.constexpr):
    # stores states69: Collect over loop k.2[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n0 = tl.arange(0, F_n0)
    t44 = tl.load(m42_ptr + offs_c3[None, None, None, None, :] * m42_s4, mask=(offs_c3 < E_c3)[None, None, None, None, :], other=0)
    t45 = tl.load(m6_ptr + offs_c1[None, None, None, :, None] * m6_s3 + offs_c3[None, None, None, None, :] * m6_s4, mask=(offs_c1 < E_c1)[None, None, None, :, None] & (offs_c3 < E_c3)[None, None, None, None, :], other=0)
    t46 = tl.load(m13_ptr + offs_c0[:, None, None, None, None] * m13_s0 + offs_n1[None, :, None, None, None] * m13_s1 + offs_n1[None, None, :, None, None] * m13_s2 + offs_c1[None, None, None, :, None] * m13_s3 + offs_n2[None, None, None, None, :] * m13_s4, mask=(offs_c0 < E_c0)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_c1 < E_c1)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :], other=0).to(tl.float32)
    t47 = tl.load(m16_ptr + offs_c0[:, None, None, None, None] * m16_s0 + offs_n1[None, :, None, None, None] * m16_s1 + offs_n2[None, None, None, :, None] * m16_s3 + offs_c3[None, None, None, None, :] * m16_s4, mask=(offs_c0 < E_c0)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n2 < E_n2)[None, None, None, :, None] & (offs_c3 < E_c3)[None, None, None, None, :], other=0).to(tl.float32)
    t48 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, None, :], t46, 0.0), 5) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :, None], t47, 0.0), 3), axis=4)
    t49 = tl.where(t45, -float("inf"), t48)
    t50 = tl.load(m22_ptr + offs_c1[None, None, None, :, None] * m22_s3 + offs_c3[None, None, None, None, :] * m22_s4, mask=(offs_c1 < E_c1)[None, None, None, :, None] & (offs_c3 < E_c3)[None, None, None, None, :], other=0)
    t51 = tl.where(t50, -float("inf"), t49)
    t52 = tl.where(t44, t49, t51)
    t53 = (t52) * (0.25)
    t54 = tl.load(m1_ptr + offs_n0[None, None, None, None, :] * m1_s4, mask=(offs_n0 < E_n0)[None, None, None, None, :], other=0)
    t55 = tl.load(m6_ptr + offs_c1[None, None, None, :, None] * m6_s3 + offs_n0[None, None, None, None, :] * m6_s4, mask=(offs_c1 < E_c1)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0)
    t56 = tl.load(m16_ptr + offs_c0[:, None, None, None, None] * m16_s0 + offs_n1[None, :, None, None, None] * m16_s1 + offs_n2[None, None, None, :, None] * m16_s3 + offs_n0[None, None, None, None, :] * m16_s4, mask=(offs_c0 < E_c0)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n2 < E_n2)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0).to(tl.float32)
    t57 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, None, :], t46, 0.0), 5) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :, None], t56, 0.0), 3), axis=4)
    t58 = tl.where(t55, -float("inf"), t57)
    t59 = tl.load(m22_ptr + offs_c1[None, None, None, :, None] * m22_s3 + offs_n0[None, None, None, None, :] * m22_s4, mask=(offs_c1 < E_c1)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0)
    t60 = tl.where(t59, -float("inf"), t58)
    t61 = tl.where(t54, t58, t60)
    t62 = tl.max(tl.where((offs_n0 < E_n0)[None, None, None, None, :], t61, -float('inf')), axis=4, keep_dims=True)
    t63 = (t62) * (0.25)
    t64 = tl.load(m32_ptr + offs_n1[None, :, None, None, None] * m32_s1 + offs_n1[None, None, :, None, None] * m32_s2, mask=(offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None], other=0).to(tl.float32)
    t65 = tl.maximum(t63, t64)
    t66 = t53 - (t65)
    t67 = tl.exp(t66)
    t68 = tl.sum(tl.where((offs_c3 < E_c3)[None, None, None, None, :], t67, 0.0), axis=4, keep_dims=True)
    tl.store(states69_ptr + i_c0 * states69_s0 + i_c1 * states69_s1 + i_c3 * states69_s2 + tl.arange(0, T_c0)[:, None, None, None, None] * states69_s3 + tl.arange(0, F_n1)[None, :, None, None, None] * states69_s4 + tl.arange(0, F_n1)[None, None, :, None, None] * states69_s5 + tl.arange(0, T_c1)[None, None, None, :, None] * states69_s6 + tl.zeros([T_c0, F_n1, F_n1, T_c1, 1], tl.int32), t68)


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m1_s4, m6_ptr, m6_s0, m6_s1, m6_s2, m6_s3, m6_s4, m13_ptr, m13_s0, m13_s1, m13_s2, m13_s3, m13_s4, m16_ptr, m16_s0, m16_s1, m16_s2, m16_s3, m16_s4, m22_ptr, m22_s0, m22_s1, m22_s2, m22_s3, m22_s4, m32_ptr, m32_s0, m32_s1, m32_s2, m32_s3, m32_s4, m38_ptr, m38_s0, m38_s1, m38_s2, m38_s3, m38_s4, states69_ptr, states69_s0, states69_s1, states69_s2, states69_s3, states69_s4, states69_s5, states69_s6, states69_s7, buf77_ptr, buf77_s0, buf77_s1, buf77_s2, buf77_s3, E_c0, E_c1, E_c2, E_c3, E_n0, E_n1, E_n2, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # writes buf77: Combine over grid k.0@0[2], grid k.2@2[32], grid v.3@3[16]
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
    offs_n2 = tl.arange(0, F_n2)
    offs_n3 = tl.arange(0, F_n3)
    t5 = tl.load(m1_ptr + offs_n0[None, None, None, None, :] * m1_s4, mask=(offs_n0 < E_n0)[None, None, None, None, :], other=0)
    t12 = tl.load(m6_ptr + offs_c1[None, None, None, :, None] * m6_s3 + offs_n0[None, None, None, None, :] * m6_s4, mask=(offs_c1 < E_c1)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0)
    t15 = tl.load(m13_ptr + offs_c0[:, None, None, None, None] * m13_s0 + offs_n1[None, :, None, None, None] * m13_s1 + offs_n1[None, None, :, None, None] * m13_s2 + offs_c1[None, None, None, :, None] * m13_s3 + offs_n2[None, None, None, None, :] * m13_s4, mask=(offs_c0 < E_c0)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_c1 < E_c1)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :], other=0).to(tl.float32)
    t19 = tl.load(m16_ptr + offs_c0[:, None, None, None, None] * m16_s0 + offs_n1[None, :, None, None, None] * m16_s1 + offs_n2[None, None, None, :, None] * m16_s3 + offs_n0[None, None, None, None, :] * m16_s4, mask=(offs_c0 < E_c0)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n2 < E_n2)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0).to(tl.float32)
    t20 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, None, :], t15, 0.0), 5) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :, None], t19, 0.0), 3), axis=4)
    t21 = tl.where(t12, -float("inf"), t20)
    t26 = tl.load(m22_ptr + offs_c1[None, None, None, :, None] * m22_s3 + offs_n0[None, None, None, None, :] * m22_s4, mask=(offs_c1 < E_c1)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0)
    t27 = tl.where(t26, -float("inf"), t21)
    t28 = tl.where(t5, t21, t27)
    t29 = (t28) * (0.25)
    t30 = tl.max(tl.where((offs_n0 < E_n0)[None, None, None, None, :], t28, -float('inf')), axis=4, keep_dims=True)
    t31 = (t30) * (0.25)
    t34 = tl.load(m32_ptr + offs_n1[None, :, None, None, None] * m32_s1 + offs_n1[None, None, :, None, None] * m32_s2, mask=(offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None], other=0).to(tl.float32)
    t35 = tl.maximum(t31, t34)
    t36 = t29 - (t35)
    t37 = tl.exp(t36)
    t40 = tl.load(m38_ptr + offs_c0[:, None, None, None, None] * m38_s0 + offs_n1[None, :, None, None, None] * m38_s1 + offs_n0[None, None, None, :, None] * m38_s3 + offs_c2[None, None, None, None, :] * m38_s4, mask=(offs_c0 < E_c0)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, None, :, None] & (offs_c2 < E_c2)[None, None, None, None, :], other=0).to(tl.float32)
    t41 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, None, None, :], t37, 0.0), 5) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, None, :, None], t40, 0.0), 3), axis=4)
    acc71 = tl.full([T_c0, F_n1, F_n1, T_c1, 1], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t70 = tl.load(states69_ptr + i_c0 * states69_s0 + i_c1 * states69_s1 + i_c3 * states69_s2 + tl.arange(0, T_c0)[:, None, None, None, None] * states69_s3 + tl.arange(0, F_n1)[None, :, None, None, None] * states69_s4 + tl.arange(0, F_n1)[None, None, :, None, None] * states69_s5 + tl.arange(0, T_c1)[None, None, None, :, None] * states69_s6 + tl.zeros([T_c0, F_n1, F_n1, T_c1, 1], tl.int32))
        acc71 = acc71 + t70
    t72 = t34 - (t35)
    t73 = tl.exp(t72)
    t74 = acc71 + t73
    t75 = (t41) / (t74)
    t76 = tl.reshape(t75, [T_c0, F_n3, T_c1, T_c2])
    tl.store(buf77_ptr + offs_c0[:, None, None, None] * buf77_s0 + offs_n3[None, :, None, None] * buf77_s1 + offs_c1[None, None, :, None] * buf77_s2 + offs_c2[None, None, None, :] * buf77_s3, t76, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n3 < E_n3)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :])


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
    m33 = inputs['sinks']
    m32 = m33.reshape([1, 2, 2, 1, 1])
    m39 = inputs['v']
    m38 = m39.reshape([2, 2, 1, 32, 16])
    m43 = m3.reshape([1, 1, 1, 1, 32])
    m42 = _BINARY["Lt"](m43, m4)
    states69 = torch.full([_cdiv(2, T['c0']), _cdiv(32, T['c1']), _cdiv(32, T['c3']), T['c0'], _pow2(2), _pow2(2), T['c1'], 1], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(2, T['c0']) * _cdiv(32, T['c1']) * _cdiv(32, T['c3']),)](m42_ptr=m42, m42_s0=m42.stride(0), m42_s1=m42.stride(1), m42_s2=m42.stride(2), m42_s3=m42.stride(3), m42_s4=m42.stride(4), m6_ptr=m6, m6_s0=m6.stride(0), m6_s1=m6.stride(1), m6_s2=m6.stride(2), m6_s3=m6.stride(3), m6_s4=m6.stride(4), m13_ptr=m13, m13_s0=m13.stride(0), m13_s1=m13.stride(1), m13_s2=m13.stride(2), m13_s3=m13.stride(3), m13_s4=m13.stride(4), m16_ptr=m16, m16_s0=m16.stride(0), m16_s1=m16.stride(1), m16_s2=m16.stride(2), m16_s3=m16.stride(3), m16_s4=m16.stride(4), m22_ptr=m22, m22_s0=m22.stride(0), m22_s1=m22.stride(1), m22_s2=m22.stride(2), m22_s3=m22.stride(3), m22_s4=m22.stride(4), m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m1_s4=m1.stride(4), m32_ptr=m32, m32_s0=m32.stride(0), m32_s1=m32.stride(1), m32_s2=m32.stride(2), m32_s3=m32.stride(3), m32_s4=m32.stride(4), states69_ptr=states69, states69_s0=states69.stride(0), states69_s1=states69.stride(1), states69_s2=states69.stride(2), states69_s3=states69.stride(3), states69_s4=states69.stride(4), states69_s5=states69.stride(5), states69_s6=states69.stride(6), states69_s7=states69.stride(7), E_c0=2, E_c1=32, E_c3=32, E_n0=32, E_n1=2, E_n2=16, F_n0=_pow2(32), F_n1=_pow2(2), F_n2=_pow2(16), T_c0=T['c0'], T_c1=T['c1'], T_c3=T['c3'])
    buf77 = torch.full([2, 4, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(2, T['c0']) * _cdiv(32, T['c1']) * _cdiv(16, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m1_s4=m1.stride(4), m6_ptr=m6, m6_s0=m6.stride(0), m6_s1=m6.stride(1), m6_s2=m6.stride(2), m6_s3=m6.stride(3), m6_s4=m6.stride(4), m13_ptr=m13, m13_s0=m13.stride(0), m13_s1=m13.stride(1), m13_s2=m13.stride(2), m13_s3=m13.stride(3), m13_s4=m13.stride(4), m16_ptr=m16, m16_s0=m16.stride(0), m16_s1=m16.stride(1), m16_s2=m16.stride(2), m16_s3=m16.stride(3), m16_s4=m16.stride(4), m22_ptr=m22, m22_s0=m22.stride(0), m22_s1=m22.stride(1), m22_s2=m22.stride(2), m22_s3=m22.stride(3), m22_s4=m22.stride(4), m32_ptr=m32, m32_s0=m32.stride(0), m32_s1=m32.stride(1), m32_s2=m32.stride(2), m32_s3=m32.stride(3), m32_s4=m32.stride(4), m38_ptr=m38, m38_s0=m38.stride(0), m38_s1=m38.stride(1), m38_s2=m38.stride(2), m38_s3=m38.stride(3), m38_s4=m38.stride(4), states69_ptr=states69, states69_s0=states69.stride(0), states69_s1=states69.stride(1), states69_s2=states69.stride(2), states69_s3=states69.stride(3), states69_s4=states69.stride(4), states69_s5=states69.stride(5), states69_s6=states69.stride(6), states69_s7=states69.stride(7), buf77_ptr=buf77, buf77_s0=buf77.stride(0), buf77_s1=buf77.stride(1), buf77_s2=buf77.stride(2), buf77_s3=buf77.stride(3), E_c0=2, E_c1=32, E_c2=16, E_c3=32, E_n0=32, E_n1=2, E_n2=16, E_n3=4, F_n0=_pow2(32), F_n1=_pow2(2), F_n2=_pow2(16), F_n3=_pow2(4), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'], T_c3=T['c3'])
    return buf77


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
