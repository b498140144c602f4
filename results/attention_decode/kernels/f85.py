"""attention_decode [small], candidate 85: 5 kernel(s)

Rendered by EqiForge from candidate 85 of attention_decode [small]: grid(k.2@3) [1 mm] ; grid(k.1@1) ; grid(v.3@3) [1 mm] ; grid(k.1@1) ; grid(k.0@0)
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid k.0@0[2]
    c1: grid v.3@3[16]
    c2: grid k.2@3[64]
    c3: grid k.1@1[4]

Run it on its own: `python kernels/f85.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/attention_decode.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 1, "c1": 8, "c2": 32, "c3": 2}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 2, "c1": 16, "c2": 64, "c3": 4}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m4_ptr, m4_s0, m4_s1, m4_s2, m4_s3, buf8_ptr, buf8_s0, buf8_s1, buf8_s2, buf8_s3, E_c2, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c2: tl.constexpr):
    # writes buf8: Combine over grid k.2@3[64]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t2 = tl.load(m1_ptr + offs_n2[:, None, None, None] * m1_s0 + offs_n0[None, :, None, None] * m1_s1 + offs_n1[None, None, None, :] * m1_s3, mask=(offs_n2 < E_n2)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t3 = (t2) * (0.25)
    t6 = tl.load(m4_ptr + offs_n2[:, None, None, None] * m4_s0 + offs_n0[None, :, None, None] * m4_s1 + offs_n1[None, None, :, None] * m4_s2 + offs_c2[None, None, None, :] * m4_s3, mask=(offs_n2 < E_n2)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
    t7 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :], t3, 0.0), 4) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :, None], t6, 0.0), 2), axis=3)
    tl.store(buf8_ptr + offs_n2[:, None, None, None] * buf8_s0 + offs_n0[None, :, None, None] * buf8_s1 + offs_c2[None, None, None, :] * buf8_s3, t7, mask=(offs_n2 < E_n2)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_c2 < E_c2)[None, None, None, :])


@triton.jit
def kernel_1(buf8_ptr, buf8_s0, buf8_s1, buf8_s2, buf8_s3, buf12_ptr, buf12_s0, buf12_s1, buf12_s2, buf12_s3, E_c3, E_n2, E_n3, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c3: tl.constexpr):
    # writes buf12: Combine over grid k.1@1[4]
    pid = tl.program_id(0)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    offs_one = tl.arange(0, 1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n3 = tl.arange(0, F_n3)
    t10 = tl.load(buf8_ptr + offs_n2[:, None, None, None] * buf8_s0 + offs_c3[None, :, None, None] * buf8_s1 + offs_n3[None, None, None, :] * buf8_s3, mask=(offs_n2 < E_n2)[:, None, None, None] & (offs_c3 < E_c3)[None, :, None, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t11 = tl.max(tl.where((offs_n3 < E_n3)[None, None, None, :], t10, -float('inf')), axis=3, keep_dims=True)
    tl.store(buf12_ptr + offs_n2[:, None, None, None] * buf12_s0 + offs_c3[None, :, None, None] * buf12_s1, t11, mask=(offs_n2 < E_n2)[:, None, None, None] & (offs_c3 < E_c3)[None, :, None, None])


@triton.jit
def kernel_2(buf8_ptr, buf8_s0, buf8_s1, buf8_s2, buf8_s3, buf12_ptr, buf12_s0, buf12_s1, buf12_s2, buf12_s3, m16_ptr, m16_s0, m16_s1, m16_s2, m16_s3, buf19_ptr, buf19_s0, buf19_s1, buf19_s2, buf19_s3, E_c1, E_n0, E_n2, E_n3, F_n0: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c1: tl.constexpr):
    # writes buf19: Combine over grid v.3@3[16]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n0 = tl.arange(0, F_n0)
    offs_n3 = tl.arange(0, F_n3)
    t9 = tl.load(buf8_ptr + offs_n2[:, None, None, None] * buf8_s0 + offs_n0[None, :, None, None] * buf8_s1 + offs_n3[None, None, None, :] * buf8_s3, mask=(offs_n2 < E_n2)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t13 = tl.load(buf12_ptr + offs_n2[:, None, None, None] * buf12_s0 + offs_n0[None, :, None, None] * buf12_s1, mask=(offs_n2 < E_n2)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None], other=0).to(tl.float32)
    t14 = t9 - (t13)
    t15 = tl.exp(t14)
    t17 = tl.load(m16_ptr + offs_n2[:, None, None, None] * m16_s0 + offs_n0[None, :, None, None] * m16_s1 + offs_n3[None, None, :, None] * m16_s2 + offs_c1[None, None, None, :] * m16_s3, mask=(offs_n2 < E_n2)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n3 < E_n3)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
    t18 = tl.sum(tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, None, :], t15, 0.0), 4) * tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, :, None], t17, 0.0), 2), axis=3)
    tl.store(buf19_ptr + offs_n2[:, None, None, None] * buf19_s0 + offs_n0[None, :, None, None] * buf19_s1 + offs_c1[None, None, None, :] * buf19_s3, t18, mask=(offs_n2 < E_n2)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_c1 < E_c1)[None, None, None, :])


@triton.jit
def kernel_3(buf8_ptr, buf8_s0, buf8_s1, buf8_s2, buf8_s3, buf12_ptr, buf12_s0, buf12_s1, buf12_s2, buf12_s3, buf26_ptr, buf26_s0, buf26_s1, buf26_s2, buf26_s3, E_c3, E_n2, E_n3, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c3: tl.constexpr):
    # writes buf26: Combine over grid k.1@1[4]
    pid = tl.program_id(0)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    offs_one = tl.arange(0, 1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n3 = tl.arange(0, F_n3)
    t21 = tl.load(buf8_ptr + offs_n2[:, None, None, None] * buf8_s0 + offs_c3[None, :, None, None] * buf8_s1 + offs_n3[None, None, None, :] * buf8_s3, mask=(offs_n2 < E_n2)[:, None, None, None] & (offs_c3 < E_c3)[None, :, None, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t22 = tl.load(buf12_ptr + offs_n2[:, None, None, None] * buf12_s0 + offs_c3[None, :, None, None] * buf12_s1, mask=(offs_n2 < E_n2)[:, None, None, None] & (offs_c3 < E_c3)[None, :, None, None], other=0).to(tl.float32)
    t23 = t21 - (t22)
    t24 = tl.exp(t23)
    t25 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t24, 0.0), axis=3, keep_dims=True)
    tl.store(buf26_ptr + offs_n2[:, None, None, None] * buf26_s0 + offs_c3[None, :, None, None] * buf26_s1, t25, mask=(offs_n2 < E_n2)[:, None, None, None] & (offs_c3 < E_c3)[None, :, None, None])


@triton.jit
def kernel_4(buf19_ptr, buf19_s0, buf19_s1, buf19_s2, buf19_s3, buf26_ptr, buf26_s0, buf26_s1, buf26_s2, buf26_s3, buf29_ptr, buf29_s0, buf29_s1, buf29_s2, buf29_s3, E_c0, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr):
    # writes buf29: Combine over grid k.0@0[2]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t20 = tl.load(buf19_ptr + offs_c0[:, None, None, None] * buf19_s0 + offs_n0[None, :, None, None] * buf19_s1 + offs_n1[None, None, None, :] * buf19_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t27 = tl.load(buf26_ptr + offs_c0[:, None, None, None] * buf26_s0 + offs_n0[None, :, None, None] * buf26_s1, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None], other=0).to(tl.float32)
    t28 = (t20) / (t27)
    tl.store(buf29_ptr + offs_c0[:, None, None, None] * buf29_s0 + offs_n0[None, :, None, None] * buf29_s1 + offs_n1[None, None, None, :] * buf29_s3, t28, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :])


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
    kernel_0[(_cdiv(64, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m4_ptr=m4, m4_s0=m4.stride(0), m4_s1=m4.stride(1), m4_s2=m4.stride(2), m4_s3=m4.stride(3), buf8_ptr=buf8, buf8_s0=buf8.stride(0), buf8_s1=buf8.stride(1), buf8_s2=buf8.stride(2), buf8_s3=buf8.stride(3), E_c2=64, E_n0=4, E_n1=16, E_n2=2, F_n0=_pow2(4), F_n1=_pow2(16), F_n2=_pow2(2), T_c2=T['c2'])
    buf12 = torch.full([2, 4, 1, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(4, T['c3']),)](buf8_ptr=buf8, buf8_s0=buf8.stride(0), buf8_s1=buf8.stride(1), buf8_s2=buf8.stride(2), buf8_s3=buf8.stride(3), buf12_ptr=buf12, buf12_s0=buf12.stride(0), buf12_s1=buf12.stride(1), buf12_s2=buf12.stride(2), buf12_s3=buf12.stride(3), E_c3=4, E_n2=2, E_n3=64, F_n2=_pow2(2), F_n3=_pow2(64), T_c3=T['c3'])
    m16 = inputs['v']
    buf19 = torch.full([2, 4, 1, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(16, T['c1']),)](buf8_ptr=buf8, buf8_s0=buf8.stride(0), buf8_s1=buf8.stride(1), buf8_s2=buf8.stride(2), buf8_s3=buf8.stride(3), buf12_ptr=buf12, buf12_s0=buf12.stride(0), buf12_s1=buf12.stride(1), buf12_s2=buf12.stride(2), buf12_s3=buf12.stride(3), m16_ptr=m16, m16_s0=m16.stride(0), m16_s1=m16.stride(1), m16_s2=m16.stride(2), m16_s3=m16.stride(3), buf19_ptr=buf19, buf19_s0=buf19.stride(0), buf19_s1=buf19.stride(1), buf19_s2=buf19.stride(2), buf19_s3=buf19.stride(3), E_c1=16, E_n0=4, E_n2=2, E_n3=64, F_n0=_pow2(4), F_n2=_pow2(2), F_n3=_pow2(64), T_c1=T['c1'])
    buf26 = torch.full([2, 4, 1, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(4, T['c3']),)](buf8_ptr=buf8, buf8_s0=buf8.stride(0), buf8_s1=buf8.stride(1), buf8_s2=buf8.stride(2), buf8_s3=buf8.stride(3), buf12_ptr=buf12, buf12_s0=buf12.stride(0), buf12_s1=buf12.stride(1), buf12_s2=buf12.stride(2), buf12_s3=buf12.stride(3), buf26_ptr=buf26, buf26_s0=buf26.stride(0), buf26_s1=buf26.stride(1), buf26_s2=buf26.stride(2), buf26_s3=buf26.stride(3), E_c3=4, E_n2=2, E_n3=64, F_n2=_pow2(2), F_n3=_pow2(64), T_c3=T['c3'])
    buf29 = torch.full([2, 4, 1, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(_cdiv(2, T['c0']),)](buf19_ptr=buf19, buf19_s0=buf19.stride(0), buf19_s1=buf19.stride(1), buf19_s2=buf19.stride(2), buf19_s3=buf19.stride(3), buf26_ptr=buf26, buf26_s0=buf26.stride(0), buf26_s1=buf26.stride(1), buf26_s2=buf26.stride(2), buf26_s3=buf26.stride(3), buf29_ptr=buf29, buf29_s0=buf29.stride(0), buf29_s1=buf29.stride(1), buf29_s2=buf29.stride(2), buf29_s3=buf29.stride(3), E_c0=2, E_n0=4, E_n1=16, F_n0=_pow2(4), F_n1=_pow2(16), T_c0=T['c0'])
    return buf29


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
