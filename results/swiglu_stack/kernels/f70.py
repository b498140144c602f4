"""swiglu_stack [small], candidate 70: 7 kernel(s)

Rendered by EqiForge from candidate 70 of swiglu_stack [small]: grid(x.0@0) loop(x.1[32]: sum) [1 mm] ; grid(x.0@0) loop(x.1[32]: sum) [1 mm] ; grid(x.0@0) ; grid(x.0@0) ; grid() loop(w_up.1[64]: sum) ; grid(x.0@0) | grid(x.0@0, x.1@1) loop(x.1[32]: sum) loop(x.1[32]: sum) loop(x.1[32]: sum) [3 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.0@0[8]
    c1: grid x.1@1[32]
    c2: loop x.1[32]
    c3: loop w_up.1[64]

Run it on its own: `python kernels/f70.py` checks it once against PyTorch on random inputs.
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
def kernel_0(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m9_ptr, m9_s0, m9_s1, buf17_ptr, buf17_s0, buf17_s1, E_c0, E_c2, E_n2, DOT_14: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # writes buf17: Combine over grid x.0@0[8]
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
    tl.store(buf17_ptr + offs_c0[:, None] * buf17_s0 + offs_n2[None, :] * buf17_s1, acc16, mask=(offs_c0 < E_c0)[:, None] & (offs_n2 < E_n2)[None, :])


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m22_ptr, m22_s0, m22_s1, buf30_ptr, buf30_s0, buf30_s1, E_c0, E_c2, E_n2, DOT_27: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # writes buf30: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n2 = tl.arange(0, F_n2)
    acc29 = tl.full([T_c0, F_n2], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t19 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t20 = tl.load(m3_ptr + offs_c2[None, :] * m3_s1, mask=(offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t21 = (t19) * (t20)
        t26 = tl.load(m22_ptr + offs_c2[:, None] * m22_s0 + offs_n2[None, :] * m22_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
        if DOT_27:
            t28 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t21, 0.0), tl.where((offs_c2 < E_c2)[:, None], t26, 0.0), input_precision="ieee")
        else:
            t28 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t21, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t26, 0.0), 0), axis=1)
        acc29 = acc29 + t28
    tl.store(buf30_ptr + offs_c0[:, None] * buf30_s0 + offs_n2[None, :] * buf30_s1, acc29, mask=(offs_c0 < E_c0)[:, None] & (offs_n2 < E_n2)[None, :])


@triton.jit
def kernel_2(m1_ptr, m1_s0, m1_s1, buf35_ptr, buf35_s0, buf35_s1, E_c0, E_n0, F_n0: tl.constexpr, T_c0: tl.constexpr):
    # writes buf35: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t32 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_n0[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t33 = (t32) * (t32)
    t34 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t33, 0.0), axis=1, keep_dims=True)
    tl.store(buf35_ptr + offs_c0[:, None] * buf35_s0, t34, mask=(offs_c0 < E_c0)[:, None])


@triton.jit
def kernel_3(buf30_ptr, buf30_s0, buf30_s1, buf35_ptr, buf35_s0, buf35_s1, buf41_ptr, buf41_s0, buf41_s1, E_c0, E_n2, F_n2: tl.constexpr, T_c0: tl.constexpr):
    # writes buf41: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n2 = tl.arange(0, F_n2)
    t31 = tl.load(buf30_ptr + offs_c0[:, None] * buf30_s0 + offs_n2[None, :] * buf30_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    t36 = tl.load(buf35_ptr + offs_c0[:, None] * buf35_s0, mask=(offs_c0 < E_c0)[:, None], other=0).to(tl.float32)
    t37 = t36 + 0.00032
    t38 = tl.rsqrt(t37)
    t39 = (t31) * (t38)
    t40 = (t39) * (5.656854249492381)
    tl.store(buf41_ptr + offs_c0[:, None] * buf41_s0 + offs_n2[None, :] * buf41_s1, t40, mask=(offs_c0 < E_c0)[:, None] & (offs_n2 < E_n2)[None, :])


@triton.jit
def kernel_4(buf17_ptr, buf17_s0, buf17_s1, buf41_ptr, buf41_s0, buf41_s1, m46_ptr, m46_s0, m46_s1, buf35_ptr, buf35_s0, buf35_s1, buf59_ptr, buf59_s0, buf59_s1, E_c3, E_n0, E_n1, DOT_51: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c3: tl.constexpr):
    # writes buf59: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    t53 = tl.load(buf35_ptr + offs_n1[:, None] * buf35_s0, mask=(offs_n1 < E_n1)[:, None], other=0).to(tl.float32)
    t54 = t53 + 0.00032
    t55 = tl.rsqrt(t54)
    acc58 = tl.full([F_n1, F_n0], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t18 = tl.load(buf17_ptr + offs_n1[:, None] * buf17_s0 + offs_c3[None, :] * buf17_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c3 < E_c3)[None, :], other=0).to(tl.float32)
        t42 = tl.load(buf41_ptr + offs_n1[:, None] * buf41_s0 + offs_c3[None, :] * buf41_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c3 < E_c3)[None, :], other=0).to(tl.float32)
        t43 = 1.0 / (1.0 + tl.exp(-(t42)))
        t44 = (t43) * (t42)
        t45 = (t18) * (t44)
        t50 = tl.load(m46_ptr + offs_c3[:, None] * m46_s0 + offs_n0[None, :] * m46_s1, mask=(offs_c3 < E_c3)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
        if DOT_51:
            t52 = tl.dot(tl.where((offs_c3 < E_c3)[None, :], t45, 0.0), tl.where((offs_c3 < E_c3)[:, None], t50, 0.0), input_precision="ieee")
        else:
            t52 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, :], t45, 0.0), 2) * tl.expand_dims(tl.where((offs_c3 < E_c3)[:, None], t50, 0.0), 0), axis=1)
        t56 = (t52) * (t55)
        t57 = (t56) * (5.656854249492381)
        acc58 = acc58 + t57
    tl.store(buf59_ptr + offs_n1[:, None] * buf59_s0 + offs_n0[None, :] * buf59_s1, acc58, mask=(offs_n1 < E_n1)[:, None] & (offs_n0 < E_n0)[None, :])


@triton.jit
def kernel_5(buf59_ptr, buf59_s0, buf59_s1, m1_ptr, m1_s0, m1_s1, buf63_ptr, buf63_s0, buf63_s1, E_c0, E_n0, F_n0: tl.constexpr, T_c0: tl.constexpr):
    # writes buf63: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t60 = tl.load(buf59_ptr + offs_c0[:, None] * buf59_s0 + offs_n0[None, :] * buf59_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t61 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_n0[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t62 = t60 + t61
    tl.store(buf63_ptr + offs_c0[:, None] * buf63_s0 + offs_n0[None, :] * buf63_s1, t62, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :])


@triton.jit
def kernel_6(buf63_ptr, buf63_s0, buf63_s1, m65_ptr, m65_s0, m65_s1, m70_ptr, m70_s0, m70_s1, m90_ptr, m90_s0, m90_s1, m98_ptr, m98_s0, m98_s1, buf109_ptr, buf109_s0, buf109_s1, E_c0, E_c1, E_c2, E_n2, DOT_102: tl.constexpr, DOT_74: tl.constexpr, DOT_94: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf109: Combine over grid x.0@0[8], grid x.1@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n2 = tl.arange(0, F_n2)
    acc76 = tl.full([T_c0, F_n2], 0.0, tl.float32)
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
        acc76 = acc76 + t75
    acc80 = tl.full([T_c0, 1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t77 = tl.load(buf63_ptr + offs_c0[:, None] * buf63_s0 + offs_c2[None, :] * buf63_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t78 = (t77) * (t77)
        t79 = tl.sum(tl.where((offs_c2 < E_c2)[None, :], t78, 0.0), axis=1, keep_dims=True)
        acc80 = acc80 + t79
    t81 = acc80 + 0.00032
    t82 = tl.rsqrt(t81)
    t83 = (acc76) * (t82)
    t84 = (t83) * (5.656854249492381)
    t85 = 1.0 / (1.0 + tl.exp(-(t84)))
    t86 = (acc76) * (t85)
    acc96 = tl.full([T_c0, F_n2], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t87 = tl.load(buf63_ptr + offs_c0[:, None] * buf63_s0 + offs_c2[None, :] * buf63_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t88 = tl.load(m65_ptr + offs_c2[None, :] * m65_s1, mask=(offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t89 = (t87) * (t88)
        t93 = tl.load(m90_ptr + offs_c2[:, None] * m90_s0 + offs_n2[None, :] * m90_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
        if DOT_94:
            t95 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t89, 0.0), tl.where((offs_c2 < E_c2)[:, None], t93, 0.0), input_precision="ieee")
        else:
            t95 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t89, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t93, 0.0), 0), axis=1)
        acc96 = acc96 + t95
    t97 = (t86) * (acc96)
    t101 = tl.load(m98_ptr + offs_n2[:, None] * m98_s0 + offs_c1[None, :] * m98_s1, mask=(offs_n2 < E_n2)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    if DOT_102:
        t103 = tl.dot(tl.where((offs_n2 < E_n2)[None, :], t97, 0.0), tl.where((offs_n2 < E_n2)[:, None], t101, 0.0), input_precision="ieee")
    else:
        t103 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, :], t97, 0.0), 2) * tl.expand_dims(tl.where((offs_n2 < E_n2)[:, None], t101, 0.0), 0), axis=1)
    t104 = (t103) * (t82)
    t105 = (t104) * (t82)
    t106 = (t105) * (32.00000000000001)
    t107 = tl.load(buf63_ptr + offs_c0[:, None] * buf63_s0 + offs_c1[None, :] * buf63_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t108 = t106 + t107
    tl.store(buf109_ptr + offs_c0[:, None] * buf109_s0 + offs_c1[None, :] * buf109_s1, t108, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :])


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
    buf17 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(8, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m9_ptr=m9, m9_s0=m9.stride(0), m9_s1=m9.stride(1), buf17_ptr=buf17, buf17_s0=buf17.stride(0), buf17_s1=buf17.stride(1), E_c0=8, E_c2=32, E_n2=64, DOT_14=(T['c0']) >= 16 and (T['c2']) >= 16 and (_pow2(64)) >= 16, F_n2=_pow2(64), T_c0=T['c0'], T_c2=T['c2'])
    m25 = inputs['w_gate']
    m24 = m25.narrow(0, 0, 1)
    m23 = m24.reshape([64, 32])
    m22 = m23.permute([1, 0])
    buf30 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(8, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m22_ptr=m22, m22_s0=m22.stride(0), m22_s1=m22.stride(1), buf30_ptr=buf30, buf30_s0=buf30.stride(0), buf30_s1=buf30.stride(1), E_c0=8, E_c2=32, E_n2=64, DOT_27=(T['c0']) >= 16 and (T['c2']) >= 16 and (_pow2(64)) >= 16, F_n2=_pow2(64), T_c0=T['c0'], T_c2=T['c2'])
    buf35 = torch.full([8, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(8, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), buf35_ptr=buf35, buf35_s0=buf35.stride(0), buf35_s1=buf35.stride(1), E_c0=8, E_n0=32, F_n0=_pow2(32), T_c0=T['c0'])
    buf41 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(8, T['c0']),)](buf30_ptr=buf30, buf30_s0=buf30.stride(0), buf30_s1=buf30.stride(1), buf35_ptr=buf35, buf35_s0=buf35.stride(0), buf35_s1=buf35.stride(1), buf41_ptr=buf41, buf41_s0=buf41.stride(0), buf41_s1=buf41.stride(1), E_c0=8, E_n2=64, F_n2=_pow2(64), T_c0=T['c0'])
    m49 = inputs['w_down']
    m48 = m49.narrow(0, 0, 1)
    m47 = m48.reshape([32, 64])
    m46 = m47.permute([1, 0])
    buf59 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(1,)](buf17_ptr=buf17, buf17_s0=buf17.stride(0), buf17_s1=buf17.stride(1), buf41_ptr=buf41, buf41_s0=buf41.stride(0), buf41_s1=buf41.stride(1), m46_ptr=m46, m46_s0=m46.stride(0), m46_s1=m46.stride(1), buf35_ptr=buf35, buf35_s0=buf35.stride(0), buf35_s1=buf35.stride(1), buf59_ptr=buf59, buf59_s0=buf59.stride(0), buf59_s1=buf59.stride(1), E_c3=64, E_n0=32, E_n1=8, DOT_51=(_pow2(8)) >= 16 and (T['c3']) >= 16 and (_pow2(32)) >= 16, F_n0=_pow2(32), F_n1=_pow2(8), T_c3=T['c3'])
    buf63 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_5[(_cdiv(8, T['c0']),)](buf59_ptr=buf59, buf59_s0=buf59.stride(0), buf59_s1=buf59.stride(1), m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), buf63_ptr=buf63, buf63_s0=buf63.stride(0), buf63_s1=buf63.stride(1), E_c0=8, E_n0=32, F_n0=_pow2(32), T_c0=T['c0'])
    m67 = m6.narrow(0, 1, 1)
    m66 = m67.reshape([32])
    m65 = m66.reshape([1, 32])
    m72 = m25.narrow(0, 1, 1)
    m71 = m72.reshape([64, 32])
    m70 = m71.permute([1, 0])
    m92 = m12.narrow(0, 1, 1)
    m91 = m92.reshape([64, 32])
    m90 = m91.permute([1, 0])
    m100 = m49.narrow(0, 1, 1)
    m99 = m100.reshape([32, 64])
    m98 = m99.permute([1, 0])
    buf109 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_6[(_cdiv(8, T['c0']) * _cdiv(32, T['c1']),)](buf63_ptr=buf63, buf63_s0=buf63.stride(0), buf63_s1=buf63.stride(1), m65_ptr=m65, m65_s0=m65.stride(0), m65_s1=m65.stride(1), m70_ptr=m70, m70_s0=m70.stride(0), m70_s1=m70.stride(1), m90_ptr=m90, m90_s0=m90.stride(0), m90_s1=m90.stride(1), m98_ptr=m98, m98_s0=m98.stride(0), m98_s1=m98.stride(1), buf109_ptr=buf109, buf109_s0=buf109.stride(0), buf109_s1=buf109.stride(1), E_c0=8, E_c1=32, E_c2=32, E_n2=64, DOT_102=(T['c0']) >= 16 and (_pow2(64)) >= 16 and (T['c1']) >= 16, DOT_74=(T['c0']) >= 16 and (T['c2']) >= 16 and (_pow2(64)) >= 16, DOT_94=(T['c0']) >= 16 and (T['c2']) >= 16 and (_pow2(64)) >= 16, F_n2=_pow2(64), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    return buf109


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
