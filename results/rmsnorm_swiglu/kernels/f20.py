"""rmsnorm_swiglu [small], candidate 20: 6 kernel(s)

Rendered by EqiForge from candidate 20 of rmsnorm_swiglu [small]: store(x.1[32]) ; grid(x.0@0) loop(x.1[32]: sum, stored) ; grid(x.0@0) ; store(x.1[32]) ; grid(w_up.0@1) loop(x.1[32]: sum, stored) [1 mm] ; grid() loop(w_up.0[64]: pair(sum, sum))
Coordinates (tile sizes are the T arguments of launch()):
    c0: loop w_up.0[64]
    c1: grid x.0@0[8]
    c2: loop x.1[32]
    c3: grid w_up.0@1[64]

Run it on its own: `python kernels/f20.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/rmsnorm_swiglu.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 32, "c1": 4, "c2": 16, "c3": 32}


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
def kernel_2(buf15_ptr, buf15_s0, buf15_s1, m1_ptr, m1_s0, m1_s1, buf23_ptr, buf23_s0, buf23_s1, E_c1, E_n1, E_n2, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c1: tl.constexpr):
    # writes buf23: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t16 = tl.load(buf15_ptr + offs_c1[:, None] * buf15_s0 + offs_n1[None, :] * buf15_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t17 = tl.load(m1_ptr + offs_c1[:, None] * m1_s0 + offs_n2[None, :] * m1_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    t18 = (t17) * (t17)
    t19 = tl.sum(tl.where((offs_n2 < E_n2)[None, :], t18, 0.0), axis=1, keep_dims=True)
    t20 = t19 + 0.00032
    t21 = tl.rsqrt(t20)
    t22 = (t16) * (t21)
    tl.store(buf23_ptr + offs_c1[:, None] * buf23_s0 + offs_n1[None, :] * buf23_s1, t22, mask=(offs_c1 < E_c1)[:, None] & (offs_n1 < E_n1)[None, :])


@triton.jit
def kernel_3(m1_ptr, m1_s0, m1_s1, states39_ptr, states39_s0, states39_s1, states39_s2, E_c2, E_n0, F_n0: tl.constexpr, T_c2: tl.constexpr):
    # stores states39: Collect over loop x.1[32]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t36 = tl.load(m1_ptr + offs_n0[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
    t37 = (t36) * (t36)
    t38 = tl.sum(tl.where((offs_c2 < E_c2)[None, :], t37, 0.0), axis=1, keep_dims=True)
    tl.store(states39_ptr + i_c2 * states39_s0 + tl.arange(0, F_n0)[:, None] * states39_s1 + tl.zeros([F_n0, 1], tl.int32), t38)


@triton.jit
def kernel_4(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m31_ptr, m31_s0, m31_s1, states39_ptr, states39_s0, states39_s1, states39_s2, buf45_ptr, buf45_s0, buf45_s1, E_c2, E_c3, E_n0, E_n2, DOT_34: tl.constexpr, F_n0: tl.constexpr, F_n2: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # writes buf45: Combine over grid w_up.0@1[64]
    pid = tl.program_id(0)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n2 = tl.arange(0, F_n2)
    t28 = tl.load(m1_ptr + offs_n0[:, None] * m1_s0 + offs_n2[None, :] * m1_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    t29 = tl.load(m3_ptr + offs_n2[None, :] * m3_s1, mask=(offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    t30 = (t28) * (t29)
    t33 = tl.load(m31_ptr + offs_n2[:, None] * m31_s0 + offs_c3[None, :] * m31_s1, mask=(offs_n2 < E_n2)[:, None] & (offs_c3 < E_c3)[None, :], other=0).to(tl.float32)
    if DOT_34:
        t35 = tl.dot(tl.where((offs_n2 < E_n2)[None, :], t30, 0.0), tl.where((offs_n2 < E_n2)[:, None], t33, 0.0), input_precision="ieee")
    else:
        t35 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, :], t30, 0.0), 2) * tl.expand_dims(tl.where((offs_n2 < E_n2)[:, None], t33, 0.0), 0), axis=1)
    acc41 = tl.full([F_n0, 1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t40 = tl.load(states39_ptr + i_c2 * states39_s0 + tl.arange(0, F_n0)[:, None] * states39_s1 + tl.zeros([F_n0, 1], tl.int32))
        acc41 = acc41 + t40
    t42 = acc41 + 0.00032
    t43 = tl.rsqrt(t42)
    t44 = (t35) * (t43)
    tl.store(buf45_ptr + offs_n0[:, None] * buf45_s0 + offs_c3[None, :] * buf45_s1, t44, mask=(offs_n0 < E_n0)[:, None] & (offs_c3 < E_c3)[None, :])


@triton.jit
def kernel_5(buf23_ptr, buf23_s0, buf23_s1, buf45_ptr, buf45_s0, buf45_s1, m48_ptr, m48_s0, m48_s1, buf56_ptr, buf56_s0, buf56_s1, buf57_ptr, buf57_s0, buf57_s1, E_c0, E_n0, E_n2, DOT_51: tl.constexpr, F_n0: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr):
    # writes buf56, buf57: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n2 = tl.arange(0, F_n2)
    acc54 = tl.full([F_n0, F_n2], 0.0, tl.float32)
    acc55 = tl.full([F_n0, F_n2], 0.0, tl.float32)
    for i_c0 in range(0, tl.cdiv(E_c0, T_c0)):
        offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)

        t24 = tl.load(buf23_ptr + offs_n0[:, None] * buf23_s0 + offs_c0[None, :] * buf23_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c0 < E_c0)[None, :], other=0).to(tl.float32)
        t25 = (t24) * (5.656854249492381)
        t26 = 1.0 / (1.0 + tl.exp(-(t25)))
        t27 = (t24) * (t26)
        t46 = tl.load(buf45_ptr + offs_n0[:, None] * buf45_s0 + offs_c0[None, :] * buf45_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c0 < E_c0)[None, :], other=0).to(tl.float32)
        t47 = (t27) * (t46)
        t50 = tl.load(m48_ptr + offs_c0[:, None] * m48_s0 + offs_n2[None, :] * m48_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
        if DOT_51:
            t52 = tl.dot(tl.where((offs_c0 < E_c0)[None, :], t47, 0.0), tl.where((offs_c0 < E_c0)[:, None], t50, 0.0), input_precision="ieee")
        else:
            t52 = tl.sum(tl.expand_dims(tl.where((offs_c0 < E_c0)[None, :], t47, 0.0), 2) * tl.expand_dims(tl.where((offs_c0 < E_c0)[:, None], t50, 0.0), 0), axis=1)
        t53 = (t52) * (32.00000000000001)
        acc54 = acc54 + t53
        acc55 = acc55 + t52
    tl.store(buf56_ptr + offs_n0[:, None] * buf56_s0 + offs_n2[None, :] * buf56_s1, acc54, mask=(offs_n0 < E_n0)[:, None] & (offs_n2 < E_n2)[None, :])
    tl.store(buf57_ptr + offs_n0[:, None] * buf57_s0 + offs_n2[None, :] * buf57_s1, acc55, mask=(offs_n0 < E_n0)[:, None] & (offs_n2 < E_n2)[None, :])


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
    m8 = inputs['w_gate']
    m7 = m8.permute([1, 0])
    states12 = torch.full([_cdiv(8, T['c1']), _cdiv(32, T['c2']), T['c1'], _pow2(64)], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(8, T['c1']) * _cdiv(32, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), states12_ptr=states12, states12_s0=states12.stride(0), states12_s1=states12.stride(1), states12_s2=states12.stride(2), states12_s3=states12.stride(3), E_c1=8, E_c2=32, E_n1=64, DOT_10=(T['c1']) >= 16 and (T['c2']) >= 16 and (_pow2(64)) >= 16, F_n1=_pow2(64), T_c1=T['c1'], T_c2=T['c2'])
    buf15 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(8, T['c1']),)](states12_ptr=states12, states12_s0=states12.stride(0), states12_s1=states12.stride(1), states12_s2=states12.stride(2), states12_s3=states12.stride(3), buf15_ptr=buf15, buf15_s0=buf15.stride(0), buf15_s1=buf15.stride(1), E_c1=8, E_c2=32, E_n1=64, F_n1=_pow2(64), T_c1=T['c1'], T_c2=T['c2'])
    buf23 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(8, T['c1']),)](buf15_ptr=buf15, buf15_s0=buf15.stride(0), buf15_s1=buf15.stride(1), m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), buf23_ptr=buf23, buf23_s0=buf23.stride(0), buf23_s1=buf23.stride(1), E_c1=8, E_n1=64, E_n2=32, F_n1=_pow2(64), F_n2=_pow2(32), T_c1=T['c1'])
    m32 = inputs['w_up']
    m31 = m32.permute([1, 0])
    states39 = torch.full([_cdiv(32, T['c2']), _pow2(8), 1], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(32, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), states39_ptr=states39, states39_s0=states39.stride(0), states39_s1=states39.stride(1), states39_s2=states39.stride(2), E_c2=32, E_n0=8, F_n0=_pow2(8), T_c2=T['c2'])
    buf45 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(_cdiv(64, T['c3']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m31_ptr=m31, m31_s0=m31.stride(0), m31_s1=m31.stride(1), states39_ptr=states39, states39_s0=states39.stride(0), states39_s1=states39.stride(1), states39_s2=states39.stride(2), buf45_ptr=buf45, buf45_s0=buf45.stride(0), buf45_s1=buf45.stride(1), E_c2=32, E_c3=64, E_n0=8, E_n2=32, DOT_34=(_pow2(8)) >= 16 and (_pow2(32)) >= 16 and (T['c3']) >= 16, F_n0=_pow2(8), F_n2=_pow2(32), T_c2=T['c2'], T_c3=T['c3'])
    m49 = inputs['w_down']
    m48 = m49.permute([1, 0])
    buf56 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    buf57 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_5[(1,)](buf23_ptr=buf23, buf23_s0=buf23.stride(0), buf23_s1=buf23.stride(1), buf45_ptr=buf45, buf45_s0=buf45.stride(0), buf45_s1=buf45.stride(1), m48_ptr=m48, m48_s0=m48.stride(0), m48_s1=m48.stride(1), buf56_ptr=buf56, buf56_s0=buf56.stride(0), buf56_s1=buf56.stride(1), buf57_ptr=buf57, buf57_s0=buf57.stride(0), buf57_s1=buf57.stride(1), E_c0=64, E_n0=8, E_n2=32, DOT_51=(_pow2(8)) >= 16 and (T['c0']) >= 16 and (_pow2(32)) >= 16, F_n0=_pow2(8), F_n2=_pow2(32), T_c0=T['c0'])
    return buf56


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
