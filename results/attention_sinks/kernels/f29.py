"""attention_sinks [small], candidate 29: 2 kernel(s)

Rendered by EqiForge from candidate 29 of attention_sinks [small]: grid() loop(k.3[16]: pair(sum, sum)) ; grid(k.2@2, v.3@3) [1 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid k.2@2[32]
    c1: grid v.3@3[16]
    c2: loop k.3[16]

Run it on its own: `python kernels/f29.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/attention_sinks.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 16, "c1": 8, "c2": 8}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 32, "c1": 16, "c2": 16}


@triton.jit
def kernel_0(m13_ptr, m13_s0, m13_s1, m13_s2, m13_s3, m13_s4, m16_ptr, m16_s0, m16_s1, m16_s2, m16_s3, m16_s4, buf24_ptr, buf24_s0, buf24_s1, buf24_s2, buf24_s3, buf24_s4, buf25_ptr, buf25_s0, buf25_s1, buf25_s2, buf25_s3, buf25_s4, E_c2, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf24, buf25: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    acc22 = tl.full([F_n1, F_n1, F_n1, F_n0, F_n0], 0.0, tl.float32)
    acc23 = tl.full([F_n1, F_n1, F_n1, F_n0, F_n0], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t15 = tl.load(m13_ptr + offs_n1[:, None, None, None, None] * m13_s0 + offs_n1[None, :, None, None, None] * m13_s1 + offs_n1[None, None, :, None, None] * m13_s2 + offs_n0[None, None, None, :, None] * m13_s3 + offs_c2[None, None, None, None, :] * m13_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None] & (offs_c2 < E_c2)[None, None, None, None, :], other=0).to(tl.float32)
        t19 = tl.load(m16_ptr + offs_n1[:, None, None, None, None] * m16_s0 + offs_n1[None, :, None, None, None] * m16_s1 + offs_c2[None, None, None, :, None] * m16_s3 + offs_n0[None, None, None, None, :] * m16_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_c2 < E_c2)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0).to(tl.float32)
        t20 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, None, :], t15, 0.0), 5) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :, None], t19, 0.0), 3), axis=4)
        t21 = (t20) * (0.25)
        acc22 = acc22 + t20
        acc23 = acc23 + t21
    tl.store(buf24_ptr + offs_n1[:, None, None, None, None] * buf24_s0 + offs_n1[None, :, None, None, None] * buf24_s1 + offs_n1[None, None, :, None, None] * buf24_s2 + offs_n0[None, None, None, :, None] * buf24_s3 + offs_n0[None, None, None, None, :] * buf24_s4, acc22, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :])
    tl.store(buf25_ptr + offs_n1[:, None, None, None, None] * buf25_s0 + offs_n1[None, :, None, None, None] * buf25_s1 + offs_n1[None, None, :, None, None] * buf25_s2 + offs_n0[None, None, None, :, None] * buf25_s3 + offs_n0[None, None, None, None, :] * buf25_s4, acc23, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :])


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m1_s4, m6_ptr, m6_s0, m6_s1, m6_s2, m6_s3, m6_s4, buf25_ptr, buf25_s0, buf25_s1, buf25_s2, buf25_s3, buf25_s4, m28_ptr, m28_s0, m28_s1, m28_s2, m28_s3, m28_s4, m36_ptr, m36_s0, m36_s1, m36_s2, m36_s3, m36_s4, m42_ptr, m42_s0, m42_s1, m42_s2, m42_s3, m42_s4, buf52_ptr, buf52_s0, buf52_s1, buf52_s2, buf52_s3, E_c0, E_c1, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf52: Combine over grid k.2@2[32], grid v.3@3[16]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t5 = tl.load(m1_ptr + offs_n0[None, None, None, None, :] * m1_s4, mask=(offs_n0 < E_n0)[None, None, None, None, :], other=0)
    t12 = tl.load(m6_ptr + offs_c0[None, None, None, :, None] * m6_s3 + offs_n0[None, None, None, None, :] * m6_s4, mask=(offs_c0 < E_c0)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0)
    t26 = tl.load(buf25_ptr + offs_n1[:, None, None, None, None] * buf25_s0 + offs_n1[None, :, None, None, None] * buf25_s1 + offs_n1[None, None, :, None, None] * buf25_s2 + offs_c0[None, None, None, :, None] * buf25_s3 + offs_n0[None, None, None, None, :] * buf25_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_c0 < E_c0)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0).to(tl.float32)
    t27 = tl.where(t12, -float("inf"), t26)
    t32 = tl.load(m28_ptr + offs_c0[None, None, None, :, None] * m28_s3 + offs_n0[None, None, None, None, :] * m28_s4, mask=(offs_c0 < E_c0)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0)
    t33 = tl.where(t32, -float("inf"), t27)
    t34 = tl.where(t5, t27, t33)
    t35 = tl.max(tl.where((offs_n0 < E_n0)[None, None, None, None, :], t34, -float('inf')), axis=4, keep_dims=True)
    t38 = tl.load(m36_ptr + offs_n1[None, :, None, None, None] * m36_s1 + offs_n1[None, None, :, None, None] * m36_s2, mask=(offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None], other=0).to(tl.float32)
    t39 = tl.maximum(t35, t38)
    t40 = t34 - (t39)
    t41 = tl.exp(t40)
    t44 = tl.load(m42_ptr + offs_n1[:, None, None, None, None] * m42_s0 + offs_n1[None, :, None, None, None] * m42_s1 + offs_n0[None, None, None, :, None] * m42_s3 + offs_c1[None, None, None, None, :] * m42_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, None, :, None] & (offs_c1 < E_c1)[None, None, None, None, :], other=0).to(tl.float32)
    t45 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, None, None, :], t41, 0.0), 5) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, None, :, None], t44, 0.0), 3), axis=4)
    t46 = t38 - (t39)
    t47 = tl.exp(t46)
    t48 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, None, None, :], t41, 0.0), axis=4, keep_dims=True)
    t49 = t47 + t48
    t50 = (t45) / (t49)
    t51 = tl.reshape(t50, [F_n1, F_n2, T_c0, T_c1])
    tl.store(buf52_ptr + offs_n1[:, None, None, None] * buf52_s0 + offs_n2[None, :, None, None] * buf52_s1 + offs_c0[None, None, :, None] * buf52_s2 + offs_c1[None, None, None, :] * buf52_s3, t51, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :])


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
    m3 = _iota([32], 0, device)
    m4 = torch.tensor(2.0, dtype=torch.float32, device=device)
    m2 = _BINARY["Lt"](m3, m4)
    m1 = m2.reshape([1, 1, 1, 1, 32])
    m8 = m3.reshape([1, 32])
    m11 = torch.tensor(0.0, dtype=torch.float32, device=device)
    m10 = _BINARY["Add"](m3, m11)
    m9 = m10.reshape([32, 1])
    m7 = _BINARY["Gt"](m8, m9)
    m6 = m7.reshape([1, 1, 1, 32, 32])
    m14 = inputs['q']
    m13 = m14.reshape([2, 2, 2, 32, 16])
    m18 = inputs['k']
    m17 = m18.reshape([2, 2, 1, 32, 16])
    m16 = m17.permute([0, 1, 2, 4, 3])
    buf24 = torch.full([2, 2, 2, 32, 32], float("nan"), dtype=torch.float32, device=device)
    buf25 = torch.full([2, 2, 2, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(1,)](m13_ptr=m13, m13_s0=m13.stride(0), m13_s1=m13.stride(1), m13_s2=m13.stride(2), m13_s3=m13.stride(3), m13_s4=m13.stride(4), m16_ptr=m16, m16_s0=m16.stride(0), m16_s1=m16.stride(1), m16_s2=m16.stride(2), m16_s3=m16.stride(3), m16_s4=m16.stride(4), buf24_ptr=buf24, buf24_s0=buf24.stride(0), buf24_s1=buf24.stride(1), buf24_s2=buf24.stride(2), buf24_s3=buf24.stride(3), buf24_s4=buf24.stride(4), buf25_ptr=buf25, buf25_s0=buf25.stride(0), buf25_s1=buf25.stride(1), buf25_s2=buf25.stride(2), buf25_s3=buf25.stride(3), buf25_s4=buf25.stride(4), E_c2=16, E_n0=32, E_n1=2, F_n0=_pow2(32), F_n1=_pow2(2), T_c2=T['c2'])
    m30 = _BINARY["Sub"](m9, m8)
    m31 = torch.tensor(8.0, dtype=torch.float32, device=device)
    m29 = _BINARY["Ge"](m30, m31)
    m28 = m29.reshape([1, 1, 1, 32, 32])
    m37 = inputs['sinks']
    m36 = m37.reshape([1, 2, 2, 1, 1])
    m43 = inputs['v']
    m42 = m43.reshape([2, 2, 1, 32, 16])
    buf52 = torch.full([2, 4, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(32, T['c0']) * _cdiv(16, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m1_s4=m1.stride(4), m6_ptr=m6, m6_s0=m6.stride(0), m6_s1=m6.stride(1), m6_s2=m6.stride(2), m6_s3=m6.stride(3), m6_s4=m6.stride(4), buf25_ptr=buf25, buf25_s0=buf25.stride(0), buf25_s1=buf25.stride(1), buf25_s2=buf25.stride(2), buf25_s3=buf25.stride(3), buf25_s4=buf25.stride(4), m28_ptr=m28, m28_s0=m28.stride(0), m28_s1=m28.stride(1), m28_s2=m28.stride(2), m28_s3=m28.stride(3), m28_s4=m28.stride(4), m36_ptr=m36, m36_s0=m36.stride(0), m36_s1=m36.stride(1), m36_s2=m36.stride(2), m36_s3=m36.stride(3), m36_s4=m36.stride(4), m42_ptr=m42, m42_s0=m42.stride(0), m42_s1=m42.stride(1), m42_s2=m42.stride(2), m42_s3=m42.stride(3), m42_s4=m42.stride(4), buf52_ptr=buf52, buf52_s0=buf52.stride(0), buf52_s1=buf52.stride(1), buf52_s2=buf52.stride(2), buf52_s3=buf52.stride(3), E_c0=32, E_c1=16, E_n0=32, E_n1=2, E_n2=4, F_n0=_pow2(32), F_n1=_pow2(2), F_n2=_pow2(4), T_c0=T['c0'], T_c1=T['c1'])
    return buf52


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
