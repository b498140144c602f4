"""layernorm_gemm [small], candidate 13: 5 kernel(s)

Rendered by EqiForge from candidate 13 of layernorm_gemm [small]: grid(x.0@0) loop(w.1[64]: sum) ; grid(x.0@0) [1 mm] ; grid(x.0@0) ; grid(w.0@1) loop(w.1[64]: sum) [1 mm] ; grid(x.0@0)
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.0@0[8]
    c1: loop w.1[64]
    c2: grid w.0@1[32]

Run it on its own: `python kernels/f13.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/layernorm_gemm.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 4, "c1": 32, "c2": 16}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, buf6_ptr, buf6_s0, buf6_s1, E_c0, E_c1, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf6: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    acc5 = tl.full([T_c0, 1], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t3 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c1[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        t4 = tl.sum(tl.where((offs_c1 < E_c1)[None, :], t3, 0.0), axis=1, keep_dims=True)
        acc5 = acc5 + t4
    tl.store(buf6_ptr + offs_c0[:, None] * buf6_s0, acc5, mask=(offs_c0 < E_c0)[:, None])


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, buf6_ptr, buf6_s0, buf6_s1, m10_ptr, m10_s0, m10_s1, m14_ptr, m14_s0, m14_s1, buf19_ptr, buf19_s0, buf19_s1, E_c0, E_n0, E_n1, DOT_17: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr):
    # writes buf19: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    t2 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_n1[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t7 = tl.load(buf6_ptr + offs_c0[:, None] * buf6_s0, mask=(offs_c0 < E_c0)[:, None], other=0).to(tl.float32)
    t8 = (t7) * (0.015625)
    t9 = t2 - (t8)
    t12 = tl.load(m10_ptr + offs_n1[None, :] * m10_s1, mask=(offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t13 = (t9) * (t12)
    t16 = tl.load(m14_ptr + offs_n1[:, None] * m14_s0 + offs_n0[None, :] * m14_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    if DOT_17:
        t18 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t13, 0.0), tl.where((offs_n1 < E_n1)[:, None], t16, 0.0), input_precision="ieee")
    else:
        t18 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t13, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t16, 0.0), 0), axis=1)
    tl.store(buf19_ptr + offs_c0[:, None] * buf19_s0 + offs_n0[None, :] * buf19_s1, t18, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :])


@triton.jit
def kernel_2(m1_ptr, m1_s0, m1_s1, buf6_ptr, buf6_s0, buf6_s1, buf27_ptr, buf27_s0, buf27_s1, E_c0, E_n1, F_n1: tl.constexpr, T_c0: tl.constexpr):
    # writes buf27: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    t21 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_n1[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t22 = tl.load(buf6_ptr + offs_c0[:, None] * buf6_s0, mask=(offs_c0 < E_c0)[:, None], other=0).to(tl.float32)
    t23 = (t22) * (0.015625)
    t24 = t21 - (t23)
    t25 = (t24) * (t24)
    t26 = tl.sum(tl.where((offs_n1 < E_n1)[None, :], t25, 0.0), axis=1, keep_dims=True)
    tl.store(buf27_ptr + offs_c0[:, None] * buf27_s0, t26, mask=(offs_c0 < E_c0)[:, None])


@triton.jit
def kernel_3(m33_ptr, m33_s0, m33_s1, m14_ptr, m14_s0, m14_s1, buf40_ptr, buf40_s0, buf40_s1, E_c1, E_c2, DOT_37: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf40: Combine over grid w.0@1[32]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    acc39 = tl.full([1, T_c2], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t35 = tl.load(m33_ptr + offs_c1[None, :] * m33_s1, mask=(offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        t36 = tl.load(m14_ptr + offs_c1[:, None] * m14_s0 + offs_c2[None, :] * m14_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        if DOT_37:
            t38 = tl.dot(tl.where((offs_c1 < E_c1)[None, :], t35, 0.0), tl.where((offs_c1 < E_c1)[:, None], t36, 0.0), input_precision="ieee")
        else:
            t38 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, :], t35, 0.0), 2) * tl.expand_dims(tl.where((offs_c1 < E_c1)[:, None], t36, 0.0), 0), axis=1)
        acc39 = acc39 + t38
    tl.store(buf40_ptr + offs_c2[None, :] * buf40_s1, acc39, mask=(offs_c2 < E_c2)[None, :])


@triton.jit
def kernel_4(buf19_ptr, buf19_s0, buf19_s1, buf27_ptr, buf27_s0, buf27_s1, buf40_ptr, buf40_s0, buf40_s1, m43_ptr, m43_s0, m43_s1, buf47_ptr, buf47_s0, buf47_s1, E_c0, E_n0, F_n0: tl.constexpr, T_c0: tl.constexpr):
    # writes buf47: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t20 = tl.load(buf19_ptr + offs_c0[:, None] * buf19_s0 + offs_n0[None, :] * buf19_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t28 = tl.load(buf27_ptr + offs_c0[:, None] * buf27_s0, mask=(offs_c0 < E_c0)[:, None], other=0).to(tl.float32)
    t29 = t28 + 0.00064
    t30 = (t29) * (0.015625)
    t31 = tl.rsqrt(t30)
    t32 = (t20) * (t31)
    t41 = tl.load(buf40_ptr + offs_n0[None, :] * buf40_s1, mask=(offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t42 = t32 + t41
    t45 = tl.load(m43_ptr + offs_n0[None, :] * m43_s1, mask=(offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t46 = t42 + t45
    tl.store(buf47_ptr + offs_c0[:, None] * buf47_s0 + offs_n0[None, :] * buf47_s1, t46, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :])


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
    buf6 = torch.full([8, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(8, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), buf6_ptr=buf6, buf6_s0=buf6.stride(0), buf6_s1=buf6.stride(1), E_c0=8, E_c1=64, T_c0=T['c0'], T_c1=T['c1'])
    m11 = inputs['w_ln']
    m10 = m11.reshape([1, 64])
    m15 = inputs['w']
    m14 = m15.permute([1, 0])
    buf19 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(8, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), buf6_ptr=buf6, buf6_s0=buf6.stride(0), buf6_s1=buf6.stride(1), m10_ptr=m10, m10_s0=m10.stride(0), m10_s1=m10.stride(1), m14_ptr=m14, m14_s0=m14.stride(0), m14_s1=m14.stride(1), buf19_ptr=buf19, buf19_s0=buf19.stride(0), buf19_s1=buf19.stride(1), E_c0=8, E_n0=32, E_n1=64, DOT_17=(T['c0']) >= 16 and (_pow2(64)) >= 16 and (_pow2(32)) >= 16, F_n0=_pow2(32), F_n1=_pow2(64), T_c0=T['c0'])
    buf27 = torch.full([8, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(8, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), buf6_ptr=buf6, buf6_s0=buf6.stride(0), buf6_s1=buf6.stride(1), buf27_ptr=buf27, buf27_s0=buf27.stride(0), buf27_s1=buf27.stride(1), E_c0=8, E_n1=64, F_n1=_pow2(64), T_c0=T['c0'])
    m34 = inputs['b_ln']
    m33 = m34.reshape([1, 64])
    buf40 = torch.full([1, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(32, T['c2']),)](m33_ptr=m33, m33_s0=m33.stride(0), m33_s1=m33.stride(1), m14_ptr=m14, m14_s0=m14.stride(0), m14_s1=m14.stride(1), buf40_ptr=buf40, buf40_s0=buf40.stride(0), buf40_s1=buf40.stride(1), E_c1=64, E_c2=32, DOT_37=(1) >= 16 and (T['c1']) >= 16 and (T['c2']) >= 16, T_c1=T['c1'], T_c2=T['c2'])
    m44 = inputs['bias']
    m43 = m44.reshape([1, 32])
    buf47 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(_cdiv(8, T['c0']),)](buf19_ptr=buf19, buf19_s0=buf19.stride(0), buf19_s1=buf19.stride(1), buf27_ptr=buf27, buf27_s0=buf27.stride(0), buf27_s1=buf27.stride(1), buf40_ptr=buf40, buf40_s0=buf40.stride(0), buf40_s1=buf40.stride(1), m43_ptr=m43, m43_s0=m43.stride(0), m43_s1=m43.stride(1), buf47_ptr=buf47, buf47_s0=buf47.stride(0), buf47_s1=buf47.stride(1), E_c0=8, E_n0=32, F_n0=_pow2(32), T_c0=T['c0'])
    return buf47


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
