"""layernorm_gemm [small], candidate 3: 1 kernel(s)

Rendered by EqiForge from candidate 3 of layernorm_gemm [small]: grid(w.0@1) loop(w.1[64]: pair(sum, sum)) [2 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid w.0@1[32]
    c1: loop w.1[64]

Run it on its own: `python kernels/f03.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/layernorm_gemm.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 16, "c1": 32}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 32, "c1": 64}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m7_ptr, m7_s0, m7_s1, m11_ptr, m11_s0, m11_s1, m25_ptr, m25_s0, m25_s1, m32_ptr, m32_s0, m32_s1, buf36_ptr, buf36_s0, buf36_s1, E_c0, E_c1, E_n0, E_n1, DOT_14: tl.constexpr, DOT_29: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf36: Combine over grid w.0@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t3 = tl.load(m1_ptr + offs_n0[:, None] * m1_s0 + offs_n1[None, :] * m1_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t4 = tl.sum(tl.where((offs_n1 < E_n1)[None, :], t3, 0.0), axis=1, keep_dims=True)
    t5 = (t4) * (0.015625)
    t16 = t3 - (t5)
    t17 = (t16) * (t16)
    t18 = tl.sum(tl.where((offs_n1 < E_n1)[None, :], t17, 0.0), axis=1, keep_dims=True)
    t19 = t18 + 0.00064
    t20 = tl.rsqrt(t19)
    acc22 = tl.full([F_n0, T_c0], 0.0, tl.float32)
    acc23 = tl.full([F_n0, T_c0], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t2 = tl.load(m1_ptr + offs_n0[:, None] * m1_s0 + offs_c1[None, :] * m1_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        t6 = t2 - (t5)
        t9 = tl.load(m7_ptr + offs_c1[None, :] * m7_s1, mask=(offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        t10 = (t6) * (t9)
        t13 = tl.load(m11_ptr + offs_c1[:, None] * m11_s0 + offs_c0[None, :] * m11_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_c0 < E_c0)[None, :], other=0).to(tl.float32)
        if DOT_14:
            t15 = tl.dot(tl.where((offs_c1 < E_c1)[None, :], t10, 0.0), tl.where((offs_c1 < E_c1)[:, None], t13, 0.0), input_precision="ieee")
        else:
            t15 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, :], t10, 0.0), 2) * tl.expand_dims(tl.where((offs_c1 < E_c1)[:, None], t13, 0.0), 0), axis=1)
        t21 = (t15) * (t20)
        acc22 = acc22 + t15
        acc23 = acc23 + t21
    t24 = (acc23) * (8.0)
    t27 = tl.load(m25_ptr + offs_n1[None, :] * m25_s1, mask=(offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t28 = tl.load(m11_ptr + offs_n1[:, None] * m11_s0 + offs_c0[None, :] * m11_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c0 < E_c0)[None, :], other=0).to(tl.float32)
    if DOT_29:
        t30 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t27, 0.0), tl.where((offs_n1 < E_n1)[:, None], t28, 0.0), input_precision="ieee")
    else:
        t30 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t27, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t28, 0.0), 0), axis=1)
    t31 = t24 + t30
    t34 = tl.load(m32_ptr + offs_c0[None, :] * m32_s1, mask=(offs_c0 < E_c0)[None, :], other=0).to(tl.float32)
    t35 = t31 + t34
    tl.store(buf36_ptr + offs_n0[:, None] * buf36_s0 + offs_c0[None, :] * buf36_s1, t35, mask=(offs_n0 < E_n0)[:, None] & (offs_c0 < E_c0)[None, :])


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
    m8 = inputs['w_ln']
    m7 = m8.reshape([1, 64])
    m12 = inputs['w']
    m11 = m12.permute([1, 0])
    m26 = inputs['b_ln']
    m25 = m26.reshape([1, 64])
    m33 = inputs['bias']
    m32 = m33.reshape([1, 32])
    buf36 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(32, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), m11_ptr=m11, m11_s0=m11.stride(0), m11_s1=m11.stride(1), m25_ptr=m25, m25_s0=m25.stride(0), m25_s1=m25.stride(1), m32_ptr=m32, m32_s0=m32.stride(0), m32_s1=m32.stride(1), buf36_ptr=buf36, buf36_s0=buf36.stride(0), buf36_s1=buf36.stride(1), E_c0=32, E_c1=64, E_n0=8, E_n1=64, DOT_14=(_pow2(8)) >= 16 and (T['c1']) >= 16 and (T['c0']) >= 16, DOT_29=(1) >= 16 and (_pow2(64)) >= 16 and (T['c0']) >= 16, F_n0=_pow2(8), F_n1=_pow2(64), T_c0=T['c0'], T_c1=T['c1'])
    return buf36


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
