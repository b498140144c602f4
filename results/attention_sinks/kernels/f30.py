"""attention_sinks [small], candidate 30: 1 kernel(s)

Rendered by EqiForge from candidate 30 of attention_sinks [small]: grid(v.3@3) loop(k.2[32]: rescale) loop(k.2[32]: rescale) loop(k.2[32]: rescale) [3 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid v.3@3[16]
    c1: loop k.2[32]

Run it on its own: `python kernels/f30.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/attention_sinks.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 8, "c1": 16}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 16, "c1": 32}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m1_s4, m6_ptr, m6_s0, m6_s1, m6_s2, m6_s3, m6_s4, m13_ptr, m13_s0, m13_s1, m13_s2, m13_s3, m13_s4, m16_ptr, m16_s0, m16_s1, m16_s2, m16_s3, m16_s4, m22_ptr, m22_s0, m22_s1, m22_s2, m22_s3, m22_s4, m39_ptr, m39_s0, m39_s1, m39_s2, m39_s3, m39_s4, m73_ptr, m73_s0, m73_s1, m73_s2, m73_s3, m73_s4, buf110_ptr, buf110_s0, buf110_s1, buf110_s2, buf110_s3, E_c0, E_c1, E_n0, E_n1, E_n2, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf110: Combine over grid v.3@3[16]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n3 = tl.arange(0, F_n3)
    t15 = tl.load(m13_ptr + offs_n1[:, None, None, None, None] * m13_s0 + offs_n1[None, :, None, None, None] * m13_s1 + offs_n1[None, None, :, None, None] * m13_s2 + offs_n0[None, None, None, :, None] * m13_s3 + offs_n2[None, None, None, None, :] * m13_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :], other=0).to(tl.float32)
    acc43 = tl.full([F_n1, F_n1, F_n1, F_n0, 1], -float('inf'), tl.float32)
    acc44 = tl.full([F_n1, F_n1, F_n1, F_n0, T_c0], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t5 = tl.load(m1_ptr + offs_c1[None, None, None, None, :] * m1_s4, mask=(offs_c1 < E_c1)[None, None, None, None, :], other=0)
        t12 = tl.load(m6_ptr + offs_n0[None, None, None, :, None] * m6_s3 + offs_c1[None, None, None, None, :] * m6_s4, mask=(offs_n0 < E_n0)[None, None, None, :, None] & (offs_c1 < E_c1)[None, None, None, None, :], other=0)
        t19 = tl.load(m16_ptr + offs_n1[:, None, None, None, None] * m16_s0 + offs_n1[None, :, None, None, None] * m16_s1 + offs_n2[None, None, None, :, None] * m16_s3 + offs_c1[None, None, None, None, :] * m16_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n2 < E_n2)[None, None, None, :, None] & (offs_c1 < E_c1)[None, None, None, None, :], other=0).to(tl.float32)
        t20 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, None, :], t15, 0.0), 5) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :, None], t19, 0.0), 3), axis=4)
        t21 = tl.where(t12, -float("inf"), t20)
        t26 = tl.load(m22_ptr + offs_n0[None, None, None, :, None] * m22_s3 + offs_c1[None, None, None, None, :] * m22_s4, mask=(offs_n0 < E_n0)[None, None, None, :, None] & (offs_c1 < E_c1)[None, None, None, None, :], other=0)
        t27 = tl.where(t26, -float("inf"), t21)
        t28 = tl.where(t5, t21, t27)
        t29 = tl.max(tl.where((offs_c1 < E_c1)[None, None, None, None, :], t28, -float('inf')), axis=4, keep_dims=True)
        t30 = (t29) * (0.25)
        t31 = (t28) * (0.25)
        t32 = t30 - (t30)
        t33 = t32 == t32
        t34 = (t33) == 0
        t35 = tl.exp(t30)
        t36 = tl.where(t34, t35, t30)
        t37 = t31 - (t36)
        t38 = tl.exp(t37)
        t41 = tl.load(m39_ptr + offs_n1[:, None, None, None, None] * m39_s0 + offs_n1[None, :, None, None, None] * m39_s1 + offs_c1[None, None, None, :, None] * m39_s3 + offs_c0[None, None, None, None, :] * m39_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_c1 < E_c1)[None, None, None, :, None] & (offs_c0 < E_c0)[None, None, None, None, :], other=0).to(tl.float32)
        t42 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, None, :], t38, 0.0), 5) * tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, :, None], t41, 0.0), 3), axis=4)
        m45 = tl.maximum(acc43, t30)
        r46 = tl.where(acc43 == -float("inf"), 0.0, tl.exp(acc43 - m45))
        r47 = tl.where(t30 == -float("inf"), 0.0, tl.exp(t30 - m45))
        acc44 = tl.where(acc43 == -float("inf"), 0.0, acc44 * r46) + tl.where(t30 == -float("inf"), 0.0, t42 * r47)
        acc43 = m45
    acc68 = tl.full([F_n1, F_n1, F_n1, F_n0, 1], -float('inf'), tl.float32)
    acc69 = tl.full([F_n1, F_n1, F_n1, F_n0, F_n2], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t48 = tl.load(m1_ptr + offs_c1[None, None, None, None, :] * m1_s4, mask=(offs_c1 < E_c1)[None, None, None, None, :], other=0)
        t49 = tl.load(m6_ptr + offs_n0[None, None, None, :, None] * m6_s3 + offs_c1[None, None, None, None, :] * m6_s4, mask=(offs_n0 < E_n0)[None, None, None, :, None] & (offs_c1 < E_c1)[None, None, None, None, :], other=0)
        t50 = tl.load(m16_ptr + offs_n1[:, None, None, None, None] * m16_s0 + offs_n1[None, :, None, None, None] * m16_s1 + offs_n2[None, None, None, :, None] * m16_s3 + offs_c1[None, None, None, None, :] * m16_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n2 < E_n2)[None, None, None, :, None] & (offs_c1 < E_c1)[None, None, None, None, :], other=0).to(tl.float32)
        t51 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, None, :], t15, 0.0), 5) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :, None], t50, 0.0), 3), axis=4)
        t52 = tl.where(t49, -float("inf"), t51)
        t53 = tl.load(m22_ptr + offs_n0[None, None, None, :, None] * m22_s3 + offs_c1[None, None, None, None, :] * m22_s4, mask=(offs_n0 < E_n0)[None, None, None, :, None] & (offs_c1 < E_c1)[None, None, None, None, :], other=0)
        t54 = tl.where(t53, -float("inf"), t52)
        t55 = tl.where(t48, t52, t54)
        t56 = tl.max(tl.where((offs_c1 < E_c1)[None, None, None, None, :], t55, -float('inf')), axis=4, keep_dims=True)
        t57 = (t56) * (0.25)
        t58 = (t55) * (0.25)
        t59 = t57 - (t57)
        t60 = t59 == t59
        t61 = (t60) == 0
        t62 = tl.exp(t57)
        t63 = tl.where(t61, t62, t57)
        t64 = t58 - (t63)
        t65 = tl.exp(t64)
        t66 = tl.load(m39_ptr + offs_n1[:, None, None, None, None] * m39_s0 + offs_n1[None, :, None, None, None] * m39_s1 + offs_c1[None, None, None, :, None] * m39_s3 + offs_n2[None, None, None, None, :] * m39_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_c1 < E_c1)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :], other=0).to(tl.float32)
        t67 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, None, :], t65, 0.0), 5) * tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, :, None], t66, 0.0), 3), axis=4)
        m70 = tl.maximum(acc68, t57)
        r71 = tl.where(acc68 == -float("inf"), 0.0, tl.exp(acc68 - m70))
        r72 = tl.where(t57 == -float("inf"), 0.0, tl.exp(t57 - m70))
        acc69 = tl.where(acc68 == -float("inf"), 0.0, acc69 * r71) + tl.where(t57 == -float("inf"), 0.0, t67 * r72)
        acc68 = m70
    t75 = tl.load(m73_ptr + offs_n1[None, :, None, None, None] * m73_s1 + offs_n1[None, None, :, None, None] * m73_s2, mask=(offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None], other=0).to(tl.float32)
    t76 = tl.maximum(acc68, t75)
    t77 = acc68 - (t76)
    t78 = tl.exp(t77)
    t79 = (acc44) * (t78)
    acc99 = tl.full([F_n1, F_n1, F_n1, F_n0, 1], -float('inf'), tl.float32)
    acc100 = tl.full([F_n1, F_n1, F_n1, F_n0, 1], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t80 = tl.load(m1_ptr + offs_c1[None, None, None, None, :] * m1_s4, mask=(offs_c1 < E_c1)[None, None, None, None, :], other=0)
        t81 = tl.load(m6_ptr + offs_n0[None, None, None, :, None] * m6_s3 + offs_c1[None, None, None, None, :] * m6_s4, mask=(offs_n0 < E_n0)[None, None, None, :, None] & (offs_c1 < E_c1)[None, None, None, None, :], other=0)
        t82 = tl.load(m16_ptr + offs_n1[:, None, None, None, None] * m16_s0 + offs_n1[None, :, None, None, None] * m16_s1 + offs_n2[None, None, None, :, None] * m16_s3 + offs_c1[None, None, None, None, :] * m16_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n2 < E_n2)[None, None, None, :, None] & (offs_c1 < E_c1)[None, None, None, None, :], other=0).to(tl.float32)
        t83 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, None, :], t15, 0.0), 5) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :, None], t82, 0.0), 3), axis=4)
        t84 = tl.where(t81, -float("inf"), t83)
        t85 = tl.load(m22_ptr + offs_n0[None, None, None, :, None] * m22_s3 + offs_c1[None, None, None, None, :] * m22_s4, mask=(offs_n0 < E_n0)[None, None, None, :, None] & (offs_c1 < E_c1)[None, None, None, None, :], other=0)
        t86 = tl.where(t85, -float("inf"), t84)
        t87 = tl.where(t80, t84, t86)
        t88 = tl.max(tl.where((offs_c1 < E_c1)[None, None, None, None, :], t87, -float('inf')), axis=4, keep_dims=True)
        t89 = (t88) * (0.25)
        t90 = (t87) * (0.25)
        t91 = t89 - (t89)
        t92 = t91 == t91
        t93 = (t92) == 0
        t94 = tl.exp(t89)
        t95 = tl.where(t93, t94, t89)
        t96 = t90 - (t95)
        t97 = tl.exp(t96)
        t98 = tl.sum(tl.where((offs_c1 < E_c1)[None, None, None, None, :], t97, 0.0), axis=4, keep_dims=True)
        m101 = tl.maximum(acc99, t89)
        r102 = tl.where(acc99 == -float("inf"), 0.0, tl.exp(acc99 - m101))
        r103 = tl.where(t89 == -float("inf"), 0.0, tl.exp(t89 - m101))
        acc100 = tl.where(acc99 == -float("inf"), 0.0, acc100 * r102) + tl.where(t89 == -float("inf"), 0.0, t98 * r103)
        acc99 = m101
    t104 = (acc100) * (t78)
    t105 = t75 - (t76)
    t106 = tl.exp(t105)
    t107 = t104 + t106
    t108 = (t79) / (t107)
    t109 = tl.reshape(t108, [F_n1, F_n3, F_n0, T_c0])
    tl.store(buf110_ptr + offs_n1[:, None, None, None] * buf110_s0 + offs_n3[None, :, None, None] * buf110_s1 + offs_n0[None, None, :, None] * buf110_s2 + offs_c0[None, None, None, :] * buf110_s3, t109, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n3 < E_n3)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_c0 < E_c0)[None, None, None, :])


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
    m24 = _BINARY["Sub"](m9, m8)
    m25 = torch.tensor(8.0, dtype=torch.float32, device=device)
    m23 = _BINARY["Ge"](m24, m25)
    m22 = m23.reshape([1, 1, 1, 32, 32])
    m40 = inputs['v']
    m39 = m40.reshape([2, 2, 1, 32, 16])
    m74 = inputs['sinks']
    m73 = m74.reshape([1, 2, 2, 1, 1])
    buf110 = torch.full([2, 4, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(16, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m1_s4=m1.stride(4), m6_ptr=m6, m6_s0=m6.stride(0), m6_s1=m6.stride(1), m6_s2=m6.stride(2), m6_s3=m6.stride(3), m6_s4=m6.stride(4), m13_ptr=m13, m13_s0=m13.stride(0), m13_s1=m13.stride(1), m13_s2=m13.stride(2), m13_s3=m13.stride(3), m13_s4=m13.stride(4), m16_ptr=m16, m16_s0=m16.stride(0), m16_s1=m16.stride(1), m16_s2=m16.stride(2), m16_s3=m16.stride(3), m16_s4=m16.stride(4), m22_ptr=m22, m22_s0=m22.stride(0), m22_s1=m22.stride(1), m22_s2=m22.stride(2), m22_s3=m22.stride(3), m22_s4=m22.stride(4), m39_ptr=m39, m39_s0=m39.stride(0), m39_s1=m39.stride(1), m39_s2=m39.stride(2), m39_s3=m39.stride(3), m39_s4=m39.stride(4), m73_ptr=m73, m73_s0=m73.stride(0), m73_s1=m73.stride(1), m73_s2=m73.stride(2), m73_s3=m73.stride(3), m73_s4=m73.stride(4), buf110_ptr=buf110, buf110_s0=buf110.stride(0), buf110_s1=buf110.stride(1), buf110_s2=buf110.stride(2), buf110_s3=buf110.stride(3), E_c0=16, E_c1=32, E_n0=32, E_n1=2, E_n2=16, E_n3=4, F_n0=_pow2(32), F_n1=_pow2(2), F_n2=_pow2(16), F_n3=_pow2(4), T_c0=T['c0'], T_c1=T['c1'])
    return buf110


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
