"""layernorm_gemm [small], candidate 36: 9 kernel(s)

Rendered by EqiForge from candidate 36 of layernorm_gemm [small]: store(w.1[64]) ; grid(x.0@0) loop(w.1[64]: sum, stored) ; store(w.1[64]) ; grid(x.0@0) loop(w.1[64]: sum, stored) ; grid(x.0@0) ; store(w.1[64]) ; store(w.1[64]) ; grid(x.0@0) loop(w.1[64]: sum, stored) ; grid(w.0@1, x.0@0)
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.0@0[8]
    c1: grid w.0@1[32]
    c2: loop w.1[64]

Run it on its own: `python kernels/f36.py` checks it once against PyTorch on random inputs.
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
def kernel_0(m1_ptr, m1_s0, m1_s1, states14_ptr, states14_s0, states14_s1, states14_s2, states14_s3, E_c0, E_c2, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # stores states14: Collect over loop w.1[64]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    t11 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
    t12 = (t11) * (t11)
    t13 = tl.sum(tl.where((offs_c2 < E_c2)[None, :], t12, 0.0), axis=1, keep_dims=True)
    tl.store(states14_ptr + i_c0 * states14_s0 + i_c2 * states14_s1 + tl.arange(0, T_c0)[:, None] * states14_s2 + tl.zeros([T_c0, 1], tl.int32), t13)


@triton.jit
def kernel_1(states14_ptr, states14_s0, states14_s1, states14_s2, states14_s3, buf17_ptr, buf17_s0, buf17_s1, E_c0, E_c2, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # writes buf17: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    acc16 = tl.full([T_c0, 1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t15 = tl.load(states14_ptr + i_c0 * states14_s0 + i_c2 * states14_s1 + tl.arange(0, T_c0)[:, None] * states14_s2 + tl.zeros([T_c0, 1], tl.int32))
        acc16 = acc16 + t15
    tl.store(buf17_ptr + offs_c0[:, None] * buf17_s0, acc16, mask=(offs_c0 < E_c0)[:, None])


@triton.jit
def kernel_2(m1_ptr, m1_s0, m1_s1, states21_ptr, states21_s0, states21_s1, states21_s2, states21_s3, E_c0, E_c2, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # stores states21: Collect over loop w.1[64]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    t19 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
    t20 = tl.sum(tl.where((offs_c2 < E_c2)[None, :], t19, 0.0), axis=1, keep_dims=True)
    tl.store(states21_ptr + i_c0 * states21_s0 + i_c2 * states21_s1 + tl.arange(0, T_c0)[:, None] * states21_s2 + tl.zeros([T_c0, 1], tl.int32), t20)


@triton.jit
def kernel_3(states21_ptr, states21_s0, states21_s1, states21_s2, states21_s3, buf24_ptr, buf24_s0, buf24_s1, E_c0, E_c2, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # writes buf24: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    acc23 = tl.full([T_c0, 1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t22 = tl.load(states21_ptr + i_c0 * states21_s0 + i_c2 * states21_s1 + tl.arange(0, T_c0)[:, None] * states21_s2 + tl.zeros([T_c0, 1], tl.int32))
        acc23 = acc23 + t22
    tl.store(buf24_ptr + offs_c0[:, None] * buf24_s0, acc23, mask=(offs_c0 < E_c0)[:, None])


@triton.jit
def kernel_4(buf17_ptr, buf17_s0, buf17_s1, buf24_ptr, buf24_s0, buf24_s1, buf32_ptr, buf32_s0, buf32_s1, E_c0, T_c0: tl.constexpr):
    # writes buf32: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    t18 = tl.load(buf17_ptr + offs_c0[:, None] * buf17_s0, mask=(offs_c0 < E_c0)[:, None], other=0).to(tl.float32)
    t25 = tl.load(buf24_ptr + offs_c0[:, None] * buf24_s0, mask=(offs_c0 < E_c0)[:, None], other=0).to(tl.float32)
    t26 = (t25) * (2.0)
    t27 = (t25) * (1.0)
    t28 = t26 - (t27)
    t29 = (t25) * (0.015625)
    t30 = (t28) * (t29)
    t31 = t18 - (t30)
    tl.store(buf32_ptr + offs_c0[:, None] * buf32_s0, t31, mask=(offs_c0 < E_c0)[:, None])


@triton.jit
def kernel_5(m1_ptr, m1_s0, m1_s1, m7_ptr, m7_s0, m7_s1, buf32_ptr, buf32_s0, buf32_s1, m38_ptr, m38_s0, m38_s1, states42_ptr, states42_s0, states42_s1, states42_s2, states42_s3, E_c0, E_c2, E_n0, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # stores states42: Collect over loop w.1[64]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t2 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
    t3 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_n0[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t4 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t3, 0.0), axis=1, keep_dims=True)
    t5 = (t4) * (0.015625)
    t6 = t2 - (t5)
    t9 = tl.load(m7_ptr + offs_c2[None, :] * m7_s1, mask=(offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
    t10 = (t6) * (t9)
    t33 = tl.load(buf32_ptr + offs_c0[:, None] * buf32_s0, mask=(offs_c0 < E_c0)[:, None], other=0).to(tl.float32)
    t34 = t33 + 0.00064
    t35 = (t34) * (0.015625)
    t36 = tl.rsqrt(t35)
    t37 = (t10) * (t36)
    t40 = tl.load(m38_ptr + offs_c2[None, :] * m38_s1, mask=(offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
    t41 = t37 + t40
    tl.store(states42_ptr + i_c0 * states42_s0 + i_c2 * states42_s1 + tl.arange(0, T_c0)[:, None] * states42_s2 + tl.arange(0, T_c2)[None, :] * states42_s3 + tl.zeros([T_c0, T_c2], tl.int32), t41)


@triton.jit
def kernel_6(states42_ptr, states42_s0, states42_s1, states42_s2, states42_s3, m44_ptr, m44_s0, m44_s1, states49_ptr, states49_s0, states49_s1, states49_s2, states49_s3, E_c0, E_c2, E_n1, DOT_47: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # stores states49: Collect over loop w.1[64]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    t43 = tl.load(states42_ptr + i_c0 * states42_s0 + i_c2 * states42_s1 + tl.arange(0, T_c0)[:, None] * states42_s2 + tl.arange(0, T_c2)[None, :] * states42_s3 + tl.zeros([T_c0, T_c2], tl.int32))
    t46 = tl.load(m44_ptr + offs_c2[:, None] * m44_s0 + offs_n1[None, :] * m44_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_47:
        t48 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t43, 0.0), tl.where((offs_c2 < E_c2)[:, None], t46, 0.0), input_precision="ieee")
    else:
        t48 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t43, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t46, 0.0), 0), axis=1)
    tl.store(states49_ptr + i_c0 * states49_s0 + i_c2 * states49_s1 + tl.arange(0, T_c0)[:, None] * states49_s2 + tl.arange(0, F_n1)[None, :] * states49_s3 + tl.zeros([T_c0, F_n1], tl.int32), t48)


@triton.jit
def kernel_7(states49_ptr, states49_s0, states49_s1, states49_s2, states49_s3, buf52_ptr, buf52_s0, buf52_s1, E_c0, E_c2, E_n1, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # writes buf52: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    acc51 = tl.full([T_c0, F_n1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t50 = tl.load(states49_ptr + i_c0 * states49_s0 + i_c2 * states49_s1 + tl.arange(0, T_c0)[:, None] * states49_s2 + tl.arange(0, F_n1)[None, :] * states49_s3 + tl.zeros([T_c0, F_n1], tl.int32))
        acc51 = acc51 + t50
    tl.store(buf52_ptr + offs_c0[:, None] * buf52_s0 + offs_n1[None, :] * buf52_s1, acc51, mask=(offs_c0 < E_c0)[:, None] & (offs_n1 < E_n1)[None, :])


@triton.jit
def kernel_8(buf52_ptr, buf52_s0, buf52_s1, m54_ptr, m54_s0, m54_s1, buf58_ptr, buf58_s0, buf58_s1, E_c0, E_c1, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf58: Combine over grid x.0@0[8], grid w.0@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    t53 = tl.load(buf52_ptr + offs_c0[:, None] * buf52_s0 + offs_c1[None, :] * buf52_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t56 = tl.load(m54_ptr + offs_c1[None, :] * m54_s1, mask=(offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t57 = t53 + t56
    tl.store(buf58_ptr + offs_c0[:, None] * buf58_s0 + offs_c1[None, :] * buf58_s1, t57, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :])


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
    m8 = inputs['w_ln']
    m7 = m8.reshape([1, 64])
    states14 = torch.full([_cdiv(8, T['c0']), _cdiv(64, T['c2']), T['c0'], 1], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(8, T['c0']) * _cdiv(64, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), states14_ptr=states14, states14_s0=states14.stride(0), states14_s1=states14.stride(1), states14_s2=states14.stride(2), states14_s3=states14.stride(3), E_c0=8, E_c2=64, T_c0=T['c0'], T_c2=T['c2'])
    buf17 = torch.full([8, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(8, T['c0']),)](states14_ptr=states14, states14_s0=states14.stride(0), states14_s1=states14.stride(1), states14_s2=states14.stride(2), states14_s3=states14.stride(3), buf17_ptr=buf17, buf17_s0=buf17.stride(0), buf17_s1=buf17.stride(1), E_c0=8, E_c2=64, T_c0=T['c0'], T_c2=T['c2'])
    states21 = torch.full([_cdiv(8, T['c0']), _cdiv(64, T['c2']), T['c0'], 1], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(8, T['c0']) * _cdiv(64, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), states21_ptr=states21, states21_s0=states21.stride(0), states21_s1=states21.stride(1), states21_s2=states21.stride(2), states21_s3=states21.stride(3), E_c0=8, E_c2=64, T_c0=T['c0'], T_c2=T['c2'])
    buf24 = torch.full([8, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(8, T['c0']),)](states21_ptr=states21, states21_s0=states21.stride(0), states21_s1=states21.stride(1), states21_s2=states21.stride(2), states21_s3=states21.stride(3), buf24_ptr=buf24, buf24_s0=buf24.stride(0), buf24_s1=buf24.stride(1), E_c0=8, E_c2=64, T_c0=T['c0'], T_c2=T['c2'])
    buf32 = torch.full([8, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(_cdiv(8, T['c0']),)](buf17_ptr=buf17, buf17_s0=buf17.stride(0), buf17_s1=buf17.stride(1), buf24_ptr=buf24, buf24_s0=buf24.stride(0), buf24_s1=buf24.stride(1), buf32_ptr=buf32, buf32_s0=buf32.stride(0), buf32_s1=buf32.stride(1), E_c0=8, T_c0=T['c0'])
    m39 = inputs['b_ln']
    m38 = m39.reshape([1, 64])
    states42 = torch.full([_cdiv(8, T['c0']), _cdiv(64, T['c2']), T['c0'], T['c2']], float("nan"), dtype=torch.float32, device=device)
    kernel_5[(_cdiv(8, T['c0']) * _cdiv(64, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), buf32_ptr=buf32, buf32_s0=buf32.stride(0), buf32_s1=buf32.stride(1), m38_ptr=m38, m38_s0=m38.stride(0), m38_s1=m38.stride(1), states42_ptr=states42, states42_s0=states42.stride(0), states42_s1=states42.stride(1), states42_s2=states42.stride(2), states42_s3=states42.stride(3), E_c0=8, E_c2=64, E_n0=64, F_n0=_pow2(64), T_c0=T['c0'], T_c2=T['c2'])
    m45 = inputs['w']
    m44 = m45.permute([1, 0])
    states49 = torch.full([_cdiv(8, T['c0']), _cdiv(64, T['c2']), T['c0'], _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    kernel_6[(_cdiv(8, T['c0']) * _cdiv(64, T['c2']),)](states42_ptr=states42, states42_s0=states42.stride(0), states42_s1=states42.stride(1), states42_s2=states42.stride(2), states42_s3=states42.stride(3), m44_ptr=m44, m44_s0=m44.stride(0), m44_s1=m44.stride(1), states49_ptr=states49, states49_s0=states49.stride(0), states49_s1=states49.stride(1), states49_s2=states49.stride(2), states49_s3=states49.stride(3), E_c0=8, E_c2=64, E_n1=32, DOT_47=(T['c0']) >= 16 and (T['c2']) >= 16 and (_pow2(32)) >= 16, F_n1=_pow2(32), T_c0=T['c0'], T_c2=T['c2'])
    buf52 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_7[(_cdiv(8, T['c0']),)](states49_ptr=states49, states49_s0=states49.stride(0), states49_s1=states49.stride(1), states49_s2=states49.stride(2), states49_s3=states49.stride(3), buf52_ptr=buf52, buf52_s0=buf52.stride(0), buf52_s1=buf52.stride(1), E_c0=8, E_c2=64, E_n1=32, F_n1=_pow2(32), T_c0=T['c0'], T_c2=T['c2'])
    m55 = inputs['bias']
    m54 = m55.reshape([1, 32])
    buf58 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_8[(_cdiv(8, T['c0']) * _cdiv(32, T['c1']),)](buf52_ptr=buf52, buf52_s0=buf52.stride(0), buf52_s1=buf52.stride(1), m54_ptr=m54, m54_s0=m54.stride(0), m54_s1=m54.stride(1), buf58_ptr=buf58, buf58_s0=buf58.stride(0), buf58_s1=buf58.stride(1), E_c0=8, E_c1=32, T_c0=T['c0'], T_c1=T['c1'])
    return buf58


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
