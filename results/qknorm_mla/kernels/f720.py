"""qknorm_mla [small], candidate 720: 2 kernel(s)

Rendered by EqiForge from candidate 720 of qknorm_mla [small]: grid(c_kv.2@3, q.1@1) loop(c_kv.2[64]: pair(sum, sum)) loop(c_kv.1[32]: max) {loop(q.3[16]: sum)} [7 mm] | grid(cut0.0@0, cut0.1@1, w_uv.3@3) [1 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid cut0.0@0[2]
    c1: grid cut0.1@1[4]
    c2: grid w_uv.3@3[16]
    c3: grid q.1@1[4]
    c4: grid c_kv.2@3[64]
    c5: loop c_kv.2[64]
    c6: loop c_kv.1[32]
    c7: loop q.3[16]

Run it on its own: `python kernels/f720.py` checks it once against PyTorch on random inputs.
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
def kernel_0(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m6_ptr, m6_s0, m6_s1, m6_s2, m6_s3, m10_ptr, m10_s0, m10_s1, m10_s2, m10_s3, m2_ptr, m2_s0, m2_s1, m2_s2, m2_s3, m15_ptr, m15_s0, m15_s1, m15_s2, m15_s3, m20_ptr, m20_s0, m20_s1, m20_s2, m22_ptr, m22_s0, m22_s1, m22_s2, m26_ptr, m26_s0, m26_s1, m26_s2, m29_ptr, m29_s0, m29_s1, m29_s2, m33_ptr, m33_s0, m33_s1, m33_s2, m41_ptr, m41_s0, m41_s1, m41_s2, m41_s3, m43_ptr, m43_s0, m43_s1, m43_s2, m43_s3, m47_ptr, m47_s0, m47_s1, m47_s2, m47_s3, m51_ptr, m51_s0, m51_s1, m51_s2, m53_ptr, m53_s0, m53_s1, m53_s2, buf138_ptr, buf138_s0, buf138_s1, buf138_s2, buf138_s3, E_c3, E_c4, E_c5, E_c6, E_c7, E_n0, E_n1, E_n2, E_n3, E_n4, E_n5, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, F_n4: tl.constexpr, F_n5: tl.constexpr, T_c3: tl.constexpr, T_c4: tl.constexpr, T_c5: tl.constexpr, T_c6: tl.constexpr, T_c7: tl.constexpr):
    # writes buf138: Combine over grid q.1@1[4], grid c_kv.2@3[64]
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
    t76 = (t42) * (t45)
    acc80 = tl.full([F_n1, T_c3, 1, 1], 0.0, tl.float32)
    for i_c7 in range(0, tl.cdiv(E_c7, T_c7)):
        offs_c7 = i_c7 * T_c7 + tl.arange(0, T_c7)

        t77 = tl.load(m41_ptr + offs_n1[:, None, None, None] * m41_s0 + offs_c3[None, :, None, None] * m41_s1 + offs_c7[None, None, None, :] * m41_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_c3 < E_c3)[None, :, None, None] & (offs_c7 < E_c7)[None, None, None, :], other=0).to(tl.float32)
        t78 = (t77) * (t77)
        t79 = tl.sum(tl.where((offs_c7 < E_c7)[None, None, None, :], t78, 0.0), axis=3, keep_dims=True)
        acc80 = acc80 + t79
    t81 = acc80 + 1.6e-05
    t82 = tl.rsqrt(t81)
    t83 = (t76) * (t82)
    t84 = tl.load(m47_ptr + offs_c3[None, :, None, None] * m47_s1 + offs_n5[None, None, :, None] * m47_s2 + offs_n0[None, None, None, :] * m47_s3, mask=(offs_c3 < E_c3)[None, :, None, None] & (offs_n5 < E_n5)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t85 = tl.sum(tl.expand_dims(tl.where((offs_n5 < E_n5)[None, None, None, :], t83, 0.0), 4) * tl.expand_dims(tl.where((offs_n5 < E_n5)[None, None, :, None], t84, 0.0), 2), axis=3)
    t86 = (t85) * (4.0)
    t88 = tl.load(m53_ptr + offs_n0[None, None, :] * m53_s2, mask=(offs_n0 < E_n0)[None, None, :], other=0).to(tl.float32)
    t99 = -(t4)
    i100 = offs_n3[None, None, None, :] + tl.zeros([F_n1, T_c3, 1, F_n3], tl.int32)
    t101 = tl.where(i100 < 4, tl.gather(t99, tl.minimum(i100, F_n2 - 1), 3), tl.gather(t7, tl.minimum(tl.maximum(i100 - 4, 0), F_n2 - 1), 3))
    t102 = (t101) * (t12)
    t103 = (t14) * (t17)
    t104 = t102 + t103
    acc121 = tl.full([F_n1, T_c3, 1, 1], -float('inf'), tl.float32)
    for i_c6 in range(0, tl.cdiv(E_c6, T_c6)):
        offs_c6 = i_c6 * T_c6 + tl.arange(0, T_c6)

        t87 = tl.load(m51_ptr + offs_n1[:, None, None] * m51_s0 + offs_c6[None, :, None] * m51_s1 + offs_n0[None, None, :] * m51_s2, mask=(offs_n1 < E_n1)[:, None, None] & (offs_c6 < E_c6)[None, :, None] & (offs_n0 < E_n0)[None, None, :], other=0).to(tl.float32)
        t89 = (t87) * (t88)
        t90 = (t87) * (t87)
        t91 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, :], t90, 0.0), axis=2, keep_dims=True)
        t92 = t91 + 6.4e-05
        t93 = tl.rsqrt(t92)
        t94 = (t89) * (t93)
        t95 = tl.reshape(t94, [F_n1, 1, T_c6, F_n0])
        t96 = (t95) * (8.0)
        t97 = tl.permute(t96, (0, 1, 3, 2))
        t98 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, None, :], t86, 0.0), 4) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, :, None], t97, 0.0), 2), axis=3)
        t105 = tl.load(m26_ptr + offs_n1[:, None, None] * m26_s0 + offs_c6[None, :, None] * m26_s1 + offs_n2[None, None, :] * m26_s2, mask=(offs_n1 < E_n1)[:, None, None] & (offs_c6 < E_c6)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
        t106 = -(t105)
        t107 = tl.load(m29_ptr + offs_n1[:, None, None] * m29_s0 + offs_c6[None, :, None] * m29_s1 + offs_n2[None, None, :] * m29_s2, mask=(offs_n1 < E_n1)[:, None, None] & (offs_c6 < E_c6)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
        i108 = offs_n3[None, None, :] + tl.zeros([F_n1, T_c6, F_n3], tl.int32)
        t109 = tl.where(i108 < 4, tl.gather(t106, tl.minimum(i108, F_n2 - 1), 2), tl.gather(t107, tl.minimum(tl.maximum(i108 - 4, 0), F_n2 - 1), 2))
        t110 = tl.load(m33_ptr + offs_c6[None, :, None] * m33_s1 + offs_n3[None, None, :] * m33_s2, mask=(offs_c6 < E_c6)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
        t111 = (t109) * (t110)
        t112 = tl.load(m20_ptr + offs_n1[:, None, None] * m20_s0 + offs_c6[None, :, None] * m20_s1 + offs_n3[None, None, :] * m20_s2, mask=(offs_n1 < E_n1)[:, None, None] & (offs_c6 < E_c6)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
        t113 = tl.load(m22_ptr + offs_c6[None, :, None] * m22_s1 + offs_n3[None, None, :] * m22_s2, mask=(offs_c6 < E_c6)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
        t114 = (t112) * (t113)
        t115 = t111 + t114
        t116 = tl.reshape(t115, [F_n1, 1, T_c6, F_n3])
        t117 = tl.permute(t116, (0, 1, 3, 2))
        t118 = tl.sum(tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, None, :], t104, 0.0), 4) * tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, :, None], t117, 0.0), 2), axis=3)
        t119 = t98 + t118
        t120 = tl.max(tl.where((offs_c6 < E_c6)[None, None, None, :], t119, -float('inf')), axis=3, keep_dims=True)
        acc121 = tl.maximum(acc121, t120)
    t122 = t75 - (acc121)
    t123 = (t122) * (0.2041241452319315)
    t124 = tl.exp(t123)
    t125 = tl.load(m51_ptr + offs_n1[:, None, None] * m51_s0 + offs_n4[None, :, None] * m51_s1 + offs_c4[None, None, :] * m51_s2, mask=(offs_n1 < E_n1)[:, None, None] & (offs_n4 < E_n4)[None, :, None] & (offs_c4 < E_c4)[None, None, :], other=0).to(tl.float32)
    t126 = tl.load(m53_ptr + offs_c4[None, None, :] * m53_s2, mask=(offs_c4 < E_c4)[None, None, :], other=0).to(tl.float32)
    t127 = (t125) * (t126)
    t128 = (t57) * (t57)
    t129 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, :], t128, 0.0), axis=2, keep_dims=True)
    t130 = t129 + 6.4e-05
    t131 = tl.rsqrt(t130)
    t132 = (t127) * (t131)
    t133 = tl.reshape(t132, [F_n1, 1, F_n4, T_c4])
    t134 = (t133) * (8.0)
    t135 = tl.sum(tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, None, :], t124, 0.0), 4) * tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, :, None], t134, 0.0), 2), axis=3)
    t136 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t124, 0.0), axis=3, keep_dims=True)
    t137 = (t135) / (t136)
    tl.store(buf138_ptr + offs_n1[:, None, None, None] * buf138_s0 + offs_c3[None, :, None, None] * buf138_s1 + offs_c4[None, None, None, :] * buf138_s3, t137, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_c3 < E_c3)[None, :, None, None] & (offs_c4 < E_c4)[None, None, None, :])


@triton.jit
def kernel_1(buf138_ptr, buf138_s0, buf138_s1, buf138_s2, buf138_s3, m140_ptr, m140_s0, m140_s1, m140_s2, m140_s3, buf145_ptr, buf145_s0, buf145_s1, buf145_s2, buf145_s3, E_c0, E_c1, E_c2, E_n0, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf145: Combine over grid cut0.0@0[2], grid cut0.1@1[4], grid w_uv.3@3[16]
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
    t139 = tl.load(buf138_ptr + offs_c0[:, None, None, None] * buf138_s0 + offs_c1[None, :, None, None] * buf138_s1 + offs_n0[None, None, None, :] * buf138_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t143 = tl.load(m140_ptr + offs_c1[None, :, None, None] * m140_s1 + offs_n0[None, None, :, None] * m140_s2 + offs_c2[None, None, None, :] * m140_s3, mask=(offs_c1 < E_c1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
    t144 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, None, :], t139, 0.0), 4) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, :, None], t143, 0.0), 2), axis=3)
    tl.store(buf145_ptr + offs_c0[:, None, None, None] * buf145_s0 + offs_c1[None, :, None, None] * buf145_s1 + offs_c2[None, None, None, :] * buf145_s3, t144, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_c2 < E_c2)[None, None, None, :])


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
    buf138 = torch.full([2, 4, 1, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(4, T['c3']) * _cdiv(64, T['c4']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m6_ptr=m6, m6_s0=m6.stride(0), m6_s1=m6.stride(1), m6_s2=m6.stride(2), m6_s3=m6.stride(3), m10_ptr=m10, m10_s0=m10.stride(0), m10_s1=m10.stride(1), m10_s2=m10.stride(2), m10_s3=m10.stride(3), m2_ptr=m2, m2_s0=m2.stride(0), m2_s1=m2.stride(1), m2_s2=m2.stride(2), m2_s3=m2.stride(3), m15_ptr=m15, m15_s0=m15.stride(0), m15_s1=m15.stride(1), m15_s2=m15.stride(2), m15_s3=m15.stride(3), m20_ptr=m20, m20_s0=m20.stride(0), m20_s1=m20.stride(1), m20_s2=m20.stride(2), m22_ptr=m22, m22_s0=m22.stride(0), m22_s1=m22.stride(1), m22_s2=m22.stride(2), m26_ptr=m26, m26_s0=m26.stride(0), m26_s1=m26.stride(1), m26_s2=m26.stride(2), m29_ptr=m29, m29_s0=m29.stride(0), m29_s1=m29.stride(1), m29_s2=m29.stride(2), m33_ptr=m33, m33_s0=m33.stride(0), m33_s1=m33.stride(1), m33_s2=m33.stride(2), m41_ptr=m41, m41_s0=m41.stride(0), m41_s1=m41.stride(1), m41_s2=m41.stride(2), m41_s3=m41.stride(3), m43_ptr=m43, m43_s0=m43.stride(0), m43_s1=m43.stride(1), m43_s2=m43.stride(2), m43_s3=m43.stride(3), m47_ptr=m47, m47_s0=m47.stride(0), m47_s1=m47.stride(1), m47_s2=m47.stride(2), m47_s3=m47.stride(3), m51_ptr=m51, m51_s0=m51.stride(0), m51_s1=m51.stride(1), m51_s2=m51.stride(2), m53_ptr=m53, m53_s0=m53.stride(0), m53_s1=m53.stride(1), m53_s2=m53.stride(2), buf138_ptr=buf138, buf138_s0=buf138.stride(0), buf138_s1=buf138.stride(1), buf138_s2=buf138.stride(2), buf138_s3=buf138.stride(3), E_c3=4, E_c4=64, E_c5=64, E_c6=32, E_c7=16, E_n0=64, E_n1=2, E_n2=4, E_n3=8, E_n4=32, E_n5=16, F_n0=_pow2(64), F_n1=_pow2(2), F_n2=_pow2(4), F_n3=_pow2(8), F_n4=_pow2(32), F_n5=_pow2(16), T_c3=T['c3'], T_c4=T['c4'], T_c5=T['c5'], T_c6=T['c6'], T_c7=T['c7'])
    m142 = inputs['w_uv']
    m141 = m142.permute([0, 2, 1])
    m140 = m141.reshape([1, 4, 64, 16])
    buf145 = torch.full([2, 4, 1, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(2, T['c0']) * _cdiv(4, T['c1']) * _cdiv(16, T['c2']),)](buf138_ptr=buf138, buf138_s0=buf138.stride(0), buf138_s1=buf138.stride(1), buf138_s2=buf138.stride(2), buf138_s3=buf138.stride(3), m140_ptr=m140, m140_s0=m140.stride(0), m140_s1=m140.stride(1), m140_s2=m140.stride(2), m140_s3=m140.stride(3), buf145_ptr=buf145, buf145_s0=buf145.stride(0), buf145_s1=buf145.stride(1), buf145_s2=buf145.stride(2), buf145_s3=buf145.stride(3), E_c0=2, E_c1=4, E_c2=16, E_n0=64, F_n0=_pow2(64), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    return buf145


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
