"""gated_mlp [small], candidate 19: 5 kernel(s)

Rendered by EqiForge from candidate 19 of gated_mlp [small]: store(x.1[32]) ; grid() loop(x.1[32]: pair(sum, sum), stored) ; grid(x.0@0) ; grid(x.0@0) [1 mm] ; grid(x.0@0)
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
def kernel_0(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m7_ptr, m7_s0, m7_s1, states11_ptr, states11_s0, states11_s1, states11_s2, states12_ptr, states12_s0, states12_s1, states12_s2, E_c1, E_n0, E_n1, DOT_5: tl.constexpr, DOT_9: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c1: tl.constexpr):
    # stores states11, states12: Collect over loop x.1[32]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
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
    tl.store(states11_ptr + i_c1 * states11_s0 + tl.arange(0, F_n1)[:, None] * states11_s1 + tl.arange(0, F_n0)[None, :] * states11_s2 + tl.zeros([F_n1, F_n0], tl.int32), t6)
    tl.store(states12_ptr + i_c1 * states12_s0 + tl.arange(0, F_n1)[:, None] * states12_s1 + tl.arange(0, F_n0)[None, :] * states12_s2 + tl.zeros([F_n1, F_n0], tl.int32), t10)


@triton.jit
def kernel_1(states11_ptr, states11_s0, states11_s1, states11_s2, states12_ptr, states12_s0, states12_s1, states12_s2, buf17_ptr, buf17_s0, buf17_s1, buf18_ptr, buf18_s0, buf18_s1, E_c1, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c1: tl.constexpr):
    # writes buf17, buf18: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    acc15 = tl.full([F_n1, F_n0], 0.0, tl.float32)
    acc16 = tl.full([F_n1, F_n0], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t13 = tl.load(states11_ptr + i_c1 * states11_s0 + tl.arange(0, F_n1)[:, None] * states11_s1 + tl.arange(0, F_n0)[None, :] * states11_s2 + tl.zeros([F_n1, F_n0], tl.int32))
        t14 = tl.load(states12_ptr + i_c1 * states12_s0 + tl.arange(0, F_n1)[:, None] * states12_s1 + tl.arange(0, F_n0)[None, :] * states12_s2 + tl.zeros([F_n1, F_n0], tl.int32))
        acc15 = acc15 + t13
        acc16 = acc16 + t14
    tl.store(buf17_ptr + offs_n1[:, None] * buf17_s0 + offs_n0[None, :] * buf17_s1, acc15, mask=(offs_n1 < E_n1)[:, None] & (offs_n0 < E_n0)[None, :])
    tl.store(buf18_ptr + offs_n1[:, None] * buf18_s0 + offs_n0[None, :] * buf18_s1, acc16, mask=(offs_n1 < E_n1)[:, None] & (offs_n0 < E_n0)[None, :])


@triton.jit
def kernel_2(buf17_ptr, buf17_s0, buf17_s1, buf21_ptr, buf21_s0, buf21_s1, E_c0, E_n0, F_n0: tl.constexpr, T_c0: tl.constexpr):
    # writes buf21: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t19 = tl.load(buf17_ptr + offs_c0[:, None] * buf17_s0 + offs_n0[None, :] * buf17_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t20 = (t19) * (0.5)
    tl.store(buf21_ptr + offs_c0[:, None] * buf21_s0 + offs_n0[None, :] * buf21_s1, t20, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :])


@triton.jit
def kernel_3(m1_ptr, m1_s0, m1_s1, m7_ptr, m7_s0, m7_s1, buf31_ptr, buf31_s0, buf31_s1, E_c0, E_n0, E_n2, DOT_29: tl.constexpr, F_n0: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr):
    # writes buf31: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n0 = tl.arange(0, F_n0)
    t27 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_n2[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    t28 = tl.load(m7_ptr + offs_n2[:, None] * m7_s0 + offs_n0[None, :] * m7_s1, mask=(offs_n2 < E_n2)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    if DOT_29:
        t30 = tl.dot(tl.where((offs_n2 < E_n2)[None, :], t27, 0.0), tl.where((offs_n2 < E_n2)[:, None], t28, 0.0), input_precision="ieee")
    else:
        t30 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, :], t27, 0.0), 2) * tl.expand_dims(tl.where((offs_n2 < E_n2)[:, None], t28, 0.0), 0), axis=1)
    tl.store(buf31_ptr + offs_c0[:, None] * buf31_s0 + offs_n0[None, :] * buf31_s1, t30, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :])


@triton.jit
def kernel_4(buf21_ptr, buf21_s0, buf21_s1, buf17_ptr, buf17_s0, buf17_s1, buf31_ptr, buf31_s0, buf31_s1, buf35_ptr, buf35_s0, buf35_s1, E_c0, E_n0, F_n0: tl.constexpr, T_c0: tl.constexpr):
    # writes buf35: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t22 = tl.load(buf21_ptr + offs_c0[:, None] * buf21_s0 + offs_n0[None, :] * buf21_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t23 = 2.0 / (1.0 + tl.exp(-2.0 * (t22))) - 1.0
    t24 = t23 + 1.0
    t25 = tl.load(buf17_ptr + offs_c0[:, None] * buf17_s0 + offs_n0[None, :] * buf17_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t26 = (t24) * (t25)
    t32 = tl.load(buf31_ptr + offs_c0[:, None] * buf31_s0 + offs_n0[None, :] * buf31_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t33 = (t26) * (t32)
    t34 = (t33) * (0.5)
    tl.store(buf35_ptr + offs_c0[:, None] * buf35_s0 + offs_n0[None, :] * buf35_s1, t34, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :])


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
    states11 = torch.full([_cdiv(32, T['c1']), _pow2(8), _pow2(64)], float("nan"), dtype=torch.float32, device=device)
    states12 = torch.full([_cdiv(32, T['c1']), _pow2(8), _pow2(64)], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(32, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), states11_ptr=states11, states11_s0=states11.stride(0), states11_s1=states11.stride(1), states11_s2=states11.stride(2), states12_ptr=states12, states12_s0=states12.stride(0), states12_s1=states12.stride(1), states12_s2=states12.stride(2), E_c1=32, E_n0=64, E_n1=8, DOT_5=(_pow2(8)) >= 16 and (T['c1']) >= 16 and (_pow2(64)) >= 16, DOT_9=(_pow2(8)) >= 16 and (T['c1']) >= 16 and (_pow2(64)) >= 16, F_n0=_pow2(64), F_n1=_pow2(8), T_c1=T['c1'])
    buf17 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    buf18 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(1,)](states11_ptr=states11, states11_s0=states11.stride(0), states11_s1=states11.stride(1), states11_s2=states11.stride(2), states12_ptr=states12, states12_s0=states12.stride(0), states12_s1=states12.stride(1), states12_s2=states12.stride(2), buf17_ptr=buf17, buf17_s0=buf17.stride(0), buf17_s1=buf17.stride(1), buf18_ptr=buf18, buf18_s0=buf18.stride(0), buf18_s1=buf18.stride(1), E_c1=32, E_n0=64, E_n1=8, F_n0=_pow2(64), F_n1=_pow2(8), T_c1=T['c1'])
    buf21 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(8, T['c0']),)](buf17_ptr=buf17, buf17_s0=buf17.stride(0), buf17_s1=buf17.stride(1), buf21_ptr=buf21, buf21_s0=buf21.stride(0), buf21_s1=buf21.stride(1), E_c0=8, E_n0=64, F_n0=_pow2(64), T_c0=T['c0'])
    buf31 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(8, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), buf31_ptr=buf31, buf31_s0=buf31.stride(0), buf31_s1=buf31.stride(1), E_c0=8, E_n0=64, E_n2=32, DOT_29=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, F_n0=_pow2(64), F_n2=_pow2(32), T_c0=T['c0'])
    buf35 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(_cdiv(8, T['c0']),)](buf21_ptr=buf21, buf21_s0=buf21.stride(0), buf21_s1=buf21.stride(1), buf17_ptr=buf17, buf17_s0=buf17.stride(0), buf17_s1=buf17.stride(1), buf31_ptr=buf31, buf31_s0=buf31.stride(0), buf31_s1=buf31.stride(1), buf35_ptr=buf35, buf35_s0=buf35.stride(0), buf35_s1=buf35.stride(1), E_c0=8, E_n0=64, F_n0=_pow2(64), T_c0=T['c0'])
    return buf35


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
