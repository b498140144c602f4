"""mhc [small], candidate 48: 5 kernel(s)

Rendered by EqiForge from candidate 48 of mhc [small]: grid(b_res.2@2) loop(x.2[64]: sum) [1 mm] ; grid(x.1@1) loop(x.2[64]: sum) [3 mm] ; grid(x.1@1) loop(x.2[64]: sum) [2 mm] ; grid(x.0@0) | grid(x.1@1) [6 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.1@1[32]
    c1: grid x.0@0[2]
    c2: grid b_res.2@2[4]
    c3: loop x.2[64]

Run it on its own: `python kernels/f48.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/mhc.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 16, "c1": 1, "c2": 2, "c3": 32}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 32, "c1": 2, "c2": 4, "c3": 64}


@triton.jit
def kernel_0(m2_ptr, m2_s0, m2_s1, m2_s2, m5_ptr, m5_s0, m5_s1, m5_s2, buf19_ptr, buf19_s0, buf19_s1, buf19_s2, E_c2, E_c3, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # writes buf19: Combine over grid b_res.2@2[4]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n2 = tl.arange(0, F_n2)
    offs_n1 = tl.arange(0, F_n1)
    acc11 = tl.full([F_n0, F_n2, T_c2], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t4 = tl.load(m2_ptr + offs_n0[:, None, None] * m2_s0 + offs_n2[None, :, None] * m2_s1 + offs_c3[None, None, :] * m2_s2, mask=(offs_n0 < E_n0)[:, None, None] & (offs_n2 < E_n2)[None, :, None] & (offs_c3 < E_c3)[None, None, :], other=0).to(tl.float32)
        t9 = tl.load(m5_ptr + offs_c3[None, :, None] * m5_s1 + offs_c2[None, None, :] * m5_s2, mask=(offs_c3 < E_c3)[None, :, None] & (offs_c2 < E_c2)[None, None, :], other=0).to(tl.float32)
        t10 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, :], t4, 0.0), 3) * tl.expand_dims(tl.where((offs_c3 < E_c3)[None, :, None], t9, 0.0), 1), axis=2)
        acc11 = acc11 + t10
    t12 = tl.load(m2_ptr + offs_n0[:, None, None] * m2_s0 + offs_n2[None, :, None] * m2_s1 + offs_n1[None, None, :] * m2_s2, mask=(offs_n0 < E_n0)[:, None, None] & (offs_n2 < E_n2)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    t13 = (t12) * (t12)
    t14 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :], t13, 0.0), axis=2, keep_dims=True)
    t15 = t14 + 6.4e-05
    t16 = tl.rsqrt(t15)
    t17 = (acc11) * (t16)
    t18 = (t17) * (0.8)
    tl.store(buf19_ptr + offs_n0[:, None, None] * buf19_s0 + offs_n2[None, :, None] * buf19_s1 + offs_c2[None, None, :] * buf19_s2, t18, mask=(offs_n0 < E_n0)[:, None, None] & (offs_n2 < E_n2)[None, :, None] & (offs_c2 < E_c2)[None, None, :])


@triton.jit
def kernel_1(m2_ptr, m2_s0, m2_s1, m2_s2, m32_ptr, m32_s0, m32_s1, m32_s2, m46_ptr, m46_s0, m46_s1, m46_s2, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, m57_ptr, m57_s0, m57_s1, m57_s2, buf64_ptr, buf64_s0, buf64_s1, buf64_s2, E_c0, E_c3, E_n0, E_n1, E_n3, E_n4, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n3: tl.constexpr, F_n4: tl.constexpr, T_c0: tl.constexpr, T_c3: tl.constexpr):
    # writes buf64: Combine over grid x.1@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n3 = tl.arange(0, F_n3)
    offs_n1 = tl.arange(0, F_n1)
    offs_n4 = tl.arange(0, F_n4)
    acc38 = tl.full([F_n0, T_c0, F_n3], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t31 = tl.load(m2_ptr + offs_n0[:, None, None] * m2_s0 + offs_c0[None, :, None] * m2_s1 + offs_c3[None, None, :] * m2_s2, mask=(offs_n0 < E_n0)[:, None, None] & (offs_c0 < E_c0)[None, :, None] & (offs_c3 < E_c3)[None, None, :], other=0).to(tl.float32)
        t36 = tl.load(m32_ptr + offs_c3[None, :, None] * m32_s1 + offs_n3[None, None, :] * m32_s2, mask=(offs_c3 < E_c3)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
        t37 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, :], t31, 0.0), 3) * tl.expand_dims(tl.where((offs_c3 < E_c3)[None, :, None], t36, 0.0), 1), axis=2)
        acc38 = acc38 + t37
    t39 = tl.load(m2_ptr + offs_n0[:, None, None] * m2_s0 + offs_c0[None, :, None] * m2_s1 + offs_n1[None, None, :] * m2_s2, mask=(offs_n0 < E_n0)[:, None, None] & (offs_c0 < E_c0)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    t40 = (t39) * (t39)
    t41 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :], t40, 0.0), axis=2, keep_dims=True)
    t42 = t41 + 6.4e-05
    t43 = tl.rsqrt(t42)
    t44 = (acc38) * (t43)
    t45 = (t44) * (0.8)
    t50 = tl.load(m46_ptr + offs_n3[None, None, :] * m46_s2, mask=(offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t51 = t45 + t50
    t52 = tl.reshape(t51, [F_n0, T_c0, 1, F_n3])
    t53 = 1.0 / (1.0 + tl.exp(-(t52)))
    t54 = tl.load(m3_ptr + offs_n0[:, None, None, None] * m3_s0 + offs_c0[None, :, None, None] * m3_s1 + offs_n3[None, None, :, None] * m3_s2 + offs_n4[None, None, None, :] * m3_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n3 < E_n3)[None, None, :, None] & (offs_n4 < E_n4)[None, None, None, :], other=0).to(tl.float32)
    t55 = tl.sum(tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, None, :], t53, 0.0), 4) * tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, :, None], t54, 0.0), 2), axis=3)
    t56 = tl.reshape(t55, [F_n0, T_c0, F_n4])
    t62 = tl.load(m57_ptr + offs_n4[None, :, None] * m57_s1 + offs_n4[None, None, :] * m57_s2, mask=(offs_n4 < E_n4)[None, :, None] & (offs_n4 < E_n4)[None, None, :], other=0).to(tl.float32)
    t63 = tl.sum(tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, :], t56, 0.0), 3) * tl.expand_dims(tl.where((offs_n4 < E_n4)[None, :, None], t62, 0.0), 1), axis=2)
    tl.store(buf64_ptr + offs_n0[:, None, None] * buf64_s0 + offs_c0[None, :, None] * buf64_s1 + offs_n4[None, None, :] * buf64_s2, t63, mask=(offs_n0 < E_n0)[:, None, None] & (offs_c0 < E_c0)[None, :, None] & (offs_n4 < E_n4)[None, None, :])


@triton.jit
def kernel_2(m2_ptr, m2_s0, m2_s1, m2_s2, m68_ptr, m68_s0, m68_s1, m68_s2, m83_ptr, m83_s0, m83_s1, m83_s2, m83_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, buf172_ptr, buf172_s0, buf172_s1, buf172_s2, buf172_s3, E_c0, E_c3, E_n0, E_n1, E_n3, E_n4, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n3: tl.constexpr, F_n4: tl.constexpr, T_c0: tl.constexpr, T_c3: tl.constexpr):
    # writes buf172: Combine over grid x.1@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n4 = tl.arange(0, F_n4)
    offs_n1 = tl.arange(0, F_n1)
    offs_n3 = tl.arange(0, F_n3)
    acc74 = tl.full([F_n0, T_c0, F_n4], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t67 = tl.load(m2_ptr + offs_n0[:, None, None] * m2_s0 + offs_c0[None, :, None] * m2_s1 + offs_c3[None, None, :] * m2_s2, mask=(offs_n0 < E_n0)[:, None, None] & (offs_c0 < E_c0)[None, :, None] & (offs_c3 < E_c3)[None, None, :], other=0).to(tl.float32)
        t72 = tl.load(m68_ptr + offs_c3[None, :, None] * m68_s1 + offs_n4[None, None, :] * m68_s2, mask=(offs_c3 < E_c3)[None, :, None] & (offs_n4 < E_n4)[None, None, :], other=0).to(tl.float32)
        t73 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, :], t67, 0.0), 3) * tl.expand_dims(tl.where((offs_c3 < E_c3)[None, :, None], t72, 0.0), 1), axis=2)
        acc74 = acc74 + t73
    t75 = tl.load(m2_ptr + offs_n0[:, None, None] * m2_s0 + offs_c0[None, :, None] * m2_s1 + offs_n1[None, None, :] * m2_s2, mask=(offs_n0 < E_n0)[:, None, None] & (offs_c0 < E_c0)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    t76 = (t75) * (t75)
    t77 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :], t76, 0.0), axis=2, keep_dims=True)
    t78 = t77 + 6.4e-05
    t79 = tl.rsqrt(t78)
    t80 = (acc74) * (t79)
    t81 = tl.reshape(t80, [F_n0, T_c0, F_n3, F_n3])
    t82 = (t81) * (0.8)
    t87 = tl.load(m83_ptr + offs_n3[None, None, :, None] * m83_s2 + offs_n3[None, None, None, :] * m83_s3, mask=(offs_n3 < E_n3)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t88 = t82 + t87
    t89 = tl.exp(t88)
    t90 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t89, 0.0), axis=3, keep_dims=True)
    t91 = (t89) / (t90)
    t92 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t91, 0.0), axis=2, keep_dims=True)
    t93 = (t91) / (t92)
    t94 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t93, 0.0), axis=3, keep_dims=True)
    t95 = (t93) / (t94)
    t96 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t95, 0.0), axis=2, keep_dims=True)
    t97 = (t95) / (t96)
    t98 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t97, 0.0), axis=3, keep_dims=True)
    t99 = (t97) / (t98)
    t100 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t99, 0.0), axis=2, keep_dims=True)
    t101 = (t99) / (t100)
    t102 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t101, 0.0), axis=3, keep_dims=True)
    t103 = (t101) / (t102)
    t104 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t103, 0.0), axis=2, keep_dims=True)
    t105 = (t103) / (t104)
    t106 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t105, 0.0), axis=3, keep_dims=True)
    t107 = (t105) / (t106)
    t108 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t107, 0.0), axis=2, keep_dims=True)
    t109 = (t107) / (t108)
    t110 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t109, 0.0), axis=3, keep_dims=True)
    t111 = (t109) / (t110)
    t112 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t111, 0.0), axis=2, keep_dims=True)
    t113 = (t111) / (t112)
    t114 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t113, 0.0), axis=3, keep_dims=True)
    t115 = (t113) / (t114)
    t116 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t115, 0.0), axis=2, keep_dims=True)
    t117 = (t115) / (t116)
    t118 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t117, 0.0), axis=3, keep_dims=True)
    t119 = (t117) / (t118)
    t120 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t119, 0.0), axis=2, keep_dims=True)
    t121 = (t119) / (t120)
    t122 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t121, 0.0), axis=3, keep_dims=True)
    t123 = (t121) / (t122)
    t124 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t123, 0.0), axis=2, keep_dims=True)
    t125 = (t123) / (t124)
    t126 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t125, 0.0), axis=3, keep_dims=True)
    t127 = (t125) / (t126)
    t128 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t127, 0.0), axis=2, keep_dims=True)
    t129 = (t127) / (t128)
    t130 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t129, 0.0), axis=3, keep_dims=True)
    t131 = (t129) / (t130)
    t132 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t131, 0.0), axis=2, keep_dims=True)
    t133 = (t131) / (t132)
    t134 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t133, 0.0), axis=3, keep_dims=True)
    t135 = (t133) / (t134)
    t136 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t135, 0.0), axis=2, keep_dims=True)
    t137 = (t135) / (t136)
    t138 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t137, 0.0), axis=3, keep_dims=True)
    t139 = (t137) / (t138)
    t140 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t139, 0.0), axis=2, keep_dims=True)
    t141 = (t139) / (t140)
    t142 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t141, 0.0), axis=3, keep_dims=True)
    t143 = (t141) / (t142)
    t144 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t143, 0.0), axis=2, keep_dims=True)
    t145 = (t143) / (t144)
    t146 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t145, 0.0), axis=3, keep_dims=True)
    t147 = (t145) / (t146)
    t148 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t147, 0.0), axis=2, keep_dims=True)
    t149 = (t147) / (t148)
    t150 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t149, 0.0), axis=3, keep_dims=True)
    t151 = (t149) / (t150)
    t152 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t151, 0.0), axis=2, keep_dims=True)
    t153 = (t151) / (t152)
    t154 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t153, 0.0), axis=3, keep_dims=True)
    t155 = (t153) / (t154)
    t156 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t155, 0.0), axis=2, keep_dims=True)
    t157 = (t155) / (t156)
    t158 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t157, 0.0), axis=3, keep_dims=True)
    t159 = (t157) / (t158)
    t160 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t159, 0.0), axis=2, keep_dims=True)
    t161 = (t159) / (t160)
    t162 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t161, 0.0), axis=3, keep_dims=True)
    t163 = (t161) / (t162)
    t164 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t163, 0.0), axis=2, keep_dims=True)
    t165 = (t163) / (t164)
    t166 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t165, 0.0), axis=3, keep_dims=True)
    t167 = (t165) / (t166)
    t168 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t167, 0.0), axis=2, keep_dims=True)
    t169 = (t167) / (t168)
    t170 = tl.load(m3_ptr + offs_n0[:, None, None, None] * m3_s0 + offs_c0[None, :, None, None] * m3_s1 + offs_n3[None, None, :, None] * m3_s2 + offs_n4[None, None, None, :] * m3_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n3 < E_n3)[None, None, :, None] & (offs_n4 < E_n4)[None, None, None, :], other=0).to(tl.float32)
    t171 = tl.sum(tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, None, :], t169, 0.0), 4) * tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, :, None], t170, 0.0), 2), axis=3)
    tl.store(buf172_ptr + offs_n0[:, None, None, None] * buf172_s0 + offs_c0[None, :, None, None] * buf172_s1 + offs_n3[None, None, :, None] * buf172_s2 + offs_n4[None, None, None, :] * buf172_s3, t171, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n3 < E_n3)[None, None, :, None] & (offs_n4 < E_n4)[None, None, None, :])


@triton.jit
def kernel_3(buf19_ptr, buf19_s0, buf19_s1, buf19_s2, m21_ptr, m21_s0, m21_s1, m21_s2, m30_ptr, m30_s0, m30_s1, m30_s2, m30_s3, buf172_ptr, buf172_s0, buf172_s1, buf172_s2, buf172_s3, buf175_ptr, buf175_s0, buf175_s1, buf175_s2, buf175_s3, E_c1, E_n2, E_n3, E_n4, F_n2: tl.constexpr, F_n3: tl.constexpr, F_n4: tl.constexpr, T_c1: tl.constexpr):
    # writes buf175: Combine over grid x.0@0[2]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n3 = tl.arange(0, F_n3)
    offs_n4 = tl.arange(0, F_n4)
    t20 = tl.load(buf19_ptr + offs_c1[:, None, None] * buf19_s0 + offs_n2[None, :, None] * buf19_s1 + offs_n3[None, None, :] * buf19_s2, mask=(offs_c1 < E_c1)[:, None, None] & (offs_n2 < E_n2)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t25 = tl.load(m21_ptr + offs_n3[None, None, :] * m21_s2, mask=(offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t26 = t20 + t25
    t27 = tl.reshape(t26, [T_c1, F_n2, F_n3, 1])
    t28 = 1.0 / (1.0 + tl.exp(-(t27)))
    t29 = (t28) * (2.0)
    t65 = tl.load(m30_ptr + offs_c1[:, None, None, None] * m30_s0 + offs_n2[None, :, None, None] * m30_s1 + offs_n4[None, None, None, :] * m30_s3, mask=(offs_c1 < E_c1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_n4 < E_n4)[None, None, None, :], other=0).to(tl.float32)
    t66 = (t29) * (t65)
    t173 = tl.load(buf172_ptr + offs_c1[:, None, None, None] * buf172_s0 + offs_n2[None, :, None, None] * buf172_s1 + offs_n3[None, None, :, None] * buf172_s2 + offs_n4[None, None, None, :] * buf172_s3, mask=(offs_c1 < E_c1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_n3 < E_n3)[None, None, :, None] & (offs_n4 < E_n4)[None, None, None, :], other=0).to(tl.float32)
    t174 = t66 + t173
    tl.store(buf175_ptr + offs_c1[:, None, None, None] * buf175_s0 + offs_n2[None, :, None, None] * buf175_s1 + offs_n3[None, None, :, None] * buf175_s2 + offs_n4[None, None, None, :] * buf175_s3, t174, mask=(offs_c1 < E_c1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_n3 < E_n3)[None, None, :, None] & (offs_n4 < E_n4)[None, None, None, :])


@triton.jit
def kernel_4(m1_ptr, m1_s0, m1_s1, m1_s2, m182_ptr, m182_s0, m182_s1, m182_s2, m188_ptr, m188_s0, m188_s1, m188_s2, m196_ptr, m196_s0, m196_s1, m196_s2, m202_ptr, m202_s0, m202_s1, m202_s2, buf175_ptr, buf175_s0, buf175_s1, buf175_s2, buf175_s3, m212_ptr, m212_s0, m212_s1, m212_s2, m220_ptr, m220_s0, m220_s1, m220_s2, m227_ptr, m227_s0, m227_s1, m227_s2, m227_s3, buf315_ptr, buf315_s0, buf315_s1, buf315_s2, buf315_s3, E_c0, E_n0, E_n1, E_n3, E_n4, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n3: tl.constexpr, F_n4: tl.constexpr, T_c0: tl.constexpr):
    # writes buf315: Combine over grid x.1@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n3 = tl.arange(0, F_n3)
    offs_n4 = tl.arange(0, F_n4)
    t176 = tl.load(m1_ptr + offs_n0[:, None, None] * m1_s0 + offs_c0[None, :, None] * m1_s1 + offs_n1[None, None, :] * m1_s2, mask=(offs_n0 < E_n0)[:, None, None] & (offs_c0 < E_c0)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    t177 = (t176) * (t176)
    t178 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :], t177, 0.0), axis=2, keep_dims=True)
    t179 = t178 + 6.4e-05
    t180 = tl.rsqrt(t179)
    t181 = (t176) * (t180)
    t185 = tl.load(m182_ptr + offs_n1[None, :, None] * m182_s1 + offs_n3[None, None, :] * m182_s2, mask=(offs_n1 < E_n1)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t186 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :], t181, 0.0), 3) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :, None], t185, 0.0), 1), axis=2)
    t187 = (t186) * (0.8)
    t191 = tl.load(m188_ptr + offs_n3[None, None, :] * m188_s2, mask=(offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t192 = t187 + t191
    t193 = tl.reshape(t192, [F_n0, T_c0, F_n3, 1])
    t194 = 1.0 / (1.0 + tl.exp(-(t193)))
    t195 = (t194) * (2.0)
    t199 = tl.load(m196_ptr + offs_n1[None, :, None] * m196_s1 + offs_n3[None, None, :] * m196_s2, mask=(offs_n1 < E_n1)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t200 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :], t181, 0.0), 3) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :, None], t199, 0.0), 1), axis=2)
    t201 = (t200) * (0.8)
    t205 = tl.load(m202_ptr + offs_n3[None, None, :] * m202_s2, mask=(offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t206 = t201 + t205
    t207 = tl.reshape(t206, [F_n0, T_c0, 1, F_n3])
    t208 = 1.0 / (1.0 + tl.exp(-(t207)))
    t209 = tl.load(buf175_ptr + offs_n0[:, None, None, None] * buf175_s0 + offs_c0[None, :, None, None] * buf175_s1 + offs_n3[None, None, :, None] * buf175_s2 + offs_n4[None, None, None, :] * buf175_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n3 < E_n3)[None, None, :, None] & (offs_n4 < E_n4)[None, None, None, :], other=0).to(tl.float32)
    t210 = tl.sum(tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, None, :], t208, 0.0), 4) * tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, :, None], t209, 0.0), 2), axis=3)
    t211 = tl.reshape(t210, [F_n0, T_c0, F_n4])
    t216 = tl.load(m212_ptr + offs_n4[None, :, None] * m212_s1 + offs_n4[None, None, :] * m212_s2, mask=(offs_n4 < E_n4)[None, :, None] & (offs_n4 < E_n4)[None, None, :], other=0).to(tl.float32)
    t217 = tl.sum(tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, :], t211, 0.0), 3) * tl.expand_dims(tl.where((offs_n4 < E_n4)[None, :, None], t216, 0.0), 1), axis=2)
    t218 = tl.reshape(t217, [F_n0, T_c0, 1, F_n4])
    t219 = (t195) * (t218)
    t223 = tl.load(m220_ptr + offs_n1[None, :, None] * m220_s1 + offs_n4[None, None, :] * m220_s2, mask=(offs_n1 < E_n1)[None, :, None] & (offs_n4 < E_n4)[None, None, :], other=0).to(tl.float32)
    t224 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :], t181, 0.0), 3) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :, None], t223, 0.0), 1), axis=2)
    t225 = tl.reshape(t224, [F_n0, T_c0, F_n3, F_n3])
    t226 = (t225) * (0.8)
    t230 = tl.load(m227_ptr + offs_n3[None, None, :, None] * m227_s2 + offs_n3[None, None, None, :] * m227_s3, mask=(offs_n3 < E_n3)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t231 = t226 + t230
    t232 = tl.exp(t231)
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
    t253 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t252, 0.0), axis=3, keep_dims=True)
    t254 = (t252) / (t253)
    t255 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t254, 0.0), axis=2, keep_dims=True)
    t256 = (t254) / (t255)
    t257 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t256, 0.0), axis=3, keep_dims=True)
    t258 = (t256) / (t257)
    t259 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t258, 0.0), axis=2, keep_dims=True)
    t260 = (t258) / (t259)
    t261 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t260, 0.0), axis=3, keep_dims=True)
    t262 = (t260) / (t261)
    t263 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t262, 0.0), axis=2, keep_dims=True)
    t264 = (t262) / (t263)
    t265 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t264, 0.0), axis=3, keep_dims=True)
    t266 = (t264) / (t265)
    t267 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t266, 0.0), axis=2, keep_dims=True)
    t268 = (t266) / (t267)
    t269 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t268, 0.0), axis=3, keep_dims=True)
    t270 = (t268) / (t269)
    t271 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t270, 0.0), axis=2, keep_dims=True)
    t272 = (t270) / (t271)
    t273 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t272, 0.0), axis=3, keep_dims=True)
    t274 = (t272) / (t273)
    t275 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t274, 0.0), axis=2, keep_dims=True)
    t276 = (t274) / (t275)
    t277 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t276, 0.0), axis=3, keep_dims=True)
    t278 = (t276) / (t277)
    t279 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t278, 0.0), axis=2, keep_dims=True)
    t280 = (t278) / (t279)
    t281 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t280, 0.0), axis=3, keep_dims=True)
    t282 = (t280) / (t281)
    t283 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t282, 0.0), axis=2, keep_dims=True)
    t284 = (t282) / (t283)
    t285 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t284, 0.0), axis=3, keep_dims=True)
    t286 = (t284) / (t285)
    t287 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t286, 0.0), axis=2, keep_dims=True)
    t288 = (t286) / (t287)
    t289 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t288, 0.0), axis=3, keep_dims=True)
    t290 = (t288) / (t289)
    t291 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t290, 0.0), axis=2, keep_dims=True)
    t292 = (t290) / (t291)
    t293 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t292, 0.0), axis=3, keep_dims=True)
    t294 = (t292) / (t293)
    t295 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t294, 0.0), axis=2, keep_dims=True)
    t296 = (t294) / (t295)
    t297 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t296, 0.0), axis=3, keep_dims=True)
    t298 = (t296) / (t297)
    t299 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t298, 0.0), axis=2, keep_dims=True)
    t300 = (t298) / (t299)
    t301 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t300, 0.0), axis=3, keep_dims=True)
    t302 = (t300) / (t301)
    t303 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t302, 0.0), axis=2, keep_dims=True)
    t304 = (t302) / (t303)
    t305 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t304, 0.0), axis=3, keep_dims=True)
    t306 = (t304) / (t305)
    t307 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t306, 0.0), axis=2, keep_dims=True)
    t308 = (t306) / (t307)
    t309 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t308, 0.0), axis=3, keep_dims=True)
    t310 = (t308) / (t309)
    t311 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t310, 0.0), axis=2, keep_dims=True)
    t312 = (t310) / (t311)
    t313 = tl.sum(tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, None, :], t312, 0.0), 4) * tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, :, None], t209, 0.0), 2), axis=3)
    t314 = t219 + t313
    tl.store(buf315_ptr + offs_n0[:, None, None, None] * buf315_s0 + offs_c0[None, :, None, None] * buf315_s1 + offs_n3[None, None, :, None] * buf315_s2 + offs_n4[None, None, None, :] * buf315_s3, t314, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n3 < E_n3)[None, None, :, None] & (offs_n4 < E_n4)[None, None, None, :])


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
    kernel_0[(_cdiv(4, T['c2']),)](m2_ptr=m2, m2_s0=m2.stride(0), m2_s1=m2.stride(1), m2_s2=m2.stride(2), m5_ptr=m5, m5_s0=m5.stride(0), m5_s1=m5.stride(1), m5_s2=m5.stride(2), buf19_ptr=buf19, buf19_s0=buf19.stride(0), buf19_s1=buf19.stride(1), buf19_s2=buf19.stride(2), E_c2=4, E_c3=64, E_n0=2, E_n1=64, E_n2=32, F_n0=_pow2(2), F_n1=_pow2(64), F_n2=_pow2(32), T_c2=T['c2'], T_c3=T['c3'])
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
    kernel_1[(_cdiv(32, T['c0']),)](m2_ptr=m2, m2_s0=m2.stride(0), m2_s1=m2.stride(1), m2_s2=m2.stride(2), m32_ptr=m32, m32_s0=m32.stride(0), m32_s1=m32.stride(1), m32_s2=m32.stride(2), m46_ptr=m46, m46_s0=m46.stride(0), m46_s1=m46.stride(1), m46_s2=m46.stride(2), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), m57_ptr=m57, m57_s0=m57.stride(0), m57_s1=m57.stride(1), m57_s2=m57.stride(2), buf64_ptr=buf64, buf64_s0=buf64.stride(0), buf64_s1=buf64.stride(1), buf64_s2=buf64.stride(2), E_c0=32, E_c3=64, E_n0=2, E_n1=64, E_n3=4, E_n4=16, F_n0=_pow2(2), F_n1=_pow2(64), F_n3=_pow2(4), F_n4=_pow2(16), T_c0=T['c0'], T_c3=T['c3'])
    m30 = buf64.reshape([2, 32, 1, 16])
    m71 = inputs['phi_res']
    m70 = m71.narrow(0, 0, 1)
    m69 = m70.reshape([64, 16])
    m68 = m69.reshape([1, 64, 16])
    m86 = inputs['b_res']
    m85 = m86.narrow(0, 0, 1)
    m84 = m85.reshape([4, 4])
    m83 = m84.reshape([1, 1, 4, 4])
    buf172 = torch.full([2, 32, 4, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(32, T['c0']),)](m2_ptr=m2, m2_s0=m2.stride(0), m2_s1=m2.stride(1), m2_s2=m2.stride(2), m68_ptr=m68, m68_s0=m68.stride(0), m68_s1=m68.stride(1), m68_s2=m68.stride(2), m83_ptr=m83, m83_s0=m83.stride(0), m83_s1=m83.stride(1), m83_s2=m83.stride(2), m83_s3=m83.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), buf172_ptr=buf172, buf172_s0=buf172.stride(0), buf172_s1=buf172.stride(1), buf172_s2=buf172.stride(2), buf172_s3=buf172.stride(3), E_c0=32, E_c3=64, E_n0=2, E_n1=64, E_n3=4, E_n4=16, F_n0=_pow2(2), F_n1=_pow2(64), F_n3=_pow2(4), F_n4=_pow2(16), T_c0=T['c0'], T_c3=T['c3'])
    buf175 = torch.full([2, 32, 4, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(2, T['c1']),)](buf19_ptr=buf19, buf19_s0=buf19.stride(0), buf19_s1=buf19.stride(1), buf19_s2=buf19.stride(2), m21_ptr=m21, m21_s0=m21.stride(0), m21_s1=m21.stride(1), m21_s2=m21.stride(2), m30_ptr=m30, m30_s0=m30.stride(0), m30_s1=m30.stride(1), m30_s2=m30.stride(2), m30_s3=m30.stride(3), buf172_ptr=buf172, buf172_s0=buf172.stride(0), buf172_s1=buf172.stride(1), buf172_s2=buf172.stride(2), buf172_s3=buf172.stride(3), buf175_ptr=buf175, buf175_s0=buf175.stride(0), buf175_s1=buf175.stride(1), buf175_s2=buf175.stride(2), buf175_s3=buf175.stride(3), E_c1=2, E_n2=32, E_n3=4, E_n4=16, F_n2=_pow2(32), F_n3=_pow2(4), F_n4=_pow2(16), T_c1=T['c1'])
    m1 = buf175.reshape([2, 32, 64])
    m184 = m8.narrow(0, 1, 1)
    m183 = m184.reshape([64, 4])
    m182 = m183.reshape([1, 64, 4])
    m190 = m24.narrow(0, 1, 1)
    m189 = m190.reshape([4])
    m188 = m189.reshape([1, 1, 4])
    m198 = m35.narrow(0, 1, 1)
    m197 = m198.reshape([64, 4])
    m196 = m197.reshape([1, 64, 4])
    m204 = m49.narrow(0, 1, 1)
    m203 = m204.reshape([4])
    m202 = m203.reshape([1, 1, 4])
    m215 = m61.narrow(0, 1, 1)
    m214 = m215.reshape([16, 16])
    m213 = m214.permute([1, 0])
    m212 = m213.reshape([1, 16, 16])
    m222 = m71.narrow(0, 1, 1)
    m221 = m222.reshape([64, 16])
    m220 = m221.reshape([1, 64, 16])
    m229 = m86.narrow(0, 1, 1)
    m228 = m229.reshape([4, 4])
    m227 = m228.reshape([1, 1, 4, 4])
    buf315 = torch.full([2, 32, 4, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(_cdiv(32, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m182_ptr=m182, m182_s0=m182.stride(0), m182_s1=m182.stride(1), m182_s2=m182.stride(2), m188_ptr=m188, m188_s0=m188.stride(0), m188_s1=m188.stride(1), m188_s2=m188.stride(2), m196_ptr=m196, m196_s0=m196.stride(0), m196_s1=m196.stride(1), m196_s2=m196.stride(2), m202_ptr=m202, m202_s0=m202.stride(0), m202_s1=m202.stride(1), m202_s2=m202.stride(2), buf175_ptr=buf175, buf175_s0=buf175.stride(0), buf175_s1=buf175.stride(1), buf175_s2=buf175.stride(2), buf175_s3=buf175.stride(3), m212_ptr=m212, m212_s0=m212.stride(0), m212_s1=m212.stride(1), m212_s2=m212.stride(2), m220_ptr=m220, m220_s0=m220.stride(0), m220_s1=m220.stride(1), m220_s2=m220.stride(2), m227_ptr=m227, m227_s0=m227.stride(0), m227_s1=m227.stride(1), m227_s2=m227.stride(2), m227_s3=m227.stride(3), buf315_ptr=buf315, buf315_s0=buf315.stride(0), buf315_s1=buf315.stride(1), buf315_s2=buf315.stride(2), buf315_s3=buf315.stride(3), E_c0=32, E_n0=2, E_n1=64, E_n3=4, E_n4=16, F_n0=_pow2(2), F_n1=_pow2(64), F_n3=_pow2(4), F_n4=_pow2(16), T_c0=T['c0'])
    return buf315


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
