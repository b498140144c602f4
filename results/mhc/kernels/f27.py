"""mhc [small], candidate 27: 3 kernel(s)

Rendered by EqiForge from candidate 27 of mhc [small]: store(x_1.3[16]) ; grid(x.0@0) loop(x_1.3[16]: sum) [4 mm] | grid(x.0@0, x.1@1) [6 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.0@0[2]
    c1: grid x.1@1[32]
    c2: loop x_1.3[16]

Run it on its own: `python kernels/f27.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/mhc.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 1, "c1": 16, "c2": 8}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 2, "c1": 32, "c2": 16}


@triton.jit
def kernel_0(m2_ptr, m2_s0, m2_s1, m2_s2, m32_ptr, m32_s0, m32_s1, m32_s2, m39_ptr, m39_s0, m39_s1, m39_s2, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, states50_ptr, states50_s0, states50_s1, states50_s2, states50_s3, states50_s4, E_c0, E_c2, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # stores states50: Collect over loop x_1.3[16]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n2 = tl.arange(0, F_n2)
    t26 = tl.load(m2_ptr + offs_c0[:, None, None] * m2_s0 + offs_n1[None, :, None] * m2_s1 + offs_n0[None, None, :] * m2_s2, mask=(offs_c0 < E_c0)[:, None, None] & (offs_n1 < E_n1)[None, :, None] & (offs_n0 < E_n0)[None, None, :], other=0).to(tl.float32)
    t27 = (t26) * (t26)
    t28 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, :], t27, 0.0), axis=2, keep_dims=True)
    t29 = t28 + 6.4e-05
    t30 = tl.rsqrt(t29)
    t31 = (t26) * (t30)
    t36 = tl.load(m32_ptr + offs_n0[None, :, None] * m32_s1 + offs_n2[None, None, :] * m32_s2, mask=(offs_n0 < E_n0)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t37 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, :], t31, 0.0), 3) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :, None], t36, 0.0), 1), axis=2)
    t38 = (t37) * (0.8)
    t43 = tl.load(m39_ptr + offs_n2[None, None, :] * m39_s2, mask=(offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t44 = t38 + t43
    t45 = tl.reshape(t44, [T_c0, F_n1, 1, F_n2])
    t46 = 1.0 / (1.0 + tl.exp(-(t45)))
    t47 = tl.load(m3_ptr + offs_c0[:, None, None, None] * m3_s0 + offs_n1[None, :, None, None] * m3_s1 + offs_n2[None, None, :, None] * m3_s2 + offs_c2[None, None, None, :] * m3_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
    t48 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t46, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t47, 0.0), 2), axis=3)
    t49 = tl.reshape(t48, [T_c0, F_n1, T_c2])
    tl.store(states50_ptr + i_c0 * states50_s0 + i_c2 * states50_s1 + tl.arange(0, T_c0)[:, None, None] * states50_s2 + tl.arange(0, F_n1)[None, :, None] * states50_s3 + tl.arange(0, T_c2)[None, None, :] * states50_s4 + tl.zeros([T_c0, F_n1, T_c2], tl.int32), t49)


@triton.jit
def kernel_1(m2_ptr, m2_s0, m2_s1, m2_s2, m10_ptr, m10_s0, m10_s1, m10_s2, m17_ptr, m17_s0, m17_s1, m17_s2, states50_ptr, states50_s0, states50_s1, states50_s2, states50_s3, states50_s4, m52_ptr, m52_s0, m52_s1, m52_s2, m62_ptr, m62_s0, m62_s1, m62_s2, m70_ptr, m70_s0, m70_s1, m70_s2, m70_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, buf160_ptr, buf160_s0, buf160_s1, buf160_s2, buf160_s3, E_c0, E_c2, E_n0, E_n1, E_n2, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # writes buf160: Combine over grid x.0@0[2]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n2 = tl.arange(0, F_n2)
    offs_n3 = tl.arange(0, F_n3)
    t4 = tl.load(m2_ptr + offs_c0[:, None, None] * m2_s0 + offs_n1[None, :, None] * m2_s1 + offs_n0[None, None, :] * m2_s2, mask=(offs_c0 < E_c0)[:, None, None] & (offs_n1 < E_n1)[None, :, None] & (offs_n0 < E_n0)[None, None, :], other=0).to(tl.float32)
    t5 = (t4) * (t4)
    t6 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, :], t5, 0.0), axis=2, keep_dims=True)
    t7 = t6 + 6.4e-05
    t8 = tl.rsqrt(t7)
    t9 = (t4) * (t8)
    t14 = tl.load(m10_ptr + offs_n0[None, :, None] * m10_s1 + offs_n2[None, None, :] * m10_s2, mask=(offs_n0 < E_n0)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t15 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, :], t9, 0.0), 3) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :, None], t14, 0.0), 1), axis=2)
    t16 = (t15) * (0.8)
    t21 = tl.load(m17_ptr + offs_n2[None, None, :] * m17_s2, mask=(offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t22 = t16 + t21
    t23 = tl.reshape(t22, [T_c0, F_n1, F_n2, 1])
    t24 = 1.0 / (1.0 + tl.exp(-(t23)))
    t25 = (t24) * (2.0)
    acc59 = tl.full([T_c0, F_n1, F_n3], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t51 = tl.load(states50_ptr + i_c0 * states50_s0 + i_c2 * states50_s1 + tl.arange(0, T_c0)[:, None, None] * states50_s2 + tl.arange(0, F_n1)[None, :, None] * states50_s3 + tl.arange(0, T_c2)[None, None, :] * states50_s4 + tl.zeros([T_c0, F_n1, T_c2], tl.int32))
        t57 = tl.load(m52_ptr + offs_c2[None, :, None] * m52_s1 + offs_n3[None, None, :] * m52_s2, mask=(offs_c2 < E_c2)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
        t58 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :], t51, 0.0), 3) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :, None], t57, 0.0), 1), axis=2)
        acc59 = acc59 + t58
    t60 = tl.reshape(acc59, [T_c0, F_n1, 1, F_n3])
    t61 = (t25) * (t60)
    t66 = tl.load(m62_ptr + offs_n0[None, :, None] * m62_s1 + offs_n3[None, None, :] * m62_s2, mask=(offs_n0 < E_n0)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t67 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, :], t9, 0.0), 3) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :, None], t66, 0.0), 1), axis=2)
    t68 = tl.reshape(t67, [T_c0, F_n1, F_n2, F_n2])
    t69 = (t68) * (0.8)
    t74 = tl.load(m70_ptr + offs_n2[None, None, :, None] * m70_s2 + offs_n2[None, None, None, :] * m70_s3, mask=(offs_n2 < E_n2)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t75 = t69 + t74
    t76 = tl.exp(t75)
    t77 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t76, 0.0), axis=3, keep_dims=True)
    t78 = (t76) / (t77)
    t79 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t78, 0.0), axis=2, keep_dims=True)
    t80 = (t78) / (t79)
    t81 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t80, 0.0), axis=3, keep_dims=True)
    t82 = (t80) / (t81)
    t83 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t82, 0.0), axis=2, keep_dims=True)
    t84 = (t82) / (t83)
    t85 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t84, 0.0), axis=3, keep_dims=True)
    t86 = (t84) / (t85)
    t87 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t86, 0.0), axis=2, keep_dims=True)
    t88 = (t86) / (t87)
    t89 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t88, 0.0), axis=3, keep_dims=True)
    t90 = (t88) / (t89)
    t91 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t90, 0.0), axis=2, keep_dims=True)
    t92 = (t90) / (t91)
    t93 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t92, 0.0), axis=3, keep_dims=True)
    t94 = (t92) / (t93)
    t95 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t94, 0.0), axis=2, keep_dims=True)
    t96 = (t94) / (t95)
    t97 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t96, 0.0), axis=3, keep_dims=True)
    t98 = (t96) / (t97)
    t99 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t98, 0.0), axis=2, keep_dims=True)
    t100 = (t98) / (t99)
    t101 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t100, 0.0), axis=3, keep_dims=True)
    t102 = (t100) / (t101)
    t103 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t102, 0.0), axis=2, keep_dims=True)
    t104 = (t102) / (t103)
    t105 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t104, 0.0), axis=3, keep_dims=True)
    t106 = (t104) / (t105)
    t107 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t106, 0.0), axis=2, keep_dims=True)
    t108 = (t106) / (t107)
    t109 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t108, 0.0), axis=3, keep_dims=True)
    t110 = (t108) / (t109)
    t111 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t110, 0.0), axis=2, keep_dims=True)
    t112 = (t110) / (t111)
    t113 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t112, 0.0), axis=3, keep_dims=True)
    t114 = (t112) / (t113)
    t115 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t114, 0.0), axis=2, keep_dims=True)
    t116 = (t114) / (t115)
    t117 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t116, 0.0), axis=3, keep_dims=True)
    t118 = (t116) / (t117)
    t119 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t118, 0.0), axis=2, keep_dims=True)
    t120 = (t118) / (t119)
    t121 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t120, 0.0), axis=3, keep_dims=True)
    t122 = (t120) / (t121)
    t123 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t122, 0.0), axis=2, keep_dims=True)
    t124 = (t122) / (t123)
    t125 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t124, 0.0), axis=3, keep_dims=True)
    t126 = (t124) / (t125)
    t127 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t126, 0.0), axis=2, keep_dims=True)
    t128 = (t126) / (t127)
    t129 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t128, 0.0), axis=3, keep_dims=True)
    t130 = (t128) / (t129)
    t131 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t130, 0.0), axis=2, keep_dims=True)
    t132 = (t130) / (t131)
    t133 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t132, 0.0), axis=3, keep_dims=True)
    t134 = (t132) / (t133)
    t135 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t134, 0.0), axis=2, keep_dims=True)
    t136 = (t134) / (t135)
    t137 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t136, 0.0), axis=3, keep_dims=True)
    t138 = (t136) / (t137)
    t139 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t138, 0.0), axis=2, keep_dims=True)
    t140 = (t138) / (t139)
    t141 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t140, 0.0), axis=3, keep_dims=True)
    t142 = (t140) / (t141)
    t143 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t142, 0.0), axis=2, keep_dims=True)
    t144 = (t142) / (t143)
    t145 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t144, 0.0), axis=3, keep_dims=True)
    t146 = (t144) / (t145)
    t147 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t146, 0.0), axis=2, keep_dims=True)
    t148 = (t146) / (t147)
    t149 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t148, 0.0), axis=3, keep_dims=True)
    t150 = (t148) / (t149)
    t151 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t150, 0.0), axis=2, keep_dims=True)
    t152 = (t150) / (t151)
    t153 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t152, 0.0), axis=3, keep_dims=True)
    t154 = (t152) / (t153)
    t155 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t154, 0.0), axis=2, keep_dims=True)
    t156 = (t154) / (t155)
    t157 = tl.load(m3_ptr + offs_c0[:, None, None, None] * m3_s0 + offs_n1[None, :, None, None] * m3_s1 + offs_n2[None, None, :, None] * m3_s2 + offs_n3[None, None, None, :] * m3_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t158 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t156, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t157, 0.0), 2), axis=3)
    t159 = t61 + t158
    tl.store(buf160_ptr + offs_c0[:, None, None, None] * buf160_s0 + offs_n1[None, :, None, None] * buf160_s1 + offs_n2[None, None, :, None] * buf160_s2 + offs_n3[None, None, None, :] * buf160_s3, t159, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :])


@triton.jit
def kernel_2(m1_ptr, m1_s0, m1_s1, m1_s2, m167_ptr, m167_s0, m167_s1, m167_s2, m173_ptr, m173_s0, m173_s1, m173_s2, m181_ptr, m181_s0, m181_s1, m181_s2, m187_ptr, m187_s0, m187_s1, m187_s2, buf160_ptr, buf160_s0, buf160_s1, buf160_s2, buf160_s3, m197_ptr, m197_s0, m197_s1, m197_s2, m205_ptr, m205_s0, m205_s1, m205_s2, m212_ptr, m212_s0, m212_s1, m212_s2, m212_s3, buf300_ptr, buf300_s0, buf300_s1, buf300_s2, buf300_s3, E_c0, E_c1, E_n0, E_n2, E_n3, F_n0: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf300: Combine over grid x.0@0[2], grid x.1@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n2 = tl.arange(0, F_n2)
    offs_n3 = tl.arange(0, F_n3)
    t161 = tl.load(m1_ptr + offs_c0[:, None, None] * m1_s0 + offs_c1[None, :, None] * m1_s1 + offs_n0[None, None, :] * m1_s2, mask=(offs_c0 < E_c0)[:, None, None] & (offs_c1 < E_c1)[None, :, None] & (offs_n0 < E_n0)[None, None, :], other=0).to(tl.float32)
    t162 = (t161) * (t161)
    t163 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, :], t162, 0.0), axis=2, keep_dims=True)
    t164 = t163 + 6.4e-05
    t165 = tl.rsqrt(t164)
    t166 = (t161) * (t165)
    t170 = tl.load(m167_ptr + offs_n0[None, :, None] * m167_s1 + offs_n2[None, None, :] * m167_s2, mask=(offs_n0 < E_n0)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t171 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, :], t166, 0.0), 3) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :, None], t170, 0.0), 1), axis=2)
    t172 = (t171) * (0.8)
    t176 = tl.load(m173_ptr + offs_n2[None, None, :] * m173_s2, mask=(offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t177 = t172 + t176
    t178 = tl.reshape(t177, [T_c0, T_c1, F_n2, 1])
    t179 = 1.0 / (1.0 + tl.exp(-(t178)))
    t180 = (t179) * (2.0)
    t184 = tl.load(m181_ptr + offs_n0[None, :, None] * m181_s1 + offs_n2[None, None, :] * m181_s2, mask=(offs_n0 < E_n0)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t185 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, :], t166, 0.0), 3) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :, None], t184, 0.0), 1), axis=2)
    t186 = (t185) * (0.8)
    t190 = tl.load(m187_ptr + offs_n2[None, None, :] * m187_s2, mask=(offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t191 = t186 + t190
    t192 = tl.reshape(t191, [T_c0, T_c1, 1, F_n2])
    t193 = 1.0 / (1.0 + tl.exp(-(t192)))
    t194 = tl.load(buf160_ptr + offs_c0[:, None, None, None] * buf160_s0 + offs_c1[None, :, None, None] * buf160_s1 + offs_n2[None, None, :, None] * buf160_s2 + offs_n3[None, None, None, :] * buf160_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t195 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t193, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t194, 0.0), 2), axis=3)
    t196 = tl.reshape(t195, [T_c0, T_c1, F_n3])
    t201 = tl.load(m197_ptr + offs_n3[None, :, None] * m197_s1 + offs_n3[None, None, :] * m197_s2, mask=(offs_n3 < E_n3)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t202 = tl.sum(tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, :], t196, 0.0), 3) * tl.expand_dims(tl.where((offs_n3 < E_n3)[None, :, None], t201, 0.0), 1), axis=2)
    t203 = tl.reshape(t202, [T_c0, T_c1, 1, F_n3])
    t204 = (t180) * (t203)
    t208 = tl.load(m205_ptr + offs_n0[None, :, None] * m205_s1 + offs_n3[None, None, :] * m205_s2, mask=(offs_n0 < E_n0)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t209 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, :], t166, 0.0), 3) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :, None], t208, 0.0), 1), axis=2)
    t210 = tl.reshape(t209, [T_c0, T_c1, F_n2, F_n2])
    t211 = (t210) * (0.8)
    t215 = tl.load(m212_ptr + offs_n2[None, None, :, None] * m212_s2 + offs_n2[None, None, None, :] * m212_s3, mask=(offs_n2 < E_n2)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t216 = t211 + t215
    t217 = tl.exp(t216)
    t218 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t217, 0.0), axis=3, keep_dims=True)
    t219 = (t217) / (t218)
    t220 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t219, 0.0), axis=2, keep_dims=True)
    t221 = (t219) / (t220)
    t222 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t221, 0.0), axis=3, keep_dims=True)
    t223 = (t221) / (t222)
    t224 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t223, 0.0), axis=2, keep_dims=True)
    t225 = (t223) / (t224)
    t226 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t225, 0.0), axis=3, keep_dims=True)
    t227 = (t225) / (t226)
    t228 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t227, 0.0), axis=2, keep_dims=True)
    t229 = (t227) / (t228)
    t230 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t229, 0.0), axis=3, keep_dims=True)
    t231 = (t229) / (t230)
    t232 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t231, 0.0), axis=2, keep_dims=True)
    t233 = (t231) / (t232)
    t234 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t233, 0.0), axis=3, keep_dims=True)
    t235 = (t233) / (t234)
    t236 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t235, 0.0), axis=2, keep_dims=True)
    t237 = (t235) / (t236)
    t238 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t237, 0.0), axis=3, keep_dims=True)
    t239 = (t237) / (t238)
    t240 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t239, 0.0), axis=2, keep_dims=True)
    t241 = (t239) / (t240)
    t242 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t241, 0.0), axis=3, keep_dims=True)
    t243 = (t241) / (t242)
    t244 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t243, 0.0), axis=2, keep_dims=True)
    t245 = (t243) / (t244)
    t246 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t245, 0.0), axis=3, keep_dims=True)
    t247 = (t245) / (t246)
    t248 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t247, 0.0), axis=2, keep_dims=True)
    t249 = (t247) / (t248)
    t250 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t249, 0.0), axis=3, keep_dims=True)
    t251 = (t249) / (t250)
    t252 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t251, 0.0), axis=2, keep_dims=True)
    t253 = (t251) / (t252)
    t254 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t253, 0.0), axis=3, keep_dims=True)
    t255 = (t253) / (t254)
    t256 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t255, 0.0), axis=2, keep_dims=True)
    t257 = (t255) / (t256)
    t258 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t257, 0.0), axis=3, keep_dims=True)
    t259 = (t257) / (t258)
    t260 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t259, 0.0), axis=2, keep_dims=True)
    t261 = (t259) / (t260)
    t262 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t261, 0.0), axis=3, keep_dims=True)
    t263 = (t261) / (t262)
    t264 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t263, 0.0), axis=2, keep_dims=True)
    t265 = (t263) / (t264)
    t266 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t265, 0.0), axis=3, keep_dims=True)
    t267 = (t265) / (t266)
    t268 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t267, 0.0), axis=2, keep_dims=True)
    t269 = (t267) / (t268)
    t270 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t269, 0.0), axis=3, keep_dims=True)
    t271 = (t269) / (t270)
    t272 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t271, 0.0), axis=2, keep_dims=True)
    t273 = (t271) / (t272)
    t274 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t273, 0.0), axis=3, keep_dims=True)
    t275 = (t273) / (t274)
    t276 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t275, 0.0), axis=2, keep_dims=True)
    t277 = (t275) / (t276)
    t278 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t277, 0.0), axis=3, keep_dims=True)
    t279 = (t277) / (t278)
    t280 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t279, 0.0), axis=2, keep_dims=True)
    t281 = (t279) / (t280)
    t282 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t281, 0.0), axis=3, keep_dims=True)
    t283 = (t281) / (t282)
    t284 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t283, 0.0), axis=2, keep_dims=True)
    t285 = (t283) / (t284)
    t286 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t285, 0.0), axis=3, keep_dims=True)
    t287 = (t285) / (t286)
    t288 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t287, 0.0), axis=2, keep_dims=True)
    t289 = (t287) / (t288)
    t290 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t289, 0.0), axis=3, keep_dims=True)
    t291 = (t289) / (t290)
    t292 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t291, 0.0), axis=2, keep_dims=True)
    t293 = (t291) / (t292)
    t294 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t293, 0.0), axis=3, keep_dims=True)
    t295 = (t293) / (t294)
    t296 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t295, 0.0), axis=2, keep_dims=True)
    t297 = (t295) / (t296)
    t298 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t297, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t194, 0.0), 2), axis=3)
    t299 = t204 + t298
    tl.store(buf300_ptr + offs_c0[:, None, None, None] * buf300_s0 + offs_c1[None, :, None, None] * buf300_s1 + offs_n2[None, None, :, None] * buf300_s2 + offs_n3[None, None, None, :] * buf300_s3, t299, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :])


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
    m35 = inputs['phi_pre']
    m34 = m35.narrow(0, 0, 1)
    m33 = m34.reshape([64, 4])
    m32 = m33.reshape([1, 64, 4])
    m42 = inputs['b_pre']
    m41 = m42.narrow(0, 0, 1)
    m40 = m41.reshape([4])
    m39 = m40.reshape([1, 1, 4])
    states50 = torch.full([_cdiv(2, T['c0']), _cdiv(16, T['c2']), T['c0'], _pow2(32), T['c2']], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(2, T['c0']) * _cdiv(16, T['c2']),)](m2_ptr=m2, m2_s0=m2.stride(0), m2_s1=m2.stride(1), m2_s2=m2.stride(2), m32_ptr=m32, m32_s0=m32.stride(0), m32_s1=m32.stride(1), m32_s2=m32.stride(2), m39_ptr=m39, m39_s0=m39.stride(0), m39_s1=m39.stride(1), m39_s2=m39.stride(2), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), states50_ptr=states50, states50_s0=states50.stride(0), states50_s1=states50.stride(1), states50_s2=states50.stride(2), states50_s3=states50.stride(3), states50_s4=states50.stride(4), E_c0=2, E_c2=16, E_n0=64, E_n1=32, E_n2=4, F_n0=_pow2(64), F_n1=_pow2(32), F_n2=_pow2(4), T_c0=T['c0'], T_c2=T['c2'])
    m56 = inputs['w_layer']
    m55 = m56.narrow(0, 0, 1)
    m54 = m55.reshape([16, 16])
    m53 = m54.permute([1, 0])
    m52 = m53.reshape([1, 16, 16])
    m65 = inputs['phi_res']
    m64 = m65.narrow(0, 0, 1)
    m63 = m64.reshape([64, 16])
    m62 = m63.reshape([1, 64, 16])
    m73 = inputs['b_res']
    m72 = m73.narrow(0, 0, 1)
    m71 = m72.reshape([4, 4])
    m70 = m71.reshape([1, 1, 4, 4])
    buf160 = torch.full([2, 32, 4, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(2, T['c0']),)](m2_ptr=m2, m2_s0=m2.stride(0), m2_s1=m2.stride(1), m2_s2=m2.stride(2), m10_ptr=m10, m10_s0=m10.stride(0), m10_s1=m10.stride(1), m10_s2=m10.stride(2), m17_ptr=m17, m17_s0=m17.stride(0), m17_s1=m17.stride(1), m17_s2=m17.stride(2), states50_ptr=states50, states50_s0=states50.stride(0), states50_s1=states50.stride(1), states50_s2=states50.stride(2), states50_s3=states50.stride(3), states50_s4=states50.stride(4), m52_ptr=m52, m52_s0=m52.stride(0), m52_s1=m52.stride(1), m52_s2=m52.stride(2), m62_ptr=m62, m62_s0=m62.stride(0), m62_s1=m62.stride(1), m62_s2=m62.stride(2), m70_ptr=m70, m70_s0=m70.stride(0), m70_s1=m70.stride(1), m70_s2=m70.stride(2), m70_s3=m70.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), buf160_ptr=buf160, buf160_s0=buf160.stride(0), buf160_s1=buf160.stride(1), buf160_s2=buf160.stride(2), buf160_s3=buf160.stride(3), E_c0=2, E_c2=16, E_n0=64, E_n1=32, E_n2=4, E_n3=16, F_n0=_pow2(64), F_n1=_pow2(32), F_n2=_pow2(4), F_n3=_pow2(16), T_c0=T['c0'], T_c2=T['c2'])
    m1 = buf160.reshape([2, 32, 64])
    m169 = m13.narrow(0, 1, 1)
    m168 = m169.reshape([64, 4])
    m167 = m168.reshape([1, 64, 4])
    m175 = m20.narrow(0, 1, 1)
    m174 = m175.reshape([4])
    m173 = m174.reshape([1, 1, 4])
    m183 = m35.narrow(0, 1, 1)
    m182 = m183.reshape([64, 4])
    m181 = m182.reshape([1, 64, 4])
    m189 = m42.narrow(0, 1, 1)
    m188 = m189.reshape([4])
    m187 = m188.reshape([1, 1, 4])
    m200 = m56.narrow(0, 1, 1)
    m199 = m200.reshape([16, 16])
    m198 = m199.permute([1, 0])
    m197 = m198.reshape([1, 16, 16])
    m207 = m65.narrow(0, 1, 1)
    m206 = m207.reshape([64, 16])
    m205 = m206.reshape([1, 64, 16])
    m214 = m73.narrow(0, 1, 1)
    m213 = m214.reshape([4, 4])
    m212 = m213.reshape([1, 1, 4, 4])
    buf300 = torch.full([2, 32, 4, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(2, T['c0']) * _cdiv(32, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m167_ptr=m167, m167_s0=m167.stride(0), m167_s1=m167.stride(1), m167_s2=m167.stride(2), m173_ptr=m173, m173_s0=m173.stride(0), m173_s1=m173.stride(1), m173_s2=m173.stride(2), m181_ptr=m181, m181_s0=m181.stride(0), m181_s1=m181.stride(1), m181_s2=m181.stride(2), m187_ptr=m187, m187_s0=m187.stride(0), m187_s1=m187.stride(1), m187_s2=m187.stride(2), buf160_ptr=buf160, buf160_s0=buf160.stride(0), buf160_s1=buf160.stride(1), buf160_s2=buf160.stride(2), buf160_s3=buf160.stride(3), m197_ptr=m197, m197_s0=m197.stride(0), m197_s1=m197.stride(1), m197_s2=m197.stride(2), m205_ptr=m205, m205_s0=m205.stride(0), m205_s1=m205.stride(1), m205_s2=m205.stride(2), m212_ptr=m212, m212_s0=m212.stride(0), m212_s1=m212.stride(1), m212_s2=m212.stride(2), m212_s3=m212.stride(3), buf300_ptr=buf300, buf300_s0=buf300.stride(0), buf300_s1=buf300.stride(1), buf300_s2=buf300.stride(2), buf300_s3=buf300.stride(3), E_c0=2, E_c1=32, E_n0=64, E_n2=4, E_n3=16, F_n0=_pow2(64), F_n2=_pow2(4), F_n3=_pow2(16), T_c0=T['c0'], T_c1=T['c1'])
    return buf300


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
