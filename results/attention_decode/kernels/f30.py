"""attention_decode [small], candidate 30: 7 kernel(s)

Rendered by EqiForge from candidate 30 of attention_decode [small]: grid(k.0@0) loop(k.3[16]: sum) [1 mm] ; grid(k.0@0) ; grid(k.1@1) loop(k.2[64]: max) ; store(k.2[64]) ; grid() loop(k.2[64]: pair(sum, sum), stored) ; grid() loop(k.2[64]: pair(sum, sum)) ; grid(v.3@3)
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid v.3@3[16]
    c1: loop k.2[64]
    c2: grid k.0@0[2]
    c3: loop k.3[16]
    c4: grid k.1@1[4]

Run it on its own: `python kernels/f30.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/attention_decode.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 8, "c1": 32, "c2": 1, "c3": 8, "c4": 2}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, buf8_ptr, buf8_s0, buf8_s1, buf8_s2, buf8_s3, E_c2, E_c3, E_n1, E_n2, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # writes buf8: Combine over grid k.0@0[2]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    acc7 = tl.full([T_c2, F_n1, 1, F_n2], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t2 = tl.load(m1_ptr + offs_c2[:, None, None, None] * m1_s0 + offs_n1[None, :, None, None] * m1_s1 + offs_c3[None, None, None, :] * m1_s3, mask=(offs_c2 < E_c2)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
        t5 = tl.load(m3_ptr + offs_c2[:, None, None, None] * m3_s0 + offs_n1[None, :, None, None] * m3_s1 + offs_c3[None, None, :, None] * m3_s2 + offs_n2[None, None, None, :] * m3_s3, mask=(offs_c2 < E_c2)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c3 < E_c3)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
        t6 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, :], t2, 0.0), 4) * tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, :, None], t5, 0.0), 2), axis=3)
        acc7 = acc7 + t6
    tl.store(buf8_ptr + offs_c2[:, None, None, None] * buf8_s0 + offs_n1[None, :, None, None] * buf8_s1 + offs_n2[None, None, None, :] * buf8_s3, acc7, mask=(offs_c2 < E_c2)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :])


@triton.jit
def kernel_1(buf8_ptr, buf8_s0, buf8_s1, buf8_s2, buf8_s3, buf11_ptr, buf11_s0, buf11_s1, buf11_s2, buf11_s3, E_c2, E_n1, E_n2, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c2: tl.constexpr):
    # writes buf11: Combine over grid k.0@0[2]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t9 = tl.load(buf8_ptr + offs_c2[:, None, None, None] * buf8_s0 + offs_n1[None, :, None, None] * buf8_s1 + offs_n2[None, None, None, :] * buf8_s3, mask=(offs_c2 < E_c2)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t10 = (t9) * (0.25)
    tl.store(buf11_ptr + offs_c2[:, None, None, None] * buf11_s0 + offs_n1[None, :, None, None] * buf11_s1 + offs_n2[None, None, None, :] * buf11_s3, t10, mask=(offs_c2 < E_c2)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :])


@triton.jit
def kernel_2(buf11_ptr, buf11_s0, buf11_s1, buf11_s2, buf11_s3, buf24_ptr, buf24_s0, buf24_s1, buf24_s2, buf24_s3, E_c1, E_c4, E_n0, F_n0: tl.constexpr, T_c1: tl.constexpr, T_c4: tl.constexpr):
    # writes buf24: Combine over grid k.1@1[4]
    pid = tl.program_id(0)
    i_c4 = pid % tl.cdiv(E_c4, T_c4)
    pid = pid // tl.cdiv(E_c4, T_c4)
    offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    acc23 = tl.full([F_n0, T_c4, 1, 1], -float('inf'), tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t21 = tl.load(buf11_ptr + offs_n0[:, None, None, None] * buf11_s0 + offs_c4[None, :, None, None] * buf11_s1 + offs_c1[None, None, None, :] * buf11_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c4 < E_c4)[None, :, None, None] & (offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
        t22 = tl.max(tl.where((offs_c1 < E_c1)[None, None, None, :], t21, -float('inf')), axis=3, keep_dims=True)
        acc23 = tl.maximum(acc23, t22)
    tl.store(buf24_ptr + offs_n0[:, None, None, None] * buf24_s0 + offs_c4[None, :, None, None] * buf24_s1, acc23, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c4 < E_c4)[None, :, None, None])


@triton.jit
def kernel_3(buf11_ptr, buf11_s0, buf11_s1, buf11_s2, buf11_s3, buf24_ptr, buf24_s0, buf24_s1, buf24_s2, buf24_s3, m14_ptr, m14_s0, m14_s1, m14_s2, m14_s3, states44_ptr, states44_s0, states44_s1, states44_s2, states44_s3, states44_s4, states45_ptr, states45_s0, states45_s1, states45_s2, states45_s3, states45_s4, E_c1, E_n0, E_n1, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n3: tl.constexpr, T_c1: tl.constexpr):
    # stores states44, states45: Collect over loop k.2[64]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n3 = tl.arange(0, F_n3)
    t29 = tl.load(buf11_ptr + offs_n0[:, None, None, None] * buf11_s0 + offs_n1[None, :, None, None] * buf11_s1 + offs_c1[None, None, None, :] * buf11_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
    t30 = tl.max(tl.where((offs_c1 < E_c1)[None, None, None, :], t29, -float('inf')), axis=3, keep_dims=True)
    t31 = t29 - (t30)
    t32 = tl.exp(t31)
    t33 = tl.load(buf24_ptr + offs_n0[:, None, None, None] * buf24_s0 + offs_n1[None, :, None, None] * buf24_s1, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None], other=0).to(tl.float32)
    t34 = t30 - (t33)
    t35 = tl.exp(t34)
    t36 = (t32) * (t35)
    t37 = tl.sum(tl.where((offs_c1 < E_c1)[None, None, None, :], t36, 0.0), axis=3, keep_dims=True)
    t38 = tl.exp(t29)
    t39 = tl.load(m14_ptr + offs_n0[:, None, None, None] * m14_s0 + offs_n1[None, :, None, None] * m14_s1 + offs_c1[None, None, :, None] * m14_s2 + offs_n3[None, None, None, :] * m14_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t40 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, :], t38, 0.0), 4) * tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, :, None], t39, 0.0), 2), axis=3)
    t41 = tl.exp(t33)
    t42 = 1.0 / (t41)
    t43 = (t40) * (t42)
    tl.store(states44_ptr + i_c1 * states44_s0 + tl.arange(0, F_n0)[:, None, None, None] * states44_s1 + tl.arange(0, F_n1)[None, :, None, None] * states44_s2 + tl.zeros([F_n0, F_n1, 1, 1], tl.int32), t37)
    tl.store(states45_ptr + i_c1 * states45_s0 + tl.arange(0, F_n0)[:, None, None, None] * states45_s1 + tl.arange(0, F_n1)[None, :, None, None] * states45_s2 + tl.arange(0, F_n3)[None, None, None, :] * states45_s4 + tl.zeros([F_n0, F_n1, 1, F_n3], tl.int32), t43)


@triton.jit
def kernel_4(states44_ptr, states44_s0, states44_s1, states44_s2, states44_s3, states44_s4, states45_ptr, states45_s0, states45_s1, states45_s2, states45_s3, states45_s4, buf50_ptr, buf50_s0, buf50_s1, buf50_s2, buf50_s3, buf51_ptr, buf51_s0, buf51_s1, buf51_s2, buf51_s3, E_c1, E_n0, E_n1, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n3: tl.constexpr, T_c1: tl.constexpr):
    # writes buf50, buf51: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n3 = tl.arange(0, F_n3)
    acc48 = tl.full([F_n0, F_n1, 1, 1], 0.0, tl.float32)
    acc49 = tl.full([F_n0, F_n1, 1, F_n3], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t46 = tl.load(states44_ptr + i_c1 * states44_s0 + tl.arange(0, F_n0)[:, None, None, None] * states44_s1 + tl.arange(0, F_n1)[None, :, None, None] * states44_s2 + tl.zeros([F_n0, F_n1, 1, 1], tl.int32))
        t47 = tl.load(states45_ptr + i_c1 * states45_s0 + tl.arange(0, F_n0)[:, None, None, None] * states45_s1 + tl.arange(0, F_n1)[None, :, None, None] * states45_s2 + tl.arange(0, F_n3)[None, None, None, :] * states45_s4 + tl.zeros([F_n0, F_n1, 1, F_n3], tl.int32))
        acc48 = acc48 + t46
        acc49 = acc49 + t47
    tl.store(buf50_ptr + offs_n0[:, None, None, None] * buf50_s0 + offs_n1[None, :, None, None] * buf50_s1, acc48, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None])
    tl.store(buf51_ptr + offs_n0[:, None, None, None] * buf51_s0 + offs_n1[None, :, None, None] * buf51_s1 + offs_n3[None, None, None, :] * buf51_s3, acc49, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n3 < E_n3)[None, None, None, :])


@triton.jit
def kernel_5(buf11_ptr, buf11_s0, buf11_s1, buf11_s2, buf11_s3, m14_ptr, m14_s0, m14_s1, m14_s2, m14_s3, buf24_ptr, buf24_s0, buf24_s1, buf24_s2, buf24_s3, buf50_ptr, buf50_s0, buf50_s1, buf50_s2, buf50_s3, buf57_ptr, buf57_s0, buf57_s1, buf57_s2, buf57_s3, buf58_ptr, buf58_s0, buf58_s1, buf58_s2, buf58_s3, E_c1, E_n0, E_n1, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n3: tl.constexpr, T_c1: tl.constexpr):
    # writes buf57, buf58: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n3 = tl.arange(0, F_n3)
    t25 = tl.load(buf24_ptr + offs_n0[:, None, None, None] * buf24_s0 + offs_n1[None, :, None, None] * buf24_s1, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None], other=0).to(tl.float32)
    t52 = tl.load(buf50_ptr + offs_n0[:, None, None, None] * buf50_s0 + offs_n1[None, :, None, None] * buf50_s1, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None], other=0).to(tl.float32)
    t53 = 1.0 / (t52)
    acc55 = tl.full([F_n0, F_n1, 1, F_n3], 0.0, tl.float32)
    acc56 = tl.full([F_n0, F_n1, 1, F_n3], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t12 = tl.load(buf11_ptr + offs_n0[:, None, None, None] * buf11_s0 + offs_n1[None, :, None, None] * buf11_s1 + offs_c1[None, None, None, :] * buf11_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
        t13 = tl.exp(t12)
        t15 = tl.load(m14_ptr + offs_n0[:, None, None, None] * m14_s0 + offs_n1[None, :, None, None] * m14_s1 + offs_c1[None, None, :, None] * m14_s2 + offs_n3[None, None, None, :] * m14_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
        t16 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, :], t13, 0.0), 4) * tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, :, None], t15, 0.0), 2), axis=3)
        t17 = tl.max(tl.where((offs_c1 < E_c1)[None, None, None, :], t12, -float('inf')), axis=3, keep_dims=True)
        t18 = tl.exp(t17)
        t19 = 1.0 / (t18)
        t20 = (t16) * (t19)
        t26 = t17 - (t25)
        t27 = tl.exp(t26)
        t28 = (t20) * (t27)
        t54 = (t28) * (t53)
        acc55 = acc55 + t28
        acc56 = acc56 + t54
    tl.store(buf57_ptr + offs_n0[:, None, None, None] * buf57_s0 + offs_n1[None, :, None, None] * buf57_s1 + offs_n3[None, None, None, :] * buf57_s3, acc55, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n3 < E_n3)[None, None, None, :])
    tl.store(buf58_ptr + offs_n0[:, None, None, None] * buf58_s0 + offs_n1[None, :, None, None] * buf58_s1 + offs_n3[None, None, None, :] * buf58_s3, acc56, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n3 < E_n3)[None, None, None, :])


@triton.jit
def kernel_6(buf57_ptr, buf57_s0, buf57_s1, buf57_s2, buf57_s3, buf50_ptr, buf50_s0, buf50_s1, buf50_s2, buf50_s3, buf63_ptr, buf63_s0, buf63_s1, buf63_s2, buf63_s3, E_c0, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr):
    # writes buf63: Combine over grid v.3@3[16]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t59 = tl.load(buf57_ptr + offs_n0[:, None, None, None] * buf57_s0 + offs_n1[None, :, None, None] * buf57_s1 + offs_c0[None, None, None, :] * buf57_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c0 < E_c0)[None, None, None, :], other=0).to(tl.float32)
    t60 = tl.load(buf50_ptr + offs_n0[:, None, None, None] * buf50_s0 + offs_n1[None, :, None, None] * buf50_s1, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None], other=0).to(tl.float32)
    t61 = 1.0 / (t60)
    t62 = (t59) * (t61)
    tl.store(buf63_ptr + offs_n0[:, None, None, None] * buf63_s0 + offs_n1[None, :, None, None] * buf63_s1 + offs_c0[None, None, None, :] * buf63_s3, t62, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c0 < E_c0)[None, None, None, :])


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
    buf8 = torch.full([2, 4, 1, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(2, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), buf8_ptr=buf8, buf8_s0=buf8.stride(0), buf8_s1=buf8.stride(1), buf8_s2=buf8.stride(2), buf8_s3=buf8.stride(3), E_c2=2, E_c3=16, E_n1=4, E_n2=64, F_n1=_pow2(4), F_n2=_pow2(64), T_c2=T['c2'], T_c3=T['c3'])
    buf11 = torch.full([2, 4, 1, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(2, T['c2']),)](buf8_ptr=buf8, buf8_s0=buf8.stride(0), buf8_s1=buf8.stride(1), buf8_s2=buf8.stride(2), buf8_s3=buf8.stride(3), buf11_ptr=buf11, buf11_s0=buf11.stride(0), buf11_s1=buf11.stride(1), buf11_s2=buf11.stride(2), buf11_s3=buf11.stride(3), E_c2=2, E_n1=4, E_n2=64, F_n1=_pow2(4), F_n2=_pow2(64), T_c2=T['c2'])
    m14 = inputs['v']
    buf24 = torch.full([2, 4, 1, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(4, T['c4']),)](buf11_ptr=buf11, buf11_s0=buf11.stride(0), buf11_s1=buf11.stride(1), buf11_s2=buf11.stride(2), buf11_s3=buf11.stride(3), buf24_ptr=buf24, buf24_s0=buf24.stride(0), buf24_s1=buf24.stride(1), buf24_s2=buf24.stride(2), buf24_s3=buf24.stride(3), E_c1=64, E_c4=4, E_n0=2, F_n0=_pow2(2), T_c1=T['c1'], T_c4=T['c4'])
    states44 = torch.full([_cdiv(64, T['c1']), _pow2(2), _pow2(4), 1, 1], float("nan"), dtype=torch.float32, device=device)
    states45 = torch.full([_cdiv(64, T['c1']), _pow2(2), _pow2(4), 1, _pow2(16)], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(64, T['c1']),)](buf11_ptr=buf11, buf11_s0=buf11.stride(0), buf11_s1=buf11.stride(1), buf11_s2=buf11.stride(2), buf11_s3=buf11.stride(3), buf24_ptr=buf24, buf24_s0=buf24.stride(0), buf24_s1=buf24.stride(1), buf24_s2=buf24.stride(2), buf24_s3=buf24.stride(3), m14_ptr=m14, m14_s0=m14.stride(0), m14_s1=m14.stride(1), m14_s2=m14.stride(2), m14_s3=m14.stride(3), states44_ptr=states44, states44_s0=states44.stride(0), states44_s1=states44.stride(1), states44_s2=states44.stride(2), states44_s3=states44.stride(3), states44_s4=states44.stride(4), states45_ptr=states45, states45_s0=states45.stride(0), states45_s1=states45.stride(1), states45_s2=states45.stride(2), states45_s3=states45.stride(3), states45_s4=states45.stride(4), E_c1=64, E_n0=2, E_n1=4, E_n3=16, F_n0=_pow2(2), F_n1=_pow2(4), F_n3=_pow2(16), T_c1=T['c1'])
    buf50 = torch.full([2, 4, 1, 1], float("nan"), dtype=torch.float32, device=device)
    buf51 = torch.full([2, 4, 1, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(1,)](states44_ptr=states44, states44_s0=states44.stride(0), states44_s1=states44.stride(1), states44_s2=states44.stride(2), states44_s3=states44.stride(3), states44_s4=states44.stride(4), states45_ptr=states45, states45_s0=states45.stride(0), states45_s1=states45.stride(1), states45_s2=states45.stride(2), states45_s3=states45.stride(3), states45_s4=states45.stride(4), buf50_ptr=buf50, buf50_s0=buf50.stride(0), buf50_s1=buf50.stride(1), buf50_s2=buf50.stride(2), buf50_s3=buf50.stride(3), buf51_ptr=buf51, buf51_s0=buf51.stride(0), buf51_s1=buf51.stride(1), buf51_s2=buf51.stride(2), buf51_s3=buf51.stride(3), E_c1=64, E_n0=2, E_n1=4, E_n3=16, F_n0=_pow2(2), F_n1=_pow2(4), F_n3=_pow2(16), T_c1=T['c1'])
    buf57 = torch.full([2, 4, 1, 16], float("nan"), dtype=torch.float32, device=device)
    buf58 = torch.full([2, 4, 1, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_5[(1,)](buf11_ptr=buf11, buf11_s0=buf11.stride(0), buf11_s1=buf11.stride(1), buf11_s2=buf11.stride(2), buf11_s3=buf11.stride(3), m14_ptr=m14, m14_s0=m14.stride(0), m14_s1=m14.stride(1), m14_s2=m14.stride(2), m14_s3=m14.stride(3), buf24_ptr=buf24, buf24_s0=buf24.stride(0), buf24_s1=buf24.stride(1), buf24_s2=buf24.stride(2), buf24_s3=buf24.stride(3), buf50_ptr=buf50, buf50_s0=buf50.stride(0), buf50_s1=buf50.stride(1), buf50_s2=buf50.stride(2), buf50_s3=buf50.stride(3), buf57_ptr=buf57, buf57_s0=buf57.stride(0), buf57_s1=buf57.stride(1), buf57_s2=buf57.stride(2), buf57_s3=buf57.stride(3), buf58_ptr=buf58, buf58_s0=buf58.stride(0), buf58_s1=buf58.stride(1), buf58_s2=buf58.stride(2), buf58_s3=buf58.stride(3), E_c1=64, E_n0=2, E_n1=4, E_n3=16, F_n0=_pow2(2), F_n1=_pow2(4), F_n3=_pow2(16), T_c1=T['c1'])
    buf63 = torch.full([2, 4, 1, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_6[(_cdiv(16, T['c0']),)](buf57_ptr=buf57, buf57_s0=buf57.stride(0), buf57_s1=buf57.stride(1), buf57_s2=buf57.stride(2), buf57_s3=buf57.stride(3), buf50_ptr=buf50, buf50_s0=buf50.stride(0), buf50_s1=buf50.stride(1), buf50_s2=buf50.stride(2), buf50_s3=buf50.stride(3), buf63_ptr=buf63, buf63_s0=buf63.stride(0), buf63_s1=buf63.stride(1), buf63_s2=buf63.stride(2), buf63_s3=buf63.stride(3), E_c0=16, E_n0=2, E_n1=4, F_n0=_pow2(2), F_n1=_pow2(4), T_c0=T['c0'])
    return buf63


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
