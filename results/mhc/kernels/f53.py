"""mhc [small], candidate 53: 6 kernel(s)

Rendered by EqiForge from candidate 53 of mhc [small]: grid(b_res.2@2) loop(x.2[64]: sum) [1 mm] ; store(x.2[64]) ; grid(x.1@1) loop(x.2[64]: sum) loop(x.2[64]: sum, stored) [3 mm] ; grid(x.1@1) loop(x.2[64]: sum) loop(x.2[64]: sum, stored) [2 mm] ; grid(b_res.2@2) | grid(x.1@1) [6 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.1@1[32]
    c1: grid b_res.2@2[4]
    c2: loop x.2[64]

Run it on its own: `python kernels/f53.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/mhc.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 16, "c1": 2, "c2": 32}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 32, "c1": 4, "c2": 64}


@triton.jit
def kernel_0(m2_ptr, m2_s0, m2_s1, m2_s2, m5_ptr, m5_s0, m5_s1, m5_s2, buf19_ptr, buf19_s0, buf19_s1, buf19_s2, E_c1, E_c2, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf19: Combine over grid b_res.2@2[4]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n2 = tl.arange(0, F_n2)
    offs_n1 = tl.arange(0, F_n1)
    acc11 = tl.full([F_n0, F_n2, T_c1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t4 = tl.load(m2_ptr + offs_n0[:, None, None] * m2_s0 + offs_n2[None, :, None] * m2_s1 + offs_c2[None, None, :] * m2_s2, mask=(offs_n0 < E_n0)[:, None, None] & (offs_n2 < E_n2)[None, :, None] & (offs_c2 < E_c2)[None, None, :], other=0).to(tl.float32)
        t9 = tl.load(m5_ptr + offs_c2[None, :, None] * m5_s1 + offs_c1[None, None, :] * m5_s2, mask=(offs_c2 < E_c2)[None, :, None] & (offs_c1 < E_c1)[None, None, :], other=0).to(tl.float32)
        t10 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :], t4, 0.0), 3) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :, None], t9, 0.0), 1), axis=2)
        acc11 = acc11 + t10
    t12 = tl.load(m2_ptr + offs_n0[:, None, None] * m2_s0 + offs_n2[None, :, None] * m2_s1 + offs_n1[None, None, :] * m2_s2, mask=(offs_n0 < E_n0)[:, None, None] & (offs_n2 < E_n2)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    t13 = (t12) * (t12)
    t14 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :], t13, 0.0), axis=2, keep_dims=True)
    t15 = t14 + 6.4e-05
    t16 = tl.rsqrt(t15)
    t17 = (acc11) * (t16)
    t18 = (t17) * (0.8)
    tl.store(buf19_ptr + offs_n0[:, None, None] * buf19_s0 + offs_n2[None, :, None] * buf19_s1 + offs_c1[None, None, :] * buf19_s2, t18, mask=(offs_n0 < E_n0)[:, None, None] & (offs_n2 < E_n2)[None, :, None] & (offs_c1 < E_c1)[None, None, :])


@triton.jit
def kernel_1(m2_ptr, m2_s0, m2_s1, m2_s2, states42_ptr, states42_s0, states42_s1, states42_s2, states42_s3, states42_s4, E_c0, E_c2, E_n0, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # stores states42: Collect over loop x.2[64]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t39 = tl.load(m2_ptr + offs_n0[:, None, None] * m2_s0 + offs_c0[None, :, None] * m2_s1 + offs_c2[None, None, :] * m2_s2, mask=(offs_n0 < E_n0)[:, None, None] & (offs_c0 < E_c0)[None, :, None] & (offs_c2 < E_c2)[None, None, :], other=0).to(tl.float32)
    t40 = (t39) * (t39)
    t41 = tl.sum(tl.where((offs_c2 < E_c2)[None, None, :], t40, 0.0), axis=2, keep_dims=True)
    tl.store(states42_ptr + i_c0 * states42_s0 + i_c2 * states42_s1 + tl.arange(0, F_n0)[:, None, None] * states42_s2 + tl.arange(0, T_c0)[None, :, None] * states42_s3 + tl.zeros([F_n0, T_c0, 1], tl.int32), t41)


@triton.jit
def kernel_2(m2_ptr, m2_s0, m2_s1, m2_s2, m32_ptr, m32_s0, m32_s1, m32_s2, states42_ptr, states42_s0, states42_s1, states42_s2, states42_s3, states42_s4, m49_ptr, m49_s0, m49_s1, m49_s2, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, m60_ptr, m60_s0, m60_s1, m60_s2, buf67_ptr, buf67_s0, buf67_s1, buf67_s2, E_c0, E_c2, E_n0, E_n3, E_n4, F_n0: tl.constexpr, F_n3: tl.constexpr, F_n4: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # writes buf67: Combine over grid x.1@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n4 = tl.arange(0, F_n4)
    offs_n3 = tl.arange(0, F_n3)
    acc38 = tl.full([F_n0, T_c0, F_n4], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t31 = tl.load(m2_ptr + offs_n0[:, None, None] * m2_s0 + offs_c0[None, :, None] * m2_s1 + offs_c2[None, None, :] * m2_s2, mask=(offs_n0 < E_n0)[:, None, None] & (offs_c0 < E_c0)[None, :, None] & (offs_c2 < E_c2)[None, None, :], other=0).to(tl.float32)
        t36 = tl.load(m32_ptr + offs_c2[None, :, None] * m32_s1 + offs_n4[None, None, :] * m32_s2, mask=(offs_c2 < E_c2)[None, :, None] & (offs_n4 < E_n4)[None, None, :], other=0).to(tl.float32)
        t37 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :], t31, 0.0), 3) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :, None], t36, 0.0), 1), axis=2)
        acc38 = acc38 + t37
    acc44 = tl.full([F_n0, T_c0, 1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t43 = tl.load(states42_ptr + i_c0 * states42_s0 + i_c2 * states42_s1 + tl.arange(0, F_n0)[:, None, None] * states42_s2 + tl.arange(0, T_c0)[None, :, None] * states42_s3 + tl.zeros([F_n0, T_c0, 1], tl.int32))
        acc44 = acc44 + t43
    t45 = acc44 + 6.4e-05
    t46 = tl.rsqrt(t45)
    t47 = (acc38) * (t46)
    t48 = (t47) * (0.8)
    t53 = tl.load(m49_ptr + offs_n4[None, None, :] * m49_s2, mask=(offs_n4 < E_n4)[None, None, :], other=0).to(tl.float32)
    t54 = t48 + t53
    t55 = tl.reshape(t54, [F_n0, T_c0, 1, F_n4])
    t56 = 1.0 / (1.0 + tl.exp(-(t55)))
    t57 = tl.load(m3_ptr + offs_n0[:, None, None, None] * m3_s0 + offs_c0[None, :, None, None] * m3_s1 + offs_n4[None, None, :, None] * m3_s2 + offs_n3[None, None, None, :] * m3_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n4 < E_n4)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t58 = tl.sum(tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, None, :], t56, 0.0), 4) * tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, :, None], t57, 0.0), 2), axis=3)
    t59 = tl.reshape(t58, [F_n0, T_c0, F_n3])
    t65 = tl.load(m60_ptr + offs_n3[None, :, None] * m60_s1 + offs_n3[None, None, :] * m60_s2, mask=(offs_n3 < E_n3)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t66 = tl.sum(tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, :], t59, 0.0), 3) * tl.expand_dims(tl.where((offs_n3 < E_n3)[None, :, None], t65, 0.0), 1), axis=2)
    tl.store(buf67_ptr + offs_n0[:, None, None] * buf67_s0 + offs_c0[None, :, None] * buf67_s1 + offs_n3[None, None, :] * buf67_s2, t66, mask=(offs_n0 < E_n0)[:, None, None] & (offs_c0 < E_c0)[None, :, None] & (offs_n3 < E_n3)[None, None, :])


@triton.jit
def kernel_3(m2_ptr, m2_s0, m2_s1, m2_s2, m71_ptr, m71_s0, m71_s1, m71_s2, states42_ptr, states42_s0, states42_s1, states42_s2, states42_s3, states42_s4, m85_ptr, m85_s0, m85_s1, m85_s2, m85_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, buf174_ptr, buf174_s0, buf174_s1, buf174_s2, buf174_s3, E_c0, E_c2, E_n0, E_n3, E_n4, F_n0: tl.constexpr, F_n3: tl.constexpr, F_n4: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # writes buf174: Combine over grid x.1@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n3 = tl.arange(0, F_n3)
    offs_n4 = tl.arange(0, F_n4)
    acc77 = tl.full([F_n0, T_c0, F_n3], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t70 = tl.load(m2_ptr + offs_n0[:, None, None] * m2_s0 + offs_c0[None, :, None] * m2_s1 + offs_c2[None, None, :] * m2_s2, mask=(offs_n0 < E_n0)[:, None, None] & (offs_c0 < E_c0)[None, :, None] & (offs_c2 < E_c2)[None, None, :], other=0).to(tl.float32)
        t75 = tl.load(m71_ptr + offs_c2[None, :, None] * m71_s1 + offs_n3[None, None, :] * m71_s2, mask=(offs_c2 < E_c2)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
        t76 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :], t70, 0.0), 3) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :, None], t75, 0.0), 1), axis=2)
        acc77 = acc77 + t76
    acc79 = tl.full([F_n0, T_c0, 1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t78 = tl.load(states42_ptr + i_c0 * states42_s0 + i_c2 * states42_s1 + tl.arange(0, F_n0)[:, None, None] * states42_s2 + tl.arange(0, T_c0)[None, :, None] * states42_s3 + tl.zeros([F_n0, T_c0, 1], tl.int32))
        acc79 = acc79 + t78
    t80 = acc79 + 6.4e-05
    t81 = tl.rsqrt(t80)
    t82 = (acc77) * (t81)
    t83 = tl.reshape(t82, [F_n0, T_c0, F_n4, F_n4])
    t84 = (t83) * (0.8)
    t89 = tl.load(m85_ptr + offs_n4[None, None, :, None] * m85_s2 + offs_n4[None, None, None, :] * m85_s3, mask=(offs_n4 < E_n4)[None, None, :, None] & (offs_n4 < E_n4)[None, None, None, :], other=0).to(tl.float32)
    t90 = t84 + t89
    t91 = tl.exp(t90)
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
    t108 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t107, 0.0), axis=3, keep_dims=True)
    t109 = (t107) / (t108)
    t110 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t109, 0.0), axis=2, keep_dims=True)
    t111 = (t109) / (t110)
    t112 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t111, 0.0), axis=3, keep_dims=True)
    t113 = (t111) / (t112)
    t114 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t113, 0.0), axis=2, keep_dims=True)
    t115 = (t113) / (t114)
    t116 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t115, 0.0), axis=3, keep_dims=True)
    t117 = (t115) / (t116)
    t118 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t117, 0.0), axis=2, keep_dims=True)
    t119 = (t117) / (t118)
    t120 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t119, 0.0), axis=3, keep_dims=True)
    t121 = (t119) / (t120)
    t122 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t121, 0.0), axis=2, keep_dims=True)
    t123 = (t121) / (t122)
    t124 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t123, 0.0), axis=3, keep_dims=True)
    t125 = (t123) / (t124)
    t126 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t125, 0.0), axis=2, keep_dims=True)
    t127 = (t125) / (t126)
    t128 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t127, 0.0), axis=3, keep_dims=True)
    t129 = (t127) / (t128)
    t130 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t129, 0.0), axis=2, keep_dims=True)
    t131 = (t129) / (t130)
    t132 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t131, 0.0), axis=3, keep_dims=True)
    t133 = (t131) / (t132)
    t134 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t133, 0.0), axis=2, keep_dims=True)
    t135 = (t133) / (t134)
    t136 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t135, 0.0), axis=3, keep_dims=True)
    t137 = (t135) / (t136)
    t138 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t137, 0.0), axis=2, keep_dims=True)
    t139 = (t137) / (t138)
    t140 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t139, 0.0), axis=3, keep_dims=True)
    t141 = (t139) / (t140)
    t142 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t141, 0.0), axis=2, keep_dims=True)
    t143 = (t141) / (t142)
    t144 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t143, 0.0), axis=3, keep_dims=True)
    t145 = (t143) / (t144)
    t146 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t145, 0.0), axis=2, keep_dims=True)
    t147 = (t145) / (t146)
    t148 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t147, 0.0), axis=3, keep_dims=True)
    t149 = (t147) / (t148)
    t150 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t149, 0.0), axis=2, keep_dims=True)
    t151 = (t149) / (t150)
    t152 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t151, 0.0), axis=3, keep_dims=True)
    t153 = (t151) / (t152)
    t154 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t153, 0.0), axis=2, keep_dims=True)
    t155 = (t153) / (t154)
    t156 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t155, 0.0), axis=3, keep_dims=True)
    t157 = (t155) / (t156)
    t158 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t157, 0.0), axis=2, keep_dims=True)
    t159 = (t157) / (t158)
    t160 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t159, 0.0), axis=3, keep_dims=True)
    t161 = (t159) / (t160)
    t162 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t161, 0.0), axis=2, keep_dims=True)
    t163 = (t161) / (t162)
    t164 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t163, 0.0), axis=3, keep_dims=True)
    t165 = (t163) / (t164)
    t166 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t165, 0.0), axis=2, keep_dims=True)
    t167 = (t165) / (t166)
    t168 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t167, 0.0), axis=3, keep_dims=True)
    t169 = (t167) / (t168)
    t170 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t169, 0.0), axis=2, keep_dims=True)
    t171 = (t169) / (t170)
    t172 = tl.load(m3_ptr + offs_n0[:, None, None, None] * m3_s0 + offs_c0[None, :, None, None] * m3_s1 + offs_n4[None, None, :, None] * m3_s2 + offs_n3[None, None, None, :] * m3_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n4 < E_n4)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t173 = tl.sum(tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, None, :], t171, 0.0), 4) * tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, :, None], t172, 0.0), 2), axis=3)
    tl.store(buf174_ptr + offs_n0[:, None, None, None] * buf174_s0 + offs_c0[None, :, None, None] * buf174_s1 + offs_n4[None, None, :, None] * buf174_s2 + offs_n3[None, None, None, :] * buf174_s3, t173, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n4 < E_n4)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :])


@triton.jit
def kernel_4(buf19_ptr, buf19_s0, buf19_s1, buf19_s2, m21_ptr, m21_s0, m21_s1, m21_s2, m30_ptr, m30_s0, m30_s1, m30_s2, m30_s3, buf174_ptr, buf174_s0, buf174_s1, buf174_s2, buf174_s3, buf177_ptr, buf177_s0, buf177_s1, buf177_s2, buf177_s3, E_c1, E_n0, E_n2, E_n3, F_n0: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c1: tl.constexpr):
    # writes buf177: Combine over grid b_res.2@2[4]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n2 = tl.arange(0, F_n2)
    offs_n3 = tl.arange(0, F_n3)
    t20 = tl.load(buf19_ptr + offs_n0[:, None, None] * buf19_s0 + offs_n2[None, :, None] * buf19_s1 + offs_c1[None, None, :] * buf19_s2, mask=(offs_n0 < E_n0)[:, None, None] & (offs_n2 < E_n2)[None, :, None] & (offs_c1 < E_c1)[None, None, :], other=0).to(tl.float32)
    t25 = tl.load(m21_ptr + offs_c1[None, None, :] * m21_s2, mask=(offs_c1 < E_c1)[None, None, :], other=0).to(tl.float32)
    t26 = t20 + t25
    t27 = tl.reshape(t26, [F_n0, F_n2, T_c1, 1])
    t28 = 1.0 / (1.0 + tl.exp(-(t27)))
    t29 = (t28) * (2.0)
    t68 = tl.load(m30_ptr + offs_n0[:, None, None, None] * m30_s0 + offs_n2[None, :, None, None] * m30_s1 + offs_n3[None, None, None, :] * m30_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t69 = (t29) * (t68)
    t175 = tl.load(buf174_ptr + offs_n0[:, None, None, None] * buf174_s0 + offs_n2[None, :, None, None] * buf174_s1 + offs_c1[None, None, :, None] * buf174_s2 + offs_n3[None, None, None, :] * buf174_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t176 = t69 + t175
    tl.store(buf177_ptr + offs_n0[:, None, None, None] * buf177_s0 + offs_n2[None, :, None, None] * buf177_s1 + offs_c1[None, None, :, None] * buf177_s2 + offs_n3[None, None, None, :] * buf177_s3, t176, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :])


@triton.jit
def kernel_5(m1_ptr, m1_s0, m1_s1, m1_s2, m184_ptr, m184_s0, m184_s1, m184_s2, m190_ptr, m190_s0, m190_s1, m190_s2, m198_ptr, m198_s0, m198_s1, m198_s2, m204_ptr, m204_s0, m204_s1, m204_s2, buf177_ptr, buf177_s0, buf177_s1, buf177_s2, buf177_s3, m214_ptr, m214_s0, m214_s1, m214_s2, m222_ptr, m222_s0, m222_s1, m222_s2, m229_ptr, m229_s0, m229_s1, m229_s2, m229_s3, buf317_ptr, buf317_s0, buf317_s1, buf317_s2, buf317_s3, E_c0, E_n0, E_n1, E_n3, E_n4, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n3: tl.constexpr, F_n4: tl.constexpr, T_c0: tl.constexpr):
    # writes buf317: Combine over grid x.1@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n4 = tl.arange(0, F_n4)
    offs_n3 = tl.arange(0, F_n3)
    t178 = tl.load(m1_ptr + offs_n0[:, None, None] * m1_s0 + offs_c0[None, :, None] * m1_s1 + offs_n1[None, None, :] * m1_s2, mask=(offs_n0 < E_n0)[:, None, None] & (offs_c0 < E_c0)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    t179 = (t178) * (t178)
    t180 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :], t179, 0.0), axis=2, keep_dims=True)
    t181 = t180 + 6.4e-05
    t182 = tl.rsqrt(t181)
    t183 = (t178) * (t182)
    t187 = tl.load(m184_ptr + offs_n1[None, :, None] * m184_s1 + offs_n4[None, None, :] * m184_s2, mask=(offs_n1 < E_n1)[None, :, None] & (offs_n4 < E_n4)[None, None, :], other=0).to(tl.float32)
    t188 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :], t183, 0.0), 3) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :, None], t187, 0.0), 1), axis=2)
    t189 = (t188) * (0.8)
    t193 = tl.load(m190_ptr + offs_n4[None, None, :] * m190_s2, mask=(offs_n4 < E_n4)[None, None, :], other=0).to(tl.float32)
    t194 = t189 + t193
    t195 = tl.reshape(t194, [F_n0, T_c0, F_n4, 1])
    t196 = 1.0 / (1.0 + tl.exp(-(t195)))
    t197 = (t196) * (2.0)
    t201 = tl.load(m198_ptr + offs_n1[None, :, None] * m198_s1 + offs_n4[None, None, :] * m198_s2, mask=(offs_n1 < E_n1)[None, :, None] & (offs_n4 < E_n4)[None, None, :], other=0).to(tl.float32)
    t202 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :], t183, 0.0), 3) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :, None], t201, 0.0), 1), axis=2)
    t203 = (t202) * (0.8)
    t207 = tl.load(m204_ptr + offs_n4[None, None, :] * m204_s2, mask=(offs_n4 < E_n4)[None, None, :], other=0).to(tl.float32)
    t208 = t203 + t207
    t209 = tl.reshape(t208, [F_n0, T_c0, 1, F_n4])
    t210 = 1.0 / (1.0 + tl.exp(-(t209)))
    t211 = tl.load(buf177_ptr + offs_n0[:, None, None, None] * buf177_s0 + offs_c0[None, :, None, None] * buf177_s1 + offs_n4[None, None, :, None] * buf177_s2 + offs_n3[None, None, None, :] * buf177_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n4 < E_n4)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t212 = tl.sum(tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, None, :], t210, 0.0), 4) * tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, :, None], t211, 0.0), 2), axis=3)
    t213 = tl.reshape(t212, [F_n0, T_c0, F_n3])
    t218 = tl.load(m214_ptr + offs_n3[None, :, None] * m214_s1 + offs_n3[None, None, :] * m214_s2, mask=(offs_n3 < E_n3)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t219 = tl.sum(tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, :], t213, 0.0), 3) * tl.expand_dims(tl.where((offs_n3 < E_n3)[None, :, None], t218, 0.0), 1), axis=2)
    t220 = tl.reshape(t219, [F_n0, T_c0, 1, F_n3])
    t221 = (t197) * (t220)
    t225 = tl.load(m222_ptr + offs_n1[None, :, None] * m222_s1 + offs_n3[None, None, :] * m222_s2, mask=(offs_n1 < E_n1)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t226 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :], t183, 0.0), 3) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :, None], t225, 0.0), 1), axis=2)
    t227 = tl.reshape(t226, [F_n0, T_c0, F_n4, F_n4])
    t228 = (t227) * (0.8)
    t232 = tl.load(m229_ptr + offs_n4[None, None, :, None] * m229_s2 + offs_n4[None, None, None, :] * m229_s3, mask=(offs_n4 < E_n4)[None, None, :, None] & (offs_n4 < E_n4)[None, None, None, :], other=0).to(tl.float32)
    t233 = t228 + t232
    t234 = tl.exp(t233)
    t235 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t234, 0.0), axis=3, keep_dims=True)
    t236 = (t234) / (t235)
    t237 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t236, 0.0), axis=2, keep_dims=True)
    t238 = (t236) / (t237)
    t239 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t238, 0.0), axis=3, keep_dims=True)
    t240 = (t238) / (t239)
    t241 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t240, 0.0), axis=2, keep_dims=True)
    t242 = (t240) / (t241)
    t243 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t242, 0.0), axis=3, keep_dims=True)
    t244 = (t242) / (t243)
    t245 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t244, 0.0), axis=2, keep_dims=True)
    t246 = (t244) / (t245)
    t247 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t246, 0.0), axis=3, keep_dims=True)
    t248 = (t246) / (t247)
    t249 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t248, 0.0), axis=2, keep_dims=True)
    t250 = (t248) / (t249)
    t251 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t250, 0.0), axis=3, keep_dims=True)
    t252 = (t250) / (t251)
    t253 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t252, 0.0), axis=2, keep_dims=True)
    t254 = (t252) / (t253)
    t255 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t254, 0.0), axis=3, keep_dims=True)
    t256 = (t254) / (t255)
    t257 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t256, 0.0), axis=2, keep_dims=True)
    t258 = (t256) / (t257)
    t259 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t258, 0.0), axis=3, keep_dims=True)
    t260 = (t258) / (t259)
    t261 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t260, 0.0), axis=2, keep_dims=True)
    t262 = (t260) / (t261)
    t263 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t262, 0.0), axis=3, keep_dims=True)
    t264 = (t262) / (t263)
    t265 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t264, 0.0), axis=2, keep_dims=True)
    t266 = (t264) / (t265)
    t267 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t266, 0.0), axis=3, keep_dims=True)
    t268 = (t266) / (t267)
    t269 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t268, 0.0), axis=2, keep_dims=True)
    t270 = (t268) / (t269)
    t271 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t270, 0.0), axis=3, keep_dims=True)
    t272 = (t270) / (t271)
    t273 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t272, 0.0), axis=2, keep_dims=True)
    t274 = (t272) / (t273)
    t275 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t274, 0.0), axis=3, keep_dims=True)
    t276 = (t274) / (t275)
    t277 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t276, 0.0), axis=2, keep_dims=True)
    t278 = (t276) / (t277)
    t279 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t278, 0.0), axis=3, keep_dims=True)
    t280 = (t278) / (t279)
    t281 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t280, 0.0), axis=2, keep_dims=True)
    t282 = (t280) / (t281)
    t283 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t282, 0.0), axis=3, keep_dims=True)
    t284 = (t282) / (t283)
    t285 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t284, 0.0), axis=2, keep_dims=True)
    t286 = (t284) / (t285)
    t287 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t286, 0.0), axis=3, keep_dims=True)
    t288 = (t286) / (t287)
    t289 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t288, 0.0), axis=2, keep_dims=True)
    t290 = (t288) / (t289)
    t291 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t290, 0.0), axis=3, keep_dims=True)
    t292 = (t290) / (t291)
    t293 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t292, 0.0), axis=2, keep_dims=True)
    t294 = (t292) / (t293)
    t295 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t294, 0.0), axis=3, keep_dims=True)
    t296 = (t294) / (t295)
    t297 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t296, 0.0), axis=2, keep_dims=True)
    t298 = (t296) / (t297)
    t299 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t298, 0.0), axis=3, keep_dims=True)
    t300 = (t298) / (t299)
    t301 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t300, 0.0), axis=2, keep_dims=True)
    t302 = (t300) / (t301)
    t303 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t302, 0.0), axis=3, keep_dims=True)
    t304 = (t302) / (t303)
    t305 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t304, 0.0), axis=2, keep_dims=True)
    t306 = (t304) / (t305)
    t307 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t306, 0.0), axis=3, keep_dims=True)
    t308 = (t306) / (t307)
    t309 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t308, 0.0), axis=2, keep_dims=True)
    t310 = (t308) / (t309)
    t311 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t310, 0.0), axis=3, keep_dims=True)
    t312 = (t310) / (t311)
    t313 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t312, 0.0), axis=2, keep_dims=True)
    t314 = (t312) / (t313)
    t315 = tl.sum(tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, None, :], t314, 0.0), 4) * tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, :, None], t211, 0.0), 2), axis=3)
    t316 = t221 + t315
    tl.store(buf317_ptr + offs_n0[:, None, None, None] * buf317_s0 + offs_c0[None, :, None, None] * buf317_s1 + offs_n4[None, None, :, None] * buf317_s2 + offs_n3[None, None, None, :] * buf317_s3, t316, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n4 < E_n4)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :])


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
    kernel_0[(_cdiv(4, T['c1']),)](m2_ptr=m2, m2_s0=m2.stride(0), m2_s1=m2.stride(1), m2_s2=m2.stride(2), m5_ptr=m5, m5_s0=m5.stride(0), m5_s1=m5.stride(1), m5_s2=m5.stride(2), buf19_ptr=buf19, buf19_s0=buf19.stride(0), buf19_s1=buf19.stride(1), buf19_s2=buf19.stride(2), E_c1=4, E_c2=64, E_n0=2, E_n1=64, E_n2=32, F_n0=_pow2(2), F_n1=_pow2(64), F_n2=_pow2(32), T_c1=T['c1'], T_c2=T['c2'])
    m24 = inputs['b_post']
    m23 = m24.narrow(0, 0, 1)
    m22 = m23.reshape([4])
    m21 = m22.reshape([1, 1, 4])
    m35 = inputs['phi_pre']
    m34 = m35.narrow(0, 0, 1)
    m33 = m34.reshape([64, 4])
    m32 = m33.reshape([1, 64, 4])
    states42 = torch.full([_cdiv(32, T['c0']), _cdiv(64, T['c2']), _pow2(2), T['c0'], 1], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(32, T['c0']) * _cdiv(64, T['c2']),)](m2_ptr=m2, m2_s0=m2.stride(0), m2_s1=m2.stride(1), m2_s2=m2.stride(2), states42_ptr=states42, states42_s0=states42.stride(0), states42_s1=states42.stride(1), states42_s2=states42.stride(2), states42_s3=states42.stride(3), states42_s4=states42.stride(4), E_c0=32, E_c2=64, E_n0=2, F_n0=_pow2(2), T_c0=T['c0'], T_c2=T['c2'])
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
    kernel_2[(_cdiv(32, T['c0']),)](m2_ptr=m2, m2_s0=m2.stride(0), m2_s1=m2.stride(1), m2_s2=m2.stride(2), m32_ptr=m32, m32_s0=m32.stride(0), m32_s1=m32.stride(1), m32_s2=m32.stride(2), states42_ptr=states42, states42_s0=states42.stride(0), states42_s1=states42.stride(1), states42_s2=states42.stride(2), states42_s3=states42.stride(3), states42_s4=states42.stride(4), m49_ptr=m49, m49_s0=m49.stride(0), m49_s1=m49.stride(1), m49_s2=m49.stride(2), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), m60_ptr=m60, m60_s0=m60.stride(0), m60_s1=m60.stride(1), m60_s2=m60.stride(2), buf67_ptr=buf67, buf67_s0=buf67.stride(0), buf67_s1=buf67.stride(1), buf67_s2=buf67.stride(2), E_c0=32, E_c2=64, E_n0=2, E_n3=16, E_n4=4, F_n0=_pow2(2), F_n3=_pow2(16), F_n4=_pow2(4), T_c0=T['c0'], T_c2=T['c2'])
    m30 = buf67.reshape([2, 32, 1, 16])
    m74 = inputs['phi_res']
    m73 = m74.narrow(0, 0, 1)
    m72 = m73.reshape([64, 16])
    m71 = m72.reshape([1, 64, 16])
    m88 = inputs['b_res']
    m87 = m88.narrow(0, 0, 1)
    m86 = m87.reshape([4, 4])
    m85 = m86.reshape([1, 1, 4, 4])
    buf174 = torch.full([2, 32, 4, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(32, T['c0']),)](m2_ptr=m2, m2_s0=m2.stride(0), m2_s1=m2.stride(1), m2_s2=m2.stride(2), m71_ptr=m71, m71_s0=m71.stride(0), m71_s1=m71.stride(1), m71_s2=m71.stride(2), states42_ptr=states42, states42_s0=states42.stride(0), states42_s1=states42.stride(1), states42_s2=states42.stride(2), states42_s3=states42.stride(3), states42_s4=states42.stride(4), m85_ptr=m85, m85_s0=m85.stride(0), m85_s1=m85.stride(1), m85_s2=m85.stride(2), m85_s3=m85.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), buf174_ptr=buf174, buf174_s0=buf174.stride(0), buf174_s1=buf174.stride(1), buf174_s2=buf174.stride(2), buf174_s3=buf174.stride(3), E_c0=32, E_c2=64, E_n0=2, E_n3=16, E_n4=4, F_n0=_pow2(2), F_n3=_pow2(16), F_n4=_pow2(4), T_c0=T['c0'], T_c2=T['c2'])
    buf177 = torch.full([2, 32, 4, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(_cdiv(4, T['c1']),)](buf19_ptr=buf19, buf19_s0=buf19.stride(0), buf19_s1=buf19.stride(1), buf19_s2=buf19.stride(2), m21_ptr=m21, m21_s0=m21.stride(0), m21_s1=m21.stride(1), m21_s2=m21.stride(2), m30_ptr=m30, m30_s0=m30.stride(0), m30_s1=m30.stride(1), m30_s2=m30.stride(2), m30_s3=m30.stride(3), buf174_ptr=buf174, buf174_s0=buf174.stride(0), buf174_s1=buf174.stride(1), buf174_s2=buf174.stride(2), buf174_s3=buf174.stride(3), buf177_ptr=buf177, buf177_s0=buf177.stride(0), buf177_s1=buf177.stride(1), buf177_s2=buf177.stride(2), buf177_s3=buf177.stride(3), E_c1=4, E_n0=2, E_n2=32, E_n3=16, F_n0=_pow2(2), F_n2=_pow2(32), F_n3=_pow2(16), T_c1=T['c1'])
    m1 = buf177.reshape([2, 32, 64])
    m186 = m8.narrow(0, 1, 1)
    m185 = m186.reshape([64, 4])
    m184 = m185.reshape([1, 64, 4])
    m192 = m24.narrow(0, 1, 1)
    m191 = m192.reshape([4])
    m190 = m191.reshape([1, 1, 4])
    m200 = m35.narrow(0, 1, 1)
    m199 = m200.reshape([64, 4])
    m198 = m199.reshape([1, 64, 4])
    m206 = m52.narrow(0, 1, 1)
    m205 = m206.reshape([4])
    m204 = m205.reshape([1, 1, 4])
    m217 = m64.narrow(0, 1, 1)
    m216 = m217.reshape([16, 16])
    m215 = m216.permute([1, 0])
    m214 = m215.reshape([1, 16, 16])
    m224 = m74.narrow(0, 1, 1)
    m223 = m224.reshape([64, 16])
    m222 = m223.reshape([1, 64, 16])
    m231 = m88.narrow(0, 1, 1)
    m230 = m231.reshape([4, 4])
    m229 = m230.reshape([1, 1, 4, 4])
    buf317 = torch.full([2, 32, 4, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_5[(_cdiv(32, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m184_ptr=m184, m184_s0=m184.stride(0), m184_s1=m184.stride(1), m184_s2=m184.stride(2), m190_ptr=m190, m190_s0=m190.stride(0), m190_s1=m190.stride(1), m190_s2=m190.stride(2), m198_ptr=m198, m198_s0=m198.stride(0), m198_s1=m198.stride(1), m198_s2=m198.stride(2), m204_ptr=m204, m204_s0=m204.stride(0), m204_s1=m204.stride(1), m204_s2=m204.stride(2), buf177_ptr=buf177, buf177_s0=buf177.stride(0), buf177_s1=buf177.stride(1), buf177_s2=buf177.stride(2), buf177_s3=buf177.stride(3), m214_ptr=m214, m214_s0=m214.stride(0), m214_s1=m214.stride(1), m214_s2=m214.stride(2), m222_ptr=m222, m222_s0=m222.stride(0), m222_s1=m222.stride(1), m222_s2=m222.stride(2), m229_ptr=m229, m229_s0=m229.stride(0), m229_s1=m229.stride(1), m229_s2=m229.stride(2), m229_s3=m229.stride(3), buf317_ptr=buf317, buf317_s0=buf317.stride(0), buf317_s1=buf317.stride(1), buf317_s2=buf317.stride(2), buf317_s3=buf317.stride(3), E_c0=32, E_n0=2, E_n1=64, E_n3=16, E_n4=4, F_n0=_pow2(2), F_n1=_pow2(64), F_n3=_pow2(16), F_n4=_pow2(4), T_c0=T['c0'])
    return buf317


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
