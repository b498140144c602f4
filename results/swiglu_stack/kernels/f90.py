"""swiglu_stack [small], candidate 90: 6 kernel(s)

Rendered by EqiForge from candidate 90 of swiglu_stack [small]: store(x.1[32]) ; grid(x.0@0) [1 mm] ; grid(x.0@0) ; grid(x.0@0) ; grid(x.1@1) loop(x.1[32]: sum, stored) [1 mm] | grid(x.0@0, x.1@1) [3 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.0@0[8]
    c1: grid x.1@1[32]
    c2: loop x.1[32]

Run it on its own: `python kernels/f90.py` checks it once against PyTorch on random inputs.
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
def kernel_0(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m9_ptr, m9_s0, m9_s1, states16_ptr, states16_s0, states16_s1, states16_s2, E_c2, E_n1, E_n2, DOT_14: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c2: tl.constexpr):
    # stores states16: Collect over loop x.1[32]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t2 = tl.load(m1_ptr + offs_n1[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
    t7 = tl.load(m3_ptr + offs_c2[None, :] * m3_s1, mask=(offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
    t8 = (t2) * (t7)
    t13 = tl.load(m9_ptr + offs_c2[:, None] * m9_s0 + offs_n2[None, :] * m9_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    if DOT_14:
        t15 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t8, 0.0), tl.where((offs_c2 < E_c2)[:, None], t13, 0.0), input_precision="ieee")
    else:
        t15 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t8, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t13, 0.0), 0), axis=1)
    tl.store(states16_ptr + i_c2 * states16_s0 + tl.arange(0, F_n1)[:, None] * states16_s1 + tl.arange(0, F_n2)[None, :] * states16_s2 + tl.zeros([F_n1, F_n2], tl.int32), t15)


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m22_ptr, m22_s0, m22_s1, buf29_ptr, buf29_s0, buf29_s1, E_c0, E_n0, E_n2, DOT_27: tl.constexpr, F_n0: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr):
    # writes buf29: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n2 = tl.arange(0, F_n2)
    t19 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_n0[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t20 = tl.load(m3_ptr + offs_n0[None, :] * m3_s1, mask=(offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t21 = (t19) * (t20)
    t26 = tl.load(m22_ptr + offs_n0[:, None] * m22_s0 + offs_n2[None, :] * m22_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    if DOT_27:
        t28 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t21, 0.0), tl.where((offs_n0 < E_n0)[:, None], t26, 0.0), input_precision="ieee")
    else:
        t28 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t21, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t26, 0.0), 0), axis=1)
    tl.store(buf29_ptr + offs_c0[:, None] * buf29_s0 + offs_n2[None, :] * buf29_s1, t28, mask=(offs_c0 < E_c0)[:, None] & (offs_n2 < E_n2)[None, :])


@triton.jit
def kernel_2(m1_ptr, m1_s0, m1_s1, buf34_ptr, buf34_s0, buf34_s1, E_c0, E_n0, F_n0: tl.constexpr, T_c0: tl.constexpr):
    # writes buf34: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t31 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_n0[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t32 = (t31) * (t31)
    t33 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t32, 0.0), axis=1, keep_dims=True)
    tl.store(buf34_ptr + offs_c0[:, None] * buf34_s0, t33, mask=(offs_c0 < E_c0)[:, None])


@triton.jit
def kernel_3(buf29_ptr, buf29_s0, buf29_s1, buf34_ptr, buf34_s0, buf34_s1, buf39_ptr, buf39_s0, buf39_s1, E_c0, E_n2, F_n2: tl.constexpr, T_c0: tl.constexpr):
    # writes buf39: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n2 = tl.arange(0, F_n2)
    t30 = tl.load(buf29_ptr + offs_c0[:, None] * buf29_s0 + offs_n2[None, :] * buf29_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    t35 = tl.load(buf34_ptr + offs_c0[:, None] * buf34_s0, mask=(offs_c0 < E_c0)[:, None], other=0).to(tl.float32)
    t36 = t35 + 0.00032
    t37 = tl.rsqrt(t36)
    t38 = (t30) * (t37)
    tl.store(buf39_ptr + offs_c0[:, None] * buf39_s0 + offs_n2[None, :] * buf39_s1, t38, mask=(offs_c0 < E_c0)[:, None] & (offs_n2 < E_n2)[None, :])


@triton.jit
def kernel_4(states16_ptr, states16_s0, states16_s1, states16_s2, buf39_ptr, buf39_s0, buf39_s1, m46_ptr, m46_s0, m46_s1, buf34_ptr, buf34_s0, buf34_s1, m1_ptr, m1_s0, m1_s1, buf60_ptr, buf60_s0, buf60_s1, E_c1, E_c2, E_n1, E_n2, DOT_51: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf60: Combine over grid x.1@1[32]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    acc18 = tl.full([F_n1, F_n2], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t17 = tl.load(states16_ptr + i_c2 * states16_s0 + tl.arange(0, F_n1)[:, None] * states16_s1 + tl.arange(0, F_n2)[None, :] * states16_s2 + tl.zeros([F_n1, F_n2], tl.int32))
        acc18 = acc18 + t17
    t40 = tl.load(buf39_ptr + offs_n1[:, None] * buf39_s0 + offs_n2[None, :] * buf39_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    t41 = (t40) * (2.8284271247461903)
    t42 = 2.0 / (1.0 + tl.exp(-2.0 * (t41))) - 1.0
    t43 = t42 + 1.0
    t44 = (t40) * (t43)
    t45 = (acc18) * (t44)
    t50 = tl.load(m46_ptr + offs_n2[:, None] * m46_s0 + offs_c1[None, :] * m46_s1, mask=(offs_n2 < E_n2)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    if DOT_51:
        t52 = tl.dot(tl.where((offs_n2 < E_n2)[None, :], t45, 0.0), tl.where((offs_n2 < E_n2)[:, None], t50, 0.0), input_precision="ieee")
    else:
        t52 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, :], t45, 0.0), 2) * tl.expand_dims(tl.where((offs_n2 < E_n2)[:, None], t50, 0.0), 0), axis=1)
    t53 = tl.load(buf34_ptr + offs_n1[:, None] * buf34_s0, mask=(offs_n1 < E_n1)[:, None], other=0).to(tl.float32)
    t54 = t53 + 0.00032
    t55 = tl.rsqrt(t54)
    t56 = (t52) * (t55)
    t57 = (t56) * (16.000000000000004)
    t58 = tl.load(m1_ptr + offs_n1[:, None] * m1_s0 + offs_c1[None, :] * m1_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t59 = t57 + t58
    tl.store(buf60_ptr + offs_n1[:, None] * buf60_s0 + offs_c1[None, :] * buf60_s1, t59, mask=(offs_n1 < E_n1)[:, None] & (offs_c1 < E_c1)[None, :])


@triton.jit
def kernel_5(buf60_ptr, buf60_s0, buf60_s1, m62_ptr, m62_s0, m62_s1, m67_ptr, m67_s0, m67_s1, m82_ptr, m82_s0, m82_s1, m90_ptr, m90_s0, m90_s1, buf99_ptr, buf99_s0, buf99_s1, E_c0, E_c1, E_n0, E_n2, DOT_71: tl.constexpr, DOT_86: tl.constexpr, DOT_94: tl.constexpr, F_n0: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf99: Combine over grid x.0@0[8], grid x.1@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n2 = tl.arange(0, F_n2)
    t61 = tl.load(buf60_ptr + offs_c0[:, None] * buf60_s0 + offs_n0[None, :] * buf60_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t65 = tl.load(m62_ptr + offs_n0[None, :] * m62_s1, mask=(offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t66 = (t61) * (t65)
    t70 = tl.load(m67_ptr + offs_n0[:, None] * m67_s0 + offs_n2[None, :] * m67_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    if DOT_71:
        t72 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t66, 0.0), tl.where((offs_n0 < E_n0)[:, None], t70, 0.0), input_precision="ieee")
    else:
        t72 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t66, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t70, 0.0), 0), axis=1)
    t73 = (t61) * (t61)
    t74 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t73, 0.0), axis=1, keep_dims=True)
    t75 = t74 + 0.00032
    t76 = tl.rsqrt(t75)
    t77 = (t72) * (t76)
    t78 = (t77) * (5.656854249492381)
    t79 = 1.0 / (1.0 + tl.exp(-(t78)))
    t80 = (t72) * (t79)
    t81 = (t80) * (t76)
    t85 = tl.load(m82_ptr + offs_n0[:, None] * m82_s0 + offs_n2[None, :] * m82_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    if DOT_86:
        t87 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t66, 0.0), tl.where((offs_n0 < E_n0)[:, None], t85, 0.0), input_precision="ieee")
    else:
        t87 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t66, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t85, 0.0), 0), axis=1)
    t88 = (t87) * (t76)
    t89 = (t81) * (t88)
    t93 = tl.load(m90_ptr + offs_n2[:, None] * m90_s0 + offs_c1[None, :] * m90_s1, mask=(offs_n2 < E_n2)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    if DOT_94:
        t95 = tl.dot(tl.where((offs_n2 < E_n2)[None, :], t89, 0.0), tl.where((offs_n2 < E_n2)[:, None], t93, 0.0), input_precision="ieee")
    else:
        t95 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, :], t89, 0.0), 2) * tl.expand_dims(tl.where((offs_n2 < E_n2)[:, None], t93, 0.0), 0), axis=1)
    t96 = (t95) * (32.00000000000001)
    t97 = tl.load(buf60_ptr + offs_c0[:, None] * buf60_s0 + offs_c1[None, :] * buf60_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t98 = t96 + t97
    tl.store(buf99_ptr + offs_c0[:, None] * buf99_s0 + offs_c1[None, :] * buf99_s1, t98, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :])


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
    states16 = torch.full([_cdiv(32, T['c2']), _pow2(8), _pow2(64)], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(32, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m9_ptr=m9, m9_s0=m9.stride(0), m9_s1=m9.stride(1), states16_ptr=states16, states16_s0=states16.stride(0), states16_s1=states16.stride(1), states16_s2=states16.stride(2), E_c2=32, E_n1=8, E_n2=64, DOT_14=(_pow2(8)) >= 16 and (T['c2']) >= 16 and (_pow2(64)) >= 16, F_n1=_pow2(8), F_n2=_pow2(64), T_c2=T['c2'])
    m25 = inputs['w_gate']
    m24 = m25.narrow(0, 0, 1)
    m23 = m24.reshape([64, 32])
    m22 = m23.permute([1, 0])
    buf29 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(8, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m22_ptr=m22, m22_s0=m22.stride(0), m22_s1=m22.stride(1), buf29_ptr=buf29, buf29_s0=buf29.stride(0), buf29_s1=buf29.stride(1), E_c0=8, E_n0=32, E_n2=64, DOT_27=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, F_n0=_pow2(32), F_n2=_pow2(64), T_c0=T['c0'])
    buf34 = torch.full([8, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(8, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), buf34_ptr=buf34, buf34_s0=buf34.stride(0), buf34_s1=buf34.stride(1), E_c0=8, E_n0=32, F_n0=_pow2(32), T_c0=T['c0'])
    buf39 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(8, T['c0']),)](buf29_ptr=buf29, buf29_s0=buf29.stride(0), buf29_s1=buf29.stride(1), buf34_ptr=buf34, buf34_s0=buf34.stride(0), buf34_s1=buf34.stride(1), buf39_ptr=buf39, buf39_s0=buf39.stride(0), buf39_s1=buf39.stride(1), E_c0=8, E_n2=64, F_n2=_pow2(64), T_c0=T['c0'])
    m49 = inputs['w_down']
    m48 = m49.narrow(0, 0, 1)
    m47 = m48.reshape([32, 64])
    m46 = m47.permute([1, 0])
    buf60 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(_cdiv(32, T['c1']),)](states16_ptr=states16, states16_s0=states16.stride(0), states16_s1=states16.stride(1), states16_s2=states16.stride(2), buf39_ptr=buf39, buf39_s0=buf39.stride(0), buf39_s1=buf39.stride(1), m46_ptr=m46, m46_s0=m46.stride(0), m46_s1=m46.stride(1), buf34_ptr=buf34, buf34_s0=buf34.stride(0), buf34_s1=buf34.stride(1), m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), buf60_ptr=buf60, buf60_s0=buf60.stride(0), buf60_s1=buf60.stride(1), E_c1=32, E_c2=32, E_n1=8, E_n2=64, DOT_51=(_pow2(8)) >= 16 and (_pow2(64)) >= 16 and (T['c1']) >= 16, F_n1=_pow2(8), F_n2=_pow2(64), T_c1=T['c1'], T_c2=T['c2'])
    m64 = m6.narrow(0, 1, 1)
    m63 = m64.reshape([32])
    m62 = m63.reshape([1, 32])
    m69 = m25.narrow(0, 1, 1)
    m68 = m69.reshape([64, 32])
    m67 = m68.permute([1, 0])
    m84 = m12.narrow(0, 1, 1)
    m83 = m84.reshape([64, 32])
    m82 = m83.permute([1, 0])
    m92 = m49.narrow(0, 1, 1)
    m91 = m92.reshape([32, 64])
    m90 = m91.permute([1, 0])
    buf99 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_5[(_cdiv(8, T['c0']) * _cdiv(32, T['c1']),)](buf60_ptr=buf60, buf60_s0=buf60.stride(0), buf60_s1=buf60.stride(1), m62_ptr=m62, m62_s0=m62.stride(0), m62_s1=m62.stride(1), m67_ptr=m67, m67_s0=m67.stride(0), m67_s1=m67.stride(1), m82_ptr=m82, m82_s0=m82.stride(0), m82_s1=m82.stride(1), m90_ptr=m90, m90_s0=m90.stride(0), m90_s1=m90.stride(1), buf99_ptr=buf99, buf99_s0=buf99.stride(0), buf99_s1=buf99.stride(1), E_c0=8, E_c1=32, E_n0=32, E_n2=64, DOT_71=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, DOT_86=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, DOT_94=(T['c0']) >= 16 and (_pow2(64)) >= 16 and (T['c1']) >= 16, F_n0=_pow2(32), F_n2=_pow2(64), T_c0=T['c0'], T_c1=T['c1'])
    return buf99


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
