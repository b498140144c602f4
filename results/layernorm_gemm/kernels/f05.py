"""layernorm_gemm [small], candidate 5: 2 kernel(s)

Rendered by EqiForge from candidate 5 of layernorm_gemm [small]: grid(w.0@1) [1 mm] ; grid(w.0@1, x.0@0)
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.0@0[8]
    c1: grid w.0@1[32]

Run it on its own: `python kernels/f05.py` checks it once against PyTorch on random inputs.
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
def kernel_0(m1_ptr, m1_s0, m1_s1, m12_ptr, m12_s0, m12_s1, m16_ptr, m16_s0, m16_s1, m20_ptr, m20_s0, m20_s1, buf25_ptr, buf25_s0, buf25_s1, E_c1, E_n0, E_n1, DOT_23: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c1: tl.constexpr):
    # writes buf25: Combine over grid w.0@1[32]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t2 = tl.load(m1_ptr + offs_n0[:, None] * m1_s0 + offs_n1[None, :] * m1_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t3 = tl.sum(tl.where((offs_n1 < E_n1)[None, :], t2, 0.0), axis=1, keep_dims=True)
    t4 = (t3) * (0.015625)
    t5 = t2 - (t4)
    t6 = (t5) * (t5)
    t7 = tl.sum(tl.where((offs_n1 < E_n1)[None, :], t6, 0.0), axis=1, keep_dims=True)
    t8 = (t7) * (0.015625)
    t9 = t8 + 1e-05
    t10 = tl.rsqrt(t9)
    t11 = (t5) * (t10)
    t14 = tl.load(m12_ptr + offs_n1[None, :] * m12_s1, mask=(offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t15 = (t11) * (t14)
    t18 = tl.load(m16_ptr + offs_n1[None, :] * m16_s1, mask=(offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t19 = t15 + t18
    t22 = tl.load(m20_ptr + offs_n1[:, None] * m20_s0 + offs_c1[None, :] * m20_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    if DOT_23:
        t24 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t19, 0.0), tl.where((offs_n1 < E_n1)[:, None], t22, 0.0), input_precision="ieee")
    else:
        t24 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t19, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t22, 0.0), 0), axis=1)
    tl.store(buf25_ptr + offs_n0[:, None] * buf25_s0 + offs_c1[None, :] * buf25_s1, t24, mask=(offs_n0 < E_n0)[:, None] & (offs_c1 < E_c1)[None, :])


@triton.jit
def kernel_1(buf25_ptr, buf25_s0, buf25_s1, m27_ptr, m27_s0, m27_s1, buf31_ptr, buf31_s0, buf31_s1, E_c0, E_c1, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf31: Combine over grid x.0@0[8], grid w.0@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    t26 = tl.load(buf25_ptr + offs_c0[:, None] * buf25_s0 + offs_c1[None, :] * buf25_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t29 = tl.load(m27_ptr + offs_c1[None, :] * m27_s1, mask=(offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t30 = t26 + t29
    tl.store(buf31_ptr + offs_c0[:, None] * buf31_s0 + offs_c1[None, :] * buf31_s1, t30, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :])


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
    m13 = inputs['w_ln']
    m12 = m13.reshape([1, 64])
    m17 = inputs['b_ln']
    m16 = m17.reshape([1, 64])
    m21 = inputs['w']
    m20 = m21.permute([1, 0])
    buf25 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(32, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m12_ptr=m12, m12_s0=m12.stride(0), m12_s1=m12.stride(1), m16_ptr=m16, m16_s0=m16.stride(0), m16_s1=m16.stride(1), m20_ptr=m20, m20_s0=m20.stride(0), m20_s1=m20.stride(1), buf25_ptr=buf25, buf25_s0=buf25.stride(0), buf25_s1=buf25.stride(1), E_c1=32, E_n0=8, E_n1=64, DOT_23=(_pow2(8)) >= 16 and (_pow2(64)) >= 16 and (T['c1']) >= 16, F_n0=_pow2(8), F_n1=_pow2(64), T_c1=T['c1'])
    m28 = inputs['bias']
    m27 = m28.reshape([1, 32])
    buf31 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(8, T['c0']) * _cdiv(32, T['c1']),)](buf25_ptr=buf25, buf25_s0=buf25.stride(0), buf25_s1=buf25.stride(1), m27_ptr=m27, m27_s0=m27.stride(0), m27_s1=m27.stride(1), buf31_ptr=buf31, buf31_s0=buf31.stride(0), buf31_s1=buf31.stride(1), E_c0=8, E_c1=32, T_c0=T['c0'], T_c1=T['c1'])
    return buf31


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
