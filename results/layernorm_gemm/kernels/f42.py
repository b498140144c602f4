"""layernorm_gemm [small], candidate 42: 12 kernel(s)

Rendered by EqiForge from candidate 42 of layernorm_gemm [small]: store(w.1[64]) ; grid(x.0@0) loop(w.1[64]: sum, stored) ; store(w.1[64]) ; grid(x.0@0) loop(w.1[64]: sum, stored) ; store(w.1[64]) ; grid(w.0@1) loop(w.1[64]: sum, stored) ; grid(w.0@1) ; grid(x.0@0) ; store(w.1[64]) ; grid(w.0@1) loop(w.1[64]: sum, stored) ; grid(x.0@0) ; grid(w.0@1, x.0@0)
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.0@0[8]
    c1: grid w.0@1[32]
    c2: loop w.1[64]

Run it on its own: `python kernels/f42.py` checks it once against PyTorch on random inputs.
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
def kernel_0(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m7_ptr, m7_s0, m7_s1, states13_ptr, states13_s0, states13_s1, states13_s2, states13_s3, E_c0, E_c2, E_n0, DOT_11: tl.constexpr, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # stores states13: Collect over loop w.1[64]
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
    t6 = tl.load(m3_ptr + offs_c2[:, None] * m3_s0, mask=(offs_c2 < E_c2)[:, None], other=0).to(tl.float32)
    t9 = tl.load(m7_ptr + offs_c2[:, None] * m7_s0 + offs_n0[None, :] * m7_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t10 = (t6) * (t9)
    if DOT_11:
        t12 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t2, 0.0), tl.where((offs_c2 < E_c2)[:, None], t10, 0.0), input_precision="ieee")
    else:
        t12 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t2, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t10, 0.0), 0), axis=1)
    tl.store(states13_ptr + i_c0 * states13_s0 + i_c2 * states13_s1 + tl.arange(0, T_c0)[:, None] * states13_s2 + tl.arange(0, F_n0)[None, :] * states13_s3 + tl.zeros([T_c0, F_n0], tl.int32), t12)


@triton.jit
def kernel_1(states13_ptr, states13_s0, states13_s1, states13_s2, states13_s3, buf16_ptr, buf16_s0, buf16_s1, E_c0, E_c2, E_n0, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # writes buf16: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    acc15 = tl.full([T_c0, F_n0], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t14 = tl.load(states13_ptr + i_c0 * states13_s0 + i_c2 * states13_s1 + tl.arange(0, T_c0)[:, None] * states13_s2 + tl.arange(0, F_n0)[None, :] * states13_s3 + tl.zeros([T_c0, F_n0], tl.int32))
        acc15 = acc15 + t14
    tl.store(buf16_ptr + offs_c0[:, None] * buf16_s0 + offs_n0[None, :] * buf16_s1, acc15, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :])


@triton.jit
def kernel_2(m1_ptr, m1_s0, m1_s1, states20_ptr, states20_s0, states20_s1, states20_s2, states20_s3, E_c0, E_c2, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # stores states20: Collect over loop w.1[64]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    t18 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
    t19 = tl.sum(tl.where((offs_c2 < E_c2)[None, :], t18, 0.0), axis=1, keep_dims=True)
    tl.store(states20_ptr + i_c0 * states20_s0 + i_c2 * states20_s1 + tl.arange(0, T_c0)[:, None] * states20_s2 + tl.zeros([T_c0, 1], tl.int32), t19)


@triton.jit
def kernel_3(states20_ptr, states20_s0, states20_s1, states20_s2, states20_s3, buf23_ptr, buf23_s0, buf23_s1, E_c0, E_c2, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # writes buf23: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    acc22 = tl.full([T_c0, 1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t21 = tl.load(states20_ptr + i_c0 * states20_s0 + i_c2 * states20_s1 + tl.arange(0, T_c0)[:, None] * states20_s2 + tl.zeros([T_c0, 1], tl.int32))
        acc22 = acc22 + t21
    tl.store(buf23_ptr + offs_c0[:, None] * buf23_s0, acc22, mask=(offs_c0 < E_c0)[:, None])


@triton.jit
def kernel_4(m3_ptr, m3_s0, m3_s1, m7_ptr, m7_s0, m7_s1, states30_ptr, states30_s0, states30_s1, states30_s2, states30_s3, E_c1, E_c2, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # stores states30: Collect over loop w.1[64]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    t26 = tl.load(m3_ptr + offs_c2[:, None] * m3_s0, mask=(offs_c2 < E_c2)[:, None], other=0).to(tl.float32)
    t27 = tl.load(m7_ptr + offs_c2[:, None] * m7_s0 + offs_c1[None, :] * m7_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t28 = (t26) * (t27)
    t29 = tl.sum(tl.where((offs_c2 < E_c2)[:, None], t28, 0.0), axis=0, keep_dims=True)
    tl.store(states30_ptr + i_c1 * states30_s0 + i_c2 * states30_s1 + tl.arange(0, T_c1)[None, :] * states30_s3 + tl.zeros([1, T_c1], tl.int32), t29)


@triton.jit
def kernel_5(states30_ptr, states30_s0, states30_s1, states30_s2, states30_s3, buf33_ptr, buf33_s0, buf33_s1, E_c1, E_c2, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf33: Combine over grid w.0@1[32]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    acc32 = tl.full([1, T_c1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t31 = tl.load(states30_ptr + i_c1 * states30_s0 + i_c2 * states30_s1 + tl.arange(0, T_c1)[None, :] * states30_s3 + tl.zeros([1, T_c1], tl.int32))
        acc32 = acc32 + t31
    tl.store(buf33_ptr + offs_c1[None, :] * buf33_s1, acc32, mask=(offs_c1 < E_c1)[None, :])


@triton.jit
def kernel_6(buf16_ptr, buf16_s0, buf16_s1, buf23_ptr, buf23_s0, buf23_s1, buf33_ptr, buf33_s0, buf33_s1, buf37_ptr, buf37_s0, buf37_s1, E_c1, E_n1, F_n1: tl.constexpr, T_c1: tl.constexpr):
    # writes buf37: Combine over grid w.0@1[32]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    t17 = tl.load(buf16_ptr + offs_n1[:, None] * buf16_s0 + offs_c1[None, :] * buf16_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t24 = tl.load(buf23_ptr + offs_n1[:, None] * buf23_s0, mask=(offs_n1 < E_n1)[:, None], other=0).to(tl.float32)
    t25 = (t24) * (0.015625)
    t34 = tl.load(buf33_ptr + offs_c1[None, :] * buf33_s1, mask=(offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t35 = (t25) * (t34)
    t36 = t17 - (t35)
    tl.store(buf37_ptr + offs_n1[:, None] * buf37_s0 + offs_c1[None, :] * buf37_s1, t36, mask=(offs_n1 < E_n1)[:, None] & (offs_c1 < E_c1)[None, :])


@triton.jit
def kernel_7(m1_ptr, m1_s0, m1_s1, buf23_ptr, buf23_s0, buf23_s1, buf45_ptr, buf45_s0, buf45_s1, E_c0, E_n2, F_n2: tl.constexpr, T_c0: tl.constexpr):
    # writes buf45: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n2 = tl.arange(0, F_n2)
    t39 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_n2[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    t40 = tl.load(buf23_ptr + offs_c0[:, None] * buf23_s0, mask=(offs_c0 < E_c0)[:, None], other=0).to(tl.float32)
    t41 = (t40) * (0.015625)
    t42 = t39 - (t41)
    t43 = (t42) * (t42)
    t44 = tl.sum(tl.where((offs_n2 < E_n2)[None, :], t43, 0.0), axis=1, keep_dims=True)
    tl.store(buf45_ptr + offs_c0[:, None] * buf45_s0, t44, mask=(offs_c0 < E_c0)[:, None])


@triton.jit
def kernel_8(m51_ptr, m51_s0, m51_s1, m7_ptr, m7_s0, m7_s1, states57_ptr, states57_s0, states57_s1, states57_s2, states57_s3, E_c1, E_c2, DOT_55: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # stores states57: Collect over loop w.1[64]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    t53 = tl.load(m51_ptr + offs_c2[None, :] * m51_s1, mask=(offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
    t54 = tl.load(m7_ptr + offs_c2[:, None] * m7_s0 + offs_c1[None, :] * m7_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    if DOT_55:
        t56 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t53, 0.0), tl.where((offs_c2 < E_c2)[:, None], t54, 0.0), input_precision="ieee")
    else:
        t56 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t53, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t54, 0.0), 0), axis=1)
    tl.store(states57_ptr + i_c1 * states57_s0 + i_c2 * states57_s1 + tl.arange(0, T_c1)[None, :] * states57_s3 + tl.zeros([1, T_c1], tl.int32), t56)


@triton.jit
def kernel_9(states57_ptr, states57_s0, states57_s1, states57_s2, states57_s3, buf60_ptr, buf60_s0, buf60_s1, E_c1, E_c2, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf60: Combine over grid w.0@1[32]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    acc59 = tl.full([1, T_c1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t58 = tl.load(states57_ptr + i_c1 * states57_s0 + i_c2 * states57_s1 + tl.arange(0, T_c1)[None, :] * states57_s3 + tl.zeros([1, T_c1], tl.int32))
        acc59 = acc59 + t58
    tl.store(buf60_ptr + offs_c1[None, :] * buf60_s1, acc59, mask=(offs_c1 < E_c1)[None, :])


@triton.jit
def kernel_10(buf37_ptr, buf37_s0, buf37_s1, buf45_ptr, buf45_s0, buf45_s1, buf60_ptr, buf60_s0, buf60_s1, buf63_ptr, buf63_s0, buf63_s1, E_c0, E_n0, F_n0: tl.constexpr, T_c0: tl.constexpr):
    # writes buf63: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t38 = tl.load(buf37_ptr + offs_c0[:, None] * buf37_s0 + offs_n0[None, :] * buf37_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t46 = tl.load(buf45_ptr + offs_c0[:, None] * buf45_s0, mask=(offs_c0 < E_c0)[:, None], other=0).to(tl.float32)
    t47 = t46 + 0.00064
    t48 = (t47) * (0.015625)
    t49 = tl.rsqrt(t48)
    t50 = (t38) * (t49)
    t61 = tl.load(buf60_ptr + offs_n0[None, :] * buf60_s1, mask=(offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t62 = t50 + t61
    tl.store(buf63_ptr + offs_c0[:, None] * buf63_s0 + offs_n0[None, :] * buf63_s1, t62, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :])


@triton.jit
def kernel_11(buf63_ptr, buf63_s0, buf63_s1, m65_ptr, m65_s0, m65_s1, buf69_ptr, buf69_s0, buf69_s1, E_c0, E_c1, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf69: Combine over grid x.0@0[8], grid w.0@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    t64 = tl.load(buf63_ptr + offs_c0[:, None] * buf63_s0 + offs_c1[None, :] * buf63_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t67 = tl.load(m65_ptr + offs_c1[None, :] * m65_s1, mask=(offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t68 = t64 + t67
    tl.store(buf69_ptr + offs_c0[:, None] * buf69_s0 + offs_c1[None, :] * buf69_s1, t68, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :])


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
    m5 = inputs['w_ln']
    m4 = m5.reshape([1, 64])
    m3 = m4.permute([1, 0])
    m8 = inputs['w']
    m7 = m8.permute([1, 0])
    states13 = torch.full([_cdiv(8, T['c0']), _cdiv(64, T['c2']), T['c0'], _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(8, T['c0']) * _cdiv(64, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), states13_ptr=states13, states13_s0=states13.stride(0), states13_s1=states13.stride(1), states13_s2=states13.stride(2), states13_s3=states13.stride(3), E_c0=8, E_c2=64, E_n0=32, DOT_11=(T['c0']) >= 16 and (T['c2']) >= 16 and (_pow2(32)) >= 16, F_n0=_pow2(32), T_c0=T['c0'], T_c2=T['c2'])
    buf16 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(8, T['c0']),)](states13_ptr=states13, states13_s0=states13.stride(0), states13_s1=states13.stride(1), states13_s2=states13.stride(2), states13_s3=states13.stride(3), buf16_ptr=buf16, buf16_s0=buf16.stride(0), buf16_s1=buf16.stride(1), E_c0=8, E_c2=64, E_n0=32, F_n0=_pow2(32), T_c0=T['c0'], T_c2=T['c2'])
    states20 = torch.full([_cdiv(8, T['c0']), _cdiv(64, T['c2']), T['c0'], 1], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(8, T['c0']) * _cdiv(64, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), states20_ptr=states20, states20_s0=states20.stride(0), states20_s1=states20.stride(1), states20_s2=states20.stride(2), states20_s3=states20.stride(3), E_c0=8, E_c2=64, T_c0=T['c0'], T_c2=T['c2'])
    buf23 = torch.full([8, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(8, T['c0']),)](states20_ptr=states20, states20_s0=states20.stride(0), states20_s1=states20.stride(1), states20_s2=states20.stride(2), states20_s3=states20.stride(3), buf23_ptr=buf23, buf23_s0=buf23.stride(0), buf23_s1=buf23.stride(1), E_c0=8, E_c2=64, T_c0=T['c0'], T_c2=T['c2'])
    states30 = torch.full([_cdiv(32, T['c1']), _cdiv(64, T['c2']), 1, T['c1']], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(_cdiv(32, T['c1']) * _cdiv(64, T['c2']),)](m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), states30_ptr=states30, states30_s0=states30.stride(0), states30_s1=states30.stride(1), states30_s2=states30.stride(2), states30_s3=states30.stride(3), E_c1=32, E_c2=64, T_c1=T['c1'], T_c2=T['c2'])
    buf33 = torch.full([1, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_5[(_cdiv(32, T['c1']),)](states30_ptr=states30, states30_s0=states30.stride(0), states30_s1=states30.stride(1), states30_s2=states30.stride(2), states30_s3=states30.stride(3), buf33_ptr=buf33, buf33_s0=buf33.stride(0), buf33_s1=buf33.stride(1), E_c1=32, E_c2=64, T_c1=T['c1'], T_c2=T['c2'])
    buf37 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_6[(_cdiv(32, T['c1']),)](buf16_ptr=buf16, buf16_s0=buf16.stride(0), buf16_s1=buf16.stride(1), buf23_ptr=buf23, buf23_s0=buf23.stride(0), buf23_s1=buf23.stride(1), buf33_ptr=buf33, buf33_s0=buf33.stride(0), buf33_s1=buf33.stride(1), buf37_ptr=buf37, buf37_s0=buf37.stride(0), buf37_s1=buf37.stride(1), E_c1=32, E_n1=8, F_n1=_pow2(8), T_c1=T['c1'])
    buf45 = torch.full([8, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_7[(_cdiv(8, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), buf23_ptr=buf23, buf23_s0=buf23.stride(0), buf23_s1=buf23.stride(1), buf45_ptr=buf45, buf45_s0=buf45.stride(0), buf45_s1=buf45.stride(1), E_c0=8, E_n2=64, F_n2=_pow2(64), T_c0=T['c0'])
    m52 = inputs['b_ln']
    m51 = m52.reshape([1, 64])
    states57 = torch.full([_cdiv(32, T['c1']), _cdiv(64, T['c2']), 1, T['c1']], float("nan"), dtype=torch.float32, device=device)
    kernel_8[(_cdiv(32, T['c1']) * _cdiv(64, T['c2']),)](m51_ptr=m51, m51_s0=m51.stride(0), m51_s1=m51.stride(1), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), states57_ptr=states57, states57_s0=states57.stride(0), states57_s1=states57.stride(1), states57_s2=states57.stride(2), states57_s3=states57.stride(3), E_c1=32, E_c2=64, DOT_55=(1) >= 16 and (T['c2']) >= 16 and (T['c1']) >= 16, T_c1=T['c1'], T_c2=T['c2'])
    buf60 = torch.full([1, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_9[(_cdiv(32, T['c1']),)](states57_ptr=states57, states57_s0=states57.stride(0), states57_s1=states57.stride(1), states57_s2=states57.stride(2), states57_s3=states57.stride(3), buf60_ptr=buf60, buf60_s0=buf60.stride(0), buf60_s1=buf60.stride(1), E_c1=32, E_c2=64, T_c1=T['c1'], T_c2=T['c2'])
    buf63 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_10[(_cdiv(8, T['c0']),)](buf37_ptr=buf37, buf37_s0=buf37.stride(0), buf37_s1=buf37.stride(1), buf45_ptr=buf45, buf45_s0=buf45.stride(0), buf45_s1=buf45.stride(1), buf60_ptr=buf60, buf60_s0=buf60.stride(0), buf60_s1=buf60.stride(1), buf63_ptr=buf63, buf63_s0=buf63.stride(0), buf63_s1=buf63.stride(1), E_c0=8, E_n0=32, F_n0=_pow2(32), T_c0=T['c0'])
    m66 = inputs['bias']
    m65 = m66.reshape([1, 32])
    buf69 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_11[(_cdiv(8, T['c0']) * _cdiv(32, T['c1']),)](buf63_ptr=buf63, buf63_s0=buf63.stride(0), buf63_s1=buf63.stride(1), m65_ptr=m65, m65_s0=m65.stride(0), m65_s1=m65.stride(1), buf69_ptr=buf69, buf69_s0=buf69.stride(0), buf69_s1=buf69.stride(1), E_c0=8, E_c1=32, T_c0=T['c0'], T_c1=T['c1'])
    return buf69


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
