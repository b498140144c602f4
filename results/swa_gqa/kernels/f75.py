"""swa_gqa [small], candidate 75: 4 kernel(s)

Rendered by EqiForge from candidate 75 of swa_gqa [small]: store(k.2[32]) ; store(k.2[32]) ; store(k.3[16]) ; grid(k.2@2, q.1@1, v.3@3) loop(k.2[32]: max, stored) loop(k.3[16]: sum, stored) [1 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid q.1@1[4]
    c1: grid k.2@2[32]
    c2: grid v.3@3[16]
    c3: loop k.2[32]
    c4: loop k.3[16]

Run it on its own: `python kernels/f75.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/swa_gqa.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 2, "c1": 16, "c2": 8, "c3": 16, "c4": 8}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 4, "c1": 32, "c2": 16, "c3": 32, "c4": 16}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m10_ptr, m10_s0, m10_s1, m10_s2, m10_s3, m13_ptr, m13_s0, m13_s1, m13_s2, m13_s3, m15_ptr, m15_s0, m15_s1, m15_s2, m15_s3, states24_ptr, states24_s0, states24_s1, states24_s2, states24_s3, states24_s4, states24_s5, states24_s6, E_c0, E_c1, E_c3, E_n1, E_n2, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c3: tl.constexpr):
    # stores states24: Collect over loop k.2[32]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t9 = tl.load(m1_ptr + offs_c1[None, None, :, None] * m1_s2 + offs_c3[None, None, None, :] * m1_s3, mask=(offs_c1 < E_c1)[None, None, :, None] & (offs_c3 < E_c3)[None, None, None, :], other=0)
    t12 = tl.load(m10_ptr + offs_c1[None, None, :, None] * m10_s2 + offs_c3[None, None, None, :] * m10_s3, mask=(offs_c1 < E_c1)[None, None, :, None] & (offs_c3 < E_c3)[None, None, None, :], other=0)
    t14 = tl.load(m13_ptr + offs_n1[:, None, None, None] * m13_s0 + offs_c0[None, :, None, None] * m13_s1 + offs_c1[None, None, :, None] * m13_s2 + offs_n2[None, None, None, :] * m13_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t20 = tl.load(m15_ptr + offs_n1[:, None, None, None] * m15_s0 + offs_c0[None, :, None, None] * m15_s1 + offs_n2[None, None, :, None] * m15_s2 + offs_c3[None, None, None, :] * m15_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
    t21 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t14, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t20, 0.0), 2), axis=3)
    t22 = tl.where(t12, -float("inf"), t21)
    t23 = tl.where(t9, -float("inf"), t22)
    tl.store(states24_ptr + i_c1 * states24_s0 + i_c0 * states24_s1 + i_c3 * states24_s2 + tl.arange(0, F_n1)[:, None, None, None] * states24_s3 + tl.arange(0, T_c0)[None, :, None, None] * states24_s4 + tl.arange(0, T_c1)[None, None, :, None] * states24_s5 + tl.arange(0, T_c3)[None, None, None, :] * states24_s6 + tl.zeros([F_n1, T_c0, T_c1, T_c3], tl.int32), t23)


@triton.jit
def kernel_1(states24_ptr, states24_s0, states24_s1, states24_s2, states24_s3, states24_s4, states24_s5, states24_s6, states27_ptr, states27_s0, states27_s1, states27_s2, states27_s3, states27_s4, states27_s5, states27_s6, E_c0, E_c1, E_c3, E_n1, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c3: tl.constexpr):
    # stores states27: Collect over loop k.2[32]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    t25 = tl.load(states24_ptr + i_c1 * states24_s0 + i_c0 * states24_s1 + i_c3 * states24_s2 + tl.arange(0, F_n1)[:, None, None, None] * states24_s3 + tl.arange(0, T_c0)[None, :, None, None] * states24_s4 + tl.arange(0, T_c1)[None, None, :, None] * states24_s5 + tl.arange(0, T_c3)[None, None, None, :] * states24_s6 + tl.zeros([F_n1, T_c0, T_c1, T_c3], tl.int32))
    t26 = tl.max(tl.where((offs_c3 < E_c3)[None, None, None, :], t25, -float('inf')), axis=3, keep_dims=True)
    tl.store(states27_ptr + i_c1 * states27_s0 + i_c0 * states27_s1 + i_c3 * states27_s2 + tl.arange(0, F_n1)[:, None, None, None] * states27_s3 + tl.arange(0, T_c0)[None, :, None, None] * states27_s4 + tl.arange(0, T_c1)[None, None, :, None] * states27_s5 + tl.zeros([F_n1, T_c0, T_c1, 1], tl.int32), t26)


@triton.jit
def kernel_2(m13_ptr, m13_s0, m13_s1, m13_s2, m13_s3, m15_ptr, m15_s0, m15_s1, m15_s2, m15_s3, states36_ptr, states36_s0, states36_s1, states36_s2, states36_s3, states36_s4, states36_s5, states36_s6, E_c0, E_c1, E_c4, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c4: tl.constexpr):
    # stores states36: Collect over loop k.3[16]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c4 = pid % tl.cdiv(E_c4, T_c4)
    pid = pid // tl.cdiv(E_c4, T_c4)
    offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    t33 = tl.load(m13_ptr + offs_n1[:, None, None, None] * m13_s0 + offs_c0[None, :, None, None] * m13_s1 + offs_c1[None, None, :, None] * m13_s2 + offs_c4[None, None, None, :] * m13_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_c4 < E_c4)[None, None, None, :], other=0).to(tl.float32)
    t34 = tl.load(m15_ptr + offs_n1[:, None, None, None] * m15_s0 + offs_c0[None, :, None, None] * m15_s1 + offs_c4[None, None, :, None] * m15_s2 + offs_n0[None, None, None, :] * m15_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_c4 < E_c4)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t35 = tl.sum(tl.expand_dims(tl.where((offs_c4 < E_c4)[None, None, None, :], t33, 0.0), 4) * tl.expand_dims(tl.where((offs_c4 < E_c4)[None, None, :, None], t34, 0.0), 2), axis=3)
    tl.store(states36_ptr + i_c1 * states36_s0 + i_c0 * states36_s1 + i_c4 * states36_s2 + tl.arange(0, F_n1)[:, None, None, None] * states36_s3 + tl.arange(0, T_c0)[None, :, None, None] * states36_s4 + tl.arange(0, T_c1)[None, None, :, None] * states36_s5 + tl.arange(0, F_n0)[None, None, None, :] * states36_s6 + tl.zeros([F_n1, T_c0, T_c1, F_n0], tl.int32), t35)


@triton.jit
def kernel_3(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, states27_ptr, states27_s0, states27_s1, states27_s2, states27_s3, states27_s4, states27_s5, states27_s6, m10_ptr, m10_s0, m10_s1, m10_s2, m10_s3, states36_ptr, states36_s0, states36_s1, states36_s2, states36_s3, states36_s4, states36_s5, states36_s6, m44_ptr, m44_s0, m44_s1, m44_s2, m44_s3, buf52_ptr, buf52_s0, buf52_s1, buf52_s2, buf52_s3, E_c0, E_c1, E_c2, E_c3, E_c4, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr, T_c4: tl.constexpr):
    # writes buf52: Combine over grid q.1@1[4], grid k.2@2[32], grid v.3@3[16]
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
    t8 = tl.load(m1_ptr + offs_c1[None, None, :, None] * m1_s2 + offs_n0[None, None, None, :] * m1_s3, mask=(offs_c1 < E_c1)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0)
    acc29 = tl.full([F_n1, T_c0, T_c1, 1], -float('inf'), tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t28 = tl.load(states27_ptr + i_c1 * states27_s0 + i_c0 * states27_s1 + i_c3 * states27_s2 + tl.arange(0, F_n1)[:, None, None, None] * states27_s3 + tl.arange(0, T_c0)[None, :, None, None] * states27_s4 + tl.arange(0, T_c1)[None, None, :, None] * states27_s5 + tl.zeros([F_n1, T_c0, T_c1, 1], tl.int32))
        acc29 = tl.maximum(acc29, t28)
    t30 = (acc29) * (0.25)
    t31 = -float("inf") - (t30)
    t32 = tl.load(m10_ptr + offs_c1[None, None, :, None] * m10_s2 + offs_n0[None, None, None, :] * m10_s3, mask=(offs_c1 < E_c1)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0)
    acc38 = tl.full([F_n1, T_c0, T_c1, F_n0], 0.0, tl.float32)
    for i_c4 in range(0, tl.cdiv(E_c4, T_c4)):
        offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)

        t37 = tl.load(states36_ptr + i_c1 * states36_s0 + i_c0 * states36_s1 + i_c4 * states36_s2 + tl.arange(0, F_n1)[:, None, None, None] * states36_s3 + tl.arange(0, T_c0)[None, :, None, None] * states36_s4 + tl.arange(0, T_c1)[None, None, :, None] * states36_s5 + tl.arange(0, F_n0)[None, None, None, :] * states36_s6 + tl.zeros([F_n1, T_c0, T_c1, F_n0], tl.int32))
        acc38 = acc38 + t37
    t39 = tl.where(t32, -float("inf"), acc38)
    t40 = t39 - (acc29)
    t41 = (t40) * (0.25)
    t42 = tl.where(t8, t31, t41)
    t43 = tl.exp(t42)
    t48 = tl.load(m44_ptr + offs_n1[:, None, None, None] * m44_s0 + offs_c0[None, :, None, None] * m44_s1 + offs_n0[None, None, :, None] * m44_s2 + offs_c2[None, None, None, :] * m44_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
    t49 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, None, :], t43, 0.0), 4) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, :, None], t48, 0.0), 2), axis=3)
    t50 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, None, :], t43, 0.0), axis=3, keep_dims=True)
    t51 = (t49) / (t50)
    tl.store(buf52_ptr + offs_n1[:, None, None, None] * buf52_s0 + offs_c0[None, :, None, None] * buf52_s1 + offs_c1[None, None, :, None] * buf52_s2 + offs_c2[None, None, None, :] * buf52_s3, t51, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :])


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
    m11 = _BINARY["Gt"](m6, m4)
    m10 = m11.reshape([1, 1, 32, 32])
    m13 = inputs['q']
    m19 = inputs['k']
    m18 = m19.reshape([2, 2, 1, 32, 16])
    m17 = m18.expand([2, 2, 2, 32, 16])
    m16 = m17.reshape([2, 4, 32, 16])
    m15 = m16.permute([0, 1, 3, 2])
    states24 = torch.full([_cdiv(32, T['c1']), _cdiv(4, T['c0']), _cdiv(32, T['c3']), _pow2(2), T['c0'], T['c1'], T['c3']], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(32, T['c1']) * _cdiv(4, T['c0']) * _cdiv(32, T['c3']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m10_ptr=m10, m10_s0=m10.stride(0), m10_s1=m10.stride(1), m10_s2=m10.stride(2), m10_s3=m10.stride(3), m13_ptr=m13, m13_s0=m13.stride(0), m13_s1=m13.stride(1), m13_s2=m13.stride(2), m13_s3=m13.stride(3), m15_ptr=m15, m15_s0=m15.stride(0), m15_s1=m15.stride(1), m15_s2=m15.stride(2), m15_s3=m15.stride(3), states24_ptr=states24, states24_s0=states24.stride(0), states24_s1=states24.stride(1), states24_s2=states24.stride(2), states24_s3=states24.stride(3), states24_s4=states24.stride(4), states24_s5=states24.stride(5), states24_s6=states24.stride(6), E_c0=4, E_c1=32, E_c3=32, E_n1=2, E_n2=16, F_n1=_pow2(2), F_n2=_pow2(16), T_c0=T['c0'], T_c1=T['c1'], T_c3=T['c3'])
    states27 = torch.full([_cdiv(32, T['c1']), _cdiv(4, T['c0']), _cdiv(32, T['c3']), _pow2(2), T['c0'], T['c1'], 1], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(32, T['c1']) * _cdiv(4, T['c0']) * _cdiv(32, T['c3']),)](states24_ptr=states24, states24_s0=states24.stride(0), states24_s1=states24.stride(1), states24_s2=states24.stride(2), states24_s3=states24.stride(3), states24_s4=states24.stride(4), states24_s5=states24.stride(5), states24_s6=states24.stride(6), states27_ptr=states27, states27_s0=states27.stride(0), states27_s1=states27.stride(1), states27_s2=states27.stride(2), states27_s3=states27.stride(3), states27_s4=states27.stride(4), states27_s5=states27.stride(5), states27_s6=states27.stride(6), E_c0=4, E_c1=32, E_c3=32, E_n1=2, F_n1=_pow2(2), T_c0=T['c0'], T_c1=T['c1'], T_c3=T['c3'])
    states36 = torch.full([_cdiv(32, T['c1']), _cdiv(4, T['c0']), _cdiv(16, T['c4']), _pow2(2), T['c0'], T['c1'], _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(32, T['c1']) * _cdiv(4, T['c0']) * _cdiv(16, T['c4']),)](m13_ptr=m13, m13_s0=m13.stride(0), m13_s1=m13.stride(1), m13_s2=m13.stride(2), m13_s3=m13.stride(3), m15_ptr=m15, m15_s0=m15.stride(0), m15_s1=m15.stride(1), m15_s2=m15.stride(2), m15_s3=m15.stride(3), states36_ptr=states36, states36_s0=states36.stride(0), states36_s1=states36.stride(1), states36_s2=states36.stride(2), states36_s3=states36.stride(3), states36_s4=states36.stride(4), states36_s5=states36.stride(5), states36_s6=states36.stride(6), E_c0=4, E_c1=32, E_c4=16, E_n0=32, E_n1=2, F_n0=_pow2(32), F_n1=_pow2(2), T_c0=T['c0'], T_c1=T['c1'], T_c4=T['c4'])
    m47 = inputs['v']
    m46 = m47.reshape([2, 2, 1, 32, 16])
    m45 = m46.expand([2, 2, 2, 32, 16])
    m44 = m45.reshape([2, 4, 32, 16])
    buf52 = torch.full([2, 4, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(4, T['c0']) * _cdiv(32, T['c1']) * _cdiv(16, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), states27_ptr=states27, states27_s0=states27.stride(0), states27_s1=states27.stride(1), states27_s2=states27.stride(2), states27_s3=states27.stride(3), states27_s4=states27.stride(4), states27_s5=states27.stride(5), states27_s6=states27.stride(6), m10_ptr=m10, m10_s0=m10.stride(0), m10_s1=m10.stride(1), m10_s2=m10.stride(2), m10_s3=m10.stride(3), states36_ptr=states36, states36_s0=states36.stride(0), states36_s1=states36.stride(1), states36_s2=states36.stride(2), states36_s3=states36.stride(3), states36_s4=states36.stride(4), states36_s5=states36.stride(5), states36_s6=states36.stride(6), m44_ptr=m44, m44_s0=m44.stride(0), m44_s1=m44.stride(1), m44_s2=m44.stride(2), m44_s3=m44.stride(3), buf52_ptr=buf52, buf52_s0=buf52.stride(0), buf52_s1=buf52.stride(1), buf52_s2=buf52.stride(2), buf52_s3=buf52.stride(3), E_c0=4, E_c1=32, E_c2=16, E_c3=32, E_c4=16, E_n0=32, E_n1=2, F_n0=_pow2(32), F_n1=_pow2(2), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'], T_c3=T['c3'], T_c4=T['c4'])
    return buf52


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
