"""layernorm_gemm [small], candidate 31: 8 kernel(s)

Rendered by EqiForge from candidate 31 of layernorm_gemm [small]: store(w.1[64]) ; store(w.1[64]) ; grid(x.0@0) loop(w.1[64]: sum, stored) ; store(w.1[64]) ; grid(x.0@0) loop(w.1[64]: sum, stored) ; grid(x.0@0) ; grid(w.0@1) loop(w.1[64]: sum, stored) [1 mm] ; grid(w.0@1, x.0@0)
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.0@0[8]
    c1: grid w.0@1[32]
    c2: loop w.1[64]

Run it on its own: `python kernels/f31.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/layernorm_gemm.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 4, "c1": 16, "c2": 32}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, states5_ptr, states5_s0, states5_s1, states5_s2, E_c2, E_n0, F_n0: tl.constexpr, T_c2: tl.constexpr):
    # stores states5: Collect over loop w.1[64]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t3 = tl.load(m1_ptr + offs_n0[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
    t4 = tl.sum(tl.where((offs_c2 < E_c2)[None, :], t3, 0.0), axis=1, keep_dims=True)
    tl.store(states5_ptr + i_c2 * states5_s0 + tl.arange(0, F_n0)[:, None] * states5_s1 + tl.zeros([F_n0, 1], tl.int32), t4)


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, states17_ptr, states17_s0, states17_s1, states17_s2, states17_s3, E_c0, E_c2, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # stores states17: Collect over loop w.1[64]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    t14 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
    t15 = (t14) * (t14)
    t16 = tl.sum(tl.where((offs_c2 < E_c2)[None, :], t15, 0.0), axis=1, keep_dims=True)
    tl.store(states17_ptr + i_c0 * states17_s0 + i_c2 * states17_s1 + tl.arange(0, T_c0)[:, None] * states17_s2 + tl.zeros([T_c0, 1], tl.int32), t16)


@triton.jit
def kernel_2(states17_ptr, states17_s0, states17_s1, states17_s2, states17_s3, buf20_ptr, buf20_s0, buf20_s1, E_c0, E_c2, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # writes buf20: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    acc19 = tl.full([T_c0, 1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t18 = tl.load(states17_ptr + i_c0 * states17_s0 + i_c2 * states17_s1 + tl.arange(0, T_c0)[:, None] * states17_s2 + tl.zeros([T_c0, 1], tl.int32))
        acc19 = acc19 + t18
    tl.store(buf20_ptr + offs_c0[:, None] * buf20_s0, acc19, mask=(offs_c0 < E_c0)[:, None])


@triton.jit
def kernel_3(m1_ptr, m1_s0, m1_s1, states24_ptr, states24_s0, states24_s1, states24_s2, states24_s3, E_c0, E_c2, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # stores states24: Collect over loop w.1[64]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    t22 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
    t23 = tl.sum(tl.where((offs_c2 < E_c2)[None, :], t22, 0.0), axis=1, keep_dims=True)
    tl.store(states24_ptr + i_c0 * states24_s0 + i_c2 * states24_s1 + tl.arange(0, T_c0)[:, None] * states24_s2 + tl.zeros([T_c0, 1], tl.int32), t23)


@triton.jit
def kernel_4(states24_ptr, states24_s0, states24_s1, states24_s2, states24_s3, buf27_ptr, buf27_s0, buf27_s1, E_c0, E_c2, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # writes buf27: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    acc26 = tl.full([T_c0, 1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t25 = tl.load(states24_ptr + i_c0 * states24_s0 + i_c2 * states24_s1 + tl.arange(0, T_c0)[:, None] * states24_s2 + tl.zeros([T_c0, 1], tl.int32))
        acc26 = acc26 + t25
    tl.store(buf27_ptr + offs_c0[:, None] * buf27_s0, acc26, mask=(offs_c0 < E_c0)[:, None])


@triton.jit
def kernel_5(buf20_ptr, buf20_s0, buf20_s1, buf27_ptr, buf27_s0, buf27_s1, buf35_ptr, buf35_s0, buf35_s1, E_c0, T_c0: tl.constexpr):
    # writes buf35: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    t21 = tl.load(buf20_ptr + offs_c0[:, None] * buf20_s0, mask=(offs_c0 < E_c0)[:, None], other=0).to(tl.float32)
    t28 = tl.load(buf27_ptr + offs_c0[:, None] * buf27_s0, mask=(offs_c0 < E_c0)[:, None], other=0).to(tl.float32)
    t29 = (t28) * (2.0)
    t30 = (t28) * (1.0)
    t31 = t29 - (t30)
    t32 = (t28) * (0.015625)
    t33 = (t31) * (t32)
    t34 = t21 - (t33)
    tl.store(buf35_ptr + offs_c0[:, None] * buf35_s0, t34, mask=(offs_c0 < E_c0)[:, None])


@triton.jit
def kernel_6(m1_ptr, m1_s0, m1_s1, states5_ptr, states5_s0, states5_s1, states5_s2, m10_ptr, m10_s0, m10_s1, buf35_ptr, buf35_s0, buf35_s1, m41_ptr, m41_s0, m41_s1, m45_ptr, m45_s0, m45_s1, buf50_ptr, buf50_s0, buf50_s1, E_c1, E_c2, E_n0, E_n1, DOT_48: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf50: Combine over grid w.0@1[32]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t2 = tl.load(m1_ptr + offs_n0[:, None] * m1_s0 + offs_n1[None, :] * m1_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    acc7 = tl.full([F_n0, 1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t6 = tl.load(states5_ptr + i_c2 * states5_s0 + tl.arange(0, F_n0)[:, None] * states5_s1 + tl.zeros([F_n0, 1], tl.int32))
        acc7 = acc7 + t6
    t8 = (acc7) * (0.015625)
    t9 = t2 - (t8)
    t12 = tl.load(m10_ptr + offs_n1[None, :] * m10_s1, mask=(offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t13 = (t9) * (t12)
    t36 = tl.load(buf35_ptr + offs_n0[:, None] * buf35_s0, mask=(offs_n0 < E_n0)[:, None], other=0).to(tl.float32)
    t37 = (t36) * (0.015625)
    t38 = t37 + 1e-05
    t39 = tl.rsqrt(t38)
    t40 = (t13) * (t39)
    t43 = tl.load(m41_ptr + offs_n1[None, :] * m41_s1, mask=(offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t44 = t40 + t43
    t47 = tl.load(m45_ptr + offs_n1[:, None] * m45_s0 + offs_c1[None, :] * m45_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    if DOT_48:
        t49 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t44, 0.0), tl.where((offs_n1 < E_n1)[:, None], t47, 0.0), input_precision="ieee")
    else:
        t49 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t44, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t47, 0.0), 0), axis=1)
    tl.store(buf50_ptr + offs_n0[:, None] * buf50_s0 + offs_c1[None, :] * buf50_s1, t49, mask=(offs_n0 < E_n0)[:, None] & (offs_c1 < E_c1)[None, :])


@triton.jit
def kernel_7(buf50_ptr, buf50_s0, buf50_s1, m52_ptr, m52_s0, m52_s1, buf56_ptr, buf56_s0, buf56_s1, E_c0, E_c1, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf56: Combine over grid x.0@0[8], grid w.0@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    t51 = tl.load(buf50_ptr + offs_c0[:, None] * buf50_s0 + offs_c1[None, :] * buf50_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t54 = tl.load(m52_ptr + offs_c1[None, :] * m52_s1, mask=(offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t55 = t51 + t54
    tl.store(buf56_ptr + offs_c0[:, None] * buf56_s0 + offs_c1[None, :] * buf56_s1, t55, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :])


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
    states5 = torch.full([_cdiv(64, T['c2']), _pow2(8), 1], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(64, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), states5_ptr=states5, states5_s0=states5.stride(0), states5_s1=states5.stride(1), states5_s2=states5.stride(2), E_c2=64, E_n0=8, F_n0=_pow2(8), T_c2=T['c2'])
    m11 = inputs['w_ln']
    m10 = m11.reshape([1, 64])
    states17 = torch.full([_cdiv(8, T['c0']), _cdiv(64, T['c2']), T['c0'], 1], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(8, T['c0']) * _cdiv(64, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), states17_ptr=states17, states17_s0=states17.stride(0), states17_s1=states17.stride(1), states17_s2=states17.stride(2), states17_s3=states17.stride(3), E_c0=8, E_c2=64, T_c0=T['c0'], T_c2=T['c2'])
    buf20 = torch.full([8, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(8, T['c0']),)](states17_ptr=states17, states17_s0=states17.stride(0), states17_s1=states17.stride(1), states17_s2=states17.stride(2), states17_s3=states17.stride(3), buf20_ptr=buf20, buf20_s0=buf20.stride(0), buf20_s1=buf20.stride(1), E_c0=8, E_c2=64, T_c0=T['c0'], T_c2=T['c2'])
    states24 = torch.full([_cdiv(8, T['c0']), _cdiv(64, T['c2']), T['c0'], 1], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(8, T['c0']) * _cdiv(64, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), states24_ptr=states24, states24_s0=states24.stride(0), states24_s1=states24.stride(1), states24_s2=states24.stride(2), states24_s3=states24.stride(3), E_c0=8, E_c2=64, T_c0=T['c0'], T_c2=T['c2'])
    buf27 = torch.full([8, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(_cdiv(8, T['c0']),)](states24_ptr=states24, states24_s0=states24.stride(0), states24_s1=states24.stride(1), states24_s2=states24.stride(2), states24_s3=states24.stride(3), buf27_ptr=buf27, buf27_s0=buf27.stride(0), buf27_s1=buf27.stride(1), E_c0=8, E_c2=64, T_c0=T['c0'], T_c2=T['c2'])
    buf35 = torch.full([8, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_5[(_cdiv(8, T['c0']),)](buf20_ptr=buf20, buf20_s0=buf20.stride(0), buf20_s1=buf20.stride(1), buf27_ptr=buf27, buf27_s0=buf27.stride(0), buf27_s1=buf27.stride(1), buf35_ptr=buf35, buf35_s0=buf35.stride(0), buf35_s1=buf35.stride(1), E_c0=8, T_c0=T['c0'])
    m42 = inputs['b_ln']
    m41 = m42.reshape([1, 64])
    m46 = inputs['w']
    m45 = m46.permute([1, 0])
    buf50 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_6[(_cdiv(32, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), states5_ptr=states5, states5_s0=states5.stride(0), states5_s1=states5.stride(1), states5_s2=states5.stride(2), m10_ptr=m10, m10_s0=m10.stride(0), m10_s1=m10.stride(1), buf35_ptr=buf35, buf35_s0=buf35.stride(0), buf35_s1=buf35.stride(1), m41_ptr=m41, m41_s0=m41.stride(0), m41_s1=m41.stride(1), m45_ptr=m45, m45_s0=m45.stride(0), m45_s1=m45.stride(1), buf50_ptr=buf50, buf50_s0=buf50.stride(0), buf50_s1=buf50.stride(1), E_c1=32, E_c2=64, E_n0=8, E_n1=64, DOT_48=(_pow2(8)) >= 16 and (_pow2(64)) >= 16 and (T['c1']) >= 16, F_n0=_pow2(8), F_n1=_pow2(64), T_c1=T['c1'], T_c2=T['c2'])
    m53 = inputs['bias']
    m52 = m53.reshape([1, 32])
    buf56 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_7[(_cdiv(8, T['c0']) * _cdiv(32, T['c1']),)](buf50_ptr=buf50, buf50_s0=buf50.stride(0), buf50_s1=buf50.stride(1), m52_ptr=m52, m52_s0=m52.stride(0), m52_s1=m52.stride(1), buf56_ptr=buf56, buf56_s0=buf56.stride(0), buf56_s1=buf56.stride(1), E_c0=8, E_c1=32, T_c0=T['c0'], T_c1=T['c1'])
    return buf56


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
