"""mhc [small], candidate 28: 3 kernel(s)

Rendered by EqiForge from candidate 28 of mhc [small]: grid(x.1@1) [2 mm] ; grid(x.0@0, x.1@1) [4 mm] | grid(x.1@1) [6 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.1@1[32]
    c1: grid x.0@0[2]

Run it on its own: `python kernels/f28.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/mhc.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 16, "c1": 1}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 32, "c1": 2}


@triton.jit
def kernel_0(m2_ptr, m2_s0, m2_s1, m2_s2, m10_ptr, m10_s0, m10_s1, m10_s2, m18_ptr, m18_s0, m18_s1, m18_s2, m18_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, buf107_ptr, buf107_s0, buf107_s1, buf107_s2, buf107_s3, E_c0, E_n0, E_n1, E_n2, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c0: tl.constexpr):
    # writes buf107: Combine over grid x.1@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n3 = tl.arange(0, F_n3)
    offs_n2 = tl.arange(0, F_n2)
    t4 = tl.load(m2_ptr + offs_n0[:, None, None] * m2_s0 + offs_c0[None, :, None] * m2_s1 + offs_n1[None, None, :] * m2_s2, mask=(offs_n0 < E_n0)[:, None, None] & (offs_c0 < E_c0)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    t5 = (t4) * (t4)
    t6 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :], t5, 0.0), axis=2, keep_dims=True)
    t7 = t6 + 6.4e-05
    t8 = tl.rsqrt(t7)
    t9 = (t4) * (t8)
    t14 = tl.load(m10_ptr + offs_n1[None, :, None] * m10_s1 + offs_n3[None, None, :] * m10_s2, mask=(offs_n1 < E_n1)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t15 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :], t9, 0.0), 3) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :, None], t14, 0.0), 1), axis=2)
    t16 = tl.reshape(t15, [F_n0, T_c0, F_n2, F_n2])
    t17 = (t16) * (0.8)
    t22 = tl.load(m18_ptr + offs_n2[None, None, :, None] * m18_s2 + offs_n2[None, None, None, :] * m18_s3, mask=(offs_n2 < E_n2)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t23 = t17 + t22
    t24 = tl.exp(t23)
    t25 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t24, 0.0), axis=3, keep_dims=True)
    t26 = (t24) / (t25)
    t27 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t26, 0.0), axis=2, keep_dims=True)
    t28 = (t26) / (t27)
    t29 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t28, 0.0), axis=3, keep_dims=True)
    t30 = (t28) / (t29)
    t31 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t30, 0.0), axis=2, keep_dims=True)
    t32 = (t30) / (t31)
    t33 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t32, 0.0), axis=3, keep_dims=True)
    t34 = (t32) / (t33)
    t35 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t34, 0.0), axis=2, keep_dims=True)
    t36 = (t34) / (t35)
    t37 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t36, 0.0), axis=3, keep_dims=True)
    t38 = (t36) / (t37)
    t39 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t38, 0.0), axis=2, keep_dims=True)
    t40 = (t38) / (t39)
    t41 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t40, 0.0), axis=3, keep_dims=True)
    t42 = (t40) / (t41)
    t43 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t42, 0.0), axis=2, keep_dims=True)
    t44 = (t42) / (t43)
    t45 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t44, 0.0), axis=3, keep_dims=True)
    t46 = (t44) / (t45)
    t47 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t46, 0.0), axis=2, keep_dims=True)
    t48 = (t46) / (t47)
    t49 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t48, 0.0), axis=3, keep_dims=True)
    t50 = (t48) / (t49)
    t51 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t50, 0.0), axis=2, keep_dims=True)
    t52 = (t50) / (t51)
    t53 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t52, 0.0), axis=3, keep_dims=True)
    t54 = (t52) / (t53)
    t55 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t54, 0.0), axis=2, keep_dims=True)
    t56 = (t54) / (t55)
    t57 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t56, 0.0), axis=3, keep_dims=True)
    t58 = (t56) / (t57)
    t59 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t58, 0.0), axis=2, keep_dims=True)
    t60 = (t58) / (t59)
    t61 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t60, 0.0), axis=3, keep_dims=True)
    t62 = (t60) / (t61)
    t63 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t62, 0.0), axis=2, keep_dims=True)
    t64 = (t62) / (t63)
    t65 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t64, 0.0), axis=3, keep_dims=True)
    t66 = (t64) / (t65)
    t67 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t66, 0.0), axis=2, keep_dims=True)
    t68 = (t66) / (t67)
    t69 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t68, 0.0), axis=3, keep_dims=True)
    t70 = (t68) / (t69)
    t71 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t70, 0.0), axis=2, keep_dims=True)
    t72 = (t70) / (t71)
    t73 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t72, 0.0), axis=3, keep_dims=True)
    t74 = (t72) / (t73)
    t75 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t74, 0.0), axis=2, keep_dims=True)
    t76 = (t74) / (t75)
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
    t105 = tl.load(m3_ptr + offs_n0[:, None, None, None] * m3_s0 + offs_c0[None, :, None, None] * m3_s1 + offs_n2[None, None, :, None] * m3_s2 + offs_n3[None, None, None, :] * m3_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t106 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t104, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t105, 0.0), 2), axis=3)
    tl.store(buf107_ptr + offs_n0[:, None, None, None] * buf107_s0 + offs_c0[None, :, None, None] * buf107_s1 + offs_n2[None, None, :, None] * buf107_s2 + offs_n3[None, None, None, :] * buf107_s3, t106, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :])


@triton.jit
def kernel_1(buf107_ptr, buf107_s0, buf107_s1, buf107_s2, buf107_s3, m2_ptr, m2_s0, m2_s1, m2_s2, m115_ptr, m115_s0, m115_s1, m115_s2, m122_ptr, m122_s0, m122_s1, m122_s2, m131_ptr, m131_s0, m131_s1, m131_s2, m138_ptr, m138_s0, m138_s1, m138_s2, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, m149_ptr, m149_s0, m149_s1, m149_s2, buf159_ptr, buf159_s0, buf159_s1, buf159_s2, buf159_s3, E_c0, E_c1, E_n1, E_n2, E_n3, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf159: Combine over grid x.0@0[2], grid x.1@1[32]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n3 = tl.arange(0, F_n3)
    offs_n1 = tl.arange(0, F_n1)
    t108 = tl.load(buf107_ptr + offs_c1[:, None, None, None] * buf107_s0 + offs_c0[None, :, None, None] * buf107_s1 + offs_n2[None, None, :, None] * buf107_s2 + offs_n3[None, None, None, :] * buf107_s3, mask=(offs_c1 < E_c1)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t109 = tl.load(m2_ptr + offs_c1[:, None, None] * m2_s0 + offs_c0[None, :, None] * m2_s1 + offs_n1[None, None, :] * m2_s2, mask=(offs_c1 < E_c1)[:, None, None] & (offs_c0 < E_c0)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    t110 = (t109) * (t109)
    t111 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :], t110, 0.0), axis=2, keep_dims=True)
    t112 = t111 + 6.4e-05
    t113 = tl.rsqrt(t112)
    t114 = (t109) * (t113)
    t119 = tl.load(m115_ptr + offs_n1[None, :, None] * m115_s1 + offs_n2[None, None, :] * m115_s2, mask=(offs_n1 < E_n1)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t120 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :], t114, 0.0), 3) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :, None], t119, 0.0), 1), axis=2)
    t121 = (t120) * (0.8)
    t126 = tl.load(m122_ptr + offs_n2[None, None, :] * m122_s2, mask=(offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t127 = t121 + t126
    t128 = tl.reshape(t127, [T_c1, T_c0, F_n2, 1])
    t129 = 1.0 / (1.0 + tl.exp(-(t128)))
    t130 = (t129) * (2.0)
    t135 = tl.load(m131_ptr + offs_n1[None, :, None] * m131_s1 + offs_n2[None, None, :] * m131_s2, mask=(offs_n1 < E_n1)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t136 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :], t114, 0.0), 3) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :, None], t135, 0.0), 1), axis=2)
    t137 = (t136) * (0.8)
    t142 = tl.load(m138_ptr + offs_n2[None, None, :] * m138_s2, mask=(offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t143 = t137 + t142
    t144 = tl.reshape(t143, [T_c1, T_c0, 1, F_n2])
    t145 = 1.0 / (1.0 + tl.exp(-(t144)))
    t146 = tl.load(m3_ptr + offs_c1[:, None, None, None] * m3_s0 + offs_c0[None, :, None, None] * m3_s1 + offs_n2[None, None, :, None] * m3_s2 + offs_n3[None, None, None, :] * m3_s3, mask=(offs_c1 < E_c1)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t147 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t145, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t146, 0.0), 2), axis=3)
    t148 = tl.reshape(t147, [T_c1, T_c0, F_n3])
    t154 = tl.load(m149_ptr + offs_n3[None, :, None] * m149_s1 + offs_n3[None, None, :] * m149_s2, mask=(offs_n3 < E_n3)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t155 = tl.sum(tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, :], t148, 0.0), 3) * tl.expand_dims(tl.where((offs_n3 < E_n3)[None, :, None], t154, 0.0), 1), axis=2)
    t156 = tl.reshape(t155, [T_c1, T_c0, 1, F_n3])
    t157 = (t130) * (t156)
    t158 = t108 + t157
    tl.store(buf159_ptr + offs_c1[:, None, None, None] * buf159_s0 + offs_c0[None, :, None, None] * buf159_s1 + offs_n2[None, None, :, None] * buf159_s2 + offs_n3[None, None, None, :] * buf159_s3, t158, mask=(offs_c1 < E_c1)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :])


@triton.jit
def kernel_2(m1_ptr, m1_s0, m1_s1, m1_s2, m166_ptr, m166_s0, m166_s1, m166_s2, m173_ptr, m173_s0, m173_s1, m173_s2, m173_s3, buf159_ptr, buf159_s0, buf159_s1, buf159_s2, buf159_s3, m261_ptr, m261_s0, m261_s1, m261_s2, m267_ptr, m267_s0, m267_s1, m267_s2, m275_ptr, m275_s0, m275_s1, m275_s2, m281_ptr, m281_s0, m281_s1, m281_s2, m290_ptr, m290_s0, m290_s1, m290_s2, buf299_ptr, buf299_s0, buf299_s1, buf299_s2, buf299_s3, E_c0, E_n0, E_n1, E_n2, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c0: tl.constexpr):
    # writes buf299: Combine over grid x.1@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n3 = tl.arange(0, F_n3)
    offs_n2 = tl.arange(0, F_n2)
    t160 = tl.load(m1_ptr + offs_n0[:, None, None] * m1_s0 + offs_c0[None, :, None] * m1_s1 + offs_n1[None, None, :] * m1_s2, mask=(offs_n0 < E_n0)[:, None, None] & (offs_c0 < E_c0)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    t161 = (t160) * (t160)
    t162 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :], t161, 0.0), axis=2, keep_dims=True)
    t163 = t162 + 6.4e-05
    t164 = tl.rsqrt(t163)
    t165 = (t160) * (t164)
    t169 = tl.load(m166_ptr + offs_n1[None, :, None] * m166_s1 + offs_n3[None, None, :] * m166_s2, mask=(offs_n1 < E_n1)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t170 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :], t165, 0.0), 3) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :, None], t169, 0.0), 1), axis=2)
    t171 = tl.reshape(t170, [F_n0, T_c0, F_n2, F_n2])
    t172 = (t171) * (0.8)
    t176 = tl.load(m173_ptr + offs_n2[None, None, :, None] * m173_s2 + offs_n2[None, None, None, :] * m173_s3, mask=(offs_n2 < E_n2)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t177 = t172 + t176
    t178 = tl.exp(t177)
    t179 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t178, 0.0), axis=3, keep_dims=True)
    t180 = (t178) / (t179)
    t181 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t180, 0.0), axis=2, keep_dims=True)
    t182 = (t180) / (t181)
    t183 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t182, 0.0), axis=3, keep_dims=True)
    t184 = (t182) / (t183)
    t185 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t184, 0.0), axis=2, keep_dims=True)
    t186 = (t184) / (t185)
    t187 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t186, 0.0), axis=3, keep_dims=True)
    t188 = (t186) / (t187)
    t189 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t188, 0.0), axis=2, keep_dims=True)
    t190 = (t188) / (t189)
    t191 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t190, 0.0), axis=3, keep_dims=True)
    t192 = (t190) / (t191)
    t193 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t192, 0.0), axis=2, keep_dims=True)
    t194 = (t192) / (t193)
    t195 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t194, 0.0), axis=3, keep_dims=True)
    t196 = (t194) / (t195)
    t197 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t196, 0.0), axis=2, keep_dims=True)
    t198 = (t196) / (t197)
    t199 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t198, 0.0), axis=3, keep_dims=True)
    t200 = (t198) / (t199)
    t201 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t200, 0.0), axis=2, keep_dims=True)
    t202 = (t200) / (t201)
    t203 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t202, 0.0), axis=3, keep_dims=True)
    t204 = (t202) / (t203)
    t205 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t204, 0.0), axis=2, keep_dims=True)
    t206 = (t204) / (t205)
    t207 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t206, 0.0), axis=3, keep_dims=True)
    t208 = (t206) / (t207)
    t209 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t208, 0.0), axis=2, keep_dims=True)
    t210 = (t208) / (t209)
    t211 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t210, 0.0), axis=3, keep_dims=True)
    t212 = (t210) / (t211)
    t213 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t212, 0.0), axis=2, keep_dims=True)
    t214 = (t212) / (t213)
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
    t259 = tl.load(buf159_ptr + offs_n0[:, None, None, None] * buf159_s0 + offs_c0[None, :, None, None] * buf159_s1 + offs_n2[None, None, :, None] * buf159_s2 + offs_n3[None, None, None, :] * buf159_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t260 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t258, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t259, 0.0), 2), axis=3)
    t264 = tl.load(m261_ptr + offs_n1[None, :, None] * m261_s1 + offs_n2[None, None, :] * m261_s2, mask=(offs_n1 < E_n1)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t265 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :], t165, 0.0), 3) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :, None], t264, 0.0), 1), axis=2)
    t266 = (t265) * (0.8)
    t270 = tl.load(m267_ptr + offs_n2[None, None, :] * m267_s2, mask=(offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t271 = t266 + t270
    t272 = tl.reshape(t271, [F_n0, T_c0, F_n2, 1])
    t273 = 1.0 / (1.0 + tl.exp(-(t272)))
    t274 = (t273) * (2.0)
    t278 = tl.load(m275_ptr + offs_n1[None, :, None] * m275_s1 + offs_n2[None, None, :] * m275_s2, mask=(offs_n1 < E_n1)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t279 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :], t165, 0.0), 3) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :, None], t278, 0.0), 1), axis=2)
    t280 = (t279) * (0.8)
    t284 = tl.load(m281_ptr + offs_n2[None, None, :] * m281_s2, mask=(offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t285 = t280 + t284
    t286 = tl.reshape(t285, [F_n0, T_c0, 1, F_n2])
    t287 = 1.0 / (1.0 + tl.exp(-(t286)))
    t288 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t287, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t259, 0.0), 2), axis=3)
    t289 = tl.reshape(t288, [F_n0, T_c0, F_n3])
    t294 = tl.load(m290_ptr + offs_n3[None, :, None] * m290_s1 + offs_n3[None, None, :] * m290_s2, mask=(offs_n3 < E_n3)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t295 = tl.sum(tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, :], t289, 0.0), 3) * tl.expand_dims(tl.where((offs_n3 < E_n3)[None, :, None], t294, 0.0), 1), axis=2)
    t296 = tl.reshape(t295, [F_n0, T_c0, 1, F_n3])
    t297 = (t274) * (t296)
    t298 = t260 + t297
    tl.store(buf299_ptr + offs_n0[:, None, None, None] * buf299_s0 + offs_c0[None, :, None, None] * buf299_s1 + offs_n2[None, None, :, None] * buf299_s2 + offs_n3[None, None, None, :] * buf299_s3, t298, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :])


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
    buf107 = torch.full([2, 32, 4, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(32, T['c0']),)](m2_ptr=m2, m2_s0=m2.stride(0), m2_s1=m2.stride(1), m2_s2=m2.stride(2), m10_ptr=m10, m10_s0=m10.stride(0), m10_s1=m10.stride(1), m10_s2=m10.stride(2), m18_ptr=m18, m18_s0=m18.stride(0), m18_s1=m18.stride(1), m18_s2=m18.stride(2), m18_s3=m18.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), buf107_ptr=buf107, buf107_s0=buf107.stride(0), buf107_s1=buf107.stride(1), buf107_s2=buf107.stride(2), buf107_s3=buf107.stride(3), E_c0=32, E_n0=2, E_n1=64, E_n2=4, E_n3=16, F_n0=_pow2(2), F_n1=_pow2(64), F_n2=_pow2(4), F_n3=_pow2(16), T_c0=T['c0'])
    m118 = inputs['phi_post']
    m117 = m118.narrow(0, 0, 1)
    m116 = m117.reshape([64, 4])
    m115 = m116.reshape([1, 64, 4])
    m125 = inputs['b_post']
    m124 = m125.narrow(0, 0, 1)
    m123 = m124.reshape([4])
    m122 = m123.reshape([1, 1, 4])
    m134 = inputs['phi_pre']
    m133 = m134.narrow(0, 0, 1)
    m132 = m133.reshape([64, 4])
    m131 = m132.reshape([1, 64, 4])
    m141 = inputs['b_pre']
    m140 = m141.narrow(0, 0, 1)
    m139 = m140.reshape([4])
    m138 = m139.reshape([1, 1, 4])
    m153 = inputs['w_layer']
    m152 = m153.narrow(0, 0, 1)
    m151 = m152.reshape([16, 16])
    m150 = m151.permute([1, 0])
    m149 = m150.reshape([1, 16, 16])
    buf159 = torch.full([2, 32, 4, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(2, T['c1']) * _cdiv(32, T['c0']),)](buf107_ptr=buf107, buf107_s0=buf107.stride(0), buf107_s1=buf107.stride(1), buf107_s2=buf107.stride(2), buf107_s3=buf107.stride(3), m2_ptr=m2, m2_s0=m2.stride(0), m2_s1=m2.stride(1), m2_s2=m2.stride(2), m115_ptr=m115, m115_s0=m115.stride(0), m115_s1=m115.stride(1), m115_s2=m115.stride(2), m122_ptr=m122, m122_s0=m122.stride(0), m122_s1=m122.stride(1), m122_s2=m122.stride(2), m131_ptr=m131, m131_s0=m131.stride(0), m131_s1=m131.stride(1), m131_s2=m131.stride(2), m138_ptr=m138, m138_s0=m138.stride(0), m138_s1=m138.stride(1), m138_s2=m138.stride(2), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), m149_ptr=m149, m149_s0=m149.stride(0), m149_s1=m149.stride(1), m149_s2=m149.stride(2), buf159_ptr=buf159, buf159_s0=buf159.stride(0), buf159_s1=buf159.stride(1), buf159_s2=buf159.stride(2), buf159_s3=buf159.stride(3), E_c0=32, E_c1=2, E_n1=64, E_n2=4, E_n3=16, F_n1=_pow2(64), F_n2=_pow2(4), F_n3=_pow2(16), T_c0=T['c0'], T_c1=T['c1'])
    m1 = buf159.reshape([2, 32, 64])
    m168 = m13.narrow(0, 1, 1)
    m167 = m168.reshape([64, 16])
    m166 = m167.reshape([1, 64, 16])
    m175 = m21.narrow(0, 1, 1)
    m174 = m175.reshape([4, 4])
    m173 = m174.reshape([1, 1, 4, 4])
    m263 = m118.narrow(0, 1, 1)
    m262 = m263.reshape([64, 4])
    m261 = m262.reshape([1, 64, 4])
    m269 = m125.narrow(0, 1, 1)
    m268 = m269.reshape([4])
    m267 = m268.reshape([1, 1, 4])
    m277 = m134.narrow(0, 1, 1)
    m276 = m277.reshape([64, 4])
    m275 = m276.reshape([1, 64, 4])
    m283 = m141.narrow(0, 1, 1)
    m282 = m283.reshape([4])
    m281 = m282.reshape([1, 1, 4])
    m293 = m153.narrow(0, 1, 1)
    m292 = m293.reshape([16, 16])
    m291 = m292.permute([1, 0])
    m290 = m291.reshape([1, 16, 16])
    buf299 = torch.full([2, 32, 4, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(32, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m166_ptr=m166, m166_s0=m166.stride(0), m166_s1=m166.stride(1), m166_s2=m166.stride(2), m173_ptr=m173, m173_s0=m173.stride(0), m173_s1=m173.stride(1), m173_s2=m173.stride(2), m173_s3=m173.stride(3), buf159_ptr=buf159, buf159_s0=buf159.stride(0), buf159_s1=buf159.stride(1), buf159_s2=buf159.stride(2), buf159_s3=buf159.stride(3), m261_ptr=m261, m261_s0=m261.stride(0), m261_s1=m261.stride(1), m261_s2=m261.stride(2), m267_ptr=m267, m267_s0=m267.stride(0), m267_s1=m267.stride(1), m267_s2=m267.stride(2), m275_ptr=m275, m275_s0=m275.stride(0), m275_s1=m275.stride(1), m275_s2=m275.stride(2), m281_ptr=m281, m281_s0=m281.stride(0), m281_s1=m281.stride(1), m281_s2=m281.stride(2), m290_ptr=m290, m290_s0=m290.stride(0), m290_s1=m290.stride(1), m290_s2=m290.stride(2), buf299_ptr=buf299, buf299_s0=buf299.stride(0), buf299_s1=buf299.stride(1), buf299_s2=buf299.stride(2), buf299_s3=buf299.stride(3), E_c0=32, E_n0=2, E_n1=64, E_n2=4, E_n3=16, F_n0=_pow2(2), F_n1=_pow2(64), F_n2=_pow2(4), F_n3=_pow2(16), T_c0=T['c0'])
    return buf299


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
