"""attention_sinks [small], candidate 74: 3 kernel(s)

Rendered by EqiForge from candidate 74 of attention_sinks [small]: store(k.2[32]) ; store(k.2[32]) ; grid(k.2@3) loop(k.2[32]: max, stored) [2 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid k.2@3[32]
    c1: loop k.2[32]

Run it on its own: `python kernels/f74.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/attention_sinks.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 16, "c1": 16}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 32, "c1": 32}


@triton.jit
def kernel_0(m2_ptr, m2_s0, m2_s1, m2_s2, m2_s3, m2_s4, m7_ptr, m7_s0, m7_s1, m7_s2, m7_s3, m7_s4, m14_ptr, m14_s0, m14_s1, m14_s2, m14_s3, m14_s4, m17_ptr, m17_s0, m17_s1, m17_s2, m17_s3, m17_s4, m23_ptr, m23_s0, m23_s1, m23_s2, m23_s3, m23_s4, states41_ptr, states41_s0, states41_s1, states41_s2, states41_s3, states41_s4, states41_s5, states41_s6, E_c0, E_c1, E_n1, E_n2, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # stores states41: Collect over loop k.2[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t31 = tl.load(m2_ptr + offs_c1[None, None, None, None, :] * m2_s4, mask=(offs_c1 < E_c1)[None, None, None, None, :], other=0)
    t32 = tl.load(m7_ptr + offs_c0[None, None, None, :, None] * m7_s3 + offs_c1[None, None, None, None, :] * m7_s4, mask=(offs_c0 < E_c0)[None, None, None, :, None] & (offs_c1 < E_c1)[None, None, None, None, :], other=0)
    t33 = tl.load(m14_ptr + offs_n1[:, None, None, None, None] * m14_s0 + offs_n1[None, :, None, None, None] * m14_s1 + offs_n1[None, None, :, None, None] * m14_s2 + offs_c0[None, None, None, :, None] * m14_s3 + offs_n2[None, None, None, None, :] * m14_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_c0 < E_c0)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :], other=0).to(tl.float32)
    t34 = tl.load(m17_ptr + offs_n1[:, None, None, None, None] * m17_s0 + offs_n1[None, :, None, None, None] * m17_s1 + offs_n2[None, None, None, :, None] * m17_s3 + offs_c1[None, None, None, None, :] * m17_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n2 < E_n2)[None, None, None, :, None] & (offs_c1 < E_c1)[None, None, None, None, :], other=0).to(tl.float32)
    t35 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, None, :], t33, 0.0), 5) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :, None], t34, 0.0), 3), axis=4)
    t36 = tl.where(t32, -float("inf"), t35)
    t37 = tl.load(m23_ptr + offs_c0[None, None, None, :, None] * m23_s3 + offs_c1[None, None, None, None, :] * m23_s4, mask=(offs_c0 < E_c0)[None, None, None, :, None] & (offs_c1 < E_c1)[None, None, None, None, :], other=0)
    t38 = tl.where(t37, -float("inf"), t36)
    t39 = tl.where(t31, t36, t38)
    t40 = (t39) * (0.25)
    tl.store(states41_ptr + i_c0 * states41_s0 + i_c1 * states41_s1 + tl.arange(0, F_n1)[:, None, None, None, None] * states41_s2 + tl.arange(0, F_n1)[None, :, None, None, None] * states41_s3 + tl.arange(0, F_n1)[None, None, :, None, None] * states41_s4 + tl.arange(0, T_c0)[None, None, None, :, None] * states41_s5 + tl.arange(0, T_c1)[None, None, None, None, :] * states41_s6 + tl.zeros([F_n1, F_n1, F_n1, T_c0, T_c1], tl.int32), t40)


@triton.jit
def kernel_1(states41_ptr, states41_s0, states41_s1, states41_s2, states41_s3, states41_s4, states41_s5, states41_s6, states44_ptr, states44_s0, states44_s1, states44_s2, states44_s3, states44_s4, states44_s5, states44_s6, E_c0, E_c1, E_n1, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # stores states44: Collect over loop k.2[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    t42 = tl.load(states41_ptr + i_c0 * states41_s0 + i_c1 * states41_s1 + tl.arange(0, F_n1)[:, None, None, None, None] * states41_s2 + tl.arange(0, F_n1)[None, :, None, None, None] * states41_s3 + tl.arange(0, F_n1)[None, None, :, None, None] * states41_s4 + tl.arange(0, T_c0)[None, None, None, :, None] * states41_s5 + tl.arange(0, T_c1)[None, None, None, None, :] * states41_s6 + tl.zeros([F_n1, F_n1, F_n1, T_c0, T_c1], tl.int32))
    t43 = tl.max(tl.where((offs_c1 < E_c1)[None, None, None, None, :], t42, -float('inf')), axis=4, keep_dims=True)
    tl.store(states44_ptr + i_c0 * states44_s0 + i_c1 * states44_s1 + tl.arange(0, F_n1)[:, None, None, None, None] * states44_s2 + tl.arange(0, F_n1)[None, :, None, None, None] * states44_s3 + tl.arange(0, F_n1)[None, None, :, None, None] * states44_s4 + tl.arange(0, T_c0)[None, None, None, :, None] * states44_s5 + tl.zeros([F_n1, F_n1, F_n1, T_c0, 1], tl.int32), t43)


@triton.jit
def kernel_2(m2_ptr, m2_s0, m2_s1, m2_s2, m2_s3, m2_s4, m7_ptr, m7_s0, m7_s1, m7_s2, m7_s3, m7_s4, m14_ptr, m14_s0, m14_s1, m14_s2, m14_s3, m14_s4, m17_ptr, m17_s0, m17_s1, m17_s2, m17_s3, m17_s4, m23_ptr, m23_s0, m23_s1, m23_s2, m23_s3, m23_s4, states44_ptr, states44_s0, states44_s1, states44_s2, states44_s3, states44_s4, states44_s5, states44_s6, m47_ptr, m47_s0, m47_s1, m47_s2, m47_s3, m47_s4, m58_ptr, m58_s0, m58_s1, m58_s2, m58_s3, m58_s4, buf62_ptr, buf62_s0, buf62_s1, buf62_s2, buf62_s3, buf62_s4, E_c0, E_c1, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf62: Combine over grid k.2@3[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t6 = tl.load(m2_ptr + offs_n0[None, None, None, None, :] * m2_s4, mask=(offs_n0 < E_n0)[None, None, None, None, :], other=0)
    t13 = tl.load(m7_ptr + offs_c0[None, None, None, :, None] * m7_s3 + offs_n0[None, None, None, None, :] * m7_s4, mask=(offs_c0 < E_c0)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0)
    t16 = tl.load(m14_ptr + offs_n1[:, None, None, None, None] * m14_s0 + offs_n1[None, :, None, None, None] * m14_s1 + offs_n1[None, None, :, None, None] * m14_s2 + offs_c0[None, None, None, :, None] * m14_s3 + offs_n2[None, None, None, None, :] * m14_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_c0 < E_c0)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :], other=0).to(tl.float32)
    t20 = tl.load(m17_ptr + offs_n1[:, None, None, None, None] * m17_s0 + offs_n1[None, :, None, None, None] * m17_s1 + offs_n2[None, None, None, :, None] * m17_s3 + offs_n0[None, None, None, None, :] * m17_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n2 < E_n2)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0).to(tl.float32)
    t21 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, None, :], t16, 0.0), 5) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :, None], t20, 0.0), 3), axis=4)
    t22 = tl.where(t13, -float("inf"), t21)
    t27 = tl.load(m23_ptr + offs_c0[None, None, None, :, None] * m23_s3 + offs_n0[None, None, None, None, :] * m23_s4, mask=(offs_c0 < E_c0)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0)
    t28 = tl.where(t27, -float("inf"), t22)
    t29 = tl.where(t6, t22, t28)
    t30 = (t29) * (0.25)
    acc46 = tl.full([F_n1, F_n1, F_n1, T_c0, 1], -float('inf'), tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t45 = tl.load(states44_ptr + i_c0 * states44_s0 + i_c1 * states44_s1 + tl.arange(0, F_n1)[:, None, None, None, None] * states44_s2 + tl.arange(0, F_n1)[None, :, None, None, None] * states44_s3 + tl.arange(0, F_n1)[None, None, :, None, None] * states44_s4 + tl.arange(0, T_c0)[None, None, None, :, None] * states44_s5 + tl.zeros([F_n1, F_n1, F_n1, T_c0, 1], tl.int32))
        acc46 = tl.maximum(acc46, t45)
    t49 = tl.load(m47_ptr + offs_n1[None, :, None, None, None] * m47_s1 + offs_n1[None, None, :, None, None] * m47_s2, mask=(offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None], other=0).to(tl.float32)
    t50 = tl.maximum(acc46, t49)
    t51 = t30 - (t50)
    t52 = tl.exp(t51)
    t53 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, None, None, :], t52, 0.0), axis=4, keep_dims=True)
    t54 = t49 - (t50)
    t55 = tl.exp(t54)
    t56 = t53 + t55
    t57 = (t52) / (t56)
    t60 = tl.load(m58_ptr + offs_n1[:, None, None, None, None] * m58_s0 + offs_n1[None, :, None, None, None] * m58_s1 + offs_n0[None, None, None, :, None] * m58_s3 + offs_n2[None, None, None, None, :] * m58_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :], other=0).to(tl.float32)
    t61 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, None, None, :], t57, 0.0), 5) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, None, :, None], t60, 0.0), 3), axis=4)
    tl.store(buf62_ptr + offs_n1[:, None, None, None, None] * buf62_s0 + offs_n1[None, :, None, None, None] * buf62_s1 + offs_n1[None, None, :, None, None] * buf62_s2 + offs_c0[None, None, None, :, None] * buf62_s3 + offs_n2[None, None, None, None, :] * buf62_s4, t61, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_c0 < E_c0)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :])


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
    m4 = _iota([32], 0, device)
    m3 = m4.reshape([1, 1, 1, 1, 32])
    m5 = torch.tensor(2.0, dtype=torch.float32, device=device)
    m2 = _BINARY["Lt"](m3, m5)
    m9 = m4.reshape([1, 32])
    m12 = torch.tensor(0.0, dtype=torch.float32, device=device)
    m11 = _BINARY["Add"](m4, m12)
    m10 = m11.reshape([32, 1])
    m8 = _BINARY["Gt"](m9, m10)
    m7 = m8.reshape([1, 1, 1, 32, 32])
    m15 = inputs['q']
    m14 = m15.reshape([2, 2, 2, 32, 16])
    m19 = inputs['k']
    m18 = m19.reshape([2, 2, 1, 32, 16])
    m17 = m18.permute([0, 1, 2, 4, 3])
    m25 = _BINARY["Sub"](m10, m9)
    m26 = torch.tensor(8.0, dtype=torch.float32, device=device)
    m24 = _BINARY["Ge"](m25, m26)
    m23 = m24.reshape([1, 1, 1, 32, 32])
    states41 = torch.full([_cdiv(32, T['c0']), _cdiv(32, T['c1']), _pow2(2), _pow2(2), _pow2(2), T['c0'], T['c1']], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(32, T['c0']) * _cdiv(32, T['c1']),)](m2_ptr=m2, m2_s0=m2.stride(0), m2_s1=m2.stride(1), m2_s2=m2.stride(2), m2_s3=m2.stride(3), m2_s4=m2.stride(4), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), m7_s2=m7.stride(2), m7_s3=m7.stride(3), m7_s4=m7.stride(4), m14_ptr=m14, m14_s0=m14.stride(0), m14_s1=m14.stride(1), m14_s2=m14.stride(2), m14_s3=m14.stride(3), m14_s4=m14.stride(4), m17_ptr=m17, m17_s0=m17.stride(0), m17_s1=m17.stride(1), m17_s2=m17.stride(2), m17_s3=m17.stride(3), m17_s4=m17.stride(4), m23_ptr=m23, m23_s0=m23.stride(0), m23_s1=m23.stride(1), m23_s2=m23.stride(2), m23_s3=m23.stride(3), m23_s4=m23.stride(4), states41_ptr=states41, states41_s0=states41.stride(0), states41_s1=states41.stride(1), states41_s2=states41.stride(2), states41_s3=states41.stride(3), states41_s4=states41.stride(4), states41_s5=states41.stride(5), states41_s6=states41.stride(6), E_c0=32, E_c1=32, E_n1=2, E_n2=16, F_n1=_pow2(2), F_n2=_pow2(16), T_c0=T['c0'], T_c1=T['c1'])
    states44 = torch.full([_cdiv(32, T['c0']), _cdiv(32, T['c1']), _pow2(2), _pow2(2), _pow2(2), T['c0'], 1], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(32, T['c0']) * _cdiv(32, T['c1']),)](states41_ptr=states41, states41_s0=states41.stride(0), states41_s1=states41.stride(1), states41_s2=states41.stride(2), states41_s3=states41.stride(3), states41_s4=states41.stride(4), states41_s5=states41.stride(5), states41_s6=states41.stride(6), states44_ptr=states44, states44_s0=states44.stride(0), states44_s1=states44.stride(1), states44_s2=states44.stride(2), states44_s3=states44.stride(3), states44_s4=states44.stride(4), states44_s5=states44.stride(5), states44_s6=states44.stride(6), E_c0=32, E_c1=32, E_n1=2, F_n1=_pow2(2), T_c0=T['c0'], T_c1=T['c1'])
    m48 = inputs['sinks']
    m47 = m48.reshape([1, 2, 2, 1, 1])
    m59 = inputs['v']
    m58 = m59.reshape([2, 2, 1, 32, 16])
    buf62 = torch.full([2, 2, 2, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(32, T['c0']),)](m2_ptr=m2, m2_s0=m2.stride(0), m2_s1=m2.stride(1), m2_s2=m2.stride(2), m2_s3=m2.stride(3), m2_s4=m2.stride(4), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), m7_s2=m7.stride(2), m7_s3=m7.stride(3), m7_s4=m7.stride(4), m14_ptr=m14, m14_s0=m14.stride(0), m14_s1=m14.stride(1), m14_s2=m14.stride(2), m14_s3=m14.stride(3), m14_s4=m14.stride(4), m17_ptr=m17, m17_s0=m17.stride(0), m17_s1=m17.stride(1), m17_s2=m17.stride(2), m17_s3=m17.stride(3), m17_s4=m17.stride(4), m23_ptr=m23, m23_s0=m23.stride(0), m23_s1=m23.stride(1), m23_s2=m23.stride(2), m23_s3=m23.stride(3), m23_s4=m23.stride(4), states44_ptr=states44, states44_s0=states44.stride(0), states44_s1=states44.stride(1), states44_s2=states44.stride(2), states44_s3=states44.stride(3), states44_s4=states44.stride(4), states44_s5=states44.stride(5), states44_s6=states44.stride(6), m47_ptr=m47, m47_s0=m47.stride(0), m47_s1=m47.stride(1), m47_s2=m47.stride(2), m47_s3=m47.stride(3), m47_s4=m47.stride(4), m58_ptr=m58, m58_s0=m58.stride(0), m58_s1=m58.stride(1), m58_s2=m58.stride(2), m58_s3=m58.stride(3), m58_s4=m58.stride(4), buf62_ptr=buf62, buf62_s0=buf62.stride(0), buf62_s1=buf62.stride(1), buf62_s2=buf62.stride(2), buf62_s3=buf62.stride(3), buf62_s4=buf62.stride(4), E_c0=32, E_c1=32, E_n0=32, E_n1=2, E_n2=16, F_n0=_pow2(32), F_n1=_pow2(2), F_n2=_pow2(16), T_c0=T['c0'], T_c1=T['c1'])
    m1 = buf62.reshape([2, 4, 32, 16])
    return m1


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
