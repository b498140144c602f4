"""gated_mlp [small], candidate 10: 5 kernel(s)

Rendered by EqiForge from candidate 10 of gated_mlp [small]: grid(x.0@0) loop(x.1[32]: sum) [1 mm] ; grid(x.0@0) ; store(x.1[32]) ; grid(x.0@0) loop(x.1[32]: sum, stored) ; grid(x.0@0)
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.0@0[8]
    c1: loop x.1[32]

Run it on its own: `python kernels/f10.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/gated_mlp.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 4, "c1": 16}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 8, "c1": 32}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, buf8_ptr, buf8_s0, buf8_s1, E_c0, E_c1, E_n0, DOT_5: tl.constexpr, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf8: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    acc7 = tl.full([T_c0, F_n0], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t2 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c1[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        t4 = tl.load(m3_ptr + offs_c1[:, None] * m3_s0 + offs_n0[None, :] * m3_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
        if DOT_5:
            t6 = tl.dot(tl.where((offs_c1 < E_c1)[None, :], t2, 0.0), tl.where((offs_c1 < E_c1)[:, None], t4, 0.0), input_precision="ieee")
        else:
            t6 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, :], t2, 0.0), 2) * tl.expand_dims(tl.where((offs_c1 < E_c1)[:, None], t4, 0.0), 0), axis=1)
        acc7 = acc7 + t6
    tl.store(buf8_ptr + offs_c0[:, None] * buf8_s0 + offs_n0[None, :] * buf8_s1, acc7, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :])


@triton.jit
def kernel_1(buf8_ptr, buf8_s0, buf8_s1, buf11_ptr, buf11_s0, buf11_s1, E_c0, E_n0, F_n0: tl.constexpr, T_c0: tl.constexpr):
    # writes buf11: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t9 = tl.load(buf8_ptr + offs_c0[:, None] * buf8_s0 + offs_n0[None, :] * buf8_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t10 = (t9) * (0.5)
    tl.store(buf11_ptr + offs_c0[:, None] * buf11_s0 + offs_n0[None, :] * buf11_s1, t10, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :])


@triton.jit
def kernel_2(m1_ptr, m1_s0, m1_s1, m18_ptr, m18_s0, m18_s1, states22_ptr, states22_s0, states22_s1, states22_s2, states22_s3, E_c0, E_c1, E_n0, DOT_20: tl.constexpr, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # stores states22: Collect over loop x.1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t17 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c1[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t19 = tl.load(m18_ptr + offs_c1[:, None] * m18_s0 + offs_n0[None, :] * m18_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    if DOT_20:
        t21 = tl.dot(tl.where((offs_c1 < E_c1)[None, :], t17, 0.0), tl.where((offs_c1 < E_c1)[:, None], t19, 0.0), input_precision="ieee")
    else:
        t21 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, :], t17, 0.0), 2) * tl.expand_dims(tl.where((offs_c1 < E_c1)[:, None], t19, 0.0), 0), axis=1)
    tl.store(states22_ptr + i_c0 * states22_s0 + i_c1 * states22_s1 + tl.arange(0, T_c0)[:, None] * states22_s2 + tl.arange(0, F_n0)[None, :] * states22_s3 + tl.zeros([T_c0, F_n0], tl.int32), t21)


@triton.jit
def kernel_3(states22_ptr, states22_s0, states22_s1, states22_s2, states22_s3, buf25_ptr, buf25_s0, buf25_s1, E_c0, E_c1, E_n0, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf25: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    acc24 = tl.full([T_c0, F_n0], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t23 = tl.load(states22_ptr + i_c0 * states22_s0 + i_c1 * states22_s1 + tl.arange(0, T_c0)[:, None] * states22_s2 + tl.arange(0, F_n0)[None, :] * states22_s3 + tl.zeros([T_c0, F_n0], tl.int32))
        acc24 = acc24 + t23
    tl.store(buf25_ptr + offs_c0[:, None] * buf25_s0 + offs_n0[None, :] * buf25_s1, acc24, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :])


@triton.jit
def kernel_4(buf11_ptr, buf11_s0, buf11_s1, buf8_ptr, buf8_s0, buf8_s1, buf25_ptr, buf25_s0, buf25_s1, buf29_ptr, buf29_s0, buf29_s1, E_c0, E_n0, F_n0: tl.constexpr, T_c0: tl.constexpr):
    # writes buf29: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t12 = tl.load(buf11_ptr + offs_c0[:, None] * buf11_s0 + offs_n0[None, :] * buf11_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t13 = 2.0 / (1.0 + tl.exp(-2.0 * (t12))) - 1.0
    t14 = t13 + 1.0
    t15 = tl.load(buf8_ptr + offs_c0[:, None] * buf8_s0 + offs_n0[None, :] * buf8_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t16 = (t14) * (t15)
    t26 = tl.load(buf25_ptr + offs_c0[:, None] * buf25_s0 + offs_n0[None, :] * buf25_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t27 = (t16) * (t26)
    t28 = (t27) * (0.5)
    tl.store(buf29_ptr + offs_c0[:, None] * buf29_s0 + offs_n0[None, :] * buf29_s1, t28, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :])


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
    buf8 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(8, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), buf8_ptr=buf8, buf8_s0=buf8.stride(0), buf8_s1=buf8.stride(1), E_c0=8, E_c1=32, E_n0=64, DOT_5=(T['c0']) >= 16 and (T['c1']) >= 16 and (_pow2(64)) >= 16, F_n0=_pow2(64), T_c0=T['c0'], T_c1=T['c1'])
    buf11 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(8, T['c0']),)](buf8_ptr=buf8, buf8_s0=buf8.stride(0), buf8_s1=buf8.stride(1), buf11_ptr=buf11, buf11_s0=buf11.stride(0), buf11_s1=buf11.stride(1), E_c0=8, E_n0=64, F_n0=_pow2(64), T_c0=T['c0'])
    m18 = inputs['w2']
    states22 = torch.full([_cdiv(8, T['c0']), _cdiv(32, T['c1']), T['c0'], _pow2(64)], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(8, T['c0']) * _cdiv(32, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m18_ptr=m18, m18_s0=m18.stride(0), m18_s1=m18.stride(1), states22_ptr=states22, states22_s0=states22.stride(0), states22_s1=states22.stride(1), states22_s2=states22.stride(2), states22_s3=states22.stride(3), E_c0=8, E_c1=32, E_n0=64, DOT_20=(T['c0']) >= 16 and (T['c1']) >= 16 and (_pow2(64)) >= 16, F_n0=_pow2(64), T_c0=T['c0'], T_c1=T['c1'])
    buf25 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(8, T['c0']),)](states22_ptr=states22, states22_s0=states22.stride(0), states22_s1=states22.stride(1), states22_s2=states22.stride(2), states22_s3=states22.stride(3), buf25_ptr=buf25, buf25_s0=buf25.stride(0), buf25_s1=buf25.stride(1), E_c0=8, E_c1=32, E_n0=64, F_n0=_pow2(64), T_c0=T['c0'], T_c1=T['c1'])
    buf29 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(_cdiv(8, T['c0']),)](buf11_ptr=buf11, buf11_s0=buf11.stride(0), buf11_s1=buf11.stride(1), buf8_ptr=buf8, buf8_s0=buf8.stride(0), buf8_s1=buf8.stride(1), buf25_ptr=buf25, buf25_s0=buf25.stride(0), buf25_s1=buf25.stride(1), buf29_ptr=buf29, buf29_s0=buf29.stride(0), buf29_s1=buf29.stride(1), E_c0=8, E_n0=64, F_n0=_pow2(64), T_c0=T['c0'])
    return buf29


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
