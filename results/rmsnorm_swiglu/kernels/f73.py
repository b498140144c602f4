"""rmsnorm_swiglu [small], candidate 73: 2 kernel(s)

Rendered by EqiForge from candidate 73 of rmsnorm_swiglu [small]: store(x.1[32]) ; grid(x.0@0) loop(x.1[32]: pair(sum, sum), stored) [2 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.0@0[8]
    c1: loop x.1[32]

Run it on its own: `python kernels/f73.py` checks it once against PyTorch on random inputs.
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
def kernel_0(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m7_ptr, m7_s0, m7_s1, states18_ptr, states18_s0, states18_s1, states18_s2, states18_s3, states19_ptr, states19_s0, states19_s1, states19_s2, states19_s3, E_c0, E_c1, E_n0, E_n1, DOT_10: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # stores states18, states19: Collect over loop x.1[32]
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
    t9 = tl.load(m7_ptr + offs_c1[:, None] * m7_s0 + offs_n0[None, :] * m7_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    if DOT_10:
        t11 = tl.dot(tl.where((offs_c1 < E_c1)[None, :], t6, 0.0), tl.where((offs_c1 < E_c1)[:, None], t9, 0.0), input_precision="ieee")
    else:
        t11 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, :], t6, 0.0), 2) * tl.expand_dims(tl.where((offs_c1 < E_c1)[:, None], t9, 0.0), 0), axis=1)
    t12 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_n1[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t13 = (t12) * (t12)
    t14 = tl.sum(tl.where((offs_n1 < E_n1)[None, :], t13, 0.0), axis=1, keep_dims=True)
    t15 = t14 + 0.00032
    t16 = tl.rsqrt(t15)
    t17 = (t11) * (t16)
    tl.store(states18_ptr + i_c0 * states18_s0 + i_c1 * states18_s1 + tl.arange(0, T_c0)[:, None] * states18_s2 + tl.arange(0, F_n0)[None, :] * states18_s3 + tl.zeros([T_c0, F_n0], tl.int32), t11)
    tl.store(states19_ptr + i_c0 * states19_s0 + i_c1 * states19_s1 + tl.arange(0, T_c0)[:, None] * states19_s2 + tl.arange(0, F_n0)[None, :] * states19_s3 + tl.zeros([T_c0, F_n0], tl.int32), t17)


@triton.jit
def kernel_1(states18_ptr, states18_s0, states18_s1, states18_s2, states18_s3, states19_ptr, states19_s0, states19_s1, states19_s2, states19_s3, m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m27_ptr, m27_s0, m27_s1, m41_ptr, m41_s0, m41_s1, buf48_ptr, buf48_s0, buf48_s1, E_c0, E_c1, E_n0, E_n1, DOT_30: tl.constexpr, DOT_44: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf48: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    acc22 = tl.full([T_c0, F_n0], 0.0, tl.float32)
    acc23 = tl.full([T_c0, F_n0], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t20 = tl.load(states18_ptr + i_c0 * states18_s0 + i_c1 * states18_s1 + tl.arange(0, T_c0)[:, None] * states18_s2 + tl.arange(0, F_n0)[None, :] * states18_s3 + tl.zeros([T_c0, F_n0], tl.int32))
        t21 = tl.load(states19_ptr + i_c0 * states19_s0 + i_c1 * states19_s1 + tl.arange(0, T_c0)[:, None] * states19_s2 + tl.arange(0, F_n0)[None, :] * states19_s3 + tl.zeros([T_c0, F_n0], tl.int32))
        acc22 = acc22 + t20
        acc23 = acc23 + t21
    t24 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_n1[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t25 = tl.load(m3_ptr + offs_n1[None, :] * m3_s1, mask=(offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t26 = (t24) * (t25)
    t29 = tl.load(m27_ptr + offs_n1[:, None] * m27_s0 + offs_n0[None, :] * m27_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    if DOT_30:
        t31 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t26, 0.0), tl.where((offs_n1 < E_n1)[:, None], t29, 0.0), input_precision="ieee")
    else:
        t31 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t26, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t29, 0.0), 0), axis=1)
    t32 = (t24) * (t24)
    t33 = tl.sum(tl.where((offs_n1 < E_n1)[None, :], t32, 0.0), axis=1, keep_dims=True)
    t34 = t33 + 0.00032
    t35 = tl.rsqrt(t34)
    t36 = (t31) * (t35)
    t37 = (t36) * (5.656854249492381)
    t38 = 1.0 / (1.0 + tl.exp(-(t37)))
    t39 = (t31) * (t38)
    t40 = (acc23) * (t39)
    t43 = tl.load(m41_ptr + offs_n0[:, None] * m41_s0 + offs_n1[None, :] * m41_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_44:
        t45 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t40, 0.0), tl.where((offs_n0 < E_n0)[:, None], t43, 0.0), input_precision="ieee")
    else:
        t45 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t40, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t43, 0.0), 0), axis=1)
    t46 = (t45) * (t35)
    t47 = (t46) * (32.00000000000001)
    tl.store(buf48_ptr + offs_c0[:, None] * buf48_s0 + offs_n1[None, :] * buf48_s1, t47, mask=(offs_c0 < E_c0)[:, None] & (offs_n1 < E_n1)[None, :])


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
    states18 = torch.full([_cdiv(8, T['c0']), _cdiv(32, T['c1']), T['c0'], _pow2(64)], float("nan"), dtype=torch.float32, device=device)
    states19 = torch.full([_cdiv(8, T['c0']), _cdiv(32, T['c1']), T['c0'], _pow2(64)], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(8, T['c0']) * _cdiv(32, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), states18_ptr=states18, states18_s0=states18.stride(0), states18_s1=states18.stride(1), states18_s2=states18.stride(2), states18_s3=states18.stride(3), states19_ptr=states19, states19_s0=states19.stride(0), states19_s1=states19.stride(1), states19_s2=states19.stride(2), states19_s3=states19.stride(3), E_c0=8, E_c1=32, E_n0=64, E_n1=32, DOT_10=(T['c0']) >= 16 and (T['c1']) >= 16 and (_pow2(64)) >= 16, F_n0=_pow2(64), F_n1=_pow2(32), T_c0=T['c0'], T_c1=T['c1'])
    m28 = inputs['w_gate']
    m27 = m28.permute([1, 0])
    m42 = inputs['w_down']
    m41 = m42.permute([1, 0])
    buf48 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(8, T['c0']),)](states18_ptr=states18, states18_s0=states18.stride(0), states18_s1=states18.stride(1), states18_s2=states18.stride(2), states18_s3=states18.stride(3), states19_ptr=states19, states19_s0=states19.stride(0), states19_s1=states19.stride(1), states19_s2=states19.stride(2), states19_s3=states19.stride(3), m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m27_ptr=m27, m27_s0=m27.stride(0), m27_s1=m27.stride(1), m41_ptr=m41, m41_s0=m41.stride(0), m41_s1=m41.stride(1), buf48_ptr=buf48, buf48_s0=buf48.stride(0), buf48_s1=buf48.stride(1), E_c0=8, E_c1=32, E_n0=64, E_n1=32, DOT_30=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, DOT_44=(T['c0']) >= 16 and (_pow2(64)) >= 16 and (_pow2(32)) >= 16, F_n0=_pow2(64), F_n1=_pow2(32), T_c0=T['c0'], T_c1=T['c1'])
    return buf48


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
