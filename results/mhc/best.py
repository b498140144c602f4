"""mhc [small], candidate 0: 2 kernel(s)

Rendered by EqiForge from candidate 0 of mhc [small]: grid(x.0@0, x.1@1) loop(x.2[64]: pair(pair(pair(sum, sum), sum), sum)) [6 mm] | grid(x.0@0, x.1@1) loop(x.2[64]: pair(pair(pair(sum, sum), sum), sum)) [6 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.0@0[2]
    c1: grid x.1@1[32]
    c2: loop x.2[64]

Run it on its own: `python kernels/f00.py` checks it once against PyTorch on random inputs.
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
DEFAULT_TILES = {"kernel_0.c0": 16, "kernel_1.c0": 16, "kernel_0.c1": 2, "kernel_1.c1": 2, "kernel_0.c2": 32, "kernel_1.c2": 32}
NUM_WARPS, NUM_STAGES = 2, 4
# the largest useful tile size of each coordinate: its extent rounded up to a power of two, at least 16 (tensor cores)
TILE_LIMITS = {"kernel_0.c0": 16, "kernel_1.c0": 16, "kernel_0.c1": 32, "kernel_1.c1": 32, "kernel_0.c2": 64, "kernel_1.c2": 64}


@triton.jit
def _rne_bf16(x):
    """fp32 rounded to the nearest bf16 (ties to even), still fp32: storing it is then exact, where the interpreter's
    own bf16 store truncates (a GPU rounds to nearest)."""
    bits = x.to(tl.uint32, bitcast=True)
    return ((bits + 0x7FFF + ((bits >> 16) & 1)) & 0xFFFF0000).to(tl.float32, bitcast=True)


@triton.jit
def kernel_0(m2_ptr, m2_s0, m2_s1, m2_s2, m8_ptr, m8_s1, m8_s2, m15_ptr, m15_s1, m15_s2, m22_ptr, m22_s1, m22_s2, m38_ptr, m38_s2, m38_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, m132_ptr, m132_s2, m144_ptr, m144_s2, m155_ptr, m155_s1, m155_s2, buf166_ptr, buf166_s0, buf166_s1, buf166_s2, buf166_s3, E_c0, E_c1, E_c2, E_n0, E_n1, DOT_127: tl.constexpr, DOT_128: tl.constexpr, DOT_13: tl.constexpr, DOT_161: tl.constexpr, DOT_20: tl.constexpr, DOT_27: tl.constexpr, DOT_T: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, ONCE_c2: tl.constexpr, PRECISION: tl.constexpr, ROUND: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf166: Combine over grid x.0@0[2], grid x.1@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    mask_c0 = offs_c0 < E_c0
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    mask_c1 = offs_c1 < E_c1
    offs_n0 = tl.arange(0, F_n0)
    mask_n0 = offs_n0 < E_n0
    offs_n1 = tl.arange(0, F_n1)
    mask_n1 = offs_n1 < E_n1
    acc29 = tl.full([T_c0, T_c1, 1], 0.0, tl.float32)
    if DOT_13:
        acc30 = tl.full([T_c0 * T_c1, F_n0], 0.0, tl.float32)
    else:
        acc30 = tl.full([T_c0, T_c1, F_n0], 0.0, tl.float32)
    if DOT_20:
        acc31 = tl.full([T_c0 * T_c1, F_n1 * 4], 0.0, tl.float32)
    else:
        acc31 = tl.full([T_c0, T_c1, F_n1], 0.0, tl.float32)
    if DOT_27:
        acc32 = tl.full([T_c0 * T_c1, F_n1 * 4], 0.0, tl.float32)
    else:
        acc32 = tl.full([T_c0, T_c1, F_n1], 0.0, tl.float32)

    for i_c2 in range(0, 1 if ONCE_c2 else tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
        mask_c2 = offs_c2 < E_c2

        t4 = tl.load(m2_ptr + offs_c0[:, None, None] * m2_s0 + offs_c1[None, :, None] * m2_s1 + offs_c2[None, None, :] * m2_s2, mask=mask_c0[:, None, None] & mask_c1[None, :, None] & mask_c2[None, None, :], other=0)
        t5 = t4.to(tl.float32)
        t6 = (t5) * (t5)
        t7 = tl.sum(tl.where(mask_c2[None, None, :], t6, 0.0), axis=2, keep_dims=True)
        t12 = tl.load(m8_ptr + offs_c2[None, :, None] * m8_s1 + offs_n0[None, None, :] * m8_s2, mask=mask_c2[None, :, None] & mask_n0[None, None, :], other=0)
        if DOT_13:
            acc30 = tl.dot(tl.reshape(t4.to(DOT_T), [T_c0 * T_c1, T_c2]), tl.reshape(t12.to(DOT_T), [T_c2, F_n0]), acc30, input_precision=PRECISION)
        else:
            acc30 = acc30 + tl.sum(tl.expand_dims(t4.to(tl.float32), 3) * tl.expand_dims(t12.to(tl.float32), 1), axis=2)
        t19 = tl.load(m15_ptr + offs_c2[None, :, None] * m15_s1 + offs_n1[None, None, :] * m15_s2, mask=mask_c2[None, :, None] & mask_n1[None, None, :], other=0)
        if DOT_20:
            acc31_rhs = tl.reshape(t19.to(DOT_T), [T_c2, F_n1])
            acc31_rhs = tl.reshape(tl.join(acc31_rhs, tl.zeros_like(acc31_rhs)), [T_c2, F_n1 * 2])
            acc31_rhs = tl.reshape(tl.join(acc31_rhs, tl.zeros_like(acc31_rhs)), [T_c2, F_n1 * 4])
            acc31 = tl.dot(tl.reshape(t4.to(DOT_T), [T_c0 * T_c1, T_c2]), acc31_rhs, acc31, input_precision=PRECISION)
        else:
            acc31 = acc31 + tl.sum(tl.expand_dims(t4.to(tl.float32), 3) * tl.expand_dims(t19.to(tl.float32), 1), axis=2)
        t26 = tl.load(m22_ptr + offs_c2[None, :, None] * m22_s1 + offs_n1[None, None, :] * m22_s2, mask=mask_c2[None, :, None] & mask_n1[None, None, :], other=0)
        if DOT_27:
            acc32_rhs = tl.reshape(t26.to(DOT_T), [T_c2, F_n1])
            acc32_rhs = tl.reshape(tl.join(acc32_rhs, tl.zeros_like(acc32_rhs)), [T_c2, F_n1 * 2])
            acc32_rhs = tl.reshape(tl.join(acc32_rhs, tl.zeros_like(acc32_rhs)), [T_c2, F_n1 * 4])
            acc32 = tl.dot(tl.reshape(t4.to(DOT_T), [T_c0 * T_c1, T_c2]), acc32_rhs, acc32, input_precision=PRECISION)
        else:
            acc32 = acc32 + tl.sum(tl.expand_dims(t4.to(tl.float32), 3) * tl.expand_dims(t26.to(tl.float32), 1), axis=2)
        acc29 = acc29 + t7
    if DOT_13:
        acc30 = tl.reshape(acc30, [T_c0, T_c1, F_n0])
    if DOT_20:
        acc31 = tl.split(tl.reshape(acc31, [T_c0 * T_c1, F_n1 * 2, 2]))[0]
        acc31 = tl.split(tl.reshape(acc31, [T_c0 * T_c1, F_n1, 2]))[0]
        acc31 = tl.reshape(acc31, [T_c0, T_c1, F_n1])
    if DOT_27:
        acc32 = tl.split(tl.reshape(acc32, [T_c0 * T_c1, F_n1 * 2, 2]))[0]
        acc32 = tl.split(tl.reshape(acc32, [T_c0 * T_c1, F_n1, 2]))[0]
        acc32 = tl.reshape(acc32, [T_c0, T_c1, F_n1])
    t33 = acc29 + 6.4e-05
    t34 = tl.rsqrt(t33)
    t35 = (acc30) * (t34)
    t36 = tl.reshape(t35, [T_c0, T_c1, F_n1, F_n1])
    t37 = (t36) * (0.8)
    t42 = tl.load(m38_ptr + offs_n1[None, None, :, None] * m38_s2 + offs_n1[None, None, None, :] * m38_s3, mask=mask_n1[None, None, :, None] & mask_n1[None, None, None, :], other=0)
    t43 = t42.to(tl.float32)
    t44 = t37 + t43
    t45 = tl.exp(t44)
    t46 = tl.sum(tl.where(mask_n1[None, None, None, :], t45, 0.0), axis=3, keep_dims=True)
    t47 = (t45) / (t46)
    t48 = tl.sum(tl.where(mask_n1[None, None, :, None], t47, 0.0), axis=2, keep_dims=True)
    t49 = (t47) / (t48)
    t50 = tl.sum(tl.where(mask_n1[None, None, None, :], t49, 0.0), axis=3, keep_dims=True)
    t51 = (t49) / (t50)
    t52 = tl.sum(tl.where(mask_n1[None, None, :, None], t51, 0.0), axis=2, keep_dims=True)
    t53 = (t51) / (t52)
    t54 = tl.sum(tl.where(mask_n1[None, None, None, :], t53, 0.0), axis=3, keep_dims=True)
    t55 = (t53) / (t54)
    t56 = tl.sum(tl.where(mask_n1[None, None, :, None], t55, 0.0), axis=2, keep_dims=True)
    t57 = (t55) / (t56)
    t58 = tl.sum(tl.where(mask_n1[None, None, None, :], t57, 0.0), axis=3, keep_dims=True)
    t59 = (t57) / (t58)
    t60 = tl.sum(tl.where(mask_n1[None, None, :, None], t59, 0.0), axis=2, keep_dims=True)
    t61 = (t59) / (t60)
    t62 = tl.sum(tl.where(mask_n1[None, None, None, :], t61, 0.0), axis=3, keep_dims=True)
    t63 = (t61) / (t62)
    t64 = tl.sum(tl.where(mask_n1[None, None, :, None], t63, 0.0), axis=2, keep_dims=True)
    t65 = (t63) / (t64)
    t66 = tl.sum(tl.where(mask_n1[None, None, None, :], t65, 0.0), axis=3, keep_dims=True)
    t67 = (t65) / (t66)
    t68 = tl.sum(tl.where(mask_n1[None, None, :, None], t67, 0.0), axis=2, keep_dims=True)
    t69 = (t67) / (t68)
    t70 = tl.sum(tl.where(mask_n1[None, None, None, :], t69, 0.0), axis=3, keep_dims=True)
    t71 = (t69) / (t70)
    t72 = tl.sum(tl.where(mask_n1[None, None, :, None], t71, 0.0), axis=2, keep_dims=True)
    t73 = (t71) / (t72)
    t74 = tl.sum(tl.where(mask_n1[None, None, None, :], t73, 0.0), axis=3, keep_dims=True)
    t75 = (t73) / (t74)
    t76 = tl.sum(tl.where(mask_n1[None, None, :, None], t75, 0.0), axis=2, keep_dims=True)
    t77 = (t75) / (t76)
    t78 = tl.sum(tl.where(mask_n1[None, None, None, :], t77, 0.0), axis=3, keep_dims=True)
    t79 = (t77) / (t78)
    t80 = tl.sum(tl.where(mask_n1[None, None, :, None], t79, 0.0), axis=2, keep_dims=True)
    t81 = (t79) / (t80)
    t82 = tl.sum(tl.where(mask_n1[None, None, None, :], t81, 0.0), axis=3, keep_dims=True)
    t83 = (t81) / (t82)
    t84 = tl.sum(tl.where(mask_n1[None, None, :, None], t83, 0.0), axis=2, keep_dims=True)
    t85 = (t83) / (t84)
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
    t126 = tl.load(m3_ptr + offs_c0[:, None, None, None] * m3_s0 + offs_c1[None, :, None, None] * m3_s1 + offs_n1[None, None, :, None] * m3_s2 + offs_n0[None, None, None, :] * m3_s3, mask=mask_c0[:, None, None, None] & mask_c1[None, :, None, None] & mask_n1[None, None, :, None] & mask_n0[None, None, None, :], other=0)
    if DOT_127:
        t129 = tl.dot(tl.reshape(tl.where(mask_n1[None, None, None, :], t125.to(DOT_T), 0.0), [F_n1, F_n1]), tl.reshape(t126.to(DOT_T), [F_n1, F_n0]), input_precision=PRECISION)
        t129 = tl.reshape(t129, [T_c0, T_c1, F_n1, F_n0])
    elif DOT_128:
        t129 = tl.dot(tl.reshape(tl.where(mask_n1[None, None, None, :], t125.to(DOT_T), 0.0), [T_c0 * T_c1, F_n1, F_n1]), tl.reshape(t126.to(DOT_T), [T_c0 * T_c1, F_n1, F_n0]), input_precision=PRECISION)
        t129 = tl.reshape(t129, [T_c0, T_c1, F_n1, F_n0])
    else:
        t129 = tl.sum(tl.where(offs_n1[None, None, None, :] == 0, tl.where(mask_n1[None, None, None, :], t125, 0.0), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n1[None, None, :, None] == 0, t126.to(tl.float32), 0.0), axis=2, keep_dims=True) + tl.sum(tl.where(offs_n1[None, None, None, :] == 1, tl.where(mask_n1[None, None, None, :], t125, 0.0), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n1[None, None, :, None] == 1, t126.to(tl.float32), 0.0), axis=2, keep_dims=True) + tl.sum(tl.where(offs_n1[None, None, None, :] == 2, tl.where(mask_n1[None, None, None, :], t125, 0.0), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n1[None, None, :, None] == 2, t126.to(tl.float32), 0.0), axis=2, keep_dims=True) + tl.sum(tl.where(offs_n1[None, None, None, :] == 3, tl.where(mask_n1[None, None, None, :], t125, 0.0), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n1[None, None, :, None] == 3, t126.to(tl.float32), 0.0), axis=2, keep_dims=True)
    t130 = (acc31) * (t34)
    t131 = (t130) * (0.8)
    t136 = tl.load(m132_ptr + offs_n1[None, None, :] * m132_s2, mask=mask_n1[None, None, :], other=0)
    t137 = t136.to(tl.float32)
    t138 = t131 + t137
    t139 = tl.reshape(t138, [T_c0, T_c1, F_n1, 1])
    t140 = 1.0 / (1.0 + tl.exp(-(t139)))
    t141 = (t140) * (2.0)
    t142 = (acc32) * (t34)
    t143 = (t142) * (0.8)
    t148 = tl.load(m144_ptr + offs_n1[None, None, :] * m144_s2, mask=mask_n1[None, None, :], other=0)
    t149 = t148.to(tl.float32)
    t150 = t143 + t149
    t151 = tl.reshape(t150, [T_c0, T_c1, 1, F_n1])
    t152 = 1.0 / (1.0 + tl.exp(-(t151)))
    t153 = tl.sum(tl.where(offs_n1[None, None, None, :] == 0, tl.where(mask_n1[None, None, None, :], t152, 0.0), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n1[None, None, :, None] == 0, t126.to(tl.float32), 0.0), axis=2, keep_dims=True) + tl.sum(tl.where(offs_n1[None, None, None, :] == 1, tl.where(mask_n1[None, None, None, :], t152, 0.0), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n1[None, None, :, None] == 1, t126.to(tl.float32), 0.0), axis=2, keep_dims=True) + tl.sum(tl.where(offs_n1[None, None, None, :] == 2, tl.where(mask_n1[None, None, None, :], t152, 0.0), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n1[None, None, :, None] == 2, t126.to(tl.float32), 0.0), axis=2, keep_dims=True) + tl.sum(tl.where(offs_n1[None, None, None, :] == 3, tl.where(mask_n1[None, None, None, :], t152, 0.0), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n1[None, None, :, None] == 3, t126.to(tl.float32), 0.0), axis=2, keep_dims=True)
    t154 = tl.reshape(t153, [T_c0, T_c1, F_n0])
    t160 = tl.load(m155_ptr + offs_n0[None, :, None] * m155_s1 + offs_n0[None, None, :] * m155_s2, mask=mask_n0[None, :, None] & mask_n0[None, None, :], other=0)
    if DOT_161:
        t162 = tl.dot(tl.reshape(tl.where(mask_n0[None, None, :], t154.to(DOT_T), 0.0), [T_c0 * T_c1, F_n0]), tl.reshape(t160.to(DOT_T), [F_n0, F_n0]), input_precision=PRECISION)
        t162 = tl.reshape(t162, [T_c0, T_c1, F_n0])
    else:
        t162 = tl.sum(tl.expand_dims(tl.where(mask_n0[None, None, :], t154, 0.0), 3) * tl.expand_dims(t160.to(tl.float32), 1), axis=2)
    t163 = tl.reshape(t162, [T_c0, T_c1, 1, F_n0])
    t164 = (t141) * (t163)
    t165 = t129 + t164
    tl.store(buf166_ptr + offs_c0[:, None, None, None] * buf166_s0 + offs_c1[None, :, None, None] * buf166_s1 + offs_n1[None, None, :, None] * buf166_s2 + offs_n0[None, None, None, :] * buf166_s3, _rne_bf16(t165) if ROUND else t165, mask=mask_c0[:, None, None, None] & mask_c1[None, :, None, None] & mask_n1[None, None, :, None] & mask_n0[None, None, None, :])


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, m1_s2, m171_ptr, m171_s1, m171_s2, m177_ptr, m177_s1, m177_s2, m183_ptr, m183_s1, m183_s2, m198_ptr, m198_s2, m198_s3, buf166_ptr, buf166_s0, buf166_s1, buf166_s2, buf166_s3, m291_ptr, m291_s2, m302_ptr, m302_s2, m312_ptr, m312_s1, m312_s2, buf322_ptr, buf322_s0, buf322_s1, buf322_s2, buf322_s3, E_c0, E_c1, E_c2, E_n0, E_n1, DOT_175: tl.constexpr, DOT_181: tl.constexpr, DOT_187: tl.constexpr, DOT_286: tl.constexpr, DOT_287: tl.constexpr, DOT_317: tl.constexpr, DOT_T: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, ONCE_c2: tl.constexpr, PRECISION: tl.constexpr, ROUND: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf322: Combine over grid x.0@0[2], grid x.1@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    mask_c0 = offs_c0 < E_c0
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    mask_c1 = offs_c1 < E_c1
    offs_n0 = tl.arange(0, F_n0)
    mask_n0 = offs_n0 < E_n0
    offs_n1 = tl.arange(0, F_n1)
    mask_n1 = offs_n1 < E_n1
    acc189 = tl.full([T_c0, T_c1, 1], 0.0, tl.float32)
    if DOT_175:
        acc190 = tl.full([T_c0 * T_c1, F_n0], 0.0, tl.float32)
    else:
        acc190 = tl.full([T_c0, T_c1, F_n0], 0.0, tl.float32)
    if DOT_181:
        acc191 = tl.full([T_c0 * T_c1, F_n1 * 4], 0.0, tl.float32)
    else:
        acc191 = tl.full([T_c0, T_c1, F_n1], 0.0, tl.float32)
    if DOT_187:
        acc192 = tl.full([T_c0 * T_c1, F_n1 * 4], 0.0, tl.float32)
    else:
        acc192 = tl.full([T_c0, T_c1, F_n1], 0.0, tl.float32)

    for i_c2 in range(0, 1 if ONCE_c2 else tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
        mask_c2 = offs_c2 < E_c2

        t167 = tl.load(m1_ptr + offs_c0[:, None, None] * m1_s0 + offs_c1[None, :, None] * m1_s1 + offs_c2[None, None, :] * m1_s2, mask=mask_c0[:, None, None] & mask_c1[None, :, None] & mask_c2[None, None, :], other=0)
        t168 = t167.to(tl.float32)
        t169 = (t168) * (t168)
        t170 = tl.sum(tl.where(mask_c2[None, None, :], t169, 0.0), axis=2, keep_dims=True)
        t174 = tl.load(m171_ptr + offs_c2[None, :, None] * m171_s1 + offs_n0[None, None, :] * m171_s2, mask=mask_c2[None, :, None] & mask_n0[None, None, :], other=0)
        if DOT_175:
            acc190 = tl.dot(tl.reshape(t167.to(DOT_T), [T_c0 * T_c1, T_c2]), tl.reshape(t174.to(DOT_T), [T_c2, F_n0]), acc190, input_precision=PRECISION)
        else:
            acc190 = acc190 + tl.sum(tl.expand_dims(t167.to(tl.float32), 3) * tl.expand_dims(t174.to(tl.float32), 1), axis=2)
        t180 = tl.load(m177_ptr + offs_c2[None, :, None] * m177_s1 + offs_n1[None, None, :] * m177_s2, mask=mask_c2[None, :, None] & mask_n1[None, None, :], other=0)
        if DOT_181:
            acc191_rhs = tl.reshape(t180.to(DOT_T), [T_c2, F_n1])
            acc191_rhs = tl.reshape(tl.join(acc191_rhs, tl.zeros_like(acc191_rhs)), [T_c2, F_n1 * 2])
            acc191_rhs = tl.reshape(tl.join(acc191_rhs, tl.zeros_like(acc191_rhs)), [T_c2, F_n1 * 4])
            acc191 = tl.dot(tl.reshape(t167.to(DOT_T), [T_c0 * T_c1, T_c2]), acc191_rhs, acc191, input_precision=PRECISION)
        else:
            acc191 = acc191 + tl.sum(tl.expand_dims(t167.to(tl.float32), 3) * tl.expand_dims(t180.to(tl.float32), 1), axis=2)
        t186 = tl.load(m183_ptr + offs_c2[None, :, None] * m183_s1 + offs_n1[None, None, :] * m183_s2, mask=mask_c2[None, :, None] & mask_n1[None, None, :], other=0)
        if DOT_187:
            acc192_rhs = tl.reshape(t186.to(DOT_T), [T_c2, F_n1])
            acc192_rhs = tl.reshape(tl.join(acc192_rhs, tl.zeros_like(acc192_rhs)), [T_c2, F_n1 * 2])
            acc192_rhs = tl.reshape(tl.join(acc192_rhs, tl.zeros_like(acc192_rhs)), [T_c2, F_n1 * 4])
            acc192 = tl.dot(tl.reshape(t167.to(DOT_T), [T_c0 * T_c1, T_c2]), acc192_rhs, acc192, input_precision=PRECISION)
        else:
            acc192 = acc192 + tl.sum(tl.expand_dims(t167.to(tl.float32), 3) * tl.expand_dims(t186.to(tl.float32), 1), axis=2)
        acc189 = acc189 + t170
    if DOT_175:
        acc190 = tl.reshape(acc190, [T_c0, T_c1, F_n0])
    if DOT_181:
        acc191 = tl.split(tl.reshape(acc191, [T_c0 * T_c1, F_n1 * 2, 2]))[0]
        acc191 = tl.split(tl.reshape(acc191, [T_c0 * T_c1, F_n1, 2]))[0]
        acc191 = tl.reshape(acc191, [T_c0, T_c1, F_n1])
    if DOT_187:
        acc192 = tl.split(tl.reshape(acc192, [T_c0 * T_c1, F_n1 * 2, 2]))[0]
        acc192 = tl.split(tl.reshape(acc192, [T_c0 * T_c1, F_n1, 2]))[0]
        acc192 = tl.reshape(acc192, [T_c0, T_c1, F_n1])
    t193 = acc189 + 6.4e-05
    t194 = tl.rsqrt(t193)
    t195 = (acc190) * (t194)
    t196 = tl.reshape(t195, [T_c0, T_c1, F_n1, F_n1])
    t197 = (t196) * (0.8)
    t201 = tl.load(m198_ptr + offs_n1[None, None, :, None] * m198_s2 + offs_n1[None, None, None, :] * m198_s3, mask=mask_n1[None, None, :, None] & mask_n1[None, None, None, :], other=0)
    t202 = t201.to(tl.float32)
    t203 = t197 + t202
    t204 = tl.exp(t203)
    t205 = tl.sum(tl.where(mask_n1[None, None, None, :], t204, 0.0), axis=3, keep_dims=True)
    t206 = (t204) / (t205)
    t207 = tl.sum(tl.where(mask_n1[None, None, :, None], t206, 0.0), axis=2, keep_dims=True)
    t208 = (t206) / (t207)
    t209 = tl.sum(tl.where(mask_n1[None, None, None, :], t208, 0.0), axis=3, keep_dims=True)
    t210 = (t208) / (t209)
    t211 = tl.sum(tl.where(mask_n1[None, None, :, None], t210, 0.0), axis=2, keep_dims=True)
    t212 = (t210) / (t211)
    t213 = tl.sum(tl.where(mask_n1[None, None, None, :], t212, 0.0), axis=3, keep_dims=True)
    t214 = (t212) / (t213)
    t215 = tl.sum(tl.where(mask_n1[None, None, :, None], t214, 0.0), axis=2, keep_dims=True)
    t216 = (t214) / (t215)
    t217 = tl.sum(tl.where(mask_n1[None, None, None, :], t216, 0.0), axis=3, keep_dims=True)
    t218 = (t216) / (t217)
    t219 = tl.sum(tl.where(mask_n1[None, None, :, None], t218, 0.0), axis=2, keep_dims=True)
    t220 = (t218) / (t219)
    t221 = tl.sum(tl.where(mask_n1[None, None, None, :], t220, 0.0), axis=3, keep_dims=True)
    t222 = (t220) / (t221)
    t223 = tl.sum(tl.where(mask_n1[None, None, :, None], t222, 0.0), axis=2, keep_dims=True)
    t224 = (t222) / (t223)
    t225 = tl.sum(tl.where(mask_n1[None, None, None, :], t224, 0.0), axis=3, keep_dims=True)
    t226 = (t224) / (t225)
    t227 = tl.sum(tl.where(mask_n1[None, None, :, None], t226, 0.0), axis=2, keep_dims=True)
    t228 = (t226) / (t227)
    t229 = tl.sum(tl.where(mask_n1[None, None, None, :], t228, 0.0), axis=3, keep_dims=True)
    t230 = (t228) / (t229)
    t231 = tl.sum(tl.where(mask_n1[None, None, :, None], t230, 0.0), axis=2, keep_dims=True)
    t232 = (t230) / (t231)
    t233 = tl.sum(tl.where(mask_n1[None, None, None, :], t232, 0.0), axis=3, keep_dims=True)
    t234 = (t232) / (t233)
    t235 = tl.sum(tl.where(mask_n1[None, None, :, None], t234, 0.0), axis=2, keep_dims=True)
    t236 = (t234) / (t235)
    t237 = tl.sum(tl.where(mask_n1[None, None, None, :], t236, 0.0), axis=3, keep_dims=True)
    t238 = (t236) / (t237)
    t239 = tl.sum(tl.where(mask_n1[None, None, :, None], t238, 0.0), axis=2, keep_dims=True)
    t240 = (t238) / (t239)
    t241 = tl.sum(tl.where(mask_n1[None, None, None, :], t240, 0.0), axis=3, keep_dims=True)
    t242 = (t240) / (t241)
    t243 = tl.sum(tl.where(mask_n1[None, None, :, None], t242, 0.0), axis=2, keep_dims=True)
    t244 = (t242) / (t243)
    t245 = tl.sum(tl.where(mask_n1[None, None, None, :], t244, 0.0), axis=3, keep_dims=True)
    t246 = (t244) / (t245)
    t247 = tl.sum(tl.where(mask_n1[None, None, :, None], t246, 0.0), axis=2, keep_dims=True)
    t248 = (t246) / (t247)
    t249 = tl.sum(tl.where(mask_n1[None, None, None, :], t248, 0.0), axis=3, keep_dims=True)
    t250 = (t248) / (t249)
    t251 = tl.sum(tl.where(mask_n1[None, None, :, None], t250, 0.0), axis=2, keep_dims=True)
    t252 = (t250) / (t251)
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
    t285 = tl.load(buf166_ptr + offs_c0[:, None, None, None] * buf166_s0 + offs_c1[None, :, None, None] * buf166_s1 + offs_n1[None, None, :, None] * buf166_s2 + offs_n0[None, None, None, :] * buf166_s3, mask=mask_c0[:, None, None, None] & mask_c1[None, :, None, None] & mask_n1[None, None, :, None] & mask_n0[None, None, None, :], other=0)
    if DOT_286:
        t288 = tl.dot(tl.reshape(tl.where(mask_n1[None, None, None, :], t284.to(DOT_T), 0.0), [F_n1, F_n1]), tl.reshape(t285.to(DOT_T), [F_n1, F_n0]), input_precision=PRECISION)
        t288 = tl.reshape(t288, [T_c0, T_c1, F_n1, F_n0])
    elif DOT_287:
        t288 = tl.dot(tl.reshape(tl.where(mask_n1[None, None, None, :], t284.to(DOT_T), 0.0), [T_c0 * T_c1, F_n1, F_n1]), tl.reshape(t285.to(DOT_T), [T_c0 * T_c1, F_n1, F_n0]), input_precision=PRECISION)
        t288 = tl.reshape(t288, [T_c0, T_c1, F_n1, F_n0])
    else:
        t288 = tl.sum(tl.where(offs_n1[None, None, None, :] == 0, tl.where(mask_n1[None, None, None, :], t284, 0.0), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n1[None, None, :, None] == 0, t285.to(tl.float32), 0.0), axis=2, keep_dims=True) + tl.sum(tl.where(offs_n1[None, None, None, :] == 1, tl.where(mask_n1[None, None, None, :], t284, 0.0), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n1[None, None, :, None] == 1, t285.to(tl.float32), 0.0), axis=2, keep_dims=True) + tl.sum(tl.where(offs_n1[None, None, None, :] == 2, tl.where(mask_n1[None, None, None, :], t284, 0.0), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n1[None, None, :, None] == 2, t285.to(tl.float32), 0.0), axis=2, keep_dims=True) + tl.sum(tl.where(offs_n1[None, None, None, :] == 3, tl.where(mask_n1[None, None, None, :], t284, 0.0), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n1[None, None, :, None] == 3, t285.to(tl.float32), 0.0), axis=2, keep_dims=True)
    t289 = (acc191) * (t194)
    t290 = (t289) * (0.8)
    t294 = tl.load(m291_ptr + offs_n1[None, None, :] * m291_s2, mask=mask_n1[None, None, :], other=0)
    t295 = t294.to(tl.float32)
    t296 = t290 + t295
    t297 = tl.reshape(t296, [T_c0, T_c1, F_n1, 1])
    t298 = 1.0 / (1.0 + tl.exp(-(t297)))
    t299 = (t298) * (2.0)
    t300 = (acc192) * (t194)
    t301 = (t300) * (0.8)
    t305 = tl.load(m302_ptr + offs_n1[None, None, :] * m302_s2, mask=mask_n1[None, None, :], other=0)
    t306 = t305.to(tl.float32)
    t307 = t301 + t306
    t308 = tl.reshape(t307, [T_c0, T_c1, 1, F_n1])
    t309 = 1.0 / (1.0 + tl.exp(-(t308)))
    t310 = tl.sum(tl.where(offs_n1[None, None, None, :] == 0, tl.where(mask_n1[None, None, None, :], t309, 0.0), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n1[None, None, :, None] == 0, t285.to(tl.float32), 0.0), axis=2, keep_dims=True) + tl.sum(tl.where(offs_n1[None, None, None, :] == 1, tl.where(mask_n1[None, None, None, :], t309, 0.0), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n1[None, None, :, None] == 1, t285.to(tl.float32), 0.0), axis=2, keep_dims=True) + tl.sum(tl.where(offs_n1[None, None, None, :] == 2, tl.where(mask_n1[None, None, None, :], t309, 0.0), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n1[None, None, :, None] == 2, t285.to(tl.float32), 0.0), axis=2, keep_dims=True) + tl.sum(tl.where(offs_n1[None, None, None, :] == 3, tl.where(mask_n1[None, None, None, :], t309, 0.0), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n1[None, None, :, None] == 3, t285.to(tl.float32), 0.0), axis=2, keep_dims=True)
    t311 = tl.reshape(t310, [T_c0, T_c1, F_n0])
    t316 = tl.load(m312_ptr + offs_n0[None, :, None] * m312_s1 + offs_n0[None, None, :] * m312_s2, mask=mask_n0[None, :, None] & mask_n0[None, None, :], other=0)
    if DOT_317:
        t318 = tl.dot(tl.reshape(tl.where(mask_n0[None, None, :], t311.to(DOT_T), 0.0), [T_c0 * T_c1, F_n0]), tl.reshape(t316.to(DOT_T), [F_n0, F_n0]), input_precision=PRECISION)
        t318 = tl.reshape(t318, [T_c0, T_c1, F_n0])
    else:
        t318 = tl.sum(tl.expand_dims(tl.where(mask_n0[None, None, :], t311, 0.0), 3) * tl.expand_dims(t316.to(tl.float32), 1), axis=2)
    t319 = tl.reshape(t318, [T_c0, T_c1, 1, F_n0])
    t320 = (t299) * (t319)
    t321 = t288 + t320
    tl.store(buf322_ptr + offs_c0[:, None, None, None] * buf322_s0 + offs_c1[None, :, None, None] * buf322_s1 + offs_n1[None, None, :, None] * buf322_s2 + offs_n0[None, None, None, :] * buf322_s3, _rne_bf16(t321) if ROUND else t321, mask=mask_c0[:, None, None, None] & mask_c1[None, :, None, None] & mask_n1[None, None, :, None] & mask_n0[None, None, None, :])


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
        "buf166": torch.empty([2, 32, 4, 16], dtype=dtype, device=device),
        "buf322": torch.empty([2, 32, 4, 16], dtype=dtype, device=device),
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
    m11 = inputs['phi_res']
    m10 = m11.narrow(0, 0, 1)
    m9 = m10.reshape([64, 16])
    m8 = m9.reshape([1, 64, 16])
    m18 = inputs['phi_post']
    m17 = m18.narrow(0, 0, 1)
    m16 = m17.reshape([64, 4])
    m15 = m16.reshape([1, 64, 4])
    m25 = inputs['phi_pre']
    m24 = m25.narrow(0, 0, 1)
    m23 = m24.reshape([64, 4])
    m22 = m23.reshape([1, 64, 4])
    m41 = inputs['b_res']
    m40 = m41.narrow(0, 0, 1)
    m39 = m40.reshape([4, 4])
    m38 = m39.reshape([1, 1, 4, 4])
    m135 = inputs['b_post']
    m134 = m135.narrow(0, 0, 1)
    m133 = m134.reshape([4])
    m132 = m133.reshape([1, 1, 4])
    m147 = inputs['b_pre']
    m146 = m147.narrow(0, 0, 1)
    m145 = m146.reshape([4])
    m144 = m145.reshape([1, 1, 4])
    m159 = inputs['w_layer']
    m158 = m159.narrow(0, 0, 1)
    m157 = m158.reshape([16, 16])
    m156 = m157.permute([1, 0])
    m155 = m156.reshape([1, 16, 16])
    buf166 = buffers["buf166"]
    kernel_0[(_cdiv(2, T['kernel_0.c0']) * _cdiv(32, T['kernel_0.c1']),)](m2_ptr=m2, m2_s0=m2.stride(0), m2_s1=m2.stride(1), m2_s2=m2.stride(2), m8_ptr=m8, m8_s1=m8.stride(1), m8_s2=m8.stride(2), m15_ptr=m15, m15_s1=m15.stride(1), m15_s2=m15.stride(2), m22_ptr=m22, m22_s1=m22.stride(1), m22_s2=m22.stride(2), m38_ptr=m38, m38_s2=m38.stride(2), m38_s3=m38.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), m132_ptr=m132, m132_s2=m132.stride(2), m144_ptr=m144, m144_s2=m144.stride(2), m155_ptr=m155, m155_s1=m155.stride(1), m155_s2=m155.stride(2), buf166_ptr=buf166, buf166_s0=buf166.stride(0), buf166_s1=buf166.stride(1), buf166_s2=buf166.stride(2), buf166_s3=buf166.stride(3), E_c0=2, E_c1=32, E_c2=64, E_n0=16, E_n1=4, DOT_127=(_pow2(4)) >= 16 and (_pow2(4)) >= 16 and (_pow2(16)) >= 16 and (T['kernel_0.c0']) == 1 and (T['kernel_0.c1']) == 1, DOT_128=(_pow2(4)) >= 16 and (_pow2(4)) >= 16 and (_pow2(16)) >= 16, DOT_13=(T['kernel_0.c0'] * T['kernel_0.c1']) >= 16 and (T['kernel_0.c2']) >= 16 and (_pow2(16)) >= 16, DOT_161=(T['kernel_0.c0'] * T['kernel_0.c1']) >= 16 and (_pow2(16)) >= 16 and (_pow2(16)) >= 16, DOT_20=(T['kernel_0.c0'] * T['kernel_0.c1']) >= 16 and (T['kernel_0.c2']) >= 16, DOT_27=(T['kernel_0.c0'] * T['kernel_0.c1']) >= 16 and (T['kernel_0.c2']) >= 16, DOT_T=_DOT_T, F_n0=_pow2(16), F_n1=_pow2(4), ONCE_c2=T['kernel_0.c2'] >= 64, PRECISION=_PRECISION, ROUND=_ROUND, T_c0=T['kernel_0.c0'], T_c1=T['kernel_0.c1'], T_c2=T['kernel_0.c2'], num_warps=T.get("kernel_0.num_warps", num_warps), num_stages=T.get("kernel_0.num_stages", num_stages))
    m1 = buf166.reshape([2, 32, 64])
    m173 = m11.narrow(0, 1, 1)
    m172 = m173.reshape([64, 16])
    m171 = m172.reshape([1, 64, 16])
    m179 = m18.narrow(0, 1, 1)
    m178 = m179.reshape([64, 4])
    m177 = m178.reshape([1, 64, 4])
    m185 = m25.narrow(0, 1, 1)
    m184 = m185.reshape([64, 4])
    m183 = m184.reshape([1, 64, 4])
    m200 = m41.narrow(0, 1, 1)
    m199 = m200.reshape([4, 4])
    m198 = m199.reshape([1, 1, 4, 4])
    m293 = m135.narrow(0, 1, 1)
    m292 = m293.reshape([4])
    m291 = m292.reshape([1, 1, 4])
    m304 = m147.narrow(0, 1, 1)
    m303 = m304.reshape([4])
    m302 = m303.reshape([1, 1, 4])
    m315 = m159.narrow(0, 1, 1)
    m314 = m315.reshape([16, 16])
    m313 = m314.permute([1, 0])
    m312 = m313.reshape([1, 16, 16])
    buf322 = buffers["buf322"]
    kernel_1[(_cdiv(2, T['kernel_1.c0']) * _cdiv(32, T['kernel_1.c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m171_ptr=m171, m171_s1=m171.stride(1), m171_s2=m171.stride(2), m177_ptr=m177, m177_s1=m177.stride(1), m177_s2=m177.stride(2), m183_ptr=m183, m183_s1=m183.stride(1), m183_s2=m183.stride(2), m198_ptr=m198, m198_s2=m198.stride(2), m198_s3=m198.stride(3), buf166_ptr=buf166, buf166_s0=buf166.stride(0), buf166_s1=buf166.stride(1), buf166_s2=buf166.stride(2), buf166_s3=buf166.stride(3), m291_ptr=m291, m291_s2=m291.stride(2), m302_ptr=m302, m302_s2=m302.stride(2), m312_ptr=m312, m312_s1=m312.stride(1), m312_s2=m312.stride(2), buf322_ptr=buf322, buf322_s0=buf322.stride(0), buf322_s1=buf322.stride(1), buf322_s2=buf322.stride(2), buf322_s3=buf322.stride(3), E_c0=2, E_c1=32, E_c2=64, E_n0=16, E_n1=4, DOT_175=(T['kernel_1.c0'] * T['kernel_1.c1']) >= 16 and (T['kernel_1.c2']) >= 16 and (_pow2(16)) >= 16, DOT_181=(T['kernel_1.c0'] * T['kernel_1.c1']) >= 16 and (T['kernel_1.c2']) >= 16, DOT_187=(T['kernel_1.c0'] * T['kernel_1.c1']) >= 16 and (T['kernel_1.c2']) >= 16, DOT_286=(_pow2(4)) >= 16 and (_pow2(4)) >= 16 and (_pow2(16)) >= 16 and (T['kernel_1.c0']) == 1 and (T['kernel_1.c1']) == 1, DOT_287=(_pow2(4)) >= 16 and (_pow2(4)) >= 16 and (_pow2(16)) >= 16, DOT_317=(T['kernel_1.c0'] * T['kernel_1.c1']) >= 16 and (_pow2(16)) >= 16 and (_pow2(16)) >= 16, DOT_T=_DOT_T, F_n0=_pow2(16), F_n1=_pow2(4), ONCE_c2=T['kernel_1.c2'] >= 64, PRECISION=_PRECISION, ROUND=_ROUND, T_c0=T['kernel_1.c0'], T_c1=T['kernel_1.c1'], T_c2=T['kernel_1.c2'], num_warps=T.get("kernel_1.num_warps", num_warps), num_stages=T.get("kernel_1.num_stages", num_stages))
    result = buf322
    return result.to(dtype) if result.is_floating_point() else result


if __name__ == "__main__":
    import sys

    from eqiforge.host.codegen.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
