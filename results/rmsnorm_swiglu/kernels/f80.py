"""rmsnorm_swiglu [small], candidate 80: 5 kernel(s)

Rendered by EqiForge from candidate 80 of rmsnorm_swiglu [small]: grid(x.0@0) [1 mm] ; grid(x.0@0) [1 mm] ; grid(x.0@0) ; grid(x.0@0) ; grid(x.0@0) [1 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.0@0[8]

Run it on its own: `python kernels/f80.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/rmsnorm_swiglu.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 4}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 8}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m7_ptr, m7_s0, m7_s1, buf12_ptr, buf12_s0, buf12_s1, E_c0, E_n0, E_n1, DOT_10: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr):
    # writes buf12: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    t2 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_n1[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t5 = tl.load(m3_ptr + offs_n1[None, :] * m3_s1, mask=(offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t6 = (t2) * (t5)
    t9 = tl.load(m7_ptr + offs_n1[:, None] * m7_s0 + offs_n0[None, :] * m7_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    if DOT_10:
        t11 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t6, 0.0), tl.where((offs_n1 < E_n1)[:, None], t9, 0.0), input_precision="ieee")
    else:
        t11 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t6, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t9, 0.0), 0), axis=1)
    tl.store(buf12_ptr + offs_c0[:, None] * buf12_s0 + offs_n0[None, :] * buf12_s1, t11, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :])


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m17_ptr, m17_s0, m17_s1, buf22_ptr, buf22_s0, buf22_s1, E_c0, E_n0, E_n1, DOT_20: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr):
    # writes buf22: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    t14 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_n1[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t15 = tl.load(m3_ptr + offs_n1[None, :] * m3_s1, mask=(offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t16 = (t14) * (t15)
    t19 = tl.load(m17_ptr + offs_n1[:, None] * m17_s0 + offs_n0[None, :] * m17_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    if DOT_20:
        t21 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t16, 0.0), tl.where((offs_n1 < E_n1)[:, None], t19, 0.0), input_precision="ieee")
    else:
        t21 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t16, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t19, 0.0), 0), axis=1)
    tl.store(buf22_ptr + offs_c0[:, None] * buf22_s0 + offs_n0[None, :] * buf22_s1, t21, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :])


@triton.jit
def kernel_2(m1_ptr, m1_s0, m1_s1, buf27_ptr, buf27_s0, buf27_s1, E_c0, E_n1, F_n1: tl.constexpr, T_c0: tl.constexpr):
    # writes buf27: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    t24 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_n1[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t25 = (t24) * (t24)
    t26 = tl.sum(tl.where((offs_n1 < E_n1)[None, :], t25, 0.0), axis=1, keep_dims=True)
    tl.store(buf27_ptr + offs_c0[:, None] * buf27_s0, t26, mask=(offs_c0 < E_c0)[:, None])


@triton.jit
def kernel_3(buf22_ptr, buf22_s0, buf22_s1, buf27_ptr, buf27_s0, buf27_s1, buf33_ptr, buf33_s0, buf33_s1, E_c0, E_n0, F_n0: tl.constexpr, T_c0: tl.constexpr):
    # writes buf33: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t23 = tl.load(buf22_ptr + offs_c0[:, None] * buf22_s0 + offs_n0[None, :] * buf22_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t28 = tl.load(buf27_ptr + offs_c0[:, None] * buf27_s0, mask=(offs_c0 < E_c0)[:, None], other=0).to(tl.float32)
    t29 = t28 + 0.00032
    t30 = tl.rsqrt(t29)
    t31 = (t23) * (t30)
    t32 = (t31) * (5.656854249492381)
    tl.store(buf33_ptr + offs_c0[:, None] * buf33_s0 + offs_n0[None, :] * buf33_s1, t32, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :])


@triton.jit
def kernel_4(buf12_ptr, buf12_s0, buf12_s1, buf33_ptr, buf33_s0, buf33_s1, m1_ptr, m1_s0, m1_s1, m45_ptr, m45_s0, m45_s1, buf50_ptr, buf50_s0, buf50_s1, E_c0, E_n0, E_n1, DOT_48: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr):
    # writes buf50: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t13 = tl.load(buf12_ptr + offs_c0[:, None] * buf12_s0 + offs_n0[None, :] * buf12_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t34 = tl.load(buf33_ptr + offs_c0[:, None] * buf33_s0 + offs_n0[None, :] * buf33_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t35 = 1.0 / (1.0 + tl.exp(-(t34)))
    t36 = (t35) * (t34)
    t37 = (t13) * (t36)
    t38 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_n1[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t39 = (t38) * (t38)
    t40 = tl.sum(tl.where((offs_n1 < E_n1)[None, :], t39, 0.0), axis=1, keep_dims=True)
    t41 = t40 + 0.00032
    t42 = (t41) * (0.03125)
    t43 = tl.rsqrt(t42)
    t44 = (t37) * (t43)
    t47 = tl.load(m45_ptr + offs_n0[:, None] * m45_s0 + offs_n1[None, :] * m45_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_48:
        t49 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t44, 0.0), tl.where((offs_n0 < E_n0)[:, None], t47, 0.0), input_precision="ieee")
    else:
        t49 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t44, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t47, 0.0), 0), axis=1)
    tl.store(buf50_ptr + offs_c0[:, None] * buf50_s0 + offs_n1[None, :] * buf50_s1, t49, mask=(offs_c0 < E_c0)[:, None] & (offs_n1 < E_n1)[None, :])


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
    m1 = inputs['x']
    m4 = inputs['w_norm']
    m3 = m4.reshape([1, 32])
    m8 = inputs['w_up']
    m7 = m8.permute([1, 0])
    buf12 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(8, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), buf12_ptr=buf12, buf12_s0=buf12.stride(0), buf12_s1=buf12.stride(1), E_c0=8, E_n0=64, E_n1=32, DOT_10=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, F_n0=_pow2(64), F_n1=_pow2(32), T_c0=T['c0'])
    m18 = inputs['w_gate']
    m17 = m18.permute([1, 0])
    buf22 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(8, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m17_ptr=m17, m17_s0=m17.stride(0), m17_s1=m17.stride(1), buf22_ptr=buf22, buf22_s0=buf22.stride(0), buf22_s1=buf22.stride(1), E_c0=8, E_n0=64, E_n1=32, DOT_20=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, F_n0=_pow2(64), F_n1=_pow2(32), T_c0=T['c0'])
    buf27 = torch.full([8, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(8, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), buf27_ptr=buf27, buf27_s0=buf27.stride(0), buf27_s1=buf27.stride(1), E_c0=8, E_n1=32, F_n1=_pow2(32), T_c0=T['c0'])
    buf33 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(8, T['c0']),)](buf22_ptr=buf22, buf22_s0=buf22.stride(0), buf22_s1=buf22.stride(1), buf27_ptr=buf27, buf27_s0=buf27.stride(0), buf27_s1=buf27.stride(1), buf33_ptr=buf33, buf33_s0=buf33.stride(0), buf33_s1=buf33.stride(1), E_c0=8, E_n0=64, F_n0=_pow2(64), T_c0=T['c0'])
    m46 = inputs['w_down']
    m45 = m46.permute([1, 0])
    buf50 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(_cdiv(8, T['c0']),)](buf12_ptr=buf12, buf12_s0=buf12.stride(0), buf12_s1=buf12.stride(1), buf33_ptr=buf33, buf33_s0=buf33.stride(0), buf33_s1=buf33.stride(1), m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m45_ptr=m45, m45_s0=m45.stride(0), m45_s1=m45.stride(1), buf50_ptr=buf50, buf50_s0=buf50.stride(0), buf50_s1=buf50.stride(1), E_c0=8, E_n0=64, E_n1=32, DOT_48=(T['c0']) >= 16 and (_pow2(64)) >= 16 and (_pow2(32)) >= 16, F_n0=_pow2(64), F_n1=_pow2(32), T_c0=T['c0'])
    return buf50


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
