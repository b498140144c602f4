"""diff_attention [small], candidate 342: 1 kernel(s)

Rendered by EqiForge from candidate 342 of diff_attention [small]: grid(v.0@0) loop(v.2[32]: pair(sum, sum)) {loop(k1.3[16]: pair(sum, sum)) loop(k1.3[16]: pair(sum, sum)) loop(k2.3[16]: sum) loop(k2.3[16]: sum)} [6 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid v.0@0[2]
    c1: loop v.2[32]
    c2: loop k1.3[16]
    c3: loop k2.3[16]

Run it on its own: `python kernels/f342.py` checks it once against PyTorch on random inputs.
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
def kernel_0(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, m10_ptr, m10_s0, m10_s1, m10_s2, m10_s3, m38_ptr, m38_s0, m38_s1, m38_s2, m38_s3, m40_ptr, m40_s0, m40_s1, m40_s2, m40_s3, m62_ptr, m62_s0, m62_s1, m62_s2, m62_s3, m68_ptr, m68_s0, m68_s1, m68_s2, m68_s3, buf78_ptr, buf78_s0, buf78_s1, buf78_s2, buf78_s3, E_c0, E_c1, E_c2, E_c3, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # writes buf78: Combine over grid v.0@0[2]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t29 = tl.load(m10_ptr + offs_n1[None, None, :, None] * m10_s2 + offs_n1[None, None, None, :] * m10_s3, mask=(offs_n1 < E_n1)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    acc50 = tl.full([T_c0, F_n0, F_n1, F_n1], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t47 = tl.load(m38_ptr + offs_c0[:, None, None, None] * m38_s0 + offs_n0[None, :, None, None] * m38_s1 + offs_n1[None, None, :, None] * m38_s2 + offs_c3[None, None, None, :] * m38_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
        t48 = tl.load(m40_ptr + offs_c0[:, None, None, None] * m40_s0 + offs_n0[None, :, None, None] * m40_s1 + offs_c3[None, None, :, None] * m40_s2 + offs_n1[None, None, None, :] * m40_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_c3 < E_c3)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
        t49 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, :], t47, 0.0), 4) * tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, :, None], t48, 0.0), 2), axis=3)
        acc50 = acc50 + t49
    t51 = (acc50) * (0.25)
    t52 = t51 + t29
    t53 = tl.max(tl.where((offs_n1 < E_n1)[None, None, None, :], t52, -float('inf')), axis=3, keep_dims=True)
    t56 = t52 - (t53)
    t57 = tl.exp(t56)
    t58 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t57, 0.0), axis=3, keep_dims=True)
    acc66 = tl.full([T_c0, F_n0, F_n1, F_n1], 0.0, tl.float32)
    acc67 = tl.full([T_c0, F_n0, F_n1, F_n1], 0.0, tl.float32)
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
        t34 = t30 - (t31)
        t35 = tl.exp(t34)
        t36 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t35, 0.0), axis=3, keep_dims=True)
        t37 = (t33) / (t36)
        acc44 = tl.full([T_c0, F_n0, F_n1, T_c1], 0.0, tl.float32)
        for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
            offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

            t39 = tl.load(m38_ptr + offs_c0[:, None, None, None] * m38_s0 + offs_n0[None, :, None, None] * m38_s1 + offs_n1[None, None, :, None] * m38_s2 + offs_c3[None, None, None, :] * m38_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
            t42 = tl.load(m40_ptr + offs_c0[:, None, None, None] * m40_s0 + offs_n0[None, :, None, None] * m40_s1 + offs_c3[None, None, :, None] * m40_s2 + offs_c1[None, None, None, :] * m40_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_c3 < E_c3)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
            t43 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, :], t39, 0.0), 4) * tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, :, None], t42, 0.0), 2), axis=3)
            acc44 = acc44 + t43
        t45 = (acc44) * (0.25)
        t46 = t45 + t19
        t54 = t46 - (t53)
        t55 = tl.exp(t54)
        t59 = (t55) / (t58)
        t60 = (t59) * (0.8375055882312481)
        t61 = t37 - (t60)
        t63 = tl.load(m62_ptr + offs_c0[:, None, None, None] * m62_s0 + offs_n0[None, :, None, None] * m62_s1 + offs_c1[None, None, :, None] * m62_s2 + offs_n1[None, None, None, :] * m62_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
        t64 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, :], t61, 0.0), 4) * tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, :, None], t63, 0.0), 2), axis=3)
        t65 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, :], t33, 0.0), 4) * tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, :, None], t63, 0.0), 2), axis=3)
        acc66 = acc66 + t64
        acc67 = acc67 + t65
    t70 = tl.load(m68_ptr + offs_n1[None, None, None, :] * m68_s3, mask=(offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t71 = (acc66) * (t70)
    t72 = (acc66) * (acc66)
    t73 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t72, 0.0), axis=3, keep_dims=True)
    t74 = t73 + 0.00032
    t75 = tl.rsqrt(t74)
    t76 = (t71) * (t75)
    t77 = (t76) * (1.2241106391612262)
    tl.store(buf78_ptr + offs_c0[:, None, None, None] * buf78_s0 + offs_n0[None, :, None, None] * buf78_s1 + offs_n1[None, None, :, None] * buf78_s2 + offs_n1[None, None, None, :] * buf78_s3, t77, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :])


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
    m38 = inputs['q2']
    m41 = inputs['k2']
    m40 = m41.permute([0, 1, 3, 2])
    m62 = inputs['v']
    m69 = inputs['w_subln']
    m68 = m69.reshape([1, 1, 1, 32])
    buf78 = torch.full([2, 4, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(2, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), m10_ptr=m10, m10_s0=m10.stride(0), m10_s1=m10.stride(1), m10_s2=m10.stride(2), m10_s3=m10.stride(3), m38_ptr=m38, m38_s0=m38.stride(0), m38_s1=m38.stride(1), m38_s2=m38.stride(2), m38_s3=m38.stride(3), m40_ptr=m40, m40_s0=m40.stride(0), m40_s1=m40.stride(1), m40_s2=m40.stride(2), m40_s3=m40.stride(3), m62_ptr=m62, m62_s0=m62.stride(0), m62_s1=m62.stride(1), m62_s2=m62.stride(2), m62_s3=m62.stride(3), m68_ptr=m68, m68_s0=m68.stride(0), m68_s1=m68.stride(1), m68_s2=m68.stride(2), m68_s3=m68.stride(3), buf78_ptr=buf78, buf78_s0=buf78.stride(0), buf78_s1=buf78.stride(1), buf78_s2=buf78.stride(2), buf78_s3=buf78.stride(3), E_c0=2, E_c1=32, E_c2=16, E_c3=16, E_n0=4, E_n1=32, F_n0=_pow2(4), F_n1=_pow2(32), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'], T_c3=T['c3'])
    return buf78


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
