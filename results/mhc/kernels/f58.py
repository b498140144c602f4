"""mhc [small], candidate 58: 3 kernel(s)

Rendered by EqiForge from candidate 58 of mhc [small]: store(x.2[64]) ; grid(x.0@0) loop(x.2[64]: sum) loop(x.2[64]: sum, stored) loop(x.2[64]: sum) loop(x.2[64]: sum) [6 mm] | grid(x.1@1) [6 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.1@1[32]
    c1: grid x.0@0[2]
    c2: loop x.2[64]

Run it on its own: `python kernels/f58.py` checks it once against PyTorch on random inputs.
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
def kernel_0(m2_ptr, m2_s0, m2_s1, m2_s2, states15_ptr, states15_s0, states15_s1, states15_s2, states15_s3, states15_s4, E_c1, E_c2, E_n2, F_n2: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # stores states15: Collect over loop x.2[64]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n2 = tl.arange(0, F_n2)
    t12 = tl.load(m2_ptr + offs_c1[:, None, None] * m2_s0 + offs_n2[None, :, None] * m2_s1 + offs_c2[None, None, :] * m2_s2, mask=(offs_c1 < E_c1)[:, None, None] & (offs_n2 < E_n2)[None, :, None] & (offs_c2 < E_c2)[None, None, :], other=0).to(tl.float32)
    t13 = (t12) * (t12)
    t14 = tl.sum(tl.where((offs_c2 < E_c2)[None, None, :], t13, 0.0), axis=2, keep_dims=True)
    tl.store(states15_ptr + i_c1 * states15_s0 + i_c2 * states15_s1 + tl.arange(0, T_c1)[:, None, None] * states15_s2 + tl.arange(0, F_n2)[None, :, None] * states15_s3 + tl.zeros([T_c1, F_n2, 1], tl.int32), t14)


@triton.jit
def kernel_1(m2_ptr, m2_s0, m2_s1, m2_s2, m5_ptr, m5_s0, m5_s1, m5_s2, states15_ptr, states15_s0, states15_s1, states15_s2, states15_s3, states15_s4, m23_ptr, m23_s0, m23_s1, m23_s2, m23_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, m113_ptr, m113_s0, m113_s1, m113_s2, m122_ptr, m122_s0, m122_s1, m122_s2, m132_ptr, m132_s0, m132_s1, m132_s2, m141_ptr, m141_s0, m141_s1, m141_s2, m151_ptr, m151_s0, m151_s1, m151_s2, buf161_ptr, buf161_s0, buf161_s1, buf161_s2, buf161_s3, E_c1, E_c2, E_n2, E_n3, E_n4, F_n2: tl.constexpr, F_n3: tl.constexpr, F_n4: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf161: Combine over grid x.0@0[2]
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
    acc17 = tl.full([T_c1, F_n2, 1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t16 = tl.load(states15_ptr + i_c1 * states15_s0 + i_c2 * states15_s1 + tl.arange(0, T_c1)[:, None, None] * states15_s2 + tl.arange(0, F_n2)[None, :, None] * states15_s3 + tl.zeros([T_c1, F_n2, 1], tl.int32))
        acc17 = acc17 + t16
    t18 = acc17 + 6.4e-05
    t19 = tl.rsqrt(t18)
    t20 = (acc11) * (t19)
    t21 = tl.reshape(t20, [T_c1, F_n2, F_n4, F_n4])
    t22 = (t21) * (0.8)
    t27 = tl.load(m23_ptr + offs_n4[None, None, :, None] * m23_s2 + offs_n4[None, None, None, :] * m23_s3, mask=(offs_n4 < E_n4)[None, None, :, None] & (offs_n4 < E_n4)[None, None, None, :], other=0).to(tl.float32)
    t28 = t22 + t27
    t29 = tl.exp(t28)
    t30 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t29, 0.0), axis=3, keep_dims=True)
    t31 = (t29) / (t30)
    t32 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t31, 0.0), axis=2, keep_dims=True)
    t33 = (t31) / (t32)
    t34 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t33, 0.0), axis=3, keep_dims=True)
    t35 = (t33) / (t34)
    t36 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t35, 0.0), axis=2, keep_dims=True)
    t37 = (t35) / (t36)
    t38 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t37, 0.0), axis=3, keep_dims=True)
    t39 = (t37) / (t38)
    t40 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t39, 0.0), axis=2, keep_dims=True)
    t41 = (t39) / (t40)
    t42 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t41, 0.0), axis=3, keep_dims=True)
    t43 = (t41) / (t42)
    t44 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t43, 0.0), axis=2, keep_dims=True)
    t45 = (t43) / (t44)
    t46 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t45, 0.0), axis=3, keep_dims=True)
    t47 = (t45) / (t46)
    t48 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t47, 0.0), axis=2, keep_dims=True)
    t49 = (t47) / (t48)
    t50 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t49, 0.0), axis=3, keep_dims=True)
    t51 = (t49) / (t50)
    t52 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t51, 0.0), axis=2, keep_dims=True)
    t53 = (t51) / (t52)
    t54 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t53, 0.0), axis=3, keep_dims=True)
    t55 = (t53) / (t54)
    t56 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t55, 0.0), axis=2, keep_dims=True)
    t57 = (t55) / (t56)
    t58 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t57, 0.0), axis=3, keep_dims=True)
    t59 = (t57) / (t58)
    t60 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t59, 0.0), axis=2, keep_dims=True)
    t61 = (t59) / (t60)
    t62 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t61, 0.0), axis=3, keep_dims=True)
    t63 = (t61) / (t62)
    t64 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t63, 0.0), axis=2, keep_dims=True)
    t65 = (t63) / (t64)
    t66 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t65, 0.0), axis=3, keep_dims=True)
    t67 = (t65) / (t66)
    t68 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t67, 0.0), axis=2, keep_dims=True)
    t69 = (t67) / (t68)
    t70 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t69, 0.0), axis=3, keep_dims=True)
    t71 = (t69) / (t70)
    t72 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t71, 0.0), axis=2, keep_dims=True)
    t73 = (t71) / (t72)
    t74 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t73, 0.0), axis=3, keep_dims=True)
    t75 = (t73) / (t74)
    t76 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t75, 0.0), axis=2, keep_dims=True)
    t77 = (t75) / (t76)
    t78 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t77, 0.0), axis=3, keep_dims=True)
    t79 = (t77) / (t78)
    t80 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t79, 0.0), axis=2, keep_dims=True)
    t81 = (t79) / (t80)
    t82 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t81, 0.0), axis=3, keep_dims=True)
    t83 = (t81) / (t82)
    t84 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t83, 0.0), axis=2, keep_dims=True)
    t85 = (t83) / (t84)
    t86 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t85, 0.0), axis=3, keep_dims=True)
    t87 = (t85) / (t86)
    t88 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t87, 0.0), axis=2, keep_dims=True)
    t89 = (t87) / (t88)
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
    t110 = tl.load(m3_ptr + offs_c1[:, None, None, None] * m3_s0 + offs_n2[None, :, None, None] * m3_s1 + offs_n4[None, None, :, None] * m3_s2 + offs_n3[None, None, None, :] * m3_s3, mask=(offs_c1 < E_c1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_n4 < E_n4)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t111 = tl.sum(tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, None, :], t109, 0.0), 4) * tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, :, None], t110, 0.0), 2), axis=3)
    acc119 = tl.full([T_c1, F_n2, F_n4], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t112 = tl.load(m2_ptr + offs_c1[:, None, None] * m2_s0 + offs_n2[None, :, None] * m2_s1 + offs_c2[None, None, :] * m2_s2, mask=(offs_c1 < E_c1)[:, None, None] & (offs_n2 < E_n2)[None, :, None] & (offs_c2 < E_c2)[None, None, :], other=0).to(tl.float32)
        t117 = tl.load(m113_ptr + offs_c2[None, :, None] * m113_s1 + offs_n4[None, None, :] * m113_s2, mask=(offs_c2 < E_c2)[None, :, None] & (offs_n4 < E_n4)[None, None, :], other=0).to(tl.float32)
        t118 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :], t112, 0.0), 3) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :, None], t117, 0.0), 1), axis=2)
        acc119 = acc119 + t118
    t120 = (acc119) * (t19)
    t121 = (t120) * (0.8)
    t126 = tl.load(m122_ptr + offs_n4[None, None, :] * m122_s2, mask=(offs_n4 < E_n4)[None, None, :], other=0).to(tl.float32)
    t127 = t121 + t126
    t128 = tl.reshape(t127, [T_c1, F_n2, F_n4, 1])
    t129 = 1.0 / (1.0 + tl.exp(-(t128)))
    t130 = (t129) * (2.0)
    acc138 = tl.full([T_c1, F_n2, F_n4], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t131 = tl.load(m2_ptr + offs_c1[:, None, None] * m2_s0 + offs_n2[None, :, None] * m2_s1 + offs_c2[None, None, :] * m2_s2, mask=(offs_c1 < E_c1)[:, None, None] & (offs_n2 < E_n2)[None, :, None] & (offs_c2 < E_c2)[None, None, :], other=0).to(tl.float32)
        t136 = tl.load(m132_ptr + offs_c2[None, :, None] * m132_s1 + offs_n4[None, None, :] * m132_s2, mask=(offs_c2 < E_c2)[None, :, None] & (offs_n4 < E_n4)[None, None, :], other=0).to(tl.float32)
        t137 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :], t131, 0.0), 3) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :, None], t136, 0.0), 1), axis=2)
        acc138 = acc138 + t137
    t139 = (acc138) * (t19)
    t140 = (t139) * (0.8)
    t145 = tl.load(m141_ptr + offs_n4[None, None, :] * m141_s2, mask=(offs_n4 < E_n4)[None, None, :], other=0).to(tl.float32)
    t146 = t140 + t145
    t147 = tl.reshape(t146, [T_c1, F_n2, 1, F_n4])
    t148 = 1.0 / (1.0 + tl.exp(-(t147)))
    t149 = tl.sum(tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, None, :], t148, 0.0), 4) * tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, :, None], t110, 0.0), 2), axis=3)
    t150 = tl.reshape(t149, [T_c1, F_n2, F_n3])
    t156 = tl.load(m151_ptr + offs_n3[None, :, None] * m151_s1 + offs_n3[None, None, :] * m151_s2, mask=(offs_n3 < E_n3)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t157 = tl.sum(tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, :], t150, 0.0), 3) * tl.expand_dims(tl.where((offs_n3 < E_n3)[None, :, None], t156, 0.0), 1), axis=2)
    t158 = tl.reshape(t157, [T_c1, F_n2, 1, F_n3])
    t159 = (t130) * (t158)
    t160 = t111 + t159
    tl.store(buf161_ptr + offs_c1[:, None, None, None] * buf161_s0 + offs_n2[None, :, None, None] * buf161_s1 + offs_n4[None, None, :, None] * buf161_s2 + offs_n3[None, None, None, :] * buf161_s3, t160, mask=(offs_c1 < E_c1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_n4 < E_n4)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :])


@triton.jit
def kernel_2(m1_ptr, m1_s0, m1_s1, m1_s2, m168_ptr, m168_s0, m168_s1, m168_s2, m175_ptr, m175_s0, m175_s1, m175_s2, m175_s3, buf161_ptr, buf161_s0, buf161_s1, buf161_s2, buf161_s3, m263_ptr, m263_s0, m263_s1, m263_s2, m269_ptr, m269_s0, m269_s1, m269_s2, m277_ptr, m277_s0, m277_s1, m277_s2, m283_ptr, m283_s0, m283_s1, m283_s2, m292_ptr, m292_s0, m292_s1, m292_s2, buf301_ptr, buf301_s0, buf301_s1, buf301_s2, buf301_s3, E_c0, E_n0, E_n1, E_n3, E_n4, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n3: tl.constexpr, F_n4: tl.constexpr, T_c0: tl.constexpr):
    # writes buf301: Combine over grid x.1@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n3 = tl.arange(0, F_n3)
    offs_n4 = tl.arange(0, F_n4)
    t162 = tl.load(m1_ptr + offs_n0[:, None, None] * m1_s0 + offs_c0[None, :, None] * m1_s1 + offs_n1[None, None, :] * m1_s2, mask=(offs_n0 < E_n0)[:, None, None] & (offs_c0 < E_c0)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    t163 = (t162) * (t162)
    t164 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :], t163, 0.0), axis=2, keep_dims=True)
    t165 = t164 + 6.4e-05
    t166 = tl.rsqrt(t165)
    t167 = (t162) * (t166)
    t171 = tl.load(m168_ptr + offs_n1[None, :, None] * m168_s1 + offs_n3[None, None, :] * m168_s2, mask=(offs_n1 < E_n1)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t172 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :], t167, 0.0), 3) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :, None], t171, 0.0), 1), axis=2)
    t173 = tl.reshape(t172, [F_n0, T_c0, F_n4, F_n4])
    t174 = (t173) * (0.8)
    t178 = tl.load(m175_ptr + offs_n4[None, None, :, None] * m175_s2 + offs_n4[None, None, None, :] * m175_s3, mask=(offs_n4 < E_n4)[None, None, :, None] & (offs_n4 < E_n4)[None, None, None, :], other=0).to(tl.float32)
    t179 = t174 + t178
    t180 = tl.exp(t179)
    t181 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t180, 0.0), axis=3, keep_dims=True)
    t182 = (t180) / (t181)
    t183 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t182, 0.0), axis=2, keep_dims=True)
    t184 = (t182) / (t183)
    t185 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t184, 0.0), axis=3, keep_dims=True)
    t186 = (t184) / (t185)
    t187 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t186, 0.0), axis=2, keep_dims=True)
    t188 = (t186) / (t187)
    t189 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t188, 0.0), axis=3, keep_dims=True)
    t190 = (t188) / (t189)
    t191 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t190, 0.0), axis=2, keep_dims=True)
    t192 = (t190) / (t191)
    t193 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t192, 0.0), axis=3, keep_dims=True)
    t194 = (t192) / (t193)
    t195 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t194, 0.0), axis=2, keep_dims=True)
    t196 = (t194) / (t195)
    t197 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t196, 0.0), axis=3, keep_dims=True)
    t198 = (t196) / (t197)
    t199 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t198, 0.0), axis=2, keep_dims=True)
    t200 = (t198) / (t199)
    t201 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t200, 0.0), axis=3, keep_dims=True)
    t202 = (t200) / (t201)
    t203 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t202, 0.0), axis=2, keep_dims=True)
    t204 = (t202) / (t203)
    t205 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t204, 0.0), axis=3, keep_dims=True)
    t206 = (t204) / (t205)
    t207 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t206, 0.0), axis=2, keep_dims=True)
    t208 = (t206) / (t207)
    t209 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t208, 0.0), axis=3, keep_dims=True)
    t210 = (t208) / (t209)
    t211 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t210, 0.0), axis=2, keep_dims=True)
    t212 = (t210) / (t211)
    t213 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t212, 0.0), axis=3, keep_dims=True)
    t214 = (t212) / (t213)
    t215 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t214, 0.0), axis=2, keep_dims=True)
    t216 = (t214) / (t215)
    t217 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t216, 0.0), axis=3, keep_dims=True)
    t218 = (t216) / (t217)
    t219 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t218, 0.0), axis=2, keep_dims=True)
    t220 = (t218) / (t219)
    t221 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t220, 0.0), axis=3, keep_dims=True)
    t222 = (t220) / (t221)
    t223 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t222, 0.0), axis=2, keep_dims=True)
    t224 = (t222) / (t223)
    t225 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t224, 0.0), axis=3, keep_dims=True)
    t226 = (t224) / (t225)
    t227 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t226, 0.0), axis=2, keep_dims=True)
    t228 = (t226) / (t227)
    t229 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t228, 0.0), axis=3, keep_dims=True)
    t230 = (t228) / (t229)
    t231 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t230, 0.0), axis=2, keep_dims=True)
    t232 = (t230) / (t231)
    t233 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t232, 0.0), axis=3, keep_dims=True)
    t234 = (t232) / (t233)
    t235 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t234, 0.0), axis=2, keep_dims=True)
    t236 = (t234) / (t235)
    t237 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t236, 0.0), axis=3, keep_dims=True)
    t238 = (t236) / (t237)
    t239 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t238, 0.0), axis=2, keep_dims=True)
    t240 = (t238) / (t239)
    t241 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t240, 0.0), axis=3, keep_dims=True)
    t242 = (t240) / (t241)
    t243 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t242, 0.0), axis=2, keep_dims=True)
    t244 = (t242) / (t243)
    t245 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t244, 0.0), axis=3, keep_dims=True)
    t246 = (t244) / (t245)
    t247 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t246, 0.0), axis=2, keep_dims=True)
    t248 = (t246) / (t247)
    t249 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t248, 0.0), axis=3, keep_dims=True)
    t250 = (t248) / (t249)
    t251 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t250, 0.0), axis=2, keep_dims=True)
    t252 = (t250) / (t251)
    t253 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t252, 0.0), axis=3, keep_dims=True)
    t254 = (t252) / (t253)
    t255 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t254, 0.0), axis=2, keep_dims=True)
    t256 = (t254) / (t255)
    t257 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t256, 0.0), axis=3, keep_dims=True)
    t258 = (t256) / (t257)
    t259 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t258, 0.0), axis=2, keep_dims=True)
    t260 = (t258) / (t259)
    t261 = tl.load(buf161_ptr + offs_n0[:, None, None, None] * buf161_s0 + offs_c0[None, :, None, None] * buf161_s1 + offs_n4[None, None, :, None] * buf161_s2 + offs_n3[None, None, None, :] * buf161_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n4 < E_n4)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t262 = tl.sum(tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, None, :], t260, 0.0), 4) * tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, :, None], t261, 0.0), 2), axis=3)
    t266 = tl.load(m263_ptr + offs_n1[None, :, None] * m263_s1 + offs_n4[None, None, :] * m263_s2, mask=(offs_n1 < E_n1)[None, :, None] & (offs_n4 < E_n4)[None, None, :], other=0).to(tl.float32)
    t267 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :], t167, 0.0), 3) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :, None], t266, 0.0), 1), axis=2)
    t268 = (t267) * (0.8)
    t272 = tl.load(m269_ptr + offs_n4[None, None, :] * m269_s2, mask=(offs_n4 < E_n4)[None, None, :], other=0).to(tl.float32)
    t273 = t268 + t272
    t274 = tl.reshape(t273, [F_n0, T_c0, F_n4, 1])
    t275 = 1.0 / (1.0 + tl.exp(-(t274)))
    t276 = (t275) * (2.0)
    t280 = tl.load(m277_ptr + offs_n1[None, :, None] * m277_s1 + offs_n4[None, None, :] * m277_s2, mask=(offs_n1 < E_n1)[None, :, None] & (offs_n4 < E_n4)[None, None, :], other=0).to(tl.float32)
    t281 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :], t167, 0.0), 3) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :, None], t280, 0.0), 1), axis=2)
    t282 = (t281) * (0.8)
    t286 = tl.load(m283_ptr + offs_n4[None, None, :] * m283_s2, mask=(offs_n4 < E_n4)[None, None, :], other=0).to(tl.float32)
    t287 = t282 + t286
    t288 = tl.reshape(t287, [F_n0, T_c0, 1, F_n4])
    t289 = 1.0 / (1.0 + tl.exp(-(t288)))
    t290 = tl.sum(tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, None, :], t289, 0.0), 4) * tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, :, None], t261, 0.0), 2), axis=3)
    t291 = tl.reshape(t290, [F_n0, T_c0, F_n3])
    t296 = tl.load(m292_ptr + offs_n3[None, :, None] * m292_s1 + offs_n3[None, None, :] * m292_s2, mask=(offs_n3 < E_n3)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t297 = tl.sum(tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, :], t291, 0.0), 3) * tl.expand_dims(tl.where((offs_n3 < E_n3)[None, :, None], t296, 0.0), 1), axis=2)
    t298 = tl.reshape(t297, [F_n0, T_c0, 1, F_n3])
    t299 = (t276) * (t298)
    t300 = t262 + t299
    tl.store(buf301_ptr + offs_n0[:, None, None, None] * buf301_s0 + offs_c0[None, :, None, None] * buf301_s1 + offs_n4[None, None, :, None] * buf301_s2 + offs_n3[None, None, None, :] * buf301_s3, t300, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n4 < E_n4)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :])


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
    states15 = torch.full([_cdiv(2, T['c1']), _cdiv(64, T['c2']), T['c1'], _pow2(32), 1], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(2, T['c1']) * _cdiv(64, T['c2']),)](m2_ptr=m2, m2_s0=m2.stride(0), m2_s1=m2.stride(1), m2_s2=m2.stride(2), states15_ptr=states15, states15_s0=states15.stride(0), states15_s1=states15.stride(1), states15_s2=states15.stride(2), states15_s3=states15.stride(3), states15_s4=states15.stride(4), E_c1=2, E_c2=64, E_n2=32, F_n2=_pow2(32), T_c1=T['c1'], T_c2=T['c2'])
    m26 = inputs['b_res']
    m25 = m26.narrow(0, 0, 1)
    m24 = m25.reshape([4, 4])
    m23 = m24.reshape([1, 1, 4, 4])
    m116 = inputs['phi_post']
    m115 = m116.narrow(0, 0, 1)
    m114 = m115.reshape([64, 4])
    m113 = m114.reshape([1, 64, 4])
    m125 = inputs['b_post']
    m124 = m125.narrow(0, 0, 1)
    m123 = m124.reshape([4])
    m122 = m123.reshape([1, 1, 4])
    m135 = inputs['phi_pre']
    m134 = m135.narrow(0, 0, 1)
    m133 = m134.reshape([64, 4])
    m132 = m133.reshape([1, 64, 4])
    m144 = inputs['b_pre']
    m143 = m144.narrow(0, 0, 1)
    m142 = m143.reshape([4])
    m141 = m142.reshape([1, 1, 4])
    m155 = inputs['w_layer']
    m154 = m155.narrow(0, 0, 1)
    m153 = m154.reshape([16, 16])
    m152 = m153.permute([1, 0])
    m151 = m152.reshape([1, 16, 16])
    buf161 = torch.full([2, 32, 4, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(2, T['c1']),)](m2_ptr=m2, m2_s0=m2.stride(0), m2_s1=m2.stride(1), m2_s2=m2.stride(2), m5_ptr=m5, m5_s0=m5.stride(0), m5_s1=m5.stride(1), m5_s2=m5.stride(2), states15_ptr=states15, states15_s0=states15.stride(0), states15_s1=states15.stride(1), states15_s2=states15.stride(2), states15_s3=states15.stride(3), states15_s4=states15.stride(4), m23_ptr=m23, m23_s0=m23.stride(0), m23_s1=m23.stride(1), m23_s2=m23.stride(2), m23_s3=m23.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), m113_ptr=m113, m113_s0=m113.stride(0), m113_s1=m113.stride(1), m113_s2=m113.stride(2), m122_ptr=m122, m122_s0=m122.stride(0), m122_s1=m122.stride(1), m122_s2=m122.stride(2), m132_ptr=m132, m132_s0=m132.stride(0), m132_s1=m132.stride(1), m132_s2=m132.stride(2), m141_ptr=m141, m141_s0=m141.stride(0), m141_s1=m141.stride(1), m141_s2=m141.stride(2), m151_ptr=m151, m151_s0=m151.stride(0), m151_s1=m151.stride(1), m151_s2=m151.stride(2), buf161_ptr=buf161, buf161_s0=buf161.stride(0), buf161_s1=buf161.stride(1), buf161_s2=buf161.stride(2), buf161_s3=buf161.stride(3), E_c1=2, E_c2=64, E_n2=32, E_n3=16, E_n4=4, F_n2=_pow2(32), F_n3=_pow2(16), F_n4=_pow2(4), T_c1=T['c1'], T_c2=T['c2'])
    m1 = buf161.reshape([2, 32, 64])
    m170 = m8.narrow(0, 1, 1)
    m169 = m170.reshape([64, 16])
    m168 = m169.reshape([1, 64, 16])
    m177 = m26.narrow(0, 1, 1)
    m176 = m177.reshape([4, 4])
    m175 = m176.reshape([1, 1, 4, 4])
    m265 = m116.narrow(0, 1, 1)
    m264 = m265.reshape([64, 4])
    m263 = m264.reshape([1, 64, 4])
    m271 = m125.narrow(0, 1, 1)
    m270 = m271.reshape([4])
    m269 = m270.reshape([1, 1, 4])
    m279 = m135.narrow(0, 1, 1)
    m278 = m279.reshape([64, 4])
    m277 = m278.reshape([1, 64, 4])
    m285 = m144.narrow(0, 1, 1)
    m284 = m285.reshape([4])
    m283 = m284.reshape([1, 1, 4])
    m295 = m155.narrow(0, 1, 1)
    m294 = m295.reshape([16, 16])
    m293 = m294.permute([1, 0])
    m292 = m293.reshape([1, 16, 16])
    buf301 = torch.full([2, 32, 4, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(32, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m168_ptr=m168, m168_s0=m168.stride(0), m168_s1=m168.stride(1), m168_s2=m168.stride(2), m175_ptr=m175, m175_s0=m175.stride(0), m175_s1=m175.stride(1), m175_s2=m175.stride(2), m175_s3=m175.stride(3), buf161_ptr=buf161, buf161_s0=buf161.stride(0), buf161_s1=buf161.stride(1), buf161_s2=buf161.stride(2), buf161_s3=buf161.stride(3), m263_ptr=m263, m263_s0=m263.stride(0), m263_s1=m263.stride(1), m263_s2=m263.stride(2), m269_ptr=m269, m269_s0=m269.stride(0), m269_s1=m269.stride(1), m269_s2=m269.stride(2), m277_ptr=m277, m277_s0=m277.stride(0), m277_s1=m277.stride(1), m277_s2=m277.stride(2), m283_ptr=m283, m283_s0=m283.stride(0), m283_s1=m283.stride(1), m283_s2=m283.stride(2), m292_ptr=m292, m292_s0=m292.stride(0), m292_s1=m292.stride(1), m292_s2=m292.stride(2), buf301_ptr=buf301, buf301_s0=buf301.stride(0), buf301_s1=buf301.stride(1), buf301_s2=buf301.stride(2), buf301_s3=buf301.stride(3), E_c0=32, E_n0=2, E_n1=64, E_n3=16, E_n4=4, F_n0=_pow2(2), F_n1=_pow2(64), F_n3=_pow2(16), F_n4=_pow2(4), T_c0=T['c0'])
    return buf301


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
