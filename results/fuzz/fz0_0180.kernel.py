"""fz0_0180 [small], candidate 1: 1 kernel(s)

Rendered by EqiForge from candidate 1 of fz0_0180 [small]: grid(x0.0@1) loop(x1.2[2]: max) loop(x1.2[2]: sum) [2 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x0.0@1[2]
    c1: loop x1.2[2]

Run it on its own: `python fz0_0180_f01.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = '/work/main/results/fuzz/fz0_0180.py'
CONFIG = "small"
DEFAULT_TILES = {"c0": 1, "c1": 1}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m1_s2, m4_ptr, m4_s0, m4_s1, m4_s2, buf28_ptr, buf28_s0, buf28_s1, buf28_s2, E_c0, E_c1, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf28: Combine over grid x0.0@1[2]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t3 = tl.load(m1_ptr + offs_c0[None, :, None] * m1_s1 + offs_n0[None, None, :] * m1_s2, mask=(offs_c0 < E_c0)[None, :, None] & (offs_n0 < E_n0)[None, None, :], other=0).to(tl.float32)
    acc8 = tl.full([F_n1, T_c0, 1], -float('inf'), tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t5 = tl.load(m4_ptr + offs_n1[:, None, None] * m4_s0 + offs_n0[None, :, None] * m4_s1 + offs_c1[None, None, :] * m4_s2, mask=(offs_n1 < E_n1)[:, None, None] & (offs_n0 < E_n0)[None, :, None] & (offs_c1 < E_c1)[None, None, :], other=0).to(tl.float32)
        t6 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, :], t3, 0.0), 3) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :, None], t5, 0.0), 1), axis=2)
        t7 = tl.max(tl.where((offs_c1 < E_c1)[None, None, :], t6, -float('inf')), axis=2, keep_dims=True)
        acc8 = tl.maximum(acc8, t7)
    t9 = tl.abs(acc8)
    t10 = t9 == float("inf")
    t11 = tl.where(t10, 0.0, acc8)
    t15 = tl.load(m4_ptr + offs_n1[:, None, None] * m4_s0 + offs_n0[None, :, None] * m4_s1 + offs_n2[None, None, :] * m4_s2, mask=(offs_n1 < E_n1)[:, None, None] & (offs_n0 < E_n0)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t16 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, :], t3, 0.0), 3) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :, None], t15, 0.0), 1), axis=2)
    t17 = tl.max(tl.where((offs_n2 < E_n2)[None, None, :], t16, -float('inf')), axis=2, keep_dims=True)
    t18 = tl.abs(t17)
    t19 = t18 == float("inf")
    t20 = tl.exp(0.0)
    t21 = tl.exp(t17)
    t22 = tl.where(t19, t20, t21)
    acc25 = tl.full([F_n1, T_c0, 1], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t12 = tl.load(m4_ptr + offs_n1[:, None, None] * m4_s0 + offs_n0[None, :, None] * m4_s1 + offs_c1[None, None, :] * m4_s2, mask=(offs_n1 < E_n1)[:, None, None] & (offs_n0 < E_n0)[None, :, None] & (offs_c1 < E_c1)[None, None, :], other=0).to(tl.float32)
        t13 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, :], t3, 0.0), 3) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :, None], t12, 0.0), 1), axis=2)
        t14 = tl.exp(t13)
        t23 = (t14) / (t22)
        t24 = tl.sum(tl.where((offs_c1 < E_c1)[None, None, :], t23, 0.0), axis=2, keep_dims=True)
        acc25 = acc25 + t24
    t26 = tl.log(acc25)
    t27 = t11 + t26
    tl.store(buf28_ptr + offs_n1[:, None, None] * buf28_s0 + offs_c0[None, :, None] * buf28_s1, t27, mask=(offs_n1 < E_n1)[:, None, None] & (offs_c0 < E_c0)[None, :, None])


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
    m2 = inputs['x0']
    m1 = m2.reshape([1, 2, 7])
    m4 = inputs['x1']
    buf28 = torch.full([6, 2, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(2, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m4_ptr=m4, m4_s0=m4.stride(0), m4_s1=m4.stride(1), m4_s2=m4.stride(2), buf28_ptr=buf28, buf28_s0=buf28.stride(0), buf28_s1=buf28.stride(1), buf28_s2=buf28.stride(2), E_c0=2, E_c1=2, E_n0=7, E_n1=6, E_n2=2, F_n0=_pow2(7), F_n1=_pow2(6), F_n2=_pow2(2), T_c0=T['c0'], T_c1=T['c1'])
    return buf28


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
