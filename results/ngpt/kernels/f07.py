"""ngpt [small], candidate 7: 4 kernel(s)

Rendered by EqiForge from candidate 7 of ngpt [small]: store(h.1[32]) ; store(h.1[32]) ; store(h.1[32]) ; grid(h.0@0) loop(s_u.0[64]: sum) {loop(h.1[32]: sum, stored) loop(h.1[32]: sum, stored)} loop(h.1[32]: sum) {loop(s_u.0[64]: sum)} loop(h.1[32]: sum, stored) [7 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid h.0@0[8]
    c1: loop s_u.0[64]
    c2: loop h.1[32]

Run it on its own: `python kernels/f07.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/ngpt.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 4, "c1": 32, "c2": 16}


@triton.jit
def kernel_0(m5_ptr, m5_s0, m5_s1, m7_ptr, m7_s0, m7_s1, states12_ptr, states12_s0, states12_s1, states12_s2, states12_s3, states12_s4, E_c0, E_c1, E_c2, DOT_10: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # stores states12: Collect over loop h.1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    t6 = tl.load(m5_ptr + offs_c0[:, None] * m5_s0 + offs_c2[None, :] * m5_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
    t9 = tl.load(m7_ptr + offs_c2[:, None] * m7_s0 + offs_c1[None, :] * m7_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    if DOT_10:
        t11 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t6, 0.0), tl.where((offs_c2 < E_c2)[:, None], t9, 0.0), input_precision="ieee")
    else:
        t11 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t6, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t9, 0.0), 0), axis=1)
    tl.store(states12_ptr + i_c0 * states12_s0 + i_c2 * states12_s1 + i_c1 * states12_s2 + tl.arange(0, T_c0)[:, None] * states12_s3 + tl.arange(0, T_c1)[None, :] * states12_s4 + tl.zeros([T_c0, T_c1], tl.int32), t11)


@triton.jit
def kernel_1(m5_ptr, m5_s0, m5_s1, m20_ptr, m20_s0, m20_s1, states25_ptr, states25_s0, states25_s1, states25_s2, states25_s3, states25_s4, E_c0, E_c1, E_c2, DOT_23: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # stores states25: Collect over loop h.1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    t19 = tl.load(m5_ptr + offs_c0[:, None] * m5_s0 + offs_c2[None, :] * m5_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
    t22 = tl.load(m20_ptr + offs_c2[:, None] * m20_s0 + offs_c1[None, :] * m20_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    if DOT_23:
        t24 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t19, 0.0), tl.where((offs_c2 < E_c2)[:, None], t22, 0.0), input_precision="ieee")
    else:
        t24 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t19, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t22, 0.0), 0), axis=1)
    tl.store(states25_ptr + i_c0 * states25_s0 + i_c2 * states25_s1 + i_c1 * states25_s2 + tl.arange(0, T_c0)[:, None] * states25_s3 + tl.arange(0, T_c1)[None, :] * states25_s4 + tl.zeros([T_c0, T_c1], tl.int32), t24)


@triton.jit
def kernel_2(m5_ptr, m5_s0, m5_s1, states91_ptr, states91_s0, states91_s1, states91_s2, states91_s3, E_c0, E_c2, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # stores states91: Collect over loop h.1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    t88 = tl.load(m5_ptr + offs_c0[:, None] * m5_s0 + offs_c2[None, :] * m5_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
    t89 = (t88) * (t88)
    t90 = tl.sum(tl.where((offs_c2 < E_c2)[None, :], t89, 0.0), axis=1, keep_dims=True)
    tl.store(states91_ptr + i_c0 * states91_s0 + i_c2 * states91_s1 + tl.arange(0, T_c0)[:, None] * states91_s2 + tl.zeros([T_c0, 1], tl.int32), t90)


@triton.jit
def kernel_3(m1_ptr, m1_s0, m1_s1, states12_ptr, states12_s0, states12_s1, states12_s2, states12_s3, states12_s4, m15_ptr, m15_s0, m15_s1, states25_ptr, states25_s0, states25_s1, states25_s2, states25_s3, states25_s4, m28_ptr, m28_s0, m28_s1, m37_ptr, m37_s0, m37_s1, m5_ptr, m5_s0, m5_s1, m20_ptr, m20_s0, m20_s1, m7_ptr, m7_s0, m7_s1, states91_ptr, states91_s0, states91_s1, states91_s2, states91_s3, buf103_ptr, buf103_s0, buf103_s1, E_c0, E_c1, E_c2, E_n0, E_n1, DOT_40: tl.constexpr, DOT_46: tl.constexpr, DOT_55: tl.constexpr, DOT_61: tl.constexpr, DOT_64: tl.constexpr, DOT_69: tl.constexpr, DOT_79: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf103: Combine over grid h.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t3 = tl.load(m1_ptr + offs_n0[None, :] * m1_s1, mask=(offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t4 = tl.abs(t3)
    acc42 = tl.full([T_c0, F_n0], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        acc14 = tl.full([T_c0, T_c1], 0.0, tl.float32)
        for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
            offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

            t13 = tl.load(states12_ptr + i_c0 * states12_s0 + i_c2 * states12_s1 + i_c1 * states12_s2 + tl.arange(0, T_c0)[:, None] * states12_s3 + tl.arange(0, T_c1)[None, :] * states12_s4 + tl.zeros([T_c0, T_c1], tl.int32))
            acc14 = acc14 + t13
        t17 = tl.load(m15_ptr + offs_c1[None, :] * m15_s1, mask=(offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        t18 = (acc14) * (t17)
        acc27 = tl.full([T_c0, T_c1], 0.0, tl.float32)
        for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
            offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

            t26 = tl.load(states25_ptr + i_c0 * states25_s0 + i_c2 * states25_s1 + i_c1 * states25_s2 + tl.arange(0, T_c0)[:, None] * states25_s3 + tl.arange(0, T_c1)[None, :] * states25_s4 + tl.zeros([T_c0, T_c1], tl.int32))
            acc27 = acc27 + t26
        t30 = tl.load(m28_ptr + offs_c1[None, :] * m28_s1, mask=(offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        t31 = (acc27) * (t30)
        t32 = (t30) * (5.656854249492381)
        t33 = (acc27) * (t32)
        t34 = 1.0 / (1.0 + tl.exp(-(t33)))
        t35 = (t31) * (t34)
        t36 = (t18) * (t35)
        t39 = tl.load(m37_ptr + offs_c1[:, None] * m37_s0 + offs_n0[None, :] * m37_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
        if DOT_40:
            t41 = tl.dot(tl.where((offs_c1 < E_c1)[None, :], t36, 0.0), tl.where((offs_c1 < E_c1)[:, None], t39, 0.0), input_precision="ieee")
        else:
            t41 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, :], t36, 0.0), 2) * tl.expand_dims(tl.where((offs_c1 < E_c1)[:, None], t39, 0.0), 0), axis=1)
        acc42 = acc42 + t41
    t43 = (acc42) * (32.00000000000001)
    t44 = tl.load(m5_ptr + offs_c0[:, None] * m5_s0 + offs_n0[None, :] * m5_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t45 = tl.load(m20_ptr + offs_n0[:, None] * m20_s0 + offs_n1[None, :] * m20_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_46:
        t47 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t44, 0.0), tl.where((offs_n0 < E_n0)[:, None], t45, 0.0), input_precision="ieee")
    else:
        t47 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t44, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t45, 0.0), 0), axis=1)
    t48 = tl.load(m28_ptr + offs_n1[None, :] * m28_s1, mask=(offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t49 = (t47) * (t48)
    t50 = (t49) * (2.8284271247461903)
    t51 = 2.0 / (1.0 + tl.exp(-2.0 * (t50))) - 1.0
    t52 = t51 + 1.0
    t53 = (t52) * (t49)
    t54 = tl.load(m7_ptr + offs_n0[:, None] * m7_s0 + offs_n1[None, :] * m7_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_55:
        t56 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t44, 0.0), tl.where((offs_n0 < E_n0)[:, None], t54, 0.0), input_precision="ieee")
    else:
        t56 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t44, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t54, 0.0), 0), axis=1)
    t57 = tl.load(m15_ptr + offs_n1[None, :] * m15_s1, mask=(offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t58 = (t56) * (t57)
    t59 = (t53) * (t58)
    acc84 = tl.full([T_c0, 1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t60 = tl.load(m37_ptr + offs_n1[:, None] * m37_s0 + offs_c2[None, :] * m37_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        if DOT_61:
            t62 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t59, 0.0), tl.where((offs_n1 < E_n1)[:, None], t60, 0.0), input_precision="ieee")
        else:
            t62 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t59, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t60, 0.0), 0), axis=1)
        acc81 = tl.full([T_c0, T_c2], 0.0, tl.float32)
        for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
            offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

            t63 = tl.load(m7_ptr + offs_n0[:, None] * m7_s0 + offs_c1[None, :] * m7_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
            if DOT_64:
                t65 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t44, 0.0), tl.where((offs_n0 < E_n0)[:, None], t63, 0.0), input_precision="ieee")
            else:
                t65 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t44, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t63, 0.0), 0), axis=1)
            t66 = tl.load(m15_ptr + offs_c1[None, :] * m15_s1, mask=(offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
            t67 = (t65) * (t66)
            t68 = tl.load(m20_ptr + offs_n0[:, None] * m20_s0 + offs_c1[None, :] * m20_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
            if DOT_69:
                t70 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t44, 0.0), tl.where((offs_n0 < E_n0)[:, None], t68, 0.0), input_precision="ieee")
            else:
                t70 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t44, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t68, 0.0), 0), axis=1)
            t71 = tl.load(m28_ptr + offs_c1[None, :] * m28_s1, mask=(offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
            t72 = (t70) * (t71)
            t73 = (t71) * (5.656854249492381)
            t74 = (t70) * (t73)
            t75 = 1.0 / (1.0 + tl.exp(-(t74)))
            t76 = (t72) * (t75)
            t77 = (t67) * (t76)
            t78 = tl.load(m37_ptr + offs_c1[:, None] * m37_s0 + offs_c2[None, :] * m37_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
            if DOT_79:
                t80 = tl.dot(tl.where((offs_c1 < E_c1)[None, :], t77, 0.0), tl.where((offs_c1 < E_c1)[:, None], t78, 0.0), input_precision="ieee")
            else:
                t80 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, :], t77, 0.0), 2) * tl.expand_dims(tl.where((offs_c1 < E_c1)[:, None], t78, 0.0), 0), axis=1)
            acc81 = acc81 + t80
        t82 = (t62) * (acc81)
        t83 = tl.sum(tl.where((offs_c2 < E_c2)[None, :], t82, 0.0), axis=1, keep_dims=True)
        acc84 = acc84 + t83
    t85 = tl.sqrt(acc84)
    t86 = (t85) * (22.627416997969522)
    t87 = (t43) / (t86)
    acc93 = tl.full([T_c0, 1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t92 = tl.load(states91_ptr + i_c0 * states91_s0 + i_c2 * states91_s1 + tl.arange(0, T_c0)[:, None] * states91_s2 + tl.zeros([T_c0, 1], tl.int32))
        acc93 = acc93 + t92
    t94 = tl.sqrt(acc93)
    t95 = (t44) / (t94)
    t96 = t87 - (t95)
    t97 = (t4) * (t96)
    t98 = t97 + t95
    t99 = (t98) * (t98)
    t100 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t99, 0.0), axis=1, keep_dims=True)
    t101 = tl.sqrt(t100)
    t102 = (t98) / (t101)
    tl.store(buf103_ptr + offs_c0[:, None] * buf103_s0 + offs_n0[None, :] * buf103_s1, t102, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :])


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
    m2 = inputs['alpha']
    m1 = m2.reshape([1, 32])
    m5 = inputs['h']
    m8 = inputs['w_u']
    m7 = m8.permute([1, 0])
    states12 = torch.full([_cdiv(8, T['c0']), _cdiv(32, T['c2']), _cdiv(64, T['c1']), T['c0'], T['c1']], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(8, T['c0']) * _cdiv(32, T['c2']) * _cdiv(64, T['c1']),)](m5_ptr=m5, m5_s0=m5.stride(0), m5_s1=m5.stride(1), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), states12_ptr=states12, states12_s0=states12.stride(0), states12_s1=states12.stride(1), states12_s2=states12.stride(2), states12_s3=states12.stride(3), states12_s4=states12.stride(4), E_c0=8, E_c1=64, E_c2=32, DOT_10=(T['c0']) >= 16 and (T['c2']) >= 16 and (T['c1']) >= 16, T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    m16 = inputs['s_u']
    m15 = m16.reshape([1, 64])
    m21 = inputs['w_v']
    m20 = m21.permute([1, 0])
    states25 = torch.full([_cdiv(8, T['c0']), _cdiv(32, T['c2']), _cdiv(64, T['c1']), T['c0'], T['c1']], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(8, T['c0']) * _cdiv(32, T['c2']) * _cdiv(64, T['c1']),)](m5_ptr=m5, m5_s0=m5.stride(0), m5_s1=m5.stride(1), m20_ptr=m20, m20_s0=m20.stride(0), m20_s1=m20.stride(1), states25_ptr=states25, states25_s0=states25.stride(0), states25_s1=states25.stride(1), states25_s2=states25.stride(2), states25_s3=states25.stride(3), states25_s4=states25.stride(4), E_c0=8, E_c1=64, E_c2=32, DOT_23=(T['c0']) >= 16 and (T['c2']) >= 16 and (T['c1']) >= 16, T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    m29 = inputs['s_v']
    m28 = m29.reshape([1, 64])
    m38 = inputs['w_o']
    m37 = m38.permute([1, 0])
    states91 = torch.full([_cdiv(8, T['c0']), _cdiv(32, T['c2']), T['c0'], 1], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(8, T['c0']) * _cdiv(32, T['c2']),)](m5_ptr=m5, m5_s0=m5.stride(0), m5_s1=m5.stride(1), states91_ptr=states91, states91_s0=states91.stride(0), states91_s1=states91.stride(1), states91_s2=states91.stride(2), states91_s3=states91.stride(3), E_c0=8, E_c2=32, T_c0=T['c0'], T_c2=T['c2'])
    buf103 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(8, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), states12_ptr=states12, states12_s0=states12.stride(0), states12_s1=states12.stride(1), states12_s2=states12.stride(2), states12_s3=states12.stride(3), states12_s4=states12.stride(4), m15_ptr=m15, m15_s0=m15.stride(0), m15_s1=m15.stride(1), states25_ptr=states25, states25_s0=states25.stride(0), states25_s1=states25.stride(1), states25_s2=states25.stride(2), states25_s3=states25.stride(3), states25_s4=states25.stride(4), m28_ptr=m28, m28_s0=m28.stride(0), m28_s1=m28.stride(1), m37_ptr=m37, m37_s0=m37.stride(0), m37_s1=m37.stride(1), m5_ptr=m5, m5_s0=m5.stride(0), m5_s1=m5.stride(1), m20_ptr=m20, m20_s0=m20.stride(0), m20_s1=m20.stride(1), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), states91_ptr=states91, states91_s0=states91.stride(0), states91_s1=states91.stride(1), states91_s2=states91.stride(2), states91_s3=states91.stride(3), buf103_ptr=buf103, buf103_s0=buf103.stride(0), buf103_s1=buf103.stride(1), E_c0=8, E_c1=64, E_c2=32, E_n0=32, E_n1=64, DOT_40=(T['c0']) >= 16 and (T['c1']) >= 16 and (_pow2(32)) >= 16, DOT_46=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, DOT_55=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, DOT_61=(T['c0']) >= 16 and (_pow2(64)) >= 16 and (T['c2']) >= 16, DOT_64=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (T['c1']) >= 16, DOT_69=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (T['c1']) >= 16, DOT_79=(T['c0']) >= 16 and (T['c1']) >= 16 and (T['c2']) >= 16, F_n0=_pow2(32), F_n1=_pow2(64), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    return buf103


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
