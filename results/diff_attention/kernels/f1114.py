"""diff_attention [small], candidate 1114: 1 kernel(s)

Rendered by EqiForge from candidate 1114 of diff_attention [small]: grid(v.1@1, v.3@3) loop(v.2[32]: rescale) loop(k2.3[16]: pair(sum, sum)) loop(v.3[32]: sum) [8 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid v.1@1[4]
    c1: grid v.3@3[32]
    c2: loop v.2[32]
    c3: loop k2.3[16]
    c4: loop v.3[32]

Run it on its own: `python kernels/f1114.py` checks it once against PyTorch on random inputs.
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
def kernel_0(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, m8_ptr, m8_s0, m8_s1, m8_s2, m8_s3, m32_ptr, m32_s0, m32_s1, m32_s2, m32_s3, m44_ptr, m44_s0, m44_s1, m44_s2, m44_s3, m46_ptr, m46_s0, m46_s1, m46_s2, m46_s3, m63_ptr, m63_s0, m63_s1, m63_s2, m63_s3, buf96_ptr, buf96_s0, buf96_s1, buf96_s2, buf96_s3, E_c0, E_c1, E_c2, E_c3, E_c4, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr, T_c4: tl.constexpr):
    # writes buf96: Combine over grid v.1@1[4], grid v.3@3[32]
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
    t2 = tl.load(m1_ptr + offs_n0[:, None, None, None] * m1_s0 + offs_c0[None, :, None, None] * m1_s1 + offs_n1[None, None, :, None] * m1_s2 + offs_n2[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t5 = tl.load(m3_ptr + offs_n0[:, None, None, None] * m3_s0 + offs_c0[None, :, None, None] * m3_s1 + offs_n2[None, None, :, None] * m3_s2 + offs_n1[None, None, None, :] * m3_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t6 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t2, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t5, 0.0), 2), axis=3)
    t7 = (t6) * (0.25)
    t17 = tl.load(m8_ptr + offs_n1[None, None, :, None] * m8_s2 + offs_n1[None, None, None, :] * m8_s3, mask=(offs_n1 < E_n1)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t18 = t7 + t17
    acc35 = tl.full([F_n0, T_c0, F_n1, 1], -float('inf'), tl.float32)
    acc36 = tl.full([F_n0, T_c0, F_n1, F_n1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t19 = tl.load(m3_ptr + offs_n0[:, None, None, None] * m3_s0 + offs_c0[None, :, None, None] * m3_s1 + offs_n2[None, None, :, None] * m3_s2 + offs_c2[None, None, None, :] * m3_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
        t20 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t2, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t19, 0.0), 2), axis=3)
        t21 = (t20) * (0.25)
        t22 = tl.load(m8_ptr + offs_n1[None, None, :, None] * m8_s2 + offs_c2[None, None, None, :] * m8_s3, mask=(offs_n1 < E_n1)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
        t23 = t21 + t22
        t24 = tl.max(tl.where((offs_c2 < E_c2)[None, None, None, :], t23, -float('inf')), axis=3, keep_dims=True)
        t25 = t24 - (t24)
        t26 = t25 == t25
        t27 = (t26) == 0
        t28 = tl.exp(t24)
        t29 = tl.where(t27, t28, t24)
        t30 = t23 - (t29)
        t31 = tl.exp(t30)
        t33 = tl.load(m32_ptr + offs_n0[:, None, None, None] * m32_s0 + offs_c0[None, :, None, None] * m32_s1 + offs_c2[None, None, :, None] * m32_s2 + offs_n1[None, None, None, :] * m32_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
        t34 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :], t31, 0.0), 4) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :, None], t33, 0.0), 2), axis=3)
        m37 = tl.maximum(acc35, t24)
        r38 = tl.where(acc35 == -float("inf"), 0.0, tl.exp(acc35 - m37))
        r39 = tl.where(t24 == -float("inf"), 0.0, tl.exp(t24 - m37))
        acc36 = tl.where(acc35 == -float("inf"), 0.0, acc36 * r38) + tl.where(t24 == -float("inf"), 0.0, t34 * r39)
        acc35 = m37
    t40 = t18 - (acc35)
    t41 = tl.exp(t40)
    t42 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t41, 0.0), axis=3, keep_dims=True)
    t43 = (t41) / (t42)
    acc51 = tl.full([F_n0, T_c0, F_n1, F_n1], 0.0, tl.float32)
    acc52 = tl.full([F_n0, T_c0, F_n1, F_n1], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t45 = tl.load(m44_ptr + offs_n0[:, None, None, None] * m44_s0 + offs_c0[None, :, None, None] * m44_s1 + offs_n1[None, None, :, None] * m44_s2 + offs_c3[None, None, None, :] * m44_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
        t48 = tl.load(m46_ptr + offs_n0[:, None, None, None] * m46_s0 + offs_c0[None, :, None, None] * m46_s1 + offs_c3[None, None, :, None] * m46_s2 + offs_n1[None, None, None, :] * m46_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_c3 < E_c3)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
        t49 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, :], t45, 0.0), 4) * tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, :, None], t48, 0.0), 2), axis=3)
        t50 = (t49) * (0.25)
        acc51 = acc51 + t50
        acc52 = acc52 + t49
    t53 = acc51 + t17
    t54 = tl.max(tl.where((offs_n1 < E_n1)[None, None, None, :], t53, -float('inf')), axis=3, keep_dims=True)
    t55 = t53 - (t54)
    t56 = tl.exp(t55)
    t57 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t56, 0.0), axis=3, keep_dims=True)
    t58 = (t56) / (t57)
    t59 = (t58) * (0.8375055882312481)
    t60 = t43 - (t59)
    t61 = tl.load(m32_ptr + offs_n0[:, None, None, None] * m32_s0 + offs_c0[None, :, None, None] * m32_s1 + offs_n1[None, None, :, None] * m32_s2 + offs_c1[None, None, None, :] * m32_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
    t62 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :], t60, 0.0), 4) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :, None], t61, 0.0), 2), axis=3)
    t65 = tl.load(m63_ptr + offs_c1[None, None, None, :] * m63_s3, mask=(offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
    t66 = (t62) * (t65)
    t67 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t2, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t5, 0.0), 2), axis=3)
    t68 = (t67) * (0.25)
    t69 = t68 + t17
    t70 = tl.max(tl.where((offs_n1 < E_n1)[None, None, None, :], t69, -float('inf')), axis=3, keep_dims=True)
    t71 = t69 - (t70)
    t72 = tl.exp(t71)
    t73 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t72, 0.0), axis=3, keep_dims=True)
    t74 = (t72) / (t73)
    t75 = tl.load(m44_ptr + offs_n0[:, None, None, None] * m44_s0 + offs_c0[None, :, None, None] * m44_s1 + offs_n1[None, None, :, None] * m44_s2 + offs_n2[None, None, None, :] * m44_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t76 = tl.load(m46_ptr + offs_n0[:, None, None, None] * m46_s0 + offs_c0[None, :, None, None] * m46_s1 + offs_n2[None, None, :, None] * m46_s2 + offs_n1[None, None, None, :] * m46_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t77 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t75, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t76, 0.0), 2), axis=3)
    t78 = (t77) * (0.25)
    t79 = t78 + t17
    t80 = tl.max(tl.where((offs_n1 < E_n1)[None, None, None, :], t79, -float('inf')), axis=3, keep_dims=True)
    t81 = t79 - (t80)
    t82 = tl.exp(t81)
    t83 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t82, 0.0), axis=3, keep_dims=True)
    t84 = (t82) / (t83)
    t85 = (t84) * (0.8375055882312481)
    t86 = t74 - (t85)
    acc91 = tl.full([F_n0, T_c0, F_n1, 1], 0.0, tl.float32)
    for i_c4 in range(0, tl.cdiv(E_c4, T_c4)):
        offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)

        t87 = tl.load(m32_ptr + offs_n0[:, None, None, None] * m32_s0 + offs_c0[None, :, None, None] * m32_s1 + offs_n1[None, None, :, None] * m32_s2 + offs_c4[None, None, None, :] * m32_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_c4 < E_c4)[None, None, None, :], other=0).to(tl.float32)
        t88 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :], t86, 0.0), 4) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :, None], t87, 0.0), 2), axis=3)
        t89 = (t88) * (t88)
        t90 = tl.sum(tl.where((offs_c4 < E_c4)[None, None, None, :], t89, 0.0), axis=3, keep_dims=True)
        acc91 = acc91 + t90
    t92 = acc91 + 0.00032
    t93 = tl.rsqrt(t92)
    t94 = (t66) * (t93)
    t95 = (t94) * (1.2241106391612262)
    tl.store(buf96_ptr + offs_n0[:, None, None, None] * buf96_s0 + offs_c0[None, :, None, None] * buf96_s1 + offs_n1[None, None, :, None] * buf96_s2 + offs_c1[None, None, None, :] * buf96_s3, t95, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :])


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
    m32 = inputs['v']
    m44 = inputs['q2']
    m47 = inputs['k2']
    m46 = m47.permute([0, 1, 3, 2])
    m64 = inputs['w_subln']
    m63 = m64.reshape([1, 1, 1, 32])
    buf96 = torch.full([2, 4, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(4, T['c0']) * _cdiv(32, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), m8_ptr=m8, m8_s0=m8.stride(0), m8_s1=m8.stride(1), m8_s2=m8.stride(2), m8_s3=m8.stride(3), m32_ptr=m32, m32_s0=m32.stride(0), m32_s1=m32.stride(1), m32_s2=m32.stride(2), m32_s3=m32.stride(3), m44_ptr=m44, m44_s0=m44.stride(0), m44_s1=m44.stride(1), m44_s2=m44.stride(2), m44_s3=m44.stride(3), m46_ptr=m46, m46_s0=m46.stride(0), m46_s1=m46.stride(1), m46_s2=m46.stride(2), m46_s3=m46.stride(3), m63_ptr=m63, m63_s0=m63.stride(0), m63_s1=m63.stride(1), m63_s2=m63.stride(2), m63_s3=m63.stride(3), buf96_ptr=buf96, buf96_s0=buf96.stride(0), buf96_s1=buf96.stride(1), buf96_s2=buf96.stride(2), buf96_s3=buf96.stride(3), E_c0=4, E_c1=32, E_c2=32, E_c3=16, E_c4=32, E_n0=2, E_n1=32, E_n2=16, F_n0=_pow2(2), F_n1=_pow2(32), F_n2=_pow2(16), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'], T_c3=T['c3'], T_c4=T['c4'])
    return buf96


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
