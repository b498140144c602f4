"""qknorm_mla [small], candidate 1090: 2 kernel(s)

Rendered by EqiForge from candidate 1090 of qknorm_mla [small]: grid(q.0@0, q.1@1) loop(c_kv.2[64]: pair(sum, sum)) {loop(q.3[16]: pair(sum, sum))} loop(c_kv.1[32]: sum) [10 mm] | grid(cut0.0@0, cut0.1@1, w_uv.3@3) [1 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid cut0.0@0[2]
    c1: grid cut0.1@1[4]
    c2: grid w_uv.3@3[16]
    c3: grid q.0@0[2]
    c4: grid q.1@1[4]
    c5: loop c_kv.2[64]
    c6: loop q.3[16]
    c7: loop c_kv.1[32]

Run it on its own: `python kernels/f1090.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/qknorm_mla.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 1, "c1": 2, "c2": 8, "c3": 1, "c4": 2, "c5": 32, "c6": 8, "c7": 16}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 2, "c1": 4, "c2": 16, "c3": 2, "c4": 4, "c5": 64, "c6": 16, "c7": 32}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m4_ptr, m4_s0, m4_s1, m4_s2, m4_s3, m14_ptr, m14_s0, m14_s1, m14_s2, m14_s3, m21_ptr, m21_s0, m21_s1, m21_s2, m23_ptr, m23_s0, m23_s1, m23_s2, m40_ptr, m40_s0, m40_s1, m40_s2, m40_s3, m44_ptr, m44_s0, m44_s1, m44_s2, m44_s3, m48_ptr, m48_s0, m48_s1, m48_s2, m48_s3, m41_ptr, m41_s0, m41_s1, m41_s2, m41_s3, m53_ptr, m53_s0, m53_s1, m53_s2, m53_s3, m58_ptr, m58_s0, m58_s1, m58_s2, m62_ptr, m62_s0, m62_s1, m62_s2, m66_ptr, m66_s0, m66_s1, m66_s2, m59_ptr, m59_s0, m59_s1, m59_s2, m71_ptr, m71_s0, m71_s1, m71_s2, buf164_ptr, buf164_s0, buf164_s1, buf164_s2, buf164_s3, E_c3, E_c4, E_c5, E_c6, E_c7, E_n0, E_n1, E_n2, E_n3, E_n4, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, F_n4: tl.constexpr, T_c3: tl.constexpr, T_c4: tl.constexpr, T_c5: tl.constexpr, T_c6: tl.constexpr, T_c7: tl.constexpr):
    # writes buf164: Combine over grid q.0@0[2], grid q.1@1[4]
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
    offs_n0 = tl.arange(0, F_n0)
    offs_n3 = tl.arange(0, F_n3)
    offs_n4 = tl.arange(0, F_n4)
    t8 = tl.load(m1_ptr + offs_c3[:, None, None, None] * m1_s0 + offs_c4[None, :, None, None] * m1_s1 + offs_n1[None, None, None, :] * m1_s3, mask=(offs_c3 < E_c3)[:, None, None, None] & (offs_c4 < E_c4)[None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t9 = (t8) * (t8)
    t10 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t9, 0.0), axis=3, keep_dims=True)
    t11 = t10 + 1.6e-05
    t12 = tl.rsqrt(t11)
    t27 = tl.load(m21_ptr + offs_c3[:, None, None] * m21_s0 + offs_n2[None, :, None] * m21_s1 + offs_n0[None, None, :] * m21_s2, mask=(offs_c3 < E_c3)[:, None, None] & (offs_n2 < E_n2)[None, :, None] & (offs_n0 < E_n0)[None, None, :], other=0).to(tl.float32)
    t28 = (t27) * (t27)
    t29 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, :], t28, 0.0), axis=2, keep_dims=True)
    t30 = t29 + 6.4e-05
    t31 = tl.rsqrt(t30)
    acc38 = tl.full([T_c3, T_c4, 1, F_n2], 0.0, tl.float32)
    acc39 = tl.full([T_c3, T_c4, 1, F_n2], 0.0, tl.float32)
    for i_c5 in range(0, tl.cdiv(E_c5, T_c5)):
        offs_c5 = i_c5 * T_c5 + tl.arange(0, T_c5)

        acc19 = tl.full([T_c3, T_c4, 1, T_c5], 0.0, tl.float32)
        acc20 = tl.full([T_c3, T_c4, 1, T_c5], 0.0, tl.float32)
        for i_c6 in range(0, tl.cdiv(E_c6, T_c6)):
            offs_c6 = i_c6 * T_c6 + tl.arange(0, T_c6)

            t3 = tl.load(m1_ptr + offs_c3[:, None, None, None] * m1_s0 + offs_c4[None, :, None, None] * m1_s1 + offs_c6[None, None, None, :] * m1_s3, mask=(offs_c3 < E_c3)[:, None, None, None] & (offs_c4 < E_c4)[None, :, None, None] & (offs_c6 < E_c6)[None, None, None, :], other=0).to(tl.float32)
            t6 = tl.load(m4_ptr + offs_c6[None, None, None, :] * m4_s3, mask=(offs_c6 < E_c6)[None, None, None, :], other=0).to(tl.float32)
            t7 = (t3) * (t6)
            t13 = (t7) * (t12)
            t16 = tl.load(m14_ptr + offs_c4[None, :, None, None] * m14_s1 + offs_c6[None, None, :, None] * m14_s2 + offs_c5[None, None, None, :] * m14_s3, mask=(offs_c4 < E_c4)[None, :, None, None] & (offs_c6 < E_c6)[None, None, :, None] & (offs_c5 < E_c5)[None, None, None, :], other=0).to(tl.float32)
            t17 = tl.sum(tl.expand_dims(tl.where((offs_c6 < E_c6)[None, None, None, :], t13, 0.0), 4) * tl.expand_dims(tl.where((offs_c6 < E_c6)[None, None, :, None], t16, 0.0), 2), axis=3)
            t18 = (t17) * (4.0)
            acc19 = acc19 + t18
            acc20 = acc20 + t17
        t22 = tl.load(m21_ptr + offs_c3[:, None, None] * m21_s0 + offs_n2[None, :, None] * m21_s1 + offs_c5[None, None, :] * m21_s2, mask=(offs_c3 < E_c3)[:, None, None] & (offs_n2 < E_n2)[None, :, None] & (offs_c5 < E_c5)[None, None, :], other=0).to(tl.float32)
        t25 = tl.load(m23_ptr + offs_c5[None, None, :] * m23_s2, mask=(offs_c5 < E_c5)[None, None, :], other=0).to(tl.float32)
        t26 = (t22) * (t25)
        t32 = (t26) * (t31)
        t33 = tl.reshape(t32, [T_c3, 1, F_n2, T_c5])
        t34 = (t33) * (8.0)
        t35 = tl.permute(t34, (0, 1, 3, 2))
        t36 = tl.sum(tl.expand_dims(tl.where((offs_c5 < E_c5)[None, None, None, :], acc19, 0.0), 4) * tl.expand_dims(tl.where((offs_c5 < E_c5)[None, None, :, None], t35, 0.0), 2), axis=3)
        t37 = tl.sum(tl.expand_dims(tl.where((offs_c5 < E_c5)[None, None, None, :], acc20, 0.0), 4) * tl.expand_dims(tl.where((offs_c5 < E_c5)[None, None, :, None], t35, 0.0), 2), axis=3)
        acc38 = acc38 + t36
        acc39 = acc39 + t37
    t42 = tl.load(m40_ptr + offs_c3[:, None, None, None] * m40_s0 + offs_c4[None, :, None, None] * m40_s1 + offs_n3[None, None, None, :] * m40_s3, mask=(offs_c3 < E_c3)[:, None, None, None] & (offs_c4 < E_c4)[None, :, None, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t43 = -(t42)
    t45 = tl.load(m44_ptr + offs_c3[:, None, None, None] * m44_s0 + offs_c4[None, :, None, None] * m44_s1 + offs_n3[None, None, None, :] * m44_s3, mask=(offs_c3 < E_c3)[:, None, None, None] & (offs_c4 < E_c4)[None, :, None, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    i46 = offs_n4[None, None, None, :] + tl.zeros([T_c3, T_c4, 1, F_n4], tl.int32)
    t47 = tl.where(i46 < 4, tl.gather(t43, tl.minimum(i46, F_n3 - 1), 3), tl.gather(t45, tl.minimum(tl.maximum(i46 - 4, 0), F_n3 - 1), 3))
    t50 = tl.load(m48_ptr + offs_n4[None, None, None, :] * m48_s3, mask=(offs_n4 < E_n4)[None, None, None, :], other=0).to(tl.float32)
    t51 = (t47) * (t50)
    t52 = tl.load(m41_ptr + offs_c3[:, None, None, None] * m41_s0 + offs_c4[None, :, None, None] * m41_s1 + offs_n4[None, None, None, :] * m41_s3, mask=(offs_c3 < E_c3)[:, None, None, None] & (offs_c4 < E_c4)[None, :, None, None] & (offs_n4 < E_n4)[None, None, None, :], other=0).to(tl.float32)
    t55 = tl.load(m53_ptr + offs_n4[None, None, None, :] * m53_s3, mask=(offs_n4 < E_n4)[None, None, None, :], other=0).to(tl.float32)
    t56 = (t52) * (t55)
    t57 = t51 + t56
    t60 = tl.load(m58_ptr + offs_c3[:, None, None] * m58_s0 + offs_n2[None, :, None] * m58_s1 + offs_n3[None, None, :] * m58_s2, mask=(offs_c3 < E_c3)[:, None, None] & (offs_n2 < E_n2)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t61 = -(t60)
    t63 = tl.load(m62_ptr + offs_c3[:, None, None] * m62_s0 + offs_n2[None, :, None] * m62_s1 + offs_n3[None, None, :] * m62_s2, mask=(offs_c3 < E_c3)[:, None, None] & (offs_n2 < E_n2)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    i64 = offs_n4[None, None, :] + tl.zeros([T_c3, F_n2, F_n4], tl.int32)
    t65 = tl.where(i64 < 4, tl.gather(t61, tl.minimum(i64, F_n3 - 1), 2), tl.gather(t63, tl.minimum(tl.maximum(i64 - 4, 0), F_n3 - 1), 2))
    t68 = tl.load(m66_ptr + offs_n2[None, :, None] * m66_s1 + offs_n4[None, None, :] * m66_s2, mask=(offs_n2 < E_n2)[None, :, None] & (offs_n4 < E_n4)[None, None, :], other=0).to(tl.float32)
    t69 = (t65) * (t68)
    t70 = tl.load(m59_ptr + offs_c3[:, None, None] * m59_s0 + offs_n2[None, :, None] * m59_s1 + offs_n4[None, None, :] * m59_s2, mask=(offs_c3 < E_c3)[:, None, None] & (offs_n2 < E_n2)[None, :, None] & (offs_n4 < E_n4)[None, None, :], other=0).to(tl.float32)
    t73 = tl.load(m71_ptr + offs_n2[None, :, None] * m71_s1 + offs_n4[None, None, :] * m71_s2, mask=(offs_n2 < E_n2)[None, :, None] & (offs_n4 < E_n4)[None, None, :], other=0).to(tl.float32)
    t74 = (t70) * (t73)
    t75 = t69 + t74
    t76 = tl.reshape(t75, [T_c3, 1, F_n2, F_n4])
    t77 = tl.permute(t76, (0, 1, 3, 2))
    t78 = tl.sum(tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, None, :], t57, 0.0), 4) * tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, :, None], t77, 0.0), 2), axis=3)
    t79 = acc38 + t78
    t80 = (t79) * (0.2041241452319315)
    t81 = tl.max(tl.where((offs_n2 < E_n2)[None, None, None, :], t79, -float('inf')), axis=3, keep_dims=True)
    t82 = (t81) * (0.2041241452319315)
    t83 = t80 - (t82)
    t84 = tl.exp(t83)
    t85 = tl.load(m23_ptr + offs_n0[None, None, :] * m23_s2, mask=(offs_n0 < E_n0)[None, None, :], other=0).to(tl.float32)
    t86 = (t27) * (t85)
    t87 = (t27) * (t27)
    t88 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, :], t87, 0.0), axis=2, keep_dims=True)
    t89 = t88 + 6.4e-05
    t90 = tl.rsqrt(t89)
    t91 = (t86) * (t90)
    t92 = tl.reshape(t91, [T_c3, 1, F_n2, F_n0])
    t93 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t84, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t92, 0.0), 2), axis=3)
    t94 = (t93) * (8.0)
    t95 = (t52) * (t55)
    t96 = -(t42)
    i97 = offs_n4[None, None, None, :] + tl.zeros([T_c3, T_c4, 1, F_n4], tl.int32)
    t98 = tl.where(i97 < 4, tl.gather(t96, tl.minimum(i97, F_n3 - 1), 3), tl.gather(t45, tl.minimum(tl.maximum(i97 - 4, 0), F_n3 - 1), 3))
    t99 = (t98) * (t50)
    t100 = t95 + t99
    t115 = tl.load(m4_ptr + offs_n1[None, None, None, :] * m4_s3, mask=(offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t116 = (t8) * (t115)
    t117 = tl.load(m14_ptr + offs_c4[None, :, None, None] * m14_s1 + offs_n1[None, None, :, None] * m14_s2 + offs_n0[None, None, None, :] * m14_s3, mask=(offs_c4 < E_c4)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t118 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :], t116, 0.0), 4) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :, None], t117, 0.0), 2), axis=3)
    t119 = (t8) * (t8)
    t120 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t119, 0.0), axis=3, keep_dims=True)
    t121 = (t120) * (0.0625)
    t122 = t121 + 1e-06
    t123 = tl.rsqrt(t122)
    t124 = (t118) * (t123)
    t137 = -(t60)
    i138 = offs_n4[None, None, :] + tl.zeros([T_c3, F_n2, F_n4], tl.int32)
    t139 = tl.where(i138 < 4, tl.gather(t137, tl.minimum(i138, F_n3 - 1), 2), tl.gather(t63, tl.minimum(tl.maximum(i138 - 4, 0), F_n3 - 1), 2))
    t140 = (t139) * (t68)
    t141 = (t70) * (t73)
    t142 = t140 + t141
    t143 = tl.reshape(t142, [T_c3, 1, F_n2, F_n4])
    t144 = tl.permute(t143, (0, 1, 3, 2))
    t145 = tl.sum(tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, None, :], t100, 0.0), 4) * tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, :, None], t144, 0.0), 2), axis=3)
    t146 = (t27) * (t85)
    t147 = (t27) * (t27)
    t148 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, :], t147, 0.0), axis=2, keep_dims=True)
    t149 = t148 + 6.4e-05
    t150 = tl.rsqrt(t149)
    t151 = (t146) * (t150)
    t152 = tl.reshape(t151, [T_c3, 1, F_n2, F_n0])
    t153 = (t152) * (8.0)
    t154 = tl.permute(t153, (0, 1, 3, 2))
    t155 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, None, :], t124, 0.0), 4) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, :, None], t154, 0.0), 2), axis=3)
    t156 = t145 + t155
    t157 = tl.max(tl.where((offs_n2 < E_n2)[None, None, None, :], t156, -float('inf')), axis=3, keep_dims=True)
    acc162 = tl.full([T_c3, T_c4, 1, 1], 0.0, tl.float32)
    for i_c7 in range(0, tl.cdiv(E_c7, T_c7)):
        offs_c7 = i_c7 * T_c7 + tl.arange(0, T_c7)

        t101 = tl.load(m59_ptr + offs_c3[:, None, None] * m59_s0 + offs_c7[None, :, None] * m59_s1 + offs_n4[None, None, :] * m59_s2, mask=(offs_c3 < E_c3)[:, None, None] & (offs_c7 < E_c7)[None, :, None] & (offs_n4 < E_n4)[None, None, :], other=0).to(tl.float32)
        t102 = tl.load(m71_ptr + offs_c7[None, :, None] * m71_s1 + offs_n4[None, None, :] * m71_s2, mask=(offs_c7 < E_c7)[None, :, None] & (offs_n4 < E_n4)[None, None, :], other=0).to(tl.float32)
        t103 = (t101) * (t102)
        t104 = tl.load(m58_ptr + offs_c3[:, None, None] * m58_s0 + offs_c7[None, :, None] * m58_s1 + offs_n3[None, None, :] * m58_s2, mask=(offs_c3 < E_c3)[:, None, None] & (offs_c7 < E_c7)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
        t105 = -(t104)
        t106 = tl.load(m62_ptr + offs_c3[:, None, None] * m62_s0 + offs_c7[None, :, None] * m62_s1 + offs_n3[None, None, :] * m62_s2, mask=(offs_c3 < E_c3)[:, None, None] & (offs_c7 < E_c7)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
        i107 = offs_n4[None, None, :] + tl.zeros([T_c3, T_c7, F_n4], tl.int32)
        t108 = tl.where(i107 < 4, tl.gather(t105, tl.minimum(i107, F_n3 - 1), 2), tl.gather(t106, tl.minimum(tl.maximum(i107 - 4, 0), F_n3 - 1), 2))
        t109 = tl.load(m66_ptr + offs_c7[None, :, None] * m66_s1 + offs_n4[None, None, :] * m66_s2, mask=(offs_c7 < E_c7)[None, :, None] & (offs_n4 < E_n4)[None, None, :], other=0).to(tl.float32)
        t110 = (t108) * (t109)
        t111 = t103 + t110
        t112 = tl.reshape(t111, [T_c3, 1, T_c7, F_n4])
        t113 = tl.permute(t112, (0, 1, 3, 2))
        t114 = tl.sum(tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, None, :], t100, 0.0), 4) * tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, :, None], t113, 0.0), 2), axis=3)
        t125 = tl.load(m21_ptr + offs_c3[:, None, None] * m21_s0 + offs_c7[None, :, None] * m21_s1 + offs_n0[None, None, :] * m21_s2, mask=(offs_c3 < E_c3)[:, None, None] & (offs_c7 < E_c7)[None, :, None] & (offs_n0 < E_n0)[None, None, :], other=0).to(tl.float32)
        t126 = (t125) * (t85)
        t127 = (t125) * (t125)
        t128 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, :], t127, 0.0), axis=2, keep_dims=True)
        t129 = t128 + 6.4e-05
        t130 = tl.rsqrt(t129)
        t131 = (t126) * (t130)
        t132 = tl.reshape(t131, [T_c3, 1, T_c7, F_n0])
        t133 = (t132) * (8.0)
        t134 = tl.permute(t133, (0, 1, 3, 2))
        t135 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, None, :], t124, 0.0), 4) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, :, None], t134, 0.0), 2), axis=3)
        t136 = t114 + t135
        t158 = t136 - (t157)
        t159 = (t158) * (0.2041241452319315)
        t160 = tl.exp(t159)
        t161 = tl.sum(tl.where((offs_c7 < E_c7)[None, None, None, :], t160, 0.0), axis=3, keep_dims=True)
        acc162 = acc162 + t161
    t163 = (t94) / (acc162)
    tl.store(buf164_ptr + offs_c3[:, None, None, None] * buf164_s0 + offs_c4[None, :, None, None] * buf164_s1 + offs_n0[None, None, None, :] * buf164_s3, t163, mask=(offs_c3 < E_c3)[:, None, None, None] & (offs_c4 < E_c4)[None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :])


@triton.jit
def kernel_1(buf164_ptr, buf164_s0, buf164_s1, buf164_s2, buf164_s3, m166_ptr, m166_s0, m166_s1, m166_s2, m166_s3, buf171_ptr, buf171_s0, buf171_s1, buf171_s2, buf171_s3, E_c0, E_c1, E_c2, E_n0, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf171: Combine over grid cut0.0@0[2], grid cut0.1@1[4], grid w_uv.3@3[16]
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
    t165 = tl.load(buf164_ptr + offs_c0[:, None, None, None] * buf164_s0 + offs_c1[None, :, None, None] * buf164_s1 + offs_n0[None, None, None, :] * buf164_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t169 = tl.load(m166_ptr + offs_c1[None, :, None, None] * m166_s1 + offs_n0[None, None, :, None] * m166_s2 + offs_c2[None, None, None, :] * m166_s3, mask=(offs_c1 < E_c1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
    t170 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, None, :], t165, 0.0), 4) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, :, None], t169, 0.0), 2), axis=3)
    tl.store(buf171_ptr + offs_c0[:, None, None, None] * buf171_s0 + offs_c1[None, :, None, None] * buf171_s1 + offs_c2[None, None, None, :] * buf171_s3, t170, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_c2 < E_c2)[None, None, None, :])


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
    m41 = m2.narrow(3, 16, 8)
    m40 = m41.narrow(3, 4, 4)
    m44 = m41.narrow(3, 0, 4)
    m49 = inputs['sin_q']
    m48 = m49.reshape([1, 1, 1, 8])
    m54 = inputs['cos_q']
    m53 = m54.reshape([1, 1, 1, 8])
    m59 = inputs['k_pe']
    m58 = m59.narrow(2, 4, 4)
    m62 = m59.narrow(2, 0, 4)
    m67 = inputs['sin_k']
    m66 = m67.reshape([1, 32, 8])
    m72 = inputs['cos_k']
    m71 = m72.reshape([1, 32, 8])
    buf164 = torch.full([2, 4, 1, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(2, T['c3']) * _cdiv(4, T['c4']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m4_ptr=m4, m4_s0=m4.stride(0), m4_s1=m4.stride(1), m4_s2=m4.stride(2), m4_s3=m4.stride(3), m14_ptr=m14, m14_s0=m14.stride(0), m14_s1=m14.stride(1), m14_s2=m14.stride(2), m14_s3=m14.stride(3), m21_ptr=m21, m21_s0=m21.stride(0), m21_s1=m21.stride(1), m21_s2=m21.stride(2), m23_ptr=m23, m23_s0=m23.stride(0), m23_s1=m23.stride(1), m23_s2=m23.stride(2), m40_ptr=m40, m40_s0=m40.stride(0), m40_s1=m40.stride(1), m40_s2=m40.stride(2), m40_s3=m40.stride(3), m44_ptr=m44, m44_s0=m44.stride(0), m44_s1=m44.stride(1), m44_s2=m44.stride(2), m44_s3=m44.stride(3), m48_ptr=m48, m48_s0=m48.stride(0), m48_s1=m48.stride(1), m48_s2=m48.stride(2), m48_s3=m48.stride(3), m41_ptr=m41, m41_s0=m41.stride(0), m41_s1=m41.stride(1), m41_s2=m41.stride(2), m41_s3=m41.stride(3), m53_ptr=m53, m53_s0=m53.stride(0), m53_s1=m53.stride(1), m53_s2=m53.stride(2), m53_s3=m53.stride(3), m58_ptr=m58, m58_s0=m58.stride(0), m58_s1=m58.stride(1), m58_s2=m58.stride(2), m62_ptr=m62, m62_s0=m62.stride(0), m62_s1=m62.stride(1), m62_s2=m62.stride(2), m66_ptr=m66, m66_s0=m66.stride(0), m66_s1=m66.stride(1), m66_s2=m66.stride(2), m59_ptr=m59, m59_s0=m59.stride(0), m59_s1=m59.stride(1), m59_s2=m59.stride(2), m71_ptr=m71, m71_s0=m71.stride(0), m71_s1=m71.stride(1), m71_s2=m71.stride(2), buf164_ptr=buf164, buf164_s0=buf164.stride(0), buf164_s1=buf164.stride(1), buf164_s2=buf164.stride(2), buf164_s3=buf164.stride(3), E_c3=2, E_c4=4, E_c5=64, E_c6=16, E_c7=32, E_n0=64, E_n1=16, E_n2=32, E_n3=4, E_n4=8, F_n0=_pow2(64), F_n1=_pow2(16), F_n2=_pow2(32), F_n3=_pow2(4), F_n4=_pow2(8), T_c3=T['c3'], T_c4=T['c4'], T_c5=T['c5'], T_c6=T['c6'], T_c7=T['c7'])
    m168 = inputs['w_uv']
    m167 = m168.permute([0, 2, 1])
    m166 = m167.reshape([1, 4, 64, 16])
    buf171 = torch.full([2, 4, 1, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(2, T['c0']) * _cdiv(4, T['c1']) * _cdiv(16, T['c2']),)](buf164_ptr=buf164, buf164_s0=buf164.stride(0), buf164_s1=buf164.stride(1), buf164_s2=buf164.stride(2), buf164_s3=buf164.stride(3), m166_ptr=m166, m166_s0=m166.stride(0), m166_s1=m166.stride(1), m166_s2=m166.stride(2), m166_s3=m166.stride(3), buf171_ptr=buf171, buf171_s0=buf171.stride(0), buf171_s1=buf171.stride(1), buf171_s2=buf171.stride(2), buf171_s3=buf171.stride(3), E_c0=2, E_c1=4, E_c2=16, E_n0=64, F_n0=_pow2(64), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    return buf171


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
