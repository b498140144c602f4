"""mhc [small], candidate 13: 2 kernel(s)

Rendered by EqiForge from candidate 13 of mhc [small]: grid(x.0@0) loop(x.2[64]: pair(sum, sum)) loop(x.2[64]: sum) loop(x_1.3[16]: sum) {loop(x.2[64]: sum)} loop(x.2[64]: sum) [7 mm] | grid(x.0@0, x.1@1) [6 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.0@0[2]
    c1: grid x.1@1[32]
    c2: loop x.2[64]
    c3: loop x_1.3[16]

Run it on its own: `python kernels/f13.py` checks it once against PyTorch on random inputs.
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
def kernel_0(m2_ptr, m2_s0, m2_s1, m2_s2, m5_ptr, m5_s0, m5_s1, m5_s2, m11_ptr, m11_s0, m11_s1, m11_s2, m27_ptr, m27_s0, m27_s1, m27_s2, m47_ptr, m47_s0, m47_s1, m47_s2, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, m58_ptr, m58_s0, m58_s1, m58_s2, m69_ptr, m69_s0, m69_s1, m69_s2, m79_ptr, m79_s0, m79_s1, m79_s2, m79_s3, buf169_ptr, buf169_s0, buf169_s1, buf169_s2, buf169_s3, E_c0, E_c2, E_c3, E_n0, E_n1, E_n2, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # writes buf169: Combine over grid x.0@0[2]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n0 = tl.arange(0, F_n0)
    offs_n3 = tl.arange(0, F_n3)
    acc17 = tl.full([T_c0, F_n1, F_n2], 0.0, tl.float32)
    acc18 = tl.full([T_c0, F_n1, F_n2], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t4 = tl.load(m2_ptr + offs_c0[:, None, None] * m2_s0 + offs_n1[None, :, None] * m2_s1 + offs_c2[None, None, :] * m2_s2, mask=(offs_c0 < E_c0)[:, None, None] & (offs_n1 < E_n1)[None, :, None] & (offs_c2 < E_c2)[None, None, :], other=0).to(tl.float32)
        t9 = tl.load(m5_ptr + offs_c2[None, :, None] * m5_s1 + offs_n2[None, None, :] * m5_s2, mask=(offs_c2 < E_c2)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
        t10 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :], t4, 0.0), 3) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :, None], t9, 0.0), 1), axis=2)
        t15 = tl.load(m11_ptr + offs_c2[None, :, None] * m11_s1 + offs_n2[None, None, :] * m11_s2, mask=(offs_c2 < E_c2)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
        t16 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :], t4, 0.0), 3) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :, None], t15, 0.0), 1), axis=2)
        acc17 = acc17 + t10
        acc18 = acc18 + t16
    acc22 = tl.full([T_c0, F_n1, 1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t19 = tl.load(m2_ptr + offs_c0[:, None, None] * m2_s0 + offs_n1[None, :, None] * m2_s1 + offs_c2[None, None, :] * m2_s2, mask=(offs_c0 < E_c0)[:, None, None] & (offs_n1 < E_n1)[None, :, None] & (offs_c2 < E_c2)[None, None, :], other=0).to(tl.float32)
        t20 = (t19) * (t19)
        t21 = tl.sum(tl.where((offs_c2 < E_c2)[None, None, :], t20, 0.0), axis=2, keep_dims=True)
        acc22 = acc22 + t21
    t23 = acc22 + 6.4e-05
    t24 = tl.rsqrt(t23)
    t25 = (acc18) * (t24)
    t26 = (t25) * (0.8)
    t31 = tl.load(m27_ptr + offs_n2[None, None, :] * m27_s2, mask=(offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t32 = t26 + t31
    t33 = tl.reshape(t32, [T_c0, F_n1, F_n2, 1])
    t34 = 1.0 / (1.0 + tl.exp(-(t33)))
    t35 = (t34) * (2.0)
    acc39 = tl.full([T_c0, F_n1, F_n2], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t36 = tl.load(m2_ptr + offs_c0[:, None, None] * m2_s0 + offs_n1[None, :, None] * m2_s1 + offs_c2[None, None, :] * m2_s2, mask=(offs_c0 < E_c0)[:, None, None] & (offs_n1 < E_n1)[None, :, None] & (offs_c2 < E_c2)[None, None, :], other=0).to(tl.float32)
        t37 = tl.load(m5_ptr + offs_c2[None, :, None] * m5_s1 + offs_n2[None, None, :] * m5_s2, mask=(offs_c2 < E_c2)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
        t38 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :], t36, 0.0), 3) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :, None], t37, 0.0), 1), axis=2)
        acc39 = acc39 + t38
    t40 = tl.load(m2_ptr + offs_c0[:, None, None] * m2_s0 + offs_n1[None, :, None] * m2_s1 + offs_n0[None, None, :] * m2_s2, mask=(offs_c0 < E_c0)[:, None, None] & (offs_n1 < E_n1)[None, :, None] & (offs_n0 < E_n0)[None, None, :], other=0).to(tl.float32)
    t41 = (t40) * (t40)
    t42 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, :], t41, 0.0), axis=2, keep_dims=True)
    t43 = t42 + 6.4e-05
    t44 = tl.rsqrt(t43)
    t45 = (acc39) * (t44)
    t46 = (t45) * (0.8)
    t51 = tl.load(m47_ptr + offs_n2[None, None, :] * m47_s2, mask=(offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t52 = t46 + t51
    t53 = tl.reshape(t52, [T_c0, F_n1, 1, F_n2])
    t54 = 1.0 / (1.0 + tl.exp(-(t53)))
    acc65 = tl.full([T_c0, F_n1, F_n3], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t55 = tl.load(m3_ptr + offs_c0[:, None, None, None] * m3_s0 + offs_n1[None, :, None, None] * m3_s1 + offs_n2[None, None, :, None] * m3_s2 + offs_c3[None, None, None, :] * m3_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
        t56 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t54, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t55, 0.0), 2), axis=3)
        t57 = tl.reshape(t56, [T_c0, F_n1, T_c3])
        t63 = tl.load(m58_ptr + offs_c3[None, :, None] * m58_s1 + offs_n3[None, None, :] * m58_s2, mask=(offs_c3 < E_c3)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
        t64 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, :], t57, 0.0), 3) * tl.expand_dims(tl.where((offs_c3 < E_c3)[None, :, None], t63, 0.0), 1), axis=2)
        acc65 = acc65 + t64
    t66 = tl.reshape(acc65, [T_c0, F_n1, 1, F_n3])
    t67 = (t35) * (t66)
    acc75 = tl.full([T_c0, F_n1, F_n3], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t68 = tl.load(m2_ptr + offs_c0[:, None, None] * m2_s0 + offs_n1[None, :, None] * m2_s1 + offs_c2[None, None, :] * m2_s2, mask=(offs_c0 < E_c0)[:, None, None] & (offs_n1 < E_n1)[None, :, None] & (offs_c2 < E_c2)[None, None, :], other=0).to(tl.float32)
        t73 = tl.load(m69_ptr + offs_c2[None, :, None] * m69_s1 + offs_n3[None, None, :] * m69_s2, mask=(offs_c2 < E_c2)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
        t74 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :], t68, 0.0), 3) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :, None], t73, 0.0), 1), axis=2)
        acc75 = acc75 + t74
    t76 = (acc75) * (t24)
    t77 = tl.reshape(t76, [T_c0, F_n1, F_n2, F_n2])
    t78 = (t77) * (0.8)
    t83 = tl.load(m79_ptr + offs_n2[None, None, :, None] * m79_s2 + offs_n2[None, None, None, :] * m79_s3, mask=(offs_n2 < E_n2)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t84 = t78 + t83
    t85 = tl.exp(t84)
    t86 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t85, 0.0), axis=3, keep_dims=True)
    t87 = (t85) / (t86)
    t88 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t87, 0.0), axis=2, keep_dims=True)
    t89 = (t87) / (t88)
    t90 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t89, 0.0), axis=3, keep_dims=True)
    t91 = (t89) / (t90)
    t92 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t91, 0.0), axis=2, keep_dims=True)
    t93 = (t91) / (t92)
    t94 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t93, 0.0), axis=3, keep_dims=True)
    t95 = (t93) / (t94)
    t96 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t95, 0.0), axis=2, keep_dims=True)
    t97 = (t95) / (t96)
    t98 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t97, 0.0), axis=3, keep_dims=True)
    t99 = (t97) / (t98)
    t100 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t99, 0.0), axis=2, keep_dims=True)
    t101 = (t99) / (t100)
    t102 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t101, 0.0), axis=3, keep_dims=True)
    t103 = (t101) / (t102)
    t104 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t103, 0.0), axis=2, keep_dims=True)
    t105 = (t103) / (t104)
    t106 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t105, 0.0), axis=3, keep_dims=True)
    t107 = (t105) / (t106)
    t108 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t107, 0.0), axis=2, keep_dims=True)
    t109 = (t107) / (t108)
    t110 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t109, 0.0), axis=3, keep_dims=True)
    t111 = (t109) / (t110)
    t112 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t111, 0.0), axis=2, keep_dims=True)
    t113 = (t111) / (t112)
    t114 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t113, 0.0), axis=3, keep_dims=True)
    t115 = (t113) / (t114)
    t116 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t115, 0.0), axis=2, keep_dims=True)
    t117 = (t115) / (t116)
    t118 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t117, 0.0), axis=3, keep_dims=True)
    t119 = (t117) / (t118)
    t120 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t119, 0.0), axis=2, keep_dims=True)
    t121 = (t119) / (t120)
    t122 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t121, 0.0), axis=3, keep_dims=True)
    t123 = (t121) / (t122)
    t124 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t123, 0.0), axis=2, keep_dims=True)
    t125 = (t123) / (t124)
    t126 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t125, 0.0), axis=3, keep_dims=True)
    t127 = (t125) / (t126)
    t128 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t127, 0.0), axis=2, keep_dims=True)
    t129 = (t127) / (t128)
    t130 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t129, 0.0), axis=3, keep_dims=True)
    t131 = (t129) / (t130)
    t132 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t131, 0.0), axis=2, keep_dims=True)
    t133 = (t131) / (t132)
    t134 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t133, 0.0), axis=3, keep_dims=True)
    t135 = (t133) / (t134)
    t136 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t135, 0.0), axis=2, keep_dims=True)
    t137 = (t135) / (t136)
    t138 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t137, 0.0), axis=3, keep_dims=True)
    t139 = (t137) / (t138)
    t140 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t139, 0.0), axis=2, keep_dims=True)
    t141 = (t139) / (t140)
    t142 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t141, 0.0), axis=3, keep_dims=True)
    t143 = (t141) / (t142)
    t144 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t143, 0.0), axis=2, keep_dims=True)
    t145 = (t143) / (t144)
    t146 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t145, 0.0), axis=3, keep_dims=True)
    t147 = (t145) / (t146)
    t148 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t147, 0.0), axis=2, keep_dims=True)
    t149 = (t147) / (t148)
    t150 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t149, 0.0), axis=3, keep_dims=True)
    t151 = (t149) / (t150)
    t152 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t151, 0.0), axis=2, keep_dims=True)
    t153 = (t151) / (t152)
    t154 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t153, 0.0), axis=3, keep_dims=True)
    t155 = (t153) / (t154)
    t156 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t155, 0.0), axis=2, keep_dims=True)
    t157 = (t155) / (t156)
    t158 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t157, 0.0), axis=3, keep_dims=True)
    t159 = (t157) / (t158)
    t160 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t159, 0.0), axis=2, keep_dims=True)
    t161 = (t159) / (t160)
    t162 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t161, 0.0), axis=3, keep_dims=True)
    t163 = (t161) / (t162)
    t164 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t163, 0.0), axis=2, keep_dims=True)
    t165 = (t163) / (t164)
    t166 = tl.load(m3_ptr + offs_c0[:, None, None, None] * m3_s0 + offs_n1[None, :, None, None] * m3_s1 + offs_n2[None, None, :, None] * m3_s2 + offs_n3[None, None, None, :] * m3_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t167 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t165, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t166, 0.0), 2), axis=3)
    t168 = t67 + t167
    tl.store(buf169_ptr + offs_c0[:, None, None, None] * buf169_s0 + offs_n1[None, :, None, None] * buf169_s1 + offs_n2[None, None, :, None] * buf169_s2 + offs_n3[None, None, None, :] * buf169_s3, t168, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :])


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, m1_s2, m176_ptr, m176_s0, m176_s1, m176_s2, m182_ptr, m182_s0, m182_s1, m182_s2, m190_ptr, m190_s0, m190_s1, m190_s2, m196_ptr, m196_s0, m196_s1, m196_s2, buf169_ptr, buf169_s0, buf169_s1, buf169_s2, buf169_s3, m206_ptr, m206_s0, m206_s1, m206_s2, m214_ptr, m214_s0, m214_s1, m214_s2, m221_ptr, m221_s0, m221_s1, m221_s2, m221_s3, buf309_ptr, buf309_s0, buf309_s1, buf309_s2, buf309_s3, E_c0, E_c1, E_n0, E_n2, E_n3, F_n0: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf309: Combine over grid x.0@0[2], grid x.1@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n2 = tl.arange(0, F_n2)
    offs_n3 = tl.arange(0, F_n3)
    t170 = tl.load(m1_ptr + offs_c0[:, None, None] * m1_s0 + offs_c1[None, :, None] * m1_s1 + offs_n0[None, None, :] * m1_s2, mask=(offs_c0 < E_c0)[:, None, None] & (offs_c1 < E_c1)[None, :, None] & (offs_n0 < E_n0)[None, None, :], other=0).to(tl.float32)
    t171 = (t170) * (t170)
    t172 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, :], t171, 0.0), axis=2, keep_dims=True)
    t173 = t172 + 6.4e-05
    t174 = tl.rsqrt(t173)
    t175 = (t170) * (t174)
    t179 = tl.load(m176_ptr + offs_n0[None, :, None] * m176_s1 + offs_n2[None, None, :] * m176_s2, mask=(offs_n0 < E_n0)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t180 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, :], t175, 0.0), 3) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :, None], t179, 0.0), 1), axis=2)
    t181 = (t180) * (0.8)
    t185 = tl.load(m182_ptr + offs_n2[None, None, :] * m182_s2, mask=(offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t186 = t181 + t185
    t187 = tl.reshape(t186, [T_c0, T_c1, F_n2, 1])
    t188 = 1.0 / (1.0 + tl.exp(-(t187)))
    t189 = (t188) * (2.0)
    t193 = tl.load(m190_ptr + offs_n0[None, :, None] * m190_s1 + offs_n2[None, None, :] * m190_s2, mask=(offs_n0 < E_n0)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t194 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, :], t175, 0.0), 3) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :, None], t193, 0.0), 1), axis=2)
    t195 = (t194) * (0.8)
    t199 = tl.load(m196_ptr + offs_n2[None, None, :] * m196_s2, mask=(offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t200 = t195 + t199
    t201 = tl.reshape(t200, [T_c0, T_c1, 1, F_n2])
    t202 = 1.0 / (1.0 + tl.exp(-(t201)))
    t203 = tl.load(buf169_ptr + offs_c0[:, None, None, None] * buf169_s0 + offs_c1[None, :, None, None] * buf169_s1 + offs_n2[None, None, :, None] * buf169_s2 + offs_n3[None, None, None, :] * buf169_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t204 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t202, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t203, 0.0), 2), axis=3)
    t205 = tl.reshape(t204, [T_c0, T_c1, F_n3])
    t210 = tl.load(m206_ptr + offs_n3[None, :, None] * m206_s1 + offs_n3[None, None, :] * m206_s2, mask=(offs_n3 < E_n3)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t211 = tl.sum(tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, :], t205, 0.0), 3) * tl.expand_dims(tl.where((offs_n3 < E_n3)[None, :, None], t210, 0.0), 1), axis=2)
    t212 = tl.reshape(t211, [T_c0, T_c1, 1, F_n3])
    t213 = (t189) * (t212)
    t217 = tl.load(m214_ptr + offs_n0[None, :, None] * m214_s1 + offs_n3[None, None, :] * m214_s2, mask=(offs_n0 < E_n0)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t218 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, :], t175, 0.0), 3) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :, None], t217, 0.0), 1), axis=2)
    t219 = tl.reshape(t218, [T_c0, T_c1, F_n2, F_n2])
    t220 = (t219) * (0.8)
    t224 = tl.load(m221_ptr + offs_n2[None, None, :, None] * m221_s2 + offs_n2[None, None, None, :] * m221_s3, mask=(offs_n2 < E_n2)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t225 = t220 + t224
    t226 = tl.exp(t225)
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
    t259 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t258, 0.0), axis=3, keep_dims=True)
    t260 = (t258) / (t259)
    t261 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t260, 0.0), axis=2, keep_dims=True)
    t262 = (t260) / (t261)
    t263 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t262, 0.0), axis=3, keep_dims=True)
    t264 = (t262) / (t263)
    t265 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t264, 0.0), axis=2, keep_dims=True)
    t266 = (t264) / (t265)
    t267 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t266, 0.0), axis=3, keep_dims=True)
    t268 = (t266) / (t267)
    t269 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t268, 0.0), axis=2, keep_dims=True)
    t270 = (t268) / (t269)
    t271 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t270, 0.0), axis=3, keep_dims=True)
    t272 = (t270) / (t271)
    t273 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t272, 0.0), axis=2, keep_dims=True)
    t274 = (t272) / (t273)
    t275 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t274, 0.0), axis=3, keep_dims=True)
    t276 = (t274) / (t275)
    t277 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t276, 0.0), axis=2, keep_dims=True)
    t278 = (t276) / (t277)
    t279 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t278, 0.0), axis=3, keep_dims=True)
    t280 = (t278) / (t279)
    t281 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t280, 0.0), axis=2, keep_dims=True)
    t282 = (t280) / (t281)
    t283 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t282, 0.0), axis=3, keep_dims=True)
    t284 = (t282) / (t283)
    t285 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t284, 0.0), axis=2, keep_dims=True)
    t286 = (t284) / (t285)
    t287 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t286, 0.0), axis=3, keep_dims=True)
    t288 = (t286) / (t287)
    t289 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t288, 0.0), axis=2, keep_dims=True)
    t290 = (t288) / (t289)
    t291 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t290, 0.0), axis=3, keep_dims=True)
    t292 = (t290) / (t291)
    t293 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t292, 0.0), axis=2, keep_dims=True)
    t294 = (t292) / (t293)
    t295 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t294, 0.0), axis=3, keep_dims=True)
    t296 = (t294) / (t295)
    t297 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t296, 0.0), axis=2, keep_dims=True)
    t298 = (t296) / (t297)
    t299 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t298, 0.0), axis=3, keep_dims=True)
    t300 = (t298) / (t299)
    t301 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t300, 0.0), axis=2, keep_dims=True)
    t302 = (t300) / (t301)
    t303 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t302, 0.0), axis=3, keep_dims=True)
    t304 = (t302) / (t303)
    t305 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t304, 0.0), axis=2, keep_dims=True)
    t306 = (t304) / (t305)
    t307 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t306, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t203, 0.0), 2), axis=3)
    t308 = t213 + t307
    tl.store(buf309_ptr + offs_c0[:, None, None, None] * buf309_s0 + offs_c1[None, :, None, None] * buf309_s1 + offs_n2[None, None, :, None] * buf309_s2 + offs_n3[None, None, None, :] * buf309_s3, t308, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :])


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
    m8 = inputs['phi_pre']
    m7 = m8.narrow(0, 0, 1)
    m6 = m7.reshape([64, 4])
    m5 = m6.reshape([1, 64, 4])
    m14 = inputs['phi_post']
    m13 = m14.narrow(0, 0, 1)
    m12 = m13.reshape([64, 4])
    m11 = m12.reshape([1, 64, 4])
    m30 = inputs['b_post']
    m29 = m30.narrow(0, 0, 1)
    m28 = m29.reshape([4])
    m27 = m28.reshape([1, 1, 4])
    m50 = inputs['b_pre']
    m49 = m50.narrow(0, 0, 1)
    m48 = m49.reshape([4])
    m47 = m48.reshape([1, 1, 4])
    m62 = inputs['w_layer']
    m61 = m62.narrow(0, 0, 1)
    m60 = m61.reshape([16, 16])
    m59 = m60.permute([1, 0])
    m58 = m59.reshape([1, 16, 16])
    m72 = inputs['phi_res']
    m71 = m72.narrow(0, 0, 1)
    m70 = m71.reshape([64, 16])
    m69 = m70.reshape([1, 64, 16])
    m82 = inputs['b_res']
    m81 = m82.narrow(0, 0, 1)
    m80 = m81.reshape([4, 4])
    m79 = m80.reshape([1, 1, 4, 4])
    buf169 = torch.full([2, 32, 4, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(2, T['c0']),)](m2_ptr=m2, m2_s0=m2.stride(0), m2_s1=m2.stride(1), m2_s2=m2.stride(2), m5_ptr=m5, m5_s0=m5.stride(0), m5_s1=m5.stride(1), m5_s2=m5.stride(2), m11_ptr=m11, m11_s0=m11.stride(0), m11_s1=m11.stride(1), m11_s2=m11.stride(2), m27_ptr=m27, m27_s0=m27.stride(0), m27_s1=m27.stride(1), m27_s2=m27.stride(2), m47_ptr=m47, m47_s0=m47.stride(0), m47_s1=m47.stride(1), m47_s2=m47.stride(2), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), m58_ptr=m58, m58_s0=m58.stride(0), m58_s1=m58.stride(1), m58_s2=m58.stride(2), m69_ptr=m69, m69_s0=m69.stride(0), m69_s1=m69.stride(1), m69_s2=m69.stride(2), m79_ptr=m79, m79_s0=m79.stride(0), m79_s1=m79.stride(1), m79_s2=m79.stride(2), m79_s3=m79.stride(3), buf169_ptr=buf169, buf169_s0=buf169.stride(0), buf169_s1=buf169.stride(1), buf169_s2=buf169.stride(2), buf169_s3=buf169.stride(3), E_c0=2, E_c2=64, E_c3=16, E_n0=64, E_n1=32, E_n2=4, E_n3=16, F_n0=_pow2(64), F_n1=_pow2(32), F_n2=_pow2(4), F_n3=_pow2(16), T_c0=T['c0'], T_c2=T['c2'], T_c3=T['c3'])
    m1 = buf169.reshape([2, 32, 64])
    m178 = m14.narrow(0, 1, 1)
    m177 = m178.reshape([64, 4])
    m176 = m177.reshape([1, 64, 4])
    m184 = m30.narrow(0, 1, 1)
    m183 = m184.reshape([4])
    m182 = m183.reshape([1, 1, 4])
    m192 = m8.narrow(0, 1, 1)
    m191 = m192.reshape([64, 4])
    m190 = m191.reshape([1, 64, 4])
    m198 = m50.narrow(0, 1, 1)
    m197 = m198.reshape([4])
    m196 = m197.reshape([1, 1, 4])
    m209 = m62.narrow(0, 1, 1)
    m208 = m209.reshape([16, 16])
    m207 = m208.permute([1, 0])
    m206 = m207.reshape([1, 16, 16])
    m216 = m72.narrow(0, 1, 1)
    m215 = m216.reshape([64, 16])
    m214 = m215.reshape([1, 64, 16])
    m223 = m82.narrow(0, 1, 1)
    m222 = m223.reshape([4, 4])
    m221 = m222.reshape([1, 1, 4, 4])
    buf309 = torch.full([2, 32, 4, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(2, T['c0']) * _cdiv(32, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m176_ptr=m176, m176_s0=m176.stride(0), m176_s1=m176.stride(1), m176_s2=m176.stride(2), m182_ptr=m182, m182_s0=m182.stride(0), m182_s1=m182.stride(1), m182_s2=m182.stride(2), m190_ptr=m190, m190_s0=m190.stride(0), m190_s1=m190.stride(1), m190_s2=m190.stride(2), m196_ptr=m196, m196_s0=m196.stride(0), m196_s1=m196.stride(1), m196_s2=m196.stride(2), buf169_ptr=buf169, buf169_s0=buf169.stride(0), buf169_s1=buf169.stride(1), buf169_s2=buf169.stride(2), buf169_s3=buf169.stride(3), m206_ptr=m206, m206_s0=m206.stride(0), m206_s1=m206.stride(1), m206_s2=m206.stride(2), m214_ptr=m214, m214_s0=m214.stride(0), m214_s1=m214.stride(1), m214_s2=m214.stride(2), m221_ptr=m221, m221_s0=m221.stride(0), m221_s1=m221.stride(1), m221_s2=m221.stride(2), m221_s3=m221.stride(3), buf309_ptr=buf309, buf309_s0=buf309.stride(0), buf309_s1=buf309.stride(1), buf309_s2=buf309.stride(2), buf309_s3=buf309.stride(3), E_c0=2, E_c1=32, E_n0=64, E_n2=4, E_n3=16, F_n0=_pow2(64), F_n2=_pow2(4), F_n3=_pow2(16), T_c0=T['c0'], T_c1=T['c1'])
    return buf309


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
