"""mhc [small], candidate 12: 2 kernel(s)

Rendered by EqiForge from candidate 12 of mhc [small]: grid(x.0@0, x.1@1) loop(x.2[64]: sum) loop(x_1.3[16]: sum) {loop(x.2[64]: sum)} loop(x.2[64]: sum) [6 mm] | grid(x.0@0, x.1@1) [6 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.0@0[2]
    c1: grid x.1@1[32]
    c2: loop x.2[64]
    c3: loop x_1.3[16]

Run it on its own: `python kernels/f12.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/mhc.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 1, "c1": 16, "c2": 32, "c3": 8}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 2, "c1": 32, "c2": 64, "c3": 16}


@triton.jit
def kernel_0(m2_ptr, m2_s0, m2_s1, m2_s2, m5_ptr, m5_s0, m5_s1, m5_s2, m19_ptr, m19_s0, m19_s1, m19_s2, m29_ptr, m29_s0, m29_s1, m29_s2, m42_ptr, m42_s0, m42_s1, m42_s2, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, m53_ptr, m53_s0, m53_s1, m53_s2, m64_ptr, m64_s0, m64_s1, m64_s2, m74_ptr, m74_s0, m74_s1, m74_s2, m74_s3, buf164_ptr, buf164_s0, buf164_s1, buf164_s2, buf164_s3, E_c0, E_c1, E_c2, E_c3, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # writes buf164: Combine over grid x.0@0[2], grid x.1@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n2 = tl.arange(0, F_n2)
    acc11 = tl.full([T_c0, T_c1, F_n1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t4 = tl.load(m2_ptr + offs_c0[:, None, None] * m2_s0 + offs_c1[None, :, None] * m2_s1 + offs_c2[None, None, :] * m2_s2, mask=(offs_c0 < E_c0)[:, None, None] & (offs_c1 < E_c1)[None, :, None] & (offs_c2 < E_c2)[None, None, :], other=0).to(tl.float32)
        t9 = tl.load(m5_ptr + offs_c2[None, :, None] * m5_s1 + offs_n1[None, None, :] * m5_s2, mask=(offs_c2 < E_c2)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
        t10 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :], t4, 0.0), 3) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :, None], t9, 0.0), 1), axis=2)
        acc11 = acc11 + t10
    t12 = tl.load(m2_ptr + offs_c0[:, None, None] * m2_s0 + offs_c1[None, :, None] * m2_s1 + offs_n0[None, None, :] * m2_s2, mask=(offs_c0 < E_c0)[:, None, None] & (offs_c1 < E_c1)[None, :, None] & (offs_n0 < E_n0)[None, None, :], other=0).to(tl.float32)
    t13 = (t12) * (t12)
    t14 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, :], t13, 0.0), axis=2, keep_dims=True)
    t15 = t14 + 6.4e-05
    t16 = tl.rsqrt(t15)
    t17 = (acc11) * (t16)
    t18 = (t17) * (0.8)
    t23 = tl.load(m19_ptr + offs_n1[None, None, :] * m19_s2, mask=(offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    t24 = t18 + t23
    t25 = tl.reshape(t24, [T_c0, T_c1, F_n1, 1])
    t26 = 1.0 / (1.0 + tl.exp(-(t25)))
    t27 = (t26) * (2.0)
    acc35 = tl.full([T_c0, T_c1, F_n1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t28 = tl.load(m2_ptr + offs_c0[:, None, None] * m2_s0 + offs_c1[None, :, None] * m2_s1 + offs_c2[None, None, :] * m2_s2, mask=(offs_c0 < E_c0)[:, None, None] & (offs_c1 < E_c1)[None, :, None] & (offs_c2 < E_c2)[None, None, :], other=0).to(tl.float32)
        t33 = tl.load(m29_ptr + offs_c2[None, :, None] * m29_s1 + offs_n1[None, None, :] * m29_s2, mask=(offs_c2 < E_c2)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
        t34 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :], t28, 0.0), 3) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :, None], t33, 0.0), 1), axis=2)
        acc35 = acc35 + t34
    t36 = (t12) * (t12)
    t37 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, :], t36, 0.0), axis=2, keep_dims=True)
    t38 = t37 + 6.4e-05
    t39 = tl.rsqrt(t38)
    t40 = (acc35) * (t39)
    t41 = (t40) * (0.8)
    t46 = tl.load(m42_ptr + offs_n1[None, None, :] * m42_s2, mask=(offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    t47 = t41 + t46
    t48 = tl.reshape(t47, [T_c0, T_c1, 1, F_n1])
    t49 = 1.0 / (1.0 + tl.exp(-(t48)))
    acc60 = tl.full([T_c0, T_c1, F_n2], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t50 = tl.load(m3_ptr + offs_c0[:, None, None, None] * m3_s0 + offs_c1[None, :, None, None] * m3_s1 + offs_n1[None, None, :, None] * m3_s2 + offs_c3[None, None, None, :] * m3_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
        t51 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :], t49, 0.0), 4) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :, None], t50, 0.0), 2), axis=3)
        t52 = tl.reshape(t51, [T_c0, T_c1, T_c3])
        t58 = tl.load(m53_ptr + offs_c3[None, :, None] * m53_s1 + offs_n2[None, None, :] * m53_s2, mask=(offs_c3 < E_c3)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
        t59 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, :], t52, 0.0), 3) * tl.expand_dims(tl.where((offs_c3 < E_c3)[None, :, None], t58, 0.0), 1), axis=2)
        acc60 = acc60 + t59
    t61 = tl.reshape(acc60, [T_c0, T_c1, 1, F_n2])
    t62 = (t27) * (t61)
    acc70 = tl.full([T_c0, T_c1, F_n2], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t63 = tl.load(m2_ptr + offs_c0[:, None, None] * m2_s0 + offs_c1[None, :, None] * m2_s1 + offs_c2[None, None, :] * m2_s2, mask=(offs_c0 < E_c0)[:, None, None] & (offs_c1 < E_c1)[None, :, None] & (offs_c2 < E_c2)[None, None, :], other=0).to(tl.float32)
        t68 = tl.load(m64_ptr + offs_c2[None, :, None] * m64_s1 + offs_n2[None, None, :] * m64_s2, mask=(offs_c2 < E_c2)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
        t69 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :], t63, 0.0), 3) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :, None], t68, 0.0), 1), axis=2)
        acc70 = acc70 + t69
    t71 = (acc70) * (t16)
    t72 = tl.reshape(t71, [T_c0, T_c1, F_n1, F_n1])
    t73 = (t72) * (0.8)
    t78 = tl.load(m74_ptr + offs_n1[None, None, :, None] * m74_s2 + offs_n1[None, None, None, :] * m74_s3, mask=(offs_n1 < E_n1)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t79 = t73 + t78
    t80 = tl.exp(t79)
    t81 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t80, 0.0), axis=3, keep_dims=True)
    t82 = (t80) / (t81)
    t83 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t82, 0.0), axis=2, keep_dims=True)
    t84 = (t82) / (t83)
    t85 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t84, 0.0), axis=3, keep_dims=True)
    t86 = (t84) / (t85)
    t87 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t86, 0.0), axis=2, keep_dims=True)
    t88 = (t86) / (t87)
    t89 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t88, 0.0), axis=3, keep_dims=True)
    t90 = (t88) / (t89)
    t91 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t90, 0.0), axis=2, keep_dims=True)
    t92 = (t90) / (t91)
    t93 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t92, 0.0), axis=3, keep_dims=True)
    t94 = (t92) / (t93)
    t95 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t94, 0.0), axis=2, keep_dims=True)
    t96 = (t94) / (t95)
    t97 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t96, 0.0), axis=3, keep_dims=True)
    t98 = (t96) / (t97)
    t99 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t98, 0.0), axis=2, keep_dims=True)
    t100 = (t98) / (t99)
    t101 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t100, 0.0), axis=3, keep_dims=True)
    t102 = (t100) / (t101)
    t103 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t102, 0.0), axis=2, keep_dims=True)
    t104 = (t102) / (t103)
    t105 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t104, 0.0), axis=3, keep_dims=True)
    t106 = (t104) / (t105)
    t107 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t106, 0.0), axis=2, keep_dims=True)
    t108 = (t106) / (t107)
    t109 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t108, 0.0), axis=3, keep_dims=True)
    t110 = (t108) / (t109)
    t111 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t110, 0.0), axis=2, keep_dims=True)
    t112 = (t110) / (t111)
    t113 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t112, 0.0), axis=3, keep_dims=True)
    t114 = (t112) / (t113)
    t115 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t114, 0.0), axis=2, keep_dims=True)
    t116 = (t114) / (t115)
    t117 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t116, 0.0), axis=3, keep_dims=True)
    t118 = (t116) / (t117)
    t119 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t118, 0.0), axis=2, keep_dims=True)
    t120 = (t118) / (t119)
    t121 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t120, 0.0), axis=3, keep_dims=True)
    t122 = (t120) / (t121)
    t123 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t122, 0.0), axis=2, keep_dims=True)
    t124 = (t122) / (t123)
    t125 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t124, 0.0), axis=3, keep_dims=True)
    t126 = (t124) / (t125)
    t127 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t126, 0.0), axis=2, keep_dims=True)
    t128 = (t126) / (t127)
    t129 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t128, 0.0), axis=3, keep_dims=True)
    t130 = (t128) / (t129)
    t131 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t130, 0.0), axis=2, keep_dims=True)
    t132 = (t130) / (t131)
    t133 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t132, 0.0), axis=3, keep_dims=True)
    t134 = (t132) / (t133)
    t135 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t134, 0.0), axis=2, keep_dims=True)
    t136 = (t134) / (t135)
    t137 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t136, 0.0), axis=3, keep_dims=True)
    t138 = (t136) / (t137)
    t139 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t138, 0.0), axis=2, keep_dims=True)
    t140 = (t138) / (t139)
    t141 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t140, 0.0), axis=3, keep_dims=True)
    t142 = (t140) / (t141)
    t143 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t142, 0.0), axis=2, keep_dims=True)
    t144 = (t142) / (t143)
    t145 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t144, 0.0), axis=3, keep_dims=True)
    t146 = (t144) / (t145)
    t147 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t146, 0.0), axis=2, keep_dims=True)
    t148 = (t146) / (t147)
    t149 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t148, 0.0), axis=3, keep_dims=True)
    t150 = (t148) / (t149)
    t151 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t150, 0.0), axis=2, keep_dims=True)
    t152 = (t150) / (t151)
    t153 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t152, 0.0), axis=3, keep_dims=True)
    t154 = (t152) / (t153)
    t155 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t154, 0.0), axis=2, keep_dims=True)
    t156 = (t154) / (t155)
    t157 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t156, 0.0), axis=3, keep_dims=True)
    t158 = (t156) / (t157)
    t159 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t158, 0.0), axis=2, keep_dims=True)
    t160 = (t158) / (t159)
    t161 = tl.load(m3_ptr + offs_c0[:, None, None, None] * m3_s0 + offs_c1[None, :, None, None] * m3_s1 + offs_n1[None, None, :, None] * m3_s2 + offs_n2[None, None, None, :] * m3_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t162 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :], t160, 0.0), 4) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :, None], t161, 0.0), 2), axis=3)
    t163 = t62 + t162
    tl.store(buf164_ptr + offs_c0[:, None, None, None] * buf164_s0 + offs_c1[None, :, None, None] * buf164_s1 + offs_n1[None, None, :, None] * buf164_s2 + offs_n2[None, None, None, :] * buf164_s3, t163, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :])


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, m1_s2, m171_ptr, m171_s0, m171_s1, m171_s2, m177_ptr, m177_s0, m177_s1, m177_s2, m185_ptr, m185_s0, m185_s1, m185_s2, m191_ptr, m191_s0, m191_s1, m191_s2, buf164_ptr, buf164_s0, buf164_s1, buf164_s2, buf164_s3, m201_ptr, m201_s0, m201_s1, m201_s2, m209_ptr, m209_s0, m209_s1, m209_s2, m216_ptr, m216_s0, m216_s1, m216_s2, m216_s3, buf304_ptr, buf304_s0, buf304_s1, buf304_s2, buf304_s3, E_c0, E_c1, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf304: Combine over grid x.0@0[2], grid x.1@1[32]
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
    offs_n2 = tl.arange(0, F_n2)
    t165 = tl.load(m1_ptr + offs_c0[:, None, None] * m1_s0 + offs_c1[None, :, None] * m1_s1 + offs_n0[None, None, :] * m1_s2, mask=(offs_c0 < E_c0)[:, None, None] & (offs_c1 < E_c1)[None, :, None] & (offs_n0 < E_n0)[None, None, :], other=0).to(tl.float32)
    t166 = (t165) * (t165)
    t167 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, :], t166, 0.0), axis=2, keep_dims=True)
    t168 = t167 + 6.4e-05
    t169 = tl.rsqrt(t168)
    t170 = (t165) * (t169)
    t174 = tl.load(m171_ptr + offs_n0[None, :, None] * m171_s1 + offs_n1[None, None, :] * m171_s2, mask=(offs_n0 < E_n0)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    t175 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, :], t170, 0.0), 3) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :, None], t174, 0.0), 1), axis=2)
    t176 = (t175) * (0.8)
    t180 = tl.load(m177_ptr + offs_n1[None, None, :] * m177_s2, mask=(offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    t181 = t176 + t180
    t182 = tl.reshape(t181, [T_c0, T_c1, F_n1, 1])
    t183 = 1.0 / (1.0 + tl.exp(-(t182)))
    t184 = (t183) * (2.0)
    t188 = tl.load(m185_ptr + offs_n0[None, :, None] * m185_s1 + offs_n1[None, None, :] * m185_s2, mask=(offs_n0 < E_n0)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    t189 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, :], t170, 0.0), 3) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :, None], t188, 0.0), 1), axis=2)
    t190 = (t189) * (0.8)
    t194 = tl.load(m191_ptr + offs_n1[None, None, :] * m191_s2, mask=(offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    t195 = t190 + t194
    t196 = tl.reshape(t195, [T_c0, T_c1, 1, F_n1])
    t197 = 1.0 / (1.0 + tl.exp(-(t196)))
    t198 = tl.load(buf164_ptr + offs_c0[:, None, None, None] * buf164_s0 + offs_c1[None, :, None, None] * buf164_s1 + offs_n1[None, None, :, None] * buf164_s2 + offs_n2[None, None, None, :] * buf164_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t199 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :], t197, 0.0), 4) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :, None], t198, 0.0), 2), axis=3)
    t200 = tl.reshape(t199, [T_c0, T_c1, F_n2])
    t205 = tl.load(m201_ptr + offs_n2[None, :, None] * m201_s1 + offs_n2[None, None, :] * m201_s2, mask=(offs_n2 < E_n2)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t206 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :], t200, 0.0), 3) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, :, None], t205, 0.0), 1), axis=2)
    t207 = tl.reshape(t206, [T_c0, T_c1, 1, F_n2])
    t208 = (t184) * (t207)
    t212 = tl.load(m209_ptr + offs_n0[None, :, None] * m209_s1 + offs_n2[None, None, :] * m209_s2, mask=(offs_n0 < E_n0)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t213 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, :], t170, 0.0), 3) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :, None], t212, 0.0), 1), axis=2)
    t214 = tl.reshape(t213, [T_c0, T_c1, F_n1, F_n1])
    t215 = (t214) * (0.8)
    t219 = tl.load(m216_ptr + offs_n1[None, None, :, None] * m216_s2 + offs_n1[None, None, None, :] * m216_s3, mask=(offs_n1 < E_n1)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t220 = t215 + t219
    t221 = tl.exp(t220)
    t222 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t221, 0.0), axis=3, keep_dims=True)
    t223 = (t221) / (t222)
    t224 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t223, 0.0), axis=2, keep_dims=True)
    t225 = (t223) / (t224)
    t226 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t225, 0.0), axis=3, keep_dims=True)
    t227 = (t225) / (t226)
    t228 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t227, 0.0), axis=2, keep_dims=True)
    t229 = (t227) / (t228)
    t230 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t229, 0.0), axis=3, keep_dims=True)
    t231 = (t229) / (t230)
    t232 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t231, 0.0), axis=2, keep_dims=True)
    t233 = (t231) / (t232)
    t234 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t233, 0.0), axis=3, keep_dims=True)
    t235 = (t233) / (t234)
    t236 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t235, 0.0), axis=2, keep_dims=True)
    t237 = (t235) / (t236)
    t238 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t237, 0.0), axis=3, keep_dims=True)
    t239 = (t237) / (t238)
    t240 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t239, 0.0), axis=2, keep_dims=True)
    t241 = (t239) / (t240)
    t242 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t241, 0.0), axis=3, keep_dims=True)
    t243 = (t241) / (t242)
    t244 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t243, 0.0), axis=2, keep_dims=True)
    t245 = (t243) / (t244)
    t246 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t245, 0.0), axis=3, keep_dims=True)
    t247 = (t245) / (t246)
    t248 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t247, 0.0), axis=2, keep_dims=True)
    t249 = (t247) / (t248)
    t250 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t249, 0.0), axis=3, keep_dims=True)
    t251 = (t249) / (t250)
    t252 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t251, 0.0), axis=2, keep_dims=True)
    t253 = (t251) / (t252)
    t254 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t253, 0.0), axis=3, keep_dims=True)
    t255 = (t253) / (t254)
    t256 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t255, 0.0), axis=2, keep_dims=True)
    t257 = (t255) / (t256)
    t258 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t257, 0.0), axis=3, keep_dims=True)
    t259 = (t257) / (t258)
    t260 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t259, 0.0), axis=2, keep_dims=True)
    t261 = (t259) / (t260)
    t262 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t261, 0.0), axis=3, keep_dims=True)
    t263 = (t261) / (t262)
    t264 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t263, 0.0), axis=2, keep_dims=True)
    t265 = (t263) / (t264)
    t266 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t265, 0.0), axis=3, keep_dims=True)
    t267 = (t265) / (t266)
    t268 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t267, 0.0), axis=2, keep_dims=True)
    t269 = (t267) / (t268)
    t270 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t269, 0.0), axis=3, keep_dims=True)
    t271 = (t269) / (t270)
    t272 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t271, 0.0), axis=2, keep_dims=True)
    t273 = (t271) / (t272)
    t274 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t273, 0.0), axis=3, keep_dims=True)
    t275 = (t273) / (t274)
    t276 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t275, 0.0), axis=2, keep_dims=True)
    t277 = (t275) / (t276)
    t278 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t277, 0.0), axis=3, keep_dims=True)
    t279 = (t277) / (t278)
    t280 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t279, 0.0), axis=2, keep_dims=True)
    t281 = (t279) / (t280)
    t282 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t281, 0.0), axis=3, keep_dims=True)
    t283 = (t281) / (t282)
    t284 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t283, 0.0), axis=2, keep_dims=True)
    t285 = (t283) / (t284)
    t286 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t285, 0.0), axis=3, keep_dims=True)
    t287 = (t285) / (t286)
    t288 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t287, 0.0), axis=2, keep_dims=True)
    t289 = (t287) / (t288)
    t290 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t289, 0.0), axis=3, keep_dims=True)
    t291 = (t289) / (t290)
    t292 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t291, 0.0), axis=2, keep_dims=True)
    t293 = (t291) / (t292)
    t294 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t293, 0.0), axis=3, keep_dims=True)
    t295 = (t293) / (t294)
    t296 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t295, 0.0), axis=2, keep_dims=True)
    t297 = (t295) / (t296)
    t298 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t297, 0.0), axis=3, keep_dims=True)
    t299 = (t297) / (t298)
    t300 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t299, 0.0), axis=2, keep_dims=True)
    t301 = (t299) / (t300)
    t302 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :], t301, 0.0), 4) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :, None], t198, 0.0), 2), axis=3)
    t303 = t208 + t302
    tl.store(buf304_ptr + offs_c0[:, None, None, None] * buf304_s0 + offs_c1[None, :, None, None] * buf304_s1 + offs_n1[None, None, :, None] * buf304_s2 + offs_n2[None, None, None, :] * buf304_s3, t303, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :])


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
    m3 = inputs['x']
    m2 = m3.reshape([2, 32, 64])
    m8 = inputs['phi_post']
    m7 = m8.narrow(0, 0, 1)
    m6 = m7.reshape([64, 4])
    m5 = m6.reshape([1, 64, 4])
    m22 = inputs['b_post']
    m21 = m22.narrow(0, 0, 1)
    m20 = m21.reshape([4])
    m19 = m20.reshape([1, 1, 4])
    m32 = inputs['phi_pre']
    m31 = m32.narrow(0, 0, 1)
    m30 = m31.reshape([64, 4])
    m29 = m30.reshape([1, 64, 4])
    m45 = inputs['b_pre']
    m44 = m45.narrow(0, 0, 1)
    m43 = m44.reshape([4])
    m42 = m43.reshape([1, 1, 4])
    m57 = inputs['w_layer']
    m56 = m57.narrow(0, 0, 1)
    m55 = m56.reshape([16, 16])
    m54 = m55.permute([1, 0])
    m53 = m54.reshape([1, 16, 16])
    m67 = inputs['phi_res']
    m66 = m67.narrow(0, 0, 1)
    m65 = m66.reshape([64, 16])
    m64 = m65.reshape([1, 64, 16])
    m77 = inputs['b_res']
    m76 = m77.narrow(0, 0, 1)
    m75 = m76.reshape([4, 4])
    m74 = m75.reshape([1, 1, 4, 4])
    buf164 = torch.full([2, 32, 4, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(2, T['c0']) * _cdiv(32, T['c1']),)](m2_ptr=m2, m2_s0=m2.stride(0), m2_s1=m2.stride(1), m2_s2=m2.stride(2), m5_ptr=m5, m5_s0=m5.stride(0), m5_s1=m5.stride(1), m5_s2=m5.stride(2), m19_ptr=m19, m19_s0=m19.stride(0), m19_s1=m19.stride(1), m19_s2=m19.stride(2), m29_ptr=m29, m29_s0=m29.stride(0), m29_s1=m29.stride(1), m29_s2=m29.stride(2), m42_ptr=m42, m42_s0=m42.stride(0), m42_s1=m42.stride(1), m42_s2=m42.stride(2), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), m53_ptr=m53, m53_s0=m53.stride(0), m53_s1=m53.stride(1), m53_s2=m53.stride(2), m64_ptr=m64, m64_s0=m64.stride(0), m64_s1=m64.stride(1), m64_s2=m64.stride(2), m74_ptr=m74, m74_s0=m74.stride(0), m74_s1=m74.stride(1), m74_s2=m74.stride(2), m74_s3=m74.stride(3), buf164_ptr=buf164, buf164_s0=buf164.stride(0), buf164_s1=buf164.stride(1), buf164_s2=buf164.stride(2), buf164_s3=buf164.stride(3), E_c0=2, E_c1=32, E_c2=64, E_c3=16, E_n0=64, E_n1=4, E_n2=16, F_n0=_pow2(64), F_n1=_pow2(4), F_n2=_pow2(16), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'], T_c3=T['c3'])
    m1 = buf164.reshape([2, 32, 64])
    m173 = m8.narrow(0, 1, 1)
    m172 = m173.reshape([64, 4])
    m171 = m172.reshape([1, 64, 4])
    m179 = m22.narrow(0, 1, 1)
    m178 = m179.reshape([4])
    m177 = m178.reshape([1, 1, 4])
    m187 = m32.narrow(0, 1, 1)
    m186 = m187.reshape([64, 4])
    m185 = m186.reshape([1, 64, 4])
    m193 = m45.narrow(0, 1, 1)
    m192 = m193.reshape([4])
    m191 = m192.reshape([1, 1, 4])
    m204 = m57.narrow(0, 1, 1)
    m203 = m204.reshape([16, 16])
    m202 = m203.permute([1, 0])
    m201 = m202.reshape([1, 16, 16])
    m211 = m67.narrow(0, 1, 1)
    m210 = m211.reshape([64, 16])
    m209 = m210.reshape([1, 64, 16])
    m218 = m77.narrow(0, 1, 1)
    m217 = m218.reshape([4, 4])
    m216 = m217.reshape([1, 1, 4, 4])
    buf304 = torch.full([2, 32, 4, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(2, T['c0']) * _cdiv(32, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m171_ptr=m171, m171_s0=m171.stride(0), m171_s1=m171.stride(1), m171_s2=m171.stride(2), m177_ptr=m177, m177_s0=m177.stride(0), m177_s1=m177.stride(1), m177_s2=m177.stride(2), m185_ptr=m185, m185_s0=m185.stride(0), m185_s1=m185.stride(1), m185_s2=m185.stride(2), m191_ptr=m191, m191_s0=m191.stride(0), m191_s1=m191.stride(1), m191_s2=m191.stride(2), buf164_ptr=buf164, buf164_s0=buf164.stride(0), buf164_s1=buf164.stride(1), buf164_s2=buf164.stride(2), buf164_s3=buf164.stride(3), m201_ptr=m201, m201_s0=m201.stride(0), m201_s1=m201.stride(1), m201_s2=m201.stride(2), m209_ptr=m209, m209_s0=m209.stride(0), m209_s1=m209.stride(1), m209_s2=m209.stride(2), m216_ptr=m216, m216_s0=m216.stride(0), m216_s1=m216.stride(1), m216_s2=m216.stride(2), m216_s3=m216.stride(3), buf304_ptr=buf304, buf304_s0=buf304.stride(0), buf304_s1=buf304.stride(1), buf304_s2=buf304.stride(2), buf304_s3=buf304.stride(3), E_c0=2, E_c1=32, E_n0=64, E_n1=4, E_n2=16, F_n0=_pow2(64), F_n1=_pow2(4), F_n2=_pow2(16), T_c0=T['c0'], T_c1=T['c1'])
    return buf304


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
