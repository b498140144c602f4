"""mhc [small], candidate 32: 3 kernel(s)

Rendered by EqiForge from candidate 32 of mhc [small]: grid(x.1@1) loop(x.2[64]: pair(sum, sum)) [3 mm] ; grid(x.1@1) [4 mm] | grid(x.1@1) [6 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.1@1[32]
    c1: loop x.2[64]

Run it on its own: `python kernels/f32.py` checks it once against PyTorch on random inputs.
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
def kernel_0(m2_ptr, m2_s0, m2_s1, m2_s2, m5_ptr, m5_s0, m5_s1, m5_s2, m11_ptr, m11_s0, m11_s1, m11_s2, m27_ptr, m27_s0, m27_s1, m27_s2, m27_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, buf116_ptr, buf116_s0, buf116_s1, buf116_s2, buf116_s3, E_c0, E_c1, E_n0, E_n1, E_n2, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf116: Combine over grid x.1@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n2 = tl.arange(0, F_n2)
    offs_n3 = tl.arange(0, F_n3)
    offs_n1 = tl.arange(0, F_n1)
    acc17 = tl.full([F_n0, T_c0, F_n2], 0.0, tl.float32)
    acc18 = tl.full([F_n0, T_c0, F_n3], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t4 = tl.load(m2_ptr + offs_n0[:, None, None] * m2_s0 + offs_c0[None, :, None] * m2_s1 + offs_c1[None, None, :] * m2_s2, mask=(offs_n0 < E_n0)[:, None, None] & (offs_c0 < E_c0)[None, :, None] & (offs_c1 < E_c1)[None, None, :], other=0).to(tl.float32)
        t9 = tl.load(m5_ptr + offs_c1[None, :, None] * m5_s1 + offs_n2[None, None, :] * m5_s2, mask=(offs_c1 < E_c1)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
        t10 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, :], t4, 0.0), 3) * tl.expand_dims(tl.where((offs_c1 < E_c1)[None, :, None], t9, 0.0), 1), axis=2)
        t15 = tl.load(m11_ptr + offs_c1[None, :, None] * m11_s1 + offs_n3[None, None, :] * m11_s2, mask=(offs_c1 < E_c1)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
        t16 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, :], t4, 0.0), 3) * tl.expand_dims(tl.where((offs_c1 < E_c1)[None, :, None], t15, 0.0), 1), axis=2)
        acc17 = acc17 + t10
        acc18 = acc18 + t16
    t19 = tl.load(m2_ptr + offs_n0[:, None, None] * m2_s0 + offs_c0[None, :, None] * m2_s1 + offs_n1[None, None, :] * m2_s2, mask=(offs_n0 < E_n0)[:, None, None] & (offs_c0 < E_c0)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    t20 = (t19) * (t19)
    t21 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :], t20, 0.0), axis=2, keep_dims=True)
    t22 = t21 + 6.4e-05
    t23 = tl.rsqrt(t22)
    t24 = (acc18) * (t23)
    t25 = tl.reshape(t24, [F_n0, T_c0, F_n2, F_n2])
    t26 = (t25) * (0.8)
    t31 = tl.load(m27_ptr + offs_n2[None, None, :, None] * m27_s2 + offs_n2[None, None, None, :] * m27_s3, mask=(offs_n2 < E_n2)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t32 = t26 + t31
    t33 = tl.exp(t32)
    t34 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t33, 0.0), axis=3, keep_dims=True)
    t35 = (t33) / (t34)
    t36 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t35, 0.0), axis=2, keep_dims=True)
    t37 = (t35) / (t36)
    t38 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t37, 0.0), axis=3, keep_dims=True)
    t39 = (t37) / (t38)
    t40 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t39, 0.0), axis=2, keep_dims=True)
    t41 = (t39) / (t40)
    t42 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t41, 0.0), axis=3, keep_dims=True)
    t43 = (t41) / (t42)
    t44 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t43, 0.0), axis=2, keep_dims=True)
    t45 = (t43) / (t44)
    t46 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t45, 0.0), axis=3, keep_dims=True)
    t47 = (t45) / (t46)
    t48 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t47, 0.0), axis=2, keep_dims=True)
    t49 = (t47) / (t48)
    t50 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t49, 0.0), axis=3, keep_dims=True)
    t51 = (t49) / (t50)
    t52 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t51, 0.0), axis=2, keep_dims=True)
    t53 = (t51) / (t52)
    t54 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t53, 0.0), axis=3, keep_dims=True)
    t55 = (t53) / (t54)
    t56 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t55, 0.0), axis=2, keep_dims=True)
    t57 = (t55) / (t56)
    t58 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t57, 0.0), axis=3, keep_dims=True)
    t59 = (t57) / (t58)
    t60 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t59, 0.0), axis=2, keep_dims=True)
    t61 = (t59) / (t60)
    t62 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t61, 0.0), axis=3, keep_dims=True)
    t63 = (t61) / (t62)
    t64 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t63, 0.0), axis=2, keep_dims=True)
    t65 = (t63) / (t64)
    t66 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t65, 0.0), axis=3, keep_dims=True)
    t67 = (t65) / (t66)
    t68 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t67, 0.0), axis=2, keep_dims=True)
    t69 = (t67) / (t68)
    t70 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t69, 0.0), axis=3, keep_dims=True)
    t71 = (t69) / (t70)
    t72 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t71, 0.0), axis=2, keep_dims=True)
    t73 = (t71) / (t72)
    t74 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t73, 0.0), axis=3, keep_dims=True)
    t75 = (t73) / (t74)
    t76 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t75, 0.0), axis=2, keep_dims=True)
    t77 = (t75) / (t76)
    t78 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t77, 0.0), axis=3, keep_dims=True)
    t79 = (t77) / (t78)
    t80 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t79, 0.0), axis=2, keep_dims=True)
    t81 = (t79) / (t80)
    t82 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t81, 0.0), axis=3, keep_dims=True)
    t83 = (t81) / (t82)
    t84 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t83, 0.0), axis=2, keep_dims=True)
    t85 = (t83) / (t84)
    t86 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t85, 0.0), axis=3, keep_dims=True)
    t87 = (t85) / (t86)
    t88 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t87, 0.0), axis=2, keep_dims=True)
    t89 = (t87) / (t88)
    t90 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t89, 0.0), axis=3, keep_dims=True)
    t91 = (t89) / (t90)
    t92 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t91, 0.0), axis=2, keep_dims=True)
    t93 = (t91) / (t92)
    t94 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t93, 0.0), axis=3, keep_dims=True)
    t95 = (t93) / (t94)
    t96 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t95, 0.0), axis=2, keep_dims=True)
    t97 = (t95) / (t96)
    t98 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t97, 0.0), axis=3, keep_dims=True)
    t99 = (t97) / (t98)
    t100 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t99, 0.0), axis=2, keep_dims=True)
    t101 = (t99) / (t100)
    t102 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t101, 0.0), axis=3, keep_dims=True)
    t103 = (t101) / (t102)
    t104 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t103, 0.0), axis=2, keep_dims=True)
    t105 = (t103) / (t104)
    t106 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t105, 0.0), axis=3, keep_dims=True)
    t107 = (t105) / (t106)
    t108 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t107, 0.0), axis=2, keep_dims=True)
    t109 = (t107) / (t108)
    t110 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t109, 0.0), axis=3, keep_dims=True)
    t111 = (t109) / (t110)
    t112 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t111, 0.0), axis=2, keep_dims=True)
    t113 = (t111) / (t112)
    t114 = tl.load(m3_ptr + offs_n0[:, None, None, None] * m3_s0 + offs_c0[None, :, None, None] * m3_s1 + offs_n2[None, None, :, None] * m3_s2 + offs_n3[None, None, None, :] * m3_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t115 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t113, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t114, 0.0), 2), axis=3)
    tl.store(buf116_ptr + offs_n0[:, None, None, None] * buf116_s0 + offs_c0[None, :, None, None] * buf116_s1 + offs_n2[None, None, :, None] * buf116_s2 + offs_n3[None, None, None, :] * buf116_s3, t115, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :])


@triton.jit
def kernel_1(buf116_ptr, buf116_s0, buf116_s1, buf116_s2, buf116_s3, m2_ptr, m2_s0, m2_s1, m2_s2, m124_ptr, m124_s0, m124_s1, m124_s2, m131_ptr, m131_s0, m131_s1, m131_s2, m5_ptr, m5_s0, m5_s1, m5_s2, m143_ptr, m143_s0, m143_s1, m143_s2, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, m154_ptr, m154_s0, m154_s1, m154_s2, buf164_ptr, buf164_s0, buf164_s1, buf164_s2, buf164_s3, E_c0, E_n0, E_n1, E_n2, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c0: tl.constexpr):
    # writes buf164: Combine over grid x.1@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n2 = tl.arange(0, F_n2)
    offs_n3 = tl.arange(0, F_n3)
    offs_n1 = tl.arange(0, F_n1)
    t117 = tl.load(buf116_ptr + offs_n0[:, None, None, None] * buf116_s0 + offs_c0[None, :, None, None] * buf116_s1 + offs_n2[None, None, :, None] * buf116_s2 + offs_n3[None, None, None, :] * buf116_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t118 = tl.load(m2_ptr + offs_n0[:, None, None] * m2_s0 + offs_c0[None, :, None] * m2_s1 + offs_n1[None, None, :] * m2_s2, mask=(offs_n0 < E_n0)[:, None, None] & (offs_c0 < E_c0)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    t119 = (t118) * (t118)
    t120 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :], t119, 0.0), axis=2, keep_dims=True)
    t121 = t120 + 6.4e-05
    t122 = tl.rsqrt(t121)
    t123 = (t118) * (t122)
    t128 = tl.load(m124_ptr + offs_n1[None, :, None] * m124_s1 + offs_n2[None, None, :] * m124_s2, mask=(offs_n1 < E_n1)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t129 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :], t123, 0.0), 3) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :, None], t128, 0.0), 1), axis=2)
    t130 = (t129) * (0.8)
    t135 = tl.load(m131_ptr + offs_n2[None, None, :] * m131_s2, mask=(offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t136 = t130 + t135
    t137 = tl.reshape(t136, [F_n0, T_c0, F_n2, 1])
    t138 = 1.0 / (1.0 + tl.exp(-(t137)))
    t139 = (t138) * (2.0)
    t140 = tl.load(m5_ptr + offs_n1[None, :, None] * m5_s1 + offs_n2[None, None, :] * m5_s2, mask=(offs_n1 < E_n1)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t141 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :], t123, 0.0), 3) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :, None], t140, 0.0), 1), axis=2)
    t142 = (t141) * (0.8)
    t147 = tl.load(m143_ptr + offs_n2[None, None, :] * m143_s2, mask=(offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t148 = t142 + t147
    t149 = tl.reshape(t148, [F_n0, T_c0, 1, F_n2])
    t150 = 1.0 / (1.0 + tl.exp(-(t149)))
    t151 = tl.load(m3_ptr + offs_n0[:, None, None, None] * m3_s0 + offs_c0[None, :, None, None] * m3_s1 + offs_n2[None, None, :, None] * m3_s2 + offs_n3[None, None, None, :] * m3_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t152 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t150, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t151, 0.0), 2), axis=3)
    t153 = tl.reshape(t152, [F_n0, T_c0, F_n3])
    t159 = tl.load(m154_ptr + offs_n3[None, :, None] * m154_s1 + offs_n3[None, None, :] * m154_s2, mask=(offs_n3 < E_n3)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t160 = tl.sum(tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, :], t153, 0.0), 3) * tl.expand_dims(tl.where((offs_n3 < E_n3)[None, :, None], t159, 0.0), 1), axis=2)
    t161 = tl.reshape(t160, [F_n0, T_c0, 1, F_n3])
    t162 = (t139) * (t161)
    t163 = t117 + t162
    tl.store(buf164_ptr + offs_n0[:, None, None, None] * buf164_s0 + offs_c0[None, :, None, None] * buf164_s1 + offs_n2[None, None, :, None] * buf164_s2 + offs_n3[None, None, None, :] * buf164_s3, t163, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :])


@triton.jit
def kernel_2(m1_ptr, m1_s0, m1_s1, m1_s2, m171_ptr, m171_s0, m171_s1, m171_s2, m178_ptr, m178_s0, m178_s1, m178_s2, m178_s3, buf164_ptr, buf164_s0, buf164_s1, buf164_s2, buf164_s3, m266_ptr, m266_s0, m266_s1, m266_s2, m272_ptr, m272_s0, m272_s1, m272_s2, m280_ptr, m280_s0, m280_s1, m280_s2, m286_ptr, m286_s0, m286_s1, m286_s2, m295_ptr, m295_s0, m295_s1, m295_s2, buf304_ptr, buf304_s0, buf304_s1, buf304_s2, buf304_s3, E_c0, E_n0, E_n1, E_n2, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c0: tl.constexpr):
    # writes buf304: Combine over grid x.1@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n3 = tl.arange(0, F_n3)
    offs_n2 = tl.arange(0, F_n2)
    t165 = tl.load(m1_ptr + offs_n0[:, None, None] * m1_s0 + offs_c0[None, :, None] * m1_s1 + offs_n1[None, None, :] * m1_s2, mask=(offs_n0 < E_n0)[:, None, None] & (offs_c0 < E_c0)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    t166 = (t165) * (t165)
    t167 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :], t166, 0.0), axis=2, keep_dims=True)
    t168 = t167 + 6.4e-05
    t169 = tl.rsqrt(t168)
    t170 = (t165) * (t169)
    t174 = tl.load(m171_ptr + offs_n1[None, :, None] * m171_s1 + offs_n3[None, None, :] * m171_s2, mask=(offs_n1 < E_n1)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t175 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :], t170, 0.0), 3) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :, None], t174, 0.0), 1), axis=2)
    t176 = tl.reshape(t175, [F_n0, T_c0, F_n2, F_n2])
    t177 = (t176) * (0.8)
    t181 = tl.load(m178_ptr + offs_n2[None, None, :, None] * m178_s2 + offs_n2[None, None, None, :] * m178_s3, mask=(offs_n2 < E_n2)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t182 = t177 + t181
    t183 = tl.exp(t182)
    t184 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t183, 0.0), axis=3, keep_dims=True)
    t185 = (t183) / (t184)
    t186 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t185, 0.0), axis=2, keep_dims=True)
    t187 = (t185) / (t186)
    t188 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t187, 0.0), axis=3, keep_dims=True)
    t189 = (t187) / (t188)
    t190 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t189, 0.0), axis=2, keep_dims=True)
    t191 = (t189) / (t190)
    t192 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t191, 0.0), axis=3, keep_dims=True)
    t193 = (t191) / (t192)
    t194 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t193, 0.0), axis=2, keep_dims=True)
    t195 = (t193) / (t194)
    t196 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t195, 0.0), axis=3, keep_dims=True)
    t197 = (t195) / (t196)
    t198 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t197, 0.0), axis=2, keep_dims=True)
    t199 = (t197) / (t198)
    t200 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t199, 0.0), axis=3, keep_dims=True)
    t201 = (t199) / (t200)
    t202 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t201, 0.0), axis=2, keep_dims=True)
    t203 = (t201) / (t202)
    t204 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t203, 0.0), axis=3, keep_dims=True)
    t205 = (t203) / (t204)
    t206 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t205, 0.0), axis=2, keep_dims=True)
    t207 = (t205) / (t206)
    t208 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t207, 0.0), axis=3, keep_dims=True)
    t209 = (t207) / (t208)
    t210 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t209, 0.0), axis=2, keep_dims=True)
    t211 = (t209) / (t210)
    t212 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t211, 0.0), axis=3, keep_dims=True)
    t213 = (t211) / (t212)
    t214 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t213, 0.0), axis=2, keep_dims=True)
    t215 = (t213) / (t214)
    t216 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t215, 0.0), axis=3, keep_dims=True)
    t217 = (t215) / (t216)
    t218 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t217, 0.0), axis=2, keep_dims=True)
    t219 = (t217) / (t218)
    t220 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t219, 0.0), axis=3, keep_dims=True)
    t221 = (t219) / (t220)
    t222 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t221, 0.0), axis=2, keep_dims=True)
    t223 = (t221) / (t222)
    t224 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t223, 0.0), axis=3, keep_dims=True)
    t225 = (t223) / (t224)
    t226 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t225, 0.0), axis=2, keep_dims=True)
    t227 = (t225) / (t226)
    t228 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t227, 0.0), axis=3, keep_dims=True)
    t229 = (t227) / (t228)
    t230 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t229, 0.0), axis=2, keep_dims=True)
    t231 = (t229) / (t230)
    t232 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t231, 0.0), axis=3, keep_dims=True)
    t233 = (t231) / (t232)
    t234 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t233, 0.0), axis=2, keep_dims=True)
    t235 = (t233) / (t234)
    t236 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t235, 0.0), axis=3, keep_dims=True)
    t237 = (t235) / (t236)
    t238 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t237, 0.0), axis=2, keep_dims=True)
    t239 = (t237) / (t238)
    t240 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t239, 0.0), axis=3, keep_dims=True)
    t241 = (t239) / (t240)
    t242 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t241, 0.0), axis=2, keep_dims=True)
    t243 = (t241) / (t242)
    t244 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t243, 0.0), axis=3, keep_dims=True)
    t245 = (t243) / (t244)
    t246 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t245, 0.0), axis=2, keep_dims=True)
    t247 = (t245) / (t246)
    t248 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t247, 0.0), axis=3, keep_dims=True)
    t249 = (t247) / (t248)
    t250 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t249, 0.0), axis=2, keep_dims=True)
    t251 = (t249) / (t250)
    t252 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t251, 0.0), axis=3, keep_dims=True)
    t253 = (t251) / (t252)
    t254 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t253, 0.0), axis=2, keep_dims=True)
    t255 = (t253) / (t254)
    t256 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t255, 0.0), axis=3, keep_dims=True)
    t257 = (t255) / (t256)
    t258 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t257, 0.0), axis=2, keep_dims=True)
    t259 = (t257) / (t258)
    t260 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t259, 0.0), axis=3, keep_dims=True)
    t261 = (t259) / (t260)
    t262 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t261, 0.0), axis=2, keep_dims=True)
    t263 = (t261) / (t262)
    t264 = tl.load(buf164_ptr + offs_n0[:, None, None, None] * buf164_s0 + offs_c0[None, :, None, None] * buf164_s1 + offs_n2[None, None, :, None] * buf164_s2 + offs_n3[None, None, None, :] * buf164_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t265 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t263, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t264, 0.0), 2), axis=3)
    t269 = tl.load(m266_ptr + offs_n1[None, :, None] * m266_s1 + offs_n2[None, None, :] * m266_s2, mask=(offs_n1 < E_n1)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t270 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :], t170, 0.0), 3) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :, None], t269, 0.0), 1), axis=2)
    t271 = (t270) * (0.8)
    t275 = tl.load(m272_ptr + offs_n2[None, None, :] * m272_s2, mask=(offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t276 = t271 + t275
    t277 = tl.reshape(t276, [F_n0, T_c0, F_n2, 1])
    t278 = 1.0 / (1.0 + tl.exp(-(t277)))
    t279 = (t278) * (2.0)
    t283 = tl.load(m280_ptr + offs_n1[None, :, None] * m280_s1 + offs_n2[None, None, :] * m280_s2, mask=(offs_n1 < E_n1)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t284 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :], t170, 0.0), 3) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :, None], t283, 0.0), 1), axis=2)
    t285 = (t284) * (0.8)
    t289 = tl.load(m286_ptr + offs_n2[None, None, :] * m286_s2, mask=(offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t290 = t285 + t289
    t291 = tl.reshape(t290, [F_n0, T_c0, 1, F_n2])
    t292 = 1.0 / (1.0 + tl.exp(-(t291)))
    t293 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t292, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t264, 0.0), 2), axis=3)
    t294 = tl.reshape(t293, [F_n0, T_c0, F_n3])
    t299 = tl.load(m295_ptr + offs_n3[None, :, None] * m295_s1 + offs_n3[None, None, :] * m295_s2, mask=(offs_n3 < E_n3)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t300 = tl.sum(tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, :], t294, 0.0), 3) * tl.expand_dims(tl.where((offs_n3 < E_n3)[None, :, None], t299, 0.0), 1), axis=2)
    t301 = tl.reshape(t300, [F_n0, T_c0, 1, F_n3])
    t302 = (t279) * (t301)
    t303 = t265 + t302
    tl.store(buf304_ptr + offs_n0[:, None, None, None] * buf304_s0 + offs_c0[None, :, None, None] * buf304_s1 + offs_n2[None, None, :, None] * buf304_s2 + offs_n3[None, None, None, :] * buf304_s3, t303, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :])


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
    m8 = inputs['phi_pre']
    m7 = m8.narrow(0, 0, 1)
    m6 = m7.reshape([64, 4])
    m5 = m6.reshape([1, 64, 4])
    m14 = inputs['phi_res']
    m13 = m14.narrow(0, 0, 1)
    m12 = m13.reshape([64, 16])
    m11 = m12.reshape([1, 64, 16])
    m30 = inputs['b_res']
    m29 = m30.narrow(0, 0, 1)
    m28 = m29.reshape([4, 4])
    m27 = m28.reshape([1, 1, 4, 4])
    buf116 = torch.full([2, 32, 4, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(32, T['c0']),)](m2_ptr=m2, m2_s0=m2.stride(0), m2_s1=m2.stride(1), m2_s2=m2.stride(2), m5_ptr=m5, m5_s0=m5.stride(0), m5_s1=m5.stride(1), m5_s2=m5.stride(2), m11_ptr=m11, m11_s0=m11.stride(0), m11_s1=m11.stride(1), m11_s2=m11.stride(2), m27_ptr=m27, m27_s0=m27.stride(0), m27_s1=m27.stride(1), m27_s2=m27.stride(2), m27_s3=m27.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), buf116_ptr=buf116, buf116_s0=buf116.stride(0), buf116_s1=buf116.stride(1), buf116_s2=buf116.stride(2), buf116_s3=buf116.stride(3), E_c0=32, E_c1=64, E_n0=2, E_n1=64, E_n2=4, E_n3=16, F_n0=_pow2(2), F_n1=_pow2(64), F_n2=_pow2(4), F_n3=_pow2(16), T_c0=T['c0'], T_c1=T['c1'])
    m127 = inputs['phi_post']
    m126 = m127.narrow(0, 0, 1)
    m125 = m126.reshape([64, 4])
    m124 = m125.reshape([1, 64, 4])
    m134 = inputs['b_post']
    m133 = m134.narrow(0, 0, 1)
    m132 = m133.reshape([4])
    m131 = m132.reshape([1, 1, 4])
    m146 = inputs['b_pre']
    m145 = m146.narrow(0, 0, 1)
    m144 = m145.reshape([4])
    m143 = m144.reshape([1, 1, 4])
    m158 = inputs['w_layer']
    m157 = m158.narrow(0, 0, 1)
    m156 = m157.reshape([16, 16])
    m155 = m156.permute([1, 0])
    m154 = m155.reshape([1, 16, 16])
    buf164 = torch.full([2, 32, 4, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(32, T['c0']),)](buf116_ptr=buf116, buf116_s0=buf116.stride(0), buf116_s1=buf116.stride(1), buf116_s2=buf116.stride(2), buf116_s3=buf116.stride(3), m2_ptr=m2, m2_s0=m2.stride(0), m2_s1=m2.stride(1), m2_s2=m2.stride(2), m124_ptr=m124, m124_s0=m124.stride(0), m124_s1=m124.stride(1), m124_s2=m124.stride(2), m131_ptr=m131, m131_s0=m131.stride(0), m131_s1=m131.stride(1), m131_s2=m131.stride(2), m5_ptr=m5, m5_s0=m5.stride(0), m5_s1=m5.stride(1), m5_s2=m5.stride(2), m143_ptr=m143, m143_s0=m143.stride(0), m143_s1=m143.stride(1), m143_s2=m143.stride(2), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), m154_ptr=m154, m154_s0=m154.stride(0), m154_s1=m154.stride(1), m154_s2=m154.stride(2), buf164_ptr=buf164, buf164_s0=buf164.stride(0), buf164_s1=buf164.stride(1), buf164_s2=buf164.stride(2), buf164_s3=buf164.stride(3), E_c0=32, E_n0=2, E_n1=64, E_n2=4, E_n3=16, F_n0=_pow2(2), F_n1=_pow2(64), F_n2=_pow2(4), F_n3=_pow2(16), T_c0=T['c0'])
    m1 = buf164.reshape([2, 32, 64])
    m173 = m14.narrow(0, 1, 1)
    m172 = m173.reshape([64, 16])
    m171 = m172.reshape([1, 64, 16])
    m180 = m30.narrow(0, 1, 1)
    m179 = m180.reshape([4, 4])
    m178 = m179.reshape([1, 1, 4, 4])
    m268 = m127.narrow(0, 1, 1)
    m267 = m268.reshape([64, 4])
    m266 = m267.reshape([1, 64, 4])
    m274 = m134.narrow(0, 1, 1)
    m273 = m274.reshape([4])
    m272 = m273.reshape([1, 1, 4])
    m282 = m8.narrow(0, 1, 1)
    m281 = m282.reshape([64, 4])
    m280 = m281.reshape([1, 64, 4])
    m288 = m146.narrow(0, 1, 1)
    m287 = m288.reshape([4])
    m286 = m287.reshape([1, 1, 4])
    m298 = m158.narrow(0, 1, 1)
    m297 = m298.reshape([16, 16])
    m296 = m297.permute([1, 0])
    m295 = m296.reshape([1, 16, 16])
    buf304 = torch.full([2, 32, 4, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(32, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m171_ptr=m171, m171_s0=m171.stride(0), m171_s1=m171.stride(1), m171_s2=m171.stride(2), m178_ptr=m178, m178_s0=m178.stride(0), m178_s1=m178.stride(1), m178_s2=m178.stride(2), m178_s3=m178.stride(3), buf164_ptr=buf164, buf164_s0=buf164.stride(0), buf164_s1=buf164.stride(1), buf164_s2=buf164.stride(2), buf164_s3=buf164.stride(3), m266_ptr=m266, m266_s0=m266.stride(0), m266_s1=m266.stride(1), m266_s2=m266.stride(2), m272_ptr=m272, m272_s0=m272.stride(0), m272_s1=m272.stride(1), m272_s2=m272.stride(2), m280_ptr=m280, m280_s0=m280.stride(0), m280_s1=m280.stride(1), m280_s2=m280.stride(2), m286_ptr=m286, m286_s0=m286.stride(0), m286_s1=m286.stride(1), m286_s2=m286.stride(2), m295_ptr=m295, m295_s0=m295.stride(0), m295_s1=m295.stride(1), m295_s2=m295.stride(2), buf304_ptr=buf304, buf304_s0=buf304.stride(0), buf304_s1=buf304.stride(1), buf304_s2=buf304.stride(2), buf304_s3=buf304.stride(3), E_c0=32, E_n0=2, E_n1=64, E_n2=4, E_n3=16, F_n0=_pow2(2), F_n1=_pow2(64), F_n2=_pow2(4), F_n3=_pow2(16), T_c0=T['c0'])
    return buf304


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
