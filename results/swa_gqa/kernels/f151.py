"""swa_gqa [small], candidate 151: 5 kernel(s)

Rendered by EqiForge from candidate 151 of swa_gqa [small]: store(k.2[32]) ; store(k.2[32]) ; grid(q.1@1) loop(k.2[32]: max, stored) ; store(k.2[32]) ; grid(k.0@0) loop(k.2[32]: sum, stored)
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid k.0@0[2]
    c1: loop k.2[32]
    c2: grid q.1@1[4]

Run it on its own: `python kernels/f151.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/swa_gqa.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 1, "c1": 16, "c2": 2}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 2, "c1": 32, "c2": 4}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m9_ptr, m9_s0, m9_s1, m9_s2, m9_s3, m12_ptr, m12_s0, m12_s1, m12_s2, m12_s3, m14_ptr, m14_s0, m14_s1, m14_s2, m14_s3, states31_ptr, states31_s0, states31_s1, states31_s2, states31_s3, states31_s4, states31_s5, E_c1, E_c2, E_n0, E_n2, E_n3, F_n0: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # stores states31: Collect over loop k.2[32]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n3 = tl.arange(0, F_n3)
    offs_n2 = tl.arange(0, F_n2)
    t24 = tl.load(m1_ptr + offs_n0[None, None, :, None] * m1_s2 + offs_c1[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0)
    t25 = tl.load(m9_ptr + offs_n0[None, None, :, None] * m9_s2 + offs_c1[None, None, None, :] * m9_s3, mask=(offs_n0 < E_n0)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0)
    t26 = tl.load(m12_ptr + offs_n3[:, None, None, None] * m12_s0 + offs_c2[None, :, None, None] * m12_s1 + offs_n0[None, None, :, None] * m12_s2 + offs_n2[None, None, None, :] * m12_s3, mask=(offs_n3 < E_n3)[:, None, None, None] & (offs_c2 < E_c2)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t27 = tl.load(m14_ptr + offs_n3[:, None, None, None] * m14_s0 + offs_c2[None, :, None, None] * m14_s1 + offs_n2[None, None, :, None] * m14_s2 + offs_c1[None, None, None, :] * m14_s3, mask=(offs_n3 < E_n3)[:, None, None, None] & (offs_c2 < E_c2)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
    t28 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t26, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t27, 0.0), 2), axis=3)
    t29 = tl.where(t25, -float("inf"), t28)
    t30 = tl.where(t24, -float("inf"), t29)
    tl.store(states31_ptr + i_c2 * states31_s0 + i_c1 * states31_s1 + tl.arange(0, F_n3)[:, None, None, None] * states31_s2 + tl.arange(0, T_c2)[None, :, None, None] * states31_s3 + tl.arange(0, F_n0)[None, None, :, None] * states31_s4 + tl.arange(0, T_c1)[None, None, None, :] * states31_s5 + tl.zeros([F_n3, T_c2, F_n0, T_c1], tl.int32), t30)


@triton.jit
def kernel_1(states31_ptr, states31_s0, states31_s1, states31_s2, states31_s3, states31_s4, states31_s5, states34_ptr, states34_s0, states34_s1, states34_s2, states34_s3, states34_s4, states34_s5, E_c1, E_c2, E_n0, E_n3, F_n0: tl.constexpr, F_n3: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # stores states34: Collect over loop k.2[32]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n3 = tl.arange(0, F_n3)
    offs_n0 = tl.arange(0, F_n0)
    t32 = tl.load(states31_ptr + i_c2 * states31_s0 + i_c1 * states31_s1 + tl.arange(0, F_n3)[:, None, None, None] * states31_s2 + tl.arange(0, T_c2)[None, :, None, None] * states31_s3 + tl.arange(0, F_n0)[None, None, :, None] * states31_s4 + tl.arange(0, T_c1)[None, None, None, :] * states31_s5 + tl.zeros([F_n3, T_c2, F_n0, T_c1], tl.int32))
    t33 = tl.max(tl.where((offs_c1 < E_c1)[None, None, None, :], t32, -float('inf')), axis=3, keep_dims=True)
    tl.store(states34_ptr + i_c2 * states34_s0 + i_c1 * states34_s1 + tl.arange(0, F_n3)[:, None, None, None] * states34_s2 + tl.arange(0, T_c2)[None, :, None, None] * states34_s3 + tl.arange(0, F_n0)[None, None, :, None] * states34_s4 + tl.zeros([F_n3, T_c2, F_n0, 1], tl.int32), t33)


@triton.jit
def kernel_2(states34_ptr, states34_s0, states34_s1, states34_s2, states34_s3, states34_s4, states34_s5, buf38_ptr, buf38_s0, buf38_s1, buf38_s2, buf38_s3, E_c1, E_c2, E_n0, E_n3, F_n0: tl.constexpr, F_n3: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf38: Combine over grid q.1@1[4]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n3 = tl.arange(0, F_n3)
    offs_n0 = tl.arange(0, F_n0)
    acc36 = tl.full([F_n3, T_c2, F_n0, 1], -float('inf'), tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t35 = tl.load(states34_ptr + i_c2 * states34_s0 + i_c1 * states34_s1 + tl.arange(0, F_n3)[:, None, None, None] * states34_s2 + tl.arange(0, T_c2)[None, :, None, None] * states34_s3 + tl.arange(0, F_n0)[None, None, :, None] * states34_s4 + tl.zeros([F_n3, T_c2, F_n0, 1], tl.int32))
        acc36 = tl.maximum(acc36, t35)
    t37 = (acc36) * (0.25)
    tl.store(buf38_ptr + offs_n3[:, None, None, None] * buf38_s0 + offs_c2[None, :, None, None] * buf38_s1 + offs_n0[None, None, :, None] * buf38_s2, t37, mask=(offs_n3 < E_n3)[:, None, None, None] & (offs_c2 < E_c2)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None])


@triton.jit
def kernel_3(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m9_ptr, m9_s0, m9_s1, m9_s2, m9_s3, m12_ptr, m12_s0, m12_s1, m12_s2, m12_s3, m14_ptr, m14_s0, m14_s1, m14_s2, m14_s3, buf38_ptr, buf38_s0, buf38_s1, buf38_s2, buf38_s3, m53_ptr, m53_s0, m53_s1, m53_s2, m53_s3, states59_ptr, states59_s0, states59_s1, states59_s2, states59_s3, states59_s4, states59_s5, E_c0, E_c1, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # stores states59: Collect over loop k.2[32]
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
    offs_n2 = tl.arange(0, F_n2)
    t8 = tl.load(m1_ptr + offs_n0[None, None, :, None] * m1_s2 + offs_c1[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0)
    t11 = tl.load(m9_ptr + offs_n0[None, None, :, None] * m9_s2 + offs_c1[None, None, None, :] * m9_s3, mask=(offs_n0 < E_n0)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0)
    t13 = tl.load(m12_ptr + offs_c0[:, None, None, None] * m12_s0 + offs_n1[None, :, None, None] * m12_s1 + offs_n0[None, None, :, None] * m12_s2 + offs_n2[None, None, None, :] * m12_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t19 = tl.load(m14_ptr + offs_c0[:, None, None, None] * m14_s0 + offs_n1[None, :, None, None] * m14_s1 + offs_n2[None, None, :, None] * m14_s2 + offs_c1[None, None, None, :] * m14_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
    t20 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t13, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t19, 0.0), 2), axis=3)
    t21 = tl.where(t11, -float("inf"), t20)
    t22 = tl.where(t8, -float("inf"), t21)
    t23 = (t22) * (0.25)
    t39 = tl.load(buf38_ptr + offs_c0[:, None, None, None] * buf38_s0 + offs_n1[None, :, None, None] * buf38_s1 + offs_n0[None, None, :, None] * buf38_s2, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None], other=0).to(tl.float32)
    t40 = t23 - (t39)
    t41 = tl.exp(t40)
    t42 = tl.load(m1_ptr + offs_n0[None, None, :, None] * m1_s2 + offs_n0[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0)
    t43 = tl.load(m9_ptr + offs_n0[None, None, :, None] * m9_s2 + offs_n0[None, None, None, :] * m9_s3, mask=(offs_n0 < E_n0)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0)
    t44 = tl.load(m14_ptr + offs_c0[:, None, None, None] * m14_s0 + offs_n1[None, :, None, None] * m14_s1 + offs_n2[None, None, :, None] * m14_s2 + offs_n0[None, None, None, :] * m14_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t45 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t13, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t44, 0.0), 2), axis=3)
    t46 = tl.where(t43, -float("inf"), t45)
    t47 = tl.where(t42, -float("inf"), t46)
    t48 = (t47) * (0.25)
    t49 = t48 - (t39)
    t50 = tl.exp(t49)
    t51 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, None, :], t50, 0.0), axis=3, keep_dims=True)
    t52 = (t41) / (t51)
    t57 = tl.load(m53_ptr + offs_c0[:, None, None, None] * m53_s0 + offs_n1[None, :, None, None] * m53_s1 + offs_c1[None, None, :, None] * m53_s2 + offs_n2[None, None, None, :] * m53_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t58 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, :], t52, 0.0), 4) * tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, :, None], t57, 0.0), 2), axis=3)
    tl.store(states59_ptr + i_c0 * states59_s0 + i_c1 * states59_s1 + tl.arange(0, T_c0)[:, None, None, None] * states59_s2 + tl.arange(0, F_n1)[None, :, None, None] * states59_s3 + tl.arange(0, F_n0)[None, None, :, None] * states59_s4 + tl.arange(0, F_n2)[None, None, None, :] * states59_s5 + tl.zeros([T_c0, F_n1, F_n0, F_n2], tl.int32), t58)


@triton.jit
def kernel_4(states59_ptr, states59_s0, states59_s1, states59_s2, states59_s3, states59_s4, states59_s5, buf62_ptr, buf62_s0, buf62_s1, buf62_s2, buf62_s3, E_c0, E_c1, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf62: Combine over grid k.0@0[2]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n2 = tl.arange(0, F_n2)
    acc61 = tl.full([T_c0, F_n1, F_n0, F_n2], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t60 = tl.load(states59_ptr + i_c0 * states59_s0 + i_c1 * states59_s1 + tl.arange(0, T_c0)[:, None, None, None] * states59_s2 + tl.arange(0, F_n1)[None, :, None, None] * states59_s3 + tl.arange(0, F_n0)[None, None, :, None] * states59_s4 + tl.arange(0, F_n2)[None, None, None, :] * states59_s5 + tl.zeros([T_c0, F_n1, F_n0, F_n2], tl.int32))
        acc61 = acc61 + t60
    tl.store(buf62_ptr + offs_c0[:, None, None, None] * buf62_s0 + offs_n1[None, :, None, None] * buf62_s1 + offs_n0[None, None, :, None] * buf62_s2 + offs_n2[None, None, None, :] * buf62_s3, acc61, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :])


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
    m5 = _iota([32], 0, device)
    m4 = m5.reshape([32, 1])
    m6 = m5.reshape([1, 32])
    m3 = _BINARY["Sub"](m4, m6)
    m7 = torch.tensor(8.0, dtype=torch.float32, device=device)
    m2 = _BINARY["Ge"](m3, m7)
    m1 = m2.reshape([1, 1, 32, 32])
    m10 = _BINARY["Gt"](m6, m4)
    m9 = m10.reshape([1, 1, 32, 32])
    m12 = inputs['q']
    m18 = inputs['k']
    m17 = m18.reshape([2, 2, 1, 32, 16])
    m16 = m17.expand([2, 2, 2, 32, 16])
    m15 = m16.reshape([2, 4, 32, 16])
    m14 = m15.permute([0, 1, 3, 2])
    states31 = torch.full([_cdiv(4, T['c2']), _cdiv(32, T['c1']), _pow2(2), T['c2'], _pow2(32), T['c1']], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(4, T['c2']) * _cdiv(32, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m9_ptr=m9, m9_s0=m9.stride(0), m9_s1=m9.stride(1), m9_s2=m9.stride(2), m9_s3=m9.stride(3), m12_ptr=m12, m12_s0=m12.stride(0), m12_s1=m12.stride(1), m12_s2=m12.stride(2), m12_s3=m12.stride(3), m14_ptr=m14, m14_s0=m14.stride(0), m14_s1=m14.stride(1), m14_s2=m14.stride(2), m14_s3=m14.stride(3), states31_ptr=states31, states31_s0=states31.stride(0), states31_s1=states31.stride(1), states31_s2=states31.stride(2), states31_s3=states31.stride(3), states31_s4=states31.stride(4), states31_s5=states31.stride(5), E_c1=32, E_c2=4, E_n0=32, E_n2=16, E_n3=2, F_n0=_pow2(32), F_n2=_pow2(16), F_n3=_pow2(2), T_c1=T['c1'], T_c2=T['c2'])
    states34 = torch.full([_cdiv(4, T['c2']), _cdiv(32, T['c1']), _pow2(2), T['c2'], _pow2(32), 1], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(4, T['c2']) * _cdiv(32, T['c1']),)](states31_ptr=states31, states31_s0=states31.stride(0), states31_s1=states31.stride(1), states31_s2=states31.stride(2), states31_s3=states31.stride(3), states31_s4=states31.stride(4), states31_s5=states31.stride(5), states34_ptr=states34, states34_s0=states34.stride(0), states34_s1=states34.stride(1), states34_s2=states34.stride(2), states34_s3=states34.stride(3), states34_s4=states34.stride(4), states34_s5=states34.stride(5), E_c1=32, E_c2=4, E_n0=32, E_n3=2, F_n0=_pow2(32), F_n3=_pow2(2), T_c1=T['c1'], T_c2=T['c2'])
    buf38 = torch.full([2, 4, 32, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(4, T['c2']),)](states34_ptr=states34, states34_s0=states34.stride(0), states34_s1=states34.stride(1), states34_s2=states34.stride(2), states34_s3=states34.stride(3), states34_s4=states34.stride(4), states34_s5=states34.stride(5), buf38_ptr=buf38, buf38_s0=buf38.stride(0), buf38_s1=buf38.stride(1), buf38_s2=buf38.stride(2), buf38_s3=buf38.stride(3), E_c1=32, E_c2=4, E_n0=32, E_n3=2, F_n0=_pow2(32), F_n3=_pow2(2), T_c1=T['c1'], T_c2=T['c2'])
    m56 = inputs['v']
    m55 = m56.reshape([2, 2, 1, 32, 16])
    m54 = m55.expand([2, 2, 2, 32, 16])
    m53 = m54.reshape([2, 4, 32, 16])
    states59 = torch.full([_cdiv(2, T['c0']), _cdiv(32, T['c1']), T['c0'], _pow2(4), _pow2(32), _pow2(16)], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(2, T['c0']) * _cdiv(32, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m9_ptr=m9, m9_s0=m9.stride(0), m9_s1=m9.stride(1), m9_s2=m9.stride(2), m9_s3=m9.stride(3), m12_ptr=m12, m12_s0=m12.stride(0), m12_s1=m12.stride(1), m12_s2=m12.stride(2), m12_s3=m12.stride(3), m14_ptr=m14, m14_s0=m14.stride(0), m14_s1=m14.stride(1), m14_s2=m14.stride(2), m14_s3=m14.stride(3), buf38_ptr=buf38, buf38_s0=buf38.stride(0), buf38_s1=buf38.stride(1), buf38_s2=buf38.stride(2), buf38_s3=buf38.stride(3), m53_ptr=m53, m53_s0=m53.stride(0), m53_s1=m53.stride(1), m53_s2=m53.stride(2), m53_s3=m53.stride(3), states59_ptr=states59, states59_s0=states59.stride(0), states59_s1=states59.stride(1), states59_s2=states59.stride(2), states59_s3=states59.stride(3), states59_s4=states59.stride(4), states59_s5=states59.stride(5), E_c0=2, E_c1=32, E_n0=32, E_n1=4, E_n2=16, F_n0=_pow2(32), F_n1=_pow2(4), F_n2=_pow2(16), T_c0=T['c0'], T_c1=T['c1'])
    buf62 = torch.full([2, 4, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(_cdiv(2, T['c0']),)](states59_ptr=states59, states59_s0=states59.stride(0), states59_s1=states59.stride(1), states59_s2=states59.stride(2), states59_s3=states59.stride(3), states59_s4=states59.stride(4), states59_s5=states59.stride(5), buf62_ptr=buf62, buf62_s0=buf62.stride(0), buf62_s1=buf62.stride(1), buf62_s2=buf62.stride(2), buf62_s3=buf62.stride(3), E_c0=2, E_c1=32, E_n0=32, E_n1=4, E_n2=16, F_n0=_pow2(32), F_n1=_pow2(4), F_n2=_pow2(16), T_c0=T['c0'], T_c1=T['c1'])
    return buf62


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
