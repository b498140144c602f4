"""mhc [small], candidate 54: 7 kernel(s)

Rendered by EqiForge from candidate 54 of mhc [small]: grid(b_res.2@2) loop(x.2[64]: sum) [1 mm] ; store(x.2[64]) ; grid(x.1@1) loop(x.2[64]: sum) loop(x.2[64]: sum, stored) [3 mm] ; grid(x.1@1) loop(x.2[64]: sum) loop(x.2[64]: sum, stored) [2 mm] ; grid(x.1@1) loop(x.2[64]: sum) loop(x.2[64]: sum, stored) [1 mm] ; grid(x.0@0) | grid(x.1@1) [6 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.1@1[32]
    c1: grid x.0@0[2]
    c2: grid b_res.2@2[4]
    c3: loop x.2[64]

Run it on its own: `python kernels/f54.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/mhc.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 16, "c1": 1, "c2": 2, "c3": 32}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 32, "c1": 2, "c2": 4, "c3": 64}


@triton.jit
def kernel_0(m2_ptr, m2_s0, m2_s1, m2_s2, m5_ptr, m5_s0, m5_s1, m5_s2, buf19_ptr, buf19_s0, buf19_s1, buf19_s2, E_c2, E_c3, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # writes buf19: Combine over grid b_res.2@2[4]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n2 = tl.arange(0, F_n2)
    offs_n1 = tl.arange(0, F_n1)
    acc11 = tl.full([F_n0, F_n2, T_c2], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t4 = tl.load(m2_ptr + offs_n0[:, None, None] * m2_s0 + offs_n2[None, :, None] * m2_s1 + offs_c3[None, None, :] * m2_s2, mask=(offs_n0 < E_n0)[:, None, None] & (offs_n2 < E_n2)[None, :, None] & (offs_c3 < E_c3)[None, None, :], other=0).to(tl.float32)
        t9 = tl.load(m5_ptr + offs_c3[None, :, None] * m5_s1 + offs_c2[None, None, :] * m5_s2, mask=(offs_c3 < E_c3)[None, :, None] & (offs_c2 < E_c2)[None, None, :], other=0).to(tl.float32)
        t10 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, :], t4, 0.0), 3) * tl.expand_dims(tl.where((offs_c3 < E_c3)[None, :, None], t9, 0.0), 1), axis=2)
        acc11 = acc11 + t10
    t12 = tl.load(m2_ptr + offs_n0[:, None, None] * m2_s0 + offs_n2[None, :, None] * m2_s1 + offs_n1[None, None, :] * m2_s2, mask=(offs_n0 < E_n0)[:, None, None] & (offs_n2 < E_n2)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    t13 = (t12) * (t12)
    t14 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :], t13, 0.0), axis=2, keep_dims=True)
    t15 = t14 + 6.4e-05
    t16 = tl.rsqrt(t15)
    t17 = (acc11) * (t16)
    t18 = (t17) * (0.8)
    tl.store(buf19_ptr + offs_n0[:, None, None] * buf19_s0 + offs_n2[None, :, None] * buf19_s1 + offs_c2[None, None, :] * buf19_s2, t18, mask=(offs_n0 < E_n0)[:, None, None] & (offs_n2 < E_n2)[None, :, None] & (offs_c2 < E_c2)[None, None, :])


@triton.jit
def kernel_1(m2_ptr, m2_s0, m2_s1, m2_s2, states42_ptr, states42_s0, states42_s1, states42_s2, states42_s3, states42_s4, E_c0, E_c3, E_n0, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c3: tl.constexpr):
    # stores states42: Collect over loop x.2[64]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t39 = tl.load(m2_ptr + offs_n0[:, None, None] * m2_s0 + offs_c0[None, :, None] * m2_s1 + offs_c3[None, None, :] * m2_s2, mask=(offs_n0 < E_n0)[:, None, None] & (offs_c0 < E_c0)[None, :, None] & (offs_c3 < E_c3)[None, None, :], other=0).to(tl.float32)
    t40 = (t39) * (t39)
    t41 = tl.sum(tl.where((offs_c3 < E_c3)[None, None, :], t40, 0.0), axis=2, keep_dims=True)
    tl.store(states42_ptr + i_c0 * states42_s0 + i_c3 * states42_s1 + tl.arange(0, F_n0)[:, None, None] * states42_s2 + tl.arange(0, T_c0)[None, :, None] * states42_s3 + tl.zeros([F_n0, T_c0, 1], tl.int32), t41)


@triton.jit
def kernel_2(m2_ptr, m2_s0, m2_s1, m2_s2, m32_ptr, m32_s0, m32_s1, m32_s2, states42_ptr, states42_s0, states42_s1, states42_s2, states42_s3, states42_s4, m49_ptr, m49_s0, m49_s1, m49_s2, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, m60_ptr, m60_s0, m60_s1, m60_s2, buf67_ptr, buf67_s0, buf67_s1, buf67_s2, E_c0, E_c3, E_n0, E_n3, E_n4, F_n0: tl.constexpr, F_n3: tl.constexpr, F_n4: tl.constexpr, T_c0: tl.constexpr, T_c3: tl.constexpr):
    # writes buf67: Combine over grid x.1@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n3 = tl.arange(0, F_n3)
    offs_n4 = tl.arange(0, F_n4)
    acc38 = tl.full([F_n0, T_c0, F_n3], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t31 = tl.load(m2_ptr + offs_n0[:, None, None] * m2_s0 + offs_c0[None, :, None] * m2_s1 + offs_c3[None, None, :] * m2_s2, mask=(offs_n0 < E_n0)[:, None, None] & (offs_c0 < E_c0)[None, :, None] & (offs_c3 < E_c3)[None, None, :], other=0).to(tl.float32)
        t36 = tl.load(m32_ptr + offs_c3[None, :, None] * m32_s1 + offs_n3[None, None, :] * m32_s2, mask=(offs_c3 < E_c3)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
        t37 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, :], t31, 0.0), 3) * tl.expand_dims(tl.where((offs_c3 < E_c3)[None, :, None], t36, 0.0), 1), axis=2)
        acc38 = acc38 + t37
    acc44 = tl.full([F_n0, T_c0, 1], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t43 = tl.load(states42_ptr + i_c0 * states42_s0 + i_c3 * states42_s1 + tl.arange(0, F_n0)[:, None, None] * states42_s2 + tl.arange(0, T_c0)[None, :, None] * states42_s3 + tl.zeros([F_n0, T_c0, 1], tl.int32))
        acc44 = acc44 + t43
    t45 = acc44 + 6.4e-05
    t46 = tl.rsqrt(t45)
    t47 = (acc38) * (t46)
    t48 = (t47) * (0.8)
    t53 = tl.load(m49_ptr + offs_n3[None, None, :] * m49_s2, mask=(offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t54 = t48 + t53
    t55 = tl.reshape(t54, [F_n0, T_c0, 1, F_n3])
    t56 = 1.0 / (1.0 + tl.exp(-(t55)))
    t57 = tl.load(m3_ptr + offs_n0[:, None, None, None] * m3_s0 + offs_c0[None, :, None, None] * m3_s1 + offs_n3[None, None, :, None] * m3_s2 + offs_n4[None, None, None, :] * m3_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n3 < E_n3)[None, None, :, None] & (offs_n4 < E_n4)[None, None, None, :], other=0).to(tl.float32)
    t58 = tl.sum(tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, None, :], t56, 0.0), 4) * tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, :, None], t57, 0.0), 2), axis=3)
    t59 = tl.reshape(t58, [F_n0, T_c0, F_n4])
    t65 = tl.load(m60_ptr + offs_n4[None, :, None] * m60_s1 + offs_n4[None, None, :] * m60_s2, mask=(offs_n4 < E_n4)[None, :, None] & (offs_n4 < E_n4)[None, None, :], other=0).to(tl.float32)
    t66 = tl.sum(tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, :], t59, 0.0), 3) * tl.expand_dims(tl.where((offs_n4 < E_n4)[None, :, None], t65, 0.0), 1), axis=2)
    tl.store(buf67_ptr + offs_n0[:, None, None] * buf67_s0 + offs_c0[None, :, None] * buf67_s1 + offs_n4[None, None, :] * buf67_s2, t66, mask=(offs_n0 < E_n0)[:, None, None] & (offs_c0 < E_c0)[None, :, None] & (offs_n4 < E_n4)[None, None, :])


@triton.jit
def kernel_3(m2_ptr, m2_s0, m2_s1, m2_s2, m71_ptr, m71_s0, m71_s1, m71_s2, states42_ptr, states42_s0, states42_s1, states42_s2, states42_s3, states42_s4, m85_ptr, m85_s0, m85_s1, m85_s2, m85_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, buf175_ptr, buf175_s0, buf175_s1, buf175_s2, buf175_s3, E_c0, E_c3, E_n0, E_n3, E_n4, F_n0: tl.constexpr, F_n3: tl.constexpr, F_n4: tl.constexpr, T_c0: tl.constexpr, T_c3: tl.constexpr):
    # writes buf175: Combine over grid x.1@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n4 = tl.arange(0, F_n4)
    offs_n3 = tl.arange(0, F_n3)
    acc77 = tl.full([F_n0, T_c0, F_n4], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t70 = tl.load(m2_ptr + offs_n0[:, None, None] * m2_s0 + offs_c0[None, :, None] * m2_s1 + offs_c3[None, None, :] * m2_s2, mask=(offs_n0 < E_n0)[:, None, None] & (offs_c0 < E_c0)[None, :, None] & (offs_c3 < E_c3)[None, None, :], other=0).to(tl.float32)
        t75 = tl.load(m71_ptr + offs_c3[None, :, None] * m71_s1 + offs_n4[None, None, :] * m71_s2, mask=(offs_c3 < E_c3)[None, :, None] & (offs_n4 < E_n4)[None, None, :], other=0).to(tl.float32)
        t76 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, :], t70, 0.0), 3) * tl.expand_dims(tl.where((offs_c3 < E_c3)[None, :, None], t75, 0.0), 1), axis=2)
        acc77 = acc77 + t76
    acc79 = tl.full([F_n0, T_c0, 1], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t78 = tl.load(states42_ptr + i_c0 * states42_s0 + i_c3 * states42_s1 + tl.arange(0, F_n0)[:, None, None] * states42_s2 + tl.arange(0, T_c0)[None, :, None] * states42_s3 + tl.zeros([F_n0, T_c0, 1], tl.int32))
        acc79 = acc79 + t78
    t80 = acc79 + 6.4e-05
    t81 = tl.rsqrt(t80)
    t82 = (acc77) * (t81)
    t83 = tl.reshape(t82, [F_n0, T_c0, F_n3, F_n3])
    t84 = (t83) * (0.8)
    t89 = tl.load(m85_ptr + offs_n3[None, None, :, None] * m85_s2 + offs_n3[None, None, None, :] * m85_s3, mask=(offs_n3 < E_n3)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t90 = t84 + t89
    t91 = tl.exp(t90)
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
    t108 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t107, 0.0), axis=3, keep_dims=True)
    t109 = (t107) / (t108)
    t110 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t109, 0.0), axis=2, keep_dims=True)
    t111 = (t109) / (t110)
    t112 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t111, 0.0), axis=3, keep_dims=True)
    t113 = (t111) / (t112)
    t114 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t113, 0.0), axis=2, keep_dims=True)
    t115 = (t113) / (t114)
    t116 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t115, 0.0), axis=3, keep_dims=True)
    t117 = (t115) / (t116)
    t118 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t117, 0.0), axis=2, keep_dims=True)
    t119 = (t117) / (t118)
    t120 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t119, 0.0), axis=3, keep_dims=True)
    t121 = (t119) / (t120)
    t122 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t121, 0.0), axis=2, keep_dims=True)
    t123 = (t121) / (t122)
    t124 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t123, 0.0), axis=3, keep_dims=True)
    t125 = (t123) / (t124)
    t126 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t125, 0.0), axis=2, keep_dims=True)
    t127 = (t125) / (t126)
    t128 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t127, 0.0), axis=3, keep_dims=True)
    t129 = (t127) / (t128)
    t130 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t129, 0.0), axis=2, keep_dims=True)
    t131 = (t129) / (t130)
    t132 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t131, 0.0), axis=3, keep_dims=True)
    t133 = (t131) / (t132)
    t134 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t133, 0.0), axis=2, keep_dims=True)
    t135 = (t133) / (t134)
    t136 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t135, 0.0), axis=3, keep_dims=True)
    t137 = (t135) / (t136)
    t138 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t137, 0.0), axis=2, keep_dims=True)
    t139 = (t137) / (t138)
    t140 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t139, 0.0), axis=3, keep_dims=True)
    t141 = (t139) / (t140)
    t142 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t141, 0.0), axis=2, keep_dims=True)
    t143 = (t141) / (t142)
    t144 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t143, 0.0), axis=3, keep_dims=True)
    t145 = (t143) / (t144)
    t146 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t145, 0.0), axis=2, keep_dims=True)
    t147 = (t145) / (t146)
    t148 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t147, 0.0), axis=3, keep_dims=True)
    t149 = (t147) / (t148)
    t150 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t149, 0.0), axis=2, keep_dims=True)
    t151 = (t149) / (t150)
    t152 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t151, 0.0), axis=3, keep_dims=True)
    t153 = (t151) / (t152)
    t154 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t153, 0.0), axis=2, keep_dims=True)
    t155 = (t153) / (t154)
    t156 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t155, 0.0), axis=3, keep_dims=True)
    t157 = (t155) / (t156)
    t158 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t157, 0.0), axis=2, keep_dims=True)
    t159 = (t157) / (t158)
    t160 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t159, 0.0), axis=3, keep_dims=True)
    t161 = (t159) / (t160)
    t162 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t161, 0.0), axis=2, keep_dims=True)
    t163 = (t161) / (t162)
    t164 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t163, 0.0), axis=3, keep_dims=True)
    t165 = (t163) / (t164)
    t166 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t165, 0.0), axis=2, keep_dims=True)
    t167 = (t165) / (t166)
    t168 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t167, 0.0), axis=3, keep_dims=True)
    t169 = (t167) / (t168)
    t170 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t169, 0.0), axis=2, keep_dims=True)
    t171 = 1.0 / (t170)
    t172 = (t167) * (t171)
    t173 = tl.load(m3_ptr + offs_n0[:, None, None, None] * m3_s0 + offs_c0[None, :, None, None] * m3_s1 + offs_n3[None, None, :, None] * m3_s2 + offs_n4[None, None, None, :] * m3_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n3 < E_n3)[None, None, :, None] & (offs_n4 < E_n4)[None, None, None, :], other=0).to(tl.float32)
    t174 = tl.sum(tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, None, :], t172, 0.0), 4) * tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, :, None], t173, 0.0), 2), axis=3)
    tl.store(buf175_ptr + offs_n0[:, None, None, None] * buf175_s0 + offs_c0[None, :, None, None] * buf175_s1 + offs_n3[None, None, :, None] * buf175_s2 + offs_n4[None, None, None, :] * buf175_s3, t174, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n3 < E_n3)[None, None, :, None] & (offs_n4 < E_n4)[None, None, None, :])


@triton.jit
def kernel_4(buf175_ptr, buf175_s0, buf175_s1, buf175_s2, buf175_s3, m2_ptr, m2_s0, m2_s1, m2_s2, m71_ptr, m71_s0, m71_s1, m71_s2, states42_ptr, states42_s0, states42_s1, states42_s2, states42_s3, states42_s4, m85_ptr, m85_s0, m85_s1, m85_s2, m85_s3, buf270_ptr, buf270_s0, buf270_s1, buf270_s2, buf270_s3, E_c0, E_c3, E_n0, E_n3, E_n4, F_n0: tl.constexpr, F_n3: tl.constexpr, F_n4: tl.constexpr, T_c0: tl.constexpr, T_c3: tl.constexpr):
    # writes buf270: Combine over grid x.1@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n3 = tl.arange(0, F_n3)
    offs_n4 = tl.arange(0, F_n4)
    t176 = tl.load(buf175_ptr + offs_n0[:, None, None, None] * buf175_s0 + offs_c0[None, :, None, None] * buf175_s1 + offs_n3[None, None, :, None] * buf175_s2 + offs_n4[None, None, None, :] * buf175_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n3 < E_n3)[None, None, :, None] & (offs_n4 < E_n4)[None, None, None, :], other=0).to(tl.float32)
    acc180 = tl.full([F_n0, T_c0, F_n4], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t177 = tl.load(m2_ptr + offs_n0[:, None, None] * m2_s0 + offs_c0[None, :, None] * m2_s1 + offs_c3[None, None, :] * m2_s2, mask=(offs_n0 < E_n0)[:, None, None] & (offs_c0 < E_c0)[None, :, None] & (offs_c3 < E_c3)[None, None, :], other=0).to(tl.float32)
        t178 = tl.load(m71_ptr + offs_c3[None, :, None] * m71_s1 + offs_n4[None, None, :] * m71_s2, mask=(offs_c3 < E_c3)[None, :, None] & (offs_n4 < E_n4)[None, None, :], other=0).to(tl.float32)
        t179 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, :], t177, 0.0), 3) * tl.expand_dims(tl.where((offs_c3 < E_c3)[None, :, None], t178, 0.0), 1), axis=2)
        acc180 = acc180 + t179
    acc182 = tl.full([F_n0, T_c0, 1], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t181 = tl.load(states42_ptr + i_c0 * states42_s0 + i_c3 * states42_s1 + tl.arange(0, F_n0)[:, None, None] * states42_s2 + tl.arange(0, T_c0)[None, :, None] * states42_s3 + tl.zeros([F_n0, T_c0, 1], tl.int32))
        acc182 = acc182 + t181
    t183 = acc182 + 6.4e-05
    t184 = tl.rsqrt(t183)
    t185 = (acc180) * (t184)
    t186 = tl.reshape(t185, [F_n0, T_c0, F_n3, F_n3])
    t187 = (t186) * (0.8)
    t188 = tl.load(m85_ptr + offs_n3[None, None, :, None] * m85_s2 + offs_n3[None, None, None, :] * m85_s3, mask=(offs_n3 < E_n3)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t189 = t187 + t188
    t190 = tl.exp(t189)
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
    t259 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t258, 0.0), axis=3, keep_dims=True)
    t260 = (t258) / (t259)
    t261 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t260, 0.0), axis=2, keep_dims=True)
    t262 = (t260) / (t261)
    t263 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t262, 0.0), axis=3, keep_dims=True)
    t264 = (t262) / (t263)
    t265 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t264, 0.0), axis=2, keep_dims=True)
    t266 = (t264) / (t265)
    t267 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t266, 0.0), axis=3, keep_dims=True)
    t268 = 1.0 / (t267)
    t269 = (t176) * (t268)
    tl.store(buf270_ptr + offs_n0[:, None, None, None] * buf270_s0 + offs_c0[None, :, None, None] * buf270_s1 + offs_n3[None, None, :, None] * buf270_s2 + offs_n4[None, None, None, :] * buf270_s3, t269, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n3 < E_n3)[None, None, :, None] & (offs_n4 < E_n4)[None, None, None, :])


@triton.jit
def kernel_5(buf19_ptr, buf19_s0, buf19_s1, buf19_s2, m21_ptr, m21_s0, m21_s1, m21_s2, m30_ptr, m30_s0, m30_s1, m30_s2, m30_s3, buf270_ptr, buf270_s0, buf270_s1, buf270_s2, buf270_s3, buf273_ptr, buf273_s0, buf273_s1, buf273_s2, buf273_s3, E_c1, E_n2, E_n3, E_n4, F_n2: tl.constexpr, F_n3: tl.constexpr, F_n4: tl.constexpr, T_c1: tl.constexpr):
    # writes buf273: Combine over grid x.0@0[2]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n3 = tl.arange(0, F_n3)
    offs_n4 = tl.arange(0, F_n4)
    t20 = tl.load(buf19_ptr + offs_c1[:, None, None] * buf19_s0 + offs_n2[None, :, None] * buf19_s1 + offs_n3[None, None, :] * buf19_s2, mask=(offs_c1 < E_c1)[:, None, None] & (offs_n2 < E_n2)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t25 = tl.load(m21_ptr + offs_n3[None, None, :] * m21_s2, mask=(offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t26 = t20 + t25
    t27 = tl.reshape(t26, [T_c1, F_n2, F_n3, 1])
    t28 = 1.0 / (1.0 + tl.exp(-(t27)))
    t29 = (t28) * (2.0)
    t68 = tl.load(m30_ptr + offs_c1[:, None, None, None] * m30_s0 + offs_n2[None, :, None, None] * m30_s1 + offs_n4[None, None, None, :] * m30_s3, mask=(offs_c1 < E_c1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_n4 < E_n4)[None, None, None, :], other=0).to(tl.float32)
    t69 = (t29) * (t68)
    t271 = tl.load(buf270_ptr + offs_c1[:, None, None, None] * buf270_s0 + offs_n2[None, :, None, None] * buf270_s1 + offs_n3[None, None, :, None] * buf270_s2 + offs_n4[None, None, None, :] * buf270_s3, mask=(offs_c1 < E_c1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_n3 < E_n3)[None, None, :, None] & (offs_n4 < E_n4)[None, None, None, :], other=0).to(tl.float32)
    t272 = t69 + t271
    tl.store(buf273_ptr + offs_c1[:, None, None, None] * buf273_s0 + offs_n2[None, :, None, None] * buf273_s1 + offs_n3[None, None, :, None] * buf273_s2 + offs_n4[None, None, None, :] * buf273_s3, t272, mask=(offs_c1 < E_c1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_n3 < E_n3)[None, None, :, None] & (offs_n4 < E_n4)[None, None, None, :])


@triton.jit
def kernel_6(m1_ptr, m1_s0, m1_s1, m1_s2, m280_ptr, m280_s0, m280_s1, m280_s2, m286_ptr, m286_s0, m286_s1, m286_s2, m294_ptr, m294_s0, m294_s1, m294_s2, m300_ptr, m300_s0, m300_s1, m300_s2, buf273_ptr, buf273_s0, buf273_s1, buf273_s2, buf273_s3, m310_ptr, m310_s0, m310_s1, m310_s2, m318_ptr, m318_s0, m318_s1, m318_s2, m325_ptr, m325_s0, m325_s1, m325_s2, m325_s3, buf413_ptr, buf413_s0, buf413_s1, buf413_s2, buf413_s3, E_c0, E_n0, E_n1, E_n3, E_n4, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n3: tl.constexpr, F_n4: tl.constexpr, T_c0: tl.constexpr):
    # writes buf413: Combine over grid x.1@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n3 = tl.arange(0, F_n3)
    offs_n4 = tl.arange(0, F_n4)
    t274 = tl.load(m1_ptr + offs_n0[:, None, None] * m1_s0 + offs_c0[None, :, None] * m1_s1 + offs_n1[None, None, :] * m1_s2, mask=(offs_n0 < E_n0)[:, None, None] & (offs_c0 < E_c0)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    t275 = (t274) * (t274)
    t276 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :], t275, 0.0), axis=2, keep_dims=True)
    t277 = t276 + 6.4e-05
    t278 = tl.rsqrt(t277)
    t279 = (t274) * (t278)
    t283 = tl.load(m280_ptr + offs_n1[None, :, None] * m280_s1 + offs_n3[None, None, :] * m280_s2, mask=(offs_n1 < E_n1)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t284 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :], t279, 0.0), 3) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :, None], t283, 0.0), 1), axis=2)
    t285 = (t284) * (0.8)
    t289 = tl.load(m286_ptr + offs_n3[None, None, :] * m286_s2, mask=(offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t290 = t285 + t289
    t291 = tl.reshape(t290, [F_n0, T_c0, F_n3, 1])
    t292 = 1.0 / (1.0 + tl.exp(-(t291)))
    t293 = (t292) * (2.0)
    t297 = tl.load(m294_ptr + offs_n1[None, :, None] * m294_s1 + offs_n3[None, None, :] * m294_s2, mask=(offs_n1 < E_n1)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t298 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :], t279, 0.0), 3) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :, None], t297, 0.0), 1), axis=2)
    t299 = (t298) * (0.8)
    t303 = tl.load(m300_ptr + offs_n3[None, None, :] * m300_s2, mask=(offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t304 = t299 + t303
    t305 = tl.reshape(t304, [F_n0, T_c0, 1, F_n3])
    t306 = 1.0 / (1.0 + tl.exp(-(t305)))
    t307 = tl.load(buf273_ptr + offs_n0[:, None, None, None] * buf273_s0 + offs_c0[None, :, None, None] * buf273_s1 + offs_n3[None, None, :, None] * buf273_s2 + offs_n4[None, None, None, :] * buf273_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n3 < E_n3)[None, None, :, None] & (offs_n4 < E_n4)[None, None, None, :], other=0).to(tl.float32)
    t308 = tl.sum(tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, None, :], t306, 0.0), 4) * tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, :, None], t307, 0.0), 2), axis=3)
    t309 = tl.reshape(t308, [F_n0, T_c0, F_n4])
    t314 = tl.load(m310_ptr + offs_n4[None, :, None] * m310_s1 + offs_n4[None, None, :] * m310_s2, mask=(offs_n4 < E_n4)[None, :, None] & (offs_n4 < E_n4)[None, None, :], other=0).to(tl.float32)
    t315 = tl.sum(tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, :], t309, 0.0), 3) * tl.expand_dims(tl.where((offs_n4 < E_n4)[None, :, None], t314, 0.0), 1), axis=2)
    t316 = tl.reshape(t315, [F_n0, T_c0, 1, F_n4])
    t317 = (t293) * (t316)
    t321 = tl.load(m318_ptr + offs_n1[None, :, None] * m318_s1 + offs_n4[None, None, :] * m318_s2, mask=(offs_n1 < E_n1)[None, :, None] & (offs_n4 < E_n4)[None, None, :], other=0).to(tl.float32)
    t322 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :], t279, 0.0), 3) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :, None], t321, 0.0), 1), axis=2)
    t323 = tl.reshape(t322, [F_n0, T_c0, F_n3, F_n3])
    t324 = (t323) * (0.8)
    t328 = tl.load(m325_ptr + offs_n3[None, None, :, None] * m325_s2 + offs_n3[None, None, None, :] * m325_s3, mask=(offs_n3 < E_n3)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t329 = t324 + t328
    t330 = tl.exp(t329)
    t331 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t330, 0.0), axis=3, keep_dims=True)
    t332 = (t330) / (t331)
    t333 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t332, 0.0), axis=2, keep_dims=True)
    t334 = (t332) / (t333)
    t335 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t334, 0.0), axis=3, keep_dims=True)
    t336 = (t334) / (t335)
    t337 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t336, 0.0), axis=2, keep_dims=True)
    t338 = (t336) / (t337)
    t339 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t338, 0.0), axis=3, keep_dims=True)
    t340 = (t338) / (t339)
    t341 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t340, 0.0), axis=2, keep_dims=True)
    t342 = (t340) / (t341)
    t343 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t342, 0.0), axis=3, keep_dims=True)
    t344 = (t342) / (t343)
    t345 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t344, 0.0), axis=2, keep_dims=True)
    t346 = (t344) / (t345)
    t347 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t346, 0.0), axis=3, keep_dims=True)
    t348 = (t346) / (t347)
    t349 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t348, 0.0), axis=2, keep_dims=True)
    t350 = (t348) / (t349)
    t351 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t350, 0.0), axis=3, keep_dims=True)
    t352 = (t350) / (t351)
    t353 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t352, 0.0), axis=2, keep_dims=True)
    t354 = (t352) / (t353)
    t355 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t354, 0.0), axis=3, keep_dims=True)
    t356 = (t354) / (t355)
    t357 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t356, 0.0), axis=2, keep_dims=True)
    t358 = (t356) / (t357)
    t359 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t358, 0.0), axis=3, keep_dims=True)
    t360 = (t358) / (t359)
    t361 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t360, 0.0), axis=2, keep_dims=True)
    t362 = (t360) / (t361)
    t363 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t362, 0.0), axis=3, keep_dims=True)
    t364 = (t362) / (t363)
    t365 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t364, 0.0), axis=2, keep_dims=True)
    t366 = (t364) / (t365)
    t367 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t366, 0.0), axis=3, keep_dims=True)
    t368 = (t366) / (t367)
    t369 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t368, 0.0), axis=2, keep_dims=True)
    t370 = (t368) / (t369)
    t371 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t370, 0.0), axis=3, keep_dims=True)
    t372 = (t370) / (t371)
    t373 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t372, 0.0), axis=2, keep_dims=True)
    t374 = (t372) / (t373)
    t375 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t374, 0.0), axis=3, keep_dims=True)
    t376 = (t374) / (t375)
    t377 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t376, 0.0), axis=2, keep_dims=True)
    t378 = (t376) / (t377)
    t379 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t378, 0.0), axis=3, keep_dims=True)
    t380 = (t378) / (t379)
    t381 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t380, 0.0), axis=2, keep_dims=True)
    t382 = (t380) / (t381)
    t383 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t382, 0.0), axis=3, keep_dims=True)
    t384 = (t382) / (t383)
    t385 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t384, 0.0), axis=2, keep_dims=True)
    t386 = (t384) / (t385)
    t387 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t386, 0.0), axis=3, keep_dims=True)
    t388 = (t386) / (t387)
    t389 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t388, 0.0), axis=2, keep_dims=True)
    t390 = (t388) / (t389)
    t391 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t390, 0.0), axis=3, keep_dims=True)
    t392 = (t390) / (t391)
    t393 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t392, 0.0), axis=2, keep_dims=True)
    t394 = (t392) / (t393)
    t395 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t394, 0.0), axis=3, keep_dims=True)
    t396 = (t394) / (t395)
    t397 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t396, 0.0), axis=2, keep_dims=True)
    t398 = (t396) / (t397)
    t399 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t398, 0.0), axis=3, keep_dims=True)
    t400 = (t398) / (t399)
    t401 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t400, 0.0), axis=2, keep_dims=True)
    t402 = (t400) / (t401)
    t403 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t402, 0.0), axis=3, keep_dims=True)
    t404 = (t402) / (t403)
    t405 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t404, 0.0), axis=2, keep_dims=True)
    t406 = (t404) / (t405)
    t407 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t406, 0.0), axis=3, keep_dims=True)
    t408 = (t406) / (t407)
    t409 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :, None], t408, 0.0), axis=2, keep_dims=True)
    t410 = (t408) / (t409)
    t411 = tl.sum(tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, None, :], t410, 0.0), 4) * tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, :, None], t307, 0.0), 2), axis=3)
    t412 = t317 + t411
    tl.store(buf413_ptr + offs_n0[:, None, None, None] * buf413_s0 + offs_c0[None, :, None, None] * buf413_s1 + offs_n3[None, None, :, None] * buf413_s2 + offs_n4[None, None, None, :] * buf413_s3, t412, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n3 < E_n3)[None, None, :, None] & (offs_n4 < E_n4)[None, None, None, :])


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
    buf19 = torch.full([2, 32, 4], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(4, T['c2']),)](m2_ptr=m2, m2_s0=m2.stride(0), m2_s1=m2.stride(1), m2_s2=m2.stride(2), m5_ptr=m5, m5_s0=m5.stride(0), m5_s1=m5.stride(1), m5_s2=m5.stride(2), buf19_ptr=buf19, buf19_s0=buf19.stride(0), buf19_s1=buf19.stride(1), buf19_s2=buf19.stride(2), E_c2=4, E_c3=64, E_n0=2, E_n1=64, E_n2=32, F_n0=_pow2(2), F_n1=_pow2(64), F_n2=_pow2(32), T_c2=T['c2'], T_c3=T['c3'])
    m24 = inputs['b_post']
    m23 = m24.narrow(0, 0, 1)
    m22 = m23.reshape([4])
    m21 = m22.reshape([1, 1, 4])
    m35 = inputs['phi_pre']
    m34 = m35.narrow(0, 0, 1)
    m33 = m34.reshape([64, 4])
    m32 = m33.reshape([1, 64, 4])
    states42 = torch.full([_cdiv(32, T['c0']), _cdiv(64, T['c3']), _pow2(2), T['c0'], 1], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(32, T['c0']) * _cdiv(64, T['c3']),)](m2_ptr=m2, m2_s0=m2.stride(0), m2_s1=m2.stride(1), m2_s2=m2.stride(2), states42_ptr=states42, states42_s0=states42.stride(0), states42_s1=states42.stride(1), states42_s2=states42.stride(2), states42_s3=states42.stride(3), states42_s4=states42.stride(4), E_c0=32, E_c3=64, E_n0=2, F_n0=_pow2(2), T_c0=T['c0'], T_c3=T['c3'])
    m52 = inputs['b_pre']
    m51 = m52.narrow(0, 0, 1)
    m50 = m51.reshape([4])
    m49 = m50.reshape([1, 1, 4])
    m64 = inputs['w_layer']
    m63 = m64.narrow(0, 0, 1)
    m62 = m63.reshape([16, 16])
    m61 = m62.permute([1, 0])
    m60 = m61.reshape([1, 16, 16])
    buf67 = torch.full([2, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(32, T['c0']),)](m2_ptr=m2, m2_s0=m2.stride(0), m2_s1=m2.stride(1), m2_s2=m2.stride(2), m32_ptr=m32, m32_s0=m32.stride(0), m32_s1=m32.stride(1), m32_s2=m32.stride(2), states42_ptr=states42, states42_s0=states42.stride(0), states42_s1=states42.stride(1), states42_s2=states42.stride(2), states42_s3=states42.stride(3), states42_s4=states42.stride(4), m49_ptr=m49, m49_s0=m49.stride(0), m49_s1=m49.stride(1), m49_s2=m49.stride(2), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), m60_ptr=m60, m60_s0=m60.stride(0), m60_s1=m60.stride(1), m60_s2=m60.stride(2), buf67_ptr=buf67, buf67_s0=buf67.stride(0), buf67_s1=buf67.stride(1), buf67_s2=buf67.stride(2), E_c0=32, E_c3=64, E_n0=2, E_n3=4, E_n4=16, F_n0=_pow2(2), F_n3=_pow2(4), F_n4=_pow2(16), T_c0=T['c0'], T_c3=T['c3'])
    m30 = buf67.reshape([2, 32, 1, 16])
    m74 = inputs['phi_res']
    m73 = m74.narrow(0, 0, 1)
    m72 = m73.reshape([64, 16])
    m71 = m72.reshape([1, 64, 16])
    m88 = inputs['b_res']
    m87 = m88.narrow(0, 0, 1)
    m86 = m87.reshape([4, 4])
    m85 = m86.reshape([1, 1, 4, 4])
    buf175 = torch.full([2, 32, 4, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(32, T['c0']),)](m2_ptr=m2, m2_s0=m2.stride(0), m2_s1=m2.stride(1), m2_s2=m2.stride(2), m71_ptr=m71, m71_s0=m71.stride(0), m71_s1=m71.stride(1), m71_s2=m71.stride(2), states42_ptr=states42, states42_s0=states42.stride(0), states42_s1=states42.stride(1), states42_s2=states42.stride(2), states42_s3=states42.stride(3), states42_s4=states42.stride(4), m85_ptr=m85, m85_s0=m85.stride(0), m85_s1=m85.stride(1), m85_s2=m85.stride(2), m85_s3=m85.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), buf175_ptr=buf175, buf175_s0=buf175.stride(0), buf175_s1=buf175.stride(1), buf175_s2=buf175.stride(2), buf175_s3=buf175.stride(3), E_c0=32, E_c3=64, E_n0=2, E_n3=4, E_n4=16, F_n0=_pow2(2), F_n3=_pow2(4), F_n4=_pow2(16), T_c0=T['c0'], T_c3=T['c3'])
    buf270 = torch.full([2, 32, 4, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(_cdiv(32, T['c0']),)](buf175_ptr=buf175, buf175_s0=buf175.stride(0), buf175_s1=buf175.stride(1), buf175_s2=buf175.stride(2), buf175_s3=buf175.stride(3), m2_ptr=m2, m2_s0=m2.stride(0), m2_s1=m2.stride(1), m2_s2=m2.stride(2), m71_ptr=m71, m71_s0=m71.stride(0), m71_s1=m71.stride(1), m71_s2=m71.stride(2), states42_ptr=states42, states42_s0=states42.stride(0), states42_s1=states42.stride(1), states42_s2=states42.stride(2), states42_s3=states42.stride(3), states42_s4=states42.stride(4), m85_ptr=m85, m85_s0=m85.stride(0), m85_s1=m85.stride(1), m85_s2=m85.stride(2), m85_s3=m85.stride(3), buf270_ptr=buf270, buf270_s0=buf270.stride(0), buf270_s1=buf270.stride(1), buf270_s2=buf270.stride(2), buf270_s3=buf270.stride(3), E_c0=32, E_c3=64, E_n0=2, E_n3=4, E_n4=16, F_n0=_pow2(2), F_n3=_pow2(4), F_n4=_pow2(16), T_c0=T['c0'], T_c3=T['c3'])
    buf273 = torch.full([2, 32, 4, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_5[(_cdiv(2, T['c1']),)](buf19_ptr=buf19, buf19_s0=buf19.stride(0), buf19_s1=buf19.stride(1), buf19_s2=buf19.stride(2), m21_ptr=m21, m21_s0=m21.stride(0), m21_s1=m21.stride(1), m21_s2=m21.stride(2), m30_ptr=m30, m30_s0=m30.stride(0), m30_s1=m30.stride(1), m30_s2=m30.stride(2), m30_s3=m30.stride(3), buf270_ptr=buf270, buf270_s0=buf270.stride(0), buf270_s1=buf270.stride(1), buf270_s2=buf270.stride(2), buf270_s3=buf270.stride(3), buf273_ptr=buf273, buf273_s0=buf273.stride(0), buf273_s1=buf273.stride(1), buf273_s2=buf273.stride(2), buf273_s3=buf273.stride(3), E_c1=2, E_n2=32, E_n3=4, E_n4=16, F_n2=_pow2(32), F_n3=_pow2(4), F_n4=_pow2(16), T_c1=T['c1'])
    m1 = buf273.reshape([2, 32, 64])
    m282 = m8.narrow(0, 1, 1)
    m281 = m282.reshape([64, 4])
    m280 = m281.reshape([1, 64, 4])
    m288 = m24.narrow(0, 1, 1)
    m287 = m288.reshape([4])
    m286 = m287.reshape([1, 1, 4])
    m296 = m35.narrow(0, 1, 1)
    m295 = m296.reshape([64, 4])
    m294 = m295.reshape([1, 64, 4])
    m302 = m52.narrow(0, 1, 1)
    m301 = m302.reshape([4])
    m300 = m301.reshape([1, 1, 4])
    m313 = m64.narrow(0, 1, 1)
    m312 = m313.reshape([16, 16])
    m311 = m312.permute([1, 0])
    m310 = m311.reshape([1, 16, 16])
    m320 = m74.narrow(0, 1, 1)
    m319 = m320.reshape([64, 16])
    m318 = m319.reshape([1, 64, 16])
    m327 = m88.narrow(0, 1, 1)
    m326 = m327.reshape([4, 4])
    m325 = m326.reshape([1, 1, 4, 4])
    buf413 = torch.full([2, 32, 4, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_6[(_cdiv(32, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m280_ptr=m280, m280_s0=m280.stride(0), m280_s1=m280.stride(1), m280_s2=m280.stride(2), m286_ptr=m286, m286_s0=m286.stride(0), m286_s1=m286.stride(1), m286_s2=m286.stride(2), m294_ptr=m294, m294_s0=m294.stride(0), m294_s1=m294.stride(1), m294_s2=m294.stride(2), m300_ptr=m300, m300_s0=m300.stride(0), m300_s1=m300.stride(1), m300_s2=m300.stride(2), buf273_ptr=buf273, buf273_s0=buf273.stride(0), buf273_s1=buf273.stride(1), buf273_s2=buf273.stride(2), buf273_s3=buf273.stride(3), m310_ptr=m310, m310_s0=m310.stride(0), m310_s1=m310.stride(1), m310_s2=m310.stride(2), m318_ptr=m318, m318_s0=m318.stride(0), m318_s1=m318.stride(1), m318_s2=m318.stride(2), m325_ptr=m325, m325_s0=m325.stride(0), m325_s1=m325.stride(1), m325_s2=m325.stride(2), m325_s3=m325.stride(3), buf413_ptr=buf413, buf413_s0=buf413.stride(0), buf413_s1=buf413.stride(1), buf413_s2=buf413.stride(2), buf413_s3=buf413.stride(3), E_c0=32, E_n0=2, E_n1=64, E_n3=4, E_n4=16, F_n0=_pow2(2), F_n1=_pow2(64), F_n3=_pow2(4), F_n4=_pow2(16), T_c0=T['c0'])
    return buf413


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
