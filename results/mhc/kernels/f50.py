"""mhc [small], candidate 50: 3 kernel(s)

Rendered by EqiForge from candidate 50 of mhc [small]: store(x_1.2[4]) ; grid(x.0@0) loop(x_1.2[4]: sum, stored) [4 mm] | grid(x.1@1) [6 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.1@1[32]
    c1: grid x.0@0[2]
    c2: loop x_1.2[4]

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
DEFAULT_TILES = {"c0": 16, "c1": 1, "c2": 2}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 32, "c1": 2, "c2": 4}


@triton.jit
def kernel_0(m2_ptr, m2_s0, m2_s1, m2_s2, m129_ptr, m129_s0, m129_s1, m129_s2, m136_ptr, m136_s0, m136_s1, m136_s2, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, states146_ptr, states146_s0, states146_s1, states146_s2, states146_s3, states146_s4, states146_s5, E_c1, E_c2, E_n1, E_n2, E_n3, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # stores states146: Collect over loop x_1.2[4]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n1 = tl.arange(0, F_n1)
    offs_n3 = tl.arange(0, F_n3)
    t123 = tl.load(m2_ptr + offs_c1[:, None, None] * m2_s0 + offs_n2[None, :, None] * m2_s1 + offs_n1[None, None, :] * m2_s2, mask=(offs_c1 < E_c1)[:, None, None] & (offs_n2 < E_n2)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    t124 = (t123) * (t123)
    t125 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :], t124, 0.0), axis=2, keep_dims=True)
    t126 = t125 + 6.4e-05
    t127 = tl.rsqrt(t126)
    t128 = (t123) * (t127)
    t133 = tl.load(m129_ptr + offs_n1[None, :, None] * m129_s1 + offs_c2[None, None, :] * m129_s2, mask=(offs_n1 < E_n1)[None, :, None] & (offs_c2 < E_c2)[None, None, :], other=0).to(tl.float32)
    t134 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :], t128, 0.0), 3) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :, None], t133, 0.0), 1), axis=2)
    t135 = (t134) * (0.8)
    t140 = tl.load(m136_ptr + offs_c2[None, None, :] * m136_s2, mask=(offs_c2 < E_c2)[None, None, :], other=0).to(tl.float32)
    t141 = t135 + t140
    t142 = tl.reshape(t141, [T_c1, F_n2, 1, T_c2])
    t143 = 1.0 / (1.0 + tl.exp(-(t142)))
    t144 = tl.load(m3_ptr + offs_c1[:, None, None, None] * m3_s0 + offs_n2[None, :, None, None] * m3_s1 + offs_c2[None, None, :, None] * m3_s2 + offs_n3[None, None, None, :] * m3_s3, mask=(offs_c1 < E_c1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t145 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :], t143, 0.0), 4) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :, None], t144, 0.0), 2), axis=3)
    tl.store(states146_ptr + i_c1 * states146_s0 + i_c2 * states146_s1 + tl.arange(0, T_c1)[:, None, None, None] * states146_s2 + tl.arange(0, F_n2)[None, :, None, None] * states146_s3 + tl.arange(0, F_n3)[None, None, None, :] * states146_s5 + tl.zeros([T_c1, F_n2, 1, F_n3], tl.int32), t145)


@triton.jit
def kernel_1(m2_ptr, m2_s0, m2_s1, m2_s2, m10_ptr, m10_s0, m10_s1, m10_s2, m18_ptr, m18_s0, m18_s1, m18_s2, m18_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, m107_ptr, m107_s0, m107_s1, m107_s2, m114_ptr, m114_s0, m114_s1, m114_s2, states146_ptr, states146_s0, states146_s1, states146_s2, states146_s3, states146_s4, states146_s5, m150_ptr, m150_s0, m150_s1, m150_s2, buf160_ptr, buf160_s0, buf160_s1, buf160_s2, buf160_s3, E_c1, E_c2, E_n1, E_n2, E_n3, E_n4, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, F_n4: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf160: Combine over grid x.0@0[2]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n1 = tl.arange(0, F_n1)
    offs_n3 = tl.arange(0, F_n3)
    offs_n4 = tl.arange(0, F_n4)
    t4 = tl.load(m2_ptr + offs_c1[:, None, None] * m2_s0 + offs_n2[None, :, None] * m2_s1 + offs_n1[None, None, :] * m2_s2, mask=(offs_c1 < E_c1)[:, None, None] & (offs_n2 < E_n2)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    t5 = (t4) * (t4)
    t6 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :], t5, 0.0), axis=2, keep_dims=True)
    t7 = t6 + 6.4e-05
    t8 = tl.rsqrt(t7)
    t9 = (t4) * (t8)
    t14 = tl.load(m10_ptr + offs_n1[None, :, None] * m10_s1 + offs_n3[None, None, :] * m10_s2, mask=(offs_n1 < E_n1)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t15 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :], t9, 0.0), 3) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :, None], t14, 0.0), 1), axis=2)
    t16 = tl.reshape(t15, [T_c1, F_n2, F_n4, F_n4])
    t17 = (t16) * (0.8)
    t22 = tl.load(m18_ptr + offs_n4[None, None, :, None] * m18_s2 + offs_n4[None, None, None, :] * m18_s3, mask=(offs_n4 < E_n4)[None, None, :, None] & (offs_n4 < E_n4)[None, None, None, :], other=0).to(tl.float32)
    t23 = t17 + t22
    t24 = tl.exp(t23)
    t25 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t24, 0.0), axis=3, keep_dims=True)
    t26 = (t24) / (t25)
    t27 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t26, 0.0), axis=2, keep_dims=True)
    t28 = (t26) / (t27)
    t29 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t28, 0.0), axis=3, keep_dims=True)
    t30 = (t28) / (t29)
    t31 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t30, 0.0), axis=2, keep_dims=True)
    t32 = (t30) / (t31)
    t33 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t32, 0.0), axis=3, keep_dims=True)
    t34 = (t32) / (t33)
    t35 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t34, 0.0), axis=2, keep_dims=True)
    t36 = (t34) / (t35)
    t37 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t36, 0.0), axis=3, keep_dims=True)
    t38 = (t36) / (t37)
    t39 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t38, 0.0), axis=2, keep_dims=True)
    t40 = (t38) / (t39)
    t41 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t40, 0.0), axis=3, keep_dims=True)
    t42 = (t40) / (t41)
    t43 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t42, 0.0), axis=2, keep_dims=True)
    t44 = (t42) / (t43)
    t45 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t44, 0.0), axis=3, keep_dims=True)
    t46 = (t44) / (t45)
    t47 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t46, 0.0), axis=2, keep_dims=True)
    t48 = (t46) / (t47)
    t49 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t48, 0.0), axis=3, keep_dims=True)
    t50 = (t48) / (t49)
    t51 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t50, 0.0), axis=2, keep_dims=True)
    t52 = (t50) / (t51)
    t53 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t52, 0.0), axis=3, keep_dims=True)
    t54 = (t52) / (t53)
    t55 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t54, 0.0), axis=2, keep_dims=True)
    t56 = (t54) / (t55)
    t57 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t56, 0.0), axis=3, keep_dims=True)
    t58 = (t56) / (t57)
    t59 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t58, 0.0), axis=2, keep_dims=True)
    t60 = (t58) / (t59)
    t61 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t60, 0.0), axis=3, keep_dims=True)
    t62 = (t60) / (t61)
    t63 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t62, 0.0), axis=2, keep_dims=True)
    t64 = (t62) / (t63)
    t65 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t64, 0.0), axis=3, keep_dims=True)
    t66 = (t64) / (t65)
    t67 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t66, 0.0), axis=2, keep_dims=True)
    t68 = (t66) / (t67)
    t69 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t68, 0.0), axis=3, keep_dims=True)
    t70 = (t68) / (t69)
    t71 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t70, 0.0), axis=2, keep_dims=True)
    t72 = (t70) / (t71)
    t73 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t72, 0.0), axis=3, keep_dims=True)
    t74 = (t72) / (t73)
    t75 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t74, 0.0), axis=2, keep_dims=True)
    t76 = (t74) / (t75)
    t77 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t76, 0.0), axis=3, keep_dims=True)
    t78 = (t76) / (t77)
    t79 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t78, 0.0), axis=2, keep_dims=True)
    t80 = (t78) / (t79)
    t81 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t80, 0.0), axis=3, keep_dims=True)
    t82 = (t80) / (t81)
    t83 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t82, 0.0), axis=2, keep_dims=True)
    t84 = (t82) / (t83)
    t85 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t84, 0.0), axis=3, keep_dims=True)
    t86 = (t84) / (t85)
    t87 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t86, 0.0), axis=2, keep_dims=True)
    t88 = (t86) / (t87)
    t89 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t88, 0.0), axis=3, keep_dims=True)
    t90 = (t88) / (t89)
    t91 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t90, 0.0), axis=2, keep_dims=True)
    t92 = (t90) / (t91)
    t93 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t92, 0.0), axis=3, keep_dims=True)
    t94 = (t92) / (t93)
    t95 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t94, 0.0), axis=2, keep_dims=True)
    t96 = (t94) / (t95)
    t97 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t96, 0.0), axis=3, keep_dims=True)
    t98 = (t96) / (t97)
    t99 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t98, 0.0), axis=2, keep_dims=True)
    t100 = (t98) / (t99)
    t101 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t100, 0.0), axis=3, keep_dims=True)
    t102 = (t100) / (t101)
    t103 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t102, 0.0), axis=2, keep_dims=True)
    t104 = (t102) / (t103)
    t105 = tl.load(m3_ptr + offs_c1[:, None, None, None] * m3_s0 + offs_n2[None, :, None, None] * m3_s1 + offs_n4[None, None, :, None] * m3_s2 + offs_n3[None, None, None, :] * m3_s3, mask=(offs_c1 < E_c1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_n4 < E_n4)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t106 = tl.sum(tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, None, :], t104, 0.0), 4) * tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, :, None], t105, 0.0), 2), axis=3)
    t111 = tl.load(m107_ptr + offs_n1[None, :, None] * m107_s1 + offs_n4[None, None, :] * m107_s2, mask=(offs_n1 < E_n1)[None, :, None] & (offs_n4 < E_n4)[None, None, :], other=0).to(tl.float32)
    t112 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :], t9, 0.0), 3) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :, None], t111, 0.0), 1), axis=2)
    t113 = (t112) * (0.8)
    t118 = tl.load(m114_ptr + offs_n4[None, None, :] * m114_s2, mask=(offs_n4 < E_n4)[None, None, :], other=0).to(tl.float32)
    t119 = t113 + t118
    t120 = tl.reshape(t119, [T_c1, F_n2, F_n4, 1])
    t121 = 1.0 / (1.0 + tl.exp(-(t120)))
    t122 = (t121) * (2.0)
    acc148 = tl.full([T_c1, F_n2, 1, F_n3], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t147 = tl.load(states146_ptr + i_c1 * states146_s0 + i_c2 * states146_s1 + tl.arange(0, T_c1)[:, None, None, None] * states146_s2 + tl.arange(0, F_n2)[None, :, None, None] * states146_s3 + tl.arange(0, F_n3)[None, None, None, :] * states146_s5 + tl.zeros([T_c1, F_n2, 1, F_n3], tl.int32))
        acc148 = acc148 + t147
    t149 = tl.reshape(acc148, [T_c1, F_n2, F_n3])
    t155 = tl.load(m150_ptr + offs_n3[None, :, None] * m150_s1 + offs_n3[None, None, :] * m150_s2, mask=(offs_n3 < E_n3)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t156 = tl.sum(tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, :], t149, 0.0), 3) * tl.expand_dims(tl.where((offs_n3 < E_n3)[None, :, None], t155, 0.0), 1), axis=2)
    t157 = tl.reshape(t156, [T_c1, F_n2, 1, F_n3])
    t158 = (t122) * (t157)
    t159 = t106 + t158
    tl.store(buf160_ptr + offs_c1[:, None, None, None] * buf160_s0 + offs_n2[None, :, None, None] * buf160_s1 + offs_n4[None, None, :, None] * buf160_s2 + offs_n3[None, None, None, :] * buf160_s3, t159, mask=(offs_c1 < E_c1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_n4 < E_n4)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :])


@triton.jit
def kernel_2(m1_ptr, m1_s0, m1_s1, m1_s2, m167_ptr, m167_s0, m167_s1, m167_s2, m174_ptr, m174_s0, m174_s1, m174_s2, m174_s3, buf160_ptr, buf160_s0, buf160_s1, buf160_s2, buf160_s3, m262_ptr, m262_s0, m262_s1, m262_s2, m268_ptr, m268_s0, m268_s1, m268_s2, m276_ptr, m276_s0, m276_s1, m276_s2, m282_ptr, m282_s0, m282_s1, m282_s2, m291_ptr, m291_s0, m291_s1, m291_s2, buf300_ptr, buf300_s0, buf300_s1, buf300_s2, buf300_s3, E_c0, E_n0, E_n1, E_n3, E_n4, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n3: tl.constexpr, F_n4: tl.constexpr, T_c0: tl.constexpr):
    # writes buf300: Combine over grid x.1@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n3 = tl.arange(0, F_n3)
    offs_n4 = tl.arange(0, F_n4)
    t161 = tl.load(m1_ptr + offs_n0[:, None, None] * m1_s0 + offs_c0[None, :, None] * m1_s1 + offs_n1[None, None, :] * m1_s2, mask=(offs_n0 < E_n0)[:, None, None] & (offs_c0 < E_c0)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    t162 = (t161) * (t161)
    t163 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :], t162, 0.0), axis=2, keep_dims=True)
    t164 = t163 + 6.4e-05
    t165 = tl.rsqrt(t164)
    t166 = (t161) * (t165)
    t170 = tl.load(m167_ptr + offs_n1[None, :, None] * m167_s1 + offs_n3[None, None, :] * m167_s2, mask=(offs_n1 < E_n1)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t171 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :], t166, 0.0), 3) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :, None], t170, 0.0), 1), axis=2)
    t172 = tl.reshape(t171, [F_n0, T_c0, F_n4, F_n4])
    t173 = (t172) * (0.8)
    t177 = tl.load(m174_ptr + offs_n4[None, None, :, None] * m174_s2 + offs_n4[None, None, None, :] * m174_s3, mask=(offs_n4 < E_n4)[None, None, :, None] & (offs_n4 < E_n4)[None, None, None, :], other=0).to(tl.float32)
    t178 = t173 + t177
    t179 = tl.exp(t178)
    t180 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t179, 0.0), axis=3, keep_dims=True)
    t181 = (t179) / (t180)
    t182 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t181, 0.0), axis=2, keep_dims=True)
    t183 = (t181) / (t182)
    t184 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t183, 0.0), axis=3, keep_dims=True)
    t185 = (t183) / (t184)
    t186 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t185, 0.0), axis=2, keep_dims=True)
    t187 = (t185) / (t186)
    t188 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t187, 0.0), axis=3, keep_dims=True)
    t189 = (t187) / (t188)
    t190 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t189, 0.0), axis=2, keep_dims=True)
    t191 = (t189) / (t190)
    t192 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t191, 0.0), axis=3, keep_dims=True)
    t193 = (t191) / (t192)
    t194 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t193, 0.0), axis=2, keep_dims=True)
    t195 = (t193) / (t194)
    t196 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t195, 0.0), axis=3, keep_dims=True)
    t197 = (t195) / (t196)
    t198 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t197, 0.0), axis=2, keep_dims=True)
    t199 = (t197) / (t198)
    t200 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t199, 0.0), axis=3, keep_dims=True)
    t201 = (t199) / (t200)
    t202 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t201, 0.0), axis=2, keep_dims=True)
    t203 = (t201) / (t202)
    t204 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t203, 0.0), axis=3, keep_dims=True)
    t205 = (t203) / (t204)
    t206 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t205, 0.0), axis=2, keep_dims=True)
    t207 = (t205) / (t206)
    t208 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t207, 0.0), axis=3, keep_dims=True)
    t209 = (t207) / (t208)
    t210 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t209, 0.0), axis=2, keep_dims=True)
    t211 = (t209) / (t210)
    t212 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t211, 0.0), axis=3, keep_dims=True)
    t213 = (t211) / (t212)
    t214 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t213, 0.0), axis=2, keep_dims=True)
    t215 = (t213) / (t214)
    t216 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t215, 0.0), axis=3, keep_dims=True)
    t217 = (t215) / (t216)
    t218 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t217, 0.0), axis=2, keep_dims=True)
    t219 = (t217) / (t218)
    t220 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t219, 0.0), axis=3, keep_dims=True)
    t221 = (t219) / (t220)
    t222 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t221, 0.0), axis=2, keep_dims=True)
    t223 = (t221) / (t222)
    t224 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t223, 0.0), axis=3, keep_dims=True)
    t225 = (t223) / (t224)
    t226 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t225, 0.0), axis=2, keep_dims=True)
    t227 = (t225) / (t226)
    t228 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t227, 0.0), axis=3, keep_dims=True)
    t229 = (t227) / (t228)
    t230 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t229, 0.0), axis=2, keep_dims=True)
    t231 = (t229) / (t230)
    t232 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t231, 0.0), axis=3, keep_dims=True)
    t233 = (t231) / (t232)
    t234 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t233, 0.0), axis=2, keep_dims=True)
    t235 = (t233) / (t234)
    t236 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t235, 0.0), axis=3, keep_dims=True)
    t237 = (t235) / (t236)
    t238 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t237, 0.0), axis=2, keep_dims=True)
    t239 = (t237) / (t238)
    t240 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t239, 0.0), axis=3, keep_dims=True)
    t241 = (t239) / (t240)
    t242 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t241, 0.0), axis=2, keep_dims=True)
    t243 = (t241) / (t242)
    t244 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t243, 0.0), axis=3, keep_dims=True)
    t245 = (t243) / (t244)
    t246 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t245, 0.0), axis=2, keep_dims=True)
    t247 = (t245) / (t246)
    t248 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t247, 0.0), axis=3, keep_dims=True)
    t249 = (t247) / (t248)
    t250 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t249, 0.0), axis=2, keep_dims=True)
    t251 = (t249) / (t250)
    t252 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t251, 0.0), axis=3, keep_dims=True)
    t253 = (t251) / (t252)
    t254 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t253, 0.0), axis=2, keep_dims=True)
    t255 = (t253) / (t254)
    t256 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t255, 0.0), axis=3, keep_dims=True)
    t257 = (t255) / (t256)
    t258 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t257, 0.0), axis=2, keep_dims=True)
    t259 = (t257) / (t258)
    t260 = tl.load(buf160_ptr + offs_n0[:, None, None, None] * buf160_s0 + offs_c0[None, :, None, None] * buf160_s1 + offs_n4[None, None, :, None] * buf160_s2 + offs_n3[None, None, None, :] * buf160_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n4 < E_n4)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t261 = tl.sum(tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, None, :], t259, 0.0), 4) * tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, :, None], t260, 0.0), 2), axis=3)
    t265 = tl.load(m262_ptr + offs_n1[None, :, None] * m262_s1 + offs_n4[None, None, :] * m262_s2, mask=(offs_n1 < E_n1)[None, :, None] & (offs_n4 < E_n4)[None, None, :], other=0).to(tl.float32)
    t266 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :], t166, 0.0), 3) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :, None], t265, 0.0), 1), axis=2)
    t267 = (t266) * (0.8)
    t271 = tl.load(m268_ptr + offs_n4[None, None, :] * m268_s2, mask=(offs_n4 < E_n4)[None, None, :], other=0).to(tl.float32)
    t272 = t267 + t271
    t273 = tl.reshape(t272, [F_n0, T_c0, F_n4, 1])
    t274 = 1.0 / (1.0 + tl.exp(-(t273)))
    t275 = (t274) * (2.0)
    t279 = tl.load(m276_ptr + offs_n1[None, :, None] * m276_s1 + offs_n4[None, None, :] * m276_s2, mask=(offs_n1 < E_n1)[None, :, None] & (offs_n4 < E_n4)[None, None, :], other=0).to(tl.float32)
    t280 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :], t166, 0.0), 3) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :, None], t279, 0.0), 1), axis=2)
    t281 = (t280) * (0.8)
    t285 = tl.load(m282_ptr + offs_n4[None, None, :] * m282_s2, mask=(offs_n4 < E_n4)[None, None, :], other=0).to(tl.float32)
    t286 = t281 + t285
    t287 = tl.reshape(t286, [F_n0, T_c0, 1, F_n4])
    t288 = 1.0 / (1.0 + tl.exp(-(t287)))
    t289 = tl.sum(tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, None, :], t288, 0.0), 4) * tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, :, None], t260, 0.0), 2), axis=3)
    t290 = tl.reshape(t289, [F_n0, T_c0, F_n3])
    t295 = tl.load(m291_ptr + offs_n3[None, :, None] * m291_s1 + offs_n3[None, None, :] * m291_s2, mask=(offs_n3 < E_n3)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t296 = tl.sum(tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, :], t290, 0.0), 3) * tl.expand_dims(tl.where((offs_n3 < E_n3)[None, :, None], t295, 0.0), 1), axis=2)
    t297 = tl.reshape(t296, [F_n0, T_c0, 1, F_n3])
    t298 = (t275) * (t297)
    t299 = t261 + t298
    tl.store(buf300_ptr + offs_n0[:, None, None, None] * buf300_s0 + offs_c0[None, :, None, None] * buf300_s1 + offs_n4[None, None, :, None] * buf300_s2 + offs_n3[None, None, None, :] * buf300_s3, t299, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n4 < E_n4)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :])


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
    m13 = inputs['phi_res']
    m12 = m13.narrow(0, 0, 1)
    m11 = m12.reshape([64, 16])
    m10 = m11.reshape([1, 64, 16])
    m21 = inputs['b_res']
    m20 = m21.narrow(0, 0, 1)
    m19 = m20.reshape([4, 4])
    m18 = m19.reshape([1, 1, 4, 4])
    m110 = inputs['phi_post']
    m109 = m110.narrow(0, 0, 1)
    m108 = m109.reshape([64, 4])
    m107 = m108.reshape([1, 64, 4])
    m117 = inputs['b_post']
    m116 = m117.narrow(0, 0, 1)
    m115 = m116.reshape([4])
    m114 = m115.reshape([1, 1, 4])
    m132 = inputs['phi_pre']
    m131 = m132.narrow(0, 0, 1)
    m130 = m131.reshape([64, 4])
    m129 = m130.reshape([1, 64, 4])
    m139 = inputs['b_pre']
    m138 = m139.narrow(0, 0, 1)
    m137 = m138.reshape([4])
    m136 = m137.reshape([1, 1, 4])
    states146 = torch.full([_cdiv(2, T['c1']), _cdiv(4, T['c2']), T['c1'], _pow2(32), 1, _pow2(16)], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(2, T['c1']) * _cdiv(4, T['c2']),)](m2_ptr=m2, m2_s0=m2.stride(0), m2_s1=m2.stride(1), m2_s2=m2.stride(2), m129_ptr=m129, m129_s0=m129.stride(0), m129_s1=m129.stride(1), m129_s2=m129.stride(2), m136_ptr=m136, m136_s0=m136.stride(0), m136_s1=m136.stride(1), m136_s2=m136.stride(2), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), states146_ptr=states146, states146_s0=states146.stride(0), states146_s1=states146.stride(1), states146_s2=states146.stride(2), states146_s3=states146.stride(3), states146_s4=states146.stride(4), states146_s5=states146.stride(5), E_c1=2, E_c2=4, E_n1=64, E_n2=32, E_n3=16, F_n1=_pow2(64), F_n2=_pow2(32), F_n3=_pow2(16), T_c1=T['c1'], T_c2=T['c2'])
    m154 = inputs['w_layer']
    m153 = m154.narrow(0, 0, 1)
    m152 = m153.reshape([16, 16])
    m151 = m152.permute([1, 0])
    m150 = m151.reshape([1, 16, 16])
    buf160 = torch.full([2, 32, 4, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(2, T['c1']),)](m2_ptr=m2, m2_s0=m2.stride(0), m2_s1=m2.stride(1), m2_s2=m2.stride(2), m10_ptr=m10, m10_s0=m10.stride(0), m10_s1=m10.stride(1), m10_s2=m10.stride(2), m18_ptr=m18, m18_s0=m18.stride(0), m18_s1=m18.stride(1), m18_s2=m18.stride(2), m18_s3=m18.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), m107_ptr=m107, m107_s0=m107.stride(0), m107_s1=m107.stride(1), m107_s2=m107.stride(2), m114_ptr=m114, m114_s0=m114.stride(0), m114_s1=m114.stride(1), m114_s2=m114.stride(2), states146_ptr=states146, states146_s0=states146.stride(0), states146_s1=states146.stride(1), states146_s2=states146.stride(2), states146_s3=states146.stride(3), states146_s4=states146.stride(4), states146_s5=states146.stride(5), m150_ptr=m150, m150_s0=m150.stride(0), m150_s1=m150.stride(1), m150_s2=m150.stride(2), buf160_ptr=buf160, buf160_s0=buf160.stride(0), buf160_s1=buf160.stride(1), buf160_s2=buf160.stride(2), buf160_s3=buf160.stride(3), E_c1=2, E_c2=4, E_n1=64, E_n2=32, E_n3=16, E_n4=4, F_n1=_pow2(64), F_n2=_pow2(32), F_n3=_pow2(16), F_n4=_pow2(4), T_c1=T['c1'], T_c2=T['c2'])
    m1 = buf160.reshape([2, 32, 64])
    m169 = m13.narrow(0, 1, 1)
    m168 = m169.reshape([64, 16])
    m167 = m168.reshape([1, 64, 16])
    m176 = m21.narrow(0, 1, 1)
    m175 = m176.reshape([4, 4])
    m174 = m175.reshape([1, 1, 4, 4])
    m264 = m110.narrow(0, 1, 1)
    m263 = m264.reshape([64, 4])
    m262 = m263.reshape([1, 64, 4])
    m270 = m117.narrow(0, 1, 1)
    m269 = m270.reshape([4])
    m268 = m269.reshape([1, 1, 4])
    m278 = m132.narrow(0, 1, 1)
    m277 = m278.reshape([64, 4])
    m276 = m277.reshape([1, 64, 4])
    m284 = m139.narrow(0, 1, 1)
    m283 = m284.reshape([4])
    m282 = m283.reshape([1, 1, 4])
    m294 = m154.narrow(0, 1, 1)
    m293 = m294.reshape([16, 16])
    m292 = m293.permute([1, 0])
    m291 = m292.reshape([1, 16, 16])
    buf300 = torch.full([2, 32, 4, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(32, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m167_ptr=m167, m167_s0=m167.stride(0), m167_s1=m167.stride(1), m167_s2=m167.stride(2), m174_ptr=m174, m174_s0=m174.stride(0), m174_s1=m174.stride(1), m174_s2=m174.stride(2), m174_s3=m174.stride(3), buf160_ptr=buf160, buf160_s0=buf160.stride(0), buf160_s1=buf160.stride(1), buf160_s2=buf160.stride(2), buf160_s3=buf160.stride(3), m262_ptr=m262, m262_s0=m262.stride(0), m262_s1=m262.stride(1), m262_s2=m262.stride(2), m268_ptr=m268, m268_s0=m268.stride(0), m268_s1=m268.stride(1), m268_s2=m268.stride(2), m276_ptr=m276, m276_s0=m276.stride(0), m276_s1=m276.stride(1), m276_s2=m276.stride(2), m282_ptr=m282, m282_s0=m282.stride(0), m282_s1=m282.stride(1), m282_s2=m282.stride(2), m291_ptr=m291, m291_s0=m291.stride(0), m291_s1=m291.stride(1), m291_s2=m291.stride(2), buf300_ptr=buf300, buf300_s0=buf300.stride(0), buf300_s1=buf300.stride(1), buf300_s2=buf300.stride(2), buf300_s3=buf300.stride(3), E_c0=32, E_n0=2, E_n1=64, E_n3=16, E_n4=4, F_n0=_pow2(2), F_n1=_pow2(64), F_n3=_pow2(16), F_n4=_pow2(4), T_c0=T['c0'])
    return buf300


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
