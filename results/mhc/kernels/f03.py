"""mhc [small], candidate 3: 2 kernel(s)

Rendered by EqiForge from candidate 3 of mhc [small]: grid(x.0@0, x.1@1) loop(x.2[64]: pair(sum, sum)) loop(x.2[64]: sum) [6 mm] | grid(x.0@0, x.1@1) [6 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.0@0[2]
    c1: grid x.1@1[32]
    c2: loop x.2[64]

Run it on its own: `python kernels/f03.py` checks it once against PyTorch on random inputs.
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
def kernel_0(m2_ptr, m2_s0, m2_s1, m2_s2, m5_ptr, m5_s0, m5_s1, m5_s2, m11_ptr, m11_s0, m11_s1, m11_s2, m26_ptr, m26_s0, m26_s1, m26_s2, m37_ptr, m37_s0, m37_s1, m37_s2, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, m48_ptr, m48_s0, m48_s1, m48_s2, m58_ptr, m58_s0, m58_s1, m58_s2, m68_ptr, m68_s0, m68_s1, m68_s2, m68_s3, buf157_ptr, buf157_s0, buf157_s1, buf157_s2, buf157_s3, E_c0, E_c1, E_c2, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf157: Combine over grid x.0@0[2], grid x.1@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
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
    t19 = tl.load(m2_ptr + offs_c0[:, None, None] * m2_s0 + offs_c1[None, :, None] * m2_s1 + offs_n0[None, None, :] * m2_s2, mask=(offs_c0 < E_c0)[:, None, None] & (offs_c1 < E_c1)[None, :, None] & (offs_n0 < E_n0)[None, None, :], other=0).to(tl.float32)
    t20 = (t19) * (t19)
    t21 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, :], t20, 0.0), axis=2, keep_dims=True)
    t22 = t21 + 6.4e-05
    t23 = tl.rsqrt(t22)
    t24 = (acc17) * (t23)
    t25 = (t24) * (0.8)
    t30 = tl.load(m26_ptr + offs_n1[None, None, :] * m26_s2, mask=(offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    t31 = t25 + t30
    t32 = tl.reshape(t31, [T_c0, T_c1, F_n1, 1])
    t33 = 1.0 / (1.0 + tl.exp(-(t32)))
    t34 = (t33) * (2.0)
    t35 = (acc18) * (t23)
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
    t56 = (t34) * (t55)
    acc64 = tl.full([T_c0, T_c1, F_n2], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t57 = tl.load(m2_ptr + offs_c0[:, None, None] * m2_s0 + offs_c1[None, :, None] * m2_s1 + offs_c2[None, None, :] * m2_s2, mask=(offs_c0 < E_c0)[:, None, None] & (offs_c1 < E_c1)[None, :, None] & (offs_c2 < E_c2)[None, None, :], other=0).to(tl.float32)
        t62 = tl.load(m58_ptr + offs_c2[None, :, None] * m58_s1 + offs_n2[None, None, :] * m58_s2, mask=(offs_c2 < E_c2)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
        t63 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :], t57, 0.0), 3) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :, None], t62, 0.0), 1), axis=2)
        acc64 = acc64 + t63
    t65 = (acc64) * (t23)
    t66 = tl.reshape(t65, [T_c0, T_c1, F_n1, F_n1])
    t67 = (t66) * (0.8)
    t72 = tl.load(m68_ptr + offs_n1[None, None, :, None] * m68_s2 + offs_n1[None, None, None, :] * m68_s3, mask=(offs_n1 < E_n1)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t73 = t67 + t72
    t74 = tl.exp(t73)
    t75 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t74, 0.0), axis=3, keep_dims=True)
    t76 = (t74) / (t75)
    t77 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t76, 0.0), axis=2, keep_dims=True)
    t78 = (t76) / (t77)
    t79 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t78, 0.0), axis=3, keep_dims=True)
    t80 = (t78) / (t79)
    t81 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t80, 0.0), axis=2, keep_dims=True)
    t82 = (t80) / (t81)
    t83 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t82, 0.0), axis=3, keep_dims=True)
    t84 = (t82) / (t83)
    t85 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t84, 0.0), axis=2, keep_dims=True)
    t86 = (t84) / (t85)
    t87 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t86, 0.0), axis=3, keep_dims=True)
    t88 = (t86) / (t87)
    t89 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t88, 0.0), axis=2, keep_dims=True)
    t90 = (t88) / (t89)
    t91 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t90, 0.0), axis=3, keep_dims=True)
    t92 = (t90) / (t91)
    t93 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t92, 0.0), axis=2, keep_dims=True)
    t94 = (t92) / (t93)
    t95 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t94, 0.0), axis=3, keep_dims=True)
    t96 = (t94) / (t95)
    t97 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t96, 0.0), axis=2, keep_dims=True)
    t98 = (t96) / (t97)
    t99 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t98, 0.0), axis=3, keep_dims=True)
    t100 = (t98) / (t99)
    t101 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t100, 0.0), axis=2, keep_dims=True)
    t102 = (t100) / (t101)
    t103 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t102, 0.0), axis=3, keep_dims=True)
    t104 = (t102) / (t103)
    t105 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t104, 0.0), axis=2, keep_dims=True)
    t106 = (t104) / (t105)
    t107 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t106, 0.0), axis=3, keep_dims=True)
    t108 = (t106) / (t107)
    t109 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t108, 0.0), axis=2, keep_dims=True)
    t110 = (t108) / (t109)
    t111 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t110, 0.0), axis=3, keep_dims=True)
    t112 = (t110) / (t111)
    t113 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t112, 0.0), axis=2, keep_dims=True)
    t114 = (t112) / (t113)
    t115 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t114, 0.0), axis=3, keep_dims=True)
    t116 = (t114) / (t115)
    t117 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t116, 0.0), axis=2, keep_dims=True)
    t118 = (t116) / (t117)
    t119 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t118, 0.0), axis=3, keep_dims=True)
    t120 = (t118) / (t119)
    t121 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t120, 0.0), axis=2, keep_dims=True)
    t122 = (t120) / (t121)
    t123 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t122, 0.0), axis=3, keep_dims=True)
    t124 = (t122) / (t123)
    t125 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t124, 0.0), axis=2, keep_dims=True)
    t126 = (t124) / (t125)
    t127 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t126, 0.0), axis=3, keep_dims=True)
    t128 = (t126) / (t127)
    t129 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t128, 0.0), axis=2, keep_dims=True)
    t130 = (t128) / (t129)
    t131 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t130, 0.0), axis=3, keep_dims=True)
    t132 = (t130) / (t131)
    t133 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t132, 0.0), axis=2, keep_dims=True)
    t134 = (t132) / (t133)
    t135 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t134, 0.0), axis=3, keep_dims=True)
    t136 = (t134) / (t135)
    t137 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t136, 0.0), axis=2, keep_dims=True)
    t138 = (t136) / (t137)
    t139 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t138, 0.0), axis=3, keep_dims=True)
    t140 = (t138) / (t139)
    t141 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t140, 0.0), axis=2, keep_dims=True)
    t142 = (t140) / (t141)
    t143 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t142, 0.0), axis=3, keep_dims=True)
    t144 = (t142) / (t143)
    t145 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t144, 0.0), axis=2, keep_dims=True)
    t146 = (t144) / (t145)
    t147 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t146, 0.0), axis=3, keep_dims=True)
    t148 = (t146) / (t147)
    t149 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t148, 0.0), axis=2, keep_dims=True)
    t150 = (t148) / (t149)
    t151 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t150, 0.0), axis=3, keep_dims=True)
    t152 = (t150) / (t151)
    t153 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t152, 0.0), axis=2, keep_dims=True)
    t154 = (t152) / (t153)
    t155 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :], t154, 0.0), 4) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :, None], t45, 0.0), 2), axis=3)
    t156 = t56 + t155
    tl.store(buf157_ptr + offs_c0[:, None, None, None] * buf157_s0 + offs_c1[None, :, None, None] * buf157_s1 + offs_n1[None, None, :, None] * buf157_s2 + offs_n2[None, None, None, :] * buf157_s3, t156, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :])


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, m1_s2, m164_ptr, m164_s0, m164_s1, m164_s2, m170_ptr, m170_s0, m170_s1, m170_s2, m178_ptr, m178_s0, m178_s1, m178_s2, m184_ptr, m184_s0, m184_s1, m184_s2, buf157_ptr, buf157_s0, buf157_s1, buf157_s2, buf157_s3, m194_ptr, m194_s0, m194_s1, m194_s2, m202_ptr, m202_s0, m202_s1, m202_s2, m209_ptr, m209_s0, m209_s1, m209_s2, m209_s3, buf297_ptr, buf297_s0, buf297_s1, buf297_s2, buf297_s3, E_c0, E_c1, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf297: Combine over grid x.0@0[2], grid x.1@1[32]
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
    t158 = tl.load(m1_ptr + offs_c0[:, None, None] * m1_s0 + offs_c1[None, :, None] * m1_s1 + offs_n0[None, None, :] * m1_s2, mask=(offs_c0 < E_c0)[:, None, None] & (offs_c1 < E_c1)[None, :, None] & (offs_n0 < E_n0)[None, None, :], other=0).to(tl.float32)
    t159 = (t158) * (t158)
    t160 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, :], t159, 0.0), axis=2, keep_dims=True)
    t161 = t160 + 6.4e-05
    t162 = tl.rsqrt(t161)
    t163 = (t158) * (t162)
    t167 = tl.load(m164_ptr + offs_n0[None, :, None] * m164_s1 + offs_n1[None, None, :] * m164_s2, mask=(offs_n0 < E_n0)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    t168 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, :], t163, 0.0), 3) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :, None], t167, 0.0), 1), axis=2)
    t169 = (t168) * (0.8)
    t173 = tl.load(m170_ptr + offs_n1[None, None, :] * m170_s2, mask=(offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    t174 = t169 + t173
    t175 = tl.reshape(t174, [T_c0, T_c1, F_n1, 1])
    t176 = 1.0 / (1.0 + tl.exp(-(t175)))
    t177 = (t176) * (2.0)
    t181 = tl.load(m178_ptr + offs_n0[None, :, None] * m178_s1 + offs_n1[None, None, :] * m178_s2, mask=(offs_n0 < E_n0)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    t182 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, :], t163, 0.0), 3) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :, None], t181, 0.0), 1), axis=2)
    t183 = (t182) * (0.8)
    t187 = tl.load(m184_ptr + offs_n1[None, None, :] * m184_s2, mask=(offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    t188 = t183 + t187
    t189 = tl.reshape(t188, [T_c0, T_c1, 1, F_n1])
    t190 = 1.0 / (1.0 + tl.exp(-(t189)))
    t191 = tl.load(buf157_ptr + offs_c0[:, None, None, None] * buf157_s0 + offs_c1[None, :, None, None] * buf157_s1 + offs_n1[None, None, :, None] * buf157_s2 + offs_n2[None, None, None, :] * buf157_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t192 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :], t190, 0.0), 4) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :, None], t191, 0.0), 2), axis=3)
    t193 = tl.reshape(t192, [T_c0, T_c1, F_n2])
    t198 = tl.load(m194_ptr + offs_n2[None, :, None] * m194_s1 + offs_n2[None, None, :] * m194_s2, mask=(offs_n2 < E_n2)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t199 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :], t193, 0.0), 3) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, :, None], t198, 0.0), 1), axis=2)
    t200 = tl.reshape(t199, [T_c0, T_c1, 1, F_n2])
    t201 = (t177) * (t200)
    t205 = tl.load(m202_ptr + offs_n0[None, :, None] * m202_s1 + offs_n2[None, None, :] * m202_s2, mask=(offs_n0 < E_n0)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t206 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, :], t163, 0.0), 3) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :, None], t205, 0.0), 1), axis=2)
    t207 = tl.reshape(t206, [T_c0, T_c1, F_n1, F_n1])
    t208 = (t207) * (0.8)
    t212 = tl.load(m209_ptr + offs_n1[None, None, :, None] * m209_s2 + offs_n1[None, None, None, :] * m209_s3, mask=(offs_n1 < E_n1)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t213 = t208 + t212
    t214 = tl.exp(t213)
    t215 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t214, 0.0), axis=3, keep_dims=True)
    t216 = (t214) / (t215)
    t217 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t216, 0.0), axis=2, keep_dims=True)
    t218 = (t216) / (t217)
    t219 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t218, 0.0), axis=3, keep_dims=True)
    t220 = (t218) / (t219)
    t221 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t220, 0.0), axis=2, keep_dims=True)
    t222 = (t220) / (t221)
    t223 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t222, 0.0), axis=3, keep_dims=True)
    t224 = (t222) / (t223)
    t225 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t224, 0.0), axis=2, keep_dims=True)
    t226 = (t224) / (t225)
    t227 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t226, 0.0), axis=3, keep_dims=True)
    t228 = (t226) / (t227)
    t229 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t228, 0.0), axis=2, keep_dims=True)
    t230 = (t228) / (t229)
    t231 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t230, 0.0), axis=3, keep_dims=True)
    t232 = (t230) / (t231)
    t233 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t232, 0.0), axis=2, keep_dims=True)
    t234 = (t232) / (t233)
    t235 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t234, 0.0), axis=3, keep_dims=True)
    t236 = (t234) / (t235)
    t237 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t236, 0.0), axis=2, keep_dims=True)
    t238 = (t236) / (t237)
    t239 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t238, 0.0), axis=3, keep_dims=True)
    t240 = (t238) / (t239)
    t241 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t240, 0.0), axis=2, keep_dims=True)
    t242 = (t240) / (t241)
    t243 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t242, 0.0), axis=3, keep_dims=True)
    t244 = (t242) / (t243)
    t245 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t244, 0.0), axis=2, keep_dims=True)
    t246 = (t244) / (t245)
    t247 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t246, 0.0), axis=3, keep_dims=True)
    t248 = (t246) / (t247)
    t249 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t248, 0.0), axis=2, keep_dims=True)
    t250 = (t248) / (t249)
    t251 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t250, 0.0), axis=3, keep_dims=True)
    t252 = (t250) / (t251)
    t253 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t252, 0.0), axis=2, keep_dims=True)
    t254 = (t252) / (t253)
    t255 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t254, 0.0), axis=3, keep_dims=True)
    t256 = (t254) / (t255)
    t257 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t256, 0.0), axis=2, keep_dims=True)
    t258 = (t256) / (t257)
    t259 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t258, 0.0), axis=3, keep_dims=True)
    t260 = (t258) / (t259)
    t261 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t260, 0.0), axis=2, keep_dims=True)
    t262 = (t260) / (t261)
    t263 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t262, 0.0), axis=3, keep_dims=True)
    t264 = (t262) / (t263)
    t265 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t264, 0.0), axis=2, keep_dims=True)
    t266 = (t264) / (t265)
    t267 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t266, 0.0), axis=3, keep_dims=True)
    t268 = (t266) / (t267)
    t269 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t268, 0.0), axis=2, keep_dims=True)
    t270 = (t268) / (t269)
    t271 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t270, 0.0), axis=3, keep_dims=True)
    t272 = (t270) / (t271)
    t273 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t272, 0.0), axis=2, keep_dims=True)
    t274 = (t272) / (t273)
    t275 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t274, 0.0), axis=3, keep_dims=True)
    t276 = (t274) / (t275)
    t277 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t276, 0.0), axis=2, keep_dims=True)
    t278 = (t276) / (t277)
    t279 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t278, 0.0), axis=3, keep_dims=True)
    t280 = (t278) / (t279)
    t281 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t280, 0.0), axis=2, keep_dims=True)
    t282 = (t280) / (t281)
    t283 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t282, 0.0), axis=3, keep_dims=True)
    t284 = (t282) / (t283)
    t285 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t284, 0.0), axis=2, keep_dims=True)
    t286 = (t284) / (t285)
    t287 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t286, 0.0), axis=3, keep_dims=True)
    t288 = (t286) / (t287)
    t289 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t288, 0.0), axis=2, keep_dims=True)
    t290 = (t288) / (t289)
    t291 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t290, 0.0), axis=3, keep_dims=True)
    t292 = (t290) / (t291)
    t293 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t292, 0.0), axis=2, keep_dims=True)
    t294 = (t292) / (t293)
    t295 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :], t294, 0.0), 4) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :, None], t191, 0.0), 2), axis=3)
    t296 = t201 + t295
    tl.store(buf297_ptr + offs_c0[:, None, None, None] * buf297_s0 + offs_c1[None, :, None, None] * buf297_s1 + offs_n1[None, None, :, None] * buf297_s2 + offs_n2[None, None, None, :] * buf297_s3, t296, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :])


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
    m40 = inputs['b_pre']
    m39 = m40.narrow(0, 0, 1)
    m38 = m39.reshape([4])
    m37 = m38.reshape([1, 1, 4])
    m52 = inputs['w_layer']
    m51 = m52.narrow(0, 0, 1)
    m50 = m51.reshape([16, 16])
    m49 = m50.permute([1, 0])
    m48 = m49.reshape([1, 16, 16])
    m61 = inputs['phi_res']
    m60 = m61.narrow(0, 0, 1)
    m59 = m60.reshape([64, 16])
    m58 = m59.reshape([1, 64, 16])
    m71 = inputs['b_res']
    m70 = m71.narrow(0, 0, 1)
    m69 = m70.reshape([4, 4])
    m68 = m69.reshape([1, 1, 4, 4])
    buf157 = torch.full([2, 32, 4, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(2, T['c0']) * _cdiv(32, T['c1']),)](m2_ptr=m2, m2_s0=m2.stride(0), m2_s1=m2.stride(1), m2_s2=m2.stride(2), m5_ptr=m5, m5_s0=m5.stride(0), m5_s1=m5.stride(1), m5_s2=m5.stride(2), m11_ptr=m11, m11_s0=m11.stride(0), m11_s1=m11.stride(1), m11_s2=m11.stride(2), m26_ptr=m26, m26_s0=m26.stride(0), m26_s1=m26.stride(1), m26_s2=m26.stride(2), m37_ptr=m37, m37_s0=m37.stride(0), m37_s1=m37.stride(1), m37_s2=m37.stride(2), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), m48_ptr=m48, m48_s0=m48.stride(0), m48_s1=m48.stride(1), m48_s2=m48.stride(2), m58_ptr=m58, m58_s0=m58.stride(0), m58_s1=m58.stride(1), m58_s2=m58.stride(2), m68_ptr=m68, m68_s0=m68.stride(0), m68_s1=m68.stride(1), m68_s2=m68.stride(2), m68_s3=m68.stride(3), buf157_ptr=buf157, buf157_s0=buf157.stride(0), buf157_s1=buf157.stride(1), buf157_s2=buf157.stride(2), buf157_s3=buf157.stride(3), E_c0=2, E_c1=32, E_c2=64, E_n0=64, E_n1=4, E_n2=16, F_n0=_pow2(64), F_n1=_pow2(4), F_n2=_pow2(16), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    m1 = buf157.reshape([2, 32, 64])
    m166 = m8.narrow(0, 1, 1)
    m165 = m166.reshape([64, 4])
    m164 = m165.reshape([1, 64, 4])
    m172 = m29.narrow(0, 1, 1)
    m171 = m172.reshape([4])
    m170 = m171.reshape([1, 1, 4])
    m180 = m14.narrow(0, 1, 1)
    m179 = m180.reshape([64, 4])
    m178 = m179.reshape([1, 64, 4])
    m186 = m40.narrow(0, 1, 1)
    m185 = m186.reshape([4])
    m184 = m185.reshape([1, 1, 4])
    m197 = m52.narrow(0, 1, 1)
    m196 = m197.reshape([16, 16])
    m195 = m196.permute([1, 0])
    m194 = m195.reshape([1, 16, 16])
    m204 = m61.narrow(0, 1, 1)
    m203 = m204.reshape([64, 16])
    m202 = m203.reshape([1, 64, 16])
    m211 = m71.narrow(0, 1, 1)
    m210 = m211.reshape([4, 4])
    m209 = m210.reshape([1, 1, 4, 4])
    buf297 = torch.full([2, 32, 4, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(2, T['c0']) * _cdiv(32, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m164_ptr=m164, m164_s0=m164.stride(0), m164_s1=m164.stride(1), m164_s2=m164.stride(2), m170_ptr=m170, m170_s0=m170.stride(0), m170_s1=m170.stride(1), m170_s2=m170.stride(2), m178_ptr=m178, m178_s0=m178.stride(0), m178_s1=m178.stride(1), m178_s2=m178.stride(2), m184_ptr=m184, m184_s0=m184.stride(0), m184_s1=m184.stride(1), m184_s2=m184.stride(2), buf157_ptr=buf157, buf157_s0=buf157.stride(0), buf157_s1=buf157.stride(1), buf157_s2=buf157.stride(2), buf157_s3=buf157.stride(3), m194_ptr=m194, m194_s0=m194.stride(0), m194_s1=m194.stride(1), m194_s2=m194.stride(2), m202_ptr=m202, m202_s0=m202.stride(0), m202_s1=m202.stride(1), m202_s2=m202.stride(2), m209_ptr=m209, m209_s0=m209.stride(0), m209_s1=m209.stride(1), m209_s2=m209.stride(2), m209_s3=m209.stride(3), buf297_ptr=buf297, buf297_s0=buf297.stride(0), buf297_s1=buf297.stride(1), buf297_s2=buf297.stride(2), buf297_s3=buf297.stride(3), E_c0=2, E_c1=32, E_n0=64, E_n1=4, E_n2=16, F_n0=_pow2(64), F_n1=_pow2(4), F_n2=_pow2(16), T_c0=T['c0'], T_c1=T['c1'])
    return buf297


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
