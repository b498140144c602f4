"""qknorm_mla [small], candidate 1464: 2 kernel(s)

Rendered by EqiForge from candidate 1464 of qknorm_mla [small]: grid(q.0@0, q.1@1) loop(c_kv.1[32]: sum) {loop(c_kv.2[64]: sum) {loop(q.3[16]: sum)} loop(c_kv.2[64]: sum) {loop(q.3[16]: sum)}} [6 mm] | grid(cut0.0@0, cut0.1@1, w_uv.3@3) [1 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid cut0.0@0[2]
    c1: grid cut0.1@1[4]
    c2: grid w_uv.3@3[16]
    c3: grid q.0@0[2]
    c4: grid q.1@1[4]
    c5: loop c_kv.1[32]
    c6: loop c_kv.2[64]
    c7: loop q.3[16]

Run it on its own: `python kernels/f1464.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/qknorm_mla.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 1, "c1": 2, "c2": 8, "c3": 1, "c4": 2, "c5": 16, "c6": 32, "c7": 8}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 2, "c1": 4, "c2": 16, "c3": 2, "c4": 4, "c5": 32, "c6": 64, "c7": 16}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m4_ptr, m4_s0, m4_s1, m4_s2, m4_s3, m8_ptr, m8_s0, m8_s1, m8_s2, m8_s3, m11_ptr, m11_s0, m11_s1, m11_s2, m11_s3, m15_ptr, m15_s0, m15_s1, m15_s2, m15_s3, m20_ptr, m20_s0, m20_s1, m20_s2, m22_ptr, m22_s0, m22_s1, m22_s2, m26_ptr, m26_s0, m26_s1, m26_s2, m29_ptr, m29_s0, m29_s1, m29_s2, m33_ptr, m33_s0, m33_s1, m33_s2, m41_ptr, m41_s0, m41_s1, m41_s2, m41_s3, m43_ptr, m43_s0, m43_s1, m43_s2, m43_s3, m53_ptr, m53_s0, m53_s1, m53_s2, m53_s3, m58_ptr, m58_s0, m58_s1, m58_s2, m60_ptr, m60_s0, m60_s1, m60_s2, buf135_ptr, buf135_s0, buf135_s1, buf135_s2, buf135_s3, E_c3, E_c4, E_c5, E_c6, E_c7, E_n0, E_n1, E_n2, E_n3, E_n4, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, F_n4: tl.constexpr, T_c3: tl.constexpr, T_c4: tl.constexpr, T_c5: tl.constexpr, T_c6: tl.constexpr, T_c7: tl.constexpr):
    # writes buf135: Combine over grid q.0@0[2], grid q.1@1[4]
    pid = tl.program_id(0)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    i_c4 = pid % tl.cdiv(E_c4, T_c4)
    pid = pid // tl.cdiv(E_c4, T_c4)
    offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n3 = tl.arange(0, F_n3)
    offs_n0 = tl.arange(0, F_n0)
    offs_n4 = tl.arange(0, F_n4)
    t3 = tl.load(m1_ptr + offs_c3[:, None, None, None] * m1_s0 + offs_c4[None, :, None, None] * m1_s1 + offs_n1[None, None, None, :] * m1_s3, mask=(offs_c3 < E_c3)[:, None, None, None] & (offs_c4 < E_c4)[None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t6 = tl.load(m4_ptr + offs_n1[None, None, None, :] * m4_s3, mask=(offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t7 = (t3) * (t6)
    t9 = tl.load(m8_ptr + offs_c3[:, None, None, None] * m8_s0 + offs_c4[None, :, None, None] * m8_s1 + offs_n2[None, None, None, :] * m8_s3, mask=(offs_c3 < E_c3)[:, None, None, None] & (offs_c4 < E_c4)[None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t10 = -(t9)
    t12 = tl.load(m11_ptr + offs_c3[:, None, None, None] * m11_s0 + offs_c4[None, :, None, None] * m11_s1 + offs_n2[None, None, None, :] * m11_s3, mask=(offs_c3 < E_c3)[:, None, None, None] & (offs_c4 < E_c4)[None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    i13 = offs_n1[None, None, None, :] + tl.zeros([T_c3, T_c4, 1, F_n1], tl.int32)
    t14 = tl.where(i13 < 4, tl.gather(t10, tl.minimum(i13, F_n2 - 1), 3), tl.gather(t12, tl.minimum(tl.maximum(i13 - 4, 0), F_n2 - 1), 3))
    t17 = tl.load(m15_ptr + offs_n1[None, None, None, :] * m15_s3, mask=(offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t18 = (t14) * (t17)
    t19 = t7 + t18
    t47 = tl.load(m41_ptr + offs_c3[:, None, None, None] * m41_s0 + offs_c4[None, :, None, None] * m41_s1 + offs_n3[None, None, None, :] * m41_s3, mask=(offs_c3 < E_c3)[:, None, None, None] & (offs_c4 < E_c4)[None, :, None, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t48 = (t47) * (t47)
    t49 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t48, 0.0), axis=3, keep_dims=True)
    t50 = t49 + 1.6e-05
    t51 = tl.rsqrt(t50)
    t78 = tl.load(m26_ptr + offs_c3[:, None, None] * m26_s0 + offs_n4[None, :, None] * m26_s1 + offs_n2[None, None, :] * m26_s2, mask=(offs_c3 < E_c3)[:, None, None] & (offs_n4 < E_n4)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t79 = -(t78)
    t80 = tl.load(m29_ptr + offs_c3[:, None, None] * m29_s0 + offs_n4[None, :, None] * m29_s1 + offs_n2[None, None, :] * m29_s2, mask=(offs_c3 < E_c3)[:, None, None] & (offs_n4 < E_n4)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    i81 = offs_n1[None, None, :] + tl.zeros([T_c3, F_n4, F_n1], tl.int32)
    t82 = tl.where(i81 < 4, tl.gather(t79, tl.minimum(i81, F_n2 - 1), 2), tl.gather(t80, tl.minimum(tl.maximum(i81 - 4, 0), F_n2 - 1), 2))
    t83 = tl.load(m33_ptr + offs_n4[None, :, None] * m33_s1 + offs_n1[None, None, :] * m33_s2, mask=(offs_n4 < E_n4)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    t84 = (t82) * (t83)
    t85 = tl.load(m20_ptr + offs_c3[:, None, None] * m20_s0 + offs_n4[None, :, None] * m20_s1 + offs_n1[None, None, :] * m20_s2, mask=(offs_c3 < E_c3)[:, None, None] & (offs_n4 < E_n4)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    t86 = tl.load(m22_ptr + offs_n4[None, :, None] * m22_s1 + offs_n1[None, None, :] * m22_s2, mask=(offs_n4 < E_n4)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    t87 = (t85) * (t86)
    t88 = t84 + t87
    t89 = tl.reshape(t88, [T_c3, 1, F_n4, F_n1])
    t90 = tl.permute(t89, (0, 1, 3, 2))
    t91 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :], t19, 0.0), 4) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :, None], t90, 0.0), 2), axis=3)
    t102 = tl.load(m58_ptr + offs_c3[:, None, None] * m58_s0 + offs_n4[None, :, None] * m58_s1 + offs_n0[None, None, :] * m58_s2, mask=(offs_c3 < E_c3)[:, None, None] & (offs_n4 < E_n4)[None, :, None] & (offs_n0 < E_n0)[None, None, :], other=0).to(tl.float32)
    t103 = (t102) * (t102)
    t104 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, :], t103, 0.0), axis=2, keep_dims=True)
    t105 = t104 + 6.4e-05
    t106 = tl.rsqrt(t105)
    acc112 = tl.full([T_c3, T_c4, 1, F_n4], 0.0, tl.float32)
    for i_c6 in range(0, tl.cdiv(E_c6, T_c6)):
        offs_c6 = i_c6 * T_c6 + tl.arange(0, T_c6)

        acc98 = tl.full([T_c3, T_c4, 1, T_c6], 0.0, tl.float32)
        for i_c7 in range(0, tl.cdiv(E_c7, T_c7)):
            offs_c7 = i_c7 * T_c7 + tl.arange(0, T_c7)

            t92 = tl.load(m41_ptr + offs_c3[:, None, None, None] * m41_s0 + offs_c4[None, :, None, None] * m41_s1 + offs_c7[None, None, None, :] * m41_s3, mask=(offs_c3 < E_c3)[:, None, None, None] & (offs_c4 < E_c4)[None, :, None, None] & (offs_c7 < E_c7)[None, None, None, :], other=0).to(tl.float32)
            t93 = tl.load(m43_ptr + offs_c7[None, None, None, :] * m43_s3, mask=(offs_c7 < E_c7)[None, None, None, :], other=0).to(tl.float32)
            t94 = (t92) * (t93)
            t95 = (t94) * (t51)
            t96 = tl.load(m53_ptr + offs_c4[None, :, None, None] * m53_s1 + offs_c7[None, None, :, None] * m53_s2 + offs_c6[None, None, None, :] * m53_s3, mask=(offs_c4 < E_c4)[None, :, None, None] & (offs_c7 < E_c7)[None, None, :, None] & (offs_c6 < E_c6)[None, None, None, :], other=0).to(tl.float32)
            t97 = tl.sum(tl.expand_dims(tl.where((offs_c7 < E_c7)[None, None, None, :], t95, 0.0), 4) * tl.expand_dims(tl.where((offs_c7 < E_c7)[None, None, :, None], t96, 0.0), 2), axis=3)
            acc98 = acc98 + t97
        t99 = tl.load(m58_ptr + offs_c3[:, None, None] * m58_s0 + offs_n4[None, :, None] * m58_s1 + offs_c6[None, None, :] * m58_s2, mask=(offs_c3 < E_c3)[:, None, None] & (offs_n4 < E_n4)[None, :, None] & (offs_c6 < E_c6)[None, None, :], other=0).to(tl.float32)
        t100 = tl.load(m60_ptr + offs_c6[None, None, :] * m60_s2, mask=(offs_c6 < E_c6)[None, None, :], other=0).to(tl.float32)
        t101 = (t99) * (t100)
        t107 = (t101) * (t106)
        t108 = tl.reshape(t107, [T_c3, 1, F_n4, T_c6])
        t109 = (t108) * (8.0)
        t110 = tl.permute(t109, (0, 1, 3, 2))
        t111 = tl.sum(tl.expand_dims(tl.where((offs_c6 < E_c6)[None, None, None, :], acc98, 0.0), 4) * tl.expand_dims(tl.where((offs_c6 < E_c6)[None, None, :, None], t110, 0.0), 2), axis=3)
        acc112 = acc112 + t111
    t113 = (acc112) * (4.0)
    t114 = t91 + t113
    t115 = tl.max(tl.where((offs_n4 < E_n4)[None, None, None, :], t114, -float('inf')), axis=3, keep_dims=True)
    t116 = (t115) * (0.2041241452319315)
    t119 = t114 - (t115)
    t120 = (t119) * (0.2041241452319315)
    t121 = tl.exp(t120)
    t122 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t121, 0.0), axis=3, keep_dims=True)
    t124 = tl.load(m60_ptr + offs_n0[None, None, :] * m60_s2, mask=(offs_n0 < E_n0)[None, None, :], other=0).to(tl.float32)
    acc133 = tl.full([T_c3, T_c4, 1, F_n0], 0.0, tl.float32)
    for i_c5 in range(0, tl.cdiv(E_c5, T_c5)):
        offs_c5 = i_c5 * T_c5 + tl.arange(0, T_c5)

        t21 = tl.load(m20_ptr + offs_c3[:, None, None] * m20_s0 + offs_c5[None, :, None] * m20_s1 + offs_n1[None, None, :] * m20_s2, mask=(offs_c3 < E_c3)[:, None, None] & (offs_c5 < E_c5)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
        t24 = tl.load(m22_ptr + offs_c5[None, :, None] * m22_s1 + offs_n1[None, None, :] * m22_s2, mask=(offs_c5 < E_c5)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
        t25 = (t21) * (t24)
        t27 = tl.load(m26_ptr + offs_c3[:, None, None] * m26_s0 + offs_c5[None, :, None] * m26_s1 + offs_n2[None, None, :] * m26_s2, mask=(offs_c3 < E_c3)[:, None, None] & (offs_c5 < E_c5)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
        t28 = -(t27)
        t30 = tl.load(m29_ptr + offs_c3[:, None, None] * m29_s0 + offs_c5[None, :, None] * m29_s1 + offs_n2[None, None, :] * m29_s2, mask=(offs_c3 < E_c3)[:, None, None] & (offs_c5 < E_c5)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
        i31 = offs_n1[None, None, :] + tl.zeros([T_c3, T_c5, F_n1], tl.int32)
        t32 = tl.where(i31 < 4, tl.gather(t28, tl.minimum(i31, F_n2 - 1), 2), tl.gather(t30, tl.minimum(tl.maximum(i31 - 4, 0), F_n2 - 1), 2))
        t35 = tl.load(m33_ptr + offs_c5[None, :, None] * m33_s1 + offs_n1[None, None, :] * m33_s2, mask=(offs_c5 < E_c5)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
        t36 = (t32) * (t35)
        t37 = t25 + t36
        t38 = tl.reshape(t37, [T_c3, 1, T_c5, F_n1])
        t39 = tl.permute(t38, (0, 1, 3, 2))
        t40 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :], t19, 0.0), 4) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :, None], t39, 0.0), 2), axis=3)
        t64 = tl.load(m58_ptr + offs_c3[:, None, None] * m58_s0 + offs_c5[None, :, None] * m58_s1 + offs_n0[None, None, :] * m58_s2, mask=(offs_c3 < E_c3)[:, None, None] & (offs_c5 < E_c5)[None, :, None] & (offs_n0 < E_n0)[None, None, :], other=0).to(tl.float32)
        t65 = (t64) * (t64)
        t66 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, :], t65, 0.0), axis=2, keep_dims=True)
        t67 = t66 + 6.4e-05
        t68 = tl.rsqrt(t67)
        acc74 = tl.full([T_c3, T_c4, 1, T_c5], 0.0, tl.float32)
        for i_c6 in range(0, tl.cdiv(E_c6, T_c6)):
            offs_c6 = i_c6 * T_c6 + tl.arange(0, T_c6)

            acc57 = tl.full([T_c3, T_c4, 1, T_c6], 0.0, tl.float32)
            for i_c7 in range(0, tl.cdiv(E_c7, T_c7)):
                offs_c7 = i_c7 * T_c7 + tl.arange(0, T_c7)

                t42 = tl.load(m41_ptr + offs_c3[:, None, None, None] * m41_s0 + offs_c4[None, :, None, None] * m41_s1 + offs_c7[None, None, None, :] * m41_s3, mask=(offs_c3 < E_c3)[:, None, None, None] & (offs_c4 < E_c4)[None, :, None, None] & (offs_c7 < E_c7)[None, None, None, :], other=0).to(tl.float32)
                t45 = tl.load(m43_ptr + offs_c7[None, None, None, :] * m43_s3, mask=(offs_c7 < E_c7)[None, None, None, :], other=0).to(tl.float32)
                t46 = (t42) * (t45)
                t52 = (t46) * (t51)
                t55 = tl.load(m53_ptr + offs_c4[None, :, None, None] * m53_s1 + offs_c7[None, None, :, None] * m53_s2 + offs_c6[None, None, None, :] * m53_s3, mask=(offs_c4 < E_c4)[None, :, None, None] & (offs_c7 < E_c7)[None, None, :, None] & (offs_c6 < E_c6)[None, None, None, :], other=0).to(tl.float32)
                t56 = tl.sum(tl.expand_dims(tl.where((offs_c7 < E_c7)[None, None, None, :], t52, 0.0), 4) * tl.expand_dims(tl.where((offs_c7 < E_c7)[None, None, :, None], t55, 0.0), 2), axis=3)
                acc57 = acc57 + t56
            t59 = tl.load(m58_ptr + offs_c3[:, None, None] * m58_s0 + offs_c5[None, :, None] * m58_s1 + offs_c6[None, None, :] * m58_s2, mask=(offs_c3 < E_c3)[:, None, None] & (offs_c5 < E_c5)[None, :, None] & (offs_c6 < E_c6)[None, None, :], other=0).to(tl.float32)
            t62 = tl.load(m60_ptr + offs_c6[None, None, :] * m60_s2, mask=(offs_c6 < E_c6)[None, None, :], other=0).to(tl.float32)
            t63 = (t59) * (t62)
            t69 = (t63) * (t68)
            t70 = tl.reshape(t69, [T_c3, 1, T_c5, T_c6])
            t71 = (t70) * (8.0)
            t72 = tl.permute(t71, (0, 1, 3, 2))
            t73 = tl.sum(tl.expand_dims(tl.where((offs_c6 < E_c6)[None, None, None, :], acc57, 0.0), 4) * tl.expand_dims(tl.where((offs_c6 < E_c6)[None, None, :, None], t72, 0.0), 2), axis=3)
            acc74 = acc74 + t73
        t75 = (acc74) * (4.0)
        t76 = t40 + t75
        t77 = (t76) * (0.2041241452319315)
        t117 = t77 - (t116)
        t118 = tl.exp(t117)
        t123 = (t118) / (t122)
        t125 = (t64) * (t124)
        t126 = (t64) * (t64)
        t127 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, :], t126, 0.0), axis=2, keep_dims=True)
        t128 = t127 + 6.4e-05
        t129 = tl.rsqrt(t128)
        t130 = (t125) * (t129)
        t131 = tl.reshape(t130, [T_c3, 1, T_c5, F_n0])
        t132 = tl.sum(tl.expand_dims(tl.where((offs_c5 < E_c5)[None, None, None, :], t123, 0.0), 4) * tl.expand_dims(tl.where((offs_c5 < E_c5)[None, None, :, None], t131, 0.0), 2), axis=3)
        acc133 = acc133 + t132
    t134 = (acc133) * (8.0)
    tl.store(buf135_ptr + offs_c3[:, None, None, None] * buf135_s0 + offs_c4[None, :, None, None] * buf135_s1 + offs_n0[None, None, None, :] * buf135_s3, t134, mask=(offs_c3 < E_c3)[:, None, None, None] & (offs_c4 < E_c4)[None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :])


@triton.jit
def kernel_1(buf135_ptr, buf135_s0, buf135_s1, buf135_s2, buf135_s3, m137_ptr, m137_s0, m137_s1, m137_s2, m137_s3, buf142_ptr, buf142_s0, buf142_s1, buf142_s2, buf142_s3, E_c0, E_c1, E_c2, E_n0, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf142: Combine over grid cut0.0@0[2], grid cut0.1@1[4], grid w_uv.3@3[16]
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
    t136 = tl.load(buf135_ptr + offs_c0[:, None, None, None] * buf135_s0 + offs_c1[None, :, None, None] * buf135_s1 + offs_n0[None, None, None, :] * buf135_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t140 = tl.load(m137_ptr + offs_c1[None, :, None, None] * m137_s1 + offs_n0[None, None, :, None] * m137_s2 + offs_c2[None, None, None, :] * m137_s3, mask=(offs_c1 < E_c1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
    t141 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, None, :], t136, 0.0), 4) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, :, None], t140, 0.0), 2), axis=3)
    tl.store(buf142_ptr + offs_c0[:, None, None, None] * buf142_s0 + offs_c1[None, :, None, None] * buf142_s1 + offs_c2[None, None, None, :] * buf142_s3, t141, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_c2 < E_c2)[None, None, None, :])


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
    m2 = inputs['q']
    m1 = m2.narrow(3, 16, 8)
    m5 = inputs['cos_q']
    m4 = m5.reshape([1, 1, 1, 8])
    m8 = m1.narrow(3, 4, 4)
    m11 = m1.narrow(3, 0, 4)
    m16 = inputs['sin_q']
    m15 = m16.reshape([1, 1, 1, 8])
    m20 = inputs['k_pe']
    m23 = inputs['cos_k']
    m22 = m23.reshape([1, 32, 8])
    m26 = m20.narrow(2, 4, 4)
    m29 = m20.narrow(2, 0, 4)
    m34 = inputs['sin_k']
    m33 = m34.reshape([1, 32, 8])
    m41 = m2.narrow(3, 0, 16)
    m44 = inputs['w_q_norm']
    m43 = m44.reshape([1, 1, 1, 16])
    m54 = inputs['w_uk']
    m53 = m54.reshape([1, 4, 16, 64])
    m58 = inputs['c_kv']
    m61 = inputs['w_kv_norm']
    m60 = m61.reshape([1, 1, 64])
    buf135 = torch.full([2, 4, 1, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(2, T['c3']) * _cdiv(4, T['c4']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m4_ptr=m4, m4_s0=m4.stride(0), m4_s1=m4.stride(1), m4_s2=m4.stride(2), m4_s3=m4.stride(3), m8_ptr=m8, m8_s0=m8.stride(0), m8_s1=m8.stride(1), m8_s2=m8.stride(2), m8_s3=m8.stride(3), m11_ptr=m11, m11_s0=m11.stride(0), m11_s1=m11.stride(1), m11_s2=m11.stride(2), m11_s3=m11.stride(3), m15_ptr=m15, m15_s0=m15.stride(0), m15_s1=m15.stride(1), m15_s2=m15.stride(2), m15_s3=m15.stride(3), m20_ptr=m20, m20_s0=m20.stride(0), m20_s1=m20.stride(1), m20_s2=m20.stride(2), m22_ptr=m22, m22_s0=m22.stride(0), m22_s1=m22.stride(1), m22_s2=m22.stride(2), m26_ptr=m26, m26_s0=m26.stride(0), m26_s1=m26.stride(1), m26_s2=m26.stride(2), m29_ptr=m29, m29_s0=m29.stride(0), m29_s1=m29.stride(1), m29_s2=m29.stride(2), m33_ptr=m33, m33_s0=m33.stride(0), m33_s1=m33.stride(1), m33_s2=m33.stride(2), m41_ptr=m41, m41_s0=m41.stride(0), m41_s1=m41.stride(1), m41_s2=m41.stride(2), m41_s3=m41.stride(3), m43_ptr=m43, m43_s0=m43.stride(0), m43_s1=m43.stride(1), m43_s2=m43.stride(2), m43_s3=m43.stride(3), m53_ptr=m53, m53_s0=m53.stride(0), m53_s1=m53.stride(1), m53_s2=m53.stride(2), m53_s3=m53.stride(3), m58_ptr=m58, m58_s0=m58.stride(0), m58_s1=m58.stride(1), m58_s2=m58.stride(2), m60_ptr=m60, m60_s0=m60.stride(0), m60_s1=m60.stride(1), m60_s2=m60.stride(2), buf135_ptr=buf135, buf135_s0=buf135.stride(0), buf135_s1=buf135.stride(1), buf135_s2=buf135.stride(2), buf135_s3=buf135.stride(3), E_c3=2, E_c4=4, E_c5=32, E_c6=64, E_c7=16, E_n0=64, E_n1=8, E_n2=4, E_n3=16, E_n4=32, F_n0=_pow2(64), F_n1=_pow2(8), F_n2=_pow2(4), F_n3=_pow2(16), F_n4=_pow2(32), T_c3=T['c3'], T_c4=T['c4'], T_c5=T['c5'], T_c6=T['c6'], T_c7=T['c7'])
    m139 = inputs['w_uv']
    m138 = m139.permute([0, 2, 1])
    m137 = m138.reshape([1, 4, 64, 16])
    buf142 = torch.full([2, 4, 1, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(2, T['c0']) * _cdiv(4, T['c1']) * _cdiv(16, T['c2']),)](buf135_ptr=buf135, buf135_s0=buf135.stride(0), buf135_s1=buf135.stride(1), buf135_s2=buf135.stride(2), buf135_s3=buf135.stride(3), m137_ptr=m137, m137_s0=m137.stride(0), m137_s1=m137.stride(1), m137_s2=m137.stride(2), m137_s3=m137.stride(3), buf142_ptr=buf142, buf142_s0=buf142.stride(0), buf142_s1=buf142.stride(1), buf142_s2=buf142.stride(2), buf142_s3=buf142.stride(3), E_c0=2, E_c1=4, E_c2=16, E_n0=64, F_n0=_pow2(64), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    return buf142


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
