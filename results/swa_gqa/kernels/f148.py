"""swa_gqa [small], candidate 148: 5 kernel(s)

Rendered by EqiForge from candidate 148 of swa_gqa [small]: grid(k.2@2) [1 mm] ; grid(k.2@2) ; grid(q.1@1) ; grid(q.1@1) ; grid(k.2@2) [1 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid k.2@2[32]
    c1: grid q.1@1[4]

Run it on its own: `python kernels/f148.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/swa_gqa.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 16, "c1": 2}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 32, "c1": 4}


@triton.jit
def kernel_0(m13_ptr, m13_s0, m13_s1, m13_s2, m13_s3, m15_ptr, m15_s0, m15_s1, m15_s2, m15_s3, buf22_ptr, buf22_s0, buf22_s1, buf22_s2, buf22_s3, E_c0, E_n0, E_n1, E_n2, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c0: tl.constexpr):
    # writes buf22: Combine over grid k.2@2[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n3 = tl.arange(0, F_n3)
    offs_n0 = tl.arange(0, F_n0)
    t14 = tl.load(m13_ptr + offs_n1[:, None, None, None] * m13_s0 + offs_n2[None, :, None, None] * m13_s1 + offs_c0[None, None, :, None] * m13_s2 + offs_n3[None, None, None, :] * m13_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t20 = tl.load(m15_ptr + offs_n1[:, None, None, None] * m15_s0 + offs_n2[None, :, None, None] * m15_s1 + offs_n3[None, None, :, None] * m15_s2 + offs_n0[None, None, None, :] * m15_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_n3 < E_n3)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t21 = tl.sum(tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, None, :], t14, 0.0), 4) * tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, :, None], t20, 0.0), 2), axis=3)
    tl.store(buf22_ptr + offs_n1[:, None, None, None] * buf22_s0 + offs_n2[None, :, None, None] * buf22_s1 + offs_c0[None, None, :, None] * buf22_s2 + offs_n0[None, None, None, :] * buf22_s3, t21, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :])


@triton.jit
def kernel_1(buf22_ptr, buf22_s0, buf22_s1, buf22_s2, buf22_s3, buf25_ptr, buf25_s0, buf25_s1, buf25_s2, buf25_s3, E_c0, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr):
    # writes buf25: Combine over grid k.2@2[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n0 = tl.arange(0, F_n0)
    t23 = tl.load(buf22_ptr + offs_n1[:, None, None, None] * buf22_s0 + offs_n2[None, :, None, None] * buf22_s1 + offs_c0[None, None, :, None] * buf22_s2 + offs_n0[None, None, None, :] * buf22_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t24 = (t23) * (0.25)
    tl.store(buf25_ptr + offs_n1[:, None, None, None] * buf25_s0 + offs_n2[None, :, None, None] * buf25_s1 + offs_c0[None, None, :, None] * buf25_s2 + offs_n0[None, None, None, :] * buf25_s3, t24, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :])


@triton.jit
def kernel_2(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m10_ptr, m10_s0, m10_s1, m10_s2, m10_s3, buf25_ptr, buf25_s0, buf25_s1, buf25_s2, buf25_s3, buf30_ptr, buf30_s0, buf30_s1, buf30_s2, buf30_s3, E_c1, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c1: tl.constexpr):
    # writes buf30: Combine over grid q.1@1[4]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t9 = tl.load(m1_ptr + offs_n0[None, None, :, None] * m1_s2 + offs_n0[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0)
    t12 = tl.load(m10_ptr + offs_n0[None, None, :, None] * m10_s2 + offs_n0[None, None, None, :] * m10_s3, mask=(offs_n0 < E_n0)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0)
    t26 = tl.load(buf25_ptr + offs_n1[:, None, None, None] * buf25_s0 + offs_c1[None, :, None, None] * buf25_s1 + offs_n0[None, None, :, None] * buf25_s2 + offs_n0[None, None, None, :] * buf25_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t27 = tl.where(t12, -float("inf"), t26)
    t28 = tl.where(t9, -float("inf"), t27)
    t29 = tl.max(tl.where((offs_n0 < E_n0)[None, None, None, :], t28, -float('inf')), axis=3, keep_dims=True)
    tl.store(buf30_ptr + offs_n1[:, None, None, None] * buf30_s0 + offs_c1[None, :, None, None] * buf30_s1 + offs_n0[None, None, :, None] * buf30_s2, t29, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None])


@triton.jit
def kernel_3(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, buf30_ptr, buf30_s0, buf30_s1, buf30_s2, buf30_s3, m10_ptr, m10_s0, m10_s1, m10_s2, m10_s3, buf25_ptr, buf25_s0, buf25_s1, buf25_s2, buf25_s3, buf57_ptr, buf57_s0, buf57_s1, buf57_s2, buf57_s3, E_c1, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c1: tl.constexpr):
    # writes buf57: Combine over grid q.1@1[4]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t46 = tl.load(m1_ptr + offs_n0[None, None, :, None] * m1_s2 + offs_n0[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0)
    t47 = tl.load(buf30_ptr + offs_n1[:, None, None, None] * buf30_s0 + offs_c1[None, :, None, None] * buf30_s1 + offs_n0[None, None, :, None] * buf30_s2, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None], other=0).to(tl.float32)
    t48 = -float("inf") - (t47)
    t49 = tl.exp(t48)
    t50 = tl.load(m10_ptr + offs_n0[None, None, :, None] * m10_s2 + offs_n0[None, None, None, :] * m10_s3, mask=(offs_n0 < E_n0)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0)
    t51 = tl.load(buf25_ptr + offs_n1[:, None, None, None] * buf25_s0 + offs_c1[None, :, None, None] * buf25_s1 + offs_n0[None, None, :, None] * buf25_s2 + offs_n0[None, None, None, :] * buf25_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t52 = t51 - (t47)
    t53 = tl.exp(t52)
    t54 = tl.where(t50, t49, t53)
    t55 = tl.where(t46, t49, t54)
    t56 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, None, :], t55, 0.0), axis=3, keep_dims=True)
    tl.store(buf57_ptr + offs_n1[:, None, None, None] * buf57_s0 + offs_c1[None, :, None, None] * buf57_s1 + offs_n0[None, None, :, None] * buf57_s2, t56, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None])


@triton.jit
def kernel_4(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, buf30_ptr, buf30_s0, buf30_s1, buf30_s2, buf30_s3, m10_ptr, m10_s0, m10_s1, m10_s2, m10_s3, buf25_ptr, buf25_s0, buf25_s1, buf25_s2, buf25_s3, m40_ptr, m40_s0, m40_s1, m40_s2, m40_s3, buf57_ptr, buf57_s0, buf57_s1, buf57_s2, buf57_s3, buf60_ptr, buf60_s0, buf60_s1, buf60_s2, buf60_s3, E_c0, E_n0, E_n1, E_n2, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c0: tl.constexpr):
    # writes buf60: Combine over grid k.2@2[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n3 = tl.arange(0, F_n3)
    t8 = tl.load(m1_ptr + offs_c0[None, None, :, None] * m1_s2 + offs_n0[None, None, None, :] * m1_s3, mask=(offs_c0 < E_c0)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0)
    t31 = tl.load(buf30_ptr + offs_n1[:, None, None, None] * buf30_s0 + offs_n2[None, :, None, None] * buf30_s1 + offs_c0[None, None, :, None] * buf30_s2, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None], other=0).to(tl.float32)
    t32 = -float("inf") - (t31)
    t33 = tl.exp(t32)
    t34 = tl.load(m10_ptr + offs_c0[None, None, :, None] * m10_s2 + offs_n0[None, None, None, :] * m10_s3, mask=(offs_c0 < E_c0)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0)
    t35 = tl.load(buf25_ptr + offs_n1[:, None, None, None] * buf25_s0 + offs_n2[None, :, None, None] * buf25_s1 + offs_c0[None, None, :, None] * buf25_s2 + offs_n0[None, None, None, :] * buf25_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t36 = t35 - (t31)
    t37 = tl.exp(t36)
    t38 = tl.where(t34, t33, t37)
    t39 = tl.where(t8, t33, t38)
    t44 = tl.load(m40_ptr + offs_n1[:, None, None, None] * m40_s0 + offs_n2[None, :, None, None] * m40_s1 + offs_n0[None, None, :, None] * m40_s2 + offs_n3[None, None, None, :] * m40_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t45 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, None, :], t39, 0.0), 4) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, :, None], t44, 0.0), 2), axis=3)
    t58 = tl.load(buf57_ptr + offs_n1[:, None, None, None] * buf57_s0 + offs_n2[None, :, None, None] * buf57_s1 + offs_c0[None, None, :, None] * buf57_s2, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None], other=0).to(tl.float32)
    t59 = (t45) / (t58)
    tl.store(buf60_ptr + offs_n1[:, None, None, None] * buf60_s0 + offs_n2[None, :, None, None] * buf60_s1 + offs_c0[None, None, :, None] * buf60_s2 + offs_n3[None, None, None, :] * buf60_s3, t59, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :])


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
    buf22 = torch.full([2, 4, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(32, T['c0']),)](m13_ptr=m13, m13_s0=m13.stride(0), m13_s1=m13.stride(1), m13_s2=m13.stride(2), m13_s3=m13.stride(3), m15_ptr=m15, m15_s0=m15.stride(0), m15_s1=m15.stride(1), m15_s2=m15.stride(2), m15_s3=m15.stride(3), buf22_ptr=buf22, buf22_s0=buf22.stride(0), buf22_s1=buf22.stride(1), buf22_s2=buf22.stride(2), buf22_s3=buf22.stride(3), E_c0=32, E_n0=32, E_n1=2, E_n2=4, E_n3=16, F_n0=_pow2(32), F_n1=_pow2(2), F_n2=_pow2(4), F_n3=_pow2(16), T_c0=T['c0'])
    buf25 = torch.full([2, 4, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(32, T['c0']),)](buf22_ptr=buf22, buf22_s0=buf22.stride(0), buf22_s1=buf22.stride(1), buf22_s2=buf22.stride(2), buf22_s3=buf22.stride(3), buf25_ptr=buf25, buf25_s0=buf25.stride(0), buf25_s1=buf25.stride(1), buf25_s2=buf25.stride(2), buf25_s3=buf25.stride(3), E_c0=32, E_n0=32, E_n1=2, E_n2=4, F_n0=_pow2(32), F_n1=_pow2(2), F_n2=_pow2(4), T_c0=T['c0'])
    buf30 = torch.full([2, 4, 32, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(4, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m10_ptr=m10, m10_s0=m10.stride(0), m10_s1=m10.stride(1), m10_s2=m10.stride(2), m10_s3=m10.stride(3), buf25_ptr=buf25, buf25_s0=buf25.stride(0), buf25_s1=buf25.stride(1), buf25_s2=buf25.stride(2), buf25_s3=buf25.stride(3), buf30_ptr=buf30, buf30_s0=buf30.stride(0), buf30_s1=buf30.stride(1), buf30_s2=buf30.stride(2), buf30_s3=buf30.stride(3), E_c1=4, E_n0=32, E_n1=2, F_n0=_pow2(32), F_n1=_pow2(2), T_c1=T['c1'])
    m43 = inputs['v']
    m42 = m43.reshape([2, 2, 1, 32, 16])
    m41 = m42.expand([2, 2, 2, 32, 16])
    m40 = m41.reshape([2, 4, 32, 16])
    buf57 = torch.full([2, 4, 32, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(4, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), buf30_ptr=buf30, buf30_s0=buf30.stride(0), buf30_s1=buf30.stride(1), buf30_s2=buf30.stride(2), buf30_s3=buf30.stride(3), m10_ptr=m10, m10_s0=m10.stride(0), m10_s1=m10.stride(1), m10_s2=m10.stride(2), m10_s3=m10.stride(3), buf25_ptr=buf25, buf25_s0=buf25.stride(0), buf25_s1=buf25.stride(1), buf25_s2=buf25.stride(2), buf25_s3=buf25.stride(3), buf57_ptr=buf57, buf57_s0=buf57.stride(0), buf57_s1=buf57.stride(1), buf57_s2=buf57.stride(2), buf57_s3=buf57.stride(3), E_c1=4, E_n0=32, E_n1=2, F_n0=_pow2(32), F_n1=_pow2(2), T_c1=T['c1'])
    buf60 = torch.full([2, 4, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(_cdiv(32, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), buf30_ptr=buf30, buf30_s0=buf30.stride(0), buf30_s1=buf30.stride(1), buf30_s2=buf30.stride(2), buf30_s3=buf30.stride(3), m10_ptr=m10, m10_s0=m10.stride(0), m10_s1=m10.stride(1), m10_s2=m10.stride(2), m10_s3=m10.stride(3), buf25_ptr=buf25, buf25_s0=buf25.stride(0), buf25_s1=buf25.stride(1), buf25_s2=buf25.stride(2), buf25_s3=buf25.stride(3), m40_ptr=m40, m40_s0=m40.stride(0), m40_s1=m40.stride(1), m40_s2=m40.stride(2), m40_s3=m40.stride(3), buf57_ptr=buf57, buf57_s0=buf57.stride(0), buf57_s1=buf57.stride(1), buf57_s2=buf57.stride(2), buf57_s3=buf57.stride(3), buf60_ptr=buf60, buf60_s0=buf60.stride(0), buf60_s1=buf60.stride(1), buf60_s2=buf60.stride(2), buf60_s3=buf60.stride(3), E_c0=32, E_n0=32, E_n1=2, E_n2=4, E_n3=16, F_n0=_pow2(32), F_n1=_pow2(2), F_n2=_pow2(4), F_n3=_pow2(16), T_c0=T['c0'])
    return buf60


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
