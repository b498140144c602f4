"""attention_prefill [small], candidate 151: 3 kernel(s)

Rendered by EqiForge from candidate 151 of attention_prefill [small]: grid(q.2@2) [1 mm] ; grid(q.2@2) [1 mm] ; grid() loop(k.2[32]: pair(sum, sum))
Coordinates (tile sizes are the T arguments of launch()):
    c0: loop k.2[32]
    c1: grid q.2@2[32]

Run it on its own: `python kernels/f151.py` checks it once against PyTorch on random inputs.
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
def kernel_1(m9_ptr, m9_s0, m9_s1, m9_s2, m9_s3, m11_ptr, m11_s0, m11_s1, m11_s2, m11_s3, buf32_ptr, buf32_s0, buf32_s1, buf32_s2, buf32_s3, E_c1, E_n0, E_n1, E_n2, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c1: tl.constexpr):
    # writes buf32: Combine over grid q.2@2[32]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n3 = tl.arange(0, F_n3)
    offs_n0 = tl.arange(0, F_n0)
    t28 = tl.load(m9_ptr + offs_n1[:, None, None, None] * m9_s0 + offs_n2[None, :, None, None] * m9_s1 + offs_c1[None, None, :, None] * m9_s2 + offs_n3[None, None, None, :] * m9_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t29 = tl.load(m11_ptr + offs_n1[:, None, None, None] * m11_s0 + offs_n2[None, :, None, None] * m11_s1 + offs_n3[None, None, :, None] * m11_s2 + offs_n0[None, None, None, :] * m11_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_n3 < E_n3)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t30 = tl.sum(tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, None, :], t28, 0.0), 4) * tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, :, None], t29, 0.0), 2), axis=3)
    t31 = (t30) * (0.25)
    tl.store(buf32_ptr + offs_n1[:, None, None, None] * buf32_s0 + offs_n2[None, :, None, None] * buf32_s1 + offs_c1[None, None, :, None] * buf32_s2 + offs_n0[None, None, None, :] * buf32_s3, t31, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :])


@triton.jit
def kernel_2(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, buf15_ptr, buf15_s0, buf15_s1, buf15_s2, buf15_s3, m25_ptr, m25_s0, m25_s1, m25_s2, m25_s3, buf32_ptr, buf32_s0, buf32_s1, buf32_s2, buf32_s3, buf47_ptr, buf47_s0, buf47_s1, buf47_s2, buf47_s3, buf48_ptr, buf48_s0, buf48_s1, buf48_s2, buf48_s3, E_c0, E_n0, E_n1, E_n2, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c0: tl.constexpr):
    # writes buf47, buf48: PReduce over one instance
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
    t33 = tl.load(buf32_ptr + offs_n1[:, None, None, None] * buf32_s0 + offs_n2[None, :, None, None] * buf32_s1 + offs_n0[None, None, :, None] * buf32_s2 + offs_n0[None, None, None, :] * buf32_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t34 = tl.where(t8, -float("inf"), t33)
    t35 = tl.max(tl.where((offs_n0 < E_n0)[None, None, None, :], t34, -float('inf')), axis=3, keep_dims=True)
    t36 = -float("inf") - (t35)
    t37 = tl.exp(t36)
    t38 = t16 - (t18)
    t39 = (t38) * (0.25)
    t40 = tl.exp(t39)
    t41 = tl.where(t8, t37, t40)
    t42 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, None, :], t41, 0.0), axis=3, keep_dims=True)
    acc45 = tl.full([F_n1, F_n2, F_n0, F_n3], 0.0, tl.float32)
    acc46 = tl.full([F_n1, F_n2, F_n0, F_n3], 0.0, tl.float32)
    for i_c0 in range(0, tl.cdiv(E_c0, T_c0)):
        offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)

        t7 = tl.load(m1_ptr + offs_n0[None, None, :, None] * m1_s2 + offs_c0[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[None, None, :, None] & (offs_c0 < E_c0)[None, None, None, :], other=0)
        t20 = tl.load(buf15_ptr + offs_n1[:, None, None, None] * buf15_s0 + offs_n2[None, :, None, None] * buf15_s1 + offs_n0[None, None, :, None] * buf15_s2 + offs_c0[None, None, None, :] * buf15_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_c0 < E_c0)[None, None, None, :], other=0).to(tl.float32)
        t21 = t20 - (t18)
        t22 = tl.where(t7, t19, t21)
        t23 = (t22) * (0.25)
        t24 = tl.exp(t23)
        t26 = tl.load(m25_ptr + offs_n1[:, None, None, None] * m25_s0 + offs_n2[None, :, None, None] * m25_s1 + offs_c0[None, None, :, None] * m25_s2 + offs_n3[None, None, None, :] * m25_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
        t27 = tl.sum(tl.expand_dims(tl.where((offs_c0 < E_c0)[None, None, None, :], t24, 0.0), 4) * tl.expand_dims(tl.where((offs_c0 < E_c0)[None, None, :, None], t26, 0.0), 2), axis=3)
        t43 = (t24) / (t42)
        t44 = tl.sum(tl.expand_dims(tl.where((offs_c0 < E_c0)[None, None, None, :], t43, 0.0), 4) * tl.expand_dims(tl.where((offs_c0 < E_c0)[None, None, :, None], t26, 0.0), 2), axis=3)
        acc45 = acc45 + t27
        acc46 = acc46 + t44
    tl.store(buf47_ptr + offs_n1[:, None, None, None] * buf47_s0 + offs_n2[None, :, None, None] * buf47_s1 + offs_n0[None, None, :, None] * buf47_s2 + offs_n3[None, None, None, :] * buf47_s3, acc45, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :])
    tl.store(buf48_ptr + offs_n1[:, None, None, None] * buf48_s0 + offs_n2[None, :, None, None] * buf48_s1 + offs_n0[None, None, :, None] * buf48_s2 + offs_n3[None, None, None, :] * buf48_s3, acc46, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :])


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
    m25 = inputs['v']
    buf32 = torch.full([2, 4, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(32, T['c1']),)](m9_ptr=m9, m9_s0=m9.stride(0), m9_s1=m9.stride(1), m9_s2=m9.stride(2), m9_s3=m9.stride(3), m11_ptr=m11, m11_s0=m11.stride(0), m11_s1=m11.stride(1), m11_s2=m11.stride(2), m11_s3=m11.stride(3), buf32_ptr=buf32, buf32_s0=buf32.stride(0), buf32_s1=buf32.stride(1), buf32_s2=buf32.stride(2), buf32_s3=buf32.stride(3), E_c1=32, E_n0=32, E_n1=2, E_n2=4, E_n3=16, F_n0=_pow2(32), F_n1=_pow2(2), F_n2=_pow2(4), F_n3=_pow2(16), T_c1=T['c1'])
    buf47 = torch.full([2, 4, 32, 16], float("nan"), dtype=torch.float32, device=device)
    buf48 = torch.full([2, 4, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(1,)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), buf15_ptr=buf15, buf15_s0=buf15.stride(0), buf15_s1=buf15.stride(1), buf15_s2=buf15.stride(2), buf15_s3=buf15.stride(3), m25_ptr=m25, m25_s0=m25.stride(0), m25_s1=m25.stride(1), m25_s2=m25.stride(2), m25_s3=m25.stride(3), buf32_ptr=buf32, buf32_s0=buf32.stride(0), buf32_s1=buf32.stride(1), buf32_s2=buf32.stride(2), buf32_s3=buf32.stride(3), buf47_ptr=buf47, buf47_s0=buf47.stride(0), buf47_s1=buf47.stride(1), buf47_s2=buf47.stride(2), buf47_s3=buf47.stride(3), buf48_ptr=buf48, buf48_s0=buf48.stride(0), buf48_s1=buf48.stride(1), buf48_s2=buf48.stride(2), buf48_s3=buf48.stride(3), E_c0=32, E_n0=32, E_n1=2, E_n2=4, E_n3=16, F_n0=_pow2(32), F_n1=_pow2(2), F_n2=_pow2(4), F_n3=_pow2(16), T_c0=T['c0'])
    return buf48


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
