"""attention_decode [small], candidate 32: 2 kernel(s)

Rendered by EqiForge from candidate 32 of attention_decode [small]: grid(k.1@1) loop(k.3[16]: sum) [1 mm] ; grid(k.1@1) loop(k.3[16]: sum) [2 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid k.1@1[4]
    c1: loop k.3[16]

Run it on its own: `python kernels/f32.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/attention_decode.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 2, "c1": 8}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, buf18_ptr, buf18_s0, buf18_s1, buf18_s2, buf18_s3, E_c0, E_c1, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf18: Combine over grid k.1@1[4]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    acc16 = tl.full([F_n0, T_c0, 1, F_n1], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t13 = tl.load(m1_ptr + offs_n0[:, None, None, None] * m1_s0 + offs_c0[None, :, None, None] * m1_s1 + offs_c1[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
        t14 = tl.load(m3_ptr + offs_n0[:, None, None, None] * m3_s0 + offs_c0[None, :, None, None] * m3_s1 + offs_c1[None, None, :, None] * m3_s2 + offs_n1[None, None, None, :] * m3_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
        t15 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, :], t13, 0.0), 4) * tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, :, None], t14, 0.0), 2), axis=3)
        acc16 = acc16 + t15
    t17 = tl.max(tl.where((offs_n1 < E_n1)[None, None, None, :], acc16, -float('inf')), axis=3, keep_dims=True)
    tl.store(buf18_ptr + offs_n0[:, None, None, None] * buf18_s0 + offs_c0[None, :, None, None] * buf18_s1, t17, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None])


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, m10_ptr, m10_s0, m10_s1, m10_s2, m10_s3, buf18_ptr, buf18_s0, buf18_s1, buf18_s2, buf18_s3, buf26_ptr, buf26_s0, buf26_s1, buf26_s2, buf26_s3, E_c0, E_c1, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf26: Combine over grid k.1@1[4]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    acc7 = tl.full([F_n0, T_c0, 1, F_n1], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t2 = tl.load(m1_ptr + offs_n0[:, None, None, None] * m1_s0 + offs_c0[None, :, None, None] * m1_s1 + offs_c1[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
        t5 = tl.load(m3_ptr + offs_n0[:, None, None, None] * m3_s0 + offs_c0[None, :, None, None] * m3_s1 + offs_c1[None, None, :, None] * m3_s2 + offs_n1[None, None, None, :] * m3_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
        t6 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, :], t2, 0.0), 4) * tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, :, None], t5, 0.0), 2), axis=3)
        acc7 = acc7 + t6
    t8 = (acc7) * (0.25)
    t9 = tl.exp(t8)
    t11 = tl.load(m10_ptr + offs_n0[:, None, None, None] * m10_s0 + offs_c0[None, :, None, None] * m10_s1 + offs_n1[None, None, :, None] * m10_s2 + offs_n2[None, None, None, :] * m10_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t12 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :], t9, 0.0), 4) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :, None], t11, 0.0), 2), axis=3)
    t19 = tl.load(buf18_ptr + offs_n0[:, None, None, None] * buf18_s0 + offs_c0[None, :, None, None] * buf18_s1, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None], other=0).to(tl.float32)
    t20 = (t19) * (0.25)
    t21 = tl.exp(t20)
    t22 = (t12) / (t21)
    t23 = (t9) / (t21)
    t24 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t23, 0.0), axis=3, keep_dims=True)
    t25 = (t22) / (t24)
    tl.store(buf26_ptr + offs_n0[:, None, None, None] * buf26_s0 + offs_c0[None, :, None, None] * buf26_s1 + offs_n2[None, None, None, :] * buf26_s3, t25, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :])


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
    m10 = inputs['v']
    buf18 = torch.full([2, 4, 1, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(4, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), buf18_ptr=buf18, buf18_s0=buf18.stride(0), buf18_s1=buf18.stride(1), buf18_s2=buf18.stride(2), buf18_s3=buf18.stride(3), E_c0=4, E_c1=16, E_n0=2, E_n1=64, F_n0=_pow2(2), F_n1=_pow2(64), T_c0=T['c0'], T_c1=T['c1'])
    buf26 = torch.full([2, 4, 1, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(4, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), m10_ptr=m10, m10_s0=m10.stride(0), m10_s1=m10.stride(1), m10_s2=m10.stride(2), m10_s3=m10.stride(3), buf18_ptr=buf18, buf18_s0=buf18.stride(0), buf18_s1=buf18.stride(1), buf18_s2=buf18.stride(2), buf18_s3=buf18.stride(3), buf26_ptr=buf26, buf26_s0=buf26.stride(0), buf26_s1=buf26.stride(1), buf26_s2=buf26.stride(2), buf26_s3=buf26.stride(3), E_c0=4, E_c1=16, E_n0=2, E_n1=64, E_n2=16, F_n0=_pow2(2), F_n1=_pow2(64), F_n2=_pow2(16), T_c0=T['c0'], T_c1=T['c1'])
    return buf26


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
