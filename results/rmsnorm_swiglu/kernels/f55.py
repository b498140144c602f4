"""rmsnorm_swiglu [small], candidate 55: 2 kernel(s)

Rendered by EqiForge from candidate 55 of rmsnorm_swiglu [small]: store(w_up.0[64]) loop(x.1[32]: sum) ; grid() loop(w_up.0[64]: pair(sum, sum), stored)
Coordinates (tile sizes are the T arguments of launch()):
    c0: loop w_up.0[64]
    c1: loop x.1[32]

Run it on its own: `python kernels/f55.py` checks it once against PyTorch on random inputs.
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
def kernel_0(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m14_ptr, m14_s0, m14_s1, m22_ptr, m22_s0, m22_s1, m28_ptr, m28_s0, m28_s1, states34_ptr, states34_s0, states34_s1, states34_s2, states35_ptr, states35_s0, states35_s1, states35_s2, E_c0, E_c1, E_n0, E_n1, DOT_17: tl.constexpr, DOT_25: tl.constexpr, DOT_31: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # stores states34, states35: Collect over loop w_up.0[64]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t2 = tl.load(m1_ptr + offs_n0[:, None] * m1_s0 + offs_n1[None, :] * m1_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t5 = tl.load(m3_ptr + offs_n1[None, :] * m3_s1, mask=(offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t6 = (t2) * (t5)
    acc10 = tl.full([F_n0, 1], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t7 = tl.load(m1_ptr + offs_n0[:, None] * m1_s0 + offs_c1[None, :] * m1_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        t8 = (t7) * (t7)
        t9 = tl.sum(tl.where((offs_c1 < E_c1)[None, :], t8, 0.0), axis=1, keep_dims=True)
        acc10 = acc10 + t9
    t11 = acc10 + 0.00032
    t12 = tl.rsqrt(t11)
    t13 = (t6) * (t12)
    t16 = tl.load(m14_ptr + offs_n1[:, None] * m14_s0 + offs_c0[None, :] * m14_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c0 < E_c0)[None, :], other=0).to(tl.float32)
    if DOT_17:
        t18 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t13, 0.0), tl.where((offs_n1 < E_n1)[:, None], t16, 0.0), input_precision="ieee")
    else:
        t18 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t13, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t16, 0.0), 0), axis=1)
    t19 = (t18) * (5.656854249492381)
    t20 = 1.0 / (1.0 + tl.exp(-(t19)))
    t21 = (t18) * (t20)
    t24 = tl.load(m22_ptr + offs_n1[:, None] * m22_s0 + offs_c0[None, :] * m22_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c0 < E_c0)[None, :], other=0).to(tl.float32)
    if DOT_25:
        t26 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t13, 0.0), tl.where((offs_n1 < E_n1)[:, None], t24, 0.0), input_precision="ieee")
    else:
        t26 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t13, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t24, 0.0), 0), axis=1)
    t27 = (t21) * (t26)
    t30 = tl.load(m28_ptr + offs_c0[:, None] * m28_s0 + offs_n1[None, :] * m28_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_31:
        t32 = tl.dot(tl.where((offs_c0 < E_c0)[None, :], t27, 0.0), tl.where((offs_c0 < E_c0)[:, None], t30, 0.0), input_precision="ieee")
    else:
        t32 = tl.sum(tl.expand_dims(tl.where((offs_c0 < E_c0)[None, :], t27, 0.0), 2) * tl.expand_dims(tl.where((offs_c0 < E_c0)[:, None], t30, 0.0), 0), axis=1)
    t33 = (t32) * (32.00000000000001)
    tl.store(states34_ptr + i_c0 * states34_s0 + tl.arange(0, F_n0)[:, None] * states34_s1 + tl.arange(0, F_n1)[None, :] * states34_s2 + tl.zeros([F_n0, F_n1], tl.int32), t32)
    tl.store(states35_ptr + i_c0 * states35_s0 + tl.arange(0, F_n0)[:, None] * states35_s1 + tl.arange(0, F_n1)[None, :] * states35_s2 + tl.zeros([F_n0, F_n1], tl.int32), t33)


@triton.jit
def kernel_1(states34_ptr, states34_s0, states34_s1, states34_s2, states35_ptr, states35_s0, states35_s1, states35_s2, buf40_ptr, buf40_s0, buf40_s1, buf41_ptr, buf41_s0, buf41_s1, E_c0, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr):
    # writes buf40, buf41: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    acc38 = tl.full([F_n0, F_n1], 0.0, tl.float32)
    acc39 = tl.full([F_n0, F_n1], 0.0, tl.float32)
    for i_c0 in range(0, tl.cdiv(E_c0, T_c0)):
        offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)

        t36 = tl.load(states34_ptr + i_c0 * states34_s0 + tl.arange(0, F_n0)[:, None] * states34_s1 + tl.arange(0, F_n1)[None, :] * states34_s2 + tl.zeros([F_n0, F_n1], tl.int32))
        t37 = tl.load(states35_ptr + i_c0 * states35_s0 + tl.arange(0, F_n0)[:, None] * states35_s1 + tl.arange(0, F_n1)[None, :] * states35_s2 + tl.zeros([F_n0, F_n1], tl.int32))
        acc38 = acc38 + t36
        acc39 = acc39 + t37
    tl.store(buf40_ptr + offs_n0[:, None] * buf40_s0 + offs_n1[None, :] * buf40_s1, acc38, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :])
    tl.store(buf41_ptr + offs_n0[:, None] * buf41_s0 + offs_n1[None, :] * buf41_s1, acc39, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :])


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
    m15 = inputs['w_gate']
    m14 = m15.permute([1, 0])
    m23 = inputs['w_up']
    m22 = m23.permute([1, 0])
    m29 = inputs['w_down']
    m28 = m29.permute([1, 0])
    states34 = torch.full([_cdiv(64, T['c0']), _pow2(8), _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    states35 = torch.full([_cdiv(64, T['c0']), _pow2(8), _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(64, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m14_ptr=m14, m14_s0=m14.stride(0), m14_s1=m14.stride(1), m22_ptr=m22, m22_s0=m22.stride(0), m22_s1=m22.stride(1), m28_ptr=m28, m28_s0=m28.stride(0), m28_s1=m28.stride(1), states34_ptr=states34, states34_s0=states34.stride(0), states34_s1=states34.stride(1), states34_s2=states34.stride(2), states35_ptr=states35, states35_s0=states35.stride(0), states35_s1=states35.stride(1), states35_s2=states35.stride(2), E_c0=64, E_c1=32, E_n0=8, E_n1=32, DOT_17=(_pow2(8)) >= 16 and (_pow2(32)) >= 16 and (T['c0']) >= 16, DOT_25=(_pow2(8)) >= 16 and (_pow2(32)) >= 16 and (T['c0']) >= 16, DOT_31=(_pow2(8)) >= 16 and (T['c0']) >= 16 and (_pow2(32)) >= 16, F_n0=_pow2(8), F_n1=_pow2(32), T_c0=T['c0'], T_c1=T['c1'])
    buf40 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    buf41 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(1,)](states34_ptr=states34, states34_s0=states34.stride(0), states34_s1=states34.stride(1), states34_s2=states34.stride(2), states35_ptr=states35, states35_s0=states35.stride(0), states35_s1=states35.stride(1), states35_s2=states35.stride(2), buf40_ptr=buf40, buf40_s0=buf40.stride(0), buf40_s1=buf40.stride(1), buf41_ptr=buf41, buf41_s0=buf41.stride(0), buf41_s1=buf41.stride(1), E_c0=64, E_n0=8, E_n1=32, F_n0=_pow2(8), F_n1=_pow2(32), T_c0=T['c0'])
    return buf41


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
