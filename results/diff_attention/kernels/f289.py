"""diff_attention [small], candidate 289: 1 kernel(s)

Rendered by EqiForge from candidate 289 of diff_attention [small]: grid(v.0@0) loop(v.2[32]: pair(sum, sum)) {loop(k1.3[16]: pair(sum, sum)) loop(k1.3[16]: pair(sum, sum))} loop(k2.3[16]: pair(sum, sum)) [5 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid v.0@0[2]
    c1: loop v.2[32]
    c2: loop k1.3[16]
    c3: loop k2.3[16]

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
DEFAULT_TILES = {"c0": 1, "c1": 16, "c2": 8, "c3": 8}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 2, "c1": 32, "c2": 16, "c3": 16}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, m10_ptr, m10_s0, m10_s1, m10_s2, m10_s3, m35_ptr, m35_s0, m35_s1, m35_s2, m35_s3, m41_ptr, m41_s0, m41_s1, m41_s2, m41_s3, m43_ptr, m43_s0, m43_s1, m43_s2, m43_s3, m60_ptr, m60_s0, m60_s1, m60_s2, m60_s3, buf70_ptr, buf70_s0, buf70_s1, buf70_s2, buf70_s3, E_c0, E_c1, E_c2, E_c3, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # writes buf70: Combine over grid v.0@0[2]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t29 = tl.load(m10_ptr + offs_n1[None, None, :, None] * m10_s2 + offs_n1[None, None, None, :] * m10_s3, mask=(offs_n1 < E_n1)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    acc38 = tl.full([T_c0, F_n0, F_n1, 1], 0.0, tl.float32)
    acc39 = tl.full([T_c0, F_n0, F_n1, F_n1], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        acc8 = tl.full([T_c0, F_n0, F_n1, T_c1], 0.0, tl.float32)
        acc9 = tl.full([T_c0, F_n0, F_n1, T_c1], 0.0, tl.float32)
        for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
            offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

            t2 = tl.load(m1_ptr + offs_c0[:, None, None, None] * m1_s0 + offs_n0[None, :, None, None] * m1_s1 + offs_n1[None, None, :, None] * m1_s2 + offs_c2[None, None, None, :] * m1_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
            t5 = tl.load(m3_ptr + offs_c0[:, None, None, None] * m3_s0 + offs_n0[None, :, None, None] * m3_s1 + offs_c2[None, None, :, None] * m3_s2 + offs_c1[None, None, None, :] * m3_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
            t6 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :], t2, 0.0), 4) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :, None], t5, 0.0), 2), axis=3)
            t7 = (t6) * (0.25)
            acc8 = acc8 + t6
            acc9 = acc9 + t7
        t19 = tl.load(m10_ptr + offs_n1[None, None, :, None] * m10_s2 + offs_c1[None, None, None, :] * m10_s3, mask=(offs_n1 < E_n1)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
        t20 = acc9 + t19
        acc26 = tl.full([T_c0, F_n0, F_n1, F_n1], 0.0, tl.float32)
        acc27 = tl.full([T_c0, F_n0, F_n1, T_c1], 0.0, tl.float32)
        for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
            offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

            t21 = tl.load(m1_ptr + offs_c0[:, None, None, None] * m1_s0 + offs_n0[None, :, None, None] * m1_s1 + offs_n1[None, None, :, None] * m1_s2 + offs_c2[None, None, None, :] * m1_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
            t22 = tl.load(m3_ptr + offs_c0[:, None, None, None] * m3_s0 + offs_n0[None, :, None, None] * m3_s1 + offs_c2[None, None, :, None] * m3_s2 + offs_n1[None, None, None, :] * m3_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
            t23 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :], t21, 0.0), 4) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :, None], t22, 0.0), 2), axis=3)
            t24 = tl.load(m3_ptr + offs_c0[:, None, None, None] * m3_s0 + offs_n0[None, :, None, None] * m3_s1 + offs_c2[None, None, :, None] * m3_s2 + offs_c1[None, None, None, :] * m3_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
            t25 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :], t21, 0.0), 4) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :, None], t24, 0.0), 2), axis=3)
            acc26 = acc26 + t23
            acc27 = acc27 + t25
        t28 = (acc26) * (0.25)
        t30 = t28 + t29
        t31 = tl.max(tl.where((offs_n1 < E_n1)[None, None, None, :], t30, -float('inf')), axis=3, keep_dims=True)
        t32 = t20 - (t31)
        t33 = tl.exp(t32)
        t34 = tl.sum(tl.where((offs_c1 < E_c1)[None, None, None, :], t33, 0.0), axis=3, keep_dims=True)
        t36 = tl.load(m35_ptr + offs_c0[:, None, None, None] * m35_s0 + offs_n0[None, :, None, None] * m35_s1 + offs_c1[None, None, :, None] * m35_s2 + offs_n1[None, None, None, :] * m35_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
        t37 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, :], t33, 0.0), 4) * tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, :, None], t36, 0.0), 2), axis=3)
        acc38 = acc38 + t34
        acc39 = acc39 + t37
    t40 = (acc39) / (acc38)
    acc48 = tl.full([T_c0, F_n0, F_n1, F_n1], 0.0, tl.float32)
    acc49 = tl.full([T_c0, F_n0, F_n1, F_n1], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t42 = tl.load(m41_ptr + offs_c0[:, None, None, None] * m41_s0 + offs_n0[None, :, None, None] * m41_s1 + offs_n1[None, None, :, None] * m41_s2 + offs_c3[None, None, None, :] * m41_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
        t45 = tl.load(m43_ptr + offs_c0[:, None, None, None] * m43_s0 + offs_n0[None, :, None, None] * m43_s1 + offs_c3[None, None, :, None] * m43_s2 + offs_n1[None, None, None, :] * m43_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_c3 < E_c3)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
        t46 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, :], t42, 0.0), 4) * tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, :, None], t45, 0.0), 2), axis=3)
        t47 = (t46) * (0.25)
        acc48 = acc48 + t46
        acc49 = acc49 + t47
    t50 = acc49 + t29
    t51 = tl.max(tl.where((offs_n1 < E_n1)[None, None, None, :], t50, -float('inf')), axis=3, keep_dims=True)
    t52 = t50 - (t51)
    t53 = tl.exp(t52)
    t54 = tl.load(m35_ptr + offs_c0[:, None, None, None] * m35_s0 + offs_n0[None, :, None, None] * m35_s1 + offs_n1[None, None, :, None] * m35_s2 + offs_n1[None, None, None, :] * m35_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t55 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :], t53, 0.0), 4) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :, None], t54, 0.0), 2), axis=3)
    t56 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t53, 0.0), axis=3, keep_dims=True)
    t57 = (t55) / (t56)
    t58 = (t57) * (0.8375055882312481)
    t59 = t40 - (t58)
    t62 = tl.load(m60_ptr + offs_n1[None, None, None, :] * m60_s3, mask=(offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t63 = (t59) * (t62)
    t64 = (t59) * (t59)
    t65 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t64, 0.0), axis=3, keep_dims=True)
    t66 = t65 + 0.00032
    t67 = tl.rsqrt(t66)
    t68 = (t63) * (t67)
    t69 = (t68) * (1.2241106391612262)
    tl.store(buf70_ptr + offs_c0[:, None, None, None] * buf70_s0 + offs_n0[None, :, None, None] * buf70_s1 + offs_n1[None, None, :, None] * buf70_s2 + offs_n1[None, None, None, :] * buf70_s3, t69, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :])


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
    m14 = _iota([32, 32], 1, device)
    m15 = _iota([32, 32], 0, device)
    m13 = _BINARY["Sub"](m14, m15)
    m16 = torch.tensor(1.0, dtype=torch.float32, device=device)
    m12 = _BINARY["Ge"](m13, m16)
    m17 = torch.full([32, 32], -float("inf"), dtype=torch.float32, device=device)
    m18 = torch.full([32, 32], 0.0, dtype=torch.float32, device=device)
    m11 = torch.where(m12, m17, m18)
    m10 = m11.reshape([1, 1, 32, 32])
    m35 = inputs['v']
    m41 = inputs['q2']
    m44 = inputs['k2']
    m43 = m44.permute([0, 1, 3, 2])
    m61 = inputs['w_subln']
    m60 = m61.reshape([1, 1, 1, 32])
    buf70 = torch.full([2, 4, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(2, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), m10_ptr=m10, m10_s0=m10.stride(0), m10_s1=m10.stride(1), m10_s2=m10.stride(2), m10_s3=m10.stride(3), m35_ptr=m35, m35_s0=m35.stride(0), m35_s1=m35.stride(1), m35_s2=m35.stride(2), m35_s3=m35.stride(3), m41_ptr=m41, m41_s0=m41.stride(0), m41_s1=m41.stride(1), m41_s2=m41.stride(2), m41_s3=m41.stride(3), m43_ptr=m43, m43_s0=m43.stride(0), m43_s1=m43.stride(1), m43_s2=m43.stride(2), m43_s3=m43.stride(3), m60_ptr=m60, m60_s0=m60.stride(0), m60_s1=m60.stride(1), m60_s2=m60.stride(2), m60_s3=m60.stride(3), buf70_ptr=buf70, buf70_s0=buf70.stride(0), buf70_s1=buf70.stride(1), buf70_s2=buf70.stride(2), buf70_s3=buf70.stride(3), E_c0=2, E_c1=32, E_c2=16, E_c3=16, E_n0=4, E_n1=32, F_n0=_pow2(4), F_n1=_pow2(32), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'], T_c3=T['c3'])
    return buf70


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
