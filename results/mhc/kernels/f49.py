"""mhc [small], candidate 49: 2 kernel(s)

Rendered by EqiForge from candidate 49 of mhc [small]: grid(x.0@0, x.1@1) [6 mm] | grid(x.0@0, x.1@1) loop(x.2[64]: pair(sum, sum)) loop(x.2[64]: sum) loop(x_1.3[16]: sum) loop(x.2[64]: sum) [7 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.0@0[2]
    c1: grid x.1@1[32]
    c2: loop x.2[64]
    c3: loop x_1.3[16]

Run it on its own: `python kernels/f49.py` checks it once against PyTorch on random inputs.
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
def kernel_1(m1_ptr, m1_s0, m1_s1, m1_s2, m152_ptr, m152_s0, m152_s1, m152_s2, m157_ptr, m157_s0, m157_s1, m157_s2, m172_ptr, m172_s0, m172_s1, m172_s2, m189_ptr, m189_s0, m189_s1, m189_s2, buf150_ptr, buf150_s0, buf150_s1, buf150_s2, buf150_s3, m199_ptr, m199_s0, m199_s1, m199_s2, m209_ptr, m209_s0, m209_s1, m209_s2, m218_ptr, m218_s0, m218_s1, m218_s2, m218_s3, buf307_ptr, buf307_s0, buf307_s1, buf307_s2, buf307_s3, E_c0, E_c1, E_c2, E_c3, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # writes buf307: Combine over grid x.0@0[2], grid x.1@1[32]
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
    acc162 = tl.full([T_c0, T_c1, F_n1], 0.0, tl.float32)
    acc163 = tl.full([T_c0, T_c1, F_n1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t151 = tl.load(m1_ptr + offs_c0[:, None, None] * m1_s0 + offs_c1[None, :, None] * m1_s1 + offs_c2[None, None, :] * m1_s2, mask=(offs_c0 < E_c0)[:, None, None] & (offs_c1 < E_c1)[None, :, None] & (offs_c2 < E_c2)[None, None, :], other=0).to(tl.float32)
        t155 = tl.load(m152_ptr + offs_c2[None, :, None] * m152_s1 + offs_n1[None, None, :] * m152_s2, mask=(offs_c2 < E_c2)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
        t156 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :], t151, 0.0), 3) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :, None], t155, 0.0), 1), axis=2)
        t160 = tl.load(m157_ptr + offs_c2[None, :, None] * m157_s1 + offs_n1[None, None, :] * m157_s2, mask=(offs_c2 < E_c2)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
        t161 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :], t151, 0.0), 3) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :, None], t160, 0.0), 1), axis=2)
        acc162 = acc162 + t156
        acc163 = acc163 + t161
    acc167 = tl.full([T_c0, T_c1, 1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t164 = tl.load(m1_ptr + offs_c0[:, None, None] * m1_s0 + offs_c1[None, :, None] * m1_s1 + offs_c2[None, None, :] * m1_s2, mask=(offs_c0 < E_c0)[:, None, None] & (offs_c1 < E_c1)[None, :, None] & (offs_c2 < E_c2)[None, None, :], other=0).to(tl.float32)
        t165 = (t164) * (t164)
        t166 = tl.sum(tl.where((offs_c2 < E_c2)[None, None, :], t165, 0.0), axis=2, keep_dims=True)
        acc167 = acc167 + t166
    t168 = acc167 + 6.4e-05
    t169 = tl.rsqrt(t168)
    t170 = (acc162) * (t169)
    t171 = (t170) * (0.8)
    t175 = tl.load(m172_ptr + offs_n1[None, None, :] * m172_s2, mask=(offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    t176 = t171 + t175
    t177 = tl.reshape(t176, [T_c0, T_c1, F_n1, 1])
    t178 = 1.0 / (1.0 + tl.exp(-(t177)))
    t179 = (t178) * (2.0)
    t180 = tl.load(m1_ptr + offs_c0[:, None, None] * m1_s0 + offs_c1[None, :, None] * m1_s1 + offs_n0[None, None, :] * m1_s2, mask=(offs_c0 < E_c0)[:, None, None] & (offs_c1 < E_c1)[None, :, None] & (offs_n0 < E_n0)[None, None, :], other=0).to(tl.float32)
    t181 = (t180) * (t180)
    t182 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, :], t181, 0.0), axis=2, keep_dims=True)
    t183 = t182 + 6.4e-05
    t184 = tl.rsqrt(t183)
    t185 = (t180) * (t184)
    t186 = tl.load(m157_ptr + offs_n0[None, :, None] * m157_s1 + offs_n1[None, None, :] * m157_s2, mask=(offs_n0 < E_n0)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    t187 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, :], t185, 0.0), 3) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :, None], t186, 0.0), 1), axis=2)
    t188 = (t187) * (0.8)
    t192 = tl.load(m189_ptr + offs_n1[None, None, :] * m189_s2, mask=(offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    t193 = t188 + t192
    t194 = tl.reshape(t193, [T_c0, T_c1, 1, F_n1])
    t195 = 1.0 / (1.0 + tl.exp(-(t194)))
    acc205 = tl.full([T_c0, T_c1, F_n2], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t196 = tl.load(buf150_ptr + offs_c0[:, None, None, None] * buf150_s0 + offs_c1[None, :, None, None] * buf150_s1 + offs_n1[None, None, :, None] * buf150_s2 + offs_c3[None, None, None, :] * buf150_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
        t197 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :], t195, 0.0), 4) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :, None], t196, 0.0), 2), axis=3)
        t198 = tl.reshape(t197, [T_c0, T_c1, T_c3])
        t203 = tl.load(m199_ptr + offs_c3[None, :, None] * m199_s1 + offs_n2[None, None, :] * m199_s2, mask=(offs_c3 < E_c3)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
        t204 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, :], t198, 0.0), 3) * tl.expand_dims(tl.where((offs_c3 < E_c3)[None, :, None], t203, 0.0), 1), axis=2)
        acc205 = acc205 + t204
    t206 = tl.reshape(acc205, [T_c0, T_c1, 1, F_n2])
    t207 = (t179) * (t206)
    acc214 = tl.full([T_c0, T_c1, F_n2], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t208 = tl.load(m1_ptr + offs_c0[:, None, None] * m1_s0 + offs_c1[None, :, None] * m1_s1 + offs_c2[None, None, :] * m1_s2, mask=(offs_c0 < E_c0)[:, None, None] & (offs_c1 < E_c1)[None, :, None] & (offs_c2 < E_c2)[None, None, :], other=0).to(tl.float32)
        t212 = tl.load(m209_ptr + offs_c2[None, :, None] * m209_s1 + offs_n2[None, None, :] * m209_s2, mask=(offs_c2 < E_c2)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
        t213 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :], t208, 0.0), 3) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :, None], t212, 0.0), 1), axis=2)
        acc214 = acc214 + t213
    t215 = (acc214) * (t169)
    t216 = tl.reshape(t215, [T_c0, T_c1, F_n1, F_n1])
    t217 = (t216) * (0.8)
    t221 = tl.load(m218_ptr + offs_n1[None, None, :, None] * m218_s2 + offs_n1[None, None, None, :] * m218_s3, mask=(offs_n1 < E_n1)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t222 = t217 + t221
    t223 = tl.exp(t222)
    t224 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t223, 0.0), axis=3, keep_dims=True)
    t225 = (t223) / (t224)
    t226 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t225, 0.0), axis=2, keep_dims=True)
    t227 = (t225) / (t226)
    t228 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t227, 0.0), axis=3, keep_dims=True)
    t229 = (t227) / (t228)
    t230 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t229, 0.0), axis=2, keep_dims=True)
    t231 = (t229) / (t230)
    t232 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t231, 0.0), axis=3, keep_dims=True)
    t233 = (t231) / (t232)
    t234 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t233, 0.0), axis=2, keep_dims=True)
    t235 = (t233) / (t234)
    t236 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t235, 0.0), axis=3, keep_dims=True)
    t237 = (t235) / (t236)
    t238 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t237, 0.0), axis=2, keep_dims=True)
    t239 = (t237) / (t238)
    t240 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t239, 0.0), axis=3, keep_dims=True)
    t241 = (t239) / (t240)
    t242 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t241, 0.0), axis=2, keep_dims=True)
    t243 = (t241) / (t242)
    t244 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t243, 0.0), axis=3, keep_dims=True)
    t245 = (t243) / (t244)
    t246 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t245, 0.0), axis=2, keep_dims=True)
    t247 = (t245) / (t246)
    t248 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t247, 0.0), axis=3, keep_dims=True)
    t249 = (t247) / (t248)
    t250 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t249, 0.0), axis=2, keep_dims=True)
    t251 = (t249) / (t250)
    t252 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t251, 0.0), axis=3, keep_dims=True)
    t253 = (t251) / (t252)
    t254 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t253, 0.0), axis=2, keep_dims=True)
    t255 = (t253) / (t254)
    t256 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t255, 0.0), axis=3, keep_dims=True)
    t257 = (t255) / (t256)
    t258 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t257, 0.0), axis=2, keep_dims=True)
    t259 = (t257) / (t258)
    t260 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t259, 0.0), axis=3, keep_dims=True)
    t261 = (t259) / (t260)
    t262 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t261, 0.0), axis=2, keep_dims=True)
    t263 = (t261) / (t262)
    t264 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t263, 0.0), axis=3, keep_dims=True)
    t265 = (t263) / (t264)
    t266 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t265, 0.0), axis=2, keep_dims=True)
    t267 = (t265) / (t266)
    t268 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t267, 0.0), axis=3, keep_dims=True)
    t269 = (t267) / (t268)
    t270 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t269, 0.0), axis=2, keep_dims=True)
    t271 = (t269) / (t270)
    t272 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t271, 0.0), axis=3, keep_dims=True)
    t273 = (t271) / (t272)
    t274 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t273, 0.0), axis=2, keep_dims=True)
    t275 = (t273) / (t274)
    t276 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t275, 0.0), axis=3, keep_dims=True)
    t277 = (t275) / (t276)
    t278 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t277, 0.0), axis=2, keep_dims=True)
    t279 = (t277) / (t278)
    t280 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t279, 0.0), axis=3, keep_dims=True)
    t281 = (t279) / (t280)
    t282 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t281, 0.0), axis=2, keep_dims=True)
    t283 = (t281) / (t282)
    t284 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t283, 0.0), axis=3, keep_dims=True)
    t285 = (t283) / (t284)
    t286 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t285, 0.0), axis=2, keep_dims=True)
    t287 = (t285) / (t286)
    t288 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t287, 0.0), axis=3, keep_dims=True)
    t289 = (t287) / (t288)
    t290 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t289, 0.0), axis=2, keep_dims=True)
    t291 = (t289) / (t290)
    t292 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t291, 0.0), axis=3, keep_dims=True)
    t293 = (t291) / (t292)
    t294 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t293, 0.0), axis=2, keep_dims=True)
    t295 = (t293) / (t294)
    t296 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t295, 0.0), axis=3, keep_dims=True)
    t297 = (t295) / (t296)
    t298 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t297, 0.0), axis=2, keep_dims=True)
    t299 = (t297) / (t298)
    t300 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t299, 0.0), axis=3, keep_dims=True)
    t301 = (t299) / (t300)
    t302 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t301, 0.0), axis=2, keep_dims=True)
    t303 = (t301) / (t302)
    t304 = tl.load(buf150_ptr + offs_c0[:, None, None, None] * buf150_s0 + offs_c1[None, :, None, None] * buf150_s1 + offs_n1[None, None, :, None] * buf150_s2 + offs_n2[None, None, None, :] * buf150_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t305 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :], t303, 0.0), 4) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :, None], t304, 0.0), 2), axis=3)
    t306 = t207 + t305
    tl.store(buf307_ptr + offs_c0[:, None, None, None] * buf307_s0 + offs_c1[None, :, None, None] * buf307_s1 + offs_n1[None, None, :, None] * buf307_s2 + offs_n2[None, None, None, :] * buf307_s3, t306, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :])


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
    m154 = m13.narrow(0, 1, 1)
    m153 = m154.reshape([64, 4])
    m152 = m153.reshape([1, 64, 4])
    m159 = m29.narrow(0, 1, 1)
    m158 = m159.reshape([64, 4])
    m157 = m158.reshape([1, 64, 4])
    m174 = m20.narrow(0, 1, 1)
    m173 = m174.reshape([4])
    m172 = m173.reshape([1, 1, 4])
    m191 = m36.narrow(0, 1, 1)
    m190 = m191.reshape([4])
    m189 = m190.reshape([1, 1, 4])
    m202 = m48.narrow(0, 1, 1)
    m201 = m202.reshape([16, 16])
    m200 = m201.permute([1, 0])
    m199 = m200.reshape([1, 16, 16])
    m211 = m56.narrow(0, 1, 1)
    m210 = m211.reshape([64, 16])
    m209 = m210.reshape([1, 64, 16])
    m220 = m64.narrow(0, 1, 1)
    m219 = m220.reshape([4, 4])
    m218 = m219.reshape([1, 1, 4, 4])
    buf307 = torch.full([2, 32, 4, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(2, T['c0']) * _cdiv(32, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m152_ptr=m152, m152_s0=m152.stride(0), m152_s1=m152.stride(1), m152_s2=m152.stride(2), m157_ptr=m157, m157_s0=m157.stride(0), m157_s1=m157.stride(1), m157_s2=m157.stride(2), m172_ptr=m172, m172_s0=m172.stride(0), m172_s1=m172.stride(1), m172_s2=m172.stride(2), m189_ptr=m189, m189_s0=m189.stride(0), m189_s1=m189.stride(1), m189_s2=m189.stride(2), buf150_ptr=buf150, buf150_s0=buf150.stride(0), buf150_s1=buf150.stride(1), buf150_s2=buf150.stride(2), buf150_s3=buf150.stride(3), m199_ptr=m199, m199_s0=m199.stride(0), m199_s1=m199.stride(1), m199_s2=m199.stride(2), m209_ptr=m209, m209_s0=m209.stride(0), m209_s1=m209.stride(1), m209_s2=m209.stride(2), m218_ptr=m218, m218_s0=m218.stride(0), m218_s1=m218.stride(1), m218_s2=m218.stride(2), m218_s3=m218.stride(3), buf307_ptr=buf307, buf307_s0=buf307.stride(0), buf307_s1=buf307.stride(1), buf307_s2=buf307.stride(2), buf307_s3=buf307.stride(3), E_c0=2, E_c1=32, E_c2=64, E_c3=16, E_n0=64, E_n1=4, E_n2=16, F_n0=_pow2(64), F_n1=_pow2(4), F_n2=_pow2(16), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'], T_c3=T['c3'])
    return buf307


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
