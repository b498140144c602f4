"""qknorm_mla [small], candidate 468: 2 kernel(s)

Rendered by EqiForge from candidate 468 of qknorm_mla [small]: grid(q.1@1) loop(q.3[16]: sum) loop(c_kv.1[32]: pair(sum, sum)) [10 mm] | grid(cut0.0@0, cut0.1@1, w_uv.3@3) [1 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid cut0.0@0[2]
    c1: grid cut0.1@1[4]
    c2: grid w_uv.3@3[16]
    c3: grid q.1@1[4]
    c4: loop q.3[16]
    c5: loop c_kv.1[32]

Run it on its own: `python kernels/f468.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/qknorm_mla.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 1, "c1": 2, "c2": 8, "c3": 2, "c4": 8, "c5": 16}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 2, "c1": 4, "c2": 16, "c3": 4, "c4": 16, "c5": 32}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m6_ptr, m6_s0, m6_s1, m6_s2, m6_s3, m10_ptr, m10_s0, m10_s1, m10_s2, m10_s3, m2_ptr, m2_s0, m2_s1, m2_s2, m2_s3, m15_ptr, m15_s0, m15_s1, m15_s2, m15_s3, m20_ptr, m20_s0, m20_s1, m20_s2, m22_ptr, m22_s0, m22_s1, m22_s2, m26_ptr, m26_s0, m26_s1, m26_s2, m29_ptr, m29_s0, m29_s1, m29_s2, m33_ptr, m33_s0, m33_s1, m33_s2, m41_ptr, m41_s0, m41_s1, m41_s2, m41_s3, m43_ptr, m43_s0, m43_s1, m43_s2, m43_s3, m47_ptr, m47_s0, m47_s1, m47_s2, m47_s3, m58_ptr, m58_s0, m58_s1, m58_s2, m60_ptr, m60_s0, m60_s1, m60_s2, buf151_ptr, buf151_s0, buf151_s1, buf151_s2, buf151_s3, E_c3, E_c4, E_c5, E_n0, E_n1, E_n2, E_n3, E_n4, E_n5, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, F_n4: tl.constexpr, F_n5: tl.constexpr, T_c3: tl.constexpr, T_c4: tl.constexpr, T_c5: tl.constexpr):
    # writes buf151: Combine over grid q.1@1[4]
    pid = tl.program_id(0)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n3 = tl.arange(0, F_n3)
    offs_n4 = tl.arange(0, F_n4)
    offs_n0 = tl.arange(0, F_n0)
    offs_n5 = tl.arange(0, F_n5)
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
    acc51 = tl.full([F_n1, T_c3, 1, F_n0], 0.0, tl.float32)
    for i_c4 in range(0, tl.cdiv(E_c4, T_c4)):
        offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)

        t42 = tl.load(m41_ptr + offs_n1[:, None, None, None] * m41_s0 + offs_c3[None, :, None, None] * m41_s1 + offs_c4[None, None, None, :] * m41_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_c3 < E_c3)[None, :, None, None] & (offs_c4 < E_c4)[None, None, None, :], other=0).to(tl.float32)
        t45 = tl.load(m43_ptr + offs_c4[None, None, None, :] * m43_s3, mask=(offs_c4 < E_c4)[None, None, None, :], other=0).to(tl.float32)
        t46 = (t42) * (t45)
        t49 = tl.load(m47_ptr + offs_c3[None, :, None, None] * m47_s1 + offs_c4[None, None, :, None] * m47_s2 + offs_n0[None, None, None, :] * m47_s3, mask=(offs_c3 < E_c3)[None, :, None, None] & (offs_c4 < E_c4)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
        t50 = tl.sum(tl.expand_dims(tl.where((offs_c4 < E_c4)[None, None, None, :], t46, 0.0), 4) * tl.expand_dims(tl.where((offs_c4 < E_c4)[None, None, :, None], t49, 0.0), 2), axis=3)
        acc51 = acc51 + t50
    t52 = tl.load(m41_ptr + offs_n1[:, None, None, None] * m41_s0 + offs_c3[None, :, None, None] * m41_s1 + offs_n5[None, None, None, :] * m41_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_c3 < E_c3)[None, :, None, None] & (offs_n5 < E_n5)[None, None, None, :], other=0).to(tl.float32)
    t53 = (t52) * (t52)
    t54 = tl.sum(tl.where((offs_n5 < E_n5)[None, None, None, :], t53, 0.0), axis=3, keep_dims=True)
    t55 = t54 + 1.6e-05
    t56 = tl.rsqrt(t55)
    t57 = (acc51) * (t56)
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
    t72 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, None, :], t57, 0.0), 4) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, :, None], t71, 0.0), 2), axis=3)
    t73 = (t72) * (4.0)
    t74 = t40 + t73
    t75 = tl.max(tl.where((offs_n4 < E_n4)[None, None, None, :], t74, -float('inf')), axis=3, keep_dims=True)
    t76 = t74 - (t75)
    t77 = (t76) * (0.2041241452319315)
    t78 = tl.exp(t77)
    t79 = tl.sum(tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, None, :], t78, 0.0), 4) * tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, :, None], t70, 0.0), 2), axis=3)
    t80 = tl.load(m43_ptr + offs_n5[None, None, None, :] * m43_s3, mask=(offs_n5 < E_n5)[None, None, None, :], other=0).to(tl.float32)
    t81 = (t52) * (t80)
    t82 = (t52) * (t52)
    t83 = tl.sum(tl.where((offs_n5 < E_n5)[None, None, None, :], t82, 0.0), axis=3, keep_dims=True)
    t84 = t83 + 1.6e-05
    t85 = tl.rsqrt(t84)
    t86 = (t81) * (t85)
    t87 = tl.load(m47_ptr + offs_c3[None, :, None, None] * m47_s1 + offs_n5[None, None, :, None] * m47_s2 + offs_n0[None, None, None, :] * m47_s3, mask=(offs_c3 < E_c3)[None, :, None, None] & (offs_n5 < E_n5)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t88 = tl.sum(tl.expand_dims(tl.where((offs_n5 < E_n5)[None, None, None, :], t86, 0.0), 4) * tl.expand_dims(tl.where((offs_n5 < E_n5)[None, None, :, None], t87, 0.0), 2), axis=3)
    t89 = (t88) * (4.0)
    t101 = -(t4)
    i102 = offs_n3[None, None, None, :] + tl.zeros([F_n1, T_c3, 1, F_n3], tl.int32)
    t103 = tl.where(i102 < 4, tl.gather(t101, tl.minimum(i102, F_n2 - 1), 3), tl.gather(t7, tl.minimum(tl.maximum(i102 - 4, 0), F_n2 - 1), 3))
    t104 = (t103) * (t12)
    t105 = (t14) * (t17)
    t106 = t104 + t105
    t122 = (t21) * (t24)
    t123 = -(t27)
    i124 = offs_n3[None, None, :] + tl.zeros([F_n1, F_n4, F_n3], tl.int32)
    t125 = tl.where(i124 < 4, tl.gather(t123, tl.minimum(i124, F_n2 - 1), 2), tl.gather(t30, tl.minimum(tl.maximum(i124 - 4, 0), F_n2 - 1), 2))
    t126 = (t125) * (t35)
    t127 = t122 + t126
    t128 = tl.reshape(t127, [F_n1, 1, F_n4, F_n3])
    t129 = tl.permute(t128, (0, 1, 3, 2))
    t130 = tl.sum(tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, None, :], t106, 0.0), 4) * tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, :, None], t129, 0.0), 2), axis=3)
    t131 = (t59) * (t62)
    t132 = (t59) * (t59)
    t133 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, :], t132, 0.0), axis=2, keep_dims=True)
    t134 = t133 + 6.4e-05
    t135 = tl.rsqrt(t134)
    t136 = (t131) * (t135)
    t137 = tl.reshape(t136, [F_n1, 1, F_n4, F_n0])
    t138 = (t137) * (8.0)
    t139 = tl.permute(t138, (0, 1, 3, 2))
    t140 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, None, :], t89, 0.0), 4) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, :, None], t139, 0.0), 2), axis=3)
    t141 = t130 + t140
    t142 = tl.max(tl.where((offs_n4 < E_n4)[None, None, None, :], t141, -float('inf')), axis=3, keep_dims=True)
    acc148 = tl.full([F_n1, T_c3, 1, 1], 0.0, tl.float32)
    acc149 = tl.full([F_n1, T_c3, 1, F_n0], 0.0, tl.float32)
    for i_c5 in range(0, tl.cdiv(E_c5, T_c5)):
        offs_c5 = i_c5 * T_c5 + tl.arange(0, T_c5)

        t90 = tl.load(m58_ptr + offs_n1[:, None, None] * m58_s0 + offs_c5[None, :, None] * m58_s1 + offs_n0[None, None, :] * m58_s2, mask=(offs_n1 < E_n1)[:, None, None] & (offs_c5 < E_c5)[None, :, None] & (offs_n0 < E_n0)[None, None, :], other=0).to(tl.float32)
        t91 = (t90) * (t62)
        t92 = (t90) * (t90)
        t93 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, :], t92, 0.0), axis=2, keep_dims=True)
        t94 = t93 + 6.4e-05
        t95 = tl.rsqrt(t94)
        t96 = (t91) * (t95)
        t97 = tl.reshape(t96, [F_n1, 1, T_c5, F_n0])
        t98 = (t97) * (8.0)
        t99 = tl.permute(t98, (0, 1, 3, 2))
        t100 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, None, :], t89, 0.0), 4) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, :, None], t99, 0.0), 2), axis=3)
        t107 = tl.load(m26_ptr + offs_n1[:, None, None] * m26_s0 + offs_c5[None, :, None] * m26_s1 + offs_n2[None, None, :] * m26_s2, mask=(offs_n1 < E_n1)[:, None, None] & (offs_c5 < E_c5)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
        t108 = -(t107)
        t109 = tl.load(m29_ptr + offs_n1[:, None, None] * m29_s0 + offs_c5[None, :, None] * m29_s1 + offs_n2[None, None, :] * m29_s2, mask=(offs_n1 < E_n1)[:, None, None] & (offs_c5 < E_c5)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
        i110 = offs_n3[None, None, :] + tl.zeros([F_n1, T_c5, F_n3], tl.int32)
        t111 = tl.where(i110 < 4, tl.gather(t108, tl.minimum(i110, F_n2 - 1), 2), tl.gather(t109, tl.minimum(tl.maximum(i110 - 4, 0), F_n2 - 1), 2))
        t112 = tl.load(m33_ptr + offs_c5[None, :, None] * m33_s1 + offs_n3[None, None, :] * m33_s2, mask=(offs_c5 < E_c5)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
        t113 = (t111) * (t112)
        t114 = tl.load(m20_ptr + offs_n1[:, None, None] * m20_s0 + offs_c5[None, :, None] * m20_s1 + offs_n3[None, None, :] * m20_s2, mask=(offs_n1 < E_n1)[:, None, None] & (offs_c5 < E_c5)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
        t115 = tl.load(m22_ptr + offs_c5[None, :, None] * m22_s1 + offs_n3[None, None, :] * m22_s2, mask=(offs_c5 < E_c5)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
        t116 = (t114) * (t115)
        t117 = t113 + t116
        t118 = tl.reshape(t117, [F_n1, 1, T_c5, F_n3])
        t119 = tl.permute(t118, (0, 1, 3, 2))
        t120 = tl.sum(tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, None, :], t106, 0.0), 4) * tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, :, None], t119, 0.0), 2), axis=3)
        t121 = t100 + t120
        t143 = t121 - (t142)
        t144 = (t143) * (0.2041241452319315)
        t145 = tl.exp(t144)
        t146 = tl.sum(tl.where((offs_c5 < E_c5)[None, None, None, :], t145, 0.0), axis=3, keep_dims=True)
        t147 = tl.sum(tl.expand_dims(tl.where((offs_c5 < E_c5)[None, None, None, :], t145, 0.0), 4) * tl.expand_dims(tl.where((offs_c5 < E_c5)[None, None, :, None], t97, 0.0), 2), axis=3)
        acc148 = acc148 + t146
        acc149 = acc149 + t147
    t150 = (t79) / (acc148)
    tl.store(buf151_ptr + offs_n1[:, None, None, None] * buf151_s0 + offs_c3[None, :, None, None] * buf151_s1 + offs_n0[None, None, None, :] * buf151_s3, t150, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_c3 < E_c3)[None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :])


@triton.jit
def kernel_1(buf151_ptr, buf151_s0, buf151_s1, buf151_s2, buf151_s3, m153_ptr, m153_s0, m153_s1, m153_s2, m153_s3, buf158_ptr, buf158_s0, buf158_s1, buf158_s2, buf158_s3, E_c0, E_c1, E_c2, E_n0, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf158: Combine over grid cut0.0@0[2], grid cut0.1@1[4], grid w_uv.3@3[16]
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
    t152 = tl.load(buf151_ptr + offs_c0[:, None, None, None] * buf151_s0 + offs_c1[None, :, None, None] * buf151_s1 + offs_n0[None, None, None, :] * buf151_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t156 = tl.load(m153_ptr + offs_c1[None, :, None, None] * m153_s1 + offs_n0[None, None, :, None] * m153_s2 + offs_c2[None, None, None, :] * m153_s3, mask=(offs_c1 < E_c1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
    t157 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, None, :], t152, 0.0), 4) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, :, None], t156, 0.0), 2), axis=3)
    tl.store(buf158_ptr + offs_c0[:, None, None, None] * buf158_s0 + offs_c1[None, :, None, None] * buf158_s1 + offs_c2[None, None, None, :] * buf158_s3, t157, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_c2 < E_c2)[None, None, None, :])


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
    m58 = inputs['c_kv']
    m61 = inputs['w_kv_norm']
    m60 = m61.reshape([1, 1, 64])
    buf151 = torch.full([2, 4, 1, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(4, T['c3']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m6_ptr=m6, m6_s0=m6.stride(0), m6_s1=m6.stride(1), m6_s2=m6.stride(2), m6_s3=m6.stride(3), m10_ptr=m10, m10_s0=m10.stride(0), m10_s1=m10.stride(1), m10_s2=m10.stride(2), m10_s3=m10.stride(3), m2_ptr=m2, m2_s0=m2.stride(0), m2_s1=m2.stride(1), m2_s2=m2.stride(2), m2_s3=m2.stride(3), m15_ptr=m15, m15_s0=m15.stride(0), m15_s1=m15.stride(1), m15_s2=m15.stride(2), m15_s3=m15.stride(3), m20_ptr=m20, m20_s0=m20.stride(0), m20_s1=m20.stride(1), m20_s2=m20.stride(2), m22_ptr=m22, m22_s0=m22.stride(0), m22_s1=m22.stride(1), m22_s2=m22.stride(2), m26_ptr=m26, m26_s0=m26.stride(0), m26_s1=m26.stride(1), m26_s2=m26.stride(2), m29_ptr=m29, m29_s0=m29.stride(0), m29_s1=m29.stride(1), m29_s2=m29.stride(2), m33_ptr=m33, m33_s0=m33.stride(0), m33_s1=m33.stride(1), m33_s2=m33.stride(2), m41_ptr=m41, m41_s0=m41.stride(0), m41_s1=m41.stride(1), m41_s2=m41.stride(2), m41_s3=m41.stride(3), m43_ptr=m43, m43_s0=m43.stride(0), m43_s1=m43.stride(1), m43_s2=m43.stride(2), m43_s3=m43.stride(3), m47_ptr=m47, m47_s0=m47.stride(0), m47_s1=m47.stride(1), m47_s2=m47.stride(2), m47_s3=m47.stride(3), m58_ptr=m58, m58_s0=m58.stride(0), m58_s1=m58.stride(1), m58_s2=m58.stride(2), m60_ptr=m60, m60_s0=m60.stride(0), m60_s1=m60.stride(1), m60_s2=m60.stride(2), buf151_ptr=buf151, buf151_s0=buf151.stride(0), buf151_s1=buf151.stride(1), buf151_s2=buf151.stride(2), buf151_s3=buf151.stride(3), E_c3=4, E_c4=16, E_c5=32, E_n0=64, E_n1=2, E_n2=4, E_n3=8, E_n4=32, E_n5=16, F_n0=_pow2(64), F_n1=_pow2(2), F_n2=_pow2(4), F_n3=_pow2(8), F_n4=_pow2(32), F_n5=_pow2(16), T_c3=T['c3'], T_c4=T['c4'], T_c5=T['c5'])
    m155 = inputs['w_uv']
    m154 = m155.permute([0, 2, 1])
    m153 = m154.reshape([1, 4, 64, 16])
    buf158 = torch.full([2, 4, 1, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(2, T['c0']) * _cdiv(4, T['c1']) * _cdiv(16, T['c2']),)](buf151_ptr=buf151, buf151_s0=buf151.stride(0), buf151_s1=buf151.stride(1), buf151_s2=buf151.stride(2), buf151_s3=buf151.stride(3), m153_ptr=m153, m153_s0=m153.stride(0), m153_s1=m153.stride(1), m153_s2=m153.stride(2), m153_s3=m153.stride(3), buf158_ptr=buf158, buf158_s0=buf158.stride(0), buf158_s1=buf158.stride(1), buf158_s2=buf158.stride(2), buf158_s3=buf158.stride(3), E_c0=2, E_c1=4, E_c2=16, E_n0=64, F_n0=_pow2(64), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    return buf158


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
