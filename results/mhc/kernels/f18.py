"""mhc [small], candidate 18: 3 kernel(s)

Rendered by EqiForge from candidate 18 of mhc [small]: grid(x_1.3@3) loop(x.2[64]: sum) [2 mm] ; grid(x.0@0, x.1@1) loop(x.2[64]: sum) [4 mm] | grid(x.0@0, x.1@1, x_1.3@3) loop(x_1.3[16]: sum) [6 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.0@0[2]
    c1: grid x.1@1[32]
    c2: grid x_1.3@3[16]
    c3: loop x.2[64]
    c4: loop x_1.3[16]

Run it on its own: `python kernels/f18.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/mhc.py"
CONFIG = "small"
# the schedule the ranking chose for this config (modelled for H200 in bf16): tile sizes, and num_warps and num_stages of every launch
# by coordinate; "kernel_1.c2": the tile of c2 in kernel_1 alone (and in the kernels that read the states it stores)
DEFAULT_TILES = {"kernel_1.c0": 16, "kernel_2.c0": 16, "kernel_1.c1": 1, "kernel_2.c1": 2, "kernel_0.c2": 4, "kernel_2.c2": 16, "kernel_0.c3": 16, "kernel_1.c3": 64, "c4": 8}
NUM_WARPS, NUM_STAGES = 2, 4
# the largest useful tile size of each coordinate: its extent rounded up to a power of two, at least 16 (tensor cores)
TILE_LIMITS = {"kernel_1.c0": 16, "kernel_2.c0": 16, "kernel_1.c1": 32, "kernel_2.c1": 32, "kernel_0.c2": 16, "kernel_2.c2": 16, "kernel_0.c3": 64, "kernel_1.c3": 64, "c4": 16}


@triton.jit
def _rne_bf16(x):
    """fp32 rounded to the nearest bf16 (ties to even), still fp32: storing it is then exact, where the interpreter's
    own bf16 store truncates (a GPU rounds to nearest)."""
    bits = x.to(tl.uint32, bitcast=True)
    return ((bits + 0x7FFF + ((bits >> 16) & 1)) & 0xFFFF0000).to(tl.float32, bitcast=True)


@triton.jit
def kernel_0(m2_ptr, m2_s0, m2_s1, m2_s2, m72_ptr, m72_s1, m72_s2, m81_ptr, m81_s2, m81_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, buf173_ptr, buf173_s0, buf173_s1, buf173_s2, buf173_s3, E_c2, E_c3, E_n0, E_n1, E_n2, E_n3, E_n4, DOT_170: tl.constexpr, DOT_171: tl.constexpr, DOT_77: tl.constexpr, DOT_T: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, F_n4: tl.constexpr, ONCE_c3: tl.constexpr, PRECISION: tl.constexpr, ROUND: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # writes buf173: Combine over grid x_1.3@3[16]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    mask_c2 = offs_c2 < E_c2
    offs_n3 = tl.arange(0, F_n3)
    mask_n3 = offs_n3 < E_n3
    offs_n4 = tl.arange(0, F_n4)
    mask_n4 = offs_n4 < E_n4
    offs_n0 = tl.arange(0, F_n0)
    mask_n0 = offs_n0 < E_n0
    offs_n2 = tl.arange(0, F_n2)
    mask_n2 = offs_n2 < E_n2
    offs_n1 = tl.arange(0, F_n1)
    mask_n1 = offs_n1 < E_n1
    t62 = tl.load(m2_ptr + offs_n3[:, None, None] * m2_s0 + offs_n4[None, :, None] * m2_s1 + offs_n0[None, None, :] * m2_s2, mask=mask_n3[:, None, None] & mask_n4[None, :, None] & mask_n0[None, None, :], other=0)
    t63 = t62.to(tl.float32)
    acc68 = tl.full([F_n3, F_n4, 1], 0.0, tl.float32)

    for i_c3 in range(0, 1 if ONCE_c3 else tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
        mask_c3 = offs_c3 < E_c3

        t64 = tl.load(m2_ptr + offs_n3[:, None, None] * m2_s0 + offs_n4[None, :, None] * m2_s1 + offs_c3[None, None, :] * m2_s2, mask=mask_n3[:, None, None] & mask_n4[None, :, None] & mask_c3[None, None, :], other=0)
        t65 = t64.to(tl.float32)
        t66 = (t65) * (t65)
        t67 = tl.sum(tl.where(mask_c3[None, None, :], t66, 0.0), axis=2, keep_dims=True)
        acc68 = acc68 + t67
    t69 = acc68 + 6.4e-05
    t70 = tl.rsqrt(t69)
    t71 = (t63) * (t70)
    t76 = tl.load(m72_ptr + offs_n0[None, :, None] * m72_s1 + offs_n2[None, None, :] * m72_s2, mask=mask_n0[None, :, None] & mask_n2[None, None, :], other=0)
    if DOT_77:
        t78 = tl.reshape(tl.dot(tl.reshape(tl.where(mask_n0[None, None, :], t71.to(DOT_T), 0.0), [F_n3 * F_n4, F_n0]), tl.reshape(t76.to(DOT_T), [F_n0, F_n2]), input_precision=PRECISION), [F_n3, F_n4, F_n2])
    else:
        t78 = tl.sum(tl.expand_dims(tl.where(mask_n0[None, None, :], t71, 0.0), 3) * tl.expand_dims(t76.to(tl.float32), 1), axis=2)
    t79 = tl.reshape(t78, [F_n3, F_n4, F_n1, F_n1])
    t80 = (t79) * (0.8)
    t85 = tl.load(m81_ptr + offs_n1[None, None, :, None] * m81_s2 + offs_n1[None, None, None, :] * m81_s3, mask=mask_n1[None, None, :, None] & mask_n1[None, None, None, :], other=0)
    t86 = t85.to(tl.float32)
    t87 = t80 + t86
    t88 = tl.exp(t87)
    t89 = tl.sum(tl.where(mask_n1[None, None, None, :], t88, 0.0), axis=3, keep_dims=True)
    t90 = (t88) / (t89)
    t91 = tl.sum(tl.where(mask_n1[None, None, :, None], t90, 0.0), axis=2, keep_dims=True)
    t92 = (t90) / (t91)
    t93 = tl.sum(tl.where(mask_n1[None, None, None, :], t92, 0.0), axis=3, keep_dims=True)
    t94 = (t92) / (t93)
    t95 = tl.sum(tl.where(mask_n1[None, None, :, None], t94, 0.0), axis=2, keep_dims=True)
    t96 = (t94) / (t95)
    t97 = tl.sum(tl.where(mask_n1[None, None, None, :], t96, 0.0), axis=3, keep_dims=True)
    t98 = (t96) / (t97)
    t99 = tl.sum(tl.where(mask_n1[None, None, :, None], t98, 0.0), axis=2, keep_dims=True)
    t100 = (t98) / (t99)
    t101 = tl.sum(tl.where(mask_n1[None, None, None, :], t100, 0.0), axis=3, keep_dims=True)
    t102 = (t100) / (t101)
    t103 = tl.sum(tl.where(mask_n1[None, None, :, None], t102, 0.0), axis=2, keep_dims=True)
    t104 = (t102) / (t103)
    t105 = tl.sum(tl.where(mask_n1[None, None, None, :], t104, 0.0), axis=3, keep_dims=True)
    t106 = (t104) / (t105)
    t107 = tl.sum(tl.where(mask_n1[None, None, :, None], t106, 0.0), axis=2, keep_dims=True)
    t108 = (t106) / (t107)
    t109 = tl.sum(tl.where(mask_n1[None, None, None, :], t108, 0.0), axis=3, keep_dims=True)
    t110 = (t108) / (t109)
    t111 = tl.sum(tl.where(mask_n1[None, None, :, None], t110, 0.0), axis=2, keep_dims=True)
    t112 = (t110) / (t111)
    t113 = tl.sum(tl.where(mask_n1[None, None, None, :], t112, 0.0), axis=3, keep_dims=True)
    t114 = (t112) / (t113)
    t115 = tl.sum(tl.where(mask_n1[None, None, :, None], t114, 0.0), axis=2, keep_dims=True)
    t116 = (t114) / (t115)
    t117 = tl.sum(tl.where(mask_n1[None, None, None, :], t116, 0.0), axis=3, keep_dims=True)
    t118 = (t116) / (t117)
    t119 = tl.sum(tl.where(mask_n1[None, None, :, None], t118, 0.0), axis=2, keep_dims=True)
    t120 = (t118) / (t119)
    t121 = tl.sum(tl.where(mask_n1[None, None, None, :], t120, 0.0), axis=3, keep_dims=True)
    t122 = (t120) / (t121)
    t123 = tl.sum(tl.where(mask_n1[None, None, :, None], t122, 0.0), axis=2, keep_dims=True)
    t124 = (t122) / (t123)
    t125 = tl.sum(tl.where(mask_n1[None, None, None, :], t124, 0.0), axis=3, keep_dims=True)
    t126 = (t124) / (t125)
    t127 = tl.sum(tl.where(mask_n1[None, None, :, None], t126, 0.0), axis=2, keep_dims=True)
    t128 = (t126) / (t127)
    t129 = tl.sum(tl.where(mask_n1[None, None, None, :], t128, 0.0), axis=3, keep_dims=True)
    t130 = (t128) / (t129)
    t131 = tl.sum(tl.where(mask_n1[None, None, :, None], t130, 0.0), axis=2, keep_dims=True)
    t132 = (t130) / (t131)
    t133 = tl.sum(tl.where(mask_n1[None, None, None, :], t132, 0.0), axis=3, keep_dims=True)
    t134 = (t132) / (t133)
    t135 = tl.sum(tl.where(mask_n1[None, None, :, None], t134, 0.0), axis=2, keep_dims=True)
    t136 = (t134) / (t135)
    t137 = tl.sum(tl.where(mask_n1[None, None, None, :], t136, 0.0), axis=3, keep_dims=True)
    t138 = (t136) / (t137)
    t139 = tl.sum(tl.where(mask_n1[None, None, :, None], t138, 0.0), axis=2, keep_dims=True)
    t140 = (t138) / (t139)
    t141 = tl.sum(tl.where(mask_n1[None, None, None, :], t140, 0.0), axis=3, keep_dims=True)
    t142 = (t140) / (t141)
    t143 = tl.sum(tl.where(mask_n1[None, None, :, None], t142, 0.0), axis=2, keep_dims=True)
    t144 = (t142) / (t143)
    t145 = tl.sum(tl.where(mask_n1[None, None, None, :], t144, 0.0), axis=3, keep_dims=True)
    t146 = (t144) / (t145)
    t147 = tl.sum(tl.where(mask_n1[None, None, :, None], t146, 0.0), axis=2, keep_dims=True)
    t148 = (t146) / (t147)
    t149 = tl.sum(tl.where(mask_n1[None, None, None, :], t148, 0.0), axis=3, keep_dims=True)
    t150 = (t148) / (t149)
    t151 = tl.sum(tl.where(mask_n1[None, None, :, None], t150, 0.0), axis=2, keep_dims=True)
    t152 = (t150) / (t151)
    t153 = tl.sum(tl.where(mask_n1[None, None, None, :], t152, 0.0), axis=3, keep_dims=True)
    t154 = (t152) / (t153)
    t155 = tl.sum(tl.where(mask_n1[None, None, :, None], t154, 0.0), axis=2, keep_dims=True)
    t156 = (t154) / (t155)
    t157 = tl.sum(tl.where(mask_n1[None, None, None, :], t156, 0.0), axis=3, keep_dims=True)
    t158 = (t156) / (t157)
    t159 = tl.sum(tl.where(mask_n1[None, None, :, None], t158, 0.0), axis=2, keep_dims=True)
    t160 = (t158) / (t159)
    t161 = tl.sum(tl.where(mask_n1[None, None, None, :], t160, 0.0), axis=3, keep_dims=True)
    t162 = (t160) / (t161)
    t163 = tl.sum(tl.where(mask_n1[None, None, :, None], t162, 0.0), axis=2, keep_dims=True)
    t164 = (t162) / (t163)
    t165 = tl.sum(tl.where(mask_n1[None, None, None, :], t164, 0.0), axis=3, keep_dims=True)
    t166 = (t164) / (t165)
    t167 = tl.sum(tl.where(mask_n1[None, None, :, None], t166, 0.0), axis=2, keep_dims=True)
    t168 = (t166) / (t167)
    t169 = tl.load(m3_ptr + offs_n3[:, None, None, None] * m3_s0 + offs_n4[None, :, None, None] * m3_s1 + offs_n1[None, None, :, None] * m3_s2 + offs_c2[None, None, None, :] * m3_s3, mask=mask_n3[:, None, None, None] & mask_n4[None, :, None, None] & mask_n1[None, None, :, None] & mask_c2[None, None, None, :], other=0)
    if DOT_170:
        t172 = tl.reshape(tl.dot(tl.reshape(tl.where(mask_n1[None, None, None, :], t168.to(DOT_T), 0.0), [F_n1, F_n1]), tl.reshape(t169.to(DOT_T), [F_n1, T_c2]), input_precision=PRECISION), [F_n3, F_n4, F_n1, T_c2])
    elif DOT_171:
        t172 = tl.reshape(tl.dot(tl.reshape(tl.where(mask_n1[None, None, None, :], t168.to(DOT_T), 0.0), [F_n3 * F_n4, F_n1, F_n1]), tl.reshape(t169.to(DOT_T), [F_n3 * F_n4, F_n1, T_c2]), input_precision=PRECISION), [F_n3, F_n4, F_n1, T_c2])
    else:
        t172 = tl.sum(tl.where(offs_n1[None, None, None, :] == 0, tl.where(mask_n1[None, None, None, :], t168, 0.0), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n1[None, None, :, None] == 0, t169.to(tl.float32), 0.0), axis=2, keep_dims=True) + tl.sum(tl.where(offs_n1[None, None, None, :] == 1, tl.where(mask_n1[None, None, None, :], t168, 0.0), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n1[None, None, :, None] == 1, t169.to(tl.float32), 0.0), axis=2, keep_dims=True) + tl.sum(tl.where(offs_n1[None, None, None, :] == 2, tl.where(mask_n1[None, None, None, :], t168, 0.0), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n1[None, None, :, None] == 2, t169.to(tl.float32), 0.0), axis=2, keep_dims=True) + tl.sum(tl.where(offs_n1[None, None, None, :] == 3, tl.where(mask_n1[None, None, None, :], t168, 0.0), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n1[None, None, :, None] == 3, t169.to(tl.float32), 0.0), axis=2, keep_dims=True)
    tl.store(buf173_ptr + offs_n3[:, None, None, None] * buf173_s0 + offs_n4[None, :, None, None] * buf173_s1 + offs_n1[None, None, :, None] * buf173_s2 + offs_c2[None, None, None, :] * buf173_s3, _rne_bf16(t172) if ROUND else t172, mask=mask_n3[:, None, None, None] & mask_n4[None, :, None, None] & mask_n1[None, None, :, None] & mask_c2[None, None, None, :])


@triton.jit
def kernel_1(m2_ptr, m2_s0, m2_s1, m2_s2, m14_ptr, m14_s1, m14_s2, m22_ptr, m22_s2, m32_ptr, m32_s1, m32_s2, m40_ptr, m40_s2, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, m52_ptr, m52_s1, m52_s2, buf173_ptr, buf173_s0, buf173_s1, buf173_s2, buf173_s3, buf177_ptr, buf177_s0, buf177_s1, buf177_s2, buf177_s3, E_c0, E_c1, E_c3, E_n0, E_n1, E_n2, DOT_19: tl.constexpr, DOT_37: tl.constexpr, DOT_58: tl.constexpr, DOT_T: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, ONCE_c3: tl.constexpr, PRECISION: tl.constexpr, ROUND: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c3: tl.constexpr):
    # writes buf177: Combine over grid x.0@0[2], grid x.1@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    mask_c0 = offs_c0 < E_c0
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    mask_c1 = offs_c1 < E_c1
    offs_n0 = tl.arange(0, F_n0)
    mask_n0 = offs_n0 < E_n0
    offs_n1 = tl.arange(0, F_n1)
    mask_n1 = offs_n1 < E_n1
    offs_n2 = tl.arange(0, F_n2)
    mask_n2 = offs_n2 < E_n2
    t4 = tl.load(m2_ptr + offs_c0[:, None, None] * m2_s0 + offs_c1[None, :, None] * m2_s1 + offs_n0[None, None, :] * m2_s2, mask=mask_c0[:, None, None] & mask_c1[None, :, None] & mask_n0[None, None, :], other=0)
    t5 = t4.to(tl.float32)
    acc10 = tl.full([T_c0, T_c1, 1], 0.0, tl.float32)

    for i_c3 in range(0, 1 if ONCE_c3 else tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
        mask_c3 = offs_c3 < E_c3

        t6 = tl.load(m2_ptr + offs_c0[:, None, None] * m2_s0 + offs_c1[None, :, None] * m2_s1 + offs_c3[None, None, :] * m2_s2, mask=mask_c0[:, None, None] & mask_c1[None, :, None] & mask_c3[None, None, :], other=0)
        t7 = t6.to(tl.float32)
        t8 = (t7) * (t7)
        t9 = tl.sum(tl.where(mask_c3[None, None, :], t8, 0.0), axis=2, keep_dims=True)
        acc10 = acc10 + t9
    t11 = acc10 + 6.4e-05
    t12 = tl.rsqrt(t11)
    t13 = (t5) * (t12)
    t18 = tl.load(m14_ptr + offs_n0[None, :, None] * m14_s1 + offs_n1[None, None, :] * m14_s2, mask=mask_n0[None, :, None] & mask_n1[None, None, :], other=0)
    if DOT_19:
        t20 = tl.reshape(tl.dot(tl.reshape(tl.where(mask_n0[None, None, :], t13.to(DOT_T), 0.0), [T_c0 * T_c1, F_n0]), tl.reshape(t18.to(DOT_T), [F_n0, F_n1]), input_precision=PRECISION), [T_c0, T_c1, F_n1])
    else:
        t20 = tl.sum(tl.expand_dims(tl.where(mask_n0[None, None, :], t13, 0.0), 3) * tl.expand_dims(t18.to(tl.float32), 1), axis=2)
    t21 = (t20) * (0.8)
    t26 = tl.load(m22_ptr + offs_n1[None, None, :] * m22_s2, mask=mask_n1[None, None, :], other=0)
    t27 = t26.to(tl.float32)
    t28 = t21 + t27
    t29 = tl.reshape(t28, [T_c0, T_c1, F_n1, 1])
    t30 = 1.0 / (1.0 + tl.exp(-(t29)))
    t31 = (t30) * (2.0)
    t36 = tl.load(m32_ptr + offs_n0[None, :, None] * m32_s1 + offs_n1[None, None, :] * m32_s2, mask=mask_n0[None, :, None] & mask_n1[None, None, :], other=0)
    if DOT_37:
        t38 = tl.reshape(tl.dot(tl.reshape(tl.where(mask_n0[None, None, :], t13.to(DOT_T), 0.0), [T_c0 * T_c1, F_n0]), tl.reshape(t36.to(DOT_T), [F_n0, F_n1]), input_precision=PRECISION), [T_c0, T_c1, F_n1])
    else:
        t38 = tl.sum(tl.expand_dims(tl.where(mask_n0[None, None, :], t13, 0.0), 3) * tl.expand_dims(t36.to(tl.float32), 1), axis=2)
    t39 = (t38) * (0.8)
    t44 = tl.load(m40_ptr + offs_n1[None, None, :] * m40_s2, mask=mask_n1[None, None, :], other=0)
    t45 = t44.to(tl.float32)
    t46 = t39 + t45
    t47 = tl.reshape(t46, [T_c0, T_c1, 1, F_n1])
    t48 = 1.0 / (1.0 + tl.exp(-(t47)))
    t49 = tl.load(m3_ptr + offs_c0[:, None, None, None] * m3_s0 + offs_c1[None, :, None, None] * m3_s1 + offs_n1[None, None, :, None] * m3_s2 + offs_n2[None, None, None, :] * m3_s3, mask=mask_c0[:, None, None, None] & mask_c1[None, :, None, None] & mask_n1[None, None, :, None] & mask_n2[None, None, None, :], other=0)
    t50 = tl.sum(tl.where(offs_n1[None, None, None, :] == 0, tl.where(mask_n1[None, None, None, :], t48, 0.0), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n1[None, None, :, None] == 0, t49.to(tl.float32), 0.0), axis=2, keep_dims=True) + tl.sum(tl.where(offs_n1[None, None, None, :] == 1, tl.where(mask_n1[None, None, None, :], t48, 0.0), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n1[None, None, :, None] == 1, t49.to(tl.float32), 0.0), axis=2, keep_dims=True) + tl.sum(tl.where(offs_n1[None, None, None, :] == 2, tl.where(mask_n1[None, None, None, :], t48, 0.0), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n1[None, None, :, None] == 2, t49.to(tl.float32), 0.0), axis=2, keep_dims=True) + tl.sum(tl.where(offs_n1[None, None, None, :] == 3, tl.where(mask_n1[None, None, None, :], t48, 0.0), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n1[None, None, :, None] == 3, t49.to(tl.float32), 0.0), axis=2, keep_dims=True)
    t51 = tl.reshape(t50, [T_c0, T_c1, F_n2])
    t57 = tl.load(m52_ptr + offs_n2[None, :, None] * m52_s1 + offs_n2[None, None, :] * m52_s2, mask=mask_n2[None, :, None] & mask_n2[None, None, :], other=0)
    if DOT_58:
        t59 = tl.reshape(tl.dot(tl.reshape(tl.where(mask_n2[None, None, :], t51.to(DOT_T), 0.0), [T_c0 * T_c1, F_n2]), tl.reshape(t57.to(DOT_T), [F_n2, F_n2]), input_precision=PRECISION), [T_c0, T_c1, F_n2])
    else:
        t59 = tl.sum(tl.expand_dims(tl.where(mask_n2[None, None, :], t51, 0.0), 3) * tl.expand_dims(t57.to(tl.float32), 1), axis=2)
    t60 = tl.reshape(t59, [T_c0, T_c1, 1, F_n2])
    t61 = (t31) * (t60)
    t174 = tl.load(buf173_ptr + offs_c0[:, None, None, None] * buf173_s0 + offs_c1[None, :, None, None] * buf173_s1 + offs_n1[None, None, :, None] * buf173_s2 + offs_n2[None, None, None, :] * buf173_s3, mask=mask_c0[:, None, None, None] & mask_c1[None, :, None, None] & mask_n1[None, None, :, None] & mask_n2[None, None, None, :], other=0)
    t175 = t174.to(tl.float32)
    t176 = t61 + t175
    tl.store(buf177_ptr + offs_c0[:, None, None, None] * buf177_s0 + offs_c1[None, :, None, None] * buf177_s1 + offs_n1[None, None, :, None] * buf177_s2 + offs_n2[None, None, None, :] * buf177_s3, _rne_bf16(t176) if ROUND else t176, mask=mask_c0[:, None, None, None] & mask_c1[None, :, None, None] & mask_n1[None, None, :, None] & mask_n2[None, None, None, :])


@triton.jit
def kernel_2(m1_ptr, m1_s0, m1_s1, m1_s2, m185_ptr, m185_s1, m185_s2, m192_ptr, m192_s2, m207_ptr, m207_s1, m207_s2, m214_ptr, m214_s2, buf177_ptr, buf177_s0, buf177_s1, buf177_s2, buf177_s3, m225_ptr, m225_s1, m225_s2, m235_ptr, m235_s1, m235_s2, m243_ptr, m243_s2, m243_s3, buf335_ptr, buf335_s0, buf335_s1, buf335_s2, buf335_s3, E_c0, E_c1, E_c2, E_c4, E_n0, E_n1, E_n2, DOT_189: tl.constexpr, DOT_211: tl.constexpr, DOT_230: tl.constexpr, DOT_239: tl.constexpr, DOT_331: tl.constexpr, DOT_332: tl.constexpr, DOT_T: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, ONCE_c4: tl.constexpr, PRECISION: tl.constexpr, ROUND: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr, T_c4: tl.constexpr):
    # writes buf335: Combine over grid x.0@0[2], grid x.1@1[32], grid x_1.3@3[16]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    mask_c0 = offs_c0 < E_c0
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    mask_c1 = offs_c1 < E_c1
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    mask_c2 = offs_c2 < E_c2
    offs_n0 = tl.arange(0, F_n0)
    mask_n0 = offs_n0 < E_n0
    offs_n1 = tl.arange(0, F_n1)
    mask_n1 = offs_n1 < E_n1
    offs_n2 = tl.arange(0, F_n2)
    mask_n2 = offs_n2 < E_n2
    t178 = tl.load(m1_ptr + offs_c0[:, None, None] * m1_s0 + offs_c1[None, :, None] * m1_s1 + offs_n0[None, None, :] * m1_s2, mask=mask_c0[:, None, None] & mask_c1[None, :, None] & mask_n0[None, None, :], other=0)
    t179 = t178.to(tl.float32)
    t180 = (t179) * (t179)
    t181 = tl.sum(tl.where(mask_n0[None, None, :], t180, 0.0), axis=2, keep_dims=True)
    t182 = t181 + 6.4e-05
    t183 = tl.rsqrt(t182)
    t184 = (t179) * (t183)
    t188 = tl.load(m185_ptr + offs_n0[None, :, None] * m185_s1 + offs_n1[None, None, :] * m185_s2, mask=mask_n0[None, :, None] & mask_n1[None, None, :], other=0)
    if DOT_189:
        t190 = tl.reshape(tl.dot(tl.reshape(tl.where(mask_n0[None, None, :], t184.to(DOT_T), 0.0), [T_c0 * T_c1, F_n0]), tl.reshape(t188.to(DOT_T), [F_n0, F_n1]), input_precision=PRECISION), [T_c0, T_c1, F_n1])
    else:
        t190 = tl.sum(tl.expand_dims(tl.where(mask_n0[None, None, :], t184, 0.0), 3) * tl.expand_dims(t188.to(tl.float32), 1), axis=2)
    t191 = (t190) * (0.8)
    t195 = tl.load(m192_ptr + offs_n1[None, None, :] * m192_s2, mask=mask_n1[None, None, :], other=0)
    t196 = t195.to(tl.float32)
    t197 = t191 + t196
    t198 = tl.reshape(t197, [T_c0, T_c1, F_n1, 1])
    t199 = 1.0 / (1.0 + tl.exp(-(t198)))
    t200 = (t199) * (2.0)
    t201 = t178.to(tl.float32)
    t202 = (t201) * (t201)
    t203 = tl.sum(tl.where(mask_n0[None, None, :], t202, 0.0), axis=2, keep_dims=True)
    t204 = t203 + 6.4e-05
    t205 = tl.rsqrt(t204)
    t206 = (t201) * (t205)
    t210 = tl.load(m207_ptr + offs_n0[None, :, None] * m207_s1 + offs_n1[None, None, :] * m207_s2, mask=mask_n0[None, :, None] & mask_n1[None, None, :], other=0)
    if DOT_211:
        t212 = tl.reshape(tl.dot(tl.reshape(tl.where(mask_n0[None, None, :], t206.to(DOT_T), 0.0), [T_c0 * T_c1, F_n0]), tl.reshape(t210.to(DOT_T), [F_n0, F_n1]), input_precision=PRECISION), [T_c0, T_c1, F_n1])
    else:
        t212 = tl.sum(tl.expand_dims(tl.where(mask_n0[None, None, :], t206, 0.0), 3) * tl.expand_dims(t210.to(tl.float32), 1), axis=2)
    t213 = (t212) * (0.8)
    t217 = tl.load(m214_ptr + offs_n1[None, None, :] * m214_s2, mask=mask_n1[None, None, :], other=0)
    t218 = t217.to(tl.float32)
    t219 = t213 + t218
    t220 = tl.reshape(t219, [T_c0, T_c1, 1, F_n1])
    t221 = 1.0 / (1.0 + tl.exp(-(t220)))
    acc232 = tl.full([T_c0, T_c1, T_c2], 0.0, tl.float32)

    for i_c4 in range(0, 1 if ONCE_c4 else tl.cdiv(E_c4, T_c4)):
        offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)
        mask_c4 = offs_c4 < E_c4

        t222 = tl.load(buf177_ptr + offs_c0[:, None, None, None] * buf177_s0 + offs_c1[None, :, None, None] * buf177_s1 + offs_n1[None, None, :, None] * buf177_s2 + offs_c4[None, None, None, :] * buf177_s3, mask=mask_c0[:, None, None, None] & mask_c1[None, :, None, None] & mask_n1[None, None, :, None] & mask_c4[None, None, None, :], other=0)
        t223 = tl.sum(tl.where(offs_n1[None, None, None, :] == 0, tl.where(mask_n1[None, None, None, :], t221, 0.0), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n1[None, None, :, None] == 0, t222.to(tl.float32), 0.0), axis=2, keep_dims=True) + tl.sum(tl.where(offs_n1[None, None, None, :] == 1, tl.where(mask_n1[None, None, None, :], t221, 0.0), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n1[None, None, :, None] == 1, t222.to(tl.float32), 0.0), axis=2, keep_dims=True) + tl.sum(tl.where(offs_n1[None, None, None, :] == 2, tl.where(mask_n1[None, None, None, :], t221, 0.0), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n1[None, None, :, None] == 2, t222.to(tl.float32), 0.0), axis=2, keep_dims=True) + tl.sum(tl.where(offs_n1[None, None, None, :] == 3, tl.where(mask_n1[None, None, None, :], t221, 0.0), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n1[None, None, :, None] == 3, t222.to(tl.float32), 0.0), axis=2, keep_dims=True)
        t224 = tl.reshape(t223, [T_c0, T_c1, T_c4])
        t229 = tl.load(m225_ptr + offs_c4[None, :, None] * m225_s1 + offs_c2[None, None, :] * m225_s2, mask=mask_c4[None, :, None] & mask_c2[None, None, :], other=0)
        if DOT_230:
            t231 = tl.reshape(tl.dot(tl.reshape(tl.where(mask_c4[None, None, :], t224.to(DOT_T), 0.0), [T_c0 * T_c1, T_c4]), tl.reshape(t229.to(DOT_T), [T_c4, T_c2]), input_precision=PRECISION), [T_c0, T_c1, T_c2])
        else:
            t231 = tl.sum(tl.expand_dims(tl.where(mask_c4[None, None, :], t224, 0.0), 3) * tl.expand_dims(t229.to(tl.float32), 1), axis=2)
        acc232 = acc232 + t231
    t233 = tl.reshape(acc232, [T_c0, T_c1, 1, T_c2])
    t234 = (t200) * (t233)
    t238 = tl.load(m235_ptr + offs_n0[None, :, None] * m235_s1 + offs_n2[None, None, :] * m235_s2, mask=mask_n0[None, :, None] & mask_n2[None, None, :], other=0)
    if DOT_239:
        t240 = tl.reshape(tl.dot(tl.reshape(tl.where(mask_n0[None, None, :], t184.to(DOT_T), 0.0), [T_c0 * T_c1, F_n0]), tl.reshape(t238.to(DOT_T), [F_n0, F_n2]), input_precision=PRECISION), [T_c0, T_c1, F_n2])
    else:
        t240 = tl.sum(tl.expand_dims(tl.where(mask_n0[None, None, :], t184, 0.0), 3) * tl.expand_dims(t238.to(tl.float32), 1), axis=2)
    t241 = tl.reshape(t240, [T_c0, T_c1, F_n1, F_n1])
    t242 = (t241) * (0.8)
    t246 = tl.load(m243_ptr + offs_n1[None, None, :, None] * m243_s2 + offs_n1[None, None, None, :] * m243_s3, mask=mask_n1[None, None, :, None] & mask_n1[None, None, None, :], other=0)
    t247 = t246.to(tl.float32)
    t248 = t242 + t247
    t249 = tl.exp(t248)
    t250 = tl.sum(tl.where(mask_n1[None, None, None, :], t249, 0.0), axis=3, keep_dims=True)
    t251 = (t249) / (t250)
    t252 = tl.sum(tl.where(mask_n1[None, None, :, None], t251, 0.0), axis=2, keep_dims=True)
    t253 = (t251) / (t252)
    t254 = tl.sum(tl.where(mask_n1[None, None, None, :], t253, 0.0), axis=3, keep_dims=True)
    t255 = (t253) / (t254)
    t256 = tl.sum(tl.where(mask_n1[None, None, :, None], t255, 0.0), axis=2, keep_dims=True)
    t257 = (t255) / (t256)
    t258 = tl.sum(tl.where(mask_n1[None, None, None, :], t257, 0.0), axis=3, keep_dims=True)
    t259 = (t257) / (t258)
    t260 = tl.sum(tl.where(mask_n1[None, None, :, None], t259, 0.0), axis=2, keep_dims=True)
    t261 = (t259) / (t260)
    t262 = tl.sum(tl.where(mask_n1[None, None, None, :], t261, 0.0), axis=3, keep_dims=True)
    t263 = (t261) / (t262)
    t264 = tl.sum(tl.where(mask_n1[None, None, :, None], t263, 0.0), axis=2, keep_dims=True)
    t265 = (t263) / (t264)
    t266 = tl.sum(tl.where(mask_n1[None, None, None, :], t265, 0.0), axis=3, keep_dims=True)
    t267 = (t265) / (t266)
    t268 = tl.sum(tl.where(mask_n1[None, None, :, None], t267, 0.0), axis=2, keep_dims=True)
    t269 = (t267) / (t268)
    t270 = tl.sum(tl.where(mask_n1[None, None, None, :], t269, 0.0), axis=3, keep_dims=True)
    t271 = (t269) / (t270)
    t272 = tl.sum(tl.where(mask_n1[None, None, :, None], t271, 0.0), axis=2, keep_dims=True)
    t273 = (t271) / (t272)
    t274 = tl.sum(tl.where(mask_n1[None, None, None, :], t273, 0.0), axis=3, keep_dims=True)
    t275 = (t273) / (t274)
    t276 = tl.sum(tl.where(mask_n1[None, None, :, None], t275, 0.0), axis=2, keep_dims=True)
    t277 = (t275) / (t276)
    t278 = tl.sum(tl.where(mask_n1[None, None, None, :], t277, 0.0), axis=3, keep_dims=True)
    t279 = (t277) / (t278)
    t280 = tl.sum(tl.where(mask_n1[None, None, :, None], t279, 0.0), axis=2, keep_dims=True)
    t281 = (t279) / (t280)
    t282 = tl.sum(tl.where(mask_n1[None, None, None, :], t281, 0.0), axis=3, keep_dims=True)
    t283 = (t281) / (t282)
    t284 = tl.sum(tl.where(mask_n1[None, None, :, None], t283, 0.0), axis=2, keep_dims=True)
    t285 = (t283) / (t284)
    t286 = tl.sum(tl.where(mask_n1[None, None, None, :], t285, 0.0), axis=3, keep_dims=True)
    t287 = (t285) / (t286)
    t288 = tl.sum(tl.where(mask_n1[None, None, :, None], t287, 0.0), axis=2, keep_dims=True)
    t289 = (t287) / (t288)
    t290 = tl.sum(tl.where(mask_n1[None, None, None, :], t289, 0.0), axis=3, keep_dims=True)
    t291 = (t289) / (t290)
    t292 = tl.sum(tl.where(mask_n1[None, None, :, None], t291, 0.0), axis=2, keep_dims=True)
    t293 = (t291) / (t292)
    t294 = tl.sum(tl.where(mask_n1[None, None, None, :], t293, 0.0), axis=3, keep_dims=True)
    t295 = (t293) / (t294)
    t296 = tl.sum(tl.where(mask_n1[None, None, :, None], t295, 0.0), axis=2, keep_dims=True)
    t297 = (t295) / (t296)
    t298 = tl.sum(tl.where(mask_n1[None, None, None, :], t297, 0.0), axis=3, keep_dims=True)
    t299 = (t297) / (t298)
    t300 = tl.sum(tl.where(mask_n1[None, None, :, None], t299, 0.0), axis=2, keep_dims=True)
    t301 = (t299) / (t300)
    t302 = tl.sum(tl.where(mask_n1[None, None, None, :], t301, 0.0), axis=3, keep_dims=True)
    t303 = (t301) / (t302)
    t304 = tl.sum(tl.where(mask_n1[None, None, :, None], t303, 0.0), axis=2, keep_dims=True)
    t305 = (t303) / (t304)
    t306 = tl.sum(tl.where(mask_n1[None, None, None, :], t305, 0.0), axis=3, keep_dims=True)
    t307 = (t305) / (t306)
    t308 = tl.sum(tl.where(mask_n1[None, None, :, None], t307, 0.0), axis=2, keep_dims=True)
    t309 = (t307) / (t308)
    t310 = tl.sum(tl.where(mask_n1[None, None, None, :], t309, 0.0), axis=3, keep_dims=True)
    t311 = (t309) / (t310)
    t312 = tl.sum(tl.where(mask_n1[None, None, :, None], t311, 0.0), axis=2, keep_dims=True)
    t313 = (t311) / (t312)
    t314 = tl.sum(tl.where(mask_n1[None, None, None, :], t313, 0.0), axis=3, keep_dims=True)
    t315 = (t313) / (t314)
    t316 = tl.sum(tl.where(mask_n1[None, None, :, None], t315, 0.0), axis=2, keep_dims=True)
    t317 = (t315) / (t316)
    t318 = tl.sum(tl.where(mask_n1[None, None, None, :], t317, 0.0), axis=3, keep_dims=True)
    t319 = (t317) / (t318)
    t320 = tl.sum(tl.where(mask_n1[None, None, :, None], t319, 0.0), axis=2, keep_dims=True)
    t321 = (t319) / (t320)
    t322 = tl.sum(tl.where(mask_n1[None, None, None, :], t321, 0.0), axis=3, keep_dims=True)
    t323 = (t321) / (t322)
    t324 = tl.sum(tl.where(mask_n1[None, None, :, None], t323, 0.0), axis=2, keep_dims=True)
    t325 = (t323) / (t324)
    t326 = tl.sum(tl.where(mask_n1[None, None, None, :], t325, 0.0), axis=3, keep_dims=True)
    t327 = (t325) / (t326)
    t328 = tl.sum(tl.where(mask_n1[None, None, :, None], t327, 0.0), axis=2, keep_dims=True)
    t329 = (t327) / (t328)
    t330 = tl.load(buf177_ptr + offs_c0[:, None, None, None] * buf177_s0 + offs_c1[None, :, None, None] * buf177_s1 + offs_n1[None, None, :, None] * buf177_s2 + offs_c2[None, None, None, :] * buf177_s3, mask=mask_c0[:, None, None, None] & mask_c1[None, :, None, None] & mask_n1[None, None, :, None] & mask_c2[None, None, None, :], other=0)
    if DOT_331:
        t333 = tl.reshape(tl.dot(tl.reshape(tl.where(mask_n1[None, None, None, :], t329.to(DOT_T), 0.0), [F_n1, F_n1]), tl.reshape(t330.to(DOT_T), [F_n1, T_c2]), input_precision=PRECISION), [T_c0, T_c1, F_n1, T_c2])
    elif DOT_332:
        t333 = tl.reshape(tl.dot(tl.reshape(tl.where(mask_n1[None, None, None, :], t329.to(DOT_T), 0.0), [T_c0 * T_c1, F_n1, F_n1]), tl.reshape(t330.to(DOT_T), [T_c0 * T_c1, F_n1, T_c2]), input_precision=PRECISION), [T_c0, T_c1, F_n1, T_c2])
    else:
        t333 = tl.sum(tl.where(offs_n1[None, None, None, :] == 0, tl.where(mask_n1[None, None, None, :], t329, 0.0), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n1[None, None, :, None] == 0, t330.to(tl.float32), 0.0), axis=2, keep_dims=True) + tl.sum(tl.where(offs_n1[None, None, None, :] == 1, tl.where(mask_n1[None, None, None, :], t329, 0.0), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n1[None, None, :, None] == 1, t330.to(tl.float32), 0.0), axis=2, keep_dims=True) + tl.sum(tl.where(offs_n1[None, None, None, :] == 2, tl.where(mask_n1[None, None, None, :], t329, 0.0), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n1[None, None, :, None] == 2, t330.to(tl.float32), 0.0), axis=2, keep_dims=True) + tl.sum(tl.where(offs_n1[None, None, None, :] == 3, tl.where(mask_n1[None, None, None, :], t329, 0.0), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n1[None, None, :, None] == 3, t330.to(tl.float32), 0.0), axis=2, keep_dims=True)
    t334 = t234 + t333
    tl.store(buf335_ptr + offs_c0[:, None, None, None] * buf335_s0 + offs_c1[None, :, None, None] * buf335_s1 + offs_n1[None, None, :, None] * buf335_s2 + offs_c2[None, None, None, :] * buf335_s3, _rne_bf16(t334) if ROUND else t334, mask=mask_c0[:, None, None, None] & mask_c1[None, :, None, None] & mask_n1[None, None, :, None] & mask_c2[None, None, None, :])


def _cdiv(a, b):
    return -(-a // b)


def _pow2(n):
    return triton.next_power_of_2(n)


def _storage_dtype(inputs):
    """The run's dtype: its floating-point inputs' (fp32 when there are none)."""
    return next((v.dtype for v in inputs.values() if v.is_floating_point()), torch.float32)


def _dot_types(dtype):
    """tl.dot's operand dtype and fp32 precision. On a GPU 16-bit operands go to the tensor cores as they are and fp32
    ones follow torch.get_float32_matmul_precision(); the interpreter computes in fp32 (its 16-bit arithmetic is
    wrong)."""
    if os.environ.get("TRITON_INTERPRET") == "1":
        return tl.float32, "ieee"
    if dtype == torch.float32:
        return tl.float32, "ieee" if torch.get_float32_matmul_precision() == "highest" else "tf32"
    return {torch.bfloat16: tl.bfloat16, torch.float16: tl.float16}[dtype], "ieee"


def _schedule(tiles=None):
    """DEFAULT_TILES with `tiles` over it: an entry by a coordinate's name sets its tile in every kernel, one by
    "kernel_k.c" (a key of DEFAULT_TILES) the tile of that kernel's group alone."""
    T = dict(DEFAULT_TILES)
    for key, size in sorted((tiles or {}).items(), key=lambda item: "." in item[0]):
        T.update({key: size} if "." in key else {k: size for k in T if k.rpartition(".")[2] == key} or {key: size})
    return T


def allocate(inputs, tiles=None):
    """The buffers launch() writes, uninitialised: kernel outputs and intermediates in the inputs' dtype, stored loop
    states in fp32. Pass them to launch(out=...) so a timed launch runs kernels only."""
    device = next(iter(inputs.values())).device
    dtype = _storage_dtype(inputs)
    return {
        "buf173": torch.empty([2, 32, 4, 16], dtype=dtype, device=device),
        "buf177": torch.empty([2, 32, 4, 16], dtype=dtype, device=device),
        "buf335": torch.empty([2, 32, 4, 16], dtype=dtype, device=device),
    }


def launch(inputs, tiles=None, out=None):
    """Run the program on a dict of input tensors (all floating-point ones of one dtype: bf16, fp16 or fp32).
    `tiles` overrides the schedule by name: tile sizes (powers of two) by key of DEFAULT_TILES (a coordinate's name
    alone: its tile in every kernel), and num_warps and num_stages of every kernel launch; `out` takes the buffers
    allocate() returns."""
    T = _schedule(tiles)
    num_warps, num_stages = T.pop("num_warps", NUM_WARPS), T.pop("num_stages", NUM_STAGES)
    buffers = allocate(inputs, T) if out is None else out
    device = next(iter(inputs.values())).device
    dtype = _storage_dtype(inputs)
    _DOT_T, _PRECISION = _dot_types(dtype)
    _ROUND = os.environ.get("TRITON_INTERPRET") == "1" and dtype == torch.bfloat16
    m3 = inputs['x']
    m2 = m3.reshape([2, 32, 64])
    m17 = inputs['phi_post']
    m16 = m17.narrow(0, 0, 1)
    m15 = m16.reshape([64, 4])
    m14 = m15.reshape([1, 64, 4])
    m25 = inputs['b_post']
    m24 = m25.narrow(0, 0, 1)
    m23 = m24.reshape([4])
    m22 = m23.reshape([1, 1, 4])
    m35 = inputs['phi_pre']
    m34 = m35.narrow(0, 0, 1)
    m33 = m34.reshape([64, 4])
    m32 = m33.reshape([1, 64, 4])
    m43 = inputs['b_pre']
    m42 = m43.narrow(0, 0, 1)
    m41 = m42.reshape([4])
    m40 = m41.reshape([1, 1, 4])
    m56 = inputs['w_layer']
    m55 = m56.narrow(0, 0, 1)
    m54 = m55.reshape([16, 16])
    m53 = m54.permute([1, 0])
    m52 = m53.reshape([1, 16, 16])
    m75 = inputs['phi_res']
    m74 = m75.narrow(0, 0, 1)
    m73 = m74.reshape([64, 16])
    m72 = m73.reshape([1, 64, 16])
    m84 = inputs['b_res']
    m83 = m84.narrow(0, 0, 1)
    m82 = m83.reshape([4, 4])
    m81 = m82.reshape([1, 1, 4, 4])
    buf173 = buffers["buf173"]
    kernel_0[(_cdiv(16, T['kernel_0.c2']),)](m2_ptr=m2, m2_s0=m2.stride(0), m2_s1=m2.stride(1), m2_s2=m2.stride(2), m72_ptr=m72, m72_s1=m72.stride(1), m72_s2=m72.stride(2), m81_ptr=m81, m81_s2=m81.stride(2), m81_s3=m81.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), buf173_ptr=buf173, buf173_s0=buf173.stride(0), buf173_s1=buf173.stride(1), buf173_s2=buf173.stride(2), buf173_s3=buf173.stride(3), E_c2=16, E_c3=64, E_n0=64, E_n1=4, E_n2=16, E_n3=2, E_n4=32, DOT_170=(_pow2(4)) >= 16 and (_pow2(4)) >= 16 and (T['kernel_0.c2']) >= 16 and (_pow2(2)) == 1 and (_pow2(32)) == 1, DOT_171=(_pow2(4)) >= 16 and (_pow2(4)) >= 16 and (T['kernel_0.c2']) >= 16, DOT_77=(_pow2(2) * _pow2(32)) >= 16 and (_pow2(64)) >= 16 and (_pow2(16)) >= 16, DOT_T=_DOT_T, F_n0=_pow2(64), F_n1=_pow2(4), F_n2=_pow2(16), F_n3=_pow2(2), F_n4=_pow2(32), ONCE_c3=T['kernel_0.c3'] >= 64, PRECISION=_PRECISION, ROUND=_ROUND, T_c2=T['kernel_0.c2'], T_c3=T['kernel_0.c3'], num_warps=num_warps, num_stages=num_stages)
    buf177 = buffers["buf177"]
    kernel_1[(_cdiv(2, T['kernel_1.c0']) * _cdiv(32, T['kernel_1.c1']),)](m2_ptr=m2, m2_s0=m2.stride(0), m2_s1=m2.stride(1), m2_s2=m2.stride(2), m14_ptr=m14, m14_s1=m14.stride(1), m14_s2=m14.stride(2), m22_ptr=m22, m22_s2=m22.stride(2), m32_ptr=m32, m32_s1=m32.stride(1), m32_s2=m32.stride(2), m40_ptr=m40, m40_s2=m40.stride(2), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), m52_ptr=m52, m52_s1=m52.stride(1), m52_s2=m52.stride(2), buf173_ptr=buf173, buf173_s0=buf173.stride(0), buf173_s1=buf173.stride(1), buf173_s2=buf173.stride(2), buf173_s3=buf173.stride(3), buf177_ptr=buf177, buf177_s0=buf177.stride(0), buf177_s1=buf177.stride(1), buf177_s2=buf177.stride(2), buf177_s3=buf177.stride(3), E_c0=2, E_c1=32, E_c3=64, E_n0=64, E_n1=4, E_n2=16, DOT_19=(T['kernel_1.c0'] * T['kernel_1.c1']) >= 16 and (_pow2(64)) >= 16 and (_pow2(4)) >= 16, DOT_37=(T['kernel_1.c0'] * T['kernel_1.c1']) >= 16 and (_pow2(64)) >= 16 and (_pow2(4)) >= 16, DOT_58=(T['kernel_1.c0'] * T['kernel_1.c1']) >= 16 and (_pow2(16)) >= 16 and (_pow2(16)) >= 16, DOT_T=_DOT_T, F_n0=_pow2(64), F_n1=_pow2(4), F_n2=_pow2(16), ONCE_c3=T['kernel_1.c3'] >= 64, PRECISION=_PRECISION, ROUND=_ROUND, T_c0=T['kernel_1.c0'], T_c1=T['kernel_1.c1'], T_c3=T['kernel_1.c3'], num_warps=num_warps, num_stages=num_stages)
    m1 = buf177.reshape([2, 32, 64])
    m187 = m17.narrow(0, 1, 1)
    m186 = m187.reshape([64, 4])
    m185 = m186.reshape([1, 64, 4])
    m194 = m25.narrow(0, 1, 1)
    m193 = m194.reshape([4])
    m192 = m193.reshape([1, 1, 4])
    m209 = m35.narrow(0, 1, 1)
    m208 = m209.reshape([64, 4])
    m207 = m208.reshape([1, 64, 4])
    m216 = m43.narrow(0, 1, 1)
    m215 = m216.reshape([4])
    m214 = m215.reshape([1, 1, 4])
    m228 = m56.narrow(0, 1, 1)
    m227 = m228.reshape([16, 16])
    m226 = m227.permute([1, 0])
    m225 = m226.reshape([1, 16, 16])
    m237 = m75.narrow(0, 1, 1)
    m236 = m237.reshape([64, 16])
    m235 = m236.reshape([1, 64, 16])
    m245 = m84.narrow(0, 1, 1)
    m244 = m245.reshape([4, 4])
    m243 = m244.reshape([1, 1, 4, 4])
    buf335 = buffers["buf335"]
    kernel_2[(_cdiv(2, T['kernel_2.c0']) * _cdiv(32, T['kernel_2.c1']) * _cdiv(16, T['kernel_2.c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m185_ptr=m185, m185_s1=m185.stride(1), m185_s2=m185.stride(2), m192_ptr=m192, m192_s2=m192.stride(2), m207_ptr=m207, m207_s1=m207.stride(1), m207_s2=m207.stride(2), m214_ptr=m214, m214_s2=m214.stride(2), buf177_ptr=buf177, buf177_s0=buf177.stride(0), buf177_s1=buf177.stride(1), buf177_s2=buf177.stride(2), buf177_s3=buf177.stride(3), m225_ptr=m225, m225_s1=m225.stride(1), m225_s2=m225.stride(2), m235_ptr=m235, m235_s1=m235.stride(1), m235_s2=m235.stride(2), m243_ptr=m243, m243_s2=m243.stride(2), m243_s3=m243.stride(3), buf335_ptr=buf335, buf335_s0=buf335.stride(0), buf335_s1=buf335.stride(1), buf335_s2=buf335.stride(2), buf335_s3=buf335.stride(3), E_c0=2, E_c1=32, E_c2=16, E_c4=16, E_n0=64, E_n1=4, E_n2=16, DOT_189=(T['kernel_2.c0'] * T['kernel_2.c1']) >= 16 and (_pow2(64)) >= 16 and (_pow2(4)) >= 16, DOT_211=(T['kernel_2.c0'] * T['kernel_2.c1']) >= 16 and (_pow2(64)) >= 16 and (_pow2(4)) >= 16, DOT_230=(T['kernel_2.c0'] * T['kernel_2.c1']) >= 16 and (T['c4']) >= 16 and (T['kernel_2.c2']) >= 16, DOT_239=(T['kernel_2.c0'] * T['kernel_2.c1']) >= 16 and (_pow2(64)) >= 16 and (_pow2(16)) >= 16, DOT_331=(_pow2(4)) >= 16 and (_pow2(4)) >= 16 and (T['kernel_2.c2']) >= 16 and (T['kernel_2.c0']) == 1 and (T['kernel_2.c1']) == 1, DOT_332=(_pow2(4)) >= 16 and (_pow2(4)) >= 16 and (T['kernel_2.c2']) >= 16, DOT_T=_DOT_T, F_n0=_pow2(64), F_n1=_pow2(4), F_n2=_pow2(16), ONCE_c4=T['c4'] >= 16, PRECISION=_PRECISION, ROUND=_ROUND, T_c0=T['kernel_2.c0'], T_c1=T['kernel_2.c1'], T_c2=T['kernel_2.c2'], T_c4=T['c4'], num_warps=num_warps, num_stages=num_stages)
    result = buf335
    return result.to(dtype) if result.is_floating_point() else result


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
