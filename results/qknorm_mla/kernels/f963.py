"""qknorm_mla [small], candidate 963: 2 kernel(s)

Rendered by EqiForge from candidate 963 of qknorm_mla [small]: grid(q.0@0) loop(c_kv.1[32]: sum) {loop(c_kv.2[64]: pair(sum, sum))} loop(q.3[16]: sum) [9 mm] | grid(cut0.0@0, cut0.1@1, w_uv.3@3) [1 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid cut0.0@0[2]
    c1: grid cut0.1@1[4]
    c2: grid w_uv.3@3[16]
    c3: grid q.0@0[2]
    c4: loop c_kv.1[32]
    c5: loop c_kv.2[64]
    c6: loop q.3[16]

Run it on its own: `python kernels/f963.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/qknorm_mla.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 1, "c1": 2, "c2": 8, "c3": 1, "c4": 16, "c5": 32, "c6": 8}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 2, "c1": 4, "c2": 16, "c3": 2, "c4": 32, "c5": 64, "c6": 16}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m4_ptr, m4_s0, m4_s1, m4_s2, m4_s3, m8_ptr, m8_s0, m8_s1, m8_s2, m8_s3, m12_ptr, m12_s0, m12_s1, m12_s2, m14_ptr, m14_s0, m14_s1, m14_s2, m48_ptr, m48_s0, m48_s1, m48_s2, m48_s3, m52_ptr, m52_s0, m52_s1, m52_s2, m52_s3, m56_ptr, m56_s0, m56_s1, m56_s2, m56_s3, m49_ptr, m49_s0, m49_s1, m49_s2, m49_s3, m61_ptr, m61_s0, m61_s1, m61_s2, m61_s3, m66_ptr, m66_s0, m66_s1, m66_s2, m68_ptr, m68_s0, m68_s1, m68_s2, m72_ptr, m72_s0, m72_s1, m72_s2, m75_ptr, m75_s0, m75_s1, m75_s2, m79_ptr, m79_s0, m79_s1, m79_s2, buf163_ptr, buf163_s0, buf163_s1, buf163_s2, buf163_s3, E_c3, E_c4, E_c5, E_c6, E_n0, E_n1, E_n2, E_n3, E_n4, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, F_n4: tl.constexpr, T_c3: tl.constexpr, T_c4: tl.constexpr, T_c5: tl.constexpr, T_c6: tl.constexpr):
    # writes buf163: Combine over grid q.0@0[2]
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
    t3 = tl.load(m1_ptr + offs_c3[:, None, None, None] * m1_s0 + offs_n1[None, :, None, None] * m1_s1 + offs_n2[None, None, None, :] * m1_s3, mask=(offs_c3 < E_c3)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t6 = tl.load(m4_ptr + offs_n2[None, None, None, :] * m4_s3, mask=(offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t7 = (t3) * (t6)
    t30 = tl.load(m12_ptr + offs_c3[:, None, None] * m12_s0 + offs_n3[None, :, None] * m12_s1 + offs_n0[None, None, :] * m12_s2, mask=(offs_c3 < E_c3)[:, None, None] & (offs_n3 < E_n3)[None, :, None] & (offs_n0 < E_n0)[None, None, :], other=0).to(tl.float32)
    t31 = (t30) * (t30)
    t32 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, :], t31, 0.0), axis=2, keep_dims=True)
    t33 = t32 + 6.4e-05
    t34 = tl.rsqrt(t33)
    t42 = (t3) * (t3)
    t43 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t42, 0.0), axis=3, keep_dims=True)
    t44 = (t43) * (0.0625)
    t45 = t44 + 1e-06
    t46 = tl.rsqrt(t45)
    t50 = tl.load(m48_ptr + offs_c3[:, None, None, None] * m48_s0 + offs_n1[None, :, None, None] * m48_s1 + offs_n1[None, None, None, :] * m48_s3, mask=(offs_c3 < E_c3)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t51 = -(t50)
    t53 = tl.load(m52_ptr + offs_c3[:, None, None, None] * m52_s0 + offs_n1[None, :, None, None] * m52_s1 + offs_n1[None, None, None, :] * m52_s3, mask=(offs_c3 < E_c3)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    i54 = offs_n4[None, None, None, :] + tl.zeros([T_c3, F_n1, 1, F_n4], tl.int32)
    t55 = tl.where(i54 < 4, tl.gather(t51, tl.minimum(i54, F_n1 - 1), 3), tl.gather(t53, tl.minimum(tl.maximum(i54 - 4, 0), F_n1 - 1), 3))
    t58 = tl.load(m56_ptr + offs_n4[None, None, None, :] * m56_s3, mask=(offs_n4 < E_n4)[None, None, None, :], other=0).to(tl.float32)
    t59 = (t55) * (t58)
    t60 = tl.load(m49_ptr + offs_c3[:, None, None, None] * m49_s0 + offs_n1[None, :, None, None] * m49_s1 + offs_n4[None, None, None, :] * m49_s3, mask=(offs_c3 < E_c3)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n4 < E_n4)[None, None, None, :], other=0).to(tl.float32)
    t63 = tl.load(m61_ptr + offs_n4[None, None, None, :] * m61_s3, mask=(offs_n4 < E_n4)[None, None, None, :], other=0).to(tl.float32)
    t64 = (t60) * (t63)
    t65 = t59 + t64
    t89 = tl.load(m72_ptr + offs_c3[:, None, None] * m72_s0 + offs_n3[None, :, None] * m72_s1 + offs_n1[None, None, :] * m72_s2, mask=(offs_c3 < E_c3)[:, None, None] & (offs_n3 < E_n3)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    t90 = -(t89)
    t91 = tl.load(m75_ptr + offs_c3[:, None, None] * m75_s0 + offs_n3[None, :, None] * m75_s1 + offs_n1[None, None, :] * m75_s2, mask=(offs_c3 < E_c3)[:, None, None] & (offs_n3 < E_n3)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    i92 = offs_n4[None, None, :] + tl.zeros([T_c3, F_n3, F_n4], tl.int32)
    t93 = tl.where(i92 < 4, tl.gather(t90, tl.minimum(i92, F_n1 - 1), 2), tl.gather(t91, tl.minimum(tl.maximum(i92 - 4, 0), F_n1 - 1), 2))
    t94 = tl.load(m79_ptr + offs_n3[None, :, None] * m79_s1 + offs_n4[None, None, :] * m79_s2, mask=(offs_n3 < E_n3)[None, :, None] & (offs_n4 < E_n4)[None, None, :], other=0).to(tl.float32)
    t95 = (t93) * (t94)
    t96 = tl.load(m66_ptr + offs_c3[:, None, None] * m66_s0 + offs_n3[None, :, None] * m66_s1 + offs_n4[None, None, :] * m66_s2, mask=(offs_c3 < E_c3)[:, None, None] & (offs_n3 < E_n3)[None, :, None] & (offs_n4 < E_n4)[None, None, :], other=0).to(tl.float32)
    t97 = tl.load(m68_ptr + offs_n3[None, :, None] * m68_s1 + offs_n4[None, None, :] * m68_s2, mask=(offs_n3 < E_n3)[None, :, None] & (offs_n4 < E_n4)[None, None, :], other=0).to(tl.float32)
    t98 = (t96) * (t97)
    t99 = t95 + t98
    t100 = tl.reshape(t99, [T_c3, 1, F_n3, F_n4])
    t101 = tl.permute(t100, (0, 1, 3, 2))
    t102 = tl.sum(tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, None, :], t65, 0.0), 4) * tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, :, None], t101, 0.0), 2), axis=3)
    t109 = tl.load(m14_ptr + offs_n0[None, None, :] * m14_s2, mask=(offs_n0 < E_n0)[None, None, :], other=0).to(tl.float32)
    acc118 = tl.full([T_c3, F_n1, 1, F_n0], 0.0, tl.float32)
    for i_c4 in range(0, tl.cdiv(E_c4, T_c4)):
        offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)

        t18 = tl.load(m12_ptr + offs_c3[:, None, None] * m12_s0 + offs_c4[None, :, None] * m12_s1 + offs_n0[None, None, :] * m12_s2, mask=(offs_c3 < E_c3)[:, None, None] & (offs_c4 < E_c4)[None, :, None] & (offs_n0 < E_n0)[None, None, :], other=0).to(tl.float32)
        t19 = (t18) * (t18)
        t20 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, :], t19, 0.0), axis=2, keep_dims=True)
        t21 = t20 + 6.4e-05
        t22 = tl.rsqrt(t21)
        acc40 = tl.full([T_c3, F_n1, 1, T_c4], 0.0, tl.float32)
        acc41 = tl.full([T_c3, F_n1, 1, F_n3], 0.0, tl.float32)
        for i_c5 in range(0, tl.cdiv(E_c5, T_c5)):
            offs_c5 = i_c5 * T_c5 + tl.arange(0, T_c5)

            t10 = tl.load(m8_ptr + offs_n1[None, :, None, None] * m8_s1 + offs_n2[None, None, :, None] * m8_s2 + offs_c5[None, None, None, :] * m8_s3, mask=(offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_c5 < E_c5)[None, None, None, :], other=0).to(tl.float32)
            t11 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t7, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t10, 0.0), 2), axis=3)
            t13 = tl.load(m12_ptr + offs_c3[:, None, None] * m12_s0 + offs_c4[None, :, None] * m12_s1 + offs_c5[None, None, :] * m12_s2, mask=(offs_c3 < E_c3)[:, None, None] & (offs_c4 < E_c4)[None, :, None] & (offs_c5 < E_c5)[None, None, :], other=0).to(tl.float32)
            t16 = tl.load(m14_ptr + offs_c5[None, None, :] * m14_s2, mask=(offs_c5 < E_c5)[None, None, :], other=0).to(tl.float32)
            t17 = (t13) * (t16)
            t23 = (t17) * (t22)
            t24 = tl.reshape(t23, [T_c3, 1, T_c4, T_c5])
            t25 = (t24) * (8.0)
            t26 = tl.permute(t25, (0, 1, 3, 2))
            t27 = tl.sum(tl.expand_dims(tl.where((offs_c5 < E_c5)[None, None, None, :], t11, 0.0), 4) * tl.expand_dims(tl.where((offs_c5 < E_c5)[None, None, :, None], t26, 0.0), 2), axis=3)
            t28 = tl.load(m12_ptr + offs_c3[:, None, None] * m12_s0 + offs_n3[None, :, None] * m12_s1 + offs_c5[None, None, :] * m12_s2, mask=(offs_c3 < E_c3)[:, None, None] & (offs_n3 < E_n3)[None, :, None] & (offs_c5 < E_c5)[None, None, :], other=0).to(tl.float32)
            t29 = (t28) * (t16)
            t35 = (t29) * (t34)
            t36 = tl.reshape(t35, [T_c3, 1, F_n3, T_c5])
            t37 = (t36) * (8.0)
            t38 = tl.permute(t37, (0, 1, 3, 2))
            t39 = tl.sum(tl.expand_dims(tl.where((offs_c5 < E_c5)[None, None, None, :], t11, 0.0), 4) * tl.expand_dims(tl.where((offs_c5 < E_c5)[None, None, :, None], t38, 0.0), 2), axis=3)
            acc40 = acc40 + t27
            acc41 = acc41 + t39
        t47 = (acc40) * (t46)
        t67 = tl.load(m66_ptr + offs_c3[:, None, None] * m66_s0 + offs_c4[None, :, None] * m66_s1 + offs_n4[None, None, :] * m66_s2, mask=(offs_c3 < E_c3)[:, None, None] & (offs_c4 < E_c4)[None, :, None] & (offs_n4 < E_n4)[None, None, :], other=0).to(tl.float32)
        t70 = tl.load(m68_ptr + offs_c4[None, :, None] * m68_s1 + offs_n4[None, None, :] * m68_s2, mask=(offs_c4 < E_c4)[None, :, None] & (offs_n4 < E_n4)[None, None, :], other=0).to(tl.float32)
        t71 = (t67) * (t70)
        t73 = tl.load(m72_ptr + offs_c3[:, None, None] * m72_s0 + offs_c4[None, :, None] * m72_s1 + offs_n1[None, None, :] * m72_s2, mask=(offs_c3 < E_c3)[:, None, None] & (offs_c4 < E_c4)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
        t74 = -(t73)
        t76 = tl.load(m75_ptr + offs_c3[:, None, None] * m75_s0 + offs_c4[None, :, None] * m75_s1 + offs_n1[None, None, :] * m75_s2, mask=(offs_c3 < E_c3)[:, None, None] & (offs_c4 < E_c4)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
        i77 = offs_n4[None, None, :] + tl.zeros([T_c3, T_c4, F_n4], tl.int32)
        t78 = tl.where(i77 < 4, tl.gather(t74, tl.minimum(i77, F_n1 - 1), 2), tl.gather(t76, tl.minimum(tl.maximum(i77 - 4, 0), F_n1 - 1), 2))
        t81 = tl.load(m79_ptr + offs_c4[None, :, None] * m79_s1 + offs_n4[None, None, :] * m79_s2, mask=(offs_c4 < E_c4)[None, :, None] & (offs_n4 < E_n4)[None, None, :], other=0).to(tl.float32)
        t82 = (t78) * (t81)
        t83 = t71 + t82
        t84 = tl.reshape(t83, [T_c3, 1, T_c4, F_n4])
        t85 = tl.permute(t84, (0, 1, 3, 2))
        t86 = tl.sum(tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, None, :], t65, 0.0), 4) * tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, :, None], t85, 0.0), 2), axis=3)
        t87 = t47 + t86
        t88 = (t87) * (0.2041241452319315)
        t103 = (acc41) * (t46)
        t104 = t102 + t103
        t105 = tl.max(tl.where((offs_n3 < E_n3)[None, None, None, :], t104, -float('inf')), axis=3, keep_dims=True)
        t106 = (t105) * (0.2041241452319315)
        t107 = t88 - (t106)
        t108 = tl.exp(t107)
        t110 = (t18) * (t109)
        t111 = (t18) * (t18)
        t112 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, :], t111, 0.0), axis=2, keep_dims=True)
        t113 = t112 + 6.4e-05
        t114 = tl.rsqrt(t113)
        t115 = (t110) * (t114)
        t116 = tl.reshape(t115, [T_c3, 1, T_c4, F_n0])
        t117 = tl.sum(tl.expand_dims(tl.where((offs_c4 < E_c4)[None, None, None, :], t108, 0.0), 4) * tl.expand_dims(tl.where((offs_c4 < E_c4)[None, None, :, None], t116, 0.0), 2), axis=3)
        acc118 = acc118 + t117
    t119 = (acc118) * (8.0)
    t120 = -(t50)
    i121 = offs_n4[None, None, None, :] + tl.zeros([T_c3, F_n1, 1, F_n4], tl.int32)
    t122 = tl.where(i121 < 4, tl.gather(t120, tl.minimum(i121, F_n1 - 1), 3), tl.gather(t53, tl.minimum(tl.maximum(i121 - 4, 0), F_n1 - 1), 3))
    t123 = (t122) * (t58)
    t124 = (t60) * (t63)
    t125 = t123 + t124
    t126 = -(t89)
    i127 = offs_n4[None, None, :] + tl.zeros([T_c3, F_n3, F_n4], tl.int32)
    t128 = tl.where(i127 < 4, tl.gather(t126, tl.minimum(i127, F_n1 - 1), 2), tl.gather(t91, tl.minimum(tl.maximum(i127 - 4, 0), F_n1 - 1), 2))
    t129 = (t128) * (t94)
    t130 = (t96) * (t97)
    t131 = t129 + t130
    t132 = tl.reshape(t131, [T_c3, 1, F_n3, F_n4])
    t133 = tl.permute(t132, (0, 1, 3, 2))
    t134 = tl.sum(tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, None, :], t125, 0.0), 4) * tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, :, None], t133, 0.0), 2), axis=3)
    t135 = (t3) * (t6)
    t136 = tl.load(m8_ptr + offs_n1[None, :, None, None] * m8_s1 + offs_n2[None, None, :, None] * m8_s2 + offs_n0[None, None, None, :] * m8_s3, mask=(offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t137 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t135, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t136, 0.0), 2), axis=3)
    acc141 = tl.full([T_c3, F_n1, 1, 1], 0.0, tl.float32)
    for i_c6 in range(0, tl.cdiv(E_c6, T_c6)):
        offs_c6 = i_c6 * T_c6 + tl.arange(0, T_c6)

        t138 = tl.load(m1_ptr + offs_c3[:, None, None, None] * m1_s0 + offs_n1[None, :, None, None] * m1_s1 + offs_c6[None, None, None, :] * m1_s3, mask=(offs_c3 < E_c3)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c6 < E_c6)[None, None, None, :], other=0).to(tl.float32)
        t139 = (t138) * (t138)
        t140 = tl.sum(tl.where((offs_c6 < E_c6)[None, None, None, :], t139, 0.0), axis=3, keep_dims=True)
        acc141 = acc141 + t140
    t142 = acc141 + 1.6e-05
    t143 = tl.rsqrt(t142)
    t144 = (t137) * (t143)
    t145 = (t30) * (t109)
    t146 = (t30) * (t30)
    t147 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, :], t146, 0.0), axis=2, keep_dims=True)
    t148 = t147 + 6.4e-05
    t149 = tl.rsqrt(t148)
    t150 = (t145) * (t149)
    t151 = tl.reshape(t150, [T_c3, 1, F_n3, F_n0])
    t152 = (t151) * (8.0)
    t153 = tl.permute(t152, (0, 1, 3, 2))
    t154 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, None, :], t144, 0.0), 4) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, :, None], t153, 0.0), 2), axis=3)
    t155 = (t154) * (4.0)
    t156 = t134 + t155
    t157 = tl.max(tl.where((offs_n3 < E_n3)[None, None, None, :], t156, -float('inf')), axis=3, keep_dims=True)
    t158 = t156 - (t157)
    t159 = (t158) * (0.2041241452319315)
    t160 = tl.exp(t159)
    t161 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t160, 0.0), axis=3, keep_dims=True)
    t162 = (t119) / (t161)
    tl.store(buf163_ptr + offs_c3[:, None, None, None] * buf163_s0 + offs_n1[None, :, None, None] * buf163_s1 + offs_n0[None, None, None, :] * buf163_s3, t162, mask=(offs_c3 < E_c3)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :])


@triton.jit
def kernel_1(buf163_ptr, buf163_s0, buf163_s1, buf163_s2, buf163_s3, m165_ptr, m165_s0, m165_s1, m165_s2, m165_s3, buf170_ptr, buf170_s0, buf170_s1, buf170_s2, buf170_s3, E_c0, E_c1, E_c2, E_n0, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf170: Combine over grid cut0.0@0[2], grid cut0.1@1[4], grid w_uv.3@3[16]
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
    t164 = tl.load(buf163_ptr + offs_c0[:, None, None, None] * buf163_s0 + offs_c1[None, :, None, None] * buf163_s1 + offs_n0[None, None, None, :] * buf163_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t168 = tl.load(m165_ptr + offs_c1[None, :, None, None] * m165_s1 + offs_n0[None, None, :, None] * m165_s2 + offs_c2[None, None, None, :] * m165_s3, mask=(offs_c1 < E_c1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
    t169 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, None, :], t164, 0.0), 4) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, :, None], t168, 0.0), 2), axis=3)
    tl.store(buf170_ptr + offs_c0[:, None, None, None] * buf170_s0 + offs_c1[None, :, None, None] * buf170_s1 + offs_c2[None, None, None, :] * buf170_s3, t169, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_c2 < E_c2)[None, None, None, :])


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
    m12 = inputs['c_kv']
    m15 = inputs['w_kv_norm']
    m14 = m15.reshape([1, 1, 64])
    m49 = m2.narrow(3, 16, 8)
    m48 = m49.narrow(3, 4, 4)
    m52 = m49.narrow(3, 0, 4)
    m57 = inputs['sin_q']
    m56 = m57.reshape([1, 1, 1, 8])
    m62 = inputs['cos_q']
    m61 = m62.reshape([1, 1, 1, 8])
    m66 = inputs['k_pe']
    m69 = inputs['cos_k']
    m68 = m69.reshape([1, 32, 8])
    m72 = m66.narrow(2, 4, 4)
    m75 = m66.narrow(2, 0, 4)
    m80 = inputs['sin_k']
    m79 = m80.reshape([1, 32, 8])
    buf163 = torch.full([2, 4, 1, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(2, T['c3']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m4_ptr=m4, m4_s0=m4.stride(0), m4_s1=m4.stride(1), m4_s2=m4.stride(2), m4_s3=m4.stride(3), m8_ptr=m8, m8_s0=m8.stride(0), m8_s1=m8.stride(1), m8_s2=m8.stride(2), m8_s3=m8.stride(3), m12_ptr=m12, m12_s0=m12.stride(0), m12_s1=m12.stride(1), m12_s2=m12.stride(2), m14_ptr=m14, m14_s0=m14.stride(0), m14_s1=m14.stride(1), m14_s2=m14.stride(2), m48_ptr=m48, m48_s0=m48.stride(0), m48_s1=m48.stride(1), m48_s2=m48.stride(2), m48_s3=m48.stride(3), m52_ptr=m52, m52_s0=m52.stride(0), m52_s1=m52.stride(1), m52_s2=m52.stride(2), m52_s3=m52.stride(3), m56_ptr=m56, m56_s0=m56.stride(0), m56_s1=m56.stride(1), m56_s2=m56.stride(2), m56_s3=m56.stride(3), m49_ptr=m49, m49_s0=m49.stride(0), m49_s1=m49.stride(1), m49_s2=m49.stride(2), m49_s3=m49.stride(3), m61_ptr=m61, m61_s0=m61.stride(0), m61_s1=m61.stride(1), m61_s2=m61.stride(2), m61_s3=m61.stride(3), m66_ptr=m66, m66_s0=m66.stride(0), m66_s1=m66.stride(1), m66_s2=m66.stride(2), m68_ptr=m68, m68_s0=m68.stride(0), m68_s1=m68.stride(1), m68_s2=m68.stride(2), m72_ptr=m72, m72_s0=m72.stride(0), m72_s1=m72.stride(1), m72_s2=m72.stride(2), m75_ptr=m75, m75_s0=m75.stride(0), m75_s1=m75.stride(1), m75_s2=m75.stride(2), m79_ptr=m79, m79_s0=m79.stride(0), m79_s1=m79.stride(1), m79_s2=m79.stride(2), buf163_ptr=buf163, buf163_s0=buf163.stride(0), buf163_s1=buf163.stride(1), buf163_s2=buf163.stride(2), buf163_s3=buf163.stride(3), E_c3=2, E_c4=32, E_c5=64, E_c6=16, E_n0=64, E_n1=4, E_n2=16, E_n3=32, E_n4=8, F_n0=_pow2(64), F_n1=_pow2(4), F_n2=_pow2(16), F_n3=_pow2(32), F_n4=_pow2(8), T_c3=T['c3'], T_c4=T['c4'], T_c5=T['c5'], T_c6=T['c6'])
    m167 = inputs['w_uv']
    m166 = m167.permute([0, 2, 1])
    m165 = m166.reshape([1, 4, 64, 16])
    buf170 = torch.full([2, 4, 1, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(2, T['c0']) * _cdiv(4, T['c1']) * _cdiv(16, T['c2']),)](buf163_ptr=buf163, buf163_s0=buf163.stride(0), buf163_s1=buf163.stride(1), buf163_s2=buf163.stride(2), buf163_s3=buf163.stride(3), m165_ptr=m165, m165_s0=m165.stride(0), m165_s1=m165.stride(1), m165_s2=m165.stride(2), m165_s3=m165.stride(3), buf170_ptr=buf170, buf170_s0=buf170.stride(0), buf170_s1=buf170.stride(1), buf170_s2=buf170.stride(2), buf170_s3=buf170.stride(3), E_c0=2, E_c1=4, E_c2=16, E_n0=64, F_n0=_pow2(64), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    return buf170


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
