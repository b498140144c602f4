"""attention_prefill [small], candidate 152: 3 kernel(s)

Rendered by EqiForge from candidate 152 of attention_prefill [small]: grid(q.2@2) [1 mm] ; grid(q.2@2) [1 mm] ; grid() loop(k.2[32]: sum)
Coordinates (tile sizes are the T arguments of launch()):
    c0: loop k.2[32]
    c1: grid q.2@2[32]

Run it on its own: `python kernels/f152.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/attention_prefill.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 16, "c1": 16}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 32, "c1": 32}


@triton.jit
def kernel_0(m9_ptr, m9_s0, m9_s1, m9_s2, m9_s3, m11_ptr, m11_s0, m11_s1, m11_s2, m11_s3, buf15_ptr, buf15_s0, buf15_s1, buf15_s2, buf15_s3, E_c1, E_n0, E_n1, E_n2, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c1: tl.constexpr):
    # writes buf15: Combine over grid q.2@2[32]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n3 = tl.arange(0, F_n3)
    offs_n0 = tl.arange(0, F_n0)
    t10 = tl.load(m9_ptr + offs_n1[:, None, None, None] * m9_s0 + offs_n2[None, :, None, None] * m9_s1 + offs_c1[None, None, :, None] * m9_s2 + offs_n3[None, None, None, :] * m9_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t13 = tl.load(m11_ptr + offs_n1[:, None, None, None] * m11_s0 + offs_n2[None, :, None, None] * m11_s1 + offs_n3[None, None, :, None] * m11_s2 + offs_n0[None, None, None, :] * m11_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_n3 < E_n3)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t14 = tl.sum(tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, None, :], t10, 0.0), 4) * tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, :, None], t13, 0.0), 2), axis=3)
    tl.store(buf15_ptr + offs_n1[:, None, None, None] * buf15_s0 + offs_n2[None, :, None, None] * buf15_s1 + offs_c1[None, None, :, None] * buf15_s2 + offs_n0[None, None, None, :] * buf15_s3, t14, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :])


@triton.jit
def kernel_1(m9_ptr, m9_s0, m9_s1, m9_s2, m9_s3, m11_ptr, m11_s0, m11_s1, m11_s2, m11_s3, buf29_ptr, buf29_s0, buf29_s1, buf29_s2, buf29_s3, E_c1, E_n0, E_n1, E_n2, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c1: tl.constexpr):
    # writes buf29: Combine over grid q.2@2[32]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n3 = tl.arange(0, F_n3)
    offs_n0 = tl.arange(0, F_n0)
    t25 = tl.load(m9_ptr + offs_n1[:, None, None, None] * m9_s0 + offs_n2[None, :, None, None] * m9_s1 + offs_c1[None, None, :, None] * m9_s2 + offs_n3[None, None, None, :] * m9_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t26 = tl.load(m11_ptr + offs_n1[:, None, None, None] * m11_s0 + offs_n2[None, :, None, None] * m11_s1 + offs_n3[None, None, :, None] * m11_s2 + offs_n0[None, None, None, :] * m11_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_n3 < E_n3)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t27 = tl.sum(tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, None, :], t25, 0.0), 4) * tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, :, None], t26, 0.0), 2), axis=3)
    t28 = (t27) * (0.25)
    tl.store(buf29_ptr + offs_n1[:, None, None, None] * buf29_s0 + offs_n2[None, :, None, None] * buf29_s1 + offs_c1[None, None, :, None] * buf29_s2 + offs_n0[None, None, None, :] * buf29_s3, t28, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :])


@triton.jit
def kernel_2(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, buf15_ptr, buf15_s0, buf15_s1, buf15_s2, buf15_s3, buf29_ptr, buf29_s0, buf29_s1, buf29_s2, buf29_s3, m41_ptr, m41_s0, m41_s1, m41_s2, m41_s3, buf45_ptr, buf45_s0, buf45_s1, buf45_s2, buf45_s3, E_c0, E_n0, E_n1, E_n2, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c0: tl.constexpr):
    # writes buf45: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n3 = tl.arange(0, F_n3)
    t8 = tl.load(m1_ptr + offs_n0[None, None, :, None] * m1_s2 + offs_n0[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0)
    t16 = tl.load(buf15_ptr + offs_n1[:, None, None, None] * buf15_s0 + offs_n2[None, :, None, None] * buf15_s1 + offs_n0[None, None, :, None] * buf15_s2 + offs_n0[None, None, None, :] * buf15_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t17 = tl.where(t8, -float("inf"), t16)
    t18 = tl.max(tl.where((offs_n0 < E_n0)[None, None, None, :], t17, -float('inf')), axis=3, keep_dims=True)
    t19 = -float("inf") - (t18)
    t30 = tl.load(buf29_ptr + offs_n1[:, None, None, None] * buf29_s0 + offs_n2[None, :, None, None] * buf29_s1 + offs_n0[None, None, :, None] * buf29_s2 + offs_n0[None, None, None, :] * buf29_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t31 = tl.where(t8, -float("inf"), t30)
    t32 = tl.max(tl.where((offs_n0 < E_n0)[None, None, None, :], t31, -float('inf')), axis=3, keep_dims=True)
    t33 = -float("inf") - (t32)
    t34 = tl.exp(t33)
    t35 = t16 - (t18)
    t36 = (t35) * (0.25)
    t37 = tl.exp(t36)
    t38 = tl.where(t8, t34, t37)
    t39 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, None, :], t38, 0.0), axis=3, keep_dims=True)
    acc44 = tl.full([F_n1, F_n2, F_n0, F_n3], 0.0, tl.float32)
    for i_c0 in range(0, tl.cdiv(E_c0, T_c0)):
        offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)

        t7 = tl.load(m1_ptr + offs_n0[None, None, :, None] * m1_s2 + offs_c0[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[None, None, :, None] & (offs_c0 < E_c0)[None, None, None, :], other=0)
        t20 = tl.load(buf15_ptr + offs_n1[:, None, None, None] * buf15_s0 + offs_n2[None, :, None, None] * buf15_s1 + offs_n0[None, None, :, None] * buf15_s2 + offs_c0[None, None, None, :] * buf15_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_c0 < E_c0)[None, None, None, :], other=0).to(tl.float32)
        t21 = t20 - (t18)
        t22 = tl.where(t7, t19, t21)
        t23 = (t22) * (0.25)
        t24 = tl.exp(t23)
        t40 = (t24) / (t39)
        t42 = tl.load(m41_ptr + offs_n1[:, None, None, None] * m41_s0 + offs_n2[None, :, None, None] * m41_s1 + offs_c0[None, None, :, None] * m41_s2 + offs_n3[None, None, None, :] * m41_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
        t43 = tl.sum(tl.expand_dims(tl.where((offs_c0 < E_c0)[None, None, None, :], t40, 0.0), 4) * tl.expand_dims(tl.where((offs_c0 < E_c0)[None, None, :, None], t42, 0.0), 2), axis=3)
        acc44 = acc44 + t43
    tl.store(buf45_ptr + offs_n1[:, None, None, None] * buf45_s0 + offs_n2[None, :, None, None] * buf45_s1 + offs_n0[None, None, :, None] * buf45_s2 + offs_n3[None, None, None, :] * buf45_s3, acc44, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :])


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
    buf15 = torch.full([2, 4, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(32, T['c1']),)](m9_ptr=m9, m9_s0=m9.stride(0), m9_s1=m9.stride(1), m9_s2=m9.stride(2), m9_s3=m9.stride(3), m11_ptr=m11, m11_s0=m11.stride(0), m11_s1=m11.stride(1), m11_s2=m11.stride(2), m11_s3=m11.stride(3), buf15_ptr=buf15, buf15_s0=buf15.stride(0), buf15_s1=buf15.stride(1), buf15_s2=buf15.stride(2), buf15_s3=buf15.stride(3), E_c1=32, E_n0=32, E_n1=2, E_n2=4, E_n3=16, F_n0=_pow2(32), F_n1=_pow2(2), F_n2=_pow2(4), F_n3=_pow2(16), T_c1=T['c1'])
    buf29 = torch.full([2, 4, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(32, T['c1']),)](m9_ptr=m9, m9_s0=m9.stride(0), m9_s1=m9.stride(1), m9_s2=m9.stride(2), m9_s3=m9.stride(3), m11_ptr=m11, m11_s0=m11.stride(0), m11_s1=m11.stride(1), m11_s2=m11.stride(2), m11_s3=m11.stride(3), buf29_ptr=buf29, buf29_s0=buf29.stride(0), buf29_s1=buf29.stride(1), buf29_s2=buf29.stride(2), buf29_s3=buf29.stride(3), E_c1=32, E_n0=32, E_n1=2, E_n2=4, E_n3=16, F_n0=_pow2(32), F_n1=_pow2(2), F_n2=_pow2(4), F_n3=_pow2(16), T_c1=T['c1'])
    m41 = inputs['v']
    buf45 = torch.full([2, 4, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(1,)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), buf15_ptr=buf15, buf15_s0=buf15.stride(0), buf15_s1=buf15.stride(1), buf15_s2=buf15.stride(2), buf15_s3=buf15.stride(3), buf29_ptr=buf29, buf29_s0=buf29.stride(0), buf29_s1=buf29.stride(1), buf29_s2=buf29.stride(2), buf29_s3=buf29.stride(3), m41_ptr=m41, m41_s0=m41.stride(0), m41_s1=m41.stride(1), m41_s2=m41.stride(2), m41_s3=m41.stride(3), buf45_ptr=buf45, buf45_s0=buf45.stride(0), buf45_s1=buf45.stride(1), buf45_s2=buf45.stride(2), buf45_s3=buf45.stride(3), E_c0=32, E_n0=32, E_n1=2, E_n2=4, E_n3=16, F_n0=_pow2(32), F_n1=_pow2(2), F_n2=_pow2(4), F_n3=_pow2(16), T_c0=T['c0'])
    return buf45


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
