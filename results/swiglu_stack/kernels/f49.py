"""swiglu_stack [small], candidate 49: 5 kernel(s)

Rendered by EqiForge from candidate 49 of swiglu_stack [small]: grid(x.0@0) loop(x.1[32]: sum) [1 mm] ; grid(x.0@0) loop(x.1[32]: sum) [1 mm] ; grid() loop(w_up.1[64]: sum) ; grid(x.0@0) | grid(x.0@0, x.1@1) loop(x.1[32]: pair(sum, sum)) loop(x.1[32]: sum) [3 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.0@0[8]
    c1: grid x.1@1[32]
    c2: loop x.1[32]
    c3: loop w_up.1[64]

Run it on its own: `python kernels/f49.py` checks it once against PyTorch on random inputs.
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
def kernel_0(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m9_ptr, m9_s0, m9_s1, buf23_ptr, buf23_s0, buf23_s1, E_c0, E_c2, E_n0, E_n2, DOT_14: tl.constexpr, F_n0: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # writes buf23: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n0 = tl.arange(0, F_n0)
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
    t17 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_n0[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t18 = (t17) * (t17)
    t19 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t18, 0.0), axis=1, keep_dims=True)
    t20 = t19 + 0.00032
    t21 = tl.rsqrt(t20)
    t22 = (acc16) * (t21)
    tl.store(buf23_ptr + offs_c0[:, None] * buf23_s0 + offs_n2[None, :] * buf23_s1, t22, mask=(offs_c0 < E_c0)[:, None] & (offs_n2 < E_n2)[None, :])


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m28_ptr, m28_s0, m28_s1, buf43_ptr, buf43_s0, buf43_s1, E_c0, E_c2, E_n0, E_n2, DOT_33: tl.constexpr, F_n0: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # writes buf43: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n0 = tl.arange(0, F_n0)
    acc35 = tl.full([T_c0, F_n2], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t25 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t26 = tl.load(m3_ptr + offs_c2[None, :] * m3_s1, mask=(offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t27 = (t25) * (t26)
        t32 = tl.load(m28_ptr + offs_c2[:, None] * m28_s0 + offs_n2[None, :] * m28_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
        if DOT_33:
            t34 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t27, 0.0), tl.where((offs_c2 < E_c2)[:, None], t32, 0.0), input_precision="ieee")
        else:
            t34 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t27, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t32, 0.0), 0), axis=1)
        acc35 = acc35 + t34
    t36 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_n0[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t37 = (t36) * (t36)
    t38 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t37, 0.0), axis=1, keep_dims=True)
    t39 = t38 + 0.00032
    t40 = tl.rsqrt(t39)
    t41 = (acc35) * (t40)
    t42 = (t41) * (5.656854249492381)
    tl.store(buf43_ptr + offs_c0[:, None] * buf43_s0 + offs_n2[None, :] * buf43_s1, t42, mask=(offs_c0 < E_c0)[:, None] & (offs_n2 < E_n2)[None, :])


@triton.jit
def kernel_2(buf23_ptr, buf23_s0, buf23_s1, buf43_ptr, buf43_s0, buf43_s1, m48_ptr, m48_s0, m48_s1, buf57_ptr, buf57_s0, buf57_s1, E_c3, E_n0, E_n1, DOT_53: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c3: tl.constexpr):
    # writes buf57: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    acc56 = tl.full([F_n1, F_n0], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t24 = tl.load(buf23_ptr + offs_n1[:, None] * buf23_s0 + offs_c3[None, :] * buf23_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c3 < E_c3)[None, :], other=0).to(tl.float32)
        t44 = tl.load(buf43_ptr + offs_n1[:, None] * buf43_s0 + offs_c3[None, :] * buf43_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c3 < E_c3)[None, :], other=0).to(tl.float32)
        t45 = 1.0 / (1.0 + tl.exp(-(t44)))
        t46 = (t45) * (t44)
        t47 = (t24) * (t46)
        t52 = tl.load(m48_ptr + offs_c3[:, None] * m48_s0 + offs_n0[None, :] * m48_s1, mask=(offs_c3 < E_c3)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
        if DOT_53:
            t54 = tl.dot(tl.where((offs_c3 < E_c3)[None, :], t47, 0.0), tl.where((offs_c3 < E_c3)[:, None], t52, 0.0), input_precision="ieee")
        else:
            t54 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, :], t47, 0.0), 2) * tl.expand_dims(tl.where((offs_c3 < E_c3)[:, None], t52, 0.0), 0), axis=1)
        t55 = (t54) * (5.656854249492381)
        acc56 = acc56 + t55
    tl.store(buf57_ptr + offs_n1[:, None] * buf57_s0 + offs_n0[None, :] * buf57_s1, acc56, mask=(offs_n1 < E_n1)[:, None] & (offs_n0 < E_n0)[None, :])


@triton.jit
def kernel_3(buf57_ptr, buf57_s0, buf57_s1, m1_ptr, m1_s0, m1_s1, buf61_ptr, buf61_s0, buf61_s1, E_c0, E_n0, F_n0: tl.constexpr, T_c0: tl.constexpr):
    # writes buf61: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t58 = tl.load(buf57_ptr + offs_c0[:, None] * buf57_s0 + offs_n0[None, :] * buf57_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t59 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_n0[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t60 = t58 + t59
    tl.store(buf61_ptr + offs_c0[:, None] * buf61_s0 + offs_n0[None, :] * buf61_s1, t60, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :])


@triton.jit
def kernel_4(buf61_ptr, buf61_s0, buf61_s1, m63_ptr, m63_s0, m63_s1, m68_ptr, m68_s0, m68_s1, m74_ptr, m74_s0, m74_s1, m93_ptr, m93_s0, m93_s1, buf103_ptr, buf103_s0, buf103_s1, E_c0, E_c1, E_c2, E_n2, DOT_72: tl.constexpr, DOT_78: tl.constexpr, DOT_97: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf103: Combine over grid x.0@0[8], grid x.1@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n2 = tl.arange(0, F_n2)
    acc80 = tl.full([T_c0, F_n2], 0.0, tl.float32)
    acc81 = tl.full([T_c0, F_n2], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t62 = tl.load(buf61_ptr + offs_c0[:, None] * buf61_s0 + offs_c2[None, :] * buf61_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t66 = tl.load(m63_ptr + offs_c2[None, :] * m63_s1, mask=(offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t67 = (t62) * (t66)
        t71 = tl.load(m68_ptr + offs_c2[:, None] * m68_s0 + offs_n2[None, :] * m68_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
        if DOT_72:
            t73 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t67, 0.0), tl.where((offs_c2 < E_c2)[:, None], t71, 0.0), input_precision="ieee")
        else:
            t73 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t67, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t71, 0.0), 0), axis=1)
        t77 = tl.load(m74_ptr + offs_c2[:, None] * m74_s0 + offs_n2[None, :] * m74_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
        if DOT_78:
            t79 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t67, 0.0), tl.where((offs_c2 < E_c2)[:, None], t77, 0.0), input_precision="ieee")
        else:
            t79 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t67, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t77, 0.0), 0), axis=1)
        acc80 = acc80 + t73
        acc81 = acc81 + t79
    acc85 = tl.full([T_c0, 1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t82 = tl.load(buf61_ptr + offs_c0[:, None] * buf61_s0 + offs_c2[None, :] * buf61_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t83 = (t82) * (t82)
        t84 = tl.sum(tl.where((offs_c2 < E_c2)[None, :], t83, 0.0), axis=1, keep_dims=True)
        acc85 = acc85 + t84
    t86 = acc85 + 0.00032
    t87 = tl.rsqrt(t86)
    t88 = (acc80) * (t87)
    t89 = (t88) * (5.656854249492381)
    t90 = 1.0 / (1.0 + tl.exp(-(t89)))
    t91 = (t88) * (t90)
    t92 = (t91) * (acc81)
    t96 = tl.load(m93_ptr + offs_n2[:, None] * m93_s0 + offs_c1[None, :] * m93_s1, mask=(offs_n2 < E_n2)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    if DOT_97:
        t98 = tl.dot(tl.where((offs_n2 < E_n2)[None, :], t92, 0.0), tl.where((offs_n2 < E_n2)[:, None], t96, 0.0), input_precision="ieee")
    else:
        t98 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, :], t92, 0.0), 2) * tl.expand_dims(tl.where((offs_n2 < E_n2)[:, None], t96, 0.0), 0), axis=1)
    t99 = (t98) * (t87)
    t100 = (t99) * (32.00000000000001)
    t101 = tl.load(buf61_ptr + offs_c0[:, None] * buf61_s0 + offs_c1[None, :] * buf61_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t102 = t100 + t101
    tl.store(buf103_ptr + offs_c0[:, None] * buf103_s0 + offs_c1[None, :] * buf103_s1, t102, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :])


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
    buf23 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(8, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m9_ptr=m9, m9_s0=m9.stride(0), m9_s1=m9.stride(1), buf23_ptr=buf23, buf23_s0=buf23.stride(0), buf23_s1=buf23.stride(1), E_c0=8, E_c2=32, E_n0=32, E_n2=64, DOT_14=(T['c0']) >= 16 and (T['c2']) >= 16 and (_pow2(64)) >= 16, F_n0=_pow2(32), F_n2=_pow2(64), T_c0=T['c0'], T_c2=T['c2'])
    m31 = inputs['w_gate']
    m30 = m31.narrow(0, 0, 1)
    m29 = m30.reshape([64, 32])
    m28 = m29.permute([1, 0])
    buf43 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(8, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m28_ptr=m28, m28_s0=m28.stride(0), m28_s1=m28.stride(1), buf43_ptr=buf43, buf43_s0=buf43.stride(0), buf43_s1=buf43.stride(1), E_c0=8, E_c2=32, E_n0=32, E_n2=64, DOT_33=(T['c0']) >= 16 and (T['c2']) >= 16 and (_pow2(64)) >= 16, F_n0=_pow2(32), F_n2=_pow2(64), T_c0=T['c0'], T_c2=T['c2'])
    m51 = inputs['w_down']
    m50 = m51.narrow(0, 0, 1)
    m49 = m50.reshape([32, 64])
    m48 = m49.permute([1, 0])
    buf57 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(1,)](buf23_ptr=buf23, buf23_s0=buf23.stride(0), buf23_s1=buf23.stride(1), buf43_ptr=buf43, buf43_s0=buf43.stride(0), buf43_s1=buf43.stride(1), m48_ptr=m48, m48_s0=m48.stride(0), m48_s1=m48.stride(1), buf57_ptr=buf57, buf57_s0=buf57.stride(0), buf57_s1=buf57.stride(1), E_c3=64, E_n0=32, E_n1=8, DOT_53=(_pow2(8)) >= 16 and (T['c3']) >= 16 and (_pow2(32)) >= 16, F_n0=_pow2(32), F_n1=_pow2(8), T_c3=T['c3'])
    buf61 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(8, T['c0']),)](buf57_ptr=buf57, buf57_s0=buf57.stride(0), buf57_s1=buf57.stride(1), m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), buf61_ptr=buf61, buf61_s0=buf61.stride(0), buf61_s1=buf61.stride(1), E_c0=8, E_n0=32, F_n0=_pow2(32), T_c0=T['c0'])
    m65 = m6.narrow(0, 1, 1)
    m64 = m65.reshape([32])
    m63 = m64.reshape([1, 32])
    m70 = m31.narrow(0, 1, 1)
    m69 = m70.reshape([64, 32])
    m68 = m69.permute([1, 0])
    m76 = m12.narrow(0, 1, 1)
    m75 = m76.reshape([64, 32])
    m74 = m75.permute([1, 0])
    m95 = m51.narrow(0, 1, 1)
    m94 = m95.reshape([32, 64])
    m93 = m94.permute([1, 0])
    buf103 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(_cdiv(8, T['c0']) * _cdiv(32, T['c1']),)](buf61_ptr=buf61, buf61_s0=buf61.stride(0), buf61_s1=buf61.stride(1), m63_ptr=m63, m63_s0=m63.stride(0), m63_s1=m63.stride(1), m68_ptr=m68, m68_s0=m68.stride(0), m68_s1=m68.stride(1), m74_ptr=m74, m74_s0=m74.stride(0), m74_s1=m74.stride(1), m93_ptr=m93, m93_s0=m93.stride(0), m93_s1=m93.stride(1), buf103_ptr=buf103, buf103_s0=buf103.stride(0), buf103_s1=buf103.stride(1), E_c0=8, E_c1=32, E_c2=32, E_n2=64, DOT_72=(T['c0']) >= 16 and (T['c2']) >= 16 and (_pow2(64)) >= 16, DOT_78=(T['c0']) >= 16 and (T['c2']) >= 16 and (_pow2(64)) >= 16, DOT_97=(T['c0']) >= 16 and (_pow2(64)) >= 16 and (T['c1']) >= 16, F_n2=_pow2(64), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    return buf103


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
