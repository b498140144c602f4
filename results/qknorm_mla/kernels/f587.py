"""qknorm_mla [small], candidate 587: 2 kernel(s)

Rendered by EqiForge from candidate 587 of qknorm_mla [small]: grid(q.0@0) loop(c_kv.2[64]: sum) loop(c_kv.1[32]: sum) {loop(c_kv.2[64]: sum) loop(q.3[16]: sum)} [10 mm] | grid(cut0.1@1, w_uv.3@3) [1 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid cut0.1@1[4]
    c1: grid w_uv.3@3[16]
    c2: grid q.0@0[2]
    c3: loop c_kv.2[64]
    c4: loop c_kv.1[32]
    c5: loop q.3[16]

Run it on its own: `python kernels/f587.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/qknorm_mla.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 2, "c1": 8, "c2": 1, "c3": 32, "c4": 16, "c5": 8}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 4, "c1": 16, "c2": 2, "c3": 64, "c4": 32, "c5": 16}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m6_ptr, m6_s0, m6_s1, m6_s2, m6_s3, m10_ptr, m10_s0, m10_s1, m10_s2, m10_s3, m2_ptr, m2_s0, m2_s1, m2_s2, m2_s3, m15_ptr, m15_s0, m15_s1, m15_s2, m15_s3, m20_ptr, m20_s0, m20_s1, m20_s2, m24_ptr, m24_s0, m24_s1, m24_s2, m28_ptr, m28_s0, m28_s1, m28_s2, m21_ptr, m21_s0, m21_s1, m21_s2, m33_ptr, m33_s0, m33_s1, m33_s2, m41_ptr, m41_s0, m41_s1, m41_s2, m41_s3, m43_ptr, m43_s0, m43_s1, m43_s2, m43_s3, m52_ptr, m52_s0, m52_s1, m52_s2, m52_s3, m56_ptr, m56_s0, m56_s1, m56_s2, m58_ptr, m58_s0, m58_s1, m58_s2, buf172_ptr, buf172_s0, buf172_s1, buf172_s2, buf172_s3, E_c2, E_c3, E_c4, E_c5, E_n1, E_n2, E_n3, E_n4, E_n5, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, F_n4: tl.constexpr, F_n5: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr, T_c4: tl.constexpr, T_c5: tl.constexpr):
    # writes buf172: Combine over grid q.0@0[2]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n3 = tl.arange(0, F_n3)
    offs_n4 = tl.arange(0, F_n4)
    offs_n5 = tl.arange(0, F_n5)
    offs_n1 = tl.arange(0, F_n1)
    t4 = tl.load(m1_ptr + offs_c2[:, None, None, None] * m1_s0 + offs_n2[None, :, None, None] * m1_s1 + offs_n2[None, None, None, :] * m1_s3, mask=(offs_c2 < E_c2)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t5 = -(t4)
    t7 = tl.load(m6_ptr + offs_c2[:, None, None, None] * m6_s0 + offs_n2[None, :, None, None] * m6_s1 + offs_n2[None, None, None, :] * m6_s3, mask=(offs_c2 < E_c2)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    i8 = offs_n3[None, None, None, :] + tl.zeros([T_c2, F_n2, 1, F_n3], tl.int32)
    t9 = tl.where(i8 < 4, tl.gather(t5, tl.minimum(i8, F_n2 - 1), 3), tl.gather(t7, tl.minimum(tl.maximum(i8 - 4, 0), F_n2 - 1), 3))
    t12 = tl.load(m10_ptr + offs_n3[None, None, None, :] * m10_s3, mask=(offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t13 = (t9) * (t12)
    t14 = tl.load(m2_ptr + offs_c2[:, None, None, None] * m2_s0 + offs_n2[None, :, None, None] * m2_s1 + offs_n3[None, None, None, :] * m2_s3, mask=(offs_c2 < E_c2)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t17 = tl.load(m15_ptr + offs_n3[None, None, None, :] * m15_s3, mask=(offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t18 = (t14) * (t17)
    t19 = t13 + t18
    t22 = tl.load(m20_ptr + offs_c2[:, None, None] * m20_s0 + offs_n4[None, :, None] * m20_s1 + offs_n2[None, None, :] * m20_s2, mask=(offs_c2 < E_c2)[:, None, None] & (offs_n4 < E_n4)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t23 = -(t22)
    t25 = tl.load(m24_ptr + offs_c2[:, None, None] * m24_s0 + offs_n4[None, :, None] * m24_s1 + offs_n2[None, None, :] * m24_s2, mask=(offs_c2 < E_c2)[:, None, None] & (offs_n4 < E_n4)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    i26 = offs_n3[None, None, :] + tl.zeros([T_c2, F_n4, F_n3], tl.int32)
    t27 = tl.where(i26 < 4, tl.gather(t23, tl.minimum(i26, F_n2 - 1), 2), tl.gather(t25, tl.minimum(tl.maximum(i26 - 4, 0), F_n2 - 1), 2))
    t30 = tl.load(m28_ptr + offs_n4[None, :, None] * m28_s1 + offs_n3[None, None, :] * m28_s2, mask=(offs_n4 < E_n4)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t31 = (t27) * (t30)
    t32 = tl.load(m21_ptr + offs_c2[:, None, None] * m21_s0 + offs_n4[None, :, None] * m21_s1 + offs_n3[None, None, :] * m21_s2, mask=(offs_c2 < E_c2)[:, None, None] & (offs_n4 < E_n4)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t35 = tl.load(m33_ptr + offs_n4[None, :, None] * m33_s1 + offs_n3[None, None, :] * m33_s2, mask=(offs_n4 < E_n4)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t36 = (t32) * (t35)
    t37 = t31 + t36
    t38 = tl.reshape(t37, [T_c2, 1, F_n4, F_n3])
    t39 = tl.permute(t38, (0, 1, 3, 2))
    t40 = tl.sum(tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, None, :], t19, 0.0), 4) * tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, :, None], t39, 0.0), 2), axis=3)
    t42 = tl.load(m41_ptr + offs_c2[:, None, None, None] * m41_s0 + offs_n2[None, :, None, None] * m41_s1 + offs_n5[None, None, None, :] * m41_s3, mask=(offs_c2 < E_c2)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_n5 < E_n5)[None, None, None, :], other=0).to(tl.float32)
    t45 = tl.load(m43_ptr + offs_n5[None, None, None, :] * m43_s3, mask=(offs_n5 < E_n5)[None, None, None, :], other=0).to(tl.float32)
    t46 = (t42) * (t45)
    t47 = (t42) * (t42)
    t48 = tl.sum(tl.where((offs_n5 < E_n5)[None, None, None, :], t47, 0.0), axis=3, keep_dims=True)
    t49 = t48 + 1.6e-05
    t50 = tl.rsqrt(t49)
    t51 = (t46) * (t50)
    t62 = tl.load(m56_ptr + offs_c2[:, None, None] * m56_s0 + offs_n4[None, :, None] * m56_s1 + offs_n1[None, None, :] * m56_s2, mask=(offs_c2 < E_c2)[:, None, None] & (offs_n4 < E_n4)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    t63 = (t62) * (t62)
    t64 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :], t63, 0.0), axis=2, keep_dims=True)
    t65 = t64 + 6.4e-05
    t66 = tl.rsqrt(t65)
    acc72 = tl.full([T_c2, F_n2, 1, F_n4], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t54 = tl.load(m52_ptr + offs_n2[None, :, None, None] * m52_s1 + offs_n5[None, None, :, None] * m52_s2 + offs_c3[None, None, None, :] * m52_s3, mask=(offs_n2 < E_n2)[None, :, None, None] & (offs_n5 < E_n5)[None, None, :, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
        t55 = tl.sum(tl.expand_dims(tl.where((offs_n5 < E_n5)[None, None, None, :], t51, 0.0), 4) * tl.expand_dims(tl.where((offs_n5 < E_n5)[None, None, :, None], t54, 0.0), 2), axis=3)
        t57 = tl.load(m56_ptr + offs_c2[:, None, None] * m56_s0 + offs_n4[None, :, None] * m56_s1 + offs_c3[None, None, :] * m56_s2, mask=(offs_c2 < E_c2)[:, None, None] & (offs_n4 < E_n4)[None, :, None] & (offs_c3 < E_c3)[None, None, :], other=0).to(tl.float32)
        t60 = tl.load(m58_ptr + offs_c3[None, None, :] * m58_s2, mask=(offs_c3 < E_c3)[None, None, :], other=0).to(tl.float32)
        t61 = (t57) * (t60)
        t67 = (t61) * (t66)
        t68 = tl.reshape(t67, [T_c2, 1, F_n4, T_c3])
        t69 = (t68) * (8.0)
        t70 = tl.permute(t69, (0, 1, 3, 2))
        t71 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, :], t55, 0.0), 4) * tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, :, None], t70, 0.0), 2), axis=3)
        acc72 = acc72 + t71
    t73 = (acc72) * (4.0)
    t74 = t40 + t73
    t75 = tl.max(tl.where((offs_n4 < E_n4)[None, None, None, :], t74, -float('inf')), axis=3, keep_dims=True)
    t76 = t74 - (t75)
    t77 = (t76) * (0.2041241452319315)
    t78 = tl.exp(t77)
    t79 = tl.load(m58_ptr + offs_n1[None, None, :] * m58_s2, mask=(offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    t80 = (t62) * (t79)
    t81 = (t62) * (t62)
    t82 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :], t81, 0.0), axis=2, keep_dims=True)
    t83 = t82 + 6.4e-05
    t84 = tl.rsqrt(t83)
    t85 = (t80) * (t84)
    t86 = tl.reshape(t85, [T_c2, 1, F_n4, F_n1])
    t87 = (t86) * (8.0)
    t88 = tl.sum(tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, None, :], t78, 0.0), 4) * tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, :, None], t87, 0.0), 2), axis=3)
    t89 = (t42) * (t45)
    t90 = (t42) * (t42)
    t91 = tl.sum(tl.where((offs_n5 < E_n5)[None, None, None, :], t90, 0.0), axis=3, keep_dims=True)
    t92 = t91 + 1.6e-05
    t93 = tl.rsqrt(t92)
    t94 = (t89) * (t93)
    t112 = -(t4)
    i113 = offs_n3[None, None, None, :] + tl.zeros([T_c2, F_n2, 1, F_n3], tl.int32)
    t114 = tl.where(i113 < 4, tl.gather(t112, tl.minimum(i113, F_n2 - 1), 3), tl.gather(t7, tl.minimum(tl.maximum(i113 - 4, 0), F_n2 - 1), 3))
    t115 = (t114) * (t12)
    t116 = (t14) * (t17)
    t117 = t115 + t116
    t133 = -(t22)
    i134 = offs_n3[None, None, :] + tl.zeros([T_c2, F_n4, F_n3], tl.int32)
    t135 = tl.where(i134 < 4, tl.gather(t133, tl.minimum(i134, F_n2 - 1), 2), tl.gather(t25, tl.minimum(tl.maximum(i134 - 4, 0), F_n2 - 1), 2))
    t136 = (t135) * (t30)
    t137 = (t32) * (t35)
    t138 = t136 + t137
    t139 = tl.reshape(t138, [T_c2, 1, F_n4, F_n3])
    t140 = tl.permute(t139, (0, 1, 3, 2))
    t141 = tl.sum(tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, None, :], t117, 0.0), 4) * tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, :, None], t140, 0.0), 2), axis=3)
    t147 = (t42) * (t42)
    t148 = tl.sum(tl.where((offs_n5 < E_n5)[None, None, None, :], t147, 0.0), axis=3, keep_dims=True)
    t149 = t148 + 1.6e-05
    t150 = tl.rsqrt(t149)
    acc152 = tl.full([T_c2, F_n2, 1, F_n1], 0.0, tl.float32)
    for i_c5 in range(0, tl.cdiv(E_c5, T_c5)):
        offs_c5 = i_c5 * T_c5 + tl.arange(0, T_c5)

        t142 = tl.load(m41_ptr + offs_c2[:, None, None, None] * m41_s0 + offs_n2[None, :, None, None] * m41_s1 + offs_c5[None, None, None, :] * m41_s3, mask=(offs_c2 < E_c2)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_c5 < E_c5)[None, None, None, :], other=0).to(tl.float32)
        t143 = tl.load(m43_ptr + offs_c5[None, None, None, :] * m43_s3, mask=(offs_c5 < E_c5)[None, None, None, :], other=0).to(tl.float32)
        t144 = (t142) * (t143)
        t145 = tl.load(m52_ptr + offs_n2[None, :, None, None] * m52_s1 + offs_c5[None, None, :, None] * m52_s2 + offs_n1[None, None, None, :] * m52_s3, mask=(offs_n2 < E_n2)[None, :, None, None] & (offs_c5 < E_c5)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
        t146 = tl.sum(tl.expand_dims(tl.where((offs_c5 < E_c5)[None, None, None, :], t144, 0.0), 4) * tl.expand_dims(tl.where((offs_c5 < E_c5)[None, None, :, None], t145, 0.0), 2), axis=3)
        t151 = (t146) * (t150)
        acc152 = acc152 + t151
    t153 = (acc152) * (4.0)
    t154 = (t62) * (t79)
    t155 = (t62) * (t62)
    t156 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :], t155, 0.0), axis=2, keep_dims=True)
    t157 = t156 + 6.4e-05
    t158 = tl.rsqrt(t157)
    t159 = (t154) * (t158)
    t160 = tl.reshape(t159, [T_c2, 1, F_n4, F_n1])
    t161 = (t160) * (8.0)
    t162 = tl.permute(t161, (0, 1, 3, 2))
    t163 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :], t153, 0.0), 4) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :, None], t162, 0.0), 2), axis=3)
    t164 = t141 + t163
    t165 = tl.max(tl.where((offs_n4 < E_n4)[None, None, None, :], t164, -float('inf')), axis=3, keep_dims=True)
    acc170 = tl.full([T_c2, F_n2, 1, 1], 0.0, tl.float32)
    for i_c4 in range(0, tl.cdiv(E_c4, T_c4)):
        offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)

        t100 = tl.load(m56_ptr + offs_c2[:, None, None] * m56_s0 + offs_c4[None, :, None] * m56_s1 + offs_n1[None, None, :] * m56_s2, mask=(offs_c2 < E_c2)[:, None, None] & (offs_c4 < E_c4)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
        t101 = (t100) * (t100)
        t102 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :], t101, 0.0), axis=2, keep_dims=True)
        t103 = t102 + 6.4e-05
        t104 = tl.rsqrt(t103)
        acc110 = tl.full([T_c2, F_n2, 1, T_c4], 0.0, tl.float32)
        for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
            offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

            t95 = tl.load(m52_ptr + offs_n2[None, :, None, None] * m52_s1 + offs_n5[None, None, :, None] * m52_s2 + offs_c3[None, None, None, :] * m52_s3, mask=(offs_n2 < E_n2)[None, :, None, None] & (offs_n5 < E_n5)[None, None, :, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
            t96 = tl.sum(tl.expand_dims(tl.where((offs_n5 < E_n5)[None, None, None, :], t94, 0.0), 4) * tl.expand_dims(tl.where((offs_n5 < E_n5)[None, None, :, None], t95, 0.0), 2), axis=3)
            t97 = tl.load(m56_ptr + offs_c2[:, None, None] * m56_s0 + offs_c4[None, :, None] * m56_s1 + offs_c3[None, None, :] * m56_s2, mask=(offs_c2 < E_c2)[:, None, None] & (offs_c4 < E_c4)[None, :, None] & (offs_c3 < E_c3)[None, None, :], other=0).to(tl.float32)
            t98 = tl.load(m58_ptr + offs_c3[None, None, :] * m58_s2, mask=(offs_c3 < E_c3)[None, None, :], other=0).to(tl.float32)
            t99 = (t97) * (t98)
            t105 = (t99) * (t104)
            t106 = tl.reshape(t105, [T_c2, 1, T_c4, T_c3])
            t107 = (t106) * (8.0)
            t108 = tl.permute(t107, (0, 1, 3, 2))
            t109 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, :], t96, 0.0), 4) * tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, :, None], t108, 0.0), 2), axis=3)
            acc110 = acc110 + t109
        t111 = (acc110) * (4.0)
        t118 = tl.load(m21_ptr + offs_c2[:, None, None] * m21_s0 + offs_c4[None, :, None] * m21_s1 + offs_n3[None, None, :] * m21_s2, mask=(offs_c2 < E_c2)[:, None, None] & (offs_c4 < E_c4)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
        t119 = tl.load(m33_ptr + offs_c4[None, :, None] * m33_s1 + offs_n3[None, None, :] * m33_s2, mask=(offs_c4 < E_c4)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
        t120 = (t118) * (t119)
        t121 = tl.load(m20_ptr + offs_c2[:, None, None] * m20_s0 + offs_c4[None, :, None] * m20_s1 + offs_n2[None, None, :] * m20_s2, mask=(offs_c2 < E_c2)[:, None, None] & (offs_c4 < E_c4)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
        t122 = -(t121)
        t123 = tl.load(m24_ptr + offs_c2[:, None, None] * m24_s0 + offs_c4[None, :, None] * m24_s1 + offs_n2[None, None, :] * m24_s2, mask=(offs_c2 < E_c2)[:, None, None] & (offs_c4 < E_c4)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
        i124 = offs_n3[None, None, :] + tl.zeros([T_c2, T_c4, F_n3], tl.int32)
        t125 = tl.where(i124 < 4, tl.gather(t122, tl.minimum(i124, F_n2 - 1), 2), tl.gather(t123, tl.minimum(tl.maximum(i124 - 4, 0), F_n2 - 1), 2))
        t126 = tl.load(m28_ptr + offs_c4[None, :, None] * m28_s1 + offs_n3[None, None, :] * m28_s2, mask=(offs_c4 < E_c4)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
        t127 = (t125) * (t126)
        t128 = t120 + t127
        t129 = tl.reshape(t128, [T_c2, 1, T_c4, F_n3])
        t130 = tl.permute(t129, (0, 1, 3, 2))
        t131 = tl.sum(tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, None, :], t117, 0.0), 4) * tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, :, None], t130, 0.0), 2), axis=3)
        t132 = t111 + t131
        t166 = t132 - (t165)
        t167 = (t166) * (0.2041241452319315)
        t168 = tl.exp(t167)
        t169 = tl.sum(tl.where((offs_c4 < E_c4)[None, None, None, :], t168, 0.0), axis=3, keep_dims=True)
        acc170 = acc170 + t169
    t171 = (t88) / (acc170)
    tl.store(buf172_ptr + offs_c2[:, None, None, None] * buf172_s0 + offs_n2[None, :, None, None] * buf172_s1 + offs_n1[None, None, None, :] * buf172_s3, t171, mask=(offs_c2 < E_c2)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :])


@triton.jit
def kernel_1(buf172_ptr, buf172_s0, buf172_s1, buf172_s2, buf172_s3, m174_ptr, m174_s0, m174_s1, m174_s2, m174_s3, buf179_ptr, buf179_s0, buf179_s1, buf179_s2, buf179_s3, E_c0, E_c1, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf179: Combine over grid cut0.1@1[4], grid w_uv.3@3[16]
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
    t173 = tl.load(buf172_ptr + offs_n0[:, None, None, None] * buf172_s0 + offs_c0[None, :, None, None] * buf172_s1 + offs_n1[None, None, None, :] * buf172_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t177 = tl.load(m174_ptr + offs_c0[None, :, None, None] * m174_s1 + offs_n1[None, None, :, None] * m174_s2 + offs_c1[None, None, None, :] * m174_s3, mask=(offs_c0 < E_c0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
    t178 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :], t173, 0.0), 4) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :, None], t177, 0.0), 2), axis=3)
    tl.store(buf179_ptr + offs_n0[:, None, None, None] * buf179_s0 + offs_c0[None, :, None, None] * buf179_s1 + offs_c1[None, None, None, :] * buf179_s3, t178, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_c1 < E_c1)[None, None, None, :])


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
    m53 = inputs['w_uk']
    m52 = m53.reshape([1, 4, 16, 64])
    m56 = inputs['c_kv']
    m59 = inputs['w_kv_norm']
    m58 = m59.reshape([1, 1, 64])
    buf172 = torch.full([2, 4, 1, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(2, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m6_ptr=m6, m6_s0=m6.stride(0), m6_s1=m6.stride(1), m6_s2=m6.stride(2), m6_s3=m6.stride(3), m10_ptr=m10, m10_s0=m10.stride(0), m10_s1=m10.stride(1), m10_s2=m10.stride(2), m10_s3=m10.stride(3), m2_ptr=m2, m2_s0=m2.stride(0), m2_s1=m2.stride(1), m2_s2=m2.stride(2), m2_s3=m2.stride(3), m15_ptr=m15, m15_s0=m15.stride(0), m15_s1=m15.stride(1), m15_s2=m15.stride(2), m15_s3=m15.stride(3), m20_ptr=m20, m20_s0=m20.stride(0), m20_s1=m20.stride(1), m20_s2=m20.stride(2), m24_ptr=m24, m24_s0=m24.stride(0), m24_s1=m24.stride(1), m24_s2=m24.stride(2), m28_ptr=m28, m28_s0=m28.stride(0), m28_s1=m28.stride(1), m28_s2=m28.stride(2), m21_ptr=m21, m21_s0=m21.stride(0), m21_s1=m21.stride(1), m21_s2=m21.stride(2), m33_ptr=m33, m33_s0=m33.stride(0), m33_s1=m33.stride(1), m33_s2=m33.stride(2), m41_ptr=m41, m41_s0=m41.stride(0), m41_s1=m41.stride(1), m41_s2=m41.stride(2), m41_s3=m41.stride(3), m43_ptr=m43, m43_s0=m43.stride(0), m43_s1=m43.stride(1), m43_s2=m43.stride(2), m43_s3=m43.stride(3), m52_ptr=m52, m52_s0=m52.stride(0), m52_s1=m52.stride(1), m52_s2=m52.stride(2), m52_s3=m52.stride(3), m56_ptr=m56, m56_s0=m56.stride(0), m56_s1=m56.stride(1), m56_s2=m56.stride(2), m58_ptr=m58, m58_s0=m58.stride(0), m58_s1=m58.stride(1), m58_s2=m58.stride(2), buf172_ptr=buf172, buf172_s0=buf172.stride(0), buf172_s1=buf172.stride(1), buf172_s2=buf172.stride(2), buf172_s3=buf172.stride(3), E_c2=2, E_c3=64, E_c4=32, E_c5=16, E_n1=64, E_n2=4, E_n3=8, E_n4=32, E_n5=16, F_n1=_pow2(64), F_n2=_pow2(4), F_n3=_pow2(8), F_n4=_pow2(32), F_n5=_pow2(16), T_c2=T['c2'], T_c3=T['c3'], T_c4=T['c4'], T_c5=T['c5'])
    m176 = inputs['w_uv']
    m175 = m176.permute([0, 2, 1])
    m174 = m175.reshape([1, 4, 64, 16])
    buf179 = torch.full([2, 4, 1, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(4, T['c0']) * _cdiv(16, T['c1']),)](buf172_ptr=buf172, buf172_s0=buf172.stride(0), buf172_s1=buf172.stride(1), buf172_s2=buf172.stride(2), buf172_s3=buf172.stride(3), m174_ptr=m174, m174_s0=m174.stride(0), m174_s1=m174.stride(1), m174_s2=m174.stride(2), m174_s3=m174.stride(3), buf179_ptr=buf179, buf179_s0=buf179.stride(0), buf179_s1=buf179.stride(1), buf179_s2=buf179.stride(2), buf179_s3=buf179.stride(3), E_c0=4, E_c1=16, E_n0=2, E_n1=64, F_n0=_pow2(2), F_n1=_pow2(64), T_c0=T['c0'], T_c1=T['c1'])
    return buf179


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
