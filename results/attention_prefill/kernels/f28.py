"""attention_prefill [small], candidate 28: 2 kernel(s)

Rendered by EqiForge from candidate 28 of attention_prefill [small]: grid(q.2@2) loop(k.3[16]: sum) [1 mm] ; grid(v.3@3) loop(k.2[32]: sum) [1 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid v.3@3[16]
    c1: grid q.2@2[32]
    c2: loop k.3[16]
    c3: loop k.2[32]

Run it on its own: `python kernels/f28.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/attention_prefill.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 8, "c1": 16, "c2": 8, "c3": 16}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 16, "c1": 32, "c2": 16, "c3": 32}


@triton.jit
def kernel_0(m8_ptr, m8_s0, m8_s1, m8_s2, m8_s3, m10_ptr, m10_s0, m10_s1, m10_s2, m10_s3, buf15_ptr, buf15_s0, buf15_s1, buf15_s2, buf15_s3, E_c1, E_c2, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf15: Combine over grid q.2@2[32]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n0 = tl.arange(0, F_n0)
    acc14 = tl.full([F_n1, F_n2, T_c1, F_n0], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t9 = tl.load(m8_ptr + offs_n1[:, None, None, None] * m8_s0 + offs_n2[None, :, None, None] * m8_s1 + offs_c1[None, None, :, None] * m8_s2 + offs_c2[None, None, None, :] * m8_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
        t12 = tl.load(m10_ptr + offs_n1[:, None, None, None] * m10_s0 + offs_n2[None, :, None, None] * m10_s1 + offs_c2[None, None, :, None] * m10_s2 + offs_n0[None, None, None, :] * m10_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
        t13 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :], t9, 0.0), 4) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :, None], t12, 0.0), 2), axis=3)
        acc14 = acc14 + t13
    tl.store(buf15_ptr + offs_n1[:, None, None, None] * buf15_s0 + offs_n2[None, :, None, None] * buf15_s1 + offs_c1[None, None, :, None] * buf15_s2 + offs_n0[None, None, None, :] * buf15_s3, acc14, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :])


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, buf15_ptr, buf15_s0, buf15_s1, buf15_s2, buf15_s3, m37_ptr, m37_s0, m37_s1, m37_s2, m37_s3, buf40_ptr, buf40_s0, buf40_s1, buf40_s2, buf40_s3, E_c0, E_c3, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c3: tl.constexpr):
    # writes buf40: Combine over grid v.3@3[16]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t7 = tl.load(m1_ptr + offs_n0[None, None, :, None] * m1_s2 + offs_n0[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0)
    t16 = tl.load(buf15_ptr + offs_n1[:, None, None, None] * buf15_s0 + offs_n2[None, :, None, None] * buf15_s1 + offs_n0[None, None, :, None] * buf15_s2 + offs_n0[None, None, None, :] * buf15_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t17 = tl.where(t7, -float("inf"), t16)
    t18 = tl.max(tl.where((offs_n0 < E_n0)[None, None, None, :], t17, -float('inf')), axis=3, keep_dims=True)
    t19 = -float("inf") - (t18)
    t20 = t16 - (t18)
    t21 = tl.where(t7, t19, t20)
    t22 = (t21) * (0.25)
    t23 = tl.exp(t22)
    t25 = tl.load(m1_ptr + offs_n0[None, None, :, None] * m1_s2 + offs_n0[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0)
    t26 = tl.where(t25, -float("inf"), t16)
    t27 = tl.max(tl.where((offs_n0 < E_n0)[None, None, None, :], t26, -float('inf')), axis=3, keep_dims=True)
    t28 = -float("inf") - (t27)
    acc35 = tl.full([F_n1, F_n2, F_n0, 1], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t24 = tl.load(m1_ptr + offs_n0[None, None, :, None] * m1_s2 + offs_c3[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[None, None, :, None] & (offs_c3 < E_c3)[None, None, None, :], other=0)
        t29 = tl.load(buf15_ptr + offs_n1[:, None, None, None] * buf15_s0 + offs_n2[None, :, None, None] * buf15_s1 + offs_n0[None, None, :, None] * buf15_s2 + offs_c3[None, None, None, :] * buf15_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
        t30 = t29 - (t27)
        t31 = tl.where(t24, t28, t30)
        t32 = (t31) * (0.25)
        t33 = tl.exp(t32)
        t34 = tl.sum(tl.where((offs_c3 < E_c3)[None, None, None, :], t33, 0.0), axis=3, keep_dims=True)
        acc35 = acc35 + t34
    t36 = (t23) / (acc35)
    t38 = tl.load(m37_ptr + offs_n1[:, None, None, None] * m37_s0 + offs_n2[None, :, None, None] * m37_s1 + offs_n0[None, None, :, None] * m37_s2 + offs_c0[None, None, None, :] * m37_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_c0 < E_c0)[None, None, None, :], other=0).to(tl.float32)
    t39 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, None, :], t36, 0.0), 4) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, :, None], t38, 0.0), 2), axis=3)
    tl.store(buf40_ptr + offs_n1[:, None, None, None] * buf40_s0 + offs_n2[None, :, None, None] * buf40_s1 + offs_n0[None, None, :, None] * buf40_s2 + offs_c0[None, None, None, :] * buf40_s3, t39, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_c0 < E_c0)[None, None, None, :])


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
    m8 = inputs['q']
    m11 = inputs['k']
    m10 = m11.permute([0, 1, 3, 2])
    buf15 = torch.full([2, 4, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(32, T['c1']),)](m8_ptr=m8, m8_s0=m8.stride(0), m8_s1=m8.stride(1), m8_s2=m8.stride(2), m8_s3=m8.stride(3), m10_ptr=m10, m10_s0=m10.stride(0), m10_s1=m10.stride(1), m10_s2=m10.stride(2), m10_s3=m10.stride(3), buf15_ptr=buf15, buf15_s0=buf15.stride(0), buf15_s1=buf15.stride(1), buf15_s2=buf15.stride(2), buf15_s3=buf15.stride(3), E_c1=32, E_c2=16, E_n0=32, E_n1=2, E_n2=4, F_n0=_pow2(32), F_n1=_pow2(2), F_n2=_pow2(4), T_c1=T['c1'], T_c2=T['c2'])
    m37 = inputs['v']
    buf40 = torch.full([2, 4, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(16, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), buf15_ptr=buf15, buf15_s0=buf15.stride(0), buf15_s1=buf15.stride(1), buf15_s2=buf15.stride(2), buf15_s3=buf15.stride(3), m37_ptr=m37, m37_s0=m37.stride(0), m37_s1=m37.stride(1), m37_s2=m37.stride(2), m37_s3=m37.stride(3), buf40_ptr=buf40, buf40_s0=buf40.stride(0), buf40_s1=buf40.stride(1), buf40_s2=buf40.stride(2), buf40_s3=buf40.stride(3), E_c0=16, E_c3=32, E_n0=32, E_n1=2, E_n2=4, F_n0=_pow2(32), F_n1=_pow2(2), F_n2=_pow2(4), T_c0=T['c0'], T_c3=T['c3'])
    return buf40


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
