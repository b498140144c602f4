"""mhc [small], candidate 109: 4 kernel(s)

Rendered by EqiForge from candidate 109 of mhc [small]: grid(x.0@0, x.1@1) [3 mm] | grid(x.0@0, x.1@1, x.3@3) loop(x.3[16]: sum) [3 mm] | grid(x.0@0, x.1@1) loop(x.2[64]: sum) loop(x.2[64]: sum) loop(x.2[64]: sum) [3 mm] | grid(x.0@0, x.1@1, x.3@3) loop(x.3[16]: sum) [3 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.0@0[2]
    c1: grid x.1@1[32]
    c2: grid x.3@3[16]
    c3: loop x.2[64]
    c4: loop x.3[16]

Run it on its own: `python kernels/f109.py` checks it once against PyTorch on random inputs.
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
DEFAULT_TILES = {"kernel_0.c0": 16, "kernel_1.c0": 16, "kernel_2.c0": 16, "kernel_3.c0": 16, "kernel_0.c1": 1, "kernel_1.c1": 1, "kernel_2.c1": 1, "kernel_3.c1": 1, "kernel_1.c2": 4, "kernel_3.c2": 4, "c3": 32, "kernel_1.c4": 16, "kernel_3.c4": 16}
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
def kernel_1(m4_ptr, m4_s0, m4_s1, m4_s2, m4_s3, m7_ptr, m7_s0, m7_s1, m7_s2, m7_s3, m158_ptr, m158_s0, m158_s1, m158_s2, m162_ptr, m162_s0, m162_s1, m162_s3, m168_ptr, m168_s1, m168_s2, buf180_ptr, buf180_s0, buf180_s1, buf180_s2, buf180_s3, E_c0, E_c1, E_c2, E_c4, E_n0, DOT_155: tl.constexpr, DOT_156: tl.constexpr, DOT_174: tl.constexpr, DOT_T: tl.constexpr, F_n0: tl.constexpr, ONCE_c4: tl.constexpr, PRECISION: tl.constexpr, ROUND: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr, T_c4: tl.constexpr):
    # writes buf180: Combine over grid x.0@0[2], grid x.1@1[32], grid x.3@3[16]
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
    t164 = tl.load(m162_ptr + offs_c0[:, None, None, None] * m162_s0 + offs_c1[None, :, None, None] * m162_s1 + offs_n0[None, None, None, :] * m162_s3, mask=mask_c0[:, None, None, None] & mask_c1[None, :, None, None] & mask_n0[None, None, None, :], other=0)
    acc176 = tl.full([T_c0, T_c1, T_c2], 0.0, tl.float32)

    for i_c4 in range(0, 1 if ONCE_c4 else tl.cdiv(E_c4, T_c4)):
        offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)
        mask_c4 = offs_c4 < E_c4

        t165 = tl.load(m7_ptr + offs_c0[:, None, None, None] * m7_s0 + offs_c1[None, :, None, None] * m7_s1 + offs_n0[None, None, :, None] * m7_s2 + offs_c4[None, None, None, :] * m7_s3, mask=mask_c0[:, None, None, None] & mask_c1[None, :, None, None] & mask_n0[None, None, :, None] & mask_c4[None, None, None, :], other=0)
        t166 = tl.sum(tl.where(offs_n0[None, None, None, :] == 0, t164.to(tl.float32), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n0[None, None, :, None] == 0, t165.to(tl.float32), 0.0), axis=2, keep_dims=True) + tl.sum(tl.where(offs_n0[None, None, None, :] == 1, t164.to(tl.float32), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n0[None, None, :, None] == 1, t165.to(tl.float32), 0.0), axis=2, keep_dims=True) + tl.sum(tl.where(offs_n0[None, None, None, :] == 2, t164.to(tl.float32), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n0[None, None, :, None] == 2, t165.to(tl.float32), 0.0), axis=2, keep_dims=True) + tl.sum(tl.where(offs_n0[None, None, None, :] == 3, t164.to(tl.float32), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n0[None, None, :, None] == 3, t165.to(tl.float32), 0.0), axis=2, keep_dims=True)
        t167 = tl.reshape(t166, [T_c0, T_c1, T_c4])
        t173 = tl.load(m168_ptr + offs_c4[None, :, None] * m168_s1 + offs_c2[None, None, :] * m168_s2, mask=mask_c4[None, :, None] & mask_c2[None, None, :], other=0)
        if DOT_174:
            t175 = tl.reshape(tl.dot(tl.reshape(tl.where(mask_c4[None, None, :], t167.to(DOT_T), 0.0), [T_c0 * T_c1, T_c4]), tl.reshape(t173.to(DOT_T), [T_c4, T_c2]), input_precision=PRECISION), [T_c0, T_c1, T_c2])
        else:
            t175 = tl.sum(tl.expand_dims(tl.where(mask_c4[None, None, :], t167, 0.0), 3) * tl.expand_dims(t173.to(tl.float32), 1), axis=2)
        acc176 = acc176 + t175
    t177 = tl.reshape(acc176, [T_c0, T_c1, 1, T_c2])
    t178 = (t161) * (t177)
    t179 = t157 + t178
    tl.store(buf180_ptr + offs_c0[:, None, None, None] * buf180_s0 + offs_c1[None, :, None, None] * buf180_s1 + offs_n0[None, None, :, None] * buf180_s2 + offs_c2[None, None, None, :] * buf180_s3, _rne_bf16(t179) if ROUND else t179, mask=mask_c0[:, None, None, None] & mask_c1[None, :, None, None] & mask_n0[None, None, :, None] & mask_c2[None, None, None, :])


@triton.jit
def kernel_2(m3_ptr, m3_s0, m3_s1, m3_s2, m182_ptr, m182_s1, m182_s2, m198_ptr, m198_s2, m198_s3, m287_ptr, m287_s1, m287_s2, m296_ptr, m296_s2, m308_ptr, m308_s1, m308_s2, m317_ptr, m317_s2, buf327_ptr, buf327_s0, buf327_s1, buf327_s2, E_c0, E_c1, E_c3, E_n0, E_n1, E_n2, E_n4, DOT_186: tl.constexpr, DOT_291: tl.constexpr, DOT_312: tl.constexpr, DOT_T: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, F_n4: tl.constexpr, ONCE_c3: tl.constexpr, PRECISION: tl.constexpr, ROUND: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c3: tl.constexpr):
    # writes buf327: Combine over grid x.0@0[2], grid x.1@1[32]
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
    acc188 = tl.full([T_c0, T_c1, F_n2], 0.0, tl.float32)

    for i_c3 in range(0, 1 if ONCE_c3 else tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
        mask_c3 = offs_c3 < E_c3

        t181 = tl.load(m3_ptr + offs_c0[:, None, None] * m3_s0 + offs_c1[None, :, None] * m3_s1 + offs_c3[None, None, :] * m3_s2, mask=mask_c0[:, None, None] & mask_c1[None, :, None] & mask_c3[None, None, :], other=0)
        t185 = tl.load(m182_ptr + offs_c3[None, :, None] * m182_s1 + offs_n2[None, None, :] * m182_s2, mask=mask_c3[None, :, None] & mask_n2[None, None, :], other=0)
        if DOT_186:
            t187 = tl.reshape(tl.dot(tl.reshape(t181.to(DOT_T), [T_c0 * T_c1, T_c3]), tl.reshape(t185.to(DOT_T), [T_c3, F_n2]), input_precision=PRECISION), [T_c0, T_c1, F_n2])
        else:
            t187 = tl.sum(tl.expand_dims(t181.to(tl.float32), 3) * tl.expand_dims(t185.to(tl.float32), 1), axis=2)
        acc188 = acc188 + t187
    t189 = tl.load(m3_ptr + offs_c0[:, None, None] * m3_s0 + offs_c1[None, :, None] * m3_s1 + offs_n1[None, None, :] * m3_s2, mask=mask_c0[:, None, None] & mask_c1[None, :, None] & mask_n1[None, None, :], other=0)
    t190 = t189.to(tl.float32)
    t191 = (t190) * (t190)
    t192 = tl.sum(tl.where(mask_n1[None, None, :], t191, 0.0), axis=2, keep_dims=True)
    t193 = t192 + 6.4e-05
    t194 = tl.rsqrt(t193)
    t195 = (acc188) * (t194)
    t196 = tl.reshape(t195, [T_c0, T_c1, F_n0, F_n0])
    t197 = (t196) * (0.8)
    t201 = tl.load(m198_ptr + offs_n0[None, None, :, None] * m198_s2 + offs_n0[None, None, None, :] * m198_s3, mask=mask_n0[None, None, :, None] & mask_n0[None, None, None, :], other=0)
    t202 = t201.to(tl.float32)
    t203 = t197 + t202
    t204 = tl.exp(t203)
    t205 = tl.sum(tl.where(mask_n0[None, None, None, :], t204, 0.0), axis=3, keep_dims=True)
    t206 = (t204) / (t205)
    t207 = tl.sum(tl.where(mask_n0[None, None, :, None], t206, 0.0), axis=2, keep_dims=True)
    t208 = (t206) / (t207)
    t209 = tl.sum(tl.where(mask_n0[None, None, None, :], t208, 0.0), axis=3, keep_dims=True)
    t210 = (t208) / (t209)
    t211 = tl.sum(tl.where(mask_n0[None, None, :, None], t210, 0.0), axis=2, keep_dims=True)
    t212 = (t210) / (t211)
    t213 = tl.sum(tl.where(mask_n0[None, None, None, :], t212, 0.0), axis=3, keep_dims=True)
    t214 = (t212) / (t213)
    t215 = tl.sum(tl.where(mask_n0[None, None, :, None], t214, 0.0), axis=2, keep_dims=True)
    t216 = (t214) / (t215)
    t217 = tl.sum(tl.where(mask_n0[None, None, None, :], t216, 0.0), axis=3, keep_dims=True)
    t218 = (t216) / (t217)
    t219 = tl.sum(tl.where(mask_n0[None, None, :, None], t218, 0.0), axis=2, keep_dims=True)
    t220 = (t218) / (t219)
    t221 = tl.sum(tl.where(mask_n0[None, None, None, :], t220, 0.0), axis=3, keep_dims=True)
    t222 = (t220) / (t221)
    t223 = tl.sum(tl.where(mask_n0[None, None, :, None], t222, 0.0), axis=2, keep_dims=True)
    t224 = (t222) / (t223)
    t225 = tl.sum(tl.where(mask_n0[None, None, None, :], t224, 0.0), axis=3, keep_dims=True)
    t226 = (t224) / (t225)
    t227 = tl.sum(tl.where(mask_n0[None, None, :, None], t226, 0.0), axis=2, keep_dims=True)
    t228 = (t226) / (t227)
    t229 = tl.sum(tl.where(mask_n0[None, None, None, :], t228, 0.0), axis=3, keep_dims=True)
    t230 = (t228) / (t229)
    t231 = tl.sum(tl.where(mask_n0[None, None, :, None], t230, 0.0), axis=2, keep_dims=True)
    t232 = (t230) / (t231)
    t233 = tl.sum(tl.where(mask_n0[None, None, None, :], t232, 0.0), axis=3, keep_dims=True)
    t234 = (t232) / (t233)
    t235 = tl.sum(tl.where(mask_n0[None, None, :, None], t234, 0.0), axis=2, keep_dims=True)
    t236 = (t234) / (t235)
    t237 = tl.sum(tl.where(mask_n0[None, None, None, :], t236, 0.0), axis=3, keep_dims=True)
    t238 = (t236) / (t237)
    t239 = tl.sum(tl.where(mask_n0[None, None, :, None], t238, 0.0), axis=2, keep_dims=True)
    t240 = (t238) / (t239)
    t241 = tl.sum(tl.where(mask_n0[None, None, None, :], t240, 0.0), axis=3, keep_dims=True)
    t242 = (t240) / (t241)
    t243 = tl.sum(tl.where(mask_n0[None, None, :, None], t242, 0.0), axis=2, keep_dims=True)
    t244 = (t242) / (t243)
    t245 = tl.sum(tl.where(mask_n0[None, None, None, :], t244, 0.0), axis=3, keep_dims=True)
    t246 = (t244) / (t245)
    t247 = tl.sum(tl.where(mask_n0[None, None, :, None], t246, 0.0), axis=2, keep_dims=True)
    t248 = (t246) / (t247)
    t249 = tl.sum(tl.where(mask_n0[None, None, None, :], t248, 0.0), axis=3, keep_dims=True)
    t250 = (t248) / (t249)
    t251 = tl.sum(tl.where(mask_n0[None, None, :, None], t250, 0.0), axis=2, keep_dims=True)
    t252 = (t250) / (t251)
    t253 = tl.sum(tl.where(mask_n0[None, None, None, :], t252, 0.0), axis=3, keep_dims=True)
    t254 = (t252) / (t253)
    t255 = tl.sum(tl.where(mask_n0[None, None, :, None], t254, 0.0), axis=2, keep_dims=True)
    t256 = (t254) / (t255)
    t257 = tl.sum(tl.where(mask_n0[None, None, None, :], t256, 0.0), axis=3, keep_dims=True)
    t258 = (t256) / (t257)
    t259 = tl.sum(tl.where(mask_n0[None, None, :, None], t258, 0.0), axis=2, keep_dims=True)
    t260 = (t258) / (t259)
    t261 = tl.sum(tl.where(mask_n0[None, None, None, :], t260, 0.0), axis=3, keep_dims=True)
    t262 = (t260) / (t261)
    t263 = tl.sum(tl.where(mask_n0[None, None, :, None], t262, 0.0), axis=2, keep_dims=True)
    t264 = (t262) / (t263)
    t265 = tl.sum(tl.where(mask_n0[None, None, None, :], t264, 0.0), axis=3, keep_dims=True)
    t266 = (t264) / (t265)
    t267 = tl.sum(tl.where(mask_n0[None, None, :, None], t266, 0.0), axis=2, keep_dims=True)
    t268 = (t266) / (t267)
    t269 = tl.sum(tl.where(mask_n0[None, None, None, :], t268, 0.0), axis=3, keep_dims=True)
    t270 = (t268) / (t269)
    t271 = tl.sum(tl.where(mask_n0[None, None, :, None], t270, 0.0), axis=2, keep_dims=True)
    t272 = (t270) / (t271)
    t273 = tl.sum(tl.where(mask_n0[None, None, None, :], t272, 0.0), axis=3, keep_dims=True)
    t274 = (t272) / (t273)
    t275 = tl.sum(tl.where(mask_n0[None, None, :, None], t274, 0.0), axis=2, keep_dims=True)
    t276 = (t274) / (t275)
    t277 = tl.sum(tl.where(mask_n0[None, None, None, :], t276, 0.0), axis=3, keep_dims=True)
    t278 = (t276) / (t277)
    t279 = tl.sum(tl.where(mask_n0[None, None, :, None], t278, 0.0), axis=2, keep_dims=True)
    t280 = (t278) / (t279)
    t281 = tl.sum(tl.where(mask_n0[None, None, None, :], t280, 0.0), axis=3, keep_dims=True)
    t282 = (t280) / (t281)
    t283 = tl.sum(tl.where(mask_n0[None, None, :, None], t282, 0.0), axis=2, keep_dims=True)
    t284 = (t282) / (t283)
    t285 = tl.reshape(t284, [T_c0, T_c1, F_n2])
    acc293 = tl.full([T_c0, T_c1, F_n0], 0.0, tl.float32)

    for i_c3 in range(0, 1 if ONCE_c3 else tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
        mask_c3 = offs_c3 < E_c3

        t286 = tl.load(m3_ptr + offs_c0[:, None, None] * m3_s0 + offs_c1[None, :, None] * m3_s1 + offs_c3[None, None, :] * m3_s2, mask=mask_c0[:, None, None] & mask_c1[None, :, None] & mask_c3[None, None, :], other=0)
        t290 = tl.load(m287_ptr + offs_c3[None, :, None] * m287_s1 + offs_n0[None, None, :] * m287_s2, mask=mask_c3[None, :, None] & mask_n0[None, None, :], other=0)
        if DOT_291:
            t292 = tl.reshape(tl.dot(tl.reshape(t286.to(DOT_T), [T_c0 * T_c1, T_c3]), tl.reshape(t290.to(DOT_T), [T_c3, F_n0]), input_precision=PRECISION), [T_c0, T_c1, F_n0])
        else:
            t292 = tl.sum(tl.expand_dims(t286.to(tl.float32), 3) * tl.expand_dims(t290.to(tl.float32), 1), axis=2)
        acc293 = acc293 + t292
    t294 = (acc293) * (t194)
    t295 = (t294) * (0.8)
    t299 = tl.load(m296_ptr + offs_n0[None, None, :] * m296_s2, mask=mask_n0[None, None, :], other=0)
    t300 = t299.to(tl.float32)
    t301 = t295 + t300
    t302 = tl.reshape(t301, [T_c0, T_c1, F_n0])
    t303 = 1.0 / (1.0 + tl.exp(-(t302)))
    t304 = (t303) * (2.0)
    i305 = offs_n3[None, None, :] + tl.zeros([T_c0, T_c1, F_n3], tl.int32)
    t306 = tl.where(i305 < 16, tl.gather(t285, tl.minimum(i305, F_n2 - 1), 2), tl.gather(t304, tl.minimum(tl.maximum(i305 - 16, 0), F_n0 - 1), 2))
    acc314 = tl.full([T_c0, T_c1, F_n0], 0.0, tl.float32)

    for i_c3 in range(0, 1 if ONCE_c3 else tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
        mask_c3 = offs_c3 < E_c3

        t307 = tl.load(m3_ptr + offs_c0[:, None, None] * m3_s0 + offs_c1[None, :, None] * m3_s1 + offs_c3[None, None, :] * m3_s2, mask=mask_c0[:, None, None] & mask_c1[None, :, None] & mask_c3[None, None, :], other=0)
        t311 = tl.load(m308_ptr + offs_c3[None, :, None] * m308_s1 + offs_n0[None, None, :] * m308_s2, mask=mask_c3[None, :, None] & mask_n0[None, None, :], other=0)
        if DOT_312:
            t313 = tl.reshape(tl.dot(tl.reshape(t307.to(DOT_T), [T_c0 * T_c1, T_c3]), tl.reshape(t311.to(DOT_T), [T_c3, F_n0]), input_precision=PRECISION), [T_c0, T_c1, F_n0])
        else:
            t313 = tl.sum(tl.expand_dims(t307.to(tl.float32), 3) * tl.expand_dims(t311.to(tl.float32), 1), axis=2)
        acc314 = acc314 + t313
    t315 = (acc314) * (t194)
    t316 = (t315) * (0.8)
    t320 = tl.load(m317_ptr + offs_n0[None, None, :] * m317_s2, mask=mask_n0[None, None, :], other=0)
    t321 = t320.to(tl.float32)
    t322 = t316 + t321
    t323 = tl.reshape(t322, [T_c0, T_c1, F_n0])
    t324 = 1.0 / (1.0 + tl.exp(-(t323)))
    i325 = offs_n4[None, None, :] + tl.zeros([T_c0, T_c1, F_n4], tl.int32)
    t326 = tl.where(i325 < 20, tl.gather(t306, tl.minimum(i325, F_n3 - 1), 2), tl.gather(t324, tl.minimum(tl.maximum(i325 - 20, 0), F_n0 - 1), 2))
    tl.store(buf327_ptr + offs_c0[:, None, None] * buf327_s0 + offs_c1[None, :, None] * buf327_s1 + offs_n4[None, None, :] * buf327_s2, _rne_bf16(t326) if ROUND else t326, mask=mask_c0[:, None, None] & mask_c1[None, :, None] & mask_n4[None, None, :])


@triton.jit
def kernel_3(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, buf180_ptr, buf180_s0, buf180_s1, buf180_s2, buf180_s3, m333_ptr, m333_s0, m333_s1, m333_s2, m337_ptr, m337_s0, m337_s1, m337_s3, m343_ptr, m343_s1, m343_s2, buf354_ptr, buf354_s0, buf354_s1, buf354_s2, buf354_s3, E_c0, E_c1, E_c2, E_c4, E_n0, DOT_330: tl.constexpr, DOT_331: tl.constexpr, DOT_348: tl.constexpr, DOT_T: tl.constexpr, F_n0: tl.constexpr, ONCE_c4: tl.constexpr, PRECISION: tl.constexpr, ROUND: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr, T_c4: tl.constexpr):
    # writes buf354: Combine over grid x.0@0[2], grid x.1@1[32], grid x.3@3[16]
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
    t328 = tl.load(m1_ptr + offs_c0[:, None, None, None] * m1_s0 + offs_c1[None, :, None, None] * m1_s1 + offs_n0[None, None, :, None] * m1_s2 + offs_n0[None, None, None, :] * m1_s3, mask=mask_c0[:, None, None, None] & mask_c1[None, :, None, None] & mask_n0[None, None, :, None] & mask_n0[None, None, None, :], other=0)
    t329 = tl.load(buf180_ptr + offs_c0[:, None, None, None] * buf180_s0 + offs_c1[None, :, None, None] * buf180_s1 + offs_n0[None, None, :, None] * buf180_s2 + offs_c2[None, None, None, :] * buf180_s3, mask=mask_c0[:, None, None, None] & mask_c1[None, :, None, None] & mask_n0[None, None, :, None] & mask_c2[None, None, None, :], other=0)
    if DOT_330:
        t332 = tl.reshape(tl.dot(tl.reshape(t328.to(DOT_T), [F_n0, F_n0]), tl.reshape(t329.to(DOT_T), [F_n0, T_c2]), input_precision=PRECISION), [T_c0, T_c1, F_n0, T_c2])
    elif DOT_331:
        t332 = tl.reshape(tl.dot(tl.reshape(t328.to(DOT_T), [T_c0 * T_c1, F_n0, F_n0]), tl.reshape(t329.to(DOT_T), [T_c0 * T_c1, F_n0, T_c2]), input_precision=PRECISION), [T_c0, T_c1, F_n0, T_c2])
    else:
        t332 = tl.sum(tl.where(offs_n0[None, None, None, :] == 0, t328.to(tl.float32), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n0[None, None, :, None] == 0, t329.to(tl.float32), 0.0), axis=2, keep_dims=True) + tl.sum(tl.where(offs_n0[None, None, None, :] == 1, t328.to(tl.float32), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n0[None, None, :, None] == 1, t329.to(tl.float32), 0.0), axis=2, keep_dims=True) + tl.sum(tl.where(offs_n0[None, None, None, :] == 2, t328.to(tl.float32), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n0[None, None, :, None] == 2, t329.to(tl.float32), 0.0), axis=2, keep_dims=True) + tl.sum(tl.where(offs_n0[None, None, None, :] == 3, t328.to(tl.float32), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n0[None, None, :, None] == 3, t329.to(tl.float32), 0.0), axis=2, keep_dims=True)
    t335 = tl.load(m333_ptr + offs_c0[:, None, None, None] * m333_s0 + offs_c1[None, :, None, None] * m333_s1 + offs_n0[None, None, :, None] * m333_s2, mask=mask_c0[:, None, None, None] & mask_c1[None, :, None, None] & mask_n0[None, None, :, None], other=0)
    t336 = t335.to(tl.float32)
    t339 = tl.load(m337_ptr + offs_c0[:, None, None, None] * m337_s0 + offs_c1[None, :, None, None] * m337_s1 + offs_n0[None, None, None, :] * m337_s3, mask=mask_c0[:, None, None, None] & mask_c1[None, :, None, None] & mask_n0[None, None, None, :], other=0)
    acc350 = tl.full([T_c0, T_c1, T_c2], 0.0, tl.float32)

    for i_c4 in range(0, 1 if ONCE_c4 else tl.cdiv(E_c4, T_c4)):
        offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)
        mask_c4 = offs_c4 < E_c4

        t340 = tl.load(buf180_ptr + offs_c0[:, None, None, None] * buf180_s0 + offs_c1[None, :, None, None] * buf180_s1 + offs_n0[None, None, :, None] * buf180_s2 + offs_c4[None, None, None, :] * buf180_s3, mask=mask_c0[:, None, None, None] & mask_c1[None, :, None, None] & mask_n0[None, None, :, None] & mask_c4[None, None, None, :], other=0)
        t341 = tl.sum(tl.where(offs_n0[None, None, None, :] == 0, t339.to(tl.float32), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n0[None, None, :, None] == 0, t340.to(tl.float32), 0.0), axis=2, keep_dims=True) + tl.sum(tl.where(offs_n0[None, None, None, :] == 1, t339.to(tl.float32), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n0[None, None, :, None] == 1, t340.to(tl.float32), 0.0), axis=2, keep_dims=True) + tl.sum(tl.where(offs_n0[None, None, None, :] == 2, t339.to(tl.float32), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n0[None, None, :, None] == 2, t340.to(tl.float32), 0.0), axis=2, keep_dims=True) + tl.sum(tl.where(offs_n0[None, None, None, :] == 3, t339.to(tl.float32), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n0[None, None, :, None] == 3, t340.to(tl.float32), 0.0), axis=2, keep_dims=True)
        t342 = tl.reshape(t341, [T_c0, T_c1, T_c4])
        t347 = tl.load(m343_ptr + offs_c4[None, :, None] * m343_s1 + offs_c2[None, None, :] * m343_s2, mask=mask_c4[None, :, None] & mask_c2[None, None, :], other=0)
        if DOT_348:
            t349 = tl.reshape(tl.dot(tl.reshape(tl.where(mask_c4[None, None, :], t342.to(DOT_T), 0.0), [T_c0 * T_c1, T_c4]), tl.reshape(t347.to(DOT_T), [T_c4, T_c2]), input_precision=PRECISION), [T_c0, T_c1, T_c2])
        else:
            t349 = tl.sum(tl.expand_dims(tl.where(mask_c4[None, None, :], t342, 0.0), 3) * tl.expand_dims(t347.to(tl.float32), 1), axis=2)
        acc350 = acc350 + t349
    t351 = tl.reshape(acc350, [T_c0, T_c1, 1, T_c2])
    t352 = (t336) * (t351)
    t353 = t332 + t352
    tl.store(buf354_ptr + offs_c0[:, None, None, None] * buf354_s0 + offs_c1[None, :, None, None] * buf354_s1 + offs_n0[None, None, :, None] * buf354_s2 + offs_c2[None, None, None, :] * buf354_s3, _rne_bf16(t353) if ROUND else t353, mask=mask_c0[:, None, None, None] & mask_c1[None, :, None, None] & mask_n0[None, None, :, None] & mask_c2[None, None, None, :])


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
        "buf180": torch.empty([2, 32, 4, 16], dtype=dtype, device=device),
        "buf327": torch.empty([2, 32, 24], dtype=dtype, device=device),
        "buf354": torch.empty([2, 32, 4, 16], dtype=dtype, device=device),
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
    m172 = inputs['w_layer']
    m171 = m172.narrow(0, 0, 1)
    m170 = m171.reshape([16, 16])
    m169 = m170.permute([1, 0])
    m168 = m169.reshape([1, 16, 16])
    buf180 = buffers["buf180"]
    kernel_1[(_cdiv(2, T['kernel_1.c0']) * _cdiv(32, T['kernel_1.c1']) * _cdiv(16, T['kernel_1.c2']),)](m4_ptr=m4, m4_s0=m4.stride(0), m4_s1=m4.stride(1), m4_s2=m4.stride(2), m4_s3=m4.stride(3), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), m7_s2=m7.stride(2), m7_s3=m7.stride(3), m158_ptr=m158, m158_s0=m158.stride(0), m158_s1=m158.stride(1), m158_s2=m158.stride(2), m162_ptr=m162, m162_s0=m162.stride(0), m162_s1=m162.stride(1), m162_s3=m162.stride(3), m168_ptr=m168, m168_s1=m168.stride(1), m168_s2=m168.stride(2), buf180_ptr=buf180, buf180_s0=buf180.stride(0), buf180_s1=buf180.stride(1), buf180_s2=buf180.stride(2), buf180_s3=buf180.stride(3), E_c0=2, E_c1=32, E_c2=16, E_c4=16, E_n0=4, DOT_155=(_pow2(4)) >= 16 and (_pow2(4)) >= 16 and (T['kernel_1.c2']) >= 16 and (T['kernel_1.c0']) == 1 and (T['kernel_1.c1']) == 1, DOT_156=(_pow2(4)) >= 16 and (_pow2(4)) >= 16 and (T['kernel_1.c2']) >= 16, DOT_174=(T['kernel_1.c0'] * T['kernel_1.c1']) >= 16 and (T['kernel_1.c4']) >= 16 and (T['kernel_1.c2']) >= 16, DOT_T=_DOT_T, F_n0=_pow2(4), ONCE_c4=T['kernel_1.c4'] >= 16, PRECISION=_PRECISION, ROUND=_ROUND, T_c0=T['kernel_1.c0'], T_c1=T['kernel_1.c1'], T_c2=T['kernel_1.c2'], T_c4=T['kernel_1.c4'], num_warps=num_warps, num_stages=num_stages)
    m3 = buf180.reshape([2, 32, 64])
    m184 = m18.narrow(0, 1, 1)
    m183 = m184.reshape([64, 16])
    m182 = m183.reshape([1, 64, 16])
    m200 = m27.narrow(0, 1, 1)
    m199 = m200.reshape([4, 4])
    m198 = m199.reshape([1, 1, 4, 4])
    m289 = m116.narrow(0, 1, 1)
    m288 = m289.reshape([64, 4])
    m287 = m288.reshape([1, 64, 4])
    m298 = m124.narrow(0, 1, 1)
    m297 = m298.reshape([4])
    m296 = m297.reshape([1, 1, 4])
    m310 = m136.narrow(0, 1, 1)
    m309 = m310.reshape([64, 4])
    m308 = m309.reshape([1, 64, 4])
    m319 = m144.narrow(0, 1, 1)
    m318 = m319.reshape([4])
    m317 = m318.reshape([1, 1, 4])
    buf327 = buffers["buf327"]
    kernel_2[(_cdiv(2, T['kernel_2.c0']) * _cdiv(32, T['kernel_2.c1']),)](m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m182_ptr=m182, m182_s1=m182.stride(1), m182_s2=m182.stride(2), m198_ptr=m198, m198_s2=m198.stride(2), m198_s3=m198.stride(3), m287_ptr=m287, m287_s1=m287.stride(1), m287_s2=m287.stride(2), m296_ptr=m296, m296_s2=m296.stride(2), m308_ptr=m308, m308_s1=m308.stride(1), m308_s2=m308.stride(2), m317_ptr=m317, m317_s2=m317.stride(2), buf327_ptr=buf327, buf327_s0=buf327.stride(0), buf327_s1=buf327.stride(1), buf327_s2=buf327.stride(2), E_c0=2, E_c1=32, E_c3=64, E_n0=4, E_n1=64, E_n2=16, E_n4=24, DOT_186=(T['kernel_2.c0'] * T['kernel_2.c1']) >= 16 and (T['c3']) >= 16 and (_pow2(16)) >= 16, DOT_291=(T['kernel_2.c0'] * T['kernel_2.c1']) >= 16 and (T['c3']) >= 16 and (_pow2(4)) >= 16, DOT_312=(T['kernel_2.c0'] * T['kernel_2.c1']) >= 16 and (T['c3']) >= 16 and (_pow2(4)) >= 16, DOT_T=_DOT_T, F_n0=_pow2(4), F_n1=_pow2(64), F_n2=_pow2(16), F_n3=_pow2(20), F_n4=_pow2(24), ONCE_c3=T['c3'] >= 64, PRECISION=_PRECISION, ROUND=_ROUND, T_c0=T['kernel_2.c0'], T_c1=T['kernel_2.c1'], T_c3=T['c3'], num_warps=num_warps, num_stages=num_stages)
    m2 = buf327.narrow(2, 0, 16)
    m1 = m2.reshape([2, 32, 4, 4])
    m334 = buf327.narrow(2, 16, 4)
    m333 = m334.reshape([2, 32, 4, 1])
    m338 = buf327.narrow(2, 20, 4)
    m337 = m338.reshape([2, 32, 1, 4])
    m346 = m172.narrow(0, 1, 1)
    m345 = m346.reshape([16, 16])
    m344 = m345.permute([1, 0])
    m343 = m344.reshape([1, 16, 16])
    buf354 = buffers["buf354"]
    kernel_3[(_cdiv(2, T['kernel_3.c0']) * _cdiv(32, T['kernel_3.c1']) * _cdiv(16, T['kernel_3.c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), buf180_ptr=buf180, buf180_s0=buf180.stride(0), buf180_s1=buf180.stride(1), buf180_s2=buf180.stride(2), buf180_s3=buf180.stride(3), m333_ptr=m333, m333_s0=m333.stride(0), m333_s1=m333.stride(1), m333_s2=m333.stride(2), m337_ptr=m337, m337_s0=m337.stride(0), m337_s1=m337.stride(1), m337_s3=m337.stride(3), m343_ptr=m343, m343_s1=m343.stride(1), m343_s2=m343.stride(2), buf354_ptr=buf354, buf354_s0=buf354.stride(0), buf354_s1=buf354.stride(1), buf354_s2=buf354.stride(2), buf354_s3=buf354.stride(3), E_c0=2, E_c1=32, E_c2=16, E_c4=16, E_n0=4, DOT_330=(_pow2(4)) >= 16 and (_pow2(4)) >= 16 and (T['kernel_3.c2']) >= 16 and (T['kernel_3.c0']) == 1 and (T['kernel_3.c1']) == 1, DOT_331=(_pow2(4)) >= 16 and (_pow2(4)) >= 16 and (T['kernel_3.c2']) >= 16, DOT_348=(T['kernel_3.c0'] * T['kernel_3.c1']) >= 16 and (T['kernel_3.c4']) >= 16 and (T['kernel_3.c2']) >= 16, DOT_T=_DOT_T, F_n0=_pow2(4), ONCE_c4=T['kernel_3.c4'] >= 16, PRECISION=_PRECISION, ROUND=_ROUND, T_c0=T['kernel_3.c0'], T_c1=T['kernel_3.c1'], T_c2=T['kernel_3.c2'], T_c4=T['kernel_3.c4'], num_warps=num_warps, num_stages=num_stages)
    result = buf354
    return result.to(dtype) if result.is_floating_point() else result


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
