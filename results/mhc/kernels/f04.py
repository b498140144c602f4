"""mhc [small], candidate 4: 2 kernel(s)

Rendered by EqiForge from candidate 4 of mhc [small]: grid(x.0@0, x.1@1, x_1.3@3) loop(x.2[64]: sum) loop(x_1.3[16]: sum) [6 mm] | grid(x.0@0, x.1@1, x_1.3@3) loop(x_1.3[16]: sum) [6 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.0@0[2]
    c1: grid x.1@1[32]
    c2: grid x_1.3@3[16]
    c3: loop x.2[64]
    c4: loop x_1.3[16]

Run it on its own: `python kernels/f04.py` checks it once against PyTorch on random inputs.
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
DEFAULT_TILES = {"kernel_0.c0": 1, "kernel_1.c0": 1, "kernel_0.c1": 1, "kernel_1.c1": 1, "kernel_0.c2": 8, "kernel_1.c2": 8, "c3": 16, "kernel_0.c4": 8, "kernel_1.c4": 8}
NUM_WARPS, NUM_STAGES = 4, 3
# the largest useful tile size of each coordinate: its extent rounded up to a power of two, at least 16 (tensor cores)
TILE_LIMITS = {"kernel_0.c0": 16, "kernel_1.c0": 16, "kernel_0.c1": 32, "kernel_1.c1": 32, "kernel_0.c2": 16, "kernel_1.c2": 16, "c3": 64, "kernel_0.c4": 16, "kernel_1.c4": 16}


@triton.jit
def _rne_bf16(x):
    """fp32 rounded to the nearest bf16 (ties to even), still fp32: storing it is then exact, where the interpreter's
    own bf16 store truncates (a GPU rounds to nearest)."""
    bits = x.to(tl.uint32, bitcast=True)
    return ((bits + 0x7FFF + ((bits >> 16) & 1)) & 0xFFFF0000).to(tl.float32, bitcast=True)


@triton.jit
def kernel_0(m2_ptr, m2_s0, m2_s1, m2_s2, m14_ptr, m14_s1, m14_s2, m22_ptr, m22_s2, m38_ptr, m38_s1, m38_s2, m46_ptr, m46_s2, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, m58_ptr, m58_s1, m58_s2, m69_ptr, m69_s1, m69_s2, m78_ptr, m78_s2, m78_s3, buf171_ptr, buf171_s0, buf171_s1, buf171_s2, buf171_s3, E_c0, E_c1, E_c2, E_c3, E_c4, E_n0, E_n1, E_n2, DOT_167: tl.constexpr, DOT_168: tl.constexpr, DOT_19: tl.constexpr, DOT_43: tl.constexpr, DOT_64: tl.constexpr, DOT_74: tl.constexpr, DOT_T: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, ONCE_c3: tl.constexpr, ONCE_c4: tl.constexpr, PRECISION: tl.constexpr, ROUND: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr, T_c4: tl.constexpr):
    # writes buf171: Combine over grid x.0@0[2], grid x.1@1[32], grid x_1.3@3[16]
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
    t32 = t4.to(tl.float32)
    t33 = (t32) * (t32)
    t34 = tl.sum(tl.where(mask_n0[None, None, :], t33, 0.0), axis=2, keep_dims=True)
    t35 = t34 + 6.4e-05
    t36 = tl.rsqrt(t35)
    t37 = (t32) * (t36)
    t42 = tl.load(m38_ptr + offs_n0[None, :, None] * m38_s1 + offs_n1[None, None, :] * m38_s2, mask=mask_n0[None, :, None] & mask_n1[None, None, :], other=0)
    if DOT_43:
        t44 = tl.reshape(tl.dot(tl.reshape(tl.where(mask_n0[None, None, :], t37.to(DOT_T), 0.0), [T_c0 * T_c1, F_n0]), tl.reshape(t42.to(DOT_T), [F_n0, F_n1]), input_precision=PRECISION), [T_c0, T_c1, F_n1])
    else:
        t44 = tl.sum(tl.expand_dims(tl.where(mask_n0[None, None, :], t37, 0.0), 3) * tl.expand_dims(t42.to(tl.float32), 1), axis=2)
    t45 = (t44) * (0.8)
    t50 = tl.load(m46_ptr + offs_n1[None, None, :] * m46_s2, mask=mask_n1[None, None, :], other=0)
    t51 = t50.to(tl.float32)
    t52 = t45 + t51
    t53 = tl.reshape(t52, [T_c0, T_c1, 1, F_n1])
    t54 = 1.0 / (1.0 + tl.exp(-(t53)))
    acc66 = tl.full([T_c0, T_c1, T_c2], 0.0, tl.float32)

    for i_c4 in range(0, 1 if ONCE_c4 else tl.cdiv(E_c4, T_c4)):
        offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)
        mask_c4 = offs_c4 < E_c4

        t55 = tl.load(m3_ptr + offs_c0[:, None, None, None] * m3_s0 + offs_c1[None, :, None, None] * m3_s1 + offs_n1[None, None, :, None] * m3_s2 + offs_c4[None, None, None, :] * m3_s3, mask=mask_c0[:, None, None, None] & mask_c1[None, :, None, None] & mask_n1[None, None, :, None] & mask_c4[None, None, None, :], other=0)
        t56 = tl.sum(tl.where(offs_n1[None, None, None, :] == 0, tl.where(mask_n1[None, None, None, :], t54, 0.0), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n1[None, None, :, None] == 0, t55.to(tl.float32), 0.0), axis=2, keep_dims=True) + tl.sum(tl.where(offs_n1[None, None, None, :] == 1, tl.where(mask_n1[None, None, None, :], t54, 0.0), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n1[None, None, :, None] == 1, t55.to(tl.float32), 0.0), axis=2, keep_dims=True) + tl.sum(tl.where(offs_n1[None, None, None, :] == 2, tl.where(mask_n1[None, None, None, :], t54, 0.0), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n1[None, None, :, None] == 2, t55.to(tl.float32), 0.0), axis=2, keep_dims=True) + tl.sum(tl.where(offs_n1[None, None, None, :] == 3, tl.where(mask_n1[None, None, None, :], t54, 0.0), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n1[None, None, :, None] == 3, t55.to(tl.float32), 0.0), axis=2, keep_dims=True)
        t57 = tl.reshape(t56, [T_c0, T_c1, T_c4])
        t63 = tl.load(m58_ptr + offs_c4[None, :, None] * m58_s1 + offs_c2[None, None, :] * m58_s2, mask=mask_c4[None, :, None] & mask_c2[None, None, :], other=0)
        if DOT_64:
            t65 = tl.reshape(tl.dot(tl.reshape(tl.where(mask_c4[None, None, :], t57.to(DOT_T), 0.0), [T_c0 * T_c1, T_c4]), tl.reshape(t63.to(DOT_T), [T_c4, T_c2]), input_precision=PRECISION), [T_c0, T_c1, T_c2])
        else:
            t65 = tl.sum(tl.expand_dims(tl.where(mask_c4[None, None, :], t57, 0.0), 3) * tl.expand_dims(t63.to(tl.float32), 1), axis=2)
        acc66 = acc66 + t65
    t67 = tl.reshape(acc66, [T_c0, T_c1, 1, T_c2])
    t68 = (t31) * (t67)
    t73 = tl.load(m69_ptr + offs_n0[None, :, None] * m69_s1 + offs_n2[None, None, :] * m69_s2, mask=mask_n0[None, :, None] & mask_n2[None, None, :], other=0)
    if DOT_74:
        t75 = tl.reshape(tl.dot(tl.reshape(tl.where(mask_n0[None, None, :], t13.to(DOT_T), 0.0), [T_c0 * T_c1, F_n0]), tl.reshape(t73.to(DOT_T), [F_n0, F_n2]), input_precision=PRECISION), [T_c0, T_c1, F_n2])
    else:
        t75 = tl.sum(tl.expand_dims(tl.where(mask_n0[None, None, :], t13, 0.0), 3) * tl.expand_dims(t73.to(tl.float32), 1), axis=2)
    t76 = tl.reshape(t75, [T_c0, T_c1, F_n1, F_n1])
    t77 = (t76) * (0.8)
    t82 = tl.load(m78_ptr + offs_n1[None, None, :, None] * m78_s2 + offs_n1[None, None, None, :] * m78_s3, mask=mask_n1[None, None, :, None] & mask_n1[None, None, None, :], other=0)
    t83 = t82.to(tl.float32)
    t84 = t77 + t83
    t85 = tl.exp(t84)
    t86 = tl.sum(tl.where(mask_n1[None, None, None, :], t85, 0.0), axis=3, keep_dims=True)
    t87 = (t85) / (t86)
    t88 = tl.sum(tl.where(mask_n1[None, None, :, None], t87, 0.0), axis=2, keep_dims=True)
    t89 = (t87) / (t88)
    t90 = tl.sum(tl.where(mask_n1[None, None, None, :], t89, 0.0), axis=3, keep_dims=True)
    t91 = (t89) / (t90)
    t92 = tl.sum(tl.where(mask_n1[None, None, :, None], t91, 0.0), axis=2, keep_dims=True)
    t93 = (t91) / (t92)
    t94 = tl.sum(tl.where(mask_n1[None, None, None, :], t93, 0.0), axis=3, keep_dims=True)
    t95 = (t93) / (t94)
    t96 = tl.sum(tl.where(mask_n1[None, None, :, None], t95, 0.0), axis=2, keep_dims=True)
    t97 = (t95) / (t96)
    t98 = tl.sum(tl.where(mask_n1[None, None, None, :], t97, 0.0), axis=3, keep_dims=True)
    t99 = (t97) / (t98)
    t100 = tl.sum(tl.where(mask_n1[None, None, :, None], t99, 0.0), axis=2, keep_dims=True)
    t101 = (t99) / (t100)
    t102 = tl.sum(tl.where(mask_n1[None, None, None, :], t101, 0.0), axis=3, keep_dims=True)
    t103 = (t101) / (t102)
    t104 = tl.sum(tl.where(mask_n1[None, None, :, None], t103, 0.0), axis=2, keep_dims=True)
    t105 = (t103) / (t104)
    t106 = tl.sum(tl.where(mask_n1[None, None, None, :], t105, 0.0), axis=3, keep_dims=True)
    t107 = (t105) / (t106)
    t108 = tl.sum(tl.where(mask_n1[None, None, :, None], t107, 0.0), axis=2, keep_dims=True)
    t109 = (t107) / (t108)
    t110 = tl.sum(tl.where(mask_n1[None, None, None, :], t109, 0.0), axis=3, keep_dims=True)
    t111 = (t109) / (t110)
    t112 = tl.sum(tl.where(mask_n1[None, None, :, None], t111, 0.0), axis=2, keep_dims=True)
    t113 = (t111) / (t112)
    t114 = tl.sum(tl.where(mask_n1[None, None, None, :], t113, 0.0), axis=3, keep_dims=True)
    t115 = (t113) / (t114)
    t116 = tl.sum(tl.where(mask_n1[None, None, :, None], t115, 0.0), axis=2, keep_dims=True)
    t117 = (t115) / (t116)
    t118 = tl.sum(tl.where(mask_n1[None, None, None, :], t117, 0.0), axis=3, keep_dims=True)
    t119 = (t117) / (t118)
    t120 = tl.sum(tl.where(mask_n1[None, None, :, None], t119, 0.0), axis=2, keep_dims=True)
    t121 = (t119) / (t120)
    t122 = tl.sum(tl.where(mask_n1[None, None, None, :], t121, 0.0), axis=3, keep_dims=True)
    t123 = (t121) / (t122)
    t124 = tl.sum(tl.where(mask_n1[None, None, :, None], t123, 0.0), axis=2, keep_dims=True)
    t125 = (t123) / (t124)
    t126 = tl.sum(tl.where(mask_n1[None, None, None, :], t125, 0.0), axis=3, keep_dims=True)
    t127 = (t125) / (t126)
    t128 = tl.sum(tl.where(mask_n1[None, None, :, None], t127, 0.0), axis=2, keep_dims=True)
    t129 = (t127) / (t128)
    t130 = tl.sum(tl.where(mask_n1[None, None, None, :], t129, 0.0), axis=3, keep_dims=True)
    t131 = (t129) / (t130)
    t132 = tl.sum(tl.where(mask_n1[None, None, :, None], t131, 0.0), axis=2, keep_dims=True)
    t133 = (t131) / (t132)
    t134 = tl.sum(tl.where(mask_n1[None, None, None, :], t133, 0.0), axis=3, keep_dims=True)
    t135 = (t133) / (t134)
    t136 = tl.sum(tl.where(mask_n1[None, None, :, None], t135, 0.0), axis=2, keep_dims=True)
    t137 = (t135) / (t136)
    t138 = tl.sum(tl.where(mask_n1[None, None, None, :], t137, 0.0), axis=3, keep_dims=True)
    t139 = (t137) / (t138)
    t140 = tl.sum(tl.where(mask_n1[None, None, :, None], t139, 0.0), axis=2, keep_dims=True)
    t141 = (t139) / (t140)
    t142 = tl.sum(tl.where(mask_n1[None, None, None, :], t141, 0.0), axis=3, keep_dims=True)
    t143 = (t141) / (t142)
    t144 = tl.sum(tl.where(mask_n1[None, None, :, None], t143, 0.0), axis=2, keep_dims=True)
    t145 = (t143) / (t144)
    t146 = tl.sum(tl.where(mask_n1[None, None, None, :], t145, 0.0), axis=3, keep_dims=True)
    t147 = (t145) / (t146)
    t148 = tl.sum(tl.where(mask_n1[None, None, :, None], t147, 0.0), axis=2, keep_dims=True)
    t149 = (t147) / (t148)
    t150 = tl.sum(tl.where(mask_n1[None, None, None, :], t149, 0.0), axis=3, keep_dims=True)
    t151 = (t149) / (t150)
    t152 = tl.sum(tl.where(mask_n1[None, None, :, None], t151, 0.0), axis=2, keep_dims=True)
    t153 = (t151) / (t152)
    t154 = tl.sum(tl.where(mask_n1[None, None, None, :], t153, 0.0), axis=3, keep_dims=True)
    t155 = (t153) / (t154)
    t156 = tl.sum(tl.where(mask_n1[None, None, :, None], t155, 0.0), axis=2, keep_dims=True)
    t157 = (t155) / (t156)
    t158 = tl.sum(tl.where(mask_n1[None, None, None, :], t157, 0.0), axis=3, keep_dims=True)
    t159 = (t157) / (t158)
    t160 = tl.sum(tl.where(mask_n1[None, None, :, None], t159, 0.0), axis=2, keep_dims=True)
    t161 = (t159) / (t160)
    t162 = tl.sum(tl.where(mask_n1[None, None, None, :], t161, 0.0), axis=3, keep_dims=True)
    t163 = (t161) / (t162)
    t164 = tl.sum(tl.where(mask_n1[None, None, :, None], t163, 0.0), axis=2, keep_dims=True)
    t165 = (t163) / (t164)
    t166 = tl.load(m3_ptr + offs_c0[:, None, None, None] * m3_s0 + offs_c1[None, :, None, None] * m3_s1 + offs_n1[None, None, :, None] * m3_s2 + offs_c2[None, None, None, :] * m3_s3, mask=mask_c0[:, None, None, None] & mask_c1[None, :, None, None] & mask_n1[None, None, :, None] & mask_c2[None, None, None, :], other=0)
    if DOT_167:
        t169 = tl.reshape(tl.dot(tl.reshape(tl.where(mask_n1[None, None, None, :], t165.to(DOT_T), 0.0), [F_n1, F_n1]), tl.reshape(t166.to(DOT_T), [F_n1, T_c2]), input_precision=PRECISION), [T_c0, T_c1, F_n1, T_c2])
    elif DOT_168:
        t169 = tl.reshape(tl.dot(tl.reshape(tl.where(mask_n1[None, None, None, :], t165.to(DOT_T), 0.0), [T_c0 * T_c1, F_n1, F_n1]), tl.reshape(t166.to(DOT_T), [T_c0 * T_c1, F_n1, T_c2]), input_precision=PRECISION), [T_c0, T_c1, F_n1, T_c2])
    else:
        t169 = tl.sum(tl.where(offs_n1[None, None, None, :] == 0, tl.where(mask_n1[None, None, None, :], t165, 0.0), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n1[None, None, :, None] == 0, t166.to(tl.float32), 0.0), axis=2, keep_dims=True) + tl.sum(tl.where(offs_n1[None, None, None, :] == 1, tl.where(mask_n1[None, None, None, :], t165, 0.0), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n1[None, None, :, None] == 1, t166.to(tl.float32), 0.0), axis=2, keep_dims=True) + tl.sum(tl.where(offs_n1[None, None, None, :] == 2, tl.where(mask_n1[None, None, None, :], t165, 0.0), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n1[None, None, :, None] == 2, t166.to(tl.float32), 0.0), axis=2, keep_dims=True) + tl.sum(tl.where(offs_n1[None, None, None, :] == 3, tl.where(mask_n1[None, None, None, :], t165, 0.0), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n1[None, None, :, None] == 3, t166.to(tl.float32), 0.0), axis=2, keep_dims=True)
    t170 = t68 + t169
    tl.store(buf171_ptr + offs_c0[:, None, None, None] * buf171_s0 + offs_c1[None, :, None, None] * buf171_s1 + offs_n1[None, None, :, None] * buf171_s2 + offs_c2[None, None, None, :] * buf171_s3, _rne_bf16(t170) if ROUND else t170, mask=mask_c0[:, None, None, None] & mask_c1[None, :, None, None] & mask_n1[None, None, :, None] & mask_c2[None, None, None, :])


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, m1_s2, m179_ptr, m179_s1, m179_s2, m186_ptr, m186_s2, m201_ptr, m201_s1, m201_s2, m208_ptr, m208_s2, buf171_ptr, buf171_s0, buf171_s1, buf171_s2, buf171_s3, m219_ptr, m219_s1, m219_s2, m229_ptr, m229_s1, m229_s2, m237_ptr, m237_s2, m237_s3, buf329_ptr, buf329_s0, buf329_s1, buf329_s2, buf329_s3, E_c0, E_c1, E_c2, E_c4, E_n0, E_n1, E_n2, DOT_183: tl.constexpr, DOT_205: tl.constexpr, DOT_224: tl.constexpr, DOT_233: tl.constexpr, DOT_325: tl.constexpr, DOT_326: tl.constexpr, DOT_T: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, ONCE_c4: tl.constexpr, PRECISION: tl.constexpr, ROUND: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr, T_c4: tl.constexpr):
    # writes buf329: Combine over grid x.0@0[2], grid x.1@1[32], grid x_1.3@3[16]
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
    t172 = tl.load(m1_ptr + offs_c0[:, None, None] * m1_s0 + offs_c1[None, :, None] * m1_s1 + offs_n0[None, None, :] * m1_s2, mask=mask_c0[:, None, None] & mask_c1[None, :, None] & mask_n0[None, None, :], other=0)
    t173 = t172.to(tl.float32)
    t174 = (t173) * (t173)
    t175 = tl.sum(tl.where(mask_n0[None, None, :], t174, 0.0), axis=2, keep_dims=True)
    t176 = t175 + 6.4e-05
    t177 = tl.rsqrt(t176)
    t178 = (t173) * (t177)
    t182 = tl.load(m179_ptr + offs_n0[None, :, None] * m179_s1 + offs_n1[None, None, :] * m179_s2, mask=mask_n0[None, :, None] & mask_n1[None, None, :], other=0)
    if DOT_183:
        t184 = tl.reshape(tl.dot(tl.reshape(tl.where(mask_n0[None, None, :], t178.to(DOT_T), 0.0), [T_c0 * T_c1, F_n0]), tl.reshape(t182.to(DOT_T), [F_n0, F_n1]), input_precision=PRECISION), [T_c0, T_c1, F_n1])
    else:
        t184 = tl.sum(tl.expand_dims(tl.where(mask_n0[None, None, :], t178, 0.0), 3) * tl.expand_dims(t182.to(tl.float32), 1), axis=2)
    t185 = (t184) * (0.8)
    t189 = tl.load(m186_ptr + offs_n1[None, None, :] * m186_s2, mask=mask_n1[None, None, :], other=0)
    t190 = t189.to(tl.float32)
    t191 = t185 + t190
    t192 = tl.reshape(t191, [T_c0, T_c1, F_n1, 1])
    t193 = 1.0 / (1.0 + tl.exp(-(t192)))
    t194 = (t193) * (2.0)
    t195 = t172.to(tl.float32)
    t196 = (t195) * (t195)
    t197 = tl.sum(tl.where(mask_n0[None, None, :], t196, 0.0), axis=2, keep_dims=True)
    t198 = t197 + 6.4e-05
    t199 = tl.rsqrt(t198)
    t200 = (t195) * (t199)
    t204 = tl.load(m201_ptr + offs_n0[None, :, None] * m201_s1 + offs_n1[None, None, :] * m201_s2, mask=mask_n0[None, :, None] & mask_n1[None, None, :], other=0)
    if DOT_205:
        t206 = tl.reshape(tl.dot(tl.reshape(tl.where(mask_n0[None, None, :], t200.to(DOT_T), 0.0), [T_c0 * T_c1, F_n0]), tl.reshape(t204.to(DOT_T), [F_n0, F_n1]), input_precision=PRECISION), [T_c0, T_c1, F_n1])
    else:
        t206 = tl.sum(tl.expand_dims(tl.where(mask_n0[None, None, :], t200, 0.0), 3) * tl.expand_dims(t204.to(tl.float32), 1), axis=2)
    t207 = (t206) * (0.8)
    t211 = tl.load(m208_ptr + offs_n1[None, None, :] * m208_s2, mask=mask_n1[None, None, :], other=0)
    t212 = t211.to(tl.float32)
    t213 = t207 + t212
    t214 = tl.reshape(t213, [T_c0, T_c1, 1, F_n1])
    t215 = 1.0 / (1.0 + tl.exp(-(t214)))
    acc226 = tl.full([T_c0, T_c1, T_c2], 0.0, tl.float32)

    for i_c4 in range(0, 1 if ONCE_c4 else tl.cdiv(E_c4, T_c4)):
        offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)
        mask_c4 = offs_c4 < E_c4

        t216 = tl.load(buf171_ptr + offs_c0[:, None, None, None] * buf171_s0 + offs_c1[None, :, None, None] * buf171_s1 + offs_n1[None, None, :, None] * buf171_s2 + offs_c4[None, None, None, :] * buf171_s3, mask=mask_c0[:, None, None, None] & mask_c1[None, :, None, None] & mask_n1[None, None, :, None] & mask_c4[None, None, None, :], other=0)
        t217 = tl.sum(tl.where(offs_n1[None, None, None, :] == 0, tl.where(mask_n1[None, None, None, :], t215, 0.0), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n1[None, None, :, None] == 0, t216.to(tl.float32), 0.0), axis=2, keep_dims=True) + tl.sum(tl.where(offs_n1[None, None, None, :] == 1, tl.where(mask_n1[None, None, None, :], t215, 0.0), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n1[None, None, :, None] == 1, t216.to(tl.float32), 0.0), axis=2, keep_dims=True) + tl.sum(tl.where(offs_n1[None, None, None, :] == 2, tl.where(mask_n1[None, None, None, :], t215, 0.0), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n1[None, None, :, None] == 2, t216.to(tl.float32), 0.0), axis=2, keep_dims=True) + tl.sum(tl.where(offs_n1[None, None, None, :] == 3, tl.where(mask_n1[None, None, None, :], t215, 0.0), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n1[None, None, :, None] == 3, t216.to(tl.float32), 0.0), axis=2, keep_dims=True)
        t218 = tl.reshape(t217, [T_c0, T_c1, T_c4])
        t223 = tl.load(m219_ptr + offs_c4[None, :, None] * m219_s1 + offs_c2[None, None, :] * m219_s2, mask=mask_c4[None, :, None] & mask_c2[None, None, :], other=0)
        if DOT_224:
            t225 = tl.reshape(tl.dot(tl.reshape(tl.where(mask_c4[None, None, :], t218.to(DOT_T), 0.0), [T_c0 * T_c1, T_c4]), tl.reshape(t223.to(DOT_T), [T_c4, T_c2]), input_precision=PRECISION), [T_c0, T_c1, T_c2])
        else:
            t225 = tl.sum(tl.expand_dims(tl.where(mask_c4[None, None, :], t218, 0.0), 3) * tl.expand_dims(t223.to(tl.float32), 1), axis=2)
        acc226 = acc226 + t225
    t227 = tl.reshape(acc226, [T_c0, T_c1, 1, T_c2])
    t228 = (t194) * (t227)
    t232 = tl.load(m229_ptr + offs_n0[None, :, None] * m229_s1 + offs_n2[None, None, :] * m229_s2, mask=mask_n0[None, :, None] & mask_n2[None, None, :], other=0)
    if DOT_233:
        t234 = tl.reshape(tl.dot(tl.reshape(tl.where(mask_n0[None, None, :], t178.to(DOT_T), 0.0), [T_c0 * T_c1, F_n0]), tl.reshape(t232.to(DOT_T), [F_n0, F_n2]), input_precision=PRECISION), [T_c0, T_c1, F_n2])
    else:
        t234 = tl.sum(tl.expand_dims(tl.where(mask_n0[None, None, :], t178, 0.0), 3) * tl.expand_dims(t232.to(tl.float32), 1), axis=2)
    t235 = tl.reshape(t234, [T_c0, T_c1, F_n1, F_n1])
    t236 = (t235) * (0.8)
    t240 = tl.load(m237_ptr + offs_n1[None, None, :, None] * m237_s2 + offs_n1[None, None, None, :] * m237_s3, mask=mask_n1[None, None, :, None] & mask_n1[None, None, None, :], other=0)
    t241 = t240.to(tl.float32)
    t242 = t236 + t241
    t243 = tl.exp(t242)
    t244 = tl.sum(tl.where(mask_n1[None, None, None, :], t243, 0.0), axis=3, keep_dims=True)
    t245 = (t243) / (t244)
    t246 = tl.sum(tl.where(mask_n1[None, None, :, None], t245, 0.0), axis=2, keep_dims=True)
    t247 = (t245) / (t246)
    t248 = tl.sum(tl.where(mask_n1[None, None, None, :], t247, 0.0), axis=3, keep_dims=True)
    t249 = (t247) / (t248)
    t250 = tl.sum(tl.where(mask_n1[None, None, :, None], t249, 0.0), axis=2, keep_dims=True)
    t251 = (t249) / (t250)
    t252 = tl.sum(tl.where(mask_n1[None, None, None, :], t251, 0.0), axis=3, keep_dims=True)
    t253 = (t251) / (t252)
    t254 = tl.sum(tl.where(mask_n1[None, None, :, None], t253, 0.0), axis=2, keep_dims=True)
    t255 = (t253) / (t254)
    t256 = tl.sum(tl.where(mask_n1[None, None, None, :], t255, 0.0), axis=3, keep_dims=True)
    t257 = (t255) / (t256)
    t258 = tl.sum(tl.where(mask_n1[None, None, :, None], t257, 0.0), axis=2, keep_dims=True)
    t259 = (t257) / (t258)
    t260 = tl.sum(tl.where(mask_n1[None, None, None, :], t259, 0.0), axis=3, keep_dims=True)
    t261 = (t259) / (t260)
    t262 = tl.sum(tl.where(mask_n1[None, None, :, None], t261, 0.0), axis=2, keep_dims=True)
    t263 = (t261) / (t262)
    t264 = tl.sum(tl.where(mask_n1[None, None, None, :], t263, 0.0), axis=3, keep_dims=True)
    t265 = (t263) / (t264)
    t266 = tl.sum(tl.where(mask_n1[None, None, :, None], t265, 0.0), axis=2, keep_dims=True)
    t267 = (t265) / (t266)
    t268 = tl.sum(tl.where(mask_n1[None, None, None, :], t267, 0.0), axis=3, keep_dims=True)
    t269 = (t267) / (t268)
    t270 = tl.sum(tl.where(mask_n1[None, None, :, None], t269, 0.0), axis=2, keep_dims=True)
    t271 = (t269) / (t270)
    t272 = tl.sum(tl.where(mask_n1[None, None, None, :], t271, 0.0), axis=3, keep_dims=True)
    t273 = (t271) / (t272)
    t274 = tl.sum(tl.where(mask_n1[None, None, :, None], t273, 0.0), axis=2, keep_dims=True)
    t275 = (t273) / (t274)
    t276 = tl.sum(tl.where(mask_n1[None, None, None, :], t275, 0.0), axis=3, keep_dims=True)
    t277 = (t275) / (t276)
    t278 = tl.sum(tl.where(mask_n1[None, None, :, None], t277, 0.0), axis=2, keep_dims=True)
    t279 = (t277) / (t278)
    t280 = tl.sum(tl.where(mask_n1[None, None, None, :], t279, 0.0), axis=3, keep_dims=True)
    t281 = (t279) / (t280)
    t282 = tl.sum(tl.where(mask_n1[None, None, :, None], t281, 0.0), axis=2, keep_dims=True)
    t283 = (t281) / (t282)
    t284 = tl.sum(tl.where(mask_n1[None, None, None, :], t283, 0.0), axis=3, keep_dims=True)
    t285 = (t283) / (t284)
    t286 = tl.sum(tl.where(mask_n1[None, None, :, None], t285, 0.0), axis=2, keep_dims=True)
    t287 = (t285) / (t286)
    t288 = tl.sum(tl.where(mask_n1[None, None, None, :], t287, 0.0), axis=3, keep_dims=True)
    t289 = (t287) / (t288)
    t290 = tl.sum(tl.where(mask_n1[None, None, :, None], t289, 0.0), axis=2, keep_dims=True)
    t291 = (t289) / (t290)
    t292 = tl.sum(tl.where(mask_n1[None, None, None, :], t291, 0.0), axis=3, keep_dims=True)
    t293 = (t291) / (t292)
    t294 = tl.sum(tl.where(mask_n1[None, None, :, None], t293, 0.0), axis=2, keep_dims=True)
    t295 = (t293) / (t294)
    t296 = tl.sum(tl.where(mask_n1[None, None, None, :], t295, 0.0), axis=3, keep_dims=True)
    t297 = (t295) / (t296)
    t298 = tl.sum(tl.where(mask_n1[None, None, :, None], t297, 0.0), axis=2, keep_dims=True)
    t299 = (t297) / (t298)
    t300 = tl.sum(tl.where(mask_n1[None, None, None, :], t299, 0.0), axis=3, keep_dims=True)
    t301 = (t299) / (t300)
    t302 = tl.sum(tl.where(mask_n1[None, None, :, None], t301, 0.0), axis=2, keep_dims=True)
    t303 = (t301) / (t302)
    t304 = tl.sum(tl.where(mask_n1[None, None, None, :], t303, 0.0), axis=3, keep_dims=True)
    t305 = (t303) / (t304)
    t306 = tl.sum(tl.where(mask_n1[None, None, :, None], t305, 0.0), axis=2, keep_dims=True)
    t307 = (t305) / (t306)
    t308 = tl.sum(tl.where(mask_n1[None, None, None, :], t307, 0.0), axis=3, keep_dims=True)
    t309 = (t307) / (t308)
    t310 = tl.sum(tl.where(mask_n1[None, None, :, None], t309, 0.0), axis=2, keep_dims=True)
    t311 = (t309) / (t310)
    t312 = tl.sum(tl.where(mask_n1[None, None, None, :], t311, 0.0), axis=3, keep_dims=True)
    t313 = (t311) / (t312)
    t314 = tl.sum(tl.where(mask_n1[None, None, :, None], t313, 0.0), axis=2, keep_dims=True)
    t315 = (t313) / (t314)
    t316 = tl.sum(tl.where(mask_n1[None, None, None, :], t315, 0.0), axis=3, keep_dims=True)
    t317 = (t315) / (t316)
    t318 = tl.sum(tl.where(mask_n1[None, None, :, None], t317, 0.0), axis=2, keep_dims=True)
    t319 = (t317) / (t318)
    t320 = tl.sum(tl.where(mask_n1[None, None, None, :], t319, 0.0), axis=3, keep_dims=True)
    t321 = (t319) / (t320)
    t322 = tl.sum(tl.where(mask_n1[None, None, :, None], t321, 0.0), axis=2, keep_dims=True)
    t323 = (t321) / (t322)
    t324 = tl.load(buf171_ptr + offs_c0[:, None, None, None] * buf171_s0 + offs_c1[None, :, None, None] * buf171_s1 + offs_n1[None, None, :, None] * buf171_s2 + offs_c2[None, None, None, :] * buf171_s3, mask=mask_c0[:, None, None, None] & mask_c1[None, :, None, None] & mask_n1[None, None, :, None] & mask_c2[None, None, None, :], other=0)
    if DOT_325:
        t327 = tl.reshape(tl.dot(tl.reshape(tl.where(mask_n1[None, None, None, :], t323.to(DOT_T), 0.0), [F_n1, F_n1]), tl.reshape(t324.to(DOT_T), [F_n1, T_c2]), input_precision=PRECISION), [T_c0, T_c1, F_n1, T_c2])
    elif DOT_326:
        t327 = tl.reshape(tl.dot(tl.reshape(tl.where(mask_n1[None, None, None, :], t323.to(DOT_T), 0.0), [T_c0 * T_c1, F_n1, F_n1]), tl.reshape(t324.to(DOT_T), [T_c0 * T_c1, F_n1, T_c2]), input_precision=PRECISION), [T_c0, T_c1, F_n1, T_c2])
    else:
        t327 = tl.sum(tl.where(offs_n1[None, None, None, :] == 0, tl.where(mask_n1[None, None, None, :], t323, 0.0), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n1[None, None, :, None] == 0, t324.to(tl.float32), 0.0), axis=2, keep_dims=True) + tl.sum(tl.where(offs_n1[None, None, None, :] == 1, tl.where(mask_n1[None, None, None, :], t323, 0.0), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n1[None, None, :, None] == 1, t324.to(tl.float32), 0.0), axis=2, keep_dims=True) + tl.sum(tl.where(offs_n1[None, None, None, :] == 2, tl.where(mask_n1[None, None, None, :], t323, 0.0), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n1[None, None, :, None] == 2, t324.to(tl.float32), 0.0), axis=2, keep_dims=True) + tl.sum(tl.where(offs_n1[None, None, None, :] == 3, tl.where(mask_n1[None, None, None, :], t323, 0.0), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n1[None, None, :, None] == 3, t324.to(tl.float32), 0.0), axis=2, keep_dims=True)
    t328 = t228 + t327
    tl.store(buf329_ptr + offs_c0[:, None, None, None] * buf329_s0 + offs_c1[None, :, None, None] * buf329_s1 + offs_n1[None, None, :, None] * buf329_s2 + offs_c2[None, None, None, :] * buf329_s3, _rne_bf16(t328) if ROUND else t328, mask=mask_c0[:, None, None, None] & mask_c1[None, :, None, None] & mask_n1[None, None, :, None] & mask_c2[None, None, None, :])


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
        "buf171": torch.empty([2, 32, 4, 16], dtype=dtype, device=device),
        "buf329": torch.empty([2, 32, 4, 16], dtype=dtype, device=device),
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
    m41 = inputs['phi_pre']
    m40 = m41.narrow(0, 0, 1)
    m39 = m40.reshape([64, 4])
    m38 = m39.reshape([1, 64, 4])
    m49 = inputs['b_pre']
    m48 = m49.narrow(0, 0, 1)
    m47 = m48.reshape([4])
    m46 = m47.reshape([1, 1, 4])
    m62 = inputs['w_layer']
    m61 = m62.narrow(0, 0, 1)
    m60 = m61.reshape([16, 16])
    m59 = m60.permute([1, 0])
    m58 = m59.reshape([1, 16, 16])
    m72 = inputs['phi_res']
    m71 = m72.narrow(0, 0, 1)
    m70 = m71.reshape([64, 16])
    m69 = m70.reshape([1, 64, 16])
    m81 = inputs['b_res']
    m80 = m81.narrow(0, 0, 1)
    m79 = m80.reshape([4, 4])
    m78 = m79.reshape([1, 1, 4, 4])
    buf171 = buffers["buf171"]
    kernel_0[(_cdiv(2, T['kernel_0.c0']) * _cdiv(32, T['kernel_0.c1']) * _cdiv(16, T['kernel_0.c2']),)](m2_ptr=m2, m2_s0=m2.stride(0), m2_s1=m2.stride(1), m2_s2=m2.stride(2), m14_ptr=m14, m14_s1=m14.stride(1), m14_s2=m14.stride(2), m22_ptr=m22, m22_s2=m22.stride(2), m38_ptr=m38, m38_s1=m38.stride(1), m38_s2=m38.stride(2), m46_ptr=m46, m46_s2=m46.stride(2), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), m58_ptr=m58, m58_s1=m58.stride(1), m58_s2=m58.stride(2), m69_ptr=m69, m69_s1=m69.stride(1), m69_s2=m69.stride(2), m78_ptr=m78, m78_s2=m78.stride(2), m78_s3=m78.stride(3), buf171_ptr=buf171, buf171_s0=buf171.stride(0), buf171_s1=buf171.stride(1), buf171_s2=buf171.stride(2), buf171_s3=buf171.stride(3), E_c0=2, E_c1=32, E_c2=16, E_c3=64, E_c4=16, E_n0=64, E_n1=4, E_n2=16, DOT_167=(_pow2(4)) >= 16 and (_pow2(4)) >= 16 and (T['kernel_0.c2']) >= 16 and (T['kernel_0.c0']) == 1 and (T['kernel_0.c1']) == 1, DOT_168=(_pow2(4)) >= 16 and (_pow2(4)) >= 16 and (T['kernel_0.c2']) >= 16, DOT_19=(T['kernel_0.c0'] * T['kernel_0.c1']) >= 16 and (_pow2(64)) >= 16 and (_pow2(4)) >= 16, DOT_43=(T['kernel_0.c0'] * T['kernel_0.c1']) >= 16 and (_pow2(64)) >= 16 and (_pow2(4)) >= 16, DOT_64=(T['kernel_0.c0'] * T['kernel_0.c1']) >= 16 and (T['kernel_0.c4']) >= 16 and (T['kernel_0.c2']) >= 16, DOT_74=(T['kernel_0.c0'] * T['kernel_0.c1']) >= 16 and (_pow2(64)) >= 16 and (_pow2(16)) >= 16, DOT_T=_DOT_T, F_n0=_pow2(64), F_n1=_pow2(4), F_n2=_pow2(16), ONCE_c3=T['c3'] >= 64, ONCE_c4=T['kernel_0.c4'] >= 16, PRECISION=_PRECISION, ROUND=_ROUND, T_c0=T['kernel_0.c0'], T_c1=T['kernel_0.c1'], T_c2=T['kernel_0.c2'], T_c3=T['c3'], T_c4=T['kernel_0.c4'], num_warps=num_warps, num_stages=num_stages)
    m1 = buf171.reshape([2, 32, 64])
    m181 = m17.narrow(0, 1, 1)
    m180 = m181.reshape([64, 4])
    m179 = m180.reshape([1, 64, 4])
    m188 = m25.narrow(0, 1, 1)
    m187 = m188.reshape([4])
    m186 = m187.reshape([1, 1, 4])
    m203 = m41.narrow(0, 1, 1)
    m202 = m203.reshape([64, 4])
    m201 = m202.reshape([1, 64, 4])
    m210 = m49.narrow(0, 1, 1)
    m209 = m210.reshape([4])
    m208 = m209.reshape([1, 1, 4])
    m222 = m62.narrow(0, 1, 1)
    m221 = m222.reshape([16, 16])
    m220 = m221.permute([1, 0])
    m219 = m220.reshape([1, 16, 16])
    m231 = m72.narrow(0, 1, 1)
    m230 = m231.reshape([64, 16])
    m229 = m230.reshape([1, 64, 16])
    m239 = m81.narrow(0, 1, 1)
    m238 = m239.reshape([4, 4])
    m237 = m238.reshape([1, 1, 4, 4])
    buf329 = buffers["buf329"]
    kernel_1[(_cdiv(2, T['kernel_1.c0']) * _cdiv(32, T['kernel_1.c1']) * _cdiv(16, T['kernel_1.c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m179_ptr=m179, m179_s1=m179.stride(1), m179_s2=m179.stride(2), m186_ptr=m186, m186_s2=m186.stride(2), m201_ptr=m201, m201_s1=m201.stride(1), m201_s2=m201.stride(2), m208_ptr=m208, m208_s2=m208.stride(2), buf171_ptr=buf171, buf171_s0=buf171.stride(0), buf171_s1=buf171.stride(1), buf171_s2=buf171.stride(2), buf171_s3=buf171.stride(3), m219_ptr=m219, m219_s1=m219.stride(1), m219_s2=m219.stride(2), m229_ptr=m229, m229_s1=m229.stride(1), m229_s2=m229.stride(2), m237_ptr=m237, m237_s2=m237.stride(2), m237_s3=m237.stride(3), buf329_ptr=buf329, buf329_s0=buf329.stride(0), buf329_s1=buf329.stride(1), buf329_s2=buf329.stride(2), buf329_s3=buf329.stride(3), E_c0=2, E_c1=32, E_c2=16, E_c4=16, E_n0=64, E_n1=4, E_n2=16, DOT_183=(T['kernel_1.c0'] * T['kernel_1.c1']) >= 16 and (_pow2(64)) >= 16 and (_pow2(4)) >= 16, DOT_205=(T['kernel_1.c0'] * T['kernel_1.c1']) >= 16 and (_pow2(64)) >= 16 and (_pow2(4)) >= 16, DOT_224=(T['kernel_1.c0'] * T['kernel_1.c1']) >= 16 and (T['kernel_1.c4']) >= 16 and (T['kernel_1.c2']) >= 16, DOT_233=(T['kernel_1.c0'] * T['kernel_1.c1']) >= 16 and (_pow2(64)) >= 16 and (_pow2(16)) >= 16, DOT_325=(_pow2(4)) >= 16 and (_pow2(4)) >= 16 and (T['kernel_1.c2']) >= 16 and (T['kernel_1.c0']) == 1 and (T['kernel_1.c1']) == 1, DOT_326=(_pow2(4)) >= 16 and (_pow2(4)) >= 16 and (T['kernel_1.c2']) >= 16, DOT_T=_DOT_T, F_n0=_pow2(64), F_n1=_pow2(4), F_n2=_pow2(16), ONCE_c4=T['kernel_1.c4'] >= 16, PRECISION=_PRECISION, ROUND=_ROUND, T_c0=T['kernel_1.c0'], T_c1=T['kernel_1.c1'], T_c2=T['kernel_1.c2'], T_c4=T['kernel_1.c4'], num_warps=num_warps, num_stages=num_stages)
    result = buf329
    return result.to(dtype) if result.is_floating_point() else result


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
