"""diff_attention [small], candidate 289: 1 kernel(s)

Rendered by EqiForge from candidate 289 of diff_attention [small]: grid(q1.2@2, v.1@1, v.3@3) loop(k2.3[16]: pair(sum, sum)) loop(v.2[32]: max) [5 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid v.1@1[4]
    c1: grid q1.2@2[32]
    c2: grid v.3@3[32]
    c3: loop k2.3[16]
    c4: loop v.2[32]

Run it on its own: `python kernels/f289.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/diff_attention.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 2, "c1": 16, "c2": 16, "c3": 8, "c4": 16}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 4, "c1": 32, "c2": 32, "c3": 16, "c4": 32}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, m8_ptr, m8_s0, m8_s1, m8_s2, m8_s3, m24_ptr, m24_s0, m24_s1, m24_s2, m24_s3, m26_ptr, m26_s0, m26_s1, m26_s2, m26_s3, m48_ptr, m48_s0, m48_s1, m48_s2, m48_s3, m51_ptr, m51_s0, m51_s1, m51_s2, m51_s3, buf63_ptr, buf63_s0, buf63_s1, buf63_s2, buf63_s3, E_c0, E_c1, E_c2, E_c3, E_c4, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr, T_c4: tl.constexpr):
    # writes buf63: Combine over grid v.1@1[4], grid q1.2@2[32], grid v.3@3[32]
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
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t2 = tl.load(m1_ptr + offs_n0[:, None, None, None] * m1_s0 + offs_c0[None, :, None, None] * m1_s1 + offs_c1[None, None, :, None] * m1_s2 + offs_n1[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t5 = tl.load(m3_ptr + offs_n0[:, None, None, None] * m3_s0 + offs_c0[None, :, None, None] * m3_s1 + offs_n1[None, None, :, None] * m3_s2 + offs_n2[None, None, None, :] * m3_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t6 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :], t2, 0.0), 4) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :, None], t5, 0.0), 2), axis=3)
    t7 = (t6) * (0.25)
    t17 = tl.load(m8_ptr + offs_c1[None, None, :, None] * m8_s2 + offs_n2[None, None, None, :] * m8_s3, mask=(offs_c1 < E_c1)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t18 = t7 + t17
    t19 = tl.max(tl.where((offs_n2 < E_n2)[None, None, None, :], t18, -float('inf')), axis=3, keep_dims=True)
    t20 = t18 - (t19)
    t21 = tl.exp(t20)
    t22 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t21, 0.0), axis=3, keep_dims=True)
    t23 = (t21) / (t22)
    acc31 = tl.full([F_n0, T_c0, T_c1, F_n2], 0.0, tl.float32)
    acc32 = tl.full([F_n0, T_c0, T_c1, F_n2], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t25 = tl.load(m24_ptr + offs_n0[:, None, None, None] * m24_s0 + offs_c0[None, :, None, None] * m24_s1 + offs_c1[None, None, :, None] * m24_s2 + offs_c3[None, None, None, :] * m24_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
        t28 = tl.load(m26_ptr + offs_n0[:, None, None, None] * m26_s0 + offs_c0[None, :, None, None] * m26_s1 + offs_c3[None, None, :, None] * m26_s2 + offs_n2[None, None, None, :] * m26_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_c3 < E_c3)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
        t29 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, :], t25, 0.0), 4) * tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, :, None], t28, 0.0), 2), axis=3)
        t30 = (t29) * (0.25)
        acc31 = acc31 + t30
        acc32 = acc32 + t29
    t33 = acc31 + t17
    t34 = tl.load(m24_ptr + offs_n0[:, None, None, None] * m24_s0 + offs_c0[None, :, None, None] * m24_s1 + offs_c1[None, None, :, None] * m24_s2 + offs_n1[None, None, None, :] * m24_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    acc41 = tl.full([F_n0, T_c0, T_c1, 1], -float('inf'), tl.float32)
    for i_c4 in range(0, tl.cdiv(E_c4, T_c4)):
        offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)

        t35 = tl.load(m26_ptr + offs_n0[:, None, None, None] * m26_s0 + offs_c0[None, :, None, None] * m26_s1 + offs_n1[None, None, :, None] * m26_s2 + offs_c4[None, None, None, :] * m26_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_c4 < E_c4)[None, None, None, :], other=0).to(tl.float32)
        t36 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :], t34, 0.0), 4) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :, None], t35, 0.0), 2), axis=3)
        t37 = (t36) * (0.25)
        t38 = tl.load(m8_ptr + offs_c1[None, None, :, None] * m8_s2 + offs_c4[None, None, None, :] * m8_s3, mask=(offs_c1 < E_c1)[None, None, :, None] & (offs_c4 < E_c4)[None, None, None, :], other=0).to(tl.float32)
        t39 = t37 + t38
        t40 = tl.max(tl.where((offs_c4 < E_c4)[None, None, None, :], t39, -float('inf')), axis=3, keep_dims=True)
        acc41 = tl.maximum(acc41, t40)
    t42 = t33 - (acc41)
    t43 = tl.exp(t42)
    t44 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t43, 0.0), axis=3, keep_dims=True)
    t45 = (t43) / (t44)
    t46 = (t45) * (0.8375055882312481)
    t47 = t23 - (t46)
    t49 = tl.load(m48_ptr + offs_n0[:, None, None, None] * m48_s0 + offs_c0[None, :, None, None] * m48_s1 + offs_n2[None, None, :, None] * m48_s2 + offs_c2[None, None, None, :] * m48_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
    t50 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t47, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t49, 0.0), 2), axis=3)
    t53 = tl.load(m51_ptr + offs_c2[None, None, None, :] * m51_s3, mask=(offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
    t54 = (t50) * (t53)
    t55 = tl.load(m48_ptr + offs_n0[:, None, None, None] * m48_s0 + offs_c0[None, :, None, None] * m48_s1 + offs_n2[None, None, :, None] * m48_s2 + offs_n2[None, None, None, :] * m48_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t56 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t47, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t55, 0.0), 2), axis=3)
    t57 = (t56) * (t56)
    t58 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t57, 0.0), axis=3, keep_dims=True)
    t59 = t58 + 0.00032
    t60 = tl.rsqrt(t59)
    t61 = (t54) * (t60)
    t62 = (t61) * (1.2241106391612262)
    tl.store(buf63_ptr + offs_n0[:, None, None, None] * buf63_s0 + offs_c0[None, :, None, None] * buf63_s1 + offs_c1[None, None, :, None] * buf63_s2 + offs_c2[None, None, None, :] * buf63_s3, t62, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :])


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
    m1 = inputs['q1']
    m4 = inputs['k1']
    m3 = m4.permute([0, 1, 3, 2])
    m12 = _iota([32, 32], 1, device)
    m13 = _iota([32, 32], 0, device)
    m11 = _BINARY["Sub"](m12, m13)
    m14 = torch.tensor(1.0, dtype=torch.float32, device=device)
    m10 = _BINARY["Ge"](m11, m14)
    m15 = torch.full([32, 32], -float("inf"), dtype=torch.float32, device=device)
    m16 = torch.full([32, 32], 0.0, dtype=torch.float32, device=device)
    m9 = torch.where(m10, m15, m16)
    m8 = m9.reshape([1, 1, 32, 32])
    m24 = inputs['q2']
    m27 = inputs['k2']
    m26 = m27.permute([0, 1, 3, 2])
    m48 = inputs['v']
    m52 = inputs['w_subln']
    m51 = m52.reshape([1, 1, 1, 32])
    buf63 = torch.full([2, 4, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(4, T['c0']) * _cdiv(32, T['c1']) * _cdiv(32, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), m8_ptr=m8, m8_s0=m8.stride(0), m8_s1=m8.stride(1), m8_s2=m8.stride(2), m8_s3=m8.stride(3), m24_ptr=m24, m24_s0=m24.stride(0), m24_s1=m24.stride(1), m24_s2=m24.stride(2), m24_s3=m24.stride(3), m26_ptr=m26, m26_s0=m26.stride(0), m26_s1=m26.stride(1), m26_s2=m26.stride(2), m26_s3=m26.stride(3), m48_ptr=m48, m48_s0=m48.stride(0), m48_s1=m48.stride(1), m48_s2=m48.stride(2), m48_s3=m48.stride(3), m51_ptr=m51, m51_s0=m51.stride(0), m51_s1=m51.stride(1), m51_s2=m51.stride(2), m51_s3=m51.stride(3), buf63_ptr=buf63, buf63_s0=buf63.stride(0), buf63_s1=buf63.stride(1), buf63_s2=buf63.stride(2), buf63_s3=buf63.stride(3), E_c0=4, E_c1=32, E_c2=32, E_c3=16, E_c4=32, E_n0=2, E_n1=16, E_n2=32, F_n0=_pow2(2), F_n1=_pow2(16), F_n2=_pow2(32), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'], T_c3=T['c3'], T_c4=T['c4'])
    return buf63


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
