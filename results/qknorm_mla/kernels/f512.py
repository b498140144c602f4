"""qknorm_mla [small], candidate 512: 2 kernel(s)

Rendered by EqiForge from candidate 512 of qknorm_mla [small]: grid(c_kv.2@3, q.0@0) loop(c_kv.1[32]: sum) {loop(q.3[16]: pair(sum, sum))} loop(c_kv.2[64]: pair(sum, sum)) [9 mm] | grid(cut0.0@0, cut0.1@1, w_uv.3@3) [1 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid cut0.0@0[2]
    c1: grid cut0.1@1[4]
    c2: grid w_uv.3@3[16]
    c3: grid q.0@0[2]
    c4: grid c_kv.2@3[64]
    c5: loop c_kv.1[32]
    c6: loop q.3[16]
    c7: loop c_kv.2[64]

Run it on its own: `python kernels/f512.py` checks it once against PyTorch on random inputs.
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
def kernel_0(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m4_ptr, m4_s0, m4_s1, m4_s2, m4_s3, m8_ptr, m8_s0, m8_s1, m8_s2, m8_s3, m20_ptr, m20_s0, m20_s1, m20_s2, m22_ptr, m22_s0, m22_s1, m22_s2, m36_ptr, m36_s0, m36_s1, m36_s2, m36_s3, m40_ptr, m40_s0, m40_s1, m40_s2, m40_s3, m44_ptr, m44_s0, m44_s1, m44_s2, m44_s3, m37_ptr, m37_s0, m37_s1, m37_s2, m37_s3, m49_ptr, m49_s0, m49_s1, m49_s2, m49_s3, m54_ptr, m54_s0, m54_s1, m54_s2, m56_ptr, m56_s0, m56_s1, m56_s2, m60_ptr, m60_s0, m60_s1, m60_s2, m63_ptr, m63_s0, m63_s1, m63_s2, m67_ptr, m67_s0, m67_s1, m67_s2, buf162_ptr, buf162_s0, buf162_s1, buf162_s2, buf162_s3, E_c3, E_c4, E_c5, E_c6, E_c7, E_n0, E_n1, E_n2, E_n3, E_n4, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, F_n4: tl.constexpr, T_c3: tl.constexpr, T_c4: tl.constexpr, T_c5: tl.constexpr, T_c6: tl.constexpr, T_c7: tl.constexpr):
    # writes buf162: Combine over grid q.0@0[2], grid c_kv.2@3[64]
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
    t12 = tl.load(m1_ptr + offs_c3[:, None, None, None] * m1_s0 + offs_n1[None, :, None, None] * m1_s1 + offs_n2[None, None, None, :] * m1_s3, mask=(offs_c3 < E_c3)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t13 = (t12) * (t12)
    t14 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t13, 0.0), axis=3, keep_dims=True)
    t15 = t14 + 1.6e-05
    t16 = tl.rsqrt(t15)
    acc18 = tl.full([T_c3, F_n1, 1, F_n0], 0.0, tl.float32)
    acc19 = tl.full([T_c3, F_n1, 1, F_n0], 0.0, tl.float32)
    for i_c6 in range(0, tl.cdiv(E_c6, T_c6)):
        offs_c6 = i_c6 * T_c6 + tl.arange(0, T_c6)

        t3 = tl.load(m1_ptr + offs_c3[:, None, None, None] * m1_s0 + offs_n1[None, :, None, None] * m1_s1 + offs_c6[None, None, None, :] * m1_s3, mask=(offs_c3 < E_c3)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c6 < E_c6)[None, None, None, :], other=0).to(tl.float32)
        t6 = tl.load(m4_ptr + offs_c6[None, None, None, :] * m4_s3, mask=(offs_c6 < E_c6)[None, None, None, :], other=0).to(tl.float32)
        t7 = (t3) * (t6)
        t10 = tl.load(m8_ptr + offs_n1[None, :, None, None] * m8_s1 + offs_c6[None, None, :, None] * m8_s2 + offs_n0[None, None, None, :] * m8_s3, mask=(offs_n1 < E_n1)[None, :, None, None] & (offs_c6 < E_c6)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
        t11 = tl.sum(tl.expand_dims(tl.where((offs_c6 < E_c6)[None, None, None, :], t7, 0.0), 4) * tl.expand_dims(tl.where((offs_c6 < E_c6)[None, None, :, None], t10, 0.0), 2), axis=3)
        t17 = (t11) * (t16)
        acc18 = acc18 + t11
        acc19 = acc19 + t17
    t24 = tl.load(m22_ptr + offs_n0[None, None, :] * m22_s2, mask=(offs_n0 < E_n0)[None, None, :], other=0).to(tl.float32)
    t38 = tl.load(m36_ptr + offs_c3[:, None, None, None] * m36_s0 + offs_n1[None, :, None, None] * m36_s1 + offs_n1[None, None, None, :] * m36_s3, mask=(offs_c3 < E_c3)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t39 = -(t38)
    t41 = tl.load(m40_ptr + offs_c3[:, None, None, None] * m40_s0 + offs_n1[None, :, None, None] * m40_s1 + offs_n1[None, None, None, :] * m40_s3, mask=(offs_c3 < E_c3)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    i42 = offs_n3[None, None, None, :] + tl.zeros([T_c3, F_n1, 1, F_n3], tl.int32)
    t43 = tl.where(i42 < 4, tl.gather(t39, tl.minimum(i42, F_n1 - 1), 3), tl.gather(t41, tl.minimum(tl.maximum(i42 - 4, 0), F_n1 - 1), 3))
    t46 = tl.load(m44_ptr + offs_n3[None, None, None, :] * m44_s3, mask=(offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t47 = (t43) * (t46)
    t48 = tl.load(m37_ptr + offs_c3[:, None, None, None] * m37_s0 + offs_n1[None, :, None, None] * m37_s1 + offs_n3[None, None, None, :] * m37_s3, mask=(offs_c3 < E_c3)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t51 = tl.load(m49_ptr + offs_n3[None, None, None, :] * m49_s3, mask=(offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t52 = (t48) * (t51)
    t53 = t47 + t52
    t77 = tl.load(m60_ptr + offs_c3[:, None, None] * m60_s0 + offs_n4[None, :, None] * m60_s1 + offs_n1[None, None, :] * m60_s2, mask=(offs_c3 < E_c3)[:, None, None] & (offs_n4 < E_n4)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    t78 = -(t77)
    t79 = tl.load(m63_ptr + offs_c3[:, None, None] * m63_s0 + offs_n4[None, :, None] * m63_s1 + offs_n1[None, None, :] * m63_s2, mask=(offs_c3 < E_c3)[:, None, None] & (offs_n4 < E_n4)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    i80 = offs_n3[None, None, :] + tl.zeros([T_c3, F_n4, F_n3], tl.int32)
    t81 = tl.where(i80 < 4, tl.gather(t78, tl.minimum(i80, F_n1 - 1), 2), tl.gather(t79, tl.minimum(tl.maximum(i80 - 4, 0), F_n1 - 1), 2))
    t82 = tl.load(m67_ptr + offs_n4[None, :, None] * m67_s1 + offs_n3[None, None, :] * m67_s2, mask=(offs_n4 < E_n4)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t83 = (t81) * (t82)
    t84 = tl.load(m54_ptr + offs_c3[:, None, None] * m54_s0 + offs_n4[None, :, None] * m54_s1 + offs_n3[None, None, :] * m54_s2, mask=(offs_c3 < E_c3)[:, None, None] & (offs_n4 < E_n4)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t85 = tl.load(m56_ptr + offs_n4[None, :, None] * m56_s1 + offs_n3[None, None, :] * m56_s2, mask=(offs_n4 < E_n4)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t86 = (t84) * (t85)
    t87 = t83 + t86
    t88 = tl.reshape(t87, [T_c3, 1, F_n4, F_n3])
    t89 = tl.permute(t88, (0, 1, 3, 2))
    t90 = tl.sum(tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, None, :], t53, 0.0), 4) * tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, :, None], t89, 0.0), 2), axis=3)
    t91 = tl.load(m20_ptr + offs_c3[:, None, None] * m20_s0 + offs_n4[None, :, None] * m20_s1 + offs_n0[None, None, :] * m20_s2, mask=(offs_c3 < E_c3)[:, None, None] & (offs_n4 < E_n4)[None, :, None] & (offs_n0 < E_n0)[None, None, :], other=0).to(tl.float32)
    t92 = (t91) * (t24)
    t93 = (t91) * (t91)
    t94 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, :], t93, 0.0), axis=2, keep_dims=True)
    t95 = t94 + 6.4e-05
    t96 = tl.rsqrt(t95)
    t97 = (t92) * (t96)
    t98 = tl.reshape(t97, [T_c3, 1, F_n4, F_n0])
    t99 = (t98) * (8.0)
    t100 = tl.permute(t99, (0, 1, 3, 2))
    t101 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, None, :], acc19, 0.0), 4) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, :, None], t100, 0.0), 2), axis=3)
    t102 = (t101) * (4.0)
    t103 = t90 + t102
    t104 = tl.max(tl.where((offs_n4 < E_n4)[None, None, None, :], t103, -float('inf')), axis=3, keep_dims=True)
    t105 = (t104) * (0.2041241452319315)
    t110 = tl.load(m22_ptr + offs_c4[None, None, :] * m22_s2, mask=(offs_c4 < E_c4)[None, None, :], other=0).to(tl.float32)
    acc114 = tl.full([T_c3, F_n1, 1, T_c4], 0.0, tl.float32)
    for i_c5 in range(0, tl.cdiv(E_c5, T_c5)):
        offs_c5 = i_c5 * T_c5 + tl.arange(0, T_c5)

        t21 = tl.load(m20_ptr + offs_c3[:, None, None] * m20_s0 + offs_c5[None, :, None] * m20_s1 + offs_n0[None, None, :] * m20_s2, mask=(offs_c3 < E_c3)[:, None, None] & (offs_c5 < E_c5)[None, :, None] & (offs_n0 < E_n0)[None, None, :], other=0).to(tl.float32)
        t25 = (t21) * (t24)
        t26 = (t21) * (t21)
        t27 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, :], t26, 0.0), axis=2, keep_dims=True)
        t28 = t27 + 6.4e-05
        t29 = tl.rsqrt(t28)
        t30 = (t25) * (t29)
        t31 = tl.reshape(t30, [T_c3, 1, T_c5, F_n0])
        t32 = (t31) * (8.0)
        t33 = tl.permute(t32, (0, 1, 3, 2))
        t34 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, None, :], acc19, 0.0), 4) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, :, None], t33, 0.0), 2), axis=3)
        t35 = (t34) * (4.0)
        t55 = tl.load(m54_ptr + offs_c3[:, None, None] * m54_s0 + offs_c5[None, :, None] * m54_s1 + offs_n3[None, None, :] * m54_s2, mask=(offs_c3 < E_c3)[:, None, None] & (offs_c5 < E_c5)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
        t58 = tl.load(m56_ptr + offs_c5[None, :, None] * m56_s1 + offs_n3[None, None, :] * m56_s2, mask=(offs_c5 < E_c5)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
        t59 = (t55) * (t58)
        t61 = tl.load(m60_ptr + offs_c3[:, None, None] * m60_s0 + offs_c5[None, :, None] * m60_s1 + offs_n1[None, None, :] * m60_s2, mask=(offs_c3 < E_c3)[:, None, None] & (offs_c5 < E_c5)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
        t62 = -(t61)
        t64 = tl.load(m63_ptr + offs_c3[:, None, None] * m63_s0 + offs_c5[None, :, None] * m63_s1 + offs_n1[None, None, :] * m63_s2, mask=(offs_c3 < E_c3)[:, None, None] & (offs_c5 < E_c5)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
        i65 = offs_n3[None, None, :] + tl.zeros([T_c3, T_c5, F_n3], tl.int32)
        t66 = tl.where(i65 < 4, tl.gather(t62, tl.minimum(i65, F_n1 - 1), 2), tl.gather(t64, tl.minimum(tl.maximum(i65 - 4, 0), F_n1 - 1), 2))
        t69 = tl.load(m67_ptr + offs_c5[None, :, None] * m67_s1 + offs_n3[None, None, :] * m67_s2, mask=(offs_c5 < E_c5)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
        t70 = (t66) * (t69)
        t71 = t59 + t70
        t72 = tl.reshape(t71, [T_c3, 1, T_c5, F_n3])
        t73 = tl.permute(t72, (0, 1, 3, 2))
        t74 = tl.sum(tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, None, :], t53, 0.0), 4) * tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, :, None], t73, 0.0), 2), axis=3)
        t75 = t35 + t74
        t76 = (t75) * (0.2041241452319315)
        t106 = t76 - (t105)
        t107 = tl.exp(t106)
        t108 = tl.load(m20_ptr + offs_c3[:, None, None] * m20_s0 + offs_c5[None, :, None] * m20_s1 + offs_c4[None, None, :] * m20_s2, mask=(offs_c3 < E_c3)[:, None, None] & (offs_c5 < E_c5)[None, :, None] & (offs_c4 < E_c4)[None, None, :], other=0).to(tl.float32)
        t109 = (t108) * (t29)
        t111 = (t109) * (t110)
        t112 = tl.reshape(t111, [T_c3, 1, T_c5, T_c4])
        t113 = tl.sum(tl.expand_dims(tl.where((offs_c5 < E_c5)[None, None, None, :], t107, 0.0), 4) * tl.expand_dims(tl.where((offs_c5 < E_c5)[None, None, :, None], t112, 0.0), 2), axis=3)
        acc114 = acc114 + t113
    t115 = (acc114) * (8.0)
    t116 = -(t38)
    i117 = offs_n3[None, None, None, :] + tl.zeros([T_c3, F_n1, 1, F_n3], tl.int32)
    t118 = tl.where(i117 < 4, tl.gather(t116, tl.minimum(i117, F_n1 - 1), 3), tl.gather(t41, tl.minimum(tl.maximum(i117 - 4, 0), F_n1 - 1), 3))
    t119 = (t118) * (t46)
    t120 = (t48) * (t51)
    t121 = t119 + t120
    t122 = -(t77)
    i123 = offs_n3[None, None, :] + tl.zeros([T_c3, F_n4, F_n3], tl.int32)
    t124 = tl.where(i123 < 4, tl.gather(t122, tl.minimum(i123, F_n1 - 1), 2), tl.gather(t79, tl.minimum(tl.maximum(i123 - 4, 0), F_n1 - 1), 2))
    t125 = (t124) * (t82)
    t126 = (t84) * (t85)
    t127 = t125 + t126
    t128 = tl.reshape(t127, [T_c3, 1, F_n4, F_n3])
    t129 = tl.permute(t128, (0, 1, 3, 2))
    t130 = tl.sum(tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, None, :], t121, 0.0), 4) * tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, :, None], t129, 0.0), 2), axis=3)
    t131 = tl.load(m4_ptr + offs_n2[None, None, None, :] * m4_s3, mask=(offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t132 = (t12) * (t131)
    t138 = (t91) * (t91)
    t139 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, :], t138, 0.0), axis=2, keep_dims=True)
    t140 = t139 + 6.4e-05
    t141 = tl.rsqrt(t140)
    t147 = (t12) * (t12)
    t148 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t147, 0.0), axis=3, keep_dims=True)
    t149 = t148 + 1.6e-05
    t150 = tl.rsqrt(t149)
    acc152 = tl.full([T_c3, F_n1, 1, F_n4], 0.0, tl.float32)
    acc153 = tl.full([T_c3, F_n1, 1, F_n4], 0.0, tl.float32)
    for i_c7 in range(0, tl.cdiv(E_c7, T_c7)):
        offs_c7 = i_c7 * T_c7 + tl.arange(0, T_c7)

        t133 = tl.load(m8_ptr + offs_n1[None, :, None, None] * m8_s1 + offs_n2[None, None, :, None] * m8_s2 + offs_c7[None, None, None, :] * m8_s3, mask=(offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_c7 < E_c7)[None, None, None, :], other=0).to(tl.float32)
        t134 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t132, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t133, 0.0), 2), axis=3)
        t135 = tl.load(m20_ptr + offs_c3[:, None, None] * m20_s0 + offs_n4[None, :, None] * m20_s1 + offs_c7[None, None, :] * m20_s2, mask=(offs_c3 < E_c3)[:, None, None] & (offs_n4 < E_n4)[None, :, None] & (offs_c7 < E_c7)[None, None, :], other=0).to(tl.float32)
        t136 = tl.load(m22_ptr + offs_c7[None, None, :] * m22_s2, mask=(offs_c7 < E_c7)[None, None, :], other=0).to(tl.float32)
        t137 = (t135) * (t136)
        t142 = (t137) * (t141)
        t143 = tl.reshape(t142, [T_c3, 1, F_n4, T_c7])
        t144 = (t143) * (8.0)
        t145 = tl.permute(t144, (0, 1, 3, 2))
        t146 = tl.sum(tl.expand_dims(tl.where((offs_c7 < E_c7)[None, None, None, :], t134, 0.0), 4) * tl.expand_dims(tl.where((offs_c7 < E_c7)[None, None, :, None], t145, 0.0), 2), axis=3)
        t151 = (t146) * (t150)
        acc152 = acc152 + t146
        acc153 = acc153 + t151
    t154 = (acc153) * (4.0)
    t155 = t130 + t154
    t156 = tl.max(tl.where((offs_n4 < E_n4)[None, None, None, :], t155, -float('inf')), axis=3, keep_dims=True)
    t157 = t155 - (t156)
    t158 = (t157) * (0.2041241452319315)
    t159 = tl.exp(t158)
    t160 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t159, 0.0), axis=3, keep_dims=True)
    t161 = (t115) / (t160)
    tl.store(buf162_ptr + offs_c3[:, None, None, None] * buf162_s0 + offs_n1[None, :, None, None] * buf162_s1 + offs_c4[None, None, None, :] * buf162_s3, t161, mask=(offs_c3 < E_c3)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c4 < E_c4)[None, None, None, :])


@triton.jit
def kernel_1(buf162_ptr, buf162_s0, buf162_s1, buf162_s2, buf162_s3, m164_ptr, m164_s0, m164_s1, m164_s2, m164_s3, buf169_ptr, buf169_s0, buf169_s1, buf169_s2, buf169_s3, E_c0, E_c1, E_c2, E_n0, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf169: Combine over grid cut0.0@0[2], grid cut0.1@1[4], grid w_uv.3@3[16]
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
    t163 = tl.load(buf162_ptr + offs_c0[:, None, None, None] * buf162_s0 + offs_c1[None, :, None, None] * buf162_s1 + offs_n0[None, None, None, :] * buf162_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t167 = tl.load(m164_ptr + offs_c1[None, :, None, None] * m164_s1 + offs_n0[None, None, :, None] * m164_s2 + offs_c2[None, None, None, :] * m164_s3, mask=(offs_c1 < E_c1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
    t168 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, None, :], t163, 0.0), 4) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, :, None], t167, 0.0), 2), axis=3)
    tl.store(buf169_ptr + offs_c0[:, None, None, None] * buf169_s0 + offs_c1[None, :, None, None] * buf169_s1 + offs_c2[None, None, None, :] * buf169_s3, t168, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_c2 < E_c2)[None, None, None, :])


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
    m37 = m2.narrow(3, 16, 8)
    m36 = m37.narrow(3, 4, 4)
    m40 = m37.narrow(3, 0, 4)
    m45 = inputs['sin_q']
    m44 = m45.reshape([1, 1, 1, 8])
    m50 = inputs['cos_q']
    m49 = m50.reshape([1, 1, 1, 8])
    m54 = inputs['k_pe']
    m57 = inputs['cos_k']
    m56 = m57.reshape([1, 32, 8])
    m60 = m54.narrow(2, 4, 4)
    m63 = m54.narrow(2, 0, 4)
    m68 = inputs['sin_k']
    m67 = m68.reshape([1, 32, 8])
    buf162 = torch.full([2, 4, 1, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(2, T['c3']) * _cdiv(64, T['c4']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m4_ptr=m4, m4_s0=m4.stride(0), m4_s1=m4.stride(1), m4_s2=m4.stride(2), m4_s3=m4.stride(3), m8_ptr=m8, m8_s0=m8.stride(0), m8_s1=m8.stride(1), m8_s2=m8.stride(2), m8_s3=m8.stride(3), m20_ptr=m20, m20_s0=m20.stride(0), m20_s1=m20.stride(1), m20_s2=m20.stride(2), m22_ptr=m22, m22_s0=m22.stride(0), m22_s1=m22.stride(1), m22_s2=m22.stride(2), m36_ptr=m36, m36_s0=m36.stride(0), m36_s1=m36.stride(1), m36_s2=m36.stride(2), m36_s3=m36.stride(3), m40_ptr=m40, m40_s0=m40.stride(0), m40_s1=m40.stride(1), m40_s2=m40.stride(2), m40_s3=m40.stride(3), m44_ptr=m44, m44_s0=m44.stride(0), m44_s1=m44.stride(1), m44_s2=m44.stride(2), m44_s3=m44.stride(3), m37_ptr=m37, m37_s0=m37.stride(0), m37_s1=m37.stride(1), m37_s2=m37.stride(2), m37_s3=m37.stride(3), m49_ptr=m49, m49_s0=m49.stride(0), m49_s1=m49.stride(1), m49_s2=m49.stride(2), m49_s3=m49.stride(3), m54_ptr=m54, m54_s0=m54.stride(0), m54_s1=m54.stride(1), m54_s2=m54.stride(2), m56_ptr=m56, m56_s0=m56.stride(0), m56_s1=m56.stride(1), m56_s2=m56.stride(2), m60_ptr=m60, m60_s0=m60.stride(0), m60_s1=m60.stride(1), m60_s2=m60.stride(2), m63_ptr=m63, m63_s0=m63.stride(0), m63_s1=m63.stride(1), m63_s2=m63.stride(2), m67_ptr=m67, m67_s0=m67.stride(0), m67_s1=m67.stride(1), m67_s2=m67.stride(2), buf162_ptr=buf162, buf162_s0=buf162.stride(0), buf162_s1=buf162.stride(1), buf162_s2=buf162.stride(2), buf162_s3=buf162.stride(3), E_c3=2, E_c4=64, E_c5=32, E_c6=16, E_c7=64, E_n0=64, E_n1=4, E_n2=16, E_n3=8, E_n4=32, F_n0=_pow2(64), F_n1=_pow2(4), F_n2=_pow2(16), F_n3=_pow2(8), F_n4=_pow2(32), T_c3=T['c3'], T_c4=T['c4'], T_c5=T['c5'], T_c6=T['c6'], T_c7=T['c7'])
    m166 = inputs['w_uv']
    m165 = m166.permute([0, 2, 1])
    m164 = m165.reshape([1, 4, 64, 16])
    buf169 = torch.full([2, 4, 1, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(2, T['c0']) * _cdiv(4, T['c1']) * _cdiv(16, T['c2']),)](buf162_ptr=buf162, buf162_s0=buf162.stride(0), buf162_s1=buf162.stride(1), buf162_s2=buf162.stride(2), buf162_s3=buf162.stride(3), m164_ptr=m164, m164_s0=m164.stride(0), m164_s1=m164.stride(1), m164_s2=m164.stride(2), m164_s3=m164.stride(3), buf169_ptr=buf169, buf169_s0=buf169.stride(0), buf169_s1=buf169.stride(1), buf169_s2=buf169.stride(2), buf169_s3=buf169.stride(3), E_c0=2, E_c1=4, E_c2=16, E_n0=64, F_n0=_pow2(64), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    return buf169


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
