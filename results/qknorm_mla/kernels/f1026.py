"""qknorm_mla [small], candidate 1026: 2 kernel(s)

Rendered by EqiForge from candidate 1026 of qknorm_mla [small]: grid(q.0@0, q.1@1) loop(c_kv.1[32]: sum) {loop(c_kv.2[64]: pair(sum, sum))} loop(q.3[16]: pair(sum, sum)) [10 mm] | grid(cut0.0@0, cut0.1@1, w_uv.3@3) [1 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid cut0.0@0[2]
    c1: grid cut0.1@1[4]
    c2: grid w_uv.3@3[16]
    c3: grid q.0@0[2]
    c4: grid q.1@1[4]
    c5: loop c_kv.1[32]
    c6: loop c_kv.2[64]
    c7: loop q.3[16]

Run it on its own: `python kernels/f1026.py` checks it once against PyTorch on random inputs.
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
def kernel_0(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m4_ptr, m4_s0, m4_s1, m4_s2, m4_s3, m8_ptr, m8_s0, m8_s1, m8_s2, m8_s3, m11_ptr, m11_s0, m11_s1, m11_s2, m11_s3, m15_ptr, m15_s0, m15_s1, m15_s2, m15_s3, m20_ptr, m20_s0, m20_s1, m20_s2, m22_ptr, m22_s0, m22_s1, m22_s2, m26_ptr, m26_s0, m26_s1, m26_s2, m29_ptr, m29_s0, m29_s1, m29_s2, m33_ptr, m33_s0, m33_s1, m33_s2, m41_ptr, m41_s0, m41_s1, m41_s2, m41_s3, m43_ptr, m43_s0, m43_s1, m43_s2, m43_s3, m47_ptr, m47_s0, m47_s1, m47_s2, m47_s3, m51_ptr, m51_s0, m51_s1, m51_s2, m53_ptr, m53_s0, m53_s1, m53_s2, buf171_ptr, buf171_s0, buf171_s1, buf171_s2, buf171_s3, E_c3, E_c4, E_c5, E_c6, E_c7, E_n0, E_n1, E_n2, E_n3, E_n4, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, F_n4: tl.constexpr, T_c3: tl.constexpr, T_c4: tl.constexpr, T_c5: tl.constexpr, T_c6: tl.constexpr, T_c7: tl.constexpr):
    # writes buf171: Combine over grid q.0@0[2], grid q.1@1[4]
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
    t42 = tl.load(m41_ptr + offs_c3[:, None, None, None] * m41_s0 + offs_c4[None, :, None, None] * m41_s1 + offs_n3[None, None, None, :] * m41_s3, mask=(offs_c3 < E_c3)[:, None, None, None] & (offs_c4 < E_c4)[None, :, None, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t45 = tl.load(m43_ptr + offs_n3[None, None, None, :] * m43_s3, mask=(offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t46 = (t42) * (t45)
    t67 = (t42) * (t42)
    t68 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t67, 0.0), axis=3, keep_dims=True)
    t69 = t68 + 1.6e-05
    t70 = tl.rsqrt(t69)
    t76 = tl.load(m26_ptr + offs_c3[:, None, None] * m26_s0 + offs_n4[None, :, None] * m26_s1 + offs_n2[None, None, :] * m26_s2, mask=(offs_c3 < E_c3)[:, None, None] & (offs_n4 < E_n4)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t77 = -(t76)
    t78 = tl.load(m29_ptr + offs_c3[:, None, None] * m29_s0 + offs_n4[None, :, None] * m29_s1 + offs_n2[None, None, :] * m29_s2, mask=(offs_c3 < E_c3)[:, None, None] & (offs_n4 < E_n4)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    i79 = offs_n1[None, None, :] + tl.zeros([T_c3, F_n4, F_n1], tl.int32)
    t80 = tl.where(i79 < 4, tl.gather(t77, tl.minimum(i79, F_n2 - 1), 2), tl.gather(t78, tl.minimum(tl.maximum(i79 - 4, 0), F_n2 - 1), 2))
    t81 = tl.load(m33_ptr + offs_n4[None, :, None] * m33_s1 + offs_n1[None, None, :] * m33_s2, mask=(offs_n4 < E_n4)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    t82 = (t80) * (t81)
    t83 = tl.load(m20_ptr + offs_c3[:, None, None] * m20_s0 + offs_n4[None, :, None] * m20_s1 + offs_n1[None, None, :] * m20_s2, mask=(offs_c3 < E_c3)[:, None, None] & (offs_n4 < E_n4)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    t84 = tl.load(m22_ptr + offs_n4[None, :, None] * m22_s1 + offs_n1[None, None, :] * m22_s2, mask=(offs_n4 < E_n4)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    t85 = (t83) * (t84)
    t86 = t82 + t85
    t87 = tl.reshape(t86, [T_c3, 1, F_n4, F_n1])
    t88 = tl.permute(t87, (0, 1, 3, 2))
    t89 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :], t19, 0.0), 4) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :, None], t88, 0.0), 2), axis=3)
    t90 = (t42) * (t45)
    t91 = tl.load(m47_ptr + offs_c4[None, :, None, None] * m47_s1 + offs_n3[None, None, :, None] * m47_s2 + offs_n0[None, None, None, :] * m47_s3, mask=(offs_c4 < E_c4)[None, :, None, None] & (offs_n3 < E_n3)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t92 = tl.sum(tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, None, :], t90, 0.0), 4) * tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, :, None], t91, 0.0), 2), axis=3)
    t93 = (t42) * (t42)
    t94 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t93, 0.0), axis=3, keep_dims=True)
    t95 = (t94) * (0.0625)
    t96 = t95 + 1e-06
    t97 = tl.rsqrt(t96)
    t98 = (t92) * (t97)
    t99 = tl.load(m51_ptr + offs_c3[:, None, None] * m51_s0 + offs_n4[None, :, None] * m51_s1 + offs_n0[None, None, :] * m51_s2, mask=(offs_c3 < E_c3)[:, None, None] & (offs_n4 < E_n4)[None, :, None] & (offs_n0 < E_n0)[None, None, :], other=0).to(tl.float32)
    t100 = tl.load(m53_ptr + offs_n0[None, None, :] * m53_s2, mask=(offs_n0 < E_n0)[None, None, :], other=0).to(tl.float32)
    t101 = (t99) * (t100)
    t102 = (t99) * (t99)
    t103 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, :], t102, 0.0), axis=2, keep_dims=True)
    t104 = t103 + 6.4e-05
    t105 = tl.rsqrt(t104)
    t106 = (t101) * (t105)
    t107 = tl.reshape(t106, [T_c3, 1, F_n4, F_n0])
    t108 = (t107) * (8.0)
    t109 = tl.permute(t108, (0, 1, 3, 2))
    t110 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, None, :], t98, 0.0), 4) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, :, None], t109, 0.0), 2), axis=3)
    t111 = t89 + t110
    t112 = tl.max(tl.where((offs_n4 < E_n4)[None, None, None, :], t111, -float('inf')), axis=3, keep_dims=True)
    acc124 = tl.full([T_c3, T_c4, 1, F_n0], 0.0, tl.float32)
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
        t57 = tl.load(m51_ptr + offs_c3[:, None, None] * m51_s0 + offs_c5[None, :, None] * m51_s1 + offs_n0[None, None, :] * m51_s2, mask=(offs_c3 < E_c3)[:, None, None] & (offs_c5 < E_c5)[None, :, None] & (offs_n0 < E_n0)[None, None, :], other=0).to(tl.float32)
        t58 = (t57) * (t57)
        t59 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, :], t58, 0.0), axis=2, keep_dims=True)
        t60 = t59 + 6.4e-05
        t61 = tl.rsqrt(t60)
        acc72 = tl.full([T_c3, T_c4, 1, T_c5], 0.0, tl.float32)
        acc73 = tl.full([T_c3, T_c4, 1, T_c5], 0.0, tl.float32)
        for i_c6 in range(0, tl.cdiv(E_c6, T_c6)):
            offs_c6 = i_c6 * T_c6 + tl.arange(0, T_c6)

            t49 = tl.load(m47_ptr + offs_c4[None, :, None, None] * m47_s1 + offs_n3[None, None, :, None] * m47_s2 + offs_c6[None, None, None, :] * m47_s3, mask=(offs_c4 < E_c4)[None, :, None, None] & (offs_n3 < E_n3)[None, None, :, None] & (offs_c6 < E_c6)[None, None, None, :], other=0).to(tl.float32)
            t50 = tl.sum(tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, None, :], t46, 0.0), 4) * tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, :, None], t49, 0.0), 2), axis=3)
            t52 = tl.load(m51_ptr + offs_c3[:, None, None] * m51_s0 + offs_c5[None, :, None] * m51_s1 + offs_c6[None, None, :] * m51_s2, mask=(offs_c3 < E_c3)[:, None, None] & (offs_c5 < E_c5)[None, :, None] & (offs_c6 < E_c6)[None, None, :], other=0).to(tl.float32)
            t55 = tl.load(m53_ptr + offs_c6[None, None, :] * m53_s2, mask=(offs_c6 < E_c6)[None, None, :], other=0).to(tl.float32)
            t56 = (t52) * (t55)
            t62 = (t56) * (t61)
            t63 = tl.reshape(t62, [T_c3, 1, T_c5, T_c6])
            t64 = (t63) * (8.0)
            t65 = tl.permute(t64, (0, 1, 3, 2))
            t66 = tl.sum(tl.expand_dims(tl.where((offs_c6 < E_c6)[None, None, None, :], t50, 0.0), 4) * tl.expand_dims(tl.where((offs_c6 < E_c6)[None, None, :, None], t65, 0.0), 2), axis=3)
            t71 = (t66) * (t70)
            acc72 = acc72 + t66
            acc73 = acc73 + t71
        t74 = (acc73) * (4.0)
        t75 = t40 + t74
        t113 = t75 - (t112)
        t114 = (t113) * (0.2041241452319315)
        t115 = tl.exp(t114)
        t116 = (t57) * (t100)
        t117 = (t57) * (t57)
        t118 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, :], t117, 0.0), axis=2, keep_dims=True)
        t119 = t118 + 6.4e-05
        t120 = tl.rsqrt(t119)
        t121 = (t116) * (t120)
        t122 = tl.reshape(t121, [T_c3, 1, T_c5, F_n0])
        t123 = tl.sum(tl.expand_dims(tl.where((offs_c5 < E_c5)[None, None, None, :], t115, 0.0), 4) * tl.expand_dims(tl.where((offs_c5 < E_c5)[None, None, :, None], t122, 0.0), 2), axis=3)
        acc124 = acc124 + t123
    t125 = (acc124) * (8.0)
    t129 = (t42) * (t42)
    t130 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t129, 0.0), axis=3, keep_dims=True)
    t131 = t130 + 1.6e-05
    t132 = tl.rsqrt(t131)
    acc137 = tl.full([T_c3, T_c4, 1, F_n0], 0.0, tl.float32)
    acc138 = tl.full([T_c3, T_c4, 1, F_n0], 0.0, tl.float32)
    for i_c7 in range(0, tl.cdiv(E_c7, T_c7)):
        offs_c7 = i_c7 * T_c7 + tl.arange(0, T_c7)

        t126 = tl.load(m41_ptr + offs_c3[:, None, None, None] * m41_s0 + offs_c4[None, :, None, None] * m41_s1 + offs_c7[None, None, None, :] * m41_s3, mask=(offs_c3 < E_c3)[:, None, None, None] & (offs_c4 < E_c4)[None, :, None, None] & (offs_c7 < E_c7)[None, None, None, :], other=0).to(tl.float32)
        t127 = tl.load(m43_ptr + offs_c7[None, None, None, :] * m43_s3, mask=(offs_c7 < E_c7)[None, None, None, :], other=0).to(tl.float32)
        t128 = (t126) * (t127)
        t133 = (t128) * (t132)
        t134 = tl.load(m47_ptr + offs_c4[None, :, None, None] * m47_s1 + offs_c7[None, None, :, None] * m47_s2 + offs_n0[None, None, None, :] * m47_s3, mask=(offs_c4 < E_c4)[None, :, None, None] & (offs_c7 < E_c7)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
        t135 = tl.sum(tl.expand_dims(tl.where((offs_c7 < E_c7)[None, None, None, :], t133, 0.0), 4) * tl.expand_dims(tl.where((offs_c7 < E_c7)[None, None, :, None], t134, 0.0), 2), axis=3)
        t136 = (t135) * (4.0)
        acc137 = acc137 + t136
        acc138 = acc138 + t135
    t139 = (t99) * (t100)
    t140 = (t99) * (t99)
    t141 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, :], t140, 0.0), axis=2, keep_dims=True)
    t142 = t141 + 6.4e-05
    t143 = tl.rsqrt(t142)
    t144 = (t139) * (t143)
    t145 = tl.reshape(t144, [T_c3, 1, F_n4, F_n0])
    t146 = (t145) * (8.0)
    t147 = tl.permute(t146, (0, 1, 3, 2))
    t148 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, None, :], acc137, 0.0), 4) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, :, None], t147, 0.0), 2), axis=3)
    t149 = -(t9)
    i150 = offs_n1[None, None, None, :] + tl.zeros([T_c3, T_c4, 1, F_n1], tl.int32)
    t151 = tl.where(i150 < 4, tl.gather(t149, tl.minimum(i150, F_n2 - 1), 3), tl.gather(t12, tl.minimum(tl.maximum(i150 - 4, 0), F_n2 - 1), 3))
    t152 = (t151) * (t17)
    t153 = (t3) * (t6)
    t154 = t152 + t153
    t155 = -(t76)
    i156 = offs_n1[None, None, :] + tl.zeros([T_c3, F_n4, F_n1], tl.int32)
    t157 = tl.where(i156 < 4, tl.gather(t155, tl.minimum(i156, F_n2 - 1), 2), tl.gather(t78, tl.minimum(tl.maximum(i156 - 4, 0), F_n2 - 1), 2))
    t158 = (t157) * (t81)
    t159 = (t83) * (t84)
    t160 = t158 + t159
    t161 = tl.reshape(t160, [T_c3, 1, F_n4, F_n1])
    t162 = tl.permute(t161, (0, 1, 3, 2))
    t163 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :], t154, 0.0), 4) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :, None], t162, 0.0), 2), axis=3)
    t164 = t148 + t163
    t165 = tl.max(tl.where((offs_n4 < E_n4)[None, None, None, :], t164, -float('inf')), axis=3, keep_dims=True)
    t166 = t164 - (t165)
    t167 = (t166) * (0.2041241452319315)
    t168 = tl.exp(t167)
    t169 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t168, 0.0), axis=3, keep_dims=True)
    t170 = (t125) / (t169)
    tl.store(buf171_ptr + offs_c3[:, None, None, None] * buf171_s0 + offs_c4[None, :, None, None] * buf171_s1 + offs_n0[None, None, None, :] * buf171_s3, t170, mask=(offs_c3 < E_c3)[:, None, None, None] & (offs_c4 < E_c4)[None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :])


@triton.jit
def kernel_1(buf171_ptr, buf171_s0, buf171_s1, buf171_s2, buf171_s3, m173_ptr, m173_s0, m173_s1, m173_s2, m173_s3, buf178_ptr, buf178_s0, buf178_s1, buf178_s2, buf178_s3, E_c0, E_c1, E_c2, E_n0, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf178: Combine over grid cut0.0@0[2], grid cut0.1@1[4], grid w_uv.3@3[16]
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
    t172 = tl.load(buf171_ptr + offs_c0[:, None, None, None] * buf171_s0 + offs_c1[None, :, None, None] * buf171_s1 + offs_n0[None, None, None, :] * buf171_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t176 = tl.load(m173_ptr + offs_c1[None, :, None, None] * m173_s1 + offs_n0[None, None, :, None] * m173_s2 + offs_c2[None, None, None, :] * m173_s3, mask=(offs_c1 < E_c1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
    t177 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, None, :], t172, 0.0), 4) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, :, None], t176, 0.0), 2), axis=3)
    tl.store(buf178_ptr + offs_c0[:, None, None, None] * buf178_s0 + offs_c1[None, :, None, None] * buf178_s1 + offs_c2[None, None, None, :] * buf178_s3, t177, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_c2 < E_c2)[None, None, None, :])


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
    m48 = inputs['w_uk']
    m47 = m48.reshape([1, 4, 16, 64])
    m51 = inputs['c_kv']
    m54 = inputs['w_kv_norm']
    m53 = m54.reshape([1, 1, 64])
    buf171 = torch.full([2, 4, 1, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(2, T['c3']) * _cdiv(4, T['c4']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m4_ptr=m4, m4_s0=m4.stride(0), m4_s1=m4.stride(1), m4_s2=m4.stride(2), m4_s3=m4.stride(3), m8_ptr=m8, m8_s0=m8.stride(0), m8_s1=m8.stride(1), m8_s2=m8.stride(2), m8_s3=m8.stride(3), m11_ptr=m11, m11_s0=m11.stride(0), m11_s1=m11.stride(1), m11_s2=m11.stride(2), m11_s3=m11.stride(3), m15_ptr=m15, m15_s0=m15.stride(0), m15_s1=m15.stride(1), m15_s2=m15.stride(2), m15_s3=m15.stride(3), m20_ptr=m20, m20_s0=m20.stride(0), m20_s1=m20.stride(1), m20_s2=m20.stride(2), m22_ptr=m22, m22_s0=m22.stride(0), m22_s1=m22.stride(1), m22_s2=m22.stride(2), m26_ptr=m26, m26_s0=m26.stride(0), m26_s1=m26.stride(1), m26_s2=m26.stride(2), m29_ptr=m29, m29_s0=m29.stride(0), m29_s1=m29.stride(1), m29_s2=m29.stride(2), m33_ptr=m33, m33_s0=m33.stride(0), m33_s1=m33.stride(1), m33_s2=m33.stride(2), m41_ptr=m41, m41_s0=m41.stride(0), m41_s1=m41.stride(1), m41_s2=m41.stride(2), m41_s3=m41.stride(3), m43_ptr=m43, m43_s0=m43.stride(0), m43_s1=m43.stride(1), m43_s2=m43.stride(2), m43_s3=m43.stride(3), m47_ptr=m47, m47_s0=m47.stride(0), m47_s1=m47.stride(1), m47_s2=m47.stride(2), m47_s3=m47.stride(3), m51_ptr=m51, m51_s0=m51.stride(0), m51_s1=m51.stride(1), m51_s2=m51.stride(2), m53_ptr=m53, m53_s0=m53.stride(0), m53_s1=m53.stride(1), m53_s2=m53.stride(2), buf171_ptr=buf171, buf171_s0=buf171.stride(0), buf171_s1=buf171.stride(1), buf171_s2=buf171.stride(2), buf171_s3=buf171.stride(3), E_c3=2, E_c4=4, E_c5=32, E_c6=64, E_c7=16, E_n0=64, E_n1=8, E_n2=4, E_n3=16, E_n4=32, F_n0=_pow2(64), F_n1=_pow2(8), F_n2=_pow2(4), F_n3=_pow2(16), F_n4=_pow2(32), T_c3=T['c3'], T_c4=T['c4'], T_c5=T['c5'], T_c6=T['c6'], T_c7=T['c7'])
    m175 = inputs['w_uv']
    m174 = m175.permute([0, 2, 1])
    m173 = m174.reshape([1, 4, 64, 16])
    buf178 = torch.full([2, 4, 1, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(2, T['c0']) * _cdiv(4, T['c1']) * _cdiv(16, T['c2']),)](buf171_ptr=buf171, buf171_s0=buf171.stride(0), buf171_s1=buf171.stride(1), buf171_s2=buf171.stride(2), buf171_s3=buf171.stride(3), m173_ptr=m173, m173_s0=m173.stride(0), m173_s1=m173.stride(1), m173_s2=m173.stride(2), m173_s3=m173.stride(3), buf178_ptr=buf178, buf178_s0=buf178.stride(0), buf178_s1=buf178.stride(1), buf178_s2=buf178.stride(2), buf178_s3=buf178.stride(3), E_c0=2, E_c1=4, E_c2=16, E_n0=64, F_n0=_pow2(64), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    return buf178


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
