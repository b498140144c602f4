"""swiglu_stack [small], candidate 84: 5 kernel(s)

Rendered by EqiForge from candidate 84 of swiglu_stack [small]: grid(x.0@0) ; store(w_up.1[64]) ; grid() loop(w_up.1[64]: pair(sum, sum), stored) ; grid(x.0@0) | grid(x.0@0, x.1@1) [3 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.0@0[8]
    c1: grid x.1@1[32]
    c2: loop w_up.1[64]

Run it on its own: `python kernels/f84.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/swiglu_stack.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 4, "c1": 16, "c2": 32}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 8, "c1": 32, "c2": 64}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, buf19_ptr, buf19_s0, buf19_s1, E_c0, E_n0, F_n0: tl.constexpr, T_c0: tl.constexpr):
    # writes buf19: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t16 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_n0[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t17 = (t16) * (t16)
    t18 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t17, 0.0), axis=1, keep_dims=True)
    tl.store(buf19_ptr + offs_c0[:, None] * buf19_s0, t18, mask=(offs_c0 < E_c0)[:, None])


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m9_ptr, m9_s0, m9_s1, buf19_ptr, buf19_s0, buf19_s1, m27_ptr, m27_s0, m27_s1, m35_ptr, m35_s0, m35_s1, states47_ptr, states47_s0, states47_s1, states47_s2, states48_ptr, states48_s0, states48_s1, states48_s2, E_c2, E_n0, E_n1, DOT_14: tl.constexpr, DOT_32: tl.constexpr, DOT_40: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c2: tl.constexpr):
    # stores states47, states48: Collect over loop w_up.1[64]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    t2 = tl.load(m1_ptr + offs_n1[:, None] * m1_s0 + offs_n0[None, :] * m1_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t7 = tl.load(m3_ptr + offs_n0[None, :] * m3_s1, mask=(offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t8 = (t2) * (t7)
    t13 = tl.load(m9_ptr + offs_n0[:, None] * m9_s0 + offs_c2[None, :] * m9_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
    if DOT_14:
        t15 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t8, 0.0), tl.where((offs_n0 < E_n0)[:, None], t13, 0.0), input_precision="ieee")
    else:
        t15 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t8, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t13, 0.0), 0), axis=1)
    t20 = tl.load(buf19_ptr + offs_n1[:, None] * buf19_s0, mask=(offs_n1 < E_n1)[:, None], other=0).to(tl.float32)
    t21 = (t20) * (0.03125)
    t22 = t21 + 1e-05
    t23 = tl.rsqrt(t22)
    t24 = (t15) * (t23)
    t25 = 1.0 / (1.0 + tl.exp(-(t24)))
    t26 = (t15) * (t25)
    t31 = tl.load(m27_ptr + offs_n0[:, None] * m27_s0 + offs_c2[None, :] * m27_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
    if DOT_32:
        t33 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t8, 0.0), tl.where((offs_n0 < E_n0)[:, None], t31, 0.0), input_precision="ieee")
    else:
        t33 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t8, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t31, 0.0), 0), axis=1)
    t34 = (t26) * (t33)
    t39 = tl.load(m35_ptr + offs_c2[:, None] * m35_s0 + offs_n0[None, :] * m35_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    if DOT_40:
        t41 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t34, 0.0), tl.where((offs_c2 < E_c2)[:, None], t39, 0.0), input_precision="ieee")
    else:
        t41 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t34, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t39, 0.0), 0), axis=1)
    t42 = t20 + 0.00032
    t43 = tl.rsqrt(t42)
    t44 = (t41) * (t43)
    t45 = (t44) * (t43)
    t46 = (t45) * (32.00000000000001)
    tl.store(states47_ptr + i_c2 * states47_s0 + tl.arange(0, F_n1)[:, None] * states47_s1 + tl.arange(0, F_n0)[None, :] * states47_s2 + tl.zeros([F_n1, F_n0], tl.int32), t46)
    tl.store(states48_ptr + i_c2 * states48_s0 + tl.arange(0, F_n1)[:, None] * states48_s1 + tl.arange(0, F_n0)[None, :] * states48_s2 + tl.zeros([F_n1, F_n0], tl.int32), t45)


@triton.jit
def kernel_2(states47_ptr, states47_s0, states47_s1, states47_s2, states48_ptr, states48_s0, states48_s1, states48_s2, buf53_ptr, buf53_s0, buf53_s1, buf54_ptr, buf54_s0, buf54_s1, E_c2, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf53, buf54: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    acc51 = tl.full([F_n1, F_n0], 0.0, tl.float32)
    acc52 = tl.full([F_n1, F_n0], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t49 = tl.load(states47_ptr + i_c2 * states47_s0 + tl.arange(0, F_n1)[:, None] * states47_s1 + tl.arange(0, F_n0)[None, :] * states47_s2 + tl.zeros([F_n1, F_n0], tl.int32))
        t50 = tl.load(states48_ptr + i_c2 * states48_s0 + tl.arange(0, F_n1)[:, None] * states48_s1 + tl.arange(0, F_n0)[None, :] * states48_s2 + tl.zeros([F_n1, F_n0], tl.int32))
        acc51 = acc51 + t49
        acc52 = acc52 + t50
    tl.store(buf53_ptr + offs_n1[:, None] * buf53_s0 + offs_n0[None, :] * buf53_s1, acc51, mask=(offs_n1 < E_n1)[:, None] & (offs_n0 < E_n0)[None, :])
    tl.store(buf54_ptr + offs_n1[:, None] * buf54_s0 + offs_n0[None, :] * buf54_s1, acc52, mask=(offs_n1 < E_n1)[:, None] & (offs_n0 < E_n0)[None, :])


@triton.jit
def kernel_3(buf53_ptr, buf53_s0, buf53_s1, m1_ptr, m1_s0, m1_s1, buf58_ptr, buf58_s0, buf58_s1, E_c0, E_n0, F_n0: tl.constexpr, T_c0: tl.constexpr):
    # writes buf58: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t55 = tl.load(buf53_ptr + offs_c0[:, None] * buf53_s0 + offs_n0[None, :] * buf53_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t56 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_n0[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t57 = t55 + t56
    tl.store(buf58_ptr + offs_c0[:, None] * buf58_s0 + offs_n0[None, :] * buf58_s1, t57, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :])


@triton.jit
def kernel_4(buf58_ptr, buf58_s0, buf58_s1, m60_ptr, m60_s0, m60_s1, m65_ptr, m65_s0, m65_s1, m80_ptr, m80_s0, m80_s1, m88_ptr, m88_s0, m88_s1, buf97_ptr, buf97_s0, buf97_s1, E_c0, E_c1, E_n0, E_n2, DOT_69: tl.constexpr, DOT_84: tl.constexpr, DOT_92: tl.constexpr, F_n0: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf97: Combine over grid x.0@0[8], grid x.1@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n2 = tl.arange(0, F_n2)
    t59 = tl.load(buf58_ptr + offs_c0[:, None] * buf58_s0 + offs_n0[None, :] * buf58_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t63 = tl.load(m60_ptr + offs_n0[None, :] * m60_s1, mask=(offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t64 = (t59) * (t63)
    t68 = tl.load(m65_ptr + offs_n0[:, None] * m65_s0 + offs_n2[None, :] * m65_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    if DOT_69:
        t70 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t64, 0.0), tl.where((offs_n0 < E_n0)[:, None], t68, 0.0), input_precision="ieee")
    else:
        t70 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t64, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t68, 0.0), 0), axis=1)
    t71 = (t59) * (t59)
    t72 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t71, 0.0), axis=1, keep_dims=True)
    t73 = t72 + 0.00032
    t74 = tl.rsqrt(t73)
    t75 = (t70) * (t74)
    t76 = (t75) * (5.656854249492381)
    t77 = 1.0 / (1.0 + tl.exp(-(t76)))
    t78 = (t70) * (t77)
    t79 = (t78) * (t74)
    t83 = tl.load(m80_ptr + offs_n0[:, None] * m80_s0 + offs_n2[None, :] * m80_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    if DOT_84:
        t85 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t64, 0.0), tl.where((offs_n0 < E_n0)[:, None], t83, 0.0), input_precision="ieee")
    else:
        t85 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t64, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t83, 0.0), 0), axis=1)
    t86 = (t85) * (t74)
    t87 = (t79) * (t86)
    t91 = tl.load(m88_ptr + offs_n2[:, None] * m88_s0 + offs_c1[None, :] * m88_s1, mask=(offs_n2 < E_n2)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    if DOT_92:
        t93 = tl.dot(tl.where((offs_n2 < E_n2)[None, :], t87, 0.0), tl.where((offs_n2 < E_n2)[:, None], t91, 0.0), input_precision="ieee")
    else:
        t93 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, :], t87, 0.0), 2) * tl.expand_dims(tl.where((offs_n2 < E_n2)[:, None], t91, 0.0), 0), axis=1)
    t94 = (t93) * (32.00000000000001)
    t95 = tl.load(buf58_ptr + offs_c0[:, None] * buf58_s0 + offs_c1[None, :] * buf58_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t96 = t94 + t95
    tl.store(buf97_ptr + offs_c0[:, None] * buf97_s0 + offs_c1[None, :] * buf97_s1, t96, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :])


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
    buf19 = torch.full([8, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(8, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), buf19_ptr=buf19, buf19_s0=buf19.stride(0), buf19_s1=buf19.stride(1), E_c0=8, E_n0=32, F_n0=_pow2(32), T_c0=T['c0'])
    m30 = inputs['w_up']
    m29 = m30.narrow(0, 0, 1)
    m28 = m29.reshape([64, 32])
    m27 = m28.permute([1, 0])
    m38 = inputs['w_down']
    m37 = m38.narrow(0, 0, 1)
    m36 = m37.reshape([32, 64])
    m35 = m36.permute([1, 0])
    states47 = torch.full([_cdiv(64, T['c2']), _pow2(8), _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    states48 = torch.full([_cdiv(64, T['c2']), _pow2(8), _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(64, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m9_ptr=m9, m9_s0=m9.stride(0), m9_s1=m9.stride(1), buf19_ptr=buf19, buf19_s0=buf19.stride(0), buf19_s1=buf19.stride(1), m27_ptr=m27, m27_s0=m27.stride(0), m27_s1=m27.stride(1), m35_ptr=m35, m35_s0=m35.stride(0), m35_s1=m35.stride(1), states47_ptr=states47, states47_s0=states47.stride(0), states47_s1=states47.stride(1), states47_s2=states47.stride(2), states48_ptr=states48, states48_s0=states48.stride(0), states48_s1=states48.stride(1), states48_s2=states48.stride(2), E_c2=64, E_n0=32, E_n1=8, DOT_14=(_pow2(8)) >= 16 and (_pow2(32)) >= 16 and (T['c2']) >= 16, DOT_32=(_pow2(8)) >= 16 and (_pow2(32)) >= 16 and (T['c2']) >= 16, DOT_40=(_pow2(8)) >= 16 and (T['c2']) >= 16 and (_pow2(32)) >= 16, F_n0=_pow2(32), F_n1=_pow2(8), T_c2=T['c2'])
    buf53 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    buf54 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(1,)](states47_ptr=states47, states47_s0=states47.stride(0), states47_s1=states47.stride(1), states47_s2=states47.stride(2), states48_ptr=states48, states48_s0=states48.stride(0), states48_s1=states48.stride(1), states48_s2=states48.stride(2), buf53_ptr=buf53, buf53_s0=buf53.stride(0), buf53_s1=buf53.stride(1), buf54_ptr=buf54, buf54_s0=buf54.stride(0), buf54_s1=buf54.stride(1), E_c2=64, E_n0=32, E_n1=8, F_n0=_pow2(32), F_n1=_pow2(8), T_c2=T['c2'])
    buf58 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(8, T['c0']),)](buf53_ptr=buf53, buf53_s0=buf53.stride(0), buf53_s1=buf53.stride(1), m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), buf58_ptr=buf58, buf58_s0=buf58.stride(0), buf58_s1=buf58.stride(1), E_c0=8, E_n0=32, F_n0=_pow2(32), T_c0=T['c0'])
    m62 = m6.narrow(0, 1, 1)
    m61 = m62.reshape([32])
    m60 = m61.reshape([1, 32])
    m67 = m12.narrow(0, 1, 1)
    m66 = m67.reshape([64, 32])
    m65 = m66.permute([1, 0])
    m82 = m30.narrow(0, 1, 1)
    m81 = m82.reshape([64, 32])
    m80 = m81.permute([1, 0])
    m90 = m38.narrow(0, 1, 1)
    m89 = m90.reshape([32, 64])
    m88 = m89.permute([1, 0])
    buf97 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(_cdiv(8, T['c0']) * _cdiv(32, T['c1']),)](buf58_ptr=buf58, buf58_s0=buf58.stride(0), buf58_s1=buf58.stride(1), m60_ptr=m60, m60_s0=m60.stride(0), m60_s1=m60.stride(1), m65_ptr=m65, m65_s0=m65.stride(0), m65_s1=m65.stride(1), m80_ptr=m80, m80_s0=m80.stride(0), m80_s1=m80.stride(1), m88_ptr=m88, m88_s0=m88.stride(0), m88_s1=m88.stride(1), buf97_ptr=buf97, buf97_s0=buf97.stride(0), buf97_s1=buf97.stride(1), E_c0=8, E_c1=32, E_n0=32, E_n2=64, DOT_69=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, DOT_84=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, DOT_92=(T['c0']) >= 16 and (_pow2(64)) >= 16 and (T['c1']) >= 16, F_n0=_pow2(32), F_n2=_pow2(64), T_c0=T['c0'], T_c1=T['c1'])
    return buf97


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
