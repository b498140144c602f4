"""mhc [small], candidate 4: 2 kernel(s)

Rendered by EqiForge from candidate 4 of mhc [small]: grid(x.0@0, x.1@1) loop(x.2[64]: sum) loop(x_1.3[16]: sum) [6 mm] | grid(x.0@0, x.1@1) [6 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.0@0[2]
    c1: grid x.1@1[32]
    c2: loop x.2[64]
    c3: loop x_1.3[16]

Run it on its own: `python kernels/f04.py` checks it once against PyTorch on random inputs.
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
def kernel_0(m2_ptr, m2_s0, m2_s1, m2_s2, m12_ptr, m12_s0, m12_s1, m12_s2, m19_ptr, m19_s0, m19_s1, m19_s2, m33_ptr, m33_s0, m33_s1, m33_s2, m40_ptr, m40_s0, m40_s1, m40_s2, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, m51_ptr, m51_s0, m51_s1, m51_s2, m61_ptr, m61_s0, m61_s1, m61_s2, m69_ptr, m69_s0, m69_s1, m69_s2, m69_s3, buf159_ptr, buf159_s0, buf159_s1, buf159_s2, buf159_s3, E_c0, E_c1, E_c2, E_c3, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # writes buf159: Combine over grid x.0@0[2], grid x.1@1[32]
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
    acc8 = tl.full([T_c0, T_c1, 1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t5 = tl.load(m2_ptr + offs_c0[:, None, None] * m2_s0 + offs_c1[None, :, None] * m2_s1 + offs_c2[None, None, :] * m2_s2, mask=(offs_c0 < E_c0)[:, None, None] & (offs_c1 < E_c1)[None, :, None] & (offs_c2 < E_c2)[None, None, :], other=0).to(tl.float32)
        t6 = (t5) * (t5)
        t7 = tl.sum(tl.where((offs_c2 < E_c2)[None, None, :], t6, 0.0), axis=2, keep_dims=True)
        acc8 = acc8 + t7
    t9 = acc8 + 6.4e-05
    t10 = tl.rsqrt(t9)
    t11 = (t4) * (t10)
    t16 = tl.load(m12_ptr + offs_n0[None, :, None] * m12_s1 + offs_n1[None, None, :] * m12_s2, mask=(offs_n0 < E_n0)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    t17 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, :], t11, 0.0), 3) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :, None], t16, 0.0), 1), axis=2)
    t18 = (t17) * (0.8)
    t23 = tl.load(m19_ptr + offs_n1[None, None, :] * m19_s2, mask=(offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    t24 = t18 + t23
    t25 = tl.reshape(t24, [T_c0, T_c1, F_n1, 1])
    t26 = 1.0 / (1.0 + tl.exp(-(t25)))
    t27 = (t26) * (2.0)
    t28 = (t4) * (t4)
    t29 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, :], t28, 0.0), axis=2, keep_dims=True)
    t30 = t29 + 6.4e-05
    t31 = tl.rsqrt(t30)
    t32 = (t4) * (t31)
    t37 = tl.load(m33_ptr + offs_n0[None, :, None] * m33_s1 + offs_n1[None, None, :] * m33_s2, mask=(offs_n0 < E_n0)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    t38 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, :], t32, 0.0), 3) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :, None], t37, 0.0), 1), axis=2)
    t39 = (t38) * (0.8)
    t44 = tl.load(m40_ptr + offs_n1[None, None, :] * m40_s2, mask=(offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    t45 = t39 + t44
    t46 = tl.reshape(t45, [T_c0, T_c1, 1, F_n1])
    t47 = 1.0 / (1.0 + tl.exp(-(t46)))
    acc58 = tl.full([T_c0, T_c1, F_n2], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t48 = tl.load(m3_ptr + offs_c0[:, None, None, None] * m3_s0 + offs_c1[None, :, None, None] * m3_s1 + offs_n1[None, None, :, None] * m3_s2 + offs_c3[None, None, None, :] * m3_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
        t49 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :], t47, 0.0), 4) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :, None], t48, 0.0), 2), axis=3)
        t50 = tl.reshape(t49, [T_c0, T_c1, T_c3])
        t56 = tl.load(m51_ptr + offs_c3[None, :, None] * m51_s1 + offs_n2[None, None, :] * m51_s2, mask=(offs_c3 < E_c3)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
        t57 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, :], t50, 0.0), 3) * tl.expand_dims(tl.where((offs_c3 < E_c3)[None, :, None], t56, 0.0), 1), axis=2)
        acc58 = acc58 + t57
    t59 = tl.reshape(acc58, [T_c0, T_c1, 1, F_n2])
    t60 = (t27) * (t59)
    t65 = tl.load(m61_ptr + offs_n0[None, :, None] * m61_s1 + offs_n2[None, None, :] * m61_s2, mask=(offs_n0 < E_n0)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t66 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, :], t11, 0.0), 3) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :, None], t65, 0.0), 1), axis=2)
    t67 = tl.reshape(t66, [T_c0, T_c1, F_n1, F_n1])
    t68 = (t67) * (0.8)
    t73 = tl.load(m69_ptr + offs_n1[None, None, :, None] * m69_s2 + offs_n1[None, None, None, :] * m69_s3, mask=(offs_n1 < E_n1)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t74 = t68 + t73
    t75 = tl.exp(t74)
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
    t148 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t147, 0.0), axis=3, keep_dims=True)
    t149 = (t147) / (t148)
    t150 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t149, 0.0), axis=2, keep_dims=True)
    t151 = (t149) / (t150)
    t152 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t151, 0.0), axis=3, keep_dims=True)
    t153 = (t151) / (t152)
    t154 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t153, 0.0), axis=2, keep_dims=True)
    t155 = (t153) / (t154)
    t156 = tl.load(m3_ptr + offs_c0[:, None, None, None] * m3_s0 + offs_c1[None, :, None, None] * m3_s1 + offs_n1[None, None, :, None] * m3_s2 + offs_n2[None, None, None, :] * m3_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t157 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :], t155, 0.0), 4) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :, None], t156, 0.0), 2), axis=3)
    t158 = t60 + t157
    tl.store(buf159_ptr + offs_c0[:, None, None, None] * buf159_s0 + offs_c1[None, :, None, None] * buf159_s1 + offs_n1[None, None, :, None] * buf159_s2 + offs_n2[None, None, None, :] * buf159_s3, t158, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :])


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, m1_s2, m166_ptr, m166_s0, m166_s1, m166_s2, m172_ptr, m172_s0, m172_s1, m172_s2, m180_ptr, m180_s0, m180_s1, m180_s2, m186_ptr, m186_s0, m186_s1, m186_s2, buf159_ptr, buf159_s0, buf159_s1, buf159_s2, buf159_s3, m196_ptr, m196_s0, m196_s1, m196_s2, m204_ptr, m204_s0, m204_s1, m204_s2, m211_ptr, m211_s0, m211_s1, m211_s2, m211_s3, buf299_ptr, buf299_s0, buf299_s1, buf299_s2, buf299_s3, E_c0, E_c1, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf299: Combine over grid x.0@0[2], grid x.1@1[32]
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
    t160 = tl.load(m1_ptr + offs_c0[:, None, None] * m1_s0 + offs_c1[None, :, None] * m1_s1 + offs_n0[None, None, :] * m1_s2, mask=(offs_c0 < E_c0)[:, None, None] & (offs_c1 < E_c1)[None, :, None] & (offs_n0 < E_n0)[None, None, :], other=0).to(tl.float32)
    t161 = (t160) * (t160)
    t162 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, :], t161, 0.0), axis=2, keep_dims=True)
    t163 = t162 + 6.4e-05
    t164 = tl.rsqrt(t163)
    t165 = (t160) * (t164)
    t169 = tl.load(m166_ptr + offs_n0[None, :, None] * m166_s1 + offs_n1[None, None, :] * m166_s2, mask=(offs_n0 < E_n0)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    t170 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, :], t165, 0.0), 3) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :, None], t169, 0.0), 1), axis=2)
    t171 = (t170) * (0.8)
    t175 = tl.load(m172_ptr + offs_n1[None, None, :] * m172_s2, mask=(offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    t176 = t171 + t175
    t177 = tl.reshape(t176, [T_c0, T_c1, F_n1, 1])
    t178 = 1.0 / (1.0 + tl.exp(-(t177)))
    t179 = (t178) * (2.0)
    t183 = tl.load(m180_ptr + offs_n0[None, :, None] * m180_s1 + offs_n1[None, None, :] * m180_s2, mask=(offs_n0 < E_n0)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    t184 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, :], t165, 0.0), 3) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :, None], t183, 0.0), 1), axis=2)
    t185 = (t184) * (0.8)
    t189 = tl.load(m186_ptr + offs_n1[None, None, :] * m186_s2, mask=(offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    t190 = t185 + t189
    t191 = tl.reshape(t190, [T_c0, T_c1, 1, F_n1])
    t192 = 1.0 / (1.0 + tl.exp(-(t191)))
    t193 = tl.load(buf159_ptr + offs_c0[:, None, None, None] * buf159_s0 + offs_c1[None, :, None, None] * buf159_s1 + offs_n1[None, None, :, None] * buf159_s2 + offs_n2[None, None, None, :] * buf159_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t194 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :], t192, 0.0), 4) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :, None], t193, 0.0), 2), axis=3)
    t195 = tl.reshape(t194, [T_c0, T_c1, F_n2])
    t200 = tl.load(m196_ptr + offs_n2[None, :, None] * m196_s1 + offs_n2[None, None, :] * m196_s2, mask=(offs_n2 < E_n2)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t201 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :], t195, 0.0), 3) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, :, None], t200, 0.0), 1), axis=2)
    t202 = tl.reshape(t201, [T_c0, T_c1, 1, F_n2])
    t203 = (t179) * (t202)
    t207 = tl.load(m204_ptr + offs_n0[None, :, None] * m204_s1 + offs_n2[None, None, :] * m204_s2, mask=(offs_n0 < E_n0)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t208 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, :], t165, 0.0), 3) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :, None], t207, 0.0), 1), axis=2)
    t209 = tl.reshape(t208, [T_c0, T_c1, F_n1, F_n1])
    t210 = (t209) * (0.8)
    t214 = tl.load(m211_ptr + offs_n1[None, None, :, None] * m211_s2 + offs_n1[None, None, None, :] * m211_s3, mask=(offs_n1 < E_n1)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t215 = t210 + t214
    t216 = tl.exp(t215)
    t217 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t216, 0.0), axis=3, keep_dims=True)
    t218 = (t216) / (t217)
    t219 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t218, 0.0), axis=2, keep_dims=True)
    t220 = (t218) / (t219)
    t221 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t220, 0.0), axis=3, keep_dims=True)
    t222 = (t220) / (t221)
    t223 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t222, 0.0), axis=2, keep_dims=True)
    t224 = (t222) / (t223)
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
    t297 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :], t296, 0.0), 4) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :, None], t193, 0.0), 2), axis=3)
    t298 = t203 + t297
    tl.store(buf299_ptr + offs_c0[:, None, None, None] * buf299_s0 + offs_c1[None, :, None, None] * buf299_s1 + offs_n1[None, None, :, None] * buf299_s2 + offs_n2[None, None, None, :] * buf299_s3, t298, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :])


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
    m15 = inputs['phi_post']
    m14 = m15.narrow(0, 0, 1)
    m13 = m14.reshape([64, 4])
    m12 = m13.reshape([1, 64, 4])
    m22 = inputs['b_post']
    m21 = m22.narrow(0, 0, 1)
    m20 = m21.reshape([4])
    m19 = m20.reshape([1, 1, 4])
    m36 = inputs['phi_pre']
    m35 = m36.narrow(0, 0, 1)
    m34 = m35.reshape([64, 4])
    m33 = m34.reshape([1, 64, 4])
    m43 = inputs['b_pre']
    m42 = m43.narrow(0, 0, 1)
    m41 = m42.reshape([4])
    m40 = m41.reshape([1, 1, 4])
    m55 = inputs['w_layer']
    m54 = m55.narrow(0, 0, 1)
    m53 = m54.reshape([16, 16])
    m52 = m53.permute([1, 0])
    m51 = m52.reshape([1, 16, 16])
    m64 = inputs['phi_res']
    m63 = m64.narrow(0, 0, 1)
    m62 = m63.reshape([64, 16])
    m61 = m62.reshape([1, 64, 16])
    m72 = inputs['b_res']
    m71 = m72.narrow(0, 0, 1)
    m70 = m71.reshape([4, 4])
    m69 = m70.reshape([1, 1, 4, 4])
    buf159 = torch.full([2, 32, 4, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(2, T['c0']) * _cdiv(32, T['c1']),)](m2_ptr=m2, m2_s0=m2.stride(0), m2_s1=m2.stride(1), m2_s2=m2.stride(2), m12_ptr=m12, m12_s0=m12.stride(0), m12_s1=m12.stride(1), m12_s2=m12.stride(2), m19_ptr=m19, m19_s0=m19.stride(0), m19_s1=m19.stride(1), m19_s2=m19.stride(2), m33_ptr=m33, m33_s0=m33.stride(0), m33_s1=m33.stride(1), m33_s2=m33.stride(2), m40_ptr=m40, m40_s0=m40.stride(0), m40_s1=m40.stride(1), m40_s2=m40.stride(2), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), m51_ptr=m51, m51_s0=m51.stride(0), m51_s1=m51.stride(1), m51_s2=m51.stride(2), m61_ptr=m61, m61_s0=m61.stride(0), m61_s1=m61.stride(1), m61_s2=m61.stride(2), m69_ptr=m69, m69_s0=m69.stride(0), m69_s1=m69.stride(1), m69_s2=m69.stride(2), m69_s3=m69.stride(3), buf159_ptr=buf159, buf159_s0=buf159.stride(0), buf159_s1=buf159.stride(1), buf159_s2=buf159.stride(2), buf159_s3=buf159.stride(3), E_c0=2, E_c1=32, E_c2=64, E_c3=16, E_n0=64, E_n1=4, E_n2=16, F_n0=_pow2(64), F_n1=_pow2(4), F_n2=_pow2(16), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'], T_c3=T['c3'])
    m1 = buf159.reshape([2, 32, 64])
    m168 = m15.narrow(0, 1, 1)
    m167 = m168.reshape([64, 4])
    m166 = m167.reshape([1, 64, 4])
    m174 = m22.narrow(0, 1, 1)
    m173 = m174.reshape([4])
    m172 = m173.reshape([1, 1, 4])
    m182 = m36.narrow(0, 1, 1)
    m181 = m182.reshape([64, 4])
    m180 = m181.reshape([1, 64, 4])
    m188 = m43.narrow(0, 1, 1)
    m187 = m188.reshape([4])
    m186 = m187.reshape([1, 1, 4])
    m199 = m55.narrow(0, 1, 1)
    m198 = m199.reshape([16, 16])
    m197 = m198.permute([1, 0])
    m196 = m197.reshape([1, 16, 16])
    m206 = m64.narrow(0, 1, 1)
    m205 = m206.reshape([64, 16])
    m204 = m205.reshape([1, 64, 16])
    m213 = m72.narrow(0, 1, 1)
    m212 = m213.reshape([4, 4])
    m211 = m212.reshape([1, 1, 4, 4])
    buf299 = torch.full([2, 32, 4, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(2, T['c0']) * _cdiv(32, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m166_ptr=m166, m166_s0=m166.stride(0), m166_s1=m166.stride(1), m166_s2=m166.stride(2), m172_ptr=m172, m172_s0=m172.stride(0), m172_s1=m172.stride(1), m172_s2=m172.stride(2), m180_ptr=m180, m180_s0=m180.stride(0), m180_s1=m180.stride(1), m180_s2=m180.stride(2), m186_ptr=m186, m186_s0=m186.stride(0), m186_s1=m186.stride(1), m186_s2=m186.stride(2), buf159_ptr=buf159, buf159_s0=buf159.stride(0), buf159_s1=buf159.stride(1), buf159_s2=buf159.stride(2), buf159_s3=buf159.stride(3), m196_ptr=m196, m196_s0=m196.stride(0), m196_s1=m196.stride(1), m196_s2=m196.stride(2), m204_ptr=m204, m204_s0=m204.stride(0), m204_s1=m204.stride(1), m204_s2=m204.stride(2), m211_ptr=m211, m211_s0=m211.stride(0), m211_s1=m211.stride(1), m211_s2=m211.stride(2), m211_s3=m211.stride(3), buf299_ptr=buf299, buf299_s0=buf299.stride(0), buf299_s1=buf299.stride(1), buf299_s2=buf299.stride(2), buf299_s3=buf299.stride(3), E_c0=2, E_c1=32, E_n0=64, E_n1=4, E_n2=16, F_n0=_pow2(64), F_n1=_pow2(4), F_n2=_pow2(16), T_c0=T['c0'], T_c1=T['c1'])
    return buf299


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
