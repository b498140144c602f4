"""attention_decode [small], candidate 49: 2 kernel(s)

Rendered by EqiForge from candidate 49 of attention_decode [small]: grid() loop(k.2[64]: rescale) ; grid() loop(k.2[64]: sum)
Coordinates (tile sizes are the T arguments of launch()):
    c0: loop k.2[64]

Run it on its own: `python kernels/f49.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/attention_decode.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 32}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 64}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, buf26_ptr, buf26_s0, buf26_s1, buf26_s2, buf26_s3, buf27_ptr, buf27_s0, buf27_s1, buf27_s2, buf27_s3, E_c0, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr):
    # writes buf26, buf27: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t8 = tl.load(m1_ptr + offs_n0[:, None, None, None] * m1_s0 + offs_n1[None, :, None, None] * m1_s1 + offs_n2[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    acc21 = tl.full([F_n0, F_n1, 1, 1], -float('inf'), tl.float32)
    acc22 = tl.full([F_n0, F_n1, 1, 1], 0.0, tl.float32)
    for i_c0 in range(0, tl.cdiv(E_c0, T_c0)):
        offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)

        t9 = tl.load(m3_ptr + offs_n0[:, None, None, None] * m3_s0 + offs_n1[None, :, None, None] * m3_s1 + offs_n2[None, None, :, None] * m3_s2 + offs_c0[None, None, None, :] * m3_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_c0 < E_c0)[None, None, None, :], other=0).to(tl.float32)
        t10 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t8, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t9, 0.0), 2), axis=3)
        t11 = (t10) * (0.25)
        t12 = tl.max(tl.where((offs_c0 < E_c0)[None, None, None, :], t11, -float('inf')), axis=3, keep_dims=True)
        t13 = t12 - (t12)
        t14 = t13 == t13
        t15 = (t14) == 0
        t16 = tl.exp(t12)
        t17 = tl.where(t15, t16, t12)
        t18 = t11 - (t17)
        t19 = tl.exp(t18)
        t20 = tl.sum(tl.where((offs_c0 < E_c0)[None, None, None, :], t19, 0.0), axis=3, keep_dims=True)
        m23 = tl.maximum(acc21, t12)
        r24 = tl.where(acc21 == -float("inf"), 0.0, tl.exp(acc21 - m23))
        r25 = tl.where(t12 == -float("inf"), 0.0, tl.exp(t12 - m23))
        acc22 = tl.where(acc21 == -float("inf"), 0.0, acc22 * r24) + tl.where(t12 == -float("inf"), 0.0, t20 * r25)
        acc21 = m23
    tl.store(buf26_ptr + offs_n0[:, None, None, None] * buf26_s0 + offs_n1[None, :, None, None] * buf26_s1, acc21, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None])
    tl.store(buf27_ptr + offs_n0[:, None, None, None] * buf27_s0 + offs_n1[None, :, None, None] * buf27_s1, acc22, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None])


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, buf26_ptr, buf26_s0, buf26_s1, buf26_s2, buf26_s3, buf27_ptr, buf27_s0, buf27_s1, buf27_s2, buf27_s3, m33_ptr, m33_s0, m33_s1, m33_s2, m33_s3, buf37_ptr, buf37_s0, buf37_s1, buf37_s2, buf37_s3, E_c0, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr):
    # writes buf37: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t2 = tl.load(m1_ptr + offs_n0[:, None, None, None] * m1_s0 + offs_n1[None, :, None, None] * m1_s1 + offs_n2[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t28 = tl.load(buf26_ptr + offs_n0[:, None, None, None] * buf26_s0 + offs_n1[None, :, None, None] * buf26_s1, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None], other=0).to(tl.float32)
    t31 = tl.load(buf27_ptr + offs_n0[:, None, None, None] * buf27_s0 + offs_n1[None, :, None, None] * buf27_s1, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None], other=0).to(tl.float32)
    acc36 = tl.full([F_n0, F_n1, 1, F_n2], 0.0, tl.float32)
    for i_c0 in range(0, tl.cdiv(E_c0, T_c0)):
        offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)

        t5 = tl.load(m3_ptr + offs_n0[:, None, None, None] * m3_s0 + offs_n1[None, :, None, None] * m3_s1 + offs_n2[None, None, :, None] * m3_s2 + offs_c0[None, None, None, :] * m3_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_c0 < E_c0)[None, None, None, :], other=0).to(tl.float32)
        t6 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t2, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t5, 0.0), 2), axis=3)
        t7 = (t6) * (0.25)
        t29 = t7 - (t28)
        t30 = tl.exp(t29)
        t32 = (t30) / (t31)
        t34 = tl.load(m33_ptr + offs_n0[:, None, None, None] * m33_s0 + offs_n1[None, :, None, None] * m33_s1 + offs_c0[None, None, :, None] * m33_s2 + offs_n2[None, None, None, :] * m33_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
        t35 = tl.sum(tl.expand_dims(tl.where((offs_c0 < E_c0)[None, None, None, :], t32, 0.0), 4) * tl.expand_dims(tl.where((offs_c0 < E_c0)[None, None, :, None], t34, 0.0), 2), axis=3)
        acc36 = acc36 + t35
    tl.store(buf37_ptr + offs_n0[:, None, None, None] * buf37_s0 + offs_n1[None, :, None, None] * buf37_s1 + offs_n2[None, None, None, :] * buf37_s3, acc36, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :])


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
    m1 = inputs['q']
    m4 = inputs['k']
    m3 = m4.permute([0, 1, 3, 2])
    buf26 = torch.full([2, 4, 1, 1], float("nan"), dtype=torch.float32, device=device)
    buf27 = torch.full([2, 4, 1, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(1,)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), buf26_ptr=buf26, buf26_s0=buf26.stride(0), buf26_s1=buf26.stride(1), buf26_s2=buf26.stride(2), buf26_s3=buf26.stride(3), buf27_ptr=buf27, buf27_s0=buf27.stride(0), buf27_s1=buf27.stride(1), buf27_s2=buf27.stride(2), buf27_s3=buf27.stride(3), E_c0=64, E_n0=2, E_n1=4, E_n2=16, F_n0=_pow2(2), F_n1=_pow2(4), F_n2=_pow2(16), T_c0=T['c0'])
    m33 = inputs['v']
    buf37 = torch.full([2, 4, 1, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(1,)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), buf26_ptr=buf26, buf26_s0=buf26.stride(0), buf26_s1=buf26.stride(1), buf26_s2=buf26.stride(2), buf26_s3=buf26.stride(3), buf27_ptr=buf27, buf27_s0=buf27.stride(0), buf27_s1=buf27.stride(1), buf27_s2=buf27.stride(2), buf27_s3=buf27.stride(3), m33_ptr=m33, m33_s0=m33.stride(0), m33_s1=m33.stride(1), m33_s2=m33.stride(2), m33_s3=m33.stride(3), buf37_ptr=buf37, buf37_s0=buf37.stride(0), buf37_s1=buf37.stride(1), buf37_s2=buf37.stride(2), buf37_s3=buf37.stride(3), E_c0=64, E_n0=2, E_n1=4, E_n2=16, F_n0=_pow2(2), F_n1=_pow2(4), F_n2=_pow2(16), T_c0=T['c0'])
    return buf37


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
