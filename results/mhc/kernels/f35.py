"""mhc [small], candidate 35: 4 kernel(s)

Rendered by EqiForge from candidate 35 of mhc [small]: grid(x.1@1) loop(x.2[64]: sum) [3 mm] ; grid(x_1.3@3) loop(x.2[64]: sum) [2 mm] ; grid(x.0@0) loop(x.2[64]: sum) [1 mm] | grid(x.0@0, x.1@1, x_1.3@3) loop(x_1.3[16]: sum) [6 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.0@0[2]
    c1: grid x.1@1[32]
    c2: grid x_1.3@3[16]
    c3: loop x.2[64]
    c4: loop x_1.3[16]

Run it on its own: `python kernels/f35.py` checks it once against PyTorch on random inputs.
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
DEFAULT_TILES = {"kernel_2.c0": 1, "kernel_3.c0": 1, "kernel_0.c1": 1, "kernel_3.c1": 1, "kernel_1.c2": 4, "kernel_3.c2": 8, "kernel_0.c3": 64, "kernel_1.c3": 32, "kernel_2.c3": 64, "c4": 8}
NUM_WARPS, NUM_STAGES = 2, 4
# the largest useful tile size of each coordinate: its extent rounded up to a power of two, at least 16 (tensor cores)
TILE_LIMITS = {"kernel_2.c0": 16, "kernel_3.c0": 16, "kernel_0.c1": 32, "kernel_3.c1": 32, "kernel_1.c2": 16, "kernel_3.c2": 16, "kernel_0.c3": 64, "kernel_1.c3": 64, "kernel_2.c3": 64, "c4": 16}


@triton.jit
def _rne_bf16(x):
    """fp32 rounded to the nearest bf16 (ties to even), still fp32: storing it is then exact, where the interpreter's
    own bf16 store truncates (a GPU rounds to nearest)."""
    bits = x.to(tl.uint32, bitcast=True)
    return ((bits + 0x7FFF + ((bits >> 16) & 1)) & 0xFFFF0000).to(tl.float32, bitcast=True)


@triton.jit
def kernel_0(m2_ptr, m2_s0, m2_s1, m2_s2, m33_ptr, m33_s1, m33_s2, m49_ptr, m49_s2, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, m61_ptr, m61_s1, m61_s2, buf69_ptr, buf69_s0, buf69_s1, buf69_s2, E_c1, E_c3, E_n0, E_n2, E_n3, E_n4, DOT_38: tl.constexpr, DOT_67: tl.constexpr, DOT_T: tl.constexpr, F_n0: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, F_n4: tl.constexpr, ONCE_c3: tl.constexpr, PRECISION: tl.constexpr, ROUND: tl.constexpr, T_c1: tl.constexpr, T_c3: tl.constexpr):
    # writes buf69: Combine over grid x.1@1[32]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    mask_c1 = offs_c1 < E_c1
    offs_n4 = tl.arange(0, F_n4)
    mask_n4 = offs_n4 < E_n4
    offs_n2 = tl.arange(0, F_n2)
    mask_n2 = offs_n2 < E_n2
    offs_n0 = tl.arange(0, F_n0)
    mask_n0 = offs_n0 < E_n0
    offs_n3 = tl.arange(0, F_n3)
    mask_n3 = offs_n3 < E_n3
    acc40 = tl.full([F_n4, T_c1, F_n2], 0.0, tl.float32)

    for i_c3 in range(0, 1 if ONCE_c3 else tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
        mask_c3 = offs_c3 < E_c3

        t32 = tl.load(m2_ptr + offs_n4[:, None, None] * m2_s0 + offs_c1[None, :, None] * m2_s1 + offs_c3[None, None, :] * m2_s2, mask=mask_n4[:, None, None] & mask_c1[None, :, None] & mask_c3[None, None, :], other=0)
        t37 = tl.load(m33_ptr + offs_c3[None, :, None] * m33_s1 + offs_n2[None, None, :] * m33_s2, mask=mask_c3[None, :, None] & mask_n2[None, None, :], other=0)
        if DOT_38:
            t39 = tl.reshape(tl.dot(tl.reshape(t32.to(DOT_T), [F_n4 * T_c1, T_c3]), tl.reshape(t37.to(DOT_T), [T_c3, F_n2]), input_precision=PRECISION), [F_n4, T_c1, F_n2])
        else:
            t39 = tl.sum(tl.expand_dims(t32.to(tl.float32), 3) * tl.expand_dims(t37.to(tl.float32), 1), axis=2)
        acc40 = acc40 + t39
    t41 = tl.load(m2_ptr + offs_n4[:, None, None] * m2_s0 + offs_c1[None, :, None] * m2_s1 + offs_n0[None, None, :] * m2_s2, mask=mask_n4[:, None, None] & mask_c1[None, :, None] & mask_n0[None, None, :], other=0)
    t42 = t41.to(tl.float32)
    t43 = (t42) * (t42)
    t44 = tl.sum(tl.where(mask_n0[None, None, :], t43, 0.0), axis=2, keep_dims=True)
    t45 = t44 + 6.4e-05
    t46 = tl.rsqrt(t45)
    t47 = (acc40) * (t46)
    t48 = (t47) * (0.8)
    t53 = tl.load(m49_ptr + offs_n2[None, None, :] * m49_s2, mask=mask_n2[None, None, :], other=0)
    t54 = t53.to(tl.float32)
    t55 = t48 + t54
    t56 = tl.reshape(t55, [F_n4, T_c1, 1, F_n2])
    t57 = 1.0 / (1.0 + tl.exp(-(t56)))
    t58 = tl.load(m3_ptr + offs_n4[:, None, None, None] * m3_s0 + offs_c1[None, :, None, None] * m3_s1 + offs_n2[None, None, :, None] * m3_s2 + offs_n3[None, None, None, :] * m3_s3, mask=mask_n4[:, None, None, None] & mask_c1[None, :, None, None] & mask_n2[None, None, :, None] & mask_n3[None, None, None, :], other=0)
    t59 = tl.sum(tl.where(offs_n2[None, None, None, :] == 0, tl.where(mask_n2[None, None, None, :], t57, 0.0), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n2[None, None, :, None] == 0, t58.to(tl.float32), 0.0), axis=2, keep_dims=True) + tl.sum(tl.where(offs_n2[None, None, None, :] == 1, tl.where(mask_n2[None, None, None, :], t57, 0.0), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n2[None, None, :, None] == 1, t58.to(tl.float32), 0.0), axis=2, keep_dims=True) + tl.sum(tl.where(offs_n2[None, None, None, :] == 2, tl.where(mask_n2[None, None, None, :], t57, 0.0), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n2[None, None, :, None] == 2, t58.to(tl.float32), 0.0), axis=2, keep_dims=True) + tl.sum(tl.where(offs_n2[None, None, None, :] == 3, tl.where(mask_n2[None, None, None, :], t57, 0.0), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n2[None, None, :, None] == 3, t58.to(tl.float32), 0.0), axis=2, keep_dims=True)
    t60 = tl.reshape(t59, [F_n4, T_c1, F_n3])
    t66 = tl.load(m61_ptr + offs_n3[None, :, None] * m61_s1 + offs_n3[None, None, :] * m61_s2, mask=mask_n3[None, :, None] & mask_n3[None, None, :], other=0)
    if DOT_67:
        t68 = tl.reshape(tl.dot(tl.reshape(tl.where(mask_n3[None, None, :], t60.to(DOT_T), 0.0), [F_n4 * T_c1, F_n3]), tl.reshape(t66.to(DOT_T), [F_n3, F_n3]), input_precision=PRECISION), [F_n4, T_c1, F_n3])
    else:
        t68 = tl.sum(tl.expand_dims(tl.where(mask_n3[None, None, :], t60, 0.0), 3) * tl.expand_dims(t66.to(tl.float32), 1), axis=2)
    tl.store(buf69_ptr + offs_n4[:, None, None] * buf69_s0 + offs_c1[None, :, None] * buf69_s1 + offs_n3[None, None, :] * buf69_s2, _rne_bf16(t68) if ROUND else t68, mask=mask_n4[:, None, None] & mask_c1[None, :, None] & mask_n3[None, None, :])


@triton.jit
def kernel_1(m2_ptr, m2_s0, m2_s1, m2_s2, m74_ptr, m74_s1, m74_s2, m91_ptr, m91_s2, m91_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, buf183_ptr, buf183_s0, buf183_s1, buf183_s2, buf183_s3, E_c2, E_c3, E_n0, E_n1, E_n2, E_n3, E_n4, DOT_180: tl.constexpr, DOT_181: tl.constexpr, DOT_79: tl.constexpr, DOT_T: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, F_n4: tl.constexpr, ONCE_c3: tl.constexpr, PRECISION: tl.constexpr, ROUND: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # writes buf183: Combine over grid x_1.3@3[16]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    mask_c2 = offs_c2 < E_c2
    offs_n4 = tl.arange(0, F_n4)
    mask_n4 = offs_n4 < E_n4
    offs_n1 = tl.arange(0, F_n1)
    mask_n1 = offs_n1 < E_n1
    offs_n3 = tl.arange(0, F_n3)
    mask_n3 = offs_n3 < E_n3
    offs_n0 = tl.arange(0, F_n0)
    mask_n0 = offs_n0 < E_n0
    offs_n2 = tl.arange(0, F_n2)
    mask_n2 = offs_n2 < E_n2
    acc81 = tl.full([F_n4, F_n1, F_n3], 0.0, tl.float32)

    for i_c3 in range(0, 1 if ONCE_c3 else tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
        mask_c3 = offs_c3 < E_c3

        t73 = tl.load(m2_ptr + offs_n4[:, None, None] * m2_s0 + offs_n1[None, :, None] * m2_s1 + offs_c3[None, None, :] * m2_s2, mask=mask_n4[:, None, None] & mask_n1[None, :, None] & mask_c3[None, None, :], other=0)
        t78 = tl.load(m74_ptr + offs_c3[None, :, None] * m74_s1 + offs_n3[None, None, :] * m74_s2, mask=mask_c3[None, :, None] & mask_n3[None, None, :], other=0)
        if DOT_79:
            t80 = tl.reshape(tl.dot(tl.reshape(t73.to(DOT_T), [F_n4 * F_n1, T_c3]), tl.reshape(t78.to(DOT_T), [T_c3, F_n3]), input_precision=PRECISION), [F_n4, F_n1, F_n3])
        else:
            t80 = tl.sum(tl.expand_dims(t73.to(tl.float32), 3) * tl.expand_dims(t78.to(tl.float32), 1), axis=2)
        acc81 = acc81 + t80
    t82 = tl.load(m2_ptr + offs_n4[:, None, None] * m2_s0 + offs_n1[None, :, None] * m2_s1 + offs_n0[None, None, :] * m2_s2, mask=mask_n4[:, None, None] & mask_n1[None, :, None] & mask_n0[None, None, :], other=0)
    t83 = t82.to(tl.float32)
    t84 = (t83) * (t83)
    t85 = tl.sum(tl.where(mask_n0[None, None, :], t84, 0.0), axis=2, keep_dims=True)
    t86 = t85 + 6.4e-05
    t87 = tl.rsqrt(t86)
    t88 = (acc81) * (t87)
    t89 = tl.reshape(t88, [F_n4, F_n1, F_n2, F_n2])
    t90 = (t89) * (0.8)
    t95 = tl.load(m91_ptr + offs_n2[None, None, :, None] * m91_s2 + offs_n2[None, None, None, :] * m91_s3, mask=mask_n2[None, None, :, None] & mask_n2[None, None, None, :], other=0)
    t96 = t95.to(tl.float32)
    t97 = t90 + t96
    t98 = tl.exp(t97)
    t99 = tl.sum(tl.where(mask_n2[None, None, None, :], t98, 0.0), axis=3, keep_dims=True)
    t100 = (t98) / (t99)
    t101 = tl.sum(tl.where(mask_n2[None, None, :, None], t100, 0.0), axis=2, keep_dims=True)
    t102 = (t100) / (t101)
    t103 = tl.sum(tl.where(mask_n2[None, None, None, :], t102, 0.0), axis=3, keep_dims=True)
    t104 = (t102) / (t103)
    t105 = tl.sum(tl.where(mask_n2[None, None, :, None], t104, 0.0), axis=2, keep_dims=True)
    t106 = (t104) / (t105)
    t107 = tl.sum(tl.where(mask_n2[None, None, None, :], t106, 0.0), axis=3, keep_dims=True)
    t108 = (t106) / (t107)
    t109 = tl.sum(tl.where(mask_n2[None, None, :, None], t108, 0.0), axis=2, keep_dims=True)
    t110 = (t108) / (t109)
    t111 = tl.sum(tl.where(mask_n2[None, None, None, :], t110, 0.0), axis=3, keep_dims=True)
    t112 = (t110) / (t111)
    t113 = tl.sum(tl.where(mask_n2[None, None, :, None], t112, 0.0), axis=2, keep_dims=True)
    t114 = (t112) / (t113)
    t115 = tl.sum(tl.where(mask_n2[None, None, None, :], t114, 0.0), axis=3, keep_dims=True)
    t116 = (t114) / (t115)
    t117 = tl.sum(tl.where(mask_n2[None, None, :, None], t116, 0.0), axis=2, keep_dims=True)
    t118 = (t116) / (t117)
    t119 = tl.sum(tl.where(mask_n2[None, None, None, :], t118, 0.0), axis=3, keep_dims=True)
    t120 = (t118) / (t119)
    t121 = tl.sum(tl.where(mask_n2[None, None, :, None], t120, 0.0), axis=2, keep_dims=True)
    t122 = (t120) / (t121)
    t123 = tl.sum(tl.where(mask_n2[None, None, None, :], t122, 0.0), axis=3, keep_dims=True)
    t124 = (t122) / (t123)
    t125 = tl.sum(tl.where(mask_n2[None, None, :, None], t124, 0.0), axis=2, keep_dims=True)
    t126 = (t124) / (t125)
    t127 = tl.sum(tl.where(mask_n2[None, None, None, :], t126, 0.0), axis=3, keep_dims=True)
    t128 = (t126) / (t127)
    t129 = tl.sum(tl.where(mask_n2[None, None, :, None], t128, 0.0), axis=2, keep_dims=True)
    t130 = (t128) / (t129)
    t131 = tl.sum(tl.where(mask_n2[None, None, None, :], t130, 0.0), axis=3, keep_dims=True)
    t132 = (t130) / (t131)
    t133 = tl.sum(tl.where(mask_n2[None, None, :, None], t132, 0.0), axis=2, keep_dims=True)
    t134 = (t132) / (t133)
    t135 = tl.sum(tl.where(mask_n2[None, None, None, :], t134, 0.0), axis=3, keep_dims=True)
    t136 = (t134) / (t135)
    t137 = tl.sum(tl.where(mask_n2[None, None, :, None], t136, 0.0), axis=2, keep_dims=True)
    t138 = (t136) / (t137)
    t139 = tl.sum(tl.where(mask_n2[None, None, None, :], t138, 0.0), axis=3, keep_dims=True)
    t140 = (t138) / (t139)
    t141 = tl.sum(tl.where(mask_n2[None, None, :, None], t140, 0.0), axis=2, keep_dims=True)
    t142 = (t140) / (t141)
    t143 = tl.sum(tl.where(mask_n2[None, None, None, :], t142, 0.0), axis=3, keep_dims=True)
    t144 = (t142) / (t143)
    t145 = tl.sum(tl.where(mask_n2[None, None, :, None], t144, 0.0), axis=2, keep_dims=True)
    t146 = (t144) / (t145)
    t147 = tl.sum(tl.where(mask_n2[None, None, None, :], t146, 0.0), axis=3, keep_dims=True)
    t148 = (t146) / (t147)
    t149 = tl.sum(tl.where(mask_n2[None, None, :, None], t148, 0.0), axis=2, keep_dims=True)
    t150 = (t148) / (t149)
    t151 = tl.sum(tl.where(mask_n2[None, None, None, :], t150, 0.0), axis=3, keep_dims=True)
    t152 = (t150) / (t151)
    t153 = tl.sum(tl.where(mask_n2[None, None, :, None], t152, 0.0), axis=2, keep_dims=True)
    t154 = (t152) / (t153)
    t155 = tl.sum(tl.where(mask_n2[None, None, None, :], t154, 0.0), axis=3, keep_dims=True)
    t156 = (t154) / (t155)
    t157 = tl.sum(tl.where(mask_n2[None, None, :, None], t156, 0.0), axis=2, keep_dims=True)
    t158 = (t156) / (t157)
    t159 = tl.sum(tl.where(mask_n2[None, None, None, :], t158, 0.0), axis=3, keep_dims=True)
    t160 = (t158) / (t159)
    t161 = tl.sum(tl.where(mask_n2[None, None, :, None], t160, 0.0), axis=2, keep_dims=True)
    t162 = (t160) / (t161)
    t163 = tl.sum(tl.where(mask_n2[None, None, None, :], t162, 0.0), axis=3, keep_dims=True)
    t164 = (t162) / (t163)
    t165 = tl.sum(tl.where(mask_n2[None, None, :, None], t164, 0.0), axis=2, keep_dims=True)
    t166 = (t164) / (t165)
    t167 = tl.sum(tl.where(mask_n2[None, None, None, :], t166, 0.0), axis=3, keep_dims=True)
    t168 = (t166) / (t167)
    t169 = tl.sum(tl.where(mask_n2[None, None, :, None], t168, 0.0), axis=2, keep_dims=True)
    t170 = (t168) / (t169)
    t171 = tl.sum(tl.where(mask_n2[None, None, None, :], t170, 0.0), axis=3, keep_dims=True)
    t172 = (t170) / (t171)
    t173 = tl.sum(tl.where(mask_n2[None, None, :, None], t172, 0.0), axis=2, keep_dims=True)
    t174 = (t172) / (t173)
    t175 = tl.sum(tl.where(mask_n2[None, None, None, :], t174, 0.0), axis=3, keep_dims=True)
    t176 = (t174) / (t175)
    t177 = tl.sum(tl.where(mask_n2[None, None, :, None], t176, 0.0), axis=2, keep_dims=True)
    t178 = (t176) / (t177)
    t179 = tl.load(m3_ptr + offs_n4[:, None, None, None] * m3_s0 + offs_n1[None, :, None, None] * m3_s1 + offs_n2[None, None, :, None] * m3_s2 + offs_c2[None, None, None, :] * m3_s3, mask=mask_n4[:, None, None, None] & mask_n1[None, :, None, None] & mask_n2[None, None, :, None] & mask_c2[None, None, None, :], other=0)
    if DOT_180:
        t182 = tl.reshape(tl.dot(tl.reshape(tl.where(mask_n2[None, None, None, :], t178.to(DOT_T), 0.0), [F_n2, F_n2]), tl.reshape(t179.to(DOT_T), [F_n2, T_c2]), input_precision=PRECISION), [F_n4, F_n1, F_n2, T_c2])
    elif DOT_181:
        t182 = tl.reshape(tl.dot(tl.reshape(tl.where(mask_n2[None, None, None, :], t178.to(DOT_T), 0.0), [F_n4 * F_n1, F_n2, F_n2]), tl.reshape(t179.to(DOT_T), [F_n4 * F_n1, F_n2, T_c2]), input_precision=PRECISION), [F_n4, F_n1, F_n2, T_c2])
    else:
        t182 = tl.sum(tl.where(offs_n2[None, None, None, :] == 0, tl.where(mask_n2[None, None, None, :], t178, 0.0), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n2[None, None, :, None] == 0, t179.to(tl.float32), 0.0), axis=2, keep_dims=True) + tl.sum(tl.where(offs_n2[None, None, None, :] == 1, tl.where(mask_n2[None, None, None, :], t178, 0.0), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n2[None, None, :, None] == 1, t179.to(tl.float32), 0.0), axis=2, keep_dims=True) + tl.sum(tl.where(offs_n2[None, None, None, :] == 2, tl.where(mask_n2[None, None, None, :], t178, 0.0), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n2[None, None, :, None] == 2, t179.to(tl.float32), 0.0), axis=2, keep_dims=True) + tl.sum(tl.where(offs_n2[None, None, None, :] == 3, tl.where(mask_n2[None, None, None, :], t178, 0.0), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n2[None, None, :, None] == 3, t179.to(tl.float32), 0.0), axis=2, keep_dims=True)
    tl.store(buf183_ptr + offs_n4[:, None, None, None] * buf183_s0 + offs_n1[None, :, None, None] * buf183_s1 + offs_n2[None, None, :, None] * buf183_s2 + offs_c2[None, None, None, :] * buf183_s3, _rne_bf16(t182) if ROUND else t182, mask=mask_n4[:, None, None, None] & mask_n1[None, :, None, None] & mask_n2[None, None, :, None] & mask_c2[None, None, None, :])


@triton.jit
def kernel_2(m2_ptr, m2_s0, m2_s1, m2_s2, m5_ptr, m5_s1, m5_s2, m21_ptr, m21_s2, m31_ptr, m31_s0, m31_s1, m31_s3, buf183_ptr, buf183_s0, buf183_s1, buf183_s2, buf183_s3, buf187_ptr, buf187_s0, buf187_s1, buf187_s2, buf187_s3, E_c0, E_c3, E_n0, E_n1, E_n2, E_n3, DOT_10: tl.constexpr, DOT_T: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, ONCE_c3: tl.constexpr, PRECISION: tl.constexpr, ROUND: tl.constexpr, T_c0: tl.constexpr, T_c3: tl.constexpr):
    # writes buf187: Combine over grid x.0@0[2]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    mask_c0 = offs_c0 < E_c0
    offs_n1 = tl.arange(0, F_n1)
    mask_n1 = offs_n1 < E_n1
    offs_n2 = tl.arange(0, F_n2)
    mask_n2 = offs_n2 < E_n2
    offs_n0 = tl.arange(0, F_n0)
    mask_n0 = offs_n0 < E_n0
    offs_n3 = tl.arange(0, F_n3)
    mask_n3 = offs_n3 < E_n3
    acc12 = tl.full([T_c0, F_n1, F_n2], 0.0, tl.float32)

    for i_c3 in range(0, 1 if ONCE_c3 else tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
        mask_c3 = offs_c3 < E_c3

        t4 = tl.load(m2_ptr + offs_c0[:, None, None] * m2_s0 + offs_n1[None, :, None] * m2_s1 + offs_c3[None, None, :] * m2_s2, mask=mask_c0[:, None, None] & mask_n1[None, :, None] & mask_c3[None, None, :], other=0)
        t9 = tl.load(m5_ptr + offs_c3[None, :, None] * m5_s1 + offs_n2[None, None, :] * m5_s2, mask=mask_c3[None, :, None] & mask_n2[None, None, :], other=0)
        if DOT_10:
            t11 = tl.reshape(tl.dot(tl.reshape(t4.to(DOT_T), [T_c0 * F_n1, T_c3]), tl.reshape(t9.to(DOT_T), [T_c3, F_n2]), input_precision=PRECISION), [T_c0, F_n1, F_n2])
        else:
            t11 = tl.sum(tl.expand_dims(t4.to(tl.float32), 3) * tl.expand_dims(t9.to(tl.float32), 1), axis=2)
        acc12 = acc12 + t11
    t13 = tl.load(m2_ptr + offs_c0[:, None, None] * m2_s0 + offs_n1[None, :, None] * m2_s1 + offs_n0[None, None, :] * m2_s2, mask=mask_c0[:, None, None] & mask_n1[None, :, None] & mask_n0[None, None, :], other=0)
    t14 = t13.to(tl.float32)
    t15 = (t14) * (t14)
    t16 = tl.sum(tl.where(mask_n0[None, None, :], t15, 0.0), axis=2, keep_dims=True)
    t17 = t16 + 6.4e-05
    t18 = tl.rsqrt(t17)
    t19 = (acc12) * (t18)
    t20 = (t19) * (0.8)
    t25 = tl.load(m21_ptr + offs_n2[None, None, :] * m21_s2, mask=mask_n2[None, None, :], other=0)
    t26 = t25.to(tl.float32)
    t27 = t20 + t26
    t28 = tl.reshape(t27, [T_c0, F_n1, F_n2, 1])
    t29 = 1.0 / (1.0 + tl.exp(-(t28)))
    t30 = (t29) * (2.0)
    t70 = tl.load(m31_ptr + offs_c0[:, None, None, None] * m31_s0 + offs_n1[None, :, None, None] * m31_s1 + offs_n3[None, None, None, :] * m31_s3, mask=mask_c0[:, None, None, None] & mask_n1[None, :, None, None] & mask_n3[None, None, None, :], other=0)
    t71 = t70.to(tl.float32)
    t72 = (t30) * (t71)
    t184 = tl.load(buf183_ptr + offs_c0[:, None, None, None] * buf183_s0 + offs_n1[None, :, None, None] * buf183_s1 + offs_n2[None, None, :, None] * buf183_s2 + offs_n3[None, None, None, :] * buf183_s3, mask=mask_c0[:, None, None, None] & mask_n1[None, :, None, None] & mask_n2[None, None, :, None] & mask_n3[None, None, None, :], other=0)
    t185 = t184.to(tl.float32)
    t186 = t72 + t185
    tl.store(buf187_ptr + offs_c0[:, None, None, None] * buf187_s0 + offs_n1[None, :, None, None] * buf187_s1 + offs_n2[None, None, :, None] * buf187_s2 + offs_n3[None, None, None, :] * buf187_s3, _rne_bf16(t186) if ROUND else t186, mask=mask_c0[:, None, None, None] & mask_n1[None, :, None, None] & mask_n2[None, None, :, None] & mask_n3[None, None, None, :])


@triton.jit
def kernel_3(m1_ptr, m1_s0, m1_s1, m1_s2, m195_ptr, m195_s1, m195_s2, m202_ptr, m202_s2, m217_ptr, m217_s1, m217_s2, m224_ptr, m224_s2, buf187_ptr, buf187_s0, buf187_s1, buf187_s2, buf187_s3, m235_ptr, m235_s1, m235_s2, m245_ptr, m245_s1, m245_s2, m253_ptr, m253_s2, m253_s3, buf345_ptr, buf345_s0, buf345_s1, buf345_s2, buf345_s3, E_c0, E_c1, E_c2, E_c4, E_n0, E_n2, E_n3, DOT_199: tl.constexpr, DOT_221: tl.constexpr, DOT_240: tl.constexpr, DOT_249: tl.constexpr, DOT_341: tl.constexpr, DOT_342: tl.constexpr, DOT_T: tl.constexpr, F_n0: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, ONCE_c4: tl.constexpr, PRECISION: tl.constexpr, ROUND: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr, T_c4: tl.constexpr):
    # writes buf345: Combine over grid x.0@0[2], grid x.1@1[32], grid x_1.3@3[16]
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
    offs_n2 = tl.arange(0, F_n2)
    mask_n2 = offs_n2 < E_n2
    offs_n3 = tl.arange(0, F_n3)
    mask_n3 = offs_n3 < E_n3
    t188 = tl.load(m1_ptr + offs_c0[:, None, None] * m1_s0 + offs_c1[None, :, None] * m1_s1 + offs_n0[None, None, :] * m1_s2, mask=mask_c0[:, None, None] & mask_c1[None, :, None] & mask_n0[None, None, :], other=0)
    t189 = t188.to(tl.float32)
    t190 = (t189) * (t189)
    t191 = tl.sum(tl.where(mask_n0[None, None, :], t190, 0.0), axis=2, keep_dims=True)
    t192 = t191 + 6.4e-05
    t193 = tl.rsqrt(t192)
    t194 = (t189) * (t193)
    t198 = tl.load(m195_ptr + offs_n0[None, :, None] * m195_s1 + offs_n2[None, None, :] * m195_s2, mask=mask_n0[None, :, None] & mask_n2[None, None, :], other=0)
    if DOT_199:
        t200 = tl.reshape(tl.dot(tl.reshape(tl.where(mask_n0[None, None, :], t194.to(DOT_T), 0.0), [T_c0 * T_c1, F_n0]), tl.reshape(t198.to(DOT_T), [F_n0, F_n2]), input_precision=PRECISION), [T_c0, T_c1, F_n2])
    else:
        t200 = tl.sum(tl.expand_dims(tl.where(mask_n0[None, None, :], t194, 0.0), 3) * tl.expand_dims(t198.to(tl.float32), 1), axis=2)
    t201 = (t200) * (0.8)
    t205 = tl.load(m202_ptr + offs_n2[None, None, :] * m202_s2, mask=mask_n2[None, None, :], other=0)
    t206 = t205.to(tl.float32)
    t207 = t201 + t206
    t208 = tl.reshape(t207, [T_c0, T_c1, F_n2, 1])
    t209 = 1.0 / (1.0 + tl.exp(-(t208)))
    t210 = (t209) * (2.0)
    t211 = t188.to(tl.float32)
    t212 = (t211) * (t211)
    t213 = tl.sum(tl.where(mask_n0[None, None, :], t212, 0.0), axis=2, keep_dims=True)
    t214 = t213 + 6.4e-05
    t215 = tl.rsqrt(t214)
    t216 = (t211) * (t215)
    t220 = tl.load(m217_ptr + offs_n0[None, :, None] * m217_s1 + offs_n2[None, None, :] * m217_s2, mask=mask_n0[None, :, None] & mask_n2[None, None, :], other=0)
    if DOT_221:
        t222 = tl.reshape(tl.dot(tl.reshape(tl.where(mask_n0[None, None, :], t216.to(DOT_T), 0.0), [T_c0 * T_c1, F_n0]), tl.reshape(t220.to(DOT_T), [F_n0, F_n2]), input_precision=PRECISION), [T_c0, T_c1, F_n2])
    else:
        t222 = tl.sum(tl.expand_dims(tl.where(mask_n0[None, None, :], t216, 0.0), 3) * tl.expand_dims(t220.to(tl.float32), 1), axis=2)
    t223 = (t222) * (0.8)
    t227 = tl.load(m224_ptr + offs_n2[None, None, :] * m224_s2, mask=mask_n2[None, None, :], other=0)
    t228 = t227.to(tl.float32)
    t229 = t223 + t228
    t230 = tl.reshape(t229, [T_c0, T_c1, 1, F_n2])
    t231 = 1.0 / (1.0 + tl.exp(-(t230)))
    acc242 = tl.full([T_c0, T_c1, T_c2], 0.0, tl.float32)

    for i_c4 in range(0, 1 if ONCE_c4 else tl.cdiv(E_c4, T_c4)):
        offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)
        mask_c4 = offs_c4 < E_c4

        t232 = tl.load(buf187_ptr + offs_c0[:, None, None, None] * buf187_s0 + offs_c1[None, :, None, None] * buf187_s1 + offs_n2[None, None, :, None] * buf187_s2 + offs_c4[None, None, None, :] * buf187_s3, mask=mask_c0[:, None, None, None] & mask_c1[None, :, None, None] & mask_n2[None, None, :, None] & mask_c4[None, None, None, :], other=0)
        t233 = tl.sum(tl.where(offs_n2[None, None, None, :] == 0, tl.where(mask_n2[None, None, None, :], t231, 0.0), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n2[None, None, :, None] == 0, t232.to(tl.float32), 0.0), axis=2, keep_dims=True) + tl.sum(tl.where(offs_n2[None, None, None, :] == 1, tl.where(mask_n2[None, None, None, :], t231, 0.0), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n2[None, None, :, None] == 1, t232.to(tl.float32), 0.0), axis=2, keep_dims=True) + tl.sum(tl.where(offs_n2[None, None, None, :] == 2, tl.where(mask_n2[None, None, None, :], t231, 0.0), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n2[None, None, :, None] == 2, t232.to(tl.float32), 0.0), axis=2, keep_dims=True) + tl.sum(tl.where(offs_n2[None, None, None, :] == 3, tl.where(mask_n2[None, None, None, :], t231, 0.0), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n2[None, None, :, None] == 3, t232.to(tl.float32), 0.0), axis=2, keep_dims=True)
        t234 = tl.reshape(t233, [T_c0, T_c1, T_c4])
        t239 = tl.load(m235_ptr + offs_c4[None, :, None] * m235_s1 + offs_c2[None, None, :] * m235_s2, mask=mask_c4[None, :, None] & mask_c2[None, None, :], other=0)
        if DOT_240:
            t241 = tl.reshape(tl.dot(tl.reshape(tl.where(mask_c4[None, None, :], t234.to(DOT_T), 0.0), [T_c0 * T_c1, T_c4]), tl.reshape(t239.to(DOT_T), [T_c4, T_c2]), input_precision=PRECISION), [T_c0, T_c1, T_c2])
        else:
            t241 = tl.sum(tl.expand_dims(tl.where(mask_c4[None, None, :], t234, 0.0), 3) * tl.expand_dims(t239.to(tl.float32), 1), axis=2)
        acc242 = acc242 + t241
    t243 = tl.reshape(acc242, [T_c0, T_c1, 1, T_c2])
    t244 = (t210) * (t243)
    t248 = tl.load(m245_ptr + offs_n0[None, :, None] * m245_s1 + offs_n3[None, None, :] * m245_s2, mask=mask_n0[None, :, None] & mask_n3[None, None, :], other=0)
    if DOT_249:
        t250 = tl.reshape(tl.dot(tl.reshape(tl.where(mask_n0[None, None, :], t194.to(DOT_T), 0.0), [T_c0 * T_c1, F_n0]), tl.reshape(t248.to(DOT_T), [F_n0, F_n3]), input_precision=PRECISION), [T_c0, T_c1, F_n3])
    else:
        t250 = tl.sum(tl.expand_dims(tl.where(mask_n0[None, None, :], t194, 0.0), 3) * tl.expand_dims(t248.to(tl.float32), 1), axis=2)
    t251 = tl.reshape(t250, [T_c0, T_c1, F_n2, F_n2])
    t252 = (t251) * (0.8)
    t256 = tl.load(m253_ptr + offs_n2[None, None, :, None] * m253_s2 + offs_n2[None, None, None, :] * m253_s3, mask=mask_n2[None, None, :, None] & mask_n2[None, None, None, :], other=0)
    t257 = t256.to(tl.float32)
    t258 = t252 + t257
    t259 = tl.exp(t258)
    t260 = tl.sum(tl.where(mask_n2[None, None, None, :], t259, 0.0), axis=3, keep_dims=True)
    t261 = (t259) / (t260)
    t262 = tl.sum(tl.where(mask_n2[None, None, :, None], t261, 0.0), axis=2, keep_dims=True)
    t263 = (t261) / (t262)
    t264 = tl.sum(tl.where(mask_n2[None, None, None, :], t263, 0.0), axis=3, keep_dims=True)
    t265 = (t263) / (t264)
    t266 = tl.sum(tl.where(mask_n2[None, None, :, None], t265, 0.0), axis=2, keep_dims=True)
    t267 = (t265) / (t266)
    t268 = tl.sum(tl.where(mask_n2[None, None, None, :], t267, 0.0), axis=3, keep_dims=True)
    t269 = (t267) / (t268)
    t270 = tl.sum(tl.where(mask_n2[None, None, :, None], t269, 0.0), axis=2, keep_dims=True)
    t271 = (t269) / (t270)
    t272 = tl.sum(tl.where(mask_n2[None, None, None, :], t271, 0.0), axis=3, keep_dims=True)
    t273 = (t271) / (t272)
    t274 = tl.sum(tl.where(mask_n2[None, None, :, None], t273, 0.0), axis=2, keep_dims=True)
    t275 = (t273) / (t274)
    t276 = tl.sum(tl.where(mask_n2[None, None, None, :], t275, 0.0), axis=3, keep_dims=True)
    t277 = (t275) / (t276)
    t278 = tl.sum(tl.where(mask_n2[None, None, :, None], t277, 0.0), axis=2, keep_dims=True)
    t279 = (t277) / (t278)
    t280 = tl.sum(tl.where(mask_n2[None, None, None, :], t279, 0.0), axis=3, keep_dims=True)
    t281 = (t279) / (t280)
    t282 = tl.sum(tl.where(mask_n2[None, None, :, None], t281, 0.0), axis=2, keep_dims=True)
    t283 = (t281) / (t282)
    t284 = tl.sum(tl.where(mask_n2[None, None, None, :], t283, 0.0), axis=3, keep_dims=True)
    t285 = (t283) / (t284)
    t286 = tl.sum(tl.where(mask_n2[None, None, :, None], t285, 0.0), axis=2, keep_dims=True)
    t287 = (t285) / (t286)
    t288 = tl.sum(tl.where(mask_n2[None, None, None, :], t287, 0.0), axis=3, keep_dims=True)
    t289 = (t287) / (t288)
    t290 = tl.sum(tl.where(mask_n2[None, None, :, None], t289, 0.0), axis=2, keep_dims=True)
    t291 = (t289) / (t290)
    t292 = tl.sum(tl.where(mask_n2[None, None, None, :], t291, 0.0), axis=3, keep_dims=True)
    t293 = (t291) / (t292)
    t294 = tl.sum(tl.where(mask_n2[None, None, :, None], t293, 0.0), axis=2, keep_dims=True)
    t295 = (t293) / (t294)
    t296 = tl.sum(tl.where(mask_n2[None, None, None, :], t295, 0.0), axis=3, keep_dims=True)
    t297 = (t295) / (t296)
    t298 = tl.sum(tl.where(mask_n2[None, None, :, None], t297, 0.0), axis=2, keep_dims=True)
    t299 = (t297) / (t298)
    t300 = tl.sum(tl.where(mask_n2[None, None, None, :], t299, 0.0), axis=3, keep_dims=True)
    t301 = (t299) / (t300)
    t302 = tl.sum(tl.where(mask_n2[None, None, :, None], t301, 0.0), axis=2, keep_dims=True)
    t303 = (t301) / (t302)
    t304 = tl.sum(tl.where(mask_n2[None, None, None, :], t303, 0.0), axis=3, keep_dims=True)
    t305 = (t303) / (t304)
    t306 = tl.sum(tl.where(mask_n2[None, None, :, None], t305, 0.0), axis=2, keep_dims=True)
    t307 = (t305) / (t306)
    t308 = tl.sum(tl.where(mask_n2[None, None, None, :], t307, 0.0), axis=3, keep_dims=True)
    t309 = (t307) / (t308)
    t310 = tl.sum(tl.where(mask_n2[None, None, :, None], t309, 0.0), axis=2, keep_dims=True)
    t311 = (t309) / (t310)
    t312 = tl.sum(tl.where(mask_n2[None, None, None, :], t311, 0.0), axis=3, keep_dims=True)
    t313 = (t311) / (t312)
    t314 = tl.sum(tl.where(mask_n2[None, None, :, None], t313, 0.0), axis=2, keep_dims=True)
    t315 = (t313) / (t314)
    t316 = tl.sum(tl.where(mask_n2[None, None, None, :], t315, 0.0), axis=3, keep_dims=True)
    t317 = (t315) / (t316)
    t318 = tl.sum(tl.where(mask_n2[None, None, :, None], t317, 0.0), axis=2, keep_dims=True)
    t319 = (t317) / (t318)
    t320 = tl.sum(tl.where(mask_n2[None, None, None, :], t319, 0.0), axis=3, keep_dims=True)
    t321 = (t319) / (t320)
    t322 = tl.sum(tl.where(mask_n2[None, None, :, None], t321, 0.0), axis=2, keep_dims=True)
    t323 = (t321) / (t322)
    t324 = tl.sum(tl.where(mask_n2[None, None, None, :], t323, 0.0), axis=3, keep_dims=True)
    t325 = (t323) / (t324)
    t326 = tl.sum(tl.where(mask_n2[None, None, :, None], t325, 0.0), axis=2, keep_dims=True)
    t327 = (t325) / (t326)
    t328 = tl.sum(tl.where(mask_n2[None, None, None, :], t327, 0.0), axis=3, keep_dims=True)
    t329 = (t327) / (t328)
    t330 = tl.sum(tl.where(mask_n2[None, None, :, None], t329, 0.0), axis=2, keep_dims=True)
    t331 = (t329) / (t330)
    t332 = tl.sum(tl.where(mask_n2[None, None, None, :], t331, 0.0), axis=3, keep_dims=True)
    t333 = (t331) / (t332)
    t334 = tl.sum(tl.where(mask_n2[None, None, :, None], t333, 0.0), axis=2, keep_dims=True)
    t335 = (t333) / (t334)
    t336 = tl.sum(tl.where(mask_n2[None, None, None, :], t335, 0.0), axis=3, keep_dims=True)
    t337 = (t335) / (t336)
    t338 = tl.sum(tl.where(mask_n2[None, None, :, None], t337, 0.0), axis=2, keep_dims=True)
    t339 = (t337) / (t338)
    t340 = tl.load(buf187_ptr + offs_c0[:, None, None, None] * buf187_s0 + offs_c1[None, :, None, None] * buf187_s1 + offs_n2[None, None, :, None] * buf187_s2 + offs_c2[None, None, None, :] * buf187_s3, mask=mask_c0[:, None, None, None] & mask_c1[None, :, None, None] & mask_n2[None, None, :, None] & mask_c2[None, None, None, :], other=0)
    if DOT_341:
        t343 = tl.reshape(tl.dot(tl.reshape(tl.where(mask_n2[None, None, None, :], t339.to(DOT_T), 0.0), [F_n2, F_n2]), tl.reshape(t340.to(DOT_T), [F_n2, T_c2]), input_precision=PRECISION), [T_c0, T_c1, F_n2, T_c2])
    elif DOT_342:
        t343 = tl.reshape(tl.dot(tl.reshape(tl.where(mask_n2[None, None, None, :], t339.to(DOT_T), 0.0), [T_c0 * T_c1, F_n2, F_n2]), tl.reshape(t340.to(DOT_T), [T_c0 * T_c1, F_n2, T_c2]), input_precision=PRECISION), [T_c0, T_c1, F_n2, T_c2])
    else:
        t343 = tl.sum(tl.where(offs_n2[None, None, None, :] == 0, tl.where(mask_n2[None, None, None, :], t339, 0.0), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n2[None, None, :, None] == 0, t340.to(tl.float32), 0.0), axis=2, keep_dims=True) + tl.sum(tl.where(offs_n2[None, None, None, :] == 1, tl.where(mask_n2[None, None, None, :], t339, 0.0), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n2[None, None, :, None] == 1, t340.to(tl.float32), 0.0), axis=2, keep_dims=True) + tl.sum(tl.where(offs_n2[None, None, None, :] == 2, tl.where(mask_n2[None, None, None, :], t339, 0.0), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n2[None, None, :, None] == 2, t340.to(tl.float32), 0.0), axis=2, keep_dims=True) + tl.sum(tl.where(offs_n2[None, None, None, :] == 3, tl.where(mask_n2[None, None, None, :], t339, 0.0), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n2[None, None, :, None] == 3, t340.to(tl.float32), 0.0), axis=2, keep_dims=True)
    t344 = t244 + t343
    tl.store(buf345_ptr + offs_c0[:, None, None, None] * buf345_s0 + offs_c1[None, :, None, None] * buf345_s1 + offs_n2[None, None, :, None] * buf345_s2 + offs_c2[None, None, None, :] * buf345_s3, _rne_bf16(t344) if ROUND else t344, mask=mask_c0[:, None, None, None] & mask_c1[None, :, None, None] & mask_n2[None, None, :, None] & mask_c2[None, None, None, :])


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
        "buf69": torch.empty([2, 32, 16], dtype=dtype, device=device),
        "buf183": torch.empty([2, 32, 4, 16], dtype=dtype, device=device),
        "buf187": torch.empty([2, 32, 4, 16], dtype=dtype, device=device),
        "buf345": torch.empty([2, 32, 4, 16], dtype=dtype, device=device),
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
    m36 = inputs['phi_pre']
    m35 = m36.narrow(0, 0, 1)
    m34 = m35.reshape([64, 4])
    m33 = m34.reshape([1, 64, 4])
    m52 = inputs['b_pre']
    m51 = m52.narrow(0, 0, 1)
    m50 = m51.reshape([4])
    m49 = m50.reshape([1, 1, 4])
    m65 = inputs['w_layer']
    m64 = m65.narrow(0, 0, 1)
    m63 = m64.reshape([16, 16])
    m62 = m63.permute([1, 0])
    m61 = m62.reshape([1, 16, 16])
    buf69 = buffers["buf69"]
    kernel_0[(_cdiv(32, T['kernel_0.c1']),)](m2_ptr=m2, m2_s0=m2.stride(0), m2_s1=m2.stride(1), m2_s2=m2.stride(2), m33_ptr=m33, m33_s1=m33.stride(1), m33_s2=m33.stride(2), m49_ptr=m49, m49_s2=m49.stride(2), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), m61_ptr=m61, m61_s1=m61.stride(1), m61_s2=m61.stride(2), buf69_ptr=buf69, buf69_s0=buf69.stride(0), buf69_s1=buf69.stride(1), buf69_s2=buf69.stride(2), E_c1=32, E_c3=64, E_n0=64, E_n2=4, E_n3=16, E_n4=2, DOT_38=(_pow2(2) * T['kernel_0.c1']) >= 16 and (T['kernel_0.c3']) >= 16 and (_pow2(4)) >= 16, DOT_67=(_pow2(2) * T['kernel_0.c1']) >= 16 and (_pow2(16)) >= 16 and (_pow2(16)) >= 16, DOT_T=_DOT_T, F_n0=_pow2(64), F_n2=_pow2(4), F_n3=_pow2(16), F_n4=_pow2(2), ONCE_c3=T['kernel_0.c3'] >= 64, PRECISION=_PRECISION, ROUND=_ROUND, T_c1=T['kernel_0.c1'], T_c3=T['kernel_0.c3'], num_warps=num_warps, num_stages=num_stages)
    m31 = buf69.reshape([2, 32, 1, 16])
    m77 = inputs['phi_res']
    m76 = m77.narrow(0, 0, 1)
    m75 = m76.reshape([64, 16])
    m74 = m75.reshape([1, 64, 16])
    m94 = inputs['b_res']
    m93 = m94.narrow(0, 0, 1)
    m92 = m93.reshape([4, 4])
    m91 = m92.reshape([1, 1, 4, 4])
    buf183 = buffers["buf183"]
    kernel_1[(_cdiv(16, T['kernel_1.c2']),)](m2_ptr=m2, m2_s0=m2.stride(0), m2_s1=m2.stride(1), m2_s2=m2.stride(2), m74_ptr=m74, m74_s1=m74.stride(1), m74_s2=m74.stride(2), m91_ptr=m91, m91_s2=m91.stride(2), m91_s3=m91.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), buf183_ptr=buf183, buf183_s0=buf183.stride(0), buf183_s1=buf183.stride(1), buf183_s2=buf183.stride(2), buf183_s3=buf183.stride(3), E_c2=16, E_c3=64, E_n0=64, E_n1=32, E_n2=4, E_n3=16, E_n4=2, DOT_180=(_pow2(4)) >= 16 and (_pow2(4)) >= 16 and (T['kernel_1.c2']) >= 16 and (_pow2(2)) == 1 and (_pow2(32)) == 1, DOT_181=(_pow2(4)) >= 16 and (_pow2(4)) >= 16 and (T['kernel_1.c2']) >= 16, DOT_79=(_pow2(2) * _pow2(32)) >= 16 and (T['kernel_1.c3']) >= 16 and (_pow2(16)) >= 16, DOT_T=_DOT_T, F_n0=_pow2(64), F_n1=_pow2(32), F_n2=_pow2(4), F_n3=_pow2(16), F_n4=_pow2(2), ONCE_c3=T['kernel_1.c3'] >= 64, PRECISION=_PRECISION, ROUND=_ROUND, T_c2=T['kernel_1.c2'], T_c3=T['kernel_1.c3'], num_warps=num_warps, num_stages=num_stages)
    buf187 = buffers["buf187"]
    kernel_2[(_cdiv(2, T['kernel_2.c0']),)](m2_ptr=m2, m2_s0=m2.stride(0), m2_s1=m2.stride(1), m2_s2=m2.stride(2), m5_ptr=m5, m5_s1=m5.stride(1), m5_s2=m5.stride(2), m21_ptr=m21, m21_s2=m21.stride(2), m31_ptr=m31, m31_s0=m31.stride(0), m31_s1=m31.stride(1), m31_s3=m31.stride(3), buf183_ptr=buf183, buf183_s0=buf183.stride(0), buf183_s1=buf183.stride(1), buf183_s2=buf183.stride(2), buf183_s3=buf183.stride(3), buf187_ptr=buf187, buf187_s0=buf187.stride(0), buf187_s1=buf187.stride(1), buf187_s2=buf187.stride(2), buf187_s3=buf187.stride(3), E_c0=2, E_c3=64, E_n0=64, E_n1=32, E_n2=4, E_n3=16, DOT_10=(T['kernel_2.c0'] * _pow2(32)) >= 16 and (T['kernel_2.c3']) >= 16 and (_pow2(4)) >= 16, DOT_T=_DOT_T, F_n0=_pow2(64), F_n1=_pow2(32), F_n2=_pow2(4), F_n3=_pow2(16), ONCE_c3=T['kernel_2.c3'] >= 64, PRECISION=_PRECISION, ROUND=_ROUND, T_c0=T['kernel_2.c0'], T_c3=T['kernel_2.c3'], num_warps=num_warps, num_stages=num_stages)
    m1 = buf187.reshape([2, 32, 64])
    m197 = m8.narrow(0, 1, 1)
    m196 = m197.reshape([64, 4])
    m195 = m196.reshape([1, 64, 4])
    m204 = m24.narrow(0, 1, 1)
    m203 = m204.reshape([4])
    m202 = m203.reshape([1, 1, 4])
    m219 = m36.narrow(0, 1, 1)
    m218 = m219.reshape([64, 4])
    m217 = m218.reshape([1, 64, 4])
    m226 = m52.narrow(0, 1, 1)
    m225 = m226.reshape([4])
    m224 = m225.reshape([1, 1, 4])
    m238 = m65.narrow(0, 1, 1)
    m237 = m238.reshape([16, 16])
    m236 = m237.permute([1, 0])
    m235 = m236.reshape([1, 16, 16])
    m247 = m77.narrow(0, 1, 1)
    m246 = m247.reshape([64, 16])
    m245 = m246.reshape([1, 64, 16])
    m255 = m94.narrow(0, 1, 1)
    m254 = m255.reshape([4, 4])
    m253 = m254.reshape([1, 1, 4, 4])
    buf345 = buffers["buf345"]
    kernel_3[(_cdiv(2, T['kernel_3.c0']) * _cdiv(32, T['kernel_3.c1']) * _cdiv(16, T['kernel_3.c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m195_ptr=m195, m195_s1=m195.stride(1), m195_s2=m195.stride(2), m202_ptr=m202, m202_s2=m202.stride(2), m217_ptr=m217, m217_s1=m217.stride(1), m217_s2=m217.stride(2), m224_ptr=m224, m224_s2=m224.stride(2), buf187_ptr=buf187, buf187_s0=buf187.stride(0), buf187_s1=buf187.stride(1), buf187_s2=buf187.stride(2), buf187_s3=buf187.stride(3), m235_ptr=m235, m235_s1=m235.stride(1), m235_s2=m235.stride(2), m245_ptr=m245, m245_s1=m245.stride(1), m245_s2=m245.stride(2), m253_ptr=m253, m253_s2=m253.stride(2), m253_s3=m253.stride(3), buf345_ptr=buf345, buf345_s0=buf345.stride(0), buf345_s1=buf345.stride(1), buf345_s2=buf345.stride(2), buf345_s3=buf345.stride(3), E_c0=2, E_c1=32, E_c2=16, E_c4=16, E_n0=64, E_n2=4, E_n3=16, DOT_199=(T['kernel_3.c0'] * T['kernel_3.c1']) >= 16 and (_pow2(64)) >= 16 and (_pow2(4)) >= 16, DOT_221=(T['kernel_3.c0'] * T['kernel_3.c1']) >= 16 and (_pow2(64)) >= 16 and (_pow2(4)) >= 16, DOT_240=(T['kernel_3.c0'] * T['kernel_3.c1']) >= 16 and (T['c4']) >= 16 and (T['kernel_3.c2']) >= 16, DOT_249=(T['kernel_3.c0'] * T['kernel_3.c1']) >= 16 and (_pow2(64)) >= 16 and (_pow2(16)) >= 16, DOT_341=(_pow2(4)) >= 16 and (_pow2(4)) >= 16 and (T['kernel_3.c2']) >= 16 and (T['kernel_3.c0']) == 1 and (T['kernel_3.c1']) == 1, DOT_342=(_pow2(4)) >= 16 and (_pow2(4)) >= 16 and (T['kernel_3.c2']) >= 16, DOT_T=_DOT_T, F_n0=_pow2(64), F_n2=_pow2(4), F_n3=_pow2(16), ONCE_c4=T['c4'] >= 16, PRECISION=_PRECISION, ROUND=_ROUND, T_c0=T['kernel_3.c0'], T_c1=T['kernel_3.c1'], T_c2=T['kernel_3.c2'], T_c4=T['c4'], num_warps=num_warps, num_stages=num_stages)
    result = buf345
    return result.to(dtype) if result.is_floating_point() else result


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
