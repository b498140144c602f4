"""swiglu_stack [small], candidate 26: 3 kernel(s)

Rendered by EqiForge from candidate 26 of swiglu_stack [small]: grid(x.1@1) loop(x.1[32]: pair(sum, sum)) loop(x.1[32]: sum) [3 mm] ; grid(x.0@0) | grid(x.0@0, x.1@1) loop(x.1[32]: pair(sum, sum)) loop(x.1[32]: sum) [3 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.0@0[8]
    c1: grid x.1@1[32]
    c2: loop x.1[32]

Run it on its own: `python kernels/f26.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/swiglu_stack.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 4, "c1": 16, "c2": 16}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 8, "c1": 32, "c2": 32}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m9_ptr, m9_s0, m9_s1, m16_ptr, m16_s0, m16_s1, m39_ptr, m39_s0, m39_s1, buf47_ptr, buf47_s0, buf47_s1, E_c1, E_c2, E_n1, E_n2, DOT_14: tl.constexpr, DOT_21: tl.constexpr, DOT_44: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf47: Combine over grid x.1@1[32]
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

        t2 = tl.load(m1_ptr + offs_n1[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t7 = tl.load(m3_ptr + offs_c2[None, :] * m3_s1, mask=(offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t8 = (t2) * (t7)
        t13 = tl.load(m9_ptr + offs_c2[:, None] * m9_s0 + offs_n2[None, :] * m9_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
        if DOT_14:
            t15 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t8, 0.0), tl.where((offs_c2 < E_c2)[:, None], t13, 0.0), input_precision="ieee")
        else:
            t15 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t8, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t13, 0.0), 0), axis=1)
        t20 = tl.load(m16_ptr + offs_c2[:, None] * m16_s0 + offs_n2[None, :] * m16_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
        if DOT_21:
            t22 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t8, 0.0), tl.where((offs_c2 < E_c2)[:, None], t20, 0.0), input_precision="ieee")
        else:
            t22 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t8, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t20, 0.0), 0), axis=1)
        acc23 = acc23 + t15
        acc24 = acc24 + t22
    acc28 = tl.full([F_n1, 1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t25 = tl.load(m1_ptr + offs_n1[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t26 = (t25) * (t25)
        t27 = tl.sum(tl.where((offs_c2 < E_c2)[None, :], t26, 0.0), axis=1, keep_dims=True)
        acc28 = acc28 + t27
    t29 = acc28 + 0.00032
    t30 = tl.rsqrt(t29)
    t31 = (acc24) * (t30)
    t32 = (acc28) * (0.03125)
    t33 = t32 + 1e-05
    t34 = tl.rsqrt(t33)
    t35 = (acc24) * (t34)
    t36 = 1.0 / (1.0 + tl.exp(-(t35)))
    t37 = (t31) * (t36)
    t38 = (t37) * (acc23)
    t43 = tl.load(m39_ptr + offs_n2[:, None] * m39_s0 + offs_c1[None, :] * m39_s1, mask=(offs_n2 < E_n2)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    if DOT_44:
        t45 = tl.dot(tl.where((offs_n2 < E_n2)[None, :], t38, 0.0), tl.where((offs_n2 < E_n2)[:, None], t43, 0.0), input_precision="ieee")
    else:
        t45 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, :], t38, 0.0), 2) * tl.expand_dims(tl.where((offs_n2 < E_n2)[:, None], t43, 0.0), 0), axis=1)
    t46 = (t45) * (t30)
    tl.store(buf47_ptr + offs_n1[:, None] * buf47_s0 + offs_c1[None, :] * buf47_s1, t46, mask=(offs_n1 < E_n1)[:, None] & (offs_c1 < E_c1)[None, :])


@triton.jit
def kernel_1(buf47_ptr, buf47_s0, buf47_s1, m1_ptr, m1_s0, m1_s1, buf52_ptr, buf52_s0, buf52_s1, E_c0, E_n0, F_n0: tl.constexpr, T_c0: tl.constexpr):
    # writes buf52: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t48 = tl.load(buf47_ptr + offs_c0[:, None] * buf47_s0 + offs_n0[None, :] * buf47_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t49 = (t48) * (32.00000000000001)
    t50 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_n0[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t51 = t49 + t50
    tl.store(buf52_ptr + offs_c0[:, None] * buf52_s0 + offs_n0[None, :] * buf52_s1, t51, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :])


@triton.jit
def kernel_2(buf52_ptr, buf52_s0, buf52_s1, m54_ptr, m54_s0, m54_s1, m59_ptr, m59_s0, m59_s1, m65_ptr, m65_s0, m65_s1, m84_ptr, m84_s0, m84_s1, buf94_ptr, buf94_s0, buf94_s1, E_c0, E_c1, E_c2, E_n2, DOT_63: tl.constexpr, DOT_69: tl.constexpr, DOT_88: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf94: Combine over grid x.0@0[8], grid x.1@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n2 = tl.arange(0, F_n2)
    acc71 = tl.full([T_c0, F_n2], 0.0, tl.float32)
    acc72 = tl.full([T_c0, F_n2], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t53 = tl.load(buf52_ptr + offs_c0[:, None] * buf52_s0 + offs_c2[None, :] * buf52_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t57 = tl.load(m54_ptr + offs_c2[None, :] * m54_s1, mask=(offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t58 = (t53) * (t57)
        t62 = tl.load(m59_ptr + offs_c2[:, None] * m59_s0 + offs_n2[None, :] * m59_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
        if DOT_63:
            t64 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t58, 0.0), tl.where((offs_c2 < E_c2)[:, None], t62, 0.0), input_precision="ieee")
        else:
            t64 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t58, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t62, 0.0), 0), axis=1)
        t68 = tl.load(m65_ptr + offs_c2[:, None] * m65_s0 + offs_n2[None, :] * m65_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
        if DOT_69:
            t70 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t58, 0.0), tl.where((offs_c2 < E_c2)[:, None], t68, 0.0), input_precision="ieee")
        else:
            t70 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t58, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t68, 0.0), 0), axis=1)
        acc71 = acc71 + t64
        acc72 = acc72 + t70
    acc76 = tl.full([T_c0, 1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t73 = tl.load(buf52_ptr + offs_c0[:, None] * buf52_s0 + offs_c2[None, :] * buf52_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t74 = (t73) * (t73)
        t75 = tl.sum(tl.where((offs_c2 < E_c2)[None, :], t74, 0.0), axis=1, keep_dims=True)
        acc76 = acc76 + t75
    t77 = acc76 + 0.00032
    t78 = tl.rsqrt(t77)
    t79 = (acc71) * (t78)
    t80 = (t79) * (5.656854249492381)
    t81 = 1.0 / (1.0 + tl.exp(-(t80)))
    t82 = (t79) * (t81)
    t83 = (t82) * (acc72)
    t87 = tl.load(m84_ptr + offs_n2[:, None] * m84_s0 + offs_c1[None, :] * m84_s1, mask=(offs_n2 < E_n2)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    if DOT_88:
        t89 = tl.dot(tl.where((offs_n2 < E_n2)[None, :], t83, 0.0), tl.where((offs_n2 < E_n2)[:, None], t87, 0.0), input_precision="ieee")
    else:
        t89 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, :], t83, 0.0), 2) * tl.expand_dims(tl.where((offs_n2 < E_n2)[:, None], t87, 0.0), 0), axis=1)
    t90 = (t89) * (t78)
    t91 = (t90) * (32.00000000000001)
    t92 = tl.load(buf52_ptr + offs_c0[:, None] * buf52_s0 + offs_c1[None, :] * buf52_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t93 = t91 + t92
    tl.store(buf94_ptr + offs_c0[:, None] * buf94_s0 + offs_c1[None, :] * buf94_s1, t93, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :])


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
    m1 = inputs['x']
    m6 = inputs['w_norm']
    m5 = m6.narrow(0, 0, 1)
    m4 = m5.reshape([32])
    m3 = m4.reshape([1, 32])
    m12 = inputs['w_up']
    m11 = m12.narrow(0, 0, 1)
    m10 = m11.reshape([64, 32])
    m9 = m10.permute([1, 0])
    m19 = inputs['w_gate']
    m18 = m19.narrow(0, 0, 1)
    m17 = m18.reshape([64, 32])
    m16 = m17.permute([1, 0])
    m42 = inputs['w_down']
    m41 = m42.narrow(0, 0, 1)
    m40 = m41.reshape([32, 64])
    m39 = m40.permute([1, 0])
    buf47 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(32, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m9_ptr=m9, m9_s0=m9.stride(0), m9_s1=m9.stride(1), m16_ptr=m16, m16_s0=m16.stride(0), m16_s1=m16.stride(1), m39_ptr=m39, m39_s0=m39.stride(0), m39_s1=m39.stride(1), buf47_ptr=buf47, buf47_s0=buf47.stride(0), buf47_s1=buf47.stride(1), E_c1=32, E_c2=32, E_n1=8, E_n2=64, DOT_14=(_pow2(8)) >= 16 and (T['c2']) >= 16 and (_pow2(64)) >= 16, DOT_21=(_pow2(8)) >= 16 and (T['c2']) >= 16 and (_pow2(64)) >= 16, DOT_44=(_pow2(8)) >= 16 and (_pow2(64)) >= 16 and (T['c1']) >= 16, F_n1=_pow2(8), F_n2=_pow2(64), T_c1=T['c1'], T_c2=T['c2'])
    buf52 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(8, T['c0']),)](buf47_ptr=buf47, buf47_s0=buf47.stride(0), buf47_s1=buf47.stride(1), m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), buf52_ptr=buf52, buf52_s0=buf52.stride(0), buf52_s1=buf52.stride(1), E_c0=8, E_n0=32, F_n0=_pow2(32), T_c0=T['c0'])
    m56 = m6.narrow(0, 1, 1)
    m55 = m56.reshape([32])
    m54 = m55.reshape([1, 32])
    m61 = m19.narrow(0, 1, 1)
    m60 = m61.reshape([64, 32])
    m59 = m60.permute([1, 0])
    m67 = m12.narrow(0, 1, 1)
    m66 = m67.reshape([64, 32])
    m65 = m66.permute([1, 0])
    m86 = m42.narrow(0, 1, 1)
    m85 = m86.reshape([32, 64])
    m84 = m85.permute([1, 0])
    buf94 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(8, T['c0']) * _cdiv(32, T['c1']),)](buf52_ptr=buf52, buf52_s0=buf52.stride(0), buf52_s1=buf52.stride(1), m54_ptr=m54, m54_s0=m54.stride(0), m54_s1=m54.stride(1), m59_ptr=m59, m59_s0=m59.stride(0), m59_s1=m59.stride(1), m65_ptr=m65, m65_s0=m65.stride(0), m65_s1=m65.stride(1), m84_ptr=m84, m84_s0=m84.stride(0), m84_s1=m84.stride(1), buf94_ptr=buf94, buf94_s0=buf94.stride(0), buf94_s1=buf94.stride(1), E_c0=8, E_c1=32, E_c2=32, E_n2=64, DOT_63=(T['c0']) >= 16 and (T['c2']) >= 16 and (_pow2(64)) >= 16, DOT_69=(T['c0']) >= 16 and (T['c2']) >= 16 and (_pow2(64)) >= 16, DOT_88=(T['c0']) >= 16 and (_pow2(64)) >= 16 and (T['c1']) >= 16, F_n2=_pow2(64), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    return buf94


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
