"""swa_gqa [small], candidate 62: 1 kernel(s)

Rendered by EqiForge from candidate 62 of swa_gqa [small]: grid(k.2@2) loop(k.3[16]: sum) loop(k.2[32]: rescale) {loop(k.3[16]: sum)} loop(k.2[32]: rescale) {loop(k.3[16]: sum)} [4 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid k.2@2[32]
    c1: loop k.3[16]
    c2: loop k.2[32]

Run it on its own: `python kernels/f62.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/swa_gqa.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 16, "c1": 8, "c2": 16}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 32, "c1": 16, "c2": 32}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m9_ptr, m9_s0, m9_s1, m9_s2, m9_s3, m12_ptr, m12_s0, m12_s1, m12_s2, m12_s3, m14_ptr, m14_s0, m14_s1, m14_s2, m14_s3, m43_ptr, m43_s0, m43_s1, m43_s2, m43_s3, buf83_ptr, buf83_s0, buf83_s1, buf83_s2, buf83_s3, E_c0, E_c1, E_c2, E_n0, E_n1, E_n2, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf83: Combine over grid k.2@2[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n3 = tl.arange(0, F_n3)
    t8 = tl.load(m1_ptr + offs_c0[None, None, :, None] * m1_s2 + offs_n0[None, None, None, :] * m1_s3, mask=(offs_c0 < E_c0)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0)
    t11 = tl.load(m9_ptr + offs_c0[None, None, :, None] * m9_s2 + offs_n0[None, None, None, :] * m9_s3, mask=(offs_c0 < E_c0)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0)
    acc21 = tl.full([F_n1, F_n2, T_c0, F_n0], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t13 = tl.load(m12_ptr + offs_n1[:, None, None, None] * m12_s0 + offs_n2[None, :, None, None] * m12_s1 + offs_c0[None, None, :, None] * m12_s2 + offs_c1[None, None, None, :] * m12_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
        t19 = tl.load(m14_ptr + offs_n1[:, None, None, None] * m14_s0 + offs_n2[None, :, None, None] * m14_s1 + offs_c1[None, None, :, None] * m14_s2 + offs_n0[None, None, None, :] * m14_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
        t20 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, :], t13, 0.0), 4) * tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, :, None], t19, 0.0), 2), axis=3)
        acc21 = acc21 + t20
    t22 = tl.where(t11, -float("inf"), acc21)
    t23 = tl.where(t8, -float("inf"), t22)
    t24 = (t23) * (0.25)
    acc49 = tl.full([F_n1, F_n2, T_c0, 1], -float('inf'), tl.float32)
    acc50 = tl.full([F_n1, F_n2, T_c0, F_n3], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t25 = tl.load(m1_ptr + offs_c0[None, None, :, None] * m1_s2 + offs_c2[None, None, None, :] * m1_s3, mask=(offs_c0 < E_c0)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0)
        t26 = tl.load(m9_ptr + offs_c0[None, None, :, None] * m9_s2 + offs_c2[None, None, None, :] * m9_s3, mask=(offs_c0 < E_c0)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0)
        acc30 = tl.full([F_n1, F_n2, T_c0, T_c2], 0.0, tl.float32)
        for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
            offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

            t27 = tl.load(m12_ptr + offs_n1[:, None, None, None] * m12_s0 + offs_n2[None, :, None, None] * m12_s1 + offs_c0[None, None, :, None] * m12_s2 + offs_c1[None, None, None, :] * m12_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
            t28 = tl.load(m14_ptr + offs_n1[:, None, None, None] * m14_s0 + offs_n2[None, :, None, None] * m14_s1 + offs_c1[None, None, :, None] * m14_s2 + offs_c2[None, None, None, :] * m14_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
            t29 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, :], t27, 0.0), 4) * tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, :, None], t28, 0.0), 2), axis=3)
            acc30 = acc30 + t29
        t31 = tl.where(t26, -float("inf"), acc30)
        t32 = tl.where(t25, -float("inf"), t31)
        t33 = tl.max(tl.where((offs_c2 < E_c2)[None, None, None, :], t32, -float('inf')), axis=3, keep_dims=True)
        t34 = (t33) * (0.25)
        t35 = (t32) * (0.25)
        t36 = t34 - (t34)
        t37 = t36 == t36
        t38 = (t37) == 0
        t39 = tl.exp(t34)
        t40 = tl.where(t38, t39, t34)
        t41 = t35 - (t40)
        t42 = tl.exp(t41)
        t47 = tl.load(m43_ptr + offs_n1[:, None, None, None] * m43_s0 + offs_n2[None, :, None, None] * m43_s1 + offs_c2[None, None, :, None] * m43_s2 + offs_n3[None, None, None, :] * m43_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
        t48 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :], t42, 0.0), 4) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :, None], t47, 0.0), 2), axis=3)
        m51 = tl.maximum(acc49, t34)
        r52 = tl.where(acc49 == -float("inf"), 0.0, tl.exp(acc49 - m51))
        r53 = tl.where(t34 == -float("inf"), 0.0, tl.exp(t34 - m51))
        acc50 = tl.where(acc49 == -float("inf"), 0.0, acc50 * r52) + tl.where(t34 == -float("inf"), 0.0, t48 * r53)
        acc49 = m51
    t54 = t24 - (acc49)
    t55 = tl.exp(t54)
    acc75 = tl.full([F_n1, F_n2, T_c0, 1], -float('inf'), tl.float32)
    acc76 = tl.full([F_n1, F_n2, T_c0, 1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t56 = tl.load(m1_ptr + offs_c0[None, None, :, None] * m1_s2 + offs_c2[None, None, None, :] * m1_s3, mask=(offs_c0 < E_c0)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0)
        t57 = tl.load(m9_ptr + offs_c0[None, None, :, None] * m9_s2 + offs_c2[None, None, None, :] * m9_s3, mask=(offs_c0 < E_c0)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0)
        acc61 = tl.full([F_n1, F_n2, T_c0, T_c2], 0.0, tl.float32)
        for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
            offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

            t58 = tl.load(m12_ptr + offs_n1[:, None, None, None] * m12_s0 + offs_n2[None, :, None, None] * m12_s1 + offs_c0[None, None, :, None] * m12_s2 + offs_c1[None, None, None, :] * m12_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
            t59 = tl.load(m14_ptr + offs_n1[:, None, None, None] * m14_s0 + offs_n2[None, :, None, None] * m14_s1 + offs_c1[None, None, :, None] * m14_s2 + offs_c2[None, None, None, :] * m14_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
            t60 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, :], t58, 0.0), 4) * tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, :, None], t59, 0.0), 2), axis=3)
            acc61 = acc61 + t60
        t62 = tl.where(t57, -float("inf"), acc61)
        t63 = tl.where(t56, -float("inf"), t62)
        t64 = tl.max(tl.where((offs_c2 < E_c2)[None, None, None, :], t63, -float('inf')), axis=3, keep_dims=True)
        t65 = (t64) * (0.25)
        t66 = (t63) * (0.25)
        t67 = t65 - (t65)
        t68 = t67 == t67
        t69 = (t68) == 0
        t70 = tl.exp(t65)
        t71 = tl.where(t69, t70, t65)
        t72 = t66 - (t71)
        t73 = tl.exp(t72)
        t74 = tl.sum(tl.where((offs_c2 < E_c2)[None, None, None, :], t73, 0.0), axis=3, keep_dims=True)
        m77 = tl.maximum(acc75, t65)
        r78 = tl.where(acc75 == -float("inf"), 0.0, tl.exp(acc75 - m77))
        r79 = tl.where(t65 == -float("inf"), 0.0, tl.exp(t65 - m77))
        acc76 = tl.where(acc75 == -float("inf"), 0.0, acc76 * r78) + tl.where(t65 == -float("inf"), 0.0, t74 * r79)
        acc75 = m77
    t80 = (t55) / (acc76)
    t81 = tl.load(m43_ptr + offs_n1[:, None, None, None] * m43_s0 + offs_n2[None, :, None, None] * m43_s1 + offs_n0[None, None, :, None] * m43_s2 + offs_n3[None, None, None, :] * m43_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t82 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, None, :], t80, 0.0), 4) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, :, None], t81, 0.0), 2), axis=3)
    tl.store(buf83_ptr + offs_n1[:, None, None, None] * buf83_s0 + offs_n2[None, :, None, None] * buf83_s1 + offs_c0[None, None, :, None] * buf83_s2 + offs_n3[None, None, None, :] * buf83_s3, t82, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :])


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
    m46 = inputs['v']
    m45 = m46.reshape([2, 2, 1, 32, 16])
    m44 = m45.expand([2, 2, 2, 32, 16])
    m43 = m44.reshape([2, 4, 32, 16])
    buf83 = torch.full([2, 4, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(32, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m9_ptr=m9, m9_s0=m9.stride(0), m9_s1=m9.stride(1), m9_s2=m9.stride(2), m9_s3=m9.stride(3), m12_ptr=m12, m12_s0=m12.stride(0), m12_s1=m12.stride(1), m12_s2=m12.stride(2), m12_s3=m12.stride(3), m14_ptr=m14, m14_s0=m14.stride(0), m14_s1=m14.stride(1), m14_s2=m14.stride(2), m14_s3=m14.stride(3), m43_ptr=m43, m43_s0=m43.stride(0), m43_s1=m43.stride(1), m43_s2=m43.stride(2), m43_s3=m43.stride(3), buf83_ptr=buf83, buf83_s0=buf83.stride(0), buf83_s1=buf83.stride(1), buf83_s2=buf83.stride(2), buf83_s3=buf83.stride(3), E_c0=32, E_c1=16, E_c2=32, E_n0=32, E_n1=2, E_n2=4, E_n3=16, F_n0=_pow2(32), F_n1=_pow2(2), F_n2=_pow2(4), F_n3=_pow2(16), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    return buf83


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
