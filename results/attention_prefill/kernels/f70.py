"""attention_prefill [small], candidate 70: 5 kernel(s)

Rendered by EqiForge from candidate 70 of attention_prefill [small]: grid(q.2@2) loop(k.3[16]: sum) [1 mm] ; grid(k.1@1) ; grid(k.1@1) ; store(k.2[32]) ; grid() loop(k.2[32]: sum, stored)
Coordinates (tile sizes are the T arguments of launch()):
    c0: loop k.2[32]
    c1: grid k.1@1[4]
    c2: grid q.2@2[32]
    c3: loop k.3[16]

Run it on its own: `python kernels/f70.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/attention_prefill.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 16, "c1": 2, "c2": 16, "c3": 8}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 32, "c1": 4, "c2": 32, "c3": 16}


@triton.jit
def kernel_0(m9_ptr, m9_s0, m9_s1, m9_s2, m9_s3, m11_ptr, m11_s0, m11_s1, m11_s2, m11_s3, buf16_ptr, buf16_s0, buf16_s1, buf16_s2, buf16_s3, E_c2, E_c3, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # writes buf16: Combine over grid q.2@2[32]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n0 = tl.arange(0, F_n0)
    acc15 = tl.full([F_n1, F_n2, T_c2, F_n0], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t10 = tl.load(m9_ptr + offs_n1[:, None, None, None] * m9_s0 + offs_n2[None, :, None, None] * m9_s1 + offs_c2[None, None, :, None] * m9_s2 + offs_c3[None, None, None, :] * m9_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
        t13 = tl.load(m11_ptr + offs_n1[:, None, None, None] * m11_s0 + offs_n2[None, :, None, None] * m11_s1 + offs_c3[None, None, :, None] * m11_s2 + offs_n0[None, None, None, :] * m11_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_c3 < E_c3)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
        t14 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, :], t10, 0.0), 4) * tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, :, None], t13, 0.0), 2), axis=3)
        acc15 = acc15 + t14
    tl.store(buf16_ptr + offs_n1[:, None, None, None] * buf16_s0 + offs_n2[None, :, None, None] * buf16_s1 + offs_c2[None, None, :, None] * buf16_s2 + offs_n0[None, None, None, :] * buf16_s3, acc15, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :])


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, buf16_ptr, buf16_s0, buf16_s1, buf16_s2, buf16_s3, buf20_ptr, buf20_s0, buf20_s1, buf20_s2, buf20_s3, E_c1, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c1: tl.constexpr):
    # writes buf20: Combine over grid k.1@1[4]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t8 = tl.load(m1_ptr + offs_n0[None, None, :, None] * m1_s2 + offs_n0[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0)
    t17 = tl.load(buf16_ptr + offs_n1[:, None, None, None] * buf16_s0 + offs_c1[None, :, None, None] * buf16_s1 + offs_n0[None, None, :, None] * buf16_s2 + offs_n0[None, None, None, :] * buf16_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t18 = tl.where(t8, -float("inf"), t17)
    t19 = tl.max(tl.where((offs_n0 < E_n0)[None, None, None, :], t18, -float('inf')), axis=3, keep_dims=True)
    tl.store(buf20_ptr + offs_n1[:, None, None, None] * buf20_s0 + offs_c1[None, :, None, None] * buf20_s1 + offs_n0[None, None, :, None] * buf20_s2, t19, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None])


@triton.jit
def kernel_2(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, buf20_ptr, buf20_s0, buf20_s1, buf20_s2, buf20_s3, buf16_ptr, buf16_s0, buf16_s1, buf16_s2, buf16_s3, buf37_ptr, buf37_s0, buf37_s1, buf37_s2, buf37_s3, E_c1, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c1: tl.constexpr):
    # writes buf37: Combine over grid k.1@1[4]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t28 = tl.load(m1_ptr + offs_n0[None, None, :, None] * m1_s2 + offs_n0[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0)
    t29 = tl.load(buf20_ptr + offs_n1[:, None, None, None] * buf20_s0 + offs_c1[None, :, None, None] * buf20_s1 + offs_n0[None, None, :, None] * buf20_s2, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None], other=0).to(tl.float32)
    t30 = -float("inf") - (t29)
    t31 = tl.load(buf16_ptr + offs_n1[:, None, None, None] * buf16_s0 + offs_c1[None, :, None, None] * buf16_s1 + offs_n0[None, None, :, None] * buf16_s2 + offs_n0[None, None, None, :] * buf16_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t32 = t31 - (t29)
    t33 = tl.where(t28, t30, t32)
    t34 = (t33) * (0.25)
    t35 = tl.exp(t34)
    t36 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, None, :], t35, 0.0), axis=3, keep_dims=True)
    tl.store(buf37_ptr + offs_n1[:, None, None, None] * buf37_s0 + offs_c1[None, :, None, None] * buf37_s1 + offs_n0[None, None, :, None] * buf37_s2, t36, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None])


@triton.jit
def kernel_3(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, buf20_ptr, buf20_s0, buf20_s1, buf20_s2, buf20_s3, buf16_ptr, buf16_s0, buf16_s1, buf16_s2, buf16_s3, buf37_ptr, buf37_s0, buf37_s1, buf37_s2, buf37_s3, m40_ptr, m40_s0, m40_s1, m40_s2, m40_s3, states43_ptr, states43_s0, states43_s1, states43_s2, states43_s3, states43_s4, E_c0, E_n0, E_n1, E_n2, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c0: tl.constexpr):
    # stores states43: Collect over loop k.2[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n3 = tl.arange(0, F_n3)
    t7 = tl.load(m1_ptr + offs_n0[None, None, :, None] * m1_s2 + offs_c0[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[None, None, :, None] & (offs_c0 < E_c0)[None, None, None, :], other=0)
    t21 = tl.load(buf20_ptr + offs_n1[:, None, None, None] * buf20_s0 + offs_n2[None, :, None, None] * buf20_s1 + offs_n0[None, None, :, None] * buf20_s2, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None], other=0).to(tl.float32)
    t22 = -float("inf") - (t21)
    t23 = tl.load(buf16_ptr + offs_n1[:, None, None, None] * buf16_s0 + offs_n2[None, :, None, None] * buf16_s1 + offs_n0[None, None, :, None] * buf16_s2 + offs_c0[None, None, None, :] * buf16_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_c0 < E_c0)[None, None, None, :], other=0).to(tl.float32)
    t24 = t23 - (t21)
    t25 = tl.where(t7, t22, t24)
    t26 = (t25) * (0.25)
    t27 = tl.exp(t26)
    t38 = tl.load(buf37_ptr + offs_n1[:, None, None, None] * buf37_s0 + offs_n2[None, :, None, None] * buf37_s1 + offs_n0[None, None, :, None] * buf37_s2, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None], other=0).to(tl.float32)
    t39 = (t27) / (t38)
    t41 = tl.load(m40_ptr + offs_n1[:, None, None, None] * m40_s0 + offs_n2[None, :, None, None] * m40_s1 + offs_c0[None, None, :, None] * m40_s2 + offs_n3[None, None, None, :] * m40_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t42 = tl.sum(tl.expand_dims(tl.where((offs_c0 < E_c0)[None, None, None, :], t39, 0.0), 4) * tl.expand_dims(tl.where((offs_c0 < E_c0)[None, None, :, None], t41, 0.0), 2), axis=3)
    tl.store(states43_ptr + i_c0 * states43_s0 + tl.arange(0, F_n1)[:, None, None, None] * states43_s1 + tl.arange(0, F_n2)[None, :, None, None] * states43_s2 + tl.arange(0, F_n0)[None, None, :, None] * states43_s3 + tl.arange(0, F_n3)[None, None, None, :] * states43_s4 + tl.zeros([F_n1, F_n2, F_n0, F_n3], tl.int32), t42)


@triton.jit
def kernel_4(states43_ptr, states43_s0, states43_s1, states43_s2, states43_s3, states43_s4, buf46_ptr, buf46_s0, buf46_s1, buf46_s2, buf46_s3, E_c0, E_n0, E_n1, E_n2, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c0: tl.constexpr):
    # writes buf46: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n0 = tl.arange(0, F_n0)
    offs_n3 = tl.arange(0, F_n3)
    acc45 = tl.full([F_n1, F_n2, F_n0, F_n3], 0.0, tl.float32)
    for i_c0 in range(0, tl.cdiv(E_c0, T_c0)):
        offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)

        t44 = tl.load(states43_ptr + i_c0 * states43_s0 + tl.arange(0, F_n1)[:, None, None, None] * states43_s1 + tl.arange(0, F_n2)[None, :, None, None] * states43_s2 + tl.arange(0, F_n0)[None, None, :, None] * states43_s3 + tl.arange(0, F_n3)[None, None, None, :] * states43_s4 + tl.zeros([F_n1, F_n2, F_n0, F_n3], tl.int32))
        acc45 = acc45 + t44
    tl.store(buf46_ptr + offs_n1[:, None, None, None] * buf46_s0 + offs_n2[None, :, None, None] * buf46_s1 + offs_n0[None, None, :, None] * buf46_s2 + offs_n3[None, None, None, :] * buf46_s3, acc45, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :])


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
    m9 = inputs['q']
    m12 = inputs['k']
    m11 = m12.permute([0, 1, 3, 2])
    buf16 = torch.full([2, 4, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(32, T['c2']),)](m9_ptr=m9, m9_s0=m9.stride(0), m9_s1=m9.stride(1), m9_s2=m9.stride(2), m9_s3=m9.stride(3), m11_ptr=m11, m11_s0=m11.stride(0), m11_s1=m11.stride(1), m11_s2=m11.stride(2), m11_s3=m11.stride(3), buf16_ptr=buf16, buf16_s0=buf16.stride(0), buf16_s1=buf16.stride(1), buf16_s2=buf16.stride(2), buf16_s3=buf16.stride(3), E_c2=32, E_c3=16, E_n0=32, E_n1=2, E_n2=4, F_n0=_pow2(32), F_n1=_pow2(2), F_n2=_pow2(4), T_c2=T['c2'], T_c3=T['c3'])
    buf20 = torch.full([2, 4, 32, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(4, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), buf16_ptr=buf16, buf16_s0=buf16.stride(0), buf16_s1=buf16.stride(1), buf16_s2=buf16.stride(2), buf16_s3=buf16.stride(3), buf20_ptr=buf20, buf20_s0=buf20.stride(0), buf20_s1=buf20.stride(1), buf20_s2=buf20.stride(2), buf20_s3=buf20.stride(3), E_c1=4, E_n0=32, E_n1=2, F_n0=_pow2(32), F_n1=_pow2(2), T_c1=T['c1'])
    buf37 = torch.full([2, 4, 32, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(4, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), buf20_ptr=buf20, buf20_s0=buf20.stride(0), buf20_s1=buf20.stride(1), buf20_s2=buf20.stride(2), buf20_s3=buf20.stride(3), buf16_ptr=buf16, buf16_s0=buf16.stride(0), buf16_s1=buf16.stride(1), buf16_s2=buf16.stride(2), buf16_s3=buf16.stride(3), buf37_ptr=buf37, buf37_s0=buf37.stride(0), buf37_s1=buf37.stride(1), buf37_s2=buf37.stride(2), buf37_s3=buf37.stride(3), E_c1=4, E_n0=32, E_n1=2, F_n0=_pow2(32), F_n1=_pow2(2), T_c1=T['c1'])
    m40 = inputs['v']
    states43 = torch.full([_cdiv(32, T['c0']), _pow2(2), _pow2(4), _pow2(32), _pow2(16)], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(32, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), buf20_ptr=buf20, buf20_s0=buf20.stride(0), buf20_s1=buf20.stride(1), buf20_s2=buf20.stride(2), buf20_s3=buf20.stride(3), buf16_ptr=buf16, buf16_s0=buf16.stride(0), buf16_s1=buf16.stride(1), buf16_s2=buf16.stride(2), buf16_s3=buf16.stride(3), buf37_ptr=buf37, buf37_s0=buf37.stride(0), buf37_s1=buf37.stride(1), buf37_s2=buf37.stride(2), buf37_s3=buf37.stride(3), m40_ptr=m40, m40_s0=m40.stride(0), m40_s1=m40.stride(1), m40_s2=m40.stride(2), m40_s3=m40.stride(3), states43_ptr=states43, states43_s0=states43.stride(0), states43_s1=states43.stride(1), states43_s2=states43.stride(2), states43_s3=states43.stride(3), states43_s4=states43.stride(4), E_c0=32, E_n0=32, E_n1=2, E_n2=4, E_n3=16, F_n0=_pow2(32), F_n1=_pow2(2), F_n2=_pow2(4), F_n3=_pow2(16), T_c0=T['c0'])
    buf46 = torch.full([2, 4, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(1,)](states43_ptr=states43, states43_s0=states43.stride(0), states43_s1=states43.stride(1), states43_s2=states43.stride(2), states43_s3=states43.stride(3), states43_s4=states43.stride(4), buf46_ptr=buf46, buf46_s0=buf46.stride(0), buf46_s1=buf46.stride(1), buf46_s2=buf46.stride(2), buf46_s3=buf46.stride(3), E_c0=32, E_n0=32, E_n1=2, E_n2=4, E_n3=16, F_n0=_pow2(32), F_n1=_pow2(2), F_n2=_pow2(4), F_n3=_pow2(16), T_c0=T['c0'])
    return buf46


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
