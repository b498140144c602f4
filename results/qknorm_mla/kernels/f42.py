"""qknorm_mla [small], candidate 42: 2 kernel(s)

Rendered by EqiForge from candidate 42 of qknorm_mla [small]: grid(q.0@0, q.1@1) loop(c_kv.1[32]: rescale) {loop(c_kv.2[64]: sum)} loop(c_kv.1[32]: rescale) {loop(c_kv.2[64]: sum)} [4 mm] | grid(cut0.0@0, cut0.1@1, w_uv.3@3) loop(cut0.3[64]: sum) [1 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid cut0.0@0[2]
    c1: grid cut0.1@1[4]
    c2: grid w_uv.3@3[16]
    c3: loop cut0.3[64]
    c4: grid q.0@0[2]
    c5: grid q.1@1[4]
    c6: loop c_kv.1[32]
    c7: loop c_kv.2[64]

Run it on its own: `python kernels/f42.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/qknorm_mla.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 1, "c1": 2, "c2": 8, "c3": 32, "c4": 1, "c5": 2, "c6": 16, "c7": 32}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 2, "c1": 4, "c2": 16, "c3": 64, "c4": 2, "c5": 4, "c6": 32, "c7": 64}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m4_ptr, m4_s0, m4_s1, m4_s2, m4_s3, m8_ptr, m8_s0, m8_s1, m8_s2, m8_s3, m11_ptr, m11_s0, m11_s1, m11_s2, m11_s3, m15_ptr, m15_s0, m15_s1, m15_s2, m15_s3, m20_ptr, m20_s0, m20_s1, m20_s2, m22_ptr, m22_s0, m22_s1, m22_s2, m26_ptr, m26_s0, m26_s1, m26_s2, m29_ptr, m29_s0, m29_s1, m29_s2, m33_ptr, m33_s0, m33_s1, m33_s2, m41_ptr, m41_s0, m41_s1, m41_s2, m41_s3, m43_ptr, m43_s0, m43_s1, m43_s2, m43_s3, m52_ptr, m52_s0, m52_s1, m52_s2, m52_s3, m56_ptr, m56_s0, m56_s1, m56_s2, m65_ptr, m65_s0, m65_s1, m65_s2, buf140_ptr, buf140_s0, buf140_s1, buf140_s2, buf140_s3, E_c4, E_c5, E_c6, E_c7, E_n0, E_n1, E_n2, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c4: tl.constexpr, T_c5: tl.constexpr, T_c6: tl.constexpr, T_c7: tl.constexpr):
    # writes buf140: Combine over grid q.0@0[2], grid q.1@1[4]
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
    t42 = tl.load(m41_ptr + offs_c4[:, None, None, None] * m41_s0 + offs_c5[None, :, None, None] * m41_s1 + offs_n2[None, None, None, :] * m41_s3, mask=(offs_c4 < E_c4)[:, None, None, None] & (offs_c5 < E_c5)[None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t45 = tl.load(m43_ptr + offs_n2[None, None, None, :] * m43_s3, mask=(offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t46 = (t42) * (t45)
    t47 = (t42) * (t42)
    t48 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t47, 0.0), axis=3, keep_dims=True)
    t49 = t48 + 1.6e-05
    t50 = tl.rsqrt(t49)
    t51 = (t46) * (t50)
    t54 = tl.load(m52_ptr + offs_c5[None, :, None, None] * m52_s1 + offs_n2[None, None, :, None] * m52_s2 + offs_n3[None, None, None, :] * m52_s3, mask=(offs_c5 < E_c5)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t55 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t51, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t54, 0.0), 2), axis=3)
    t67 = tl.load(m65_ptr + offs_n3[None, None, :] * m65_s2, mask=(offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    acc86 = tl.full([T_c4, T_c5, 1, 1], -float('inf'), tl.float32)
    acc87 = tl.full([T_c4, T_c5, 1, F_n3], 0.0, tl.float32)
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
        t57 = tl.load(m56_ptr + offs_c4[:, None, None] * m56_s0 + offs_c6[None, :, None] * m56_s1 + offs_n3[None, None, :] * m56_s2, mask=(offs_c4 < E_c4)[:, None, None] & (offs_c6 < E_c6)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
        acc61 = tl.full([T_c4, T_c6, 1], 0.0, tl.float32)
        for i_c7 in range(0, tl.cdiv(E_c7, T_c7)):
            offs_c7 = i_c7 * T_c7 + tl.arange(0, T_c7)

            t58 = tl.load(m56_ptr + offs_c4[:, None, None] * m56_s0 + offs_c6[None, :, None] * m56_s1 + offs_c7[None, None, :] * m56_s2, mask=(offs_c4 < E_c4)[:, None, None] & (offs_c6 < E_c6)[None, :, None] & (offs_c7 < E_c7)[None, None, :], other=0).to(tl.float32)
            t59 = (t58) * (t58)
            t60 = tl.sum(tl.where((offs_c7 < E_c7)[None, None, :], t59, 0.0), axis=2, keep_dims=True)
            acc61 = acc61 + t60
        t62 = acc61 + 6.4e-05
        t63 = tl.rsqrt(t62)
        t64 = (t57) * (t63)
        t68 = (t64) * (t67)
        t69 = tl.reshape(t68, [T_c4, 1, T_c6, F_n3])
        t70 = (t69) * (8.0)
        t71 = tl.permute(t70, (0, 1, 3, 2))
        t72 = tl.sum(tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, None, :], t55, 0.0), 4) * tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, :, None], t71, 0.0), 2), axis=3)
        t73 = (t72) * (4.0)
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
        t85 = tl.sum(tl.expand_dims(tl.where((offs_c6 < E_c6)[None, None, None, :], t84, 0.0), 4) * tl.expand_dims(tl.where((offs_c6 < E_c6)[None, None, :, None], t69, 0.0), 2), axis=3)
        m88 = tl.maximum(acc86, t76)
        r89 = tl.where(acc86 == -float("inf"), 0.0, tl.exp(acc86 - m88))
        r90 = tl.where(t76 == -float("inf"), 0.0, tl.exp(t76 - m88))
        acc87 = tl.where(acc86 == -float("inf"), 0.0, acc87 * r89) + tl.where(t76 == -float("inf"), 0.0, t85 * r90)
        acc86 = m88
    t91 = (acc87) * (8.0)
    acc133 = tl.full([T_c4, T_c5, 1, 1], -float('inf'), tl.float32)
    acc134 = tl.full([T_c4, T_c5, 1, 1], 0.0, tl.float32)
    acc135 = tl.full([T_c4, T_c5, 1, F_n3], 0.0, tl.float32)
    for i_c6 in range(0, tl.cdiv(E_c6, T_c6)):
        offs_c6 = i_c6 * T_c6 + tl.arange(0, T_c6)

        t92 = tl.load(m20_ptr + offs_c4[:, None, None] * m20_s0 + offs_c6[None, :, None] * m20_s1 + offs_n0[None, None, :] * m20_s2, mask=(offs_c4 < E_c4)[:, None, None] & (offs_c6 < E_c6)[None, :, None] & (offs_n0 < E_n0)[None, None, :], other=0).to(tl.float32)
        t93 = tl.load(m22_ptr + offs_c6[None, :, None] * m22_s1 + offs_n0[None, None, :] * m22_s2, mask=(offs_c6 < E_c6)[None, :, None] & (offs_n0 < E_n0)[None, None, :], other=0).to(tl.float32)
        t94 = (t92) * (t93)
        t95 = tl.load(m26_ptr + offs_c4[:, None, None] * m26_s0 + offs_c6[None, :, None] * m26_s1 + offs_n1[None, None, :] * m26_s2, mask=(offs_c4 < E_c4)[:, None, None] & (offs_c6 < E_c6)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
        t96 = -(t95)
        t97 = tl.load(m29_ptr + offs_c4[:, None, None] * m29_s0 + offs_c6[None, :, None] * m29_s1 + offs_n1[None, None, :] * m29_s2, mask=(offs_c4 < E_c4)[:, None, None] & (offs_c6 < E_c6)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
        i98 = offs_n0[None, None, :] + tl.zeros([T_c4, T_c6, F_n0], tl.int32)
        t99 = tl.where(i98 < 4, tl.gather(t96, tl.minimum(i98, F_n1 - 1), 2), tl.gather(t97, tl.minimum(tl.maximum(i98 - 4, 0), F_n1 - 1), 2))
        t100 = tl.load(m33_ptr + offs_c6[None, :, None] * m33_s1 + offs_n0[None, None, :] * m33_s2, mask=(offs_c6 < E_c6)[None, :, None] & (offs_n0 < E_n0)[None, None, :], other=0).to(tl.float32)
        t101 = (t99) * (t100)
        t102 = t94 + t101
        t103 = tl.reshape(t102, [T_c4, 1, T_c6, F_n0])
        t104 = tl.permute(t103, (0, 1, 3, 2))
        t105 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, None, :], t19, 0.0), 4) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, :, None], t104, 0.0), 2), axis=3)
        t106 = tl.load(m56_ptr + offs_c4[:, None, None] * m56_s0 + offs_c6[None, :, None] * m56_s1 + offs_n3[None, None, :] * m56_s2, mask=(offs_c4 < E_c4)[:, None, None] & (offs_c6 < E_c6)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
        acc110 = tl.full([T_c4, T_c6, 1], 0.0, tl.float32)
        for i_c7 in range(0, tl.cdiv(E_c7, T_c7)):
            offs_c7 = i_c7 * T_c7 + tl.arange(0, T_c7)

            t107 = tl.load(m56_ptr + offs_c4[:, None, None] * m56_s0 + offs_c6[None, :, None] * m56_s1 + offs_c7[None, None, :] * m56_s2, mask=(offs_c4 < E_c4)[:, None, None] & (offs_c6 < E_c6)[None, :, None] & (offs_c7 < E_c7)[None, None, :], other=0).to(tl.float32)
            t108 = (t107) * (t107)
            t109 = tl.sum(tl.where((offs_c7 < E_c7)[None, None, :], t108, 0.0), axis=2, keep_dims=True)
            acc110 = acc110 + t109
        t111 = acc110 + 6.4e-05
        t112 = tl.rsqrt(t111)
        t113 = (t106) * (t112)
        t114 = (t113) * (t67)
        t115 = tl.reshape(t114, [T_c4, 1, T_c6, F_n3])
        t116 = (t115) * (8.0)
        t117 = tl.permute(t116, (0, 1, 3, 2))
        t118 = tl.sum(tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, None, :], t55, 0.0), 4) * tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, :, None], t117, 0.0), 2), axis=3)
        t119 = (t118) * (4.0)
        t120 = t105 + t119
        t121 = tl.max(tl.where((offs_c6 < E_c6)[None, None, None, :], t120, -float('inf')), axis=3, keep_dims=True)
        t122 = (t121) * (0.2041241452319315)
        t123 = (t120) * (0.2041241452319315)
        t124 = t122 - (t122)
        t125 = t124 == t124
        t126 = (t125) == 0
        t127 = tl.exp(t122)
        t128 = tl.where(t126, t127, t122)
        t129 = t123 - (t128)
        t130 = tl.exp(t129)
        t131 = tl.sum(tl.where((offs_c6 < E_c6)[None, None, None, :], t130, 0.0), axis=3, keep_dims=True)
        t132 = tl.sum(tl.expand_dims(tl.where((offs_c6 < E_c6)[None, None, None, :], t130, 0.0), 4) * tl.expand_dims(tl.where((offs_c6 < E_c6)[None, None, :, None], t115, 0.0), 2), axis=3)
        m136 = tl.maximum(acc133, t122)
        r137 = tl.where(acc133 == -float("inf"), 0.0, tl.exp(acc133 - m136))
        r138 = tl.where(t122 == -float("inf"), 0.0, tl.exp(t122 - m136))
        acc134 = tl.where(acc133 == -float("inf"), 0.0, acc134 * r137) + tl.where(t122 == -float("inf"), 0.0, t131 * r138)
        acc135 = tl.where(acc133 == -float("inf"), 0.0, acc135 * r137) + tl.where(t122 == -float("inf"), 0.0, t132 * r138)
        acc133 = m136
    t139 = (t91) / (acc134)
    tl.store(buf140_ptr + offs_c4[:, None, None, None] * buf140_s0 + offs_c5[None, :, None, None] * buf140_s1 + offs_n3[None, None, None, :] * buf140_s3, t139, mask=(offs_c4 < E_c4)[:, None, None, None] & (offs_c5 < E_c5)[None, :, None, None] & (offs_n3 < E_n3)[None, None, None, :])


@triton.jit
def kernel_1(buf140_ptr, buf140_s0, buf140_s1, buf140_s2, buf140_s3, m142_ptr, m142_s0, m142_s1, m142_s2, m142_s3, buf148_ptr, buf148_s0, buf148_s1, buf148_s2, buf148_s3, E_c0, E_c1, E_c2, E_c3, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # writes buf148: Combine over grid cut0.0@0[2], grid cut0.1@1[4], grid w_uv.3@3[16]
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
    acc147 = tl.full([T_c0, T_c1, 1, T_c2], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t141 = tl.load(buf140_ptr + offs_c0[:, None, None, None] * buf140_s0 + offs_c1[None, :, None, None] * buf140_s1 + offs_c3[None, None, None, :] * buf140_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
        t145 = tl.load(m142_ptr + offs_c1[None, :, None, None] * m142_s1 + offs_c3[None, None, :, None] * m142_s2 + offs_c2[None, None, None, :] * m142_s3, mask=(offs_c1 < E_c1)[None, :, None, None] & (offs_c3 < E_c3)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
        t146 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, :], t141, 0.0), 4) * tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, :, None], t145, 0.0), 2), axis=3)
        acc147 = acc147 + t146
    tl.store(buf148_ptr + offs_c0[:, None, None, None] * buf148_s0 + offs_c1[None, :, None, None] * buf148_s1 + offs_c2[None, None, None, :] * buf148_s3, acc147, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_c2 < E_c2)[None, None, None, :])


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
    m53 = inputs['w_uk']
    m52 = m53.reshape([1, 4, 16, 64])
    m56 = inputs['c_kv']
    m66 = inputs['w_kv_norm']
    m65 = m66.reshape([1, 1, 64])
    buf140 = torch.full([2, 4, 1, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(2, T['c4']) * _cdiv(4, T['c5']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m4_ptr=m4, m4_s0=m4.stride(0), m4_s1=m4.stride(1), m4_s2=m4.stride(2), m4_s3=m4.stride(3), m8_ptr=m8, m8_s0=m8.stride(0), m8_s1=m8.stride(1), m8_s2=m8.stride(2), m8_s3=m8.stride(3), m11_ptr=m11, m11_s0=m11.stride(0), m11_s1=m11.stride(1), m11_s2=m11.stride(2), m11_s3=m11.stride(3), m15_ptr=m15, m15_s0=m15.stride(0), m15_s1=m15.stride(1), m15_s2=m15.stride(2), m15_s3=m15.stride(3), m20_ptr=m20, m20_s0=m20.stride(0), m20_s1=m20.stride(1), m20_s2=m20.stride(2), m22_ptr=m22, m22_s0=m22.stride(0), m22_s1=m22.stride(1), m22_s2=m22.stride(2), m26_ptr=m26, m26_s0=m26.stride(0), m26_s1=m26.stride(1), m26_s2=m26.stride(2), m29_ptr=m29, m29_s0=m29.stride(0), m29_s1=m29.stride(1), m29_s2=m29.stride(2), m33_ptr=m33, m33_s0=m33.stride(0), m33_s1=m33.stride(1), m33_s2=m33.stride(2), m41_ptr=m41, m41_s0=m41.stride(0), m41_s1=m41.stride(1), m41_s2=m41.stride(2), m41_s3=m41.stride(3), m43_ptr=m43, m43_s0=m43.stride(0), m43_s1=m43.stride(1), m43_s2=m43.stride(2), m43_s3=m43.stride(3), m52_ptr=m52, m52_s0=m52.stride(0), m52_s1=m52.stride(1), m52_s2=m52.stride(2), m52_s3=m52.stride(3), m56_ptr=m56, m56_s0=m56.stride(0), m56_s1=m56.stride(1), m56_s2=m56.stride(2), m65_ptr=m65, m65_s0=m65.stride(0), m65_s1=m65.stride(1), m65_s2=m65.stride(2), buf140_ptr=buf140, buf140_s0=buf140.stride(0), buf140_s1=buf140.stride(1), buf140_s2=buf140.stride(2), buf140_s3=buf140.stride(3), E_c4=2, E_c5=4, E_c6=32, E_c7=64, E_n0=8, E_n1=4, E_n2=16, E_n3=64, F_n0=_pow2(8), F_n1=_pow2(4), F_n2=_pow2(16), F_n3=_pow2(64), T_c4=T['c4'], T_c5=T['c5'], T_c6=T['c6'], T_c7=T['c7'])
    m144 = inputs['w_uv']
    m143 = m144.permute([0, 2, 1])
    m142 = m143.reshape([1, 4, 64, 16])
    buf148 = torch.full([2, 4, 1, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(2, T['c0']) * _cdiv(4, T['c1']) * _cdiv(16, T['c2']),)](buf140_ptr=buf140, buf140_s0=buf140.stride(0), buf140_s1=buf140.stride(1), buf140_s2=buf140.stride(2), buf140_s3=buf140.stride(3), m142_ptr=m142, m142_s0=m142.stride(0), m142_s1=m142.stride(1), m142_s2=m142.stride(2), m142_s3=m142.stride(3), buf148_ptr=buf148, buf148_s0=buf148.stride(0), buf148_s1=buf148.stride(1), buf148_s2=buf148.stride(2), buf148_s3=buf148.stride(3), E_c0=2, E_c1=4, E_c2=16, E_c3=64, T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'], T_c3=T['c3'])
    return buf148


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
