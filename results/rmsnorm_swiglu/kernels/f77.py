"""rmsnorm_swiglu [small], candidate 77: 4 kernel(s)

Rendered by EqiForge from candidate 77 of rmsnorm_swiglu [small]: store(x.1[32]) ; grid(x.0@0) loop(x.1[32]: sum, stored) ; grid(x.0@0) [1 mm] ; grid(w_down.0@1) [1 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid w_down.0@1[32]
    c1: grid x.0@0[8]
    c2: loop x.1[32]

Run it on its own: `python kernels/f77.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/rmsnorm_swiglu.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 16, "c1": 4, "c2": 16}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 32, "c1": 8, "c2": 32}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m7_ptr, m7_s0, m7_s1, states12_ptr, states12_s0, states12_s1, states12_s2, states12_s3, E_c1, E_c2, E_n1, DOT_10: tl.constexpr, F_n1: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # stores states12: Collect over loop x.1[32]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    t2 = tl.load(m1_ptr + offs_c1[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
    t5 = tl.load(m3_ptr + offs_c2[None, :] * m3_s1, mask=(offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
    t6 = (t2) * (t5)
    t9 = tl.load(m7_ptr + offs_c2[:, None] * m7_s0 + offs_n1[None, :] * m7_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_10:
        t11 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t6, 0.0), tl.where((offs_c2 < E_c2)[:, None], t9, 0.0), input_precision="ieee")
    else:
        t11 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t6, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t9, 0.0), 0), axis=1)
    tl.store(states12_ptr + i_c1 * states12_s0 + i_c2 * states12_s1 + tl.arange(0, T_c1)[:, None] * states12_s2 + tl.arange(0, F_n1)[None, :] * states12_s3 + tl.zeros([T_c1, F_n1], tl.int32), t11)


@triton.jit
def kernel_1(states12_ptr, states12_s0, states12_s1, states12_s2, states12_s3, buf15_ptr, buf15_s0, buf15_s1, E_c1, E_c2, E_n1, F_n1: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf15: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    acc14 = tl.full([T_c1, F_n1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t13 = tl.load(states12_ptr + i_c1 * states12_s0 + i_c2 * states12_s1 + tl.arange(0, T_c1)[:, None] * states12_s2 + tl.arange(0, F_n1)[None, :] * states12_s3 + tl.zeros([T_c1, F_n1], tl.int32))
        acc14 = acc14 + t13
    tl.store(buf15_ptr + offs_c1[:, None] * buf15_s0 + offs_n1[None, :] * buf15_s1, acc14, mask=(offs_c1 < E_c1)[:, None] & (offs_n1 < E_n1)[None, :])


@triton.jit
def kernel_2(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m20_ptr, m20_s0, m20_s1, buf25_ptr, buf25_s0, buf25_s1, E_c1, E_n1, E_n2, DOT_23: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c1: tl.constexpr):
    # writes buf25: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n1 = tl.arange(0, F_n1)
    t17 = tl.load(m1_ptr + offs_c1[:, None] * m1_s0 + offs_n2[None, :] * m1_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    t18 = tl.load(m3_ptr + offs_n2[None, :] * m3_s1, mask=(offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    t19 = (t17) * (t18)
    t22 = tl.load(m20_ptr + offs_n2[:, None] * m20_s0 + offs_n1[None, :] * m20_s1, mask=(offs_n2 < E_n2)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_23:
        t24 = tl.dot(tl.where((offs_n2 < E_n2)[None, :], t19, 0.0), tl.where((offs_n2 < E_n2)[:, None], t22, 0.0), input_precision="ieee")
    else:
        t24 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, :], t19, 0.0), 2) * tl.expand_dims(tl.where((offs_n2 < E_n2)[:, None], t22, 0.0), 0), axis=1)
    tl.store(buf25_ptr + offs_c1[:, None] * buf25_s0 + offs_n1[None, :] * buf25_s1, t24, mask=(offs_c1 < E_c1)[:, None] & (offs_n1 < E_n1)[None, :])


@triton.jit
def kernel_3(buf15_ptr, buf15_s0, buf15_s1, buf25_ptr, buf25_s0, buf25_s1, m1_ptr, m1_s0, m1_s1, m37_ptr, m37_s0, m37_s1, buf46_ptr, buf46_s0, buf46_s1, E_c0, E_n0, E_n1, E_n2, DOT_40: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr):
    # writes buf46: Combine over grid w_down.0@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t16 = tl.load(buf15_ptr + offs_n0[:, None] * buf15_s0 + offs_n1[None, :] * buf15_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t26 = tl.load(buf25_ptr + offs_n0[:, None] * buf25_s0 + offs_n1[None, :] * buf25_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t27 = tl.load(m1_ptr + offs_n0[:, None] * m1_s0 + offs_n2[None, :] * m1_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    t28 = (t27) * (t27)
    t29 = tl.sum(tl.where((offs_n2 < E_n2)[None, :], t28, 0.0), axis=1, keep_dims=True)
    t30 = (t29) * (0.03125)
    t31 = t30 + 1e-05
    t32 = tl.rsqrt(t31)
    t33 = (t26) * (t32)
    t34 = 1.0 / (1.0 + tl.exp(-(t33)))
    t35 = (t33) * (t34)
    t36 = (t16) * (t35)
    t39 = tl.load(m37_ptr + offs_n1[:, None] * m37_s0 + offs_c0[None, :] * m37_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c0 < E_c0)[None, :], other=0).to(tl.float32)
    if DOT_40:
        t41 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t36, 0.0), tl.where((offs_n1 < E_n1)[:, None], t39, 0.0), input_precision="ieee")
    else:
        t41 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t36, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t39, 0.0), 0), axis=1)
    t42 = t29 + 0.00032
    t43 = tl.rsqrt(t42)
    t44 = (t41) * (t43)
    t45 = (t44) * (5.656854249492381)
    tl.store(buf46_ptr + offs_n0[:, None] * buf46_s0 + offs_c0[None, :] * buf46_s1, t45, mask=(offs_n0 < E_n0)[:, None] & (offs_c0 < E_c0)[None, :])


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
    m8 = inputs['w_up']
    m7 = m8.permute([1, 0])
    states12 = torch.full([_cdiv(8, T['c1']), _cdiv(32, T['c2']), T['c1'], _pow2(64)], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(8, T['c1']) * _cdiv(32, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), states12_ptr=states12, states12_s0=states12.stride(0), states12_s1=states12.stride(1), states12_s2=states12.stride(2), states12_s3=states12.stride(3), E_c1=8, E_c2=32, E_n1=64, DOT_10=(T['c1']) >= 16 and (T['c2']) >= 16 and (_pow2(64)) >= 16, F_n1=_pow2(64), T_c1=T['c1'], T_c2=T['c2'])
    buf15 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(8, T['c1']),)](states12_ptr=states12, states12_s0=states12.stride(0), states12_s1=states12.stride(1), states12_s2=states12.stride(2), states12_s3=states12.stride(3), buf15_ptr=buf15, buf15_s0=buf15.stride(0), buf15_s1=buf15.stride(1), E_c1=8, E_c2=32, E_n1=64, F_n1=_pow2(64), T_c1=T['c1'], T_c2=T['c2'])
    m21 = inputs['w_gate']
    m20 = m21.permute([1, 0])
    buf25 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(8, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m20_ptr=m20, m20_s0=m20.stride(0), m20_s1=m20.stride(1), buf25_ptr=buf25, buf25_s0=buf25.stride(0), buf25_s1=buf25.stride(1), E_c1=8, E_n1=64, E_n2=32, DOT_23=(T['c1']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, F_n1=_pow2(64), F_n2=_pow2(32), T_c1=T['c1'])
    m38 = inputs['w_down']
    m37 = m38.permute([1, 0])
    buf46 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(32, T['c0']),)](buf15_ptr=buf15, buf15_s0=buf15.stride(0), buf15_s1=buf15.stride(1), buf25_ptr=buf25, buf25_s0=buf25.stride(0), buf25_s1=buf25.stride(1), m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m37_ptr=m37, m37_s0=m37.stride(0), m37_s1=m37.stride(1), buf46_ptr=buf46, buf46_s0=buf46.stride(0), buf46_s1=buf46.stride(1), E_c0=32, E_n0=8, E_n1=64, E_n2=32, DOT_40=(_pow2(8)) >= 16 and (_pow2(64)) >= 16 and (T['c0']) >= 16, F_n0=_pow2(8), F_n1=_pow2(64), F_n2=_pow2(32), T_c0=T['c0'])
    return buf46


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
