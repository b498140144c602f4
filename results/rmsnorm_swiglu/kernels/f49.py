"""rmsnorm_swiglu [small], candidate 49: 10 kernel(s)

Rendered by EqiForge from candidate 49 of rmsnorm_swiglu [small]: store(x.1[32]) ; grid(x.0@0) loop(x.1[32]: sum, stored) ; store(x.1[32]) ; grid(x.0@0) loop(x.1[32]: sum, stored) ; grid(x.0@0) ; grid(x.0@0) ; store(x.1[32]) ; grid(w_up.0@1) loop(x.1[32]: sum, stored) [1 mm] ; store(w_up.0[64]) ; grid() loop(w_up.0[64]: pair(sum, sum), stored)
Coordinates (tile sizes are the T arguments of launch()):
    c0: loop w_up.0[64]
    c1: grid x.0@0[8]
    c2: loop x.1[32]
    c3: grid w_up.0@1[64]

Run it on its own: `python kernels/f49.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/rmsnorm_swiglu.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 32, "c1": 4, "c2": 16, "c3": 32}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m7_ptr, m7_s0, m7_s1, states12_ptr, states12_s0, states12_s1, states12_s2, states12_s3, E_c1, E_c2, E_n1, DOT_10: tl.constexpr, F_n1: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # stores states12: Collect over loop x.1[32]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    t2 = tl.load(m1_ptr + offs_c1[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
    t5 = tl.load(m3_ptr + offs_c2[None, :] * m3_s1, mask=(offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
    t6 = (t2) * (t5)
    t9 = tl.load(m7_ptr + offs_c2[:, None] * m7_s0 + offs_n1[None, :] * m7_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_10:
        t11 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t6, 0.0), tl.where((offs_c2 < E_c2)[:, None], t9, 0.0), input_precision="ieee")
    else:
        t11 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t6, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t9, 0.0), 0), axis=1)
    tl.store(states12_ptr + i_c1 * states12_s0 + i_c2 * states12_s1 + tl.arange(0, T_c1)[:, None] * states12_s2 + tl.arange(0, F_n1)[None, :] * states12_s3 + tl.zeros([T_c1, F_n1], tl.int32), t11)


@triton.jit
def kernel_1(states12_ptr, states12_s0, states12_s1, states12_s2, states12_s3, buf15_ptr, buf15_s0, buf15_s1, E_c1, E_c2, E_n1, F_n1: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf15: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    acc14 = tl.full([T_c1, F_n1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t13 = tl.load(states12_ptr + i_c1 * states12_s0 + i_c2 * states12_s1 + tl.arange(0, T_c1)[:, None] * states12_s2 + tl.arange(0, F_n1)[None, :] * states12_s3 + tl.zeros([T_c1, F_n1], tl.int32))
        acc14 = acc14 + t13
    tl.store(buf15_ptr + offs_c1[:, None] * buf15_s0 + offs_n1[None, :] * buf15_s1, acc14, mask=(offs_c1 < E_c1)[:, None] & (offs_n1 < E_n1)[None, :])


@triton.jit
def kernel_2(m1_ptr, m1_s0, m1_s1, states20_ptr, states20_s0, states20_s1, states20_s2, states20_s3, E_c1, E_c2, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # stores states20: Collect over loop x.1[32]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    t17 = tl.load(m1_ptr + offs_c1[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
    t18 = (t17) * (t17)
    t19 = tl.sum(tl.where((offs_c2 < E_c2)[None, :], t18, 0.0), axis=1, keep_dims=True)
    tl.store(states20_ptr + i_c1 * states20_s0 + i_c2 * states20_s1 + tl.arange(0, T_c1)[:, None] * states20_s2 + tl.zeros([T_c1, 1], tl.int32), t19)


@triton.jit
def kernel_3(states20_ptr, states20_s0, states20_s1, states20_s2, states20_s3, buf23_ptr, buf23_s0, buf23_s1, E_c1, E_c2, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf23: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    acc22 = tl.full([T_c1, 1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t21 = tl.load(states20_ptr + i_c1 * states20_s0 + i_c2 * states20_s1 + tl.arange(0, T_c1)[:, None] * states20_s2 + tl.zeros([T_c1, 1], tl.int32))
        acc22 = acc22 + t21
    tl.store(buf23_ptr + offs_c1[:, None] * buf23_s0, acc22, mask=(offs_c1 < E_c1)[:, None])


@triton.jit
def kernel_4(buf15_ptr, buf15_s0, buf15_s1, buf23_ptr, buf23_s0, buf23_s1, buf28_ptr, buf28_s0, buf28_s1, E_c1, E_n1, F_n1: tl.constexpr, T_c1: tl.constexpr):
    # writes buf28: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    t16 = tl.load(buf15_ptr + offs_c1[:, None] * buf15_s0 + offs_n1[None, :] * buf15_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t24 = tl.load(buf23_ptr + offs_c1[:, None] * buf23_s0, mask=(offs_c1 < E_c1)[:, None], other=0).to(tl.float32)
    t25 = t24 + 0.00032
    t26 = tl.rsqrt(t25)
    t27 = (t16) * (t26)
    tl.store(buf28_ptr + offs_c1[:, None] * buf28_s0 + offs_n1[None, :] * buf28_s1, t27, mask=(offs_c1 < E_c1)[:, None] & (offs_n1 < E_n1)[None, :])


@triton.jit
def kernel_5(buf28_ptr, buf28_s0, buf28_s1, buf31_ptr, buf31_s0, buf31_s1, E_c1, E_n1, F_n1: tl.constexpr, T_c1: tl.constexpr):
    # writes buf31: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    t29 = tl.load(buf28_ptr + offs_c1[:, None] * buf28_s0 + offs_n1[None, :] * buf28_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t30 = (t29) * (5.656854249492381)
    tl.store(buf31_ptr + offs_c1[:, None] * buf31_s0 + offs_n1[None, :] * buf31_s1, t30, mask=(offs_c1 < E_c1)[:, None] & (offs_n1 < E_n1)[None, :])


@triton.jit
def kernel_6(m1_ptr, m1_s0, m1_s1, states44_ptr, states44_s0, states44_s1, states44_s2, E_c2, E_n0, F_n0: tl.constexpr, T_c2: tl.constexpr):
    # stores states44: Collect over loop x.1[32]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t41 = tl.load(m1_ptr + offs_n0[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
    t42 = (t41) * (t41)
    t43 = tl.sum(tl.where((offs_c2 < E_c2)[None, :], t42, 0.0), axis=1, keep_dims=True)
    tl.store(states44_ptr + i_c2 * states44_s0 + tl.arange(0, F_n0)[:, None] * states44_s1 + tl.zeros([F_n0, 1], tl.int32), t43)


@triton.jit
def kernel_7(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m36_ptr, m36_s0, m36_s1, states44_ptr, states44_s0, states44_s1, states44_s2, buf50_ptr, buf50_s0, buf50_s1, E_c2, E_c3, E_n0, E_n2, DOT_39: tl.constexpr, F_n0: tl.constexpr, F_n2: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # writes buf50: Combine over grid w_up.0@1[64]
    pid = tl.program_id(0)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n2 = tl.arange(0, F_n2)
    t33 = tl.load(m1_ptr + offs_n0[:, None] * m1_s0 + offs_n2[None, :] * m1_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    t34 = tl.load(m3_ptr + offs_n2[None, :] * m3_s1, mask=(offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    t35 = (t33) * (t34)
    t38 = tl.load(m36_ptr + offs_n2[:, None] * m36_s0 + offs_c3[None, :] * m36_s1, mask=(offs_n2 < E_n2)[:, None] & (offs_c3 < E_c3)[None, :], other=0).to(tl.float32)
    if DOT_39:
        t40 = tl.dot(tl.where((offs_n2 < E_n2)[None, :], t35, 0.0), tl.where((offs_n2 < E_n2)[:, None], t38, 0.0), input_precision="ieee")
    else:
        t40 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, :], t35, 0.0), 2) * tl.expand_dims(tl.where((offs_n2 < E_n2)[:, None], t38, 0.0), 0), axis=1)
    acc46 = tl.full([F_n0, 1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t45 = tl.load(states44_ptr + i_c2 * states44_s0 + tl.arange(0, F_n0)[:, None] * states44_s1 + tl.zeros([F_n0, 1], tl.int32))
        acc46 = acc46 + t45
    t47 = acc46 + 0.00032
    t48 = tl.rsqrt(t47)
    t49 = (t40) * (t48)
    tl.store(buf50_ptr + offs_n0[:, None] * buf50_s0 + offs_c3[None, :] * buf50_s1, t49, mask=(offs_n0 < E_n0)[:, None] & (offs_c3 < E_c3)[None, :])


@triton.jit
def kernel_8(buf31_ptr, buf31_s0, buf31_s1, buf50_ptr, buf50_s0, buf50_s1, m56_ptr, m56_s0, m56_s1, buf28_ptr, buf28_s0, buf28_s1, states66_ptr, states66_s0, states66_s1, states66_s2, states67_ptr, states67_s0, states67_s1, states67_s2, E_c0, E_n0, E_n2, DOT_59: tl.constexpr, DOT_64: tl.constexpr, F_n0: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr):
    # stores states66, states67: Collect over loop w_up.0[64]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n2 = tl.arange(0, F_n2)
    t32 = tl.load(buf31_ptr + offs_n0[:, None] * buf31_s0 + offs_c0[None, :] * buf31_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c0 < E_c0)[None, :], other=0).to(tl.float32)
    t51 = tl.load(buf50_ptr + offs_n0[:, None] * buf50_s0 + offs_c0[None, :] * buf50_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c0 < E_c0)[None, :], other=0).to(tl.float32)
    t52 = (t51) * (5.656854249492381)
    t53 = 1.0 / (1.0 + tl.exp(-(t52)))
    t54 = (t53) * (t52)
    t55 = (t32) * (t54)
    t58 = tl.load(m56_ptr + offs_c0[:, None] * m56_s0 + offs_n2[None, :] * m56_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    if DOT_59:
        t60 = tl.dot(tl.where((offs_c0 < E_c0)[None, :], t55, 0.0), tl.where((offs_c0 < E_c0)[:, None], t58, 0.0), input_precision="ieee")
    else:
        t60 = tl.sum(tl.expand_dims(tl.where((offs_c0 < E_c0)[None, :], t55, 0.0), 2) * tl.expand_dims(tl.where((offs_c0 < E_c0)[:, None], t58, 0.0), 0), axis=1)
    t61 = (t51) * (t53)
    t62 = tl.load(buf28_ptr + offs_n0[:, None] * buf28_s0 + offs_c0[None, :] * buf28_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c0 < E_c0)[None, :], other=0).to(tl.float32)
    t63 = (t61) * (t62)
    if DOT_64:
        t65 = tl.dot(tl.where((offs_c0 < E_c0)[None, :], t63, 0.0), tl.where((offs_c0 < E_c0)[:, None], t58, 0.0), input_precision="ieee")
    else:
        t65 = tl.sum(tl.expand_dims(tl.where((offs_c0 < E_c0)[None, :], t63, 0.0), 2) * tl.expand_dims(tl.where((offs_c0 < E_c0)[:, None], t58, 0.0), 0), axis=1)
    tl.store(states66_ptr + i_c0 * states66_s0 + tl.arange(0, F_n0)[:, None] * states66_s1 + tl.arange(0, F_n2)[None, :] * states66_s2 + tl.zeros([F_n0, F_n2], tl.int32), t60)
    tl.store(states67_ptr + i_c0 * states67_s0 + tl.arange(0, F_n0)[:, None] * states67_s1 + tl.arange(0, F_n2)[None, :] * states67_s2 + tl.zeros([F_n0, F_n2], tl.int32), t65)


@triton.jit
def kernel_9(states66_ptr, states66_s0, states66_s1, states66_s2, states67_ptr, states67_s0, states67_s1, states67_s2, buf72_ptr, buf72_s0, buf72_s1, buf73_ptr, buf73_s0, buf73_s1, E_c0, E_n0, E_n2, F_n0: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr):
    # writes buf72, buf73: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n2 = tl.arange(0, F_n2)
    acc70 = tl.full([F_n0, F_n2], 0.0, tl.float32)
    acc71 = tl.full([F_n0, F_n2], 0.0, tl.float32)
    for i_c0 in range(0, tl.cdiv(E_c0, T_c0)):
        offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)

        t68 = tl.load(states66_ptr + i_c0 * states66_s0 + tl.arange(0, F_n0)[:, None] * states66_s1 + tl.arange(0, F_n2)[None, :] * states66_s2 + tl.zeros([F_n0, F_n2], tl.int32))
        t69 = tl.load(states67_ptr + i_c0 * states67_s0 + tl.arange(0, F_n0)[:, None] * states67_s1 + tl.arange(0, F_n2)[None, :] * states67_s2 + tl.zeros([F_n0, F_n2], tl.int32))
        acc70 = acc70 + t68
        acc71 = acc71 + t69
    tl.store(buf72_ptr + offs_n0[:, None] * buf72_s0 + offs_n2[None, :] * buf72_s1, acc70, mask=(offs_n0 < E_n0)[:, None] & (offs_n2 < E_n2)[None, :])
    tl.store(buf73_ptr + offs_n0[:, None] * buf73_s0 + offs_n2[None, :] * buf73_s1, acc71, mask=(offs_n0 < E_n0)[:, None] & (offs_n2 < E_n2)[None, :])


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
    m4 = inputs['w_norm']
    m3 = m4.reshape([1, 32])
    m8 = inputs['w_up']
    m7 = m8.permute([1, 0])
    states12 = torch.full([_cdiv(8, T['c1']), _cdiv(32, T['c2']), T['c1'], _pow2(64)], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(8, T['c1']) * _cdiv(32, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), states12_ptr=states12, states12_s0=states12.stride(0), states12_s1=states12.stride(1), states12_s2=states12.stride(2), states12_s3=states12.stride(3), E_c1=8, E_c2=32, E_n1=64, DOT_10=(T['c1']) >= 16 and (T['c2']) >= 16 and (_pow2(64)) >= 16, F_n1=_pow2(64), T_c1=T['c1'], T_c2=T['c2'])
    buf15 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(8, T['c1']),)](states12_ptr=states12, states12_s0=states12.stride(0), states12_s1=states12.stride(1), states12_s2=states12.stride(2), states12_s3=states12.stride(3), buf15_ptr=buf15, buf15_s0=buf15.stride(0), buf15_s1=buf15.stride(1), E_c1=8, E_c2=32, E_n1=64, F_n1=_pow2(64), T_c1=T['c1'], T_c2=T['c2'])
    states20 = torch.full([_cdiv(8, T['c1']), _cdiv(32, T['c2']), T['c1'], 1], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(8, T['c1']) * _cdiv(32, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), states20_ptr=states20, states20_s0=states20.stride(0), states20_s1=states20.stride(1), states20_s2=states20.stride(2), states20_s3=states20.stride(3), E_c1=8, E_c2=32, T_c1=T['c1'], T_c2=T['c2'])
    buf23 = torch.full([8, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(8, T['c1']),)](states20_ptr=states20, states20_s0=states20.stride(0), states20_s1=states20.stride(1), states20_s2=states20.stride(2), states20_s3=states20.stride(3), buf23_ptr=buf23, buf23_s0=buf23.stride(0), buf23_s1=buf23.stride(1), E_c1=8, E_c2=32, T_c1=T['c1'], T_c2=T['c2'])
    buf28 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(_cdiv(8, T['c1']),)](buf15_ptr=buf15, buf15_s0=buf15.stride(0), buf15_s1=buf15.stride(1), buf23_ptr=buf23, buf23_s0=buf23.stride(0), buf23_s1=buf23.stride(1), buf28_ptr=buf28, buf28_s0=buf28.stride(0), buf28_s1=buf28.stride(1), E_c1=8, E_n1=64, F_n1=_pow2(64), T_c1=T['c1'])
    buf31 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_5[(_cdiv(8, T['c1']),)](buf28_ptr=buf28, buf28_s0=buf28.stride(0), buf28_s1=buf28.stride(1), buf31_ptr=buf31, buf31_s0=buf31.stride(0), buf31_s1=buf31.stride(1), E_c1=8, E_n1=64, F_n1=_pow2(64), T_c1=T['c1'])
    m37 = inputs['w_gate']
    m36 = m37.permute([1, 0])
    states44 = torch.full([_cdiv(32, T['c2']), _pow2(8), 1], float("nan"), dtype=torch.float32, device=device)
    kernel_6[(_cdiv(32, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), states44_ptr=states44, states44_s0=states44.stride(0), states44_s1=states44.stride(1), states44_s2=states44.stride(2), E_c2=32, E_n0=8, F_n0=_pow2(8), T_c2=T['c2'])
    buf50 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_7[(_cdiv(64, T['c3']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m36_ptr=m36, m36_s0=m36.stride(0), m36_s1=m36.stride(1), states44_ptr=states44, states44_s0=states44.stride(0), states44_s1=states44.stride(1), states44_s2=states44.stride(2), buf50_ptr=buf50, buf50_s0=buf50.stride(0), buf50_s1=buf50.stride(1), E_c2=32, E_c3=64, E_n0=8, E_n2=32, DOT_39=(_pow2(8)) >= 16 and (_pow2(32)) >= 16 and (T['c3']) >= 16, F_n0=_pow2(8), F_n2=_pow2(32), T_c2=T['c2'], T_c3=T['c3'])
    m57 = inputs['w_down']
    m56 = m57.permute([1, 0])
    states66 = torch.full([_cdiv(64, T['c0']), _pow2(8), _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    states67 = torch.full([_cdiv(64, T['c0']), _pow2(8), _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    kernel_8[(_cdiv(64, T['c0']),)](buf31_ptr=buf31, buf31_s0=buf31.stride(0), buf31_s1=buf31.stride(1), buf50_ptr=buf50, buf50_s0=buf50.stride(0), buf50_s1=buf50.stride(1), m56_ptr=m56, m56_s0=m56.stride(0), m56_s1=m56.stride(1), buf28_ptr=buf28, buf28_s0=buf28.stride(0), buf28_s1=buf28.stride(1), states66_ptr=states66, states66_s0=states66.stride(0), states66_s1=states66.stride(1), states66_s2=states66.stride(2), states67_ptr=states67, states67_s0=states67.stride(0), states67_s1=states67.stride(1), states67_s2=states67.stride(2), E_c0=64, E_n0=8, E_n2=32, DOT_59=(_pow2(8)) >= 16 and (T['c0']) >= 16 and (_pow2(32)) >= 16, DOT_64=(_pow2(8)) >= 16 and (T['c0']) >= 16 and (_pow2(32)) >= 16, F_n0=_pow2(8), F_n2=_pow2(32), T_c0=T['c0'])
    buf72 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    buf73 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_9[(1,)](states66_ptr=states66, states66_s0=states66.stride(0), states66_s1=states66.stride(1), states66_s2=states66.stride(2), states67_ptr=states67, states67_s0=states67.stride(0), states67_s1=states67.stride(1), states67_s2=states67.stride(2), buf72_ptr=buf72, buf72_s0=buf72.stride(0), buf72_s1=buf72.stride(1), buf73_ptr=buf73, buf73_s0=buf73.stride(0), buf73_s1=buf73.stride(1), E_c0=64, E_n0=8, E_n2=32, F_n0=_pow2(8), F_n2=_pow2(32), T_c0=T['c0'])
    return buf72


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
