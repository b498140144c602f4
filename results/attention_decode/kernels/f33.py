"""attention_decode [small], candidate 33: 2 kernel(s)

Rendered by EqiForge from candidate 33 of attention_decode [small]: grid(k.1@1) loop(k.3[16]: sum) loop(k.2[64]: rescale) {loop(k.3[16]: sum)} [3 mm] ; grid(k.1@1) loop(k.2[64]: rescale) {loop(k.3[16]: sum)} [2 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid k.1@1[4]
    c1: loop k.2[64]
    c2: loop k.3[16]

Run it on its own: `python kernels/f33.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/attention_decode.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 2, "c1": 32, "c2": 8}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 4, "c1": 64, "c2": 16}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, m18_ptr, m18_s0, m18_s1, m18_s2, m18_s3, buf55_ptr, buf55_s0, buf55_s1, buf55_s2, buf55_s3, E_c0, E_c1, E_c2, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf55: Combine over grid k.1@1[4]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n2 = tl.arange(0, F_n2)
    offs_n1 = tl.arange(0, F_n1)
    acc29 = tl.full([F_n0, T_c0, 1, F_n2], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t26 = tl.load(m1_ptr + offs_n0[:, None, None, None] * m1_s0 + offs_c0[None, :, None, None] * m1_s1 + offs_c2[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
        t27 = tl.load(m3_ptr + offs_n0[:, None, None, None] * m3_s0 + offs_c0[None, :, None, None] * m3_s1 + offs_c2[None, None, :, None] * m3_s2 + offs_n2[None, None, None, :] * m3_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
        t28 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :], t26, 0.0), 4) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :, None], t27, 0.0), 2), axis=3)
        acc29 = acc29 + t28
    t30 = (acc29) * (0.25)
    acc47 = tl.full([F_n0, T_c0, 1, 1], -float('inf'), tl.float32)
    acc48 = tl.full([F_n0, T_c0, 1, F_n1], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        acc34 = tl.full([F_n0, T_c0, 1, T_c1], 0.0, tl.float32)
        for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
            offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

            t31 = tl.load(m1_ptr + offs_n0[:, None, None, None] * m1_s0 + offs_c0[None, :, None, None] * m1_s1 + offs_c2[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
            t32 = tl.load(m3_ptr + offs_n0[:, None, None, None] * m3_s0 + offs_c0[None, :, None, None] * m3_s1 + offs_c2[None, None, :, None] * m3_s2 + offs_c1[None, None, None, :] * m3_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
            t33 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :], t31, 0.0), 4) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :, None], t32, 0.0), 2), axis=3)
            acc34 = acc34 + t33
        t35 = tl.max(tl.where((offs_c1 < E_c1)[None, None, None, :], acc34, -float('inf')), axis=3, keep_dims=True)
        t36 = (t35) * (0.25)
        t37 = (acc34) * (0.25)
        t38 = t36 - (t36)
        t39 = t38 == t38
        t40 = (t39) == 0
        t41 = tl.exp(t36)
        t42 = tl.where(t40, t41, t36)
        t43 = t37 - (t42)
        t44 = tl.exp(t43)
        t45 = tl.load(m18_ptr + offs_n0[:, None, None, None] * m18_s0 + offs_c0[None, :, None, None] * m18_s1 + offs_c1[None, None, :, None] * m18_s2 + offs_n1[None, None, None, :] * m18_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
        t46 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, :], t44, 0.0), 4) * tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, :, None], t45, 0.0), 2), axis=3)
        m49 = tl.maximum(acc47, t36)
        r50 = tl.where(acc47 == -float("inf"), 0.0, tl.exp(acc47 - m49))
        r51 = tl.where(t36 == -float("inf"), 0.0, tl.exp(t36 - m49))
        acc48 = tl.where(acc47 == -float("inf"), 0.0, acc48 * r50) + tl.where(t36 == -float("inf"), 0.0, t46 * r51)
        acc47 = m49
    t52 = t30 - (acc47)
    t53 = tl.exp(t52)
    t54 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t53, 0.0), axis=3, keep_dims=True)
    tl.store(buf55_ptr + offs_n0[:, None, None, None] * buf55_s0 + offs_c0[None, :, None, None] * buf55_s1, t54, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None])


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, m18_ptr, m18_s0, m18_s1, m18_s2, m18_s3, buf55_ptr, buf55_s0, buf55_s1, buf55_s2, buf55_s3, buf58_ptr, buf58_s0, buf58_s1, buf58_s2, buf58_s3, E_c0, E_c1, E_c2, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf58: Combine over grid k.1@1[4]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    acc21 = tl.full([F_n0, T_c0, 1, 1], -float('inf'), tl.float32)
    acc22 = tl.full([F_n0, T_c0, 1, F_n1], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        acc7 = tl.full([F_n0, T_c0, 1, T_c1], 0.0, tl.float32)
        for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
            offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

            t2 = tl.load(m1_ptr + offs_n0[:, None, None, None] * m1_s0 + offs_c0[None, :, None, None] * m1_s1 + offs_c2[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
            t5 = tl.load(m3_ptr + offs_n0[:, None, None, None] * m3_s0 + offs_c0[None, :, None, None] * m3_s1 + offs_c2[None, None, :, None] * m3_s2 + offs_c1[None, None, None, :] * m3_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
            t6 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :], t2, 0.0), 4) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :, None], t5, 0.0), 2), axis=3)
            acc7 = acc7 + t6
        t8 = tl.max(tl.where((offs_c1 < E_c1)[None, None, None, :], acc7, -float('inf')), axis=3, keep_dims=True)
        t9 = (t8) * (0.25)
        t10 = (acc7) * (0.25)
        t11 = t9 - (t9)
        t12 = t11 == t11
        t13 = (t12) == 0
        t14 = tl.exp(t9)
        t15 = tl.where(t13, t14, t9)
        t16 = t10 - (t15)
        t17 = tl.exp(t16)
        t19 = tl.load(m18_ptr + offs_n0[:, None, None, None] * m18_s0 + offs_c0[None, :, None, None] * m18_s1 + offs_c1[None, None, :, None] * m18_s2 + offs_n1[None, None, None, :] * m18_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
        t20 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, :], t17, 0.0), 4) * tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, :, None], t19, 0.0), 2), axis=3)
        m23 = tl.maximum(acc21, t9)
        r24 = tl.where(acc21 == -float("inf"), 0.0, tl.exp(acc21 - m23))
        r25 = tl.where(t9 == -float("inf"), 0.0, tl.exp(t9 - m23))
        acc22 = tl.where(acc21 == -float("inf"), 0.0, acc22 * r24) + tl.where(t9 == -float("inf"), 0.0, t20 * r25)
        acc21 = m23
    t56 = tl.load(buf55_ptr + offs_n0[:, None, None, None] * buf55_s0 + offs_c0[None, :, None, None] * buf55_s1, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None], other=0).to(tl.float32)
    t57 = (acc22) / (t56)
    tl.store(buf58_ptr + offs_n0[:, None, None, None] * buf58_s0 + offs_c0[None, :, None, None] * buf58_s1 + offs_n1[None, None, None, :] * buf58_s3, t57, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :])


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
    m18 = inputs['v']
    buf55 = torch.full([2, 4, 1, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(4, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), m18_ptr=m18, m18_s0=m18.stride(0), m18_s1=m18.stride(1), m18_s2=m18.stride(2), m18_s3=m18.stride(3), buf55_ptr=buf55, buf55_s0=buf55.stride(0), buf55_s1=buf55.stride(1), buf55_s2=buf55.stride(2), buf55_s3=buf55.stride(3), E_c0=4, E_c1=64, E_c2=16, E_n0=2, E_n1=16, E_n2=64, F_n0=_pow2(2), F_n1=_pow2(16), F_n2=_pow2(64), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    buf58 = torch.full([2, 4, 1, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(4, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), m18_ptr=m18, m18_s0=m18.stride(0), m18_s1=m18.stride(1), m18_s2=m18.stride(2), m18_s3=m18.stride(3), buf55_ptr=buf55, buf55_s0=buf55.stride(0), buf55_s1=buf55.stride(1), buf55_s2=buf55.stride(2), buf55_s3=buf55.stride(3), buf58_ptr=buf58, buf58_s0=buf58.stride(0), buf58_s1=buf58.stride(1), buf58_s2=buf58.stride(2), buf58_s3=buf58.stride(3), E_c0=4, E_c1=64, E_c2=16, E_n0=2, E_n1=16, F_n0=_pow2(2), F_n1=_pow2(16), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    return buf58


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
