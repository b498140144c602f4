"""ngpt [small], candidate 8: 5 kernel(s)

Rendered by EqiForge from candidate 8 of ngpt [small]: grid(h.0@0) loop(h.1[32]: sum) ; grid(h.1@1) loop(s_u.0[64]: sum) {loop(h.1[32]: sum) loop(h.1[32]: sum)} [3 mm] ; grid() loop(h.1[32]: sum) ; grid() loop(h.1[32]: sum) ; grid(h.1@1) loop(s_u.0[64]: sum) {loop(h.1[32]: sum)} loop(s_u.0[64]: sum) {loop(h.1[32]: sum)} [4 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid h.1@1[32]
    c1: loop s_u.0[64]
    c2: loop h.1[32]
    c3: grid h.0@0[8]

Run it on its own: `python kernels/f08.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/ngpt.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 16, "c1": 32, "c2": 16, "c3": 4}


@triton.jit
def kernel_0(m5_ptr, m5_s0, m5_s1, buf72_ptr, buf72_s0, buf72_s1, E_c2, E_c3, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # writes buf72: Combine over grid h.0@0[8]
    pid = tl.program_id(0)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    offs_one = tl.arange(0, 1)
    acc71 = tl.full([T_c3, 1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t68 = tl.load(m5_ptr + offs_c3[:, None] * m5_s0 + offs_c2[None, :] * m5_s1, mask=(offs_c3 < E_c3)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t69 = (t68) * (t68)
        t70 = tl.sum(tl.where((offs_c2 < E_c2)[None, :], t69, 0.0), axis=1, keep_dims=True)
        acc71 = acc71 + t70
    tl.store(buf72_ptr + offs_c3[:, None] * buf72_s0, acc71, mask=(offs_c3 < E_c3)[:, None])


@triton.jit
def kernel_1(m5_ptr, m5_s0, m5_s1, m7_ptr, m7_s0, m7_s1, m12_ptr, m12_s0, m12_s1, m21_ptr, m21_s0, m21_s1, m27_ptr, m27_s0, m27_s1, m33_ptr, m33_s0, m33_s1, buf104_ptr, buf104_s0, buf104_s1, E_c0, E_c1, E_c2, E_n0, DOT_101: tl.constexpr, DOT_83: tl.constexpr, DOT_94: tl.constexpr, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf104: Combine over grid h.1@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    acc103 = tl.full([F_n0, T_c0], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        acc85 = tl.full([F_n0, T_c1], 0.0, tl.float32)
        for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
            offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

            t81 = tl.load(m5_ptr + offs_n0[:, None] * m5_s0 + offs_c2[None, :] * m5_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
            t82 = tl.load(m7_ptr + offs_c2[:, None] * m7_s0 + offs_c1[None, :] * m7_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
            if DOT_83:
                t84 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t81, 0.0), tl.where((offs_c2 < E_c2)[:, None], t82, 0.0), input_precision="ieee")
            else:
                t84 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t81, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t82, 0.0), 0), axis=1)
            acc85 = acc85 + t84
        t86 = tl.load(m12_ptr + offs_c1[None, :] * m12_s1, mask=(offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        t87 = (acc85) * (t86)
        t88 = (t87) * (2.8284271247461903)
        t89 = 2.0 / (1.0 + tl.exp(-2.0 * (t88))) - 1.0
        t90 = t89 + 1.0
        t91 = (t87) * (t90)
        acc96 = tl.full([F_n0, T_c1], 0.0, tl.float32)
        for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
            offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

            t92 = tl.load(m5_ptr + offs_n0[:, None] * m5_s0 + offs_c2[None, :] * m5_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
            t93 = tl.load(m21_ptr + offs_c2[:, None] * m21_s0 + offs_c1[None, :] * m21_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
            if DOT_94:
                t95 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t92, 0.0), tl.where((offs_c2 < E_c2)[:, None], t93, 0.0), input_precision="ieee")
            else:
                t95 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t92, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t93, 0.0), 0), axis=1)
            acc96 = acc96 + t95
        t97 = tl.load(m27_ptr + offs_c1[None, :] * m27_s1, mask=(offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        t98 = (acc96) * (t97)
        t99 = (t91) * (t98)
        t100 = tl.load(m33_ptr + offs_c1[:, None] * m33_s0 + offs_c0[None, :] * m33_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_c0 < E_c0)[None, :], other=0).to(tl.float32)
        if DOT_101:
            t102 = tl.dot(tl.where((offs_c1 < E_c1)[None, :], t99, 0.0), tl.where((offs_c1 < E_c1)[:, None], t100, 0.0), input_precision="ieee")
        else:
            t102 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, :], t99, 0.0), 2) * tl.expand_dims(tl.where((offs_c1 < E_c1)[:, None], t100, 0.0), 0), axis=1)
        acc103 = acc103 + t102
    tl.store(buf104_ptr + offs_n0[:, None] * buf104_s0 + offs_c0[None, :] * buf104_s1, acc103, mask=(offs_n0 < E_n0)[:, None] & (offs_c0 < E_c0)[None, :])


@triton.jit
def kernel_2(buf104_ptr, buf104_s0, buf104_s1, buf110_ptr, buf110_s0, buf110_s1, E_c2, E_n0, F_n0: tl.constexpr, T_c2: tl.constexpr):
    # writes buf110: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    acc109 = tl.full([F_n0, 1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t106 = tl.load(buf104_ptr + offs_n0[:, None] * buf104_s0 + offs_c2[None, :] * buf104_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t107 = (t106) * (t106)
        t108 = tl.sum(tl.where((offs_c2 < E_c2)[None, :], t107, 0.0), axis=1, keep_dims=True)
        acc109 = acc109 + t108
    tl.store(buf110_ptr + offs_n0[:, None] * buf110_s0, acc109, mask=(offs_n0 < E_n0)[:, None])


@triton.jit
def kernel_3(m1_ptr, m1_s0, m1_s1, buf104_ptr, buf104_s0, buf104_s1, buf110_ptr, buf110_s0, buf110_s1, m5_ptr, m5_s0, m5_s1, buf127_ptr, buf127_s0, buf127_s1, E_c2, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf127: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t111 = tl.load(buf110_ptr + offs_n0[:, None] * buf110_s0, mask=(offs_n0 < E_n0)[:, None], other=0).to(tl.float32)
    t112 = tl.rsqrt(t111)
    t116 = tl.load(m5_ptr + offs_n0[:, None] * m5_s0 + offs_n1[None, :] * m5_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t117 = (t116) * (t116)
    t118 = tl.sum(tl.where((offs_n1 < E_n1)[None, :], t117, 0.0), axis=1, keep_dims=True)
    t119 = tl.sqrt(t118)
    acc126 = tl.full([F_n0, 1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t79 = tl.load(m1_ptr + offs_c2[None, :] * m1_s1, mask=(offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t80 = tl.abs(t79)
        t105 = tl.load(buf104_ptr + offs_n0[:, None] * buf104_s0 + offs_c2[None, :] * buf104_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t113 = (t105) * (t112)
        t114 = (t113) * (1.0)
        t115 = tl.load(m5_ptr + offs_n0[:, None] * m5_s0 + offs_c2[None, :] * m5_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t120 = (t115) / (t119)
        t121 = t114 - (t120)
        t122 = (t80) * (t121)
        t123 = t122 + t120
        t124 = (t123) * (t123)
        t125 = tl.sum(tl.where((offs_c2 < E_c2)[None, :], t124, 0.0), axis=1, keep_dims=True)
        acc126 = acc126 + t125
    tl.store(buf127_ptr + offs_n0[:, None] * buf127_s0, acc126, mask=(offs_n0 < E_n0)[:, None])


@triton.jit
def kernel_4(m1_ptr, m1_s0, m1_s1, m5_ptr, m5_s0, m5_s1, m7_ptr, m7_s0, m7_s1, m12_ptr, m12_s0, m12_s1, m21_ptr, m21_s0, m21_s1, m27_ptr, m27_s0, m27_s1, m33_ptr, m33_s0, m33_s1, buf72_ptr, buf72_s0, buf72_s1, buf127_ptr, buf127_s0, buf127_s1, buf131_ptr, buf131_s0, buf131_s1, E_c0, E_c1, E_c2, E_n0, E_n1, DOT_10: tl.constexpr, DOT_24: tl.constexpr, DOT_36: tl.constexpr, DOT_40: tl.constexpr, DOT_50: tl.constexpr, DOT_58: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf131: Combine over grid h.1@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t3 = tl.load(m1_ptr + offs_c0[None, :] * m1_s1, mask=(offs_c0 < E_c0)[None, :], other=0).to(tl.float32)
    t4 = tl.abs(t3)
    t6 = tl.load(m5_ptr + offs_n0[:, None] * m5_s0 + offs_n1[None, :] * m5_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    acc38 = tl.full([F_n0, T_c0], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t9 = tl.load(m7_ptr + offs_n1[:, None] * m7_s0 + offs_c1[None, :] * m7_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        if DOT_10:
            t11 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t6, 0.0), tl.where((offs_n1 < E_n1)[:, None], t9, 0.0), input_precision="ieee")
        else:
            t11 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t6, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t9, 0.0), 0), axis=1)
        t14 = tl.load(m12_ptr + offs_c1[None, :] * m12_s1, mask=(offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        t15 = (t11) * (t14)
        t16 = (t14) * (5.656854249492381)
        t17 = (t11) * (t16)
        t18 = 1.0 / (1.0 + tl.exp(-(t17)))
        t19 = (t15) * (t18)
        acc26 = tl.full([F_n0, T_c1], 0.0, tl.float32)
        for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
            offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

            t20 = tl.load(m5_ptr + offs_n0[:, None] * m5_s0 + offs_c2[None, :] * m5_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
            t23 = tl.load(m21_ptr + offs_c2[:, None] * m21_s0 + offs_c1[None, :] * m21_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
            if DOT_24:
                t25 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t20, 0.0), tl.where((offs_c2 < E_c2)[:, None], t23, 0.0), input_precision="ieee")
            else:
                t25 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t20, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t23, 0.0), 0), axis=1)
            acc26 = acc26 + t25
        t29 = tl.load(m27_ptr + offs_c1[None, :] * m27_s1, mask=(offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        t30 = (t29) * (5.656854249492381)
        t31 = (acc26) * (t30)
        t32 = (t19) * (t31)
        t35 = tl.load(m33_ptr + offs_c1[:, None] * m33_s0 + offs_c0[None, :] * m33_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_c0 < E_c0)[None, :], other=0).to(tl.float32)
        if DOT_36:
            t37 = tl.dot(tl.where((offs_c1 < E_c1)[None, :], t32, 0.0), tl.where((offs_c1 < E_c1)[:, None], t35, 0.0), input_precision="ieee")
        else:
            t37 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, :], t32, 0.0), 2) * tl.expand_dims(tl.where((offs_c1 < E_c1)[:, None], t35, 0.0), 0), axis=1)
        acc38 = acc38 + t37
    acc60 = tl.full([F_n0, F_n1], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t39 = tl.load(m7_ptr + offs_n1[:, None] * m7_s0 + offs_c1[None, :] * m7_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        if DOT_40:
            t41 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t6, 0.0), tl.where((offs_n1 < E_n1)[:, None], t39, 0.0), input_precision="ieee")
        else:
            t41 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t6, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t39, 0.0), 0), axis=1)
        t42 = tl.load(m12_ptr + offs_c1[None, :] * m12_s1, mask=(offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        t43 = (t41) * (t42)
        t44 = (t42) * (5.656854249492381)
        t45 = (t41) * (t44)
        t46 = 1.0 / (1.0 + tl.exp(-(t45)))
        t47 = (t43) * (t46)
        acc52 = tl.full([F_n0, T_c1], 0.0, tl.float32)
        for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
            offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

            t48 = tl.load(m5_ptr + offs_n0[:, None] * m5_s0 + offs_c2[None, :] * m5_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
            t49 = tl.load(m21_ptr + offs_c2[:, None] * m21_s0 + offs_c1[None, :] * m21_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
            if DOT_50:
                t51 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t48, 0.0), tl.where((offs_c2 < E_c2)[:, None], t49, 0.0), input_precision="ieee")
            else:
                t51 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t48, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t49, 0.0), 0), axis=1)
            acc52 = acc52 + t51
        t53 = tl.load(m27_ptr + offs_c1[None, :] * m27_s1, mask=(offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        t54 = (t53) * (5.656854249492381)
        t55 = (acc52) * (t54)
        t56 = (t47) * (t55)
        t57 = tl.load(m33_ptr + offs_c1[:, None] * m33_s0 + offs_n1[None, :] * m33_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
        if DOT_58:
            t59 = tl.dot(tl.where((offs_c1 < E_c1)[None, :], t56, 0.0), tl.where((offs_c1 < E_c1)[:, None], t57, 0.0), input_precision="ieee")
        else:
            t59 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, :], t56, 0.0), 2) * tl.expand_dims(tl.where((offs_c1 < E_c1)[:, None], t57, 0.0), 0), axis=1)
        acc60 = acc60 + t59
    t61 = (acc60) * (acc60)
    t62 = tl.sum(tl.where((offs_n1 < E_n1)[None, :], t61, 0.0), axis=1, keep_dims=True)
    t63 = (t62) * (32.00000000000001)
    t64 = tl.rsqrt(t63)
    t65 = (acc38) * (t64)
    t66 = (t65) * (5.656854249492381)
    t67 = tl.load(m5_ptr + offs_n0[:, None] * m5_s0 + offs_c0[None, :] * m5_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c0 < E_c0)[None, :], other=0).to(tl.float32)
    t73 = tl.load(buf72_ptr + offs_n0[:, None] * buf72_s0, mask=(offs_n0 < E_n0)[:, None], other=0).to(tl.float32)
    t74 = tl.sqrt(t73)
    t75 = (t67) / (t74)
    t76 = t66 - (t75)
    t77 = (t4) * (t76)
    t78 = t77 + t75
    t128 = tl.load(buf127_ptr + offs_n0[:, None] * buf127_s0, mask=(offs_n0 < E_n0)[:, None], other=0).to(tl.float32)
    t129 = tl.sqrt(t128)
    t130 = (t78) / (t129)
    tl.store(buf131_ptr + offs_n0[:, None] * buf131_s0 + offs_c0[None, :] * buf131_s1, t130, mask=(offs_n0 < E_n0)[:, None] & (offs_c0 < E_c0)[None, :])


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
    m13 = inputs['s_v']
    m12 = m13.reshape([1, 64])
    m22 = inputs['w_u']
    m21 = m22.permute([1, 0])
    m28 = inputs['s_u']
    m27 = m28.reshape([1, 64])
    m34 = inputs['w_o']
    m33 = m34.permute([1, 0])
    buf72 = torch.full([8, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(8, T['c3']),)](m5_ptr=m5, m5_s0=m5.stride(0), m5_s1=m5.stride(1), buf72_ptr=buf72, buf72_s0=buf72.stride(0), buf72_s1=buf72.stride(1), E_c2=32, E_c3=8, T_c2=T['c2'], T_c3=T['c3'])
    buf104 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(32, T['c0']),)](m5_ptr=m5, m5_s0=m5.stride(0), m5_s1=m5.stride(1), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), m12_ptr=m12, m12_s0=m12.stride(0), m12_s1=m12.stride(1), m21_ptr=m21, m21_s0=m21.stride(0), m21_s1=m21.stride(1), m27_ptr=m27, m27_s0=m27.stride(0), m27_s1=m27.stride(1), m33_ptr=m33, m33_s0=m33.stride(0), m33_s1=m33.stride(1), buf104_ptr=buf104, buf104_s0=buf104.stride(0), buf104_s1=buf104.stride(1), E_c0=32, E_c1=64, E_c2=32, E_n0=8, DOT_101=(_pow2(8)) >= 16 and (T['c1']) >= 16 and (T['c0']) >= 16, DOT_83=(_pow2(8)) >= 16 and (T['c2']) >= 16 and (T['c1']) >= 16, DOT_94=(_pow2(8)) >= 16 and (T['c2']) >= 16 and (T['c1']) >= 16, F_n0=_pow2(8), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    buf110 = torch.full([8, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(1,)](buf104_ptr=buf104, buf104_s0=buf104.stride(0), buf104_s1=buf104.stride(1), buf110_ptr=buf110, buf110_s0=buf110.stride(0), buf110_s1=buf110.stride(1), E_c2=32, E_n0=8, F_n0=_pow2(8), T_c2=T['c2'])
    buf127 = torch.full([8, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(1,)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), buf104_ptr=buf104, buf104_s0=buf104.stride(0), buf104_s1=buf104.stride(1), buf110_ptr=buf110, buf110_s0=buf110.stride(0), buf110_s1=buf110.stride(1), m5_ptr=m5, m5_s0=m5.stride(0), m5_s1=m5.stride(1), buf127_ptr=buf127, buf127_s0=buf127.stride(0), buf127_s1=buf127.stride(1), E_c2=32, E_n0=8, E_n1=32, F_n0=_pow2(8), F_n1=_pow2(32), T_c2=T['c2'])
    buf131 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(_cdiv(32, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m5_ptr=m5, m5_s0=m5.stride(0), m5_s1=m5.stride(1), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), m12_ptr=m12, m12_s0=m12.stride(0), m12_s1=m12.stride(1), m21_ptr=m21, m21_s0=m21.stride(0), m21_s1=m21.stride(1), m27_ptr=m27, m27_s0=m27.stride(0), m27_s1=m27.stride(1), m33_ptr=m33, m33_s0=m33.stride(0), m33_s1=m33.stride(1), buf72_ptr=buf72, buf72_s0=buf72.stride(0), buf72_s1=buf72.stride(1), buf127_ptr=buf127, buf127_s0=buf127.stride(0), buf127_s1=buf127.stride(1), buf131_ptr=buf131, buf131_s0=buf131.stride(0), buf131_s1=buf131.stride(1), E_c0=32, E_c1=64, E_c2=32, E_n0=8, E_n1=32, DOT_10=(_pow2(8)) >= 16 and (_pow2(32)) >= 16 and (T['c1']) >= 16, DOT_24=(_pow2(8)) >= 16 and (T['c2']) >= 16 and (T['c1']) >= 16, DOT_36=(_pow2(8)) >= 16 and (T['c1']) >= 16 and (T['c0']) >= 16, DOT_40=(_pow2(8)) >= 16 and (_pow2(32)) >= 16 and (T['c1']) >= 16, DOT_50=(_pow2(8)) >= 16 and (T['c2']) >= 16 and (T['c1']) >= 16, DOT_58=(_pow2(8)) >= 16 and (T['c1']) >= 16 and (_pow2(32)) >= 16, F_n0=_pow2(8), F_n1=_pow2(32), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    return buf131


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
