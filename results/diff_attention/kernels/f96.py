"""diff_attention [small], candidate 96: 2 kernel(s)

Rendered by EqiForge from candidate 96 of diff_attention [small]: store(v.2[32]) loop(k1.3[16]: sum) ; grid(v.0@0) loop(v.2[32]: rescale, stored) loop(k1.3[16]: sum) loop(k2.3[16]: sum) [3 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid v.0@0[2]
    c1: loop v.2[32]
    c2: loop k1.3[16]
    c3: loop k2.3[16]

Run it on its own: `python kernels/f96.py` checks it once against PyTorch on random inputs.
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
def kernel_0(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, m9_ptr, m9_s0, m9_s1, m9_s2, m9_s3, m28_ptr, m28_s0, m28_s1, m28_s2, m28_s3, states31_ptr, states31_s0, states31_s1, states31_s2, states31_s3, states31_s4, states31_s5, states32_ptr, states32_s0, states32_s1, states32_s2, states32_s3, states32_s4, states32_s5, E_c0, E_c1, E_c2, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # stores states31, states32: Collect over loop v.2[32]
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
    t29 = tl.load(m28_ptr + offs_c0[:, None, None, None] * m28_s0 + offs_n0[None, :, None, None] * m28_s1 + offs_c1[None, None, :, None] * m28_s2 + offs_n1[None, None, None, :] * m28_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t30 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, :], t27, 0.0), 4) * tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, :, None], t29, 0.0), 2), axis=3)
    tl.store(states31_ptr + i_c0 * states31_s0 + i_c1 * states31_s1 + tl.arange(0, T_c0)[:, None, None, None] * states31_s2 + tl.arange(0, F_n0)[None, :, None, None] * states31_s3 + tl.arange(0, F_n1)[None, None, :, None] * states31_s4 + tl.zeros([T_c0, F_n0, F_n1, 1], tl.int32), t20)
    tl.store(states32_ptr + i_c0 * states32_s0 + i_c1 * states32_s1 + tl.arange(0, T_c0)[:, None, None, None] * states32_s2 + tl.arange(0, F_n0)[None, :, None, None] * states32_s3 + tl.arange(0, F_n1)[None, None, :, None] * states32_s4 + tl.arange(0, F_n1)[None, None, None, :] * states32_s5 + tl.zeros([T_c0, F_n0, F_n1, F_n1], tl.int32), t30)


@triton.jit
def kernel_1(states31_ptr, states31_s0, states31_s1, states31_s2, states31_s3, states31_s4, states31_s5, states32_ptr, states32_s0, states32_s1, states32_s2, states32_s3, states32_s4, states32_s5, m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, m9_ptr, m9_s0, m9_s1, m9_s2, m9_s3, m51_ptr, m51_s0, m51_s1, m51_s2, m51_s3, m53_ptr, m53_s0, m53_s1, m53_s2, m53_s3, m28_ptr, m28_s0, m28_s1, m28_s2, m28_s3, m74_ptr, m74_s0, m74_s1, m74_s2, m74_s3, buf79_ptr, buf79_s0, buf79_s1, buf79_s2, buf79_s3, E_c0, E_c1, E_c2, E_c3, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # writes buf79: Combine over grid v.0@0[2]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    acc35 = tl.full([T_c0, F_n0, F_n1, 1], -float('inf'), tl.float32)
    acc36 = tl.full([T_c0, F_n0, F_n1, F_n1], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t33 = tl.load(states31_ptr + i_c0 * states31_s0 + i_c1 * states31_s1 + tl.arange(0, T_c0)[:, None, None, None] * states31_s2 + tl.arange(0, F_n0)[None, :, None, None] * states31_s3 + tl.arange(0, F_n1)[None, None, :, None] * states31_s4 + tl.zeros([T_c0, F_n0, F_n1, 1], tl.int32))
        t34 = tl.load(states32_ptr + i_c0 * states32_s0 + i_c1 * states32_s1 + tl.arange(0, T_c0)[:, None, None, None] * states32_s2 + tl.arange(0, F_n0)[None, :, None, None] * states32_s3 + tl.arange(0, F_n1)[None, None, :, None] * states32_s4 + tl.arange(0, F_n1)[None, None, None, :] * states32_s5 + tl.zeros([T_c0, F_n0, F_n1, F_n1], tl.int32))
        m37 = tl.maximum(acc35, t33)
        r38 = tl.where(acc35 == -float("inf"), 0.0, tl.exp(acc35 - m37))
        r39 = tl.where(t33 == -float("inf"), 0.0, tl.exp(t33 - m37))
        acc36 = tl.where(acc35 == -float("inf"), 0.0, acc36 * r38) + tl.where(t33 == -float("inf"), 0.0, t34 * r39)
        acc35 = m37
    acc43 = tl.full([T_c0, F_n0, F_n1, F_n1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t40 = tl.load(m1_ptr + offs_c0[:, None, None, None] * m1_s0 + offs_n0[None, :, None, None] * m1_s1 + offs_n1[None, None, :, None] * m1_s2 + offs_c2[None, None, None, :] * m1_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
        t41 = tl.load(m3_ptr + offs_c0[:, None, None, None] * m3_s0 + offs_n0[None, :, None, None] * m3_s1 + offs_c2[None, None, :, None] * m3_s2 + offs_n1[None, None, None, :] * m3_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
        t42 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :], t40, 0.0), 4) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :, None], t41, 0.0), 2), axis=3)
        acc43 = acc43 + t42
    t44 = (acc43) * (0.25)
    t45 = tl.load(m9_ptr + offs_n1[None, None, :, None] * m9_s2 + offs_n1[None, None, None, :] * m9_s3, mask=(offs_n1 < E_n1)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t46 = t44 + t45
    t47 = t46 - (acc35)
    t48 = tl.exp(t47)
    t49 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t48, 0.0), axis=3, keep_dims=True)
    t50 = (acc36) / (t49)
    acc57 = tl.full([T_c0, F_n0, F_n1, F_n1], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t52 = tl.load(m51_ptr + offs_c0[:, None, None, None] * m51_s0 + offs_n0[None, :, None, None] * m51_s1 + offs_n1[None, None, :, None] * m51_s2 + offs_c3[None, None, None, :] * m51_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
        t55 = tl.load(m53_ptr + offs_c0[:, None, None, None] * m53_s0 + offs_n0[None, :, None, None] * m53_s1 + offs_c3[None, None, :, None] * m53_s2 + offs_n1[None, None, None, :] * m53_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_c3 < E_c3)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
        t56 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, :], t52, 0.0), 4) * tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, :, None], t55, 0.0), 2), axis=3)
        acc57 = acc57 + t56
    t58 = (acc57) * (0.25)
    t59 = t58 + t45
    t60 = tl.max(tl.where((offs_n1 < E_n1)[None, None, None, :], t59, -float('inf')), axis=3, keep_dims=True)
    t61 = t59 - (t60)
    t62 = tl.exp(t61)
    t63 = tl.load(m28_ptr + offs_c0[:, None, None, None] * m28_s0 + offs_n0[None, :, None, None] * m28_s1 + offs_n1[None, None, :, None] * m28_s2 + offs_n1[None, None, None, :] * m28_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t64 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :], t62, 0.0), 4) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :, None], t63, 0.0), 2), axis=3)
    t65 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t62, 0.0), axis=3, keep_dims=True)
    t66 = (t64) / (t65)
    t67 = (t66) * (0.8375055882312481)
    t68 = t50 - (t67)
    t69 = (t68) * (t68)
    t70 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t69, 0.0), axis=3, keep_dims=True)
    t71 = t70 + 0.00032
    t72 = tl.rsqrt(t71)
    t73 = (t68) * (t72)
    t76 = tl.load(m74_ptr + offs_n1[None, None, None, :] * m74_s3, mask=(offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t77 = (t73) * (t76)
    t78 = (t77) * (1.2241106391612262)
    tl.store(buf79_ptr + offs_c0[:, None, None, None] * buf79_s0 + offs_n0[None, :, None, None] * buf79_s1 + offs_n1[None, None, :, None] * buf79_s2 + offs_n1[None, None, None, :] * buf79_s3, t78, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :])


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
    m28 = inputs['v']
    states31 = torch.full([_cdiv(2, T['c0']), _cdiv(32, T['c1']), T['c0'], _pow2(4), _pow2(32), 1], float("nan"), dtype=torch.float32, device=device)
    states32 = torch.full([_cdiv(2, T['c0']), _cdiv(32, T['c1']), T['c0'], _pow2(4), _pow2(32), _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(2, T['c0']) * _cdiv(32, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), m9_ptr=m9, m9_s0=m9.stride(0), m9_s1=m9.stride(1), m9_s2=m9.stride(2), m9_s3=m9.stride(3), m28_ptr=m28, m28_s0=m28.stride(0), m28_s1=m28.stride(1), m28_s2=m28.stride(2), m28_s3=m28.stride(3), states31_ptr=states31, states31_s0=states31.stride(0), states31_s1=states31.stride(1), states31_s2=states31.stride(2), states31_s3=states31.stride(3), states31_s4=states31.stride(4), states31_s5=states31.stride(5), states32_ptr=states32, states32_s0=states32.stride(0), states32_s1=states32.stride(1), states32_s2=states32.stride(2), states32_s3=states32.stride(3), states32_s4=states32.stride(4), states32_s5=states32.stride(5), E_c0=2, E_c1=32, E_c2=16, E_n0=4, E_n1=32, F_n0=_pow2(4), F_n1=_pow2(32), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    m51 = inputs['q2']
    m54 = inputs['k2']
    m53 = m54.permute([0, 1, 3, 2])
    m75 = inputs['w_subln']
    m74 = m75.reshape([1, 1, 1, 32])
    buf79 = torch.full([2, 4, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(2, T['c0']),)](states31_ptr=states31, states31_s0=states31.stride(0), states31_s1=states31.stride(1), states31_s2=states31.stride(2), states31_s3=states31.stride(3), states31_s4=states31.stride(4), states31_s5=states31.stride(5), states32_ptr=states32, states32_s0=states32.stride(0), states32_s1=states32.stride(1), states32_s2=states32.stride(2), states32_s3=states32.stride(3), states32_s4=states32.stride(4), states32_s5=states32.stride(5), m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), m9_ptr=m9, m9_s0=m9.stride(0), m9_s1=m9.stride(1), m9_s2=m9.stride(2), m9_s3=m9.stride(3), m51_ptr=m51, m51_s0=m51.stride(0), m51_s1=m51.stride(1), m51_s2=m51.stride(2), m51_s3=m51.stride(3), m53_ptr=m53, m53_s0=m53.stride(0), m53_s1=m53.stride(1), m53_s2=m53.stride(2), m53_s3=m53.stride(3), m28_ptr=m28, m28_s0=m28.stride(0), m28_s1=m28.stride(1), m28_s2=m28.stride(2), m28_s3=m28.stride(3), m74_ptr=m74, m74_s0=m74.stride(0), m74_s1=m74.stride(1), m74_s2=m74.stride(2), m74_s3=m74.stride(3), buf79_ptr=buf79, buf79_s0=buf79.stride(0), buf79_s1=buf79.stride(1), buf79_s2=buf79.stride(2), buf79_s3=buf79.stride(3), E_c0=2, E_c1=32, E_c2=16, E_c3=16, E_n0=4, E_n1=32, F_n0=_pow2(4), F_n1=_pow2(32), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'], T_c3=T['c3'])
    return buf79


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
