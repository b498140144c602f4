"""mhc [small], candidate 68: 4 kernel(s)

Rendered by EqiForge from candidate 68 of mhc [small]: grid(x.1@1) loop(x.2[64]: sum) [2 mm] ; store(x_1.2[4]) loop(x.2[64]: sum) ; grid(x.1@1) loop(x.2[64]: sum) loop(x_1.2[4]: sum, stored) [2 mm] | grid(x.1@1) [6 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.1@1[32]
    c1: loop x.2[64]
    c2: loop x_1.2[4]

Run it on its own: `python kernels/f68.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/mhc.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 16, "c1": 32, "c2": 2}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 32, "c1": 64, "c2": 4}


@triton.jit
def kernel_0(m2_ptr, m2_s0, m2_s1, m2_s2, m5_ptr, m5_s0, m5_s1, m5_s2, m20_ptr, m20_s0, m20_s1, m20_s2, m20_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, buf109_ptr, buf109_s0, buf109_s1, buf109_s2, buf109_s3, E_c0, E_c1, E_n0, E_n1, E_n2, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf109: Combine over grid x.1@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n3 = tl.arange(0, F_n3)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    acc11 = tl.full([F_n0, T_c0, F_n3], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t4 = tl.load(m2_ptr + offs_n0[:, None, None] * m2_s0 + offs_c0[None, :, None] * m2_s1 + offs_c1[None, None, :] * m2_s2, mask=(offs_n0 < E_n0)[:, None, None] & (offs_c0 < E_c0)[None, :, None] & (offs_c1 < E_c1)[None, None, :], other=0).to(tl.float32)
        t9 = tl.load(m5_ptr + offs_c1[None, :, None] * m5_s1 + offs_n3[None, None, :] * m5_s2, mask=(offs_c1 < E_c1)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
        t10 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, :], t4, 0.0), 3) * tl.expand_dims(tl.where((offs_c1 < E_c1)[None, :, None], t9, 0.0), 1), axis=2)
        acc11 = acc11 + t10
    t12 = tl.load(m2_ptr + offs_n0[:, None, None] * m2_s0 + offs_c0[None, :, None] * m2_s1 + offs_n1[None, None, :] * m2_s2, mask=(offs_n0 < E_n0)[:, None, None] & (offs_c0 < E_c0)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    t13 = (t12) * (t12)
    t14 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :], t13, 0.0), axis=2, keep_dims=True)
    t15 = t14 + 6.4e-05
    t16 = tl.rsqrt(t15)
    t17 = (acc11) * (t16)
    t18 = tl.reshape(t17, [F_n0, T_c0, F_n2, F_n2])
    t19 = (t18) * (0.8)
    t24 = tl.load(m20_ptr + offs_n2[None, None, :, None] * m20_s2 + offs_n2[None, None, None, :] * m20_s3, mask=(offs_n2 < E_n2)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t25 = t19 + t24
    t26 = tl.exp(t25)
    t27 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t26, 0.0), axis=3, keep_dims=True)
    t28 = (t26) / (t27)
    t29 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t28, 0.0), axis=2, keep_dims=True)
    t30 = (t28) / (t29)
    t31 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t30, 0.0), axis=3, keep_dims=True)
    t32 = (t30) / (t31)
    t33 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t32, 0.0), axis=2, keep_dims=True)
    t34 = (t32) / (t33)
    t35 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t34, 0.0), axis=3, keep_dims=True)
    t36 = (t34) / (t35)
    t37 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t36, 0.0), axis=2, keep_dims=True)
    t38 = (t36) / (t37)
    t39 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t38, 0.0), axis=3, keep_dims=True)
    t40 = (t38) / (t39)
    t41 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t40, 0.0), axis=2, keep_dims=True)
    t42 = (t40) / (t41)
    t43 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t42, 0.0), axis=3, keep_dims=True)
    t44 = (t42) / (t43)
    t45 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t44, 0.0), axis=2, keep_dims=True)
    t46 = (t44) / (t45)
    t47 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t46, 0.0), axis=3, keep_dims=True)
    t48 = (t46) / (t47)
    t49 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t48, 0.0), axis=2, keep_dims=True)
    t50 = (t48) / (t49)
    t51 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t50, 0.0), axis=3, keep_dims=True)
    t52 = (t50) / (t51)
    t53 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t52, 0.0), axis=2, keep_dims=True)
    t54 = (t52) / (t53)
    t55 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t54, 0.0), axis=3, keep_dims=True)
    t56 = (t54) / (t55)
    t57 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t56, 0.0), axis=2, keep_dims=True)
    t58 = (t56) / (t57)
    t59 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t58, 0.0), axis=3, keep_dims=True)
    t60 = (t58) / (t59)
    t61 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t60, 0.0), axis=2, keep_dims=True)
    t62 = (t60) / (t61)
    t63 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t62, 0.0), axis=3, keep_dims=True)
    t64 = (t62) / (t63)
    t65 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t64, 0.0), axis=2, keep_dims=True)
    t66 = (t64) / (t65)
    t67 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t66, 0.0), axis=3, keep_dims=True)
    t68 = (t66) / (t67)
    t69 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t68, 0.0), axis=2, keep_dims=True)
    t70 = (t68) / (t69)
    t71 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t70, 0.0), axis=3, keep_dims=True)
    t72 = (t70) / (t71)
    t73 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t72, 0.0), axis=2, keep_dims=True)
    t74 = (t72) / (t73)
    t75 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t74, 0.0), axis=3, keep_dims=True)
    t76 = (t74) / (t75)
    t77 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t76, 0.0), axis=2, keep_dims=True)
    t78 = (t76) / (t77)
    t79 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t78, 0.0), axis=3, keep_dims=True)
    t80 = (t78) / (t79)
    t81 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t80, 0.0), axis=2, keep_dims=True)
    t82 = (t80) / (t81)
    t83 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t82, 0.0), axis=3, keep_dims=True)
    t84 = (t82) / (t83)
    t85 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t84, 0.0), axis=2, keep_dims=True)
    t86 = (t84) / (t85)
    t87 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t86, 0.0), axis=3, keep_dims=True)
    t88 = (t86) / (t87)
    t89 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t88, 0.0), axis=2, keep_dims=True)
    t90 = (t88) / (t89)
    t91 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t90, 0.0), axis=3, keep_dims=True)
    t92 = (t90) / (t91)
    t93 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t92, 0.0), axis=2, keep_dims=True)
    t94 = (t92) / (t93)
    t95 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t94, 0.0), axis=3, keep_dims=True)
    t96 = (t94) / (t95)
    t97 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t96, 0.0), axis=2, keep_dims=True)
    t98 = (t96) / (t97)
    t99 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t98, 0.0), axis=3, keep_dims=True)
    t100 = (t98) / (t99)
    t101 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t100, 0.0), axis=2, keep_dims=True)
    t102 = (t100) / (t101)
    t103 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t102, 0.0), axis=3, keep_dims=True)
    t104 = (t102) / (t103)
    t105 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t104, 0.0), axis=2, keep_dims=True)
    t106 = (t104) / (t105)
    t107 = tl.load(m3_ptr + offs_n0[:, None, None, None] * m3_s0 + offs_c0[None, :, None, None] * m3_s1 + offs_n2[None, None, :, None] * m3_s2 + offs_n3[None, None, None, :] * m3_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t108 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t106, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t107, 0.0), 2), axis=3)
    tl.store(buf109_ptr + offs_n0[:, None, None, None] * buf109_s0 + offs_c0[None, :, None, None] * buf109_s1 + offs_n2[None, None, :, None] * buf109_s2 + offs_n3[None, None, None, :] * buf109_s3, t108, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :])


@triton.jit
def kernel_1(m2_ptr, m2_s0, m2_s1, m2_s2, m136_ptr, m136_s0, m136_s1, m136_s2, m150_ptr, m150_s0, m150_s1, m150_s2, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, states160_ptr, states160_s0, states160_s1, states160_s2, states160_s3, states160_s4, states160_s5, E_c0, E_c1, E_c2, E_n0, E_n1, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n3: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # stores states160: Collect over loop x_1.2[4]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n3 = tl.arange(0, F_n3)
    acc142 = tl.full([F_n0, T_c0, T_c2], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t135 = tl.load(m2_ptr + offs_n0[:, None, None] * m2_s0 + offs_c0[None, :, None] * m2_s1 + offs_c1[None, None, :] * m2_s2, mask=(offs_n0 < E_n0)[:, None, None] & (offs_c0 < E_c0)[None, :, None] & (offs_c1 < E_c1)[None, None, :], other=0).to(tl.float32)
        t140 = tl.load(m136_ptr + offs_c1[None, :, None] * m136_s1 + offs_c2[None, None, :] * m136_s2, mask=(offs_c1 < E_c1)[None, :, None] & (offs_c2 < E_c2)[None, None, :], other=0).to(tl.float32)
        t141 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, :], t135, 0.0), 3) * tl.expand_dims(tl.where((offs_c1 < E_c1)[None, :, None], t140, 0.0), 1), axis=2)
        acc142 = acc142 + t141
    t143 = tl.load(m2_ptr + offs_n0[:, None, None] * m2_s0 + offs_c0[None, :, None] * m2_s1 + offs_n1[None, None, :] * m2_s2, mask=(offs_n0 < E_n0)[:, None, None] & (offs_c0 < E_c0)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    t144 = (t143) * (t143)
    t145 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :], t144, 0.0), axis=2, keep_dims=True)
    t146 = t145 + 6.4e-05
    t147 = tl.rsqrt(t146)
    t148 = (acc142) * (t147)
    t149 = (t148) * (0.8)
    t154 = tl.load(m150_ptr + offs_c2[None, None, :] * m150_s2, mask=(offs_c2 < E_c2)[None, None, :], other=0).to(tl.float32)
    t155 = t149 + t154
    t156 = tl.reshape(t155, [F_n0, T_c0, 1, T_c2])
    t157 = 1.0 / (1.0 + tl.exp(-(t156)))
    t158 = tl.load(m3_ptr + offs_n0[:, None, None, None] * m3_s0 + offs_c0[None, :, None, None] * m3_s1 + offs_c2[None, None, :, None] * m3_s2 + offs_n3[None, None, None, :] * m3_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t159 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :], t157, 0.0), 4) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :, None], t158, 0.0), 2), axis=3)
    tl.store(states160_ptr + i_c0 * states160_s0 + i_c2 * states160_s1 + tl.arange(0, F_n0)[:, None, None, None] * states160_s2 + tl.arange(0, T_c0)[None, :, None, None] * states160_s3 + tl.arange(0, F_n3)[None, None, None, :] * states160_s5 + tl.zeros([F_n0, T_c0, 1, F_n3], tl.int32), t159)


@triton.jit
def kernel_2(buf109_ptr, buf109_s0, buf109_s1, buf109_s2, buf109_s3, m2_ptr, m2_s0, m2_s1, m2_s2, m112_ptr, m112_s0, m112_s1, m112_s2, m126_ptr, m126_s0, m126_s1, m126_s2, states160_ptr, states160_s0, states160_s1, states160_s2, states160_s3, states160_s4, states160_s5, m164_ptr, m164_s0, m164_s1, m164_s2, buf174_ptr, buf174_s0, buf174_s1, buf174_s2, buf174_s3, E_c0, E_c1, E_c2, E_n0, E_n1, E_n2, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf174: Combine over grid x.1@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n2 = tl.arange(0, F_n2)
    offs_n3 = tl.arange(0, F_n3)
    offs_n1 = tl.arange(0, F_n1)
    t110 = tl.load(buf109_ptr + offs_n0[:, None, None, None] * buf109_s0 + offs_c0[None, :, None, None] * buf109_s1 + offs_n2[None, None, :, None] * buf109_s2 + offs_n3[None, None, None, :] * buf109_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    acc118 = tl.full([F_n0, T_c0, F_n2], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t111 = tl.load(m2_ptr + offs_n0[:, None, None] * m2_s0 + offs_c0[None, :, None] * m2_s1 + offs_c1[None, None, :] * m2_s2, mask=(offs_n0 < E_n0)[:, None, None] & (offs_c0 < E_c0)[None, :, None] & (offs_c1 < E_c1)[None, None, :], other=0).to(tl.float32)
        t116 = tl.load(m112_ptr + offs_c1[None, :, None] * m112_s1 + offs_n2[None, None, :] * m112_s2, mask=(offs_c1 < E_c1)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
        t117 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, :], t111, 0.0), 3) * tl.expand_dims(tl.where((offs_c1 < E_c1)[None, :, None], t116, 0.0), 1), axis=2)
        acc118 = acc118 + t117
    t119 = tl.load(m2_ptr + offs_n0[:, None, None] * m2_s0 + offs_c0[None, :, None] * m2_s1 + offs_n1[None, None, :] * m2_s2, mask=(offs_n0 < E_n0)[:, None, None] & (offs_c0 < E_c0)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    t120 = (t119) * (t119)
    t121 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :], t120, 0.0), axis=2, keep_dims=True)
    t122 = t121 + 6.4e-05
    t123 = tl.rsqrt(t122)
    t124 = (acc118) * (t123)
    t125 = (t124) * (0.8)
    t130 = tl.load(m126_ptr + offs_n2[None, None, :] * m126_s2, mask=(offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t131 = t125 + t130
    t132 = tl.reshape(t131, [F_n0, T_c0, F_n2, 1])
    t133 = 1.0 / (1.0 + tl.exp(-(t132)))
    t134 = (t133) * (2.0)
    acc162 = tl.full([F_n0, T_c0, 1, F_n3], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t161 = tl.load(states160_ptr + i_c0 * states160_s0 + i_c2 * states160_s1 + tl.arange(0, F_n0)[:, None, None, None] * states160_s2 + tl.arange(0, T_c0)[None, :, None, None] * states160_s3 + tl.arange(0, F_n3)[None, None, None, :] * states160_s5 + tl.zeros([F_n0, T_c0, 1, F_n3], tl.int32))
        acc162 = acc162 + t161
    t163 = tl.reshape(acc162, [F_n0, T_c0, F_n3])
    t169 = tl.load(m164_ptr + offs_n3[None, :, None] * m164_s1 + offs_n3[None, None, :] * m164_s2, mask=(offs_n3 < E_n3)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t170 = tl.sum(tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, :], t163, 0.0), 3) * tl.expand_dims(tl.where((offs_n3 < E_n3)[None, :, None], t169, 0.0), 1), axis=2)
    t171 = tl.reshape(t170, [F_n0, T_c0, 1, F_n3])
    t172 = (t134) * (t171)
    t173 = t110 + t172
    tl.store(buf174_ptr + offs_n0[:, None, None, None] * buf174_s0 + offs_c0[None, :, None, None] * buf174_s1 + offs_n2[None, None, :, None] * buf174_s2 + offs_n3[None, None, None, :] * buf174_s3, t173, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :])


@triton.jit
def kernel_3(m1_ptr, m1_s0, m1_s1, m1_s2, m181_ptr, m181_s0, m181_s1, m181_s2, m188_ptr, m188_s0, m188_s1, m188_s2, m188_s3, buf174_ptr, buf174_s0, buf174_s1, buf174_s2, buf174_s3, m276_ptr, m276_s0, m276_s1, m276_s2, m282_ptr, m282_s0, m282_s1, m282_s2, m290_ptr, m290_s0, m290_s1, m290_s2, m296_ptr, m296_s0, m296_s1, m296_s2, m305_ptr, m305_s0, m305_s1, m305_s2, buf314_ptr, buf314_s0, buf314_s1, buf314_s2, buf314_s3, E_c0, E_n0, E_n1, E_n2, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c0: tl.constexpr):
    # writes buf314: Combine over grid x.1@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n3 = tl.arange(0, F_n3)
    offs_n2 = tl.arange(0, F_n2)
    t175 = tl.load(m1_ptr + offs_n0[:, None, None] * m1_s0 + offs_c0[None, :, None] * m1_s1 + offs_n1[None, None, :] * m1_s2, mask=(offs_n0 < E_n0)[:, None, None] & (offs_c0 < E_c0)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    t176 = (t175) * (t175)
    t177 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :], t176, 0.0), axis=2, keep_dims=True)
    t178 = t177 + 6.4e-05
    t179 = tl.rsqrt(t178)
    t180 = (t175) * (t179)
    t184 = tl.load(m181_ptr + offs_n1[None, :, None] * m181_s1 + offs_n3[None, None, :] * m181_s2, mask=(offs_n1 < E_n1)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t185 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :], t180, 0.0), 3) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :, None], t184, 0.0), 1), axis=2)
    t186 = tl.reshape(t185, [F_n0, T_c0, F_n2, F_n2])
    t187 = (t186) * (0.8)
    t191 = tl.load(m188_ptr + offs_n2[None, None, :, None] * m188_s2 + offs_n2[None, None, None, :] * m188_s3, mask=(offs_n2 < E_n2)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t192 = t187 + t191
    t193 = tl.exp(t192)
    t194 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t193, 0.0), axis=3, keep_dims=True)
    t195 = (t193) / (t194)
    t196 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t195, 0.0), axis=2, keep_dims=True)
    t197 = (t195) / (t196)
    t198 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t197, 0.0), axis=3, keep_dims=True)
    t199 = (t197) / (t198)
    t200 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t199, 0.0), axis=2, keep_dims=True)
    t201 = (t199) / (t200)
    t202 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t201, 0.0), axis=3, keep_dims=True)
    t203 = (t201) / (t202)
    t204 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t203, 0.0), axis=2, keep_dims=True)
    t205 = (t203) / (t204)
    t206 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t205, 0.0), axis=3, keep_dims=True)
    t207 = (t205) / (t206)
    t208 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t207, 0.0), axis=2, keep_dims=True)
    t209 = (t207) / (t208)
    t210 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t209, 0.0), axis=3, keep_dims=True)
    t211 = (t209) / (t210)
    t212 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t211, 0.0), axis=2, keep_dims=True)
    t213 = (t211) / (t212)
    t214 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t213, 0.0), axis=3, keep_dims=True)
    t215 = (t213) / (t214)
    t216 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t215, 0.0), axis=2, keep_dims=True)
    t217 = (t215) / (t216)
    t218 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t217, 0.0), axis=3, keep_dims=True)
    t219 = (t217) / (t218)
    t220 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t219, 0.0), axis=2, keep_dims=True)
    t221 = (t219) / (t220)
    t222 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t221, 0.0), axis=3, keep_dims=True)
    t223 = (t221) / (t222)
    t224 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t223, 0.0), axis=2, keep_dims=True)
    t225 = (t223) / (t224)
    t226 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t225, 0.0), axis=3, keep_dims=True)
    t227 = (t225) / (t226)
    t228 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t227, 0.0), axis=2, keep_dims=True)
    t229 = (t227) / (t228)
    t230 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t229, 0.0), axis=3, keep_dims=True)
    t231 = (t229) / (t230)
    t232 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t231, 0.0), axis=2, keep_dims=True)
    t233 = (t231) / (t232)
    t234 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t233, 0.0), axis=3, keep_dims=True)
    t235 = (t233) / (t234)
    t236 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t235, 0.0), axis=2, keep_dims=True)
    t237 = (t235) / (t236)
    t238 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t237, 0.0), axis=3, keep_dims=True)
    t239 = (t237) / (t238)
    t240 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t239, 0.0), axis=2, keep_dims=True)
    t241 = (t239) / (t240)
    t242 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t241, 0.0), axis=3, keep_dims=True)
    t243 = (t241) / (t242)
    t244 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t243, 0.0), axis=2, keep_dims=True)
    t245 = (t243) / (t244)
    t246 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t245, 0.0), axis=3, keep_dims=True)
    t247 = (t245) / (t246)
    t248 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t247, 0.0), axis=2, keep_dims=True)
    t249 = (t247) / (t248)
    t250 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t249, 0.0), axis=3, keep_dims=True)
    t251 = (t249) / (t250)
    t252 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t251, 0.0), axis=2, keep_dims=True)
    t253 = (t251) / (t252)
    t254 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t253, 0.0), axis=3, keep_dims=True)
    t255 = (t253) / (t254)
    t256 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t255, 0.0), axis=2, keep_dims=True)
    t257 = (t255) / (t256)
    t258 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t257, 0.0), axis=3, keep_dims=True)
    t259 = (t257) / (t258)
    t260 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t259, 0.0), axis=2, keep_dims=True)
    t261 = (t259) / (t260)
    t262 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t261, 0.0), axis=3, keep_dims=True)
    t263 = (t261) / (t262)
    t264 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t263, 0.0), axis=2, keep_dims=True)
    t265 = (t263) / (t264)
    t266 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t265, 0.0), axis=3, keep_dims=True)
    t267 = (t265) / (t266)
    t268 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t267, 0.0), axis=2, keep_dims=True)
    t269 = (t267) / (t268)
    t270 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t269, 0.0), axis=3, keep_dims=True)
    t271 = (t269) / (t270)
    t272 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t271, 0.0), axis=2, keep_dims=True)
    t273 = (t271) / (t272)
    t274 = tl.load(buf174_ptr + offs_n0[:, None, None, None] * buf174_s0 + offs_c0[None, :, None, None] * buf174_s1 + offs_n2[None, None, :, None] * buf174_s2 + offs_n3[None, None, None, :] * buf174_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t275 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t273, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t274, 0.0), 2), axis=3)
    t279 = tl.load(m276_ptr + offs_n1[None, :, None] * m276_s1 + offs_n2[None, None, :] * m276_s2, mask=(offs_n1 < E_n1)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t280 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :], t180, 0.0), 3) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :, None], t279, 0.0), 1), axis=2)
    t281 = (t280) * (0.8)
    t285 = tl.load(m282_ptr + offs_n2[None, None, :] * m282_s2, mask=(offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t286 = t281 + t285
    t287 = tl.reshape(t286, [F_n0, T_c0, F_n2, 1])
    t288 = 1.0 / (1.0 + tl.exp(-(t287)))
    t289 = (t288) * (2.0)
    t293 = tl.load(m290_ptr + offs_n1[None, :, None] * m290_s1 + offs_n2[None, None, :] * m290_s2, mask=(offs_n1 < E_n1)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t294 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :], t180, 0.0), 3) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :, None], t293, 0.0), 1), axis=2)
    t295 = (t294) * (0.8)
    t299 = tl.load(m296_ptr + offs_n2[None, None, :] * m296_s2, mask=(offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t300 = t295 + t299
    t301 = tl.reshape(t300, [F_n0, T_c0, 1, F_n2])
    t302 = 1.0 / (1.0 + tl.exp(-(t301)))
    t303 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t302, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t274, 0.0), 2), axis=3)
    t304 = tl.reshape(t303, [F_n0, T_c0, F_n3])
    t309 = tl.load(m305_ptr + offs_n3[None, :, None] * m305_s1 + offs_n3[None, None, :] * m305_s2, mask=(offs_n3 < E_n3)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t310 = tl.sum(tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, :], t304, 0.0), 3) * tl.expand_dims(tl.where((offs_n3 < E_n3)[None, :, None], t309, 0.0), 1), axis=2)
    t311 = tl.reshape(t310, [F_n0, T_c0, 1, F_n3])
    t312 = (t289) * (t311)
    t313 = t275 + t312
    tl.store(buf314_ptr + offs_n0[:, None, None, None] * buf314_s0 + offs_c0[None, :, None, None] * buf314_s1 + offs_n2[None, None, :, None] * buf314_s2 + offs_n3[None, None, None, :] * buf314_s3, t313, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :])


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
    kernel_0[(_cdiv(32, T['c0']),)](m2_ptr=m2, m2_s0=m2.stride(0), m2_s1=m2.stride(1), m2_s2=m2.stride(2), m5_ptr=m5, m5_s0=m5.stride(0), m5_s1=m5.stride(1), m5_s2=m5.stride(2), m20_ptr=m20, m20_s0=m20.stride(0), m20_s1=m20.stride(1), m20_s2=m20.stride(2), m20_s3=m20.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), buf109_ptr=buf109, buf109_s0=buf109.stride(0), buf109_s1=buf109.stride(1), buf109_s2=buf109.stride(2), buf109_s3=buf109.stride(3), E_c0=32, E_c1=64, E_n0=2, E_n1=64, E_n2=4, E_n3=16, F_n0=_pow2(2), F_n1=_pow2(64), F_n2=_pow2(4), F_n3=_pow2(16), T_c0=T['c0'], T_c1=T['c1'])
    m115 = inputs['phi_post']
    m114 = m115.narrow(0, 0, 1)
    m113 = m114.reshape([64, 4])
    m112 = m113.reshape([1, 64, 4])
    m129 = inputs['b_post']
    m128 = m129.narrow(0, 0, 1)
    m127 = m128.reshape([4])
    m126 = m127.reshape([1, 1, 4])
    m139 = inputs['phi_pre']
    m138 = m139.narrow(0, 0, 1)
    m137 = m138.reshape([64, 4])
    m136 = m137.reshape([1, 64, 4])
    m153 = inputs['b_pre']
    m152 = m153.narrow(0, 0, 1)
    m151 = m152.reshape([4])
    m150 = m151.reshape([1, 1, 4])
    states160 = torch.full([_cdiv(32, T['c0']), _cdiv(4, T['c2']), _pow2(2), T['c0'], 1, _pow2(16)], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(32, T['c0']) * _cdiv(4, T['c2']),)](m2_ptr=m2, m2_s0=m2.stride(0), m2_s1=m2.stride(1), m2_s2=m2.stride(2), m136_ptr=m136, m136_s0=m136.stride(0), m136_s1=m136.stride(1), m136_s2=m136.stride(2), m150_ptr=m150, m150_s0=m150.stride(0), m150_s1=m150.stride(1), m150_s2=m150.stride(2), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), states160_ptr=states160, states160_s0=states160.stride(0), states160_s1=states160.stride(1), states160_s2=states160.stride(2), states160_s3=states160.stride(3), states160_s4=states160.stride(4), states160_s5=states160.stride(5), E_c0=32, E_c1=64, E_c2=4, E_n0=2, E_n1=64, E_n3=16, F_n0=_pow2(2), F_n1=_pow2(64), F_n3=_pow2(16), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    m168 = inputs['w_layer']
    m167 = m168.narrow(0, 0, 1)
    m166 = m167.reshape([16, 16])
    m165 = m166.permute([1, 0])
    m164 = m165.reshape([1, 16, 16])
    buf174 = torch.full([2, 32, 4, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(32, T['c0']),)](buf109_ptr=buf109, buf109_s0=buf109.stride(0), buf109_s1=buf109.stride(1), buf109_s2=buf109.stride(2), buf109_s3=buf109.stride(3), m2_ptr=m2, m2_s0=m2.stride(0), m2_s1=m2.stride(1), m2_s2=m2.stride(2), m112_ptr=m112, m112_s0=m112.stride(0), m112_s1=m112.stride(1), m112_s2=m112.stride(2), m126_ptr=m126, m126_s0=m126.stride(0), m126_s1=m126.stride(1), m126_s2=m126.stride(2), states160_ptr=states160, states160_s0=states160.stride(0), states160_s1=states160.stride(1), states160_s2=states160.stride(2), states160_s3=states160.stride(3), states160_s4=states160.stride(4), states160_s5=states160.stride(5), m164_ptr=m164, m164_s0=m164.stride(0), m164_s1=m164.stride(1), m164_s2=m164.stride(2), buf174_ptr=buf174, buf174_s0=buf174.stride(0), buf174_s1=buf174.stride(1), buf174_s2=buf174.stride(2), buf174_s3=buf174.stride(3), E_c0=32, E_c1=64, E_c2=4, E_n0=2, E_n1=64, E_n2=4, E_n3=16, F_n0=_pow2(2), F_n1=_pow2(64), F_n2=_pow2(4), F_n3=_pow2(16), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    m1 = buf174.reshape([2, 32, 64])
    m183 = m8.narrow(0, 1, 1)
    m182 = m183.reshape([64, 16])
    m181 = m182.reshape([1, 64, 16])
    m190 = m23.narrow(0, 1, 1)
    m189 = m190.reshape([4, 4])
    m188 = m189.reshape([1, 1, 4, 4])
    m278 = m115.narrow(0, 1, 1)
    m277 = m278.reshape([64, 4])
    m276 = m277.reshape([1, 64, 4])
    m284 = m129.narrow(0, 1, 1)
    m283 = m284.reshape([4])
    m282 = m283.reshape([1, 1, 4])
    m292 = m139.narrow(0, 1, 1)
    m291 = m292.reshape([64, 4])
    m290 = m291.reshape([1, 64, 4])
    m298 = m153.narrow(0, 1, 1)
    m297 = m298.reshape([4])
    m296 = m297.reshape([1, 1, 4])
    m308 = m168.narrow(0, 1, 1)
    m307 = m308.reshape([16, 16])
    m306 = m307.permute([1, 0])
    m305 = m306.reshape([1, 16, 16])
    buf314 = torch.full([2, 32, 4, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(32, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m181_ptr=m181, m181_s0=m181.stride(0), m181_s1=m181.stride(1), m181_s2=m181.stride(2), m188_ptr=m188, m188_s0=m188.stride(0), m188_s1=m188.stride(1), m188_s2=m188.stride(2), m188_s3=m188.stride(3), buf174_ptr=buf174, buf174_s0=buf174.stride(0), buf174_s1=buf174.stride(1), buf174_s2=buf174.stride(2), buf174_s3=buf174.stride(3), m276_ptr=m276, m276_s0=m276.stride(0), m276_s1=m276.stride(1), m276_s2=m276.stride(2), m282_ptr=m282, m282_s0=m282.stride(0), m282_s1=m282.stride(1), m282_s2=m282.stride(2), m290_ptr=m290, m290_s0=m290.stride(0), m290_s1=m290.stride(1), m290_s2=m290.stride(2), m296_ptr=m296, m296_s0=m296.stride(0), m296_s1=m296.stride(1), m296_s2=m296.stride(2), m305_ptr=m305, m305_s0=m305.stride(0), m305_s1=m305.stride(1), m305_s2=m305.stride(2), buf314_ptr=buf314, buf314_s0=buf314.stride(0), buf314_s1=buf314.stride(1), buf314_s2=buf314.stride(2), buf314_s3=buf314.stride(3), E_c0=32, E_n0=2, E_n1=64, E_n2=4, E_n3=16, F_n0=_pow2(2), F_n1=_pow2(64), F_n2=_pow2(4), F_n3=_pow2(16), T_c0=T['c0'])
    return buf314


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
