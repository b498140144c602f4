"""qknorm_mla [small], candidate 828: 2 kernel(s)

Rendered by EqiForge from candidate 828 of qknorm_mla [small]: grid(q.0@0) loop(c_kv.1[32]: pair(sum, sum)) loop(c_kv.2[64]: pair(sum, sum)) {loop(q.3[16]: pair(sum, sum))} [11 mm] | grid(cut0.0@0, cut0.1@1, w_uv.3@3) [1 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid cut0.0@0[2]
    c1: grid cut0.1@1[4]
    c2: grid w_uv.3@3[16]
    c3: grid q.0@0[2]
    c4: loop c_kv.1[32]
    c5: loop c_kv.2[64]
    c6: loop q.3[16]

Run it on its own: `python kernels/f828.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/qknorm_mla.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 1, "c1": 2, "c2": 8, "c3": 1, "c4": 16, "c5": 32, "c6": 8}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 2, "c1": 4, "c2": 16, "c3": 2, "c4": 32, "c5": 64, "c6": 16}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m4_ptr, m4_s0, m4_s1, m4_s2, m4_s3, m8_ptr, m8_s0, m8_s1, m8_s2, m8_s3, m18_ptr, m18_s0, m18_s1, m18_s2, m20_ptr, m20_s0, m20_s1, m20_s2, m33_ptr, m33_s0, m33_s1, m33_s2, m33_s3, m37_ptr, m37_s0, m37_s1, m37_s2, m37_s3, m41_ptr, m41_s0, m41_s1, m41_s2, m41_s3, m34_ptr, m34_s0, m34_s1, m34_s2, m34_s3, m46_ptr, m46_s0, m46_s1, m46_s2, m46_s3, m51_ptr, m51_s0, m51_s1, m51_s2, m53_ptr, m53_s0, m53_s1, m53_s2, m57_ptr, m57_s0, m57_s1, m57_s2, m60_ptr, m60_s0, m60_s1, m60_s2, m64_ptr, m64_s0, m64_s1, m64_s2, buf161_ptr, buf161_s0, buf161_s1, buf161_s2, buf161_s3, E_c3, E_c4, E_c5, E_c6, E_n0, E_n1, E_n2, E_n3, E_n4, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, F_n4: tl.constexpr, T_c3: tl.constexpr, T_c4: tl.constexpr, T_c5: tl.constexpr, T_c6: tl.constexpr):
    # writes buf161: Combine over grid q.0@0[2]
    pid = tl.program_id(0)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
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
    acc105 = tl.full([T_c3, F_n1, 1, 1], 0.0, tl.float32)
    acc106 = tl.full([T_c3, F_n1, 1, F_n0], 0.0, tl.float32)
    for i_c4 in range(0, tl.cdiv(E_c4, T_c4)):
        offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)

        t19 = tl.load(m18_ptr + offs_c3[:, None, None] * m18_s0 + offs_c4[None, :, None] * m18_s1 + offs_n0[None, None, :] * m18_s2, mask=(offs_c3 < E_c3)[:, None, None] & (offs_c4 < E_c4)[None, :, None] & (offs_n0 < E_n0)[None, None, :], other=0).to(tl.float32)
        t23 = (t19) * (t22)
        t24 = (t19) * (t19)
        t25 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, :], t24, 0.0), axis=2, keep_dims=True)
        t26 = t25 + 6.4e-05
        t27 = tl.rsqrt(t26)
        t28 = (t23) * (t27)
        t29 = tl.reshape(t28, [T_c3, 1, T_c4, F_n0])
        t30 = (t29) * (8.0)
        t31 = tl.permute(t30, (0, 1, 3, 2))
        t32 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, None, :], t17, 0.0), 4) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, :, None], t31, 0.0), 2), axis=3)
        t52 = tl.load(m51_ptr + offs_c3[:, None, None] * m51_s0 + offs_c4[None, :, None] * m51_s1 + offs_n3[None, None, :] * m51_s2, mask=(offs_c3 < E_c3)[:, None, None] & (offs_c4 < E_c4)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
        t55 = tl.load(m53_ptr + offs_c4[None, :, None] * m53_s1 + offs_n3[None, None, :] * m53_s2, mask=(offs_c4 < E_c4)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
        t56 = (t52) * (t55)
        t58 = tl.load(m57_ptr + offs_c3[:, None, None] * m57_s0 + offs_c4[None, :, None] * m57_s1 + offs_n1[None, None, :] * m57_s2, mask=(offs_c3 < E_c3)[:, None, None] & (offs_c4 < E_c4)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
        t59 = -(t58)
        t61 = tl.load(m60_ptr + offs_c3[:, None, None] * m60_s0 + offs_c4[None, :, None] * m60_s1 + offs_n1[None, None, :] * m60_s2, mask=(offs_c3 < E_c3)[:, None, None] & (offs_c4 < E_c4)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
        i62 = offs_n3[None, None, :] + tl.zeros([T_c3, T_c4, F_n3], tl.int32)
        t63 = tl.where(i62 < 4, tl.gather(t59, tl.minimum(i62, F_n1 - 1), 2), tl.gather(t61, tl.minimum(tl.maximum(i62 - 4, 0), F_n1 - 1), 2))
        t66 = tl.load(m64_ptr + offs_c4[None, :, None] * m64_s1 + offs_n3[None, None, :] * m64_s2, mask=(offs_c4 < E_c4)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
        t67 = (t63) * (t66)
        t68 = t56 + t67
        t69 = tl.reshape(t68, [T_c3, 1, T_c4, F_n3])
        t70 = tl.permute(t69, (0, 1, 3, 2))
        t71 = tl.sum(tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, None, :], t50, 0.0), 4) * tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, :, None], t70, 0.0), 2), axis=3)
        t72 = t32 + t71
        t100 = t72 - (t99)
        t101 = (t100) * (0.2041241452319315)
        t102 = tl.exp(t101)
        t103 = tl.sum(tl.where((offs_c4 < E_c4)[None, None, None, :], t102, 0.0), axis=3, keep_dims=True)
        t104 = tl.sum(tl.expand_dims(tl.where((offs_c4 < E_c4)[None, None, None, :], t102, 0.0), 4) * tl.expand_dims(tl.where((offs_c4 < E_c4)[None, None, :, None], t29, 0.0), 2), axis=3)
        acc105 = acc105 + t103
        acc106 = acc106 + t104
    t107 = (acc106) * (8.0)
    t108 = -(t35)
    i109 = offs_n3[None, None, None, :] + tl.zeros([T_c3, F_n1, 1, F_n3], tl.int32)
    t110 = tl.where(i109 < 4, tl.gather(t108, tl.minimum(i109, F_n1 - 1), 3), tl.gather(t38, tl.minimum(tl.maximum(i109 - 4, 0), F_n1 - 1), 3))
    t111 = (t110) * (t43)
    t112 = (t45) * (t48)
    t113 = t111 + t112
    t114 = -(t73)
    i115 = offs_n3[None, None, :] + tl.zeros([T_c3, F_n4, F_n3], tl.int32)
    t116 = tl.where(i115 < 4, tl.gather(t114, tl.minimum(i115, F_n1 - 1), 2), tl.gather(t75, tl.minimum(tl.maximum(i115 - 4, 0), F_n1 - 1), 2))
    t117 = (t116) * (t78)
    t118 = (t80) * (t81)
    t119 = t117 + t118
    t120 = tl.reshape(t119, [T_c3, 1, F_n4, F_n3])
    t121 = tl.permute(t120, (0, 1, 3, 2))
    t122 = tl.sum(tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, None, :], t113, 0.0), 4) * tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, :, None], t121, 0.0), 2), axis=3)
    t126 = (t3) * (t3)
    t127 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t126, 0.0), axis=3, keep_dims=True)
    t128 = t127 + 1.6e-05
    t129 = tl.rsqrt(t128)
    t139 = (t87) * (t87)
    t140 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, :], t139, 0.0), axis=2, keep_dims=True)
    t141 = t140 + 6.4e-05
    t142 = tl.rsqrt(t141)
    t148 = (t3) * (t6)
    acc152 = tl.full([T_c3, F_n1, 1, F_n4], 0.0, tl.float32)
    acc153 = tl.full([T_c3, F_n1, 1, F_n4], 0.0, tl.float32)
    for i_c5 in range(0, tl.cdiv(E_c5, T_c5)):
        offs_c5 = i_c5 * T_c5 + tl.arange(0, T_c5)

        acc134 = tl.full([T_c3, F_n1, 1, T_c5], 0.0, tl.float32)
        acc135 = tl.full([T_c3, F_n1, 1, T_c5], 0.0, tl.float32)
        for i_c6 in range(0, tl.cdiv(E_c6, T_c6)):
            offs_c6 = i_c6 * T_c6 + tl.arange(0, T_c6)

            t123 = tl.load(m1_ptr + offs_c3[:, None, None, None] * m1_s0 + offs_n1[None, :, None, None] * m1_s1 + offs_c6[None, None, None, :] * m1_s3, mask=(offs_c3 < E_c3)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c6 < E_c6)[None, None, None, :], other=0).to(tl.float32)
            t124 = tl.load(m4_ptr + offs_c6[None, None, None, :] * m4_s3, mask=(offs_c6 < E_c6)[None, None, None, :], other=0).to(tl.float32)
            t125 = (t123) * (t124)
            t130 = (t125) * (t129)
            t131 = tl.load(m8_ptr + offs_n1[None, :, None, None] * m8_s1 + offs_c6[None, None, :, None] * m8_s2 + offs_c5[None, None, None, :] * m8_s3, mask=(offs_n1 < E_n1)[None, :, None, None] & (offs_c6 < E_c6)[None, None, :, None] & (offs_c5 < E_c5)[None, None, None, :], other=0).to(tl.float32)
            t132 = tl.sum(tl.expand_dims(tl.where((offs_c6 < E_c6)[None, None, None, :], t130, 0.0), 4) * tl.expand_dims(tl.where((offs_c6 < E_c6)[None, None, :, None], t131, 0.0), 2), axis=3)
            t133 = (t132) * (4.0)
            acc134 = acc134 + t133
            acc135 = acc135 + t132
        t136 = tl.load(m18_ptr + offs_c3[:, None, None] * m18_s0 + offs_n4[None, :, None] * m18_s1 + offs_c5[None, None, :] * m18_s2, mask=(offs_c3 < E_c3)[:, None, None] & (offs_n4 < E_n4)[None, :, None] & (offs_c5 < E_c5)[None, None, :], other=0).to(tl.float32)
        t137 = tl.load(m20_ptr + offs_c5[None, None, :] * m20_s2, mask=(offs_c5 < E_c5)[None, None, :], other=0).to(tl.float32)
        t138 = (t136) * (t137)
        t143 = (t138) * (t142)
        t144 = tl.reshape(t143, [T_c3, 1, F_n4, T_c5])
        t145 = (t144) * (8.0)
        t146 = tl.permute(t145, (0, 1, 3, 2))
        t147 = tl.sum(tl.expand_dims(tl.where((offs_c5 < E_c5)[None, None, None, :], acc134, 0.0), 4) * tl.expand_dims(tl.where((offs_c5 < E_c5)[None, None, :, None], t146, 0.0), 2), axis=3)
        t149 = tl.load(m8_ptr + offs_n1[None, :, None, None] * m8_s1 + offs_n2[None, None, :, None] * m8_s2 + offs_c5[None, None, None, :] * m8_s3, mask=(offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_c5 < E_c5)[None, None, None, :], other=0).to(tl.float32)
        t150 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t148, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t149, 0.0), 2), axis=3)
        t151 = tl.sum(tl.expand_dims(tl.where((offs_c5 < E_c5)[None, None, None, :], t150, 0.0), 4) * tl.expand_dims(tl.where((offs_c5 < E_c5)[None, None, :, None], t146, 0.0), 2), axis=3)
        acc152 = acc152 + t147
        acc153 = acc153 + t151
    t154 = t122 + acc152
    t155 = tl.max(tl.where((offs_n4 < E_n4)[None, None, None, :], t154, -float('inf')), axis=3, keep_dims=True)
    t156 = t154 - (t155)
    t157 = (t156) * (0.2041241452319315)
    t158 = tl.exp(t157)
    t159 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t158, 0.0), axis=3, keep_dims=True)
    t160 = (t107) / (t159)
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
    buf161 = torch.full([2, 4, 1, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(2, T['c3']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m4_ptr=m4, m4_s0=m4.stride(0), m4_s1=m4.stride(1), m4_s2=m4.stride(2), m4_s3=m4.stride(3), m8_ptr=m8, m8_s0=m8.stride(0), m8_s1=m8.stride(1), m8_s2=m8.stride(2), m8_s3=m8.stride(3), m18_ptr=m18, m18_s0=m18.stride(0), m18_s1=m18.stride(1), m18_s2=m18.stride(2), m20_ptr=m20, m20_s0=m20.stride(0), m20_s1=m20.stride(1), m20_s2=m20.stride(2), m33_ptr=m33, m33_s0=m33.stride(0), m33_s1=m33.stride(1), m33_s2=m33.stride(2), m33_s3=m33.stride(3), m37_ptr=m37, m37_s0=m37.stride(0), m37_s1=m37.stride(1), m37_s2=m37.stride(2), m37_s3=m37.stride(3), m41_ptr=m41, m41_s0=m41.stride(0), m41_s1=m41.stride(1), m41_s2=m41.stride(2), m41_s3=m41.stride(3), m34_ptr=m34, m34_s0=m34.stride(0), m34_s1=m34.stride(1), m34_s2=m34.stride(2), m34_s3=m34.stride(3), m46_ptr=m46, m46_s0=m46.stride(0), m46_s1=m46.stride(1), m46_s2=m46.stride(2), m46_s3=m46.stride(3), m51_ptr=m51, m51_s0=m51.stride(0), m51_s1=m51.stride(1), m51_s2=m51.stride(2), m53_ptr=m53, m53_s0=m53.stride(0), m53_s1=m53.stride(1), m53_s2=m53.stride(2), m57_ptr=m57, m57_s0=m57.stride(0), m57_s1=m57.stride(1), m57_s2=m57.stride(2), m60_ptr=m60, m60_s0=m60.stride(0), m60_s1=m60.stride(1), m60_s2=m60.stride(2), m64_ptr=m64, m64_s0=m64.stride(0), m64_s1=m64.stride(1), m64_s2=m64.stride(2), buf161_ptr=buf161, buf161_s0=buf161.stride(0), buf161_s1=buf161.stride(1), buf161_s2=buf161.stride(2), buf161_s3=buf161.stride(3), E_c3=2, E_c4=32, E_c5=64, E_c6=16, E_n0=64, E_n1=4, E_n2=16, E_n3=8, E_n4=32, F_n0=_pow2(64), F_n1=_pow2(4), F_n2=_pow2(16), F_n3=_pow2(8), F_n4=_pow2(32), T_c3=T['c3'], T_c4=T['c4'], T_c5=T['c5'], T_c6=T['c6'])
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
