"""rmsnorm_swiglu [small], candidate 53: 2 kernel(s)

Rendered by EqiForge from candidate 53 of rmsnorm_swiglu [small]: store(w_up.0[64]) loop(x.1[32]: pair(sum, sum)) ; grid() loop(w_up.0[64]: sum)
Coordinates (tile sizes are the T arguments of launch()):
    c0: loop w_up.0[64]
    c1: loop x.1[32]

Run it on its own: `python kernels/f53.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/rmsnorm_swiglu.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 32, "c1": 16}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 64, "c1": 32}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m7_ptr, m7_s0, m7_s1, m12_ptr, m12_s0, m12_s1, states34_ptr, states34_s0, states34_s1, states34_s2, E_c0, E_c1, E_n0, E_n1, DOT_10: tl.constexpr, DOT_15: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # stores states34: Collect over loop w_up.0[64]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    acc17 = tl.full([F_n0, T_c0], 0.0, tl.float32)
    acc18 = tl.full([F_n0, T_c0], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t2 = tl.load(m1_ptr + offs_n0[:, None] * m1_s0 + offs_c1[None, :] * m1_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        t5 = tl.load(m3_ptr + offs_c1[None, :] * m3_s1, mask=(offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        t6 = (t2) * (t5)
        t9 = tl.load(m7_ptr + offs_c1[:, None] * m7_s0 + offs_c0[None, :] * m7_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_c0 < E_c0)[None, :], other=0).to(tl.float32)
        if DOT_10:
            t11 = tl.dot(tl.where((offs_c1 < E_c1)[None, :], t6, 0.0), tl.where((offs_c1 < E_c1)[:, None], t9, 0.0), input_precision="ieee")
        else:
            t11 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, :], t6, 0.0), 2) * tl.expand_dims(tl.where((offs_c1 < E_c1)[:, None], t9, 0.0), 0), axis=1)
        t14 = tl.load(m12_ptr + offs_c1[:, None] * m12_s0 + offs_c0[None, :] * m12_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_c0 < E_c0)[None, :], other=0).to(tl.float32)
        if DOT_15:
            t16 = tl.dot(tl.where((offs_c1 < E_c1)[None, :], t6, 0.0), tl.where((offs_c1 < E_c1)[:, None], t14, 0.0), input_precision="ieee")
        else:
            t16 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, :], t6, 0.0), 2) * tl.expand_dims(tl.where((offs_c1 < E_c1)[:, None], t14, 0.0), 0), axis=1)
        acc17 = acc17 + t11
        acc18 = acc18 + t16
    t19 = tl.load(m1_ptr + offs_n0[:, None] * m1_s0 + offs_n1[None, :] * m1_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t20 = (t19) * (t19)
    t21 = tl.sum(tl.where((offs_n1 < E_n1)[None, :], t20, 0.0), axis=1, keep_dims=True)
    t22 = t21 + 0.00032
    t23 = tl.rsqrt(t22)
    t24 = (acc18) * (t23)
    t25 = (t21) * (0.03125)
    t26 = t25 + 1e-05
    t27 = tl.rsqrt(t26)
    t28 = (acc18) * (t27)
    t29 = 1.0 / (1.0 + tl.exp(-(t28)))
    t30 = (t24) * (t29)
    t31 = (acc17) * (t23)
    t32 = (t30) * (t31)
    t33 = (t32) * (32.00000000000001)
    tl.store(states34_ptr + i_c0 * states34_s0 + tl.arange(0, F_n0)[:, None] * states34_s1 + tl.arange(0, T_c0)[None, :] * states34_s2 + tl.zeros([F_n0, T_c0], tl.int32), t33)


@triton.jit
def kernel_1(states34_ptr, states34_s0, states34_s1, states34_s2, m36_ptr, m36_s0, m36_s1, buf42_ptr, buf42_s0, buf42_s1, E_c0, E_n0, E_n1, DOT_39: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr):
    # writes buf42: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    acc41 = tl.full([F_n0, F_n1], 0.0, tl.float32)
    for i_c0 in range(0, tl.cdiv(E_c0, T_c0)):
        offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)

        t35 = tl.load(states34_ptr + i_c0 * states34_s0 + tl.arange(0, F_n0)[:, None] * states34_s1 + tl.arange(0, T_c0)[None, :] * states34_s2 + tl.zeros([F_n0, T_c0], tl.int32))
        t38 = tl.load(m36_ptr + offs_c0[:, None] * m36_s0 + offs_n1[None, :] * m36_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
        if DOT_39:
            t40 = tl.dot(tl.where((offs_c0 < E_c0)[None, :], t35, 0.0), tl.where((offs_c0 < E_c0)[:, None], t38, 0.0), input_precision="ieee")
        else:
            t40 = tl.sum(tl.expand_dims(tl.where((offs_c0 < E_c0)[None, :], t35, 0.0), 2) * tl.expand_dims(tl.where((offs_c0 < E_c0)[:, None], t38, 0.0), 0), axis=1)
        acc41 = acc41 + t40
    tl.store(buf42_ptr + offs_n0[:, None] * buf42_s0 + offs_n1[None, :] * buf42_s1, acc41, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :])


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
    m13 = inputs['w_gate']
    m12 = m13.permute([1, 0])
    states34 = torch.full([_cdiv(64, T['c0']), _pow2(8), T['c0']], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(64, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), m12_ptr=m12, m12_s0=m12.stride(0), m12_s1=m12.stride(1), states34_ptr=states34, states34_s0=states34.stride(0), states34_s1=states34.stride(1), states34_s2=states34.stride(2), E_c0=64, E_c1=32, E_n0=8, E_n1=32, DOT_10=(_pow2(8)) >= 16 and (T['c1']) >= 16 and (T['c0']) >= 16, DOT_15=(_pow2(8)) >= 16 and (T['c1']) >= 16 and (T['c0']) >= 16, F_n0=_pow2(8), F_n1=_pow2(32), T_c0=T['c0'], T_c1=T['c1'])
    m37 = inputs['w_down']
    m36 = m37.permute([1, 0])
    buf42 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(1,)](states34_ptr=states34, states34_s0=states34.stride(0), states34_s1=states34.stride(1), states34_s2=states34.stride(2), m36_ptr=m36, m36_s0=m36.stride(0), m36_s1=m36.stride(1), buf42_ptr=buf42, buf42_s0=buf42.stride(0), buf42_s1=buf42.stride(1), E_c0=64, E_n0=8, E_n1=32, DOT_39=(_pow2(8)) >= 16 and (T['c0']) >= 16 and (_pow2(32)) >= 16, F_n0=_pow2(8), F_n1=_pow2(32), T_c0=T['c0'])
    return buf42


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
