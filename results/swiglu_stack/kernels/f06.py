"""swiglu_stack [small], candidate 6: 4 kernel(s)

Rendered by EqiForge from candidate 6 of swiglu_stack [small]: store(x.1[32]) ; store(x.1[32]) ; grid(x.0@0) loop(x.1[32]: sum, stored) loop(x.1[32]: sum, stored) [1 mm] ; grid(x.1@1) loop(w_up.1[64]: pair(sum, sum)) [3 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.1@1[32]
    c1: loop w_up.1[64]
    c2: grid x.0@0[8]
    c3: loop x.1[32]

Run it on its own: `python kernels/f06.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/swiglu_stack.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 16, "c1": 32, "c2": 4, "c3": 16}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m4_ptr, m4_s0, m4_s1, m9_ptr, m9_s0, m9_s1, states16_ptr, states16_s0, states16_s1, states16_s2, states16_s3, E_c2, E_c3, E_n2, DOT_14: tl.constexpr, F_n2: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # stores states16: Collect over loop x.1[32]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    offs_one = tl.arange(0, 1)
    offs_n2 = tl.arange(0, F_n2)
    t3 = tl.load(m1_ptr + offs_c2[:, None] * m1_s0 + offs_c3[None, :] * m1_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_c3 < E_c3)[None, :], other=0).to(tl.float32)
    t7 = tl.load(m4_ptr + offs_c3[None, :] * m4_s1, mask=(offs_c3 < E_c3)[None, :], other=0).to(tl.float32)
    t8 = (t3) * (t7)
    t13 = tl.load(m9_ptr + offs_c3[:, None] * m9_s0 + offs_n2[None, :] * m9_s1, mask=(offs_c3 < E_c3)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    if DOT_14:
        t15 = tl.dot(tl.where((offs_c3 < E_c3)[None, :], t8, 0.0), tl.where((offs_c3 < E_c3)[:, None], t13, 0.0), input_precision="ieee")
    else:
        t15 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, :], t8, 0.0), 2) * tl.expand_dims(tl.where((offs_c3 < E_c3)[:, None], t13, 0.0), 0), axis=1)
    tl.store(states16_ptr + i_c2 * states16_s0 + i_c3 * states16_s1 + tl.arange(0, T_c2)[:, None] * states16_s2 + tl.arange(0, F_n2)[None, :] * states16_s3 + tl.zeros([T_c2, F_n2], tl.int32), t15)


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, m4_ptr, m4_s0, m4_s1, m31_ptr, m31_s0, m31_s1, states44_ptr, states44_s0, states44_s1, states44_s2, states44_s3, E_c2, E_c3, E_n1, E_n2, DOT_36: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # stores states44: Collect over loop x.1[32]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    offs_one = tl.arange(0, 1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n1 = tl.arange(0, F_n1)
    t28 = tl.load(m1_ptr + offs_c2[:, None] * m1_s0 + offs_c3[None, :] * m1_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_c3 < E_c3)[None, :], other=0).to(tl.float32)
    t29 = tl.load(m4_ptr + offs_c3[None, :] * m4_s1, mask=(offs_c3 < E_c3)[None, :], other=0).to(tl.float32)
    t30 = (t28) * (t29)
    t35 = tl.load(m31_ptr + offs_c3[:, None] * m31_s0 + offs_n2[None, :] * m31_s1, mask=(offs_c3 < E_c3)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    if DOT_36:
        t37 = tl.dot(tl.where((offs_c3 < E_c3)[None, :], t30, 0.0), tl.where((offs_c3 < E_c3)[:, None], t35, 0.0), input_precision="ieee")
    else:
        t37 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, :], t30, 0.0), 2) * tl.expand_dims(tl.where((offs_c3 < E_c3)[:, None], t35, 0.0), 0), axis=1)
    t38 = tl.load(m1_ptr + offs_c2[:, None] * m1_s0 + offs_n1[None, :] * m1_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t39 = (t38) * (t38)
    t40 = tl.sum(tl.where((offs_n1 < E_n1)[None, :], t39, 0.0), axis=1, keep_dims=True)
    t41 = t40 + 0.00032
    t42 = tl.rsqrt(t41)
    t43 = (t37) * (t42)
    tl.store(states44_ptr + i_c2 * states44_s0 + i_c3 * states44_s1 + tl.arange(0, T_c2)[:, None] * states44_s2 + tl.arange(0, F_n2)[None, :] * states44_s3 + tl.zeros([T_c2, F_n2], tl.int32), t43)


@triton.jit
def kernel_2(states16_ptr, states16_s0, states16_s1, states16_s2, states16_s3, m1_ptr, m1_s0, m1_s1, states44_ptr, states44_s0, states44_s1, states44_s2, states44_s3, m48_ptr, m48_s0, m48_s1, buf55_ptr, buf55_s0, buf55_s1, E_c2, E_c3, E_n1, E_n2, DOT_53: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # writes buf55: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n1 = tl.arange(0, F_n1)
    acc18 = tl.full([T_c2, F_n2], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t17 = tl.load(states16_ptr + i_c2 * states16_s0 + i_c3 * states16_s1 + tl.arange(0, T_c2)[:, None] * states16_s2 + tl.arange(0, F_n2)[None, :] * states16_s3 + tl.zeros([T_c2, F_n2], tl.int32))
        acc18 = acc18 + t17
    t19 = tl.load(m1_ptr + offs_c2[:, None] * m1_s0 + offs_n1[None, :] * m1_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t20 = (t19) * (t19)
    t21 = tl.sum(tl.where((offs_n1 < E_n1)[None, :], t20, 0.0), axis=1, keep_dims=True)
    t22 = t21 + 0.00032
    t23 = tl.rsqrt(t22)
    t24 = (acc18) * (t23)
    t25 = (t24) * (5.656854249492381)
    t26 = 1.0 / (1.0 + tl.exp(-(t25)))
    t27 = (t24) * (t26)
    acc46 = tl.full([T_c2, F_n2], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t45 = tl.load(states44_ptr + i_c2 * states44_s0 + i_c3 * states44_s1 + tl.arange(0, T_c2)[:, None] * states44_s2 + tl.arange(0, F_n2)[None, :] * states44_s3 + tl.zeros([T_c2, F_n2], tl.int32))
        acc46 = acc46 + t45
    t47 = (t27) * (acc46)
    t52 = tl.load(m48_ptr + offs_n2[:, None] * m48_s0 + offs_n1[None, :] * m48_s1, mask=(offs_n2 < E_n2)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_53:
        t54 = tl.dot(tl.where((offs_n2 < E_n2)[None, :], t47, 0.0), tl.where((offs_n2 < E_n2)[:, None], t52, 0.0), input_precision="ieee")
    else:
        t54 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, :], t47, 0.0), 2) * tl.expand_dims(tl.where((offs_n2 < E_n2)[:, None], t52, 0.0), 0), axis=1)
    tl.store(buf55_ptr + offs_c2[:, None] * buf55_s0 + offs_n1[None, :] * buf55_s1, t54, mask=(offs_c2 < E_c2)[:, None] & (offs_n1 < E_n1)[None, :])


@triton.jit
def kernel_3(m1_ptr, m1_s0, m1_s1, buf55_ptr, buf55_s0, buf55_s1, m59_ptr, m59_s0, m59_s1, m63_ptr, m63_s0, m63_s1, m80_ptr, m80_s0, m80_s1, m88_ptr, m88_s0, m88_s1, buf102_ptr, buf102_s0, buf102_s1, E_c0, E_c1, E_n0, E_n1, DOT_67: tl.constexpr, DOT_84: tl.constexpr, DOT_92: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf102: Combine over grid x.1@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t2 = tl.load(m1_ptr + offs_n0[:, None] * m1_s0 + offs_n1[None, :] * m1_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t56 = tl.load(buf55_ptr + offs_n0[:, None] * buf55_s0 + offs_n1[None, :] * buf55_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t57 = (t56) * (32.00000000000001)
    t58 = t2 + t57
    t61 = tl.load(m59_ptr + offs_n1[None, :] * m59_s1, mask=(offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t62 = (t58) * (t61)
    t69 = (t58) * (t58)
    t70 = tl.sum(tl.where((offs_n1 < E_n1)[None, :], t69, 0.0), axis=1, keep_dims=True)
    t71 = t70 + 0.00032
    t72 = tl.rsqrt(t71)
    t74 = (t70) * (0.03125)
    t75 = t74 + 1e-05
    t76 = tl.rsqrt(t75)
    acc95 = tl.full([F_n0, T_c0], 0.0, tl.float32)
    acc96 = tl.full([F_n0, T_c0], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t66 = tl.load(m63_ptr + offs_n1[:, None] * m63_s0 + offs_c1[None, :] * m63_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        if DOT_67:
            t68 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t62, 0.0), tl.where((offs_n1 < E_n1)[:, None], t66, 0.0), input_precision="ieee")
        else:
            t68 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t62, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t66, 0.0), 0), axis=1)
        t73 = (t68) * (t72)
        t77 = (t68) * (t76)
        t78 = 1.0 / (1.0 + tl.exp(-(t77)))
        t79 = (t73) * (t78)
        t83 = tl.load(m80_ptr + offs_n1[:, None] * m80_s0 + offs_c1[None, :] * m80_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        if DOT_84:
            t85 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t62, 0.0), tl.where((offs_n1 < E_n1)[:, None], t83, 0.0), input_precision="ieee")
        else:
            t85 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t62, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t83, 0.0), 0), axis=1)
        t86 = (t85) * (t72)
        t87 = (t79) * (t86)
        t91 = tl.load(m88_ptr + offs_c1[:, None] * m88_s0 + offs_c0[None, :] * m88_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_c0 < E_c0)[None, :], other=0).to(tl.float32)
        if DOT_92:
            t93 = tl.dot(tl.where((offs_c1 < E_c1)[None, :], t87, 0.0), tl.where((offs_c1 < E_c1)[:, None], t91, 0.0), input_precision="ieee")
        else:
            t93 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, :], t87, 0.0), 2) * tl.expand_dims(tl.where((offs_c1 < E_c1)[:, None], t91, 0.0), 0), axis=1)
        t94 = (t93) * (32.00000000000001)
        acc95 = acc95 + t94
        acc96 = acc96 + t93
    t97 = tl.load(buf55_ptr + offs_n0[:, None] * buf55_s0 + offs_c0[None, :] * buf55_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c0 < E_c0)[None, :], other=0).to(tl.float32)
    t98 = (t97) * (32.00000000000001)
    t99 = tl.load(m1_ptr + offs_n0[:, None] * m1_s0 + offs_c0[None, :] * m1_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c0 < E_c0)[None, :], other=0).to(tl.float32)
    t100 = t98 + t99
    t101 = acc95 + t100
    tl.store(buf102_ptr + offs_n0[:, None] * buf102_s0 + offs_c0[None, :] * buf102_s1, t101, mask=(offs_n0 < E_n0)[:, None] & (offs_c0 < E_c0)[None, :])


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
    m4 = m5.reshape([1, 32])
    m12 = inputs['w_gate']
    m11 = m12.narrow(0, 0, 1)
    m10 = m11.reshape([64, 32])
    m9 = m10.permute([1, 0])
    states16 = torch.full([_cdiv(8, T['c2']), _cdiv(32, T['c3']), T['c2'], _pow2(64)], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(8, T['c2']) * _cdiv(32, T['c3']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m4_ptr=m4, m4_s0=m4.stride(0), m4_s1=m4.stride(1), m9_ptr=m9, m9_s0=m9.stride(0), m9_s1=m9.stride(1), states16_ptr=states16, states16_s0=states16.stride(0), states16_s1=states16.stride(1), states16_s2=states16.stride(2), states16_s3=states16.stride(3), E_c2=8, E_c3=32, E_n2=64, DOT_14=(T['c2']) >= 16 and (T['c3']) >= 16 and (_pow2(64)) >= 16, F_n2=_pow2(64), T_c2=T['c2'], T_c3=T['c3'])
    m34 = inputs['w_up']
    m33 = m34.narrow(0, 0, 1)
    m32 = m33.reshape([64, 32])
    m31 = m32.permute([1, 0])
    states44 = torch.full([_cdiv(8, T['c2']), _cdiv(32, T['c3']), T['c2'], _pow2(64)], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(8, T['c2']) * _cdiv(32, T['c3']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m4_ptr=m4, m4_s0=m4.stride(0), m4_s1=m4.stride(1), m31_ptr=m31, m31_s0=m31.stride(0), m31_s1=m31.stride(1), states44_ptr=states44, states44_s0=states44.stride(0), states44_s1=states44.stride(1), states44_s2=states44.stride(2), states44_s3=states44.stride(3), E_c2=8, E_c3=32, E_n1=32, E_n2=64, DOT_36=(T['c2']) >= 16 and (T['c3']) >= 16 and (_pow2(64)) >= 16, F_n1=_pow2(32), F_n2=_pow2(64), T_c2=T['c2'], T_c3=T['c3'])
    m51 = inputs['w_down']
    m50 = m51.narrow(0, 0, 1)
    m49 = m50.reshape([32, 64])
    m48 = m49.permute([1, 0])
    buf55 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(8, T['c2']),)](states16_ptr=states16, states16_s0=states16.stride(0), states16_s1=states16.stride(1), states16_s2=states16.stride(2), states16_s3=states16.stride(3), m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), states44_ptr=states44, states44_s0=states44.stride(0), states44_s1=states44.stride(1), states44_s2=states44.stride(2), states44_s3=states44.stride(3), m48_ptr=m48, m48_s0=m48.stride(0), m48_s1=m48.stride(1), buf55_ptr=buf55, buf55_s0=buf55.stride(0), buf55_s1=buf55.stride(1), E_c2=8, E_c3=32, E_n1=32, E_n2=64, DOT_53=(T['c2']) >= 16 and (_pow2(64)) >= 16 and (_pow2(32)) >= 16, F_n1=_pow2(32), F_n2=_pow2(64), T_c2=T['c2'], T_c3=T['c3'])
    m60 = m6.narrow(0, 1, 1)
    m59 = m60.reshape([1, 32])
    m65 = m12.narrow(0, 1, 1)
    m64 = m65.reshape([64, 32])
    m63 = m64.permute([1, 0])
    m82 = m34.narrow(0, 1, 1)
    m81 = m82.reshape([64, 32])
    m80 = m81.permute([1, 0])
    m90 = m51.narrow(0, 1, 1)
    m89 = m90.reshape([32, 64])
    m88 = m89.permute([1, 0])
    buf102 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(32, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), buf55_ptr=buf55, buf55_s0=buf55.stride(0), buf55_s1=buf55.stride(1), m59_ptr=m59, m59_s0=m59.stride(0), m59_s1=m59.stride(1), m63_ptr=m63, m63_s0=m63.stride(0), m63_s1=m63.stride(1), m80_ptr=m80, m80_s0=m80.stride(0), m80_s1=m80.stride(1), m88_ptr=m88, m88_s0=m88.stride(0), m88_s1=m88.stride(1), buf102_ptr=buf102, buf102_s0=buf102.stride(0), buf102_s1=buf102.stride(1), E_c0=32, E_c1=64, E_n0=8, E_n1=32, DOT_67=(_pow2(8)) >= 16 and (_pow2(32)) >= 16 and (T['c1']) >= 16, DOT_84=(_pow2(8)) >= 16 and (_pow2(32)) >= 16 and (T['c1']) >= 16, DOT_92=(_pow2(8)) >= 16 and (T['c1']) >= 16 and (T['c0']) >= 16, F_n0=_pow2(8), F_n1=_pow2(32), T_c0=T['c0'], T_c1=T['c1'])
    return buf102


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
