"""gated_mlp [small], candidate 16: 4 kernel(s)

Rendered by EqiForge from candidate 16 of gated_mlp [small]: grid(x.0@0) [1 mm] ; grid(x.0@0) ; grid(x.0@0) [1 mm] ; grid(x.0@0)
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.0@0[8]

Run it on its own: `python kernels/f16.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/gated_mlp.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 4}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 8}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, buf7_ptr, buf7_s0, buf7_s1, E_c0, E_n0, E_n1, DOT_5: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr):
    # writes buf7: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    t2 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_n1[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t4 = tl.load(m3_ptr + offs_n1[:, None] * m3_s0 + offs_n0[None, :] * m3_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    if DOT_5:
        t6 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t2, 0.0), tl.where((offs_n1 < E_n1)[:, None], t4, 0.0), input_precision="ieee")
    else:
        t6 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t2, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t4, 0.0), 0), axis=1)
    tl.store(buf7_ptr + offs_c0[:, None] * buf7_s0 + offs_n0[None, :] * buf7_s1, t6, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :])


@triton.jit
def kernel_1(buf7_ptr, buf7_s0, buf7_s1, buf10_ptr, buf10_s0, buf10_s1, E_c0, E_n0, F_n0: tl.constexpr, T_c0: tl.constexpr):
    # writes buf10: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t8 = tl.load(buf7_ptr + offs_c0[:, None] * buf7_s0 + offs_n0[None, :] * buf7_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t9 = (t8) * (0.5)
    tl.store(buf10_ptr + offs_c0[:, None] * buf10_s0 + offs_n0[None, :] * buf10_s1, t9, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :])


@triton.jit
def kernel_2(m1_ptr, m1_s0, m1_s1, m17_ptr, m17_s0, m17_s1, buf21_ptr, buf21_s0, buf21_s1, E_c0, E_n0, E_n1, DOT_19: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr):
    # writes buf21: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    t16 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_n1[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t18 = tl.load(m17_ptr + offs_n1[:, None] * m17_s0 + offs_n0[None, :] * m17_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    if DOT_19:
        t20 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t16, 0.0), tl.where((offs_n1 < E_n1)[:, None], t18, 0.0), input_precision="ieee")
    else:
        t20 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t16, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t18, 0.0), 0), axis=1)
    tl.store(buf21_ptr + offs_c0[:, None] * buf21_s0 + offs_n0[None, :] * buf21_s1, t20, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :])


@triton.jit
def kernel_3(buf10_ptr, buf10_s0, buf10_s1, buf7_ptr, buf7_s0, buf7_s1, buf21_ptr, buf21_s0, buf21_s1, buf25_ptr, buf25_s0, buf25_s1, E_c0, E_n0, F_n0: tl.constexpr, T_c0: tl.constexpr):
    # writes buf25: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t11 = tl.load(buf10_ptr + offs_c0[:, None] * buf10_s0 + offs_n0[None, :] * buf10_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t12 = 2.0 / (1.0 + tl.exp(-2.0 * (t11))) - 1.0
    t13 = t12 + 1.0
    t14 = tl.load(buf7_ptr + offs_c0[:, None] * buf7_s0 + offs_n0[None, :] * buf7_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t15 = (t13) * (t14)
    t22 = tl.load(buf21_ptr + offs_c0[:, None] * buf21_s0 + offs_n0[None, :] * buf21_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t23 = (t15) * (t22)
    t24 = (t23) * (0.5)
    tl.store(buf25_ptr + offs_c0[:, None] * buf25_s0 + offs_n0[None, :] * buf25_s1, t24, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :])


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
    m3 = inputs['w1']
    buf7 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(8, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), buf7_ptr=buf7, buf7_s0=buf7.stride(0), buf7_s1=buf7.stride(1), E_c0=8, E_n0=64, E_n1=32, DOT_5=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, F_n0=_pow2(64), F_n1=_pow2(32), T_c0=T['c0'])
    buf10 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(8, T['c0']),)](buf7_ptr=buf7, buf7_s0=buf7.stride(0), buf7_s1=buf7.stride(1), buf10_ptr=buf10, buf10_s0=buf10.stride(0), buf10_s1=buf10.stride(1), E_c0=8, E_n0=64, F_n0=_pow2(64), T_c0=T['c0'])
    m17 = inputs['w2']
    buf21 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(8, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m17_ptr=m17, m17_s0=m17.stride(0), m17_s1=m17.stride(1), buf21_ptr=buf21, buf21_s0=buf21.stride(0), buf21_s1=buf21.stride(1), E_c0=8, E_n0=64, E_n1=32, DOT_19=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, F_n0=_pow2(64), F_n1=_pow2(32), T_c0=T['c0'])
    buf25 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(8, T['c0']),)](buf10_ptr=buf10, buf10_s0=buf10.stride(0), buf10_s1=buf10.stride(1), buf7_ptr=buf7, buf7_s0=buf7.stride(0), buf7_s1=buf7.stride(1), buf21_ptr=buf21, buf21_s0=buf21.stride(0), buf21_s1=buf21.stride(1), buf25_ptr=buf25, buf25_s0=buf25.stride(0), buf25_s1=buf25.stride(1), E_c0=8, E_n0=64, F_n0=_pow2(64), T_c0=T['c0'])
    return buf25


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
