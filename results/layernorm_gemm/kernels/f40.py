"""layernorm_gemm [small], candidate 40: 5 kernel(s)

Rendered by EqiForge from candidate 40 of layernorm_gemm [small]: grid(x.0@0) [1 mm] ; grid(x.0@0) ; grid(x.0@0) ; grid(w.0@1) [1 mm] ; grid(x.0@0)
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.0@0[8]
    c1: grid w.0@1[32]

Run it on its own: `python kernels/f40.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/layernorm_gemm.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 4, "c1": 16}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 8, "c1": 32}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m6_ptr, m6_s0, m6_s1, m10_ptr, m10_s0, m10_s1, buf15_ptr, buf15_s0, buf15_s1, E_c0, E_n0, E_n1, DOT_13: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr):
    # writes buf15: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    t2 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_n1[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t3 = tl.sum(tl.where((offs_n1 < E_n1)[None, :], t2, 0.0), axis=1, keep_dims=True)
    t4 = (t3) * (0.015625)
    t5 = t2 - (t4)
    t8 = tl.load(m6_ptr + offs_n1[None, :] * m6_s1, mask=(offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t9 = (t5) * (t8)
    t12 = tl.load(m10_ptr + offs_n1[:, None] * m10_s0 + offs_n0[None, :] * m10_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    if DOT_13:
        t14 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t9, 0.0), tl.where((offs_n1 < E_n1)[:, None], t12, 0.0), input_precision="ieee")
    else:
        t14 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t9, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t12, 0.0), 0), axis=1)
    tl.store(buf15_ptr + offs_c0[:, None] * buf15_s0 + offs_n0[None, :] * buf15_s1, t14, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :])


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, buf20_ptr, buf20_s0, buf20_s1, E_c0, E_n1, F_n1: tl.constexpr, T_c0: tl.constexpr):
    # writes buf20: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    t17 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_n1[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t18 = (t17) * (t17)
    t19 = tl.sum(tl.where((offs_n1 < E_n1)[None, :], t18, 0.0), axis=1, keep_dims=True)
    tl.store(buf20_ptr + offs_c0[:, None] * buf20_s0, t19, mask=(offs_c0 < E_c0)[:, None])


@triton.jit
def kernel_2(m1_ptr, m1_s0, m1_s1, buf24_ptr, buf24_s0, buf24_s1, E_c0, E_n1, F_n1: tl.constexpr, T_c0: tl.constexpr):
    # writes buf24: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    t22 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_n1[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t23 = tl.sum(tl.where((offs_n1 < E_n1)[None, :], t22, 0.0), axis=1, keep_dims=True)
    tl.store(buf24_ptr + offs_c0[:, None] * buf24_s0, t23, mask=(offs_c0 < E_c0)[:, None])


@triton.jit
def kernel_3(m36_ptr, m36_s0, m36_s1, m10_ptr, m10_s0, m10_s1, buf42_ptr, buf42_s0, buf42_s1, E_c1, E_n1, DOT_40: tl.constexpr, F_n1: tl.constexpr, T_c1: tl.constexpr):
    # writes buf42: Combine over grid w.0@1[32]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    t38 = tl.load(m36_ptr + offs_n1[None, :] * m36_s1, mask=(offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t39 = tl.load(m10_ptr + offs_n1[:, None] * m10_s0 + offs_c1[None, :] * m10_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    if DOT_40:
        t41 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t38, 0.0), tl.where((offs_n1 < E_n1)[:, None], t39, 0.0), input_precision="ieee")
    else:
        t41 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t38, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t39, 0.0), 0), axis=1)
    tl.store(buf42_ptr + offs_c1[None, :] * buf42_s1, t41, mask=(offs_c1 < E_c1)[None, :])


@triton.jit
def kernel_4(buf15_ptr, buf15_s0, buf15_s1, buf20_ptr, buf20_s0, buf20_s1, buf24_ptr, buf24_s0, buf24_s1, buf42_ptr, buf42_s0, buf42_s1, m45_ptr, m45_s0, m45_s1, buf49_ptr, buf49_s0, buf49_s1, E_c0, E_n0, F_n0: tl.constexpr, T_c0: tl.constexpr):
    # writes buf49: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t16 = tl.load(buf15_ptr + offs_c0[:, None] * buf15_s0 + offs_n0[None, :] * buf15_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t21 = tl.load(buf20_ptr + offs_c0[:, None] * buf20_s0, mask=(offs_c0 < E_c0)[:, None], other=0).to(tl.float32)
    t25 = tl.load(buf24_ptr + offs_c0[:, None] * buf24_s0, mask=(offs_c0 < E_c0)[:, None], other=0).to(tl.float32)
    t26 = (t25) * (2.0)
    t27 = (t25) * (1.0)
    t28 = t26 - (t27)
    t29 = (t25) * (0.015625)
    t30 = (t28) * (t29)
    t31 = t21 - (t30)
    t32 = t31 + 0.00064
    t33 = (t32) * (0.015625)
    t34 = tl.rsqrt(t33)
    t35 = (t16) * (t34)
    t43 = tl.load(buf42_ptr + offs_n0[None, :] * buf42_s1, mask=(offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t44 = t35 + t43
    t47 = tl.load(m45_ptr + offs_n0[None, :] * m45_s1, mask=(offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t48 = t44 + t47
    tl.store(buf49_ptr + offs_c0[:, None] * buf49_s0 + offs_n0[None, :] * buf49_s1, t48, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :])


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
    m7 = inputs['w_ln']
    m6 = m7.reshape([1, 64])
    m11 = inputs['w']
    m10 = m11.permute([1, 0])
    buf15 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(8, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m6_ptr=m6, m6_s0=m6.stride(0), m6_s1=m6.stride(1), m10_ptr=m10, m10_s0=m10.stride(0), m10_s1=m10.stride(1), buf15_ptr=buf15, buf15_s0=buf15.stride(0), buf15_s1=buf15.stride(1), E_c0=8, E_n0=32, E_n1=64, DOT_13=(T['c0']) >= 16 and (_pow2(64)) >= 16 and (_pow2(32)) >= 16, F_n0=_pow2(32), F_n1=_pow2(64), T_c0=T['c0'])
    buf20 = torch.full([8, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(8, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), buf20_ptr=buf20, buf20_s0=buf20.stride(0), buf20_s1=buf20.stride(1), E_c0=8, E_n1=64, F_n1=_pow2(64), T_c0=T['c0'])
    buf24 = torch.full([8, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(8, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), buf24_ptr=buf24, buf24_s0=buf24.stride(0), buf24_s1=buf24.stride(1), E_c0=8, E_n1=64, F_n1=_pow2(64), T_c0=T['c0'])
    m37 = inputs['b_ln']
    m36 = m37.reshape([1, 64])
    buf42 = torch.full([1, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(32, T['c1']),)](m36_ptr=m36, m36_s0=m36.stride(0), m36_s1=m36.stride(1), m10_ptr=m10, m10_s0=m10.stride(0), m10_s1=m10.stride(1), buf42_ptr=buf42, buf42_s0=buf42.stride(0), buf42_s1=buf42.stride(1), E_c1=32, E_n1=64, DOT_40=(1) >= 16 and (_pow2(64)) >= 16 and (T['c1']) >= 16, F_n1=_pow2(64), T_c1=T['c1'])
    m46 = inputs['bias']
    m45 = m46.reshape([1, 32])
    buf49 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(_cdiv(8, T['c0']),)](buf15_ptr=buf15, buf15_s0=buf15.stride(0), buf15_s1=buf15.stride(1), buf20_ptr=buf20, buf20_s0=buf20.stride(0), buf20_s1=buf20.stride(1), buf24_ptr=buf24, buf24_s0=buf24.stride(0), buf24_s1=buf24.stride(1), buf42_ptr=buf42, buf42_s0=buf42.stride(0), buf42_s1=buf42.stride(1), m45_ptr=m45, m45_s0=m45.stride(0), m45_s1=m45.stride(1), buf49_ptr=buf49, buf49_s0=buf49.stride(0), buf49_s1=buf49.stride(1), E_c0=8, E_n0=32, F_n0=_pow2(32), T_c0=T['c0'])
    return buf49


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
