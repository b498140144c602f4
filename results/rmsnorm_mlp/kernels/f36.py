"""rmsnorm_mlp [small], candidate 36: 4 kernel(s)

Rendered by EqiForge from candidate 36 of rmsnorm_mlp [small]: store(x.1[32]) ; grid() loop(x.1[32]: sum) ; grid() loop(x.1[32]: sum) ; grid(w1.1@1, x.0@0)
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.0@0[8]
    c1: grid w1.1@1[64]
    c2: loop x.1[32]

Run it on its own: `python kernels/f36.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/rmsnorm_mlp.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 4, "c1": 32, "c2": 16}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 8, "c1": 64, "c2": 32}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m9_ptr, m9_s0, m9_s1, states13_ptr, states13_s0, states13_s1, states13_s2, E_c2, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c2: tl.constexpr):
    # stores states13: Collect over loop x.1[32]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t2 = tl.load(m1_ptr + offs_n0[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
    t3 = tl.load(m1_ptr + offs_n0[:, None] * m1_s0 + offs_n1[None, :] * m1_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t4 = (t3) * (t3)
    t5 = tl.sum(tl.where((offs_n1 < E_n1)[None, :], t4, 0.0), axis=1, keep_dims=True)
    t6 = t5 + 3.2e-05
    t7 = tl.rsqrt(t6)
    t8 = (t2) * (t7)
    t11 = tl.load(m9_ptr + offs_c2[None, :] * m9_s1, mask=(offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
    t12 = (t8) * (t11)
    tl.store(states13_ptr + i_c2 * states13_s0 + tl.arange(0, F_n0)[:, None] * states13_s1 + tl.arange(0, T_c2)[None, :] * states13_s2 + tl.zeros([F_n0, T_c2], tl.int32), t12)


@triton.jit
def kernel_1(states13_ptr, states13_s0, states13_s1, states13_s2, m15_ptr, m15_s0, m15_s1, buf20_ptr, buf20_s0, buf20_s1, E_c2, E_n0, E_n2, DOT_17: tl.constexpr, F_n0: tl.constexpr, F_n2: tl.constexpr, T_c2: tl.constexpr):
    # writes buf20: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n2 = tl.arange(0, F_n2)
    acc19 = tl.full([F_n0, F_n2], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t14 = tl.load(states13_ptr + i_c2 * states13_s0 + tl.arange(0, F_n0)[:, None] * states13_s1 + tl.arange(0, T_c2)[None, :] * states13_s2 + tl.zeros([F_n0, T_c2], tl.int32))
        t16 = tl.load(m15_ptr + offs_c2[:, None] * m15_s0 + offs_n2[None, :] * m15_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
        if DOT_17:
            t18 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t14, 0.0), tl.where((offs_c2 < E_c2)[:, None], t16, 0.0), input_precision="ieee")
        else:
            t18 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t14, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t16, 0.0), 0), axis=1)
        acc19 = acc19 + t18
    tl.store(buf20_ptr + offs_n0[:, None] * buf20_s0 + offs_n2[None, :] * buf20_s1, acc19, mask=(offs_n0 < E_n0)[:, None] & (offs_n2 < E_n2)[None, :])


@triton.jit
def kernel_2(states13_ptr, states13_s0, states13_s1, states13_s2, m23_ptr, m23_s0, m23_s1, buf28_ptr, buf28_s0, buf28_s1, E_c2, E_n0, E_n2, DOT_25: tl.constexpr, F_n0: tl.constexpr, F_n2: tl.constexpr, T_c2: tl.constexpr):
    # writes buf28: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n2 = tl.arange(0, F_n2)
    acc27 = tl.full([F_n0, F_n2], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t22 = tl.load(states13_ptr + i_c2 * states13_s0 + tl.arange(0, F_n0)[:, None] * states13_s1 + tl.arange(0, T_c2)[None, :] * states13_s2 + tl.zeros([F_n0, T_c2], tl.int32))
        t24 = tl.load(m23_ptr + offs_c2[:, None] * m23_s0 + offs_n2[None, :] * m23_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
        if DOT_25:
            t26 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t22, 0.0), tl.where((offs_c2 < E_c2)[:, None], t24, 0.0), input_precision="ieee")
        else:
            t26 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t22, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t24, 0.0), 0), axis=1)
        acc27 = acc27 + t26
    tl.store(buf28_ptr + offs_n0[:, None] * buf28_s0 + offs_n2[None, :] * buf28_s1, acc27, mask=(offs_n0 < E_n0)[:, None] & (offs_n2 < E_n2)[None, :])


@triton.jit
def kernel_3(buf20_ptr, buf20_s0, buf20_s1, buf28_ptr, buf28_s0, buf28_s1, buf32_ptr, buf32_s0, buf32_s1, E_c0, E_c1, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf32: Combine over grid x.0@0[8], grid w1.1@1[64]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    t21 = tl.load(buf20_ptr + offs_c0[:, None] * buf20_s0 + offs_c1[None, :] * buf20_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t29 = tl.load(buf28_ptr + offs_c0[:, None] * buf28_s0 + offs_c1[None, :] * buf28_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t30 = (t21) * (t29)
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
    m10 = inputs['w_norm']
    m9 = m10.reshape([1, 32])
    states13 = torch.full([_cdiv(32, T['c2']), _pow2(8), T['c2']], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(32, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m9_ptr=m9, m9_s0=m9.stride(0), m9_s1=m9.stride(1), states13_ptr=states13, states13_s0=states13.stride(0), states13_s1=states13.stride(1), states13_s2=states13.stride(2), E_c2=32, E_n0=8, E_n1=32, F_n0=_pow2(8), F_n1=_pow2(32), T_c2=T['c2'])
    m15 = inputs['w2']
    buf20 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(1,)](states13_ptr=states13, states13_s0=states13.stride(0), states13_s1=states13.stride(1), states13_s2=states13.stride(2), m15_ptr=m15, m15_s0=m15.stride(0), m15_s1=m15.stride(1), buf20_ptr=buf20, buf20_s0=buf20.stride(0), buf20_s1=buf20.stride(1), E_c2=32, E_n0=8, E_n2=64, DOT_17=(_pow2(8)) >= 16 and (T['c2']) >= 16 and (_pow2(64)) >= 16, F_n0=_pow2(8), F_n2=_pow2(64), T_c2=T['c2'])
    m23 = inputs['w1']
    buf28 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(1,)](states13_ptr=states13, states13_s0=states13.stride(0), states13_s1=states13.stride(1), states13_s2=states13.stride(2), m23_ptr=m23, m23_s0=m23.stride(0), m23_s1=m23.stride(1), buf28_ptr=buf28, buf28_s0=buf28.stride(0), buf28_s1=buf28.stride(1), E_c2=32, E_n0=8, E_n2=64, DOT_25=(_pow2(8)) >= 16 and (T['c2']) >= 16 and (_pow2(64)) >= 16, F_n0=_pow2(8), F_n2=_pow2(64), T_c2=T['c2'])
    buf32 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(8, T['c0']) * _cdiv(64, T['c1']),)](buf20_ptr=buf20, buf20_s0=buf20.stride(0), buf20_s1=buf20.stride(1), buf28_ptr=buf28, buf28_s0=buf28.stride(0), buf28_s1=buf28.stride(1), buf32_ptr=buf32, buf32_s0=buf32.stride(0), buf32_s1=buf32.stride(1), E_c0=8, E_c1=64, T_c0=T['c0'], T_c1=T['c1'])
    return buf32


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
