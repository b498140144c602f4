"""swiglu_stack [small], candidate 4: 3 kernel(s)

Rendered by EqiForge from candidate 4 of swiglu_stack [small]: store(w_up.1[64]) loop(x.1[32]: sum) ; grid(x.0@0) loop(x.1[32]: sum) [3 mm] ; grid(x.0@0, x.1@1) loop(w_up.1[64]: sum) [1 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.0@0[8]
    c1: grid x.1@1[32]
    c2: loop w_up.1[64]
    c3: loop x.1[32]

Run it on its own: `python kernels/f04.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/swiglu_stack.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 4, "c1": 16, "c2": 32, "c3": 16}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m15_ptr, m15_s0, m15_s1, m25_ptr, m25_s0, m25_s1, m33_ptr, m33_s0, m33_s1, m42_ptr, m42_s0, m42_s1, m46_ptr, m46_s0, m46_s1, m63_ptr, m63_s0, m63_s1, states71_ptr, states71_s0, states71_s1, states71_s2, states71_s3, E_c0, E_c2, E_c3, E_n0, E_n1, DOT_20: tl.constexpr, DOT_30: tl.constexpr, DOT_38: tl.constexpr, DOT_50: tl.constexpr, DOT_67: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # stores states71: Collect over loop w_up.1[64]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t2 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_n0[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t6 = tl.load(m3_ptr + offs_n0[None, :] * m3_s1, mask=(offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t7 = (t2) * (t6)
    acc11 = tl.full([T_c0, 1], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t8 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c3[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c3 < E_c3)[None, :], other=0).to(tl.float32)
        t9 = (t8) * (t8)
        t10 = tl.sum(tl.where((offs_c3 < E_c3)[None, :], t9, 0.0), axis=1, keep_dims=True)
        acc11 = acc11 + t10
    t12 = acc11 + 0.00032
    t13 = tl.rsqrt(t12)
    t14 = (t7) * (t13)
    t19 = tl.load(m15_ptr + offs_n0[:, None] * m15_s0 + offs_n1[None, :] * m15_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_20:
        t21 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t14, 0.0), tl.where((offs_n0 < E_n0)[:, None], t19, 0.0), input_precision="ieee")
    else:
        t21 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t14, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t19, 0.0), 0), axis=1)
    t22 = (t21) * (5.656854249492381)
    t23 = 1.0 / (1.0 + tl.exp(-(t22)))
    t24 = (t21) * (t23)
    t29 = tl.load(m25_ptr + offs_n0[:, None] * m25_s0 + offs_n1[None, :] * m25_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_30:
        t31 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t14, 0.0), tl.where((offs_n0 < E_n0)[:, None], t29, 0.0), input_precision="ieee")
    else:
        t31 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t14, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t29, 0.0), 0), axis=1)
    t32 = (t24) * (t31)
    t37 = tl.load(m33_ptr + offs_n1[:, None] * m33_s0 + offs_n0[None, :] * m33_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    if DOT_38:
        t39 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t32, 0.0), tl.where((offs_n1 < E_n1)[:, None], t37, 0.0), input_precision="ieee")
    else:
        t39 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t32, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t37, 0.0), 0), axis=1)
    t40 = (t39) * (32.00000000000001)
    t41 = t40 + t2
    t44 = tl.load(m42_ptr + offs_n0[None, :] * m42_s1, mask=(offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t45 = (t41) * (t44)
    t49 = tl.load(m46_ptr + offs_n0[:, None] * m46_s0 + offs_c2[None, :] * m46_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
    if DOT_50:
        t51 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t45, 0.0), tl.where((offs_n0 < E_n0)[:, None], t49, 0.0), input_precision="ieee")
    else:
        t51 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t45, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t49, 0.0), 0), axis=1)
    t52 = (t41) * (t41)
    t53 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t52, 0.0), axis=1, keep_dims=True)
    t54 = t53 + 0.00032
    t55 = tl.rsqrt(t54)
    t56 = (t51) * (t55)
    t57 = (t53) * (0.03125)
    t58 = t57 + 1e-05
    t59 = tl.rsqrt(t58)
    t60 = (t51) * (t59)
    t61 = 1.0 / (1.0 + tl.exp(-(t60)))
    t62 = (t56) * (t61)
    t66 = tl.load(m63_ptr + offs_n0[:, None] * m63_s0 + offs_c2[None, :] * m63_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
    if DOT_67:
        t68 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t45, 0.0), tl.where((offs_n0 < E_n0)[:, None], t66, 0.0), input_precision="ieee")
    else:
        t68 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t45, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t66, 0.0), 0), axis=1)
    t69 = (t68) * (t55)
    t70 = (t62) * (t69)
    tl.store(states71_ptr + i_c0 * states71_s0 + i_c2 * states71_s1 + tl.arange(0, T_c0)[:, None] * states71_s2 + tl.arange(0, T_c2)[None, :] * states71_s3 + tl.zeros([T_c0, T_c2], tl.int32), t70)


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m15_ptr, m15_s0, m15_s1, m25_ptr, m25_s0, m25_s1, m33_ptr, m33_s0, m33_s1, buf105_ptr, buf105_s0, buf105_s1, E_c0, E_c3, E_n0, E_n1, DOT_103: tl.constexpr, DOT_93: tl.constexpr, DOT_99: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c3: tl.constexpr):
    # writes buf105: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t82 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_n0[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t83 = tl.load(m3_ptr + offs_n0[None, :] * m3_s1, mask=(offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t84 = (t82) * (t83)
    acc88 = tl.full([T_c0, 1], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t85 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c3[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c3 < E_c3)[None, :], other=0).to(tl.float32)
        t86 = (t85) * (t85)
        t87 = tl.sum(tl.where((offs_c3 < E_c3)[None, :], t86, 0.0), axis=1, keep_dims=True)
        acc88 = acc88 + t87
    t89 = acc88 + 0.00032
    t90 = tl.rsqrt(t89)
    t91 = (t84) * (t90)
    t92 = tl.load(m15_ptr + offs_n0[:, None] * m15_s0 + offs_n1[None, :] * m15_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_93:
        t94 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t91, 0.0), tl.where((offs_n0 < E_n0)[:, None], t92, 0.0), input_precision="ieee")
    else:
        t94 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t91, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t92, 0.0), 0), axis=1)
    t95 = (t94) * (5.656854249492381)
    t96 = 1.0 / (1.0 + tl.exp(-(t95)))
    t97 = (t94) * (t96)
    t98 = tl.load(m25_ptr + offs_n0[:, None] * m25_s0 + offs_n1[None, :] * m25_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_99:
        t100 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t91, 0.0), tl.where((offs_n0 < E_n0)[:, None], t98, 0.0), input_precision="ieee")
    else:
        t100 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t91, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t98, 0.0), 0), axis=1)
    t101 = (t97) * (t100)
    t102 = tl.load(m33_ptr + offs_n1[:, None] * m33_s0 + offs_n0[None, :] * m33_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    if DOT_103:
        t104 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t101, 0.0), tl.where((offs_n1 < E_n1)[:, None], t102, 0.0), input_precision="ieee")
    else:
        t104 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t101, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t102, 0.0), 0), axis=1)
    tl.store(buf105_ptr + offs_c0[:, None] * buf105_s0 + offs_n0[None, :] * buf105_s1, t104, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :])


@triton.jit
def kernel_2(states71_ptr, states71_s0, states71_s1, states71_s2, states71_s3, m73_ptr, m73_s0, m73_s1, m1_ptr, m1_s0, m1_s1, buf105_ptr, buf105_s0, buf105_s1, buf110_ptr, buf110_s0, buf110_s1, E_c0, E_c1, E_c2, DOT_77: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf110: Combine over grid x.0@0[8], grid x.1@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    acc79 = tl.full([T_c0, T_c1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t72 = tl.load(states71_ptr + i_c0 * states71_s0 + i_c2 * states71_s1 + tl.arange(0, T_c0)[:, None] * states71_s2 + tl.arange(0, T_c2)[None, :] * states71_s3 + tl.zeros([T_c0, T_c2], tl.int32))
        t76 = tl.load(m73_ptr + offs_c2[:, None] * m73_s0 + offs_c1[None, :] * m73_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        if DOT_77:
            t78 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t72, 0.0), tl.where((offs_c2 < E_c2)[:, None], t76, 0.0), input_precision="ieee")
        else:
            t78 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t72, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t76, 0.0), 0), axis=1)
        acc79 = acc79 + t78
    t80 = (acc79) * (32.00000000000001)
    t81 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c1[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t106 = tl.load(buf105_ptr + offs_c0[:, None] * buf105_s0 + offs_c1[None, :] * buf105_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t107 = (t106) * (32.00000000000001)
    t108 = t81 + t107
    t109 = t80 + t108
    tl.store(buf110_ptr + offs_c0[:, None] * buf110_s0 + offs_c1[None, :] * buf110_s1, t109, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :])


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
    m5 = inputs['w_norm']
    m4 = m5.narrow(0, 0, 1)
    m3 = m4.reshape([1, 32])
    m18 = inputs['w_gate']
    m17 = m18.narrow(0, 0, 1)
    m16 = m17.reshape([64, 32])
    m15 = m16.permute([1, 0])
    m28 = inputs['w_up']
    m27 = m28.narrow(0, 0, 1)
    m26 = m27.reshape([64, 32])
    m25 = m26.permute([1, 0])
    m36 = inputs['w_down']
    m35 = m36.narrow(0, 0, 1)
    m34 = m35.reshape([32, 64])
    m33 = m34.permute([1, 0])
    m43 = m5.narrow(0, 1, 1)
    m42 = m43.reshape([1, 32])
    m48 = m18.narrow(0, 1, 1)
    m47 = m48.reshape([64, 32])
    m46 = m47.permute([1, 0])
    m65 = m28.narrow(0, 1, 1)
    m64 = m65.reshape([64, 32])
    m63 = m64.permute([1, 0])
    states71 = torch.full([_cdiv(8, T['c0']), _cdiv(64, T['c2']), T['c0'], T['c2']], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(8, T['c0']) * _cdiv(64, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m15_ptr=m15, m15_s0=m15.stride(0), m15_s1=m15.stride(1), m25_ptr=m25, m25_s0=m25.stride(0), m25_s1=m25.stride(1), m33_ptr=m33, m33_s0=m33.stride(0), m33_s1=m33.stride(1), m42_ptr=m42, m42_s0=m42.stride(0), m42_s1=m42.stride(1), m46_ptr=m46, m46_s0=m46.stride(0), m46_s1=m46.stride(1), m63_ptr=m63, m63_s0=m63.stride(0), m63_s1=m63.stride(1), states71_ptr=states71, states71_s0=states71.stride(0), states71_s1=states71.stride(1), states71_s2=states71.stride(2), states71_s3=states71.stride(3), E_c0=8, E_c2=64, E_c3=32, E_n0=32, E_n1=64, DOT_20=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, DOT_30=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, DOT_38=(T['c0']) >= 16 and (_pow2(64)) >= 16 and (_pow2(32)) >= 16, DOT_50=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (T['c2']) >= 16, DOT_67=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (T['c2']) >= 16, F_n0=_pow2(32), F_n1=_pow2(64), T_c0=T['c0'], T_c2=T['c2'], T_c3=T['c3'])
    m75 = m36.narrow(0, 1, 1)
    m74 = m75.reshape([32, 64])
    m73 = m74.permute([1, 0])
    buf105 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(8, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m15_ptr=m15, m15_s0=m15.stride(0), m15_s1=m15.stride(1), m25_ptr=m25, m25_s0=m25.stride(0), m25_s1=m25.stride(1), m33_ptr=m33, m33_s0=m33.stride(0), m33_s1=m33.stride(1), buf105_ptr=buf105, buf105_s0=buf105.stride(0), buf105_s1=buf105.stride(1), E_c0=8, E_c3=32, E_n0=32, E_n1=64, DOT_103=(T['c0']) >= 16 and (_pow2(64)) >= 16 and (_pow2(32)) >= 16, DOT_93=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, DOT_99=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, F_n0=_pow2(32), F_n1=_pow2(64), T_c0=T['c0'], T_c3=T['c3'])
    buf110 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(8, T['c0']) * _cdiv(32, T['c1']),)](states71_ptr=states71, states71_s0=states71.stride(0), states71_s1=states71.stride(1), states71_s2=states71.stride(2), states71_s3=states71.stride(3), m73_ptr=m73, m73_s0=m73.stride(0), m73_s1=m73.stride(1), m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), buf105_ptr=buf105, buf105_s0=buf105.stride(0), buf105_s1=buf105.stride(1), buf110_ptr=buf110, buf110_s0=buf110.stride(0), buf110_s1=buf110.stride(1), E_c0=8, E_c1=32, E_c2=64, DOT_77=(T['c0']) >= 16 and (T['c2']) >= 16 and (T['c1']) >= 16, T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    return buf110


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
