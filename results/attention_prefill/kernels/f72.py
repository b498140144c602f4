"""attention_prefill [small], candidate 72: 4 kernel(s)

Rendered by EqiForge from candidate 72 of attention_prefill [small]: grid(q.2@2) loop(k.3[16]: sum) [1 mm] ; store(k.2[32]) ; store(k.2[32]) ; grid(q.2@2) loop(k.2[32]: sum, stored) loop(k.3[16]: sum) [1 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid q.2@2[32]
    c1: loop k.2[32]
    c2: loop k.3[16]

Run it on its own: `python kernels/f72.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/attention_prefill.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 16, "c1": 16, "c2": 8}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 32, "c1": 32, "c2": 16}


@triton.jit
def kernel_0(m9_ptr, m9_s0, m9_s1, m9_s2, m9_s3, m11_ptr, m11_s0, m11_s1, m11_s2, m11_s3, buf16_ptr, buf16_s0, buf16_s1, buf16_s2, buf16_s3, E_c0, E_c2, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # writes buf16: Combine over grid q.2@2[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n0 = tl.arange(0, F_n0)
    acc15 = tl.full([F_n1, F_n2, T_c0, F_n0], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t10 = tl.load(m9_ptr + offs_n1[:, None, None, None] * m9_s0 + offs_n2[None, :, None, None] * m9_s1 + offs_c0[None, None, :, None] * m9_s2 + offs_c2[None, None, None, :] * m9_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
        t13 = tl.load(m11_ptr + offs_n1[:, None, None, None] * m11_s0 + offs_n2[None, :, None, None] * m11_s1 + offs_c2[None, None, :, None] * m11_s2 + offs_n0[None, None, None, :] * m11_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
        t14 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :], t10, 0.0), 4) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :, None], t13, 0.0), 2), axis=3)
        acc15 = acc15 + t14
    tl.store(buf16_ptr + offs_n1[:, None, None, None] * buf16_s0 + offs_n2[None, :, None, None] * buf16_s1 + offs_c0[None, None, :, None] * buf16_s2 + offs_n0[None, None, None, :] * buf16_s3, acc15, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :])


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, buf16_ptr, buf16_s0, buf16_s1, buf16_s2, buf16_s3, states26_ptr, states26_s0, states26_s1, states26_s2, states26_s3, states26_s4, states26_s5, E_c0, E_c1, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # stores states26: Collect over loop k.2[32]
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
    t7 = tl.load(m1_ptr + offs_c0[None, None, :, None] * m1_s2 + offs_c1[None, None, None, :] * m1_s3, mask=(offs_c0 < E_c0)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0)
    t8 = tl.load(m1_ptr + offs_c0[None, None, :, None] * m1_s2 + offs_n0[None, None, None, :] * m1_s3, mask=(offs_c0 < E_c0)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0)
    t17 = tl.load(buf16_ptr + offs_n1[:, None, None, None] * buf16_s0 + offs_n2[None, :, None, None] * buf16_s1 + offs_c0[None, None, :, None] * buf16_s2 + offs_n0[None, None, None, :] * buf16_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t18 = tl.where(t8, -float("inf"), t17)
    t19 = tl.max(tl.where((offs_n0 < E_n0)[None, None, None, :], t18, -float('inf')), axis=3, keep_dims=True)
    t20 = -float("inf") - (t19)
    t21 = tl.load(buf16_ptr + offs_n1[:, None, None, None] * buf16_s0 + offs_n2[None, :, None, None] * buf16_s1 + offs_c0[None, None, :, None] * buf16_s2 + offs_c1[None, None, None, :] * buf16_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
    t22 = t21 - (t19)
    t23 = tl.where(t7, t20, t22)
    t24 = (t23) * (0.25)
    t25 = tl.exp(t24)
    tl.store(states26_ptr + i_c0 * states26_s0 + i_c1 * states26_s1 + tl.arange(0, F_n1)[:, None, None, None] * states26_s2 + tl.arange(0, F_n2)[None, :, None, None] * states26_s3 + tl.arange(0, T_c0)[None, None, :, None] * states26_s4 + tl.arange(0, T_c1)[None, None, None, :] * states26_s5 + tl.zeros([F_n1, F_n2, T_c0, T_c1], tl.int32), t25)


@triton.jit
def kernel_2(states26_ptr, states26_s0, states26_s1, states26_s2, states26_s3, states26_s4, states26_s5, m28_ptr, m28_s0, m28_s1, m28_s2, m28_s3, states31_ptr, states31_s0, states31_s1, states31_s2, states31_s3, states31_s4, states31_s5, E_c0, E_c1, E_n1, E_n2, E_n3, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # stores states31: Collect over loop k.2[32]
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
    offs_n3 = tl.arange(0, F_n3)
    t27 = tl.load(states26_ptr + i_c0 * states26_s0 + i_c1 * states26_s1 + tl.arange(0, F_n1)[:, None, None, None] * states26_s2 + tl.arange(0, F_n2)[None, :, None, None] * states26_s3 + tl.arange(0, T_c0)[None, None, :, None] * states26_s4 + tl.arange(0, T_c1)[None, None, None, :] * states26_s5 + tl.zeros([F_n1, F_n2, T_c0, T_c1], tl.int32))
    t29 = tl.load(m28_ptr + offs_n1[:, None, None, None] * m28_s0 + offs_n2[None, :, None, None] * m28_s1 + offs_c1[None, None, :, None] * m28_s2 + offs_n3[None, None, None, :] * m28_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t30 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, :], t27, 0.0), 4) * tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, :, None], t29, 0.0), 2), axis=3)
    tl.store(states31_ptr + i_c0 * states31_s0 + i_c1 * states31_s1 + tl.arange(0, F_n1)[:, None, None, None] * states31_s2 + tl.arange(0, F_n2)[None, :, None, None] * states31_s3 + tl.arange(0, T_c0)[None, None, :, None] * states31_s4 + tl.arange(0, F_n3)[None, None, None, :] * states31_s5 + tl.zeros([F_n1, F_n2, T_c0, F_n3], tl.int32), t30)


@triton.jit
def kernel_3(states31_ptr, states31_s0, states31_s1, states31_s2, states31_s3, states31_s4, states31_s5, m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m9_ptr, m9_s0, m9_s1, m9_s2, m9_s3, m11_ptr, m11_s0, m11_s1, m11_s2, m11_s3, buf46_ptr, buf46_s0, buf46_s1, buf46_s2, buf46_s3, E_c0, E_c1, E_c2, E_n0, E_n1, E_n2, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf46: Combine over grid q.2@2[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n3 = tl.arange(0, F_n3)
    offs_n0 = tl.arange(0, F_n0)
    acc33 = tl.full([F_n1, F_n2, T_c0, F_n3], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t32 = tl.load(states31_ptr + i_c0 * states31_s0 + i_c1 * states31_s1 + tl.arange(0, F_n1)[:, None, None, None] * states31_s2 + tl.arange(0, F_n2)[None, :, None, None] * states31_s3 + tl.arange(0, T_c0)[None, None, :, None] * states31_s4 + tl.arange(0, F_n3)[None, None, None, :] * states31_s5 + tl.zeros([F_n1, F_n2, T_c0, F_n3], tl.int32))
        acc33 = acc33 + t32
    t34 = tl.load(m1_ptr + offs_c0[None, None, :, None] * m1_s2 + offs_n0[None, None, None, :] * m1_s3, mask=(offs_c0 < E_c0)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0)
    acc38 = tl.full([F_n1, F_n2, T_c0, F_n0], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t35 = tl.load(m9_ptr + offs_n1[:, None, None, None] * m9_s0 + offs_n2[None, :, None, None] * m9_s1 + offs_c0[None, None, :, None] * m9_s2 + offs_c2[None, None, None, :] * m9_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
        t36 = tl.load(m11_ptr + offs_n1[:, None, None, None] * m11_s0 + offs_n2[None, :, None, None] * m11_s1 + offs_c2[None, None, :, None] * m11_s2 + offs_n0[None, None, None, :] * m11_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
        t37 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :], t35, 0.0), 4) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :, None], t36, 0.0), 2), axis=3)
        acc38 = acc38 + t37
    t39 = tl.where(t34, -float("inf"), acc38)
    t40 = tl.max(tl.where((offs_n0 < E_n0)[None, None, None, :], t39, -float('inf')), axis=3, keep_dims=True)
    t41 = t39 - (t40)
    t42 = (t41) * (0.25)
    t43 = tl.exp(t42)
    t44 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, None, :], t43, 0.0), axis=3, keep_dims=True)
    t45 = (acc33) / (t44)
    tl.store(buf46_ptr + offs_n1[:, None, None, None] * buf46_s0 + offs_n2[None, :, None, None] * buf46_s1 + offs_c0[None, None, :, None] * buf46_s2 + offs_n3[None, None, None, :] * buf46_s3, t45, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :])


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
    kernel_0[(_cdiv(32, T['c0']),)](m9_ptr=m9, m9_s0=m9.stride(0), m9_s1=m9.stride(1), m9_s2=m9.stride(2), m9_s3=m9.stride(3), m11_ptr=m11, m11_s0=m11.stride(0), m11_s1=m11.stride(1), m11_s2=m11.stride(2), m11_s3=m11.stride(3), buf16_ptr=buf16, buf16_s0=buf16.stride(0), buf16_s1=buf16.stride(1), buf16_s2=buf16.stride(2), buf16_s3=buf16.stride(3), E_c0=32, E_c2=16, E_n0=32, E_n1=2, E_n2=4, F_n0=_pow2(32), F_n1=_pow2(2), F_n2=_pow2(4), T_c0=T['c0'], T_c2=T['c2'])
    states26 = torch.full([_cdiv(32, T['c0']), _cdiv(32, T['c1']), _pow2(2), _pow2(4), T['c0'], T['c1']], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(32, T['c0']) * _cdiv(32, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), buf16_ptr=buf16, buf16_s0=buf16.stride(0), buf16_s1=buf16.stride(1), buf16_s2=buf16.stride(2), buf16_s3=buf16.stride(3), states26_ptr=states26, states26_s0=states26.stride(0), states26_s1=states26.stride(1), states26_s2=states26.stride(2), states26_s3=states26.stride(3), states26_s4=states26.stride(4), states26_s5=states26.stride(5), E_c0=32, E_c1=32, E_n0=32, E_n1=2, E_n2=4, F_n0=_pow2(32), F_n1=_pow2(2), F_n2=_pow2(4), T_c0=T['c0'], T_c1=T['c1'])
    m28 = inputs['v']
    states31 = torch.full([_cdiv(32, T['c0']), _cdiv(32, T['c1']), _pow2(2), _pow2(4), T['c0'], _pow2(16)], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(32, T['c0']) * _cdiv(32, T['c1']),)](states26_ptr=states26, states26_s0=states26.stride(0), states26_s1=states26.stride(1), states26_s2=states26.stride(2), states26_s3=states26.stride(3), states26_s4=states26.stride(4), states26_s5=states26.stride(5), m28_ptr=m28, m28_s0=m28.stride(0), m28_s1=m28.stride(1), m28_s2=m28.stride(2), m28_s3=m28.stride(3), states31_ptr=states31, states31_s0=states31.stride(0), states31_s1=states31.stride(1), states31_s2=states31.stride(2), states31_s3=states31.stride(3), states31_s4=states31.stride(4), states31_s5=states31.stride(5), E_c0=32, E_c1=32, E_n1=2, E_n2=4, E_n3=16, F_n1=_pow2(2), F_n2=_pow2(4), F_n3=_pow2(16), T_c0=T['c0'], T_c1=T['c1'])
    buf46 = torch.full([2, 4, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(32, T['c0']),)](states31_ptr=states31, states31_s0=states31.stride(0), states31_s1=states31.stride(1), states31_s2=states31.stride(2), states31_s3=states31.stride(3), states31_s4=states31.stride(4), states31_s5=states31.stride(5), m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m9_ptr=m9, m9_s0=m9.stride(0), m9_s1=m9.stride(1), m9_s2=m9.stride(2), m9_s3=m9.stride(3), m11_ptr=m11, m11_s0=m11.stride(0), m11_s1=m11.stride(1), m11_s2=m11.stride(2), m11_s3=m11.stride(3), buf46_ptr=buf46, buf46_s0=buf46.stride(0), buf46_s1=buf46.stride(1), buf46_s2=buf46.stride(2), buf46_s3=buf46.stride(3), E_c0=32, E_c1=32, E_c2=16, E_n0=32, E_n1=2, E_n2=4, E_n3=16, F_n0=_pow2(32), F_n1=_pow2(2), F_n2=_pow2(4), F_n3=_pow2(16), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    return buf46


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
