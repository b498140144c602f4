"""mhc [small], candidate 17: 3 kernel(s)

Rendered by EqiForge from candidate 17 of mhc [small]: grid(x.1@1) loop(x.2[64]: sum) [2 mm] ; grid(x.0@0) loop(x_1.3[16]: sum) [4 mm] | grid(x.1@1) [6 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.1@1[32]
    c1: grid x.0@0[2]
    c2: loop x_1.3[16]
    c3: loop x.2[64]

Run it on its own: `python kernels/f17.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/mhc.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 16, "c1": 1, "c2": 8, "c3": 32}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 32, "c1": 2, "c2": 16, "c3": 64}


@triton.jit
def kernel_0(m2_ptr, m2_s0, m2_s1, m2_s2, m35_ptr, m35_s0, m35_s1, m35_s2, m42_ptr, m42_s0, m42_s1, m42_s2, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, buf52_ptr, buf52_s0, buf52_s1, buf52_s2, buf52_s3, E_c0, E_c3, E_n0, E_n1, E_n3, E_n4, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n3: tl.constexpr, F_n4: tl.constexpr, T_c0: tl.constexpr, T_c3: tl.constexpr):
    # writes buf52: Combine over grid x.1@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n3 = tl.arange(0, F_n3)
    offs_n4 = tl.arange(0, F_n4)
    t27 = tl.load(m2_ptr + offs_n0[:, None, None] * m2_s0 + offs_c0[None, :, None] * m2_s1 + offs_n1[None, None, :] * m2_s2, mask=(offs_n0 < E_n0)[:, None, None] & (offs_c0 < E_c0)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    acc31 = tl.full([F_n0, T_c0, 1], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t28 = tl.load(m2_ptr + offs_n0[:, None, None] * m2_s0 + offs_c0[None, :, None] * m2_s1 + offs_c3[None, None, :] * m2_s2, mask=(offs_n0 < E_n0)[:, None, None] & (offs_c0 < E_c0)[None, :, None] & (offs_c3 < E_c3)[None, None, :], other=0).to(tl.float32)
        t29 = (t28) * (t28)
        t30 = tl.sum(tl.where((offs_c3 < E_c3)[None, None, :], t29, 0.0), axis=2, keep_dims=True)
        acc31 = acc31 + t30
    t32 = acc31 + 6.4e-05
    t33 = tl.rsqrt(t32)
    t34 = (t27) * (t33)
    t39 = tl.load(m35_ptr + offs_n1[None, :, None] * m35_s1 + offs_n3[None, None, :] * m35_s2, mask=(offs_n1 < E_n1)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t40 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :], t34, 0.0), 3) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :, None], t39, 0.0), 1), axis=2)
    t41 = (t40) * (0.8)
    t46 = tl.load(m42_ptr + offs_n3[None, None, :] * m42_s2, mask=(offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t47 = t41 + t46
    t48 = tl.reshape(t47, [F_n0, T_c0, 1, F_n3])
    t49 = 1.0 / (1.0 + tl.exp(-(t48)))
    t50 = tl.load(m3_ptr + offs_n0[:, None, None, None] * m3_s0 + offs_c0[None, :, None, None] * m3_s1 + offs_n3[None, None, :, None] * m3_s2 + offs_n4[None, None, None, :] * m3_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n3 < E_n3)[None, None, :, None] & (offs_n4 < E_n4)[None, None, None, :], other=0).to(tl.float32)
    t51 = tl.sum(tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, None, :], t49, 0.0), 4) * tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, :, None], t50, 0.0), 2), axis=3)
    tl.store(buf52_ptr + offs_n0[:, None, None, None] * buf52_s0 + offs_c0[None, :, None, None] * buf52_s1 + offs_n4[None, None, None, :] * buf52_s3, t51, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n4 < E_n4)[None, None, None, :])


@triton.jit
def kernel_1(m2_ptr, m2_s0, m2_s1, m2_s2, m10_ptr, m10_s0, m10_s1, m10_s2, m17_ptr, m17_s0, m17_s1, m17_s2, m26_ptr, m26_s0, m26_s1, m26_s2, m54_ptr, m54_s0, m54_s1, m54_s2, m64_ptr, m64_s0, m64_s1, m64_s2, m72_ptr, m72_s0, m72_s1, m72_s2, m72_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, buf162_ptr, buf162_s0, buf162_s1, buf162_s2, buf162_s3, E_c1, E_c2, E_n1, E_n2, E_n3, E_n4, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, F_n4: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf162: Combine over grid x.0@0[2]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n1 = tl.arange(0, F_n1)
    offs_n3 = tl.arange(0, F_n3)
    offs_n4 = tl.arange(0, F_n4)
    t4 = tl.load(m2_ptr + offs_c1[:, None, None] * m2_s0 + offs_n2[None, :, None] * m2_s1 + offs_n1[None, None, :] * m2_s2, mask=(offs_c1 < E_c1)[:, None, None] & (offs_n2 < E_n2)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    t5 = (t4) * (t4)
    t6 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :], t5, 0.0), axis=2, keep_dims=True)
    t7 = t6 + 6.4e-05
    t8 = tl.rsqrt(t7)
    t9 = (t4) * (t8)
    t14 = tl.load(m10_ptr + offs_n1[None, :, None] * m10_s1 + offs_n3[None, None, :] * m10_s2, mask=(offs_n1 < E_n1)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t15 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :], t9, 0.0), 3) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :, None], t14, 0.0), 1), axis=2)
    t16 = (t15) * (0.8)
    t21 = tl.load(m17_ptr + offs_n3[None, None, :] * m17_s2, mask=(offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t22 = t16 + t21
    t23 = tl.reshape(t22, [T_c1, F_n2, F_n3, 1])
    t24 = 1.0 / (1.0 + tl.exp(-(t23)))
    t25 = (t24) * (2.0)
    acc61 = tl.full([T_c1, F_n2, F_n4], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t53 = tl.load(m26_ptr + offs_c1[:, None, None] * m26_s0 + offs_n2[None, :, None] * m26_s1 + offs_c2[None, None, :] * m26_s2, mask=(offs_c1 < E_c1)[:, None, None] & (offs_n2 < E_n2)[None, :, None] & (offs_c2 < E_c2)[None, None, :], other=0).to(tl.float32)
        t59 = tl.load(m54_ptr + offs_c2[None, :, None] * m54_s1 + offs_n4[None, None, :] * m54_s2, mask=(offs_c2 < E_c2)[None, :, None] & (offs_n4 < E_n4)[None, None, :], other=0).to(tl.float32)
        t60 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :], t53, 0.0), 3) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :, None], t59, 0.0), 1), axis=2)
        acc61 = acc61 + t60
    t62 = tl.reshape(acc61, [T_c1, F_n2, 1, F_n4])
    t63 = (t25) * (t62)
    t68 = tl.load(m64_ptr + offs_n1[None, :, None] * m64_s1 + offs_n4[None, None, :] * m64_s2, mask=(offs_n1 < E_n1)[None, :, None] & (offs_n4 < E_n4)[None, None, :], other=0).to(tl.float32)
    t69 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :], t9, 0.0), 3) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :, None], t68, 0.0), 1), axis=2)
    t70 = tl.reshape(t69, [T_c1, F_n2, F_n3, F_n3])
    t71 = (t70) * (0.8)
    t76 = tl.load(m72_ptr + offs_n3[None, None, :, None] * m72_s2 + offs_n3[None, None, None, :] * m72_s3, mask=(offs_n3 < E_n3)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t77 = t71 + t76
    t78 = tl.exp(t77)
    t79 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t78, 0.0), axis=3, keep_dims=True)
    t80 = (t78) / (t79)
    t81 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t80, 0.0), axis=2, keep_dims=True)
    t82 = (t80) / (t81)
    t83 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t82, 0.0), axis=3, keep_dims=True)
    t84 = (t82) / (t83)
    t85 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t84, 0.0), axis=2, keep_dims=True)
    t86 = (t84) / (t85)
    t87 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t86, 0.0), axis=3, keep_dims=True)
    t88 = (t86) / (t87)
    t89 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t88, 0.0), axis=2, keep_dims=True)
    t90 = (t88) / (t89)
    t91 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t90, 0.0), axis=3, keep_dims=True)
    t92 = (t90) / (t91)
    t93 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t92, 0.0), axis=2, keep_dims=True)
    t94 = (t92) / (t93)
    t95 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t94, 0.0), axis=3, keep_dims=True)
    t96 = (t94) / (t95)
    t97 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t96, 0.0), axis=2, keep_dims=True)
    t98 = (t96) / (t97)
    t99 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t98, 0.0), axis=3, keep_dims=True)
    t100 = (t98) / (t99)
    t101 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t100, 0.0), axis=2, keep_dims=True)
    t102 = (t100) / (t101)
    t103 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t102, 0.0), axis=3, keep_dims=True)
    t104 = (t102) / (t103)
    t105 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t104, 0.0), axis=2, keep_dims=True)
    t106 = (t104) / (t105)
    t107 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t106, 0.0), axis=3, keep_dims=True)
    t108 = (t106) / (t107)
    t109 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t108, 0.0), axis=2, keep_dims=True)
    t110 = (t108) / (t109)
    t111 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t110, 0.0), axis=3, keep_dims=True)
    t112 = (t110) / (t111)
    t113 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t112, 0.0), axis=2, keep_dims=True)
    t114 = (t112) / (t113)
    t115 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t114, 0.0), axis=3, keep_dims=True)
    t116 = (t114) / (t115)
    t117 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t116, 0.0), axis=2, keep_dims=True)
    t118 = (t116) / (t117)
    t119 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t118, 0.0), axis=3, keep_dims=True)
    t120 = (t118) / (t119)
    t121 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t120, 0.0), axis=2, keep_dims=True)
    t122 = (t120) / (t121)
    t123 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t122, 0.0), axis=3, keep_dims=True)
    t124 = (t122) / (t123)
    t125 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t124, 0.0), axis=2, keep_dims=True)
    t126 = (t124) / (t125)
    t127 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t126, 0.0), axis=3, keep_dims=True)
    t128 = (t126) / (t127)
    t129 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t128, 0.0), axis=2, keep_dims=True)
    t130 = (t128) / (t129)
    t131 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t130, 0.0), axis=3, keep_dims=True)
    t132 = (t130) / (t131)
    t133 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t132, 0.0), axis=2, keep_dims=True)
    t134 = (t132) / (t133)
    t135 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t134, 0.0), axis=3, keep_dims=True)
    t136 = (t134) / (t135)
    t137 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t136, 0.0), axis=2, keep_dims=True)
    t138 = (t136) / (t137)
    t139 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t138, 0.0), axis=3, keep_dims=True)
    t140 = (t138) / (t139)
    t141 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t140, 0.0), axis=2, keep_dims=True)
    t142 = (t140) / (t141)
    t143 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t142, 0.0), axis=3, keep_dims=True)
    t144 = (t142) / (t143)
    t145 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t144, 0.0), axis=2, keep_dims=True)
    t146 = (t144) / (t145)
    t147 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t146, 0.0), axis=3, keep_dims=True)
    t148 = (t146) / (t147)
    t149 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t148, 0.0), axis=2, keep_dims=True)
    t150 = (t148) / (t149)
    t151 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t150, 0.0), axis=3, keep_dims=True)
    t152 = (t150) / (t151)
    t153 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t152, 0.0), axis=2, keep_dims=True)
    t154 = (t152) / (t153)
    t155 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t154, 0.0), axis=3, keep_dims=True)
    t156 = (t154) / (t155)
    t157 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t156, 0.0), axis=2, keep_dims=True)
    t158 = (t156) / (t157)
    t159 = tl.load(m3_ptr + offs_c1[:, None, None, None] * m3_s0 + offs_n2[None, :, None, None] * m3_s1 + offs_n3[None, None, :, None] * m3_s2 + offs_n4[None, None, None, :] * m3_s3, mask=(offs_c1 < E_c1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_n3 < E_n3)[None, None, :, None] & (offs_n4 < E_n4)[None, None, None, :], other=0).to(tl.float32)
    t160 = tl.sum(tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, None, :], t158, 0.0), 4) * tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, :, None], t159, 0.0), 2), axis=3)
    t161 = t63 + t160
    tl.store(buf162_ptr + offs_c1[:, None, None, None] * buf162_s0 + offs_n2[None, :, None, None] * buf162_s1 + offs_n3[None, None, :, None] * buf162_s2 + offs_n4[None, None, None, :] * buf162_s3, t161, mask=(offs_c1 < E_c1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_n3 < E_n3)[None, None, :, None] & (offs_n4 < E_n4)[None, None, None, :])


@triton.jit
def kernel_2(m1_ptr, m1_s0, m1_s1, m1_s2, m169_ptr, m169_s0, m169_s1, m169_s2, m175_ptr, m175_s0, m175_s1, m175_s2, m183_ptr, m183_s0, m183_s1, m183_s2, m189_ptr, m189_s0, m189_s1, m189_s2, buf162_ptr, buf162_s0, buf162_s1, buf162_s2, buf162_s3, m199_ptr, m199_s0, m199_s1, m199_s2, m207_ptr, m207_s0, m207_s1, m207_s2, m214_ptr, m214_s0, m214_s1, m214_s2, m214_s3, buf302_ptr, buf302_s0, buf302_s1, buf302_s2, buf302_s3, E_c0, E_n0, E_n1, E_n3, E_n4, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n3: tl.constexpr, F_n4: tl.constexpr, T_c0: tl.constexpr):
    # writes buf302: Combine over grid x.1@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n3 = tl.arange(0, F_n3)
    offs_n4 = tl.arange(0, F_n4)
    t163 = tl.load(m1_ptr + offs_n0[:, None, None] * m1_s0 + offs_c0[None, :, None] * m1_s1 + offs_n1[None, None, :] * m1_s2, mask=(offs_n0 < E_n0)[:, None, None] & (offs_c0 < E_c0)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    t164 = (t163) * (t163)
    t165 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :], t164, 0.0), axis=2, keep_dims=True)
    t166 = t165 + 6.4e-05
    t167 = tl.rsqrt(t166)
    t168 = (t163) * (t167)
    t172 = tl.load(m169_ptr + offs_n1[None, :, None] * m169_s1 + offs_n3[None, None, :] * m169_s2, mask=(offs_n1 < E_n1)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t173 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :], t168, 0.0), 3) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :, None], t172, 0.0), 1), axis=2)
    t174 = (t173) * (0.8)
    t178 = tl.load(m175_ptr + offs_n3[None, None, :] * m175_s2, mask=(offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t179 = t174 + t178
    t180 = tl.reshape(t179, [F_n0, T_c0, F_n3, 1])
    t181 = 1.0 / (1.0 + tl.exp(-(t180)))
    t182 = (t181) * (2.0)
    t186 = tl.load(m183_ptr + offs_n1[None, :, None] * m183_s1 + offs_n3[None, None, :] * m183_s2, mask=(offs_n1 < E_n1)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t187 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :], t168, 0.0), 3) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :, None], t186, 0.0), 1), axis=2)
    t188 = (t187) * (0.8)
    t192 = tl.load(m189_ptr + offs_n3[None, None, :] * m189_s2, mask=(offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t193 = t188 + t192
    t194 = tl.reshape(t193, [F_n0, T_c0, 1, F_n3])
    t195 = 1.0 / (1.0 + tl.exp(-(t194)))
    t196 = tl.load(buf162_ptr + offs_n0[:, None, None, None] * buf162_s0 + offs_c0[None, :, None, None] * buf162_s1 + offs_n3[None, None, :, None] * buf162_s2 + offs_n4[None, None, None, :] * buf162_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n3 < E_n3)[None, None, :, None] & (offs_n4 < E_n4)[None, None, None, :], other=0).to(tl.float32)
    t197 = tl.sum(tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, None, :], t195, 0.0), 4) * tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, :, None], t196, 0.0), 2), axis=3)
    t198 = tl.reshape(t197, [F_n0, T_c0, F_n4])
    t203 = tl.load(m199_ptr + offs_n4[None, :, None] * m199_s1 + offs_n4[None, None, :] * m199_s2, mask=(offs_n4 < E_n4)[None, :, None] & (offs_n4 < E_n4)[None, None, :], other=0).to(tl.float32)
    t204 = tl.sum(tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, :], t198, 0.0), 3) * tl.expand_dims(tl.where((offs_n4 < E_n4)[None, :, None], t203, 0.0), 1), axis=2)
    t205 = tl.reshape(t204, [F_n0, T_c0, 1, F_n4])
    t206 = (t182) * (t205)
    t210 = tl.load(m207_ptr + offs_n1[None, :, None] * m207_s1 + offs_n4[None, None, :] * m207_s2, mask=(offs_n1 < E_n1)[None, :, None] & (offs_n4 < E_n4)[None, None, :], other=0).to(tl.float32)
    t211 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :], t168, 0.0), 3) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :, None], t210, 0.0), 1), axis=2)
    t212 = tl.reshape(t211, [F_n0, T_c0, F_n3, F_n3])
    t213 = (t212) * (0.8)
    t217 = tl.load(m214_ptr + offs_n3[None, None, :, None] * m214_s2 + offs_n3[None, None, None, :] * m214_s3, mask=(offs_n3 < E_n3)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t218 = t213 + t217
    t219 = tl.exp(t218)
    t220 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t219, 0.0), axis=3, keep_dims=True)
    t221 = (t219) / (t220)
    t222 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t221, 0.0), axis=2, keep_dims=True)
    t223 = (t221) / (t222)
    t224 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t223, 0.0), axis=3, keep_dims=True)
    t225 = (t223) / (t224)
    t226 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t225, 0.0), axis=2, keep_dims=True)
    t227 = (t225) / (t226)
    t228 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t227, 0.0), axis=3, keep_dims=True)
    t229 = (t227) / (t228)
    t230 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t229, 0.0), axis=2, keep_dims=True)
    t231 = (t229) / (t230)
    t232 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t231, 0.0), axis=3, keep_dims=True)
    t233 = (t231) / (t232)
    t234 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t233, 0.0), axis=2, keep_dims=True)
    t235 = (t233) / (t234)
    t236 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t235, 0.0), axis=3, keep_dims=True)
    t237 = (t235) / (t236)
    t238 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t237, 0.0), axis=2, keep_dims=True)
    t239 = (t237) / (t238)
    t240 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t239, 0.0), axis=3, keep_dims=True)
    t241 = (t239) / (t240)
    t242 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t241, 0.0), axis=2, keep_dims=True)
    t243 = (t241) / (t242)
    t244 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t243, 0.0), axis=3, keep_dims=True)
    t245 = (t243) / (t244)
    t246 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t245, 0.0), axis=2, keep_dims=True)
    t247 = (t245) / (t246)
    t248 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t247, 0.0), axis=3, keep_dims=True)
    t249 = (t247) / (t248)
    t250 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t249, 0.0), axis=2, keep_dims=True)
    t251 = (t249) / (t250)
    t252 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t251, 0.0), axis=3, keep_dims=True)
    t253 = (t251) / (t252)
    t254 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t253, 0.0), axis=2, keep_dims=True)
    t255 = (t253) / (t254)
    t256 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t255, 0.0), axis=3, keep_dims=True)
    t257 = (t255) / (t256)
    t258 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t257, 0.0), axis=2, keep_dims=True)
    t259 = (t257) / (t258)
    t260 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t259, 0.0), axis=3, keep_dims=True)
    t261 = (t259) / (t260)
    t262 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t261, 0.0), axis=2, keep_dims=True)
    t263 = (t261) / (t262)
    t264 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t263, 0.0), axis=3, keep_dims=True)
    t265 = (t263) / (t264)
    t266 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t265, 0.0), axis=2, keep_dims=True)
    t267 = (t265) / (t266)
    t268 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t267, 0.0), axis=3, keep_dims=True)
    t269 = (t267) / (t268)
    t270 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t269, 0.0), axis=2, keep_dims=True)
    t271 = (t269) / (t270)
    t272 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t271, 0.0), axis=3, keep_dims=True)
    t273 = (t271) / (t272)
    t274 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t273, 0.0), axis=2, keep_dims=True)
    t275 = (t273) / (t274)
    t276 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t275, 0.0), axis=3, keep_dims=True)
    t277 = (t275) / (t276)
    t278 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t277, 0.0), axis=2, keep_dims=True)
    t279 = (t277) / (t278)
    t280 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t279, 0.0), axis=3, keep_dims=True)
    t281 = (t279) / (t280)
    t282 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t281, 0.0), axis=2, keep_dims=True)
    t283 = (t281) / (t282)
    t284 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t283, 0.0), axis=3, keep_dims=True)
    t285 = (t283) / (t284)
    t286 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t285, 0.0), axis=2, keep_dims=True)
    t287 = (t285) / (t286)
    t288 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t287, 0.0), axis=3, keep_dims=True)
    t289 = (t287) / (t288)
    t290 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t289, 0.0), axis=2, keep_dims=True)
    t291 = (t289) / (t290)
    t292 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t291, 0.0), axis=3, keep_dims=True)
    t293 = (t291) / (t292)
    t294 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t293, 0.0), axis=2, keep_dims=True)
    t295 = (t293) / (t294)
    t296 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t295, 0.0), axis=3, keep_dims=True)
    t297 = (t295) / (t296)
    t298 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t297, 0.0), axis=2, keep_dims=True)
    t299 = (t297) / (t298)
    t300 = tl.sum(tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, None, :], t299, 0.0), 4) * tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, :, None], t196, 0.0), 2), axis=3)
    t301 = t206 + t300
    tl.store(buf302_ptr + offs_n0[:, None, None, None] * buf302_s0 + offs_c0[None, :, None, None] * buf302_s1 + offs_n3[None, None, :, None] * buf302_s2 + offs_n4[None, None, None, :] * buf302_s3, t301, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n3 < E_n3)[None, None, :, None] & (offs_n4 < E_n4)[None, None, None, :])


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
    m13 = inputs['phi_post']
    m12 = m13.narrow(0, 0, 1)
    m11 = m12.reshape([64, 4])
    m10 = m11.reshape([1, 64, 4])
    m20 = inputs['b_post']
    m19 = m20.narrow(0, 0, 1)
    m18 = m19.reshape([4])
    m17 = m18.reshape([1, 1, 4])
    m38 = inputs['phi_pre']
    m37 = m38.narrow(0, 0, 1)
    m36 = m37.reshape([64, 4])
    m35 = m36.reshape([1, 64, 4])
    m45 = inputs['b_pre']
    m44 = m45.narrow(0, 0, 1)
    m43 = m44.reshape([4])
    m42 = m43.reshape([1, 1, 4])
    buf52 = torch.full([2, 32, 1, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(32, T['c0']),)](m2_ptr=m2, m2_s0=m2.stride(0), m2_s1=m2.stride(1), m2_s2=m2.stride(2), m35_ptr=m35, m35_s0=m35.stride(0), m35_s1=m35.stride(1), m35_s2=m35.stride(2), m42_ptr=m42, m42_s0=m42.stride(0), m42_s1=m42.stride(1), m42_s2=m42.stride(2), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), buf52_ptr=buf52, buf52_s0=buf52.stride(0), buf52_s1=buf52.stride(1), buf52_s2=buf52.stride(2), buf52_s3=buf52.stride(3), E_c0=32, E_c3=64, E_n0=2, E_n1=64, E_n3=4, E_n4=16, F_n0=_pow2(2), F_n1=_pow2(64), F_n3=_pow2(4), F_n4=_pow2(16), T_c0=T['c0'], T_c3=T['c3'])
    m26 = buf52.reshape([2, 32, 16])
    m58 = inputs['w_layer']
    m57 = m58.narrow(0, 0, 1)
    m56 = m57.reshape([16, 16])
    m55 = m56.permute([1, 0])
    m54 = m55.reshape([1, 16, 16])
    m67 = inputs['phi_res']
    m66 = m67.narrow(0, 0, 1)
    m65 = m66.reshape([64, 16])
    m64 = m65.reshape([1, 64, 16])
    m75 = inputs['b_res']
    m74 = m75.narrow(0, 0, 1)
    m73 = m74.reshape([4, 4])
    m72 = m73.reshape([1, 1, 4, 4])
    buf162 = torch.full([2, 32, 4, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(2, T['c1']),)](m2_ptr=m2, m2_s0=m2.stride(0), m2_s1=m2.stride(1), m2_s2=m2.stride(2), m10_ptr=m10, m10_s0=m10.stride(0), m10_s1=m10.stride(1), m10_s2=m10.stride(2), m17_ptr=m17, m17_s0=m17.stride(0), m17_s1=m17.stride(1), m17_s2=m17.stride(2), m26_ptr=m26, m26_s0=m26.stride(0), m26_s1=m26.stride(1), m26_s2=m26.stride(2), m54_ptr=m54, m54_s0=m54.stride(0), m54_s1=m54.stride(1), m54_s2=m54.stride(2), m64_ptr=m64, m64_s0=m64.stride(0), m64_s1=m64.stride(1), m64_s2=m64.stride(2), m72_ptr=m72, m72_s0=m72.stride(0), m72_s1=m72.stride(1), m72_s2=m72.stride(2), m72_s3=m72.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), buf162_ptr=buf162, buf162_s0=buf162.stride(0), buf162_s1=buf162.stride(1), buf162_s2=buf162.stride(2), buf162_s3=buf162.stride(3), E_c1=2, E_c2=16, E_n1=64, E_n2=32, E_n3=4, E_n4=16, F_n1=_pow2(64), F_n2=_pow2(32), F_n3=_pow2(4), F_n4=_pow2(16), T_c1=T['c1'], T_c2=T['c2'])
    m1 = buf162.reshape([2, 32, 64])
    m171 = m13.narrow(0, 1, 1)
    m170 = m171.reshape([64, 4])
    m169 = m170.reshape([1, 64, 4])
    m177 = m20.narrow(0, 1, 1)
    m176 = m177.reshape([4])
    m175 = m176.reshape([1, 1, 4])
    m185 = m38.narrow(0, 1, 1)
    m184 = m185.reshape([64, 4])
    m183 = m184.reshape([1, 64, 4])
    m191 = m45.narrow(0, 1, 1)
    m190 = m191.reshape([4])
    m189 = m190.reshape([1, 1, 4])
    m202 = m58.narrow(0, 1, 1)
    m201 = m202.reshape([16, 16])
    m200 = m201.permute([1, 0])
    m199 = m200.reshape([1, 16, 16])
    m209 = m67.narrow(0, 1, 1)
    m208 = m209.reshape([64, 16])
    m207 = m208.reshape([1, 64, 16])
    m216 = m75.narrow(0, 1, 1)
    m215 = m216.reshape([4, 4])
    m214 = m215.reshape([1, 1, 4, 4])
    buf302 = torch.full([2, 32, 4, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(32, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m169_ptr=m169, m169_s0=m169.stride(0), m169_s1=m169.stride(1), m169_s2=m169.stride(2), m175_ptr=m175, m175_s0=m175.stride(0), m175_s1=m175.stride(1), m175_s2=m175.stride(2), m183_ptr=m183, m183_s0=m183.stride(0), m183_s1=m183.stride(1), m183_s2=m183.stride(2), m189_ptr=m189, m189_s0=m189.stride(0), m189_s1=m189.stride(1), m189_s2=m189.stride(2), buf162_ptr=buf162, buf162_s0=buf162.stride(0), buf162_s1=buf162.stride(1), buf162_s2=buf162.stride(2), buf162_s3=buf162.stride(3), m199_ptr=m199, m199_s0=m199.stride(0), m199_s1=m199.stride(1), m199_s2=m199.stride(2), m207_ptr=m207, m207_s0=m207.stride(0), m207_s1=m207.stride(1), m207_s2=m207.stride(2), m214_ptr=m214, m214_s0=m214.stride(0), m214_s1=m214.stride(1), m214_s2=m214.stride(2), m214_s3=m214.stride(3), buf302_ptr=buf302, buf302_s0=buf302.stride(0), buf302_s1=buf302.stride(1), buf302_s2=buf302.stride(2), buf302_s3=buf302.stride(3), E_c0=32, E_n0=2, E_n1=64, E_n3=4, E_n4=16, F_n0=_pow2(2), F_n1=_pow2(64), F_n3=_pow2(4), F_n4=_pow2(16), T_c0=T['c0'])
    return buf302


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
