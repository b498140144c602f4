"""mhc [small], candidate 1: 2 kernel(s)

Rendered by EqiForge from candidate 1 of mhc [small]: grid(x.0@0, x.1@1) [6 mm] | grid(x.0@0, x.1@1, x_1.3@3) loop(x_1.3[16]: sum) [6 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.0@0[2]
    c1: grid x.1@1[32]
    c2: grid x_1.3@3[16]
    c3: loop x_1.3[16]

Run it on its own: `python kernels/f01.py` checks it once against PyTorch on random inputs.
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
DEFAULT_TILES = {"kernel_0.c0": 16, "kernel_1.c0": 1, "kernel_0.c1": 1, "kernel_1.c1": 1, "c2": 8, "c3": 8}
NUM_WARPS, NUM_STAGES = 1, 1
# the largest useful tile size of each coordinate: its extent rounded up to a power of two, at least 16 (tensor cores)
TILE_LIMITS = {"kernel_0.c0": 16, "kernel_1.c0": 16, "kernel_0.c1": 32, "kernel_1.c1": 32, "c2": 16, "c3": 16}


@triton.jit
def _rne_bf16(x):
    """fp32 rounded to the nearest bf16 (ties to even), still fp32: storing it is then exact, where the interpreter's
    own bf16 store truncates (a GPU rounds to nearest)."""
    bits = x.to(tl.uint32, bitcast=True)
    return ((bits + 0x7FFF + ((bits >> 16) & 1)) & 0xFFFF0000).to(tl.float32, bitcast=True)


@triton.jit
def kernel_0(m2_ptr, m2_s0, m2_s1, m2_s2, m11_ptr, m11_s1, m11_s2, m19_ptr, m19_s2, m29_ptr, m29_s1, m29_s2, m37_ptr, m37_s2, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, m49_ptr, m49_s1, m49_s2, m59_ptr, m59_s1, m59_s2, m68_ptr, m68_s2, m68_s3, buf160_ptr, buf160_s0, buf160_s1, buf160_s2, buf160_s3, E_c0, E_c1, E_n0, E_n1, E_n2, DOT_156: tl.constexpr, DOT_157: tl.constexpr, DOT_16: tl.constexpr, DOT_34: tl.constexpr, DOT_55: tl.constexpr, DOT_64: tl.constexpr, DOT_T: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, PRECISION: tl.constexpr, ROUND: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf160: Combine over grid x.0@0[2], grid x.1@1[32]
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
    t33 = tl.load(m29_ptr + offs_n0[None, :, None] * m29_s1 + offs_n1[None, None, :] * m29_s2, mask=mask_n0[None, :, None] & mask_n1[None, None, :], other=0)
    if DOT_34:
        t35 = tl.reshape(tl.dot(tl.reshape(tl.where(mask_n0[None, None, :], t10.to(DOT_T), 0.0), [T_c0 * T_c1, F_n0]), tl.reshape(t33.to(DOT_T), [F_n0, F_n1]), input_precision=PRECISION), [T_c0, T_c1, F_n1])
    else:
        t35 = tl.sum(tl.expand_dims(tl.where(mask_n0[None, None, :], t10, 0.0), 3) * tl.expand_dims(t33.to(tl.float32), 1), axis=2)
    t36 = (t35) * (0.8)
    t41 = tl.load(m37_ptr + offs_n1[None, None, :] * m37_s2, mask=mask_n1[None, None, :], other=0)
    t42 = t41.to(tl.float32)
    t43 = t36 + t42
    t44 = tl.reshape(t43, [T_c0, T_c1, 1, F_n1])
    t45 = 1.0 / (1.0 + tl.exp(-(t44)))
    t46 = tl.load(m3_ptr + offs_c0[:, None, None, None] * m3_s0 + offs_c1[None, :, None, None] * m3_s1 + offs_n1[None, None, :, None] * m3_s2 + offs_n2[None, None, None, :] * m3_s3, mask=mask_c0[:, None, None, None] & mask_c1[None, :, None, None] & mask_n1[None, None, :, None] & mask_n2[None, None, None, :], other=0)
    t47 = tl.sum(tl.where(offs_n1[None, None, None, :] == 0, tl.where(mask_n1[None, None, None, :], t45, 0.0), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n1[None, None, :, None] == 0, t46.to(tl.float32), 0.0), axis=2, keep_dims=True) + tl.sum(tl.where(offs_n1[None, None, None, :] == 1, tl.where(mask_n1[None, None, None, :], t45, 0.0), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n1[None, None, :, None] == 1, t46.to(tl.float32), 0.0), axis=2, keep_dims=True) + tl.sum(tl.where(offs_n1[None, None, None, :] == 2, tl.where(mask_n1[None, None, None, :], t45, 0.0), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n1[None, None, :, None] == 2, t46.to(tl.float32), 0.0), axis=2, keep_dims=True) + tl.sum(tl.where(offs_n1[None, None, None, :] == 3, tl.where(mask_n1[None, None, None, :], t45, 0.0), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n1[None, None, :, None] == 3, t46.to(tl.float32), 0.0), axis=2, keep_dims=True)
    t48 = tl.reshape(t47, [T_c0, T_c1, F_n2])
    t54 = tl.load(m49_ptr + offs_n2[None, :, None] * m49_s1 + offs_n2[None, None, :] * m49_s2, mask=mask_n2[None, :, None] & mask_n2[None, None, :], other=0)
    if DOT_55:
        t56 = tl.reshape(tl.dot(tl.reshape(tl.where(mask_n2[None, None, :], t48.to(DOT_T), 0.0), [T_c0 * T_c1, F_n2]), tl.reshape(t54.to(DOT_T), [F_n2, F_n2]), input_precision=PRECISION), [T_c0, T_c1, F_n2])
    else:
        t56 = tl.sum(tl.expand_dims(tl.where(mask_n2[None, None, :], t48, 0.0), 3) * tl.expand_dims(t54.to(tl.float32), 1), axis=2)
    t57 = tl.reshape(t56, [T_c0, T_c1, 1, F_n2])
    t58 = (t28) * (t57)
    t63 = tl.load(m59_ptr + offs_n0[None, :, None] * m59_s1 + offs_n2[None, None, :] * m59_s2, mask=mask_n0[None, :, None] & mask_n2[None, None, :], other=0)
    if DOT_64:
        t65 = tl.reshape(tl.dot(tl.reshape(tl.where(mask_n0[None, None, :], t10.to(DOT_T), 0.0), [T_c0 * T_c1, F_n0]), tl.reshape(t63.to(DOT_T), [F_n0, F_n2]), input_precision=PRECISION), [T_c0, T_c1, F_n2])
    else:
        t65 = tl.sum(tl.expand_dims(tl.where(mask_n0[None, None, :], t10, 0.0), 3) * tl.expand_dims(t63.to(tl.float32), 1), axis=2)
    t66 = tl.reshape(t65, [T_c0, T_c1, F_n1, F_n1])
    t67 = (t66) * (0.8)
    t72 = tl.load(m68_ptr + offs_n1[None, None, :, None] * m68_s2 + offs_n1[None, None, None, :] * m68_s3, mask=mask_n1[None, None, :, None] & mask_n1[None, None, None, :], other=0)
    t73 = t72.to(tl.float32)
    t74 = t67 + t73
    t75 = tl.exp(t74)
    t76 = tl.sum(tl.where(mask_n1[None, None, None, :], t75, 0.0), axis=3, keep_dims=True)
    t77 = (t75) / (t76)
    t78 = tl.sum(tl.where(mask_n1[None, None, :, None], t77, 0.0), axis=2, keep_dims=True)
    t79 = (t77) / (t78)
    t80 = tl.sum(tl.where(mask_n1[None, None, None, :], t79, 0.0), axis=3, keep_dims=True)
    t81 = (t79) / (t80)
    t82 = tl.sum(tl.where(mask_n1[None, None, :, None], t81, 0.0), axis=2, keep_dims=True)
    t83 = (t81) / (t82)
    t84 = tl.sum(tl.where(mask_n1[None, None, None, :], t83, 0.0), axis=3, keep_dims=True)
    t85 = (t83) / (t84)
    t86 = tl.sum(tl.where(mask_n1[None, None, :, None], t85, 0.0), axis=2, keep_dims=True)
    t87 = (t85) / (t86)
    t88 = tl.sum(tl.where(mask_n1[None, None, None, :], t87, 0.0), axis=3, keep_dims=True)
    t89 = (t87) / (t88)
    t90 = tl.sum(tl.where(mask_n1[None, None, :, None], t89, 0.0), axis=2, keep_dims=True)
    t91 = (t89) / (t90)
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
    if DOT_156:
        t158 = tl.reshape(tl.dot(tl.reshape(tl.where(mask_n1[None, None, None, :], t155.to(DOT_T), 0.0), [F_n1, F_n1]), tl.reshape(t46.to(DOT_T), [F_n1, F_n2]), input_precision=PRECISION), [T_c0, T_c1, F_n1, F_n2])
    elif DOT_157:
        t158 = tl.reshape(tl.dot(tl.reshape(tl.where(mask_n1[None, None, None, :], t155.to(DOT_T), 0.0), [T_c0 * T_c1, F_n1, F_n1]), tl.reshape(t46.to(DOT_T), [T_c0 * T_c1, F_n1, F_n2]), input_precision=PRECISION), [T_c0, T_c1, F_n1, F_n2])
    else:
        t158 = tl.sum(tl.where(offs_n1[None, None, None, :] == 0, tl.where(mask_n1[None, None, None, :], t155, 0.0), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n1[None, None, :, None] == 0, t46.to(tl.float32), 0.0), axis=2, keep_dims=True) + tl.sum(tl.where(offs_n1[None, None, None, :] == 1, tl.where(mask_n1[None, None, None, :], t155, 0.0), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n1[None, None, :, None] == 1, t46.to(tl.float32), 0.0), axis=2, keep_dims=True) + tl.sum(tl.where(offs_n1[None, None, None, :] == 2, tl.where(mask_n1[None, None, None, :], t155, 0.0), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n1[None, None, :, None] == 2, t46.to(tl.float32), 0.0), axis=2, keep_dims=True) + tl.sum(tl.where(offs_n1[None, None, None, :] == 3, tl.where(mask_n1[None, None, None, :], t155, 0.0), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n1[None, None, :, None] == 3, t46.to(tl.float32), 0.0), axis=2, keep_dims=True)
    t159 = t58 + t158
    tl.store(buf160_ptr + offs_c0[:, None, None, None] * buf160_s0 + offs_c1[None, :, None, None] * buf160_s1 + offs_n1[None, None, :, None] * buf160_s2 + offs_n2[None, None, None, :] * buf160_s3, _rne_bf16(t159) if ROUND else t159, mask=mask_c0[:, None, None, None] & mask_c1[None, :, None, None] & mask_n1[None, None, :, None] & mask_n2[None, None, None, :])


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, m1_s2, m168_ptr, m168_s1, m168_s2, m175_ptr, m175_s2, m190_ptr, m190_s1, m190_s2, m197_ptr, m197_s2, buf160_ptr, buf160_s0, buf160_s1, buf160_s2, buf160_s3, m208_ptr, m208_s1, m208_s2, m218_ptr, m218_s1, m218_s2, m226_ptr, m226_s2, m226_s3, buf318_ptr, buf318_s0, buf318_s1, buf318_s2, buf318_s3, E_c0, E_c1, E_c2, E_c3, E_n0, E_n1, E_n2, DOT_172: tl.constexpr, DOT_194: tl.constexpr, DOT_213: tl.constexpr, DOT_222: tl.constexpr, DOT_314: tl.constexpr, DOT_315: tl.constexpr, DOT_T: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, ONCE_c3: tl.constexpr, PRECISION: tl.constexpr, ROUND: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # writes buf318: Combine over grid x.0@0[2], grid x.1@1[32], grid x_1.3@3[16]
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
    t161 = tl.load(m1_ptr + offs_c0[:, None, None] * m1_s0 + offs_c1[None, :, None] * m1_s1 + offs_n0[None, None, :] * m1_s2, mask=mask_c0[:, None, None] & mask_c1[None, :, None] & mask_n0[None, None, :], other=0)
    t162 = t161.to(tl.float32)
    t163 = (t162) * (t162)
    t164 = tl.sum(tl.where(mask_n0[None, None, :], t163, 0.0), axis=2, keep_dims=True)
    t165 = t164 + 6.4e-05
    t166 = tl.rsqrt(t165)
    t167 = (t162) * (t166)
    t171 = tl.load(m168_ptr + offs_n0[None, :, None] * m168_s1 + offs_n1[None, None, :] * m168_s2, mask=mask_n0[None, :, None] & mask_n1[None, None, :], other=0)
    if DOT_172:
        t173 = tl.reshape(tl.dot(tl.reshape(tl.where(mask_n0[None, None, :], t167.to(DOT_T), 0.0), [T_c0 * T_c1, F_n0]), tl.reshape(t171.to(DOT_T), [F_n0, F_n1]), input_precision=PRECISION), [T_c0, T_c1, F_n1])
    else:
        t173 = tl.sum(tl.expand_dims(tl.where(mask_n0[None, None, :], t167, 0.0), 3) * tl.expand_dims(t171.to(tl.float32), 1), axis=2)
    t174 = (t173) * (0.8)
    t178 = tl.load(m175_ptr + offs_n1[None, None, :] * m175_s2, mask=mask_n1[None, None, :], other=0)
    t179 = t178.to(tl.float32)
    t180 = t174 + t179
    t181 = tl.reshape(t180, [T_c0, T_c1, F_n1, 1])
    t182 = 1.0 / (1.0 + tl.exp(-(t181)))
    t183 = (t182) * (2.0)
    t184 = t161.to(tl.float32)
    t185 = (t184) * (t184)
    t186 = tl.sum(tl.where(mask_n0[None, None, :], t185, 0.0), axis=2, keep_dims=True)
    t187 = t186 + 6.4e-05
    t188 = tl.rsqrt(t187)
    t189 = (t184) * (t188)
    t193 = tl.load(m190_ptr + offs_n0[None, :, None] * m190_s1 + offs_n1[None, None, :] * m190_s2, mask=mask_n0[None, :, None] & mask_n1[None, None, :], other=0)
    if DOT_194:
        t195 = tl.reshape(tl.dot(tl.reshape(tl.where(mask_n0[None, None, :], t189.to(DOT_T), 0.0), [T_c0 * T_c1, F_n0]), tl.reshape(t193.to(DOT_T), [F_n0, F_n1]), input_precision=PRECISION), [T_c0, T_c1, F_n1])
    else:
        t195 = tl.sum(tl.expand_dims(tl.where(mask_n0[None, None, :], t189, 0.0), 3) * tl.expand_dims(t193.to(tl.float32), 1), axis=2)
    t196 = (t195) * (0.8)
    t200 = tl.load(m197_ptr + offs_n1[None, None, :] * m197_s2, mask=mask_n1[None, None, :], other=0)
    t201 = t200.to(tl.float32)
    t202 = t196 + t201
    t203 = tl.reshape(t202, [T_c0, T_c1, 1, F_n1])
    t204 = 1.0 / (1.0 + tl.exp(-(t203)))
    acc215 = tl.full([T_c0, T_c1, T_c2], 0.0, tl.float32)

    for i_c3 in range(0, 1 if ONCE_c3 else tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
        mask_c3 = offs_c3 < E_c3

        t205 = tl.load(buf160_ptr + offs_c0[:, None, None, None] * buf160_s0 + offs_c1[None, :, None, None] * buf160_s1 + offs_n1[None, None, :, None] * buf160_s2 + offs_c3[None, None, None, :] * buf160_s3, mask=mask_c0[:, None, None, None] & mask_c1[None, :, None, None] & mask_n1[None, None, :, None] & mask_c3[None, None, None, :], other=0)
        t206 = tl.sum(tl.where(offs_n1[None, None, None, :] == 0, tl.where(mask_n1[None, None, None, :], t204, 0.0), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n1[None, None, :, None] == 0, t205.to(tl.float32), 0.0), axis=2, keep_dims=True) + tl.sum(tl.where(offs_n1[None, None, None, :] == 1, tl.where(mask_n1[None, None, None, :], t204, 0.0), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n1[None, None, :, None] == 1, t205.to(tl.float32), 0.0), axis=2, keep_dims=True) + tl.sum(tl.where(offs_n1[None, None, None, :] == 2, tl.where(mask_n1[None, None, None, :], t204, 0.0), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n1[None, None, :, None] == 2, t205.to(tl.float32), 0.0), axis=2, keep_dims=True) + tl.sum(tl.where(offs_n1[None, None, None, :] == 3, tl.where(mask_n1[None, None, None, :], t204, 0.0), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n1[None, None, :, None] == 3, t205.to(tl.float32), 0.0), axis=2, keep_dims=True)
        t207 = tl.reshape(t206, [T_c0, T_c1, T_c3])
        t212 = tl.load(m208_ptr + offs_c3[None, :, None] * m208_s1 + offs_c2[None, None, :] * m208_s2, mask=mask_c3[None, :, None] & mask_c2[None, None, :], other=0)
        if DOT_213:
            t214 = tl.reshape(tl.dot(tl.reshape(tl.where(mask_c3[None, None, :], t207.to(DOT_T), 0.0), [T_c0 * T_c1, T_c3]), tl.reshape(t212.to(DOT_T), [T_c3, T_c2]), input_precision=PRECISION), [T_c0, T_c1, T_c2])
        else:
            t214 = tl.sum(tl.expand_dims(tl.where(mask_c3[None, None, :], t207, 0.0), 3) * tl.expand_dims(t212.to(tl.float32), 1), axis=2)
        acc215 = acc215 + t214
    t216 = tl.reshape(acc215, [T_c0, T_c1, 1, T_c2])
    t217 = (t183) * (t216)
    t221 = tl.load(m218_ptr + offs_n0[None, :, None] * m218_s1 + offs_n2[None, None, :] * m218_s2, mask=mask_n0[None, :, None] & mask_n2[None, None, :], other=0)
    if DOT_222:
        t223 = tl.reshape(tl.dot(tl.reshape(tl.where(mask_n0[None, None, :], t167.to(DOT_T), 0.0), [T_c0 * T_c1, F_n0]), tl.reshape(t221.to(DOT_T), [F_n0, F_n2]), input_precision=PRECISION), [T_c0, T_c1, F_n2])
    else:
        t223 = tl.sum(tl.expand_dims(tl.where(mask_n0[None, None, :], t167, 0.0), 3) * tl.expand_dims(t221.to(tl.float32), 1), axis=2)
    t224 = tl.reshape(t223, [T_c0, T_c1, F_n1, F_n1])
    t225 = (t224) * (0.8)
    t229 = tl.load(m226_ptr + offs_n1[None, None, :, None] * m226_s2 + offs_n1[None, None, None, :] * m226_s3, mask=mask_n1[None, None, :, None] & mask_n1[None, None, None, :], other=0)
    t230 = t229.to(tl.float32)
    t231 = t225 + t230
    t232 = tl.exp(t231)
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
    t313 = tl.load(buf160_ptr + offs_c0[:, None, None, None] * buf160_s0 + offs_c1[None, :, None, None] * buf160_s1 + offs_n1[None, None, :, None] * buf160_s2 + offs_c2[None, None, None, :] * buf160_s3, mask=mask_c0[:, None, None, None] & mask_c1[None, :, None, None] & mask_n1[None, None, :, None] & mask_c2[None, None, None, :], other=0)
    if DOT_314:
        t316 = tl.reshape(tl.dot(tl.reshape(tl.where(mask_n1[None, None, None, :], t312.to(DOT_T), 0.0), [F_n1, F_n1]), tl.reshape(t313.to(DOT_T), [F_n1, T_c2]), input_precision=PRECISION), [T_c0, T_c1, F_n1, T_c2])
    elif DOT_315:
        t316 = tl.reshape(tl.dot(tl.reshape(tl.where(mask_n1[None, None, None, :], t312.to(DOT_T), 0.0), [T_c0 * T_c1, F_n1, F_n1]), tl.reshape(t313.to(DOT_T), [T_c0 * T_c1, F_n1, T_c2]), input_precision=PRECISION), [T_c0, T_c1, F_n1, T_c2])
    else:
        t316 = tl.sum(tl.where(offs_n1[None, None, None, :] == 0, tl.where(mask_n1[None, None, None, :], t312, 0.0), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n1[None, None, :, None] == 0, t313.to(tl.float32), 0.0), axis=2, keep_dims=True) + tl.sum(tl.where(offs_n1[None, None, None, :] == 1, tl.where(mask_n1[None, None, None, :], t312, 0.0), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n1[None, None, :, None] == 1, t313.to(tl.float32), 0.0), axis=2, keep_dims=True) + tl.sum(tl.where(offs_n1[None, None, None, :] == 2, tl.where(mask_n1[None, None, None, :], t312, 0.0), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n1[None, None, :, None] == 2, t313.to(tl.float32), 0.0), axis=2, keep_dims=True) + tl.sum(tl.where(offs_n1[None, None, None, :] == 3, tl.where(mask_n1[None, None, None, :], t312, 0.0), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n1[None, None, :, None] == 3, t313.to(tl.float32), 0.0), axis=2, keep_dims=True)
    t317 = t217 + t316
    tl.store(buf318_ptr + offs_c0[:, None, None, None] * buf318_s0 + offs_c1[None, :, None, None] * buf318_s1 + offs_n1[None, None, :, None] * buf318_s2 + offs_c2[None, None, None, :] * buf318_s3, _rne_bf16(t317) if ROUND else t317, mask=mask_c0[:, None, None, None] & mask_c1[None, :, None, None] & mask_n1[None, None, :, None] & mask_c2[None, None, None, :])


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
        "buf160": torch.empty([2, 32, 4, 16], dtype=dtype, device=device),
        "buf318": torch.empty([2, 32, 4, 16], dtype=dtype, device=device),
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
    m32 = inputs['phi_pre']
    m31 = m32.narrow(0, 0, 1)
    m30 = m31.reshape([64, 4])
    m29 = m30.reshape([1, 64, 4])
    m40 = inputs['b_pre']
    m39 = m40.narrow(0, 0, 1)
    m38 = m39.reshape([4])
    m37 = m38.reshape([1, 1, 4])
    m53 = inputs['w_layer']
    m52 = m53.narrow(0, 0, 1)
    m51 = m52.reshape([16, 16])
    m50 = m51.permute([1, 0])
    m49 = m50.reshape([1, 16, 16])
    m62 = inputs['phi_res']
    m61 = m62.narrow(0, 0, 1)
    m60 = m61.reshape([64, 16])
    m59 = m60.reshape([1, 64, 16])
    m71 = inputs['b_res']
    m70 = m71.narrow(0, 0, 1)
    m69 = m70.reshape([4, 4])
    m68 = m69.reshape([1, 1, 4, 4])
    buf160 = buffers["buf160"]
    kernel_0[(_cdiv(2, T['kernel_0.c0']) * _cdiv(32, T['kernel_0.c1']),)](m2_ptr=m2, m2_s0=m2.stride(0), m2_s1=m2.stride(1), m2_s2=m2.stride(2), m11_ptr=m11, m11_s1=m11.stride(1), m11_s2=m11.stride(2), m19_ptr=m19, m19_s2=m19.stride(2), m29_ptr=m29, m29_s1=m29.stride(1), m29_s2=m29.stride(2), m37_ptr=m37, m37_s2=m37.stride(2), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), m49_ptr=m49, m49_s1=m49.stride(1), m49_s2=m49.stride(2), m59_ptr=m59, m59_s1=m59.stride(1), m59_s2=m59.stride(2), m68_ptr=m68, m68_s2=m68.stride(2), m68_s3=m68.stride(3), buf160_ptr=buf160, buf160_s0=buf160.stride(0), buf160_s1=buf160.stride(1), buf160_s2=buf160.stride(2), buf160_s3=buf160.stride(3), E_c0=2, E_c1=32, E_n0=64, E_n1=4, E_n2=16, DOT_156=(_pow2(4)) >= 16 and (_pow2(4)) >= 16 and (_pow2(16)) >= 16 and (T['kernel_0.c0']) == 1 and (T['kernel_0.c1']) == 1, DOT_157=(_pow2(4)) >= 16 and (_pow2(4)) >= 16 and (_pow2(16)) >= 16, DOT_16=(T['kernel_0.c0'] * T['kernel_0.c1']) >= 16 and (_pow2(64)) >= 16 and (_pow2(4)) >= 16, DOT_34=(T['kernel_0.c0'] * T['kernel_0.c1']) >= 16 and (_pow2(64)) >= 16 and (_pow2(4)) >= 16, DOT_55=(T['kernel_0.c0'] * T['kernel_0.c1']) >= 16 and (_pow2(16)) >= 16 and (_pow2(16)) >= 16, DOT_64=(T['kernel_0.c0'] * T['kernel_0.c1']) >= 16 and (_pow2(64)) >= 16 and (_pow2(16)) >= 16, DOT_T=_DOT_T, F_n0=_pow2(64), F_n1=_pow2(4), F_n2=_pow2(16), PRECISION=_PRECISION, ROUND=_ROUND, T_c0=T['kernel_0.c0'], T_c1=T['kernel_0.c1'], num_warps=num_warps, num_stages=num_stages)
    m1 = buf160.reshape([2, 32, 64])
    m170 = m14.narrow(0, 1, 1)
    m169 = m170.reshape([64, 4])
    m168 = m169.reshape([1, 64, 4])
    m177 = m22.narrow(0, 1, 1)
    m176 = m177.reshape([4])
    m175 = m176.reshape([1, 1, 4])
    m192 = m32.narrow(0, 1, 1)
    m191 = m192.reshape([64, 4])
    m190 = m191.reshape([1, 64, 4])
    m199 = m40.narrow(0, 1, 1)
    m198 = m199.reshape([4])
    m197 = m198.reshape([1, 1, 4])
    m211 = m53.narrow(0, 1, 1)
    m210 = m211.reshape([16, 16])
    m209 = m210.permute([1, 0])
    m208 = m209.reshape([1, 16, 16])
    m220 = m62.narrow(0, 1, 1)
    m219 = m220.reshape([64, 16])
    m218 = m219.reshape([1, 64, 16])
    m228 = m71.narrow(0, 1, 1)
    m227 = m228.reshape([4, 4])
    m226 = m227.reshape([1, 1, 4, 4])
    buf318 = buffers["buf318"]
    kernel_1[(_cdiv(2, T['kernel_1.c0']) * _cdiv(32, T['kernel_1.c1']) * _cdiv(16, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m168_ptr=m168, m168_s1=m168.stride(1), m168_s2=m168.stride(2), m175_ptr=m175, m175_s2=m175.stride(2), m190_ptr=m190, m190_s1=m190.stride(1), m190_s2=m190.stride(2), m197_ptr=m197, m197_s2=m197.stride(2), buf160_ptr=buf160, buf160_s0=buf160.stride(0), buf160_s1=buf160.stride(1), buf160_s2=buf160.stride(2), buf160_s3=buf160.stride(3), m208_ptr=m208, m208_s1=m208.stride(1), m208_s2=m208.stride(2), m218_ptr=m218, m218_s1=m218.stride(1), m218_s2=m218.stride(2), m226_ptr=m226, m226_s2=m226.stride(2), m226_s3=m226.stride(3), buf318_ptr=buf318, buf318_s0=buf318.stride(0), buf318_s1=buf318.stride(1), buf318_s2=buf318.stride(2), buf318_s3=buf318.stride(3), E_c0=2, E_c1=32, E_c2=16, E_c3=16, E_n0=64, E_n1=4, E_n2=16, DOT_172=(T['kernel_1.c0'] * T['kernel_1.c1']) >= 16 and (_pow2(64)) >= 16 and (_pow2(4)) >= 16, DOT_194=(T['kernel_1.c0'] * T['kernel_1.c1']) >= 16 and (_pow2(64)) >= 16 and (_pow2(4)) >= 16, DOT_213=(T['kernel_1.c0'] * T['kernel_1.c1']) >= 16 and (T['c3']) >= 16 and (T['c2']) >= 16, DOT_222=(T['kernel_1.c0'] * T['kernel_1.c1']) >= 16 and (_pow2(64)) >= 16 and (_pow2(16)) >= 16, DOT_314=(_pow2(4)) >= 16 and (_pow2(4)) >= 16 and (T['c2']) >= 16 and (T['kernel_1.c0']) == 1 and (T['kernel_1.c1']) == 1, DOT_315=(_pow2(4)) >= 16 and (_pow2(4)) >= 16 and (T['c2']) >= 16, DOT_T=_DOT_T, F_n0=_pow2(64), F_n1=_pow2(4), F_n2=_pow2(16), ONCE_c3=T['c3'] >= 16, PRECISION=_PRECISION, ROUND=_ROUND, T_c0=T['kernel_1.c0'], T_c1=T['kernel_1.c1'], T_c2=T['c2'], T_c3=T['c3'], num_warps=num_warps, num_stages=num_stages)
    result = buf318
    return result.to(dtype) if result.is_floating_point() else result


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
