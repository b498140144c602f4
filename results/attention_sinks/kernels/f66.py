"""attention_sinks [small], candidate 66: 2 kernel(s)

Rendered by EqiForge from candidate 66 of attention_sinks [small]: store(k.2[32]) ; grid(k.2@3) loop(k.2[32]: rescale, stored) [2 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid k.2@3[32]
    c1: loop k.2[32]

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
DEFAULT_TILES = {"c0": 16, "c1": 16}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 32, "c1": 32}


@triton.jit
def kernel_0(m2_ptr, m2_s0, m2_s1, m2_s2, m2_s3, m2_s4, m7_ptr, m7_s0, m7_s1, m7_s2, m7_s3, m7_s4, m14_ptr, m14_s0, m14_s1, m14_s2, m14_s3, m14_s4, m17_ptr, m17_s0, m17_s1, m17_s2, m17_s3, m17_s4, m23_ptr, m23_s0, m23_s1, m23_s2, m23_s3, m23_s4, states58_ptr, states58_s0, states58_s1, states58_s2, states58_s3, states58_s4, states58_s5, states58_s6, states59_ptr, states59_s0, states59_s1, states59_s2, states59_s3, states59_s4, states59_s5, states59_s6, E_c0, E_c1, E_n1, E_n2, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # stores states58, states59: Collect over loop k.2[32]
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
    t38 = tl.load(m2_ptr + offs_c1[None, None, None, None, :] * m2_s4, mask=(offs_c1 < E_c1)[None, None, None, None, :], other=0)
    t39 = tl.load(m7_ptr + offs_c0[None, None, None, :, None] * m7_s3 + offs_c1[None, None, None, None, :] * m7_s4, mask=(offs_c0 < E_c0)[None, None, None, :, None] & (offs_c1 < E_c1)[None, None, None, None, :], other=0)
    t40 = tl.load(m14_ptr + offs_n1[:, None, None, None, None] * m14_s0 + offs_n1[None, :, None, None, None] * m14_s1 + offs_n1[None, None, :, None, None] * m14_s2 + offs_c0[None, None, None, :, None] * m14_s3 + offs_n2[None, None, None, None, :] * m14_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_c0 < E_c0)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :], other=0).to(tl.float32)
    t41 = tl.load(m17_ptr + offs_n1[:, None, None, None, None] * m17_s0 + offs_n1[None, :, None, None, None] * m17_s1 + offs_n2[None, None, None, :, None] * m17_s3 + offs_c1[None, None, None, None, :] * m17_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n2 < E_n2)[None, None, None, :, None] & (offs_c1 < E_c1)[None, None, None, None, :], other=0).to(tl.float32)
    t42 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, None, :], t40, 0.0), 5) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :, None], t41, 0.0), 3), axis=4)
    t43 = tl.where(t39, -float("inf"), t42)
    t44 = tl.load(m23_ptr + offs_c0[None, None, None, :, None] * m23_s3 + offs_c1[None, None, None, None, :] * m23_s4, mask=(offs_c0 < E_c0)[None, None, None, :, None] & (offs_c1 < E_c1)[None, None, None, None, :], other=0)
    t45 = tl.where(t44, -float("inf"), t43)
    t46 = tl.where(t38, t43, t45)
    t47 = tl.max(tl.where((offs_c1 < E_c1)[None, None, None, None, :], t46, -float('inf')), axis=4, keep_dims=True)
    t48 = (t47) * (0.25)
    t49 = (t46) * (0.25)
    t50 = t48 - (t48)
    t51 = t50 == t50
    t52 = (t51) == 0
    t53 = tl.exp(t48)
    t54 = tl.where(t52, t53, t48)
    t55 = t49 - (t54)
    t56 = tl.exp(t55)
    t57 = tl.sum(tl.where((offs_c1 < E_c1)[None, None, None, None, :], t56, 0.0), axis=4, keep_dims=True)
    tl.store(states58_ptr + i_c0 * states58_s0 + i_c1 * states58_s1 + tl.arange(0, F_n1)[:, None, None, None, None] * states58_s2 + tl.arange(0, F_n1)[None, :, None, None, None] * states58_s3 + tl.arange(0, F_n1)[None, None, :, None, None] * states58_s4 + tl.arange(0, T_c0)[None, None, None, :, None] * states58_s5 + tl.zeros([F_n1, F_n1, F_n1, T_c0, 1], tl.int32), t48)
    tl.store(states59_ptr + i_c0 * states59_s0 + i_c1 * states59_s1 + tl.arange(0, F_n1)[:, None, None, None, None] * states59_s2 + tl.arange(0, F_n1)[None, :, None, None, None] * states59_s3 + tl.arange(0, F_n1)[None, None, :, None, None] * states59_s4 + tl.arange(0, T_c0)[None, None, None, :, None] * states59_s5 + tl.zeros([F_n1, F_n1, F_n1, T_c0, 1], tl.int32), t57)


@triton.jit
def kernel_1(m2_ptr, m2_s0, m2_s1, m2_s2, m2_s3, m2_s4, m7_ptr, m7_s0, m7_s1, m7_s2, m7_s3, m7_s4, m14_ptr, m14_s0, m14_s1, m14_s2, m14_s3, m14_s4, m17_ptr, m17_s0, m17_s1, m17_s2, m17_s3, m17_s4, m23_ptr, m23_s0, m23_s1, m23_s2, m23_s3, m23_s4, m32_ptr, m32_s0, m32_s1, m32_s2, m32_s3, m32_s4, states58_ptr, states58_s0, states58_s1, states58_s2, states58_s3, states58_s4, states58_s5, states58_s6, states59_ptr, states59_s0, states59_s1, states59_s2, states59_s3, states59_s4, states59_s5, states59_s6, m74_ptr, m74_s0, m74_s1, m74_s2, m74_s3, m74_s4, buf78_ptr, buf78_s0, buf78_s1, buf78_s2, buf78_s3, buf78_s4, E_c0, E_c1, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf78: Combine over grid k.2@3[32]
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
    t31 = tl.max(tl.where((offs_n0 < E_n0)[None, None, None, None, :], t30, -float('inf')), axis=4, keep_dims=True)
    t34 = tl.load(m32_ptr + offs_n1[None, :, None, None, None] * m32_s1 + offs_n1[None, None, :, None, None] * m32_s2, mask=(offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None], other=0).to(tl.float32)
    t35 = tl.maximum(t31, t34)
    t36 = t30 - (t35)
    t37 = tl.exp(t36)
    acc62 = tl.full([F_n1, F_n1, F_n1, T_c0, 1], -float('inf'), tl.float32)
    acc63 = tl.full([F_n1, F_n1, F_n1, T_c0, 1], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t60 = tl.load(states58_ptr + i_c0 * states58_s0 + i_c1 * states58_s1 + tl.arange(0, F_n1)[:, None, None, None, None] * states58_s2 + tl.arange(0, F_n1)[None, :, None, None, None] * states58_s3 + tl.arange(0, F_n1)[None, None, :, None, None] * states58_s4 + tl.arange(0, T_c0)[None, None, None, :, None] * states58_s5 + tl.zeros([F_n1, F_n1, F_n1, T_c0, 1], tl.int32))
        t61 = tl.load(states59_ptr + i_c0 * states59_s0 + i_c1 * states59_s1 + tl.arange(0, F_n1)[:, None, None, None, None] * states59_s2 + tl.arange(0, F_n1)[None, :, None, None, None] * states59_s3 + tl.arange(0, F_n1)[None, None, :, None, None] * states59_s4 + tl.arange(0, T_c0)[None, None, None, :, None] * states59_s5 + tl.zeros([F_n1, F_n1, F_n1, T_c0, 1], tl.int32))
        m64 = tl.maximum(acc62, t60)
        r65 = tl.where(acc62 == -float("inf"), 0.0, tl.exp(acc62 - m64))
        r66 = tl.where(t60 == -float("inf"), 0.0, tl.exp(t60 - m64))
        acc63 = tl.where(acc62 == -float("inf"), 0.0, acc63 * r65) + tl.where(t60 == -float("inf"), 0.0, t61 * r66)
        acc62 = m64
    t67 = t31 - (t35)
    t68 = tl.exp(t67)
    t69 = (acc63) * (t68)
    t70 = t34 - (t35)
    t71 = tl.exp(t70)
    t72 = t69 + t71
    t73 = (t37) / (t72)
    t76 = tl.load(m74_ptr + offs_n1[:, None, None, None, None] * m74_s0 + offs_n1[None, :, None, None, None] * m74_s1 + offs_n0[None, None, None, :, None] * m74_s3 + offs_n2[None, None, None, None, :] * m74_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :], other=0).to(tl.float32)
    t77 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, None, None, :], t73, 0.0), 5) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, None, :, None], t76, 0.0), 3), axis=4)
    tl.store(buf78_ptr + offs_n1[:, None, None, None, None] * buf78_s0 + offs_n1[None, :, None, None, None] * buf78_s1 + offs_n1[None, None, :, None, None] * buf78_s2 + offs_c0[None, None, None, :, None] * buf78_s3 + offs_n2[None, None, None, None, :] * buf78_s4, t77, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_c0 < E_c0)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :])


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
    m33 = inputs['sinks']
    m32 = m33.reshape([1, 2, 2, 1, 1])
    states58 = torch.full([_cdiv(32, T['c0']), _cdiv(32, T['c1']), _pow2(2), _pow2(2), _pow2(2), T['c0'], 1], float("nan"), dtype=torch.float32, device=device)
    states59 = torch.full([_cdiv(32, T['c0']), _cdiv(32, T['c1']), _pow2(2), _pow2(2), _pow2(2), T['c0'], 1], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(32, T['c0']) * _cdiv(32, T['c1']),)](m2_ptr=m2, m2_s0=m2.stride(0), m2_s1=m2.stride(1), m2_s2=m2.stride(2), m2_s3=m2.stride(3), m2_s4=m2.stride(4), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), m7_s2=m7.stride(2), m7_s3=m7.stride(3), m7_s4=m7.stride(4), m14_ptr=m14, m14_s0=m14.stride(0), m14_s1=m14.stride(1), m14_s2=m14.stride(2), m14_s3=m14.stride(3), m14_s4=m14.stride(4), m17_ptr=m17, m17_s0=m17.stride(0), m17_s1=m17.stride(1), m17_s2=m17.stride(2), m17_s3=m17.stride(3), m17_s4=m17.stride(4), m23_ptr=m23, m23_s0=m23.stride(0), m23_s1=m23.stride(1), m23_s2=m23.stride(2), m23_s3=m23.stride(3), m23_s4=m23.stride(4), states58_ptr=states58, states58_s0=states58.stride(0), states58_s1=states58.stride(1), states58_s2=states58.stride(2), states58_s3=states58.stride(3), states58_s4=states58.stride(4), states58_s5=states58.stride(5), states58_s6=states58.stride(6), states59_ptr=states59, states59_s0=states59.stride(0), states59_s1=states59.stride(1), states59_s2=states59.stride(2), states59_s3=states59.stride(3), states59_s4=states59.stride(4), states59_s5=states59.stride(5), states59_s6=states59.stride(6), E_c0=32, E_c1=32, E_n1=2, E_n2=16, F_n1=_pow2(2), F_n2=_pow2(16), T_c0=T['c0'], T_c1=T['c1'])
    m75 = inputs['v']
    m74 = m75.reshape([2, 2, 1, 32, 16])
    buf78 = torch.full([2, 2, 2, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(32, T['c0']),)](m2_ptr=m2, m2_s0=m2.stride(0), m2_s1=m2.stride(1), m2_s2=m2.stride(2), m2_s3=m2.stride(3), m2_s4=m2.stride(4), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), m7_s2=m7.stride(2), m7_s3=m7.stride(3), m7_s4=m7.stride(4), m14_ptr=m14, m14_s0=m14.stride(0), m14_s1=m14.stride(1), m14_s2=m14.stride(2), m14_s3=m14.stride(3), m14_s4=m14.stride(4), m17_ptr=m17, m17_s0=m17.stride(0), m17_s1=m17.stride(1), m17_s2=m17.stride(2), m17_s3=m17.stride(3), m17_s4=m17.stride(4), m23_ptr=m23, m23_s0=m23.stride(0), m23_s1=m23.stride(1), m23_s2=m23.stride(2), m23_s3=m23.stride(3), m23_s4=m23.stride(4), m32_ptr=m32, m32_s0=m32.stride(0), m32_s1=m32.stride(1), m32_s2=m32.stride(2), m32_s3=m32.stride(3), m32_s4=m32.stride(4), states58_ptr=states58, states58_s0=states58.stride(0), states58_s1=states58.stride(1), states58_s2=states58.stride(2), states58_s3=states58.stride(3), states58_s4=states58.stride(4), states58_s5=states58.stride(5), states58_s6=states58.stride(6), states59_ptr=states59, states59_s0=states59.stride(0), states59_s1=states59.stride(1), states59_s2=states59.stride(2), states59_s3=states59.stride(3), states59_s4=states59.stride(4), states59_s5=states59.stride(5), states59_s6=states59.stride(6), m74_ptr=m74, m74_s0=m74.stride(0), m74_s1=m74.stride(1), m74_s2=m74.stride(2), m74_s3=m74.stride(3), m74_s4=m74.stride(4), buf78_ptr=buf78, buf78_s0=buf78.stride(0), buf78_s1=buf78.stride(1), buf78_s2=buf78.stride(2), buf78_s3=buf78.stride(3), buf78_s4=buf78.stride(4), E_c0=32, E_c1=32, E_n0=32, E_n1=2, E_n2=16, F_n0=_pow2(32), F_n1=_pow2(2), F_n2=_pow2(16), T_c0=T['c0'], T_c1=T['c1'])
    m1 = buf78.reshape([2, 4, 32, 16])
    return m1


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
