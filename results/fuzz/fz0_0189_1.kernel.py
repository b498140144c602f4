"""fz0_0189 [small], candidate 9: 4 kernel(s)

Rendered by EqiForge from candidate 9 of fz0_0189 [small]: grid(x0.2@2) loop(x0.1[7]: max) ; grid(x0.2@2) loop(x0.1[7]: sum) ; grid(x0.2@2) ; grid(x0.1@1)
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x0.1@1[7]
    c1: grid x0.2@2[7]
    c2: loop x0.1[7]

Run it on its own: `python fz0_0189_f09.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = '/work/main/results/fuzz/fz0_0189_1.py'
CONFIG = "small"
DEFAULT_TILES = {"c0": 4, "c1": 4, "c2": 4}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m1_s2, buf6_ptr, buf6_s0, buf6_s1, buf6_s2, E_c1, E_c2, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf6: Combine over grid x0.2@2[7]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    acc5 = tl.full([1, 1, T_c1], -float('inf'), tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t3 = tl.load(m1_ptr + offs_c2[None, :, None] * m1_s1 + offs_c1[None, None, :] * m1_s2, mask=(offs_c2 < E_c2)[None, :, None] & (offs_c1 < E_c1)[None, None, :], other=0).to(tl.float32)
        t4 = tl.max(tl.where((offs_c2 < E_c2)[None, :, None], t3, -float('inf')), axis=1, keep_dims=True)
        acc5 = tl.maximum(acc5, t4)
    tl.store(buf6_ptr + offs_c1[None, None, :] * buf6_s2, acc5, mask=(offs_c1 < E_c1)[None, None, :])


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, m1_s2, buf13_ptr, buf13_s0, buf13_s1, buf13_s2, E_c1, E_c2, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf13: Combine over grid x0.2@2[7]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    acc12 = tl.full([1, 1, T_c1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t9 = tl.load(m1_ptr + offs_c2[None, :, None] * m1_s1 + offs_c1[None, None, :] * m1_s2, mask=(offs_c2 < E_c2)[None, :, None] & (offs_c1 < E_c1)[None, None, :], other=0).to(tl.float32)
        t10 = tl.exp(t9)
        t11 = tl.sum(tl.where((offs_c2 < E_c2)[None, :, None], t10, 0.0), axis=1, keep_dims=True)
        acc12 = acc12 + t11
    tl.store(buf13_ptr + offs_c1[None, None, :] * buf13_s2, acc12, mask=(offs_c1 < E_c1)[None, None, :])


@triton.jit
def kernel_2(buf13_ptr, buf13_s0, buf13_s1, buf13_s2, m1_ptr, m1_s0, m1_s1, m1_s2, buf20_ptr, buf20_s0, buf20_s1, buf20_s2, E_c1, E_n0, F_n0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf20: Combine over grid x0.2@2[7]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t14 = tl.load(buf13_ptr + offs_c1[None, None, :] * buf13_s2, mask=(offs_c1 < E_c1)[None, None, :], other=0).to(tl.float32)
    t15 = tl.load(m1_ptr + offs_n0[None, :, None] * m1_s1 + offs_c1[None, None, :] * m1_s2, mask=(offs_n0 < E_n0)[None, :, None] & (offs_c1 < E_c1)[None, None, :], other=0).to(tl.float32)
    t16 = tl.max(tl.where((offs_n0 < E_n0)[None, :, None], t15, -float('inf')), axis=1, keep_dims=True)
    t17 = tl.exp(t16)
    t18 = 1.0 / (t17)
    t19 = (t14) * (t18)
    tl.store(buf20_ptr + offs_c1[None, None, :] * buf20_s2, t19, mask=(offs_c1 < E_c1)[None, None, :])


@triton.jit
def kernel_3(m1_ptr, m1_s0, m1_s1, m1_s2, buf6_ptr, buf6_s0, buf6_s1, buf6_s2, buf20_ptr, buf20_s0, buf20_s1, buf20_s2, buf29_ptr, buf29_s0, buf29_s1, buf29_s2, E_c0, E_n0, F_n0: tl.constexpr, T_c0: tl.constexpr):
    # writes buf29: Combine over grid x0.1@1[7]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t2 = tl.load(m1_ptr + offs_c0[None, :, None] * m1_s1 + offs_n0[None, None, :] * m1_s2, mask=(offs_c0 < E_c0)[None, :, None] & (offs_n0 < E_n0)[None, None, :], other=0).to(tl.float32)
    t7 = tl.load(buf6_ptr + offs_n0[None, None, :] * buf6_s2, mask=(offs_n0 < E_n0)[None, None, :], other=0).to(tl.float32)
    t8 = t2 - (t7)
    t21 = tl.load(buf20_ptr + offs_n0[None, None, :] * buf20_s2, mask=(offs_n0 < E_n0)[None, None, :], other=0).to(tl.float32)
    t22 = tl.log(t21)
    t23 = t8 - (t22)
    t24 = t23 + 3.0
    t25 = tl.maximum(t24, 0.0)
    t26 = tl.minimum(t25, 6.0)
    t27 = (t26) * (0.16666666666666666)
    t28 = (t27) * (t23)
    tl.store(buf29_ptr + offs_c0[None, :, None] * buf29_s1 + offs_n0[None, None, :] * buf29_s2, t28, mask=(offs_c0 < E_c0)[None, :, None] & (offs_n0 < E_n0)[None, None, :])


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
    m1 = inputs['x0']
    buf6 = torch.full([1, 1, 7], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(7, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), buf6_ptr=buf6, buf6_s0=buf6.stride(0), buf6_s1=buf6.stride(1), buf6_s2=buf6.stride(2), E_c1=7, E_c2=7, T_c1=T['c1'], T_c2=T['c2'])
    buf13 = torch.full([1, 1, 7], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(7, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), buf13_ptr=buf13, buf13_s0=buf13.stride(0), buf13_s1=buf13.stride(1), buf13_s2=buf13.stride(2), E_c1=7, E_c2=7, T_c1=T['c1'], T_c2=T['c2'])
    buf20 = torch.full([1, 1, 7], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(7, T['c1']),)](buf13_ptr=buf13, buf13_s0=buf13.stride(0), buf13_s1=buf13.stride(1), buf13_s2=buf13.stride(2), m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), buf20_ptr=buf20, buf20_s0=buf20.stride(0), buf20_s1=buf20.stride(1), buf20_s2=buf20.stride(2), E_c1=7, E_n0=7, F_n0=_pow2(7), T_c1=T['c1'])
    buf29 = torch.full([1, 7, 7], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(7, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), buf6_ptr=buf6, buf6_s0=buf6.stride(0), buf6_s1=buf6.stride(1), buf6_s2=buf6.stride(2), buf20_ptr=buf20, buf20_s0=buf20.stride(0), buf20_s1=buf20.stride(1), buf20_s2=buf20.stride(2), buf29_ptr=buf29, buf29_s0=buf29.stride(0), buf29_s1=buf29.stride(1), buf29_s2=buf29.stride(2), E_c0=7, E_n0=7, F_n0=_pow2(7), T_c0=T['c0'])
    return buf29


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
