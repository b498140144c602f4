"""mhc [small], candidate 17: 2 kernel(s)

Rendered by EqiForge from candidate 17 of mhc [small]: grid(x.1@1) [6 mm] | grid(x.1@1) loop(x.2[64]: pair(sum, sum)) [6 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.1@1[32]
    c1: loop x.2[64]

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
DEFAULT_TILES = {"c0": 16, "c1": 32}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 32, "c1": 64}


@triton.jit
def kernel_0(m2_ptr, m2_s0, m2_s1, m2_s2, m5_ptr, m5_s0, m5_s1, m5_s2, m17_ptr, m17_s0, m17_s1, m17_s2, m26_ptr, m26_s0, m26_s1, m26_s2, m34_ptr, m34_s0, m34_s1, m34_s2, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, m45_ptr, m45_s0, m45_s1, m45_s2, m54_ptr, m54_s0, m54_s1, m54_s2, m63_ptr, m63_s0, m63_s1, m63_s2, m63_s3, buf152_ptr, buf152_s0, buf152_s1, buf152_s2, buf152_s3, E_c0, E_n0, E_n1, E_n2, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c0: tl.constexpr):
    # writes buf152: Combine over grid x.1@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n3 = tl.arange(0, F_n3)
    t4 = tl.load(m2_ptr + offs_n0[:, None, None] * m2_s0 + offs_c0[None, :, None] * m2_s1 + offs_n1[None, None, :] * m2_s2, mask=(offs_n0 < E_n0)[:, None, None] & (offs_c0 < E_c0)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    t9 = tl.load(m5_ptr + offs_n1[None, :, None] * m5_s1 + offs_n2[None, None, :] * m5_s2, mask=(offs_n1 < E_n1)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t10 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :], t4, 0.0), 3) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :, None], t9, 0.0), 1), axis=2)
    t11 = (t4) * (t4)
    t12 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :], t11, 0.0), axis=2, keep_dims=True)
    t13 = t12 + 6.4e-05
    t14 = tl.rsqrt(t13)
    t15 = (t10) * (t14)
    t16 = (t15) * (0.8)
    t21 = tl.load(m17_ptr + offs_n2[None, None, :] * m17_s2, mask=(offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t22 = t16 + t21
    t23 = tl.reshape(t22, [F_n0, T_c0, F_n2, 1])
    t24 = 1.0 / (1.0 + tl.exp(-(t23)))
    t25 = (t24) * (2.0)
    t30 = tl.load(m26_ptr + offs_n1[None, :, None] * m26_s1 + offs_n2[None, None, :] * m26_s2, mask=(offs_n1 < E_n1)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t31 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :], t4, 0.0), 3) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :, None], t30, 0.0), 1), axis=2)
    t32 = (t31) * (t14)
    t33 = (t32) * (0.8)
    t38 = tl.load(m34_ptr + offs_n2[None, None, :] * m34_s2, mask=(offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t39 = t33 + t38
    t40 = tl.reshape(t39, [F_n0, T_c0, 1, F_n2])
    t41 = 1.0 / (1.0 + tl.exp(-(t40)))
    t42 = tl.load(m3_ptr + offs_n0[:, None, None, None] * m3_s0 + offs_c0[None, :, None, None] * m3_s1 + offs_n2[None, None, :, None] * m3_s2 + offs_n3[None, None, None, :] * m3_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t43 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t41, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t42, 0.0), 2), axis=3)
    t44 = tl.reshape(t43, [F_n0, T_c0, F_n3])
    t50 = tl.load(m45_ptr + offs_n3[None, :, None] * m45_s1 + offs_n3[None, None, :] * m45_s2, mask=(offs_n3 < E_n3)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t51 = tl.sum(tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, :], t44, 0.0), 3) * tl.expand_dims(tl.where((offs_n3 < E_n3)[None, :, None], t50, 0.0), 1), axis=2)
    t52 = tl.reshape(t51, [F_n0, T_c0, 1, F_n3])
    t53 = (t25) * (t52)
    t58 = tl.load(m54_ptr + offs_n1[None, :, None] * m54_s1 + offs_n3[None, None, :] * m54_s2, mask=(offs_n1 < E_n1)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t59 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :], t4, 0.0), 3) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :, None], t58, 0.0), 1), axis=2)
    t60 = (t59) * (t14)
    t61 = tl.reshape(t60, [F_n0, T_c0, F_n2, F_n2])
    t62 = (t61) * (0.8)
    t67 = tl.load(m63_ptr + offs_n2[None, None, :, None] * m63_s2 + offs_n2[None, None, None, :] * m63_s3, mask=(offs_n2 < E_n2)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t68 = t62 + t67
    t69 = tl.exp(t68)
    t70 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t69, 0.0), axis=3, keep_dims=True)
    t71 = (t69) / (t70)
    t72 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t71, 0.0), axis=2, keep_dims=True)
    t73 = (t71) / (t72)
    t74 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t73, 0.0), axis=3, keep_dims=True)
    t75 = (t73) / (t74)
    t76 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t75, 0.0), axis=2, keep_dims=True)
    t77 = (t75) / (t76)
    t78 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t77, 0.0), axis=3, keep_dims=True)
    t79 = (t77) / (t78)
    t80 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t79, 0.0), axis=2, keep_dims=True)
    t81 = (t79) / (t80)
    t82 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t81, 0.0), axis=3, keep_dims=True)
    t83 = (t81) / (t82)
    t84 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t83, 0.0), axis=2, keep_dims=True)
    t85 = (t83) / (t84)
    t86 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t85, 0.0), axis=3, keep_dims=True)
    t87 = (t85) / (t86)
    t88 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t87, 0.0), axis=2, keep_dims=True)
    t89 = (t87) / (t88)
    t90 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t89, 0.0), axis=3, keep_dims=True)
    t91 = (t89) / (t90)
    t92 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t91, 0.0), axis=2, keep_dims=True)
    t93 = (t91) / (t92)
    t94 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t93, 0.0), axis=3, keep_dims=True)
    t95 = (t93) / (t94)
    t96 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t95, 0.0), axis=2, keep_dims=True)
    t97 = (t95) / (t96)
    t98 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t97, 0.0), axis=3, keep_dims=True)
    t99 = (t97) / (t98)
    t100 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t99, 0.0), axis=2, keep_dims=True)
    t101 = (t99) / (t100)
    t102 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t101, 0.0), axis=3, keep_dims=True)
    t103 = (t101) / (t102)
    t104 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t103, 0.0), axis=2, keep_dims=True)
    t105 = (t103) / (t104)
    t106 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t105, 0.0), axis=3, keep_dims=True)
    t107 = (t105) / (t106)
    t108 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t107, 0.0), axis=2, keep_dims=True)
    t109 = (t107) / (t108)
    t110 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t109, 0.0), axis=3, keep_dims=True)
    t111 = (t109) / (t110)
    t112 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t111, 0.0), axis=2, keep_dims=True)
    t113 = (t111) / (t112)
    t114 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t113, 0.0), axis=3, keep_dims=True)
    t115 = (t113) / (t114)
    t116 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t115, 0.0), axis=2, keep_dims=True)
    t117 = (t115) / (t116)
    t118 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t117, 0.0), axis=3, keep_dims=True)
    t119 = (t117) / (t118)
    t120 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t119, 0.0), axis=2, keep_dims=True)
    t121 = (t119) / (t120)
    t122 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t121, 0.0), axis=3, keep_dims=True)
    t123 = (t121) / (t122)
    t124 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t123, 0.0), axis=2, keep_dims=True)
    t125 = (t123) / (t124)
    t126 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t125, 0.0), axis=3, keep_dims=True)
    t127 = (t125) / (t126)
    t128 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t127, 0.0), axis=2, keep_dims=True)
    t129 = (t127) / (t128)
    t130 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t129, 0.0), axis=3, keep_dims=True)
    t131 = (t129) / (t130)
    t132 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t131, 0.0), axis=2, keep_dims=True)
    t133 = (t131) / (t132)
    t134 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t133, 0.0), axis=3, keep_dims=True)
    t135 = (t133) / (t134)
    t136 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t135, 0.0), axis=2, keep_dims=True)
    t137 = (t135) / (t136)
    t138 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t137, 0.0), axis=3, keep_dims=True)
    t139 = (t137) / (t138)
    t140 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t139, 0.0), axis=2, keep_dims=True)
    t141 = (t139) / (t140)
    t142 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t141, 0.0), axis=3, keep_dims=True)
    t143 = (t141) / (t142)
    t144 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t143, 0.0), axis=2, keep_dims=True)
    t145 = (t143) / (t144)
    t146 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t145, 0.0), axis=3, keep_dims=True)
    t147 = (t145) / (t146)
    t148 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t147, 0.0), axis=2, keep_dims=True)
    t149 = (t147) / (t148)
    t150 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t149, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t42, 0.0), 2), axis=3)
    t151 = t53 + t150
    tl.store(buf152_ptr + offs_n0[:, None, None, None] * buf152_s0 + offs_c0[None, :, None, None] * buf152_s1 + offs_n2[None, None, :, None] * buf152_s2 + offs_n3[None, None, None, :] * buf152_s3, t151, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :])


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, m1_s2, m154_ptr, m154_s0, m154_s1, m154_s2, m159_ptr, m159_s0, m159_s1, m159_s2, m173_ptr, m173_s0, m173_s1, m173_s2, m183_ptr, m183_s0, m183_s1, m183_s2, buf152_ptr, buf152_s0, buf152_s1, buf152_s2, buf152_s3, m193_ptr, m193_s0, m193_s1, m193_s2, m201_ptr, m201_s0, m201_s1, m201_s2, m209_ptr, m209_s0, m209_s1, m209_s2, m209_s3, buf297_ptr, buf297_s0, buf297_s1, buf297_s2, buf297_s3, E_c0, E_c1, E_n0, E_n1, E_n2, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf297: Combine over grid x.1@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n2 = tl.arange(0, F_n2)
    offs_n1 = tl.arange(0, F_n1)
    offs_n3 = tl.arange(0, F_n3)
    acc164 = tl.full([F_n0, T_c0, F_n2], 0.0, tl.float32)
    acc165 = tl.full([F_n0, T_c0, F_n2], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t153 = tl.load(m1_ptr + offs_n0[:, None, None] * m1_s0 + offs_c0[None, :, None] * m1_s1 + offs_c1[None, None, :] * m1_s2, mask=(offs_n0 < E_n0)[:, None, None] & (offs_c0 < E_c0)[None, :, None] & (offs_c1 < E_c1)[None, None, :], other=0).to(tl.float32)
        t157 = tl.load(m154_ptr + offs_c1[None, :, None] * m154_s1 + offs_n2[None, None, :] * m154_s2, mask=(offs_c1 < E_c1)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
        t158 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, :], t153, 0.0), 3) * tl.expand_dims(tl.where((offs_c1 < E_c1)[None, :, None], t157, 0.0), 1), axis=2)
        t162 = tl.load(m159_ptr + offs_c1[None, :, None] * m159_s1 + offs_n2[None, None, :] * m159_s2, mask=(offs_c1 < E_c1)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
        t163 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, :], t153, 0.0), 3) * tl.expand_dims(tl.where((offs_c1 < E_c1)[None, :, None], t162, 0.0), 1), axis=2)
        acc164 = acc164 + t158
        acc165 = acc165 + t163
    t166 = tl.load(m1_ptr + offs_n0[:, None, None] * m1_s0 + offs_c0[None, :, None] * m1_s1 + offs_n1[None, None, :] * m1_s2, mask=(offs_n0 < E_n0)[:, None, None] & (offs_c0 < E_c0)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    t167 = (t166) * (t166)
    t168 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :], t167, 0.0), axis=2, keep_dims=True)
    t169 = t168 + 6.4e-05
    t170 = tl.rsqrt(t169)
    t171 = (acc164) * (t170)
    t172 = (t171) * (0.8)
    t176 = tl.load(m173_ptr + offs_n2[None, None, :] * m173_s2, mask=(offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t177 = t172 + t176
    t178 = tl.reshape(t177, [F_n0, T_c0, F_n2, 1])
    t179 = 1.0 / (1.0 + tl.exp(-(t178)))
    t180 = (t179) * (2.0)
    t181 = (acc165) * (t170)
    t182 = (t181) * (0.8)
    t186 = tl.load(m183_ptr + offs_n2[None, None, :] * m183_s2, mask=(offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t187 = t182 + t186
    t188 = tl.reshape(t187, [F_n0, T_c0, 1, F_n2])
    t189 = 1.0 / (1.0 + tl.exp(-(t188)))
    t190 = tl.load(buf152_ptr + offs_n0[:, None, None, None] * buf152_s0 + offs_c0[None, :, None, None] * buf152_s1 + offs_n2[None, None, :, None] * buf152_s2 + offs_n3[None, None, None, :] * buf152_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t191 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t189, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t190, 0.0), 2), axis=3)
    t192 = tl.reshape(t191, [F_n0, T_c0, F_n3])
    t197 = tl.load(m193_ptr + offs_n3[None, :, None] * m193_s1 + offs_n3[None, None, :] * m193_s2, mask=(offs_n3 < E_n3)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t198 = tl.sum(tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, :], t192, 0.0), 3) * tl.expand_dims(tl.where((offs_n3 < E_n3)[None, :, None], t197, 0.0), 1), axis=2)
    t199 = tl.reshape(t198, [F_n0, T_c0, 1, F_n3])
    t200 = (t180) * (t199)
    t204 = tl.load(m201_ptr + offs_n1[None, :, None] * m201_s1 + offs_n3[None, None, :] * m201_s2, mask=(offs_n1 < E_n1)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t205 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :], t166, 0.0), 3) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :, None], t204, 0.0), 1), axis=2)
    t206 = (t205) * (t170)
    t207 = tl.reshape(t206, [F_n0, T_c0, F_n2, F_n2])
    t208 = (t207) * (0.8)
    t212 = tl.load(m209_ptr + offs_n2[None, None, :, None] * m209_s2 + offs_n2[None, None, None, :] * m209_s3, mask=(offs_n2 < E_n2)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t213 = t208 + t212
    t214 = tl.exp(t213)
    t215 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t214, 0.0), axis=3, keep_dims=True)
    t216 = (t214) / (t215)
    t217 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t216, 0.0), axis=2, keep_dims=True)
    t218 = (t216) / (t217)
    t219 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t218, 0.0), axis=3, keep_dims=True)
    t220 = (t218) / (t219)
    t221 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t220, 0.0), axis=2, keep_dims=True)
    t222 = (t220) / (t221)
    t223 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t222, 0.0), axis=3, keep_dims=True)
    t224 = (t222) / (t223)
    t225 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t224, 0.0), axis=2, keep_dims=True)
    t226 = (t224) / (t225)
    t227 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t226, 0.0), axis=3, keep_dims=True)
    t228 = (t226) / (t227)
    t229 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t228, 0.0), axis=2, keep_dims=True)
    t230 = (t228) / (t229)
    t231 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t230, 0.0), axis=3, keep_dims=True)
    t232 = (t230) / (t231)
    t233 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t232, 0.0), axis=2, keep_dims=True)
    t234 = (t232) / (t233)
    t235 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t234, 0.0), axis=3, keep_dims=True)
    t236 = (t234) / (t235)
    t237 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t236, 0.0), axis=2, keep_dims=True)
    t238 = (t236) / (t237)
    t239 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t238, 0.0), axis=3, keep_dims=True)
    t240 = (t238) / (t239)
    t241 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t240, 0.0), axis=2, keep_dims=True)
    t242 = (t240) / (t241)
    t243 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t242, 0.0), axis=3, keep_dims=True)
    t244 = (t242) / (t243)
    t245 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t244, 0.0), axis=2, keep_dims=True)
    t246 = (t244) / (t245)
    t247 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t246, 0.0), axis=3, keep_dims=True)
    t248 = (t246) / (t247)
    t249 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t248, 0.0), axis=2, keep_dims=True)
    t250 = (t248) / (t249)
    t251 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t250, 0.0), axis=3, keep_dims=True)
    t252 = (t250) / (t251)
    t253 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t252, 0.0), axis=2, keep_dims=True)
    t254 = (t252) / (t253)
    t255 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t254, 0.0), axis=3, keep_dims=True)
    t256 = (t254) / (t255)
    t257 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t256, 0.0), axis=2, keep_dims=True)
    t258 = (t256) / (t257)
    t259 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t258, 0.0), axis=3, keep_dims=True)
    t260 = (t258) / (t259)
    t261 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t260, 0.0), axis=2, keep_dims=True)
    t262 = (t260) / (t261)
    t263 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t262, 0.0), axis=3, keep_dims=True)
    t264 = (t262) / (t263)
    t265 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t264, 0.0), axis=2, keep_dims=True)
    t266 = (t264) / (t265)
    t267 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t266, 0.0), axis=3, keep_dims=True)
    t268 = (t266) / (t267)
    t269 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t268, 0.0), axis=2, keep_dims=True)
    t270 = (t268) / (t269)
    t271 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t270, 0.0), axis=3, keep_dims=True)
    t272 = (t270) / (t271)
    t273 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t272, 0.0), axis=2, keep_dims=True)
    t274 = (t272) / (t273)
    t275 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t274, 0.0), axis=3, keep_dims=True)
    t276 = (t274) / (t275)
    t277 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t276, 0.0), axis=2, keep_dims=True)
    t278 = (t276) / (t277)
    t279 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t278, 0.0), axis=3, keep_dims=True)
    t280 = (t278) / (t279)
    t281 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t280, 0.0), axis=2, keep_dims=True)
    t282 = (t280) / (t281)
    t283 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t282, 0.0), axis=3, keep_dims=True)
    t284 = (t282) / (t283)
    t285 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t284, 0.0), axis=2, keep_dims=True)
    t286 = (t284) / (t285)
    t287 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t286, 0.0), axis=3, keep_dims=True)
    t288 = (t286) / (t287)
    t289 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t288, 0.0), axis=2, keep_dims=True)
    t290 = (t288) / (t289)
    t291 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t290, 0.0), axis=3, keep_dims=True)
    t292 = (t290) / (t291)
    t293 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t292, 0.0), axis=2, keep_dims=True)
    t294 = (t292) / (t293)
    t295 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t294, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t190, 0.0), 2), axis=3)
    t296 = t200 + t295
    tl.store(buf297_ptr + offs_n0[:, None, None, None] * buf297_s0 + offs_c0[None, :, None, None] * buf297_s1 + offs_n2[None, None, :, None] * buf297_s2 + offs_n3[None, None, None, :] * buf297_s3, t296, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :])


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
    m20 = inputs['b_post']
    m19 = m20.narrow(0, 0, 1)
    m18 = m19.reshape([4])
    m17 = m18.reshape([1, 1, 4])
    m29 = inputs['phi_pre']
    m28 = m29.narrow(0, 0, 1)
    m27 = m28.reshape([64, 4])
    m26 = m27.reshape([1, 64, 4])
    m37 = inputs['b_pre']
    m36 = m37.narrow(0, 0, 1)
    m35 = m36.reshape([4])
    m34 = m35.reshape([1, 1, 4])
    m49 = inputs['w_layer']
    m48 = m49.narrow(0, 0, 1)
    m47 = m48.reshape([16, 16])
    m46 = m47.permute([1, 0])
    m45 = m46.reshape([1, 16, 16])
    m57 = inputs['phi_res']
    m56 = m57.narrow(0, 0, 1)
    m55 = m56.reshape([64, 16])
    m54 = m55.reshape([1, 64, 16])
    m66 = inputs['b_res']
    m65 = m66.narrow(0, 0, 1)
    m64 = m65.reshape([4, 4])
    m63 = m64.reshape([1, 1, 4, 4])
    buf152 = torch.full([2, 32, 4, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(32, T['c0']),)](m2_ptr=m2, m2_s0=m2.stride(0), m2_s1=m2.stride(1), m2_s2=m2.stride(2), m5_ptr=m5, m5_s0=m5.stride(0), m5_s1=m5.stride(1), m5_s2=m5.stride(2), m17_ptr=m17, m17_s0=m17.stride(0), m17_s1=m17.stride(1), m17_s2=m17.stride(2), m26_ptr=m26, m26_s0=m26.stride(0), m26_s1=m26.stride(1), m26_s2=m26.stride(2), m34_ptr=m34, m34_s0=m34.stride(0), m34_s1=m34.stride(1), m34_s2=m34.stride(2), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), m45_ptr=m45, m45_s0=m45.stride(0), m45_s1=m45.stride(1), m45_s2=m45.stride(2), m54_ptr=m54, m54_s0=m54.stride(0), m54_s1=m54.stride(1), m54_s2=m54.stride(2), m63_ptr=m63, m63_s0=m63.stride(0), m63_s1=m63.stride(1), m63_s2=m63.stride(2), m63_s3=m63.stride(3), buf152_ptr=buf152, buf152_s0=buf152.stride(0), buf152_s1=buf152.stride(1), buf152_s2=buf152.stride(2), buf152_s3=buf152.stride(3), E_c0=32, E_n0=2, E_n1=64, E_n2=4, E_n3=16, F_n0=_pow2(2), F_n1=_pow2(64), F_n2=_pow2(4), F_n3=_pow2(16), T_c0=T['c0'])
    m1 = buf152.reshape([2, 32, 64])
    m156 = m8.narrow(0, 1, 1)
    m155 = m156.reshape([64, 4])
    m154 = m155.reshape([1, 64, 4])
    m161 = m29.narrow(0, 1, 1)
    m160 = m161.reshape([64, 4])
    m159 = m160.reshape([1, 64, 4])
    m175 = m20.narrow(0, 1, 1)
    m174 = m175.reshape([4])
    m173 = m174.reshape([1, 1, 4])
    m185 = m37.narrow(0, 1, 1)
    m184 = m185.reshape([4])
    m183 = m184.reshape([1, 1, 4])
    m196 = m49.narrow(0, 1, 1)
    m195 = m196.reshape([16, 16])
    m194 = m195.permute([1, 0])
    m193 = m194.reshape([1, 16, 16])
    m203 = m57.narrow(0, 1, 1)
    m202 = m203.reshape([64, 16])
    m201 = m202.reshape([1, 64, 16])
    m211 = m66.narrow(0, 1, 1)
    m210 = m211.reshape([4, 4])
    m209 = m210.reshape([1, 1, 4, 4])
    buf297 = torch.full([2, 32, 4, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(32, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m154_ptr=m154, m154_s0=m154.stride(0), m154_s1=m154.stride(1), m154_s2=m154.stride(2), m159_ptr=m159, m159_s0=m159.stride(0), m159_s1=m159.stride(1), m159_s2=m159.stride(2), m173_ptr=m173, m173_s0=m173.stride(0), m173_s1=m173.stride(1), m173_s2=m173.stride(2), m183_ptr=m183, m183_s0=m183.stride(0), m183_s1=m183.stride(1), m183_s2=m183.stride(2), buf152_ptr=buf152, buf152_s0=buf152.stride(0), buf152_s1=buf152.stride(1), buf152_s2=buf152.stride(2), buf152_s3=buf152.stride(3), m193_ptr=m193, m193_s0=m193.stride(0), m193_s1=m193.stride(1), m193_s2=m193.stride(2), m201_ptr=m201, m201_s0=m201.stride(0), m201_s1=m201.stride(1), m201_s2=m201.stride(2), m209_ptr=m209, m209_s0=m209.stride(0), m209_s1=m209.stride(1), m209_s2=m209.stride(2), m209_s3=m209.stride(3), buf297_ptr=buf297, buf297_s0=buf297.stride(0), buf297_s1=buf297.stride(1), buf297_s2=buf297.stride(2), buf297_s3=buf297.stride(3), E_c0=32, E_c1=64, E_n0=2, E_n1=64, E_n2=4, E_n3=16, F_n0=_pow2(2), F_n1=_pow2(64), F_n2=_pow2(4), F_n3=_pow2(16), T_c0=T['c0'], T_c1=T['c1'])
    return buf297


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
