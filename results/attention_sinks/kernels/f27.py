"""attention_sinks [small], candidate 27: 2 kernel(s)

Rendered by EqiForge from candidate 27 of attention_sinks [small]: grid() loop(k.3[16]: pair(sum, sum)) ; grid(k.0@0) [1 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid k.0@0[2]
    c1: loop k.3[16]

Run it on its own: `python kernels/f27.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/attention_sinks.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 1, "c1": 8}


@triton.jit
def kernel_0(m14_ptr, m14_s0, m14_s1, m14_s2, m14_s3, m14_s4, m17_ptr, m17_s0, m17_s1, m17_s2, m17_s3, m17_s4, buf25_ptr, buf25_s0, buf25_s1, buf25_s2, buf25_s3, buf25_s4, buf26_ptr, buf26_s0, buf26_s1, buf26_s2, buf26_s3, buf26_s4, E_c1, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c1: tl.constexpr):
    # writes buf25, buf26: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    acc23 = tl.full([F_n1, F_n1, F_n1, F_n0, F_n0], 0.0, tl.float32)
    acc24 = tl.full([F_n1, F_n1, F_n1, F_n0, F_n0], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t16 = tl.load(m14_ptr + offs_n1[:, None, None, None, None] * m14_s0 + offs_n1[None, :, None, None, None] * m14_s1 + offs_n1[None, None, :, None, None] * m14_s2 + offs_n0[None, None, None, :, None] * m14_s3 + offs_c1[None, None, None, None, :] * m14_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None] & (offs_c1 < E_c1)[None, None, None, None, :], other=0).to(tl.float32)
        t20 = tl.load(m17_ptr + offs_n1[:, None, None, None, None] * m17_s0 + offs_n1[None, :, None, None, None] * m17_s1 + offs_c1[None, None, None, :, None] * m17_s3 + offs_n0[None, None, None, None, :] * m17_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_c1 < E_c1)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0).to(tl.float32)
        t21 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, None, :], t16, 0.0), 5) * tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, :, None], t20, 0.0), 3), axis=4)
        t22 = (t21) * (0.25)
        acc23 = acc23 + t21
        acc24 = acc24 + t22
    tl.store(buf25_ptr + offs_n1[:, None, None, None, None] * buf25_s0 + offs_n1[None, :, None, None, None] * buf25_s1 + offs_n1[None, None, :, None, None] * buf25_s2 + offs_n0[None, None, None, :, None] * buf25_s3 + offs_n0[None, None, None, None, :] * buf25_s4, acc23, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :])
    tl.store(buf26_ptr + offs_n1[:, None, None, None, None] * buf26_s0 + offs_n1[None, :, None, None, None] * buf26_s1 + offs_n1[None, None, :, None, None] * buf26_s2 + offs_n0[None, None, None, :, None] * buf26_s3 + offs_n0[None, None, None, None, :] * buf26_s4, acc24, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :])


@triton.jit
def kernel_1(m2_ptr, m2_s0, m2_s1, m2_s2, m2_s3, m2_s4, m7_ptr, m7_s0, m7_s1, m7_s2, m7_s3, m7_s4, buf26_ptr, buf26_s0, buf26_s1, buf26_s2, buf26_s3, buf26_s4, m29_ptr, m29_s0, m29_s1, m29_s2, m29_s3, m29_s4, m37_ptr, m37_s0, m37_s1, m37_s2, m37_s3, m37_s4, m43_ptr, m43_s0, m43_s1, m43_s2, m43_s3, m43_s4, buf52_ptr, buf52_s0, buf52_s1, buf52_s2, buf52_s3, buf52_s4, E_c0, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr):
    # writes buf52: Combine over grid k.0@0[2]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t6 = tl.load(m2_ptr + offs_n0[None, None, None, None, :] * m2_s4, mask=(offs_n0 < E_n0)[None, None, None, None, :], other=0)
    t13 = tl.load(m7_ptr + offs_n0[None, None, None, :, None] * m7_s3 + offs_n0[None, None, None, None, :] * m7_s4, mask=(offs_n0 < E_n0)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0)
    t27 = tl.load(buf26_ptr + offs_c0[:, None, None, None, None] * buf26_s0 + offs_n1[None, :, None, None, None] * buf26_s1 + offs_n1[None, None, :, None, None] * buf26_s2 + offs_n0[None, None, None, :, None] * buf26_s3 + offs_n0[None, None, None, None, :] * buf26_s4, mask=(offs_c0 < E_c0)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0).to(tl.float32)
    t28 = tl.where(t13, -float("inf"), t27)
    t33 = tl.load(m29_ptr + offs_n0[None, None, None, :, None] * m29_s3 + offs_n0[None, None, None, None, :] * m29_s4, mask=(offs_n0 < E_n0)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0)
    t34 = tl.where(t33, -float("inf"), t28)
    t35 = tl.where(t6, t28, t34)
    t36 = tl.max(tl.where((offs_n0 < E_n0)[None, None, None, None, :], t35, -float('inf')), axis=4, keep_dims=True)
    t39 = tl.load(m37_ptr + offs_n1[None, :, None, None, None] * m37_s1 + offs_n1[None, None, :, None, None] * m37_s2, mask=(offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None], other=0).to(tl.float32)
    t40 = tl.maximum(t36, t39)
    t41 = t35 - (t40)
    t42 = tl.exp(t41)
    t45 = tl.load(m43_ptr + offs_c0[:, None, None, None, None] * m43_s0 + offs_n1[None, :, None, None, None] * m43_s1 + offs_n0[None, None, None, :, None] * m43_s3 + offs_n2[None, None, None, None, :] * m43_s4, mask=(offs_c0 < E_c0)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :], other=0).to(tl.float32)
    t46 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, None, None, :], t42, 0.0), 5) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, None, :, None], t45, 0.0), 3), axis=4)
    t47 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, None, None, :], t42, 0.0), axis=4, keep_dims=True)
    t48 = t39 - (t40)
    t49 = tl.exp(t48)
    t50 = t47 + t49
    t51 = (t46) / (t50)
    tl.store(buf52_ptr + offs_c0[:, None, None, None, None] * buf52_s0 + offs_n1[None, :, None, None, None] * buf52_s1 + offs_n1[None, None, :, None, None] * buf52_s2 + offs_n0[None, None, None, :, None] * buf52_s3 + offs_n2[None, None, None, None, :] * buf52_s4, t51, mask=(offs_c0 < E_c0)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :])


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
    m3 = m4.reshape([1, 1, 1, 1, 32])
    m5 = torch.tensor(2.0, dtype=torch.float32, device=device)
    m2 = _BINARY["Lt"](m3, m5)
    m9 = m4.reshape([1, 32])
    m12 = torch.tensor(0.0, dtype=torch.float32, device=device)
    m11 = _BINARY["Add"](m4, m12)
    m10 = m11.reshape([32, 1])
    m8 = _BINARY["Gt"](m9, m10)
    m7 = m8.reshape([1, 1, 1, 32, 32])
    m15 = inputs['q']
    m14 = m15.reshape([2, 2, 2, 32, 16])
    m19 = inputs['k']
    m18 = m19.reshape([2, 2, 1, 32, 16])
    m17 = m18.permute([0, 1, 2, 4, 3])
    buf25 = torch.full([2, 2, 2, 32, 32], float("nan"), dtype=torch.float32, device=device)
    buf26 = torch.full([2, 2, 2, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(1,)](m14_ptr=m14, m14_s0=m14.stride(0), m14_s1=m14.stride(1), m14_s2=m14.stride(2), m14_s3=m14.stride(3), m14_s4=m14.stride(4), m17_ptr=m17, m17_s0=m17.stride(0), m17_s1=m17.stride(1), m17_s2=m17.stride(2), m17_s3=m17.stride(3), m17_s4=m17.stride(4), buf25_ptr=buf25, buf25_s0=buf25.stride(0), buf25_s1=buf25.stride(1), buf25_s2=buf25.stride(2), buf25_s3=buf25.stride(3), buf25_s4=buf25.stride(4), buf26_ptr=buf26, buf26_s0=buf26.stride(0), buf26_s1=buf26.stride(1), buf26_s2=buf26.stride(2), buf26_s3=buf26.stride(3), buf26_s4=buf26.stride(4), E_c1=16, E_n0=32, E_n1=2, F_n0=_pow2(32), F_n1=_pow2(2), T_c1=T['c1'])
    m31 = _BINARY["Sub"](m10, m9)
    m32 = torch.tensor(8.0, dtype=torch.float32, device=device)
    m30 = _BINARY["Ge"](m31, m32)
    m29 = m30.reshape([1, 1, 1, 32, 32])
    m38 = inputs['sinks']
    m37 = m38.reshape([1, 2, 2, 1, 1])
    m44 = inputs['v']
    m43 = m44.reshape([2, 2, 1, 32, 16])
    buf52 = torch.full([2, 2, 2, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(2, T['c0']),)](m2_ptr=m2, m2_s0=m2.stride(0), m2_s1=m2.stride(1), m2_s2=m2.stride(2), m2_s3=m2.stride(3), m2_s4=m2.stride(4), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), m7_s2=m7.stride(2), m7_s3=m7.stride(3), m7_s4=m7.stride(4), buf26_ptr=buf26, buf26_s0=buf26.stride(0), buf26_s1=buf26.stride(1), buf26_s2=buf26.stride(2), buf26_s3=buf26.stride(3), buf26_s4=buf26.stride(4), m29_ptr=m29, m29_s0=m29.stride(0), m29_s1=m29.stride(1), m29_s2=m29.stride(2), m29_s3=m29.stride(3), m29_s4=m29.stride(4), m37_ptr=m37, m37_s0=m37.stride(0), m37_s1=m37.stride(1), m37_s2=m37.stride(2), m37_s3=m37.stride(3), m37_s4=m37.stride(4), m43_ptr=m43, m43_s0=m43.stride(0), m43_s1=m43.stride(1), m43_s2=m43.stride(2), m43_s3=m43.stride(3), m43_s4=m43.stride(4), buf52_ptr=buf52, buf52_s0=buf52.stride(0), buf52_s1=buf52.stride(1), buf52_s2=buf52.stride(2), buf52_s3=buf52.stride(3), buf52_s4=buf52.stride(4), E_c0=2, E_n0=32, E_n1=2, E_n2=16, F_n0=_pow2(32), F_n1=_pow2(2), F_n2=_pow2(16), T_c0=T['c0'])
    m1 = buf52.reshape([2, 4, 32, 16])
    return m1


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
