"""mhc [small], candidate 123: 8 kernel(s)

Rendered by EqiForge from candidate 123 of mhc [small]: grid(x.0@0, x.1@1) [3 mm] | grid(x.0@0, x.1@1, x.3@2) [1 mm] | grid(cut1.0@0, cut1.1@1, w_layer.2@3) loop(cut1.2[16]: sum) [1 mm] | grid(x.0@0, x.1@1, x.3@3) [1 mm] | grid(x.0@0, x.1@1) loop(x.2[64]: sum) loop(x.2[64]: sum) loop(x.2[64]: sum) [3 mm] | grid(x.0@0, x.1@1, x.3@2) [1 mm] | grid(cut1.0@0, cut1.1@1, w_layer.2@3) loop(cut1.2[16]: sum) [1 mm] | grid(x.0@0, x.1@1, x.3@3) [1 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.0@0[2]
    c1: grid x.1@1[32]
    c2: grid x.3@3[16]
    c3: loop x.2[64]
    c4: grid cut1.0@0[2]
    c5: grid cut1.1@1[32]
    c6: grid w_layer.2@3[16]
    c7: loop cut1.2[16]
    c8: grid x.3@2[16]

Run it on its own: `python kernels/f123.py` checks it once against PyTorch on random inputs.
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
DEFAULT_TILES = {"kernel_0.c0": 16, "kernel_1.c0": 16, "kernel_3.c0": 16, "kernel_4.c0": 16, "kernel_5.c0": 16, "kernel_7.c0": 16, "kernel_0.c1": 1, "kernel_1.c1": 1, "kernel_3.c1": 1, "kernel_4.c1": 1, "kernel_5.c1": 1, "kernel_7.c1": 1, "kernel_3.c2": 1, "kernel_7.c2": 1, "c3": 32, "kernel_2.c4": 16, "kernel_6.c4": 16, "kernel_2.c5": 1, "kernel_6.c5": 1, "kernel_2.c6": 2, "kernel_6.c6": 2, "kernel_2.c7": 16, "kernel_6.c7": 16, "kernel_1.c8": 1, "kernel_5.c8": 1}
NUM_WARPS, NUM_STAGES = 4, 4
# the largest useful tile size of each coordinate: its extent rounded up to a power of two, at least 16 (tensor cores)
TILE_LIMITS = {"kernel_0.c0": 16, "kernel_1.c0": 16, "kernel_3.c0": 16, "kernel_4.c0": 16, "kernel_5.c0": 16, "kernel_7.c0": 16, "kernel_0.c1": 32, "kernel_1.c1": 32, "kernel_3.c1": 32, "kernel_4.c1": 32, "kernel_5.c1": 32, "kernel_7.c1": 32, "kernel_3.c2": 16, "kernel_7.c2": 16, "c3": 64, "kernel_2.c4": 16, "kernel_6.c4": 16, "kernel_2.c5": 32, "kernel_6.c5": 32, "kernel_2.c6": 16, "kernel_6.c6": 16, "kernel_2.c7": 16, "kernel_6.c7": 16, "kernel_1.c8": 16, "kernel_5.c8": 16}


@triton.jit
def _rne_bf16(x):
    """fp32 rounded to the nearest bf16 (ties to even), still fp32: storing it is then exact, where the interpreter's
    own bf16 store truncates (a GPU rounds to nearest)."""
    bits = x.to(tl.uint32, bitcast=True)
    return ((bits + 0x7FFF + ((bits >> 16) & 1)) & 0xFFFF0000).to(tl.float32, bitcast=True)


@triton.jit
def kernel_0(m6_ptr, m6_s0, m6_s1, m6_s2, m15_ptr, m15_s1, m15_s2, m24_ptr, m24_s2, m24_s3, m113_ptr, m113_s1, m113_s2, m121_ptr, m121_s2, m133_ptr, m133_s1, m133_s2, m141_ptr, m141_s2, buf152_ptr, buf152_s0, buf152_s1, buf152_s2, E_c0, E_c1, E_n0, E_n1, E_n2, E_n4, DOT_118: tl.constexpr, DOT_138: tl.constexpr, DOT_20: tl.constexpr, DOT_T: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, F_n4: tl.constexpr, PRECISION: tl.constexpr, ROUND: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf152: Combine over grid x.0@0[2], grid x.1@1[32]
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
    t10 = (t9) * (t9)
    t11 = tl.sum(tl.where(mask_n1[None, None, :], t10, 0.0), axis=2, keep_dims=True)
    t12 = t11 + 6.4e-05
    t13 = tl.rsqrt(t12)
    t14 = (t9) * (t13)
    t19 = tl.load(m15_ptr + offs_n1[None, :, None] * m15_s1 + offs_n2[None, None, :] * m15_s2, mask=mask_n1[None, :, None] & mask_n2[None, None, :], other=0)
    if DOT_20:
        t21 = tl.reshape(tl.dot(tl.reshape(tl.where(mask_n1[None, None, :], t14.to(DOT_T), 0.0), [T_c0 * T_c1, F_n1]), tl.reshape(t19.to(DOT_T), [F_n1, F_n2]), input_precision=PRECISION), [T_c0, T_c1, F_n2])
    else:
        t21 = tl.sum(tl.expand_dims(tl.where(mask_n1[None, None, :], t14, 0.0), 3) * tl.expand_dims(t19.to(tl.float32), 1), axis=2)
    t22 = tl.reshape(t21, [T_c0, T_c1, F_n0, F_n0])
    t23 = (t22) * (0.8)
    t28 = tl.load(m24_ptr + offs_n0[None, None, :, None] * m24_s2 + offs_n0[None, None, None, :] * m24_s3, mask=mask_n0[None, None, :, None] & mask_n0[None, None, None, :], other=0)
    t29 = t28.to(tl.float32)
    t30 = t23 + t29
    t31 = tl.exp(t30)
    t32 = tl.sum(tl.where(mask_n0[None, None, None, :], t31, 0.0), axis=3, keep_dims=True)
    t33 = (t31) / (t32)
    t34 = tl.sum(tl.where(mask_n0[None, None, :, None], t33, 0.0), axis=2, keep_dims=True)
    t35 = (t33) / (t34)
    t36 = tl.sum(tl.where(mask_n0[None, None, None, :], t35, 0.0), axis=3, keep_dims=True)
    t37 = (t35) / (t36)
    t38 = tl.sum(tl.where(mask_n0[None, None, :, None], t37, 0.0), axis=2, keep_dims=True)
    t39 = (t37) / (t38)
    t40 = tl.sum(tl.where(mask_n0[None, None, None, :], t39, 0.0), axis=3, keep_dims=True)
    t41 = (t39) / (t40)
    t42 = tl.sum(tl.where(mask_n0[None, None, :, None], t41, 0.0), axis=2, keep_dims=True)
    t43 = (t41) / (t42)
    t44 = tl.sum(tl.where(mask_n0[None, None, None, :], t43, 0.0), axis=3, keep_dims=True)
    t45 = (t43) / (t44)
    t46 = tl.sum(tl.where(mask_n0[None, None, :, None], t45, 0.0), axis=2, keep_dims=True)
    t47 = (t45) / (t46)
    t48 = tl.sum(tl.where(mask_n0[None, None, None, :], t47, 0.0), axis=3, keep_dims=True)
    t49 = (t47) / (t48)
    t50 = tl.sum(tl.where(mask_n0[None, None, :, None], t49, 0.0), axis=2, keep_dims=True)
    t51 = (t49) / (t50)
    t52 = tl.sum(tl.where(mask_n0[None, None, None, :], t51, 0.0), axis=3, keep_dims=True)
    t53 = (t51) / (t52)
    t54 = tl.sum(tl.where(mask_n0[None, None, :, None], t53, 0.0), axis=2, keep_dims=True)
    t55 = (t53) / (t54)
    t56 = tl.sum(tl.where(mask_n0[None, None, None, :], t55, 0.0), axis=3, keep_dims=True)
    t57 = (t55) / (t56)
    t58 = tl.sum(tl.where(mask_n0[None, None, :, None], t57, 0.0), axis=2, keep_dims=True)
    t59 = (t57) / (t58)
    t60 = tl.sum(tl.where(mask_n0[None, None, None, :], t59, 0.0), axis=3, keep_dims=True)
    t61 = (t59) / (t60)
    t62 = tl.sum(tl.where(mask_n0[None, None, :, None], t61, 0.0), axis=2, keep_dims=True)
    t63 = (t61) / (t62)
    t64 = tl.sum(tl.where(mask_n0[None, None, None, :], t63, 0.0), axis=3, keep_dims=True)
    t65 = (t63) / (t64)
    t66 = tl.sum(tl.where(mask_n0[None, None, :, None], t65, 0.0), axis=2, keep_dims=True)
    t67 = (t65) / (t66)
    t68 = tl.sum(tl.where(mask_n0[None, None, None, :], t67, 0.0), axis=3, keep_dims=True)
    t69 = (t67) / (t68)
    t70 = tl.sum(tl.where(mask_n0[None, None, :, None], t69, 0.0), axis=2, keep_dims=True)
    t71 = (t69) / (t70)
    t72 = tl.sum(tl.where(mask_n0[None, None, None, :], t71, 0.0), axis=3, keep_dims=True)
    t73 = (t71) / (t72)
    t74 = tl.sum(tl.where(mask_n0[None, None, :, None], t73, 0.0), axis=2, keep_dims=True)
    t75 = (t73) / (t74)
    t76 = tl.sum(tl.where(mask_n0[None, None, None, :], t75, 0.0), axis=3, keep_dims=True)
    t77 = (t75) / (t76)
    t78 = tl.sum(tl.where(mask_n0[None, None, :, None], t77, 0.0), axis=2, keep_dims=True)
    t79 = (t77) / (t78)
    t80 = tl.sum(tl.where(mask_n0[None, None, None, :], t79, 0.0), axis=3, keep_dims=True)
    t81 = (t79) / (t80)
    t82 = tl.sum(tl.where(mask_n0[None, None, :, None], t81, 0.0), axis=2, keep_dims=True)
    t83 = (t81) / (t82)
    t84 = tl.sum(tl.where(mask_n0[None, None, None, :], t83, 0.0), axis=3, keep_dims=True)
    t85 = (t83) / (t84)
    t86 = tl.sum(tl.where(mask_n0[None, None, :, None], t85, 0.0), axis=2, keep_dims=True)
    t87 = (t85) / (t86)
    t88 = tl.sum(tl.where(mask_n0[None, None, None, :], t87, 0.0), axis=3, keep_dims=True)
    t89 = (t87) / (t88)
    t90 = tl.sum(tl.where(mask_n0[None, None, :, None], t89, 0.0), axis=2, keep_dims=True)
    t91 = (t89) / (t90)
    t92 = tl.sum(tl.where(mask_n0[None, None, None, :], t91, 0.0), axis=3, keep_dims=True)
    t93 = (t91) / (t92)
    t94 = tl.sum(tl.where(mask_n0[None, None, :, None], t93, 0.0), axis=2, keep_dims=True)
    t95 = (t93) / (t94)
    t96 = tl.sum(tl.where(mask_n0[None, None, None, :], t95, 0.0), axis=3, keep_dims=True)
    t97 = (t95) / (t96)
    t98 = tl.sum(tl.where(mask_n0[None, None, :, None], t97, 0.0), axis=2, keep_dims=True)
    t99 = (t97) / (t98)
    t100 = tl.sum(tl.where(mask_n0[None, None, None, :], t99, 0.0), axis=3, keep_dims=True)
    t101 = (t99) / (t100)
    t102 = tl.sum(tl.where(mask_n0[None, None, :, None], t101, 0.0), axis=2, keep_dims=True)
    t103 = (t101) / (t102)
    t104 = tl.sum(tl.where(mask_n0[None, None, None, :], t103, 0.0), axis=3, keep_dims=True)
    t105 = (t103) / (t104)
    t106 = tl.sum(tl.where(mask_n0[None, None, :, None], t105, 0.0), axis=2, keep_dims=True)
    t107 = (t105) / (t106)
    t108 = tl.sum(tl.where(mask_n0[None, None, None, :], t107, 0.0), axis=3, keep_dims=True)
    t109 = (t107) / (t108)
    t110 = tl.sum(tl.where(mask_n0[None, None, :, None], t109, 0.0), axis=2, keep_dims=True)
    t111 = (t109) / (t110)
    t112 = tl.reshape(t111, [T_c0, T_c1, F_n2])
    t117 = tl.load(m113_ptr + offs_n1[None, :, None] * m113_s1 + offs_n0[None, None, :] * m113_s2, mask=mask_n1[None, :, None] & mask_n0[None, None, :], other=0)
    if DOT_118:
        t119 = tl.reshape(tl.dot(tl.reshape(tl.where(mask_n1[None, None, :], t14.to(DOT_T), 0.0), [T_c0 * T_c1, F_n1]), tl.reshape(t117.to(DOT_T), [F_n1, F_n0]), input_precision=PRECISION), [T_c0, T_c1, F_n0])
    else:
        t119 = tl.sum(tl.expand_dims(tl.where(mask_n1[None, None, :], t14, 0.0), 3) * tl.expand_dims(t117.to(tl.float32), 1), axis=2)
    t120 = (t119) * (0.8)
    t125 = tl.load(m121_ptr + offs_n0[None, None, :] * m121_s2, mask=mask_n0[None, None, :], other=0)
    t126 = t125.to(tl.float32)
    t127 = t120 + t126
    t128 = tl.reshape(t127, [T_c0, T_c1, F_n0])
    t129 = 1.0 / (1.0 + tl.exp(-(t128)))
    t130 = (t129) * (2.0)
    i131 = offs_n3[None, None, :] + tl.zeros([T_c0, T_c1, F_n3], tl.int32)
    t132 = tl.where(i131 < 16, tl.gather(t112, tl.minimum(i131, F_n2 - 1), 2), tl.gather(t130, tl.minimum(tl.maximum(i131 - 16, 0), F_n0 - 1), 2))
    t137 = tl.load(m133_ptr + offs_n1[None, :, None] * m133_s1 + offs_n0[None, None, :] * m133_s2, mask=mask_n1[None, :, None] & mask_n0[None, None, :], other=0)
    if DOT_138:
        t139 = tl.reshape(tl.dot(tl.reshape(tl.where(mask_n1[None, None, :], t14.to(DOT_T), 0.0), [T_c0 * T_c1, F_n1]), tl.reshape(t137.to(DOT_T), [F_n1, F_n0]), input_precision=PRECISION), [T_c0, T_c1, F_n0])
    else:
        t139 = tl.sum(tl.expand_dims(tl.where(mask_n1[None, None, :], t14, 0.0), 3) * tl.expand_dims(t137.to(tl.float32), 1), axis=2)
    t140 = (t139) * (0.8)
    t145 = tl.load(m141_ptr + offs_n0[None, None, :] * m141_s2, mask=mask_n0[None, None, :], other=0)
    t146 = t145.to(tl.float32)
    t147 = t140 + t146
    t148 = tl.reshape(t147, [T_c0, T_c1, F_n0])
    t149 = 1.0 / (1.0 + tl.exp(-(t148)))
    i150 = offs_n4[None, None, :] + tl.zeros([T_c0, T_c1, F_n4], tl.int32)
    t151 = tl.where(i150 < 20, tl.gather(t132, tl.minimum(i150, F_n3 - 1), 2), tl.gather(t149, tl.minimum(tl.maximum(i150 - 20, 0), F_n0 - 1), 2))
    tl.store(buf152_ptr + offs_c0[:, None, None] * buf152_s0 + offs_c1[None, :, None] * buf152_s1 + offs_n4[None, None, :] * buf152_s2, _rne_bf16(t151) if ROUND else t151, mask=mask_c0[:, None, None] & mask_c1[None, :, None] & mask_n4[None, None, :])


@triton.jit
def kernel_1(m162_ptr, m162_s0, m162_s1, m162_s3, m7_ptr, m7_s0, m7_s1, m7_s2, m7_s3, buf168_ptr, buf168_s0, buf168_s1, buf168_s2, E_c0, E_c1, E_c8, E_n0, F_n0: tl.constexpr, ROUND: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c8: tl.constexpr):
    # writes buf168: Combine over grid x.0@0[2], grid x.1@1[32], grid x.3@2[16]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    mask_c0 = offs_c0 < E_c0
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    mask_c1 = offs_c1 < E_c1
    i_c8 = pid % tl.cdiv(E_c8, T_c8)
    offs_c8 = i_c8 * T_c8 + tl.arange(0, T_c8)
    mask_c8 = offs_c8 < E_c8
    offs_n0 = tl.arange(0, F_n0)
    mask_n0 = offs_n0 < E_n0
    t164 = tl.load(m162_ptr + offs_c0[:, None, None, None] * m162_s0 + offs_c1[None, :, None, None] * m162_s1 + offs_n0[None, None, None, :] * m162_s3, mask=mask_c0[:, None, None, None] & mask_c1[None, :, None, None] & mask_n0[None, None, None, :], other=0)
    t165 = tl.load(m7_ptr + offs_c0[:, None, None, None] * m7_s0 + offs_c1[None, :, None, None] * m7_s1 + offs_n0[None, None, :, None] * m7_s2 + offs_c8[None, None, None, :] * m7_s3, mask=mask_c0[:, None, None, None] & mask_c1[None, :, None, None] & mask_n0[None, None, :, None] & mask_c8[None, None, None, :], other=0)
    t166 = tl.sum(tl.where(offs_n0[None, None, None, :] == 0, t164.to(tl.float32), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n0[None, None, :, None] == 0, t165.to(tl.float32), 0.0), axis=2, keep_dims=True) + tl.sum(tl.where(offs_n0[None, None, None, :] == 1, t164.to(tl.float32), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n0[None, None, :, None] == 1, t165.to(tl.float32), 0.0), axis=2, keep_dims=True) + tl.sum(tl.where(offs_n0[None, None, None, :] == 2, t164.to(tl.float32), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n0[None, None, :, None] == 2, t165.to(tl.float32), 0.0), axis=2, keep_dims=True) + tl.sum(tl.where(offs_n0[None, None, None, :] == 3, t164.to(tl.float32), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n0[None, None, :, None] == 3, t165.to(tl.float32), 0.0), axis=2, keep_dims=True)
    t167 = tl.reshape(t166, [T_c0, T_c1, T_c8])
    tl.store(buf168_ptr + offs_c0[:, None, None] * buf168_s0 + offs_c1[None, :, None] * buf168_s1 + offs_c8[None, None, :] * buf168_s2, _rne_bf16(t167) if ROUND else t167, mask=mask_c0[:, None, None] & mask_c1[None, :, None] & mask_c8[None, None, :])


@triton.jit
def kernel_2(buf168_ptr, buf168_s0, buf168_s1, buf168_s2, m170_ptr, m170_s1, m170_s2, buf180_ptr, buf180_s0, buf180_s1, buf180_s3, E_c4, E_c5, E_c6, E_c7, DOT_176: tl.constexpr, DOT_T: tl.constexpr, ONCE_c7: tl.constexpr, PRECISION: tl.constexpr, ROUND: tl.constexpr, T_c4: tl.constexpr, T_c5: tl.constexpr, T_c6: tl.constexpr, T_c7: tl.constexpr):
    # writes buf180: Combine over grid cut1.0@0[2], grid cut1.1@1[32], grid w_layer.2@3[16]
    pid = tl.program_id(0)
    i_c4 = pid % tl.cdiv(E_c4, T_c4)
    pid = pid // tl.cdiv(E_c4, T_c4)
    offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)
    mask_c4 = offs_c4 < E_c4
    i_c5 = pid % tl.cdiv(E_c5, T_c5)
    pid = pid // tl.cdiv(E_c5, T_c5)
    offs_c5 = i_c5 * T_c5 + tl.arange(0, T_c5)
    mask_c5 = offs_c5 < E_c5
    i_c6 = pid % tl.cdiv(E_c6, T_c6)
    offs_c6 = i_c6 * T_c6 + tl.arange(0, T_c6)
    mask_c6 = offs_c6 < E_c6
    acc178 = tl.full([T_c4, T_c5, T_c6], 0.0, tl.float32)

    for i_c7 in range(0, 1 if ONCE_c7 else tl.cdiv(E_c7, T_c7)):
        offs_c7 = i_c7 * T_c7 + tl.arange(0, T_c7)
        mask_c7 = offs_c7 < E_c7

        t169 = tl.load(buf168_ptr + offs_c4[:, None, None] * buf168_s0 + offs_c5[None, :, None] * buf168_s1 + offs_c7[None, None, :] * buf168_s2, mask=mask_c4[:, None, None] & mask_c5[None, :, None] & mask_c7[None, None, :], other=0)
        t175 = tl.load(m170_ptr + offs_c7[None, :, None] * m170_s1 + offs_c6[None, None, :] * m170_s2, mask=mask_c7[None, :, None] & mask_c6[None, None, :], other=0)
        if DOT_176:
            t177 = tl.reshape(tl.dot(tl.reshape(t169.to(DOT_T), [T_c4 * T_c5, T_c7]), tl.reshape(t175.to(DOT_T), [T_c7, T_c6]), input_precision=PRECISION), [T_c4, T_c5, T_c6])
        else:
            t177 = tl.sum(tl.expand_dims(t169.to(tl.float32), 3) * tl.expand_dims(t175.to(tl.float32), 1), axis=2)
        acc178 = acc178 + t177
    t179 = tl.reshape(acc178, [T_c4, T_c5, 1, T_c6])
    tl.store(buf180_ptr + offs_c4[:, None, None, None] * buf180_s0 + offs_c5[None, :, None, None] * buf180_s1 + offs_c6[None, None, None, :] * buf180_s3, _rne_bf16(t179) if ROUND else t179, mask=mask_c4[:, None, None, None] & mask_c5[None, :, None, None] & mask_c6[None, None, None, :])


@triton.jit
def kernel_3(m4_ptr, m4_s0, m4_s1, m4_s2, m4_s3, m7_ptr, m7_s0, m7_s1, m7_s2, m7_s3, m158_ptr, m158_s0, m158_s1, m158_s2, buf180_ptr, buf180_s0, buf180_s1, buf180_s3, buf185_ptr, buf185_s0, buf185_s1, buf185_s2, buf185_s3, E_c0, E_c1, E_c2, E_n0, DOT_155: tl.constexpr, DOT_156: tl.constexpr, DOT_T: tl.constexpr, F_n0: tl.constexpr, PRECISION: tl.constexpr, ROUND: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf185: Combine over grid x.0@0[2], grid x.1@1[32], grid x.3@3[16]
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
    t153 = tl.load(m4_ptr + offs_c0[:, None, None, None] * m4_s0 + offs_c1[None, :, None, None] * m4_s1 + offs_n0[None, None, :, None] * m4_s2 + offs_n0[None, None, None, :] * m4_s3, mask=mask_c0[:, None, None, None] & mask_c1[None, :, None, None] & mask_n0[None, None, :, None] & mask_n0[None, None, None, :], other=0)
    t154 = tl.load(m7_ptr + offs_c0[:, None, None, None] * m7_s0 + offs_c1[None, :, None, None] * m7_s1 + offs_n0[None, None, :, None] * m7_s2 + offs_c2[None, None, None, :] * m7_s3, mask=mask_c0[:, None, None, None] & mask_c1[None, :, None, None] & mask_n0[None, None, :, None] & mask_c2[None, None, None, :], other=0)
    if DOT_155:
        t157 = tl.reshape(tl.dot(tl.reshape(t153.to(DOT_T), [F_n0, F_n0]), tl.reshape(t154.to(DOT_T), [F_n0, T_c2]), input_precision=PRECISION), [T_c0, T_c1, F_n0, T_c2])
    elif DOT_156:
        t157 = tl.reshape(tl.dot(tl.reshape(t153.to(DOT_T), [T_c0 * T_c1, F_n0, F_n0]), tl.reshape(t154.to(DOT_T), [T_c0 * T_c1, F_n0, T_c2]), input_precision=PRECISION), [T_c0, T_c1, F_n0, T_c2])
    else:
        t157 = tl.sum(tl.where(offs_n0[None, None, None, :] == 0, t153.to(tl.float32), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n0[None, None, :, None] == 0, t154.to(tl.float32), 0.0), axis=2, keep_dims=True) + tl.sum(tl.where(offs_n0[None, None, None, :] == 1, t153.to(tl.float32), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n0[None, None, :, None] == 1, t154.to(tl.float32), 0.0), axis=2, keep_dims=True) + tl.sum(tl.where(offs_n0[None, None, None, :] == 2, t153.to(tl.float32), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n0[None, None, :, None] == 2, t154.to(tl.float32), 0.0), axis=2, keep_dims=True) + tl.sum(tl.where(offs_n0[None, None, None, :] == 3, t153.to(tl.float32), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n0[None, None, :, None] == 3, t154.to(tl.float32), 0.0), axis=2, keep_dims=True)
    t160 = tl.load(m158_ptr + offs_c0[:, None, None, None] * m158_s0 + offs_c1[None, :, None, None] * m158_s1 + offs_n0[None, None, :, None] * m158_s2, mask=mask_c0[:, None, None, None] & mask_c1[None, :, None, None] & mask_n0[None, None, :, None], other=0)
    t161 = t160.to(tl.float32)
    t181 = tl.load(buf180_ptr + offs_c0[:, None, None, None] * buf180_s0 + offs_c1[None, :, None, None] * buf180_s1 + offs_c2[None, None, None, :] * buf180_s3, mask=mask_c0[:, None, None, None] & mask_c1[None, :, None, None] & mask_c2[None, None, None, :], other=0)
    t182 = t181.to(tl.float32)
    t183 = (t161) * (t182)
    t184 = t157 + t183
    tl.store(buf185_ptr + offs_c0[:, None, None, None] * buf185_s0 + offs_c1[None, :, None, None] * buf185_s1 + offs_n0[None, None, :, None] * buf185_s2 + offs_c2[None, None, None, :] * buf185_s3, _rne_bf16(t184) if ROUND else t184, mask=mask_c0[:, None, None, None] & mask_c1[None, :, None, None] & mask_n0[None, None, :, None] & mask_c2[None, None, None, :])


@triton.jit
def kernel_4(m3_ptr, m3_s0, m3_s1, m3_s2, m187_ptr, m187_s1, m187_s2, m203_ptr, m203_s2, m203_s3, m292_ptr, m292_s1, m292_s2, m301_ptr, m301_s2, m313_ptr, m313_s1, m313_s2, m322_ptr, m322_s2, buf332_ptr, buf332_s0, buf332_s1, buf332_s2, E_c0, E_c1, E_c3, E_n0, E_n1, E_n2, E_n4, DOT_191: tl.constexpr, DOT_296: tl.constexpr, DOT_317: tl.constexpr, DOT_T: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, F_n4: tl.constexpr, ONCE_c3: tl.constexpr, PRECISION: tl.constexpr, ROUND: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c3: tl.constexpr):
    # writes buf332: Combine over grid x.0@0[2], grid x.1@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    mask_c0 = offs_c0 < E_c0
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    mask_c1 = offs_c1 < E_c1
    offs_n2 = tl.arange(0, F_n2)
    mask_n2 = offs_n2 < E_n2
    offs_n1 = tl.arange(0, F_n1)
    mask_n1 = offs_n1 < E_n1
    offs_n0 = tl.arange(0, F_n0)
    mask_n0 = offs_n0 < E_n0
    offs_n3 = tl.arange(0, F_n3)
    offs_n4 = tl.arange(0, F_n4)
    mask_n4 = offs_n4 < E_n4
    acc193 = tl.full([T_c0, T_c1, F_n2], 0.0, tl.float32)

    for i_c3 in range(0, 1 if ONCE_c3 else tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
        mask_c3 = offs_c3 < E_c3

        t186 = tl.load(m3_ptr + offs_c0[:, None, None] * m3_s0 + offs_c1[None, :, None] * m3_s1 + offs_c3[None, None, :] * m3_s2, mask=mask_c0[:, None, None] & mask_c1[None, :, None] & mask_c3[None, None, :], other=0)
        t190 = tl.load(m187_ptr + offs_c3[None, :, None] * m187_s1 + offs_n2[None, None, :] * m187_s2, mask=mask_c3[None, :, None] & mask_n2[None, None, :], other=0)
        if DOT_191:
            t192 = tl.reshape(tl.dot(tl.reshape(t186.to(DOT_T), [T_c0 * T_c1, T_c3]), tl.reshape(t190.to(DOT_T), [T_c3, F_n2]), input_precision=PRECISION), [T_c0, T_c1, F_n2])
        else:
            t192 = tl.sum(tl.expand_dims(t186.to(tl.float32), 3) * tl.expand_dims(t190.to(tl.float32), 1), axis=2)
        acc193 = acc193 + t192
    t194 = tl.load(m3_ptr + offs_c0[:, None, None] * m3_s0 + offs_c1[None, :, None] * m3_s1 + offs_n1[None, None, :] * m3_s2, mask=mask_c0[:, None, None] & mask_c1[None, :, None] & mask_n1[None, None, :], other=0)
    t195 = t194.to(tl.float32)
    t196 = (t195) * (t195)
    t197 = tl.sum(tl.where(mask_n1[None, None, :], t196, 0.0), axis=2, keep_dims=True)
    t198 = t197 + 6.4e-05
    t199 = tl.rsqrt(t198)
    t200 = (acc193) * (t199)
    t201 = tl.reshape(t200, [T_c0, T_c1, F_n0, F_n0])
    t202 = (t201) * (0.8)
    t206 = tl.load(m203_ptr + offs_n0[None, None, :, None] * m203_s2 + offs_n0[None, None, None, :] * m203_s3, mask=mask_n0[None, None, :, None] & mask_n0[None, None, None, :], other=0)
    t207 = t206.to(tl.float32)
    t208 = t202 + t207
    t209 = tl.exp(t208)
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
    t286 = tl.sum(tl.where(mask_n0[None, None, None, :], t285, 0.0), axis=3, keep_dims=True)
    t287 = (t285) / (t286)
    t288 = tl.sum(tl.where(mask_n0[None, None, :, None], t287, 0.0), axis=2, keep_dims=True)
    t289 = (t287) / (t288)
    t290 = tl.reshape(t289, [T_c0, T_c1, F_n2])
    acc298 = tl.full([T_c0, T_c1, F_n0], 0.0, tl.float32)

    for i_c3 in range(0, 1 if ONCE_c3 else tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
        mask_c3 = offs_c3 < E_c3

        t291 = tl.load(m3_ptr + offs_c0[:, None, None] * m3_s0 + offs_c1[None, :, None] * m3_s1 + offs_c3[None, None, :] * m3_s2, mask=mask_c0[:, None, None] & mask_c1[None, :, None] & mask_c3[None, None, :], other=0)
        t295 = tl.load(m292_ptr + offs_c3[None, :, None] * m292_s1 + offs_n0[None, None, :] * m292_s2, mask=mask_c3[None, :, None] & mask_n0[None, None, :], other=0)
        if DOT_296:
            t297 = tl.reshape(tl.dot(tl.reshape(t291.to(DOT_T), [T_c0 * T_c1, T_c3]), tl.reshape(t295.to(DOT_T), [T_c3, F_n0]), input_precision=PRECISION), [T_c0, T_c1, F_n0])
        else:
            t297 = tl.sum(tl.expand_dims(t291.to(tl.float32), 3) * tl.expand_dims(t295.to(tl.float32), 1), axis=2)
        acc298 = acc298 + t297
    t299 = (acc298) * (t199)
    t300 = (t299) * (0.8)
    t304 = tl.load(m301_ptr + offs_n0[None, None, :] * m301_s2, mask=mask_n0[None, None, :], other=0)
    t305 = t304.to(tl.float32)
    t306 = t300 + t305
    t307 = tl.reshape(t306, [T_c0, T_c1, F_n0])
    t308 = 1.0 / (1.0 + tl.exp(-(t307)))
    t309 = (t308) * (2.0)
    i310 = offs_n3[None, None, :] + tl.zeros([T_c0, T_c1, F_n3], tl.int32)
    t311 = tl.where(i310 < 16, tl.gather(t290, tl.minimum(i310, F_n2 - 1), 2), tl.gather(t309, tl.minimum(tl.maximum(i310 - 16, 0), F_n0 - 1), 2))
    acc319 = tl.full([T_c0, T_c1, F_n0], 0.0, tl.float32)

    for i_c3 in range(0, 1 if ONCE_c3 else tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
        mask_c3 = offs_c3 < E_c3

        t312 = tl.load(m3_ptr + offs_c0[:, None, None] * m3_s0 + offs_c1[None, :, None] * m3_s1 + offs_c3[None, None, :] * m3_s2, mask=mask_c0[:, None, None] & mask_c1[None, :, None] & mask_c3[None, None, :], other=0)
        t316 = tl.load(m313_ptr + offs_c3[None, :, None] * m313_s1 + offs_n0[None, None, :] * m313_s2, mask=mask_c3[None, :, None] & mask_n0[None, None, :], other=0)
        if DOT_317:
            t318 = tl.reshape(tl.dot(tl.reshape(t312.to(DOT_T), [T_c0 * T_c1, T_c3]), tl.reshape(t316.to(DOT_T), [T_c3, F_n0]), input_precision=PRECISION), [T_c0, T_c1, F_n0])
        else:
            t318 = tl.sum(tl.expand_dims(t312.to(tl.float32), 3) * tl.expand_dims(t316.to(tl.float32), 1), axis=2)
        acc319 = acc319 + t318
    t320 = (acc319) * (t199)
    t321 = (t320) * (0.8)
    t325 = tl.load(m322_ptr + offs_n0[None, None, :] * m322_s2, mask=mask_n0[None, None, :], other=0)
    t326 = t325.to(tl.float32)
    t327 = t321 + t326
    t328 = tl.reshape(t327, [T_c0, T_c1, F_n0])
    t329 = 1.0 / (1.0 + tl.exp(-(t328)))
    i330 = offs_n4[None, None, :] + tl.zeros([T_c0, T_c1, F_n4], tl.int32)
    t331 = tl.where(i330 < 20, tl.gather(t311, tl.minimum(i330, F_n3 - 1), 2), tl.gather(t329, tl.minimum(tl.maximum(i330 - 20, 0), F_n0 - 1), 2))
    tl.store(buf332_ptr + offs_c0[:, None, None] * buf332_s0 + offs_c1[None, :, None] * buf332_s1 + offs_n4[None, None, :] * buf332_s2, _rne_bf16(t331) if ROUND else t331, mask=mask_c0[:, None, None] & mask_c1[None, :, None] & mask_n4[None, None, :])


@triton.jit
def kernel_5(m342_ptr, m342_s0, m342_s1, m342_s3, buf185_ptr, buf185_s0, buf185_s1, buf185_s2, buf185_s3, buf348_ptr, buf348_s0, buf348_s1, buf348_s2, E_c0, E_c1, E_c8, E_n0, F_n0: tl.constexpr, ROUND: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c8: tl.constexpr):
    # writes buf348: Combine over grid x.0@0[2], grid x.1@1[32], grid x.3@2[16]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    mask_c0 = offs_c0 < E_c0
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    mask_c1 = offs_c1 < E_c1
    i_c8 = pid % tl.cdiv(E_c8, T_c8)
    offs_c8 = i_c8 * T_c8 + tl.arange(0, T_c8)
    mask_c8 = offs_c8 < E_c8
    offs_n0 = tl.arange(0, F_n0)
    mask_n0 = offs_n0 < E_n0
    t344 = tl.load(m342_ptr + offs_c0[:, None, None, None] * m342_s0 + offs_c1[None, :, None, None] * m342_s1 + offs_n0[None, None, None, :] * m342_s3, mask=mask_c0[:, None, None, None] & mask_c1[None, :, None, None] & mask_n0[None, None, None, :], other=0)
    t345 = tl.load(buf185_ptr + offs_c0[:, None, None, None] * buf185_s0 + offs_c1[None, :, None, None] * buf185_s1 + offs_n0[None, None, :, None] * buf185_s2 + offs_c8[None, None, None, :] * buf185_s3, mask=mask_c0[:, None, None, None] & mask_c1[None, :, None, None] & mask_n0[None, None, :, None] & mask_c8[None, None, None, :], other=0)
    t346 = tl.sum(tl.where(offs_n0[None, None, None, :] == 0, t344.to(tl.float32), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n0[None, None, :, None] == 0, t345.to(tl.float32), 0.0), axis=2, keep_dims=True) + tl.sum(tl.where(offs_n0[None, None, None, :] == 1, t344.to(tl.float32), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n0[None, None, :, None] == 1, t345.to(tl.float32), 0.0), axis=2, keep_dims=True) + tl.sum(tl.where(offs_n0[None, None, None, :] == 2, t344.to(tl.float32), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n0[None, None, :, None] == 2, t345.to(tl.float32), 0.0), axis=2, keep_dims=True) + tl.sum(tl.where(offs_n0[None, None, None, :] == 3, t344.to(tl.float32), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n0[None, None, :, None] == 3, t345.to(tl.float32), 0.0), axis=2, keep_dims=True)
    t347 = tl.reshape(t346, [T_c0, T_c1, T_c8])
    tl.store(buf348_ptr + offs_c0[:, None, None] * buf348_s0 + offs_c1[None, :, None] * buf348_s1 + offs_c8[None, None, :] * buf348_s2, _rne_bf16(t347) if ROUND else t347, mask=mask_c0[:, None, None] & mask_c1[None, :, None] & mask_c8[None, None, :])


@triton.jit
def kernel_6(buf348_ptr, buf348_s0, buf348_s1, buf348_s2, m350_ptr, m350_s1, m350_s2, buf359_ptr, buf359_s0, buf359_s1, buf359_s3, E_c4, E_c5, E_c6, E_c7, DOT_355: tl.constexpr, DOT_T: tl.constexpr, ONCE_c7: tl.constexpr, PRECISION: tl.constexpr, ROUND: tl.constexpr, T_c4: tl.constexpr, T_c5: tl.constexpr, T_c6: tl.constexpr, T_c7: tl.constexpr):
    # writes buf359: Combine over grid cut1.0@0[2], grid cut1.1@1[32], grid w_layer.2@3[16]
    pid = tl.program_id(0)
    i_c4 = pid % tl.cdiv(E_c4, T_c4)
    pid = pid // tl.cdiv(E_c4, T_c4)
    offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)
    mask_c4 = offs_c4 < E_c4
    i_c5 = pid % tl.cdiv(E_c5, T_c5)
    pid = pid // tl.cdiv(E_c5, T_c5)
    offs_c5 = i_c5 * T_c5 + tl.arange(0, T_c5)
    mask_c5 = offs_c5 < E_c5
    i_c6 = pid % tl.cdiv(E_c6, T_c6)
    offs_c6 = i_c6 * T_c6 + tl.arange(0, T_c6)
    mask_c6 = offs_c6 < E_c6
    acc357 = tl.full([T_c4, T_c5, T_c6], 0.0, tl.float32)

    for i_c7 in range(0, 1 if ONCE_c7 else tl.cdiv(E_c7, T_c7)):
        offs_c7 = i_c7 * T_c7 + tl.arange(0, T_c7)
        mask_c7 = offs_c7 < E_c7

        t349 = tl.load(buf348_ptr + offs_c4[:, None, None] * buf348_s0 + offs_c5[None, :, None] * buf348_s1 + offs_c7[None, None, :] * buf348_s2, mask=mask_c4[:, None, None] & mask_c5[None, :, None] & mask_c7[None, None, :], other=0)
        t354 = tl.load(m350_ptr + offs_c7[None, :, None] * m350_s1 + offs_c6[None, None, :] * m350_s2, mask=mask_c7[None, :, None] & mask_c6[None, None, :], other=0)
        if DOT_355:
            t356 = tl.reshape(tl.dot(tl.reshape(t349.to(DOT_T), [T_c4 * T_c5, T_c7]), tl.reshape(t354.to(DOT_T), [T_c7, T_c6]), input_precision=PRECISION), [T_c4, T_c5, T_c6])
        else:
            t356 = tl.sum(tl.expand_dims(t349.to(tl.float32), 3) * tl.expand_dims(t354.to(tl.float32), 1), axis=2)
        acc357 = acc357 + t356
    t358 = tl.reshape(acc357, [T_c4, T_c5, 1, T_c6])
    tl.store(buf359_ptr + offs_c4[:, None, None, None] * buf359_s0 + offs_c5[None, :, None, None] * buf359_s1 + offs_c6[None, None, None, :] * buf359_s3, _rne_bf16(t358) if ROUND else t358, mask=mask_c4[:, None, None, None] & mask_c5[None, :, None, None] & mask_c6[None, None, None, :])


@triton.jit
def kernel_7(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, buf185_ptr, buf185_s0, buf185_s1, buf185_s2, buf185_s3, m338_ptr, m338_s0, m338_s1, m338_s2, buf359_ptr, buf359_s0, buf359_s1, buf359_s3, buf364_ptr, buf364_s0, buf364_s1, buf364_s2, buf364_s3, E_c0, E_c1, E_c2, E_n0, DOT_335: tl.constexpr, DOT_336: tl.constexpr, DOT_T: tl.constexpr, F_n0: tl.constexpr, PRECISION: tl.constexpr, ROUND: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf364: Combine over grid x.0@0[2], grid x.1@1[32], grid x.3@3[16]
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
    t333 = tl.load(m1_ptr + offs_c0[:, None, None, None] * m1_s0 + offs_c1[None, :, None, None] * m1_s1 + offs_n0[None, None, :, None] * m1_s2 + offs_n0[None, None, None, :] * m1_s3, mask=mask_c0[:, None, None, None] & mask_c1[None, :, None, None] & mask_n0[None, None, :, None] & mask_n0[None, None, None, :], other=0)
    t334 = tl.load(buf185_ptr + offs_c0[:, None, None, None] * buf185_s0 + offs_c1[None, :, None, None] * buf185_s1 + offs_n0[None, None, :, None] * buf185_s2 + offs_c2[None, None, None, :] * buf185_s3, mask=mask_c0[:, None, None, None] & mask_c1[None, :, None, None] & mask_n0[None, None, :, None] & mask_c2[None, None, None, :], other=0)
    if DOT_335:
        t337 = tl.reshape(tl.dot(tl.reshape(t333.to(DOT_T), [F_n0, F_n0]), tl.reshape(t334.to(DOT_T), [F_n0, T_c2]), input_precision=PRECISION), [T_c0, T_c1, F_n0, T_c2])
    elif DOT_336:
        t337 = tl.reshape(tl.dot(tl.reshape(t333.to(DOT_T), [T_c0 * T_c1, F_n0, F_n0]), tl.reshape(t334.to(DOT_T), [T_c0 * T_c1, F_n0, T_c2]), input_precision=PRECISION), [T_c0, T_c1, F_n0, T_c2])
    else:
        t337 = tl.sum(tl.where(offs_n0[None, None, None, :] == 0, t333.to(tl.float32), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n0[None, None, :, None] == 0, t334.to(tl.float32), 0.0), axis=2, keep_dims=True) + tl.sum(tl.where(offs_n0[None, None, None, :] == 1, t333.to(tl.float32), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n0[None, None, :, None] == 1, t334.to(tl.float32), 0.0), axis=2, keep_dims=True) + tl.sum(tl.where(offs_n0[None, None, None, :] == 2, t333.to(tl.float32), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n0[None, None, :, None] == 2, t334.to(tl.float32), 0.0), axis=2, keep_dims=True) + tl.sum(tl.where(offs_n0[None, None, None, :] == 3, t333.to(tl.float32), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n0[None, None, :, None] == 3, t334.to(tl.float32), 0.0), axis=2, keep_dims=True)
    t340 = tl.load(m338_ptr + offs_c0[:, None, None, None] * m338_s0 + offs_c1[None, :, None, None] * m338_s1 + offs_n0[None, None, :, None] * m338_s2, mask=mask_c0[:, None, None, None] & mask_c1[None, :, None, None] & mask_n0[None, None, :, None], other=0)
    t341 = t340.to(tl.float32)
    t360 = tl.load(buf359_ptr + offs_c0[:, None, None, None] * buf359_s0 + offs_c1[None, :, None, None] * buf359_s1 + offs_c2[None, None, None, :] * buf359_s3, mask=mask_c0[:, None, None, None] & mask_c1[None, :, None, None] & mask_c2[None, None, None, :], other=0)
    t361 = t360.to(tl.float32)
    t362 = (t341) * (t361)
    t363 = t337 + t362
    tl.store(buf364_ptr + offs_c0[:, None, None, None] * buf364_s0 + offs_c1[None, :, None, None] * buf364_s1 + offs_n0[None, None, :, None] * buf364_s2 + offs_c2[None, None, None, :] * buf364_s3, _rne_bf16(t363) if ROUND else t363, mask=mask_c0[:, None, None, None] & mask_c1[None, :, None, None] & mask_n0[None, None, :, None] & mask_c2[None, None, None, :])


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
        "buf152": torch.empty([2, 32, 24], dtype=dtype, device=device),
        "buf168": torch.empty([2, 32, 16], dtype=dtype, device=device),
        "buf180": torch.empty([2, 32, 1, 16], dtype=dtype, device=device),
        "buf185": torch.empty([2, 32, 4, 16], dtype=dtype, device=device),
        "buf332": torch.empty([2, 32, 24], dtype=dtype, device=device),
        "buf348": torch.empty([2, 32, 16], dtype=dtype, device=device),
        "buf359": torch.empty([2, 32, 1, 16], dtype=dtype, device=device),
        "buf364": torch.empty([2, 32, 4, 16], dtype=dtype, device=device),
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
    m18 = inputs['phi_res']
    m17 = m18.narrow(0, 0, 1)
    m16 = m17.reshape([64, 16])
    m15 = m16.reshape([1, 64, 16])
    m27 = inputs['b_res']
    m26 = m27.narrow(0, 0, 1)
    m25 = m26.reshape([4, 4])
    m24 = m25.reshape([1, 1, 4, 4])
    m116 = inputs['phi_post']
    m115 = m116.narrow(0, 0, 1)
    m114 = m115.reshape([64, 4])
    m113 = m114.reshape([1, 64, 4])
    m124 = inputs['b_post']
    m123 = m124.narrow(0, 0, 1)
    m122 = m123.reshape([4])
    m121 = m122.reshape([1, 1, 4])
    m136 = inputs['phi_pre']
    m135 = m136.narrow(0, 0, 1)
    m134 = m135.reshape([64, 4])
    m133 = m134.reshape([1, 64, 4])
    m144 = inputs['b_pre']
    m143 = m144.narrow(0, 0, 1)
    m142 = m143.reshape([4])
    m141 = m142.reshape([1, 1, 4])
    buf152 = buffers["buf152"]
    kernel_0[(_cdiv(2, T['kernel_0.c0']) * _cdiv(32, T['kernel_0.c1']),)](m6_ptr=m6, m6_s0=m6.stride(0), m6_s1=m6.stride(1), m6_s2=m6.stride(2), m15_ptr=m15, m15_s1=m15.stride(1), m15_s2=m15.stride(2), m24_ptr=m24, m24_s2=m24.stride(2), m24_s3=m24.stride(3), m113_ptr=m113, m113_s1=m113.stride(1), m113_s2=m113.stride(2), m121_ptr=m121, m121_s2=m121.stride(2), m133_ptr=m133, m133_s1=m133.stride(1), m133_s2=m133.stride(2), m141_ptr=m141, m141_s2=m141.stride(2), buf152_ptr=buf152, buf152_s0=buf152.stride(0), buf152_s1=buf152.stride(1), buf152_s2=buf152.stride(2), E_c0=2, E_c1=32, E_n0=4, E_n1=64, E_n2=16, E_n4=24, DOT_118=(T['kernel_0.c0'] * T['kernel_0.c1']) >= 16 and (_pow2(64)) >= 16 and (_pow2(4)) >= 16, DOT_138=(T['kernel_0.c0'] * T['kernel_0.c1']) >= 16 and (_pow2(64)) >= 16 and (_pow2(4)) >= 16, DOT_20=(T['kernel_0.c0'] * T['kernel_0.c1']) >= 16 and (_pow2(64)) >= 16 and (_pow2(16)) >= 16, DOT_T=_DOT_T, F_n0=_pow2(4), F_n1=_pow2(64), F_n2=_pow2(16), F_n3=_pow2(20), F_n4=_pow2(24), PRECISION=_PRECISION, ROUND=_ROUND, T_c0=T['kernel_0.c0'], T_c1=T['kernel_0.c1'], num_warps=num_warps, num_stages=num_stages)
    m5 = buf152.narrow(2, 0, 16)
    m4 = m5.reshape([2, 32, 4, 4])
    m159 = buf152.narrow(2, 16, 4)
    m158 = m159.reshape([2, 32, 4, 1])
    m163 = buf152.narrow(2, 20, 4)
    m162 = m163.reshape([2, 32, 1, 4])
    buf168 = buffers["buf168"]
    kernel_1[(_cdiv(2, T['kernel_1.c0']) * _cdiv(32, T['kernel_1.c1']) * _cdiv(16, T['kernel_1.c8']),)](m162_ptr=m162, m162_s0=m162.stride(0), m162_s1=m162.stride(1), m162_s3=m162.stride(3), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), m7_s2=m7.stride(2), m7_s3=m7.stride(3), buf168_ptr=buf168, buf168_s0=buf168.stride(0), buf168_s1=buf168.stride(1), buf168_s2=buf168.stride(2), E_c0=2, E_c1=32, E_c8=16, E_n0=4, F_n0=_pow2(4), ROUND=_ROUND, T_c0=T['kernel_1.c0'], T_c1=T['kernel_1.c1'], T_c8=T['kernel_1.c8'], num_warps=num_warps, num_stages=num_stages)
    m174 = inputs['w_layer']
    m173 = m174.narrow(0, 0, 1)
    m172 = m173.reshape([16, 16])
    m171 = m172.permute([1, 0])
    m170 = m171.reshape([1, 16, 16])
    buf180 = buffers["buf180"]
    kernel_2[(_cdiv(2, T['kernel_2.c4']) * _cdiv(32, T['kernel_2.c5']) * _cdiv(16, T['kernel_2.c6']),)](buf168_ptr=buf168, buf168_s0=buf168.stride(0), buf168_s1=buf168.stride(1), buf168_s2=buf168.stride(2), m170_ptr=m170, m170_s1=m170.stride(1), m170_s2=m170.stride(2), buf180_ptr=buf180, buf180_s0=buf180.stride(0), buf180_s1=buf180.stride(1), buf180_s3=buf180.stride(3), E_c4=2, E_c5=32, E_c6=16, E_c7=16, DOT_176=(T['kernel_2.c4'] * T['kernel_2.c5']) >= 16 and (T['kernel_2.c7']) >= 16 and (T['kernel_2.c6']) >= 16, DOT_T=_DOT_T, ONCE_c7=T['kernel_2.c7'] >= 16, PRECISION=_PRECISION, ROUND=_ROUND, T_c4=T['kernel_2.c4'], T_c5=T['kernel_2.c5'], T_c6=T['kernel_2.c6'], T_c7=T['kernel_2.c7'], num_warps=num_warps, num_stages=num_stages)
    buf185 = buffers["buf185"]
    kernel_3[(_cdiv(2, T['kernel_3.c0']) * _cdiv(32, T['kernel_3.c1']) * _cdiv(16, T['kernel_3.c2']),)](m4_ptr=m4, m4_s0=m4.stride(0), m4_s1=m4.stride(1), m4_s2=m4.stride(2), m4_s3=m4.stride(3), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), m7_s2=m7.stride(2), m7_s3=m7.stride(3), m158_ptr=m158, m158_s0=m158.stride(0), m158_s1=m158.stride(1), m158_s2=m158.stride(2), buf180_ptr=buf180, buf180_s0=buf180.stride(0), buf180_s1=buf180.stride(1), buf180_s3=buf180.stride(3), buf185_ptr=buf185, buf185_s0=buf185.stride(0), buf185_s1=buf185.stride(1), buf185_s2=buf185.stride(2), buf185_s3=buf185.stride(3), E_c0=2, E_c1=32, E_c2=16, E_n0=4, DOT_155=(_pow2(4)) >= 16 and (_pow2(4)) >= 16 and (T['kernel_3.c2']) >= 16 and (T['kernel_3.c0']) == 1 and (T['kernel_3.c1']) == 1, DOT_156=(_pow2(4)) >= 16 and (_pow2(4)) >= 16 and (T['kernel_3.c2']) >= 16, DOT_T=_DOT_T, F_n0=_pow2(4), PRECISION=_PRECISION, ROUND=_ROUND, T_c0=T['kernel_3.c0'], T_c1=T['kernel_3.c1'], T_c2=T['kernel_3.c2'], num_warps=num_warps, num_stages=num_stages)
    m3 = buf185.reshape([2, 32, 64])
    m189 = m18.narrow(0, 1, 1)
    m188 = m189.reshape([64, 16])
    m187 = m188.reshape([1, 64, 16])
    m205 = m27.narrow(0, 1, 1)
    m204 = m205.reshape([4, 4])
    m203 = m204.reshape([1, 1, 4, 4])
    m294 = m116.narrow(0, 1, 1)
    m293 = m294.reshape([64, 4])
    m292 = m293.reshape([1, 64, 4])
    m303 = m124.narrow(0, 1, 1)
    m302 = m303.reshape([4])
    m301 = m302.reshape([1, 1, 4])
    m315 = m136.narrow(0, 1, 1)
    m314 = m315.reshape([64, 4])
    m313 = m314.reshape([1, 64, 4])
    m324 = m144.narrow(0, 1, 1)
    m323 = m324.reshape([4])
    m322 = m323.reshape([1, 1, 4])
    buf332 = buffers["buf332"]
    kernel_4[(_cdiv(2, T['kernel_4.c0']) * _cdiv(32, T['kernel_4.c1']),)](m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m187_ptr=m187, m187_s1=m187.stride(1), m187_s2=m187.stride(2), m203_ptr=m203, m203_s2=m203.stride(2), m203_s3=m203.stride(3), m292_ptr=m292, m292_s1=m292.stride(1), m292_s2=m292.stride(2), m301_ptr=m301, m301_s2=m301.stride(2), m313_ptr=m313, m313_s1=m313.stride(1), m313_s2=m313.stride(2), m322_ptr=m322, m322_s2=m322.stride(2), buf332_ptr=buf332, buf332_s0=buf332.stride(0), buf332_s1=buf332.stride(1), buf332_s2=buf332.stride(2), E_c0=2, E_c1=32, E_c3=64, E_n0=4, E_n1=64, E_n2=16, E_n4=24, DOT_191=(T['kernel_4.c0'] * T['kernel_4.c1']) >= 16 and (T['c3']) >= 16 and (_pow2(16)) >= 16, DOT_296=(T['kernel_4.c0'] * T['kernel_4.c1']) >= 16 and (T['c3']) >= 16 and (_pow2(4)) >= 16, DOT_317=(T['kernel_4.c0'] * T['kernel_4.c1']) >= 16 and (T['c3']) >= 16 and (_pow2(4)) >= 16, DOT_T=_DOT_T, F_n0=_pow2(4), F_n1=_pow2(64), F_n2=_pow2(16), F_n3=_pow2(20), F_n4=_pow2(24), ONCE_c3=T['c3'] >= 64, PRECISION=_PRECISION, ROUND=_ROUND, T_c0=T['kernel_4.c0'], T_c1=T['kernel_4.c1'], T_c3=T['c3'], num_warps=num_warps, num_stages=num_stages)
    m2 = buf332.narrow(2, 0, 16)
    m1 = m2.reshape([2, 32, 4, 4])
    m339 = buf332.narrow(2, 16, 4)
    m338 = m339.reshape([2, 32, 4, 1])
    m343 = buf332.narrow(2, 20, 4)
    m342 = m343.reshape([2, 32, 1, 4])
    buf348 = buffers["buf348"]
    kernel_5[(_cdiv(2, T['kernel_5.c0']) * _cdiv(32, T['kernel_5.c1']) * _cdiv(16, T['kernel_5.c8']),)](m342_ptr=m342, m342_s0=m342.stride(0), m342_s1=m342.stride(1), m342_s3=m342.stride(3), buf185_ptr=buf185, buf185_s0=buf185.stride(0), buf185_s1=buf185.stride(1), buf185_s2=buf185.stride(2), buf185_s3=buf185.stride(3), buf348_ptr=buf348, buf348_s0=buf348.stride(0), buf348_s1=buf348.stride(1), buf348_s2=buf348.stride(2), E_c0=2, E_c1=32, E_c8=16, E_n0=4, F_n0=_pow2(4), ROUND=_ROUND, T_c0=T['kernel_5.c0'], T_c1=T['kernel_5.c1'], T_c8=T['kernel_5.c8'], num_warps=num_warps, num_stages=num_stages)
    m353 = m174.narrow(0, 1, 1)
    m352 = m353.reshape([16, 16])
    m351 = m352.permute([1, 0])
    m350 = m351.reshape([1, 16, 16])
    buf359 = buffers["buf359"]
    kernel_6[(_cdiv(2, T['kernel_6.c4']) * _cdiv(32, T['kernel_6.c5']) * _cdiv(16, T['kernel_6.c6']),)](buf348_ptr=buf348, buf348_s0=buf348.stride(0), buf348_s1=buf348.stride(1), buf348_s2=buf348.stride(2), m350_ptr=m350, m350_s1=m350.stride(1), m350_s2=m350.stride(2), buf359_ptr=buf359, buf359_s0=buf359.stride(0), buf359_s1=buf359.stride(1), buf359_s3=buf359.stride(3), E_c4=2, E_c5=32, E_c6=16, E_c7=16, DOT_355=(T['kernel_6.c4'] * T['kernel_6.c5']) >= 16 and (T['kernel_6.c7']) >= 16 and (T['kernel_6.c6']) >= 16, DOT_T=_DOT_T, ONCE_c7=T['kernel_6.c7'] >= 16, PRECISION=_PRECISION, ROUND=_ROUND, T_c4=T['kernel_6.c4'], T_c5=T['kernel_6.c5'], T_c6=T['kernel_6.c6'], T_c7=T['kernel_6.c7'], num_warps=num_warps, num_stages=num_stages)
    buf364 = buffers["buf364"]
    kernel_7[(_cdiv(2, T['kernel_7.c0']) * _cdiv(32, T['kernel_7.c1']) * _cdiv(16, T['kernel_7.c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), buf185_ptr=buf185, buf185_s0=buf185.stride(0), buf185_s1=buf185.stride(1), buf185_s2=buf185.stride(2), buf185_s3=buf185.stride(3), m338_ptr=m338, m338_s0=m338.stride(0), m338_s1=m338.stride(1), m338_s2=m338.stride(2), buf359_ptr=buf359, buf359_s0=buf359.stride(0), buf359_s1=buf359.stride(1), buf359_s3=buf359.stride(3), buf364_ptr=buf364, buf364_s0=buf364.stride(0), buf364_s1=buf364.stride(1), buf364_s2=buf364.stride(2), buf364_s3=buf364.stride(3), E_c0=2, E_c1=32, E_c2=16, E_n0=4, DOT_335=(_pow2(4)) >= 16 and (_pow2(4)) >= 16 and (T['kernel_7.c2']) >= 16 and (T['kernel_7.c0']) == 1 and (T['kernel_7.c1']) == 1, DOT_336=(_pow2(4)) >= 16 and (_pow2(4)) >= 16 and (T['kernel_7.c2']) >= 16, DOT_T=_DOT_T, F_n0=_pow2(4), PRECISION=_PRECISION, ROUND=_ROUND, T_c0=T['kernel_7.c0'], T_c1=T['kernel_7.c1'], T_c2=T['kernel_7.c2'], num_warps=num_warps, num_stages=num_stages)
    result = buf364
    return result.to(dtype) if result.is_floating_point() else result


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
