"""attention_decode [small], candidate 31: 1 kernel(s)

Rendered by EqiForge from candidate 31 of attention_decode [small]: grid(v.3@3) loop(k.2[64]: rescale) loop(k.2[64]: rescale) [2 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid v.3@3[16]
    c1: loop k.2[64]

Run it on its own: `python kernels/f31.py` checks it once against PyTorch on random inputs.
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
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 16, "c1": 64}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, m17_ptr, m17_s0, m17_s1, m17_s2, m17_s3, buf44_ptr, buf44_s0, buf44_s1, buf44_s2, buf44_s3, E_c0, E_c1, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf44: Combine over grid v.3@3[16]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t2 = tl.load(m1_ptr + offs_n0[:, None, None, None] * m1_s0 + offs_n1[None, :, None, None] * m1_s1 + offs_n2[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    acc20 = tl.full([F_n0, F_n1, 1, 1], -float('inf'), tl.float32)
    acc21 = tl.full([F_n0, F_n1, 1, T_c0], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t5 = tl.load(m3_ptr + offs_n0[:, None, None, None] * m3_s0 + offs_n1[None, :, None, None] * m3_s1 + offs_n2[None, None, :, None] * m3_s2 + offs_c1[None, None, None, :] * m3_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
        t6 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t2, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t5, 0.0), 2), axis=3)
        t7 = tl.max(tl.where((offs_c1 < E_c1)[None, None, None, :], t6, -float('inf')), axis=3, keep_dims=True)
        t8 = (t7) * (0.25)
        t9 = (t6) * (0.25)
        t10 = t8 - (t8)
        t11 = t10 == t10
        t12 = (t11) == 0
        t13 = tl.exp(t8)
        t14 = tl.where(t12, t13, t8)
        t15 = t9 - (t14)
        t16 = tl.exp(t15)
        t18 = tl.load(m17_ptr + offs_n0[:, None, None, None] * m17_s0 + offs_n1[None, :, None, None] * m17_s1 + offs_c1[None, None, :, None] * m17_s2 + offs_c0[None, None, None, :] * m17_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_c0 < E_c0)[None, None, None, :], other=0).to(tl.float32)
        t19 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, :], t16, 0.0), 4) * tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, :, None], t18, 0.0), 2), axis=3)
        m22 = tl.maximum(acc20, t8)
        r23 = tl.where(acc20 == -float("inf"), 0.0, tl.exp(acc20 - m22))
        r24 = tl.where(t8 == -float("inf"), 0.0, tl.exp(t8 - m22))
        acc21 = tl.where(acc20 == -float("inf"), 0.0, acc21 * r23) + tl.where(t8 == -float("inf"), 0.0, t19 * r24)
        acc20 = m22
    acc38 = tl.full([F_n0, F_n1, 1, 1], -float('inf'), tl.float32)
    acc39 = tl.full([F_n0, F_n1, 1, 1], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t25 = tl.load(m3_ptr + offs_n0[:, None, None, None] * m3_s0 + offs_n1[None, :, None, None] * m3_s1 + offs_n2[None, None, :, None] * m3_s2 + offs_c1[None, None, None, :] * m3_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
        t26 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t2, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t25, 0.0), 2), axis=3)
        t27 = tl.max(tl.where((offs_c1 < E_c1)[None, None, None, :], t26, -float('inf')), axis=3, keep_dims=True)
        t28 = (t27) * (0.25)
        t29 = (t26) * (0.25)
        t30 = t28 - (t28)
        t31 = t30 == t30
        t32 = (t31) == 0
        t33 = tl.exp(t28)
        t34 = tl.where(t32, t33, t28)
        t35 = t29 - (t34)
        t36 = tl.exp(t35)
        t37 = tl.sum(tl.where((offs_c1 < E_c1)[None, None, None, :], t36, 0.0), axis=3, keep_dims=True)
        m40 = tl.maximum(acc38, t28)
        r41 = tl.where(acc38 == -float("inf"), 0.0, tl.exp(acc38 - m40))
        r42 = tl.where(t28 == -float("inf"), 0.0, tl.exp(t28 - m40))
        acc39 = tl.where(acc38 == -float("inf"), 0.0, acc39 * r41) + tl.where(t28 == -float("inf"), 0.0, t37 * r42)
        acc38 = m40
    t43 = (acc21) / (acc39)
    tl.store(buf44_ptr + offs_n0[:, None, None, None] * buf44_s0 + offs_n1[None, :, None, None] * buf44_s1 + offs_c0[None, None, None, :] * buf44_s3, t43, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c0 < E_c0)[None, None, None, :])


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
    m17 = inputs['v']
    buf44 = torch.full([2, 4, 1, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(16, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), m17_ptr=m17, m17_s0=m17.stride(0), m17_s1=m17.stride(1), m17_s2=m17.stride(2), m17_s3=m17.stride(3), buf44_ptr=buf44, buf44_s0=buf44.stride(0), buf44_s1=buf44.stride(1), buf44_s2=buf44.stride(2), buf44_s3=buf44.stride(3), E_c0=16, E_c1=64, E_n0=2, E_n1=4, E_n2=16, F_n0=_pow2(2), F_n1=_pow2(4), F_n2=_pow2(16), T_c0=T['c0'], T_c1=T['c1'])
    return buf44


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
