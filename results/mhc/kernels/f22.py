"""mhc [small], candidate 22: 2 kernel(s)

Rendered by EqiForge from candidate 22 of mhc [small]: grid(x.1@1) loop(x.2[64]: sum) loop(x.2[64]: sum) loop(x.2[64]: sum) loop(x.2[64]: sum) [6 mm] | grid(x.1@1) [6 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.1@1[32]
    c1: loop x.2[64]

Run it on its own: `python kernels/f22.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/mhc.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 16, "c1": 32}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 32, "c1": 64}


@triton.jit
def kernel_0(m2_ptr, m2_s0, m2_s1, m2_s2, m5_ptr, m5_s0, m5_s1, m5_s2, m21_ptr, m21_s0, m21_s1, m21_s2, m21_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, m111_ptr, m111_s0, m111_s1, m111_s2, m120_ptr, m120_s0, m120_s1, m120_s2, m130_ptr, m130_s0, m130_s1, m130_s2, m139_ptr, m139_s0, m139_s1, m139_s2, m149_ptr, m149_s0, m149_s1, m149_s2, buf159_ptr, buf159_s0, buf159_s1, buf159_s2, buf159_s3, E_c0, E_c1, E_n0, E_n2, E_n3, F_n0: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf159: Combine over grid x.1@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n2 = tl.arange(0, F_n2)
    offs_n3 = tl.arange(0, F_n3)
    acc11 = tl.full([F_n0, T_c0, F_n2], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t4 = tl.load(m2_ptr + offs_n0[:, None, None] * m2_s0 + offs_c0[None, :, None] * m2_s1 + offs_c1[None, None, :] * m2_s2, mask=(offs_n0 < E_n0)[:, None, None] & (offs_c0 < E_c0)[None, :, None] & (offs_c1 < E_c1)[None, None, :], other=0).to(tl.float32)
        t9 = tl.load(m5_ptr + offs_c1[None, :, None] * m5_s1 + offs_n2[None, None, :] * m5_s2, mask=(offs_c1 < E_c1)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
        t10 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, :], t4, 0.0), 3) * tl.expand_dims(tl.where((offs_c1 < E_c1)[None, :, None], t9, 0.0), 1), axis=2)
        acc11 = acc11 + t10
    acc15 = tl.full([F_n0, T_c0, 1], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t12 = tl.load(m2_ptr + offs_n0[:, None, None] * m2_s0 + offs_c0[None, :, None] * m2_s1 + offs_c1[None, None, :] * m2_s2, mask=(offs_n0 < E_n0)[:, None, None] & (offs_c0 < E_c0)[None, :, None] & (offs_c1 < E_c1)[None, None, :], other=0).to(tl.float32)
        t13 = (t12) * (t12)
        t14 = tl.sum(tl.where((offs_c1 < E_c1)[None, None, :], t13, 0.0), axis=2, keep_dims=True)
        acc15 = acc15 + t14
    t16 = acc15 + 6.4e-05
    t17 = tl.rsqrt(t16)
    t18 = (acc11) * (t17)
    t19 = tl.reshape(t18, [F_n0, T_c0, F_n3, F_n3])
    t20 = (t19) * (0.8)
    t25 = tl.load(m21_ptr + offs_n3[None, None, :, None] * m21_s2 + offs_n3[None, None, None, :] * m21_s3, mask=(offs_n3 < E_n3)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t26 = t20 + t25
    t27 = tl.exp(t26)
    t28 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t27, 0.0), axis=3, keep_dims=True)
    t29 = (t27) / (t28)
    t30 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t29, 0.0), axis=2, keep_dims=True)
    t31 = (t29) / (t30)
    t32 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t31, 0.0), axis=3, keep_dims=True)
    t33 = (t31) / (t32)
    t34 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t33, 0.0), axis=2, keep_dims=True)
    t35 = (t33) / (t34)
    t36 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t35, 0.0), axis=3, keep_dims=True)
    t37 = (t35) / (t36)
    t38 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t37, 0.0), axis=2, keep_dims=True)
    t39 = (t37) / (t38)
    t40 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t39, 0.0), axis=3, keep_dims=True)
    t41 = (t39) / (t40)
    t42 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t41, 0.0), axis=2, keep_dims=True)
    t43 = (t41) / (t42)
    t44 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t43, 0.0), axis=3, keep_dims=True)
    t45 = (t43) / (t44)
    t46 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t45, 0.0), axis=2, keep_dims=True)
    t47 = (t45) / (t46)
    t48 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t47, 0.0), axis=3, keep_dims=True)
    t49 = (t47) / (t48)
    t50 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t49, 0.0), axis=2, keep_dims=True)
    t51 = (t49) / (t50)
    t52 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t51, 0.0), axis=3, keep_dims=True)
    t53 = (t51) / (t52)
    t54 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t53, 0.0), axis=2, keep_dims=True)
    t55 = (t53) / (t54)
    t56 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t55, 0.0), axis=3, keep_dims=True)
    t57 = (t55) / (t56)
    t58 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t57, 0.0), axis=2, keep_dims=True)
    t59 = (t57) / (t58)
    t60 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t59, 0.0), axis=3, keep_dims=True)
    t61 = (t59) / (t60)
    t62 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t61, 0.0), axis=2, keep_dims=True)
    t63 = (t61) / (t62)
    t64 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t63, 0.0), axis=3, keep_dims=True)
    t65 = (t63) / (t64)
    t66 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t65, 0.0), axis=2, keep_dims=True)
    t67 = (t65) / (t66)
    t68 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t67, 0.0), axis=3, keep_dims=True)
    t69 = (t67) / (t68)
    t70 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t69, 0.0), axis=2, keep_dims=True)
    t71 = (t69) / (t70)
    t72 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t71, 0.0), axis=3, keep_dims=True)
    t73 = (t71) / (t72)
    t74 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t73, 0.0), axis=2, keep_dims=True)
    t75 = (t73) / (t74)
    t76 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t75, 0.0), axis=3, keep_dims=True)
    t77 = (t75) / (t76)
    t78 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t77, 0.0), axis=2, keep_dims=True)
    t79 = (t77) / (t78)
    t80 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t79, 0.0), axis=3, keep_dims=True)
    t81 = (t79) / (t80)
    t82 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t81, 0.0), axis=2, keep_dims=True)
    t83 = (t81) / (t82)
    t84 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t83, 0.0), axis=3, keep_dims=True)
    t85 = (t83) / (t84)
    t86 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t85, 0.0), axis=2, keep_dims=True)
    t87 = (t85) / (t86)
    t88 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t87, 0.0), axis=3, keep_dims=True)
    t89 = (t87) / (t88)
    t90 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t89, 0.0), axis=2, keep_dims=True)
    t91 = (t89) / (t90)
    t92 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t91, 0.0), axis=3, keep_dims=True)
    t93 = (t91) / (t92)
    t94 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t93, 0.0), axis=2, keep_dims=True)
    t95 = (t93) / (t94)
    t96 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t95, 0.0), axis=3, keep_dims=True)
    t97 = (t95) / (t96)
    t98 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t97, 0.0), axis=2, keep_dims=True)
    t99 = (t97) / (t98)
    t100 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t99, 0.0), axis=3, keep_dims=True)
    t101 = (t99) / (t100)
    t102 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t101, 0.0), axis=2, keep_dims=True)
    t103 = (t101) / (t102)
    t104 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t103, 0.0), axis=3, keep_dims=True)
    t105 = (t103) / (t104)
    t106 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t105, 0.0), axis=2, keep_dims=True)
    t107 = (t105) / (t106)
    t108 = tl.load(m3_ptr + offs_n0[:, None, None, None] * m3_s0 + offs_c0[None, :, None, None] * m3_s1 + offs_n3[None, None, :, None] * m3_s2 + offs_n2[None, None, None, :] * m3_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n3 < E_n3)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t109 = tl.sum(tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, None, :], t107, 0.0), 4) * tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, :, None], t108, 0.0), 2), axis=3)
    acc117 = tl.full([F_n0, T_c0, F_n3], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t110 = tl.load(m2_ptr + offs_n0[:, None, None] * m2_s0 + offs_c0[None, :, None] * m2_s1 + offs_c1[None, None, :] * m2_s2, mask=(offs_n0 < E_n0)[:, None, None] & (offs_c0 < E_c0)[None, :, None] & (offs_c1 < E_c1)[None, None, :], other=0).to(tl.float32)
        t115 = tl.load(m111_ptr + offs_c1[None, :, None] * m111_s1 + offs_n3[None, None, :] * m111_s2, mask=(offs_c1 < E_c1)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
        t116 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, :], t110, 0.0), 3) * tl.expand_dims(tl.where((offs_c1 < E_c1)[None, :, None], t115, 0.0), 1), axis=2)
        acc117 = acc117 + t116
    t118 = (acc117) * (t17)
    t119 = (t118) * (0.8)
    t124 = tl.load(m120_ptr + offs_n3[None, None, :] * m120_s2, mask=(offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t125 = t119 + t124
    t126 = tl.reshape(t125, [F_n0, T_c0, F_n3, 1])
    t127 = 1.0 / (1.0 + tl.exp(-(t126)))
    t128 = (t127) * (2.0)
    acc136 = tl.full([F_n0, T_c0, F_n3], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t129 = tl.load(m2_ptr + offs_n0[:, None, None] * m2_s0 + offs_c0[None, :, None] * m2_s1 + offs_c1[None, None, :] * m2_s2, mask=(offs_n0 < E_n0)[:, None, None] & (offs_c0 < E_c0)[None, :, None] & (offs_c1 < E_c1)[None, None, :], other=0).to(tl.float32)
        t134 = tl.load(m130_ptr + offs_c1[None, :, None] * m130_s1 + offs_n3[None, None, :] * m130_s2, mask=(offs_c1 < E_c1)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
        t135 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, :], t129, 0.0), 3) * tl.expand_dims(tl.where((offs_c1 < E_c1)[None, :, None], t134, 0.0), 1), axis=2)
        acc136 = acc136 + t135
    t137 = (acc136) * (t17)
    t138 = (t137) * (0.8)
    t143 = tl.load(m139_ptr + offs_n3[None, None, :] * m139_s2, mask=(offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t144 = t138 + t143
    t145 = tl.reshape(t144, [F_n0, T_c0, 1, F_n3])
    t146 = 1.0 / (1.0 + tl.exp(-(t145)))
    t147 = tl.sum(tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, None, :], t146, 0.0), 4) * tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, :, None], t108, 0.0), 2), axis=3)
    t148 = tl.reshape(t147, [F_n0, T_c0, F_n2])
    t154 = tl.load(m149_ptr + offs_n2[None, :, None] * m149_s1 + offs_n2[None, None, :] * m149_s2, mask=(offs_n2 < E_n2)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t155 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :], t148, 0.0), 3) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, :, None], t154, 0.0), 1), axis=2)
    t156 = tl.reshape(t155, [F_n0, T_c0, 1, F_n2])
    t157 = (t128) * (t156)
    t158 = t109 + t157
    tl.store(buf159_ptr + offs_n0[:, None, None, None] * buf159_s0 + offs_c0[None, :, None, None] * buf159_s1 + offs_n3[None, None, :, None] * buf159_s2 + offs_n2[None, None, None, :] * buf159_s3, t158, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n3 < E_n3)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :])


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, m1_s2, m166_ptr, m166_s0, m166_s1, m166_s2, m173_ptr, m173_s0, m173_s1, m173_s2, m173_s3, buf159_ptr, buf159_s0, buf159_s1, buf159_s2, buf159_s3, m261_ptr, m261_s0, m261_s1, m261_s2, m267_ptr, m267_s0, m267_s1, m267_s2, m275_ptr, m275_s0, m275_s1, m275_s2, m281_ptr, m281_s0, m281_s1, m281_s2, m290_ptr, m290_s0, m290_s1, m290_s2, buf299_ptr, buf299_s0, buf299_s1, buf299_s2, buf299_s3, E_c0, E_n0, E_n1, E_n2, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c0: tl.constexpr):
    # writes buf299: Combine over grid x.1@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n3 = tl.arange(0, F_n3)
    t160 = tl.load(m1_ptr + offs_n0[:, None, None] * m1_s0 + offs_c0[None, :, None] * m1_s1 + offs_n1[None, None, :] * m1_s2, mask=(offs_n0 < E_n0)[:, None, None] & (offs_c0 < E_c0)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    t161 = (t160) * (t160)
    t162 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :], t161, 0.0), axis=2, keep_dims=True)
    t163 = t162 + 6.4e-05
    t164 = tl.rsqrt(t163)
    t165 = (t160) * (t164)
    t169 = tl.load(m166_ptr + offs_n1[None, :, None] * m166_s1 + offs_n2[None, None, :] * m166_s2, mask=(offs_n1 < E_n1)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t170 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :], t165, 0.0), 3) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :, None], t169, 0.0), 1), axis=2)
    t171 = tl.reshape(t170, [F_n0, T_c0, F_n3, F_n3])
    t172 = (t171) * (0.8)
    t176 = tl.load(m173_ptr + offs_n3[None, None, :, None] * m173_s2 + offs_n3[None, None, None, :] * m173_s3, mask=(offs_n3 < E_n3)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t177 = t172 + t176
    t178 = tl.exp(t177)
    t179 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t178, 0.0), axis=3, keep_dims=True)
    t180 = (t178) / (t179)
    t181 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t180, 0.0), axis=2, keep_dims=True)
    t182 = (t180) / (t181)
    t183 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t182, 0.0), axis=3, keep_dims=True)
    t184 = (t182) / (t183)
    t185 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t184, 0.0), axis=2, keep_dims=True)
    t186 = (t184) / (t185)
    t187 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t186, 0.0), axis=3, keep_dims=True)
    t188 = (t186) / (t187)
    t189 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t188, 0.0), axis=2, keep_dims=True)
    t190 = (t188) / (t189)
    t191 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t190, 0.0), axis=3, keep_dims=True)
    t192 = (t190) / (t191)
    t193 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t192, 0.0), axis=2, keep_dims=True)
    t194 = (t192) / (t193)
    t195 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t194, 0.0), axis=3, keep_dims=True)
    t196 = (t194) / (t195)
    t197 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t196, 0.0), axis=2, keep_dims=True)
    t198 = (t196) / (t197)
    t199 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t198, 0.0), axis=3, keep_dims=True)
    t200 = (t198) / (t199)
    t201 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t200, 0.0), axis=2, keep_dims=True)
    t202 = (t200) / (t201)
    t203 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t202, 0.0), axis=3, keep_dims=True)
    t204 = (t202) / (t203)
    t205 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t204, 0.0), axis=2, keep_dims=True)
    t206 = (t204) / (t205)
    t207 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t206, 0.0), axis=3, keep_dims=True)
    t208 = (t206) / (t207)
    t209 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t208, 0.0), axis=2, keep_dims=True)
    t210 = (t208) / (t209)
    t211 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t210, 0.0), axis=3, keep_dims=True)
    t212 = (t210) / (t211)
    t213 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t212, 0.0), axis=2, keep_dims=True)
    t214 = (t212) / (t213)
    t215 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t214, 0.0), axis=3, keep_dims=True)
    t216 = (t214) / (t215)
    t217 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t216, 0.0), axis=2, keep_dims=True)
    t218 = (t216) / (t217)
    t219 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t218, 0.0), axis=3, keep_dims=True)
    t220 = (t218) / (t219)
    t221 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t220, 0.0), axis=2, keep_dims=True)
    t222 = (t220) / (t221)
    t223 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t222, 0.0), axis=3, keep_dims=True)
    t224 = (t222) / (t223)
    t225 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t224, 0.0), axis=2, keep_dims=True)
    t226 = (t224) / (t225)
    t227 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t226, 0.0), axis=3, keep_dims=True)
    t228 = (t226) / (t227)
    t229 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t228, 0.0), axis=2, keep_dims=True)
    t230 = (t228) / (t229)
    t231 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t230, 0.0), axis=3, keep_dims=True)
    t232 = (t230) / (t231)
    t233 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t232, 0.0), axis=2, keep_dims=True)
    t234 = (t232) / (t233)
    t235 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t234, 0.0), axis=3, keep_dims=True)
    t236 = (t234) / (t235)
    t237 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t236, 0.0), axis=2, keep_dims=True)
    t238 = (t236) / (t237)
    t239 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t238, 0.0), axis=3, keep_dims=True)
    t240 = (t238) / (t239)
    t241 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t240, 0.0), axis=2, keep_dims=True)
    t242 = (t240) / (t241)
    t243 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t242, 0.0), axis=3, keep_dims=True)
    t244 = (t242) / (t243)
    t245 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t244, 0.0), axis=2, keep_dims=True)
    t246 = (t244) / (t245)
    t247 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t246, 0.0), axis=3, keep_dims=True)
    t248 = (t246) / (t247)
    t249 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t248, 0.0), axis=2, keep_dims=True)
    t250 = (t248) / (t249)
    t251 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t250, 0.0), axis=3, keep_dims=True)
    t252 = (t250) / (t251)
    t253 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t252, 0.0), axis=2, keep_dims=True)
    t254 = (t252) / (t253)
    t255 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t254, 0.0), axis=3, keep_dims=True)
    t256 = (t254) / (t255)
    t257 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t256, 0.0), axis=2, keep_dims=True)
    t258 = (t256) / (t257)
    t259 = tl.load(buf159_ptr + offs_n0[:, None, None, None] * buf159_s0 + offs_c0[None, :, None, None] * buf159_s1 + offs_n3[None, None, :, None] * buf159_s2 + offs_n2[None, None, None, :] * buf159_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n3 < E_n3)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t260 = tl.sum(tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, None, :], t258, 0.0), 4) * tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, :, None], t259, 0.0), 2), axis=3)
    t264 = tl.load(m261_ptr + offs_n1[None, :, None] * m261_s1 + offs_n3[None, None, :] * m261_s2, mask=(offs_n1 < E_n1)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t265 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :], t165, 0.0), 3) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :, None], t264, 0.0), 1), axis=2)
    t266 = (t265) * (0.8)
    t270 = tl.load(m267_ptr + offs_n3[None, None, :] * m267_s2, mask=(offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t271 = t266 + t270
    t272 = tl.reshape(t271, [F_n0, T_c0, F_n3, 1])
    t273 = 1.0 / (1.0 + tl.exp(-(t272)))
    t274 = (t273) * (2.0)
    t278 = tl.load(m275_ptr + offs_n1[None, :, None] * m275_s1 + offs_n3[None, None, :] * m275_s2, mask=(offs_n1 < E_n1)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t279 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :], t165, 0.0), 3) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :, None], t278, 0.0), 1), axis=2)
    t280 = (t279) * (0.8)
    t284 = tl.load(m281_ptr + offs_n3[None, None, :] * m281_s2, mask=(offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t285 = t280 + t284
    t286 = tl.reshape(t285, [F_n0, T_c0, 1, F_n3])
    t287 = 1.0 / (1.0 + tl.exp(-(t286)))
    t288 = tl.sum(tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, None, :], t287, 0.0), 4) * tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, :, None], t259, 0.0), 2), axis=3)
    t289 = tl.reshape(t288, [F_n0, T_c0, F_n2])
    t294 = tl.load(m290_ptr + offs_n2[None, :, None] * m290_s1 + offs_n2[None, None, :] * m290_s2, mask=(offs_n2 < E_n2)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t295 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :], t289, 0.0), 3) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, :, None], t294, 0.0), 1), axis=2)
    t296 = tl.reshape(t295, [F_n0, T_c0, 1, F_n2])
    t297 = (t274) * (t296)
    t298 = t260 + t297
    tl.store(buf299_ptr + offs_n0[:, None, None, None] * buf299_s0 + offs_c0[None, :, None, None] * buf299_s1 + offs_n3[None, None, :, None] * buf299_s2 + offs_n2[None, None, None, :] * buf299_s3, t298, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n3 < E_n3)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :])


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
    m8 = inputs['phi_res']
    m7 = m8.narrow(0, 0, 1)
    m6 = m7.reshape([64, 16])
    m5 = m6.reshape([1, 64, 16])
    m24 = inputs['b_res']
    m23 = m24.narrow(0, 0, 1)
    m22 = m23.reshape([4, 4])
    m21 = m22.reshape([1, 1, 4, 4])
    m114 = inputs['phi_post']
    m113 = m114.narrow(0, 0, 1)
    m112 = m113.reshape([64, 4])
    m111 = m112.reshape([1, 64, 4])
    m123 = inputs['b_post']
    m122 = m123.narrow(0, 0, 1)
    m121 = m122.reshape([4])
    m120 = m121.reshape([1, 1, 4])
    m133 = inputs['phi_pre']
    m132 = m133.narrow(0, 0, 1)
    m131 = m132.reshape([64, 4])
    m130 = m131.reshape([1, 64, 4])
    m142 = inputs['b_pre']
    m141 = m142.narrow(0, 0, 1)
    m140 = m141.reshape([4])
    m139 = m140.reshape([1, 1, 4])
    m153 = inputs['w_layer']
    m152 = m153.narrow(0, 0, 1)
    m151 = m152.reshape([16, 16])
    m150 = m151.permute([1, 0])
    m149 = m150.reshape([1, 16, 16])
    buf159 = torch.full([2, 32, 4, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(32, T['c0']),)](m2_ptr=m2, m2_s0=m2.stride(0), m2_s1=m2.stride(1), m2_s2=m2.stride(2), m5_ptr=m5, m5_s0=m5.stride(0), m5_s1=m5.stride(1), m5_s2=m5.stride(2), m21_ptr=m21, m21_s0=m21.stride(0), m21_s1=m21.stride(1), m21_s2=m21.stride(2), m21_s3=m21.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), m111_ptr=m111, m111_s0=m111.stride(0), m111_s1=m111.stride(1), m111_s2=m111.stride(2), m120_ptr=m120, m120_s0=m120.stride(0), m120_s1=m120.stride(1), m120_s2=m120.stride(2), m130_ptr=m130, m130_s0=m130.stride(0), m130_s1=m130.stride(1), m130_s2=m130.stride(2), m139_ptr=m139, m139_s0=m139.stride(0), m139_s1=m139.stride(1), m139_s2=m139.stride(2), m149_ptr=m149, m149_s0=m149.stride(0), m149_s1=m149.stride(1), m149_s2=m149.stride(2), buf159_ptr=buf159, buf159_s0=buf159.stride(0), buf159_s1=buf159.stride(1), buf159_s2=buf159.stride(2), buf159_s3=buf159.stride(3), E_c0=32, E_c1=64, E_n0=2, E_n2=16, E_n3=4, F_n0=_pow2(2), F_n2=_pow2(16), F_n3=_pow2(4), T_c0=T['c0'], T_c1=T['c1'])
    m1 = buf159.reshape([2, 32, 64])
    m168 = m8.narrow(0, 1, 1)
    m167 = m168.reshape([64, 16])
    m166 = m167.reshape([1, 64, 16])
    m175 = m24.narrow(0, 1, 1)
    m174 = m175.reshape([4, 4])
    m173 = m174.reshape([1, 1, 4, 4])
    m263 = m114.narrow(0, 1, 1)
    m262 = m263.reshape([64, 4])
    m261 = m262.reshape([1, 64, 4])
    m269 = m123.narrow(0, 1, 1)
    m268 = m269.reshape([4])
    m267 = m268.reshape([1, 1, 4])
    m277 = m133.narrow(0, 1, 1)
    m276 = m277.reshape([64, 4])
    m275 = m276.reshape([1, 64, 4])
    m283 = m142.narrow(0, 1, 1)
    m282 = m283.reshape([4])
    m281 = m282.reshape([1, 1, 4])
    m293 = m153.narrow(0, 1, 1)
    m292 = m293.reshape([16, 16])
    m291 = m292.permute([1, 0])
    m290 = m291.reshape([1, 16, 16])
    buf299 = torch.full([2, 32, 4, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(32, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m166_ptr=m166, m166_s0=m166.stride(0), m166_s1=m166.stride(1), m166_s2=m166.stride(2), m173_ptr=m173, m173_s0=m173.stride(0), m173_s1=m173.stride(1), m173_s2=m173.stride(2), m173_s3=m173.stride(3), buf159_ptr=buf159, buf159_s0=buf159.stride(0), buf159_s1=buf159.stride(1), buf159_s2=buf159.stride(2), buf159_s3=buf159.stride(3), m261_ptr=m261, m261_s0=m261.stride(0), m261_s1=m261.stride(1), m261_s2=m261.stride(2), m267_ptr=m267, m267_s0=m267.stride(0), m267_s1=m267.stride(1), m267_s2=m267.stride(2), m275_ptr=m275, m275_s0=m275.stride(0), m275_s1=m275.stride(1), m275_s2=m275.stride(2), m281_ptr=m281, m281_s0=m281.stride(0), m281_s1=m281.stride(1), m281_s2=m281.stride(2), m290_ptr=m290, m290_s0=m290.stride(0), m290_s1=m290.stride(1), m290_s2=m290.stride(2), buf299_ptr=buf299, buf299_s0=buf299.stride(0), buf299_s1=buf299.stride(1), buf299_s2=buf299.stride(2), buf299_s3=buf299.stride(3), E_c0=32, E_n0=2, E_n1=64, E_n2=16, E_n3=4, F_n0=_pow2(2), F_n1=_pow2(64), F_n2=_pow2(16), F_n3=_pow2(4), T_c0=T['c0'])
    return buf299


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
