"""swa_gqa [small], candidate 86: 2 kernel(s)

Rendered by EqiForge from candidate 86 of swa_gqa [small]: grid(k.2@2) loop(k.3[16]: sum) [1 mm] ; grid(v.3@3) loop(k.2[32]: rescale) [2 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid v.3@3[16]
    c1: loop k.2[32]
    c2: grid k.2@2[32]
    c3: loop k.3[16]

Run it on its own: `python kernels/f86.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/swa_gqa.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 8, "c1": 16, "c2": 16, "c3": 8}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 16, "c1": 32, "c2": 32, "c3": 16}


@triton.jit
def kernel_0(m13_ptr, m13_s0, m13_s1, m13_s2, m13_s3, m15_ptr, m15_s0, m15_s1, m15_s2, m15_s3, buf24_ptr, buf24_s0, buf24_s1, buf24_s2, buf24_s3, E_c2, E_c3, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # writes buf24: Combine over grid k.2@2[32]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n0 = tl.arange(0, F_n0)
    acc22 = tl.full([F_n1, F_n2, T_c2, F_n0], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t14 = tl.load(m13_ptr + offs_n1[:, None, None, None] * m13_s0 + offs_n2[None, :, None, None] * m13_s1 + offs_c2[None, None, :, None] * m13_s2 + offs_c3[None, None, None, :] * m13_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
        t20 = tl.load(m15_ptr + offs_n1[:, None, None, None] * m15_s0 + offs_n2[None, :, None, None] * m15_s1 + offs_c3[None, None, :, None] * m15_s2 + offs_n0[None, None, None, :] * m15_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_c3 < E_c3)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
        t21 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, :], t14, 0.0), 4) * tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, :, None], t20, 0.0), 2), axis=3)
        acc22 = acc22 + t21
    t23 = (acc22) * (0.25)
    tl.store(buf24_ptr + offs_n1[:, None, None, None] * buf24_s0 + offs_n2[None, :, None, None] * buf24_s1 + offs_c2[None, None, :, None] * buf24_s2 + offs_n0[None, None, None, :] * buf24_s3, t23, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :])


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m10_ptr, m10_s0, m10_s1, m10_s2, m10_s3, buf24_ptr, buf24_s0, buf24_s1, buf24_s2, buf24_s3, m40_ptr, m40_s0, m40_s1, m40_s2, m40_s3, buf62_ptr, buf62_s0, buf62_s1, buf62_s2, buf62_s3, E_c0, E_c1, E_n0, E_n1, E_n2, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf62: Combine over grid v.3@3[16]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n3 = tl.arange(0, F_n3)
    t8 = tl.load(m1_ptr + offs_n0[None, None, :, None] * m1_s2 + offs_n0[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0)
    acc46 = tl.full([F_n1, F_n2, F_n0, 1], -float('inf'), tl.float32)
    acc47 = tl.full([F_n1, F_n2, F_n0, 1], 0.0, tl.float32)
    acc48 = tl.full([F_n1, F_n2, F_n0, F_n3], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t9 = tl.load(m1_ptr + offs_n0[None, None, :, None] * m1_s2 + offs_c1[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0)
        t12 = tl.load(m10_ptr + offs_n0[None, None, :, None] * m10_s2 + offs_c1[None, None, None, :] * m10_s3, mask=(offs_n0 < E_n0)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0)
        t25 = tl.load(buf24_ptr + offs_n1[:, None, None, None] * buf24_s0 + offs_n2[None, :, None, None] * buf24_s1 + offs_n0[None, None, :, None] * buf24_s2 + offs_c1[None, None, None, :] * buf24_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
        t26 = tl.where(t12, -float("inf"), t25)
        t27 = tl.where(t9, -float("inf"), t26)
        t28 = tl.max(tl.where((offs_c1 < E_c1)[None, None, None, :], t27, -float('inf')), axis=3, keep_dims=True)
        t29 = t28 - (t28)
        t30 = t29 == t29
        t31 = (t30) == 0
        t32 = tl.exp(t28)
        t33 = tl.where(t31, t32, t28)
        t34 = -float("inf") - (t33)
        t35 = t25 - (t33)
        t36 = tl.where(t12, t34, t35)
        t37 = tl.where(t9, t34, t36)
        t38 = tl.exp(t37)
        t39 = tl.sum(tl.where((offs_c1 < E_c1)[None, None, None, :], t38, 0.0), axis=3, keep_dims=True)
        t44 = tl.load(m40_ptr + offs_n1[:, None, None, None] * m40_s0 + offs_n2[None, :, None, None] * m40_s1 + offs_c1[None, None, :, None] * m40_s2 + offs_n3[None, None, None, :] * m40_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
        t45 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, :], t38, 0.0), 4) * tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, :, None], t44, 0.0), 2), axis=3)
        m49 = tl.maximum(acc46, t28)
        r50 = tl.where(acc46 == -float("inf"), 0.0, tl.exp(acc46 - m49))
        r51 = tl.where(t28 == -float("inf"), 0.0, tl.exp(t28 - m49))
        acc47 = tl.where(acc46 == -float("inf"), 0.0, acc47 * r50) + tl.where(t28 == -float("inf"), 0.0, t39 * r51)
        acc48 = tl.where(acc46 == -float("inf"), 0.0, acc48 * r50) + tl.where(t28 == -float("inf"), 0.0, t45 * r51)
        acc46 = m49
    t52 = -float("inf") - (acc46)
    t53 = tl.load(m10_ptr + offs_n0[None, None, :, None] * m10_s2 + offs_n0[None, None, None, :] * m10_s3, mask=(offs_n0 < E_n0)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0)
    t54 = tl.load(buf24_ptr + offs_n1[:, None, None, None] * buf24_s0 + offs_n2[None, :, None, None] * buf24_s1 + offs_n0[None, None, :, None] * buf24_s2 + offs_n0[None, None, None, :] * buf24_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t55 = t54 - (acc46)
    t56 = tl.where(t53, t52, t55)
    t57 = tl.where(t8, t52, t56)
    t58 = tl.exp(t57)
    t59 = (t58) / (acc47)
    t60 = tl.load(m40_ptr + offs_n1[:, None, None, None] * m40_s0 + offs_n2[None, :, None, None] * m40_s1 + offs_n0[None, None, :, None] * m40_s2 + offs_c0[None, None, None, :] * m40_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_c0 < E_c0)[None, None, None, :], other=0).to(tl.float32)
    t61 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, None, :], t59, 0.0), 4) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, :, None], t60, 0.0), 2), axis=3)
    tl.store(buf62_ptr + offs_n1[:, None, None, None] * buf62_s0 + offs_n2[None, :, None, None] * buf62_s1 + offs_n0[None, None, :, None] * buf62_s2 + offs_c0[None, None, None, :] * buf62_s3, t61, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_c0 < E_c0)[None, None, None, :])


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
    m11 = _BINARY["Gt"](m6, m4)
    m10 = m11.reshape([1, 1, 32, 32])
    m13 = inputs['q']
    m19 = inputs['k']
    m18 = m19.reshape([2, 2, 1, 32, 16])
    m17 = m18.expand([2, 2, 2, 32, 16])
    m16 = m17.reshape([2, 4, 32, 16])
    m15 = m16.permute([0, 1, 3, 2])
    buf24 = torch.full([2, 4, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(32, T['c2']),)](m13_ptr=m13, m13_s0=m13.stride(0), m13_s1=m13.stride(1), m13_s2=m13.stride(2), m13_s3=m13.stride(3), m15_ptr=m15, m15_s0=m15.stride(0), m15_s1=m15.stride(1), m15_s2=m15.stride(2), m15_s3=m15.stride(3), buf24_ptr=buf24, buf24_s0=buf24.stride(0), buf24_s1=buf24.stride(1), buf24_s2=buf24.stride(2), buf24_s3=buf24.stride(3), E_c2=32, E_c3=16, E_n0=32, E_n1=2, E_n2=4, F_n0=_pow2(32), F_n1=_pow2(2), F_n2=_pow2(4), T_c2=T['c2'], T_c3=T['c3'])
    m43 = inputs['v']
    m42 = m43.reshape([2, 2, 1, 32, 16])
    m41 = m42.expand([2, 2, 2, 32, 16])
    m40 = m41.reshape([2, 4, 32, 16])
    buf62 = torch.full([2, 4, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(16, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m10_ptr=m10, m10_s0=m10.stride(0), m10_s1=m10.stride(1), m10_s2=m10.stride(2), m10_s3=m10.stride(3), buf24_ptr=buf24, buf24_s0=buf24.stride(0), buf24_s1=buf24.stride(1), buf24_s2=buf24.stride(2), buf24_s3=buf24.stride(3), m40_ptr=m40, m40_s0=m40.stride(0), m40_s1=m40.stride(1), m40_s2=m40.stride(2), m40_s3=m40.stride(3), buf62_ptr=buf62, buf62_s0=buf62.stride(0), buf62_s1=buf62.stride(1), buf62_s2=buf62.stride(2), buf62_s3=buf62.stride(3), E_c0=16, E_c1=32, E_n0=32, E_n1=2, E_n2=4, E_n3=16, F_n0=_pow2(32), F_n1=_pow2(2), F_n2=_pow2(4), F_n3=_pow2(16), T_c0=T['c0'], T_c1=T['c1'])
    return buf62


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
