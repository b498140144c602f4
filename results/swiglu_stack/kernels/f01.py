"""swiglu_stack [small], candidate 1: 2 kernel(s)

Rendered by EqiForge from candidate 1 of swiglu_stack [small]: grid(x.0@0) [3 mm] | grid(x.0@0, x.1@1) loop(x.1[32]: pair(sum, sum)) loop(x.1[32]: sum) [3 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.0@0[8]
    c1: grid x.1@1[32]
    c2: loop x.1[32]

Run it on its own: `python kernels/f01.py` checks it once against PyTorch on random inputs.
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
def kernel_0(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m14_ptr, m14_s0, m14_s1, m24_ptr, m24_s0, m24_s1, m32_ptr, m32_s0, m32_s1, buf41_ptr, buf41_s0, buf41_s1, E_c0, E_n0, E_n1, DOT_19: tl.constexpr, DOT_29: tl.constexpr, DOT_37: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr):
    # writes buf41: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t2 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_n0[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t7 = tl.load(m3_ptr + offs_n0[None, :] * m3_s1, mask=(offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t8 = (t2) * (t7)
    t9 = (t2) * (t2)
    t10 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t9, 0.0), axis=1, keep_dims=True)
    t11 = t10 + 0.00032
    t12 = tl.rsqrt(t11)
    t13 = (t8) * (t12)
    t18 = tl.load(m14_ptr + offs_n0[:, None] * m14_s0 + offs_n1[None, :] * m14_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_19:
        t20 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t13, 0.0), tl.where((offs_n0 < E_n0)[:, None], t18, 0.0), input_precision="ieee")
    else:
        t20 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t13, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t18, 0.0), 0), axis=1)
    t21 = (t20) * (5.656854249492381)
    t22 = 1.0 / (1.0 + tl.exp(-(t21)))
    t23 = (t20) * (t22)
    t28 = tl.load(m24_ptr + offs_n0[:, None] * m24_s0 + offs_n1[None, :] * m24_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_29:
        t30 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t13, 0.0), tl.where((offs_n0 < E_n0)[:, None], t28, 0.0), input_precision="ieee")
    else:
        t30 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t13, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t28, 0.0), 0), axis=1)
    t31 = (t23) * (t30)
    t36 = tl.load(m32_ptr + offs_n1[:, None] * m32_s0 + offs_n0[None, :] * m32_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    if DOT_37:
        t38 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t31, 0.0), tl.where((offs_n1 < E_n1)[:, None], t36, 0.0), input_precision="ieee")
    else:
        t38 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t31, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t36, 0.0), 0), axis=1)
    t39 = (t38) * (32.00000000000001)
    t40 = t39 + t2
    tl.store(buf41_ptr + offs_c0[:, None] * buf41_s0 + offs_n0[None, :] * buf41_s1, t40, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :])


@triton.jit
def kernel_1(buf41_ptr, buf41_s0, buf41_s1, m43_ptr, m43_s0, m43_s1, m48_ptr, m48_s0, m48_s1, m54_ptr, m54_s0, m54_s1, m73_ptr, m73_s0, m73_s1, buf83_ptr, buf83_s0, buf83_s1, E_c0, E_c1, E_c2, E_n1, DOT_52: tl.constexpr, DOT_58: tl.constexpr, DOT_77: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf83: Combine over grid x.0@0[8], grid x.1@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    acc60 = tl.full([T_c0, F_n1], 0.0, tl.float32)
    acc61 = tl.full([T_c0, F_n1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t42 = tl.load(buf41_ptr + offs_c0[:, None] * buf41_s0 + offs_c2[None, :] * buf41_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t46 = tl.load(m43_ptr + offs_c2[None, :] * m43_s1, mask=(offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t47 = (t42) * (t46)
        t51 = tl.load(m48_ptr + offs_c2[:, None] * m48_s0 + offs_n1[None, :] * m48_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
        if DOT_52:
            t53 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t47, 0.0), tl.where((offs_c2 < E_c2)[:, None], t51, 0.0), input_precision="ieee")
        else:
            t53 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t47, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t51, 0.0), 0), axis=1)
        t57 = tl.load(m54_ptr + offs_c2[:, None] * m54_s0 + offs_n1[None, :] * m54_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
        if DOT_58:
            t59 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t47, 0.0), tl.where((offs_c2 < E_c2)[:, None], t57, 0.0), input_precision="ieee")
        else:
            t59 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t47, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t57, 0.0), 0), axis=1)
        acc60 = acc60 + t53
        acc61 = acc61 + t59
    acc65 = tl.full([T_c0, 1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t62 = tl.load(buf41_ptr + offs_c0[:, None] * buf41_s0 + offs_c2[None, :] * buf41_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t63 = (t62) * (t62)
        t64 = tl.sum(tl.where((offs_c2 < E_c2)[None, :], t63, 0.0), axis=1, keep_dims=True)
        acc65 = acc65 + t64
    t66 = acc65 + 0.00032
    t67 = tl.rsqrt(t66)
    t68 = (acc60) * (t67)
    t69 = (t68) * (5.656854249492381)
    t70 = 1.0 / (1.0 + tl.exp(-(t69)))
    t71 = (t68) * (t70)
    t72 = (t71) * (acc61)
    t76 = tl.load(m73_ptr + offs_n1[:, None] * m73_s0 + offs_c1[None, :] * m73_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    if DOT_77:
        t78 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t72, 0.0), tl.where((offs_n1 < E_n1)[:, None], t76, 0.0), input_precision="ieee")
    else:
        t78 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t72, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t76, 0.0), 0), axis=1)
    t79 = (t78) * (t67)
    t80 = (t79) * (32.00000000000001)
    t81 = tl.load(buf41_ptr + offs_c0[:, None] * buf41_s0 + offs_c1[None, :] * buf41_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t82 = t80 + t81
    tl.store(buf83_ptr + offs_c0[:, None] * buf83_s0 + offs_c1[None, :] * buf83_s1, t82, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :])


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
    m17 = inputs['w_gate']
    m16 = m17.narrow(0, 0, 1)
    m15 = m16.reshape([64, 32])
    m14 = m15.permute([1, 0])
    m27 = inputs['w_up']
    m26 = m27.narrow(0, 0, 1)
    m25 = m26.reshape([64, 32])
    m24 = m25.permute([1, 0])
    m35 = inputs['w_down']
    m34 = m35.narrow(0, 0, 1)
    m33 = m34.reshape([32, 64])
    m32 = m33.permute([1, 0])
    buf41 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(8, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m14_ptr=m14, m14_s0=m14.stride(0), m14_s1=m14.stride(1), m24_ptr=m24, m24_s0=m24.stride(0), m24_s1=m24.stride(1), m32_ptr=m32, m32_s0=m32.stride(0), m32_s1=m32.stride(1), buf41_ptr=buf41, buf41_s0=buf41.stride(0), buf41_s1=buf41.stride(1), E_c0=8, E_n0=32, E_n1=64, DOT_19=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, DOT_29=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, DOT_37=(T['c0']) >= 16 and (_pow2(64)) >= 16 and (_pow2(32)) >= 16, F_n0=_pow2(32), F_n1=_pow2(64), T_c0=T['c0'])
    m45 = m6.narrow(0, 1, 1)
    m44 = m45.reshape([32])
    m43 = m44.reshape([1, 32])
    m50 = m17.narrow(0, 1, 1)
    m49 = m50.reshape([64, 32])
    m48 = m49.permute([1, 0])
    m56 = m27.narrow(0, 1, 1)
    m55 = m56.reshape([64, 32])
    m54 = m55.permute([1, 0])
    m75 = m35.narrow(0, 1, 1)
    m74 = m75.reshape([32, 64])
    m73 = m74.permute([1, 0])
    buf83 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(8, T['c0']) * _cdiv(32, T['c1']),)](buf41_ptr=buf41, buf41_s0=buf41.stride(0), buf41_s1=buf41.stride(1), m43_ptr=m43, m43_s0=m43.stride(0), m43_s1=m43.stride(1), m48_ptr=m48, m48_s0=m48.stride(0), m48_s1=m48.stride(1), m54_ptr=m54, m54_s0=m54.stride(0), m54_s1=m54.stride(1), m73_ptr=m73, m73_s0=m73.stride(0), m73_s1=m73.stride(1), buf83_ptr=buf83, buf83_s0=buf83.stride(0), buf83_s1=buf83.stride(1), E_c0=8, E_c1=32, E_c2=32, E_n1=64, DOT_52=(T['c0']) >= 16 and (T['c2']) >= 16 and (_pow2(64)) >= 16, DOT_58=(T['c0']) >= 16 and (T['c2']) >= 16 and (_pow2(64)) >= 16, DOT_77=(T['c0']) >= 16 and (_pow2(64)) >= 16 and (T['c1']) >= 16, F_n1=_pow2(64), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    return buf83


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
