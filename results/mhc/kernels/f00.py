"""mhc [small], candidate 0: 2 kernel(s)

Rendered by EqiForge from candidate 0 of mhc [small]: grid(x.1@1) [6 mm] | grid(x.1@1) [6 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.1@1[32]

Run it on its own: `python kernels/f00.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/mhc.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 16}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 32}


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
def kernel_1(m1_ptr, m1_s0, m1_s1, m1_s2, m154_ptr, m154_s0, m154_s1, m154_s2, m165_ptr, m165_s0, m165_s1, m165_s2, m173_ptr, m173_s0, m173_s1, m173_s2, m180_ptr, m180_s0, m180_s1, m180_s2, buf152_ptr, buf152_s0, buf152_s1, buf152_s2, buf152_s3, m190_ptr, m190_s0, m190_s1, m190_s2, m198_ptr, m198_s0, m198_s1, m198_s2, m206_ptr, m206_s0, m206_s1, m206_s2, m206_s3, buf294_ptr, buf294_s0, buf294_s1, buf294_s2, buf294_s3, E_c0, E_n0, E_n1, E_n2, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c0: tl.constexpr):
    # writes buf294: Combine over grid x.1@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n3 = tl.arange(0, F_n3)
    t153 = tl.load(m1_ptr + offs_n0[:, None, None] * m1_s0 + offs_c0[None, :, None] * m1_s1 + offs_n1[None, None, :] * m1_s2, mask=(offs_n0 < E_n0)[:, None, None] & (offs_c0 < E_c0)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    t157 = tl.load(m154_ptr + offs_n1[None, :, None] * m154_s1 + offs_n2[None, None, :] * m154_s2, mask=(offs_n1 < E_n1)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t158 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :], t153, 0.0), 3) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :, None], t157, 0.0), 1), axis=2)
    t159 = (t153) * (t153)
    t160 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :], t159, 0.0), axis=2, keep_dims=True)
    t161 = t160 + 6.4e-05
    t162 = tl.rsqrt(t161)
    t163 = (t158) * (t162)
    t164 = (t163) * (0.8)
    t168 = tl.load(m165_ptr + offs_n2[None, None, :] * m165_s2, mask=(offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t169 = t164 + t168
    t170 = tl.reshape(t169, [F_n0, T_c0, F_n2, 1])
    t171 = 1.0 / (1.0 + tl.exp(-(t170)))
    t172 = (t171) * (2.0)
    t176 = tl.load(m173_ptr + offs_n1[None, :, None] * m173_s1 + offs_n2[None, None, :] * m173_s2, mask=(offs_n1 < E_n1)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t177 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :], t153, 0.0), 3) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :, None], t176, 0.0), 1), axis=2)
    t178 = (t177) * (t162)
    t179 = (t178) * (0.8)
    t183 = tl.load(m180_ptr + offs_n2[None, None, :] * m180_s2, mask=(offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t184 = t179 + t183
    t185 = tl.reshape(t184, [F_n0, T_c0, 1, F_n2])
    t186 = 1.0 / (1.0 + tl.exp(-(t185)))
    t187 = tl.load(buf152_ptr + offs_n0[:, None, None, None] * buf152_s0 + offs_c0[None, :, None, None] * buf152_s1 + offs_n2[None, None, :, None] * buf152_s2 + offs_n3[None, None, None, :] * buf152_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t188 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t186, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t187, 0.0), 2), axis=3)
    t189 = tl.reshape(t188, [F_n0, T_c0, F_n3])
    t194 = tl.load(m190_ptr + offs_n3[None, :, None] * m190_s1 + offs_n3[None, None, :] * m190_s2, mask=(offs_n3 < E_n3)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t195 = tl.sum(tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, :], t189, 0.0), 3) * tl.expand_dims(tl.where((offs_n3 < E_n3)[None, :, None], t194, 0.0), 1), axis=2)
    t196 = tl.reshape(t195, [F_n0, T_c0, 1, F_n3])
    t197 = (t172) * (t196)
    t201 = tl.load(m198_ptr + offs_n1[None, :, None] * m198_s1 + offs_n3[None, None, :] * m198_s2, mask=(offs_n1 < E_n1)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t202 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :], t153, 0.0), 3) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :, None], t201, 0.0), 1), axis=2)
    t203 = (t202) * (t162)
    t204 = tl.reshape(t203, [F_n0, T_c0, F_n2, F_n2])
    t205 = (t204) * (0.8)
    t209 = tl.load(m206_ptr + offs_n2[None, None, :, None] * m206_s2 + offs_n2[None, None, None, :] * m206_s3, mask=(offs_n2 < E_n2)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t210 = t205 + t209
    t211 = tl.exp(t210)
    t212 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t211, 0.0), axis=3, keep_dims=True)
    t213 = (t211) / (t212)
    t214 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t213, 0.0), axis=2, keep_dims=True)
    t215 = (t213) / (t214)
    t216 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t215, 0.0), axis=3, keep_dims=True)
    t217 = (t215) / (t216)
    t218 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t217, 0.0), axis=2, keep_dims=True)
    t219 = (t217) / (t218)
    t220 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t219, 0.0), axis=3, keep_dims=True)
    t221 = (t219) / (t220)
    t222 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t221, 0.0), axis=2, keep_dims=True)
    t223 = (t221) / (t222)
    t224 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t223, 0.0), axis=3, keep_dims=True)
    t225 = (t223) / (t224)
    t226 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t225, 0.0), axis=2, keep_dims=True)
    t227 = (t225) / (t226)
    t228 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t227, 0.0), axis=3, keep_dims=True)
    t229 = (t227) / (t228)
    t230 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t229, 0.0), axis=2, keep_dims=True)
    t231 = (t229) / (t230)
    t232 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t231, 0.0), axis=3, keep_dims=True)
    t233 = (t231) / (t232)
    t234 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t233, 0.0), axis=2, keep_dims=True)
    t235 = (t233) / (t234)
    t236 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t235, 0.0), axis=3, keep_dims=True)
    t237 = (t235) / (t236)
    t238 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t237, 0.0), axis=2, keep_dims=True)
    t239 = (t237) / (t238)
    t240 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t239, 0.0), axis=3, keep_dims=True)
    t241 = (t239) / (t240)
    t242 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t241, 0.0), axis=2, keep_dims=True)
    t243 = (t241) / (t242)
    t244 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t243, 0.0), axis=3, keep_dims=True)
    t245 = (t243) / (t244)
    t246 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t245, 0.0), axis=2, keep_dims=True)
    t247 = (t245) / (t246)
    t248 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t247, 0.0), axis=3, keep_dims=True)
    t249 = (t247) / (t248)
    t250 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t249, 0.0), axis=2, keep_dims=True)
    t251 = (t249) / (t250)
    t252 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t251, 0.0), axis=3, keep_dims=True)
    t253 = (t251) / (t252)
    t254 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t253, 0.0), axis=2, keep_dims=True)
    t255 = (t253) / (t254)
    t256 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t255, 0.0), axis=3, keep_dims=True)
    t257 = (t255) / (t256)
    t258 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t257, 0.0), axis=2, keep_dims=True)
    t259 = (t257) / (t258)
    t260 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t259, 0.0), axis=3, keep_dims=True)
    t261 = (t259) / (t260)
    t262 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t261, 0.0), axis=2, keep_dims=True)
    t263 = (t261) / (t262)
    t264 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t263, 0.0), axis=3, keep_dims=True)
    t265 = (t263) / (t264)
    t266 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t265, 0.0), axis=2, keep_dims=True)
    t267 = (t265) / (t266)
    t268 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t267, 0.0), axis=3, keep_dims=True)
    t269 = (t267) / (t268)
    t270 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t269, 0.0), axis=2, keep_dims=True)
    t271 = (t269) / (t270)
    t272 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t271, 0.0), axis=3, keep_dims=True)
    t273 = (t271) / (t272)
    t274 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t273, 0.0), axis=2, keep_dims=True)
    t275 = (t273) / (t274)
    t276 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t275, 0.0), axis=3, keep_dims=True)
    t277 = (t275) / (t276)
    t278 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t277, 0.0), axis=2, keep_dims=True)
    t279 = (t277) / (t278)
    t280 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t279, 0.0), axis=3, keep_dims=True)
    t281 = (t279) / (t280)
    t282 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t281, 0.0), axis=2, keep_dims=True)
    t283 = (t281) / (t282)
    t284 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t283, 0.0), axis=3, keep_dims=True)
    t285 = (t283) / (t284)
    t286 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t285, 0.0), axis=2, keep_dims=True)
    t287 = (t285) / (t286)
    t288 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t287, 0.0), axis=3, keep_dims=True)
    t289 = (t287) / (t288)
    t290 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t289, 0.0), axis=2, keep_dims=True)
    t291 = (t289) / (t290)
    t292 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t291, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t187, 0.0), 2), axis=3)
    t293 = t197 + t292
    tl.store(buf294_ptr + offs_n0[:, None, None, None] * buf294_s0 + offs_c0[None, :, None, None] * buf294_s1 + offs_n2[None, None, :, None] * buf294_s2 + offs_n3[None, None, None, :] * buf294_s3, t293, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :])


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
    m167 = m20.narrow(0, 1, 1)
    m166 = m167.reshape([4])
    m165 = m166.reshape([1, 1, 4])
    m175 = m29.narrow(0, 1, 1)
    m174 = m175.reshape([64, 4])
    m173 = m174.reshape([1, 64, 4])
    m182 = m37.narrow(0, 1, 1)
    m181 = m182.reshape([4])
    m180 = m181.reshape([1, 1, 4])
    m193 = m49.narrow(0, 1, 1)
    m192 = m193.reshape([16, 16])
    m191 = m192.permute([1, 0])
    m190 = m191.reshape([1, 16, 16])
    m200 = m57.narrow(0, 1, 1)
    m199 = m200.reshape([64, 16])
    m198 = m199.reshape([1, 64, 16])
    m208 = m66.narrow(0, 1, 1)
    m207 = m208.reshape([4, 4])
    m206 = m207.reshape([1, 1, 4, 4])
    buf294 = torch.full([2, 32, 4, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(32, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m154_ptr=m154, m154_s0=m154.stride(0), m154_s1=m154.stride(1), m154_s2=m154.stride(2), m165_ptr=m165, m165_s0=m165.stride(0), m165_s1=m165.stride(1), m165_s2=m165.stride(2), m173_ptr=m173, m173_s0=m173.stride(0), m173_s1=m173.stride(1), m173_s2=m173.stride(2), m180_ptr=m180, m180_s0=m180.stride(0), m180_s1=m180.stride(1), m180_s2=m180.stride(2), buf152_ptr=buf152, buf152_s0=buf152.stride(0), buf152_s1=buf152.stride(1), buf152_s2=buf152.stride(2), buf152_s3=buf152.stride(3), m190_ptr=m190, m190_s0=m190.stride(0), m190_s1=m190.stride(1), m190_s2=m190.stride(2), m198_ptr=m198, m198_s0=m198.stride(0), m198_s1=m198.stride(1), m198_s2=m198.stride(2), m206_ptr=m206, m206_s0=m206.stride(0), m206_s1=m206.stride(1), m206_s2=m206.stride(2), m206_s3=m206.stride(3), buf294_ptr=buf294, buf294_s0=buf294.stride(0), buf294_s1=buf294.stride(1), buf294_s2=buf294.stride(2), buf294_s3=buf294.stride(3), E_c0=32, E_n0=2, E_n1=64, E_n2=4, E_n3=16, F_n0=_pow2(2), F_n1=_pow2(64), F_n2=_pow2(4), F_n3=_pow2(16), T_c0=T['c0'])
    return buf294


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
