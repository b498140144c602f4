"""mhc [small], candidate 47: 3 kernel(s)

Rendered by EqiForge from candidate 47 of mhc [small]: store(x.2[64]) ; grid(x.1@1) loop(x.2[64]: sum, stored) [6 mm] | grid(x.1@1) [6 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.1@1[32]
    c1: loop x.2[64]

Run it on its own: `python kernels/f47.py` checks it once against PyTorch on random inputs.
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
def kernel_0(m2_ptr, m2_s0, m2_s1, m2_s2, states8_ptr, states8_s0, states8_s1, states8_s2, states8_s3, states8_s4, E_c0, E_c1, E_n0, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # stores states8: Collect over loop x.2[64]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t5 = tl.load(m2_ptr + offs_n0[:, None, None] * m2_s0 + offs_c0[None, :, None] * m2_s1 + offs_c1[None, None, :] * m2_s2, mask=(offs_n0 < E_n0)[:, None, None] & (offs_c0 < E_c0)[None, :, None] & (offs_c1 < E_c1)[None, None, :], other=0).to(tl.float32)
    t6 = (t5) * (t5)
    t7 = tl.sum(tl.where((offs_c1 < E_c1)[None, None, :], t6, 0.0), axis=2, keep_dims=True)
    tl.store(states8_ptr + i_c0 * states8_s0 + i_c1 * states8_s1 + tl.arange(0, F_n0)[:, None, None] * states8_s2 + tl.arange(0, T_c0)[None, :, None] * states8_s3 + tl.zeros([F_n0, T_c0, 1], tl.int32), t7)


@triton.jit
def kernel_1(m2_ptr, m2_s0, m2_s1, m2_s2, states8_ptr, states8_s0, states8_s1, states8_s2, states8_s3, states8_s4, m14_ptr, m14_s0, m14_s1, m14_s2, m22_ptr, m22_s0, m22_s1, m22_s2, m22_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, m111_ptr, m111_s0, m111_s1, m111_s2, m118_ptr, m118_s0, m118_s1, m118_s2, m127_ptr, m127_s0, m127_s1, m127_s2, m134_ptr, m134_s0, m134_s1, m134_s2, m144_ptr, m144_s0, m144_s1, m144_s2, buf154_ptr, buf154_s0, buf154_s1, buf154_s2, buf154_s3, E_c0, E_c1, E_n0, E_n1, E_n2, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf154: Combine over grid x.1@1[32]
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
    acc10 = tl.full([F_n0, T_c0, 1], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t9 = tl.load(states8_ptr + i_c0 * states8_s0 + i_c1 * states8_s1 + tl.arange(0, F_n0)[:, None, None] * states8_s2 + tl.arange(0, T_c0)[None, :, None] * states8_s3 + tl.zeros([F_n0, T_c0, 1], tl.int32))
        acc10 = acc10 + t9
    t11 = acc10 + 6.4e-05
    t12 = tl.rsqrt(t11)
    t13 = (t4) * (t12)
    t18 = tl.load(m14_ptr + offs_n1[None, :, None] * m14_s1 + offs_n2[None, None, :] * m14_s2, mask=(offs_n1 < E_n1)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t19 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :], t13, 0.0), 3) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :, None], t18, 0.0), 1), axis=2)
    t20 = tl.reshape(t19, [F_n0, T_c0, F_n3, F_n3])
    t21 = (t20) * (0.8)
    t26 = tl.load(m22_ptr + offs_n3[None, None, :, None] * m22_s2 + offs_n3[None, None, None, :] * m22_s3, mask=(offs_n3 < E_n3)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t27 = t21 + t26
    t28 = tl.exp(t27)
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
    t105 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t104, 0.0), axis=3, keep_dims=True)
    t106 = (t104) / (t105)
    t107 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t106, 0.0), axis=2, keep_dims=True)
    t108 = (t106) / (t107)
    t109 = tl.load(m3_ptr + offs_n0[:, None, None, None] * m3_s0 + offs_c0[None, :, None, None] * m3_s1 + offs_n3[None, None, :, None] * m3_s2 + offs_n2[None, None, None, :] * m3_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n3 < E_n3)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t110 = tl.sum(tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, None, :], t108, 0.0), 4) * tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, :, None], t109, 0.0), 2), axis=3)
    t115 = tl.load(m111_ptr + offs_n1[None, :, None] * m111_s1 + offs_n3[None, None, :] * m111_s2, mask=(offs_n1 < E_n1)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t116 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :], t13, 0.0), 3) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :, None], t115, 0.0), 1), axis=2)
    t117 = (t116) * (0.8)
    t122 = tl.load(m118_ptr + offs_n3[None, None, :] * m118_s2, mask=(offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t123 = t117 + t122
    t124 = tl.reshape(t123, [F_n0, T_c0, F_n3, 1])
    t125 = 1.0 / (1.0 + tl.exp(-(t124)))
    t126 = (t125) * (2.0)
    t131 = tl.load(m127_ptr + offs_n1[None, :, None] * m127_s1 + offs_n3[None, None, :] * m127_s2, mask=(offs_n1 < E_n1)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t132 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :], t13, 0.0), 3) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :, None], t131, 0.0), 1), axis=2)
    t133 = (t132) * (0.8)
    t138 = tl.load(m134_ptr + offs_n3[None, None, :] * m134_s2, mask=(offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t139 = t133 + t138
    t140 = tl.reshape(t139, [F_n0, T_c0, 1, F_n3])
    t141 = 1.0 / (1.0 + tl.exp(-(t140)))
    t142 = tl.sum(tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, None, :], t141, 0.0), 4) * tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, :, None], t109, 0.0), 2), axis=3)
    t143 = tl.reshape(t142, [F_n0, T_c0, F_n2])
    t149 = tl.load(m144_ptr + offs_n2[None, :, None] * m144_s1 + offs_n2[None, None, :] * m144_s2, mask=(offs_n2 < E_n2)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t150 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :], t143, 0.0), 3) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, :, None], t149, 0.0), 1), axis=2)
    t151 = tl.reshape(t150, [F_n0, T_c0, 1, F_n2])
    t152 = (t126) * (t151)
    t153 = t110 + t152
    tl.store(buf154_ptr + offs_n0[:, None, None, None] * buf154_s0 + offs_c0[None, :, None, None] * buf154_s1 + offs_n3[None, None, :, None] * buf154_s2 + offs_n2[None, None, None, :] * buf154_s3, t153, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n3 < E_n3)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :])


@triton.jit
def kernel_2(m1_ptr, m1_s0, m1_s1, m1_s2, m161_ptr, m161_s0, m161_s1, m161_s2, m168_ptr, m168_s0, m168_s1, m168_s2, m168_s3, buf154_ptr, buf154_s0, buf154_s1, buf154_s2, buf154_s3, m256_ptr, m256_s0, m256_s1, m256_s2, m262_ptr, m262_s0, m262_s1, m262_s2, m270_ptr, m270_s0, m270_s1, m270_s2, m276_ptr, m276_s0, m276_s1, m276_s2, m285_ptr, m285_s0, m285_s1, m285_s2, buf294_ptr, buf294_s0, buf294_s1, buf294_s2, buf294_s3, E_c0, E_n0, E_n1, E_n2, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c0: tl.constexpr):
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
    t155 = tl.load(m1_ptr + offs_n0[:, None, None] * m1_s0 + offs_c0[None, :, None] * m1_s1 + offs_n1[None, None, :] * m1_s2, mask=(offs_n0 < E_n0)[:, None, None] & (offs_c0 < E_c0)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    t156 = (t155) * (t155)
    t157 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :], t156, 0.0), axis=2, keep_dims=True)
    t158 = t157 + 6.4e-05
    t159 = tl.rsqrt(t158)
    t160 = (t155) * (t159)
    t164 = tl.load(m161_ptr + offs_n1[None, :, None] * m161_s1 + offs_n2[None, None, :] * m161_s2, mask=(offs_n1 < E_n1)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t165 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :], t160, 0.0), 3) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :, None], t164, 0.0), 1), axis=2)
    t166 = tl.reshape(t165, [F_n0, T_c0, F_n3, F_n3])
    t167 = (t166) * (0.8)
    t171 = tl.load(m168_ptr + offs_n3[None, None, :, None] * m168_s2 + offs_n3[None, None, None, :] * m168_s3, mask=(offs_n3 < E_n3)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t172 = t167 + t171
    t173 = tl.exp(t172)
    t174 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t173, 0.0), axis=3, keep_dims=True)
    t175 = (t173) / (t174)
    t176 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t175, 0.0), axis=2, keep_dims=True)
    t177 = (t175) / (t176)
    t178 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t177, 0.0), axis=3, keep_dims=True)
    t179 = (t177) / (t178)
    t180 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t179, 0.0), axis=2, keep_dims=True)
    t181 = (t179) / (t180)
    t182 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t181, 0.0), axis=3, keep_dims=True)
    t183 = (t181) / (t182)
    t184 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t183, 0.0), axis=2, keep_dims=True)
    t185 = (t183) / (t184)
    t186 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t185, 0.0), axis=3, keep_dims=True)
    t187 = (t185) / (t186)
    t188 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t187, 0.0), axis=2, keep_dims=True)
    t189 = (t187) / (t188)
    t190 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t189, 0.0), axis=3, keep_dims=True)
    t191 = (t189) / (t190)
    t192 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t191, 0.0), axis=2, keep_dims=True)
    t193 = (t191) / (t192)
    t194 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t193, 0.0), axis=3, keep_dims=True)
    t195 = (t193) / (t194)
    t196 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t195, 0.0), axis=2, keep_dims=True)
    t197 = (t195) / (t196)
    t198 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t197, 0.0), axis=3, keep_dims=True)
    t199 = (t197) / (t198)
    t200 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t199, 0.0), axis=2, keep_dims=True)
    t201 = (t199) / (t200)
    t202 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t201, 0.0), axis=3, keep_dims=True)
    t203 = (t201) / (t202)
    t204 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t203, 0.0), axis=2, keep_dims=True)
    t205 = (t203) / (t204)
    t206 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t205, 0.0), axis=3, keep_dims=True)
    t207 = (t205) / (t206)
    t208 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t207, 0.0), axis=2, keep_dims=True)
    t209 = (t207) / (t208)
    t210 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t209, 0.0), axis=3, keep_dims=True)
    t211 = (t209) / (t210)
    t212 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t211, 0.0), axis=2, keep_dims=True)
    t213 = (t211) / (t212)
    t214 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t213, 0.0), axis=3, keep_dims=True)
    t215 = (t213) / (t214)
    t216 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t215, 0.0), axis=2, keep_dims=True)
    t217 = (t215) / (t216)
    t218 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t217, 0.0), axis=3, keep_dims=True)
    t219 = (t217) / (t218)
    t220 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t219, 0.0), axis=2, keep_dims=True)
    t221 = (t219) / (t220)
    t222 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t221, 0.0), axis=3, keep_dims=True)
    t223 = (t221) / (t222)
    t224 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t223, 0.0), axis=2, keep_dims=True)
    t225 = (t223) / (t224)
    t226 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t225, 0.0), axis=3, keep_dims=True)
    t227 = (t225) / (t226)
    t228 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t227, 0.0), axis=2, keep_dims=True)
    t229 = (t227) / (t228)
    t230 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t229, 0.0), axis=3, keep_dims=True)
    t231 = (t229) / (t230)
    t232 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t231, 0.0), axis=2, keep_dims=True)
    t233 = (t231) / (t232)
    t234 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t233, 0.0), axis=3, keep_dims=True)
    t235 = (t233) / (t234)
    t236 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t235, 0.0), axis=2, keep_dims=True)
    t237 = (t235) / (t236)
    t238 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t237, 0.0), axis=3, keep_dims=True)
    t239 = (t237) / (t238)
    t240 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t239, 0.0), axis=2, keep_dims=True)
    t241 = (t239) / (t240)
    t242 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t241, 0.0), axis=3, keep_dims=True)
    t243 = (t241) / (t242)
    t244 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t243, 0.0), axis=2, keep_dims=True)
    t245 = (t243) / (t244)
    t246 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t245, 0.0), axis=3, keep_dims=True)
    t247 = (t245) / (t246)
    t248 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t247, 0.0), axis=2, keep_dims=True)
    t249 = (t247) / (t248)
    t250 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t249, 0.0), axis=3, keep_dims=True)
    t251 = (t249) / (t250)
    t252 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t251, 0.0), axis=2, keep_dims=True)
    t253 = (t251) / (t252)
    t254 = tl.load(buf154_ptr + offs_n0[:, None, None, None] * buf154_s0 + offs_c0[None, :, None, None] * buf154_s1 + offs_n3[None, None, :, None] * buf154_s2 + offs_n2[None, None, None, :] * buf154_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n3 < E_n3)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t255 = tl.sum(tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, None, :], t253, 0.0), 4) * tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, :, None], t254, 0.0), 2), axis=3)
    t259 = tl.load(m256_ptr + offs_n1[None, :, None] * m256_s1 + offs_n3[None, None, :] * m256_s2, mask=(offs_n1 < E_n1)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t260 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :], t160, 0.0), 3) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :, None], t259, 0.0), 1), axis=2)
    t261 = (t260) * (0.8)
    t265 = tl.load(m262_ptr + offs_n3[None, None, :] * m262_s2, mask=(offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t266 = t261 + t265
    t267 = tl.reshape(t266, [F_n0, T_c0, F_n3, 1])
    t268 = 1.0 / (1.0 + tl.exp(-(t267)))
    t269 = (t268) * (2.0)
    t273 = tl.load(m270_ptr + offs_n1[None, :, None] * m270_s1 + offs_n3[None, None, :] * m270_s2, mask=(offs_n1 < E_n1)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t274 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :], t160, 0.0), 3) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :, None], t273, 0.0), 1), axis=2)
    t275 = (t274) * (0.8)
    t279 = tl.load(m276_ptr + offs_n3[None, None, :] * m276_s2, mask=(offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t280 = t275 + t279
    t281 = tl.reshape(t280, [F_n0, T_c0, 1, F_n3])
    t282 = 1.0 / (1.0 + tl.exp(-(t281)))
    t283 = tl.sum(tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, None, :], t282, 0.0), 4) * tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, :, None], t254, 0.0), 2), axis=3)
    t284 = tl.reshape(t283, [F_n0, T_c0, F_n2])
    t289 = tl.load(m285_ptr + offs_n2[None, :, None] * m285_s1 + offs_n2[None, None, :] * m285_s2, mask=(offs_n2 < E_n2)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t290 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :], t284, 0.0), 3) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, :, None], t289, 0.0), 1), axis=2)
    t291 = tl.reshape(t290, [F_n0, T_c0, 1, F_n2])
    t292 = (t269) * (t291)
    t293 = t255 + t292
    tl.store(buf294_ptr + offs_n0[:, None, None, None] * buf294_s0 + offs_c0[None, :, None, None] * buf294_s1 + offs_n3[None, None, :, None] * buf294_s2 + offs_n2[None, None, None, :] * buf294_s3, t293, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n3 < E_n3)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :])


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
    states8 = torch.full([_cdiv(32, T['c0']), _cdiv(64, T['c1']), _pow2(2), T['c0'], 1], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(32, T['c0']) * _cdiv(64, T['c1']),)](m2_ptr=m2, m2_s0=m2.stride(0), m2_s1=m2.stride(1), m2_s2=m2.stride(2), states8_ptr=states8, states8_s0=states8.stride(0), states8_s1=states8.stride(1), states8_s2=states8.stride(2), states8_s3=states8.stride(3), states8_s4=states8.stride(4), E_c0=32, E_c1=64, E_n0=2, F_n0=_pow2(2), T_c0=T['c0'], T_c1=T['c1'])
    m17 = inputs['phi_res']
    m16 = m17.narrow(0, 0, 1)
    m15 = m16.reshape([64, 16])
    m14 = m15.reshape([1, 64, 16])
    m25 = inputs['b_res']
    m24 = m25.narrow(0, 0, 1)
    m23 = m24.reshape([4, 4])
    m22 = m23.reshape([1, 1, 4, 4])
    m114 = inputs['phi_post']
    m113 = m114.narrow(0, 0, 1)
    m112 = m113.reshape([64, 4])
    m111 = m112.reshape([1, 64, 4])
    m121 = inputs['b_post']
    m120 = m121.narrow(0, 0, 1)
    m119 = m120.reshape([4])
    m118 = m119.reshape([1, 1, 4])
    m130 = inputs['phi_pre']
    m129 = m130.narrow(0, 0, 1)
    m128 = m129.reshape([64, 4])
    m127 = m128.reshape([1, 64, 4])
    m137 = inputs['b_pre']
    m136 = m137.narrow(0, 0, 1)
    m135 = m136.reshape([4])
    m134 = m135.reshape([1, 1, 4])
    m148 = inputs['w_layer']
    m147 = m148.narrow(0, 0, 1)
    m146 = m147.reshape([16, 16])
    m145 = m146.permute([1, 0])
    m144 = m145.reshape([1, 16, 16])
    buf154 = torch.full([2, 32, 4, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(32, T['c0']),)](m2_ptr=m2, m2_s0=m2.stride(0), m2_s1=m2.stride(1), m2_s2=m2.stride(2), states8_ptr=states8, states8_s0=states8.stride(0), states8_s1=states8.stride(1), states8_s2=states8.stride(2), states8_s3=states8.stride(3), states8_s4=states8.stride(4), m14_ptr=m14, m14_s0=m14.stride(0), m14_s1=m14.stride(1), m14_s2=m14.stride(2), m22_ptr=m22, m22_s0=m22.stride(0), m22_s1=m22.stride(1), m22_s2=m22.stride(2), m22_s3=m22.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), m111_ptr=m111, m111_s0=m111.stride(0), m111_s1=m111.stride(1), m111_s2=m111.stride(2), m118_ptr=m118, m118_s0=m118.stride(0), m118_s1=m118.stride(1), m118_s2=m118.stride(2), m127_ptr=m127, m127_s0=m127.stride(0), m127_s1=m127.stride(1), m127_s2=m127.stride(2), m134_ptr=m134, m134_s0=m134.stride(0), m134_s1=m134.stride(1), m134_s2=m134.stride(2), m144_ptr=m144, m144_s0=m144.stride(0), m144_s1=m144.stride(1), m144_s2=m144.stride(2), buf154_ptr=buf154, buf154_s0=buf154.stride(0), buf154_s1=buf154.stride(1), buf154_s2=buf154.stride(2), buf154_s3=buf154.stride(3), E_c0=32, E_c1=64, E_n0=2, E_n1=64, E_n2=16, E_n3=4, F_n0=_pow2(2), F_n1=_pow2(64), F_n2=_pow2(16), F_n3=_pow2(4), T_c0=T['c0'], T_c1=T['c1'])
    m1 = buf154.reshape([2, 32, 64])
    m163 = m17.narrow(0, 1, 1)
    m162 = m163.reshape([64, 16])
    m161 = m162.reshape([1, 64, 16])
    m170 = m25.narrow(0, 1, 1)
    m169 = m170.reshape([4, 4])
    m168 = m169.reshape([1, 1, 4, 4])
    m258 = m114.narrow(0, 1, 1)
    m257 = m258.reshape([64, 4])
    m256 = m257.reshape([1, 64, 4])
    m264 = m121.narrow(0, 1, 1)
    m263 = m264.reshape([4])
    m262 = m263.reshape([1, 1, 4])
    m272 = m130.narrow(0, 1, 1)
    m271 = m272.reshape([64, 4])
    m270 = m271.reshape([1, 64, 4])
    m278 = m137.narrow(0, 1, 1)
    m277 = m278.reshape([4])
    m276 = m277.reshape([1, 1, 4])
    m288 = m148.narrow(0, 1, 1)
    m287 = m288.reshape([16, 16])
    m286 = m287.permute([1, 0])
    m285 = m286.reshape([1, 16, 16])
    buf294 = torch.full([2, 32, 4, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(32, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m161_ptr=m161, m161_s0=m161.stride(0), m161_s1=m161.stride(1), m161_s2=m161.stride(2), m168_ptr=m168, m168_s0=m168.stride(0), m168_s1=m168.stride(1), m168_s2=m168.stride(2), m168_s3=m168.stride(3), buf154_ptr=buf154, buf154_s0=buf154.stride(0), buf154_s1=buf154.stride(1), buf154_s2=buf154.stride(2), buf154_s3=buf154.stride(3), m256_ptr=m256, m256_s0=m256.stride(0), m256_s1=m256.stride(1), m256_s2=m256.stride(2), m262_ptr=m262, m262_s0=m262.stride(0), m262_s1=m262.stride(1), m262_s2=m262.stride(2), m270_ptr=m270, m270_s0=m270.stride(0), m270_s1=m270.stride(1), m270_s2=m270.stride(2), m276_ptr=m276, m276_s0=m276.stride(0), m276_s1=m276.stride(1), m276_s2=m276.stride(2), m285_ptr=m285, m285_s0=m285.stride(0), m285_s1=m285.stride(1), m285_s2=m285.stride(2), buf294_ptr=buf294, buf294_s0=buf294.stride(0), buf294_s1=buf294.stride(1), buf294_s2=buf294.stride(2), buf294_s3=buf294.stride(3), E_c0=32, E_n0=2, E_n1=64, E_n2=16, E_n3=4, F_n0=_pow2(2), F_n1=_pow2(64), F_n2=_pow2(16), F_n3=_pow2(4), T_c0=T['c0'])
    return buf294


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
