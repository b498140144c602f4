"""mhc [small], candidate 59: 2 kernel(s)

Rendered by EqiForge from candidate 59 of mhc [small]: grid(x.0@0, x.1@1, x_1.3@3) loop(x_1.3[16]: sum) [6 mm] | grid(x.0@0, x.1@1, x_1.3@3) loop(x.2[64]: pair(sum, sum)) loop(x.2[64]: sum) loop(x_1.3[16]: sum) loop(x.2[64]: sum) [7 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.0@0[2]
    c1: grid x.1@1[32]
    c2: grid x_1.3@3[16]
    c3: loop x.2[64]
    c4: loop x_1.3[16]

Run it on its own: `python kernels/f59.py` checks it once against PyTorch on random inputs.
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
def kernel_0(m2_ptr, m2_s0, m2_s1, m2_s2, m11_ptr, m11_s1, m11_s2, m19_ptr, m19_s2, m35_ptr, m35_s1, m35_s2, m43_ptr, m43_s2, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, m55_ptr, m55_s1, m55_s2, m66_ptr, m66_s1, m66_s2, m75_ptr, m75_s2, m75_s3, buf168_ptr, buf168_s0, buf168_s1, buf168_s2, buf168_s3, E_c0, E_c1, E_c2, E_c4, E_n0, E_n1, E_n2, DOT_16: tl.constexpr, DOT_164: tl.constexpr, DOT_165: tl.constexpr, DOT_40: tl.constexpr, DOT_61: tl.constexpr, DOT_71: tl.constexpr, DOT_T: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, ONCE_c4: tl.constexpr, PRECISION: tl.constexpr, ROUND: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr, T_c4: tl.constexpr):
    # writes buf168: Combine over grid x.0@0[2], grid x.1@1[32], grid x_1.3@3[16]
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
    t6 = (t5) * (t5)
    t7 = tl.sum(tl.where(mask_n0[None, None, :], t6, 0.0), axis=2, keep_dims=True)
    t8 = t7 + 6.4e-05
    t9 = tl.rsqrt(t8)
    t10 = (t5) * (t9)
    t15 = tl.load(m11_ptr + offs_n0[None, :, None] * m11_s1 + offs_n1[None, None, :] * m11_s2, mask=mask_n0[None, :, None] & mask_n1[None, None, :], other=0)
    if DOT_16:
        t17 = tl.reshape(tl.dot(tl.reshape(tl.where(mask_n0[None, None, :], t10.to(DOT_T), 0.0), [T_c0 * T_c1, F_n0]), tl.reshape(t15.to(DOT_T), [F_n0, F_n1]), input_precision=PRECISION), [T_c0, T_c1, F_n1])
    else:
        t17 = tl.sum(tl.expand_dims(tl.where(mask_n0[None, None, :], t10, 0.0), 3) * tl.expand_dims(t15.to(tl.float32), 1), axis=2)
    t18 = (t17) * (0.8)
    t23 = tl.load(m19_ptr + offs_n1[None, None, :] * m19_s2, mask=mask_n1[None, None, :], other=0)
    t24 = t23.to(tl.float32)
    t25 = t18 + t24
    t26 = tl.reshape(t25, [T_c0, T_c1, F_n1, 1])
    t27 = 1.0 / (1.0 + tl.exp(-(t26)))
    t28 = (t27) * (2.0)
    t29 = t4.to(tl.float32)
    t30 = (t29) * (t29)
    t31 = tl.sum(tl.where(mask_n0[None, None, :], t30, 0.0), axis=2, keep_dims=True)
    t32 = t31 + 6.4e-05
    t33 = tl.rsqrt(t32)
    t34 = (t29) * (t33)
    t39 = tl.load(m35_ptr + offs_n0[None, :, None] * m35_s1 + offs_n1[None, None, :] * m35_s2, mask=mask_n0[None, :, None] & mask_n1[None, None, :], other=0)
    if DOT_40:
        t41 = tl.reshape(tl.dot(tl.reshape(tl.where(mask_n0[None, None, :], t34.to(DOT_T), 0.0), [T_c0 * T_c1, F_n0]), tl.reshape(t39.to(DOT_T), [F_n0, F_n1]), input_precision=PRECISION), [T_c0, T_c1, F_n1])
    else:
        t41 = tl.sum(tl.expand_dims(tl.where(mask_n0[None, None, :], t34, 0.0), 3) * tl.expand_dims(t39.to(tl.float32), 1), axis=2)
    t42 = (t41) * (0.8)
    t47 = tl.load(m43_ptr + offs_n1[None, None, :] * m43_s2, mask=mask_n1[None, None, :], other=0)
    t48 = t47.to(tl.float32)
    t49 = t42 + t48
    t50 = tl.reshape(t49, [T_c0, T_c1, 1, F_n1])
    t51 = 1.0 / (1.0 + tl.exp(-(t50)))
    acc63 = tl.full([T_c0, T_c1, T_c2], 0.0, tl.float32)

    for i_c4 in range(0, 1 if ONCE_c4 else tl.cdiv(E_c4, T_c4)):
        offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)
        mask_c4 = offs_c4 < E_c4

        t52 = tl.load(m3_ptr + offs_c0[:, None, None, None] * m3_s0 + offs_c1[None, :, None, None] * m3_s1 + offs_n1[None, None, :, None] * m3_s2 + offs_c4[None, None, None, :] * m3_s3, mask=mask_c0[:, None, None, None] & mask_c1[None, :, None, None] & mask_n1[None, None, :, None] & mask_c4[None, None, None, :], other=0)
        t53 = tl.sum(tl.where(offs_n1[None, None, None, :] == 0, tl.where(mask_n1[None, None, None, :], t51, 0.0), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n1[None, None, :, None] == 0, t52.to(tl.float32), 0.0), axis=2, keep_dims=True) + tl.sum(tl.where(offs_n1[None, None, None, :] == 1, tl.where(mask_n1[None, None, None, :], t51, 0.0), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n1[None, None, :, None] == 1, t52.to(tl.float32), 0.0), axis=2, keep_dims=True) + tl.sum(tl.where(offs_n1[None, None, None, :] == 2, tl.where(mask_n1[None, None, None, :], t51, 0.0), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n1[None, None, :, None] == 2, t52.to(tl.float32), 0.0), axis=2, keep_dims=True) + tl.sum(tl.where(offs_n1[None, None, None, :] == 3, tl.where(mask_n1[None, None, None, :], t51, 0.0), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n1[None, None, :, None] == 3, t52.to(tl.float32), 0.0), axis=2, keep_dims=True)
        t54 = tl.reshape(t53, [T_c0, T_c1, T_c4])
        t60 = tl.load(m55_ptr + offs_c4[None, :, None] * m55_s1 + offs_c2[None, None, :] * m55_s2, mask=mask_c4[None, :, None] & mask_c2[None, None, :], other=0)
        if DOT_61:
            t62 = tl.reshape(tl.dot(tl.reshape(tl.where(mask_c4[None, None, :], t54.to(DOT_T), 0.0), [T_c0 * T_c1, T_c4]), tl.reshape(t60.to(DOT_T), [T_c4, T_c2]), input_precision=PRECISION), [T_c0, T_c1, T_c2])
        else:
            t62 = tl.sum(tl.expand_dims(tl.where(mask_c4[None, None, :], t54, 0.0), 3) * tl.expand_dims(t60.to(tl.float32), 1), axis=2)
        acc63 = acc63 + t62
    t64 = tl.reshape(acc63, [T_c0, T_c1, 1, T_c2])
    t65 = (t28) * (t64)
    t70 = tl.load(m66_ptr + offs_n0[None, :, None] * m66_s1 + offs_n2[None, None, :] * m66_s2, mask=mask_n0[None, :, None] & mask_n2[None, None, :], other=0)
    if DOT_71:
        t72 = tl.reshape(tl.dot(tl.reshape(tl.where(mask_n0[None, None, :], t10.to(DOT_T), 0.0), [T_c0 * T_c1, F_n0]), tl.reshape(t70.to(DOT_T), [F_n0, F_n2]), input_precision=PRECISION), [T_c0, T_c1, F_n2])
    else:
        t72 = tl.sum(tl.expand_dims(tl.where(mask_n0[None, None, :], t10, 0.0), 3) * tl.expand_dims(t70.to(tl.float32), 1), axis=2)
    t73 = tl.reshape(t72, [T_c0, T_c1, F_n1, F_n1])
    t74 = (t73) * (0.8)
    t79 = tl.load(m75_ptr + offs_n1[None, None, :, None] * m75_s2 + offs_n1[None, None, None, :] * m75_s3, mask=mask_n1[None, None, :, None] & mask_n1[None, None, None, :], other=0)
    t80 = t79.to(tl.float32)
    t81 = t74 + t80
    t82 = tl.exp(t81)
    t83 = tl.sum(tl.where(mask_n1[None, None, None, :], t82, 0.0), axis=3, keep_dims=True)
    t84 = (t82) / (t83)
    t85 = tl.sum(tl.where(mask_n1[None, None, :, None], t84, 0.0), axis=2, keep_dims=True)
    t86 = (t84) / (t85)
    t87 = tl.sum(tl.where(mask_n1[None, None, None, :], t86, 0.0), axis=3, keep_dims=True)
    t88 = (t86) / (t87)
    t89 = tl.sum(tl.where(mask_n1[None, None, :, None], t88, 0.0), axis=2, keep_dims=True)
    t90 = (t88) / (t89)
    t91 = tl.sum(tl.where(mask_n1[None, None, None, :], t90, 0.0), axis=3, keep_dims=True)
    t92 = (t90) / (t91)
    t93 = tl.sum(tl.where(mask_n1[None, None, :, None], t92, 0.0), axis=2, keep_dims=True)
    t94 = (t92) / (t93)
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
    t163 = tl.load(m3_ptr + offs_c0[:, None, None, None] * m3_s0 + offs_c1[None, :, None, None] * m3_s1 + offs_n1[None, None, :, None] * m3_s2 + offs_c2[None, None, None, :] * m3_s3, mask=mask_c0[:, None, None, None] & mask_c1[None, :, None, None] & mask_n1[None, None, :, None] & mask_c2[None, None, None, :], other=0)
    if DOT_164:
        t166 = tl.reshape(tl.dot(tl.reshape(tl.where(mask_n1[None, None, None, :], t162.to(DOT_T), 0.0), [F_n1, F_n1]), tl.reshape(t163.to(DOT_T), [F_n1, T_c2]), input_precision=PRECISION), [T_c0, T_c1, F_n1, T_c2])
    elif DOT_165:
        t166 = tl.reshape(tl.dot(tl.reshape(tl.where(mask_n1[None, None, None, :], t162.to(DOT_T), 0.0), [T_c0 * T_c1, F_n1, F_n1]), tl.reshape(t163.to(DOT_T), [T_c0 * T_c1, F_n1, T_c2]), input_precision=PRECISION), [T_c0, T_c1, F_n1, T_c2])
    else:
        t166 = tl.sum(tl.where(offs_n1[None, None, None, :] == 0, tl.where(mask_n1[None, None, None, :], t162, 0.0), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n1[None, None, :, None] == 0, t163.to(tl.float32), 0.0), axis=2, keep_dims=True) + tl.sum(tl.where(offs_n1[None, None, None, :] == 1, tl.where(mask_n1[None, None, None, :], t162, 0.0), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n1[None, None, :, None] == 1, t163.to(tl.float32), 0.0), axis=2, keep_dims=True) + tl.sum(tl.where(offs_n1[None, None, None, :] == 2, tl.where(mask_n1[None, None, None, :], t162, 0.0), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n1[None, None, :, None] == 2, t163.to(tl.float32), 0.0), axis=2, keep_dims=True) + tl.sum(tl.where(offs_n1[None, None, None, :] == 3, tl.where(mask_n1[None, None, None, :], t162, 0.0), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n1[None, None, :, None] == 3, t163.to(tl.float32), 0.0), axis=2, keep_dims=True)
    t167 = t65 + t166
    tl.store(buf168_ptr + offs_c0[:, None, None, None] * buf168_s0 + offs_c1[None, :, None, None] * buf168_s1 + offs_n1[None, None, :, None] * buf168_s2 + offs_c2[None, None, None, :] * buf168_s3, _rne_bf16(t167) if ROUND else t167, mask=mask_c0[:, None, None, None] & mask_c1[None, :, None, None] & mask_n1[None, None, :, None] & mask_c2[None, None, None, :])


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, m1_s2, m170_ptr, m170_s1, m170_s2, m176_ptr, m176_s1, m176_s2, m193_ptr, m193_s2, m213_ptr, m213_s2, buf168_ptr, buf168_s0, buf168_s1, buf168_s2, buf168_s3, m224_ptr, m224_s1, m224_s2, m235_ptr, m235_s1, m235_s2, m245_ptr, m245_s2, m245_s3, buf337_ptr, buf337_s0, buf337_s1, buf337_s2, buf337_s3, E_c0, E_c1, E_c2, E_c3, E_c4, E_n0, E_n1, E_n2, DOT_174: tl.constexpr, DOT_180: tl.constexpr, DOT_210: tl.constexpr, DOT_229: tl.constexpr, DOT_239: tl.constexpr, DOT_333: tl.constexpr, DOT_334: tl.constexpr, DOT_T: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, ONCE_c3: tl.constexpr, ONCE_c4: tl.constexpr, PRECISION: tl.constexpr, ROUND: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr, T_c4: tl.constexpr):
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
    offs_n1 = tl.arange(0, F_n1)
    mask_n1 = offs_n1 < E_n1
    offs_n0 = tl.arange(0, F_n0)
    mask_n0 = offs_n0 < E_n0
    offs_n2 = tl.arange(0, F_n2)
    mask_n2 = offs_n2 < E_n2
    acc182 = tl.full([T_c0, T_c1, F_n1], 0.0, tl.float32)
    acc183 = tl.full([T_c0, T_c1, F_n1], 0.0, tl.float32)

    for i_c3 in range(0, 1 if ONCE_c3 else tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
        mask_c3 = offs_c3 < E_c3

        t169 = tl.load(m1_ptr + offs_c0[:, None, None] * m1_s0 + offs_c1[None, :, None] * m1_s1 + offs_c3[None, None, :] * m1_s2, mask=mask_c0[:, None, None] & mask_c1[None, :, None] & mask_c3[None, None, :], other=0)
        t173 = tl.load(m170_ptr + offs_c3[None, :, None] * m170_s1 + offs_n1[None, None, :] * m170_s2, mask=mask_c3[None, :, None] & mask_n1[None, None, :], other=0)
        if DOT_174:
            t175 = tl.reshape(tl.dot(tl.reshape(t169.to(DOT_T), [T_c0 * T_c1, T_c3]), tl.reshape(t173.to(DOT_T), [T_c3, F_n1]), input_precision=PRECISION), [T_c0, T_c1, F_n1])
        else:
            t175 = tl.sum(tl.expand_dims(t169.to(tl.float32), 3) * tl.expand_dims(t173.to(tl.float32), 1), axis=2)
        t179 = tl.load(m176_ptr + offs_c3[None, :, None] * m176_s1 + offs_n1[None, None, :] * m176_s2, mask=mask_c3[None, :, None] & mask_n1[None, None, :], other=0)
        if DOT_180:
            t181 = tl.reshape(tl.dot(tl.reshape(t169.to(DOT_T), [T_c0 * T_c1, T_c3]), tl.reshape(t179.to(DOT_T), [T_c3, F_n1]), input_precision=PRECISION), [T_c0, T_c1, F_n1])
        else:
            t181 = tl.sum(tl.expand_dims(t169.to(tl.float32), 3) * tl.expand_dims(t179.to(tl.float32), 1), axis=2)
        acc182 = acc182 + t175
        acc183 = acc183 + t181
    acc188 = tl.full([T_c0, T_c1, 1], 0.0, tl.float32)

    for i_c3 in range(0, 1 if ONCE_c3 else tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
        mask_c3 = offs_c3 < E_c3

        t184 = tl.load(m1_ptr + offs_c0[:, None, None] * m1_s0 + offs_c1[None, :, None] * m1_s1 + offs_c3[None, None, :] * m1_s2, mask=mask_c0[:, None, None] & mask_c1[None, :, None] & mask_c3[None, None, :], other=0)
        t185 = t184.to(tl.float32)
        t186 = (t185) * (t185)
        t187 = tl.sum(tl.where(mask_c3[None, None, :], t186, 0.0), axis=2, keep_dims=True)
        acc188 = acc188 + t187
    t189 = acc188 + 6.4e-05
    t190 = tl.rsqrt(t189)
    t191 = (acc182) * (t190)
    t192 = (t191) * (0.8)
    t196 = tl.load(m193_ptr + offs_n1[None, None, :] * m193_s2, mask=mask_n1[None, None, :], other=0)
    t197 = t196.to(tl.float32)
    t198 = t192 + t197
    t199 = tl.reshape(t198, [T_c0, T_c1, F_n1, 1])
    t200 = 1.0 / (1.0 + tl.exp(-(t199)))
    t201 = (t200) * (2.0)
    t202 = tl.load(m1_ptr + offs_c0[:, None, None] * m1_s0 + offs_c1[None, :, None] * m1_s1 + offs_n0[None, None, :] * m1_s2, mask=mask_c0[:, None, None] & mask_c1[None, :, None] & mask_n0[None, None, :], other=0)
    t203 = t202.to(tl.float32)
    t204 = (t203) * (t203)
    t205 = tl.sum(tl.where(mask_n0[None, None, :], t204, 0.0), axis=2, keep_dims=True)
    t206 = t205 + 6.4e-05
    t207 = tl.rsqrt(t206)
    t208 = (t203) * (t207)
    t209 = tl.load(m176_ptr + offs_n0[None, :, None] * m176_s1 + offs_n1[None, None, :] * m176_s2, mask=mask_n0[None, :, None] & mask_n1[None, None, :], other=0)
    if DOT_210:
        t211 = tl.reshape(tl.dot(tl.reshape(tl.where(mask_n0[None, None, :], t208.to(DOT_T), 0.0), [T_c0 * T_c1, F_n0]), tl.reshape(t209.to(DOT_T), [F_n0, F_n1]), input_precision=PRECISION), [T_c0, T_c1, F_n1])
    else:
        t211 = tl.sum(tl.expand_dims(tl.where(mask_n0[None, None, :], t208, 0.0), 3) * tl.expand_dims(t209.to(tl.float32), 1), axis=2)
    t212 = (t211) * (0.8)
    t216 = tl.load(m213_ptr + offs_n1[None, None, :] * m213_s2, mask=mask_n1[None, None, :], other=0)
    t217 = t216.to(tl.float32)
    t218 = t212 + t217
    t219 = tl.reshape(t218, [T_c0, T_c1, 1, F_n1])
    t220 = 1.0 / (1.0 + tl.exp(-(t219)))
    acc231 = tl.full([T_c0, T_c1, T_c2], 0.0, tl.float32)

    for i_c4 in range(0, 1 if ONCE_c4 else tl.cdiv(E_c4, T_c4)):
        offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)
        mask_c4 = offs_c4 < E_c4

        t221 = tl.load(buf168_ptr + offs_c0[:, None, None, None] * buf168_s0 + offs_c1[None, :, None, None] * buf168_s1 + offs_n1[None, None, :, None] * buf168_s2 + offs_c4[None, None, None, :] * buf168_s3, mask=mask_c0[:, None, None, None] & mask_c1[None, :, None, None] & mask_n1[None, None, :, None] & mask_c4[None, None, None, :], other=0)
        t222 = tl.sum(tl.where(offs_n1[None, None, None, :] == 0, tl.where(mask_n1[None, None, None, :], t220, 0.0), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n1[None, None, :, None] == 0, t221.to(tl.float32), 0.0), axis=2, keep_dims=True) + tl.sum(tl.where(offs_n1[None, None, None, :] == 1, tl.where(mask_n1[None, None, None, :], t220, 0.0), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n1[None, None, :, None] == 1, t221.to(tl.float32), 0.0), axis=2, keep_dims=True) + tl.sum(tl.where(offs_n1[None, None, None, :] == 2, tl.where(mask_n1[None, None, None, :], t220, 0.0), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n1[None, None, :, None] == 2, t221.to(tl.float32), 0.0), axis=2, keep_dims=True) + tl.sum(tl.where(offs_n1[None, None, None, :] == 3, tl.where(mask_n1[None, None, None, :], t220, 0.0), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n1[None, None, :, None] == 3, t221.to(tl.float32), 0.0), axis=2, keep_dims=True)
        t223 = tl.reshape(t222, [T_c0, T_c1, T_c4])
        t228 = tl.load(m224_ptr + offs_c4[None, :, None] * m224_s1 + offs_c2[None, None, :] * m224_s2, mask=mask_c4[None, :, None] & mask_c2[None, None, :], other=0)
        if DOT_229:
            t230 = tl.reshape(tl.dot(tl.reshape(tl.where(mask_c4[None, None, :], t223.to(DOT_T), 0.0), [T_c0 * T_c1, T_c4]), tl.reshape(t228.to(DOT_T), [T_c4, T_c2]), input_precision=PRECISION), [T_c0, T_c1, T_c2])
        else:
            t230 = tl.sum(tl.expand_dims(tl.where(mask_c4[None, None, :], t223, 0.0), 3) * tl.expand_dims(t228.to(tl.float32), 1), axis=2)
        acc231 = acc231 + t230
    t232 = tl.reshape(acc231, [T_c0, T_c1, 1, T_c2])
    t233 = (t201) * (t232)
    acc241 = tl.full([T_c0, T_c1, F_n2], 0.0, tl.float32)

    for i_c3 in range(0, 1 if ONCE_c3 else tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
        mask_c3 = offs_c3 < E_c3

        t234 = tl.load(m1_ptr + offs_c0[:, None, None] * m1_s0 + offs_c1[None, :, None] * m1_s1 + offs_c3[None, None, :] * m1_s2, mask=mask_c0[:, None, None] & mask_c1[None, :, None] & mask_c3[None, None, :], other=0)
        t238 = tl.load(m235_ptr + offs_c3[None, :, None] * m235_s1 + offs_n2[None, None, :] * m235_s2, mask=mask_c3[None, :, None] & mask_n2[None, None, :], other=0)
        if DOT_239:
            t240 = tl.reshape(tl.dot(tl.reshape(t234.to(DOT_T), [T_c0 * T_c1, T_c3]), tl.reshape(t238.to(DOT_T), [T_c3, F_n2]), input_precision=PRECISION), [T_c0, T_c1, F_n2])
        else:
            t240 = tl.sum(tl.expand_dims(t234.to(tl.float32), 3) * tl.expand_dims(t238.to(tl.float32), 1), axis=2)
        acc241 = acc241 + t240
    t242 = (acc241) * (t190)
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
    t332 = tl.load(buf168_ptr + offs_c0[:, None, None, None] * buf168_s0 + offs_c1[None, :, None, None] * buf168_s1 + offs_n1[None, None, :, None] * buf168_s2 + offs_c2[None, None, None, :] * buf168_s3, mask=mask_c0[:, None, None, None] & mask_c1[None, :, None, None] & mask_n1[None, None, :, None] & mask_c2[None, None, None, :], other=0)
    if DOT_333:
        t335 = tl.reshape(tl.dot(tl.reshape(tl.where(mask_n1[None, None, None, :], t331.to(DOT_T), 0.0), [F_n1, F_n1]), tl.reshape(t332.to(DOT_T), [F_n1, T_c2]), input_precision=PRECISION), [T_c0, T_c1, F_n1, T_c2])
    elif DOT_334:
        t335 = tl.reshape(tl.dot(tl.reshape(tl.where(mask_n1[None, None, None, :], t331.to(DOT_T), 0.0), [T_c0 * T_c1, F_n1, F_n1]), tl.reshape(t332.to(DOT_T), [T_c0 * T_c1, F_n1, T_c2]), input_precision=PRECISION), [T_c0, T_c1, F_n1, T_c2])
    else:
        t335 = tl.sum(tl.where(offs_n1[None, None, None, :] == 0, tl.where(mask_n1[None, None, None, :], t331, 0.0), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n1[None, None, :, None] == 0, t332.to(tl.float32), 0.0), axis=2, keep_dims=True) + tl.sum(tl.where(offs_n1[None, None, None, :] == 1, tl.where(mask_n1[None, None, None, :], t331, 0.0), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n1[None, None, :, None] == 1, t332.to(tl.float32), 0.0), axis=2, keep_dims=True) + tl.sum(tl.where(offs_n1[None, None, None, :] == 2, tl.where(mask_n1[None, None, None, :], t331, 0.0), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n1[None, None, :, None] == 2, t332.to(tl.float32), 0.0), axis=2, keep_dims=True) + tl.sum(tl.where(offs_n1[None, None, None, :] == 3, tl.where(mask_n1[None, None, None, :], t331, 0.0), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n1[None, None, :, None] == 3, t332.to(tl.float32), 0.0), axis=2, keep_dims=True)
    t336 = t233 + t335
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
        "buf168": torch.empty([2, 32, 4, 16], dtype=dtype, device=device),
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
    m14 = inputs['phi_post']
    m13 = m14.narrow(0, 0, 1)
    m12 = m13.reshape([64, 4])
    m11 = m12.reshape([1, 64, 4])
    m22 = inputs['b_post']
    m21 = m22.narrow(0, 0, 1)
    m20 = m21.reshape([4])
    m19 = m20.reshape([1, 1, 4])
    m38 = inputs['phi_pre']
    m37 = m38.narrow(0, 0, 1)
    m36 = m37.reshape([64, 4])
    m35 = m36.reshape([1, 64, 4])
    m46 = inputs['b_pre']
    m45 = m46.narrow(0, 0, 1)
    m44 = m45.reshape([4])
    m43 = m44.reshape([1, 1, 4])
    m59 = inputs['w_layer']
    m58 = m59.narrow(0, 0, 1)
    m57 = m58.reshape([16, 16])
    m56 = m57.permute([1, 0])
    m55 = m56.reshape([1, 16, 16])
    m69 = inputs['phi_res']
    m68 = m69.narrow(0, 0, 1)
    m67 = m68.reshape([64, 16])
    m66 = m67.reshape([1, 64, 16])
    m78 = inputs['b_res']
    m77 = m78.narrow(0, 0, 1)
    m76 = m77.reshape([4, 4])
    m75 = m76.reshape([1, 1, 4, 4])
    buf168 = buffers["buf168"]
    kernel_0[(_cdiv(2, T['kernel_0.c0']) * _cdiv(32, T['kernel_0.c1']) * _cdiv(16, T['kernel_0.c2']),)](m2_ptr=m2, m2_s0=m2.stride(0), m2_s1=m2.stride(1), m2_s2=m2.stride(2), m11_ptr=m11, m11_s1=m11.stride(1), m11_s2=m11.stride(2), m19_ptr=m19, m19_s2=m19.stride(2), m35_ptr=m35, m35_s1=m35.stride(1), m35_s2=m35.stride(2), m43_ptr=m43, m43_s2=m43.stride(2), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), m55_ptr=m55, m55_s1=m55.stride(1), m55_s2=m55.stride(2), m66_ptr=m66, m66_s1=m66.stride(1), m66_s2=m66.stride(2), m75_ptr=m75, m75_s2=m75.stride(2), m75_s3=m75.stride(3), buf168_ptr=buf168, buf168_s0=buf168.stride(0), buf168_s1=buf168.stride(1), buf168_s2=buf168.stride(2), buf168_s3=buf168.stride(3), E_c0=2, E_c1=32, E_c2=16, E_c4=16, E_n0=64, E_n1=4, E_n2=16, DOT_16=(T['kernel_0.c0'] * T['kernel_0.c1']) >= 16 and (_pow2(64)) >= 16 and (_pow2(4)) >= 16, DOT_164=(_pow2(4)) >= 16 and (_pow2(4)) >= 16 and (T['kernel_0.c2']) >= 16 and (T['kernel_0.c0']) == 1 and (T['kernel_0.c1']) == 1, DOT_165=(_pow2(4)) >= 16 and (_pow2(4)) >= 16 and (T['kernel_0.c2']) >= 16, DOT_40=(T['kernel_0.c0'] * T['kernel_0.c1']) >= 16 and (_pow2(64)) >= 16 and (_pow2(4)) >= 16, DOT_61=(T['kernel_0.c0'] * T['kernel_0.c1']) >= 16 and (T['kernel_0.c4']) >= 16 and (T['kernel_0.c2']) >= 16, DOT_71=(T['kernel_0.c0'] * T['kernel_0.c1']) >= 16 and (_pow2(64)) >= 16 and (_pow2(16)) >= 16, DOT_T=_DOT_T, F_n0=_pow2(64), F_n1=_pow2(4), F_n2=_pow2(16), ONCE_c4=T['kernel_0.c4'] >= 16, PRECISION=_PRECISION, ROUND=_ROUND, T_c0=T['kernel_0.c0'], T_c1=T['kernel_0.c1'], T_c2=T['kernel_0.c2'], T_c4=T['kernel_0.c4'], num_warps=num_warps, num_stages=num_stages)
    m1 = buf168.reshape([2, 32, 64])
    m172 = m14.narrow(0, 1, 1)
    m171 = m172.reshape([64, 4])
    m170 = m171.reshape([1, 64, 4])
    m178 = m38.narrow(0, 1, 1)
    m177 = m178.reshape([64, 4])
    m176 = m177.reshape([1, 64, 4])
    m195 = m22.narrow(0, 1, 1)
    m194 = m195.reshape([4])
    m193 = m194.reshape([1, 1, 4])
    m215 = m46.narrow(0, 1, 1)
    m214 = m215.reshape([4])
    m213 = m214.reshape([1, 1, 4])
    m227 = m59.narrow(0, 1, 1)
    m226 = m227.reshape([16, 16])
    m225 = m226.permute([1, 0])
    m224 = m225.reshape([1, 16, 16])
    m237 = m69.narrow(0, 1, 1)
    m236 = m237.reshape([64, 16])
    m235 = m236.reshape([1, 64, 16])
    m247 = m78.narrow(0, 1, 1)
    m246 = m247.reshape([4, 4])
    m245 = m246.reshape([1, 1, 4, 4])
    buf337 = buffers["buf337"]
    kernel_1[(_cdiv(2, T['kernel_1.c0']) * _cdiv(32, T['kernel_1.c1']) * _cdiv(16, T['kernel_1.c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m170_ptr=m170, m170_s1=m170.stride(1), m170_s2=m170.stride(2), m176_ptr=m176, m176_s1=m176.stride(1), m176_s2=m176.stride(2), m193_ptr=m193, m193_s2=m193.stride(2), m213_ptr=m213, m213_s2=m213.stride(2), buf168_ptr=buf168, buf168_s0=buf168.stride(0), buf168_s1=buf168.stride(1), buf168_s2=buf168.stride(2), buf168_s3=buf168.stride(3), m224_ptr=m224, m224_s1=m224.stride(1), m224_s2=m224.stride(2), m235_ptr=m235, m235_s1=m235.stride(1), m235_s2=m235.stride(2), m245_ptr=m245, m245_s2=m245.stride(2), m245_s3=m245.stride(3), buf337_ptr=buf337, buf337_s0=buf337.stride(0), buf337_s1=buf337.stride(1), buf337_s2=buf337.stride(2), buf337_s3=buf337.stride(3), E_c0=2, E_c1=32, E_c2=16, E_c3=64, E_c4=16, E_n0=64, E_n1=4, E_n2=16, DOT_174=(T['kernel_1.c0'] * T['kernel_1.c1']) >= 16 and (T['c3']) >= 16 and (_pow2(4)) >= 16, DOT_180=(T['kernel_1.c0'] * T['kernel_1.c1']) >= 16 and (T['c3']) >= 16 and (_pow2(4)) >= 16, DOT_210=(T['kernel_1.c0'] * T['kernel_1.c1']) >= 16 and (_pow2(64)) >= 16 and (_pow2(4)) >= 16, DOT_229=(T['kernel_1.c0'] * T['kernel_1.c1']) >= 16 and (T['kernel_1.c4']) >= 16 and (T['kernel_1.c2']) >= 16, DOT_239=(T['kernel_1.c0'] * T['kernel_1.c1']) >= 16 and (T['c3']) >= 16 and (_pow2(16)) >= 16, DOT_333=(_pow2(4)) >= 16 and (_pow2(4)) >= 16 and (T['kernel_1.c2']) >= 16 and (T['kernel_1.c0']) == 1 and (T['kernel_1.c1']) == 1, DOT_334=(_pow2(4)) >= 16 and (_pow2(4)) >= 16 and (T['kernel_1.c2']) >= 16, DOT_T=_DOT_T, F_n0=_pow2(64), F_n1=_pow2(4), F_n2=_pow2(16), ONCE_c3=T['c3'] >= 64, ONCE_c4=T['kernel_1.c4'] >= 16, PRECISION=_PRECISION, ROUND=_ROUND, T_c0=T['kernel_1.c0'], T_c1=T['kernel_1.c1'], T_c2=T['kernel_1.c2'], T_c3=T['c3'], T_c4=T['kernel_1.c4'], num_warps=num_warps, num_stages=num_stages)
    result = buf337
    return result.to(dtype) if result.is_floating_point() else result


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
