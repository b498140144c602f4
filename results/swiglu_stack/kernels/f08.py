"""swiglu_stack [small], candidate 8: 5 kernel(s)

Rendered by EqiForge from candidate 8 of swiglu_stack [small]: grid(x.0@0) [4 mm] ; grid(x.0@0) [3 mm] ; grid(x.0@0) [4 mm] ; grid(x.0@0) [3 mm] ; grid(x.1@1) [1 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.1@1[32]
    c1: grid x.0@0[8]

Run it on its own: `python kernels/f08.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/swiglu_stack.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 16, "c1": 4}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m8_ptr, m8_s0, m8_s1, m24_ptr, m24_s0, m24_s1, m32_ptr, m32_s0, m32_s1, m42_ptr, m42_s0, m42_s1, m46_ptr, m46_s0, m46_s1, buf52_ptr, buf52_s0, buf52_s1, E_c1, E_n1, E_n2, DOT_13: tl.constexpr, DOT_29: tl.constexpr, DOT_37: tl.constexpr, DOT_50: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c1: tl.constexpr):
    # writes buf52: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n1 = tl.arange(0, F_n1)
    t2 = tl.load(m1_ptr + offs_c1[:, None] * m1_s0 + offs_n2[None, :] * m1_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    t6 = tl.load(m3_ptr + offs_n2[None, :] * m3_s1, mask=(offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    t7 = (t2) * (t6)
    t12 = tl.load(m8_ptr + offs_n2[:, None] * m8_s0 + offs_n1[None, :] * m8_s1, mask=(offs_n2 < E_n2)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_13:
        t14 = tl.dot(tl.where((offs_n2 < E_n2)[None, :], t7, 0.0), tl.where((offs_n2 < E_n2)[:, None], t12, 0.0), input_precision="ieee")
    else:
        t14 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, :], t7, 0.0), 2) * tl.expand_dims(tl.where((offs_n2 < E_n2)[:, None], t12, 0.0), 0), axis=1)
    t15 = (t2) * (t2)
    t16 = tl.sum(tl.where((offs_n2 < E_n2)[None, :], t15, 0.0), axis=1, keep_dims=True)
    t17 = t16 + 0.00032
    t18 = tl.rsqrt(t17)
    t19 = (t14) * (t18)
    t20 = (t19) * (5.656854249492381)
    t21 = 1.0 / (1.0 + tl.exp(-(t20)))
    t22 = (t14) * (t21)
    t23 = (t22) * (t18)
    t28 = tl.load(m24_ptr + offs_n2[:, None] * m24_s0 + offs_n1[None, :] * m24_s1, mask=(offs_n2 < E_n2)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_29:
        t30 = tl.dot(tl.where((offs_n2 < E_n2)[None, :], t7, 0.0), tl.where((offs_n2 < E_n2)[:, None], t28, 0.0), input_precision="ieee")
    else:
        t30 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, :], t7, 0.0), 2) * tl.expand_dims(tl.where((offs_n2 < E_n2)[:, None], t28, 0.0), 0), axis=1)
    t31 = (t23) * (t30)
    t36 = tl.load(m32_ptr + offs_n1[:, None] * m32_s0 + offs_n2[None, :] * m32_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    if DOT_37:
        t38 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t31, 0.0), tl.where((offs_n1 < E_n1)[:, None], t36, 0.0), input_precision="ieee")
    else:
        t38 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t31, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t36, 0.0), 0), axis=1)
    t39 = (t38) * (t18)
    t40 = (t39) * (32.00000000000001)
    t41 = t40 + t2
    t44 = tl.load(m42_ptr + offs_n2[None, :] * m42_s1, mask=(offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    t45 = (t41) * (t44)
    t49 = tl.load(m46_ptr + offs_n2[:, None] * m46_s0 + offs_n1[None, :] * m46_s1, mask=(offs_n2 < E_n2)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_50:
        t51 = tl.dot(tl.where((offs_n2 < E_n2)[None, :], t45, 0.0), tl.where((offs_n2 < E_n2)[:, None], t49, 0.0), input_precision="ieee")
    else:
        t51 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, :], t45, 0.0), 2) * tl.expand_dims(tl.where((offs_n2 < E_n2)[:, None], t49, 0.0), 0), axis=1)
    tl.store(buf52_ptr + offs_c1[:, None] * buf52_s0 + offs_n1[None, :] * buf52_s1, t51, mask=(offs_c1 < E_c1)[:, None] & (offs_n1 < E_n1)[None, :])


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m8_ptr, m8_s0, m8_s1, m24_ptr, m24_s0, m24_s1, m32_ptr, m32_s0, m32_s1, buf81_ptr, buf81_s0, buf81_s1, E_c1, E_n1, E_n2, DOT_58: tl.constexpr, DOT_70: tl.constexpr, DOT_74: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c1: tl.constexpr):
    # writes buf81: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n1 = tl.arange(0, F_n1)
    t54 = tl.load(m1_ptr + offs_c1[:, None] * m1_s0 + offs_n2[None, :] * m1_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    t55 = tl.load(m3_ptr + offs_n2[None, :] * m3_s1, mask=(offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    t56 = (t54) * (t55)
    t57 = tl.load(m8_ptr + offs_n2[:, None] * m8_s0 + offs_n1[None, :] * m8_s1, mask=(offs_n2 < E_n2)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_58:
        t59 = tl.dot(tl.where((offs_n2 < E_n2)[None, :], t56, 0.0), tl.where((offs_n2 < E_n2)[:, None], t57, 0.0), input_precision="ieee")
    else:
        t59 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, :], t56, 0.0), 2) * tl.expand_dims(tl.where((offs_n2 < E_n2)[:, None], t57, 0.0), 0), axis=1)
    t60 = (t54) * (t54)
    t61 = tl.sum(tl.where((offs_n2 < E_n2)[None, :], t60, 0.0), axis=1, keep_dims=True)
    t62 = t61 + 0.00032
    t63 = tl.rsqrt(t62)
    t64 = (t59) * (t63)
    t65 = (t64) * (5.656854249492381)
    t66 = 1.0 / (1.0 + tl.exp(-(t65)))
    t67 = (t59) * (t66)
    t68 = (t67) * (t63)
    t69 = tl.load(m24_ptr + offs_n2[:, None] * m24_s0 + offs_n1[None, :] * m24_s1, mask=(offs_n2 < E_n2)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_70:
        t71 = tl.dot(tl.where((offs_n2 < E_n2)[None, :], t56, 0.0), tl.where((offs_n2 < E_n2)[:, None], t69, 0.0), input_precision="ieee")
    else:
        t71 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, :], t56, 0.0), 2) * tl.expand_dims(tl.where((offs_n2 < E_n2)[:, None], t69, 0.0), 0), axis=1)
    t72 = (t68) * (t71)
    t73 = tl.load(m32_ptr + offs_n1[:, None] * m32_s0 + offs_n2[None, :] * m32_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    if DOT_74:
        t75 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t72, 0.0), tl.where((offs_n1 < E_n1)[:, None], t73, 0.0), input_precision="ieee")
    else:
        t75 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t72, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t73, 0.0), 0), axis=1)
    t76 = (t75) * (t63)
    t77 = (t76) * (32.00000000000001)
    t78 = t77 + t54
    t79 = (t78) * (t78)
    t80 = tl.sum(tl.where((offs_n2 < E_n2)[None, :], t79, 0.0), axis=1, keep_dims=True)
    tl.store(buf81_ptr + offs_c1[:, None] * buf81_s0, t80, mask=(offs_c1 < E_c1)[:, None])


@triton.jit
def kernel_2(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m8_ptr, m8_s0, m8_s1, m24_ptr, m24_s0, m24_s1, m32_ptr, m32_s0, m32_s1, m42_ptr, m42_s0, m42_s1, m116_ptr, m116_s0, m116_s1, buf122_ptr, buf122_s0, buf122_s1, E_c1, E_n1, E_n2, DOT_105: tl.constexpr, DOT_109: tl.constexpr, DOT_120: tl.constexpr, DOT_93: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c1: tl.constexpr):
    # writes buf122: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n1 = tl.arange(0, F_n1)
    t89 = tl.load(m1_ptr + offs_c1[:, None] * m1_s0 + offs_n2[None, :] * m1_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    t90 = tl.load(m3_ptr + offs_n2[None, :] * m3_s1, mask=(offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    t91 = (t89) * (t90)
    t92 = tl.load(m8_ptr + offs_n2[:, None] * m8_s0 + offs_n1[None, :] * m8_s1, mask=(offs_n2 < E_n2)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_93:
        t94 = tl.dot(tl.where((offs_n2 < E_n2)[None, :], t91, 0.0), tl.where((offs_n2 < E_n2)[:, None], t92, 0.0), input_precision="ieee")
    else:
        t94 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, :], t91, 0.0), 2) * tl.expand_dims(tl.where((offs_n2 < E_n2)[:, None], t92, 0.0), 0), axis=1)
    t95 = (t89) * (t89)
    t96 = tl.sum(tl.where((offs_n2 < E_n2)[None, :], t95, 0.0), axis=1, keep_dims=True)
    t97 = t96 + 0.00032
    t98 = tl.rsqrt(t97)
    t99 = (t94) * (t98)
    t100 = (t99) * (5.656854249492381)
    t101 = 1.0 / (1.0 + tl.exp(-(t100)))
    t102 = (t94) * (t101)
    t103 = (t102) * (t98)
    t104 = tl.load(m24_ptr + offs_n2[:, None] * m24_s0 + offs_n1[None, :] * m24_s1, mask=(offs_n2 < E_n2)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_105:
        t106 = tl.dot(tl.where((offs_n2 < E_n2)[None, :], t91, 0.0), tl.where((offs_n2 < E_n2)[:, None], t104, 0.0), input_precision="ieee")
    else:
        t106 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, :], t91, 0.0), 2) * tl.expand_dims(tl.where((offs_n2 < E_n2)[:, None], t104, 0.0), 0), axis=1)
    t107 = (t103) * (t106)
    t108 = tl.load(m32_ptr + offs_n1[:, None] * m32_s0 + offs_n2[None, :] * m32_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    if DOT_109:
        t110 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t107, 0.0), tl.where((offs_n1 < E_n1)[:, None], t108, 0.0), input_precision="ieee")
    else:
        t110 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t107, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t108, 0.0), 0), axis=1)
    t111 = (t110) * (t98)
    t112 = (t111) * (32.00000000000001)
    t113 = t112 + t89
    t114 = tl.load(m42_ptr + offs_n2[None, :] * m42_s1, mask=(offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    t115 = (t113) * (t114)
    t119 = tl.load(m116_ptr + offs_n2[:, None] * m116_s0 + offs_n1[None, :] * m116_s1, mask=(offs_n2 < E_n2)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_120:
        t121 = tl.dot(tl.where((offs_n2 < E_n2)[None, :], t115, 0.0), tl.where((offs_n2 < E_n2)[:, None], t119, 0.0), input_precision="ieee")
    else:
        t121 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, :], t115, 0.0), 2) * tl.expand_dims(tl.where((offs_n2 < E_n2)[:, None], t119, 0.0), 0), axis=1)
    tl.store(buf122_ptr + offs_c1[:, None] * buf122_s0 + offs_n1[None, :] * buf122_s1, t121, mask=(offs_c1 < E_c1)[:, None] & (offs_n1 < E_n1)[None, :])


@triton.jit
def kernel_3(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m8_ptr, m8_s0, m8_s1, m24_ptr, m24_s0, m24_s1, m32_ptr, m32_s0, m32_s1, buf159_ptr, buf159_s0, buf159_s1, E_c1, E_n1, E_n2, DOT_140: tl.constexpr, DOT_152: tl.constexpr, DOT_156: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c1: tl.constexpr):
    # writes buf159: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n1 = tl.arange(0, F_n1)
    t136 = tl.load(m1_ptr + offs_c1[:, None] * m1_s0 + offs_n2[None, :] * m1_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    t137 = tl.load(m3_ptr + offs_n2[None, :] * m3_s1, mask=(offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    t138 = (t136) * (t137)
    t139 = tl.load(m8_ptr + offs_n2[:, None] * m8_s0 + offs_n1[None, :] * m8_s1, mask=(offs_n2 < E_n2)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_140:
        t141 = tl.dot(tl.where((offs_n2 < E_n2)[None, :], t138, 0.0), tl.where((offs_n2 < E_n2)[:, None], t139, 0.0), input_precision="ieee")
    else:
        t141 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, :], t138, 0.0), 2) * tl.expand_dims(tl.where((offs_n2 < E_n2)[:, None], t139, 0.0), 0), axis=1)
    t142 = (t136) * (t136)
    t143 = tl.sum(tl.where((offs_n2 < E_n2)[None, :], t142, 0.0), axis=1, keep_dims=True)
    t144 = t143 + 0.00032
    t145 = tl.rsqrt(t144)
    t146 = (t141) * (t145)
    t147 = (t146) * (5.656854249492381)
    t148 = 1.0 / (1.0 + tl.exp(-(t147)))
    t149 = (t141) * (t148)
    t150 = (t149) * (t145)
    t151 = tl.load(m24_ptr + offs_n2[:, None] * m24_s0 + offs_n1[None, :] * m24_s1, mask=(offs_n2 < E_n2)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_152:
        t153 = tl.dot(tl.where((offs_n2 < E_n2)[None, :], t138, 0.0), tl.where((offs_n2 < E_n2)[:, None], t151, 0.0), input_precision="ieee")
    else:
        t153 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, :], t138, 0.0), 2) * tl.expand_dims(tl.where((offs_n2 < E_n2)[:, None], t151, 0.0), 0), axis=1)
    t154 = (t150) * (t153)
    t155 = tl.load(m32_ptr + offs_n1[:, None] * m32_s0 + offs_n2[None, :] * m32_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    if DOT_156:
        t157 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t154, 0.0), tl.where((offs_n1 < E_n1)[:, None], t155, 0.0), input_precision="ieee")
    else:
        t157 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t154, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t155, 0.0), 0), axis=1)
    t158 = (t157) * (t145)
    tl.store(buf159_ptr + offs_c1[:, None] * buf159_s0 + offs_n2[None, :] * buf159_s1, t158, mask=(offs_c1 < E_c1)[:, None] & (offs_n2 < E_n2)[None, :])


@triton.jit
def kernel_4(buf52_ptr, buf52_s0, buf52_s1, buf81_ptr, buf81_s0, buf81_s1, buf122_ptr, buf122_s0, buf122_s1, m128_ptr, m128_s0, m128_s1, buf159_ptr, buf159_s0, buf159_s1, m1_ptr, m1_s0, m1_s1, buf165_ptr, buf165_s0, buf165_s1, E_c0, E_n0, E_n1, DOT_132: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr):
    # writes buf165: Combine over grid x.1@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t53 = tl.load(buf52_ptr + offs_n0[:, None] * buf52_s0 + offs_n1[None, :] * buf52_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t82 = tl.load(buf81_ptr + offs_n0[:, None] * buf81_s0, mask=(offs_n0 < E_n0)[:, None], other=0).to(tl.float32)
    t83 = (t82) * (0.03125)
    t84 = t83 + 1e-05
    t85 = tl.rsqrt(t84)
    t86 = (t53) * (t85)
    t87 = 1.0 / (1.0 + tl.exp(-(t86)))
    t88 = (t53) * (t87)
    t123 = tl.load(buf122_ptr + offs_n0[:, None] * buf122_s0 + offs_n1[None, :] * buf122_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t124 = (t88) * (t123)
    t125 = t82 + 0.00032
    t126 = tl.rsqrt(t125)
    t127 = (t124) * (t126)
    t131 = tl.load(m128_ptr + offs_n1[:, None] * m128_s0 + offs_c0[None, :] * m128_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c0 < E_c0)[None, :], other=0).to(tl.float32)
    if DOT_132:
        t133 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t127, 0.0), tl.where((offs_n1 < E_n1)[:, None], t131, 0.0), input_precision="ieee")
    else:
        t133 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t127, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t131, 0.0), 0), axis=1)
    t134 = (t133) * (t126)
    t135 = (t134) * (32.00000000000001)
    t160 = tl.load(buf159_ptr + offs_n0[:, None] * buf159_s0 + offs_c0[None, :] * buf159_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c0 < E_c0)[None, :], other=0).to(tl.float32)
    t161 = (t160) * (32.00000000000001)
    t162 = tl.load(m1_ptr + offs_n0[:, None] * m1_s0 + offs_c0[None, :] * m1_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c0 < E_c0)[None, :], other=0).to(tl.float32)
    t163 = t161 + t162
    t164 = t135 + t163
    tl.store(buf165_ptr + offs_n0[:, None] * buf165_s0 + offs_c0[None, :] * buf165_s1, t164, mask=(offs_n0 < E_n0)[:, None] & (offs_c0 < E_c0)[None, :])


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
    m1 = inputs['x']
    m5 = inputs['w_norm']
    m4 = m5.narrow(0, 0, 1)
    m3 = m4.reshape([1, 32])
    m11 = inputs['w_gate']
    m10 = m11.narrow(0, 0, 1)
    m9 = m10.reshape([64, 32])
    m8 = m9.permute([1, 0])
    m27 = inputs['w_up']
    m26 = m27.narrow(0, 0, 1)
    m25 = m26.reshape([64, 32])
    m24 = m25.permute([1, 0])
    m35 = inputs['w_down']
    m34 = m35.narrow(0, 0, 1)
    m33 = m34.reshape([32, 64])
    m32 = m33.permute([1, 0])
    m43 = m5.narrow(0, 1, 1)
    m42 = m43.reshape([1, 32])
    m48 = m11.narrow(0, 1, 1)
    m47 = m48.reshape([64, 32])
    m46 = m47.permute([1, 0])
    buf52 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(8, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m8_ptr=m8, m8_s0=m8.stride(0), m8_s1=m8.stride(1), m24_ptr=m24, m24_s0=m24.stride(0), m24_s1=m24.stride(1), m32_ptr=m32, m32_s0=m32.stride(0), m32_s1=m32.stride(1), m42_ptr=m42, m42_s0=m42.stride(0), m42_s1=m42.stride(1), m46_ptr=m46, m46_s0=m46.stride(0), m46_s1=m46.stride(1), buf52_ptr=buf52, buf52_s0=buf52.stride(0), buf52_s1=buf52.stride(1), E_c1=8, E_n1=64, E_n2=32, DOT_13=(T['c1']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, DOT_29=(T['c1']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, DOT_37=(T['c1']) >= 16 and (_pow2(64)) >= 16 and (_pow2(32)) >= 16, DOT_50=(T['c1']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, F_n1=_pow2(64), F_n2=_pow2(32), T_c1=T['c1'])
    buf81 = torch.full([8, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(8, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m8_ptr=m8, m8_s0=m8.stride(0), m8_s1=m8.stride(1), m24_ptr=m24, m24_s0=m24.stride(0), m24_s1=m24.stride(1), m32_ptr=m32, m32_s0=m32.stride(0), m32_s1=m32.stride(1), buf81_ptr=buf81, buf81_s0=buf81.stride(0), buf81_s1=buf81.stride(1), E_c1=8, E_n1=64, E_n2=32, DOT_58=(T['c1']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, DOT_70=(T['c1']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, DOT_74=(T['c1']) >= 16 and (_pow2(64)) >= 16 and (_pow2(32)) >= 16, F_n1=_pow2(64), F_n2=_pow2(32), T_c1=T['c1'])
    m118 = m27.narrow(0, 1, 1)
    m117 = m118.reshape([64, 32])
    m116 = m117.permute([1, 0])
    buf122 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(8, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m8_ptr=m8, m8_s0=m8.stride(0), m8_s1=m8.stride(1), m24_ptr=m24, m24_s0=m24.stride(0), m24_s1=m24.stride(1), m32_ptr=m32, m32_s0=m32.stride(0), m32_s1=m32.stride(1), m42_ptr=m42, m42_s0=m42.stride(0), m42_s1=m42.stride(1), m116_ptr=m116, m116_s0=m116.stride(0), m116_s1=m116.stride(1), buf122_ptr=buf122, buf122_s0=buf122.stride(0), buf122_s1=buf122.stride(1), E_c1=8, E_n1=64, E_n2=32, DOT_105=(T['c1']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, DOT_109=(T['c1']) >= 16 and (_pow2(64)) >= 16 and (_pow2(32)) >= 16, DOT_120=(T['c1']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, DOT_93=(T['c1']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, F_n1=_pow2(64), F_n2=_pow2(32), T_c1=T['c1'])
    m130 = m35.narrow(0, 1, 1)
    m129 = m130.reshape([32, 64])
    m128 = m129.permute([1, 0])
    buf159 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(8, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m8_ptr=m8, m8_s0=m8.stride(0), m8_s1=m8.stride(1), m24_ptr=m24, m24_s0=m24.stride(0), m24_s1=m24.stride(1), m32_ptr=m32, m32_s0=m32.stride(0), m32_s1=m32.stride(1), buf159_ptr=buf159, buf159_s0=buf159.stride(0), buf159_s1=buf159.stride(1), E_c1=8, E_n1=64, E_n2=32, DOT_140=(T['c1']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, DOT_152=(T['c1']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, DOT_156=(T['c1']) >= 16 and (_pow2(64)) >= 16 and (_pow2(32)) >= 16, F_n1=_pow2(64), F_n2=_pow2(32), T_c1=T['c1'])
    buf165 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(_cdiv(32, T['c0']),)](buf52_ptr=buf52, buf52_s0=buf52.stride(0), buf52_s1=buf52.stride(1), buf81_ptr=buf81, buf81_s0=buf81.stride(0), buf81_s1=buf81.stride(1), buf122_ptr=buf122, buf122_s0=buf122.stride(0), buf122_s1=buf122.stride(1), m128_ptr=m128, m128_s0=m128.stride(0), m128_s1=m128.stride(1), buf159_ptr=buf159, buf159_s0=buf159.stride(0), buf159_s1=buf159.stride(1), m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), buf165_ptr=buf165, buf165_s0=buf165.stride(0), buf165_s1=buf165.stride(1), E_c0=32, E_n0=8, E_n1=64, DOT_132=(_pow2(8)) >= 16 and (_pow2(64)) >= 16 and (T['c0']) >= 16, F_n0=_pow2(8), F_n1=_pow2(64), T_c0=T['c0'])
    return buf165


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
