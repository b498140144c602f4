"""mhc [small], candidate 102: 4 kernel(s)

Rendered by EqiForge from candidate 102 of mhc [small]: grid(x.0@0, x.1@1) loop(x.2[64]: sum) [3 mm] | grid(x.0@0, x.1@1, x.3@3) loop(x.3[16]: sum) [3 mm] | grid(x.0@0, x.1@1) [3 mm] | grid(x.0@0, x.1@1, x.3@3) loop(x.3[16]: sum) [3 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.0@0[2]
    c1: grid x.1@1[32]
    c2: grid x.3@3[16]
    c3: loop x.2[64]
    c4: loop x.3[16]

Run it on its own: `python kernels/f102.py` checks it once against PyTorch on random inputs.
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
DEFAULT_TILES = {"kernel_0.c0": 16, "kernel_1.c0": 16, "kernel_2.c0": 16, "kernel_3.c0": 16, "kernel_0.c1": 1, "kernel_1.c1": 1, "kernel_2.c1": 1, "kernel_3.c1": 1, "kernel_1.c2": 4, "kernel_3.c2": 4, "c3": 8, "kernel_1.c4": 16, "kernel_3.c4": 16}
NUM_WARPS, NUM_STAGES = 1, 4
# the largest useful tile size of each coordinate: its extent rounded up to a power of two, at least 16 (tensor cores)
TILE_LIMITS = {"kernel_0.c0": 16, "kernel_1.c0": 16, "kernel_2.c0": 16, "kernel_3.c0": 16, "kernel_0.c1": 32, "kernel_1.c1": 32, "kernel_2.c1": 32, "kernel_3.c1": 32, "kernel_1.c2": 16, "kernel_3.c2": 16, "c3": 64, "kernel_1.c4": 16, "kernel_3.c4": 16}


@triton.jit
def _rne_bf16(x):
    """fp32 rounded to the nearest bf16 (ties to even), still fp32: storing it is then exact, where the interpreter's
    own bf16 store truncates (a GPU rounds to nearest)."""
    bits = x.to(tl.uint32, bitcast=True)
    return ((bits + 0x7FFF + ((bits >> 16) & 1)) & 0xFFFF0000).to(tl.float32, bitcast=True)


@triton.jit
def kernel_0(m6_ptr, m6_s0, m6_s1, m6_s2, m18_ptr, m18_s1, m18_s2, m27_ptr, m27_s2, m27_s3, m116_ptr, m116_s1, m116_s2, m124_ptr, m124_s2, m136_ptr, m136_s1, m136_s2, m144_ptr, m144_s2, buf155_ptr, buf155_s0, buf155_s1, buf155_s2, E_c0, E_c1, E_c3, E_n0, E_n1, E_n2, E_n4, DOT_121: tl.constexpr, DOT_141: tl.constexpr, DOT_23: tl.constexpr, DOT_T: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, F_n4: tl.constexpr, ONCE_c3: tl.constexpr, PRECISION: tl.constexpr, ROUND: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c3: tl.constexpr):
    # writes buf155: Combine over grid x.0@0[2], grid x.1@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    mask_c0 = offs_c0 < E_c0
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    mask_c1 = offs_c1 < E_c1
    offs_n1 = tl.arange(0, F_n1)
    mask_n1 = offs_n1 < E_n1
    offs_n2 = tl.arange(0, F_n2)
    mask_n2 = offs_n2 < E_n2
    offs_n0 = tl.arange(0, F_n0)
    mask_n0 = offs_n0 < E_n0
    offs_n3 = tl.arange(0, F_n3)
    offs_n4 = tl.arange(0, F_n4)
    mask_n4 = offs_n4 < E_n4
    t8 = tl.load(m6_ptr + offs_c0[:, None, None] * m6_s0 + offs_c1[None, :, None] * m6_s1 + offs_n1[None, None, :] * m6_s2, mask=mask_c0[:, None, None] & mask_c1[None, :, None] & mask_n1[None, None, :], other=0)
    t9 = t8.to(tl.float32)
    acc14 = tl.full([T_c0, T_c1, 1], 0.0, tl.float32)

    for i_c3 in range(0, 1 if ONCE_c3 else tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
        mask_c3 = offs_c3 < E_c3

        t10 = tl.load(m6_ptr + offs_c0[:, None, None] * m6_s0 + offs_c1[None, :, None] * m6_s1 + offs_c3[None, None, :] * m6_s2, mask=mask_c0[:, None, None] & mask_c1[None, :, None] & mask_c3[None, None, :], other=0)
        t11 = t10.to(tl.float32)
        t12 = (t11) * (t11)
        t13 = tl.sum(tl.where(mask_c3[None, None, :], t12, 0.0), axis=2, keep_dims=True)
        acc14 = acc14 + t13
    t15 = acc14 + 6.4e-05
    t16 = tl.rsqrt(t15)
    t17 = (t9) * (t16)
    t22 = tl.load(m18_ptr + offs_n1[None, :, None] * m18_s1 + offs_n2[None, None, :] * m18_s2, mask=mask_n1[None, :, None] & mask_n2[None, None, :], other=0)
    if DOT_23:
        t24 = tl.reshape(tl.dot(tl.reshape(tl.where(mask_n1[None, None, :], t17.to(DOT_T), 0.0), [T_c0 * T_c1, F_n1]), tl.reshape(t22.to(DOT_T), [F_n1, F_n2]), input_precision=PRECISION), [T_c0, T_c1, F_n2])
    else:
        t24 = tl.sum(tl.expand_dims(tl.where(mask_n1[None, None, :], t17, 0.0), 3) * tl.expand_dims(t22.to(tl.float32), 1), axis=2)
    t25 = tl.reshape(t24, [T_c0, T_c1, F_n0, F_n0])
    t26 = (t25) * (0.8)
    t31 = tl.load(m27_ptr + offs_n0[None, None, :, None] * m27_s2 + offs_n0[None, None, None, :] * m27_s3, mask=mask_n0[None, None, :, None] & mask_n0[None, None, None, :], other=0)
    t32 = t31.to(tl.float32)
    t33 = t26 + t32
    t34 = tl.exp(t33)
    t35 = tl.sum(tl.where(mask_n0[None, None, None, :], t34, 0.0), axis=3, keep_dims=True)
    t36 = (t34) / (t35)
    t37 = tl.sum(tl.where(mask_n0[None, None, :, None], t36, 0.0), axis=2, keep_dims=True)
    t38 = (t36) / (t37)
    t39 = tl.sum(tl.where(mask_n0[None, None, None, :], t38, 0.0), axis=3, keep_dims=True)
    t40 = (t38) / (t39)
    t41 = tl.sum(tl.where(mask_n0[None, None, :, None], t40, 0.0), axis=2, keep_dims=True)
    t42 = (t40) / (t41)
    t43 = tl.sum(tl.where(mask_n0[None, None, None, :], t42, 0.0), axis=3, keep_dims=True)
    t44 = (t42) / (t43)
    t45 = tl.sum(tl.where(mask_n0[None, None, :, None], t44, 0.0), axis=2, keep_dims=True)
    t46 = (t44) / (t45)
    t47 = tl.sum(tl.where(mask_n0[None, None, None, :], t46, 0.0), axis=3, keep_dims=True)
    t48 = (t46) / (t47)
    t49 = tl.sum(tl.where(mask_n0[None, None, :, None], t48, 0.0), axis=2, keep_dims=True)
    t50 = (t48) / (t49)
    t51 = tl.sum(tl.where(mask_n0[None, None, None, :], t50, 0.0), axis=3, keep_dims=True)
    t52 = (t50) / (t51)
    t53 = tl.sum(tl.where(mask_n0[None, None, :, None], t52, 0.0), axis=2, keep_dims=True)
    t54 = (t52) / (t53)
    t55 = tl.sum(tl.where(mask_n0[None, None, None, :], t54, 0.0), axis=3, keep_dims=True)
    t56 = (t54) / (t55)
    t57 = tl.sum(tl.where(mask_n0[None, None, :, None], t56, 0.0), axis=2, keep_dims=True)
    t58 = (t56) / (t57)
    t59 = tl.sum(tl.where(mask_n0[None, None, None, :], t58, 0.0), axis=3, keep_dims=True)
    t60 = (t58) / (t59)
    t61 = tl.sum(tl.where(mask_n0[None, None, :, None], t60, 0.0), axis=2, keep_dims=True)
    t62 = (t60) / (t61)
    t63 = tl.sum(tl.where(mask_n0[None, None, None, :], t62, 0.0), axis=3, keep_dims=True)
    t64 = (t62) / (t63)
    t65 = tl.sum(tl.where(mask_n0[None, None, :, None], t64, 0.0), axis=2, keep_dims=True)
    t66 = (t64) / (t65)
    t67 = tl.sum(tl.where(mask_n0[None, None, None, :], t66, 0.0), axis=3, keep_dims=True)
    t68 = (t66) / (t67)
    t69 = tl.sum(tl.where(mask_n0[None, None, :, None], t68, 0.0), axis=2, keep_dims=True)
    t70 = (t68) / (t69)
    t71 = tl.sum(tl.where(mask_n0[None, None, None, :], t70, 0.0), axis=3, keep_dims=True)
    t72 = (t70) / (t71)
    t73 = tl.sum(tl.where(mask_n0[None, None, :, None], t72, 0.0), axis=2, keep_dims=True)
    t74 = (t72) / (t73)
    t75 = tl.sum(tl.where(mask_n0[None, None, None, :], t74, 0.0), axis=3, keep_dims=True)
    t76 = (t74) / (t75)
    t77 = tl.sum(tl.where(mask_n0[None, None, :, None], t76, 0.0), axis=2, keep_dims=True)
    t78 = (t76) / (t77)
    t79 = tl.sum(tl.where(mask_n0[None, None, None, :], t78, 0.0), axis=3, keep_dims=True)
    t80 = (t78) / (t79)
    t81 = tl.sum(tl.where(mask_n0[None, None, :, None], t80, 0.0), axis=2, keep_dims=True)
    t82 = (t80) / (t81)
    t83 = tl.sum(tl.where(mask_n0[None, None, None, :], t82, 0.0), axis=3, keep_dims=True)
    t84 = (t82) / (t83)
    t85 = tl.sum(tl.where(mask_n0[None, None, :, None], t84, 0.0), axis=2, keep_dims=True)
    t86 = (t84) / (t85)
    t87 = tl.sum(tl.where(mask_n0[None, None, None, :], t86, 0.0), axis=3, keep_dims=True)
    t88 = (t86) / (t87)
    t89 = tl.sum(tl.where(mask_n0[None, None, :, None], t88, 0.0), axis=2, keep_dims=True)
    t90 = (t88) / (t89)
    t91 = tl.sum(tl.where(mask_n0[None, None, None, :], t90, 0.0), axis=3, keep_dims=True)
    t92 = (t90) / (t91)
    t93 = tl.sum(tl.where(mask_n0[None, None, :, None], t92, 0.0), axis=2, keep_dims=True)
    t94 = (t92) / (t93)
    t95 = tl.sum(tl.where(mask_n0[None, None, None, :], t94, 0.0), axis=3, keep_dims=True)
    t96 = (t94) / (t95)
    t97 = tl.sum(tl.where(mask_n0[None, None, :, None], t96, 0.0), axis=2, keep_dims=True)
    t98 = (t96) / (t97)
    t99 = tl.sum(tl.where(mask_n0[None, None, None, :], t98, 0.0), axis=3, keep_dims=True)
    t100 = (t98) / (t99)
    t101 = tl.sum(tl.where(mask_n0[None, None, :, None], t100, 0.0), axis=2, keep_dims=True)
    t102 = (t100) / (t101)
    t103 = tl.sum(tl.where(mask_n0[None, None, None, :], t102, 0.0), axis=3, keep_dims=True)
    t104 = (t102) / (t103)
    t105 = tl.sum(tl.where(mask_n0[None, None, :, None], t104, 0.0), axis=2, keep_dims=True)
    t106 = (t104) / (t105)
    t107 = tl.sum(tl.where(mask_n0[None, None, None, :], t106, 0.0), axis=3, keep_dims=True)
    t108 = (t106) / (t107)
    t109 = tl.sum(tl.where(mask_n0[None, None, :, None], t108, 0.0), axis=2, keep_dims=True)
    t110 = (t108) / (t109)
    t111 = tl.sum(tl.where(mask_n0[None, None, None, :], t110, 0.0), axis=3, keep_dims=True)
    t112 = (t110) / (t111)
    t113 = tl.sum(tl.where(mask_n0[None, None, :, None], t112, 0.0), axis=2, keep_dims=True)
    t114 = (t112) / (t113)
    t115 = tl.reshape(t114, [T_c0, T_c1, F_n2])
    t120 = tl.load(m116_ptr + offs_n1[None, :, None] * m116_s1 + offs_n0[None, None, :] * m116_s2, mask=mask_n1[None, :, None] & mask_n0[None, None, :], other=0)
    if DOT_121:
        t122 = tl.reshape(tl.dot(tl.reshape(tl.where(mask_n1[None, None, :], t17.to(DOT_T), 0.0), [T_c0 * T_c1, F_n1]), tl.reshape(t120.to(DOT_T), [F_n1, F_n0]), input_precision=PRECISION), [T_c0, T_c1, F_n0])
    else:
        t122 = tl.sum(tl.expand_dims(tl.where(mask_n1[None, None, :], t17, 0.0), 3) * tl.expand_dims(t120.to(tl.float32), 1), axis=2)
    t123 = (t122) * (0.8)
    t128 = tl.load(m124_ptr + offs_n0[None, None, :] * m124_s2, mask=mask_n0[None, None, :], other=0)
    t129 = t128.to(tl.float32)
    t130 = t123 + t129
    t131 = tl.reshape(t130, [T_c0, T_c1, F_n0])
    t132 = 1.0 / (1.0 + tl.exp(-(t131)))
    t133 = (t132) * (2.0)
    i134 = offs_n3[None, None, :] + tl.zeros([T_c0, T_c1, F_n3], tl.int32)
    t135 = tl.where(i134 < 16, tl.gather(t115, tl.minimum(i134, F_n2 - 1), 2), tl.gather(t133, tl.minimum(tl.maximum(i134 - 16, 0), F_n0 - 1), 2))
    t140 = tl.load(m136_ptr + offs_n1[None, :, None] * m136_s1 + offs_n0[None, None, :] * m136_s2, mask=mask_n1[None, :, None] & mask_n0[None, None, :], other=0)
    if DOT_141:
        t142 = tl.reshape(tl.dot(tl.reshape(tl.where(mask_n1[None, None, :], t17.to(DOT_T), 0.0), [T_c0 * T_c1, F_n1]), tl.reshape(t140.to(DOT_T), [F_n1, F_n0]), input_precision=PRECISION), [T_c0, T_c1, F_n0])
    else:
        t142 = tl.sum(tl.expand_dims(tl.where(mask_n1[None, None, :], t17, 0.0), 3) * tl.expand_dims(t140.to(tl.float32), 1), axis=2)
    t143 = (t142) * (0.8)
    t148 = tl.load(m144_ptr + offs_n0[None, None, :] * m144_s2, mask=mask_n0[None, None, :], other=0)
    t149 = t148.to(tl.float32)
    t150 = t143 + t149
    t151 = tl.reshape(t150, [T_c0, T_c1, F_n0])
    t152 = 1.0 / (1.0 + tl.exp(-(t151)))
    i153 = offs_n4[None, None, :] + tl.zeros([T_c0, T_c1, F_n4], tl.int32)
    t154 = tl.where(i153 < 20, tl.gather(t135, tl.minimum(i153, F_n3 - 1), 2), tl.gather(t152, tl.minimum(tl.maximum(i153 - 20, 0), F_n0 - 1), 2))
    tl.store(buf155_ptr + offs_c0[:, None, None] * buf155_s0 + offs_c1[None, :, None] * buf155_s1 + offs_n4[None, None, :] * buf155_s2, _rne_bf16(t154) if ROUND else t154, mask=mask_c0[:, None, None] & mask_c1[None, :, None] & mask_n4[None, None, :])


@triton.jit
def kernel_1(m4_ptr, m4_s0, m4_s1, m4_s2, m4_s3, m7_ptr, m7_s0, m7_s1, m7_s2, m7_s3, m161_ptr, m161_s0, m161_s1, m161_s2, m165_ptr, m165_s0, m165_s1, m165_s3, m171_ptr, m171_s1, m171_s2, buf183_ptr, buf183_s0, buf183_s1, buf183_s2, buf183_s3, E_c0, E_c1, E_c2, E_c4, E_n0, DOT_158: tl.constexpr, DOT_159: tl.constexpr, DOT_177: tl.constexpr, DOT_T: tl.constexpr, F_n0: tl.constexpr, ONCE_c4: tl.constexpr, PRECISION: tl.constexpr, ROUND: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr, T_c4: tl.constexpr):
    # writes buf183: Combine over grid x.0@0[2], grid x.1@1[32], grid x.3@3[16]
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
    t156 = tl.load(m4_ptr + offs_c0[:, None, None, None] * m4_s0 + offs_c1[None, :, None, None] * m4_s1 + offs_n0[None, None, :, None] * m4_s2 + offs_n0[None, None, None, :] * m4_s3, mask=mask_c0[:, None, None, None] & mask_c1[None, :, None, None] & mask_n0[None, None, :, None] & mask_n0[None, None, None, :], other=0)
    t157 = tl.load(m7_ptr + offs_c0[:, None, None, None] * m7_s0 + offs_c1[None, :, None, None] * m7_s1 + offs_n0[None, None, :, None] * m7_s2 + offs_c2[None, None, None, :] * m7_s3, mask=mask_c0[:, None, None, None] & mask_c1[None, :, None, None] & mask_n0[None, None, :, None] & mask_c2[None, None, None, :], other=0)
    if DOT_158:
        t160 = tl.reshape(tl.dot(tl.reshape(t156.to(DOT_T), [F_n0, F_n0]), tl.reshape(t157.to(DOT_T), [F_n0, T_c2]), input_precision=PRECISION), [T_c0, T_c1, F_n0, T_c2])
    elif DOT_159:
        t160 = tl.reshape(tl.dot(tl.reshape(t156.to(DOT_T), [T_c0 * T_c1, F_n0, F_n0]), tl.reshape(t157.to(DOT_T), [T_c0 * T_c1, F_n0, T_c2]), input_precision=PRECISION), [T_c0, T_c1, F_n0, T_c2])
    else:
        t160 = tl.sum(tl.where(offs_n0[None, None, None, :] == 0, t156.to(tl.float32), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n0[None, None, :, None] == 0, t157.to(tl.float32), 0.0), axis=2, keep_dims=True) + tl.sum(tl.where(offs_n0[None, None, None, :] == 1, t156.to(tl.float32), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n0[None, None, :, None] == 1, t157.to(tl.float32), 0.0), axis=2, keep_dims=True) + tl.sum(tl.where(offs_n0[None, None, None, :] == 2, t156.to(tl.float32), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n0[None, None, :, None] == 2, t157.to(tl.float32), 0.0), axis=2, keep_dims=True) + tl.sum(tl.where(offs_n0[None, None, None, :] == 3, t156.to(tl.float32), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n0[None, None, :, None] == 3, t157.to(tl.float32), 0.0), axis=2, keep_dims=True)
    t163 = tl.load(m161_ptr + offs_c0[:, None, None, None] * m161_s0 + offs_c1[None, :, None, None] * m161_s1 + offs_n0[None, None, :, None] * m161_s2, mask=mask_c0[:, None, None, None] & mask_c1[None, :, None, None] & mask_n0[None, None, :, None], other=0)
    t164 = t163.to(tl.float32)
    t167 = tl.load(m165_ptr + offs_c0[:, None, None, None] * m165_s0 + offs_c1[None, :, None, None] * m165_s1 + offs_n0[None, None, None, :] * m165_s3, mask=mask_c0[:, None, None, None] & mask_c1[None, :, None, None] & mask_n0[None, None, None, :], other=0)
    acc179 = tl.full([T_c0, T_c1, T_c2], 0.0, tl.float32)

    for i_c4 in range(0, 1 if ONCE_c4 else tl.cdiv(E_c4, T_c4)):
        offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)
        mask_c4 = offs_c4 < E_c4

        t168 = tl.load(m7_ptr + offs_c0[:, None, None, None] * m7_s0 + offs_c1[None, :, None, None] * m7_s1 + offs_n0[None, None, :, None] * m7_s2 + offs_c4[None, None, None, :] * m7_s3, mask=mask_c0[:, None, None, None] & mask_c1[None, :, None, None] & mask_n0[None, None, :, None] & mask_c4[None, None, None, :], other=0)
        t169 = tl.sum(tl.where(offs_n0[None, None, None, :] == 0, t167.to(tl.float32), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n0[None, None, :, None] == 0, t168.to(tl.float32), 0.0), axis=2, keep_dims=True) + tl.sum(tl.where(offs_n0[None, None, None, :] == 1, t167.to(tl.float32), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n0[None, None, :, None] == 1, t168.to(tl.float32), 0.0), axis=2, keep_dims=True) + tl.sum(tl.where(offs_n0[None, None, None, :] == 2, t167.to(tl.float32), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n0[None, None, :, None] == 2, t168.to(tl.float32), 0.0), axis=2, keep_dims=True) + tl.sum(tl.where(offs_n0[None, None, None, :] == 3, t167.to(tl.float32), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n0[None, None, :, None] == 3, t168.to(tl.float32), 0.0), axis=2, keep_dims=True)
        t170 = tl.reshape(t169, [T_c0, T_c1, T_c4])
        t176 = tl.load(m171_ptr + offs_c4[None, :, None] * m171_s1 + offs_c2[None, None, :] * m171_s2, mask=mask_c4[None, :, None] & mask_c2[None, None, :], other=0)
        if DOT_177:
            t178 = tl.reshape(tl.dot(tl.reshape(tl.where(mask_c4[None, None, :], t170.to(DOT_T), 0.0), [T_c0 * T_c1, T_c4]), tl.reshape(t176.to(DOT_T), [T_c4, T_c2]), input_precision=PRECISION), [T_c0, T_c1, T_c2])
        else:
            t178 = tl.sum(tl.expand_dims(tl.where(mask_c4[None, None, :], t170, 0.0), 3) * tl.expand_dims(t176.to(tl.float32), 1), axis=2)
        acc179 = acc179 + t178
    t180 = tl.reshape(acc179, [T_c0, T_c1, 1, T_c2])
    t181 = (t164) * (t180)
    t182 = t160 + t181
    tl.store(buf183_ptr + offs_c0[:, None, None, None] * buf183_s0 + offs_c1[None, :, None, None] * buf183_s1 + offs_n0[None, None, :, None] * buf183_s2 + offs_c2[None, None, None, :] * buf183_s3, _rne_bf16(t182) if ROUND else t182, mask=mask_c0[:, None, None, None] & mask_c1[None, :, None, None] & mask_n0[None, None, :, None] & mask_c2[None, None, None, :])


@triton.jit
def kernel_2(m3_ptr, m3_s0, m3_s1, m3_s2, m191_ptr, m191_s1, m191_s2, m199_ptr, m199_s2, m199_s3, m287_ptr, m287_s1, m287_s2, m294_ptr, m294_s2, m305_ptr, m305_s1, m305_s2, m312_ptr, m312_s2, buf322_ptr, buf322_s0, buf322_s1, buf322_s2, E_c0, E_c1, E_n0, E_n1, E_n2, E_n4, DOT_195: tl.constexpr, DOT_291: tl.constexpr, DOT_309: tl.constexpr, DOT_T: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, F_n4: tl.constexpr, PRECISION: tl.constexpr, ROUND: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf322: Combine over grid x.0@0[2], grid x.1@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    mask_c0 = offs_c0 < E_c0
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    mask_c1 = offs_c1 < E_c1
    offs_n1 = tl.arange(0, F_n1)
    mask_n1 = offs_n1 < E_n1
    offs_n2 = tl.arange(0, F_n2)
    mask_n2 = offs_n2 < E_n2
    offs_n0 = tl.arange(0, F_n0)
    mask_n0 = offs_n0 < E_n0
    offs_n3 = tl.arange(0, F_n3)
    offs_n4 = tl.arange(0, F_n4)
    mask_n4 = offs_n4 < E_n4
    t184 = tl.load(m3_ptr + offs_c0[:, None, None] * m3_s0 + offs_c1[None, :, None] * m3_s1 + offs_n1[None, None, :] * m3_s2, mask=mask_c0[:, None, None] & mask_c1[None, :, None] & mask_n1[None, None, :], other=0)
    t185 = t184.to(tl.float32)
    t186 = (t185) * (t185)
    t187 = tl.sum(tl.where(mask_n1[None, None, :], t186, 0.0), axis=2, keep_dims=True)
    t188 = t187 + 6.4e-05
    t189 = tl.rsqrt(t188)
    t190 = (t185) * (t189)
    t194 = tl.load(m191_ptr + offs_n1[None, :, None] * m191_s1 + offs_n2[None, None, :] * m191_s2, mask=mask_n1[None, :, None] & mask_n2[None, None, :], other=0)
    if DOT_195:
        t196 = tl.reshape(tl.dot(tl.reshape(tl.where(mask_n1[None, None, :], t190.to(DOT_T), 0.0), [T_c0 * T_c1, F_n1]), tl.reshape(t194.to(DOT_T), [F_n1, F_n2]), input_precision=PRECISION), [T_c0, T_c1, F_n2])
    else:
        t196 = tl.sum(tl.expand_dims(tl.where(mask_n1[None, None, :], t190, 0.0), 3) * tl.expand_dims(t194.to(tl.float32), 1), axis=2)
    t197 = tl.reshape(t196, [T_c0, T_c1, F_n0, F_n0])
    t198 = (t197) * (0.8)
    t202 = tl.load(m199_ptr + offs_n0[None, None, :, None] * m199_s2 + offs_n0[None, None, None, :] * m199_s3, mask=mask_n0[None, None, :, None] & mask_n0[None, None, None, :], other=0)
    t203 = t202.to(tl.float32)
    t204 = t198 + t203
    t205 = tl.exp(t204)
    t206 = tl.sum(tl.where(mask_n0[None, None, None, :], t205, 0.0), axis=3, keep_dims=True)
    t207 = (t205) / (t206)
    t208 = tl.sum(tl.where(mask_n0[None, None, :, None], t207, 0.0), axis=2, keep_dims=True)
    t209 = (t207) / (t208)
    t210 = tl.sum(tl.where(mask_n0[None, None, None, :], t209, 0.0), axis=3, keep_dims=True)
    t211 = (t209) / (t210)
    t212 = tl.sum(tl.where(mask_n0[None, None, :, None], t211, 0.0), axis=2, keep_dims=True)
    t213 = (t211) / (t212)
    t214 = tl.sum(tl.where(mask_n0[None, None, None, :], t213, 0.0), axis=3, keep_dims=True)
    t215 = (t213) / (t214)
    t216 = tl.sum(tl.where(mask_n0[None, None, :, None], t215, 0.0), axis=2, keep_dims=True)
    t217 = (t215) / (t216)
    t218 = tl.sum(tl.where(mask_n0[None, None, None, :], t217, 0.0), axis=3, keep_dims=True)
    t219 = (t217) / (t218)
    t220 = tl.sum(tl.where(mask_n0[None, None, :, None], t219, 0.0), axis=2, keep_dims=True)
    t221 = (t219) / (t220)
    t222 = tl.sum(tl.where(mask_n0[None, None, None, :], t221, 0.0), axis=3, keep_dims=True)
    t223 = (t221) / (t222)
    t224 = tl.sum(tl.where(mask_n0[None, None, :, None], t223, 0.0), axis=2, keep_dims=True)
    t225 = (t223) / (t224)
    t226 = tl.sum(tl.where(mask_n0[None, None, None, :], t225, 0.0), axis=3, keep_dims=True)
    t227 = (t225) / (t226)
    t228 = tl.sum(tl.where(mask_n0[None, None, :, None], t227, 0.0), axis=2, keep_dims=True)
    t229 = (t227) / (t228)
    t230 = tl.sum(tl.where(mask_n0[None, None, None, :], t229, 0.0), axis=3, keep_dims=True)
    t231 = (t229) / (t230)
    t232 = tl.sum(tl.where(mask_n0[None, None, :, None], t231, 0.0), axis=2, keep_dims=True)
    t233 = (t231) / (t232)
    t234 = tl.sum(tl.where(mask_n0[None, None, None, :], t233, 0.0), axis=3, keep_dims=True)
    t235 = (t233) / (t234)
    t236 = tl.sum(tl.where(mask_n0[None, None, :, None], t235, 0.0), axis=2, keep_dims=True)
    t237 = (t235) / (t236)
    t238 = tl.sum(tl.where(mask_n0[None, None, None, :], t237, 0.0), axis=3, keep_dims=True)
    t239 = (t237) / (t238)
    t240 = tl.sum(tl.where(mask_n0[None, None, :, None], t239, 0.0), axis=2, keep_dims=True)
    t241 = (t239) / (t240)
    t242 = tl.sum(tl.where(mask_n0[None, None, None, :], t241, 0.0), axis=3, keep_dims=True)
    t243 = (t241) / (t242)
    t244 = tl.sum(tl.where(mask_n0[None, None, :, None], t243, 0.0), axis=2, keep_dims=True)
    t245 = (t243) / (t244)
    t246 = tl.sum(tl.where(mask_n0[None, None, None, :], t245, 0.0), axis=3, keep_dims=True)
    t247 = (t245) / (t246)
    t248 = tl.sum(tl.where(mask_n0[None, None, :, None], t247, 0.0), axis=2, keep_dims=True)
    t249 = (t247) / (t248)
    t250 = tl.sum(tl.where(mask_n0[None, None, None, :], t249, 0.0), axis=3, keep_dims=True)
    t251 = (t249) / (t250)
    t252 = tl.sum(tl.where(mask_n0[None, None, :, None], t251, 0.0), axis=2, keep_dims=True)
    t253 = (t251) / (t252)
    t254 = tl.sum(tl.where(mask_n0[None, None, None, :], t253, 0.0), axis=3, keep_dims=True)
    t255 = (t253) / (t254)
    t256 = tl.sum(tl.where(mask_n0[None, None, :, None], t255, 0.0), axis=2, keep_dims=True)
    t257 = (t255) / (t256)
    t258 = tl.sum(tl.where(mask_n0[None, None, None, :], t257, 0.0), axis=3, keep_dims=True)
    t259 = (t257) / (t258)
    t260 = tl.sum(tl.where(mask_n0[None, None, :, None], t259, 0.0), axis=2, keep_dims=True)
    t261 = (t259) / (t260)
    t262 = tl.sum(tl.where(mask_n0[None, None, None, :], t261, 0.0), axis=3, keep_dims=True)
    t263 = (t261) / (t262)
    t264 = tl.sum(tl.where(mask_n0[None, None, :, None], t263, 0.0), axis=2, keep_dims=True)
    t265 = (t263) / (t264)
    t266 = tl.sum(tl.where(mask_n0[None, None, None, :], t265, 0.0), axis=3, keep_dims=True)
    t267 = (t265) / (t266)
    t268 = tl.sum(tl.where(mask_n0[None, None, :, None], t267, 0.0), axis=2, keep_dims=True)
    t269 = (t267) / (t268)
    t270 = tl.sum(tl.where(mask_n0[None, None, None, :], t269, 0.0), axis=3, keep_dims=True)
    t271 = (t269) / (t270)
    t272 = tl.sum(tl.where(mask_n0[None, None, :, None], t271, 0.0), axis=2, keep_dims=True)
    t273 = (t271) / (t272)
    t274 = tl.sum(tl.where(mask_n0[None, None, None, :], t273, 0.0), axis=3, keep_dims=True)
    t275 = (t273) / (t274)
    t276 = tl.sum(tl.where(mask_n0[None, None, :, None], t275, 0.0), axis=2, keep_dims=True)
    t277 = (t275) / (t276)
    t278 = tl.sum(tl.where(mask_n0[None, None, None, :], t277, 0.0), axis=3, keep_dims=True)
    t279 = (t277) / (t278)
    t280 = tl.sum(tl.where(mask_n0[None, None, :, None], t279, 0.0), axis=2, keep_dims=True)
    t281 = (t279) / (t280)
    t282 = tl.sum(tl.where(mask_n0[None, None, None, :], t281, 0.0), axis=3, keep_dims=True)
    t283 = (t281) / (t282)
    t284 = tl.sum(tl.where(mask_n0[None, None, :, None], t283, 0.0), axis=2, keep_dims=True)
    t285 = (t283) / (t284)
    t286 = tl.reshape(t285, [T_c0, T_c1, F_n2])
    t290 = tl.load(m287_ptr + offs_n1[None, :, None] * m287_s1 + offs_n0[None, None, :] * m287_s2, mask=mask_n1[None, :, None] & mask_n0[None, None, :], other=0)
    if DOT_291:
        t292 = tl.reshape(tl.dot(tl.reshape(tl.where(mask_n1[None, None, :], t190.to(DOT_T), 0.0), [T_c0 * T_c1, F_n1]), tl.reshape(t290.to(DOT_T), [F_n1, F_n0]), input_precision=PRECISION), [T_c0, T_c1, F_n0])
    else:
        t292 = tl.sum(tl.expand_dims(tl.where(mask_n1[None, None, :], t190, 0.0), 3) * tl.expand_dims(t290.to(tl.float32), 1), axis=2)
    t293 = (t292) * (0.8)
    t297 = tl.load(m294_ptr + offs_n0[None, None, :] * m294_s2, mask=mask_n0[None, None, :], other=0)
    t298 = t297.to(tl.float32)
    t299 = t293 + t298
    t300 = tl.reshape(t299, [T_c0, T_c1, F_n0])
    t301 = 1.0 / (1.0 + tl.exp(-(t300)))
    t302 = (t301) * (2.0)
    i303 = offs_n3[None, None, :] + tl.zeros([T_c0, T_c1, F_n3], tl.int32)
    t304 = tl.where(i303 < 16, tl.gather(t286, tl.minimum(i303, F_n2 - 1), 2), tl.gather(t302, tl.minimum(tl.maximum(i303 - 16, 0), F_n0 - 1), 2))
    t308 = tl.load(m305_ptr + offs_n1[None, :, None] * m305_s1 + offs_n0[None, None, :] * m305_s2, mask=mask_n1[None, :, None] & mask_n0[None, None, :], other=0)
    if DOT_309:
        t310 = tl.reshape(tl.dot(tl.reshape(tl.where(mask_n1[None, None, :], t190.to(DOT_T), 0.0), [T_c0 * T_c1, F_n1]), tl.reshape(t308.to(DOT_T), [F_n1, F_n0]), input_precision=PRECISION), [T_c0, T_c1, F_n0])
    else:
        t310 = tl.sum(tl.expand_dims(tl.where(mask_n1[None, None, :], t190, 0.0), 3) * tl.expand_dims(t308.to(tl.float32), 1), axis=2)
    t311 = (t310) * (0.8)
    t315 = tl.load(m312_ptr + offs_n0[None, None, :] * m312_s2, mask=mask_n0[None, None, :], other=0)
    t316 = t315.to(tl.float32)
    t317 = t311 + t316
    t318 = tl.reshape(t317, [T_c0, T_c1, F_n0])
    t319 = 1.0 / (1.0 + tl.exp(-(t318)))
    i320 = offs_n4[None, None, :] + tl.zeros([T_c0, T_c1, F_n4], tl.int32)
    t321 = tl.where(i320 < 20, tl.gather(t304, tl.minimum(i320, F_n3 - 1), 2), tl.gather(t319, tl.minimum(tl.maximum(i320 - 20, 0), F_n0 - 1), 2))
    tl.store(buf322_ptr + offs_c0[:, None, None] * buf322_s0 + offs_c1[None, :, None] * buf322_s1 + offs_n4[None, None, :] * buf322_s2, _rne_bf16(t321) if ROUND else t321, mask=mask_c0[:, None, None] & mask_c1[None, :, None] & mask_n4[None, None, :])


@triton.jit
def kernel_3(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, buf183_ptr, buf183_s0, buf183_s1, buf183_s2, buf183_s3, m328_ptr, m328_s0, m328_s1, m328_s2, m332_ptr, m332_s0, m332_s1, m332_s3, m338_ptr, m338_s1, m338_s2, buf349_ptr, buf349_s0, buf349_s1, buf349_s2, buf349_s3, E_c0, E_c1, E_c2, E_c4, E_n0, DOT_325: tl.constexpr, DOT_326: tl.constexpr, DOT_343: tl.constexpr, DOT_T: tl.constexpr, F_n0: tl.constexpr, ONCE_c4: tl.constexpr, PRECISION: tl.constexpr, ROUND: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr, T_c4: tl.constexpr):
    # writes buf349: Combine over grid x.0@0[2], grid x.1@1[32], grid x.3@3[16]
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
    t323 = tl.load(m1_ptr + offs_c0[:, None, None, None] * m1_s0 + offs_c1[None, :, None, None] * m1_s1 + offs_n0[None, None, :, None] * m1_s2 + offs_n0[None, None, None, :] * m1_s3, mask=mask_c0[:, None, None, None] & mask_c1[None, :, None, None] & mask_n0[None, None, :, None] & mask_n0[None, None, None, :], other=0)
    t324 = tl.load(buf183_ptr + offs_c0[:, None, None, None] * buf183_s0 + offs_c1[None, :, None, None] * buf183_s1 + offs_n0[None, None, :, None] * buf183_s2 + offs_c2[None, None, None, :] * buf183_s3, mask=mask_c0[:, None, None, None] & mask_c1[None, :, None, None] & mask_n0[None, None, :, None] & mask_c2[None, None, None, :], other=0)
    if DOT_325:
        t327 = tl.reshape(tl.dot(tl.reshape(t323.to(DOT_T), [F_n0, F_n0]), tl.reshape(t324.to(DOT_T), [F_n0, T_c2]), input_precision=PRECISION), [T_c0, T_c1, F_n0, T_c2])
    elif DOT_326:
        t327 = tl.reshape(tl.dot(tl.reshape(t323.to(DOT_T), [T_c0 * T_c1, F_n0, F_n0]), tl.reshape(t324.to(DOT_T), [T_c0 * T_c1, F_n0, T_c2]), input_precision=PRECISION), [T_c0, T_c1, F_n0, T_c2])
    else:
        t327 = tl.sum(tl.where(offs_n0[None, None, None, :] == 0, t323.to(tl.float32), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n0[None, None, :, None] == 0, t324.to(tl.float32), 0.0), axis=2, keep_dims=True) + tl.sum(tl.where(offs_n0[None, None, None, :] == 1, t323.to(tl.float32), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n0[None, None, :, None] == 1, t324.to(tl.float32), 0.0), axis=2, keep_dims=True) + tl.sum(tl.where(offs_n0[None, None, None, :] == 2, t323.to(tl.float32), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n0[None, None, :, None] == 2, t324.to(tl.float32), 0.0), axis=2, keep_dims=True) + tl.sum(tl.where(offs_n0[None, None, None, :] == 3, t323.to(tl.float32), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n0[None, None, :, None] == 3, t324.to(tl.float32), 0.0), axis=2, keep_dims=True)
    t330 = tl.load(m328_ptr + offs_c0[:, None, None, None] * m328_s0 + offs_c1[None, :, None, None] * m328_s1 + offs_n0[None, None, :, None] * m328_s2, mask=mask_c0[:, None, None, None] & mask_c1[None, :, None, None] & mask_n0[None, None, :, None], other=0)
    t331 = t330.to(tl.float32)
    t334 = tl.load(m332_ptr + offs_c0[:, None, None, None] * m332_s0 + offs_c1[None, :, None, None] * m332_s1 + offs_n0[None, None, None, :] * m332_s3, mask=mask_c0[:, None, None, None] & mask_c1[None, :, None, None] & mask_n0[None, None, None, :], other=0)
    acc345 = tl.full([T_c0, T_c1, T_c2], 0.0, tl.float32)

    for i_c4 in range(0, 1 if ONCE_c4 else tl.cdiv(E_c4, T_c4)):
        offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)
        mask_c4 = offs_c4 < E_c4

        t335 = tl.load(buf183_ptr + offs_c0[:, None, None, None] * buf183_s0 + offs_c1[None, :, None, None] * buf183_s1 + offs_n0[None, None, :, None] * buf183_s2 + offs_c4[None, None, None, :] * buf183_s3, mask=mask_c0[:, None, None, None] & mask_c1[None, :, None, None] & mask_n0[None, None, :, None] & mask_c4[None, None, None, :], other=0)
        t336 = tl.sum(tl.where(offs_n0[None, None, None, :] == 0, t334.to(tl.float32), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n0[None, None, :, None] == 0, t335.to(tl.float32), 0.0), axis=2, keep_dims=True) + tl.sum(tl.where(offs_n0[None, None, None, :] == 1, t334.to(tl.float32), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n0[None, None, :, None] == 1, t335.to(tl.float32), 0.0), axis=2, keep_dims=True) + tl.sum(tl.where(offs_n0[None, None, None, :] == 2, t334.to(tl.float32), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n0[None, None, :, None] == 2, t335.to(tl.float32), 0.0), axis=2, keep_dims=True) + tl.sum(tl.where(offs_n0[None, None, None, :] == 3, t334.to(tl.float32), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n0[None, None, :, None] == 3, t335.to(tl.float32), 0.0), axis=2, keep_dims=True)
        t337 = tl.reshape(t336, [T_c0, T_c1, T_c4])
        t342 = tl.load(m338_ptr + offs_c4[None, :, None] * m338_s1 + offs_c2[None, None, :] * m338_s2, mask=mask_c4[None, :, None] & mask_c2[None, None, :], other=0)
        if DOT_343:
            t344 = tl.reshape(tl.dot(tl.reshape(tl.where(mask_c4[None, None, :], t337.to(DOT_T), 0.0), [T_c0 * T_c1, T_c4]), tl.reshape(t342.to(DOT_T), [T_c4, T_c2]), input_precision=PRECISION), [T_c0, T_c1, T_c2])
        else:
            t344 = tl.sum(tl.expand_dims(tl.where(mask_c4[None, None, :], t337, 0.0), 3) * tl.expand_dims(t342.to(tl.float32), 1), axis=2)
        acc345 = acc345 + t344
    t346 = tl.reshape(acc345, [T_c0, T_c1, 1, T_c2])
    t347 = (t331) * (t346)
    t348 = t327 + t347
    tl.store(buf349_ptr + offs_c0[:, None, None, None] * buf349_s0 + offs_c1[None, :, None, None] * buf349_s1 + offs_n0[None, None, :, None] * buf349_s2 + offs_c2[None, None, None, :] * buf349_s3, _rne_bf16(t348) if ROUND else t348, mask=mask_c0[:, None, None, None] & mask_c1[None, :, None, None] & mask_n0[None, None, :, None] & mask_c2[None, None, None, :])


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
        "buf155": torch.empty([2, 32, 24], dtype=dtype, device=device),
        "buf183": torch.empty([2, 32, 4, 16], dtype=dtype, device=device),
        "buf322": torch.empty([2, 32, 24], dtype=dtype, device=device),
        "buf349": torch.empty([2, 32, 4, 16], dtype=dtype, device=device),
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
    m7 = inputs['x']
    m6 = m7.reshape([2, 32, 64])
    m21 = inputs['phi_res']
    m20 = m21.narrow(0, 0, 1)
    m19 = m20.reshape([64, 16])
    m18 = m19.reshape([1, 64, 16])
    m30 = inputs['b_res']
    m29 = m30.narrow(0, 0, 1)
    m28 = m29.reshape([4, 4])
    m27 = m28.reshape([1, 1, 4, 4])
    m119 = inputs['phi_post']
    m118 = m119.narrow(0, 0, 1)
    m117 = m118.reshape([64, 4])
    m116 = m117.reshape([1, 64, 4])
    m127 = inputs['b_post']
    m126 = m127.narrow(0, 0, 1)
    m125 = m126.reshape([4])
    m124 = m125.reshape([1, 1, 4])
    m139 = inputs['phi_pre']
    m138 = m139.narrow(0, 0, 1)
    m137 = m138.reshape([64, 4])
    m136 = m137.reshape([1, 64, 4])
    m147 = inputs['b_pre']
    m146 = m147.narrow(0, 0, 1)
    m145 = m146.reshape([4])
    m144 = m145.reshape([1, 1, 4])
    buf155 = buffers["buf155"]
    kernel_0[(_cdiv(2, T['kernel_0.c0']) * _cdiv(32, T['kernel_0.c1']),)](m6_ptr=m6, m6_s0=m6.stride(0), m6_s1=m6.stride(1), m6_s2=m6.stride(2), m18_ptr=m18, m18_s1=m18.stride(1), m18_s2=m18.stride(2), m27_ptr=m27, m27_s2=m27.stride(2), m27_s3=m27.stride(3), m116_ptr=m116, m116_s1=m116.stride(1), m116_s2=m116.stride(2), m124_ptr=m124, m124_s2=m124.stride(2), m136_ptr=m136, m136_s1=m136.stride(1), m136_s2=m136.stride(2), m144_ptr=m144, m144_s2=m144.stride(2), buf155_ptr=buf155, buf155_s0=buf155.stride(0), buf155_s1=buf155.stride(1), buf155_s2=buf155.stride(2), E_c0=2, E_c1=32, E_c3=64, E_n0=4, E_n1=64, E_n2=16, E_n4=24, DOT_121=(T['kernel_0.c0'] * T['kernel_0.c1']) >= 16 and (_pow2(64)) >= 16 and (_pow2(4)) >= 16, DOT_141=(T['kernel_0.c0'] * T['kernel_0.c1']) >= 16 and (_pow2(64)) >= 16 and (_pow2(4)) >= 16, DOT_23=(T['kernel_0.c0'] * T['kernel_0.c1']) >= 16 and (_pow2(64)) >= 16 and (_pow2(16)) >= 16, DOT_T=_DOT_T, F_n0=_pow2(4), F_n1=_pow2(64), F_n2=_pow2(16), F_n3=_pow2(20), F_n4=_pow2(24), ONCE_c3=T['c3'] >= 64, PRECISION=_PRECISION, ROUND=_ROUND, T_c0=T['kernel_0.c0'], T_c1=T['kernel_0.c1'], T_c3=T['c3'], num_warps=num_warps, num_stages=num_stages)
    m5 = buf155.narrow(2, 0, 16)
    m4 = m5.reshape([2, 32, 4, 4])
    m162 = buf155.narrow(2, 16, 4)
    m161 = m162.reshape([2, 32, 4, 1])
    m166 = buf155.narrow(2, 20, 4)
    m165 = m166.reshape([2, 32, 1, 4])
    m175 = inputs['w_layer']
    m174 = m175.narrow(0, 0, 1)
    m173 = m174.reshape([16, 16])
    m172 = m173.permute([1, 0])
    m171 = m172.reshape([1, 16, 16])
    buf183 = buffers["buf183"]
    kernel_1[(_cdiv(2, T['kernel_1.c0']) * _cdiv(32, T['kernel_1.c1']) * _cdiv(16, T['kernel_1.c2']),)](m4_ptr=m4, m4_s0=m4.stride(0), m4_s1=m4.stride(1), m4_s2=m4.stride(2), m4_s3=m4.stride(3), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), m7_s2=m7.stride(2), m7_s3=m7.stride(3), m161_ptr=m161, m161_s0=m161.stride(0), m161_s1=m161.stride(1), m161_s2=m161.stride(2), m165_ptr=m165, m165_s0=m165.stride(0), m165_s1=m165.stride(1), m165_s3=m165.stride(3), m171_ptr=m171, m171_s1=m171.stride(1), m171_s2=m171.stride(2), buf183_ptr=buf183, buf183_s0=buf183.stride(0), buf183_s1=buf183.stride(1), buf183_s2=buf183.stride(2), buf183_s3=buf183.stride(3), E_c0=2, E_c1=32, E_c2=16, E_c4=16, E_n0=4, DOT_158=(_pow2(4)) >= 16 and (_pow2(4)) >= 16 and (T['kernel_1.c2']) >= 16 and (T['kernel_1.c0']) == 1 and (T['kernel_1.c1']) == 1, DOT_159=(_pow2(4)) >= 16 and (_pow2(4)) >= 16 and (T['kernel_1.c2']) >= 16, DOT_177=(T['kernel_1.c0'] * T['kernel_1.c1']) >= 16 and (T['kernel_1.c4']) >= 16 and (T['kernel_1.c2']) >= 16, DOT_T=_DOT_T, F_n0=_pow2(4), ONCE_c4=T['kernel_1.c4'] >= 16, PRECISION=_PRECISION, ROUND=_ROUND, T_c0=T['kernel_1.c0'], T_c1=T['kernel_1.c1'], T_c2=T['kernel_1.c2'], T_c4=T['kernel_1.c4'], num_warps=num_warps, num_stages=num_stages)
    m3 = buf183.reshape([2, 32, 64])
    m193 = m21.narrow(0, 1, 1)
    m192 = m193.reshape([64, 16])
    m191 = m192.reshape([1, 64, 16])
    m201 = m30.narrow(0, 1, 1)
    m200 = m201.reshape([4, 4])
    m199 = m200.reshape([1, 1, 4, 4])
    m289 = m119.narrow(0, 1, 1)
    m288 = m289.reshape([64, 4])
    m287 = m288.reshape([1, 64, 4])
    m296 = m127.narrow(0, 1, 1)
    m295 = m296.reshape([4])
    m294 = m295.reshape([1, 1, 4])
    m307 = m139.narrow(0, 1, 1)
    m306 = m307.reshape([64, 4])
    m305 = m306.reshape([1, 64, 4])
    m314 = m147.narrow(0, 1, 1)
    m313 = m314.reshape([4])
    m312 = m313.reshape([1, 1, 4])
    buf322 = buffers["buf322"]
    kernel_2[(_cdiv(2, T['kernel_2.c0']) * _cdiv(32, T['kernel_2.c1']),)](m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m191_ptr=m191, m191_s1=m191.stride(1), m191_s2=m191.stride(2), m199_ptr=m199, m199_s2=m199.stride(2), m199_s3=m199.stride(3), m287_ptr=m287, m287_s1=m287.stride(1), m287_s2=m287.stride(2), m294_ptr=m294, m294_s2=m294.stride(2), m305_ptr=m305, m305_s1=m305.stride(1), m305_s2=m305.stride(2), m312_ptr=m312, m312_s2=m312.stride(2), buf322_ptr=buf322, buf322_s0=buf322.stride(0), buf322_s1=buf322.stride(1), buf322_s2=buf322.stride(2), E_c0=2, E_c1=32, E_n0=4, E_n1=64, E_n2=16, E_n4=24, DOT_195=(T['kernel_2.c0'] * T['kernel_2.c1']) >= 16 and (_pow2(64)) >= 16 and (_pow2(16)) >= 16, DOT_291=(T['kernel_2.c0'] * T['kernel_2.c1']) >= 16 and (_pow2(64)) >= 16 and (_pow2(4)) >= 16, DOT_309=(T['kernel_2.c0'] * T['kernel_2.c1']) >= 16 and (_pow2(64)) >= 16 and (_pow2(4)) >= 16, DOT_T=_DOT_T, F_n0=_pow2(4), F_n1=_pow2(64), F_n2=_pow2(16), F_n3=_pow2(20), F_n4=_pow2(24), PRECISION=_PRECISION, ROUND=_ROUND, T_c0=T['kernel_2.c0'], T_c1=T['kernel_2.c1'], num_warps=num_warps, num_stages=num_stages)
    m2 = buf322.narrow(2, 0, 16)
    m1 = m2.reshape([2, 32, 4, 4])
    m329 = buf322.narrow(2, 16, 4)
    m328 = m329.reshape([2, 32, 4, 1])
    m333 = buf322.narrow(2, 20, 4)
    m332 = m333.reshape([2, 32, 1, 4])
    m341 = m175.narrow(0, 1, 1)
    m340 = m341.reshape([16, 16])
    m339 = m340.permute([1, 0])
    m338 = m339.reshape([1, 16, 16])
    buf349 = buffers["buf349"]
    kernel_3[(_cdiv(2, T['kernel_3.c0']) * _cdiv(32, T['kernel_3.c1']) * _cdiv(16, T['kernel_3.c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), buf183_ptr=buf183, buf183_s0=buf183.stride(0), buf183_s1=buf183.stride(1), buf183_s2=buf183.stride(2), buf183_s3=buf183.stride(3), m328_ptr=m328, m328_s0=m328.stride(0), m328_s1=m328.stride(1), m328_s2=m328.stride(2), m332_ptr=m332, m332_s0=m332.stride(0), m332_s1=m332.stride(1), m332_s3=m332.stride(3), m338_ptr=m338, m338_s1=m338.stride(1), m338_s2=m338.stride(2), buf349_ptr=buf349, buf349_s0=buf349.stride(0), buf349_s1=buf349.stride(1), buf349_s2=buf349.stride(2), buf349_s3=buf349.stride(3), E_c0=2, E_c1=32, E_c2=16, E_c4=16, E_n0=4, DOT_325=(_pow2(4)) >= 16 and (_pow2(4)) >= 16 and (T['kernel_3.c2']) >= 16 and (T['kernel_3.c0']) == 1 and (T['kernel_3.c1']) == 1, DOT_326=(_pow2(4)) >= 16 and (_pow2(4)) >= 16 and (T['kernel_3.c2']) >= 16, DOT_343=(T['kernel_3.c0'] * T['kernel_3.c1']) >= 16 and (T['kernel_3.c4']) >= 16 and (T['kernel_3.c2']) >= 16, DOT_T=_DOT_T, F_n0=_pow2(4), ONCE_c4=T['kernel_3.c4'] >= 16, PRECISION=_PRECISION, ROUND=_ROUND, T_c0=T['kernel_3.c0'], T_c1=T['kernel_3.c1'], T_c2=T['kernel_3.c2'], T_c4=T['kernel_3.c4'], num_warps=num_warps, num_stages=num_stages)
    result = buf349
    return result.to(dtype) if result.is_floating_point() else result


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
