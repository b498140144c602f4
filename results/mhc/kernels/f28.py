"""mhc [small], candidate 28: 3 kernel(s)

Rendered by EqiForge from candidate 28 of mhc [small]: store(x_1.3[16]) ; grid(x.0@0, x.1@1) loop(x_1.3[16]: pair(sum, sum), stored) [3 mm] | grid(x.0@0, x.1@1) [6 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.0@0[2]
    c1: grid x.1@1[32]
    c2: loop x_1.3[16]

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
DEFAULT_TILES = {"c0": 1, "c1": 16, "c2": 8}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 2, "c1": 32, "c2": 16}


@triton.jit
def kernel_0(m2_ptr, m2_s0, m2_s1, m2_s2, m31_ptr, m31_s0, m31_s1, m31_s2, m38_ptr, m38_s0, m38_s1, m38_s2, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, m49_ptr, m49_s0, m49_s1, m49_s2, states62_ptr, states62_s0, states62_s1, states62_s2, states62_s3, states62_s4, states62_s5, states63_ptr, states63_s0, states63_s1, states63_s2, states63_s3, states63_s4, states63_s5, E_c0, E_c1, E_c2, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # stores states62, states63: Collect over loop x_1.3[16]
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
    t25 = tl.load(m2_ptr + offs_c0[:, None, None] * m2_s0 + offs_c1[None, :, None] * m2_s1 + offs_n0[None, None, :] * m2_s2, mask=(offs_c0 < E_c0)[:, None, None] & (offs_c1 < E_c1)[None, :, None] & (offs_n0 < E_n0)[None, None, :], other=0).to(tl.float32)
    t26 = (t25) * (t25)
    t27 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, :], t26, 0.0), axis=2, keep_dims=True)
    t28 = t27 + 6.4e-05
    t29 = tl.rsqrt(t28)
    t30 = (t25) * (t29)
    t35 = tl.load(m31_ptr + offs_n0[None, :, None] * m31_s1 + offs_n1[None, None, :] * m31_s2, mask=(offs_n0 < E_n0)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    t36 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, :], t30, 0.0), 3) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :, None], t35, 0.0), 1), axis=2)
    t37 = (t36) * (0.8)
    t42 = tl.load(m38_ptr + offs_n1[None, None, :] * m38_s2, mask=(offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    t43 = t37 + t42
    t44 = tl.reshape(t43, [T_c0, T_c1, 1, F_n1])
    t45 = 1.0 / (1.0 + tl.exp(-(t44)))
    t46 = tl.load(m3_ptr + offs_c0[:, None, None, None] * m3_s0 + offs_c1[None, :, None, None] * m3_s1 + offs_n1[None, None, :, None] * m3_s2 + offs_c2[None, None, None, :] * m3_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
    t47 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :], t45, 0.0), 4) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :, None], t46, 0.0), 2), axis=3)
    t48 = tl.reshape(t47, [T_c0, T_c1, T_c2])
    t54 = tl.load(m49_ptr + offs_c2[None, :, None] * m49_s1 + offs_n2[None, None, :] * m49_s2, mask=(offs_c2 < E_c2)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t55 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :], t48, 0.0), 3) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :, None], t54, 0.0), 1), axis=2)
    t56 = (t44) * (0.5)
    t57 = 2.0 / (1.0 + tl.exp(-2.0 * (t56))) - 1.0
    t58 = t57 + 1.0
    t59 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :], t58, 0.0), 4) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :, None], t46, 0.0), 2), axis=3)
    t60 = tl.reshape(t59, [T_c0, T_c1, T_c2])
    t61 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :], t60, 0.0), 3) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :, None], t54, 0.0), 1), axis=2)
    tl.store(states62_ptr + i_c0 * states62_s0 + i_c1 * states62_s1 + i_c2 * states62_s2 + tl.arange(0, T_c0)[:, None, None] * states62_s3 + tl.arange(0, T_c1)[None, :, None] * states62_s4 + tl.arange(0, F_n2)[None, None, :] * states62_s5 + tl.zeros([T_c0, T_c1, F_n2], tl.int32), t55)
    tl.store(states63_ptr + i_c0 * states63_s0 + i_c1 * states63_s1 + i_c2 * states63_s2 + tl.arange(0, T_c0)[:, None, None] * states63_s3 + tl.arange(0, T_c1)[None, :, None] * states63_s4 + tl.arange(0, F_n2)[None, None, :] * states63_s5 + tl.zeros([T_c0, T_c1, F_n2], tl.int32), t61)


@triton.jit
def kernel_1(m2_ptr, m2_s0, m2_s1, m2_s2, m10_ptr, m10_s0, m10_s1, m10_s2, m17_ptr, m17_s0, m17_s1, m17_s2, states62_ptr, states62_s0, states62_s1, states62_s2, states62_s3, states62_s4, states62_s5, states63_ptr, states63_s0, states63_s1, states63_s2, states63_s3, states63_s4, states63_s5, m70_ptr, m70_s0, m70_s1, m70_s2, m78_ptr, m78_s0, m78_s1, m78_s2, m78_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, buf168_ptr, buf168_s0, buf168_s1, buf168_s2, buf168_s3, E_c0, E_c1, E_c2, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf168: Combine over grid x.0@0[2], grid x.1@1[32]
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
    acc66 = tl.full([T_c0, T_c1, F_n2], 0.0, tl.float32)
    acc67 = tl.full([T_c0, T_c1, F_n2], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t64 = tl.load(states62_ptr + i_c0 * states62_s0 + i_c1 * states62_s1 + i_c2 * states62_s2 + tl.arange(0, T_c0)[:, None, None] * states62_s3 + tl.arange(0, T_c1)[None, :, None] * states62_s4 + tl.arange(0, F_n2)[None, None, :] * states62_s5 + tl.zeros([T_c0, T_c1, F_n2], tl.int32))
        t65 = tl.load(states63_ptr + i_c0 * states63_s0 + i_c1 * states63_s1 + i_c2 * states63_s2 + tl.arange(0, T_c0)[:, None, None] * states63_s3 + tl.arange(0, T_c1)[None, :, None] * states63_s4 + tl.arange(0, F_n2)[None, None, :] * states63_s5 + tl.zeros([T_c0, T_c1, F_n2], tl.int32))
        acc66 = acc66 + t64
        acc67 = acc67 + t65
    t68 = tl.reshape(acc67, [T_c0, T_c1, 1, F_n2])
    t69 = (t24) * (t68)
    t74 = tl.load(m70_ptr + offs_n0[None, :, None] * m70_s1 + offs_n2[None, None, :] * m70_s2, mask=(offs_n0 < E_n0)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t75 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, :], t9, 0.0), 3) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :, None], t74, 0.0), 1), axis=2)
    t76 = tl.reshape(t75, [T_c0, T_c1, F_n1, F_n1])
    t77 = (t76) * (0.8)
    t82 = tl.load(m78_ptr + offs_n1[None, None, :, None] * m78_s2 + offs_n1[None, None, None, :] * m78_s3, mask=(offs_n1 < E_n1)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t83 = t77 + t82
    t84 = tl.exp(t83)
    t85 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t84, 0.0), axis=3, keep_dims=True)
    t86 = (t84) / (t85)
    t87 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t86, 0.0), axis=2, keep_dims=True)
    t88 = (t86) / (t87)
    t89 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t88, 0.0), axis=3, keep_dims=True)
    t90 = (t88) / (t89)
    t91 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t90, 0.0), axis=2, keep_dims=True)
    t92 = (t90) / (t91)
    t93 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t92, 0.0), axis=3, keep_dims=True)
    t94 = (t92) / (t93)
    t95 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t94, 0.0), axis=2, keep_dims=True)
    t96 = (t94) / (t95)
    t97 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t96, 0.0), axis=3, keep_dims=True)
    t98 = (t96) / (t97)
    t99 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t98, 0.0), axis=2, keep_dims=True)
    t100 = (t98) / (t99)
    t101 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t100, 0.0), axis=3, keep_dims=True)
    t102 = (t100) / (t101)
    t103 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t102, 0.0), axis=2, keep_dims=True)
    t104 = (t102) / (t103)
    t105 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t104, 0.0), axis=3, keep_dims=True)
    t106 = (t104) / (t105)
    t107 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t106, 0.0), axis=2, keep_dims=True)
    t108 = (t106) / (t107)
    t109 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t108, 0.0), axis=3, keep_dims=True)
    t110 = (t108) / (t109)
    t111 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t110, 0.0), axis=2, keep_dims=True)
    t112 = (t110) / (t111)
    t113 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t112, 0.0), axis=3, keep_dims=True)
    t114 = (t112) / (t113)
    t115 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t114, 0.0), axis=2, keep_dims=True)
    t116 = (t114) / (t115)
    t117 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t116, 0.0), axis=3, keep_dims=True)
    t118 = (t116) / (t117)
    t119 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t118, 0.0), axis=2, keep_dims=True)
    t120 = (t118) / (t119)
    t121 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t120, 0.0), axis=3, keep_dims=True)
    t122 = (t120) / (t121)
    t123 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t122, 0.0), axis=2, keep_dims=True)
    t124 = (t122) / (t123)
    t125 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t124, 0.0), axis=3, keep_dims=True)
    t126 = (t124) / (t125)
    t127 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t126, 0.0), axis=2, keep_dims=True)
    t128 = (t126) / (t127)
    t129 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t128, 0.0), axis=3, keep_dims=True)
    t130 = (t128) / (t129)
    t131 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t130, 0.0), axis=2, keep_dims=True)
    t132 = (t130) / (t131)
    t133 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t132, 0.0), axis=3, keep_dims=True)
    t134 = (t132) / (t133)
    t135 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t134, 0.0), axis=2, keep_dims=True)
    t136 = (t134) / (t135)
    t137 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t136, 0.0), axis=3, keep_dims=True)
    t138 = (t136) / (t137)
    t139 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t138, 0.0), axis=2, keep_dims=True)
    t140 = (t138) / (t139)
    t141 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t140, 0.0), axis=3, keep_dims=True)
    t142 = (t140) / (t141)
    t143 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t142, 0.0), axis=2, keep_dims=True)
    t144 = (t142) / (t143)
    t145 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t144, 0.0), axis=3, keep_dims=True)
    t146 = (t144) / (t145)
    t147 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t146, 0.0), axis=2, keep_dims=True)
    t148 = (t146) / (t147)
    t149 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t148, 0.0), axis=3, keep_dims=True)
    t150 = (t148) / (t149)
    t151 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t150, 0.0), axis=2, keep_dims=True)
    t152 = (t150) / (t151)
    t153 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t152, 0.0), axis=3, keep_dims=True)
    t154 = (t152) / (t153)
    t155 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t154, 0.0), axis=2, keep_dims=True)
    t156 = (t154) / (t155)
    t157 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t156, 0.0), axis=3, keep_dims=True)
    t158 = (t156) / (t157)
    t159 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t158, 0.0), axis=2, keep_dims=True)
    t160 = (t158) / (t159)
    t161 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t160, 0.0), axis=3, keep_dims=True)
    t162 = (t160) / (t161)
    t163 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t162, 0.0), axis=2, keep_dims=True)
    t164 = (t162) / (t163)
    t165 = tl.load(m3_ptr + offs_c0[:, None, None, None] * m3_s0 + offs_c1[None, :, None, None] * m3_s1 + offs_n1[None, None, :, None] * m3_s2 + offs_n2[None, None, None, :] * m3_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t166 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :], t164, 0.0), 4) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :, None], t165, 0.0), 2), axis=3)
    t167 = t69 + t166
    tl.store(buf168_ptr + offs_c0[:, None, None, None] * buf168_s0 + offs_c1[None, :, None, None] * buf168_s1 + offs_n1[None, None, :, None] * buf168_s2 + offs_n2[None, None, None, :] * buf168_s3, t167, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :])


@triton.jit
def kernel_2(m1_ptr, m1_s0, m1_s1, m1_s2, m175_ptr, m175_s0, m175_s1, m175_s2, m181_ptr, m181_s0, m181_s1, m181_s2, m189_ptr, m189_s0, m189_s1, m189_s2, m195_ptr, m195_s0, m195_s1, m195_s2, buf168_ptr, buf168_s0, buf168_s1, buf168_s2, buf168_s3, m205_ptr, m205_s0, m205_s1, m205_s2, m213_ptr, m213_s0, m213_s1, m213_s2, m220_ptr, m220_s0, m220_s1, m220_s2, m220_s3, buf308_ptr, buf308_s0, buf308_s1, buf308_s2, buf308_s3, E_c0, E_c1, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
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
    t169 = tl.load(m1_ptr + offs_c0[:, None, None] * m1_s0 + offs_c1[None, :, None] * m1_s1 + offs_n0[None, None, :] * m1_s2, mask=(offs_c0 < E_c0)[:, None, None] & (offs_c1 < E_c1)[None, :, None] & (offs_n0 < E_n0)[None, None, :], other=0).to(tl.float32)
    t170 = (t169) * (t169)
    t171 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, :], t170, 0.0), axis=2, keep_dims=True)
    t172 = t171 + 6.4e-05
    t173 = tl.rsqrt(t172)
    t174 = (t169) * (t173)
    t178 = tl.load(m175_ptr + offs_n0[None, :, None] * m175_s1 + offs_n1[None, None, :] * m175_s2, mask=(offs_n0 < E_n0)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    t179 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, :], t174, 0.0), 3) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :, None], t178, 0.0), 1), axis=2)
    t180 = (t179) * (0.8)
    t184 = tl.load(m181_ptr + offs_n1[None, None, :] * m181_s2, mask=(offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    t185 = t180 + t184
    t186 = tl.reshape(t185, [T_c0, T_c1, F_n1, 1])
    t187 = 1.0 / (1.0 + tl.exp(-(t186)))
    t188 = (t187) * (2.0)
    t192 = tl.load(m189_ptr + offs_n0[None, :, None] * m189_s1 + offs_n1[None, None, :] * m189_s2, mask=(offs_n0 < E_n0)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    t193 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, :], t174, 0.0), 3) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :, None], t192, 0.0), 1), axis=2)
    t194 = (t193) * (0.8)
    t198 = tl.load(m195_ptr + offs_n1[None, None, :] * m195_s2, mask=(offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    t199 = t194 + t198
    t200 = tl.reshape(t199, [T_c0, T_c1, 1, F_n1])
    t201 = 1.0 / (1.0 + tl.exp(-(t200)))
    t202 = tl.load(buf168_ptr + offs_c0[:, None, None, None] * buf168_s0 + offs_c1[None, :, None, None] * buf168_s1 + offs_n1[None, None, :, None] * buf168_s2 + offs_n2[None, None, None, :] * buf168_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t203 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :], t201, 0.0), 4) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :, None], t202, 0.0), 2), axis=3)
    t204 = tl.reshape(t203, [T_c0, T_c1, F_n2])
    t209 = tl.load(m205_ptr + offs_n2[None, :, None] * m205_s1 + offs_n2[None, None, :] * m205_s2, mask=(offs_n2 < E_n2)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t210 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :], t204, 0.0), 3) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, :, None], t209, 0.0), 1), axis=2)
    t211 = tl.reshape(t210, [T_c0, T_c1, 1, F_n2])
    t212 = (t188) * (t211)
    t216 = tl.load(m213_ptr + offs_n0[None, :, None] * m213_s1 + offs_n2[None, None, :] * m213_s2, mask=(offs_n0 < E_n0)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t217 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, :], t174, 0.0), 3) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :, None], t216, 0.0), 1), axis=2)
    t218 = tl.reshape(t217, [T_c0, T_c1, F_n1, F_n1])
    t219 = (t218) * (0.8)
    t223 = tl.load(m220_ptr + offs_n1[None, None, :, None] * m220_s2 + offs_n1[None, None, None, :] * m220_s3, mask=(offs_n1 < E_n1)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t224 = t219 + t223
    t225 = tl.exp(t224)
    t226 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t225, 0.0), axis=3, keep_dims=True)
    t227 = (t225) / (t226)
    t228 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t227, 0.0), axis=2, keep_dims=True)
    t229 = (t227) / (t228)
    t230 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t229, 0.0), axis=3, keep_dims=True)
    t231 = (t229) / (t230)
    t232 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t231, 0.0), axis=2, keep_dims=True)
    t233 = (t231) / (t232)
    t234 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t233, 0.0), axis=3, keep_dims=True)
    t235 = (t233) / (t234)
    t236 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t235, 0.0), axis=2, keep_dims=True)
    t237 = (t235) / (t236)
    t238 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t237, 0.0), axis=3, keep_dims=True)
    t239 = (t237) / (t238)
    t240 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t239, 0.0), axis=2, keep_dims=True)
    t241 = (t239) / (t240)
    t242 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t241, 0.0), axis=3, keep_dims=True)
    t243 = (t241) / (t242)
    t244 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t243, 0.0), axis=2, keep_dims=True)
    t245 = (t243) / (t244)
    t246 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t245, 0.0), axis=3, keep_dims=True)
    t247 = (t245) / (t246)
    t248 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t247, 0.0), axis=2, keep_dims=True)
    t249 = (t247) / (t248)
    t250 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t249, 0.0), axis=3, keep_dims=True)
    t251 = (t249) / (t250)
    t252 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t251, 0.0), axis=2, keep_dims=True)
    t253 = (t251) / (t252)
    t254 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t253, 0.0), axis=3, keep_dims=True)
    t255 = (t253) / (t254)
    t256 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t255, 0.0), axis=2, keep_dims=True)
    t257 = (t255) / (t256)
    t258 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t257, 0.0), axis=3, keep_dims=True)
    t259 = (t257) / (t258)
    t260 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t259, 0.0), axis=2, keep_dims=True)
    t261 = (t259) / (t260)
    t262 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t261, 0.0), axis=3, keep_dims=True)
    t263 = (t261) / (t262)
    t264 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t263, 0.0), axis=2, keep_dims=True)
    t265 = (t263) / (t264)
    t266 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t265, 0.0), axis=3, keep_dims=True)
    t267 = (t265) / (t266)
    t268 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t267, 0.0), axis=2, keep_dims=True)
    t269 = (t267) / (t268)
    t270 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t269, 0.0), axis=3, keep_dims=True)
    t271 = (t269) / (t270)
    t272 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t271, 0.0), axis=2, keep_dims=True)
    t273 = (t271) / (t272)
    t274 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t273, 0.0), axis=3, keep_dims=True)
    t275 = (t273) / (t274)
    t276 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t275, 0.0), axis=2, keep_dims=True)
    t277 = (t275) / (t276)
    t278 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t277, 0.0), axis=3, keep_dims=True)
    t279 = (t277) / (t278)
    t280 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t279, 0.0), axis=2, keep_dims=True)
    t281 = (t279) / (t280)
    t282 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t281, 0.0), axis=3, keep_dims=True)
    t283 = (t281) / (t282)
    t284 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t283, 0.0), axis=2, keep_dims=True)
    t285 = (t283) / (t284)
    t286 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t285, 0.0), axis=3, keep_dims=True)
    t287 = (t285) / (t286)
    t288 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t287, 0.0), axis=2, keep_dims=True)
    t289 = (t287) / (t288)
    t290 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t289, 0.0), axis=3, keep_dims=True)
    t291 = (t289) / (t290)
    t292 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t291, 0.0), axis=2, keep_dims=True)
    t293 = (t291) / (t292)
    t294 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t293, 0.0), axis=3, keep_dims=True)
    t295 = (t293) / (t294)
    t296 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t295, 0.0), axis=2, keep_dims=True)
    t297 = (t295) / (t296)
    t298 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t297, 0.0), axis=3, keep_dims=True)
    t299 = (t297) / (t298)
    t300 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t299, 0.0), axis=2, keep_dims=True)
    t301 = (t299) / (t300)
    t302 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t301, 0.0), axis=3, keep_dims=True)
    t303 = (t301) / (t302)
    t304 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t303, 0.0), axis=2, keep_dims=True)
    t305 = (t303) / (t304)
    t306 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :], t305, 0.0), 4) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :, None], t202, 0.0), 2), axis=3)
    t307 = t212 + t306
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
    m34 = inputs['phi_pre']
    m33 = m34.narrow(0, 0, 1)
    m32 = m33.reshape([64, 4])
    m31 = m32.reshape([1, 64, 4])
    m41 = inputs['b_pre']
    m40 = m41.narrow(0, 0, 1)
    m39 = m40.reshape([4])
    m38 = m39.reshape([1, 1, 4])
    m53 = inputs['w_layer']
    m52 = m53.narrow(0, 0, 1)
    m51 = m52.reshape([16, 16])
    m50 = m51.permute([1, 0])
    m49 = m50.reshape([1, 16, 16])
    states62 = torch.full([_cdiv(2, T['c0']), _cdiv(32, T['c1']), _cdiv(16, T['c2']), T['c0'], T['c1'], _pow2(16)], float("nan"), dtype=torch.float32, device=device)
    states63 = torch.full([_cdiv(2, T['c0']), _cdiv(32, T['c1']), _cdiv(16, T['c2']), T['c0'], T['c1'], _pow2(16)], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(2, T['c0']) * _cdiv(32, T['c1']) * _cdiv(16, T['c2']),)](m2_ptr=m2, m2_s0=m2.stride(0), m2_s1=m2.stride(1), m2_s2=m2.stride(2), m31_ptr=m31, m31_s0=m31.stride(0), m31_s1=m31.stride(1), m31_s2=m31.stride(2), m38_ptr=m38, m38_s0=m38.stride(0), m38_s1=m38.stride(1), m38_s2=m38.stride(2), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), m49_ptr=m49, m49_s0=m49.stride(0), m49_s1=m49.stride(1), m49_s2=m49.stride(2), states62_ptr=states62, states62_s0=states62.stride(0), states62_s1=states62.stride(1), states62_s2=states62.stride(2), states62_s3=states62.stride(3), states62_s4=states62.stride(4), states62_s5=states62.stride(5), states63_ptr=states63, states63_s0=states63.stride(0), states63_s1=states63.stride(1), states63_s2=states63.stride(2), states63_s3=states63.stride(3), states63_s4=states63.stride(4), states63_s5=states63.stride(5), E_c0=2, E_c1=32, E_c2=16, E_n0=64, E_n1=4, E_n2=16, F_n0=_pow2(64), F_n1=_pow2(4), F_n2=_pow2(16), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    m73 = inputs['phi_res']
    m72 = m73.narrow(0, 0, 1)
    m71 = m72.reshape([64, 16])
    m70 = m71.reshape([1, 64, 16])
    m81 = inputs['b_res']
    m80 = m81.narrow(0, 0, 1)
    m79 = m80.reshape([4, 4])
    m78 = m79.reshape([1, 1, 4, 4])
    buf168 = torch.full([2, 32, 4, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(2, T['c0']) * _cdiv(32, T['c1']),)](m2_ptr=m2, m2_s0=m2.stride(0), m2_s1=m2.stride(1), m2_s2=m2.stride(2), m10_ptr=m10, m10_s0=m10.stride(0), m10_s1=m10.stride(1), m10_s2=m10.stride(2), m17_ptr=m17, m17_s0=m17.stride(0), m17_s1=m17.stride(1), m17_s2=m17.stride(2), states62_ptr=states62, states62_s0=states62.stride(0), states62_s1=states62.stride(1), states62_s2=states62.stride(2), states62_s3=states62.stride(3), states62_s4=states62.stride(4), states62_s5=states62.stride(5), states63_ptr=states63, states63_s0=states63.stride(0), states63_s1=states63.stride(1), states63_s2=states63.stride(2), states63_s3=states63.stride(3), states63_s4=states63.stride(4), states63_s5=states63.stride(5), m70_ptr=m70, m70_s0=m70.stride(0), m70_s1=m70.stride(1), m70_s2=m70.stride(2), m78_ptr=m78, m78_s0=m78.stride(0), m78_s1=m78.stride(1), m78_s2=m78.stride(2), m78_s3=m78.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), buf168_ptr=buf168, buf168_s0=buf168.stride(0), buf168_s1=buf168.stride(1), buf168_s2=buf168.stride(2), buf168_s3=buf168.stride(3), E_c0=2, E_c1=32, E_c2=16, E_n0=64, E_n1=4, E_n2=16, F_n0=_pow2(64), F_n1=_pow2(4), F_n2=_pow2(16), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    m1 = buf168.reshape([2, 32, 64])
    m177 = m13.narrow(0, 1, 1)
    m176 = m177.reshape([64, 4])
    m175 = m176.reshape([1, 64, 4])
    m183 = m20.narrow(0, 1, 1)
    m182 = m183.reshape([4])
    m181 = m182.reshape([1, 1, 4])
    m191 = m34.narrow(0, 1, 1)
    m190 = m191.reshape([64, 4])
    m189 = m190.reshape([1, 64, 4])
    m197 = m41.narrow(0, 1, 1)
    m196 = m197.reshape([4])
    m195 = m196.reshape([1, 1, 4])
    m208 = m53.narrow(0, 1, 1)
    m207 = m208.reshape([16, 16])
    m206 = m207.permute([1, 0])
    m205 = m206.reshape([1, 16, 16])
    m215 = m73.narrow(0, 1, 1)
    m214 = m215.reshape([64, 16])
    m213 = m214.reshape([1, 64, 16])
    m222 = m81.narrow(0, 1, 1)
    m221 = m222.reshape([4, 4])
    m220 = m221.reshape([1, 1, 4, 4])
    buf308 = torch.full([2, 32, 4, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(2, T['c0']) * _cdiv(32, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m175_ptr=m175, m175_s0=m175.stride(0), m175_s1=m175.stride(1), m175_s2=m175.stride(2), m181_ptr=m181, m181_s0=m181.stride(0), m181_s1=m181.stride(1), m181_s2=m181.stride(2), m189_ptr=m189, m189_s0=m189.stride(0), m189_s1=m189.stride(1), m189_s2=m189.stride(2), m195_ptr=m195, m195_s0=m195.stride(0), m195_s1=m195.stride(1), m195_s2=m195.stride(2), buf168_ptr=buf168, buf168_s0=buf168.stride(0), buf168_s1=buf168.stride(1), buf168_s2=buf168.stride(2), buf168_s3=buf168.stride(3), m205_ptr=m205, m205_s0=m205.stride(0), m205_s1=m205.stride(1), m205_s2=m205.stride(2), m213_ptr=m213, m213_s0=m213.stride(0), m213_s1=m213.stride(1), m213_s2=m213.stride(2), m220_ptr=m220, m220_s0=m220.stride(0), m220_s1=m220.stride(1), m220_s2=m220.stride(2), m220_s3=m220.stride(3), buf308_ptr=buf308, buf308_s0=buf308.stride(0), buf308_s1=buf308.stride(1), buf308_s2=buf308.stride(2), buf308_s3=buf308.stride(3), E_c0=2, E_c1=32, E_n0=64, E_n1=4, E_n2=16, F_n0=_pow2(64), F_n1=_pow2(4), F_n2=_pow2(16), T_c0=T['c0'], T_c1=T['c1'])
    return buf308


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
