"""fz0_0025 [small], candidate 1: 2 kernel(s)

Rendered by EqiForge from candidate 1 of fz0_0025 [small]: grid(x0.0@0) loop(x0.1[8]: sum) [1 mm] ; grid(x2.1@1) loop(x1.0[4]: rescale) loop(x1.0[4]: rescale) [1 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x2.1@1[8]
    c1: loop x1.0[4]
    c2: grid x0.0@0[8]
    c3: loop x0.1[8]

Run it on its own: `python fz0_0025_f01.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = '/work/main/results/fuzz/fz0_0025_1.py'
CONFIG = "small"
DEFAULT_TILES = {"c0": 4, "c1": 2, "c2": 4, "c3": 4}


@triton.jit
def kernel_0(m9_ptr, m9_s0, m9_s1, m11_ptr, m11_s0, m11_s1, buf18_ptr, buf18_s0, buf18_s1, E_c2, E_c3, E_n1, DOT_14: tl.constexpr, F_n1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # writes buf18: Combine over grid x0.0@0[8]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    acc16 = tl.full([T_c2, F_n1], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t10 = tl.load(m9_ptr + offs_c2[:, None] * m9_s0 + offs_c3[None, :] * m9_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_c3 < E_c3)[None, :], other=0).to(tl.float32)
        t13 = tl.load(m11_ptr + offs_c3[:, None] * m11_s0 + offs_n1[None, :] * m11_s1, mask=(offs_c3 < E_c3)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
        if DOT_14:
            t15 = tl.dot(tl.where((offs_c3 < E_c3)[None, :], t10, 0.0), tl.where((offs_c3 < E_c3)[:, None], t13, 0.0), input_precision="ieee")
        else:
            t15 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, :], t10, 0.0), 2) * tl.expand_dims(tl.where((offs_c3 < E_c3)[:, None], t13, 0.0), 0), axis=1)
        acc16 = acc16 + t15
    t17 = (acc16) * (0.353553)
    tl.store(buf18_ptr + offs_c2[:, None] * buf18_s0 + offs_n1[None, :] * buf18_s1, t17, mask=(offs_c2 < E_c2)[:, None] & (offs_n1 < E_n1)[None, :])


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, buf18_ptr, buf18_s0, buf18_s1, m23_ptr, m23_s0, m23_s1, buf50_ptr, buf50_s0, buf50_s1, E_c0, E_c1, E_n0, DOT_25: tl.constexpr, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf50: Combine over grid x2.1@1[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    acc30 = tl.full([F_n0, 1], -float('inf'), tl.float32)
    acc31 = tl.full([F_n0, T_c0], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t8 = tl.load(m1_ptr + offs_n0[:, None] * m1_s0 + offs_c1[None, :] * m1_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c1 < E_c1)[None, :], other=0)
        t19 = tl.load(buf18_ptr + offs_n0[:, None] * buf18_s0 + offs_c1[None, :] * buf18_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        t20 = tl.where(t8, -10000.0, t19)
        t21 = tl.max(tl.where((offs_c1 < E_c1)[None, :], t20, -float('inf')), axis=1, keep_dims=True)
        t22 = tl.exp(t20)
        t24 = tl.load(m23_ptr + offs_c1[:, None] * m23_s0 + offs_c0[None, :] * m23_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_c0 < E_c0)[None, :], other=0).to(tl.float32)
        if DOT_25:
            t26 = tl.dot(tl.where((offs_c1 < E_c1)[None, :], t22, 0.0), tl.where((offs_c1 < E_c1)[:, None], t24, 0.0), input_precision="ieee")
        else:
            t26 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, :], t22, 0.0), 2) * tl.expand_dims(tl.where((offs_c1 < E_c1)[:, None], t24, 0.0), 0), axis=1)
        t27 = tl.exp(t21)
        t28 = 1.0 / (t27)
        t29 = (t26) * (t28)
        m32 = tl.maximum(acc30, t21)
        r33 = tl.where(acc30 == -float("inf"), 0.0, tl.exp(acc30 - m32))
        r34 = tl.where(t21 == -float("inf"), 0.0, tl.exp(t21 - m32))
        acc31 = tl.where(acc30 == -float("inf"), 0.0, acc31 * r33) + tl.where(t21 == -float("inf"), 0.0, t29 * r34)
        acc30 = m32
    acc44 = tl.full([F_n0, 1], -float('inf'), tl.float32)
    acc45 = tl.full([F_n0, 1], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t35 = tl.load(m1_ptr + offs_n0[:, None] * m1_s0 + offs_c1[None, :] * m1_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c1 < E_c1)[None, :], other=0)
        t36 = tl.load(buf18_ptr + offs_n0[:, None] * buf18_s0 + offs_c1[None, :] * buf18_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        t37 = tl.where(t35, -10000.0, t36)
        t38 = tl.max(tl.where((offs_c1 < E_c1)[None, :], t37, -float('inf')), axis=1, keep_dims=True)
        t39 = tl.exp(t37)
        t40 = tl.sum(tl.where((offs_c1 < E_c1)[None, :], t39, 0.0), axis=1, keep_dims=True)
        t41 = tl.exp(t38)
        t42 = 1.0 / (t41)
        t43 = (t40) * (t42)
        m46 = tl.maximum(acc44, t38)
        r47 = tl.where(acc44 == -float("inf"), 0.0, tl.exp(acc44 - m46))
        r48 = tl.where(t38 == -float("inf"), 0.0, tl.exp(t38 - m46))
        acc45 = tl.where(acc44 == -float("inf"), 0.0, acc45 * r47) + tl.where(t38 == -float("inf"), 0.0, t43 * r48)
        acc44 = m46
    t49 = (acc31) / (acc45)
    tl.store(buf50_ptr + offs_n0[:, None] * buf50_s0 + offs_c0[None, :] * buf50_s1, t49, mask=(offs_n0 < E_n0)[:, None] & (offs_c0 < E_c0)[None, :])


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
    m4 = _iota([8], 0, device)
    m3 = m4.reshape([8, 1])
    m5 = torch.tensor(2.0, dtype=torch.float32, device=device)
    m2 = _BINARY["Sub"](m3, m5)
    m7 = _iota([4], 0, device)
    m6 = m7.reshape([1, 4])
    m1 = _BINARY["Lt"](m2, m6)
    m9 = inputs['x0']
    m12 = inputs['x1']
    m11 = m12.permute([1, 0])
    buf18 = torch.full([8, 4], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(8, T['c2']),)](m9_ptr=m9, m9_s0=m9.stride(0), m9_s1=m9.stride(1), m11_ptr=m11, m11_s0=m11.stride(0), m11_s1=m11.stride(1), buf18_ptr=buf18, buf18_s0=buf18.stride(0), buf18_s1=buf18.stride(1), E_c2=8, E_c3=8, E_n1=4, DOT_14=(T['c2']) >= 16 and (T['c3']) >= 16 and (_pow2(4)) >= 16, F_n1=_pow2(4), T_c2=T['c2'], T_c3=T['c3'])
    m23 = inputs['x2']
    buf50 = torch.full([8, 8], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(8, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), buf18_ptr=buf18, buf18_s0=buf18.stride(0), buf18_s1=buf18.stride(1), m23_ptr=m23, m23_s0=m23.stride(0), m23_s1=m23.stride(1), buf50_ptr=buf50, buf50_s0=buf50.stride(0), buf50_s1=buf50.stride(1), E_c0=8, E_c1=4, E_n0=8, DOT_25=(_pow2(8)) >= 16 and (T['c1']) >= 16 and (T['c0']) >= 16, F_n0=_pow2(8), T_c0=T['c0'], T_c1=T['c1'])
    return buf50


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
