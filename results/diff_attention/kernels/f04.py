"""diff_attention [small], candidate 4: 1 kernel(s)

Rendered by EqiForge from candidate 4 of diff_attention [small]: grid(v.0@0) loop(v.2[32]: rescale) {loop(k1.3[16]: sum)} loop(k2.3[16]: sum) [4 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid v.0@0[2]
    c1: loop v.2[32]
    c2: loop k1.3[16]
    c3: loop k2.3[16]

Run it on its own: `python kernels/f04.py` checks it once against PyTorch on random inputs.
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
def kernel_0(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, m9_ptr, m9_s0, m9_s1, m9_s2, m9_s3, m29_ptr, m29_s0, m29_s1, m29_s2, m29_s3, m39_ptr, m39_s0, m39_s1, m39_s2, m39_s3, m41_ptr, m41_s0, m41_s1, m41_s2, m41_s3, m63_ptr, m63_s0, m63_s1, m63_s2, m63_s3, buf68_ptr, buf68_s0, buf68_s1, buf68_s2, buf68_s3, E_c0, E_c1, E_c2, E_c3, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # writes buf68: Combine over grid v.0@0[2]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    acc32 = tl.full([T_c0, F_n0, F_n1, 1], -float('inf'), tl.float32)
    acc33 = tl.full([T_c0, F_n0, F_n1, 1], 0.0, tl.float32)
    acc34 = tl.full([T_c0, F_n0, F_n1, F_n1], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        acc7 = tl.full([T_c0, F_n0, F_n1, T_c1], 0.0, tl.float32)
        for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
            offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

            t2 = tl.load(m1_ptr + offs_c0[:, None, None, None] * m1_s0 + offs_n0[None, :, None, None] * m1_s1 + offs_n1[None, None, :, None] * m1_s2 + offs_c2[None, None, None, :] * m1_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
            t5 = tl.load(m3_ptr + offs_c0[:, None, None, None] * m3_s0 + offs_n0[None, :, None, None] * m3_s1 + offs_c2[None, None, :, None] * m3_s2 + offs_c1[None, None, None, :] * m3_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
            t6 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :], t2, 0.0), 4) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :, None], t5, 0.0), 2), axis=3)
            acc7 = acc7 + t6
        t8 = (acc7) * (0.25)
        t18 = tl.load(m9_ptr + offs_n1[None, None, :, None] * m9_s2 + offs_c1[None, None, None, :] * m9_s3, mask=(offs_n1 < E_n1)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
        t19 = t8 + t18
        t20 = tl.max(tl.where((offs_c1 < E_c1)[None, None, None, :], t19, -float('inf')), axis=3, keep_dims=True)
        t21 = t20 - (t20)
        t22 = t21 == t21
        t23 = (t22) == 0
        t24 = tl.exp(t20)
        t25 = tl.where(t23, t24, t20)
        t26 = t19 - (t25)
        t27 = tl.exp(t26)
        t28 = tl.sum(tl.where((offs_c1 < E_c1)[None, None, None, :], t27, 0.0), axis=3, keep_dims=True)
        t30 = tl.load(m29_ptr + offs_c0[:, None, None, None] * m29_s0 + offs_n0[None, :, None, None] * m29_s1 + offs_c1[None, None, :, None] * m29_s2 + offs_n1[None, None, None, :] * m29_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
        t31 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, :], t27, 0.0), 4) * tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, :, None], t30, 0.0), 2), axis=3)
        m35 = tl.maximum(acc32, t20)
        r36 = tl.where(acc32 == -float("inf"), 0.0, tl.exp(acc32 - m35))
        r37 = tl.where(t20 == -float("inf"), 0.0, tl.exp(t20 - m35))
        acc33 = tl.where(acc32 == -float("inf"), 0.0, acc33 * r36) + tl.where(t20 == -float("inf"), 0.0, t28 * r37)
        acc34 = tl.where(acc32 == -float("inf"), 0.0, acc34 * r36) + tl.where(t20 == -float("inf"), 0.0, t31 * r37)
        acc32 = m35
    t38 = (acc34) / (acc33)
    acc45 = tl.full([T_c0, F_n0, F_n1, F_n1], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t40 = tl.load(m39_ptr + offs_c0[:, None, None, None] * m39_s0 + offs_n0[None, :, None, None] * m39_s1 + offs_n1[None, None, :, None] * m39_s2 + offs_c3[None, None, None, :] * m39_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
        t43 = tl.load(m41_ptr + offs_c0[:, None, None, None] * m41_s0 + offs_n0[None, :, None, None] * m41_s1 + offs_c3[None, None, :, None] * m41_s2 + offs_n1[None, None, None, :] * m41_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_c3 < E_c3)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
        t44 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, :], t40, 0.0), 4) * tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, :, None], t43, 0.0), 2), axis=3)
        acc45 = acc45 + t44
    t46 = (acc45) * (0.25)
    t47 = tl.load(m9_ptr + offs_n1[None, None, :, None] * m9_s2 + offs_n1[None, None, None, :] * m9_s3, mask=(offs_n1 < E_n1)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t48 = t46 + t47
    t49 = tl.max(tl.where((offs_n1 < E_n1)[None, None, None, :], t48, -float('inf')), axis=3, keep_dims=True)
    t50 = t48 - (t49)
    t51 = tl.exp(t50)
    t52 = tl.load(m29_ptr + offs_c0[:, None, None, None] * m29_s0 + offs_n0[None, :, None, None] * m29_s1 + offs_n1[None, None, :, None] * m29_s2 + offs_n1[None, None, None, :] * m29_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t53 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :], t51, 0.0), 4) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :, None], t52, 0.0), 2), axis=3)
    t54 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t51, 0.0), axis=3, keep_dims=True)
    t55 = (t53) / (t54)
    t56 = (t55) * (0.8375055882312481)
    t57 = t38 - (t56)
    t58 = (t57) * (t57)
    t59 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t58, 0.0), axis=3, keep_dims=True)
    t60 = t59 + 0.00032
    t61 = tl.rsqrt(t60)
    t62 = (t57) * (t61)
    t65 = tl.load(m63_ptr + offs_n1[None, None, None, :] * m63_s3, mask=(offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t66 = (t62) * (t65)
    t67 = (t66) * (1.2241106391612262)
    tl.store(buf68_ptr + offs_c0[:, None, None, None] * buf68_s0 + offs_n0[None, :, None, None] * buf68_s1 + offs_n1[None, None, :, None] * buf68_s2 + offs_n1[None, None, None, :] * buf68_s3, t67, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :])


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
    m13 = _iota([32, 32], 1, device)
    m14 = _iota([32, 32], 0, device)
    m12 = _BINARY["Sub"](m13, m14)
    m15 = torch.tensor(1.0, dtype=torch.float32, device=device)
    m11 = _BINARY["Ge"](m12, m15)
    m16 = torch.full([32, 32], -float("inf"), dtype=torch.float32, device=device)
    m17 = torch.full([32, 32], 0.0, dtype=torch.float32, device=device)
    m10 = torch.where(m11, m16, m17)
    m9 = m10.reshape([1, 1, 32, 32])
    m29 = inputs['v']
    m39 = inputs['q2']
    m42 = inputs['k2']
    m41 = m42.permute([0, 1, 3, 2])
    m64 = inputs['w_subln']
    m63 = m64.reshape([1, 1, 1, 32])
    buf68 = torch.full([2, 4, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(2, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), m9_ptr=m9, m9_s0=m9.stride(0), m9_s1=m9.stride(1), m9_s2=m9.stride(2), m9_s3=m9.stride(3), m29_ptr=m29, m29_s0=m29.stride(0), m29_s1=m29.stride(1), m29_s2=m29.stride(2), m29_s3=m29.stride(3), m39_ptr=m39, m39_s0=m39.stride(0), m39_s1=m39.stride(1), m39_s2=m39.stride(2), m39_s3=m39.stride(3), m41_ptr=m41, m41_s0=m41.stride(0), m41_s1=m41.stride(1), m41_s2=m41.stride(2), m41_s3=m41.stride(3), m63_ptr=m63, m63_s0=m63.stride(0), m63_s1=m63.stride(1), m63_s2=m63.stride(2), m63_s3=m63.stride(3), buf68_ptr=buf68, buf68_s0=buf68.stride(0), buf68_s1=buf68.stride(1), buf68_s2=buf68.stride(2), buf68_s3=buf68.stride(3), E_c0=2, E_c1=32, E_c2=16, E_c3=16, E_n0=4, E_n1=32, F_n0=_pow2(4), F_n1=_pow2(32), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'], T_c3=T['c3'])
    return buf68


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
