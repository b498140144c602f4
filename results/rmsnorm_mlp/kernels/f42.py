"""rmsnorm_mlp [small], candidate 42: 11 kernel(s)

Rendered by EqiForge from candidate 42 of rmsnorm_mlp [small]: store(x.1[32]) ; grid(x.0@0) loop(x.1[32]: sum, stored) ; store(x.1[32]) ; grid() loop(x.1[32]: pair(sum, sum), stored) ; grid(x.0@0) loop(x.1[32]: sum, stored) ; grid(x.0@0) ; store(x.1[32]) ; grid(x.0@0) loop(x.1[32]: sum, stored) ; grid(x.0@0) ; grid(x.0@0) ; grid(w1.1@1, x.0@0)
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.0@0[8]
    c1: grid w1.1@1[64]
    c2: loop x.1[32]

Run it on its own: `python kernels/f42.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/rmsnorm_mlp.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 4, "c1": 32, "c2": 16}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, states14_ptr, states14_s0, states14_s1, states14_s2, states14_s3, E_c0, E_c2, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # stores states14: Collect over loop x.1[32]
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
def kernel_2(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m7_ptr, m7_s0, m7_s1, buf17_ptr, buf17_s0, buf17_s1, states22_ptr, states22_s0, states22_s1, states22_s2, states23_ptr, states23_s0, states23_s1, states23_s2, E_c2, E_n0, E_n1, DOT_9: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c2: tl.constexpr):
    # stores states22, states23: Collect over loop x.1[32]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    t2 = tl.load(m1_ptr + offs_n1[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
    t5 = tl.load(m3_ptr + offs_c2[None, :] * m3_s1, mask=(offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
    t6 = (t2) * (t5)
    t8 = tl.load(m7_ptr + offs_c2[:, None] * m7_s0 + offs_n0[None, :] * m7_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    if DOT_9:
        t10 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t6, 0.0), tl.where((offs_c2 < E_c2)[:, None], t8, 0.0), input_precision="ieee")
    else:
        t10 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t6, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t8, 0.0), 0), axis=1)
    t18 = tl.load(buf17_ptr + offs_n1[:, None] * buf17_s0, mask=(offs_n1 < E_n1)[:, None], other=0).to(tl.float32)
    t19 = t18 + 3.2e-05
    t20 = tl.rsqrt(t19)
    t21 = (t10) * (t20)
    tl.store(states22_ptr + i_c2 * states22_s0 + tl.arange(0, F_n1)[:, None] * states22_s1 + tl.arange(0, F_n0)[None, :] * states22_s2 + tl.zeros([F_n1, F_n0], tl.int32), t10)
    tl.store(states23_ptr + i_c2 * states23_s0 + tl.arange(0, F_n1)[:, None] * states23_s1 + tl.arange(0, F_n0)[None, :] * states23_s2 + tl.zeros([F_n1, F_n0], tl.int32), t21)


@triton.jit
def kernel_3(states22_ptr, states22_s0, states22_s1, states22_s2, states23_ptr, states23_s0, states23_s1, states23_s2, buf28_ptr, buf28_s0, buf28_s1, buf29_ptr, buf29_s0, buf29_s1, E_c2, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf28, buf29: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    acc26 = tl.full([F_n1, F_n0], 0.0, tl.float32)
    acc27 = tl.full([F_n1, F_n0], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t24 = tl.load(states22_ptr + i_c2 * states22_s0 + tl.arange(0, F_n1)[:, None] * states22_s1 + tl.arange(0, F_n0)[None, :] * states22_s2 + tl.zeros([F_n1, F_n0], tl.int32))
        t25 = tl.load(states23_ptr + i_c2 * states23_s0 + tl.arange(0, F_n1)[:, None] * states23_s1 + tl.arange(0, F_n0)[None, :] * states23_s2 + tl.zeros([F_n1, F_n0], tl.int32))
        acc26 = acc26 + t24
        acc27 = acc27 + t25
    tl.store(buf28_ptr + offs_n1[:, None] * buf28_s0 + offs_n0[None, :] * buf28_s1, acc26, mask=(offs_n1 < E_n1)[:, None] & (offs_n0 < E_n0)[None, :])
    tl.store(buf29_ptr + offs_n1[:, None] * buf29_s0 + offs_n0[None, :] * buf29_s1, acc27, mask=(offs_n1 < E_n1)[:, None] & (offs_n0 < E_n0)[None, :])


@triton.jit
def kernel_4(buf28_ptr, buf28_s0, buf28_s1, states14_ptr, states14_s0, states14_s1, states14_s2, states14_s3, buf36_ptr, buf36_s0, buf36_s1, E_c0, E_c2, E_n0, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # writes buf36: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t30 = tl.load(buf28_ptr + offs_c0[:, None] * buf28_s0 + offs_n0[None, :] * buf28_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    acc32 = tl.full([T_c0, 1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t31 = tl.load(states14_ptr + i_c0 * states14_s0 + i_c2 * states14_s1 + tl.arange(0, T_c0)[:, None] * states14_s2 + tl.zeros([T_c0, 1], tl.int32))
        acc32 = acc32 + t31
    t33 = acc32 + 3.2e-05
    t34 = tl.rsqrt(t33)
    t35 = (t30) * (t34)
    tl.store(buf36_ptr + offs_c0[:, None] * buf36_s0 + offs_n0[None, :] * buf36_s1, t35, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :])


@triton.jit
def kernel_5(buf36_ptr, buf36_s0, buf36_s1, buf39_ptr, buf39_s0, buf39_s1, E_c0, E_n0, F_n0: tl.constexpr, T_c0: tl.constexpr):
    # writes buf39: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t37 = tl.load(buf36_ptr + offs_c0[:, None] * buf36_s0 + offs_n0[None, :] * buf36_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t38 = (t37) * (5.656854249492381)
    tl.store(buf39_ptr + offs_c0[:, None] * buf39_s0 + offs_n0[None, :] * buf39_s1, t38, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :])


@triton.jit
def kernel_6(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m44_ptr, m44_s0, m44_s1, states48_ptr, states48_s0, states48_s1, states48_s2, states48_s3, E_c0, E_c2, E_n0, DOT_46: tl.constexpr, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # stores states48: Collect over loop x.1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t41 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
    t42 = tl.load(m3_ptr + offs_c2[None, :] * m3_s1, mask=(offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
    t43 = (t41) * (t42)
    t45 = tl.load(m44_ptr + offs_c2[:, None] * m44_s0 + offs_n0[None, :] * m44_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    if DOT_46:
        t47 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t43, 0.0), tl.where((offs_c2 < E_c2)[:, None], t45, 0.0), input_precision="ieee")
    else:
        t47 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t43, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t45, 0.0), 0), axis=1)
    tl.store(states48_ptr + i_c0 * states48_s0 + i_c2 * states48_s1 + tl.arange(0, T_c0)[:, None] * states48_s2 + tl.arange(0, F_n0)[None, :] * states48_s3 + tl.zeros([T_c0, F_n0], tl.int32), t47)


@triton.jit
def kernel_7(states48_ptr, states48_s0, states48_s1, states48_s2, states48_s3, buf51_ptr, buf51_s0, buf51_s1, E_c0, E_c2, E_n0, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # writes buf51: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    acc50 = tl.full([T_c0, F_n0], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t49 = tl.load(states48_ptr + i_c0 * states48_s0 + i_c2 * states48_s1 + tl.arange(0, T_c0)[:, None] * states48_s2 + tl.arange(0, F_n0)[None, :] * states48_s3 + tl.zeros([T_c0, F_n0], tl.int32))
        acc50 = acc50 + t49
    tl.store(buf51_ptr + offs_c0[:, None] * buf51_s0 + offs_n0[None, :] * buf51_s1, acc50, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :])


@triton.jit
def kernel_8(buf51_ptr, buf51_s0, buf51_s1, m1_ptr, m1_s0, m1_s1, buf59_ptr, buf59_s0, buf59_s1, E_c0, E_n0, E_n2, F_n0: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr):
    # writes buf59: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n2 = tl.arange(0, F_n2)
    t52 = tl.load(buf51_ptr + offs_c0[:, None] * buf51_s0 + offs_n0[None, :] * buf51_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t53 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_n2[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    t54 = (t53) * (t53)
    t55 = tl.sum(tl.where((offs_n2 < E_n2)[None, :], t54, 0.0), axis=1, keep_dims=True)
    t56 = t55 + 3.2e-05
    t57 = tl.rsqrt(t56)
    t58 = (t52) * (t57)
    tl.store(buf59_ptr + offs_c0[:, None] * buf59_s0 + offs_n0[None, :] * buf59_s1, t58, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :])


@triton.jit
def kernel_9(buf59_ptr, buf59_s0, buf59_s1, buf62_ptr, buf62_s0, buf62_s1, E_c0, E_n0, F_n0: tl.constexpr, T_c0: tl.constexpr):
    # writes buf62: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t60 = tl.load(buf59_ptr + offs_c0[:, None] * buf59_s0 + offs_n0[None, :] * buf59_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t61 = (t60) * (5.656854249492381)
    tl.store(buf62_ptr + offs_c0[:, None] * buf62_s0 + offs_n0[None, :] * buf62_s1, t61, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :])


@triton.jit
def kernel_10(buf39_ptr, buf39_s0, buf39_s1, buf62_ptr, buf62_s0, buf62_s1, buf65_ptr, buf65_s0, buf65_s1, E_c0, E_c1, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf65: Combine over grid x.0@0[8], grid w1.1@1[64]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    t40 = tl.load(buf39_ptr + offs_c0[:, None] * buf39_s0 + offs_c1[None, :] * buf39_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t63 = tl.load(buf62_ptr + offs_c0[:, None] * buf62_s0 + offs_c1[None, :] * buf62_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t64 = (t40) * (t63)
    tl.store(buf65_ptr + offs_c0[:, None] * buf65_s0 + offs_c1[None, :] * buf65_s1, t64, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :])


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
    m7 = inputs['w1']
    states14 = torch.full([_cdiv(8, T['c0']), _cdiv(32, T['c2']), T['c0'], 1], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(8, T['c0']) * _cdiv(32, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), states14_ptr=states14, states14_s0=states14.stride(0), states14_s1=states14.stride(1), states14_s2=states14.stride(2), states14_s3=states14.stride(3), E_c0=8, E_c2=32, T_c0=T['c0'], T_c2=T['c2'])
    buf17 = torch.full([8, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(8, T['c0']),)](states14_ptr=states14, states14_s0=states14.stride(0), states14_s1=states14.stride(1), states14_s2=states14.stride(2), states14_s3=states14.stride(3), buf17_ptr=buf17, buf17_s0=buf17.stride(0), buf17_s1=buf17.stride(1), E_c0=8, E_c2=32, T_c0=T['c0'], T_c2=T['c2'])
    states22 = torch.full([_cdiv(32, T['c2']), _pow2(8), _pow2(64)], float("nan"), dtype=torch.float32, device=device)
    states23 = torch.full([_cdiv(32, T['c2']), _pow2(8), _pow2(64)], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(32, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), buf17_ptr=buf17, buf17_s0=buf17.stride(0), buf17_s1=buf17.stride(1), states22_ptr=states22, states22_s0=states22.stride(0), states22_s1=states22.stride(1), states22_s2=states22.stride(2), states23_ptr=states23, states23_s0=states23.stride(0), states23_s1=states23.stride(1), states23_s2=states23.stride(2), E_c2=32, E_n0=64, E_n1=8, DOT_9=(_pow2(8)) >= 16 and (T['c2']) >= 16 and (_pow2(64)) >= 16, F_n0=_pow2(64), F_n1=_pow2(8), T_c2=T['c2'])
    buf28 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    buf29 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(1,)](states22_ptr=states22, states22_s0=states22.stride(0), states22_s1=states22.stride(1), states22_s2=states22.stride(2), states23_ptr=states23, states23_s0=states23.stride(0), states23_s1=states23.stride(1), states23_s2=states23.stride(2), buf28_ptr=buf28, buf28_s0=buf28.stride(0), buf28_s1=buf28.stride(1), buf29_ptr=buf29, buf29_s0=buf29.stride(0), buf29_s1=buf29.stride(1), E_c2=32, E_n0=64, E_n1=8, F_n0=_pow2(64), F_n1=_pow2(8), T_c2=T['c2'])
    buf36 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(_cdiv(8, T['c0']),)](buf28_ptr=buf28, buf28_s0=buf28.stride(0), buf28_s1=buf28.stride(1), states14_ptr=states14, states14_s0=states14.stride(0), states14_s1=states14.stride(1), states14_s2=states14.stride(2), states14_s3=states14.stride(3), buf36_ptr=buf36, buf36_s0=buf36.stride(0), buf36_s1=buf36.stride(1), E_c0=8, E_c2=32, E_n0=64, F_n0=_pow2(64), T_c0=T['c0'], T_c2=T['c2'])
    buf39 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_5[(_cdiv(8, T['c0']),)](buf36_ptr=buf36, buf36_s0=buf36.stride(0), buf36_s1=buf36.stride(1), buf39_ptr=buf39, buf39_s0=buf39.stride(0), buf39_s1=buf39.stride(1), E_c0=8, E_n0=64, F_n0=_pow2(64), T_c0=T['c0'])
    m44 = inputs['w2']
    states48 = torch.full([_cdiv(8, T['c0']), _cdiv(32, T['c2']), T['c0'], _pow2(64)], float("nan"), dtype=torch.float32, device=device)
    kernel_6[(_cdiv(8, T['c0']) * _cdiv(32, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m44_ptr=m44, m44_s0=m44.stride(0), m44_s1=m44.stride(1), states48_ptr=states48, states48_s0=states48.stride(0), states48_s1=states48.stride(1), states48_s2=states48.stride(2), states48_s3=states48.stride(3), E_c0=8, E_c2=32, E_n0=64, DOT_46=(T['c0']) >= 16 and (T['c2']) >= 16 and (_pow2(64)) >= 16, F_n0=_pow2(64), T_c0=T['c0'], T_c2=T['c2'])
    buf51 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_7[(_cdiv(8, T['c0']),)](states48_ptr=states48, states48_s0=states48.stride(0), states48_s1=states48.stride(1), states48_s2=states48.stride(2), states48_s3=states48.stride(3), buf51_ptr=buf51, buf51_s0=buf51.stride(0), buf51_s1=buf51.stride(1), E_c0=8, E_c2=32, E_n0=64, F_n0=_pow2(64), T_c0=T['c0'], T_c2=T['c2'])
    buf59 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_8[(_cdiv(8, T['c0']),)](buf51_ptr=buf51, buf51_s0=buf51.stride(0), buf51_s1=buf51.stride(1), m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), buf59_ptr=buf59, buf59_s0=buf59.stride(0), buf59_s1=buf59.stride(1), E_c0=8, E_n0=64, E_n2=32, F_n0=_pow2(64), F_n2=_pow2(32), T_c0=T['c0'])
    buf62 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_9[(_cdiv(8, T['c0']),)](buf59_ptr=buf59, buf59_s0=buf59.stride(0), buf59_s1=buf59.stride(1), buf62_ptr=buf62, buf62_s0=buf62.stride(0), buf62_s1=buf62.stride(1), E_c0=8, E_n0=64, F_n0=_pow2(64), T_c0=T['c0'])
    buf65 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_10[(_cdiv(8, T['c0']) * _cdiv(64, T['c1']),)](buf39_ptr=buf39, buf39_s0=buf39.stride(0), buf39_s1=buf39.stride(1), buf62_ptr=buf62, buf62_s0=buf62.stride(0), buf62_s1=buf62.stride(1), buf65_ptr=buf65, buf65_s0=buf65.stride(0), buf65_s1=buf65.stride(1), E_c0=8, E_c1=64, T_c0=T['c0'], T_c1=T['c1'])
    return buf65


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
