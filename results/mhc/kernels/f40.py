"""mhc [small], candidate 40: 3 kernel(s)

Rendered by EqiForge from candidate 40 of mhc [small]: grid(x.1@1) loop(x.2[64]: sum) loop(x.2[64]: sum) [2 mm] ; grid(x.1@1) loop(x.2[64]: pair(sum, sum)) loop(x.2[64]: sum) [4 mm] | grid(x.1@1) [6 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.1@1[32]
    c1: loop x.2[64]

Run it on its own: `python kernels/f40.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/mhc.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 16, "c1": 32}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 32, "c1": 64}


@triton.jit
def kernel_0(m2_ptr, m2_s0, m2_s1, m2_s2, m5_ptr, m5_s0, m5_s1, m5_s2, m21_ptr, m21_s0, m21_s1, m21_s2, m21_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, buf110_ptr, buf110_s0, buf110_s1, buf110_s2, buf110_s3, E_c0, E_c1, E_n0, E_n2, E_n3, F_n0: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf110: Combine over grid x.1@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n3 = tl.arange(0, F_n3)
    offs_n2 = tl.arange(0, F_n2)
    acc11 = tl.full([F_n0, T_c0, F_n3], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t4 = tl.load(m2_ptr + offs_n0[:, None, None] * m2_s0 + offs_c0[None, :, None] * m2_s1 + offs_c1[None, None, :] * m2_s2, mask=(offs_n0 < E_n0)[:, None, None] & (offs_c0 < E_c0)[None, :, None] & (offs_c1 < E_c1)[None, None, :], other=0).to(tl.float32)
        t9 = tl.load(m5_ptr + offs_c1[None, :, None] * m5_s1 + offs_n3[None, None, :] * m5_s2, mask=(offs_c1 < E_c1)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
        t10 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, :], t4, 0.0), 3) * tl.expand_dims(tl.where((offs_c1 < E_c1)[None, :, None], t9, 0.0), 1), axis=2)
        acc11 = acc11 + t10
    acc15 = tl.full([F_n0, T_c0, 1], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t12 = tl.load(m2_ptr + offs_n0[:, None, None] * m2_s0 + offs_c0[None, :, None] * m2_s1 + offs_c1[None, None, :] * m2_s2, mask=(offs_n0 < E_n0)[:, None, None] & (offs_c0 < E_c0)[None, :, None] & (offs_c1 < E_c1)[None, None, :], other=0).to(tl.float32)
        t13 = (t12) * (t12)
        t14 = tl.sum(tl.where((offs_c1 < E_c1)[None, None, :], t13, 0.0), axis=2, keep_dims=True)
        acc15 = acc15 + t14
    t16 = acc15 + 6.4e-05
    t17 = tl.rsqrt(t16)
    t18 = (acc11) * (t17)
    t19 = tl.reshape(t18, [F_n0, T_c0, F_n2, F_n2])
    t20 = (t19) * (0.8)
    t25 = tl.load(m21_ptr + offs_n2[None, None, :, None] * m21_s2 + offs_n2[None, None, None, :] * m21_s3, mask=(offs_n2 < E_n2)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t26 = t20 + t25
    t27 = tl.exp(t26)
    t28 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t27, 0.0), axis=3, keep_dims=True)
    t29 = (t27) / (t28)
    t30 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t29, 0.0), axis=2, keep_dims=True)
    t31 = (t29) / (t30)
    t32 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t31, 0.0), axis=3, keep_dims=True)
    t33 = (t31) / (t32)
    t34 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t33, 0.0), axis=2, keep_dims=True)
    t35 = (t33) / (t34)
    t36 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t35, 0.0), axis=3, keep_dims=True)
    t37 = (t35) / (t36)
    t38 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t37, 0.0), axis=2, keep_dims=True)
    t39 = (t37) / (t38)
    t40 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t39, 0.0), axis=3, keep_dims=True)
    t41 = (t39) / (t40)
    t42 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t41, 0.0), axis=2, keep_dims=True)
    t43 = (t41) / (t42)
    t44 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t43, 0.0), axis=3, keep_dims=True)
    t45 = (t43) / (t44)
    t46 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t45, 0.0), axis=2, keep_dims=True)
    t47 = (t45) / (t46)
    t48 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t47, 0.0), axis=3, keep_dims=True)
    t49 = (t47) / (t48)
    t50 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t49, 0.0), axis=2, keep_dims=True)
    t51 = (t49) / (t50)
    t52 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t51, 0.0), axis=3, keep_dims=True)
    t53 = (t51) / (t52)
    t54 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t53, 0.0), axis=2, keep_dims=True)
    t55 = (t53) / (t54)
    t56 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t55, 0.0), axis=3, keep_dims=True)
    t57 = (t55) / (t56)
    t58 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t57, 0.0), axis=2, keep_dims=True)
    t59 = (t57) / (t58)
    t60 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t59, 0.0), axis=3, keep_dims=True)
    t61 = (t59) / (t60)
    t62 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t61, 0.0), axis=2, keep_dims=True)
    t63 = (t61) / (t62)
    t64 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t63, 0.0), axis=3, keep_dims=True)
    t65 = (t63) / (t64)
    t66 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t65, 0.0), axis=2, keep_dims=True)
    t67 = (t65) / (t66)
    t68 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t67, 0.0), axis=3, keep_dims=True)
    t69 = (t67) / (t68)
    t70 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t69, 0.0), axis=2, keep_dims=True)
    t71 = (t69) / (t70)
    t72 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t71, 0.0), axis=3, keep_dims=True)
    t73 = (t71) / (t72)
    t74 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t73, 0.0), axis=2, keep_dims=True)
    t75 = (t73) / (t74)
    t76 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t75, 0.0), axis=3, keep_dims=True)
    t77 = (t75) / (t76)
    t78 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t77, 0.0), axis=2, keep_dims=True)
    t79 = (t77) / (t78)
    t80 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t79, 0.0), axis=3, keep_dims=True)
    t81 = (t79) / (t80)
    t82 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t81, 0.0), axis=2, keep_dims=True)
    t83 = (t81) / (t82)
    t84 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t83, 0.0), axis=3, keep_dims=True)
    t85 = (t83) / (t84)
    t86 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t85, 0.0), axis=2, keep_dims=True)
    t87 = (t85) / (t86)
    t88 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t87, 0.0), axis=3, keep_dims=True)
    t89 = (t87) / (t88)
    t90 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t89, 0.0), axis=2, keep_dims=True)
    t91 = (t89) / (t90)
    t92 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t91, 0.0), axis=3, keep_dims=True)
    t93 = (t91) / (t92)
    t94 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t93, 0.0), axis=2, keep_dims=True)
    t95 = (t93) / (t94)
    t96 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t95, 0.0), axis=3, keep_dims=True)
    t97 = (t95) / (t96)
    t98 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t97, 0.0), axis=2, keep_dims=True)
    t99 = (t97) / (t98)
    t100 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t99, 0.0), axis=3, keep_dims=True)
    t101 = (t99) / (t100)
    t102 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t101, 0.0), axis=2, keep_dims=True)
    t103 = (t101) / (t102)
    t104 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t103, 0.0), axis=3, keep_dims=True)
    t105 = (t103) / (t104)
    t106 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t105, 0.0), axis=2, keep_dims=True)
    t107 = (t105) / (t106)
    t108 = tl.load(m3_ptr + offs_n0[:, None, None, None] * m3_s0 + offs_c0[None, :, None, None] * m3_s1 + offs_n2[None, None, :, None] * m3_s2 + offs_n3[None, None, None, :] * m3_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t109 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t107, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t108, 0.0), 2), axis=3)
    tl.store(buf110_ptr + offs_n0[:, None, None, None] * buf110_s0 + offs_c0[None, :, None, None] * buf110_s1 + offs_n2[None, None, :, None] * buf110_s2 + offs_n3[None, None, None, :] * buf110_s3, t109, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :])


@triton.jit
def kernel_1(buf110_ptr, buf110_s0, buf110_s1, buf110_s2, buf110_s3, m2_ptr, m2_s0, m2_s1, m2_s2, m113_ptr, m113_s0, m113_s1, m113_s2, m119_ptr, m119_s0, m119_s1, m119_s2, m135_ptr, m135_s0, m135_s1, m135_s2, m146_ptr, m146_s0, m146_s1, m146_s2, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, m157_ptr, m157_s0, m157_s1, m157_s2, buf167_ptr, buf167_s0, buf167_s1, buf167_s2, buf167_s3, E_c0, E_c1, E_n0, E_n2, E_n3, F_n0: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf167: Combine over grid x.1@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n2 = tl.arange(0, F_n2)
    offs_n3 = tl.arange(0, F_n3)
    t111 = tl.load(buf110_ptr + offs_n0[:, None, None, None] * buf110_s0 + offs_c0[None, :, None, None] * buf110_s1 + offs_n2[None, None, :, None] * buf110_s2 + offs_n3[None, None, None, :] * buf110_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    acc125 = tl.full([F_n0, T_c0, F_n2], 0.0, tl.float32)
    acc126 = tl.full([F_n0, T_c0, F_n2], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t112 = tl.load(m2_ptr + offs_n0[:, None, None] * m2_s0 + offs_c0[None, :, None] * m2_s1 + offs_c1[None, None, :] * m2_s2, mask=(offs_n0 < E_n0)[:, None, None] & (offs_c0 < E_c0)[None, :, None] & (offs_c1 < E_c1)[None, None, :], other=0).to(tl.float32)
        t117 = tl.load(m113_ptr + offs_c1[None, :, None] * m113_s1 + offs_n2[None, None, :] * m113_s2, mask=(offs_c1 < E_c1)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
        t118 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, :], t112, 0.0), 3) * tl.expand_dims(tl.where((offs_c1 < E_c1)[None, :, None], t117, 0.0), 1), axis=2)
        t123 = tl.load(m119_ptr + offs_c1[None, :, None] * m119_s1 + offs_n2[None, None, :] * m119_s2, mask=(offs_c1 < E_c1)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
        t124 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, :], t112, 0.0), 3) * tl.expand_dims(tl.where((offs_c1 < E_c1)[None, :, None], t123, 0.0), 1), axis=2)
        acc125 = acc125 + t118
        acc126 = acc126 + t124
    acc130 = tl.full([F_n0, T_c0, 1], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t127 = tl.load(m2_ptr + offs_n0[:, None, None] * m2_s0 + offs_c0[None, :, None] * m2_s1 + offs_c1[None, None, :] * m2_s2, mask=(offs_n0 < E_n0)[:, None, None] & (offs_c0 < E_c0)[None, :, None] & (offs_c1 < E_c1)[None, None, :], other=0).to(tl.float32)
        t128 = (t127) * (t127)
        t129 = tl.sum(tl.where((offs_c1 < E_c1)[None, None, :], t128, 0.0), axis=2, keep_dims=True)
        acc130 = acc130 + t129
    t131 = acc130 + 6.4e-05
    t132 = tl.rsqrt(t131)
    t133 = (acc126) * (t132)
    t134 = (t133) * (0.8)
    t139 = tl.load(m135_ptr + offs_n2[None, None, :] * m135_s2, mask=(offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t140 = t134 + t139
    t141 = tl.reshape(t140, [F_n0, T_c0, F_n2, 1])
    t142 = 1.0 / (1.0 + tl.exp(-(t141)))
    t143 = (t142) * (2.0)
    t144 = (acc125) * (t132)
    t145 = (t144) * (0.8)
    t150 = tl.load(m146_ptr + offs_n2[None, None, :] * m146_s2, mask=(offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t151 = t145 + t150
    t152 = tl.reshape(t151, [F_n0, T_c0, 1, F_n2])
    t153 = 1.0 / (1.0 + tl.exp(-(t152)))
    t154 = tl.load(m3_ptr + offs_n0[:, None, None, None] * m3_s0 + offs_c0[None, :, None, None] * m3_s1 + offs_n2[None, None, :, None] * m3_s2 + offs_n3[None, None, None, :] * m3_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t155 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t153, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t154, 0.0), 2), axis=3)
    t156 = tl.reshape(t155, [F_n0, T_c0, F_n3])
    t162 = tl.load(m157_ptr + offs_n3[None, :, None] * m157_s1 + offs_n3[None, None, :] * m157_s2, mask=(offs_n3 < E_n3)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t163 = tl.sum(tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, :], t156, 0.0), 3) * tl.expand_dims(tl.where((offs_n3 < E_n3)[None, :, None], t162, 0.0), 1), axis=2)
    t164 = tl.reshape(t163, [F_n0, T_c0, 1, F_n3])
    t165 = (t143) * (t164)
    t166 = t111 + t165
    tl.store(buf167_ptr + offs_n0[:, None, None, None] * buf167_s0 + offs_c0[None, :, None, None] * buf167_s1 + offs_n2[None, None, :, None] * buf167_s2 + offs_n3[None, None, None, :] * buf167_s3, t166, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :])


@triton.jit
def kernel_2(m1_ptr, m1_s0, m1_s1, m1_s2, m174_ptr, m174_s0, m174_s1, m174_s2, m181_ptr, m181_s0, m181_s1, m181_s2, m181_s3, buf167_ptr, buf167_s0, buf167_s1, buf167_s2, buf167_s3, m269_ptr, m269_s0, m269_s1, m269_s2, m275_ptr, m275_s0, m275_s1, m275_s2, m283_ptr, m283_s0, m283_s1, m283_s2, m289_ptr, m289_s0, m289_s1, m289_s2, m298_ptr, m298_s0, m298_s1, m298_s2, buf307_ptr, buf307_s0, buf307_s1, buf307_s2, buf307_s3, E_c0, E_n0, E_n1, E_n2, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c0: tl.constexpr):
    # writes buf307: Combine over grid x.1@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n3 = tl.arange(0, F_n3)
    offs_n2 = tl.arange(0, F_n2)
    t168 = tl.load(m1_ptr + offs_n0[:, None, None] * m1_s0 + offs_c0[None, :, None] * m1_s1 + offs_n1[None, None, :] * m1_s2, mask=(offs_n0 < E_n0)[:, None, None] & (offs_c0 < E_c0)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    t169 = (t168) * (t168)
    t170 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :], t169, 0.0), axis=2, keep_dims=True)
    t171 = t170 + 6.4e-05
    t172 = tl.rsqrt(t171)
    t173 = (t168) * (t172)
    t177 = tl.load(m174_ptr + offs_n1[None, :, None] * m174_s1 + offs_n3[None, None, :] * m174_s2, mask=(offs_n1 < E_n1)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t178 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :], t173, 0.0), 3) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :, None], t177, 0.0), 1), axis=2)
    t179 = tl.reshape(t178, [F_n0, T_c0, F_n2, F_n2])
    t180 = (t179) * (0.8)
    t184 = tl.load(m181_ptr + offs_n2[None, None, :, None] * m181_s2 + offs_n2[None, None, None, :] * m181_s3, mask=(offs_n2 < E_n2)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t185 = t180 + t184
    t186 = tl.exp(t185)
    t187 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t186, 0.0), axis=3, keep_dims=True)
    t188 = (t186) / (t187)
    t189 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t188, 0.0), axis=2, keep_dims=True)
    t190 = (t188) / (t189)
    t191 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t190, 0.0), axis=3, keep_dims=True)
    t192 = (t190) / (t191)
    t193 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t192, 0.0), axis=2, keep_dims=True)
    t194 = (t192) / (t193)
    t195 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t194, 0.0), axis=3, keep_dims=True)
    t196 = (t194) / (t195)
    t197 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t196, 0.0), axis=2, keep_dims=True)
    t198 = (t196) / (t197)
    t199 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t198, 0.0), axis=3, keep_dims=True)
    t200 = (t198) / (t199)
    t201 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t200, 0.0), axis=2, keep_dims=True)
    t202 = (t200) / (t201)
    t203 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t202, 0.0), axis=3, keep_dims=True)
    t204 = (t202) / (t203)
    t205 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t204, 0.0), axis=2, keep_dims=True)
    t206 = (t204) / (t205)
    t207 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t206, 0.0), axis=3, keep_dims=True)
    t208 = (t206) / (t207)
    t209 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t208, 0.0), axis=2, keep_dims=True)
    t210 = (t208) / (t209)
    t211 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t210, 0.0), axis=3, keep_dims=True)
    t212 = (t210) / (t211)
    t213 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t212, 0.0), axis=2, keep_dims=True)
    t214 = (t212) / (t213)
    t215 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t214, 0.0), axis=3, keep_dims=True)
    t216 = (t214) / (t215)
    t217 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t216, 0.0), axis=2, keep_dims=True)
    t218 = (t216) / (t217)
    t219 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t218, 0.0), axis=3, keep_dims=True)
    t220 = (t218) / (t219)
    t221 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t220, 0.0), axis=2, keep_dims=True)
    t222 = (t220) / (t221)
    t223 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t222, 0.0), axis=3, keep_dims=True)
    t224 = (t222) / (t223)
    t225 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t224, 0.0), axis=2, keep_dims=True)
    t226 = (t224) / (t225)
    t227 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t226, 0.0), axis=3, keep_dims=True)
    t228 = (t226) / (t227)
    t229 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t228, 0.0), axis=2, keep_dims=True)
    t230 = (t228) / (t229)
    t231 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t230, 0.0), axis=3, keep_dims=True)
    t232 = (t230) / (t231)
    t233 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t232, 0.0), axis=2, keep_dims=True)
    t234 = (t232) / (t233)
    t235 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t234, 0.0), axis=3, keep_dims=True)
    t236 = (t234) / (t235)
    t237 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t236, 0.0), axis=2, keep_dims=True)
    t238 = (t236) / (t237)
    t239 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t238, 0.0), axis=3, keep_dims=True)
    t240 = (t238) / (t239)
    t241 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t240, 0.0), axis=2, keep_dims=True)
    t242 = (t240) / (t241)
    t243 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t242, 0.0), axis=3, keep_dims=True)
    t244 = (t242) / (t243)
    t245 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t244, 0.0), axis=2, keep_dims=True)
    t246 = (t244) / (t245)
    t247 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t246, 0.0), axis=3, keep_dims=True)
    t248 = (t246) / (t247)
    t249 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t248, 0.0), axis=2, keep_dims=True)
    t250 = (t248) / (t249)
    t251 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t250, 0.0), axis=3, keep_dims=True)
    t252 = (t250) / (t251)
    t253 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t252, 0.0), axis=2, keep_dims=True)
    t254 = (t252) / (t253)
    t255 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t254, 0.0), axis=3, keep_dims=True)
    t256 = (t254) / (t255)
    t257 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t256, 0.0), axis=2, keep_dims=True)
    t258 = (t256) / (t257)
    t259 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t258, 0.0), axis=3, keep_dims=True)
    t260 = (t258) / (t259)
    t261 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t260, 0.0), axis=2, keep_dims=True)
    t262 = (t260) / (t261)
    t263 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t262, 0.0), axis=3, keep_dims=True)
    t264 = (t262) / (t263)
    t265 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t264, 0.0), axis=2, keep_dims=True)
    t266 = (t264) / (t265)
    t267 = tl.load(buf167_ptr + offs_n0[:, None, None, None] * buf167_s0 + offs_c0[None, :, None, None] * buf167_s1 + offs_n2[None, None, :, None] * buf167_s2 + offs_n3[None, None, None, :] * buf167_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t268 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t266, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t267, 0.0), 2), axis=3)
    t272 = tl.load(m269_ptr + offs_n1[None, :, None] * m269_s1 + offs_n2[None, None, :] * m269_s2, mask=(offs_n1 < E_n1)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t273 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :], t173, 0.0), 3) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :, None], t272, 0.0), 1), axis=2)
    t274 = (t273) * (0.8)
    t278 = tl.load(m275_ptr + offs_n2[None, None, :] * m275_s2, mask=(offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t279 = t274 + t278
    t280 = tl.reshape(t279, [F_n0, T_c0, F_n2, 1])
    t281 = 1.0 / (1.0 + tl.exp(-(t280)))
    t282 = (t281) * (2.0)
    t286 = tl.load(m283_ptr + offs_n1[None, :, None] * m283_s1 + offs_n2[None, None, :] * m283_s2, mask=(offs_n1 < E_n1)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t287 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :], t173, 0.0), 3) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :, None], t286, 0.0), 1), axis=2)
    t288 = (t287) * (0.8)
    t292 = tl.load(m289_ptr + offs_n2[None, None, :] * m289_s2, mask=(offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t293 = t288 + t292
    t294 = tl.reshape(t293, [F_n0, T_c0, 1, F_n2])
    t295 = 1.0 / (1.0 + tl.exp(-(t294)))
    t296 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t295, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t267, 0.0), 2), axis=3)
    t297 = tl.reshape(t296, [F_n0, T_c0, F_n3])
    t302 = tl.load(m298_ptr + offs_n3[None, :, None] * m298_s1 + offs_n3[None, None, :] * m298_s2, mask=(offs_n3 < E_n3)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t303 = tl.sum(tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, :], t297, 0.0), 3) * tl.expand_dims(tl.where((offs_n3 < E_n3)[None, :, None], t302, 0.0), 1), axis=2)
    t304 = tl.reshape(t303, [F_n0, T_c0, 1, F_n3])
    t305 = (t282) * (t304)
    t306 = t268 + t305
    tl.store(buf307_ptr + offs_n0[:, None, None, None] * buf307_s0 + offs_c0[None, :, None, None] * buf307_s1 + offs_n2[None, None, :, None] * buf307_s2 + offs_n3[None, None, None, :] * buf307_s3, t306, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :])


def _cdiv(a, b):
    return -(-a // b)


def _pow2(n):
    return triton.next_power_of_2(n)


_UNARY = {"Neg": torch.neg, "Exp": torch.exp, "Log": torch.log, "Sqrt": torch.sqrt, "Rsqrt": torch.rsqrt,
          "Recip": torch.reciprocal, "Sigmoid": torch.sigmoid, "Tanh": torch.tanh, "Abs": torch.abs,
          "Square": torch.square, "Sin": torch.sin, "Cos": torch.cos, "Not": torch.logical_not}
_BINARY = {"Add": torch.add, "Sub": torch.sub, "Mul": torch.mul, "Div": torch.div, "Max": torch.maximum,
           "Min": torch.minimum, "Pow": torch.pow, "Lt": torch.lt, "Le": torch.le, "Gt": torch.gt, "Ge": torch.ge,
           "Eq": torch.eq, "And": torch.logical_and, "Or": torch.logical_or}
_REDUCE = {"RSum": lambda x, ax: x.sum(ax, keepdim=True), "RMax": lambda x, ax: x.amax(ax, keepdim=True),
           "RMin": lambda x, ax: x.amin(ax, keepdim=True)}


def _iota(shape, axis, device):
    view = [1] * len(shape)
    view[axis] = shape[axis]
    return torch.arange(shape[axis], device=device, dtype=torch.float32).reshape(view).expand(shape)


def launch(inputs, tiles=None):
    """Run the program on a dict of input tensors; `tiles` overrides tile sizes (powers of two) by coordinate."""
    T = dict(DEFAULT_TILES, **(tiles or {}))
    device = next(iter(inputs.values())).device
    m3 = inputs['x']
    m2 = m3.reshape([2, 32, 64])
    m8 = inputs['phi_res']
    m7 = m8.narrow(0, 0, 1)
    m6 = m7.reshape([64, 16])
    m5 = m6.reshape([1, 64, 16])
    m24 = inputs['b_res']
    m23 = m24.narrow(0, 0, 1)
    m22 = m23.reshape([4, 4])
    m21 = m22.reshape([1, 1, 4, 4])
    buf110 = torch.full([2, 32, 4, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(32, T['c0']),)](m2_ptr=m2, m2_s0=m2.stride(0), m2_s1=m2.stride(1), m2_s2=m2.stride(2), m5_ptr=m5, m5_s0=m5.stride(0), m5_s1=m5.stride(1), m5_s2=m5.stride(2), m21_ptr=m21, m21_s0=m21.stride(0), m21_s1=m21.stride(1), m21_s2=m21.stride(2), m21_s3=m21.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), buf110_ptr=buf110, buf110_s0=buf110.stride(0), buf110_s1=buf110.stride(1), buf110_s2=buf110.stride(2), buf110_s3=buf110.stride(3), E_c0=32, E_c1=64, E_n0=2, E_n2=4, E_n3=16, F_n0=_pow2(2), F_n2=_pow2(4), F_n3=_pow2(16), T_c0=T['c0'], T_c1=T['c1'])
    m116 = inputs['phi_pre']
    m115 = m116.narrow(0, 0, 1)
    m114 = m115.reshape([64, 4])
    m113 = m114.reshape([1, 64, 4])
    m122 = inputs['phi_post']
    m121 = m122.narrow(0, 0, 1)
    m120 = m121.reshape([64, 4])
    m119 = m120.reshape([1, 64, 4])
    m138 = inputs['b_post']
    m137 = m138.narrow(0, 0, 1)
    m136 = m137.reshape([4])
    m135 = m136.reshape([1, 1, 4])
    m149 = inputs['b_pre']
    m148 = m149.narrow(0, 0, 1)
    m147 = m148.reshape([4])
    m146 = m147.reshape([1, 1, 4])
    m161 = inputs['w_layer']
    m160 = m161.narrow(0, 0, 1)
    m159 = m160.reshape([16, 16])
    m158 = m159.permute([1, 0])
    m157 = m158.reshape([1, 16, 16])
    buf167 = torch.full([2, 32, 4, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(32, T['c0']),)](buf110_ptr=buf110, buf110_s0=buf110.stride(0), buf110_s1=buf110.stride(1), buf110_s2=buf110.stride(2), buf110_s3=buf110.stride(3), m2_ptr=m2, m2_s0=m2.stride(0), m2_s1=m2.stride(1), m2_s2=m2.stride(2), m113_ptr=m113, m113_s0=m113.stride(0), m113_s1=m113.stride(1), m113_s2=m113.stride(2), m119_ptr=m119, m119_s0=m119.stride(0), m119_s1=m119.stride(1), m119_s2=m119.stride(2), m135_ptr=m135, m135_s0=m135.stride(0), m135_s1=m135.stride(1), m135_s2=m135.stride(2), m146_ptr=m146, m146_s0=m146.stride(0), m146_s1=m146.stride(1), m146_s2=m146.stride(2), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), m157_ptr=m157, m157_s0=m157.stride(0), m157_s1=m157.stride(1), m157_s2=m157.stride(2), buf167_ptr=buf167, buf167_s0=buf167.stride(0), buf167_s1=buf167.stride(1), buf167_s2=buf167.stride(2), buf167_s3=buf167.stride(3), E_c0=32, E_c1=64, E_n0=2, E_n2=4, E_n3=16, F_n0=_pow2(2), F_n2=_pow2(4), F_n3=_pow2(16), T_c0=T['c0'], T_c1=T['c1'])
    m1 = buf167.reshape([2, 32, 64])
    m176 = m8.narrow(0, 1, 1)
    m175 = m176.reshape([64, 16])
    m174 = m175.reshape([1, 64, 16])
    m183 = m24.narrow(0, 1, 1)
    m182 = m183.reshape([4, 4])
    m181 = m182.reshape([1, 1, 4, 4])
    m271 = m122.narrow(0, 1, 1)
    m270 = m271.reshape([64, 4])
    m269 = m270.reshape([1, 64, 4])
    m277 = m138.narrow(0, 1, 1)
    m276 = m277.reshape([4])
    m275 = m276.reshape([1, 1, 4])
    m285 = m116.narrow(0, 1, 1)
    m284 = m285.reshape([64, 4])
    m283 = m284.reshape([1, 64, 4])
    m291 = m149.narrow(0, 1, 1)
    m290 = m291.reshape([4])
    m289 = m290.reshape([1, 1, 4])
    m301 = m161.narrow(0, 1, 1)
    m300 = m301.reshape([16, 16])
    m299 = m300.permute([1, 0])
    m298 = m299.reshape([1, 16, 16])
    buf307 = torch.full([2, 32, 4, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(32, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m174_ptr=m174, m174_s0=m174.stride(0), m174_s1=m174.stride(1), m174_s2=m174.stride(2), m181_ptr=m181, m181_s0=m181.stride(0), m181_s1=m181.stride(1), m181_s2=m181.stride(2), m181_s3=m181.stride(3), buf167_ptr=buf167, buf167_s0=buf167.stride(0), buf167_s1=buf167.stride(1), buf167_s2=buf167.stride(2), buf167_s3=buf167.stride(3), m269_ptr=m269, m269_s0=m269.stride(0), m269_s1=m269.stride(1), m269_s2=m269.stride(2), m275_ptr=m275, m275_s0=m275.stride(0), m275_s1=m275.stride(1), m275_s2=m275.stride(2), m283_ptr=m283, m283_s0=m283.stride(0), m283_s1=m283.stride(1), m283_s2=m283.stride(2), m289_ptr=m289, m289_s0=m289.stride(0), m289_s1=m289.stride(1), m289_s2=m289.stride(2), m298_ptr=m298, m298_s0=m298.stride(0), m298_s1=m298.stride(1), m298_s2=m298.stride(2), buf307_ptr=buf307, buf307_s0=buf307.stride(0), buf307_s1=buf307.stride(1), buf307_s2=buf307.stride(2), buf307_s3=buf307.stride(3), E_c0=32, E_n0=2, E_n1=64, E_n2=4, E_n3=16, F_n0=_pow2(2), F_n1=_pow2(64), F_n2=_pow2(4), F_n3=_pow2(16), T_c0=T['c0'])
    return buf307


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
