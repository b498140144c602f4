"""swa_gqa [small], candidate 15: 1 kernel(s)

Rendered by EqiForge from candidate 15 of swa_gqa [small]: grid(k.0@0, k.2@2, q.1@1) loop(k.2[32]: rescale) {loop(k.3[16]: pair(sum, sum))} loop(k.3[16]: sum) [4 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid k.0@0[2]
    c1: grid q.1@1[4]
    c2: grid k.2@2[32]
    c3: loop k.2[32]
    c4: loop k.3[16]

Run it on its own: `python kernels/f15.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/swa_gqa.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 1, "c1": 2, "c2": 16, "c3": 16, "c4": 8}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 2, "c1": 4, "c2": 32, "c3": 32, "c4": 16}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m9_ptr, m9_s0, m9_s1, m9_s2, m9_s3, m12_ptr, m12_s0, m12_s1, m12_s2, m12_s3, m14_ptr, m14_s0, m14_s1, m14_s2, m14_s3, m37_ptr, m37_s0, m37_s1, m37_s2, m37_s3, buf61_ptr, buf61_s0, buf61_s1, buf61_s2, buf61_s3, E_c0, E_c1, E_c2, E_c3, E_c4, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr, T_c4: tl.constexpr):
    # writes buf61: Combine over grid k.0@0[2], grid q.1@1[4], grid k.2@2[32]
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
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    acc43 = tl.full([T_c0, T_c1, T_c2, 1], -float('inf'), tl.float32)
    acc44 = tl.full([T_c0, T_c1, T_c2, F_n1], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t8 = tl.load(m1_ptr + offs_c2[None, None, :, None] * m1_s2 + offs_c3[None, None, None, :] * m1_s3, mask=(offs_c2 < E_c2)[None, None, :, None] & (offs_c3 < E_c3)[None, None, None, :], other=0)
        t11 = tl.load(m9_ptr + offs_c2[None, None, :, None] * m9_s2 + offs_c3[None, None, None, :] * m9_s3, mask=(offs_c2 < E_c2)[None, None, :, None] & (offs_c3 < E_c3)[None, None, None, :], other=0)
        acc23 = tl.full([T_c0, T_c1, T_c2, T_c3], 0.0, tl.float32)
        acc24 = tl.full([T_c0, T_c1, T_c2, F_n0], 0.0, tl.float32)
        for i_c4 in range(0, tl.cdiv(E_c4, T_c4)):
            offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)

            t13 = tl.load(m12_ptr + offs_c0[:, None, None, None] * m12_s0 + offs_c1[None, :, None, None] * m12_s1 + offs_c2[None, None, :, None] * m12_s2 + offs_c4[None, None, None, :] * m12_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_c4 < E_c4)[None, None, None, :], other=0).to(tl.float32)
            t19 = tl.load(m14_ptr + offs_c0[:, None, None, None] * m14_s0 + offs_c1[None, :, None, None] * m14_s1 + offs_c4[None, None, :, None] * m14_s2 + offs_c3[None, None, None, :] * m14_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_c4 < E_c4)[None, None, :, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
            t20 = tl.sum(tl.expand_dims(tl.where((offs_c4 < E_c4)[None, None, None, :], t13, 0.0), 4) * tl.expand_dims(tl.where((offs_c4 < E_c4)[None, None, :, None], t19, 0.0), 2), axis=3)
            t21 = tl.load(m14_ptr + offs_c0[:, None, None, None] * m14_s0 + offs_c1[None, :, None, None] * m14_s1 + offs_c4[None, None, :, None] * m14_s2 + offs_n0[None, None, None, :] * m14_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_c4 < E_c4)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
            t22 = tl.sum(tl.expand_dims(tl.where((offs_c4 < E_c4)[None, None, None, :], t13, 0.0), 4) * tl.expand_dims(tl.where((offs_c4 < E_c4)[None, None, :, None], t21, 0.0), 2), axis=3)
            acc23 = acc23 + t20
            acc24 = acc24 + t22
        t25 = tl.where(t11, -float("inf"), acc23)
        t26 = tl.where(t8, -float("inf"), t25)
        t27 = tl.max(tl.where((offs_c3 < E_c3)[None, None, None, :], t26, -float('inf')), axis=3, keep_dims=True)
        t28 = (t27) * (0.25)
        t29 = (t26) * (0.25)
        t30 = t28 - (t28)
        t31 = t30 == t30
        t32 = (t31) == 0
        t33 = tl.exp(t28)
        t34 = tl.where(t32, t33, t28)
        t35 = t29 - (t34)
        t36 = tl.exp(t35)
        t41 = tl.load(m37_ptr + offs_c0[:, None, None, None] * m37_s0 + offs_c1[None, :, None, None] * m37_s1 + offs_c3[None, None, :, None] * m37_s2 + offs_n1[None, None, None, :] * m37_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_c3 < E_c3)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
        t42 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, :], t36, 0.0), 4) * tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, :, None], t41, 0.0), 2), axis=3)
        m45 = tl.maximum(acc43, t28)
        r46 = tl.where(acc43 == -float("inf"), 0.0, tl.exp(acc43 - m45))
        r47 = tl.where(t28 == -float("inf"), 0.0, tl.exp(t28 - m45))
        acc44 = tl.where(acc43 == -float("inf"), 0.0, acc44 * r46) + tl.where(t28 == -float("inf"), 0.0, t42 * r47)
        acc43 = m45
    t48 = tl.load(m1_ptr + offs_c2[None, None, :, None] * m1_s2 + offs_n0[None, None, None, :] * m1_s3, mask=(offs_c2 < E_c2)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0)
    t49 = tl.load(m9_ptr + offs_c2[None, None, :, None] * m9_s2 + offs_n0[None, None, None, :] * m9_s3, mask=(offs_c2 < E_c2)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0)
    acc53 = tl.full([T_c0, T_c1, T_c2, F_n0], 0.0, tl.float32)
    for i_c4 in range(0, tl.cdiv(E_c4, T_c4)):
        offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)

        t50 = tl.load(m12_ptr + offs_c0[:, None, None, None] * m12_s0 + offs_c1[None, :, None, None] * m12_s1 + offs_c2[None, None, :, None] * m12_s2 + offs_c4[None, None, None, :] * m12_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_c4 < E_c4)[None, None, None, :], other=0).to(tl.float32)
        t51 = tl.load(m14_ptr + offs_c0[:, None, None, None] * m14_s0 + offs_c1[None, :, None, None] * m14_s1 + offs_c4[None, None, :, None] * m14_s2 + offs_n0[None, None, None, :] * m14_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_c4 < E_c4)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
        t52 = tl.sum(tl.expand_dims(tl.where((offs_c4 < E_c4)[None, None, None, :], t50, 0.0), 4) * tl.expand_dims(tl.where((offs_c4 < E_c4)[None, None, :, None], t51, 0.0), 2), axis=3)
        acc53 = acc53 + t52
    t54 = tl.where(t49, -float("inf"), acc53)
    t55 = tl.where(t48, -float("inf"), t54)
    t56 = (t55) * (0.25)
    t57 = t56 - (acc43)
    t58 = tl.exp(t57)
    t59 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, None, :], t58, 0.0), axis=3, keep_dims=True)
    t60 = (acc44) / (t59)
    tl.store(buf61_ptr + offs_c0[:, None, None, None] * buf61_s0 + offs_c1[None, :, None, None] * buf61_s1 + offs_c2[None, None, :, None] * buf61_s2 + offs_n1[None, None, None, :] * buf61_s3, t60, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :])


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
    m40 = inputs['v']
    m39 = m40.reshape([2, 2, 1, 32, 16])
    m38 = m39.expand([2, 2, 2, 32, 16])
    m37 = m38.reshape([2, 4, 32, 16])
    buf61 = torch.full([2, 4, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(2, T['c0']) * _cdiv(4, T['c1']) * _cdiv(32, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m9_ptr=m9, m9_s0=m9.stride(0), m9_s1=m9.stride(1), m9_s2=m9.stride(2), m9_s3=m9.stride(3), m12_ptr=m12, m12_s0=m12.stride(0), m12_s1=m12.stride(1), m12_s2=m12.stride(2), m12_s3=m12.stride(3), m14_ptr=m14, m14_s0=m14.stride(0), m14_s1=m14.stride(1), m14_s2=m14.stride(2), m14_s3=m14.stride(3), m37_ptr=m37, m37_s0=m37.stride(0), m37_s1=m37.stride(1), m37_s2=m37.stride(2), m37_s3=m37.stride(3), buf61_ptr=buf61, buf61_s0=buf61.stride(0), buf61_s1=buf61.stride(1), buf61_s2=buf61.stride(2), buf61_s3=buf61.stride(3), E_c0=2, E_c1=4, E_c2=32, E_c3=32, E_c4=16, E_n0=32, E_n1=16, F_n0=_pow2(32), F_n1=_pow2(16), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'], T_c3=T['c3'], T_c4=T['c4'])
    return buf61


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
