"""rmsnorm_mlp [small], candidate 42: 4 kernel(s)

Rendered by EqiForge from candidate 42 of rmsnorm_mlp [small]: store(x.1[32]) ; grid(x.0@0) loop(x.1[32]: sum, stored) ; store(x.1[32]) ; grid(x.0@0) loop(x.1[32]: sum, stored)
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.0@0[8]
    c1: loop x.1[32]

Run it on its own: `python kernels/f42.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/rmsnorm_mlp.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 4, "c1": 16}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 8, "c1": 32}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m13_ptr, m13_s0, m13_s1, states17_ptr, states17_s0, states17_s1, states17_s2, states17_s3, E_c0, E_c1, E_n0, E_n1, DOT_15: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # stores states17: Collect over loop x.1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    t2 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c1[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t5 = tl.load(m3_ptr + offs_c1[None, :] * m3_s1, mask=(offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t6 = (t2) * (t5)
    t7 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_n1[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t8 = (t7) * (t7)
    t9 = tl.sum(tl.where((offs_n1 < E_n1)[None, :], t8, 0.0), axis=1, keep_dims=True)
    t10 = t9 + 3.2e-05
    t11 = tl.rsqrt(t10)
    t12 = (t6) * (t11)
    t14 = tl.load(m13_ptr + offs_c1[:, None] * m13_s0 + offs_n0[None, :] * m13_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    if DOT_15:
        t16 = tl.dot(tl.where((offs_c1 < E_c1)[None, :], t12, 0.0), tl.where((offs_c1 < E_c1)[:, None], t14, 0.0), input_precision="ieee")
    else:
        t16 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, :], t12, 0.0), 2) * tl.expand_dims(tl.where((offs_c1 < E_c1)[:, None], t14, 0.0), 0), axis=1)
    tl.store(states17_ptr + i_c0 * states17_s0 + i_c1 * states17_s1 + tl.arange(0, T_c0)[:, None] * states17_s2 + tl.arange(0, F_n0)[None, :] * states17_s3 + tl.zeros([T_c0, F_n0], tl.int32), t16)


@triton.jit
def kernel_1(states17_ptr, states17_s0, states17_s1, states17_s2, states17_s3, buf20_ptr, buf20_s0, buf20_s1, E_c0, E_c1, E_n0, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf20: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    acc19 = tl.full([T_c0, F_n0], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t18 = tl.load(states17_ptr + i_c0 * states17_s0 + i_c1 * states17_s1 + tl.arange(0, T_c0)[:, None] * states17_s2 + tl.arange(0, F_n0)[None, :] * states17_s3 + tl.zeros([T_c0, F_n0], tl.int32))
        acc19 = acc19 + t18
    tl.store(buf20_ptr + offs_c0[:, None] * buf20_s0 + offs_n0[None, :] * buf20_s1, acc19, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :])


@triton.jit
def kernel_2(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m31_ptr, m31_s0, m31_s1, states35_ptr, states35_s0, states35_s1, states35_s2, states35_s3, E_c0, E_c1, E_n0, E_n1, DOT_33: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # stores states35: Collect over loop x.1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    t22 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c1[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t23 = tl.load(m3_ptr + offs_c1[None, :] * m3_s1, mask=(offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t24 = (t22) * (t23)
    t25 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_n1[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t26 = (t25) * (t25)
    t27 = tl.sum(tl.where((offs_n1 < E_n1)[None, :], t26, 0.0), axis=1, keep_dims=True)
    t28 = t27 + 3.2e-05
    t29 = tl.rsqrt(t28)
    t30 = (t24) * (t29)
    t32 = tl.load(m31_ptr + offs_c1[:, None] * m31_s0 + offs_n0[None, :] * m31_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    if DOT_33:
        t34 = tl.dot(tl.where((offs_c1 < E_c1)[None, :], t30, 0.0), tl.where((offs_c1 < E_c1)[:, None], t32, 0.0), input_precision="ieee")
    else:
        t34 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, :], t30, 0.0), 2) * tl.expand_dims(tl.where((offs_c1 < E_c1)[:, None], t32, 0.0), 0), axis=1)
    tl.store(states35_ptr + i_c0 * states35_s0 + i_c1 * states35_s1 + tl.arange(0, T_c0)[:, None] * states35_s2 + tl.arange(0, F_n0)[None, :] * states35_s3 + tl.zeros([T_c0, F_n0], tl.int32), t34)


@triton.jit
def kernel_3(buf20_ptr, buf20_s0, buf20_s1, states35_ptr, states35_s0, states35_s1, states35_s2, states35_s3, buf40_ptr, buf40_s0, buf40_s1, E_c0, E_c1, E_n0, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf40: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t21 = tl.load(buf20_ptr + offs_c0[:, None] * buf20_s0 + offs_n0[None, :] * buf20_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    acc37 = tl.full([T_c0, F_n0], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t36 = tl.load(states35_ptr + i_c0 * states35_s0 + i_c1 * states35_s1 + tl.arange(0, T_c0)[:, None] * states35_s2 + tl.arange(0, F_n0)[None, :] * states35_s3 + tl.zeros([T_c0, F_n0], tl.int32))
        acc37 = acc37 + t36
    t38 = (t21) * (acc37)
    t39 = (t38) * (32.00000000000001)
    tl.store(buf40_ptr + offs_c0[:, None] * buf40_s0 + offs_n0[None, :] * buf40_s1, t39, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :])


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
    m13 = inputs['w2']
    states17 = torch.full([_cdiv(8, T['c0']), _cdiv(32, T['c1']), T['c0'], _pow2(64)], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(8, T['c0']) * _cdiv(32, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m13_ptr=m13, m13_s0=m13.stride(0), m13_s1=m13.stride(1), states17_ptr=states17, states17_s0=states17.stride(0), states17_s1=states17.stride(1), states17_s2=states17.stride(2), states17_s3=states17.stride(3), E_c0=8, E_c1=32, E_n0=64, E_n1=32, DOT_15=(T['c0']) >= 16 and (T['c1']) >= 16 and (_pow2(64)) >= 16, F_n0=_pow2(64), F_n1=_pow2(32), T_c0=T['c0'], T_c1=T['c1'])
    buf20 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(8, T['c0']),)](states17_ptr=states17, states17_s0=states17.stride(0), states17_s1=states17.stride(1), states17_s2=states17.stride(2), states17_s3=states17.stride(3), buf20_ptr=buf20, buf20_s0=buf20.stride(0), buf20_s1=buf20.stride(1), E_c0=8, E_c1=32, E_n0=64, F_n0=_pow2(64), T_c0=T['c0'], T_c1=T['c1'])
    m31 = inputs['w1']
    states35 = torch.full([_cdiv(8, T['c0']), _cdiv(32, T['c1']), T['c0'], _pow2(64)], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(8, T['c0']) * _cdiv(32, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m31_ptr=m31, m31_s0=m31.stride(0), m31_s1=m31.stride(1), states35_ptr=states35, states35_s0=states35.stride(0), states35_s1=states35.stride(1), states35_s2=states35.stride(2), states35_s3=states35.stride(3), E_c0=8, E_c1=32, E_n0=64, E_n1=32, DOT_33=(T['c0']) >= 16 and (T['c1']) >= 16 and (_pow2(64)) >= 16, F_n0=_pow2(64), F_n1=_pow2(32), T_c0=T['c0'], T_c1=T['c1'])
    buf40 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(8, T['c0']),)](buf20_ptr=buf20, buf20_s0=buf20.stride(0), buf20_s1=buf20.stride(1), states35_ptr=states35, states35_s0=states35.stride(0), states35_s1=states35.stride(1), states35_s2=states35.stride(2), states35_s3=states35.stride(3), buf40_ptr=buf40, buf40_s0=buf40.stride(0), buf40_s1=buf40.stride(1), E_c0=8, E_c1=32, E_n0=64, F_n0=_pow2(64), T_c0=T['c0'], T_c1=T['c1'])
    return buf40


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
