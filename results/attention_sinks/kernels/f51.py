"""attention_sinks [small], candidate 51: 2 kernel(s)

Rendered by EqiForge from candidate 51 of attention_sinks [small]: grid(k.1@1) loop(k.2[32]: rescale) {loop(k.3[16]: sum)} [2 mm] ; grid(k.2@3) loop(k.3[16]: sum) [2 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid k.2@3[32]
    c1: loop k.3[16]
    c2: grid k.1@1[2]
    c3: loop k.2[32]

Run it on its own: `python kernels/f51.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/attention_sinks.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 16, "c1": 8, "c2": 1, "c3": 16}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 32, "c1": 16, "c2": 2, "c3": 32}


@triton.jit
def kernel_0(m2_ptr, m2_s0, m2_s1, m2_s2, m2_s3, m2_s4, m7_ptr, m7_s0, m7_s1, m7_s2, m7_s3, m7_s4, m14_ptr, m14_s0, m14_s1, m14_s2, m14_s3, m14_s4, m17_ptr, m17_s0, m17_s1, m17_s2, m17_s3, m17_s4, m24_ptr, m24_s0, m24_s1, m24_s2, m24_s3, m24_s4, m53_ptr, m53_s0, m53_s1, m53_s2, m53_s3, m53_s4, buf63_ptr, buf63_s0, buf63_s1, buf63_s2, buf63_s3, buf63_s4, E_c1, E_c2, E_c3, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # writes buf63: Combine over grid k.1@1[2]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    acc57 = tl.full([F_n1, T_c2, F_n1, F_n0, 1], -float('inf'), tl.float32)
    acc58 = tl.full([F_n1, T_c2, F_n1, F_n0, 1], 0.0, tl.float32)
    acc59 = tl.full([F_n1, T_c2, F_n1, F_n0, F_n2], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t32 = tl.load(m2_ptr + offs_c3[None, None, None, None, :] * m2_s4, mask=(offs_c3 < E_c3)[None, None, None, None, :], other=0)
        t33 = tl.load(m7_ptr + offs_n0[None, None, None, :, None] * m7_s3 + offs_c3[None, None, None, None, :] * m7_s4, mask=(offs_n0 < E_n0)[None, None, None, :, None] & (offs_c3 < E_c3)[None, None, None, None, :], other=0)
        acc37 = tl.full([F_n1, T_c2, F_n1, F_n0, T_c3], 0.0, tl.float32)
        for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
            offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

            t34 = tl.load(m14_ptr + offs_n1[:, None, None, None, None] * m14_s0 + offs_c2[None, :, None, None, None] * m14_s1 + offs_n1[None, None, :, None, None] * m14_s2 + offs_n0[None, None, None, :, None] * m14_s3 + offs_c1[None, None, None, None, :] * m14_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_c2 < E_c2)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None] & (offs_c1 < E_c1)[None, None, None, None, :], other=0).to(tl.float32)
            t35 = tl.load(m17_ptr + offs_n1[:, None, None, None, None] * m17_s0 + offs_c2[None, :, None, None, None] * m17_s1 + offs_c1[None, None, None, :, None] * m17_s3 + offs_c3[None, None, None, None, :] * m17_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_c2 < E_c2)[None, :, None, None, None] & (offs_c1 < E_c1)[None, None, None, :, None] & (offs_c3 < E_c3)[None, None, None, None, :], other=0).to(tl.float32)
            t36 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, None, :], t34, 0.0), 5) * tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, :, None], t35, 0.0), 3), axis=4)
            acc37 = acc37 + t36
        t38 = tl.where(t33, -float("inf"), acc37)
        t39 = tl.load(m24_ptr + offs_n0[None, None, None, :, None] * m24_s3 + offs_c3[None, None, None, None, :] * m24_s4, mask=(offs_n0 < E_n0)[None, None, None, :, None] & (offs_c3 < E_c3)[None, None, None, None, :], other=0)
        t40 = tl.where(t39, -float("inf"), t38)
        t41 = tl.where(t32, t38, t40)
        t42 = tl.max(tl.where((offs_c3 < E_c3)[None, None, None, None, :], t41, -float('inf')), axis=4, keep_dims=True)
        t43 = (t42) * (0.25)
        t44 = (t41) * (0.25)
        t45 = t43 - (t43)
        t46 = t45 == t45
        t47 = (t46) == 0
        t48 = tl.exp(t43)
        t49 = tl.where(t47, t48, t43)
        t50 = t44 - (t49)
        t51 = tl.exp(t50)
        t52 = tl.sum(tl.where((offs_c3 < E_c3)[None, None, None, None, :], t51, 0.0), axis=4, keep_dims=True)
        t55 = tl.load(m53_ptr + offs_n1[:, None, None, None, None] * m53_s0 + offs_c2[None, :, None, None, None] * m53_s1 + offs_c3[None, None, None, :, None] * m53_s3 + offs_n2[None, None, None, None, :] * m53_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_c2 < E_c2)[None, :, None, None, None] & (offs_c3 < E_c3)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :], other=0).to(tl.float32)
        t56 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, None, :], t51, 0.0), 5) * tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, :, None], t55, 0.0), 3), axis=4)
        m60 = tl.maximum(acc57, t43)
        r61 = tl.where(acc57 == -float("inf"), 0.0, tl.exp(acc57 - m60))
        r62 = tl.where(t43 == -float("inf"), 0.0, tl.exp(t43 - m60))
        acc58 = tl.where(acc57 == -float("inf"), 0.0, acc58 * r61) + tl.where(t43 == -float("inf"), 0.0, t52 * r62)
        acc59 = tl.where(acc57 == -float("inf"), 0.0, acc59 * r61) + tl.where(t43 == -float("inf"), 0.0, t56 * r62)
        acc57 = m60
    tl.store(buf63_ptr + offs_n1[:, None, None, None, None] * buf63_s0 + offs_c2[None, :, None, None, None] * buf63_s1 + offs_n1[None, None, :, None, None] * buf63_s2 + offs_n0[None, None, None, :, None] * buf63_s3, acc57, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_c2 < E_c2)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None])


@triton.jit
def kernel_1(m2_ptr, m2_s0, m2_s1, m2_s2, m2_s3, m2_s4, m7_ptr, m7_s0, m7_s1, m7_s2, m7_s3, m7_s4, m14_ptr, m14_s0, m14_s1, m14_s2, m14_s3, m14_s4, m17_ptr, m17_s0, m17_s1, m17_s2, m17_s3, m17_s4, m24_ptr, m24_s0, m24_s1, m24_s2, m24_s3, m24_s4, buf63_ptr, buf63_s0, buf63_s1, buf63_s2, buf63_s3, buf63_s4, m65_ptr, m65_s0, m65_s1, m65_s2, m65_s3, m65_s4, m53_ptr, m53_s0, m53_s1, m53_s2, m53_s3, m53_s4, buf78_ptr, buf78_s0, buf78_s1, buf78_s2, buf78_s3, buf78_s4, E_c0, E_c1, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf78: Combine over grid k.2@3[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t6 = tl.load(m2_ptr + offs_n0[None, None, None, None, :] * m2_s4, mask=(offs_n0 < E_n0)[None, None, None, None, :], other=0)
    t13 = tl.load(m7_ptr + offs_c0[None, None, None, :, None] * m7_s3 + offs_n0[None, None, None, None, :] * m7_s4, mask=(offs_c0 < E_c0)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0)
    acc22 = tl.full([F_n1, F_n1, F_n1, T_c0, F_n0], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t16 = tl.load(m14_ptr + offs_n1[:, None, None, None, None] * m14_s0 + offs_n1[None, :, None, None, None] * m14_s1 + offs_n1[None, None, :, None, None] * m14_s2 + offs_c0[None, None, None, :, None] * m14_s3 + offs_c1[None, None, None, None, :] * m14_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_c0 < E_c0)[None, None, None, :, None] & (offs_c1 < E_c1)[None, None, None, None, :], other=0).to(tl.float32)
        t20 = tl.load(m17_ptr + offs_n1[:, None, None, None, None] * m17_s0 + offs_n1[None, :, None, None, None] * m17_s1 + offs_c1[None, None, None, :, None] * m17_s3 + offs_n0[None, None, None, None, :] * m17_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_c1 < E_c1)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0).to(tl.float32)
        t21 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, None, :], t16, 0.0), 5) * tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, :, None], t20, 0.0), 3), axis=4)
        acc22 = acc22 + t21
    t23 = tl.where(t13, -float("inf"), acc22)
    t28 = tl.load(m24_ptr + offs_c0[None, None, None, :, None] * m24_s3 + offs_n0[None, None, None, None, :] * m24_s4, mask=(offs_c0 < E_c0)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0)
    t29 = tl.where(t28, -float("inf"), t23)
    t30 = tl.where(t6, t23, t29)
    t31 = (t30) * (0.25)
    t64 = tl.load(buf63_ptr + offs_n1[:, None, None, None, None] * buf63_s0 + offs_n1[None, :, None, None, None] * buf63_s1 + offs_n1[None, None, :, None, None] * buf63_s2 + offs_c0[None, None, None, :, None] * buf63_s3, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_c0 < E_c0)[None, None, None, :, None], other=0).to(tl.float32)
    t67 = tl.load(m65_ptr + offs_n1[None, :, None, None, None] * m65_s1 + offs_n1[None, None, :, None, None] * m65_s2, mask=(offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None], other=0).to(tl.float32)
    t68 = tl.maximum(t64, t67)
    t69 = t31 - (t68)
    t70 = tl.exp(t69)
    t71 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, None, None, :], t70, 0.0), axis=4, keep_dims=True)
    t72 = t67 - (t68)
    t73 = tl.exp(t72)
    t74 = t71 + t73
    t75 = (t70) / (t74)
    t76 = tl.load(m53_ptr + offs_n1[:, None, None, None, None] * m53_s0 + offs_n1[None, :, None, None, None] * m53_s1 + offs_n0[None, None, None, :, None] * m53_s3 + offs_n2[None, None, None, None, :] * m53_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :], other=0).to(tl.float32)
    t77 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, None, None, :], t75, 0.0), 5) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, None, :, None], t76, 0.0), 3), axis=4)
    tl.store(buf78_ptr + offs_n1[:, None, None, None, None] * buf78_s0 + offs_n1[None, :, None, None, None] * buf78_s1 + offs_n1[None, None, :, None, None] * buf78_s2 + offs_c0[None, None, None, :, None] * buf78_s3 + offs_n2[None, None, None, None, :] * buf78_s4, t77, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_c0 < E_c0)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :])


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
    m4 = _iota([32], 0, device)
    m5 = torch.tensor(2.0, dtype=torch.float32, device=device)
    m3 = _BINARY["Lt"](m4, m5)
    m2 = m3.reshape([1, 1, 1, 1, 32])
    m9 = m4.reshape([1, 32])
    m11 = m4.reshape([32, 1])
    m12 = torch.tensor(0.0, dtype=torch.float32, device=device)
    m10 = _BINARY["Add"](m11, m12)
    m8 = _BINARY["Gt"](m9, m10)
    m7 = m8.reshape([1, 1, 1, 32, 32])
    m15 = inputs['q']
    m14 = m15.reshape([2, 2, 2, 32, 16])
    m19 = inputs['k']
    m18 = m19.reshape([2, 2, 1, 32, 16])
    m17 = m18.permute([0, 1, 2, 4, 3])
    m26 = _BINARY["Sub"](m10, m9)
    m27 = torch.tensor(8.0, dtype=torch.float32, device=device)
    m25 = _BINARY["Ge"](m26, m27)
    m24 = m25.reshape([1, 1, 1, 32, 32])
    m54 = inputs['v']
    m53 = m54.reshape([2, 2, 1, 32, 16])
    buf63 = torch.full([2, 2, 2, 32, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(2, T['c2']),)](m2_ptr=m2, m2_s0=m2.stride(0), m2_s1=m2.stride(1), m2_s2=m2.stride(2), m2_s3=m2.stride(3), m2_s4=m2.stride(4), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), m7_s2=m7.stride(2), m7_s3=m7.stride(3), m7_s4=m7.stride(4), m14_ptr=m14, m14_s0=m14.stride(0), m14_s1=m14.stride(1), m14_s2=m14.stride(2), m14_s3=m14.stride(3), m14_s4=m14.stride(4), m17_ptr=m17, m17_s0=m17.stride(0), m17_s1=m17.stride(1), m17_s2=m17.stride(2), m17_s3=m17.stride(3), m17_s4=m17.stride(4), m24_ptr=m24, m24_s0=m24.stride(0), m24_s1=m24.stride(1), m24_s2=m24.stride(2), m24_s3=m24.stride(3), m24_s4=m24.stride(4), m53_ptr=m53, m53_s0=m53.stride(0), m53_s1=m53.stride(1), m53_s2=m53.stride(2), m53_s3=m53.stride(3), m53_s4=m53.stride(4), buf63_ptr=buf63, buf63_s0=buf63.stride(0), buf63_s1=buf63.stride(1), buf63_s2=buf63.stride(2), buf63_s3=buf63.stride(3), buf63_s4=buf63.stride(4), E_c1=16, E_c2=2, E_c3=32, E_n0=32, E_n1=2, E_n2=16, F_n0=_pow2(32), F_n1=_pow2(2), F_n2=_pow2(16), T_c1=T['c1'], T_c2=T['c2'], T_c3=T['c3'])
    m66 = inputs['sinks']
    m65 = m66.reshape([1, 2, 2, 1, 1])
    buf78 = torch.full([2, 2, 2, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(32, T['c0']),)](m2_ptr=m2, m2_s0=m2.stride(0), m2_s1=m2.stride(1), m2_s2=m2.stride(2), m2_s3=m2.stride(3), m2_s4=m2.stride(4), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), m7_s2=m7.stride(2), m7_s3=m7.stride(3), m7_s4=m7.stride(4), m14_ptr=m14, m14_s0=m14.stride(0), m14_s1=m14.stride(1), m14_s2=m14.stride(2), m14_s3=m14.stride(3), m14_s4=m14.stride(4), m17_ptr=m17, m17_s0=m17.stride(0), m17_s1=m17.stride(1), m17_s2=m17.stride(2), m17_s3=m17.stride(3), m17_s4=m17.stride(4), m24_ptr=m24, m24_s0=m24.stride(0), m24_s1=m24.stride(1), m24_s2=m24.stride(2), m24_s3=m24.stride(3), m24_s4=m24.stride(4), buf63_ptr=buf63, buf63_s0=buf63.stride(0), buf63_s1=buf63.stride(1), buf63_s2=buf63.stride(2), buf63_s3=buf63.stride(3), buf63_s4=buf63.stride(4), m65_ptr=m65, m65_s0=m65.stride(0), m65_s1=m65.stride(1), m65_s2=m65.stride(2), m65_s3=m65.stride(3), m65_s4=m65.stride(4), m53_ptr=m53, m53_s0=m53.stride(0), m53_s1=m53.stride(1), m53_s2=m53.stride(2), m53_s3=m53.stride(3), m53_s4=m53.stride(4), buf78_ptr=buf78, buf78_s0=buf78.stride(0), buf78_s1=buf78.stride(1), buf78_s2=buf78.stride(2), buf78_s3=buf78.stride(3), buf78_s4=buf78.stride(4), E_c0=32, E_c1=16, E_n0=32, E_n1=2, E_n2=16, F_n0=_pow2(32), F_n1=_pow2(2), F_n2=_pow2(16), T_c0=T['c0'], T_c1=T['c1'])
    m1 = buf78.reshape([2, 4, 32, 16])
    return m1


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
