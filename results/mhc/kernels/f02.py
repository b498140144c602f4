"""mhc [small], candidate 2: 2 kernel(s)

Rendered by EqiForge from candidate 2 of mhc [small]: grid(x.0@0, x.1@1) loop(x_1.3[16]: sum) [6 mm] | grid(x.0@0, x.1@1) [6 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.0@0[2]
    c1: grid x.1@1[32]
    c2: loop x_1.3[16]

Run it on its own: `python kernels/f02.py` checks it once against PyTorch on random inputs.
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
def kernel_0(m2_ptr, m2_s0, m2_s1, m2_s2, m10_ptr, m10_s0, m10_s1, m10_s2, m17_ptr, m17_s0, m17_s1, m17_s2, m31_ptr, m31_s0, m31_s1, m31_s2, m38_ptr, m38_s0, m38_s1, m38_s2, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, m49_ptr, m49_s0, m49_s1, m49_s2, m59_ptr, m59_s0, m59_s1, m59_s2, m67_ptr, m67_s0, m67_s1, m67_s2, m67_s3, buf157_ptr, buf157_s0, buf157_s1, buf157_s2, buf157_s3, E_c0, E_c1, E_c2, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf157: Combine over grid x.0@0[2], grid x.1@1[32]
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
    t25 = (t24) * (2.0)
    t26 = (t4) * (t4)
    t27 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, :], t26, 0.0), axis=2, keep_dims=True)
    t28 = t27 + 6.4e-05
    t29 = tl.rsqrt(t28)
    t30 = (t4) * (t29)
    t35 = tl.load(m31_ptr + offs_n0[None, :, None] * m31_s1 + offs_n1[None, None, :] * m31_s2, mask=(offs_n0 < E_n0)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    t36 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, :], t30, 0.0), 3) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :, None], t35, 0.0), 1), axis=2)
    t37 = (t36) * (0.8)
    t42 = tl.load(m38_ptr + offs_n1[None, None, :] * m38_s2, mask=(offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    t43 = t37 + t42
    t44 = tl.reshape(t43, [T_c0, T_c1, 1, F_n1])
    t45 = 1.0 / (1.0 + tl.exp(-(t44)))
    acc56 = tl.full([T_c0, T_c1, F_n2], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t46 = tl.load(m3_ptr + offs_c0[:, None, None, None] * m3_s0 + offs_c1[None, :, None, None] * m3_s1 + offs_n1[None, None, :, None] * m3_s2 + offs_c2[None, None, None, :] * m3_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
        t47 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :], t45, 0.0), 4) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :, None], t46, 0.0), 2), axis=3)
        t48 = tl.reshape(t47, [T_c0, T_c1, T_c2])
        t54 = tl.load(m49_ptr + offs_c2[None, :, None] * m49_s1 + offs_n2[None, None, :] * m49_s2, mask=(offs_c2 < E_c2)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
        t55 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :], t48, 0.0), 3) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :, None], t54, 0.0), 1), axis=2)
        acc56 = acc56 + t55
    t57 = tl.reshape(acc56, [T_c0, T_c1, 1, F_n2])
    t58 = (t25) * (t57)
    t63 = tl.load(m59_ptr + offs_n0[None, :, None] * m59_s1 + offs_n2[None, None, :] * m59_s2, mask=(offs_n0 < E_n0)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t64 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, :], t9, 0.0), 3) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :, None], t63, 0.0), 1), axis=2)
    t65 = tl.reshape(t64, [T_c0, T_c1, F_n1, F_n1])
    t66 = (t65) * (0.8)
    t71 = tl.load(m67_ptr + offs_n1[None, None, :, None] * m67_s2 + offs_n1[None, None, None, :] * m67_s3, mask=(offs_n1 < E_n1)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t72 = t66 + t71
    t73 = tl.exp(t72)
    t74 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t73, 0.0), axis=3, keep_dims=True)
    t75 = (t73) / (t74)
    t76 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t75, 0.0), axis=2, keep_dims=True)
    t77 = (t75) / (t76)
    t78 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t77, 0.0), axis=3, keep_dims=True)
    t79 = (t77) / (t78)
    t80 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t79, 0.0), axis=2, keep_dims=True)
    t81 = (t79) / (t80)
    t82 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t81, 0.0), axis=3, keep_dims=True)
    t83 = (t81) / (t82)
    t84 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t83, 0.0), axis=2, keep_dims=True)
    t85 = (t83) / (t84)
    t86 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t85, 0.0), axis=3, keep_dims=True)
    t87 = (t85) / (t86)
    t88 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t87, 0.0), axis=2, keep_dims=True)
    t89 = (t87) / (t88)
    t90 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t89, 0.0), axis=3, keep_dims=True)
    t91 = (t89) / (t90)
    t92 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t91, 0.0), axis=2, keep_dims=True)
    t93 = (t91) / (t92)
    t94 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t93, 0.0), axis=3, keep_dims=True)
    t95 = (t93) / (t94)
    t96 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t95, 0.0), axis=2, keep_dims=True)
    t97 = (t95) / (t96)
    t98 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t97, 0.0), axis=3, keep_dims=True)
    t99 = (t97) / (t98)
    t100 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t99, 0.0), axis=2, keep_dims=True)
    t101 = (t99) / (t100)
    t102 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t101, 0.0), axis=3, keep_dims=True)
    t103 = (t101) / (t102)
    t104 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t103, 0.0), axis=2, keep_dims=True)
    t105 = (t103) / (t104)
    t106 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t105, 0.0), axis=3, keep_dims=True)
    t107 = (t105) / (t106)
    t108 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t107, 0.0), axis=2, keep_dims=True)
    t109 = (t107) / (t108)
    t110 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t109, 0.0), axis=3, keep_dims=True)
    t111 = (t109) / (t110)
    t112 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t111, 0.0), axis=2, keep_dims=True)
    t113 = (t111) / (t112)
    t114 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t113, 0.0), axis=3, keep_dims=True)
    t115 = (t113) / (t114)
    t116 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t115, 0.0), axis=2, keep_dims=True)
    t117 = (t115) / (t116)
    t118 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t117, 0.0), axis=3, keep_dims=True)
    t119 = (t117) / (t118)
    t120 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t119, 0.0), axis=2, keep_dims=True)
    t121 = (t119) / (t120)
    t122 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t121, 0.0), axis=3, keep_dims=True)
    t123 = (t121) / (t122)
    t124 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t123, 0.0), axis=2, keep_dims=True)
    t125 = (t123) / (t124)
    t126 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t125, 0.0), axis=3, keep_dims=True)
    t127 = (t125) / (t126)
    t128 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t127, 0.0), axis=2, keep_dims=True)
    t129 = (t127) / (t128)
    t130 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t129, 0.0), axis=3, keep_dims=True)
    t131 = (t129) / (t130)
    t132 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t131, 0.0), axis=2, keep_dims=True)
    t133 = (t131) / (t132)
    t134 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t133, 0.0), axis=3, keep_dims=True)
    t135 = (t133) / (t134)
    t136 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t135, 0.0), axis=2, keep_dims=True)
    t137 = (t135) / (t136)
    t138 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t137, 0.0), axis=3, keep_dims=True)
    t139 = (t137) / (t138)
    t140 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t139, 0.0), axis=2, keep_dims=True)
    t141 = (t139) / (t140)
    t142 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t141, 0.0), axis=3, keep_dims=True)
    t143 = (t141) / (t142)
    t144 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t143, 0.0), axis=2, keep_dims=True)
    t145 = (t143) / (t144)
    t146 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t145, 0.0), axis=3, keep_dims=True)
    t147 = (t145) / (t146)
    t148 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t147, 0.0), axis=2, keep_dims=True)
    t149 = (t147) / (t148)
    t150 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t149, 0.0), axis=3, keep_dims=True)
    t151 = (t149) / (t150)
    t152 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t151, 0.0), axis=2, keep_dims=True)
    t153 = (t151) / (t152)
    t154 = tl.load(m3_ptr + offs_c0[:, None, None, None] * m3_s0 + offs_c1[None, :, None, None] * m3_s1 + offs_n1[None, None, :, None] * m3_s2 + offs_n2[None, None, None, :] * m3_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t155 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :], t153, 0.0), 4) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :, None], t154, 0.0), 2), axis=3)
    t156 = t58 + t155
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
    m62 = inputs['phi_res']
    m61 = m62.narrow(0, 0, 1)
    m60 = m61.reshape([64, 16])
    m59 = m60.reshape([1, 64, 16])
    m70 = inputs['b_res']
    m69 = m70.narrow(0, 0, 1)
    m68 = m69.reshape([4, 4])
    m67 = m68.reshape([1, 1, 4, 4])
    buf157 = torch.full([2, 32, 4, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(2, T['c0']) * _cdiv(32, T['c1']),)](m2_ptr=m2, m2_s0=m2.stride(0), m2_s1=m2.stride(1), m2_s2=m2.stride(2), m10_ptr=m10, m10_s0=m10.stride(0), m10_s1=m10.stride(1), m10_s2=m10.stride(2), m17_ptr=m17, m17_s0=m17.stride(0), m17_s1=m17.stride(1), m17_s2=m17.stride(2), m31_ptr=m31, m31_s0=m31.stride(0), m31_s1=m31.stride(1), m31_s2=m31.stride(2), m38_ptr=m38, m38_s0=m38.stride(0), m38_s1=m38.stride(1), m38_s2=m38.stride(2), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), m49_ptr=m49, m49_s0=m49.stride(0), m49_s1=m49.stride(1), m49_s2=m49.stride(2), m59_ptr=m59, m59_s0=m59.stride(0), m59_s1=m59.stride(1), m59_s2=m59.stride(2), m67_ptr=m67, m67_s0=m67.stride(0), m67_s1=m67.stride(1), m67_s2=m67.stride(2), m67_s3=m67.stride(3), buf157_ptr=buf157, buf157_s0=buf157.stride(0), buf157_s1=buf157.stride(1), buf157_s2=buf157.stride(2), buf157_s3=buf157.stride(3), E_c0=2, E_c1=32, E_c2=16, E_n0=64, E_n1=4, E_n2=16, F_n0=_pow2(64), F_n1=_pow2(4), F_n2=_pow2(16), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    m1 = buf157.reshape([2, 32, 64])
    m166 = m13.narrow(0, 1, 1)
    m165 = m166.reshape([64, 4])
    m164 = m165.reshape([1, 64, 4])
    m172 = m20.narrow(0, 1, 1)
    m171 = m172.reshape([4])
    m170 = m171.reshape([1, 1, 4])
    m180 = m34.narrow(0, 1, 1)
    m179 = m180.reshape([64, 4])
    m178 = m179.reshape([1, 64, 4])
    m186 = m41.narrow(0, 1, 1)
    m185 = m186.reshape([4])
    m184 = m185.reshape([1, 1, 4])
    m197 = m53.narrow(0, 1, 1)
    m196 = m197.reshape([16, 16])
    m195 = m196.permute([1, 0])
    m194 = m195.reshape([1, 16, 16])
    m204 = m62.narrow(0, 1, 1)
    m203 = m204.reshape([64, 16])
    m202 = m203.reshape([1, 64, 16])
    m211 = m70.narrow(0, 1, 1)
    m210 = m211.reshape([4, 4])
    m209 = m210.reshape([1, 1, 4, 4])
    buf297 = torch.full([2, 32, 4, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(2, T['c0']) * _cdiv(32, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m164_ptr=m164, m164_s0=m164.stride(0), m164_s1=m164.stride(1), m164_s2=m164.stride(2), m170_ptr=m170, m170_s0=m170.stride(0), m170_s1=m170.stride(1), m170_s2=m170.stride(2), m178_ptr=m178, m178_s0=m178.stride(0), m178_s1=m178.stride(1), m178_s2=m178.stride(2), m184_ptr=m184, m184_s0=m184.stride(0), m184_s1=m184.stride(1), m184_s2=m184.stride(2), buf157_ptr=buf157, buf157_s0=buf157.stride(0), buf157_s1=buf157.stride(1), buf157_s2=buf157.stride(2), buf157_s3=buf157.stride(3), m194_ptr=m194, m194_s0=m194.stride(0), m194_s1=m194.stride(1), m194_s2=m194.stride(2), m202_ptr=m202, m202_s0=m202.stride(0), m202_s1=m202.stride(1), m202_s2=m202.stride(2), m209_ptr=m209, m209_s0=m209.stride(0), m209_s1=m209.stride(1), m209_s2=m209.stride(2), m209_s3=m209.stride(3), buf297_ptr=buf297, buf297_s0=buf297.stride(0), buf297_s1=buf297.stride(1), buf297_s2=buf297.stride(2), buf297_s3=buf297.stride(3), E_c0=2, E_c1=32, E_n0=64, E_n1=4, E_n2=16, F_n0=_pow2(64), F_n1=_pow2(4), F_n2=_pow2(16), T_c0=T['c0'], T_c1=T['c1'])
    return buf297


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
