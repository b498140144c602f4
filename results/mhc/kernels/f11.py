"""mhc [small], candidate 11: 2 kernel(s)

Rendered by EqiForge from candidate 11 of mhc [small]: grid(x.0@0, x.1@1, x_1.3@3) loop(x.2[64]: sum) loop(x_1.3[16]: sum) {loop(x.2[64]: sum)} loop(x.2[64]: sum) [6 mm] | grid(x.0@0, x.1@1, x_1.3@3) loop(x_1.3[16]: sum) [6 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.0@0[2]
    c1: grid x.1@1[32]
    c2: grid x_1.3@3[16]
    c3: loop x.2[64]
    c4: loop x_1.3[16]

Run it on its own: `python kernels/f11.py` checks it once against PyTorch on random inputs.
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
DEFAULT_TILES = {"kernel_0.c0": 1, "kernel_1.c0": 1, "kernel_0.c1": 1, "kernel_1.c1": 1, "kernel_0.c2": 8, "kernel_1.c2": 8, "c3": 32, "kernel_0.c4": 8, "kernel_1.c4": 8}
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
def kernel_0(m2_ptr, m2_s0, m2_s1, m2_s2, m5_ptr, m5_s1, m5_s2, m21_ptr, m21_s2, m32_ptr, m32_s1, m32_s2, m47_ptr, m47_s2, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, m59_ptr, m59_s1, m59_s2, m71_ptr, m71_s1, m71_s2, m82_ptr, m82_s2, m82_s3, buf175_ptr, buf175_s0, buf175_s1, buf175_s2, buf175_s3, E_c0, E_c1, E_c2, E_c3, E_c4, E_n0, E_n1, E_n2, DOT_10: tl.constexpr, DOT_171: tl.constexpr, DOT_172: tl.constexpr, DOT_37: tl.constexpr, DOT_65: tl.constexpr, DOT_76: tl.constexpr, DOT_T: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, ONCE_c3: tl.constexpr, ONCE_c4: tl.constexpr, PRECISION: tl.constexpr, ROUND: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr, T_c4: tl.constexpr):
    # writes buf175: Combine over grid x.0@0[2], grid x.1@1[32], grid x_1.3@3[16]
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
    offs_n1 = tl.arange(0, F_n1)
    mask_n1 = offs_n1 < E_n1
    offs_n0 = tl.arange(0, F_n0)
    mask_n0 = offs_n0 < E_n0
    offs_n2 = tl.arange(0, F_n2)
    mask_n2 = offs_n2 < E_n2
    acc12 = tl.full([T_c0, T_c1, F_n1], 0.0, tl.float32)

    for i_c3 in range(0, 1 if ONCE_c3 else tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
        mask_c3 = offs_c3 < E_c3

        t4 = tl.load(m2_ptr + offs_c0[:, None, None] * m2_s0 + offs_c1[None, :, None] * m2_s1 + offs_c3[None, None, :] * m2_s2, mask=mask_c0[:, None, None] & mask_c1[None, :, None] & mask_c3[None, None, :], other=0)
        t9 = tl.load(m5_ptr + offs_c3[None, :, None] * m5_s1 + offs_n1[None, None, :] * m5_s2, mask=mask_c3[None, :, None] & mask_n1[None, None, :], other=0)
        if DOT_10:
            t11 = tl.reshape(tl.dot(tl.reshape(t4.to(DOT_T), [T_c0 * T_c1, T_c3]), tl.reshape(t9.to(DOT_T), [T_c3, F_n1]), input_precision=PRECISION), [T_c0, T_c1, F_n1])
        else:
            t11 = tl.sum(tl.expand_dims(t4.to(tl.float32), 3) * tl.expand_dims(t9.to(tl.float32), 1), axis=2)
        acc12 = acc12 + t11
    t13 = tl.load(m2_ptr + offs_c0[:, None, None] * m2_s0 + offs_c1[None, :, None] * m2_s1 + offs_n0[None, None, :] * m2_s2, mask=mask_c0[:, None, None] & mask_c1[None, :, None] & mask_n0[None, None, :], other=0)
    t14 = t13.to(tl.float32)
    t15 = (t14) * (t14)
    t16 = tl.sum(tl.where(mask_n0[None, None, :], t15, 0.0), axis=2, keep_dims=True)
    t17 = t16 + 6.4e-05
    t18 = tl.rsqrt(t17)
    t19 = (acc12) * (t18)
    t20 = (t19) * (0.8)
    t25 = tl.load(m21_ptr + offs_n1[None, None, :] * m21_s2, mask=mask_n1[None, None, :], other=0)
    t26 = t25.to(tl.float32)
    t27 = t20 + t26
    t28 = tl.reshape(t27, [T_c0, T_c1, F_n1, 1])
    t29 = 1.0 / (1.0 + tl.exp(-(t28)))
    t30 = (t29) * (2.0)
    acc39 = tl.full([T_c0, T_c1, F_n1], 0.0, tl.float32)

    for i_c3 in range(0, 1 if ONCE_c3 else tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
        mask_c3 = offs_c3 < E_c3

        t31 = tl.load(m2_ptr + offs_c0[:, None, None] * m2_s0 + offs_c1[None, :, None] * m2_s1 + offs_c3[None, None, :] * m2_s2, mask=mask_c0[:, None, None] & mask_c1[None, :, None] & mask_c3[None, None, :], other=0)
        t36 = tl.load(m32_ptr + offs_c3[None, :, None] * m32_s1 + offs_n1[None, None, :] * m32_s2, mask=mask_c3[None, :, None] & mask_n1[None, None, :], other=0)
        if DOT_37:
            t38 = tl.reshape(tl.dot(tl.reshape(t31.to(DOT_T), [T_c0 * T_c1, T_c3]), tl.reshape(t36.to(DOT_T), [T_c3, F_n1]), input_precision=PRECISION), [T_c0, T_c1, F_n1])
        else:
            t38 = tl.sum(tl.expand_dims(t31.to(tl.float32), 3) * tl.expand_dims(t36.to(tl.float32), 1), axis=2)
        acc39 = acc39 + t38
    t40 = t13.to(tl.float32)
    t41 = (t40) * (t40)
    t42 = tl.sum(tl.where(mask_n0[None, None, :], t41, 0.0), axis=2, keep_dims=True)
    t43 = t42 + 6.4e-05
    t44 = tl.rsqrt(t43)
    t45 = (acc39) * (t44)
    t46 = (t45) * (0.8)
    t51 = tl.load(m47_ptr + offs_n1[None, None, :] * m47_s2, mask=mask_n1[None, None, :], other=0)
    t52 = t51.to(tl.float32)
    t53 = t46 + t52
    t54 = tl.reshape(t53, [T_c0, T_c1, 1, F_n1])
    t55 = 1.0 / (1.0 + tl.exp(-(t54)))
    acc67 = tl.full([T_c0, T_c1, T_c2], 0.0, tl.float32)

    for i_c4 in range(0, 1 if ONCE_c4 else tl.cdiv(E_c4, T_c4)):
        offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)
        mask_c4 = offs_c4 < E_c4

        t56 = tl.load(m3_ptr + offs_c0[:, None, None, None] * m3_s0 + offs_c1[None, :, None, None] * m3_s1 + offs_n1[None, None, :, None] * m3_s2 + offs_c4[None, None, None, :] * m3_s3, mask=mask_c0[:, None, None, None] & mask_c1[None, :, None, None] & mask_n1[None, None, :, None] & mask_c4[None, None, None, :], other=0)
        t57 = tl.sum(tl.where(offs_n1[None, None, None, :] == 0, tl.where(mask_n1[None, None, None, :], t55, 0.0), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n1[None, None, :, None] == 0, t56.to(tl.float32), 0.0), axis=2, keep_dims=True) + tl.sum(tl.where(offs_n1[None, None, None, :] == 1, tl.where(mask_n1[None, None, None, :], t55, 0.0), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n1[None, None, :, None] == 1, t56.to(tl.float32), 0.0), axis=2, keep_dims=True) + tl.sum(tl.where(offs_n1[None, None, None, :] == 2, tl.where(mask_n1[None, None, None, :], t55, 0.0), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n1[None, None, :, None] == 2, t56.to(tl.float32), 0.0), axis=2, keep_dims=True) + tl.sum(tl.where(offs_n1[None, None, None, :] == 3, tl.where(mask_n1[None, None, None, :], t55, 0.0), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n1[None, None, :, None] == 3, t56.to(tl.float32), 0.0), axis=2, keep_dims=True)
        t58 = tl.reshape(t57, [T_c0, T_c1, T_c4])
        t64 = tl.load(m59_ptr + offs_c4[None, :, None] * m59_s1 + offs_c2[None, None, :] * m59_s2, mask=mask_c4[None, :, None] & mask_c2[None, None, :], other=0)
        if DOT_65:
            t66 = tl.reshape(tl.dot(tl.reshape(tl.where(mask_c4[None, None, :], t58.to(DOT_T), 0.0), [T_c0 * T_c1, T_c4]), tl.reshape(t64.to(DOT_T), [T_c4, T_c2]), input_precision=PRECISION), [T_c0, T_c1, T_c2])
        else:
            t66 = tl.sum(tl.expand_dims(tl.where(mask_c4[None, None, :], t58, 0.0), 3) * tl.expand_dims(t64.to(tl.float32), 1), axis=2)
        acc67 = acc67 + t66
    t68 = tl.reshape(acc67, [T_c0, T_c1, 1, T_c2])
    t69 = (t30) * (t68)
    acc78 = tl.full([T_c0, T_c1, F_n2], 0.0, tl.float32)

    for i_c3 in range(0, 1 if ONCE_c3 else tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
        mask_c3 = offs_c3 < E_c3

        t70 = tl.load(m2_ptr + offs_c0[:, None, None] * m2_s0 + offs_c1[None, :, None] * m2_s1 + offs_c3[None, None, :] * m2_s2, mask=mask_c0[:, None, None] & mask_c1[None, :, None] & mask_c3[None, None, :], other=0)
        t75 = tl.load(m71_ptr + offs_c3[None, :, None] * m71_s1 + offs_n2[None, None, :] * m71_s2, mask=mask_c3[None, :, None] & mask_n2[None, None, :], other=0)
        if DOT_76:
            t77 = tl.reshape(tl.dot(tl.reshape(t70.to(DOT_T), [T_c0 * T_c1, T_c3]), tl.reshape(t75.to(DOT_T), [T_c3, F_n2]), input_precision=PRECISION), [T_c0, T_c1, F_n2])
        else:
            t77 = tl.sum(tl.expand_dims(t70.to(tl.float32), 3) * tl.expand_dims(t75.to(tl.float32), 1), axis=2)
        acc78 = acc78 + t77
    t79 = (acc78) * (t18)
    t80 = tl.reshape(t79, [T_c0, T_c1, F_n1, F_n1])
    t81 = (t80) * (0.8)
    t86 = tl.load(m82_ptr + offs_n1[None, None, :, None] * m82_s2 + offs_n1[None, None, None, :] * m82_s3, mask=mask_n1[None, None, :, None] & mask_n1[None, None, None, :], other=0)
    t87 = t86.to(tl.float32)
    t88 = t81 + t87
    t89 = tl.exp(t88)
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
    t166 = tl.sum(tl.where(mask_n1[None, None, None, :], t165, 0.0), axis=3, keep_dims=True)
    t167 = (t165) / (t166)
    t168 = tl.sum(tl.where(mask_n1[None, None, :, None], t167, 0.0), axis=2, keep_dims=True)
    t169 = (t167) / (t168)
    t170 = tl.load(m3_ptr + offs_c0[:, None, None, None] * m3_s0 + offs_c1[None, :, None, None] * m3_s1 + offs_n1[None, None, :, None] * m3_s2 + offs_c2[None, None, None, :] * m3_s3, mask=mask_c0[:, None, None, None] & mask_c1[None, :, None, None] & mask_n1[None, None, :, None] & mask_c2[None, None, None, :], other=0)
    if DOT_171:
        t173 = tl.reshape(tl.dot(tl.reshape(tl.where(mask_n1[None, None, None, :], t169.to(DOT_T), 0.0), [F_n1, F_n1]), tl.reshape(t170.to(DOT_T), [F_n1, T_c2]), input_precision=PRECISION), [T_c0, T_c1, F_n1, T_c2])
    elif DOT_172:
        t173 = tl.reshape(tl.dot(tl.reshape(tl.where(mask_n1[None, None, None, :], t169.to(DOT_T), 0.0), [T_c0 * T_c1, F_n1, F_n1]), tl.reshape(t170.to(DOT_T), [T_c0 * T_c1, F_n1, T_c2]), input_precision=PRECISION), [T_c0, T_c1, F_n1, T_c2])
    else:
        t173 = tl.sum(tl.where(offs_n1[None, None, None, :] == 0, tl.where(mask_n1[None, None, None, :], t169, 0.0), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n1[None, None, :, None] == 0, t170.to(tl.float32), 0.0), axis=2, keep_dims=True) + tl.sum(tl.where(offs_n1[None, None, None, :] == 1, tl.where(mask_n1[None, None, None, :], t169, 0.0), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n1[None, None, :, None] == 1, t170.to(tl.float32), 0.0), axis=2, keep_dims=True) + tl.sum(tl.where(offs_n1[None, None, None, :] == 2, tl.where(mask_n1[None, None, None, :], t169, 0.0), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n1[None, None, :, None] == 2, t170.to(tl.float32), 0.0), axis=2, keep_dims=True) + tl.sum(tl.where(offs_n1[None, None, None, :] == 3, tl.where(mask_n1[None, None, None, :], t169, 0.0), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n1[None, None, :, None] == 3, t170.to(tl.float32), 0.0), axis=2, keep_dims=True)
    t174 = t69 + t173
    tl.store(buf175_ptr + offs_c0[:, None, None, None] * buf175_s0 + offs_c1[None, :, None, None] * buf175_s1 + offs_n1[None, None, :, None] * buf175_s2 + offs_c2[None, None, None, :] * buf175_s3, _rne_bf16(t174) if ROUND else t174, mask=mask_c0[:, None, None, None] & mask_c1[None, :, None, None] & mask_n1[None, None, :, None] & mask_c2[None, None, None, :])


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, m1_s2, m183_ptr, m183_s1, m183_s2, m190_ptr, m190_s2, m205_ptr, m205_s1, m205_s2, m212_ptr, m212_s2, buf175_ptr, buf175_s0, buf175_s1, buf175_s2, buf175_s3, m223_ptr, m223_s1, m223_s2, m233_ptr, m233_s1, m233_s2, m241_ptr, m241_s2, m241_s3, buf333_ptr, buf333_s0, buf333_s1, buf333_s2, buf333_s3, E_c0, E_c1, E_c2, E_c4, E_n0, E_n1, E_n2, DOT_187: tl.constexpr, DOT_209: tl.constexpr, DOT_228: tl.constexpr, DOT_237: tl.constexpr, DOT_329: tl.constexpr, DOT_330: tl.constexpr, DOT_T: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, ONCE_c4: tl.constexpr, PRECISION: tl.constexpr, ROUND: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr, T_c4: tl.constexpr):
    # writes buf333: Combine over grid x.0@0[2], grid x.1@1[32], grid x_1.3@3[16]
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
    t176 = tl.load(m1_ptr + offs_c0[:, None, None] * m1_s0 + offs_c1[None, :, None] * m1_s1 + offs_n0[None, None, :] * m1_s2, mask=mask_c0[:, None, None] & mask_c1[None, :, None] & mask_n0[None, None, :], other=0)
    t177 = t176.to(tl.float32)
    t178 = (t177) * (t177)
    t179 = tl.sum(tl.where(mask_n0[None, None, :], t178, 0.0), axis=2, keep_dims=True)
    t180 = t179 + 6.4e-05
    t181 = tl.rsqrt(t180)
    t182 = (t177) * (t181)
    t186 = tl.load(m183_ptr + offs_n0[None, :, None] * m183_s1 + offs_n1[None, None, :] * m183_s2, mask=mask_n0[None, :, None] & mask_n1[None, None, :], other=0)
    if DOT_187:
        t188 = tl.reshape(tl.dot(tl.reshape(tl.where(mask_n0[None, None, :], t182.to(DOT_T), 0.0), [T_c0 * T_c1, F_n0]), tl.reshape(t186.to(DOT_T), [F_n0, F_n1]), input_precision=PRECISION), [T_c0, T_c1, F_n1])
    else:
        t188 = tl.sum(tl.expand_dims(tl.where(mask_n0[None, None, :], t182, 0.0), 3) * tl.expand_dims(t186.to(tl.float32), 1), axis=2)
    t189 = (t188) * (0.8)
    t193 = tl.load(m190_ptr + offs_n1[None, None, :] * m190_s2, mask=mask_n1[None, None, :], other=0)
    t194 = t193.to(tl.float32)
    t195 = t189 + t194
    t196 = tl.reshape(t195, [T_c0, T_c1, F_n1, 1])
    t197 = 1.0 / (1.0 + tl.exp(-(t196)))
    t198 = (t197) * (2.0)
    t199 = t176.to(tl.float32)
    t200 = (t199) * (t199)
    t201 = tl.sum(tl.where(mask_n0[None, None, :], t200, 0.0), axis=2, keep_dims=True)
    t202 = t201 + 6.4e-05
    t203 = tl.rsqrt(t202)
    t204 = (t199) * (t203)
    t208 = tl.load(m205_ptr + offs_n0[None, :, None] * m205_s1 + offs_n1[None, None, :] * m205_s2, mask=mask_n0[None, :, None] & mask_n1[None, None, :], other=0)
    if DOT_209:
        t210 = tl.reshape(tl.dot(tl.reshape(tl.where(mask_n0[None, None, :], t204.to(DOT_T), 0.0), [T_c0 * T_c1, F_n0]), tl.reshape(t208.to(DOT_T), [F_n0, F_n1]), input_precision=PRECISION), [T_c0, T_c1, F_n1])
    else:
        t210 = tl.sum(tl.expand_dims(tl.where(mask_n0[None, None, :], t204, 0.0), 3) * tl.expand_dims(t208.to(tl.float32), 1), axis=2)
    t211 = (t210) * (0.8)
    t215 = tl.load(m212_ptr + offs_n1[None, None, :] * m212_s2, mask=mask_n1[None, None, :], other=0)
    t216 = t215.to(tl.float32)
    t217 = t211 + t216
    t218 = tl.reshape(t217, [T_c0, T_c1, 1, F_n1])
    t219 = 1.0 / (1.0 + tl.exp(-(t218)))
    acc230 = tl.full([T_c0, T_c1, T_c2], 0.0, tl.float32)

    for i_c4 in range(0, 1 if ONCE_c4 else tl.cdiv(E_c4, T_c4)):
        offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)
        mask_c4 = offs_c4 < E_c4

        t220 = tl.load(buf175_ptr + offs_c0[:, None, None, None] * buf175_s0 + offs_c1[None, :, None, None] * buf175_s1 + offs_n1[None, None, :, None] * buf175_s2 + offs_c4[None, None, None, :] * buf175_s3, mask=mask_c0[:, None, None, None] & mask_c1[None, :, None, None] & mask_n1[None, None, :, None] & mask_c4[None, None, None, :], other=0)
        t221 = tl.sum(tl.where(offs_n1[None, None, None, :] == 0, tl.where(mask_n1[None, None, None, :], t219, 0.0), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n1[None, None, :, None] == 0, t220.to(tl.float32), 0.0), axis=2, keep_dims=True) + tl.sum(tl.where(offs_n1[None, None, None, :] == 1, tl.where(mask_n1[None, None, None, :], t219, 0.0), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n1[None, None, :, None] == 1, t220.to(tl.float32), 0.0), axis=2, keep_dims=True) + tl.sum(tl.where(offs_n1[None, None, None, :] == 2, tl.where(mask_n1[None, None, None, :], t219, 0.0), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n1[None, None, :, None] == 2, t220.to(tl.float32), 0.0), axis=2, keep_dims=True) + tl.sum(tl.where(offs_n1[None, None, None, :] == 3, tl.where(mask_n1[None, None, None, :], t219, 0.0), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n1[None, None, :, None] == 3, t220.to(tl.float32), 0.0), axis=2, keep_dims=True)
        t222 = tl.reshape(t221, [T_c0, T_c1, T_c4])
        t227 = tl.load(m223_ptr + offs_c4[None, :, None] * m223_s1 + offs_c2[None, None, :] * m223_s2, mask=mask_c4[None, :, None] & mask_c2[None, None, :], other=0)
        if DOT_228:
            t229 = tl.reshape(tl.dot(tl.reshape(tl.where(mask_c4[None, None, :], t222.to(DOT_T), 0.0), [T_c0 * T_c1, T_c4]), tl.reshape(t227.to(DOT_T), [T_c4, T_c2]), input_precision=PRECISION), [T_c0, T_c1, T_c2])
        else:
            t229 = tl.sum(tl.expand_dims(tl.where(mask_c4[None, None, :], t222, 0.0), 3) * tl.expand_dims(t227.to(tl.float32), 1), axis=2)
        acc230 = acc230 + t229
    t231 = tl.reshape(acc230, [T_c0, T_c1, 1, T_c2])
    t232 = (t198) * (t231)
    t236 = tl.load(m233_ptr + offs_n0[None, :, None] * m233_s1 + offs_n2[None, None, :] * m233_s2, mask=mask_n0[None, :, None] & mask_n2[None, None, :], other=0)
    if DOT_237:
        t238 = tl.reshape(tl.dot(tl.reshape(tl.where(mask_n0[None, None, :], t182.to(DOT_T), 0.0), [T_c0 * T_c1, F_n0]), tl.reshape(t236.to(DOT_T), [F_n0, F_n2]), input_precision=PRECISION), [T_c0, T_c1, F_n2])
    else:
        t238 = tl.sum(tl.expand_dims(tl.where(mask_n0[None, None, :], t182, 0.0), 3) * tl.expand_dims(t236.to(tl.float32), 1), axis=2)
    t239 = tl.reshape(t238, [T_c0, T_c1, F_n1, F_n1])
    t240 = (t239) * (0.8)
    t244 = tl.load(m241_ptr + offs_n1[None, None, :, None] * m241_s2 + offs_n1[None, None, None, :] * m241_s3, mask=mask_n1[None, None, :, None] & mask_n1[None, None, None, :], other=0)
    t245 = t244.to(tl.float32)
    t246 = t240 + t245
    t247 = tl.exp(t246)
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
    t324 = tl.sum(tl.where(mask_n1[None, None, None, :], t323, 0.0), axis=3, keep_dims=True)
    t325 = (t323) / (t324)
    t326 = tl.sum(tl.where(mask_n1[None, None, :, None], t325, 0.0), axis=2, keep_dims=True)
    t327 = (t325) / (t326)
    t328 = tl.load(buf175_ptr + offs_c0[:, None, None, None] * buf175_s0 + offs_c1[None, :, None, None] * buf175_s1 + offs_n1[None, None, :, None] * buf175_s2 + offs_c2[None, None, None, :] * buf175_s3, mask=mask_c0[:, None, None, None] & mask_c1[None, :, None, None] & mask_n1[None, None, :, None] & mask_c2[None, None, None, :], other=0)
    if DOT_329:
        t331 = tl.reshape(tl.dot(tl.reshape(tl.where(mask_n1[None, None, None, :], t327.to(DOT_T), 0.0), [F_n1, F_n1]), tl.reshape(t328.to(DOT_T), [F_n1, T_c2]), input_precision=PRECISION), [T_c0, T_c1, F_n1, T_c2])
    elif DOT_330:
        t331 = tl.reshape(tl.dot(tl.reshape(tl.where(mask_n1[None, None, None, :], t327.to(DOT_T), 0.0), [T_c0 * T_c1, F_n1, F_n1]), tl.reshape(t328.to(DOT_T), [T_c0 * T_c1, F_n1, T_c2]), input_precision=PRECISION), [T_c0, T_c1, F_n1, T_c2])
    else:
        t331 = tl.sum(tl.where(offs_n1[None, None, None, :] == 0, tl.where(mask_n1[None, None, None, :], t327, 0.0), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n1[None, None, :, None] == 0, t328.to(tl.float32), 0.0), axis=2, keep_dims=True) + tl.sum(tl.where(offs_n1[None, None, None, :] == 1, tl.where(mask_n1[None, None, None, :], t327, 0.0), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n1[None, None, :, None] == 1, t328.to(tl.float32), 0.0), axis=2, keep_dims=True) + tl.sum(tl.where(offs_n1[None, None, None, :] == 2, tl.where(mask_n1[None, None, None, :], t327, 0.0), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n1[None, None, :, None] == 2, t328.to(tl.float32), 0.0), axis=2, keep_dims=True) + tl.sum(tl.where(offs_n1[None, None, None, :] == 3, tl.where(mask_n1[None, None, None, :], t327, 0.0), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n1[None, None, :, None] == 3, t328.to(tl.float32), 0.0), axis=2, keep_dims=True)
    t332 = t232 + t331
    tl.store(buf333_ptr + offs_c0[:, None, None, None] * buf333_s0 + offs_c1[None, :, None, None] * buf333_s1 + offs_n1[None, None, :, None] * buf333_s2 + offs_c2[None, None, None, :] * buf333_s3, _rne_bf16(t332) if ROUND else t332, mask=mask_c0[:, None, None, None] & mask_c1[None, :, None, None] & mask_n1[None, None, :, None] & mask_c2[None, None, None, :])


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
        "buf175": torch.empty([2, 32, 4, 16], dtype=dtype, device=device),
        "buf333": torch.empty([2, 32, 4, 16], dtype=dtype, device=device),
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
    m8 = inputs['phi_post']
    m7 = m8.narrow(0, 0, 1)
    m6 = m7.reshape([64, 4])
    m5 = m6.reshape([1, 64, 4])
    m24 = inputs['b_post']
    m23 = m24.narrow(0, 0, 1)
    m22 = m23.reshape([4])
    m21 = m22.reshape([1, 1, 4])
    m35 = inputs['phi_pre']
    m34 = m35.narrow(0, 0, 1)
    m33 = m34.reshape([64, 4])
    m32 = m33.reshape([1, 64, 4])
    m50 = inputs['b_pre']
    m49 = m50.narrow(0, 0, 1)
    m48 = m49.reshape([4])
    m47 = m48.reshape([1, 1, 4])
    m63 = inputs['w_layer']
    m62 = m63.narrow(0, 0, 1)
    m61 = m62.reshape([16, 16])
    m60 = m61.permute([1, 0])
    m59 = m60.reshape([1, 16, 16])
    m74 = inputs['phi_res']
    m73 = m74.narrow(0, 0, 1)
    m72 = m73.reshape([64, 16])
    m71 = m72.reshape([1, 64, 16])
    m85 = inputs['b_res']
    m84 = m85.narrow(0, 0, 1)
    m83 = m84.reshape([4, 4])
    m82 = m83.reshape([1, 1, 4, 4])
    buf175 = buffers["buf175"]
    kernel_0[(_cdiv(2, T['kernel_0.c0']) * _cdiv(32, T['kernel_0.c1']) * _cdiv(16, T['kernel_0.c2']),)](m2_ptr=m2, m2_s0=m2.stride(0), m2_s1=m2.stride(1), m2_s2=m2.stride(2), m5_ptr=m5, m5_s1=m5.stride(1), m5_s2=m5.stride(2), m21_ptr=m21, m21_s2=m21.stride(2), m32_ptr=m32, m32_s1=m32.stride(1), m32_s2=m32.stride(2), m47_ptr=m47, m47_s2=m47.stride(2), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), m59_ptr=m59, m59_s1=m59.stride(1), m59_s2=m59.stride(2), m71_ptr=m71, m71_s1=m71.stride(1), m71_s2=m71.stride(2), m82_ptr=m82, m82_s2=m82.stride(2), m82_s3=m82.stride(3), buf175_ptr=buf175, buf175_s0=buf175.stride(0), buf175_s1=buf175.stride(1), buf175_s2=buf175.stride(2), buf175_s3=buf175.stride(3), E_c0=2, E_c1=32, E_c2=16, E_c3=64, E_c4=16, E_n0=64, E_n1=4, E_n2=16, DOT_10=(T['kernel_0.c0'] * T['kernel_0.c1']) >= 16 and (T['c3']) >= 16 and (_pow2(4)) >= 16, DOT_171=(_pow2(4)) >= 16 and (_pow2(4)) >= 16 and (T['kernel_0.c2']) >= 16 and (T['kernel_0.c0']) == 1 and (T['kernel_0.c1']) == 1, DOT_172=(_pow2(4)) >= 16 and (_pow2(4)) >= 16 and (T['kernel_0.c2']) >= 16, DOT_37=(T['kernel_0.c0'] * T['kernel_0.c1']) >= 16 and (T['c3']) >= 16 and (_pow2(4)) >= 16, DOT_65=(T['kernel_0.c0'] * T['kernel_0.c1']) >= 16 and (T['kernel_0.c4']) >= 16 and (T['kernel_0.c2']) >= 16, DOT_76=(T['kernel_0.c0'] * T['kernel_0.c1']) >= 16 and (T['c3']) >= 16 and (_pow2(16)) >= 16, DOT_T=_DOT_T, F_n0=_pow2(64), F_n1=_pow2(4), F_n2=_pow2(16), ONCE_c3=T['c3'] >= 64, ONCE_c4=T['kernel_0.c4'] >= 16, PRECISION=_PRECISION, ROUND=_ROUND, T_c0=T['kernel_0.c0'], T_c1=T['kernel_0.c1'], T_c2=T['kernel_0.c2'], T_c3=T['c3'], T_c4=T['kernel_0.c4'], num_warps=num_warps, num_stages=num_stages)
    m1 = buf175.reshape([2, 32, 64])
    m185 = m8.narrow(0, 1, 1)
    m184 = m185.reshape([64, 4])
    m183 = m184.reshape([1, 64, 4])
    m192 = m24.narrow(0, 1, 1)
    m191 = m192.reshape([4])
    m190 = m191.reshape([1, 1, 4])
    m207 = m35.narrow(0, 1, 1)
    m206 = m207.reshape([64, 4])
    m205 = m206.reshape([1, 64, 4])
    m214 = m50.narrow(0, 1, 1)
    m213 = m214.reshape([4])
    m212 = m213.reshape([1, 1, 4])
    m226 = m63.narrow(0, 1, 1)
    m225 = m226.reshape([16, 16])
    m224 = m225.permute([1, 0])
    m223 = m224.reshape([1, 16, 16])
    m235 = m74.narrow(0, 1, 1)
    m234 = m235.reshape([64, 16])
    m233 = m234.reshape([1, 64, 16])
    m243 = m85.narrow(0, 1, 1)
    m242 = m243.reshape([4, 4])
    m241 = m242.reshape([1, 1, 4, 4])
    buf333 = buffers["buf333"]
    kernel_1[(_cdiv(2, T['kernel_1.c0']) * _cdiv(32, T['kernel_1.c1']) * _cdiv(16, T['kernel_1.c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m183_ptr=m183, m183_s1=m183.stride(1), m183_s2=m183.stride(2), m190_ptr=m190, m190_s2=m190.stride(2), m205_ptr=m205, m205_s1=m205.stride(1), m205_s2=m205.stride(2), m212_ptr=m212, m212_s2=m212.stride(2), buf175_ptr=buf175, buf175_s0=buf175.stride(0), buf175_s1=buf175.stride(1), buf175_s2=buf175.stride(2), buf175_s3=buf175.stride(3), m223_ptr=m223, m223_s1=m223.stride(1), m223_s2=m223.stride(2), m233_ptr=m233, m233_s1=m233.stride(1), m233_s2=m233.stride(2), m241_ptr=m241, m241_s2=m241.stride(2), m241_s3=m241.stride(3), buf333_ptr=buf333, buf333_s0=buf333.stride(0), buf333_s1=buf333.stride(1), buf333_s2=buf333.stride(2), buf333_s3=buf333.stride(3), E_c0=2, E_c1=32, E_c2=16, E_c4=16, E_n0=64, E_n1=4, E_n2=16, DOT_187=(T['kernel_1.c0'] * T['kernel_1.c1']) >= 16 and (_pow2(64)) >= 16 and (_pow2(4)) >= 16, DOT_209=(T['kernel_1.c0'] * T['kernel_1.c1']) >= 16 and (_pow2(64)) >= 16 and (_pow2(4)) >= 16, DOT_228=(T['kernel_1.c0'] * T['kernel_1.c1']) >= 16 and (T['kernel_1.c4']) >= 16 and (T['kernel_1.c2']) >= 16, DOT_237=(T['kernel_1.c0'] * T['kernel_1.c1']) >= 16 and (_pow2(64)) >= 16 and (_pow2(16)) >= 16, DOT_329=(_pow2(4)) >= 16 and (_pow2(4)) >= 16 and (T['kernel_1.c2']) >= 16 and (T['kernel_1.c0']) == 1 and (T['kernel_1.c1']) == 1, DOT_330=(_pow2(4)) >= 16 and (_pow2(4)) >= 16 and (T['kernel_1.c2']) >= 16, DOT_T=_DOT_T, F_n0=_pow2(64), F_n1=_pow2(4), F_n2=_pow2(16), ONCE_c4=T['kernel_1.c4'] >= 16, PRECISION=_PRECISION, ROUND=_ROUND, T_c0=T['kernel_1.c0'], T_c1=T['kernel_1.c1'], T_c2=T['kernel_1.c2'], T_c4=T['kernel_1.c4'], num_warps=num_warps, num_stages=num_stages)
    result = buf333
    return result.to(dtype) if result.is_floating_point() else result


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
