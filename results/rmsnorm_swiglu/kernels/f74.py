"""rmsnorm_swiglu [small], candidate 74: 2 kernel(s)

Rendered by EqiForge from candidate 74 of rmsnorm_swiglu [small]: store(x.1[32]) ; grid(x.0@0) loop(x.1[32]: pair(sum, sum), stored) [2 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.0@0[8]
    c1: loop x.1[32]

Run it on its own: `python kernels/f74.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/rmsnorm_swiglu.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 4, "c1": 16}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 8, "c1": 32}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m13_ptr, m13_s0, m13_s1, states19_ptr, states19_s0, states19_s1, states19_s2, states19_s3, states20_ptr, states20_s0, states20_s1, states20_s2, states20_s3, E_c0, E_c1, E_n0, E_n1, DOT_16: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # stores states19, states20: Collect over loop x.1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t2 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c1[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t5 = tl.load(m3_ptr + offs_c1[None, :] * m3_s1, mask=(offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t6 = (t2) * (t5)
    t7 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_n0[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t8 = (t7) * (t7)
    t9 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t8, 0.0), axis=1, keep_dims=True)
    t10 = t9 + 0.00032
    t11 = tl.rsqrt(t10)
    t12 = (t6) * (t11)
    t15 = tl.load(m13_ptr + offs_c1[:, None] * m13_s0 + offs_n1[None, :] * m13_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_16:
        t17 = tl.dot(tl.where((offs_c1 < E_c1)[None, :], t12, 0.0), tl.where((offs_c1 < E_c1)[:, None], t15, 0.0), input_precision="ieee")
    else:
        t17 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, :], t12, 0.0), 2) * tl.expand_dims(tl.where((offs_c1 < E_c1)[:, None], t15, 0.0), 0), axis=1)
    t18 = (t17) * (5.656854249492381)
    tl.store(states19_ptr + i_c0 * states19_s0 + i_c1 * states19_s1 + tl.arange(0, T_c0)[:, None] * states19_s2 + tl.arange(0, F_n1)[None, :] * states19_s3 + tl.zeros([T_c0, F_n1], tl.int32), t18)
    tl.store(states20_ptr + i_c0 * states20_s0 + i_c1 * states20_s1 + tl.arange(0, T_c0)[:, None] * states20_s2 + tl.arange(0, F_n1)[None, :] * states20_s3 + tl.zeros([T_c0, F_n1], tl.int32), t17)


@triton.jit
def kernel_1(states19_ptr, states19_s0, states19_s1, states19_s2, states19_s3, states20_ptr, states20_s0, states20_s1, states20_s2, states20_s3, m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m33_ptr, m33_s0, m33_s1, m42_ptr, m42_s0, m42_s1, buf47_ptr, buf47_s0, buf47_s1, E_c0, E_c1, E_n0, E_n1, DOT_36: tl.constexpr, DOT_45: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf47: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    acc23 = tl.full([T_c0, F_n1], 0.0, tl.float32)
    acc24 = tl.full([T_c0, F_n1], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t21 = tl.load(states19_ptr + i_c0 * states19_s0 + i_c1 * states19_s1 + tl.arange(0, T_c0)[:, None] * states19_s2 + tl.arange(0, F_n1)[None, :] * states19_s3 + tl.zeros([T_c0, F_n1], tl.int32))
        t22 = tl.load(states20_ptr + i_c0 * states20_s0 + i_c1 * states20_s1 + tl.arange(0, T_c0)[:, None] * states20_s2 + tl.arange(0, F_n1)[None, :] * states20_s3 + tl.zeros([T_c0, F_n1], tl.int32))
        acc23 = acc23 + t21
        acc24 = acc24 + t22
    t25 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_n0[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t26 = tl.load(m3_ptr + offs_n0[None, :] * m3_s1, mask=(offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t27 = (t25) * (t26)
    t28 = (t25) * (t25)
    t29 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t28, 0.0), axis=1, keep_dims=True)
    t30 = t29 + 0.00032
    t31 = tl.rsqrt(t30)
    t32 = (t27) * (t31)
    t35 = tl.load(m33_ptr + offs_n0[:, None] * m33_s0 + offs_n1[None, :] * m33_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_36:
        t37 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t32, 0.0), tl.where((offs_n0 < E_n0)[:, None], t35, 0.0), input_precision="ieee")
    else:
        t37 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t32, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t35, 0.0), 0), axis=1)
    t38 = (t37) * (5.656854249492381)
    t39 = 1.0 / (1.0 + tl.exp(-(t38)))
    t40 = (t39) * (t38)
    t41 = (acc23) * (t40)
    t44 = tl.load(m42_ptr + offs_n1[:, None] * m42_s0 + offs_n0[None, :] * m42_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    if DOT_45:
        t46 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t41, 0.0), tl.where((offs_n1 < E_n1)[:, None], t44, 0.0), input_precision="ieee")
    else:
        t46 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t41, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t44, 0.0), 0), axis=1)
    tl.store(buf47_ptr + offs_c0[:, None] * buf47_s0 + offs_n0[None, :] * buf47_s1, t46, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :])


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
    m14 = inputs['w_up']
    m13 = m14.permute([1, 0])
    states19 = torch.full([_cdiv(8, T['c0']), _cdiv(32, T['c1']), T['c0'], _pow2(64)], float("nan"), dtype=torch.float32, device=device)
    states20 = torch.full([_cdiv(8, T['c0']), _cdiv(32, T['c1']), T['c0'], _pow2(64)], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(8, T['c0']) * _cdiv(32, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m13_ptr=m13, m13_s0=m13.stride(0), m13_s1=m13.stride(1), states19_ptr=states19, states19_s0=states19.stride(0), states19_s1=states19.stride(1), states19_s2=states19.stride(2), states19_s3=states19.stride(3), states20_ptr=states20, states20_s0=states20.stride(0), states20_s1=states20.stride(1), states20_s2=states20.stride(2), states20_s3=states20.stride(3), E_c0=8, E_c1=32, E_n0=32, E_n1=64, DOT_16=(T['c0']) >= 16 and (T['c1']) >= 16 and (_pow2(64)) >= 16, F_n0=_pow2(32), F_n1=_pow2(64), T_c0=T['c0'], T_c1=T['c1'])
    m34 = inputs['w_gate']
    m33 = m34.permute([1, 0])
    m43 = inputs['w_down']
    m42 = m43.permute([1, 0])
    buf47 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(8, T['c0']),)](states19_ptr=states19, states19_s0=states19.stride(0), states19_s1=states19.stride(1), states19_s2=states19.stride(2), states19_s3=states19.stride(3), states20_ptr=states20, states20_s0=states20.stride(0), states20_s1=states20.stride(1), states20_s2=states20.stride(2), states20_s3=states20.stride(3), m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m33_ptr=m33, m33_s0=m33.stride(0), m33_s1=m33.stride(1), m42_ptr=m42, m42_s0=m42.stride(0), m42_s1=m42.stride(1), buf47_ptr=buf47, buf47_s0=buf47.stride(0), buf47_s1=buf47.stride(1), E_c0=8, E_c1=32, E_n0=32, E_n1=64, DOT_36=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, DOT_45=(T['c0']) >= 16 and (_pow2(64)) >= 16 and (_pow2(32)) >= 16, F_n0=_pow2(32), F_n1=_pow2(64), T_c0=T['c0'], T_c1=T['c1'])
    return buf47


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
