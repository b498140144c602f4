"""gated_mlp [small], candidate 20: 7 kernel(s)

Rendered by EqiForge from candidate 20 of gated_mlp [small]: store(x.1[32]) ; grid(x.0@0) loop(x.1[32]: sum, stored) ; store(x.1[32]) ; grid(x.0@0) loop(x.1[32]: sum, stored) ; grid(x.0@0) ; store(x.1[32]) ; grid(w1.1@1, x.0@0) loop(x.1[32]: sum, stored)
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.0@0[8]
    c1: grid w1.1@1[64]
    c2: loop x.1[32]

Run it on its own: `python kernels/f20.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/gated_mlp.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 4, "c1": 32, "c2": 16}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 8, "c1": 64, "c2": 32}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, states7_ptr, states7_s0, states7_s1, states7_s2, states7_s3, E_c0, E_c2, E_n0, DOT_5: tl.constexpr, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # stores states7: Collect over loop x.1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t2 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
    t4 = tl.load(m3_ptr + offs_c2[:, None] * m3_s0 + offs_n0[None, :] * m3_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    if DOT_5:
        t6 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t2, 0.0), tl.where((offs_c2 < E_c2)[:, None], t4, 0.0), input_precision="ieee")
    else:
        t6 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t2, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t4, 0.0), 0), axis=1)
    tl.store(states7_ptr + i_c0 * states7_s0 + i_c2 * states7_s1 + tl.arange(0, T_c0)[:, None] * states7_s2 + tl.arange(0, F_n0)[None, :] * states7_s3 + tl.zeros([T_c0, F_n0], tl.int32), t6)


@triton.jit
def kernel_1(states7_ptr, states7_s0, states7_s1, states7_s2, states7_s3, buf10_ptr, buf10_s0, buf10_s1, E_c0, E_c2, E_n0, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # writes buf10: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    acc9 = tl.full([T_c0, F_n0], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t8 = tl.load(states7_ptr + i_c0 * states7_s0 + i_c2 * states7_s1 + tl.arange(0, T_c0)[:, None] * states7_s2 + tl.arange(0, F_n0)[None, :] * states7_s3 + tl.zeros([T_c0, F_n0], tl.int32))
        acc9 = acc9 + t8
    tl.store(buf10_ptr + offs_c0[:, None] * buf10_s0 + offs_n0[None, :] * buf10_s1, acc9, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :])


@triton.jit
def kernel_2(m1_ptr, m1_s0, m1_s1, m13_ptr, m13_s0, m13_s1, states17_ptr, states17_s0, states17_s1, states17_s2, states17_s3, E_c0, E_c2, E_n0, DOT_15: tl.constexpr, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # stores states17: Collect over loop x.1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t12 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
    t14 = tl.load(m13_ptr + offs_c2[:, None] * m13_s0 + offs_n0[None, :] * m13_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    if DOT_15:
        t16 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t12, 0.0), tl.where((offs_c2 < E_c2)[:, None], t14, 0.0), input_precision="ieee")
    else:
        t16 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t12, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t14, 0.0), 0), axis=1)
    tl.store(states17_ptr + i_c0 * states17_s0 + i_c2 * states17_s1 + tl.arange(0, T_c0)[:, None] * states17_s2 + tl.arange(0, F_n0)[None, :] * states17_s3 + tl.zeros([T_c0, F_n0], tl.int32), t16)


@triton.jit
def kernel_3(states17_ptr, states17_s0, states17_s1, states17_s2, states17_s3, buf20_ptr, buf20_s0, buf20_s1, E_c0, E_c2, E_n0, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # writes buf20: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    acc19 = tl.full([T_c0, F_n0], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t18 = tl.load(states17_ptr + i_c0 * states17_s0 + i_c2 * states17_s1 + tl.arange(0, T_c0)[:, None] * states17_s2 + tl.arange(0, F_n0)[None, :] * states17_s3 + tl.zeros([T_c0, F_n0], tl.int32))
        acc19 = acc19 + t18
    tl.store(buf20_ptr + offs_c0[:, None] * buf20_s0 + offs_n0[None, :] * buf20_s1, acc19, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :])


@triton.jit
def kernel_4(buf20_ptr, buf20_s0, buf20_s1, buf23_ptr, buf23_s0, buf23_s1, E_c0, E_n0, F_n0: tl.constexpr, T_c0: tl.constexpr):
    # writes buf23: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t21 = tl.load(buf20_ptr + offs_c0[:, None] * buf20_s0 + offs_n0[None, :] * buf20_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t22 = (t21) * (0.5)
    tl.store(buf23_ptr + offs_c0[:, None] * buf23_s0 + offs_n0[None, :] * buf23_s1, t22, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :])


@triton.jit
def kernel_5(m1_ptr, m1_s0, m1_s1, m13_ptr, m13_s0, m13_s1, states32_ptr, states32_s0, states32_s1, states32_s2, states32_s3, states32_s4, E_c0, E_c1, E_c2, DOT_30: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # stores states32: Collect over loop x.1[32]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    t28 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
    t29 = tl.load(m13_ptr + offs_c2[:, None] * m13_s0 + offs_c1[None, :] * m13_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    if DOT_30:
        t31 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t28, 0.0), tl.where((offs_c2 < E_c2)[:, None], t29, 0.0), input_precision="ieee")
    else:
        t31 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t28, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t29, 0.0), 0), axis=1)
    tl.store(states32_ptr + i_c1 * states32_s0 + i_c0 * states32_s1 + i_c2 * states32_s2 + tl.arange(0, T_c0)[:, None] * states32_s3 + tl.arange(0, T_c1)[None, :] * states32_s4 + tl.zeros([T_c0, T_c1], tl.int32), t31)


@triton.jit
def kernel_6(buf10_ptr, buf10_s0, buf10_s1, buf23_ptr, buf23_s0, buf23_s1, states32_ptr, states32_s0, states32_s1, states32_s2, states32_s3, states32_s4, buf37_ptr, buf37_s0, buf37_s1, E_c0, E_c1, E_c2, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf37: Combine over grid x.0@0[8], grid w1.1@1[64]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    t11 = tl.load(buf10_ptr + offs_c0[:, None] * buf10_s0 + offs_c1[None, :] * buf10_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t24 = tl.load(buf23_ptr + offs_c0[:, None] * buf23_s0 + offs_c1[None, :] * buf23_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t25 = 2.0 / (1.0 + tl.exp(-2.0 * (t24))) - 1.0
    t26 = t25 + 1.0
    t27 = (t26) * (0.5)
    acc34 = tl.full([T_c0, T_c1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t33 = tl.load(states32_ptr + i_c1 * states32_s0 + i_c0 * states32_s1 + i_c2 * states32_s2 + tl.arange(0, T_c0)[:, None] * states32_s3 + tl.arange(0, T_c1)[None, :] * states32_s4 + tl.zeros([T_c0, T_c1], tl.int32))
        acc34 = acc34 + t33
    t35 = (t27) * (acc34)
    t36 = (t11) * (t35)
    tl.store(buf37_ptr + offs_c0[:, None] * buf37_s0 + offs_c1[None, :] * buf37_s1, t36, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :])


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
    m3 = inputs['w2']
    states7 = torch.full([_cdiv(8, T['c0']), _cdiv(32, T['c2']), T['c0'], _pow2(64)], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(8, T['c0']) * _cdiv(32, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), states7_ptr=states7, states7_s0=states7.stride(0), states7_s1=states7.stride(1), states7_s2=states7.stride(2), states7_s3=states7.stride(3), E_c0=8, E_c2=32, E_n0=64, DOT_5=(T['c0']) >= 16 and (T['c2']) >= 16 and (_pow2(64)) >= 16, F_n0=_pow2(64), T_c0=T['c0'], T_c2=T['c2'])
    buf10 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(8, T['c0']),)](states7_ptr=states7, states7_s0=states7.stride(0), states7_s1=states7.stride(1), states7_s2=states7.stride(2), states7_s3=states7.stride(3), buf10_ptr=buf10, buf10_s0=buf10.stride(0), buf10_s1=buf10.stride(1), E_c0=8, E_c2=32, E_n0=64, F_n0=_pow2(64), T_c0=T['c0'], T_c2=T['c2'])
    m13 = inputs['w1']
    states17 = torch.full([_cdiv(8, T['c0']), _cdiv(32, T['c2']), T['c0'], _pow2(64)], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(8, T['c0']) * _cdiv(32, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m13_ptr=m13, m13_s0=m13.stride(0), m13_s1=m13.stride(1), states17_ptr=states17, states17_s0=states17.stride(0), states17_s1=states17.stride(1), states17_s2=states17.stride(2), states17_s3=states17.stride(3), E_c0=8, E_c2=32, E_n0=64, DOT_15=(T['c0']) >= 16 and (T['c2']) >= 16 and (_pow2(64)) >= 16, F_n0=_pow2(64), T_c0=T['c0'], T_c2=T['c2'])
    buf20 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(8, T['c0']),)](states17_ptr=states17, states17_s0=states17.stride(0), states17_s1=states17.stride(1), states17_s2=states17.stride(2), states17_s3=states17.stride(3), buf20_ptr=buf20, buf20_s0=buf20.stride(0), buf20_s1=buf20.stride(1), E_c0=8, E_c2=32, E_n0=64, F_n0=_pow2(64), T_c0=T['c0'], T_c2=T['c2'])
    buf23 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(_cdiv(8, T['c0']),)](buf20_ptr=buf20, buf20_s0=buf20.stride(0), buf20_s1=buf20.stride(1), buf23_ptr=buf23, buf23_s0=buf23.stride(0), buf23_s1=buf23.stride(1), E_c0=8, E_n0=64, F_n0=_pow2(64), T_c0=T['c0'])
    states32 = torch.full([_cdiv(64, T['c1']), _cdiv(8, T['c0']), _cdiv(32, T['c2']), T['c0'], T['c1']], float("nan"), dtype=torch.float32, device=device)
    kernel_5[(_cdiv(64, T['c1']) * _cdiv(8, T['c0']) * _cdiv(32, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m13_ptr=m13, m13_s0=m13.stride(0), m13_s1=m13.stride(1), states32_ptr=states32, states32_s0=states32.stride(0), states32_s1=states32.stride(1), states32_s2=states32.stride(2), states32_s3=states32.stride(3), states32_s4=states32.stride(4), E_c0=8, E_c1=64, E_c2=32, DOT_30=(T['c0']) >= 16 and (T['c2']) >= 16 and (T['c1']) >= 16, T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    buf37 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_6[(_cdiv(8, T['c0']) * _cdiv(64, T['c1']),)](buf10_ptr=buf10, buf10_s0=buf10.stride(0), buf10_s1=buf10.stride(1), buf23_ptr=buf23, buf23_s0=buf23.stride(0), buf23_s1=buf23.stride(1), states32_ptr=states32, states32_s0=states32.stride(0), states32_s1=states32.stride(1), states32_s2=states32.stride(2), states32_s3=states32.stride(3), states32_s4=states32.stride(4), buf37_ptr=buf37, buf37_s0=buf37.stride(0), buf37_s1=buf37.stride(1), E_c0=8, E_c1=64, E_c2=32, T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    return buf37


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
