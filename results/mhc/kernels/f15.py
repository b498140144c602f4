"""mhc [small], candidate 15: 3 kernel(s)

Rendered by EqiForge from candidate 15 of mhc [small]: grid(x_1.3@3) [2 mm] ; grid(x.0@0, x.1@1, x_1.3@3) loop(x_1.3[16]: sum) [4 mm] | grid(x.0@0, x.1@1, x_1.3@3) loop(x_1.3[16]: sum) [6 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.0@0[2]
    c1: grid x.1@1[32]
    c2: grid x_1.3@3[16]
    c3: loop x_1.3[16]

Run it on its own: `python kernels/f15.py` checks it once against PyTorch on random inputs.
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
DEFAULT_TILES = {"kernel_1.c0": 16, "kernel_2.c0": 1, "kernel_1.c1": 1, "kernel_2.c1": 1, "kernel_0.c2": 2, "kernel_1.c2": 8, "kernel_2.c2": 8, "kernel_1.c3": 16, "kernel_2.c3": 8}
NUM_WARPS, NUM_STAGES = 4, 4
# the largest useful tile size of each coordinate: its extent rounded up to a power of two, at least 16 (tensor cores)
TILE_LIMITS = {"kernel_1.c0": 16, "kernel_2.c0": 16, "kernel_1.c1": 32, "kernel_2.c1": 32, "kernel_0.c2": 16, "kernel_1.c2": 16, "kernel_2.c2": 16, "kernel_1.c3": 16, "kernel_2.c3": 16}


@triton.jit
def _rne_bf16(x):
    """fp32 rounded to the nearest bf16 (ties to even), still fp32: storing it is then exact, where the interpreter's
    own bf16 store truncates (a GPU rounds to nearest)."""
    bits = x.to(tl.uint32, bitcast=True)
    return ((bits + 0x7FFF + ((bits >> 16) & 1)) & 0xFFFF0000).to(tl.float32, bitcast=True)


@triton.jit
def kernel_0(m2_ptr, m2_s0, m2_s1, m2_s2, m73_ptr, m73_s1, m73_s2, m82_ptr, m82_s2, m82_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, buf174_ptr, buf174_s0, buf174_s1, buf174_s2, buf174_s3, E_c2, E_n0, E_n1, E_n2, E_n3, E_n4, DOT_171: tl.constexpr, DOT_172: tl.constexpr, DOT_78: tl.constexpr, DOT_T: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, F_n4: tl.constexpr, PRECISION: tl.constexpr, ROUND: tl.constexpr, T_c2: tl.constexpr):
    # writes buf174: Combine over grid x_1.3@3[16]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    mask_c2 = offs_c2 < E_c2
    offs_n2 = tl.arange(0, F_n2)
    mask_n2 = offs_n2 < E_n2
    offs_n3 = tl.arange(0, F_n3)
    mask_n3 = offs_n3 < E_n3
    offs_n0 = tl.arange(0, F_n0)
    mask_n0 = offs_n0 < E_n0
    offs_n4 = tl.arange(0, F_n4)
    mask_n4 = offs_n4 < E_n4
    offs_n1 = tl.arange(0, F_n1)
    mask_n1 = offs_n1 < E_n1
    t66 = tl.load(m2_ptr + offs_n2[:, None, None] * m2_s0 + offs_n3[None, :, None] * m2_s1 + offs_n0[None, None, :] * m2_s2, mask=mask_n2[:, None, None] & mask_n3[None, :, None] & mask_n0[None, None, :], other=0)
    t67 = t66.to(tl.float32)
    t68 = (t67) * (t67)
    t69 = tl.sum(tl.where(mask_n0[None, None, :], t68, 0.0), axis=2, keep_dims=True)
    t70 = t69 + 6.4e-05
    t71 = tl.rsqrt(t70)
    t72 = (t67) * (t71)
    t77 = tl.load(m73_ptr + offs_n0[None, :, None] * m73_s1 + offs_n4[None, None, :] * m73_s2, mask=mask_n0[None, :, None] & mask_n4[None, None, :], other=0)
    if DOT_78:
        t79 = tl.reshape(tl.dot(tl.reshape(tl.where(mask_n0[None, None, :], t72.to(DOT_T), 0.0), [F_n2 * F_n3, F_n0]), tl.reshape(t77.to(DOT_T), [F_n0, F_n4]), input_precision=PRECISION), [F_n2, F_n3, F_n4])
    else:
        t79 = tl.sum(tl.expand_dims(tl.where(mask_n0[None, None, :], t72, 0.0), 3) * tl.expand_dims(t77.to(tl.float32), 1), axis=2)
    t80 = tl.reshape(t79, [F_n2, F_n3, F_n1, F_n1])
    t81 = (t80) * (0.8)
    t86 = tl.load(m82_ptr + offs_n1[None, None, :, None] * m82_s2 + offs_n1[None, None, None, :] * m82_s3, mask=mask_n1[None, None, :, None] & mask_n1[None, None, None, :], other=0)
    t87 = t86.to(tl.float32)
    t88 = t81 + t87
    t89 = tl.exp(t88)
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
    t170 = tl.load(m3_ptr + offs_n2[:, None, None, None] * m3_s0 + offs_n3[None, :, None, None] * m3_s1 + offs_n1[None, None, :, None] * m3_s2 + offs_c2[None, None, None, :] * m3_s3, mask=mask_n2[:, None, None, None] & mask_n3[None, :, None, None] & mask_n1[None, None, :, None] & mask_c2[None, None, None, :], other=0)
    if DOT_171:
        t173 = tl.reshape(tl.dot(tl.reshape(tl.where(mask_n1[None, None, None, :], t169.to(DOT_T), 0.0), [F_n1, F_n1]), tl.reshape(t170.to(DOT_T), [F_n1, T_c2]), input_precision=PRECISION), [F_n2, F_n3, F_n1, T_c2])
    elif DOT_172:
        t173 = tl.reshape(tl.dot(tl.reshape(tl.where(mask_n1[None, None, None, :], t169.to(DOT_T), 0.0), [F_n2 * F_n3, F_n1, F_n1]), tl.reshape(t170.to(DOT_T), [F_n2 * F_n3, F_n1, T_c2]), input_precision=PRECISION), [F_n2, F_n3, F_n1, T_c2])
    else:
        t173 = tl.sum(tl.where(offs_n1[None, None, None, :] == 0, tl.where(mask_n1[None, None, None, :], t169, 0.0), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n1[None, None, :, None] == 0, t170.to(tl.float32), 0.0), axis=2, keep_dims=True) + tl.sum(tl.where(offs_n1[None, None, None, :] == 1, tl.where(mask_n1[None, None, None, :], t169, 0.0), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n1[None, None, :, None] == 1, t170.to(tl.float32), 0.0), axis=2, keep_dims=True) + tl.sum(tl.where(offs_n1[None, None, None, :] == 2, tl.where(mask_n1[None, None, None, :], t169, 0.0), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n1[None, None, :, None] == 2, t170.to(tl.float32), 0.0), axis=2, keep_dims=True) + tl.sum(tl.where(offs_n1[None, None, None, :] == 3, tl.where(mask_n1[None, None, None, :], t169, 0.0), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n1[None, None, :, None] == 3, t170.to(tl.float32), 0.0), axis=2, keep_dims=True)
    tl.store(buf174_ptr + offs_n2[:, None, None, None] * buf174_s0 + offs_n3[None, :, None, None] * buf174_s1 + offs_n1[None, None, :, None] * buf174_s2 + offs_c2[None, None, None, :] * buf174_s3, _rne_bf16(t173) if ROUND else t173, mask=mask_n2[:, None, None, None] & mask_n3[None, :, None, None] & mask_n1[None, None, :, None] & mask_c2[None, None, None, :])


@triton.jit
def kernel_1(m2_ptr, m2_s0, m2_s1, m2_s2, m11_ptr, m11_s1, m11_s2, m19_ptr, m19_s2, m35_ptr, m35_s1, m35_s2, m43_ptr, m43_s2, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, m55_ptr, m55_s1, m55_s2, buf174_ptr, buf174_s0, buf174_s1, buf174_s2, buf174_s3, buf178_ptr, buf178_s0, buf178_s1, buf178_s2, buf178_s3, E_c0, E_c1, E_c2, E_c3, E_n0, E_n1, DOT_16: tl.constexpr, DOT_40: tl.constexpr, DOT_61: tl.constexpr, DOT_T: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, ONCE_c3: tl.constexpr, PRECISION: tl.constexpr, ROUND: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # writes buf178: Combine over grid x.0@0[2], grid x.1@1[32], grid x_1.3@3[16]
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

    for i_c3 in range(0, 1 if ONCE_c3 else tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
        mask_c3 = offs_c3 < E_c3

        t52 = tl.load(m3_ptr + offs_c0[:, None, None, None] * m3_s0 + offs_c1[None, :, None, None] * m3_s1 + offs_n1[None, None, :, None] * m3_s2 + offs_c3[None, None, None, :] * m3_s3, mask=mask_c0[:, None, None, None] & mask_c1[None, :, None, None] & mask_n1[None, None, :, None] & mask_c3[None, None, None, :], other=0)
        t53 = tl.sum(tl.where(offs_n1[None, None, None, :] == 0, tl.where(mask_n1[None, None, None, :], t51, 0.0), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n1[None, None, :, None] == 0, t52.to(tl.float32), 0.0), axis=2, keep_dims=True) + tl.sum(tl.where(offs_n1[None, None, None, :] == 1, tl.where(mask_n1[None, None, None, :], t51, 0.0), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n1[None, None, :, None] == 1, t52.to(tl.float32), 0.0), axis=2, keep_dims=True) + tl.sum(tl.where(offs_n1[None, None, None, :] == 2, tl.where(mask_n1[None, None, None, :], t51, 0.0), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n1[None, None, :, None] == 2, t52.to(tl.float32), 0.0), axis=2, keep_dims=True) + tl.sum(tl.where(offs_n1[None, None, None, :] == 3, tl.where(mask_n1[None, None, None, :], t51, 0.0), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n1[None, None, :, None] == 3, t52.to(tl.float32), 0.0), axis=2, keep_dims=True)
        t54 = tl.reshape(t53, [T_c0, T_c1, T_c3])
        t60 = tl.load(m55_ptr + offs_c3[None, :, None] * m55_s1 + offs_c2[None, None, :] * m55_s2, mask=mask_c3[None, :, None] & mask_c2[None, None, :], other=0)
        if DOT_61:
            t62 = tl.reshape(tl.dot(tl.reshape(tl.where(mask_c3[None, None, :], t54.to(DOT_T), 0.0), [T_c0 * T_c1, T_c3]), tl.reshape(t60.to(DOT_T), [T_c3, T_c2]), input_precision=PRECISION), [T_c0, T_c1, T_c2])
        else:
            t62 = tl.sum(tl.expand_dims(tl.where(mask_c3[None, None, :], t54, 0.0), 3) * tl.expand_dims(t60.to(tl.float32), 1), axis=2)
        acc63 = acc63 + t62
    t64 = tl.reshape(acc63, [T_c0, T_c1, 1, T_c2])
    t65 = (t28) * (t64)
    t175 = tl.load(buf174_ptr + offs_c0[:, None, None, None] * buf174_s0 + offs_c1[None, :, None, None] * buf174_s1 + offs_n1[None, None, :, None] * buf174_s2 + offs_c2[None, None, None, :] * buf174_s3, mask=mask_c0[:, None, None, None] & mask_c1[None, :, None, None] & mask_n1[None, None, :, None] & mask_c2[None, None, None, :], other=0)
    t176 = t175.to(tl.float32)
    t177 = t65 + t176
    tl.store(buf178_ptr + offs_c0[:, None, None, None] * buf178_s0 + offs_c1[None, :, None, None] * buf178_s1 + offs_n1[None, None, :, None] * buf178_s2 + offs_c2[None, None, None, :] * buf178_s3, _rne_bf16(t177) if ROUND else t177, mask=mask_c0[:, None, None, None] & mask_c1[None, :, None, None] & mask_n1[None, None, :, None] & mask_c2[None, None, None, :])


@triton.jit
def kernel_2(m1_ptr, m1_s0, m1_s1, m1_s2, m186_ptr, m186_s1, m186_s2, m193_ptr, m193_s2, m208_ptr, m208_s1, m208_s2, m215_ptr, m215_s2, buf178_ptr, buf178_s0, buf178_s1, buf178_s2, buf178_s3, m226_ptr, m226_s1, m226_s2, m236_ptr, m236_s1, m236_s2, m244_ptr, m244_s2, m244_s3, buf336_ptr, buf336_s0, buf336_s1, buf336_s2, buf336_s3, E_c0, E_c1, E_c2, E_c3, E_n0, E_n1, E_n4, DOT_190: tl.constexpr, DOT_212: tl.constexpr, DOT_231: tl.constexpr, DOT_240: tl.constexpr, DOT_332: tl.constexpr, DOT_333: tl.constexpr, DOT_T: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n4: tl.constexpr, ONCE_c3: tl.constexpr, PRECISION: tl.constexpr, ROUND: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # writes buf336: Combine over grid x.0@0[2], grid x.1@1[32], grid x_1.3@3[16]
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
    t179 = tl.load(m1_ptr + offs_c0[:, None, None] * m1_s0 + offs_c1[None, :, None] * m1_s1 + offs_n0[None, None, :] * m1_s2, mask=mask_c0[:, None, None] & mask_c1[None, :, None] & mask_n0[None, None, :], other=0)
    t180 = t179.to(tl.float32)
    t181 = (t180) * (t180)
    t182 = tl.sum(tl.where(mask_n0[None, None, :], t181, 0.0), axis=2, keep_dims=True)
    t183 = t182 + 6.4e-05
    t184 = tl.rsqrt(t183)
    t185 = (t180) * (t184)
    t189 = tl.load(m186_ptr + offs_n0[None, :, None] * m186_s1 + offs_n1[None, None, :] * m186_s2, mask=mask_n0[None, :, None] & mask_n1[None, None, :], other=0)
    if DOT_190:
        t191 = tl.reshape(tl.dot(tl.reshape(tl.where(mask_n0[None, None, :], t185.to(DOT_T), 0.0), [T_c0 * T_c1, F_n0]), tl.reshape(t189.to(DOT_T), [F_n0, F_n1]), input_precision=PRECISION), [T_c0, T_c1, F_n1])
    else:
        t191 = tl.sum(tl.expand_dims(tl.where(mask_n0[None, None, :], t185, 0.0), 3) * tl.expand_dims(t189.to(tl.float32), 1), axis=2)
    t192 = (t191) * (0.8)
    t196 = tl.load(m193_ptr + offs_n1[None, None, :] * m193_s2, mask=mask_n1[None, None, :], other=0)
    t197 = t196.to(tl.float32)
    t198 = t192 + t197
    t199 = tl.reshape(t198, [T_c0, T_c1, F_n1, 1])
    t200 = 1.0 / (1.0 + tl.exp(-(t199)))
    t201 = (t200) * (2.0)
    t202 = t179.to(tl.float32)
    t203 = (t202) * (t202)
    t204 = tl.sum(tl.where(mask_n0[None, None, :], t203, 0.0), axis=2, keep_dims=True)
    t205 = t204 + 6.4e-05
    t206 = tl.rsqrt(t205)
    t207 = (t202) * (t206)
    t211 = tl.load(m208_ptr + offs_n0[None, :, None] * m208_s1 + offs_n1[None, None, :] * m208_s2, mask=mask_n0[None, :, None] & mask_n1[None, None, :], other=0)
    if DOT_212:
        t213 = tl.reshape(tl.dot(tl.reshape(tl.where(mask_n0[None, None, :], t207.to(DOT_T), 0.0), [T_c0 * T_c1, F_n0]), tl.reshape(t211.to(DOT_T), [F_n0, F_n1]), input_precision=PRECISION), [T_c0, T_c1, F_n1])
    else:
        t213 = tl.sum(tl.expand_dims(tl.where(mask_n0[None, None, :], t207, 0.0), 3) * tl.expand_dims(t211.to(tl.float32), 1), axis=2)
    t214 = (t213) * (0.8)
    t218 = tl.load(m215_ptr + offs_n1[None, None, :] * m215_s2, mask=mask_n1[None, None, :], other=0)
    t219 = t218.to(tl.float32)
    t220 = t214 + t219
    t221 = tl.reshape(t220, [T_c0, T_c1, 1, F_n1])
    t222 = 1.0 / (1.0 + tl.exp(-(t221)))
    acc233 = tl.full([T_c0, T_c1, T_c2], 0.0, tl.float32)

    for i_c3 in range(0, 1 if ONCE_c3 else tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
        mask_c3 = offs_c3 < E_c3

        t223 = tl.load(buf178_ptr + offs_c0[:, None, None, None] * buf178_s0 + offs_c1[None, :, None, None] * buf178_s1 + offs_n1[None, None, :, None] * buf178_s2 + offs_c3[None, None, None, :] * buf178_s3, mask=mask_c0[:, None, None, None] & mask_c1[None, :, None, None] & mask_n1[None, None, :, None] & mask_c3[None, None, None, :], other=0)
        t224 = tl.sum(tl.where(offs_n1[None, None, None, :] == 0, tl.where(mask_n1[None, None, None, :], t222, 0.0), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n1[None, None, :, None] == 0, t223.to(tl.float32), 0.0), axis=2, keep_dims=True) + tl.sum(tl.where(offs_n1[None, None, None, :] == 1, tl.where(mask_n1[None, None, None, :], t222, 0.0), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n1[None, None, :, None] == 1, t223.to(tl.float32), 0.0), axis=2, keep_dims=True) + tl.sum(tl.where(offs_n1[None, None, None, :] == 2, tl.where(mask_n1[None, None, None, :], t222, 0.0), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n1[None, None, :, None] == 2, t223.to(tl.float32), 0.0), axis=2, keep_dims=True) + tl.sum(tl.where(offs_n1[None, None, None, :] == 3, tl.where(mask_n1[None, None, None, :], t222, 0.0), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n1[None, None, :, None] == 3, t223.to(tl.float32), 0.0), axis=2, keep_dims=True)
        t225 = tl.reshape(t224, [T_c0, T_c1, T_c3])
        t230 = tl.load(m226_ptr + offs_c3[None, :, None] * m226_s1 + offs_c2[None, None, :] * m226_s2, mask=mask_c3[None, :, None] & mask_c2[None, None, :], other=0)
        if DOT_231:
            t232 = tl.reshape(tl.dot(tl.reshape(tl.where(mask_c3[None, None, :], t225.to(DOT_T), 0.0), [T_c0 * T_c1, T_c3]), tl.reshape(t230.to(DOT_T), [T_c3, T_c2]), input_precision=PRECISION), [T_c0, T_c1, T_c2])
        else:
            t232 = tl.sum(tl.expand_dims(tl.where(mask_c3[None, None, :], t225, 0.0), 3) * tl.expand_dims(t230.to(tl.float32), 1), axis=2)
        acc233 = acc233 + t232
    t234 = tl.reshape(acc233, [T_c0, T_c1, 1, T_c2])
    t235 = (t201) * (t234)
    t239 = tl.load(m236_ptr + offs_n0[None, :, None] * m236_s1 + offs_n4[None, None, :] * m236_s2, mask=mask_n0[None, :, None] & mask_n4[None, None, :], other=0)
    if DOT_240:
        t241 = tl.reshape(tl.dot(tl.reshape(tl.where(mask_n0[None, None, :], t185.to(DOT_T), 0.0), [T_c0 * T_c1, F_n0]), tl.reshape(t239.to(DOT_T), [F_n0, F_n4]), input_precision=PRECISION), [T_c0, T_c1, F_n4])
    else:
        t241 = tl.sum(tl.expand_dims(tl.where(mask_n0[None, None, :], t185, 0.0), 3) * tl.expand_dims(t239.to(tl.float32), 1), axis=2)
    t242 = tl.reshape(t241, [T_c0, T_c1, F_n1, F_n1])
    t243 = (t242) * (0.8)
    t247 = tl.load(m244_ptr + offs_n1[None, None, :, None] * m244_s2 + offs_n1[None, None, None, :] * m244_s3, mask=mask_n1[None, None, :, None] & mask_n1[None, None, None, :], other=0)
    t248 = t247.to(tl.float32)
    t249 = t243 + t248
    t250 = tl.exp(t249)
    t251 = tl.sum(tl.where(mask_n1[None, None, None, :], t250, 0.0), axis=3, keep_dims=True)
    t252 = (t250) / (t251)
    t253 = tl.sum(tl.where(mask_n1[None, None, :, None], t252, 0.0), axis=2, keep_dims=True)
    t254 = (t252) / (t253)
    t255 = tl.sum(tl.where(mask_n1[None, None, None, :], t254, 0.0), axis=3, keep_dims=True)
    t256 = (t254) / (t255)
    t257 = tl.sum(tl.where(mask_n1[None, None, :, None], t256, 0.0), axis=2, keep_dims=True)
    t258 = (t256) / (t257)
    t259 = tl.sum(tl.where(mask_n1[None, None, None, :], t258, 0.0), axis=3, keep_dims=True)
    t260 = (t258) / (t259)
    t261 = tl.sum(tl.where(mask_n1[None, None, :, None], t260, 0.0), axis=2, keep_dims=True)
    t262 = (t260) / (t261)
    t263 = tl.sum(tl.where(mask_n1[None, None, None, :], t262, 0.0), axis=3, keep_dims=True)
    t264 = (t262) / (t263)
    t265 = tl.sum(tl.where(mask_n1[None, None, :, None], t264, 0.0), axis=2, keep_dims=True)
    t266 = (t264) / (t265)
    t267 = tl.sum(tl.where(mask_n1[None, None, None, :], t266, 0.0), axis=3, keep_dims=True)
    t268 = (t266) / (t267)
    t269 = tl.sum(tl.where(mask_n1[None, None, :, None], t268, 0.0), axis=2, keep_dims=True)
    t270 = (t268) / (t269)
    t271 = tl.sum(tl.where(mask_n1[None, None, None, :], t270, 0.0), axis=3, keep_dims=True)
    t272 = (t270) / (t271)
    t273 = tl.sum(tl.where(mask_n1[None, None, :, None], t272, 0.0), axis=2, keep_dims=True)
    t274 = (t272) / (t273)
    t275 = tl.sum(tl.where(mask_n1[None, None, None, :], t274, 0.0), axis=3, keep_dims=True)
    t276 = (t274) / (t275)
    t277 = tl.sum(tl.where(mask_n1[None, None, :, None], t276, 0.0), axis=2, keep_dims=True)
    t278 = (t276) / (t277)
    t279 = tl.sum(tl.where(mask_n1[None, None, None, :], t278, 0.0), axis=3, keep_dims=True)
    t280 = (t278) / (t279)
    t281 = tl.sum(tl.where(mask_n1[None, None, :, None], t280, 0.0), axis=2, keep_dims=True)
    t282 = (t280) / (t281)
    t283 = tl.sum(tl.where(mask_n1[None, None, None, :], t282, 0.0), axis=3, keep_dims=True)
    t284 = (t282) / (t283)
    t285 = tl.sum(tl.where(mask_n1[None, None, :, None], t284, 0.0), axis=2, keep_dims=True)
    t286 = (t284) / (t285)
    t287 = tl.sum(tl.where(mask_n1[None, None, None, :], t286, 0.0), axis=3, keep_dims=True)
    t288 = (t286) / (t287)
    t289 = tl.sum(tl.where(mask_n1[None, None, :, None], t288, 0.0), axis=2, keep_dims=True)
    t290 = (t288) / (t289)
    t291 = tl.sum(tl.where(mask_n1[None, None, None, :], t290, 0.0), axis=3, keep_dims=True)
    t292 = (t290) / (t291)
    t293 = tl.sum(tl.where(mask_n1[None, None, :, None], t292, 0.0), axis=2, keep_dims=True)
    t294 = (t292) / (t293)
    t295 = tl.sum(tl.where(mask_n1[None, None, None, :], t294, 0.0), axis=3, keep_dims=True)
    t296 = (t294) / (t295)
    t297 = tl.sum(tl.where(mask_n1[None, None, :, None], t296, 0.0), axis=2, keep_dims=True)
    t298 = (t296) / (t297)
    t299 = tl.sum(tl.where(mask_n1[None, None, None, :], t298, 0.0), axis=3, keep_dims=True)
    t300 = (t298) / (t299)
    t301 = tl.sum(tl.where(mask_n1[None, None, :, None], t300, 0.0), axis=2, keep_dims=True)
    t302 = (t300) / (t301)
    t303 = tl.sum(tl.where(mask_n1[None, None, None, :], t302, 0.0), axis=3, keep_dims=True)
    t304 = (t302) / (t303)
    t305 = tl.sum(tl.where(mask_n1[None, None, :, None], t304, 0.0), axis=2, keep_dims=True)
    t306 = (t304) / (t305)
    t307 = tl.sum(tl.where(mask_n1[None, None, None, :], t306, 0.0), axis=3, keep_dims=True)
    t308 = (t306) / (t307)
    t309 = tl.sum(tl.where(mask_n1[None, None, :, None], t308, 0.0), axis=2, keep_dims=True)
    t310 = (t308) / (t309)
    t311 = tl.sum(tl.where(mask_n1[None, None, None, :], t310, 0.0), axis=3, keep_dims=True)
    t312 = (t310) / (t311)
    t313 = tl.sum(tl.where(mask_n1[None, None, :, None], t312, 0.0), axis=2, keep_dims=True)
    t314 = (t312) / (t313)
    t315 = tl.sum(tl.where(mask_n1[None, None, None, :], t314, 0.0), axis=3, keep_dims=True)
    t316 = (t314) / (t315)
    t317 = tl.sum(tl.where(mask_n1[None, None, :, None], t316, 0.0), axis=2, keep_dims=True)
    t318 = (t316) / (t317)
    t319 = tl.sum(tl.where(mask_n1[None, None, None, :], t318, 0.0), axis=3, keep_dims=True)
    t320 = (t318) / (t319)
    t321 = tl.sum(tl.where(mask_n1[None, None, :, None], t320, 0.0), axis=2, keep_dims=True)
    t322 = (t320) / (t321)
    t323 = tl.sum(tl.where(mask_n1[None, None, None, :], t322, 0.0), axis=3, keep_dims=True)
    t324 = (t322) / (t323)
    t325 = tl.sum(tl.where(mask_n1[None, None, :, None], t324, 0.0), axis=2, keep_dims=True)
    t326 = (t324) / (t325)
    t327 = tl.sum(tl.where(mask_n1[None, None, None, :], t326, 0.0), axis=3, keep_dims=True)
    t328 = (t326) / (t327)
    t329 = tl.sum(tl.where(mask_n1[None, None, :, None], t328, 0.0), axis=2, keep_dims=True)
    t330 = (t328) / (t329)
    t331 = tl.load(buf178_ptr + offs_c0[:, None, None, None] * buf178_s0 + offs_c1[None, :, None, None] * buf178_s1 + offs_n1[None, None, :, None] * buf178_s2 + offs_c2[None, None, None, :] * buf178_s3, mask=mask_c0[:, None, None, None] & mask_c1[None, :, None, None] & mask_n1[None, None, :, None] & mask_c2[None, None, None, :], other=0)
    if DOT_332:
        t334 = tl.reshape(tl.dot(tl.reshape(tl.where(mask_n1[None, None, None, :], t330.to(DOT_T), 0.0), [F_n1, F_n1]), tl.reshape(t331.to(DOT_T), [F_n1, T_c2]), input_precision=PRECISION), [T_c0, T_c1, F_n1, T_c2])
    elif DOT_333:
        t334 = tl.reshape(tl.dot(tl.reshape(tl.where(mask_n1[None, None, None, :], t330.to(DOT_T), 0.0), [T_c0 * T_c1, F_n1, F_n1]), tl.reshape(t331.to(DOT_T), [T_c0 * T_c1, F_n1, T_c2]), input_precision=PRECISION), [T_c0, T_c1, F_n1, T_c2])
    else:
        t334 = tl.sum(tl.where(offs_n1[None, None, None, :] == 0, tl.where(mask_n1[None, None, None, :], t330, 0.0), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n1[None, None, :, None] == 0, t331.to(tl.float32), 0.0), axis=2, keep_dims=True) + tl.sum(tl.where(offs_n1[None, None, None, :] == 1, tl.where(mask_n1[None, None, None, :], t330, 0.0), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n1[None, None, :, None] == 1, t331.to(tl.float32), 0.0), axis=2, keep_dims=True) + tl.sum(tl.where(offs_n1[None, None, None, :] == 2, tl.where(mask_n1[None, None, None, :], t330, 0.0), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n1[None, None, :, None] == 2, t331.to(tl.float32), 0.0), axis=2, keep_dims=True) + tl.sum(tl.where(offs_n1[None, None, None, :] == 3, tl.where(mask_n1[None, None, None, :], t330, 0.0), 0.0), axis=3, keep_dims=True) * tl.sum(tl.where(offs_n1[None, None, :, None] == 3, t331.to(tl.float32), 0.0), axis=2, keep_dims=True)
    t335 = t235 + t334
    tl.store(buf336_ptr + offs_c0[:, None, None, None] * buf336_s0 + offs_c1[None, :, None, None] * buf336_s1 + offs_n1[None, None, :, None] * buf336_s2 + offs_c2[None, None, None, :] * buf336_s3, _rne_bf16(t335) if ROUND else t335, mask=mask_c0[:, None, None, None] & mask_c1[None, :, None, None] & mask_n1[None, None, :, None] & mask_c2[None, None, None, :])


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
        "buf174": torch.empty([2, 32, 4, 16], dtype=dtype, device=device),
        "buf178": torch.empty([2, 32, 4, 16], dtype=dtype, device=device),
        "buf336": torch.empty([2, 32, 4, 16], dtype=dtype, device=device),
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
    m76 = inputs['phi_res']
    m75 = m76.narrow(0, 0, 1)
    m74 = m75.reshape([64, 16])
    m73 = m74.reshape([1, 64, 16])
    m85 = inputs['b_res']
    m84 = m85.narrow(0, 0, 1)
    m83 = m84.reshape([4, 4])
    m82 = m83.reshape([1, 1, 4, 4])
    buf174 = buffers["buf174"]
    kernel_0[(_cdiv(16, T['kernel_0.c2']),)](m2_ptr=m2, m2_s0=m2.stride(0), m2_s1=m2.stride(1), m2_s2=m2.stride(2), m73_ptr=m73, m73_s1=m73.stride(1), m73_s2=m73.stride(2), m82_ptr=m82, m82_s2=m82.stride(2), m82_s3=m82.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), buf174_ptr=buf174, buf174_s0=buf174.stride(0), buf174_s1=buf174.stride(1), buf174_s2=buf174.stride(2), buf174_s3=buf174.stride(3), E_c2=16, E_n0=64, E_n1=4, E_n2=2, E_n3=32, E_n4=16, DOT_171=(_pow2(4)) >= 16 and (_pow2(4)) >= 16 and (T['kernel_0.c2']) >= 16 and (_pow2(2)) == 1 and (_pow2(32)) == 1, DOT_172=(_pow2(4)) >= 16 and (_pow2(4)) >= 16 and (T['kernel_0.c2']) >= 16, DOT_78=(_pow2(2) * _pow2(32)) >= 16 and (_pow2(64)) >= 16 and (_pow2(16)) >= 16, DOT_T=_DOT_T, F_n0=_pow2(64), F_n1=_pow2(4), F_n2=_pow2(2), F_n3=_pow2(32), F_n4=_pow2(16), PRECISION=_PRECISION, ROUND=_ROUND, T_c2=T['kernel_0.c2'], num_warps=num_warps, num_stages=num_stages)
    buf178 = buffers["buf178"]
    kernel_1[(_cdiv(2, T['kernel_1.c0']) * _cdiv(32, T['kernel_1.c1']) * _cdiv(16, T['kernel_1.c2']),)](m2_ptr=m2, m2_s0=m2.stride(0), m2_s1=m2.stride(1), m2_s2=m2.stride(2), m11_ptr=m11, m11_s1=m11.stride(1), m11_s2=m11.stride(2), m19_ptr=m19, m19_s2=m19.stride(2), m35_ptr=m35, m35_s1=m35.stride(1), m35_s2=m35.stride(2), m43_ptr=m43, m43_s2=m43.stride(2), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), m55_ptr=m55, m55_s1=m55.stride(1), m55_s2=m55.stride(2), buf174_ptr=buf174, buf174_s0=buf174.stride(0), buf174_s1=buf174.stride(1), buf174_s2=buf174.stride(2), buf174_s3=buf174.stride(3), buf178_ptr=buf178, buf178_s0=buf178.stride(0), buf178_s1=buf178.stride(1), buf178_s2=buf178.stride(2), buf178_s3=buf178.stride(3), E_c0=2, E_c1=32, E_c2=16, E_c3=16, E_n0=64, E_n1=4, DOT_16=(T['kernel_1.c0'] * T['kernel_1.c1']) >= 16 and (_pow2(64)) >= 16 and (_pow2(4)) >= 16, DOT_40=(T['kernel_1.c0'] * T['kernel_1.c1']) >= 16 and (_pow2(64)) >= 16 and (_pow2(4)) >= 16, DOT_61=(T['kernel_1.c0'] * T['kernel_1.c1']) >= 16 and (T['kernel_1.c3']) >= 16 and (T['kernel_1.c2']) >= 16, DOT_T=_DOT_T, F_n0=_pow2(64), F_n1=_pow2(4), ONCE_c3=T['kernel_1.c3'] >= 16, PRECISION=_PRECISION, ROUND=_ROUND, T_c0=T['kernel_1.c0'], T_c1=T['kernel_1.c1'], T_c2=T['kernel_1.c2'], T_c3=T['kernel_1.c3'], num_warps=num_warps, num_stages=num_stages)
    m1 = buf178.reshape([2, 32, 64])
    m188 = m14.narrow(0, 1, 1)
    m187 = m188.reshape([64, 4])
    m186 = m187.reshape([1, 64, 4])
    m195 = m22.narrow(0, 1, 1)
    m194 = m195.reshape([4])
    m193 = m194.reshape([1, 1, 4])
    m210 = m38.narrow(0, 1, 1)
    m209 = m210.reshape([64, 4])
    m208 = m209.reshape([1, 64, 4])
    m217 = m46.narrow(0, 1, 1)
    m216 = m217.reshape([4])
    m215 = m216.reshape([1, 1, 4])
    m229 = m59.narrow(0, 1, 1)
    m228 = m229.reshape([16, 16])
    m227 = m228.permute([1, 0])
    m226 = m227.reshape([1, 16, 16])
    m238 = m76.narrow(0, 1, 1)
    m237 = m238.reshape([64, 16])
    m236 = m237.reshape([1, 64, 16])
    m246 = m85.narrow(0, 1, 1)
    m245 = m246.reshape([4, 4])
    m244 = m245.reshape([1, 1, 4, 4])
    buf336 = buffers["buf336"]
    kernel_2[(_cdiv(2, T['kernel_2.c0']) * _cdiv(32, T['kernel_2.c1']) * _cdiv(16, T['kernel_2.c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m186_ptr=m186, m186_s1=m186.stride(1), m186_s2=m186.stride(2), m193_ptr=m193, m193_s2=m193.stride(2), m208_ptr=m208, m208_s1=m208.stride(1), m208_s2=m208.stride(2), m215_ptr=m215, m215_s2=m215.stride(2), buf178_ptr=buf178, buf178_s0=buf178.stride(0), buf178_s1=buf178.stride(1), buf178_s2=buf178.stride(2), buf178_s3=buf178.stride(3), m226_ptr=m226, m226_s1=m226.stride(1), m226_s2=m226.stride(2), m236_ptr=m236, m236_s1=m236.stride(1), m236_s2=m236.stride(2), m244_ptr=m244, m244_s2=m244.stride(2), m244_s3=m244.stride(3), buf336_ptr=buf336, buf336_s0=buf336.stride(0), buf336_s1=buf336.stride(1), buf336_s2=buf336.stride(2), buf336_s3=buf336.stride(3), E_c0=2, E_c1=32, E_c2=16, E_c3=16, E_n0=64, E_n1=4, E_n4=16, DOT_190=(T['kernel_2.c0'] * T['kernel_2.c1']) >= 16 and (_pow2(64)) >= 16 and (_pow2(4)) >= 16, DOT_212=(T['kernel_2.c0'] * T['kernel_2.c1']) >= 16 and (_pow2(64)) >= 16 and (_pow2(4)) >= 16, DOT_231=(T['kernel_2.c0'] * T['kernel_2.c1']) >= 16 and (T['kernel_2.c3']) >= 16 and (T['kernel_2.c2']) >= 16, DOT_240=(T['kernel_2.c0'] * T['kernel_2.c1']) >= 16 and (_pow2(64)) >= 16 and (_pow2(16)) >= 16, DOT_332=(_pow2(4)) >= 16 and (_pow2(4)) >= 16 and (T['kernel_2.c2']) >= 16 and (T['kernel_2.c0']) == 1 and (T['kernel_2.c1']) == 1, DOT_333=(_pow2(4)) >= 16 and (_pow2(4)) >= 16 and (T['kernel_2.c2']) >= 16, DOT_T=_DOT_T, F_n0=_pow2(64), F_n1=_pow2(4), F_n4=_pow2(16), ONCE_c3=T['kernel_2.c3'] >= 16, PRECISION=_PRECISION, ROUND=_ROUND, T_c0=T['kernel_2.c0'], T_c1=T['kernel_2.c1'], T_c2=T['kernel_2.c2'], T_c3=T['kernel_2.c3'], num_warps=num_warps, num_stages=num_stages)
    result = buf336
    return result.to(dtype) if result.is_floating_point() else result


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
