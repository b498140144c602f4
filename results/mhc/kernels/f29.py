"""mhc [small], candidate 29: 3 kernel(s)

Rendered by EqiForge from candidate 29 of mhc [small]: grid(x_1.3@3) loop(x.2[64]: sum) [2 mm] ; grid(x.1@1) loop(x.2[64]: pair(sum, sum)) loop(x_1.3[16]: sum) loop(x.2[64]: sum) [5 mm] | grid(x.1@1) [6 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.1@1[32]
    c1: loop x.2[64]
    c2: loop x_1.3[16]
    c3: grid x_1.3@3[16]

Run it on its own: `python kernels/f29.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/mhc.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 16, "c1": 32, "c2": 8, "c3": 8}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 32, "c1": 64, "c2": 16, "c3": 16}


@triton.jit
def kernel_0(m2_ptr, m2_s0, m2_s1, m2_s2, m11_ptr, m11_s0, m11_s1, m11_s2, m47_ptr, m47_s0, m47_s1, m47_s2, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, buf57_ptr, buf57_s0, buf57_s1, buf57_s2, buf57_s3, E_c1, E_c3, E_n0, E_n1, E_n2, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c1: tl.constexpr, T_c3: tl.constexpr):
    # writes buf57: Combine over grid x_1.3@3[16]
    pid = tl.program_id(0)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n3 = tl.arange(0, F_n3)
    offs_n2 = tl.arange(0, F_n2)
    offs_n1 = tl.arange(0, F_n1)
    acc39 = tl.full([F_n0, F_n3, F_n2], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t36 = tl.load(m2_ptr + offs_n0[:, None, None] * m2_s0 + offs_n3[None, :, None] * m2_s1 + offs_c1[None, None, :] * m2_s2, mask=(offs_n0 < E_n0)[:, None, None] & (offs_n3 < E_n3)[None, :, None] & (offs_c1 < E_c1)[None, None, :], other=0).to(tl.float32)
        t37 = tl.load(m11_ptr + offs_c1[None, :, None] * m11_s1 + offs_n2[None, None, :] * m11_s2, mask=(offs_c1 < E_c1)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
        t38 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, :], t36, 0.0), 3) * tl.expand_dims(tl.where((offs_c1 < E_c1)[None, :, None], t37, 0.0), 1), axis=2)
        acc39 = acc39 + t38
    t40 = tl.load(m2_ptr + offs_n0[:, None, None] * m2_s0 + offs_n3[None, :, None] * m2_s1 + offs_n1[None, None, :] * m2_s2, mask=(offs_n0 < E_n0)[:, None, None] & (offs_n3 < E_n3)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    t41 = (t40) * (t40)
    t42 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :], t41, 0.0), axis=2, keep_dims=True)
    t43 = t42 + 6.4e-05
    t44 = tl.rsqrt(t43)
    t45 = (acc39) * (t44)
    t46 = (t45) * (0.8)
    t51 = tl.load(m47_ptr + offs_n2[None, None, :] * m47_s2, mask=(offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t52 = t46 + t51
    t53 = tl.reshape(t52, [F_n0, F_n3, 1, F_n2])
    t54 = 1.0 / (1.0 + tl.exp(-(t53)))
    t55 = tl.load(m3_ptr + offs_n0[:, None, None, None] * m3_s0 + offs_n3[None, :, None, None] * m3_s1 + offs_n2[None, None, :, None] * m3_s2 + offs_c3[None, None, None, :] * m3_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n3 < E_n3)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
    t56 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t54, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t55, 0.0), 2), axis=3)
    tl.store(buf57_ptr + offs_n0[:, None, None, None] * buf57_s0 + offs_n3[None, :, None, None] * buf57_s1 + offs_c3[None, None, None, :] * buf57_s3, t56, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n3 < E_n3)[None, :, None, None] & (offs_c3 < E_c3)[None, None, None, :])


@triton.jit
def kernel_1(m2_ptr, m2_s0, m2_s1, m2_s2, m5_ptr, m5_s0, m5_s1, m5_s2, m11_ptr, m11_s0, m11_s1, m11_s2, m26_ptr, m26_s0, m26_s1, m26_s2, m35_ptr, m35_s0, m35_s1, m35_s2, m59_ptr, m59_s0, m59_s1, m59_s2, m70_ptr, m70_s0, m70_s1, m70_s2, m80_ptr, m80_s0, m80_s1, m80_s2, m80_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, buf170_ptr, buf170_s0, buf170_s1, buf170_s2, buf170_s3, E_c0, E_c1, E_c2, E_n0, E_n1, E_n2, E_n4, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n4: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf170: Combine over grid x.1@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n2 = tl.arange(0, F_n2)
    offs_n1 = tl.arange(0, F_n1)
    offs_n4 = tl.arange(0, F_n4)
    acc17 = tl.full([F_n0, T_c0, F_n2], 0.0, tl.float32)
    acc18 = tl.full([F_n0, T_c0, F_n2], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t4 = tl.load(m2_ptr + offs_n0[:, None, None] * m2_s0 + offs_c0[None, :, None] * m2_s1 + offs_c1[None, None, :] * m2_s2, mask=(offs_n0 < E_n0)[:, None, None] & (offs_c0 < E_c0)[None, :, None] & (offs_c1 < E_c1)[None, None, :], other=0).to(tl.float32)
        t9 = tl.load(m5_ptr + offs_c1[None, :, None] * m5_s1 + offs_n2[None, None, :] * m5_s2, mask=(offs_c1 < E_c1)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
        t10 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, :], t4, 0.0), 3) * tl.expand_dims(tl.where((offs_c1 < E_c1)[None, :, None], t9, 0.0), 1), axis=2)
        t15 = tl.load(m11_ptr + offs_c1[None, :, None] * m11_s1 + offs_n2[None, None, :] * m11_s2, mask=(offs_c1 < E_c1)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
        t16 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, :], t4, 0.0), 3) * tl.expand_dims(tl.where((offs_c1 < E_c1)[None, :, None], t15, 0.0), 1), axis=2)
        acc17 = acc17 + t10
        acc18 = acc18 + t16
    t19 = tl.load(m2_ptr + offs_n0[:, None, None] * m2_s0 + offs_c0[None, :, None] * m2_s1 + offs_n1[None, None, :] * m2_s2, mask=(offs_n0 < E_n0)[:, None, None] & (offs_c0 < E_c0)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    t20 = (t19) * (t19)
    t21 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :], t20, 0.0), axis=2, keep_dims=True)
    t22 = t21 + 6.4e-05
    t23 = tl.rsqrt(t22)
    t24 = (acc17) * (t23)
    t25 = (t24) * (0.8)
    t30 = tl.load(m26_ptr + offs_n2[None, None, :] * m26_s2, mask=(offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t31 = t25 + t30
    t32 = tl.reshape(t31, [F_n0, T_c0, F_n2, 1])
    t33 = 1.0 / (1.0 + tl.exp(-(t32)))
    t34 = (t33) * (2.0)
    acc66 = tl.full([F_n0, T_c0, F_n4], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t58 = tl.load(m35_ptr + offs_n0[:, None, None] * m35_s0 + offs_c0[None, :, None] * m35_s1 + offs_c2[None, None, :] * m35_s2, mask=(offs_n0 < E_n0)[:, None, None] & (offs_c0 < E_c0)[None, :, None] & (offs_c2 < E_c2)[None, None, :], other=0).to(tl.float32)
        t64 = tl.load(m59_ptr + offs_c2[None, :, None] * m59_s1 + offs_n4[None, None, :] * m59_s2, mask=(offs_c2 < E_c2)[None, :, None] & (offs_n4 < E_n4)[None, None, :], other=0).to(tl.float32)
        t65 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :], t58, 0.0), 3) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :, None], t64, 0.0), 1), axis=2)
        acc66 = acc66 + t65
    t67 = tl.reshape(acc66, [F_n0, T_c0, 1, F_n4])
    t68 = (t34) * (t67)
    acc76 = tl.full([F_n0, T_c0, F_n4], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t69 = tl.load(m2_ptr + offs_n0[:, None, None] * m2_s0 + offs_c0[None, :, None] * m2_s1 + offs_c1[None, None, :] * m2_s2, mask=(offs_n0 < E_n0)[:, None, None] & (offs_c0 < E_c0)[None, :, None] & (offs_c1 < E_c1)[None, None, :], other=0).to(tl.float32)
        t74 = tl.load(m70_ptr + offs_c1[None, :, None] * m70_s1 + offs_n4[None, None, :] * m70_s2, mask=(offs_c1 < E_c1)[None, :, None] & (offs_n4 < E_n4)[None, None, :], other=0).to(tl.float32)
        t75 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, :], t69, 0.0), 3) * tl.expand_dims(tl.where((offs_c1 < E_c1)[None, :, None], t74, 0.0), 1), axis=2)
        acc76 = acc76 + t75
    t77 = (acc76) * (t23)
    t78 = tl.reshape(t77, [F_n0, T_c0, F_n2, F_n2])
    t79 = (t78) * (0.8)
    t84 = tl.load(m80_ptr + offs_n2[None, None, :, None] * m80_s2 + offs_n2[None, None, None, :] * m80_s3, mask=(offs_n2 < E_n2)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t85 = t79 + t84
    t86 = tl.exp(t85)
    t87 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t86, 0.0), axis=3, keep_dims=True)
    t88 = (t86) / (t87)
    t89 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t88, 0.0), axis=2, keep_dims=True)
    t90 = (t88) / (t89)
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
    t167 = tl.load(m3_ptr + offs_n0[:, None, None, None] * m3_s0 + offs_c0[None, :, None, None] * m3_s1 + offs_n2[None, None, :, None] * m3_s2 + offs_n4[None, None, None, :] * m3_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_n4 < E_n4)[None, None, None, :], other=0).to(tl.float32)
    t168 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t166, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t167, 0.0), 2), axis=3)
    t169 = t68 + t168
    tl.store(buf170_ptr + offs_n0[:, None, None, None] * buf170_s0 + offs_c0[None, :, None, None] * buf170_s1 + offs_n2[None, None, :, None] * buf170_s2 + offs_n4[None, None, None, :] * buf170_s3, t169, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_n4 < E_n4)[None, None, None, :])


@triton.jit
def kernel_2(m1_ptr, m1_s0, m1_s1, m1_s2, m177_ptr, m177_s0, m177_s1, m177_s2, m183_ptr, m183_s0, m183_s1, m183_s2, m191_ptr, m191_s0, m191_s1, m191_s2, m197_ptr, m197_s0, m197_s1, m197_s2, buf170_ptr, buf170_s0, buf170_s1, buf170_s2, buf170_s3, m207_ptr, m207_s0, m207_s1, m207_s2, m215_ptr, m215_s0, m215_s1, m215_s2, m222_ptr, m222_s0, m222_s1, m222_s2, m222_s3, buf310_ptr, buf310_s0, buf310_s1, buf310_s2, buf310_s3, E_c0, E_n0, E_n1, E_n2, E_n4, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n4: tl.constexpr, T_c0: tl.constexpr):
    # writes buf310: Combine over grid x.1@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n4 = tl.arange(0, F_n4)
    t171 = tl.load(m1_ptr + offs_n0[:, None, None] * m1_s0 + offs_c0[None, :, None] * m1_s1 + offs_n1[None, None, :] * m1_s2, mask=(offs_n0 < E_n0)[:, None, None] & (offs_c0 < E_c0)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    t172 = (t171) * (t171)
    t173 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :], t172, 0.0), axis=2, keep_dims=True)
    t174 = t173 + 6.4e-05
    t175 = tl.rsqrt(t174)
    t176 = (t171) * (t175)
    t180 = tl.load(m177_ptr + offs_n1[None, :, None] * m177_s1 + offs_n2[None, None, :] * m177_s2, mask=(offs_n1 < E_n1)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t181 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :], t176, 0.0), 3) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :, None], t180, 0.0), 1), axis=2)
    t182 = (t181) * (0.8)
    t186 = tl.load(m183_ptr + offs_n2[None, None, :] * m183_s2, mask=(offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t187 = t182 + t186
    t188 = tl.reshape(t187, [F_n0, T_c0, F_n2, 1])
    t189 = 1.0 / (1.0 + tl.exp(-(t188)))
    t190 = (t189) * (2.0)
    t194 = tl.load(m191_ptr + offs_n1[None, :, None] * m191_s1 + offs_n2[None, None, :] * m191_s2, mask=(offs_n1 < E_n1)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t195 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :], t176, 0.0), 3) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :, None], t194, 0.0), 1), axis=2)
    t196 = (t195) * (0.8)
    t200 = tl.load(m197_ptr + offs_n2[None, None, :] * m197_s2, mask=(offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t201 = t196 + t200
    t202 = tl.reshape(t201, [F_n0, T_c0, 1, F_n2])
    t203 = 1.0 / (1.0 + tl.exp(-(t202)))
    t204 = tl.load(buf170_ptr + offs_n0[:, None, None, None] * buf170_s0 + offs_c0[None, :, None, None] * buf170_s1 + offs_n2[None, None, :, None] * buf170_s2 + offs_n4[None, None, None, :] * buf170_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_n4 < E_n4)[None, None, None, :], other=0).to(tl.float32)
    t205 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t203, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t204, 0.0), 2), axis=3)
    t206 = tl.reshape(t205, [F_n0, T_c0, F_n4])
    t211 = tl.load(m207_ptr + offs_n4[None, :, None] * m207_s1 + offs_n4[None, None, :] * m207_s2, mask=(offs_n4 < E_n4)[None, :, None] & (offs_n4 < E_n4)[None, None, :], other=0).to(tl.float32)
    t212 = tl.sum(tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, :], t206, 0.0), 3) * tl.expand_dims(tl.where((offs_n4 < E_n4)[None, :, None], t211, 0.0), 1), axis=2)
    t213 = tl.reshape(t212, [F_n0, T_c0, 1, F_n4])
    t214 = (t190) * (t213)
    t218 = tl.load(m215_ptr + offs_n1[None, :, None] * m215_s1 + offs_n4[None, None, :] * m215_s2, mask=(offs_n1 < E_n1)[None, :, None] & (offs_n4 < E_n4)[None, None, :], other=0).to(tl.float32)
    t219 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :], t176, 0.0), 3) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :, None], t218, 0.0), 1), axis=2)
    t220 = tl.reshape(t219, [F_n0, T_c0, F_n2, F_n2])
    t221 = (t220) * (0.8)
    t225 = tl.load(m222_ptr + offs_n2[None, None, :, None] * m222_s2 + offs_n2[None, None, None, :] * m222_s3, mask=(offs_n2 < E_n2)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t226 = t221 + t225
    t227 = tl.exp(t226)
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
    t292 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t291, 0.0), axis=3, keep_dims=True)
    t293 = (t291) / (t292)
    t294 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t293, 0.0), axis=2, keep_dims=True)
    t295 = (t293) / (t294)
    t296 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t295, 0.0), axis=3, keep_dims=True)
    t297 = (t295) / (t296)
    t298 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t297, 0.0), axis=2, keep_dims=True)
    t299 = (t297) / (t298)
    t300 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t299, 0.0), axis=3, keep_dims=True)
    t301 = (t299) / (t300)
    t302 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t301, 0.0), axis=2, keep_dims=True)
    t303 = (t301) / (t302)
    t304 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t303, 0.0), axis=3, keep_dims=True)
    t305 = (t303) / (t304)
    t306 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t305, 0.0), axis=2, keep_dims=True)
    t307 = (t305) / (t306)
    t308 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t307, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t204, 0.0), 2), axis=3)
    t309 = t214 + t308
    tl.store(buf310_ptr + offs_n0[:, None, None, None] * buf310_s0 + offs_c0[None, :, None, None] * buf310_s1 + offs_n2[None, None, :, None] * buf310_s2 + offs_n4[None, None, None, :] * buf310_s3, t309, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_n4 < E_n4)[None, None, None, :])


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
    m14 = inputs['phi_pre']
    m13 = m14.narrow(0, 0, 1)
    m12 = m13.reshape([64, 4])
    m11 = m12.reshape([1, 64, 4])
    m29 = inputs['b_post']
    m28 = m29.narrow(0, 0, 1)
    m27 = m28.reshape([4])
    m26 = m27.reshape([1, 1, 4])
    m50 = inputs['b_pre']
    m49 = m50.narrow(0, 0, 1)
    m48 = m49.reshape([4])
    m47 = m48.reshape([1, 1, 4])
    buf57 = torch.full([2, 32, 1, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(16, T['c3']),)](m2_ptr=m2, m2_s0=m2.stride(0), m2_s1=m2.stride(1), m2_s2=m2.stride(2), m11_ptr=m11, m11_s0=m11.stride(0), m11_s1=m11.stride(1), m11_s2=m11.stride(2), m47_ptr=m47, m47_s0=m47.stride(0), m47_s1=m47.stride(1), m47_s2=m47.stride(2), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), buf57_ptr=buf57, buf57_s0=buf57.stride(0), buf57_s1=buf57.stride(1), buf57_s2=buf57.stride(2), buf57_s3=buf57.stride(3), E_c1=64, E_c3=16, E_n0=2, E_n1=64, E_n2=4, E_n3=32, F_n0=_pow2(2), F_n1=_pow2(64), F_n2=_pow2(4), F_n3=_pow2(32), T_c1=T['c1'], T_c3=T['c3'])
    m35 = buf57.reshape([2, 32, 16])
    m63 = inputs['w_layer']
    m62 = m63.narrow(0, 0, 1)
    m61 = m62.reshape([16, 16])
    m60 = m61.permute([1, 0])
    m59 = m60.reshape([1, 16, 16])
    m73 = inputs['phi_res']
    m72 = m73.narrow(0, 0, 1)
    m71 = m72.reshape([64, 16])
    m70 = m71.reshape([1, 64, 16])
    m83 = inputs['b_res']
    m82 = m83.narrow(0, 0, 1)
    m81 = m82.reshape([4, 4])
    m80 = m81.reshape([1, 1, 4, 4])
    buf170 = torch.full([2, 32, 4, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(32, T['c0']),)](m2_ptr=m2, m2_s0=m2.stride(0), m2_s1=m2.stride(1), m2_s2=m2.stride(2), m5_ptr=m5, m5_s0=m5.stride(0), m5_s1=m5.stride(1), m5_s2=m5.stride(2), m11_ptr=m11, m11_s0=m11.stride(0), m11_s1=m11.stride(1), m11_s2=m11.stride(2), m26_ptr=m26, m26_s0=m26.stride(0), m26_s1=m26.stride(1), m26_s2=m26.stride(2), m35_ptr=m35, m35_s0=m35.stride(0), m35_s1=m35.stride(1), m35_s2=m35.stride(2), m59_ptr=m59, m59_s0=m59.stride(0), m59_s1=m59.stride(1), m59_s2=m59.stride(2), m70_ptr=m70, m70_s0=m70.stride(0), m70_s1=m70.stride(1), m70_s2=m70.stride(2), m80_ptr=m80, m80_s0=m80.stride(0), m80_s1=m80.stride(1), m80_s2=m80.stride(2), m80_s3=m80.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), buf170_ptr=buf170, buf170_s0=buf170.stride(0), buf170_s1=buf170.stride(1), buf170_s2=buf170.stride(2), buf170_s3=buf170.stride(3), E_c0=32, E_c1=64, E_c2=16, E_n0=2, E_n1=64, E_n2=4, E_n4=16, F_n0=_pow2(2), F_n1=_pow2(64), F_n2=_pow2(4), F_n4=_pow2(16), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    m1 = buf170.reshape([2, 32, 64])
    m179 = m8.narrow(0, 1, 1)
    m178 = m179.reshape([64, 4])
    m177 = m178.reshape([1, 64, 4])
    m185 = m29.narrow(0, 1, 1)
    m184 = m185.reshape([4])
    m183 = m184.reshape([1, 1, 4])
    m193 = m14.narrow(0, 1, 1)
    m192 = m193.reshape([64, 4])
    m191 = m192.reshape([1, 64, 4])
    m199 = m50.narrow(0, 1, 1)
    m198 = m199.reshape([4])
    m197 = m198.reshape([1, 1, 4])
    m210 = m63.narrow(0, 1, 1)
    m209 = m210.reshape([16, 16])
    m208 = m209.permute([1, 0])
    m207 = m208.reshape([1, 16, 16])
    m217 = m73.narrow(0, 1, 1)
    m216 = m217.reshape([64, 16])
    m215 = m216.reshape([1, 64, 16])
    m224 = m83.narrow(0, 1, 1)
    m223 = m224.reshape([4, 4])
    m222 = m223.reshape([1, 1, 4, 4])
    buf310 = torch.full([2, 32, 4, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(32, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m177_ptr=m177, m177_s0=m177.stride(0), m177_s1=m177.stride(1), m177_s2=m177.stride(2), m183_ptr=m183, m183_s0=m183.stride(0), m183_s1=m183.stride(1), m183_s2=m183.stride(2), m191_ptr=m191, m191_s0=m191.stride(0), m191_s1=m191.stride(1), m191_s2=m191.stride(2), m197_ptr=m197, m197_s0=m197.stride(0), m197_s1=m197.stride(1), m197_s2=m197.stride(2), buf170_ptr=buf170, buf170_s0=buf170.stride(0), buf170_s1=buf170.stride(1), buf170_s2=buf170.stride(2), buf170_s3=buf170.stride(3), m207_ptr=m207, m207_s0=m207.stride(0), m207_s1=m207.stride(1), m207_s2=m207.stride(2), m215_ptr=m215, m215_s0=m215.stride(0), m215_s1=m215.stride(1), m215_s2=m215.stride(2), m222_ptr=m222, m222_s0=m222.stride(0), m222_s1=m222.stride(1), m222_s2=m222.stride(2), m222_s3=m222.stride(3), buf310_ptr=buf310, buf310_s0=buf310.stride(0), buf310_s1=buf310.stride(1), buf310_s2=buf310.stride(2), buf310_s3=buf310.stride(3), E_c0=32, E_n0=2, E_n1=64, E_n2=4, E_n4=16, F_n0=_pow2(2), F_n1=_pow2(64), F_n2=_pow2(4), F_n4=_pow2(16), T_c0=T['c0'])
    return buf310


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
