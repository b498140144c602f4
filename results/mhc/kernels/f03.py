"""mhc [small], candidate 3: 3 kernel(s)

Rendered by EqiForge from candidate 3 of mhc [small]: grid(x.1@1) loop(phi_pre.0[64]: sum) [1 mm] ; grid(x.0@0) [1 mm] ; grid(x.0@0) [6 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.0@0[2]
    c1: grid x.1@1[32]
    c2: loop phi_pre.0[64]

Run it on its own: `python kernels/f03.py` checks it once against PyTorch on random inputs.
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


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m1_s2, m42_ptr, m42_s0, m42_s1, m42_s2, m48_ptr, m48_s0, m48_s1, m48_s2, m48_s3, buf69_ptr, buf69_s0, buf69_s1, buf69_s2, buf69_s3, E_c1, E_c2, E_n1, E_n2, E_n3, E_n4, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, F_n4: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf69: Combine over grid x.1@1[32]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n4 = tl.arange(0, F_n4)
    offs_n1 = tl.arange(0, F_n1)
    offs_n3 = tl.arange(0, F_n3)
    offs_n2 = tl.arange(0, F_n2)
    t53 = tl.load(m1_ptr + offs_n4[:, None, None] * m1_s0 + offs_c1[None, :, None] * m1_s1 + offs_n1[None, None, :] * m1_s2, mask=(offs_n4 < E_n4)[:, None, None] & (offs_c1 < E_c1)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    acc57 = tl.full([F_n4, T_c1, 1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t54 = tl.load(m1_ptr + offs_n4[:, None, None] * m1_s0 + offs_c1[None, :, None] * m1_s1 + offs_c2[None, None, :] * m1_s2, mask=(offs_n4 < E_n4)[:, None, None] & (offs_c1 < E_c1)[None, :, None] & (offs_c2 < E_c2)[None, None, :], other=0).to(tl.float32)
        t55 = (t54) * (t54)
        t56 = tl.sum(tl.where((offs_c2 < E_c2)[None, None, :], t55, 0.0), axis=2, keep_dims=True)
        acc57 = acc57 + t56
    t58 = acc57 + 6.4e-05
    t59 = tl.rsqrt(t58)
    t60 = (t53) * (t59)
    t61 = tl.load(m42_ptr + offs_n1[None, :, None] * m42_s1 + offs_n3[None, None, :] * m42_s2, mask=(offs_n1 < E_n1)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t62 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :], t60, 0.0), 3) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :, None], t61, 0.0), 1), axis=2)
    t63 = tl.reshape(t62, [F_n4, T_c1, F_n2, F_n2])
    t64 = (t63) * (0.8)
    t65 = tl.load(m48_ptr + offs_n2[None, None, :, None] * m48_s2 + offs_n2[None, None, None, :] * m48_s3, mask=(offs_n2 < E_n2)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t66 = t64 + t65
    t67 = tl.exp(t66)
    t68 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t67, 0.0), axis=3, keep_dims=True)
    tl.store(buf69_ptr + offs_n4[:, None, None, None] * buf69_s0 + offs_c1[None, :, None, None] * buf69_s1 + offs_n2[None, None, :, None] * buf69_s2, t68, mask=(offs_n4 < E_n4)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None])


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, m1_s2, m42_ptr, m42_s0, m42_s1, m42_s2, m48_ptr, m48_s0, m48_s1, m48_s2, m48_s3, buf69_ptr, buf69_s0, buf69_s1, buf69_s2, buf69_s3, buf88_ptr, buf88_s0, buf88_s1, buf88_s2, buf88_s3, E_c0, E_n0, E_n1, E_n2, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c0: tl.constexpr):
    # writes buf88: Combine over grid x.0@0[2]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n3 = tl.arange(0, F_n3)
    offs_n2 = tl.arange(0, F_n2)
    t72 = tl.load(m1_ptr + offs_c0[:, None, None] * m1_s0 + offs_n0[None, :, None] * m1_s1 + offs_n1[None, None, :] * m1_s2, mask=(offs_c0 < E_c0)[:, None, None] & (offs_n0 < E_n0)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    t73 = (t72) * (t72)
    t74 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :], t73, 0.0), axis=2, keep_dims=True)
    t75 = t74 + 6.4e-05
    t76 = tl.rsqrt(t75)
    t77 = (t72) * (t76)
    t78 = tl.load(m42_ptr + offs_n1[None, :, None] * m42_s1 + offs_n3[None, None, :] * m42_s2, mask=(offs_n1 < E_n1)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t79 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :], t77, 0.0), 3) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :, None], t78, 0.0), 1), axis=2)
    t80 = tl.reshape(t79, [T_c0, F_n0, F_n2, F_n2])
    t81 = (t80) * (0.8)
    t82 = tl.load(m48_ptr + offs_n2[None, None, :, None] * m48_s2 + offs_n2[None, None, None, :] * m48_s3, mask=(offs_n2 < E_n2)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t83 = t81 + t82
    t84 = tl.exp(t83)
    t85 = tl.load(buf69_ptr + offs_c0[:, None, None, None] * buf69_s0 + offs_n0[None, :, None, None] * buf69_s1 + offs_n2[None, None, :, None] * buf69_s2, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None], other=0).to(tl.float32)
    t86 = (t84) / (t85)
    t87 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t86, 0.0), axis=2, keep_dims=True)
    tl.store(buf88_ptr + offs_c0[:, None, None, None] * buf88_s0 + offs_n0[None, :, None, None] * buf88_s1 + offs_n2[None, None, None, :] * buf88_s3, t87, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :])


@triton.jit
def kernel_2(m1_ptr, m1_s0, m1_s1, m1_s2, m9_ptr, m9_s0, m9_s1, m9_s2, m14_ptr, m14_s0, m14_s1, m14_s2, m21_ptr, m21_s0, m21_s1, m21_s2, m26_ptr, m26_s0, m26_s1, m26_s2, m2_ptr, m2_s0, m2_s1, m2_s2, m2_s3, m35_ptr, m35_s0, m35_s1, m35_s2, m42_ptr, m42_s0, m42_s1, m42_s2, m48_ptr, m48_s0, m48_s1, m48_s2, m48_s3, buf69_ptr, buf69_s0, buf69_s1, buf69_s2, buf69_s3, buf88_ptr, buf88_s0, buf88_s1, buf88_s2, buf88_s3, buf169_ptr, buf169_s0, buf169_s1, buf169_s2, buf169_s3, E_c0, E_n0, E_n1, E_n2, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c0: tl.constexpr):
    # writes buf169: Combine over grid x.0@0[2]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n3 = tl.arange(0, F_n3)
    t3 = tl.load(m1_ptr + offs_c0[:, None, None] * m1_s0 + offs_n0[None, :, None] * m1_s1 + offs_n1[None, None, :] * m1_s2, mask=(offs_c0 < E_c0)[:, None, None] & (offs_n0 < E_n0)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    t4 = (t3) * (t3)
    t5 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :], t4, 0.0), axis=2, keep_dims=True)
    t6 = t5 + 6.4e-05
    t7 = tl.rsqrt(t6)
    t8 = (t3) * (t7)
    t11 = tl.load(m9_ptr + offs_n1[None, :, None] * m9_s1 + offs_n2[None, None, :] * m9_s2, mask=(offs_n1 < E_n1)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t12 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :], t8, 0.0), 3) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :, None], t11, 0.0), 1), axis=2)
    t13 = (t12) * (0.8)
    t16 = tl.load(m14_ptr + offs_n2[None, None, :] * m14_s2, mask=(offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t17 = t13 + t16
    t18 = tl.reshape(t17, [T_c0, F_n0, F_n2, 1])
    t19 = 1.0 / (1.0 + tl.exp(-(t18)))
    t20 = (t19) * (2.0)
    t23 = tl.load(m21_ptr + offs_n1[None, :, None] * m21_s1 + offs_n2[None, None, :] * m21_s2, mask=(offs_n1 < E_n1)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t24 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :], t8, 0.0), 3) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :, None], t23, 0.0), 1), axis=2)
    t25 = (t24) * (0.8)
    t28 = tl.load(m26_ptr + offs_n2[None, None, :] * m26_s2, mask=(offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t29 = t25 + t28
    t30 = tl.reshape(t29, [T_c0, F_n0, 1, F_n2])
    t31 = 1.0 / (1.0 + tl.exp(-(t30)))
    t32 = tl.load(m2_ptr + offs_c0[:, None, None, None] * m2_s0 + offs_n0[None, :, None, None] * m2_s1 + offs_n2[None, None, :, None] * m2_s2 + offs_n3[None, None, None, :] * m2_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t33 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t31, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t32, 0.0), 2), axis=3)
    t34 = tl.reshape(t33, [T_c0, F_n0, F_n3])
    t38 = tl.load(m35_ptr + offs_n3[None, :, None] * m35_s1 + offs_n3[None, None, :] * m35_s2, mask=(offs_n3 < E_n3)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t39 = tl.sum(tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, :], t34, 0.0), 3) * tl.expand_dims(tl.where((offs_n3 < E_n3)[None, :, None], t38, 0.0), 1), axis=2)
    t40 = tl.reshape(t39, [T_c0, F_n0, 1, F_n3])
    t41 = (t20) * (t40)
    t44 = tl.load(m42_ptr + offs_n1[None, :, None] * m42_s1 + offs_n3[None, None, :] * m42_s2, mask=(offs_n1 < E_n1)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t45 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :], t8, 0.0), 3) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :, None], t44, 0.0), 1), axis=2)
    t46 = tl.reshape(t45, [T_c0, F_n0, F_n2, F_n2])
    t47 = (t46) * (0.8)
    t50 = tl.load(m48_ptr + offs_n2[None, None, :, None] * m48_s2 + offs_n2[None, None, None, :] * m48_s3, mask=(offs_n2 < E_n2)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t51 = t47 + t50
    t52 = tl.exp(t51)
    t70 = tl.load(buf69_ptr + offs_c0[:, None, None, None] * buf69_s0 + offs_n0[None, :, None, None] * buf69_s1 + offs_n2[None, None, :, None] * buf69_s2, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None], other=0).to(tl.float32)
    t71 = (t52) / (t70)
    t89 = tl.load(buf88_ptr + offs_c0[:, None, None, None] * buf88_s0 + offs_n0[None, :, None, None] * buf88_s1 + offs_n2[None, None, None, :] * buf88_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t90 = (t71) / (t89)
    t91 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t90, 0.0), axis=3, keep_dims=True)
    t92 = (t90) / (t91)
    t93 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t92, 0.0), axis=2, keep_dims=True)
    t94 = (t92) / (t93)
    t95 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t94, 0.0), axis=3, keep_dims=True)
    t96 = (t94) / (t95)
    t97 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t96, 0.0), axis=2, keep_dims=True)
    t98 = (t96) / (t97)
    t99 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t98, 0.0), axis=3, keep_dims=True)
    t100 = (t98) / (t99)
    t101 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t100, 0.0), axis=2, keep_dims=True)
    t102 = (t100) / (t101)
    t103 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t102, 0.0), axis=3, keep_dims=True)
    t104 = (t102) / (t103)
    t105 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t104, 0.0), axis=2, keep_dims=True)
    t106 = (t104) / (t105)
    t107 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t106, 0.0), axis=3, keep_dims=True)
    t108 = (t106) / (t107)
    t109 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t108, 0.0), axis=2, keep_dims=True)
    t110 = (t108) / (t109)
    t111 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t110, 0.0), axis=3, keep_dims=True)
    t112 = (t110) / (t111)
    t113 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t112, 0.0), axis=2, keep_dims=True)
    t114 = (t112) / (t113)
    t115 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t114, 0.0), axis=3, keep_dims=True)
    t116 = (t114) / (t115)
    t117 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t116, 0.0), axis=2, keep_dims=True)
    t118 = (t116) / (t117)
    t119 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t118, 0.0), axis=3, keep_dims=True)
    t120 = (t118) / (t119)
    t121 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t120, 0.0), axis=2, keep_dims=True)
    t122 = (t120) / (t121)
    t123 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t122, 0.0), axis=3, keep_dims=True)
    t124 = (t122) / (t123)
    t125 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t124, 0.0), axis=2, keep_dims=True)
    t126 = (t124) / (t125)
    t127 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t126, 0.0), axis=3, keep_dims=True)
    t128 = (t126) / (t127)
    t129 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t128, 0.0), axis=2, keep_dims=True)
    t130 = (t128) / (t129)
    t131 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t130, 0.0), axis=3, keep_dims=True)
    t132 = (t130) / (t131)
    t133 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t132, 0.0), axis=2, keep_dims=True)
    t134 = (t132) / (t133)
    t135 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t134, 0.0), axis=3, keep_dims=True)
    t136 = (t134) / (t135)
    t137 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t136, 0.0), axis=2, keep_dims=True)
    t138 = (t136) / (t137)
    t139 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t138, 0.0), axis=3, keep_dims=True)
    t140 = (t138) / (t139)
    t141 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t140, 0.0), axis=2, keep_dims=True)
    t142 = (t140) / (t141)
    t143 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t142, 0.0), axis=3, keep_dims=True)
    t144 = (t142) / (t143)
    t145 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t144, 0.0), axis=2, keep_dims=True)
    t146 = (t144) / (t145)
    t147 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t146, 0.0), axis=3, keep_dims=True)
    t148 = (t146) / (t147)
    t149 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t148, 0.0), axis=2, keep_dims=True)
    t150 = (t148) / (t149)
    t151 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t150, 0.0), axis=3, keep_dims=True)
    t152 = (t150) / (t151)
    t153 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t152, 0.0), axis=2, keep_dims=True)
    t154 = (t152) / (t153)
    t155 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t154, 0.0), axis=3, keep_dims=True)
    t156 = (t154) / (t155)
    t157 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t156, 0.0), axis=2, keep_dims=True)
    t158 = (t156) / (t157)
    t159 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t158, 0.0), axis=3, keep_dims=True)
    t160 = (t158) / (t159)
    t161 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t160, 0.0), axis=2, keep_dims=True)
    t162 = (t160) / (t161)
    t163 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t162, 0.0), axis=3, keep_dims=True)
    t164 = (t162) / (t163)
    t165 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t164, 0.0), axis=2, keep_dims=True)
    t166 = (t164) / (t165)
    t167 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t166, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t32, 0.0), 2), axis=3)
    t168 = t41 + t167
    tl.store(buf169_ptr + offs_c0[:, None, None, None] * buf169_s0 + offs_n0[None, :, None, None] * buf169_s1 + offs_n2[None, None, :, None] * buf169_s2 + offs_n3[None, None, None, :] * buf169_s3, t168, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :])


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
    m2 = inputs['x']
    m1 = m2.reshape([2, 32, 64])
    m10 = inputs['phi_post']
    m9 = m10.reshape([1, 64, 4])
    m15 = inputs['b_post']
    m14 = m15.reshape([1, 1, 4])
    m22 = inputs['phi_pre']
    m21 = m22.reshape([1, 64, 4])
    m27 = inputs['b_pre']
    m26 = m27.reshape([1, 1, 4])
    m37 = inputs['w_layer']
    m36 = m37.permute([1, 0])
    m35 = m36.reshape([1, 16, 16])
    m43 = inputs['phi_res']
    m42 = m43.reshape([1, 64, 16])
    m49 = inputs['b_res']
    m48 = m49.reshape([1, 1, 4, 4])
    buf69 = torch.full([2, 32, 4, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(32, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m42_ptr=m42, m42_s0=m42.stride(0), m42_s1=m42.stride(1), m42_s2=m42.stride(2), m48_ptr=m48, m48_s0=m48.stride(0), m48_s1=m48.stride(1), m48_s2=m48.stride(2), m48_s3=m48.stride(3), buf69_ptr=buf69, buf69_s0=buf69.stride(0), buf69_s1=buf69.stride(1), buf69_s2=buf69.stride(2), buf69_s3=buf69.stride(3), E_c1=32, E_c2=64, E_n1=64, E_n2=4, E_n3=16, E_n4=2, F_n1=_pow2(64), F_n2=_pow2(4), F_n3=_pow2(16), F_n4=_pow2(2), T_c1=T['c1'], T_c2=T['c2'])
    buf88 = torch.full([2, 32, 1, 4], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(2, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m42_ptr=m42, m42_s0=m42.stride(0), m42_s1=m42.stride(1), m42_s2=m42.stride(2), m48_ptr=m48, m48_s0=m48.stride(0), m48_s1=m48.stride(1), m48_s2=m48.stride(2), m48_s3=m48.stride(3), buf69_ptr=buf69, buf69_s0=buf69.stride(0), buf69_s1=buf69.stride(1), buf69_s2=buf69.stride(2), buf69_s3=buf69.stride(3), buf88_ptr=buf88, buf88_s0=buf88.stride(0), buf88_s1=buf88.stride(1), buf88_s2=buf88.stride(2), buf88_s3=buf88.stride(3), E_c0=2, E_n0=32, E_n1=64, E_n2=4, E_n3=16, F_n0=_pow2(32), F_n1=_pow2(64), F_n2=_pow2(4), F_n3=_pow2(16), T_c0=T['c0'])
    buf169 = torch.full([2, 32, 4, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(2, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m9_ptr=m9, m9_s0=m9.stride(0), m9_s1=m9.stride(1), m9_s2=m9.stride(2), m14_ptr=m14, m14_s0=m14.stride(0), m14_s1=m14.stride(1), m14_s2=m14.stride(2), m21_ptr=m21, m21_s0=m21.stride(0), m21_s1=m21.stride(1), m21_s2=m21.stride(2), m26_ptr=m26, m26_s0=m26.stride(0), m26_s1=m26.stride(1), m26_s2=m26.stride(2), m2_ptr=m2, m2_s0=m2.stride(0), m2_s1=m2.stride(1), m2_s2=m2.stride(2), m2_s3=m2.stride(3), m35_ptr=m35, m35_s0=m35.stride(0), m35_s1=m35.stride(1), m35_s2=m35.stride(2), m42_ptr=m42, m42_s0=m42.stride(0), m42_s1=m42.stride(1), m42_s2=m42.stride(2), m48_ptr=m48, m48_s0=m48.stride(0), m48_s1=m48.stride(1), m48_s2=m48.stride(2), m48_s3=m48.stride(3), buf69_ptr=buf69, buf69_s0=buf69.stride(0), buf69_s1=buf69.stride(1), buf69_s2=buf69.stride(2), buf69_s3=buf69.stride(3), buf88_ptr=buf88, buf88_s0=buf88.stride(0), buf88_s1=buf88.stride(1), buf88_s2=buf88.stride(2), buf88_s3=buf88.stride(3), buf169_ptr=buf169, buf169_s0=buf169.stride(0), buf169_s1=buf169.stride(1), buf169_s2=buf169.stride(2), buf169_s3=buf169.stride(3), E_c0=2, E_n0=32, E_n1=64, E_n2=4, E_n3=16, F_n0=_pow2(32), F_n1=_pow2(64), F_n2=_pow2(4), F_n3=_pow2(16), T_c0=T['c0'])
    return buf169


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
