"""mhc [small], candidate 95: 2 kernel(s)

Rendered by EqiForge from candidate 95 of mhc [small]: grid(x.1@1) [6 mm] | grid(x.1@1) loop(x.2[64]: sum) loop(x.2[64]: sum) loop(x.2[64]: pair(sum, sum)) loop(x_1.2[4]: sum) [7 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.1@1[32]
    c1: loop x.2[64]
    c2: loop x_1.2[4]

Run it on its own: `python kernels/f95.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/mhc.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 16, "c1": 32, "c2": 2}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 32, "c1": 64, "c2": 4}


@triton.jit
def kernel_0(m2_ptr, m2_s0, m2_s1, m2_s2, m10_ptr, m10_s0, m10_s1, m10_s2, m18_ptr, m18_s0, m18_s1, m18_s2, m18_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, m107_ptr, m107_s0, m107_s1, m107_s2, m114_ptr, m114_s0, m114_s1, m114_s2, m123_ptr, m123_s0, m123_s1, m123_s2, m130_ptr, m130_s0, m130_s1, m130_s2, m140_ptr, m140_s0, m140_s1, m140_s2, buf150_ptr, buf150_s0, buf150_s1, buf150_s2, buf150_s3, E_c0, E_n0, E_n1, E_n2, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c0: tl.constexpr):
    # writes buf150: Combine over grid x.1@1[32]
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
    t5 = (t4) * (t4)
    t6 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :], t5, 0.0), axis=2, keep_dims=True)
    t7 = t6 + 6.4e-05
    t8 = tl.rsqrt(t7)
    t9 = (t4) * (t8)
    t14 = tl.load(m10_ptr + offs_n1[None, :, None] * m10_s1 + offs_n2[None, None, :] * m10_s2, mask=(offs_n1 < E_n1)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t15 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :], t9, 0.0), 3) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :, None], t14, 0.0), 1), axis=2)
    t16 = tl.reshape(t15, [F_n0, T_c0, F_n3, F_n3])
    t17 = (t16) * (0.8)
    t22 = tl.load(m18_ptr + offs_n3[None, None, :, None] * m18_s2 + offs_n3[None, None, None, :] * m18_s3, mask=(offs_n3 < E_n3)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t23 = t17 + t22
    t24 = tl.exp(t23)
    t25 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t24, 0.0), axis=3, keep_dims=True)
    t26 = (t24) / (t25)
    t27 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t26, 0.0), axis=2, keep_dims=True)
    t28 = (t26) / (t27)
    t29 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t28, 0.0), axis=3, keep_dims=True)
    t30 = (t28) / (t29)
    t31 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t30, 0.0), axis=2, keep_dims=True)
    t32 = (t30) / (t31)
    t33 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t32, 0.0), axis=3, keep_dims=True)
    t34 = (t32) / (t33)
    t35 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t34, 0.0), axis=2, keep_dims=True)
    t36 = (t34) / (t35)
    t37 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t36, 0.0), axis=3, keep_dims=True)
    t38 = (t36) / (t37)
    t39 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t38, 0.0), axis=2, keep_dims=True)
    t40 = (t38) / (t39)
    t41 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t40, 0.0), axis=3, keep_dims=True)
    t42 = (t40) / (t41)
    t43 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t42, 0.0), axis=2, keep_dims=True)
    t44 = (t42) / (t43)
    t45 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t44, 0.0), axis=3, keep_dims=True)
    t46 = (t44) / (t45)
    t47 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t46, 0.0), axis=2, keep_dims=True)
    t48 = (t46) / (t47)
    t49 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t48, 0.0), axis=3, keep_dims=True)
    t50 = (t48) / (t49)
    t51 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t50, 0.0), axis=2, keep_dims=True)
    t52 = (t50) / (t51)
    t53 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t52, 0.0), axis=3, keep_dims=True)
    t54 = (t52) / (t53)
    t55 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t54, 0.0), axis=2, keep_dims=True)
    t56 = (t54) / (t55)
    t57 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t56, 0.0), axis=3, keep_dims=True)
    t58 = (t56) / (t57)
    t59 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t58, 0.0), axis=2, keep_dims=True)
    t60 = (t58) / (t59)
    t61 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t60, 0.0), axis=3, keep_dims=True)
    t62 = (t60) / (t61)
    t63 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t62, 0.0), axis=2, keep_dims=True)
    t64 = (t62) / (t63)
    t65 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t64, 0.0), axis=3, keep_dims=True)
    t66 = (t64) / (t65)
    t67 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t66, 0.0), axis=2, keep_dims=True)
    t68 = (t66) / (t67)
    t69 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t68, 0.0), axis=3, keep_dims=True)
    t70 = (t68) / (t69)
    t71 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t70, 0.0), axis=2, keep_dims=True)
    t72 = (t70) / (t71)
    t73 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t72, 0.0), axis=3, keep_dims=True)
    t74 = (t72) / (t73)
    t75 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t74, 0.0), axis=2, keep_dims=True)
    t76 = (t74) / (t75)
    t77 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t76, 0.0), axis=3, keep_dims=True)
    t78 = (t76) / (t77)
    t79 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t78, 0.0), axis=2, keep_dims=True)
    t80 = (t78) / (t79)
    t81 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t80, 0.0), axis=3, keep_dims=True)
    t82 = (t80) / (t81)
    t83 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t82, 0.0), axis=2, keep_dims=True)
    t84 = (t82) / (t83)
    t85 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t84, 0.0), axis=3, keep_dims=True)
    t86 = (t84) / (t85)
    t87 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t86, 0.0), axis=2, keep_dims=True)
    t88 = (t86) / (t87)
    t89 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t88, 0.0), axis=3, keep_dims=True)
    t90 = (t88) / (t89)
    t91 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t90, 0.0), axis=2, keep_dims=True)
    t92 = (t90) / (t91)
    t93 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t92, 0.0), axis=3, keep_dims=True)
    t94 = (t92) / (t93)
    t95 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t94, 0.0), axis=2, keep_dims=True)
    t96 = (t94) / (t95)
    t97 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t96, 0.0), axis=3, keep_dims=True)
    t98 = (t96) / (t97)
    t99 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t98, 0.0), axis=2, keep_dims=True)
    t100 = (t98) / (t99)
    t101 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t100, 0.0), axis=3, keep_dims=True)
    t102 = (t100) / (t101)
    t103 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t102, 0.0), axis=2, keep_dims=True)
    t104 = (t102) / (t103)
    t105 = tl.load(m3_ptr + offs_n0[:, None, None, None] * m3_s0 + offs_c0[None, :, None, None] * m3_s1 + offs_n3[None, None, :, None] * m3_s2 + offs_n2[None, None, None, :] * m3_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n3 < E_n3)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t106 = tl.sum(tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, None, :], t104, 0.0), 4) * tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, :, None], t105, 0.0), 2), axis=3)
    t111 = tl.load(m107_ptr + offs_n1[None, :, None] * m107_s1 + offs_n3[None, None, :] * m107_s2, mask=(offs_n1 < E_n1)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t112 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :], t9, 0.0), 3) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :, None], t111, 0.0), 1), axis=2)
    t113 = (t112) * (0.8)
    t118 = tl.load(m114_ptr + offs_n3[None, None, :] * m114_s2, mask=(offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t119 = t113 + t118
    t120 = tl.reshape(t119, [F_n0, T_c0, F_n3, 1])
    t121 = 1.0 / (1.0 + tl.exp(-(t120)))
    t122 = (t121) * (2.0)
    t127 = tl.load(m123_ptr + offs_n1[None, :, None] * m123_s1 + offs_n3[None, None, :] * m123_s2, mask=(offs_n1 < E_n1)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t128 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :], t9, 0.0), 3) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :, None], t127, 0.0), 1), axis=2)
    t129 = (t128) * (0.8)
    t134 = tl.load(m130_ptr + offs_n3[None, None, :] * m130_s2, mask=(offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t135 = t129 + t134
    t136 = tl.reshape(t135, [F_n0, T_c0, 1, F_n3])
    t137 = 1.0 / (1.0 + tl.exp(-(t136)))
    t138 = tl.sum(tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, None, :], t137, 0.0), 4) * tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, :, None], t105, 0.0), 2), axis=3)
    t139 = tl.reshape(t138, [F_n0, T_c0, F_n2])
    t145 = tl.load(m140_ptr + offs_n2[None, :, None] * m140_s1 + offs_n2[None, None, :] * m140_s2, mask=(offs_n2 < E_n2)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t146 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :], t139, 0.0), 3) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, :, None], t145, 0.0), 1), axis=2)
    t147 = tl.reshape(t146, [F_n0, T_c0, 1, F_n2])
    t148 = (t122) * (t147)
    t149 = t106 + t148
    tl.store(buf150_ptr + offs_n0[:, None, None, None] * buf150_s0 + offs_c0[None, :, None, None] * buf150_s1 + offs_n3[None, None, :, None] * buf150_s2 + offs_n2[None, None, None, :] * buf150_s3, t149, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n3 < E_n3)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :])


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, m1_s2, m152_ptr, m152_s0, m152_s1, m152_s2, m167_ptr, m167_s0, m167_s1, m167_s2, m167_s3, buf150_ptr, buf150_s0, buf150_s1, buf150_s2, buf150_s3, m256_ptr, m256_s0, m256_s1, m256_s2, m261_ptr, m261_s0, m261_s1, m261_s2, m270_ptr, m270_s0, m270_s1, m270_s2, m287_ptr, m287_s0, m287_s1, m287_s2, m298_ptr, m298_s0, m298_s1, m298_s2, buf307_ptr, buf307_s0, buf307_s1, buf307_s2, buf307_s3, E_c0, E_c1, E_c2, E_n0, E_n1, E_n2, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf307: Combine over grid x.1@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n2 = tl.arange(0, F_n2)
    offs_n3 = tl.arange(0, F_n3)
    offs_n1 = tl.arange(0, F_n1)
    acc157 = tl.full([F_n0, T_c0, F_n2], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t151 = tl.load(m1_ptr + offs_n0[:, None, None] * m1_s0 + offs_c0[None, :, None] * m1_s1 + offs_c1[None, None, :] * m1_s2, mask=(offs_n0 < E_n0)[:, None, None] & (offs_c0 < E_c0)[None, :, None] & (offs_c1 < E_c1)[None, None, :], other=0).to(tl.float32)
        t155 = tl.load(m152_ptr + offs_c1[None, :, None] * m152_s1 + offs_n2[None, None, :] * m152_s2, mask=(offs_c1 < E_c1)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
        t156 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, :], t151, 0.0), 3) * tl.expand_dims(tl.where((offs_c1 < E_c1)[None, :, None], t155, 0.0), 1), axis=2)
        acc157 = acc157 + t156
    acc161 = tl.full([F_n0, T_c0, 1], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t158 = tl.load(m1_ptr + offs_n0[:, None, None] * m1_s0 + offs_c0[None, :, None] * m1_s1 + offs_c1[None, None, :] * m1_s2, mask=(offs_n0 < E_n0)[:, None, None] & (offs_c0 < E_c0)[None, :, None] & (offs_c1 < E_c1)[None, None, :], other=0).to(tl.float32)
        t159 = (t158) * (t158)
        t160 = tl.sum(tl.where((offs_c1 < E_c1)[None, None, :], t159, 0.0), axis=2, keep_dims=True)
        acc161 = acc161 + t160
    t162 = acc161 + 6.4e-05
    t163 = tl.rsqrt(t162)
    t164 = (acc157) * (t163)
    t165 = tl.reshape(t164, [F_n0, T_c0, F_n3, F_n3])
    t166 = (t165) * (0.8)
    t170 = tl.load(m167_ptr + offs_n3[None, None, :, None] * m167_s2 + offs_n3[None, None, None, :] * m167_s3, mask=(offs_n3 < E_n3)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t171 = t166 + t170
    t172 = tl.exp(t171)
    t173 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t172, 0.0), axis=3, keep_dims=True)
    t174 = (t172) / (t173)
    t175 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t174, 0.0), axis=2, keep_dims=True)
    t176 = (t174) / (t175)
    t177 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t176, 0.0), axis=3, keep_dims=True)
    t178 = (t176) / (t177)
    t179 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t178, 0.0), axis=2, keep_dims=True)
    t180 = (t178) / (t179)
    t181 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t180, 0.0), axis=3, keep_dims=True)
    t182 = (t180) / (t181)
    t183 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t182, 0.0), axis=2, keep_dims=True)
    t184 = (t182) / (t183)
    t185 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t184, 0.0), axis=3, keep_dims=True)
    t186 = (t184) / (t185)
    t187 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t186, 0.0), axis=2, keep_dims=True)
    t188 = (t186) / (t187)
    t189 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t188, 0.0), axis=3, keep_dims=True)
    t190 = (t188) / (t189)
    t191 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t190, 0.0), axis=2, keep_dims=True)
    t192 = (t190) / (t191)
    t193 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t192, 0.0), axis=3, keep_dims=True)
    t194 = (t192) / (t193)
    t195 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t194, 0.0), axis=2, keep_dims=True)
    t196 = (t194) / (t195)
    t197 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t196, 0.0), axis=3, keep_dims=True)
    t198 = (t196) / (t197)
    t199 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t198, 0.0), axis=2, keep_dims=True)
    t200 = (t198) / (t199)
    t201 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t200, 0.0), axis=3, keep_dims=True)
    t202 = (t200) / (t201)
    t203 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t202, 0.0), axis=2, keep_dims=True)
    t204 = (t202) / (t203)
    t205 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t204, 0.0), axis=3, keep_dims=True)
    t206 = (t204) / (t205)
    t207 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t206, 0.0), axis=2, keep_dims=True)
    t208 = (t206) / (t207)
    t209 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t208, 0.0), axis=3, keep_dims=True)
    t210 = (t208) / (t209)
    t211 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t210, 0.0), axis=2, keep_dims=True)
    t212 = (t210) / (t211)
    t213 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t212, 0.0), axis=3, keep_dims=True)
    t214 = (t212) / (t213)
    t215 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t214, 0.0), axis=2, keep_dims=True)
    t216 = (t214) / (t215)
    t217 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t216, 0.0), axis=3, keep_dims=True)
    t218 = (t216) / (t217)
    t219 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t218, 0.0), axis=2, keep_dims=True)
    t220 = (t218) / (t219)
    t221 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t220, 0.0), axis=3, keep_dims=True)
    t222 = (t220) / (t221)
    t223 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t222, 0.0), axis=2, keep_dims=True)
    t224 = (t222) / (t223)
    t225 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t224, 0.0), axis=3, keep_dims=True)
    t226 = (t224) / (t225)
    t227 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t226, 0.0), axis=2, keep_dims=True)
    t228 = (t226) / (t227)
    t229 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t228, 0.0), axis=3, keep_dims=True)
    t230 = (t228) / (t229)
    t231 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t230, 0.0), axis=2, keep_dims=True)
    t232 = (t230) / (t231)
    t233 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t232, 0.0), axis=3, keep_dims=True)
    t234 = (t232) / (t233)
    t235 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t234, 0.0), axis=2, keep_dims=True)
    t236 = (t234) / (t235)
    t237 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t236, 0.0), axis=3, keep_dims=True)
    t238 = (t236) / (t237)
    t239 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t238, 0.0), axis=2, keep_dims=True)
    t240 = (t238) / (t239)
    t241 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t240, 0.0), axis=3, keep_dims=True)
    t242 = (t240) / (t241)
    t243 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t242, 0.0), axis=2, keep_dims=True)
    t244 = (t242) / (t243)
    t245 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t244, 0.0), axis=3, keep_dims=True)
    t246 = (t244) / (t245)
    t247 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t246, 0.0), axis=2, keep_dims=True)
    t248 = (t246) / (t247)
    t249 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t248, 0.0), axis=3, keep_dims=True)
    t250 = (t248) / (t249)
    t251 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t250, 0.0), axis=2, keep_dims=True)
    t252 = (t250) / (t251)
    t253 = tl.load(buf150_ptr + offs_n0[:, None, None, None] * buf150_s0 + offs_c0[None, :, None, None] * buf150_s1 + offs_n3[None, None, :, None] * buf150_s2 + offs_n2[None, None, None, :] * buf150_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n3 < E_n3)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t254 = tl.sum(tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, None, :], t252, 0.0), 4) * tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, :, None], t253, 0.0), 2), axis=3)
    acc266 = tl.full([F_n0, T_c0, F_n3], 0.0, tl.float32)
    acc267 = tl.full([F_n0, T_c0, F_n3], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t255 = tl.load(m1_ptr + offs_n0[:, None, None] * m1_s0 + offs_c0[None, :, None] * m1_s1 + offs_c1[None, None, :] * m1_s2, mask=(offs_n0 < E_n0)[:, None, None] & (offs_c0 < E_c0)[None, :, None] & (offs_c1 < E_c1)[None, None, :], other=0).to(tl.float32)
        t259 = tl.load(m256_ptr + offs_c1[None, :, None] * m256_s1 + offs_n3[None, None, :] * m256_s2, mask=(offs_c1 < E_c1)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
        t260 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, :], t255, 0.0), 3) * tl.expand_dims(tl.where((offs_c1 < E_c1)[None, :, None], t259, 0.0), 1), axis=2)
        t264 = tl.load(m261_ptr + offs_c1[None, :, None] * m261_s1 + offs_n3[None, None, :] * m261_s2, mask=(offs_c1 < E_c1)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
        t265 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, :], t255, 0.0), 3) * tl.expand_dims(tl.where((offs_c1 < E_c1)[None, :, None], t264, 0.0), 1), axis=2)
        acc266 = acc266 + t260
        acc267 = acc267 + t265
    t268 = (acc267) * (t163)
    t269 = (t268) * (0.8)
    t273 = tl.load(m270_ptr + offs_n3[None, None, :] * m270_s2, mask=(offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t274 = t269 + t273
    t275 = tl.reshape(t274, [F_n0, T_c0, F_n3, 1])
    t276 = 1.0 / (1.0 + tl.exp(-(t275)))
    t277 = (t276) * (2.0)
    t278 = tl.load(m1_ptr + offs_n0[:, None, None] * m1_s0 + offs_c0[None, :, None] * m1_s1 + offs_n1[None, None, :] * m1_s2, mask=(offs_n0 < E_n0)[:, None, None] & (offs_c0 < E_c0)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    t279 = (t278) * (t278)
    t280 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :], t279, 0.0), axis=2, keep_dims=True)
    t281 = t280 + 6.4e-05
    t282 = tl.rsqrt(t281)
    t283 = (t278) * (t282)
    acc296 = tl.full([F_n0, T_c0, 1, F_n2], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t284 = tl.load(m256_ptr + offs_n1[None, :, None] * m256_s1 + offs_c2[None, None, :] * m256_s2, mask=(offs_n1 < E_n1)[None, :, None] & (offs_c2 < E_c2)[None, None, :], other=0).to(tl.float32)
        t285 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :], t283, 0.0), 3) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :, None], t284, 0.0), 1), axis=2)
        t286 = (t285) * (0.8)
        t290 = tl.load(m287_ptr + offs_c2[None, None, :] * m287_s2, mask=(offs_c2 < E_c2)[None, None, :], other=0).to(tl.float32)
        t291 = t286 + t290
        t292 = tl.reshape(t291, [F_n0, T_c0, 1, T_c2])
        t293 = 1.0 / (1.0 + tl.exp(-(t292)))
        t294 = tl.load(buf150_ptr + offs_n0[:, None, None, None] * buf150_s0 + offs_c0[None, :, None, None] * buf150_s1 + offs_c2[None, None, :, None] * buf150_s2 + offs_n2[None, None, None, :] * buf150_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
        t295 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :], t293, 0.0), 4) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :, None], t294, 0.0), 2), axis=3)
        acc296 = acc296 + t295
    t297 = tl.reshape(acc296, [F_n0, T_c0, F_n2])
    t302 = tl.load(m298_ptr + offs_n2[None, :, None] * m298_s1 + offs_n2[None, None, :] * m298_s2, mask=(offs_n2 < E_n2)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t303 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :], t297, 0.0), 3) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, :, None], t302, 0.0), 1), axis=2)
    t304 = tl.reshape(t303, [F_n0, T_c0, 1, F_n2])
    t305 = (t277) * (t304)
    t306 = t254 + t305
    tl.store(buf307_ptr + offs_n0[:, None, None, None] * buf307_s0 + offs_c0[None, :, None, None] * buf307_s1 + offs_n3[None, None, :, None] * buf307_s2 + offs_n2[None, None, None, :] * buf307_s3, t306, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n3 < E_n3)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :])


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
    kernel_0[(_cdiv(32, T['c0']),)](m2_ptr=m2, m2_s0=m2.stride(0), m2_s1=m2.stride(1), m2_s2=m2.stride(2), m10_ptr=m10, m10_s0=m10.stride(0), m10_s1=m10.stride(1), m10_s2=m10.stride(2), m18_ptr=m18, m18_s0=m18.stride(0), m18_s1=m18.stride(1), m18_s2=m18.stride(2), m18_s3=m18.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), m107_ptr=m107, m107_s0=m107.stride(0), m107_s1=m107.stride(1), m107_s2=m107.stride(2), m114_ptr=m114, m114_s0=m114.stride(0), m114_s1=m114.stride(1), m114_s2=m114.stride(2), m123_ptr=m123, m123_s0=m123.stride(0), m123_s1=m123.stride(1), m123_s2=m123.stride(2), m130_ptr=m130, m130_s0=m130.stride(0), m130_s1=m130.stride(1), m130_s2=m130.stride(2), m140_ptr=m140, m140_s0=m140.stride(0), m140_s1=m140.stride(1), m140_s2=m140.stride(2), buf150_ptr=buf150, buf150_s0=buf150.stride(0), buf150_s1=buf150.stride(1), buf150_s2=buf150.stride(2), buf150_s3=buf150.stride(3), E_c0=32, E_n0=2, E_n1=64, E_n2=16, E_n3=4, F_n0=_pow2(2), F_n1=_pow2(64), F_n2=_pow2(16), F_n3=_pow2(4), T_c0=T['c0'])
    m1 = buf150.reshape([2, 32, 64])
    m154 = m13.narrow(0, 1, 1)
    m153 = m154.reshape([64, 16])
    m152 = m153.reshape([1, 64, 16])
    m169 = m21.narrow(0, 1, 1)
    m168 = m169.reshape([4, 4])
    m167 = m168.reshape([1, 1, 4, 4])
    m258 = m126.narrow(0, 1, 1)
    m257 = m258.reshape([64, 4])
    m256 = m257.reshape([1, 64, 4])
    m263 = m110.narrow(0, 1, 1)
    m262 = m263.reshape([64, 4])
    m261 = m262.reshape([1, 64, 4])
    m272 = m117.narrow(0, 1, 1)
    m271 = m272.reshape([4])
    m270 = m271.reshape([1, 1, 4])
    m289 = m133.narrow(0, 1, 1)
    m288 = m289.reshape([4])
    m287 = m288.reshape([1, 1, 4])
    m301 = m144.narrow(0, 1, 1)
    m300 = m301.reshape([16, 16])
    m299 = m300.permute([1, 0])
    m298 = m299.reshape([1, 16, 16])
    buf307 = torch.full([2, 32, 4, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(32, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m152_ptr=m152, m152_s0=m152.stride(0), m152_s1=m152.stride(1), m152_s2=m152.stride(2), m167_ptr=m167, m167_s0=m167.stride(0), m167_s1=m167.stride(1), m167_s2=m167.stride(2), m167_s3=m167.stride(3), buf150_ptr=buf150, buf150_s0=buf150.stride(0), buf150_s1=buf150.stride(1), buf150_s2=buf150.stride(2), buf150_s3=buf150.stride(3), m256_ptr=m256, m256_s0=m256.stride(0), m256_s1=m256.stride(1), m256_s2=m256.stride(2), m261_ptr=m261, m261_s0=m261.stride(0), m261_s1=m261.stride(1), m261_s2=m261.stride(2), m270_ptr=m270, m270_s0=m270.stride(0), m270_s1=m270.stride(1), m270_s2=m270.stride(2), m287_ptr=m287, m287_s0=m287.stride(0), m287_s1=m287.stride(1), m287_s2=m287.stride(2), m298_ptr=m298, m298_s0=m298.stride(0), m298_s1=m298.stride(1), m298_s2=m298.stride(2), buf307_ptr=buf307, buf307_s0=buf307.stride(0), buf307_s1=buf307.stride(1), buf307_s2=buf307.stride(2), buf307_s3=buf307.stride(3), E_c0=32, E_c1=64, E_c2=4, E_n0=2, E_n1=64, E_n2=16, E_n3=4, F_n0=_pow2(2), F_n1=_pow2(64), F_n2=_pow2(16), F_n3=_pow2(4), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    return buf307


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
