"""mhc [small], candidate 12: 2 kernel(s)

Rendered by EqiForge from candidate 12 of mhc [small]: grid(x.0@0) loop(x.2[64]: sum) loop(x.2[64]: sum) loop(x.2[64]: sum) [6 mm] | grid(x.1@1) [6 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.1@1[32]
    c1: grid x.0@0[2]
    c2: loop x.2[64]

Run it on its own: `python kernels/f12.py` checks it once against PyTorch on random inputs.
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
def kernel_0(m2_ptr, m2_s0, m2_s1, m2_s2, m5_ptr, m5_s0, m5_s1, m5_s2, m20_ptr, m20_s0, m20_s1, m20_s2, m20_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, m110_ptr, m110_s0, m110_s1, m110_s2, m119_ptr, m119_s0, m119_s1, m119_s2, m129_ptr, m129_s0, m129_s1, m129_s2, m138_ptr, m138_s0, m138_s1, m138_s2, m148_ptr, m148_s0, m148_s1, m148_s2, buf158_ptr, buf158_s0, buf158_s1, buf158_s2, buf158_s3, E_c1, E_c2, E_n1, E_n2, E_n3, E_n4, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, F_n4: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf158: Combine over grid x.0@0[2]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n3 = tl.arange(0, F_n3)
    offs_n1 = tl.arange(0, F_n1)
    offs_n4 = tl.arange(0, F_n4)
    acc11 = tl.full([T_c1, F_n2, F_n3], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t4 = tl.load(m2_ptr + offs_c1[:, None, None] * m2_s0 + offs_n2[None, :, None] * m2_s1 + offs_c2[None, None, :] * m2_s2, mask=(offs_c1 < E_c1)[:, None, None] & (offs_n2 < E_n2)[None, :, None] & (offs_c2 < E_c2)[None, None, :], other=0).to(tl.float32)
        t9 = tl.load(m5_ptr + offs_c2[None, :, None] * m5_s1 + offs_n3[None, None, :] * m5_s2, mask=(offs_c2 < E_c2)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
        t10 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :], t4, 0.0), 3) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :, None], t9, 0.0), 1), axis=2)
        acc11 = acc11 + t10
    t12 = tl.load(m2_ptr + offs_c1[:, None, None] * m2_s0 + offs_n2[None, :, None] * m2_s1 + offs_n1[None, None, :] * m2_s2, mask=(offs_c1 < E_c1)[:, None, None] & (offs_n2 < E_n2)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    t13 = (t12) * (t12)
    t14 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :], t13, 0.0), axis=2, keep_dims=True)
    t15 = t14 + 6.4e-05
    t16 = tl.rsqrt(t15)
    t17 = (acc11) * (t16)
    t18 = tl.reshape(t17, [T_c1, F_n2, F_n4, F_n4])
    t19 = (t18) * (0.8)
    t24 = tl.load(m20_ptr + offs_n4[None, None, :, None] * m20_s2 + offs_n4[None, None, None, :] * m20_s3, mask=(offs_n4 < E_n4)[None, None, :, None] & (offs_n4 < E_n4)[None, None, None, :], other=0).to(tl.float32)
    t25 = t19 + t24
    t26 = tl.exp(t25)
    t27 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t26, 0.0), axis=3, keep_dims=True)
    t28 = (t26) / (t27)
    t29 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t28, 0.0), axis=2, keep_dims=True)
    t30 = (t28) / (t29)
    t31 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t30, 0.0), axis=3, keep_dims=True)
    t32 = (t30) / (t31)
    t33 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t32, 0.0), axis=2, keep_dims=True)
    t34 = (t32) / (t33)
    t35 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t34, 0.0), axis=3, keep_dims=True)
    t36 = (t34) / (t35)
    t37 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t36, 0.0), axis=2, keep_dims=True)
    t38 = (t36) / (t37)
    t39 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t38, 0.0), axis=3, keep_dims=True)
    t40 = (t38) / (t39)
    t41 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t40, 0.0), axis=2, keep_dims=True)
    t42 = (t40) / (t41)
    t43 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t42, 0.0), axis=3, keep_dims=True)
    t44 = (t42) / (t43)
    t45 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t44, 0.0), axis=2, keep_dims=True)
    t46 = (t44) / (t45)
    t47 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t46, 0.0), axis=3, keep_dims=True)
    t48 = (t46) / (t47)
    t49 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t48, 0.0), axis=2, keep_dims=True)
    t50 = (t48) / (t49)
    t51 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t50, 0.0), axis=3, keep_dims=True)
    t52 = (t50) / (t51)
    t53 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t52, 0.0), axis=2, keep_dims=True)
    t54 = (t52) / (t53)
    t55 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t54, 0.0), axis=3, keep_dims=True)
    t56 = (t54) / (t55)
    t57 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t56, 0.0), axis=2, keep_dims=True)
    t58 = (t56) / (t57)
    t59 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t58, 0.0), axis=3, keep_dims=True)
    t60 = (t58) / (t59)
    t61 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t60, 0.0), axis=2, keep_dims=True)
    t62 = (t60) / (t61)
    t63 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t62, 0.0), axis=3, keep_dims=True)
    t64 = (t62) / (t63)
    t65 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t64, 0.0), axis=2, keep_dims=True)
    t66 = (t64) / (t65)
    t67 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t66, 0.0), axis=3, keep_dims=True)
    t68 = (t66) / (t67)
    t69 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t68, 0.0), axis=2, keep_dims=True)
    t70 = (t68) / (t69)
    t71 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t70, 0.0), axis=3, keep_dims=True)
    t72 = (t70) / (t71)
    t73 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t72, 0.0), axis=2, keep_dims=True)
    t74 = (t72) / (t73)
    t75 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t74, 0.0), axis=3, keep_dims=True)
    t76 = (t74) / (t75)
    t77 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t76, 0.0), axis=2, keep_dims=True)
    t78 = (t76) / (t77)
    t79 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t78, 0.0), axis=3, keep_dims=True)
    t80 = (t78) / (t79)
    t81 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t80, 0.0), axis=2, keep_dims=True)
    t82 = (t80) / (t81)
    t83 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t82, 0.0), axis=3, keep_dims=True)
    t84 = (t82) / (t83)
    t85 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t84, 0.0), axis=2, keep_dims=True)
    t86 = (t84) / (t85)
    t87 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t86, 0.0), axis=3, keep_dims=True)
    t88 = (t86) / (t87)
    t89 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t88, 0.0), axis=2, keep_dims=True)
    t90 = (t88) / (t89)
    t91 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t90, 0.0), axis=3, keep_dims=True)
    t92 = (t90) / (t91)
    t93 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t92, 0.0), axis=2, keep_dims=True)
    t94 = (t92) / (t93)
    t95 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t94, 0.0), axis=3, keep_dims=True)
    t96 = (t94) / (t95)
    t97 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t96, 0.0), axis=2, keep_dims=True)
    t98 = (t96) / (t97)
    t99 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t98, 0.0), axis=3, keep_dims=True)
    t100 = (t98) / (t99)
    t101 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t100, 0.0), axis=2, keep_dims=True)
    t102 = (t100) / (t101)
    t103 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t102, 0.0), axis=3, keep_dims=True)
    t104 = (t102) / (t103)
    t105 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t104, 0.0), axis=2, keep_dims=True)
    t106 = (t104) / (t105)
    t107 = tl.load(m3_ptr + offs_c1[:, None, None, None] * m3_s0 + offs_n2[None, :, None, None] * m3_s1 + offs_n4[None, None, :, None] * m3_s2 + offs_n3[None, None, None, :] * m3_s3, mask=(offs_c1 < E_c1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_n4 < E_n4)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t108 = tl.sum(tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, None, :], t106, 0.0), 4) * tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, :, None], t107, 0.0), 2), axis=3)
    acc116 = tl.full([T_c1, F_n2, F_n4], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t109 = tl.load(m2_ptr + offs_c1[:, None, None] * m2_s0 + offs_n2[None, :, None] * m2_s1 + offs_c2[None, None, :] * m2_s2, mask=(offs_c1 < E_c1)[:, None, None] & (offs_n2 < E_n2)[None, :, None] & (offs_c2 < E_c2)[None, None, :], other=0).to(tl.float32)
        t114 = tl.load(m110_ptr + offs_c2[None, :, None] * m110_s1 + offs_n4[None, None, :] * m110_s2, mask=(offs_c2 < E_c2)[None, :, None] & (offs_n4 < E_n4)[None, None, :], other=0).to(tl.float32)
        t115 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :], t109, 0.0), 3) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :, None], t114, 0.0), 1), axis=2)
        acc116 = acc116 + t115
    t117 = (acc116) * (t16)
    t118 = (t117) * (0.8)
    t123 = tl.load(m119_ptr + offs_n4[None, None, :] * m119_s2, mask=(offs_n4 < E_n4)[None, None, :], other=0).to(tl.float32)
    t124 = t118 + t123
    t125 = tl.reshape(t124, [T_c1, F_n2, F_n4, 1])
    t126 = 1.0 / (1.0 + tl.exp(-(t125)))
    t127 = (t126) * (2.0)
    acc135 = tl.full([T_c1, F_n2, F_n4], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t128 = tl.load(m2_ptr + offs_c1[:, None, None] * m2_s0 + offs_n2[None, :, None] * m2_s1 + offs_c2[None, None, :] * m2_s2, mask=(offs_c1 < E_c1)[:, None, None] & (offs_n2 < E_n2)[None, :, None] & (offs_c2 < E_c2)[None, None, :], other=0).to(tl.float32)
        t133 = tl.load(m129_ptr + offs_c2[None, :, None] * m129_s1 + offs_n4[None, None, :] * m129_s2, mask=(offs_c2 < E_c2)[None, :, None] & (offs_n4 < E_n4)[None, None, :], other=0).to(tl.float32)
        t134 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :], t128, 0.0), 3) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :, None], t133, 0.0), 1), axis=2)
        acc135 = acc135 + t134
    t136 = (acc135) * (t16)
    t137 = (t136) * (0.8)
    t142 = tl.load(m138_ptr + offs_n4[None, None, :] * m138_s2, mask=(offs_n4 < E_n4)[None, None, :], other=0).to(tl.float32)
    t143 = t137 + t142
    t144 = tl.reshape(t143, [T_c1, F_n2, 1, F_n4])
    t145 = 1.0 / (1.0 + tl.exp(-(t144)))
    t146 = tl.sum(tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, None, :], t145, 0.0), 4) * tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, :, None], t107, 0.0), 2), axis=3)
    t147 = tl.reshape(t146, [T_c1, F_n2, F_n3])
    t153 = tl.load(m148_ptr + offs_n3[None, :, None] * m148_s1 + offs_n3[None, None, :] * m148_s2, mask=(offs_n3 < E_n3)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t154 = tl.sum(tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, :], t147, 0.0), 3) * tl.expand_dims(tl.where((offs_n3 < E_n3)[None, :, None], t153, 0.0), 1), axis=2)
    t155 = tl.reshape(t154, [T_c1, F_n2, 1, F_n3])
    t156 = (t127) * (t155)
    t157 = t108 + t156
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
    m23 = inputs['b_res']
    m22 = m23.narrow(0, 0, 1)
    m21 = m22.reshape([4, 4])
    m20 = m21.reshape([1, 1, 4, 4])
    m113 = inputs['phi_post']
    m112 = m113.narrow(0, 0, 1)
    m111 = m112.reshape([64, 4])
    m110 = m111.reshape([1, 64, 4])
    m122 = inputs['b_post']
    m121 = m122.narrow(0, 0, 1)
    m120 = m121.reshape([4])
    m119 = m120.reshape([1, 1, 4])
    m132 = inputs['phi_pre']
    m131 = m132.narrow(0, 0, 1)
    m130 = m131.reshape([64, 4])
    m129 = m130.reshape([1, 64, 4])
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
    kernel_0[(_cdiv(2, T['c1']),)](m2_ptr=m2, m2_s0=m2.stride(0), m2_s1=m2.stride(1), m2_s2=m2.stride(2), m5_ptr=m5, m5_s0=m5.stride(0), m5_s1=m5.stride(1), m5_s2=m5.stride(2), m20_ptr=m20, m20_s0=m20.stride(0), m20_s1=m20.stride(1), m20_s2=m20.stride(2), m20_s3=m20.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), m110_ptr=m110, m110_s0=m110.stride(0), m110_s1=m110.stride(1), m110_s2=m110.stride(2), m119_ptr=m119, m119_s0=m119.stride(0), m119_s1=m119.stride(1), m119_s2=m119.stride(2), m129_ptr=m129, m129_s0=m129.stride(0), m129_s1=m129.stride(1), m129_s2=m129.stride(2), m138_ptr=m138, m138_s0=m138.stride(0), m138_s1=m138.stride(1), m138_s2=m138.stride(2), m148_ptr=m148, m148_s0=m148.stride(0), m148_s1=m148.stride(1), m148_s2=m148.stride(2), buf158_ptr=buf158, buf158_s0=buf158.stride(0), buf158_s1=buf158.stride(1), buf158_s2=buf158.stride(2), buf158_s3=buf158.stride(3), E_c1=2, E_c2=64, E_n1=64, E_n2=32, E_n3=16, E_n4=4, F_n1=_pow2(64), F_n2=_pow2(32), F_n3=_pow2(16), F_n4=_pow2(4), T_c1=T['c1'], T_c2=T['c2'])
    m1 = buf158.reshape([2, 32, 64])
    m167 = m8.narrow(0, 1, 1)
    m166 = m167.reshape([64, 16])
    m165 = m166.reshape([1, 64, 16])
    m174 = m23.narrow(0, 1, 1)
    m173 = m174.reshape([4, 4])
    m172 = m173.reshape([1, 1, 4, 4])
    m262 = m113.narrow(0, 1, 1)
    m261 = m262.reshape([64, 4])
    m260 = m261.reshape([1, 64, 4])
    m268 = m122.narrow(0, 1, 1)
    m267 = m268.reshape([4])
    m266 = m267.reshape([1, 1, 4])
    m276 = m132.narrow(0, 1, 1)
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
