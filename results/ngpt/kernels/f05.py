"""ngpt [small], candidate 5: 4 kernel(s)

Rendered by EqiForge from candidate 5 of ngpt [small]: grid(h.0@0) loop(h.1[32]: pair(sum, sum)) [3 mm] ; grid(h.0@0) ; grid(h.0@0) loop(s_u.0[64]: sum) {loop(h.1[32]: pair(sum, sum))} loop(h.1[32]: sum) [4 mm] ; grid(h.0@0) loop(s_u.0[64]: sum) {loop(h.1[32]: pair(sum, sum))} loop(h.1[32]: sum) [4 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid h.0@0[8]
    c1: loop s_u.0[64]
    c2: loop h.1[32]

Run it on its own: `python kernels/f05.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/ngpt.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 4, "c1": 32, "c2": 16}


@triton.jit
def kernel_0(m5_ptr, m5_s0, m5_s1, m7_ptr, m7_s0, m7_s1, m12_ptr, m12_s0, m12_s1, m27_ptr, m27_s0, m27_s1, m19_ptr, m19_s0, m19_s1, m39_ptr, m39_s0, m39_s1, buf66_ptr, buf66_s0, buf66_s1, E_c0, E_c2, E_n0, E_n1, DOT_47: tl.constexpr, DOT_50: tl.constexpr, DOT_64: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # writes buf66: Combine over grid h.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    acc52 = tl.full([T_c0, F_n1], 0.0, tl.float32)
    acc53 = tl.full([T_c0, F_n1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t45 = tl.load(m5_ptr + offs_c0[:, None] * m5_s0 + offs_c2[None, :] * m5_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t46 = tl.load(m7_ptr + offs_c2[:, None] * m7_s0 + offs_n1[None, :] * m7_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
        if DOT_47:
            t48 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t45, 0.0), tl.where((offs_c2 < E_c2)[:, None], t46, 0.0), input_precision="ieee")
        else:
            t48 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t45, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t46, 0.0), 0), axis=1)
        t49 = tl.load(m12_ptr + offs_c2[:, None] * m12_s0 + offs_n1[None, :] * m12_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
        if DOT_50:
            t51 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t45, 0.0), tl.where((offs_c2 < E_c2)[:, None], t49, 0.0), input_precision="ieee")
        else:
            t51 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t45, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t49, 0.0), 0), axis=1)
        acc52 = acc52 + t48
        acc53 = acc53 + t51
    t54 = tl.load(m27_ptr + offs_n1[None, :] * m27_s1, mask=(offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t55 = (acc52) * (t54)
    t56 = (t54) * (5.656854249492381)
    t57 = (acc52) * (t56)
    t58 = 1.0 / (1.0 + tl.exp(-(t57)))
    t59 = (t55) * (t58)
    t60 = tl.load(m19_ptr + offs_n1[None, :] * m19_s1, mask=(offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t61 = (acc53) * (t60)
    t62 = (t59) * (t61)
    t63 = tl.load(m39_ptr + offs_n1[:, None] * m39_s0 + offs_n0[None, :] * m39_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    if DOT_64:
        t65 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t62, 0.0), tl.where((offs_n1 < E_n1)[:, None], t63, 0.0), input_precision="ieee")
    else:
        t65 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t62, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t63, 0.0), 0), axis=1)
    tl.store(buf66_ptr + offs_c0[:, None] * buf66_s0 + offs_n0[None, :] * buf66_s1, t65, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :])


@triton.jit
def kernel_1(buf66_ptr, buf66_s0, buf66_s1, buf71_ptr, buf71_s0, buf71_s1, E_c0, E_n0, F_n0: tl.constexpr, T_c0: tl.constexpr):
    # writes buf71: Combine over grid h.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t67 = tl.load(buf66_ptr + offs_c0[:, None] * buf66_s0 + offs_n0[None, :] * buf66_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t68 = (t67) * (t67)
    t69 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t68, 0.0), axis=1, keep_dims=True)
    t70 = (t69) * (1024.0000000000005)
    tl.store(buf71_ptr + offs_c0[:, None] * buf71_s0, t70, mask=(offs_c0 < E_c0)[:, None])


@triton.jit
def kernel_2(m1_ptr, m1_s0, m1_s1, m5_ptr, m5_s0, m5_s1, m7_ptr, m7_s0, m7_s1, m12_ptr, m12_s0, m12_s1, m19_ptr, m19_s0, m19_s1, m27_ptr, m27_s0, m27_s1, m39_ptr, m39_s0, m39_s1, buf71_ptr, buf71_s0, buf71_s1, buf131_ptr, buf131_s0, buf131_s1, E_c0, E_c1, E_c2, E_n0, DOT_100: tl.constexpr, DOT_113: tl.constexpr, DOT_89: tl.constexpr, DOT_92: tl.constexpr, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf131: Combine over grid h.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t85 = tl.load(m1_ptr + offs_n0[None, :] * m1_s1, mask=(offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t86 = tl.abs(t85)
    t98 = tl.load(m5_ptr + offs_c0[:, None] * m5_s0 + offs_n0[None, :] * m5_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    acc115 = tl.full([T_c0, F_n0], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        acc94 = tl.full([T_c0, T_c1], 0.0, tl.float32)
        acc95 = tl.full([T_c0, T_c1], 0.0, tl.float32)
        for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
            offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

            t87 = tl.load(m5_ptr + offs_c0[:, None] * m5_s0 + offs_c2[None, :] * m5_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
            t88 = tl.load(m7_ptr + offs_c2[:, None] * m7_s0 + offs_c1[None, :] * m7_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
            if DOT_89:
                t90 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t87, 0.0), tl.where((offs_c2 < E_c2)[:, None], t88, 0.0), input_precision="ieee")
            else:
                t90 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t87, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t88, 0.0), 0), axis=1)
            t91 = tl.load(m12_ptr + offs_c2[:, None] * m12_s0 + offs_c1[None, :] * m12_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
            if DOT_92:
                t93 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t87, 0.0), tl.where((offs_c2 < E_c2)[:, None], t91, 0.0), input_precision="ieee")
            else:
                t93 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t87, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t91, 0.0), 0), axis=1)
            acc94 = acc94 + t90
            acc95 = acc95 + t93
        t96 = tl.load(m19_ptr + offs_c1[None, :] * m19_s1, mask=(offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        t97 = (acc95) * (t96)
        t99 = tl.load(m7_ptr + offs_n0[:, None] * m7_s0 + offs_c1[None, :] * m7_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        if DOT_100:
            t101 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t98, 0.0), tl.where((offs_n0 < E_n0)[:, None], t99, 0.0), input_precision="ieee")
        else:
            t101 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t98, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t99, 0.0), 0), axis=1)
        t102 = tl.load(m27_ptr + offs_c1[None, :] * m27_s1, mask=(offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        t103 = (t101) * (t102)
        t104 = (t103) * (2.8284271247461903)
        t105 = 2.0 / (1.0 + tl.exp(-2.0 * (t104))) - 1.0
        t106 = t105 + 1.0
        t107 = (t102) * (5.656854249492381)
        t108 = (t101) * (t107)
        t109 = (t106) * (t108)
        t110 = (t109) * (0.5)
        t111 = (t97) * (t110)
        t112 = tl.load(m39_ptr + offs_c1[:, None] * m39_s0 + offs_n0[None, :] * m39_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
        if DOT_113:
            t114 = tl.dot(tl.where((offs_c1 < E_c1)[None, :], t111, 0.0), tl.where((offs_c1 < E_c1)[:, None], t112, 0.0), input_precision="ieee")
        else:
            t114 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, :], t111, 0.0), 2) * tl.expand_dims(tl.where((offs_c1 < E_c1)[:, None], t112, 0.0), 0), axis=1)
        acc115 = acc115 + t114
    t116 = tl.load(buf71_ptr + offs_c0[:, None] * buf71_s0, mask=(offs_c0 < E_c0)[:, None], other=0).to(tl.float32)
    t117 = tl.rsqrt(t116)
    t118 = (acc115) * (t117)
    t119 = (t118) * (5.656854249492381)
    acc123 = tl.full([T_c0, 1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t120 = tl.load(m5_ptr + offs_c0[:, None] * m5_s0 + offs_c2[None, :] * m5_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t121 = (t120) * (t120)
        t122 = tl.sum(tl.where((offs_c2 < E_c2)[None, :], t121, 0.0), axis=1, keep_dims=True)
        acc123 = acc123 + t122
    t124 = tl.rsqrt(acc123)
    t125 = (t98) * (t124)
    t126 = t119 - (t125)
    t127 = (t86) * (t126)
    t128 = t127 + t125
    t129 = (t128) * (t128)
    t130 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t129, 0.0), axis=1, keep_dims=True)
    tl.store(buf131_ptr + offs_c0[:, None] * buf131_s0, t130, mask=(offs_c0 < E_c0)[:, None])


@triton.jit
def kernel_3(m1_ptr, m1_s0, m1_s1, m5_ptr, m5_s0, m5_s1, m7_ptr, m7_s0, m7_s1, m12_ptr, m12_s0, m12_s1, m19_ptr, m19_s0, m19_s1, m27_ptr, m27_s0, m27_s1, m39_ptr, m39_s0, m39_s1, buf71_ptr, buf71_s0, buf71_s1, buf131_ptr, buf131_s0, buf131_s1, buf135_ptr, buf135_s0, buf135_s1, E_c0, E_c1, E_c2, E_n0, DOT_10: tl.constexpr, DOT_15: tl.constexpr, DOT_25: tl.constexpr, DOT_42: tl.constexpr, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf135: Combine over grid h.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t3 = tl.load(m1_ptr + offs_n0[None, :] * m1_s1, mask=(offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t4 = tl.abs(t3)
    t23 = tl.load(m5_ptr + offs_c0[:, None] * m5_s0 + offs_n0[None, :] * m5_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    acc44 = tl.full([T_c0, F_n0], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        acc17 = tl.full([T_c0, T_c1], 0.0, tl.float32)
        acc18 = tl.full([T_c0, T_c1], 0.0, tl.float32)
        for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
            offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

            t6 = tl.load(m5_ptr + offs_c0[:, None] * m5_s0 + offs_c2[None, :] * m5_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
            t9 = tl.load(m7_ptr + offs_c2[:, None] * m7_s0 + offs_c1[None, :] * m7_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
            if DOT_10:
                t11 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t6, 0.0), tl.where((offs_c2 < E_c2)[:, None], t9, 0.0), input_precision="ieee")
            else:
                t11 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t6, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t9, 0.0), 0), axis=1)
            t14 = tl.load(m12_ptr + offs_c2[:, None] * m12_s0 + offs_c1[None, :] * m12_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
            if DOT_15:
                t16 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t6, 0.0), tl.where((offs_c2 < E_c2)[:, None], t14, 0.0), input_precision="ieee")
            else:
                t16 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t6, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t14, 0.0), 0), axis=1)
            acc17 = acc17 + t11
            acc18 = acc18 + t16
        t21 = tl.load(m19_ptr + offs_c1[None, :] * m19_s1, mask=(offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        t22 = (acc18) * (t21)
        t24 = tl.load(m7_ptr + offs_n0[:, None] * m7_s0 + offs_c1[None, :] * m7_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        if DOT_25:
            t26 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t23, 0.0), tl.where((offs_n0 < E_n0)[:, None], t24, 0.0), input_precision="ieee")
        else:
            t26 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t23, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t24, 0.0), 0), axis=1)
        t29 = tl.load(m27_ptr + offs_c1[None, :] * m27_s1, mask=(offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        t30 = (t26) * (t29)
        t31 = (t30) * (2.8284271247461903)
        t32 = 2.0 / (1.0 + tl.exp(-2.0 * (t31))) - 1.0
        t33 = t32 + 1.0
        t34 = (t29) * (5.656854249492381)
        t35 = (t26) * (t34)
        t36 = (t33) * (t35)
        t37 = (t36) * (0.5)
        t38 = (t22) * (t37)
        t41 = tl.load(m39_ptr + offs_c1[:, None] * m39_s0 + offs_n0[None, :] * m39_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
        if DOT_42:
            t43 = tl.dot(tl.where((offs_c1 < E_c1)[None, :], t38, 0.0), tl.where((offs_c1 < E_c1)[:, None], t41, 0.0), input_precision="ieee")
        else:
            t43 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, :], t38, 0.0), 2) * tl.expand_dims(tl.where((offs_c1 < E_c1)[:, None], t41, 0.0), 0), axis=1)
        acc44 = acc44 + t43
    t72 = tl.load(buf71_ptr + offs_c0[:, None] * buf71_s0, mask=(offs_c0 < E_c0)[:, None], other=0).to(tl.float32)
    t73 = tl.rsqrt(t72)
    t74 = (acc44) * (t73)
    t75 = (t74) * (5.656854249492381)
    acc79 = tl.full([T_c0, 1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t76 = tl.load(m5_ptr + offs_c0[:, None] * m5_s0 + offs_c2[None, :] * m5_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t77 = (t76) * (t76)
        t78 = tl.sum(tl.where((offs_c2 < E_c2)[None, :], t77, 0.0), axis=1, keep_dims=True)
        acc79 = acc79 + t78
    t80 = tl.rsqrt(acc79)
    t81 = (t23) * (t80)
    t82 = t75 - (t81)
    t83 = (t4) * (t82)
    t84 = t83 + t81
    t132 = tl.load(buf131_ptr + offs_c0[:, None] * buf131_s0, mask=(offs_c0 < E_c0)[:, None], other=0).to(tl.float32)
    t133 = tl.sqrt(t132)
    t134 = (t84) / (t133)
    tl.store(buf135_ptr + offs_c0[:, None] * buf135_s0 + offs_n0[None, :] * buf135_s1, t134, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :])


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
    m2 = inputs['alpha']
    m1 = m2.reshape([1, 32])
    m5 = inputs['h']
    m8 = inputs['w_v']
    m7 = m8.permute([1, 0])
    m13 = inputs['w_u']
    m12 = m13.permute([1, 0])
    m20 = inputs['s_u']
    m19 = m20.reshape([1, 64])
    m28 = inputs['s_v']
    m27 = m28.reshape([1, 64])
    m40 = inputs['w_o']
    m39 = m40.permute([1, 0])
    buf66 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(8, T['c0']),)](m5_ptr=m5, m5_s0=m5.stride(0), m5_s1=m5.stride(1), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), m12_ptr=m12, m12_s0=m12.stride(0), m12_s1=m12.stride(1), m27_ptr=m27, m27_s0=m27.stride(0), m27_s1=m27.stride(1), m19_ptr=m19, m19_s0=m19.stride(0), m19_s1=m19.stride(1), m39_ptr=m39, m39_s0=m39.stride(0), m39_s1=m39.stride(1), buf66_ptr=buf66, buf66_s0=buf66.stride(0), buf66_s1=buf66.stride(1), E_c0=8, E_c2=32, E_n0=32, E_n1=64, DOT_47=(T['c0']) >= 16 and (T['c2']) >= 16 and (_pow2(64)) >= 16, DOT_50=(T['c0']) >= 16 and (T['c2']) >= 16 and (_pow2(64)) >= 16, DOT_64=(T['c0']) >= 16 and (_pow2(64)) >= 16 and (_pow2(32)) >= 16, F_n0=_pow2(32), F_n1=_pow2(64), T_c0=T['c0'], T_c2=T['c2'])
    buf71 = torch.full([8, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(8, T['c0']),)](buf66_ptr=buf66, buf66_s0=buf66.stride(0), buf66_s1=buf66.stride(1), buf71_ptr=buf71, buf71_s0=buf71.stride(0), buf71_s1=buf71.stride(1), E_c0=8, E_n0=32, F_n0=_pow2(32), T_c0=T['c0'])
    buf131 = torch.full([8, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(8, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m5_ptr=m5, m5_s0=m5.stride(0), m5_s1=m5.stride(1), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), m12_ptr=m12, m12_s0=m12.stride(0), m12_s1=m12.stride(1), m19_ptr=m19, m19_s0=m19.stride(0), m19_s1=m19.stride(1), m27_ptr=m27, m27_s0=m27.stride(0), m27_s1=m27.stride(1), m39_ptr=m39, m39_s0=m39.stride(0), m39_s1=m39.stride(1), buf71_ptr=buf71, buf71_s0=buf71.stride(0), buf71_s1=buf71.stride(1), buf131_ptr=buf131, buf131_s0=buf131.stride(0), buf131_s1=buf131.stride(1), E_c0=8, E_c1=64, E_c2=32, E_n0=32, DOT_100=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (T['c1']) >= 16, DOT_113=(T['c0']) >= 16 and (T['c1']) >= 16 and (_pow2(32)) >= 16, DOT_89=(T['c0']) >= 16 and (T['c2']) >= 16 and (T['c1']) >= 16, DOT_92=(T['c0']) >= 16 and (T['c2']) >= 16 and (T['c1']) >= 16, F_n0=_pow2(32), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    buf135 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(8, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m5_ptr=m5, m5_s0=m5.stride(0), m5_s1=m5.stride(1), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), m12_ptr=m12, m12_s0=m12.stride(0), m12_s1=m12.stride(1), m19_ptr=m19, m19_s0=m19.stride(0), m19_s1=m19.stride(1), m27_ptr=m27, m27_s0=m27.stride(0), m27_s1=m27.stride(1), m39_ptr=m39, m39_s0=m39.stride(0), m39_s1=m39.stride(1), buf71_ptr=buf71, buf71_s0=buf71.stride(0), buf71_s1=buf71.stride(1), buf131_ptr=buf131, buf131_s0=buf131.stride(0), buf131_s1=buf131.stride(1), buf135_ptr=buf135, buf135_s0=buf135.stride(0), buf135_s1=buf135.stride(1), E_c0=8, E_c1=64, E_c2=32, E_n0=32, DOT_10=(T['c0']) >= 16 and (T['c2']) >= 16 and (T['c1']) >= 16, DOT_15=(T['c0']) >= 16 and (T['c2']) >= 16 and (T['c1']) >= 16, DOT_25=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (T['c1']) >= 16, DOT_42=(T['c0']) >= 16 and (T['c1']) >= 16 and (_pow2(32)) >= 16, F_n0=_pow2(32), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    return buf135


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
