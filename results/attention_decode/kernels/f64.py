"""attention_decode [small], candidate 64: 3 kernel(s)

Rendered by EqiForge from candidate 64 of attention_decode [small]: grid(k.0@0) loop(k.2[64]: rescale) [2 mm] ; grid() loop(k.2[64]: rescale) ; grid(k.0@0, k.1@1, v.3@3)
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid k.0@0[2]
    c1: grid k.1@1[4]
    c2: grid v.3@3[16]
    c3: loop k.2[64]

Run it on its own: `python kernels/f64.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/attention_decode.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 1, "c1": 2, "c2": 8, "c3": 32}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 2, "c1": 4, "c2": 16, "c3": 64}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, m18_ptr, m18_s0, m18_s1, m18_s2, m18_s3, buf27_ptr, buf27_s0, buf27_s1, buf27_s2, buf27_s3, E_c0, E_c3, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c3: tl.constexpr):
    # writes buf27: Combine over grid k.0@0[2]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t2 = tl.load(m1_ptr + offs_c0[:, None, None, None] * m1_s0 + offs_n0[None, :, None, None] * m1_s1 + offs_n1[None, None, None, :] * m1_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    acc21 = tl.full([T_c0, F_n0, 1, 1], -float('inf'), tl.float32)
    acc22 = tl.full([T_c0, F_n0, 1, 1], 0.0, tl.float32)
    acc23 = tl.full([T_c0, F_n0, 1, F_n1], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t5 = tl.load(m3_ptr + offs_c0[:, None, None, None] * m3_s0 + offs_n0[None, :, None, None] * m3_s1 + offs_n1[None, None, :, None] * m3_s2 + offs_c3[None, None, None, :] * m3_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
        t6 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :], t2, 0.0), 4) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :, None], t5, 0.0), 2), axis=3)
        t7 = tl.max(tl.where((offs_c3 < E_c3)[None, None, None, :], t6, -float('inf')), axis=3, keep_dims=True)
        t8 = (t7) * (0.25)
        t9 = (t6) * (0.25)
        t10 = t8 - (t8)
        t11 = t10 == t10
        t12 = (t11) == 0
        t13 = tl.exp(t8)
        t14 = tl.where(t12, t13, t8)
        t15 = t9 - (t14)
        t16 = tl.exp(t15)
        t17 = tl.sum(tl.where((offs_c3 < E_c3)[None, None, None, :], t16, 0.0), axis=3, keep_dims=True)
        t19 = tl.load(m18_ptr + offs_c0[:, None, None, None] * m18_s0 + offs_n0[None, :, None, None] * m18_s1 + offs_c3[None, None, :, None] * m18_s2 + offs_n1[None, None, None, :] * m18_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_c3 < E_c3)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
        t20 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, :], t16, 0.0), 4) * tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, :, None], t19, 0.0), 2), axis=3)
        m24 = tl.maximum(acc21, t8)
        r25 = tl.where(acc21 == -float("inf"), 0.0, tl.exp(acc21 - m24))
        r26 = tl.where(t8 == -float("inf"), 0.0, tl.exp(t8 - m24))
        acc22 = tl.where(acc21 == -float("inf"), 0.0, acc22 * r25) + tl.where(t8 == -float("inf"), 0.0, t17 * r26)
        acc23 = tl.where(acc21 == -float("inf"), 0.0, acc23 * r25) + tl.where(t8 == -float("inf"), 0.0, t20 * r26)
        acc21 = m24
    tl.store(buf27_ptr + offs_c0[:, None, None, None] * buf27_s0 + offs_n0[None, :, None, None] * buf27_s1 + offs_n1[None, None, None, :] * buf27_s3, acc23, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :])


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, m18_ptr, m18_s0, m18_s1, m18_s2, m18_s3, buf50_ptr, buf50_s0, buf50_s1, buf50_s2, buf50_s3, buf51_ptr, buf51_s0, buf51_s1, buf51_s2, buf51_s3, buf52_ptr, buf52_s0, buf52_s1, buf52_s2, buf52_s3, E_c3, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c3: tl.constexpr):
    # writes buf50, buf51, buf52: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t29 = tl.load(m1_ptr + offs_n2[:, None, None, None] * m1_s0 + offs_n0[None, :, None, None] * m1_s1 + offs_n1[None, None, None, :] * m1_s3, mask=(offs_n2 < E_n2)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    acc44 = tl.full([F_n2, F_n0, 1, 1], -float('inf'), tl.float32)
    acc45 = tl.full([F_n2, F_n0, 1, 1], 0.0, tl.float32)
    acc46 = tl.full([F_n2, F_n0, 1, F_n1], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t30 = tl.load(m3_ptr + offs_n2[:, None, None, None] * m3_s0 + offs_n0[None, :, None, None] * m3_s1 + offs_n1[None, None, :, None] * m3_s2 + offs_c3[None, None, None, :] * m3_s3, mask=(offs_n2 < E_n2)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
        t31 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :], t29, 0.0), 4) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :, None], t30, 0.0), 2), axis=3)
        t32 = (t31) * (0.25)
        t33 = tl.max(tl.where((offs_c3 < E_c3)[None, None, None, :], t32, -float('inf')), axis=3, keep_dims=True)
        t34 = t33 - (t33)
        t35 = t34 == t34
        t36 = (t35) == 0
        t37 = tl.exp(t33)
        t38 = tl.where(t36, t37, t33)
        t39 = t32 - (t38)
        t40 = tl.exp(t39)
        t41 = tl.sum(tl.where((offs_c3 < E_c3)[None, None, None, :], t40, 0.0), axis=3, keep_dims=True)
        t42 = tl.load(m18_ptr + offs_n2[:, None, None, None] * m18_s0 + offs_n0[None, :, None, None] * m18_s1 + offs_c3[None, None, :, None] * m18_s2 + offs_n1[None, None, None, :] * m18_s3, mask=(offs_n2 < E_n2)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_c3 < E_c3)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
        t43 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, :], t40, 0.0), 4) * tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, :, None], t42, 0.0), 2), axis=3)
        m47 = tl.maximum(acc44, t33)
        r48 = tl.where(acc44 == -float("inf"), 0.0, tl.exp(acc44 - m47))
        r49 = tl.where(t33 == -float("inf"), 0.0, tl.exp(t33 - m47))
        acc45 = tl.where(acc44 == -float("inf"), 0.0, acc45 * r48) + tl.where(t33 == -float("inf"), 0.0, t41 * r49)
        acc46 = tl.where(acc44 == -float("inf"), 0.0, acc46 * r48) + tl.where(t33 == -float("inf"), 0.0, t43 * r49)
        acc44 = m47
    tl.store(buf50_ptr + offs_n2[:, None, None, None] * buf50_s0 + offs_n0[None, :, None, None] * buf50_s1, acc44, mask=(offs_n2 < E_n2)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None])
    tl.store(buf51_ptr + offs_n2[:, None, None, None] * buf51_s0 + offs_n0[None, :, None, None] * buf51_s1, acc45, mask=(offs_n2 < E_n2)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None])
    tl.store(buf52_ptr + offs_n2[:, None, None, None] * buf52_s0 + offs_n0[None, :, None, None] * buf52_s1 + offs_n1[None, None, None, :] * buf52_s3, acc46, mask=(offs_n2 < E_n2)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :])


@triton.jit
def kernel_2(buf27_ptr, buf27_s0, buf27_s1, buf27_s2, buf27_s3, buf51_ptr, buf51_s0, buf51_s1, buf51_s2, buf51_s3, buf55_ptr, buf55_s0, buf55_s1, buf55_s2, buf55_s3, E_c0, E_c1, E_c2, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf55: Combine over grid k.0@0[2], grid k.1@1[4], grid v.3@3[16]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    t28 = tl.load(buf27_ptr + offs_c0[:, None, None, None] * buf27_s0 + offs_c1[None, :, None, None] * buf27_s1 + offs_c2[None, None, None, :] * buf27_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
    t53 = tl.load(buf51_ptr + offs_c0[:, None, None, None] * buf51_s0 + offs_c1[None, :, None, None] * buf51_s1, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None], other=0).to(tl.float32)
    t54 = (t28) / (t53)
    tl.store(buf55_ptr + offs_c0[:, None, None, None] * buf55_s0 + offs_c1[None, :, None, None] * buf55_s1 + offs_c2[None, None, None, :] * buf55_s3, t54, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_c2 < E_c2)[None, None, None, :])


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
    m18 = inputs['v']
    buf27 = torch.full([2, 4, 1, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(2, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), m18_ptr=m18, m18_s0=m18.stride(0), m18_s1=m18.stride(1), m18_s2=m18.stride(2), m18_s3=m18.stride(3), buf27_ptr=buf27, buf27_s0=buf27.stride(0), buf27_s1=buf27.stride(1), buf27_s2=buf27.stride(2), buf27_s3=buf27.stride(3), E_c0=2, E_c3=64, E_n0=4, E_n1=16, F_n0=_pow2(4), F_n1=_pow2(16), T_c0=T['c0'], T_c3=T['c3'])
    buf50 = torch.full([2, 4, 1, 1], float("nan"), dtype=torch.float32, device=device)
    buf51 = torch.full([2, 4, 1, 1], float("nan"), dtype=torch.float32, device=device)
    buf52 = torch.full([2, 4, 1, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(1,)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), m18_ptr=m18, m18_s0=m18.stride(0), m18_s1=m18.stride(1), m18_s2=m18.stride(2), m18_s3=m18.stride(3), buf50_ptr=buf50, buf50_s0=buf50.stride(0), buf50_s1=buf50.stride(1), buf50_s2=buf50.stride(2), buf50_s3=buf50.stride(3), buf51_ptr=buf51, buf51_s0=buf51.stride(0), buf51_s1=buf51.stride(1), buf51_s2=buf51.stride(2), buf51_s3=buf51.stride(3), buf52_ptr=buf52, buf52_s0=buf52.stride(0), buf52_s1=buf52.stride(1), buf52_s2=buf52.stride(2), buf52_s3=buf52.stride(3), E_c3=64, E_n0=4, E_n1=16, E_n2=2, F_n0=_pow2(4), F_n1=_pow2(16), F_n2=_pow2(2), T_c3=T['c3'])
    buf55 = torch.full([2, 4, 1, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(2, T['c0']) * _cdiv(4, T['c1']) * _cdiv(16, T['c2']),)](buf27_ptr=buf27, buf27_s0=buf27.stride(0), buf27_s1=buf27.stride(1), buf27_s2=buf27.stride(2), buf27_s3=buf27.stride(3), buf51_ptr=buf51, buf51_s0=buf51.stride(0), buf51_s1=buf51.stride(1), buf51_s2=buf51.stride(2), buf51_s3=buf51.stride(3), buf55_ptr=buf55, buf55_s0=buf55.stride(0), buf55_s1=buf55.stride(1), buf55_s2=buf55.stride(2), buf55_s3=buf55.stride(3), E_c0=2, E_c1=4, E_c2=16, T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    return buf55


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
