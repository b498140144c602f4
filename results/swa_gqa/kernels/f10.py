"""swa_gqa [small], candidate 10: 4 kernel(s)

Rendered by EqiForge from candidate 10 of swa_gqa [small]: store(k.3[16]) ; grid(k.0@0) loop(k.3[16]: pair(sum, sum), stored) [1 mm] ; store(k.3[16]) ; grid(q.1@1) loop(k.3[16]: pair(sum, sum), stored)
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid q.1@1[4]
    c1: grid k.0@0[2]
    c2: loop k.3[16]

Run it on its own: `python kernels/f10.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/swa_gqa.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 2, "c1": 1, "c2": 8}


@triton.jit
def kernel_0(m12_ptr, m12_s0, m12_s1, m12_s2, m12_s3, m14_ptr, m14_s0, m14_s1, m14_s2, m14_s3, states22_ptr, states22_s0, states22_s1, states22_s2, states22_s3, states22_s4, states22_s5, states23_ptr, states23_s0, states23_s1, states23_s2, states23_s3, states23_s4, states23_s5, E_c1, E_c2, E_n1, E_n3, F_n1: tl.constexpr, F_n3: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # stores states22, states23: Collect over loop k.3[16]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n3 = tl.arange(0, F_n3)
    offs_n1 = tl.arange(0, F_n1)
    t13 = tl.load(m12_ptr + offs_c1[:, None, None, None] * m12_s0 + offs_n3[None, :, None, None] * m12_s1 + offs_n1[None, None, :, None] * m12_s2 + offs_c2[None, None, None, :] * m12_s3, mask=(offs_c1 < E_c1)[:, None, None, None] & (offs_n3 < E_n3)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
    t19 = tl.load(m14_ptr + offs_c1[:, None, None, None] * m14_s0 + offs_n3[None, :, None, None] * m14_s1 + offs_c2[None, None, :, None] * m14_s2 + offs_n1[None, None, None, :] * m14_s3, mask=(offs_c1 < E_c1)[:, None, None, None] & (offs_n3 < E_n3)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t20 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :], t13, 0.0), 4) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :, None], t19, 0.0), 2), axis=3)
    t21 = (t20) * (0.25)
    tl.store(states22_ptr + i_c1 * states22_s0 + i_c2 * states22_s1 + tl.arange(0, T_c1)[:, None, None, None] * states22_s2 + tl.arange(0, F_n3)[None, :, None, None] * states22_s3 + tl.arange(0, F_n1)[None, None, :, None] * states22_s4 + tl.arange(0, F_n1)[None, None, None, :] * states22_s5 + tl.zeros([T_c1, F_n3, F_n1, F_n1], tl.int32), t20)
    tl.store(states23_ptr + i_c1 * states23_s0 + i_c2 * states23_s1 + tl.arange(0, T_c1)[:, None, None, None] * states23_s2 + tl.arange(0, F_n3)[None, :, None, None] * states23_s3 + tl.arange(0, F_n1)[None, None, :, None] * states23_s4 + tl.arange(0, F_n1)[None, None, None, :] * states23_s5 + tl.zeros([T_c1, F_n3, F_n1, F_n1], tl.int32), t21)


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m9_ptr, m9_s0, m9_s1, m9_s2, m9_s3, states22_ptr, states22_s0, states22_s1, states22_s2, states22_s3, states22_s4, states22_s5, states23_ptr, states23_s0, states23_s1, states23_s2, states23_s3, states23_s4, states23_s5, m31_ptr, m31_s0, m31_s1, m31_s2, m31_s3, buf40_ptr, buf40_s0, buf40_s1, buf40_s2, buf40_s3, E_c1, E_c2, E_n1, E_n2, E_n3, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf40: Combine over grid k.0@0[2]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n3 = tl.arange(0, F_n3)
    offs_n2 = tl.arange(0, F_n2)
    t8 = tl.load(m1_ptr + offs_n1[None, None, :, None] * m1_s2 + offs_n1[None, None, None, :] * m1_s3, mask=(offs_n1 < E_n1)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0)
    t11 = tl.load(m9_ptr + offs_n1[None, None, :, None] * m9_s2 + offs_n1[None, None, None, :] * m9_s3, mask=(offs_n1 < E_n1)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0)
    acc26 = tl.full([T_c1, F_n3, F_n1, F_n1], 0.0, tl.float32)
    acc27 = tl.full([T_c1, F_n3, F_n1, F_n1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t24 = tl.load(states22_ptr + i_c1 * states22_s0 + i_c2 * states22_s1 + tl.arange(0, T_c1)[:, None, None, None] * states22_s2 + tl.arange(0, F_n3)[None, :, None, None] * states22_s3 + tl.arange(0, F_n1)[None, None, :, None] * states22_s4 + tl.arange(0, F_n1)[None, None, None, :] * states22_s5 + tl.zeros([T_c1, F_n3, F_n1, F_n1], tl.int32))
        t25 = tl.load(states23_ptr + i_c1 * states23_s0 + i_c2 * states23_s1 + tl.arange(0, T_c1)[:, None, None, None] * states23_s2 + tl.arange(0, F_n3)[None, :, None, None] * states23_s3 + tl.arange(0, F_n1)[None, None, :, None] * states23_s4 + tl.arange(0, F_n1)[None, None, None, :] * states23_s5 + tl.zeros([T_c1, F_n3, F_n1, F_n1], tl.int32))
        acc26 = acc26 + t24
        acc27 = acc27 + t25
    t28 = tl.where(t11, -float("inf"), acc27)
    t29 = tl.where(t8, -float("inf"), t28)
    t30 = tl.exp(t29)
    t35 = tl.load(m31_ptr + offs_c1[:, None, None, None] * m31_s0 + offs_n3[None, :, None, None] * m31_s1 + offs_n1[None, None, :, None] * m31_s2 + offs_n2[None, None, None, :] * m31_s3, mask=(offs_c1 < E_c1)[:, None, None, None] & (offs_n3 < E_n3)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t36 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :], t30, 0.0), 4) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :, None], t35, 0.0), 2), axis=3)
    t37 = tl.max(tl.where((offs_n1 < E_n1)[None, None, None, :], t29, -float('inf')), axis=3, keep_dims=True)
    t38 = tl.exp(t37)
    t39 = (t36) / (t38)
    tl.store(buf40_ptr + offs_c1[:, None, None, None] * buf40_s0 + offs_n3[None, :, None, None] * buf40_s1 + offs_n1[None, None, :, None] * buf40_s2 + offs_n2[None, None, None, :] * buf40_s3, t39, mask=(offs_c1 < E_c1)[:, None, None, None] & (offs_n3 < E_n3)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :])


@triton.jit
def kernel_2(m12_ptr, m12_s0, m12_s1, m12_s2, m12_s3, m14_ptr, m14_s0, m14_s1, m14_s2, m14_s3, states48_ptr, states48_s0, states48_s1, states48_s2, states48_s3, states48_s4, states48_s5, states49_ptr, states49_s0, states49_s1, states49_s2, states49_s3, states49_s4, states49_s5, E_c0, E_c2, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # stores states48, states49: Collect over loop k.3[16]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t44 = tl.load(m12_ptr + offs_n0[:, None, None, None] * m12_s0 + offs_c0[None, :, None, None] * m12_s1 + offs_n1[None, None, :, None] * m12_s2 + offs_c2[None, None, None, :] * m12_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
    t45 = tl.load(m14_ptr + offs_n0[:, None, None, None] * m14_s0 + offs_c0[None, :, None, None] * m14_s1 + offs_c2[None, None, :, None] * m14_s2 + offs_n1[None, None, None, :] * m14_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t46 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :], t44, 0.0), 4) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :, None], t45, 0.0), 2), axis=3)
    t47 = (t46) * (0.25)
    tl.store(states48_ptr + i_c0 * states48_s0 + i_c2 * states48_s1 + tl.arange(0, F_n0)[:, None, None, None] * states48_s2 + tl.arange(0, T_c0)[None, :, None, None] * states48_s3 + tl.arange(0, F_n1)[None, None, :, None] * states48_s4 + tl.arange(0, F_n1)[None, None, None, :] * states48_s5 + tl.zeros([F_n0, T_c0, F_n1, F_n1], tl.int32), t46)
    tl.store(states49_ptr + i_c0 * states49_s0 + i_c2 * states49_s1 + tl.arange(0, F_n0)[:, None, None, None] * states49_s2 + tl.arange(0, T_c0)[None, :, None, None] * states49_s3 + tl.arange(0, F_n1)[None, None, :, None] * states49_s4 + tl.arange(0, F_n1)[None, None, None, :] * states49_s5 + tl.zeros([F_n0, T_c0, F_n1, F_n1], tl.int32), t47)


@triton.jit
def kernel_3(buf40_ptr, buf40_s0, buf40_s1, buf40_s2, buf40_s3, m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m9_ptr, m9_s0, m9_s1, m9_s2, m9_s3, states48_ptr, states48_s0, states48_s1, states48_s2, states48_s3, states48_s4, states48_s5, states49_ptr, states49_s0, states49_s1, states49_s2, states49_s3, states49_s4, states49_s5, buf63_ptr, buf63_s0, buf63_s1, buf63_s2, buf63_s3, E_c0, E_c2, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # writes buf63: Combine over grid q.1@1[4]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t41 = tl.load(buf40_ptr + offs_n0[:, None, None, None] * buf40_s0 + offs_c0[None, :, None, None] * buf40_s1 + offs_n1[None, None, :, None] * buf40_s2 + offs_n2[None, None, None, :] * buf40_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t42 = tl.load(m1_ptr + offs_n1[None, None, :, None] * m1_s2 + offs_n1[None, None, None, :] * m1_s3, mask=(offs_n1 < E_n1)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0)
    t43 = tl.load(m9_ptr + offs_n1[None, None, :, None] * m9_s2 + offs_n1[None, None, None, :] * m9_s3, mask=(offs_n1 < E_n1)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0)
    acc52 = tl.full([F_n0, T_c0, F_n1, F_n1], 0.0, tl.float32)
    acc53 = tl.full([F_n0, T_c0, F_n1, F_n1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t50 = tl.load(states48_ptr + i_c0 * states48_s0 + i_c2 * states48_s1 + tl.arange(0, F_n0)[:, None, None, None] * states48_s2 + tl.arange(0, T_c0)[None, :, None, None] * states48_s3 + tl.arange(0, F_n1)[None, None, :, None] * states48_s4 + tl.arange(0, F_n1)[None, None, None, :] * states48_s5 + tl.zeros([F_n0, T_c0, F_n1, F_n1], tl.int32))
        t51 = tl.load(states49_ptr + i_c0 * states49_s0 + i_c2 * states49_s1 + tl.arange(0, F_n0)[:, None, None, None] * states49_s2 + tl.arange(0, T_c0)[None, :, None, None] * states49_s3 + tl.arange(0, F_n1)[None, None, :, None] * states49_s4 + tl.arange(0, F_n1)[None, None, None, :] * states49_s5 + tl.zeros([F_n0, T_c0, F_n1, F_n1], tl.int32))
        acc52 = acc52 + t50
        acc53 = acc53 + t51
    t54 = tl.where(t43, -float("inf"), acc53)
    t55 = tl.where(t42, -float("inf"), t54)
    t56 = tl.max(tl.where((offs_n1 < E_n1)[None, None, None, :], t55, -float('inf')), axis=3, keep_dims=True)
    t57 = tl.exp(t56)
    t58 = 1.0 / (t57)
    t59 = tl.exp(t55)
    t60 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t59, 0.0), axis=3, keep_dims=True)
    t61 = (t58) * (t60)
    t62 = (t41) / (t61)
    tl.store(buf63_ptr + offs_n0[:, None, None, None] * buf63_s0 + offs_c0[None, :, None, None] * buf63_s1 + offs_n1[None, None, :, None] * buf63_s2 + offs_n2[None, None, None, :] * buf63_s3, t62, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :])


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
    states22 = torch.full([_cdiv(2, T['c1']), _cdiv(16, T['c2']), T['c1'], _pow2(4), _pow2(32), _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    states23 = torch.full([_cdiv(2, T['c1']), _cdiv(16, T['c2']), T['c1'], _pow2(4), _pow2(32), _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(2, T['c1']) * _cdiv(16, T['c2']),)](m12_ptr=m12, m12_s0=m12.stride(0), m12_s1=m12.stride(1), m12_s2=m12.stride(2), m12_s3=m12.stride(3), m14_ptr=m14, m14_s0=m14.stride(0), m14_s1=m14.stride(1), m14_s2=m14.stride(2), m14_s3=m14.stride(3), states22_ptr=states22, states22_s0=states22.stride(0), states22_s1=states22.stride(1), states22_s2=states22.stride(2), states22_s3=states22.stride(3), states22_s4=states22.stride(4), states22_s5=states22.stride(5), states23_ptr=states23, states23_s0=states23.stride(0), states23_s1=states23.stride(1), states23_s2=states23.stride(2), states23_s3=states23.stride(3), states23_s4=states23.stride(4), states23_s5=states23.stride(5), E_c1=2, E_c2=16, E_n1=32, E_n3=4, F_n1=_pow2(32), F_n3=_pow2(4), T_c1=T['c1'], T_c2=T['c2'])
    m34 = inputs['v']
    m33 = m34.reshape([2, 2, 1, 32, 16])
    m32 = m33.expand([2, 2, 2, 32, 16])
    m31 = m32.reshape([2, 4, 32, 16])
    buf40 = torch.full([2, 4, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(2, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m9_ptr=m9, m9_s0=m9.stride(0), m9_s1=m9.stride(1), m9_s2=m9.stride(2), m9_s3=m9.stride(3), states22_ptr=states22, states22_s0=states22.stride(0), states22_s1=states22.stride(1), states22_s2=states22.stride(2), states22_s3=states22.stride(3), states22_s4=states22.stride(4), states22_s5=states22.stride(5), states23_ptr=states23, states23_s0=states23.stride(0), states23_s1=states23.stride(1), states23_s2=states23.stride(2), states23_s3=states23.stride(3), states23_s4=states23.stride(4), states23_s5=states23.stride(5), m31_ptr=m31, m31_s0=m31.stride(0), m31_s1=m31.stride(1), m31_s2=m31.stride(2), m31_s3=m31.stride(3), buf40_ptr=buf40, buf40_s0=buf40.stride(0), buf40_s1=buf40.stride(1), buf40_s2=buf40.stride(2), buf40_s3=buf40.stride(3), E_c1=2, E_c2=16, E_n1=32, E_n2=16, E_n3=4, F_n1=_pow2(32), F_n2=_pow2(16), F_n3=_pow2(4), T_c1=T['c1'], T_c2=T['c2'])
    states48 = torch.full([_cdiv(4, T['c0']), _cdiv(16, T['c2']), _pow2(2), T['c0'], _pow2(32), _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    states49 = torch.full([_cdiv(4, T['c0']), _cdiv(16, T['c2']), _pow2(2), T['c0'], _pow2(32), _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(4, T['c0']) * _cdiv(16, T['c2']),)](m12_ptr=m12, m12_s0=m12.stride(0), m12_s1=m12.stride(1), m12_s2=m12.stride(2), m12_s3=m12.stride(3), m14_ptr=m14, m14_s0=m14.stride(0), m14_s1=m14.stride(1), m14_s2=m14.stride(2), m14_s3=m14.stride(3), states48_ptr=states48, states48_s0=states48.stride(0), states48_s1=states48.stride(1), states48_s2=states48.stride(2), states48_s3=states48.stride(3), states48_s4=states48.stride(4), states48_s5=states48.stride(5), states49_ptr=states49, states49_s0=states49.stride(0), states49_s1=states49.stride(1), states49_s2=states49.stride(2), states49_s3=states49.stride(3), states49_s4=states49.stride(4), states49_s5=states49.stride(5), E_c0=4, E_c2=16, E_n0=2, E_n1=32, F_n0=_pow2(2), F_n1=_pow2(32), T_c0=T['c0'], T_c2=T['c2'])
    buf63 = torch.full([2, 4, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(4, T['c0']),)](buf40_ptr=buf40, buf40_s0=buf40.stride(0), buf40_s1=buf40.stride(1), buf40_s2=buf40.stride(2), buf40_s3=buf40.stride(3), m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m9_ptr=m9, m9_s0=m9.stride(0), m9_s1=m9.stride(1), m9_s2=m9.stride(2), m9_s3=m9.stride(3), states48_ptr=states48, states48_s0=states48.stride(0), states48_s1=states48.stride(1), states48_s2=states48.stride(2), states48_s3=states48.stride(3), states48_s4=states48.stride(4), states48_s5=states48.stride(5), states49_ptr=states49, states49_s0=states49.stride(0), states49_s1=states49.stride(1), states49_s2=states49.stride(2), states49_s3=states49.stride(3), states49_s4=states49.stride(4), states49_s5=states49.stride(5), buf63_ptr=buf63, buf63_s0=buf63.stride(0), buf63_s1=buf63.stride(1), buf63_s2=buf63.stride(2), buf63_s3=buf63.stride(3), E_c0=4, E_c2=16, E_n0=2, E_n1=32, E_n2=16, F_n0=_pow2(2), F_n1=_pow2(32), F_n2=_pow2(16), T_c0=T['c0'], T_c2=T['c2'])
    return buf63


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
