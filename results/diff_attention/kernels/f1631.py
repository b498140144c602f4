"""diff_attention [small], candidate 1631: 1 kernel(s)

Rendered by EqiForge from candidate 1631 of diff_attention [small]: grid(v.3@3) loop(k1.3[16]: pair(sum, sum)) loop(k2.3[16]: sum) loop(v.2[32]: pair(sum, sum)) {loop(k1.3[16]: pair(sum, sum)) loop(k1.3[16]: pair(sum, sum))} loop(v.2[32]: sum) {loop(k2.3[16]: sum) loop(k2.3[16]: sum)} [9 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid v.3@3[32]
    c1: loop k1.3[16]
    c2: loop k2.3[16]
    c3: loop v.2[32]

Run it on its own: `python kernels/f1631.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/diff_attention.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 16, "c1": 8, "c2": 8, "c3": 16}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 32, "c1": 16, "c2": 16, "c3": 32}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, m10_ptr, m10_s0, m10_s1, m10_s2, m10_s3, m26_ptr, m26_s0, m26_s1, m26_s2, m26_s3, m28_ptr, m28_s0, m28_s1, m28_s2, m28_s3, m42_ptr, m42_s0, m42_s1, m42_s2, m42_s3, m45_ptr, m45_s0, m45_s1, m45_s2, m45_s3, buf106_ptr, buf106_s0, buf106_s1, buf106_s2, buf106_s3, E_c0, E_c1, E_c2, E_c3, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # writes buf106: Combine over grid v.3@3[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    acc8 = tl.full([F_n0, F_n1, F_n2, F_n2], 0.0, tl.float32)
    acc9 = tl.full([F_n0, F_n1, F_n2, F_n2], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t2 = tl.load(m1_ptr + offs_n0[:, None, None, None] * m1_s0 + offs_n1[None, :, None, None] * m1_s1 + offs_n2[None, None, :, None] * m1_s2 + offs_c1[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
        t5 = tl.load(m3_ptr + offs_n0[:, None, None, None] * m3_s0 + offs_n1[None, :, None, None] * m3_s1 + offs_c1[None, None, :, None] * m3_s2 + offs_n2[None, None, None, :] * m3_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
        t6 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, :], t2, 0.0), 4) * tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, :, None], t5, 0.0), 2), axis=3)
        t7 = (t6) * (0.25)
        acc8 = acc8 + t7
        acc9 = acc9 + t6
    t19 = tl.load(m10_ptr + offs_n2[None, None, :, None] * m10_s2 + offs_n2[None, None, None, :] * m10_s3, mask=(offs_n2 < E_n2)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t20 = acc8 + t19
    t21 = tl.max(tl.where((offs_n2 < E_n2)[None, None, None, :], t20, -float('inf')), axis=3, keep_dims=True)
    t22 = t20 - (t21)
    t23 = tl.exp(t22)
    t24 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t23, 0.0), axis=3, keep_dims=True)
    t25 = (t23) / (t24)
    acc32 = tl.full([F_n0, F_n1, F_n2, F_n2], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t27 = tl.load(m26_ptr + offs_n0[:, None, None, None] * m26_s0 + offs_n1[None, :, None, None] * m26_s1 + offs_n2[None, None, :, None] * m26_s2 + offs_c2[None, None, None, :] * m26_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
        t30 = tl.load(m28_ptr + offs_n0[:, None, None, None] * m28_s0 + offs_n1[None, :, None, None] * m28_s1 + offs_c2[None, None, :, None] * m28_s2 + offs_n2[None, None, None, :] * m28_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
        t31 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :], t27, 0.0), 4) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :, None], t30, 0.0), 2), axis=3)
        acc32 = acc32 + t31
    t33 = (acc32) * (0.25)
    t34 = t33 + t19
    t35 = tl.max(tl.where((offs_n2 < E_n2)[None, None, None, :], t34, -float('inf')), axis=3, keep_dims=True)
    t36 = t34 - (t35)
    t37 = tl.exp(t36)
    t38 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t37, 0.0), axis=3, keep_dims=True)
    t39 = (t37) / (t38)
    t40 = (t39) * (0.8375055882312481)
    t41 = t25 - (t40)
    t43 = tl.load(m42_ptr + offs_n0[:, None, None, None] * m42_s0 + offs_n1[None, :, None, None] * m42_s1 + offs_n2[None, None, :, None] * m42_s2 + offs_c0[None, None, None, :] * m42_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_c0 < E_c0)[None, None, None, :], other=0).to(tl.float32)
    t44 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t41, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t43, 0.0), 2), axis=3)
    t47 = tl.load(m45_ptr + offs_c0[None, None, None, :] * m45_s3, mask=(offs_c0 < E_c0)[None, None, None, :], other=0).to(tl.float32)
    t48 = (t44) * (t47)
    acc72 = tl.full([F_n0, F_n1, F_n2, 1], 0.0, tl.float32)
    acc73 = tl.full([F_n0, F_n1, F_n2, F_n2], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        acc53 = tl.full([F_n0, F_n1, F_n2, T_c3], 0.0, tl.float32)
        acc54 = tl.full([F_n0, F_n1, F_n2, T_c3], 0.0, tl.float32)
        for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
            offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

            t49 = tl.load(m1_ptr + offs_n0[:, None, None, None] * m1_s0 + offs_n1[None, :, None, None] * m1_s1 + offs_n2[None, None, :, None] * m1_s2 + offs_c1[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
            t50 = tl.load(m3_ptr + offs_n0[:, None, None, None] * m3_s0 + offs_n1[None, :, None, None] * m3_s1 + offs_c1[None, None, :, None] * m3_s2 + offs_c3[None, None, None, :] * m3_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
            t51 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, :], t49, 0.0), 4) * tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, :, None], t50, 0.0), 2), axis=3)
            t52 = (t51) * (0.25)
            acc53 = acc53 + t52
            acc54 = acc54 + t51
        t55 = tl.load(m10_ptr + offs_n2[None, None, :, None] * m10_s2 + offs_c3[None, None, None, :] * m10_s3, mask=(offs_n2 < E_n2)[None, None, :, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
        t56 = acc53 + t55
        acc62 = tl.full([F_n0, F_n1, F_n2, T_c3], 0.0, tl.float32)
        acc63 = tl.full([F_n0, F_n1, F_n2, F_n2], 0.0, tl.float32)
        for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
            offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

            t57 = tl.load(m1_ptr + offs_n0[:, None, None, None] * m1_s0 + offs_n1[None, :, None, None] * m1_s1 + offs_n2[None, None, :, None] * m1_s2 + offs_c1[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
            t58 = tl.load(m3_ptr + offs_n0[:, None, None, None] * m3_s0 + offs_n1[None, :, None, None] * m3_s1 + offs_c1[None, None, :, None] * m3_s2 + offs_c3[None, None, None, :] * m3_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
            t59 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, :], t57, 0.0), 4) * tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, :, None], t58, 0.0), 2), axis=3)
            t60 = tl.load(m3_ptr + offs_n0[:, None, None, None] * m3_s0 + offs_n1[None, :, None, None] * m3_s1 + offs_c1[None, None, :, None] * m3_s2 + offs_n2[None, None, None, :] * m3_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
            t61 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, :], t57, 0.0), 4) * tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, :, None], t60, 0.0), 2), axis=3)
            acc62 = acc62 + t59
            acc63 = acc63 + t61
        t64 = (acc63) * (0.25)
        t65 = t64 + t19
        t66 = tl.max(tl.where((offs_n2 < E_n2)[None, None, None, :], t65, -float('inf')), axis=3, keep_dims=True)
        t67 = t56 - (t66)
        t68 = tl.exp(t67)
        t69 = tl.sum(tl.where((offs_c3 < E_c3)[None, None, None, :], t68, 0.0), axis=3, keep_dims=True)
        t70 = tl.load(m42_ptr + offs_n0[:, None, None, None] * m42_s0 + offs_n1[None, :, None, None] * m42_s1 + offs_c3[None, None, :, None] * m42_s2 + offs_n2[None, None, None, :] * m42_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c3 < E_c3)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
        t71 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, :], t68, 0.0), 4) * tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, :, None], t70, 0.0), 2), axis=3)
        acc72 = acc72 + t69
        acc73 = acc73 + t71
    t74 = (acc73) / (t24)
    acc85 = tl.full([F_n0, F_n1, F_n2, F_n2], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t82 = tl.load(m26_ptr + offs_n0[:, None, None, None] * m26_s0 + offs_n1[None, :, None, None] * m26_s1 + offs_n2[None, None, :, None] * m26_s2 + offs_c2[None, None, None, :] * m26_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
        t83 = tl.load(m28_ptr + offs_n0[:, None, None, None] * m28_s0 + offs_n1[None, :, None, None] * m28_s1 + offs_c2[None, None, :, None] * m28_s2 + offs_n2[None, None, None, :] * m28_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
        t84 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :], t82, 0.0), 4) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :, None], t83, 0.0), 2), axis=3)
        acc85 = acc85 + t84
    t86 = (acc85) * (0.25)
    t87 = t86 + t19
    t88 = tl.max(tl.where((offs_n2 < E_n2)[None, None, None, :], t87, -float('inf')), axis=3, keep_dims=True)
    t91 = t87 - (t88)
    t92 = tl.exp(t91)
    t93 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t92, 0.0), axis=3, keep_dims=True)
    acc97 = tl.full([F_n0, F_n1, F_n2, F_n2], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        acc78 = tl.full([F_n0, F_n1, F_n2, T_c3], 0.0, tl.float32)
        for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
            offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

            t75 = tl.load(m26_ptr + offs_n0[:, None, None, None] * m26_s0 + offs_n1[None, :, None, None] * m26_s1 + offs_n2[None, None, :, None] * m26_s2 + offs_c2[None, None, None, :] * m26_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
            t76 = tl.load(m28_ptr + offs_n0[:, None, None, None] * m28_s0 + offs_n1[None, :, None, None] * m28_s1 + offs_c2[None, None, :, None] * m28_s2 + offs_c3[None, None, None, :] * m28_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
            t77 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :], t75, 0.0), 4) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :, None], t76, 0.0), 2), axis=3)
            acc78 = acc78 + t77
        t79 = (acc78) * (0.25)
        t80 = tl.load(m10_ptr + offs_n2[None, None, :, None] * m10_s2 + offs_c3[None, None, None, :] * m10_s3, mask=(offs_n2 < E_n2)[None, None, :, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
        t81 = t79 + t80
        t89 = t81 - (t88)
        t90 = tl.exp(t89)
        t94 = (t90) / (t93)
        t95 = tl.load(m42_ptr + offs_n0[:, None, None, None] * m42_s0 + offs_n1[None, :, None, None] * m42_s1 + offs_c3[None, None, :, None] * m42_s2 + offs_n2[None, None, None, :] * m42_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c3 < E_c3)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
        t96 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, :], t94, 0.0), 4) * tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, :, None], t95, 0.0), 2), axis=3)
        acc97 = acc97 + t96
    t98 = (acc97) * (0.8375055882312481)
    t99 = t74 - (t98)
    t100 = (t99) * (t99)
    t101 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t100, 0.0), axis=3, keep_dims=True)
    t102 = t101 + 0.00032
    t103 = tl.rsqrt(t102)
    t104 = (t48) * (t103)
    t105 = (t104) * (1.2241106391612262)
    tl.store(buf106_ptr + offs_n0[:, None, None, None] * buf106_s0 + offs_n1[None, :, None, None] * buf106_s1 + offs_n2[None, None, :, None] * buf106_s2 + offs_c0[None, None, None, :] * buf106_s3, t105, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_c0 < E_c0)[None, None, None, :])


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
    m26 = inputs['q2']
    m29 = inputs['k2']
    m28 = m29.permute([0, 1, 3, 2])
    m42 = inputs['v']
    m46 = inputs['w_subln']
    m45 = m46.reshape([1, 1, 1, 32])
    buf106 = torch.full([2, 4, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(32, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), m10_ptr=m10, m10_s0=m10.stride(0), m10_s1=m10.stride(1), m10_s2=m10.stride(2), m10_s3=m10.stride(3), m26_ptr=m26, m26_s0=m26.stride(0), m26_s1=m26.stride(1), m26_s2=m26.stride(2), m26_s3=m26.stride(3), m28_ptr=m28, m28_s0=m28.stride(0), m28_s1=m28.stride(1), m28_s2=m28.stride(2), m28_s3=m28.stride(3), m42_ptr=m42, m42_s0=m42.stride(0), m42_s1=m42.stride(1), m42_s2=m42.stride(2), m42_s3=m42.stride(3), m45_ptr=m45, m45_s0=m45.stride(0), m45_s1=m45.stride(1), m45_s2=m45.stride(2), m45_s3=m45.stride(3), buf106_ptr=buf106, buf106_s0=buf106.stride(0), buf106_s1=buf106.stride(1), buf106_s2=buf106.stride(2), buf106_s3=buf106.stride(3), E_c0=32, E_c1=16, E_c2=16, E_c3=32, E_n0=2, E_n1=4, E_n2=32, F_n0=_pow2(2), F_n1=_pow2(4), F_n2=_pow2(32), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'], T_c3=T['c3'])
    return buf106


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
