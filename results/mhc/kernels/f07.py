"""mhc [small], candidate 7: 2 kernel(s)

Rendered by EqiForge from candidate 7 of mhc [small]: grid(x.0@0, x.1@1, x_1.3@3) loop(x.2[64]: pair(sum, sum)) loop(x_1.3[16]: sum) loop(x.2[64]: sum) [7 mm] | grid(x.0@0, x.1@1, x_1.3@3) loop(x_1.3[16]: sum) [6 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.0@0[2]
    c1: grid x.1@1[32]
    c2: grid x_1.3@3[16]
    c3: loop x.2[64]
    c4: loop x_1.3[16]

Run it on its own: `python kernels/f07.py` checks it once against PyTorch on random inputs.
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
def kernel_0(m2_ptr, m2_s0, m2_s1, m2_s2, m5_ptr, m5_s1, m5_s2, m12_ptr, m12_s1, m12_s2, m29_ptr, m29_s2, m49_ptr, m49_s2, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, m61_ptr, m61_s1, m61_s2, m73_ptr, m73_s1, m73_s2, m84_ptr, m84_s2, m84_s3, buf177_ptr, buf177_s0, buf177_s1, buf177_s2, buf177_s3, E_c0, E_c1, E_c2, E_c3, E_c4, E_n0, E_n1, E_n2, DOT_10: tl.constexpr, DOT_17: tl.constexpr, DOT_173: tl.constexpr, DOT_174: tl.constexpr, DOT_46: tl.constexpr, DOT_67: tl.constexpr, DOT_78: tl.constexpr, DOT_T: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, ONCE_c3: tl.constexpr, ONCE_c4: tl.constexpr, PRECISION: tl.constexpr, ROUND: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr, T_c4: tl.constexpr):
    # writes buf177: Combine over grid x.0@0[2], grid x.1@1[32], grid x_1.3@3[16]
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
    acc19 = tl.full([T_c0, T_c1, F_n1], 0.0, tl.float32)
    acc20 = tl.full([T_c0, T_c1, F_n1], 0.0, tl.float32)

    for i_c3 in range(0, 1 if ONCE_c3 else tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
        mask_c3 = offs_c3 < E_c3

        t4 = tl.load(m2_ptr + offs_c0[:, None, None] * m2_s0 + offs_c1[None, :, None] * m2_s1 + offs_c3[None, None, :] * m2_s2, mask=mask_c0[:, None, None] & mask_c1[None, :, None] & mask_c3[None, None, :], other=0)
        t9 = tl.load(m5_ptr + offs_c3[None, :, None] * m5_s1 + offs_n1[None, None, :] * m5_s2, mask=mask_c3[None, :, None] & mask_n1[None, None, :], other=0)
        if DOT_10:
            t11 = tl.reshape(tl.dot(tl.reshape(t4.to(DOT_T), [T_c0 * T_c1, T_c3]), tl.reshape(t9.to(DOT_T), [T_c3, F_n1]), input_precision=PRECISION), [T_c0, T_c1, F_n1])
        else:
            t11 = tl.sum(tl.expand_dims(t4.to(tl.float32), 3) * tl.expand_dims(t9.to(tl.float32), 1), axis=2)
        t16 = tl.load(m12_ptr + offs_c3[None, :, None] * m12_s1 + offs_n1[None, None, :] * m12_s2, mask=mask_c3[None, :, None] & mask_n1[None, None, :], other=0)
        if DOT_17:
            t18 = tl.reshape(tl.dot(tl.reshape(t4.to(DOT_T), [T_c0 * T_c1, T_c3]), tl.reshape(t16.to(DOT_T), [T_c3, F_n1]), input_precision=PRECISION), [T_c0, T_c1, F_n1])
        else:
            t18 = tl.sum(tl.expand_dims(t4.to(tl.float32), 3) * tl.expand_dims(t16.to(tl.float32), 1), axis=2)
        acc19 = acc19 + t11
        acc20 = acc20 + t18
    t21 = tl.load(m2_ptr + offs_c0[:, None, None] * m2_s0 + offs_c1[None, :, None] * m2_s1 + offs_n0[None, None, :] * m2_s2, mask=mask_c0[:, None, None] & mask_c1[None, :, None] & mask_n0[None, None, :], other=0)
    t22 = t21.to(tl.float32)
    t23 = (t22) * (t22)
    t24 = tl.sum(tl.where(mask_n0[None, None, :], t23, 0.0), axis=2, keep_dims=True)
    t25 = t24 + 6.4e-05
    t26 = tl.rsqrt(t25)
    t27 = (acc19) * (t26)
    t28 = (t27) * (0.8)
    t33 = tl.load(m29_ptr + offs_n1[None, None, :] * m29_s2, mask=mask_n1[None, None, :], other=0)
    t34 = t33.to(tl.float32)
    t35 = t28 + t34
    t36 = tl.reshape(t35, [T_c0, T_c1, F_n1, 1])
    t37 = 1.0 / (1.0 + tl.exp(-(t36)))
    t38 = (t37) * (2.0)
    t39 = t21.to(tl.float32)
    t40 = (t39) * (t39)
    t41 = tl.sum(tl.where(mask_n0[None, None, :], t40, 0.0), axis=2, keep_dims=True)
    t42 = t41 + 6.4e-05
    t43 = tl.rsqrt(t42)
    t44 = (t39) * (t43)
    t45 = tl.load(m12_ptr + offs_n0[None, :, None] * m12_s1 + offs_n1[None, None, :] * m12_s2, mask=mask_n0[None, :, None] & mask_n1[None, None, :], other=0)
    if DOT_46:
        t47 = tl.reshape(tl.dot(tl.reshape(tl.where(mask_n0[None, None, :], t44.to(DOT_T), 0.0), [T_c0 * T_c1, F_n0]), tl.reshape(t45.to(DOT_T), [F_n0, F_n1]), input_precision=PRECISION), [T_c0, T_c1, F_n1])
    else:
        t47 = tl.sum(tl.expand_dims(tl.where(mask_n0[None, None, :], t44, 0.0), 3) * tl.expand_dims(t45.to(tl.float32), 1), axis=2)
    t48 = (t47) * (0.8)
    t53 = tl.load(m49_ptr + offs_n1[None, None, :] * m49_s2, mask=mask_n1[None, None, :], other=0)
    t54 = t53.to(tl.float32)
    t55 = t48 + t54
    t56 = tl.reshape(t55, [T_c0, T_c1, 1, F_n1])
    t57 = 1.0 / (1.0 + tl.exp(-(t56)))
    acc69 = tl.full([T_c0, T_c1, T_c2], 0.0, tl.float32)

    for i_c4 in range(0, 1 if ONCE_c4 else tl.cdiv(E_c4, T_c4)):
        offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)
        mask_c4 = offs_c4 < E_c4

        t58 = tl.load(m3_ptr + offs_c0[:, None, None, None] * m3_s0 + offs_c1[None, :, None, None] * m3_s1 + offs_n1[None, None, :, None] * m3_s2 + offs_c4[None, None, None, :] * m3_s3, mask=mask_c0[:, None, None, None] & mask_c1[None, :, None, None] & mask_n1[None, None, :, None] & mask_c4[None, None, None, :], other=0)
        t59 = tl.sum(tl.where(offs_n1[None, None, None, :] == 0, tl.where(mask_n1[None, None, None, :], t57, 0.0), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n1[None, None, :, None] == 0, t58.to(tl.float32), 0.0), axis=2, keep_dims=True) + tl.sum(tl.where(offs_n1[None, None, None, :] == 1, tl.where(mask_n1[None, None, None, :], t57, 0.0), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n1[None, None, :, None] == 1, t58.to(tl.float32), 0.0), axis=2, keep_dims=True) + tl.sum(tl.where(offs_n1[None, None, None, :] == 2, tl.where(mask_n1[None, None, None, :], t57, 0.0), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n1[None, None, :, None] == 2, t58.to(tl.float32), 0.0), axis=2, keep_dims=True) + tl.sum(tl.where(offs_n1[None, None, None, :] == 3, tl.where(mask_n1[None, None, None, :], t57, 0.0), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n1[None, None, :, None] == 3, t58.to(tl.float32), 0.0), axis=2, keep_dims=True)
        t60 = tl.reshape(t59, [T_c0, T_c1, T_c4])
        t66 = tl.load(m61_ptr + offs_c4[None, :, None] * m61_s1 + offs_c2[None, None, :] * m61_s2, mask=mask_c4[None, :, None] & mask_c2[None, None, :], other=0)
        if DOT_67:
            t68 = tl.reshape(tl.dot(tl.reshape(tl.where(mask_c4[None, None, :], t60.to(DOT_T), 0.0), [T_c0 * T_c1, T_c4]), tl.reshape(t66.to(DOT_T), [T_c4, T_c2]), input_precision=PRECISION), [T_c0, T_c1, T_c2])
        else:
            t68 = tl.sum(tl.expand_dims(tl.where(mask_c4[None, None, :], t60, 0.0), 3) * tl.expand_dims(t66.to(tl.float32), 1), axis=2)
        acc69 = acc69 + t68
    t70 = tl.reshape(acc69, [T_c0, T_c1, 1, T_c2])
    t71 = (t38) * (t70)
    acc80 = tl.full([T_c0, T_c1, F_n2], 0.0, tl.float32)

    for i_c3 in range(0, 1 if ONCE_c3 else tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
        mask_c3 = offs_c3 < E_c3

        t72 = tl.load(m2_ptr + offs_c0[:, None, None] * m2_s0 + offs_c1[None, :, None] * m2_s1 + offs_c3[None, None, :] * m2_s2, mask=mask_c0[:, None, None] & mask_c1[None, :, None] & mask_c3[None, None, :], other=0)
        t77 = tl.load(m73_ptr + offs_c3[None, :, None] * m73_s1 + offs_n2[None, None, :] * m73_s2, mask=mask_c3[None, :, None] & mask_n2[None, None, :], other=0)
        if DOT_78:
            t79 = tl.reshape(tl.dot(tl.reshape(t72.to(DOT_T), [T_c0 * T_c1, T_c3]), tl.reshape(t77.to(DOT_T), [T_c3, F_n2]), input_precision=PRECISION), [T_c0, T_c1, F_n2])
        else:
            t79 = tl.sum(tl.expand_dims(t72.to(tl.float32), 3) * tl.expand_dims(t77.to(tl.float32), 1), axis=2)
        acc80 = acc80 + t79
    t81 = (acc80) * (t26)
    t82 = tl.reshape(t81, [T_c0, T_c1, F_n1, F_n1])
    t83 = (t82) * (0.8)
    t88 = tl.load(m84_ptr + offs_n1[None, None, :, None] * m84_s2 + offs_n1[None, None, None, :] * m84_s3, mask=mask_n1[None, None, :, None] & mask_n1[None, None, None, :], other=0)
    t89 = t88.to(tl.float32)
    t90 = t83 + t89
    t91 = tl.exp(t90)
    t92 = tl.sum(tl.where(mask_n1[None, None, None, :], t91, 0.0), axis=3, keep_dims=True)
    t93 = (t91) / (t92)
    t94 = tl.sum(tl.where(mask_n1[None, None, :, None], t93, 0.0), axis=2, keep_dims=True)
    t95 = (t93) / (t94)
    t96 = tl.sum(tl.where(mask_n1[None, None, None, :], t95, 0.0), axis=3, keep_dims=True)
    t97 = (t95) / (t96)
    t98 = tl.sum(tl.where(mask_n1[None, None, :, None], t97, 0.0), axis=2, keep_dims=True)
    t99 = (t97) / (t98)
    t100 = tl.sum(tl.where(mask_n1[None, None, None, :], t99, 0.0), axis=3, keep_dims=True)
    t101 = (t99) / (t100)
    t102 = tl.sum(tl.where(mask_n1[None, None, :, None], t101, 0.0), axis=2, keep_dims=True)
    t103 = (t101) / (t102)
    t104 = tl.sum(tl.where(mask_n1[None, None, None, :], t103, 0.0), axis=3, keep_dims=True)
    t105 = (t103) / (t104)
    t106 = tl.sum(tl.where(mask_n1[None, None, :, None], t105, 0.0), axis=2, keep_dims=True)
    t107 = (t105) / (t106)
    t108 = tl.sum(tl.where(mask_n1[None, None, None, :], t107, 0.0), axis=3, keep_dims=True)
    t109 = (t107) / (t108)
    t110 = tl.sum(tl.where(mask_n1[None, None, :, None], t109, 0.0), axis=2, keep_dims=True)
    t111 = (t109) / (t110)
    t112 = tl.sum(tl.where(mask_n1[None, None, None, :], t111, 0.0), axis=3, keep_dims=True)
    t113 = (t111) / (t112)
    t114 = tl.sum(tl.where(mask_n1[None, None, :, None], t113, 0.0), axis=2, keep_dims=True)
    t115 = (t113) / (t114)
    t116 = tl.sum(tl.where(mask_n1[None, None, None, :], t115, 0.0), axis=3, keep_dims=True)
    t117 = (t115) / (t116)
    t118 = tl.sum(tl.where(mask_n1[None, None, :, None], t117, 0.0), axis=2, keep_dims=True)
    t119 = (t117) / (t118)
    t120 = tl.sum(tl.where(mask_n1[None, None, None, :], t119, 0.0), axis=3, keep_dims=True)
    t121 = (t119) / (t120)
    t122 = tl.sum(tl.where(mask_n1[None, None, :, None], t121, 0.0), axis=2, keep_dims=True)
    t123 = (t121) / (t122)
    t124 = tl.sum(tl.where(mask_n1[None, None, None, :], t123, 0.0), axis=3, keep_dims=True)
    t125 = (t123) / (t124)
    t126 = tl.sum(tl.where(mask_n1[None, None, :, None], t125, 0.0), axis=2, keep_dims=True)
    t127 = (t125) / (t126)
    t128 = tl.sum(tl.where(mask_n1[None, None, None, :], t127, 0.0), axis=3, keep_dims=True)
    t129 = (t127) / (t128)
    t130 = tl.sum(tl.where(mask_n1[None, None, :, None], t129, 0.0), axis=2, keep_dims=True)
    t131 = (t129) / (t130)
    t132 = tl.sum(tl.where(mask_n1[None, None, None, :], t131, 0.0), axis=3, keep_dims=True)
    t133 = (t131) / (t132)
    t134 = tl.sum(tl.where(mask_n1[None, None, :, None], t133, 0.0), axis=2, keep_dims=True)
    t135 = (t133) / (t134)
    t136 = tl.sum(tl.where(mask_n1[None, None, None, :], t135, 0.0), axis=3, keep_dims=True)
    t137 = (t135) / (t136)
    t138 = tl.sum(tl.where(mask_n1[None, None, :, None], t137, 0.0), axis=2, keep_dims=True)
    t139 = (t137) / (t138)
    t140 = tl.sum(tl.where(mask_n1[None, None, None, :], t139, 0.0), axis=3, keep_dims=True)
    t141 = (t139) / (t140)
    t142 = tl.sum(tl.where(mask_n1[None, None, :, None], t141, 0.0), axis=2, keep_dims=True)
    t143 = (t141) / (t142)
    t144 = tl.sum(tl.where(mask_n1[None, None, None, :], t143, 0.0), axis=3, keep_dims=True)
    t145 = (t143) / (t144)
    t146 = tl.sum(tl.where(mask_n1[None, None, :, None], t145, 0.0), axis=2, keep_dims=True)
    t147 = (t145) / (t146)
    t148 = tl.sum(tl.where(mask_n1[None, None, None, :], t147, 0.0), axis=3, keep_dims=True)
    t149 = (t147) / (t148)
    t150 = tl.sum(tl.where(mask_n1[None, None, :, None], t149, 0.0), axis=2, keep_dims=True)
    t151 = (t149) / (t150)
    t152 = tl.sum(tl.where(mask_n1[None, None, None, :], t151, 0.0), axis=3, keep_dims=True)
    t153 = (t151) / (t152)
    t154 = tl.sum(tl.where(mask_n1[None, None, :, None], t153, 0.0), axis=2, keep_dims=True)
    t155 = (t153) / (t154)
    t156 = tl.sum(tl.where(mask_n1[None, None, None, :], t155, 0.0), axis=3, keep_dims=True)
    t157 = (t155) / (t156)
    t158 = tl.sum(tl.where(mask_n1[None, None, :, None], t157, 0.0), axis=2, keep_dims=True)
    t159 = (t157) / (t158)
    t160 = tl.sum(tl.where(mask_n1[None, None, None, :], t159, 0.0), axis=3, keep_dims=True)
    t161 = (t159) / (t160)
    t162 = tl.sum(tl.where(mask_n1[None, None, :, None], t161, 0.0), axis=2, keep_dims=True)
    t163 = (t161) / (t162)
    t164 = tl.sum(tl.where(mask_n1[None, None, None, :], t163, 0.0), axis=3, keep_dims=True)
    t165 = (t163) / (t164)
    t166 = tl.sum(tl.where(mask_n1[None, None, :, None], t165, 0.0), axis=2, keep_dims=True)
    t167 = (t165) / (t166)
    t168 = tl.sum(tl.where(mask_n1[None, None, None, :], t167, 0.0), axis=3, keep_dims=True)
    t169 = (t167) / (t168)
    t170 = tl.sum(tl.where(mask_n1[None, None, :, None], t169, 0.0), axis=2, keep_dims=True)
    t171 = (t169) / (t170)
    t172 = tl.load(m3_ptr + offs_c0[:, None, None, None] * m3_s0 + offs_c1[None, :, None, None] * m3_s1 + offs_n1[None, None, :, None] * m3_s2 + offs_c2[None, None, None, :] * m3_s3, mask=mask_c0[:, None, None, None] & mask_c1[None, :, None, None] & mask_n1[None, None, :, None] & mask_c2[None, None, None, :], other=0)
    if DOT_173:
        t175 = tl.reshape(tl.dot(tl.reshape(tl.where(mask_n1[None, None, None, :], t171.to(DOT_T), 0.0), [F_n1, F_n1]), tl.reshape(t172.to(DOT_T), [F_n1, T_c2]), input_precision=PRECISION), [T_c0, T_c1, F_n1, T_c2])
    elif DOT_174:
        t175 = tl.reshape(tl.dot(tl.reshape(tl.where(mask_n1[None, None, None, :], t171.to(DOT_T), 0.0), [T_c0 * T_c1, F_n1, F_n1]), tl.reshape(t172.to(DOT_T), [T_c0 * T_c1, F_n1, T_c2]), input_precision=PRECISION), [T_c0, T_c1, F_n1, T_c2])
    else:
        t175 = tl.sum(tl.where(offs_n1[None, None, None, :] == 0, tl.where(mask_n1[None, None, None, :], t171, 0.0), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n1[None, None, :, None] == 0, t172.to(tl.float32), 0.0), axis=2, keep_dims=True) + tl.sum(tl.where(offs_n1[None, None, None, :] == 1, tl.where(mask_n1[None, None, None, :], t171, 0.0), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n1[None, None, :, None] == 1, t172.to(tl.float32), 0.0), axis=2, keep_dims=True) + tl.sum(tl.where(offs_n1[None, None, None, :] == 2, tl.where(mask_n1[None, None, None, :], t171, 0.0), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n1[None, None, :, None] == 2, t172.to(tl.float32), 0.0), axis=2, keep_dims=True) + tl.sum(tl.where(offs_n1[None, None, None, :] == 3, tl.where(mask_n1[None, None, None, :], t171, 0.0), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n1[None, None, :, None] == 3, t172.to(tl.float32), 0.0), axis=2, keep_dims=True)
    t176 = t71 + t175
    tl.store(buf177_ptr + offs_c0[:, None, None, None] * buf177_s0 + offs_c1[None, :, None, None] * buf177_s1 + offs_n1[None, None, :, None] * buf177_s2 + offs_c2[None, None, None, :] * buf177_s3, _rne_bf16(t176) if ROUND else t176, mask=mask_c0[:, None, None, None] & mask_c1[None, :, None, None] & mask_n1[None, None, :, None] & mask_c2[None, None, None, :])


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, m1_s2, m185_ptr, m185_s1, m185_s2, m192_ptr, m192_s2, m207_ptr, m207_s1, m207_s2, m214_ptr, m214_s2, buf177_ptr, buf177_s0, buf177_s1, buf177_s2, buf177_s3, m225_ptr, m225_s1, m225_s2, m235_ptr, m235_s1, m235_s2, m243_ptr, m243_s2, m243_s3, buf335_ptr, buf335_s0, buf335_s1, buf335_s2, buf335_s3, E_c0, E_c1, E_c2, E_c4, E_n0, E_n1, E_n2, DOT_189: tl.constexpr, DOT_211: tl.constexpr, DOT_230: tl.constexpr, DOT_239: tl.constexpr, DOT_331: tl.constexpr, DOT_332: tl.constexpr, DOT_T: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, ONCE_c4: tl.constexpr, PRECISION: tl.constexpr, ROUND: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr, T_c4: tl.constexpr):
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
    m8 = inputs['phi_post']
    m7 = m8.narrow(0, 0, 1)
    m6 = m7.reshape([64, 4])
    m5 = m6.reshape([1, 64, 4])
    m15 = inputs['phi_pre']
    m14 = m15.narrow(0, 0, 1)
    m13 = m14.reshape([64, 4])
    m12 = m13.reshape([1, 64, 4])
    m32 = inputs['b_post']
    m31 = m32.narrow(0, 0, 1)
    m30 = m31.reshape([4])
    m29 = m30.reshape([1, 1, 4])
    m52 = inputs['b_pre']
    m51 = m52.narrow(0, 0, 1)
    m50 = m51.reshape([4])
    m49 = m50.reshape([1, 1, 4])
    m65 = inputs['w_layer']
    m64 = m65.narrow(0, 0, 1)
    m63 = m64.reshape([16, 16])
    m62 = m63.permute([1, 0])
    m61 = m62.reshape([1, 16, 16])
    m76 = inputs['phi_res']
    m75 = m76.narrow(0, 0, 1)
    m74 = m75.reshape([64, 16])
    m73 = m74.reshape([1, 64, 16])
    m87 = inputs['b_res']
    m86 = m87.narrow(0, 0, 1)
    m85 = m86.reshape([4, 4])
    m84 = m85.reshape([1, 1, 4, 4])
    buf177 = buffers["buf177"]
    kernel_0[(_cdiv(2, T['kernel_0.c0']) * _cdiv(32, T['kernel_0.c1']) * _cdiv(16, T['kernel_0.c2']),)](m2_ptr=m2, m2_s0=m2.stride(0), m2_s1=m2.stride(1), m2_s2=m2.stride(2), m5_ptr=m5, m5_s1=m5.stride(1), m5_s2=m5.stride(2), m12_ptr=m12, m12_s1=m12.stride(1), m12_s2=m12.stride(2), m29_ptr=m29, m29_s2=m29.stride(2), m49_ptr=m49, m49_s2=m49.stride(2), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), m61_ptr=m61, m61_s1=m61.stride(1), m61_s2=m61.stride(2), m73_ptr=m73, m73_s1=m73.stride(1), m73_s2=m73.stride(2), m84_ptr=m84, m84_s2=m84.stride(2), m84_s3=m84.stride(3), buf177_ptr=buf177, buf177_s0=buf177.stride(0), buf177_s1=buf177.stride(1), buf177_s2=buf177.stride(2), buf177_s3=buf177.stride(3), E_c0=2, E_c1=32, E_c2=16, E_c3=64, E_c4=16, E_n0=64, E_n1=4, E_n2=16, DOT_10=(T['kernel_0.c0'] * T['kernel_0.c1']) >= 16 and (T['c3']) >= 16 and (_pow2(4)) >= 16, DOT_17=(T['kernel_0.c0'] * T['kernel_0.c1']) >= 16 and (T['c3']) >= 16 and (_pow2(4)) >= 16, DOT_173=(_pow2(4)) >= 16 and (_pow2(4)) >= 16 and (T['kernel_0.c2']) >= 16 and (T['kernel_0.c0']) == 1 and (T['kernel_0.c1']) == 1, DOT_174=(_pow2(4)) >= 16 and (_pow2(4)) >= 16 and (T['kernel_0.c2']) >= 16, DOT_46=(T['kernel_0.c0'] * T['kernel_0.c1']) >= 16 and (_pow2(64)) >= 16 and (_pow2(4)) >= 16, DOT_67=(T['kernel_0.c0'] * T['kernel_0.c1']) >= 16 and (T['kernel_0.c4']) >= 16 and (T['kernel_0.c2']) >= 16, DOT_78=(T['kernel_0.c0'] * T['kernel_0.c1']) >= 16 and (T['c3']) >= 16 and (_pow2(16)) >= 16, DOT_T=_DOT_T, F_n0=_pow2(64), F_n1=_pow2(4), F_n2=_pow2(16), ONCE_c3=T['c3'] >= 64, ONCE_c4=T['kernel_0.c4'] >= 16, PRECISION=_PRECISION, ROUND=_ROUND, T_c0=T['kernel_0.c0'], T_c1=T['kernel_0.c1'], T_c2=T['kernel_0.c2'], T_c3=T['c3'], T_c4=T['kernel_0.c4'], num_warps=num_warps, num_stages=num_stages)
    m1 = buf177.reshape([2, 32, 64])
    m187 = m8.narrow(0, 1, 1)
    m186 = m187.reshape([64, 4])
    m185 = m186.reshape([1, 64, 4])
    m194 = m32.narrow(0, 1, 1)
    m193 = m194.reshape([4])
    m192 = m193.reshape([1, 1, 4])
    m209 = m15.narrow(0, 1, 1)
    m208 = m209.reshape([64, 4])
    m207 = m208.reshape([1, 64, 4])
    m216 = m52.narrow(0, 1, 1)
    m215 = m216.reshape([4])
    m214 = m215.reshape([1, 1, 4])
    m228 = m65.narrow(0, 1, 1)
    m227 = m228.reshape([16, 16])
    m226 = m227.permute([1, 0])
    m225 = m226.reshape([1, 16, 16])
    m237 = m76.narrow(0, 1, 1)
    m236 = m237.reshape([64, 16])
    m235 = m236.reshape([1, 64, 16])
    m245 = m87.narrow(0, 1, 1)
    m244 = m245.reshape([4, 4])
    m243 = m244.reshape([1, 1, 4, 4])
    buf335 = buffers["buf335"]
    kernel_1[(_cdiv(2, T['kernel_1.c0']) * _cdiv(32, T['kernel_1.c1']) * _cdiv(16, T['kernel_1.c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m185_ptr=m185, m185_s1=m185.stride(1), m185_s2=m185.stride(2), m192_ptr=m192, m192_s2=m192.stride(2), m207_ptr=m207, m207_s1=m207.stride(1), m207_s2=m207.stride(2), m214_ptr=m214, m214_s2=m214.stride(2), buf177_ptr=buf177, buf177_s0=buf177.stride(0), buf177_s1=buf177.stride(1), buf177_s2=buf177.stride(2), buf177_s3=buf177.stride(3), m225_ptr=m225, m225_s1=m225.stride(1), m225_s2=m225.stride(2), m235_ptr=m235, m235_s1=m235.stride(1), m235_s2=m235.stride(2), m243_ptr=m243, m243_s2=m243.stride(2), m243_s3=m243.stride(3), buf335_ptr=buf335, buf335_s0=buf335.stride(0), buf335_s1=buf335.stride(1), buf335_s2=buf335.stride(2), buf335_s3=buf335.stride(3), E_c0=2, E_c1=32, E_c2=16, E_c4=16, E_n0=64, E_n1=4, E_n2=16, DOT_189=(T['kernel_1.c0'] * T['kernel_1.c1']) >= 16 and (_pow2(64)) >= 16 and (_pow2(4)) >= 16, DOT_211=(T['kernel_1.c0'] * T['kernel_1.c1']) >= 16 and (_pow2(64)) >= 16 and (_pow2(4)) >= 16, DOT_230=(T['kernel_1.c0'] * T['kernel_1.c1']) >= 16 and (T['kernel_1.c4']) >= 16 and (T['kernel_1.c2']) >= 16, DOT_239=(T['kernel_1.c0'] * T['kernel_1.c1']) >= 16 and (_pow2(64)) >= 16 and (_pow2(16)) >= 16, DOT_331=(_pow2(4)) >= 16 and (_pow2(4)) >= 16 and (T['kernel_1.c2']) >= 16 and (T['kernel_1.c0']) == 1 and (T['kernel_1.c1']) == 1, DOT_332=(_pow2(4)) >= 16 and (_pow2(4)) >= 16 and (T['kernel_1.c2']) >= 16, DOT_T=_DOT_T, F_n0=_pow2(64), F_n1=_pow2(4), F_n2=_pow2(16), ONCE_c4=T['kernel_1.c4'] >= 16, PRECISION=_PRECISION, ROUND=_ROUND, T_c0=T['kernel_1.c0'], T_c1=T['kernel_1.c1'], T_c2=T['kernel_1.c2'], T_c4=T['kernel_1.c4'], num_warps=num_warps, num_stages=num_stages)
    result = buf335
    return result.to(dtype) if result.is_floating_point() else result


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
