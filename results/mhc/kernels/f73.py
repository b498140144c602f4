"""mhc [small], candidate 73: 6 kernel(s)

Rendered by EqiForge from candidate 73 of mhc [small]: grid(x.1@1) loop(x.2[64]: sum) [2 mm] ; grid(x.1@1) loop(x.2[64]: sum) [1 mm] ; store(x_1.3[16]) loop(x.2[64]: sum) ; grid() loop(x_1.3[16]: sum) ; grid(b_res.2@2) | grid(x.1@1) [6 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.1@1[32]
    c1: grid b_res.2@2[4]
    c2: loop x.2[64]
    c3: loop x_1.3[16]

Run it on its own: `python kernels/f73.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/mhc.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 16, "c1": 2, "c2": 32, "c3": 8}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 32, "c1": 4, "c2": 64, "c3": 16}


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
def kernel_1(m2_ptr, m2_s0, m2_s1, m2_s2, m112_ptr, m112_s0, m112_s1, m112_s2, buf126_ptr, buf126_s0, buf126_s1, buf126_s2, E_c0, E_c2, E_n0, E_n1, E_n4, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n4: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # writes buf126: Combine over grid x.1@1[32]
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
    t125 = (t124) * (0.8)
    tl.store(buf126_ptr + offs_n0[:, None, None] * buf126_s0 + offs_c0[None, :, None] * buf126_s1 + offs_n4[None, None, :] * buf126_s2, t125, mask=(offs_n0 < E_n0)[:, None, None] & (offs_c0 < E_c0)[None, :, None] & (offs_n4 < E_n4)[None, None, :])


@triton.jit
def kernel_2(m2_ptr, m2_s0, m2_s1, m2_s2, m139_ptr, m139_s0, m139_s1, m139_s2, m153_ptr, m153_s0, m153_s1, m153_s2, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, states164_ptr, states164_s0, states164_s1, states164_s2, states164_s3, E_c2, E_c3, E_n0, E_n1, E_n2, E_n4, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n4: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # stores states164: Collect over loop x_1.3[16]
    pid = tl.program_id(0)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n2 = tl.arange(0, F_n2)
    offs_n4 = tl.arange(0, F_n4)
    offs_n1 = tl.arange(0, F_n1)
    acc145 = tl.full([F_n0, F_n2, F_n4], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t138 = tl.load(m2_ptr + offs_n0[:, None, None] * m2_s0 + offs_n2[None, :, None] * m2_s1 + offs_c2[None, None, :] * m2_s2, mask=(offs_n0 < E_n0)[:, None, None] & (offs_n2 < E_n2)[None, :, None] & (offs_c2 < E_c2)[None, None, :], other=0).to(tl.float32)
        t143 = tl.load(m139_ptr + offs_c2[None, :, None] * m139_s1 + offs_n4[None, None, :] * m139_s2, mask=(offs_c2 < E_c2)[None, :, None] & (offs_n4 < E_n4)[None, None, :], other=0).to(tl.float32)
        t144 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :], t138, 0.0), 3) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :, None], t143, 0.0), 1), axis=2)
        acc145 = acc145 + t144
    t146 = tl.load(m2_ptr + offs_n0[:, None, None] * m2_s0 + offs_n2[None, :, None] * m2_s1 + offs_n1[None, None, :] * m2_s2, mask=(offs_n0 < E_n0)[:, None, None] & (offs_n2 < E_n2)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    t147 = (t146) * (t146)
    t148 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :], t147, 0.0), axis=2, keep_dims=True)
    t149 = t148 + 6.4e-05
    t150 = tl.rsqrt(t149)
    t151 = (acc145) * (t150)
    t152 = (t151) * (0.8)
    t157 = tl.load(m153_ptr + offs_n4[None, None, :] * m153_s2, mask=(offs_n4 < E_n4)[None, None, :], other=0).to(tl.float32)
    t158 = t152 + t157
    t159 = tl.reshape(t158, [F_n0, F_n2, 1, F_n4])
    t160 = 1.0 / (1.0 + tl.exp(-(t159)))
    t161 = tl.load(m3_ptr + offs_n0[:, None, None, None] * m3_s0 + offs_n2[None, :, None, None] * m3_s1 + offs_n4[None, None, :, None] * m3_s2 + offs_c3[None, None, None, :] * m3_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_n4 < E_n4)[None, None, :, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
    t162 = tl.sum(tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, None, :], t160, 0.0), 4) * tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, :, None], t161, 0.0), 2), axis=3)
    t163 = tl.reshape(t162, [F_n0, F_n2, T_c3])
    tl.store(states164_ptr + i_c3 * states164_s0 + tl.arange(0, F_n0)[:, None, None] * states164_s1 + tl.arange(0, F_n2)[None, :, None] * states164_s2 + tl.arange(0, T_c3)[None, None, :] * states164_s3 + tl.zeros([F_n0, F_n2, T_c3], tl.int32), t163)


@triton.jit
def kernel_3(states164_ptr, states164_s0, states164_s1, states164_s2, states164_s3, m166_ptr, m166_s0, m166_s1, m166_s2, buf174_ptr, buf174_s0, buf174_s1, buf174_s2, E_c3, E_n0, E_n2, E_n3, F_n0: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c3: tl.constexpr):
    # writes buf174: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n2 = tl.arange(0, F_n2)
    offs_n3 = tl.arange(0, F_n3)
    acc173 = tl.full([F_n0, F_n2, F_n3], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t165 = tl.load(states164_ptr + i_c3 * states164_s0 + tl.arange(0, F_n0)[:, None, None] * states164_s1 + tl.arange(0, F_n2)[None, :, None] * states164_s2 + tl.arange(0, T_c3)[None, None, :] * states164_s3 + tl.zeros([F_n0, F_n2, T_c3], tl.int32))
        t171 = tl.load(m166_ptr + offs_c3[None, :, None] * m166_s1 + offs_n3[None, None, :] * m166_s2, mask=(offs_c3 < E_c3)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
        t172 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, :], t165, 0.0), 3) * tl.expand_dims(tl.where((offs_c3 < E_c3)[None, :, None], t171, 0.0), 1), axis=2)
        acc173 = acc173 + t172
    tl.store(buf174_ptr + offs_n0[:, None, None] * buf174_s0 + offs_n2[None, :, None] * buf174_s1 + offs_n3[None, None, :] * buf174_s2, acc173, mask=(offs_n0 < E_n0)[:, None, None] & (offs_n2 < E_n2)[None, :, None] & (offs_n3 < E_n3)[None, None, :])


@triton.jit
def kernel_4(buf109_ptr, buf109_s0, buf109_s1, buf109_s2, buf109_s3, buf126_ptr, buf126_s0, buf126_s1, buf126_s2, m128_ptr, m128_s0, m128_s1, m128_s2, m137_ptr, m137_s0, m137_s1, m137_s2, m137_s3, buf178_ptr, buf178_s0, buf178_s1, buf178_s2, buf178_s3, E_c1, E_n0, E_n2, E_n3, F_n0: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c1: tl.constexpr):
    # writes buf178: Combine over grid b_res.2@2[4]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n2 = tl.arange(0, F_n2)
    offs_n3 = tl.arange(0, F_n3)
    t110 = tl.load(buf109_ptr + offs_n0[:, None, None, None] * buf109_s0 + offs_n2[None, :, None, None] * buf109_s1 + offs_c1[None, None, :, None] * buf109_s2 + offs_n3[None, None, None, :] * buf109_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t127 = tl.load(buf126_ptr + offs_n0[:, None, None] * buf126_s0 + offs_n2[None, :, None] * buf126_s1 + offs_c1[None, None, :] * buf126_s2, mask=(offs_n0 < E_n0)[:, None, None] & (offs_n2 < E_n2)[None, :, None] & (offs_c1 < E_c1)[None, None, :], other=0).to(tl.float32)
    t132 = tl.load(m128_ptr + offs_c1[None, None, :] * m128_s2, mask=(offs_c1 < E_c1)[None, None, :], other=0).to(tl.float32)
    t133 = t127 + t132
    t134 = tl.reshape(t133, [F_n0, F_n2, T_c1, 1])
    t135 = 1.0 / (1.0 + tl.exp(-(t134)))
    t136 = (t135) * (2.0)
    t175 = tl.load(m137_ptr + offs_n0[:, None, None, None] * m137_s0 + offs_n2[None, :, None, None] * m137_s1 + offs_n3[None, None, None, :] * m137_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t176 = (t136) * (t175)
    t177 = t110 + t176
    tl.store(buf178_ptr + offs_n0[:, None, None, None] * buf178_s0 + offs_n2[None, :, None, None] * buf178_s1 + offs_c1[None, None, :, None] * buf178_s2 + offs_n3[None, None, None, :] * buf178_s3, t177, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :])


@triton.jit
def kernel_5(m1_ptr, m1_s0, m1_s1, m1_s2, m185_ptr, m185_s0, m185_s1, m185_s2, m192_ptr, m192_s0, m192_s1, m192_s2, m192_s3, buf178_ptr, buf178_s0, buf178_s1, buf178_s2, buf178_s3, m280_ptr, m280_s0, m280_s1, m280_s2, m286_ptr, m286_s0, m286_s1, m286_s2, m294_ptr, m294_s0, m294_s1, m294_s2, m300_ptr, m300_s0, m300_s1, m300_s2, m309_ptr, m309_s0, m309_s1, m309_s2, buf318_ptr, buf318_s0, buf318_s1, buf318_s2, buf318_s3, E_c0, E_n0, E_n1, E_n3, E_n4, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n3: tl.constexpr, F_n4: tl.constexpr, T_c0: tl.constexpr):
    # writes buf318: Combine over grid x.1@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n3 = tl.arange(0, F_n3)
    offs_n4 = tl.arange(0, F_n4)
    t179 = tl.load(m1_ptr + offs_n0[:, None, None] * m1_s0 + offs_c0[None, :, None] * m1_s1 + offs_n1[None, None, :] * m1_s2, mask=(offs_n0 < E_n0)[:, None, None] & (offs_c0 < E_c0)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    t180 = (t179) * (t179)
    t181 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :], t180, 0.0), axis=2, keep_dims=True)
    t182 = t181 + 6.4e-05
    t183 = tl.rsqrt(t182)
    t184 = (t179) * (t183)
    t188 = tl.load(m185_ptr + offs_n1[None, :, None] * m185_s1 + offs_n3[None, None, :] * m185_s2, mask=(offs_n1 < E_n1)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t189 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :], t184, 0.0), 3) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :, None], t188, 0.0), 1), axis=2)
    t190 = tl.reshape(t189, [F_n0, T_c0, F_n4, F_n4])
    t191 = (t190) * (0.8)
    t195 = tl.load(m192_ptr + offs_n4[None, None, :, None] * m192_s2 + offs_n4[None, None, None, :] * m192_s3, mask=(offs_n4 < E_n4)[None, None, :, None] & (offs_n4 < E_n4)[None, None, None, :], other=0).to(tl.float32)
    t196 = t191 + t195
    t197 = tl.exp(t196)
    t198 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t197, 0.0), axis=3, keep_dims=True)
    t199 = (t197) / (t198)
    t200 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t199, 0.0), axis=2, keep_dims=True)
    t201 = (t199) / (t200)
    t202 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t201, 0.0), axis=3, keep_dims=True)
    t203 = (t201) / (t202)
    t204 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t203, 0.0), axis=2, keep_dims=True)
    t205 = (t203) / (t204)
    t206 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t205, 0.0), axis=3, keep_dims=True)
    t207 = (t205) / (t206)
    t208 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t207, 0.0), axis=2, keep_dims=True)
    t209 = (t207) / (t208)
    t210 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t209, 0.0), axis=3, keep_dims=True)
    t211 = (t209) / (t210)
    t212 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t211, 0.0), axis=2, keep_dims=True)
    t213 = (t211) / (t212)
    t214 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t213, 0.0), axis=3, keep_dims=True)
    t215 = (t213) / (t214)
    t216 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t215, 0.0), axis=2, keep_dims=True)
    t217 = (t215) / (t216)
    t218 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t217, 0.0), axis=3, keep_dims=True)
    t219 = (t217) / (t218)
    t220 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t219, 0.0), axis=2, keep_dims=True)
    t221 = (t219) / (t220)
    t222 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t221, 0.0), axis=3, keep_dims=True)
    t223 = (t221) / (t222)
    t224 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t223, 0.0), axis=2, keep_dims=True)
    t225 = (t223) / (t224)
    t226 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t225, 0.0), axis=3, keep_dims=True)
    t227 = (t225) / (t226)
    t228 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t227, 0.0), axis=2, keep_dims=True)
    t229 = (t227) / (t228)
    t230 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t229, 0.0), axis=3, keep_dims=True)
    t231 = (t229) / (t230)
    t232 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t231, 0.0), axis=2, keep_dims=True)
    t233 = (t231) / (t232)
    t234 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t233, 0.0), axis=3, keep_dims=True)
    t235 = (t233) / (t234)
    t236 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t235, 0.0), axis=2, keep_dims=True)
    t237 = (t235) / (t236)
    t238 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t237, 0.0), axis=3, keep_dims=True)
    t239 = (t237) / (t238)
    t240 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t239, 0.0), axis=2, keep_dims=True)
    t241 = (t239) / (t240)
    t242 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t241, 0.0), axis=3, keep_dims=True)
    t243 = (t241) / (t242)
    t244 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t243, 0.0), axis=2, keep_dims=True)
    t245 = (t243) / (t244)
    t246 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t245, 0.0), axis=3, keep_dims=True)
    t247 = (t245) / (t246)
    t248 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t247, 0.0), axis=2, keep_dims=True)
    t249 = (t247) / (t248)
    t250 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t249, 0.0), axis=3, keep_dims=True)
    t251 = (t249) / (t250)
    t252 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t251, 0.0), axis=2, keep_dims=True)
    t253 = (t251) / (t252)
    t254 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t253, 0.0), axis=3, keep_dims=True)
    t255 = (t253) / (t254)
    t256 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t255, 0.0), axis=2, keep_dims=True)
    t257 = (t255) / (t256)
    t258 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t257, 0.0), axis=3, keep_dims=True)
    t259 = (t257) / (t258)
    t260 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t259, 0.0), axis=2, keep_dims=True)
    t261 = (t259) / (t260)
    t262 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t261, 0.0), axis=3, keep_dims=True)
    t263 = (t261) / (t262)
    t264 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t263, 0.0), axis=2, keep_dims=True)
    t265 = (t263) / (t264)
    t266 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t265, 0.0), axis=3, keep_dims=True)
    t267 = (t265) / (t266)
    t268 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t267, 0.0), axis=2, keep_dims=True)
    t269 = (t267) / (t268)
    t270 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t269, 0.0), axis=3, keep_dims=True)
    t271 = (t269) / (t270)
    t272 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t271, 0.0), axis=2, keep_dims=True)
    t273 = (t271) / (t272)
    t274 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t273, 0.0), axis=3, keep_dims=True)
    t275 = (t273) / (t274)
    t276 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t275, 0.0), axis=2, keep_dims=True)
    t277 = (t275) / (t276)
    t278 = tl.load(buf178_ptr + offs_n0[:, None, None, None] * buf178_s0 + offs_c0[None, :, None, None] * buf178_s1 + offs_n4[None, None, :, None] * buf178_s2 + offs_n3[None, None, None, :] * buf178_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n4 < E_n4)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t279 = tl.sum(tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, None, :], t277, 0.0), 4) * tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, :, None], t278, 0.0), 2), axis=3)
    t283 = tl.load(m280_ptr + offs_n1[None, :, None] * m280_s1 + offs_n4[None, None, :] * m280_s2, mask=(offs_n1 < E_n1)[None, :, None] & (offs_n4 < E_n4)[None, None, :], other=0).to(tl.float32)
    t284 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :], t184, 0.0), 3) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :, None], t283, 0.0), 1), axis=2)
    t285 = (t284) * (0.8)
    t289 = tl.load(m286_ptr + offs_n4[None, None, :] * m286_s2, mask=(offs_n4 < E_n4)[None, None, :], other=0).to(tl.float32)
    t290 = t285 + t289
    t291 = tl.reshape(t290, [F_n0, T_c0, F_n4, 1])
    t292 = 1.0 / (1.0 + tl.exp(-(t291)))
    t293 = (t292) * (2.0)
    t297 = tl.load(m294_ptr + offs_n1[None, :, None] * m294_s1 + offs_n4[None, None, :] * m294_s2, mask=(offs_n1 < E_n1)[None, :, None] & (offs_n4 < E_n4)[None, None, :], other=0).to(tl.float32)
    t298 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :], t184, 0.0), 3) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :, None], t297, 0.0), 1), axis=2)
    t299 = (t298) * (0.8)
    t303 = tl.load(m300_ptr + offs_n4[None, None, :] * m300_s2, mask=(offs_n4 < E_n4)[None, None, :], other=0).to(tl.float32)
    t304 = t299 + t303
    t305 = tl.reshape(t304, [F_n0, T_c0, 1, F_n4])
    t306 = 1.0 / (1.0 + tl.exp(-(t305)))
    t307 = tl.sum(tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, None, :], t306, 0.0), 4) * tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, :, None], t278, 0.0), 2), axis=3)
    t308 = tl.reshape(t307, [F_n0, T_c0, F_n3])
    t313 = tl.load(m309_ptr + offs_n3[None, :, None] * m309_s1 + offs_n3[None, None, :] * m309_s2, mask=(offs_n3 < E_n3)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t314 = tl.sum(tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, :], t308, 0.0), 3) * tl.expand_dims(tl.where((offs_n3 < E_n3)[None, :, None], t313, 0.0), 1), axis=2)
    t315 = tl.reshape(t314, [F_n0, T_c0, 1, F_n3])
    t316 = (t293) * (t315)
    t317 = t279 + t316
    tl.store(buf318_ptr + offs_n0[:, None, None, None] * buf318_s0 + offs_c0[None, :, None, None] * buf318_s1 + offs_n4[None, None, :, None] * buf318_s2 + offs_n3[None, None, None, :] * buf318_s3, t317, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n4 < E_n4)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :])


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
    buf126 = torch.full([2, 32, 4], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(32, T['c0']),)](m2_ptr=m2, m2_s0=m2.stride(0), m2_s1=m2.stride(1), m2_s2=m2.stride(2), m112_ptr=m112, m112_s0=m112.stride(0), m112_s1=m112.stride(1), m112_s2=m112.stride(2), buf126_ptr=buf126, buf126_s0=buf126.stride(0), buf126_s1=buf126.stride(1), buf126_s2=buf126.stride(2), E_c0=32, E_c2=64, E_n0=2, E_n1=64, E_n4=4, F_n0=_pow2(2), F_n1=_pow2(64), F_n4=_pow2(4), T_c0=T['c0'], T_c2=T['c2'])
    m131 = inputs['b_post']
    m130 = m131.narrow(0, 0, 1)
    m129 = m130.reshape([4])
    m128 = m129.reshape([1, 1, 4])
    m142 = inputs['phi_pre']
    m141 = m142.narrow(0, 0, 1)
    m140 = m141.reshape([64, 4])
    m139 = m140.reshape([1, 64, 4])
    m156 = inputs['b_pre']
    m155 = m156.narrow(0, 0, 1)
    m154 = m155.reshape([4])
    m153 = m154.reshape([1, 1, 4])
    states164 = torch.full([_cdiv(16, T['c3']), _pow2(2), _pow2(32), T['c3']], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(16, T['c3']),)](m2_ptr=m2, m2_s0=m2.stride(0), m2_s1=m2.stride(1), m2_s2=m2.stride(2), m139_ptr=m139, m139_s0=m139.stride(0), m139_s1=m139.stride(1), m139_s2=m139.stride(2), m153_ptr=m153, m153_s0=m153.stride(0), m153_s1=m153.stride(1), m153_s2=m153.stride(2), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), states164_ptr=states164, states164_s0=states164.stride(0), states164_s1=states164.stride(1), states164_s2=states164.stride(2), states164_s3=states164.stride(3), E_c2=64, E_c3=16, E_n0=2, E_n1=64, E_n2=32, E_n4=4, F_n0=_pow2(2), F_n1=_pow2(64), F_n2=_pow2(32), F_n4=_pow2(4), T_c2=T['c2'], T_c3=T['c3'])
    m170 = inputs['w_layer']
    m169 = m170.narrow(0, 0, 1)
    m168 = m169.reshape([16, 16])
    m167 = m168.permute([1, 0])
    m166 = m167.reshape([1, 16, 16])
    buf174 = torch.full([2, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(1,)](states164_ptr=states164, states164_s0=states164.stride(0), states164_s1=states164.stride(1), states164_s2=states164.stride(2), states164_s3=states164.stride(3), m166_ptr=m166, m166_s0=m166.stride(0), m166_s1=m166.stride(1), m166_s2=m166.stride(2), buf174_ptr=buf174, buf174_s0=buf174.stride(0), buf174_s1=buf174.stride(1), buf174_s2=buf174.stride(2), E_c3=16, E_n0=2, E_n2=32, E_n3=16, F_n0=_pow2(2), F_n2=_pow2(32), F_n3=_pow2(16), T_c3=T['c3'])
    m137 = buf174.reshape([2, 32, 1, 16])
    buf178 = torch.full([2, 32, 4, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(_cdiv(4, T['c1']),)](buf109_ptr=buf109, buf109_s0=buf109.stride(0), buf109_s1=buf109.stride(1), buf109_s2=buf109.stride(2), buf109_s3=buf109.stride(3), buf126_ptr=buf126, buf126_s0=buf126.stride(0), buf126_s1=buf126.stride(1), buf126_s2=buf126.stride(2), m128_ptr=m128, m128_s0=m128.stride(0), m128_s1=m128.stride(1), m128_s2=m128.stride(2), m137_ptr=m137, m137_s0=m137.stride(0), m137_s1=m137.stride(1), m137_s2=m137.stride(2), m137_s3=m137.stride(3), buf178_ptr=buf178, buf178_s0=buf178.stride(0), buf178_s1=buf178.stride(1), buf178_s2=buf178.stride(2), buf178_s3=buf178.stride(3), E_c1=4, E_n0=2, E_n2=32, E_n3=16, F_n0=_pow2(2), F_n2=_pow2(32), F_n3=_pow2(16), T_c1=T['c1'])
    m1 = buf178.reshape([2, 32, 64])
    m187 = m8.narrow(0, 1, 1)
    m186 = m187.reshape([64, 16])
    m185 = m186.reshape([1, 64, 16])
    m194 = m23.narrow(0, 1, 1)
    m193 = m194.reshape([4, 4])
    m192 = m193.reshape([1, 1, 4, 4])
    m282 = m115.narrow(0, 1, 1)
    m281 = m282.reshape([64, 4])
    m280 = m281.reshape([1, 64, 4])
    m288 = m131.narrow(0, 1, 1)
    m287 = m288.reshape([4])
    m286 = m287.reshape([1, 1, 4])
    m296 = m142.narrow(0, 1, 1)
    m295 = m296.reshape([64, 4])
    m294 = m295.reshape([1, 64, 4])
    m302 = m156.narrow(0, 1, 1)
    m301 = m302.reshape([4])
    m300 = m301.reshape([1, 1, 4])
    m312 = m170.narrow(0, 1, 1)
    m311 = m312.reshape([16, 16])
    m310 = m311.permute([1, 0])
    m309 = m310.reshape([1, 16, 16])
    buf318 = torch.full([2, 32, 4, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_5[(_cdiv(32, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m185_ptr=m185, m185_s0=m185.stride(0), m185_s1=m185.stride(1), m185_s2=m185.stride(2), m192_ptr=m192, m192_s0=m192.stride(0), m192_s1=m192.stride(1), m192_s2=m192.stride(2), m192_s3=m192.stride(3), buf178_ptr=buf178, buf178_s0=buf178.stride(0), buf178_s1=buf178.stride(1), buf178_s2=buf178.stride(2), buf178_s3=buf178.stride(3), m280_ptr=m280, m280_s0=m280.stride(0), m280_s1=m280.stride(1), m280_s2=m280.stride(2), m286_ptr=m286, m286_s0=m286.stride(0), m286_s1=m286.stride(1), m286_s2=m286.stride(2), m294_ptr=m294, m294_s0=m294.stride(0), m294_s1=m294.stride(1), m294_s2=m294.stride(2), m300_ptr=m300, m300_s0=m300.stride(0), m300_s1=m300.stride(1), m300_s2=m300.stride(2), m309_ptr=m309, m309_s0=m309.stride(0), m309_s1=m309.stride(1), m309_s2=m309.stride(2), buf318_ptr=buf318, buf318_s0=buf318.stride(0), buf318_s1=buf318.stride(1), buf318_s2=buf318.stride(2), buf318_s3=buf318.stride(3), E_c0=32, E_n0=2, E_n1=64, E_n3=16, E_n4=4, F_n0=_pow2(2), F_n1=_pow2(64), F_n3=_pow2(16), F_n4=_pow2(4), T_c0=T['c0'])
    return buf318


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
