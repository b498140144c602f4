"""swiglu_stack [small], candidate 6: 4 kernel(s)

Rendered by EqiForge from candidate 6 of swiglu_stack [small]: grid(x.1@1) loop(x.1[32]: sum) {loop(w_up.1[64]: sum)} loop(x.1[32]: sum) {loop(w_up.1[64]: sum) loop(w_up.1[64]: sum)} loop(x.1[32]: sum) {loop(w_up.1[64]: sum) loop(w_up.1[64]: sum)} loop(w_up.1[64]: sum) [10 mm] ; store(w_up.1[64]) ; store(w_up.1[64]) ; grid(x.1@1) loop(w_up.1[64]: sum, stored)
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.1@1[32]
    c1: loop x.1[32]
    c2: loop w_up.1[64]

Run it on its own: `python kernels/f06.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/swiglu_stack.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 16, "c1": 16, "c2": 32}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m8_ptr, m8_s0, m8_s1, m26_ptr, m26_s0, m26_s1, m34_ptr, m34_s0, m34_s1, m46_ptr, m46_s0, m46_s1, m50_ptr, m50_s0, m50_s1, m129_ptr, m129_s0, m129_s1, m138_ptr, m138_s0, m138_s1, buf176_ptr, buf176_s0, buf176_s1, E_c0, E_c1, E_c2, E_n0, E_n1, E_n2, DOT_109: tl.constexpr, DOT_116: tl.constexpr, DOT_120: tl.constexpr, DOT_13: tl.constexpr, DOT_133: tl.constexpr, DOT_142: tl.constexpr, DOT_146: tl.constexpr, DOT_160: tl.constexpr, DOT_165: tl.constexpr, DOT_31: tl.constexpr, DOT_39: tl.constexpr, DOT_54: tl.constexpr, DOT_58: tl.constexpr, DOT_65: tl.constexpr, DOT_69: tl.constexpr, DOT_79: tl.constexpr, DOT_82: tl.constexpr, DOT_89: tl.constexpr, DOT_94: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf176: Combine over grid x.1@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t2 = tl.load(m1_ptr + offs_n0[:, None] * m1_s0 + offs_n1[None, :] * m1_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t6 = tl.load(m3_ptr + offs_n1[None, :] * m3_s1, mask=(offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t7 = (t2) * (t6)
    t15 = (t2) * (t2)
    t16 = tl.sum(tl.where((offs_n1 < E_n1)[None, :], t15, 0.0), axis=1, keep_dims=True)
    t17 = t16 + 0.00032
    t18 = tl.rsqrt(t17)
    t20 = (t16) * (0.03125)
    t21 = t20 + 1e-05
    t22 = tl.rsqrt(t21)
    acc56 = tl.full([F_n0, F_n2], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        acc42 = tl.full([F_n0, T_c1], 0.0, tl.float32)
        for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
            offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

            t12 = tl.load(m8_ptr + offs_n1[:, None] * m8_s0 + offs_c2[None, :] * m8_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
            if DOT_13:
                t14 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t7, 0.0), tl.where((offs_n1 < E_n1)[:, None], t12, 0.0), input_precision="ieee")
            else:
                t14 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t7, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t12, 0.0), 0), axis=1)
            t19 = (t14) * (t18)
            t23 = (t14) * (t22)
            t24 = 1.0 / (1.0 + tl.exp(-(t23)))
            t25 = (t19) * (t24)
            t30 = tl.load(m26_ptr + offs_n1[:, None] * m26_s0 + offs_c2[None, :] * m26_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
            if DOT_31:
                t32 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t7, 0.0), tl.where((offs_n1 < E_n1)[:, None], t30, 0.0), input_precision="ieee")
            else:
                t32 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t7, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t30, 0.0), 0), axis=1)
            t33 = (t25) * (t32)
            t38 = tl.load(m34_ptr + offs_c2[:, None] * m34_s0 + offs_c1[None, :] * m34_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
            if DOT_39:
                t40 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t33, 0.0), tl.where((offs_c2 < E_c2)[:, None], t38, 0.0), input_precision="ieee")
            else:
                t40 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t33, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t38, 0.0), 0), axis=1)
            t41 = (t40) * (t18)
            acc42 = acc42 + t41
        t43 = (acc42) * (32.00000000000001)
        t44 = tl.load(m1_ptr + offs_n0[:, None] * m1_s0 + offs_c1[None, :] * m1_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        t45 = t43 + t44
        t48 = tl.load(m46_ptr + offs_c1[None, :] * m46_s1, mask=(offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        t49 = (t45) * (t48)
        t53 = tl.load(m50_ptr + offs_c1[:, None] * m50_s0 + offs_n2[None, :] * m50_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
        if DOT_54:
            t55 = tl.dot(tl.where((offs_c1 < E_c1)[None, :], t49, 0.0), tl.where((offs_c1 < E_c1)[:, None], t53, 0.0), input_precision="ieee")
        else:
            t55 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, :], t49, 0.0), 2) * tl.expand_dims(tl.where((offs_c1 < E_c1)[:, None], t53, 0.0), 0), axis=1)
        acc56 = acc56 + t55
    acc96 = tl.full([F_n0, F_n1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t81 = tl.load(m8_ptr + offs_n1[:, None] * m8_s0 + offs_c2[None, :] * m8_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        if DOT_82:
            t83 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t7, 0.0), tl.where((offs_n1 < E_n1)[:, None], t81, 0.0), input_precision="ieee")
        else:
            t83 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t7, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t81, 0.0), 0), axis=1)
        t84 = (t83) * (t18)
        t85 = (t83) * (t22)
        t86 = 1.0 / (1.0 + tl.exp(-(t85)))
        t87 = (t84) * (t86)
        t88 = tl.load(m26_ptr + offs_n1[:, None] * m26_s0 + offs_c2[None, :] * m26_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        if DOT_89:
            t90 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t7, 0.0), tl.where((offs_n1 < E_n1)[:, None], t88, 0.0), input_precision="ieee")
        else:
            t90 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t7, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t88, 0.0), 0), axis=1)
        t91 = (t90) * (t18)
        t92 = (t87) * (t91)
        t93 = tl.load(m34_ptr + offs_c2[:, None] * m34_s0 + offs_n1[None, :] * m34_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
        if DOT_94:
            t95 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t92, 0.0), tl.where((offs_c2 < E_c2)[:, None], t93, 0.0), input_precision="ieee")
        else:
            t95 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t92, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t93, 0.0), 0), axis=1)
        acc96 = acc96 + t95
    t97 = (acc96) * (32.00000000000001)
    t98 = t2 + t97
    t99 = (t98) * (t98)
    t100 = tl.sum(tl.where((offs_n1 < E_n1)[None, :], t99, 0.0), axis=1, keep_dims=True)
    t101 = t100 + 0.00032
    t102 = tl.rsqrt(t101)
    acc105 = tl.full([F_n0, F_n2], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        acc72 = tl.full([F_n0, T_c1], 0.0, tl.float32)
        for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
            offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

            t57 = tl.load(m8_ptr + offs_n1[:, None] * m8_s0 + offs_c2[None, :] * m8_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
            if DOT_58:
                t59 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t7, 0.0), tl.where((offs_n1 < E_n1)[:, None], t57, 0.0), input_precision="ieee")
            else:
                t59 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t7, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t57, 0.0), 0), axis=1)
            t60 = (t59) * (t18)
            t61 = (t59) * (t22)
            t62 = 1.0 / (1.0 + tl.exp(-(t61)))
            t63 = (t60) * (t62)
            t64 = tl.load(m26_ptr + offs_n1[:, None] * m26_s0 + offs_c2[None, :] * m26_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
            if DOT_65:
                t66 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t7, 0.0), tl.where((offs_n1 < E_n1)[:, None], t64, 0.0), input_precision="ieee")
            else:
                t66 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t7, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t64, 0.0), 0), axis=1)
            t67 = (t63) * (t66)
            t68 = tl.load(m34_ptr + offs_c2[:, None] * m34_s0 + offs_c1[None, :] * m34_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
            if DOT_69:
                t70 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t67, 0.0), tl.where((offs_c2 < E_c2)[:, None], t68, 0.0), input_precision="ieee")
            else:
                t70 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t67, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t68, 0.0), 0), axis=1)
            t71 = (t70) * (t18)
            acc72 = acc72 + t71
        t73 = (acc72) * (32.00000000000001)
        t74 = tl.load(m1_ptr + offs_n0[:, None] * m1_s0 + offs_c1[None, :] * m1_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        t75 = t73 + t74
        t76 = tl.load(m46_ptr + offs_c1[None, :] * m46_s1, mask=(offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        t77 = (t75) * (t76)
        t78 = tl.load(m50_ptr + offs_c1[:, None] * m50_s0 + offs_n2[None, :] * m50_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
        if DOT_79:
            t80 = tl.dot(tl.where((offs_c1 < E_c1)[None, :], t77, 0.0), tl.where((offs_c1 < E_c1)[:, None], t78, 0.0), input_precision="ieee")
        else:
            t80 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, :], t77, 0.0), 2) * tl.expand_dims(tl.where((offs_c1 < E_c1)[:, None], t78, 0.0), 0), axis=1)
        t103 = (t80) * (t102)
        t104 = (t103) * (5.656854249492381)
        acc105 = acc105 + t104
    t106 = 1.0 / (1.0 + tl.exp(-(acc105)))
    t107 = (acc56) * (t106)
    acc136 = tl.full([F_n0, F_n2], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        acc123 = tl.full([F_n0, T_c1], 0.0, tl.float32)
        for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
            offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

            t108 = tl.load(m8_ptr + offs_n1[:, None] * m8_s0 + offs_c2[None, :] * m8_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
            if DOT_109:
                t110 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t7, 0.0), tl.where((offs_n1 < E_n1)[:, None], t108, 0.0), input_precision="ieee")
            else:
                t110 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t7, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t108, 0.0), 0), axis=1)
            t111 = (t110) * (t18)
            t112 = (t110) * (t22)
            t113 = 1.0 / (1.0 + tl.exp(-(t112)))
            t114 = (t111) * (t113)
            t115 = tl.load(m26_ptr + offs_n1[:, None] * m26_s0 + offs_c2[None, :] * m26_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
            if DOT_116:
                t117 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t7, 0.0), tl.where((offs_n1 < E_n1)[:, None], t115, 0.0), input_precision="ieee")
            else:
                t117 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t7, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t115, 0.0), 0), axis=1)
            t118 = (t114) * (t117)
            t119 = tl.load(m34_ptr + offs_c2[:, None] * m34_s0 + offs_c1[None, :] * m34_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
            if DOT_120:
                t121 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t118, 0.0), tl.where((offs_c2 < E_c2)[:, None], t119, 0.0), input_precision="ieee")
            else:
                t121 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t118, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t119, 0.0), 0), axis=1)
            t122 = (t121) * (t18)
            acc123 = acc123 + t122
        t124 = (acc123) * (32.00000000000001)
        t125 = tl.load(m1_ptr + offs_n0[:, None] * m1_s0 + offs_c1[None, :] * m1_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        t126 = t124 + t125
        t127 = tl.load(m46_ptr + offs_c1[None, :] * m46_s1, mask=(offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        t128 = (t126) * (t127)
        t132 = tl.load(m129_ptr + offs_c1[:, None] * m129_s0 + offs_n2[None, :] * m129_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
        if DOT_133:
            t134 = tl.dot(tl.where((offs_c1 < E_c1)[None, :], t128, 0.0), tl.where((offs_c1 < E_c1)[:, None], t132, 0.0), input_precision="ieee")
        else:
            t134 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, :], t128, 0.0), 2) * tl.expand_dims(tl.where((offs_c1 < E_c1)[:, None], t132, 0.0), 0), axis=1)
        t135 = (t134) * (t102)
        acc136 = acc136 + t135
    t137 = (t107) * (acc136)
    t141 = tl.load(m138_ptr + offs_n2[:, None] * m138_s0 + offs_c0[None, :] * m138_s1, mask=(offs_n2 < E_n2)[:, None] & (offs_c0 < E_c0)[None, :], other=0).to(tl.float32)
    if DOT_142:
        t143 = tl.dot(tl.where((offs_n2 < E_n2)[None, :], t137, 0.0), tl.where((offs_n2 < E_n2)[:, None], t141, 0.0), input_precision="ieee")
    else:
        t143 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, :], t137, 0.0), 2) * tl.expand_dims(tl.where((offs_n2 < E_n2)[:, None], t141, 0.0), 0), axis=1)
    t144 = (t2) * (t6)
    t148 = (t2) * (t2)
    t149 = tl.sum(tl.where((offs_n1 < E_n1)[None, :], t148, 0.0), axis=1, keep_dims=True)
    t150 = t149 + 0.00032
    t151 = tl.rsqrt(t150)
    t153 = (t149) * (0.03125)
    t154 = t153 + 1e-05
    t155 = tl.rsqrt(t154)
    acc167 = tl.full([F_n0, F_n1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t145 = tl.load(m8_ptr + offs_n1[:, None] * m8_s0 + offs_c2[None, :] * m8_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        if DOT_146:
            t147 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t144, 0.0), tl.where((offs_n1 < E_n1)[:, None], t145, 0.0), input_precision="ieee")
        else:
            t147 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t144, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t145, 0.0), 0), axis=1)
        t152 = (t147) * (t151)
        t156 = (t147) * (t155)
        t157 = 1.0 / (1.0 + tl.exp(-(t156)))
        t158 = (t152) * (t157)
        t159 = tl.load(m26_ptr + offs_n1[:, None] * m26_s0 + offs_c2[None, :] * m26_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        if DOT_160:
            t161 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t144, 0.0), tl.where((offs_n1 < E_n1)[:, None], t159, 0.0), input_precision="ieee")
        else:
            t161 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t144, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t159, 0.0), 0), axis=1)
        t162 = (t161) * (t151)
        t163 = (t158) * (t162)
        t164 = tl.load(m34_ptr + offs_c2[:, None] * m34_s0 + offs_n1[None, :] * m34_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
        if DOT_165:
            t166 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t163, 0.0), tl.where((offs_c2 < E_c2)[:, None], t164, 0.0), input_precision="ieee")
        else:
            t166 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t163, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t164, 0.0), 0), axis=1)
        acc167 = acc167 + t166
    t168 = (acc167) * (32.00000000000001)
    t169 = t2 + t168
    t170 = (t169) * (t169)
    t171 = tl.sum(tl.where((offs_n1 < E_n1)[None, :], t170, 0.0), axis=1, keep_dims=True)
    t172 = t171 + 0.00032
    t173 = tl.rsqrt(t172)
    t174 = (t143) * (t173)
    t175 = (t174) * (32.00000000000001)
    tl.store(buf176_ptr + offs_n0[:, None] * buf176_s0 + offs_c0[None, :] * buf176_s1, t175, mask=(offs_n0 < E_n0)[:, None] & (offs_c0 < E_c0)[None, :])


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m8_ptr, m8_s0, m8_s1, m26_ptr, m26_s0, m26_s1, states200_ptr, states200_s0, states200_s1, states200_s2, E_c2, E_n0, E_n1, DOT_182: tl.constexpr, DOT_196: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c2: tl.constexpr):
    # stores states200: Collect over loop w_up.1[64]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t178 = tl.load(m1_ptr + offs_n0[:, None] * m1_s0 + offs_n1[None, :] * m1_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t179 = tl.load(m3_ptr + offs_n1[None, :] * m3_s1, mask=(offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t180 = (t178) * (t179)
    t181 = tl.load(m8_ptr + offs_n1[:, None] * m8_s0 + offs_c2[None, :] * m8_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
    if DOT_182:
        t183 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t180, 0.0), tl.where((offs_n1 < E_n1)[:, None], t181, 0.0), input_precision="ieee")
    else:
        t183 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t180, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t181, 0.0), 0), axis=1)
    t184 = (t178) * (t178)
    t185 = tl.sum(tl.where((offs_n1 < E_n1)[None, :], t184, 0.0), axis=1, keep_dims=True)
    t186 = t185 + 0.00032
    t187 = tl.rsqrt(t186)
    t188 = (t183) * (t187)
    t189 = (t185) * (0.03125)
    t190 = t189 + 1e-05
    t191 = tl.rsqrt(t190)
    t192 = (t183) * (t191)
    t193 = 1.0 / (1.0 + tl.exp(-(t192)))
    t194 = (t188) * (t193)
    t195 = tl.load(m26_ptr + offs_n1[:, None] * m26_s0 + offs_c2[None, :] * m26_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
    if DOT_196:
        t197 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t180, 0.0), tl.where((offs_n1 < E_n1)[:, None], t195, 0.0), input_precision="ieee")
    else:
        t197 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t180, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t195, 0.0), 0), axis=1)
    t198 = (t197) * (t187)
    t199 = (t194) * (t198)
    tl.store(states200_ptr + i_c2 * states200_s0 + tl.arange(0, F_n0)[:, None] * states200_s1 + tl.arange(0, T_c2)[None, :] * states200_s2 + tl.zeros([F_n0, T_c2], tl.int32), t199)


@triton.jit
def kernel_2(states200_ptr, states200_s0, states200_s1, states200_s2, m34_ptr, m34_s0, m34_s1, states205_ptr, states205_s0, states205_s1, states205_s2, states205_s3, E_c0, E_c2, E_n0, DOT_203: tl.constexpr, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # stores states205: Collect over loop w_up.1[64]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t201 = tl.load(states200_ptr + i_c2 * states200_s0 + tl.arange(0, F_n0)[:, None] * states200_s1 + tl.arange(0, T_c2)[None, :] * states200_s2 + tl.zeros([F_n0, T_c2], tl.int32))
    t202 = tl.load(m34_ptr + offs_c2[:, None] * m34_s0 + offs_c0[None, :] * m34_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_c0 < E_c0)[None, :], other=0).to(tl.float32)
    if DOT_203:
        t204 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t201, 0.0), tl.where((offs_c2 < E_c2)[:, None], t202, 0.0), input_precision="ieee")
    else:
        t204 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t201, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t202, 0.0), 0), axis=1)
    tl.store(states205_ptr + i_c0 * states205_s0 + i_c2 * states205_s1 + tl.arange(0, F_n0)[:, None] * states205_s2 + tl.arange(0, T_c0)[None, :] * states205_s3 + tl.zeros([F_n0, T_c0], tl.int32), t204)


@triton.jit
def kernel_3(buf176_ptr, buf176_s0, buf176_s1, states205_ptr, states205_s0, states205_s1, states205_s2, states205_s3, m1_ptr, m1_s0, m1_s1, buf212_ptr, buf212_s0, buf212_s1, E_c0, E_c2, E_n0, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # writes buf212: Combine over grid x.1@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t177 = tl.load(buf176_ptr + offs_n0[:, None] * buf176_s0 + offs_c0[None, :] * buf176_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c0 < E_c0)[None, :], other=0).to(tl.float32)
    acc207 = tl.full([F_n0, T_c0], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t206 = tl.load(states205_ptr + i_c0 * states205_s0 + i_c2 * states205_s1 + tl.arange(0, F_n0)[:, None] * states205_s2 + tl.arange(0, T_c0)[None, :] * states205_s3 + tl.zeros([F_n0, T_c0], tl.int32))
        acc207 = acc207 + t206
    t208 = (acc207) * (32.00000000000001)
    t209 = tl.load(m1_ptr + offs_n0[:, None] * m1_s0 + offs_c0[None, :] * m1_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c0 < E_c0)[None, :], other=0).to(tl.float32)
    t210 = t208 + t209
    t211 = t177 + t210
    tl.store(buf212_ptr + offs_n0[:, None] * buf212_s0 + offs_c0[None, :] * buf212_s1, t211, mask=(offs_n0 < E_n0)[:, None] & (offs_c0 < E_c0)[None, :])


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
    m29 = inputs['w_up']
    m28 = m29.narrow(0, 0, 1)
    m27 = m28.reshape([64, 32])
    m26 = m27.permute([1, 0])
    m37 = inputs['w_down']
    m36 = m37.narrow(0, 0, 1)
    m35 = m36.reshape([32, 64])
    m34 = m35.permute([1, 0])
    m47 = m5.narrow(0, 1, 1)
    m46 = m47.reshape([1, 32])
    m52 = m11.narrow(0, 1, 1)
    m51 = m52.reshape([64, 32])
    m50 = m51.permute([1, 0])
    m131 = m29.narrow(0, 1, 1)
    m130 = m131.reshape([64, 32])
    m129 = m130.permute([1, 0])
    m140 = m37.narrow(0, 1, 1)
    m139 = m140.reshape([32, 64])
    m138 = m139.permute([1, 0])
    buf176 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(32, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m8_ptr=m8, m8_s0=m8.stride(0), m8_s1=m8.stride(1), m26_ptr=m26, m26_s0=m26.stride(0), m26_s1=m26.stride(1), m34_ptr=m34, m34_s0=m34.stride(0), m34_s1=m34.stride(1), m46_ptr=m46, m46_s0=m46.stride(0), m46_s1=m46.stride(1), m50_ptr=m50, m50_s0=m50.stride(0), m50_s1=m50.stride(1), m129_ptr=m129, m129_s0=m129.stride(0), m129_s1=m129.stride(1), m138_ptr=m138, m138_s0=m138.stride(0), m138_s1=m138.stride(1), buf176_ptr=buf176, buf176_s0=buf176.stride(0), buf176_s1=buf176.stride(1), E_c0=32, E_c1=32, E_c2=64, E_n0=8, E_n1=32, E_n2=64, DOT_109=(_pow2(8)) >= 16 and (_pow2(32)) >= 16 and (T['c2']) >= 16, DOT_116=(_pow2(8)) >= 16 and (_pow2(32)) >= 16 and (T['c2']) >= 16, DOT_120=(_pow2(8)) >= 16 and (T['c2']) >= 16 and (T['c1']) >= 16, DOT_13=(_pow2(8)) >= 16 and (_pow2(32)) >= 16 and (T['c2']) >= 16, DOT_133=(_pow2(8)) >= 16 and (T['c1']) >= 16 and (_pow2(64)) >= 16, DOT_142=(_pow2(8)) >= 16 and (_pow2(64)) >= 16 and (T['c0']) >= 16, DOT_146=(_pow2(8)) >= 16 and (_pow2(32)) >= 16 and (T['c2']) >= 16, DOT_160=(_pow2(8)) >= 16 and (_pow2(32)) >= 16 and (T['c2']) >= 16, DOT_165=(_pow2(8)) >= 16 and (T['c2']) >= 16 and (_pow2(32)) >= 16, DOT_31=(_pow2(8)) >= 16 and (_pow2(32)) >= 16 and (T['c2']) >= 16, DOT_39=(_pow2(8)) >= 16 and (T['c2']) >= 16 and (T['c1']) >= 16, DOT_54=(_pow2(8)) >= 16 and (T['c1']) >= 16 and (_pow2(64)) >= 16, DOT_58=(_pow2(8)) >= 16 and (_pow2(32)) >= 16 and (T['c2']) >= 16, DOT_65=(_pow2(8)) >= 16 and (_pow2(32)) >= 16 and (T['c2']) >= 16, DOT_69=(_pow2(8)) >= 16 and (T['c2']) >= 16 and (T['c1']) >= 16, DOT_79=(_pow2(8)) >= 16 and (T['c1']) >= 16 and (_pow2(64)) >= 16, DOT_82=(_pow2(8)) >= 16 and (_pow2(32)) >= 16 and (T['c2']) >= 16, DOT_89=(_pow2(8)) >= 16 and (_pow2(32)) >= 16 and (T['c2']) >= 16, DOT_94=(_pow2(8)) >= 16 and (T['c2']) >= 16 and (_pow2(32)) >= 16, F_n0=_pow2(8), F_n1=_pow2(32), F_n2=_pow2(64), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    states200 = torch.full([_cdiv(64, T['c2']), _pow2(8), T['c2']], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(64, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m8_ptr=m8, m8_s0=m8.stride(0), m8_s1=m8.stride(1), m26_ptr=m26, m26_s0=m26.stride(0), m26_s1=m26.stride(1), states200_ptr=states200, states200_s0=states200.stride(0), states200_s1=states200.stride(1), states200_s2=states200.stride(2), E_c2=64, E_n0=8, E_n1=32, DOT_182=(_pow2(8)) >= 16 and (_pow2(32)) >= 16 and (T['c2']) >= 16, DOT_196=(_pow2(8)) >= 16 and (_pow2(32)) >= 16 and (T['c2']) >= 16, F_n0=_pow2(8), F_n1=_pow2(32), T_c2=T['c2'])
    states205 = torch.full([_cdiv(32, T['c0']), _cdiv(64, T['c2']), _pow2(8), T['c0']], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(32, T['c0']) * _cdiv(64, T['c2']),)](states200_ptr=states200, states200_s0=states200.stride(0), states200_s1=states200.stride(1), states200_s2=states200.stride(2), m34_ptr=m34, m34_s0=m34.stride(0), m34_s1=m34.stride(1), states205_ptr=states205, states205_s0=states205.stride(0), states205_s1=states205.stride(1), states205_s2=states205.stride(2), states205_s3=states205.stride(3), E_c0=32, E_c2=64, E_n0=8, DOT_203=(_pow2(8)) >= 16 and (T['c2']) >= 16 and (T['c0']) >= 16, F_n0=_pow2(8), T_c0=T['c0'], T_c2=T['c2'])
    buf212 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(32, T['c0']),)](buf176_ptr=buf176, buf176_s0=buf176.stride(0), buf176_s1=buf176.stride(1), states205_ptr=states205, states205_s0=states205.stride(0), states205_s1=states205.stride(1), states205_s2=states205.stride(2), states205_s3=states205.stride(3), m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), buf212_ptr=buf212, buf212_s0=buf212.stride(0), buf212_s1=buf212.stride(1), E_c0=32, E_c2=64, E_n0=8, F_n0=_pow2(8), T_c0=T['c0'], T_c2=T['c2'])
    return buf212


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
