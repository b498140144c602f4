"""mhc [small], candidate 43: 4 kernel(s)

Rendered by EqiForge from candidate 43 of mhc [small]: store(x_1.3[16]) loop(x.2[64]: sum) ; grid(x_1.3@3) loop(x.2[64]: sum) [2 mm] ; grid(x.0@0, x.1@1, x_1.3@3) loop(x.2[64]: sum) loop(x_1.3[16]: pair(sum, sum), stored) [1 mm] | grid(x.0@0, x.1@1, x_1.3@3) loop(x_1.3[16]: sum) [6 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.0@0[2]
    c1: grid x.1@1[32]
    c2: grid x_1.3@3[16]
    c3: loop x.2[64]
    c4: loop x_1.3[16]

Run it on its own: `python kernels/f43.py` checks it once against PyTorch on random inputs.
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
DEFAULT_TILES = {"kernel_0.c0": 16, "kernel_2.c0": 16, "kernel_3.c0": 16, "kernel_0.c1": 1, "kernel_2.c1": 1, "kernel_3.c1": 2, "kernel_0.c2": 4, "kernel_1.c2": 4, "kernel_2.c2": 4, "kernel_3.c2": 16, "kernel_0.c3": 32, "kernel_1.c3": 32, "kernel_2.c3": 64, "kernel_0.c4": 16, "kernel_3.c4": 16}
NUM_WARPS, NUM_STAGES = 2, 4
# the largest useful tile size of each coordinate: its extent rounded up to a power of two, at least 16 (tensor cores)
TILE_LIMITS = {"kernel_0.c0": 16, "kernel_2.c0": 16, "kernel_3.c0": 16, "kernel_0.c1": 32, "kernel_2.c1": 32, "kernel_3.c1": 32, "kernel_0.c2": 16, "kernel_1.c2": 16, "kernel_2.c2": 16, "kernel_3.c2": 16, "kernel_0.c3": 64, "kernel_1.c3": 64, "kernel_2.c3": 64, "kernel_0.c4": 16, "kernel_3.c4": 16}


@triton.jit
def _rne_bf16(x):
    """fp32 rounded to the nearest bf16 (ties to even), still fp32: storing it is then exact, where the interpreter's
    own bf16 store truncates (a GPU rounds to nearest)."""
    bits = x.to(tl.uint32, bitcast=True)
    return ((bits + 0x7FFF + ((bits >> 16) & 1)) & 0xFFFF0000).to(tl.float32, bitcast=True)


@triton.jit
def kernel_0(m2_ptr, m2_s0, m2_s1, m2_s2, m31_ptr, m31_s1, m31_s2, m47_ptr, m47_s2, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, m61_ptr, m61_s1, m61_s2, states74_ptr, states74_s0, states74_s1, states74_s2, states74_s3, states75_ptr, states75_s0, states75_s1, states75_s2, states75_s3, E_c0, E_c1, E_c2, E_c3, E_c4, E_n0, E_n1, DOT_36: tl.constexpr, DOT_67: tl.constexpr, DOT_72: tl.constexpr, DOT_T: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, ONCE_c3: tl.constexpr, PRECISION: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr, T_c4: tl.constexpr):
    # stores states74, states75: Collect over loop x_1.3[16]
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
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    mask_c2 = offs_c2 < E_c2
    i_c4 = pid % tl.cdiv(E_c4, T_c4)
    offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)
    mask_c4 = offs_c4 < E_c4
    offs_n1 = tl.arange(0, F_n1)
    mask_n1 = offs_n1 < E_n1
    offs_n0 = tl.arange(0, F_n0)
    mask_n0 = offs_n0 < E_n0
    acc38 = tl.full([T_c0, T_c1, F_n1], 0.0, tl.float32)

    for i_c3 in range(0, 1 if ONCE_c3 else tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
        mask_c3 = offs_c3 < E_c3

        t30 = tl.load(m2_ptr + offs_c0[:, None, None] * m2_s0 + offs_c1[None, :, None] * m2_s1 + offs_c3[None, None, :] * m2_s2, mask=mask_c0[:, None, None] & mask_c1[None, :, None] & mask_c3[None, None, :], other=0)
        t35 = tl.load(m31_ptr + offs_c3[None, :, None] * m31_s1 + offs_n1[None, None, :] * m31_s2, mask=mask_c3[None, :, None] & mask_n1[None, None, :], other=0)
        if DOT_36:
            t37 = tl.reshape(tl.dot(tl.reshape(t30.to(DOT_T), [T_c0 * T_c1, T_c3]), tl.reshape(t35.to(DOT_T), [T_c3, F_n1]), input_precision=PRECISION), [T_c0, T_c1, F_n1])
        else:
            t37 = tl.sum(tl.expand_dims(t30.to(tl.float32), 3) * tl.expand_dims(t35.to(tl.float32), 1), axis=2)
        acc38 = acc38 + t37
    t39 = tl.load(m2_ptr + offs_c0[:, None, None] * m2_s0 + offs_c1[None, :, None] * m2_s1 + offs_n0[None, None, :] * m2_s2, mask=mask_c0[:, None, None] & mask_c1[None, :, None] & mask_n0[None, None, :], other=0)
    t40 = t39.to(tl.float32)
    t41 = (t40) * (t40)
    t42 = tl.sum(tl.where(mask_n0[None, None, :], t41, 0.0), axis=2, keep_dims=True)
    t43 = t42 + 6.4e-05
    t44 = tl.rsqrt(t43)
    t45 = (acc38) * (t44)
    t46 = (t45) * (0.8)
    t51 = tl.load(m47_ptr + offs_n1[None, None, :] * m47_s2, mask=mask_n1[None, None, :], other=0)
    t52 = t51.to(tl.float32)
    t53 = t46 + t52
    t54 = tl.reshape(t53, [T_c0, T_c1, 1, F_n1])
    t55 = (t54) * (0.5)
    t56 = 2.0 / (1.0 + tl.exp(-2.0 * (t55))) - 1.0
    t57 = t56 + 1.0
    t58 = tl.load(m3_ptr + offs_c0[:, None, None, None] * m3_s0 + offs_c1[None, :, None, None] * m3_s1 + offs_n1[None, None, :, None] * m3_s2 + offs_c4[None, None, None, :] * m3_s3, mask=mask_c0[:, None, None, None] & mask_c1[None, :, None, None] & mask_n1[None, None, :, None] & mask_c4[None, None, None, :], other=0)
    t59 = tl.sum(tl.where(offs_n1[None, None, None, :] == 0, tl.where(mask_n1[None, None, None, :], t57, 0.0), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n1[None, None, :, None] == 0, t58.to(tl.float32), 0.0), axis=2, keep_dims=True) + tl.sum(tl.where(offs_n1[None, None, None, :] == 1, tl.where(mask_n1[None, None, None, :], t57, 0.0), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n1[None, None, :, None] == 1, t58.to(tl.float32), 0.0), axis=2, keep_dims=True) + tl.sum(tl.where(offs_n1[None, None, None, :] == 2, tl.where(mask_n1[None, None, None, :], t57, 0.0), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n1[None, None, :, None] == 2, t58.to(tl.float32), 0.0), axis=2, keep_dims=True) + tl.sum(tl.where(offs_n1[None, None, None, :] == 3, tl.where(mask_n1[None, None, None, :], t57, 0.0), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n1[None, None, :, None] == 3, t58.to(tl.float32), 0.0), axis=2, keep_dims=True)
    t60 = tl.reshape(t59, [T_c0, T_c1, T_c4])
    t66 = tl.load(m61_ptr + offs_c4[None, :, None] * m61_s1 + offs_c2[None, None, :] * m61_s2, mask=mask_c4[None, :, None] & mask_c2[None, None, :], other=0)
    if DOT_67:
        t68 = tl.reshape(tl.dot(tl.reshape(tl.where(mask_c4[None, None, :], t60.to(DOT_T), 0.0), [T_c0 * T_c1, T_c4]), tl.reshape(t66.to(DOT_T), [T_c4, T_c2]), input_precision=PRECISION), [T_c0, T_c1, T_c2])
    else:
        t68 = tl.sum(tl.expand_dims(tl.where(mask_c4[None, None, :], t60, 0.0), 3) * tl.expand_dims(t66.to(tl.float32), 1), axis=2)
    t69 = 1.0 / (1.0 + tl.exp(-(t54)))
    t70 = tl.sum(tl.where(offs_n1[None, None, None, :] == 0, tl.where(mask_n1[None, None, None, :], t69, 0.0), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n1[None, None, :, None] == 0, t58.to(tl.float32), 0.0), axis=2, keep_dims=True) + tl.sum(tl.where(offs_n1[None, None, None, :] == 1, tl.where(mask_n1[None, None, None, :], t69, 0.0), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n1[None, None, :, None] == 1, t58.to(tl.float32), 0.0), axis=2, keep_dims=True) + tl.sum(tl.where(offs_n1[None, None, None, :] == 2, tl.where(mask_n1[None, None, None, :], t69, 0.0), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n1[None, None, :, None] == 2, t58.to(tl.float32), 0.0), axis=2, keep_dims=True) + tl.sum(tl.where(offs_n1[None, None, None, :] == 3, tl.where(mask_n1[None, None, None, :], t69, 0.0), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n1[None, None, :, None] == 3, t58.to(tl.float32), 0.0), axis=2, keep_dims=True)
    t71 = tl.reshape(t70, [T_c0, T_c1, T_c4])
    if DOT_72:
        t73 = tl.reshape(tl.dot(tl.reshape(tl.where(mask_c4[None, None, :], t71.to(DOT_T), 0.0), [T_c0 * T_c1, T_c4]), tl.reshape(t66.to(DOT_T), [T_c4, T_c2]), input_precision=PRECISION), [T_c0, T_c1, T_c2])
    else:
        t73 = tl.sum(tl.expand_dims(tl.where(mask_c4[None, None, :], t71, 0.0), 3) * tl.expand_dims(t66.to(tl.float32), 1), axis=2)
    tl.store(states74_ptr + i_c4 * states74_s0 + offs_c0[:, None, None] * states74_s1 + offs_c1[None, :, None] * states74_s2 + offs_c2[None, None, :] * states74_s3 + tl.zeros([T_c0, T_c1, T_c2], tl.int32), t68, mask=mask_c0[:, None, None] & mask_c1[None, :, None] & mask_c2[None, None, :])
    tl.store(states75_ptr + i_c4 * states75_s0 + offs_c0[:, None, None] * states75_s1 + offs_c1[None, :, None] * states75_s2 + offs_c2[None, None, :] * states75_s3 + tl.zeros([T_c0, T_c1, T_c2], tl.int32), t73, mask=mask_c0[:, None, None] & mask_c1[None, :, None] & mask_c2[None, None, :])


@triton.jit
def kernel_1(m2_ptr, m2_s0, m2_s1, m2_s2, m83_ptr, m83_s1, m83_s2, m100_ptr, m100_s2, m100_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, buf192_ptr, buf192_s0, buf192_s1, buf192_s2, buf192_s3, E_c2, E_c3, E_n0, E_n1, E_n2, E_n3, E_n4, DOT_189: tl.constexpr, DOT_190: tl.constexpr, DOT_88: tl.constexpr, DOT_T: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, F_n4: tl.constexpr, ONCE_c3: tl.constexpr, PRECISION: tl.constexpr, ROUND: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # writes buf192: Combine over grid x_1.3@3[16]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    mask_c2 = offs_c2 < E_c2
    offs_n2 = tl.arange(0, F_n2)
    mask_n2 = offs_n2 < E_n2
    offs_n3 = tl.arange(0, F_n3)
    mask_n3 = offs_n3 < E_n3
    offs_n4 = tl.arange(0, F_n4)
    mask_n4 = offs_n4 < E_n4
    offs_n0 = tl.arange(0, F_n0)
    mask_n0 = offs_n0 < E_n0
    offs_n1 = tl.arange(0, F_n1)
    mask_n1 = offs_n1 < E_n1
    acc90 = tl.full([F_n2, F_n3, F_n4], 0.0, tl.float32)

    for i_c3 in range(0, 1 if ONCE_c3 else tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
        mask_c3 = offs_c3 < E_c3

        t82 = tl.load(m2_ptr + offs_n2[:, None, None] * m2_s0 + offs_n3[None, :, None] * m2_s1 + offs_c3[None, None, :] * m2_s2, mask=mask_n2[:, None, None] & mask_n3[None, :, None] & mask_c3[None, None, :], other=0)
        t87 = tl.load(m83_ptr + offs_c3[None, :, None] * m83_s1 + offs_n4[None, None, :] * m83_s2, mask=mask_c3[None, :, None] & mask_n4[None, None, :], other=0)
        if DOT_88:
            t89 = tl.reshape(tl.dot(tl.reshape(t82.to(DOT_T), [F_n2 * F_n3, T_c3]), tl.reshape(t87.to(DOT_T), [T_c3, F_n4]), input_precision=PRECISION), [F_n2, F_n3, F_n4])
        else:
            t89 = tl.sum(tl.expand_dims(t82.to(tl.float32), 3) * tl.expand_dims(t87.to(tl.float32), 1), axis=2)
        acc90 = acc90 + t89
    t91 = tl.load(m2_ptr + offs_n2[:, None, None] * m2_s0 + offs_n3[None, :, None] * m2_s1 + offs_n0[None, None, :] * m2_s2, mask=mask_n2[:, None, None] & mask_n3[None, :, None] & mask_n0[None, None, :], other=0)
    t92 = t91.to(tl.float32)
    t93 = (t92) * (t92)
    t94 = tl.sum(tl.where(mask_n0[None, None, :], t93, 0.0), axis=2, keep_dims=True)
    t95 = t94 + 6.4e-05
    t96 = tl.rsqrt(t95)
    t97 = (acc90) * (t96)
    t98 = tl.reshape(t97, [F_n2, F_n3, F_n1, F_n1])
    t99 = (t98) * (0.8)
    t104 = tl.load(m100_ptr + offs_n1[None, None, :, None] * m100_s2 + offs_n1[None, None, None, :] * m100_s3, mask=mask_n1[None, None, :, None] & mask_n1[None, None, None, :], other=0)
    t105 = t104.to(tl.float32)
    t106 = t99 + t105
    t107 = tl.exp(t106)
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
    t172 = tl.sum(tl.where(mask_n1[None, None, None, :], t171, 0.0), axis=3, keep_dims=True)
    t173 = (t171) / (t172)
    t174 = tl.sum(tl.where(mask_n1[None, None, :, None], t173, 0.0), axis=2, keep_dims=True)
    t175 = (t173) / (t174)
    t176 = tl.sum(tl.where(mask_n1[None, None, None, :], t175, 0.0), axis=3, keep_dims=True)
    t177 = (t175) / (t176)
    t178 = tl.sum(tl.where(mask_n1[None, None, :, None], t177, 0.0), axis=2, keep_dims=True)
    t179 = (t177) / (t178)
    t180 = tl.sum(tl.where(mask_n1[None, None, None, :], t179, 0.0), axis=3, keep_dims=True)
    t181 = (t179) / (t180)
    t182 = tl.sum(tl.where(mask_n1[None, None, :, None], t181, 0.0), axis=2, keep_dims=True)
    t183 = (t181) / (t182)
    t184 = tl.sum(tl.where(mask_n1[None, None, None, :], t183, 0.0), axis=3, keep_dims=True)
    t185 = (t183) / (t184)
    t186 = tl.sum(tl.where(mask_n1[None, None, :, None], t185, 0.0), axis=2, keep_dims=True)
    t187 = (t185) / (t186)
    t188 = tl.load(m3_ptr + offs_n2[:, None, None, None] * m3_s0 + offs_n3[None, :, None, None] * m3_s1 + offs_n1[None, None, :, None] * m3_s2 + offs_c2[None, None, None, :] * m3_s3, mask=mask_n2[:, None, None, None] & mask_n3[None, :, None, None] & mask_n1[None, None, :, None] & mask_c2[None, None, None, :], other=0)
    if DOT_189:
        t191 = tl.reshape(tl.dot(tl.reshape(tl.where(mask_n1[None, None, None, :], t187.to(DOT_T), 0.0), [F_n1, F_n1]), tl.reshape(t188.to(DOT_T), [F_n1, T_c2]), input_precision=PRECISION), [F_n2, F_n3, F_n1, T_c2])
    elif DOT_190:
        t191 = tl.reshape(tl.dot(tl.reshape(tl.where(mask_n1[None, None, None, :], t187.to(DOT_T), 0.0), [F_n2 * F_n3, F_n1, F_n1]), tl.reshape(t188.to(DOT_T), [F_n2 * F_n3, F_n1, T_c2]), input_precision=PRECISION), [F_n2, F_n3, F_n1, T_c2])
    else:
        t191 = tl.sum(tl.where(offs_n1[None, None, None, :] == 0, tl.where(mask_n1[None, None, None, :], t187, 0.0), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n1[None, None, :, None] == 0, t188.to(tl.float32), 0.0), axis=2, keep_dims=True) + tl.sum(tl.where(offs_n1[None, None, None, :] == 1, tl.where(mask_n1[None, None, None, :], t187, 0.0), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n1[None, None, :, None] == 1, t188.to(tl.float32), 0.0), axis=2, keep_dims=True) + tl.sum(tl.where(offs_n1[None, None, None, :] == 2, tl.where(mask_n1[None, None, None, :], t187, 0.0), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n1[None, None, :, None] == 2, t188.to(tl.float32), 0.0), axis=2, keep_dims=True) + tl.sum(tl.where(offs_n1[None, None, None, :] == 3, tl.where(mask_n1[None, None, None, :], t187, 0.0), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n1[None, None, :, None] == 3, t188.to(tl.float32), 0.0), axis=2, keep_dims=True)
    tl.store(buf192_ptr + offs_n2[:, None, None, None] * buf192_s0 + offs_n3[None, :, None, None] * buf192_s1 + offs_n1[None, None, :, None] * buf192_s2 + offs_c2[None, None, None, :] * buf192_s3, _rne_bf16(t191) if ROUND else t191, mask=mask_n2[:, None, None, None] & mask_n3[None, :, None, None] & mask_n1[None, None, :, None] & mask_c2[None, None, None, :])


@triton.jit
def kernel_2(m2_ptr, m2_s0, m2_s1, m2_s2, m5_ptr, m5_s1, m5_s2, m21_ptr, m21_s2, states74_ptr, states74_s0, states74_s1, states74_s2, states74_s3, states75_ptr, states75_s0, states75_s1, states75_s2, states75_s3, buf192_ptr, buf192_s0, buf192_s1, buf192_s2, buf192_s3, buf196_ptr, buf196_s0, buf196_s1, buf196_s2, buf196_s3, E_c0, E_c1, E_c2, E_c3, E_c4, E_n0, E_n1, DOT_10: tl.constexpr, DOT_T: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, ONCE_c3: tl.constexpr, ONCE_c4: tl.constexpr, PRECISION: tl.constexpr, ROUND: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr, T_c4: tl.constexpr):
    # writes buf196: Combine over grid x.0@0[2], grid x.1@1[32], grid x_1.3@3[16]
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
    acc78 = tl.full([T_c0, T_c1, T_c2], 0.0, tl.float32)
    acc79 = tl.full([T_c0, T_c1, T_c2], 0.0, tl.float32)

    for i_c4 in range(0, 1 if ONCE_c4 else tl.cdiv(E_c4, T_c4)):
        offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)

        t76 = tl.load(states74_ptr + i_c4 * states74_s0 + offs_c0[:, None, None] * states74_s1 + offs_c1[None, :, None] * states74_s2 + offs_c2[None, None, :] * states74_s3 + tl.zeros([T_c0, T_c1, T_c2], tl.int32), mask=mask_c0[:, None, None] & mask_c1[None, :, None] & mask_c2[None, None, :], other=0)
        t77 = tl.load(states75_ptr + i_c4 * states75_s0 + offs_c0[:, None, None] * states75_s1 + offs_c1[None, :, None] * states75_s2 + offs_c2[None, None, :] * states75_s3 + tl.zeros([T_c0, T_c1, T_c2], tl.int32), mask=mask_c0[:, None, None] & mask_c1[None, :, None] & mask_c2[None, None, :], other=0)
        acc78 = acc78 + t76
        acc79 = acc79 + t77
    t80 = tl.reshape(acc78, [T_c0, T_c1, 1, T_c2])
    t81 = (t29) * (t80)
    t193 = tl.load(buf192_ptr + offs_c0[:, None, None, None] * buf192_s0 + offs_c1[None, :, None, None] * buf192_s1 + offs_n1[None, None, :, None] * buf192_s2 + offs_c2[None, None, None, :] * buf192_s3, mask=mask_c0[:, None, None, None] & mask_c1[None, :, None, None] & mask_n1[None, None, :, None] & mask_c2[None, None, None, :], other=0)
    t194 = t193.to(tl.float32)
    t195 = t81 + t194
    tl.store(buf196_ptr + offs_c0[:, None, None, None] * buf196_s0 + offs_c1[None, :, None, None] * buf196_s1 + offs_n1[None, None, :, None] * buf196_s2 + offs_c2[None, None, None, :] * buf196_s3, _rne_bf16(t195) if ROUND else t195, mask=mask_c0[:, None, None, None] & mask_c1[None, :, None, None] & mask_n1[None, None, :, None] & mask_c2[None, None, None, :])


@triton.jit
def kernel_3(m1_ptr, m1_s0, m1_s1, m1_s2, m204_ptr, m204_s1, m204_s2, m211_ptr, m211_s2, m226_ptr, m226_s1, m226_s2, m233_ptr, m233_s2, buf196_ptr, buf196_s0, buf196_s1, buf196_s2, buf196_s3, m244_ptr, m244_s1, m244_s2, m254_ptr, m254_s1, m254_s2, m262_ptr, m262_s2, m262_s3, buf354_ptr, buf354_s0, buf354_s1, buf354_s2, buf354_s3, E_c0, E_c1, E_c2, E_c4, E_n0, E_n1, E_n4, DOT_208: tl.constexpr, DOT_230: tl.constexpr, DOT_249: tl.constexpr, DOT_258: tl.constexpr, DOT_350: tl.constexpr, DOT_351: tl.constexpr, DOT_T: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n4: tl.constexpr, ONCE_c4: tl.constexpr, PRECISION: tl.constexpr, ROUND: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr, T_c4: tl.constexpr):
    # writes buf354: Combine over grid x.0@0[2], grid x.1@1[32], grid x_1.3@3[16]
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
    t197 = tl.load(m1_ptr + offs_c0[:, None, None] * m1_s0 + offs_c1[None, :, None] * m1_s1 + offs_n0[None, None, :] * m1_s2, mask=mask_c0[:, None, None] & mask_c1[None, :, None] & mask_n0[None, None, :], other=0)
    t198 = t197.to(tl.float32)
    t199 = (t198) * (t198)
    t200 = tl.sum(tl.where(mask_n0[None, None, :], t199, 0.0), axis=2, keep_dims=True)
    t201 = t200 + 6.4e-05
    t202 = tl.rsqrt(t201)
    t203 = (t198) * (t202)
    t207 = tl.load(m204_ptr + offs_n0[None, :, None] * m204_s1 + offs_n1[None, None, :] * m204_s2, mask=mask_n0[None, :, None] & mask_n1[None, None, :], other=0)
    if DOT_208:
        t209 = tl.reshape(tl.dot(tl.reshape(tl.where(mask_n0[None, None, :], t203.to(DOT_T), 0.0), [T_c0 * T_c1, F_n0]), tl.reshape(t207.to(DOT_T), [F_n0, F_n1]), input_precision=PRECISION), [T_c0, T_c1, F_n1])
    else:
        t209 = tl.sum(tl.expand_dims(tl.where(mask_n0[None, None, :], t203, 0.0), 3) * tl.expand_dims(t207.to(tl.float32), 1), axis=2)
    t210 = (t209) * (0.8)
    t214 = tl.load(m211_ptr + offs_n1[None, None, :] * m211_s2, mask=mask_n1[None, None, :], other=0)
    t215 = t214.to(tl.float32)
    t216 = t210 + t215
    t217 = tl.reshape(t216, [T_c0, T_c1, F_n1, 1])
    t218 = 1.0 / (1.0 + tl.exp(-(t217)))
    t219 = (t218) * (2.0)
    t220 = t197.to(tl.float32)
    t221 = (t220) * (t220)
    t222 = tl.sum(tl.where(mask_n0[None, None, :], t221, 0.0), axis=2, keep_dims=True)
    t223 = t222 + 6.4e-05
    t224 = tl.rsqrt(t223)
    t225 = (t220) * (t224)
    t229 = tl.load(m226_ptr + offs_n0[None, :, None] * m226_s1 + offs_n1[None, None, :] * m226_s2, mask=mask_n0[None, :, None] & mask_n1[None, None, :], other=0)
    if DOT_230:
        t231 = tl.reshape(tl.dot(tl.reshape(tl.where(mask_n0[None, None, :], t225.to(DOT_T), 0.0), [T_c0 * T_c1, F_n0]), tl.reshape(t229.to(DOT_T), [F_n0, F_n1]), input_precision=PRECISION), [T_c0, T_c1, F_n1])
    else:
        t231 = tl.sum(tl.expand_dims(tl.where(mask_n0[None, None, :], t225, 0.0), 3) * tl.expand_dims(t229.to(tl.float32), 1), axis=2)
    t232 = (t231) * (0.8)
    t236 = tl.load(m233_ptr + offs_n1[None, None, :] * m233_s2, mask=mask_n1[None, None, :], other=0)
    t237 = t236.to(tl.float32)
    t238 = t232 + t237
    t239 = tl.reshape(t238, [T_c0, T_c1, 1, F_n1])
    t240 = 1.0 / (1.0 + tl.exp(-(t239)))
    acc251 = tl.full([T_c0, T_c1, T_c2], 0.0, tl.float32)

    for i_c4 in range(0, 1 if ONCE_c4 else tl.cdiv(E_c4, T_c4)):
        offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)
        mask_c4 = offs_c4 < E_c4

        t241 = tl.load(buf196_ptr + offs_c0[:, None, None, None] * buf196_s0 + offs_c1[None, :, None, None] * buf196_s1 + offs_n1[None, None, :, None] * buf196_s2 + offs_c4[None, None, None, :] * buf196_s3, mask=mask_c0[:, None, None, None] & mask_c1[None, :, None, None] & mask_n1[None, None, :, None] & mask_c4[None, None, None, :], other=0)
        t242 = tl.sum(tl.where(offs_n1[None, None, None, :] == 0, tl.where(mask_n1[None, None, None, :], t240, 0.0), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n1[None, None, :, None] == 0, t241.to(tl.float32), 0.0), axis=2, keep_dims=True) + tl.sum(tl.where(offs_n1[None, None, None, :] == 1, tl.where(mask_n1[None, None, None, :], t240, 0.0), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n1[None, None, :, None] == 1, t241.to(tl.float32), 0.0), axis=2, keep_dims=True) + tl.sum(tl.where(offs_n1[None, None, None, :] == 2, tl.where(mask_n1[None, None, None, :], t240, 0.0), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n1[None, None, :, None] == 2, t241.to(tl.float32), 0.0), axis=2, keep_dims=True) + tl.sum(tl.where(offs_n1[None, None, None, :] == 3, tl.where(mask_n1[None, None, None, :], t240, 0.0), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n1[None, None, :, None] == 3, t241.to(tl.float32), 0.0), axis=2, keep_dims=True)
        t243 = tl.reshape(t242, [T_c0, T_c1, T_c4])
        t248 = tl.load(m244_ptr + offs_c4[None, :, None] * m244_s1 + offs_c2[None, None, :] * m244_s2, mask=mask_c4[None, :, None] & mask_c2[None, None, :], other=0)
        if DOT_249:
            t250 = tl.reshape(tl.dot(tl.reshape(tl.where(mask_c4[None, None, :], t243.to(DOT_T), 0.0), [T_c0 * T_c1, T_c4]), tl.reshape(t248.to(DOT_T), [T_c4, T_c2]), input_precision=PRECISION), [T_c0, T_c1, T_c2])
        else:
            t250 = tl.sum(tl.expand_dims(tl.where(mask_c4[None, None, :], t243, 0.0), 3) * tl.expand_dims(t248.to(tl.float32), 1), axis=2)
        acc251 = acc251 + t250
    t252 = tl.reshape(acc251, [T_c0, T_c1, 1, T_c2])
    t253 = (t219) * (t252)
    t257 = tl.load(m254_ptr + offs_n0[None, :, None] * m254_s1 + offs_n4[None, None, :] * m254_s2, mask=mask_n0[None, :, None] & mask_n4[None, None, :], other=0)
    if DOT_258:
        t259 = tl.reshape(tl.dot(tl.reshape(tl.where(mask_n0[None, None, :], t203.to(DOT_T), 0.0), [T_c0 * T_c1, F_n0]), tl.reshape(t257.to(DOT_T), [F_n0, F_n4]), input_precision=PRECISION), [T_c0, T_c1, F_n4])
    else:
        t259 = tl.sum(tl.expand_dims(tl.where(mask_n0[None, None, :], t203, 0.0), 3) * tl.expand_dims(t257.to(tl.float32), 1), axis=2)
    t260 = tl.reshape(t259, [T_c0, T_c1, F_n1, F_n1])
    t261 = (t260) * (0.8)
    t265 = tl.load(m262_ptr + offs_n1[None, None, :, None] * m262_s2 + offs_n1[None, None, None, :] * m262_s3, mask=mask_n1[None, None, :, None] & mask_n1[None, None, None, :], other=0)
    t266 = t265.to(tl.float32)
    t267 = t261 + t266
    t268 = tl.exp(t267)
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
    t333 = tl.sum(tl.where(mask_n1[None, None, None, :], t332, 0.0), axis=3, keep_dims=True)
    t334 = (t332) / (t333)
    t335 = tl.sum(tl.where(mask_n1[None, None, :, None], t334, 0.0), axis=2, keep_dims=True)
    t336 = (t334) / (t335)
    t337 = tl.sum(tl.where(mask_n1[None, None, None, :], t336, 0.0), axis=3, keep_dims=True)
    t338 = (t336) / (t337)
    t339 = tl.sum(tl.where(mask_n1[None, None, :, None], t338, 0.0), axis=2, keep_dims=True)
    t340 = (t338) / (t339)
    t341 = tl.sum(tl.where(mask_n1[None, None, None, :], t340, 0.0), axis=3, keep_dims=True)
    t342 = (t340) / (t341)
    t343 = tl.sum(tl.where(mask_n1[None, None, :, None], t342, 0.0), axis=2, keep_dims=True)
    t344 = (t342) / (t343)
    t345 = tl.sum(tl.where(mask_n1[None, None, None, :], t344, 0.0), axis=3, keep_dims=True)
    t346 = (t344) / (t345)
    t347 = tl.sum(tl.where(mask_n1[None, None, :, None], t346, 0.0), axis=2, keep_dims=True)
    t348 = (t346) / (t347)
    t349 = tl.load(buf196_ptr + offs_c0[:, None, None, None] * buf196_s0 + offs_c1[None, :, None, None] * buf196_s1 + offs_n1[None, None, :, None] * buf196_s2 + offs_c2[None, None, None, :] * buf196_s3, mask=mask_c0[:, None, None, None] & mask_c1[None, :, None, None] & mask_n1[None, None, :, None] & mask_c2[None, None, None, :], other=0)
    if DOT_350:
        t352 = tl.reshape(tl.dot(tl.reshape(tl.where(mask_n1[None, None, None, :], t348.to(DOT_T), 0.0), [F_n1, F_n1]), tl.reshape(t349.to(DOT_T), [F_n1, T_c2]), input_precision=PRECISION), [T_c0, T_c1, F_n1, T_c2])
    elif DOT_351:
        t352 = tl.reshape(tl.dot(tl.reshape(tl.where(mask_n1[None, None, None, :], t348.to(DOT_T), 0.0), [T_c0 * T_c1, F_n1, F_n1]), tl.reshape(t349.to(DOT_T), [T_c0 * T_c1, F_n1, T_c2]), input_precision=PRECISION), [T_c0, T_c1, F_n1, T_c2])
    else:
        t352 = tl.sum(tl.where(offs_n1[None, None, None, :] == 0, tl.where(mask_n1[None, None, None, :], t348, 0.0), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n1[None, None, :, None] == 0, t349.to(tl.float32), 0.0), axis=2, keep_dims=True) + tl.sum(tl.where(offs_n1[None, None, None, :] == 1, tl.where(mask_n1[None, None, None, :], t348, 0.0), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n1[None, None, :, None] == 1, t349.to(tl.float32), 0.0), axis=2, keep_dims=True) + tl.sum(tl.where(offs_n1[None, None, None, :] == 2, tl.where(mask_n1[None, None, None, :], t348, 0.0), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n1[None, None, :, None] == 2, t349.to(tl.float32), 0.0), axis=2, keep_dims=True) + tl.sum(tl.where(offs_n1[None, None, None, :] == 3, tl.where(mask_n1[None, None, None, :], t348, 0.0), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n1[None, None, :, None] == 3, t349.to(tl.float32), 0.0), axis=2, keep_dims=True)
    t353 = t253 + t352
    tl.store(buf354_ptr + offs_c0[:, None, None, None] * buf354_s0 + offs_c1[None, :, None, None] * buf354_s1 + offs_n1[None, None, :, None] * buf354_s2 + offs_c2[None, None, None, :] * buf354_s3, _rne_bf16(t353) if ROUND else t353, mask=mask_c0[:, None, None, None] & mask_c1[None, :, None, None] & mask_n1[None, None, :, None] & mask_c2[None, None, None, :])


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
    T = _schedule(tiles)
    device = next(iter(inputs.values())).device
    dtype = _storage_dtype(inputs)
    return {
        "states74": torch.empty([_cdiv(16, T['kernel_0.c4']), 2, 32, 16], dtype=torch.float32, device=device),
        "states75": torch.empty([_cdiv(16, T['kernel_0.c4']), 2, 32, 16], dtype=torch.float32, device=device),
        "buf192": torch.empty([2, 32, 4, 16], dtype=dtype, device=device),
        "buf196": torch.empty([2, 32, 4, 16], dtype=dtype, device=device),
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
    m34 = inputs['phi_pre']
    m33 = m34.narrow(0, 0, 1)
    m32 = m33.reshape([64, 4])
    m31 = m32.reshape([1, 64, 4])
    m50 = inputs['b_pre']
    m49 = m50.narrow(0, 0, 1)
    m48 = m49.reshape([4])
    m47 = m48.reshape([1, 1, 4])
    m65 = inputs['w_layer']
    m64 = m65.narrow(0, 0, 1)
    m63 = m64.reshape([16, 16])
    m62 = m63.permute([1, 0])
    m61 = m62.reshape([1, 16, 16])
    states74 = buffers["states74"]
    states75 = buffers["states75"]
    kernel_0[(_cdiv(2, T['kernel_0.c0']) * _cdiv(32, T['kernel_0.c1']) * _cdiv(16, T['kernel_0.c2']) * _cdiv(16, T['kernel_0.c4']),)](m2_ptr=m2, m2_s0=m2.stride(0), m2_s1=m2.stride(1), m2_s2=m2.stride(2), m31_ptr=m31, m31_s1=m31.stride(1), m31_s2=m31.stride(2), m47_ptr=m47, m47_s2=m47.stride(2), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), m61_ptr=m61, m61_s1=m61.stride(1), m61_s2=m61.stride(2), states74_ptr=states74, states74_s0=states74.stride(0), states74_s1=states74.stride(1), states74_s2=states74.stride(2), states74_s3=states74.stride(3), states75_ptr=states75, states75_s0=states75.stride(0), states75_s1=states75.stride(1), states75_s2=states75.stride(2), states75_s3=states75.stride(3), E_c0=2, E_c1=32, E_c2=16, E_c3=64, E_c4=16, E_n0=64, E_n1=4, DOT_36=(T['kernel_0.c0'] * T['kernel_0.c1']) >= 16 and (T['kernel_0.c3']) >= 16 and (_pow2(4)) >= 16, DOT_67=(T['kernel_0.c0'] * T['kernel_0.c1']) >= 16 and (T['kernel_0.c4']) >= 16 and (T['kernel_0.c2']) >= 16, DOT_72=(T['kernel_0.c0'] * T['kernel_0.c1']) >= 16 and (T['kernel_0.c4']) >= 16 and (T['kernel_0.c2']) >= 16, DOT_T=_DOT_T, F_n0=_pow2(64), F_n1=_pow2(4), ONCE_c3=T['kernel_0.c3'] >= 64, PRECISION=_PRECISION, T_c0=T['kernel_0.c0'], T_c1=T['kernel_0.c1'], T_c2=T['kernel_0.c2'], T_c3=T['kernel_0.c3'], T_c4=T['kernel_0.c4'], num_warps=num_warps, num_stages=num_stages)
    m86 = inputs['phi_res']
    m85 = m86.narrow(0, 0, 1)
    m84 = m85.reshape([64, 16])
    m83 = m84.reshape([1, 64, 16])
    m103 = inputs['b_res']
    m102 = m103.narrow(0, 0, 1)
    m101 = m102.reshape([4, 4])
    m100 = m101.reshape([1, 1, 4, 4])
    buf192 = buffers["buf192"]
    kernel_1[(_cdiv(16, T['kernel_1.c2']),)](m2_ptr=m2, m2_s0=m2.stride(0), m2_s1=m2.stride(1), m2_s2=m2.stride(2), m83_ptr=m83, m83_s1=m83.stride(1), m83_s2=m83.stride(2), m100_ptr=m100, m100_s2=m100.stride(2), m100_s3=m100.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), buf192_ptr=buf192, buf192_s0=buf192.stride(0), buf192_s1=buf192.stride(1), buf192_s2=buf192.stride(2), buf192_s3=buf192.stride(3), E_c2=16, E_c3=64, E_n0=64, E_n1=4, E_n2=2, E_n3=32, E_n4=16, DOT_189=(_pow2(4)) >= 16 and (_pow2(4)) >= 16 and (T['kernel_1.c2']) >= 16 and (_pow2(2)) == 1 and (_pow2(32)) == 1, DOT_190=(_pow2(4)) >= 16 and (_pow2(4)) >= 16 and (T['kernel_1.c2']) >= 16, DOT_88=(_pow2(2) * _pow2(32)) >= 16 and (T['kernel_1.c3']) >= 16 and (_pow2(16)) >= 16, DOT_T=_DOT_T, F_n0=_pow2(64), F_n1=_pow2(4), F_n2=_pow2(2), F_n3=_pow2(32), F_n4=_pow2(16), ONCE_c3=T['kernel_1.c3'] >= 64, PRECISION=_PRECISION, ROUND=_ROUND, T_c2=T['kernel_1.c2'], T_c3=T['kernel_1.c3'], num_warps=num_warps, num_stages=num_stages)
    buf196 = buffers["buf196"]
    kernel_2[(_cdiv(2, T['kernel_2.c0']) * _cdiv(32, T['kernel_2.c1']) * _cdiv(16, T['kernel_2.c2']),)](m2_ptr=m2, m2_s0=m2.stride(0), m2_s1=m2.stride(1), m2_s2=m2.stride(2), m5_ptr=m5, m5_s1=m5.stride(1), m5_s2=m5.stride(2), m21_ptr=m21, m21_s2=m21.stride(2), states74_ptr=states74, states74_s0=states74.stride(0), states74_s1=states74.stride(1), states74_s2=states74.stride(2), states74_s3=states74.stride(3), states75_ptr=states75, states75_s0=states75.stride(0), states75_s1=states75.stride(1), states75_s2=states75.stride(2), states75_s3=states75.stride(3), buf192_ptr=buf192, buf192_s0=buf192.stride(0), buf192_s1=buf192.stride(1), buf192_s2=buf192.stride(2), buf192_s3=buf192.stride(3), buf196_ptr=buf196, buf196_s0=buf196.stride(0), buf196_s1=buf196.stride(1), buf196_s2=buf196.stride(2), buf196_s3=buf196.stride(3), E_c0=2, E_c1=32, E_c2=16, E_c3=64, E_c4=16, E_n0=64, E_n1=4, DOT_10=(T['kernel_2.c0'] * T['kernel_2.c1']) >= 16 and (T['kernel_2.c3']) >= 16 and (_pow2(4)) >= 16, DOT_T=_DOT_T, F_n0=_pow2(64), F_n1=_pow2(4), ONCE_c3=T['kernel_2.c3'] >= 64, ONCE_c4=T['kernel_0.c4'] >= 16, PRECISION=_PRECISION, ROUND=_ROUND, T_c0=T['kernel_2.c0'], T_c1=T['kernel_2.c1'], T_c2=T['kernel_2.c2'], T_c3=T['kernel_2.c3'], T_c4=T['kernel_0.c4'], num_warps=num_warps, num_stages=num_stages)
    m1 = buf196.reshape([2, 32, 64])
    m206 = m8.narrow(0, 1, 1)
    m205 = m206.reshape([64, 4])
    m204 = m205.reshape([1, 64, 4])
    m213 = m24.narrow(0, 1, 1)
    m212 = m213.reshape([4])
    m211 = m212.reshape([1, 1, 4])
    m228 = m34.narrow(0, 1, 1)
    m227 = m228.reshape([64, 4])
    m226 = m227.reshape([1, 64, 4])
    m235 = m50.narrow(0, 1, 1)
    m234 = m235.reshape([4])
    m233 = m234.reshape([1, 1, 4])
    m247 = m65.narrow(0, 1, 1)
    m246 = m247.reshape([16, 16])
    m245 = m246.permute([1, 0])
    m244 = m245.reshape([1, 16, 16])
    m256 = m86.narrow(0, 1, 1)
    m255 = m256.reshape([64, 16])
    m254 = m255.reshape([1, 64, 16])
    m264 = m103.narrow(0, 1, 1)
    m263 = m264.reshape([4, 4])
    m262 = m263.reshape([1, 1, 4, 4])
    buf354 = buffers["buf354"]
    kernel_3[(_cdiv(2, T['kernel_3.c0']) * _cdiv(32, T['kernel_3.c1']) * _cdiv(16, T['kernel_3.c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m204_ptr=m204, m204_s1=m204.stride(1), m204_s2=m204.stride(2), m211_ptr=m211, m211_s2=m211.stride(2), m226_ptr=m226, m226_s1=m226.stride(1), m226_s2=m226.stride(2), m233_ptr=m233, m233_s2=m233.stride(2), buf196_ptr=buf196, buf196_s0=buf196.stride(0), buf196_s1=buf196.stride(1), buf196_s2=buf196.stride(2), buf196_s3=buf196.stride(3), m244_ptr=m244, m244_s1=m244.stride(1), m244_s2=m244.stride(2), m254_ptr=m254, m254_s1=m254.stride(1), m254_s2=m254.stride(2), m262_ptr=m262, m262_s2=m262.stride(2), m262_s3=m262.stride(3), buf354_ptr=buf354, buf354_s0=buf354.stride(0), buf354_s1=buf354.stride(1), buf354_s2=buf354.stride(2), buf354_s3=buf354.stride(3), E_c0=2, E_c1=32, E_c2=16, E_c4=16, E_n0=64, E_n1=4, E_n4=16, DOT_208=(T['kernel_3.c0'] * T['kernel_3.c1']) >= 16 and (_pow2(64)) >= 16 and (_pow2(4)) >= 16, DOT_230=(T['kernel_3.c0'] * T['kernel_3.c1']) >= 16 and (_pow2(64)) >= 16 and (_pow2(4)) >= 16, DOT_249=(T['kernel_3.c0'] * T['kernel_3.c1']) >= 16 and (T['kernel_3.c4']) >= 16 and (T['kernel_3.c2']) >= 16, DOT_258=(T['kernel_3.c0'] * T['kernel_3.c1']) >= 16 and (_pow2(64)) >= 16 and (_pow2(16)) >= 16, DOT_350=(_pow2(4)) >= 16 and (_pow2(4)) >= 16 and (T['kernel_3.c2']) >= 16 and (T['kernel_3.c0']) == 1 and (T['kernel_3.c1']) == 1, DOT_351=(_pow2(4)) >= 16 and (_pow2(4)) >= 16 and (T['kernel_3.c2']) >= 16, DOT_T=_DOT_T, F_n0=_pow2(64), F_n1=_pow2(4), F_n4=_pow2(16), ONCE_c4=T['kernel_3.c4'] >= 16, PRECISION=_PRECISION, ROUND=_ROUND, T_c0=T['kernel_3.c0'], T_c1=T['kernel_3.c1'], T_c2=T['kernel_3.c2'], T_c4=T['kernel_3.c4'], num_warps=num_warps, num_stages=num_stages)
    result = buf354
    return result.to(dtype) if result.is_floating_point() else result


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
