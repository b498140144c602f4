"""attention_decode [small], candidate 49: 2 kernel(s)

Rendered by EqiForge from candidate 49 of attention_decode [small]: store(k.2[64]) ; grid(v.3@3) loop(k.2[64]: rescale, stored) loop(k.2[64]: rescale) [1 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid v.3@3[16]
    c1: loop k.2[64]

Run it on its own: `python kernels/f49.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/attention_decode.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 8, "c1": 32}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, m12_ptr, m12_s0, m12_s1, m12_s2, m12_s3, states15_ptr, states15_s0, states15_s1, states15_s2, states15_s3, states15_s4, states15_s5, states16_ptr, states16_s0, states16_s1, states16_s2, states16_s3, states16_s4, states16_s5, E_c0, E_c1, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # stores states15, states16: Collect over loop k.2[64]
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
    offs_n2 = tl.arange(0, F_n2)
    t2 = tl.load(m1_ptr + offs_n0[:, None, None, None] * m1_s0 + offs_n1[None, :, None, None] * m1_s1 + offs_n2[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t5 = tl.load(m3_ptr + offs_n0[:, None, None, None] * m3_s0 + offs_n1[None, :, None, None] * m3_s1 + offs_n2[None, None, :, None] * m3_s2 + offs_c1[None, None, None, :] * m3_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
    t6 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t2, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t5, 0.0), 2), axis=3)
    t7 = tl.max(tl.where((offs_c1 < E_c1)[None, None, None, :], t6, -float('inf')), axis=3, keep_dims=True)
    t8 = (t7) * (0.25)
    t9 = (t6) * (0.25)
    t10 = t9 - (t8)
    t11 = tl.exp(t10)
    t13 = tl.load(m12_ptr + offs_n0[:, None, None, None] * m12_s0 + offs_n1[None, :, None, None] * m12_s1 + offs_c1[None, None, :, None] * m12_s2 + offs_c0[None, None, None, :] * m12_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_c0 < E_c0)[None, None, None, :], other=0).to(tl.float32)
    t14 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, :], t11, 0.0), 4) * tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, :, None], t13, 0.0), 2), axis=3)
    tl.store(states15_ptr + i_c0 * states15_s0 + i_c1 * states15_s1 + tl.arange(0, F_n0)[:, None, None, None] * states15_s2 + tl.arange(0, F_n1)[None, :, None, None] * states15_s3 + tl.zeros([F_n0, F_n1, 1, 1], tl.int32), t8)
    tl.store(states16_ptr + i_c0 * states16_s0 + i_c1 * states16_s1 + tl.arange(0, F_n0)[:, None, None, None] * states16_s2 + tl.arange(0, F_n1)[None, :, None, None] * states16_s3 + tl.arange(0, T_c0)[None, None, None, :] * states16_s5 + tl.zeros([F_n0, F_n1, 1, T_c0], tl.int32), t14)


@triton.jit
def kernel_1(states15_ptr, states15_s0, states15_s1, states15_s2, states15_s3, states15_s4, states15_s5, states16_ptr, states16_s0, states16_s1, states16_s2, states16_s3, states16_s4, states16_s5, m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, buf39_ptr, buf39_s0, buf39_s1, buf39_s2, buf39_s3, E_c0, E_c1, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf39: Combine over grid v.3@3[16]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    acc19 = tl.full([F_n0, F_n1, 1, 1], -float('inf'), tl.float32)
    acc20 = tl.full([F_n0, F_n1, 1, T_c0], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t17 = tl.load(states15_ptr + i_c0 * states15_s0 + i_c1 * states15_s1 + tl.arange(0, F_n0)[:, None, None, None] * states15_s2 + tl.arange(0, F_n1)[None, :, None, None] * states15_s3 + tl.zeros([F_n0, F_n1, 1, 1], tl.int32))
        t18 = tl.load(states16_ptr + i_c0 * states16_s0 + i_c1 * states16_s1 + tl.arange(0, F_n0)[:, None, None, None] * states16_s2 + tl.arange(0, F_n1)[None, :, None, None] * states16_s3 + tl.arange(0, T_c0)[None, None, None, :] * states16_s5 + tl.zeros([F_n0, F_n1, 1, T_c0], tl.int32))
        m21 = tl.maximum(acc19, t17)
        r22 = tl.where(acc19 == -float("inf"), 0.0, tl.exp(acc19 - m21))
        r23 = tl.where(t17 == -float("inf"), 0.0, tl.exp(t17 - m21))
        acc20 = tl.where(acc19 == -float("inf"), 0.0, acc20 * r22) + tl.where(t17 == -float("inf"), 0.0, t18 * r23)
        acc19 = m21
    t24 = tl.load(m1_ptr + offs_n0[:, None, None, None] * m1_s0 + offs_n1[None, :, None, None] * m1_s1 + offs_n2[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    acc33 = tl.full([F_n0, F_n1, 1, 1], -float('inf'), tl.float32)
    acc34 = tl.full([F_n0, F_n1, 1, 1], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t25 = tl.load(m3_ptr + offs_n0[:, None, None, None] * m3_s0 + offs_n1[None, :, None, None] * m3_s1 + offs_n2[None, None, :, None] * m3_s2 + offs_c1[None, None, None, :] * m3_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
        t26 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t24, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t25, 0.0), 2), axis=3)
        t27 = tl.max(tl.where((offs_c1 < E_c1)[None, None, None, :], t26, -float('inf')), axis=3, keep_dims=True)
        t28 = (t27) * (0.25)
        t29 = (t26) * (0.25)
        t30 = t29 - (t28)
        t31 = tl.exp(t30)
        t32 = tl.sum(tl.where((offs_c1 < E_c1)[None, None, None, :], t31, 0.0), axis=3, keep_dims=True)
        m35 = tl.maximum(acc33, t28)
        r36 = tl.where(acc33 == -float("inf"), 0.0, tl.exp(acc33 - m35))
        r37 = tl.where(t28 == -float("inf"), 0.0, tl.exp(t28 - m35))
        acc34 = tl.where(acc33 == -float("inf"), 0.0, acc34 * r36) + tl.where(t28 == -float("inf"), 0.0, t32 * r37)
        acc33 = m35
    t38 = (acc20) / (acc34)
    tl.store(buf39_ptr + offs_n0[:, None, None, None] * buf39_s0 + offs_n1[None, :, None, None] * buf39_s1 + offs_c0[None, None, None, :] * buf39_s3, t38, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c0 < E_c0)[None, None, None, :])


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
    m12 = inputs['v']
    states15 = torch.full([_cdiv(16, T['c0']), _cdiv(64, T['c1']), _pow2(2), _pow2(4), 1, 1], float("nan"), dtype=torch.float32, device=device)
    states16 = torch.full([_cdiv(16, T['c0']), _cdiv(64, T['c1']), _pow2(2), _pow2(4), 1, T['c0']], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(16, T['c0']) * _cdiv(64, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), m12_ptr=m12, m12_s0=m12.stride(0), m12_s1=m12.stride(1), m12_s2=m12.stride(2), m12_s3=m12.stride(3), states15_ptr=states15, states15_s0=states15.stride(0), states15_s1=states15.stride(1), states15_s2=states15.stride(2), states15_s3=states15.stride(3), states15_s4=states15.stride(4), states15_s5=states15.stride(5), states16_ptr=states16, states16_s0=states16.stride(0), states16_s1=states16.stride(1), states16_s2=states16.stride(2), states16_s3=states16.stride(3), states16_s4=states16.stride(4), states16_s5=states16.stride(5), E_c0=16, E_c1=64, E_n0=2, E_n1=4, E_n2=16, F_n0=_pow2(2), F_n1=_pow2(4), F_n2=_pow2(16), T_c0=T['c0'], T_c1=T['c1'])
    buf39 = torch.full([2, 4, 1, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(16, T['c0']),)](states15_ptr=states15, states15_s0=states15.stride(0), states15_s1=states15.stride(1), states15_s2=states15.stride(2), states15_s3=states15.stride(3), states15_s4=states15.stride(4), states15_s5=states15.stride(5), states16_ptr=states16, states16_s0=states16.stride(0), states16_s1=states16.stride(1), states16_s2=states16.stride(2), states16_s3=states16.stride(3), states16_s4=states16.stride(4), states16_s5=states16.stride(5), m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), buf39_ptr=buf39, buf39_s0=buf39.stride(0), buf39_s1=buf39.stride(1), buf39_s2=buf39.stride(2), buf39_s3=buf39.stride(3), E_c0=16, E_c1=64, E_n0=2, E_n1=4, E_n2=16, F_n0=_pow2(2), F_n1=_pow2(4), F_n2=_pow2(16), T_c0=T['c0'], T_c1=T['c1'])
    return buf39


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
