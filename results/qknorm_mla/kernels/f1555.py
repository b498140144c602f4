"""qknorm_mla [small], candidate 1555: 2 kernel(s)

Rendered by EqiForge from candidate 1555 of qknorm_mla [small]: grid(q.1@1) loop(c_kv.1[32]: sum) {loop(c_kv.2[64]: pair(sum, sum)) {loop(q.3[16]: pair(sum, sum))} loop(q.3[16]: pair(sum, sum))} loop(q.3[16]: pair(sum, sum)) [12 mm] | grid(cut0.0@0, cut0.1@1, w_uv.3@3) [1 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid cut0.0@0[2]
    c1: grid cut0.1@1[4]
    c2: grid w_uv.3@3[16]
    c3: grid q.1@1[4]
    c4: loop c_kv.1[32]
    c5: loop c_kv.2[64]
    c6: loop q.3[16]

Run it on its own: `python kernels/f1555.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/qknorm_mla.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 1, "c1": 2, "c2": 8, "c3": 2, "c4": 16, "c5": 32, "c6": 8}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 2, "c1": 4, "c2": 16, "c3": 4, "c4": 32, "c5": 64, "c6": 16}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m4_ptr, m4_s0, m4_s1, m4_s2, m4_s3, m14_ptr, m14_s0, m14_s1, m14_s2, m14_s3, m21_ptr, m21_s0, m21_s1, m21_s2, m23_ptr, m23_s0, m23_s1, m23_s2, m44_ptr, m44_s0, m44_s1, m44_s2, m44_s3, m48_ptr, m48_s0, m48_s1, m48_s2, m48_s3, m52_ptr, m52_s0, m52_s1, m52_s2, m52_s3, m45_ptr, m45_s0, m45_s1, m45_s2, m45_s3, m57_ptr, m57_s0, m57_s1, m57_s2, m57_s3, m62_ptr, m62_s0, m62_s1, m62_s2, m66_ptr, m66_s0, m66_s1, m66_s2, m70_ptr, m70_s0, m70_s1, m70_s2, m63_ptr, m63_s0, m63_s1, m63_s2, m75_ptr, m75_s0, m75_s1, m75_s2, buf183_ptr, buf183_s0, buf183_s1, buf183_s2, buf183_s3, E_c3, E_c4, E_c5, E_c6, E_n0, E_n1, E_n2, E_n3, E_n4, E_n5, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, F_n4: tl.constexpr, F_n5: tl.constexpr, T_c3: tl.constexpr, T_c4: tl.constexpr, T_c5: tl.constexpr, T_c6: tl.constexpr):
    # writes buf183: Combine over grid q.1@1[4]
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
    offs_n5 = tl.arange(0, F_n5)
    t8 = tl.load(m1_ptr + offs_n1[:, None, None, None] * m1_s0 + offs_c3[None, :, None, None] * m1_s1 + offs_n2[None, None, None, :] * m1_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_c3 < E_c3)[None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t9 = (t8) * (t8)
    t10 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t9, 0.0), axis=3, keep_dims=True)
    t11 = t10 + 1.6e-05
    t12 = tl.rsqrt(t11)
    t37 = tl.load(m4_ptr + offs_n2[None, None, None, :] * m4_s3, mask=(offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t38 = (t8) * (t37)
    t46 = tl.load(m44_ptr + offs_n1[:, None, None, None] * m44_s0 + offs_c3[None, :, None, None] * m44_s1 + offs_n3[None, None, None, :] * m44_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_c3 < E_c3)[None, :, None, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t47 = -(t46)
    t49 = tl.load(m48_ptr + offs_n1[:, None, None, None] * m48_s0 + offs_c3[None, :, None, None] * m48_s1 + offs_n3[None, None, None, :] * m48_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_c3 < E_c3)[None, :, None, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    i50 = offs_n4[None, None, None, :] + tl.zeros([F_n1, T_c3, 1, F_n4], tl.int32)
    t51 = tl.where(i50 < 4, tl.gather(t47, tl.minimum(i50, F_n3 - 1), 3), tl.gather(t49, tl.minimum(tl.maximum(i50 - 4, 0), F_n3 - 1), 3))
    t54 = tl.load(m52_ptr + offs_n4[None, None, None, :] * m52_s3, mask=(offs_n4 < E_n4)[None, None, None, :], other=0).to(tl.float32)
    t55 = (t51) * (t54)
    t56 = tl.load(m45_ptr + offs_n1[:, None, None, None] * m45_s0 + offs_c3[None, :, None, None] * m45_s1 + offs_n4[None, None, None, :] * m45_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_c3 < E_c3)[None, :, None, None] & (offs_n4 < E_n4)[None, None, None, :], other=0).to(tl.float32)
    t59 = tl.load(m57_ptr + offs_n4[None, None, None, :] * m57_s3, mask=(offs_n4 < E_n4)[None, None, None, :], other=0).to(tl.float32)
    t60 = (t56) * (t59)
    t61 = t55 + t60
    t84 = tl.load(m63_ptr + offs_n1[:, None, None] * m63_s0 + offs_n5[None, :, None] * m63_s1 + offs_n4[None, None, :] * m63_s2, mask=(offs_n1 < E_n1)[:, None, None] & (offs_n5 < E_n5)[None, :, None] & (offs_n4 < E_n4)[None, None, :], other=0).to(tl.float32)
    t85 = tl.load(m75_ptr + offs_n5[None, :, None] * m75_s1 + offs_n4[None, None, :] * m75_s2, mask=(offs_n5 < E_n5)[None, :, None] & (offs_n4 < E_n4)[None, None, :], other=0).to(tl.float32)
    t86 = (t84) * (t85)
    t87 = tl.load(m62_ptr + offs_n1[:, None, None] * m62_s0 + offs_n5[None, :, None] * m62_s1 + offs_n3[None, None, :] * m62_s2, mask=(offs_n1 < E_n1)[:, None, None] & (offs_n5 < E_n5)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t88 = -(t87)
    t89 = tl.load(m66_ptr + offs_n1[:, None, None] * m66_s0 + offs_n5[None, :, None] * m66_s1 + offs_n3[None, None, :] * m66_s2, mask=(offs_n1 < E_n1)[:, None, None] & (offs_n5 < E_n5)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    i90 = offs_n4[None, None, :] + tl.zeros([F_n1, F_n5, F_n4], tl.int32)
    t91 = tl.where(i90 < 4, tl.gather(t88, tl.minimum(i90, F_n3 - 1), 2), tl.gather(t89, tl.minimum(tl.maximum(i90 - 4, 0), F_n3 - 1), 2))
    t92 = tl.load(m70_ptr + offs_n5[None, :, None] * m70_s1 + offs_n4[None, None, :] * m70_s2, mask=(offs_n5 < E_n5)[None, :, None] & (offs_n4 < E_n4)[None, None, :], other=0).to(tl.float32)
    t93 = (t91) * (t92)
    t94 = t86 + t93
    t95 = tl.reshape(t94, [F_n1, 1, F_n5, F_n4])
    t96 = tl.permute(t95, (0, 1, 3, 2))
    t97 = tl.sum(tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, None, :], t61, 0.0), 4) * tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, :, None], t96, 0.0), 2), axis=3)
    t101 = (t8) * (t8)
    t102 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t101, 0.0), axis=3, keep_dims=True)
    t103 = t102 + 1.6e-05
    t104 = tl.rsqrt(t103)
    acc109 = tl.full([F_n1, T_c3, 1, F_n0], 0.0, tl.float32)
    acc110 = tl.full([F_n1, T_c3, 1, F_n0], 0.0, tl.float32)
    for i_c6 in range(0, tl.cdiv(E_c6, T_c6)):
        offs_c6 = i_c6 * T_c6 + tl.arange(0, T_c6)

        t98 = tl.load(m1_ptr + offs_n1[:, None, None, None] * m1_s0 + offs_c3[None, :, None, None] * m1_s1 + offs_c6[None, None, None, :] * m1_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_c3 < E_c3)[None, :, None, None] & (offs_c6 < E_c6)[None, None, None, :], other=0).to(tl.float32)
        t99 = tl.load(m4_ptr + offs_c6[None, None, None, :] * m4_s3, mask=(offs_c6 < E_c6)[None, None, None, :], other=0).to(tl.float32)
        t100 = (t98) * (t99)
        t105 = (t100) * (t104)
        t106 = tl.load(m14_ptr + offs_c3[None, :, None, None] * m14_s1 + offs_c6[None, None, :, None] * m14_s2 + offs_n0[None, None, None, :] * m14_s3, mask=(offs_c3 < E_c3)[None, :, None, None] & (offs_c6 < E_c6)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
        t107 = tl.sum(tl.expand_dims(tl.where((offs_c6 < E_c6)[None, None, None, :], t105, 0.0), 4) * tl.expand_dims(tl.where((offs_c6 < E_c6)[None, None, :, None], t106, 0.0), 2), axis=3)
        t108 = (t107) * (4.0)
        acc109 = acc109 + t108
        acc110 = acc110 + t107
    t111 = tl.load(m21_ptr + offs_n1[:, None, None] * m21_s0 + offs_n5[None, :, None] * m21_s1 + offs_n0[None, None, :] * m21_s2, mask=(offs_n1 < E_n1)[:, None, None] & (offs_n5 < E_n5)[None, :, None] & (offs_n0 < E_n0)[None, None, :], other=0).to(tl.float32)
    t112 = tl.load(m23_ptr + offs_n0[None, None, :] * m23_s2, mask=(offs_n0 < E_n0)[None, None, :], other=0).to(tl.float32)
    t113 = (t111) * (t112)
    t114 = (t111) * (t111)
    t115 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, :], t114, 0.0), axis=2, keep_dims=True)
    t116 = t115 + 6.4e-05
    t117 = tl.rsqrt(t116)
    t118 = (t113) * (t117)
    t119 = tl.reshape(t118, [F_n1, 1, F_n5, F_n0])
    t120 = (t119) * (8.0)
    t121 = tl.permute(t120, (0, 1, 3, 2))
    t122 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, None, :], acc109, 0.0), 4) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, :, None], t121, 0.0), 2), axis=3)
    t123 = t97 + t122
    t124 = tl.max(tl.where((offs_n5 < E_n5)[None, None, None, :], t123, -float('inf')), axis=3, keep_dims=True)
    acc136 = tl.full([F_n1, T_c3, 1, F_n0], 0.0, tl.float32)
    for i_c4 in range(0, tl.cdiv(E_c4, T_c4)):
        offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)

        t27 = tl.load(m21_ptr + offs_n1[:, None, None] * m21_s0 + offs_c4[None, :, None] * m21_s1 + offs_n0[None, None, :] * m21_s2, mask=(offs_n1 < E_n1)[:, None, None] & (offs_c4 < E_c4)[None, :, None] & (offs_n0 < E_n0)[None, None, :], other=0).to(tl.float32)
        t28 = (t27) * (t27)
        t29 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, :], t28, 0.0), axis=2, keep_dims=True)
        t30 = t29 + 6.4e-05
        t31 = tl.rsqrt(t30)
        acc42 = tl.full([F_n1, T_c3, 1, T_c4], 0.0, tl.float32)
        acc43 = tl.full([F_n1, T_c3, 1, T_c4], 0.0, tl.float32)
        for i_c5 in range(0, tl.cdiv(E_c5, T_c5)):
            offs_c5 = i_c5 * T_c5 + tl.arange(0, T_c5)

            acc19 = tl.full([F_n1, T_c3, 1, T_c5], 0.0, tl.float32)
            acc20 = tl.full([F_n1, T_c3, 1, T_c5], 0.0, tl.float32)
            for i_c6 in range(0, tl.cdiv(E_c6, T_c6)):
                offs_c6 = i_c6 * T_c6 + tl.arange(0, T_c6)

                t3 = tl.load(m1_ptr + offs_n1[:, None, None, None] * m1_s0 + offs_c3[None, :, None, None] * m1_s1 + offs_c6[None, None, None, :] * m1_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_c3 < E_c3)[None, :, None, None] & (offs_c6 < E_c6)[None, None, None, :], other=0).to(tl.float32)
                t6 = tl.load(m4_ptr + offs_c6[None, None, None, :] * m4_s3, mask=(offs_c6 < E_c6)[None, None, None, :], other=0).to(tl.float32)
                t7 = (t3) * (t6)
                t13 = (t7) * (t12)
                t16 = tl.load(m14_ptr + offs_c3[None, :, None, None] * m14_s1 + offs_c6[None, None, :, None] * m14_s2 + offs_c5[None, None, None, :] * m14_s3, mask=(offs_c3 < E_c3)[None, :, None, None] & (offs_c6 < E_c6)[None, None, :, None] & (offs_c5 < E_c5)[None, None, None, :], other=0).to(tl.float32)
                t17 = tl.sum(tl.expand_dims(tl.where((offs_c6 < E_c6)[None, None, None, :], t13, 0.0), 4) * tl.expand_dims(tl.where((offs_c6 < E_c6)[None, None, :, None], t16, 0.0), 2), axis=3)
                t18 = (t17) * (4.0)
                acc19 = acc19 + t18
                acc20 = acc20 + t17
            t22 = tl.load(m21_ptr + offs_n1[:, None, None] * m21_s0 + offs_c4[None, :, None] * m21_s1 + offs_c5[None, None, :] * m21_s2, mask=(offs_n1 < E_n1)[:, None, None] & (offs_c4 < E_c4)[None, :, None] & (offs_c5 < E_c5)[None, None, :], other=0).to(tl.float32)
            t25 = tl.load(m23_ptr + offs_c5[None, None, :] * m23_s2, mask=(offs_c5 < E_c5)[None, None, :], other=0).to(tl.float32)
            t26 = (t22) * (t25)
            t32 = (t26) * (t31)
            t33 = tl.reshape(t32, [F_n1, 1, T_c4, T_c5])
            t34 = (t33) * (8.0)
            t35 = tl.permute(t34, (0, 1, 3, 2))
            t36 = tl.sum(tl.expand_dims(tl.where((offs_c5 < E_c5)[None, None, None, :], acc19, 0.0), 4) * tl.expand_dims(tl.where((offs_c5 < E_c5)[None, None, :, None], t35, 0.0), 2), axis=3)
            t39 = tl.load(m14_ptr + offs_c3[None, :, None, None] * m14_s1 + offs_n2[None, None, :, None] * m14_s2 + offs_c5[None, None, None, :] * m14_s3, mask=(offs_c3 < E_c3)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_c5 < E_c5)[None, None, None, :], other=0).to(tl.float32)
            t40 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t38, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t39, 0.0), 2), axis=3)
            t41 = tl.sum(tl.expand_dims(tl.where((offs_c5 < E_c5)[None, None, None, :], t40, 0.0), 4) * tl.expand_dims(tl.where((offs_c5 < E_c5)[None, None, :, None], t35, 0.0), 2), axis=3)
            acc42 = acc42 + t36
            acc43 = acc43 + t41
        t64 = tl.load(m62_ptr + offs_n1[:, None, None] * m62_s0 + offs_c4[None, :, None] * m62_s1 + offs_n3[None, None, :] * m62_s2, mask=(offs_n1 < E_n1)[:, None, None] & (offs_c4 < E_c4)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
        t65 = -(t64)
        t67 = tl.load(m66_ptr + offs_n1[:, None, None] * m66_s0 + offs_c4[None, :, None] * m66_s1 + offs_n3[None, None, :] * m66_s2, mask=(offs_n1 < E_n1)[:, None, None] & (offs_c4 < E_c4)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
        i68 = offs_n4[None, None, :] + tl.zeros([F_n1, T_c4, F_n4], tl.int32)
        t69 = tl.where(i68 < 4, tl.gather(t65, tl.minimum(i68, F_n3 - 1), 2), tl.gather(t67, tl.minimum(tl.maximum(i68 - 4, 0), F_n3 - 1), 2))
        t72 = tl.load(m70_ptr + offs_c4[None, :, None] * m70_s1 + offs_n4[None, None, :] * m70_s2, mask=(offs_c4 < E_c4)[None, :, None] & (offs_n4 < E_n4)[None, None, :], other=0).to(tl.float32)
        t73 = (t69) * (t72)
        t74 = tl.load(m63_ptr + offs_n1[:, None, None] * m63_s0 + offs_c4[None, :, None] * m63_s1 + offs_n4[None, None, :] * m63_s2, mask=(offs_n1 < E_n1)[:, None, None] & (offs_c4 < E_c4)[None, :, None] & (offs_n4 < E_n4)[None, None, :], other=0).to(tl.float32)
        t77 = tl.load(m75_ptr + offs_c4[None, :, None] * m75_s1 + offs_n4[None, None, :] * m75_s2, mask=(offs_c4 < E_c4)[None, :, None] & (offs_n4 < E_n4)[None, None, :], other=0).to(tl.float32)
        t78 = (t74) * (t77)
        t79 = t73 + t78
        t80 = tl.reshape(t79, [F_n1, 1, T_c4, F_n4])
        t81 = tl.permute(t80, (0, 1, 3, 2))
        t82 = tl.sum(tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, None, :], t61, 0.0), 4) * tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, :, None], t81, 0.0), 2), axis=3)
        t83 = acc42 + t82
        t125 = t83 - (t124)
        t126 = (t125) * (0.2041241452319315)
        t127 = tl.exp(t126)
        t128 = (t27) * (t112)
        t129 = (t27) * (t27)
        t130 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, :], t129, 0.0), axis=2, keep_dims=True)
        t131 = t130 + 6.4e-05
        t132 = tl.rsqrt(t131)
        t133 = (t128) * (t132)
        t134 = tl.reshape(t133, [F_n1, 1, T_c4, F_n0])
        t135 = tl.sum(tl.expand_dims(tl.where((offs_c4 < E_c4)[None, None, None, :], t127, 0.0), 4) * tl.expand_dims(tl.where((offs_c4 < E_c4)[None, None, :, None], t134, 0.0), 2), axis=3)
        acc136 = acc136 + t135
    t137 = (acc136) * (8.0)
    t138 = -(t46)
    i139 = offs_n4[None, None, None, :] + tl.zeros([F_n1, T_c3, 1, F_n4], tl.int32)
    t140 = tl.where(i139 < 4, tl.gather(t138, tl.minimum(i139, F_n3 - 1), 3), tl.gather(t49, tl.minimum(tl.maximum(i139 - 4, 0), F_n3 - 1), 3))
    t141 = (t140) * (t54)
    t142 = (t56) * (t59)
    t143 = t141 + t142
    t144 = (t84) * (t85)
    t145 = -(t87)
    i146 = offs_n4[None, None, :] + tl.zeros([F_n1, F_n5, F_n4], tl.int32)
    t147 = tl.where(i146 < 4, tl.gather(t145, tl.minimum(i146, F_n3 - 1), 2), tl.gather(t89, tl.minimum(tl.maximum(i146 - 4, 0), F_n3 - 1), 2))
    t148 = (t147) * (t92)
    t149 = t144 + t148
    t150 = tl.reshape(t149, [F_n1, 1, F_n5, F_n4])
    t151 = tl.permute(t150, (0, 1, 3, 2))
    t152 = tl.sum(tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, None, :], t143, 0.0), 4) * tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, :, None], t151, 0.0), 2), axis=3)
    t156 = (t8) * (t8)
    t157 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t156, 0.0), axis=3, keep_dims=True)
    t158 = t157 + 1.6e-05
    t159 = tl.rsqrt(t158)
    acc164 = tl.full([F_n1, T_c3, 1, F_n0], 0.0, tl.float32)
    acc165 = tl.full([F_n1, T_c3, 1, F_n0], 0.0, tl.float32)
    for i_c6 in range(0, tl.cdiv(E_c6, T_c6)):
        offs_c6 = i_c6 * T_c6 + tl.arange(0, T_c6)

        t153 = tl.load(m1_ptr + offs_n1[:, None, None, None] * m1_s0 + offs_c3[None, :, None, None] * m1_s1 + offs_c6[None, None, None, :] * m1_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_c3 < E_c3)[None, :, None, None] & (offs_c6 < E_c6)[None, None, None, :], other=0).to(tl.float32)
        t154 = tl.load(m4_ptr + offs_c6[None, None, None, :] * m4_s3, mask=(offs_c6 < E_c6)[None, None, None, :], other=0).to(tl.float32)
        t155 = (t153) * (t154)
        t160 = (t155) * (t159)
        t161 = tl.load(m14_ptr + offs_c3[None, :, None, None] * m14_s1 + offs_c6[None, None, :, None] * m14_s2 + offs_n0[None, None, None, :] * m14_s3, mask=(offs_c3 < E_c3)[None, :, None, None] & (offs_c6 < E_c6)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
        t162 = tl.sum(tl.expand_dims(tl.where((offs_c6 < E_c6)[None, None, None, :], t160, 0.0), 4) * tl.expand_dims(tl.where((offs_c6 < E_c6)[None, None, :, None], t161, 0.0), 2), axis=3)
        t163 = (t162) * (4.0)
        acc164 = acc164 + t163
        acc165 = acc165 + t162
    t166 = (t111) * (t112)
    t167 = (t111) * (t111)
    t168 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, :], t167, 0.0), axis=2, keep_dims=True)
    t169 = t168 + 6.4e-05
    t170 = tl.rsqrt(t169)
    t171 = (t166) * (t170)
    t172 = tl.reshape(t171, [F_n1, 1, F_n5, F_n0])
    t173 = (t172) * (8.0)
    t174 = tl.permute(t173, (0, 1, 3, 2))
    t175 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, None, :], acc164, 0.0), 4) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, :, None], t174, 0.0), 2), axis=3)
    t176 = t152 + t175
    t177 = tl.max(tl.where((offs_n5 < E_n5)[None, None, None, :], t176, -float('inf')), axis=3, keep_dims=True)
    t178 = t176 - (t177)
    t179 = (t178) * (0.2041241452319315)
    t180 = tl.exp(t179)
    t181 = tl.sum(tl.where((offs_n5 < E_n5)[None, None, None, :], t180, 0.0), axis=3, keep_dims=True)
    t182 = (t137) / (t181)
    tl.store(buf183_ptr + offs_n1[:, None, None, None] * buf183_s0 + offs_c3[None, :, None, None] * buf183_s1 + offs_n0[None, None, None, :] * buf183_s3, t182, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_c3 < E_c3)[None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :])


@triton.jit
def kernel_1(buf183_ptr, buf183_s0, buf183_s1, buf183_s2, buf183_s3, m185_ptr, m185_s0, m185_s1, m185_s2, m185_s3, buf190_ptr, buf190_s0, buf190_s1, buf190_s2, buf190_s3, E_c0, E_c1, E_c2, E_n0, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf190: Combine over grid cut0.0@0[2], grid cut0.1@1[4], grid w_uv.3@3[16]
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
    t184 = tl.load(buf183_ptr + offs_c0[:, None, None, None] * buf183_s0 + offs_c1[None, :, None, None] * buf183_s1 + offs_n0[None, None, None, :] * buf183_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t188 = tl.load(m185_ptr + offs_c1[None, :, None, None] * m185_s1 + offs_n0[None, None, :, None] * m185_s2 + offs_c2[None, None, None, :] * m185_s3, mask=(offs_c1 < E_c1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
    t189 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, None, :], t184, 0.0), 4) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, :, None], t188, 0.0), 2), axis=3)
    tl.store(buf190_ptr + offs_c0[:, None, None, None] * buf190_s0 + offs_c1[None, :, None, None] * buf190_s1 + offs_c2[None, None, None, :] * buf190_s3, t189, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_c2 < E_c2)[None, None, None, :])


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
    m15 = inputs['w_uk']
    m14 = m15.reshape([1, 4, 16, 64])
    m21 = inputs['c_kv']
    m24 = inputs['w_kv_norm']
    m23 = m24.reshape([1, 1, 64])
    m45 = m2.narrow(3, 16, 8)
    m44 = m45.narrow(3, 4, 4)
    m48 = m45.narrow(3, 0, 4)
    m53 = inputs['sin_q']
    m52 = m53.reshape([1, 1, 1, 8])
    m58 = inputs['cos_q']
    m57 = m58.reshape([1, 1, 1, 8])
    m63 = inputs['k_pe']
    m62 = m63.narrow(2, 4, 4)
    m66 = m63.narrow(2, 0, 4)
    m71 = inputs['sin_k']
    m70 = m71.reshape([1, 32, 8])
    m76 = inputs['cos_k']
    m75 = m76.reshape([1, 32, 8])
    buf183 = torch.full([2, 4, 1, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(4, T['c3']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m4_ptr=m4, m4_s0=m4.stride(0), m4_s1=m4.stride(1), m4_s2=m4.stride(2), m4_s3=m4.stride(3), m14_ptr=m14, m14_s0=m14.stride(0), m14_s1=m14.stride(1), m14_s2=m14.stride(2), m14_s3=m14.stride(3), m21_ptr=m21, m21_s0=m21.stride(0), m21_s1=m21.stride(1), m21_s2=m21.stride(2), m23_ptr=m23, m23_s0=m23.stride(0), m23_s1=m23.stride(1), m23_s2=m23.stride(2), m44_ptr=m44, m44_s0=m44.stride(0), m44_s1=m44.stride(1), m44_s2=m44.stride(2), m44_s3=m44.stride(3), m48_ptr=m48, m48_s0=m48.stride(0), m48_s1=m48.stride(1), m48_s2=m48.stride(2), m48_s3=m48.stride(3), m52_ptr=m52, m52_s0=m52.stride(0), m52_s1=m52.stride(1), m52_s2=m52.stride(2), m52_s3=m52.stride(3), m45_ptr=m45, m45_s0=m45.stride(0), m45_s1=m45.stride(1), m45_s2=m45.stride(2), m45_s3=m45.stride(3), m57_ptr=m57, m57_s0=m57.stride(0), m57_s1=m57.stride(1), m57_s2=m57.stride(2), m57_s3=m57.stride(3), m62_ptr=m62, m62_s0=m62.stride(0), m62_s1=m62.stride(1), m62_s2=m62.stride(2), m66_ptr=m66, m66_s0=m66.stride(0), m66_s1=m66.stride(1), m66_s2=m66.stride(2), m70_ptr=m70, m70_s0=m70.stride(0), m70_s1=m70.stride(1), m70_s2=m70.stride(2), m63_ptr=m63, m63_s0=m63.stride(0), m63_s1=m63.stride(1), m63_s2=m63.stride(2), m75_ptr=m75, m75_s0=m75.stride(0), m75_s1=m75.stride(1), m75_s2=m75.stride(2), buf183_ptr=buf183, buf183_s0=buf183.stride(0), buf183_s1=buf183.stride(1), buf183_s2=buf183.stride(2), buf183_s3=buf183.stride(3), E_c3=4, E_c4=32, E_c5=64, E_c6=16, E_n0=64, E_n1=2, E_n2=16, E_n3=4, E_n4=8, E_n5=32, F_n0=_pow2(64), F_n1=_pow2(2), F_n2=_pow2(16), F_n3=_pow2(4), F_n4=_pow2(8), F_n5=_pow2(32), T_c3=T['c3'], T_c4=T['c4'], T_c5=T['c5'], T_c6=T['c6'])
    m187 = inputs['w_uv']
    m186 = m187.permute([0, 2, 1])
    m185 = m186.reshape([1, 4, 64, 16])
    buf190 = torch.full([2, 4, 1, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(2, T['c0']) * _cdiv(4, T['c1']) * _cdiv(16, T['c2']),)](buf183_ptr=buf183, buf183_s0=buf183.stride(0), buf183_s1=buf183.stride(1), buf183_s2=buf183.stride(2), buf183_s3=buf183.stride(3), m185_ptr=m185, m185_s0=m185.stride(0), m185_s1=m185.stride(1), m185_s2=m185.stride(2), m185_s3=m185.stride(3), buf190_ptr=buf190, buf190_s0=buf190.stride(0), buf190_s1=buf190.stride(1), buf190_s2=buf190.stride(2), buf190_s3=buf190.stride(3), E_c0=2, E_c1=4, E_c2=16, E_n0=64, F_n0=_pow2(64), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    return buf190


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
