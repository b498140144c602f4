"""mhc [small], candidate 55: 3 kernel(s)

Rendered by EqiForge from candidate 55 of mhc [small]: store(x.2[64]) ; grid(x.0@0) loop(x.2[64]: sum) loop(x.2[64]: sum) loop(x.2[64]: sum, stored) [5 mm] | grid(x.1@1) [6 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.1@1[32]
    c1: grid x.0@0[2]
    c2: loop x.2[64]

Run it on its own: `python kernels/f55.py` checks it once against PyTorch on random inputs.
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
def kernel_0(m2_ptr, m2_s0, m2_s1, m2_s2, m129_ptr, m129_s0, m129_s1, m129_s2, states135_ptr, states135_s0, states135_s1, states135_s2, states135_s3, states135_s4, E_c1, E_c2, E_n2, E_n4, F_n2: tl.constexpr, F_n4: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # stores states135: Collect over loop x.2[64]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n4 = tl.arange(0, F_n4)
    t128 = tl.load(m2_ptr + offs_c1[:, None, None] * m2_s0 + offs_n2[None, :, None] * m2_s1 + offs_c2[None, None, :] * m2_s2, mask=(offs_c1 < E_c1)[:, None, None] & (offs_n2 < E_n2)[None, :, None] & (offs_c2 < E_c2)[None, None, :], other=0).to(tl.float32)
    t133 = tl.load(m129_ptr + offs_c2[None, :, None] * m129_s1 + offs_n4[None, None, :] * m129_s2, mask=(offs_c2 < E_c2)[None, :, None] & (offs_n4 < E_n4)[None, None, :], other=0).to(tl.float32)
    t134 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :], t128, 0.0), 3) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :, None], t133, 0.0), 1), axis=2)
    tl.store(states135_ptr + i_c1 * states135_s0 + i_c2 * states135_s1 + tl.arange(0, T_c1)[:, None, None] * states135_s2 + tl.arange(0, F_n2)[None, :, None] * states135_s3 + tl.arange(0, F_n4)[None, None, :] * states135_s4 + tl.zeros([T_c1, F_n2, F_n4], tl.int32), t134)


@triton.jit
def kernel_1(m2_ptr, m2_s0, m2_s1, m2_s2, m5_ptr, m5_s0, m5_s1, m5_s2, m20_ptr, m20_s0, m20_s1, m20_s2, m20_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, m110_ptr, m110_s0, m110_s1, m110_s2, m119_ptr, m119_s0, m119_s1, m119_s2, states135_ptr, states135_s0, states135_s1, states135_s2, states135_s3, states135_s4, m140_ptr, m140_s0, m140_s1, m140_s2, m150_ptr, m150_s0, m150_s1, m150_s2, buf160_ptr, buf160_s0, buf160_s1, buf160_s2, buf160_s3, E_c1, E_c2, E_n1, E_n2, E_n3, E_n4, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, F_n4: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf160: Combine over grid x.0@0[2]
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
    acc137 = tl.full([T_c1, F_n2, F_n4], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t136 = tl.load(states135_ptr + i_c1 * states135_s0 + i_c2 * states135_s1 + tl.arange(0, T_c1)[:, None, None] * states135_s2 + tl.arange(0, F_n2)[None, :, None] * states135_s3 + tl.arange(0, F_n4)[None, None, :] * states135_s4 + tl.zeros([T_c1, F_n2, F_n4], tl.int32))
        acc137 = acc137 + t136
    t138 = (acc137) * (t16)
    t139 = (t138) * (0.8)
    t144 = tl.load(m140_ptr + offs_n4[None, None, :] * m140_s2, mask=(offs_n4 < E_n4)[None, None, :], other=0).to(tl.float32)
    t145 = t139 + t144
    t146 = tl.reshape(t145, [T_c1, F_n2, 1, F_n4])
    t147 = 1.0 / (1.0 + tl.exp(-(t146)))
    t148 = tl.sum(tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, None, :], t147, 0.0), 4) * tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, :, None], t107, 0.0), 2), axis=3)
    t149 = tl.reshape(t148, [T_c1, F_n2, F_n3])
    t155 = tl.load(m150_ptr + offs_n3[None, :, None] * m150_s1 + offs_n3[None, None, :] * m150_s2, mask=(offs_n3 < E_n3)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t156 = tl.sum(tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, :], t149, 0.0), 3) * tl.expand_dims(tl.where((offs_n3 < E_n3)[None, :, None], t155, 0.0), 1), axis=2)
    t157 = tl.reshape(t156, [T_c1, F_n2, 1, F_n3])
    t158 = (t127) * (t157)
    t159 = t108 + t158
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
    states135 = torch.full([_cdiv(2, T['c1']), _cdiv(64, T['c2']), T['c1'], _pow2(32), _pow2(4)], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(2, T['c1']) * _cdiv(64, T['c2']),)](m2_ptr=m2, m2_s0=m2.stride(0), m2_s1=m2.stride(1), m2_s2=m2.stride(2), m129_ptr=m129, m129_s0=m129.stride(0), m129_s1=m129.stride(1), m129_s2=m129.stride(2), states135_ptr=states135, states135_s0=states135.stride(0), states135_s1=states135.stride(1), states135_s2=states135.stride(2), states135_s3=states135.stride(3), states135_s4=states135.stride(4), E_c1=2, E_c2=64, E_n2=32, E_n4=4, F_n2=_pow2(32), F_n4=_pow2(4), T_c1=T['c1'], T_c2=T['c2'])
    m143 = inputs['b_pre']
    m142 = m143.narrow(0, 0, 1)
    m141 = m142.reshape([4])
    m140 = m141.reshape([1, 1, 4])
    m154 = inputs['w_layer']
    m153 = m154.narrow(0, 0, 1)
    m152 = m153.reshape([16, 16])
    m151 = m152.permute([1, 0])
    m150 = m151.reshape([1, 16, 16])
    buf160 = torch.full([2, 32, 4, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(2, T['c1']),)](m2_ptr=m2, m2_s0=m2.stride(0), m2_s1=m2.stride(1), m2_s2=m2.stride(2), m5_ptr=m5, m5_s0=m5.stride(0), m5_s1=m5.stride(1), m5_s2=m5.stride(2), m20_ptr=m20, m20_s0=m20.stride(0), m20_s1=m20.stride(1), m20_s2=m20.stride(2), m20_s3=m20.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), m110_ptr=m110, m110_s0=m110.stride(0), m110_s1=m110.stride(1), m110_s2=m110.stride(2), m119_ptr=m119, m119_s0=m119.stride(0), m119_s1=m119.stride(1), m119_s2=m119.stride(2), states135_ptr=states135, states135_s0=states135.stride(0), states135_s1=states135.stride(1), states135_s2=states135.stride(2), states135_s3=states135.stride(3), states135_s4=states135.stride(4), m140_ptr=m140, m140_s0=m140.stride(0), m140_s1=m140.stride(1), m140_s2=m140.stride(2), m150_ptr=m150, m150_s0=m150.stride(0), m150_s1=m150.stride(1), m150_s2=m150.stride(2), buf160_ptr=buf160, buf160_s0=buf160.stride(0), buf160_s1=buf160.stride(1), buf160_s2=buf160.stride(2), buf160_s3=buf160.stride(3), E_c1=2, E_c2=64, E_n1=64, E_n2=32, E_n3=16, E_n4=4, F_n1=_pow2(64), F_n2=_pow2(32), F_n3=_pow2(16), F_n4=_pow2(4), T_c1=T['c1'], T_c2=T['c2'])
    m1 = buf160.reshape([2, 32, 64])
    m169 = m8.narrow(0, 1, 1)
    m168 = m169.reshape([64, 16])
    m167 = m168.reshape([1, 64, 16])
    m176 = m23.narrow(0, 1, 1)
    m175 = m176.reshape([4, 4])
    m174 = m175.reshape([1, 1, 4, 4])
    m264 = m113.narrow(0, 1, 1)
    m263 = m264.reshape([64, 4])
    m262 = m263.reshape([1, 64, 4])
    m270 = m122.narrow(0, 1, 1)
    m269 = m270.reshape([4])
    m268 = m269.reshape([1, 1, 4])
    m278 = m132.narrow(0, 1, 1)
    m277 = m278.reshape([64, 4])
    m276 = m277.reshape([1, 64, 4])
    m284 = m143.narrow(0, 1, 1)
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
