"""layernorm_gemm [small], candidate 26: 7 kernel(s)

Rendered by EqiForge from candidate 26 of layernorm_gemm [small]: store(w.1[64]) ; grid(x.0@0) loop(w.1[64]: sum, stored) ; grid(x.0@0) ; grid() loop(w.1[64]: sum) ; store(w.1[64]) ; grid(w.0@1) loop(w.1[64]: sum, stored) ; grid(x.0@0)
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.0@0[8]
    c1: loop w.1[64]
    c2: grid w.0@1[32]

Run it on its own: `python kernels/f26.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/layernorm_gemm.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 4, "c1": 32, "c2": 16}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, states5_ptr, states5_s0, states5_s1, states5_s2, states5_s3, E_c0, E_c1, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # stores states5: Collect over loop w.1[64]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    t3 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c1[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t4 = tl.sum(tl.where((offs_c1 < E_c1)[None, :], t3, 0.0), axis=1, keep_dims=True)
    tl.store(states5_ptr + i_c0 * states5_s0 + i_c1 * states5_s1 + tl.arange(0, T_c0)[:, None] * states5_s2 + tl.zeros([T_c0, 1], tl.int32), t4)


@triton.jit
def kernel_1(states5_ptr, states5_s0, states5_s1, states5_s2, states5_s3, buf8_ptr, buf8_s0, buf8_s1, E_c0, E_c1, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf8: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    acc7 = tl.full([T_c0, 1], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t6 = tl.load(states5_ptr + i_c0 * states5_s0 + i_c1 * states5_s1 + tl.arange(0, T_c0)[:, None] * states5_s2 + tl.zeros([T_c0, 1], tl.int32))
        acc7 = acc7 + t6
    tl.store(buf8_ptr + offs_c0[:, None] * buf8_s0, acc7, mask=(offs_c0 < E_c0)[:, None])


@triton.jit
def kernel_2(m1_ptr, m1_s0, m1_s1, buf8_ptr, buf8_s0, buf8_s1, buf27_ptr, buf27_s0, buf27_s1, E_c0, E_n2, F_n2: tl.constexpr, T_c0: tl.constexpr):
    # writes buf27: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n2 = tl.arange(0, F_n2)
    t21 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_n2[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    t22 = tl.load(buf8_ptr + offs_c0[:, None] * buf8_s0, mask=(offs_c0 < E_c0)[:, None], other=0).to(tl.float32)
    t23 = (t22) * (0.015625)
    t24 = t21 - (t23)
    t25 = (t24) * (t24)
    t26 = tl.sum(tl.where((offs_n2 < E_n2)[None, :], t25, 0.0), axis=1, keep_dims=True)
    tl.store(buf27_ptr + offs_c0[:, None] * buf27_s0, t26, mask=(offs_c0 < E_c0)[:, None])


@triton.jit
def kernel_3(m1_ptr, m1_s0, m1_s1, buf8_ptr, buf8_s0, buf8_s1, m12_ptr, m12_s0, m12_s1, m16_ptr, m16_s0, m16_s1, buf27_ptr, buf27_s0, buf27_s1, buf33_ptr, buf33_s0, buf33_s1, E_c1, E_n0, E_n1, DOT_19: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c1: tl.constexpr):
    # writes buf33: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    t9 = tl.load(buf8_ptr + offs_n1[:, None] * buf8_s0, mask=(offs_n1 < E_n1)[:, None], other=0).to(tl.float32)
    t10 = (t9) * (0.015625)
    t28 = tl.load(buf27_ptr + offs_n1[:, None] * buf27_s0, mask=(offs_n1 < E_n1)[:, None], other=0).to(tl.float32)
    t29 = t28 + 0.00064
    t30 = tl.rsqrt(t29)
    acc32 = tl.full([F_n1, F_n0], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t2 = tl.load(m1_ptr + offs_n1[:, None] * m1_s0 + offs_c1[None, :] * m1_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        t11 = t2 - (t10)
        t14 = tl.load(m12_ptr + offs_c1[None, :] * m12_s1, mask=(offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        t15 = (t11) * (t14)
        t18 = tl.load(m16_ptr + offs_c1[:, None] * m16_s0 + offs_n0[None, :] * m16_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
        if DOT_19:
            t20 = tl.dot(tl.where((offs_c1 < E_c1)[None, :], t15, 0.0), tl.where((offs_c1 < E_c1)[:, None], t18, 0.0), input_precision="ieee")
        else:
            t20 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, :], t15, 0.0), 2) * tl.expand_dims(tl.where((offs_c1 < E_c1)[:, None], t18, 0.0), 0), axis=1)
        t31 = (t20) * (t30)
        acc32 = acc32 + t31
    tl.store(buf33_ptr + offs_n1[:, None] * buf33_s0 + offs_n0[None, :] * buf33_s1, acc32, mask=(offs_n1 < E_n1)[:, None] & (offs_n0 < E_n0)[None, :])


@triton.jit
def kernel_4(m36_ptr, m36_s0, m36_s1, m16_ptr, m16_s0, m16_s1, states42_ptr, states42_s0, states42_s1, states42_s2, states42_s3, E_c1, E_c2, DOT_40: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # stores states42: Collect over loop w.1[64]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    t38 = tl.load(m36_ptr + offs_c1[None, :] * m36_s1, mask=(offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t39 = tl.load(m16_ptr + offs_c1[:, None] * m16_s0 + offs_c2[None, :] * m16_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
    if DOT_40:
        t41 = tl.dot(tl.where((offs_c1 < E_c1)[None, :], t38, 0.0), tl.where((offs_c1 < E_c1)[:, None], t39, 0.0), input_precision="ieee")
    else:
        t41 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, :], t38, 0.0), 2) * tl.expand_dims(tl.where((offs_c1 < E_c1)[:, None], t39, 0.0), 0), axis=1)
    tl.store(states42_ptr + i_c2 * states42_s0 + i_c1 * states42_s1 + tl.arange(0, T_c2)[None, :] * states42_s3 + tl.zeros([1, T_c2], tl.int32), t41)


@triton.jit
def kernel_5(states42_ptr, states42_s0, states42_s1, states42_s2, states42_s3, buf45_ptr, buf45_s0, buf45_s1, E_c1, E_c2, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf45: Combine over grid w.0@1[32]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    acc44 = tl.full([1, T_c2], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t43 = tl.load(states42_ptr + i_c2 * states42_s0 + i_c1 * states42_s1 + tl.arange(0, T_c2)[None, :] * states42_s3 + tl.zeros([1, T_c2], tl.int32))
        acc44 = acc44 + t43
    tl.store(buf45_ptr + offs_c2[None, :] * buf45_s1, acc44, mask=(offs_c2 < E_c2)[None, :])


@triton.jit
def kernel_6(buf33_ptr, buf33_s0, buf33_s1, buf45_ptr, buf45_s0, buf45_s1, m48_ptr, m48_s0, m48_s1, buf52_ptr, buf52_s0, buf52_s1, E_c0, E_n0, F_n0: tl.constexpr, T_c0: tl.constexpr):
    # writes buf52: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t34 = tl.load(buf33_ptr + offs_c0[:, None] * buf33_s0 + offs_n0[None, :] * buf33_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t35 = (t34) * (8.0)
    t46 = tl.load(buf45_ptr + offs_n0[None, :] * buf45_s1, mask=(offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t47 = t35 + t46
    t50 = tl.load(m48_ptr + offs_n0[None, :] * m48_s1, mask=(offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t51 = t47 + t50
    tl.store(buf52_ptr + offs_c0[:, None] * buf52_s0 + offs_n0[None, :] * buf52_s1, t51, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :])


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
    states5 = torch.full([_cdiv(8, T['c0']), _cdiv(64, T['c1']), T['c0'], 1], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(8, T['c0']) * _cdiv(64, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), states5_ptr=states5, states5_s0=states5.stride(0), states5_s1=states5.stride(1), states5_s2=states5.stride(2), states5_s3=states5.stride(3), E_c0=8, E_c1=64, T_c0=T['c0'], T_c1=T['c1'])
    buf8 = torch.full([8, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(8, T['c0']),)](states5_ptr=states5, states5_s0=states5.stride(0), states5_s1=states5.stride(1), states5_s2=states5.stride(2), states5_s3=states5.stride(3), buf8_ptr=buf8, buf8_s0=buf8.stride(0), buf8_s1=buf8.stride(1), E_c0=8, E_c1=64, T_c0=T['c0'], T_c1=T['c1'])
    m13 = inputs['w_ln']
    m12 = m13.reshape([1, 64])
    m17 = inputs['w']
    m16 = m17.permute([1, 0])
    buf27 = torch.full([8, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(8, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), buf8_ptr=buf8, buf8_s0=buf8.stride(0), buf8_s1=buf8.stride(1), buf27_ptr=buf27, buf27_s0=buf27.stride(0), buf27_s1=buf27.stride(1), E_c0=8, E_n2=64, F_n2=_pow2(64), T_c0=T['c0'])
    buf33 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(1,)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), buf8_ptr=buf8, buf8_s0=buf8.stride(0), buf8_s1=buf8.stride(1), m12_ptr=m12, m12_s0=m12.stride(0), m12_s1=m12.stride(1), m16_ptr=m16, m16_s0=m16.stride(0), m16_s1=m16.stride(1), buf27_ptr=buf27, buf27_s0=buf27.stride(0), buf27_s1=buf27.stride(1), buf33_ptr=buf33, buf33_s0=buf33.stride(0), buf33_s1=buf33.stride(1), E_c1=64, E_n0=32, E_n1=8, DOT_19=(_pow2(8)) >= 16 and (T['c1']) >= 16 and (_pow2(32)) >= 16, F_n0=_pow2(32), F_n1=_pow2(8), T_c1=T['c1'])
    m37 = inputs['b_ln']
    m36 = m37.reshape([1, 64])
    states42 = torch.full([_cdiv(32, T['c2']), _cdiv(64, T['c1']), 1, T['c2']], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(_cdiv(32, T['c2']) * _cdiv(64, T['c1']),)](m36_ptr=m36, m36_s0=m36.stride(0), m36_s1=m36.stride(1), m16_ptr=m16, m16_s0=m16.stride(0), m16_s1=m16.stride(1), states42_ptr=states42, states42_s0=states42.stride(0), states42_s1=states42.stride(1), states42_s2=states42.stride(2), states42_s3=states42.stride(3), E_c1=64, E_c2=32, DOT_40=(1) >= 16 and (T['c1']) >= 16 and (T['c2']) >= 16, T_c1=T['c1'], T_c2=T['c2'])
    buf45 = torch.full([1, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_5[(_cdiv(32, T['c2']),)](states42_ptr=states42, states42_s0=states42.stride(0), states42_s1=states42.stride(1), states42_s2=states42.stride(2), states42_s3=states42.stride(3), buf45_ptr=buf45, buf45_s0=buf45.stride(0), buf45_s1=buf45.stride(1), E_c1=64, E_c2=32, T_c1=T['c1'], T_c2=T['c2'])
    m49 = inputs['bias']
    m48 = m49.reshape([1, 32])
    buf52 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_6[(_cdiv(8, T['c0']),)](buf33_ptr=buf33, buf33_s0=buf33.stride(0), buf33_s1=buf33.stride(1), buf45_ptr=buf45, buf45_s0=buf45.stride(0), buf45_s1=buf45.stride(1), m48_ptr=m48, m48_s0=m48.stride(0), m48_s1=m48.stride(1), buf52_ptr=buf52, buf52_s0=buf52.stride(0), buf52_s1=buf52.stride(1), E_c0=8, E_n0=32, F_n0=_pow2(32), T_c0=T['c0'])
    return buf52


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
