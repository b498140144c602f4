"""diff_attention [small], candidate 582: 1 kernel(s)

Rendered by EqiForge from candidate 582 of diff_attention [small]: grid(q1.2@2, v.0@0) loop(v.2[32]: sum) loop(k2.3[16]: pair(sum, sum)) loop(v.3[32]: sum) [8 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid v.0@0[2]
    c1: grid q1.2@2[32]
    c2: loop v.2[32]
    c3: loop k2.3[16]
    c4: loop v.3[32]

Run it on its own: `python kernels/f582.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/diff_attention.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 1, "c1": 16, "c2": 16, "c3": 8, "c4": 16}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 2, "c1": 32, "c2": 32, "c3": 16, "c4": 32}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, m8_ptr, m8_s0, m8_s1, m8_s2, m8_s3, m36_ptr, m36_s0, m36_s1, m36_s2, m36_s3, m38_ptr, m38_s0, m38_s1, m38_s2, m38_s3, m53_ptr, m53_s0, m53_s1, m53_s2, m53_s3, m56_ptr, m56_s0, m56_s1, m56_s2, m56_s3, buf89_ptr, buf89_s0, buf89_s1, buf89_s2, buf89_s3, E_c0, E_c1, E_c2, E_c3, E_c4, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr, T_c4: tl.constexpr):
    # writes buf89: Combine over grid v.0@0[2], grid q1.2@2[32]
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
    t2 = tl.load(m1_ptr + offs_c0[:, None, None, None] * m1_s0 + offs_n0[None, :, None, None] * m1_s1 + offs_c1[None, None, :, None] * m1_s2 + offs_n1[None, None, None, :] * m1_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t5 = tl.load(m3_ptr + offs_c0[:, None, None, None] * m3_s0 + offs_n0[None, :, None, None] * m3_s1 + offs_n1[None, None, :, None] * m3_s2 + offs_n2[None, None, None, :] * m3_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t6 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :], t2, 0.0), 4) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :, None], t5, 0.0), 2), axis=3)
    t7 = (t6) * (0.25)
    t17 = tl.load(m8_ptr + offs_c1[None, None, :, None] * m8_s2 + offs_n2[None, None, None, :] * m8_s3, mask=(offs_c1 < E_c1)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t18 = t7 + t17
    t19 = tl.max(tl.where((offs_n2 < E_n2)[None, None, None, :], t18, -float('inf')), axis=3, keep_dims=True)
    t20 = t18 - (t19)
    t21 = tl.exp(t20)
    t27 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :], t2, 0.0), 4) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :, None], t5, 0.0), 2), axis=3)
    t28 = (t27) * (0.25)
    t29 = t28 + t17
    t30 = tl.max(tl.where((offs_n2 < E_n2)[None, None, None, :], t29, -float('inf')), axis=3, keep_dims=True)
    acc34 = tl.full([T_c0, F_n0, T_c1, 1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t22 = tl.load(m3_ptr + offs_c0[:, None, None, None] * m3_s0 + offs_n0[None, :, None, None] * m3_s1 + offs_n1[None, None, :, None] * m3_s2 + offs_c2[None, None, None, :] * m3_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
        t23 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :], t2, 0.0), 4) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :, None], t22, 0.0), 2), axis=3)
        t24 = (t23) * (0.25)
        t25 = tl.load(m8_ptr + offs_c1[None, None, :, None] * m8_s2 + offs_c2[None, None, None, :] * m8_s3, mask=(offs_c1 < E_c1)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
        t26 = t24 + t25
        t31 = t26 - (t30)
        t32 = tl.exp(t31)
        t33 = tl.sum(tl.where((offs_c2 < E_c2)[None, None, None, :], t32, 0.0), axis=3, keep_dims=True)
        acc34 = acc34 + t33
    t35 = (t21) / (acc34)
    acc43 = tl.full([T_c0, F_n0, T_c1, F_n2], 0.0, tl.float32)
    acc44 = tl.full([T_c0, F_n0, T_c1, F_n2], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t37 = tl.load(m36_ptr + offs_c0[:, None, None, None] * m36_s0 + offs_n0[None, :, None, None] * m36_s1 + offs_c1[None, None, :, None] * m36_s2 + offs_c3[None, None, None, :] * m36_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
        t40 = tl.load(m38_ptr + offs_c0[:, None, None, None] * m38_s0 + offs_n0[None, :, None, None] * m38_s1 + offs_c3[None, None, :, None] * m38_s2 + offs_n2[None, None, None, :] * m38_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_c3 < E_c3)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
        t41 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, :], t37, 0.0), 4) * tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, :, None], t40, 0.0), 2), axis=3)
        t42 = (t41) * (0.25)
        acc43 = acc43 + t42
        acc44 = acc44 + t41
    t45 = acc43 + t17
    t46 = tl.max(tl.where((offs_n2 < E_n2)[None, None, None, :], t45, -float('inf')), axis=3, keep_dims=True)
    t47 = t45 - (t46)
    t48 = tl.exp(t47)
    t49 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t48, 0.0), axis=3, keep_dims=True)
    t50 = (t48) / (t49)
    t51 = (t50) * (0.8375055882312481)
    t52 = t35 - (t51)
    t54 = tl.load(m53_ptr + offs_c0[:, None, None, None] * m53_s0 + offs_n0[None, :, None, None] * m53_s1 + offs_n2[None, None, :, None] * m53_s2 + offs_n2[None, None, None, :] * m53_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t55 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t52, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t54, 0.0), 2), axis=3)
    t58 = tl.load(m56_ptr + offs_n2[None, None, None, :] * m56_s3, mask=(offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t59 = (t55) * (t58)
    t60 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :], t2, 0.0), 4) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :, None], t5, 0.0), 2), axis=3)
    t61 = (t60) * (0.25)
    t62 = t61 + t17
    t63 = tl.max(tl.where((offs_n2 < E_n2)[None, None, None, :], t62, -float('inf')), axis=3, keep_dims=True)
    t64 = t62 - (t63)
    t65 = tl.exp(t64)
    t66 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t65, 0.0), axis=3, keep_dims=True)
    t67 = (t65) / (t66)
    t68 = tl.load(m36_ptr + offs_c0[:, None, None, None] * m36_s0 + offs_n0[None, :, None, None] * m36_s1 + offs_c1[None, None, :, None] * m36_s2 + offs_n1[None, None, None, :] * m36_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t69 = tl.load(m38_ptr + offs_c0[:, None, None, None] * m38_s0 + offs_n0[None, :, None, None] * m38_s1 + offs_n1[None, None, :, None] * m38_s2 + offs_n2[None, None, None, :] * m38_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t70 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :], t68, 0.0), 4) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :, None], t69, 0.0), 2), axis=3)
    t71 = (t70) * (0.25)
    t72 = t71 + t17
    t73 = tl.max(tl.where((offs_n2 < E_n2)[None, None, None, :], t72, -float('inf')), axis=3, keep_dims=True)
    t74 = t72 - (t73)
    t75 = tl.exp(t74)
    t76 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t75, 0.0), axis=3, keep_dims=True)
    t77 = (t75) / (t76)
    t78 = (t77) * (0.8375055882312481)
    t79 = t67 - (t78)
    acc84 = tl.full([T_c0, F_n0, T_c1, 1], 0.0, tl.float32)
    for i_c4 in range(0, tl.cdiv(E_c4, T_c4)):
        offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)

        t80 = tl.load(m53_ptr + offs_c0[:, None, None, None] * m53_s0 + offs_n0[None, :, None, None] * m53_s1 + offs_n2[None, None, :, None] * m53_s2 + offs_c4[None, None, None, :] * m53_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_c4 < E_c4)[None, None, None, :], other=0).to(tl.float32)
        t81 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t79, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t80, 0.0), 2), axis=3)
        t82 = (t81) * (t81)
        t83 = tl.sum(tl.where((offs_c4 < E_c4)[None, None, None, :], t82, 0.0), axis=3, keep_dims=True)
        acc84 = acc84 + t83
    t85 = acc84 + 0.00032
    t86 = tl.rsqrt(t85)
    t87 = (t59) * (t86)
    t88 = (t87) * (1.2241106391612262)
    tl.store(buf89_ptr + offs_c0[:, None, None, None] * buf89_s0 + offs_n0[None, :, None, None] * buf89_s1 + offs_c1[None, None, :, None] * buf89_s2 + offs_n2[None, None, None, :] * buf89_s3, t88, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :])


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
    m36 = inputs['q2']
    m39 = inputs['k2']
    m38 = m39.permute([0, 1, 3, 2])
    m53 = inputs['v']
    m57 = inputs['w_subln']
    m56 = m57.reshape([1, 1, 1, 32])
    buf89 = torch.full([2, 4, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(2, T['c0']) * _cdiv(32, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), m8_ptr=m8, m8_s0=m8.stride(0), m8_s1=m8.stride(1), m8_s2=m8.stride(2), m8_s3=m8.stride(3), m36_ptr=m36, m36_s0=m36.stride(0), m36_s1=m36.stride(1), m36_s2=m36.stride(2), m36_s3=m36.stride(3), m38_ptr=m38, m38_s0=m38.stride(0), m38_s1=m38.stride(1), m38_s2=m38.stride(2), m38_s3=m38.stride(3), m53_ptr=m53, m53_s0=m53.stride(0), m53_s1=m53.stride(1), m53_s2=m53.stride(2), m53_s3=m53.stride(3), m56_ptr=m56, m56_s0=m56.stride(0), m56_s1=m56.stride(1), m56_s2=m56.stride(2), m56_s3=m56.stride(3), buf89_ptr=buf89, buf89_s0=buf89.stride(0), buf89_s1=buf89.stride(1), buf89_s2=buf89.stride(2), buf89_s3=buf89.stride(3), E_c0=2, E_c1=32, E_c2=32, E_c3=16, E_c4=32, E_n0=4, E_n1=16, E_n2=32, F_n0=_pow2(4), F_n1=_pow2(16), F_n2=_pow2(32), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'], T_c3=T['c3'], T_c4=T['c4'])
    return buf89


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
