"""attention_sinks [small], candidate 21: 1 kernel(s)

Rendered by EqiForge from candidate 21 of attention_sinks [small]: grid(k.1@1) loop(k.3[16]: pair(sum, sum)) loop(k.2[32]: rescale) [4 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid k.1@1[2]
    c1: loop k.3[16]
    c2: loop k.2[32]

Run it on its own: `python kernels/f21.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/attention_sinks.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 1, "c1": 8, "c2": 16}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 2, "c1": 16, "c2": 32}


@triton.jit
def kernel_0(m2_ptr, m2_s0, m2_s1, m2_s2, m2_s3, m2_s4, m7_ptr, m7_s0, m7_s1, m7_s2, m7_s3, m7_s4, m14_ptr, m14_s0, m14_s1, m14_s2, m14_s3, m14_s4, m17_ptr, m17_s0, m17_s1, m17_s2, m17_s3, m17_s4, m26_ptr, m26_s0, m26_s1, m26_s2, m26_s3, m26_s4, m52_ptr, m52_s0, m52_s1, m52_s2, m52_s3, m52_s4, m61_ptr, m61_s0, m61_s1, m61_s2, m61_s3, m61_s4, buf74_ptr, buf74_s0, buf74_s1, buf74_s2, buf74_s3, buf74_s4, E_c0, E_c1, E_c2, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf74: Combine over grid k.1@1[2]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t6 = tl.load(m2_ptr + offs_n0[None, None, None, None, :] * m2_s4, mask=(offs_n0 < E_n0)[None, None, None, None, :], other=0)
    t13 = tl.load(m7_ptr + offs_n0[None, None, None, :, None] * m7_s3 + offs_n0[None, None, None, None, :] * m7_s4, mask=(offs_n0 < E_n0)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0)
    acc23 = tl.full([F_n1, T_c0, F_n1, F_n0, F_n0], 0.0, tl.float32)
    acc24 = tl.full([F_n1, T_c0, F_n1, F_n0, F_n0], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t16 = tl.load(m14_ptr + offs_n1[:, None, None, None, None] * m14_s0 + offs_c0[None, :, None, None, None] * m14_s1 + offs_n1[None, None, :, None, None] * m14_s2 + offs_n0[None, None, None, :, None] * m14_s3 + offs_c1[None, None, None, None, :] * m14_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_c0 < E_c0)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None] & (offs_c1 < E_c1)[None, None, None, None, :], other=0).to(tl.float32)
        t20 = tl.load(m17_ptr + offs_n1[:, None, None, None, None] * m17_s0 + offs_c0[None, :, None, None, None] * m17_s1 + offs_c1[None, None, None, :, None] * m17_s3 + offs_n0[None, None, None, None, :] * m17_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_c0 < E_c0)[None, :, None, None, None] & (offs_c1 < E_c1)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0).to(tl.float32)
        t21 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, None, :], t16, 0.0), 5) * tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, :, None], t20, 0.0), 3), axis=4)
        t22 = (t21) * (0.25)
        acc23 = acc23 + t21
        acc24 = acc24 + t22
    t25 = tl.where(t13, -float("inf"), acc24)
    t30 = tl.load(m26_ptr + offs_n0[None, None, None, :, None] * m26_s3 + offs_n0[None, None, None, None, :] * m26_s4, mask=(offs_n0 < E_n0)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0)
    t31 = tl.where(t30, -float("inf"), t25)
    t32 = tl.where(t6, t25, t31)
    t35 = tl.load(m14_ptr + offs_n1[:, None, None, None, None] * m14_s0 + offs_c0[None, :, None, None, None] * m14_s1 + offs_n1[None, None, :, None, None] * m14_s2 + offs_n0[None, None, None, :, None] * m14_s3 + offs_n2[None, None, None, None, :] * m14_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_c0 < E_c0)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :], other=0).to(tl.float32)
    acc56 = tl.full([F_n1, T_c0, F_n1, F_n0, 1], -float('inf'), tl.float32)
    acc57 = tl.full([F_n1, T_c0, F_n1, F_n0, F_n2], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t33 = tl.load(m2_ptr + offs_c2[None, None, None, None, :] * m2_s4, mask=(offs_c2 < E_c2)[None, None, None, None, :], other=0)
        t34 = tl.load(m7_ptr + offs_n0[None, None, None, :, None] * m7_s3 + offs_c2[None, None, None, None, :] * m7_s4, mask=(offs_n0 < E_n0)[None, None, None, :, None] & (offs_c2 < E_c2)[None, None, None, None, :], other=0)
        t36 = tl.load(m17_ptr + offs_n1[:, None, None, None, None] * m17_s0 + offs_c0[None, :, None, None, None] * m17_s1 + offs_n2[None, None, None, :, None] * m17_s3 + offs_c2[None, None, None, None, :] * m17_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_c0 < E_c0)[None, :, None, None, None] & (offs_n2 < E_n2)[None, None, None, :, None] & (offs_c2 < E_c2)[None, None, None, None, :], other=0).to(tl.float32)
        t37 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, None, :], t35, 0.0), 5) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :, None], t36, 0.0), 3), axis=4)
        t38 = tl.where(t34, -float("inf"), t37)
        t39 = tl.load(m26_ptr + offs_n0[None, None, None, :, None] * m26_s3 + offs_c2[None, None, None, None, :] * m26_s4, mask=(offs_n0 < E_n0)[None, None, None, :, None] & (offs_c2 < E_c2)[None, None, None, None, :], other=0)
        t40 = tl.where(t39, -float("inf"), t38)
        t41 = tl.where(t33, t38, t40)
        t42 = tl.max(tl.where((offs_c2 < E_c2)[None, None, None, None, :], t41, -float('inf')), axis=4, keep_dims=True)
        t43 = (t42) * (0.25)
        t44 = (t41) * (0.25)
        t45 = t43 - (t43)
        t46 = t45 == t45
        t47 = (t46) == 0
        t48 = tl.exp(t43)
        t49 = tl.where(t47, t48, t43)
        t50 = t44 - (t49)
        t51 = tl.exp(t50)
        t54 = tl.load(m52_ptr + offs_n1[:, None, None, None, None] * m52_s0 + offs_c0[None, :, None, None, None] * m52_s1 + offs_c2[None, None, None, :, None] * m52_s3 + offs_n2[None, None, None, None, :] * m52_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_c0 < E_c0)[None, :, None, None, None] & (offs_c2 < E_c2)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :], other=0).to(tl.float32)
        t55 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, None, :], t51, 0.0), 5) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :, None], t54, 0.0), 3), axis=4)
        m58 = tl.maximum(acc56, t43)
        r59 = tl.where(acc56 == -float("inf"), 0.0, tl.exp(acc56 - m58))
        r60 = tl.where(t43 == -float("inf"), 0.0, tl.exp(t43 - m58))
        acc57 = tl.where(acc56 == -float("inf"), 0.0, acc57 * r59) + tl.where(t43 == -float("inf"), 0.0, t55 * r60)
        acc56 = m58
    t63 = tl.load(m61_ptr + offs_c0[None, :, None, None, None] * m61_s1 + offs_n1[None, None, :, None, None] * m61_s2, mask=(offs_c0 < E_c0)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None], other=0).to(tl.float32)
    t64 = tl.maximum(acc56, t63)
    t65 = t32 - (t64)
    t66 = tl.exp(t65)
    t67 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, None, None, :], t66, 0.0), axis=4, keep_dims=True)
    t68 = t63 - (t64)
    t69 = tl.exp(t68)
    t70 = t67 + t69
    t71 = (t66) / (t70)
    t72 = tl.load(m52_ptr + offs_n1[:, None, None, None, None] * m52_s0 + offs_c0[None, :, None, None, None] * m52_s1 + offs_n0[None, None, None, :, None] * m52_s3 + offs_n2[None, None, None, None, :] * m52_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_c0 < E_c0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :], other=0).to(tl.float32)
    t73 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, None, None, :], t71, 0.0), 5) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, None, :, None], t72, 0.0), 3), axis=4)
    tl.store(buf74_ptr + offs_n1[:, None, None, None, None] * buf74_s0 + offs_c0[None, :, None, None, None] * buf74_s1 + offs_n1[None, None, :, None, None] * buf74_s2 + offs_n0[None, None, None, :, None] * buf74_s3 + offs_n2[None, None, None, None, :] * buf74_s4, t73, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_c0 < E_c0)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :])


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
    m4 = _iota([32], 0, device)
    m3 = m4.reshape([1, 1, 1, 1, 32])
    m5 = torch.tensor(2.0, dtype=torch.float32, device=device)
    m2 = _BINARY["Lt"](m3, m5)
    m9 = m4.reshape([1, 32])
    m12 = torch.tensor(0.0, dtype=torch.float32, device=device)
    m11 = _BINARY["Add"](m4, m12)
    m10 = m11.reshape([32, 1])
    m8 = _BINARY["Gt"](m9, m10)
    m7 = m8.reshape([1, 1, 1, 32, 32])
    m15 = inputs['q']
    m14 = m15.reshape([2, 2, 2, 32, 16])
    m19 = inputs['k']
    m18 = m19.reshape([2, 2, 1, 32, 16])
    m17 = m18.permute([0, 1, 2, 4, 3])
    m28 = _BINARY["Sub"](m10, m9)
    m29 = torch.tensor(8.0, dtype=torch.float32, device=device)
    m27 = _BINARY["Ge"](m28, m29)
    m26 = m27.reshape([1, 1, 1, 32, 32])
    m53 = inputs['v']
    m52 = m53.reshape([2, 2, 1, 32, 16])
    m62 = inputs['sinks']
    m61 = m62.reshape([1, 2, 2, 1, 1])
    buf74 = torch.full([2, 2, 2, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(2, T['c0']),)](m2_ptr=m2, m2_s0=m2.stride(0), m2_s1=m2.stride(1), m2_s2=m2.stride(2), m2_s3=m2.stride(3), m2_s4=m2.stride(4), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), m7_s2=m7.stride(2), m7_s3=m7.stride(3), m7_s4=m7.stride(4), m14_ptr=m14, m14_s0=m14.stride(0), m14_s1=m14.stride(1), m14_s2=m14.stride(2), m14_s3=m14.stride(3), m14_s4=m14.stride(4), m17_ptr=m17, m17_s0=m17.stride(0), m17_s1=m17.stride(1), m17_s2=m17.stride(2), m17_s3=m17.stride(3), m17_s4=m17.stride(4), m26_ptr=m26, m26_s0=m26.stride(0), m26_s1=m26.stride(1), m26_s2=m26.stride(2), m26_s3=m26.stride(3), m26_s4=m26.stride(4), m52_ptr=m52, m52_s0=m52.stride(0), m52_s1=m52.stride(1), m52_s2=m52.stride(2), m52_s3=m52.stride(3), m52_s4=m52.stride(4), m61_ptr=m61, m61_s0=m61.stride(0), m61_s1=m61.stride(1), m61_s2=m61.stride(2), m61_s3=m61.stride(3), m61_s4=m61.stride(4), buf74_ptr=buf74, buf74_s0=buf74.stride(0), buf74_s1=buf74.stride(1), buf74_s2=buf74.stride(2), buf74_s3=buf74.stride(3), buf74_s4=buf74.stride(4), E_c0=2, E_c1=16, E_c2=32, E_n0=32, E_n1=2, E_n2=16, F_n0=_pow2(32), F_n1=_pow2(2), F_n2=_pow2(16), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    m1 = buf74.reshape([2, 4, 32, 16])
    return m1


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
