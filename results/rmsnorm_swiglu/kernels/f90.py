"""rmsnorm_swiglu [small], candidate 90: 4 kernel(s)

Rendered by EqiForge from candidate 90 of rmsnorm_swiglu [small]: store(x.1[32]) ; store(x.1[32]) ; store(w_up.0[64]) loop(x.1[32]: sum, stored) ; grid(w_down.0@1) loop(w_up.0[64]: pair(sum, sum), stored)
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid w_down.0@1[32]
    c1: loop w_up.0[64]
    c2: loop x.1[32]

Run it on its own: `python kernels/f90.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/rmsnorm_swiglu.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 16, "c1": 32, "c2": 16}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 32, "c1": 64, "c2": 32}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, states13_ptr, states13_s0, states13_s1, states13_s2, E_c2, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c2: tl.constexpr):
    # stores states13: Collect over loop x.1[32]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t2 = tl.load(m1_ptr + offs_n0[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
    t5 = tl.load(m3_ptr + offs_c2[None, :] * m3_s1, mask=(offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
    t6 = (t2) * (t5)
    t7 = tl.load(m1_ptr + offs_n0[:, None] * m1_s0 + offs_n1[None, :] * m1_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t8 = (t7) * (t7)
    t9 = tl.sum(tl.where((offs_n1 < E_n1)[None, :], t8, 0.0), axis=1, keep_dims=True)
    t10 = t9 + 0.00032
    t11 = tl.rsqrt(t10)
    t12 = (t6) * (t11)
    tl.store(states13_ptr + i_c2 * states13_s0 + tl.arange(0, F_n0)[:, None] * states13_s1 + tl.arange(0, T_c2)[None, :] * states13_s2 + tl.zeros([F_n0, T_c2], tl.int32), t12)


@triton.jit
def kernel_1(states13_ptr, states13_s0, states13_s1, states13_s2, m15_ptr, m15_s0, m15_s1, states20_ptr, states20_s0, states20_s1, states20_s2, states20_s3, E_c1, E_c2, E_n0, DOT_18: tl.constexpr, F_n0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # stores states20: Collect over loop x.1[32]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t14 = tl.load(states13_ptr + i_c2 * states13_s0 + tl.arange(0, F_n0)[:, None] * states13_s1 + tl.arange(0, T_c2)[None, :] * states13_s2 + tl.zeros([F_n0, T_c2], tl.int32))
    t17 = tl.load(m15_ptr + offs_c2[:, None] * m15_s0 + offs_c1[None, :] * m15_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    if DOT_18:
        t19 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t14, 0.0), tl.where((offs_c2 < E_c2)[:, None], t17, 0.0), input_precision="ieee")
    else:
        t19 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t14, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t17, 0.0), 0), axis=1)
    tl.store(states20_ptr + i_c1 * states20_s0 + i_c2 * states20_s1 + tl.arange(0, F_n0)[:, None] * states20_s2 + tl.arange(0, T_c1)[None, :] * states20_s3 + tl.zeros([F_n0, T_c1], tl.int32), t19)


@triton.jit
def kernel_2(states20_ptr, states20_s0, states20_s1, states20_s2, states20_s3, m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m31_ptr, m31_s0, m31_s1, m40_ptr, m40_s0, m40_s1, states50_ptr, states50_s0, states50_s1, states50_s2, states50_s3, states51_ptr, states51_s0, states51_s1, states51_s2, states51_s3, E_c0, E_c1, E_c2, E_n0, E_n1, DOT_34: tl.constexpr, DOT_43: tl.constexpr, DOT_48: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # stores states50, states51: Collect over loop w_up.0[64]
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
    acc22 = tl.full([F_n0, T_c1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t21 = tl.load(states20_ptr + i_c1 * states20_s0 + i_c2 * states20_s1 + tl.arange(0, F_n0)[:, None] * states20_s2 + tl.arange(0, T_c1)[None, :] * states20_s3 + tl.zeros([F_n0, T_c1], tl.int32))
        acc22 = acc22 + t21
    t23 = tl.load(m1_ptr + offs_n0[:, None] * m1_s0 + offs_n1[None, :] * m1_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t24 = tl.load(m3_ptr + offs_n1[None, :] * m3_s1, mask=(offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t25 = (t23) * (t24)
    t26 = (t23) * (t23)
    t27 = tl.sum(tl.where((offs_n1 < E_n1)[None, :], t26, 0.0), axis=1, keep_dims=True)
    t28 = t27 + 0.00032
    t29 = tl.rsqrt(t28)
    t30 = (t25) * (t29)
    t33 = tl.load(m31_ptr + offs_n1[:, None] * m31_s0 + offs_c1[None, :] * m31_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    if DOT_34:
        t35 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t30, 0.0), tl.where((offs_n1 < E_n1)[:, None], t33, 0.0), input_precision="ieee")
    else:
        t35 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t30, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t33, 0.0), 0), axis=1)
    t36 = (t35) * (5.656854249492381)
    t37 = 1.0 / (1.0 + tl.exp(-(t36)))
    t38 = (t37) * (t36)
    t39 = (acc22) * (t38)
    t42 = tl.load(m40_ptr + offs_c1[:, None] * m40_s0 + offs_c0[None, :] * m40_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_c0 < E_c0)[None, :], other=0).to(tl.float32)
    if DOT_43:
        t44 = tl.dot(tl.where((offs_c1 < E_c1)[None, :], t39, 0.0), tl.where((offs_c1 < E_c1)[:, None], t42, 0.0), input_precision="ieee")
    else:
        t44 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, :], t39, 0.0), 2) * tl.expand_dims(tl.where((offs_c1 < E_c1)[:, None], t42, 0.0), 0), axis=1)
    t45 = (t44) * (5.656854249492381)
    t46 = (t35) * (t37)
    t47 = (t46) * (acc22)
    if DOT_48:
        t49 = tl.dot(tl.where((offs_c1 < E_c1)[None, :], t47, 0.0), tl.where((offs_c1 < E_c1)[:, None], t42, 0.0), input_precision="ieee")
    else:
        t49 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, :], t47, 0.0), 2) * tl.expand_dims(tl.where((offs_c1 < E_c1)[:, None], t42, 0.0), 0), axis=1)
    tl.store(states50_ptr + i_c0 * states50_s0 + i_c1 * states50_s1 + tl.arange(0, F_n0)[:, None] * states50_s2 + tl.arange(0, T_c0)[None, :] * states50_s3 + tl.zeros([F_n0, T_c0], tl.int32), t45)
    tl.store(states51_ptr + i_c0 * states51_s0 + i_c1 * states51_s1 + tl.arange(0, F_n0)[:, None] * states51_s2 + tl.arange(0, T_c0)[None, :] * states51_s3 + tl.zeros([F_n0, T_c0], tl.int32), t49)


@triton.jit
def kernel_3(states50_ptr, states50_s0, states50_s1, states50_s2, states50_s3, states51_ptr, states51_s0, states51_s1, states51_s2, states51_s3, buf56_ptr, buf56_s0, buf56_s1, E_c0, E_c1, E_n0, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf56: Combine over grid w_down.0@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    acc54 = tl.full([F_n0, T_c0], 0.0, tl.float32)
    acc55 = tl.full([F_n0, T_c0], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t52 = tl.load(states50_ptr + i_c0 * states50_s0 + i_c1 * states50_s1 + tl.arange(0, F_n0)[:, None] * states50_s2 + tl.arange(0, T_c0)[None, :] * states50_s3 + tl.zeros([F_n0, T_c0], tl.int32))
        t53 = tl.load(states51_ptr + i_c0 * states51_s0 + i_c1 * states51_s1 + tl.arange(0, F_n0)[:, None] * states51_s2 + tl.arange(0, T_c0)[None, :] * states51_s3 + tl.zeros([F_n0, T_c0], tl.int32))
        acc54 = acc54 + t52
        acc55 = acc55 + t53
    tl.store(buf56_ptr + offs_n0[:, None] * buf56_s0 + offs_c0[None, :] * buf56_s1, acc54, mask=(offs_n0 < E_n0)[:, None] & (offs_c0 < E_c0)[None, :])


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
    states13 = torch.full([_cdiv(32, T['c2']), _pow2(8), T['c2']], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(32, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), states13_ptr=states13, states13_s0=states13.stride(0), states13_s1=states13.stride(1), states13_s2=states13.stride(2), E_c2=32, E_n0=8, E_n1=32, F_n0=_pow2(8), F_n1=_pow2(32), T_c2=T['c2'])
    m16 = inputs['w_up']
    m15 = m16.permute([1, 0])
    states20 = torch.full([_cdiv(64, T['c1']), _cdiv(32, T['c2']), _pow2(8), T['c1']], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(64, T['c1']) * _cdiv(32, T['c2']),)](states13_ptr=states13, states13_s0=states13.stride(0), states13_s1=states13.stride(1), states13_s2=states13.stride(2), m15_ptr=m15, m15_s0=m15.stride(0), m15_s1=m15.stride(1), states20_ptr=states20, states20_s0=states20.stride(0), states20_s1=states20.stride(1), states20_s2=states20.stride(2), states20_s3=states20.stride(3), E_c1=64, E_c2=32, E_n0=8, DOT_18=(_pow2(8)) >= 16 and (T['c2']) >= 16 and (T['c1']) >= 16, F_n0=_pow2(8), T_c1=T['c1'], T_c2=T['c2'])
    m32 = inputs['w_gate']
    m31 = m32.permute([1, 0])
    m41 = inputs['w_down']
    m40 = m41.permute([1, 0])
    states50 = torch.full([_cdiv(32, T['c0']), _cdiv(64, T['c1']), _pow2(8), T['c0']], float("nan"), dtype=torch.float32, device=device)
    states51 = torch.full([_cdiv(32, T['c0']), _cdiv(64, T['c1']), _pow2(8), T['c0']], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(32, T['c0']) * _cdiv(64, T['c1']),)](states20_ptr=states20, states20_s0=states20.stride(0), states20_s1=states20.stride(1), states20_s2=states20.stride(2), states20_s3=states20.stride(3), m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m31_ptr=m31, m31_s0=m31.stride(0), m31_s1=m31.stride(1), m40_ptr=m40, m40_s0=m40.stride(0), m40_s1=m40.stride(1), states50_ptr=states50, states50_s0=states50.stride(0), states50_s1=states50.stride(1), states50_s2=states50.stride(2), states50_s3=states50.stride(3), states51_ptr=states51, states51_s0=states51.stride(0), states51_s1=states51.stride(1), states51_s2=states51.stride(2), states51_s3=states51.stride(3), E_c0=32, E_c1=64, E_c2=32, E_n0=8, E_n1=32, DOT_34=(_pow2(8)) >= 16 and (_pow2(32)) >= 16 and (T['c1']) >= 16, DOT_43=(_pow2(8)) >= 16 and (T['c1']) >= 16 and (T['c0']) >= 16, DOT_48=(_pow2(8)) >= 16 and (T['c1']) >= 16 and (T['c0']) >= 16, F_n0=_pow2(8), F_n1=_pow2(32), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    buf56 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(32, T['c0']),)](states50_ptr=states50, states50_s0=states50.stride(0), states50_s1=states50.stride(1), states50_s2=states50.stride(2), states50_s3=states50.stride(3), states51_ptr=states51, states51_s0=states51.stride(0), states51_s1=states51.stride(1), states51_s2=states51.stride(2), states51_s3=states51.stride(3), buf56_ptr=buf56, buf56_s0=buf56.stride(0), buf56_s1=buf56.stride(1), E_c0=32, E_c1=64, E_n0=8, F_n0=_pow2(8), T_c0=T['c0'], T_c1=T['c1'])
    return buf56


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
