"""swiglu_stack [small], candidate 50: 5 kernel(s)

Rendered by EqiForge from candidate 50 of swiglu_stack [small]: grid(x.0@0) loop(x.1[32]: sum) [1 mm] ; store(w_up.1[64]) loop(x.1[32]: sum) ; grid() loop(w_up.1[64]: pair(sum, sum), stored) ; grid(x.0@0) | grid(x.0@0, x.1@1) loop(x.1[32]: pair(sum, sum)) loop(x.1[32]: sum) [3 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.0@0[8]
    c1: grid x.1@1[32]
    c2: loop x.1[32]
    c3: loop w_up.1[64]

Run it on its own: `python kernels/f50.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/swiglu_stack.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 4, "c1": 16, "c2": 16, "c3": 32}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 8, "c1": 32, "c2": 32, "c3": 64}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m32_ptr, m32_s0, m32_s1, buf40_ptr, buf40_s0, buf40_s1, E_c0, E_c2, E_n2, DOT_37: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # writes buf40: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n2 = tl.arange(0, F_n2)
    acc39 = tl.full([T_c0, F_n2], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t29 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t30 = tl.load(m3_ptr + offs_c2[None, :] * m3_s1, mask=(offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t31 = (t29) * (t30)
        t36 = tl.load(m32_ptr + offs_c2[:, None] * m32_s0 + offs_n2[None, :] * m32_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
        if DOT_37:
            t38 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t31, 0.0), tl.where((offs_c2 < E_c2)[:, None], t36, 0.0), input_precision="ieee")
        else:
            t38 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t31, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t36, 0.0), 0), axis=1)
        acc39 = acc39 + t38
    tl.store(buf40_ptr + offs_c0[:, None] * buf40_s0 + offs_n2[None, :] * buf40_s1, acc39, mask=(offs_c0 < E_c0)[:, None] & (offs_n2 < E_n2)[None, :])


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m9_ptr, m9_s0, m9_s1, buf40_ptr, buf40_s0, buf40_s1, m43_ptr, m43_s0, m43_s1, states52_ptr, states52_s0, states52_s1, states52_s2, states53_ptr, states53_s0, states53_s1, states53_s2, E_c2, E_c3, E_n0, E_n1, DOT_14: tl.constexpr, DOT_48: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # stores states52, states53: Collect over loop w_up.1[64]
    pid = tl.program_id(0)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    acc16 = tl.full([F_n1, T_c3], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t2 = tl.load(m1_ptr + offs_n1[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t7 = tl.load(m3_ptr + offs_c2[None, :] * m3_s1, mask=(offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t8 = (t2) * (t7)
        t13 = tl.load(m9_ptr + offs_c2[:, None] * m9_s0 + offs_c3[None, :] * m9_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_c3 < E_c3)[None, :], other=0).to(tl.float32)
        if DOT_14:
            t15 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t8, 0.0), tl.where((offs_c2 < E_c2)[:, None], t13, 0.0), input_precision="ieee")
        else:
            t15 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t8, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t13, 0.0), 0), axis=1)
        acc16 = acc16 + t15
    t17 = tl.load(m1_ptr + offs_n1[:, None] * m1_s0 + offs_n0[None, :] * m1_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t18 = (t17) * (t17)
    t19 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t18, 0.0), axis=1, keep_dims=True)
    t20 = t19 + 0.00032
    t21 = tl.rsqrt(t20)
    t22 = (acc16) * (t21)
    t23 = (t19) * (0.03125)
    t24 = t23 + 1e-05
    t25 = tl.rsqrt(t24)
    t26 = (acc16) * (t25)
    t27 = 1.0 / (1.0 + tl.exp(-(t26)))
    t28 = (t22) * (t27)
    t41 = tl.load(buf40_ptr + offs_n1[:, None] * buf40_s0 + offs_c3[None, :] * buf40_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c3 < E_c3)[None, :], other=0).to(tl.float32)
    t42 = (t28) * (t41)
    t47 = tl.load(m43_ptr + offs_c3[:, None] * m43_s0 + offs_n0[None, :] * m43_s1, mask=(offs_c3 < E_c3)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    if DOT_48:
        t49 = tl.dot(tl.where((offs_c3 < E_c3)[None, :], t42, 0.0), tl.where((offs_c3 < E_c3)[:, None], t47, 0.0), input_precision="ieee")
    else:
        t49 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, :], t42, 0.0), 2) * tl.expand_dims(tl.where((offs_c3 < E_c3)[:, None], t47, 0.0), 0), axis=1)
    t50 = (t49) * (t21)
    t51 = (t50) * (32.00000000000001)
    tl.store(states52_ptr + i_c3 * states52_s0 + tl.arange(0, F_n1)[:, None] * states52_s1 + tl.arange(0, F_n0)[None, :] * states52_s2 + tl.zeros([F_n1, F_n0], tl.int32), t51)
    tl.store(states53_ptr + i_c3 * states53_s0 + tl.arange(0, F_n1)[:, None] * states53_s1 + tl.arange(0, F_n0)[None, :] * states53_s2 + tl.zeros([F_n1, F_n0], tl.int32), t49)


@triton.jit
def kernel_2(states52_ptr, states52_s0, states52_s1, states52_s2, states53_ptr, states53_s0, states53_s1, states53_s2, buf58_ptr, buf58_s0, buf58_s1, buf59_ptr, buf59_s0, buf59_s1, E_c3, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c3: tl.constexpr):
    # writes buf58, buf59: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    acc56 = tl.full([F_n1, F_n0], 0.0, tl.float32)
    acc57 = tl.full([F_n1, F_n0], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t54 = tl.load(states52_ptr + i_c3 * states52_s0 + tl.arange(0, F_n1)[:, None] * states52_s1 + tl.arange(0, F_n0)[None, :] * states52_s2 + tl.zeros([F_n1, F_n0], tl.int32))
        t55 = tl.load(states53_ptr + i_c3 * states53_s0 + tl.arange(0, F_n1)[:, None] * states53_s1 + tl.arange(0, F_n0)[None, :] * states53_s2 + tl.zeros([F_n1, F_n0], tl.int32))
        acc56 = acc56 + t54
        acc57 = acc57 + t55
    tl.store(buf58_ptr + offs_n1[:, None] * buf58_s0 + offs_n0[None, :] * buf58_s1, acc56, mask=(offs_n1 < E_n1)[:, None] & (offs_n0 < E_n0)[None, :])
    tl.store(buf59_ptr + offs_n1[:, None] * buf59_s0 + offs_n0[None, :] * buf59_s1, acc57, mask=(offs_n1 < E_n1)[:, None] & (offs_n0 < E_n0)[None, :])


@triton.jit
def kernel_3(buf58_ptr, buf58_s0, buf58_s1, m1_ptr, m1_s0, m1_s1, buf63_ptr, buf63_s0, buf63_s1, E_c0, E_n0, F_n0: tl.constexpr, T_c0: tl.constexpr):
    # writes buf63: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t60 = tl.load(buf58_ptr + offs_c0[:, None] * buf58_s0 + offs_n0[None, :] * buf58_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t61 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_n0[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t62 = t60 + t61
    tl.store(buf63_ptr + offs_c0[:, None] * buf63_s0 + offs_n0[None, :] * buf63_s1, t62, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :])


@triton.jit
def kernel_4(buf63_ptr, buf63_s0, buf63_s1, m65_ptr, m65_s0, m65_s1, m70_ptr, m70_s0, m70_s1, m76_ptr, m76_s0, m76_s1, m95_ptr, m95_s0, m95_s1, buf105_ptr, buf105_s0, buf105_s1, E_c0, E_c1, E_c2, E_n2, DOT_74: tl.constexpr, DOT_80: tl.constexpr, DOT_99: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf105: Combine over grid x.0@0[8], grid x.1@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n2 = tl.arange(0, F_n2)
    acc82 = tl.full([T_c0, F_n2], 0.0, tl.float32)
    acc83 = tl.full([T_c0, F_n2], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t64 = tl.load(buf63_ptr + offs_c0[:, None] * buf63_s0 + offs_c2[None, :] * buf63_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t68 = tl.load(m65_ptr + offs_c2[None, :] * m65_s1, mask=(offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t69 = (t64) * (t68)
        t73 = tl.load(m70_ptr + offs_c2[:, None] * m70_s0 + offs_n2[None, :] * m70_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
        if DOT_74:
            t75 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t69, 0.0), tl.where((offs_c2 < E_c2)[:, None], t73, 0.0), input_precision="ieee")
        else:
            t75 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t69, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t73, 0.0), 0), axis=1)
        t79 = tl.load(m76_ptr + offs_c2[:, None] * m76_s0 + offs_n2[None, :] * m76_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
        if DOT_80:
            t81 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t69, 0.0), tl.where((offs_c2 < E_c2)[:, None], t79, 0.0), input_precision="ieee")
        else:
            t81 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t69, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t79, 0.0), 0), axis=1)
        acc82 = acc82 + t75
        acc83 = acc83 + t81
    acc87 = tl.full([T_c0, 1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t84 = tl.load(buf63_ptr + offs_c0[:, None] * buf63_s0 + offs_c2[None, :] * buf63_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t85 = (t84) * (t84)
        t86 = tl.sum(tl.where((offs_c2 < E_c2)[None, :], t85, 0.0), axis=1, keep_dims=True)
        acc87 = acc87 + t86
    t88 = acc87 + 0.00032
    t89 = tl.rsqrt(t88)
    t90 = (acc82) * (t89)
    t91 = (t90) * (5.656854249492381)
    t92 = 1.0 / (1.0 + tl.exp(-(t91)))
    t93 = (t90) * (t92)
    t94 = (t93) * (acc83)
    t98 = tl.load(m95_ptr + offs_n2[:, None] * m95_s0 + offs_c1[None, :] * m95_s1, mask=(offs_n2 < E_n2)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    if DOT_99:
        t100 = tl.dot(tl.where((offs_n2 < E_n2)[None, :], t94, 0.0), tl.where((offs_n2 < E_n2)[:, None], t98, 0.0), input_precision="ieee")
    else:
        t100 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, :], t94, 0.0), 2) * tl.expand_dims(tl.where((offs_n2 < E_n2)[:, None], t98, 0.0), 0), axis=1)
    t101 = (t100) * (t89)
    t102 = (t101) * (32.00000000000001)
    t103 = tl.load(buf63_ptr + offs_c0[:, None] * buf63_s0 + offs_c1[None, :] * buf63_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t104 = t102 + t103
    tl.store(buf105_ptr + offs_c0[:, None] * buf105_s0 + offs_c1[None, :] * buf105_s1, t104, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :])


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
    m35 = inputs['w_up']
    m34 = m35.narrow(0, 0, 1)
    m33 = m34.reshape([64, 32])
    m32 = m33.permute([1, 0])
    buf40 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(8, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m32_ptr=m32, m32_s0=m32.stride(0), m32_s1=m32.stride(1), buf40_ptr=buf40, buf40_s0=buf40.stride(0), buf40_s1=buf40.stride(1), E_c0=8, E_c2=32, E_n2=64, DOT_37=(T['c0']) >= 16 and (T['c2']) >= 16 and (_pow2(64)) >= 16, F_n2=_pow2(64), T_c0=T['c0'], T_c2=T['c2'])
    m46 = inputs['w_down']
    m45 = m46.narrow(0, 0, 1)
    m44 = m45.reshape([32, 64])
    m43 = m44.permute([1, 0])
    states52 = torch.full([_cdiv(64, T['c3']), _pow2(8), _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    states53 = torch.full([_cdiv(64, T['c3']), _pow2(8), _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(64, T['c3']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m9_ptr=m9, m9_s0=m9.stride(0), m9_s1=m9.stride(1), buf40_ptr=buf40, buf40_s0=buf40.stride(0), buf40_s1=buf40.stride(1), m43_ptr=m43, m43_s0=m43.stride(0), m43_s1=m43.stride(1), states52_ptr=states52, states52_s0=states52.stride(0), states52_s1=states52.stride(1), states52_s2=states52.stride(2), states53_ptr=states53, states53_s0=states53.stride(0), states53_s1=states53.stride(1), states53_s2=states53.stride(2), E_c2=32, E_c3=64, E_n0=32, E_n1=8, DOT_14=(_pow2(8)) >= 16 and (T['c2']) >= 16 and (T['c3']) >= 16, DOT_48=(_pow2(8)) >= 16 and (T['c3']) >= 16 and (_pow2(32)) >= 16, F_n0=_pow2(32), F_n1=_pow2(8), T_c2=T['c2'], T_c3=T['c3'])
    buf58 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    buf59 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(1,)](states52_ptr=states52, states52_s0=states52.stride(0), states52_s1=states52.stride(1), states52_s2=states52.stride(2), states53_ptr=states53, states53_s0=states53.stride(0), states53_s1=states53.stride(1), states53_s2=states53.stride(2), buf58_ptr=buf58, buf58_s0=buf58.stride(0), buf58_s1=buf58.stride(1), buf59_ptr=buf59, buf59_s0=buf59.stride(0), buf59_s1=buf59.stride(1), E_c3=64, E_n0=32, E_n1=8, F_n0=_pow2(32), F_n1=_pow2(8), T_c3=T['c3'])
    buf63 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(8, T['c0']),)](buf58_ptr=buf58, buf58_s0=buf58.stride(0), buf58_s1=buf58.stride(1), m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), buf63_ptr=buf63, buf63_s0=buf63.stride(0), buf63_s1=buf63.stride(1), E_c0=8, E_n0=32, F_n0=_pow2(32), T_c0=T['c0'])
    m67 = m6.narrow(0, 1, 1)
    m66 = m67.reshape([32])
    m65 = m66.reshape([1, 32])
    m72 = m12.narrow(0, 1, 1)
    m71 = m72.reshape([64, 32])
    m70 = m71.permute([1, 0])
    m78 = m35.narrow(0, 1, 1)
    m77 = m78.reshape([64, 32])
    m76 = m77.permute([1, 0])
    m97 = m46.narrow(0, 1, 1)
    m96 = m97.reshape([32, 64])
    m95 = m96.permute([1, 0])
    buf105 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(_cdiv(8, T['c0']) * _cdiv(32, T['c1']),)](buf63_ptr=buf63, buf63_s0=buf63.stride(0), buf63_s1=buf63.stride(1), m65_ptr=m65, m65_s0=m65.stride(0), m65_s1=m65.stride(1), m70_ptr=m70, m70_s0=m70.stride(0), m70_s1=m70.stride(1), m76_ptr=m76, m76_s0=m76.stride(0), m76_s1=m76.stride(1), m95_ptr=m95, m95_s0=m95.stride(0), m95_s1=m95.stride(1), buf105_ptr=buf105, buf105_s0=buf105.stride(0), buf105_s1=buf105.stride(1), E_c0=8, E_c1=32, E_c2=32, E_n2=64, DOT_74=(T['c0']) >= 16 and (T['c2']) >= 16 and (_pow2(64)) >= 16, DOT_80=(T['c0']) >= 16 and (T['c2']) >= 16 and (_pow2(64)) >= 16, DOT_99=(T['c0']) >= 16 and (_pow2(64)) >= 16 and (T['c1']) >= 16, F_n2=_pow2(64), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    return buf105


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
