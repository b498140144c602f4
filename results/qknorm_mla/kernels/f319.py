"""qknorm_mla [small], candidate 319: 2 kernel(s)

Rendered by EqiForge from candidate 319 of qknorm_mla [small]: grid(q.0@0) loop(c_kv.2[64]: pair(sum, sum)) loop(c_kv.1[32]: pair(sum, sum)) [11 mm] | grid(cut0.0@0, cut0.1@1, w_uv.3@3) [1 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid cut0.0@0[2]
    c1: grid cut0.1@1[4]
    c2: grid w_uv.3@3[16]
    c3: grid q.0@0[2]
    c4: loop c_kv.2[64]
    c5: loop c_kv.1[32]

Run it on its own: `python kernels/f319.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/qknorm_mla.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 1, "c1": 2, "c2": 8, "c3": 1, "c4": 32, "c5": 16}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 2, "c1": 4, "c2": 16, "c3": 2, "c4": 64, "c5": 32}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m6_ptr, m6_s0, m6_s1, m6_s2, m6_s3, m10_ptr, m10_s0, m10_s1, m10_s2, m10_s3, m2_ptr, m2_s0, m2_s1, m2_s2, m2_s3, m15_ptr, m15_s0, m15_s1, m15_s2, m15_s3, m20_ptr, m20_s0, m20_s1, m20_s2, m24_ptr, m24_s0, m24_s1, m24_s2, m28_ptr, m28_s0, m28_s1, m28_s2, m21_ptr, m21_s0, m21_s1, m21_s2, m33_ptr, m33_s0, m33_s1, m33_s2, m41_ptr, m41_s0, m41_s1, m41_s2, m41_s3, m43_ptr, m43_s0, m43_s1, m43_s2, m43_s3, m52_ptr, m52_s0, m52_s1, m52_s2, m52_s3, m57_ptr, m57_s0, m57_s1, m57_s2, m59_ptr, m59_s0, m59_s1, m59_s2, buf161_ptr, buf161_s0, buf161_s1, buf161_s2, buf161_s3, E_c3, E_c4, E_c5, E_n0, E_n1, E_n2, E_n3, E_n4, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, F_n4: tl.constexpr, T_c3: tl.constexpr, T_c4: tl.constexpr, T_c5: tl.constexpr):
    # writes buf161: Combine over grid q.0@0[2]
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
    t4 = tl.load(m1_ptr + offs_c3[:, None, None, None] * m1_s0 + offs_n1[None, :, None, None] * m1_s1 + offs_n1[None, None, None, :] * m1_s3, mask=(offs_c3 < E_c3)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t5 = -(t4)
    t7 = tl.load(m6_ptr + offs_c3[:, None, None, None] * m6_s0 + offs_n1[None, :, None, None] * m6_s1 + offs_n1[None, None, None, :] * m6_s3, mask=(offs_c3 < E_c3)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    i8 = offs_n2[None, None, None, :] + tl.zeros([T_c3, F_n1, 1, F_n2], tl.int32)
    t9 = tl.where(i8 < 4, tl.gather(t5, tl.minimum(i8, F_n1 - 1), 3), tl.gather(t7, tl.minimum(tl.maximum(i8 - 4, 0), F_n1 - 1), 3))
    t12 = tl.load(m10_ptr + offs_n2[None, None, None, :] * m10_s3, mask=(offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t13 = (t9) * (t12)
    t14 = tl.load(m2_ptr + offs_c3[:, None, None, None] * m2_s0 + offs_n1[None, :, None, None] * m2_s1 + offs_n2[None, None, None, :] * m2_s3, mask=(offs_c3 < E_c3)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t17 = tl.load(m15_ptr + offs_n2[None, None, None, :] * m15_s3, mask=(offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t18 = (t14) * (t17)
    t19 = t13 + t18
    t22 = tl.load(m20_ptr + offs_c3[:, None, None] * m20_s0 + offs_n3[None, :, None] * m20_s1 + offs_n1[None, None, :] * m20_s2, mask=(offs_c3 < E_c3)[:, None, None] & (offs_n3 < E_n3)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    t23 = -(t22)
    t25 = tl.load(m24_ptr + offs_c3[:, None, None] * m24_s0 + offs_n3[None, :, None] * m24_s1 + offs_n1[None, None, :] * m24_s2, mask=(offs_c3 < E_c3)[:, None, None] & (offs_n3 < E_n3)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    i26 = offs_n2[None, None, :] + tl.zeros([T_c3, F_n3, F_n2], tl.int32)
    t27 = tl.where(i26 < 4, tl.gather(t23, tl.minimum(i26, F_n1 - 1), 2), tl.gather(t25, tl.minimum(tl.maximum(i26 - 4, 0), F_n1 - 1), 2))
    t30 = tl.load(m28_ptr + offs_n3[None, :, None] * m28_s1 + offs_n2[None, None, :] * m28_s2, mask=(offs_n3 < E_n3)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t31 = (t27) * (t30)
    t32 = tl.load(m21_ptr + offs_c3[:, None, None] * m21_s0 + offs_n3[None, :, None] * m21_s1 + offs_n2[None, None, :] * m21_s2, mask=(offs_c3 < E_c3)[:, None, None] & (offs_n3 < E_n3)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t35 = tl.load(m33_ptr + offs_n3[None, :, None] * m33_s1 + offs_n2[None, None, :] * m33_s2, mask=(offs_n3 < E_n3)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t36 = (t32) * (t35)
    t37 = t31 + t36
    t38 = tl.reshape(t37, [T_c3, 1, F_n3, F_n2])
    t39 = tl.permute(t38, (0, 1, 3, 2))
    t40 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t19, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t39, 0.0), 2), axis=3)
    t42 = tl.load(m41_ptr + offs_c3[:, None, None, None] * m41_s0 + offs_n1[None, :, None, None] * m41_s1 + offs_n4[None, None, None, :] * m41_s3, mask=(offs_c3 < E_c3)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n4 < E_n4)[None, None, None, :], other=0).to(tl.float32)
    t45 = tl.load(m43_ptr + offs_n4[None, None, None, :] * m43_s3, mask=(offs_n4 < E_n4)[None, None, None, :], other=0).to(tl.float32)
    t46 = (t42) * (t45)
    t47 = (t42) * (t42)
    t48 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t47, 0.0), axis=3, keep_dims=True)
    t49 = t48 + 1.6e-05
    t50 = tl.rsqrt(t49)
    t51 = (t46) * (t50)
    t63 = tl.load(m57_ptr + offs_c3[:, None, None] * m57_s0 + offs_n3[None, :, None] * m57_s1 + offs_n0[None, None, :] * m57_s2, mask=(offs_c3 < E_c3)[:, None, None] & (offs_n3 < E_n3)[None, :, None] & (offs_n0 < E_n0)[None, None, :], other=0).to(tl.float32)
    t64 = (t63) * (t63)
    t65 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, :], t64, 0.0), axis=2, keep_dims=True)
    t66 = t65 + 6.4e-05
    t67 = tl.rsqrt(t66)
    acc74 = tl.full([T_c3, F_n1, 1, F_n3], 0.0, tl.float32)
    acc75 = tl.full([T_c3, F_n1, 1, F_n3], 0.0, tl.float32)
    for i_c4 in range(0, tl.cdiv(E_c4, T_c4)):
        offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)

        t54 = tl.load(m52_ptr + offs_n1[None, :, None, None] * m52_s1 + offs_n4[None, None, :, None] * m52_s2 + offs_c4[None, None, None, :] * m52_s3, mask=(offs_n1 < E_n1)[None, :, None, None] & (offs_n4 < E_n4)[None, None, :, None] & (offs_c4 < E_c4)[None, None, None, :], other=0).to(tl.float32)
        t55 = tl.sum(tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, None, :], t51, 0.0), 4) * tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, :, None], t54, 0.0), 2), axis=3)
        t56 = (t55) * (4.0)
        t58 = tl.load(m57_ptr + offs_c3[:, None, None] * m57_s0 + offs_n3[None, :, None] * m57_s1 + offs_c4[None, None, :] * m57_s2, mask=(offs_c3 < E_c3)[:, None, None] & (offs_n3 < E_n3)[None, :, None] & (offs_c4 < E_c4)[None, None, :], other=0).to(tl.float32)
        t61 = tl.load(m59_ptr + offs_c4[None, None, :] * m59_s2, mask=(offs_c4 < E_c4)[None, None, :], other=0).to(tl.float32)
        t62 = (t58) * (t61)
        t68 = (t62) * (t67)
        t69 = tl.reshape(t68, [T_c3, 1, F_n3, T_c4])
        t70 = (t69) * (8.0)
        t71 = tl.permute(t70, (0, 1, 3, 2))
        t72 = tl.sum(tl.expand_dims(tl.where((offs_c4 < E_c4)[None, None, None, :], t56, 0.0), 4) * tl.expand_dims(tl.where((offs_c4 < E_c4)[None, None, :, None], t71, 0.0), 2), axis=3)
        t73 = tl.sum(tl.expand_dims(tl.where((offs_c4 < E_c4)[None, None, None, :], t55, 0.0), 4) * tl.expand_dims(tl.where((offs_c4 < E_c4)[None, None, :, None], t71, 0.0), 2), axis=3)
        acc74 = acc74 + t72
        acc75 = acc75 + t73
    t76 = t40 + acc74
    t77 = tl.max(tl.where((offs_n3 < E_n3)[None, None, None, :], t76, -float('inf')), axis=3, keep_dims=True)
    t78 = t76 - (t77)
    t79 = (t78) * (0.2041241452319315)
    t80 = tl.exp(t79)
    t81 = tl.load(m59_ptr + offs_n0[None, None, :] * m59_s2, mask=(offs_n0 < E_n0)[None, None, :], other=0).to(tl.float32)
    t82 = (t63) * (t81)
    t83 = (t63) * (t63)
    t84 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, :], t83, 0.0), axis=2, keep_dims=True)
    t85 = t84 + 6.4e-05
    t86 = tl.rsqrt(t85)
    t87 = (t82) * (t86)
    t88 = tl.reshape(t87, [T_c3, 1, F_n3, F_n0])
    t89 = (t88) * (8.0)
    t90 = tl.sum(tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, None, :], t80, 0.0), 4) * tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, :, None], t89, 0.0), 2), axis=3)
    t91 = (t42) * (t45)
    t92 = (t42) * (t42)
    t93 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t92, 0.0), axis=3, keep_dims=True)
    t94 = t93 + 1.6e-05
    t95 = tl.rsqrt(t94)
    t96 = (t91) * (t95)
    t97 = tl.load(m52_ptr + offs_n1[None, :, None, None] * m52_s1 + offs_n4[None, None, :, None] * m52_s2 + offs_n0[None, None, None, :] * m52_s3, mask=(offs_n1 < E_n1)[None, :, None, None] & (offs_n4 < E_n4)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t98 = tl.sum(tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, None, :], t96, 0.0), 4) * tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, :, None], t97, 0.0), 2), axis=3)
    t99 = (t98) * (4.0)
    t111 = -(t4)
    i112 = offs_n2[None, None, None, :] + tl.zeros([T_c3, F_n1, 1, F_n2], tl.int32)
    t113 = tl.where(i112 < 4, tl.gather(t111, tl.minimum(i112, F_n1 - 1), 3), tl.gather(t7, tl.minimum(tl.maximum(i112 - 4, 0), F_n1 - 1), 3))
    t114 = (t113) * (t12)
    t115 = (t14) * (t17)
    t116 = t114 + t115
    t132 = -(t22)
    i133 = offs_n2[None, None, :] + tl.zeros([T_c3, F_n3, F_n2], tl.int32)
    t134 = tl.where(i133 < 4, tl.gather(t132, tl.minimum(i133, F_n1 - 1), 2), tl.gather(t25, tl.minimum(tl.maximum(i133 - 4, 0), F_n1 - 1), 2))
    t135 = (t134) * (t30)
    t136 = (t32) * (t35)
    t137 = t135 + t136
    t138 = tl.reshape(t137, [T_c3, 1, F_n3, F_n2])
    t139 = tl.permute(t138, (0, 1, 3, 2))
    t140 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t116, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t139, 0.0), 2), axis=3)
    t141 = (t63) * (t81)
    t142 = (t63) * (t63)
    t143 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, :], t142, 0.0), axis=2, keep_dims=True)
    t144 = t143 + 6.4e-05
    t145 = tl.rsqrt(t144)
    t146 = (t141) * (t145)
    t147 = tl.reshape(t146, [T_c3, 1, F_n3, F_n0])
    t148 = (t147) * (8.0)
    t149 = tl.permute(t148, (0, 1, 3, 2))
    t150 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, None, :], t99, 0.0), 4) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, :, None], t149, 0.0), 2), axis=3)
    t151 = t140 + t150
    t152 = tl.max(tl.where((offs_n3 < E_n3)[None, None, None, :], t151, -float('inf')), axis=3, keep_dims=True)
    acc158 = tl.full([T_c3, F_n1, 1, 1], 0.0, tl.float32)
    acc159 = tl.full([T_c3, F_n1, 1, F_n0], 0.0, tl.float32)
    for i_c5 in range(0, tl.cdiv(E_c5, T_c5)):
        offs_c5 = i_c5 * T_c5 + tl.arange(0, T_c5)

        t100 = tl.load(m57_ptr + offs_c3[:, None, None] * m57_s0 + offs_c5[None, :, None] * m57_s1 + offs_n0[None, None, :] * m57_s2, mask=(offs_c3 < E_c3)[:, None, None] & (offs_c5 < E_c5)[None, :, None] & (offs_n0 < E_n0)[None, None, :], other=0).to(tl.float32)
        t101 = (t100) * (t81)
        t102 = (t100) * (t100)
        t103 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, :], t102, 0.0), axis=2, keep_dims=True)
        t104 = t103 + 6.4e-05
        t105 = tl.rsqrt(t104)
        t106 = (t101) * (t105)
        t107 = tl.reshape(t106, [T_c3, 1, T_c5, F_n0])
        t108 = (t107) * (8.0)
        t109 = tl.permute(t108, (0, 1, 3, 2))
        t110 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, None, :], t99, 0.0), 4) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, :, None], t109, 0.0), 2), axis=3)
        t117 = tl.load(m21_ptr + offs_c3[:, None, None] * m21_s0 + offs_c5[None, :, None] * m21_s1 + offs_n2[None, None, :] * m21_s2, mask=(offs_c3 < E_c3)[:, None, None] & (offs_c5 < E_c5)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
        t118 = tl.load(m33_ptr + offs_c5[None, :, None] * m33_s1 + offs_n2[None, None, :] * m33_s2, mask=(offs_c5 < E_c5)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
        t119 = (t117) * (t118)
        t120 = tl.load(m20_ptr + offs_c3[:, None, None] * m20_s0 + offs_c5[None, :, None] * m20_s1 + offs_n1[None, None, :] * m20_s2, mask=(offs_c3 < E_c3)[:, None, None] & (offs_c5 < E_c5)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
        t121 = -(t120)
        t122 = tl.load(m24_ptr + offs_c3[:, None, None] * m24_s0 + offs_c5[None, :, None] * m24_s1 + offs_n1[None, None, :] * m24_s2, mask=(offs_c3 < E_c3)[:, None, None] & (offs_c5 < E_c5)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
        i123 = offs_n2[None, None, :] + tl.zeros([T_c3, T_c5, F_n2], tl.int32)
        t124 = tl.where(i123 < 4, tl.gather(t121, tl.minimum(i123, F_n1 - 1), 2), tl.gather(t122, tl.minimum(tl.maximum(i123 - 4, 0), F_n1 - 1), 2))
        t125 = tl.load(m28_ptr + offs_c5[None, :, None] * m28_s1 + offs_n2[None, None, :] * m28_s2, mask=(offs_c5 < E_c5)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
        t126 = (t124) * (t125)
        t127 = t119 + t126
        t128 = tl.reshape(t127, [T_c3, 1, T_c5, F_n2])
        t129 = tl.permute(t128, (0, 1, 3, 2))
        t130 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t116, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t129, 0.0), 2), axis=3)
        t131 = t110 + t130
        t153 = t131 - (t152)
        t154 = (t153) * (0.2041241452319315)
        t155 = tl.exp(t154)
        t156 = tl.sum(tl.where((offs_c5 < E_c5)[None, None, None, :], t155, 0.0), axis=3, keep_dims=True)
        t157 = tl.sum(tl.expand_dims(tl.where((offs_c5 < E_c5)[None, None, None, :], t155, 0.0), 4) * tl.expand_dims(tl.where((offs_c5 < E_c5)[None, None, :, None], t107, 0.0), 2), axis=3)
        acc158 = acc158 + t156
        acc159 = acc159 + t157
    t160 = (t90) / (acc158)
    tl.store(buf161_ptr + offs_c3[:, None, None, None] * buf161_s0 + offs_n1[None, :, None, None] * buf161_s1 + offs_n0[None, None, None, :] * buf161_s3, t160, mask=(offs_c3 < E_c3)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :])


@triton.jit
def kernel_1(buf161_ptr, buf161_s0, buf161_s1, buf161_s2, buf161_s3, m163_ptr, m163_s0, m163_s1, m163_s2, m163_s3, buf168_ptr, buf168_s0, buf168_s1, buf168_s2, buf168_s3, E_c0, E_c1, E_c2, E_n0, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf168: Combine over grid cut0.0@0[2], grid cut0.1@1[4], grid w_uv.3@3[16]
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
    t162 = tl.load(buf161_ptr + offs_c0[:, None, None, None] * buf161_s0 + offs_c1[None, :, None, None] * buf161_s1 + offs_n0[None, None, None, :] * buf161_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t166 = tl.load(m163_ptr + offs_c1[None, :, None, None] * m163_s1 + offs_n0[None, None, :, None] * m163_s2 + offs_c2[None, None, None, :] * m163_s3, mask=(offs_c1 < E_c1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
    t167 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, None, :], t162, 0.0), 4) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, :, None], t166, 0.0), 2), axis=3)
    tl.store(buf168_ptr + offs_c0[:, None, None, None] * buf168_s0 + offs_c1[None, :, None, None] * buf168_s1 + offs_c2[None, None, None, :] * buf168_s3, t167, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_c2 < E_c2)[None, None, None, :])


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
    m21 = inputs['k_pe']
    m20 = m21.narrow(2, 4, 4)
    m24 = m21.narrow(2, 0, 4)
    m29 = inputs['sin_k']
    m28 = m29.reshape([1, 32, 8])
    m34 = inputs['cos_k']
    m33 = m34.reshape([1, 32, 8])
    m41 = m3.narrow(3, 0, 16)
    m44 = inputs['w_q_norm']
    m43 = m44.reshape([1, 1, 1, 16])
    m53 = inputs['w_uk']
    m52 = m53.reshape([1, 4, 16, 64])
    m57 = inputs['c_kv']
    m60 = inputs['w_kv_norm']
    m59 = m60.reshape([1, 1, 64])
    buf161 = torch.full([2, 4, 1, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(2, T['c3']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m6_ptr=m6, m6_s0=m6.stride(0), m6_s1=m6.stride(1), m6_s2=m6.stride(2), m6_s3=m6.stride(3), m10_ptr=m10, m10_s0=m10.stride(0), m10_s1=m10.stride(1), m10_s2=m10.stride(2), m10_s3=m10.stride(3), m2_ptr=m2, m2_s0=m2.stride(0), m2_s1=m2.stride(1), m2_s2=m2.stride(2), m2_s3=m2.stride(3), m15_ptr=m15, m15_s0=m15.stride(0), m15_s1=m15.stride(1), m15_s2=m15.stride(2), m15_s3=m15.stride(3), m20_ptr=m20, m20_s0=m20.stride(0), m20_s1=m20.stride(1), m20_s2=m20.stride(2), m24_ptr=m24, m24_s0=m24.stride(0), m24_s1=m24.stride(1), m24_s2=m24.stride(2), m28_ptr=m28, m28_s0=m28.stride(0), m28_s1=m28.stride(1), m28_s2=m28.stride(2), m21_ptr=m21, m21_s0=m21.stride(0), m21_s1=m21.stride(1), m21_s2=m21.stride(2), m33_ptr=m33, m33_s0=m33.stride(0), m33_s1=m33.stride(1), m33_s2=m33.stride(2), m41_ptr=m41, m41_s0=m41.stride(0), m41_s1=m41.stride(1), m41_s2=m41.stride(2), m41_s3=m41.stride(3), m43_ptr=m43, m43_s0=m43.stride(0), m43_s1=m43.stride(1), m43_s2=m43.stride(2), m43_s3=m43.stride(3), m52_ptr=m52, m52_s0=m52.stride(0), m52_s1=m52.stride(1), m52_s2=m52.stride(2), m52_s3=m52.stride(3), m57_ptr=m57, m57_s0=m57.stride(0), m57_s1=m57.stride(1), m57_s2=m57.stride(2), m59_ptr=m59, m59_s0=m59.stride(0), m59_s1=m59.stride(1), m59_s2=m59.stride(2), buf161_ptr=buf161, buf161_s0=buf161.stride(0), buf161_s1=buf161.stride(1), buf161_s2=buf161.stride(2), buf161_s3=buf161.stride(3), E_c3=2, E_c4=64, E_c5=32, E_n0=64, E_n1=4, E_n2=8, E_n3=32, E_n4=16, F_n0=_pow2(64), F_n1=_pow2(4), F_n2=_pow2(8), F_n3=_pow2(32), F_n4=_pow2(16), T_c3=T['c3'], T_c4=T['c4'], T_c5=T['c5'])
    m165 = inputs['w_uv']
    m164 = m165.permute([0, 2, 1])
    m163 = m164.reshape([1, 4, 64, 16])
    buf168 = torch.full([2, 4, 1, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(2, T['c0']) * _cdiv(4, T['c1']) * _cdiv(16, T['c2']),)](buf161_ptr=buf161, buf161_s0=buf161.stride(0), buf161_s1=buf161.stride(1), buf161_s2=buf161.stride(2), buf161_s3=buf161.stride(3), m163_ptr=m163, m163_s0=m163.stride(0), m163_s1=m163.stride(1), m163_s2=m163.stride(2), m163_s3=m163.stride(3), buf168_ptr=buf168, buf168_s0=buf168.stride(0), buf168_s1=buf168.stride(1), buf168_s2=buf168.stride(2), buf168_s3=buf168.stride(3), E_c0=2, E_c1=4, E_c2=16, E_n0=64, F_n0=_pow2(64), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    return buf168


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
