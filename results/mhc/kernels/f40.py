"""mhc [small], candidate 40: 5 kernel(s)

Rendered by EqiForge from candidate 40 of mhc [small]: grid(x.1@1) [1 mm] ; store(x_1.3[16]) loop(x.2[64]: sum) ; grid(x_1.3@3) loop(x.2[64]: sum) [2 mm] ; grid(x.0@0) loop(x_1.3[16]: sum, stored) | grid(x.0@0, x.1@1) [6 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.0@0[2]
    c1: grid x.1@1[32]
    c2: loop x_1.3[16]
    c3: loop x.2[64]
    c4: grid x_1.3@3[16]

Run it on its own: `python kernels/f40.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/mhc.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 1, "c1": 16, "c2": 8, "c3": 32, "c4": 8}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 2, "c1": 32, "c2": 16, "c3": 64, "c4": 16}


@triton.jit
def kernel_0(m2_ptr, m2_s0, m2_s1, m2_s2, m5_ptr, m5_s0, m5_s1, m5_s2, buf17_ptr, buf17_s0, buf17_s1, buf17_s2, E_c1, E_n0, E_n2, E_n3, F_n0: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c1: tl.constexpr):
    # writes buf17: Combine over grid x.1@1[32]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n3 = tl.arange(0, F_n3)
    offs_n0 = tl.arange(0, F_n0)
    offs_n2 = tl.arange(0, F_n2)
    t4 = tl.load(m2_ptr + offs_n3[:, None, None] * m2_s0 + offs_c1[None, :, None] * m2_s1 + offs_n0[None, None, :] * m2_s2, mask=(offs_n3 < E_n3)[:, None, None] & (offs_c1 < E_c1)[None, :, None] & (offs_n0 < E_n0)[None, None, :], other=0).to(tl.float32)
    t9 = tl.load(m5_ptr + offs_n0[None, :, None] * m5_s1 + offs_n2[None, None, :] * m5_s2, mask=(offs_n0 < E_n0)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t10 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, :], t4, 0.0), 3) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :, None], t9, 0.0), 1), axis=2)
    t11 = (t4) * (t4)
    t12 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, :], t11, 0.0), axis=2, keep_dims=True)
    t13 = t12 + 6.4e-05
    t14 = tl.rsqrt(t13)
    t15 = (t10) * (t14)
    t16 = (t15) * (0.8)
    tl.store(buf17_ptr + offs_n3[:, None, None] * buf17_s0 + offs_c1[None, :, None] * buf17_s1 + offs_n2[None, None, :] * buf17_s2, t16, mask=(offs_n3 < E_n3)[:, None, None] & (offs_c1 < E_c1)[None, :, None] & (offs_n2 < E_n2)[None, None, :])


@triton.jit
def kernel_1(m2_ptr, m2_s0, m2_s1, m2_s2, m29_ptr, m29_s0, m29_s1, m29_s2, m43_ptr, m43_s0, m43_s1, m43_s2, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, m54_ptr, m54_s0, m54_s1, m54_s2, states61_ptr, states61_s0, states61_s1, states61_s2, states61_s3, states61_s4, E_c0, E_c2, E_c3, E_n0, E_n1, E_n2, E_n4, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n4: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # stores states61: Collect over loop x_1.3[16]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n0 = tl.arange(0, F_n0)
    offs_n4 = tl.arange(0, F_n4)
    acc35 = tl.full([T_c0, F_n1, F_n2], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t28 = tl.load(m2_ptr + offs_c0[:, None, None] * m2_s0 + offs_n1[None, :, None] * m2_s1 + offs_c3[None, None, :] * m2_s2, mask=(offs_c0 < E_c0)[:, None, None] & (offs_n1 < E_n1)[None, :, None] & (offs_c3 < E_c3)[None, None, :], other=0).to(tl.float32)
        t33 = tl.load(m29_ptr + offs_c3[None, :, None] * m29_s1 + offs_n2[None, None, :] * m29_s2, mask=(offs_c3 < E_c3)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
        t34 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, :], t28, 0.0), 3) * tl.expand_dims(tl.where((offs_c3 < E_c3)[None, :, None], t33, 0.0), 1), axis=2)
        acc35 = acc35 + t34
    t36 = tl.load(m2_ptr + offs_c0[:, None, None] * m2_s0 + offs_n1[None, :, None] * m2_s1 + offs_n0[None, None, :] * m2_s2, mask=(offs_c0 < E_c0)[:, None, None] & (offs_n1 < E_n1)[None, :, None] & (offs_n0 < E_n0)[None, None, :], other=0).to(tl.float32)
    t37 = (t36) * (t36)
    t38 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, :], t37, 0.0), axis=2, keep_dims=True)
    t39 = t38 + 6.4e-05
    t40 = tl.rsqrt(t39)
    t41 = (acc35) * (t40)
    t42 = (t41) * (0.8)
    t47 = tl.load(m43_ptr + offs_n2[None, None, :] * m43_s2, mask=(offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t48 = t42 + t47
    t49 = tl.reshape(t48, [T_c0, F_n1, 1, F_n2])
    t50 = 1.0 / (1.0 + tl.exp(-(t49)))
    t51 = tl.load(m3_ptr + offs_c0[:, None, None, None] * m3_s0 + offs_n1[None, :, None, None] * m3_s1 + offs_n2[None, None, :, None] * m3_s2 + offs_c2[None, None, None, :] * m3_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
    t52 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t50, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t51, 0.0), 2), axis=3)
    t53 = tl.reshape(t52, [T_c0, F_n1, T_c2])
    t59 = tl.load(m54_ptr + offs_c2[None, :, None] * m54_s1 + offs_n4[None, None, :] * m54_s2, mask=(offs_c2 < E_c2)[None, :, None] & (offs_n4 < E_n4)[None, None, :], other=0).to(tl.float32)
    t60 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :], t53, 0.0), 3) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :, None], t59, 0.0), 1), axis=2)
    tl.store(states61_ptr + i_c0 * states61_s0 + i_c2 * states61_s1 + tl.arange(0, T_c0)[:, None, None] * states61_s2 + tl.arange(0, F_n1)[None, :, None] * states61_s3 + tl.arange(0, F_n4)[None, None, :] * states61_s4 + tl.zeros([T_c0, F_n1, F_n4], tl.int32), t60)


@triton.jit
def kernel_2(m2_ptr, m2_s0, m2_s1, m2_s2, m67_ptr, m67_s0, m67_s1, m67_s2, m82_ptr, m82_s0, m82_s1, m82_s2, m82_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, buf171_ptr, buf171_s0, buf171_s1, buf171_s2, buf171_s3, E_c3, E_c4, E_n0, E_n1, E_n2, E_n3, E_n4, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, F_n4: tl.constexpr, T_c3: tl.constexpr, T_c4: tl.constexpr):
    # writes buf171: Combine over grid x_1.3@3[16]
    pid = tl.program_id(0)
    i_c4 = pid % tl.cdiv(E_c4, T_c4)
    pid = pid // tl.cdiv(E_c4, T_c4)
    offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)
    offs_one = tl.arange(0, 1)
    offs_n3 = tl.arange(0, F_n3)
    offs_n1 = tl.arange(0, F_n1)
    offs_n4 = tl.arange(0, F_n4)
    offs_n0 = tl.arange(0, F_n0)
    offs_n2 = tl.arange(0, F_n2)
    acc73 = tl.full([F_n3, F_n1, F_n4], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t66 = tl.load(m2_ptr + offs_n3[:, None, None] * m2_s0 + offs_n1[None, :, None] * m2_s1 + offs_c3[None, None, :] * m2_s2, mask=(offs_n3 < E_n3)[:, None, None] & (offs_n1 < E_n1)[None, :, None] & (offs_c3 < E_c3)[None, None, :], other=0).to(tl.float32)
        t71 = tl.load(m67_ptr + offs_c3[None, :, None] * m67_s1 + offs_n4[None, None, :] * m67_s2, mask=(offs_c3 < E_c3)[None, :, None] & (offs_n4 < E_n4)[None, None, :], other=0).to(tl.float32)
        t72 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, :], t66, 0.0), 3) * tl.expand_dims(tl.where((offs_c3 < E_c3)[None, :, None], t71, 0.0), 1), axis=2)
        acc73 = acc73 + t72
    t74 = tl.load(m2_ptr + offs_n3[:, None, None] * m2_s0 + offs_n1[None, :, None] * m2_s1 + offs_n0[None, None, :] * m2_s2, mask=(offs_n3 < E_n3)[:, None, None] & (offs_n1 < E_n1)[None, :, None] & (offs_n0 < E_n0)[None, None, :], other=0).to(tl.float32)
    t75 = (t74) * (t74)
    t76 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, :], t75, 0.0), axis=2, keep_dims=True)
    t77 = t76 + 6.4e-05
    t78 = tl.rsqrt(t77)
    t79 = (acc73) * (t78)
    t80 = tl.reshape(t79, [F_n3, F_n1, F_n2, F_n2])
    t81 = (t80) * (0.8)
    t86 = tl.load(m82_ptr + offs_n2[None, None, :, None] * m82_s2 + offs_n2[None, None, None, :] * m82_s3, mask=(offs_n2 < E_n2)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t87 = t81 + t86
    t88 = tl.exp(t87)
    t89 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t88, 0.0), axis=3, keep_dims=True)
    t90 = (t88) / (t89)
    t91 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t90, 0.0), axis=2, keep_dims=True)
    t92 = (t90) / (t91)
    t93 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t92, 0.0), axis=3, keep_dims=True)
    t94 = (t92) / (t93)
    t95 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t94, 0.0), axis=2, keep_dims=True)
    t96 = (t94) / (t95)
    t97 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t96, 0.0), axis=3, keep_dims=True)
    t98 = (t96) / (t97)
    t99 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t98, 0.0), axis=2, keep_dims=True)
    t100 = (t98) / (t99)
    t101 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t100, 0.0), axis=3, keep_dims=True)
    t102 = (t100) / (t101)
    t103 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t102, 0.0), axis=2, keep_dims=True)
    t104 = (t102) / (t103)
    t105 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t104, 0.0), axis=3, keep_dims=True)
    t106 = (t104) / (t105)
    t107 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t106, 0.0), axis=2, keep_dims=True)
    t108 = (t106) / (t107)
    t109 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t108, 0.0), axis=3, keep_dims=True)
    t110 = (t108) / (t109)
    t111 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t110, 0.0), axis=2, keep_dims=True)
    t112 = (t110) / (t111)
    t113 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t112, 0.0), axis=3, keep_dims=True)
    t114 = (t112) / (t113)
    t115 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t114, 0.0), axis=2, keep_dims=True)
    t116 = (t114) / (t115)
    t117 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t116, 0.0), axis=3, keep_dims=True)
    t118 = (t116) / (t117)
    t119 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t118, 0.0), axis=2, keep_dims=True)
    t120 = (t118) / (t119)
    t121 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t120, 0.0), axis=3, keep_dims=True)
    t122 = (t120) / (t121)
    t123 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t122, 0.0), axis=2, keep_dims=True)
    t124 = (t122) / (t123)
    t125 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t124, 0.0), axis=3, keep_dims=True)
    t126 = (t124) / (t125)
    t127 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t126, 0.0), axis=2, keep_dims=True)
    t128 = (t126) / (t127)
    t129 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t128, 0.0), axis=3, keep_dims=True)
    t130 = (t128) / (t129)
    t131 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t130, 0.0), axis=2, keep_dims=True)
    t132 = (t130) / (t131)
    t133 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t132, 0.0), axis=3, keep_dims=True)
    t134 = (t132) / (t133)
    t135 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t134, 0.0), axis=2, keep_dims=True)
    t136 = (t134) / (t135)
    t137 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t136, 0.0), axis=3, keep_dims=True)
    t138 = (t136) / (t137)
    t139 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t138, 0.0), axis=2, keep_dims=True)
    t140 = (t138) / (t139)
    t141 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t140, 0.0), axis=3, keep_dims=True)
    t142 = (t140) / (t141)
    t143 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t142, 0.0), axis=2, keep_dims=True)
    t144 = (t142) / (t143)
    t145 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t144, 0.0), axis=3, keep_dims=True)
    t146 = (t144) / (t145)
    t147 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t146, 0.0), axis=2, keep_dims=True)
    t148 = (t146) / (t147)
    t149 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t148, 0.0), axis=3, keep_dims=True)
    t150 = (t148) / (t149)
    t151 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t150, 0.0), axis=2, keep_dims=True)
    t152 = (t150) / (t151)
    t153 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t152, 0.0), axis=3, keep_dims=True)
    t154 = (t152) / (t153)
    t155 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t154, 0.0), axis=2, keep_dims=True)
    t156 = (t154) / (t155)
    t157 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t156, 0.0), axis=3, keep_dims=True)
    t158 = (t156) / (t157)
    t159 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t158, 0.0), axis=2, keep_dims=True)
    t160 = (t158) / (t159)
    t161 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t160, 0.0), axis=3, keep_dims=True)
    t162 = (t160) / (t161)
    t163 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t162, 0.0), axis=2, keep_dims=True)
    t164 = (t162) / (t163)
    t165 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t164, 0.0), axis=3, keep_dims=True)
    t166 = (t164) / (t165)
    t167 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t166, 0.0), axis=2, keep_dims=True)
    t168 = (t166) / (t167)
    t169 = tl.load(m3_ptr + offs_n3[:, None, None, None] * m3_s0 + offs_n1[None, :, None, None] * m3_s1 + offs_n2[None, None, :, None] * m3_s2 + offs_c4[None, None, None, :] * m3_s3, mask=(offs_n3 < E_n3)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_c4 < E_c4)[None, None, None, :], other=0).to(tl.float32)
    t170 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t168, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t169, 0.0), 2), axis=3)
    tl.store(buf171_ptr + offs_n3[:, None, None, None] * buf171_s0 + offs_n1[None, :, None, None] * buf171_s1 + offs_n2[None, None, :, None] * buf171_s2 + offs_c4[None, None, None, :] * buf171_s3, t170, mask=(offs_n3 < E_n3)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_c4 < E_c4)[None, None, None, :])


@triton.jit
def kernel_3(buf17_ptr, buf17_s0, buf17_s1, buf17_s2, m19_ptr, m19_s0, m19_s1, m19_s2, states61_ptr, states61_s0, states61_s1, states61_s2, states61_s3, states61_s4, buf171_ptr, buf171_s0, buf171_s1, buf171_s2, buf171_s3, buf174_ptr, buf174_s0, buf174_s1, buf174_s2, buf174_s3, E_c0, E_c2, E_n1, E_n2, E_n4, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n4: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # writes buf174: Combine over grid x.0@0[2]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n4 = tl.arange(0, F_n4)
    t18 = tl.load(buf17_ptr + offs_c0[:, None, None] * buf17_s0 + offs_n1[None, :, None] * buf17_s1 + offs_n2[None, None, :] * buf17_s2, mask=(offs_c0 < E_c0)[:, None, None] & (offs_n1 < E_n1)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t23 = tl.load(m19_ptr + offs_n2[None, None, :] * m19_s2, mask=(offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t24 = t18 + t23
    t25 = tl.reshape(t24, [T_c0, F_n1, F_n2, 1])
    t26 = 1.0 / (1.0 + tl.exp(-(t25)))
    t27 = (t26) * (2.0)
    acc63 = tl.full([T_c0, F_n1, F_n4], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t62 = tl.load(states61_ptr + i_c0 * states61_s0 + i_c2 * states61_s1 + tl.arange(0, T_c0)[:, None, None] * states61_s2 + tl.arange(0, F_n1)[None, :, None] * states61_s3 + tl.arange(0, F_n4)[None, None, :] * states61_s4 + tl.zeros([T_c0, F_n1, F_n4], tl.int32))
        acc63 = acc63 + t62
    t64 = tl.reshape(acc63, [T_c0, F_n1, 1, F_n4])
    t65 = (t27) * (t64)
    t172 = tl.load(buf171_ptr + offs_c0[:, None, None, None] * buf171_s0 + offs_n1[None, :, None, None] * buf171_s1 + offs_n2[None, None, :, None] * buf171_s2 + offs_n4[None, None, None, :] * buf171_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_n4 < E_n4)[None, None, None, :], other=0).to(tl.float32)
    t173 = t65 + t172
    tl.store(buf174_ptr + offs_c0[:, None, None, None] * buf174_s0 + offs_n1[None, :, None, None] * buf174_s1 + offs_n2[None, None, :, None] * buf174_s2 + offs_n4[None, None, None, :] * buf174_s3, t173, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_n4 < E_n4)[None, None, None, :])


@triton.jit
def kernel_4(m1_ptr, m1_s0, m1_s1, m1_s2, m181_ptr, m181_s0, m181_s1, m181_s2, m187_ptr, m187_s0, m187_s1, m187_s2, m195_ptr, m195_s0, m195_s1, m195_s2, m201_ptr, m201_s0, m201_s1, m201_s2, buf174_ptr, buf174_s0, buf174_s1, buf174_s2, buf174_s3, m211_ptr, m211_s0, m211_s1, m211_s2, m219_ptr, m219_s0, m219_s1, m219_s2, m226_ptr, m226_s0, m226_s1, m226_s2, m226_s3, buf314_ptr, buf314_s0, buf314_s1, buf314_s2, buf314_s3, E_c0, E_c1, E_n0, E_n2, E_n4, F_n0: tl.constexpr, F_n2: tl.constexpr, F_n4: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf314: Combine over grid x.0@0[2], grid x.1@1[32]
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
    offs_n4 = tl.arange(0, F_n4)
    t175 = tl.load(m1_ptr + offs_c0[:, None, None] * m1_s0 + offs_c1[None, :, None] * m1_s1 + offs_n0[None, None, :] * m1_s2, mask=(offs_c0 < E_c0)[:, None, None] & (offs_c1 < E_c1)[None, :, None] & (offs_n0 < E_n0)[None, None, :], other=0).to(tl.float32)
    t176 = (t175) * (t175)
    t177 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, :], t176, 0.0), axis=2, keep_dims=True)
    t178 = t177 + 6.4e-05
    t179 = tl.rsqrt(t178)
    t180 = (t175) * (t179)
    t184 = tl.load(m181_ptr + offs_n0[None, :, None] * m181_s1 + offs_n2[None, None, :] * m181_s2, mask=(offs_n0 < E_n0)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t185 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, :], t180, 0.0), 3) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :, None], t184, 0.0), 1), axis=2)
    t186 = (t185) * (0.8)
    t190 = tl.load(m187_ptr + offs_n2[None, None, :] * m187_s2, mask=(offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t191 = t186 + t190
    t192 = tl.reshape(t191, [T_c0, T_c1, F_n2, 1])
    t193 = 1.0 / (1.0 + tl.exp(-(t192)))
    t194 = (t193) * (2.0)
    t198 = tl.load(m195_ptr + offs_n0[None, :, None] * m195_s1 + offs_n2[None, None, :] * m195_s2, mask=(offs_n0 < E_n0)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t199 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, :], t180, 0.0), 3) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :, None], t198, 0.0), 1), axis=2)
    t200 = (t199) * (0.8)
    t204 = tl.load(m201_ptr + offs_n2[None, None, :] * m201_s2, mask=(offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t205 = t200 + t204
    t206 = tl.reshape(t205, [T_c0, T_c1, 1, F_n2])
    t207 = 1.0 / (1.0 + tl.exp(-(t206)))
    t208 = tl.load(buf174_ptr + offs_c0[:, None, None, None] * buf174_s0 + offs_c1[None, :, None, None] * buf174_s1 + offs_n2[None, None, :, None] * buf174_s2 + offs_n4[None, None, None, :] * buf174_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_n4 < E_n4)[None, None, None, :], other=0).to(tl.float32)
    t209 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t207, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t208, 0.0), 2), axis=3)
    t210 = tl.reshape(t209, [T_c0, T_c1, F_n4])
    t215 = tl.load(m211_ptr + offs_n4[None, :, None] * m211_s1 + offs_n4[None, None, :] * m211_s2, mask=(offs_n4 < E_n4)[None, :, None] & (offs_n4 < E_n4)[None, None, :], other=0).to(tl.float32)
    t216 = tl.sum(tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, :], t210, 0.0), 3) * tl.expand_dims(tl.where((offs_n4 < E_n4)[None, :, None], t215, 0.0), 1), axis=2)
    t217 = tl.reshape(t216, [T_c0, T_c1, 1, F_n4])
    t218 = (t194) * (t217)
    t222 = tl.load(m219_ptr + offs_n0[None, :, None] * m219_s1 + offs_n4[None, None, :] * m219_s2, mask=(offs_n0 < E_n0)[None, :, None] & (offs_n4 < E_n4)[None, None, :], other=0).to(tl.float32)
    t223 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, :], t180, 0.0), 3) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :, None], t222, 0.0), 1), axis=2)
    t224 = tl.reshape(t223, [T_c0, T_c1, F_n2, F_n2])
    t225 = (t224) * (0.8)
    t229 = tl.load(m226_ptr + offs_n2[None, None, :, None] * m226_s2 + offs_n2[None, None, None, :] * m226_s3, mask=(offs_n2 < E_n2)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t230 = t225 + t229
    t231 = tl.exp(t230)
    t232 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t231, 0.0), axis=3, keep_dims=True)
    t233 = (t231) / (t232)
    t234 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t233, 0.0), axis=2, keep_dims=True)
    t235 = (t233) / (t234)
    t236 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t235, 0.0), axis=3, keep_dims=True)
    t237 = (t235) / (t236)
    t238 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t237, 0.0), axis=2, keep_dims=True)
    t239 = (t237) / (t238)
    t240 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t239, 0.0), axis=3, keep_dims=True)
    t241 = (t239) / (t240)
    t242 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t241, 0.0), axis=2, keep_dims=True)
    t243 = (t241) / (t242)
    t244 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t243, 0.0), axis=3, keep_dims=True)
    t245 = (t243) / (t244)
    t246 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t245, 0.0), axis=2, keep_dims=True)
    t247 = (t245) / (t246)
    t248 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t247, 0.0), axis=3, keep_dims=True)
    t249 = (t247) / (t248)
    t250 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t249, 0.0), axis=2, keep_dims=True)
    t251 = (t249) / (t250)
    t252 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t251, 0.0), axis=3, keep_dims=True)
    t253 = (t251) / (t252)
    t254 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t253, 0.0), axis=2, keep_dims=True)
    t255 = (t253) / (t254)
    t256 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t255, 0.0), axis=3, keep_dims=True)
    t257 = (t255) / (t256)
    t258 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t257, 0.0), axis=2, keep_dims=True)
    t259 = (t257) / (t258)
    t260 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t259, 0.0), axis=3, keep_dims=True)
    t261 = (t259) / (t260)
    t262 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t261, 0.0), axis=2, keep_dims=True)
    t263 = (t261) / (t262)
    t264 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t263, 0.0), axis=3, keep_dims=True)
    t265 = (t263) / (t264)
    t266 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t265, 0.0), axis=2, keep_dims=True)
    t267 = (t265) / (t266)
    t268 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t267, 0.0), axis=3, keep_dims=True)
    t269 = (t267) / (t268)
    t270 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t269, 0.0), axis=2, keep_dims=True)
    t271 = (t269) / (t270)
    t272 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t271, 0.0), axis=3, keep_dims=True)
    t273 = (t271) / (t272)
    t274 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t273, 0.0), axis=2, keep_dims=True)
    t275 = (t273) / (t274)
    t276 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t275, 0.0), axis=3, keep_dims=True)
    t277 = (t275) / (t276)
    t278 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t277, 0.0), axis=2, keep_dims=True)
    t279 = (t277) / (t278)
    t280 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t279, 0.0), axis=3, keep_dims=True)
    t281 = (t279) / (t280)
    t282 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t281, 0.0), axis=2, keep_dims=True)
    t283 = (t281) / (t282)
    t284 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t283, 0.0), axis=3, keep_dims=True)
    t285 = (t283) / (t284)
    t286 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t285, 0.0), axis=2, keep_dims=True)
    t287 = (t285) / (t286)
    t288 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t287, 0.0), axis=3, keep_dims=True)
    t289 = (t287) / (t288)
    t290 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t289, 0.0), axis=2, keep_dims=True)
    t291 = (t289) / (t290)
    t292 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t291, 0.0), axis=3, keep_dims=True)
    t293 = (t291) / (t292)
    t294 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t293, 0.0), axis=2, keep_dims=True)
    t295 = (t293) / (t294)
    t296 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t295, 0.0), axis=3, keep_dims=True)
    t297 = (t295) / (t296)
    t298 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t297, 0.0), axis=2, keep_dims=True)
    t299 = (t297) / (t298)
    t300 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t299, 0.0), axis=3, keep_dims=True)
    t301 = (t299) / (t300)
    t302 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t301, 0.0), axis=2, keep_dims=True)
    t303 = (t301) / (t302)
    t304 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t303, 0.0), axis=3, keep_dims=True)
    t305 = (t303) / (t304)
    t306 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t305, 0.0), axis=2, keep_dims=True)
    t307 = (t305) / (t306)
    t308 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t307, 0.0), axis=3, keep_dims=True)
    t309 = (t307) / (t308)
    t310 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t309, 0.0), axis=2, keep_dims=True)
    t311 = (t309) / (t310)
    t312 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t311, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t208, 0.0), 2), axis=3)
    t313 = t218 + t312
    tl.store(buf314_ptr + offs_c0[:, None, None, None] * buf314_s0 + offs_c1[None, :, None, None] * buf314_s1 + offs_n2[None, None, :, None] * buf314_s2 + offs_n4[None, None, None, :] * buf314_s3, t313, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_n4 < E_n4)[None, None, None, :])


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
    buf17 = torch.full([2, 32, 4], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(32, T['c1']),)](m2_ptr=m2, m2_s0=m2.stride(0), m2_s1=m2.stride(1), m2_s2=m2.stride(2), m5_ptr=m5, m5_s0=m5.stride(0), m5_s1=m5.stride(1), m5_s2=m5.stride(2), buf17_ptr=buf17, buf17_s0=buf17.stride(0), buf17_s1=buf17.stride(1), buf17_s2=buf17.stride(2), E_c1=32, E_n0=64, E_n2=4, E_n3=2, F_n0=_pow2(64), F_n2=_pow2(4), F_n3=_pow2(2), T_c1=T['c1'])
    m22 = inputs['b_post']
    m21 = m22.narrow(0, 0, 1)
    m20 = m21.reshape([4])
    m19 = m20.reshape([1, 1, 4])
    m32 = inputs['phi_pre']
    m31 = m32.narrow(0, 0, 1)
    m30 = m31.reshape([64, 4])
    m29 = m30.reshape([1, 64, 4])
    m46 = inputs['b_pre']
    m45 = m46.narrow(0, 0, 1)
    m44 = m45.reshape([4])
    m43 = m44.reshape([1, 1, 4])
    m58 = inputs['w_layer']
    m57 = m58.narrow(0, 0, 1)
    m56 = m57.reshape([16, 16])
    m55 = m56.permute([1, 0])
    m54 = m55.reshape([1, 16, 16])
    states61 = torch.full([_cdiv(2, T['c0']), _cdiv(16, T['c2']), T['c0'], _pow2(32), _pow2(16)], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(2, T['c0']) * _cdiv(16, T['c2']),)](m2_ptr=m2, m2_s0=m2.stride(0), m2_s1=m2.stride(1), m2_s2=m2.stride(2), m29_ptr=m29, m29_s0=m29.stride(0), m29_s1=m29.stride(1), m29_s2=m29.stride(2), m43_ptr=m43, m43_s0=m43.stride(0), m43_s1=m43.stride(1), m43_s2=m43.stride(2), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), m54_ptr=m54, m54_s0=m54.stride(0), m54_s1=m54.stride(1), m54_s2=m54.stride(2), states61_ptr=states61, states61_s0=states61.stride(0), states61_s1=states61.stride(1), states61_s2=states61.stride(2), states61_s3=states61.stride(3), states61_s4=states61.stride(4), E_c0=2, E_c2=16, E_c3=64, E_n0=64, E_n1=32, E_n2=4, E_n4=16, F_n0=_pow2(64), F_n1=_pow2(32), F_n2=_pow2(4), F_n4=_pow2(16), T_c0=T['c0'], T_c2=T['c2'], T_c3=T['c3'])
    m70 = inputs['phi_res']
    m69 = m70.narrow(0, 0, 1)
    m68 = m69.reshape([64, 16])
    m67 = m68.reshape([1, 64, 16])
    m85 = inputs['b_res']
    m84 = m85.narrow(0, 0, 1)
    m83 = m84.reshape([4, 4])
    m82 = m83.reshape([1, 1, 4, 4])
    buf171 = torch.full([2, 32, 4, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(16, T['c4']),)](m2_ptr=m2, m2_s0=m2.stride(0), m2_s1=m2.stride(1), m2_s2=m2.stride(2), m67_ptr=m67, m67_s0=m67.stride(0), m67_s1=m67.stride(1), m67_s2=m67.stride(2), m82_ptr=m82, m82_s0=m82.stride(0), m82_s1=m82.stride(1), m82_s2=m82.stride(2), m82_s3=m82.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), buf171_ptr=buf171, buf171_s0=buf171.stride(0), buf171_s1=buf171.stride(1), buf171_s2=buf171.stride(2), buf171_s3=buf171.stride(3), E_c3=64, E_c4=16, E_n0=64, E_n1=32, E_n2=4, E_n3=2, E_n4=16, F_n0=_pow2(64), F_n1=_pow2(32), F_n2=_pow2(4), F_n3=_pow2(2), F_n4=_pow2(16), T_c3=T['c3'], T_c4=T['c4'])
    buf174 = torch.full([2, 32, 4, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(2, T['c0']),)](buf17_ptr=buf17, buf17_s0=buf17.stride(0), buf17_s1=buf17.stride(1), buf17_s2=buf17.stride(2), m19_ptr=m19, m19_s0=m19.stride(0), m19_s1=m19.stride(1), m19_s2=m19.stride(2), states61_ptr=states61, states61_s0=states61.stride(0), states61_s1=states61.stride(1), states61_s2=states61.stride(2), states61_s3=states61.stride(3), states61_s4=states61.stride(4), buf171_ptr=buf171, buf171_s0=buf171.stride(0), buf171_s1=buf171.stride(1), buf171_s2=buf171.stride(2), buf171_s3=buf171.stride(3), buf174_ptr=buf174, buf174_s0=buf174.stride(0), buf174_s1=buf174.stride(1), buf174_s2=buf174.stride(2), buf174_s3=buf174.stride(3), E_c0=2, E_c2=16, E_n1=32, E_n2=4, E_n4=16, F_n1=_pow2(32), F_n2=_pow2(4), F_n4=_pow2(16), T_c0=T['c0'], T_c2=T['c2'])
    m1 = buf174.reshape([2, 32, 64])
    m183 = m8.narrow(0, 1, 1)
    m182 = m183.reshape([64, 4])
    m181 = m182.reshape([1, 64, 4])
    m189 = m22.narrow(0, 1, 1)
    m188 = m189.reshape([4])
    m187 = m188.reshape([1, 1, 4])
    m197 = m32.narrow(0, 1, 1)
    m196 = m197.reshape([64, 4])
    m195 = m196.reshape([1, 64, 4])
    m203 = m46.narrow(0, 1, 1)
    m202 = m203.reshape([4])
    m201 = m202.reshape([1, 1, 4])
    m214 = m58.narrow(0, 1, 1)
    m213 = m214.reshape([16, 16])
    m212 = m213.permute([1, 0])
    m211 = m212.reshape([1, 16, 16])
    m221 = m70.narrow(0, 1, 1)
    m220 = m221.reshape([64, 16])
    m219 = m220.reshape([1, 64, 16])
    m228 = m85.narrow(0, 1, 1)
    m227 = m228.reshape([4, 4])
    m226 = m227.reshape([1, 1, 4, 4])
    buf314 = torch.full([2, 32, 4, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(_cdiv(2, T['c0']) * _cdiv(32, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m181_ptr=m181, m181_s0=m181.stride(0), m181_s1=m181.stride(1), m181_s2=m181.stride(2), m187_ptr=m187, m187_s0=m187.stride(0), m187_s1=m187.stride(1), m187_s2=m187.stride(2), m195_ptr=m195, m195_s0=m195.stride(0), m195_s1=m195.stride(1), m195_s2=m195.stride(2), m201_ptr=m201, m201_s0=m201.stride(0), m201_s1=m201.stride(1), m201_s2=m201.stride(2), buf174_ptr=buf174, buf174_s0=buf174.stride(0), buf174_s1=buf174.stride(1), buf174_s2=buf174.stride(2), buf174_s3=buf174.stride(3), m211_ptr=m211, m211_s0=m211.stride(0), m211_s1=m211.stride(1), m211_s2=m211.stride(2), m219_ptr=m219, m219_s0=m219.stride(0), m219_s1=m219.stride(1), m219_s2=m219.stride(2), m226_ptr=m226, m226_s0=m226.stride(0), m226_s1=m226.stride(1), m226_s2=m226.stride(2), m226_s3=m226.stride(3), buf314_ptr=buf314, buf314_s0=buf314.stride(0), buf314_s1=buf314.stride(1), buf314_s2=buf314.stride(2), buf314_s3=buf314.stride(3), E_c0=2, E_c1=32, E_n0=64, E_n2=4, E_n4=16, F_n0=_pow2(64), F_n2=_pow2(4), F_n4=_pow2(16), T_c0=T['c0'], T_c1=T['c1'])
    return buf314


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
