"""ngpt [small], candidate 19: 2 kernel(s)

Rendered by EqiForge from candidate 19 of ngpt [small]: grid() loop(h.1[32]: pair(sum, sum)) ; grid(h.0@0) loop(s_u.0[64]: pair(sum, sum)) {loop(h.1[32]: sum)} [3 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid h.0@0[8]
    c1: loop s_u.0[64]
    c2: loop h.1[32]

Run it on its own: `python kernels/f19.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/ngpt.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 4, "c1": 32, "c2": 16}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 8, "c1": 64, "c2": 32}


@triton.jit
def kernel_0(m5_ptr, m5_s0, m5_s1, m7_ptr, m7_s0, m7_s1, m25_ptr, m25_s0, m25_s1, buf32_ptr, buf32_s0, buf32_s1, buf33_ptr, buf33_s0, buf33_s1, E_c2, E_n1, E_n2, DOT_23: tl.constexpr, DOT_28: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c2: tl.constexpr):
    # writes buf32, buf33: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    acc30 = tl.full([F_n1, F_n2], 0.0, tl.float32)
    acc31 = tl.full([F_n1, F_n2], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t21 = tl.load(m5_ptr + offs_n1[:, None] * m5_s0 + offs_c2[None, :] * m5_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t22 = tl.load(m7_ptr + offs_c2[:, None] * m7_s0 + offs_n2[None, :] * m7_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
        if DOT_23:
            t24 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t21, 0.0), tl.where((offs_c2 < E_c2)[:, None], t22, 0.0), input_precision="ieee")
        else:
            t24 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t21, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t22, 0.0), 0), axis=1)
        t27 = tl.load(m25_ptr + offs_c2[:, None] * m25_s0 + offs_n2[None, :] * m25_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
        if DOT_28:
            t29 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t21, 0.0), tl.where((offs_c2 < E_c2)[:, None], t27, 0.0), input_precision="ieee")
        else:
            t29 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t21, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t27, 0.0), 0), axis=1)
        acc30 = acc30 + t24
        acc31 = acc31 + t29
    tl.store(buf32_ptr + offs_n1[:, None] * buf32_s0 + offs_n2[None, :] * buf32_s1, acc30, mask=(offs_n1 < E_n1)[:, None] & (offs_n2 < E_n2)[None, :])
    tl.store(buf33_ptr + offs_n1[:, None] * buf33_s0 + offs_n2[None, :] * buf33_s1, acc31, mask=(offs_n1 < E_n1)[:, None] & (offs_n2 < E_n2)[None, :])


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, m5_ptr, m5_s0, m5_s1, m7_ptr, m7_s0, m7_s1, m13_ptr, m13_s0, m13_s1, buf33_ptr, buf33_s0, buf33_s1, m35_ptr, m35_s0, m35_s1, m40_ptr, m40_s0, m40_s1, buf73_ptr, buf73_s0, buf73_s1, E_c0, E_c1, E_c2, E_n0, DOT_10: tl.constexpr, DOT_43: tl.constexpr, DOT_51: tl.constexpr, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf73: Combine over grid h.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t3 = tl.load(m1_ptr + offs_n0[None, :] * m1_s1, mask=(offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t4 = tl.abs(t3)
    acc53 = tl.full([T_c0, F_n0], 0.0, tl.float32)
    acc54 = tl.full([T_c0, F_n0], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        acc12 = tl.full([T_c0, T_c1], 0.0, tl.float32)
        for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
            offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

            t6 = tl.load(m5_ptr + offs_c0[:, None] * m5_s0 + offs_c2[None, :] * m5_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
            t9 = tl.load(m7_ptr + offs_c2[:, None] * m7_s0 + offs_c1[None, :] * m7_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
            if DOT_10:
                t11 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t6, 0.0), tl.where((offs_c2 < E_c2)[:, None], t9, 0.0), input_precision="ieee")
            else:
                t11 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t6, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t9, 0.0), 0), axis=1)
            acc12 = acc12 + t11
        t15 = tl.load(m13_ptr + offs_c1[None, :] * m13_s1, mask=(offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        t16 = (acc12) * (t15)
        t17 = (t16) * (2.8284271247461903)
        t18 = 2.0 / (1.0 + tl.exp(-2.0 * (t17))) - 1.0
        t19 = t18 + 1.0
        t20 = (t19) * (t16)
        t34 = tl.load(buf33_ptr + offs_c0[:, None] * buf33_s0 + offs_c1[None, :] * buf33_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        t37 = tl.load(m35_ptr + offs_c1[None, :] * m35_s1, mask=(offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        t38 = (t34) * (t37)
        t39 = (t20) * (t38)
        t42 = tl.load(m40_ptr + offs_c1[:, None] * m40_s0 + offs_n0[None, :] * m40_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
        if DOT_43:
            t44 = tl.dot(tl.where((offs_c1 < E_c1)[None, :], t39, 0.0), tl.where((offs_c1 < E_c1)[:, None], t42, 0.0), input_precision="ieee")
        else:
            t44 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, :], t39, 0.0), 2) * tl.expand_dims(tl.where((offs_c1 < E_c1)[:, None], t42, 0.0), 0), axis=1)
        t45 = (t44) * (5.656854249492381)
        t46 = (t15) * (5.656854249492381)
        t47 = (acc12) * (t46)
        t48 = 1.0 / (1.0 + tl.exp(-(t47)))
        t49 = (t16) * (t48)
        t50 = (t38) * (t49)
        if DOT_51:
            t52 = tl.dot(tl.where((offs_c1 < E_c1)[None, :], t50, 0.0), tl.where((offs_c1 < E_c1)[:, None], t42, 0.0), input_precision="ieee")
        else:
            t52 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, :], t50, 0.0), 2) * tl.expand_dims(tl.where((offs_c1 < E_c1)[:, None], t42, 0.0), 0), axis=1)
        acc53 = acc53 + t45
        acc54 = acc54 + t52
    t55 = (acc53) * (acc53)
    t56 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t55, 0.0), axis=1, keep_dims=True)
    t57 = (t56) * (8.000000000000002)
    t58 = tl.rsqrt(t57)
    t59 = (acc53) * (t58)
    t60 = (t59) * (2.8284271247461903)
    t61 = tl.load(m5_ptr + offs_c0[:, None] * m5_s0 + offs_n0[None, :] * m5_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t62 = (t61) * (t61)
    t63 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t62, 0.0), axis=1, keep_dims=True)
    t64 = tl.sqrt(t63)
    t65 = (t61) / (t64)
    t66 = t60 - (t65)
    t67 = (t4) * (t66)
    t68 = t67 + t65
    t69 = (t68) * (t68)
    t70 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t69, 0.0), axis=1, keep_dims=True)
    t71 = tl.sqrt(t70)
    t72 = (t68) / (t71)
    tl.store(buf73_ptr + offs_c0[:, None] * buf73_s0 + offs_n0[None, :] * buf73_s1, t72, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :])


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
    m2 = inputs['alpha']
    m1 = m2.reshape([1, 32])
    m5 = inputs['h']
    m8 = inputs['w_v']
    m7 = m8.permute([1, 0])
    m14 = inputs['s_v']
    m13 = m14.reshape([1, 64])
    m26 = inputs['w_u']
    m25 = m26.permute([1, 0])
    buf32 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    buf33 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(1,)](m5_ptr=m5, m5_s0=m5.stride(0), m5_s1=m5.stride(1), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), m25_ptr=m25, m25_s0=m25.stride(0), m25_s1=m25.stride(1), buf32_ptr=buf32, buf32_s0=buf32.stride(0), buf32_s1=buf32.stride(1), buf33_ptr=buf33, buf33_s0=buf33.stride(0), buf33_s1=buf33.stride(1), E_c2=32, E_n1=8, E_n2=64, DOT_23=(_pow2(8)) >= 16 and (T['c2']) >= 16 and (_pow2(64)) >= 16, DOT_28=(_pow2(8)) >= 16 and (T['c2']) >= 16 and (_pow2(64)) >= 16, F_n1=_pow2(8), F_n2=_pow2(64), T_c2=T['c2'])
    m36 = inputs['s_u']
    m35 = m36.reshape([1, 64])
    m41 = inputs['w_o']
    m40 = m41.permute([1, 0])
    buf73 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(8, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m5_ptr=m5, m5_s0=m5.stride(0), m5_s1=m5.stride(1), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), m13_ptr=m13, m13_s0=m13.stride(0), m13_s1=m13.stride(1), buf33_ptr=buf33, buf33_s0=buf33.stride(0), buf33_s1=buf33.stride(1), m35_ptr=m35, m35_s0=m35.stride(0), m35_s1=m35.stride(1), m40_ptr=m40, m40_s0=m40.stride(0), m40_s1=m40.stride(1), buf73_ptr=buf73, buf73_s0=buf73.stride(0), buf73_s1=buf73.stride(1), E_c0=8, E_c1=64, E_c2=32, E_n0=32, DOT_10=(T['c0']) >= 16 and (T['c2']) >= 16 and (T['c1']) >= 16, DOT_43=(T['c0']) >= 16 and (T['c1']) >= 16 and (_pow2(32)) >= 16, DOT_51=(T['c0']) >= 16 and (T['c1']) >= 16 and (_pow2(32)) >= 16, F_n0=_pow2(32), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    return buf73


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
