"""gated_mlp [small], candidate 13: 5 kernel(s)

Rendered by EqiForge from candidate 13 of gated_mlp [small]: grid() loop(x.1[32]: pair(sum, sum)) ; grid(x.0@0) ; store(x.1[32]) ; grid(x.0@0) loop(x.1[32]: pair(sum, sum), stored) ; grid(x.0@0)
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.0@0[8]
    c1: loop x.1[32]

Run it on its own: `python kernels/f13.py` checks it once against PyTorch on random inputs.
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
def kernel_0(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m7_ptr, m7_s0, m7_s1, buf13_ptr, buf13_s0, buf13_s1, buf14_ptr, buf14_s0, buf14_s1, E_c1, E_n0, E_n1, DOT_5: tl.constexpr, DOT_9: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c1: tl.constexpr):
    # writes buf13, buf14: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    acc11 = tl.full([F_n1, F_n0], 0.0, tl.float32)
    acc12 = tl.full([F_n1, F_n0], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t2 = tl.load(m1_ptr + offs_n1[:, None] * m1_s0 + offs_c1[None, :] * m1_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        t4 = tl.load(m3_ptr + offs_c1[:, None] * m3_s0 + offs_n0[None, :] * m3_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
        if DOT_5:
            t6 = tl.dot(tl.where((offs_c1 < E_c1)[None, :], t2, 0.0), tl.where((offs_c1 < E_c1)[:, None], t4, 0.0), input_precision="ieee")
        else:
            t6 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, :], t2, 0.0), 2) * tl.expand_dims(tl.where((offs_c1 < E_c1)[:, None], t4, 0.0), 0), axis=1)
        t8 = tl.load(m7_ptr + offs_c1[:, None] * m7_s0 + offs_n0[None, :] * m7_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
        if DOT_9:
            t10 = tl.dot(tl.where((offs_c1 < E_c1)[None, :], t2, 0.0), tl.where((offs_c1 < E_c1)[:, None], t8, 0.0), input_precision="ieee")
        else:
            t10 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, :], t2, 0.0), 2) * tl.expand_dims(tl.where((offs_c1 < E_c1)[:, None], t8, 0.0), 0), axis=1)
        acc11 = acc11 + t6
        acc12 = acc12 + t10
    tl.store(buf13_ptr + offs_n1[:, None] * buf13_s0 + offs_n0[None, :] * buf13_s1, acc11, mask=(offs_n1 < E_n1)[:, None] & (offs_n0 < E_n0)[None, :])
    tl.store(buf14_ptr + offs_n1[:, None] * buf14_s0 + offs_n0[None, :] * buf14_s1, acc12, mask=(offs_n1 < E_n1)[:, None] & (offs_n0 < E_n0)[None, :])


@triton.jit
def kernel_1(buf13_ptr, buf13_s0, buf13_s1, buf17_ptr, buf17_s0, buf17_s1, E_c0, E_n0, F_n0: tl.constexpr, T_c0: tl.constexpr):
    # writes buf17: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t15 = tl.load(buf13_ptr + offs_c0[:, None] * buf13_s0 + offs_n0[None, :] * buf13_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t16 = (t15) * (0.5)
    tl.store(buf17_ptr + offs_c0[:, None] * buf17_s0 + offs_n0[None, :] * buf17_s1, t16, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :])


@triton.jit
def kernel_2(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m7_ptr, m7_s0, m7_s1, states30_ptr, states30_s0, states30_s1, states30_s2, states30_s3, states31_ptr, states31_s0, states31_s1, states31_s2, states31_s3, E_c0, E_c1, E_n0, DOT_25: tl.constexpr, DOT_28: tl.constexpr, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # stores states30, states31: Collect over loop x.1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t23 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c1[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t24 = tl.load(m3_ptr + offs_c1[:, None] * m3_s0 + offs_n0[None, :] * m3_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    if DOT_25:
        t26 = tl.dot(tl.where((offs_c1 < E_c1)[None, :], t23, 0.0), tl.where((offs_c1 < E_c1)[:, None], t24, 0.0), input_precision="ieee")
    else:
        t26 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, :], t23, 0.0), 2) * tl.expand_dims(tl.where((offs_c1 < E_c1)[:, None], t24, 0.0), 0), axis=1)
    t27 = tl.load(m7_ptr + offs_c1[:, None] * m7_s0 + offs_n0[None, :] * m7_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    if DOT_28:
        t29 = tl.dot(tl.where((offs_c1 < E_c1)[None, :], t23, 0.0), tl.where((offs_c1 < E_c1)[:, None], t27, 0.0), input_precision="ieee")
    else:
        t29 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, :], t23, 0.0), 2) * tl.expand_dims(tl.where((offs_c1 < E_c1)[:, None], t27, 0.0), 0), axis=1)
    tl.store(states30_ptr + i_c0 * states30_s0 + i_c1 * states30_s1 + tl.arange(0, T_c0)[:, None] * states30_s2 + tl.arange(0, F_n0)[None, :] * states30_s3 + tl.zeros([T_c0, F_n0], tl.int32), t26)
    tl.store(states31_ptr + i_c0 * states31_s0 + i_c1 * states31_s1 + tl.arange(0, T_c0)[:, None] * states31_s2 + tl.arange(0, F_n0)[None, :] * states31_s3 + tl.zeros([T_c0, F_n0], tl.int32), t29)


@triton.jit
def kernel_3(states30_ptr, states30_s0, states30_s1, states30_s2, states30_s3, states31_ptr, states31_s0, states31_s1, states31_s2, states31_s3, buf36_ptr, buf36_s0, buf36_s1, E_c0, E_c1, E_n0, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf36: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    acc34 = tl.full([T_c0, F_n0], 0.0, tl.float32)
    acc35 = tl.full([T_c0, F_n0], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t32 = tl.load(states30_ptr + i_c0 * states30_s0 + i_c1 * states30_s1 + tl.arange(0, T_c0)[:, None] * states30_s2 + tl.arange(0, F_n0)[None, :] * states30_s3 + tl.zeros([T_c0, F_n0], tl.int32))
        t33 = tl.load(states31_ptr + i_c0 * states31_s0 + i_c1 * states31_s1 + tl.arange(0, T_c0)[:, None] * states31_s2 + tl.arange(0, F_n0)[None, :] * states31_s3 + tl.zeros([T_c0, F_n0], tl.int32))
        acc34 = acc34 + t32
        acc35 = acc35 + t33
    tl.store(buf36_ptr + offs_c0[:, None] * buf36_s0 + offs_n0[None, :] * buf36_s1, acc35, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :])


@triton.jit
def kernel_4(buf17_ptr, buf17_s0, buf17_s1, buf13_ptr, buf13_s0, buf13_s1, buf36_ptr, buf36_s0, buf36_s1, buf40_ptr, buf40_s0, buf40_s1, E_c0, E_n0, F_n0: tl.constexpr, T_c0: tl.constexpr):
    # writes buf40: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t18 = tl.load(buf17_ptr + offs_c0[:, None] * buf17_s0 + offs_n0[None, :] * buf17_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t19 = 2.0 / (1.0 + tl.exp(-2.0 * (t18))) - 1.0
    t20 = t19 + 1.0
    t21 = tl.load(buf13_ptr + offs_c0[:, None] * buf13_s0 + offs_n0[None, :] * buf13_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t22 = (t20) * (t21)
    t37 = tl.load(buf36_ptr + offs_c0[:, None] * buf36_s0 + offs_n0[None, :] * buf36_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t38 = (t22) * (t37)
    t39 = (t38) * (0.5)
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
    m3 = inputs['w1']
    m7 = inputs['w2']
    buf13 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    buf14 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(1,)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), buf13_ptr=buf13, buf13_s0=buf13.stride(0), buf13_s1=buf13.stride(1), buf14_ptr=buf14, buf14_s0=buf14.stride(0), buf14_s1=buf14.stride(1), E_c1=32, E_n0=64, E_n1=8, DOT_5=(_pow2(8)) >= 16 and (T['c1']) >= 16 and (_pow2(64)) >= 16, DOT_9=(_pow2(8)) >= 16 and (T['c1']) >= 16 and (_pow2(64)) >= 16, F_n0=_pow2(64), F_n1=_pow2(8), T_c1=T['c1'])
    buf17 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(8, T['c0']),)](buf13_ptr=buf13, buf13_s0=buf13.stride(0), buf13_s1=buf13.stride(1), buf17_ptr=buf17, buf17_s0=buf17.stride(0), buf17_s1=buf17.stride(1), E_c0=8, E_n0=64, F_n0=_pow2(64), T_c0=T['c0'])
    states30 = torch.full([_cdiv(8, T['c0']), _cdiv(32, T['c1']), T['c0'], _pow2(64)], float("nan"), dtype=torch.float32, device=device)
    states31 = torch.full([_cdiv(8, T['c0']), _cdiv(32, T['c1']), T['c0'], _pow2(64)], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(8, T['c0']) * _cdiv(32, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), states30_ptr=states30, states30_s0=states30.stride(0), states30_s1=states30.stride(1), states30_s2=states30.stride(2), states30_s3=states30.stride(3), states31_ptr=states31, states31_s0=states31.stride(0), states31_s1=states31.stride(1), states31_s2=states31.stride(2), states31_s3=states31.stride(3), E_c0=8, E_c1=32, E_n0=64, DOT_25=(T['c0']) >= 16 and (T['c1']) >= 16 and (_pow2(64)) >= 16, DOT_28=(T['c0']) >= 16 and (T['c1']) >= 16 and (_pow2(64)) >= 16, F_n0=_pow2(64), T_c0=T['c0'], T_c1=T['c1'])
    buf36 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(8, T['c0']),)](states30_ptr=states30, states30_s0=states30.stride(0), states30_s1=states30.stride(1), states30_s2=states30.stride(2), states30_s3=states30.stride(3), states31_ptr=states31, states31_s0=states31.stride(0), states31_s1=states31.stride(1), states31_s2=states31.stride(2), states31_s3=states31.stride(3), buf36_ptr=buf36, buf36_s0=buf36.stride(0), buf36_s1=buf36.stride(1), E_c0=8, E_c1=32, E_n0=64, F_n0=_pow2(64), T_c0=T['c0'], T_c1=T['c1'])
    buf40 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(_cdiv(8, T['c0']),)](buf17_ptr=buf17, buf17_s0=buf17.stride(0), buf17_s1=buf17.stride(1), buf13_ptr=buf13, buf13_s0=buf13.stride(0), buf13_s1=buf13.stride(1), buf36_ptr=buf36, buf36_s0=buf36.stride(0), buf36_s1=buf36.stride(1), buf40_ptr=buf40, buf40_s0=buf40.stride(0), buf40_s1=buf40.stride(1), E_c0=8, E_n0=64, F_n0=_pow2(64), T_c0=T['c0'])
    return buf40


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
