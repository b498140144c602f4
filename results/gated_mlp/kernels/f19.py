"""gated_mlp [small], candidate 19: 6 kernel(s)

Rendered by EqiForge from candidate 19 of gated_mlp [small]: store(x.1[32]) ; grid(x.0@0) loop(x.1[32]: sum, stored) ; grid(x.0@0) ; store(x.1[32]) ; grid(x.0@0) loop(x.1[32]: sum, stored) ; grid(x.0@0)
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.0@0[8]
    c1: loop x.1[32]

Run it on its own: `python kernels/f19.py` checks it once against PyTorch on random inputs.
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
def kernel_0(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, states7_ptr, states7_s0, states7_s1, states7_s2, states7_s3, E_c0, E_c1, E_n0, DOT_5: tl.constexpr, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # stores states7: Collect over loop x.1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t2 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c1[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t4 = tl.load(m3_ptr + offs_c1[:, None] * m3_s0 + offs_n0[None, :] * m3_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    if DOT_5:
        t6 = tl.dot(tl.where((offs_c1 < E_c1)[None, :], t2, 0.0), tl.where((offs_c1 < E_c1)[:, None], t4, 0.0), input_precision="ieee")
    else:
        t6 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, :], t2, 0.0), 2) * tl.expand_dims(tl.where((offs_c1 < E_c1)[:, None], t4, 0.0), 0), axis=1)
    tl.store(states7_ptr + i_c0 * states7_s0 + i_c1 * states7_s1 + tl.arange(0, T_c0)[:, None] * states7_s2 + tl.arange(0, F_n0)[None, :] * states7_s3 + tl.zeros([T_c0, F_n0], tl.int32), t6)


@triton.jit
def kernel_1(states7_ptr, states7_s0, states7_s1, states7_s2, states7_s3, buf10_ptr, buf10_s0, buf10_s1, E_c0, E_c1, E_n0, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf10: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    acc9 = tl.full([T_c0, F_n0], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t8 = tl.load(states7_ptr + i_c0 * states7_s0 + i_c1 * states7_s1 + tl.arange(0, T_c0)[:, None] * states7_s2 + tl.arange(0, F_n0)[None, :] * states7_s3 + tl.zeros([T_c0, F_n0], tl.int32))
        acc9 = acc9 + t8
    tl.store(buf10_ptr + offs_c0[:, None] * buf10_s0 + offs_n0[None, :] * buf10_s1, acc9, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :])


@triton.jit
def kernel_2(buf10_ptr, buf10_s0, buf10_s1, buf13_ptr, buf13_s0, buf13_s1, E_c0, E_n0, F_n0: tl.constexpr, T_c0: tl.constexpr):
    # writes buf13: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t11 = tl.load(buf10_ptr + offs_c0[:, None] * buf10_s0 + offs_n0[None, :] * buf10_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t12 = (t11) * (0.5)
    tl.store(buf13_ptr + offs_c0[:, None] * buf13_s0 + offs_n0[None, :] * buf13_s1, t12, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :])


@triton.jit
def kernel_3(m1_ptr, m1_s0, m1_s1, m20_ptr, m20_s0, m20_s1, states24_ptr, states24_s0, states24_s1, states24_s2, states24_s3, E_c0, E_c1, E_n0, DOT_22: tl.constexpr, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # stores states24: Collect over loop x.1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t19 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c1[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t21 = tl.load(m20_ptr + offs_c1[:, None] * m20_s0 + offs_n0[None, :] * m20_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    if DOT_22:
        t23 = tl.dot(tl.where((offs_c1 < E_c1)[None, :], t19, 0.0), tl.where((offs_c1 < E_c1)[:, None], t21, 0.0), input_precision="ieee")
    else:
        t23 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, :], t19, 0.0), 2) * tl.expand_dims(tl.where((offs_c1 < E_c1)[:, None], t21, 0.0), 0), axis=1)
    tl.store(states24_ptr + i_c0 * states24_s0 + i_c1 * states24_s1 + tl.arange(0, T_c0)[:, None] * states24_s2 + tl.arange(0, F_n0)[None, :] * states24_s3 + tl.zeros([T_c0, F_n0], tl.int32), t23)


@triton.jit
def kernel_4(states24_ptr, states24_s0, states24_s1, states24_s2, states24_s3, buf27_ptr, buf27_s0, buf27_s1, E_c0, E_c1, E_n0, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf27: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    acc26 = tl.full([T_c0, F_n0], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t25 = tl.load(states24_ptr + i_c0 * states24_s0 + i_c1 * states24_s1 + tl.arange(0, T_c0)[:, None] * states24_s2 + tl.arange(0, F_n0)[None, :] * states24_s3 + tl.zeros([T_c0, F_n0], tl.int32))
        acc26 = acc26 + t25
    tl.store(buf27_ptr + offs_c0[:, None] * buf27_s0 + offs_n0[None, :] * buf27_s1, acc26, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :])


@triton.jit
def kernel_5(buf13_ptr, buf13_s0, buf13_s1, buf10_ptr, buf10_s0, buf10_s1, buf27_ptr, buf27_s0, buf27_s1, buf31_ptr, buf31_s0, buf31_s1, E_c0, E_n0, F_n0: tl.constexpr, T_c0: tl.constexpr):
    # writes buf31: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t14 = tl.load(buf13_ptr + offs_c0[:, None] * buf13_s0 + offs_n0[None, :] * buf13_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t15 = 2.0 / (1.0 + tl.exp(-2.0 * (t14))) - 1.0
    t16 = t15 + 1.0
    t17 = tl.load(buf10_ptr + offs_c0[:, None] * buf10_s0 + offs_n0[None, :] * buf10_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t18 = (t16) * (t17)
    t28 = tl.load(buf27_ptr + offs_c0[:, None] * buf27_s0 + offs_n0[None, :] * buf27_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t29 = (t18) * (t28)
    t30 = (t29) * (0.5)
    tl.store(buf31_ptr + offs_c0[:, None] * buf31_s0 + offs_n0[None, :] * buf31_s1, t30, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :])


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
    states7 = torch.full([_cdiv(8, T['c0']), _cdiv(32, T['c1']), T['c0'], _pow2(64)], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(8, T['c0']) * _cdiv(32, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), states7_ptr=states7, states7_s0=states7.stride(0), states7_s1=states7.stride(1), states7_s2=states7.stride(2), states7_s3=states7.stride(3), E_c0=8, E_c1=32, E_n0=64, DOT_5=(T['c0']) >= 16 and (T['c1']) >= 16 and (_pow2(64)) >= 16, F_n0=_pow2(64), T_c0=T['c0'], T_c1=T['c1'])
    buf10 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(8, T['c0']),)](states7_ptr=states7, states7_s0=states7.stride(0), states7_s1=states7.stride(1), states7_s2=states7.stride(2), states7_s3=states7.stride(3), buf10_ptr=buf10, buf10_s0=buf10.stride(0), buf10_s1=buf10.stride(1), E_c0=8, E_c1=32, E_n0=64, F_n0=_pow2(64), T_c0=T['c0'], T_c1=T['c1'])
    buf13 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(8, T['c0']),)](buf10_ptr=buf10, buf10_s0=buf10.stride(0), buf10_s1=buf10.stride(1), buf13_ptr=buf13, buf13_s0=buf13.stride(0), buf13_s1=buf13.stride(1), E_c0=8, E_n0=64, F_n0=_pow2(64), T_c0=T['c0'])
    m20 = inputs['w2']
    states24 = torch.full([_cdiv(8, T['c0']), _cdiv(32, T['c1']), T['c0'], _pow2(64)], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(8, T['c0']) * _cdiv(32, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m20_ptr=m20, m20_s0=m20.stride(0), m20_s1=m20.stride(1), states24_ptr=states24, states24_s0=states24.stride(0), states24_s1=states24.stride(1), states24_s2=states24.stride(2), states24_s3=states24.stride(3), E_c0=8, E_c1=32, E_n0=64, DOT_22=(T['c0']) >= 16 and (T['c1']) >= 16 and (_pow2(64)) >= 16, F_n0=_pow2(64), T_c0=T['c0'], T_c1=T['c1'])
    buf27 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(_cdiv(8, T['c0']),)](states24_ptr=states24, states24_s0=states24.stride(0), states24_s1=states24.stride(1), states24_s2=states24.stride(2), states24_s3=states24.stride(3), buf27_ptr=buf27, buf27_s0=buf27.stride(0), buf27_s1=buf27.stride(1), E_c0=8, E_c1=32, E_n0=64, F_n0=_pow2(64), T_c0=T['c0'], T_c1=T['c1'])
    buf31 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_5[(_cdiv(8, T['c0']),)](buf13_ptr=buf13, buf13_s0=buf13.stride(0), buf13_s1=buf13.stride(1), buf10_ptr=buf10, buf10_s0=buf10.stride(0), buf10_s1=buf10.stride(1), buf27_ptr=buf27, buf27_s0=buf27.stride(0), buf27_s1=buf27.stride(1), buf31_ptr=buf31, buf31_s0=buf31.stride(0), buf31_s1=buf31.stride(1), E_c0=8, E_n0=64, F_n0=_pow2(64), T_c0=T['c0'])
    return buf31


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
