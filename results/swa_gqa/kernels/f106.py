"""swa_gqa [small], candidate 106: 2 kernel(s)

Rendered by EqiForge from candidate 106 of swa_gqa [small]: grid() loop(k.2[32]: rescale) ; grid(q.1@1) loop(k.2[32]: pair(sum, sum)) [3 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid q.1@1[4]
    c1: loop k.2[32]

Run it on its own: `python kernels/f106.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/swa_gqa.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 2, "c1": 16}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 4, "c1": 32}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m9_ptr, m9_s0, m9_s1, m9_s2, m9_s3, m12_ptr, m12_s0, m12_s1, m12_s2, m12_s3, m14_ptr, m14_s0, m14_s1, m14_s2, m14_s3, m42_ptr, m42_s0, m42_s1, m42_s2, m42_s3, buf54_ptr, buf54_s0, buf54_s1, buf54_s2, buf54_s3, buf55_ptr, buf55_s0, buf55_s1, buf55_s2, buf55_s3, buf56_ptr, buf56_s0, buf56_s1, buf56_s2, buf56_s3, E_c1, E_n0, E_n1, E_n2, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c1: tl.constexpr):
    # writes buf54, buf55, buf56: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n3 = tl.arange(0, F_n3)
    offs_n2 = tl.arange(0, F_n2)
    t26 = tl.load(m12_ptr + offs_n1[:, None, None, None] * m12_s0 + offs_n3[None, :, None, None] * m12_s1 + offs_n0[None, None, :, None] * m12_s2 + offs_n2[None, None, None, :] * m12_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n3 < E_n3)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    acc48 = tl.full([F_n1, F_n3, F_n0, 1], -float('inf'), tl.float32)
    acc49 = tl.full([F_n1, F_n3, F_n0, 1], 0.0, tl.float32)
    acc50 = tl.full([F_n1, F_n3, F_n0, F_n2], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t24 = tl.load(m1_ptr + offs_n0[None, None, :, None] * m1_s2 + offs_c1[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0)
        t25 = tl.load(m9_ptr + offs_n0[None, None, :, None] * m9_s2 + offs_c1[None, None, None, :] * m9_s3, mask=(offs_n0 < E_n0)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0)
        t27 = tl.load(m14_ptr + offs_n1[:, None, None, None] * m14_s0 + offs_n3[None, :, None, None] * m14_s1 + offs_n2[None, None, :, None] * m14_s2 + offs_c1[None, None, None, :] * m14_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n3 < E_n3)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
        t28 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t26, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t27, 0.0), 2), axis=3)
        t29 = tl.where(t25, -float("inf"), t28)
        t30 = tl.where(t24, -float("inf"), t29)
        t31 = tl.max(tl.where((offs_c1 < E_c1)[None, None, None, :], t30, -float('inf')), axis=3, keep_dims=True)
        t32 = (t31) * (0.25)
        t33 = (t30) * (0.25)
        t34 = t32 - (t32)
        t35 = t34 == t34
        t36 = (t35) == 0
        t37 = tl.exp(t32)
        t38 = tl.where(t36, t37, t32)
        t39 = t33 - (t38)
        t40 = tl.exp(t39)
        t41 = tl.sum(tl.where((offs_c1 < E_c1)[None, None, None, :], t40, 0.0), axis=3, keep_dims=True)
        t46 = tl.load(m42_ptr + offs_n1[:, None, None, None] * m42_s0 + offs_n3[None, :, None, None] * m42_s1 + offs_c1[None, None, :, None] * m42_s2 + offs_n2[None, None, None, :] * m42_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n3 < E_n3)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
        t47 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, :], t40, 0.0), 4) * tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, :, None], t46, 0.0), 2), axis=3)
        m51 = tl.maximum(acc48, t32)
        r52 = tl.where(acc48 == -float("inf"), 0.0, tl.exp(acc48 - m51))
        r53 = tl.where(t32 == -float("inf"), 0.0, tl.exp(t32 - m51))
        acc49 = tl.where(acc48 == -float("inf"), 0.0, acc49 * r52) + tl.where(t32 == -float("inf"), 0.0, t41 * r53)
        acc50 = tl.where(acc48 == -float("inf"), 0.0, acc50 * r52) + tl.where(t32 == -float("inf"), 0.0, t47 * r53)
        acc48 = m51
    tl.store(buf54_ptr + offs_n1[:, None, None, None] * buf54_s0 + offs_n3[None, :, None, None] * buf54_s1 + offs_n0[None, None, :, None] * buf54_s2, acc48, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n3 < E_n3)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None])
    tl.store(buf55_ptr + offs_n1[:, None, None, None] * buf55_s0 + offs_n3[None, :, None, None] * buf55_s1 + offs_n0[None, None, :, None] * buf55_s2, acc49, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n3 < E_n3)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None])
    tl.store(buf56_ptr + offs_n1[:, None, None, None] * buf56_s0 + offs_n3[None, :, None, None] * buf56_s1 + offs_n0[None, None, :, None] * buf56_s2 + offs_n2[None, None, None, :] * buf56_s3, acc50, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n3 < E_n3)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :])


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m9_ptr, m9_s0, m9_s1, m9_s2, m9_s3, m12_ptr, m12_s0, m12_s1, m12_s2, m12_s3, m14_ptr, m14_s0, m14_s1, m14_s2, m14_s3, buf54_ptr, buf54_s0, buf54_s1, buf54_s2, buf54_s3, buf55_ptr, buf55_s0, buf55_s1, buf55_s2, buf55_s3, m42_ptr, m42_s0, m42_s1, m42_s2, m42_s3, buf67_ptr, buf67_s0, buf67_s1, buf67_s2, buf67_s3, E_c0, E_c1, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf67: Combine over grid q.1@1[4]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t13 = tl.load(m12_ptr + offs_n1[:, None, None, None] * m12_s0 + offs_c0[None, :, None, None] * m12_s1 + offs_n0[None, None, :, None] * m12_s2 + offs_n2[None, None, None, :] * m12_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t57 = tl.load(buf54_ptr + offs_n1[:, None, None, None] * buf54_s0 + offs_c0[None, :, None, None] * buf54_s1 + offs_n0[None, None, :, None] * buf54_s2, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None], other=0).to(tl.float32)
    t60 = tl.load(buf55_ptr + offs_n1[:, None, None, None] * buf55_s0 + offs_c0[None, :, None, None] * buf55_s1 + offs_n0[None, None, :, None] * buf55_s2, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None], other=0).to(tl.float32)
    acc65 = tl.full([F_n1, T_c0, F_n0, F_n2], 0.0, tl.float32)
    acc66 = tl.full([F_n1, T_c0, F_n0, F_n2], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t8 = tl.load(m1_ptr + offs_n0[None, None, :, None] * m1_s2 + offs_c1[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0)
        t11 = tl.load(m9_ptr + offs_n0[None, None, :, None] * m9_s2 + offs_c1[None, None, None, :] * m9_s3, mask=(offs_n0 < E_n0)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0)
        t19 = tl.load(m14_ptr + offs_n1[:, None, None, None] * m14_s0 + offs_c0[None, :, None, None] * m14_s1 + offs_n2[None, None, :, None] * m14_s2 + offs_c1[None, None, None, :] * m14_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
        t20 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t13, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t19, 0.0), 2), axis=3)
        t21 = tl.where(t11, -float("inf"), t20)
        t22 = tl.where(t8, -float("inf"), t21)
        t23 = (t22) * (0.25)
        t58 = t23 - (t57)
        t59 = tl.exp(t58)
        t61 = (t59) / (t60)
        t62 = tl.load(m42_ptr + offs_n1[:, None, None, None] * m42_s0 + offs_c0[None, :, None, None] * m42_s1 + offs_c1[None, None, :, None] * m42_s2 + offs_n2[None, None, None, :] * m42_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
        t63 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, :], t61, 0.0), 4) * tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, :, None], t62, 0.0), 2), axis=3)
        t64 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, :], t59, 0.0), 4) * tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, :, None], t62, 0.0), 2), axis=3)
        acc65 = acc65 + t63
        acc66 = acc66 + t64
    tl.store(buf67_ptr + offs_n1[:, None, None, None] * buf67_s0 + offs_c0[None, :, None, None] * buf67_s1 + offs_n0[None, None, :, None] * buf67_s2 + offs_n2[None, None, None, :] * buf67_s3, acc65, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :])


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
    m5 = _iota([32], 0, device)
    m4 = m5.reshape([32, 1])
    m6 = m5.reshape([1, 32])
    m3 = _BINARY["Sub"](m4, m6)
    m7 = torch.tensor(8.0, dtype=torch.float32, device=device)
    m2 = _BINARY["Ge"](m3, m7)
    m1 = m2.reshape([1, 1, 32, 32])
    m10 = _BINARY["Gt"](m6, m4)
    m9 = m10.reshape([1, 1, 32, 32])
    m12 = inputs['q']
    m18 = inputs['k']
    m17 = m18.reshape([2, 2, 1, 32, 16])
    m16 = m17.expand([2, 2, 2, 32, 16])
    m15 = m16.reshape([2, 4, 32, 16])
    m14 = m15.permute([0, 1, 3, 2])
    m45 = inputs['v']
    m44 = m45.reshape([2, 2, 1, 32, 16])
    m43 = m44.expand([2, 2, 2, 32, 16])
    m42 = m43.reshape([2, 4, 32, 16])
    buf54 = torch.full([2, 4, 32, 1], float("nan"), dtype=torch.float32, device=device)
    buf55 = torch.full([2, 4, 32, 1], float("nan"), dtype=torch.float32, device=device)
    buf56 = torch.full([2, 4, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(1,)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m9_ptr=m9, m9_s0=m9.stride(0), m9_s1=m9.stride(1), m9_s2=m9.stride(2), m9_s3=m9.stride(3), m12_ptr=m12, m12_s0=m12.stride(0), m12_s1=m12.stride(1), m12_s2=m12.stride(2), m12_s3=m12.stride(3), m14_ptr=m14, m14_s0=m14.stride(0), m14_s1=m14.stride(1), m14_s2=m14.stride(2), m14_s3=m14.stride(3), m42_ptr=m42, m42_s0=m42.stride(0), m42_s1=m42.stride(1), m42_s2=m42.stride(2), m42_s3=m42.stride(3), buf54_ptr=buf54, buf54_s0=buf54.stride(0), buf54_s1=buf54.stride(1), buf54_s2=buf54.stride(2), buf54_s3=buf54.stride(3), buf55_ptr=buf55, buf55_s0=buf55.stride(0), buf55_s1=buf55.stride(1), buf55_s2=buf55.stride(2), buf55_s3=buf55.stride(3), buf56_ptr=buf56, buf56_s0=buf56.stride(0), buf56_s1=buf56.stride(1), buf56_s2=buf56.stride(2), buf56_s3=buf56.stride(3), E_c1=32, E_n0=32, E_n1=2, E_n2=16, E_n3=4, F_n0=_pow2(32), F_n1=_pow2(2), F_n2=_pow2(16), F_n3=_pow2(4), T_c1=T['c1'])
    buf67 = torch.full([2, 4, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(4, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m9_ptr=m9, m9_s0=m9.stride(0), m9_s1=m9.stride(1), m9_s2=m9.stride(2), m9_s3=m9.stride(3), m12_ptr=m12, m12_s0=m12.stride(0), m12_s1=m12.stride(1), m12_s2=m12.stride(2), m12_s3=m12.stride(3), m14_ptr=m14, m14_s0=m14.stride(0), m14_s1=m14.stride(1), m14_s2=m14.stride(2), m14_s3=m14.stride(3), buf54_ptr=buf54, buf54_s0=buf54.stride(0), buf54_s1=buf54.stride(1), buf54_s2=buf54.stride(2), buf54_s3=buf54.stride(3), buf55_ptr=buf55, buf55_s0=buf55.stride(0), buf55_s1=buf55.stride(1), buf55_s2=buf55.stride(2), buf55_s3=buf55.stride(3), m42_ptr=m42, m42_s0=m42.stride(0), m42_s1=m42.stride(1), m42_s2=m42.stride(2), m42_s3=m42.stride(3), buf67_ptr=buf67, buf67_s0=buf67.stride(0), buf67_s1=buf67.stride(1), buf67_s2=buf67.stride(2), buf67_s3=buf67.stride(3), E_c0=4, E_c1=32, E_n0=32, E_n1=2, E_n2=16, F_n0=_pow2(32), F_n1=_pow2(2), F_n2=_pow2(16), T_c0=T['c0'], T_c1=T['c1'])
    return buf67


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
