"""qknorm_mla [small], candidate 85: 2 kernel(s)

Rendered by EqiForge from candidate 85 of qknorm_mla [small]: grid(q.1@1) loop(q.3[16]: sum) loop(c_kv.1[32]: max) {loop(q.3[16]: sum)} loop(c_kv.1[32]: rescale) {loop(q.3[16]: sum)} [7 mm] | grid(cut0.0@0, cut0.1@1, w_uv.3@3) loop(cut0.3[64]: sum) [1 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid cut0.0@0[2]
    c1: grid cut0.1@1[4]
    c2: grid w_uv.3@3[16]
    c3: loop cut0.3[64]
    c4: grid q.1@1[4]
    c5: loop q.3[16]
    c6: loop c_kv.1[32]

Run it on its own: `python kernels/f85.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/qknorm_mla.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 1, "c1": 2, "c2": 8, "c3": 32, "c4": 2, "c5": 8, "c6": 16}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 2, "c1": 4, "c2": 16, "c3": 64, "c4": 4, "c5": 16, "c6": 32}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m6_ptr, m6_s0, m6_s1, m6_s2, m6_s3, m10_ptr, m10_s0, m10_s1, m10_s2, m10_s3, m2_ptr, m2_s0, m2_s1, m2_s2, m2_s3, m15_ptr, m15_s0, m15_s1, m15_s2, m15_s3, m20_ptr, m20_s0, m20_s1, m20_s2, m22_ptr, m22_s0, m22_s1, m22_s2, m26_ptr, m26_s0, m26_s1, m26_s2, m29_ptr, m29_s0, m29_s1, m29_s2, m33_ptr, m33_s0, m33_s1, m33_s2, m41_ptr, m41_s0, m41_s1, m41_s2, m41_s3, m43_ptr, m43_s0, m43_s1, m43_s2, m43_s3, m47_ptr, m47_s0, m47_s1, m47_s2, m47_s3, m52_ptr, m52_s0, m52_s1, m52_s2, m59_ptr, m59_s0, m59_s1, m59_s2, buf170_ptr, buf170_s0, buf170_s1, buf170_s2, buf170_s3, E_c4, E_c5, E_c6, E_n0, E_n1, E_n2, E_n3, E_n4, E_n5, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, F_n4: tl.constexpr, F_n5: tl.constexpr, T_c4: tl.constexpr, T_c5: tl.constexpr, T_c6: tl.constexpr):
    # writes buf170: Combine over grid q.1@1[4]
    pid = tl.program_id(0)
    i_c4 = pid % tl.cdiv(E_c4, T_c4)
    pid = pid // tl.cdiv(E_c4, T_c4)
    offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n3 = tl.arange(0, F_n3)
    offs_n4 = tl.arange(0, F_n4)
    offs_n5 = tl.arange(0, F_n5)
    t4 = tl.load(m1_ptr + offs_n0[:, None, None, None] * m1_s0 + offs_c4[None, :, None, None] * m1_s1 + offs_n1[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c4 < E_c4)[None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t5 = -(t4)
    t7 = tl.load(m6_ptr + offs_n0[:, None, None, None] * m6_s0 + offs_c4[None, :, None, None] * m6_s1 + offs_n1[None, None, None, :] * m6_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c4 < E_c4)[None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    i8 = offs_n2[None, None, None, :] + tl.zeros([F_n0, T_c4, 1, F_n2], tl.int32)
    t9 = tl.where(i8 < 4, tl.gather(t5, tl.minimum(i8, F_n1 - 1), 3), tl.gather(t7, tl.minimum(tl.maximum(i8 - 4, 0), F_n1 - 1), 3))
    t12 = tl.load(m10_ptr + offs_n2[None, None, None, :] * m10_s3, mask=(offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t13 = (t9) * (t12)
    t14 = tl.load(m2_ptr + offs_n0[:, None, None, None] * m2_s0 + offs_c4[None, :, None, None] * m2_s1 + offs_n2[None, None, None, :] * m2_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c4 < E_c4)[None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t17 = tl.load(m15_ptr + offs_n2[None, None, None, :] * m15_s3, mask=(offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t18 = (t14) * (t17)
    t19 = t13 + t18
    t21 = tl.load(m20_ptr + offs_n0[:, None, None] * m20_s0 + offs_n3[None, :, None] * m20_s1 + offs_n2[None, None, :] * m20_s2, mask=(offs_n0 < E_n0)[:, None, None] & (offs_n3 < E_n3)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t24 = tl.load(m22_ptr + offs_n3[None, :, None] * m22_s1 + offs_n2[None, None, :] * m22_s2, mask=(offs_n3 < E_n3)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t25 = (t21) * (t24)
    t27 = tl.load(m26_ptr + offs_n0[:, None, None] * m26_s0 + offs_n3[None, :, None] * m26_s1 + offs_n1[None, None, :] * m26_s2, mask=(offs_n0 < E_n0)[:, None, None] & (offs_n3 < E_n3)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    t28 = -(t27)
    t30 = tl.load(m29_ptr + offs_n0[:, None, None] * m29_s0 + offs_n3[None, :, None] * m29_s1 + offs_n1[None, None, :] * m29_s2, mask=(offs_n0 < E_n0)[:, None, None] & (offs_n3 < E_n3)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    i31 = offs_n2[None, None, :] + tl.zeros([F_n0, F_n3, F_n2], tl.int32)
    t32 = tl.where(i31 < 4, tl.gather(t28, tl.minimum(i31, F_n1 - 1), 2), tl.gather(t30, tl.minimum(tl.maximum(i31 - 4, 0), F_n1 - 1), 2))
    t35 = tl.load(m33_ptr + offs_n3[None, :, None] * m33_s1 + offs_n2[None, None, :] * m33_s2, mask=(offs_n3 < E_n3)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t36 = (t32) * (t35)
    t37 = t25 + t36
    t38 = tl.reshape(t37, [F_n0, 1, F_n3, F_n2])
    t39 = tl.permute(t38, (0, 1, 3, 2))
    t40 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t19, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t39, 0.0), 2), axis=3)
    acc51 = tl.full([F_n0, T_c4, 1, F_n4], 0.0, tl.float32)
    for i_c5 in range(0, tl.cdiv(E_c5, T_c5)):
        offs_c5 = i_c5 * T_c5 + tl.arange(0, T_c5)

        t42 = tl.load(m41_ptr + offs_n0[:, None, None, None] * m41_s0 + offs_c4[None, :, None, None] * m41_s1 + offs_c5[None, None, None, :] * m41_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c4 < E_c4)[None, :, None, None] & (offs_c5 < E_c5)[None, None, None, :], other=0).to(tl.float32)
        t45 = tl.load(m43_ptr + offs_c5[None, None, None, :] * m43_s3, mask=(offs_c5 < E_c5)[None, None, None, :], other=0).to(tl.float32)
        t46 = (t42) * (t45)
        t49 = tl.load(m47_ptr + offs_c4[None, :, None, None] * m47_s1 + offs_c5[None, None, :, None] * m47_s2 + offs_n4[None, None, None, :] * m47_s3, mask=(offs_c4 < E_c4)[None, :, None, None] & (offs_c5 < E_c5)[None, None, :, None] & (offs_n4 < E_n4)[None, None, None, :], other=0).to(tl.float32)
        t50 = tl.sum(tl.expand_dims(tl.where((offs_c5 < E_c5)[None, None, None, :], t46, 0.0), 4) * tl.expand_dims(tl.where((offs_c5 < E_c5)[None, None, :, None], t49, 0.0), 2), axis=3)
        acc51 = acc51 + t50
    t53 = tl.load(m52_ptr + offs_n0[:, None, None] * m52_s0 + offs_n3[None, :, None] * m52_s1 + offs_n4[None, None, :] * m52_s2, mask=(offs_n0 < E_n0)[:, None, None] & (offs_n3 < E_n3)[None, :, None] & (offs_n4 < E_n4)[None, None, :], other=0).to(tl.float32)
    t54 = (t53) * (t53)
    t55 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :], t54, 0.0), axis=2, keep_dims=True)
    t56 = t55 + 6.4e-05
    t57 = tl.rsqrt(t56)
    t58 = (t53) * (t57)
    t61 = tl.load(m59_ptr + offs_n4[None, None, :] * m59_s2, mask=(offs_n4 < E_n4)[None, None, :], other=0).to(tl.float32)
    t62 = (t58) * (t61)
    t63 = tl.reshape(t62, [F_n0, 1, F_n3, F_n4])
    t64 = (t63) * (8.0)
    t65 = tl.permute(t64, (0, 1, 3, 2))
    t66 = tl.sum(tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, None, :], acc51, 0.0), 4) * tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, :, None], t65, 0.0), 2), axis=3)
    t67 = tl.load(m41_ptr + offs_n0[:, None, None, None] * m41_s0 + offs_c4[None, :, None, None] * m41_s1 + offs_n5[None, None, None, :] * m41_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c4 < E_c4)[None, :, None, None] & (offs_n5 < E_n5)[None, None, None, :], other=0).to(tl.float32)
    t68 = (t67) * (t67)
    t69 = tl.sum(tl.where((offs_n5 < E_n5)[None, None, None, :], t68, 0.0), axis=3, keep_dims=True)
    t70 = t69 + 1.6e-05
    t71 = tl.rsqrt(t70)
    t72 = (t66) * (t71)
    t73 = (t72) * (4.0)
    t74 = t40 + t73
    acc80 = tl.full([F_n0, T_c4, 1, F_n4], 0.0, tl.float32)
    for i_c5 in range(0, tl.cdiv(E_c5, T_c5)):
        offs_c5 = i_c5 * T_c5 + tl.arange(0, T_c5)

        t75 = tl.load(m41_ptr + offs_n0[:, None, None, None] * m41_s0 + offs_c4[None, :, None, None] * m41_s1 + offs_c5[None, None, None, :] * m41_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c4 < E_c4)[None, :, None, None] & (offs_c5 < E_c5)[None, None, None, :], other=0).to(tl.float32)
        t76 = tl.load(m43_ptr + offs_c5[None, None, None, :] * m43_s3, mask=(offs_c5 < E_c5)[None, None, None, :], other=0).to(tl.float32)
        t77 = (t75) * (t76)
        t78 = tl.load(m47_ptr + offs_c4[None, :, None, None] * m47_s1 + offs_c5[None, None, :, None] * m47_s2 + offs_n4[None, None, None, :] * m47_s3, mask=(offs_c4 < E_c4)[None, :, None, None] & (offs_c5 < E_c5)[None, None, :, None] & (offs_n4 < E_n4)[None, None, None, :], other=0).to(tl.float32)
        t79 = tl.sum(tl.expand_dims(tl.where((offs_c5 < E_c5)[None, None, None, :], t77, 0.0), 4) * tl.expand_dims(tl.where((offs_c5 < E_c5)[None, None, :, None], t78, 0.0), 2), axis=3)
        acc80 = acc80 + t79
    t92 = (t67) * (t67)
    t93 = tl.sum(tl.where((offs_n5 < E_n5)[None, None, None, :], t92, 0.0), axis=3, keep_dims=True)
    t94 = (t93) * (0.0625)
    t95 = t94 + 1e-06
    t96 = tl.rsqrt(t95)
    t98 = -(t4)
    i99 = offs_n2[None, None, None, :] + tl.zeros([F_n0, T_c4, 1, F_n2], tl.int32)
    t100 = tl.where(i99 < 4, tl.gather(t98, tl.minimum(i99, F_n1 - 1), 3), tl.gather(t7, tl.minimum(tl.maximum(i99 - 4, 0), F_n1 - 1), 3))
    t101 = (t100) * (t12)
    t102 = (t14) * (t17)
    t103 = t101 + t102
    acc120 = tl.full([F_n0, T_c4, 1, 1], -float('inf'), tl.float32)
    for i_c6 in range(0, tl.cdiv(E_c6, T_c6)):
        offs_c6 = i_c6 * T_c6 + tl.arange(0, T_c6)

        t81 = tl.load(m52_ptr + offs_n0[:, None, None] * m52_s0 + offs_c6[None, :, None] * m52_s1 + offs_n4[None, None, :] * m52_s2, mask=(offs_n0 < E_n0)[:, None, None] & (offs_c6 < E_c6)[None, :, None] & (offs_n4 < E_n4)[None, None, :], other=0).to(tl.float32)
        t82 = (t81) * (t81)
        t83 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :], t82, 0.0), axis=2, keep_dims=True)
        t84 = t83 + 6.4e-05
        t85 = tl.rsqrt(t84)
        t86 = (t81) * (t85)
        t87 = (t86) * (t61)
        t88 = tl.reshape(t87, [F_n0, 1, T_c6, F_n4])
        t89 = (t88) * (8.0)
        t90 = tl.permute(t89, (0, 1, 3, 2))
        t91 = tl.sum(tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, None, :], acc80, 0.0), 4) * tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, :, None], t90, 0.0), 2), axis=3)
        t97 = (t91) * (t96)
        t104 = tl.load(m26_ptr + offs_n0[:, None, None] * m26_s0 + offs_c6[None, :, None] * m26_s1 + offs_n1[None, None, :] * m26_s2, mask=(offs_n0 < E_n0)[:, None, None] & (offs_c6 < E_c6)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
        t105 = -(t104)
        t106 = tl.load(m29_ptr + offs_n0[:, None, None] * m29_s0 + offs_c6[None, :, None] * m29_s1 + offs_n1[None, None, :] * m29_s2, mask=(offs_n0 < E_n0)[:, None, None] & (offs_c6 < E_c6)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
        i107 = offs_n2[None, None, :] + tl.zeros([F_n0, T_c6, F_n2], tl.int32)
        t108 = tl.where(i107 < 4, tl.gather(t105, tl.minimum(i107, F_n1 - 1), 2), tl.gather(t106, tl.minimum(tl.maximum(i107 - 4, 0), F_n1 - 1), 2))
        t109 = tl.load(m33_ptr + offs_c6[None, :, None] * m33_s1 + offs_n2[None, None, :] * m33_s2, mask=(offs_c6 < E_c6)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
        t110 = (t108) * (t109)
        t111 = tl.load(m20_ptr + offs_n0[:, None, None] * m20_s0 + offs_c6[None, :, None] * m20_s1 + offs_n2[None, None, :] * m20_s2, mask=(offs_n0 < E_n0)[:, None, None] & (offs_c6 < E_c6)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
        t112 = tl.load(m22_ptr + offs_c6[None, :, None] * m22_s1 + offs_n2[None, None, :] * m22_s2, mask=(offs_c6 < E_c6)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
        t113 = (t111) * (t112)
        t114 = t110 + t113
        t115 = tl.reshape(t114, [F_n0, 1, T_c6, F_n2])
        t116 = tl.permute(t115, (0, 1, 3, 2))
        t117 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t103, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t116, 0.0), 2), axis=3)
        t118 = t97 + t117
        t119 = tl.max(tl.where((offs_c6 < E_c6)[None, None, None, :], t118, -float('inf')), axis=3, keep_dims=True)
        acc120 = tl.maximum(acc120, t119)
    t121 = t74 - (acc120)
    t122 = (t121) * (0.2041241452319315)
    t123 = tl.exp(t122)
    acc162 = tl.full([F_n0, T_c4, 1, 1], -float('inf'), tl.float32)
    acc163 = tl.full([F_n0, T_c4, 1, 1], 0.0, tl.float32)
    for i_c6 in range(0, tl.cdiv(E_c6, T_c6)):
        offs_c6 = i_c6 * T_c6 + tl.arange(0, T_c6)

        t124 = tl.load(m52_ptr + offs_n0[:, None, None] * m52_s0 + offs_c6[None, :, None] * m52_s1 + offs_n4[None, None, :] * m52_s2, mask=(offs_n0 < E_n0)[:, None, None] & (offs_c6 < E_c6)[None, :, None] & (offs_n4 < E_n4)[None, None, :], other=0).to(tl.float32)
        t125 = (t124) * (t124)
        t126 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :], t125, 0.0), axis=2, keep_dims=True)
        t127 = t126 + 6.4e-05
        t128 = tl.rsqrt(t127)
        t129 = (t124) * (t128)
        t130 = (t129) * (t61)
        t131 = tl.reshape(t130, [F_n0, 1, T_c6, F_n4])
        t132 = (t131) * (8.0)
        t133 = tl.permute(t132, (0, 1, 3, 2))
        t134 = tl.sum(tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, None, :], acc80, 0.0), 4) * tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, :, None], t133, 0.0), 2), axis=3)
        t135 = (t134) * (t96)
        t136 = tl.load(m26_ptr + offs_n0[:, None, None] * m26_s0 + offs_c6[None, :, None] * m26_s1 + offs_n1[None, None, :] * m26_s2, mask=(offs_n0 < E_n0)[:, None, None] & (offs_c6 < E_c6)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
        t137 = -(t136)
        t138 = tl.load(m29_ptr + offs_n0[:, None, None] * m29_s0 + offs_c6[None, :, None] * m29_s1 + offs_n1[None, None, :] * m29_s2, mask=(offs_n0 < E_n0)[:, None, None] & (offs_c6 < E_c6)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
        i139 = offs_n2[None, None, :] + tl.zeros([F_n0, T_c6, F_n2], tl.int32)
        t140 = tl.where(i139 < 4, tl.gather(t137, tl.minimum(i139, F_n1 - 1), 2), tl.gather(t138, tl.minimum(tl.maximum(i139 - 4, 0), F_n1 - 1), 2))
        t141 = tl.load(m33_ptr + offs_c6[None, :, None] * m33_s1 + offs_n2[None, None, :] * m33_s2, mask=(offs_c6 < E_c6)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
        t142 = (t140) * (t141)
        t143 = tl.load(m20_ptr + offs_n0[:, None, None] * m20_s0 + offs_c6[None, :, None] * m20_s1 + offs_n2[None, None, :] * m20_s2, mask=(offs_n0 < E_n0)[:, None, None] & (offs_c6 < E_c6)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
        t144 = tl.load(m22_ptr + offs_c6[None, :, None] * m22_s1 + offs_n2[None, None, :] * m22_s2, mask=(offs_c6 < E_c6)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
        t145 = (t143) * (t144)
        t146 = t142 + t145
        t147 = tl.reshape(t146, [F_n0, 1, T_c6, F_n2])
        t148 = tl.permute(t147, (0, 1, 3, 2))
        t149 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t103, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t148, 0.0), 2), axis=3)
        t150 = t135 + t149
        t151 = tl.max(tl.where((offs_c6 < E_c6)[None, None, None, :], t150, -float('inf')), axis=3, keep_dims=True)
        t152 = (t151) * (0.2041241452319315)
        t153 = (t150) * (0.2041241452319315)
        t154 = t152 - (t152)
        t155 = t154 == t154
        t156 = (t155) == 0
        t157 = tl.exp(t152)
        t158 = tl.where(t156, t157, t152)
        t159 = t153 - (t158)
        t160 = tl.exp(t159)
        t161 = tl.sum(tl.where((offs_c6 < E_c6)[None, None, None, :], t160, 0.0), axis=3, keep_dims=True)
        m164 = tl.maximum(acc162, t152)
        r165 = tl.where(acc162 == -float("inf"), 0.0, tl.exp(acc162 - m164))
        r166 = tl.where(t152 == -float("inf"), 0.0, tl.exp(t152 - m164))
        acc163 = tl.where(acc162 == -float("inf"), 0.0, acc163 * r165) + tl.where(t152 == -float("inf"), 0.0, t161 * r166)
        acc162 = m164
    t167 = (t123) / (acc163)
    t168 = tl.sum(tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, None, :], t167, 0.0), 4) * tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, :, None], t63, 0.0), 2), axis=3)
    t169 = (t168) * (8.0)
    tl.store(buf170_ptr + offs_n0[:, None, None, None] * buf170_s0 + offs_c4[None, :, None, None] * buf170_s1 + offs_n4[None, None, None, :] * buf170_s3, t169, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c4 < E_c4)[None, :, None, None] & (offs_n4 < E_n4)[None, None, None, :])


@triton.jit
def kernel_1(buf170_ptr, buf170_s0, buf170_s1, buf170_s2, buf170_s3, m172_ptr, m172_s0, m172_s1, m172_s2, m172_s3, buf178_ptr, buf178_s0, buf178_s1, buf178_s2, buf178_s3, E_c0, E_c1, E_c2, E_c3, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
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
    acc177 = tl.full([T_c0, T_c1, 1, T_c2], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t171 = tl.load(buf170_ptr + offs_c0[:, None, None, None] * buf170_s0 + offs_c1[None, :, None, None] * buf170_s1 + offs_c3[None, None, None, :] * buf170_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
        t175 = tl.load(m172_ptr + offs_c1[None, :, None, None] * m172_s1 + offs_c3[None, None, :, None] * m172_s2 + offs_c2[None, None, None, :] * m172_s3, mask=(offs_c1 < E_c1)[None, :, None, None] & (offs_c3 < E_c3)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
        t176 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, :], t171, 0.0), 4) * tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, :, None], t175, 0.0), 2), axis=3)
        acc177 = acc177 + t176
    tl.store(buf178_ptr + offs_c0[:, None, None, None] * buf178_s0 + offs_c1[None, :, None, None] * buf178_s1 + offs_c2[None, None, None, :] * buf178_s3, acc177, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_c2 < E_c2)[None, None, None, :])


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
    m52 = inputs['c_kv']
    m60 = inputs['w_kv_norm']
    m59 = m60.reshape([1, 1, 64])
    buf170 = torch.full([2, 4, 1, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(4, T['c4']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m6_ptr=m6, m6_s0=m6.stride(0), m6_s1=m6.stride(1), m6_s2=m6.stride(2), m6_s3=m6.stride(3), m10_ptr=m10, m10_s0=m10.stride(0), m10_s1=m10.stride(1), m10_s2=m10.stride(2), m10_s3=m10.stride(3), m2_ptr=m2, m2_s0=m2.stride(0), m2_s1=m2.stride(1), m2_s2=m2.stride(2), m2_s3=m2.stride(3), m15_ptr=m15, m15_s0=m15.stride(0), m15_s1=m15.stride(1), m15_s2=m15.stride(2), m15_s3=m15.stride(3), m20_ptr=m20, m20_s0=m20.stride(0), m20_s1=m20.stride(1), m20_s2=m20.stride(2), m22_ptr=m22, m22_s0=m22.stride(0), m22_s1=m22.stride(1), m22_s2=m22.stride(2), m26_ptr=m26, m26_s0=m26.stride(0), m26_s1=m26.stride(1), m26_s2=m26.stride(2), m29_ptr=m29, m29_s0=m29.stride(0), m29_s1=m29.stride(1), m29_s2=m29.stride(2), m33_ptr=m33, m33_s0=m33.stride(0), m33_s1=m33.stride(1), m33_s2=m33.stride(2), m41_ptr=m41, m41_s0=m41.stride(0), m41_s1=m41.stride(1), m41_s2=m41.stride(2), m41_s3=m41.stride(3), m43_ptr=m43, m43_s0=m43.stride(0), m43_s1=m43.stride(1), m43_s2=m43.stride(2), m43_s3=m43.stride(3), m47_ptr=m47, m47_s0=m47.stride(0), m47_s1=m47.stride(1), m47_s2=m47.stride(2), m47_s3=m47.stride(3), m52_ptr=m52, m52_s0=m52.stride(0), m52_s1=m52.stride(1), m52_s2=m52.stride(2), m59_ptr=m59, m59_s0=m59.stride(0), m59_s1=m59.stride(1), m59_s2=m59.stride(2), buf170_ptr=buf170, buf170_s0=buf170.stride(0), buf170_s1=buf170.stride(1), buf170_s2=buf170.stride(2), buf170_s3=buf170.stride(3), E_c4=4, E_c5=16, E_c6=32, E_n0=2, E_n1=4, E_n2=8, E_n3=32, E_n4=64, E_n5=16, F_n0=_pow2(2), F_n1=_pow2(4), F_n2=_pow2(8), F_n3=_pow2(32), F_n4=_pow2(64), F_n5=_pow2(16), T_c4=T['c4'], T_c5=T['c5'], T_c6=T['c6'])
    m174 = inputs['w_uv']
    m173 = m174.permute([0, 2, 1])
    m172 = m173.reshape([1, 4, 64, 16])
    buf178 = torch.full([2, 4, 1, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(2, T['c0']) * _cdiv(4, T['c1']) * _cdiv(16, T['c2']),)](buf170_ptr=buf170, buf170_s0=buf170.stride(0), buf170_s1=buf170.stride(1), buf170_s2=buf170.stride(2), buf170_s3=buf170.stride(3), m172_ptr=m172, m172_s0=m172.stride(0), m172_s1=m172.stride(1), m172_s2=m172.stride(2), m172_s3=m172.stride(3), buf178_ptr=buf178, buf178_s0=buf178.stride(0), buf178_s1=buf178.stride(1), buf178_s2=buf178.stride(2), buf178_s3=buf178.stride(3), E_c0=2, E_c1=4, E_c2=16, E_c3=64, T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'], T_c3=T['c3'])
    return buf178


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
