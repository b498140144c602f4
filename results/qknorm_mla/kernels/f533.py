"""qknorm_mla [small], candidate 533: 2 kernel(s)

Rendered by EqiForge from candidate 533 of qknorm_mla [small]: grid(q.0@0) loop(c_kv.1[32]: pair(sum, sum)) {loop(c_kv.2[64]: sum) loop(c_kv.2[64]: sum)} loop(q.3[16]: sum) [9 mm] | grid(cut0.1@1, w_uv.3@3) [1 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid cut0.1@1[4]
    c1: grid w_uv.3@3[16]
    c2: grid q.0@0[2]
    c3: loop c_kv.1[32]
    c4: loop c_kv.2[64]
    c5: loop q.3[16]

Run it on its own: `python kernels/f533.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/qknorm_mla.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 2, "c1": 8, "c2": 1, "c3": 16, "c4": 32, "c5": 8}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 4, "c1": 16, "c2": 2, "c3": 32, "c4": 64, "c5": 16}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m4_ptr, m4_s0, m4_s1, m4_s2, m4_s3, m13_ptr, m13_s0, m13_s1, m13_s2, m13_s3, m17_ptr, m17_s0, m17_s1, m17_s2, m19_ptr, m19_s0, m19_s1, m19_s2, m35_ptr, m35_s0, m35_s1, m35_s2, m35_s3, m39_ptr, m39_s0, m39_s1, m39_s2, m39_s3, m43_ptr, m43_s0, m43_s1, m43_s2, m43_s3, m36_ptr, m36_s0, m36_s1, m36_s2, m36_s3, m48_ptr, m48_s0, m48_s1, m48_s2, m48_s3, m53_ptr, m53_s0, m53_s1, m53_s2, m55_ptr, m55_s0, m55_s1, m55_s2, m59_ptr, m59_s0, m59_s1, m59_s2, m62_ptr, m62_s0, m62_s1, m62_s2, m66_ptr, m66_s0, m66_s1, m66_s2, buf169_ptr, buf169_s0, buf169_s1, buf169_s2, buf169_s3, E_c2, E_c3, E_c4, E_c5, E_n1, E_n2, E_n3, E_n4, E_n5, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, F_n4: tl.constexpr, F_n5: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr, T_c4: tl.constexpr, T_c5: tl.constexpr):
    # writes buf169: Combine over grid q.0@0[2]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n3 = tl.arange(0, F_n3)
    offs_n1 = tl.arange(0, F_n1)
    offs_n4 = tl.arange(0, F_n4)
    offs_n5 = tl.arange(0, F_n5)
    t3 = tl.load(m1_ptr + offs_c2[:, None, None, None] * m1_s0 + offs_n2[None, :, None, None] * m1_s1 + offs_n3[None, None, None, :] * m1_s3, mask=(offs_c2 < E_c2)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t6 = tl.load(m4_ptr + offs_n3[None, None, None, :] * m4_s3, mask=(offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t7 = (t3) * (t6)
    t8 = (t3) * (t3)
    t9 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t8, 0.0), axis=3, keep_dims=True)
    t10 = t9 + 1.6e-05
    t11 = tl.rsqrt(t10)
    t12 = (t7) * (t11)
    t37 = tl.load(m35_ptr + offs_c2[:, None, None, None] * m35_s0 + offs_n2[None, :, None, None] * m35_s1 + offs_n2[None, None, None, :] * m35_s3, mask=(offs_c2 < E_c2)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t38 = -(t37)
    t40 = tl.load(m39_ptr + offs_c2[:, None, None, None] * m39_s0 + offs_n2[None, :, None, None] * m39_s1 + offs_n2[None, None, None, :] * m39_s3, mask=(offs_c2 < E_c2)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    i41 = offs_n4[None, None, None, :] + tl.zeros([T_c2, F_n2, 1, F_n4], tl.int32)
    t42 = tl.where(i41 < 4, tl.gather(t38, tl.minimum(i41, F_n2 - 1), 3), tl.gather(t40, tl.minimum(tl.maximum(i41 - 4, 0), F_n2 - 1), 3))
    t45 = tl.load(m43_ptr + offs_n4[None, None, None, :] * m43_s3, mask=(offs_n4 < E_n4)[None, None, None, :], other=0).to(tl.float32)
    t46 = (t42) * (t45)
    t47 = tl.load(m36_ptr + offs_c2[:, None, None, None] * m36_s0 + offs_n2[None, :, None, None] * m36_s1 + offs_n4[None, None, None, :] * m36_s3, mask=(offs_c2 < E_c2)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_n4 < E_n4)[None, None, None, :], other=0).to(tl.float32)
    t50 = tl.load(m48_ptr + offs_n4[None, None, None, :] * m48_s3, mask=(offs_n4 < E_n4)[None, None, None, :], other=0).to(tl.float32)
    t51 = (t47) * (t50)
    t52 = t46 + t51
    t76 = tl.load(m59_ptr + offs_c2[:, None, None] * m59_s0 + offs_n5[None, :, None] * m59_s1 + offs_n2[None, None, :] * m59_s2, mask=(offs_c2 < E_c2)[:, None, None] & (offs_n5 < E_n5)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t77 = -(t76)
    t78 = tl.load(m62_ptr + offs_c2[:, None, None] * m62_s0 + offs_n5[None, :, None] * m62_s1 + offs_n2[None, None, :] * m62_s2, mask=(offs_c2 < E_c2)[:, None, None] & (offs_n5 < E_n5)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    i79 = offs_n4[None, None, :] + tl.zeros([T_c2, F_n5, F_n4], tl.int32)
    t80 = tl.where(i79 < 4, tl.gather(t77, tl.minimum(i79, F_n2 - 1), 2), tl.gather(t78, tl.minimum(tl.maximum(i79 - 4, 0), F_n2 - 1), 2))
    t81 = tl.load(m66_ptr + offs_n5[None, :, None] * m66_s1 + offs_n4[None, None, :] * m66_s2, mask=(offs_n5 < E_n5)[None, :, None] & (offs_n4 < E_n4)[None, None, :], other=0).to(tl.float32)
    t82 = (t80) * (t81)
    t83 = tl.load(m53_ptr + offs_c2[:, None, None] * m53_s0 + offs_n5[None, :, None] * m53_s1 + offs_n4[None, None, :] * m53_s2, mask=(offs_c2 < E_c2)[:, None, None] & (offs_n5 < E_n5)[None, :, None] & (offs_n4 < E_n4)[None, None, :], other=0).to(tl.float32)
    t84 = tl.load(m55_ptr + offs_n5[None, :, None] * m55_s1 + offs_n4[None, None, :] * m55_s2, mask=(offs_n5 < E_n5)[None, :, None] & (offs_n4 < E_n4)[None, None, :], other=0).to(tl.float32)
    t85 = (t83) * (t84)
    t86 = t82 + t85
    t87 = tl.reshape(t86, [T_c2, 1, F_n5, F_n4])
    t88 = tl.permute(t87, (0, 1, 3, 2))
    t89 = tl.sum(tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, None, :], t52, 0.0), 4) * tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, :, None], t88, 0.0), 2), axis=3)
    t95 = tl.load(m17_ptr + offs_c2[:, None, None] * m17_s0 + offs_n5[None, :, None] * m17_s1 + offs_n1[None, None, :] * m17_s2, mask=(offs_c2 < E_c2)[:, None, None] & (offs_n5 < E_n5)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    t96 = (t95) * (t95)
    t97 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :], t96, 0.0), axis=2, keep_dims=True)
    t98 = t97 + 6.4e-05
    t99 = tl.rsqrt(t98)
    acc105 = tl.full([T_c2, F_n2, 1, F_n5], 0.0, tl.float32)
    for i_c4 in range(0, tl.cdiv(E_c4, T_c4)):
        offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)

        t90 = tl.load(m13_ptr + offs_n2[None, :, None, None] * m13_s1 + offs_n3[None, None, :, None] * m13_s2 + offs_c4[None, None, None, :] * m13_s3, mask=(offs_n2 < E_n2)[None, :, None, None] & (offs_n3 < E_n3)[None, None, :, None] & (offs_c4 < E_c4)[None, None, None, :], other=0).to(tl.float32)
        t91 = tl.sum(tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, None, :], t12, 0.0), 4) * tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, :, None], t90, 0.0), 2), axis=3)
        t92 = tl.load(m17_ptr + offs_c2[:, None, None] * m17_s0 + offs_n5[None, :, None] * m17_s1 + offs_c4[None, None, :] * m17_s2, mask=(offs_c2 < E_c2)[:, None, None] & (offs_n5 < E_n5)[None, :, None] & (offs_c4 < E_c4)[None, None, :], other=0).to(tl.float32)
        t93 = tl.load(m19_ptr + offs_c4[None, None, :] * m19_s2, mask=(offs_c4 < E_c4)[None, None, :], other=0).to(tl.float32)
        t94 = (t92) * (t93)
        t100 = (t94) * (t99)
        t101 = tl.reshape(t100, [T_c2, 1, F_n5, T_c4])
        t102 = (t101) * (8.0)
        t103 = tl.permute(t102, (0, 1, 3, 2))
        t104 = tl.sum(tl.expand_dims(tl.where((offs_c4 < E_c4)[None, None, None, :], t91, 0.0), 4) * tl.expand_dims(tl.where((offs_c4 < E_c4)[None, None, :, None], t103, 0.0), 2), axis=3)
        acc105 = acc105 + t104
    t106 = (acc105) * (4.0)
    t107 = t89 + t106
    t108 = tl.max(tl.where((offs_n5 < E_n5)[None, None, None, :], t107, -float('inf')), axis=3, keep_dims=True)
    t109 = (t108) * (0.2041241452319315)
    t113 = tl.load(m19_ptr + offs_n1[None, None, :] * m19_s2, mask=(offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    acc122 = tl.full([T_c2, F_n2, 1, 1], 0.0, tl.float32)
    acc123 = tl.full([T_c2, F_n2, 1, F_n1], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t23 = tl.load(m17_ptr + offs_c2[:, None, None] * m17_s0 + offs_c3[None, :, None] * m17_s1 + offs_n1[None, None, :] * m17_s2, mask=(offs_c2 < E_c2)[:, None, None] & (offs_c3 < E_c3)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
        t24 = (t23) * (t23)
        t25 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :], t24, 0.0), axis=2, keep_dims=True)
        t26 = t25 + 6.4e-05
        t27 = tl.rsqrt(t26)
        acc33 = tl.full([T_c2, F_n2, 1, T_c3], 0.0, tl.float32)
        for i_c4 in range(0, tl.cdiv(E_c4, T_c4)):
            offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)

            t15 = tl.load(m13_ptr + offs_n2[None, :, None, None] * m13_s1 + offs_n3[None, None, :, None] * m13_s2 + offs_c4[None, None, None, :] * m13_s3, mask=(offs_n2 < E_n2)[None, :, None, None] & (offs_n3 < E_n3)[None, None, :, None] & (offs_c4 < E_c4)[None, None, None, :], other=0).to(tl.float32)
            t16 = tl.sum(tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, None, :], t12, 0.0), 4) * tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, :, None], t15, 0.0), 2), axis=3)
            t18 = tl.load(m17_ptr + offs_c2[:, None, None] * m17_s0 + offs_c3[None, :, None] * m17_s1 + offs_c4[None, None, :] * m17_s2, mask=(offs_c2 < E_c2)[:, None, None] & (offs_c3 < E_c3)[None, :, None] & (offs_c4 < E_c4)[None, None, :], other=0).to(tl.float32)
            t21 = tl.load(m19_ptr + offs_c4[None, None, :] * m19_s2, mask=(offs_c4 < E_c4)[None, None, :], other=0).to(tl.float32)
            t22 = (t18) * (t21)
            t28 = (t22) * (t27)
            t29 = tl.reshape(t28, [T_c2, 1, T_c3, T_c4])
            t30 = (t29) * (8.0)
            t31 = tl.permute(t30, (0, 1, 3, 2))
            t32 = tl.sum(tl.expand_dims(tl.where((offs_c4 < E_c4)[None, None, None, :], t16, 0.0), 4) * tl.expand_dims(tl.where((offs_c4 < E_c4)[None, None, :, None], t31, 0.0), 2), axis=3)
            acc33 = acc33 + t32
        t34 = (acc33) * (4.0)
        t54 = tl.load(m53_ptr + offs_c2[:, None, None] * m53_s0 + offs_c3[None, :, None] * m53_s1 + offs_n4[None, None, :] * m53_s2, mask=(offs_c2 < E_c2)[:, None, None] & (offs_c3 < E_c3)[None, :, None] & (offs_n4 < E_n4)[None, None, :], other=0).to(tl.float32)
        t57 = tl.load(m55_ptr + offs_c3[None, :, None] * m55_s1 + offs_n4[None, None, :] * m55_s2, mask=(offs_c3 < E_c3)[None, :, None] & (offs_n4 < E_n4)[None, None, :], other=0).to(tl.float32)
        t58 = (t54) * (t57)
        t60 = tl.load(m59_ptr + offs_c2[:, None, None] * m59_s0 + offs_c3[None, :, None] * m59_s1 + offs_n2[None, None, :] * m59_s2, mask=(offs_c2 < E_c2)[:, None, None] & (offs_c3 < E_c3)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
        t61 = -(t60)
        t63 = tl.load(m62_ptr + offs_c2[:, None, None] * m62_s0 + offs_c3[None, :, None] * m62_s1 + offs_n2[None, None, :] * m62_s2, mask=(offs_c2 < E_c2)[:, None, None] & (offs_c3 < E_c3)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
        i64 = offs_n4[None, None, :] + tl.zeros([T_c2, T_c3, F_n4], tl.int32)
        t65 = tl.where(i64 < 4, tl.gather(t61, tl.minimum(i64, F_n2 - 1), 2), tl.gather(t63, tl.minimum(tl.maximum(i64 - 4, 0), F_n2 - 1), 2))
        t68 = tl.load(m66_ptr + offs_c3[None, :, None] * m66_s1 + offs_n4[None, None, :] * m66_s2, mask=(offs_c3 < E_c3)[None, :, None] & (offs_n4 < E_n4)[None, None, :], other=0).to(tl.float32)
        t69 = (t65) * (t68)
        t70 = t58 + t69
        t71 = tl.reshape(t70, [T_c2, 1, T_c3, F_n4])
        t72 = tl.permute(t71, (0, 1, 3, 2))
        t73 = tl.sum(tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, None, :], t52, 0.0), 4) * tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, :, None], t72, 0.0), 2), axis=3)
        t74 = t34 + t73
        t75 = (t74) * (0.2041241452319315)
        t110 = t75 - (t109)
        t111 = tl.exp(t110)
        t112 = tl.sum(tl.where((offs_c3 < E_c3)[None, None, None, :], t111, 0.0), axis=3, keep_dims=True)
        t114 = (t23) * (t113)
        t115 = (t23) * (t23)
        t116 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :], t115, 0.0), axis=2, keep_dims=True)
        t117 = t116 + 6.4e-05
        t118 = tl.rsqrt(t117)
        t119 = (t114) * (t118)
        t120 = tl.reshape(t119, [T_c2, 1, T_c3, F_n1])
        t121 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, :], t111, 0.0), 4) * tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, :, None], t120, 0.0), 2), axis=3)
        acc122 = acc122 + t112
        acc123 = acc123 + t121
    t124 = (acc123) * (8.0)
    t125 = -(t37)
    i126 = offs_n4[None, None, None, :] + tl.zeros([T_c2, F_n2, 1, F_n4], tl.int32)
    t127 = tl.where(i126 < 4, tl.gather(t125, tl.minimum(i126, F_n2 - 1), 3), tl.gather(t40, tl.minimum(tl.maximum(i126 - 4, 0), F_n2 - 1), 3))
    t128 = (t127) * (t45)
    t129 = (t47) * (t50)
    t130 = t128 + t129
    t131 = -(t76)
    i132 = offs_n4[None, None, :] + tl.zeros([T_c2, F_n5, F_n4], tl.int32)
    t133 = tl.where(i132 < 4, tl.gather(t131, tl.minimum(i132, F_n2 - 1), 2), tl.gather(t78, tl.minimum(tl.maximum(i132 - 4, 0), F_n2 - 1), 2))
    t134 = (t133) * (t81)
    t135 = (t83) * (t84)
    t136 = t134 + t135
    t137 = tl.reshape(t136, [T_c2, 1, F_n5, F_n4])
    t138 = tl.permute(t137, (0, 1, 3, 2))
    t139 = tl.sum(tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, None, :], t130, 0.0), 4) * tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, :, None], t138, 0.0), 2), axis=3)
    t145 = (t3) * (t3)
    t146 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t145, 0.0), axis=3, keep_dims=True)
    t147 = t146 + 1.6e-05
    t148 = tl.rsqrt(t147)
    acc150 = tl.full([T_c2, F_n2, 1, F_n1], 0.0, tl.float32)
    for i_c5 in range(0, tl.cdiv(E_c5, T_c5)):
        offs_c5 = i_c5 * T_c5 + tl.arange(0, T_c5)

        t140 = tl.load(m1_ptr + offs_c2[:, None, None, None] * m1_s0 + offs_n2[None, :, None, None] * m1_s1 + offs_c5[None, None, None, :] * m1_s3, mask=(offs_c2 < E_c2)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_c5 < E_c5)[None, None, None, :], other=0).to(tl.float32)
        t141 = tl.load(m4_ptr + offs_c5[None, None, None, :] * m4_s3, mask=(offs_c5 < E_c5)[None, None, None, :], other=0).to(tl.float32)
        t142 = (t140) * (t141)
        t143 = tl.load(m13_ptr + offs_n2[None, :, None, None] * m13_s1 + offs_c5[None, None, :, None] * m13_s2 + offs_n1[None, None, None, :] * m13_s3, mask=(offs_n2 < E_n2)[None, :, None, None] & (offs_c5 < E_c5)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
        t144 = tl.sum(tl.expand_dims(tl.where((offs_c5 < E_c5)[None, None, None, :], t142, 0.0), 4) * tl.expand_dims(tl.where((offs_c5 < E_c5)[None, None, :, None], t143, 0.0), 2), axis=3)
        t149 = (t144) * (t148)
        acc150 = acc150 + t149
    t151 = (t95) * (t113)
    t152 = (t95) * (t95)
    t153 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :], t152, 0.0), axis=2, keep_dims=True)
    t154 = t153 + 6.4e-05
    t155 = tl.rsqrt(t154)
    t156 = (t151) * (t155)
    t157 = tl.reshape(t156, [T_c2, 1, F_n5, F_n1])
    t158 = (t157) * (8.0)
    t159 = tl.permute(t158, (0, 1, 3, 2))
    t160 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :], acc150, 0.0), 4) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :, None], t159, 0.0), 2), axis=3)
    t161 = (t160) * (4.0)
    t162 = t139 + t161
    t163 = tl.max(tl.where((offs_n5 < E_n5)[None, None, None, :], t162, -float('inf')), axis=3, keep_dims=True)
    t164 = t162 - (t163)
    t165 = (t164) * (0.2041241452319315)
    t166 = tl.exp(t165)
    t167 = tl.sum(tl.where((offs_n5 < E_n5)[None, None, None, :], t166, 0.0), axis=3, keep_dims=True)
    t168 = (t124) / (t167)
    tl.store(buf169_ptr + offs_c2[:, None, None, None] * buf169_s0 + offs_n2[None, :, None, None] * buf169_s1 + offs_n1[None, None, None, :] * buf169_s3, t168, mask=(offs_c2 < E_c2)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :])


@triton.jit
def kernel_1(buf169_ptr, buf169_s0, buf169_s1, buf169_s2, buf169_s3, m171_ptr, m171_s0, m171_s1, m171_s2, m171_s3, buf176_ptr, buf176_s0, buf176_s1, buf176_s2, buf176_s3, E_c0, E_c1, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf176: Combine over grid cut0.1@1[4], grid w_uv.3@3[16]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t170 = tl.load(buf169_ptr + offs_n0[:, None, None, None] * buf169_s0 + offs_c0[None, :, None, None] * buf169_s1 + offs_n1[None, None, None, :] * buf169_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t174 = tl.load(m171_ptr + offs_c0[None, :, None, None] * m171_s1 + offs_n1[None, None, :, None] * m171_s2 + offs_c1[None, None, None, :] * m171_s3, mask=(offs_c0 < E_c0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
    t175 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :], t170, 0.0), 4) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :, None], t174, 0.0), 2), axis=3)
    tl.store(buf176_ptr + offs_n0[:, None, None, None] * buf176_s0 + offs_c0[None, :, None, None] * buf176_s1 + offs_c1[None, None, None, :] * buf176_s3, t175, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_c1 < E_c1)[None, None, None, :])


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
    m14 = inputs['w_uk']
    m13 = m14.reshape([1, 4, 16, 64])
    m17 = inputs['c_kv']
    m20 = inputs['w_kv_norm']
    m19 = m20.reshape([1, 1, 64])
    m36 = m2.narrow(3, 16, 8)
    m35 = m36.narrow(3, 4, 4)
    m39 = m36.narrow(3, 0, 4)
    m44 = inputs['sin_q']
    m43 = m44.reshape([1, 1, 1, 8])
    m49 = inputs['cos_q']
    m48 = m49.reshape([1, 1, 1, 8])
    m53 = inputs['k_pe']
    m56 = inputs['cos_k']
    m55 = m56.reshape([1, 32, 8])
    m59 = m53.narrow(2, 4, 4)
    m62 = m53.narrow(2, 0, 4)
    m67 = inputs['sin_k']
    m66 = m67.reshape([1, 32, 8])
    buf169 = torch.full([2, 4, 1, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(2, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m4_ptr=m4, m4_s0=m4.stride(0), m4_s1=m4.stride(1), m4_s2=m4.stride(2), m4_s3=m4.stride(3), m13_ptr=m13, m13_s0=m13.stride(0), m13_s1=m13.stride(1), m13_s2=m13.stride(2), m13_s3=m13.stride(3), m17_ptr=m17, m17_s0=m17.stride(0), m17_s1=m17.stride(1), m17_s2=m17.stride(2), m19_ptr=m19, m19_s0=m19.stride(0), m19_s1=m19.stride(1), m19_s2=m19.stride(2), m35_ptr=m35, m35_s0=m35.stride(0), m35_s1=m35.stride(1), m35_s2=m35.stride(2), m35_s3=m35.stride(3), m39_ptr=m39, m39_s0=m39.stride(0), m39_s1=m39.stride(1), m39_s2=m39.stride(2), m39_s3=m39.stride(3), m43_ptr=m43, m43_s0=m43.stride(0), m43_s1=m43.stride(1), m43_s2=m43.stride(2), m43_s3=m43.stride(3), m36_ptr=m36, m36_s0=m36.stride(0), m36_s1=m36.stride(1), m36_s2=m36.stride(2), m36_s3=m36.stride(3), m48_ptr=m48, m48_s0=m48.stride(0), m48_s1=m48.stride(1), m48_s2=m48.stride(2), m48_s3=m48.stride(3), m53_ptr=m53, m53_s0=m53.stride(0), m53_s1=m53.stride(1), m53_s2=m53.stride(2), m55_ptr=m55, m55_s0=m55.stride(0), m55_s1=m55.stride(1), m55_s2=m55.stride(2), m59_ptr=m59, m59_s0=m59.stride(0), m59_s1=m59.stride(1), m59_s2=m59.stride(2), m62_ptr=m62, m62_s0=m62.stride(0), m62_s1=m62.stride(1), m62_s2=m62.stride(2), m66_ptr=m66, m66_s0=m66.stride(0), m66_s1=m66.stride(1), m66_s2=m66.stride(2), buf169_ptr=buf169, buf169_s0=buf169.stride(0), buf169_s1=buf169.stride(1), buf169_s2=buf169.stride(2), buf169_s3=buf169.stride(3), E_c2=2, E_c3=32, E_c4=64, E_c5=16, E_n1=64, E_n2=4, E_n3=16, E_n4=8, E_n5=32, F_n1=_pow2(64), F_n2=_pow2(4), F_n3=_pow2(16), F_n4=_pow2(8), F_n5=_pow2(32), T_c2=T['c2'], T_c3=T['c3'], T_c4=T['c4'], T_c5=T['c5'])
    m173 = inputs['w_uv']
    m172 = m173.permute([0, 2, 1])
    m171 = m172.reshape([1, 4, 64, 16])
    buf176 = torch.full([2, 4, 1, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(4, T['c0']) * _cdiv(16, T['c1']),)](buf169_ptr=buf169, buf169_s0=buf169.stride(0), buf169_s1=buf169.stride(1), buf169_s2=buf169.stride(2), buf169_s3=buf169.stride(3), m171_ptr=m171, m171_s0=m171.stride(0), m171_s1=m171.stride(1), m171_s2=m171.stride(2), m171_s3=m171.stride(3), buf176_ptr=buf176, buf176_s0=buf176.stride(0), buf176_s1=buf176.stride(1), buf176_s2=buf176.stride(2), buf176_s3=buf176.stride(3), E_c0=4, E_c1=16, E_n0=2, E_n1=64, F_n0=_pow2(2), F_n1=_pow2(64), T_c0=T['c0'], T_c1=T['c1'])
    return buf176


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
