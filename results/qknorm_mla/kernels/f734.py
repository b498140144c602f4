"""qknorm_mla [small], candidate 734: 2 kernel(s)

Rendered by EqiForge from candidate 734 of qknorm_mla [small]: grid(c_kv.2@3, q.1@1) loop(c_kv.2[64]: pair(sum, sum)) loop(c_kv.1[32]: sum) {loop(q.3[16]: sum)} [10 mm] | grid(cut0.0@0, cut0.1@1, w_uv.3@3) [1 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid cut0.0@0[2]
    c1: grid cut0.1@1[4]
    c2: grid w_uv.3@3[16]
    c3: grid q.1@1[4]
    c4: grid c_kv.2@3[64]
    c5: loop c_kv.2[64]
    c6: loop c_kv.1[32]
    c7: loop q.3[16]

Run it on its own: `python kernels/f734.py` checks it once against PyTorch on random inputs.
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
def kernel_0(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m6_ptr, m6_s0, m6_s1, m6_s2, m6_s3, m10_ptr, m10_s0, m10_s1, m10_s2, m10_s3, m2_ptr, m2_s0, m2_s1, m2_s2, m2_s3, m15_ptr, m15_s0, m15_s1, m15_s2, m15_s3, m20_ptr, m20_s0, m20_s1, m20_s2, m22_ptr, m22_s0, m22_s1, m22_s2, m26_ptr, m26_s0, m26_s1, m26_s2, m29_ptr, m29_s0, m29_s1, m29_s2, m33_ptr, m33_s0, m33_s1, m33_s2, m41_ptr, m41_s0, m41_s1, m41_s2, m41_s3, m43_ptr, m43_s0, m43_s1, m43_s2, m43_s3, m52_ptr, m52_s0, m52_s1, m52_s2, m52_s3, m57_ptr, m57_s0, m57_s1, m57_s2, m59_ptr, m59_s0, m59_s1, m59_s2, buf163_ptr, buf163_s0, buf163_s1, buf163_s2, buf163_s3, E_c3, E_c4, E_c5, E_c6, E_c7, E_n0, E_n1, E_n2, E_n3, E_n4, E_n5, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, F_n4: tl.constexpr, F_n5: tl.constexpr, T_c3: tl.constexpr, T_c4: tl.constexpr, T_c5: tl.constexpr, T_c6: tl.constexpr, T_c7: tl.constexpr):
    # writes buf163: Combine over grid q.1@1[4], grid c_kv.2@3[64]
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
    t47 = (t42) * (t42)
    t48 = tl.sum(tl.where((offs_n5 < E_n5)[None, None, None, :], t47, 0.0), axis=3, keep_dims=True)
    t49 = t48 + 1.6e-05
    t50 = tl.rsqrt(t49)
    t51 = (t46) * (t50)
    t63 = tl.load(m57_ptr + offs_n1[:, None, None] * m57_s0 + offs_n4[None, :, None] * m57_s1 + offs_n0[None, None, :] * m57_s2, mask=(offs_n1 < E_n1)[:, None, None] & (offs_n4 < E_n4)[None, :, None] & (offs_n0 < E_n0)[None, None, :], other=0).to(tl.float32)
    t64 = (t63) * (t63)
    t65 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, :], t64, 0.0), axis=2, keep_dims=True)
    t66 = t65 + 6.4e-05
    t67 = tl.rsqrt(t66)
    acc74 = tl.full([F_n1, T_c3, 1, F_n4], 0.0, tl.float32)
    acc75 = tl.full([F_n1, T_c3, 1, F_n4], 0.0, tl.float32)
    for i_c5 in range(0, tl.cdiv(E_c5, T_c5)):
        offs_c5 = i_c5 * T_c5 + tl.arange(0, T_c5)

        t54 = tl.load(m52_ptr + offs_c3[None, :, None, None] * m52_s1 + offs_n5[None, None, :, None] * m52_s2 + offs_c5[None, None, None, :] * m52_s3, mask=(offs_c3 < E_c3)[None, :, None, None] & (offs_n5 < E_n5)[None, None, :, None] & (offs_c5 < E_c5)[None, None, None, :], other=0).to(tl.float32)
        t55 = tl.sum(tl.expand_dims(tl.where((offs_n5 < E_n5)[None, None, None, :], t51, 0.0), 4) * tl.expand_dims(tl.where((offs_n5 < E_n5)[None, None, :, None], t54, 0.0), 2), axis=3)
        t56 = (t55) * (4.0)
        t58 = tl.load(m57_ptr + offs_n1[:, None, None] * m57_s0 + offs_n4[None, :, None] * m57_s1 + offs_c5[None, None, :] * m57_s2, mask=(offs_n1 < E_n1)[:, None, None] & (offs_n4 < E_n4)[None, :, None] & (offs_c5 < E_c5)[None, None, :], other=0).to(tl.float32)
        t61 = tl.load(m59_ptr + offs_c5[None, None, :] * m59_s2, mask=(offs_c5 < E_c5)[None, None, :], other=0).to(tl.float32)
        t62 = (t58) * (t61)
        t68 = (t62) * (t67)
        t69 = tl.reshape(t68, [F_n1, 1, F_n4, T_c5])
        t70 = (t69) * (8.0)
        t71 = tl.permute(t70, (0, 1, 3, 2))
        t72 = tl.sum(tl.expand_dims(tl.where((offs_c5 < E_c5)[None, None, None, :], t56, 0.0), 4) * tl.expand_dims(tl.where((offs_c5 < E_c5)[None, None, :, None], t71, 0.0), 2), axis=3)
        t73 = tl.sum(tl.expand_dims(tl.where((offs_c5 < E_c5)[None, None, None, :], t55, 0.0), 4) * tl.expand_dims(tl.where((offs_c5 < E_c5)[None, None, :, None], t71, 0.0), 2), axis=3)
        acc74 = acc74 + t72
        acc75 = acc75 + t73
    t76 = t40 + acc74
    t77 = tl.max(tl.where((offs_n4 < E_n4)[None, None, None, :], t76, -float('inf')), axis=3, keep_dims=True)
    t78 = t76 - (t77)
    t79 = (t78) * (0.2041241452319315)
    t80 = tl.exp(t79)
    t81 = tl.load(m57_ptr + offs_n1[:, None, None] * m57_s0 + offs_n4[None, :, None] * m57_s1 + offs_c4[None, None, :] * m57_s2, mask=(offs_n1 < E_n1)[:, None, None] & (offs_n4 < E_n4)[None, :, None] & (offs_c4 < E_c4)[None, None, :], other=0).to(tl.float32)
    t82 = tl.load(m59_ptr + offs_c4[None, None, :] * m59_s2, mask=(offs_c4 < E_c4)[None, None, :], other=0).to(tl.float32)
    t83 = (t81) * (t82)
    t84 = (t63) * (t63)
    t85 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, :], t84, 0.0), axis=2, keep_dims=True)
    t86 = t85 + 6.4e-05
    t87 = tl.rsqrt(t86)
    t88 = (t83) * (t87)
    t89 = tl.reshape(t88, [F_n1, 1, F_n4, T_c4])
    t90 = (t89) * (8.0)
    t91 = tl.sum(tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, None, :], t80, 0.0), 4) * tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, :, None], t90, 0.0), 2), axis=3)
    t92 = (t42) * (t45)
    acc96 = tl.full([F_n1, T_c3, 1, 1], 0.0, tl.float32)
    for i_c7 in range(0, tl.cdiv(E_c7, T_c7)):
        offs_c7 = i_c7 * T_c7 + tl.arange(0, T_c7)

        t93 = tl.load(m41_ptr + offs_n1[:, None, None, None] * m41_s0 + offs_c3[None, :, None, None] * m41_s1 + offs_c7[None, None, None, :] * m41_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_c3 < E_c3)[None, :, None, None] & (offs_c7 < E_c7)[None, None, None, :], other=0).to(tl.float32)
        t94 = (t93) * (t93)
        t95 = tl.sum(tl.where((offs_c7 < E_c7)[None, None, None, :], t94, 0.0), axis=3, keep_dims=True)
        acc96 = acc96 + t95
    t97 = acc96 + 1.6e-05
    t98 = tl.rsqrt(t97)
    t99 = (t92) * (t98)
    t100 = tl.load(m52_ptr + offs_c3[None, :, None, None] * m52_s1 + offs_n5[None, None, :, None] * m52_s2 + offs_n0[None, None, None, :] * m52_s3, mask=(offs_c3 < E_c3)[None, :, None, None] & (offs_n5 < E_n5)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t101 = tl.sum(tl.expand_dims(tl.where((offs_n5 < E_n5)[None, None, None, :], t99, 0.0), 4) * tl.expand_dims(tl.where((offs_n5 < E_n5)[None, None, :, None], t100, 0.0), 2), axis=3)
    t102 = (t101) * (4.0)
    t104 = tl.load(m59_ptr + offs_n0[None, None, :] * m59_s2, mask=(offs_n0 < E_n0)[None, None, :], other=0).to(tl.float32)
    t115 = -(t4)
    i116 = offs_n3[None, None, None, :] + tl.zeros([F_n1, T_c3, 1, F_n3], tl.int32)
    t117 = tl.where(i116 < 4, tl.gather(t115, tl.minimum(i116, F_n2 - 1), 3), tl.gather(t7, tl.minimum(tl.maximum(i116 - 4, 0), F_n2 - 1), 3))
    t118 = (t117) * (t12)
    t119 = (t14) * (t17)
    t120 = t118 + t119
    t136 = (t21) * (t24)
    t137 = -(t27)
    i138 = offs_n3[None, None, :] + tl.zeros([F_n1, F_n4, F_n3], tl.int32)
    t139 = tl.where(i138 < 4, tl.gather(t137, tl.minimum(i138, F_n2 - 1), 2), tl.gather(t30, tl.minimum(tl.maximum(i138 - 4, 0), F_n2 - 1), 2))
    t140 = (t139) * (t35)
    t141 = t136 + t140
    t142 = tl.reshape(t141, [F_n1, 1, F_n4, F_n3])
    t143 = tl.permute(t142, (0, 1, 3, 2))
    t144 = tl.sum(tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, None, :], t120, 0.0), 4) * tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, :, None], t143, 0.0), 2), axis=3)
    t145 = (t63) * (t104)
    t146 = (t63) * (t63)
    t147 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, :], t146, 0.0), axis=2, keep_dims=True)
    t148 = t147 + 6.4e-05
    t149 = tl.rsqrt(t148)
    t150 = (t145) * (t149)
    t151 = tl.reshape(t150, [F_n1, 1, F_n4, F_n0])
    t152 = (t151) * (8.0)
    t153 = tl.permute(t152, (0, 1, 3, 2))
    t154 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, None, :], t102, 0.0), 4) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, :, None], t153, 0.0), 2), axis=3)
    t155 = t144 + t154
    t156 = tl.max(tl.where((offs_n4 < E_n4)[None, None, None, :], t155, -float('inf')), axis=3, keep_dims=True)
    acc161 = tl.full([F_n1, T_c3, 1, 1], 0.0, tl.float32)
    for i_c6 in range(0, tl.cdiv(E_c6, T_c6)):
        offs_c6 = i_c6 * T_c6 + tl.arange(0, T_c6)

        t103 = tl.load(m57_ptr + offs_n1[:, None, None] * m57_s0 + offs_c6[None, :, None] * m57_s1 + offs_n0[None, None, :] * m57_s2, mask=(offs_n1 < E_n1)[:, None, None] & (offs_c6 < E_c6)[None, :, None] & (offs_n0 < E_n0)[None, None, :], other=0).to(tl.float32)
        t105 = (t103) * (t104)
        t106 = (t103) * (t103)
        t107 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, :], t106, 0.0), axis=2, keep_dims=True)
        t108 = t107 + 6.4e-05
        t109 = tl.rsqrt(t108)
        t110 = (t105) * (t109)
        t111 = tl.reshape(t110, [F_n1, 1, T_c6, F_n0])
        t112 = (t111) * (8.0)
        t113 = tl.permute(t112, (0, 1, 3, 2))
        t114 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, None, :], t102, 0.0), 4) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, :, None], t113, 0.0), 2), axis=3)
        t121 = tl.load(m26_ptr + offs_n1[:, None, None] * m26_s0 + offs_c6[None, :, None] * m26_s1 + offs_n2[None, None, :] * m26_s2, mask=(offs_n1 < E_n1)[:, None, None] & (offs_c6 < E_c6)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
        t122 = -(t121)
        t123 = tl.load(m29_ptr + offs_n1[:, None, None] * m29_s0 + offs_c6[None, :, None] * m29_s1 + offs_n2[None, None, :] * m29_s2, mask=(offs_n1 < E_n1)[:, None, None] & (offs_c6 < E_c6)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
        i124 = offs_n3[None, None, :] + tl.zeros([F_n1, T_c6, F_n3], tl.int32)
        t125 = tl.where(i124 < 4, tl.gather(t122, tl.minimum(i124, F_n2 - 1), 2), tl.gather(t123, tl.minimum(tl.maximum(i124 - 4, 0), F_n2 - 1), 2))
        t126 = tl.load(m33_ptr + offs_c6[None, :, None] * m33_s1 + offs_n3[None, None, :] * m33_s2, mask=(offs_c6 < E_c6)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
        t127 = (t125) * (t126)
        t128 = tl.load(m20_ptr + offs_n1[:, None, None] * m20_s0 + offs_c6[None, :, None] * m20_s1 + offs_n3[None, None, :] * m20_s2, mask=(offs_n1 < E_n1)[:, None, None] & (offs_c6 < E_c6)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
        t129 = tl.load(m22_ptr + offs_c6[None, :, None] * m22_s1 + offs_n3[None, None, :] * m22_s2, mask=(offs_c6 < E_c6)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
        t130 = (t128) * (t129)
        t131 = t127 + t130
        t132 = tl.reshape(t131, [F_n1, 1, T_c6, F_n3])
        t133 = tl.permute(t132, (0, 1, 3, 2))
        t134 = tl.sum(tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, None, :], t120, 0.0), 4) * tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, :, None], t133, 0.0), 2), axis=3)
        t135 = t114 + t134
        t157 = t135 - (t156)
        t158 = (t157) * (0.2041241452319315)
        t159 = tl.exp(t158)
        t160 = tl.sum(tl.where((offs_c6 < E_c6)[None, None, None, :], t159, 0.0), axis=3, keep_dims=True)
        acc161 = acc161 + t160
    t162 = (t91) / (acc161)
    tl.store(buf163_ptr + offs_n1[:, None, None, None] * buf163_s0 + offs_c3[None, :, None, None] * buf163_s1 + offs_c4[None, None, None, :] * buf163_s3, t162, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_c3 < E_c3)[None, :, None, None] & (offs_c4 < E_c4)[None, None, None, :])


@triton.jit
def kernel_1(buf163_ptr, buf163_s0, buf163_s1, buf163_s2, buf163_s3, m165_ptr, m165_s0, m165_s1, m165_s2, m165_s3, buf170_ptr, buf170_s0, buf170_s1, buf170_s2, buf170_s3, E_c0, E_c1, E_c2, E_n0, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf170: Combine over grid cut0.0@0[2], grid cut0.1@1[4], grid w_uv.3@3[16]
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
    t164 = tl.load(buf163_ptr + offs_c0[:, None, None, None] * buf163_s0 + offs_c1[None, :, None, None] * buf163_s1 + offs_n0[None, None, None, :] * buf163_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t168 = tl.load(m165_ptr + offs_c1[None, :, None, None] * m165_s1 + offs_n0[None, None, :, None] * m165_s2 + offs_c2[None, None, None, :] * m165_s3, mask=(offs_c1 < E_c1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
    t169 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, None, :], t164, 0.0), 4) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, :, None], t168, 0.0), 2), axis=3)
    tl.store(buf170_ptr + offs_c0[:, None, None, None] * buf170_s0 + offs_c1[None, :, None, None] * buf170_s1 + offs_c2[None, None, None, :] * buf170_s3, t169, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_c2 < E_c2)[None, None, None, :])


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
    m53 = inputs['w_uk']
    m52 = m53.reshape([1, 4, 16, 64])
    m57 = inputs['c_kv']
    m60 = inputs['w_kv_norm']
    m59 = m60.reshape([1, 1, 64])
    buf163 = torch.full([2, 4, 1, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(4, T['c3']) * _cdiv(64, T['c4']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m6_ptr=m6, m6_s0=m6.stride(0), m6_s1=m6.stride(1), m6_s2=m6.stride(2), m6_s3=m6.stride(3), m10_ptr=m10, m10_s0=m10.stride(0), m10_s1=m10.stride(1), m10_s2=m10.stride(2), m10_s3=m10.stride(3), m2_ptr=m2, m2_s0=m2.stride(0), m2_s1=m2.stride(1), m2_s2=m2.stride(2), m2_s3=m2.stride(3), m15_ptr=m15, m15_s0=m15.stride(0), m15_s1=m15.stride(1), m15_s2=m15.stride(2), m15_s3=m15.stride(3), m20_ptr=m20, m20_s0=m20.stride(0), m20_s1=m20.stride(1), m20_s2=m20.stride(2), m22_ptr=m22, m22_s0=m22.stride(0), m22_s1=m22.stride(1), m22_s2=m22.stride(2), m26_ptr=m26, m26_s0=m26.stride(0), m26_s1=m26.stride(1), m26_s2=m26.stride(2), m29_ptr=m29, m29_s0=m29.stride(0), m29_s1=m29.stride(1), m29_s2=m29.stride(2), m33_ptr=m33, m33_s0=m33.stride(0), m33_s1=m33.stride(1), m33_s2=m33.stride(2), m41_ptr=m41, m41_s0=m41.stride(0), m41_s1=m41.stride(1), m41_s2=m41.stride(2), m41_s3=m41.stride(3), m43_ptr=m43, m43_s0=m43.stride(0), m43_s1=m43.stride(1), m43_s2=m43.stride(2), m43_s3=m43.stride(3), m52_ptr=m52, m52_s0=m52.stride(0), m52_s1=m52.stride(1), m52_s2=m52.stride(2), m52_s3=m52.stride(3), m57_ptr=m57, m57_s0=m57.stride(0), m57_s1=m57.stride(1), m57_s2=m57.stride(2), m59_ptr=m59, m59_s0=m59.stride(0), m59_s1=m59.stride(1), m59_s2=m59.stride(2), buf163_ptr=buf163, buf163_s0=buf163.stride(0), buf163_s1=buf163.stride(1), buf163_s2=buf163.stride(2), buf163_s3=buf163.stride(3), E_c3=4, E_c4=64, E_c5=64, E_c6=32, E_c7=16, E_n0=64, E_n1=2, E_n2=4, E_n3=8, E_n4=32, E_n5=16, F_n0=_pow2(64), F_n1=_pow2(2), F_n2=_pow2(4), F_n3=_pow2(8), F_n4=_pow2(32), F_n5=_pow2(16), T_c3=T['c3'], T_c4=T['c4'], T_c5=T['c5'], T_c6=T['c6'], T_c7=T['c7'])
    m167 = inputs['w_uv']
    m166 = m167.permute([0, 2, 1])
    m165 = m166.reshape([1, 4, 64, 16])
    buf170 = torch.full([2, 4, 1, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(2, T['c0']) * _cdiv(4, T['c1']) * _cdiv(16, T['c2']),)](buf163_ptr=buf163, buf163_s0=buf163.stride(0), buf163_s1=buf163.stride(1), buf163_s2=buf163.stride(2), buf163_s3=buf163.stride(3), m165_ptr=m165, m165_s0=m165.stride(0), m165_s1=m165.stride(1), m165_s2=m165.stride(2), m165_s3=m165.stride(3), buf170_ptr=buf170, buf170_s0=buf170.stride(0), buf170_s1=buf170.stride(1), buf170_s2=buf170.stride(2), buf170_s3=buf170.stride(3), E_c0=2, E_c1=4, E_c2=16, E_n0=64, F_n0=_pow2(64), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    return buf170


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
