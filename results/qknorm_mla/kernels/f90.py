"""qknorm_mla [small], candidate 90: 2 kernel(s)

Rendered by EqiForge from candidate 90 of qknorm_mla [small]: grid(q.0@0, q.1@1) loop(c_kv.1[32]: rescale) {loop(q.3[16]: sum)} loop(q.3[16]: sum) loop(c_kv.2[64]: sum) loop(c_kv.1[32]: max) {loop(q.3[16]: sum)} [7 mm] | grid(cut0.0@0, cut0.1@1, w_uv.3@3) loop(cut0.3[64]: sum) [1 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid cut0.0@0[2]
    c1: grid cut0.1@1[4]
    c2: grid w_uv.3@3[16]
    c3: loop cut0.3[64]
    c4: grid q.0@0[2]
    c5: grid q.1@1[4]
    c6: loop c_kv.1[32]
    c7: loop q.3[16]
    c8: loop c_kv.2[64]

Run it on its own: `python kernels/f90.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/qknorm_mla.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 1, "c1": 2, "c2": 8, "c3": 32, "c4": 1, "c5": 2, "c6": 16, "c7": 8, "c8": 32}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 2, "c1": 4, "c2": 16, "c3": 64, "c4": 2, "c5": 4, "c6": 32, "c7": 16, "c8": 64}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m4_ptr, m4_s0, m4_s1, m4_s2, m4_s3, m8_ptr, m8_s0, m8_s1, m8_s2, m8_s3, m11_ptr, m11_s0, m11_s1, m11_s2, m11_s3, m15_ptr, m15_s0, m15_s1, m15_s2, m15_s3, m20_ptr, m20_s0, m20_s1, m20_s2, m22_ptr, m22_s0, m22_s1, m22_s2, m26_ptr, m26_s0, m26_s1, m26_s2, m29_ptr, m29_s0, m29_s1, m29_s2, m33_ptr, m33_s0, m33_s1, m33_s2, m41_ptr, m41_s0, m41_s1, m41_s2, m41_s3, m43_ptr, m43_s0, m43_s1, m43_s2, m43_s3, m47_ptr, m47_s0, m47_s1, m47_s2, m47_s3, m52_ptr, m52_s0, m52_s1, m52_s2, m59_ptr, m59_s0, m59_s1, m59_s2, buf174_ptr, buf174_s0, buf174_s1, buf174_s2, buf174_s3, E_c4, E_c5, E_c6, E_c7, E_c8, E_n0, E_n1, E_n2, E_n3, E_n4, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, F_n4: tl.constexpr, T_c4: tl.constexpr, T_c5: tl.constexpr, T_c6: tl.constexpr, T_c7: tl.constexpr, T_c8: tl.constexpr):
    # writes buf174: Combine over grid q.0@0[2], grid q.1@1[4]
    pid = tl.program_id(0)
    i_c4 = pid % tl.cdiv(E_c4, T_c4)
    pid = pid // tl.cdiv(E_c4, T_c4)
    offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)
    i_c5 = pid % tl.cdiv(E_c5, T_c5)
    pid = pid // tl.cdiv(E_c5, T_c5)
    offs_c5 = i_c5 * T_c5 + tl.arange(0, T_c5)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n3 = tl.arange(0, F_n3)
    offs_n4 = tl.arange(0, F_n4)
    t3 = tl.load(m1_ptr + offs_c4[:, None, None, None] * m1_s0 + offs_c5[None, :, None, None] * m1_s1 + offs_n0[None, None, None, :] * m1_s3, mask=(offs_c4 < E_c4)[:, None, None, None] & (offs_c5 < E_c5)[None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t6 = tl.load(m4_ptr + offs_n0[None, None, None, :] * m4_s3, mask=(offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t7 = (t3) * (t6)
    t9 = tl.load(m8_ptr + offs_c4[:, None, None, None] * m8_s0 + offs_c5[None, :, None, None] * m8_s1 + offs_n1[None, None, None, :] * m8_s3, mask=(offs_c4 < E_c4)[:, None, None, None] & (offs_c5 < E_c5)[None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t10 = -(t9)
    t12 = tl.load(m11_ptr + offs_c4[:, None, None, None] * m11_s0 + offs_c5[None, :, None, None] * m11_s1 + offs_n1[None, None, None, :] * m11_s3, mask=(offs_c4 < E_c4)[:, None, None, None] & (offs_c5 < E_c5)[None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    i13 = offs_n0[None, None, None, :] + tl.zeros([T_c4, T_c5, 1, F_n0], tl.int32)
    t14 = tl.where(i13 < 4, tl.gather(t10, tl.minimum(i13, F_n1 - 1), 3), tl.gather(t12, tl.minimum(tl.maximum(i13 - 4, 0), F_n1 - 1), 3))
    t17 = tl.load(m15_ptr + offs_n0[None, None, None, :] * m15_s3, mask=(offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t18 = (t14) * (t17)
    t19 = t7 + t18
    acc51 = tl.full([T_c4, T_c5, 1, F_n2], 0.0, tl.float32)
    for i_c7 in range(0, tl.cdiv(E_c7, T_c7)):
        offs_c7 = i_c7 * T_c7 + tl.arange(0, T_c7)

        t42 = tl.load(m41_ptr + offs_c4[:, None, None, None] * m41_s0 + offs_c5[None, :, None, None] * m41_s1 + offs_c7[None, None, None, :] * m41_s3, mask=(offs_c4 < E_c4)[:, None, None, None] & (offs_c5 < E_c5)[None, :, None, None] & (offs_c7 < E_c7)[None, None, None, :], other=0).to(tl.float32)
        t45 = tl.load(m43_ptr + offs_c7[None, None, None, :] * m43_s3, mask=(offs_c7 < E_c7)[None, None, None, :], other=0).to(tl.float32)
        t46 = (t42) * (t45)
        t49 = tl.load(m47_ptr + offs_c5[None, :, None, None] * m47_s1 + offs_c7[None, None, :, None] * m47_s2 + offs_n2[None, None, None, :] * m47_s3, mask=(offs_c5 < E_c5)[None, :, None, None] & (offs_c7 < E_c7)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
        t50 = tl.sum(tl.expand_dims(tl.where((offs_c7 < E_c7)[None, None, None, :], t46, 0.0), 4) * tl.expand_dims(tl.where((offs_c7 < E_c7)[None, None, :, None], t49, 0.0), 2), axis=3)
        acc51 = acc51 + t50
    t61 = tl.load(m59_ptr + offs_n2[None, None, :] * m59_s2, mask=(offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t67 = tl.load(m41_ptr + offs_c4[:, None, None, None] * m41_s0 + offs_c5[None, :, None, None] * m41_s1 + offs_n3[None, None, None, :] * m41_s3, mask=(offs_c4 < E_c4)[:, None, None, None] & (offs_c5 < E_c5)[None, :, None, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t68 = (t67) * (t67)
    t69 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t68, 0.0), axis=3, keep_dims=True)
    t70 = (t69) * (0.0625)
    t71 = t70 + 1e-06
    t72 = tl.rsqrt(t71)
    acc87 = tl.full([T_c4, T_c5, 1, 1], -float('inf'), tl.float32)
    acc88 = tl.full([T_c4, T_c5, 1, 1], 0.0, tl.float32)
    acc89 = tl.full([T_c4, T_c5, 1, F_n2], 0.0, tl.float32)
    for i_c6 in range(0, tl.cdiv(E_c6, T_c6)):
        offs_c6 = i_c6 * T_c6 + tl.arange(0, T_c6)

        t21 = tl.load(m20_ptr + offs_c4[:, None, None] * m20_s0 + offs_c6[None, :, None] * m20_s1 + offs_n0[None, None, :] * m20_s2, mask=(offs_c4 < E_c4)[:, None, None] & (offs_c6 < E_c6)[None, :, None] & (offs_n0 < E_n0)[None, None, :], other=0).to(tl.float32)
        t24 = tl.load(m22_ptr + offs_c6[None, :, None] * m22_s1 + offs_n0[None, None, :] * m22_s2, mask=(offs_c6 < E_c6)[None, :, None] & (offs_n0 < E_n0)[None, None, :], other=0).to(tl.float32)
        t25 = (t21) * (t24)
        t27 = tl.load(m26_ptr + offs_c4[:, None, None] * m26_s0 + offs_c6[None, :, None] * m26_s1 + offs_n1[None, None, :] * m26_s2, mask=(offs_c4 < E_c4)[:, None, None] & (offs_c6 < E_c6)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
        t28 = -(t27)
        t30 = tl.load(m29_ptr + offs_c4[:, None, None] * m29_s0 + offs_c6[None, :, None] * m29_s1 + offs_n1[None, None, :] * m29_s2, mask=(offs_c4 < E_c4)[:, None, None] & (offs_c6 < E_c6)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
        i31 = offs_n0[None, None, :] + tl.zeros([T_c4, T_c6, F_n0], tl.int32)
        t32 = tl.where(i31 < 4, tl.gather(t28, tl.minimum(i31, F_n1 - 1), 2), tl.gather(t30, tl.minimum(tl.maximum(i31 - 4, 0), F_n1 - 1), 2))
        t35 = tl.load(m33_ptr + offs_c6[None, :, None] * m33_s1 + offs_n0[None, None, :] * m33_s2, mask=(offs_c6 < E_c6)[None, :, None] & (offs_n0 < E_n0)[None, None, :], other=0).to(tl.float32)
        t36 = (t32) * (t35)
        t37 = t25 + t36
        t38 = tl.reshape(t37, [T_c4, 1, T_c6, F_n0])
        t39 = tl.permute(t38, (0, 1, 3, 2))
        t40 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, None, :], t19, 0.0), 4) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, :, None], t39, 0.0), 2), axis=3)
        t53 = tl.load(m52_ptr + offs_c4[:, None, None] * m52_s0 + offs_c6[None, :, None] * m52_s1 + offs_n2[None, None, :] * m52_s2, mask=(offs_c4 < E_c4)[:, None, None] & (offs_c6 < E_c6)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
        t54 = (t53) * (t53)
        t55 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :], t54, 0.0), axis=2, keep_dims=True)
        t56 = t55 + 6.4e-05
        t57 = tl.rsqrt(t56)
        t58 = (t53) * (t57)
        t62 = (t58) * (t61)
        t63 = tl.reshape(t62, [T_c4, 1, T_c6, F_n2])
        t64 = (t63) * (8.0)
        t65 = tl.permute(t64, (0, 1, 3, 2))
        t66 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], acc51, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t65, 0.0), 2), axis=3)
        t73 = (t66) * (t72)
        t74 = t40 + t73
        t75 = tl.max(tl.where((offs_c6 < E_c6)[None, None, None, :], t74, -float('inf')), axis=3, keep_dims=True)
        t76 = (t75) * (0.2041241452319315)
        t77 = (t74) * (0.2041241452319315)
        t78 = t76 - (t76)
        t79 = t78 == t78
        t80 = (t79) == 0
        t81 = tl.exp(t76)
        t82 = tl.where(t80, t81, t76)
        t83 = t77 - (t82)
        t84 = tl.exp(t83)
        t85 = tl.sum(tl.where((offs_c6 < E_c6)[None, None, None, :], t84, 0.0), axis=3, keep_dims=True)
        t86 = tl.sum(tl.expand_dims(tl.where((offs_c6 < E_c6)[None, None, None, :], t84, 0.0), 4) * tl.expand_dims(tl.where((offs_c6 < E_c6)[None, None, :, None], t63, 0.0), 2), axis=3)
        m90 = tl.maximum(acc87, t76)
        r91 = tl.where(acc87 == -float("inf"), 0.0, tl.exp(acc87 - m90))
        r92 = tl.where(t76 == -float("inf"), 0.0, tl.exp(t76 - m90))
        acc88 = tl.where(acc87 == -float("inf"), 0.0, acc88 * r91) + tl.where(t76 == -float("inf"), 0.0, t85 * r92)
        acc89 = tl.where(acc87 == -float("inf"), 0.0, acc89 * r91) + tl.where(t76 == -float("inf"), 0.0, t86 * r92)
        acc87 = m90
    t93 = (acc89) * (8.0)
    t94 = -(t9)
    i95 = offs_n0[None, None, None, :] + tl.zeros([T_c4, T_c5, 1, F_n0], tl.int32)
    t96 = tl.where(i95 < 4, tl.gather(t94, tl.minimum(i95, F_n1 - 1), 3), tl.gather(t12, tl.minimum(tl.maximum(i95 - 4, 0), F_n1 - 1), 3))
    t97 = (t96) * (t17)
    t98 = (t3) * (t6)
    t99 = t97 + t98
    t100 = tl.load(m26_ptr + offs_c4[:, None, None] * m26_s0 + offs_n4[None, :, None] * m26_s1 + offs_n1[None, None, :] * m26_s2, mask=(offs_c4 < E_c4)[:, None, None] & (offs_n4 < E_n4)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    t101 = -(t100)
    t102 = tl.load(m29_ptr + offs_c4[:, None, None] * m29_s0 + offs_n4[None, :, None] * m29_s1 + offs_n1[None, None, :] * m29_s2, mask=(offs_c4 < E_c4)[:, None, None] & (offs_n4 < E_n4)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    i103 = offs_n0[None, None, :] + tl.zeros([T_c4, F_n4, F_n0], tl.int32)
    t104 = tl.where(i103 < 4, tl.gather(t101, tl.minimum(i103, F_n1 - 1), 2), tl.gather(t102, tl.minimum(tl.maximum(i103 - 4, 0), F_n1 - 1), 2))
    t105 = tl.load(m33_ptr + offs_n4[None, :, None] * m33_s1 + offs_n0[None, None, :] * m33_s2, mask=(offs_n4 < E_n4)[None, :, None] & (offs_n0 < E_n0)[None, None, :], other=0).to(tl.float32)
    t106 = (t104) * (t105)
    t107 = tl.load(m20_ptr + offs_c4[:, None, None] * m20_s0 + offs_n4[None, :, None] * m20_s1 + offs_n0[None, None, :] * m20_s2, mask=(offs_c4 < E_c4)[:, None, None] & (offs_n4 < E_n4)[None, :, None] & (offs_n0 < E_n0)[None, None, :], other=0).to(tl.float32)
    t108 = tl.load(m22_ptr + offs_n4[None, :, None] * m22_s1 + offs_n0[None, None, :] * m22_s2, mask=(offs_n4 < E_n4)[None, :, None] & (offs_n0 < E_n0)[None, None, :], other=0).to(tl.float32)
    t109 = (t107) * (t108)
    t110 = t106 + t109
    t111 = tl.reshape(t110, [T_c4, 1, F_n4, F_n0])
    t112 = tl.permute(t111, (0, 1, 3, 2))
    t113 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, None, :], t99, 0.0), 4) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, :, None], t112, 0.0), 2), axis=3)
    t114 = tl.load(m43_ptr + offs_n3[None, None, None, :] * m43_s3, mask=(offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t115 = (t67) * (t114)
    acc119 = tl.full([T_c4, T_c5, 1, 1], 0.0, tl.float32)
    for i_c7 in range(0, tl.cdiv(E_c7, T_c7)):
        offs_c7 = i_c7 * T_c7 + tl.arange(0, T_c7)

        t116 = tl.load(m41_ptr + offs_c4[:, None, None, None] * m41_s0 + offs_c5[None, :, None, None] * m41_s1 + offs_c7[None, None, None, :] * m41_s3, mask=(offs_c4 < E_c4)[:, None, None, None] & (offs_c5 < E_c5)[None, :, None, None] & (offs_c7 < E_c7)[None, None, None, :], other=0).to(tl.float32)
        t117 = (t116) * (t116)
        t118 = tl.sum(tl.where((offs_c7 < E_c7)[None, None, None, :], t117, 0.0), axis=3, keep_dims=True)
        acc119 = acc119 + t118
    t120 = acc119 + 1.6e-05
    t121 = tl.rsqrt(t120)
    t122 = (t115) * (t121)
    t123 = tl.load(m47_ptr + offs_c5[None, :, None, None] * m47_s1 + offs_n3[None, None, :, None] * m47_s2 + offs_n2[None, None, None, :] * m47_s3, mask=(offs_c5 < E_c5)[None, :, None, None] & (offs_n3 < E_n3)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t124 = tl.sum(tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, None, :], t122, 0.0), 4) * tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, :, None], t123, 0.0), 2), axis=3)
    t125 = tl.load(m52_ptr + offs_c4[:, None, None] * m52_s0 + offs_n4[None, :, None] * m52_s1 + offs_n2[None, None, :] * m52_s2, mask=(offs_c4 < E_c4)[:, None, None] & (offs_n4 < E_n4)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    acc129 = tl.full([T_c4, F_n4, 1], 0.0, tl.float32)
    for i_c8 in range(0, tl.cdiv(E_c8, T_c8)):
        offs_c8 = i_c8 * T_c8 + tl.arange(0, T_c8)

        t126 = tl.load(m52_ptr + offs_c4[:, None, None] * m52_s0 + offs_n4[None, :, None] * m52_s1 + offs_c8[None, None, :] * m52_s2, mask=(offs_c4 < E_c4)[:, None, None] & (offs_n4 < E_n4)[None, :, None] & (offs_c8 < E_c8)[None, None, :], other=0).to(tl.float32)
        t127 = (t126) * (t126)
        t128 = tl.sum(tl.where((offs_c8 < E_c8)[None, None, :], t127, 0.0), axis=2, keep_dims=True)
        acc129 = acc129 + t128
    t130 = acc129 + 6.4e-05
    t131 = tl.rsqrt(t130)
    t132 = (t125) * (t131)
    t133 = (t132) * (t61)
    t134 = tl.reshape(t133, [T_c4, 1, F_n4, F_n2])
    t135 = (t134) * (8.0)
    t136 = tl.permute(t135, (0, 1, 3, 2))
    t137 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t124, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t136, 0.0), 2), axis=3)
    t138 = (t137) * (4.0)
    t139 = t113 + t138
    acc168 = tl.full([T_c4, T_c5, 1, 1], -float('inf'), tl.float32)
    for i_c6 in range(0, tl.cdiv(E_c6, T_c6)):
        offs_c6 = i_c6 * T_c6 + tl.arange(0, T_c6)

        t140 = tl.load(m20_ptr + offs_c4[:, None, None] * m20_s0 + offs_c6[None, :, None] * m20_s1 + offs_n0[None, None, :] * m20_s2, mask=(offs_c4 < E_c4)[:, None, None] & (offs_c6 < E_c6)[None, :, None] & (offs_n0 < E_n0)[None, None, :], other=0).to(tl.float32)
        t141 = tl.load(m22_ptr + offs_c6[None, :, None] * m22_s1 + offs_n0[None, None, :] * m22_s2, mask=(offs_c6 < E_c6)[None, :, None] & (offs_n0 < E_n0)[None, None, :], other=0).to(tl.float32)
        t142 = (t140) * (t141)
        t143 = tl.load(m26_ptr + offs_c4[:, None, None] * m26_s0 + offs_c6[None, :, None] * m26_s1 + offs_n1[None, None, :] * m26_s2, mask=(offs_c4 < E_c4)[:, None, None] & (offs_c6 < E_c6)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
        t144 = -(t143)
        t145 = tl.load(m29_ptr + offs_c4[:, None, None] * m29_s0 + offs_c6[None, :, None] * m29_s1 + offs_n1[None, None, :] * m29_s2, mask=(offs_c4 < E_c4)[:, None, None] & (offs_c6 < E_c6)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
        i146 = offs_n0[None, None, :] + tl.zeros([T_c4, T_c6, F_n0], tl.int32)
        t147 = tl.where(i146 < 4, tl.gather(t144, tl.minimum(i146, F_n1 - 1), 2), tl.gather(t145, tl.minimum(tl.maximum(i146 - 4, 0), F_n1 - 1), 2))
        t148 = tl.load(m33_ptr + offs_c6[None, :, None] * m33_s1 + offs_n0[None, None, :] * m33_s2, mask=(offs_c6 < E_c6)[None, :, None] & (offs_n0 < E_n0)[None, None, :], other=0).to(tl.float32)
        t149 = (t147) * (t148)
        t150 = t142 + t149
        t151 = tl.reshape(t150, [T_c4, 1, T_c6, F_n0])
        t152 = tl.permute(t151, (0, 1, 3, 2))
        t153 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, None, :], t19, 0.0), 4) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, :, None], t152, 0.0), 2), axis=3)
        t154 = tl.load(m52_ptr + offs_c4[:, None, None] * m52_s0 + offs_c6[None, :, None] * m52_s1 + offs_n2[None, None, :] * m52_s2, mask=(offs_c4 < E_c4)[:, None, None] & (offs_c6 < E_c6)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
        t155 = (t154) * (t154)
        t156 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :], t155, 0.0), axis=2, keep_dims=True)
        t157 = t156 + 6.4e-05
        t158 = tl.rsqrt(t157)
        t159 = (t154) * (t158)
        t160 = (t159) * (t61)
        t161 = tl.reshape(t160, [T_c4, 1, T_c6, F_n2])
        t162 = (t161) * (8.0)
        t163 = tl.permute(t162, (0, 1, 3, 2))
        t164 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], acc51, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t163, 0.0), 2), axis=3)
        t165 = (t164) * (t72)
        t166 = t153 + t165
        t167 = tl.max(tl.where((offs_c6 < E_c6)[None, None, None, :], t166, -float('inf')), axis=3, keep_dims=True)
        acc168 = tl.maximum(acc168, t167)
    t169 = t139 - (acc168)
    t170 = (t169) * (0.2041241452319315)
    t171 = tl.exp(t170)
    t172 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t171, 0.0), axis=3, keep_dims=True)
    t173 = (t93) / (t172)
    tl.store(buf174_ptr + offs_c4[:, None, None, None] * buf174_s0 + offs_c5[None, :, None, None] * buf174_s1 + offs_n2[None, None, None, :] * buf174_s3, t173, mask=(offs_c4 < E_c4)[:, None, None, None] & (offs_c5 < E_c5)[None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :])


@triton.jit
def kernel_1(buf174_ptr, buf174_s0, buf174_s1, buf174_s2, buf174_s3, m176_ptr, m176_s0, m176_s1, m176_s2, m176_s3, buf182_ptr, buf182_s0, buf182_s1, buf182_s2, buf182_s3, E_c0, E_c1, E_c2, E_c3, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # writes buf182: Combine over grid cut0.0@0[2], grid cut0.1@1[4], grid w_uv.3@3[16]
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
    acc181 = tl.full([T_c0, T_c1, 1, T_c2], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t175 = tl.load(buf174_ptr + offs_c0[:, None, None, None] * buf174_s0 + offs_c1[None, :, None, None] * buf174_s1 + offs_c3[None, None, None, :] * buf174_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
        t179 = tl.load(m176_ptr + offs_c1[None, :, None, None] * m176_s1 + offs_c3[None, None, :, None] * m176_s2 + offs_c2[None, None, None, :] * m176_s3, mask=(offs_c1 < E_c1)[None, :, None, None] & (offs_c3 < E_c3)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
        t180 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, :], t175, 0.0), 4) * tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, :, None], t179, 0.0), 2), axis=3)
        acc181 = acc181 + t180
    tl.store(buf182_ptr + offs_c0[:, None, None, None] * buf182_s0 + offs_c1[None, :, None, None] * buf182_s1 + offs_c2[None, None, None, :] * buf182_s3, acc181, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_c2 < E_c2)[None, None, None, :])


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
    m52 = inputs['c_kv']
    m60 = inputs['w_kv_norm']
    m59 = m60.reshape([1, 1, 64])
    buf174 = torch.full([2, 4, 1, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(2, T['c4']) * _cdiv(4, T['c5']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m4_ptr=m4, m4_s0=m4.stride(0), m4_s1=m4.stride(1), m4_s2=m4.stride(2), m4_s3=m4.stride(3), m8_ptr=m8, m8_s0=m8.stride(0), m8_s1=m8.stride(1), m8_s2=m8.stride(2), m8_s3=m8.stride(3), m11_ptr=m11, m11_s0=m11.stride(0), m11_s1=m11.stride(1), m11_s2=m11.stride(2), m11_s3=m11.stride(3), m15_ptr=m15, m15_s0=m15.stride(0), m15_s1=m15.stride(1), m15_s2=m15.stride(2), m15_s3=m15.stride(3), m20_ptr=m20, m20_s0=m20.stride(0), m20_s1=m20.stride(1), m20_s2=m20.stride(2), m22_ptr=m22, m22_s0=m22.stride(0), m22_s1=m22.stride(1), m22_s2=m22.stride(2), m26_ptr=m26, m26_s0=m26.stride(0), m26_s1=m26.stride(1), m26_s2=m26.stride(2), m29_ptr=m29, m29_s0=m29.stride(0), m29_s1=m29.stride(1), m29_s2=m29.stride(2), m33_ptr=m33, m33_s0=m33.stride(0), m33_s1=m33.stride(1), m33_s2=m33.stride(2), m41_ptr=m41, m41_s0=m41.stride(0), m41_s1=m41.stride(1), m41_s2=m41.stride(2), m41_s3=m41.stride(3), m43_ptr=m43, m43_s0=m43.stride(0), m43_s1=m43.stride(1), m43_s2=m43.stride(2), m43_s3=m43.stride(3), m47_ptr=m47, m47_s0=m47.stride(0), m47_s1=m47.stride(1), m47_s2=m47.stride(2), m47_s3=m47.stride(3), m52_ptr=m52, m52_s0=m52.stride(0), m52_s1=m52.stride(1), m52_s2=m52.stride(2), m59_ptr=m59, m59_s0=m59.stride(0), m59_s1=m59.stride(1), m59_s2=m59.stride(2), buf174_ptr=buf174, buf174_s0=buf174.stride(0), buf174_s1=buf174.stride(1), buf174_s2=buf174.stride(2), buf174_s3=buf174.stride(3), E_c4=2, E_c5=4, E_c6=32, E_c7=16, E_c8=64, E_n0=8, E_n1=4, E_n2=64, E_n3=16, E_n4=32, F_n0=_pow2(8), F_n1=_pow2(4), F_n2=_pow2(64), F_n3=_pow2(16), F_n4=_pow2(32), T_c4=T['c4'], T_c5=T['c5'], T_c6=T['c6'], T_c7=T['c7'], T_c8=T['c8'])
    m178 = inputs['w_uv']
    m177 = m178.permute([0, 2, 1])
    m176 = m177.reshape([1, 4, 64, 16])
    buf182 = torch.full([2, 4, 1, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(2, T['c0']) * _cdiv(4, T['c1']) * _cdiv(16, T['c2']),)](buf174_ptr=buf174, buf174_s0=buf174.stride(0), buf174_s1=buf174.stride(1), buf174_s2=buf174.stride(2), buf174_s3=buf174.stride(3), m176_ptr=m176, m176_s0=m176.stride(0), m176_s1=m176.stride(1), m176_s2=m176.stride(2), m176_s3=m176.stride(3), buf182_ptr=buf182, buf182_s0=buf182.stride(0), buf182_s1=buf182.stride(1), buf182_s2=buf182.stride(2), buf182_s3=buf182.stride(3), E_c0=2, E_c1=4, E_c2=16, E_c3=64, T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'], T_c3=T['c3'])
    return buf182


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
