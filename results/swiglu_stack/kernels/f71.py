"""swiglu_stack [small], candidate 71: 7 kernel(s)

Rendered by EqiForge from candidate 71 of swiglu_stack [small]: store(x.1[32]) ; grid(x.0@0) loop(x.1[32]: sum) loop(x.1[32]: sum, stored) [1 mm] ; grid(x.0@0) loop(x.1[32]: sum) [1 mm] ; grid(x.0@0) loop(x.1[32]: sum, stored) ; grid() loop(w_up.1[64]: sum) ; grid(x.0@0) | grid(x.0@0, x.1@1) loop(x.1[32]: sum) loop(x.1[32]: sum) loop(x.1[32]: sum) [3 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.0@0[8]
    c1: grid x.1@1[32]
    c2: loop x.1[32]
    c3: loop w_up.1[64]

Run it on its own: `python kernels/f71.py` checks it once against PyTorch on random inputs.
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
def kernel_0(m1_ptr, m1_s0, m1_s1, states20_ptr, states20_s0, states20_s1, states20_s2, states20_s3, E_c0, E_c2, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # stores states20: Collect over loop x.1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    t17 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
    t18 = (t17) * (t17)
    t19 = tl.sum(tl.where((offs_c2 < E_c2)[None, :], t18, 0.0), axis=1, keep_dims=True)
    tl.store(states20_ptr + i_c0 * states20_s0 + i_c2 * states20_s1 + tl.arange(0, T_c0)[:, None] * states20_s2 + tl.zeros([T_c0, 1], tl.int32), t19)


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m9_ptr, m9_s0, m9_s1, states20_ptr, states20_s0, states20_s1, states20_s2, states20_s3, buf26_ptr, buf26_s0, buf26_s1, E_c0, E_c2, E_n2, DOT_14: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # writes buf26: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n2 = tl.arange(0, F_n2)
    acc16 = tl.full([T_c0, F_n2], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t2 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t7 = tl.load(m3_ptr + offs_c2[None, :] * m3_s1, mask=(offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t8 = (t2) * (t7)
        t13 = tl.load(m9_ptr + offs_c2[:, None] * m9_s0 + offs_n2[None, :] * m9_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
        if DOT_14:
            t15 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t8, 0.0), tl.where((offs_c2 < E_c2)[:, None], t13, 0.0), input_precision="ieee")
        else:
            t15 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t8, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t13, 0.0), 0), axis=1)
        acc16 = acc16 + t15
    acc22 = tl.full([T_c0, 1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t21 = tl.load(states20_ptr + i_c0 * states20_s0 + i_c2 * states20_s1 + tl.arange(0, T_c0)[:, None] * states20_s2 + tl.zeros([T_c0, 1], tl.int32))
        acc22 = acc22 + t21
    t23 = acc22 + 0.00032
    t24 = tl.rsqrt(t23)
    t25 = (acc16) * (t24)
    tl.store(buf26_ptr + offs_c0[:, None] * buf26_s0 + offs_n2[None, :] * buf26_s1, t25, mask=(offs_c0 < E_c0)[:, None] & (offs_n2 < E_n2)[None, :])


@triton.jit
def kernel_2(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m31_ptr, m31_s0, m31_s1, buf39_ptr, buf39_s0, buf39_s1, E_c0, E_c2, E_n2, DOT_36: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # writes buf39: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n2 = tl.arange(0, F_n2)
    acc38 = tl.full([T_c0, F_n2], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t28 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t29 = tl.load(m3_ptr + offs_c2[None, :] * m3_s1, mask=(offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t30 = (t28) * (t29)
        t35 = tl.load(m31_ptr + offs_c2[:, None] * m31_s0 + offs_n2[None, :] * m31_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
        if DOT_36:
            t37 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t30, 0.0), tl.where((offs_c2 < E_c2)[:, None], t35, 0.0), input_precision="ieee")
        else:
            t37 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t30, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t35, 0.0), 0), axis=1)
        acc38 = acc38 + t37
    tl.store(buf39_ptr + offs_c0[:, None] * buf39_s0 + offs_n2[None, :] * buf39_s1, acc38, mask=(offs_c0 < E_c0)[:, None] & (offs_n2 < E_n2)[None, :])


@triton.jit
def kernel_3(buf39_ptr, buf39_s0, buf39_s1, states20_ptr, states20_s0, states20_s1, states20_s2, states20_s3, buf47_ptr, buf47_s0, buf47_s1, E_c0, E_c2, E_n2, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # writes buf47: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n2 = tl.arange(0, F_n2)
    t40 = tl.load(buf39_ptr + offs_c0[:, None] * buf39_s0 + offs_n2[None, :] * buf39_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    acc42 = tl.full([T_c0, 1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t41 = tl.load(states20_ptr + i_c0 * states20_s0 + i_c2 * states20_s1 + tl.arange(0, T_c0)[:, None] * states20_s2 + tl.zeros([T_c0, 1], tl.int32))
        acc42 = acc42 + t41
    t43 = acc42 + 0.00032
    t44 = tl.rsqrt(t43)
    t45 = (t40) * (t44)
    t46 = (t45) * (5.656854249492381)
    tl.store(buf47_ptr + offs_c0[:, None] * buf47_s0 + offs_n2[None, :] * buf47_s1, t46, mask=(offs_c0 < E_c0)[:, None] & (offs_n2 < E_n2)[None, :])


@triton.jit
def kernel_4(buf26_ptr, buf26_s0, buf26_s1, buf47_ptr, buf47_s0, buf47_s1, m52_ptr, m52_s0, m52_s1, buf61_ptr, buf61_s0, buf61_s1, E_c3, E_n0, E_n1, DOT_57: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c3: tl.constexpr):
    # writes buf61: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    acc60 = tl.full([F_n1, F_n0], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t27 = tl.load(buf26_ptr + offs_n1[:, None] * buf26_s0 + offs_c3[None, :] * buf26_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c3 < E_c3)[None, :], other=0).to(tl.float32)
        t48 = tl.load(buf47_ptr + offs_n1[:, None] * buf47_s0 + offs_c3[None, :] * buf47_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c3 < E_c3)[None, :], other=0).to(tl.float32)
        t49 = 1.0 / (1.0 + tl.exp(-(t48)))
        t50 = (t49) * (t48)
        t51 = (t27) * (t50)
        t56 = tl.load(m52_ptr + offs_c3[:, None] * m52_s0 + offs_n0[None, :] * m52_s1, mask=(offs_c3 < E_c3)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
        if DOT_57:
            t58 = tl.dot(tl.where((offs_c3 < E_c3)[None, :], t51, 0.0), tl.where((offs_c3 < E_c3)[:, None], t56, 0.0), input_precision="ieee")
        else:
            t58 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, :], t51, 0.0), 2) * tl.expand_dims(tl.where((offs_c3 < E_c3)[:, None], t56, 0.0), 0), axis=1)
        t59 = (t58) * (5.656854249492381)
        acc60 = acc60 + t59
    tl.store(buf61_ptr + offs_n1[:, None] * buf61_s0 + offs_n0[None, :] * buf61_s1, acc60, mask=(offs_n1 < E_n1)[:, None] & (offs_n0 < E_n0)[None, :])


@triton.jit
def kernel_5(buf61_ptr, buf61_s0, buf61_s1, m1_ptr, m1_s0, m1_s1, buf65_ptr, buf65_s0, buf65_s1, E_c0, E_n0, F_n0: tl.constexpr, T_c0: tl.constexpr):
    # writes buf65: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t62 = tl.load(buf61_ptr + offs_c0[:, None] * buf61_s0 + offs_n0[None, :] * buf61_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t63 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_n0[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t64 = t62 + t63
    tl.store(buf65_ptr + offs_c0[:, None] * buf65_s0 + offs_n0[None, :] * buf65_s1, t64, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :])


@triton.jit
def kernel_6(buf65_ptr, buf65_s0, buf65_s1, m67_ptr, m67_s0, m67_s1, m72_ptr, m72_s0, m72_s1, m92_ptr, m92_s0, m92_s1, m100_ptr, m100_s0, m100_s1, buf111_ptr, buf111_s0, buf111_s1, E_c0, E_c1, E_c2, E_n2, DOT_104: tl.constexpr, DOT_76: tl.constexpr, DOT_96: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf111: Combine over grid x.0@0[8], grid x.1@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n2 = tl.arange(0, F_n2)
    acc78 = tl.full([T_c0, F_n2], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t66 = tl.load(buf65_ptr + offs_c0[:, None] * buf65_s0 + offs_c2[None, :] * buf65_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t70 = tl.load(m67_ptr + offs_c2[None, :] * m67_s1, mask=(offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t71 = (t66) * (t70)
        t75 = tl.load(m72_ptr + offs_c2[:, None] * m72_s0 + offs_n2[None, :] * m72_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
        if DOT_76:
            t77 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t71, 0.0), tl.where((offs_c2 < E_c2)[:, None], t75, 0.0), input_precision="ieee")
        else:
            t77 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t71, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t75, 0.0), 0), axis=1)
        acc78 = acc78 + t77
    acc82 = tl.full([T_c0, 1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t79 = tl.load(buf65_ptr + offs_c0[:, None] * buf65_s0 + offs_c2[None, :] * buf65_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t80 = (t79) * (t79)
        t81 = tl.sum(tl.where((offs_c2 < E_c2)[None, :], t80, 0.0), axis=1, keep_dims=True)
        acc82 = acc82 + t81
    t83 = acc82 + 0.00032
    t84 = tl.rsqrt(t83)
    t85 = (acc78) * (t84)
    t86 = (t85) * (5.656854249492381)
    t87 = 1.0 / (1.0 + tl.exp(-(t86)))
    t88 = (acc78) * (t87)
    acc98 = tl.full([T_c0, F_n2], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t89 = tl.load(buf65_ptr + offs_c0[:, None] * buf65_s0 + offs_c2[None, :] * buf65_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t90 = tl.load(m67_ptr + offs_c2[None, :] * m67_s1, mask=(offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t91 = (t89) * (t90)
        t95 = tl.load(m92_ptr + offs_c2[:, None] * m92_s0 + offs_n2[None, :] * m92_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
        if DOT_96:
            t97 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t91, 0.0), tl.where((offs_c2 < E_c2)[:, None], t95, 0.0), input_precision="ieee")
        else:
            t97 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t91, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t95, 0.0), 0), axis=1)
        acc98 = acc98 + t97
    t99 = (t88) * (acc98)
    t103 = tl.load(m100_ptr + offs_n2[:, None] * m100_s0 + offs_c1[None, :] * m100_s1, mask=(offs_n2 < E_n2)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    if DOT_104:
        t105 = tl.dot(tl.where((offs_n2 < E_n2)[None, :], t99, 0.0), tl.where((offs_n2 < E_n2)[:, None], t103, 0.0), input_precision="ieee")
    else:
        t105 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, :], t99, 0.0), 2) * tl.expand_dims(tl.where((offs_n2 < E_n2)[:, None], t103, 0.0), 0), axis=1)
    t106 = (t105) * (t84)
    t107 = (t106) * (t84)
    t108 = (t107) * (32.00000000000001)
    t109 = tl.load(buf65_ptr + offs_c0[:, None] * buf65_s0 + offs_c1[None, :] * buf65_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t110 = t108 + t109
    tl.store(buf111_ptr + offs_c0[:, None] * buf111_s0 + offs_c1[None, :] * buf111_s1, t110, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :])


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
    states20 = torch.full([_cdiv(8, T['c0']), _cdiv(32, T['c2']), T['c0'], 1], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(8, T['c0']) * _cdiv(32, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), states20_ptr=states20, states20_s0=states20.stride(0), states20_s1=states20.stride(1), states20_s2=states20.stride(2), states20_s3=states20.stride(3), E_c0=8, E_c2=32, T_c0=T['c0'], T_c2=T['c2'])
    buf26 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(8, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m9_ptr=m9, m9_s0=m9.stride(0), m9_s1=m9.stride(1), states20_ptr=states20, states20_s0=states20.stride(0), states20_s1=states20.stride(1), states20_s2=states20.stride(2), states20_s3=states20.stride(3), buf26_ptr=buf26, buf26_s0=buf26.stride(0), buf26_s1=buf26.stride(1), E_c0=8, E_c2=32, E_n2=64, DOT_14=(T['c0']) >= 16 and (T['c2']) >= 16 and (_pow2(64)) >= 16, F_n2=_pow2(64), T_c0=T['c0'], T_c2=T['c2'])
    m34 = inputs['w_gate']
    m33 = m34.narrow(0, 0, 1)
    m32 = m33.reshape([64, 32])
    m31 = m32.permute([1, 0])
    buf39 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(8, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m31_ptr=m31, m31_s0=m31.stride(0), m31_s1=m31.stride(1), buf39_ptr=buf39, buf39_s0=buf39.stride(0), buf39_s1=buf39.stride(1), E_c0=8, E_c2=32, E_n2=64, DOT_36=(T['c0']) >= 16 and (T['c2']) >= 16 and (_pow2(64)) >= 16, F_n2=_pow2(64), T_c0=T['c0'], T_c2=T['c2'])
    buf47 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(8, T['c0']),)](buf39_ptr=buf39, buf39_s0=buf39.stride(0), buf39_s1=buf39.stride(1), states20_ptr=states20, states20_s0=states20.stride(0), states20_s1=states20.stride(1), states20_s2=states20.stride(2), states20_s3=states20.stride(3), buf47_ptr=buf47, buf47_s0=buf47.stride(0), buf47_s1=buf47.stride(1), E_c0=8, E_c2=32, E_n2=64, F_n2=_pow2(64), T_c0=T['c0'], T_c2=T['c2'])
    m55 = inputs['w_down']
    m54 = m55.narrow(0, 0, 1)
    m53 = m54.reshape([32, 64])
    m52 = m53.permute([1, 0])
    buf61 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(1,)](buf26_ptr=buf26, buf26_s0=buf26.stride(0), buf26_s1=buf26.stride(1), buf47_ptr=buf47, buf47_s0=buf47.stride(0), buf47_s1=buf47.stride(1), m52_ptr=m52, m52_s0=m52.stride(0), m52_s1=m52.stride(1), buf61_ptr=buf61, buf61_s0=buf61.stride(0), buf61_s1=buf61.stride(1), E_c3=64, E_n0=32, E_n1=8, DOT_57=(_pow2(8)) >= 16 and (T['c3']) >= 16 and (_pow2(32)) >= 16, F_n0=_pow2(32), F_n1=_pow2(8), T_c3=T['c3'])
    buf65 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_5[(_cdiv(8, T['c0']),)](buf61_ptr=buf61, buf61_s0=buf61.stride(0), buf61_s1=buf61.stride(1), m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), buf65_ptr=buf65, buf65_s0=buf65.stride(0), buf65_s1=buf65.stride(1), E_c0=8, E_n0=32, F_n0=_pow2(32), T_c0=T['c0'])
    m69 = m6.narrow(0, 1, 1)
    m68 = m69.reshape([32])
    m67 = m68.reshape([1, 32])
    m74 = m34.narrow(0, 1, 1)
    m73 = m74.reshape([64, 32])
    m72 = m73.permute([1, 0])
    m94 = m12.narrow(0, 1, 1)
    m93 = m94.reshape([64, 32])
    m92 = m93.permute([1, 0])
    m102 = m55.narrow(0, 1, 1)
    m101 = m102.reshape([32, 64])
    m100 = m101.permute([1, 0])
    buf111 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_6[(_cdiv(8, T['c0']) * _cdiv(32, T['c1']),)](buf65_ptr=buf65, buf65_s0=buf65.stride(0), buf65_s1=buf65.stride(1), m67_ptr=m67, m67_s0=m67.stride(0), m67_s1=m67.stride(1), m72_ptr=m72, m72_s0=m72.stride(0), m72_s1=m72.stride(1), m92_ptr=m92, m92_s0=m92.stride(0), m92_s1=m92.stride(1), m100_ptr=m100, m100_s0=m100.stride(0), m100_s1=m100.stride(1), buf111_ptr=buf111, buf111_s0=buf111.stride(0), buf111_s1=buf111.stride(1), E_c0=8, E_c1=32, E_c2=32, E_n2=64, DOT_104=(T['c0']) >= 16 and (_pow2(64)) >= 16 and (T['c1']) >= 16, DOT_76=(T['c0']) >= 16 and (T['c2']) >= 16 and (_pow2(64)) >= 16, DOT_96=(T['c0']) >= 16 and (T['c2']) >= 16 and (_pow2(64)) >= 16, F_n2=_pow2(64), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    return buf111


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
