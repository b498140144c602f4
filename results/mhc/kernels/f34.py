"""mhc [small], candidate 34: 3 kernel(s)

Rendered by EqiForge from candidate 34 of mhc [small]: store(x_1.3[16]) loop(x.2[64]: sum) ; grid(x.0@0, x.1@1) loop(x.2[64]: sum) loop(x_1.3[16]: pair(sum, sum), stored) loop(x.2[64]: sum) [3 mm] | grid(x.0@0, x.1@1) [6 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.0@0[2]
    c1: grid x.1@1[32]
    c2: loop x.2[64]
    c3: loop x_1.3[16]

Run it on its own: `python kernels/f34.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/mhc.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 1, "c1": 16, "c2": 32, "c3": 8}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 2, "c1": 32, "c2": 64, "c3": 16}


@triton.jit
def kernel_0(m2_ptr, m2_s0, m2_s1, m2_s2, m28_ptr, m28_s0, m28_s1, m28_s2, m42_ptr, m42_s0, m42_s1, m42_s2, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, m53_ptr, m53_s0, m53_s1, m53_s2, states66_ptr, states66_s0, states66_s1, states66_s2, states66_s3, states66_s4, states66_s5, states67_ptr, states67_s0, states67_s1, states67_s2, states67_s3, states67_s4, states67_s5, E_c0, E_c1, E_c2, E_c3, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # stores states66, states67: Collect over loop x_1.3[16]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n2 = tl.arange(0, F_n2)
    acc34 = tl.full([T_c0, T_c1, F_n1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t27 = tl.load(m2_ptr + offs_c0[:, None, None] * m2_s0 + offs_c1[None, :, None] * m2_s1 + offs_c2[None, None, :] * m2_s2, mask=(offs_c0 < E_c0)[:, None, None] & (offs_c1 < E_c1)[None, :, None] & (offs_c2 < E_c2)[None, None, :], other=0).to(tl.float32)
        t32 = tl.load(m28_ptr + offs_c2[None, :, None] * m28_s1 + offs_n1[None, None, :] * m28_s2, mask=(offs_c2 < E_c2)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
        t33 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :], t27, 0.0), 3) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :, None], t32, 0.0), 1), axis=2)
        acc34 = acc34 + t33
    t35 = tl.load(m2_ptr + offs_c0[:, None, None] * m2_s0 + offs_c1[None, :, None] * m2_s1 + offs_n0[None, None, :] * m2_s2, mask=(offs_c0 < E_c0)[:, None, None] & (offs_c1 < E_c1)[None, :, None] & (offs_n0 < E_n0)[None, None, :], other=0).to(tl.float32)
    t36 = (t35) * (t35)
    t37 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, :], t36, 0.0), axis=2, keep_dims=True)
    t38 = t37 + 6.4e-05
    t39 = tl.rsqrt(t38)
    t40 = (acc34) * (t39)
    t41 = (t40) * (0.8)
    t46 = tl.load(m42_ptr + offs_n1[None, None, :] * m42_s2, mask=(offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    t47 = t41 + t46
    t48 = tl.reshape(t47, [T_c0, T_c1, 1, F_n1])
    t49 = 1.0 / (1.0 + tl.exp(-(t48)))
    t50 = tl.load(m3_ptr + offs_c0[:, None, None, None] * m3_s0 + offs_c1[None, :, None, None] * m3_s1 + offs_n1[None, None, :, None] * m3_s2 + offs_c3[None, None, None, :] * m3_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
    t51 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :], t49, 0.0), 4) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :, None], t50, 0.0), 2), axis=3)
    t52 = tl.reshape(t51, [T_c0, T_c1, T_c3])
    t58 = tl.load(m53_ptr + offs_c3[None, :, None] * m53_s1 + offs_n2[None, None, :] * m53_s2, mask=(offs_c3 < E_c3)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t59 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, :], t52, 0.0), 3) * tl.expand_dims(tl.where((offs_c3 < E_c3)[None, :, None], t58, 0.0), 1), axis=2)
    t60 = (t48) * (0.5)
    t61 = 2.0 / (1.0 + tl.exp(-2.0 * (t60))) - 1.0
    t62 = t61 + 1.0
    t63 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :], t62, 0.0), 4) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :, None], t50, 0.0), 2), axis=3)
    t64 = tl.reshape(t63, [T_c0, T_c1, T_c3])
    t65 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, :], t64, 0.0), 3) * tl.expand_dims(tl.where((offs_c3 < E_c3)[None, :, None], t58, 0.0), 1), axis=2)
    tl.store(states66_ptr + i_c0 * states66_s0 + i_c1 * states66_s1 + i_c3 * states66_s2 + tl.arange(0, T_c0)[:, None, None] * states66_s3 + tl.arange(0, T_c1)[None, :, None] * states66_s4 + tl.arange(0, F_n2)[None, None, :] * states66_s5 + tl.zeros([T_c0, T_c1, F_n2], tl.int32), t59)
    tl.store(states67_ptr + i_c0 * states67_s0 + i_c1 * states67_s1 + i_c3 * states67_s2 + tl.arange(0, T_c0)[:, None, None] * states67_s3 + tl.arange(0, T_c1)[None, :, None] * states67_s4 + tl.arange(0, F_n2)[None, None, :] * states67_s5 + tl.zeros([T_c0, T_c1, F_n2], tl.int32), t65)


@triton.jit
def kernel_1(m2_ptr, m2_s0, m2_s1, m2_s2, m5_ptr, m5_s0, m5_s1, m5_s2, m19_ptr, m19_s0, m19_s1, m19_s2, states66_ptr, states66_s0, states66_s1, states66_s2, states66_s3, states66_s4, states66_s5, states67_ptr, states67_s0, states67_s1, states67_s2, states67_s3, states67_s4, states67_s5, m75_ptr, m75_s0, m75_s1, m75_s2, m85_ptr, m85_s0, m85_s1, m85_s2, m85_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, buf175_ptr, buf175_s0, buf175_s1, buf175_s2, buf175_s3, E_c0, E_c1, E_c2, E_c3, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # writes buf175: Combine over grid x.0@0[2], grid x.1@1[32]
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
    acc11 = tl.full([T_c0, T_c1, F_n1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t4 = tl.load(m2_ptr + offs_c0[:, None, None] * m2_s0 + offs_c1[None, :, None] * m2_s1 + offs_c2[None, None, :] * m2_s2, mask=(offs_c0 < E_c0)[:, None, None] & (offs_c1 < E_c1)[None, :, None] & (offs_c2 < E_c2)[None, None, :], other=0).to(tl.float32)
        t9 = tl.load(m5_ptr + offs_c2[None, :, None] * m5_s1 + offs_n1[None, None, :] * m5_s2, mask=(offs_c2 < E_c2)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
        t10 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :], t4, 0.0), 3) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :, None], t9, 0.0), 1), axis=2)
        acc11 = acc11 + t10
    t12 = tl.load(m2_ptr + offs_c0[:, None, None] * m2_s0 + offs_c1[None, :, None] * m2_s1 + offs_n0[None, None, :] * m2_s2, mask=(offs_c0 < E_c0)[:, None, None] & (offs_c1 < E_c1)[None, :, None] & (offs_n0 < E_n0)[None, None, :], other=0).to(tl.float32)
    t13 = (t12) * (t12)
    t14 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, :], t13, 0.0), axis=2, keep_dims=True)
    t15 = t14 + 6.4e-05
    t16 = tl.rsqrt(t15)
    t17 = (acc11) * (t16)
    t18 = (t17) * (0.8)
    t23 = tl.load(m19_ptr + offs_n1[None, None, :] * m19_s2, mask=(offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    t24 = t18 + t23
    t25 = tl.reshape(t24, [T_c0, T_c1, F_n1, 1])
    t26 = 1.0 / (1.0 + tl.exp(-(t25)))
    acc70 = tl.full([T_c0, T_c1, F_n2], 0.0, tl.float32)
    acc71 = tl.full([T_c0, T_c1, F_n2], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t68 = tl.load(states66_ptr + i_c0 * states66_s0 + i_c1 * states66_s1 + i_c3 * states66_s2 + tl.arange(0, T_c0)[:, None, None] * states66_s3 + tl.arange(0, T_c1)[None, :, None] * states66_s4 + tl.arange(0, F_n2)[None, None, :] * states66_s5 + tl.zeros([T_c0, T_c1, F_n2], tl.int32))
        t69 = tl.load(states67_ptr + i_c0 * states67_s0 + i_c1 * states67_s1 + i_c3 * states67_s2 + tl.arange(0, T_c0)[:, None, None] * states67_s3 + tl.arange(0, T_c1)[None, :, None] * states67_s4 + tl.arange(0, F_n2)[None, None, :] * states67_s5 + tl.zeros([T_c0, T_c1, F_n2], tl.int32))
        acc70 = acc70 + t68
        acc71 = acc71 + t69
    t72 = tl.reshape(acc71, [T_c0, T_c1, 1, F_n2])
    t73 = (t26) * (t72)
    acc81 = tl.full([T_c0, T_c1, F_n2], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t74 = tl.load(m2_ptr + offs_c0[:, None, None] * m2_s0 + offs_c1[None, :, None] * m2_s1 + offs_c2[None, None, :] * m2_s2, mask=(offs_c0 < E_c0)[:, None, None] & (offs_c1 < E_c1)[None, :, None] & (offs_c2 < E_c2)[None, None, :], other=0).to(tl.float32)
        t79 = tl.load(m75_ptr + offs_c2[None, :, None] * m75_s1 + offs_n2[None, None, :] * m75_s2, mask=(offs_c2 < E_c2)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
        t80 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :], t74, 0.0), 3) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :, None], t79, 0.0), 1), axis=2)
        acc81 = acc81 + t80
    t82 = (acc81) * (t16)
    t83 = tl.reshape(t82, [T_c0, T_c1, F_n1, F_n1])
    t84 = (t83) * (0.8)
    t89 = tl.load(m85_ptr + offs_n1[None, None, :, None] * m85_s2 + offs_n1[None, None, None, :] * m85_s3, mask=(offs_n1 < E_n1)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t90 = t84 + t89
    t91 = tl.exp(t90)
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
    t152 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t151, 0.0), axis=3, keep_dims=True)
    t153 = (t151) / (t152)
    t154 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t153, 0.0), axis=2, keep_dims=True)
    t155 = (t153) / (t154)
    t156 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t155, 0.0), axis=3, keep_dims=True)
    t157 = (t155) / (t156)
    t158 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t157, 0.0), axis=2, keep_dims=True)
    t159 = (t157) / (t158)
    t160 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t159, 0.0), axis=3, keep_dims=True)
    t161 = (t159) / (t160)
    t162 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t161, 0.0), axis=2, keep_dims=True)
    t163 = (t161) / (t162)
    t164 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t163, 0.0), axis=3, keep_dims=True)
    t165 = (t163) / (t164)
    t166 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t165, 0.0), axis=2, keep_dims=True)
    t167 = (t165) / (t166)
    t168 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t167, 0.0), axis=3, keep_dims=True)
    t169 = (t167) / (t168)
    t170 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t169, 0.0), axis=2, keep_dims=True)
    t171 = (t169) / (t170)
    t172 = tl.load(m3_ptr + offs_c0[:, None, None, None] * m3_s0 + offs_c1[None, :, None, None] * m3_s1 + offs_n1[None, None, :, None] * m3_s2 + offs_n2[None, None, None, :] * m3_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t173 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :], t171, 0.0), 4) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :, None], t172, 0.0), 2), axis=3)
    t174 = t73 + t173
    tl.store(buf175_ptr + offs_c0[:, None, None, None] * buf175_s0 + offs_c1[None, :, None, None] * buf175_s1 + offs_n1[None, None, :, None] * buf175_s2 + offs_n2[None, None, None, :] * buf175_s3, t174, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :])


@triton.jit
def kernel_2(m1_ptr, m1_s0, m1_s1, m1_s2, m182_ptr, m182_s0, m182_s1, m182_s2, m188_ptr, m188_s0, m188_s1, m188_s2, m196_ptr, m196_s0, m196_s1, m196_s2, m202_ptr, m202_s0, m202_s1, m202_s2, buf175_ptr, buf175_s0, buf175_s1, buf175_s2, buf175_s3, m212_ptr, m212_s0, m212_s1, m212_s2, m220_ptr, m220_s0, m220_s1, m220_s2, m227_ptr, m227_s0, m227_s1, m227_s2, m227_s3, buf315_ptr, buf315_s0, buf315_s1, buf315_s2, buf315_s3, E_c0, E_c1, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf315: Combine over grid x.0@0[2], grid x.1@1[32]
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
    t176 = tl.load(m1_ptr + offs_c0[:, None, None] * m1_s0 + offs_c1[None, :, None] * m1_s1 + offs_n0[None, None, :] * m1_s2, mask=(offs_c0 < E_c0)[:, None, None] & (offs_c1 < E_c1)[None, :, None] & (offs_n0 < E_n0)[None, None, :], other=0).to(tl.float32)
    t177 = (t176) * (t176)
    t178 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, :], t177, 0.0), axis=2, keep_dims=True)
    t179 = t178 + 6.4e-05
    t180 = tl.rsqrt(t179)
    t181 = (t176) * (t180)
    t185 = tl.load(m182_ptr + offs_n0[None, :, None] * m182_s1 + offs_n1[None, None, :] * m182_s2, mask=(offs_n0 < E_n0)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    t186 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, :], t181, 0.0), 3) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :, None], t185, 0.0), 1), axis=2)
    t187 = (t186) * (0.8)
    t191 = tl.load(m188_ptr + offs_n1[None, None, :] * m188_s2, mask=(offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    t192 = t187 + t191
    t193 = tl.reshape(t192, [T_c0, T_c1, F_n1, 1])
    t194 = 1.0 / (1.0 + tl.exp(-(t193)))
    t195 = (t194) * (2.0)
    t199 = tl.load(m196_ptr + offs_n0[None, :, None] * m196_s1 + offs_n1[None, None, :] * m196_s2, mask=(offs_n0 < E_n0)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    t200 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, :], t181, 0.0), 3) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :, None], t199, 0.0), 1), axis=2)
    t201 = (t200) * (0.8)
    t205 = tl.load(m202_ptr + offs_n1[None, None, :] * m202_s2, mask=(offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    t206 = t201 + t205
    t207 = tl.reshape(t206, [T_c0, T_c1, 1, F_n1])
    t208 = 1.0 / (1.0 + tl.exp(-(t207)))
    t209 = tl.load(buf175_ptr + offs_c0[:, None, None, None] * buf175_s0 + offs_c1[None, :, None, None] * buf175_s1 + offs_n1[None, None, :, None] * buf175_s2 + offs_n2[None, None, None, :] * buf175_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t210 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :], t208, 0.0), 4) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :, None], t209, 0.0), 2), axis=3)
    t211 = tl.reshape(t210, [T_c0, T_c1, F_n2])
    t216 = tl.load(m212_ptr + offs_n2[None, :, None] * m212_s1 + offs_n2[None, None, :] * m212_s2, mask=(offs_n2 < E_n2)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t217 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :], t211, 0.0), 3) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, :, None], t216, 0.0), 1), axis=2)
    t218 = tl.reshape(t217, [T_c0, T_c1, 1, F_n2])
    t219 = (t195) * (t218)
    t223 = tl.load(m220_ptr + offs_n0[None, :, None] * m220_s1 + offs_n2[None, None, :] * m220_s2, mask=(offs_n0 < E_n0)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t224 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, :], t181, 0.0), 3) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :, None], t223, 0.0), 1), axis=2)
    t225 = tl.reshape(t224, [T_c0, T_c1, F_n1, F_n1])
    t226 = (t225) * (0.8)
    t230 = tl.load(m227_ptr + offs_n1[None, None, :, None] * m227_s2 + offs_n1[None, None, None, :] * m227_s3, mask=(offs_n1 < E_n1)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t231 = t226 + t230
    t232 = tl.exp(t231)
    t233 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t232, 0.0), axis=3, keep_dims=True)
    t234 = (t232) / (t233)
    t235 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t234, 0.0), axis=2, keep_dims=True)
    t236 = (t234) / (t235)
    t237 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t236, 0.0), axis=3, keep_dims=True)
    t238 = (t236) / (t237)
    t239 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t238, 0.0), axis=2, keep_dims=True)
    t240 = (t238) / (t239)
    t241 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t240, 0.0), axis=3, keep_dims=True)
    t242 = (t240) / (t241)
    t243 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t242, 0.0), axis=2, keep_dims=True)
    t244 = (t242) / (t243)
    t245 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t244, 0.0), axis=3, keep_dims=True)
    t246 = (t244) / (t245)
    t247 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t246, 0.0), axis=2, keep_dims=True)
    t248 = (t246) / (t247)
    t249 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t248, 0.0), axis=3, keep_dims=True)
    t250 = (t248) / (t249)
    t251 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t250, 0.0), axis=2, keep_dims=True)
    t252 = (t250) / (t251)
    t253 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t252, 0.0), axis=3, keep_dims=True)
    t254 = (t252) / (t253)
    t255 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t254, 0.0), axis=2, keep_dims=True)
    t256 = (t254) / (t255)
    t257 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t256, 0.0), axis=3, keep_dims=True)
    t258 = (t256) / (t257)
    t259 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t258, 0.0), axis=2, keep_dims=True)
    t260 = (t258) / (t259)
    t261 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t260, 0.0), axis=3, keep_dims=True)
    t262 = (t260) / (t261)
    t263 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t262, 0.0), axis=2, keep_dims=True)
    t264 = (t262) / (t263)
    t265 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t264, 0.0), axis=3, keep_dims=True)
    t266 = (t264) / (t265)
    t267 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t266, 0.0), axis=2, keep_dims=True)
    t268 = (t266) / (t267)
    t269 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t268, 0.0), axis=3, keep_dims=True)
    t270 = (t268) / (t269)
    t271 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t270, 0.0), axis=2, keep_dims=True)
    t272 = (t270) / (t271)
    t273 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t272, 0.0), axis=3, keep_dims=True)
    t274 = (t272) / (t273)
    t275 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t274, 0.0), axis=2, keep_dims=True)
    t276 = (t274) / (t275)
    t277 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t276, 0.0), axis=3, keep_dims=True)
    t278 = (t276) / (t277)
    t279 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t278, 0.0), axis=2, keep_dims=True)
    t280 = (t278) / (t279)
    t281 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t280, 0.0), axis=3, keep_dims=True)
    t282 = (t280) / (t281)
    t283 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t282, 0.0), axis=2, keep_dims=True)
    t284 = (t282) / (t283)
    t285 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t284, 0.0), axis=3, keep_dims=True)
    t286 = (t284) / (t285)
    t287 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t286, 0.0), axis=2, keep_dims=True)
    t288 = (t286) / (t287)
    t289 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t288, 0.0), axis=3, keep_dims=True)
    t290 = (t288) / (t289)
    t291 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t290, 0.0), axis=2, keep_dims=True)
    t292 = (t290) / (t291)
    t293 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t292, 0.0), axis=3, keep_dims=True)
    t294 = (t292) / (t293)
    t295 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t294, 0.0), axis=2, keep_dims=True)
    t296 = (t294) / (t295)
    t297 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t296, 0.0), axis=3, keep_dims=True)
    t298 = (t296) / (t297)
    t299 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t298, 0.0), axis=2, keep_dims=True)
    t300 = (t298) / (t299)
    t301 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t300, 0.0), axis=3, keep_dims=True)
    t302 = (t300) / (t301)
    t303 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t302, 0.0), axis=2, keep_dims=True)
    t304 = (t302) / (t303)
    t305 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t304, 0.0), axis=3, keep_dims=True)
    t306 = (t304) / (t305)
    t307 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t306, 0.0), axis=2, keep_dims=True)
    t308 = (t306) / (t307)
    t309 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t308, 0.0), axis=3, keep_dims=True)
    t310 = (t308) / (t309)
    t311 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :, None], t310, 0.0), axis=2, keep_dims=True)
    t312 = (t310) / (t311)
    t313 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :], t312, 0.0), 4) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :, None], t209, 0.0), 2), axis=3)
    t314 = t219 + t313
    tl.store(buf315_ptr + offs_c0[:, None, None, None] * buf315_s0 + offs_c1[None, :, None, None] * buf315_s1 + offs_n1[None, None, :, None] * buf315_s2 + offs_n2[None, None, None, :] * buf315_s3, t314, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :])


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
    m22 = inputs['b_post']
    m21 = m22.narrow(0, 0, 1)
    m20 = m21.reshape([4])
    m19 = m20.reshape([1, 1, 4])
    m31 = inputs['phi_pre']
    m30 = m31.narrow(0, 0, 1)
    m29 = m30.reshape([64, 4])
    m28 = m29.reshape([1, 64, 4])
    m45 = inputs['b_pre']
    m44 = m45.narrow(0, 0, 1)
    m43 = m44.reshape([4])
    m42 = m43.reshape([1, 1, 4])
    m57 = inputs['w_layer']
    m56 = m57.narrow(0, 0, 1)
    m55 = m56.reshape([16, 16])
    m54 = m55.permute([1, 0])
    m53 = m54.reshape([1, 16, 16])
    states66 = torch.full([_cdiv(2, T['c0']), _cdiv(32, T['c1']), _cdiv(16, T['c3']), T['c0'], T['c1'], _pow2(16)], float("nan"), dtype=torch.float32, device=device)
    states67 = torch.full([_cdiv(2, T['c0']), _cdiv(32, T['c1']), _cdiv(16, T['c3']), T['c0'], T['c1'], _pow2(16)], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(2, T['c0']) * _cdiv(32, T['c1']) * _cdiv(16, T['c3']),)](m2_ptr=m2, m2_s0=m2.stride(0), m2_s1=m2.stride(1), m2_s2=m2.stride(2), m28_ptr=m28, m28_s0=m28.stride(0), m28_s1=m28.stride(1), m28_s2=m28.stride(2), m42_ptr=m42, m42_s0=m42.stride(0), m42_s1=m42.stride(1), m42_s2=m42.stride(2), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), m53_ptr=m53, m53_s0=m53.stride(0), m53_s1=m53.stride(1), m53_s2=m53.stride(2), states66_ptr=states66, states66_s0=states66.stride(0), states66_s1=states66.stride(1), states66_s2=states66.stride(2), states66_s3=states66.stride(3), states66_s4=states66.stride(4), states66_s5=states66.stride(5), states67_ptr=states67, states67_s0=states67.stride(0), states67_s1=states67.stride(1), states67_s2=states67.stride(2), states67_s3=states67.stride(3), states67_s4=states67.stride(4), states67_s5=states67.stride(5), E_c0=2, E_c1=32, E_c2=64, E_c3=16, E_n0=64, E_n1=4, E_n2=16, F_n0=_pow2(64), F_n1=_pow2(4), F_n2=_pow2(16), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'], T_c3=T['c3'])
    m78 = inputs['phi_res']
    m77 = m78.narrow(0, 0, 1)
    m76 = m77.reshape([64, 16])
    m75 = m76.reshape([1, 64, 16])
    m88 = inputs['b_res']
    m87 = m88.narrow(0, 0, 1)
    m86 = m87.reshape([4, 4])
    m85 = m86.reshape([1, 1, 4, 4])
    buf175 = torch.full([2, 32, 4, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(2, T['c0']) * _cdiv(32, T['c1']),)](m2_ptr=m2, m2_s0=m2.stride(0), m2_s1=m2.stride(1), m2_s2=m2.stride(2), m5_ptr=m5, m5_s0=m5.stride(0), m5_s1=m5.stride(1), m5_s2=m5.stride(2), m19_ptr=m19, m19_s0=m19.stride(0), m19_s1=m19.stride(1), m19_s2=m19.stride(2), states66_ptr=states66, states66_s0=states66.stride(0), states66_s1=states66.stride(1), states66_s2=states66.stride(2), states66_s3=states66.stride(3), states66_s4=states66.stride(4), states66_s5=states66.stride(5), states67_ptr=states67, states67_s0=states67.stride(0), states67_s1=states67.stride(1), states67_s2=states67.stride(2), states67_s3=states67.stride(3), states67_s4=states67.stride(4), states67_s5=states67.stride(5), m75_ptr=m75, m75_s0=m75.stride(0), m75_s1=m75.stride(1), m75_s2=m75.stride(2), m85_ptr=m85, m85_s0=m85.stride(0), m85_s1=m85.stride(1), m85_s2=m85.stride(2), m85_s3=m85.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), buf175_ptr=buf175, buf175_s0=buf175.stride(0), buf175_s1=buf175.stride(1), buf175_s2=buf175.stride(2), buf175_s3=buf175.stride(3), E_c0=2, E_c1=32, E_c2=64, E_c3=16, E_n0=64, E_n1=4, E_n2=16, F_n0=_pow2(64), F_n1=_pow2(4), F_n2=_pow2(16), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'], T_c3=T['c3'])
    m1 = buf175.reshape([2, 32, 64])
    m184 = m8.narrow(0, 1, 1)
    m183 = m184.reshape([64, 4])
    m182 = m183.reshape([1, 64, 4])
    m190 = m22.narrow(0, 1, 1)
    m189 = m190.reshape([4])
    m188 = m189.reshape([1, 1, 4])
    m198 = m31.narrow(0, 1, 1)
    m197 = m198.reshape([64, 4])
    m196 = m197.reshape([1, 64, 4])
    m204 = m45.narrow(0, 1, 1)
    m203 = m204.reshape([4])
    m202 = m203.reshape([1, 1, 4])
    m215 = m57.narrow(0, 1, 1)
    m214 = m215.reshape([16, 16])
    m213 = m214.permute([1, 0])
    m212 = m213.reshape([1, 16, 16])
    m222 = m78.narrow(0, 1, 1)
    m221 = m222.reshape([64, 16])
    m220 = m221.reshape([1, 64, 16])
    m229 = m88.narrow(0, 1, 1)
    m228 = m229.reshape([4, 4])
    m227 = m228.reshape([1, 1, 4, 4])
    buf315 = torch.full([2, 32, 4, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(2, T['c0']) * _cdiv(32, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m182_ptr=m182, m182_s0=m182.stride(0), m182_s1=m182.stride(1), m182_s2=m182.stride(2), m188_ptr=m188, m188_s0=m188.stride(0), m188_s1=m188.stride(1), m188_s2=m188.stride(2), m196_ptr=m196, m196_s0=m196.stride(0), m196_s1=m196.stride(1), m196_s2=m196.stride(2), m202_ptr=m202, m202_s0=m202.stride(0), m202_s1=m202.stride(1), m202_s2=m202.stride(2), buf175_ptr=buf175, buf175_s0=buf175.stride(0), buf175_s1=buf175.stride(1), buf175_s2=buf175.stride(2), buf175_s3=buf175.stride(3), m212_ptr=m212, m212_s0=m212.stride(0), m212_s1=m212.stride(1), m212_s2=m212.stride(2), m220_ptr=m220, m220_s0=m220.stride(0), m220_s1=m220.stride(1), m220_s2=m220.stride(2), m227_ptr=m227, m227_s0=m227.stride(0), m227_s1=m227.stride(1), m227_s2=m227.stride(2), m227_s3=m227.stride(3), buf315_ptr=buf315, buf315_s0=buf315.stride(0), buf315_s1=buf315.stride(1), buf315_s2=buf315.stride(2), buf315_s3=buf315.stride(3), E_c0=2, E_c1=32, E_n0=64, E_n1=4, E_n2=16, F_n0=_pow2(64), F_n1=_pow2(4), F_n2=_pow2(16), T_c0=T['c0'], T_c1=T['c1'])
    return buf315


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
