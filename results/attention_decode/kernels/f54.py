"""attention_decode [small], candidate 54: 2 kernel(s)

Rendered by EqiForge from candidate 54 of attention_decode [small]: grid(k.2@3) [1 mm] ; grid(v.3@3) loop(k.2[64]: rescale) loop(k.2[64]: rescale) [2 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid v.3@3[16]
    c1: loop k.2[64]
    c2: grid k.2@3[64]

Run it on its own: `python kernels/f54.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/attention_decode.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 8, "c1": 32, "c2": 32}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 16, "c1": 64, "c2": 64}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m4_ptr, m4_s0, m4_s1, m4_s2, m4_s3, buf8_ptr, buf8_s0, buf8_s1, buf8_s2, buf8_s3, E_c2, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c2: tl.constexpr):
    # writes buf8: Combine over grid k.2@3[64]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t2 = tl.load(m1_ptr + offs_n0[:, None, None, None] * m1_s0 + offs_n1[None, :, None, None] * m1_s1 + offs_n2[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t3 = (t2) * (0.25)
    t6 = tl.load(m4_ptr + offs_n0[:, None, None, None] * m4_s0 + offs_n1[None, :, None, None] * m4_s1 + offs_n2[None, None, :, None] * m4_s2 + offs_c2[None, None, None, :] * m4_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
    t7 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t3, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t6, 0.0), 2), axis=3)
    tl.store(buf8_ptr + offs_n0[:, None, None, None] * buf8_s0 + offs_n1[None, :, None, None] * buf8_s1 + offs_c2[None, None, None, :] * buf8_s3, t7, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c2 < E_c2)[None, None, None, :])


@triton.jit
def kernel_1(buf8_ptr, buf8_s0, buf8_s1, buf8_s2, buf8_s3, m19_ptr, m19_s0, m19_s1, m19_s2, m19_s3, buf47_ptr, buf47_s0, buf47_s1, buf47_s2, buf47_s3, E_c0, E_c1, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf47: Combine over grid v.3@3[16]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    acc22 = tl.full([F_n0, F_n1, 1, 1], -float('inf'), tl.float32)
    acc23 = tl.full([F_n0, F_n1, 1, 1], 0.0, tl.float32)
    acc24 = tl.full([F_n0, F_n1, 1, T_c0], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t9 = tl.load(buf8_ptr + offs_n0[:, None, None, None] * buf8_s0 + offs_n1[None, :, None, None] * buf8_s1 + offs_c1[None, None, None, :] * buf8_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
        t10 = tl.max(tl.where((offs_c1 < E_c1)[None, None, None, :], t9, -float('inf')), axis=3, keep_dims=True)
        t11 = t10 - (t10)
        t12 = t11 == t11
        t13 = (t12) == 0
        t14 = tl.exp(t10)
        t15 = tl.where(t13, t14, t10)
        t16 = t9 - (t15)
        t17 = tl.exp(t16)
        t18 = tl.sum(tl.where((offs_c1 < E_c1)[None, None, None, :], t17, 0.0), axis=3, keep_dims=True)
        t20 = tl.load(m19_ptr + offs_n0[:, None, None, None] * m19_s0 + offs_n1[None, :, None, None] * m19_s1 + offs_c1[None, None, :, None] * m19_s2 + offs_c0[None, None, None, :] * m19_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_c0 < E_c0)[None, None, None, :], other=0).to(tl.float32)
        t21 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, :], t17, 0.0), 4) * tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, :, None], t20, 0.0), 2), axis=3)
        m25 = tl.maximum(acc22, t10)
        r26 = tl.where(acc22 == -float("inf"), 0.0, tl.exp(acc22 - m25))
        r27 = tl.where(t10 == -float("inf"), 0.0, tl.exp(t10 - m25))
        acc23 = tl.where(acc22 == -float("inf"), 0.0, acc23 * r26) + tl.where(t10 == -float("inf"), 0.0, t18 * r27)
        acc24 = tl.where(acc22 == -float("inf"), 0.0, acc24 * r26) + tl.where(t10 == -float("inf"), 0.0, t21 * r27)
        acc22 = m25
    acc40 = tl.full([F_n0, F_n1, 1, 1], -float('inf'), tl.float32)
    acc41 = tl.full([F_n0, F_n1, 1, 1], 0.0, tl.float32)
    acc42 = tl.full([F_n0, F_n1, 1, F_n2], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t28 = tl.load(buf8_ptr + offs_n0[:, None, None, None] * buf8_s0 + offs_n1[None, :, None, None] * buf8_s1 + offs_c1[None, None, None, :] * buf8_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
        t29 = tl.max(tl.where((offs_c1 < E_c1)[None, None, None, :], t28, -float('inf')), axis=3, keep_dims=True)
        t30 = t29 - (t29)
        t31 = t30 == t30
        t32 = (t31) == 0
        t33 = tl.exp(t29)
        t34 = tl.where(t32, t33, t29)
        t35 = t28 - (t34)
        t36 = tl.exp(t35)
        t37 = tl.sum(tl.where((offs_c1 < E_c1)[None, None, None, :], t36, 0.0), axis=3, keep_dims=True)
        t38 = tl.load(m19_ptr + offs_n0[:, None, None, None] * m19_s0 + offs_n1[None, :, None, None] * m19_s1 + offs_c1[None, None, :, None] * m19_s2 + offs_n2[None, None, None, :] * m19_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
        t39 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, :], t36, 0.0), 4) * tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, :, None], t38, 0.0), 2), axis=3)
        m43 = tl.maximum(acc40, t29)
        r44 = tl.where(acc40 == -float("inf"), 0.0, tl.exp(acc40 - m43))
        r45 = tl.where(t29 == -float("inf"), 0.0, tl.exp(t29 - m43))
        acc41 = tl.where(acc40 == -float("inf"), 0.0, acc41 * r44) + tl.where(t29 == -float("inf"), 0.0, t37 * r45)
        acc42 = tl.where(acc40 == -float("inf"), 0.0, acc42 * r44) + tl.where(t29 == -float("inf"), 0.0, t39 * r45)
        acc40 = m43
    t46 = (acc24) / (acc41)
    tl.store(buf47_ptr + offs_n0[:, None, None, None] * buf47_s0 + offs_n1[None, :, None, None] * buf47_s1 + offs_c0[None, None, None, :] * buf47_s3, t46, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c0 < E_c0)[None, None, None, :])


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
    m5 = inputs['k']
    m4 = m5.permute([0, 1, 3, 2])
    buf8 = torch.full([2, 4, 1, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(64, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m4_ptr=m4, m4_s0=m4.stride(0), m4_s1=m4.stride(1), m4_s2=m4.stride(2), m4_s3=m4.stride(3), buf8_ptr=buf8, buf8_s0=buf8.stride(0), buf8_s1=buf8.stride(1), buf8_s2=buf8.stride(2), buf8_s3=buf8.stride(3), E_c2=64, E_n0=2, E_n1=4, E_n2=16, F_n0=_pow2(2), F_n1=_pow2(4), F_n2=_pow2(16), T_c2=T['c2'])
    m19 = inputs['v']
    buf47 = torch.full([2, 4, 1, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(16, T['c0']),)](buf8_ptr=buf8, buf8_s0=buf8.stride(0), buf8_s1=buf8.stride(1), buf8_s2=buf8.stride(2), buf8_s3=buf8.stride(3), m19_ptr=m19, m19_s0=m19.stride(0), m19_s1=m19.stride(1), m19_s2=m19.stride(2), m19_s3=m19.stride(3), buf47_ptr=buf47, buf47_s0=buf47.stride(0), buf47_s1=buf47.stride(1), buf47_s2=buf47.stride(2), buf47_s3=buf47.stride(3), E_c0=16, E_c1=64, E_n0=2, E_n1=4, E_n2=16, F_n0=_pow2(2), F_n1=_pow2(4), F_n2=_pow2(16), T_c0=T['c0'], T_c1=T['c1'])
    return buf47


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
