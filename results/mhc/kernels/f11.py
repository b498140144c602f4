"""mhc [small], candidate 11: 2 kernel(s)

Rendered by EqiForge from candidate 11 of mhc [small]: grid(x.0@0, x.1@1) loop(x.2[64]: sum) loop(x.2[64]: sum) loop(x.2[64]: sum) loop(x.2[64]: sum) [6 mm] | grid(x.0@0, x.1@1) [6 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.0@0[2]
    c1: grid x.1@1[32]
    c2: loop x.2[64]

Run it on its own: `python kernels/f11.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/mhc.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 1, "c1": 16, "c2": 32}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 2, "c1": 32, "c2": 64}


@triton.jit
def kernel_0(m2_ptr, m2_s0, m2_s1, m2_s2, m5_ptr, m5_s0, m5_s1, m5_s2, m20_ptr, m20_s0, m20_s1, m20_s2, m30_ptr, m30_s0, m30_s1, m30_s2, m39_ptr, m39_s0, m39_s1, m39_s2, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, m50_ptr, m50_s0, m50_s1, m50_s2, m60_ptr, m60_s0, m60_s1, m60_s2, m70_ptr, m70_s0, m70_s1, m70_s2, m70_s3, buf159_ptr, buf159_s0, buf159_s1, buf159_s2, buf159_s3, E_c0, E_c1, E_c2, E_n1, E_n2, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf159: Combine over grid x.0@0[2], grid x.1@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    acc11 = tl.full([T_c0, T_c1, F_n1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t4 = tl.load(m2_ptr + offs_c0[:, None, None] * m2_s0 + offs_c1[None, :, None] * m2_s1 + offs_c2[None, None, :] * m2_s2, mask=(offs_c0 < E_c0)[:, None, None] & (offs_c1 < E_c1)[None, :, None] & (offs_c2 < E_c2)[None, None, :], other=0).to(tl.float32)
        t9 = tl.load(m5_ptr + offs_c2[None, :, None] * m5_s1 + offs_n1[None, None, :] * m5_s2, mask=(offs_c2 < E_c2)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
        t10 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :], t4, 0.0), 3) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :, None], t9, 0.0), 1), axis=2)
        acc11 = acc11 + t10
    acc15 = tl.full([T_c0, T_c1, 1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t12 = tl.load(m2_ptr + offs_c0[:, None, None] * m2_s0 + offs_c1[None, :, None] * m2_s1 + offs_c2[None, None, :] * m2_s2, mask=(offs_c0 < E_c0)[:, None, None] & (offs_c1 < E_c1)[None, :, None] & (offs_c2 < E_c2)[None, None, :], other=0).to(tl.float32)
        t13 = (t12) * (t12)
        t14 = tl.sum(tl.where((offs_c2 < E_c2)[None, None, :], t13, 0.0), axis=2, keep_dims=True)
        acc15 = acc15 + t14
    t16 = acc15 + 6.4e-05
    t17 = tl.rsqrt(t16)
    t18 = (acc11) * (t17)
    t19 = (t18) * (0.8)
    t24 = tl.load(m20_ptr + offs_n1[None, None, :] * m20_s2, mask=(offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    t25 = t19 + t24
    t26 = tl.reshape(t25, [T_c0, T_c1, F_n1, 1])
    t27 = 1.0 / (1.0 + tl.exp(-(t26)))
    t28 = (t27) * (2.0)
    acc36 = tl.full([T_c0, T_c1, F_n1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t29 = tl.load(m2_ptr + offs_c0[:, None, None] * m2_s0 + offs_c1[None, :, None] * m2_s1 + offs_c2[None, None, :] * m2_s2, mask=(offs_c0 < E_c0)[:, None, None] & (offs_c1 < E_c1)[None, :, None] & (offs_c2 < E_c2)[None, None, :], other=0).to(tl.float32)
        t34 = tl.load(m30_ptr + offs_c2[None, :, None] * m30_s1 + offs_n1[None, None, :] * m30_s2, mask=(offs_c2 < E_c2)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
        t35 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :], t29, 0.0), 3) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :, None], t34, 0.0), 1), axis=2)
        acc36 = acc36 + t35
    t37 = (acc36) * (t17)
    t38 = (t37) * (0.8)
    t43 = tl.load(m39_ptr + offs_n1[None, None, :] * m39_s2, mask=(offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    t44 = t38 + t43
    t45 = tl.reshape(t44, [T_c0, T_c1, 1, F_n1])
    t46 = 1.0 / (1.0 + tl.exp(-(t45)))
    t47 = tl.load(m3_ptr + offs_c0[:, None, None, None] * m3_s0 + offs_c1[None, :, None, None] * m3_s1 + offs_n1[None, None, :, None] * m3_s2 + offs_n2[None, None, None, :] * m3_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t48 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :], t46, 0.0), 4) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :, None], t47, 0.0), 2), axis=3)
    t49 = tl.reshape(t48, [T_c0, T_c1, F_n2])
    t55 = tl.load(m50_ptr + offs_n2[None, :, None] * m50_s1 + offs_n2[None, None, :] * m50_s2, mask=(offs_n2 < E_n2)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t56 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :], t49, 0.0), 3) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, :, None], t55, 0.0), 1), axis=2)
    t57 = tl.reshape(t56, [T_c0, T_c1, 1, F_n2])
    t58 = (t28) * (t57)
    acc66 = tl.full([T_c0, T_c1, F_n2], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t59 = tl.load(m2_ptr + offs_c0[:, None, None] * m2_s0 + offs_c1[None, :, None] * m2_s1 + offs_c2[None, None, :] * m2_s2, mask=(offs_c0 < E_c0)[:, None, None] & (offs_c1 < E_c1)[None, :, None] & (offs_c2 < E_c2)[None, None, :], other=0).to(tl.float32)
        t64 = tl.load(m60_ptr + offs_c2[None, :, None] * m60_s1 + offs_n2[None, None, :] * m60_s2, mask=(offs_c2 < E_c2)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
        t65 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :], t59, 0.0), 3) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :, None], t64, 0.0), 1), axis=2)
        acc66 = acc66 + t65
    t67 = (acc66) * (t17)
    t68 = tl.reshape(t67, [T_c0, T_c1, F_n1, F_n1])
    t69 = (t68) * (0.8)
    t74 = tl.load(m70_ptr + offs_n1[None, None, :, None] * m70_s2 + offs_n1[None, None, None, :] * m70_s3, mask=(offs_n1 < E_n1)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t75 = t69 + t74
    t76 = tl.exp(t75)
    t77 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t76, 0.0), axis=3, keep_dims=True)
    t78 = (t76) / (t77)
    t79 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t78, 0.0), axis=2, keep_dims=True)
    t80 = (t78) / (t79)
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
    t157 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :], t156, 0.0), 4) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :, None], t47, 0.0), 2), axis=3)
    t158 = t58 + t157
    tl.store(buf159_ptr + offs_c0[:, None, None, None] * buf159_s0 + offs_c1[None, :, None, None] * buf159_s1 + offs_n1[None, None, :, None] * buf159_s2 + offs_n2[None, None, None, :] * buf159_s3, t158, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :])


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, m1_s2, m166_ptr, m166_s0, m166_s1, m166_s2, m172_ptr, m172_s0, m172_s1, m172_s2, m180_ptr, m180_s0, m180_s1, m180_s2, m186_ptr, m186_s0, m186_s1, m186_s2, buf159_ptr, buf159_s0, buf159_s1, buf159_s2, buf159_s3, m196_ptr, m196_s0, m196_s1, m196_s2, m204_ptr, m204_s0, m204_s1, m204_s2, m211_ptr, m211_s0, m211_s1, m211_s2, m211_s3, buf299_ptr, buf299_s0, buf299_s1, buf299_s2, buf299_s3, E_c0, E_c1, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf299: Combine over grid x.0@0[2], grid x.1@1[32]
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
    t160 = tl.load(m1_ptr + offs_c0[:, None, None] * m1_s0 + offs_c1[None, :, None] * m1_s1 + offs_n0[None, None, :] * m1_s2, mask=(offs_c0 < E_c0)[:, None, None] & (offs_c1 < E_c1)[None, :, None] & (offs_n0 < E_n0)[None, None, :], other=0).to(tl.float32)
    t161 = (t160) * (t160)
    t162 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, :], t161, 0.0), axis=2, keep_dims=True)
    t163 = t162 + 6.4e-05
    t164 = tl.rsqrt(t163)
    t165 = (t160) * (t164)
    t169 = tl.load(m166_ptr + offs_n0[None, :, None] * m166_s1 + offs_n1[None, None, :] * m166_s2, mask=(offs_n0 < E_n0)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    t170 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, :], t165, 0.0), 3) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :, None], t169, 0.0), 1), axis=2)
    t171 = (t170) * (0.8)
    t175 = tl.load(m172_ptr + offs_n1[None, None, :] * m172_s2, mask=(offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    t176 = t171 + t175
    t177 = tl.reshape(t176, [T_c0, T_c1, F_n1, 1])
    t178 = 1.0 / (1.0 + tl.exp(-(t177)))
    t179 = (t178) * (2.0)
    t183 = tl.load(m180_ptr + offs_n0[None, :, None] * m180_s1 + offs_n1[None, None, :] * m180_s2, mask=(offs_n0 < E_n0)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    t184 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, :], t165, 0.0), 3) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :, None], t183, 0.0), 1), axis=2)
    t185 = (t184) * (0.8)
    t189 = tl.load(m186_ptr + offs_n1[None, None, :] * m186_s2, mask=(offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    t190 = t185 + t189
    t191 = tl.reshape(t190, [T_c0, T_c1, 1, F_n1])
    t192 = 1.0 / (1.0 + tl.exp(-(t191)))
    t193 = tl.load(buf159_ptr + offs_c0[:, None, None, None] * buf159_s0 + offs_c1[None, :, None, None] * buf159_s1 + offs_n1[None, None, :, None] * buf159_s2 + offs_n2[None, None, None, :] * buf159_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t194 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :], t192, 0.0), 4) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :, None], t193, 0.0), 2), axis=3)
    t195 = tl.reshape(t194, [T_c0, T_c1, F_n2])
    t200 = tl.load(m196_ptr + offs_n2[None, :, None] * m196_s1 + offs_n2[None, None, :] * m196_s2, mask=(offs_n2 < E_n2)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t201 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :], t195, 0.0), 3) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, :, None], t200, 0.0), 1), axis=2)
    t202 = tl.reshape(t201, [T_c0, T_c1, 1, F_n2])
    t203 = (t179) * (t202)
    t207 = tl.load(m204_ptr + offs_n0[None, :, None] * m204_s1 + offs_n2[None, None, :] * m204_s2, mask=(offs_n0 < E_n0)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t208 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, :], t165, 0.0), 3) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :, None], t207, 0.0), 1), axis=2)
    t209 = tl.reshape(t208, [T_c0, T_c1, F_n1, F_n1])
    t210 = (t209) * (0.8)
    t214 = tl.load(m211_ptr + offs_n1[None, None, :, None] * m211_s2 + offs_n1[None, None, None, :] * m211_s3, mask=(offs_n1 < E_n1)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t215 = t210 + t214
    t216 = tl.exp(t215)
    t217 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t216, 0.0), axis=3, keep_dims=True)
    t218 = (t216) / (t217)
    t219 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t218, 0.0), axis=2, keep_dims=True)
    t220 = (t218) / (t219)
    t221 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t220, 0.0), axis=3, keep_dims=True)
    t222 = (t220) / (t221)
    t223 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t222, 0.0), axis=2, keep_dims=True)
    t224 = (t222) / (t223)
    t225 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t224, 0.0), axis=3, keep_dims=True)
    t226 = (t224) / (t225)
    t227 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t226, 0.0), axis=2, keep_dims=True)
    t228 = (t226) / (t227)
    t229 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t228, 0.0), axis=3, keep_dims=True)
    t230 = (t228) / (t229)
    t231 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t230, 0.0), axis=2, keep_dims=True)
    t232 = (t230) / (t231)
    t233 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t232, 0.0), axis=3, keep_dims=True)
    t234 = (t232) / (t233)
    t235 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t234, 0.0), axis=2, keep_dims=True)
    t236 = (t234) / (t235)
    t237 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t236, 0.0), axis=3, keep_dims=True)
    t238 = (t236) / (t237)
    t239 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t238, 0.0), axis=2, keep_dims=True)
    t240 = (t238) / (t239)
    t241 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t240, 0.0), axis=3, keep_dims=True)
    t242 = (t240) / (t241)
    t243 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t242, 0.0), axis=2, keep_dims=True)
    t244 = (t242) / (t243)
    t245 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t244, 0.0), axis=3, keep_dims=True)
    t246 = (t244) / (t245)
    t247 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t246, 0.0), axis=2, keep_dims=True)
    t248 = (t246) / (t247)
    t249 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t248, 0.0), axis=3, keep_dims=True)
    t250 = (t248) / (t249)
    t251 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t250, 0.0), axis=2, keep_dims=True)
    t252 = (t250) / (t251)
    t253 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t252, 0.0), axis=3, keep_dims=True)
    t254 = (t252) / (t253)
    t255 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t254, 0.0), axis=2, keep_dims=True)
    t256 = (t254) / (t255)
    t257 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t256, 0.0), axis=3, keep_dims=True)
    t258 = (t256) / (t257)
    t259 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t258, 0.0), axis=2, keep_dims=True)
    t260 = (t258) / (t259)
    t261 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t260, 0.0), axis=3, keep_dims=True)
    t262 = (t260) / (t261)
    t263 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t262, 0.0), axis=2, keep_dims=True)
    t264 = (t262) / (t263)
    t265 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t264, 0.0), axis=3, keep_dims=True)
    t266 = (t264) / (t265)
    t267 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t266, 0.0), axis=2, keep_dims=True)
    t268 = (t266) / (t267)
    t269 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t268, 0.0), axis=3, keep_dims=True)
    t270 = (t268) / (t269)
    t271 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t270, 0.0), axis=2, keep_dims=True)
    t272 = (t270) / (t271)
    t273 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t272, 0.0), axis=3, keep_dims=True)
    t274 = (t272) / (t273)
    t275 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t274, 0.0), axis=2, keep_dims=True)
    t276 = (t274) / (t275)
    t277 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t276, 0.0), axis=3, keep_dims=True)
    t278 = (t276) / (t277)
    t279 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t278, 0.0), axis=2, keep_dims=True)
    t280 = (t278) / (t279)
    t281 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t280, 0.0), axis=3, keep_dims=True)
    t282 = (t280) / (t281)
    t283 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t282, 0.0), axis=2, keep_dims=True)
    t284 = (t282) / (t283)
    t285 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t284, 0.0), axis=3, keep_dims=True)
    t286 = (t284) / (t285)
    t287 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t286, 0.0), axis=2, keep_dims=True)
    t288 = (t286) / (t287)
    t289 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t288, 0.0), axis=3, keep_dims=True)
    t290 = (t288) / (t289)
    t291 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t290, 0.0), axis=2, keep_dims=True)
    t292 = (t290) / (t291)
    t293 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t292, 0.0), axis=3, keep_dims=True)
    t294 = (t292) / (t293)
    t295 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t294, 0.0), axis=2, keep_dims=True)
    t296 = (t294) / (t295)
    t297 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :], t296, 0.0), 4) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :, None], t193, 0.0), 2), axis=3)
    t298 = t203 + t297
    tl.store(buf299_ptr + offs_c0[:, None, None, None] * buf299_s0 + offs_c1[None, :, None, None] * buf299_s1 + offs_n1[None, None, :, None] * buf299_s2 + offs_n2[None, None, None, :] * buf299_s3, t298, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :])


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
    m23 = inputs['b_post']
    m22 = m23.narrow(0, 0, 1)
    m21 = m22.reshape([4])
    m20 = m21.reshape([1, 1, 4])
    m33 = inputs['phi_pre']
    m32 = m33.narrow(0, 0, 1)
    m31 = m32.reshape([64, 4])
    m30 = m31.reshape([1, 64, 4])
    m42 = inputs['b_pre']
    m41 = m42.narrow(0, 0, 1)
    m40 = m41.reshape([4])
    m39 = m40.reshape([1, 1, 4])
    m54 = inputs['w_layer']
    m53 = m54.narrow(0, 0, 1)
    m52 = m53.reshape([16, 16])
    m51 = m52.permute([1, 0])
    m50 = m51.reshape([1, 16, 16])
    m63 = inputs['phi_res']
    m62 = m63.narrow(0, 0, 1)
    m61 = m62.reshape([64, 16])
    m60 = m61.reshape([1, 64, 16])
    m73 = inputs['b_res']
    m72 = m73.narrow(0, 0, 1)
    m71 = m72.reshape([4, 4])
    m70 = m71.reshape([1, 1, 4, 4])
    buf159 = torch.full([2, 32, 4, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(2, T['c0']) * _cdiv(32, T['c1']),)](m2_ptr=m2, m2_s0=m2.stride(0), m2_s1=m2.stride(1), m2_s2=m2.stride(2), m5_ptr=m5, m5_s0=m5.stride(0), m5_s1=m5.stride(1), m5_s2=m5.stride(2), m20_ptr=m20, m20_s0=m20.stride(0), m20_s1=m20.stride(1), m20_s2=m20.stride(2), m30_ptr=m30, m30_s0=m30.stride(0), m30_s1=m30.stride(1), m30_s2=m30.stride(2), m39_ptr=m39, m39_s0=m39.stride(0), m39_s1=m39.stride(1), m39_s2=m39.stride(2), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), m50_ptr=m50, m50_s0=m50.stride(0), m50_s1=m50.stride(1), m50_s2=m50.stride(2), m60_ptr=m60, m60_s0=m60.stride(0), m60_s1=m60.stride(1), m60_s2=m60.stride(2), m70_ptr=m70, m70_s0=m70.stride(0), m70_s1=m70.stride(1), m70_s2=m70.stride(2), m70_s3=m70.stride(3), buf159_ptr=buf159, buf159_s0=buf159.stride(0), buf159_s1=buf159.stride(1), buf159_s2=buf159.stride(2), buf159_s3=buf159.stride(3), E_c0=2, E_c1=32, E_c2=64, E_n1=4, E_n2=16, F_n1=_pow2(4), F_n2=_pow2(16), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    m1 = buf159.reshape([2, 32, 64])
    m168 = m8.narrow(0, 1, 1)
    m167 = m168.reshape([64, 4])
    m166 = m167.reshape([1, 64, 4])
    m174 = m23.narrow(0, 1, 1)
    m173 = m174.reshape([4])
    m172 = m173.reshape([1, 1, 4])
    m182 = m33.narrow(0, 1, 1)
    m181 = m182.reshape([64, 4])
    m180 = m181.reshape([1, 64, 4])
    m188 = m42.narrow(0, 1, 1)
    m187 = m188.reshape([4])
    m186 = m187.reshape([1, 1, 4])
    m199 = m54.narrow(0, 1, 1)
    m198 = m199.reshape([16, 16])
    m197 = m198.permute([1, 0])
    m196 = m197.reshape([1, 16, 16])
    m206 = m63.narrow(0, 1, 1)
    m205 = m206.reshape([64, 16])
    m204 = m205.reshape([1, 64, 16])
    m213 = m73.narrow(0, 1, 1)
    m212 = m213.reshape([4, 4])
    m211 = m212.reshape([1, 1, 4, 4])
    buf299 = torch.full([2, 32, 4, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(2, T['c0']) * _cdiv(32, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m166_ptr=m166, m166_s0=m166.stride(0), m166_s1=m166.stride(1), m166_s2=m166.stride(2), m172_ptr=m172, m172_s0=m172.stride(0), m172_s1=m172.stride(1), m172_s2=m172.stride(2), m180_ptr=m180, m180_s0=m180.stride(0), m180_s1=m180.stride(1), m180_s2=m180.stride(2), m186_ptr=m186, m186_s0=m186.stride(0), m186_s1=m186.stride(1), m186_s2=m186.stride(2), buf159_ptr=buf159, buf159_s0=buf159.stride(0), buf159_s1=buf159.stride(1), buf159_s2=buf159.stride(2), buf159_s3=buf159.stride(3), m196_ptr=m196, m196_s0=m196.stride(0), m196_s1=m196.stride(1), m196_s2=m196.stride(2), m204_ptr=m204, m204_s0=m204.stride(0), m204_s1=m204.stride(1), m204_s2=m204.stride(2), m211_ptr=m211, m211_s0=m211.stride(0), m211_s1=m211.stride(1), m211_s2=m211.stride(2), m211_s3=m211.stride(3), buf299_ptr=buf299, buf299_s0=buf299.stride(0), buf299_s1=buf299.stride(1), buf299_s2=buf299.stride(2), buf299_s3=buf299.stride(3), E_c0=2, E_c1=32, E_n0=64, E_n1=4, E_n2=16, F_n0=_pow2(64), F_n1=_pow2(4), F_n2=_pow2(16), T_c0=T['c0'], T_c1=T['c1'])
    return buf299


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
