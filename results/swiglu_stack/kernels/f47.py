"""swiglu_stack [small], candidate 47: 4 kernel(s)

Rendered by EqiForge from candidate 47 of swiglu_stack [small]: grid(x.0@0) loop(x.1[32]: sum) [1 mm] ; store(w_up.1[64]) loop(x.1[32]: sum) ; grid(x.0@0) loop(w_up.1[64]: pair(sum, sum), stored) | grid(x.0@0, x.1@1) loop(x.1[32]: pair(sum, sum)) loop(x.1[32]: sum) [3 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.0@0[8]
    c1: grid x.1@1[32]
    c2: loop x.1[32]
    c3: loop w_up.1[64]

Run it on its own: `python kernels/f47.py` checks it once against PyTorch on random inputs.
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
def kernel_0(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m32_ptr, m32_s0, m32_s1, buf40_ptr, buf40_s0, buf40_s1, E_c0, E_c2, E_n1, DOT_37: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # writes buf40: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    acc39 = tl.full([T_c0, F_n1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t29 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t30 = tl.load(m3_ptr + offs_c2[None, :] * m3_s1, mask=(offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t31 = (t29) * (t30)
        t36 = tl.load(m32_ptr + offs_c2[:, None] * m32_s0 + offs_n1[None, :] * m32_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
        if DOT_37:
            t38 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t31, 0.0), tl.where((offs_c2 < E_c2)[:, None], t36, 0.0), input_precision="ieee")
        else:
            t38 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t31, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t36, 0.0), 0), axis=1)
        acc39 = acc39 + t38
    tl.store(buf40_ptr + offs_c0[:, None] * buf40_s0 + offs_n1[None, :] * buf40_s1, acc39, mask=(offs_c0 < E_c0)[:, None] & (offs_n1 < E_n1)[None, :])


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m9_ptr, m9_s0, m9_s1, buf40_ptr, buf40_s0, buf40_s1, m43_ptr, m43_s0, m43_s1, states51_ptr, states51_s0, states51_s1, states51_s2, states51_s3, states52_ptr, states52_s0, states52_s1, states52_s2, states52_s3, E_c0, E_c2, E_c3, E_n0, DOT_14: tl.constexpr, DOT_48: tl.constexpr, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # stores states51, states52: Collect over loop w_up.1[64]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    acc16 = tl.full([T_c0, T_c3], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t2 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t7 = tl.load(m3_ptr + offs_c2[None, :] * m3_s1, mask=(offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t8 = (t2) * (t7)
        t13 = tl.load(m9_ptr + offs_c2[:, None] * m9_s0 + offs_c3[None, :] * m9_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_c3 < E_c3)[None, :], other=0).to(tl.float32)
        if DOT_14:
            t15 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t8, 0.0), tl.where((offs_c2 < E_c2)[:, None], t13, 0.0), input_precision="ieee")
        else:
            t15 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t8, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t13, 0.0), 0), axis=1)
        acc16 = acc16 + t15
    t17 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_n0[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
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
    t41 = tl.load(buf40_ptr + offs_c0[:, None] * buf40_s0 + offs_c3[None, :] * buf40_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c3 < E_c3)[None, :], other=0).to(tl.float32)
    t42 = (t28) * (t41)
    t47 = tl.load(m43_ptr + offs_c3[:, None] * m43_s0 + offs_n0[None, :] * m43_s1, mask=(offs_c3 < E_c3)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    if DOT_48:
        t49 = tl.dot(tl.where((offs_c3 < E_c3)[None, :], t42, 0.0), tl.where((offs_c3 < E_c3)[:, None], t47, 0.0), input_precision="ieee")
    else:
        t49 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, :], t42, 0.0), 2) * tl.expand_dims(tl.where((offs_c3 < E_c3)[:, None], t47, 0.0), 0), axis=1)
    t50 = (t49) * (t21)
    tl.store(states51_ptr + i_c0 * states51_s0 + i_c3 * states51_s1 + tl.arange(0, T_c0)[:, None] * states51_s2 + tl.arange(0, F_n0)[None, :] * states51_s3 + tl.zeros([T_c0, F_n0], tl.int32), t50)
    tl.store(states52_ptr + i_c0 * states52_s0 + i_c3 * states52_s1 + tl.arange(0, T_c0)[:, None] * states52_s2 + tl.arange(0, F_n0)[None, :] * states52_s3 + tl.zeros([T_c0, F_n0], tl.int32), t49)


@triton.jit
def kernel_2(states51_ptr, states51_s0, states51_s1, states51_s2, states51_s3, states52_ptr, states52_s0, states52_s1, states52_s2, states52_s3, m1_ptr, m1_s0, m1_s1, buf60_ptr, buf60_s0, buf60_s1, E_c0, E_c3, E_n0, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c3: tl.constexpr):
    # writes buf60: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    acc55 = tl.full([T_c0, F_n0], 0.0, tl.float32)
    acc56 = tl.full([T_c0, F_n0], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t53 = tl.load(states51_ptr + i_c0 * states51_s0 + i_c3 * states51_s1 + tl.arange(0, T_c0)[:, None] * states51_s2 + tl.arange(0, F_n0)[None, :] * states51_s3 + tl.zeros([T_c0, F_n0], tl.int32))
        t54 = tl.load(states52_ptr + i_c0 * states52_s0 + i_c3 * states52_s1 + tl.arange(0, T_c0)[:, None] * states52_s2 + tl.arange(0, F_n0)[None, :] * states52_s3 + tl.zeros([T_c0, F_n0], tl.int32))
        acc55 = acc55 + t53
        acc56 = acc56 + t54
    t57 = (acc55) * (32.00000000000001)
    t58 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_n0[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t59 = t57 + t58
    tl.store(buf60_ptr + offs_c0[:, None] * buf60_s0 + offs_n0[None, :] * buf60_s1, t59, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :])


@triton.jit
def kernel_3(buf60_ptr, buf60_s0, buf60_s1, m62_ptr, m62_s0, m62_s1, m67_ptr, m67_s0, m67_s1, m73_ptr, m73_s0, m73_s1, m92_ptr, m92_s0, m92_s1, buf102_ptr, buf102_s0, buf102_s1, E_c0, E_c1, E_c2, E_n1, DOT_71: tl.constexpr, DOT_77: tl.constexpr, DOT_96: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf102: Combine over grid x.0@0[8], grid x.1@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    acc79 = tl.full([T_c0, F_n1], 0.0, tl.float32)
    acc80 = tl.full([T_c0, F_n1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t61 = tl.load(buf60_ptr + offs_c0[:, None] * buf60_s0 + offs_c2[None, :] * buf60_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t65 = tl.load(m62_ptr + offs_c2[None, :] * m62_s1, mask=(offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t66 = (t61) * (t65)
        t70 = tl.load(m67_ptr + offs_c2[:, None] * m67_s0 + offs_n1[None, :] * m67_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
        if DOT_71:
            t72 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t66, 0.0), tl.where((offs_c2 < E_c2)[:, None], t70, 0.0), input_precision="ieee")
        else:
            t72 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t66, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t70, 0.0), 0), axis=1)
        t76 = tl.load(m73_ptr + offs_c2[:, None] * m73_s0 + offs_n1[None, :] * m73_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
        if DOT_77:
            t78 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t66, 0.0), tl.where((offs_c2 < E_c2)[:, None], t76, 0.0), input_precision="ieee")
        else:
            t78 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t66, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t76, 0.0), 0), axis=1)
        acc79 = acc79 + t72
        acc80 = acc80 + t78
    acc84 = tl.full([T_c0, 1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t81 = tl.load(buf60_ptr + offs_c0[:, None] * buf60_s0 + offs_c2[None, :] * buf60_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t82 = (t81) * (t81)
        t83 = tl.sum(tl.where((offs_c2 < E_c2)[None, :], t82, 0.0), axis=1, keep_dims=True)
        acc84 = acc84 + t83
    t85 = acc84 + 0.00032
    t86 = tl.rsqrt(t85)
    t87 = (acc79) * (t86)
    t88 = (t87) * (5.656854249492381)
    t89 = 1.0 / (1.0 + tl.exp(-(t88)))
    t90 = (t87) * (t89)
    t91 = (t90) * (acc80)
    t95 = tl.load(m92_ptr + offs_n1[:, None] * m92_s0 + offs_c1[None, :] * m92_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    if DOT_96:
        t97 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t91, 0.0), tl.where((offs_n1 < E_n1)[:, None], t95, 0.0), input_precision="ieee")
    else:
        t97 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t91, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t95, 0.0), 0), axis=1)
    t98 = (t97) * (t86)
    t99 = (t98) * (32.00000000000001)
    t100 = tl.load(buf60_ptr + offs_c0[:, None] * buf60_s0 + offs_c1[None, :] * buf60_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
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
    m35 = inputs['w_up']
    m34 = m35.narrow(0, 0, 1)
    m33 = m34.reshape([64, 32])
    m32 = m33.permute([1, 0])
    buf40 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(8, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m32_ptr=m32, m32_s0=m32.stride(0), m32_s1=m32.stride(1), buf40_ptr=buf40, buf40_s0=buf40.stride(0), buf40_s1=buf40.stride(1), E_c0=8, E_c2=32, E_n1=64, DOT_37=(T['c0']) >= 16 and (T['c2']) >= 16 and (_pow2(64)) >= 16, F_n1=_pow2(64), T_c0=T['c0'], T_c2=T['c2'])
    m46 = inputs['w_down']
    m45 = m46.narrow(0, 0, 1)
    m44 = m45.reshape([32, 64])
    m43 = m44.permute([1, 0])
    states51 = torch.full([_cdiv(8, T['c0']), _cdiv(64, T['c3']), T['c0'], _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    states52 = torch.full([_cdiv(8, T['c0']), _cdiv(64, T['c3']), T['c0'], _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(8, T['c0']) * _cdiv(64, T['c3']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m9_ptr=m9, m9_s0=m9.stride(0), m9_s1=m9.stride(1), buf40_ptr=buf40, buf40_s0=buf40.stride(0), buf40_s1=buf40.stride(1), m43_ptr=m43, m43_s0=m43.stride(0), m43_s1=m43.stride(1), states51_ptr=states51, states51_s0=states51.stride(0), states51_s1=states51.stride(1), states51_s2=states51.stride(2), states51_s3=states51.stride(3), states52_ptr=states52, states52_s0=states52.stride(0), states52_s1=states52.stride(1), states52_s2=states52.stride(2), states52_s3=states52.stride(3), E_c0=8, E_c2=32, E_c3=64, E_n0=32, DOT_14=(T['c0']) >= 16 and (T['c2']) >= 16 and (T['c3']) >= 16, DOT_48=(T['c0']) >= 16 and (T['c3']) >= 16 and (_pow2(32)) >= 16, F_n0=_pow2(32), T_c0=T['c0'], T_c2=T['c2'], T_c3=T['c3'])
    buf60 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(8, T['c0']),)](states51_ptr=states51, states51_s0=states51.stride(0), states51_s1=states51.stride(1), states51_s2=states51.stride(2), states51_s3=states51.stride(3), states52_ptr=states52, states52_s0=states52.stride(0), states52_s1=states52.stride(1), states52_s2=states52.stride(2), states52_s3=states52.stride(3), m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), buf60_ptr=buf60, buf60_s0=buf60.stride(0), buf60_s1=buf60.stride(1), E_c0=8, E_c3=64, E_n0=32, F_n0=_pow2(32), T_c0=T['c0'], T_c3=T['c3'])
    m64 = m6.narrow(0, 1, 1)
    m63 = m64.reshape([32])
    m62 = m63.reshape([1, 32])
    m69 = m12.narrow(0, 1, 1)
    m68 = m69.reshape([64, 32])
    m67 = m68.permute([1, 0])
    m75 = m35.narrow(0, 1, 1)
    m74 = m75.reshape([64, 32])
    m73 = m74.permute([1, 0])
    m94 = m46.narrow(0, 1, 1)
    m93 = m94.reshape([32, 64])
    m92 = m93.permute([1, 0])
    buf102 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(8, T['c0']) * _cdiv(32, T['c1']),)](buf60_ptr=buf60, buf60_s0=buf60.stride(0), buf60_s1=buf60.stride(1), m62_ptr=m62, m62_s0=m62.stride(0), m62_s1=m62.stride(1), m67_ptr=m67, m67_s0=m67.stride(0), m67_s1=m67.stride(1), m73_ptr=m73, m73_s0=m73.stride(0), m73_s1=m73.stride(1), m92_ptr=m92, m92_s0=m92.stride(0), m92_s1=m92.stride(1), buf102_ptr=buf102, buf102_s0=buf102.stride(0), buf102_s1=buf102.stride(1), E_c0=8, E_c1=32, E_c2=32, E_n1=64, DOT_71=(T['c0']) >= 16 and (T['c2']) >= 16 and (_pow2(64)) >= 16, DOT_77=(T['c0']) >= 16 and (T['c2']) >= 16 and (_pow2(64)) >= 16, DOT_96=(T['c0']) >= 16 and (_pow2(64)) >= 16 and (T['c1']) >= 16, F_n1=_pow2(64), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    return buf102


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
