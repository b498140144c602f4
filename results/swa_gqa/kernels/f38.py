"""swa_gqa [small], candidate 38: 2 kernel(s)

Rendered by EqiForge from candidate 38 of swa_gqa [small]: grid(k.2@2) loop(k.2[32]: rescale) [3 mm] ; grid(v.3@3) loop(k.2[32]: rescale) [1 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid v.3@3[16]
    c1: grid k.2@2[32]
    c2: loop k.2[32]

Run it on its own: `python kernels/f38.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/swa_gqa.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 8, "c1": 16, "c2": 16}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 16, "c1": 32, "c2": 32}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m9_ptr, m9_s0, m9_s1, m9_s2, m9_s3, m12_ptr, m12_s0, m12_s1, m12_s2, m12_s3, m14_ptr, m14_s0, m14_s1, m14_s2, m14_s3, m48_ptr, m48_s0, m48_s1, m48_s2, m48_s3, buf54_ptr, buf54_s0, buf54_s1, buf54_s2, buf54_s3, E_c1, E_c2, E_n0, E_n1, E_n2, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf54: Combine over grid k.2@2[32]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n3 = tl.arange(0, F_n3)
    t8 = tl.load(m1_ptr + offs_c1[None, None, :, None] * m1_s2 + offs_n2[None, None, None, :] * m1_s3, mask=(offs_c1 < E_c1)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0)
    t11 = tl.load(m9_ptr + offs_c1[None, None, :, None] * m9_s2 + offs_n2[None, None, None, :] * m9_s3, mask=(offs_c1 < E_c1)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0)
    t13 = tl.load(m12_ptr + offs_n0[:, None, None, None] * m12_s0 + offs_n1[None, :, None, None] * m12_s1 + offs_c1[None, None, :, None] * m12_s2 + offs_n3[None, None, None, :] * m12_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t19 = tl.load(m14_ptr + offs_n0[:, None, None, None] * m14_s0 + offs_n1[None, :, None, None] * m14_s1 + offs_n3[None, None, :, None] * m14_s2 + offs_n2[None, None, None, :] * m14_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n3 < E_n3)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t20 = tl.sum(tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, None, :], t13, 0.0), 4) * tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, :, None], t19, 0.0), 2), axis=3)
    t21 = (t20) * (0.25)
    t22 = tl.where(t11, -float("inf"), t21)
    t23 = tl.where(t8, -float("inf"), t22)
    acc41 = tl.full([F_n0, F_n1, T_c1, 1], -float('inf'), tl.float32)
    acc42 = tl.full([F_n0, F_n1, T_c1, 1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t24 = tl.load(m1_ptr + offs_c1[None, None, :, None] * m1_s2 + offs_c2[None, None, None, :] * m1_s3, mask=(offs_c1 < E_c1)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0)
        t25 = tl.load(m9_ptr + offs_c1[None, None, :, None] * m9_s2 + offs_c2[None, None, None, :] * m9_s3, mask=(offs_c1 < E_c1)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0)
        t26 = tl.load(m14_ptr + offs_n0[:, None, None, None] * m14_s0 + offs_n1[None, :, None, None] * m14_s1 + offs_n3[None, None, :, None] * m14_s2 + offs_c2[None, None, None, :] * m14_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n3 < E_n3)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
        t27 = tl.sum(tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, None, :], t13, 0.0), 4) * tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, :, None], t26, 0.0), 2), axis=3)
        t28 = tl.where(t25, -float("inf"), t27)
        t29 = tl.where(t24, -float("inf"), t28)
        t30 = tl.max(tl.where((offs_c2 < E_c2)[None, None, None, :], t29, -float('inf')), axis=3, keep_dims=True)
        t31 = (t30) * (0.25)
        t32 = (t29) * (0.25)
        t33 = t31 - (t31)
        t34 = t33 == t33
        t35 = (t34) == 0
        t36 = tl.exp(t31)
        t37 = tl.where(t35, t36, t31)
        t38 = t32 - (t37)
        t39 = tl.exp(t38)
        t40 = tl.sum(tl.where((offs_c2 < E_c2)[None, None, None, :], t39, 0.0), axis=3, keep_dims=True)
        m43 = tl.maximum(acc41, t31)
        r44 = tl.where(acc41 == -float("inf"), 0.0, tl.exp(acc41 - m43))
        r45 = tl.where(t31 == -float("inf"), 0.0, tl.exp(t31 - m43))
        acc42 = tl.where(acc41 == -float("inf"), 0.0, acc42 * r44) + tl.where(t31 == -float("inf"), 0.0, t40 * r45)
        acc41 = m43
    t46 = t23 - (acc41)
    t47 = tl.exp(t46)
    t52 = tl.load(m48_ptr + offs_n0[:, None, None, None] * m48_s0 + offs_n1[None, :, None, None] * m48_s1 + offs_n2[None, None, :, None] * m48_s2 + offs_n3[None, None, None, :] * m48_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t53 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t47, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t52, 0.0), 2), axis=3)
    tl.store(buf54_ptr + offs_n0[:, None, None, None] * buf54_s0 + offs_n1[None, :, None, None] * buf54_s1 + offs_c1[None, None, :, None] * buf54_s2 + offs_n3[None, None, None, :] * buf54_s3, t53, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :])


@triton.jit
def kernel_1(buf54_ptr, buf54_s0, buf54_s1, buf54_s2, buf54_s3, m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m9_ptr, m9_s0, m9_s1, m9_s2, m9_s3, m12_ptr, m12_s0, m12_s1, m12_s2, m12_s3, m14_ptr, m14_s0, m14_s1, m14_s2, m14_s3, buf80_ptr, buf80_s0, buf80_s1, buf80_s2, buf80_s3, E_c0, E_c2, E_n0, E_n1, E_n2, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # writes buf80: Combine over grid v.3@3[16]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n3 = tl.arange(0, F_n3)
    t55 = tl.load(buf54_ptr + offs_n0[:, None, None, None] * buf54_s0 + offs_n1[None, :, None, None] * buf54_s1 + offs_n2[None, None, :, None] * buf54_s2 + offs_c0[None, None, None, :] * buf54_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_c0 < E_c0)[None, None, None, :], other=0).to(tl.float32)
    t58 = tl.load(m12_ptr + offs_n0[:, None, None, None] * m12_s0 + offs_n1[None, :, None, None] * m12_s1 + offs_n2[None, None, :, None] * m12_s2 + offs_n3[None, None, None, :] * m12_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    acc74 = tl.full([F_n0, F_n1, F_n2, 1], -float('inf'), tl.float32)
    acc75 = tl.full([F_n0, F_n1, F_n2, 1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t56 = tl.load(m1_ptr + offs_n2[None, None, :, None] * m1_s2 + offs_c2[None, None, None, :] * m1_s3, mask=(offs_n2 < E_n2)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0)
        t57 = tl.load(m9_ptr + offs_n2[None, None, :, None] * m9_s2 + offs_c2[None, None, None, :] * m9_s3, mask=(offs_n2 < E_n2)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0)
        t59 = tl.load(m14_ptr + offs_n0[:, None, None, None] * m14_s0 + offs_n1[None, :, None, None] * m14_s1 + offs_n3[None, None, :, None] * m14_s2 + offs_c2[None, None, None, :] * m14_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n3 < E_n3)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
        t60 = tl.sum(tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, None, :], t58, 0.0), 4) * tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, :, None], t59, 0.0), 2), axis=3)
        t61 = tl.where(t57, -float("inf"), t60)
        t62 = tl.where(t56, -float("inf"), t61)
        t63 = tl.max(tl.where((offs_c2 < E_c2)[None, None, None, :], t62, -float('inf')), axis=3, keep_dims=True)
        t64 = (t63) * (0.25)
        t65 = (t62) * (0.25)
        t66 = t64 - (t64)
        t67 = t66 == t66
        t68 = (t67) == 0
        t69 = tl.exp(t64)
        t70 = tl.where(t68, t69, t64)
        t71 = t65 - (t70)
        t72 = tl.exp(t71)
        t73 = tl.sum(tl.where((offs_c2 < E_c2)[None, None, None, :], t72, 0.0), axis=3, keep_dims=True)
        m76 = tl.maximum(acc74, t64)
        r77 = tl.where(acc74 == -float("inf"), 0.0, tl.exp(acc74 - m76))
        r78 = tl.where(t64 == -float("inf"), 0.0, tl.exp(t64 - m76))
        acc75 = tl.where(acc74 == -float("inf"), 0.0, acc75 * r77) + tl.where(t64 == -float("inf"), 0.0, t73 * r78)
        acc74 = m76
    t79 = (t55) / (acc75)
    tl.store(buf80_ptr + offs_n0[:, None, None, None] * buf80_s0 + offs_n1[None, :, None, None] * buf80_s1 + offs_n2[None, None, :, None] * buf80_s2 + offs_c0[None, None, None, :] * buf80_s3, t79, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_c0 < E_c0)[None, None, None, :])


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
    m51 = inputs['v']
    m50 = m51.reshape([2, 2, 1, 32, 16])
    m49 = m50.expand([2, 2, 2, 32, 16])
    m48 = m49.reshape([2, 4, 32, 16])
    buf54 = torch.full([2, 4, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(32, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m9_ptr=m9, m9_s0=m9.stride(0), m9_s1=m9.stride(1), m9_s2=m9.stride(2), m9_s3=m9.stride(3), m12_ptr=m12, m12_s0=m12.stride(0), m12_s1=m12.stride(1), m12_s2=m12.stride(2), m12_s3=m12.stride(3), m14_ptr=m14, m14_s0=m14.stride(0), m14_s1=m14.stride(1), m14_s2=m14.stride(2), m14_s3=m14.stride(3), m48_ptr=m48, m48_s0=m48.stride(0), m48_s1=m48.stride(1), m48_s2=m48.stride(2), m48_s3=m48.stride(3), buf54_ptr=buf54, buf54_s0=buf54.stride(0), buf54_s1=buf54.stride(1), buf54_s2=buf54.stride(2), buf54_s3=buf54.stride(3), E_c1=32, E_c2=32, E_n0=2, E_n1=4, E_n2=32, E_n3=16, F_n0=_pow2(2), F_n1=_pow2(4), F_n2=_pow2(32), F_n3=_pow2(16), T_c1=T['c1'], T_c2=T['c2'])
    buf80 = torch.full([2, 4, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(16, T['c0']),)](buf54_ptr=buf54, buf54_s0=buf54.stride(0), buf54_s1=buf54.stride(1), buf54_s2=buf54.stride(2), buf54_s3=buf54.stride(3), m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m9_ptr=m9, m9_s0=m9.stride(0), m9_s1=m9.stride(1), m9_s2=m9.stride(2), m9_s3=m9.stride(3), m12_ptr=m12, m12_s0=m12.stride(0), m12_s1=m12.stride(1), m12_s2=m12.stride(2), m12_s3=m12.stride(3), m14_ptr=m14, m14_s0=m14.stride(0), m14_s1=m14.stride(1), m14_s2=m14.stride(2), m14_s3=m14.stride(3), buf80_ptr=buf80, buf80_s0=buf80.stride(0), buf80_s1=buf80.stride(1), buf80_s2=buf80.stride(2), buf80_s3=buf80.stride(3), E_c0=16, E_c2=32, E_n0=2, E_n1=4, E_n2=32, E_n3=16, F_n0=_pow2(2), F_n1=_pow2(4), F_n2=_pow2(32), F_n3=_pow2(16), T_c0=T['c0'], T_c2=T['c2'])
    return buf80


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
