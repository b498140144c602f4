"""qknorm_mla [small], candidate 1540: 2 kernel(s)

Rendered by EqiForge from candidate 1540 of qknorm_mla [small]: grid(q.1@1) loop(q.3[16]: sum) loop(c_kv.1[32]: max) {loop(c_kv.2[64]: pair(sum, sum)) {loop(q.3[16]: sum)}} [9 mm] | grid(cut0.0@0, cut0.1@1, w_uv.3@3) [1 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid cut0.0@0[2]
    c1: grid cut0.1@1[4]
    c2: grid w_uv.3@3[16]
    c3: grid q.1@1[4]
    c4: loop q.3[16]
    c5: loop c_kv.1[32]
    c6: loop c_kv.2[64]

Run it on its own: `python kernels/f1540.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/qknorm_mla.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 1, "c1": 2, "c2": 8, "c3": 2, "c4": 8, "c5": 16, "c6": 32}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 2, "c1": 4, "c2": 16, "c3": 4, "c4": 16, "c5": 32, "c6": 64}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m6_ptr, m6_s0, m6_s1, m6_s2, m6_s3, m10_ptr, m10_s0, m10_s1, m10_s2, m10_s3, m2_ptr, m2_s0, m2_s1, m2_s2, m2_s3, m15_ptr, m15_s0, m15_s1, m15_s2, m15_s3, m20_ptr, m20_s0, m20_s1, m20_s2, m22_ptr, m22_s0, m22_s1, m22_s2, m26_ptr, m26_s0, m26_s1, m26_s2, m29_ptr, m29_s0, m29_s1, m29_s2, m33_ptr, m33_s0, m33_s1, m33_s2, m41_ptr, m41_s0, m41_s1, m41_s2, m41_s3, m43_ptr, m43_s0, m43_s1, m43_s2, m43_s3, m53_ptr, m53_s0, m53_s1, m53_s2, m53_s3, m58_ptr, m58_s0, m58_s1, m58_s2, m60_ptr, m60_s0, m60_s1, m60_s2, buf136_ptr, buf136_s0, buf136_s1, buf136_s2, buf136_s3, E_c3, E_c4, E_c5, E_c6, E_n0, E_n1, E_n2, E_n3, E_n4, E_n5, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, F_n4: tl.constexpr, F_n5: tl.constexpr, T_c3: tl.constexpr, T_c4: tl.constexpr, T_c5: tl.constexpr, T_c6: tl.constexpr):
    # writes buf136: Combine over grid q.1@1[4]
    pid = tl.program_id(0)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n3 = tl.arange(0, F_n3)
    offs_n4 = tl.arange(0, F_n4)
    offs_n5 = tl.arange(0, F_n5)
    offs_n0 = tl.arange(0, F_n0)
    t4 = tl.load(m1_ptr + offs_n1[:, None, None, None] * m1_s0 + offs_c3[None, :, None, None] * m1_s1 + offs_n2[None, None, None, :] * m1_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_c3 < E_c3)[None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t5 = -(t4)
    t7 = tl.load(m6_ptr + offs_n1[:, None, None, None] * m6_s0 + offs_c3[None, :, None, None] * m6_s1 + offs_n2[None, None, None, :] * m6_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_c3 < E_c3)[None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    i8 = offs_n3[None, None, None, :] + tl.zeros([F_n1, T_c3, 1, F_n3], tl.int32)
    t9 = tl.where(i8 < 4, tl.gather(t5, tl.minimum(i8, F_n2 - 1), 3), tl.gather(t7, tl.minimum(tl.maximum(i8 - 4, 0), F_n2 - 1), 3))
    t12 = tl.load(m10_ptr + offs_n3[None, None, None, :] * m10_s3, mask=(offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t13 = (t9) * (t12)
    t14 = tl.load(m2_ptr + offs_n1[:, None, None, None] * m2_s0 + offs_c3[None, :, None, None] * m2_s1 + offs_n3[None, None, None, :] * m2_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_c3 < E_c3)[None, :, None, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t17 = tl.load(m15_ptr + offs_n3[None, None, None, :] * m15_s3, mask=(offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t18 = (t14) * (t17)
    t19 = t13 + t18
    t21 = tl.load(m20_ptr + offs_n1[:, None, None] * m20_s0 + offs_n4[None, :, None] * m20_s1 + offs_n3[None, None, :] * m20_s2, mask=(offs_n1 < E_n1)[:, None, None] & (offs_n4 < E_n4)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t24 = tl.load(m22_ptr + offs_n4[None, :, None] * m22_s1 + offs_n3[None, None, :] * m22_s2, mask=(offs_n4 < E_n4)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t25 = (t21) * (t24)
    t27 = tl.load(m26_ptr + offs_n1[:, None, None] * m26_s0 + offs_n4[None, :, None] * m26_s1 + offs_n2[None, None, :] * m26_s2, mask=(offs_n1 < E_n1)[:, None, None] & (offs_n4 < E_n4)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t28 = -(t27)
    t30 = tl.load(m29_ptr + offs_n1[:, None, None] * m29_s0 + offs_n4[None, :, None] * m29_s1 + offs_n2[None, None, :] * m29_s2, mask=(offs_n1 < E_n1)[:, None, None] & (offs_n4 < E_n4)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    i31 = offs_n3[None, None, :] + tl.zeros([F_n1, F_n4, F_n3], tl.int32)
    t32 = tl.where(i31 < 4, tl.gather(t28, tl.minimum(i31, F_n2 - 1), 2), tl.gather(t30, tl.minimum(tl.maximum(i31 - 4, 0), F_n2 - 1), 2))
    t35 = tl.load(m33_ptr + offs_n4[None, :, None] * m33_s1 + offs_n3[None, None, :] * m33_s2, mask=(offs_n4 < E_n4)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t36 = (t32) * (t35)
    t37 = t25 + t36
    t38 = tl.reshape(t37, [F_n1, 1, F_n4, F_n3])
    t39 = tl.permute(t38, (0, 1, 3, 2))
    t40 = tl.sum(tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, None, :], t19, 0.0), 4) * tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, :, None], t39, 0.0), 2), axis=3)
    t47 = tl.load(m41_ptr + offs_n1[:, None, None, None] * m41_s0 + offs_c3[None, :, None, None] * m41_s1 + offs_n5[None, None, None, :] * m41_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_c3 < E_c3)[None, :, None, None] & (offs_n5 < E_n5)[None, None, None, :], other=0).to(tl.float32)
    t48 = (t47) * (t47)
    t49 = tl.sum(tl.where((offs_n5 < E_n5)[None, None, None, :], t48, 0.0), axis=3, keep_dims=True)
    t50 = t49 + 1.6e-05
    t51 = tl.rsqrt(t50)
    acc57 = tl.full([F_n1, T_c3, 1, F_n0], 0.0, tl.float32)
    for i_c4 in range(0, tl.cdiv(E_c4, T_c4)):
        offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)

        t42 = tl.load(m41_ptr + offs_n1[:, None, None, None] * m41_s0 + offs_c3[None, :, None, None] * m41_s1 + offs_c4[None, None, None, :] * m41_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_c3 < E_c3)[None, :, None, None] & (offs_c4 < E_c4)[None, None, None, :], other=0).to(tl.float32)
        t45 = tl.load(m43_ptr + offs_c4[None, None, None, :] * m43_s3, mask=(offs_c4 < E_c4)[None, None, None, :], other=0).to(tl.float32)
        t46 = (t42) * (t45)
        t52 = (t46) * (t51)
        t55 = tl.load(m53_ptr + offs_c3[None, :, None, None] * m53_s1 + offs_c4[None, None, :, None] * m53_s2 + offs_n0[None, None, None, :] * m53_s3, mask=(offs_c3 < E_c3)[None, :, None, None] & (offs_c4 < E_c4)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
        t56 = tl.sum(tl.expand_dims(tl.where((offs_c4 < E_c4)[None, None, None, :], t52, 0.0), 4) * tl.expand_dims(tl.where((offs_c4 < E_c4)[None, None, :, None], t55, 0.0), 2), axis=3)
        acc57 = acc57 + t56
    t59 = tl.load(m58_ptr + offs_n1[:, None, None] * m58_s0 + offs_n4[None, :, None] * m58_s1 + offs_n0[None, None, :] * m58_s2, mask=(offs_n1 < E_n1)[:, None, None] & (offs_n4 < E_n4)[None, :, None] & (offs_n0 < E_n0)[None, None, :], other=0).to(tl.float32)
    t62 = tl.load(m60_ptr + offs_n0[None, None, :] * m60_s2, mask=(offs_n0 < E_n0)[None, None, :], other=0).to(tl.float32)
    t63 = (t59) * (t62)
    t64 = (t59) * (t59)
    t65 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, :], t64, 0.0), axis=2, keep_dims=True)
    t66 = t65 + 6.4e-05
    t67 = tl.rsqrt(t66)
    t68 = (t63) * (t67)
    t69 = tl.reshape(t68, [F_n1, 1, F_n4, F_n0])
    t70 = (t69) * (8.0)
    t71 = tl.permute(t70, (0, 1, 3, 2))
    t72 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, None, :], acc57, 0.0), 4) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, :, None], t71, 0.0), 2), axis=3)
    t73 = (t72) * (4.0)
    t74 = t40 + t73
    t75 = tl.load(m43_ptr + offs_n5[None, None, None, :] * m43_s3, mask=(offs_n5 < E_n5)[None, None, None, :], other=0).to(tl.float32)
    t76 = (t47) * (t75)
    t95 = (t47) * (t47)
    t96 = tl.sum(tl.where((offs_n5 < E_n5)[None, None, None, :], t95, 0.0), axis=3, keep_dims=True)
    t97 = t96 + 1.6e-05
    t98 = tl.rsqrt(t97)
    t107 = -(t4)
    i108 = offs_n3[None, None, None, :] + tl.zeros([F_n1, T_c3, 1, F_n3], tl.int32)
    t109 = tl.where(i108 < 4, tl.gather(t107, tl.minimum(i108, F_n2 - 1), 3), tl.gather(t7, tl.minimum(tl.maximum(i108 - 4, 0), F_n2 - 1), 3))
    t110 = (t109) * (t12)
    t111 = (t14) * (t17)
    t112 = t110 + t111
    acc129 = tl.full([F_n1, T_c3, 1, 1], -float('inf'), tl.float32)
    for i_c5 in range(0, tl.cdiv(E_c5, T_c5)):
        offs_c5 = i_c5 * T_c5 + tl.arange(0, T_c5)

        t82 = tl.load(m58_ptr + offs_n1[:, None, None] * m58_s0 + offs_c5[None, :, None] * m58_s1 + offs_n0[None, None, :] * m58_s2, mask=(offs_n1 < E_n1)[:, None, None] & (offs_c5 < E_c5)[None, :, None] & (offs_n0 < E_n0)[None, None, :], other=0).to(tl.float32)
        t83 = (t82) * (t82)
        t84 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, :], t83, 0.0), axis=2, keep_dims=True)
        t85 = t84 + 6.4e-05
        t86 = tl.rsqrt(t85)
        acc104 = tl.full([F_n1, T_c3, 1, T_c5], 0.0, tl.float32)
        acc105 = tl.full([F_n1, T_c3, 1, T_c5], 0.0, tl.float32)
        for i_c6 in range(0, tl.cdiv(E_c6, T_c6)):
            offs_c6 = i_c6 * T_c6 + tl.arange(0, T_c6)

            t77 = tl.load(m53_ptr + offs_c3[None, :, None, None] * m53_s1 + offs_n5[None, None, :, None] * m53_s2 + offs_c6[None, None, None, :] * m53_s3, mask=(offs_c3 < E_c3)[None, :, None, None] & (offs_n5 < E_n5)[None, None, :, None] & (offs_c6 < E_c6)[None, None, None, :], other=0).to(tl.float32)
            t78 = tl.sum(tl.expand_dims(tl.where((offs_n5 < E_n5)[None, None, None, :], t76, 0.0), 4) * tl.expand_dims(tl.where((offs_n5 < E_n5)[None, None, :, None], t77, 0.0), 2), axis=3)
            t79 = tl.load(m58_ptr + offs_n1[:, None, None] * m58_s0 + offs_c5[None, :, None] * m58_s1 + offs_c6[None, None, :] * m58_s2, mask=(offs_n1 < E_n1)[:, None, None] & (offs_c5 < E_c5)[None, :, None] & (offs_c6 < E_c6)[None, None, :], other=0).to(tl.float32)
            t80 = tl.load(m60_ptr + offs_c6[None, None, :] * m60_s2, mask=(offs_c6 < E_c6)[None, None, :], other=0).to(tl.float32)
            t81 = (t79) * (t80)
            t87 = (t81) * (t86)
            t88 = tl.reshape(t87, [F_n1, 1, T_c5, T_c6])
            t89 = (t88) * (8.0)
            t90 = tl.permute(t89, (0, 1, 3, 2))
            t91 = tl.sum(tl.expand_dims(tl.where((offs_c6 < E_c6)[None, None, None, :], t78, 0.0), 4) * tl.expand_dims(tl.where((offs_c6 < E_c6)[None, None, :, None], t90, 0.0), 2), axis=3)
            acc102 = tl.full([F_n1, T_c3, 1, T_c6], 0.0, tl.float32)
            for i_c4 in range(0, tl.cdiv(E_c4, T_c4)):
                offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)

                t92 = tl.load(m41_ptr + offs_n1[:, None, None, None] * m41_s0 + offs_c3[None, :, None, None] * m41_s1 + offs_c4[None, None, None, :] * m41_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_c3 < E_c3)[None, :, None, None] & (offs_c4 < E_c4)[None, None, None, :], other=0).to(tl.float32)
                t93 = tl.load(m43_ptr + offs_c4[None, None, None, :] * m43_s3, mask=(offs_c4 < E_c4)[None, None, None, :], other=0).to(tl.float32)
                t94 = (t92) * (t93)
                t99 = (t94) * (t98)
                t100 = tl.load(m53_ptr + offs_c3[None, :, None, None] * m53_s1 + offs_c4[None, None, :, None] * m53_s2 + offs_c6[None, None, None, :] * m53_s3, mask=(offs_c3 < E_c3)[None, :, None, None] & (offs_c4 < E_c4)[None, None, :, None] & (offs_c6 < E_c6)[None, None, None, :], other=0).to(tl.float32)
                t101 = tl.sum(tl.expand_dims(tl.where((offs_c4 < E_c4)[None, None, None, :], t99, 0.0), 4) * tl.expand_dims(tl.where((offs_c4 < E_c4)[None, None, :, None], t100, 0.0), 2), axis=3)
                acc102 = acc102 + t101
            t103 = tl.sum(tl.expand_dims(tl.where((offs_c6 < E_c6)[None, None, None, :], acc102, 0.0), 4) * tl.expand_dims(tl.where((offs_c6 < E_c6)[None, None, :, None], t90, 0.0), 2), axis=3)
            acc104 = acc104 + t91
            acc105 = acc105 + t103
        t106 = (acc105) * (4.0)
        t113 = tl.load(m26_ptr + offs_n1[:, None, None] * m26_s0 + offs_c5[None, :, None] * m26_s1 + offs_n2[None, None, :] * m26_s2, mask=(offs_n1 < E_n1)[:, None, None] & (offs_c5 < E_c5)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
        t114 = -(t113)
        t115 = tl.load(m29_ptr + offs_n1[:, None, None] * m29_s0 + offs_c5[None, :, None] * m29_s1 + offs_n2[None, None, :] * m29_s2, mask=(offs_n1 < E_n1)[:, None, None] & (offs_c5 < E_c5)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
        i116 = offs_n3[None, None, :] + tl.zeros([F_n1, T_c5, F_n3], tl.int32)
        t117 = tl.where(i116 < 4, tl.gather(t114, tl.minimum(i116, F_n2 - 1), 2), tl.gather(t115, tl.minimum(tl.maximum(i116 - 4, 0), F_n2 - 1), 2))
        t118 = tl.load(m33_ptr + offs_c5[None, :, None] * m33_s1 + offs_n3[None, None, :] * m33_s2, mask=(offs_c5 < E_c5)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
        t119 = (t117) * (t118)
        t120 = tl.load(m20_ptr + offs_n1[:, None, None] * m20_s0 + offs_c5[None, :, None] * m20_s1 + offs_n3[None, None, :] * m20_s2, mask=(offs_n1 < E_n1)[:, None, None] & (offs_c5 < E_c5)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
        t121 = tl.load(m22_ptr + offs_c5[None, :, None] * m22_s1 + offs_n3[None, None, :] * m22_s2, mask=(offs_c5 < E_c5)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
        t122 = (t120) * (t121)
        t123 = t119 + t122
        t124 = tl.reshape(t123, [F_n1, 1, T_c5, F_n3])
        t125 = tl.permute(t124, (0, 1, 3, 2))
        t126 = tl.sum(tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, None, :], t112, 0.0), 4) * tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, :, None], t125, 0.0), 2), axis=3)
        t127 = t106 + t126
        t128 = tl.max(tl.where((offs_c5 < E_c5)[None, None, None, :], t127, -float('inf')), axis=3, keep_dims=True)
        acc129 = tl.maximum(acc129, t128)
    t130 = t74 - (acc129)
    t131 = (t130) * (0.2041241452319315)
    t132 = tl.exp(t131)
    t133 = tl.sum(tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, None, :], t132, 0.0), 4) * tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, :, None], t70, 0.0), 2), axis=3)
    t134 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t132, 0.0), axis=3, keep_dims=True)
    t135 = (t133) / (t134)
    tl.store(buf136_ptr + offs_n1[:, None, None, None] * buf136_s0 + offs_c3[None, :, None, None] * buf136_s1 + offs_n0[None, None, None, :] * buf136_s3, t135, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_c3 < E_c3)[None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :])


@triton.jit
def kernel_1(buf136_ptr, buf136_s0, buf136_s1, buf136_s2, buf136_s3, m138_ptr, m138_s0, m138_s1, m138_s2, m138_s3, buf143_ptr, buf143_s0, buf143_s1, buf143_s2, buf143_s3, E_c0, E_c1, E_c2, E_n0, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf143: Combine over grid cut0.0@0[2], grid cut0.1@1[4], grid w_uv.3@3[16]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t137 = tl.load(buf136_ptr + offs_c0[:, None, None, None] * buf136_s0 + offs_c1[None, :, None, None] * buf136_s1 + offs_n0[None, None, None, :] * buf136_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t141 = tl.load(m138_ptr + offs_c1[None, :, None, None] * m138_s1 + offs_n0[None, None, :, None] * m138_s2 + offs_c2[None, None, None, :] * m138_s3, mask=(offs_c1 < E_c1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
    t142 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, None, :], t137, 0.0), 4) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, :, None], t141, 0.0), 2), axis=3)
    tl.store(buf143_ptr + offs_c0[:, None, None, None] * buf143_s0 + offs_c1[None, :, None, None] * buf143_s1 + offs_c2[None, None, None, :] * buf143_s3, t142, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_c2 < E_c2)[None, None, None, :])


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
    m3 = inputs['q']
    m2 = m3.narrow(3, 16, 8)
    m1 = m2.narrow(3, 4, 4)
    m6 = m2.narrow(3, 0, 4)
    m11 = inputs['sin_q']
    m10 = m11.reshape([1, 1, 1, 8])
    m16 = inputs['cos_q']
    m15 = m16.reshape([1, 1, 1, 8])
    m20 = inputs['k_pe']
    m23 = inputs['cos_k']
    m22 = m23.reshape([1, 32, 8])
    m26 = m20.narrow(2, 4, 4)
    m29 = m20.narrow(2, 0, 4)
    m34 = inputs['sin_k']
    m33 = m34.reshape([1, 32, 8])
    m41 = m3.narrow(3, 0, 16)
    m44 = inputs['w_q_norm']
    m43 = m44.reshape([1, 1, 1, 16])
    m54 = inputs['w_uk']
    m53 = m54.reshape([1, 4, 16, 64])
    m58 = inputs['c_kv']
    m61 = inputs['w_kv_norm']
    m60 = m61.reshape([1, 1, 64])
    buf136 = torch.full([2, 4, 1, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(4, T['c3']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m6_ptr=m6, m6_s0=m6.stride(0), m6_s1=m6.stride(1), m6_s2=m6.stride(2), m6_s3=m6.stride(3), m10_ptr=m10, m10_s0=m10.stride(0), m10_s1=m10.stride(1), m10_s2=m10.stride(2), m10_s3=m10.stride(3), m2_ptr=m2, m2_s0=m2.stride(0), m2_s1=m2.stride(1), m2_s2=m2.stride(2), m2_s3=m2.stride(3), m15_ptr=m15, m15_s0=m15.stride(0), m15_s1=m15.stride(1), m15_s2=m15.stride(2), m15_s3=m15.stride(3), m20_ptr=m20, m20_s0=m20.stride(0), m20_s1=m20.stride(1), m20_s2=m20.stride(2), m22_ptr=m22, m22_s0=m22.stride(0), m22_s1=m22.stride(1), m22_s2=m22.stride(2), m26_ptr=m26, m26_s0=m26.stride(0), m26_s1=m26.stride(1), m26_s2=m26.stride(2), m29_ptr=m29, m29_s0=m29.stride(0), m29_s1=m29.stride(1), m29_s2=m29.stride(2), m33_ptr=m33, m33_s0=m33.stride(0), m33_s1=m33.stride(1), m33_s2=m33.stride(2), m41_ptr=m41, m41_s0=m41.stride(0), m41_s1=m41.stride(1), m41_s2=m41.stride(2), m41_s3=m41.stride(3), m43_ptr=m43, m43_s0=m43.stride(0), m43_s1=m43.stride(1), m43_s2=m43.stride(2), m43_s3=m43.stride(3), m53_ptr=m53, m53_s0=m53.stride(0), m53_s1=m53.stride(1), m53_s2=m53.stride(2), m53_s3=m53.stride(3), m58_ptr=m58, m58_s0=m58.stride(0), m58_s1=m58.stride(1), m58_s2=m58.stride(2), m60_ptr=m60, m60_s0=m60.stride(0), m60_s1=m60.stride(1), m60_s2=m60.stride(2), buf136_ptr=buf136, buf136_s0=buf136.stride(0), buf136_s1=buf136.stride(1), buf136_s2=buf136.stride(2), buf136_s3=buf136.stride(3), E_c3=4, E_c4=16, E_c5=32, E_c6=64, E_n0=64, E_n1=2, E_n2=4, E_n3=8, E_n4=32, E_n5=16, F_n0=_pow2(64), F_n1=_pow2(2), F_n2=_pow2(4), F_n3=_pow2(8), F_n4=_pow2(32), F_n5=_pow2(16), T_c3=T['c3'], T_c4=T['c4'], T_c5=T['c5'], T_c6=T['c6'])
    m140 = inputs['w_uv']
    m139 = m140.permute([0, 2, 1])
    m138 = m139.reshape([1, 4, 64, 16])
    buf143 = torch.full([2, 4, 1, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(2, T['c0']) * _cdiv(4, T['c1']) * _cdiv(16, T['c2']),)](buf136_ptr=buf136, buf136_s0=buf136.stride(0), buf136_s1=buf136.stride(1), buf136_s2=buf136.stride(2), buf136_s3=buf136.stride(3), m138_ptr=m138, m138_s0=m138.stride(0), m138_s1=m138.stride(1), m138_s2=m138.stride(2), m138_s3=m138.stride(3), buf143_ptr=buf143, buf143_s0=buf143.stride(0), buf143_s1=buf143.stride(1), buf143_s2=buf143.stride(2), buf143_s3=buf143.stride(3), E_c0=2, E_c1=4, E_c2=16, E_n0=64, F_n0=_pow2(64), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    return buf143


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
