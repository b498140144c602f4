"""fz0_0131 [small], candidate 3: 2 kernel(s)

Rendered by EqiForge from candidate 3 of fz0_0131 [small]: grid(x1.1@2) [1 mm] ; grid(x0.2@0, x2.2@2) loop(x1.1[6]: rescale) loop(x1.1[6]: rescale) [1 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x0.2@0[2]
    c1: grid x2.2@2[8]
    c2: loop x1.1[6]
    c3: grid x1.1@2[6]

Run it on its own: `python fz0_0131_f03.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = '/work/main/results/fuzz/fz0_0131_1.py'
CONFIG = "small"
DEFAULT_TILES = {"c0": 1, "c1": 4, "c2": 4, "c3": 4}


@triton.jit
def kernel_0(m10_ptr, m10_s0, m10_s1, m10_s2, m13_ptr, m13_s0, m13_s1, m13_s2, buf18_ptr, buf18_s0, buf18_s1, buf18_s2, E_c3, E_n0, F_n0: tl.constexpr, T_c3: tl.constexpr):
    # writes buf18: Combine over grid x1.1@2[6]
    pid = tl.program_id(0)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t12 = tl.load(m10_ptr + offs_n0[:, None, None] * m10_s0, mask=(offs_n0 < E_n0)[:, None, None], other=0).to(tl.float32)
    t15 = tl.load(m13_ptr + offs_n0[:, None, None] * m13_s0 + offs_c3[None, None, :] * m13_s2, mask=(offs_n0 < E_n0)[:, None, None] & (offs_c3 < E_c3)[None, None, :], other=0).to(tl.float32)
    t16 = tl.sum(tl.expand_dims(t12, 3) * tl.expand_dims(t15, 1), axis=2)
    t17 = (t16) * (1.0)
    tl.store(buf18_ptr + offs_n0[:, None, None] * buf18_s0 + offs_c3[None, None, :] * buf18_s2, t17, mask=(offs_n0 < E_n0)[:, None, None] & (offs_c3 < E_c3)[None, None, :])


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, m1_s2, buf18_ptr, buf18_s0, buf18_s1, buf18_s2, m23_ptr, m23_s0, m23_s1, m23_s2, buf51_ptr, buf51_s0, buf51_s1, buf51_s2, E_c0, E_c1, E_c2, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf51: Combine over grid x0.2@0[2], grid x2.2@2[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    acc29 = tl.full([T_c0, 1, 1], -float('inf'), tl.float32)
    acc30 = tl.full([T_c0, 1, T_c1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t9 = tl.load(m1_ptr + offs_c2[None, None, :] * m1_s2, mask=(offs_c2 < E_c2)[None, None, :], other=0)
        t19 = tl.load(buf18_ptr + offs_c0[:, None, None] * buf18_s0 + offs_c2[None, None, :] * buf18_s2, mask=(offs_c0 < E_c0)[:, None, None] & (offs_c2 < E_c2)[None, None, :], other=0).to(tl.float32)
        t20 = tl.where(t9, -10000.0, t19)
        t21 = tl.max(tl.where((offs_c2 < E_c2)[None, None, :], t20, -float('inf')), axis=2, keep_dims=True)
        t22 = tl.exp(t20)
        t24 = tl.load(m23_ptr + offs_c0[:, None, None] * m23_s0 + offs_c2[None, :, None] * m23_s1 + offs_c1[None, None, :] * m23_s2, mask=(offs_c0 < E_c0)[:, None, None] & (offs_c2 < E_c2)[None, :, None] & (offs_c1 < E_c1)[None, None, :], other=0).to(tl.float32)
        t25 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :], t22, 0.0), 3) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :, None], t24, 0.0), 1), axis=2)
        t26 = tl.exp(t21)
        t27 = 1.0 / (t26)
        t28 = (t25) * (t27)
        m31 = tl.maximum(acc29, t21)
        r32 = tl.where(acc29 == -float("inf"), 0.0, tl.exp(acc29 - m31))
        r33 = tl.where(t21 == -float("inf"), 0.0, tl.exp(t21 - m31))
        acc30 = tl.where(acc29 == -float("inf"), 0.0, acc30 * r32) + tl.where(t21 == -float("inf"), 0.0, t28 * r33)
        acc29 = m31
    acc44 = tl.full([T_c0, 1, 1], -float('inf'), tl.float32)
    acc45 = tl.full([T_c0, 1, 1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t34 = tl.load(m1_ptr + offs_c2[None, None, :] * m1_s2, mask=(offs_c2 < E_c2)[None, None, :], other=0)
        t35 = tl.load(buf18_ptr + offs_c0[:, None, None] * buf18_s0 + offs_c2[None, None, :] * buf18_s2, mask=(offs_c0 < E_c0)[:, None, None] & (offs_c2 < E_c2)[None, None, :], other=0).to(tl.float32)
        t36 = tl.where(t34, -10000.0, t35)
        t37 = tl.max(tl.where((offs_c2 < E_c2)[None, None, :], t36, -float('inf')), axis=2, keep_dims=True)
        t38 = -10000.0 - (t37)
        t39 = tl.exp(t38)
        t40 = t35 - (t37)
        t41 = tl.exp(t40)
        t42 = tl.where(t34, t39, t41)
        t43 = tl.sum(tl.where((offs_c2 < E_c2)[None, None, :], t42, 0.0), axis=2, keep_dims=True)
        m46 = tl.maximum(acc44, t37)
        r47 = tl.where(acc44 == -float("inf"), 0.0, tl.exp(acc44 - m46))
        r48 = tl.where(t37 == -float("inf"), 0.0, tl.exp(t37 - m46))
        acc45 = tl.where(acc44 == -float("inf"), 0.0, acc45 * r47) + tl.where(t37 == -float("inf"), 0.0, t43 * r48)
        acc44 = m46
    t49 = (acc30) / (acc45)
    t50 = tl.max(t49, axis=1, keep_dims=True)
    tl.store(buf51_ptr + offs_c0[:, None, None] * buf51_s0 + offs_c1[None, None, :] * buf51_s2, t50, mask=(offs_c0 < E_c0)[:, None, None] & (offs_c1 < E_c1)[None, None, :])


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
    m5 = _iota([1], 0, device)
    m4 = m5.reshape([1, 1])
    m6 = torch.tensor(2.0, dtype=torch.float32, device=device)
    m3 = _BINARY["Sub"](m4, m6)
    m8 = _iota([6], 0, device)
    m7 = m8.reshape([1, 6])
    m2 = _BINARY["Lt"](m3, m7)
    m1 = m2.reshape([1, 1, 6])
    m11 = inputs['x0']
    m10 = m11.permute([2, 1, 0])
    m14 = inputs['x1']
    m13 = m14.permute([0, 2, 1])
    buf18 = torch.full([2, 1, 6], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(6, T['c3']),)](m10_ptr=m10, m10_s0=m10.stride(0), m10_s1=m10.stride(1), m10_s2=m10.stride(2), m13_ptr=m13, m13_s0=m13.stride(0), m13_s1=m13.stride(1), m13_s2=m13.stride(2), buf18_ptr=buf18, buf18_s0=buf18.stride(0), buf18_s1=buf18.stride(1), buf18_s2=buf18.stride(2), E_c3=6, E_n0=2, F_n0=_pow2(2), T_c3=T['c3'])
    m23 = inputs['x2']
    buf51 = torch.full([2, 1, 8], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(2, T['c0']) * _cdiv(8, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), buf18_ptr=buf18, buf18_s0=buf18.stride(0), buf18_s1=buf18.stride(1), buf18_s2=buf18.stride(2), m23_ptr=m23, m23_s0=m23.stride(0), m23_s1=m23.stride(1), m23_s2=m23.stride(2), buf51_ptr=buf51, buf51_s0=buf51.stride(0), buf51_s1=buf51.stride(1), buf51_s2=buf51.stride(2), E_c0=2, E_c1=8, E_c2=6, T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    return buf51


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
