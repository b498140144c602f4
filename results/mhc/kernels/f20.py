"""mhc [small], candidate 20: 3 kernel(s)

Rendered by EqiForge from candidate 20 of mhc [small]: grid() loop(x_1.3[16]: sum) {loop(x.2[64]: sum)} ; grid(x.0@0, x.1@1, x_1.3@3) loop(x.2[64]: sum) loop(x.2[64]: sum) [3 mm] | grid(x.0@0, x.1@1, x_1.3@3) loop(x_1.3[16]: sum) [6 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.0@0[2]
    c1: grid x.1@1[32]
    c2: grid x_1.3@3[16]
    c3: loop x.2[64]
    c4: loop x_1.3[16]

Run it on its own: `python kernels/f20.py` checks it once against PyTorch on random inputs.
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
DEFAULT_TILES = {"kernel_1.c0": 1, "kernel_2.c0": 1, "kernel_1.c1": 1, "kernel_2.c1": 1, "kernel_1.c2": 8, "kernel_2.c2": 8, "kernel_0.c3": 16, "kernel_1.c3": 64, "kernel_0.c4": 8, "kernel_2.c4": 8}
NUM_WARPS, NUM_STAGES = 4, 3
# the largest useful tile size of each coordinate: its extent rounded up to a power of two, at least 16 (tensor cores)
TILE_LIMITS = {"kernel_1.c0": 16, "kernel_2.c0": 16, "kernel_1.c1": 32, "kernel_2.c1": 32, "kernel_1.c2": 16, "kernel_2.c2": 16, "kernel_0.c3": 64, "kernel_1.c3": 64, "kernel_0.c4": 16, "kernel_2.c4": 16}


@triton.jit
def _rne_bf16(x):
    """fp32 rounded to the nearest bf16 (ties to even), still fp32: storing it is then exact, where the interpreter's
    own bf16 store truncates (a GPU rounds to nearest)."""
    bits = x.to(tl.uint32, bitcast=True)
    return ((bits + 0x7FFF + ((bits >> 16) & 1)) & 0xFFFF0000).to(tl.float32, bitcast=True)


@triton.jit
def kernel_0(m2_ptr, m2_s0, m2_s1, m2_s2, m33_ptr, m33_s1, m33_s2, m49_ptr, m49_s2, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, m61_ptr, m61_s1, m61_s2, buf70_ptr, buf70_s0, buf70_s1, buf70_s2, E_c3, E_c4, E_n0, E_n1, E_n2, E_n3, E_n4, DOT_38: tl.constexpr, DOT_67: tl.constexpr, DOT_T: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, F_n4: tl.constexpr, ONCE_c3: tl.constexpr, ONCE_c4: tl.constexpr, PRECISION: tl.constexpr, ROUND: tl.constexpr, T_c3: tl.constexpr, T_c4: tl.constexpr):
    # writes buf70: PReduce over one instance
    offs_n2 = tl.arange(0, F_n2)
    mask_n2 = offs_n2 < E_n2
    offs_n3 = tl.arange(0, F_n3)
    mask_n3 = offs_n3 < E_n3
    offs_n1 = tl.arange(0, F_n1)
    mask_n1 = offs_n1 < E_n1
    offs_n0 = tl.arange(0, F_n0)
    mask_n0 = offs_n0 < E_n0
    offs_n4 = tl.arange(0, F_n4)
    mask_n4 = offs_n4 < E_n4
    acc40 = tl.full([F_n2, F_n3, F_n1], 0.0, tl.float32)

    for i_c3 in range(0, 1 if ONCE_c3 else tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
        mask_c3 = offs_c3 < E_c3

        t32 = tl.load(m2_ptr + offs_n2[:, None, None] * m2_s0 + offs_n3[None, :, None] * m2_s1 + offs_c3[None, None, :] * m2_s2, mask=mask_n2[:, None, None] & mask_n3[None, :, None] & mask_c3[None, None, :], other=0)
        t37 = tl.load(m33_ptr + offs_c3[None, :, None] * m33_s1 + offs_n1[None, None, :] * m33_s2, mask=mask_c3[None, :, None] & mask_n1[None, None, :], other=0)
        if DOT_38:
            t39 = tl.reshape(tl.dot(tl.reshape(t32.to(DOT_T), [F_n2 * F_n3, T_c3]), tl.reshape(t37.to(DOT_T), [T_c3, F_n1]), input_precision=PRECISION), [F_n2, F_n3, F_n1])
        else:
            t39 = tl.sum(tl.expand_dims(t32.to(tl.float32), 3) * tl.expand_dims(t37.to(tl.float32), 1), axis=2)
        acc40 = acc40 + t39
    t41 = tl.load(m2_ptr + offs_n2[:, None, None] * m2_s0 + offs_n3[None, :, None] * m2_s1 + offs_n0[None, None, :] * m2_s2, mask=mask_n2[:, None, None] & mask_n3[None, :, None] & mask_n0[None, None, :], other=0)
    t42 = t41.to(tl.float32)
    t43 = (t42) * (t42)
    t44 = tl.sum(tl.where(mask_n0[None, None, :], t43, 0.0), axis=2, keep_dims=True)
    t45 = t44 + 6.4e-05
    t46 = tl.rsqrt(t45)
    t47 = (acc40) * (t46)
    t48 = (t47) * (0.8)
    t53 = tl.load(m49_ptr + offs_n1[None, None, :] * m49_s2, mask=mask_n1[None, None, :], other=0)
    t54 = t53.to(tl.float32)
    t55 = t48 + t54
    t56 = tl.reshape(t55, [F_n2, F_n3, 1, F_n1])
    t57 = 1.0 / (1.0 + tl.exp(-(t56)))
    acc69 = tl.full([F_n2, F_n3, F_n4], 0.0, tl.float32)

    for i_c4 in range(0, 1 if ONCE_c4 else tl.cdiv(E_c4, T_c4)):
        offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)
        mask_c4 = offs_c4 < E_c4

        t58 = tl.load(m3_ptr + offs_n2[:, None, None, None] * m3_s0 + offs_n3[None, :, None, None] * m3_s1 + offs_n1[None, None, :, None] * m3_s2 + offs_c4[None, None, None, :] * m3_s3, mask=mask_n2[:, None, None, None] & mask_n3[None, :, None, None] & mask_n1[None, None, :, None] & mask_c4[None, None, None, :], other=0)
        t59 = tl.sum(tl.where(offs_n1[None, None, None, :] == 0, tl.where(mask_n1[None, None, None, :], t57, 0.0), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n1[None, None, :, None] == 0, t58.to(tl.float32), 0.0), axis=2, keep_dims=True) + tl.sum(tl.where(offs_n1[None, None, None, :] == 1, tl.where(mask_n1[None, None, None, :], t57, 0.0), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n1[None, None, :, None] == 1, t58.to(tl.float32), 0.0), axis=2, keep_dims=True) + tl.sum(tl.where(offs_n1[None, None, None, :] == 2, tl.where(mask_n1[None, None, None, :], t57, 0.0), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n1[None, None, :, None] == 2, t58.to(tl.float32), 0.0), axis=2, keep_dims=True) + tl.sum(tl.where(offs_n1[None, None, None, :] == 3, tl.where(mask_n1[None, None, None, :], t57, 0.0), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n1[None, None, :, None] == 3, t58.to(tl.float32), 0.0), axis=2, keep_dims=True)
        t60 = tl.reshape(t59, [F_n2, F_n3, T_c4])
        t66 = tl.load(m61_ptr + offs_c4[None, :, None] * m61_s1 + offs_n4[None, None, :] * m61_s2, mask=mask_c4[None, :, None] & mask_n4[None, None, :], other=0)
        if DOT_67:
            t68 = tl.reshape(tl.dot(tl.reshape(tl.where(mask_c4[None, None, :], t60.to(DOT_T), 0.0), [F_n2 * F_n3, T_c4]), tl.reshape(t66.to(DOT_T), [T_c4, F_n4]), input_precision=PRECISION), [F_n2, F_n3, F_n4])
        else:
            t68 = tl.sum(tl.expand_dims(tl.where(mask_c4[None, None, :], t60, 0.0), 3) * tl.expand_dims(t66.to(tl.float32), 1), axis=2)
        acc69 = acc69 + t68
    tl.store(buf70_ptr + offs_n2[:, None, None] * buf70_s0 + offs_n3[None, :, None] * buf70_s1 + offs_n4[None, None, :] * buf70_s2, _rne_bf16(acc69) if ROUND else acc69, mask=mask_n2[:, None, None] & mask_n3[None, :, None] & mask_n4[None, None, :])


@triton.jit
def kernel_1(m2_ptr, m2_s0, m2_s1, m2_s2, m5_ptr, m5_s1, m5_s2, m21_ptr, m21_s2, m31_ptr, m31_s0, m31_s1, m31_s3, m75_ptr, m75_s1, m75_s2, m86_ptr, m86_s2, m86_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, buf179_ptr, buf179_s0, buf179_s1, buf179_s2, buf179_s3, E_c0, E_c1, E_c2, E_c3, E_n0, E_n1, E_n4, DOT_10: tl.constexpr, DOT_175: tl.constexpr, DOT_176: tl.constexpr, DOT_80: tl.constexpr, DOT_T: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n4: tl.constexpr, ONCE_c3: tl.constexpr, PRECISION: tl.constexpr, ROUND: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # writes buf179: Combine over grid x.0@0[2], grid x.1@1[32], grid x_1.3@3[16]
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
    offs_n4 = tl.arange(0, F_n4)
    mask_n4 = offs_n4 < E_n4
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
    t71 = tl.load(m31_ptr + offs_c0[:, None, None, None] * m31_s0 + offs_c1[None, :, None, None] * m31_s1 + offs_c2[None, None, None, :] * m31_s3, mask=mask_c0[:, None, None, None] & mask_c1[None, :, None, None] & mask_c2[None, None, None, :], other=0)
    t72 = t71.to(tl.float32)
    t73 = (t30) * (t72)
    acc82 = tl.full([T_c0, T_c1, F_n4], 0.0, tl.float32)

    for i_c3 in range(0, 1 if ONCE_c3 else tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
        mask_c3 = offs_c3 < E_c3

        t74 = tl.load(m2_ptr + offs_c0[:, None, None] * m2_s0 + offs_c1[None, :, None] * m2_s1 + offs_c3[None, None, :] * m2_s2, mask=mask_c0[:, None, None] & mask_c1[None, :, None] & mask_c3[None, None, :], other=0)
        t79 = tl.load(m75_ptr + offs_c3[None, :, None] * m75_s1 + offs_n4[None, None, :] * m75_s2, mask=mask_c3[None, :, None] & mask_n4[None, None, :], other=0)
        if DOT_80:
            t81 = tl.reshape(tl.dot(tl.reshape(t74.to(DOT_T), [T_c0 * T_c1, T_c3]), tl.reshape(t79.to(DOT_T), [T_c3, F_n4]), input_precision=PRECISION), [T_c0, T_c1, F_n4])
        else:
            t81 = tl.sum(tl.expand_dims(t74.to(tl.float32), 3) * tl.expand_dims(t79.to(tl.float32), 1), axis=2)
        acc82 = acc82 + t81
    t83 = (acc82) * (t18)
    t84 = tl.reshape(t83, [T_c0, T_c1, F_n1, F_n1])
    t85 = (t84) * (0.8)
    t90 = tl.load(m86_ptr + offs_n1[None, None, :, None] * m86_s2 + offs_n1[None, None, None, :] * m86_s3, mask=mask_n1[None, None, :, None] & mask_n1[None, None, None, :], other=0)
    t91 = t90.to(tl.float32)
    t92 = t85 + t91
    t93 = tl.exp(t92)
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
    t170 = tl.sum(tl.where(mask_n1[None, None, None, :], t169, 0.0), axis=3, keep_dims=True)
    t171 = (t169) / (t170)
    t172 = tl.sum(tl.where(mask_n1[None, None, :, None], t171, 0.0), axis=2, keep_dims=True)
    t173 = (t171) / (t172)
    t174 = tl.load(m3_ptr + offs_c0[:, None, None, None] * m3_s0 + offs_c1[None, :, None, None] * m3_s1 + offs_n1[None, None, :, None] * m3_s2 + offs_c2[None, None, None, :] * m3_s3, mask=mask_c0[:, None, None, None] & mask_c1[None, :, None, None] & mask_n1[None, None, :, None] & mask_c2[None, None, None, :], other=0)
    if DOT_175:
        t177 = tl.reshape(tl.dot(tl.reshape(tl.where(mask_n1[None, None, None, :], t173.to(DOT_T), 0.0), [F_n1, F_n1]), tl.reshape(t174.to(DOT_T), [F_n1, T_c2]), input_precision=PRECISION), [T_c0, T_c1, F_n1, T_c2])
    elif DOT_176:
        t177 = tl.reshape(tl.dot(tl.reshape(tl.where(mask_n1[None, None, None, :], t173.to(DOT_T), 0.0), [T_c0 * T_c1, F_n1, F_n1]), tl.reshape(t174.to(DOT_T), [T_c0 * T_c1, F_n1, T_c2]), input_precision=PRECISION), [T_c0, T_c1, F_n1, T_c2])
    else:
        t177 = tl.sum(tl.where(offs_n1[None, None, None, :] == 0, tl.where(mask_n1[None, None, None, :], t173, 0.0), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n1[None, None, :, None] == 0, t174.to(tl.float32), 0.0), axis=2, keep_dims=True) + tl.sum(tl.where(offs_n1[None, None, None, :] == 1, tl.where(mask_n1[None, None, None, :], t173, 0.0), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n1[None, None, :, None] == 1, t174.to(tl.float32), 0.0), axis=2, keep_dims=True) + tl.sum(tl.where(offs_n1[None, None, None, :] == 2, tl.where(mask_n1[None, None, None, :], t173, 0.0), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n1[None, None, :, None] == 2, t174.to(tl.float32), 0.0), axis=2, keep_dims=True) + tl.sum(tl.where(offs_n1[None, None, None, :] == 3, tl.where(mask_n1[None, None, None, :], t173, 0.0), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n1[None, None, :, None] == 3, t174.to(tl.float32), 0.0), axis=2, keep_dims=True)
    t178 = t73 + t177
    tl.store(buf179_ptr + offs_c0[:, None, None, None] * buf179_s0 + offs_c1[None, :, None, None] * buf179_s1 + offs_n1[None, None, :, None] * buf179_s2 + offs_c2[None, None, None, :] * buf179_s3, _rne_bf16(t178) if ROUND else t178, mask=mask_c0[:, None, None, None] & mask_c1[None, :, None, None] & mask_n1[None, None, :, None] & mask_c2[None, None, None, :])


@triton.jit
def kernel_2(m1_ptr, m1_s0, m1_s1, m1_s2, m187_ptr, m187_s1, m187_s2, m194_ptr, m194_s2, m209_ptr, m209_s1, m209_s2, m216_ptr, m216_s2, buf179_ptr, buf179_s0, buf179_s1, buf179_s2, buf179_s3, m227_ptr, m227_s1, m227_s2, m237_ptr, m237_s1, m237_s2, m245_ptr, m245_s2, m245_s3, buf337_ptr, buf337_s0, buf337_s1, buf337_s2, buf337_s3, E_c0, E_c1, E_c2, E_c4, E_n0, E_n1, E_n4, DOT_191: tl.constexpr, DOT_213: tl.constexpr, DOT_232: tl.constexpr, DOT_241: tl.constexpr, DOT_333: tl.constexpr, DOT_334: tl.constexpr, DOT_T: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n4: tl.constexpr, ONCE_c4: tl.constexpr, PRECISION: tl.constexpr, ROUND: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr, T_c4: tl.constexpr):
    # writes buf337: Combine over grid x.0@0[2], grid x.1@1[32], grid x_1.3@3[16]
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
    offs_n4 = tl.arange(0, F_n4)
    mask_n4 = offs_n4 < E_n4
    t180 = tl.load(m1_ptr + offs_c0[:, None, None] * m1_s0 + offs_c1[None, :, None] * m1_s1 + offs_n0[None, None, :] * m1_s2, mask=mask_c0[:, None, None] & mask_c1[None, :, None] & mask_n0[None, None, :], other=0)
    t181 = t180.to(tl.float32)
    t182 = (t181) * (t181)
    t183 = tl.sum(tl.where(mask_n0[None, None, :], t182, 0.0), axis=2, keep_dims=True)
    t184 = t183 + 6.4e-05
    t185 = tl.rsqrt(t184)
    t186 = (t181) * (t185)
    t190 = tl.load(m187_ptr + offs_n0[None, :, None] * m187_s1 + offs_n1[None, None, :] * m187_s2, mask=mask_n0[None, :, None] & mask_n1[None, None, :], other=0)
    if DOT_191:
        t192 = tl.reshape(tl.dot(tl.reshape(tl.where(mask_n0[None, None, :], t186.to(DOT_T), 0.0), [T_c0 * T_c1, F_n0]), tl.reshape(t190.to(DOT_T), [F_n0, F_n1]), input_precision=PRECISION), [T_c0, T_c1, F_n1])
    else:
        t192 = tl.sum(tl.expand_dims(tl.where(mask_n0[None, None, :], t186, 0.0), 3) * tl.expand_dims(t190.to(tl.float32), 1), axis=2)
    t193 = (t192) * (0.8)
    t197 = tl.load(m194_ptr + offs_n1[None, None, :] * m194_s2, mask=mask_n1[None, None, :], other=0)
    t198 = t197.to(tl.float32)
    t199 = t193 + t198
    t200 = tl.reshape(t199, [T_c0, T_c1, F_n1, 1])
    t201 = 1.0 / (1.0 + tl.exp(-(t200)))
    t202 = (t201) * (2.0)
    t203 = t180.to(tl.float32)
    t204 = (t203) * (t203)
    t205 = tl.sum(tl.where(mask_n0[None, None, :], t204, 0.0), axis=2, keep_dims=True)
    t206 = t205 + 6.4e-05
    t207 = tl.rsqrt(t206)
    t208 = (t203) * (t207)
    t212 = tl.load(m209_ptr + offs_n0[None, :, None] * m209_s1 + offs_n1[None, None, :] * m209_s2, mask=mask_n0[None, :, None] & mask_n1[None, None, :], other=0)
    if DOT_213:
        t214 = tl.reshape(tl.dot(tl.reshape(tl.where(mask_n0[None, None, :], t208.to(DOT_T), 0.0), [T_c0 * T_c1, F_n0]), tl.reshape(t212.to(DOT_T), [F_n0, F_n1]), input_precision=PRECISION), [T_c0, T_c1, F_n1])
    else:
        t214 = tl.sum(tl.expand_dims(tl.where(mask_n0[None, None, :], t208, 0.0), 3) * tl.expand_dims(t212.to(tl.float32), 1), axis=2)
    t215 = (t214) * (0.8)
    t219 = tl.load(m216_ptr + offs_n1[None, None, :] * m216_s2, mask=mask_n1[None, None, :], other=0)
    t220 = t219.to(tl.float32)
    t221 = t215 + t220
    t222 = tl.reshape(t221, [T_c0, T_c1, 1, F_n1])
    t223 = 1.0 / (1.0 + tl.exp(-(t222)))
    acc234 = tl.full([T_c0, T_c1, T_c2], 0.0, tl.float32)

    for i_c4 in range(0, 1 if ONCE_c4 else tl.cdiv(E_c4, T_c4)):
        offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)
        mask_c4 = offs_c4 < E_c4

        t224 = tl.load(buf179_ptr + offs_c0[:, None, None, None] * buf179_s0 + offs_c1[None, :, None, None] * buf179_s1 + offs_n1[None, None, :, None] * buf179_s2 + offs_c4[None, None, None, :] * buf179_s3, mask=mask_c0[:, None, None, None] & mask_c1[None, :, None, None] & mask_n1[None, None, :, None] & mask_c4[None, None, None, :], other=0)
        t225 = tl.sum(tl.where(offs_n1[None, None, None, :] == 0, tl.where(mask_n1[None, None, None, :], t223, 0.0), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n1[None, None, :, None] == 0, t224.to(tl.float32), 0.0), axis=2, keep_dims=True) + tl.sum(tl.where(offs_n1[None, None, None, :] == 1, tl.where(mask_n1[None, None, None, :], t223, 0.0), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n1[None, None, :, None] == 1, t224.to(tl.float32), 0.0), axis=2, keep_dims=True) + tl.sum(tl.where(offs_n1[None, None, None, :] == 2, tl.where(mask_n1[None, None, None, :], t223, 0.0), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n1[None, None, :, None] == 2, t224.to(tl.float32), 0.0), axis=2, keep_dims=True) + tl.sum(tl.where(offs_n1[None, None, None, :] == 3, tl.where(mask_n1[None, None, None, :], t223, 0.0), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n1[None, None, :, None] == 3, t224.to(tl.float32), 0.0), axis=2, keep_dims=True)
        t226 = tl.reshape(t225, [T_c0, T_c1, T_c4])
        t231 = tl.load(m227_ptr + offs_c4[None, :, None] * m227_s1 + offs_c2[None, None, :] * m227_s2, mask=mask_c4[None, :, None] & mask_c2[None, None, :], other=0)
        if DOT_232:
            t233 = tl.reshape(tl.dot(tl.reshape(tl.where(mask_c4[None, None, :], t226.to(DOT_T), 0.0), [T_c0 * T_c1, T_c4]), tl.reshape(t231.to(DOT_T), [T_c4, T_c2]), input_precision=PRECISION), [T_c0, T_c1, T_c2])
        else:
            t233 = tl.sum(tl.expand_dims(tl.where(mask_c4[None, None, :], t226, 0.0), 3) * tl.expand_dims(t231.to(tl.float32), 1), axis=2)
        acc234 = acc234 + t233
    t235 = tl.reshape(acc234, [T_c0, T_c1, 1, T_c2])
    t236 = (t202) * (t235)
    t240 = tl.load(m237_ptr + offs_n0[None, :, None] * m237_s1 + offs_n4[None, None, :] * m237_s2, mask=mask_n0[None, :, None] & mask_n4[None, None, :], other=0)
    if DOT_241:
        t242 = tl.reshape(tl.dot(tl.reshape(tl.where(mask_n0[None, None, :], t186.to(DOT_T), 0.0), [T_c0 * T_c1, F_n0]), tl.reshape(t240.to(DOT_T), [F_n0, F_n4]), input_precision=PRECISION), [T_c0, T_c1, F_n4])
    else:
        t242 = tl.sum(tl.expand_dims(tl.where(mask_n0[None, None, :], t186, 0.0), 3) * tl.expand_dims(t240.to(tl.float32), 1), axis=2)
    t243 = tl.reshape(t242, [T_c0, T_c1, F_n1, F_n1])
    t244 = (t243) * (0.8)
    t248 = tl.load(m245_ptr + offs_n1[None, None, :, None] * m245_s2 + offs_n1[None, None, None, :] * m245_s3, mask=mask_n1[None, None, :, None] & mask_n1[None, None, None, :], other=0)
    t249 = t248.to(tl.float32)
    t250 = t244 + t249
    t251 = tl.exp(t250)
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
    t328 = tl.sum(tl.where(mask_n1[None, None, None, :], t327, 0.0), axis=3, keep_dims=True)
    t329 = (t327) / (t328)
    t330 = tl.sum(tl.where(mask_n1[None, None, :, None], t329, 0.0), axis=2, keep_dims=True)
    t331 = (t329) / (t330)
    t332 = tl.load(buf179_ptr + offs_c0[:, None, None, None] * buf179_s0 + offs_c1[None, :, None, None] * buf179_s1 + offs_n1[None, None, :, None] * buf179_s2 + offs_c2[None, None, None, :] * buf179_s3, mask=mask_c0[:, None, None, None] & mask_c1[None, :, None, None] & mask_n1[None, None, :, None] & mask_c2[None, None, None, :], other=0)
    if DOT_333:
        t335 = tl.reshape(tl.dot(tl.reshape(tl.where(mask_n1[None, None, None, :], t331.to(DOT_T), 0.0), [F_n1, F_n1]), tl.reshape(t332.to(DOT_T), [F_n1, T_c2]), input_precision=PRECISION), [T_c0, T_c1, F_n1, T_c2])
    elif DOT_334:
        t335 = tl.reshape(tl.dot(tl.reshape(tl.where(mask_n1[None, None, None, :], t331.to(DOT_T), 0.0), [T_c0 * T_c1, F_n1, F_n1]), tl.reshape(t332.to(DOT_T), [T_c0 * T_c1, F_n1, T_c2]), input_precision=PRECISION), [T_c0, T_c1, F_n1, T_c2])
    else:
        t335 = tl.sum(tl.where(offs_n1[None, None, None, :] == 0, tl.where(mask_n1[None, None, None, :], t331, 0.0), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n1[None, None, :, None] == 0, t332.to(tl.float32), 0.0), axis=2, keep_dims=True) + tl.sum(tl.where(offs_n1[None, None, None, :] == 1, tl.where(mask_n1[None, None, None, :], t331, 0.0), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n1[None, None, :, None] == 1, t332.to(tl.float32), 0.0), axis=2, keep_dims=True) + tl.sum(tl.where(offs_n1[None, None, None, :] == 2, tl.where(mask_n1[None, None, None, :], t331, 0.0), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n1[None, None, :, None] == 2, t332.to(tl.float32), 0.0), axis=2, keep_dims=True) + tl.sum(tl.where(offs_n1[None, None, None, :] == 3, tl.where(mask_n1[None, None, None, :], t331, 0.0), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n1[None, None, :, None] == 3, t332.to(tl.float32), 0.0), axis=2, keep_dims=True)
    t336 = t236 + t335
    tl.store(buf337_ptr + offs_c0[:, None, None, None] * buf337_s0 + offs_c1[None, :, None, None] * buf337_s1 + offs_n1[None, None, :, None] * buf337_s2 + offs_c2[None, None, None, :] * buf337_s3, _rne_bf16(t336) if ROUND else t336, mask=mask_c0[:, None, None, None] & mask_c1[None, :, None, None] & mask_n1[None, None, :, None] & mask_c2[None, None, None, :])


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
        "buf70": torch.empty([2, 32, 16], dtype=dtype, device=device),
        "buf179": torch.empty([2, 32, 4, 16], dtype=dtype, device=device),
        "buf337": torch.empty([2, 32, 4, 16], dtype=dtype, device=device),
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
    buf70 = buffers["buf70"]
    kernel_0[(1,)](m2_ptr=m2, m2_s0=m2.stride(0), m2_s1=m2.stride(1), m2_s2=m2.stride(2), m33_ptr=m33, m33_s1=m33.stride(1), m33_s2=m33.stride(2), m49_ptr=m49, m49_s2=m49.stride(2), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), m61_ptr=m61, m61_s1=m61.stride(1), m61_s2=m61.stride(2), buf70_ptr=buf70, buf70_s0=buf70.stride(0), buf70_s1=buf70.stride(1), buf70_s2=buf70.stride(2), E_c3=64, E_c4=16, E_n0=64, E_n1=4, E_n2=2, E_n3=32, E_n4=16, DOT_38=(_pow2(2) * _pow2(32)) >= 16 and (T['kernel_0.c3']) >= 16 and (_pow2(4)) >= 16, DOT_67=(_pow2(2) * _pow2(32)) >= 16 and (T['kernel_0.c4']) >= 16 and (_pow2(16)) >= 16, DOT_T=_DOT_T, F_n0=_pow2(64), F_n1=_pow2(4), F_n2=_pow2(2), F_n3=_pow2(32), F_n4=_pow2(16), ONCE_c3=T['kernel_0.c3'] >= 64, ONCE_c4=T['kernel_0.c4'] >= 16, PRECISION=_PRECISION, ROUND=_ROUND, T_c3=T['kernel_0.c3'], T_c4=T['kernel_0.c4'], num_warps=num_warps, num_stages=num_stages)
    m31 = buf70.reshape([2, 32, 1, 16])
    m78 = inputs['phi_res']
    m77 = m78.narrow(0, 0, 1)
    m76 = m77.reshape([64, 16])
    m75 = m76.reshape([1, 64, 16])
    m89 = inputs['b_res']
    m88 = m89.narrow(0, 0, 1)
    m87 = m88.reshape([4, 4])
    m86 = m87.reshape([1, 1, 4, 4])
    buf179 = buffers["buf179"]
    kernel_1[(_cdiv(2, T['kernel_1.c0']) * _cdiv(32, T['kernel_1.c1']) * _cdiv(16, T['kernel_1.c2']),)](m2_ptr=m2, m2_s0=m2.stride(0), m2_s1=m2.stride(1), m2_s2=m2.stride(2), m5_ptr=m5, m5_s1=m5.stride(1), m5_s2=m5.stride(2), m21_ptr=m21, m21_s2=m21.stride(2), m31_ptr=m31, m31_s0=m31.stride(0), m31_s1=m31.stride(1), m31_s3=m31.stride(3), m75_ptr=m75, m75_s1=m75.stride(1), m75_s2=m75.stride(2), m86_ptr=m86, m86_s2=m86.stride(2), m86_s3=m86.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), buf179_ptr=buf179, buf179_s0=buf179.stride(0), buf179_s1=buf179.stride(1), buf179_s2=buf179.stride(2), buf179_s3=buf179.stride(3), E_c0=2, E_c1=32, E_c2=16, E_c3=64, E_n0=64, E_n1=4, E_n4=16, DOT_10=(T['kernel_1.c0'] * T['kernel_1.c1']) >= 16 and (T['kernel_1.c3']) >= 16 and (_pow2(4)) >= 16, DOT_175=(_pow2(4)) >= 16 and (_pow2(4)) >= 16 and (T['kernel_1.c2']) >= 16 and (T['kernel_1.c0']) == 1 and (T['kernel_1.c1']) == 1, DOT_176=(_pow2(4)) >= 16 and (_pow2(4)) >= 16 and (T['kernel_1.c2']) >= 16, DOT_80=(T['kernel_1.c0'] * T['kernel_1.c1']) >= 16 and (T['kernel_1.c3']) >= 16 and (_pow2(16)) >= 16, DOT_T=_DOT_T, F_n0=_pow2(64), F_n1=_pow2(4), F_n4=_pow2(16), ONCE_c3=T['kernel_1.c3'] >= 64, PRECISION=_PRECISION, ROUND=_ROUND, T_c0=T['kernel_1.c0'], T_c1=T['kernel_1.c1'], T_c2=T['kernel_1.c2'], T_c3=T['kernel_1.c3'], num_warps=num_warps, num_stages=num_stages)
    m1 = buf179.reshape([2, 32, 64])
    m189 = m8.narrow(0, 1, 1)
    m188 = m189.reshape([64, 4])
    m187 = m188.reshape([1, 64, 4])
    m196 = m24.narrow(0, 1, 1)
    m195 = m196.reshape([4])
    m194 = m195.reshape([1, 1, 4])
    m211 = m36.narrow(0, 1, 1)
    m210 = m211.reshape([64, 4])
    m209 = m210.reshape([1, 64, 4])
    m218 = m52.narrow(0, 1, 1)
    m217 = m218.reshape([4])
    m216 = m217.reshape([1, 1, 4])
    m230 = m65.narrow(0, 1, 1)
    m229 = m230.reshape([16, 16])
    m228 = m229.permute([1, 0])
    m227 = m228.reshape([1, 16, 16])
    m239 = m78.narrow(0, 1, 1)
    m238 = m239.reshape([64, 16])
    m237 = m238.reshape([1, 64, 16])
    m247 = m89.narrow(0, 1, 1)
    m246 = m247.reshape([4, 4])
    m245 = m246.reshape([1, 1, 4, 4])
    buf337 = buffers["buf337"]
    kernel_2[(_cdiv(2, T['kernel_2.c0']) * _cdiv(32, T['kernel_2.c1']) * _cdiv(16, T['kernel_2.c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m187_ptr=m187, m187_s1=m187.stride(1), m187_s2=m187.stride(2), m194_ptr=m194, m194_s2=m194.stride(2), m209_ptr=m209, m209_s1=m209.stride(1), m209_s2=m209.stride(2), m216_ptr=m216, m216_s2=m216.stride(2), buf179_ptr=buf179, buf179_s0=buf179.stride(0), buf179_s1=buf179.stride(1), buf179_s2=buf179.stride(2), buf179_s3=buf179.stride(3), m227_ptr=m227, m227_s1=m227.stride(1), m227_s2=m227.stride(2), m237_ptr=m237, m237_s1=m237.stride(1), m237_s2=m237.stride(2), m245_ptr=m245, m245_s2=m245.stride(2), m245_s3=m245.stride(3), buf337_ptr=buf337, buf337_s0=buf337.stride(0), buf337_s1=buf337.stride(1), buf337_s2=buf337.stride(2), buf337_s3=buf337.stride(3), E_c0=2, E_c1=32, E_c2=16, E_c4=16, E_n0=64, E_n1=4, E_n4=16, DOT_191=(T['kernel_2.c0'] * T['kernel_2.c1']) >= 16 and (_pow2(64)) >= 16 and (_pow2(4)) >= 16, DOT_213=(T['kernel_2.c0'] * T['kernel_2.c1']) >= 16 and (_pow2(64)) >= 16 and (_pow2(4)) >= 16, DOT_232=(T['kernel_2.c0'] * T['kernel_2.c1']) >= 16 and (T['kernel_2.c4']) >= 16 and (T['kernel_2.c2']) >= 16, DOT_241=(T['kernel_2.c0'] * T['kernel_2.c1']) >= 16 and (_pow2(64)) >= 16 and (_pow2(16)) >= 16, DOT_333=(_pow2(4)) >= 16 and (_pow2(4)) >= 16 and (T['kernel_2.c2']) >= 16 and (T['kernel_2.c0']) == 1 and (T['kernel_2.c1']) == 1, DOT_334=(_pow2(4)) >= 16 and (_pow2(4)) >= 16 and (T['kernel_2.c2']) >= 16, DOT_T=_DOT_T, F_n0=_pow2(64), F_n1=_pow2(4), F_n4=_pow2(16), ONCE_c4=T['kernel_2.c4'] >= 16, PRECISION=_PRECISION, ROUND=_ROUND, T_c0=T['kernel_2.c0'], T_c1=T['kernel_2.c1'], T_c2=T['kernel_2.c2'], T_c4=T['kernel_2.c4'], num_warps=num_warps, num_stages=num_stages)
    result = buf337
    return result.to(dtype) if result.is_floating_point() else result


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
