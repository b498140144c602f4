"""attention_decode [small], candidate 65: 3 kernel(s)

Rendered by EqiForge from candidate 65 of attention_decode [small]: grid(v.3@3) loop(k.2[64]: rescale) [2 mm] ; grid(k.1@1) loop(k.2[64]: rescale) [2 mm] ; grid(k.0@0, k.1@1, v.3@3)
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid k.0@0[2]
    c1: grid k.1@1[4]
    c2: grid v.3@3[16]
    c3: loop k.2[64]

Run it on its own: `python kernels/f65.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/attention_decode.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 1, "c1": 2, "c2": 8, "c3": 32}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, m13_ptr, m13_s0, m13_s1, m13_s2, m13_s3, buf22_ptr, buf22_s0, buf22_s1, buf22_s2, buf22_s3, E_c2, E_c3, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # writes buf22: Combine over grid v.3@3[16]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t2 = tl.load(m1_ptr + offs_n0[:, None, None, None] * m1_s0 + offs_n1[None, :, None, None] * m1_s1 + offs_n2[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    acc16 = tl.full([F_n0, F_n1, 1, 1], -float('inf'), tl.float32)
    acc17 = tl.full([F_n0, F_n1, 1, 1], 0.0, tl.float32)
    acc18 = tl.full([F_n0, F_n1, 1, T_c2], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t5 = tl.load(m3_ptr + offs_n0[:, None, None, None] * m3_s0 + offs_n1[None, :, None, None] * m3_s1 + offs_n2[None, None, :, None] * m3_s2 + offs_c3[None, None, None, :] * m3_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
        t6 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t2, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t5, 0.0), 2), axis=3)
        t7 = tl.max(tl.where((offs_c3 < E_c3)[None, None, None, :], t6, -float('inf')), axis=3, keep_dims=True)
        t8 = (t7) * (0.25)
        t9 = (t6) * (0.25)
        t10 = t9 - (t8)
        t11 = tl.exp(t10)
        t12 = tl.sum(tl.where((offs_c3 < E_c3)[None, None, None, :], t11, 0.0), axis=3, keep_dims=True)
        t14 = tl.load(m13_ptr + offs_n0[:, None, None, None] * m13_s0 + offs_n1[None, :, None, None] * m13_s1 + offs_c3[None, None, :, None] * m13_s2 + offs_c2[None, None, None, :] * m13_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c3 < E_c3)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
        t15 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, :], t11, 0.0), 4) * tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, :, None], t14, 0.0), 2), axis=3)
        m19 = tl.maximum(acc16, t8)
        r20 = tl.where(acc16 == -float("inf"), 0.0, tl.exp(acc16 - m19))
        r21 = tl.where(t8 == -float("inf"), 0.0, tl.exp(t8 - m19))
        acc17 = tl.where(acc16 == -float("inf"), 0.0, acc17 * r20) + tl.where(t8 == -float("inf"), 0.0, t12 * r21)
        acc18 = tl.where(acc16 == -float("inf"), 0.0, acc18 * r20) + tl.where(t8 == -float("inf"), 0.0, t15 * r21)
        acc16 = m19
    tl.store(buf22_ptr + offs_n0[:, None, None, None] * buf22_s0 + offs_n1[None, :, None, None] * buf22_s1 + offs_c2[None, None, None, :] * buf22_s3, acc18, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c2 < E_c2)[None, None, None, :])


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, m13_ptr, m13_s0, m13_s1, m13_s2, m13_s3, buf41_ptr, buf41_s0, buf41_s1, buf41_s2, buf41_s3, E_c1, E_c3, E_n0, E_n2, F_n0: tl.constexpr, F_n2: tl.constexpr, T_c1: tl.constexpr, T_c3: tl.constexpr):
    # writes buf41: Combine over grid k.1@1[4]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n2 = tl.arange(0, F_n2)
    t24 = tl.load(m1_ptr + offs_n0[:, None, None, None] * m1_s0 + offs_c1[None, :, None, None] * m1_s1 + offs_n2[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    acc35 = tl.full([F_n0, T_c1, 1, 1], -float('inf'), tl.float32)
    acc36 = tl.full([F_n0, T_c1, 1, 1], 0.0, tl.float32)
    acc37 = tl.full([F_n0, T_c1, 1, F_n2], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t25 = tl.load(m3_ptr + offs_n0[:, None, None, None] * m3_s0 + offs_c1[None, :, None, None] * m3_s1 + offs_n2[None, None, :, None] * m3_s2 + offs_c3[None, None, None, :] * m3_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
        t26 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t24, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t25, 0.0), 2), axis=3)
        t27 = tl.max(tl.where((offs_c3 < E_c3)[None, None, None, :], t26, -float('inf')), axis=3, keep_dims=True)
        t28 = (t27) * (0.25)
        t29 = (t26) * (0.25)
        t30 = t29 - (t28)
        t31 = tl.exp(t30)
        t32 = tl.sum(tl.where((offs_c3 < E_c3)[None, None, None, :], t31, 0.0), axis=3, keep_dims=True)
        t33 = tl.load(m13_ptr + offs_n0[:, None, None, None] * m13_s0 + offs_c1[None, :, None, None] * m13_s1 + offs_c3[None, None, :, None] * m13_s2 + offs_n2[None, None, None, :] * m13_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_c3 < E_c3)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
        t34 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, :], t31, 0.0), 4) * tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, :, None], t33, 0.0), 2), axis=3)
        m38 = tl.maximum(acc35, t28)
        r39 = tl.where(acc35 == -float("inf"), 0.0, tl.exp(acc35 - m38))
        r40 = tl.where(t28 == -float("inf"), 0.0, tl.exp(t28 - m38))
        acc36 = tl.where(acc35 == -float("inf"), 0.0, acc36 * r39) + tl.where(t28 == -float("inf"), 0.0, t32 * r40)
        acc37 = tl.where(acc35 == -float("inf"), 0.0, acc37 * r39) + tl.where(t28 == -float("inf"), 0.0, t34 * r40)
        acc35 = m38
    tl.store(buf41_ptr + offs_n0[:, None, None, None] * buf41_s0 + offs_c1[None, :, None, None] * buf41_s1, acc36, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None])


@triton.jit
def kernel_2(buf22_ptr, buf22_s0, buf22_s1, buf22_s2, buf22_s3, buf41_ptr, buf41_s0, buf41_s1, buf41_s2, buf41_s3, buf44_ptr, buf44_s0, buf44_s1, buf44_s2, buf44_s3, E_c0, E_c1, E_c2, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf44: Combine over grid k.0@0[2], grid k.1@1[4], grid v.3@3[16]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    t23 = tl.load(buf22_ptr + offs_c0[:, None, None, None] * buf22_s0 + offs_c1[None, :, None, None] * buf22_s1 + offs_c2[None, None, None, :] * buf22_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
    t42 = tl.load(buf41_ptr + offs_c0[:, None, None, None] * buf41_s0 + offs_c1[None, :, None, None] * buf41_s1, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None], other=0).to(tl.float32)
    t43 = (t23) / (t42)
    tl.store(buf44_ptr + offs_c0[:, None, None, None] * buf44_s0 + offs_c1[None, :, None, None] * buf44_s1 + offs_c2[None, None, None, :] * buf44_s3, t43, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_c2 < E_c2)[None, None, None, :])


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
    m13 = inputs['v']
    buf22 = torch.full([2, 4, 1, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(16, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), m13_ptr=m13, m13_s0=m13.stride(0), m13_s1=m13.stride(1), m13_s2=m13.stride(2), m13_s3=m13.stride(3), buf22_ptr=buf22, buf22_s0=buf22.stride(0), buf22_s1=buf22.stride(1), buf22_s2=buf22.stride(2), buf22_s3=buf22.stride(3), E_c2=16, E_c3=64, E_n0=2, E_n1=4, E_n2=16, F_n0=_pow2(2), F_n1=_pow2(4), F_n2=_pow2(16), T_c2=T['c2'], T_c3=T['c3'])
    buf41 = torch.full([2, 4, 1, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(4, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), m13_ptr=m13, m13_s0=m13.stride(0), m13_s1=m13.stride(1), m13_s2=m13.stride(2), m13_s3=m13.stride(3), buf41_ptr=buf41, buf41_s0=buf41.stride(0), buf41_s1=buf41.stride(1), buf41_s2=buf41.stride(2), buf41_s3=buf41.stride(3), E_c1=4, E_c3=64, E_n0=2, E_n2=16, F_n0=_pow2(2), F_n2=_pow2(16), T_c1=T['c1'], T_c3=T['c3'])
    buf44 = torch.full([2, 4, 1, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(2, T['c0']) * _cdiv(4, T['c1']) * _cdiv(16, T['c2']),)](buf22_ptr=buf22, buf22_s0=buf22.stride(0), buf22_s1=buf22.stride(1), buf22_s2=buf22.stride(2), buf22_s3=buf22.stride(3), buf41_ptr=buf41, buf41_s0=buf41.stride(0), buf41_s1=buf41.stride(1), buf41_s2=buf41.stride(2), buf41_s3=buf41.stride(3), buf44_ptr=buf44, buf44_s0=buf44.stride(0), buf44_s1=buf44.stride(1), buf44_s2=buf44.stride(2), buf44_s3=buf44.stride(3), E_c0=2, E_c1=4, E_c2=16, T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    return buf44


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
