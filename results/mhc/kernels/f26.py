"""mhc [small], candidate 26: 3 kernel(s)

Rendered by EqiForge from candidate 26 of mhc [small]: store(x.2[64]) ; grid(x.0@0, x.1@1) loop(x.2[64]: sum, stored) [6 mm] | grid(x.0@0, x.1@1) [6 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.0@0[2]
    c1: grid x.1@1[32]
    c2: loop x.2[64]

Run it on its own: `python kernels/f26.py` checks it once against PyTorch on random inputs.
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
def kernel_0(m2_ptr, m2_s0, m2_s1, m2_s2, states8_ptr, states8_s0, states8_s1, states8_s2, states8_s3, states8_s4, states8_s5, E_c0, E_c1, E_c2, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # stores states8: Collect over loop x.2[64]
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
    t5 = tl.load(m2_ptr + offs_c0[:, None, None] * m2_s0 + offs_c1[None, :, None] * m2_s1 + offs_c2[None, None, :] * m2_s2, mask=(offs_c0 < E_c0)[:, None, None] & (offs_c1 < E_c1)[None, :, None] & (offs_c2 < E_c2)[None, None, :], other=0).to(tl.float32)
    t6 = (t5) * (t5)
    t7 = tl.sum(tl.where((offs_c2 < E_c2)[None, None, :], t6, 0.0), axis=2, keep_dims=True)
    tl.store(states8_ptr + i_c0 * states8_s0 + i_c1 * states8_s1 + i_c2 * states8_s2 + tl.arange(0, T_c0)[:, None, None] * states8_s3 + tl.arange(0, T_c1)[None, :, None] * states8_s4 + tl.zeros([T_c0, T_c1, 1], tl.int32), t7)


@triton.jit
def kernel_1(m2_ptr, m2_s0, m2_s1, m2_s2, states8_ptr, states8_s0, states8_s1, states8_s2, states8_s3, states8_s4, states8_s5, m14_ptr, m14_s0, m14_s1, m14_s2, m21_ptr, m21_s0, m21_s1, m21_s2, m30_ptr, m30_s0, m30_s1, m30_s2, m37_ptr, m37_s0, m37_s1, m37_s2, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, m48_ptr, m48_s0, m48_s1, m48_s2, m57_ptr, m57_s0, m57_s1, m57_s2, m65_ptr, m65_s0, m65_s1, m65_s2, m65_s3, buf154_ptr, buf154_s0, buf154_s1, buf154_s2, buf154_s3, E_c0, E_c1, E_c2, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf154: Combine over grid x.0@0[2], grid x.1@1[32]
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
    acc10 = tl.full([T_c0, T_c1, 1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t9 = tl.load(states8_ptr + i_c0 * states8_s0 + i_c1 * states8_s1 + i_c2 * states8_s2 + tl.arange(0, T_c0)[:, None, None] * states8_s3 + tl.arange(0, T_c1)[None, :, None] * states8_s4 + tl.zeros([T_c0, T_c1, 1], tl.int32))
        acc10 = acc10 + t9
    t11 = acc10 + 6.4e-05
    t12 = tl.rsqrt(t11)
    t13 = (t4) * (t12)
    t18 = tl.load(m14_ptr + offs_n0[None, :, None] * m14_s1 + offs_n1[None, None, :] * m14_s2, mask=(offs_n0 < E_n0)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    t19 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, :], t13, 0.0), 3) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :, None], t18, 0.0), 1), axis=2)
    t20 = (t19) * (0.8)
    t25 = tl.load(m21_ptr + offs_n1[None, None, :] * m21_s2, mask=(offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    t26 = t20 + t25
    t27 = tl.reshape(t26, [T_c0, T_c1, F_n1, 1])
    t28 = 1.0 / (1.0 + tl.exp(-(t27)))
    t29 = (t28) * (2.0)
    t34 = tl.load(m30_ptr + offs_n0[None, :, None] * m30_s1 + offs_n1[None, None, :] * m30_s2, mask=(offs_n0 < E_n0)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    t35 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, :], t13, 0.0), 3) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :, None], t34, 0.0), 1), axis=2)
    t36 = (t35) * (0.8)
    t41 = tl.load(m37_ptr + offs_n1[None, None, :] * m37_s2, mask=(offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    t42 = t36 + t41
    t43 = tl.reshape(t42, [T_c0, T_c1, 1, F_n1])
    t44 = 1.0 / (1.0 + tl.exp(-(t43)))
    t45 = tl.load(m3_ptr + offs_c0[:, None, None, None] * m3_s0 + offs_c1[None, :, None, None] * m3_s1 + offs_n1[None, None, :, None] * m3_s2 + offs_n2[None, None, None, :] * m3_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t46 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :], t44, 0.0), 4) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :, None], t45, 0.0), 2), axis=3)
    t47 = tl.reshape(t46, [T_c0, T_c1, F_n2])
    t53 = tl.load(m48_ptr + offs_n2[None, :, None] * m48_s1 + offs_n2[None, None, :] * m48_s2, mask=(offs_n2 < E_n2)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t54 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :], t47, 0.0), 3) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, :, None], t53, 0.0), 1), axis=2)
    t55 = tl.reshape(t54, [T_c0, T_c1, 1, F_n2])
    t56 = (t29) * (t55)
    t61 = tl.load(m57_ptr + offs_n0[None, :, None] * m57_s1 + offs_n2[None, None, :] * m57_s2, mask=(offs_n0 < E_n0)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t62 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, :], t13, 0.0), 3) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :, None], t61, 0.0), 1), axis=2)
    t63 = tl.reshape(t62, [T_c0, T_c1, F_n1, F_n1])
    t64 = (t63) * (0.8)
    t69 = tl.load(m65_ptr + offs_n1[None, None, :, None] * m65_s2 + offs_n1[None, None, None, :] * m65_s3, mask=(offs_n1 < E_n1)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t70 = t64 + t69
    t71 = tl.exp(t70)
    t72 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t71, 0.0), axis=3, keep_dims=True)
    t73 = (t71) / (t72)
    t74 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t73, 0.0), axis=2, keep_dims=True)
    t75 = (t73) / (t74)
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
    t152 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :], t151, 0.0), 4) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :, None], t45, 0.0), 2), axis=3)
    t153 = t56 + t152
    tl.store(buf154_ptr + offs_c0[:, None, None, None] * buf154_s0 + offs_c1[None, :, None, None] * buf154_s1 + offs_n1[None, None, :, None] * buf154_s2 + offs_n2[None, None, None, :] * buf154_s3, t153, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :])


@triton.jit
def kernel_2(m1_ptr, m1_s0, m1_s1, m1_s2, m161_ptr, m161_s0, m161_s1, m161_s2, m167_ptr, m167_s0, m167_s1, m167_s2, m175_ptr, m175_s0, m175_s1, m175_s2, m181_ptr, m181_s0, m181_s1, m181_s2, buf154_ptr, buf154_s0, buf154_s1, buf154_s2, buf154_s3, m191_ptr, m191_s0, m191_s1, m191_s2, m199_ptr, m199_s0, m199_s1, m199_s2, m206_ptr, m206_s0, m206_s1, m206_s2, m206_s3, buf294_ptr, buf294_s0, buf294_s1, buf294_s2, buf294_s3, E_c0, E_c1, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf294: Combine over grid x.0@0[2], grid x.1@1[32]
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
    t155 = tl.load(m1_ptr + offs_c0[:, None, None] * m1_s0 + offs_c1[None, :, None] * m1_s1 + offs_n0[None, None, :] * m1_s2, mask=(offs_c0 < E_c0)[:, None, None] & (offs_c1 < E_c1)[None, :, None] & (offs_n0 < E_n0)[None, None, :], other=0).to(tl.float32)
    t156 = (t155) * (t155)
    t157 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, :], t156, 0.0), axis=2, keep_dims=True)
    t158 = t157 + 6.4e-05
    t159 = tl.rsqrt(t158)
    t160 = (t155) * (t159)
    t164 = tl.load(m161_ptr + offs_n0[None, :, None] * m161_s1 + offs_n1[None, None, :] * m161_s2, mask=(offs_n0 < E_n0)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    t165 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, :], t160, 0.0), 3) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :, None], t164, 0.0), 1), axis=2)
    t166 = (t165) * (0.8)
    t170 = tl.load(m167_ptr + offs_n1[None, None, :] * m167_s2, mask=(offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    t171 = t166 + t170
    t172 = tl.reshape(t171, [T_c0, T_c1, F_n1, 1])
    t173 = 1.0 / (1.0 + tl.exp(-(t172)))
    t174 = (t173) * (2.0)
    t178 = tl.load(m175_ptr + offs_n0[None, :, None] * m175_s1 + offs_n1[None, None, :] * m175_s2, mask=(offs_n0 < E_n0)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    t179 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, :], t160, 0.0), 3) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :, None], t178, 0.0), 1), axis=2)
    t180 = (t179) * (0.8)
    t184 = tl.load(m181_ptr + offs_n1[None, None, :] * m181_s2, mask=(offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    t185 = t180 + t184
    t186 = tl.reshape(t185, [T_c0, T_c1, 1, F_n1])
    t187 = 1.0 / (1.0 + tl.exp(-(t186)))
    t188 = tl.load(buf154_ptr + offs_c0[:, None, None, None] * buf154_s0 + offs_c1[None, :, None, None] * buf154_s1 + offs_n1[None, None, :, None] * buf154_s2 + offs_n2[None, None, None, :] * buf154_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t189 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :], t187, 0.0), 4) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :, None], t188, 0.0), 2), axis=3)
    t190 = tl.reshape(t189, [T_c0, T_c1, F_n2])
    t195 = tl.load(m191_ptr + offs_n2[None, :, None] * m191_s1 + offs_n2[None, None, :] * m191_s2, mask=(offs_n2 < E_n2)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t196 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :], t190, 0.0), 3) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, :, None], t195, 0.0), 1), axis=2)
    t197 = tl.reshape(t196, [T_c0, T_c1, 1, F_n2])
    t198 = (t174) * (t197)
    t202 = tl.load(m199_ptr + offs_n0[None, :, None] * m199_s1 + offs_n2[None, None, :] * m199_s2, mask=(offs_n0 < E_n0)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t203 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, :], t160, 0.0), 3) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :, None], t202, 0.0), 1), axis=2)
    t204 = tl.reshape(t203, [T_c0, T_c1, F_n1, F_n1])
    t205 = (t204) * (0.8)
    t209 = tl.load(m206_ptr + offs_n1[None, None, :, None] * m206_s2 + offs_n1[None, None, None, :] * m206_s3, mask=(offs_n1 < E_n1)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t210 = t205 + t209
    t211 = tl.exp(t210)
    t212 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t211, 0.0), axis=3, keep_dims=True)
    t213 = (t211) / (t212)
    t214 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t213, 0.0), axis=2, keep_dims=True)
    t215 = (t213) / (t214)
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
    t292 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :], t291, 0.0), 4) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :, None], t188, 0.0), 2), axis=3)
    t293 = t198 + t292
    tl.store(buf294_ptr + offs_c0[:, None, None, None] * buf294_s0 + offs_c1[None, :, None, None] * buf294_s1 + offs_n1[None, None, :, None] * buf294_s2 + offs_n2[None, None, None, :] * buf294_s3, t293, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :])


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
    states8 = torch.full([_cdiv(2, T['c0']), _cdiv(32, T['c1']), _cdiv(64, T['c2']), T['c0'], T['c1'], 1], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(2, T['c0']) * _cdiv(32, T['c1']) * _cdiv(64, T['c2']),)](m2_ptr=m2, m2_s0=m2.stride(0), m2_s1=m2.stride(1), m2_s2=m2.stride(2), states8_ptr=states8, states8_s0=states8.stride(0), states8_s1=states8.stride(1), states8_s2=states8.stride(2), states8_s3=states8.stride(3), states8_s4=states8.stride(4), states8_s5=states8.stride(5), E_c0=2, E_c1=32, E_c2=64, T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    m17 = inputs['phi_post']
    m16 = m17.narrow(0, 0, 1)
    m15 = m16.reshape([64, 4])
    m14 = m15.reshape([1, 64, 4])
    m24 = inputs['b_post']
    m23 = m24.narrow(0, 0, 1)
    m22 = m23.reshape([4])
    m21 = m22.reshape([1, 1, 4])
    m33 = inputs['phi_pre']
    m32 = m33.narrow(0, 0, 1)
    m31 = m32.reshape([64, 4])
    m30 = m31.reshape([1, 64, 4])
    m40 = inputs['b_pre']
    m39 = m40.narrow(0, 0, 1)
    m38 = m39.reshape([4])
    m37 = m38.reshape([1, 1, 4])
    m52 = inputs['w_layer']
    m51 = m52.narrow(0, 0, 1)
    m50 = m51.reshape([16, 16])
    m49 = m50.permute([1, 0])
    m48 = m49.reshape([1, 16, 16])
    m60 = inputs['phi_res']
    m59 = m60.narrow(0, 0, 1)
    m58 = m59.reshape([64, 16])
    m57 = m58.reshape([1, 64, 16])
    m68 = inputs['b_res']
    m67 = m68.narrow(0, 0, 1)
    m66 = m67.reshape([4, 4])
    m65 = m66.reshape([1, 1, 4, 4])
    buf154 = torch.full([2, 32, 4, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(2, T['c0']) * _cdiv(32, T['c1']),)](m2_ptr=m2, m2_s0=m2.stride(0), m2_s1=m2.stride(1), m2_s2=m2.stride(2), states8_ptr=states8, states8_s0=states8.stride(0), states8_s1=states8.stride(1), states8_s2=states8.stride(2), states8_s3=states8.stride(3), states8_s4=states8.stride(4), states8_s5=states8.stride(5), m14_ptr=m14, m14_s0=m14.stride(0), m14_s1=m14.stride(1), m14_s2=m14.stride(2), m21_ptr=m21, m21_s0=m21.stride(0), m21_s1=m21.stride(1), m21_s2=m21.stride(2), m30_ptr=m30, m30_s0=m30.stride(0), m30_s1=m30.stride(1), m30_s2=m30.stride(2), m37_ptr=m37, m37_s0=m37.stride(0), m37_s1=m37.stride(1), m37_s2=m37.stride(2), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), m48_ptr=m48, m48_s0=m48.stride(0), m48_s1=m48.stride(1), m48_s2=m48.stride(2), m57_ptr=m57, m57_s0=m57.stride(0), m57_s1=m57.stride(1), m57_s2=m57.stride(2), m65_ptr=m65, m65_s0=m65.stride(0), m65_s1=m65.stride(1), m65_s2=m65.stride(2), m65_s3=m65.stride(3), buf154_ptr=buf154, buf154_s0=buf154.stride(0), buf154_s1=buf154.stride(1), buf154_s2=buf154.stride(2), buf154_s3=buf154.stride(3), E_c0=2, E_c1=32, E_c2=64, E_n0=64, E_n1=4, E_n2=16, F_n0=_pow2(64), F_n1=_pow2(4), F_n2=_pow2(16), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    m1 = buf154.reshape([2, 32, 64])
    m163 = m17.narrow(0, 1, 1)
    m162 = m163.reshape([64, 4])
    m161 = m162.reshape([1, 64, 4])
    m169 = m24.narrow(0, 1, 1)
    m168 = m169.reshape([4])
    m167 = m168.reshape([1, 1, 4])
    m177 = m33.narrow(0, 1, 1)
    m176 = m177.reshape([64, 4])
    m175 = m176.reshape([1, 64, 4])
    m183 = m40.narrow(0, 1, 1)
    m182 = m183.reshape([4])
    m181 = m182.reshape([1, 1, 4])
    m194 = m52.narrow(0, 1, 1)
    m193 = m194.reshape([16, 16])
    m192 = m193.permute([1, 0])
    m191 = m192.reshape([1, 16, 16])
    m201 = m60.narrow(0, 1, 1)
    m200 = m201.reshape([64, 16])
    m199 = m200.reshape([1, 64, 16])
    m208 = m68.narrow(0, 1, 1)
    m207 = m208.reshape([4, 4])
    m206 = m207.reshape([1, 1, 4, 4])
    buf294 = torch.full([2, 32, 4, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(2, T['c0']) * _cdiv(32, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m161_ptr=m161, m161_s0=m161.stride(0), m161_s1=m161.stride(1), m161_s2=m161.stride(2), m167_ptr=m167, m167_s0=m167.stride(0), m167_s1=m167.stride(1), m167_s2=m167.stride(2), m175_ptr=m175, m175_s0=m175.stride(0), m175_s1=m175.stride(1), m175_s2=m175.stride(2), m181_ptr=m181, m181_s0=m181.stride(0), m181_s1=m181.stride(1), m181_s2=m181.stride(2), buf154_ptr=buf154, buf154_s0=buf154.stride(0), buf154_s1=buf154.stride(1), buf154_s2=buf154.stride(2), buf154_s3=buf154.stride(3), m191_ptr=m191, m191_s0=m191.stride(0), m191_s1=m191.stride(1), m191_s2=m191.stride(2), m199_ptr=m199, m199_s0=m199.stride(0), m199_s1=m199.stride(1), m199_s2=m199.stride(2), m206_ptr=m206, m206_s0=m206.stride(0), m206_s1=m206.stride(1), m206_s2=m206.stride(2), m206_s3=m206.stride(3), buf294_ptr=buf294, buf294_s0=buf294.stride(0), buf294_s1=buf294.stride(1), buf294_s2=buf294.stride(2), buf294_s3=buf294.stride(3), E_c0=2, E_c1=32, E_n0=64, E_n1=4, E_n2=16, F_n0=_pow2(64), F_n1=_pow2(4), F_n2=_pow2(16), T_c0=T['c0'], T_c1=T['c1'])
    return buf294


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
