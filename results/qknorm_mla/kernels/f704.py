"""qknorm_mla [small], candidate 704: 2 kernel(s)

Rendered by EqiForge from candidate 704 of qknorm_mla [small]: grid(c_kv.2@3, q.1@1) loop(c_kv.1[32]: sum) {loop(q.3[16]: sum)} loop(c_kv.2[64]: pair(sum, sum)) [9 mm] | grid(cut0.0@0, cut0.1@1, w_uv.3@3) [1 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid cut0.0@0[2]
    c1: grid cut0.1@1[4]
    c2: grid w_uv.3@3[16]
    c3: grid q.1@1[4]
    c4: grid c_kv.2@3[64]
    c5: loop c_kv.1[32]
    c6: loop q.3[16]
    c7: loop c_kv.2[64]

Run it on its own: `python kernels/f704.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/qknorm_mla.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 1, "c1": 2, "c2": 8, "c3": 2, "c4": 32, "c5": 16, "c6": 8, "c7": 32}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 2, "c1": 4, "c2": 16, "c3": 4, "c4": 64, "c5": 32, "c6": 16, "c7": 64}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m4_ptr, m4_s0, m4_s1, m4_s2, m4_s3, m8_ptr, m8_s0, m8_s1, m8_s2, m8_s3, m20_ptr, m20_s0, m20_s1, m20_s2, m22_ptr, m22_s0, m22_s1, m22_s2, m35_ptr, m35_s0, m35_s1, m35_s2, m35_s3, m39_ptr, m39_s0, m39_s1, m39_s2, m39_s3, m43_ptr, m43_s0, m43_s1, m43_s2, m43_s3, m36_ptr, m36_s0, m36_s1, m36_s2, m36_s3, m48_ptr, m48_s0, m48_s1, m48_s2, m48_s3, m53_ptr, m53_s0, m53_s1, m53_s2, m57_ptr, m57_s0, m57_s1, m57_s2, m61_ptr, m61_s0, m61_s1, m61_s2, m54_ptr, m54_s0, m54_s1, m54_s2, m66_ptr, m66_s0, m66_s1, m66_s2, buf159_ptr, buf159_s0, buf159_s1, buf159_s2, buf159_s3, E_c3, E_c4, E_c5, E_c6, E_c7, E_n0, E_n1, E_n2, E_n3, E_n4, E_n5, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, F_n4: tl.constexpr, F_n5: tl.constexpr, T_c3: tl.constexpr, T_c4: tl.constexpr, T_c5: tl.constexpr, T_c6: tl.constexpr, T_c7: tl.constexpr):
    # writes buf159: Combine over grid q.1@1[4], grid c_kv.2@3[64]
    pid = tl.program_id(0)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    i_c4 = pid % tl.cdiv(E_c4, T_c4)
    pid = pid // tl.cdiv(E_c4, T_c4)
    offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n2 = tl.arange(0, F_n2)
    offs_n3 = tl.arange(0, F_n3)
    offs_n4 = tl.arange(0, F_n4)
    offs_n5 = tl.arange(0, F_n5)
    acc12 = tl.full([F_n1, T_c3, 1, F_n0], 0.0, tl.float32)
    for i_c6 in range(0, tl.cdiv(E_c6, T_c6)):
        offs_c6 = i_c6 * T_c6 + tl.arange(0, T_c6)

        t3 = tl.load(m1_ptr + offs_n1[:, None, None, None] * m1_s0 + offs_c3[None, :, None, None] * m1_s1 + offs_c6[None, None, None, :] * m1_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_c3 < E_c3)[None, :, None, None] & (offs_c6 < E_c6)[None, None, None, :], other=0).to(tl.float32)
        t6 = tl.load(m4_ptr + offs_c6[None, None, None, :] * m4_s3, mask=(offs_c6 < E_c6)[None, None, None, :], other=0).to(tl.float32)
        t7 = (t3) * (t6)
        t10 = tl.load(m8_ptr + offs_c3[None, :, None, None] * m8_s1 + offs_c6[None, None, :, None] * m8_s2 + offs_n0[None, None, None, :] * m8_s3, mask=(offs_c3 < E_c3)[None, :, None, None] & (offs_c6 < E_c6)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
        t11 = tl.sum(tl.expand_dims(tl.where((offs_c6 < E_c6)[None, None, None, :], t7, 0.0), 4) * tl.expand_dims(tl.where((offs_c6 < E_c6)[None, None, :, None], t10, 0.0), 2), axis=3)
        acc12 = acc12 + t11
    t13 = tl.load(m1_ptr + offs_n1[:, None, None, None] * m1_s0 + offs_c3[None, :, None, None] * m1_s1 + offs_n2[None, None, None, :] * m1_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_c3 < E_c3)[None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t14 = (t13) * (t13)
    t15 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t14, 0.0), axis=3, keep_dims=True)
    t16 = (t15) * (0.0625)
    t17 = t16 + 1e-06
    t18 = tl.rsqrt(t17)
    t19 = (acc12) * (t18)
    t24 = tl.load(m22_ptr + offs_n0[None, None, :] * m22_s2, mask=(offs_n0 < E_n0)[None, None, :], other=0).to(tl.float32)
    t37 = tl.load(m35_ptr + offs_n1[:, None, None, None] * m35_s0 + offs_c3[None, :, None, None] * m35_s1 + offs_n3[None, None, None, :] * m35_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_c3 < E_c3)[None, :, None, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t38 = -(t37)
    t40 = tl.load(m39_ptr + offs_n1[:, None, None, None] * m39_s0 + offs_c3[None, :, None, None] * m39_s1 + offs_n3[None, None, None, :] * m39_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_c3 < E_c3)[None, :, None, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    i41 = offs_n4[None, None, None, :] + tl.zeros([F_n1, T_c3, 1, F_n4], tl.int32)
    t42 = tl.where(i41 < 4, tl.gather(t38, tl.minimum(i41, F_n3 - 1), 3), tl.gather(t40, tl.minimum(tl.maximum(i41 - 4, 0), F_n3 - 1), 3))
    t45 = tl.load(m43_ptr + offs_n4[None, None, None, :] * m43_s3, mask=(offs_n4 < E_n4)[None, None, None, :], other=0).to(tl.float32)
    t46 = (t42) * (t45)
    t47 = tl.load(m36_ptr + offs_n1[:, None, None, None] * m36_s0 + offs_c3[None, :, None, None] * m36_s1 + offs_n4[None, None, None, :] * m36_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_c3 < E_c3)[None, :, None, None] & (offs_n4 < E_n4)[None, None, None, :], other=0).to(tl.float32)
    t50 = tl.load(m48_ptr + offs_n4[None, None, None, :] * m48_s3, mask=(offs_n4 < E_n4)[None, None, None, :], other=0).to(tl.float32)
    t51 = (t47) * (t50)
    t52 = t46 + t51
    t75 = tl.load(m54_ptr + offs_n1[:, None, None] * m54_s0 + offs_n5[None, :, None] * m54_s1 + offs_n4[None, None, :] * m54_s2, mask=(offs_n1 < E_n1)[:, None, None] & (offs_n5 < E_n5)[None, :, None] & (offs_n4 < E_n4)[None, None, :], other=0).to(tl.float32)
    t76 = tl.load(m66_ptr + offs_n5[None, :, None] * m66_s1 + offs_n4[None, None, :] * m66_s2, mask=(offs_n5 < E_n5)[None, :, None] & (offs_n4 < E_n4)[None, None, :], other=0).to(tl.float32)
    t77 = (t75) * (t76)
    t78 = tl.load(m53_ptr + offs_n1[:, None, None] * m53_s0 + offs_n5[None, :, None] * m53_s1 + offs_n3[None, None, :] * m53_s2, mask=(offs_n1 < E_n1)[:, None, None] & (offs_n5 < E_n5)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t79 = -(t78)
    t80 = tl.load(m57_ptr + offs_n1[:, None, None] * m57_s0 + offs_n5[None, :, None] * m57_s1 + offs_n3[None, None, :] * m57_s2, mask=(offs_n1 < E_n1)[:, None, None] & (offs_n5 < E_n5)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    i81 = offs_n4[None, None, :] + tl.zeros([F_n1, F_n5, F_n4], tl.int32)
    t82 = tl.where(i81 < 4, tl.gather(t79, tl.minimum(i81, F_n3 - 1), 2), tl.gather(t80, tl.minimum(tl.maximum(i81 - 4, 0), F_n3 - 1), 2))
    t83 = tl.load(m61_ptr + offs_n5[None, :, None] * m61_s1 + offs_n4[None, None, :] * m61_s2, mask=(offs_n5 < E_n5)[None, :, None] & (offs_n4 < E_n4)[None, None, :], other=0).to(tl.float32)
    t84 = (t82) * (t83)
    t85 = t77 + t84
    t86 = tl.reshape(t85, [F_n1, 1, F_n5, F_n4])
    t87 = tl.permute(t86, (0, 1, 3, 2))
    t88 = tl.sum(tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, None, :], t52, 0.0), 4) * tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, :, None], t87, 0.0), 2), axis=3)
    t89 = tl.load(m20_ptr + offs_n1[:, None, None] * m20_s0 + offs_n5[None, :, None] * m20_s1 + offs_n0[None, None, :] * m20_s2, mask=(offs_n1 < E_n1)[:, None, None] & (offs_n5 < E_n5)[None, :, None] & (offs_n0 < E_n0)[None, None, :], other=0).to(tl.float32)
    t90 = (t89) * (t24)
    t91 = (t89) * (t89)
    t92 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, :], t91, 0.0), axis=2, keep_dims=True)
    t93 = t92 + 6.4e-05
    t94 = tl.rsqrt(t93)
    t95 = (t90) * (t94)
    t96 = tl.reshape(t95, [F_n1, 1, F_n5, F_n0])
    t97 = (t96) * (8.0)
    t98 = tl.permute(t97, (0, 1, 3, 2))
    t99 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, None, :], t19, 0.0), 4) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, :, None], t98, 0.0), 2), axis=3)
    t100 = t88 + t99
    t101 = tl.max(tl.where((offs_n5 < E_n5)[None, None, None, :], t100, -float('inf')), axis=3, keep_dims=True)
    t107 = tl.load(m22_ptr + offs_c4[None, None, :] * m22_s2, mask=(offs_c4 < E_c4)[None, None, :], other=0).to(tl.float32)
    acc111 = tl.full([F_n1, T_c3, 1, T_c4], 0.0, tl.float32)
    for i_c5 in range(0, tl.cdiv(E_c5, T_c5)):
        offs_c5 = i_c5 * T_c5 + tl.arange(0, T_c5)

        t21 = tl.load(m20_ptr + offs_n1[:, None, None] * m20_s0 + offs_c5[None, :, None] * m20_s1 + offs_n0[None, None, :] * m20_s2, mask=(offs_n1 < E_n1)[:, None, None] & (offs_c5 < E_c5)[None, :, None] & (offs_n0 < E_n0)[None, None, :], other=0).to(tl.float32)
        t25 = (t21) * (t24)
        t26 = (t21) * (t21)
        t27 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, :], t26, 0.0), axis=2, keep_dims=True)
        t28 = t27 + 6.4e-05
        t29 = tl.rsqrt(t28)
        t30 = (t25) * (t29)
        t31 = tl.reshape(t30, [F_n1, 1, T_c5, F_n0])
        t32 = (t31) * (8.0)
        t33 = tl.permute(t32, (0, 1, 3, 2))
        t34 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, None, :], t19, 0.0), 4) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, :, None], t33, 0.0), 2), axis=3)
        t55 = tl.load(m53_ptr + offs_n1[:, None, None] * m53_s0 + offs_c5[None, :, None] * m53_s1 + offs_n3[None, None, :] * m53_s2, mask=(offs_n1 < E_n1)[:, None, None] & (offs_c5 < E_c5)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
        t56 = -(t55)
        t58 = tl.load(m57_ptr + offs_n1[:, None, None] * m57_s0 + offs_c5[None, :, None] * m57_s1 + offs_n3[None, None, :] * m57_s2, mask=(offs_n1 < E_n1)[:, None, None] & (offs_c5 < E_c5)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
        i59 = offs_n4[None, None, :] + tl.zeros([F_n1, T_c5, F_n4], tl.int32)
        t60 = tl.where(i59 < 4, tl.gather(t56, tl.minimum(i59, F_n3 - 1), 2), tl.gather(t58, tl.minimum(tl.maximum(i59 - 4, 0), F_n3 - 1), 2))
        t63 = tl.load(m61_ptr + offs_c5[None, :, None] * m61_s1 + offs_n4[None, None, :] * m61_s2, mask=(offs_c5 < E_c5)[None, :, None] & (offs_n4 < E_n4)[None, None, :], other=0).to(tl.float32)
        t64 = (t60) * (t63)
        t65 = tl.load(m54_ptr + offs_n1[:, None, None] * m54_s0 + offs_c5[None, :, None] * m54_s1 + offs_n4[None, None, :] * m54_s2, mask=(offs_n1 < E_n1)[:, None, None] & (offs_c5 < E_c5)[None, :, None] & (offs_n4 < E_n4)[None, None, :], other=0).to(tl.float32)
        t68 = tl.load(m66_ptr + offs_c5[None, :, None] * m66_s1 + offs_n4[None, None, :] * m66_s2, mask=(offs_c5 < E_c5)[None, :, None] & (offs_n4 < E_n4)[None, None, :], other=0).to(tl.float32)
        t69 = (t65) * (t68)
        t70 = t64 + t69
        t71 = tl.reshape(t70, [F_n1, 1, T_c5, F_n4])
        t72 = tl.permute(t71, (0, 1, 3, 2))
        t73 = tl.sum(tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, None, :], t52, 0.0), 4) * tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, :, None], t72, 0.0), 2), axis=3)
        t74 = t34 + t73
        t102 = t74 - (t101)
        t103 = (t102) * (0.2041241452319315)
        t104 = tl.exp(t103)
        t105 = tl.load(m20_ptr + offs_n1[:, None, None] * m20_s0 + offs_c5[None, :, None] * m20_s1 + offs_c4[None, None, :] * m20_s2, mask=(offs_n1 < E_n1)[:, None, None] & (offs_c5 < E_c5)[None, :, None] & (offs_c4 < E_c4)[None, None, :], other=0).to(tl.float32)
        t106 = (t105) * (t29)
        t108 = (t106) * (t107)
        t109 = tl.reshape(t108, [F_n1, 1, T_c5, T_c4])
        t110 = tl.sum(tl.expand_dims(tl.where((offs_c5 < E_c5)[None, None, None, :], t104, 0.0), 4) * tl.expand_dims(tl.where((offs_c5 < E_c5)[None, None, :, None], t109, 0.0), 2), axis=3)
        acc111 = acc111 + t110
    t112 = (acc111) * (8.0)
    t113 = -(t37)
    i114 = offs_n4[None, None, None, :] + tl.zeros([F_n1, T_c3, 1, F_n4], tl.int32)
    t115 = tl.where(i114 < 4, tl.gather(t113, tl.minimum(i114, F_n3 - 1), 3), tl.gather(t40, tl.minimum(tl.maximum(i114 - 4, 0), F_n3 - 1), 3))
    t116 = (t115) * (t45)
    t117 = (t47) * (t50)
    t118 = t116 + t117
    t119 = (t75) * (t76)
    t120 = -(t78)
    i121 = offs_n4[None, None, :] + tl.zeros([F_n1, F_n5, F_n4], tl.int32)
    t122 = tl.where(i121 < 4, tl.gather(t120, tl.minimum(i121, F_n3 - 1), 2), tl.gather(t80, tl.minimum(tl.maximum(i121 - 4, 0), F_n3 - 1), 2))
    t123 = (t122) * (t83)
    t124 = t119 + t123
    t125 = tl.reshape(t124, [F_n1, 1, F_n5, F_n4])
    t126 = tl.permute(t125, (0, 1, 3, 2))
    t127 = tl.sum(tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, None, :], t118, 0.0), 4) * tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, :, None], t126, 0.0), 2), axis=3)
    t128 = tl.load(m4_ptr + offs_n2[None, None, None, :] * m4_s3, mask=(offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t129 = (t13) * (t128)
    t135 = (t89) * (t89)
    t136 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, :], t135, 0.0), axis=2, keep_dims=True)
    t137 = t136 + 6.4e-05
    t138 = tl.rsqrt(t137)
    t144 = (t13) * (t13)
    t145 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t144, 0.0), axis=3, keep_dims=True)
    t146 = t145 + 1.6e-05
    t147 = tl.rsqrt(t146)
    acc149 = tl.full([F_n1, T_c3, 1, F_n5], 0.0, tl.float32)
    acc150 = tl.full([F_n1, T_c3, 1, F_n5], 0.0, tl.float32)
    for i_c7 in range(0, tl.cdiv(E_c7, T_c7)):
        offs_c7 = i_c7 * T_c7 + tl.arange(0, T_c7)

        t130 = tl.load(m8_ptr + offs_c3[None, :, None, None] * m8_s1 + offs_n2[None, None, :, None] * m8_s2 + offs_c7[None, None, None, :] * m8_s3, mask=(offs_c3 < E_c3)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_c7 < E_c7)[None, None, None, :], other=0).to(tl.float32)
        t131 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t129, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t130, 0.0), 2), axis=3)
        t132 = tl.load(m20_ptr + offs_n1[:, None, None] * m20_s0 + offs_n5[None, :, None] * m20_s1 + offs_c7[None, None, :] * m20_s2, mask=(offs_n1 < E_n1)[:, None, None] & (offs_n5 < E_n5)[None, :, None] & (offs_c7 < E_c7)[None, None, :], other=0).to(tl.float32)
        t133 = tl.load(m22_ptr + offs_c7[None, None, :] * m22_s2, mask=(offs_c7 < E_c7)[None, None, :], other=0).to(tl.float32)
        t134 = (t132) * (t133)
        t139 = (t134) * (t138)
        t140 = tl.reshape(t139, [F_n1, 1, F_n5, T_c7])
        t141 = (t140) * (8.0)
        t142 = tl.permute(t141, (0, 1, 3, 2))
        t143 = tl.sum(tl.expand_dims(tl.where((offs_c7 < E_c7)[None, None, None, :], t131, 0.0), 4) * tl.expand_dims(tl.where((offs_c7 < E_c7)[None, None, :, None], t142, 0.0), 2), axis=3)
        t148 = (t143) * (t147)
        acc149 = acc149 + t143
        acc150 = acc150 + t148
    t151 = (acc150) * (4.0)
    t152 = t127 + t151
    t153 = tl.max(tl.where((offs_n5 < E_n5)[None, None, None, :], t152, -float('inf')), axis=3, keep_dims=True)
    t154 = t152 - (t153)
    t155 = (t154) * (0.2041241452319315)
    t156 = tl.exp(t155)
    t157 = tl.sum(tl.where((offs_n5 < E_n5)[None, None, None, :], t156, 0.0), axis=3, keep_dims=True)
    t158 = (t112) / (t157)
    tl.store(buf159_ptr + offs_n1[:, None, None, None] * buf159_s0 + offs_c3[None, :, None, None] * buf159_s1 + offs_c4[None, None, None, :] * buf159_s3, t158, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_c3 < E_c3)[None, :, None, None] & (offs_c4 < E_c4)[None, None, None, :])


@triton.jit
def kernel_1(buf159_ptr, buf159_s0, buf159_s1, buf159_s2, buf159_s3, m161_ptr, m161_s0, m161_s1, m161_s2, m161_s3, buf166_ptr, buf166_s0, buf166_s1, buf166_s2, buf166_s3, E_c0, E_c1, E_c2, E_n0, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf166: Combine over grid cut0.0@0[2], grid cut0.1@1[4], grid w_uv.3@3[16]
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
    t160 = tl.load(buf159_ptr + offs_c0[:, None, None, None] * buf159_s0 + offs_c1[None, :, None, None] * buf159_s1 + offs_n0[None, None, None, :] * buf159_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t164 = tl.load(m161_ptr + offs_c1[None, :, None, None] * m161_s1 + offs_n0[None, None, :, None] * m161_s2 + offs_c2[None, None, None, :] * m161_s3, mask=(offs_c1 < E_c1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
    t165 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, None, :], t160, 0.0), 4) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, :, None], t164, 0.0), 2), axis=3)
    tl.store(buf166_ptr + offs_c0[:, None, None, None] * buf166_s0 + offs_c1[None, :, None, None] * buf166_s1 + offs_c2[None, None, None, :] * buf166_s3, t165, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_c2 < E_c2)[None, None, None, :])


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
    m20 = inputs['c_kv']
    m23 = inputs['w_kv_norm']
    m22 = m23.reshape([1, 1, 64])
    m36 = m2.narrow(3, 16, 8)
    m35 = m36.narrow(3, 4, 4)
    m39 = m36.narrow(3, 0, 4)
    m44 = inputs['sin_q']
    m43 = m44.reshape([1, 1, 1, 8])
    m49 = inputs['cos_q']
    m48 = m49.reshape([1, 1, 1, 8])
    m54 = inputs['k_pe']
    m53 = m54.narrow(2, 4, 4)
    m57 = m54.narrow(2, 0, 4)
    m62 = inputs['sin_k']
    m61 = m62.reshape([1, 32, 8])
    m67 = inputs['cos_k']
    m66 = m67.reshape([1, 32, 8])
    buf159 = torch.full([2, 4, 1, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(4, T['c3']) * _cdiv(64, T['c4']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m4_ptr=m4, m4_s0=m4.stride(0), m4_s1=m4.stride(1), m4_s2=m4.stride(2), m4_s3=m4.stride(3), m8_ptr=m8, m8_s0=m8.stride(0), m8_s1=m8.stride(1), m8_s2=m8.stride(2), m8_s3=m8.stride(3), m20_ptr=m20, m20_s0=m20.stride(0), m20_s1=m20.stride(1), m20_s2=m20.stride(2), m22_ptr=m22, m22_s0=m22.stride(0), m22_s1=m22.stride(1), m22_s2=m22.stride(2), m35_ptr=m35, m35_s0=m35.stride(0), m35_s1=m35.stride(1), m35_s2=m35.stride(2), m35_s3=m35.stride(3), m39_ptr=m39, m39_s0=m39.stride(0), m39_s1=m39.stride(1), m39_s2=m39.stride(2), m39_s3=m39.stride(3), m43_ptr=m43, m43_s0=m43.stride(0), m43_s1=m43.stride(1), m43_s2=m43.stride(2), m43_s3=m43.stride(3), m36_ptr=m36, m36_s0=m36.stride(0), m36_s1=m36.stride(1), m36_s2=m36.stride(2), m36_s3=m36.stride(3), m48_ptr=m48, m48_s0=m48.stride(0), m48_s1=m48.stride(1), m48_s2=m48.stride(2), m48_s3=m48.stride(3), m53_ptr=m53, m53_s0=m53.stride(0), m53_s1=m53.stride(1), m53_s2=m53.stride(2), m57_ptr=m57, m57_s0=m57.stride(0), m57_s1=m57.stride(1), m57_s2=m57.stride(2), m61_ptr=m61, m61_s0=m61.stride(0), m61_s1=m61.stride(1), m61_s2=m61.stride(2), m54_ptr=m54, m54_s0=m54.stride(0), m54_s1=m54.stride(1), m54_s2=m54.stride(2), m66_ptr=m66, m66_s0=m66.stride(0), m66_s1=m66.stride(1), m66_s2=m66.stride(2), buf159_ptr=buf159, buf159_s0=buf159.stride(0), buf159_s1=buf159.stride(1), buf159_s2=buf159.stride(2), buf159_s3=buf159.stride(3), E_c3=4, E_c4=64, E_c5=32, E_c6=16, E_c7=64, E_n0=64, E_n1=2, E_n2=16, E_n3=4, E_n4=8, E_n5=32, F_n0=_pow2(64), F_n1=_pow2(2), F_n2=_pow2(16), F_n3=_pow2(4), F_n4=_pow2(8), F_n5=_pow2(32), T_c3=T['c3'], T_c4=T['c4'], T_c5=T['c5'], T_c6=T['c6'], T_c7=T['c7'])
    m163 = inputs['w_uv']
    m162 = m163.permute([0, 2, 1])
    m161 = m162.reshape([1, 4, 64, 16])
    buf166 = torch.full([2, 4, 1, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(2, T['c0']) * _cdiv(4, T['c1']) * _cdiv(16, T['c2']),)](buf159_ptr=buf159, buf159_s0=buf159.stride(0), buf159_s1=buf159.stride(1), buf159_s2=buf159.stride(2), buf159_s3=buf159.stride(3), m161_ptr=m161, m161_s0=m161.stride(0), m161_s1=m161.stride(1), m161_s2=m161.stride(2), m161_s3=m161.stride(3), buf166_ptr=buf166, buf166_s0=buf166.stride(0), buf166_s1=buf166.stride(1), buf166_s2=buf166.stride(2), buf166_s3=buf166.stride(3), E_c0=2, E_c1=4, E_c2=16, E_n0=64, F_n0=_pow2(64), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    return buf166


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
