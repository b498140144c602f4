"""swiglu_stack [small], candidate 134: 5 kernel(s)

Rendered by EqiForge from candidate 134 of swiglu_stack [small]: grid(x.0@0) [3 mm] | store(x.1[32]) ; store(x.1[32]) ; store(w_up.1[64]) loop(x.1[32]: sum, stored) ; grid(x.1@1) loop(w_up.1[64]: pair(sum, sum), stored)
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.1@1[32]
    c1: loop w_up.1[64]
    c2: loop x.1[32]
    c3: grid x.0@0[8]

Run it on its own: `python kernels/f134.py` checks it once against PyTorch on random inputs.
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


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m9_ptr, m9_s0, m9_s1, m24_ptr, m24_s0, m24_s1, m35_ptr, m35_s0, m35_s1, buf43_ptr, buf43_s0, buf43_s1, E_c3, E_n1, E_n2, DOT_14: tl.constexpr, DOT_29: tl.constexpr, DOT_40: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c3: tl.constexpr):
    # writes buf43: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
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
    t28 = tl.load(m24_ptr + offs_n1[:, None] * m24_s0 + offs_n2[None, :] * m24_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    if DOT_29:
        t30 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t8, 0.0), tl.where((offs_n1 < E_n1)[:, None], t28, 0.0), input_precision="ieee")
    else:
        t30 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t8, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t28, 0.0), 0), axis=1)
    t31 = (t23) * (t30)
    t32 = (t31) * (t19)
    t33 = (t32) * (t19)
    t34 = (t33) * (32.00000000000001)
    t39 = tl.load(m35_ptr + offs_n2[:, None] * m35_s0 + offs_n1[None, :] * m35_s1, mask=(offs_n2 < E_n2)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_40:
        t41 = tl.dot(tl.where((offs_n2 < E_n2)[None, :], t34, 0.0), tl.where((offs_n2 < E_n2)[:, None], t39, 0.0), input_precision="ieee")
    else:
        t41 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, :], t34, 0.0), 2) * tl.expand_dims(tl.where((offs_n2 < E_n2)[:, None], t39, 0.0), 0), axis=1)
    t42 = t41 + t2
    tl.store(buf43_ptr + offs_c3[:, None] * buf43_s0 + offs_n1[None, :] * buf43_s1, t42, mask=(offs_c3 < E_c3)[:, None] & (offs_n1 < E_n1)[None, :])


@triton.jit
def kernel_1(buf43_ptr, buf43_s0, buf43_s1, m45_ptr, m45_s0, m45_s1, states56_ptr, states56_s0, states56_s1, states56_s2, E_c2, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c2: tl.constexpr):
    # stores states56: Collect over loop x.1[32]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t44 = tl.load(buf43_ptr + offs_n0[:, None] * buf43_s0 + offs_c2[None, :] * buf43_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
    t48 = tl.load(m45_ptr + offs_c2[None, :] * m45_s1, mask=(offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
    t49 = (t44) * (t48)
    t50 = tl.load(buf43_ptr + offs_n0[:, None] * buf43_s0 + offs_n1[None, :] * buf43_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t51 = (t50) * (t50)
    t52 = tl.sum(tl.where((offs_n1 < E_n1)[None, :], t51, 0.0), axis=1, keep_dims=True)
    t53 = t52 + 0.00032
    t54 = tl.rsqrt(t53)
    t55 = (t49) * (t54)
    tl.store(states56_ptr + i_c2 * states56_s0 + tl.arange(0, F_n0)[:, None] * states56_s1 + tl.arange(0, T_c2)[None, :] * states56_s2 + tl.zeros([F_n0, T_c2], tl.int32), t55)


@triton.jit
def kernel_2(states56_ptr, states56_s0, states56_s1, states56_s2, m58_ptr, m58_s0, m58_s1, states64_ptr, states64_s0, states64_s1, states64_s2, states64_s3, E_c1, E_c2, E_n0, DOT_62: tl.constexpr, F_n0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # stores states64: Collect over loop x.1[32]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t57 = tl.load(states56_ptr + i_c2 * states56_s0 + tl.arange(0, F_n0)[:, None] * states56_s1 + tl.arange(0, T_c2)[None, :] * states56_s2 + tl.zeros([F_n0, T_c2], tl.int32))
    t61 = tl.load(m58_ptr + offs_c2[:, None] * m58_s0 + offs_c1[None, :] * m58_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    if DOT_62:
        t63 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t57, 0.0), tl.where((offs_c2 < E_c2)[:, None], t61, 0.0), input_precision="ieee")
    else:
        t63 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t57, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t61, 0.0), 0), axis=1)
    tl.store(states64_ptr + i_c1 * states64_s0 + i_c2 * states64_s1 + tl.arange(0, F_n0)[:, None] * states64_s2 + tl.arange(0, T_c1)[None, :] * states64_s3 + tl.zeros([F_n0, T_c1], tl.int32), t63)


@triton.jit
def kernel_3(states64_ptr, states64_s0, states64_s1, states64_s2, states64_s3, buf43_ptr, buf43_s0, buf43_s1, m45_ptr, m45_s0, m45_s1, m75_ptr, m75_s0, m75_s1, m85_ptr, m85_s0, m85_s1, states99_ptr, states99_s0, states99_s1, states99_s2, states99_s3, states100_ptr, states100_s0, states100_s1, states100_s2, states100_s3, E_c0, E_c1, E_c2, E_n0, E_n1, DOT_79: tl.constexpr, DOT_89: tl.constexpr, DOT_97: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # stores states99, states100: Collect over loop w_up.1[64]
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
    acc66 = tl.full([F_n0, T_c1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t65 = tl.load(states64_ptr + i_c1 * states64_s0 + i_c2 * states64_s1 + tl.arange(0, F_n0)[:, None] * states64_s2 + tl.arange(0, T_c1)[None, :] * states64_s3 + tl.zeros([F_n0, T_c1], tl.int32))
        acc66 = acc66 + t65
    t67 = tl.load(buf43_ptr + offs_n0[:, None] * buf43_s0 + offs_n1[None, :] * buf43_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t68 = tl.load(m45_ptr + offs_n1[None, :] * m45_s1, mask=(offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t69 = (t67) * (t68)
    t70 = (t67) * (t67)
    t71 = tl.sum(tl.where((offs_n1 < E_n1)[None, :], t70, 0.0), axis=1, keep_dims=True)
    t72 = t71 + 0.00032
    t73 = tl.rsqrt(t72)
    t74 = (t69) * (t73)
    t78 = tl.load(m75_ptr + offs_n1[:, None] * m75_s0 + offs_c1[None, :] * m75_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    if DOT_79:
        t80 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t74, 0.0), tl.where((offs_n1 < E_n1)[:, None], t78, 0.0), input_precision="ieee")
    else:
        t80 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t74, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t78, 0.0), 0), axis=1)
    t81 = (t80) * (5.656854249492381)
    t82 = 1.0 / (1.0 + tl.exp(-(t81)))
    t83 = (t82) * (t81)
    t84 = (acc66) * (t83)
    t88 = tl.load(m85_ptr + offs_c1[:, None] * m85_s0 + offs_c0[None, :] * m85_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_c0 < E_c0)[None, :], other=0).to(tl.float32)
    if DOT_89:
        t90 = tl.dot(tl.where((offs_c1 < E_c1)[None, :], t84, 0.0), tl.where((offs_c1 < E_c1)[:, None], t88, 0.0), input_precision="ieee")
    else:
        t90 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, :], t84, 0.0), 2) * tl.expand_dims(tl.where((offs_c1 < E_c1)[:, None], t88, 0.0), 0), axis=1)
    t91 = (t90) * (5.656854249492381)
    t92 = (t80) * (2.8284271247461903)
    t93 = 2.0 / (1.0 + tl.exp(-2.0 * (t92))) - 1.0
    t94 = t93 + 1.0
    t95 = (t80) * (t94)
    t96 = (t95) * (acc66)
    if DOT_97:
        t98 = tl.dot(tl.where((offs_c1 < E_c1)[None, :], t96, 0.0), tl.where((offs_c1 < E_c1)[:, None], t88, 0.0), input_precision="ieee")
    else:
        t98 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, :], t96, 0.0), 2) * tl.expand_dims(tl.where((offs_c1 < E_c1)[:, None], t88, 0.0), 0), axis=1)
    tl.store(states99_ptr + i_c0 * states99_s0 + i_c1 * states99_s1 + tl.arange(0, F_n0)[:, None] * states99_s2 + tl.arange(0, T_c0)[None, :] * states99_s3 + tl.zeros([F_n0, T_c0], tl.int32), t91)
    tl.store(states100_ptr + i_c0 * states100_s0 + i_c1 * states100_s1 + tl.arange(0, F_n0)[:, None] * states100_s2 + tl.arange(0, T_c0)[None, :] * states100_s3 + tl.zeros([F_n0, T_c0], tl.int32), t98)


@triton.jit
def kernel_4(states99_ptr, states99_s0, states99_s1, states99_s2, states99_s3, states100_ptr, states100_s0, states100_s1, states100_s2, states100_s3, buf43_ptr, buf43_s0, buf43_s1, buf107_ptr, buf107_s0, buf107_s1, E_c0, E_c1, E_n0, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf107: Combine over grid x.1@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    acc103 = tl.full([F_n0, T_c0], 0.0, tl.float32)
    acc104 = tl.full([F_n0, T_c0], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t101 = tl.load(states99_ptr + i_c0 * states99_s0 + i_c1 * states99_s1 + tl.arange(0, F_n0)[:, None] * states99_s2 + tl.arange(0, T_c0)[None, :] * states99_s3 + tl.zeros([F_n0, T_c0], tl.int32))
        t102 = tl.load(states100_ptr + i_c0 * states100_s0 + i_c1 * states100_s1 + tl.arange(0, F_n0)[:, None] * states100_s2 + tl.arange(0, T_c0)[None, :] * states100_s3 + tl.zeros([F_n0, T_c0], tl.int32))
        acc103 = acc103 + t101
        acc104 = acc104 + t102
    t105 = tl.load(buf43_ptr + offs_n0[:, None] * buf43_s0 + offs_c0[None, :] * buf43_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c0 < E_c0)[None, :], other=0).to(tl.float32)
    t106 = acc103 + t105
    tl.store(buf107_ptr + offs_n0[:, None] * buf107_s0 + offs_c0[None, :] * buf107_s1, t106, mask=(offs_n0 < E_n0)[:, None] & (offs_c0 < E_c0)[None, :])


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
    m38 = inputs['w_down']
    m37 = m38.narrow(0, 0, 1)
    m36 = m37.reshape([32, 64])
    m35 = m36.permute([1, 0])
    buf43 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(8, T['c3']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m9_ptr=m9, m9_s0=m9.stride(0), m9_s1=m9.stride(1), m24_ptr=m24, m24_s0=m24.stride(0), m24_s1=m24.stride(1), m35_ptr=m35, m35_s0=m35.stride(0), m35_s1=m35.stride(1), buf43_ptr=buf43, buf43_s0=buf43.stride(0), buf43_s1=buf43.stride(1), E_c3=8, E_n1=32, E_n2=64, DOT_14=(T['c3']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, DOT_29=(T['c3']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, DOT_40=(T['c3']) >= 16 and (_pow2(64)) >= 16 and (_pow2(32)) >= 16, F_n1=_pow2(32), F_n2=_pow2(64), T_c3=T['c3'])
    m47 = m6.narrow(0, 1, 1)
    m46 = m47.reshape([32])
    m45 = m46.reshape([1, 32])
    states56 = torch.full([_cdiv(32, T['c2']), _pow2(8), T['c2']], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(32, T['c2']),)](buf43_ptr=buf43, buf43_s0=buf43.stride(0), buf43_s1=buf43.stride(1), m45_ptr=m45, m45_s0=m45.stride(0), m45_s1=m45.stride(1), states56_ptr=states56, states56_s0=states56.stride(0), states56_s1=states56.stride(1), states56_s2=states56.stride(2), E_c2=32, E_n0=8, E_n1=32, F_n0=_pow2(8), F_n1=_pow2(32), T_c2=T['c2'])
    m60 = m27.narrow(0, 1, 1)
    m59 = m60.reshape([64, 32])
    m58 = m59.permute([1, 0])
    states64 = torch.full([_cdiv(64, T['c1']), _cdiv(32, T['c2']), _pow2(8), T['c1']], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(64, T['c1']) * _cdiv(32, T['c2']),)](states56_ptr=states56, states56_s0=states56.stride(0), states56_s1=states56.stride(1), states56_s2=states56.stride(2), m58_ptr=m58, m58_s0=m58.stride(0), m58_s1=m58.stride(1), states64_ptr=states64, states64_s0=states64.stride(0), states64_s1=states64.stride(1), states64_s2=states64.stride(2), states64_s3=states64.stride(3), E_c1=64, E_c2=32, E_n0=8, DOT_62=(_pow2(8)) >= 16 and (T['c2']) >= 16 and (T['c1']) >= 16, F_n0=_pow2(8), T_c1=T['c1'], T_c2=T['c2'])
    m77 = m12.narrow(0, 1, 1)
    m76 = m77.reshape([64, 32])
    m75 = m76.permute([1, 0])
    m87 = m38.narrow(0, 1, 1)
    m86 = m87.reshape([32, 64])
    m85 = m86.permute([1, 0])
    states99 = torch.full([_cdiv(32, T['c0']), _cdiv(64, T['c1']), _pow2(8), T['c0']], float("nan"), dtype=torch.float32, device=device)
    states100 = torch.full([_cdiv(32, T['c0']), _cdiv(64, T['c1']), _pow2(8), T['c0']], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(32, T['c0']) * _cdiv(64, T['c1']),)](states64_ptr=states64, states64_s0=states64.stride(0), states64_s1=states64.stride(1), states64_s2=states64.stride(2), states64_s3=states64.stride(3), buf43_ptr=buf43, buf43_s0=buf43.stride(0), buf43_s1=buf43.stride(1), m45_ptr=m45, m45_s0=m45.stride(0), m45_s1=m45.stride(1), m75_ptr=m75, m75_s0=m75.stride(0), m75_s1=m75.stride(1), m85_ptr=m85, m85_s0=m85.stride(0), m85_s1=m85.stride(1), states99_ptr=states99, states99_s0=states99.stride(0), states99_s1=states99.stride(1), states99_s2=states99.stride(2), states99_s3=states99.stride(3), states100_ptr=states100, states100_s0=states100.stride(0), states100_s1=states100.stride(1), states100_s2=states100.stride(2), states100_s3=states100.stride(3), E_c0=32, E_c1=64, E_c2=32, E_n0=8, E_n1=32, DOT_79=(_pow2(8)) >= 16 and (_pow2(32)) >= 16 and (T['c1']) >= 16, DOT_89=(_pow2(8)) >= 16 and (T['c1']) >= 16 and (T['c0']) >= 16, DOT_97=(_pow2(8)) >= 16 and (T['c1']) >= 16 and (T['c0']) >= 16, F_n0=_pow2(8), F_n1=_pow2(32), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    buf107 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(_cdiv(32, T['c0']),)](states99_ptr=states99, states99_s0=states99.stride(0), states99_s1=states99.stride(1), states99_s2=states99.stride(2), states99_s3=states99.stride(3), states100_ptr=states100, states100_s0=states100.stride(0), states100_s1=states100.stride(1), states100_s2=states100.stride(2), states100_s3=states100.stride(3), buf43_ptr=buf43, buf43_s0=buf43.stride(0), buf43_s1=buf43.stride(1), buf107_ptr=buf107, buf107_s0=buf107.stride(0), buf107_s1=buf107.stride(1), E_c0=32, E_c1=64, E_n0=8, F_n0=_pow2(8), T_c0=T['c0'], T_c1=T['c1'])
    return buf107


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
