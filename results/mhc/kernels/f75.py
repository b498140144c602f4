"""mhc [small], candidate 75: 2 kernel(s)

Rendered by EqiForge from candidate 75 of mhc [small]: grid(x.1@1) [6 mm] | grid(x.0@0) [6 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.0@0[2]
    c1: grid x.1@1[32]

Run it on its own: `python kernels/f75.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/mhc.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 1, "c1": 16}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 2, "c1": 32}


@triton.jit
def kernel_0(m2_ptr, m2_s0, m2_s1, m2_s2, m10_ptr, m10_s0, m10_s1, m10_s2, m18_ptr, m18_s0, m18_s1, m18_s2, m18_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, m107_ptr, m107_s0, m107_s1, m107_s2, m114_ptr, m114_s0, m114_s1, m114_s2, m123_ptr, m123_s0, m123_s1, m123_s2, m130_ptr, m130_s0, m130_s1, m130_s2, m140_ptr, m140_s0, m140_s1, m140_s2, buf150_ptr, buf150_s0, buf150_s1, buf150_s2, buf150_s3, E_c1, E_n1, E_n2, E_n3, E_n4, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, F_n4: tl.constexpr, T_c1: tl.constexpr):
    # writes buf150: Combine over grid x.1@1[32]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n1 = tl.arange(0, F_n1)
    offs_n3 = tl.arange(0, F_n3)
    offs_n4 = tl.arange(0, F_n4)
    t4 = tl.load(m2_ptr + offs_n2[:, None, None] * m2_s0 + offs_c1[None, :, None] * m2_s1 + offs_n1[None, None, :] * m2_s2, mask=(offs_n2 < E_n2)[:, None, None] & (offs_c1 < E_c1)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    t5 = (t4) * (t4)
    t6 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :], t5, 0.0), axis=2, keep_dims=True)
    t7 = t6 + 6.4e-05
    t8 = tl.rsqrt(t7)
    t9 = (t4) * (t8)
    t14 = tl.load(m10_ptr + offs_n1[None, :, None] * m10_s1 + offs_n3[None, None, :] * m10_s2, mask=(offs_n1 < E_n1)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t15 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :], t9, 0.0), 3) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :, None], t14, 0.0), 1), axis=2)
    t16 = tl.reshape(t15, [F_n2, T_c1, F_n4, F_n4])
    t17 = (t16) * (0.8)
    t22 = tl.load(m18_ptr + offs_n4[None, None, :, None] * m18_s2 + offs_n4[None, None, None, :] * m18_s3, mask=(offs_n4 < E_n4)[None, None, :, None] & (offs_n4 < E_n4)[None, None, None, :], other=0).to(tl.float32)
    t23 = t17 + t22
    t24 = tl.exp(t23)
    t25 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t24, 0.0), axis=3, keep_dims=True)
    t26 = (t24) / (t25)
    t27 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t26, 0.0), axis=2, keep_dims=True)
    t28 = (t26) / (t27)
    t29 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t28, 0.0), axis=3, keep_dims=True)
    t30 = (t28) / (t29)
    t31 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t30, 0.0), axis=2, keep_dims=True)
    t32 = (t30) / (t31)
    t33 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t32, 0.0), axis=3, keep_dims=True)
    t34 = (t32) / (t33)
    t35 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t34, 0.0), axis=2, keep_dims=True)
    t36 = (t34) / (t35)
    t37 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t36, 0.0), axis=3, keep_dims=True)
    t38 = (t36) / (t37)
    t39 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t38, 0.0), axis=2, keep_dims=True)
    t40 = (t38) / (t39)
    t41 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t40, 0.0), axis=3, keep_dims=True)
    t42 = (t40) / (t41)
    t43 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t42, 0.0), axis=2, keep_dims=True)
    t44 = (t42) / (t43)
    t45 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t44, 0.0), axis=3, keep_dims=True)
    t46 = (t44) / (t45)
    t47 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t46, 0.0), axis=2, keep_dims=True)
    t48 = (t46) / (t47)
    t49 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t48, 0.0), axis=3, keep_dims=True)
    t50 = (t48) / (t49)
    t51 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t50, 0.0), axis=2, keep_dims=True)
    t52 = (t50) / (t51)
    t53 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t52, 0.0), axis=3, keep_dims=True)
    t54 = (t52) / (t53)
    t55 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t54, 0.0), axis=2, keep_dims=True)
    t56 = (t54) / (t55)
    t57 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t56, 0.0), axis=3, keep_dims=True)
    t58 = (t56) / (t57)
    t59 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t58, 0.0), axis=2, keep_dims=True)
    t60 = (t58) / (t59)
    t61 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t60, 0.0), axis=3, keep_dims=True)
    t62 = (t60) / (t61)
    t63 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t62, 0.0), axis=2, keep_dims=True)
    t64 = (t62) / (t63)
    t65 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t64, 0.0), axis=3, keep_dims=True)
    t66 = (t64) / (t65)
    t67 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t66, 0.0), axis=2, keep_dims=True)
    t68 = (t66) / (t67)
    t69 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t68, 0.0), axis=3, keep_dims=True)
    t70 = (t68) / (t69)
    t71 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t70, 0.0), axis=2, keep_dims=True)
    t72 = (t70) / (t71)
    t73 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t72, 0.0), axis=3, keep_dims=True)
    t74 = (t72) / (t73)
    t75 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t74, 0.0), axis=2, keep_dims=True)
    t76 = (t74) / (t75)
    t77 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t76, 0.0), axis=3, keep_dims=True)
    t78 = (t76) / (t77)
    t79 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t78, 0.0), axis=2, keep_dims=True)
    t80 = (t78) / (t79)
    t81 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t80, 0.0), axis=3, keep_dims=True)
    t82 = (t80) / (t81)
    t83 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t82, 0.0), axis=2, keep_dims=True)
    t84 = (t82) / (t83)
    t85 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t84, 0.0), axis=3, keep_dims=True)
    t86 = (t84) / (t85)
    t87 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t86, 0.0), axis=2, keep_dims=True)
    t88 = (t86) / (t87)
    t89 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t88, 0.0), axis=3, keep_dims=True)
    t90 = (t88) / (t89)
    t91 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t90, 0.0), axis=2, keep_dims=True)
    t92 = (t90) / (t91)
    t93 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t92, 0.0), axis=3, keep_dims=True)
    t94 = (t92) / (t93)
    t95 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t94, 0.0), axis=2, keep_dims=True)
    t96 = (t94) / (t95)
    t97 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t96, 0.0), axis=3, keep_dims=True)
    t98 = (t96) / (t97)
    t99 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t98, 0.0), axis=2, keep_dims=True)
    t100 = (t98) / (t99)
    t101 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t100, 0.0), axis=3, keep_dims=True)
    t102 = (t100) / (t101)
    t103 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t102, 0.0), axis=2, keep_dims=True)
    t104 = (t102) / (t103)
    t105 = tl.load(m3_ptr + offs_n2[:, None, None, None] * m3_s0 + offs_c1[None, :, None, None] * m3_s1 + offs_n4[None, None, :, None] * m3_s2 + offs_n3[None, None, None, :] * m3_s3, mask=(offs_n2 < E_n2)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n4 < E_n4)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t106 = tl.sum(tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, None, :], t104, 0.0), 4) * tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, :, None], t105, 0.0), 2), axis=3)
    t111 = tl.load(m107_ptr + offs_n1[None, :, None] * m107_s1 + offs_n4[None, None, :] * m107_s2, mask=(offs_n1 < E_n1)[None, :, None] & (offs_n4 < E_n4)[None, None, :], other=0).to(tl.float32)
    t112 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :], t9, 0.0), 3) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :, None], t111, 0.0), 1), axis=2)
    t113 = (t112) * (0.8)
    t118 = tl.load(m114_ptr + offs_n4[None, None, :] * m114_s2, mask=(offs_n4 < E_n4)[None, None, :], other=0).to(tl.float32)
    t119 = t113 + t118
    t120 = tl.reshape(t119, [F_n2, T_c1, F_n4, 1])
    t121 = 1.0 / (1.0 + tl.exp(-(t120)))
    t122 = (t121) * (2.0)
    t127 = tl.load(m123_ptr + offs_n1[None, :, None] * m123_s1 + offs_n4[None, None, :] * m123_s2, mask=(offs_n1 < E_n1)[None, :, None] & (offs_n4 < E_n4)[None, None, :], other=0).to(tl.float32)
    t128 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :], t9, 0.0), 3) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :, None], t127, 0.0), 1), axis=2)
    t129 = (t128) * (0.8)
    t134 = tl.load(m130_ptr + offs_n4[None, None, :] * m130_s2, mask=(offs_n4 < E_n4)[None, None, :], other=0).to(tl.float32)
    t135 = t129 + t134
    t136 = tl.reshape(t135, [F_n2, T_c1, 1, F_n4])
    t137 = 1.0 / (1.0 + tl.exp(-(t136)))
    t138 = tl.sum(tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, None, :], t137, 0.0), 4) * tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, :, None], t105, 0.0), 2), axis=3)
    t139 = tl.reshape(t138, [F_n2, T_c1, F_n3])
    t145 = tl.load(m140_ptr + offs_n3[None, :, None] * m140_s1 + offs_n3[None, None, :] * m140_s2, mask=(offs_n3 < E_n3)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t146 = tl.sum(tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, :], t139, 0.0), 3) * tl.expand_dims(tl.where((offs_n3 < E_n3)[None, :, None], t145, 0.0), 1), axis=2)
    t147 = tl.reshape(t146, [F_n2, T_c1, 1, F_n3])
    t148 = (t122) * (t147)
    t149 = t106 + t148
    tl.store(buf150_ptr + offs_n2[:, None, None, None] * buf150_s0 + offs_c1[None, :, None, None] * buf150_s1 + offs_n4[None, None, :, None] * buf150_s2 + offs_n3[None, None, None, :] * buf150_s3, t149, mask=(offs_n2 < E_n2)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n4 < E_n4)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :])


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, m1_s2, m157_ptr, m157_s0, m157_s1, m157_s2, m164_ptr, m164_s0, m164_s1, m164_s2, m164_s3, buf150_ptr, buf150_s0, buf150_s1, buf150_s2, buf150_s3, m252_ptr, m252_s0, m252_s1, m252_s2, m258_ptr, m258_s0, m258_s1, m258_s2, m266_ptr, m266_s0, m266_s1, m266_s2, m272_ptr, m272_s0, m272_s1, m272_s2, m281_ptr, m281_s0, m281_s1, m281_s2, buf290_ptr, buf290_s0, buf290_s1, buf290_s2, buf290_s3, E_c0, E_n0, E_n1, E_n3, E_n4, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n3: tl.constexpr, F_n4: tl.constexpr, T_c0: tl.constexpr):
    # writes buf290: Combine over grid x.0@0[2]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n3 = tl.arange(0, F_n3)
    offs_n4 = tl.arange(0, F_n4)
    t151 = tl.load(m1_ptr + offs_c0[:, None, None] * m1_s0 + offs_n0[None, :, None] * m1_s1 + offs_n1[None, None, :] * m1_s2, mask=(offs_c0 < E_c0)[:, None, None] & (offs_n0 < E_n0)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    t152 = (t151) * (t151)
    t153 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :], t152, 0.0), axis=2, keep_dims=True)
    t154 = t153 + 6.4e-05
    t155 = tl.rsqrt(t154)
    t156 = (t151) * (t155)
    t160 = tl.load(m157_ptr + offs_n1[None, :, None] * m157_s1 + offs_n3[None, None, :] * m157_s2, mask=(offs_n1 < E_n1)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t161 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :], t156, 0.0), 3) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :, None], t160, 0.0), 1), axis=2)
    t162 = tl.reshape(t161, [T_c0, F_n0, F_n4, F_n4])
    t163 = (t162) * (0.8)
    t167 = tl.load(m164_ptr + offs_n4[None, None, :, None] * m164_s2 + offs_n4[None, None, None, :] * m164_s3, mask=(offs_n4 < E_n4)[None, None, :, None] & (offs_n4 < E_n4)[None, None, None, :], other=0).to(tl.float32)
    t168 = t163 + t167
    t169 = tl.exp(t168)
    t170 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t169, 0.0), axis=3, keep_dims=True)
    t171 = (t169) / (t170)
    t172 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t171, 0.0), axis=2, keep_dims=True)
    t173 = (t171) / (t172)
    t174 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t173, 0.0), axis=3, keep_dims=True)
    t175 = (t173) / (t174)
    t176 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t175, 0.0), axis=2, keep_dims=True)
    t177 = (t175) / (t176)
    t178 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t177, 0.0), axis=3, keep_dims=True)
    t179 = (t177) / (t178)
    t180 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t179, 0.0), axis=2, keep_dims=True)
    t181 = (t179) / (t180)
    t182 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t181, 0.0), axis=3, keep_dims=True)
    t183 = (t181) / (t182)
    t184 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t183, 0.0), axis=2, keep_dims=True)
    t185 = (t183) / (t184)
    t186 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t185, 0.0), axis=3, keep_dims=True)
    t187 = (t185) / (t186)
    t188 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t187, 0.0), axis=2, keep_dims=True)
    t189 = (t187) / (t188)
    t190 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t189, 0.0), axis=3, keep_dims=True)
    t191 = (t189) / (t190)
    t192 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t191, 0.0), axis=2, keep_dims=True)
    t193 = (t191) / (t192)
    t194 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t193, 0.0), axis=3, keep_dims=True)
    t195 = (t193) / (t194)
    t196 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t195, 0.0), axis=2, keep_dims=True)
    t197 = (t195) / (t196)
    t198 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t197, 0.0), axis=3, keep_dims=True)
    t199 = (t197) / (t198)
    t200 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t199, 0.0), axis=2, keep_dims=True)
    t201 = (t199) / (t200)
    t202 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t201, 0.0), axis=3, keep_dims=True)
    t203 = (t201) / (t202)
    t204 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t203, 0.0), axis=2, keep_dims=True)
    t205 = (t203) / (t204)
    t206 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t205, 0.0), axis=3, keep_dims=True)
    t207 = (t205) / (t206)
    t208 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t207, 0.0), axis=2, keep_dims=True)
    t209 = (t207) / (t208)
    t210 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t209, 0.0), axis=3, keep_dims=True)
    t211 = (t209) / (t210)
    t212 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t211, 0.0), axis=2, keep_dims=True)
    t213 = (t211) / (t212)
    t214 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t213, 0.0), axis=3, keep_dims=True)
    t215 = (t213) / (t214)
    t216 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t215, 0.0), axis=2, keep_dims=True)
    t217 = (t215) / (t216)
    t218 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t217, 0.0), axis=3, keep_dims=True)
    t219 = (t217) / (t218)
    t220 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t219, 0.0), axis=2, keep_dims=True)
    t221 = (t219) / (t220)
    t222 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t221, 0.0), axis=3, keep_dims=True)
    t223 = (t221) / (t222)
    t224 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t223, 0.0), axis=2, keep_dims=True)
    t225 = (t223) / (t224)
    t226 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t225, 0.0), axis=3, keep_dims=True)
    t227 = (t225) / (t226)
    t228 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t227, 0.0), axis=2, keep_dims=True)
    t229 = (t227) / (t228)
    t230 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t229, 0.0), axis=3, keep_dims=True)
    t231 = (t229) / (t230)
    t232 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t231, 0.0), axis=2, keep_dims=True)
    t233 = (t231) / (t232)
    t234 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t233, 0.0), axis=3, keep_dims=True)
    t235 = (t233) / (t234)
    t236 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t235, 0.0), axis=2, keep_dims=True)
    t237 = (t235) / (t236)
    t238 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t237, 0.0), axis=3, keep_dims=True)
    t239 = (t237) / (t238)
    t240 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t239, 0.0), axis=2, keep_dims=True)
    t241 = (t239) / (t240)
    t242 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t241, 0.0), axis=3, keep_dims=True)
    t243 = (t241) / (t242)
    t244 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t243, 0.0), axis=2, keep_dims=True)
    t245 = (t243) / (t244)
    t246 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t245, 0.0), axis=3, keep_dims=True)
    t247 = (t245) / (t246)
    t248 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t247, 0.0), axis=2, keep_dims=True)
    t249 = (t247) / (t248)
    t250 = tl.load(buf150_ptr + offs_c0[:, None, None, None] * buf150_s0 + offs_n0[None, :, None, None] * buf150_s1 + offs_n4[None, None, :, None] * buf150_s2 + offs_n3[None, None, None, :] * buf150_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n4 < E_n4)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t251 = tl.sum(tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, None, :], t249, 0.0), 4) * tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, :, None], t250, 0.0), 2), axis=3)
    t255 = tl.load(m252_ptr + offs_n1[None, :, None] * m252_s1 + offs_n4[None, None, :] * m252_s2, mask=(offs_n1 < E_n1)[None, :, None] & (offs_n4 < E_n4)[None, None, :], other=0).to(tl.float32)
    t256 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :], t156, 0.0), 3) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :, None], t255, 0.0), 1), axis=2)
    t257 = (t256) * (0.8)
    t261 = tl.load(m258_ptr + offs_n4[None, None, :] * m258_s2, mask=(offs_n4 < E_n4)[None, None, :], other=0).to(tl.float32)
    t262 = t257 + t261
    t263 = tl.reshape(t262, [T_c0, F_n0, F_n4, 1])
    t264 = 1.0 / (1.0 + tl.exp(-(t263)))
    t265 = (t264) * (2.0)
    t269 = tl.load(m266_ptr + offs_n1[None, :, None] * m266_s1 + offs_n4[None, None, :] * m266_s2, mask=(offs_n1 < E_n1)[None, :, None] & (offs_n4 < E_n4)[None, None, :], other=0).to(tl.float32)
    t270 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :], t156, 0.0), 3) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :, None], t269, 0.0), 1), axis=2)
    t271 = (t270) * (0.8)
    t275 = tl.load(m272_ptr + offs_n4[None, None, :] * m272_s2, mask=(offs_n4 < E_n4)[None, None, :], other=0).to(tl.float32)
    t276 = t271 + t275
    t277 = tl.reshape(t276, [T_c0, F_n0, 1, F_n4])
    t278 = 1.0 / (1.0 + tl.exp(-(t277)))
    t279 = tl.sum(tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, None, :], t278, 0.0), 4) * tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, :, None], t250, 0.0), 2), axis=3)
    t280 = tl.reshape(t279, [T_c0, F_n0, F_n3])
    t285 = tl.load(m281_ptr + offs_n3[None, :, None] * m281_s1 + offs_n3[None, None, :] * m281_s2, mask=(offs_n3 < E_n3)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t286 = tl.sum(tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, :], t280, 0.0), 3) * tl.expand_dims(tl.where((offs_n3 < E_n3)[None, :, None], t285, 0.0), 1), axis=2)
    t287 = tl.reshape(t286, [T_c0, F_n0, 1, F_n3])
    t288 = (t265) * (t287)
    t289 = t251 + t288
    tl.store(buf290_ptr + offs_c0[:, None, None, None] * buf290_s0 + offs_n0[None, :, None, None] * buf290_s1 + offs_n4[None, None, :, None] * buf290_s2 + offs_n3[None, None, None, :] * buf290_s3, t289, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n4 < E_n4)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :])


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
    m13 = inputs['phi_res']
    m12 = m13.narrow(0, 0, 1)
    m11 = m12.reshape([64, 16])
    m10 = m11.reshape([1, 64, 16])
    m21 = inputs['b_res']
    m20 = m21.narrow(0, 0, 1)
    m19 = m20.reshape([4, 4])
    m18 = m19.reshape([1, 1, 4, 4])
    m110 = inputs['phi_post']
    m109 = m110.narrow(0, 0, 1)
    m108 = m109.reshape([64, 4])
    m107 = m108.reshape([1, 64, 4])
    m117 = inputs['b_post']
    m116 = m117.narrow(0, 0, 1)
    m115 = m116.reshape([4])
    m114 = m115.reshape([1, 1, 4])
    m126 = inputs['phi_pre']
    m125 = m126.narrow(0, 0, 1)
    m124 = m125.reshape([64, 4])
    m123 = m124.reshape([1, 64, 4])
    m133 = inputs['b_pre']
    m132 = m133.narrow(0, 0, 1)
    m131 = m132.reshape([4])
    m130 = m131.reshape([1, 1, 4])
    m144 = inputs['w_layer']
    m143 = m144.narrow(0, 0, 1)
    m142 = m143.reshape([16, 16])
    m141 = m142.permute([1, 0])
    m140 = m141.reshape([1, 16, 16])
    buf150 = torch.full([2, 32, 4, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(32, T['c1']),)](m2_ptr=m2, m2_s0=m2.stride(0), m2_s1=m2.stride(1), m2_s2=m2.stride(2), m10_ptr=m10, m10_s0=m10.stride(0), m10_s1=m10.stride(1), m10_s2=m10.stride(2), m18_ptr=m18, m18_s0=m18.stride(0), m18_s1=m18.stride(1), m18_s2=m18.stride(2), m18_s3=m18.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), m107_ptr=m107, m107_s0=m107.stride(0), m107_s1=m107.stride(1), m107_s2=m107.stride(2), m114_ptr=m114, m114_s0=m114.stride(0), m114_s1=m114.stride(1), m114_s2=m114.stride(2), m123_ptr=m123, m123_s0=m123.stride(0), m123_s1=m123.stride(1), m123_s2=m123.stride(2), m130_ptr=m130, m130_s0=m130.stride(0), m130_s1=m130.stride(1), m130_s2=m130.stride(2), m140_ptr=m140, m140_s0=m140.stride(0), m140_s1=m140.stride(1), m140_s2=m140.stride(2), buf150_ptr=buf150, buf150_s0=buf150.stride(0), buf150_s1=buf150.stride(1), buf150_s2=buf150.stride(2), buf150_s3=buf150.stride(3), E_c1=32, E_n1=64, E_n2=2, E_n3=16, E_n4=4, F_n1=_pow2(64), F_n2=_pow2(2), F_n3=_pow2(16), F_n4=_pow2(4), T_c1=T['c1'])
    m1 = buf150.reshape([2, 32, 64])
    m159 = m13.narrow(0, 1, 1)
    m158 = m159.reshape([64, 16])
    m157 = m158.reshape([1, 64, 16])
    m166 = m21.narrow(0, 1, 1)
    m165 = m166.reshape([4, 4])
    m164 = m165.reshape([1, 1, 4, 4])
    m254 = m110.narrow(0, 1, 1)
    m253 = m254.reshape([64, 4])
    m252 = m253.reshape([1, 64, 4])
    m260 = m117.narrow(0, 1, 1)
    m259 = m260.reshape([4])
    m258 = m259.reshape([1, 1, 4])
    m268 = m126.narrow(0, 1, 1)
    m267 = m268.reshape([64, 4])
    m266 = m267.reshape([1, 64, 4])
    m274 = m133.narrow(0, 1, 1)
    m273 = m274.reshape([4])
    m272 = m273.reshape([1, 1, 4])
    m284 = m144.narrow(0, 1, 1)
    m283 = m284.reshape([16, 16])
    m282 = m283.permute([1, 0])
    m281 = m282.reshape([1, 16, 16])
    buf290 = torch.full([2, 32, 4, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(2, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m157_ptr=m157, m157_s0=m157.stride(0), m157_s1=m157.stride(1), m157_s2=m157.stride(2), m164_ptr=m164, m164_s0=m164.stride(0), m164_s1=m164.stride(1), m164_s2=m164.stride(2), m164_s3=m164.stride(3), buf150_ptr=buf150, buf150_s0=buf150.stride(0), buf150_s1=buf150.stride(1), buf150_s2=buf150.stride(2), buf150_s3=buf150.stride(3), m252_ptr=m252, m252_s0=m252.stride(0), m252_s1=m252.stride(1), m252_s2=m252.stride(2), m258_ptr=m258, m258_s0=m258.stride(0), m258_s1=m258.stride(1), m258_s2=m258.stride(2), m266_ptr=m266, m266_s0=m266.stride(0), m266_s1=m266.stride(1), m266_s2=m266.stride(2), m272_ptr=m272, m272_s0=m272.stride(0), m272_s1=m272.stride(1), m272_s2=m272.stride(2), m281_ptr=m281, m281_s0=m281.stride(0), m281_s1=m281.stride(1), m281_s2=m281.stride(2), buf290_ptr=buf290, buf290_s0=buf290.stride(0), buf290_s1=buf290.stride(1), buf290_s2=buf290.stride(2), buf290_s3=buf290.stride(3), E_c0=2, E_n0=32, E_n1=64, E_n3=16, E_n4=4, F_n0=_pow2(32), F_n1=_pow2(64), F_n3=_pow2(16), F_n4=_pow2(4), T_c0=T['c0'])
    return buf290


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
