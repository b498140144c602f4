"""mhc [small], candidate 50: 6 kernel(s)

Rendered by EqiForge from candidate 50 of mhc [small]: grid(b_res.2@2) loop(x.2[64]: sum) [1 mm] ; grid(x.1@1) loop(x.2[64]: sum) [3 mm] ; grid(x.1@1) loop(x.2[64]: sum) [2 mm] ; grid(x.1@1) loop(x.2[64]: sum) [1 mm] ; grid(b_res.2@2) | grid(x.1@1) [6 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.1@1[32]
    c1: grid b_res.2@2[4]
    c2: loop x.2[64]

Run it on its own: `python kernels/f50.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/mhc.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 16, "c1": 2, "c2": 32}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 32, "c1": 4, "c2": 64}


@triton.jit
def kernel_0(m2_ptr, m2_s0, m2_s1, m2_s2, m5_ptr, m5_s0, m5_s1, m5_s2, buf19_ptr, buf19_s0, buf19_s1, buf19_s2, E_c1, E_c2, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf19: Combine over grid b_res.2@2[4]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n2 = tl.arange(0, F_n2)
    offs_n1 = tl.arange(0, F_n1)
    acc11 = tl.full([F_n0, F_n2, T_c1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t4 = tl.load(m2_ptr + offs_n0[:, None, None] * m2_s0 + offs_n2[None, :, None] * m2_s1 + offs_c2[None, None, :] * m2_s2, mask=(offs_n0 < E_n0)[:, None, None] & (offs_n2 < E_n2)[None, :, None] & (offs_c2 < E_c2)[None, None, :], other=0).to(tl.float32)
        t9 = tl.load(m5_ptr + offs_c2[None, :, None] * m5_s1 + offs_c1[None, None, :] * m5_s2, mask=(offs_c2 < E_c2)[None, :, None] & (offs_c1 < E_c1)[None, None, :], other=0).to(tl.float32)
        t10 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :], t4, 0.0), 3) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :, None], t9, 0.0), 1), axis=2)
        acc11 = acc11 + t10
    t12 = tl.load(m2_ptr + offs_n0[:, None, None] * m2_s0 + offs_n2[None, :, None] * m2_s1 + offs_n1[None, None, :] * m2_s2, mask=(offs_n0 < E_n0)[:, None, None] & (offs_n2 < E_n2)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    t13 = (t12) * (t12)
    t14 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :], t13, 0.0), axis=2, keep_dims=True)
    t15 = t14 + 6.4e-05
    t16 = tl.rsqrt(t15)
    t17 = (acc11) * (t16)
    t18 = (t17) * (0.8)
    tl.store(buf19_ptr + offs_n0[:, None, None] * buf19_s0 + offs_n2[None, :, None] * buf19_s1 + offs_c1[None, None, :] * buf19_s2, t18, mask=(offs_n0 < E_n0)[:, None, None] & (offs_n2 < E_n2)[None, :, None] & (offs_c1 < E_c1)[None, None, :])


@triton.jit
def kernel_1(m2_ptr, m2_s0, m2_s1, m2_s2, m32_ptr, m32_s0, m32_s1, m32_s2, m46_ptr, m46_s0, m46_s1, m46_s2, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, m57_ptr, m57_s0, m57_s1, m57_s2, buf64_ptr, buf64_s0, buf64_s1, buf64_s2, E_c0, E_c2, E_n0, E_n1, E_n3, E_n4, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n3: tl.constexpr, F_n4: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # writes buf64: Combine over grid x.1@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n4 = tl.arange(0, F_n4)
    offs_n1 = tl.arange(0, F_n1)
    offs_n3 = tl.arange(0, F_n3)
    acc38 = tl.full([F_n0, T_c0, F_n4], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t31 = tl.load(m2_ptr + offs_n0[:, None, None] * m2_s0 + offs_c0[None, :, None] * m2_s1 + offs_c2[None, None, :] * m2_s2, mask=(offs_n0 < E_n0)[:, None, None] & (offs_c0 < E_c0)[None, :, None] & (offs_c2 < E_c2)[None, None, :], other=0).to(tl.float32)
        t36 = tl.load(m32_ptr + offs_c2[None, :, None] * m32_s1 + offs_n4[None, None, :] * m32_s2, mask=(offs_c2 < E_c2)[None, :, None] & (offs_n4 < E_n4)[None, None, :], other=0).to(tl.float32)
        t37 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :], t31, 0.0), 3) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :, None], t36, 0.0), 1), axis=2)
        acc38 = acc38 + t37
    t39 = tl.load(m2_ptr + offs_n0[:, None, None] * m2_s0 + offs_c0[None, :, None] * m2_s1 + offs_n1[None, None, :] * m2_s2, mask=(offs_n0 < E_n0)[:, None, None] & (offs_c0 < E_c0)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    t40 = (t39) * (t39)
    t41 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :], t40, 0.0), axis=2, keep_dims=True)
    t42 = t41 + 6.4e-05
    t43 = tl.rsqrt(t42)
    t44 = (acc38) * (t43)
    t45 = (t44) * (0.8)
    t50 = tl.load(m46_ptr + offs_n4[None, None, :] * m46_s2, mask=(offs_n4 < E_n4)[None, None, :], other=0).to(tl.float32)
    t51 = t45 + t50
    t52 = tl.reshape(t51, [F_n0, T_c0, 1, F_n4])
    t53 = 1.0 / (1.0 + tl.exp(-(t52)))
    t54 = tl.load(m3_ptr + offs_n0[:, None, None, None] * m3_s0 + offs_c0[None, :, None, None] * m3_s1 + offs_n4[None, None, :, None] * m3_s2 + offs_n3[None, None, None, :] * m3_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n4 < E_n4)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t55 = tl.sum(tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, None, :], t53, 0.0), 4) * tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, :, None], t54, 0.0), 2), axis=3)
    t56 = tl.reshape(t55, [F_n0, T_c0, F_n3])
    t62 = tl.load(m57_ptr + offs_n3[None, :, None] * m57_s1 + offs_n3[None, None, :] * m57_s2, mask=(offs_n3 < E_n3)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t63 = tl.sum(tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, :], t56, 0.0), 3) * tl.expand_dims(tl.where((offs_n3 < E_n3)[None, :, None], t62, 0.0), 1), axis=2)
    tl.store(buf64_ptr + offs_n0[:, None, None] * buf64_s0 + offs_c0[None, :, None] * buf64_s1 + offs_n3[None, None, :] * buf64_s2, t63, mask=(offs_n0 < E_n0)[:, None, None] & (offs_c0 < E_c0)[None, :, None] & (offs_n3 < E_n3)[None, None, :])


@triton.jit
def kernel_2(m2_ptr, m2_s0, m2_s1, m2_s2, m68_ptr, m68_s0, m68_s1, m68_s2, m83_ptr, m83_s0, m83_s1, m83_s2, m83_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, buf173_ptr, buf173_s0, buf173_s1, buf173_s2, buf173_s3, E_c0, E_c2, E_n0, E_n1, E_n3, E_n4, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n3: tl.constexpr, F_n4: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # writes buf173: Combine over grid x.1@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n3 = tl.arange(0, F_n3)
    offs_n1 = tl.arange(0, F_n1)
    offs_n4 = tl.arange(0, F_n4)
    acc74 = tl.full([F_n0, T_c0, F_n3], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t67 = tl.load(m2_ptr + offs_n0[:, None, None] * m2_s0 + offs_c0[None, :, None] * m2_s1 + offs_c2[None, None, :] * m2_s2, mask=(offs_n0 < E_n0)[:, None, None] & (offs_c0 < E_c0)[None, :, None] & (offs_c2 < E_c2)[None, None, :], other=0).to(tl.float32)
        t72 = tl.load(m68_ptr + offs_c2[None, :, None] * m68_s1 + offs_n3[None, None, :] * m68_s2, mask=(offs_c2 < E_c2)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
        t73 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :], t67, 0.0), 3) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :, None], t72, 0.0), 1), axis=2)
        acc74 = acc74 + t73
    t75 = tl.load(m2_ptr + offs_n0[:, None, None] * m2_s0 + offs_c0[None, :, None] * m2_s1 + offs_n1[None, None, :] * m2_s2, mask=(offs_n0 < E_n0)[:, None, None] & (offs_c0 < E_c0)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    t76 = (t75) * (t75)
    t77 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :], t76, 0.0), axis=2, keep_dims=True)
    t78 = t77 + 6.4e-05
    t79 = tl.rsqrt(t78)
    t80 = (acc74) * (t79)
    t81 = tl.reshape(t80, [F_n0, T_c0, F_n4, F_n4])
    t82 = (t81) * (0.8)
    t87 = tl.load(m83_ptr + offs_n4[None, None, :, None] * m83_s2 + offs_n4[None, None, None, :] * m83_s3, mask=(offs_n4 < E_n4)[None, None, :, None] & (offs_n4 < E_n4)[None, None, None, :], other=0).to(tl.float32)
    t88 = t82 + t87
    t89 = tl.exp(t88)
    t90 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t89, 0.0), axis=3, keep_dims=True)
    t91 = (t89) / (t90)
    t92 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t91, 0.0), axis=2, keep_dims=True)
    t93 = (t91) / (t92)
    t94 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t93, 0.0), axis=3, keep_dims=True)
    t95 = (t93) / (t94)
    t96 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t95, 0.0), axis=2, keep_dims=True)
    t97 = (t95) / (t96)
    t98 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t97, 0.0), axis=3, keep_dims=True)
    t99 = (t97) / (t98)
    t100 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t99, 0.0), axis=2, keep_dims=True)
    t101 = (t99) / (t100)
    t102 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t101, 0.0), axis=3, keep_dims=True)
    t103 = (t101) / (t102)
    t104 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t103, 0.0), axis=2, keep_dims=True)
    t105 = (t103) / (t104)
    t106 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t105, 0.0), axis=3, keep_dims=True)
    t107 = (t105) / (t106)
    t108 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t107, 0.0), axis=2, keep_dims=True)
    t109 = (t107) / (t108)
    t110 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t109, 0.0), axis=3, keep_dims=True)
    t111 = (t109) / (t110)
    t112 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t111, 0.0), axis=2, keep_dims=True)
    t113 = (t111) / (t112)
    t114 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t113, 0.0), axis=3, keep_dims=True)
    t115 = (t113) / (t114)
    t116 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t115, 0.0), axis=2, keep_dims=True)
    t117 = (t115) / (t116)
    t118 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t117, 0.0), axis=3, keep_dims=True)
    t119 = (t117) / (t118)
    t120 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t119, 0.0), axis=2, keep_dims=True)
    t121 = (t119) / (t120)
    t122 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t121, 0.0), axis=3, keep_dims=True)
    t123 = (t121) / (t122)
    t124 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t123, 0.0), axis=2, keep_dims=True)
    t125 = (t123) / (t124)
    t126 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t125, 0.0), axis=3, keep_dims=True)
    t127 = (t125) / (t126)
    t128 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t127, 0.0), axis=2, keep_dims=True)
    t129 = (t127) / (t128)
    t130 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t129, 0.0), axis=3, keep_dims=True)
    t131 = (t129) / (t130)
    t132 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t131, 0.0), axis=2, keep_dims=True)
    t133 = (t131) / (t132)
    t134 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t133, 0.0), axis=3, keep_dims=True)
    t135 = (t133) / (t134)
    t136 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t135, 0.0), axis=2, keep_dims=True)
    t137 = (t135) / (t136)
    t138 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t137, 0.0), axis=3, keep_dims=True)
    t139 = (t137) / (t138)
    t140 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t139, 0.0), axis=2, keep_dims=True)
    t141 = (t139) / (t140)
    t142 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t141, 0.0), axis=3, keep_dims=True)
    t143 = (t141) / (t142)
    t144 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t143, 0.0), axis=2, keep_dims=True)
    t145 = (t143) / (t144)
    t146 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t145, 0.0), axis=3, keep_dims=True)
    t147 = (t145) / (t146)
    t148 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t147, 0.0), axis=2, keep_dims=True)
    t149 = (t147) / (t148)
    t150 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t149, 0.0), axis=3, keep_dims=True)
    t151 = (t149) / (t150)
    t152 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t151, 0.0), axis=2, keep_dims=True)
    t153 = (t151) / (t152)
    t154 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t153, 0.0), axis=3, keep_dims=True)
    t155 = (t153) / (t154)
    t156 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t155, 0.0), axis=2, keep_dims=True)
    t157 = (t155) / (t156)
    t158 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t157, 0.0), axis=3, keep_dims=True)
    t159 = (t157) / (t158)
    t160 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t159, 0.0), axis=2, keep_dims=True)
    t161 = (t159) / (t160)
    t162 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t161, 0.0), axis=3, keep_dims=True)
    t163 = (t161) / (t162)
    t164 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t163, 0.0), axis=2, keep_dims=True)
    t165 = (t163) / (t164)
    t166 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t165, 0.0), axis=3, keep_dims=True)
    t167 = (t165) / (t166)
    t168 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t167, 0.0), axis=2, keep_dims=True)
    t169 = 1.0 / (t168)
    t170 = (t165) * (t169)
    t171 = tl.load(m3_ptr + offs_n0[:, None, None, None] * m3_s0 + offs_c0[None, :, None, None] * m3_s1 + offs_n4[None, None, :, None] * m3_s2 + offs_n3[None, None, None, :] * m3_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n4 < E_n4)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t172 = tl.sum(tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, None, :], t170, 0.0), 4) * tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, :, None], t171, 0.0), 2), axis=3)
    tl.store(buf173_ptr + offs_n0[:, None, None, None] * buf173_s0 + offs_c0[None, :, None, None] * buf173_s1 + offs_n4[None, None, :, None] * buf173_s2 + offs_n3[None, None, None, :] * buf173_s3, t172, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n4 < E_n4)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :])


@triton.jit
def kernel_3(buf173_ptr, buf173_s0, buf173_s1, buf173_s2, buf173_s3, m2_ptr, m2_s0, m2_s1, m2_s2, m68_ptr, m68_s0, m68_s1, m68_s2, m83_ptr, m83_s0, m83_s1, m83_s2, m83_s3, buf269_ptr, buf269_s0, buf269_s1, buf269_s2, buf269_s3, E_c0, E_c2, E_n0, E_n1, E_n3, E_n4, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n3: tl.constexpr, F_n4: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # writes buf269: Combine over grid x.1@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n4 = tl.arange(0, F_n4)
    offs_n3 = tl.arange(0, F_n3)
    offs_n1 = tl.arange(0, F_n1)
    t174 = tl.load(buf173_ptr + offs_n0[:, None, None, None] * buf173_s0 + offs_c0[None, :, None, None] * buf173_s1 + offs_n4[None, None, :, None] * buf173_s2 + offs_n3[None, None, None, :] * buf173_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n4 < E_n4)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    acc178 = tl.full([F_n0, T_c0, F_n3], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t175 = tl.load(m2_ptr + offs_n0[:, None, None] * m2_s0 + offs_c0[None, :, None] * m2_s1 + offs_c2[None, None, :] * m2_s2, mask=(offs_n0 < E_n0)[:, None, None] & (offs_c0 < E_c0)[None, :, None] & (offs_c2 < E_c2)[None, None, :], other=0).to(tl.float32)
        t176 = tl.load(m68_ptr + offs_c2[None, :, None] * m68_s1 + offs_n3[None, None, :] * m68_s2, mask=(offs_c2 < E_c2)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
        t177 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :], t175, 0.0), 3) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :, None], t176, 0.0), 1), axis=2)
        acc178 = acc178 + t177
    t179 = tl.load(m2_ptr + offs_n0[:, None, None] * m2_s0 + offs_c0[None, :, None] * m2_s1 + offs_n1[None, None, :] * m2_s2, mask=(offs_n0 < E_n0)[:, None, None] & (offs_c0 < E_c0)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    t180 = (t179) * (t179)
    t181 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :], t180, 0.0), axis=2, keep_dims=True)
    t182 = t181 + 6.4e-05
    t183 = tl.rsqrt(t182)
    t184 = (acc178) * (t183)
    t185 = tl.reshape(t184, [F_n0, T_c0, F_n4, F_n4])
    t186 = (t185) * (0.8)
    t187 = tl.load(m83_ptr + offs_n4[None, None, :, None] * m83_s2 + offs_n4[None, None, None, :] * m83_s3, mask=(offs_n4 < E_n4)[None, None, :, None] & (offs_n4 < E_n4)[None, None, None, :], other=0).to(tl.float32)
    t188 = t186 + t187
    t189 = tl.exp(t188)
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
    t250 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t249, 0.0), axis=3, keep_dims=True)
    t251 = (t249) / (t250)
    t252 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t251, 0.0), axis=2, keep_dims=True)
    t253 = (t251) / (t252)
    t254 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t253, 0.0), axis=3, keep_dims=True)
    t255 = (t253) / (t254)
    t256 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t255, 0.0), axis=2, keep_dims=True)
    t257 = (t255) / (t256)
    t258 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t257, 0.0), axis=3, keep_dims=True)
    t259 = (t257) / (t258)
    t260 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t259, 0.0), axis=2, keep_dims=True)
    t261 = (t259) / (t260)
    t262 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t261, 0.0), axis=3, keep_dims=True)
    t263 = (t261) / (t262)
    t264 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t263, 0.0), axis=2, keep_dims=True)
    t265 = (t263) / (t264)
    t266 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t265, 0.0), axis=3, keep_dims=True)
    t267 = 1.0 / (t266)
    t268 = (t174) * (t267)
    tl.store(buf269_ptr + offs_n0[:, None, None, None] * buf269_s0 + offs_c0[None, :, None, None] * buf269_s1 + offs_n4[None, None, :, None] * buf269_s2 + offs_n3[None, None, None, :] * buf269_s3, t268, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n4 < E_n4)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :])


@triton.jit
def kernel_4(buf19_ptr, buf19_s0, buf19_s1, buf19_s2, m21_ptr, m21_s0, m21_s1, m21_s2, m30_ptr, m30_s0, m30_s1, m30_s2, m30_s3, buf269_ptr, buf269_s0, buf269_s1, buf269_s2, buf269_s3, buf272_ptr, buf272_s0, buf272_s1, buf272_s2, buf272_s3, E_c1, E_n0, E_n2, E_n3, F_n0: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c1: tl.constexpr):
    # writes buf272: Combine over grid b_res.2@2[4]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n2 = tl.arange(0, F_n2)
    offs_n3 = tl.arange(0, F_n3)
    t20 = tl.load(buf19_ptr + offs_n0[:, None, None] * buf19_s0 + offs_n2[None, :, None] * buf19_s1 + offs_c1[None, None, :] * buf19_s2, mask=(offs_n0 < E_n0)[:, None, None] & (offs_n2 < E_n2)[None, :, None] & (offs_c1 < E_c1)[None, None, :], other=0).to(tl.float32)
    t25 = tl.load(m21_ptr + offs_c1[None, None, :] * m21_s2, mask=(offs_c1 < E_c1)[None, None, :], other=0).to(tl.float32)
    t26 = t20 + t25
    t27 = tl.reshape(t26, [F_n0, F_n2, T_c1, 1])
    t28 = 1.0 / (1.0 + tl.exp(-(t27)))
    t29 = (t28) * (2.0)
    t65 = tl.load(m30_ptr + offs_n0[:, None, None, None] * m30_s0 + offs_n2[None, :, None, None] * m30_s1 + offs_n3[None, None, None, :] * m30_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t66 = (t29) * (t65)
    t270 = tl.load(buf269_ptr + offs_n0[:, None, None, None] * buf269_s0 + offs_n2[None, :, None, None] * buf269_s1 + offs_c1[None, None, :, None] * buf269_s2 + offs_n3[None, None, None, :] * buf269_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t271 = t66 + t270
    tl.store(buf272_ptr + offs_n0[:, None, None, None] * buf272_s0 + offs_n2[None, :, None, None] * buf272_s1 + offs_c1[None, None, :, None] * buf272_s2 + offs_n3[None, None, None, :] * buf272_s3, t271, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :])


@triton.jit
def kernel_5(m1_ptr, m1_s0, m1_s1, m1_s2, m279_ptr, m279_s0, m279_s1, m279_s2, m285_ptr, m285_s0, m285_s1, m285_s2, m293_ptr, m293_s0, m293_s1, m293_s2, m299_ptr, m299_s0, m299_s1, m299_s2, buf272_ptr, buf272_s0, buf272_s1, buf272_s2, buf272_s3, m309_ptr, m309_s0, m309_s1, m309_s2, m317_ptr, m317_s0, m317_s1, m317_s2, m324_ptr, m324_s0, m324_s1, m324_s2, m324_s3, buf412_ptr, buf412_s0, buf412_s1, buf412_s2, buf412_s3, E_c0, E_n0, E_n1, E_n3, E_n4, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n3: tl.constexpr, F_n4: tl.constexpr, T_c0: tl.constexpr):
    # writes buf412: Combine over grid x.1@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n4 = tl.arange(0, F_n4)
    offs_n3 = tl.arange(0, F_n3)
    t273 = tl.load(m1_ptr + offs_n0[:, None, None] * m1_s0 + offs_c0[None, :, None] * m1_s1 + offs_n1[None, None, :] * m1_s2, mask=(offs_n0 < E_n0)[:, None, None] & (offs_c0 < E_c0)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    t274 = (t273) * (t273)
    t275 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :], t274, 0.0), axis=2, keep_dims=True)
    t276 = t275 + 6.4e-05
    t277 = tl.rsqrt(t276)
    t278 = (t273) * (t277)
    t282 = tl.load(m279_ptr + offs_n1[None, :, None] * m279_s1 + offs_n4[None, None, :] * m279_s2, mask=(offs_n1 < E_n1)[None, :, None] & (offs_n4 < E_n4)[None, None, :], other=0).to(tl.float32)
    t283 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :], t278, 0.0), 3) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :, None], t282, 0.0), 1), axis=2)
    t284 = (t283) * (0.8)
    t288 = tl.load(m285_ptr + offs_n4[None, None, :] * m285_s2, mask=(offs_n4 < E_n4)[None, None, :], other=0).to(tl.float32)
    t289 = t284 + t288
    t290 = tl.reshape(t289, [F_n0, T_c0, F_n4, 1])
    t291 = 1.0 / (1.0 + tl.exp(-(t290)))
    t292 = (t291) * (2.0)
    t296 = tl.load(m293_ptr + offs_n1[None, :, None] * m293_s1 + offs_n4[None, None, :] * m293_s2, mask=(offs_n1 < E_n1)[None, :, None] & (offs_n4 < E_n4)[None, None, :], other=0).to(tl.float32)
    t297 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :], t278, 0.0), 3) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :, None], t296, 0.0), 1), axis=2)
    t298 = (t297) * (0.8)
    t302 = tl.load(m299_ptr + offs_n4[None, None, :] * m299_s2, mask=(offs_n4 < E_n4)[None, None, :], other=0).to(tl.float32)
    t303 = t298 + t302
    t304 = tl.reshape(t303, [F_n0, T_c0, 1, F_n4])
    t305 = 1.0 / (1.0 + tl.exp(-(t304)))
    t306 = tl.load(buf272_ptr + offs_n0[:, None, None, None] * buf272_s0 + offs_c0[None, :, None, None] * buf272_s1 + offs_n4[None, None, :, None] * buf272_s2 + offs_n3[None, None, None, :] * buf272_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n4 < E_n4)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t307 = tl.sum(tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, None, :], t305, 0.0), 4) * tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, :, None], t306, 0.0), 2), axis=3)
    t308 = tl.reshape(t307, [F_n0, T_c0, F_n3])
    t313 = tl.load(m309_ptr + offs_n3[None, :, None] * m309_s1 + offs_n3[None, None, :] * m309_s2, mask=(offs_n3 < E_n3)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t314 = tl.sum(tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, :], t308, 0.0), 3) * tl.expand_dims(tl.where((offs_n3 < E_n3)[None, :, None], t313, 0.0), 1), axis=2)
    t315 = tl.reshape(t314, [F_n0, T_c0, 1, F_n3])
    t316 = (t292) * (t315)
    t320 = tl.load(m317_ptr + offs_n1[None, :, None] * m317_s1 + offs_n3[None, None, :] * m317_s2, mask=(offs_n1 < E_n1)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t321 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :], t278, 0.0), 3) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :, None], t320, 0.0), 1), axis=2)
    t322 = tl.reshape(t321, [F_n0, T_c0, F_n4, F_n4])
    t323 = (t322) * (0.8)
    t327 = tl.load(m324_ptr + offs_n4[None, None, :, None] * m324_s2 + offs_n4[None, None, None, :] * m324_s3, mask=(offs_n4 < E_n4)[None, None, :, None] & (offs_n4 < E_n4)[None, None, None, :], other=0).to(tl.float32)
    t328 = t323 + t327
    t329 = tl.exp(t328)
    t330 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t329, 0.0), axis=3, keep_dims=True)
    t331 = (t329) / (t330)
    t332 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t331, 0.0), axis=2, keep_dims=True)
    t333 = (t331) / (t332)
    t334 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t333, 0.0), axis=3, keep_dims=True)
    t335 = (t333) / (t334)
    t336 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t335, 0.0), axis=2, keep_dims=True)
    t337 = (t335) / (t336)
    t338 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t337, 0.0), axis=3, keep_dims=True)
    t339 = (t337) / (t338)
    t340 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t339, 0.0), axis=2, keep_dims=True)
    t341 = (t339) / (t340)
    t342 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t341, 0.0), axis=3, keep_dims=True)
    t343 = (t341) / (t342)
    t344 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t343, 0.0), axis=2, keep_dims=True)
    t345 = (t343) / (t344)
    t346 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t345, 0.0), axis=3, keep_dims=True)
    t347 = (t345) / (t346)
    t348 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t347, 0.0), axis=2, keep_dims=True)
    t349 = (t347) / (t348)
    t350 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t349, 0.0), axis=3, keep_dims=True)
    t351 = (t349) / (t350)
    t352 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t351, 0.0), axis=2, keep_dims=True)
    t353 = (t351) / (t352)
    t354 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t353, 0.0), axis=3, keep_dims=True)
    t355 = (t353) / (t354)
    t356 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t355, 0.0), axis=2, keep_dims=True)
    t357 = (t355) / (t356)
    t358 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t357, 0.0), axis=3, keep_dims=True)
    t359 = (t357) / (t358)
    t360 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t359, 0.0), axis=2, keep_dims=True)
    t361 = (t359) / (t360)
    t362 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t361, 0.0), axis=3, keep_dims=True)
    t363 = (t361) / (t362)
    t364 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t363, 0.0), axis=2, keep_dims=True)
    t365 = (t363) / (t364)
    t366 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t365, 0.0), axis=3, keep_dims=True)
    t367 = (t365) / (t366)
    t368 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t367, 0.0), axis=2, keep_dims=True)
    t369 = (t367) / (t368)
    t370 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t369, 0.0), axis=3, keep_dims=True)
    t371 = (t369) / (t370)
    t372 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t371, 0.0), axis=2, keep_dims=True)
    t373 = (t371) / (t372)
    t374 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t373, 0.0), axis=3, keep_dims=True)
    t375 = (t373) / (t374)
    t376 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t375, 0.0), axis=2, keep_dims=True)
    t377 = (t375) / (t376)
    t378 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t377, 0.0), axis=3, keep_dims=True)
    t379 = (t377) / (t378)
    t380 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t379, 0.0), axis=2, keep_dims=True)
    t381 = (t379) / (t380)
    t382 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t381, 0.0), axis=3, keep_dims=True)
    t383 = (t381) / (t382)
    t384 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t383, 0.0), axis=2, keep_dims=True)
    t385 = (t383) / (t384)
    t386 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t385, 0.0), axis=3, keep_dims=True)
    t387 = (t385) / (t386)
    t388 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t387, 0.0), axis=2, keep_dims=True)
    t389 = (t387) / (t388)
    t390 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t389, 0.0), axis=3, keep_dims=True)
    t391 = (t389) / (t390)
    t392 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t391, 0.0), axis=2, keep_dims=True)
    t393 = (t391) / (t392)
    t394 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t393, 0.0), axis=3, keep_dims=True)
    t395 = (t393) / (t394)
    t396 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t395, 0.0), axis=2, keep_dims=True)
    t397 = (t395) / (t396)
    t398 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t397, 0.0), axis=3, keep_dims=True)
    t399 = (t397) / (t398)
    t400 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t399, 0.0), axis=2, keep_dims=True)
    t401 = (t399) / (t400)
    t402 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t401, 0.0), axis=3, keep_dims=True)
    t403 = (t401) / (t402)
    t404 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t403, 0.0), axis=2, keep_dims=True)
    t405 = (t403) / (t404)
    t406 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t405, 0.0), axis=3, keep_dims=True)
    t407 = (t405) / (t406)
    t408 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t407, 0.0), axis=2, keep_dims=True)
    t409 = (t407) / (t408)
    t410 = tl.sum(tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, None, :], t409, 0.0), 4) * tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, :, None], t306, 0.0), 2), axis=3)
    t411 = t316 + t410
    tl.store(buf412_ptr + offs_n0[:, None, None, None] * buf412_s0 + offs_c0[None, :, None, None] * buf412_s1 + offs_n4[None, None, :, None] * buf412_s2 + offs_n3[None, None, None, :] * buf412_s3, t411, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n4 < E_n4)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :])


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
    buf19 = torch.full([2, 32, 4], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(4, T['c1']),)](m2_ptr=m2, m2_s0=m2.stride(0), m2_s1=m2.stride(1), m2_s2=m2.stride(2), m5_ptr=m5, m5_s0=m5.stride(0), m5_s1=m5.stride(1), m5_s2=m5.stride(2), buf19_ptr=buf19, buf19_s0=buf19.stride(0), buf19_s1=buf19.stride(1), buf19_s2=buf19.stride(2), E_c1=4, E_c2=64, E_n0=2, E_n1=64, E_n2=32, F_n0=_pow2(2), F_n1=_pow2(64), F_n2=_pow2(32), T_c1=T['c1'], T_c2=T['c2'])
    m24 = inputs['b_post']
    m23 = m24.narrow(0, 0, 1)
    m22 = m23.reshape([4])
    m21 = m22.reshape([1, 1, 4])
    m35 = inputs['phi_pre']
    m34 = m35.narrow(0, 0, 1)
    m33 = m34.reshape([64, 4])
    m32 = m33.reshape([1, 64, 4])
    m49 = inputs['b_pre']
    m48 = m49.narrow(0, 0, 1)
    m47 = m48.reshape([4])
    m46 = m47.reshape([1, 1, 4])
    m61 = inputs['w_layer']
    m60 = m61.narrow(0, 0, 1)
    m59 = m60.reshape([16, 16])
    m58 = m59.permute([1, 0])
    m57 = m58.reshape([1, 16, 16])
    buf64 = torch.full([2, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(32, T['c0']),)](m2_ptr=m2, m2_s0=m2.stride(0), m2_s1=m2.stride(1), m2_s2=m2.stride(2), m32_ptr=m32, m32_s0=m32.stride(0), m32_s1=m32.stride(1), m32_s2=m32.stride(2), m46_ptr=m46, m46_s0=m46.stride(0), m46_s1=m46.stride(1), m46_s2=m46.stride(2), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), m57_ptr=m57, m57_s0=m57.stride(0), m57_s1=m57.stride(1), m57_s2=m57.stride(2), buf64_ptr=buf64, buf64_s0=buf64.stride(0), buf64_s1=buf64.stride(1), buf64_s2=buf64.stride(2), E_c0=32, E_c2=64, E_n0=2, E_n1=64, E_n3=16, E_n4=4, F_n0=_pow2(2), F_n1=_pow2(64), F_n3=_pow2(16), F_n4=_pow2(4), T_c0=T['c0'], T_c2=T['c2'])
    m30 = buf64.reshape([2, 32, 1, 16])
    m71 = inputs['phi_res']
    m70 = m71.narrow(0, 0, 1)
    m69 = m70.reshape([64, 16])
    m68 = m69.reshape([1, 64, 16])
    m86 = inputs['b_res']
    m85 = m86.narrow(0, 0, 1)
    m84 = m85.reshape([4, 4])
    m83 = m84.reshape([1, 1, 4, 4])
    buf173 = torch.full([2, 32, 4, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(32, T['c0']),)](m2_ptr=m2, m2_s0=m2.stride(0), m2_s1=m2.stride(1), m2_s2=m2.stride(2), m68_ptr=m68, m68_s0=m68.stride(0), m68_s1=m68.stride(1), m68_s2=m68.stride(2), m83_ptr=m83, m83_s0=m83.stride(0), m83_s1=m83.stride(1), m83_s2=m83.stride(2), m83_s3=m83.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), buf173_ptr=buf173, buf173_s0=buf173.stride(0), buf173_s1=buf173.stride(1), buf173_s2=buf173.stride(2), buf173_s3=buf173.stride(3), E_c0=32, E_c2=64, E_n0=2, E_n1=64, E_n3=16, E_n4=4, F_n0=_pow2(2), F_n1=_pow2(64), F_n3=_pow2(16), F_n4=_pow2(4), T_c0=T['c0'], T_c2=T['c2'])
    buf269 = torch.full([2, 32, 4, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(32, T['c0']),)](buf173_ptr=buf173, buf173_s0=buf173.stride(0), buf173_s1=buf173.stride(1), buf173_s2=buf173.stride(2), buf173_s3=buf173.stride(3), m2_ptr=m2, m2_s0=m2.stride(0), m2_s1=m2.stride(1), m2_s2=m2.stride(2), m68_ptr=m68, m68_s0=m68.stride(0), m68_s1=m68.stride(1), m68_s2=m68.stride(2), m83_ptr=m83, m83_s0=m83.stride(0), m83_s1=m83.stride(1), m83_s2=m83.stride(2), m83_s3=m83.stride(3), buf269_ptr=buf269, buf269_s0=buf269.stride(0), buf269_s1=buf269.stride(1), buf269_s2=buf269.stride(2), buf269_s3=buf269.stride(3), E_c0=32, E_c2=64, E_n0=2, E_n1=64, E_n3=16, E_n4=4, F_n0=_pow2(2), F_n1=_pow2(64), F_n3=_pow2(16), F_n4=_pow2(4), T_c0=T['c0'], T_c2=T['c2'])
    buf272 = torch.full([2, 32, 4, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(_cdiv(4, T['c1']),)](buf19_ptr=buf19, buf19_s0=buf19.stride(0), buf19_s1=buf19.stride(1), buf19_s2=buf19.stride(2), m21_ptr=m21, m21_s0=m21.stride(0), m21_s1=m21.stride(1), m21_s2=m21.stride(2), m30_ptr=m30, m30_s0=m30.stride(0), m30_s1=m30.stride(1), m30_s2=m30.stride(2), m30_s3=m30.stride(3), buf269_ptr=buf269, buf269_s0=buf269.stride(0), buf269_s1=buf269.stride(1), buf269_s2=buf269.stride(2), buf269_s3=buf269.stride(3), buf272_ptr=buf272, buf272_s0=buf272.stride(0), buf272_s1=buf272.stride(1), buf272_s2=buf272.stride(2), buf272_s3=buf272.stride(3), E_c1=4, E_n0=2, E_n2=32, E_n3=16, F_n0=_pow2(2), F_n2=_pow2(32), F_n3=_pow2(16), T_c1=T['c1'])
    m1 = buf272.reshape([2, 32, 64])
    m281 = m8.narrow(0, 1, 1)
    m280 = m281.reshape([64, 4])
    m279 = m280.reshape([1, 64, 4])
    m287 = m24.narrow(0, 1, 1)
    m286 = m287.reshape([4])
    m285 = m286.reshape([1, 1, 4])
    m295 = m35.narrow(0, 1, 1)
    m294 = m295.reshape([64, 4])
    m293 = m294.reshape([1, 64, 4])
    m301 = m49.narrow(0, 1, 1)
    m300 = m301.reshape([4])
    m299 = m300.reshape([1, 1, 4])
    m312 = m61.narrow(0, 1, 1)
    m311 = m312.reshape([16, 16])
    m310 = m311.permute([1, 0])
    m309 = m310.reshape([1, 16, 16])
    m319 = m71.narrow(0, 1, 1)
    m318 = m319.reshape([64, 16])
    m317 = m318.reshape([1, 64, 16])
    m326 = m86.narrow(0, 1, 1)
    m325 = m326.reshape([4, 4])
    m324 = m325.reshape([1, 1, 4, 4])
    buf412 = torch.full([2, 32, 4, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_5[(_cdiv(32, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m279_ptr=m279, m279_s0=m279.stride(0), m279_s1=m279.stride(1), m279_s2=m279.stride(2), m285_ptr=m285, m285_s0=m285.stride(0), m285_s1=m285.stride(1), m285_s2=m285.stride(2), m293_ptr=m293, m293_s0=m293.stride(0), m293_s1=m293.stride(1), m293_s2=m293.stride(2), m299_ptr=m299, m299_s0=m299.stride(0), m299_s1=m299.stride(1), m299_s2=m299.stride(2), buf272_ptr=buf272, buf272_s0=buf272.stride(0), buf272_s1=buf272.stride(1), buf272_s2=buf272.stride(2), buf272_s3=buf272.stride(3), m309_ptr=m309, m309_s0=m309.stride(0), m309_s1=m309.stride(1), m309_s2=m309.stride(2), m317_ptr=m317, m317_s0=m317.stride(0), m317_s1=m317.stride(1), m317_s2=m317.stride(2), m324_ptr=m324, m324_s0=m324.stride(0), m324_s1=m324.stride(1), m324_s2=m324.stride(2), m324_s3=m324.stride(3), buf412_ptr=buf412, buf412_s0=buf412.stride(0), buf412_s1=buf412.stride(1), buf412_s2=buf412.stride(2), buf412_s3=buf412.stride(3), E_c0=32, E_n0=2, E_n1=64, E_n3=16, E_n4=4, F_n0=_pow2(2), F_n1=_pow2(64), F_n3=_pow2(16), F_n4=_pow2(4), T_c0=T['c0'])
    return buf412


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
