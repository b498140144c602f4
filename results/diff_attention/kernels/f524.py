"""diff_attention [small], candidate 524: 1 kernel(s)

Rendered by EqiForge from candidate 524 of diff_attention [small]: grid(q1.2@2) loop(v.2[32]: rescale) loop(k2.3[16]: pair(sum, sum)) loop(v.3[32]: sum) [8 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid q1.2@2[32]
    c1: loop v.2[32]
    c2: loop k2.3[16]
    c3: loop v.3[32]

Run it on its own: `python kernels/f524.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/diff_attention.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 16, "c1": 16, "c2": 8, "c3": 16}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 32, "c1": 32, "c2": 16, "c3": 32}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, m8_ptr, m8_s0, m8_s1, m8_s2, m8_s3, m33_ptr, m33_s0, m33_s1, m33_s2, m33_s3, m45_ptr, m45_s0, m45_s1, m45_s2, m45_s3, m47_ptr, m47_s0, m47_s1, m47_s2, m47_s3, m64_ptr, m64_s0, m64_s1, m64_s2, m64_s3, buf97_ptr, buf97_s0, buf97_s1, buf97_s2, buf97_s3, E_c0, E_c1, E_c2, E_c3, E_n0, E_n1, E_n2, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # writes buf97: Combine over grid q1.2@2[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n3 = tl.arange(0, F_n3)
    t2 = tl.load(m1_ptr + offs_n0[:, None, None, None] * m1_s0 + offs_n1[None, :, None, None] * m1_s1 + offs_c0[None, None, :, None] * m1_s2 + offs_n2[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t5 = tl.load(m3_ptr + offs_n0[:, None, None, None] * m3_s0 + offs_n1[None, :, None, None] * m3_s1 + offs_n2[None, None, :, None] * m3_s2 + offs_n3[None, None, None, :] * m3_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t6 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t2, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t5, 0.0), 2), axis=3)
    t7 = (t6) * (0.25)
    t17 = tl.load(m8_ptr + offs_c0[None, None, :, None] * m8_s2 + offs_n3[None, None, None, :] * m8_s3, mask=(offs_c0 < E_c0)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t18 = t7 + t17
    acc36 = tl.full([F_n0, F_n1, T_c0, 1], -float('inf'), tl.float32)
    acc37 = tl.full([F_n0, F_n1, T_c0, 1], 0.0, tl.float32)
    acc38 = tl.full([F_n0, F_n1, T_c0, F_n3], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t19 = tl.load(m3_ptr + offs_n0[:, None, None, None] * m3_s0 + offs_n1[None, :, None, None] * m3_s1 + offs_n2[None, None, :, None] * m3_s2 + offs_c1[None, None, None, :] * m3_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
        t20 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t2, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t19, 0.0), 2), axis=3)
        t21 = (t20) * (0.25)
        t22 = tl.load(m8_ptr + offs_c0[None, None, :, None] * m8_s2 + offs_c1[None, None, None, :] * m8_s3, mask=(offs_c0 < E_c0)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
        t23 = t21 + t22
        t24 = tl.max(tl.where((offs_c1 < E_c1)[None, None, None, :], t23, -float('inf')), axis=3, keep_dims=True)
        t25 = t24 - (t24)
        t26 = t25 == t25
        t27 = (t26) == 0
        t28 = tl.exp(t24)
        t29 = tl.where(t27, t28, t24)
        t30 = t23 - (t29)
        t31 = tl.exp(t30)
        t32 = tl.sum(tl.where((offs_c1 < E_c1)[None, None, None, :], t31, 0.0), axis=3, keep_dims=True)
        t34 = tl.load(m33_ptr + offs_n0[:, None, None, None] * m33_s0 + offs_n1[None, :, None, None] * m33_s1 + offs_c1[None, None, :, None] * m33_s2 + offs_n3[None, None, None, :] * m33_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
        t35 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, :], t31, 0.0), 4) * tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, :, None], t34, 0.0), 2), axis=3)
        m39 = tl.maximum(acc36, t24)
        r40 = tl.where(acc36 == -float("inf"), 0.0, tl.exp(acc36 - m39))
        r41 = tl.where(t24 == -float("inf"), 0.0, tl.exp(t24 - m39))
        acc37 = tl.where(acc36 == -float("inf"), 0.0, acc37 * r40) + tl.where(t24 == -float("inf"), 0.0, t32 * r41)
        acc38 = tl.where(acc36 == -float("inf"), 0.0, acc38 * r40) + tl.where(t24 == -float("inf"), 0.0, t35 * r41)
        acc36 = m39
    t42 = t18 - (acc36)
    t43 = tl.exp(t42)
    t44 = (t43) / (acc37)
    acc52 = tl.full([F_n0, F_n1, T_c0, F_n3], 0.0, tl.float32)
    acc53 = tl.full([F_n0, F_n1, T_c0, F_n3], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t46 = tl.load(m45_ptr + offs_n0[:, None, None, None] * m45_s0 + offs_n1[None, :, None, None] * m45_s1 + offs_c0[None, None, :, None] * m45_s2 + offs_c2[None, None, None, :] * m45_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
        t49 = tl.load(m47_ptr + offs_n0[:, None, None, None] * m47_s0 + offs_n1[None, :, None, None] * m47_s1 + offs_c2[None, None, :, None] * m47_s2 + offs_n3[None, None, None, :] * m47_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
        t50 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :], t46, 0.0), 4) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :, None], t49, 0.0), 2), axis=3)
        t51 = (t50) * (0.25)
        acc52 = acc52 + t51
        acc53 = acc53 + t50
    t54 = acc52 + t17
    t55 = tl.max(tl.where((offs_n3 < E_n3)[None, None, None, :], t54, -float('inf')), axis=3, keep_dims=True)
    t56 = t54 - (t55)
    t57 = tl.exp(t56)
    t58 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t57, 0.0), axis=3, keep_dims=True)
    t59 = (t57) / (t58)
    t60 = (t59) * (0.8375055882312481)
    t61 = t44 - (t60)
    t62 = tl.load(m33_ptr + offs_n0[:, None, None, None] * m33_s0 + offs_n1[None, :, None, None] * m33_s1 + offs_n3[None, None, :, None] * m33_s2 + offs_n3[None, None, None, :] * m33_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n3 < E_n3)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t63 = tl.sum(tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, None, :], t61, 0.0), 4) * tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, :, None], t62, 0.0), 2), axis=3)
    t66 = tl.load(m64_ptr + offs_n3[None, None, None, :] * m64_s3, mask=(offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t67 = (t63) * (t66)
    t68 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t2, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t5, 0.0), 2), axis=3)
    t69 = (t68) * (0.25)
    t70 = t69 + t17
    t71 = tl.max(tl.where((offs_n3 < E_n3)[None, None, None, :], t70, -float('inf')), axis=3, keep_dims=True)
    t72 = t70 - (t71)
    t73 = tl.exp(t72)
    t74 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t73, 0.0), axis=3, keep_dims=True)
    t75 = (t73) / (t74)
    t76 = tl.load(m45_ptr + offs_n0[:, None, None, None] * m45_s0 + offs_n1[None, :, None, None] * m45_s1 + offs_c0[None, None, :, None] * m45_s2 + offs_n2[None, None, None, :] * m45_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t77 = tl.load(m47_ptr + offs_n0[:, None, None, None] * m47_s0 + offs_n1[None, :, None, None] * m47_s1 + offs_n2[None, None, :, None] * m47_s2 + offs_n3[None, None, None, :] * m47_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t78 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t76, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t77, 0.0), 2), axis=3)
    t79 = (t78) * (0.25)
    t80 = t79 + t17
    t81 = tl.max(tl.where((offs_n3 < E_n3)[None, None, None, :], t80, -float('inf')), axis=3, keep_dims=True)
    t82 = t80 - (t81)
    t83 = tl.exp(t82)
    t84 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t83, 0.0), axis=3, keep_dims=True)
    t85 = (t83) / (t84)
    t86 = (t85) * (0.8375055882312481)
    t87 = t75 - (t86)
    acc92 = tl.full([F_n0, F_n1, T_c0, 1], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t88 = tl.load(m33_ptr + offs_n0[:, None, None, None] * m33_s0 + offs_n1[None, :, None, None] * m33_s1 + offs_n3[None, None, :, None] * m33_s2 + offs_c3[None, None, None, :] * m33_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n3 < E_n3)[None, None, :, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
        t89 = tl.sum(tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, None, :], t87, 0.0), 4) * tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, :, None], t88, 0.0), 2), axis=3)
        t90 = (t89) * (t89)
        t91 = tl.sum(tl.where((offs_c3 < E_c3)[None, None, None, :], t90, 0.0), axis=3, keep_dims=True)
        acc92 = acc92 + t91
    t93 = acc92 + 0.00032
    t94 = tl.rsqrt(t93)
    t95 = (t67) * (t94)
    t96 = (t95) * (1.2241106391612262)
    tl.store(buf97_ptr + offs_n0[:, None, None, None] * buf97_s0 + offs_n1[None, :, None, None] * buf97_s1 + offs_c0[None, None, :, None] * buf97_s2 + offs_n3[None, None, None, :] * buf97_s3, t96, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :])


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
    m33 = inputs['v']
    m45 = inputs['q2']
    m48 = inputs['k2']
    m47 = m48.permute([0, 1, 3, 2])
    m65 = inputs['w_subln']
    m64 = m65.reshape([1, 1, 1, 32])
    buf97 = torch.full([2, 4, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(32, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), m8_ptr=m8, m8_s0=m8.stride(0), m8_s1=m8.stride(1), m8_s2=m8.stride(2), m8_s3=m8.stride(3), m33_ptr=m33, m33_s0=m33.stride(0), m33_s1=m33.stride(1), m33_s2=m33.stride(2), m33_s3=m33.stride(3), m45_ptr=m45, m45_s0=m45.stride(0), m45_s1=m45.stride(1), m45_s2=m45.stride(2), m45_s3=m45.stride(3), m47_ptr=m47, m47_s0=m47.stride(0), m47_s1=m47.stride(1), m47_s2=m47.stride(2), m47_s3=m47.stride(3), m64_ptr=m64, m64_s0=m64.stride(0), m64_s1=m64.stride(1), m64_s2=m64.stride(2), m64_s3=m64.stride(3), buf97_ptr=buf97, buf97_s0=buf97.stride(0), buf97_s1=buf97.stride(1), buf97_s2=buf97.stride(2), buf97_s3=buf97.stride(3), E_c0=32, E_c1=32, E_c2=16, E_c3=32, E_n0=2, E_n1=4, E_n2=16, E_n3=32, F_n0=_pow2(2), F_n1=_pow2(4), F_n2=_pow2(16), F_n3=_pow2(32), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'], T_c3=T['c3'])
    return buf97


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
