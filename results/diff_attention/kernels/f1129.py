"""diff_attention [small], candidate 1129: 1 kernel(s)

Rendered by EqiForge from candidate 1129 of diff_attention [small]: grid(q1.2@2) loop(k1.3[16]: pair(sum, sum)) loop(v.2[32]: rescale) loop(k2.3[16]: pair(sum, sum)) loop(v.3[32]: sum) [8 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid q1.2@2[32]
    c1: loop k1.3[16]
    c2: loop v.2[32]
    c3: loop k2.3[16]
    c4: loop v.3[32]

Run it on its own: `python kernels/f1129.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/diff_attention.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 16, "c1": 8, "c2": 16, "c3": 8, "c4": 16}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 32, "c1": 16, "c2": 32, "c3": 16, "c4": 32}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, m10_ptr, m10_s0, m10_s1, m10_s2, m10_s3, m36_ptr, m36_s0, m36_s1, m36_s2, m36_s3, m48_ptr, m48_s0, m48_s1, m48_s2, m48_s3, m50_ptr, m50_s0, m50_s1, m50_s2, m50_s3, m67_ptr, m67_s0, m67_s1, m67_s2, m67_s3, buf101_ptr, buf101_s0, buf101_s1, buf101_s2, buf101_s3, E_c0, E_c1, E_c2, E_c3, E_c4, E_n0, E_n1, E_n2, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr, T_c4: tl.constexpr):
    # writes buf101: Combine over grid q1.2@2[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n3 = tl.arange(0, F_n3)
    acc8 = tl.full([F_n0, F_n1, T_c0, F_n2], 0.0, tl.float32)
    acc9 = tl.full([F_n0, F_n1, T_c0, F_n2], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t2 = tl.load(m1_ptr + offs_n0[:, None, None, None] * m1_s0 + offs_n1[None, :, None, None] * m1_s1 + offs_c0[None, None, :, None] * m1_s2 + offs_c1[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
        t5 = tl.load(m3_ptr + offs_n0[:, None, None, None] * m3_s0 + offs_n1[None, :, None, None] * m3_s1 + offs_c1[None, None, :, None] * m3_s2 + offs_n2[None, None, None, :] * m3_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
        t6 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, :], t2, 0.0), 4) * tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, :, None], t5, 0.0), 2), axis=3)
        t7 = (t6) * (0.25)
        acc8 = acc8 + t7
        acc9 = acc9 + t6
    t19 = tl.load(m10_ptr + offs_c0[None, None, :, None] * m10_s2 + offs_n2[None, None, None, :] * m10_s3, mask=(offs_c0 < E_c0)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t20 = acc8 + t19
    t21 = tl.load(m1_ptr + offs_n0[:, None, None, None] * m1_s0 + offs_n1[None, :, None, None] * m1_s1 + offs_c0[None, None, :, None] * m1_s2 + offs_n3[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    acc39 = tl.full([F_n0, F_n1, T_c0, 1], -float('inf'), tl.float32)
    acc40 = tl.full([F_n0, F_n1, T_c0, 1], 0.0, tl.float32)
    acc41 = tl.full([F_n0, F_n1, T_c0, F_n2], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t22 = tl.load(m3_ptr + offs_n0[:, None, None, None] * m3_s0 + offs_n1[None, :, None, None] * m3_s1 + offs_n3[None, None, :, None] * m3_s2 + offs_c2[None, None, None, :] * m3_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n3 < E_n3)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
        t23 = tl.sum(tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, None, :], t21, 0.0), 4) * tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, :, None], t22, 0.0), 2), axis=3)
        t24 = (t23) * (0.25)
        t25 = tl.load(m10_ptr + offs_c0[None, None, :, None] * m10_s2 + offs_c2[None, None, None, :] * m10_s3, mask=(offs_c0 < E_c0)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
        t26 = t24 + t25
        t27 = tl.max(tl.where((offs_c2 < E_c2)[None, None, None, :], t26, -float('inf')), axis=3, keep_dims=True)
        t28 = t27 - (t27)
        t29 = t28 == t28
        t30 = (t29) == 0
        t31 = tl.exp(t27)
        t32 = tl.where(t30, t31, t27)
        t33 = t26 - (t32)
        t34 = tl.exp(t33)
        t35 = tl.sum(tl.where((offs_c2 < E_c2)[None, None, None, :], t34, 0.0), axis=3, keep_dims=True)
        t37 = tl.load(m36_ptr + offs_n0[:, None, None, None] * m36_s0 + offs_n1[None, :, None, None] * m36_s1 + offs_c2[None, None, :, None] * m36_s2 + offs_n2[None, None, None, :] * m36_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
        t38 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :], t34, 0.0), 4) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :, None], t37, 0.0), 2), axis=3)
        m42 = tl.maximum(acc39, t27)
        r43 = tl.where(acc39 == -float("inf"), 0.0, tl.exp(acc39 - m42))
        r44 = tl.where(t27 == -float("inf"), 0.0, tl.exp(t27 - m42))
        acc40 = tl.where(acc39 == -float("inf"), 0.0, acc40 * r43) + tl.where(t27 == -float("inf"), 0.0, t35 * r44)
        acc41 = tl.where(acc39 == -float("inf"), 0.0, acc41 * r43) + tl.where(t27 == -float("inf"), 0.0, t38 * r44)
        acc39 = m42
    t45 = t20 - (acc39)
    t46 = tl.exp(t45)
    t47 = (t46) / (acc40)
    acc55 = tl.full([F_n0, F_n1, T_c0, F_n2], 0.0, tl.float32)
    acc56 = tl.full([F_n0, F_n1, T_c0, F_n2], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t49 = tl.load(m48_ptr + offs_n0[:, None, None, None] * m48_s0 + offs_n1[None, :, None, None] * m48_s1 + offs_c0[None, None, :, None] * m48_s2 + offs_c3[None, None, None, :] * m48_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
        t52 = tl.load(m50_ptr + offs_n0[:, None, None, None] * m50_s0 + offs_n1[None, :, None, None] * m50_s1 + offs_c3[None, None, :, None] * m50_s2 + offs_n2[None, None, None, :] * m50_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c3 < E_c3)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
        t53 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, :], t49, 0.0), 4) * tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, :, None], t52, 0.0), 2), axis=3)
        t54 = (t53) * (0.25)
        acc55 = acc55 + t54
        acc56 = acc56 + t53
    t57 = acc55 + t19
    t58 = tl.max(tl.where((offs_n2 < E_n2)[None, None, None, :], t57, -float('inf')), axis=3, keep_dims=True)
    t59 = t57 - (t58)
    t60 = tl.exp(t59)
    t61 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t60, 0.0), axis=3, keep_dims=True)
    t62 = (t60) / (t61)
    t63 = (t62) * (0.8375055882312481)
    t64 = t47 - (t63)
    t65 = tl.load(m36_ptr + offs_n0[:, None, None, None] * m36_s0 + offs_n1[None, :, None, None] * m36_s1 + offs_n2[None, None, :, None] * m36_s2 + offs_n2[None, None, None, :] * m36_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t66 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t64, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t65, 0.0), 2), axis=3)
    t69 = tl.load(m67_ptr + offs_n2[None, None, None, :] * m67_s3, mask=(offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t70 = (t66) * (t69)
    t71 = tl.load(m3_ptr + offs_n0[:, None, None, None] * m3_s0 + offs_n1[None, :, None, None] * m3_s1 + offs_n3[None, None, :, None] * m3_s2 + offs_n2[None, None, None, :] * m3_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n3 < E_n3)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t72 = tl.sum(tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, None, :], t21, 0.0), 4) * tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, :, None], t71, 0.0), 2), axis=3)
    t73 = (t72) * (0.25)
    t74 = t73 + t19
    t75 = tl.max(tl.where((offs_n2 < E_n2)[None, None, None, :], t74, -float('inf')), axis=3, keep_dims=True)
    t76 = t74 - (t75)
    t77 = tl.exp(t76)
    t78 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t77, 0.0), axis=3, keep_dims=True)
    t79 = (t77) / (t78)
    t80 = tl.load(m48_ptr + offs_n0[:, None, None, None] * m48_s0 + offs_n1[None, :, None, None] * m48_s1 + offs_c0[None, None, :, None] * m48_s2 + offs_n3[None, None, None, :] * m48_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t81 = tl.load(m50_ptr + offs_n0[:, None, None, None] * m50_s0 + offs_n1[None, :, None, None] * m50_s1 + offs_n3[None, None, :, None] * m50_s2 + offs_n2[None, None, None, :] * m50_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n3 < E_n3)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t82 = tl.sum(tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, None, :], t80, 0.0), 4) * tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, :, None], t81, 0.0), 2), axis=3)
    t83 = (t82) * (0.25)
    t84 = t83 + t19
    t85 = tl.max(tl.where((offs_n2 < E_n2)[None, None, None, :], t84, -float('inf')), axis=3, keep_dims=True)
    t86 = t84 - (t85)
    t87 = tl.exp(t86)
    t88 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t87, 0.0), axis=3, keep_dims=True)
    t89 = (t87) / (t88)
    t90 = (t89) * (0.8375055882312481)
    t91 = t79 - (t90)
    acc96 = tl.full([F_n0, F_n1, T_c0, 1], 0.0, tl.float32)
    for i_c4 in range(0, tl.cdiv(E_c4, T_c4)):
        offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)

        t92 = tl.load(m36_ptr + offs_n0[:, None, None, None] * m36_s0 + offs_n1[None, :, None, None] * m36_s1 + offs_n2[None, None, :, None] * m36_s2 + offs_c4[None, None, None, :] * m36_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_c4 < E_c4)[None, None, None, :], other=0).to(tl.float32)
        t93 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t91, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t92, 0.0), 2), axis=3)
        t94 = (t93) * (t93)
        t95 = tl.sum(tl.where((offs_c4 < E_c4)[None, None, None, :], t94, 0.0), axis=3, keep_dims=True)
        acc96 = acc96 + t95
    t97 = acc96 + 0.00032
    t98 = tl.rsqrt(t97)
    t99 = (t70) * (t98)
    t100 = (t99) * (1.2241106391612262)
    tl.store(buf101_ptr + offs_n0[:, None, None, None] * buf101_s0 + offs_n1[None, :, None, None] * buf101_s1 + offs_c0[None, None, :, None] * buf101_s2 + offs_n2[None, None, None, :] * buf101_s3, t100, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :])


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
    m36 = inputs['v']
    m48 = inputs['q2']
    m51 = inputs['k2']
    m50 = m51.permute([0, 1, 3, 2])
    m68 = inputs['w_subln']
    m67 = m68.reshape([1, 1, 1, 32])
    buf101 = torch.full([2, 4, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(32, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), m10_ptr=m10, m10_s0=m10.stride(0), m10_s1=m10.stride(1), m10_s2=m10.stride(2), m10_s3=m10.stride(3), m36_ptr=m36, m36_s0=m36.stride(0), m36_s1=m36.stride(1), m36_s2=m36.stride(2), m36_s3=m36.stride(3), m48_ptr=m48, m48_s0=m48.stride(0), m48_s1=m48.stride(1), m48_s2=m48.stride(2), m48_s3=m48.stride(3), m50_ptr=m50, m50_s0=m50.stride(0), m50_s1=m50.stride(1), m50_s2=m50.stride(2), m50_s3=m50.stride(3), m67_ptr=m67, m67_s0=m67.stride(0), m67_s1=m67.stride(1), m67_s2=m67.stride(2), m67_s3=m67.stride(3), buf101_ptr=buf101, buf101_s0=buf101.stride(0), buf101_s1=buf101.stride(1), buf101_s2=buf101.stride(2), buf101_s3=buf101.stride(3), E_c0=32, E_c1=16, E_c2=32, E_c3=16, E_c4=32, E_n0=2, E_n1=4, E_n2=32, E_n3=16, F_n0=_pow2(2), F_n1=_pow2(4), F_n2=_pow2(32), F_n3=_pow2(16), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'], T_c3=T['c3'], T_c4=T['c4'])
    return buf101


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
