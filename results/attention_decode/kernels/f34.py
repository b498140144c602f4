"""attention_decode [small], candidate 34: 2 kernel(s)

Rendered by EqiForge from candidate 34 of attention_decode [small]: grid(k.0@0) loop(k.2[64]: rescale) [3 mm] ; grid(v.3@3) loop(k.2[64]: rescale) [1 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid v.3@3[16]
    c1: grid k.0@0[2]
    c2: loop k.2[64]

Run it on its own: `python kernels/f34.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/attention_decode.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 8, "c1": 1, "c2": 32}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m4_ptr, m4_s0, m4_s1, m4_s2, m4_s3, m23_ptr, m23_s0, m23_s1, m23_s2, m23_s3, buf26_ptr, buf26_s0, buf26_s1, buf26_s2, buf26_s3, E_c1, E_c2, E_n1, E_n2, E_n3, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf26: Combine over grid k.0@0[2]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n3 = tl.arange(0, F_n3)
    t2 = tl.load(m1_ptr + offs_c1[:, None, None, None] * m1_s0 + offs_n1[None, :, None, None] * m1_s1 + offs_n2[None, None, None, :] * m1_s3, mask=(offs_c1 < E_c1)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t3 = (t2) * (0.25)
    t6 = tl.load(m4_ptr + offs_c1[:, None, None, None] * m4_s0 + offs_n1[None, :, None, None] * m4_s1 + offs_n2[None, None, :, None] * m4_s2 + offs_n3[None, None, None, :] * m4_s3, mask=(offs_c1 < E_c1)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t7 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t3, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t6, 0.0), 2), axis=3)
    acc16 = tl.full([T_c1, F_n1, 1, 1], -float('inf'), tl.float32)
    acc17 = tl.full([T_c1, F_n1, 1, 1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t8 = tl.load(m4_ptr + offs_c1[:, None, None, None] * m4_s0 + offs_n1[None, :, None, None] * m4_s1 + offs_n2[None, None, :, None] * m4_s2 + offs_c2[None, None, None, :] * m4_s3, mask=(offs_c1 < E_c1)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
        t9 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t2, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t8, 0.0), 2), axis=3)
        t10 = tl.max(tl.where((offs_c2 < E_c2)[None, None, None, :], t9, -float('inf')), axis=3, keep_dims=True)
        t11 = (t10) * (0.25)
        t12 = (t9) * (0.25)
        t13 = t12 - (t11)
        t14 = tl.exp(t13)
        t15 = tl.sum(tl.where((offs_c2 < E_c2)[None, None, None, :], t14, 0.0), axis=3, keep_dims=True)
        m18 = tl.maximum(acc16, t11)
        r19 = tl.where(acc16 == -float("inf"), 0.0, tl.exp(acc16 - m18))
        r20 = tl.where(t11 == -float("inf"), 0.0, tl.exp(t11 - m18))
        acc17 = tl.where(acc16 == -float("inf"), 0.0, acc17 * r19) + tl.where(t11 == -float("inf"), 0.0, t15 * r20)
        acc16 = m18
    t21 = t7 - (acc16)
    t22 = tl.exp(t21)
    t24 = tl.load(m23_ptr + offs_c1[:, None, None, None] * m23_s0 + offs_n1[None, :, None, None] * m23_s1 + offs_n3[None, None, :, None] * m23_s2 + offs_n2[None, None, None, :] * m23_s3, mask=(offs_c1 < E_c1)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n3 < E_n3)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t25 = tl.sum(tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, None, :], t22, 0.0), 4) * tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, :, None], t24, 0.0), 2), axis=3)
    tl.store(buf26_ptr + offs_c1[:, None, None, None] * buf26_s0 + offs_n1[None, :, None, None] * buf26_s1 + offs_n2[None, None, None, :] * buf26_s3, t25, mask=(offs_c1 < E_c1)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :])


@triton.jit
def kernel_1(buf26_ptr, buf26_s0, buf26_s1, buf26_s2, buf26_s3, m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m4_ptr, m4_s0, m4_s1, m4_s2, m4_s3, buf43_ptr, buf43_s0, buf43_s1, buf43_s2, buf43_s3, E_c0, E_c2, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # writes buf43: Combine over grid v.3@3[16]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t27 = tl.load(buf26_ptr + offs_n0[:, None, None, None] * buf26_s0 + offs_n1[None, :, None, None] * buf26_s1 + offs_c0[None, None, None, :] * buf26_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c0 < E_c0)[None, None, None, :], other=0).to(tl.float32)
    t28 = tl.load(m1_ptr + offs_n0[:, None, None, None] * m1_s0 + offs_n1[None, :, None, None] * m1_s1 + offs_n2[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    acc37 = tl.full([F_n0, F_n1, 1, 1], -float('inf'), tl.float32)
    acc38 = tl.full([F_n0, F_n1, 1, 1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t29 = tl.load(m4_ptr + offs_n0[:, None, None, None] * m4_s0 + offs_n1[None, :, None, None] * m4_s1 + offs_n2[None, None, :, None] * m4_s2 + offs_c2[None, None, None, :] * m4_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
        t30 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t28, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t29, 0.0), 2), axis=3)
        t31 = tl.max(tl.where((offs_c2 < E_c2)[None, None, None, :], t30, -float('inf')), axis=3, keep_dims=True)
        t32 = (t31) * (0.25)
        t33 = (t30) * (0.25)
        t34 = t33 - (t32)
        t35 = tl.exp(t34)
        t36 = tl.sum(tl.where((offs_c2 < E_c2)[None, None, None, :], t35, 0.0), axis=3, keep_dims=True)
        m39 = tl.maximum(acc37, t32)
        r40 = tl.where(acc37 == -float("inf"), 0.0, tl.exp(acc37 - m39))
        r41 = tl.where(t32 == -float("inf"), 0.0, tl.exp(t32 - m39))
        acc38 = tl.where(acc37 == -float("inf"), 0.0, acc38 * r40) + tl.where(t32 == -float("inf"), 0.0, t36 * r41)
        acc37 = m39
    t42 = (t27) / (acc38)
    tl.store(buf43_ptr + offs_n0[:, None, None, None] * buf43_s0 + offs_n1[None, :, None, None] * buf43_s1 + offs_c0[None, None, None, :] * buf43_s3, t42, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c0 < E_c0)[None, None, None, :])


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
    m23 = inputs['v']
    buf26 = torch.full([2, 4, 1, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(2, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m4_ptr=m4, m4_s0=m4.stride(0), m4_s1=m4.stride(1), m4_s2=m4.stride(2), m4_s3=m4.stride(3), m23_ptr=m23, m23_s0=m23.stride(0), m23_s1=m23.stride(1), m23_s2=m23.stride(2), m23_s3=m23.stride(3), buf26_ptr=buf26, buf26_s0=buf26.stride(0), buf26_s1=buf26.stride(1), buf26_s2=buf26.stride(2), buf26_s3=buf26.stride(3), E_c1=2, E_c2=64, E_n1=4, E_n2=16, E_n3=64, F_n1=_pow2(4), F_n2=_pow2(16), F_n3=_pow2(64), T_c1=T['c1'], T_c2=T['c2'])
    buf43 = torch.full([2, 4, 1, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(16, T['c0']),)](buf26_ptr=buf26, buf26_s0=buf26.stride(0), buf26_s1=buf26.stride(1), buf26_s2=buf26.stride(2), buf26_s3=buf26.stride(3), m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m4_ptr=m4, m4_s0=m4.stride(0), m4_s1=m4.stride(1), m4_s2=m4.stride(2), m4_s3=m4.stride(3), buf43_ptr=buf43, buf43_s0=buf43.stride(0), buf43_s1=buf43.stride(1), buf43_s2=buf43.stride(2), buf43_s3=buf43.stride(3), E_c0=16, E_c2=64, E_n0=2, E_n1=4, E_n2=16, F_n0=_pow2(2), F_n1=_pow2(4), F_n2=_pow2(16), T_c0=T['c0'], T_c2=T['c2'])
    return buf43


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
