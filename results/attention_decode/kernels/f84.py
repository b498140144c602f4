"""attention_decode [small], candidate 84: 4 kernel(s)

Rendered by EqiForge from candidate 84 of attention_decode [small]: store(k.3[16]) ; store(k.2[64]) loop(k.3[16]: sum, stored) ; store(k.3[16]) ; grid(v.3@3) loop(k.2[64]: sum, stored) loop(k.3[16]: sum, stored)
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid v.3@3[16]
    c1: loop k.2[64]
    c2: loop k.3[16]

Run it on its own: `python kernels/f84.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/attention_decode.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 8, "c1": 32, "c2": 8}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 16, "c1": 64, "c2": 16}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, states10_ptr, states10_s0, states10_s1, states10_s2, states10_s3, states10_s4, E_c2, E_n0, E_n1, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n3: tl.constexpr, T_c2: tl.constexpr):
    # stores states10: Collect over loop k.3[16]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n3 = tl.arange(0, F_n3)
    t7 = tl.load(m1_ptr + offs_n0[:, None, None, None] * m1_s0 + offs_n1[None, :, None, None] * m1_s1 + offs_c2[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
    t8 = tl.load(m3_ptr + offs_n0[:, None, None, None] * m3_s0 + offs_n1[None, :, None, None] * m3_s1 + offs_c2[None, None, :, None] * m3_s2 + offs_n3[None, None, None, :] * m3_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t9 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :], t7, 0.0), 4) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :, None], t8, 0.0), 2), axis=3)
    tl.store(states10_ptr + i_c2 * states10_s0 + tl.arange(0, F_n0)[:, None, None, None] * states10_s1 + tl.arange(0, F_n1)[None, :, None, None] * states10_s2 + tl.arange(0, F_n3)[None, None, None, :] * states10_s4 + tl.zeros([F_n0, F_n1, 1, F_n3], tl.int32), t9)


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, states10_ptr, states10_s0, states10_s1, states10_s2, states10_s3, states10_s4, m17_ptr, m17_s0, m17_s1, m17_s2, m17_s3, states20_ptr, states20_s0, states20_s1, states20_s2, states20_s3, states20_s4, states20_s5, E_c0, E_c1, E_c2, E_n0, E_n1, E_n2, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
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
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n3 = tl.arange(0, F_n3)
    t2 = tl.load(m1_ptr + offs_n0[:, None, None, None] * m1_s0 + offs_n1[None, :, None, None] * m1_s1 + offs_n2[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t5 = tl.load(m3_ptr + offs_n0[:, None, None, None] * m3_s0 + offs_n1[None, :, None, None] * m3_s1 + offs_n2[None, None, :, None] * m3_s2 + offs_c1[None, None, None, :] * m3_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
    t6 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t2, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t5, 0.0), 2), axis=3)
    acc12 = tl.full([F_n0, F_n1, 1, F_n3], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t11 = tl.load(states10_ptr + i_c2 * states10_s0 + tl.arange(0, F_n0)[:, None, None, None] * states10_s1 + tl.arange(0, F_n1)[None, :, None, None] * states10_s2 + tl.arange(0, F_n3)[None, None, None, :] * states10_s4 + tl.zeros([F_n0, F_n1, 1, F_n3], tl.int32))
        acc12 = acc12 + t11
    t13 = tl.max(tl.where((offs_n3 < E_n3)[None, None, None, :], acc12, -float('inf')), axis=3, keep_dims=True)
    t14 = t6 - (t13)
    t15 = (t14) * (0.25)
    t16 = tl.exp(t15)
    t18 = tl.load(m17_ptr + offs_n0[:, None, None, None] * m17_s0 + offs_n1[None, :, None, None] * m17_s1 + offs_c1[None, None, :, None] * m17_s2 + offs_c0[None, None, None, :] * m17_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_c0 < E_c0)[None, None, None, :], other=0).to(tl.float32)
    t19 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, :], t16, 0.0), 4) * tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, :, None], t18, 0.0), 2), axis=3)
    tl.store(states20_ptr + i_c0 * states20_s0 + i_c1 * states20_s1 + tl.arange(0, F_n0)[:, None, None, None] * states20_s2 + tl.arange(0, F_n1)[None, :, None, None] * states20_s3 + tl.arange(0, T_c0)[None, None, None, :] * states20_s5 + tl.zeros([F_n0, F_n1, 1, T_c0], tl.int32), t19)


@triton.jit
def kernel_2(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, states26_ptr, states26_s0, states26_s1, states26_s2, states26_s3, states26_s4, E_c2, E_n0, E_n1, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n3: tl.constexpr, T_c2: tl.constexpr):
    # stores states26: Collect over loop k.3[16]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n3 = tl.arange(0, F_n3)
    t23 = tl.load(m1_ptr + offs_n0[:, None, None, None] * m1_s0 + offs_n1[None, :, None, None] * m1_s1 + offs_c2[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
    t24 = tl.load(m3_ptr + offs_n0[:, None, None, None] * m3_s0 + offs_n1[None, :, None, None] * m3_s1 + offs_c2[None, None, :, None] * m3_s2 + offs_n3[None, None, None, :] * m3_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t25 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :], t23, 0.0), 4) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :, None], t24, 0.0), 2), axis=3)
    tl.store(states26_ptr + i_c2 * states26_s0 + tl.arange(0, F_n0)[:, None, None, None] * states26_s1 + tl.arange(0, F_n1)[None, :, None, None] * states26_s2 + tl.arange(0, F_n3)[None, None, None, :] * states26_s4 + tl.zeros([F_n0, F_n1, 1, F_n3], tl.int32), t25)


@triton.jit
def kernel_3(states20_ptr, states20_s0, states20_s1, states20_s2, states20_s3, states20_s4, states20_s5, states26_ptr, states26_s0, states26_s1, states26_s2, states26_s3, states26_s4, buf35_ptr, buf35_s0, buf35_s1, buf35_s2, buf35_s3, E_c0, E_c1, E_c2, E_n0, E_n1, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n3: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf35: Combine over grid v.3@3[16]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n3 = tl.arange(0, F_n3)
    acc22 = tl.full([F_n0, F_n1, 1, T_c0], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t21 = tl.load(states20_ptr + i_c0 * states20_s0 + i_c1 * states20_s1 + tl.arange(0, F_n0)[:, None, None, None] * states20_s2 + tl.arange(0, F_n1)[None, :, None, None] * states20_s3 + tl.arange(0, T_c0)[None, None, None, :] * states20_s5 + tl.zeros([F_n0, F_n1, 1, T_c0], tl.int32))
        acc22 = acc22 + t21
    acc28 = tl.full([F_n0, F_n1, 1, F_n3], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t27 = tl.load(states26_ptr + i_c2 * states26_s0 + tl.arange(0, F_n0)[:, None, None, None] * states26_s1 + tl.arange(0, F_n1)[None, :, None, None] * states26_s2 + tl.arange(0, F_n3)[None, None, None, :] * states26_s4 + tl.zeros([F_n0, F_n1, 1, F_n3], tl.int32))
        acc28 = acc28 + t27
    t29 = tl.max(tl.where((offs_n3 < E_n3)[None, None, None, :], acc28, -float('inf')), axis=3, keep_dims=True)
    t30 = acc28 - (t29)
    t31 = (t30) * (0.25)
    t32 = tl.exp(t31)
    t33 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t32, 0.0), axis=3, keep_dims=True)
    t34 = (acc22) / (t33)
    tl.store(buf35_ptr + offs_n0[:, None, None, None] * buf35_s0 + offs_n1[None, :, None, None] * buf35_s1 + offs_c0[None, None, None, :] * buf35_s3, t34, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c0 < E_c0)[None, None, None, :])


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
    states10 = torch.full([_cdiv(16, T['c2']), _pow2(2), _pow2(4), 1, _pow2(64)], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(16, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), states10_ptr=states10, states10_s0=states10.stride(0), states10_s1=states10.stride(1), states10_s2=states10.stride(2), states10_s3=states10.stride(3), states10_s4=states10.stride(4), E_c2=16, E_n0=2, E_n1=4, E_n3=64, F_n0=_pow2(2), F_n1=_pow2(4), F_n3=_pow2(64), T_c2=T['c2'])
    m17 = inputs['v']
    states20 = torch.full([_cdiv(16, T['c0']), _cdiv(64, T['c1']), _pow2(2), _pow2(4), 1, T['c0']], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(16, T['c0']) * _cdiv(64, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), states10_ptr=states10, states10_s0=states10.stride(0), states10_s1=states10.stride(1), states10_s2=states10.stride(2), states10_s3=states10.stride(3), states10_s4=states10.stride(4), m17_ptr=m17, m17_s0=m17.stride(0), m17_s1=m17.stride(1), m17_s2=m17.stride(2), m17_s3=m17.stride(3), states20_ptr=states20, states20_s0=states20.stride(0), states20_s1=states20.stride(1), states20_s2=states20.stride(2), states20_s3=states20.stride(3), states20_s4=states20.stride(4), states20_s5=states20.stride(5), E_c0=16, E_c1=64, E_c2=16, E_n0=2, E_n1=4, E_n2=16, E_n3=64, F_n0=_pow2(2), F_n1=_pow2(4), F_n2=_pow2(16), F_n3=_pow2(64), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    states26 = torch.full([_cdiv(16, T['c2']), _pow2(2), _pow2(4), 1, _pow2(64)], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(16, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), states26_ptr=states26, states26_s0=states26.stride(0), states26_s1=states26.stride(1), states26_s2=states26.stride(2), states26_s3=states26.stride(3), states26_s4=states26.stride(4), E_c2=16, E_n0=2, E_n1=4, E_n3=64, F_n0=_pow2(2), F_n1=_pow2(4), F_n3=_pow2(64), T_c2=T['c2'])
    buf35 = torch.full([2, 4, 1, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(16, T['c0']),)](states20_ptr=states20, states20_s0=states20.stride(0), states20_s1=states20.stride(1), states20_s2=states20.stride(2), states20_s3=states20.stride(3), states20_s4=states20.stride(4), states20_s5=states20.stride(5), states26_ptr=states26, states26_s0=states26.stride(0), states26_s1=states26.stride(1), states26_s2=states26.stride(2), states26_s3=states26.stride(3), states26_s4=states26.stride(4), buf35_ptr=buf35, buf35_s0=buf35.stride(0), buf35_s1=buf35.stride(1), buf35_s2=buf35.stride(2), buf35_s3=buf35.stride(3), E_c0=16, E_c1=64, E_c2=16, E_n0=2, E_n1=4, E_n3=64, F_n0=_pow2(2), F_n1=_pow2(4), F_n3=_pow2(64), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    return buf35


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
