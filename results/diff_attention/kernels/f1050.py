"""diff_attention [small], candidate 1050: 1 kernel(s)

Rendered by EqiForge from candidate 1050 of diff_attention [small]: grid(v.1@1, v.3@3) loop(k1.3[16]: pair(sum, sum)) loop(v.2[32]: rescale) loop(k2.3[16]: pair(sum, sum)) [6 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid v.1@1[4]
    c1: grid v.3@3[32]
    c2: loop k1.3[16]
    c3: loop v.2[32]
    c4: loop k2.3[16]

Run it on its own: `python kernels/f1050.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/diff_attention.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 2, "c1": 16, "c2": 8, "c3": 16, "c4": 8}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 4, "c1": 32, "c2": 16, "c3": 32, "c4": 16}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, m10_ptr, m10_s0, m10_s1, m10_s2, m10_s3, m35_ptr, m35_s0, m35_s1, m35_s2, m35_s3, m47_ptr, m47_s0, m47_s1, m47_s2, m47_s3, m49_ptr, m49_s0, m49_s1, m49_s2, m49_s3, m73_ptr, m73_s0, m73_s1, m73_s2, m73_s3, buf78_ptr, buf78_s0, buf78_s1, buf78_s2, buf78_s3, E_c0, E_c1, E_c2, E_c3, E_c4, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr, T_c4: tl.constexpr):
    # writes buf78: Combine over grid v.1@1[4], grid v.3@3[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    acc8 = tl.full([F_n0, T_c0, F_n1, F_n1], 0.0, tl.float32)
    acc9 = tl.full([F_n0, T_c0, F_n1, F_n1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t2 = tl.load(m1_ptr + offs_n0[:, None, None, None] * m1_s0 + offs_c0[None, :, None, None] * m1_s1 + offs_n1[None, None, :, None] * m1_s2 + offs_c2[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
        t5 = tl.load(m3_ptr + offs_n0[:, None, None, None] * m3_s0 + offs_c0[None, :, None, None] * m3_s1 + offs_c2[None, None, :, None] * m3_s2 + offs_n1[None, None, None, :] * m3_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
        t6 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :], t2, 0.0), 4) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :, None], t5, 0.0), 2), axis=3)
        t7 = (t6) * (0.25)
        acc8 = acc8 + t7
        acc9 = acc9 + t6
    t19 = tl.load(m10_ptr + offs_n1[None, None, :, None] * m10_s2 + offs_n1[None, None, None, :] * m10_s3, mask=(offs_n1 < E_n1)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t20 = acc8 + t19
    t21 = tl.load(m1_ptr + offs_n0[:, None, None, None] * m1_s0 + offs_c0[None, :, None, None] * m1_s1 + offs_n1[None, None, :, None] * m1_s2 + offs_n2[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    acc38 = tl.full([F_n0, T_c0, F_n1, 1], -float('inf'), tl.float32)
    acc39 = tl.full([F_n0, T_c0, F_n1, F_n1], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t22 = tl.load(m3_ptr + offs_n0[:, None, None, None] * m3_s0 + offs_c0[None, :, None, None] * m3_s1 + offs_n2[None, None, :, None] * m3_s2 + offs_c3[None, None, None, :] * m3_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
        t23 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t21, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t22, 0.0), 2), axis=3)
        t24 = (t23) * (0.25)
        t25 = tl.load(m10_ptr + offs_n1[None, None, :, None] * m10_s2 + offs_c3[None, None, None, :] * m10_s3, mask=(offs_n1 < E_n1)[None, None, :, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
        t26 = t24 + t25
        t27 = tl.max(tl.where((offs_c3 < E_c3)[None, None, None, :], t26, -float('inf')), axis=3, keep_dims=True)
        t28 = t27 - (t27)
        t29 = t28 == t28
        t30 = (t29) == 0
        t31 = tl.exp(t27)
        t32 = tl.where(t30, t31, t27)
        t33 = t26 - (t32)
        t34 = tl.exp(t33)
        t36 = tl.load(m35_ptr + offs_n0[:, None, None, None] * m35_s0 + offs_c0[None, :, None, None] * m35_s1 + offs_c3[None, None, :, None] * m35_s2 + offs_n1[None, None, None, :] * m35_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_c3 < E_c3)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
        t37 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, :], t34, 0.0), 4) * tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, :, None], t36, 0.0), 2), axis=3)
        m40 = tl.maximum(acc38, t27)
        r41 = tl.where(acc38 == -float("inf"), 0.0, tl.exp(acc38 - m40))
        r42 = tl.where(t27 == -float("inf"), 0.0, tl.exp(t27 - m40))
        acc39 = tl.where(acc38 == -float("inf"), 0.0, acc39 * r41) + tl.where(t27 == -float("inf"), 0.0, t37 * r42)
        acc38 = m40
    t43 = t20 - (acc38)
    t44 = tl.exp(t43)
    t45 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t44, 0.0), axis=3, keep_dims=True)
    t46 = (t44) / (t45)
    acc54 = tl.full([F_n0, T_c0, F_n1, F_n1], 0.0, tl.float32)
    acc55 = tl.full([F_n0, T_c0, F_n1, F_n1], 0.0, tl.float32)
    for i_c4 in range(0, tl.cdiv(E_c4, T_c4)):
        offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)

        t48 = tl.load(m47_ptr + offs_n0[:, None, None, None] * m47_s0 + offs_c0[None, :, None, None] * m47_s1 + offs_n1[None, None, :, None] * m47_s2 + offs_c4[None, None, None, :] * m47_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_c4 < E_c4)[None, None, None, :], other=0).to(tl.float32)
        t51 = tl.load(m49_ptr + offs_n0[:, None, None, None] * m49_s0 + offs_c0[None, :, None, None] * m49_s1 + offs_c4[None, None, :, None] * m49_s2 + offs_n1[None, None, None, :] * m49_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_c4 < E_c4)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
        t52 = tl.sum(tl.expand_dims(tl.where((offs_c4 < E_c4)[None, None, None, :], t48, 0.0), 4) * tl.expand_dims(tl.where((offs_c4 < E_c4)[None, None, :, None], t51, 0.0), 2), axis=3)
        t53 = (t52) * (0.25)
        acc54 = acc54 + t53
        acc55 = acc55 + t52
    t56 = acc54 + t19
    t57 = tl.max(tl.where((offs_n1 < E_n1)[None, None, None, :], t56, -float('inf')), axis=3, keep_dims=True)
    t58 = t56 - (t57)
    t59 = tl.exp(t58)
    t60 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t59, 0.0), axis=3, keep_dims=True)
    t61 = (t59) / (t60)
    t62 = (t61) * (0.8375055882312481)
    t63 = t46 - (t62)
    t64 = tl.load(m35_ptr + offs_n0[:, None, None, None] * m35_s0 + offs_c0[None, :, None, None] * m35_s1 + offs_n1[None, None, :, None] * m35_s2 + offs_c1[None, None, None, :] * m35_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
    t65 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :], t63, 0.0), 4) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :, None], t64, 0.0), 2), axis=3)
    t66 = tl.load(m35_ptr + offs_n0[:, None, None, None] * m35_s0 + offs_c0[None, :, None, None] * m35_s1 + offs_n1[None, None, :, None] * m35_s2 + offs_n1[None, None, None, :] * m35_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t67 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :], t63, 0.0), 4) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :, None], t66, 0.0), 2), axis=3)
    t68 = (t67) * (t67)
    t69 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t68, 0.0), axis=3, keep_dims=True)
    t70 = t69 + 0.00032
    t71 = tl.rsqrt(t70)
    t72 = (t65) * (t71)
    t75 = tl.load(m73_ptr + offs_c1[None, None, None, :] * m73_s3, mask=(offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
    t76 = (t72) * (t75)
    t77 = (t76) * (1.2241106391612262)
    tl.store(buf78_ptr + offs_n0[:, None, None, None] * buf78_s0 + offs_c0[None, :, None, None] * buf78_s1 + offs_n1[None, None, :, None] * buf78_s2 + offs_c1[None, None, None, :] * buf78_s3, t77, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :])


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
    m47 = inputs['q2']
    m50 = inputs['k2']
    m49 = m50.permute([0, 1, 3, 2])
    m74 = inputs['w_subln']
    m73 = m74.reshape([1, 1, 1, 32])
    buf78 = torch.full([2, 4, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(4, T['c0']) * _cdiv(32, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), m10_ptr=m10, m10_s0=m10.stride(0), m10_s1=m10.stride(1), m10_s2=m10.stride(2), m10_s3=m10.stride(3), m35_ptr=m35, m35_s0=m35.stride(0), m35_s1=m35.stride(1), m35_s2=m35.stride(2), m35_s3=m35.stride(3), m47_ptr=m47, m47_s0=m47.stride(0), m47_s1=m47.stride(1), m47_s2=m47.stride(2), m47_s3=m47.stride(3), m49_ptr=m49, m49_s0=m49.stride(0), m49_s1=m49.stride(1), m49_s2=m49.stride(2), m49_s3=m49.stride(3), m73_ptr=m73, m73_s0=m73.stride(0), m73_s1=m73.stride(1), m73_s2=m73.stride(2), m73_s3=m73.stride(3), buf78_ptr=buf78, buf78_s0=buf78.stride(0), buf78_s1=buf78.stride(1), buf78_s2=buf78.stride(2), buf78_s3=buf78.stride(3), E_c0=4, E_c1=32, E_c2=16, E_c3=32, E_c4=16, E_n0=2, E_n1=32, E_n2=16, F_n0=_pow2(2), F_n1=_pow2(32), F_n2=_pow2(16), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'], T_c3=T['c3'], T_c4=T['c4'])
    return buf78


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
