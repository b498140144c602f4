"""attention_decode [small], candidate 72: 4 kernel(s)

Rendered by EqiForge from candidate 72 of attention_decode [small]: grid(k.0@0) loop(k.3[16]: sum) [1 mm] ; store(k.2[64]) ; store(k.2[64]) ; grid(k.0@0) loop(k.2[64]: sum, stored) loop(k.3[16]: sum) [1 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid k.0@0[2]
    c1: loop k.2[64]
    c2: loop k.3[16]

Run it on its own: `python kernels/f72.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/attention_decode.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 1, "c1": 32, "c2": 8}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 2, "c1": 64, "c2": 16}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, buf8_ptr, buf8_s0, buf8_s1, buf8_s2, buf8_s3, E_c0, E_c2, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # writes buf8: Combine over grid k.0@0[2]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    acc7 = tl.full([T_c0, F_n0, 1, F_n1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t2 = tl.load(m1_ptr + offs_c0[:, None, None, None] * m1_s0 + offs_n0[None, :, None, None] * m1_s1 + offs_c2[None, None, None, :] * m1_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
        t5 = tl.load(m3_ptr + offs_c0[:, None, None, None] * m3_s0 + offs_n0[None, :, None, None] * m3_s1 + offs_c2[None, None, :, None] * m3_s2 + offs_n1[None, None, None, :] * m3_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
        t6 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :], t2, 0.0), 4) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :, None], t5, 0.0), 2), axis=3)
        acc7 = acc7 + t6
    tl.store(buf8_ptr + offs_c0[:, None, None, None] * buf8_s0 + offs_n0[None, :, None, None] * buf8_s1 + offs_n1[None, None, None, :] * buf8_s3, acc7, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :])


@triton.jit
def kernel_1(buf8_ptr, buf8_s0, buf8_s1, buf8_s2, buf8_s3, states15_ptr, states15_s0, states15_s1, states15_s2, states15_s3, states15_s4, states15_s5, E_c0, E_c1, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # stores states15: Collect over loop k.2[64]
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
    t9 = tl.load(buf8_ptr + offs_c0[:, None, None, None] * buf8_s0 + offs_n0[None, :, None, None] * buf8_s1 + offs_c1[None, None, None, :] * buf8_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
    t10 = tl.load(buf8_ptr + offs_c0[:, None, None, None] * buf8_s0 + offs_n0[None, :, None, None] * buf8_s1 + offs_n1[None, None, None, :] * buf8_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t11 = tl.max(tl.where((offs_n1 < E_n1)[None, None, None, :], t10, -float('inf')), axis=3, keep_dims=True)
    t12 = t9 - (t11)
    t13 = (t12) * (0.25)
    t14 = tl.exp(t13)
    tl.store(states15_ptr + i_c0 * states15_s0 + i_c1 * states15_s1 + tl.arange(0, T_c0)[:, None, None, None] * states15_s2 + tl.arange(0, F_n0)[None, :, None, None] * states15_s3 + tl.arange(0, T_c1)[None, None, None, :] * states15_s5 + tl.zeros([T_c0, F_n0, 1, T_c1], tl.int32), t14)


@triton.jit
def kernel_2(states15_ptr, states15_s0, states15_s1, states15_s2, states15_s3, states15_s4, states15_s5, m17_ptr, m17_s0, m17_s1, m17_s2, m17_s3, states20_ptr, states20_s0, states20_s1, states20_s2, states20_s3, states20_s4, states20_s5, E_c0, E_c1, E_n0, E_n2, F_n0: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # stores states20: Collect over loop k.2[64]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n2 = tl.arange(0, F_n2)
    t16 = tl.load(states15_ptr + i_c0 * states15_s0 + i_c1 * states15_s1 + tl.arange(0, T_c0)[:, None, None, None] * states15_s2 + tl.arange(0, F_n0)[None, :, None, None] * states15_s3 + tl.arange(0, T_c1)[None, None, None, :] * states15_s5 + tl.zeros([T_c0, F_n0, 1, T_c1], tl.int32))
    t18 = tl.load(m17_ptr + offs_c0[:, None, None, None] * m17_s0 + offs_n0[None, :, None, None] * m17_s1 + offs_c1[None, None, :, None] * m17_s2 + offs_n2[None, None, None, :] * m17_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t19 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, :], t16, 0.0), 4) * tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, :, None], t18, 0.0), 2), axis=3)
    tl.store(states20_ptr + i_c0 * states20_s0 + i_c1 * states20_s1 + tl.arange(0, T_c0)[:, None, None, None] * states20_s2 + tl.arange(0, F_n0)[None, :, None, None] * states20_s3 + tl.arange(0, F_n2)[None, None, None, :] * states20_s5 + tl.zeros([T_c0, F_n0, 1, F_n2], tl.int32), t19)


@triton.jit
def kernel_3(states20_ptr, states20_s0, states20_s1, states20_s2, states20_s3, states20_s4, states20_s5, m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, buf33_ptr, buf33_s0, buf33_s1, buf33_s2, buf33_s3, E_c0, E_c1, E_c2, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf33: Combine over grid k.0@0[2]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n2 = tl.arange(0, F_n2)
    offs_n1 = tl.arange(0, F_n1)
    acc22 = tl.full([T_c0, F_n0, 1, F_n2], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t21 = tl.load(states20_ptr + i_c0 * states20_s0 + i_c1 * states20_s1 + tl.arange(0, T_c0)[:, None, None, None] * states20_s2 + tl.arange(0, F_n0)[None, :, None, None] * states20_s3 + tl.arange(0, F_n2)[None, None, None, :] * states20_s5 + tl.zeros([T_c0, F_n0, 1, F_n2], tl.int32))
        acc22 = acc22 + t21
    acc26 = tl.full([T_c0, F_n0, 1, F_n1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t23 = tl.load(m1_ptr + offs_c0[:, None, None, None] * m1_s0 + offs_n0[None, :, None, None] * m1_s1 + offs_c2[None, None, None, :] * m1_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
        t24 = tl.load(m3_ptr + offs_c0[:, None, None, None] * m3_s0 + offs_n0[None, :, None, None] * m3_s1 + offs_c2[None, None, :, None] * m3_s2 + offs_n1[None, None, None, :] * m3_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
        t25 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :], t23, 0.0), 4) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :, None], t24, 0.0), 2), axis=3)
        acc26 = acc26 + t25
    t27 = tl.max(tl.where((offs_n1 < E_n1)[None, None, None, :], acc26, -float('inf')), axis=3, keep_dims=True)
    t28 = acc26 - (t27)
    t29 = (t28) * (0.25)
    t30 = tl.exp(t29)
    t31 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t30, 0.0), axis=3, keep_dims=True)
    t32 = (acc22) / (t31)
    tl.store(buf33_ptr + offs_c0[:, None, None, None] * buf33_s0 + offs_n0[None, :, None, None] * buf33_s1 + offs_n2[None, None, None, :] * buf33_s3, t32, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :])


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
    kernel_0[(_cdiv(2, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), buf8_ptr=buf8, buf8_s0=buf8.stride(0), buf8_s1=buf8.stride(1), buf8_s2=buf8.stride(2), buf8_s3=buf8.stride(3), E_c0=2, E_c2=16, E_n0=4, E_n1=64, F_n0=_pow2(4), F_n1=_pow2(64), T_c0=T['c0'], T_c2=T['c2'])
    states15 = torch.full([_cdiv(2, T['c0']), _cdiv(64, T['c1']), T['c0'], _pow2(4), 1, T['c1']], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(2, T['c0']) * _cdiv(64, T['c1']),)](buf8_ptr=buf8, buf8_s0=buf8.stride(0), buf8_s1=buf8.stride(1), buf8_s2=buf8.stride(2), buf8_s3=buf8.stride(3), states15_ptr=states15, states15_s0=states15.stride(0), states15_s1=states15.stride(1), states15_s2=states15.stride(2), states15_s3=states15.stride(3), states15_s4=states15.stride(4), states15_s5=states15.stride(5), E_c0=2, E_c1=64, E_n0=4, E_n1=64, F_n0=_pow2(4), F_n1=_pow2(64), T_c0=T['c0'], T_c1=T['c1'])
    m17 = inputs['v']
    states20 = torch.full([_cdiv(2, T['c0']), _cdiv(64, T['c1']), T['c0'], _pow2(4), 1, _pow2(16)], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(2, T['c0']) * _cdiv(64, T['c1']),)](states15_ptr=states15, states15_s0=states15.stride(0), states15_s1=states15.stride(1), states15_s2=states15.stride(2), states15_s3=states15.stride(3), states15_s4=states15.stride(4), states15_s5=states15.stride(5), m17_ptr=m17, m17_s0=m17.stride(0), m17_s1=m17.stride(1), m17_s2=m17.stride(2), m17_s3=m17.stride(3), states20_ptr=states20, states20_s0=states20.stride(0), states20_s1=states20.stride(1), states20_s2=states20.stride(2), states20_s3=states20.stride(3), states20_s4=states20.stride(4), states20_s5=states20.stride(5), E_c0=2, E_c1=64, E_n0=4, E_n2=16, F_n0=_pow2(4), F_n2=_pow2(16), T_c0=T['c0'], T_c1=T['c1'])
    buf33 = torch.full([2, 4, 1, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(2, T['c0']),)](states20_ptr=states20, states20_s0=states20.stride(0), states20_s1=states20.stride(1), states20_s2=states20.stride(2), states20_s3=states20.stride(3), states20_s4=states20.stride(4), states20_s5=states20.stride(5), m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), buf33_ptr=buf33, buf33_s0=buf33.stride(0), buf33_s1=buf33.stride(1), buf33_s2=buf33.stride(2), buf33_s3=buf33.stride(3), E_c0=2, E_c1=64, E_c2=16, E_n0=4, E_n1=64, E_n2=16, F_n0=_pow2(4), F_n1=_pow2(64), F_n2=_pow2(16), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    return buf33


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
