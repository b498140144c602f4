"""qknorm_mla [small], candidate 490: 2 kernel(s)

Rendered by EqiForge from candidate 490 of qknorm_mla [small]: grid(c_kv.2@3, q.0@0) loop(c_kv.1[32]: sum) loop(q.3[16]: pair(sum, sum)) loop(c_kv.2[64]: sum) [9 mm] | grid(cut0.0@0, cut0.1@1, w_uv.3@3) [1 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid cut0.0@0[2]
    c1: grid cut0.1@1[4]
    c2: grid w_uv.3@3[16]
    c3: grid q.0@0[2]
    c4: grid c_kv.2@3[64]
    c5: loop c_kv.1[32]
    c6: loop q.3[16]
    c7: loop c_kv.2[64]

Run it on its own: `python kernels/f490.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/qknorm_mla.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 1, "c1": 2, "c2": 8, "c3": 1, "c4": 32, "c5": 16, "c6": 8, "c7": 32}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 2, "c1": 4, "c2": 16, "c3": 2, "c4": 64, "c5": 32, "c6": 16, "c7": 64}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m4_ptr, m4_s0, m4_s1, m4_s2, m4_s3, m8_ptr, m8_s0, m8_s1, m8_s2, m8_s3, m18_ptr, m18_s0, m18_s1, m18_s2, m20_ptr, m20_s0, m20_s1, m20_s2, m33_ptr, m33_s0, m33_s1, m33_s2, m33_s3, m37_ptr, m37_s0, m37_s1, m37_s2, m37_s3, m41_ptr, m41_s0, m41_s1, m41_s2, m41_s3, m34_ptr, m34_s0, m34_s1, m34_s2, m34_s3, m46_ptr, m46_s0, m46_s1, m46_s2, m46_s3, m51_ptr, m51_s0, m51_s1, m51_s2, m53_ptr, m53_s0, m53_s1, m53_s2, m57_ptr, m57_s0, m57_s1, m57_s2, m60_ptr, m60_s0, m60_s1, m60_s2, m64_ptr, m64_s0, m64_s1, m64_s2, buf158_ptr, buf158_s0, buf158_s1, buf158_s2, buf158_s3, E_c3, E_c4, E_c5, E_c6, E_c7, E_n0, E_n1, E_n2, E_n3, E_n4, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, F_n4: tl.constexpr, T_c3: tl.constexpr, T_c4: tl.constexpr, T_c5: tl.constexpr, T_c6: tl.constexpr, T_c7: tl.constexpr):
    # writes buf158: Combine over grid q.0@0[2], grid c_kv.2@3[64]
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
    offs_n0 = tl.arange(0, F_n0)
    offs_n3 = tl.arange(0, F_n3)
    offs_n4 = tl.arange(0, F_n4)
    t3 = tl.load(m1_ptr + offs_c3[:, None, None, None] * m1_s0 + offs_n1[None, :, None, None] * m1_s1 + offs_n2[None, None, None, :] * m1_s3, mask=(offs_c3 < E_c3)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t6 = tl.load(m4_ptr + offs_n2[None, None, None, :] * m4_s3, mask=(offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t7 = (t3) * (t6)
    t10 = tl.load(m8_ptr + offs_n1[None, :, None, None] * m8_s1 + offs_n2[None, None, :, None] * m8_s2 + offs_n0[None, None, None, :] * m8_s3, mask=(offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t11 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t7, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t10, 0.0), 2), axis=3)
    t12 = (t3) * (t3)
    t13 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t12, 0.0), axis=3, keep_dims=True)
    t14 = (t13) * (0.0625)
    t15 = t14 + 1e-06
    t16 = tl.rsqrt(t15)
    t17 = (t11) * (t16)
    t22 = tl.load(m20_ptr + offs_n0[None, None, :] * m20_s2, mask=(offs_n0 < E_n0)[None, None, :], other=0).to(tl.float32)
    t35 = tl.load(m33_ptr + offs_c3[:, None, None, None] * m33_s0 + offs_n1[None, :, None, None] * m33_s1 + offs_n1[None, None, None, :] * m33_s3, mask=(offs_c3 < E_c3)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t36 = -(t35)
    t38 = tl.load(m37_ptr + offs_c3[:, None, None, None] * m37_s0 + offs_n1[None, :, None, None] * m37_s1 + offs_n1[None, None, None, :] * m37_s3, mask=(offs_c3 < E_c3)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    i39 = offs_n3[None, None, None, :] + tl.zeros([T_c3, F_n1, 1, F_n3], tl.int32)
    t40 = tl.where(i39 < 4, tl.gather(t36, tl.minimum(i39, F_n1 - 1), 3), tl.gather(t38, tl.minimum(tl.maximum(i39 - 4, 0), F_n1 - 1), 3))
    t43 = tl.load(m41_ptr + offs_n3[None, None, None, :] * m41_s3, mask=(offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t44 = (t40) * (t43)
    t45 = tl.load(m34_ptr + offs_c3[:, None, None, None] * m34_s0 + offs_n1[None, :, None, None] * m34_s1 + offs_n3[None, None, None, :] * m34_s3, mask=(offs_c3 < E_c3)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t48 = tl.load(m46_ptr + offs_n3[None, None, None, :] * m46_s3, mask=(offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t49 = (t45) * (t48)
    t50 = t44 + t49
    t73 = tl.load(m57_ptr + offs_c3[:, None, None] * m57_s0 + offs_n4[None, :, None] * m57_s1 + offs_n1[None, None, :] * m57_s2, mask=(offs_c3 < E_c3)[:, None, None] & (offs_n4 < E_n4)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    t74 = -(t73)
    t75 = tl.load(m60_ptr + offs_c3[:, None, None] * m60_s0 + offs_n4[None, :, None] * m60_s1 + offs_n1[None, None, :] * m60_s2, mask=(offs_c3 < E_c3)[:, None, None] & (offs_n4 < E_n4)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    i76 = offs_n3[None, None, :] + tl.zeros([T_c3, F_n4, F_n3], tl.int32)
    t77 = tl.where(i76 < 4, tl.gather(t74, tl.minimum(i76, F_n1 - 1), 2), tl.gather(t75, tl.minimum(tl.maximum(i76 - 4, 0), F_n1 - 1), 2))
    t78 = tl.load(m64_ptr + offs_n4[None, :, None] * m64_s1 + offs_n3[None, None, :] * m64_s2, mask=(offs_n4 < E_n4)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t79 = (t77) * (t78)
    t80 = tl.load(m51_ptr + offs_c3[:, None, None] * m51_s0 + offs_n4[None, :, None] * m51_s1 + offs_n3[None, None, :] * m51_s2, mask=(offs_c3 < E_c3)[:, None, None] & (offs_n4 < E_n4)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t81 = tl.load(m53_ptr + offs_n4[None, :, None] * m53_s1 + offs_n3[None, None, :] * m53_s2, mask=(offs_n4 < E_n4)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t82 = (t80) * (t81)
    t83 = t79 + t82
    t84 = tl.reshape(t83, [T_c3, 1, F_n4, F_n3])
    t85 = tl.permute(t84, (0, 1, 3, 2))
    t86 = tl.sum(tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, None, :], t50, 0.0), 4) * tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, :, None], t85, 0.0), 2), axis=3)
    t87 = tl.load(m18_ptr + offs_c3[:, None, None] * m18_s0 + offs_n4[None, :, None] * m18_s1 + offs_n0[None, None, :] * m18_s2, mask=(offs_c3 < E_c3)[:, None, None] & (offs_n4 < E_n4)[None, :, None] & (offs_n0 < E_n0)[None, None, :], other=0).to(tl.float32)
    t88 = (t87) * (t22)
    t89 = (t87) * (t87)
    t90 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, :], t89, 0.0), axis=2, keep_dims=True)
    t91 = t90 + 6.4e-05
    t92 = tl.rsqrt(t91)
    t93 = (t88) * (t92)
    t94 = tl.reshape(t93, [T_c3, 1, F_n4, F_n0])
    t95 = (t94) * (8.0)
    t96 = tl.permute(t95, (0, 1, 3, 2))
    t97 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, None, :], t17, 0.0), 4) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, :, None], t96, 0.0), 2), axis=3)
    t98 = t86 + t97
    t99 = tl.max(tl.where((offs_n4 < E_n4)[None, None, None, :], t98, -float('inf')), axis=3, keep_dims=True)
    t105 = tl.load(m20_ptr + offs_c4[None, None, :] * m20_s2, mask=(offs_c4 < E_c4)[None, None, :], other=0).to(tl.float32)
    acc109 = tl.full([T_c3, F_n1, 1, T_c4], 0.0, tl.float32)
    for i_c5 in range(0, tl.cdiv(E_c5, T_c5)):
        offs_c5 = i_c5 * T_c5 + tl.arange(0, T_c5)

        t19 = tl.load(m18_ptr + offs_c3[:, None, None] * m18_s0 + offs_c5[None, :, None] * m18_s1 + offs_n0[None, None, :] * m18_s2, mask=(offs_c3 < E_c3)[:, None, None] & (offs_c5 < E_c5)[None, :, None] & (offs_n0 < E_n0)[None, None, :], other=0).to(tl.float32)
        t23 = (t19) * (t22)
        t24 = (t19) * (t19)
        t25 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, :], t24, 0.0), axis=2, keep_dims=True)
        t26 = t25 + 6.4e-05
        t27 = tl.rsqrt(t26)
        t28 = (t23) * (t27)
        t29 = tl.reshape(t28, [T_c3, 1, T_c5, F_n0])
        t30 = (t29) * (8.0)
        t31 = tl.permute(t30, (0, 1, 3, 2))
        t32 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, None, :], t17, 0.0), 4) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, :, None], t31, 0.0), 2), axis=3)
        t52 = tl.load(m51_ptr + offs_c3[:, None, None] * m51_s0 + offs_c5[None, :, None] * m51_s1 + offs_n3[None, None, :] * m51_s2, mask=(offs_c3 < E_c3)[:, None, None] & (offs_c5 < E_c5)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
        t55 = tl.load(m53_ptr + offs_c5[None, :, None] * m53_s1 + offs_n3[None, None, :] * m53_s2, mask=(offs_c5 < E_c5)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
        t56 = (t52) * (t55)
        t58 = tl.load(m57_ptr + offs_c3[:, None, None] * m57_s0 + offs_c5[None, :, None] * m57_s1 + offs_n1[None, None, :] * m57_s2, mask=(offs_c3 < E_c3)[:, None, None] & (offs_c5 < E_c5)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
        t59 = -(t58)
        t61 = tl.load(m60_ptr + offs_c3[:, None, None] * m60_s0 + offs_c5[None, :, None] * m60_s1 + offs_n1[None, None, :] * m60_s2, mask=(offs_c3 < E_c3)[:, None, None] & (offs_c5 < E_c5)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
        i62 = offs_n3[None, None, :] + tl.zeros([T_c3, T_c5, F_n3], tl.int32)
        t63 = tl.where(i62 < 4, tl.gather(t59, tl.minimum(i62, F_n1 - 1), 2), tl.gather(t61, tl.minimum(tl.maximum(i62 - 4, 0), F_n1 - 1), 2))
        t66 = tl.load(m64_ptr + offs_c5[None, :, None] * m64_s1 + offs_n3[None, None, :] * m64_s2, mask=(offs_c5 < E_c5)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
        t67 = (t63) * (t66)
        t68 = t56 + t67
        t69 = tl.reshape(t68, [T_c3, 1, T_c5, F_n3])
        t70 = tl.permute(t69, (0, 1, 3, 2))
        t71 = tl.sum(tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, None, :], t50, 0.0), 4) * tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, :, None], t70, 0.0), 2), axis=3)
        t72 = t32 + t71
        t100 = t72 - (t99)
        t101 = (t100) * (0.2041241452319315)
        t102 = tl.exp(t101)
        t103 = tl.load(m18_ptr + offs_c3[:, None, None] * m18_s0 + offs_c5[None, :, None] * m18_s1 + offs_c4[None, None, :] * m18_s2, mask=(offs_c3 < E_c3)[:, None, None] & (offs_c5 < E_c5)[None, :, None] & (offs_c4 < E_c4)[None, None, :], other=0).to(tl.float32)
        t104 = (t103) * (t27)
        t106 = (t104) * (t105)
        t107 = tl.reshape(t106, [T_c3, 1, T_c5, T_c4])
        t108 = tl.sum(tl.expand_dims(tl.where((offs_c5 < E_c5)[None, None, None, :], t102, 0.0), 4) * tl.expand_dims(tl.where((offs_c5 < E_c5)[None, None, :, None], t107, 0.0), 2), axis=3)
        acc109 = acc109 + t108
    t110 = (acc109) * (8.0)
    t111 = -(t35)
    i112 = offs_n3[None, None, None, :] + tl.zeros([T_c3, F_n1, 1, F_n3], tl.int32)
    t113 = tl.where(i112 < 4, tl.gather(t111, tl.minimum(i112, F_n1 - 1), 3), tl.gather(t38, tl.minimum(tl.maximum(i112 - 4, 0), F_n1 - 1), 3))
    t114 = (t113) * (t43)
    t115 = (t45) * (t48)
    t116 = t114 + t115
    t117 = -(t73)
    i118 = offs_n3[None, None, :] + tl.zeros([T_c3, F_n4, F_n3], tl.int32)
    t119 = tl.where(i118 < 4, tl.gather(t117, tl.minimum(i118, F_n1 - 1), 2), tl.gather(t75, tl.minimum(tl.maximum(i118 - 4, 0), F_n1 - 1), 2))
    t120 = (t119) * (t78)
    t121 = (t80) * (t81)
    t122 = t120 + t121
    t123 = tl.reshape(t122, [T_c3, 1, F_n4, F_n3])
    t124 = tl.permute(t123, (0, 1, 3, 2))
    t125 = tl.sum(tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, None, :], t116, 0.0), 4) * tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, :, None], t124, 0.0), 2), axis=3)
    t131 = (t3) * (t3)
    t132 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t131, 0.0), axis=3, keep_dims=True)
    t133 = t132 + 1.6e-05
    t134 = tl.rsqrt(t133)
    acc136 = tl.full([T_c3, F_n1, 1, F_n0], 0.0, tl.float32)
    acc137 = tl.full([T_c3, F_n1, 1, F_n0], 0.0, tl.float32)
    for i_c6 in range(0, tl.cdiv(E_c6, T_c6)):
        offs_c6 = i_c6 * T_c6 + tl.arange(0, T_c6)

        t126 = tl.load(m1_ptr + offs_c3[:, None, None, None] * m1_s0 + offs_n1[None, :, None, None] * m1_s1 + offs_c6[None, None, None, :] * m1_s3, mask=(offs_c3 < E_c3)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c6 < E_c6)[None, None, None, :], other=0).to(tl.float32)
        t127 = tl.load(m4_ptr + offs_c6[None, None, None, :] * m4_s3, mask=(offs_c6 < E_c6)[None, None, None, :], other=0).to(tl.float32)
        t128 = (t126) * (t127)
        t129 = tl.load(m8_ptr + offs_n1[None, :, None, None] * m8_s1 + offs_c6[None, None, :, None] * m8_s2 + offs_n0[None, None, None, :] * m8_s3, mask=(offs_n1 < E_n1)[None, :, None, None] & (offs_c6 < E_c6)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
        t130 = tl.sum(tl.expand_dims(tl.where((offs_c6 < E_c6)[None, None, None, :], t128, 0.0), 4) * tl.expand_dims(tl.where((offs_c6 < E_c6)[None, None, :, None], t129, 0.0), 2), axis=3)
        t135 = (t130) * (t134)
        acc136 = acc136 + t135
        acc137 = acc137 + t130
    t138 = (acc136) * (4.0)
    t139 = (t87) * (t22)
    acc143 = tl.full([T_c3, F_n4, 1], 0.0, tl.float32)
    for i_c7 in range(0, tl.cdiv(E_c7, T_c7)):
        offs_c7 = i_c7 * T_c7 + tl.arange(0, T_c7)

        t140 = tl.load(m18_ptr + offs_c3[:, None, None] * m18_s0 + offs_n4[None, :, None] * m18_s1 + offs_c7[None, None, :] * m18_s2, mask=(offs_c3 < E_c3)[:, None, None] & (offs_n4 < E_n4)[None, :, None] & (offs_c7 < E_c7)[None, None, :], other=0).to(tl.float32)
        t141 = (t140) * (t140)
        t142 = tl.sum(tl.where((offs_c7 < E_c7)[None, None, :], t141, 0.0), axis=2, keep_dims=True)
        acc143 = acc143 + t142
    t144 = acc143 + 6.4e-05
    t145 = tl.rsqrt(t144)
    t146 = (t139) * (t145)
    t147 = tl.reshape(t146, [T_c3, 1, F_n4, F_n0])
    t148 = (t147) * (8.0)
    t149 = tl.permute(t148, (0, 1, 3, 2))
    t150 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, None, :], t138, 0.0), 4) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, :, None], t149, 0.0), 2), axis=3)
    t151 = t125 + t150
    t152 = tl.max(tl.where((offs_n4 < E_n4)[None, None, None, :], t151, -float('inf')), axis=3, keep_dims=True)
    t153 = t151 - (t152)
    t154 = (t153) * (0.2041241452319315)
    t155 = tl.exp(t154)
    t156 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t155, 0.0), axis=3, keep_dims=True)
    t157 = (t110) / (t156)
    tl.store(buf158_ptr + offs_c3[:, None, None, None] * buf158_s0 + offs_n1[None, :, None, None] * buf158_s1 + offs_c4[None, None, None, :] * buf158_s3, t157, mask=(offs_c3 < E_c3)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c4 < E_c4)[None, None, None, :])


@triton.jit
def kernel_1(buf158_ptr, buf158_s0, buf158_s1, buf158_s2, buf158_s3, m160_ptr, m160_s0, m160_s1, m160_s2, m160_s3, buf165_ptr, buf165_s0, buf165_s1, buf165_s2, buf165_s3, E_c0, E_c1, E_c2, E_n0, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf165: Combine over grid cut0.0@0[2], grid cut0.1@1[4], grid w_uv.3@3[16]
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
    t159 = tl.load(buf158_ptr + offs_c0[:, None, None, None] * buf158_s0 + offs_c1[None, :, None, None] * buf158_s1 + offs_n0[None, None, None, :] * buf158_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t163 = tl.load(m160_ptr + offs_c1[None, :, None, None] * m160_s1 + offs_n0[None, None, :, None] * m160_s2 + offs_c2[None, None, None, :] * m160_s3, mask=(offs_c1 < E_c1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
    t164 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, None, :], t159, 0.0), 4) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, :, None], t163, 0.0), 2), axis=3)
    tl.store(buf165_ptr + offs_c0[:, None, None, None] * buf165_s0 + offs_c1[None, :, None, None] * buf165_s1 + offs_c2[None, None, None, :] * buf165_s3, t164, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_c2 < E_c2)[None, None, None, :])


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
    m1 = m2.narrow(3, 0, 16)
    m5 = inputs['w_q_norm']
    m4 = m5.reshape([1, 1, 1, 16])
    m9 = inputs['w_uk']
    m8 = m9.reshape([1, 4, 16, 64])
    m18 = inputs['c_kv']
    m21 = inputs['w_kv_norm']
    m20 = m21.reshape([1, 1, 64])
    m34 = m2.narrow(3, 16, 8)
    m33 = m34.narrow(3, 4, 4)
    m37 = m34.narrow(3, 0, 4)
    m42 = inputs['sin_q']
    m41 = m42.reshape([1, 1, 1, 8])
    m47 = inputs['cos_q']
    m46 = m47.reshape([1, 1, 1, 8])
    m51 = inputs['k_pe']
    m54 = inputs['cos_k']
    m53 = m54.reshape([1, 32, 8])
    m57 = m51.narrow(2, 4, 4)
    m60 = m51.narrow(2, 0, 4)
    m65 = inputs['sin_k']
    m64 = m65.reshape([1, 32, 8])
    buf158 = torch.full([2, 4, 1, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(2, T['c3']) * _cdiv(64, T['c4']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m4_ptr=m4, m4_s0=m4.stride(0), m4_s1=m4.stride(1), m4_s2=m4.stride(2), m4_s3=m4.stride(3), m8_ptr=m8, m8_s0=m8.stride(0), m8_s1=m8.stride(1), m8_s2=m8.stride(2), m8_s3=m8.stride(3), m18_ptr=m18, m18_s0=m18.stride(0), m18_s1=m18.stride(1), m18_s2=m18.stride(2), m20_ptr=m20, m20_s0=m20.stride(0), m20_s1=m20.stride(1), m20_s2=m20.stride(2), m33_ptr=m33, m33_s0=m33.stride(0), m33_s1=m33.stride(1), m33_s2=m33.stride(2), m33_s3=m33.stride(3), m37_ptr=m37, m37_s0=m37.stride(0), m37_s1=m37.stride(1), m37_s2=m37.stride(2), m37_s3=m37.stride(3), m41_ptr=m41, m41_s0=m41.stride(0), m41_s1=m41.stride(1), m41_s2=m41.stride(2), m41_s3=m41.stride(3), m34_ptr=m34, m34_s0=m34.stride(0), m34_s1=m34.stride(1), m34_s2=m34.stride(2), m34_s3=m34.stride(3), m46_ptr=m46, m46_s0=m46.stride(0), m46_s1=m46.stride(1), m46_s2=m46.stride(2), m46_s3=m46.stride(3), m51_ptr=m51, m51_s0=m51.stride(0), m51_s1=m51.stride(1), m51_s2=m51.stride(2), m53_ptr=m53, m53_s0=m53.stride(0), m53_s1=m53.stride(1), m53_s2=m53.stride(2), m57_ptr=m57, m57_s0=m57.stride(0), m57_s1=m57.stride(1), m57_s2=m57.stride(2), m60_ptr=m60, m60_s0=m60.stride(0), m60_s1=m60.stride(1), m60_s2=m60.stride(2), m64_ptr=m64, m64_s0=m64.stride(0), m64_s1=m64.stride(1), m64_s2=m64.stride(2), buf158_ptr=buf158, buf158_s0=buf158.stride(0), buf158_s1=buf158.stride(1), buf158_s2=buf158.stride(2), buf158_s3=buf158.stride(3), E_c3=2, E_c4=64, E_c5=32, E_c6=16, E_c7=64, E_n0=64, E_n1=4, E_n2=16, E_n3=8, E_n4=32, F_n0=_pow2(64), F_n1=_pow2(4), F_n2=_pow2(16), F_n3=_pow2(8), F_n4=_pow2(32), T_c3=T['c3'], T_c4=T['c4'], T_c5=T['c5'], T_c6=T['c6'], T_c7=T['c7'])
    m162 = inputs['w_uv']
    m161 = m162.permute([0, 2, 1])
    m160 = m161.reshape([1, 4, 64, 16])
    buf165 = torch.full([2, 4, 1, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(2, T['c0']) * _cdiv(4, T['c1']) * _cdiv(16, T['c2']),)](buf158_ptr=buf158, buf158_s0=buf158.stride(0), buf158_s1=buf158.stride(1), buf158_s2=buf158.stride(2), buf158_s3=buf158.stride(3), m160_ptr=m160, m160_s0=m160.stride(0), m160_s1=m160.stride(1), m160_s2=m160.stride(2), m160_s3=m160.stride(3), buf165_ptr=buf165, buf165_s0=buf165.stride(0), buf165_s1=buf165.stride(1), buf165_s2=buf165.stride(2), buf165_s3=buf165.stride(3), E_c0=2, E_c1=4, E_c2=16, E_n0=64, F_n0=_pow2(64), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    return buf165


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
