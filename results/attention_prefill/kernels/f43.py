"""attention_prefill [small], candidate 43: 2 kernel(s)

Rendered by EqiForge from candidate 43 of attention_prefill [small]: grid(q.2@2) loop(k.3[16]: sum) [1 mm] ; grid(v.3@3) loop(k.2[32]: rescale) [1 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid v.3@3[16]
    c1: loop k.2[32]
    c2: grid q.2@2[32]
    c3: loop k.3[16]

Run it on its own: `python kernels/f43.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/attention_prefill.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 8, "c1": 16, "c2": 16, "c3": 8}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 16, "c1": 32, "c2": 32, "c3": 16}


@triton.jit
def kernel_0(m9_ptr, m9_s0, m9_s1, m9_s2, m9_s3, m11_ptr, m11_s0, m11_s1, m11_s2, m11_s3, buf17_ptr, buf17_s0, buf17_s1, buf17_s2, buf17_s3, E_c2, E_c3, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # writes buf17: Combine over grid q.2@2[32]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n0 = tl.arange(0, F_n0)
    acc15 = tl.full([F_n1, F_n2, T_c2, F_n0], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t10 = tl.load(m9_ptr + offs_n1[:, None, None, None] * m9_s0 + offs_n2[None, :, None, None] * m9_s1 + offs_c2[None, None, :, None] * m9_s2 + offs_c3[None, None, None, :] * m9_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
        t13 = tl.load(m11_ptr + offs_n1[:, None, None, None] * m11_s0 + offs_n2[None, :, None, None] * m11_s1 + offs_c3[None, None, :, None] * m11_s2 + offs_n0[None, None, None, :] * m11_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_c3 < E_c3)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
        t14 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, :], t10, 0.0), 4) * tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, :, None], t13, 0.0), 2), axis=3)
        acc15 = acc15 + t14
    t16 = (acc15) * (0.25)
    tl.store(buf17_ptr + offs_n1[:, None, None, None] * buf17_s0 + offs_n2[None, :, None, None] * buf17_s1 + offs_c2[None, None, :, None] * buf17_s2 + offs_n0[None, None, None, :] * buf17_s3, t16, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :])


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, buf17_ptr, buf17_s0, buf17_s1, buf17_s2, buf17_s3, m41_ptr, m41_s0, m41_s1, m41_s2, m41_s3, buf45_ptr, buf45_s0, buf45_s1, buf45_s2, buf45_s3, E_c0, E_c1, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf45: Combine over grid v.3@3[16]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t7 = tl.load(m1_ptr + offs_n0[None, None, :, None] * m1_s2 + offs_n0[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0)
    acc31 = tl.full([F_n1, F_n2, F_n0, 1], -float('inf'), tl.float32)
    acc32 = tl.full([F_n1, F_n2, F_n0, 1], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t8 = tl.load(m1_ptr + offs_n0[None, None, :, None] * m1_s2 + offs_c1[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0)
        t18 = tl.load(buf17_ptr + offs_n1[:, None, None, None] * buf17_s0 + offs_n2[None, :, None, None] * buf17_s1 + offs_n0[None, None, :, None] * buf17_s2 + offs_c1[None, None, None, :] * buf17_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
        t19 = tl.where(t8, -float("inf"), t18)
        t20 = tl.max(tl.where((offs_c1 < E_c1)[None, None, None, :], t19, -float('inf')), axis=3, keep_dims=True)
        t21 = t20 - (t20)
        t22 = t21 == t21
        t23 = (t22) == 0
        t24 = tl.exp(t20)
        t25 = tl.where(t23, t24, t20)
        t26 = -float("inf") - (t25)
        t27 = t18 - (t25)
        t28 = tl.where(t8, t26, t27)
        t29 = tl.exp(t28)
        t30 = tl.sum(tl.where((offs_c1 < E_c1)[None, None, None, :], t29, 0.0), axis=3, keep_dims=True)
        m33 = tl.maximum(acc31, t20)
        r34 = tl.where(acc31 == -float("inf"), 0.0, tl.exp(acc31 - m33))
        r35 = tl.where(t20 == -float("inf"), 0.0, tl.exp(t20 - m33))
        acc32 = tl.where(acc31 == -float("inf"), 0.0, acc32 * r34) + tl.where(t20 == -float("inf"), 0.0, t30 * r35)
        acc31 = m33
    t36 = -float("inf") - (acc31)
    t37 = tl.load(buf17_ptr + offs_n1[:, None, None, None] * buf17_s0 + offs_n2[None, :, None, None] * buf17_s1 + offs_n0[None, None, :, None] * buf17_s2 + offs_n0[None, None, None, :] * buf17_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t38 = t37 - (acc31)
    t39 = tl.where(t7, t36, t38)
    t40 = tl.exp(t39)
    t42 = tl.load(m41_ptr + offs_n1[:, None, None, None] * m41_s0 + offs_n2[None, :, None, None] * m41_s1 + offs_n0[None, None, :, None] * m41_s2 + offs_c0[None, None, None, :] * m41_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_c0 < E_c0)[None, None, None, :], other=0).to(tl.float32)
    t43 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, None, :], t40, 0.0), 4) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, :, None], t42, 0.0), 2), axis=3)
    t44 = (t43) / (acc32)
    tl.store(buf45_ptr + offs_n1[:, None, None, None] * buf45_s0 + offs_n2[None, :, None, None] * buf45_s1 + offs_n0[None, None, :, None] * buf45_s2 + offs_c0[None, None, None, :] * buf45_s3, t44, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_c0 < E_c0)[None, None, None, :])


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
    m4 = _iota([32, 32], 1, device)
    m5 = _iota([32, 32], 0, device)
    m3 = _BINARY["Sub"](m4, m5)
    m6 = torch.tensor(1.0, dtype=torch.float32, device=device)
    m2 = _BINARY["Ge"](m3, m6)
    m1 = m2.reshape([1, 1, 32, 32])
    m9 = inputs['q']
    m12 = inputs['k']
    m11 = m12.permute([0, 1, 3, 2])
    buf17 = torch.full([2, 4, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(32, T['c2']),)](m9_ptr=m9, m9_s0=m9.stride(0), m9_s1=m9.stride(1), m9_s2=m9.stride(2), m9_s3=m9.stride(3), m11_ptr=m11, m11_s0=m11.stride(0), m11_s1=m11.stride(1), m11_s2=m11.stride(2), m11_s3=m11.stride(3), buf17_ptr=buf17, buf17_s0=buf17.stride(0), buf17_s1=buf17.stride(1), buf17_s2=buf17.stride(2), buf17_s3=buf17.stride(3), E_c2=32, E_c3=16, E_n0=32, E_n1=2, E_n2=4, F_n0=_pow2(32), F_n1=_pow2(2), F_n2=_pow2(4), T_c2=T['c2'], T_c3=T['c3'])
    m41 = inputs['v']
    buf45 = torch.full([2, 4, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(16, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), buf17_ptr=buf17, buf17_s0=buf17.stride(0), buf17_s1=buf17.stride(1), buf17_s2=buf17.stride(2), buf17_s3=buf17.stride(3), m41_ptr=m41, m41_s0=m41.stride(0), m41_s1=m41.stride(1), m41_s2=m41.stride(2), m41_s3=m41.stride(3), buf45_ptr=buf45, buf45_s0=buf45.stride(0), buf45_s1=buf45.stride(1), buf45_s2=buf45.stride(2), buf45_s3=buf45.stride(3), E_c0=16, E_c1=32, E_n0=32, E_n1=2, E_n2=4, F_n0=_pow2(32), F_n1=_pow2(2), F_n2=_pow2(4), T_c0=T['c0'], T_c1=T['c1'])
    return buf45


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
