"""swa_gqa [small], candidate 74: 2 kernel(s)

Rendered by EqiForge from candidate 74 of swa_gqa [small]: grid(k.2@2) loop(k.3[16]: sum) [1 mm] ; grid(k.0@0) loop(k.2[32]: rescale) [1 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid k.0@0[2]
    c1: loop k.2[32]
    c2: grid k.2@2[32]
    c3: loop k.3[16]

Run it on its own: `python kernels/f74.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/swa_gqa.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 1, "c1": 16, "c2": 16, "c3": 8}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 2, "c1": 32, "c2": 32, "c3": 16}


@triton.jit
def kernel_0(m12_ptr, m12_s0, m12_s1, m12_s2, m12_s3, m14_ptr, m14_s0, m14_s1, m14_s2, m14_s3, buf23_ptr, buf23_s0, buf23_s1, buf23_s2, buf23_s3, E_c2, E_c3, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # writes buf23: Combine over grid k.2@2[32]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    acc21 = tl.full([F_n2, F_n1, T_c2, F_n0], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t13 = tl.load(m12_ptr + offs_n2[:, None, None, None] * m12_s0 + offs_n1[None, :, None, None] * m12_s1 + offs_c2[None, None, :, None] * m12_s2 + offs_c3[None, None, None, :] * m12_s3, mask=(offs_n2 < E_n2)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
        t19 = tl.load(m14_ptr + offs_n2[:, None, None, None] * m14_s0 + offs_n1[None, :, None, None] * m14_s1 + offs_c3[None, None, :, None] * m14_s2 + offs_n0[None, None, None, :] * m14_s3, mask=(offs_n2 < E_n2)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c3 < E_c3)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
        t20 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, :], t13, 0.0), 4) * tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, :, None], t19, 0.0), 2), axis=3)
        acc21 = acc21 + t20
    t22 = (acc21) * (0.25)
    tl.store(buf23_ptr + offs_n2[:, None, None, None] * buf23_s0 + offs_n1[None, :, None, None] * buf23_s1 + offs_c2[None, None, :, None] * buf23_s2 + offs_n0[None, None, None, :] * buf23_s3, t22, mask=(offs_n2 < E_n2)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :])


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m9_ptr, m9_s0, m9_s1, m9_s2, m9_s3, buf23_ptr, buf23_s0, buf23_s1, buf23_s2, buf23_s3, m39_ptr, m39_s0, m39_s1, m39_s2, m39_s3, buf52_ptr, buf52_s0, buf52_s1, buf52_s2, buf52_s3, E_c0, E_c1, E_n0, E_n1, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n3: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf52: Combine over grid k.0@0[2]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n3 = tl.arange(0, F_n3)
    acc45 = tl.full([T_c0, F_n1, F_n0, 1], -float('inf'), tl.float32)
    acc46 = tl.full([T_c0, F_n1, F_n0, 1], 0.0, tl.float32)
    acc47 = tl.full([T_c0, F_n1, F_n0, F_n3], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t8 = tl.load(m1_ptr + offs_n0[None, None, :, None] * m1_s2 + offs_c1[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0)
        t11 = tl.load(m9_ptr + offs_n0[None, None, :, None] * m9_s2 + offs_c1[None, None, None, :] * m9_s3, mask=(offs_n0 < E_n0)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0)
        t24 = tl.load(buf23_ptr + offs_c0[:, None, None, None] * buf23_s0 + offs_n1[None, :, None, None] * buf23_s1 + offs_n0[None, None, :, None] * buf23_s2 + offs_c1[None, None, None, :] * buf23_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
        t25 = tl.where(t11, -float("inf"), t24)
        t26 = tl.where(t8, -float("inf"), t25)
        t27 = tl.max(tl.where((offs_c1 < E_c1)[None, None, None, :], t26, -float('inf')), axis=3, keep_dims=True)
        t28 = t27 - (t27)
        t29 = t28 == t28
        t30 = (t29) == 0
        t31 = tl.exp(t27)
        t32 = tl.where(t30, t31, t27)
        t33 = -float("inf") - (t32)
        t34 = t24 - (t32)
        t35 = tl.where(t11, t33, t34)
        t36 = tl.where(t8, t33, t35)
        t37 = tl.exp(t36)
        t38 = tl.sum(tl.where((offs_c1 < E_c1)[None, None, None, :], t37, 0.0), axis=3, keep_dims=True)
        t43 = tl.load(m39_ptr + offs_c0[:, None, None, None] * m39_s0 + offs_n1[None, :, None, None] * m39_s1 + offs_c1[None, None, :, None] * m39_s2 + offs_n3[None, None, None, :] * m39_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
        t44 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, :], t37, 0.0), 4) * tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, :, None], t43, 0.0), 2), axis=3)
        m48 = tl.maximum(acc45, t27)
        r49 = tl.where(acc45 == -float("inf"), 0.0, tl.exp(acc45 - m48))
        r50 = tl.where(t27 == -float("inf"), 0.0, tl.exp(t27 - m48))
        acc46 = tl.where(acc45 == -float("inf"), 0.0, acc46 * r49) + tl.where(t27 == -float("inf"), 0.0, t38 * r50)
        acc47 = tl.where(acc45 == -float("inf"), 0.0, acc47 * r49) + tl.where(t27 == -float("inf"), 0.0, t44 * r50)
        acc45 = m48
    t51 = (acc47) / (acc46)
    tl.store(buf52_ptr + offs_c0[:, None, None, None] * buf52_s0 + offs_n1[None, :, None, None] * buf52_s1 + offs_n0[None, None, :, None] * buf52_s2 + offs_n3[None, None, None, :] * buf52_s3, t51, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :])


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
    m5 = _iota([32], 0, device)
    m4 = m5.reshape([32, 1])
    m6 = m5.reshape([1, 32])
    m3 = _BINARY["Sub"](m4, m6)
    m7 = torch.tensor(8.0, dtype=torch.float32, device=device)
    m2 = _BINARY["Ge"](m3, m7)
    m1 = m2.reshape([1, 1, 32, 32])
    m10 = _BINARY["Gt"](m6, m4)
    m9 = m10.reshape([1, 1, 32, 32])
    m12 = inputs['q']
    m18 = inputs['k']
    m17 = m18.reshape([2, 2, 1, 32, 16])
    m16 = m17.expand([2, 2, 2, 32, 16])
    m15 = m16.reshape([2, 4, 32, 16])
    m14 = m15.permute([0, 1, 3, 2])
    buf23 = torch.full([2, 4, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(32, T['c2']),)](m12_ptr=m12, m12_s0=m12.stride(0), m12_s1=m12.stride(1), m12_s2=m12.stride(2), m12_s3=m12.stride(3), m14_ptr=m14, m14_s0=m14.stride(0), m14_s1=m14.stride(1), m14_s2=m14.stride(2), m14_s3=m14.stride(3), buf23_ptr=buf23, buf23_s0=buf23.stride(0), buf23_s1=buf23.stride(1), buf23_s2=buf23.stride(2), buf23_s3=buf23.stride(3), E_c2=32, E_c3=16, E_n0=32, E_n1=4, E_n2=2, F_n0=_pow2(32), F_n1=_pow2(4), F_n2=_pow2(2), T_c2=T['c2'], T_c3=T['c3'])
    m42 = inputs['v']
    m41 = m42.reshape([2, 2, 1, 32, 16])
    m40 = m41.expand([2, 2, 2, 32, 16])
    m39 = m40.reshape([2, 4, 32, 16])
    buf52 = torch.full([2, 4, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(2, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m9_ptr=m9, m9_s0=m9.stride(0), m9_s1=m9.stride(1), m9_s2=m9.stride(2), m9_s3=m9.stride(3), buf23_ptr=buf23, buf23_s0=buf23.stride(0), buf23_s1=buf23.stride(1), buf23_s2=buf23.stride(2), buf23_s3=buf23.stride(3), m39_ptr=m39, m39_s0=m39.stride(0), m39_s1=m39.stride(1), m39_s2=m39.stride(2), m39_s3=m39.stride(3), buf52_ptr=buf52, buf52_s0=buf52.stride(0), buf52_s1=buf52.stride(1), buf52_s2=buf52.stride(2), buf52_s3=buf52.stride(3), E_c0=2, E_c1=32, E_n0=32, E_n1=4, E_n3=16, F_n0=_pow2(32), F_n1=_pow2(4), F_n3=_pow2(16), T_c0=T['c0'], T_c1=T['c1'])
    return buf52


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
