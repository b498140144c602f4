"""mhc [small], candidate 68: 3 kernel(s)

Rendered by EqiForge from candidate 68 of mhc [small]: grid(x.0@0, x.1@1) [6 mm] | store(x_1.3[16]) ; grid(x.0@0, x.1@1) loop(x_1.3[16]: pair(sum, sum), stored) [3 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.0@0[2]
    c1: grid x.1@1[32]
    c2: loop x_1.3[16]

Run it on its own: `python kernels/f68.py` checks it once against PyTorch on random inputs.
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
def kernel_0(m2_ptr, m2_s0, m2_s1, m2_s2, m10_ptr, m10_s0, m10_s1, m10_s2, m17_ptr, m17_s0, m17_s1, m17_s2, m26_ptr, m26_s0, m26_s1, m26_s2, m33_ptr, m33_s0, m33_s1, m33_s2, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, m44_ptr, m44_s0, m44_s1, m44_s2, m53_ptr, m53_s0, m53_s1, m53_s2, m61_ptr, m61_s0, m61_s1, m61_s2, m61_s3, buf150_ptr, buf150_s0, buf150_s1, buf150_s2, buf150_s3, E_c0, E_c1, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf150: Combine over grid x.0@0[2], grid x.1@1[32]
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
    t4 = tl.load(m2_ptr + offs_c0[:, None, None] * m2_s0 + offs_c1[None, :, None] * m2_s1 + offs_n0[None, None, :] * m2_s2, mask=(offs_c0 < E_c0)[:, None, None] & (offs_c1 < E_c1)[None, :, None] & (offs_n0 < E_n0)[None, None, :], other=0).to(tl.float32)
    t5 = (t4) * (t4)
    t6 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, :], t5, 0.0), axis=2, keep_dims=True)
    t7 = t6 + 6.4e-05
    t8 = tl.rsqrt(t7)
    t9 = (t4) * (t8)
    t14 = tl.load(m10_ptr + offs_n0[None, :, None] * m10_s1 + offs_n1[None, None, :] * m10_s2, mask=(offs_n0 < E_n0)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    t15 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, :], t9, 0.0), 3) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :, None], t14, 0.0), 1), axis=2)
    t16 = (t15) * (0.8)
    t21 = tl.load(m17_ptr + offs_n1[None, None, :] * m17_s2, mask=(offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    t22 = t16 + t21
    t23 = tl.reshape(t22, [T_c0, T_c1, F_n1, 1])
    t24 = 1.0 / (1.0 + tl.exp(-(t23)))
    t25 = (t24) * (2.0)
    t30 = tl.load(m26_ptr + offs_n0[None, :, None] * m26_s1 + offs_n1[None, None, :] * m26_s2, mask=(offs_n0 < E_n0)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    t31 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, :], t9, 0.0), 3) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :, None], t30, 0.0), 1), axis=2)
    t32 = (t31) * (0.8)
    t37 = tl.load(m33_ptr + offs_n1[None, None, :] * m33_s2, mask=(offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    t38 = t32 + t37
    t39 = tl.reshape(t38, [T_c0, T_c1, 1, F_n1])
    t40 = 1.0 / (1.0 + tl.exp(-(t39)))
    t41 = tl.load(m3_ptr + offs_c0[:, None, None, None] * m3_s0 + offs_c1[None, :, None, None] * m3_s1 + offs_n1[None, None, :, None] * m3_s2 + offs_n2[None, None, None, :] * m3_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t42 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :], t40, 0.0), 4) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :, None], t41, 0.0), 2), axis=3)
    t43 = tl.reshape(t42, [T_c0, T_c1, F_n2])
    t49 = tl.load(m44_ptr + offs_n2[None, :, None] * m44_s1 + offs_n2[None, None, :] * m44_s2, mask=(offs_n2 < E_n2)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t50 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :], t43, 0.0), 3) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, :, None], t49, 0.0), 1), axis=2)
    t51 = tl.reshape(t50, [T_c0, T_c1, 1, F_n2])
    t52 = (t25) * (t51)
    t57 = tl.load(m53_ptr + offs_n0[None, :, None] * m53_s1 + offs_n2[None, None, :] * m53_s2, mask=(offs_n0 < E_n0)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t58 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, :], t9, 0.0), 3) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :, None], t57, 0.0), 1), axis=2)
    t59 = tl.reshape(t58, [T_c0, T_c1, F_n1, F_n1])
    t60 = (t59) * (0.8)
    t65 = tl.load(m61_ptr + offs_n1[None, None, :, None] * m61_s2 + offs_n1[None, None, None, :] * m61_s3, mask=(offs_n1 < E_n1)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t66 = t60 + t65
    t67 = tl.exp(t66)
    t68 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t67, 0.0), axis=3, keep_dims=True)
    t69 = (t67) / (t68)
    t70 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t69, 0.0), axis=2, keep_dims=True)
    t71 = (t69) / (t70)
    t72 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t71, 0.0), axis=3, keep_dims=True)
    t73 = (t71) / (t72)
    t74 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t73, 0.0), axis=2, keep_dims=True)
    t75 = (t73) / (t74)
    t76 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t75, 0.0), axis=3, keep_dims=True)
    t77 = (t75) / (t76)
    t78 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t77, 0.0), axis=2, keep_dims=True)
    t79 = (t77) / (t78)
    t80 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t79, 0.0), axis=3, keep_dims=True)
    t81 = (t79) / (t80)
    t82 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t81, 0.0), axis=2, keep_dims=True)
    t83 = (t81) / (t82)
    t84 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t83, 0.0), axis=3, keep_dims=True)
    t85 = (t83) / (t84)
    t86 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t85, 0.0), axis=2, keep_dims=True)
    t87 = (t85) / (t86)
    t88 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t87, 0.0), axis=3, keep_dims=True)
    t89 = (t87) / (t88)
    t90 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t89, 0.0), axis=2, keep_dims=True)
    t91 = (t89) / (t90)
    t92 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t91, 0.0), axis=3, keep_dims=True)
    t93 = (t91) / (t92)
    t94 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t93, 0.0), axis=2, keep_dims=True)
    t95 = (t93) / (t94)
    t96 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t95, 0.0), axis=3, keep_dims=True)
    t97 = (t95) / (t96)
    t98 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t97, 0.0), axis=2, keep_dims=True)
    t99 = (t97) / (t98)
    t100 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t99, 0.0), axis=3, keep_dims=True)
    t101 = (t99) / (t100)
    t102 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t101, 0.0), axis=2, keep_dims=True)
    t103 = (t101) / (t102)
    t104 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t103, 0.0), axis=3, keep_dims=True)
    t105 = (t103) / (t104)
    t106 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t105, 0.0), axis=2, keep_dims=True)
    t107 = (t105) / (t106)
    t108 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t107, 0.0), axis=3, keep_dims=True)
    t109 = (t107) / (t108)
    t110 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t109, 0.0), axis=2, keep_dims=True)
    t111 = (t109) / (t110)
    t112 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t111, 0.0), axis=3, keep_dims=True)
    t113 = (t111) / (t112)
    t114 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t113, 0.0), axis=2, keep_dims=True)
    t115 = (t113) / (t114)
    t116 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t115, 0.0), axis=3, keep_dims=True)
    t117 = (t115) / (t116)
    t118 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t117, 0.0), axis=2, keep_dims=True)
    t119 = (t117) / (t118)
    t120 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t119, 0.0), axis=3, keep_dims=True)
    t121 = (t119) / (t120)
    t122 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t121, 0.0), axis=2, keep_dims=True)
    t123 = (t121) / (t122)
    t124 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t123, 0.0), axis=3, keep_dims=True)
    t125 = (t123) / (t124)
    t126 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t125, 0.0), axis=2, keep_dims=True)
    t127 = (t125) / (t126)
    t128 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t127, 0.0), axis=3, keep_dims=True)
    t129 = (t127) / (t128)
    t130 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t129, 0.0), axis=2, keep_dims=True)
    t131 = (t129) / (t130)
    t132 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t131, 0.0), axis=3, keep_dims=True)
    t133 = (t131) / (t132)
    t134 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t133, 0.0), axis=2, keep_dims=True)
    t135 = (t133) / (t134)
    t136 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t135, 0.0), axis=3, keep_dims=True)
    t137 = (t135) / (t136)
    t138 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t137, 0.0), axis=2, keep_dims=True)
    t139 = (t137) / (t138)
    t140 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t139, 0.0), axis=3, keep_dims=True)
    t141 = (t139) / (t140)
    t142 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t141, 0.0), axis=2, keep_dims=True)
    t143 = (t141) / (t142)
    t144 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t143, 0.0), axis=3, keep_dims=True)
    t145 = (t143) / (t144)
    t146 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t145, 0.0), axis=2, keep_dims=True)
    t147 = (t145) / (t146)
    t148 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :], t147, 0.0), 4) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :, None], t41, 0.0), 2), axis=3)
    t149 = t52 + t148
    tl.store(buf150_ptr + offs_c0[:, None, None, None] * buf150_s0 + offs_c1[None, :, None, None] * buf150_s1 + offs_n1[None, None, :, None] * buf150_s2 + offs_n2[None, None, None, :] * buf150_s3, t149, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :])


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, m1_s2, m176_ptr, m176_s0, m176_s1, m176_s2, m182_ptr, m182_s0, m182_s1, m182_s2, buf150_ptr, buf150_s0, buf150_s1, buf150_s2, buf150_s3, m192_ptr, m192_s0, m192_s1, m192_s2, states204_ptr, states204_s0, states204_s1, states204_s2, states204_s3, states204_s4, states204_s5, states205_ptr, states205_s0, states205_s1, states205_s2, states205_s3, states205_s4, states205_s5, E_c0, E_c1, E_c2, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # stores states204, states205: Collect over loop x_1.3[16]
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
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t170 = tl.load(m1_ptr + offs_c0[:, None, None] * m1_s0 + offs_c1[None, :, None] * m1_s1 + offs_n0[None, None, :] * m1_s2, mask=(offs_c0 < E_c0)[:, None, None] & (offs_c1 < E_c1)[None, :, None] & (offs_n0 < E_n0)[None, None, :], other=0).to(tl.float32)
    t171 = (t170) * (t170)
    t172 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, :], t171, 0.0), axis=2, keep_dims=True)
    t173 = t172 + 6.4e-05
    t174 = tl.rsqrt(t173)
    t175 = (t170) * (t174)
    t179 = tl.load(m176_ptr + offs_n0[None, :, None] * m176_s1 + offs_n1[None, None, :] * m176_s2, mask=(offs_n0 < E_n0)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    t180 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, :], t175, 0.0), 3) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :, None], t179, 0.0), 1), axis=2)
    t181 = (t180) * (0.8)
    t185 = tl.load(m182_ptr + offs_n1[None, None, :] * m182_s2, mask=(offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    t186 = t181 + t185
    t187 = tl.reshape(t186, [T_c0, T_c1, 1, F_n1])
    t188 = 1.0 / (1.0 + tl.exp(-(t187)))
    t189 = tl.load(buf150_ptr + offs_c0[:, None, None, None] * buf150_s0 + offs_c1[None, :, None, None] * buf150_s1 + offs_n1[None, None, :, None] * buf150_s2 + offs_c2[None, None, None, :] * buf150_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
    t190 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :], t188, 0.0), 4) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :, None], t189, 0.0), 2), axis=3)
    t191 = tl.reshape(t190, [T_c0, T_c1, T_c2])
    t196 = tl.load(m192_ptr + offs_c2[None, :, None] * m192_s1 + offs_n2[None, None, :] * m192_s2, mask=(offs_c2 < E_c2)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t197 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :], t191, 0.0), 3) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :, None], t196, 0.0), 1), axis=2)
    t198 = (t187) * (0.5)
    t199 = 2.0 / (1.0 + tl.exp(-2.0 * (t198))) - 1.0
    t200 = t199 + 1.0
    t201 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :], t200, 0.0), 4) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :, None], t189, 0.0), 2), axis=3)
    t202 = tl.reshape(t201, [T_c0, T_c1, T_c2])
    t203 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :], t202, 0.0), 3) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :, None], t196, 0.0), 1), axis=2)
    tl.store(states204_ptr + i_c0 * states204_s0 + i_c1 * states204_s1 + i_c2 * states204_s2 + tl.arange(0, T_c0)[:, None, None] * states204_s3 + tl.arange(0, T_c1)[None, :, None] * states204_s4 + tl.arange(0, F_n2)[None, None, :] * states204_s5 + tl.zeros([T_c0, T_c1, F_n2], tl.int32), t197)
    tl.store(states205_ptr + i_c0 * states205_s0 + i_c1 * states205_s1 + i_c2 * states205_s2 + tl.arange(0, T_c0)[:, None, None] * states205_s3 + tl.arange(0, T_c1)[None, :, None] * states205_s4 + tl.arange(0, F_n2)[None, None, :] * states205_s5 + tl.zeros([T_c0, T_c1, F_n2], tl.int32), t203)


@triton.jit
def kernel_2(m1_ptr, m1_s0, m1_s1, m1_s2, m157_ptr, m157_s0, m157_s1, m157_s2, m163_ptr, m163_s0, m163_s1, m163_s2, states204_ptr, states204_s0, states204_s1, states204_s2, states204_s3, states204_s4, states204_s5, states205_ptr, states205_s0, states205_s1, states205_s2, states205_s3, states205_s4, states205_s5, m212_ptr, m212_s0, m212_s1, m212_s2, m219_ptr, m219_s0, m219_s1, m219_s2, m219_s3, buf150_ptr, buf150_s0, buf150_s1, buf150_s2, buf150_s3, buf308_ptr, buf308_s0, buf308_s1, buf308_s2, buf308_s3, E_c0, E_c1, E_c2, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf308: Combine over grid x.0@0[2], grid x.1@1[32]
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
    t151 = tl.load(m1_ptr + offs_c0[:, None, None] * m1_s0 + offs_c1[None, :, None] * m1_s1 + offs_n0[None, None, :] * m1_s2, mask=(offs_c0 < E_c0)[:, None, None] & (offs_c1 < E_c1)[None, :, None] & (offs_n0 < E_n0)[None, None, :], other=0).to(tl.float32)
    t152 = (t151) * (t151)
    t153 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, :], t152, 0.0), axis=2, keep_dims=True)
    t154 = t153 + 6.4e-05
    t155 = tl.rsqrt(t154)
    t156 = (t151) * (t155)
    t160 = tl.load(m157_ptr + offs_n0[None, :, None] * m157_s1 + offs_n1[None, None, :] * m157_s2, mask=(offs_n0 < E_n0)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    t161 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, :], t156, 0.0), 3) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :, None], t160, 0.0), 1), axis=2)
    t162 = (t161) * (0.8)
    t166 = tl.load(m163_ptr + offs_n1[None, None, :] * m163_s2, mask=(offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    t167 = t162 + t166
    t168 = tl.reshape(t167, [T_c0, T_c1, F_n1, 1])
    t169 = 1.0 / (1.0 + tl.exp(-(t168)))
    acc208 = tl.full([T_c0, T_c1, F_n2], 0.0, tl.float32)
    acc209 = tl.full([T_c0, T_c1, F_n2], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t206 = tl.load(states204_ptr + i_c0 * states204_s0 + i_c1 * states204_s1 + i_c2 * states204_s2 + tl.arange(0, T_c0)[:, None, None] * states204_s3 + tl.arange(0, T_c1)[None, :, None] * states204_s4 + tl.arange(0, F_n2)[None, None, :] * states204_s5 + tl.zeros([T_c0, T_c1, F_n2], tl.int32))
        t207 = tl.load(states205_ptr + i_c0 * states205_s0 + i_c1 * states205_s1 + i_c2 * states205_s2 + tl.arange(0, T_c0)[:, None, None] * states205_s3 + tl.arange(0, T_c1)[None, :, None] * states205_s4 + tl.arange(0, F_n2)[None, None, :] * states205_s5 + tl.zeros([T_c0, T_c1, F_n2], tl.int32))
        acc208 = acc208 + t206
        acc209 = acc209 + t207
    t210 = tl.reshape(acc209, [T_c0, T_c1, 1, F_n2])
    t211 = (t169) * (t210)
    t215 = tl.load(m212_ptr + offs_n0[None, :, None] * m212_s1 + offs_n2[None, None, :] * m212_s2, mask=(offs_n0 < E_n0)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t216 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, :], t156, 0.0), 3) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :, None], t215, 0.0), 1), axis=2)
    t217 = tl.reshape(t216, [T_c0, T_c1, F_n1, F_n1])
    t218 = (t217) * (0.8)
    t222 = tl.load(m219_ptr + offs_n1[None, None, :, None] * m219_s2 + offs_n1[None, None, None, :] * m219_s3, mask=(offs_n1 < E_n1)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t223 = t218 + t222
    t224 = tl.exp(t223)
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
    t297 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t296, 0.0), axis=3, keep_dims=True)
    t298 = (t296) / (t297)
    t299 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t298, 0.0), axis=2, keep_dims=True)
    t300 = (t298) / (t299)
    t301 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t300, 0.0), axis=3, keep_dims=True)
    t302 = (t300) / (t301)
    t303 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t302, 0.0), axis=2, keep_dims=True)
    t304 = (t302) / (t303)
    t305 = tl.load(buf150_ptr + offs_c0[:, None, None, None] * buf150_s0 + offs_c1[None, :, None, None] * buf150_s1 + offs_n1[None, None, :, None] * buf150_s2 + offs_n2[None, None, None, :] * buf150_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t306 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :], t304, 0.0), 4) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :, None], t305, 0.0), 2), axis=3)
    t307 = t211 + t306
    tl.store(buf308_ptr + offs_c0[:, None, None, None] * buf308_s0 + offs_c1[None, :, None, None] * buf308_s1 + offs_n1[None, None, :, None] * buf308_s2 + offs_n2[None, None, None, :] * buf308_s3, t307, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :])


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
    m29 = inputs['phi_pre']
    m28 = m29.narrow(0, 0, 1)
    m27 = m28.reshape([64, 4])
    m26 = m27.reshape([1, 64, 4])
    m36 = inputs['b_pre']
    m35 = m36.narrow(0, 0, 1)
    m34 = m35.reshape([4])
    m33 = m34.reshape([1, 1, 4])
    m48 = inputs['w_layer']
    m47 = m48.narrow(0, 0, 1)
    m46 = m47.reshape([16, 16])
    m45 = m46.permute([1, 0])
    m44 = m45.reshape([1, 16, 16])
    m56 = inputs['phi_res']
    m55 = m56.narrow(0, 0, 1)
    m54 = m55.reshape([64, 16])
    m53 = m54.reshape([1, 64, 16])
    m64 = inputs['b_res']
    m63 = m64.narrow(0, 0, 1)
    m62 = m63.reshape([4, 4])
    m61 = m62.reshape([1, 1, 4, 4])
    buf150 = torch.full([2, 32, 4, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(2, T['c0']) * _cdiv(32, T['c1']),)](m2_ptr=m2, m2_s0=m2.stride(0), m2_s1=m2.stride(1), m2_s2=m2.stride(2), m10_ptr=m10, m10_s0=m10.stride(0), m10_s1=m10.stride(1), m10_s2=m10.stride(2), m17_ptr=m17, m17_s0=m17.stride(0), m17_s1=m17.stride(1), m17_s2=m17.stride(2), m26_ptr=m26, m26_s0=m26.stride(0), m26_s1=m26.stride(1), m26_s2=m26.stride(2), m33_ptr=m33, m33_s0=m33.stride(0), m33_s1=m33.stride(1), m33_s2=m33.stride(2), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), m44_ptr=m44, m44_s0=m44.stride(0), m44_s1=m44.stride(1), m44_s2=m44.stride(2), m53_ptr=m53, m53_s0=m53.stride(0), m53_s1=m53.stride(1), m53_s2=m53.stride(2), m61_ptr=m61, m61_s0=m61.stride(0), m61_s1=m61.stride(1), m61_s2=m61.stride(2), m61_s3=m61.stride(3), buf150_ptr=buf150, buf150_s0=buf150.stride(0), buf150_s1=buf150.stride(1), buf150_s2=buf150.stride(2), buf150_s3=buf150.stride(3), E_c0=2, E_c1=32, E_n0=64, E_n1=4, E_n2=16, F_n0=_pow2(64), F_n1=_pow2(4), F_n2=_pow2(16), T_c0=T['c0'], T_c1=T['c1'])
    m1 = buf150.reshape([2, 32, 64])
    m159 = m13.narrow(0, 1, 1)
    m158 = m159.reshape([64, 4])
    m157 = m158.reshape([1, 64, 4])
    m165 = m20.narrow(0, 1, 1)
    m164 = m165.reshape([4])
    m163 = m164.reshape([1, 1, 4])
    m178 = m29.narrow(0, 1, 1)
    m177 = m178.reshape([64, 4])
    m176 = m177.reshape([1, 64, 4])
    m184 = m36.narrow(0, 1, 1)
    m183 = m184.reshape([4])
    m182 = m183.reshape([1, 1, 4])
    m195 = m48.narrow(0, 1, 1)
    m194 = m195.reshape([16, 16])
    m193 = m194.permute([1, 0])
    m192 = m193.reshape([1, 16, 16])
    states204 = torch.full([_cdiv(2, T['c0']), _cdiv(32, T['c1']), _cdiv(16, T['c2']), T['c0'], T['c1'], _pow2(16)], float("nan"), dtype=torch.float32, device=device)
    states205 = torch.full([_cdiv(2, T['c0']), _cdiv(32, T['c1']), _cdiv(16, T['c2']), T['c0'], T['c1'], _pow2(16)], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(2, T['c0']) * _cdiv(32, T['c1']) * _cdiv(16, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m176_ptr=m176, m176_s0=m176.stride(0), m176_s1=m176.stride(1), m176_s2=m176.stride(2), m182_ptr=m182, m182_s0=m182.stride(0), m182_s1=m182.stride(1), m182_s2=m182.stride(2), buf150_ptr=buf150, buf150_s0=buf150.stride(0), buf150_s1=buf150.stride(1), buf150_s2=buf150.stride(2), buf150_s3=buf150.stride(3), m192_ptr=m192, m192_s0=m192.stride(0), m192_s1=m192.stride(1), m192_s2=m192.stride(2), states204_ptr=states204, states204_s0=states204.stride(0), states204_s1=states204.stride(1), states204_s2=states204.stride(2), states204_s3=states204.stride(3), states204_s4=states204.stride(4), states204_s5=states204.stride(5), states205_ptr=states205, states205_s0=states205.stride(0), states205_s1=states205.stride(1), states205_s2=states205.stride(2), states205_s3=states205.stride(3), states205_s4=states205.stride(4), states205_s5=states205.stride(5), E_c0=2, E_c1=32, E_c2=16, E_n0=64, E_n1=4, E_n2=16, F_n0=_pow2(64), F_n1=_pow2(4), F_n2=_pow2(16), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    m214 = m56.narrow(0, 1, 1)
    m213 = m214.reshape([64, 16])
    m212 = m213.reshape([1, 64, 16])
    m221 = m64.narrow(0, 1, 1)
    m220 = m221.reshape([4, 4])
    m219 = m220.reshape([1, 1, 4, 4])
    buf308 = torch.full([2, 32, 4, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(2, T['c0']) * _cdiv(32, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m157_ptr=m157, m157_s0=m157.stride(0), m157_s1=m157.stride(1), m157_s2=m157.stride(2), m163_ptr=m163, m163_s0=m163.stride(0), m163_s1=m163.stride(1), m163_s2=m163.stride(2), states204_ptr=states204, states204_s0=states204.stride(0), states204_s1=states204.stride(1), states204_s2=states204.stride(2), states204_s3=states204.stride(3), states204_s4=states204.stride(4), states204_s5=states204.stride(5), states205_ptr=states205, states205_s0=states205.stride(0), states205_s1=states205.stride(1), states205_s2=states205.stride(2), states205_s3=states205.stride(3), states205_s4=states205.stride(4), states205_s5=states205.stride(5), m212_ptr=m212, m212_s0=m212.stride(0), m212_s1=m212.stride(1), m212_s2=m212.stride(2), m219_ptr=m219, m219_s0=m219.stride(0), m219_s1=m219.stride(1), m219_s2=m219.stride(2), m219_s3=m219.stride(3), buf150_ptr=buf150, buf150_s0=buf150.stride(0), buf150_s1=buf150.stride(1), buf150_s2=buf150.stride(2), buf150_s3=buf150.stride(3), buf308_ptr=buf308, buf308_s0=buf308.stride(0), buf308_s1=buf308.stride(1), buf308_s2=buf308.stride(2), buf308_s3=buf308.stride(3), E_c0=2, E_c1=32, E_c2=16, E_n0=64, E_n1=4, E_n2=16, F_n0=_pow2(64), F_n1=_pow2(4), F_n2=_pow2(16), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    return buf308


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
