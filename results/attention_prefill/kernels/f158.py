"""attention_prefill [small], candidate 158: 3 kernel(s)

Rendered by EqiForge from candidate 158 of attention_prefill [small]: grid() loop(k.2[32]: rescale) ; grid(k.1@1) loop(k.2[32]: rescale) [1 mm] ; grid(q.2@2, v.3@3) loop(k.2[32]: pair(sum, sum)) [3 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid q.2@2[32]
    c1: grid v.3@3[16]
    c2: loop k.2[32]
    c3: grid k.1@1[4]

Run it on its own: `python kernels/f158.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/attention_prefill.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 16, "c1": 8, "c2": 16, "c3": 2}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 32, "c1": 16, "c2": 32, "c3": 4}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m8_ptr, m8_s0, m8_s1, m8_s2, m8_s3, m10_ptr, m10_s0, m10_s1, m10_s2, m10_s3, buf37_ptr, buf37_s0, buf37_s1, buf37_s2, buf37_s3, buf38_ptr, buf38_s0, buf38_s1, buf38_s2, buf38_s3, E_c2, E_n0, E_n1, E_n2, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c2: tl.constexpr):
    # writes buf37, buf38: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n3 = tl.arange(0, F_n3)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t17 = tl.load(m8_ptr + offs_n0[:, None, None, None] * m8_s0 + offs_n1[None, :, None, None] * m8_s1 + offs_n3[None, None, :, None] * m8_s2 + offs_n2[None, None, None, :] * m8_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n3 < E_n3)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    acc32 = tl.full([F_n0, F_n1, F_n3, 1], -float('inf'), tl.float32)
    acc33 = tl.full([F_n0, F_n1, F_n3, 1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t16 = tl.load(m1_ptr + offs_n3[None, None, :, None] * m1_s2 + offs_c2[None, None, None, :] * m1_s3, mask=(offs_n3 < E_n3)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0)
        t18 = tl.load(m10_ptr + offs_n0[:, None, None, None] * m10_s0 + offs_n1[None, :, None, None] * m10_s1 + offs_n2[None, None, :, None] * m10_s2 + offs_c2[None, None, None, :] * m10_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
        t19 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t17, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t18, 0.0), 2), axis=3)
        t20 = tl.where(t16, -float("inf"), t19)
        t21 = tl.max(tl.where((offs_c2 < E_c2)[None, None, None, :], t20, -float('inf')), axis=3, keep_dims=True)
        t22 = (t21) * (0.25)
        t23 = (t20) * (0.25)
        t24 = t22 - (t22)
        t25 = t24 == t24
        t26 = (t25) == 0
        t27 = tl.exp(t22)
        t28 = tl.where(t26, t27, t22)
        t29 = t23 - (t28)
        t30 = tl.exp(t29)
        t31 = tl.sum(tl.where((offs_c2 < E_c2)[None, None, None, :], t30, 0.0), axis=3, keep_dims=True)
        m34 = tl.maximum(acc32, t22)
        r35 = tl.where(acc32 == -float("inf"), 0.0, tl.exp(acc32 - m34))
        r36 = tl.where(t22 == -float("inf"), 0.0, tl.exp(t22 - m34))
        acc33 = tl.where(acc32 == -float("inf"), 0.0, acc33 * r35) + tl.where(t22 == -float("inf"), 0.0, t31 * r36)
        acc32 = m34
    tl.store(buf37_ptr + offs_n0[:, None, None, None] * buf37_s0 + offs_n1[None, :, None, None] * buf37_s1 + offs_n3[None, None, :, None] * buf37_s2, acc32, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n3 < E_n3)[None, None, :, None])
    tl.store(buf38_ptr + offs_n0[:, None, None, None] * buf38_s0 + offs_n1[None, :, None, None] * buf38_s1 + offs_n3[None, None, :, None] * buf38_s2, acc33, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n3 < E_n3)[None, None, :, None])


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m8_ptr, m8_s0, m8_s1, m8_s2, m8_s3, m10_ptr, m10_s0, m10_s1, m10_s2, m10_s3, buf63_ptr, buf63_s0, buf63_s1, buf63_s2, buf63_s3, E_c2, E_c3, E_n0, E_n2, E_n3, F_n0: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # writes buf63: Combine over grid k.1@1[4]
    pid = tl.program_id(0)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    offs_one = tl.arange(0, 1)
    offs_n3 = tl.arange(0, F_n3)
    offs_n0 = tl.arange(0, F_n0)
    offs_n2 = tl.arange(0, F_n2)
    t43 = tl.load(m8_ptr + offs_n0[:, None, None, None] * m8_s0 + offs_c3[None, :, None, None] * m8_s1 + offs_n3[None, None, :, None] * m8_s2 + offs_n2[None, None, None, :] * m8_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c3 < E_c3)[None, :, None, None] & (offs_n3 < E_n3)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    acc58 = tl.full([F_n0, T_c3, F_n3, 1], -float('inf'), tl.float32)
    acc59 = tl.full([F_n0, T_c3, F_n3, 1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t42 = tl.load(m1_ptr + offs_n3[None, None, :, None] * m1_s2 + offs_c2[None, None, None, :] * m1_s3, mask=(offs_n3 < E_n3)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0)
        t44 = tl.load(m10_ptr + offs_n0[:, None, None, None] * m10_s0 + offs_c3[None, :, None, None] * m10_s1 + offs_n2[None, None, :, None] * m10_s2 + offs_c2[None, None, None, :] * m10_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c3 < E_c3)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
        t45 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t43, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t44, 0.0), 2), axis=3)
        t46 = tl.where(t42, -float("inf"), t45)
        t47 = tl.max(tl.where((offs_c2 < E_c2)[None, None, None, :], t46, -float('inf')), axis=3, keep_dims=True)
        t48 = (t47) * (0.25)
        t49 = (t46) * (0.25)
        t50 = t48 - (t48)
        t51 = t50 == t50
        t52 = (t51) == 0
        t53 = tl.exp(t48)
        t54 = tl.where(t52, t53, t48)
        t55 = t49 - (t54)
        t56 = tl.exp(t55)
        t57 = tl.sum(tl.where((offs_c2 < E_c2)[None, None, None, :], t56, 0.0), axis=3, keep_dims=True)
        m60 = tl.maximum(acc58, t48)
        r61 = tl.where(acc58 == -float("inf"), 0.0, tl.exp(acc58 - m60))
        r62 = tl.where(t48 == -float("inf"), 0.0, tl.exp(t48 - m60))
        acc59 = tl.where(acc58 == -float("inf"), 0.0, acc59 * r61) + tl.where(t48 == -float("inf"), 0.0, t57 * r62)
        acc58 = m60
    tl.store(buf63_ptr + offs_n0[:, None, None, None] * buf63_s0 + offs_c3[None, :, None, None] * buf63_s1 + offs_n3[None, None, :, None] * buf63_s2, acc59, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c3 < E_c3)[None, :, None, None] & (offs_n3 < E_n3)[None, None, :, None])


@triton.jit
def kernel_2(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m8_ptr, m8_s0, m8_s1, m8_s2, m8_s3, m10_ptr, m10_s0, m10_s1, m10_s2, m10_s3, buf37_ptr, buf37_s0, buf37_s1, buf37_s2, buf37_s3, buf63_ptr, buf63_s0, buf63_s1, buf63_s2, buf63_s3, m66_ptr, m66_s0, m66_s1, m66_s2, m66_s3, buf72_ptr, buf72_s0, buf72_s1, buf72_s2, buf72_s3, E_c0, E_c1, E_c2, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf72: Combine over grid q.2@2[32], grid v.3@3[16]
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
    t9 = tl.load(m8_ptr + offs_n0[:, None, None, None] * m8_s0 + offs_n1[None, :, None, None] * m8_s1 + offs_c0[None, None, :, None] * m8_s2 + offs_n2[None, None, None, :] * m8_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t39 = tl.load(buf37_ptr + offs_n0[:, None, None, None] * buf37_s0 + offs_n1[None, :, None, None] * buf37_s1 + offs_c0[None, None, :, None] * buf37_s2, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None], other=0).to(tl.float32)
    t64 = tl.load(buf63_ptr + offs_n0[:, None, None, None] * buf63_s0 + offs_n1[None, :, None, None] * buf63_s1 + offs_c0[None, None, :, None] * buf63_s2, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None], other=0).to(tl.float32)
    acc70 = tl.full([F_n0, F_n1, T_c0, T_c1], 0.0, tl.float32)
    acc71 = tl.full([F_n0, F_n1, T_c0, T_c1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t7 = tl.load(m1_ptr + offs_c0[None, None, :, None] * m1_s2 + offs_c2[None, None, None, :] * m1_s3, mask=(offs_c0 < E_c0)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0)
        t12 = tl.load(m10_ptr + offs_n0[:, None, None, None] * m10_s0 + offs_n1[None, :, None, None] * m10_s1 + offs_n2[None, None, :, None] * m10_s2 + offs_c2[None, None, None, :] * m10_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
        t13 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t9, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t12, 0.0), 2), axis=3)
        t14 = tl.where(t7, -float("inf"), t13)
        t15 = (t14) * (0.25)
        t40 = t15 - (t39)
        t41 = tl.exp(t40)
        t65 = (t41) / (t64)
        t67 = tl.load(m66_ptr + offs_n0[:, None, None, None] * m66_s0 + offs_n1[None, :, None, None] * m66_s1 + offs_c2[None, None, :, None] * m66_s2 + offs_c1[None, None, None, :] * m66_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
        t68 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :], t65, 0.0), 4) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :, None], t67, 0.0), 2), axis=3)
        t69 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :], t41, 0.0), 4) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :, None], t67, 0.0), 2), axis=3)
        acc70 = acc70 + t68
        acc71 = acc71 + t69
    tl.store(buf72_ptr + offs_n0[:, None, None, None] * buf72_s0 + offs_n1[None, :, None, None] * buf72_s1 + offs_c0[None, None, :, None] * buf72_s2 + offs_c1[None, None, None, :] * buf72_s3, acc70, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :])


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
    m4 = _iota([32, 32], 1, device)
    m5 = _iota([32, 32], 0, device)
    m3 = _BINARY["Sub"](m4, m5)
    m6 = torch.tensor(1.0, dtype=torch.float32, device=device)
    m2 = _BINARY["Ge"](m3, m6)
    m1 = m2.reshape([1, 1, 32, 32])
    m8 = inputs['q']
    m11 = inputs['k']
    m10 = m11.permute([0, 1, 3, 2])
    buf37 = torch.full([2, 4, 32, 1], float("nan"), dtype=torch.float32, device=device)
    buf38 = torch.full([2, 4, 32, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(1,)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m8_ptr=m8, m8_s0=m8.stride(0), m8_s1=m8.stride(1), m8_s2=m8.stride(2), m8_s3=m8.stride(3), m10_ptr=m10, m10_s0=m10.stride(0), m10_s1=m10.stride(1), m10_s2=m10.stride(2), m10_s3=m10.stride(3), buf37_ptr=buf37, buf37_s0=buf37.stride(0), buf37_s1=buf37.stride(1), buf37_s2=buf37.stride(2), buf37_s3=buf37.stride(3), buf38_ptr=buf38, buf38_s0=buf38.stride(0), buf38_s1=buf38.stride(1), buf38_s2=buf38.stride(2), buf38_s3=buf38.stride(3), E_c2=32, E_n0=2, E_n1=4, E_n2=16, E_n3=32, F_n0=_pow2(2), F_n1=_pow2(4), F_n2=_pow2(16), F_n3=_pow2(32), T_c2=T['c2'])
    buf63 = torch.full([2, 4, 32, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(4, T['c3']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m8_ptr=m8, m8_s0=m8.stride(0), m8_s1=m8.stride(1), m8_s2=m8.stride(2), m8_s3=m8.stride(3), m10_ptr=m10, m10_s0=m10.stride(0), m10_s1=m10.stride(1), m10_s2=m10.stride(2), m10_s3=m10.stride(3), buf63_ptr=buf63, buf63_s0=buf63.stride(0), buf63_s1=buf63.stride(1), buf63_s2=buf63.stride(2), buf63_s3=buf63.stride(3), E_c2=32, E_c3=4, E_n0=2, E_n2=16, E_n3=32, F_n0=_pow2(2), F_n2=_pow2(16), F_n3=_pow2(32), T_c2=T['c2'], T_c3=T['c3'])
    m66 = inputs['v']
    buf72 = torch.full([2, 4, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(32, T['c0']) * _cdiv(16, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m8_ptr=m8, m8_s0=m8.stride(0), m8_s1=m8.stride(1), m8_s2=m8.stride(2), m8_s3=m8.stride(3), m10_ptr=m10, m10_s0=m10.stride(0), m10_s1=m10.stride(1), m10_s2=m10.stride(2), m10_s3=m10.stride(3), buf37_ptr=buf37, buf37_s0=buf37.stride(0), buf37_s1=buf37.stride(1), buf37_s2=buf37.stride(2), buf37_s3=buf37.stride(3), buf63_ptr=buf63, buf63_s0=buf63.stride(0), buf63_s1=buf63.stride(1), buf63_s2=buf63.stride(2), buf63_s3=buf63.stride(3), m66_ptr=m66, m66_s0=m66.stride(0), m66_s1=m66.stride(1), m66_s2=m66.stride(2), m66_s3=m66.stride(3), buf72_ptr=buf72, buf72_s0=buf72.stride(0), buf72_s1=buf72.stride(1), buf72_s2=buf72.stride(2), buf72_s3=buf72.stride(3), E_c0=32, E_c1=16, E_c2=32, E_n0=2, E_n1=4, E_n2=16, F_n0=_pow2(2), F_n1=_pow2(4), F_n2=_pow2(16), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    return buf72


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
