"""qknorm_mla [small], candidate 96: 2 kernel(s)

Rendered by EqiForge from candidate 96 of qknorm_mla [small]: grid(q.0@0, q.1@1) loop(q.3[16]: sum) loop(q.3[16]: sum) loop(c_kv.1[32]: max) {loop(q.3[16]: sum)} loop(c_kv.1[32]: rescale) {loop(q.3[16]: sum)} [7 mm] | grid(cut0.0@0, cut0.1@1, w_uv.3@3) loop(cut0.3[64]: sum) [1 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid cut0.0@0[2]
    c1: grid cut0.1@1[4]
    c2: grid w_uv.3@3[16]
    c3: loop cut0.3[64]
    c4: grid q.0@0[2]
    c5: grid q.1@1[4]
    c6: loop q.3[16]
    c7: loop c_kv.1[32]

Run it on its own: `python kernels/f96.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/qknorm_mla.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 1, "c1": 2, "c2": 8, "c3": 32, "c4": 1, "c5": 2, "c6": 8, "c7": 16}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 2, "c1": 4, "c2": 16, "c3": 64, "c4": 2, "c5": 4, "c6": 16, "c7": 32}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m6_ptr, m6_s0, m6_s1, m6_s2, m6_s3, m10_ptr, m10_s0, m10_s1, m10_s2, m10_s3, m2_ptr, m2_s0, m2_s1, m2_s2, m2_s3, m15_ptr, m15_s0, m15_s1, m15_s2, m15_s3, m20_ptr, m20_s0, m20_s1, m20_s2, m24_ptr, m24_s0, m24_s1, m24_s2, m28_ptr, m28_s0, m28_s1, m28_s2, m21_ptr, m21_s0, m21_s1, m21_s2, m33_ptr, m33_s0, m33_s1, m33_s2, m41_ptr, m41_s0, m41_s1, m41_s2, m41_s3, m43_ptr, m43_s0, m43_s1, m43_s2, m43_s3, m47_ptr, m47_s0, m47_s1, m47_s2, m47_s3, m52_ptr, m52_s0, m52_s1, m52_s2, m59_ptr, m59_s0, m59_s1, m59_s2, buf172_ptr, buf172_s0, buf172_s1, buf172_s2, buf172_s3, E_c4, E_c5, E_c6, E_c7, E_n0, E_n1, E_n2, E_n3, E_n4, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, F_n4: tl.constexpr, T_c4: tl.constexpr, T_c5: tl.constexpr, T_c6: tl.constexpr, T_c7: tl.constexpr):
    # writes buf172: Combine over grid q.0@0[2], grid q.1@1[4]
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
    acc51 = tl.full([T_c4, T_c5, 1, F_n3], 0.0, tl.float32)
    for i_c6 in range(0, tl.cdiv(E_c6, T_c6)):
        offs_c6 = i_c6 * T_c6 + tl.arange(0, T_c6)

        t42 = tl.load(m41_ptr + offs_c4[:, None, None, None] * m41_s0 + offs_c5[None, :, None, None] * m41_s1 + offs_c6[None, None, None, :] * m41_s3, mask=(offs_c4 < E_c4)[:, None, None, None] & (offs_c5 < E_c5)[None, :, None, None] & (offs_c6 < E_c6)[None, None, None, :], other=0).to(tl.float32)
        t45 = tl.load(m43_ptr + offs_c6[None, None, None, :] * m43_s3, mask=(offs_c6 < E_c6)[None, None, None, :], other=0).to(tl.float32)
        t46 = (t42) * (t45)
        t49 = tl.load(m47_ptr + offs_c5[None, :, None, None] * m47_s1 + offs_c6[None, None, :, None] * m47_s2 + offs_n3[None, None, None, :] * m47_s3, mask=(offs_c5 < E_c5)[None, :, None, None] & (offs_c6 < E_c6)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
        t50 = tl.sum(tl.expand_dims(tl.where((offs_c6 < E_c6)[None, None, None, :], t46, 0.0), 4) * tl.expand_dims(tl.where((offs_c6 < E_c6)[None, None, :, None], t49, 0.0), 2), axis=3)
        acc51 = acc51 + t50
    t53 = tl.load(m52_ptr + offs_c4[:, None, None] * m52_s0 + offs_n2[None, :, None] * m52_s1 + offs_n3[None, None, :] * m52_s2, mask=(offs_c4 < E_c4)[:, None, None] & (offs_n2 < E_n2)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t54 = (t53) * (t53)
    t55 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :], t54, 0.0), axis=2, keep_dims=True)
    t56 = t55 + 6.4e-05
    t57 = tl.rsqrt(t56)
    t58 = (t53) * (t57)
    t61 = tl.load(m59_ptr + offs_n3[None, None, :] * m59_s2, mask=(offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t62 = (t58) * (t61)
    t63 = tl.reshape(t62, [T_c4, 1, F_n2, F_n3])
    t64 = (t63) * (8.0)
    t65 = tl.permute(t64, (0, 1, 3, 2))
    t66 = tl.sum(tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, None, :], acc51, 0.0), 4) * tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, :, None], t65, 0.0), 2), axis=3)
    acc70 = tl.full([T_c4, T_c5, 1, 1], 0.0, tl.float32)
    for i_c6 in range(0, tl.cdiv(E_c6, T_c6)):
        offs_c6 = i_c6 * T_c6 + tl.arange(0, T_c6)

        t67 = tl.load(m41_ptr + offs_c4[:, None, None, None] * m41_s0 + offs_c5[None, :, None, None] * m41_s1 + offs_c6[None, None, None, :] * m41_s3, mask=(offs_c4 < E_c4)[:, None, None, None] & (offs_c5 < E_c5)[None, :, None, None] & (offs_c6 < E_c6)[None, None, None, :], other=0).to(tl.float32)
        t68 = (t67) * (t67)
        t69 = tl.sum(tl.where((offs_c6 < E_c6)[None, None, None, :], t68, 0.0), axis=3, keep_dims=True)
        acc70 = acc70 + t69
    t71 = (acc70) * (0.0625)
    t72 = t71 + 1e-06
    t73 = tl.rsqrt(t72)
    t74 = (t66) * (t73)
    t75 = t40 + t74
    t76 = (t14) * (t17)
    t77 = -(t4)
    i78 = offs_n1[None, None, None, :] + tl.zeros([T_c4, T_c5, 1, F_n1], tl.int32)
    t79 = tl.where(i78 < 4, tl.gather(t77, tl.minimum(i78, F_n0 - 1), 3), tl.gather(t7, tl.minimum(tl.maximum(i78 - 4, 0), F_n0 - 1), 3))
    t80 = (t79) * (t12)
    t81 = t76 + t80
    acc101 = tl.full([T_c4, T_c5, 1, F_n3], 0.0, tl.float32)
    for i_c6 in range(0, tl.cdiv(E_c6, T_c6)):
        offs_c6 = i_c6 * T_c6 + tl.arange(0, T_c6)

        t96 = tl.load(m41_ptr + offs_c4[:, None, None, None] * m41_s0 + offs_c5[None, :, None, None] * m41_s1 + offs_c6[None, None, None, :] * m41_s3, mask=(offs_c4 < E_c4)[:, None, None, None] & (offs_c5 < E_c5)[None, :, None, None] & (offs_c6 < E_c6)[None, None, None, :], other=0).to(tl.float32)
        t97 = tl.load(m43_ptr + offs_c6[None, None, None, :] * m43_s3, mask=(offs_c6 < E_c6)[None, None, None, :], other=0).to(tl.float32)
        t98 = (t96) * (t97)
        t99 = tl.load(m47_ptr + offs_c5[None, :, None, None] * m47_s1 + offs_c6[None, None, :, None] * m47_s2 + offs_n3[None, None, None, :] * m47_s3, mask=(offs_c5 < E_c5)[None, :, None, None] & (offs_c6 < E_c6)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
        t100 = tl.sum(tl.expand_dims(tl.where((offs_c6 < E_c6)[None, None, None, :], t98, 0.0), 4) * tl.expand_dims(tl.where((offs_c6 < E_c6)[None, None, :, None], t99, 0.0), 2), axis=3)
        acc101 = acc101 + t100
    t113 = tl.load(m41_ptr + offs_c4[:, None, None, None] * m41_s0 + offs_c5[None, :, None, None] * m41_s1 + offs_n4[None, None, None, :] * m41_s3, mask=(offs_c4 < E_c4)[:, None, None, None] & (offs_c5 < E_c5)[None, :, None, None] & (offs_n4 < E_n4)[None, None, None, :], other=0).to(tl.float32)
    t114 = (t113) * (t113)
    t115 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t114, 0.0), axis=3, keep_dims=True)
    t116 = (t115) * (0.0625)
    t117 = t116 + 1e-06
    t118 = tl.rsqrt(t117)
    acc122 = tl.full([T_c4, T_c5, 1, 1], -float('inf'), tl.float32)
    for i_c7 in range(0, tl.cdiv(E_c7, T_c7)):
        offs_c7 = i_c7 * T_c7 + tl.arange(0, T_c7)

        t82 = tl.load(m21_ptr + offs_c4[:, None, None] * m21_s0 + offs_c7[None, :, None] * m21_s1 + offs_n1[None, None, :] * m21_s2, mask=(offs_c4 < E_c4)[:, None, None] & (offs_c7 < E_c7)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
        t83 = tl.load(m33_ptr + offs_c7[None, :, None] * m33_s1 + offs_n1[None, None, :] * m33_s2, mask=(offs_c7 < E_c7)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
        t84 = (t82) * (t83)
        t85 = tl.load(m20_ptr + offs_c4[:, None, None] * m20_s0 + offs_c7[None, :, None] * m20_s1 + offs_n0[None, None, :] * m20_s2, mask=(offs_c4 < E_c4)[:, None, None] & (offs_c7 < E_c7)[None, :, None] & (offs_n0 < E_n0)[None, None, :], other=0).to(tl.float32)
        t86 = -(t85)
        t87 = tl.load(m24_ptr + offs_c4[:, None, None] * m24_s0 + offs_c7[None, :, None] * m24_s1 + offs_n0[None, None, :] * m24_s2, mask=(offs_c4 < E_c4)[:, None, None] & (offs_c7 < E_c7)[None, :, None] & (offs_n0 < E_n0)[None, None, :], other=0).to(tl.float32)
        i88 = offs_n1[None, None, :] + tl.zeros([T_c4, T_c7, F_n1], tl.int32)
        t89 = tl.where(i88 < 4, tl.gather(t86, tl.minimum(i88, F_n0 - 1), 2), tl.gather(t87, tl.minimum(tl.maximum(i88 - 4, 0), F_n0 - 1), 2))
        t90 = tl.load(m28_ptr + offs_c7[None, :, None] * m28_s1 + offs_n1[None, None, :] * m28_s2, mask=(offs_c7 < E_c7)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
        t91 = (t89) * (t90)
        t92 = t84 + t91
        t93 = tl.reshape(t92, [T_c4, 1, T_c7, F_n1])
        t94 = tl.permute(t93, (0, 1, 3, 2))
        t95 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :], t81, 0.0), 4) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :, None], t94, 0.0), 2), axis=3)
        t102 = tl.load(m52_ptr + offs_c4[:, None, None] * m52_s0 + offs_c7[None, :, None] * m52_s1 + offs_n3[None, None, :] * m52_s2, mask=(offs_c4 < E_c4)[:, None, None] & (offs_c7 < E_c7)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
        t103 = (t102) * (t102)
        t104 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :], t103, 0.0), axis=2, keep_dims=True)
        t105 = t104 + 6.4e-05
        t106 = tl.rsqrt(t105)
        t107 = (t102) * (t106)
        t108 = (t107) * (t61)
        t109 = tl.reshape(t108, [T_c4, 1, T_c7, F_n3])
        t110 = (t109) * (8.0)
        t111 = tl.permute(t110, (0, 1, 3, 2))
        t112 = tl.sum(tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, None, :], acc101, 0.0), 4) * tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, :, None], t111, 0.0), 2), axis=3)
        t119 = (t112) * (t118)
        t120 = t95 + t119
        t121 = tl.max(tl.where((offs_c7 < E_c7)[None, None, None, :], t120, -float('inf')), axis=3, keep_dims=True)
        acc122 = tl.maximum(acc122, t121)
    t123 = t75 - (acc122)
    t124 = (t123) * (0.2041241452319315)
    t125 = tl.exp(t124)
    t126 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t125, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t63, 0.0), 2), axis=3)
    t127 = (t126) * (8.0)
    acc166 = tl.full([T_c4, T_c5, 1, 1], -float('inf'), tl.float32)
    acc167 = tl.full([T_c4, T_c5, 1, 1], 0.0, tl.float32)
    for i_c7 in range(0, tl.cdiv(E_c7, T_c7)):
        offs_c7 = i_c7 * T_c7 + tl.arange(0, T_c7)

        t128 = tl.load(m21_ptr + offs_c4[:, None, None] * m21_s0 + offs_c7[None, :, None] * m21_s1 + offs_n1[None, None, :] * m21_s2, mask=(offs_c4 < E_c4)[:, None, None] & (offs_c7 < E_c7)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
        t129 = tl.load(m33_ptr + offs_c7[None, :, None] * m33_s1 + offs_n1[None, None, :] * m33_s2, mask=(offs_c7 < E_c7)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
        t130 = (t128) * (t129)
        t131 = tl.load(m20_ptr + offs_c4[:, None, None] * m20_s0 + offs_c7[None, :, None] * m20_s1 + offs_n0[None, None, :] * m20_s2, mask=(offs_c4 < E_c4)[:, None, None] & (offs_c7 < E_c7)[None, :, None] & (offs_n0 < E_n0)[None, None, :], other=0).to(tl.float32)
        t132 = -(t131)
        t133 = tl.load(m24_ptr + offs_c4[:, None, None] * m24_s0 + offs_c7[None, :, None] * m24_s1 + offs_n0[None, None, :] * m24_s2, mask=(offs_c4 < E_c4)[:, None, None] & (offs_c7 < E_c7)[None, :, None] & (offs_n0 < E_n0)[None, None, :], other=0).to(tl.float32)
        i134 = offs_n1[None, None, :] + tl.zeros([T_c4, T_c7, F_n1], tl.int32)
        t135 = tl.where(i134 < 4, tl.gather(t132, tl.minimum(i134, F_n0 - 1), 2), tl.gather(t133, tl.minimum(tl.maximum(i134 - 4, 0), F_n0 - 1), 2))
        t136 = tl.load(m28_ptr + offs_c7[None, :, None] * m28_s1 + offs_n1[None, None, :] * m28_s2, mask=(offs_c7 < E_c7)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
        t137 = (t135) * (t136)
        t138 = t130 + t137
        t139 = tl.reshape(t138, [T_c4, 1, T_c7, F_n1])
        t140 = tl.permute(t139, (0, 1, 3, 2))
        t141 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :], t81, 0.0), 4) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :, None], t140, 0.0), 2), axis=3)
        t142 = tl.load(m52_ptr + offs_c4[:, None, None] * m52_s0 + offs_c7[None, :, None] * m52_s1 + offs_n3[None, None, :] * m52_s2, mask=(offs_c4 < E_c4)[:, None, None] & (offs_c7 < E_c7)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
        t143 = (t142) * (t142)
        t144 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :], t143, 0.0), axis=2, keep_dims=True)
        t145 = t144 + 6.4e-05
        t146 = tl.rsqrt(t145)
        t147 = (t142) * (t146)
        t148 = (t147) * (t61)
        t149 = tl.reshape(t148, [T_c4, 1, T_c7, F_n3])
        t150 = (t149) * (8.0)
        t151 = tl.permute(t150, (0, 1, 3, 2))
        t152 = tl.sum(tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, None, :], acc101, 0.0), 4) * tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, :, None], t151, 0.0), 2), axis=3)
        t153 = (t152) * (t118)
        t154 = t141 + t153
        t155 = tl.max(tl.where((offs_c7 < E_c7)[None, None, None, :], t154, -float('inf')), axis=3, keep_dims=True)
        t156 = (t155) * (0.2041241452319315)
        t157 = (t154) * (0.2041241452319315)
        t158 = t156 - (t156)
        t159 = t158 == t158
        t160 = (t159) == 0
        t161 = tl.exp(t156)
        t162 = tl.where(t160, t161, t156)
        t163 = t157 - (t162)
        t164 = tl.exp(t163)
        t165 = tl.sum(tl.where((offs_c7 < E_c7)[None, None, None, :], t164, 0.0), axis=3, keep_dims=True)
        m168 = tl.maximum(acc166, t156)
        r169 = tl.where(acc166 == -float("inf"), 0.0, tl.exp(acc166 - m168))
        r170 = tl.where(t156 == -float("inf"), 0.0, tl.exp(t156 - m168))
        acc167 = tl.where(acc166 == -float("inf"), 0.0, acc167 * r169) + tl.where(t156 == -float("inf"), 0.0, t165 * r170)
        acc166 = m168
    t171 = (t127) / (acc167)
    tl.store(buf172_ptr + offs_c4[:, None, None, None] * buf172_s0 + offs_c5[None, :, None, None] * buf172_s1 + offs_n3[None, None, None, :] * buf172_s3, t171, mask=(offs_c4 < E_c4)[:, None, None, None] & (offs_c5 < E_c5)[None, :, None, None] & (offs_n3 < E_n3)[None, None, None, :])


@triton.jit
def kernel_1(buf172_ptr, buf172_s0, buf172_s1, buf172_s2, buf172_s3, m174_ptr, m174_s0, m174_s1, m174_s2, m174_s3, buf180_ptr, buf180_s0, buf180_s1, buf180_s2, buf180_s3, E_c0, E_c1, E_c2, E_c3, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # writes buf180: Combine over grid cut0.0@0[2], grid cut0.1@1[4], grid w_uv.3@3[16]
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
    acc179 = tl.full([T_c0, T_c1, 1, T_c2], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t173 = tl.load(buf172_ptr + offs_c0[:, None, None, None] * buf172_s0 + offs_c1[None, :, None, None] * buf172_s1 + offs_c3[None, None, None, :] * buf172_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
        t177 = tl.load(m174_ptr + offs_c1[None, :, None, None] * m174_s1 + offs_c3[None, None, :, None] * m174_s2 + offs_c2[None, None, None, :] * m174_s3, mask=(offs_c1 < E_c1)[None, :, None, None] & (offs_c3 < E_c3)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
        t178 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, :], t173, 0.0), 4) * tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, :, None], t177, 0.0), 2), axis=3)
        acc179 = acc179 + t178
    tl.store(buf180_ptr + offs_c0[:, None, None, None] * buf180_s0 + offs_c1[None, :, None, None] * buf180_s1 + offs_c2[None, None, None, :] * buf180_s3, acc179, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_c2 < E_c2)[None, None, None, :])


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
    m48 = inputs['w_uk']
    m47 = m48.reshape([1, 4, 16, 64])
    m52 = inputs['c_kv']
    m60 = inputs['w_kv_norm']
    m59 = m60.reshape([1, 1, 64])
    buf172 = torch.full([2, 4, 1, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(2, T['c4']) * _cdiv(4, T['c5']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m6_ptr=m6, m6_s0=m6.stride(0), m6_s1=m6.stride(1), m6_s2=m6.stride(2), m6_s3=m6.stride(3), m10_ptr=m10, m10_s0=m10.stride(0), m10_s1=m10.stride(1), m10_s2=m10.stride(2), m10_s3=m10.stride(3), m2_ptr=m2, m2_s0=m2.stride(0), m2_s1=m2.stride(1), m2_s2=m2.stride(2), m2_s3=m2.stride(3), m15_ptr=m15, m15_s0=m15.stride(0), m15_s1=m15.stride(1), m15_s2=m15.stride(2), m15_s3=m15.stride(3), m20_ptr=m20, m20_s0=m20.stride(0), m20_s1=m20.stride(1), m20_s2=m20.stride(2), m24_ptr=m24, m24_s0=m24.stride(0), m24_s1=m24.stride(1), m24_s2=m24.stride(2), m28_ptr=m28, m28_s0=m28.stride(0), m28_s1=m28.stride(1), m28_s2=m28.stride(2), m21_ptr=m21, m21_s0=m21.stride(0), m21_s1=m21.stride(1), m21_s2=m21.stride(2), m33_ptr=m33, m33_s0=m33.stride(0), m33_s1=m33.stride(1), m33_s2=m33.stride(2), m41_ptr=m41, m41_s0=m41.stride(0), m41_s1=m41.stride(1), m41_s2=m41.stride(2), m41_s3=m41.stride(3), m43_ptr=m43, m43_s0=m43.stride(0), m43_s1=m43.stride(1), m43_s2=m43.stride(2), m43_s3=m43.stride(3), m47_ptr=m47, m47_s0=m47.stride(0), m47_s1=m47.stride(1), m47_s2=m47.stride(2), m47_s3=m47.stride(3), m52_ptr=m52, m52_s0=m52.stride(0), m52_s1=m52.stride(1), m52_s2=m52.stride(2), m59_ptr=m59, m59_s0=m59.stride(0), m59_s1=m59.stride(1), m59_s2=m59.stride(2), buf172_ptr=buf172, buf172_s0=buf172.stride(0), buf172_s1=buf172.stride(1), buf172_s2=buf172.stride(2), buf172_s3=buf172.stride(3), E_c4=2, E_c5=4, E_c6=16, E_c7=32, E_n0=4, E_n1=8, E_n2=32, E_n3=64, E_n4=16, F_n0=_pow2(4), F_n1=_pow2(8), F_n2=_pow2(32), F_n3=_pow2(64), F_n4=_pow2(16), T_c4=T['c4'], T_c5=T['c5'], T_c6=T['c6'], T_c7=T['c7'])
    m176 = inputs['w_uv']
    m175 = m176.permute([0, 2, 1])
    m174 = m175.reshape([1, 4, 64, 16])
    buf180 = torch.full([2, 4, 1, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(2, T['c0']) * _cdiv(4, T['c1']) * _cdiv(16, T['c2']),)](buf172_ptr=buf172, buf172_s0=buf172.stride(0), buf172_s1=buf172.stride(1), buf172_s2=buf172.stride(2), buf172_s3=buf172.stride(3), m174_ptr=m174, m174_s0=m174.stride(0), m174_s1=m174.stride(1), m174_s2=m174.stride(2), m174_s3=m174.stride(3), buf180_ptr=buf180, buf180_s0=buf180.stride(0), buf180_s1=buf180.stride(1), buf180_s2=buf180.stride(2), buf180_s3=buf180.stride(3), E_c0=2, E_c1=4, E_c2=16, E_c3=64, T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'], T_c3=T['c3'])
    return buf180


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
