"""fz0_0093 [small], candidate 2: 2 kernel(s)

Rendered by EqiForge from candidate 2 of fz0_0093 [small]: grid(x0.0@0) [1 mm] ; grid(x0.0@0) loop(x1.0[6]: rescale) loop(x1.0[6]: rescale) [1 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x0.0@0[8]
    c1: loop x1.0[6]

Run it on its own: `python fz0_0093_f02.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = '/work/main/results/fuzz/fz0_0093_1.py'
CONFIG = "small"
DEFAULT_TILES = {"c0": 4, "c1": 4}


@triton.jit
def kernel_0(m9_ptr, m9_s0, m9_s1, m13_ptr, m13_s0, m13_s1, buf19_ptr, buf19_s0, buf19_s1, E_c0, E_n0, DOT_16: tl.constexpr, F_n0: tl.constexpr, T_c0: tl.constexpr):
    # writes buf19: Combine over grid x0.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t10 = tl.load(m9_ptr + offs_c0[:, None] * m9_s0, mask=(offs_c0 < E_c0)[:, None], other=0).to(tl.float32)
    t11 = tl.abs(t10)
    t12 = tl.maximum(t11, t11)
    t15 = tl.load(m13_ptr + offs_n0[None, :] * m13_s1, mask=(offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    if DOT_16:
        t17 = tl.dot(t12, t15, input_precision="ieee")
    else:
        t17 = tl.sum(tl.expand_dims(t12, 2) * tl.expand_dims(t15, 0), axis=1)
    t18 = (t17) * (1.0)
    tl.store(buf19_ptr + offs_c0[:, None] * buf19_s0 + offs_n0[None, :] * buf19_s1, t18, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :])


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, buf19_ptr, buf19_s0, buf19_s1, m24_ptr, m24_s0, m24_s1, buf52_ptr, buf52_s0, buf52_s1, E_c0, E_c1, DOT_26: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf52: Combine over grid x0.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    acc31 = tl.full([T_c0, 1], -float('inf'), tl.float32)
    acc32 = tl.full([T_c0, 1], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t8 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c1[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :], other=0)
        t20 = tl.load(buf19_ptr + offs_c0[:, None] * buf19_s0 + offs_c1[None, :] * buf19_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        t21 = tl.where(t8, -10000.0, t20)
        t22 = tl.max(tl.where((offs_c1 < E_c1)[None, :], t21, -float('inf')), axis=1, keep_dims=True)
        t23 = tl.exp(t21)
        t25 = tl.load(m24_ptr + offs_c1[:, None] * m24_s0, mask=(offs_c1 < E_c1)[:, None], other=0).to(tl.float32)
        if DOT_26:
            t27 = tl.dot(tl.where((offs_c1 < E_c1)[None, :], t23, 0.0), tl.where((offs_c1 < E_c1)[:, None], t25, 0.0), input_precision="ieee")
        else:
            t27 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, :], t23, 0.0), 2) * tl.expand_dims(tl.where((offs_c1 < E_c1)[:, None], t25, 0.0), 0), axis=1)
        t28 = tl.exp(t22)
        t29 = 1.0 / (t28)
        t30 = (t27) * (t29)
        m33 = tl.maximum(acc31, t22)
        r34 = tl.where(acc31 == -float("inf"), 0.0, tl.exp(acc31 - m33))
        r35 = tl.where(t22 == -float("inf"), 0.0, tl.exp(t22 - m33))
        acc32 = tl.where(acc31 == -float("inf"), 0.0, acc32 * r34) + tl.where(t22 == -float("inf"), 0.0, t30 * r35)
        acc31 = m33
    acc46 = tl.full([T_c0, 1], -float('inf'), tl.float32)
    acc47 = tl.full([T_c0, 1], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t36 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c1[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :], other=0)
        t37 = tl.load(buf19_ptr + offs_c0[:, None] * buf19_s0 + offs_c1[None, :] * buf19_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        t38 = tl.where(t36, -10000.0, t37)
        t39 = tl.max(tl.where((offs_c1 < E_c1)[None, :], t38, -float('inf')), axis=1, keep_dims=True)
        t40 = -10000.0 - (t39)
        t41 = tl.exp(t40)
        t42 = t37 - (t39)
        t43 = tl.exp(t42)
        t44 = tl.where(t36, t41, t43)
        t45 = tl.sum(tl.where((offs_c1 < E_c1)[None, :], t44, 0.0), axis=1, keep_dims=True)
        m48 = tl.maximum(acc46, t39)
        r49 = tl.where(acc46 == -float("inf"), 0.0, tl.exp(acc46 - m48))
        r50 = tl.where(t39 == -float("inf"), 0.0, tl.exp(t39 - m48))
        acc47 = tl.where(acc46 == -float("inf"), 0.0, acc47 * r49) + tl.where(t39 == -float("inf"), 0.0, t45 * r50)
        acc46 = m48
    t51 = (acc32) / (acc47)
    tl.store(buf52_ptr + offs_c0[:, None] * buf52_s0, t51, mask=(offs_c0 < E_c0)[:, None])


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
    m7 = _iota([6], 0, device)
    m6 = m7.reshape([1, 6])
    m1 = _BINARY["Lt"](m2, m6)
    m9 = inputs['x0']
    m14 = inputs['x1']
    m13 = m14.permute([1, 0])
    buf19 = torch.full([8, 6], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(8, T['c0']),)](m9_ptr=m9, m9_s0=m9.stride(0), m9_s1=m9.stride(1), m13_ptr=m13, m13_s0=m13.stride(0), m13_s1=m13.stride(1), buf19_ptr=buf19, buf19_s0=buf19.stride(0), buf19_s1=buf19.stride(1), E_c0=8, E_n0=6, DOT_16=(T['c0']) >= 16 and (1) >= 16 and (_pow2(6)) >= 16, F_n0=_pow2(6), T_c0=T['c0'])
    m24 = inputs['x2']
    buf52 = torch.full([8, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(8, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), buf19_ptr=buf19, buf19_s0=buf19.stride(0), buf19_s1=buf19.stride(1), m24_ptr=m24, m24_s0=m24.stride(0), m24_s1=m24.stride(1), buf52_ptr=buf52, buf52_s0=buf52.stride(0), buf52_s1=buf52.stride(1), E_c0=8, E_c1=6, DOT_26=(T['c0']) >= 16 and (T['c1']) >= 16 and (1) >= 16, T_c0=T['c0'], T_c1=T['c1'])
    return buf52


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
