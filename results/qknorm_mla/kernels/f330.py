"""qknorm_mla [small], candidate 330: 2 kernel(s)

Rendered by EqiForge from candidate 330 of qknorm_mla [small]: grid(q.0@0, q.1@1) loop(c_kv.1[32]: sum) loop(c_kv.2[64]: pair(sum, sum)) [9 mm] | grid(cut0.0@0, cut0.1@1, w_uv.3@3) [1 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid cut0.0@0[2]
    c1: grid cut0.1@1[4]
    c2: grid w_uv.3@3[16]
    c3: grid q.0@0[2]
    c4: grid q.1@1[4]
    c5: loop c_kv.1[32]
    c6: loop c_kv.2[64]

Run it on its own: `python kernels/f330.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/qknorm_mla.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 1, "c1": 2, "c2": 8, "c3": 1, "c4": 2, "c5": 16, "c6": 32}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 2, "c1": 4, "c2": 16, "c3": 2, "c4": 4, "c5": 32, "c6": 64}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m4_ptr, m4_s0, m4_s1, m4_s2, m4_s3, m8_ptr, m8_s0, m8_s1, m8_s2, m8_s3, m11_ptr, m11_s0, m11_s1, m11_s2, m11_s3, m15_ptr, m15_s0, m15_s1, m15_s2, m15_s3, m20_ptr, m20_s0, m20_s1, m20_s2, m22_ptr, m22_s0, m22_s1, m22_s2, m26_ptr, m26_s0, m26_s1, m26_s2, m29_ptr, m29_s0, m29_s1, m29_s2, m33_ptr, m33_s0, m33_s1, m33_s2, m41_ptr, m41_s0, m41_s1, m41_s2, m41_s3, m43_ptr, m43_s0, m43_s1, m43_s2, m43_s3, m47_ptr, m47_s0, m47_s1, m47_s2, m47_s3, m57_ptr, m57_s0, m57_s1, m57_s2, m59_ptr, m59_s0, m59_s1, m59_s2, buf151_ptr, buf151_s0, buf151_s1, buf151_s2, buf151_s3, E_c3, E_c4, E_c5, E_c6, E_n0, E_n1, E_n2, E_n3, E_n4, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, F_n4: tl.constexpr, T_c3: tl.constexpr, T_c4: tl.constexpr, T_c5: tl.constexpr, T_c6: tl.constexpr):
    # writes buf151: Combine over grid q.0@0[2], grid q.1@1[4]
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
    t49 = tl.load(m47_ptr + offs_c4[None, :, None, None] * m47_s1 + offs_n3[None, None, :, None] * m47_s2 + offs_n0[None, None, None, :] * m47_s3, mask=(offs_c4 < E_c4)[None, :, None, None] & (offs_n3 < E_n3)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t50 = tl.sum(tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, None, :], t46, 0.0), 4) * tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, :, None], t49, 0.0), 2), axis=3)
    t51 = (t42) * (t42)
    t52 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t51, 0.0), axis=3, keep_dims=True)
    t53 = (t52) * (0.0625)
    t54 = t53 + 1e-06
    t55 = tl.rsqrt(t54)
    t56 = (t50) * (t55)
    t61 = tl.load(m59_ptr + offs_n0[None, None, :] * m59_s2, mask=(offs_n0 < E_n0)[None, None, :], other=0).to(tl.float32)
    t73 = tl.load(m26_ptr + offs_c3[:, None, None] * m26_s0 + offs_n4[None, :, None] * m26_s1 + offs_n2[None, None, :] * m26_s2, mask=(offs_c3 < E_c3)[:, None, None] & (offs_n4 < E_n4)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t74 = -(t73)
    t75 = tl.load(m29_ptr + offs_c3[:, None, None] * m29_s0 + offs_n4[None, :, None] * m29_s1 + offs_n2[None, None, :] * m29_s2, mask=(offs_c3 < E_c3)[:, None, None] & (offs_n4 < E_n4)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    i76 = offs_n1[None, None, :] + tl.zeros([T_c3, F_n4, F_n1], tl.int32)
    t77 = tl.where(i76 < 4, tl.gather(t74, tl.minimum(i76, F_n2 - 1), 2), tl.gather(t75, tl.minimum(tl.maximum(i76 - 4, 0), F_n2 - 1), 2))
    t78 = tl.load(m33_ptr + offs_n4[None, :, None] * m33_s1 + offs_n1[None, None, :] * m33_s2, mask=(offs_n4 < E_n4)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    t79 = (t77) * (t78)
    t80 = tl.load(m20_ptr + offs_c3[:, None, None] * m20_s0 + offs_n4[None, :, None] * m20_s1 + offs_n1[None, None, :] * m20_s2, mask=(offs_c3 < E_c3)[:, None, None] & (offs_n4 < E_n4)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    t81 = tl.load(m22_ptr + offs_n4[None, :, None] * m22_s1 + offs_n1[None, None, :] * m22_s2, mask=(offs_n4 < E_n4)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    t82 = (t80) * (t81)
    t83 = t79 + t82
    t84 = tl.reshape(t83, [T_c3, 1, F_n4, F_n1])
    t85 = tl.permute(t84, (0, 1, 3, 2))
    t86 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :], t19, 0.0), 4) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :, None], t85, 0.0), 2), axis=3)
    t87 = tl.load(m57_ptr + offs_c3[:, None, None] * m57_s0 + offs_n4[None, :, None] * m57_s1 + offs_n0[None, None, :] * m57_s2, mask=(offs_c3 < E_c3)[:, None, None] & (offs_n4 < E_n4)[None, :, None] & (offs_n0 < E_n0)[None, None, :], other=0).to(tl.float32)
    t88 = (t87) * (t61)
    t89 = (t87) * (t87)
    t90 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, :], t89, 0.0), axis=2, keep_dims=True)
    t91 = t90 + 6.4e-05
    t92 = tl.rsqrt(t91)
    t93 = (t88) * (t92)
    t94 = tl.reshape(t93, [T_c3, 1, F_n4, F_n0])
    t95 = (t94) * (8.0)
    t96 = tl.permute(t95, (0, 1, 3, 2))
    t97 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, None, :], t56, 0.0), 4) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, :, None], t96, 0.0), 2), axis=3)
    t98 = t86 + t97
    t99 = tl.max(tl.where((offs_n4 < E_n4)[None, None, None, :], t98, -float('inf')), axis=3, keep_dims=True)
    acc104 = tl.full([T_c3, T_c4, 1, F_n0], 0.0, tl.float32)
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
        t58 = tl.load(m57_ptr + offs_c3[:, None, None] * m57_s0 + offs_c5[None, :, None] * m57_s1 + offs_n0[None, None, :] * m57_s2, mask=(offs_c3 < E_c3)[:, None, None] & (offs_c5 < E_c5)[None, :, None] & (offs_n0 < E_n0)[None, None, :], other=0).to(tl.float32)
        t62 = (t58) * (t61)
        t63 = (t58) * (t58)
        t64 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, :], t63, 0.0), axis=2, keep_dims=True)
        t65 = t64 + 6.4e-05
        t66 = tl.rsqrt(t65)
        t67 = (t62) * (t66)
        t68 = tl.reshape(t67, [T_c3, 1, T_c5, F_n0])
        t69 = (t68) * (8.0)
        t70 = tl.permute(t69, (0, 1, 3, 2))
        t71 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, None, :], t56, 0.0), 4) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, :, None], t70, 0.0), 2), axis=3)
        t72 = t40 + t71
        t100 = t72 - (t99)
        t101 = (t100) * (0.2041241452319315)
        t102 = tl.exp(t101)
        t103 = tl.sum(tl.expand_dims(tl.where((offs_c5 < E_c5)[None, None, None, :], t102, 0.0), 4) * tl.expand_dims(tl.where((offs_c5 < E_c5)[None, None, :, None], t68, 0.0), 2), axis=3)
        acc104 = acc104 + t103
    t105 = (acc104) * (8.0)
    t106 = (t42) * (t45)
    t112 = (t87) * (t87)
    t113 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, :], t112, 0.0), axis=2, keep_dims=True)
    t114 = t113 + 6.4e-05
    t115 = tl.rsqrt(t114)
    t121 = (t42) * (t42)
    t122 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t121, 0.0), axis=3, keep_dims=True)
    t123 = t122 + 1.6e-05
    t124 = tl.rsqrt(t123)
    acc126 = tl.full([T_c3, T_c4, 1, F_n4], 0.0, tl.float32)
    acc127 = tl.full([T_c3, T_c4, 1, F_n4], 0.0, tl.float32)
    for i_c6 in range(0, tl.cdiv(E_c6, T_c6)):
        offs_c6 = i_c6 * T_c6 + tl.arange(0, T_c6)

        t107 = tl.load(m47_ptr + offs_c4[None, :, None, None] * m47_s1 + offs_n3[None, None, :, None] * m47_s2 + offs_c6[None, None, None, :] * m47_s3, mask=(offs_c4 < E_c4)[None, :, None, None] & (offs_n3 < E_n3)[None, None, :, None] & (offs_c6 < E_c6)[None, None, None, :], other=0).to(tl.float32)
        t108 = tl.sum(tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, None, :], t106, 0.0), 4) * tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, :, None], t107, 0.0), 2), axis=3)
        t109 = tl.load(m57_ptr + offs_c3[:, None, None] * m57_s0 + offs_n4[None, :, None] * m57_s1 + offs_c6[None, None, :] * m57_s2, mask=(offs_c3 < E_c3)[:, None, None] & (offs_n4 < E_n4)[None, :, None] & (offs_c6 < E_c6)[None, None, :], other=0).to(tl.float32)
        t110 = tl.load(m59_ptr + offs_c6[None, None, :] * m59_s2, mask=(offs_c6 < E_c6)[None, None, :], other=0).to(tl.float32)
        t111 = (t109) * (t110)
        t116 = (t111) * (t115)
        t117 = tl.reshape(t116, [T_c3, 1, F_n4, T_c6])
        t118 = (t117) * (8.0)
        t119 = tl.permute(t118, (0, 1, 3, 2))
        t120 = tl.sum(tl.expand_dims(tl.where((offs_c6 < E_c6)[None, None, None, :], t108, 0.0), 4) * tl.expand_dims(tl.where((offs_c6 < E_c6)[None, None, :, None], t119, 0.0), 2), axis=3)
        t125 = (t120) * (t124)
        acc126 = acc126 + t120
        acc127 = acc127 + t125
    t128 = (acc127) * (4.0)
    t129 = -(t9)
    i130 = offs_n1[None, None, None, :] + tl.zeros([T_c3, T_c4, 1, F_n1], tl.int32)
    t131 = tl.where(i130 < 4, tl.gather(t129, tl.minimum(i130, F_n2 - 1), 3), tl.gather(t12, tl.minimum(tl.maximum(i130 - 4, 0), F_n2 - 1), 3))
    t132 = (t131) * (t17)
    t133 = (t3) * (t6)
    t134 = t132 + t133
    t135 = -(t73)
    i136 = offs_n1[None, None, :] + tl.zeros([T_c3, F_n4, F_n1], tl.int32)
    t137 = tl.where(i136 < 4, tl.gather(t135, tl.minimum(i136, F_n2 - 1), 2), tl.gather(t75, tl.minimum(tl.maximum(i136 - 4, 0), F_n2 - 1), 2))
    t138 = (t137) * (t78)
    t139 = (t80) * (t81)
    t140 = t138 + t139
    t141 = tl.reshape(t140, [T_c3, 1, F_n4, F_n1])
    t142 = tl.permute(t141, (0, 1, 3, 2))
    t143 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :], t134, 0.0), 4) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :, None], t142, 0.0), 2), axis=3)
    t144 = t128 + t143
    t145 = tl.max(tl.where((offs_n4 < E_n4)[None, None, None, :], t144, -float('inf')), axis=3, keep_dims=True)
    t146 = t144 - (t145)
    t147 = (t146) * (0.2041241452319315)
    t148 = tl.exp(t147)
    t149 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t148, 0.0), axis=3, keep_dims=True)
    t150 = (t105) / (t149)
    tl.store(buf151_ptr + offs_c3[:, None, None, None] * buf151_s0 + offs_c4[None, :, None, None] * buf151_s1 + offs_n0[None, None, None, :] * buf151_s3, t150, mask=(offs_c3 < E_c3)[:, None, None, None] & (offs_c4 < E_c4)[None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :])


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
    m57 = inputs['c_kv']
    m60 = inputs['w_kv_norm']
    m59 = m60.reshape([1, 1, 64])
    buf151 = torch.full([2, 4, 1, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(2, T['c3']) * _cdiv(4, T['c4']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m4_ptr=m4, m4_s0=m4.stride(0), m4_s1=m4.stride(1), m4_s2=m4.stride(2), m4_s3=m4.stride(3), m8_ptr=m8, m8_s0=m8.stride(0), m8_s1=m8.stride(1), m8_s2=m8.stride(2), m8_s3=m8.stride(3), m11_ptr=m11, m11_s0=m11.stride(0), m11_s1=m11.stride(1), m11_s2=m11.stride(2), m11_s3=m11.stride(3), m15_ptr=m15, m15_s0=m15.stride(0), m15_s1=m15.stride(1), m15_s2=m15.stride(2), m15_s3=m15.stride(3), m20_ptr=m20, m20_s0=m20.stride(0), m20_s1=m20.stride(1), m20_s2=m20.stride(2), m22_ptr=m22, m22_s0=m22.stride(0), m22_s1=m22.stride(1), m22_s2=m22.stride(2), m26_ptr=m26, m26_s0=m26.stride(0), m26_s1=m26.stride(1), m26_s2=m26.stride(2), m29_ptr=m29, m29_s0=m29.stride(0), m29_s1=m29.stride(1), m29_s2=m29.stride(2), m33_ptr=m33, m33_s0=m33.stride(0), m33_s1=m33.stride(1), m33_s2=m33.stride(2), m41_ptr=m41, m41_s0=m41.stride(0), m41_s1=m41.stride(1), m41_s2=m41.stride(2), m41_s3=m41.stride(3), m43_ptr=m43, m43_s0=m43.stride(0), m43_s1=m43.stride(1), m43_s2=m43.stride(2), m43_s3=m43.stride(3), m47_ptr=m47, m47_s0=m47.stride(0), m47_s1=m47.stride(1), m47_s2=m47.stride(2), m47_s3=m47.stride(3), m57_ptr=m57, m57_s0=m57.stride(0), m57_s1=m57.stride(1), m57_s2=m57.stride(2), m59_ptr=m59, m59_s0=m59.stride(0), m59_s1=m59.stride(1), m59_s2=m59.stride(2), buf151_ptr=buf151, buf151_s0=buf151.stride(0), buf151_s1=buf151.stride(1), buf151_s2=buf151.stride(2), buf151_s3=buf151.stride(3), E_c3=2, E_c4=4, E_c5=32, E_c6=64, E_n0=64, E_n1=8, E_n2=4, E_n3=16, E_n4=32, F_n0=_pow2(64), F_n1=_pow2(8), F_n2=_pow2(4), F_n3=_pow2(16), F_n4=_pow2(32), T_c3=T['c3'], T_c4=T['c4'], T_c5=T['c5'], T_c6=T['c6'])
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
