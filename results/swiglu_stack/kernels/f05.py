"""swiglu_stack [small], candidate 5: 2 kernel(s)

Rendered by EqiForge from candidate 5 of swiglu_stack [small]: grid(x.0@0, x.1@1) loop(w_up.1[64]: pair(sum, sum)) [3 mm] | grid(x.0@0, x.1@1) [3 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.0@0[8]
    c1: grid x.1@1[32]
    c2: loop w_up.1[64]

Run it on its own: `python kernels/f05.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/swiglu_stack.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 4, "c1": 16, "c2": 32}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 8, "c1": 32, "c2": 64}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m9_ptr, m9_s0, m9_s1, m24_ptr, m24_s0, m24_s1, m33_ptr, m33_s0, m33_s1, buf45_ptr, buf45_s0, buf45_s1, E_c0, E_c1, E_c2, E_n0, DOT_14: tl.constexpr, DOT_29: tl.constexpr, DOT_38: tl.constexpr, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf45: Combine over grid x.0@0[8], grid x.1@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t2 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_n0[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t7 = tl.load(m3_ptr + offs_n0[None, :] * m3_s1, mask=(offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t8 = (t2) * (t7)
    t16 = (t2) * (t2)
    t17 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t16, 0.0), axis=1, keep_dims=True)
    t18 = t17 + 0.00032
    t19 = tl.rsqrt(t18)
    acc41 = tl.full([T_c0, T_c1], 0.0, tl.float32)
    acc42 = tl.full([T_c0, T_c1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t13 = tl.load(m9_ptr + offs_n0[:, None] * m9_s0 + offs_c2[None, :] * m9_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        if DOT_14:
            t15 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t8, 0.0), tl.where((offs_n0 < E_n0)[:, None], t13, 0.0), input_precision="ieee")
        else:
            t15 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t8, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t13, 0.0), 0), axis=1)
        t20 = (t15) * (t19)
        t21 = (t20) * (5.656854249492381)
        t22 = 1.0 / (1.0 + tl.exp(-(t21)))
        t23 = (t20) * (t22)
        t28 = tl.load(m24_ptr + offs_n0[:, None] * m24_s0 + offs_c2[None, :] * m24_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        if DOT_29:
            t30 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t8, 0.0), tl.where((offs_n0 < E_n0)[:, None], t28, 0.0), input_precision="ieee")
        else:
            t30 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t8, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t28, 0.0), 0), axis=1)
        t31 = (t30) * (t19)
        t32 = (t23) * (t31)
        t37 = tl.load(m33_ptr + offs_c2[:, None] * m33_s0 + offs_c1[None, :] * m33_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        if DOT_38:
            t39 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t32, 0.0), tl.where((offs_c2 < E_c2)[:, None], t37, 0.0), input_precision="ieee")
        else:
            t39 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t32, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t37, 0.0), 0), axis=1)
        t40 = (t39) * (32.00000000000001)
        acc41 = acc41 + t40
        acc42 = acc42 + t39
    t43 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c1[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t44 = acc41 + t43
    tl.store(buf45_ptr + offs_c0[:, None] * buf45_s0 + offs_c1[None, :] * buf45_s1, t44, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :])


@triton.jit
def kernel_1(buf45_ptr, buf45_s0, buf45_s1, m47_ptr, m47_s0, m47_s1, m52_ptr, m52_s0, m52_s1, m67_ptr, m67_s0, m67_s1, m75_ptr, m75_s0, m75_s1, buf84_ptr, buf84_s0, buf84_s1, E_c0, E_c1, E_n0, E_n1, DOT_56: tl.constexpr, DOT_71: tl.constexpr, DOT_79: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf84: Combine over grid x.0@0[8], grid x.1@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t46 = tl.load(buf45_ptr + offs_c0[:, None] * buf45_s0 + offs_n0[None, :] * buf45_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t50 = tl.load(m47_ptr + offs_n0[None, :] * m47_s1, mask=(offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t51 = (t46) * (t50)
    t55 = tl.load(m52_ptr + offs_n0[:, None] * m52_s0 + offs_n1[None, :] * m52_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_56:
        t57 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t51, 0.0), tl.where((offs_n0 < E_n0)[:, None], t55, 0.0), input_precision="ieee")
    else:
        t57 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t51, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t55, 0.0), 0), axis=1)
    t58 = (t46) * (t46)
    t59 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t58, 0.0), axis=1, keep_dims=True)
    t60 = t59 + 0.00032
    t61 = tl.rsqrt(t60)
    t62 = (t57) * (t61)
    t63 = (t62) * (5.656854249492381)
    t64 = 1.0 / (1.0 + tl.exp(-(t63)))
    t65 = (t57) * (t64)
    t66 = (t65) * (t61)
    t70 = tl.load(m67_ptr + offs_n0[:, None] * m67_s0 + offs_n1[None, :] * m67_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_71:
        t72 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t51, 0.0), tl.where((offs_n0 < E_n0)[:, None], t70, 0.0), input_precision="ieee")
    else:
        t72 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t51, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t70, 0.0), 0), axis=1)
    t73 = (t72) * (t61)
    t74 = (t66) * (t73)
    t78 = tl.load(m75_ptr + offs_n1[:, None] * m75_s0 + offs_c1[None, :] * m75_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    if DOT_79:
        t80 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t74, 0.0), tl.where((offs_n1 < E_n1)[:, None], t78, 0.0), input_precision="ieee")
    else:
        t80 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t74, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t78, 0.0), 0), axis=1)
    t81 = (t80) * (32.00000000000001)
    t82 = tl.load(buf45_ptr + offs_c0[:, None] * buf45_s0 + offs_c1[None, :] * buf45_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t83 = t81 + t82
    tl.store(buf84_ptr + offs_c0[:, None] * buf84_s0 + offs_c1[None, :] * buf84_s1, t83, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :])


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
    m12 = inputs['w_gate']
    m11 = m12.narrow(0, 0, 1)
    m10 = m11.reshape([64, 32])
    m9 = m10.permute([1, 0])
    m27 = inputs['w_up']
    m26 = m27.narrow(0, 0, 1)
    m25 = m26.reshape([64, 32])
    m24 = m25.permute([1, 0])
    m36 = inputs['w_down']
    m35 = m36.narrow(0, 0, 1)
    m34 = m35.reshape([32, 64])
    m33 = m34.permute([1, 0])
    buf45 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(8, T['c0']) * _cdiv(32, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m9_ptr=m9, m9_s0=m9.stride(0), m9_s1=m9.stride(1), m24_ptr=m24, m24_s0=m24.stride(0), m24_s1=m24.stride(1), m33_ptr=m33, m33_s0=m33.stride(0), m33_s1=m33.stride(1), buf45_ptr=buf45, buf45_s0=buf45.stride(0), buf45_s1=buf45.stride(1), E_c0=8, E_c1=32, E_c2=64, E_n0=32, DOT_14=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (T['c2']) >= 16, DOT_29=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (T['c2']) >= 16, DOT_38=(T['c0']) >= 16 and (T['c2']) >= 16 and (T['c1']) >= 16, F_n0=_pow2(32), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    m49 = m6.narrow(0, 1, 1)
    m48 = m49.reshape([32])
    m47 = m48.reshape([1, 32])
    m54 = m12.narrow(0, 1, 1)
    m53 = m54.reshape([64, 32])
    m52 = m53.permute([1, 0])
    m69 = m27.narrow(0, 1, 1)
    m68 = m69.reshape([64, 32])
    m67 = m68.permute([1, 0])
    m77 = m36.narrow(0, 1, 1)
    m76 = m77.reshape([32, 64])
    m75 = m76.permute([1, 0])
    buf84 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(8, T['c0']) * _cdiv(32, T['c1']),)](buf45_ptr=buf45, buf45_s0=buf45.stride(0), buf45_s1=buf45.stride(1), m47_ptr=m47, m47_s0=m47.stride(0), m47_s1=m47.stride(1), m52_ptr=m52, m52_s0=m52.stride(0), m52_s1=m52.stride(1), m67_ptr=m67, m67_s0=m67.stride(0), m67_s1=m67.stride(1), m75_ptr=m75, m75_s0=m75.stride(0), m75_s1=m75.stride(1), buf84_ptr=buf84, buf84_s0=buf84.stride(0), buf84_s1=buf84.stride(1), E_c0=8, E_c1=32, E_n0=32, E_n1=64, DOT_56=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, DOT_71=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, DOT_79=(T['c0']) >= 16 and (_pow2(64)) >= 16 and (T['c1']) >= 16, F_n0=_pow2(32), F_n1=_pow2(64), T_c0=T['c0'], T_c1=T['c1'])
    return buf84


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
