"""attention_prefill [small], candidate 15: 4 kernel(s)

Rendered by EqiForge from candidate 15 of attention_prefill [small]: store(k.3[16]) ; store(k.3[16]) ; store(k.2[32]) loop(k.3[16]: sum, stored) ; grid(v.3@3) loop(k.3[16]: sum, stored) loop(k.2[32]: rescale, stored) [1 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid v.3@3[16]
    c1: loop k.3[16]
    c2: loop k.2[32]

Run it on its own: `python kernels/f15.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/attention_prefill.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 8, "c1": 8, "c2": 16}


@triton.jit
def kernel_0(m8_ptr, m8_s0, m8_s1, m8_s2, m8_s3, m10_ptr, m10_s0, m10_s1, m10_s2, m10_s3, states14_ptr, states14_s0, states14_s1, states14_s2, states14_s3, states14_s4, E_c1, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c1: tl.constexpr):
    # stores states14: Collect over loop k.3[16]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n0 = tl.arange(0, F_n0)
    t9 = tl.load(m8_ptr + offs_n1[:, None, None, None] * m8_s0 + offs_n2[None, :, None, None] * m8_s1 + offs_n0[None, None, :, None] * m8_s2 + offs_c1[None, None, None, :] * m8_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
    t12 = tl.load(m10_ptr + offs_n1[:, None, None, None] * m10_s0 + offs_n2[None, :, None, None] * m10_s1 + offs_c1[None, None, :, None] * m10_s2 + offs_n0[None, None, None, :] * m10_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t13 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, :], t9, 0.0), 4) * tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, :, None], t12, 0.0), 2), axis=3)
    tl.store(states14_ptr + i_c1 * states14_s0 + tl.arange(0, F_n1)[:, None, None, None] * states14_s1 + tl.arange(0, F_n2)[None, :, None, None] * states14_s2 + tl.arange(0, F_n0)[None, None, :, None] * states14_s3 + tl.arange(0, F_n0)[None, None, None, :] * states14_s4 + tl.zeros([F_n1, F_n2, F_n0, F_n0], tl.int32), t13)


@triton.jit
def kernel_1(m8_ptr, m8_s0, m8_s1, m8_s2, m8_s3, m10_ptr, m10_s0, m10_s1, m10_s2, m10_s3, states23_ptr, states23_s0, states23_s1, states23_s2, states23_s3, states23_s4, states23_s5, E_c1, E_c2, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # stores states23: Collect over loop k.3[16]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n0 = tl.arange(0, F_n0)
    t20 = tl.load(m8_ptr + offs_n1[:, None, None, None] * m8_s0 + offs_n2[None, :, None, None] * m8_s1 + offs_n0[None, None, :, None] * m8_s2 + offs_c1[None, None, None, :] * m8_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
    t21 = tl.load(m10_ptr + offs_n1[:, None, None, None] * m10_s0 + offs_n2[None, :, None, None] * m10_s1 + offs_c1[None, None, :, None] * m10_s2 + offs_c2[None, None, None, :] * m10_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
    t22 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, :], t20, 0.0), 4) * tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, :, None], t21, 0.0), 2), axis=3)
    tl.store(states23_ptr + i_c2 * states23_s0 + i_c1 * states23_s1 + tl.arange(0, F_n1)[:, None, None, None] * states23_s2 + tl.arange(0, F_n2)[None, :, None, None] * states23_s3 + tl.arange(0, F_n0)[None, None, :, None] * states23_s4 + tl.arange(0, T_c2)[None, None, None, :] * states23_s5 + tl.zeros([F_n1, F_n2, F_n0, T_c2], tl.int32), t22)


@triton.jit
def kernel_2(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, states23_ptr, states23_s0, states23_s1, states23_s2, states23_s3, states23_s4, states23_s5, m32_ptr, m32_s0, m32_s1, m32_s2, m32_s3, states35_ptr, states35_s0, states35_s1, states35_s2, states35_s3, states35_s4, states36_ptr, states36_s0, states36_s1, states36_s2, states36_s3, states36_s4, E_c1, E_c2, E_n0, E_n1, E_n2, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # stores states35, states36: Collect over loop k.2[32]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n3 = tl.arange(0, F_n3)
    t19 = tl.load(m1_ptr + offs_n0[None, None, :, None] * m1_s2 + offs_c2[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0)
    acc25 = tl.full([F_n1, F_n2, F_n0, T_c2], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t24 = tl.load(states23_ptr + i_c2 * states23_s0 + i_c1 * states23_s1 + tl.arange(0, F_n1)[:, None, None, None] * states23_s2 + tl.arange(0, F_n2)[None, :, None, None] * states23_s3 + tl.arange(0, F_n0)[None, None, :, None] * states23_s4 + tl.arange(0, T_c2)[None, None, None, :] * states23_s5 + tl.zeros([F_n1, F_n2, F_n0, T_c2], tl.int32))
        acc25 = acc25 + t24
    t26 = tl.where(t19, -float("inf"), acc25)
    t27 = tl.max(tl.where((offs_c2 < E_c2)[None, None, None, :], t26, -float('inf')), axis=3, keep_dims=True)
    t28 = (t27) * (0.25)
    t29 = (t26) * (0.25)
    t30 = t29 - (t28)
    t31 = tl.exp(t30)
    t33 = tl.load(m32_ptr + offs_n1[:, None, None, None] * m32_s0 + offs_n2[None, :, None, None] * m32_s1 + offs_c2[None, None, :, None] * m32_s2 + offs_n3[None, None, None, :] * m32_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t34 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :], t31, 0.0), 4) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :, None], t33, 0.0), 2), axis=3)
    tl.store(states35_ptr + i_c2 * states35_s0 + tl.arange(0, F_n1)[:, None, None, None] * states35_s1 + tl.arange(0, F_n2)[None, :, None, None] * states35_s2 + tl.arange(0, F_n0)[None, None, :, None] * states35_s3 + tl.zeros([F_n1, F_n2, F_n0, 1], tl.int32), t28)
    tl.store(states36_ptr + i_c2 * states36_s0 + tl.arange(0, F_n1)[:, None, None, None] * states36_s1 + tl.arange(0, F_n2)[None, :, None, None] * states36_s2 + tl.arange(0, F_n0)[None, None, :, None] * states36_s3 + tl.arange(0, F_n3)[None, None, None, :] * states36_s4 + tl.zeros([F_n1, F_n2, F_n0, F_n3], tl.int32), t34)


@triton.jit
def kernel_3(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, states14_ptr, states14_s0, states14_s1, states14_s2, states14_s3, states14_s4, states35_ptr, states35_s0, states35_s1, states35_s2, states35_s3, states35_s4, states36_ptr, states36_s0, states36_s1, states36_s2, states36_s3, states36_s4, m32_ptr, m32_s0, m32_s1, m32_s2, m32_s3, buf54_ptr, buf54_s0, buf54_s1, buf54_s2, buf54_s3, E_c0, E_c1, E_c2, E_n0, E_n1, E_n2, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf54: Combine over grid v.3@3[16]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n3 = tl.arange(0, F_n3)
    t7 = tl.load(m1_ptr + offs_n0[None, None, :, None] * m1_s2 + offs_n0[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0)
    acc16 = tl.full([F_n1, F_n2, F_n0, F_n0], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t15 = tl.load(states14_ptr + i_c1 * states14_s0 + tl.arange(0, F_n1)[:, None, None, None] * states14_s1 + tl.arange(0, F_n2)[None, :, None, None] * states14_s2 + tl.arange(0, F_n0)[None, None, :, None] * states14_s3 + tl.arange(0, F_n0)[None, None, None, :] * states14_s4 + tl.zeros([F_n1, F_n2, F_n0, F_n0], tl.int32))
        acc16 = acc16 + t15
    t17 = tl.where(t7, -float("inf"), acc16)
    t18 = (t17) * (0.25)
    acc39 = tl.full([F_n1, F_n2, F_n0, 1], -float('inf'), tl.float32)
    acc40 = tl.full([F_n1, F_n2, F_n0, F_n3], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t37 = tl.load(states35_ptr + i_c2 * states35_s0 + tl.arange(0, F_n1)[:, None, None, None] * states35_s1 + tl.arange(0, F_n2)[None, :, None, None] * states35_s2 + tl.arange(0, F_n0)[None, None, :, None] * states35_s3 + tl.zeros([F_n1, F_n2, F_n0, 1], tl.int32))
        t38 = tl.load(states36_ptr + i_c2 * states36_s0 + tl.arange(0, F_n1)[:, None, None, None] * states36_s1 + tl.arange(0, F_n2)[None, :, None, None] * states36_s2 + tl.arange(0, F_n0)[None, None, :, None] * states36_s3 + tl.arange(0, F_n3)[None, None, None, :] * states36_s4 + tl.zeros([F_n1, F_n2, F_n0, F_n3], tl.int32))
        m41 = tl.maximum(acc39, t37)
        r42 = tl.where(acc39 == -float("inf"), 0.0, tl.exp(acc39 - m41))
        r43 = tl.where(t37 == -float("inf"), 0.0, tl.exp(t37 - m41))
        acc40 = tl.where(acc39 == -float("inf"), 0.0, acc40 * r42) + tl.where(t37 == -float("inf"), 0.0, t38 * r43)
        acc39 = m41
    t44 = t18 - (acc39)
    t45 = tl.exp(t44)
    t46 = tl.exp(t18)
    t47 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, None, :], t46, 0.0), axis=3, keep_dims=True)
    t48 = tl.exp(acc39)
    t49 = 1.0 / (t48)
    t50 = (t47) * (t49)
    t51 = (t45) / (t50)
    t52 = tl.load(m32_ptr + offs_n1[:, None, None, None] * m32_s0 + offs_n2[None, :, None, None] * m32_s1 + offs_n0[None, None, :, None] * m32_s2 + offs_c0[None, None, None, :] * m32_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_c0 < E_c0)[None, None, None, :], other=0).to(tl.float32)
    t53 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, None, :], t51, 0.0), 4) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, :, None], t52, 0.0), 2), axis=3)
    tl.store(buf54_ptr + offs_n1[:, None, None, None] * buf54_s0 + offs_n2[None, :, None, None] * buf54_s1 + offs_n0[None, None, :, None] * buf54_s2 + offs_c0[None, None, None, :] * buf54_s3, t53, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_c0 < E_c0)[None, None, None, :])


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
    m4 = _iota([32, 32], 1, device)
    m5 = _iota([32, 32], 0, device)
    m3 = _BINARY["Sub"](m4, m5)
    m6 = torch.tensor(1.0, dtype=torch.float32, device=device)
    m2 = _BINARY["Ge"](m3, m6)
    m1 = m2.reshape([1, 1, 32, 32])
    m8 = inputs['q']
    m11 = inputs['k']
    m10 = m11.permute([0, 1, 3, 2])
    states14 = torch.full([_cdiv(16, T['c1']), _pow2(2), _pow2(4), _pow2(32), _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(16, T['c1']),)](m8_ptr=m8, m8_s0=m8.stride(0), m8_s1=m8.stride(1), m8_s2=m8.stride(2), m8_s3=m8.stride(3), m10_ptr=m10, m10_s0=m10.stride(0), m10_s1=m10.stride(1), m10_s2=m10.stride(2), m10_s3=m10.stride(3), states14_ptr=states14, states14_s0=states14.stride(0), states14_s1=states14.stride(1), states14_s2=states14.stride(2), states14_s3=states14.stride(3), states14_s4=states14.stride(4), E_c1=16, E_n0=32, E_n1=2, E_n2=4, F_n0=_pow2(32), F_n1=_pow2(2), F_n2=_pow2(4), T_c1=T['c1'])
    states23 = torch.full([_cdiv(32, T['c2']), _cdiv(16, T['c1']), _pow2(2), _pow2(4), _pow2(32), T['c2']], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(32, T['c2']) * _cdiv(16, T['c1']),)](m8_ptr=m8, m8_s0=m8.stride(0), m8_s1=m8.stride(1), m8_s2=m8.stride(2), m8_s3=m8.stride(3), m10_ptr=m10, m10_s0=m10.stride(0), m10_s1=m10.stride(1), m10_s2=m10.stride(2), m10_s3=m10.stride(3), states23_ptr=states23, states23_s0=states23.stride(0), states23_s1=states23.stride(1), states23_s2=states23.stride(2), states23_s3=states23.stride(3), states23_s4=states23.stride(4), states23_s5=states23.stride(5), E_c1=16, E_c2=32, E_n0=32, E_n1=2, E_n2=4, F_n0=_pow2(32), F_n1=_pow2(2), F_n2=_pow2(4), T_c1=T['c1'], T_c2=T['c2'])
    m32 = inputs['v']
    states35 = torch.full([_cdiv(32, T['c2']), _pow2(2), _pow2(4), _pow2(32), 1], float("nan"), dtype=torch.float32, device=device)
    states36 = torch.full([_cdiv(32, T['c2']), _pow2(2), _pow2(4), _pow2(32), _pow2(16)], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(32, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), states23_ptr=states23, states23_s0=states23.stride(0), states23_s1=states23.stride(1), states23_s2=states23.stride(2), states23_s3=states23.stride(3), states23_s4=states23.stride(4), states23_s5=states23.stride(5), m32_ptr=m32, m32_s0=m32.stride(0), m32_s1=m32.stride(1), m32_s2=m32.stride(2), m32_s3=m32.stride(3), states35_ptr=states35, states35_s0=states35.stride(0), states35_s1=states35.stride(1), states35_s2=states35.stride(2), states35_s3=states35.stride(3), states35_s4=states35.stride(4), states36_ptr=states36, states36_s0=states36.stride(0), states36_s1=states36.stride(1), states36_s2=states36.stride(2), states36_s3=states36.stride(3), states36_s4=states36.stride(4), E_c1=16, E_c2=32, E_n0=32, E_n1=2, E_n2=4, E_n3=16, F_n0=_pow2(32), F_n1=_pow2(2), F_n2=_pow2(4), F_n3=_pow2(16), T_c1=T['c1'], T_c2=T['c2'])
    buf54 = torch.full([2, 4, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(16, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), states14_ptr=states14, states14_s0=states14.stride(0), states14_s1=states14.stride(1), states14_s2=states14.stride(2), states14_s3=states14.stride(3), states14_s4=states14.stride(4), states35_ptr=states35, states35_s0=states35.stride(0), states35_s1=states35.stride(1), states35_s2=states35.stride(2), states35_s3=states35.stride(3), states35_s4=states35.stride(4), states36_ptr=states36, states36_s0=states36.stride(0), states36_s1=states36.stride(1), states36_s2=states36.stride(2), states36_s3=states36.stride(3), states36_s4=states36.stride(4), m32_ptr=m32, m32_s0=m32.stride(0), m32_s1=m32.stride(1), m32_s2=m32.stride(2), m32_s3=m32.stride(3), buf54_ptr=buf54, buf54_s0=buf54.stride(0), buf54_s1=buf54.stride(1), buf54_s2=buf54.stride(2), buf54_s3=buf54.stride(3), E_c0=16, E_c1=16, E_c2=32, E_n0=32, E_n1=2, E_n2=4, E_n3=16, F_n0=_pow2(32), F_n1=_pow2(2), F_n2=_pow2(4), F_n3=_pow2(16), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    return buf54


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
