"""qknorm_mla [small], candidate 80: 2 kernel(s)

Rendered by EqiForge from candidate 80 of qknorm_mla [small]: grid(q.0@0, q.1@1) loop(q.3[16]: sum) loop(c_kv.2[64]: sum) loop(c_kv.1[32]: max) loop(c_kv.1[32]: rescale) [7 mm] | grid(cut0.0@0, cut0.1@1, w_uv.3@3) loop(cut0.3[64]: sum) [1 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid cut0.0@0[2]
    c1: grid cut0.1@1[4]
    c2: grid w_uv.3@3[16]
    c3: loop cut0.3[64]
    c4: grid q.0@0[2]
    c5: grid q.1@1[4]
    c6: loop q.3[16]
    c7: loop c_kv.2[64]
    c8: loop c_kv.1[32]

Run it on its own: `python kernels/f80.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/qknorm_mla.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 1, "c1": 2, "c2": 8, "c3": 32, "c4": 1, "c5": 2, "c6": 8, "c7": 32, "c8": 16}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 2, "c1": 4, "c2": 16, "c3": 64, "c4": 2, "c5": 4, "c6": 16, "c7": 64, "c8": 32}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m6_ptr, m6_s0, m6_s1, m6_s2, m6_s3, m10_ptr, m10_s0, m10_s1, m10_s2, m10_s3, m2_ptr, m2_s0, m2_s1, m2_s2, m2_s3, m15_ptr, m15_s0, m15_s1, m15_s2, m15_s3, m20_ptr, m20_s0, m20_s1, m20_s2, m24_ptr, m24_s0, m24_s1, m24_s2, m28_ptr, m28_s0, m28_s1, m28_s2, m21_ptr, m21_s0, m21_s1, m21_s2, m33_ptr, m33_s0, m33_s1, m33_s2, m41_ptr, m41_s0, m41_s1, m41_s2, m41_s3, m43_ptr, m43_s0, m43_s1, m43_s2, m43_s3, m54_ptr, m54_s0, m54_s1, m54_s2, m54_s3, m58_ptr, m58_s0, m58_s1, m58_s2, m67_ptr, m67_s0, m67_s1, m67_s2, buf168_ptr, buf168_s0, buf168_s1, buf168_s2, buf168_s3, E_c4, E_c5, E_c6, E_c7, E_c8, E_n0, E_n1, E_n2, E_n3, E_n4, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, F_n4: tl.constexpr, T_c4: tl.constexpr, T_c5: tl.constexpr, T_c6: tl.constexpr, T_c7: tl.constexpr, T_c8: tl.constexpr):
    # writes buf168: Combine over grid q.0@0[2], grid q.1@1[4]
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
    t4 = tl.load(m1_ptr + offs_c4[:, None, None, None] * m1_s0 + offs_c5[None, :, None, None] * m1_s1 + offs_n0[None, None, None, :] * m1_s3, mask=(offs_c4 < E_c4)[:, None, None, None] & (offs_c5 < E_c5)[None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t5 = -(t4)
    t7 = tl.load(m6_ptr + offs_c4[:, None, None, None] * m6_s0 + offs_c5[None, :, None, None] * m6_s1 + offs_n0[None, None, None, :] * m6_s3, mask=(offs_c4 < E_c4)[:, None, None, None] & (offs_c5 < E_c5)[None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    i8 = offs_n1[None, None, None, :] + tl.zeros([T_c4, T_c5, 1, F_n1], tl.int32)
    t9 = tl.where(i8 < 4, tl.gather(t5, tl.minimum(i8, F_n0 - 1), 3), tl.gather(t7, tl.minimum(tl.maximum(i8 - 4, 0), F_n0 - 1), 3))
    t12 = tl.load(m10_ptr + offs_n1[None, None, None, :] * m10_s3, mask=(offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t13 = (t9) * (t12)
    t14 = tl.load(m2_ptr + offs_c4[:, None, None, None] * m2_s0 + offs_c5[None, :, None, None] * m2_s1 + offs_n1[None, None, None, :] * m2_s3, mask=(offs_c4 < E_c4)[:, None, None, None] & (offs_c5 < E_c5)[None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t17 = tl.load(m15_ptr + offs_n1[None, None, None, :] * m15_s3, mask=(offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t18 = (t14) * (t17)
    t19 = t13 + t18
    t22 = tl.load(m20_ptr + offs_c4[:, None, None] * m20_s0 + offs_n2[None, :, None] * m20_s1 + offs_n0[None, None, :] * m20_s2, mask=(offs_c4 < E_c4)[:, None, None] & (offs_n2 < E_n2)[None, :, None] & (offs_n0 < E_n0)[None, None, :], other=0).to(tl.float32)
    t23 = -(t22)
    t25 = tl.load(m24_ptr + offs_c4[:, None, None] * m24_s0 + offs_n2[None, :, None] * m24_s1 + offs_n0[None, None, :] * m24_s2, mask=(offs_c4 < E_c4)[:, None, None] & (offs_n2 < E_n2)[None, :, None] & (offs_n0 < E_n0)[None, None, :], other=0).to(tl.float32)
    i26 = offs_n1[None, None, :] + tl.zeros([T_c4, F_n2, F_n1], tl.int32)
    t27 = tl.where(i26 < 4, tl.gather(t23, tl.minimum(i26, F_n0 - 1), 2), tl.gather(t25, tl.minimum(tl.maximum(i26 - 4, 0), F_n0 - 1), 2))
    t30 = tl.load(m28_ptr + offs_n2[None, :, None] * m28_s1 + offs_n1[None, None, :] * m28_s2, mask=(offs_n2 < E_n2)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    t31 = (t27) * (t30)
    t32 = tl.load(m21_ptr + offs_c4[:, None, None] * m21_s0 + offs_n2[None, :, None] * m21_s1 + offs_n1[None, None, :] * m21_s2, mask=(offs_c4 < E_c4)[:, None, None] & (offs_n2 < E_n2)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    t35 = tl.load(m33_ptr + offs_n2[None, :, None] * m33_s1 + offs_n1[None, None, :] * m33_s2, mask=(offs_n2 < E_n2)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    t36 = (t32) * (t35)
    t37 = t31 + t36
    t38 = tl.reshape(t37, [T_c4, 1, F_n2, F_n1])
    t39 = tl.permute(t38, (0, 1, 3, 2))
    t40 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :], t19, 0.0), 4) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :, None], t39, 0.0), 2), axis=3)
    t42 = tl.load(m41_ptr + offs_c4[:, None, None, None] * m41_s0 + offs_c5[None, :, None, None] * m41_s1 + offs_n3[None, None, None, :] * m41_s3, mask=(offs_c4 < E_c4)[:, None, None, None] & (offs_c5 < E_c5)[None, :, None, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t45 = tl.load(m43_ptr + offs_n3[None, None, None, :] * m43_s3, mask=(offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t46 = (t42) * (t45)
    acc50 = tl.full([T_c4, T_c5, 1, 1], 0.0, tl.float32)
    for i_c6 in range(0, tl.cdiv(E_c6, T_c6)):
        offs_c6 = i_c6 * T_c6 + tl.arange(0, T_c6)

        t47 = tl.load(m41_ptr + offs_c4[:, None, None, None] * m41_s0 + offs_c5[None, :, None, None] * m41_s1 + offs_c6[None, None, None, :] * m41_s3, mask=(offs_c4 < E_c4)[:, None, None, None] & (offs_c5 < E_c5)[None, :, None, None] & (offs_c6 < E_c6)[None, None, None, :], other=0).to(tl.float32)
        t48 = (t47) * (t47)
        t49 = tl.sum(tl.where((offs_c6 < E_c6)[None, None, None, :], t48, 0.0), axis=3, keep_dims=True)
        acc50 = acc50 + t49
    t51 = acc50 + 1.6e-05
    t52 = tl.rsqrt(t51)
    t53 = (t46) * (t52)
    t56 = tl.load(m54_ptr + offs_c5[None, :, None, None] * m54_s1 + offs_n3[None, None, :, None] * m54_s2 + offs_n4[None, None, None, :] * m54_s3, mask=(offs_c5 < E_c5)[None, :, None, None] & (offs_n3 < E_n3)[None, None, :, None] & (offs_n4 < E_n4)[None, None, None, :], other=0).to(tl.float32)
    t57 = tl.sum(tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, None, :], t53, 0.0), 4) * tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, :, None], t56, 0.0), 2), axis=3)
    t59 = tl.load(m58_ptr + offs_c4[:, None, None] * m58_s0 + offs_n2[None, :, None] * m58_s1 + offs_n4[None, None, :] * m58_s2, mask=(offs_c4 < E_c4)[:, None, None] & (offs_n2 < E_n2)[None, :, None] & (offs_n4 < E_n4)[None, None, :], other=0).to(tl.float32)
    acc63 = tl.full([T_c4, F_n2, 1], 0.0, tl.float32)
    for i_c7 in range(0, tl.cdiv(E_c7, T_c7)):
        offs_c7 = i_c7 * T_c7 + tl.arange(0, T_c7)

        t60 = tl.load(m58_ptr + offs_c4[:, None, None] * m58_s0 + offs_n2[None, :, None] * m58_s1 + offs_c7[None, None, :] * m58_s2, mask=(offs_c4 < E_c4)[:, None, None] & (offs_n2 < E_n2)[None, :, None] & (offs_c7 < E_c7)[None, None, :], other=0).to(tl.float32)
        t61 = (t60) * (t60)
        t62 = tl.sum(tl.where((offs_c7 < E_c7)[None, None, :], t61, 0.0), axis=2, keep_dims=True)
        acc63 = acc63 + t62
    t64 = acc63 + 6.4e-05
    t65 = tl.rsqrt(t64)
    t66 = (t59) * (t65)
    t69 = tl.load(m67_ptr + offs_n4[None, None, :] * m67_s2, mask=(offs_n4 < E_n4)[None, None, :], other=0).to(tl.float32)
    t70 = (t66) * (t69)
    t71 = tl.reshape(t70, [T_c4, 1, F_n2, F_n4])
    t72 = (t71) * (8.0)
    t73 = tl.permute(t72, (0, 1, 3, 2))
    t74 = tl.sum(tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, None, :], t57, 0.0), 4) * tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, :, None], t73, 0.0), 2), axis=3)
    t75 = (t74) * (4.0)
    t76 = t40 + t75
    t77 = (t14) * (t17)
    t78 = -(t4)
    i79 = offs_n1[None, None, None, :] + tl.zeros([T_c4, T_c5, 1, F_n1], tl.int32)
    t80 = tl.where(i79 < 4, tl.gather(t78, tl.minimum(i79, F_n0 - 1), 3), tl.gather(t7, tl.minimum(tl.maximum(i79 - 4, 0), F_n0 - 1), 3))
    t81 = (t80) * (t12)
    t82 = t77 + t81
    t97 = (t42) * (t45)
    t98 = (t42) * (t42)
    t99 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t98, 0.0), axis=3, keep_dims=True)
    t100 = t99 + 1.6e-05
    t101 = tl.rsqrt(t100)
    t102 = (t97) * (t101)
    t103 = tl.sum(tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, None, :], t102, 0.0), 4) * tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, :, None], t56, 0.0), 2), axis=3)
    acc118 = tl.full([T_c4, T_c5, 1, 1], -float('inf'), tl.float32)
    for i_c8 in range(0, tl.cdiv(E_c8, T_c8)):
        offs_c8 = i_c8 * T_c8 + tl.arange(0, T_c8)

        t83 = tl.load(m21_ptr + offs_c4[:, None, None] * m21_s0 + offs_c8[None, :, None] * m21_s1 + offs_n1[None, None, :] * m21_s2, mask=(offs_c4 < E_c4)[:, None, None] & (offs_c8 < E_c8)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
        t84 = tl.load(m33_ptr + offs_c8[None, :, None] * m33_s1 + offs_n1[None, None, :] * m33_s2, mask=(offs_c8 < E_c8)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
        t85 = (t83) * (t84)
        t86 = tl.load(m20_ptr + offs_c4[:, None, None] * m20_s0 + offs_c8[None, :, None] * m20_s1 + offs_n0[None, None, :] * m20_s2, mask=(offs_c4 < E_c4)[:, None, None] & (offs_c8 < E_c8)[None, :, None] & (offs_n0 < E_n0)[None, None, :], other=0).to(tl.float32)
        t87 = -(t86)
        t88 = tl.load(m24_ptr + offs_c4[:, None, None] * m24_s0 + offs_c8[None, :, None] * m24_s1 + offs_n0[None, None, :] * m24_s2, mask=(offs_c4 < E_c4)[:, None, None] & (offs_c8 < E_c8)[None, :, None] & (offs_n0 < E_n0)[None, None, :], other=0).to(tl.float32)
        i89 = offs_n1[None, None, :] + tl.zeros([T_c4, T_c8, F_n1], tl.int32)
        t90 = tl.where(i89 < 4, tl.gather(t87, tl.minimum(i89, F_n0 - 1), 2), tl.gather(t88, tl.minimum(tl.maximum(i89 - 4, 0), F_n0 - 1), 2))
        t91 = tl.load(m28_ptr + offs_c8[None, :, None] * m28_s1 + offs_n1[None, None, :] * m28_s2, mask=(offs_c8 < E_c8)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
        t92 = (t90) * (t91)
        t93 = t85 + t92
        t94 = tl.reshape(t93, [T_c4, 1, T_c8, F_n1])
        t95 = tl.permute(t94, (0, 1, 3, 2))
        t96 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :], t82, 0.0), 4) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :, None], t95, 0.0), 2), axis=3)
        t104 = tl.load(m58_ptr + offs_c4[:, None, None] * m58_s0 + offs_c8[None, :, None] * m58_s1 + offs_n4[None, None, :] * m58_s2, mask=(offs_c4 < E_c4)[:, None, None] & (offs_c8 < E_c8)[None, :, None] & (offs_n4 < E_n4)[None, None, :], other=0).to(tl.float32)
        t105 = (t104) * (t104)
        t106 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :], t105, 0.0), axis=2, keep_dims=True)
        t107 = t106 + 6.4e-05
        t108 = tl.rsqrt(t107)
        t109 = (t104) * (t108)
        t110 = (t109) * (t69)
        t111 = tl.reshape(t110, [T_c4, 1, T_c8, F_n4])
        t112 = (t111) * (8.0)
        t113 = tl.permute(t112, (0, 1, 3, 2))
        t114 = tl.sum(tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, None, :], t103, 0.0), 4) * tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, :, None], t113, 0.0), 2), axis=3)
        t115 = (t114) * (4.0)
        t116 = t96 + t115
        t117 = tl.max(tl.where((offs_c8 < E_c8)[None, None, None, :], t116, -float('inf')), axis=3, keep_dims=True)
        acc118 = tl.maximum(acc118, t117)
    t119 = t76 - (acc118)
    t120 = (t119) * (0.2041241452319315)
    t121 = tl.exp(t120)
    t122 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t121, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t71, 0.0), 2), axis=3)
    t123 = (t122) * (8.0)
    acc162 = tl.full([T_c4, T_c5, 1, 1], -float('inf'), tl.float32)
    acc163 = tl.full([T_c4, T_c5, 1, 1], 0.0, tl.float32)
    for i_c8 in range(0, tl.cdiv(E_c8, T_c8)):
        offs_c8 = i_c8 * T_c8 + tl.arange(0, T_c8)

        t124 = tl.load(m21_ptr + offs_c4[:, None, None] * m21_s0 + offs_c8[None, :, None] * m21_s1 + offs_n1[None, None, :] * m21_s2, mask=(offs_c4 < E_c4)[:, None, None] & (offs_c8 < E_c8)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
        t125 = tl.load(m33_ptr + offs_c8[None, :, None] * m33_s1 + offs_n1[None, None, :] * m33_s2, mask=(offs_c8 < E_c8)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
        t126 = (t124) * (t125)
        t127 = tl.load(m20_ptr + offs_c4[:, None, None] * m20_s0 + offs_c8[None, :, None] * m20_s1 + offs_n0[None, None, :] * m20_s2, mask=(offs_c4 < E_c4)[:, None, None] & (offs_c8 < E_c8)[None, :, None] & (offs_n0 < E_n0)[None, None, :], other=0).to(tl.float32)
        t128 = -(t127)
        t129 = tl.load(m24_ptr + offs_c4[:, None, None] * m24_s0 + offs_c8[None, :, None] * m24_s1 + offs_n0[None, None, :] * m24_s2, mask=(offs_c4 < E_c4)[:, None, None] & (offs_c8 < E_c8)[None, :, None] & (offs_n0 < E_n0)[None, None, :], other=0).to(tl.float32)
        i130 = offs_n1[None, None, :] + tl.zeros([T_c4, T_c8, F_n1], tl.int32)
        t131 = tl.where(i130 < 4, tl.gather(t128, tl.minimum(i130, F_n0 - 1), 2), tl.gather(t129, tl.minimum(tl.maximum(i130 - 4, 0), F_n0 - 1), 2))
        t132 = tl.load(m28_ptr + offs_c8[None, :, None] * m28_s1 + offs_n1[None, None, :] * m28_s2, mask=(offs_c8 < E_c8)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
        t133 = (t131) * (t132)
        t134 = t126 + t133
        t135 = tl.reshape(t134, [T_c4, 1, T_c8, F_n1])
        t136 = tl.permute(t135, (0, 1, 3, 2))
        t137 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :], t82, 0.0), 4) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :, None], t136, 0.0), 2), axis=3)
        t138 = tl.load(m58_ptr + offs_c4[:, None, None] * m58_s0 + offs_c8[None, :, None] * m58_s1 + offs_n4[None, None, :] * m58_s2, mask=(offs_c4 < E_c4)[:, None, None] & (offs_c8 < E_c8)[None, :, None] & (offs_n4 < E_n4)[None, None, :], other=0).to(tl.float32)
        t139 = (t138) * (t138)
        t140 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :], t139, 0.0), axis=2, keep_dims=True)
        t141 = t140 + 6.4e-05
        t142 = tl.rsqrt(t141)
        t143 = (t138) * (t142)
        t144 = (t143) * (t69)
        t145 = tl.reshape(t144, [T_c4, 1, T_c8, F_n4])
        t146 = (t145) * (8.0)
        t147 = tl.permute(t146, (0, 1, 3, 2))
        t148 = tl.sum(tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, None, :], t103, 0.0), 4) * tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, :, None], t147, 0.0), 2), axis=3)
        t149 = (t148) * (4.0)
        t150 = t137 + t149
        t151 = tl.max(tl.where((offs_c8 < E_c8)[None, None, None, :], t150, -float('inf')), axis=3, keep_dims=True)
        t152 = (t151) * (0.2041241452319315)
        t153 = (t150) * (0.2041241452319315)
        t154 = t152 - (t152)
        t155 = t154 == t154
        t156 = (t155) == 0
        t157 = tl.exp(t152)
        t158 = tl.where(t156, t157, t152)
        t159 = t153 - (t158)
        t160 = tl.exp(t159)
        t161 = tl.sum(tl.where((offs_c8 < E_c8)[None, None, None, :], t160, 0.0), axis=3, keep_dims=True)
        m164 = tl.maximum(acc162, t152)
        r165 = tl.where(acc162 == -float("inf"), 0.0, tl.exp(acc162 - m164))
        r166 = tl.where(t152 == -float("inf"), 0.0, tl.exp(t152 - m164))
        acc163 = tl.where(acc162 == -float("inf"), 0.0, acc163 * r165) + tl.where(t152 == -float("inf"), 0.0, t161 * r166)
        acc162 = m164
    t167 = (t123) / (acc163)
    tl.store(buf168_ptr + offs_c4[:, None, None, None] * buf168_s0 + offs_c5[None, :, None, None] * buf168_s1 + offs_n4[None, None, None, :] * buf168_s3, t167, mask=(offs_c4 < E_c4)[:, None, None, None] & (offs_c5 < E_c5)[None, :, None, None] & (offs_n4 < E_n4)[None, None, None, :])


@triton.jit
def kernel_1(buf168_ptr, buf168_s0, buf168_s1, buf168_s2, buf168_s3, m170_ptr, m170_s0, m170_s1, m170_s2, m170_s3, buf176_ptr, buf176_s0, buf176_s1, buf176_s2, buf176_s3, E_c0, E_c1, E_c2, E_c3, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # writes buf176: Combine over grid cut0.0@0[2], grid cut0.1@1[4], grid w_uv.3@3[16]
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
    acc175 = tl.full([T_c0, T_c1, 1, T_c2], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t169 = tl.load(buf168_ptr + offs_c0[:, None, None, None] * buf168_s0 + offs_c1[None, :, None, None] * buf168_s1 + offs_c3[None, None, None, :] * buf168_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
        t173 = tl.load(m170_ptr + offs_c1[None, :, None, None] * m170_s1 + offs_c3[None, None, :, None] * m170_s2 + offs_c2[None, None, None, :] * m170_s3, mask=(offs_c1 < E_c1)[None, :, None, None] & (offs_c3 < E_c3)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
        t174 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, :], t169, 0.0), 4) * tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, :, None], t173, 0.0), 2), axis=3)
        acc175 = acc175 + t174
    tl.store(buf176_ptr + offs_c0[:, None, None, None] * buf176_s0 + offs_c1[None, :, None, None] * buf176_s1 + offs_c2[None, None, None, :] * buf176_s3, acc175, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_c2 < E_c2)[None, None, None, :])


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
    m55 = inputs['w_uk']
    m54 = m55.reshape([1, 4, 16, 64])
    m58 = inputs['c_kv']
    m68 = inputs['w_kv_norm']
    m67 = m68.reshape([1, 1, 64])
    buf168 = torch.full([2, 4, 1, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(2, T['c4']) * _cdiv(4, T['c5']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m6_ptr=m6, m6_s0=m6.stride(0), m6_s1=m6.stride(1), m6_s2=m6.stride(2), m6_s3=m6.stride(3), m10_ptr=m10, m10_s0=m10.stride(0), m10_s1=m10.stride(1), m10_s2=m10.stride(2), m10_s3=m10.stride(3), m2_ptr=m2, m2_s0=m2.stride(0), m2_s1=m2.stride(1), m2_s2=m2.stride(2), m2_s3=m2.stride(3), m15_ptr=m15, m15_s0=m15.stride(0), m15_s1=m15.stride(1), m15_s2=m15.stride(2), m15_s3=m15.stride(3), m20_ptr=m20, m20_s0=m20.stride(0), m20_s1=m20.stride(1), m20_s2=m20.stride(2), m24_ptr=m24, m24_s0=m24.stride(0), m24_s1=m24.stride(1), m24_s2=m24.stride(2), m28_ptr=m28, m28_s0=m28.stride(0), m28_s1=m28.stride(1), m28_s2=m28.stride(2), m21_ptr=m21, m21_s0=m21.stride(0), m21_s1=m21.stride(1), m21_s2=m21.stride(2), m33_ptr=m33, m33_s0=m33.stride(0), m33_s1=m33.stride(1), m33_s2=m33.stride(2), m41_ptr=m41, m41_s0=m41.stride(0), m41_s1=m41.stride(1), m41_s2=m41.stride(2), m41_s3=m41.stride(3), m43_ptr=m43, m43_s0=m43.stride(0), m43_s1=m43.stride(1), m43_s2=m43.stride(2), m43_s3=m43.stride(3), m54_ptr=m54, m54_s0=m54.stride(0), m54_s1=m54.stride(1), m54_s2=m54.stride(2), m54_s3=m54.stride(3), m58_ptr=m58, m58_s0=m58.stride(0), m58_s1=m58.stride(1), m58_s2=m58.stride(2), m67_ptr=m67, m67_s0=m67.stride(0), m67_s1=m67.stride(1), m67_s2=m67.stride(2), buf168_ptr=buf168, buf168_s0=buf168.stride(0), buf168_s1=buf168.stride(1), buf168_s2=buf168.stride(2), buf168_s3=buf168.stride(3), E_c4=2, E_c5=4, E_c6=16, E_c7=64, E_c8=32, E_n0=4, E_n1=8, E_n2=32, E_n3=16, E_n4=64, F_n0=_pow2(4), F_n1=_pow2(8), F_n2=_pow2(32), F_n3=_pow2(16), F_n4=_pow2(64), T_c4=T['c4'], T_c5=T['c5'], T_c6=T['c6'], T_c7=T['c7'], T_c8=T['c8'])
    m172 = inputs['w_uv']
    m171 = m172.permute([0, 2, 1])
    m170 = m171.reshape([1, 4, 64, 16])
    buf176 = torch.full([2, 4, 1, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(2, T['c0']) * _cdiv(4, T['c1']) * _cdiv(16, T['c2']),)](buf168_ptr=buf168, buf168_s0=buf168.stride(0), buf168_s1=buf168.stride(1), buf168_s2=buf168.stride(2), buf168_s3=buf168.stride(3), m170_ptr=m170, m170_s0=m170.stride(0), m170_s1=m170.stride(1), m170_s2=m170.stride(2), m170_s3=m170.stride(3), buf176_ptr=buf176, buf176_s0=buf176.stride(0), buf176_s1=buf176.stride(1), buf176_s2=buf176.stride(2), buf176_s3=buf176.stride(3), E_c0=2, E_c1=4, E_c2=16, E_c3=64, T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'], T_c3=T['c3'])
    return buf176


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
