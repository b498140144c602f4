"""rmsnorm_mlp [small], candidate 18: 3 kernel(s)

Rendered by EqiForge from candidate 18 of rmsnorm_mlp [small]: store(x.1[32]) ; grid(w1.1@1) loop(x.1[32]: sum) [1 mm] ; grid(x.0@0) loop(x.1[32]: sum) loop(x.1[32]: sum, stored) [1 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.0@0[8]
    c1: loop x.1[32]
    c2: grid w1.1@1[64]

Run it on its own: `python kernels/f18.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/rmsnorm_mlp.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 4, "c1": 16, "c2": 32}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 8, "c1": 32, "c2": 64}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, states15_ptr, states15_s0, states15_s1, states15_s2, states15_s3, E_c0, E_c1, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # stores states15: Collect over loop x.1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    t12 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c1[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t13 = (t12) * (t12)
    t14 = tl.sum(tl.where((offs_c1 < E_c1)[None, :], t13, 0.0), axis=1, keep_dims=True)
    tl.store(states15_ptr + i_c0 * states15_s0 + i_c1 * states15_s1 + tl.arange(0, T_c0)[:, None] * states15_s2 + tl.zeros([T_c0, 1], tl.int32), t14)


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m24_ptr, m24_s0, m24_s1, buf35_ptr, buf35_s0, buf35_s1, E_c1, E_c2, E_n1, E_n2, DOT_26: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf35: Combine over grid w1.1@1[64]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    acc28 = tl.full([F_n1, T_c2], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t21 = tl.load(m1_ptr + offs_n1[:, None] * m1_s0 + offs_c1[None, :] * m1_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        t22 = tl.load(m3_ptr + offs_c1[None, :] * m3_s1, mask=(offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        t23 = (t21) * (t22)
        t25 = tl.load(m24_ptr + offs_c1[:, None] * m24_s0 + offs_c2[None, :] * m24_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        if DOT_26:
            t27 = tl.dot(tl.where((offs_c1 < E_c1)[None, :], t23, 0.0), tl.where((offs_c1 < E_c1)[:, None], t25, 0.0), input_precision="ieee")
        else:
            t27 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, :], t23, 0.0), 2) * tl.expand_dims(tl.where((offs_c1 < E_c1)[:, None], t25, 0.0), 0), axis=1)
        acc28 = acc28 + t27
    t29 = tl.load(m1_ptr + offs_n1[:, None] * m1_s0 + offs_n2[None, :] * m1_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    t30 = (t29) * (t29)
    t31 = tl.sum(tl.where((offs_n2 < E_n2)[None, :], t30, 0.0), axis=1, keep_dims=True)
    t32 = t31 + 3.2e-05
    t33 = tl.rsqrt(t32)
    t34 = (acc28) * (t33)
    tl.store(buf35_ptr + offs_n1[:, None] * buf35_s0 + offs_c2[None, :] * buf35_s1, t34, mask=(offs_n1 < E_n1)[:, None] & (offs_c2 < E_c2)[None, :])


@triton.jit
def kernel_2(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m7_ptr, m7_s0, m7_s1, states15_ptr, states15_s0, states15_s1, states15_s2, states15_s3, buf35_ptr, buf35_s0, buf35_s1, buf39_ptr, buf39_s0, buf39_s1, E_c0, E_c1, E_n0, DOT_9: tl.constexpr, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf39: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    acc11 = tl.full([T_c0, F_n0], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t2 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c1[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        t5 = tl.load(m3_ptr + offs_c1[None, :] * m3_s1, mask=(offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        t6 = (t2) * (t5)
        t8 = tl.load(m7_ptr + offs_c1[:, None] * m7_s0 + offs_n0[None, :] * m7_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
        if DOT_9:
            t10 = tl.dot(tl.where((offs_c1 < E_c1)[None, :], t6, 0.0), tl.where((offs_c1 < E_c1)[:, None], t8, 0.0), input_precision="ieee")
        else:
            t10 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, :], t6, 0.0), 2) * tl.expand_dims(tl.where((offs_c1 < E_c1)[:, None], t8, 0.0), 0), axis=1)
        acc11 = acc11 + t10
    acc17 = tl.full([T_c0, 1], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t16 = tl.load(states15_ptr + i_c0 * states15_s0 + i_c1 * states15_s1 + tl.arange(0, T_c0)[:, None] * states15_s2 + tl.zeros([T_c0, 1], tl.int32))
        acc17 = acc17 + t16
    t18 = acc17 + 3.2e-05
    t19 = tl.rsqrt(t18)
    t20 = (acc11) * (t19)
    t36 = tl.load(buf35_ptr + offs_c0[:, None] * buf35_s0 + offs_n0[None, :] * buf35_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t37 = (t20) * (t36)
    t38 = (t37) * (32.00000000000001)
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
    m4 = inputs['w_norm']
    m3 = m4.reshape([1, 32])
    m7 = inputs['w2']
    states15 = torch.full([_cdiv(8, T['c0']), _cdiv(32, T['c1']), T['c0'], 1], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(8, T['c0']) * _cdiv(32, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), states15_ptr=states15, states15_s0=states15.stride(0), states15_s1=states15.stride(1), states15_s2=states15.stride(2), states15_s3=states15.stride(3), E_c0=8, E_c1=32, T_c0=T['c0'], T_c1=T['c1'])
    m24 = inputs['w1']
    buf35 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(64, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m24_ptr=m24, m24_s0=m24.stride(0), m24_s1=m24.stride(1), buf35_ptr=buf35, buf35_s0=buf35.stride(0), buf35_s1=buf35.stride(1), E_c1=32, E_c2=64, E_n1=8, E_n2=32, DOT_26=(_pow2(8)) >= 16 and (T['c1']) >= 16 and (T['c2']) >= 16, F_n1=_pow2(8), F_n2=_pow2(32), T_c1=T['c1'], T_c2=T['c2'])
    buf39 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(8, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), states15_ptr=states15, states15_s0=states15.stride(0), states15_s1=states15.stride(1), states15_s2=states15.stride(2), states15_s3=states15.stride(3), buf35_ptr=buf35, buf35_s0=buf35.stride(0), buf35_s1=buf35.stride(1), buf39_ptr=buf39, buf39_s0=buf39.stride(0), buf39_s1=buf39.stride(1), E_c0=8, E_c1=32, E_n0=64, DOT_9=(T['c0']) >= 16 and (T['c1']) >= 16 and (_pow2(64)) >= 16, F_n0=_pow2(64), T_c0=T['c0'], T_c1=T['c1'])
    return buf39


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
