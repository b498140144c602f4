"""mhc [small], candidate 22: 3 kernel(s)

Rendered by EqiForge from candidate 22 of mhc [small]: grid(x.1@1) loop(x.2[64]: sum) loop(x.2[64]: sum) [3 mm] ; grid(x.0@0, x.1@1, x_1.3@3) loop(x.2[64]: sum) loop(x.2[64]: sum) loop(x.2[64]: sum) [3 mm] | grid(x.0@0, x.1@1, x_1.3@3) loop(x_1.3[16]: sum) [6 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.0@0[2]
    c1: grid x.1@1[32]
    c2: grid x_1.3@3[16]
    c3: loop x.2[64]
    c4: loop x_1.3[16]

Run it on its own: `python kernels/f22.py` checks it once against PyTorch on random inputs.
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
DEFAULT_TILES = {"kernel_1.c0": 16, "kernel_2.c0": 1, "kernel_0.c1": 1, "kernel_1.c1": 1, "kernel_2.c1": 1, "kernel_1.c2": 16, "kernel_2.c2": 8, "kernel_0.c3": 64, "kernel_1.c3": 64, "c4": 8}
NUM_WARPS, NUM_STAGES = 1, 4
# the largest useful tile size of each coordinate: its extent rounded up to a power of two, at least 16 (tensor cores)
TILE_LIMITS = {"kernel_1.c0": 16, "kernel_2.c0": 16, "kernel_0.c1": 32, "kernel_1.c1": 32, "kernel_2.c1": 32, "kernel_1.c2": 16, "kernel_2.c2": 16, "kernel_0.c3": 64, "kernel_1.c3": 64, "c4": 16}


@triton.jit
def _rne_bf16(x):
    """fp32 rounded to the nearest bf16 (ties to even), still fp32: storing it is then exact, where the interpreter's
    own bf16 store truncates (a GPU rounds to nearest)."""
    bits = x.to(tl.uint32, bitcast=True)
    return ((bits + 0x7FFF + ((bits >> 16) & 1)) & 0xFFFF0000).to(tl.float32, bitcast=True)


@triton.jit
def kernel_0(m2_ptr, m2_s0, m2_s1, m2_s2, m34_ptr, m34_s1, m34_s2, m51_ptr, m51_s2, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, m63_ptr, m63_s1, m63_s2, buf71_ptr, buf71_s0, buf71_s1, buf71_s2, E_c1, E_c3, E_n1, E_n2, E_n3, DOT_39: tl.constexpr, DOT_69: tl.constexpr, DOT_T: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, ONCE_c3: tl.constexpr, PRECISION: tl.constexpr, ROUND: tl.constexpr, T_c1: tl.constexpr, T_c3: tl.constexpr):
    # writes buf71: Combine over grid x.1@1[32]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    mask_c1 = offs_c1 < E_c1
    offs_n2 = tl.arange(0, F_n2)
    mask_n2 = offs_n2 < E_n2
    offs_n1 = tl.arange(0, F_n1)
    mask_n1 = offs_n1 < E_n1
    offs_n3 = tl.arange(0, F_n3)
    mask_n3 = offs_n3 < E_n3
    acc41 = tl.full([F_n2, T_c1, F_n1], 0.0, tl.float32)

    for i_c3 in range(0, 1 if ONCE_c3 else tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
        mask_c3 = offs_c3 < E_c3

        t33 = tl.load(m2_ptr + offs_n2[:, None, None] * m2_s0 + offs_c1[None, :, None] * m2_s1 + offs_c3[None, None, :] * m2_s2, mask=mask_n2[:, None, None] & mask_c1[None, :, None] & mask_c3[None, None, :], other=0)
        t38 = tl.load(m34_ptr + offs_c3[None, :, None] * m34_s1 + offs_n1[None, None, :] * m34_s2, mask=mask_c3[None, :, None] & mask_n1[None, None, :], other=0)
        if DOT_39:
            t40 = tl.reshape(tl.dot(tl.reshape(t33.to(DOT_T), [F_n2 * T_c1, T_c3]), tl.reshape(t38.to(DOT_T), [T_c3, F_n1]), input_precision=PRECISION), [F_n2, T_c1, F_n1])
        else:
            t40 = tl.sum(tl.expand_dims(t33.to(tl.float32), 3) * tl.expand_dims(t38.to(tl.float32), 1), axis=2)
        acc41 = acc41 + t40
    acc46 = tl.full([F_n2, T_c1, 1], 0.0, tl.float32)

    for i_c3 in range(0, 1 if ONCE_c3 else tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
        mask_c3 = offs_c3 < E_c3

        t42 = tl.load(m2_ptr + offs_n2[:, None, None] * m2_s0 + offs_c1[None, :, None] * m2_s1 + offs_c3[None, None, :] * m2_s2, mask=mask_n2[:, None, None] & mask_c1[None, :, None] & mask_c3[None, None, :], other=0)
        t43 = t42.to(tl.float32)
        t44 = (t43) * (t43)
        t45 = tl.sum(tl.where(mask_c3[None, None, :], t44, 0.0), axis=2, keep_dims=True)
        acc46 = acc46 + t45
    t47 = acc46 + 6.4e-05
    t48 = tl.rsqrt(t47)
    t49 = (acc41) * (t48)
    t50 = (t49) * (0.8)
    t55 = tl.load(m51_ptr + offs_n1[None, None, :] * m51_s2, mask=mask_n1[None, None, :], other=0)
    t56 = t55.to(tl.float32)
    t57 = t50 + t56
    t58 = tl.reshape(t57, [F_n2, T_c1, 1, F_n1])
    t59 = 1.0 / (1.0 + tl.exp(-(t58)))
    t60 = tl.load(m3_ptr + offs_n2[:, None, None, None] * m3_s0 + offs_c1[None, :, None, None] * m3_s1 + offs_n1[None, None, :, None] * m3_s2 + offs_n3[None, None, None, :] * m3_s3, mask=mask_n2[:, None, None, None] & mask_c1[None, :, None, None] & mask_n1[None, None, :, None] & mask_n3[None, None, None, :], other=0)
    t61 = tl.sum(tl.where(offs_n1[None, None, None, :] == 0, tl.where(mask_n1[None, None, None, :], t59, 0.0), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n1[None, None, :, None] == 0, t60.to(tl.float32), 0.0), axis=2, keep_dims=True) + tl.sum(tl.where(offs_n1[None, None, None, :] == 1, tl.where(mask_n1[None, None, None, :], t59, 0.0), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n1[None, None, :, None] == 1, t60.to(tl.float32), 0.0), axis=2, keep_dims=True) + tl.sum(tl.where(offs_n1[None, None, None, :] == 2, tl.where(mask_n1[None, None, None, :], t59, 0.0), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n1[None, None, :, None] == 2, t60.to(tl.float32), 0.0), axis=2, keep_dims=True) + tl.sum(tl.where(offs_n1[None, None, None, :] == 3, tl.where(mask_n1[None, None, None, :], t59, 0.0), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n1[None, None, :, None] == 3, t60.to(tl.float32), 0.0), axis=2, keep_dims=True)
    t62 = tl.reshape(t61, [F_n2, T_c1, F_n3])
    t68 = tl.load(m63_ptr + offs_n3[None, :, None] * m63_s1 + offs_n3[None, None, :] * m63_s2, mask=mask_n3[None, :, None] & mask_n3[None, None, :], other=0)
    if DOT_69:
        t70 = tl.reshape(tl.dot(tl.reshape(tl.where(mask_n3[None, None, :], t62.to(DOT_T), 0.0), [F_n2 * T_c1, F_n3]), tl.reshape(t68.to(DOT_T), [F_n3, F_n3]), input_precision=PRECISION), [F_n2, T_c1, F_n3])
    else:
        t70 = tl.sum(tl.expand_dims(tl.where(mask_n3[None, None, :], t62, 0.0), 3) * tl.expand_dims(t68.to(tl.float32), 1), axis=2)
    tl.store(buf71_ptr + offs_n2[:, None, None] * buf71_s0 + offs_c1[None, :, None] * buf71_s1 + offs_n3[None, None, :] * buf71_s2, _rne_bf16(t70) if ROUND else t70, mask=mask_n2[:, None, None] & mask_c1[None, :, None] & mask_n3[None, None, :])


@triton.jit
def kernel_1(m2_ptr, m2_s0, m2_s1, m2_s2, m5_ptr, m5_s1, m5_s2, m22_ptr, m22_s2, m32_ptr, m32_s0, m32_s1, m32_s3, m76_ptr, m76_s1, m76_s2, m87_ptr, m87_s2, m87_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, buf180_ptr, buf180_s0, buf180_s1, buf180_s2, buf180_s3, E_c0, E_c1, E_c2, E_c3, E_n1, E_n3, DOT_10: tl.constexpr, DOT_176: tl.constexpr, DOT_177: tl.constexpr, DOT_81: tl.constexpr, DOT_T: tl.constexpr, F_n1: tl.constexpr, F_n3: tl.constexpr, ONCE_c3: tl.constexpr, PRECISION: tl.constexpr, ROUND: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # writes buf180: Combine over grid x.0@0[2], grid x.1@1[32], grid x_1.3@3[16]
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
    offs_n3 = tl.arange(0, F_n3)
    mask_n3 = offs_n3 < E_n3
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
    acc17 = tl.full([T_c0, T_c1, 1], 0.0, tl.float32)

    for i_c3 in range(0, 1 if ONCE_c3 else tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
        mask_c3 = offs_c3 < E_c3

        t13 = tl.load(m2_ptr + offs_c0[:, None, None] * m2_s0 + offs_c1[None, :, None] * m2_s1 + offs_c3[None, None, :] * m2_s2, mask=mask_c0[:, None, None] & mask_c1[None, :, None] & mask_c3[None, None, :], other=0)
        t14 = t13.to(tl.float32)
        t15 = (t14) * (t14)
        t16 = tl.sum(tl.where(mask_c3[None, None, :], t15, 0.0), axis=2, keep_dims=True)
        acc17 = acc17 + t16
    t18 = acc17 + 6.4e-05
    t19 = tl.rsqrt(t18)
    t20 = (acc12) * (t19)
    t21 = (t20) * (0.8)
    t26 = tl.load(m22_ptr + offs_n1[None, None, :] * m22_s2, mask=mask_n1[None, None, :], other=0)
    t27 = t26.to(tl.float32)
    t28 = t21 + t27
    t29 = tl.reshape(t28, [T_c0, T_c1, F_n1, 1])
    t30 = 1.0 / (1.0 + tl.exp(-(t29)))
    t31 = (t30) * (2.0)
    t72 = tl.load(m32_ptr + offs_c0[:, None, None, None] * m32_s0 + offs_c1[None, :, None, None] * m32_s1 + offs_c2[None, None, None, :] * m32_s3, mask=mask_c0[:, None, None, None] & mask_c1[None, :, None, None] & mask_c2[None, None, None, :], other=0)
    t73 = t72.to(tl.float32)
    t74 = (t31) * (t73)
    acc83 = tl.full([T_c0, T_c1, F_n3], 0.0, tl.float32)

    for i_c3 in range(0, 1 if ONCE_c3 else tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
        mask_c3 = offs_c3 < E_c3

        t75 = tl.load(m2_ptr + offs_c0[:, None, None] * m2_s0 + offs_c1[None, :, None] * m2_s1 + offs_c3[None, None, :] * m2_s2, mask=mask_c0[:, None, None] & mask_c1[None, :, None] & mask_c3[None, None, :], other=0)
        t80 = tl.load(m76_ptr + offs_c3[None, :, None] * m76_s1 + offs_n3[None, None, :] * m76_s2, mask=mask_c3[None, :, None] & mask_n3[None, None, :], other=0)
        if DOT_81:
            t82 = tl.reshape(tl.dot(tl.reshape(t75.to(DOT_T), [T_c0 * T_c1, T_c3]), tl.reshape(t80.to(DOT_T), [T_c3, F_n3]), input_precision=PRECISION), [T_c0, T_c1, F_n3])
        else:
            t82 = tl.sum(tl.expand_dims(t75.to(tl.float32), 3) * tl.expand_dims(t80.to(tl.float32), 1), axis=2)
        acc83 = acc83 + t82
    t84 = (acc83) * (t19)
    t85 = tl.reshape(t84, [T_c0, T_c1, F_n1, F_n1])
    t86 = (t85) * (0.8)
    t91 = tl.load(m87_ptr + offs_n1[None, None, :, None] * m87_s2 + offs_n1[None, None, None, :] * m87_s3, mask=mask_n1[None, None, :, None] & mask_n1[None, None, None, :], other=0)
    t92 = t91.to(tl.float32)
    t93 = t86 + t92
    t94 = tl.exp(t93)
    t95 = tl.sum(tl.where(mask_n1[None, None, None, :], t94, 0.0), axis=3, keep_dims=True)
    t96 = (t94) / (t95)
    t97 = tl.sum(tl.where(mask_n1[None, None, :, None], t96, 0.0), axis=2, keep_dims=True)
    t98 = (t96) / (t97)
    t99 = tl.sum(tl.where(mask_n1[None, None, None, :], t98, 0.0), axis=3, keep_dims=True)
    t100 = (t98) / (t99)
    t101 = tl.sum(tl.where(mask_n1[None, None, :, None], t100, 0.0), axis=2, keep_dims=True)
    t102 = (t100) / (t101)
    t103 = tl.sum(tl.where(mask_n1[None, None, None, :], t102, 0.0), axis=3, keep_dims=True)
    t104 = (t102) / (t103)
    t105 = tl.sum(tl.where(mask_n1[None, None, :, None], t104, 0.0), axis=2, keep_dims=True)
    t106 = (t104) / (t105)
    t107 = tl.sum(tl.where(mask_n1[None, None, None, :], t106, 0.0), axis=3, keep_dims=True)
    t108 = (t106) / (t107)
    t109 = tl.sum(tl.where(mask_n1[None, None, :, None], t108, 0.0), axis=2, keep_dims=True)
    t110 = (t108) / (t109)
    t111 = tl.sum(tl.where(mask_n1[None, None, None, :], t110, 0.0), axis=3, keep_dims=True)
    t112 = (t110) / (t111)
    t113 = tl.sum(tl.where(mask_n1[None, None, :, None], t112, 0.0), axis=2, keep_dims=True)
    t114 = (t112) / (t113)
    t115 = tl.sum(tl.where(mask_n1[None, None, None, :], t114, 0.0), axis=3, keep_dims=True)
    t116 = (t114) / (t115)
    t117 = tl.sum(tl.where(mask_n1[None, None, :, None], t116, 0.0), axis=2, keep_dims=True)
    t118 = (t116) / (t117)
    t119 = tl.sum(tl.where(mask_n1[None, None, None, :], t118, 0.0), axis=3, keep_dims=True)
    t120 = (t118) / (t119)
    t121 = tl.sum(tl.where(mask_n1[None, None, :, None], t120, 0.0), axis=2, keep_dims=True)
    t122 = (t120) / (t121)
    t123 = tl.sum(tl.where(mask_n1[None, None, None, :], t122, 0.0), axis=3, keep_dims=True)
    t124 = (t122) / (t123)
    t125 = tl.sum(tl.where(mask_n1[None, None, :, None], t124, 0.0), axis=2, keep_dims=True)
    t126 = (t124) / (t125)
    t127 = tl.sum(tl.where(mask_n1[None, None, None, :], t126, 0.0), axis=3, keep_dims=True)
    t128 = (t126) / (t127)
    t129 = tl.sum(tl.where(mask_n1[None, None, :, None], t128, 0.0), axis=2, keep_dims=True)
    t130 = (t128) / (t129)
    t131 = tl.sum(tl.where(mask_n1[None, None, None, :], t130, 0.0), axis=3, keep_dims=True)
    t132 = (t130) / (t131)
    t133 = tl.sum(tl.where(mask_n1[None, None, :, None], t132, 0.0), axis=2, keep_dims=True)
    t134 = (t132) / (t133)
    t135 = tl.sum(tl.where(mask_n1[None, None, None, :], t134, 0.0), axis=3, keep_dims=True)
    t136 = (t134) / (t135)
    t137 = tl.sum(tl.where(mask_n1[None, None, :, None], t136, 0.0), axis=2, keep_dims=True)
    t138 = (t136) / (t137)
    t139 = tl.sum(tl.where(mask_n1[None, None, None, :], t138, 0.0), axis=3, keep_dims=True)
    t140 = (t138) / (t139)
    t141 = tl.sum(tl.where(mask_n1[None, None, :, None], t140, 0.0), axis=2, keep_dims=True)
    t142 = (t140) / (t141)
    t143 = tl.sum(tl.where(mask_n1[None, None, None, :], t142, 0.0), axis=3, keep_dims=True)
    t144 = (t142) / (t143)
    t145 = tl.sum(tl.where(mask_n1[None, None, :, None], t144, 0.0), axis=2, keep_dims=True)
    t146 = (t144) / (t145)
    t147 = tl.sum(tl.where(mask_n1[None, None, None, :], t146, 0.0), axis=3, keep_dims=True)
    t148 = (t146) / (t147)
    t149 = tl.sum(tl.where(mask_n1[None, None, :, None], t148, 0.0), axis=2, keep_dims=True)
    t150 = (t148) / (t149)
    t151 = tl.sum(tl.where(mask_n1[None, None, None, :], t150, 0.0), axis=3, keep_dims=True)
    t152 = (t150) / (t151)
    t153 = tl.sum(tl.where(mask_n1[None, None, :, None], t152, 0.0), axis=2, keep_dims=True)
    t154 = (t152) / (t153)
    t155 = tl.sum(tl.where(mask_n1[None, None, None, :], t154, 0.0), axis=3, keep_dims=True)
    t156 = (t154) / (t155)
    t157 = tl.sum(tl.where(mask_n1[None, None, :, None], t156, 0.0), axis=2, keep_dims=True)
    t158 = (t156) / (t157)
    t159 = tl.sum(tl.where(mask_n1[None, None, None, :], t158, 0.0), axis=3, keep_dims=True)
    t160 = (t158) / (t159)
    t161 = tl.sum(tl.where(mask_n1[None, None, :, None], t160, 0.0), axis=2, keep_dims=True)
    t162 = (t160) / (t161)
    t163 = tl.sum(tl.where(mask_n1[None, None, None, :], t162, 0.0), axis=3, keep_dims=True)
    t164 = (t162) / (t163)
    t165 = tl.sum(tl.where(mask_n1[None, None, :, None], t164, 0.0), axis=2, keep_dims=True)
    t166 = (t164) / (t165)
    t167 = tl.sum(tl.where(mask_n1[None, None, None, :], t166, 0.0), axis=3, keep_dims=True)
    t168 = (t166) / (t167)
    t169 = tl.sum(tl.where(mask_n1[None, None, :, None], t168, 0.0), axis=2, keep_dims=True)
    t170 = (t168) / (t169)
    t171 = tl.sum(tl.where(mask_n1[None, None, None, :], t170, 0.0), axis=3, keep_dims=True)
    t172 = (t170) / (t171)
    t173 = tl.sum(tl.where(mask_n1[None, None, :, None], t172, 0.0), axis=2, keep_dims=True)
    t174 = (t172) / (t173)
    t175 = tl.load(m3_ptr + offs_c0[:, None, None, None] * m3_s0 + offs_c1[None, :, None, None] * m3_s1 + offs_n1[None, None, :, None] * m3_s2 + offs_c2[None, None, None, :] * m3_s3, mask=mask_c0[:, None, None, None] & mask_c1[None, :, None, None] & mask_n1[None, None, :, None] & mask_c2[None, None, None, :], other=0)
    if DOT_176:
        t178 = tl.reshape(tl.dot(tl.reshape(tl.where(mask_n1[None, None, None, :], t174.to(DOT_T), 0.0), [F_n1, F_n1]), tl.reshape(t175.to(DOT_T), [F_n1, T_c2]), input_precision=PRECISION), [T_c0, T_c1, F_n1, T_c2])
    elif DOT_177:
        t178 = tl.reshape(tl.dot(tl.reshape(tl.where(mask_n1[None, None, None, :], t174.to(DOT_T), 0.0), [T_c0 * T_c1, F_n1, F_n1]), tl.reshape(t175.to(DOT_T), [T_c0 * T_c1, F_n1, T_c2]), input_precision=PRECISION), [T_c0, T_c1, F_n1, T_c2])
    else:
        t178 = tl.sum(tl.where(offs_n1[None, None, None, :] == 0, tl.where(mask_n1[None, None, None, :], t174, 0.0), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n1[None, None, :, None] == 0, t175.to(tl.float32), 0.0), axis=2, keep_dims=True) + tl.sum(tl.where(offs_n1[None, None, None, :] == 1, tl.where(mask_n1[None, None, None, :], t174, 0.0), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n1[None, None, :, None] == 1, t175.to(tl.float32), 0.0), axis=2, keep_dims=True) + tl.sum(tl.where(offs_n1[None, None, None, :] == 2, tl.where(mask_n1[None, None, None, :], t174, 0.0), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n1[None, None, :, None] == 2, t175.to(tl.float32), 0.0), axis=2, keep_dims=True) + tl.sum(tl.where(offs_n1[None, None, None, :] == 3, tl.where(mask_n1[None, None, None, :], t174, 0.0), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n1[None, None, :, None] == 3, t175.to(tl.float32), 0.0), axis=2, keep_dims=True)
    t179 = t74 + t178
    tl.store(buf180_ptr + offs_c0[:, None, None, None] * buf180_s0 + offs_c1[None, :, None, None] * buf180_s1 + offs_n1[None, None, :, None] * buf180_s2 + offs_c2[None, None, None, :] * buf180_s3, _rne_bf16(t179) if ROUND else t179, mask=mask_c0[:, None, None, None] & mask_c1[None, :, None, None] & mask_n1[None, None, :, None] & mask_c2[None, None, None, :])


@triton.jit
def kernel_2(m1_ptr, m1_s0, m1_s1, m1_s2, m188_ptr, m188_s1, m188_s2, m195_ptr, m195_s2, m210_ptr, m210_s1, m210_s2, m217_ptr, m217_s2, buf180_ptr, buf180_s0, buf180_s1, buf180_s2, buf180_s3, m228_ptr, m228_s1, m228_s2, m238_ptr, m238_s1, m238_s2, m246_ptr, m246_s2, m246_s3, buf338_ptr, buf338_s0, buf338_s1, buf338_s2, buf338_s3, E_c0, E_c1, E_c2, E_c4, E_n0, E_n1, E_n3, DOT_192: tl.constexpr, DOT_214: tl.constexpr, DOT_233: tl.constexpr, DOT_242: tl.constexpr, DOT_334: tl.constexpr, DOT_335: tl.constexpr, DOT_T: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n3: tl.constexpr, ONCE_c4: tl.constexpr, PRECISION: tl.constexpr, ROUND: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr, T_c4: tl.constexpr):
    # writes buf338: Combine over grid x.0@0[2], grid x.1@1[32], grid x_1.3@3[16]
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
    offs_n3 = tl.arange(0, F_n3)
    mask_n3 = offs_n3 < E_n3
    t181 = tl.load(m1_ptr + offs_c0[:, None, None] * m1_s0 + offs_c1[None, :, None] * m1_s1 + offs_n0[None, None, :] * m1_s2, mask=mask_c0[:, None, None] & mask_c1[None, :, None] & mask_n0[None, None, :], other=0)
    t182 = t181.to(tl.float32)
    t183 = (t182) * (t182)
    t184 = tl.sum(tl.where(mask_n0[None, None, :], t183, 0.0), axis=2, keep_dims=True)
    t185 = t184 + 6.4e-05
    t186 = tl.rsqrt(t185)
    t187 = (t182) * (t186)
    t191 = tl.load(m188_ptr + offs_n0[None, :, None] * m188_s1 + offs_n1[None, None, :] * m188_s2, mask=mask_n0[None, :, None] & mask_n1[None, None, :], other=0)
    if DOT_192:
        t193 = tl.reshape(tl.dot(tl.reshape(tl.where(mask_n0[None, None, :], t187.to(DOT_T), 0.0), [T_c0 * T_c1, F_n0]), tl.reshape(t191.to(DOT_T), [F_n0, F_n1]), input_precision=PRECISION), [T_c0, T_c1, F_n1])
    else:
        t193 = tl.sum(tl.expand_dims(tl.where(mask_n0[None, None, :], t187, 0.0), 3) * tl.expand_dims(t191.to(tl.float32), 1), axis=2)
    t194 = (t193) * (0.8)
    t198 = tl.load(m195_ptr + offs_n1[None, None, :] * m195_s2, mask=mask_n1[None, None, :], other=0)
    t199 = t198.to(tl.float32)
    t200 = t194 + t199
    t201 = tl.reshape(t200, [T_c0, T_c1, F_n1, 1])
    t202 = 1.0 / (1.0 + tl.exp(-(t201)))
    t203 = (t202) * (2.0)
    t204 = t181.to(tl.float32)
    t205 = (t204) * (t204)
    t206 = tl.sum(tl.where(mask_n0[None, None, :], t205, 0.0), axis=2, keep_dims=True)
    t207 = t206 + 6.4e-05
    t208 = tl.rsqrt(t207)
    t209 = (t204) * (t208)
    t213 = tl.load(m210_ptr + offs_n0[None, :, None] * m210_s1 + offs_n1[None, None, :] * m210_s2, mask=mask_n0[None, :, None] & mask_n1[None, None, :], other=0)
    if DOT_214:
        t215 = tl.reshape(tl.dot(tl.reshape(tl.where(mask_n0[None, None, :], t209.to(DOT_T), 0.0), [T_c0 * T_c1, F_n0]), tl.reshape(t213.to(DOT_T), [F_n0, F_n1]), input_precision=PRECISION), [T_c0, T_c1, F_n1])
    else:
        t215 = tl.sum(tl.expand_dims(tl.where(mask_n0[None, None, :], t209, 0.0), 3) * tl.expand_dims(t213.to(tl.float32), 1), axis=2)
    t216 = (t215) * (0.8)
    t220 = tl.load(m217_ptr + offs_n1[None, None, :] * m217_s2, mask=mask_n1[None, None, :], other=0)
    t221 = t220.to(tl.float32)
    t222 = t216 + t221
    t223 = tl.reshape(t222, [T_c0, T_c1, 1, F_n1])
    t224 = 1.0 / (1.0 + tl.exp(-(t223)))
    acc235 = tl.full([T_c0, T_c1, T_c2], 0.0, tl.float32)

    for i_c4 in range(0, 1 if ONCE_c4 else tl.cdiv(E_c4, T_c4)):
        offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)
        mask_c4 = offs_c4 < E_c4

        t225 = tl.load(buf180_ptr + offs_c0[:, None, None, None] * buf180_s0 + offs_c1[None, :, None, None] * buf180_s1 + offs_n1[None, None, :, None] * buf180_s2 + offs_c4[None, None, None, :] * buf180_s3, mask=mask_c0[:, None, None, None] & mask_c1[None, :, None, None] & mask_n1[None, None, :, None] & mask_c4[None, None, None, :], other=0)
        t226 = tl.sum(tl.where(offs_n1[None, None, None, :] == 0, tl.where(mask_n1[None, None, None, :], t224, 0.0), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n1[None, None, :, None] == 0, t225.to(tl.float32), 0.0), axis=2, keep_dims=True) + tl.sum(tl.where(offs_n1[None, None, None, :] == 1, tl.where(mask_n1[None, None, None, :], t224, 0.0), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n1[None, None, :, None] == 1, t225.to(tl.float32), 0.0), axis=2, keep_dims=True) + tl.sum(tl.where(offs_n1[None, None, None, :] == 2, tl.where(mask_n1[None, None, None, :], t224, 0.0), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n1[None, None, :, None] == 2, t225.to(tl.float32), 0.0), axis=2, keep_dims=True) + tl.sum(tl.where(offs_n1[None, None, None, :] == 3, tl.where(mask_n1[None, None, None, :], t224, 0.0), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n1[None, None, :, None] == 3, t225.to(tl.float32), 0.0), axis=2, keep_dims=True)
        t227 = tl.reshape(t226, [T_c0, T_c1, T_c4])
        t232 = tl.load(m228_ptr + offs_c4[None, :, None] * m228_s1 + offs_c2[None, None, :] * m228_s2, mask=mask_c4[None, :, None] & mask_c2[None, None, :], other=0)
        if DOT_233:
            t234 = tl.reshape(tl.dot(tl.reshape(tl.where(mask_c4[None, None, :], t227.to(DOT_T), 0.0), [T_c0 * T_c1, T_c4]), tl.reshape(t232.to(DOT_T), [T_c4, T_c2]), input_precision=PRECISION), [T_c0, T_c1, T_c2])
        else:
            t234 = tl.sum(tl.expand_dims(tl.where(mask_c4[None, None, :], t227, 0.0), 3) * tl.expand_dims(t232.to(tl.float32), 1), axis=2)
        acc235 = acc235 + t234
    t236 = tl.reshape(acc235, [T_c0, T_c1, 1, T_c2])
    t237 = (t203) * (t236)
    t241 = tl.load(m238_ptr + offs_n0[None, :, None] * m238_s1 + offs_n3[None, None, :] * m238_s2, mask=mask_n0[None, :, None] & mask_n3[None, None, :], other=0)
    if DOT_242:
        t243 = tl.reshape(tl.dot(tl.reshape(tl.where(mask_n0[None, None, :], t187.to(DOT_T), 0.0), [T_c0 * T_c1, F_n0]), tl.reshape(t241.to(DOT_T), [F_n0, F_n3]), input_precision=PRECISION), [T_c0, T_c1, F_n3])
    else:
        t243 = tl.sum(tl.expand_dims(tl.where(mask_n0[None, None, :], t187, 0.0), 3) * tl.expand_dims(t241.to(tl.float32), 1), axis=2)
    t244 = tl.reshape(t243, [T_c0, T_c1, F_n1, F_n1])
    t245 = (t244) * (0.8)
    t249 = tl.load(m246_ptr + offs_n1[None, None, :, None] * m246_s2 + offs_n1[None, None, None, :] * m246_s3, mask=mask_n1[None, None, :, None] & mask_n1[None, None, None, :], other=0)
    t250 = t249.to(tl.float32)
    t251 = t245 + t250
    t252 = tl.exp(t251)
    t253 = tl.sum(tl.where(mask_n1[None, None, None, :], t252, 0.0), axis=3, keep_dims=True)
    t254 = (t252) / (t253)
    t255 = tl.sum(tl.where(mask_n1[None, None, :, None], t254, 0.0), axis=2, keep_dims=True)
    t256 = (t254) / (t255)
    t257 = tl.sum(tl.where(mask_n1[None, None, None, :], t256, 0.0), axis=3, keep_dims=True)
    t258 = (t256) / (t257)
    t259 = tl.sum(tl.where(mask_n1[None, None, :, None], t258, 0.0), axis=2, keep_dims=True)
    t260 = (t258) / (t259)
    t261 = tl.sum(tl.where(mask_n1[None, None, None, :], t260, 0.0), axis=3, keep_dims=True)
    t262 = (t260) / (t261)
    t263 = tl.sum(tl.where(mask_n1[None, None, :, None], t262, 0.0), axis=2, keep_dims=True)
    t264 = (t262) / (t263)
    t265 = tl.sum(tl.where(mask_n1[None, None, None, :], t264, 0.0), axis=3, keep_dims=True)
    t266 = (t264) / (t265)
    t267 = tl.sum(tl.where(mask_n1[None, None, :, None], t266, 0.0), axis=2, keep_dims=True)
    t268 = (t266) / (t267)
    t269 = tl.sum(tl.where(mask_n1[None, None, None, :], t268, 0.0), axis=3, keep_dims=True)
    t270 = (t268) / (t269)
    t271 = tl.sum(tl.where(mask_n1[None, None, :, None], t270, 0.0), axis=2, keep_dims=True)
    t272 = (t270) / (t271)
    t273 = tl.sum(tl.where(mask_n1[None, None, None, :], t272, 0.0), axis=3, keep_dims=True)
    t274 = (t272) / (t273)
    t275 = tl.sum(tl.where(mask_n1[None, None, :, None], t274, 0.0), axis=2, keep_dims=True)
    t276 = (t274) / (t275)
    t277 = tl.sum(tl.where(mask_n1[None, None, None, :], t276, 0.0), axis=3, keep_dims=True)
    t278 = (t276) / (t277)
    t279 = tl.sum(tl.where(mask_n1[None, None, :, None], t278, 0.0), axis=2, keep_dims=True)
    t280 = (t278) / (t279)
    t281 = tl.sum(tl.where(mask_n1[None, None, None, :], t280, 0.0), axis=3, keep_dims=True)
    t282 = (t280) / (t281)
    t283 = tl.sum(tl.where(mask_n1[None, None, :, None], t282, 0.0), axis=2, keep_dims=True)
    t284 = (t282) / (t283)
    t285 = tl.sum(tl.where(mask_n1[None, None, None, :], t284, 0.0), axis=3, keep_dims=True)
    t286 = (t284) / (t285)
    t287 = tl.sum(tl.where(mask_n1[None, None, :, None], t286, 0.0), axis=2, keep_dims=True)
    t288 = (t286) / (t287)
    t289 = tl.sum(tl.where(mask_n1[None, None, None, :], t288, 0.0), axis=3, keep_dims=True)
    t290 = (t288) / (t289)
    t291 = tl.sum(tl.where(mask_n1[None, None, :, None], t290, 0.0), axis=2, keep_dims=True)
    t292 = (t290) / (t291)
    t293 = tl.sum(tl.where(mask_n1[None, None, None, :], t292, 0.0), axis=3, keep_dims=True)
    t294 = (t292) / (t293)
    t295 = tl.sum(tl.where(mask_n1[None, None, :, None], t294, 0.0), axis=2, keep_dims=True)
    t296 = (t294) / (t295)
    t297 = tl.sum(tl.where(mask_n1[None, None, None, :], t296, 0.0), axis=3, keep_dims=True)
    t298 = (t296) / (t297)
    t299 = tl.sum(tl.where(mask_n1[None, None, :, None], t298, 0.0), axis=2, keep_dims=True)
    t300 = (t298) / (t299)
    t301 = tl.sum(tl.where(mask_n1[None, None, None, :], t300, 0.0), axis=3, keep_dims=True)
    t302 = (t300) / (t301)
    t303 = tl.sum(tl.where(mask_n1[None, None, :, None], t302, 0.0), axis=2, keep_dims=True)
    t304 = (t302) / (t303)
    t305 = tl.sum(tl.where(mask_n1[None, None, None, :], t304, 0.0), axis=3, keep_dims=True)
    t306 = (t304) / (t305)
    t307 = tl.sum(tl.where(mask_n1[None, None, :, None], t306, 0.0), axis=2, keep_dims=True)
    t308 = (t306) / (t307)
    t309 = tl.sum(tl.where(mask_n1[None, None, None, :], t308, 0.0), axis=3, keep_dims=True)
    t310 = (t308) / (t309)
    t311 = tl.sum(tl.where(mask_n1[None, None, :, None], t310, 0.0), axis=2, keep_dims=True)
    t312 = (t310) / (t311)
    t313 = tl.sum(tl.where(mask_n1[None, None, None, :], t312, 0.0), axis=3, keep_dims=True)
    t314 = (t312) / (t313)
    t315 = tl.sum(tl.where(mask_n1[None, None, :, None], t314, 0.0), axis=2, keep_dims=True)
    t316 = (t314) / (t315)
    t317 = tl.sum(tl.where(mask_n1[None, None, None, :], t316, 0.0), axis=3, keep_dims=True)
    t318 = (t316) / (t317)
    t319 = tl.sum(tl.where(mask_n1[None, None, :, None], t318, 0.0), axis=2, keep_dims=True)
    t320 = (t318) / (t319)
    t321 = tl.sum(tl.where(mask_n1[None, None, None, :], t320, 0.0), axis=3, keep_dims=True)
    t322 = (t320) / (t321)
    t323 = tl.sum(tl.where(mask_n1[None, None, :, None], t322, 0.0), axis=2, keep_dims=True)
    t324 = (t322) / (t323)
    t325 = tl.sum(tl.where(mask_n1[None, None, None, :], t324, 0.0), axis=3, keep_dims=True)
    t326 = (t324) / (t325)
    t327 = tl.sum(tl.where(mask_n1[None, None, :, None], t326, 0.0), axis=2, keep_dims=True)
    t328 = (t326) / (t327)
    t329 = tl.sum(tl.where(mask_n1[None, None, None, :], t328, 0.0), axis=3, keep_dims=True)
    t330 = (t328) / (t329)
    t331 = tl.sum(tl.where(mask_n1[None, None, :, None], t330, 0.0), axis=2, keep_dims=True)
    t332 = (t330) / (t331)
    t333 = tl.load(buf180_ptr + offs_c0[:, None, None, None] * buf180_s0 + offs_c1[None, :, None, None] * buf180_s1 + offs_n1[None, None, :, None] * buf180_s2 + offs_c2[None, None, None, :] * buf180_s3, mask=mask_c0[:, None, None, None] & mask_c1[None, :, None, None] & mask_n1[None, None, :, None] & mask_c2[None, None, None, :], other=0)
    if DOT_334:
        t336 = tl.reshape(tl.dot(tl.reshape(tl.where(mask_n1[None, None, None, :], t332.to(DOT_T), 0.0), [F_n1, F_n1]), tl.reshape(t333.to(DOT_T), [F_n1, T_c2]), input_precision=PRECISION), [T_c0, T_c1, F_n1, T_c2])
    elif DOT_335:
        t336 = tl.reshape(tl.dot(tl.reshape(tl.where(mask_n1[None, None, None, :], t332.to(DOT_T), 0.0), [T_c0 * T_c1, F_n1, F_n1]), tl.reshape(t333.to(DOT_T), [T_c0 * T_c1, F_n1, T_c2]), input_precision=PRECISION), [T_c0, T_c1, F_n1, T_c2])
    else:
        t336 = tl.sum(tl.where(offs_n1[None, None, None, :] == 0, tl.where(mask_n1[None, None, None, :], t332, 0.0), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n1[None, None, :, None] == 0, t333.to(tl.float32), 0.0), axis=2, keep_dims=True) + tl.sum(tl.where(offs_n1[None, None, None, :] == 1, tl.where(mask_n1[None, None, None, :], t332, 0.0), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n1[None, None, :, None] == 1, t333.to(tl.float32), 0.0), axis=2, keep_dims=True) + tl.sum(tl.where(offs_n1[None, None, None, :] == 2, tl.where(mask_n1[None, None, None, :], t332, 0.0), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n1[None, None, :, None] == 2, t333.to(tl.float32), 0.0), axis=2, keep_dims=True) + tl.sum(tl.where(offs_n1[None, None, None, :] == 3, tl.where(mask_n1[None, None, None, :], t332, 0.0), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n1[None, None, :, None] == 3, t333.to(tl.float32), 0.0), axis=2, keep_dims=True)
    t337 = t237 + t336
    tl.store(buf338_ptr + offs_c0[:, None, None, None] * buf338_s0 + offs_c1[None, :, None, None] * buf338_s1 + offs_n1[None, None, :, None] * buf338_s2 + offs_c2[None, None, None, :] * buf338_s3, _rne_bf16(t337) if ROUND else t337, mask=mask_c0[:, None, None, None] & mask_c1[None, :, None, None] & mask_n1[None, None, :, None] & mask_c2[None, None, None, :])


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
        "buf71": torch.empty([2, 32, 16], dtype=dtype, device=device),
        "buf180": torch.empty([2, 32, 4, 16], dtype=dtype, device=device),
        "buf338": torch.empty([2, 32, 4, 16], dtype=dtype, device=device),
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
    m25 = inputs['b_post']
    m24 = m25.narrow(0, 0, 1)
    m23 = m24.reshape([4])
    m22 = m23.reshape([1, 1, 4])
    m37 = inputs['phi_pre']
    m36 = m37.narrow(0, 0, 1)
    m35 = m36.reshape([64, 4])
    m34 = m35.reshape([1, 64, 4])
    m54 = inputs['b_pre']
    m53 = m54.narrow(0, 0, 1)
    m52 = m53.reshape([4])
    m51 = m52.reshape([1, 1, 4])
    m67 = inputs['w_layer']
    m66 = m67.narrow(0, 0, 1)
    m65 = m66.reshape([16, 16])
    m64 = m65.permute([1, 0])
    m63 = m64.reshape([1, 16, 16])
    buf71 = buffers["buf71"]
    kernel_0[(_cdiv(32, T['kernel_0.c1']),)](m2_ptr=m2, m2_s0=m2.stride(0), m2_s1=m2.stride(1), m2_s2=m2.stride(2), m34_ptr=m34, m34_s1=m34.stride(1), m34_s2=m34.stride(2), m51_ptr=m51, m51_s2=m51.stride(2), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), m63_ptr=m63, m63_s1=m63.stride(1), m63_s2=m63.stride(2), buf71_ptr=buf71, buf71_s0=buf71.stride(0), buf71_s1=buf71.stride(1), buf71_s2=buf71.stride(2), E_c1=32, E_c3=64, E_n1=4, E_n2=2, E_n3=16, DOT_39=(_pow2(2) * T['kernel_0.c1']) >= 16 and (T['kernel_0.c3']) >= 16 and (_pow2(4)) >= 16, DOT_69=(_pow2(2) * T['kernel_0.c1']) >= 16 and (_pow2(16)) >= 16 and (_pow2(16)) >= 16, DOT_T=_DOT_T, F_n1=_pow2(4), F_n2=_pow2(2), F_n3=_pow2(16), ONCE_c3=T['kernel_0.c3'] >= 64, PRECISION=_PRECISION, ROUND=_ROUND, T_c1=T['kernel_0.c1'], T_c3=T['kernel_0.c3'], num_warps=num_warps, num_stages=num_stages)
    m32 = buf71.reshape([2, 32, 1, 16])
    m79 = inputs['phi_res']
    m78 = m79.narrow(0, 0, 1)
    m77 = m78.reshape([64, 16])
    m76 = m77.reshape([1, 64, 16])
    m90 = inputs['b_res']
    m89 = m90.narrow(0, 0, 1)
    m88 = m89.reshape([4, 4])
    m87 = m88.reshape([1, 1, 4, 4])
    buf180 = buffers["buf180"]
    kernel_1[(_cdiv(2, T['kernel_1.c0']) * _cdiv(32, T['kernel_1.c1']) * _cdiv(16, T['kernel_1.c2']),)](m2_ptr=m2, m2_s0=m2.stride(0), m2_s1=m2.stride(1), m2_s2=m2.stride(2), m5_ptr=m5, m5_s1=m5.stride(1), m5_s2=m5.stride(2), m22_ptr=m22, m22_s2=m22.stride(2), m32_ptr=m32, m32_s0=m32.stride(0), m32_s1=m32.stride(1), m32_s3=m32.stride(3), m76_ptr=m76, m76_s1=m76.stride(1), m76_s2=m76.stride(2), m87_ptr=m87, m87_s2=m87.stride(2), m87_s3=m87.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), buf180_ptr=buf180, buf180_s0=buf180.stride(0), buf180_s1=buf180.stride(1), buf180_s2=buf180.stride(2), buf180_s3=buf180.stride(3), E_c0=2, E_c1=32, E_c2=16, E_c3=64, E_n1=4, E_n3=16, DOT_10=(T['kernel_1.c0'] * T['kernel_1.c1']) >= 16 and (T['kernel_1.c3']) >= 16 and (_pow2(4)) >= 16, DOT_176=(_pow2(4)) >= 16 and (_pow2(4)) >= 16 and (T['kernel_1.c2']) >= 16 and (T['kernel_1.c0']) == 1 and (T['kernel_1.c1']) == 1, DOT_177=(_pow2(4)) >= 16 and (_pow2(4)) >= 16 and (T['kernel_1.c2']) >= 16, DOT_81=(T['kernel_1.c0'] * T['kernel_1.c1']) >= 16 and (T['kernel_1.c3']) >= 16 and (_pow2(16)) >= 16, DOT_T=_DOT_T, F_n1=_pow2(4), F_n3=_pow2(16), ONCE_c3=T['kernel_1.c3'] >= 64, PRECISION=_PRECISION, ROUND=_ROUND, T_c0=T['kernel_1.c0'], T_c1=T['kernel_1.c1'], T_c2=T['kernel_1.c2'], T_c3=T['kernel_1.c3'], num_warps=num_warps, num_stages=num_stages)
    m1 = buf180.reshape([2, 32, 64])
    m190 = m8.narrow(0, 1, 1)
    m189 = m190.reshape([64, 4])
    m188 = m189.reshape([1, 64, 4])
    m197 = m25.narrow(0, 1, 1)
    m196 = m197.reshape([4])
    m195 = m196.reshape([1, 1, 4])
    m212 = m37.narrow(0, 1, 1)
    m211 = m212.reshape([64, 4])
    m210 = m211.reshape([1, 64, 4])
    m219 = m54.narrow(0, 1, 1)
    m218 = m219.reshape([4])
    m217 = m218.reshape([1, 1, 4])
    m231 = m67.narrow(0, 1, 1)
    m230 = m231.reshape([16, 16])
    m229 = m230.permute([1, 0])
    m228 = m229.reshape([1, 16, 16])
    m240 = m79.narrow(0, 1, 1)
    m239 = m240.reshape([64, 16])
    m238 = m239.reshape([1, 64, 16])
    m248 = m90.narrow(0, 1, 1)
    m247 = m248.reshape([4, 4])
    m246 = m247.reshape([1, 1, 4, 4])
    buf338 = buffers["buf338"]
    kernel_2[(_cdiv(2, T['kernel_2.c0']) * _cdiv(32, T['kernel_2.c1']) * _cdiv(16, T['kernel_2.c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m188_ptr=m188, m188_s1=m188.stride(1), m188_s2=m188.stride(2), m195_ptr=m195, m195_s2=m195.stride(2), m210_ptr=m210, m210_s1=m210.stride(1), m210_s2=m210.stride(2), m217_ptr=m217, m217_s2=m217.stride(2), buf180_ptr=buf180, buf180_s0=buf180.stride(0), buf180_s1=buf180.stride(1), buf180_s2=buf180.stride(2), buf180_s3=buf180.stride(3), m228_ptr=m228, m228_s1=m228.stride(1), m228_s2=m228.stride(2), m238_ptr=m238, m238_s1=m238.stride(1), m238_s2=m238.stride(2), m246_ptr=m246, m246_s2=m246.stride(2), m246_s3=m246.stride(3), buf338_ptr=buf338, buf338_s0=buf338.stride(0), buf338_s1=buf338.stride(1), buf338_s2=buf338.stride(2), buf338_s3=buf338.stride(3), E_c0=2, E_c1=32, E_c2=16, E_c4=16, E_n0=64, E_n1=4, E_n3=16, DOT_192=(T['kernel_2.c0'] * T['kernel_2.c1']) >= 16 and (_pow2(64)) >= 16 and (_pow2(4)) >= 16, DOT_214=(T['kernel_2.c0'] * T['kernel_2.c1']) >= 16 and (_pow2(64)) >= 16 and (_pow2(4)) >= 16, DOT_233=(T['kernel_2.c0'] * T['kernel_2.c1']) >= 16 and (T['c4']) >= 16 and (T['kernel_2.c2']) >= 16, DOT_242=(T['kernel_2.c0'] * T['kernel_2.c1']) >= 16 and (_pow2(64)) >= 16 and (_pow2(16)) >= 16, DOT_334=(_pow2(4)) >= 16 and (_pow2(4)) >= 16 and (T['kernel_2.c2']) >= 16 and (T['kernel_2.c0']) == 1 and (T['kernel_2.c1']) == 1, DOT_335=(_pow2(4)) >= 16 and (_pow2(4)) >= 16 and (T['kernel_2.c2']) >= 16, DOT_T=_DOT_T, F_n0=_pow2(64), F_n1=_pow2(4), F_n3=_pow2(16), ONCE_c4=T['c4'] >= 16, PRECISION=_PRECISION, ROUND=_ROUND, T_c0=T['kernel_2.c0'], T_c1=T['kernel_2.c1'], T_c2=T['kernel_2.c2'], T_c4=T['c4'], num_warps=num_warps, num_stages=num_stages)
    result = buf338
    return result.to(dtype) if result.is_floating_point() else result


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
