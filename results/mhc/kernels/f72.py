"""mhc [small], candidate 72: 6 kernel(s)

Rendered by EqiForge from candidate 72 of mhc [small]: grid(x.1@1) loop(x.2[64]: sum) [2 mm] ; grid(x.1@1) loop(x.2[64]: sum) [1 mm] ; grid(x.1@1) ; grid(x.1@1) loop(x.2[64]: sum) [3 mm] ; grid(b_res.2@2) | grid(x.1@1) [6 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.1@1[32]
    c1: grid b_res.2@2[4]
    c2: loop x.2[64]

Run it on its own: `python kernels/f72.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/mhc.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 16, "c1": 2, "c2": 32}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 32, "c1": 4, "c2": 64}


@triton.jit
def kernel_0(m2_ptr, m2_s0, m2_s1, m2_s2, m5_ptr, m5_s0, m5_s1, m5_s2, m20_ptr, m20_s0, m20_s1, m20_s2, m20_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, buf109_ptr, buf109_s0, buf109_s1, buf109_s2, buf109_s3, E_c0, E_c2, E_n0, E_n1, E_n3, E_n4, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n3: tl.constexpr, F_n4: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # writes buf109: Combine over grid x.1@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n3 = tl.arange(0, F_n3)
    offs_n1 = tl.arange(0, F_n1)
    offs_n4 = tl.arange(0, F_n4)
    acc11 = tl.full([F_n0, T_c0, F_n3], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t4 = tl.load(m2_ptr + offs_n0[:, None, None] * m2_s0 + offs_c0[None, :, None] * m2_s1 + offs_c2[None, None, :] * m2_s2, mask=(offs_n0 < E_n0)[:, None, None] & (offs_c0 < E_c0)[None, :, None] & (offs_c2 < E_c2)[None, None, :], other=0).to(tl.float32)
        t9 = tl.load(m5_ptr + offs_c2[None, :, None] * m5_s1 + offs_n3[None, None, :] * m5_s2, mask=(offs_c2 < E_c2)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
        t10 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :], t4, 0.0), 3) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :, None], t9, 0.0), 1), axis=2)
        acc11 = acc11 + t10
    t12 = tl.load(m2_ptr + offs_n0[:, None, None] * m2_s0 + offs_c0[None, :, None] * m2_s1 + offs_n1[None, None, :] * m2_s2, mask=(offs_n0 < E_n0)[:, None, None] & (offs_c0 < E_c0)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    t13 = (t12) * (t12)
    t14 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :], t13, 0.0), axis=2, keep_dims=True)
    t15 = t14 + 6.4e-05
    t16 = tl.rsqrt(t15)
    t17 = (acc11) * (t16)
    t18 = tl.reshape(t17, [F_n0, T_c0, F_n4, F_n4])
    t19 = (t18) * (0.8)
    t24 = tl.load(m20_ptr + offs_n4[None, None, :, None] * m20_s2 + offs_n4[None, None, None, :] * m20_s3, mask=(offs_n4 < E_n4)[None, None, :, None] & (offs_n4 < E_n4)[None, None, None, :], other=0).to(tl.float32)
    t25 = t19 + t24
    t26 = tl.exp(t25)
    t27 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t26, 0.0), axis=3, keep_dims=True)
    t28 = (t26) / (t27)
    t29 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t28, 0.0), axis=2, keep_dims=True)
    t30 = (t28) / (t29)
    t31 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t30, 0.0), axis=3, keep_dims=True)
    t32 = (t30) / (t31)
    t33 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t32, 0.0), axis=2, keep_dims=True)
    t34 = (t32) / (t33)
    t35 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t34, 0.0), axis=3, keep_dims=True)
    t36 = (t34) / (t35)
    t37 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t36, 0.0), axis=2, keep_dims=True)
    t38 = (t36) / (t37)
    t39 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t38, 0.0), axis=3, keep_dims=True)
    t40 = (t38) / (t39)
    t41 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t40, 0.0), axis=2, keep_dims=True)
    t42 = (t40) / (t41)
    t43 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t42, 0.0), axis=3, keep_dims=True)
    t44 = (t42) / (t43)
    t45 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t44, 0.0), axis=2, keep_dims=True)
    t46 = (t44) / (t45)
    t47 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t46, 0.0), axis=3, keep_dims=True)
    t48 = (t46) / (t47)
    t49 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t48, 0.0), axis=2, keep_dims=True)
    t50 = (t48) / (t49)
    t51 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t50, 0.0), axis=3, keep_dims=True)
    t52 = (t50) / (t51)
    t53 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t52, 0.0), axis=2, keep_dims=True)
    t54 = (t52) / (t53)
    t55 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t54, 0.0), axis=3, keep_dims=True)
    t56 = (t54) / (t55)
    t57 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t56, 0.0), axis=2, keep_dims=True)
    t58 = (t56) / (t57)
    t59 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t58, 0.0), axis=3, keep_dims=True)
    t60 = (t58) / (t59)
    t61 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t60, 0.0), axis=2, keep_dims=True)
    t62 = (t60) / (t61)
    t63 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t62, 0.0), axis=3, keep_dims=True)
    t64 = (t62) / (t63)
    t65 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t64, 0.0), axis=2, keep_dims=True)
    t66 = (t64) / (t65)
    t67 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t66, 0.0), axis=3, keep_dims=True)
    t68 = (t66) / (t67)
    t69 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t68, 0.0), axis=2, keep_dims=True)
    t70 = (t68) / (t69)
    t71 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t70, 0.0), axis=3, keep_dims=True)
    t72 = (t70) / (t71)
    t73 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t72, 0.0), axis=2, keep_dims=True)
    t74 = (t72) / (t73)
    t75 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t74, 0.0), axis=3, keep_dims=True)
    t76 = (t74) / (t75)
    t77 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t76, 0.0), axis=2, keep_dims=True)
    t78 = (t76) / (t77)
    t79 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t78, 0.0), axis=3, keep_dims=True)
    t80 = (t78) / (t79)
    t81 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t80, 0.0), axis=2, keep_dims=True)
    t82 = (t80) / (t81)
    t83 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t82, 0.0), axis=3, keep_dims=True)
    t84 = (t82) / (t83)
    t85 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t84, 0.0), axis=2, keep_dims=True)
    t86 = (t84) / (t85)
    t87 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t86, 0.0), axis=3, keep_dims=True)
    t88 = (t86) / (t87)
    t89 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t88, 0.0), axis=2, keep_dims=True)
    t90 = (t88) / (t89)
    t91 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t90, 0.0), axis=3, keep_dims=True)
    t92 = (t90) / (t91)
    t93 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t92, 0.0), axis=2, keep_dims=True)
    t94 = (t92) / (t93)
    t95 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t94, 0.0), axis=3, keep_dims=True)
    t96 = (t94) / (t95)
    t97 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t96, 0.0), axis=2, keep_dims=True)
    t98 = (t96) / (t97)
    t99 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t98, 0.0), axis=3, keep_dims=True)
    t100 = (t98) / (t99)
    t101 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t100, 0.0), axis=2, keep_dims=True)
    t102 = (t100) / (t101)
    t103 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t102, 0.0), axis=3, keep_dims=True)
    t104 = (t102) / (t103)
    t105 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t104, 0.0), axis=2, keep_dims=True)
    t106 = (t104) / (t105)
    t107 = tl.load(m3_ptr + offs_n0[:, None, None, None] * m3_s0 + offs_c0[None, :, None, None] * m3_s1 + offs_n4[None, None, :, None] * m3_s2 + offs_n3[None, None, None, :] * m3_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n4 < E_n4)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t108 = tl.sum(tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, None, :], t106, 0.0), 4) * tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, :, None], t107, 0.0), 2), axis=3)
    tl.store(buf109_ptr + offs_n0[:, None, None, None] * buf109_s0 + offs_c0[None, :, None, None] * buf109_s1 + offs_n4[None, None, :, None] * buf109_s2 + offs_n3[None, None, None, :] * buf109_s3, t108, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n4 < E_n4)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :])


@triton.jit
def kernel_1(m2_ptr, m2_s0, m2_s1, m2_s2, m112_ptr, m112_s0, m112_s1, m112_s2, buf125_ptr, buf125_s0, buf125_s1, buf125_s2, E_c0, E_c2, E_n0, E_n1, E_n4, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n4: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # writes buf125: Combine over grid x.1@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n4 = tl.arange(0, F_n4)
    offs_n1 = tl.arange(0, F_n1)
    acc118 = tl.full([F_n0, T_c0, F_n4], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t111 = tl.load(m2_ptr + offs_n0[:, None, None] * m2_s0 + offs_c0[None, :, None] * m2_s1 + offs_c2[None, None, :] * m2_s2, mask=(offs_n0 < E_n0)[:, None, None] & (offs_c0 < E_c0)[None, :, None] & (offs_c2 < E_c2)[None, None, :], other=0).to(tl.float32)
        t116 = tl.load(m112_ptr + offs_c2[None, :, None] * m112_s1 + offs_n4[None, None, :] * m112_s2, mask=(offs_c2 < E_c2)[None, :, None] & (offs_n4 < E_n4)[None, None, :], other=0).to(tl.float32)
        t117 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :], t111, 0.0), 3) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :, None], t116, 0.0), 1), axis=2)
        acc118 = acc118 + t117
    t119 = tl.load(m2_ptr + offs_n0[:, None, None] * m2_s0 + offs_c0[None, :, None] * m2_s1 + offs_n1[None, None, :] * m2_s2, mask=(offs_n0 < E_n0)[:, None, None] & (offs_c0 < E_c0)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    t120 = (t119) * (t119)
    t121 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :], t120, 0.0), axis=2, keep_dims=True)
    t122 = t121 + 6.4e-05
    t123 = tl.rsqrt(t122)
    t124 = (acc118) * (t123)
    tl.store(buf125_ptr + offs_n0[:, None, None] * buf125_s0 + offs_c0[None, :, None] * buf125_s1 + offs_n4[None, None, :] * buf125_s2, t124, mask=(offs_n0 < E_n0)[:, None, None] & (offs_c0 < E_c0)[None, :, None] & (offs_n4 < E_n4)[None, None, :])


@triton.jit
def kernel_2(buf125_ptr, buf125_s0, buf125_s1, buf125_s2, buf128_ptr, buf128_s0, buf128_s1, buf128_s2, E_c0, E_n0, E_n4, F_n0: tl.constexpr, F_n4: tl.constexpr, T_c0: tl.constexpr):
    # writes buf128: Combine over grid x.1@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n4 = tl.arange(0, F_n4)
    t126 = tl.load(buf125_ptr + offs_n0[:, None, None] * buf125_s0 + offs_c0[None, :, None] * buf125_s1 + offs_n4[None, None, :] * buf125_s2, mask=(offs_n0 < E_n0)[:, None, None] & (offs_c0 < E_c0)[None, :, None] & (offs_n4 < E_n4)[None, None, :], other=0).to(tl.float32)
    t127 = (t126) * (0.8)
    tl.store(buf128_ptr + offs_n0[:, None, None] * buf128_s0 + offs_c0[None, :, None] * buf128_s1 + offs_n4[None, None, :] * buf128_s2, t127, mask=(offs_n0 < E_n0)[:, None, None] & (offs_c0 < E_c0)[None, :, None] & (offs_n4 < E_n4)[None, None, :])


@triton.jit
def kernel_3(m2_ptr, m2_s0, m2_s1, m2_s2, m141_ptr, m141_s0, m141_s1, m141_s2, m155_ptr, m155_s0, m155_s1, m155_s2, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, m166_ptr, m166_s0, m166_s1, m166_s2, buf173_ptr, buf173_s0, buf173_s1, buf173_s2, E_c0, E_c2, E_n0, E_n1, E_n3, E_n4, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n3: tl.constexpr, F_n4: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # writes buf173: Combine over grid x.1@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n4 = tl.arange(0, F_n4)
    offs_n1 = tl.arange(0, F_n1)
    offs_n3 = tl.arange(0, F_n3)
    acc147 = tl.full([F_n0, T_c0, F_n4], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t140 = tl.load(m2_ptr + offs_n0[:, None, None] * m2_s0 + offs_c0[None, :, None] * m2_s1 + offs_c2[None, None, :] * m2_s2, mask=(offs_n0 < E_n0)[:, None, None] & (offs_c0 < E_c0)[None, :, None] & (offs_c2 < E_c2)[None, None, :], other=0).to(tl.float32)
        t145 = tl.load(m141_ptr + offs_c2[None, :, None] * m141_s1 + offs_n4[None, None, :] * m141_s2, mask=(offs_c2 < E_c2)[None, :, None] & (offs_n4 < E_n4)[None, None, :], other=0).to(tl.float32)
        t146 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :], t140, 0.0), 3) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :, None], t145, 0.0), 1), axis=2)
        acc147 = acc147 + t146
    t148 = tl.load(m2_ptr + offs_n0[:, None, None] * m2_s0 + offs_c0[None, :, None] * m2_s1 + offs_n1[None, None, :] * m2_s2, mask=(offs_n0 < E_n0)[:, None, None] & (offs_c0 < E_c0)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    t149 = (t148) * (t148)
    t150 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :], t149, 0.0), axis=2, keep_dims=True)
    t151 = t150 + 6.4e-05
    t152 = tl.rsqrt(t151)
    t153 = (acc147) * (t152)
    t154 = (t153) * (0.8)
    t159 = tl.load(m155_ptr + offs_n4[None, None, :] * m155_s2, mask=(offs_n4 < E_n4)[None, None, :], other=0).to(tl.float32)
    t160 = t154 + t159
    t161 = tl.reshape(t160, [F_n0, T_c0, 1, F_n4])
    t162 = 1.0 / (1.0 + tl.exp(-(t161)))
    t163 = tl.load(m3_ptr + offs_n0[:, None, None, None] * m3_s0 + offs_c0[None, :, None, None] * m3_s1 + offs_n4[None, None, :, None] * m3_s2 + offs_n3[None, None, None, :] * m3_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n4 < E_n4)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t164 = tl.sum(tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, None, :], t162, 0.0), 4) * tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, :, None], t163, 0.0), 2), axis=3)
    t165 = tl.reshape(t164, [F_n0, T_c0, F_n3])
    t171 = tl.load(m166_ptr + offs_n3[None, :, None] * m166_s1 + offs_n3[None, None, :] * m166_s2, mask=(offs_n3 < E_n3)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t172 = tl.sum(tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, :], t165, 0.0), 3) * tl.expand_dims(tl.where((offs_n3 < E_n3)[None, :, None], t171, 0.0), 1), axis=2)
    tl.store(buf173_ptr + offs_n0[:, None, None] * buf173_s0 + offs_c0[None, :, None] * buf173_s1 + offs_n3[None, None, :] * buf173_s2, t172, mask=(offs_n0 < E_n0)[:, None, None] & (offs_c0 < E_c0)[None, :, None] & (offs_n3 < E_n3)[None, None, :])


@triton.jit
def kernel_4(buf109_ptr, buf109_s0, buf109_s1, buf109_s2, buf109_s3, buf128_ptr, buf128_s0, buf128_s1, buf128_s2, m130_ptr, m130_s0, m130_s1, m130_s2, m139_ptr, m139_s0, m139_s1, m139_s2, m139_s3, buf177_ptr, buf177_s0, buf177_s1, buf177_s2, buf177_s3, E_c1, E_n0, E_n2, E_n3, F_n0: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c1: tl.constexpr):
    # writes buf177: Combine over grid b_res.2@2[4]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n2 = tl.arange(0, F_n2)
    offs_n3 = tl.arange(0, F_n3)
    t110 = tl.load(buf109_ptr + offs_n0[:, None, None, None] * buf109_s0 + offs_n2[None, :, None, None] * buf109_s1 + offs_c1[None, None, :, None] * buf109_s2 + offs_n3[None, None, None, :] * buf109_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t129 = tl.load(buf128_ptr + offs_n0[:, None, None] * buf128_s0 + offs_n2[None, :, None] * buf128_s1 + offs_c1[None, None, :] * buf128_s2, mask=(offs_n0 < E_n0)[:, None, None] & (offs_n2 < E_n2)[None, :, None] & (offs_c1 < E_c1)[None, None, :], other=0).to(tl.float32)
    t134 = tl.load(m130_ptr + offs_c1[None, None, :] * m130_s2, mask=(offs_c1 < E_c1)[None, None, :], other=0).to(tl.float32)
    t135 = t129 + t134
    t136 = tl.reshape(t135, [F_n0, F_n2, T_c1, 1])
    t137 = 1.0 / (1.0 + tl.exp(-(t136)))
    t138 = (t137) * (2.0)
    t174 = tl.load(m139_ptr + offs_n0[:, None, None, None] * m139_s0 + offs_n2[None, :, None, None] * m139_s1 + offs_n3[None, None, None, :] * m139_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t175 = (t138) * (t174)
    t176 = t110 + t175
    tl.store(buf177_ptr + offs_n0[:, None, None, None] * buf177_s0 + offs_n2[None, :, None, None] * buf177_s1 + offs_c1[None, None, :, None] * buf177_s2 + offs_n3[None, None, None, :] * buf177_s3, t176, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :])


@triton.jit
def kernel_5(m1_ptr, m1_s0, m1_s1, m1_s2, m184_ptr, m184_s0, m184_s1, m184_s2, m191_ptr, m191_s0, m191_s1, m191_s2, m191_s3, buf177_ptr, buf177_s0, buf177_s1, buf177_s2, buf177_s3, m279_ptr, m279_s0, m279_s1, m279_s2, m285_ptr, m285_s0, m285_s1, m285_s2, m293_ptr, m293_s0, m293_s1, m293_s2, m299_ptr, m299_s0, m299_s1, m299_s2, m308_ptr, m308_s0, m308_s1, m308_s2, buf317_ptr, buf317_s0, buf317_s1, buf317_s2, buf317_s3, E_c0, E_n0, E_n1, E_n3, E_n4, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n3: tl.constexpr, F_n4: tl.constexpr, T_c0: tl.constexpr):
    # writes buf317: Combine over grid x.1@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n3 = tl.arange(0, F_n3)
    offs_n4 = tl.arange(0, F_n4)
    t178 = tl.load(m1_ptr + offs_n0[:, None, None] * m1_s0 + offs_c0[None, :, None] * m1_s1 + offs_n1[None, None, :] * m1_s2, mask=(offs_n0 < E_n0)[:, None, None] & (offs_c0 < E_c0)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    t179 = (t178) * (t178)
    t180 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :], t179, 0.0), axis=2, keep_dims=True)
    t181 = t180 + 6.4e-05
    t182 = tl.rsqrt(t181)
    t183 = (t178) * (t182)
    t187 = tl.load(m184_ptr + offs_n1[None, :, None] * m184_s1 + offs_n3[None, None, :] * m184_s2, mask=(offs_n1 < E_n1)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t188 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :], t183, 0.0), 3) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :, None], t187, 0.0), 1), axis=2)
    t189 = tl.reshape(t188, [F_n0, T_c0, F_n4, F_n4])
    t190 = (t189) * (0.8)
    t194 = tl.load(m191_ptr + offs_n4[None, None, :, None] * m191_s2 + offs_n4[None, None, None, :] * m191_s3, mask=(offs_n4 < E_n4)[None, None, :, None] & (offs_n4 < E_n4)[None, None, None, :], other=0).to(tl.float32)
    t195 = t190 + t194
    t196 = tl.exp(t195)
    t197 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t196, 0.0), axis=3, keep_dims=True)
    t198 = (t196) / (t197)
    t199 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t198, 0.0), axis=2, keep_dims=True)
    t200 = (t198) / (t199)
    t201 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t200, 0.0), axis=3, keep_dims=True)
    t202 = (t200) / (t201)
    t203 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t202, 0.0), axis=2, keep_dims=True)
    t204 = (t202) / (t203)
    t205 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t204, 0.0), axis=3, keep_dims=True)
    t206 = (t204) / (t205)
    t207 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t206, 0.0), axis=2, keep_dims=True)
    t208 = (t206) / (t207)
    t209 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t208, 0.0), axis=3, keep_dims=True)
    t210 = (t208) / (t209)
    t211 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t210, 0.0), axis=2, keep_dims=True)
    t212 = (t210) / (t211)
    t213 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t212, 0.0), axis=3, keep_dims=True)
    t214 = (t212) / (t213)
    t215 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t214, 0.0), axis=2, keep_dims=True)
    t216 = (t214) / (t215)
    t217 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t216, 0.0), axis=3, keep_dims=True)
    t218 = (t216) / (t217)
    t219 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t218, 0.0), axis=2, keep_dims=True)
    t220 = (t218) / (t219)
    t221 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t220, 0.0), axis=3, keep_dims=True)
    t222 = (t220) / (t221)
    t223 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t222, 0.0), axis=2, keep_dims=True)
    t224 = (t222) / (t223)
    t225 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t224, 0.0), axis=3, keep_dims=True)
    t226 = (t224) / (t225)
    t227 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t226, 0.0), axis=2, keep_dims=True)
    t228 = (t226) / (t227)
    t229 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t228, 0.0), axis=3, keep_dims=True)
    t230 = (t228) / (t229)
    t231 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t230, 0.0), axis=2, keep_dims=True)
    t232 = (t230) / (t231)
    t233 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t232, 0.0), axis=3, keep_dims=True)
    t234 = (t232) / (t233)
    t235 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t234, 0.0), axis=2, keep_dims=True)
    t236 = (t234) / (t235)
    t237 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t236, 0.0), axis=3, keep_dims=True)
    t238 = (t236) / (t237)
    t239 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t238, 0.0), axis=2, keep_dims=True)
    t240 = (t238) / (t239)
    t241 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t240, 0.0), axis=3, keep_dims=True)
    t242 = (t240) / (t241)
    t243 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t242, 0.0), axis=2, keep_dims=True)
    t244 = (t242) / (t243)
    t245 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t244, 0.0), axis=3, keep_dims=True)
    t246 = (t244) / (t245)
    t247 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t246, 0.0), axis=2, keep_dims=True)
    t248 = (t246) / (t247)
    t249 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t248, 0.0), axis=3, keep_dims=True)
    t250 = (t248) / (t249)
    t251 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t250, 0.0), axis=2, keep_dims=True)
    t252 = (t250) / (t251)
    t253 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t252, 0.0), axis=3, keep_dims=True)
    t254 = (t252) / (t253)
    t255 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t254, 0.0), axis=2, keep_dims=True)
    t256 = (t254) / (t255)
    t257 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t256, 0.0), axis=3, keep_dims=True)
    t258 = (t256) / (t257)
    t259 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t258, 0.0), axis=2, keep_dims=True)
    t260 = (t258) / (t259)
    t261 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t260, 0.0), axis=3, keep_dims=True)
    t262 = (t260) / (t261)
    t263 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t262, 0.0), axis=2, keep_dims=True)
    t264 = (t262) / (t263)
    t265 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t264, 0.0), axis=3, keep_dims=True)
    t266 = (t264) / (t265)
    t267 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t266, 0.0), axis=2, keep_dims=True)
    t268 = (t266) / (t267)
    t269 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t268, 0.0), axis=3, keep_dims=True)
    t270 = (t268) / (t269)
    t271 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t270, 0.0), axis=2, keep_dims=True)
    t272 = (t270) / (t271)
    t273 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t272, 0.0), axis=3, keep_dims=True)
    t274 = (t272) / (t273)
    t275 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t274, 0.0), axis=2, keep_dims=True)
    t276 = (t274) / (t275)
    t277 = tl.load(buf177_ptr + offs_n0[:, None, None, None] * buf177_s0 + offs_c0[None, :, None, None] * buf177_s1 + offs_n4[None, None, :, None] * buf177_s2 + offs_n3[None, None, None, :] * buf177_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n4 < E_n4)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t278 = tl.sum(tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, None, :], t276, 0.0), 4) * tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, :, None], t277, 0.0), 2), axis=3)
    t282 = tl.load(m279_ptr + offs_n1[None, :, None] * m279_s1 + offs_n4[None, None, :] * m279_s2, mask=(offs_n1 < E_n1)[None, :, None] & (offs_n4 < E_n4)[None, None, :], other=0).to(tl.float32)
    t283 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :], t183, 0.0), 3) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :, None], t282, 0.0), 1), axis=2)
    t284 = (t283) * (0.8)
    t288 = tl.load(m285_ptr + offs_n4[None, None, :] * m285_s2, mask=(offs_n4 < E_n4)[None, None, :], other=0).to(tl.float32)
    t289 = t284 + t288
    t290 = tl.reshape(t289, [F_n0, T_c0, F_n4, 1])
    t291 = 1.0 / (1.0 + tl.exp(-(t290)))
    t292 = (t291) * (2.0)
    t296 = tl.load(m293_ptr + offs_n1[None, :, None] * m293_s1 + offs_n4[None, None, :] * m293_s2, mask=(offs_n1 < E_n1)[None, :, None] & (offs_n4 < E_n4)[None, None, :], other=0).to(tl.float32)
    t297 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :], t183, 0.0), 3) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :, None], t296, 0.0), 1), axis=2)
    t298 = (t297) * (0.8)
    t302 = tl.load(m299_ptr + offs_n4[None, None, :] * m299_s2, mask=(offs_n4 < E_n4)[None, None, :], other=0).to(tl.float32)
    t303 = t298 + t302
    t304 = tl.reshape(t303, [F_n0, T_c0, 1, F_n4])
    t305 = 1.0 / (1.0 + tl.exp(-(t304)))
    t306 = tl.sum(tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, None, :], t305, 0.0), 4) * tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, :, None], t277, 0.0), 2), axis=3)
    t307 = tl.reshape(t306, [F_n0, T_c0, F_n3])
    t312 = tl.load(m308_ptr + offs_n3[None, :, None] * m308_s1 + offs_n3[None, None, :] * m308_s2, mask=(offs_n3 < E_n3)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t313 = tl.sum(tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, :], t307, 0.0), 3) * tl.expand_dims(tl.where((offs_n3 < E_n3)[None, :, None], t312, 0.0), 1), axis=2)
    t314 = tl.reshape(t313, [F_n0, T_c0, 1, F_n3])
    t315 = (t292) * (t314)
    t316 = t278 + t315
    tl.store(buf317_ptr + offs_n0[:, None, None, None] * buf317_s0 + offs_c0[None, :, None, None] * buf317_s1 + offs_n4[None, None, :, None] * buf317_s2 + offs_n3[None, None, None, :] * buf317_s3, t316, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n4 < E_n4)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :])


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
    m23 = inputs['b_res']
    m22 = m23.narrow(0, 0, 1)
    m21 = m22.reshape([4, 4])
    m20 = m21.reshape([1, 1, 4, 4])
    buf109 = torch.full([2, 32, 4, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(32, T['c0']),)](m2_ptr=m2, m2_s0=m2.stride(0), m2_s1=m2.stride(1), m2_s2=m2.stride(2), m5_ptr=m5, m5_s0=m5.stride(0), m5_s1=m5.stride(1), m5_s2=m5.stride(2), m20_ptr=m20, m20_s0=m20.stride(0), m20_s1=m20.stride(1), m20_s2=m20.stride(2), m20_s3=m20.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), buf109_ptr=buf109, buf109_s0=buf109.stride(0), buf109_s1=buf109.stride(1), buf109_s2=buf109.stride(2), buf109_s3=buf109.stride(3), E_c0=32, E_c2=64, E_n0=2, E_n1=64, E_n3=16, E_n4=4, F_n0=_pow2(2), F_n1=_pow2(64), F_n3=_pow2(16), F_n4=_pow2(4), T_c0=T['c0'], T_c2=T['c2'])
    m115 = inputs['phi_post']
    m114 = m115.narrow(0, 0, 1)
    m113 = m114.reshape([64, 4])
    m112 = m113.reshape([1, 64, 4])
    buf125 = torch.full([2, 32, 4], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(32, T['c0']),)](m2_ptr=m2, m2_s0=m2.stride(0), m2_s1=m2.stride(1), m2_s2=m2.stride(2), m112_ptr=m112, m112_s0=m112.stride(0), m112_s1=m112.stride(1), m112_s2=m112.stride(2), buf125_ptr=buf125, buf125_s0=buf125.stride(0), buf125_s1=buf125.stride(1), buf125_s2=buf125.stride(2), E_c0=32, E_c2=64, E_n0=2, E_n1=64, E_n4=4, F_n0=_pow2(2), F_n1=_pow2(64), F_n4=_pow2(4), T_c0=T['c0'], T_c2=T['c2'])
    buf128 = torch.full([2, 32, 4], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(32, T['c0']),)](buf125_ptr=buf125, buf125_s0=buf125.stride(0), buf125_s1=buf125.stride(1), buf125_s2=buf125.stride(2), buf128_ptr=buf128, buf128_s0=buf128.stride(0), buf128_s1=buf128.stride(1), buf128_s2=buf128.stride(2), E_c0=32, E_n0=2, E_n4=4, F_n0=_pow2(2), F_n4=_pow2(4), T_c0=T['c0'])
    m133 = inputs['b_post']
    m132 = m133.narrow(0, 0, 1)
    m131 = m132.reshape([4])
    m130 = m131.reshape([1, 1, 4])
    m144 = inputs['phi_pre']
    m143 = m144.narrow(0, 0, 1)
    m142 = m143.reshape([64, 4])
    m141 = m142.reshape([1, 64, 4])
    m158 = inputs['b_pre']
    m157 = m158.narrow(0, 0, 1)
    m156 = m157.reshape([4])
    m155 = m156.reshape([1, 1, 4])
    m170 = inputs['w_layer']
    m169 = m170.narrow(0, 0, 1)
    m168 = m169.reshape([16, 16])
    m167 = m168.permute([1, 0])
    m166 = m167.reshape([1, 16, 16])
    buf173 = torch.full([2, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(32, T['c0']),)](m2_ptr=m2, m2_s0=m2.stride(0), m2_s1=m2.stride(1), m2_s2=m2.stride(2), m141_ptr=m141, m141_s0=m141.stride(0), m141_s1=m141.stride(1), m141_s2=m141.stride(2), m155_ptr=m155, m155_s0=m155.stride(0), m155_s1=m155.stride(1), m155_s2=m155.stride(2), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), m166_ptr=m166, m166_s0=m166.stride(0), m166_s1=m166.stride(1), m166_s2=m166.stride(2), buf173_ptr=buf173, buf173_s0=buf173.stride(0), buf173_s1=buf173.stride(1), buf173_s2=buf173.stride(2), E_c0=32, E_c2=64, E_n0=2, E_n1=64, E_n3=16, E_n4=4, F_n0=_pow2(2), F_n1=_pow2(64), F_n3=_pow2(16), F_n4=_pow2(4), T_c0=T['c0'], T_c2=T['c2'])
    m139 = buf173.reshape([2, 32, 1, 16])
    buf177 = torch.full([2, 32, 4, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(_cdiv(4, T['c1']),)](buf109_ptr=buf109, buf109_s0=buf109.stride(0), buf109_s1=buf109.stride(1), buf109_s2=buf109.stride(2), buf109_s3=buf109.stride(3), buf128_ptr=buf128, buf128_s0=buf128.stride(0), buf128_s1=buf128.stride(1), buf128_s2=buf128.stride(2), m130_ptr=m130, m130_s0=m130.stride(0), m130_s1=m130.stride(1), m130_s2=m130.stride(2), m139_ptr=m139, m139_s0=m139.stride(0), m139_s1=m139.stride(1), m139_s2=m139.stride(2), m139_s3=m139.stride(3), buf177_ptr=buf177, buf177_s0=buf177.stride(0), buf177_s1=buf177.stride(1), buf177_s2=buf177.stride(2), buf177_s3=buf177.stride(3), E_c1=4, E_n0=2, E_n2=32, E_n3=16, F_n0=_pow2(2), F_n2=_pow2(32), F_n3=_pow2(16), T_c1=T['c1'])
    m1 = buf177.reshape([2, 32, 64])
    m186 = m8.narrow(0, 1, 1)
    m185 = m186.reshape([64, 16])
    m184 = m185.reshape([1, 64, 16])
    m193 = m23.narrow(0, 1, 1)
    m192 = m193.reshape([4, 4])
    m191 = m192.reshape([1, 1, 4, 4])
    m281 = m115.narrow(0, 1, 1)
    m280 = m281.reshape([64, 4])
    m279 = m280.reshape([1, 64, 4])
    m287 = m133.narrow(0, 1, 1)
    m286 = m287.reshape([4])
    m285 = m286.reshape([1, 1, 4])
    m295 = m144.narrow(0, 1, 1)
    m294 = m295.reshape([64, 4])
    m293 = m294.reshape([1, 64, 4])
    m301 = m158.narrow(0, 1, 1)
    m300 = m301.reshape([4])
    m299 = m300.reshape([1, 1, 4])
    m311 = m170.narrow(0, 1, 1)
    m310 = m311.reshape([16, 16])
    m309 = m310.permute([1, 0])
    m308 = m309.reshape([1, 16, 16])
    buf317 = torch.full([2, 32, 4, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_5[(_cdiv(32, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m184_ptr=m184, m184_s0=m184.stride(0), m184_s1=m184.stride(1), m184_s2=m184.stride(2), m191_ptr=m191, m191_s0=m191.stride(0), m191_s1=m191.stride(1), m191_s2=m191.stride(2), m191_s3=m191.stride(3), buf177_ptr=buf177, buf177_s0=buf177.stride(0), buf177_s1=buf177.stride(1), buf177_s2=buf177.stride(2), buf177_s3=buf177.stride(3), m279_ptr=m279, m279_s0=m279.stride(0), m279_s1=m279.stride(1), m279_s2=m279.stride(2), m285_ptr=m285, m285_s0=m285.stride(0), m285_s1=m285.stride(1), m285_s2=m285.stride(2), m293_ptr=m293, m293_s0=m293.stride(0), m293_s1=m293.stride(1), m293_s2=m293.stride(2), m299_ptr=m299, m299_s0=m299.stride(0), m299_s1=m299.stride(1), m299_s2=m299.stride(2), m308_ptr=m308, m308_s0=m308.stride(0), m308_s1=m308.stride(1), m308_s2=m308.stride(2), buf317_ptr=buf317, buf317_s0=buf317.stride(0), buf317_s1=buf317.stride(1), buf317_s2=buf317.stride(2), buf317_s3=buf317.stride(3), E_c0=32, E_n0=2, E_n1=64, E_n3=16, E_n4=4, F_n0=_pow2(2), F_n1=_pow2(64), F_n3=_pow2(16), F_n4=_pow2(4), T_c0=T['c0'])
    return buf317


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
