"""swiglu_stack [small], candidate 178: 5 kernel(s)

Rendered by EqiForge from candidate 178 of swiglu_stack [small]: grid(x.0@0, x.1@1) [3 mm] | store(x.1[32]) ; store(x.1[32]) ; store(w_up.1[64]) loop(x.1[32]: sum, stored) ; grid(x.1@1) loop(w_up.1[64]: pair(sum, sum), stored)
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.1@1[32]
    c1: loop w_up.1[64]
    c2: loop x.1[32]
    c3: grid x.0@0[8]

Run it on its own: `python kernels/f178.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/swiglu_stack.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 16, "c1": 32, "c2": 16, "c3": 4}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 32, "c1": 64, "c2": 32, "c3": 8}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m9_ptr, m9_s0, m9_s1, m25_ptr, m25_s0, m25_s1, m34_ptr, m34_s0, m34_s1, buf44_ptr, buf44_s0, buf44_s1, E_c0, E_c3, E_n1, E_n2, DOT_14: tl.constexpr, DOT_30: tl.constexpr, DOT_39: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c3: tl.constexpr):
    # writes buf44: Combine over grid x.0@0[8], grid x.1@1[32]
    pid = tl.program_id(0)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t2 = tl.load(m1_ptr + offs_c3[:, None] * m1_s0 + offs_n1[None, :] * m1_s1, mask=(offs_c3 < E_c3)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t7 = tl.load(m3_ptr + offs_n1[None, :] * m3_s1, mask=(offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t8 = (t2) * (t7)
    t13 = tl.load(m9_ptr + offs_n1[:, None] * m9_s0 + offs_n2[None, :] * m9_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    if DOT_14:
        t15 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t8, 0.0), tl.where((offs_n1 < E_n1)[:, None], t13, 0.0), input_precision="ieee")
    else:
        t15 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t8, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t13, 0.0), 0), axis=1)
    t16 = (t2) * (t2)
    t17 = tl.sum(tl.where((offs_n1 < E_n1)[None, :], t16, 0.0), axis=1, keep_dims=True)
    t18 = t17 + 0.00032
    t19 = tl.rsqrt(t18)
    t20 = (t15) * (t19)
    t21 = (t20) * (5.656854249492381)
    t22 = 1.0 / (1.0 + tl.exp(-(t21)))
    t23 = (t15) * (t22)
    t24 = (t23) * (t19)
    t29 = tl.load(m25_ptr + offs_n1[:, None] * m25_s0 + offs_n2[None, :] * m25_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    if DOT_30:
        t31 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t8, 0.0), tl.where((offs_n1 < E_n1)[:, None], t29, 0.0), input_precision="ieee")
    else:
        t31 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t8, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t29, 0.0), 0), axis=1)
    t32 = (t31) * (t19)
    t33 = (t24) * (t32)
    t38 = tl.load(m34_ptr + offs_n2[:, None] * m34_s0 + offs_c0[None, :] * m34_s1, mask=(offs_n2 < E_n2)[:, None] & (offs_c0 < E_c0)[None, :], other=0).to(tl.float32)
    if DOT_39:
        t40 = tl.dot(tl.where((offs_n2 < E_n2)[None, :], t33, 0.0), tl.where((offs_n2 < E_n2)[:, None], t38, 0.0), input_precision="ieee")
    else:
        t40 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, :], t33, 0.0), 2) * tl.expand_dims(tl.where((offs_n2 < E_n2)[:, None], t38, 0.0), 0), axis=1)
    t41 = (t40) * (32.00000000000001)
    t42 = tl.load(m1_ptr + offs_c3[:, None] * m1_s0 + offs_c0[None, :] * m1_s1, mask=(offs_c3 < E_c3)[:, None] & (offs_c0 < E_c0)[None, :], other=0).to(tl.float32)
    t43 = t41 + t42
    tl.store(buf44_ptr + offs_c3[:, None] * buf44_s0 + offs_c0[None, :] * buf44_s1, t43, mask=(offs_c3 < E_c3)[:, None] & (offs_c0 < E_c0)[None, :])


@triton.jit
def kernel_1(buf44_ptr, buf44_s0, buf44_s1, m46_ptr, m46_s0, m46_s1, states57_ptr, states57_s0, states57_s1, states57_s2, E_c2, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c2: tl.constexpr):
    # stores states57: Collect over loop x.1[32]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t45 = tl.load(buf44_ptr + offs_n0[:, None] * buf44_s0 + offs_c2[None, :] * buf44_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
    t49 = tl.load(m46_ptr + offs_c2[None, :] * m46_s1, mask=(offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
    t50 = (t45) * (t49)
    t51 = tl.load(buf44_ptr + offs_n0[:, None] * buf44_s0 + offs_n1[None, :] * buf44_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t52 = (t51) * (t51)
    t53 = tl.sum(tl.where((offs_n1 < E_n1)[None, :], t52, 0.0), axis=1, keep_dims=True)
    t54 = t53 + 0.00032
    t55 = tl.rsqrt(t54)
    t56 = (t50) * (t55)
    tl.store(states57_ptr + i_c2 * states57_s0 + tl.arange(0, F_n0)[:, None] * states57_s1 + tl.arange(0, T_c2)[None, :] * states57_s2 + tl.zeros([F_n0, T_c2], tl.int32), t56)


@triton.jit
def kernel_2(states57_ptr, states57_s0, states57_s1, states57_s2, m59_ptr, m59_s0, m59_s1, states65_ptr, states65_s0, states65_s1, states65_s2, states65_s3, E_c1, E_c2, E_n0, DOT_63: tl.constexpr, F_n0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # stores states65: Collect over loop x.1[32]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t58 = tl.load(states57_ptr + i_c2 * states57_s0 + tl.arange(0, F_n0)[:, None] * states57_s1 + tl.arange(0, T_c2)[None, :] * states57_s2 + tl.zeros([F_n0, T_c2], tl.int32))
    t62 = tl.load(m59_ptr + offs_c2[:, None] * m59_s0 + offs_c1[None, :] * m59_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    if DOT_63:
        t64 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t58, 0.0), tl.where((offs_c2 < E_c2)[:, None], t62, 0.0), input_precision="ieee")
    else:
        t64 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t58, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t62, 0.0), 0), axis=1)
    tl.store(states65_ptr + i_c1 * states65_s0 + i_c2 * states65_s1 + tl.arange(0, F_n0)[:, None] * states65_s2 + tl.arange(0, T_c1)[None, :] * states65_s3 + tl.zeros([F_n0, T_c1], tl.int32), t64)


@triton.jit
def kernel_3(states65_ptr, states65_s0, states65_s1, states65_s2, states65_s3, buf44_ptr, buf44_s0, buf44_s1, m46_ptr, m46_s0, m46_s1, m76_ptr, m76_s0, m76_s1, m86_ptr, m86_s0, m86_s1, states100_ptr, states100_s0, states100_s1, states100_s2, states100_s3, states101_ptr, states101_s0, states101_s1, states101_s2, states101_s3, E_c0, E_c1, E_c2, E_n0, E_n1, DOT_80: tl.constexpr, DOT_90: tl.constexpr, DOT_98: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # stores states100, states101: Collect over loop w_up.1[64]
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
    acc67 = tl.full([F_n0, T_c1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t66 = tl.load(states65_ptr + i_c1 * states65_s0 + i_c2 * states65_s1 + tl.arange(0, F_n0)[:, None] * states65_s2 + tl.arange(0, T_c1)[None, :] * states65_s3 + tl.zeros([F_n0, T_c1], tl.int32))
        acc67 = acc67 + t66
    t68 = tl.load(buf44_ptr + offs_n0[:, None] * buf44_s0 + offs_n1[None, :] * buf44_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t69 = tl.load(m46_ptr + offs_n1[None, :] * m46_s1, mask=(offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t70 = (t68) * (t69)
    t71 = (t68) * (t68)
    t72 = tl.sum(tl.where((offs_n1 < E_n1)[None, :], t71, 0.0), axis=1, keep_dims=True)
    t73 = t72 + 0.00032
    t74 = tl.rsqrt(t73)
    t75 = (t70) * (t74)
    t79 = tl.load(m76_ptr + offs_n1[:, None] * m76_s0 + offs_c1[None, :] * m76_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    if DOT_80:
        t81 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t75, 0.0), tl.where((offs_n1 < E_n1)[:, None], t79, 0.0), input_precision="ieee")
    else:
        t81 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t75, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t79, 0.0), 0), axis=1)
    t82 = (t81) * (5.656854249492381)
    t83 = 1.0 / (1.0 + tl.exp(-(t82)))
    t84 = (t83) * (t82)
    t85 = (acc67) * (t84)
    t89 = tl.load(m86_ptr + offs_c1[:, None] * m86_s0 + offs_c0[None, :] * m86_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_c0 < E_c0)[None, :], other=0).to(tl.float32)
    if DOT_90:
        t91 = tl.dot(tl.where((offs_c1 < E_c1)[None, :], t85, 0.0), tl.where((offs_c1 < E_c1)[:, None], t89, 0.0), input_precision="ieee")
    else:
        t91 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, :], t85, 0.0), 2) * tl.expand_dims(tl.where((offs_c1 < E_c1)[:, None], t89, 0.0), 0), axis=1)
    t92 = (t91) * (5.656854249492381)
    t93 = (t81) * (2.8284271247461903)
    t94 = 2.0 / (1.0 + tl.exp(-2.0 * (t93))) - 1.0
    t95 = t94 + 1.0
    t96 = (t81) * (t95)
    t97 = (t96) * (acc67)
    if DOT_98:
        t99 = tl.dot(tl.where((offs_c1 < E_c1)[None, :], t97, 0.0), tl.where((offs_c1 < E_c1)[:, None], t89, 0.0), input_precision="ieee")
    else:
        t99 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, :], t97, 0.0), 2) * tl.expand_dims(tl.where((offs_c1 < E_c1)[:, None], t89, 0.0), 0), axis=1)
    tl.store(states100_ptr + i_c0 * states100_s0 + i_c1 * states100_s1 + tl.arange(0, F_n0)[:, None] * states100_s2 + tl.arange(0, T_c0)[None, :] * states100_s3 + tl.zeros([F_n0, T_c0], tl.int32), t92)
    tl.store(states101_ptr + i_c0 * states101_s0 + i_c1 * states101_s1 + tl.arange(0, F_n0)[:, None] * states101_s2 + tl.arange(0, T_c0)[None, :] * states101_s3 + tl.zeros([F_n0, T_c0], tl.int32), t99)


@triton.jit
def kernel_4(states100_ptr, states100_s0, states100_s1, states100_s2, states100_s3, states101_ptr, states101_s0, states101_s1, states101_s2, states101_s3, buf44_ptr, buf44_s0, buf44_s1, buf108_ptr, buf108_s0, buf108_s1, E_c0, E_c1, E_n0, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf108: Combine over grid x.1@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    acc104 = tl.full([F_n0, T_c0], 0.0, tl.float32)
    acc105 = tl.full([F_n0, T_c0], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t102 = tl.load(states100_ptr + i_c0 * states100_s0 + i_c1 * states100_s1 + tl.arange(0, F_n0)[:, None] * states100_s2 + tl.arange(0, T_c0)[None, :] * states100_s3 + tl.zeros([F_n0, T_c0], tl.int32))
        t103 = tl.load(states101_ptr + i_c0 * states101_s0 + i_c1 * states101_s1 + tl.arange(0, F_n0)[:, None] * states101_s2 + tl.arange(0, T_c0)[None, :] * states101_s3 + tl.zeros([F_n0, T_c0], tl.int32))
        acc104 = acc104 + t102
        acc105 = acc105 + t103
    t106 = tl.load(buf44_ptr + offs_n0[:, None] * buf44_s0 + offs_c0[None, :] * buf44_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c0 < E_c0)[None, :], other=0).to(tl.float32)
    t107 = acc104 + t106
    tl.store(buf108_ptr + offs_n0[:, None] * buf108_s0 + offs_c0[None, :] * buf108_s1, t107, mask=(offs_n0 < E_n0)[:, None] & (offs_c0 < E_c0)[None, :])


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
    m28 = inputs['w_up']
    m27 = m28.narrow(0, 0, 1)
    m26 = m27.reshape([64, 32])
    m25 = m26.permute([1, 0])
    m37 = inputs['w_down']
    m36 = m37.narrow(0, 0, 1)
    m35 = m36.reshape([32, 64])
    m34 = m35.permute([1, 0])
    buf44 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(8, T['c3']) * _cdiv(32, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m9_ptr=m9, m9_s0=m9.stride(0), m9_s1=m9.stride(1), m25_ptr=m25, m25_s0=m25.stride(0), m25_s1=m25.stride(1), m34_ptr=m34, m34_s0=m34.stride(0), m34_s1=m34.stride(1), buf44_ptr=buf44, buf44_s0=buf44.stride(0), buf44_s1=buf44.stride(1), E_c0=32, E_c3=8, E_n1=32, E_n2=64, DOT_14=(T['c3']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, DOT_30=(T['c3']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, DOT_39=(T['c3']) >= 16 and (_pow2(64)) >= 16 and (T['c0']) >= 16, F_n1=_pow2(32), F_n2=_pow2(64), T_c0=T['c0'], T_c3=T['c3'])
    m48 = m6.narrow(0, 1, 1)
    m47 = m48.reshape([32])
    m46 = m47.reshape([1, 32])
    states57 = torch.full([_cdiv(32, T['c2']), _pow2(8), T['c2']], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(32, T['c2']),)](buf44_ptr=buf44, buf44_s0=buf44.stride(0), buf44_s1=buf44.stride(1), m46_ptr=m46, m46_s0=m46.stride(0), m46_s1=m46.stride(1), states57_ptr=states57, states57_s0=states57.stride(0), states57_s1=states57.stride(1), states57_s2=states57.stride(2), E_c2=32, E_n0=8, E_n1=32, F_n0=_pow2(8), F_n1=_pow2(32), T_c2=T['c2'])
    m61 = m28.narrow(0, 1, 1)
    m60 = m61.reshape([64, 32])
    m59 = m60.permute([1, 0])
    states65 = torch.full([_cdiv(64, T['c1']), _cdiv(32, T['c2']), _pow2(8), T['c1']], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(64, T['c1']) * _cdiv(32, T['c2']),)](states57_ptr=states57, states57_s0=states57.stride(0), states57_s1=states57.stride(1), states57_s2=states57.stride(2), m59_ptr=m59, m59_s0=m59.stride(0), m59_s1=m59.stride(1), states65_ptr=states65, states65_s0=states65.stride(0), states65_s1=states65.stride(1), states65_s2=states65.stride(2), states65_s3=states65.stride(3), E_c1=64, E_c2=32, E_n0=8, DOT_63=(_pow2(8)) >= 16 and (T['c2']) >= 16 and (T['c1']) >= 16, F_n0=_pow2(8), T_c1=T['c1'], T_c2=T['c2'])
    m78 = m12.narrow(0, 1, 1)
    m77 = m78.reshape([64, 32])
    m76 = m77.permute([1, 0])
    m88 = m37.narrow(0, 1, 1)
    m87 = m88.reshape([32, 64])
    m86 = m87.permute([1, 0])
    states100 = torch.full([_cdiv(32, T['c0']), _cdiv(64, T['c1']), _pow2(8), T['c0']], float("nan"), dtype=torch.float32, device=device)
    states101 = torch.full([_cdiv(32, T['c0']), _cdiv(64, T['c1']), _pow2(8), T['c0']], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(32, T['c0']) * _cdiv(64, T['c1']),)](states65_ptr=states65, states65_s0=states65.stride(0), states65_s1=states65.stride(1), states65_s2=states65.stride(2), states65_s3=states65.stride(3), buf44_ptr=buf44, buf44_s0=buf44.stride(0), buf44_s1=buf44.stride(1), m46_ptr=m46, m46_s0=m46.stride(0), m46_s1=m46.stride(1), m76_ptr=m76, m76_s0=m76.stride(0), m76_s1=m76.stride(1), m86_ptr=m86, m86_s0=m86.stride(0), m86_s1=m86.stride(1), states100_ptr=states100, states100_s0=states100.stride(0), states100_s1=states100.stride(1), states100_s2=states100.stride(2), states100_s3=states100.stride(3), states101_ptr=states101, states101_s0=states101.stride(0), states101_s1=states101.stride(1), states101_s2=states101.stride(2), states101_s3=states101.stride(3), E_c0=32, E_c1=64, E_c2=32, E_n0=8, E_n1=32, DOT_80=(_pow2(8)) >= 16 and (_pow2(32)) >= 16 and (T['c1']) >= 16, DOT_90=(_pow2(8)) >= 16 and (T['c1']) >= 16 and (T['c0']) >= 16, DOT_98=(_pow2(8)) >= 16 and (T['c1']) >= 16 and (T['c0']) >= 16, F_n0=_pow2(8), F_n1=_pow2(32), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    buf108 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(_cdiv(32, T['c0']),)](states100_ptr=states100, states100_s0=states100.stride(0), states100_s1=states100.stride(1), states100_s2=states100.stride(2), states100_s3=states100.stride(3), states101_ptr=states101, states101_s0=states101.stride(0), states101_s1=states101.stride(1), states101_s2=states101.stride(2), states101_s3=states101.stride(3), buf44_ptr=buf44, buf44_s0=buf44.stride(0), buf44_s1=buf44.stride(1), buf108_ptr=buf108, buf108_s0=buf108.stride(0), buf108_s1=buf108.stride(1), E_c0=32, E_c1=64, E_n0=8, F_n0=_pow2(8), T_c0=T['c0'], T_c1=T['c1'])
    return buf108


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
