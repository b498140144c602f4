"""attention_decode [small], candidate 39: 8 kernel(s)

Rendered by EqiForge from candidate 39 of attention_decode [small]: store(k.3[16]) ; grid(k.0@0) loop(k.3[16]: sum, stored) ; grid(k.0@0) ; grid(v.3@3) [1 mm] ; store(k.3[16]) ; grid() loop(k.3[16]: pair(sum, sum), stored) ; grid(k.1@1) ; grid(k.0@0)
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid k.0@0[2]
    c1: grid v.3@3[16]
    c2: loop k.3[16]
    c3: grid k.1@1[4]

Run it on its own: `python kernels/f39.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/attention_decode.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 1, "c1": 8, "c2": 8, "c3": 2}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, states7_ptr, states7_s0, states7_s1, states7_s2, states7_s3, states7_s4, states7_s5, E_c0, E_c2, E_n0, E_n3, F_n0: tl.constexpr, F_n3: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # stores states7: Collect over loop k.3[16]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n3 = tl.arange(0, F_n3)
    t2 = tl.load(m1_ptr + offs_c0[:, None, None, None] * m1_s0 + offs_n0[None, :, None, None] * m1_s1 + offs_c2[None, None, None, :] * m1_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
    t5 = tl.load(m3_ptr + offs_c0[:, None, None, None] * m3_s0 + offs_n0[None, :, None, None] * m3_s1 + offs_c2[None, None, :, None] * m3_s2 + offs_n3[None, None, None, :] * m3_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t6 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :], t2, 0.0), 4) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :, None], t5, 0.0), 2), axis=3)
    tl.store(states7_ptr + i_c0 * states7_s0 + i_c2 * states7_s1 + tl.arange(0, T_c0)[:, None, None, None] * states7_s2 + tl.arange(0, F_n0)[None, :, None, None] * states7_s3 + tl.arange(0, F_n3)[None, None, None, :] * states7_s5 + tl.zeros([T_c0, F_n0, 1, F_n3], tl.int32), t6)


@triton.jit
def kernel_1(states7_ptr, states7_s0, states7_s1, states7_s2, states7_s3, states7_s4, states7_s5, buf10_ptr, buf10_s0, buf10_s1, buf10_s2, buf10_s3, E_c0, E_c2, E_n0, E_n3, F_n0: tl.constexpr, F_n3: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # writes buf10: Combine over grid k.0@0[2]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n3 = tl.arange(0, F_n3)
    acc9 = tl.full([T_c0, F_n0, 1, F_n3], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t8 = tl.load(states7_ptr + i_c0 * states7_s0 + i_c2 * states7_s1 + tl.arange(0, T_c0)[:, None, None, None] * states7_s2 + tl.arange(0, F_n0)[None, :, None, None] * states7_s3 + tl.arange(0, F_n3)[None, None, None, :] * states7_s5 + tl.zeros([T_c0, F_n0, 1, F_n3], tl.int32))
        acc9 = acc9 + t8
    tl.store(buf10_ptr + offs_c0[:, None, None, None] * buf10_s0 + offs_n0[None, :, None, None] * buf10_s1 + offs_n3[None, None, None, :] * buf10_s3, acc9, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n3 < E_n3)[None, None, None, :])


@triton.jit
def kernel_2(buf10_ptr, buf10_s0, buf10_s1, buf10_s2, buf10_s3, buf13_ptr, buf13_s0, buf13_s1, buf13_s2, buf13_s3, E_c0, E_n0, E_n3, F_n0: tl.constexpr, F_n3: tl.constexpr, T_c0: tl.constexpr):
    # writes buf13: Combine over grid k.0@0[2]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n3 = tl.arange(0, F_n3)
    t11 = tl.load(buf10_ptr + offs_c0[:, None, None, None] * buf10_s0 + offs_n0[None, :, None, None] * buf10_s1 + offs_n3[None, None, None, :] * buf10_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t12 = (t11) * (0.25)
    tl.store(buf13_ptr + offs_c0[:, None, None, None] * buf13_s0 + offs_n0[None, :, None, None] * buf13_s1 + offs_n3[None, None, None, :] * buf13_s3, t12, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n3 < E_n3)[None, None, None, :])


@triton.jit
def kernel_3(buf13_ptr, buf13_s0, buf13_s1, buf13_s2, buf13_s3, m16_ptr, m16_s0, m16_s1, m16_s2, m16_s3, buf19_ptr, buf19_s0, buf19_s1, buf19_s2, buf19_s3, E_c1, E_n0, E_n2, E_n3, F_n0: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c1: tl.constexpr):
    # writes buf19: Combine over grid v.3@3[16]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n0 = tl.arange(0, F_n0)
    offs_n3 = tl.arange(0, F_n3)
    t14 = tl.load(buf13_ptr + offs_n2[:, None, None, None] * buf13_s0 + offs_n0[None, :, None, None] * buf13_s1 + offs_n3[None, None, None, :] * buf13_s3, mask=(offs_n2 < E_n2)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t15 = tl.exp(t14)
    t17 = tl.load(m16_ptr + offs_n2[:, None, None, None] * m16_s0 + offs_n0[None, :, None, None] * m16_s1 + offs_n3[None, None, :, None] * m16_s2 + offs_c1[None, None, None, :] * m16_s3, mask=(offs_n2 < E_n2)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n3 < E_n3)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
    t18 = tl.sum(tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, None, :], t15, 0.0), 4) * tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, :, None], t17, 0.0), 2), axis=3)
    tl.store(buf19_ptr + offs_n2[:, None, None, None] * buf19_s0 + offs_n0[None, :, None, None] * buf19_s1 + offs_c1[None, None, None, :] * buf19_s3, t18, mask=(offs_n2 < E_n2)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_c1 < E_c1)[None, None, None, :])


@triton.jit
def kernel_4(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, states30_ptr, states30_s0, states30_s1, states30_s2, states30_s3, states30_s4, states31_ptr, states31_s0, states31_s1, states31_s2, states31_s3, states31_s4, E_c2, E_n0, E_n2, E_n3, F_n0: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c2: tl.constexpr):
    # stores states30, states31: Collect over loop k.3[16]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n0 = tl.arange(0, F_n0)
    offs_n3 = tl.arange(0, F_n3)
    t25 = tl.load(m1_ptr + offs_n2[:, None, None, None] * m1_s0 + offs_n0[None, :, None, None] * m1_s1 + offs_c2[None, None, None, :] * m1_s3, mask=(offs_n2 < E_n2)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
    t26 = tl.load(m3_ptr + offs_n2[:, None, None, None] * m3_s0 + offs_n0[None, :, None, None] * m3_s1 + offs_c2[None, None, :, None] * m3_s2 + offs_n3[None, None, None, :] * m3_s3, mask=(offs_n2 < E_n2)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t27 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :], t25, 0.0), 4) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :, None], t26, 0.0), 2), axis=3)
    t28 = (t25) * (0.25)
    t29 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :], t28, 0.0), 4) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :, None], t26, 0.0), 2), axis=3)
    tl.store(states30_ptr + i_c2 * states30_s0 + tl.arange(0, F_n2)[:, None, None, None] * states30_s1 + tl.arange(0, F_n0)[None, :, None, None] * states30_s2 + tl.arange(0, F_n3)[None, None, None, :] * states30_s4 + tl.zeros([F_n2, F_n0, 1, F_n3], tl.int32), t27)
    tl.store(states31_ptr + i_c2 * states31_s0 + tl.arange(0, F_n2)[:, None, None, None] * states31_s1 + tl.arange(0, F_n0)[None, :, None, None] * states31_s2 + tl.arange(0, F_n3)[None, None, None, :] * states31_s4 + tl.zeros([F_n2, F_n0, 1, F_n3], tl.int32), t29)


@triton.jit
def kernel_5(states30_ptr, states30_s0, states30_s1, states30_s2, states30_s3, states30_s4, states31_ptr, states31_s0, states31_s1, states31_s2, states31_s3, states31_s4, buf36_ptr, buf36_s0, buf36_s1, buf36_s2, buf36_s3, buf37_ptr, buf37_s0, buf37_s1, buf37_s2, buf37_s3, E_c2, E_n0, E_n2, E_n3, F_n0: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c2: tl.constexpr):
    # writes buf36, buf37: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n0 = tl.arange(0, F_n0)
    offs_n3 = tl.arange(0, F_n3)
    acc34 = tl.full([F_n2, F_n0, 1, F_n3], 0.0, tl.float32)
    acc35 = tl.full([F_n2, F_n0, 1, F_n3], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t32 = tl.load(states30_ptr + i_c2 * states30_s0 + tl.arange(0, F_n2)[:, None, None, None] * states30_s1 + tl.arange(0, F_n0)[None, :, None, None] * states30_s2 + tl.arange(0, F_n3)[None, None, None, :] * states30_s4 + tl.zeros([F_n2, F_n0, 1, F_n3], tl.int32))
        t33 = tl.load(states31_ptr + i_c2 * states31_s0 + tl.arange(0, F_n2)[:, None, None, None] * states31_s1 + tl.arange(0, F_n0)[None, :, None, None] * states31_s2 + tl.arange(0, F_n3)[None, None, None, :] * states31_s4 + tl.zeros([F_n2, F_n0, 1, F_n3], tl.int32))
        acc34 = acc34 + t32
        acc35 = acc35 + t33
    tl.store(buf36_ptr + offs_n2[:, None, None, None] * buf36_s0 + offs_n0[None, :, None, None] * buf36_s1 + offs_n3[None, None, None, :] * buf36_s3, acc34, mask=(offs_n2 < E_n2)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n3 < E_n3)[None, None, None, :])
    tl.store(buf37_ptr + offs_n2[:, None, None, None] * buf37_s0 + offs_n0[None, :, None, None] * buf37_s1 + offs_n3[None, None, None, :] * buf37_s3, acc35, mask=(offs_n2 < E_n2)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n3 < E_n3)[None, None, None, :])


@triton.jit
def kernel_6(buf37_ptr, buf37_s0, buf37_s1, buf37_s2, buf37_s3, buf43_ptr, buf43_s0, buf43_s1, buf43_s2, buf43_s3, E_c3, E_n2, E_n3, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c3: tl.constexpr):
    # writes buf43: Combine over grid k.1@1[4]
    pid = tl.program_id(0)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    offs_one = tl.arange(0, 1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n3 = tl.arange(0, F_n3)
    t38 = tl.load(buf37_ptr + offs_n2[:, None, None, None] * buf37_s0 + offs_c3[None, :, None, None] * buf37_s1 + offs_n3[None, None, None, :] * buf37_s3, mask=(offs_n2 < E_n2)[:, None, None, None] & (offs_c3 < E_c3)[None, :, None, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t39 = tl.max(tl.where((offs_n3 < E_n3)[None, None, None, :], t38, -float('inf')), axis=3, keep_dims=True)
    t40 = t38 - (t39)
    t41 = tl.exp(t40)
    t42 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t41, 0.0), axis=3, keep_dims=True)
    tl.store(buf43_ptr + offs_n2[:, None, None, None] * buf43_s0 + offs_c3[None, :, None, None] * buf43_s1, t42, mask=(offs_n2 < E_n2)[:, None, None, None] & (offs_c3 < E_c3)[None, :, None, None])


@triton.jit
def kernel_7(buf19_ptr, buf19_s0, buf19_s1, buf19_s2, buf19_s3, buf13_ptr, buf13_s0, buf13_s1, buf13_s2, buf13_s3, buf43_ptr, buf43_s0, buf43_s1, buf43_s2, buf43_s3, buf47_ptr, buf47_s0, buf47_s1, buf47_s2, buf47_s3, E_c0, E_n0, E_n1, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n3: tl.constexpr, T_c0: tl.constexpr):
    # writes buf47: Combine over grid k.0@0[2]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n3 = tl.arange(0, F_n3)
    t20 = tl.load(buf19_ptr + offs_c0[:, None, None, None] * buf19_s0 + offs_n0[None, :, None, None] * buf19_s1 + offs_n1[None, None, None, :] * buf19_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t21 = tl.load(buf13_ptr + offs_c0[:, None, None, None] * buf13_s0 + offs_n0[None, :, None, None] * buf13_s1 + offs_n3[None, None, None, :] * buf13_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t22 = tl.max(tl.where((offs_n3 < E_n3)[None, None, None, :], t21, -float('inf')), axis=3, keep_dims=True)
    t23 = tl.exp(t22)
    t24 = (t20) / (t23)
    t44 = tl.load(buf43_ptr + offs_c0[:, None, None, None] * buf43_s0 + offs_n0[None, :, None, None] * buf43_s1, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None], other=0).to(tl.float32)
    t45 = 1.0 / (t44)
    t46 = (t24) * (t45)
    tl.store(buf47_ptr + offs_c0[:, None, None, None] * buf47_s0 + offs_n0[None, :, None, None] * buf47_s1 + offs_n1[None, None, None, :] * buf47_s3, t46, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :])


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
    m1 = inputs['q']
    m4 = inputs['k']
    m3 = m4.permute([0, 1, 3, 2])
    states7 = torch.full([_cdiv(2, T['c0']), _cdiv(16, T['c2']), T['c0'], _pow2(4), 1, _pow2(64)], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(2, T['c0']) * _cdiv(16, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), states7_ptr=states7, states7_s0=states7.stride(0), states7_s1=states7.stride(1), states7_s2=states7.stride(2), states7_s3=states7.stride(3), states7_s4=states7.stride(4), states7_s5=states7.stride(5), E_c0=2, E_c2=16, E_n0=4, E_n3=64, F_n0=_pow2(4), F_n3=_pow2(64), T_c0=T['c0'], T_c2=T['c2'])
    buf10 = torch.full([2, 4, 1, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(2, T['c0']),)](states7_ptr=states7, states7_s0=states7.stride(0), states7_s1=states7.stride(1), states7_s2=states7.stride(2), states7_s3=states7.stride(3), states7_s4=states7.stride(4), states7_s5=states7.stride(5), buf10_ptr=buf10, buf10_s0=buf10.stride(0), buf10_s1=buf10.stride(1), buf10_s2=buf10.stride(2), buf10_s3=buf10.stride(3), E_c0=2, E_c2=16, E_n0=4, E_n3=64, F_n0=_pow2(4), F_n3=_pow2(64), T_c0=T['c0'], T_c2=T['c2'])
    buf13 = torch.full([2, 4, 1, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(2, T['c0']),)](buf10_ptr=buf10, buf10_s0=buf10.stride(0), buf10_s1=buf10.stride(1), buf10_s2=buf10.stride(2), buf10_s3=buf10.stride(3), buf13_ptr=buf13, buf13_s0=buf13.stride(0), buf13_s1=buf13.stride(1), buf13_s2=buf13.stride(2), buf13_s3=buf13.stride(3), E_c0=2, E_n0=4, E_n3=64, F_n0=_pow2(4), F_n3=_pow2(64), T_c0=T['c0'])
    m16 = inputs['v']
    buf19 = torch.full([2, 4, 1, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(16, T['c1']),)](buf13_ptr=buf13, buf13_s0=buf13.stride(0), buf13_s1=buf13.stride(1), buf13_s2=buf13.stride(2), buf13_s3=buf13.stride(3), m16_ptr=m16, m16_s0=m16.stride(0), m16_s1=m16.stride(1), m16_s2=m16.stride(2), m16_s3=m16.stride(3), buf19_ptr=buf19, buf19_s0=buf19.stride(0), buf19_s1=buf19.stride(1), buf19_s2=buf19.stride(2), buf19_s3=buf19.stride(3), E_c1=16, E_n0=4, E_n2=2, E_n3=64, F_n0=_pow2(4), F_n2=_pow2(2), F_n3=_pow2(64), T_c1=T['c1'])
    states30 = torch.full([_cdiv(16, T['c2']), _pow2(2), _pow2(4), 1, _pow2(64)], float("nan"), dtype=torch.float32, device=device)
    states31 = torch.full([_cdiv(16, T['c2']), _pow2(2), _pow2(4), 1, _pow2(64)], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(_cdiv(16, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), states30_ptr=states30, states30_s0=states30.stride(0), states30_s1=states30.stride(1), states30_s2=states30.stride(2), states30_s3=states30.stride(3), states30_s4=states30.stride(4), states31_ptr=states31, states31_s0=states31.stride(0), states31_s1=states31.stride(1), states31_s2=states31.stride(2), states31_s3=states31.stride(3), states31_s4=states31.stride(4), E_c2=16, E_n0=4, E_n2=2, E_n3=64, F_n0=_pow2(4), F_n2=_pow2(2), F_n3=_pow2(64), T_c2=T['c2'])
    buf36 = torch.full([2, 4, 1, 64], float("nan"), dtype=torch.float32, device=device)
    buf37 = torch.full([2, 4, 1, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_5[(1,)](states30_ptr=states30, states30_s0=states30.stride(0), states30_s1=states30.stride(1), states30_s2=states30.stride(2), states30_s3=states30.stride(3), states30_s4=states30.stride(4), states31_ptr=states31, states31_s0=states31.stride(0), states31_s1=states31.stride(1), states31_s2=states31.stride(2), states31_s3=states31.stride(3), states31_s4=states31.stride(4), buf36_ptr=buf36, buf36_s0=buf36.stride(0), buf36_s1=buf36.stride(1), buf36_s2=buf36.stride(2), buf36_s3=buf36.stride(3), buf37_ptr=buf37, buf37_s0=buf37.stride(0), buf37_s1=buf37.stride(1), buf37_s2=buf37.stride(2), buf37_s3=buf37.stride(3), E_c2=16, E_n0=4, E_n2=2, E_n3=64, F_n0=_pow2(4), F_n2=_pow2(2), F_n3=_pow2(64), T_c2=T['c2'])
    buf43 = torch.full([2, 4, 1, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_6[(_cdiv(4, T['c3']),)](buf37_ptr=buf37, buf37_s0=buf37.stride(0), buf37_s1=buf37.stride(1), buf37_s2=buf37.stride(2), buf37_s3=buf37.stride(3), buf43_ptr=buf43, buf43_s0=buf43.stride(0), buf43_s1=buf43.stride(1), buf43_s2=buf43.stride(2), buf43_s3=buf43.stride(3), E_c3=4, E_n2=2, E_n3=64, F_n2=_pow2(2), F_n3=_pow2(64), T_c3=T['c3'])
    buf47 = torch.full([2, 4, 1, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_7[(_cdiv(2, T['c0']),)](buf19_ptr=buf19, buf19_s0=buf19.stride(0), buf19_s1=buf19.stride(1), buf19_s2=buf19.stride(2), buf19_s3=buf19.stride(3), buf13_ptr=buf13, buf13_s0=buf13.stride(0), buf13_s1=buf13.stride(1), buf13_s2=buf13.stride(2), buf13_s3=buf13.stride(3), buf43_ptr=buf43, buf43_s0=buf43.stride(0), buf43_s1=buf43.stride(1), buf43_s2=buf43.stride(2), buf43_s3=buf43.stride(3), buf47_ptr=buf47, buf47_s0=buf47.stride(0), buf47_s1=buf47.stride(1), buf47_s2=buf47.stride(2), buf47_s3=buf47.stride(3), E_c0=2, E_n0=4, E_n1=16, E_n3=64, F_n0=_pow2(4), F_n1=_pow2(16), F_n3=_pow2(64), T_c0=T['c0'])
    return buf47


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
