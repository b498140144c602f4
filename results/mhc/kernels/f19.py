"""mhc [small], candidate 19: 3 kernel(s)

Rendered by EqiForge from candidate 19 of mhc [small]: grid(x.0@0) loop(x.2[64]: sum) [2 mm] ; grid(x.0@0) loop(x.2[64]: sum) [4 mm] | grid(x.0@0, x.1@1) [6 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.0@0[2]
    c1: grid x.1@1[32]
    c2: loop x.2[64]

Run it on its own: `python kernels/f19.py` checks it once against PyTorch on random inputs.
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
def kernel_0(m2_ptr, m2_s0, m2_s1, m2_s2, m63_ptr, m63_s0, m63_s1, m63_s2, m71_ptr, m71_s0, m71_s1, m71_s2, m71_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, buf160_ptr, buf160_s0, buf160_s1, buf160_s2, buf160_s3, E_c0, E_c2, E_n0, E_n1, E_n2, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # writes buf160: Combine over grid x.0@0[2]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n3 = tl.arange(0, F_n3)
    offs_n2 = tl.arange(0, F_n2)
    t55 = tl.load(m2_ptr + offs_c0[:, None, None] * m2_s0 + offs_n1[None, :, None] * m2_s1 + offs_n0[None, None, :] * m2_s2, mask=(offs_c0 < E_c0)[:, None, None] & (offs_n1 < E_n1)[None, :, None] & (offs_n0 < E_n0)[None, None, :], other=0).to(tl.float32)
    acc59 = tl.full([T_c0, F_n1, 1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t56 = tl.load(m2_ptr + offs_c0[:, None, None] * m2_s0 + offs_n1[None, :, None] * m2_s1 + offs_c2[None, None, :] * m2_s2, mask=(offs_c0 < E_c0)[:, None, None] & (offs_n1 < E_n1)[None, :, None] & (offs_c2 < E_c2)[None, None, :], other=0).to(tl.float32)
        t57 = (t56) * (t56)
        t58 = tl.sum(tl.where((offs_c2 < E_c2)[None, None, :], t57, 0.0), axis=2, keep_dims=True)
        acc59 = acc59 + t58
    t60 = acc59 + 6.4e-05
    t61 = tl.rsqrt(t60)
    t62 = (t55) * (t61)
    t67 = tl.load(m63_ptr + offs_n0[None, :, None] * m63_s1 + offs_n3[None, None, :] * m63_s2, mask=(offs_n0 < E_n0)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t68 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, :], t62, 0.0), 3) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :, None], t67, 0.0), 1), axis=2)
    t69 = tl.reshape(t68, [T_c0, F_n1, F_n2, F_n2])
    t70 = (t69) * (0.8)
    t75 = tl.load(m71_ptr + offs_n2[None, None, :, None] * m71_s2 + offs_n2[None, None, None, :] * m71_s3, mask=(offs_n2 < E_n2)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t76 = t70 + t75
    t77 = tl.exp(t76)
    t78 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t77, 0.0), axis=3, keep_dims=True)
    t79 = (t77) / (t78)
    t80 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t79, 0.0), axis=2, keep_dims=True)
    t81 = (t79) / (t80)
    t82 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t81, 0.0), axis=3, keep_dims=True)
    t83 = (t81) / (t82)
    t84 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t83, 0.0), axis=2, keep_dims=True)
    t85 = (t83) / (t84)
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
    t158 = tl.load(m3_ptr + offs_c0[:, None, None, None] * m3_s0 + offs_n1[None, :, None, None] * m3_s1 + offs_n2[None, None, :, None] * m3_s2 + offs_n3[None, None, None, :] * m3_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t159 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t157, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t158, 0.0), 2), axis=3)
    tl.store(buf160_ptr + offs_c0[:, None, None, None] * buf160_s0 + offs_n1[None, :, None, None] * buf160_s1 + offs_n2[None, None, :, None] * buf160_s2 + offs_n3[None, None, None, :] * buf160_s3, t159, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :])


@triton.jit
def kernel_1(m2_ptr, m2_s0, m2_s1, m2_s2, m12_ptr, m12_s0, m12_s1, m12_s2, m19_ptr, m19_s0, m19_s1, m19_s2, m28_ptr, m28_s0, m28_s1, m28_s2, m35_ptr, m35_s0, m35_s1, m35_s2, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, m46_ptr, m46_s0, m46_s1, m46_s2, buf160_ptr, buf160_s0, buf160_s1, buf160_s2, buf160_s3, buf163_ptr, buf163_s0, buf163_s1, buf163_s2, buf163_s3, E_c0, E_c2, E_n0, E_n1, E_n2, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # writes buf163: Combine over grid x.0@0[2]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n2 = tl.arange(0, F_n2)
    offs_n3 = tl.arange(0, F_n3)
    t4 = tl.load(m2_ptr + offs_c0[:, None, None] * m2_s0 + offs_n1[None, :, None] * m2_s1 + offs_n0[None, None, :] * m2_s2, mask=(offs_c0 < E_c0)[:, None, None] & (offs_n1 < E_n1)[None, :, None] & (offs_n0 < E_n0)[None, None, :], other=0).to(tl.float32)
    acc8 = tl.full([T_c0, F_n1, 1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t5 = tl.load(m2_ptr + offs_c0[:, None, None] * m2_s0 + offs_n1[None, :, None] * m2_s1 + offs_c2[None, None, :] * m2_s2, mask=(offs_c0 < E_c0)[:, None, None] & (offs_n1 < E_n1)[None, :, None] & (offs_c2 < E_c2)[None, None, :], other=0).to(tl.float32)
        t6 = (t5) * (t5)
        t7 = tl.sum(tl.where((offs_c2 < E_c2)[None, None, :], t6, 0.0), axis=2, keep_dims=True)
        acc8 = acc8 + t7
    t9 = acc8 + 6.4e-05
    t10 = tl.rsqrt(t9)
    t11 = (t4) * (t10)
    t16 = tl.load(m12_ptr + offs_n0[None, :, None] * m12_s1 + offs_n2[None, None, :] * m12_s2, mask=(offs_n0 < E_n0)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t17 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, :], t11, 0.0), 3) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :, None], t16, 0.0), 1), axis=2)
    t18 = (t17) * (0.8)
    t23 = tl.load(m19_ptr + offs_n2[None, None, :] * m19_s2, mask=(offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t24 = t18 + t23
    t25 = tl.reshape(t24, [T_c0, F_n1, F_n2, 1])
    t26 = 1.0 / (1.0 + tl.exp(-(t25)))
    t27 = (t26) * (2.0)
    t32 = tl.load(m28_ptr + offs_n0[None, :, None] * m28_s1 + offs_n2[None, None, :] * m28_s2, mask=(offs_n0 < E_n0)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t33 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, :], t11, 0.0), 3) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :, None], t32, 0.0), 1), axis=2)
    t34 = (t33) * (0.8)
    t39 = tl.load(m35_ptr + offs_n2[None, None, :] * m35_s2, mask=(offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t40 = t34 + t39
    t41 = tl.reshape(t40, [T_c0, F_n1, 1, F_n2])
    t42 = 1.0 / (1.0 + tl.exp(-(t41)))
    t43 = tl.load(m3_ptr + offs_c0[:, None, None, None] * m3_s0 + offs_n1[None, :, None, None] * m3_s1 + offs_n2[None, None, :, None] * m3_s2 + offs_n3[None, None, None, :] * m3_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t44 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t42, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t43, 0.0), 2), axis=3)
    t45 = tl.reshape(t44, [T_c0, F_n1, F_n3])
    t51 = tl.load(m46_ptr + offs_n3[None, :, None] * m46_s1 + offs_n3[None, None, :] * m46_s2, mask=(offs_n3 < E_n3)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t52 = tl.sum(tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, :], t45, 0.0), 3) * tl.expand_dims(tl.where((offs_n3 < E_n3)[None, :, None], t51, 0.0), 1), axis=2)
    t53 = tl.reshape(t52, [T_c0, F_n1, 1, F_n3])
    t54 = (t27) * (t53)
    t161 = tl.load(buf160_ptr + offs_c0[:, None, None, None] * buf160_s0 + offs_n1[None, :, None, None] * buf160_s1 + offs_n2[None, None, :, None] * buf160_s2 + offs_n3[None, None, None, :] * buf160_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t162 = t54 + t161
    tl.store(buf163_ptr + offs_c0[:, None, None, None] * buf163_s0 + offs_n1[None, :, None, None] * buf163_s1 + offs_n2[None, None, :, None] * buf163_s2 + offs_n3[None, None, None, :] * buf163_s3, t162, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :])


@triton.jit
def kernel_2(m1_ptr, m1_s0, m1_s1, m1_s2, m170_ptr, m170_s0, m170_s1, m170_s2, m176_ptr, m176_s0, m176_s1, m176_s2, m184_ptr, m184_s0, m184_s1, m184_s2, m190_ptr, m190_s0, m190_s1, m190_s2, buf163_ptr, buf163_s0, buf163_s1, buf163_s2, buf163_s3, m200_ptr, m200_s0, m200_s1, m200_s2, m208_ptr, m208_s0, m208_s1, m208_s2, m215_ptr, m215_s0, m215_s1, m215_s2, m215_s3, buf303_ptr, buf303_s0, buf303_s1, buf303_s2, buf303_s3, E_c0, E_c1, E_n0, E_n2, E_n3, F_n0: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf303: Combine over grid x.0@0[2], grid x.1@1[32]
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
    t164 = tl.load(m1_ptr + offs_c0[:, None, None] * m1_s0 + offs_c1[None, :, None] * m1_s1 + offs_n0[None, None, :] * m1_s2, mask=(offs_c0 < E_c0)[:, None, None] & (offs_c1 < E_c1)[None, :, None] & (offs_n0 < E_n0)[None, None, :], other=0).to(tl.float32)
    t165 = (t164) * (t164)
    t166 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, :], t165, 0.0), axis=2, keep_dims=True)
    t167 = t166 + 6.4e-05
    t168 = tl.rsqrt(t167)
    t169 = (t164) * (t168)
    t173 = tl.load(m170_ptr + offs_n0[None, :, None] * m170_s1 + offs_n2[None, None, :] * m170_s2, mask=(offs_n0 < E_n0)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t174 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, :], t169, 0.0), 3) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :, None], t173, 0.0), 1), axis=2)
    t175 = (t174) * (0.8)
    t179 = tl.load(m176_ptr + offs_n2[None, None, :] * m176_s2, mask=(offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t180 = t175 + t179
    t181 = tl.reshape(t180, [T_c0, T_c1, F_n2, 1])
    t182 = 1.0 / (1.0 + tl.exp(-(t181)))
    t183 = (t182) * (2.0)
    t187 = tl.load(m184_ptr + offs_n0[None, :, None] * m184_s1 + offs_n2[None, None, :] * m184_s2, mask=(offs_n0 < E_n0)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t188 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, :], t169, 0.0), 3) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :, None], t187, 0.0), 1), axis=2)
    t189 = (t188) * (0.8)
    t193 = tl.load(m190_ptr + offs_n2[None, None, :] * m190_s2, mask=(offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t194 = t189 + t193
    t195 = tl.reshape(t194, [T_c0, T_c1, 1, F_n2])
    t196 = 1.0 / (1.0 + tl.exp(-(t195)))
    t197 = tl.load(buf163_ptr + offs_c0[:, None, None, None] * buf163_s0 + offs_c1[None, :, None, None] * buf163_s1 + offs_n2[None, None, :, None] * buf163_s2 + offs_n3[None, None, None, :] * buf163_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t198 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t196, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t197, 0.0), 2), axis=3)
    t199 = tl.reshape(t198, [T_c0, T_c1, F_n3])
    t204 = tl.load(m200_ptr + offs_n3[None, :, None] * m200_s1 + offs_n3[None, None, :] * m200_s2, mask=(offs_n3 < E_n3)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t205 = tl.sum(tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, :], t199, 0.0), 3) * tl.expand_dims(tl.where((offs_n3 < E_n3)[None, :, None], t204, 0.0), 1), axis=2)
    t206 = tl.reshape(t205, [T_c0, T_c1, 1, F_n3])
    t207 = (t183) * (t206)
    t211 = tl.load(m208_ptr + offs_n0[None, :, None] * m208_s1 + offs_n3[None, None, :] * m208_s2, mask=(offs_n0 < E_n0)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t212 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, :], t169, 0.0), 3) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :, None], t211, 0.0), 1), axis=2)
    t213 = tl.reshape(t212, [T_c0, T_c1, F_n2, F_n2])
    t214 = (t213) * (0.8)
    t218 = tl.load(m215_ptr + offs_n2[None, None, :, None] * m215_s2 + offs_n2[None, None, None, :] * m215_s3, mask=(offs_n2 < E_n2)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t219 = t214 + t218
    t220 = tl.exp(t219)
    t221 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t220, 0.0), axis=3, keep_dims=True)
    t222 = (t220) / (t221)
    t223 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t222, 0.0), axis=2, keep_dims=True)
    t224 = (t222) / (t223)
    t225 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t224, 0.0), axis=3, keep_dims=True)
    t226 = (t224) / (t225)
    t227 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t226, 0.0), axis=2, keep_dims=True)
    t228 = (t226) / (t227)
    t229 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t228, 0.0), axis=3, keep_dims=True)
    t230 = (t228) / (t229)
    t231 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t230, 0.0), axis=2, keep_dims=True)
    t232 = (t230) / (t231)
    t233 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t232, 0.0), axis=3, keep_dims=True)
    t234 = (t232) / (t233)
    t235 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t234, 0.0), axis=2, keep_dims=True)
    t236 = (t234) / (t235)
    t237 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t236, 0.0), axis=3, keep_dims=True)
    t238 = (t236) / (t237)
    t239 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t238, 0.0), axis=2, keep_dims=True)
    t240 = (t238) / (t239)
    t241 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t240, 0.0), axis=3, keep_dims=True)
    t242 = (t240) / (t241)
    t243 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t242, 0.0), axis=2, keep_dims=True)
    t244 = (t242) / (t243)
    t245 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t244, 0.0), axis=3, keep_dims=True)
    t246 = (t244) / (t245)
    t247 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t246, 0.0), axis=2, keep_dims=True)
    t248 = (t246) / (t247)
    t249 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t248, 0.0), axis=3, keep_dims=True)
    t250 = (t248) / (t249)
    t251 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t250, 0.0), axis=2, keep_dims=True)
    t252 = (t250) / (t251)
    t253 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t252, 0.0), axis=3, keep_dims=True)
    t254 = (t252) / (t253)
    t255 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t254, 0.0), axis=2, keep_dims=True)
    t256 = (t254) / (t255)
    t257 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t256, 0.0), axis=3, keep_dims=True)
    t258 = (t256) / (t257)
    t259 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t258, 0.0), axis=2, keep_dims=True)
    t260 = (t258) / (t259)
    t261 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t260, 0.0), axis=3, keep_dims=True)
    t262 = (t260) / (t261)
    t263 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t262, 0.0), axis=2, keep_dims=True)
    t264 = (t262) / (t263)
    t265 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t264, 0.0), axis=3, keep_dims=True)
    t266 = (t264) / (t265)
    t267 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t266, 0.0), axis=2, keep_dims=True)
    t268 = (t266) / (t267)
    t269 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t268, 0.0), axis=3, keep_dims=True)
    t270 = (t268) / (t269)
    t271 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t270, 0.0), axis=2, keep_dims=True)
    t272 = (t270) / (t271)
    t273 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t272, 0.0), axis=3, keep_dims=True)
    t274 = (t272) / (t273)
    t275 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t274, 0.0), axis=2, keep_dims=True)
    t276 = (t274) / (t275)
    t277 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t276, 0.0), axis=3, keep_dims=True)
    t278 = (t276) / (t277)
    t279 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t278, 0.0), axis=2, keep_dims=True)
    t280 = (t278) / (t279)
    t281 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t280, 0.0), axis=3, keep_dims=True)
    t282 = (t280) / (t281)
    t283 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t282, 0.0), axis=2, keep_dims=True)
    t284 = (t282) / (t283)
    t285 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t284, 0.0), axis=3, keep_dims=True)
    t286 = (t284) / (t285)
    t287 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t286, 0.0), axis=2, keep_dims=True)
    t288 = (t286) / (t287)
    t289 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t288, 0.0), axis=3, keep_dims=True)
    t290 = (t288) / (t289)
    t291 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t290, 0.0), axis=2, keep_dims=True)
    t292 = (t290) / (t291)
    t293 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t292, 0.0), axis=3, keep_dims=True)
    t294 = (t292) / (t293)
    t295 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t294, 0.0), axis=2, keep_dims=True)
    t296 = (t294) / (t295)
    t297 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t296, 0.0), axis=3, keep_dims=True)
    t298 = (t296) / (t297)
    t299 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t298, 0.0), axis=2, keep_dims=True)
    t300 = (t298) / (t299)
    t301 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t300, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t197, 0.0), 2), axis=3)
    t302 = t207 + t301
    tl.store(buf303_ptr + offs_c0[:, None, None, None] * buf303_s0 + offs_c1[None, :, None, None] * buf303_s1 + offs_n2[None, None, :, None] * buf303_s2 + offs_n3[None, None, None, :] * buf303_s3, t302, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :])


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
    m31 = inputs['phi_pre']
    m30 = m31.narrow(0, 0, 1)
    m29 = m30.reshape([64, 4])
    m28 = m29.reshape([1, 64, 4])
    m38 = inputs['b_pre']
    m37 = m38.narrow(0, 0, 1)
    m36 = m37.reshape([4])
    m35 = m36.reshape([1, 1, 4])
    m50 = inputs['w_layer']
    m49 = m50.narrow(0, 0, 1)
    m48 = m49.reshape([16, 16])
    m47 = m48.permute([1, 0])
    m46 = m47.reshape([1, 16, 16])
    m66 = inputs['phi_res']
    m65 = m66.narrow(0, 0, 1)
    m64 = m65.reshape([64, 16])
    m63 = m64.reshape([1, 64, 16])
    m74 = inputs['b_res']
    m73 = m74.narrow(0, 0, 1)
    m72 = m73.reshape([4, 4])
    m71 = m72.reshape([1, 1, 4, 4])
    buf160 = torch.full([2, 32, 4, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(2, T['c0']),)](m2_ptr=m2, m2_s0=m2.stride(0), m2_s1=m2.stride(1), m2_s2=m2.stride(2), m63_ptr=m63, m63_s0=m63.stride(0), m63_s1=m63.stride(1), m63_s2=m63.stride(2), m71_ptr=m71, m71_s0=m71.stride(0), m71_s1=m71.stride(1), m71_s2=m71.stride(2), m71_s3=m71.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), buf160_ptr=buf160, buf160_s0=buf160.stride(0), buf160_s1=buf160.stride(1), buf160_s2=buf160.stride(2), buf160_s3=buf160.stride(3), E_c0=2, E_c2=64, E_n0=64, E_n1=32, E_n2=4, E_n3=16, F_n0=_pow2(64), F_n1=_pow2(32), F_n2=_pow2(4), F_n3=_pow2(16), T_c0=T['c0'], T_c2=T['c2'])
    buf163 = torch.full([2, 32, 4, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(2, T['c0']),)](m2_ptr=m2, m2_s0=m2.stride(0), m2_s1=m2.stride(1), m2_s2=m2.stride(2), m12_ptr=m12, m12_s0=m12.stride(0), m12_s1=m12.stride(1), m12_s2=m12.stride(2), m19_ptr=m19, m19_s0=m19.stride(0), m19_s1=m19.stride(1), m19_s2=m19.stride(2), m28_ptr=m28, m28_s0=m28.stride(0), m28_s1=m28.stride(1), m28_s2=m28.stride(2), m35_ptr=m35, m35_s0=m35.stride(0), m35_s1=m35.stride(1), m35_s2=m35.stride(2), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), m46_ptr=m46, m46_s0=m46.stride(0), m46_s1=m46.stride(1), m46_s2=m46.stride(2), buf160_ptr=buf160, buf160_s0=buf160.stride(0), buf160_s1=buf160.stride(1), buf160_s2=buf160.stride(2), buf160_s3=buf160.stride(3), buf163_ptr=buf163, buf163_s0=buf163.stride(0), buf163_s1=buf163.stride(1), buf163_s2=buf163.stride(2), buf163_s3=buf163.stride(3), E_c0=2, E_c2=64, E_n0=64, E_n1=32, E_n2=4, E_n3=16, F_n0=_pow2(64), F_n1=_pow2(32), F_n2=_pow2(4), F_n3=_pow2(16), T_c0=T['c0'], T_c2=T['c2'])
    m1 = buf163.reshape([2, 32, 64])
    m172 = m15.narrow(0, 1, 1)
    m171 = m172.reshape([64, 4])
    m170 = m171.reshape([1, 64, 4])
    m178 = m22.narrow(0, 1, 1)
    m177 = m178.reshape([4])
    m176 = m177.reshape([1, 1, 4])
    m186 = m31.narrow(0, 1, 1)
    m185 = m186.reshape([64, 4])
    m184 = m185.reshape([1, 64, 4])
    m192 = m38.narrow(0, 1, 1)
    m191 = m192.reshape([4])
    m190 = m191.reshape([1, 1, 4])
    m203 = m50.narrow(0, 1, 1)
    m202 = m203.reshape([16, 16])
    m201 = m202.permute([1, 0])
    m200 = m201.reshape([1, 16, 16])
    m210 = m66.narrow(0, 1, 1)
    m209 = m210.reshape([64, 16])
    m208 = m209.reshape([1, 64, 16])
    m217 = m74.narrow(0, 1, 1)
    m216 = m217.reshape([4, 4])
    m215 = m216.reshape([1, 1, 4, 4])
    buf303 = torch.full([2, 32, 4, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(2, T['c0']) * _cdiv(32, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m170_ptr=m170, m170_s0=m170.stride(0), m170_s1=m170.stride(1), m170_s2=m170.stride(2), m176_ptr=m176, m176_s0=m176.stride(0), m176_s1=m176.stride(1), m176_s2=m176.stride(2), m184_ptr=m184, m184_s0=m184.stride(0), m184_s1=m184.stride(1), m184_s2=m184.stride(2), m190_ptr=m190, m190_s0=m190.stride(0), m190_s1=m190.stride(1), m190_s2=m190.stride(2), buf163_ptr=buf163, buf163_s0=buf163.stride(0), buf163_s1=buf163.stride(1), buf163_s2=buf163.stride(2), buf163_s3=buf163.stride(3), m200_ptr=m200, m200_s0=m200.stride(0), m200_s1=m200.stride(1), m200_s2=m200.stride(2), m208_ptr=m208, m208_s0=m208.stride(0), m208_s1=m208.stride(1), m208_s2=m208.stride(2), m215_ptr=m215, m215_s0=m215.stride(0), m215_s1=m215.stride(1), m215_s2=m215.stride(2), m215_s3=m215.stride(3), buf303_ptr=buf303, buf303_s0=buf303.stride(0), buf303_s1=buf303.stride(1), buf303_s2=buf303.stride(2), buf303_s3=buf303.stride(3), E_c0=2, E_c1=32, E_n0=64, E_n2=4, E_n3=16, F_n0=_pow2(64), F_n2=_pow2(4), F_n3=_pow2(16), T_c0=T['c0'], T_c1=T['c1'])
    return buf303


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
