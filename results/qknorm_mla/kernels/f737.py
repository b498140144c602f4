"""qknorm_mla [small], candidate 737: 2 kernel(s)

Rendered by EqiForge from candidate 737 of qknorm_mla [small]: grid(c_kv.2@3, q.1@1) loop(c_kv.2[64]: pair(sum, sum)) loop(c_kv.1[32]: sum) {loop(q.3[16]: sum)} [9 mm] | grid(cut0.0@0, cut0.1@1, w_uv.3@3) [1 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid cut0.0@0[2]
    c1: grid cut0.1@1[4]
    c2: grid w_uv.3@3[16]
    c3: grid q.1@1[4]
    c4: grid c_kv.2@3[64]
    c5: loop c_kv.2[64]
    c6: loop c_kv.1[32]
    c7: loop q.3[16]

Run it on its own: `python kernels/f737.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/qknorm_mla.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 1, "c1": 2, "c2": 8, "c3": 2, "c4": 32, "c5": 32, "c6": 16, "c7": 8}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 2, "c1": 4, "c2": 16, "c3": 4, "c4": 64, "c5": 64, "c6": 32, "c7": 16}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m6_ptr, m6_s0, m6_s1, m6_s2, m6_s3, m10_ptr, m10_s0, m10_s1, m10_s2, m10_s3, m2_ptr, m2_s0, m2_s1, m2_s2, m2_s3, m15_ptr, m15_s0, m15_s1, m15_s2, m15_s3, m20_ptr, m20_s0, m20_s1, m20_s2, m22_ptr, m22_s0, m22_s1, m22_s2, m26_ptr, m26_s0, m26_s1, m26_s2, m29_ptr, m29_s0, m29_s1, m29_s2, m33_ptr, m33_s0, m33_s1, m33_s2, m41_ptr, m41_s0, m41_s1, m41_s2, m41_s3, m43_ptr, m43_s0, m43_s1, m43_s2, m43_s3, m47_ptr, m47_s0, m47_s1, m47_s2, m47_s3, m51_ptr, m51_s0, m51_s1, m51_s2, m53_ptr, m53_s0, m53_s1, m53_s2, buf162_ptr, buf162_s0, buf162_s1, buf162_s2, buf162_s3, E_c3, E_c4, E_c5, E_c6, E_c7, E_n0, E_n1, E_n2, E_n3, E_n4, E_n5, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, F_n4: tl.constexpr, F_n5: tl.constexpr, T_c3: tl.constexpr, T_c4: tl.constexpr, T_c5: tl.constexpr, T_c6: tl.constexpr, T_c7: tl.constexpr):
    # writes buf162: Combine over grid q.1@1[4], grid c_kv.2@3[64]
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
    t42 = tl.load(m41_ptr + offs_n1[:, None, None, None] * m41_s0 + offs_c3[None, :, None, None] * m41_s1 + offs_n5[None, None, None, :] * m41_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_c3 < E_c3)[None, :, None, None] & (offs_n5 < E_n5)[None, None, None, :], other=0).to(tl.float32)
    t45 = tl.load(m43_ptr + offs_n5[None, None, None, :] * m43_s3, mask=(offs_n5 < E_n5)[None, None, None, :], other=0).to(tl.float32)
    t46 = (t42) * (t45)
    t57 = tl.load(m51_ptr + offs_n1[:, None, None] * m51_s0 + offs_n4[None, :, None] * m51_s1 + offs_n0[None, None, :] * m51_s2, mask=(offs_n1 < E_n1)[:, None, None] & (offs_n4 < E_n4)[None, :, None] & (offs_n0 < E_n0)[None, None, :], other=0).to(tl.float32)
    t58 = (t57) * (t57)
    t59 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, :], t58, 0.0), axis=2, keep_dims=True)
    t60 = t59 + 6.4e-05
    t61 = tl.rsqrt(t60)
    t67 = (t42) * (t42)
    t68 = tl.sum(tl.where((offs_n5 < E_n5)[None, None, None, :], t67, 0.0), axis=3, keep_dims=True)
    t69 = t68 + 1.6e-05
    t70 = tl.rsqrt(t69)
    acc72 = tl.full([F_n1, T_c3, 1, F_n4], 0.0, tl.float32)
    acc73 = tl.full([F_n1, T_c3, 1, F_n4], 0.0, tl.float32)
    for i_c5 in range(0, tl.cdiv(E_c5, T_c5)):
        offs_c5 = i_c5 * T_c5 + tl.arange(0, T_c5)

        t49 = tl.load(m47_ptr + offs_c3[None, :, None, None] * m47_s1 + offs_n5[None, None, :, None] * m47_s2 + offs_c5[None, None, None, :] * m47_s3, mask=(offs_c3 < E_c3)[None, :, None, None] & (offs_n5 < E_n5)[None, None, :, None] & (offs_c5 < E_c5)[None, None, None, :], other=0).to(tl.float32)
        t50 = tl.sum(tl.expand_dims(tl.where((offs_n5 < E_n5)[None, None, None, :], t46, 0.0), 4) * tl.expand_dims(tl.where((offs_n5 < E_n5)[None, None, :, None], t49, 0.0), 2), axis=3)
        t52 = tl.load(m51_ptr + offs_n1[:, None, None] * m51_s0 + offs_n4[None, :, None] * m51_s1 + offs_c5[None, None, :] * m51_s2, mask=(offs_n1 < E_n1)[:, None, None] & (offs_n4 < E_n4)[None, :, None] & (offs_c5 < E_c5)[None, None, :], other=0).to(tl.float32)
        t55 = tl.load(m53_ptr + offs_c5[None, None, :] * m53_s2, mask=(offs_c5 < E_c5)[None, None, :], other=0).to(tl.float32)
        t56 = (t52) * (t55)
        t62 = (t56) * (t61)
        t63 = tl.reshape(t62, [F_n1, 1, F_n4, T_c5])
        t64 = (t63) * (8.0)
        t65 = tl.permute(t64, (0, 1, 3, 2))
        t66 = tl.sum(tl.expand_dims(tl.where((offs_c5 < E_c5)[None, None, None, :], t50, 0.0), 4) * tl.expand_dims(tl.where((offs_c5 < E_c5)[None, None, :, None], t65, 0.0), 2), axis=3)
        t71 = (t66) * (t70)
        acc72 = acc72 + t66
        acc73 = acc73 + t71
    t74 = (acc73) * (4.0)
    t75 = t40 + t74
    t76 = tl.max(tl.where((offs_n4 < E_n4)[None, None, None, :], t75, -float('inf')), axis=3, keep_dims=True)
    t77 = t75 - (t76)
    t78 = (t77) * (0.2041241452319315)
    t79 = tl.exp(t78)
    t80 = tl.load(m51_ptr + offs_n1[:, None, None] * m51_s0 + offs_n4[None, :, None] * m51_s1 + offs_c4[None, None, :] * m51_s2, mask=(offs_n1 < E_n1)[:, None, None] & (offs_n4 < E_n4)[None, :, None] & (offs_c4 < E_c4)[None, None, :], other=0).to(tl.float32)
    t81 = tl.load(m53_ptr + offs_c4[None, None, :] * m53_s2, mask=(offs_c4 < E_c4)[None, None, :], other=0).to(tl.float32)
    t82 = (t80) * (t81)
    t83 = (t57) * (t57)
    t84 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, :], t83, 0.0), axis=2, keep_dims=True)
    t85 = t84 + 6.4e-05
    t86 = tl.rsqrt(t85)
    t87 = (t82) * (t86)
    t88 = tl.reshape(t87, [F_n1, 1, F_n4, T_c4])
    t89 = (t88) * (8.0)
    t90 = tl.sum(tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, None, :], t79, 0.0), 4) * tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, :, None], t89, 0.0), 2), axis=3)
    t91 = (t42) * (t45)
    t92 = tl.load(m47_ptr + offs_c3[None, :, None, None] * m47_s1 + offs_n5[None, None, :, None] * m47_s2 + offs_n0[None, None, None, :] * m47_s3, mask=(offs_c3 < E_c3)[None, :, None, None] & (offs_n5 < E_n5)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t93 = tl.sum(tl.expand_dims(tl.where((offs_n5 < E_n5)[None, None, None, :], t91, 0.0), 4) * tl.expand_dims(tl.where((offs_n5 < E_n5)[None, None, :, None], t92, 0.0), 2), axis=3)
    acc97 = tl.full([F_n1, T_c3, 1, 1], 0.0, tl.float32)
    for i_c7 in range(0, tl.cdiv(E_c7, T_c7)):
        offs_c7 = i_c7 * T_c7 + tl.arange(0, T_c7)

        t94 = tl.load(m41_ptr + offs_n1[:, None, None, None] * m41_s0 + offs_c3[None, :, None, None] * m41_s1 + offs_c7[None, None, None, :] * m41_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_c3 < E_c3)[None, :, None, None] & (offs_c7 < E_c7)[None, None, None, :], other=0).to(tl.float32)
        t95 = (t94) * (t94)
        t96 = tl.sum(tl.where((offs_c7 < E_c7)[None, None, None, :], t95, 0.0), axis=3, keep_dims=True)
        acc97 = acc97 + t96
    t98 = (acc97) * (0.0625)
    t99 = t98 + 1e-06
    t100 = tl.rsqrt(t99)
    t101 = (t93) * (t100)
    t103 = tl.load(m53_ptr + offs_n0[None, None, :] * m53_s2, mask=(offs_n0 < E_n0)[None, None, :], other=0).to(tl.float32)
    t114 = -(t4)
    i115 = offs_n3[None, None, None, :] + tl.zeros([F_n1, T_c3, 1, F_n3], tl.int32)
    t116 = tl.where(i115 < 4, tl.gather(t114, tl.minimum(i115, F_n2 - 1), 3), tl.gather(t7, tl.minimum(tl.maximum(i115 - 4, 0), F_n2 - 1), 3))
    t117 = (t116) * (t12)
    t118 = (t14) * (t17)
    t119 = t117 + t118
    t135 = (t21) * (t24)
    t136 = -(t27)
    i137 = offs_n3[None, None, :] + tl.zeros([F_n1, F_n4, F_n3], tl.int32)
    t138 = tl.where(i137 < 4, tl.gather(t136, tl.minimum(i137, F_n2 - 1), 2), tl.gather(t30, tl.minimum(tl.maximum(i137 - 4, 0), F_n2 - 1), 2))
    t139 = (t138) * (t35)
    t140 = t135 + t139
    t141 = tl.reshape(t140, [F_n1, 1, F_n4, F_n3])
    t142 = tl.permute(t141, (0, 1, 3, 2))
    t143 = tl.sum(tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, None, :], t119, 0.0), 4) * tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, :, None], t142, 0.0), 2), axis=3)
    t144 = (t57) * (t103)
    t145 = (t57) * (t57)
    t146 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, :], t145, 0.0), axis=2, keep_dims=True)
    t147 = t146 + 6.4e-05
    t148 = tl.rsqrt(t147)
    t149 = (t144) * (t148)
    t150 = tl.reshape(t149, [F_n1, 1, F_n4, F_n0])
    t151 = (t150) * (8.0)
    t152 = tl.permute(t151, (0, 1, 3, 2))
    t153 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, None, :], t101, 0.0), 4) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, :, None], t152, 0.0), 2), axis=3)
    t154 = t143 + t153
    t155 = tl.max(tl.where((offs_n4 < E_n4)[None, None, None, :], t154, -float('inf')), axis=3, keep_dims=True)
    acc160 = tl.full([F_n1, T_c3, 1, 1], 0.0, tl.float32)
    for i_c6 in range(0, tl.cdiv(E_c6, T_c6)):
        offs_c6 = i_c6 * T_c6 + tl.arange(0, T_c6)

        t102 = tl.load(m51_ptr + offs_n1[:, None, None] * m51_s0 + offs_c6[None, :, None] * m51_s1 + offs_n0[None, None, :] * m51_s2, mask=(offs_n1 < E_n1)[:, None, None] & (offs_c6 < E_c6)[None, :, None] & (offs_n0 < E_n0)[None, None, :], other=0).to(tl.float32)
        t104 = (t102) * (t103)
        t105 = (t102) * (t102)
        t106 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, :], t105, 0.0), axis=2, keep_dims=True)
        t107 = t106 + 6.4e-05
        t108 = tl.rsqrt(t107)
        t109 = (t104) * (t108)
        t110 = tl.reshape(t109, [F_n1, 1, T_c6, F_n0])
        t111 = (t110) * (8.0)
        t112 = tl.permute(t111, (0, 1, 3, 2))
        t113 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, None, :], t101, 0.0), 4) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, :, None], t112, 0.0), 2), axis=3)
        t120 = tl.load(m26_ptr + offs_n1[:, None, None] * m26_s0 + offs_c6[None, :, None] * m26_s1 + offs_n2[None, None, :] * m26_s2, mask=(offs_n1 < E_n1)[:, None, None] & (offs_c6 < E_c6)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
        t121 = -(t120)
        t122 = tl.load(m29_ptr + offs_n1[:, None, None] * m29_s0 + offs_c6[None, :, None] * m29_s1 + offs_n2[None, None, :] * m29_s2, mask=(offs_n1 < E_n1)[:, None, None] & (offs_c6 < E_c6)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
        i123 = offs_n3[None, None, :] + tl.zeros([F_n1, T_c6, F_n3], tl.int32)
        t124 = tl.where(i123 < 4, tl.gather(t121, tl.minimum(i123, F_n2 - 1), 2), tl.gather(t122, tl.minimum(tl.maximum(i123 - 4, 0), F_n2 - 1), 2))
        t125 = tl.load(m33_ptr + offs_c6[None, :, None] * m33_s1 + offs_n3[None, None, :] * m33_s2, mask=(offs_c6 < E_c6)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
        t126 = (t124) * (t125)
        t127 = tl.load(m20_ptr + offs_n1[:, None, None] * m20_s0 + offs_c6[None, :, None] * m20_s1 + offs_n3[None, None, :] * m20_s2, mask=(offs_n1 < E_n1)[:, None, None] & (offs_c6 < E_c6)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
        t128 = tl.load(m22_ptr + offs_c6[None, :, None] * m22_s1 + offs_n3[None, None, :] * m22_s2, mask=(offs_c6 < E_c6)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
        t129 = (t127) * (t128)
        t130 = t126 + t129
        t131 = tl.reshape(t130, [F_n1, 1, T_c6, F_n3])
        t132 = tl.permute(t131, (0, 1, 3, 2))
        t133 = tl.sum(tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, None, :], t119, 0.0), 4) * tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, :, None], t132, 0.0), 2), axis=3)
        t134 = t113 + t133
        t156 = t134 - (t155)
        t157 = (t156) * (0.2041241452319315)
        t158 = tl.exp(t157)
        t159 = tl.sum(tl.where((offs_c6 < E_c6)[None, None, None, :], t158, 0.0), axis=3, keep_dims=True)
        acc160 = acc160 + t159
    t161 = (t90) / (acc160)
    tl.store(buf162_ptr + offs_n1[:, None, None, None] * buf162_s0 + offs_c3[None, :, None, None] * buf162_s1 + offs_c4[None, None, None, :] * buf162_s3, t161, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_c3 < E_c3)[None, :, None, None] & (offs_c4 < E_c4)[None, None, None, :])


@triton.jit
def kernel_1(buf162_ptr, buf162_s0, buf162_s1, buf162_s2, buf162_s3, m164_ptr, m164_s0, m164_s1, m164_s2, m164_s3, buf169_ptr, buf169_s0, buf169_s1, buf169_s2, buf169_s3, E_c0, E_c1, E_c2, E_n0, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf169: Combine over grid cut0.0@0[2], grid cut0.1@1[4], grid w_uv.3@3[16]
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
    t163 = tl.load(buf162_ptr + offs_c0[:, None, None, None] * buf162_s0 + offs_c1[None, :, None, None] * buf162_s1 + offs_n0[None, None, None, :] * buf162_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t167 = tl.load(m164_ptr + offs_c1[None, :, None, None] * m164_s1 + offs_n0[None, None, :, None] * m164_s2 + offs_c2[None, None, None, :] * m164_s3, mask=(offs_c1 < E_c1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
    t168 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, None, :], t163, 0.0), 4) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, :, None], t167, 0.0), 2), axis=3)
    tl.store(buf169_ptr + offs_c0[:, None, None, None] * buf169_s0 + offs_c1[None, :, None, None] * buf169_s1 + offs_c2[None, None, None, :] * buf169_s3, t168, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_c2 < E_c2)[None, None, None, :])


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
    m48 = inputs['w_uk']
    m47 = m48.reshape([1, 4, 16, 64])
    m51 = inputs['c_kv']
    m54 = inputs['w_kv_norm']
    m53 = m54.reshape([1, 1, 64])
    buf162 = torch.full([2, 4, 1, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(4, T['c3']) * _cdiv(64, T['c4']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m6_ptr=m6, m6_s0=m6.stride(0), m6_s1=m6.stride(1), m6_s2=m6.stride(2), m6_s3=m6.stride(3), m10_ptr=m10, m10_s0=m10.stride(0), m10_s1=m10.stride(1), m10_s2=m10.stride(2), m10_s3=m10.stride(3), m2_ptr=m2, m2_s0=m2.stride(0), m2_s1=m2.stride(1), m2_s2=m2.stride(2), m2_s3=m2.stride(3), m15_ptr=m15, m15_s0=m15.stride(0), m15_s1=m15.stride(1), m15_s2=m15.stride(2), m15_s3=m15.stride(3), m20_ptr=m20, m20_s0=m20.stride(0), m20_s1=m20.stride(1), m20_s2=m20.stride(2), m22_ptr=m22, m22_s0=m22.stride(0), m22_s1=m22.stride(1), m22_s2=m22.stride(2), m26_ptr=m26, m26_s0=m26.stride(0), m26_s1=m26.stride(1), m26_s2=m26.stride(2), m29_ptr=m29, m29_s0=m29.stride(0), m29_s1=m29.stride(1), m29_s2=m29.stride(2), m33_ptr=m33, m33_s0=m33.stride(0), m33_s1=m33.stride(1), m33_s2=m33.stride(2), m41_ptr=m41, m41_s0=m41.stride(0), m41_s1=m41.stride(1), m41_s2=m41.stride(2), m41_s3=m41.stride(3), m43_ptr=m43, m43_s0=m43.stride(0), m43_s1=m43.stride(1), m43_s2=m43.stride(2), m43_s3=m43.stride(3), m47_ptr=m47, m47_s0=m47.stride(0), m47_s1=m47.stride(1), m47_s2=m47.stride(2), m47_s3=m47.stride(3), m51_ptr=m51, m51_s0=m51.stride(0), m51_s1=m51.stride(1), m51_s2=m51.stride(2), m53_ptr=m53, m53_s0=m53.stride(0), m53_s1=m53.stride(1), m53_s2=m53.stride(2), buf162_ptr=buf162, buf162_s0=buf162.stride(0), buf162_s1=buf162.stride(1), buf162_s2=buf162.stride(2), buf162_s3=buf162.stride(3), E_c3=4, E_c4=64, E_c5=64, E_c6=32, E_c7=16, E_n0=64, E_n1=2, E_n2=4, E_n3=8, E_n4=32, E_n5=16, F_n0=_pow2(64), F_n1=_pow2(2), F_n2=_pow2(4), F_n3=_pow2(8), F_n4=_pow2(32), F_n5=_pow2(16), T_c3=T['c3'], T_c4=T['c4'], T_c5=T['c5'], T_c6=T['c6'], T_c7=T['c7'])
    m166 = inputs['w_uv']
    m165 = m166.permute([0, 2, 1])
    m164 = m165.reshape([1, 4, 64, 16])
    buf169 = torch.full([2, 4, 1, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(2, T['c0']) * _cdiv(4, T['c1']) * _cdiv(16, T['c2']),)](buf162_ptr=buf162, buf162_s0=buf162.stride(0), buf162_s1=buf162.stride(1), buf162_s2=buf162.stride(2), buf162_s3=buf162.stride(3), m164_ptr=m164, m164_s0=m164.stride(0), m164_s1=m164.stride(1), m164_s2=m164.stride(2), m164_s3=m164.stride(3), buf169_ptr=buf169, buf169_s0=buf169.stride(0), buf169_s1=buf169.stride(1), buf169_s2=buf169.stride(2), buf169_s3=buf169.stride(3), E_c0=2, E_c1=4, E_c2=16, E_n0=64, F_n0=_pow2(64), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    return buf169


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
