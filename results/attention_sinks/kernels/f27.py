"""attention_sinks [small], candidate 27: 2 kernel(s)

Rendered by EqiForge from candidate 27 of attention_sinks [small]: grid() loop(k.2[32]: rescale) ; grid(k.0@0) [2 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid k.0@0[2]
    c1: loop k.2[32]

Run it on its own: `python kernels/f27.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/attention_sinks.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 1, "c1": 16}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 2, "c1": 32}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m1_s4, m6_ptr, m6_s0, m6_s1, m6_s2, m6_s3, m6_s4, m13_ptr, m13_s0, m13_s1, m13_s2, m13_s3, m13_s4, m16_ptr, m16_s0, m16_s1, m16_s2, m16_s3, m16_s4, m22_ptr, m22_s0, m22_s1, m22_s2, m22_s3, m22_s4, buf55_ptr, buf55_s0, buf55_s1, buf55_s2, buf55_s3, buf55_s4, buf56_ptr, buf56_s0, buf56_s1, buf56_s2, buf56_s3, buf56_s4, E_c1, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c1: tl.constexpr):
    # writes buf55, buf56: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t32 = tl.load(m13_ptr + offs_n1[:, None, None, None, None] * m13_s0 + offs_n1[None, :, None, None, None] * m13_s1 + offs_n1[None, None, :, None, None] * m13_s2 + offs_n0[None, None, None, :, None] * m13_s3 + offs_n2[None, None, None, None, :] * m13_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :], other=0).to(tl.float32)
    acc50 = tl.full([F_n1, F_n1, F_n1, F_n0, 1], -float('inf'), tl.float32)
    acc51 = tl.full([F_n1, F_n1, F_n1, F_n0, 1], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t30 = tl.load(m1_ptr + offs_c1[None, None, None, None, :] * m1_s4, mask=(offs_c1 < E_c1)[None, None, None, None, :], other=0)
        t31 = tl.load(m6_ptr + offs_n0[None, None, None, :, None] * m6_s3 + offs_c1[None, None, None, None, :] * m6_s4, mask=(offs_n0 < E_n0)[None, None, None, :, None] & (offs_c1 < E_c1)[None, None, None, None, :], other=0)
        t33 = tl.load(m16_ptr + offs_n1[:, None, None, None, None] * m16_s0 + offs_n1[None, :, None, None, None] * m16_s1 + offs_n2[None, None, None, :, None] * m16_s3 + offs_c1[None, None, None, None, :] * m16_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n2 < E_n2)[None, None, None, :, None] & (offs_c1 < E_c1)[None, None, None, None, :], other=0).to(tl.float32)
        t34 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, None, :], t32, 0.0), 5) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :, None], t33, 0.0), 3), axis=4)
        t35 = tl.where(t31, -float("inf"), t34)
        t36 = tl.load(m22_ptr + offs_n0[None, None, None, :, None] * m22_s3 + offs_c1[None, None, None, None, :] * m22_s4, mask=(offs_n0 < E_n0)[None, None, None, :, None] & (offs_c1 < E_c1)[None, None, None, None, :], other=0)
        t37 = tl.where(t36, -float("inf"), t35)
        t38 = tl.where(t30, t35, t37)
        t39 = tl.max(tl.where((offs_c1 < E_c1)[None, None, None, None, :], t38, -float('inf')), axis=4, keep_dims=True)
        t40 = (t39) * (0.25)
        t41 = (t38) * (0.25)
        t42 = t40 - (t40)
        t43 = t42 == t42
        t44 = (t43) == 0
        t45 = tl.exp(t40)
        t46 = tl.where(t44, t45, t40)
        t47 = t41 - (t46)
        t48 = tl.exp(t47)
        t49 = tl.sum(tl.where((offs_c1 < E_c1)[None, None, None, None, :], t48, 0.0), axis=4, keep_dims=True)
        m52 = tl.maximum(acc50, t40)
        r53 = tl.where(acc50 == -float("inf"), 0.0, tl.exp(acc50 - m52))
        r54 = tl.where(t40 == -float("inf"), 0.0, tl.exp(t40 - m52))
        acc51 = tl.where(acc50 == -float("inf"), 0.0, acc51 * r53) + tl.where(t40 == -float("inf"), 0.0, t49 * r54)
        acc50 = m52
    tl.store(buf55_ptr + offs_n1[:, None, None, None, None] * buf55_s0 + offs_n1[None, :, None, None, None] * buf55_s1 + offs_n1[None, None, :, None, None] * buf55_s2 + offs_n0[None, None, None, :, None] * buf55_s3, acc50, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None])
    tl.store(buf56_ptr + offs_n1[:, None, None, None, None] * buf56_s0 + offs_n1[None, :, None, None, None] * buf56_s1 + offs_n1[None, None, :, None, None] * buf56_s2 + offs_n0[None, None, None, :, None] * buf56_s3, acc51, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None])


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m1_s4, m6_ptr, m6_s0, m6_s1, m6_s2, m6_s3, m6_s4, m13_ptr, m13_s0, m13_s1, m13_s2, m13_s3, m13_s4, m16_ptr, m16_s0, m16_s1, m16_s2, m16_s3, m16_s4, m22_ptr, m22_s0, m22_s1, m22_s2, m22_s3, m22_s4, buf55_ptr, buf55_s0, buf55_s1, buf55_s2, buf55_s3, buf55_s4, m58_ptr, m58_s0, m58_s1, m58_s2, m58_s3, m58_s4, buf56_ptr, buf56_s0, buf56_s1, buf56_s2, buf56_s3, buf56_s4, m72_ptr, m72_s0, m72_s1, m72_s2, m72_s3, m72_s4, buf77_ptr, buf77_s0, buf77_s1, buf77_s2, buf77_s3, E_c0, E_n0, E_n1, E_n2, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c0: tl.constexpr):
    # writes buf77: Combine over grid k.0@0[2]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n3 = tl.arange(0, F_n3)
    t5 = tl.load(m1_ptr + offs_n0[None, None, None, None, :] * m1_s4, mask=(offs_n0 < E_n0)[None, None, None, None, :], other=0)
    t12 = tl.load(m6_ptr + offs_n0[None, None, None, :, None] * m6_s3 + offs_n0[None, None, None, None, :] * m6_s4, mask=(offs_n0 < E_n0)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0)
    t15 = tl.load(m13_ptr + offs_c0[:, None, None, None, None] * m13_s0 + offs_n1[None, :, None, None, None] * m13_s1 + offs_n1[None, None, :, None, None] * m13_s2 + offs_n0[None, None, None, :, None] * m13_s3 + offs_n2[None, None, None, None, :] * m13_s4, mask=(offs_c0 < E_c0)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :], other=0).to(tl.float32)
    t19 = tl.load(m16_ptr + offs_c0[:, None, None, None, None] * m16_s0 + offs_n1[None, :, None, None, None] * m16_s1 + offs_n2[None, None, None, :, None] * m16_s3 + offs_n0[None, None, None, None, :] * m16_s4, mask=(offs_c0 < E_c0)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n2 < E_n2)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0).to(tl.float32)
    t20 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, None, :], t15, 0.0), 5) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :, None], t19, 0.0), 3), axis=4)
    t21 = tl.where(t12, -float("inf"), t20)
    t26 = tl.load(m22_ptr + offs_n0[None, None, None, :, None] * m22_s3 + offs_n0[None, None, None, None, :] * m22_s4, mask=(offs_n0 < E_n0)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0)
    t27 = tl.where(t26, -float("inf"), t21)
    t28 = tl.where(t5, t21, t27)
    t29 = (t28) * (0.25)
    t57 = tl.load(buf55_ptr + offs_c0[:, None, None, None, None] * buf55_s0 + offs_n1[None, :, None, None, None] * buf55_s1 + offs_n1[None, None, :, None, None] * buf55_s2 + offs_n0[None, None, None, :, None] * buf55_s3, mask=(offs_c0 < E_c0)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None], other=0).to(tl.float32)
    t60 = tl.load(m58_ptr + offs_n1[None, :, None, None, None] * m58_s1 + offs_n1[None, None, :, None, None] * m58_s2, mask=(offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None], other=0).to(tl.float32)
    t61 = tl.maximum(t57, t60)
    t62 = t29 - (t61)
    t63 = tl.exp(t62)
    t64 = tl.load(buf56_ptr + offs_c0[:, None, None, None, None] * buf56_s0 + offs_n1[None, :, None, None, None] * buf56_s1 + offs_n1[None, None, :, None, None] * buf56_s2 + offs_n0[None, None, None, :, None] * buf56_s3, mask=(offs_c0 < E_c0)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None], other=0).to(tl.float32)
    t65 = t57 - (t61)
    t66 = tl.exp(t65)
    t67 = (t64) * (t66)
    t68 = t60 - (t61)
    t69 = tl.exp(t68)
    t70 = t67 + t69
    t71 = (t63) / (t70)
    t74 = tl.load(m72_ptr + offs_c0[:, None, None, None, None] * m72_s0 + offs_n1[None, :, None, None, None] * m72_s1 + offs_n0[None, None, None, :, None] * m72_s3 + offs_n2[None, None, None, None, :] * m72_s4, mask=(offs_c0 < E_c0)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :], other=0).to(tl.float32)
    t75 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, None, None, :], t71, 0.0), 5) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, None, :, None], t74, 0.0), 3), axis=4)
    t76 = tl.reshape(t75, [T_c0, F_n3, F_n0, F_n2])
    tl.store(buf77_ptr + offs_c0[:, None, None, None] * buf77_s0 + offs_n3[None, :, None, None] * buf77_s1 + offs_n0[None, None, :, None] * buf77_s2 + offs_n2[None, None, None, :] * buf77_s3, t76, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n3 < E_n3)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :])


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
    m3 = _iota([32], 0, device)
    m2 = m3.reshape([1, 1, 1, 1, 32])
    m4 = torch.tensor(2.0, dtype=torch.float32, device=device)
    m1 = _BINARY["Lt"](m2, m4)
    m8 = m3.reshape([1, 32])
    m11 = torch.tensor(0.0, dtype=torch.float32, device=device)
    m10 = _BINARY["Add"](m3, m11)
    m9 = m10.reshape([32, 1])
    m7 = _BINARY["Gt"](m8, m9)
    m6 = m7.reshape([1, 1, 1, 32, 32])
    m14 = inputs['q']
    m13 = m14.reshape([2, 2, 2, 32, 16])
    m18 = inputs['k']
    m17 = m18.reshape([2, 2, 1, 32, 16])
    m16 = m17.permute([0, 1, 2, 4, 3])
    m24 = _BINARY["Sub"](m9, m8)
    m25 = torch.tensor(8.0, dtype=torch.float32, device=device)
    m23 = _BINARY["Ge"](m24, m25)
    m22 = m23.reshape([1, 1, 1, 32, 32])
    buf55 = torch.full([2, 2, 2, 32, 1], float("nan"), dtype=torch.float32, device=device)
    buf56 = torch.full([2, 2, 2, 32, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(1,)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m1_s4=m1.stride(4), m6_ptr=m6, m6_s0=m6.stride(0), m6_s1=m6.stride(1), m6_s2=m6.stride(2), m6_s3=m6.stride(3), m6_s4=m6.stride(4), m13_ptr=m13, m13_s0=m13.stride(0), m13_s1=m13.stride(1), m13_s2=m13.stride(2), m13_s3=m13.stride(3), m13_s4=m13.stride(4), m16_ptr=m16, m16_s0=m16.stride(0), m16_s1=m16.stride(1), m16_s2=m16.stride(2), m16_s3=m16.stride(3), m16_s4=m16.stride(4), m22_ptr=m22, m22_s0=m22.stride(0), m22_s1=m22.stride(1), m22_s2=m22.stride(2), m22_s3=m22.stride(3), m22_s4=m22.stride(4), buf55_ptr=buf55, buf55_s0=buf55.stride(0), buf55_s1=buf55.stride(1), buf55_s2=buf55.stride(2), buf55_s3=buf55.stride(3), buf55_s4=buf55.stride(4), buf56_ptr=buf56, buf56_s0=buf56.stride(0), buf56_s1=buf56.stride(1), buf56_s2=buf56.stride(2), buf56_s3=buf56.stride(3), buf56_s4=buf56.stride(4), E_c1=32, E_n0=32, E_n1=2, E_n2=16, F_n0=_pow2(32), F_n1=_pow2(2), F_n2=_pow2(16), T_c1=T['c1'])
    m59 = inputs['sinks']
    m58 = m59.reshape([1, 2, 2, 1, 1])
    m73 = inputs['v']
    m72 = m73.reshape([2, 2, 1, 32, 16])
    buf77 = torch.full([2, 4, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(2, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m1_s4=m1.stride(4), m6_ptr=m6, m6_s0=m6.stride(0), m6_s1=m6.stride(1), m6_s2=m6.stride(2), m6_s3=m6.stride(3), m6_s4=m6.stride(4), m13_ptr=m13, m13_s0=m13.stride(0), m13_s1=m13.stride(1), m13_s2=m13.stride(2), m13_s3=m13.stride(3), m13_s4=m13.stride(4), m16_ptr=m16, m16_s0=m16.stride(0), m16_s1=m16.stride(1), m16_s2=m16.stride(2), m16_s3=m16.stride(3), m16_s4=m16.stride(4), m22_ptr=m22, m22_s0=m22.stride(0), m22_s1=m22.stride(1), m22_s2=m22.stride(2), m22_s3=m22.stride(3), m22_s4=m22.stride(4), buf55_ptr=buf55, buf55_s0=buf55.stride(0), buf55_s1=buf55.stride(1), buf55_s2=buf55.stride(2), buf55_s3=buf55.stride(3), buf55_s4=buf55.stride(4), m58_ptr=m58, m58_s0=m58.stride(0), m58_s1=m58.stride(1), m58_s2=m58.stride(2), m58_s3=m58.stride(3), m58_s4=m58.stride(4), buf56_ptr=buf56, buf56_s0=buf56.stride(0), buf56_s1=buf56.stride(1), buf56_s2=buf56.stride(2), buf56_s3=buf56.stride(3), buf56_s4=buf56.stride(4), m72_ptr=m72, m72_s0=m72.stride(0), m72_s1=m72.stride(1), m72_s2=m72.stride(2), m72_s3=m72.stride(3), m72_s4=m72.stride(4), buf77_ptr=buf77, buf77_s0=buf77.stride(0), buf77_s1=buf77.stride(1), buf77_s2=buf77.stride(2), buf77_s3=buf77.stride(3), E_c0=2, E_n0=32, E_n1=2, E_n2=16, E_n3=4, F_n0=_pow2(32), F_n1=_pow2(2), F_n2=_pow2(16), F_n3=_pow2(4), T_c0=T['c0'])
    return buf77


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
