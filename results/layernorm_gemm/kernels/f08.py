"""layernorm_gemm [small], candidate 8: 2 kernel(s)

Rendered by EqiForge from candidate 8 of layernorm_gemm [small]: grid(w.0@1) loop(w.1[64]: pair(sum, sum)) loop(w.1[64]: sum) [2 mm] ; grid(w.0@1, x.0@0)
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.0@0[8]
    c1: grid w.0@1[32]
    c2: loop w.1[64]

Run it on its own: `python kernels/f08.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/layernorm_gemm.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 4, "c1": 16, "c2": 32}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 8, "c1": 32, "c2": 64}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m4_ptr, m4_s0, m4_s1, m8_ptr, m8_s0, m8_s1, m32_ptr, m32_s0, m32_s1, buf40_ptr, buf40_s0, buf40_s1, E_c1, E_c2, E_n0, E_n1, DOT_12: tl.constexpr, DOT_36: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf40: Combine over grid w.0@1[32]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    acc14 = tl.full([F_n0, 1], 0.0, tl.float32)
    acc15 = tl.full([F_n0, T_c1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t2 = tl.load(m1_ptr + offs_n0[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t3 = tl.sum(tl.where((offs_c2 < E_c2)[None, :], t2, 0.0), axis=1, keep_dims=True)
        t7 = tl.load(m4_ptr + offs_c2[:, None] * m4_s0, mask=(offs_c2 < E_c2)[:, None], other=0).to(tl.float32)
        t10 = tl.load(m8_ptr + offs_c2[:, None] * m8_s0 + offs_c1[None, :] * m8_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        t11 = (t7) * (t10)
        if DOT_12:
            t13 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t2, 0.0), tl.where((offs_c2 < E_c2)[:, None], t11, 0.0), input_precision="ieee")
        else:
            t13 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t2, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t11, 0.0), 0), axis=1)
        acc14 = acc14 + t3
        acc15 = acc15 + t13
    t16 = tl.load(m4_ptr + offs_n1[:, None] * m4_s0, mask=(offs_n1 < E_n1)[:, None], other=0).to(tl.float32)
    t17 = tl.load(m8_ptr + offs_n1[:, None] * m8_s0 + offs_c1[None, :] * m8_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t18 = (t16) * (t17)
    t19 = tl.sum(tl.where((offs_n1 < E_n1)[:, None], t18, 0.0), axis=0, keep_dims=True)
    t20 = (acc14) * (t19)
    t21 = (t20) * (0.015625)
    t22 = acc15 - (t21)
    t23 = tl.load(m1_ptr + offs_n0[:, None] * m1_s0 + offs_n1[None, :] * m1_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t24 = (acc14) * (0.015625)
    t25 = t23 - (t24)
    t26 = (t25) * (t25)
    t27 = tl.sum(tl.where((offs_n1 < E_n1)[None, :], t26, 0.0), axis=1, keep_dims=True)
    t28 = (t27) * (0.015625)
    t29 = t28 + 1e-05
    t30 = tl.rsqrt(t29)
    t31 = (t22) * (t30)
    acc38 = tl.full([1, T_c1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t34 = tl.load(m32_ptr + offs_c2[None, :] * m32_s1, mask=(offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t35 = tl.load(m8_ptr + offs_c2[:, None] * m8_s0 + offs_c1[None, :] * m8_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        if DOT_36:
            t37 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t34, 0.0), tl.where((offs_c2 < E_c2)[:, None], t35, 0.0), input_precision="ieee")
        else:
            t37 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t34, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t35, 0.0), 0), axis=1)
        acc38 = acc38 + t37
    t39 = t31 + acc38
    tl.store(buf40_ptr + offs_n0[:, None] * buf40_s0 + offs_c1[None, :] * buf40_s1, t39, mask=(offs_n0 < E_n0)[:, None] & (offs_c1 < E_c1)[None, :])


@triton.jit
def kernel_1(buf40_ptr, buf40_s0, buf40_s1, m42_ptr, m42_s0, m42_s1, buf46_ptr, buf46_s0, buf46_s1, E_c0, E_c1, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf46: Combine over grid x.0@0[8], grid w.0@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    t41 = tl.load(buf40_ptr + offs_c0[:, None] * buf40_s0 + offs_c1[None, :] * buf40_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t44 = tl.load(m42_ptr + offs_c1[None, :] * m42_s1, mask=(offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t45 = t41 + t44
    tl.store(buf46_ptr + offs_c0[:, None] * buf46_s0 + offs_c1[None, :] * buf46_s1, t45, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :])


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
    m6 = inputs['w_ln']
    m5 = m6.reshape([1, 64])
    m4 = m5.permute([1, 0])
    m9 = inputs['w']
    m8 = m9.permute([1, 0])
    m33 = inputs['b_ln']
    m32 = m33.reshape([1, 64])
    buf40 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(32, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m4_ptr=m4, m4_s0=m4.stride(0), m4_s1=m4.stride(1), m8_ptr=m8, m8_s0=m8.stride(0), m8_s1=m8.stride(1), m32_ptr=m32, m32_s0=m32.stride(0), m32_s1=m32.stride(1), buf40_ptr=buf40, buf40_s0=buf40.stride(0), buf40_s1=buf40.stride(1), E_c1=32, E_c2=64, E_n0=8, E_n1=64, DOT_12=(_pow2(8)) >= 16 and (T['c2']) >= 16 and (T['c1']) >= 16, DOT_36=(1) >= 16 and (T['c2']) >= 16 and (T['c1']) >= 16, F_n0=_pow2(8), F_n1=_pow2(64), T_c1=T['c1'], T_c2=T['c2'])
    m43 = inputs['bias']
    m42 = m43.reshape([1, 32])
    buf46 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(8, T['c0']) * _cdiv(32, T['c1']),)](buf40_ptr=buf40, buf40_s0=buf40.stride(0), buf40_s1=buf40.stride(1), m42_ptr=m42, m42_s0=m42.stride(0), m42_s1=m42.stride(1), buf46_ptr=buf46, buf46_s0=buf46.stride(0), buf46_s1=buf46.stride(1), E_c0=8, E_c1=32, T_c0=T['c0'], T_c1=T['c1'])
    return buf46


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
