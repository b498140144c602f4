"""rmsnorm_mlp [small], candidate 6: 2 kernel(s)

Rendered by EqiForge from candidate 6 of rmsnorm_mlp [small]: grid(w1.1@1) [1 mm] ; grid(w1.1@1, x.0@0) [1 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.0@0[8]
    c1: grid w1.1@1[64]

Run it on its own: `python kernels/f06.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/rmsnorm_mlp.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 4, "c1": 32}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 8, "c1": 64}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m12_ptr, m12_s0, m12_s1, buf16_ptr, buf16_s0, buf16_s1, E_c1, E_n0, E_n1, DOT_14: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c1: tl.constexpr):
    # writes buf16: Combine over grid w1.1@1[64]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t2 = tl.load(m1_ptr + offs_n0[:, None] * m1_s0 + offs_n1[None, :] * m1_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t5 = tl.load(m3_ptr + offs_n1[None, :] * m3_s1, mask=(offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t6 = (t2) * (t5)
    t7 = (t2) * (t2)
    t8 = tl.sum(tl.where((offs_n1 < E_n1)[None, :], t7, 0.0), axis=1, keep_dims=True)
    t9 = t8 + 3.2e-05
    t10 = tl.rsqrt(t9)
    t11 = (t6) * (t10)
    t13 = tl.load(m12_ptr + offs_n1[:, None] * m12_s0 + offs_c1[None, :] * m12_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    if DOT_14:
        t15 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t11, 0.0), tl.where((offs_n1 < E_n1)[:, None], t13, 0.0), input_precision="ieee")
    else:
        t15 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t11, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t13, 0.0), 0), axis=1)
    tl.store(buf16_ptr + offs_n0[:, None] * buf16_s0 + offs_c1[None, :] * buf16_s1, t15, mask=(offs_n0 < E_n0)[:, None] & (offs_c1 < E_c1)[None, :])


@triton.jit
def kernel_1(buf16_ptr, buf16_s0, buf16_s1, m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m26_ptr, m26_s0, m26_s1, buf32_ptr, buf32_s0, buf32_s1, E_c0, E_c1, E_n1, DOT_28: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf32: Combine over grid x.0@0[8], grid w1.1@1[64]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    t17 = tl.load(buf16_ptr + offs_c0[:, None] * buf16_s0 + offs_c1[None, :] * buf16_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t18 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_n1[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t19 = tl.load(m3_ptr + offs_n1[None, :] * m3_s1, mask=(offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t20 = (t18) * (t19)
    t21 = (t18) * (t18)
    t22 = tl.sum(tl.where((offs_n1 < E_n1)[None, :], t21, 0.0), axis=1, keep_dims=True)
    t23 = t22 + 3.2e-05
    t24 = tl.rsqrt(t23)
    t25 = (t20) * (t24)
    t27 = tl.load(m26_ptr + offs_n1[:, None] * m26_s0 + offs_c1[None, :] * m26_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    if DOT_28:
        t29 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t25, 0.0), tl.where((offs_n1 < E_n1)[:, None], t27, 0.0), input_precision="ieee")
    else:
        t29 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t25, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t27, 0.0), 0), axis=1)
    t30 = (t17) * (t29)
    t31 = (t30) * (32.00000000000001)
    tl.store(buf32_ptr + offs_c0[:, None] * buf32_s0 + offs_c1[None, :] * buf32_s1, t31, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :])


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
    m12 = inputs['w2']
    buf16 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(64, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m12_ptr=m12, m12_s0=m12.stride(0), m12_s1=m12.stride(1), buf16_ptr=buf16, buf16_s0=buf16.stride(0), buf16_s1=buf16.stride(1), E_c1=64, E_n0=8, E_n1=32, DOT_14=(_pow2(8)) >= 16 and (_pow2(32)) >= 16 and (T['c1']) >= 16, F_n0=_pow2(8), F_n1=_pow2(32), T_c1=T['c1'])
    m26 = inputs['w1']
    buf32 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(8, T['c0']) * _cdiv(64, T['c1']),)](buf16_ptr=buf16, buf16_s0=buf16.stride(0), buf16_s1=buf16.stride(1), m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m26_ptr=m26, m26_s0=m26.stride(0), m26_s1=m26.stride(1), buf32_ptr=buf32, buf32_s0=buf32.stride(0), buf32_s1=buf32.stride(1), E_c0=8, E_c1=64, E_n1=32, DOT_28=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (T['c1']) >= 16, F_n1=_pow2(32), T_c0=T['c0'], T_c1=T['c1'])
    return buf32


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
