"""swiglu_stack [small], candidate 14: 6 kernel(s)

Rendered by EqiForge from candidate 14 of swiglu_stack [small]: store(x.1[32]) ; grid(x.0@0) loop(x.1[32]: sum, stored) [1 mm] ; grid(x.0@0) ; grid(x.0@0) loop(x.1[32]: pair(sum, sum)) loop(x.1[32]: sum, stored) loop(x.1[32]: pair(sum, sum)) [9 mm] ; grid(x.0@0) loop(x.1[32]: sum, stored) [2 mm] ; grid(x.1@1)
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.1@1[32]
    c1: grid x.0@0[8]
    c2: loop x.1[32]

Run it on its own: `python kernels/f14.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/swiglu_stack.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 16, "c1": 4, "c2": 16}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, states11_ptr, states11_s0, states11_s1, states11_s2, states11_s3, E_c1, E_c2, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # stores states11: Collect over loop x.1[32]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    t8 = tl.load(m1_ptr + offs_c1[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
    t9 = (t8) * (t8)
    t10 = tl.sum(tl.where((offs_c2 < E_c2)[None, :], t9, 0.0), axis=1, keep_dims=True)
    tl.store(states11_ptr + i_c1 * states11_s0 + i_c2 * states11_s1 + tl.arange(0, T_c1)[:, None] * states11_s2 + tl.zeros([T_c1, 1], tl.int32), t10)


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, states11_ptr, states11_s0, states11_s1, states11_s2, states11_s3, m17_ptr, m17_s0, m17_s1, buf24_ptr, buf24_s0, buf24_s1, E_c1, E_c2, E_n1, E_n2, DOT_22: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf24: Combine over grid x.0@0[8]
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
    acc13 = tl.full([T_c1, 1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t12 = tl.load(states11_ptr + i_c1 * states11_s0 + i_c2 * states11_s1 + tl.arange(0, T_c1)[:, None] * states11_s2 + tl.zeros([T_c1, 1], tl.int32))
        acc13 = acc13 + t12
    t14 = acc13 + 0.00032
    t15 = tl.rsqrt(t14)
    t16 = (t7) * (t15)
    t21 = tl.load(m17_ptr + offs_n2[:, None] * m17_s0 + offs_n1[None, :] * m17_s1, mask=(offs_n2 < E_n2)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_22:
        t23 = tl.dot(tl.where((offs_n2 < E_n2)[None, :], t16, 0.0), tl.where((offs_n2 < E_n2)[:, None], t21, 0.0), input_precision="ieee")
    else:
        t23 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, :], t16, 0.0), 2) * tl.expand_dims(tl.where((offs_n2 < E_n2)[:, None], t21, 0.0), 0), axis=1)
    tl.store(buf24_ptr + offs_c1[:, None] * buf24_s0 + offs_n1[None, :] * buf24_s1, t23, mask=(offs_c1 < E_c1)[:, None] & (offs_n1 < E_n1)[None, :])


@triton.jit
def kernel_2(buf24_ptr, buf24_s0, buf24_s1, buf28_ptr, buf28_s0, buf28_s1, E_c1, E_n1, F_n1: tl.constexpr, T_c1: tl.constexpr):
    # writes buf28: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    t26 = tl.load(buf24_ptr + offs_c1[:, None] * buf24_s0 + offs_n1[None, :] * buf24_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t27 = (t26) * (5.656854249492381)
    tl.store(buf28_ptr + offs_c1[:, None] * buf28_s0 + offs_n1[None, :] * buf28_s1, t27, mask=(offs_c1 < E_c1)[:, None] & (offs_n1 < E_n1)[None, :])


@triton.jit
def kernel_3(buf24_ptr, buf24_s0, buf24_s1, buf28_ptr, buf28_s0, buf28_s1, m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m40_ptr, m40_s0, m40_s1, m48_ptr, m48_s0, m48_s1, m58_ptr, m58_s0, m58_s1, m62_ptr, m62_s0, m62_s1, m78_ptr, m78_s0, m78_s1, states11_ptr, states11_s0, states11_s1, states11_s2, states11_s3, m137_ptr, m137_s0, m137_s1, buf143_ptr, buf143_s0, buf143_s1, E_c1, E_c2, E_n1, E_n2, DOT_100: tl.constexpr, DOT_107: tl.constexpr, DOT_118: tl.constexpr, DOT_126: tl.constexpr, DOT_130: tl.constexpr, DOT_141: tl.constexpr, DOT_45: tl.constexpr, DOT_53: tl.constexpr, DOT_66: tl.constexpr, DOT_69: tl.constexpr, DOT_82: tl.constexpr, DOT_97: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf143: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t25 = tl.load(buf24_ptr + offs_c1[:, None] * buf24_s0 + offs_n1[None, :] * buf24_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t29 = tl.load(buf28_ptr + offs_c1[:, None] * buf28_s0 + offs_n1[None, :] * buf28_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t30 = 1.0 / (1.0 + tl.exp(-(t29)))
    t31 = (t25) * (t30)
    t32 = tl.load(m1_ptr + offs_c1[:, None] * m1_s0 + offs_n2[None, :] * m1_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    t33 = tl.load(m3_ptr + offs_n2[None, :] * m3_s1, mask=(offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    t34 = (t32) * (t33)
    t35 = (t32) * (t32)
    t36 = tl.sum(tl.where((offs_n2 < E_n2)[None, :], t35, 0.0), axis=1, keep_dims=True)
    t37 = t36 + 0.00032
    t38 = tl.rsqrt(t37)
    t39 = (t34) * (t38)
    t44 = tl.load(m40_ptr + offs_n2[:, None] * m40_s0 + offs_n1[None, :] * m40_s1, mask=(offs_n2 < E_n2)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_45:
        t46 = tl.dot(tl.where((offs_n2 < E_n2)[None, :], t39, 0.0), tl.where((offs_n2 < E_n2)[:, None], t44, 0.0), input_precision="ieee")
    else:
        t46 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, :], t39, 0.0), 2) * tl.expand_dims(tl.where((offs_n2 < E_n2)[:, None], t44, 0.0), 0), axis=1)
    t47 = (t31) * (t46)
    t68 = tl.load(m48_ptr + offs_n1[:, None] * m48_s0 + offs_n2[None, :] * m48_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    if DOT_69:
        t70 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t47, 0.0), tl.where((offs_n1 < E_n1)[:, None], t68, 0.0), input_precision="ieee")
    else:
        t70 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t47, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t68, 0.0), 0), axis=1)
    t71 = (t70) * (32.00000000000001)
    t72 = t71 + t32
    t73 = (t72) * (t72)
    t74 = tl.sum(tl.where((offs_n2 < E_n2)[None, :], t73, 0.0), axis=1, keep_dims=True)
    t75 = t74 + 0.00032
    t76 = tl.rsqrt(t75)
    acc85 = tl.full([T_c1, F_n1], 0.0, tl.float32)
    acc86 = tl.full([T_c1, F_n1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t52 = tl.load(m48_ptr + offs_n1[:, None] * m48_s0 + offs_c2[None, :] * m48_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        if DOT_53:
            t54 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t47, 0.0), tl.where((offs_n1 < E_n1)[:, None], t52, 0.0), input_precision="ieee")
        else:
            t54 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t47, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t52, 0.0), 0), axis=1)
        t55 = (t54) * (32.00000000000001)
        t56 = tl.load(m1_ptr + offs_c1[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t57 = t55 + t56
        t60 = tl.load(m58_ptr + offs_c2[None, :] * m58_s1, mask=(offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t61 = (t57) * (t60)
        t65 = tl.load(m62_ptr + offs_c2[:, None] * m62_s0 + offs_n1[None, :] * m62_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
        if DOT_66:
            t67 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t61, 0.0), tl.where((offs_c2 < E_c2)[:, None], t65, 0.0), input_precision="ieee")
        else:
            t67 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t61, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t65, 0.0), 0), axis=1)
        t77 = (t67) * (t76)
        t81 = tl.load(m78_ptr + offs_c2[:, None] * m78_s0 + offs_n1[None, :] * m78_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
        if DOT_82:
            t83 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t61, 0.0), tl.where((offs_c2 < E_c2)[:, None], t81, 0.0), input_precision="ieee")
        else:
            t83 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t61, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t81, 0.0), 0), axis=1)
        t84 = (t83) * (t76)
        acc85 = acc85 + t77
        acc86 = acc86 + t84
    t87 = 1.0 / (1.0 + tl.exp(-(t29)))
    t88 = (t25) * (t87)
    t89 = tl.load(m3_ptr + offs_n2[None, :] * m3_s1, mask=(offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    t90 = (t32) * (t89)
    acc92 = tl.full([T_c1, 1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t91 = tl.load(states11_ptr + i_c1 * states11_s0 + i_c2 * states11_s1 + tl.arange(0, T_c1)[:, None] * states11_s2 + tl.zeros([T_c1, 1], tl.int32))
        acc92 = acc92 + t91
    t93 = acc92 + 0.00032
    t94 = tl.rsqrt(t93)
    t95 = (t90) * (t94)
    t96 = tl.load(m40_ptr + offs_n2[:, None] * m40_s0 + offs_n1[None, :] * m40_s1, mask=(offs_n2 < E_n2)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_97:
        t98 = tl.dot(tl.where((offs_n2 < E_n2)[None, :], t95, 0.0), tl.where((offs_n2 < E_n2)[:, None], t96, 0.0), input_precision="ieee")
    else:
        t98 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, :], t95, 0.0), 2) * tl.expand_dims(tl.where((offs_n2 < E_n2)[:, None], t96, 0.0), 0), axis=1)
    t99 = (t88) * (t98)
    if DOT_100:
        t101 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t99, 0.0), tl.where((offs_n1 < E_n1)[:, None], t68, 0.0), input_precision="ieee")
    else:
        t101 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t99, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t68, 0.0), 0), axis=1)
    t102 = (t101) * (32.00000000000001)
    t103 = t102 + t32
    t104 = tl.load(m58_ptr + offs_n2[None, :] * m58_s1, mask=(offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    t105 = (t103) * (t104)
    t106 = tl.load(m62_ptr + offs_n2[:, None] * m62_s0 + offs_n1[None, :] * m62_s1, mask=(offs_n2 < E_n2)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_107:
        t108 = tl.dot(tl.where((offs_n2 < E_n2)[None, :], t105, 0.0), tl.where((offs_n2 < E_n2)[:, None], t106, 0.0), input_precision="ieee")
    else:
        t108 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, :], t105, 0.0), 2) * tl.expand_dims(tl.where((offs_n2 < E_n2)[:, None], t106, 0.0), 0), axis=1)
    t109 = (t103) * (t103)
    t110 = tl.sum(tl.where((offs_n2 < E_n2)[None, :], t109, 0.0), axis=1, keep_dims=True)
    t111 = t110 + 0.00032
    t112 = (t111) * (0.03125)
    t113 = tl.rsqrt(t112)
    t114 = (t108) * (t113)
    t115 = 1.0 / (1.0 + tl.exp(-(t114)))
    t116 = (acc85) * (t115)
    acc133 = tl.full([T_c1, F_n1], 0.0, tl.float32)
    acc134 = tl.full([T_c1, F_n1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t117 = tl.load(m48_ptr + offs_n1[:, None] * m48_s0 + offs_c2[None, :] * m48_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        if DOT_118:
            t119 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t47, 0.0), tl.where((offs_n1 < E_n1)[:, None], t117, 0.0), input_precision="ieee")
        else:
            t119 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t47, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t117, 0.0), 0), axis=1)
        t120 = (t119) * (32.00000000000001)
        t121 = tl.load(m1_ptr + offs_c1[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t122 = t120 + t121
        t123 = tl.load(m58_ptr + offs_c2[None, :] * m58_s1, mask=(offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t124 = (t122) * (t123)
        t125 = tl.load(m78_ptr + offs_c2[:, None] * m78_s0 + offs_n1[None, :] * m78_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
        if DOT_126:
            t127 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t124, 0.0), tl.where((offs_c2 < E_c2)[:, None], t125, 0.0), input_precision="ieee")
        else:
            t127 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t124, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t125, 0.0), 0), axis=1)
        t128 = (t127) * (t76)
        t129 = tl.load(m62_ptr + offs_c2[:, None] * m62_s0 + offs_n1[None, :] * m62_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
        if DOT_130:
            t131 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t124, 0.0), tl.where((offs_c2 < E_c2)[:, None], t129, 0.0), input_precision="ieee")
        else:
            t131 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t124, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t129, 0.0), 0), axis=1)
        t132 = (t131) * (t76)
        acc133 = acc133 + t128
        acc134 = acc134 + t132
    t135 = (t116) * (acc133)
    t136 = (t135) * (32.00000000000001)
    t140 = tl.load(m137_ptr + offs_n1[:, None] * m137_s0 + offs_n2[None, :] * m137_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    if DOT_141:
        t142 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t136, 0.0), tl.where((offs_n1 < E_n1)[:, None], t140, 0.0), input_precision="ieee")
    else:
        t142 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t136, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t140, 0.0), 0), axis=1)
    tl.store(buf143_ptr + offs_c1[:, None] * buf143_s0 + offs_n2[None, :] * buf143_s1, t142, mask=(offs_c1 < E_c1)[:, None] & (offs_n2 < E_n2)[None, :])


@triton.jit
def kernel_4(buf24_ptr, buf24_s0, buf24_s1, m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, states11_ptr, states11_s0, states11_s1, states11_s2, states11_s3, m40_ptr, m40_s0, m40_s1, m48_ptr, m48_s0, m48_s1, buf165_ptr, buf165_s0, buf165_s1, E_c1, E_c2, E_n1, E_n2, DOT_159: tl.constexpr, DOT_163: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf165: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t145 = tl.load(buf24_ptr + offs_c1[:, None] * buf24_s0 + offs_n1[None, :] * buf24_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t146 = (t145) * (2.8284271247461903)
    t147 = 2.0 / (1.0 + tl.exp(-2.0 * (t146))) - 1.0
    t148 = t147 + 1.0
    t149 = (t145) * (t148)
    t150 = tl.load(m1_ptr + offs_c1[:, None] * m1_s0 + offs_n2[None, :] * m1_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    t151 = tl.load(m3_ptr + offs_n2[None, :] * m3_s1, mask=(offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    t152 = (t150) * (t151)
    acc154 = tl.full([T_c1, 1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t153 = tl.load(states11_ptr + i_c1 * states11_s0 + i_c2 * states11_s1 + tl.arange(0, T_c1)[:, None] * states11_s2 + tl.zeros([T_c1, 1], tl.int32))
        acc154 = acc154 + t153
    t155 = acc154 + 0.00032
    t156 = tl.rsqrt(t155)
    t157 = (t152) * (t156)
    t158 = tl.load(m40_ptr + offs_n2[:, None] * m40_s0 + offs_n1[None, :] * m40_s1, mask=(offs_n2 < E_n2)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_159:
        t160 = tl.dot(tl.where((offs_n2 < E_n2)[None, :], t157, 0.0), tl.where((offs_n2 < E_n2)[:, None], t158, 0.0), input_precision="ieee")
    else:
        t160 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, :], t157, 0.0), 2) * tl.expand_dims(tl.where((offs_n2 < E_n2)[:, None], t158, 0.0), 0), axis=1)
    t161 = (t149) * (t160)
    t162 = tl.load(m48_ptr + offs_n1[:, None] * m48_s0 + offs_n2[None, :] * m48_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    if DOT_163:
        t164 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t161, 0.0), tl.where((offs_n1 < E_n1)[:, None], t162, 0.0), input_precision="ieee")
    else:
        t164 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t161, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t162, 0.0), 0), axis=1)
    tl.store(buf165_ptr + offs_c1[:, None] * buf165_s0 + offs_n2[None, :] * buf165_s1, t164, mask=(offs_c1 < E_c1)[:, None] & (offs_n2 < E_n2)[None, :])


@triton.jit
def kernel_5(buf143_ptr, buf143_s0, buf143_s1, buf165_ptr, buf165_s0, buf165_s1, m1_ptr, m1_s0, m1_s1, buf171_ptr, buf171_s0, buf171_s1, E_c0, E_n0, F_n0: tl.constexpr, T_c0: tl.constexpr):
    # writes buf171: Combine over grid x.1@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t144 = tl.load(buf143_ptr + offs_n0[:, None] * buf143_s0 + offs_c0[None, :] * buf143_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c0 < E_c0)[None, :], other=0).to(tl.float32)
    t166 = tl.load(buf165_ptr + offs_n0[:, None] * buf165_s0 + offs_c0[None, :] * buf165_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c0 < E_c0)[None, :], other=0).to(tl.float32)
    t167 = (t166) * (16.000000000000004)
    t168 = tl.load(m1_ptr + offs_n0[:, None] * m1_s0 + offs_c0[None, :] * m1_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c0 < E_c0)[None, :], other=0).to(tl.float32)
    t169 = t167 + t168
    t170 = t144 + t169
    tl.store(buf171_ptr + offs_n0[:, None] * buf171_s0 + offs_c0[None, :] * buf171_s1, t170, mask=(offs_n0 < E_n0)[:, None] & (offs_c0 < E_c0)[None, :])


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
    states11 = torch.full([_cdiv(8, T['c1']), _cdiv(32, T['c2']), T['c1'], 1], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(8, T['c1']) * _cdiv(32, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), states11_ptr=states11, states11_s0=states11.stride(0), states11_s1=states11.stride(1), states11_s2=states11.stride(2), states11_s3=states11.stride(3), E_c1=8, E_c2=32, T_c1=T['c1'], T_c2=T['c2'])
    m20 = inputs['w_gate']
    m19 = m20.narrow(0, 0, 1)
    m18 = m19.reshape([64, 32])
    m17 = m18.permute([1, 0])
    buf24 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(8, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), states11_ptr=states11, states11_s0=states11.stride(0), states11_s1=states11.stride(1), states11_s2=states11.stride(2), states11_s3=states11.stride(3), m17_ptr=m17, m17_s0=m17.stride(0), m17_s1=m17.stride(1), buf24_ptr=buf24, buf24_s0=buf24.stride(0), buf24_s1=buf24.stride(1), E_c1=8, E_c2=32, E_n1=64, E_n2=32, DOT_22=(T['c1']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, F_n1=_pow2(64), F_n2=_pow2(32), T_c1=T['c1'], T_c2=T['c2'])
    buf28 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(8, T['c1']),)](buf24_ptr=buf24, buf24_s0=buf24.stride(0), buf24_s1=buf24.stride(1), buf28_ptr=buf28, buf28_s0=buf28.stride(0), buf28_s1=buf28.stride(1), E_c1=8, E_n1=64, F_n1=_pow2(64), T_c1=T['c1'])
    m43 = inputs['w_up']
    m42 = m43.narrow(0, 0, 1)
    m41 = m42.reshape([64, 32])
    m40 = m41.permute([1, 0])
    m51 = inputs['w_down']
    m50 = m51.narrow(0, 0, 1)
    m49 = m50.reshape([32, 64])
    m48 = m49.permute([1, 0])
    m59 = m5.narrow(0, 1, 1)
    m58 = m59.reshape([1, 32])
    m64 = m20.narrow(0, 1, 1)
    m63 = m64.reshape([64, 32])
    m62 = m63.permute([1, 0])
    m80 = m43.narrow(0, 1, 1)
    m79 = m80.reshape([64, 32])
    m78 = m79.permute([1, 0])
    m139 = m51.narrow(0, 1, 1)
    m138 = m139.reshape([32, 64])
    m137 = m138.permute([1, 0])
    buf143 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(8, T['c1']),)](buf24_ptr=buf24, buf24_s0=buf24.stride(0), buf24_s1=buf24.stride(1), buf28_ptr=buf28, buf28_s0=buf28.stride(0), buf28_s1=buf28.stride(1), m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m40_ptr=m40, m40_s0=m40.stride(0), m40_s1=m40.stride(1), m48_ptr=m48, m48_s0=m48.stride(0), m48_s1=m48.stride(1), m58_ptr=m58, m58_s0=m58.stride(0), m58_s1=m58.stride(1), m62_ptr=m62, m62_s0=m62.stride(0), m62_s1=m62.stride(1), m78_ptr=m78, m78_s0=m78.stride(0), m78_s1=m78.stride(1), states11_ptr=states11, states11_s0=states11.stride(0), states11_s1=states11.stride(1), states11_s2=states11.stride(2), states11_s3=states11.stride(3), m137_ptr=m137, m137_s0=m137.stride(0), m137_s1=m137.stride(1), buf143_ptr=buf143, buf143_s0=buf143.stride(0), buf143_s1=buf143.stride(1), E_c1=8, E_c2=32, E_n1=64, E_n2=32, DOT_100=(T['c1']) >= 16 and (_pow2(64)) >= 16 and (_pow2(32)) >= 16, DOT_107=(T['c1']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, DOT_118=(T['c1']) >= 16 and (_pow2(64)) >= 16 and (T['c2']) >= 16, DOT_126=(T['c1']) >= 16 and (T['c2']) >= 16 and (_pow2(64)) >= 16, DOT_130=(T['c1']) >= 16 and (T['c2']) >= 16 and (_pow2(64)) >= 16, DOT_141=(T['c1']) >= 16 and (_pow2(64)) >= 16 and (_pow2(32)) >= 16, DOT_45=(T['c1']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, DOT_53=(T['c1']) >= 16 and (_pow2(64)) >= 16 and (T['c2']) >= 16, DOT_66=(T['c1']) >= 16 and (T['c2']) >= 16 and (_pow2(64)) >= 16, DOT_69=(T['c1']) >= 16 and (_pow2(64)) >= 16 and (_pow2(32)) >= 16, DOT_82=(T['c1']) >= 16 and (T['c2']) >= 16 and (_pow2(64)) >= 16, DOT_97=(T['c1']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, F_n1=_pow2(64), F_n2=_pow2(32), T_c1=T['c1'], T_c2=T['c2'])
    buf165 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(_cdiv(8, T['c1']),)](buf24_ptr=buf24, buf24_s0=buf24.stride(0), buf24_s1=buf24.stride(1), m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), states11_ptr=states11, states11_s0=states11.stride(0), states11_s1=states11.stride(1), states11_s2=states11.stride(2), states11_s3=states11.stride(3), m40_ptr=m40, m40_s0=m40.stride(0), m40_s1=m40.stride(1), m48_ptr=m48, m48_s0=m48.stride(0), m48_s1=m48.stride(1), buf165_ptr=buf165, buf165_s0=buf165.stride(0), buf165_s1=buf165.stride(1), E_c1=8, E_c2=32, E_n1=64, E_n2=32, DOT_159=(T['c1']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, DOT_163=(T['c1']) >= 16 and (_pow2(64)) >= 16 and (_pow2(32)) >= 16, F_n1=_pow2(64), F_n2=_pow2(32), T_c1=T['c1'], T_c2=T['c2'])
    buf171 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_5[(_cdiv(32, T['c0']),)](buf143_ptr=buf143, buf143_s0=buf143.stride(0), buf143_s1=buf143.stride(1), buf165_ptr=buf165, buf165_s0=buf165.stride(0), buf165_s1=buf165.stride(1), m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), buf171_ptr=buf171, buf171_s0=buf171.stride(0), buf171_s1=buf171.stride(1), E_c0=32, E_n0=8, F_n0=_pow2(8), T_c0=T['c0'])
    return buf171


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
