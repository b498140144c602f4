"""layernorm_gemm [small], candidate 16: 2 kernel(s)

Rendered by EqiForge from candidate 16 of layernorm_gemm [small]: grid() loop(w.1[64]: sum) ; grid(x.0@0) loop(w.1[64]: sum) [1 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.0@0[8]
    c1: loop w.1[64]

Run it on its own: `python kernels/f16.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/layernorm_gemm.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 4, "c1": 32}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 8, "c1": 64}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, buf20_ptr, buf20_s0, buf20_s1, E_c1, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c1: tl.constexpr):
    # writes buf20: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    t13 = tl.load(m1_ptr + offs_n1[:, None] * m1_s0 + offs_n0[None, :] * m1_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t14 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t13, 0.0), axis=1, keep_dims=True)
    t15 = (t14) * (0.015625)
    acc19 = tl.full([F_n1, 1], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t12 = tl.load(m1_ptr + offs_n1[:, None] * m1_s0 + offs_c1[None, :] * m1_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        t16 = t12 - (t15)
        t17 = (t16) * (t16)
        t18 = tl.sum(tl.where((offs_c1 < E_c1)[None, :], t17, 0.0), axis=1, keep_dims=True)
        acc19 = acc19 + t18
    tl.store(buf20_ptr + offs_n1[:, None] * buf20_s0, acc19, mask=(offs_n1 < E_n1)[:, None])


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, m8_ptr, m8_s0, m8_s1, buf20_ptr, buf20_s0, buf20_s1, m26_ptr, m26_s0, m26_s1, m30_ptr, m30_s0, m30_s1, m35_ptr, m35_s0, m35_s1, buf39_ptr, buf39_s0, buf39_s1, E_c0, E_c1, E_n0, E_n2, DOT_33: tl.constexpr, F_n0: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf39: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n2 = tl.arange(0, F_n2)
    t2 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_n0[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    acc5 = tl.full([T_c0, 1], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t3 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c1[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        t4 = tl.sum(tl.where((offs_c1 < E_c1)[None, :], t3, 0.0), axis=1, keep_dims=True)
        acc5 = acc5 + t4
    t6 = (acc5) * (0.015625)
    t7 = t2 - (t6)
    t10 = tl.load(m8_ptr + offs_n0[None, :] * m8_s1, mask=(offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t11 = (t7) * (t10)
    t21 = tl.load(buf20_ptr + offs_c0[:, None] * buf20_s0, mask=(offs_c0 < E_c0)[:, None], other=0).to(tl.float32)
    t22 = t21 + 0.00064
    t23 = (t22) * (0.015625)
    t24 = tl.rsqrt(t23)
    t25 = (t11) * (t24)
    t28 = tl.load(m26_ptr + offs_n0[None, :] * m26_s1, mask=(offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t29 = t25 + t28
    t32 = tl.load(m30_ptr + offs_n0[:, None] * m30_s0 + offs_n2[None, :] * m30_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    if DOT_33:
        t34 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t29, 0.0), tl.where((offs_n0 < E_n0)[:, None], t32, 0.0), input_precision="ieee")
    else:
        t34 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t29, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t32, 0.0), 0), axis=1)
    t37 = tl.load(m35_ptr + offs_n2[None, :] * m35_s1, mask=(offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    t38 = t34 + t37
    tl.store(buf39_ptr + offs_c0[:, None] * buf39_s0 + offs_n2[None, :] * buf39_s1, t38, mask=(offs_c0 < E_c0)[:, None] & (offs_n2 < E_n2)[None, :])


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
    m9 = inputs['w_ln']
    m8 = m9.reshape([1, 64])
    buf20 = torch.full([8, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(1,)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), buf20_ptr=buf20, buf20_s0=buf20.stride(0), buf20_s1=buf20.stride(1), E_c1=64, E_n0=64, E_n1=8, F_n0=_pow2(64), F_n1=_pow2(8), T_c1=T['c1'])
    m27 = inputs['b_ln']
    m26 = m27.reshape([1, 64])
    m31 = inputs['w']
    m30 = m31.permute([1, 0])
    m36 = inputs['bias']
    m35 = m36.reshape([1, 32])
    buf39 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(8, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m8_ptr=m8, m8_s0=m8.stride(0), m8_s1=m8.stride(1), buf20_ptr=buf20, buf20_s0=buf20.stride(0), buf20_s1=buf20.stride(1), m26_ptr=m26, m26_s0=m26.stride(0), m26_s1=m26.stride(1), m30_ptr=m30, m30_s0=m30.stride(0), m30_s1=m30.stride(1), m35_ptr=m35, m35_s0=m35.stride(0), m35_s1=m35.stride(1), buf39_ptr=buf39, buf39_s0=buf39.stride(0), buf39_s1=buf39.stride(1), E_c0=8, E_c1=64, E_n0=64, E_n2=32, DOT_33=(T['c0']) >= 16 and (_pow2(64)) >= 16 and (_pow2(32)) >= 16, F_n0=_pow2(64), F_n2=_pow2(32), T_c0=T['c0'], T_c1=T['c1'])
    return buf39


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
