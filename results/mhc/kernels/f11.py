"""mhc [small], candidate 11: 2 kernel(s)

Rendered by EqiForge from candidate 11 of mhc [small]: grid(x.0@0) loop(x.2[64]: sum) loop(x.2[64]: sum) loop(x.2[64]: pair(sum, sum)) [6 mm] | grid(x.1@1) [6 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.1@1[32]
    c1: grid x.0@0[2]
    c2: loop x.2[64]

Run it on its own: `python kernels/f11.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/mhc.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 16, "c1": 1, "c2": 32}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 32, "c1": 2, "c2": 64}


@triton.jit
def kernel_0(m2_ptr, m2_s0, m2_s1, m2_s2, m5_ptr, m5_s0, m5_s1, m5_s2, m21_ptr, m21_s0, m21_s1, m21_s2, m21_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, m111_ptr, m111_s0, m111_s1, m111_s2, m117_ptr, m117_s0, m117_s1, m117_s2, m127_ptr, m127_s0, m127_s1, m127_s2, m138_ptr, m138_s0, m138_s1, m138_s2, m148_ptr, m148_s0, m148_s1, m148_s2, buf158_ptr, buf158_s0, buf158_s1, buf158_s2, buf158_s3, E_c1, E_c2, E_n2, E_n3, E_n4, F_n2: tl.constexpr, F_n3: tl.constexpr, F_n4: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf158: Combine over grid x.0@0[2]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n3 = tl.arange(0, F_n3)
    offs_n4 = tl.arange(0, F_n4)
    acc11 = tl.full([T_c1, F_n2, F_n3], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t4 = tl.load(m2_ptr + offs_c1[:, None, None] * m2_s0 + offs_n2[None, :, None] * m2_s1 + offs_c2[None, None, :] * m2_s2, mask=(offs_c1 < E_c1)[:, None, None] & (offs_n2 < E_n2)[None, :, None] & (offs_c2 < E_c2)[None, None, :], other=0).to(tl.float32)
        t9 = tl.load(m5_ptr + offs_c2[None, :, None] * m5_s1 + offs_n3[None, None, :] * m5_s2, mask=(offs_c2 < E_c2)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
        t10 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :], t4, 0.0), 3) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :, None], t9, 0.0), 1), axis=2)
        acc11 = acc11 + t10
    acc15 = tl.full([T_c1, F_n2, 1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t12 = tl.load(m2_ptr + offs_c1[:, None, None] * m2_s0 + offs_n2[None, :, None] * m2_s1 + offs_c2[None, None, :] * m2_s2, mask=(offs_c1 < E_c1)[:, None, None] & (offs_n2 < E_n2)[None, :, None] & (offs_c2 < E_c2)[None, None, :], other=0).to(tl.float32)
        t13 = (t12) * (t12)
        t14 = tl.sum(tl.where((offs_c2 < E_c2)[None, None, :], t13, 0.0), axis=2, keep_dims=True)
        acc15 = acc15 + t14
    t16 = acc15 + 6.4e-05
    t17 = tl.rsqrt(t16)
    t18 = (acc11) * (t17)
    t19 = tl.reshape(t18, [T_c1, F_n2, F_n4, F_n4])
    t20 = (t19) * (0.8)
    t25 = tl.load(m21_ptr + offs_n4[None, None, :, None] * m21_s2 + offs_n4[None, None, None, :] * m21_s3, mask=(offs_n4 < E_n4)[None, None, :, None] & (offs_n4 < E_n4)[None, None, None, :], other=0).to(tl.float32)
    t26 = t20 + t25
    t27 = tl.exp(t26)
    t28 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t27, 0.0), axis=3, keep_dims=True)
    t29 = (t27) / (t28)
    t30 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t29, 0.0), axis=2, keep_dims=True)
    t31 = (t29) / (t30)
    t32 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t31, 0.0), axis=3, keep_dims=True)
    t33 = (t31) / (t32)
    t34 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t33, 0.0), axis=2, keep_dims=True)
    t35 = (t33) / (t34)
    t36 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t35, 0.0), axis=3, keep_dims=True)
    t37 = (t35) / (t36)
    t38 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t37, 0.0), axis=2, keep_dims=True)
    t39 = (t37) / (t38)
    t40 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t39, 0.0), axis=3, keep_dims=True)
    t41 = (t39) / (t40)
    t42 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t41, 0.0), axis=2, keep_dims=True)
    t43 = (t41) / (t42)
    t44 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t43, 0.0), axis=3, keep_dims=True)
    t45 = (t43) / (t44)
    t46 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t45, 0.0), axis=2, keep_dims=True)
    t47 = (t45) / (t46)
    t48 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t47, 0.0), axis=3, keep_dims=True)
    t49 = (t47) / (t48)
    t50 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t49, 0.0), axis=2, keep_dims=True)
    t51 = (t49) / (t50)
    t52 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t51, 0.0), axis=3, keep_dims=True)
    t53 = (t51) / (t52)
    t54 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t53, 0.0), axis=2, keep_dims=True)
    t55 = (t53) / (t54)
    t56 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t55, 0.0), axis=3, keep_dims=True)
    t57 = (t55) / (t56)
    t58 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t57, 0.0), axis=2, keep_dims=True)
    t59 = (t57) / (t58)
    t60 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t59, 0.0), axis=3, keep_dims=True)
    t61 = (t59) / (t60)
    t62 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t61, 0.0), axis=2, keep_dims=True)
    t63 = (t61) / (t62)
    t64 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t63, 0.0), axis=3, keep_dims=True)
    t65 = (t63) / (t64)
    t66 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t65, 0.0), axis=2, keep_dims=True)
    t67 = (t65) / (t66)
    t68 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t67, 0.0), axis=3, keep_dims=True)
    t69 = (t67) / (t68)
    t70 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t69, 0.0), axis=2, keep_dims=True)
    t71 = (t69) / (t70)
    t72 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t71, 0.0), axis=3, keep_dims=True)
    t73 = (t71) / (t72)
    t74 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t73, 0.0), axis=2, keep_dims=True)
    t75 = (t73) / (t74)
    t76 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t75, 0.0), axis=3, keep_dims=True)
    t77 = (t75) / (t76)
    t78 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t77, 0.0), axis=2, keep_dims=True)
    t79 = (t77) / (t78)
    t80 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t79, 0.0), axis=3, keep_dims=True)
    t81 = (t79) / (t80)
    t82 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t81, 0.0), axis=2, keep_dims=True)
    t83 = (t81) / (t82)
    t84 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t83, 0.0), axis=3, keep_dims=True)
    t85 = (t83) / (t84)
    t86 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t85, 0.0), axis=2, keep_dims=True)
    t87 = (t85) / (t86)
    t88 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t87, 0.0), axis=3, keep_dims=True)
    t89 = (t87) / (t88)
    t90 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t89, 0.0), axis=2, keep_dims=True)
    t91 = (t89) / (t90)
    t92 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t91, 0.0), axis=3, keep_dims=True)
    t93 = (t91) / (t92)
    t94 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t93, 0.0), axis=2, keep_dims=True)
    t95 = (t93) / (t94)
    t96 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t95, 0.0), axis=3, keep_dims=True)
    t97 = (t95) / (t96)
    t98 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t97, 0.0), axis=2, keep_dims=True)
    t99 = (t97) / (t98)
    t100 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t99, 0.0), axis=3, keep_dims=True)
    t101 = (t99) / (t100)
    t102 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t101, 0.0), axis=2, keep_dims=True)
    t103 = (t101) / (t102)
    t104 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t103, 0.0), axis=3, keep_dims=True)
    t105 = (t103) / (t104)
    t106 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t105, 0.0), axis=2, keep_dims=True)
    t107 = (t105) / (t106)
    t108 = tl.load(m3_ptr + offs_c1[:, None, None, None] * m3_s0 + offs_n2[None, :, None, None] * m3_s1 + offs_n4[None, None, :, None] * m3_s2 + offs_n3[None, None, None, :] * m3_s3, mask=(offs_c1 < E_c1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_n4 < E_n4)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t109 = tl.sum(tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, None, :], t107, 0.0), 4) * tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, :, None], t108, 0.0), 2), axis=3)
    acc123 = tl.full([T_c1, F_n2, F_n4], 0.0, tl.float32)
    acc124 = tl.full([T_c1, F_n2, F_n4], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t110 = tl.load(m2_ptr + offs_c1[:, None, None] * m2_s0 + offs_n2[None, :, None] * m2_s1 + offs_c2[None, None, :] * m2_s2, mask=(offs_c1 < E_c1)[:, None, None] & (offs_n2 < E_n2)[None, :, None] & (offs_c2 < E_c2)[None, None, :], other=0).to(tl.float32)
        t115 = tl.load(m111_ptr + offs_c2[None, :, None] * m111_s1 + offs_n4[None, None, :] * m111_s2, mask=(offs_c2 < E_c2)[None, :, None] & (offs_n4 < E_n4)[None, None, :], other=0).to(tl.float32)
        t116 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :], t110, 0.0), 3) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :, None], t115, 0.0), 1), axis=2)
        t121 = tl.load(m117_ptr + offs_c2[None, :, None] * m117_s1 + offs_n4[None, None, :] * m117_s2, mask=(offs_c2 < E_c2)[None, :, None] & (offs_n4 < E_n4)[None, None, :], other=0).to(tl.float32)
        t122 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :], t110, 0.0), 3) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :, None], t121, 0.0), 1), axis=2)
        acc123 = acc123 + t116
        acc124 = acc124 + t122
    t125 = (acc124) * (t17)
    t126 = (t125) * (0.8)
    t131 = tl.load(m127_ptr + offs_n4[None, None, :] * m127_s2, mask=(offs_n4 < E_n4)[None, None, :], other=0).to(tl.float32)
    t132 = t126 + t131
    t133 = tl.reshape(t132, [T_c1, F_n2, F_n4, 1])
    t134 = 1.0 / (1.0 + tl.exp(-(t133)))
    t135 = (t134) * (2.0)
    t136 = (acc123) * (t17)
    t137 = (t136) * (0.8)
    t142 = tl.load(m138_ptr + offs_n4[None, None, :] * m138_s2, mask=(offs_n4 < E_n4)[None, None, :], other=0).to(tl.float32)
    t143 = t137 + t142
    t144 = tl.reshape(t143, [T_c1, F_n2, 1, F_n4])
    t145 = 1.0 / (1.0 + tl.exp(-(t144)))
    t146 = tl.sum(tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, None, :], t145, 0.0), 4) * tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, :, None], t108, 0.0), 2), axis=3)
    t147 = tl.reshape(t146, [T_c1, F_n2, F_n3])
    t153 = tl.load(m148_ptr + offs_n3[None, :, None] * m148_s1 + offs_n3[None, None, :] * m148_s2, mask=(offs_n3 < E_n3)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t154 = tl.sum(tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, :], t147, 0.0), 3) * tl.expand_dims(tl.where((offs_n3 < E_n3)[None, :, None], t153, 0.0), 1), axis=2)
    t155 = tl.reshape(t154, [T_c1, F_n2, 1, F_n3])
    t156 = (t135) * (t155)
    t157 = t109 + t156
    tl.store(buf158_ptr + offs_c1[:, None, None, None] * buf158_s0 + offs_n2[None, :, None, None] * buf158_s1 + offs_n4[None, None, :, None] * buf158_s2 + offs_n3[None, None, None, :] * buf158_s3, t157, mask=(offs_c1 < E_c1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_n4 < E_n4)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :])


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, m1_s2, m165_ptr, m165_s0, m165_s1, m165_s2, m172_ptr, m172_s0, m172_s1, m172_s2, m172_s3, buf158_ptr, buf158_s0, buf158_s1, buf158_s2, buf158_s3, m260_ptr, m260_s0, m260_s1, m260_s2, m266_ptr, m266_s0, m266_s1, m266_s2, m274_ptr, m274_s0, m274_s1, m274_s2, m280_ptr, m280_s0, m280_s1, m280_s2, m289_ptr, m289_s0, m289_s1, m289_s2, buf298_ptr, buf298_s0, buf298_s1, buf298_s2, buf298_s3, E_c0, E_n0, E_n1, E_n3, E_n4, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n3: tl.constexpr, F_n4: tl.constexpr, T_c0: tl.constexpr):
    # writes buf298: Combine over grid x.1@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n3 = tl.arange(0, F_n3)
    offs_n4 = tl.arange(0, F_n4)
    t159 = tl.load(m1_ptr + offs_n0[:, None, None] * m1_s0 + offs_c0[None, :, None] * m1_s1 + offs_n1[None, None, :] * m1_s2, mask=(offs_n0 < E_n0)[:, None, None] & (offs_c0 < E_c0)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    t160 = (t159) * (t159)
    t161 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :], t160, 0.0), axis=2, keep_dims=True)
    t162 = t161 + 6.4e-05
    t163 = tl.rsqrt(t162)
    t164 = (t159) * (t163)
    t168 = tl.load(m165_ptr + offs_n1[None, :, None] * m165_s1 + offs_n3[None, None, :] * m165_s2, mask=(offs_n1 < E_n1)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t169 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :], t164, 0.0), 3) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :, None], t168, 0.0), 1), axis=2)
    t170 = tl.reshape(t169, [F_n0, T_c0, F_n4, F_n4])
    t171 = (t170) * (0.8)
    t175 = tl.load(m172_ptr + offs_n4[None, None, :, None] * m172_s2 + offs_n4[None, None, None, :] * m172_s3, mask=(offs_n4 < E_n4)[None, None, :, None] & (offs_n4 < E_n4)[None, None, None, :], other=0).to(tl.float32)
    t176 = t171 + t175
    t177 = tl.exp(t176)
    t178 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t177, 0.0), axis=3, keep_dims=True)
    t179 = (t177) / (t178)
    t180 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t179, 0.0), axis=2, keep_dims=True)
    t181 = (t179) / (t180)
    t182 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t181, 0.0), axis=3, keep_dims=True)
    t183 = (t181) / (t182)
    t184 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t183, 0.0), axis=2, keep_dims=True)
    t185 = (t183) / (t184)
    t186 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t185, 0.0), axis=3, keep_dims=True)
    t187 = (t185) / (t186)
    t188 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t187, 0.0), axis=2, keep_dims=True)
    t189 = (t187) / (t188)
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
    t258 = tl.load(buf158_ptr + offs_n0[:, None, None, None] * buf158_s0 + offs_c0[None, :, None, None] * buf158_s1 + offs_n4[None, None, :, None] * buf158_s2 + offs_n3[None, None, None, :] * buf158_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n4 < E_n4)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t259 = tl.sum(tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, None, :], t257, 0.0), 4) * tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, :, None], t258, 0.0), 2), axis=3)
    t263 = tl.load(m260_ptr + offs_n1[None, :, None] * m260_s1 + offs_n4[None, None, :] * m260_s2, mask=(offs_n1 < E_n1)[None, :, None] & (offs_n4 < E_n4)[None, None, :], other=0).to(tl.float32)
    t264 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :], t164, 0.0), 3) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :, None], t263, 0.0), 1), axis=2)
    t265 = (t264) * (0.8)
    t269 = tl.load(m266_ptr + offs_n4[None, None, :] * m266_s2, mask=(offs_n4 < E_n4)[None, None, :], other=0).to(tl.float32)
    t270 = t265 + t269
    t271 = tl.reshape(t270, [F_n0, T_c0, F_n4, 1])
    t272 = 1.0 / (1.0 + tl.exp(-(t271)))
    t273 = (t272) * (2.0)
    t277 = tl.load(m274_ptr + offs_n1[None, :, None] * m274_s1 + offs_n4[None, None, :] * m274_s2, mask=(offs_n1 < E_n1)[None, :, None] & (offs_n4 < E_n4)[None, None, :], other=0).to(tl.float32)
    t278 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :], t164, 0.0), 3) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :, None], t277, 0.0), 1), axis=2)
    t279 = (t278) * (0.8)
    t283 = tl.load(m280_ptr + offs_n4[None, None, :] * m280_s2, mask=(offs_n4 < E_n4)[None, None, :], other=0).to(tl.float32)
    t284 = t279 + t283
    t285 = tl.reshape(t284, [F_n0, T_c0, 1, F_n4])
    t286 = 1.0 / (1.0 + tl.exp(-(t285)))
    t287 = tl.sum(tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, None, :], t286, 0.0), 4) * tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, :, None], t258, 0.0), 2), axis=3)
    t288 = tl.reshape(t287, [F_n0, T_c0, F_n3])
    t293 = tl.load(m289_ptr + offs_n3[None, :, None] * m289_s1 + offs_n3[None, None, :] * m289_s2, mask=(offs_n3 < E_n3)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t294 = tl.sum(tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, :], t288, 0.0), 3) * tl.expand_dims(tl.where((offs_n3 < E_n3)[None, :, None], t293, 0.0), 1), axis=2)
    t295 = tl.reshape(t294, [F_n0, T_c0, 1, F_n3])
    t296 = (t273) * (t295)
    t297 = t259 + t296
    tl.store(buf298_ptr + offs_n0[:, None, None, None] * buf298_s0 + offs_c0[None, :, None, None] * buf298_s1 + offs_n4[None, None, :, None] * buf298_s2 + offs_n3[None, None, None, :] * buf298_s3, t297, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n4 < E_n4)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :])


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
    m114 = inputs['phi_pre']
    m113 = m114.narrow(0, 0, 1)
    m112 = m113.reshape([64, 4])
    m111 = m112.reshape([1, 64, 4])
    m120 = inputs['phi_post']
    m119 = m120.narrow(0, 0, 1)
    m118 = m119.reshape([64, 4])
    m117 = m118.reshape([1, 64, 4])
    m130 = inputs['b_post']
    m129 = m130.narrow(0, 0, 1)
    m128 = m129.reshape([4])
    m127 = m128.reshape([1, 1, 4])
    m141 = inputs['b_pre']
    m140 = m141.narrow(0, 0, 1)
    m139 = m140.reshape([4])
    m138 = m139.reshape([1, 1, 4])
    m152 = inputs['w_layer']
    m151 = m152.narrow(0, 0, 1)
    m150 = m151.reshape([16, 16])
    m149 = m150.permute([1, 0])
    m148 = m149.reshape([1, 16, 16])
    buf158 = torch.full([2, 32, 4, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(2, T['c1']),)](m2_ptr=m2, m2_s0=m2.stride(0), m2_s1=m2.stride(1), m2_s2=m2.stride(2), m5_ptr=m5, m5_s0=m5.stride(0), m5_s1=m5.stride(1), m5_s2=m5.stride(2), m21_ptr=m21, m21_s0=m21.stride(0), m21_s1=m21.stride(1), m21_s2=m21.stride(2), m21_s3=m21.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), m111_ptr=m111, m111_s0=m111.stride(0), m111_s1=m111.stride(1), m111_s2=m111.stride(2), m117_ptr=m117, m117_s0=m117.stride(0), m117_s1=m117.stride(1), m117_s2=m117.stride(2), m127_ptr=m127, m127_s0=m127.stride(0), m127_s1=m127.stride(1), m127_s2=m127.stride(2), m138_ptr=m138, m138_s0=m138.stride(0), m138_s1=m138.stride(1), m138_s2=m138.stride(2), m148_ptr=m148, m148_s0=m148.stride(0), m148_s1=m148.stride(1), m148_s2=m148.stride(2), buf158_ptr=buf158, buf158_s0=buf158.stride(0), buf158_s1=buf158.stride(1), buf158_s2=buf158.stride(2), buf158_s3=buf158.stride(3), E_c1=2, E_c2=64, E_n2=32, E_n3=16, E_n4=4, F_n2=_pow2(32), F_n3=_pow2(16), F_n4=_pow2(4), T_c1=T['c1'], T_c2=T['c2'])
    m1 = buf158.reshape([2, 32, 64])
    m167 = m8.narrow(0, 1, 1)
    m166 = m167.reshape([64, 16])
    m165 = m166.reshape([1, 64, 16])
    m174 = m24.narrow(0, 1, 1)
    m173 = m174.reshape([4, 4])
    m172 = m173.reshape([1, 1, 4, 4])
    m262 = m120.narrow(0, 1, 1)
    m261 = m262.reshape([64, 4])
    m260 = m261.reshape([1, 64, 4])
    m268 = m130.narrow(0, 1, 1)
    m267 = m268.reshape([4])
    m266 = m267.reshape([1, 1, 4])
    m276 = m114.narrow(0, 1, 1)
    m275 = m276.reshape([64, 4])
    m274 = m275.reshape([1, 64, 4])
    m282 = m141.narrow(0, 1, 1)
    m281 = m282.reshape([4])
    m280 = m281.reshape([1, 1, 4])
    m292 = m152.narrow(0, 1, 1)
    m291 = m292.reshape([16, 16])
    m290 = m291.permute([1, 0])
    m289 = m290.reshape([1, 16, 16])
    buf298 = torch.full([2, 32, 4, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(32, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m165_ptr=m165, m165_s0=m165.stride(0), m165_s1=m165.stride(1), m165_s2=m165.stride(2), m172_ptr=m172, m172_s0=m172.stride(0), m172_s1=m172.stride(1), m172_s2=m172.stride(2), m172_s3=m172.stride(3), buf158_ptr=buf158, buf158_s0=buf158.stride(0), buf158_s1=buf158.stride(1), buf158_s2=buf158.stride(2), buf158_s3=buf158.stride(3), m260_ptr=m260, m260_s0=m260.stride(0), m260_s1=m260.stride(1), m260_s2=m260.stride(2), m266_ptr=m266, m266_s0=m266.stride(0), m266_s1=m266.stride(1), m266_s2=m266.stride(2), m274_ptr=m274, m274_s0=m274.stride(0), m274_s1=m274.stride(1), m274_s2=m274.stride(2), m280_ptr=m280, m280_s0=m280.stride(0), m280_s1=m280.stride(1), m280_s2=m280.stride(2), m289_ptr=m289, m289_s0=m289.stride(0), m289_s1=m289.stride(1), m289_s2=m289.stride(2), buf298_ptr=buf298, buf298_s0=buf298.stride(0), buf298_s1=buf298.stride(1), buf298_s2=buf298.stride(2), buf298_s3=buf298.stride(3), E_c0=32, E_n0=2, E_n1=64, E_n3=16, E_n4=4, F_n0=_pow2(2), F_n1=_pow2(64), F_n3=_pow2(16), F_n4=_pow2(4), T_c0=T['c0'])
    return buf298


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
