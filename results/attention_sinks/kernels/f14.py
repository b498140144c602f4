"""attention_sinks [small], candidate 14: 1 kernel(s)

Rendered by EqiForge from candidate 14 of attention_sinks [small]: grid(k.0@0, k.2@2, v.3@3) loop(k.3[16]: pair(sum, sum)) loop(k.2[32]: rescale) [4 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid k.0@0[2]
    c1: grid k.2@2[32]
    c2: grid v.3@3[16]
    c3: loop k.3[16]
    c4: loop k.2[32]

Run it on its own: `python kernels/f14.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/attention_sinks.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 1, "c1": 16, "c2": 8, "c3": 8, "c4": 16}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 2, "c1": 32, "c2": 16, "c3": 16, "c4": 32}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m1_s4, m6_ptr, m6_s0, m6_s1, m6_s2, m6_s3, m6_s4, m13_ptr, m13_s0, m13_s1, m13_s2, m13_s3, m13_s4, m17_ptr, m17_s0, m17_s1, m17_s2, m17_s3, m17_s4, m26_ptr, m26_s0, m26_s1, m26_s2, m26_s3, m26_s4, m33_ptr, m33_s0, m33_s1, m33_s2, m33_s3, m33_s4, m60_ptr, m60_s0, m60_s1, m60_s2, m60_s3, m60_s4, m66_ptr, m66_s0, m66_s1, m66_s2, m66_s3, m66_s4, buf76_ptr, buf76_s0, buf76_s1, buf76_s2, buf76_s3, E_c0, E_c1, E_c2, E_c3, E_c4, E_n0, E_n1, E_n2, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr, T_c4: tl.constexpr):
    # writes buf76: Combine over grid k.0@0[2], grid k.2@2[32], grid v.3@3[16]
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
    offs_n2 = tl.arange(0, F_n2)
    offs_n3 = tl.arange(0, F_n3)
    t5 = tl.load(m1_ptr + offs_n0[None, None, None, None, :] * m1_s4, mask=(offs_n0 < E_n0)[None, None, None, None, :], other=0)
    t12 = tl.load(m6_ptr + offs_c1[None, None, None, :, None] * m6_s3 + offs_n0[None, None, None, None, :] * m6_s4, mask=(offs_c1 < E_c1)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0)
    acc23 = tl.full([T_c0, F_n1, F_n1, T_c1, F_n0], 0.0, tl.float32)
    acc24 = tl.full([T_c0, F_n1, F_n1, T_c1, F_n0], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t15 = tl.load(m13_ptr + offs_c0[:, None, None, None, None] * m13_s0 + offs_n1[None, :, None, None, None] * m13_s1 + offs_n1[None, None, :, None, None] * m13_s2 + offs_c1[None, None, None, :, None] * m13_s3 + offs_c3[None, None, None, None, :] * m13_s4, mask=(offs_c0 < E_c0)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_c1 < E_c1)[None, None, None, :, None] & (offs_c3 < E_c3)[None, None, None, None, :], other=0).to(tl.float32)
        t16 = (t15) * (0.25)
        t20 = tl.load(m17_ptr + offs_c0[:, None, None, None, None] * m17_s0 + offs_n1[None, :, None, None, None] * m17_s1 + offs_c3[None, None, None, :, None] * m17_s3 + offs_n0[None, None, None, None, :] * m17_s4, mask=(offs_c0 < E_c0)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_c3 < E_c3)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0).to(tl.float32)
        t21 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, None, :], t16, 0.0), 5) * tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, :, None], t20, 0.0), 3), axis=4)
        t22 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, None, :], t15, 0.0), 5) * tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, :, None], t20, 0.0), 3), axis=4)
        acc23 = acc23 + t21
        acc24 = acc24 + t22
    t25 = tl.where(t12, -float("inf"), acc23)
    t30 = tl.load(m26_ptr + offs_c1[None, None, None, :, None] * m26_s3 + offs_n0[None, None, None, None, :] * m26_s4, mask=(offs_c1 < E_c1)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0)
    t31 = tl.where(t30, -float("inf"), t25)
    t32 = tl.where(t5, t25, t31)
    t37 = tl.load(m13_ptr + offs_c0[:, None, None, None, None] * m13_s0 + offs_n1[None, :, None, None, None] * m13_s1 + offs_n1[None, None, :, None, None] * m13_s2 + offs_c1[None, None, None, :, None] * m13_s3 + offs_n2[None, None, None, None, :] * m13_s4, mask=(offs_c0 < E_c0)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_c1 < E_c1)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :], other=0).to(tl.float32)
    acc55 = tl.full([T_c0, F_n1, F_n1, T_c1, 1], -float('inf'), tl.float32)
    acc56 = tl.full([T_c0, F_n1, F_n1, T_c1, 1], 0.0, tl.float32)
    for i_c4 in range(0, tl.cdiv(E_c4, T_c4)):
        offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)

        t35 = tl.load(m33_ptr + offs_c4[None, None, None, None, :] * m33_s4, mask=(offs_c4 < E_c4)[None, None, None, None, :], other=0)
        t36 = tl.load(m6_ptr + offs_c1[None, None, None, :, None] * m6_s3 + offs_c4[None, None, None, None, :] * m6_s4, mask=(offs_c1 < E_c1)[None, None, None, :, None] & (offs_c4 < E_c4)[None, None, None, None, :], other=0)
        t38 = tl.load(m17_ptr + offs_c0[:, None, None, None, None] * m17_s0 + offs_n1[None, :, None, None, None] * m17_s1 + offs_n2[None, None, None, :, None] * m17_s3 + offs_c4[None, None, None, None, :] * m17_s4, mask=(offs_c0 < E_c0)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n2 < E_n2)[None, None, None, :, None] & (offs_c4 < E_c4)[None, None, None, None, :], other=0).to(tl.float32)
        t39 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, None, :], t37, 0.0), 5) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :, None], t38, 0.0), 3), axis=4)
        t40 = tl.where(t36, -float("inf"), t39)
        t41 = tl.load(m26_ptr + offs_c1[None, None, None, :, None] * m26_s3 + offs_c4[None, None, None, None, :] * m26_s4, mask=(offs_c1 < E_c1)[None, None, None, :, None] & (offs_c4 < E_c4)[None, None, None, None, :], other=0)
        t42 = tl.where(t41, -float("inf"), t40)
        t43 = tl.where(t35, t40, t42)
        t44 = tl.max(tl.where((offs_c4 < E_c4)[None, None, None, None, :], t43, -float('inf')), axis=4, keep_dims=True)
        t45 = (t44) * (0.25)
        t46 = (t43) * (0.25)
        t47 = t45 - (t45)
        t48 = t47 == t47
        t49 = (t48) == 0
        t50 = tl.exp(t45)
        t51 = tl.where(t49, t50, t45)
        t52 = t46 - (t51)
        t53 = tl.exp(t52)
        t54 = tl.sum(tl.where((offs_c4 < E_c4)[None, None, None, None, :], t53, 0.0), axis=4, keep_dims=True)
        m57 = tl.maximum(acc55, t45)
        r58 = tl.where(acc55 == -float("inf"), 0.0, tl.exp(acc55 - m57))
        r59 = tl.where(t45 == -float("inf"), 0.0, tl.exp(t45 - m57))
        acc56 = tl.where(acc55 == -float("inf"), 0.0, acc56 * r58) + tl.where(t45 == -float("inf"), 0.0, t54 * r59)
        acc55 = m57
    t62 = tl.load(m60_ptr + offs_n1[None, :, None, None, None] * m60_s1 + offs_n1[None, None, :, None, None] * m60_s2, mask=(offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None], other=0).to(tl.float32)
    t63 = tl.maximum(acc55, t62)
    t64 = t32 - (t63)
    t65 = tl.exp(t64)
    t68 = tl.load(m66_ptr + offs_c0[:, None, None, None, None] * m66_s0 + offs_n1[None, :, None, None, None] * m66_s1 + offs_n0[None, None, None, :, None] * m66_s3 + offs_c2[None, None, None, None, :] * m66_s4, mask=(offs_c0 < E_c0)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, None, :, None] & (offs_c2 < E_c2)[None, None, None, None, :], other=0).to(tl.float32)
    t69 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, None, None, :], t65, 0.0), 5) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, None, :, None], t68, 0.0), 3), axis=4)
    t70 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, None, None, :], t65, 0.0), axis=4, keep_dims=True)
    t71 = t62 - (t63)
    t72 = tl.exp(t71)
    t73 = t70 + t72
    t74 = (t69) / (t73)
    t75 = tl.reshape(t74, [T_c0, F_n3, T_c1, T_c2])
    tl.store(buf76_ptr + offs_c0[:, None, None, None] * buf76_s0 + offs_n3[None, :, None, None] * buf76_s1 + offs_c1[None, None, :, None] * buf76_s2 + offs_c2[None, None, None, :] * buf76_s3, t75, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n3 < E_n3)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :])


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
    m19 = inputs['k']
    m18 = m19.reshape([2, 2, 1, 32, 16])
    m17 = m18.permute([0, 1, 2, 4, 3])
    m28 = _BINARY["Sub"](m9, m8)
    m29 = torch.tensor(8.0, dtype=torch.float32, device=device)
    m27 = _BINARY["Ge"](m28, m29)
    m26 = m27.reshape([1, 1, 1, 32, 32])
    m34 = m3.reshape([1, 1, 1, 1, 32])
    m33 = _BINARY["Lt"](m34, m4)
    m61 = inputs['sinks']
    m60 = m61.reshape([1, 2, 2, 1, 1])
    m67 = inputs['v']
    m66 = m67.reshape([2, 2, 1, 32, 16])
    buf76 = torch.full([2, 4, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(2, T['c0']) * _cdiv(32, T['c1']) * _cdiv(16, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m1_s4=m1.stride(4), m6_ptr=m6, m6_s0=m6.stride(0), m6_s1=m6.stride(1), m6_s2=m6.stride(2), m6_s3=m6.stride(3), m6_s4=m6.stride(4), m13_ptr=m13, m13_s0=m13.stride(0), m13_s1=m13.stride(1), m13_s2=m13.stride(2), m13_s3=m13.stride(3), m13_s4=m13.stride(4), m17_ptr=m17, m17_s0=m17.stride(0), m17_s1=m17.stride(1), m17_s2=m17.stride(2), m17_s3=m17.stride(3), m17_s4=m17.stride(4), m26_ptr=m26, m26_s0=m26.stride(0), m26_s1=m26.stride(1), m26_s2=m26.stride(2), m26_s3=m26.stride(3), m26_s4=m26.stride(4), m33_ptr=m33, m33_s0=m33.stride(0), m33_s1=m33.stride(1), m33_s2=m33.stride(2), m33_s3=m33.stride(3), m33_s4=m33.stride(4), m60_ptr=m60, m60_s0=m60.stride(0), m60_s1=m60.stride(1), m60_s2=m60.stride(2), m60_s3=m60.stride(3), m60_s4=m60.stride(4), m66_ptr=m66, m66_s0=m66.stride(0), m66_s1=m66.stride(1), m66_s2=m66.stride(2), m66_s3=m66.stride(3), m66_s4=m66.stride(4), buf76_ptr=buf76, buf76_s0=buf76.stride(0), buf76_s1=buf76.stride(1), buf76_s2=buf76.stride(2), buf76_s3=buf76.stride(3), E_c0=2, E_c1=32, E_c2=16, E_c3=16, E_c4=32, E_n0=32, E_n1=2, E_n2=16, E_n3=4, F_n0=_pow2(32), F_n1=_pow2(2), F_n2=_pow2(16), F_n3=_pow2(4), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'], T_c3=T['c3'], T_c4=T['c4'])
    return buf76


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
