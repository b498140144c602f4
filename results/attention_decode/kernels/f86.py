"""attention_decode [small], candidate 86: 5 kernel(s)

Rendered by EqiForge from candidate 86 of attention_decode [small]: grid(k.2@3) [1 mm] ; grid(k.1@1) ; grid(k.1@1) ; store(k.2[64]) ; grid() loop(k.2[64]: sum, stored)
Coordinates (tile sizes are the T arguments of launch()):
    c0: loop k.2[64]
    c1: grid k.2@3[64]
    c2: grid k.1@1[4]

Run it on its own: `python kernels/f86.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/attention_decode.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 32, "c1": 32, "c2": 2}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 64, "c1": 64, "c2": 4}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m4_ptr, m4_s0, m4_s1, m4_s2, m4_s3, buf8_ptr, buf8_s0, buf8_s1, buf8_s2, buf8_s3, E_c1, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c1: tl.constexpr):
    # writes buf8: Combine over grid k.2@3[64]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t2 = tl.load(m1_ptr + offs_n0[:, None, None, None] * m1_s0 + offs_n1[None, :, None, None] * m1_s1 + offs_n2[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t3 = (t2) * (0.25)
    t6 = tl.load(m4_ptr + offs_n0[:, None, None, None] * m4_s0 + offs_n1[None, :, None, None] * m4_s1 + offs_n2[None, None, :, None] * m4_s2 + offs_c1[None, None, None, :] * m4_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
    t7 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t3, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t6, 0.0), 2), axis=3)
    tl.store(buf8_ptr + offs_n0[:, None, None, None] * buf8_s0 + offs_n1[None, :, None, None] * buf8_s1 + offs_c1[None, None, None, :] * buf8_s3, t7, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c1 < E_c1)[None, None, None, :])


@triton.jit
def kernel_1(buf8_ptr, buf8_s0, buf8_s1, buf8_s2, buf8_s3, buf12_ptr, buf12_s0, buf12_s1, buf12_s2, buf12_s3, E_c2, E_n0, E_n3, F_n0: tl.constexpr, F_n3: tl.constexpr, T_c2: tl.constexpr):
    # writes buf12: Combine over grid k.1@1[4]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n3 = tl.arange(0, F_n3)
    t10 = tl.load(buf8_ptr + offs_n0[:, None, None, None] * buf8_s0 + offs_c2[None, :, None, None] * buf8_s1 + offs_n3[None, None, None, :] * buf8_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c2 < E_c2)[None, :, None, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t11 = tl.max(tl.where((offs_n3 < E_n3)[None, None, None, :], t10, -float('inf')), axis=3, keep_dims=True)
    tl.store(buf12_ptr + offs_n0[:, None, None, None] * buf12_s0 + offs_c2[None, :, None, None] * buf12_s1, t11, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c2 < E_c2)[None, :, None, None])


@triton.jit
def kernel_2(buf8_ptr, buf8_s0, buf8_s1, buf8_s2, buf8_s3, buf12_ptr, buf12_s0, buf12_s1, buf12_s2, buf12_s3, buf21_ptr, buf21_s0, buf21_s1, buf21_s2, buf21_s3, E_c2, E_n0, E_n3, F_n0: tl.constexpr, F_n3: tl.constexpr, T_c2: tl.constexpr):
    # writes buf21: Combine over grid k.1@1[4]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n3 = tl.arange(0, F_n3)
    t16 = tl.load(buf8_ptr + offs_n0[:, None, None, None] * buf8_s0 + offs_c2[None, :, None, None] * buf8_s1 + offs_n3[None, None, None, :] * buf8_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c2 < E_c2)[None, :, None, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t17 = tl.load(buf12_ptr + offs_n0[:, None, None, None] * buf12_s0 + offs_c2[None, :, None, None] * buf12_s1, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c2 < E_c2)[None, :, None, None], other=0).to(tl.float32)
    t18 = t16 - (t17)
    t19 = tl.exp(t18)
    t20 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t19, 0.0), axis=3, keep_dims=True)
    tl.store(buf21_ptr + offs_n0[:, None, None, None] * buf21_s0 + offs_c2[None, :, None, None] * buf21_s1, t20, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c2 < E_c2)[None, :, None, None])


@triton.jit
def kernel_3(buf8_ptr, buf8_s0, buf8_s1, buf8_s2, buf8_s3, buf12_ptr, buf12_s0, buf12_s1, buf12_s2, buf12_s3, buf21_ptr, buf21_s0, buf21_s1, buf21_s2, buf21_s3, m24_ptr, m24_s0, m24_s1, m24_s2, m24_s3, states27_ptr, states27_s0, states27_s1, states27_s2, states27_s3, states27_s4, E_c0, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr):
    # stores states27: Collect over loop k.2[64]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t9 = tl.load(buf8_ptr + offs_n0[:, None, None, None] * buf8_s0 + offs_n1[None, :, None, None] * buf8_s1 + offs_c0[None, None, None, :] * buf8_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c0 < E_c0)[None, None, None, :], other=0).to(tl.float32)
    t13 = tl.load(buf12_ptr + offs_n0[:, None, None, None] * buf12_s0 + offs_n1[None, :, None, None] * buf12_s1, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None], other=0).to(tl.float32)
    t14 = t9 - (t13)
    t15 = tl.exp(t14)
    t22 = tl.load(buf21_ptr + offs_n0[:, None, None, None] * buf21_s0 + offs_n1[None, :, None, None] * buf21_s1, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None], other=0).to(tl.float32)
    t23 = (t15) / (t22)
    t25 = tl.load(m24_ptr + offs_n0[:, None, None, None] * m24_s0 + offs_n1[None, :, None, None] * m24_s1 + offs_c0[None, None, :, None] * m24_s2 + offs_n2[None, None, None, :] * m24_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t26 = tl.sum(tl.expand_dims(tl.where((offs_c0 < E_c0)[None, None, None, :], t23, 0.0), 4) * tl.expand_dims(tl.where((offs_c0 < E_c0)[None, None, :, None], t25, 0.0), 2), axis=3)
    tl.store(states27_ptr + i_c0 * states27_s0 + tl.arange(0, F_n0)[:, None, None, None] * states27_s1 + tl.arange(0, F_n1)[None, :, None, None] * states27_s2 + tl.arange(0, F_n2)[None, None, None, :] * states27_s4 + tl.zeros([F_n0, F_n1, 1, F_n2], tl.int32), t26)


@triton.jit
def kernel_4(states27_ptr, states27_s0, states27_s1, states27_s2, states27_s3, states27_s4, buf30_ptr, buf30_s0, buf30_s1, buf30_s2, buf30_s3, E_c0, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr):
    # writes buf30: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    acc29 = tl.full([F_n0, F_n1, 1, F_n2], 0.0, tl.float32)
    for i_c0 in range(0, tl.cdiv(E_c0, T_c0)):
        offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)

        t28 = tl.load(states27_ptr + i_c0 * states27_s0 + tl.arange(0, F_n0)[:, None, None, None] * states27_s1 + tl.arange(0, F_n1)[None, :, None, None] * states27_s2 + tl.arange(0, F_n2)[None, None, None, :] * states27_s4 + tl.zeros([F_n0, F_n1, 1, F_n2], tl.int32))
        acc29 = acc29 + t28
    tl.store(buf30_ptr + offs_n0[:, None, None, None] * buf30_s0 + offs_n1[None, :, None, None] * buf30_s1 + offs_n2[None, None, None, :] * buf30_s3, acc29, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :])


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
    m5 = inputs['k']
    m4 = m5.permute([0, 1, 3, 2])
    buf8 = torch.full([2, 4, 1, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(64, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m4_ptr=m4, m4_s0=m4.stride(0), m4_s1=m4.stride(1), m4_s2=m4.stride(2), m4_s3=m4.stride(3), buf8_ptr=buf8, buf8_s0=buf8.stride(0), buf8_s1=buf8.stride(1), buf8_s2=buf8.stride(2), buf8_s3=buf8.stride(3), E_c1=64, E_n0=2, E_n1=4, E_n2=16, F_n0=_pow2(2), F_n1=_pow2(4), F_n2=_pow2(16), T_c1=T['c1'])
    buf12 = torch.full([2, 4, 1, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(4, T['c2']),)](buf8_ptr=buf8, buf8_s0=buf8.stride(0), buf8_s1=buf8.stride(1), buf8_s2=buf8.stride(2), buf8_s3=buf8.stride(3), buf12_ptr=buf12, buf12_s0=buf12.stride(0), buf12_s1=buf12.stride(1), buf12_s2=buf12.stride(2), buf12_s3=buf12.stride(3), E_c2=4, E_n0=2, E_n3=64, F_n0=_pow2(2), F_n3=_pow2(64), T_c2=T['c2'])
    buf21 = torch.full([2, 4, 1, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(4, T['c2']),)](buf8_ptr=buf8, buf8_s0=buf8.stride(0), buf8_s1=buf8.stride(1), buf8_s2=buf8.stride(2), buf8_s3=buf8.stride(3), buf12_ptr=buf12, buf12_s0=buf12.stride(0), buf12_s1=buf12.stride(1), buf12_s2=buf12.stride(2), buf12_s3=buf12.stride(3), buf21_ptr=buf21, buf21_s0=buf21.stride(0), buf21_s1=buf21.stride(1), buf21_s2=buf21.stride(2), buf21_s3=buf21.stride(3), E_c2=4, E_n0=2, E_n3=64, F_n0=_pow2(2), F_n3=_pow2(64), T_c2=T['c2'])
    m24 = inputs['v']
    states27 = torch.full([_cdiv(64, T['c0']), _pow2(2), _pow2(4), 1, _pow2(16)], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(64, T['c0']),)](buf8_ptr=buf8, buf8_s0=buf8.stride(0), buf8_s1=buf8.stride(1), buf8_s2=buf8.stride(2), buf8_s3=buf8.stride(3), buf12_ptr=buf12, buf12_s0=buf12.stride(0), buf12_s1=buf12.stride(1), buf12_s2=buf12.stride(2), buf12_s3=buf12.stride(3), buf21_ptr=buf21, buf21_s0=buf21.stride(0), buf21_s1=buf21.stride(1), buf21_s2=buf21.stride(2), buf21_s3=buf21.stride(3), m24_ptr=m24, m24_s0=m24.stride(0), m24_s1=m24.stride(1), m24_s2=m24.stride(2), m24_s3=m24.stride(3), states27_ptr=states27, states27_s0=states27.stride(0), states27_s1=states27.stride(1), states27_s2=states27.stride(2), states27_s3=states27.stride(3), states27_s4=states27.stride(4), E_c0=64, E_n0=2, E_n1=4, E_n2=16, F_n0=_pow2(2), F_n1=_pow2(4), F_n2=_pow2(16), T_c0=T['c0'])
    buf30 = torch.full([2, 4, 1, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(1,)](states27_ptr=states27, states27_s0=states27.stride(0), states27_s1=states27.stride(1), states27_s2=states27.stride(2), states27_s3=states27.stride(3), states27_s4=states27.stride(4), buf30_ptr=buf30, buf30_s0=buf30.stride(0), buf30_s1=buf30.stride(1), buf30_s2=buf30.stride(2), buf30_s3=buf30.stride(3), E_c0=64, E_n0=2, E_n1=4, E_n2=16, F_n0=_pow2(2), F_n1=_pow2(4), F_n2=_pow2(16), T_c0=T['c0'])
    return buf30


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
