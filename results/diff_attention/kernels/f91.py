"""diff_attention [small], candidate 91: 2 kernel(s)

Rendered by EqiForge from candidate 91 of diff_attention [small]: store(v.2[32]) loop(k1.3[16]: sum) ; grid(v.0@0) loop(v.2[32]: rescale, stored) loop(k2.3[16]: sum) [2 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid v.0@0[2]
    c1: loop v.2[32]
    c2: loop k1.3[16]
    c3: loop k2.3[16]

Run it on its own: `python kernels/f91.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/diff_attention.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 1, "c1": 16, "c2": 8, "c3": 8}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 2, "c1": 32, "c2": 16, "c3": 16}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, m9_ptr, m9_s0, m9_s1, m9_s2, m9_s3, m29_ptr, m29_s0, m29_s1, m29_s2, m29_s3, states32_ptr, states32_s0, states32_s1, states32_s2, states32_s3, states32_s4, states32_s5, states33_ptr, states33_s0, states33_s1, states33_s2, states33_s3, states33_s4, states33_s5, states34_ptr, states34_s0, states34_s1, states34_s2, states34_s3, states34_s4, states34_s5, E_c0, E_c1, E_c2, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # stores states32, states33, states34: Collect over loop v.2[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    acc7 = tl.full([T_c0, F_n0, F_n1, T_c1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t2 = tl.load(m1_ptr + offs_c0[:, None, None, None] * m1_s0 + offs_n0[None, :, None, None] * m1_s1 + offs_n1[None, None, :, None] * m1_s2 + offs_c2[None, None, None, :] * m1_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
        t5 = tl.load(m3_ptr + offs_c0[:, None, None, None] * m3_s0 + offs_n0[None, :, None, None] * m3_s1 + offs_c2[None, None, :, None] * m3_s2 + offs_c1[None, None, None, :] * m3_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
        t6 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :], t2, 0.0), 4) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :, None], t5, 0.0), 2), axis=3)
        acc7 = acc7 + t6
    t8 = (acc7) * (0.25)
    t18 = tl.load(m9_ptr + offs_n1[None, None, :, None] * m9_s2 + offs_c1[None, None, None, :] * m9_s3, mask=(offs_n1 < E_n1)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
    t19 = t8 + t18
    t20 = tl.max(tl.where((offs_c1 < E_c1)[None, None, None, :], t19, -float('inf')), axis=3, keep_dims=True)
    t21 = t20 - (t20)
    t22 = t21 == t21
    t23 = (t22) == 0
    t24 = tl.exp(t20)
    t25 = tl.where(t23, t24, t20)
    t26 = t19 - (t25)
    t27 = tl.exp(t26)
    t28 = tl.sum(tl.where((offs_c1 < E_c1)[None, None, None, :], t27, 0.0), axis=3, keep_dims=True)
    t30 = tl.load(m29_ptr + offs_c0[:, None, None, None] * m29_s0 + offs_n0[None, :, None, None] * m29_s1 + offs_c1[None, None, :, None] * m29_s2 + offs_n1[None, None, None, :] * m29_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t31 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, :], t27, 0.0), 4) * tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, :, None], t30, 0.0), 2), axis=3)
    tl.store(states32_ptr + i_c0 * states32_s0 + i_c1 * states32_s1 + tl.arange(0, T_c0)[:, None, None, None] * states32_s2 + tl.arange(0, F_n0)[None, :, None, None] * states32_s3 + tl.arange(0, F_n1)[None, None, :, None] * states32_s4 + tl.zeros([T_c0, F_n0, F_n1, 1], tl.int32), t20)
    tl.store(states33_ptr + i_c0 * states33_s0 + i_c1 * states33_s1 + tl.arange(0, T_c0)[:, None, None, None] * states33_s2 + tl.arange(0, F_n0)[None, :, None, None] * states33_s3 + tl.arange(0, F_n1)[None, None, :, None] * states33_s4 + tl.zeros([T_c0, F_n0, F_n1, 1], tl.int32), t28)
    tl.store(states34_ptr + i_c0 * states34_s0 + i_c1 * states34_s1 + tl.arange(0, T_c0)[:, None, None, None] * states34_s2 + tl.arange(0, F_n0)[None, :, None, None] * states34_s3 + tl.arange(0, F_n1)[None, None, :, None] * states34_s4 + tl.arange(0, F_n1)[None, None, None, :] * states34_s5 + tl.zeros([T_c0, F_n0, F_n1, F_n1], tl.int32), t31)


@triton.jit
def kernel_1(states32_ptr, states32_s0, states32_s1, states32_s2, states32_s3, states32_s4, states32_s5, states33_ptr, states33_s0, states33_s1, states33_s2, states33_s3, states33_s4, states33_s5, states34_ptr, states34_s0, states34_s1, states34_s2, states34_s3, states34_s4, states34_s5, m45_ptr, m45_s0, m45_s1, m45_s2, m45_s3, m47_ptr, m47_s0, m47_s1, m47_s2, m47_s3, m9_ptr, m9_s0, m9_s1, m9_s2, m9_s3, m29_ptr, m29_s0, m29_s1, m29_s2, m29_s3, m69_ptr, m69_s0, m69_s1, m69_s2, m69_s3, buf74_ptr, buf74_s0, buf74_s1, buf74_s2, buf74_s3, E_c0, E_c1, E_c3, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c3: tl.constexpr):
    # writes buf74: Combine over grid v.0@0[2]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    acc38 = tl.full([T_c0, F_n0, F_n1, 1], -float('inf'), tl.float32)
    acc39 = tl.full([T_c0, F_n0, F_n1, 1], 0.0, tl.float32)
    acc40 = tl.full([T_c0, F_n0, F_n1, F_n1], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t35 = tl.load(states32_ptr + i_c0 * states32_s0 + i_c1 * states32_s1 + tl.arange(0, T_c0)[:, None, None, None] * states32_s2 + tl.arange(0, F_n0)[None, :, None, None] * states32_s3 + tl.arange(0, F_n1)[None, None, :, None] * states32_s4 + tl.zeros([T_c0, F_n0, F_n1, 1], tl.int32))
        t36 = tl.load(states33_ptr + i_c0 * states33_s0 + i_c1 * states33_s1 + tl.arange(0, T_c0)[:, None, None, None] * states33_s2 + tl.arange(0, F_n0)[None, :, None, None] * states33_s3 + tl.arange(0, F_n1)[None, None, :, None] * states33_s4 + tl.zeros([T_c0, F_n0, F_n1, 1], tl.int32))
        t37 = tl.load(states34_ptr + i_c0 * states34_s0 + i_c1 * states34_s1 + tl.arange(0, T_c0)[:, None, None, None] * states34_s2 + tl.arange(0, F_n0)[None, :, None, None] * states34_s3 + tl.arange(0, F_n1)[None, None, :, None] * states34_s4 + tl.arange(0, F_n1)[None, None, None, :] * states34_s5 + tl.zeros([T_c0, F_n0, F_n1, F_n1], tl.int32))
        m41 = tl.maximum(acc38, t35)
        r42 = tl.where(acc38 == -float("inf"), 0.0, tl.exp(acc38 - m41))
        r43 = tl.where(t35 == -float("inf"), 0.0, tl.exp(t35 - m41))
        acc39 = tl.where(acc38 == -float("inf"), 0.0, acc39 * r42) + tl.where(t35 == -float("inf"), 0.0, t36 * r43)
        acc40 = tl.where(acc38 == -float("inf"), 0.0, acc40 * r42) + tl.where(t35 == -float("inf"), 0.0, t37 * r43)
        acc38 = m41
    t44 = (acc40) / (acc39)
    acc51 = tl.full([T_c0, F_n0, F_n1, F_n1], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t46 = tl.load(m45_ptr + offs_c0[:, None, None, None] * m45_s0 + offs_n0[None, :, None, None] * m45_s1 + offs_n1[None, None, :, None] * m45_s2 + offs_c3[None, None, None, :] * m45_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
        t49 = tl.load(m47_ptr + offs_c0[:, None, None, None] * m47_s0 + offs_n0[None, :, None, None] * m47_s1 + offs_c3[None, None, :, None] * m47_s2 + offs_n1[None, None, None, :] * m47_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_c3 < E_c3)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
        t50 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, :], t46, 0.0), 4) * tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, :, None], t49, 0.0), 2), axis=3)
        acc51 = acc51 + t50
    t52 = (acc51) * (0.25)
    t53 = tl.load(m9_ptr + offs_n1[None, None, :, None] * m9_s2 + offs_n1[None, None, None, :] * m9_s3, mask=(offs_n1 < E_n1)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t54 = t52 + t53
    t55 = tl.max(tl.where((offs_n1 < E_n1)[None, None, None, :], t54, -float('inf')), axis=3, keep_dims=True)
    t56 = t54 - (t55)
    t57 = tl.exp(t56)
    t58 = tl.load(m29_ptr + offs_c0[:, None, None, None] * m29_s0 + offs_n0[None, :, None, None] * m29_s1 + offs_n1[None, None, :, None] * m29_s2 + offs_n1[None, None, None, :] * m29_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t59 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :], t57, 0.0), 4) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :, None], t58, 0.0), 2), axis=3)
    t60 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t57, 0.0), axis=3, keep_dims=True)
    t61 = (t59) / (t60)
    t62 = (t61) * (0.8375055882312481)
    t63 = t44 - (t62)
    t64 = (t63) * (t63)
    t65 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t64, 0.0), axis=3, keep_dims=True)
    t66 = t65 + 0.00032
    t67 = tl.rsqrt(t66)
    t68 = (t63) * (t67)
    t71 = tl.load(m69_ptr + offs_n1[None, None, None, :] * m69_s3, mask=(offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t72 = (t68) * (t71)
    t73 = (t72) * (1.2241106391612262)
    tl.store(buf74_ptr + offs_c0[:, None, None, None] * buf74_s0 + offs_n0[None, :, None, None] * buf74_s1 + offs_n1[None, None, :, None] * buf74_s2 + offs_n1[None, None, None, :] * buf74_s3, t73, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :])


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
    m1 = inputs['q1']
    m4 = inputs['k1']
    m3 = m4.permute([0, 1, 3, 2])
    m13 = _iota([32, 32], 1, device)
    m14 = _iota([32, 32], 0, device)
    m12 = _BINARY["Sub"](m13, m14)
    m15 = torch.tensor(1.0, dtype=torch.float32, device=device)
    m11 = _BINARY["Ge"](m12, m15)
    m16 = torch.full([32, 32], -float("inf"), dtype=torch.float32, device=device)
    m17 = torch.full([32, 32], 0.0, dtype=torch.float32, device=device)
    m10 = torch.where(m11, m16, m17)
    m9 = m10.reshape([1, 1, 32, 32])
    m29 = inputs['v']
    states32 = torch.full([_cdiv(2, T['c0']), _cdiv(32, T['c1']), T['c0'], _pow2(4), _pow2(32), 1], float("nan"), dtype=torch.float32, device=device)
    states33 = torch.full([_cdiv(2, T['c0']), _cdiv(32, T['c1']), T['c0'], _pow2(4), _pow2(32), 1], float("nan"), dtype=torch.float32, device=device)
    states34 = torch.full([_cdiv(2, T['c0']), _cdiv(32, T['c1']), T['c0'], _pow2(4), _pow2(32), _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(2, T['c0']) * _cdiv(32, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), m9_ptr=m9, m9_s0=m9.stride(0), m9_s1=m9.stride(1), m9_s2=m9.stride(2), m9_s3=m9.stride(3), m29_ptr=m29, m29_s0=m29.stride(0), m29_s1=m29.stride(1), m29_s2=m29.stride(2), m29_s3=m29.stride(3), states32_ptr=states32, states32_s0=states32.stride(0), states32_s1=states32.stride(1), states32_s2=states32.stride(2), states32_s3=states32.stride(3), states32_s4=states32.stride(4), states32_s5=states32.stride(5), states33_ptr=states33, states33_s0=states33.stride(0), states33_s1=states33.stride(1), states33_s2=states33.stride(2), states33_s3=states33.stride(3), states33_s4=states33.stride(4), states33_s5=states33.stride(5), states34_ptr=states34, states34_s0=states34.stride(0), states34_s1=states34.stride(1), states34_s2=states34.stride(2), states34_s3=states34.stride(3), states34_s4=states34.stride(4), states34_s5=states34.stride(5), E_c0=2, E_c1=32, E_c2=16, E_n0=4, E_n1=32, F_n0=_pow2(4), F_n1=_pow2(32), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    m45 = inputs['q2']
    m48 = inputs['k2']
    m47 = m48.permute([0, 1, 3, 2])
    m70 = inputs['w_subln']
    m69 = m70.reshape([1, 1, 1, 32])
    buf74 = torch.full([2, 4, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(2, T['c0']),)](states32_ptr=states32, states32_s0=states32.stride(0), states32_s1=states32.stride(1), states32_s2=states32.stride(2), states32_s3=states32.stride(3), states32_s4=states32.stride(4), states32_s5=states32.stride(5), states33_ptr=states33, states33_s0=states33.stride(0), states33_s1=states33.stride(1), states33_s2=states33.stride(2), states33_s3=states33.stride(3), states33_s4=states33.stride(4), states33_s5=states33.stride(5), states34_ptr=states34, states34_s0=states34.stride(0), states34_s1=states34.stride(1), states34_s2=states34.stride(2), states34_s3=states34.stride(3), states34_s4=states34.stride(4), states34_s5=states34.stride(5), m45_ptr=m45, m45_s0=m45.stride(0), m45_s1=m45.stride(1), m45_s2=m45.stride(2), m45_s3=m45.stride(3), m47_ptr=m47, m47_s0=m47.stride(0), m47_s1=m47.stride(1), m47_s2=m47.stride(2), m47_s3=m47.stride(3), m9_ptr=m9, m9_s0=m9.stride(0), m9_s1=m9.stride(1), m9_s2=m9.stride(2), m9_s3=m9.stride(3), m29_ptr=m29, m29_s0=m29.stride(0), m29_s1=m29.stride(1), m29_s2=m29.stride(2), m29_s3=m29.stride(3), m69_ptr=m69, m69_s0=m69.stride(0), m69_s1=m69.stride(1), m69_s2=m69.stride(2), m69_s3=m69.stride(3), buf74_ptr=buf74, buf74_s0=buf74.stride(0), buf74_s1=buf74.stride(1), buf74_s2=buf74.stride(2), buf74_s3=buf74.stride(3), E_c0=2, E_c1=32, E_c3=16, E_n0=4, E_n1=32, F_n0=_pow2(4), F_n1=_pow2(32), T_c0=T['c0'], T_c1=T['c1'], T_c3=T['c3'])
    return buf74


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
