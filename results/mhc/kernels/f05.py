"""mhc [small], candidate 5: 2 kernel(s)

Rendered by EqiForge from candidate 5 of mhc [small]: grid(x.0@0, x.1@1) loop(x.2[64]: pair(sum, sum)) loop(x.2[64]: sum) loop(x.2[64]: sum) [6 mm] | grid(x.0@0, x.1@1) [6 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.0@0[2]
    c1: grid x.1@1[32]
    c2: loop x.2[64]

Run it on its own: `python kernels/f05.py` checks it once against PyTorch on random inputs.
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
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 2, "c1": 32, "c2": 64}


@triton.jit
def kernel_0(m2_ptr, m2_s0, m2_s1, m2_s2, m5_ptr, m5_s0, m5_s1, m5_s2, m11_ptr, m11_s0, m11_s1, m11_s2, m27_ptr, m27_s0, m27_s1, m27_s2, m38_ptr, m38_s0, m38_s1, m38_s2, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, m49_ptr, m49_s0, m49_s1, m49_s2, m59_ptr, m59_s0, m59_s1, m59_s2, m69_ptr, m69_s0, m69_s1, m69_s2, m69_s3, buf158_ptr, buf158_s0, buf158_s1, buf158_s2, buf158_s3, E_c0, E_c1, E_c2, E_n1, E_n2, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf158: Combine over grid x.0@0[2], grid x.1@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    acc17 = tl.full([T_c0, T_c1, F_n1], 0.0, tl.float32)
    acc18 = tl.full([T_c0, T_c1, F_n1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t4 = tl.load(m2_ptr + offs_c0[:, None, None] * m2_s0 + offs_c1[None, :, None] * m2_s1 + offs_c2[None, None, :] * m2_s2, mask=(offs_c0 < E_c0)[:, None, None] & (offs_c1 < E_c1)[None, :, None] & (offs_c2 < E_c2)[None, None, :], other=0).to(tl.float32)
        t9 = tl.load(m5_ptr + offs_c2[None, :, None] * m5_s1 + offs_n1[None, None, :] * m5_s2, mask=(offs_c2 < E_c2)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
        t10 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :], t4, 0.0), 3) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :, None], t9, 0.0), 1), axis=2)
        t15 = tl.load(m11_ptr + offs_c2[None, :, None] * m11_s1 + offs_n1[None, None, :] * m11_s2, mask=(offs_c2 < E_c2)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
        t16 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :], t4, 0.0), 3) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :, None], t15, 0.0), 1), axis=2)
        acc17 = acc17 + t10
        acc18 = acc18 + t16
    acc22 = tl.full([T_c0, T_c1, 1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t19 = tl.load(m2_ptr + offs_c0[:, None, None] * m2_s0 + offs_c1[None, :, None] * m2_s1 + offs_c2[None, None, :] * m2_s2, mask=(offs_c0 < E_c0)[:, None, None] & (offs_c1 < E_c1)[None, :, None] & (offs_c2 < E_c2)[None, None, :], other=0).to(tl.float32)
        t20 = (t19) * (t19)
        t21 = tl.sum(tl.where((offs_c2 < E_c2)[None, None, :], t20, 0.0), axis=2, keep_dims=True)
        acc22 = acc22 + t21
    t23 = acc22 + 6.4e-05
    t24 = tl.rsqrt(t23)
    t25 = (acc17) * (t24)
    t26 = (t25) * (0.8)
    t31 = tl.load(m27_ptr + offs_n1[None, None, :] * m27_s2, mask=(offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    t32 = t26 + t31
    t33 = tl.reshape(t32, [T_c0, T_c1, F_n1, 1])
    t34 = 1.0 / (1.0 + tl.exp(-(t33)))
    t35 = (t34) * (2.0)
    t36 = (acc18) * (t24)
    t37 = (t36) * (0.8)
    t42 = tl.load(m38_ptr + offs_n1[None, None, :] * m38_s2, mask=(offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    t43 = t37 + t42
    t44 = tl.reshape(t43, [T_c0, T_c1, 1, F_n1])
    t45 = 1.0 / (1.0 + tl.exp(-(t44)))
    t46 = tl.load(m3_ptr + offs_c0[:, None, None, None] * m3_s0 + offs_c1[None, :, None, None] * m3_s1 + offs_n1[None, None, :, None] * m3_s2 + offs_n2[None, None, None, :] * m3_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t47 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :], t45, 0.0), 4) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :, None], t46, 0.0), 2), axis=3)
    t48 = tl.reshape(t47, [T_c0, T_c1, F_n2])
    t54 = tl.load(m49_ptr + offs_n2[None, :, None] * m49_s1 + offs_n2[None, None, :] * m49_s2, mask=(offs_n2 < E_n2)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t55 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :], t48, 0.0), 3) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, :, None], t54, 0.0), 1), axis=2)
    t56 = tl.reshape(t55, [T_c0, T_c1, 1, F_n2])
    t57 = (t35) * (t56)
    acc65 = tl.full([T_c0, T_c1, F_n2], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t58 = tl.load(m2_ptr + offs_c0[:, None, None] * m2_s0 + offs_c1[None, :, None] * m2_s1 + offs_c2[None, None, :] * m2_s2, mask=(offs_c0 < E_c0)[:, None, None] & (offs_c1 < E_c1)[None, :, None] & (offs_c2 < E_c2)[None, None, :], other=0).to(tl.float32)
        t63 = tl.load(m59_ptr + offs_c2[None, :, None] * m59_s1 + offs_n2[None, None, :] * m59_s2, mask=(offs_c2 < E_c2)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
        t64 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :], t58, 0.0), 3) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :, None], t63, 0.0), 1), axis=2)
        acc65 = acc65 + t64
    t66 = (acc65) * (t24)
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
    t156 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :], t155, 0.0), 4) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :, None], t46, 0.0), 2), axis=3)
    t157 = t57 + t156
    tl.store(buf158_ptr + offs_c0[:, None, None, None] * buf158_s0 + offs_c1[None, :, None, None] * buf158_s1 + offs_n1[None, None, :, None] * buf158_s2 + offs_n2[None, None, None, :] * buf158_s3, t157, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :])


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, m1_s2, m165_ptr, m165_s0, m165_s1, m165_s2, m171_ptr, m171_s0, m171_s1, m171_s2, m179_ptr, m179_s0, m179_s1, m179_s2, m185_ptr, m185_s0, m185_s1, m185_s2, buf158_ptr, buf158_s0, buf158_s1, buf158_s2, buf158_s3, m195_ptr, m195_s0, m195_s1, m195_s2, m203_ptr, m203_s0, m203_s1, m203_s2, m210_ptr, m210_s0, m210_s1, m210_s2, m210_s3, buf298_ptr, buf298_s0, buf298_s1, buf298_s2, buf298_s3, E_c0, E_c1, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf298: Combine over grid x.0@0[2], grid x.1@1[32]
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
    t159 = tl.load(m1_ptr + offs_c0[:, None, None] * m1_s0 + offs_c1[None, :, None] * m1_s1 + offs_n0[None, None, :] * m1_s2, mask=(offs_c0 < E_c0)[:, None, None] & (offs_c1 < E_c1)[None, :, None] & (offs_n0 < E_n0)[None, None, :], other=0).to(tl.float32)
    t160 = (t159) * (t159)
    t161 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, :], t160, 0.0), axis=2, keep_dims=True)
    t162 = t161 + 6.4e-05
    t163 = tl.rsqrt(t162)
    t164 = (t159) * (t163)
    t168 = tl.load(m165_ptr + offs_n0[None, :, None] * m165_s1 + offs_n1[None, None, :] * m165_s2, mask=(offs_n0 < E_n0)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    t169 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, :], t164, 0.0), 3) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :, None], t168, 0.0), 1), axis=2)
    t170 = (t169) * (0.8)
    t174 = tl.load(m171_ptr + offs_n1[None, None, :] * m171_s2, mask=(offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    t175 = t170 + t174
    t176 = tl.reshape(t175, [T_c0, T_c1, F_n1, 1])
    t177 = 1.0 / (1.0 + tl.exp(-(t176)))
    t178 = (t177) * (2.0)
    t182 = tl.load(m179_ptr + offs_n0[None, :, None] * m179_s1 + offs_n1[None, None, :] * m179_s2, mask=(offs_n0 < E_n0)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    t183 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, :], t164, 0.0), 3) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :, None], t182, 0.0), 1), axis=2)
    t184 = (t183) * (0.8)
    t188 = tl.load(m185_ptr + offs_n1[None, None, :] * m185_s2, mask=(offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    t189 = t184 + t188
    t190 = tl.reshape(t189, [T_c0, T_c1, 1, F_n1])
    t191 = 1.0 / (1.0 + tl.exp(-(t190)))
    t192 = tl.load(buf158_ptr + offs_c0[:, None, None, None] * buf158_s0 + offs_c1[None, :, None, None] * buf158_s1 + offs_n1[None, None, :, None] * buf158_s2 + offs_n2[None, None, None, :] * buf158_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t193 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :], t191, 0.0), 4) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :, None], t192, 0.0), 2), axis=3)
    t194 = tl.reshape(t193, [T_c0, T_c1, F_n2])
    t199 = tl.load(m195_ptr + offs_n2[None, :, None] * m195_s1 + offs_n2[None, None, :] * m195_s2, mask=(offs_n2 < E_n2)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t200 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :], t194, 0.0), 3) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, :, None], t199, 0.0), 1), axis=2)
    t201 = tl.reshape(t200, [T_c0, T_c1, 1, F_n2])
    t202 = (t178) * (t201)
    t206 = tl.load(m203_ptr + offs_n0[None, :, None] * m203_s1 + offs_n2[None, None, :] * m203_s2, mask=(offs_n0 < E_n0)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t207 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, :], t164, 0.0), 3) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :, None], t206, 0.0), 1), axis=2)
    t208 = tl.reshape(t207, [T_c0, T_c1, F_n1, F_n1])
    t209 = (t208) * (0.8)
    t213 = tl.load(m210_ptr + offs_n1[None, None, :, None] * m210_s2 + offs_n1[None, None, None, :] * m210_s3, mask=(offs_n1 < E_n1)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t214 = t209 + t213
    t215 = tl.exp(t214)
    t216 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t215, 0.0), axis=3, keep_dims=True)
    t217 = (t215) / (t216)
    t218 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t217, 0.0), axis=2, keep_dims=True)
    t219 = (t217) / (t218)
    t220 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t219, 0.0), axis=3, keep_dims=True)
    t221 = (t219) / (t220)
    t222 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t221, 0.0), axis=2, keep_dims=True)
    t223 = (t221) / (t222)
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
    t296 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :], t295, 0.0), 4) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :, None], t192, 0.0), 2), axis=3)
    t297 = t202 + t296
    tl.store(buf298_ptr + offs_c0[:, None, None, None] * buf298_s0 + offs_c1[None, :, None, None] * buf298_s1 + offs_n1[None, None, :, None] * buf298_s2 + offs_n2[None, None, None, :] * buf298_s3, t297, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :])


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
    m30 = inputs['b_post']
    m29 = m30.narrow(0, 0, 1)
    m28 = m29.reshape([4])
    m27 = m28.reshape([1, 1, 4])
    m41 = inputs['b_pre']
    m40 = m41.narrow(0, 0, 1)
    m39 = m40.reshape([4])
    m38 = m39.reshape([1, 1, 4])
    m53 = inputs['w_layer']
    m52 = m53.narrow(0, 0, 1)
    m51 = m52.reshape([16, 16])
    m50 = m51.permute([1, 0])
    m49 = m50.reshape([1, 16, 16])
    m62 = inputs['phi_res']
    m61 = m62.narrow(0, 0, 1)
    m60 = m61.reshape([64, 16])
    m59 = m60.reshape([1, 64, 16])
    m72 = inputs['b_res']
    m71 = m72.narrow(0, 0, 1)
    m70 = m71.reshape([4, 4])
    m69 = m70.reshape([1, 1, 4, 4])
    buf158 = torch.full([2, 32, 4, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(2, T['c0']) * _cdiv(32, T['c1']),)](m2_ptr=m2, m2_s0=m2.stride(0), m2_s1=m2.stride(1), m2_s2=m2.stride(2), m5_ptr=m5, m5_s0=m5.stride(0), m5_s1=m5.stride(1), m5_s2=m5.stride(2), m11_ptr=m11, m11_s0=m11.stride(0), m11_s1=m11.stride(1), m11_s2=m11.stride(2), m27_ptr=m27, m27_s0=m27.stride(0), m27_s1=m27.stride(1), m27_s2=m27.stride(2), m38_ptr=m38, m38_s0=m38.stride(0), m38_s1=m38.stride(1), m38_s2=m38.stride(2), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), m49_ptr=m49, m49_s0=m49.stride(0), m49_s1=m49.stride(1), m49_s2=m49.stride(2), m59_ptr=m59, m59_s0=m59.stride(0), m59_s1=m59.stride(1), m59_s2=m59.stride(2), m69_ptr=m69, m69_s0=m69.stride(0), m69_s1=m69.stride(1), m69_s2=m69.stride(2), m69_s3=m69.stride(3), buf158_ptr=buf158, buf158_s0=buf158.stride(0), buf158_s1=buf158.stride(1), buf158_s2=buf158.stride(2), buf158_s3=buf158.stride(3), E_c0=2, E_c1=32, E_c2=64, E_n1=4, E_n2=16, F_n1=_pow2(4), F_n2=_pow2(16), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    m1 = buf158.reshape([2, 32, 64])
    m167 = m8.narrow(0, 1, 1)
    m166 = m167.reshape([64, 4])
    m165 = m166.reshape([1, 64, 4])
    m173 = m30.narrow(0, 1, 1)
    m172 = m173.reshape([4])
    m171 = m172.reshape([1, 1, 4])
    m181 = m14.narrow(0, 1, 1)
    m180 = m181.reshape([64, 4])
    m179 = m180.reshape([1, 64, 4])
    m187 = m41.narrow(0, 1, 1)
    m186 = m187.reshape([4])
    m185 = m186.reshape([1, 1, 4])
    m198 = m53.narrow(0, 1, 1)
    m197 = m198.reshape([16, 16])
    m196 = m197.permute([1, 0])
    m195 = m196.reshape([1, 16, 16])
    m205 = m62.narrow(0, 1, 1)
    m204 = m205.reshape([64, 16])
    m203 = m204.reshape([1, 64, 16])
    m212 = m72.narrow(0, 1, 1)
    m211 = m212.reshape([4, 4])
    m210 = m211.reshape([1, 1, 4, 4])
    buf298 = torch.full([2, 32, 4, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(2, T['c0']) * _cdiv(32, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m165_ptr=m165, m165_s0=m165.stride(0), m165_s1=m165.stride(1), m165_s2=m165.stride(2), m171_ptr=m171, m171_s0=m171.stride(0), m171_s1=m171.stride(1), m171_s2=m171.stride(2), m179_ptr=m179, m179_s0=m179.stride(0), m179_s1=m179.stride(1), m179_s2=m179.stride(2), m185_ptr=m185, m185_s0=m185.stride(0), m185_s1=m185.stride(1), m185_s2=m185.stride(2), buf158_ptr=buf158, buf158_s0=buf158.stride(0), buf158_s1=buf158.stride(1), buf158_s2=buf158.stride(2), buf158_s3=buf158.stride(3), m195_ptr=m195, m195_s0=m195.stride(0), m195_s1=m195.stride(1), m195_s2=m195.stride(2), m203_ptr=m203, m203_s0=m203.stride(0), m203_s1=m203.stride(1), m203_s2=m203.stride(2), m210_ptr=m210, m210_s0=m210.stride(0), m210_s1=m210.stride(1), m210_s2=m210.stride(2), m210_s3=m210.stride(3), buf298_ptr=buf298, buf298_s0=buf298.stride(0), buf298_s1=buf298.stride(1), buf298_s2=buf298.stride(2), buf298_s3=buf298.stride(3), E_c0=2, E_c1=32, E_n0=64, E_n1=4, E_n2=16, F_n0=_pow2(64), F_n1=_pow2(4), F_n2=_pow2(16), T_c0=T['c0'], T_c1=T['c1'])
    return buf298


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
