"""swiglu_stack [small], candidate 92: 7 kernel(s)

Rendered by EqiForge from candidate 92 of swiglu_stack [small]: grid(x.0@0) [1 mm] ; grid(x.0@0) ; grid(x.0@0) [1 mm] ; grid(x.0@0) ; grid(x.1@1) [1 mm] ; grid(x.0@0) | grid(x.0@0, x.1@1) [3 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.0@0[8]
    c1: grid x.1@1[32]

Run it on its own: `python kernels/f92.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/swiglu_stack.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 4, "c1": 16}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 8, "c1": 32}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m9_ptr, m9_s0, m9_s1, buf16_ptr, buf16_s0, buf16_s1, E_c0, E_n0, E_n2, DOT_14: tl.constexpr, F_n0: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr):
    # writes buf16: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n2 = tl.arange(0, F_n2)
    t2 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_n0[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t7 = tl.load(m3_ptr + offs_n0[None, :] * m3_s1, mask=(offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t8 = (t2) * (t7)
    t13 = tl.load(m9_ptr + offs_n0[:, None] * m9_s0 + offs_n2[None, :] * m9_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    if DOT_14:
        t15 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t8, 0.0), tl.where((offs_n0 < E_n0)[:, None], t13, 0.0), input_precision="ieee")
    else:
        t15 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t8, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t13, 0.0), 0), axis=1)
    tl.store(buf16_ptr + offs_c0[:, None] * buf16_s0 + offs_n2[None, :] * buf16_s1, t15, mask=(offs_c0 < E_c0)[:, None] & (offs_n2 < E_n2)[None, :])


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, buf21_ptr, buf21_s0, buf21_s1, E_c0, E_n0, F_n0: tl.constexpr, T_c0: tl.constexpr):
    # writes buf21: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t18 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_n0[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t19 = (t18) * (t18)
    t20 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t19, 0.0), axis=1, keep_dims=True)
    tl.store(buf21_ptr + offs_c0[:, None] * buf21_s0, t20, mask=(offs_c0 < E_c0)[:, None])


@triton.jit
def kernel_2(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m32_ptr, m32_s0, m32_s1, buf39_ptr, buf39_s0, buf39_s1, E_c0, E_n0, E_n2, DOT_37: tl.constexpr, F_n0: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr):
    # writes buf39: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n2 = tl.arange(0, F_n2)
    t29 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_n0[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t30 = tl.load(m3_ptr + offs_n0[None, :] * m3_s1, mask=(offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t31 = (t29) * (t30)
    t36 = tl.load(m32_ptr + offs_n0[:, None] * m32_s0 + offs_n2[None, :] * m32_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    if DOT_37:
        t38 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t31, 0.0), tl.where((offs_n0 < E_n0)[:, None], t36, 0.0), input_precision="ieee")
    else:
        t38 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t31, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t36, 0.0), 0), axis=1)
    tl.store(buf39_ptr + offs_c0[:, None] * buf39_s0 + offs_n2[None, :] * buf39_s1, t38, mask=(offs_c0 < E_c0)[:, None] & (offs_n2 < E_n2)[None, :])


@triton.jit
def kernel_3(buf39_ptr, buf39_s0, buf39_s1, buf21_ptr, buf21_s0, buf21_s1, buf45_ptr, buf45_s0, buf45_s1, E_c0, E_n2, F_n2: tl.constexpr, T_c0: tl.constexpr):
    # writes buf45: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n2 = tl.arange(0, F_n2)
    t40 = tl.load(buf39_ptr + offs_c0[:, None] * buf39_s0 + offs_n2[None, :] * buf39_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    t41 = tl.load(buf21_ptr + offs_c0[:, None] * buf21_s0, mask=(offs_c0 < E_c0)[:, None], other=0).to(tl.float32)
    t42 = t41 + 0.00032
    t43 = tl.rsqrt(t42)
    t44 = (t40) * (t43)
    tl.store(buf45_ptr + offs_c0[:, None] * buf45_s0 + offs_n2[None, :] * buf45_s1, t44, mask=(offs_c0 < E_c0)[:, None] & (offs_n2 < E_n2)[None, :])


@triton.jit
def kernel_4(buf16_ptr, buf16_s0, buf16_s1, buf21_ptr, buf21_s0, buf21_s1, buf45_ptr, buf45_s0, buf45_s1, m48_ptr, m48_s0, m48_s1, buf58_ptr, buf58_s0, buf58_s1, E_c1, E_n1, E_n2, DOT_53: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c1: tl.constexpr):
    # writes buf58: Combine over grid x.1@1[32]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t17 = tl.load(buf16_ptr + offs_n1[:, None] * buf16_s0 + offs_n2[None, :] * buf16_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    t22 = tl.load(buf21_ptr + offs_n1[:, None] * buf21_s0, mask=(offs_n1 < E_n1)[:, None], other=0).to(tl.float32)
    t23 = (t22) * (0.03125)
    t24 = t23 + 1e-05
    t25 = tl.rsqrt(t24)
    t26 = (t17) * (t25)
    t27 = 1.0 / (1.0 + tl.exp(-(t26)))
    t28 = (t17) * (t27)
    t46 = tl.load(buf45_ptr + offs_n1[:, None] * buf45_s0 + offs_n2[None, :] * buf45_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    t47 = (t28) * (t46)
    t52 = tl.load(m48_ptr + offs_n2[:, None] * m48_s0 + offs_c1[None, :] * m48_s1, mask=(offs_n2 < E_n2)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    if DOT_53:
        t54 = tl.dot(tl.where((offs_n2 < E_n2)[None, :], t47, 0.0), tl.where((offs_n2 < E_n2)[:, None], t52, 0.0), input_precision="ieee")
    else:
        t54 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, :], t47, 0.0), 2) * tl.expand_dims(tl.where((offs_n2 < E_n2)[:, None], t52, 0.0), 0), axis=1)
    t55 = t22 + 0.00032
    t56 = tl.rsqrt(t55)
    t57 = (t54) * (t56)
    tl.store(buf58_ptr + offs_n1[:, None] * buf58_s0 + offs_c1[None, :] * buf58_s1, t57, mask=(offs_n1 < E_n1)[:, None] & (offs_c1 < E_c1)[None, :])


@triton.jit
def kernel_5(buf58_ptr, buf58_s0, buf58_s1, m1_ptr, m1_s0, m1_s1, buf63_ptr, buf63_s0, buf63_s1, E_c0, E_n0, F_n0: tl.constexpr, T_c0: tl.constexpr):
    # writes buf63: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t59 = tl.load(buf58_ptr + offs_c0[:, None] * buf58_s0 + offs_n0[None, :] * buf58_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t60 = (t59) * (32.00000000000001)
    t61 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_n0[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t62 = t60 + t61
    tl.store(buf63_ptr + offs_c0[:, None] * buf63_s0 + offs_n0[None, :] * buf63_s1, t62, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :])


@triton.jit
def kernel_6(buf63_ptr, buf63_s0, buf63_s1, m65_ptr, m65_s0, m65_s1, m70_ptr, m70_s0, m70_s1, m85_ptr, m85_s0, m85_s1, m93_ptr, m93_s0, m93_s1, buf102_ptr, buf102_s0, buf102_s1, E_c0, E_c1, E_n0, E_n2, DOT_74: tl.constexpr, DOT_89: tl.constexpr, DOT_97: tl.constexpr, F_n0: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf102: Combine over grid x.0@0[8], grid x.1@1[32]
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
    t64 = tl.load(buf63_ptr + offs_c0[:, None] * buf63_s0 + offs_n0[None, :] * buf63_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t68 = tl.load(m65_ptr + offs_n0[None, :] * m65_s1, mask=(offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t69 = (t64) * (t68)
    t73 = tl.load(m70_ptr + offs_n0[:, None] * m70_s0 + offs_n2[None, :] * m70_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    if DOT_74:
        t75 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t69, 0.0), tl.where((offs_n0 < E_n0)[:, None], t73, 0.0), input_precision="ieee")
    else:
        t75 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t69, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t73, 0.0), 0), axis=1)
    t76 = (t64) * (t64)
    t77 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t76, 0.0), axis=1, keep_dims=True)
    t78 = t77 + 0.00032
    t79 = tl.rsqrt(t78)
    t80 = (t75) * (t79)
    t81 = (t80) * (5.656854249492381)
    t82 = 1.0 / (1.0 + tl.exp(-(t81)))
    t83 = (t75) * (t82)
    t84 = (t83) * (t79)
    t88 = tl.load(m85_ptr + offs_n0[:, None] * m85_s0 + offs_n2[None, :] * m85_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    if DOT_89:
        t90 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t69, 0.0), tl.where((offs_n0 < E_n0)[:, None], t88, 0.0), input_precision="ieee")
    else:
        t90 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t69, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t88, 0.0), 0), axis=1)
    t91 = (t90) * (t79)
    t92 = (t84) * (t91)
    t96 = tl.load(m93_ptr + offs_n2[:, None] * m93_s0 + offs_c1[None, :] * m93_s1, mask=(offs_n2 < E_n2)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    if DOT_97:
        t98 = tl.dot(tl.where((offs_n2 < E_n2)[None, :], t92, 0.0), tl.where((offs_n2 < E_n2)[:, None], t96, 0.0), input_precision="ieee")
    else:
        t98 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, :], t92, 0.0), 2) * tl.expand_dims(tl.where((offs_n2 < E_n2)[:, None], t96, 0.0), 0), axis=1)
    t99 = (t98) * (32.00000000000001)
    t100 = tl.load(buf63_ptr + offs_c0[:, None] * buf63_s0 + offs_c1[None, :] * buf63_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t101 = t99 + t100
    tl.store(buf102_ptr + offs_c0[:, None] * buf102_s0 + offs_c1[None, :] * buf102_s1, t101, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :])


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
    buf16 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(8, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m9_ptr=m9, m9_s0=m9.stride(0), m9_s1=m9.stride(1), buf16_ptr=buf16, buf16_s0=buf16.stride(0), buf16_s1=buf16.stride(1), E_c0=8, E_n0=32, E_n2=64, DOT_14=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, F_n0=_pow2(32), F_n2=_pow2(64), T_c0=T['c0'])
    buf21 = torch.full([8, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(8, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), buf21_ptr=buf21, buf21_s0=buf21.stride(0), buf21_s1=buf21.stride(1), E_c0=8, E_n0=32, F_n0=_pow2(32), T_c0=T['c0'])
    m35 = inputs['w_up']
    m34 = m35.narrow(0, 0, 1)
    m33 = m34.reshape([64, 32])
    m32 = m33.permute([1, 0])
    buf39 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(8, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m32_ptr=m32, m32_s0=m32.stride(0), m32_s1=m32.stride(1), buf39_ptr=buf39, buf39_s0=buf39.stride(0), buf39_s1=buf39.stride(1), E_c0=8, E_n0=32, E_n2=64, DOT_37=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, F_n0=_pow2(32), F_n2=_pow2(64), T_c0=T['c0'])
    buf45 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(8, T['c0']),)](buf39_ptr=buf39, buf39_s0=buf39.stride(0), buf39_s1=buf39.stride(1), buf21_ptr=buf21, buf21_s0=buf21.stride(0), buf21_s1=buf21.stride(1), buf45_ptr=buf45, buf45_s0=buf45.stride(0), buf45_s1=buf45.stride(1), E_c0=8, E_n2=64, F_n2=_pow2(64), T_c0=T['c0'])
    m51 = inputs['w_down']
    m50 = m51.narrow(0, 0, 1)
    m49 = m50.reshape([32, 64])
    m48 = m49.permute([1, 0])
    buf58 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(_cdiv(32, T['c1']),)](buf16_ptr=buf16, buf16_s0=buf16.stride(0), buf16_s1=buf16.stride(1), buf21_ptr=buf21, buf21_s0=buf21.stride(0), buf21_s1=buf21.stride(1), buf45_ptr=buf45, buf45_s0=buf45.stride(0), buf45_s1=buf45.stride(1), m48_ptr=m48, m48_s0=m48.stride(0), m48_s1=m48.stride(1), buf58_ptr=buf58, buf58_s0=buf58.stride(0), buf58_s1=buf58.stride(1), E_c1=32, E_n1=8, E_n2=64, DOT_53=(_pow2(8)) >= 16 and (_pow2(64)) >= 16 and (T['c1']) >= 16, F_n1=_pow2(8), F_n2=_pow2(64), T_c1=T['c1'])
    buf63 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_5[(_cdiv(8, T['c0']),)](buf58_ptr=buf58, buf58_s0=buf58.stride(0), buf58_s1=buf58.stride(1), m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), buf63_ptr=buf63, buf63_s0=buf63.stride(0), buf63_s1=buf63.stride(1), E_c0=8, E_n0=32, F_n0=_pow2(32), T_c0=T['c0'])
    m67 = m6.narrow(0, 1, 1)
    m66 = m67.reshape([32])
    m65 = m66.reshape([1, 32])
    m72 = m12.narrow(0, 1, 1)
    m71 = m72.reshape([64, 32])
    m70 = m71.permute([1, 0])
    m87 = m35.narrow(0, 1, 1)
    m86 = m87.reshape([64, 32])
    m85 = m86.permute([1, 0])
    m95 = m51.narrow(0, 1, 1)
    m94 = m95.reshape([32, 64])
    m93 = m94.permute([1, 0])
    buf102 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_6[(_cdiv(8, T['c0']) * _cdiv(32, T['c1']),)](buf63_ptr=buf63, buf63_s0=buf63.stride(0), buf63_s1=buf63.stride(1), m65_ptr=m65, m65_s0=m65.stride(0), m65_s1=m65.stride(1), m70_ptr=m70, m70_s0=m70.stride(0), m70_s1=m70.stride(1), m85_ptr=m85, m85_s0=m85.stride(0), m85_s1=m85.stride(1), m93_ptr=m93, m93_s0=m93.stride(0), m93_s1=m93.stride(1), buf102_ptr=buf102, buf102_s0=buf102.stride(0), buf102_s1=buf102.stride(1), E_c0=8, E_c1=32, E_n0=32, E_n2=64, DOT_74=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, DOT_89=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, DOT_97=(T['c0']) >= 16 and (_pow2(64)) >= 16 and (T['c1']) >= 16, F_n0=_pow2(32), F_n2=_pow2(64), T_c0=T['c0'], T_c1=T['c1'])
    return buf102


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
