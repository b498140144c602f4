"""attention_sinks [small], candidate 66: 2 kernel(s)

Rendered by EqiForge from candidate 66 of attention_sinks [small]: store(k.2[32]) loop(k.3[16]: sum) ; grid(k.0@0, k.2@2, v.3@3) loop(k.3[16]: sum) loop(k.2[32]: rescale, stored) [2 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid k.0@0[2]
    c1: grid k.2@2[32]
    c2: grid v.3@3[16]
    c3: loop k.3[16]
    c4: loop k.2[32]

Run it on its own: `python kernels/f66.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/attention_sinks.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 1, "c1": 16, "c2": 8, "c3": 8, "c4": 16}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 2, "c1": 32, "c2": 16, "c3": 16, "c4": 32}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m1_s4, m6_ptr, m6_s0, m6_s1, m6_s2, m6_s3, m6_s4, m13_ptr, m13_s0, m13_s1, m13_s2, m13_s3, m13_s4, m16_ptr, m16_s0, m16_s1, m16_s2, m16_s3, m16_s4, m23_ptr, m23_s0, m23_s1, m23_s2, m23_s3, m23_s4, states52_ptr, states52_s0, states52_s1, states52_s2, states52_s3, states52_s4, states52_s5, states52_s6, states52_s7, states53_ptr, states53_s0, states53_s1, states53_s2, states53_s3, states53_s4, states53_s5, states53_s6, states53_s7, E_c0, E_c1, E_c3, E_c4, E_n1, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c3: tl.constexpr, T_c4: tl.constexpr):
    # stores states52, states53: Collect over loop k.2[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    i_c4 = pid % tl.cdiv(E_c4, T_c4)
    pid = pid // tl.cdiv(E_c4, T_c4)
    offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    t31 = tl.load(m1_ptr + offs_c4[None, None, None, None, :] * m1_s4, mask=(offs_c4 < E_c4)[None, None, None, None, :], other=0)
    t32 = tl.load(m6_ptr + offs_c1[None, None, None, :, None] * m6_s3 + offs_c4[None, None, None, None, :] * m6_s4, mask=(offs_c1 < E_c1)[None, None, None, :, None] & (offs_c4 < E_c4)[None, None, None, None, :], other=0)
    acc36 = tl.full([T_c0, F_n1, F_n1, T_c1, T_c4], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t33 = tl.load(m13_ptr + offs_c0[:, None, None, None, None] * m13_s0 + offs_n1[None, :, None, None, None] * m13_s1 + offs_n1[None, None, :, None, None] * m13_s2 + offs_c1[None, None, None, :, None] * m13_s3 + offs_c3[None, None, None, None, :] * m13_s4, mask=(offs_c0 < E_c0)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_c1 < E_c1)[None, None, None, :, None] & (offs_c3 < E_c3)[None, None, None, None, :], other=0).to(tl.float32)
        t34 = tl.load(m16_ptr + offs_c0[:, None, None, None, None] * m16_s0 + offs_n1[None, :, None, None, None] * m16_s1 + offs_c3[None, None, None, :, None] * m16_s3 + offs_c4[None, None, None, None, :] * m16_s4, mask=(offs_c0 < E_c0)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_c3 < E_c3)[None, None, None, :, None] & (offs_c4 < E_c4)[None, None, None, None, :], other=0).to(tl.float32)
        t35 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, None, :], t33, 0.0), 5) * tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, :, None], t34, 0.0), 3), axis=4)
        acc36 = acc36 + t35
    t37 = tl.where(t32, -float("inf"), acc36)
    t38 = tl.load(m23_ptr + offs_c1[None, None, None, :, None] * m23_s3 + offs_c4[None, None, None, None, :] * m23_s4, mask=(offs_c1 < E_c1)[None, None, None, :, None] & (offs_c4 < E_c4)[None, None, None, None, :], other=0)
    t39 = tl.where(t38, -float("inf"), t37)
    t40 = tl.where(t31, t37, t39)
    t41 = tl.max(tl.where((offs_c4 < E_c4)[None, None, None, None, :], t40, -float('inf')), axis=4, keep_dims=True)
    t42 = (t41) * (0.25)
    t43 = (t40) * (0.25)
    t44 = t42 - (t42)
    t45 = t44 == t44
    t46 = (t45) == 0
    t47 = tl.exp(t42)
    t48 = tl.where(t46, t47, t42)
    t49 = t43 - (t48)
    t50 = tl.exp(t49)
    t51 = tl.sum(tl.where((offs_c4 < E_c4)[None, None, None, None, :], t50, 0.0), axis=4, keep_dims=True)
    tl.store(states52_ptr + i_c0 * states52_s0 + i_c1 * states52_s1 + i_c4 * states52_s2 + tl.arange(0, T_c0)[:, None, None, None, None] * states52_s3 + tl.arange(0, F_n1)[None, :, None, None, None] * states52_s4 + tl.arange(0, F_n1)[None, None, :, None, None] * states52_s5 + tl.arange(0, T_c1)[None, None, None, :, None] * states52_s6 + tl.zeros([T_c0, F_n1, F_n1, T_c1, 1], tl.int32), t42)
    tl.store(states53_ptr + i_c0 * states53_s0 + i_c1 * states53_s1 + i_c4 * states53_s2 + tl.arange(0, T_c0)[:, None, None, None, None] * states53_s3 + tl.arange(0, F_n1)[None, :, None, None, None] * states53_s4 + tl.arange(0, F_n1)[None, None, :, None, None] * states53_s5 + tl.arange(0, T_c1)[None, None, None, :, None] * states53_s6 + tl.zeros([T_c0, F_n1, F_n1, T_c1, 1], tl.int32), t51)


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m1_s4, m6_ptr, m6_s0, m6_s1, m6_s2, m6_s3, m6_s4, m13_ptr, m13_s0, m13_s1, m13_s2, m13_s3, m13_s4, m16_ptr, m16_s0, m16_s1, m16_s2, m16_s3, m16_s4, m23_ptr, m23_s0, m23_s1, m23_s2, m23_s3, m23_s4, states52_ptr, states52_s0, states52_s1, states52_s2, states52_s3, states52_s4, states52_s5, states52_s6, states52_s7, states53_ptr, states53_s0, states53_s1, states53_s2, states53_s3, states53_s4, states53_s5, states53_s6, states53_s7, m61_ptr, m61_s0, m61_s1, m61_s2, m61_s3, m61_s4, m67_ptr, m67_s0, m67_s1, m67_s2, m67_s3, m67_s4, buf79_ptr, buf79_s0, buf79_s1, buf79_s2, buf79_s3, E_c0, E_c1, E_c2, E_c3, E_c4, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr, T_c4: tl.constexpr):
    # writes buf79: Combine over grid k.0@0[2], grid k.2@2[32], grid v.3@3[16]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t5 = tl.load(m1_ptr + offs_n0[None, None, None, None, :] * m1_s4, mask=(offs_n0 < E_n0)[None, None, None, None, :], other=0)
    t12 = tl.load(m6_ptr + offs_c1[None, None, None, :, None] * m6_s3 + offs_n0[None, None, None, None, :] * m6_s4, mask=(offs_c1 < E_c1)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0)
    acc21 = tl.full([T_c0, F_n1, F_n1, T_c1, F_n0], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t15 = tl.load(m13_ptr + offs_c0[:, None, None, None, None] * m13_s0 + offs_n1[None, :, None, None, None] * m13_s1 + offs_n1[None, None, :, None, None] * m13_s2 + offs_c1[None, None, None, :, None] * m13_s3 + offs_c3[None, None, None, None, :] * m13_s4, mask=(offs_c0 < E_c0)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_c1 < E_c1)[None, None, None, :, None] & (offs_c3 < E_c3)[None, None, None, None, :], other=0).to(tl.float32)
        t19 = tl.load(m16_ptr + offs_c0[:, None, None, None, None] * m16_s0 + offs_n1[None, :, None, None, None] * m16_s1 + offs_c3[None, None, None, :, None] * m16_s3 + offs_n0[None, None, None, None, :] * m16_s4, mask=(offs_c0 < E_c0)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_c3 < E_c3)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0).to(tl.float32)
        t20 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, None, :], t15, 0.0), 5) * tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, :, None], t19, 0.0), 3), axis=4)
        acc21 = acc21 + t20
    t22 = tl.where(t12, -float("inf"), acc21)
    t27 = tl.load(m23_ptr + offs_c1[None, None, None, :, None] * m23_s3 + offs_n0[None, None, None, None, :] * m23_s4, mask=(offs_c1 < E_c1)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0)
    t28 = tl.where(t27, -float("inf"), t22)
    t29 = tl.where(t5, t22, t28)
    t30 = (t29) * (0.25)
    acc56 = tl.full([T_c0, F_n1, F_n1, T_c1, 1], -float('inf'), tl.float32)
    acc57 = tl.full([T_c0, F_n1, F_n1, T_c1, 1], 0.0, tl.float32)
    for i_c4 in range(0, tl.cdiv(E_c4, T_c4)):
        offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)

        t54 = tl.load(states52_ptr + i_c0 * states52_s0 + i_c1 * states52_s1 + i_c4 * states52_s2 + tl.arange(0, T_c0)[:, None, None, None, None] * states52_s3 + tl.arange(0, F_n1)[None, :, None, None, None] * states52_s4 + tl.arange(0, F_n1)[None, None, :, None, None] * states52_s5 + tl.arange(0, T_c1)[None, None, None, :, None] * states52_s6 + tl.zeros([T_c0, F_n1, F_n1, T_c1, 1], tl.int32))
        t55 = tl.load(states53_ptr + i_c0 * states53_s0 + i_c1 * states53_s1 + i_c4 * states53_s2 + tl.arange(0, T_c0)[:, None, None, None, None] * states53_s3 + tl.arange(0, F_n1)[None, :, None, None, None] * states53_s4 + tl.arange(0, F_n1)[None, None, :, None, None] * states53_s5 + tl.arange(0, T_c1)[None, None, None, :, None] * states53_s6 + tl.zeros([T_c0, F_n1, F_n1, T_c1, 1], tl.int32))
        m58 = tl.maximum(acc56, t54)
        r59 = tl.where(acc56 == -float("inf"), 0.0, tl.exp(acc56 - m58))
        r60 = tl.where(t54 == -float("inf"), 0.0, tl.exp(t54 - m58))
        acc57 = tl.where(acc56 == -float("inf"), 0.0, acc57 * r59) + tl.where(t54 == -float("inf"), 0.0, t55 * r60)
        acc56 = m58
    t63 = tl.load(m61_ptr + offs_n1[None, :, None, None, None] * m61_s1 + offs_n1[None, None, :, None, None] * m61_s2, mask=(offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None], other=0).to(tl.float32)
    t64 = tl.maximum(acc56, t63)
    t65 = t30 - (t64)
    t66 = tl.exp(t65)
    t69 = tl.load(m67_ptr + offs_c0[:, None, None, None, None] * m67_s0 + offs_n1[None, :, None, None, None] * m67_s1 + offs_n0[None, None, None, :, None] * m67_s3 + offs_c2[None, None, None, None, :] * m67_s4, mask=(offs_c0 < E_c0)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, None, :, None] & (offs_c2 < E_c2)[None, None, None, None, :], other=0).to(tl.float32)
    t70 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, None, None, :], t66, 0.0), 5) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, None, :, None], t69, 0.0), 3), axis=4)
    t71 = acc56 - (t64)
    t72 = tl.exp(t71)
    t73 = (acc57) * (t72)
    t74 = t63 - (t64)
    t75 = tl.exp(t74)
    t76 = t73 + t75
    t77 = (t70) / (t76)
    t78 = tl.reshape(t77, [T_c0, F_n2, T_c1, T_c2])
    tl.store(buf79_ptr + offs_c0[:, None, None, None] * buf79_s0 + offs_n2[None, :, None, None] * buf79_s1 + offs_c1[None, None, :, None] * buf79_s2 + offs_c2[None, None, None, :] * buf79_s3, t78, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :])


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
    m3 = _iota([32], 0, device)
    m4 = torch.tensor(2.0, dtype=torch.float32, device=device)
    m2 = _BINARY["Lt"](m3, m4)
    m1 = m2.reshape([1, 1, 1, 1, 32])
    m8 = m3.reshape([1, 32])
    m10 = m3.reshape([32, 1])
    m11 = torch.tensor(0.0, dtype=torch.float32, device=device)
    m9 = _BINARY["Add"](m10, m11)
    m7 = _BINARY["Gt"](m8, m9)
    m6 = m7.reshape([1, 1, 1, 32, 32])
    m14 = inputs['q']
    m13 = m14.reshape([2, 2, 2, 32, 16])
    m18 = inputs['k']
    m17 = m18.reshape([2, 2, 1, 32, 16])
    m16 = m17.permute([0, 1, 2, 4, 3])
    m25 = _BINARY["Sub"](m9, m8)
    m26 = torch.tensor(8.0, dtype=torch.float32, device=device)
    m24 = _BINARY["Ge"](m25, m26)
    m23 = m24.reshape([1, 1, 1, 32, 32])
    states52 = torch.full([_cdiv(2, T['c0']), _cdiv(32, T['c1']), _cdiv(32, T['c4']), T['c0'], _pow2(2), _pow2(2), T['c1'], 1], float("nan"), dtype=torch.float32, device=device)
    states53 = torch.full([_cdiv(2, T['c0']), _cdiv(32, T['c1']), _cdiv(32, T['c4']), T['c0'], _pow2(2), _pow2(2), T['c1'], 1], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(2, T['c0']) * _cdiv(32, T['c1']) * _cdiv(32, T['c4']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m1_s4=m1.stride(4), m6_ptr=m6, m6_s0=m6.stride(0), m6_s1=m6.stride(1), m6_s2=m6.stride(2), m6_s3=m6.stride(3), m6_s4=m6.stride(4), m13_ptr=m13, m13_s0=m13.stride(0), m13_s1=m13.stride(1), m13_s2=m13.stride(2), m13_s3=m13.stride(3), m13_s4=m13.stride(4), m16_ptr=m16, m16_s0=m16.stride(0), m16_s1=m16.stride(1), m16_s2=m16.stride(2), m16_s3=m16.stride(3), m16_s4=m16.stride(4), m23_ptr=m23, m23_s0=m23.stride(0), m23_s1=m23.stride(1), m23_s2=m23.stride(2), m23_s3=m23.stride(3), m23_s4=m23.stride(4), states52_ptr=states52, states52_s0=states52.stride(0), states52_s1=states52.stride(1), states52_s2=states52.stride(2), states52_s3=states52.stride(3), states52_s4=states52.stride(4), states52_s5=states52.stride(5), states52_s6=states52.stride(6), states52_s7=states52.stride(7), states53_ptr=states53, states53_s0=states53.stride(0), states53_s1=states53.stride(1), states53_s2=states53.stride(2), states53_s3=states53.stride(3), states53_s4=states53.stride(4), states53_s5=states53.stride(5), states53_s6=states53.stride(6), states53_s7=states53.stride(7), E_c0=2, E_c1=32, E_c3=16, E_c4=32, E_n1=2, F_n1=_pow2(2), T_c0=T['c0'], T_c1=T['c1'], T_c3=T['c3'], T_c4=T['c4'])
    m62 = inputs['sinks']
    m61 = m62.reshape([1, 2, 2, 1, 1])
    m68 = inputs['v']
    m67 = m68.reshape([2, 2, 1, 32, 16])
    buf79 = torch.full([2, 4, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(2, T['c0']) * _cdiv(32, T['c1']) * _cdiv(16, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m1_s4=m1.stride(4), m6_ptr=m6, m6_s0=m6.stride(0), m6_s1=m6.stride(1), m6_s2=m6.stride(2), m6_s3=m6.stride(3), m6_s4=m6.stride(4), m13_ptr=m13, m13_s0=m13.stride(0), m13_s1=m13.stride(1), m13_s2=m13.stride(2), m13_s3=m13.stride(3), m13_s4=m13.stride(4), m16_ptr=m16, m16_s0=m16.stride(0), m16_s1=m16.stride(1), m16_s2=m16.stride(2), m16_s3=m16.stride(3), m16_s4=m16.stride(4), m23_ptr=m23, m23_s0=m23.stride(0), m23_s1=m23.stride(1), m23_s2=m23.stride(2), m23_s3=m23.stride(3), m23_s4=m23.stride(4), states52_ptr=states52, states52_s0=states52.stride(0), states52_s1=states52.stride(1), states52_s2=states52.stride(2), states52_s3=states52.stride(3), states52_s4=states52.stride(4), states52_s5=states52.stride(5), states52_s6=states52.stride(6), states52_s7=states52.stride(7), states53_ptr=states53, states53_s0=states53.stride(0), states53_s1=states53.stride(1), states53_s2=states53.stride(2), states53_s3=states53.stride(3), states53_s4=states53.stride(4), states53_s5=states53.stride(5), states53_s6=states53.stride(6), states53_s7=states53.stride(7), m61_ptr=m61, m61_s0=m61.stride(0), m61_s1=m61.stride(1), m61_s2=m61.stride(2), m61_s3=m61.stride(3), m61_s4=m61.stride(4), m67_ptr=m67, m67_s0=m67.stride(0), m67_s1=m67.stride(1), m67_s2=m67.stride(2), m67_s3=m67.stride(3), m67_s4=m67.stride(4), buf79_ptr=buf79, buf79_s0=buf79.stride(0), buf79_s1=buf79.stride(1), buf79_s2=buf79.stride(2), buf79_s3=buf79.stride(3), E_c0=2, E_c1=32, E_c2=16, E_c3=16, E_c4=32, E_n0=32, E_n1=2, E_n2=4, F_n0=_pow2(32), F_n1=_pow2(2), F_n2=_pow2(4), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'], T_c3=T['c3'], T_c4=T['c4'])
    return buf79


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
