"""layernorm_gemm [small], candidate 36: 3 kernel(s)

Rendered by EqiForge from candidate 36 of layernorm_gemm [small]: grid(x.0@0) ; grid(x.0@0) [1 mm] ; grid(x.0@0)
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.0@0[8]

Run it on its own: `python kernels/f36.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/layernorm_gemm.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 4}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 8}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, buf5_ptr, buf5_s0, buf5_s1, E_c0, E_n1, F_n1: tl.constexpr, T_c0: tl.constexpr):
    # writes buf5: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    t3 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_n1[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t4 = tl.sum(tl.where((offs_n1 < E_n1)[None, :], t3, 0.0), axis=1, keep_dims=True)
    tl.store(buf5_ptr + offs_c0[:, None] * buf5_s0, t4, mask=(offs_c0 < E_c0)[:, None])


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, buf5_ptr, buf5_s0, buf5_s1, m9_ptr, m9_s0, m9_s1, m24_ptr, m24_s0, m24_s1, m28_ptr, m28_s0, m28_s1, buf33_ptr, buf33_s0, buf33_s1, E_c0, E_n0, E_n1, DOT_31: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr):
    # writes buf33: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    t2 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_n1[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t6 = tl.load(buf5_ptr + offs_c0[:, None] * buf5_s0, mask=(offs_c0 < E_c0)[:, None], other=0).to(tl.float32)
    t7 = (t6) * (0.015625)
    t8 = t2 - (t7)
    t11 = tl.load(m9_ptr + offs_n1[None, :] * m9_s1, mask=(offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t12 = (t8) * (t11)
    t13 = (t2) * (t2)
    t14 = tl.sum(tl.where((offs_n1 < E_n1)[None, :], t13, 0.0), axis=1, keep_dims=True)
    t15 = (t6) * (2.0)
    t16 = (t6) * (1.0)
    t17 = t15 - (t16)
    t18 = (t17) * (t7)
    t19 = t14 - (t18)
    t20 = t19 + 0.00064
    t21 = (t20) * (0.015625)
    t22 = tl.rsqrt(t21)
    t23 = (t12) * (t22)
    t26 = tl.load(m24_ptr + offs_n1[None, :] * m24_s1, mask=(offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t27 = t23 + t26
    t30 = tl.load(m28_ptr + offs_n1[:, None] * m28_s0 + offs_n0[None, :] * m28_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    if DOT_31:
        t32 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t27, 0.0), tl.where((offs_n1 < E_n1)[:, None], t30, 0.0), input_precision="ieee")
    else:
        t32 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t27, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t30, 0.0), 0), axis=1)
    tl.store(buf33_ptr + offs_c0[:, None] * buf33_s0 + offs_n0[None, :] * buf33_s1, t32, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :])


@triton.jit
def kernel_2(buf33_ptr, buf33_s0, buf33_s1, m35_ptr, m35_s0, m35_s1, buf39_ptr, buf39_s0, buf39_s1, E_c0, E_n0, F_n0: tl.constexpr, T_c0: tl.constexpr):
    # writes buf39: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t34 = tl.load(buf33_ptr + offs_c0[:, None] * buf33_s0 + offs_n0[None, :] * buf33_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t37 = tl.load(m35_ptr + offs_n0[None, :] * m35_s1, mask=(offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t38 = t34 + t37
    tl.store(buf39_ptr + offs_c0[:, None] * buf39_s0 + offs_n0[None, :] * buf39_s1, t38, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :])


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
    buf5 = torch.full([8, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(8, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), buf5_ptr=buf5, buf5_s0=buf5.stride(0), buf5_s1=buf5.stride(1), E_c0=8, E_n1=64, F_n1=_pow2(64), T_c0=T['c0'])
    m10 = inputs['w_ln']
    m9 = m10.reshape([1, 64])
    m25 = inputs['b_ln']
    m24 = m25.reshape([1, 64])
    m29 = inputs['w']
    m28 = m29.permute([1, 0])
    buf33 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(8, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), buf5_ptr=buf5, buf5_s0=buf5.stride(0), buf5_s1=buf5.stride(1), m9_ptr=m9, m9_s0=m9.stride(0), m9_s1=m9.stride(1), m24_ptr=m24, m24_s0=m24.stride(0), m24_s1=m24.stride(1), m28_ptr=m28, m28_s0=m28.stride(0), m28_s1=m28.stride(1), buf33_ptr=buf33, buf33_s0=buf33.stride(0), buf33_s1=buf33.stride(1), E_c0=8, E_n0=32, E_n1=64, DOT_31=(T['c0']) >= 16 and (_pow2(64)) >= 16 and (_pow2(32)) >= 16, F_n0=_pow2(32), F_n1=_pow2(64), T_c0=T['c0'])
    m36 = inputs['bias']
    m35 = m36.reshape([1, 32])
    buf39 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(8, T['c0']),)](buf33_ptr=buf33, buf33_s0=buf33.stride(0), buf33_s1=buf33.stride(1), m35_ptr=m35, m35_s0=m35.stride(0), m35_s1=m35.stride(1), buf39_ptr=buf39, buf39_s0=buf39.stride(0), buf39_s1=buf39.stride(1), E_c0=8, E_n0=32, F_n0=_pow2(32), T_c0=T['c0'])
    return buf39


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
