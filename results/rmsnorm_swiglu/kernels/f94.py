"""rmsnorm_swiglu [small], candidate 94: 5 kernel(s)

Rendered by EqiForge from candidate 94 of rmsnorm_swiglu [small]: grid(x.0@0) [1 mm] ; store(x.1[32]) ; store(x.1[32]) ; store(x.1[32]) ; grid(w_down.0@1, x.0@0) loop(x.1[32]: sum, stored) loop(x.1[32]: sum, stored) [2 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.0@0[8]
    c1: grid w_down.0@1[32]
    c2: loop x.1[32]

Run it on its own: `python kernels/f94.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/rmsnorm_swiglu.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 4, "c1": 16, "c2": 16}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 8, "c1": 32, "c2": 32}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m7_ptr, m7_s0, m7_s1, buf17_ptr, buf17_s0, buf17_s1, E_c0, E_n0, E_n1, DOT_10: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr):
    # writes buf17: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    t2 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_n1[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t5 = tl.load(m3_ptr + offs_n1[None, :] * m3_s1, mask=(offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t6 = (t2) * (t5)
    t9 = tl.load(m7_ptr + offs_n1[:, None] * m7_s0 + offs_n0[None, :] * m7_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    if DOT_10:
        t11 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t6, 0.0), tl.where((offs_n1 < E_n1)[:, None], t9, 0.0), input_precision="ieee")
    else:
        t11 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t6, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t9, 0.0), 0), axis=1)
    t12 = (t2) * (t2)
    t13 = tl.sum(tl.where((offs_n1 < E_n1)[None, :], t12, 0.0), axis=1, keep_dims=True)
    t14 = t13 + 0.00032
    t15 = tl.rsqrt(t14)
    t16 = (t11) * (t15)
    tl.store(buf17_ptr + offs_c0[:, None] * buf17_s0 + offs_n0[None, :] * buf17_s1, t16, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :])


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, states36_ptr, states36_s0, states36_s1, states36_s2, states36_s3, E_c0, E_c2, E_n1, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # stores states36: Collect over loop x.1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    t27 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
    t28 = tl.load(m3_ptr + offs_c2[None, :] * m3_s1, mask=(offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
    t29 = (t27) * (t28)
    t30 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_n1[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t31 = (t30) * (t30)
    t32 = tl.sum(tl.where((offs_n1 < E_n1)[None, :], t31, 0.0), axis=1, keep_dims=True)
    t33 = t32 + 0.00032
    t34 = tl.rsqrt(t33)
    t35 = (t29) * (t34)
    tl.store(states36_ptr + i_c0 * states36_s0 + i_c2 * states36_s1 + tl.arange(0, T_c0)[:, None] * states36_s2 + tl.arange(0, T_c2)[None, :] * states36_s3 + tl.zeros([T_c0, T_c2], tl.int32), t35)


@triton.jit
def kernel_2(states36_ptr, states36_s0, states36_s1, states36_s2, states36_s3, m22_ptr, m22_s0, m22_s1, states41_ptr, states41_s0, states41_s1, states41_s2, states41_s3, E_c0, E_c2, E_n0, DOT_39: tl.constexpr, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # stores states41: Collect over loop x.1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t37 = tl.load(states36_ptr + i_c0 * states36_s0 + i_c2 * states36_s1 + tl.arange(0, T_c0)[:, None] * states36_s2 + tl.arange(0, T_c2)[None, :] * states36_s3 + tl.zeros([T_c0, T_c2], tl.int32))
    t38 = tl.load(m22_ptr + offs_c2[:, None] * m22_s0 + offs_n0[None, :] * m22_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    if DOT_39:
        t40 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t37, 0.0), tl.where((offs_c2 < E_c2)[:, None], t38, 0.0), input_precision="ieee")
    else:
        t40 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t37, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t38, 0.0), 0), axis=1)
    tl.store(states41_ptr + i_c0 * states41_s0 + i_c2 * states41_s1 + tl.arange(0, T_c0)[:, None] * states41_s2 + tl.arange(0, F_n0)[None, :] * states41_s3 + tl.zeros([T_c0, F_n0], tl.int32), t40)


@triton.jit
def kernel_3(m1_ptr, m1_s0, m1_s1, states56_ptr, states56_s0, states56_s1, states56_s2, states56_s3, E_c0, E_c2, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # stores states56: Collect over loop x.1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    t53 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
    t54 = (t53) * (t53)
    t55 = tl.sum(tl.where((offs_c2 < E_c2)[None, :], t54, 0.0), axis=1, keep_dims=True)
    tl.store(states56_ptr + i_c0 * states56_s0 + i_c2 * states56_s1 + tl.arange(0, T_c0)[:, None] * states56_s2 + tl.zeros([T_c0, 1], tl.int32), t55)


@triton.jit
def kernel_4(buf17_ptr, buf17_s0, buf17_s1, m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m22_ptr, m22_s0, m22_s1, states41_ptr, states41_s0, states41_s1, states41_s2, states41_s3, m48_ptr, m48_s0, m48_s1, states56_ptr, states56_s0, states56_s1, states56_s2, states56_s3, buf63_ptr, buf63_s0, buf63_s1, E_c0, E_c1, E_c2, E_n0, E_n1, DOT_25: tl.constexpr, DOT_51: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf63: Combine over grid x.0@0[8], grid w_down.0@1[32]
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
    t18 = tl.load(buf17_ptr + offs_c0[:, None] * buf17_s0 + offs_n0[None, :] * buf17_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t19 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_n1[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t20 = tl.load(m3_ptr + offs_n1[None, :] * m3_s1, mask=(offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t21 = (t19) * (t20)
    t24 = tl.load(m22_ptr + offs_n1[:, None] * m22_s0 + offs_n0[None, :] * m22_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    if DOT_25:
        t26 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t21, 0.0), tl.where((offs_n1 < E_n1)[:, None], t24, 0.0), input_precision="ieee")
    else:
        t26 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t21, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t24, 0.0), 0), axis=1)
    acc43 = tl.full([T_c0, F_n0], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t42 = tl.load(states41_ptr + i_c0 * states41_s0 + i_c2 * states41_s1 + tl.arange(0, T_c0)[:, None] * states41_s2 + tl.arange(0, F_n0)[None, :] * states41_s3 + tl.zeros([T_c0, F_n0], tl.int32))
        acc43 = acc43 + t42
    t44 = (acc43) * (5.656854249492381)
    t45 = 1.0 / (1.0 + tl.exp(-(t44)))
    t46 = (t26) * (t45)
    t47 = (t18) * (t46)
    t50 = tl.load(m48_ptr + offs_n0[:, None] * m48_s0 + offs_c1[None, :] * m48_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    if DOT_51:
        t52 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t47, 0.0), tl.where((offs_n0 < E_n0)[:, None], t50, 0.0), input_precision="ieee")
    else:
        t52 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t47, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t50, 0.0), 0), axis=1)
    acc58 = tl.full([T_c0, 1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t57 = tl.load(states56_ptr + i_c0 * states56_s0 + i_c2 * states56_s1 + tl.arange(0, T_c0)[:, None] * states56_s2 + tl.zeros([T_c0, 1], tl.int32))
        acc58 = acc58 + t57
    t59 = acc58 + 0.00032
    t60 = tl.rsqrt(t59)
    t61 = (t52) * (t60)
    t62 = (t61) * (32.00000000000001)
    tl.store(buf63_ptr + offs_c0[:, None] * buf63_s0 + offs_c1[None, :] * buf63_s1, t62, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :])


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
    buf17 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(8, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), buf17_ptr=buf17, buf17_s0=buf17.stride(0), buf17_s1=buf17.stride(1), E_c0=8, E_n0=64, E_n1=32, DOT_10=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, F_n0=_pow2(64), F_n1=_pow2(32), T_c0=T['c0'])
    m23 = inputs['w_gate']
    m22 = m23.permute([1, 0])
    states36 = torch.full([_cdiv(8, T['c0']), _cdiv(32, T['c2']), T['c0'], T['c2']], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(8, T['c0']) * _cdiv(32, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), states36_ptr=states36, states36_s0=states36.stride(0), states36_s1=states36.stride(1), states36_s2=states36.stride(2), states36_s3=states36.stride(3), E_c0=8, E_c2=32, E_n1=32, F_n1=_pow2(32), T_c0=T['c0'], T_c2=T['c2'])
    states41 = torch.full([_cdiv(8, T['c0']), _cdiv(32, T['c2']), T['c0'], _pow2(64)], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(8, T['c0']) * _cdiv(32, T['c2']),)](states36_ptr=states36, states36_s0=states36.stride(0), states36_s1=states36.stride(1), states36_s2=states36.stride(2), states36_s3=states36.stride(3), m22_ptr=m22, m22_s0=m22.stride(0), m22_s1=m22.stride(1), states41_ptr=states41, states41_s0=states41.stride(0), states41_s1=states41.stride(1), states41_s2=states41.stride(2), states41_s3=states41.stride(3), E_c0=8, E_c2=32, E_n0=64, DOT_39=(T['c0']) >= 16 and (T['c2']) >= 16 and (_pow2(64)) >= 16, F_n0=_pow2(64), T_c0=T['c0'], T_c2=T['c2'])
    m49 = inputs['w_down']
    m48 = m49.permute([1, 0])
    states56 = torch.full([_cdiv(8, T['c0']), _cdiv(32, T['c2']), T['c0'], 1], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(8, T['c0']) * _cdiv(32, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), states56_ptr=states56, states56_s0=states56.stride(0), states56_s1=states56.stride(1), states56_s2=states56.stride(2), states56_s3=states56.stride(3), E_c0=8, E_c2=32, T_c0=T['c0'], T_c2=T['c2'])
    buf63 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(_cdiv(8, T['c0']) * _cdiv(32, T['c1']),)](buf17_ptr=buf17, buf17_s0=buf17.stride(0), buf17_s1=buf17.stride(1), m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m22_ptr=m22, m22_s0=m22.stride(0), m22_s1=m22.stride(1), states41_ptr=states41, states41_s0=states41.stride(0), states41_s1=states41.stride(1), states41_s2=states41.stride(2), states41_s3=states41.stride(3), m48_ptr=m48, m48_s0=m48.stride(0), m48_s1=m48.stride(1), states56_ptr=states56, states56_s0=states56.stride(0), states56_s1=states56.stride(1), states56_s2=states56.stride(2), states56_s3=states56.stride(3), buf63_ptr=buf63, buf63_s0=buf63.stride(0), buf63_s1=buf63.stride(1), E_c0=8, E_c1=32, E_c2=32, E_n0=64, E_n1=32, DOT_25=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, DOT_51=(T['c0']) >= 16 and (_pow2(64)) >= 16 and (T['c1']) >= 16, F_n0=_pow2(64), F_n1=_pow2(32), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    return buf63


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
