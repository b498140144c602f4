"""rmsnorm_swiglu [small], candidate 39: 8 kernel(s)

Rendered by EqiForge from candidate 39 of rmsnorm_swiglu [small]: store(x.1[32]) ; grid(x.0@0) loop(x.1[32]: sum, stored) [1 mm] ; grid(x.0@0) ; store(x.1[32]) ; grid(x.0@0) loop(x.1[32]: sum, stored) [1 mm] ; grid(x.0@0) ; grid(x.0@0) ; grid() loop(w_up.0[64]: pair(sum, sum)) {loop(x.1[32]: sum, stored)}
Coordinates (tile sizes are the T arguments of launch()):
    c0: loop w_up.0[64]
    c1: grid x.0@0[8]
    c2: loop x.1[32]

Run it on its own: `python kernels/f39.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/rmsnorm_swiglu.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 32, "c1": 4, "c2": 16}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, states10_ptr, states10_s0, states10_s1, states10_s2, states10_s3, E_c1, E_c2, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # stores states10: Collect over loop x.1[32]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    t7 = tl.load(m1_ptr + offs_c1[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
    t8 = (t7) * (t7)
    t9 = tl.sum(tl.where((offs_c2 < E_c2)[None, :], t8, 0.0), axis=1, keep_dims=True)
    tl.store(states10_ptr + i_c1 * states10_s0 + i_c2 * states10_s1 + tl.arange(0, T_c1)[:, None] * states10_s2 + tl.zeros([T_c1, 1], tl.int32), t9)


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, states10_ptr, states10_s0, states10_s1, states10_s2, states10_s3, m16_ptr, m16_s0, m16_s1, buf21_ptr, buf21_s0, buf21_s1, E_c1, E_c2, E_n1, E_n2, DOT_19: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf21: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n1 = tl.arange(0, F_n1)
    t2 = tl.load(m1_ptr + offs_c1[:, None] * m1_s0 + offs_n2[None, :] * m1_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    t5 = tl.load(m3_ptr + offs_n2[None, :] * m3_s1, mask=(offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    t6 = (t2) * (t5)
    acc12 = tl.full([T_c1, 1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t11 = tl.load(states10_ptr + i_c1 * states10_s0 + i_c2 * states10_s1 + tl.arange(0, T_c1)[:, None] * states10_s2 + tl.zeros([T_c1, 1], tl.int32))
        acc12 = acc12 + t11
    t13 = acc12 + 0.00032
    t14 = tl.rsqrt(t13)
    t15 = (t6) * (t14)
    t18 = tl.load(m16_ptr + offs_n2[:, None] * m16_s0 + offs_n1[None, :] * m16_s1, mask=(offs_n2 < E_n2)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_19:
        t20 = tl.dot(tl.where((offs_n2 < E_n2)[None, :], t15, 0.0), tl.where((offs_n2 < E_n2)[:, None], t18, 0.0), input_precision="ieee")
    else:
        t20 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, :], t15, 0.0), 2) * tl.expand_dims(tl.where((offs_n2 < E_n2)[:, None], t18, 0.0), 0), axis=1)
    tl.store(buf21_ptr + offs_c1[:, None] * buf21_s0 + offs_n1[None, :] * buf21_s1, t20, mask=(offs_c1 < E_c1)[:, None] & (offs_n1 < E_n1)[None, :])


@triton.jit
def kernel_2(buf21_ptr, buf21_s0, buf21_s1, buf24_ptr, buf24_s0, buf24_s1, E_c1, E_n1, F_n1: tl.constexpr, T_c1: tl.constexpr):
    # writes buf24: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    t22 = tl.load(buf21_ptr + offs_c1[:, None] * buf21_s0 + offs_n1[None, :] * buf21_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t23 = (t22) * (5.656854249492381)
    tl.store(buf24_ptr + offs_c1[:, None] * buf24_s0 + offs_n1[None, :] * buf24_s1, t23, mask=(offs_c1 < E_c1)[:, None] & (offs_n1 < E_n1)[None, :])


@triton.jit
def kernel_3(m1_ptr, m1_s0, m1_s1, states32_ptr, states32_s0, states32_s1, states32_s2, E_c2, E_n0, F_n0: tl.constexpr, T_c2: tl.constexpr):
    # stores states32: Collect over loop x.1[32]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t29 = tl.load(m1_ptr + offs_n0[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
    t30 = (t29) * (t29)
    t31 = tl.sum(tl.where((offs_c2 < E_c2)[None, :], t30, 0.0), axis=1, keep_dims=True)
    tl.store(states32_ptr + i_c2 * states32_s0 + tl.arange(0, F_n0)[:, None] * states32_s1 + tl.zeros([F_n0, 1], tl.int32), t31)


@triton.jit
def kernel_4(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, states10_ptr, states10_s0, states10_s1, states10_s2, states10_s3, m38_ptr, m38_s0, m38_s1, buf63_ptr, buf63_s0, buf63_s1, E_c1, E_c2, E_n1, E_n2, DOT_61: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf63: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n1 = tl.arange(0, F_n1)
    t52 = tl.load(m1_ptr + offs_c1[:, None] * m1_s0 + offs_n2[None, :] * m1_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    t53 = tl.load(m3_ptr + offs_n2[None, :] * m3_s1, mask=(offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    t54 = (t52) * (t53)
    acc56 = tl.full([T_c1, 1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t55 = tl.load(states10_ptr + i_c1 * states10_s0 + i_c2 * states10_s1 + tl.arange(0, T_c1)[:, None] * states10_s2 + tl.zeros([T_c1, 1], tl.int32))
        acc56 = acc56 + t55
    t57 = acc56 + 0.00032
    t58 = tl.rsqrt(t57)
    t59 = (t54) * (t58)
    t60 = tl.load(m38_ptr + offs_n2[:, None] * m38_s0 + offs_n1[None, :] * m38_s1, mask=(offs_n2 < E_n2)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_61:
        t62 = tl.dot(tl.where((offs_n2 < E_n2)[None, :], t59, 0.0), tl.where((offs_n2 < E_n2)[:, None], t60, 0.0), input_precision="ieee")
    else:
        t62 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, :], t59, 0.0), 2) * tl.expand_dims(tl.where((offs_n2 < E_n2)[:, None], t60, 0.0), 0), axis=1)
    tl.store(buf63_ptr + offs_c1[:, None] * buf63_s0 + offs_n1[None, :] * buf63_s1, t62, mask=(offs_c1 < E_c1)[:, None] & (offs_n1 < E_n1)[None, :])


@triton.jit
def kernel_5(buf63_ptr, buf63_s0, buf63_s1, buf66_ptr, buf66_s0, buf66_s1, E_c1, E_n1, F_n1: tl.constexpr, T_c1: tl.constexpr):
    # writes buf66: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    t64 = tl.load(buf63_ptr + offs_c1[:, None] * buf63_s0 + offs_n1[None, :] * buf63_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t65 = (t64) * (5.656854249492381)
    tl.store(buf66_ptr + offs_c1[:, None] * buf66_s0 + offs_n1[None, :] * buf66_s1, t65, mask=(offs_c1 < E_c1)[:, None] & (offs_n1 < E_n1)[None, :])


@triton.jit
def kernel_6(buf66_ptr, buf66_s0, buf66_s1, buf69_ptr, buf69_s0, buf69_s1, E_c1, E_n1, F_n1: tl.constexpr, T_c1: tl.constexpr):
    # writes buf69: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    t67 = tl.load(buf66_ptr + offs_c1[:, None] * buf66_s0 + offs_n1[None, :] * buf66_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t68 = (t67) * (0.5)
    tl.store(buf69_ptr + offs_c1[:, None] * buf69_s0 + offs_n1[None, :] * buf69_s1, t68, mask=(offs_c1 < E_c1)[:, None] & (offs_n1 < E_n1)[None, :])


@triton.jit
def kernel_7(buf24_ptr, buf24_s0, buf24_s1, m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, states32_ptr, states32_s0, states32_s1, states32_s2, m38_ptr, m38_s0, m38_s1, m47_ptr, m47_s0, m47_s1, buf69_ptr, buf69_s0, buf69_s1, buf79_ptr, buf79_s0, buf79_s1, buf80_ptr, buf80_s0, buf80_s1, E_c0, E_c2, E_n0, E_n2, DOT_41: tl.constexpr, DOT_50: tl.constexpr, DOT_75: tl.constexpr, F_n0: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # writes buf79, buf80: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n2 = tl.arange(0, F_n2)
    t26 = tl.load(m1_ptr + offs_n0[:, None] * m1_s0 + offs_n2[None, :] * m1_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    t27 = tl.load(m3_ptr + offs_n2[None, :] * m3_s1, mask=(offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    t28 = (t26) * (t27)
    acc34 = tl.full([F_n0, 1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t33 = tl.load(states32_ptr + i_c2 * states32_s0 + tl.arange(0, F_n0)[:, None] * states32_s1 + tl.zeros([F_n0, 1], tl.int32))
        acc34 = acc34 + t33
    t35 = acc34 + 0.00032
    t36 = tl.rsqrt(t35)
    t37 = (t28) * (t36)
    acc77 = tl.full([F_n0, F_n2], 0.0, tl.float32)
    acc78 = tl.full([F_n0, F_n2], 0.0, tl.float32)
    for i_c0 in range(0, tl.cdiv(E_c0, T_c0)):
        offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)

        t25 = tl.load(buf24_ptr + offs_n0[:, None] * buf24_s0 + offs_c0[None, :] * buf24_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c0 < E_c0)[None, :], other=0).to(tl.float32)
        t40 = tl.load(m38_ptr + offs_n2[:, None] * m38_s0 + offs_c0[None, :] * m38_s1, mask=(offs_n2 < E_n2)[:, None] & (offs_c0 < E_c0)[None, :], other=0).to(tl.float32)
        if DOT_41:
            t42 = tl.dot(tl.where((offs_n2 < E_n2)[None, :], t37, 0.0), tl.where((offs_n2 < E_n2)[:, None], t40, 0.0), input_precision="ieee")
        else:
            t42 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, :], t37, 0.0), 2) * tl.expand_dims(tl.where((offs_n2 < E_n2)[:, None], t40, 0.0), 0), axis=1)
        t43 = (t42) * (5.656854249492381)
        t44 = 1.0 / (1.0 + tl.exp(-(t43)))
        t45 = (t44) * (t43)
        t46 = (t25) * (t45)
        t49 = tl.load(m47_ptr + offs_c0[:, None] * m47_s0 + offs_n2[None, :] * m47_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
        if DOT_50:
            t51 = tl.dot(tl.where((offs_c0 < E_c0)[None, :], t46, 0.0), tl.where((offs_c0 < E_c0)[:, None], t49, 0.0), input_precision="ieee")
        else:
            t51 = tl.sum(tl.expand_dims(tl.where((offs_c0 < E_c0)[None, :], t46, 0.0), 2) * tl.expand_dims(tl.where((offs_c0 < E_c0)[:, None], t49, 0.0), 0), axis=1)
        t70 = tl.load(buf69_ptr + offs_n0[:, None] * buf69_s0 + offs_c0[None, :] * buf69_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c0 < E_c0)[None, :], other=0).to(tl.float32)
        t71 = 2.0 / (1.0 + tl.exp(-2.0 * (t70))) - 1.0
        t72 = t71 + 1.0
        t73 = (t42) * (t72)
        t74 = (t73) * (t25)
        if DOT_75:
            t76 = tl.dot(tl.where((offs_c0 < E_c0)[None, :], t74, 0.0), tl.where((offs_c0 < E_c0)[:, None], t49, 0.0), input_precision="ieee")
        else:
            t76 = tl.sum(tl.expand_dims(tl.where((offs_c0 < E_c0)[None, :], t74, 0.0), 2) * tl.expand_dims(tl.where((offs_c0 < E_c0)[:, None], t49, 0.0), 0), axis=1)
        acc77 = acc77 + t51
        acc78 = acc78 + t76
    tl.store(buf79_ptr + offs_n0[:, None] * buf79_s0 + offs_n2[None, :] * buf79_s1, acc77, mask=(offs_n0 < E_n0)[:, None] & (offs_n2 < E_n2)[None, :])
    tl.store(buf80_ptr + offs_n0[:, None] * buf80_s0 + offs_n2[None, :] * buf80_s1, acc78, mask=(offs_n0 < E_n0)[:, None] & (offs_n2 < E_n2)[None, :])


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
    states10 = torch.full([_cdiv(8, T['c1']), _cdiv(32, T['c2']), T['c1'], 1], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(8, T['c1']) * _cdiv(32, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), states10_ptr=states10, states10_s0=states10.stride(0), states10_s1=states10.stride(1), states10_s2=states10.stride(2), states10_s3=states10.stride(3), E_c1=8, E_c2=32, T_c1=T['c1'], T_c2=T['c2'])
    m17 = inputs['w_up']
    m16 = m17.permute([1, 0])
    buf21 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(8, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), states10_ptr=states10, states10_s0=states10.stride(0), states10_s1=states10.stride(1), states10_s2=states10.stride(2), states10_s3=states10.stride(3), m16_ptr=m16, m16_s0=m16.stride(0), m16_s1=m16.stride(1), buf21_ptr=buf21, buf21_s0=buf21.stride(0), buf21_s1=buf21.stride(1), E_c1=8, E_c2=32, E_n1=64, E_n2=32, DOT_19=(T['c1']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, F_n1=_pow2(64), F_n2=_pow2(32), T_c1=T['c1'], T_c2=T['c2'])
    buf24 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(8, T['c1']),)](buf21_ptr=buf21, buf21_s0=buf21.stride(0), buf21_s1=buf21.stride(1), buf24_ptr=buf24, buf24_s0=buf24.stride(0), buf24_s1=buf24.stride(1), E_c1=8, E_n1=64, F_n1=_pow2(64), T_c1=T['c1'])
    states32 = torch.full([_cdiv(32, T['c2']), _pow2(8), 1], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(32, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), states32_ptr=states32, states32_s0=states32.stride(0), states32_s1=states32.stride(1), states32_s2=states32.stride(2), E_c2=32, E_n0=8, F_n0=_pow2(8), T_c2=T['c2'])
    m39 = inputs['w_gate']
    m38 = m39.permute([1, 0])
    m48 = inputs['w_down']
    m47 = m48.permute([1, 0])
    buf63 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(_cdiv(8, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), states10_ptr=states10, states10_s0=states10.stride(0), states10_s1=states10.stride(1), states10_s2=states10.stride(2), states10_s3=states10.stride(3), m38_ptr=m38, m38_s0=m38.stride(0), m38_s1=m38.stride(1), buf63_ptr=buf63, buf63_s0=buf63.stride(0), buf63_s1=buf63.stride(1), E_c1=8, E_c2=32, E_n1=64, E_n2=32, DOT_61=(T['c1']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, F_n1=_pow2(64), F_n2=_pow2(32), T_c1=T['c1'], T_c2=T['c2'])
    buf66 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_5[(_cdiv(8, T['c1']),)](buf63_ptr=buf63, buf63_s0=buf63.stride(0), buf63_s1=buf63.stride(1), buf66_ptr=buf66, buf66_s0=buf66.stride(0), buf66_s1=buf66.stride(1), E_c1=8, E_n1=64, F_n1=_pow2(64), T_c1=T['c1'])
    buf69 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_6[(_cdiv(8, T['c1']),)](buf66_ptr=buf66, buf66_s0=buf66.stride(0), buf66_s1=buf66.stride(1), buf69_ptr=buf69, buf69_s0=buf69.stride(0), buf69_s1=buf69.stride(1), E_c1=8, E_n1=64, F_n1=_pow2(64), T_c1=T['c1'])
    buf79 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    buf80 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_7[(1,)](buf24_ptr=buf24, buf24_s0=buf24.stride(0), buf24_s1=buf24.stride(1), m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), states32_ptr=states32, states32_s0=states32.stride(0), states32_s1=states32.stride(1), states32_s2=states32.stride(2), m38_ptr=m38, m38_s0=m38.stride(0), m38_s1=m38.stride(1), m47_ptr=m47, m47_s0=m47.stride(0), m47_s1=m47.stride(1), buf69_ptr=buf69, buf69_s0=buf69.stride(0), buf69_s1=buf69.stride(1), buf79_ptr=buf79, buf79_s0=buf79.stride(0), buf79_s1=buf79.stride(1), buf80_ptr=buf80, buf80_s0=buf80.stride(0), buf80_s1=buf80.stride(1), E_c0=64, E_c2=32, E_n0=8, E_n2=32, DOT_41=(_pow2(8)) >= 16 and (_pow2(32)) >= 16 and (T['c0']) >= 16, DOT_50=(_pow2(8)) >= 16 and (T['c0']) >= 16 and (_pow2(32)) >= 16, DOT_75=(_pow2(8)) >= 16 and (T['c0']) >= 16 and (_pow2(32)) >= 16, F_n0=_pow2(8), F_n2=_pow2(32), T_c0=T['c0'], T_c2=T['c2'])
    return buf79


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
