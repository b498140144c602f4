"""ngpt [small], candidate 59: 3 kernel(s)

Rendered by EqiForge from candidate 59 of ngpt [small]: grid(h.1@1) loop(h.1[32]: pair(sum, sum)) [3 mm] ; grid(h.1@1) loop(h.1[32]: pair(sum, sum)) [3 mm] ; grid(h.0@0, h.1@1)
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid h.0@0[8]
    c1: grid h.1@1[32]
    c2: loop h.1[32]

Run it on its own: `python kernels/f59.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/ngpt.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 4, "c1": 16, "c2": 16}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 8, "c1": 32, "c2": 32}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m13_ptr, m13_s0, m13_s1, m18_ptr, m18_s0, m18_s1, m25_ptr, m25_s0, m25_s1, m33_ptr, m33_s0, m33_s1, m38_ptr, m38_s0, m38_s1, buf44_ptr, buf44_s0, buf44_s1, E_c1, E_c2, E_n1, E_n2, DOT_16: tl.constexpr, DOT_21: tl.constexpr, DOT_41: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf44: Combine over grid h.1@1[32]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    acc23 = tl.full([F_n1, F_n2], 0.0, tl.float32)
    acc24 = tl.full([F_n1, F_n2], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t12 = tl.load(m1_ptr + offs_n1[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t15 = tl.load(m13_ptr + offs_c2[:, None] * m13_s0 + offs_n2[None, :] * m13_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
        if DOT_16:
            t17 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t12, 0.0), tl.where((offs_c2 < E_c2)[:, None], t15, 0.0), input_precision="ieee")
        else:
            t17 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t12, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t15, 0.0), 0), axis=1)
        t20 = tl.load(m18_ptr + offs_c2[:, None] * m18_s0 + offs_n2[None, :] * m18_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
        if DOT_21:
            t22 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t12, 0.0), tl.where((offs_c2 < E_c2)[:, None], t20, 0.0), input_precision="ieee")
        else:
            t22 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t12, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t20, 0.0), 0), axis=1)
        acc23 = acc23 + t17
        acc24 = acc24 + t22
    t27 = tl.load(m25_ptr + offs_n2[None, :] * m25_s1, mask=(offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    t28 = (acc24) * (t27)
    t29 = (t27) * (5.656854249492381)
    t30 = (acc24) * (t29)
    t31 = 1.0 / (1.0 + tl.exp(-(t30)))
    t32 = (t28) * (t31)
    t35 = tl.load(m33_ptr + offs_n2[None, :] * m33_s1, mask=(offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    t36 = (acc23) * (t35)
    t37 = (t32) * (t36)
    t40 = tl.load(m38_ptr + offs_n2[:, None] * m38_s0 + offs_c1[None, :] * m38_s1, mask=(offs_n2 < E_n2)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    if DOT_41:
        t42 = tl.dot(tl.where((offs_n2 < E_n2)[None, :], t37, 0.0), tl.where((offs_n2 < E_n2)[:, None], t40, 0.0), input_precision="ieee")
    else:
        t42 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, :], t37, 0.0), 2) * tl.expand_dims(tl.where((offs_n2 < E_n2)[:, None], t40, 0.0), 0), axis=1)
    t43 = (t42) * (32.00000000000001)
    tl.store(buf44_ptr + offs_n1[:, None] * buf44_s0 + offs_c1[None, :] * buf44_s1, t43, mask=(offs_n1 < E_n1)[:, None] & (offs_c1 < E_c1)[None, :])


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, m13_ptr, m13_s0, m13_s1, m18_ptr, m18_s0, m18_s1, m25_ptr, m25_s0, m25_s1, m33_ptr, m33_s0, m33_s1, m38_ptr, m38_s0, m38_s1, buf67_ptr, buf67_s0, buf67_s1, E_c1, E_c2, E_n1, E_n2, DOT_48: tl.constexpr, DOT_51: tl.constexpr, DOT_65: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf67: Combine over grid h.1@1[32]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    acc53 = tl.full([F_n1, F_n2], 0.0, tl.float32)
    acc54 = tl.full([F_n1, F_n2], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t46 = tl.load(m1_ptr + offs_n1[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t47 = tl.load(m13_ptr + offs_c2[:, None] * m13_s0 + offs_n2[None, :] * m13_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
        if DOT_48:
            t49 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t46, 0.0), tl.where((offs_c2 < E_c2)[:, None], t47, 0.0), input_precision="ieee")
        else:
            t49 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t46, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t47, 0.0), 0), axis=1)
        t50 = tl.load(m18_ptr + offs_c2[:, None] * m18_s0 + offs_n2[None, :] * m18_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
        if DOT_51:
            t52 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t46, 0.0), tl.where((offs_c2 < E_c2)[:, None], t50, 0.0), input_precision="ieee")
        else:
            t52 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t46, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t50, 0.0), 0), axis=1)
        acc53 = acc53 + t49
        acc54 = acc54 + t52
    t55 = tl.load(m25_ptr + offs_n2[None, :] * m25_s1, mask=(offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    t56 = (acc54) * (t55)
    t57 = (t55) * (5.656854249492381)
    t58 = (acc54) * (t57)
    t59 = 1.0 / (1.0 + tl.exp(-(t58)))
    t60 = (t56) * (t59)
    t61 = tl.load(m33_ptr + offs_n2[None, :] * m33_s1, mask=(offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    t62 = (acc53) * (t61)
    t63 = (t60) * (t62)
    t64 = tl.load(m38_ptr + offs_n2[:, None] * m38_s0 + offs_c1[None, :] * m38_s1, mask=(offs_n2 < E_n2)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    if DOT_65:
        t66 = tl.dot(tl.where((offs_n2 < E_n2)[None, :], t63, 0.0), tl.where((offs_n2 < E_n2)[:, None], t64, 0.0), input_precision="ieee")
    else:
        t66 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, :], t63, 0.0), 2) * tl.expand_dims(tl.where((offs_n2 < E_n2)[:, None], t64, 0.0), 0), axis=1)
    tl.store(buf67_ptr + offs_n1[:, None] * buf67_s0 + offs_c1[None, :] * buf67_s1, t66, mask=(offs_n1 < E_n1)[:, None] & (offs_c1 < E_c1)[None, :])


@triton.jit
def kernel_2(m1_ptr, m1_s0, m1_s1, m8_ptr, m8_s0, m8_s1, buf44_ptr, buf44_s0, buf44_s1, buf67_ptr, buf67_s0, buf67_s1, buf89_ptr, buf89_s0, buf89_s1, E_c0, E_c1, E_n0, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf89: Combine over grid h.0@0[8], grid h.1@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t2 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c1[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t3 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_n0[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t4 = (t3) * (t3)
    t5 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t4, 0.0), axis=1, keep_dims=True)
    t6 = tl.sqrt(t5)
    t7 = (t2) / (t6)
    t10 = tl.load(m8_ptr + offs_c1[None, :] * m8_s1, mask=(offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t11 = tl.abs(t10)
    t45 = tl.load(buf44_ptr + offs_c0[:, None] * buf44_s0 + offs_c1[None, :] * buf44_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t68 = tl.load(buf67_ptr + offs_c0[:, None] * buf67_s0 + offs_n0[None, :] * buf67_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t69 = (t68) * (t68)
    t70 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t69, 0.0), axis=1, keep_dims=True)
    t71 = (t70) * (1024.0000000000005)
    t72 = tl.sqrt(t71)
    t73 = (t45) / (t72)
    t74 = t73 - (t7)
    t75 = (t11) * (t74)
    t76 = t7 + t75
    t77 = tl.load(m8_ptr + offs_n0[None, :] * m8_s1, mask=(offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t78 = tl.abs(t77)
    t79 = tl.load(buf44_ptr + offs_c0[:, None] * buf44_s0 + offs_n0[None, :] * buf44_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t80 = (t79) / (t72)
    t81 = (t3) / (t6)
    t82 = t80 - (t81)
    t83 = (t78) * (t82)
    t84 = t83 + t81
    t85 = (t84) * (t84)
    t86 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t85, 0.0), axis=1, keep_dims=True)
    t87 = tl.sqrt(t86)
    t88 = (t76) / (t87)
    tl.store(buf89_ptr + offs_c0[:, None] * buf89_s0 + offs_c1[None, :] * buf89_s1, t88, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :])


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
    m1 = inputs['h']
    m9 = inputs['alpha']
    m8 = m9.reshape([1, 32])
    m14 = inputs['w_u']
    m13 = m14.permute([1, 0])
    m19 = inputs['w_v']
    m18 = m19.permute([1, 0])
    m26 = inputs['s_v']
    m25 = m26.reshape([1, 64])
    m34 = inputs['s_u']
    m33 = m34.reshape([1, 64])
    m39 = inputs['w_o']
    m38 = m39.permute([1, 0])
    buf44 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(32, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m13_ptr=m13, m13_s0=m13.stride(0), m13_s1=m13.stride(1), m18_ptr=m18, m18_s0=m18.stride(0), m18_s1=m18.stride(1), m25_ptr=m25, m25_s0=m25.stride(0), m25_s1=m25.stride(1), m33_ptr=m33, m33_s0=m33.stride(0), m33_s1=m33.stride(1), m38_ptr=m38, m38_s0=m38.stride(0), m38_s1=m38.stride(1), buf44_ptr=buf44, buf44_s0=buf44.stride(0), buf44_s1=buf44.stride(1), E_c1=32, E_c2=32, E_n1=8, E_n2=64, DOT_16=(_pow2(8)) >= 16 and (T['c2']) >= 16 and (_pow2(64)) >= 16, DOT_21=(_pow2(8)) >= 16 and (T['c2']) >= 16 and (_pow2(64)) >= 16, DOT_41=(_pow2(8)) >= 16 and (_pow2(64)) >= 16 and (T['c1']) >= 16, F_n1=_pow2(8), F_n2=_pow2(64), T_c1=T['c1'], T_c2=T['c2'])
    buf67 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(32, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m13_ptr=m13, m13_s0=m13.stride(0), m13_s1=m13.stride(1), m18_ptr=m18, m18_s0=m18.stride(0), m18_s1=m18.stride(1), m25_ptr=m25, m25_s0=m25.stride(0), m25_s1=m25.stride(1), m33_ptr=m33, m33_s0=m33.stride(0), m33_s1=m33.stride(1), m38_ptr=m38, m38_s0=m38.stride(0), m38_s1=m38.stride(1), buf67_ptr=buf67, buf67_s0=buf67.stride(0), buf67_s1=buf67.stride(1), E_c1=32, E_c2=32, E_n1=8, E_n2=64, DOT_48=(_pow2(8)) >= 16 and (T['c2']) >= 16 and (_pow2(64)) >= 16, DOT_51=(_pow2(8)) >= 16 and (T['c2']) >= 16 and (_pow2(64)) >= 16, DOT_65=(_pow2(8)) >= 16 and (_pow2(64)) >= 16 and (T['c1']) >= 16, F_n1=_pow2(8), F_n2=_pow2(64), T_c1=T['c1'], T_c2=T['c2'])
    buf89 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(8, T['c0']) * _cdiv(32, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m8_ptr=m8, m8_s0=m8.stride(0), m8_s1=m8.stride(1), buf44_ptr=buf44, buf44_s0=buf44.stride(0), buf44_s1=buf44.stride(1), buf67_ptr=buf67, buf67_s0=buf67.stride(0), buf67_s1=buf67.stride(1), buf89_ptr=buf89, buf89_s0=buf89.stride(0), buf89_s1=buf89.stride(1), E_c0=8, E_c1=32, E_n0=32, F_n0=_pow2(32), T_c0=T['c0'], T_c1=T['c1'])
    return buf89


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
