"""qknorm_mla [small], candidate 81: 2 kernel(s)

Rendered by EqiForge from candidate 81 of qknorm_mla [small]: grid(q.0@0, q.1@1) loop(q.3[16]: sum) loop(c_kv.2[64]: sum) loop(c_kv.1[32]: max) {loop(q.3[16]: sum)} [7 mm] | grid(cut0.0@0, cut0.1@1, w_uv.3@3) loop(cut0.3[64]: sum) [1 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid cut0.0@0[2]
    c1: grid cut0.1@1[4]
    c2: grid w_uv.3@3[16]
    c3: loop cut0.3[64]
    c4: grid q.0@0[2]
    c5: grid q.1@1[4]
    c6: loop q.3[16]
    c7: loop c_kv.2[64]
    c8: loop c_kv.1[32]

Run it on its own: `python kernels/f81.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/qknorm_mla.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 1, "c1": 2, "c2": 8, "c3": 32, "c4": 1, "c5": 2, "c6": 8, "c7": 32, "c8": 16}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 2, "c1": 4, "c2": 16, "c3": 64, "c4": 2, "c5": 4, "c6": 16, "c7": 64, "c8": 32}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m4_ptr, m4_s0, m4_s1, m4_s2, m4_s3, m8_ptr, m8_s0, m8_s1, m8_s2, m8_s3, m13_ptr, m13_s0, m13_s1, m13_s2, m15_ptr, m15_s0, m15_s1, m15_s2, m37_ptr, m37_s0, m37_s1, m37_s2, m37_s3, m41_ptr, m41_s0, m41_s1, m41_s2, m41_s3, m45_ptr, m45_s0, m45_s1, m45_s2, m45_s3, m38_ptr, m38_s0, m38_s1, m38_s2, m38_s3, m50_ptr, m50_s0, m50_s1, m50_s2, m50_s3, m55_ptr, m55_s0, m55_s1, m55_s2, m59_ptr, m59_s0, m59_s1, m59_s2, m63_ptr, m63_s0, m63_s1, m63_s2, m56_ptr, m56_s0, m56_s1, m56_s2, m68_ptr, m68_s0, m68_s1, m68_s2, buf130_ptr, buf130_s0, buf130_s1, buf130_s2, buf130_s3, E_c4, E_c5, E_c6, E_c7, E_c8, E_n0, E_n1, E_n2, E_n3, E_n4, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, F_n4: tl.constexpr, T_c4: tl.constexpr, T_c5: tl.constexpr, T_c6: tl.constexpr, T_c7: tl.constexpr, T_c8: tl.constexpr):
    # writes buf130: Combine over grid q.0@0[2], grid q.1@1[4]
    pid = tl.program_id(0)
    i_c4 = pid % tl.cdiv(E_c4, T_c4)
    pid = pid // tl.cdiv(E_c4, T_c4)
    offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)
    i_c5 = pid % tl.cdiv(E_c5, T_c5)
    pid = pid // tl.cdiv(E_c5, T_c5)
    offs_c5 = i_c5 * T_c5 + tl.arange(0, T_c5)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n3 = tl.arange(0, F_n3)
    offs_n4 = tl.arange(0, F_n4)
    acc12 = tl.full([T_c4, T_c5, 1, F_n0], 0.0, tl.float32)
    for i_c6 in range(0, tl.cdiv(E_c6, T_c6)):
        offs_c6 = i_c6 * T_c6 + tl.arange(0, T_c6)

        t3 = tl.load(m1_ptr + offs_c4[:, None, None, None] * m1_s0 + offs_c5[None, :, None, None] * m1_s1 + offs_c6[None, None, None, :] * m1_s3, mask=(offs_c4 < E_c4)[:, None, None, None] & (offs_c5 < E_c5)[None, :, None, None] & (offs_c6 < E_c6)[None, None, None, :], other=0).to(tl.float32)
        t6 = tl.load(m4_ptr + offs_c6[None, None, None, :] * m4_s3, mask=(offs_c6 < E_c6)[None, None, None, :], other=0).to(tl.float32)
        t7 = (t3) * (t6)
        t10 = tl.load(m8_ptr + offs_c5[None, :, None, None] * m8_s1 + offs_c6[None, None, :, None] * m8_s2 + offs_n0[None, None, None, :] * m8_s3, mask=(offs_c5 < E_c5)[None, :, None, None] & (offs_c6 < E_c6)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
        t11 = tl.sum(tl.expand_dims(tl.where((offs_c6 < E_c6)[None, None, None, :], t7, 0.0), 4) * tl.expand_dims(tl.where((offs_c6 < E_c6)[None, None, :, None], t10, 0.0), 2), axis=3)
        acc12 = acc12 + t11
    t14 = tl.load(m13_ptr + offs_c4[:, None, None] * m13_s0 + offs_n1[None, :, None] * m13_s1 + offs_n0[None, None, :] * m13_s2, mask=(offs_c4 < E_c4)[:, None, None] & (offs_n1 < E_n1)[None, :, None] & (offs_n0 < E_n0)[None, None, :], other=0).to(tl.float32)
    t17 = tl.load(m15_ptr + offs_n0[None, None, :] * m15_s2, mask=(offs_n0 < E_n0)[None, None, :], other=0).to(tl.float32)
    t18 = (t14) * (t17)
    acc22 = tl.full([T_c4, F_n1, 1], 0.0, tl.float32)
    for i_c7 in range(0, tl.cdiv(E_c7, T_c7)):
        offs_c7 = i_c7 * T_c7 + tl.arange(0, T_c7)

        t19 = tl.load(m13_ptr + offs_c4[:, None, None] * m13_s0 + offs_n1[None, :, None] * m13_s1 + offs_c7[None, None, :] * m13_s2, mask=(offs_c4 < E_c4)[:, None, None] & (offs_n1 < E_n1)[None, :, None] & (offs_c7 < E_c7)[None, None, :], other=0).to(tl.float32)
        t20 = (t19) * (t19)
        t21 = tl.sum(tl.where((offs_c7 < E_c7)[None, None, :], t20, 0.0), axis=2, keep_dims=True)
        acc22 = acc22 + t21
    t23 = acc22 + 6.4e-05
    t24 = tl.rsqrt(t23)
    t25 = (t18) * (t24)
    t26 = tl.reshape(t25, [T_c4, 1, F_n1, F_n0])
    t27 = (t26) * (8.0)
    t28 = tl.permute(t27, (0, 1, 3, 2))
    t29 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, None, :], acc12, 0.0), 4) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, :, None], t28, 0.0), 2), axis=3)
    t30 = tl.load(m1_ptr + offs_c4[:, None, None, None] * m1_s0 + offs_c5[None, :, None, None] * m1_s1 + offs_n2[None, None, None, :] * m1_s3, mask=(offs_c4 < E_c4)[:, None, None, None] & (offs_c5 < E_c5)[None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t31 = (t30) * (t30)
    t32 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t31, 0.0), axis=3, keep_dims=True)
    t33 = (t32) * (0.0625)
    t34 = t33 + 1e-06
    t35 = tl.rsqrt(t34)
    t36 = (t29) * (t35)
    t39 = tl.load(m37_ptr + offs_c4[:, None, None, None] * m37_s0 + offs_c5[None, :, None, None] * m37_s1 + offs_n3[None, None, None, :] * m37_s3, mask=(offs_c4 < E_c4)[:, None, None, None] & (offs_c5 < E_c5)[None, :, None, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t40 = -(t39)
    t42 = tl.load(m41_ptr + offs_c4[:, None, None, None] * m41_s0 + offs_c5[None, :, None, None] * m41_s1 + offs_n3[None, None, None, :] * m41_s3, mask=(offs_c4 < E_c4)[:, None, None, None] & (offs_c5 < E_c5)[None, :, None, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    i43 = offs_n4[None, None, None, :] + tl.zeros([T_c4, T_c5, 1, F_n4], tl.int32)
    t44 = tl.where(i43 < 4, tl.gather(t40, tl.minimum(i43, F_n3 - 1), 3), tl.gather(t42, tl.minimum(tl.maximum(i43 - 4, 0), F_n3 - 1), 3))
    t47 = tl.load(m45_ptr + offs_n4[None, None, None, :] * m45_s3, mask=(offs_n4 < E_n4)[None, None, None, :], other=0).to(tl.float32)
    t48 = (t44) * (t47)
    t49 = tl.load(m38_ptr + offs_c4[:, None, None, None] * m38_s0 + offs_c5[None, :, None, None] * m38_s1 + offs_n4[None, None, None, :] * m38_s3, mask=(offs_c4 < E_c4)[:, None, None, None] & (offs_c5 < E_c5)[None, :, None, None] & (offs_n4 < E_n4)[None, None, None, :], other=0).to(tl.float32)
    t52 = tl.load(m50_ptr + offs_n4[None, None, None, :] * m50_s3, mask=(offs_n4 < E_n4)[None, None, None, :], other=0).to(tl.float32)
    t53 = (t49) * (t52)
    t54 = t48 + t53
    t57 = tl.load(m55_ptr + offs_c4[:, None, None] * m55_s0 + offs_n1[None, :, None] * m55_s1 + offs_n3[None, None, :] * m55_s2, mask=(offs_c4 < E_c4)[:, None, None] & (offs_n1 < E_n1)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t58 = -(t57)
    t60 = tl.load(m59_ptr + offs_c4[:, None, None] * m59_s0 + offs_n1[None, :, None] * m59_s1 + offs_n3[None, None, :] * m59_s2, mask=(offs_c4 < E_c4)[:, None, None] & (offs_n1 < E_n1)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    i61 = offs_n4[None, None, :] + tl.zeros([T_c4, F_n1, F_n4], tl.int32)
    t62 = tl.where(i61 < 4, tl.gather(t58, tl.minimum(i61, F_n3 - 1), 2), tl.gather(t60, tl.minimum(tl.maximum(i61 - 4, 0), F_n3 - 1), 2))
    t65 = tl.load(m63_ptr + offs_n1[None, :, None] * m63_s1 + offs_n4[None, None, :] * m63_s2, mask=(offs_n1 < E_n1)[None, :, None] & (offs_n4 < E_n4)[None, None, :], other=0).to(tl.float32)
    t66 = (t62) * (t65)
    t67 = tl.load(m56_ptr + offs_c4[:, None, None] * m56_s0 + offs_n1[None, :, None] * m56_s1 + offs_n4[None, None, :] * m56_s2, mask=(offs_c4 < E_c4)[:, None, None] & (offs_n1 < E_n1)[None, :, None] & (offs_n4 < E_n4)[None, None, :], other=0).to(tl.float32)
    t70 = tl.load(m68_ptr + offs_n1[None, :, None] * m68_s1 + offs_n4[None, None, :] * m68_s2, mask=(offs_n1 < E_n1)[None, :, None] & (offs_n4 < E_n4)[None, None, :], other=0).to(tl.float32)
    t71 = (t67) * (t70)
    t72 = t66 + t71
    t73 = tl.reshape(t72, [T_c4, 1, F_n1, F_n4])
    t74 = tl.permute(t73, (0, 1, 3, 2))
    t75 = tl.sum(tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, None, :], t54, 0.0), 4) * tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, :, None], t74, 0.0), 2), axis=3)
    t76 = t36 + t75
    t77 = (t49) * (t52)
    t78 = -(t39)
    i79 = offs_n4[None, None, None, :] + tl.zeros([T_c4, T_c5, 1, F_n4], tl.int32)
    t80 = tl.where(i79 < 4, tl.gather(t78, tl.minimum(i79, F_n3 - 1), 3), tl.gather(t42, tl.minimum(tl.maximum(i79 - 4, 0), F_n3 - 1), 3))
    t81 = (t80) * (t47)
    t82 = t77 + t81
    acc102 = tl.full([T_c4, T_c5, 1, F_n0], 0.0, tl.float32)
    for i_c6 in range(0, tl.cdiv(E_c6, T_c6)):
        offs_c6 = i_c6 * T_c6 + tl.arange(0, T_c6)

        t97 = tl.load(m1_ptr + offs_c4[:, None, None, None] * m1_s0 + offs_c5[None, :, None, None] * m1_s1 + offs_c6[None, None, None, :] * m1_s3, mask=(offs_c4 < E_c4)[:, None, None, None] & (offs_c5 < E_c5)[None, :, None, None] & (offs_c6 < E_c6)[None, None, None, :], other=0).to(tl.float32)
        t98 = tl.load(m4_ptr + offs_c6[None, None, None, :] * m4_s3, mask=(offs_c6 < E_c6)[None, None, None, :], other=0).to(tl.float32)
        t99 = (t97) * (t98)
        t100 = tl.load(m8_ptr + offs_c5[None, :, None, None] * m8_s1 + offs_c6[None, None, :, None] * m8_s2 + offs_n0[None, None, None, :] * m8_s3, mask=(offs_c5 < E_c5)[None, :, None, None] & (offs_c6 < E_c6)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
        t101 = tl.sum(tl.expand_dims(tl.where((offs_c6 < E_c6)[None, None, None, :], t99, 0.0), 4) * tl.expand_dims(tl.where((offs_c6 < E_c6)[None, None, :, None], t100, 0.0), 2), axis=3)
        acc102 = acc102 + t101
    t114 = (t30) * (t30)
    t115 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t114, 0.0), axis=3, keep_dims=True)
    t116 = (t115) * (0.0625)
    t117 = t116 + 1e-06
    t118 = tl.rsqrt(t117)
    acc122 = tl.full([T_c4, T_c5, 1, 1], -float('inf'), tl.float32)
    for i_c8 in range(0, tl.cdiv(E_c8, T_c8)):
        offs_c8 = i_c8 * T_c8 + tl.arange(0, T_c8)

        t83 = tl.load(m56_ptr + offs_c4[:, None, None] * m56_s0 + offs_c8[None, :, None] * m56_s1 + offs_n4[None, None, :] * m56_s2, mask=(offs_c4 < E_c4)[:, None, None] & (offs_c8 < E_c8)[None, :, None] & (offs_n4 < E_n4)[None, None, :], other=0).to(tl.float32)
        t84 = tl.load(m68_ptr + offs_c8[None, :, None] * m68_s1 + offs_n4[None, None, :] * m68_s2, mask=(offs_c8 < E_c8)[None, :, None] & (offs_n4 < E_n4)[None, None, :], other=0).to(tl.float32)
        t85 = (t83) * (t84)
        t86 = tl.load(m55_ptr + offs_c4[:, None, None] * m55_s0 + offs_c8[None, :, None] * m55_s1 + offs_n3[None, None, :] * m55_s2, mask=(offs_c4 < E_c4)[:, None, None] & (offs_c8 < E_c8)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
        t87 = -(t86)
        t88 = tl.load(m59_ptr + offs_c4[:, None, None] * m59_s0 + offs_c8[None, :, None] * m59_s1 + offs_n3[None, None, :] * m59_s2, mask=(offs_c4 < E_c4)[:, None, None] & (offs_c8 < E_c8)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
        i89 = offs_n4[None, None, :] + tl.zeros([T_c4, T_c8, F_n4], tl.int32)
        t90 = tl.where(i89 < 4, tl.gather(t87, tl.minimum(i89, F_n3 - 1), 2), tl.gather(t88, tl.minimum(tl.maximum(i89 - 4, 0), F_n3 - 1), 2))
        t91 = tl.load(m63_ptr + offs_c8[None, :, None] * m63_s1 + offs_n4[None, None, :] * m63_s2, mask=(offs_c8 < E_c8)[None, :, None] & (offs_n4 < E_n4)[None, None, :], other=0).to(tl.float32)
        t92 = (t90) * (t91)
        t93 = t85 + t92
        t94 = tl.reshape(t93, [T_c4, 1, T_c8, F_n4])
        t95 = tl.permute(t94, (0, 1, 3, 2))
        t96 = tl.sum(tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, None, :], t82, 0.0), 4) * tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, :, None], t95, 0.0), 2), axis=3)
        t103 = tl.load(m13_ptr + offs_c4[:, None, None] * m13_s0 + offs_c8[None, :, None] * m13_s1 + offs_n0[None, None, :] * m13_s2, mask=(offs_c4 < E_c4)[:, None, None] & (offs_c8 < E_c8)[None, :, None] & (offs_n0 < E_n0)[None, None, :], other=0).to(tl.float32)
        t104 = (t103) * (t17)
        t105 = (t103) * (t103)
        t106 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, :], t105, 0.0), axis=2, keep_dims=True)
        t107 = t106 + 6.4e-05
        t108 = tl.rsqrt(t107)
        t109 = (t104) * (t108)
        t110 = tl.reshape(t109, [T_c4, 1, T_c8, F_n0])
        t111 = (t110) * (8.0)
        t112 = tl.permute(t111, (0, 1, 3, 2))
        t113 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, None, :], acc102, 0.0), 4) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, :, None], t112, 0.0), 2), axis=3)
        t119 = (t113) * (t118)
        t120 = t96 + t119
        t121 = tl.max(tl.where((offs_c8 < E_c8)[None, None, None, :], t120, -float('inf')), axis=3, keep_dims=True)
        acc122 = tl.maximum(acc122, t121)
    t123 = t76 - (acc122)
    t124 = (t123) * (0.2041241452319315)
    t125 = tl.exp(t124)
    t126 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :], t125, 0.0), 4) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :, None], t26, 0.0), 2), axis=3)
    t127 = (t126) * (8.0)
    t128 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t125, 0.0), axis=3, keep_dims=True)
    t129 = (t127) / (t128)
    tl.store(buf130_ptr + offs_c4[:, None, None, None] * buf130_s0 + offs_c5[None, :, None, None] * buf130_s1 + offs_n0[None, None, None, :] * buf130_s3, t129, mask=(offs_c4 < E_c4)[:, None, None, None] & (offs_c5 < E_c5)[None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :])


@triton.jit
def kernel_1(buf130_ptr, buf130_s0, buf130_s1, buf130_s2, buf130_s3, m132_ptr, m132_s0, m132_s1, m132_s2, m132_s3, buf138_ptr, buf138_s0, buf138_s1, buf138_s2, buf138_s3, E_c0, E_c1, E_c2, E_c3, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # writes buf138: Combine over grid cut0.0@0[2], grid cut0.1@1[4], grid w_uv.3@3[16]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    acc137 = tl.full([T_c0, T_c1, 1, T_c2], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t131 = tl.load(buf130_ptr + offs_c0[:, None, None, None] * buf130_s0 + offs_c1[None, :, None, None] * buf130_s1 + offs_c3[None, None, None, :] * buf130_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
        t135 = tl.load(m132_ptr + offs_c1[None, :, None, None] * m132_s1 + offs_c3[None, None, :, None] * m132_s2 + offs_c2[None, None, None, :] * m132_s3, mask=(offs_c1 < E_c1)[None, :, None, None] & (offs_c3 < E_c3)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
        t136 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, :], t131, 0.0), 4) * tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, :, None], t135, 0.0), 2), axis=3)
        acc137 = acc137 + t136
    tl.store(buf138_ptr + offs_c0[:, None, None, None] * buf138_s0 + offs_c1[None, :, None, None] * buf138_s1 + offs_c2[None, None, None, :] * buf138_s3, acc137, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_c2 < E_c2)[None, None, None, :])


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
    m2 = inputs['q']
    m1 = m2.narrow(3, 0, 16)
    m5 = inputs['w_q_norm']
    m4 = m5.reshape([1, 1, 1, 16])
    m9 = inputs['w_uk']
    m8 = m9.reshape([1, 4, 16, 64])
    m13 = inputs['c_kv']
    m16 = inputs['w_kv_norm']
    m15 = m16.reshape([1, 1, 64])
    m38 = m2.narrow(3, 16, 8)
    m37 = m38.narrow(3, 4, 4)
    m41 = m38.narrow(3, 0, 4)
    m46 = inputs['sin_q']
    m45 = m46.reshape([1, 1, 1, 8])
    m51 = inputs['cos_q']
    m50 = m51.reshape([1, 1, 1, 8])
    m56 = inputs['k_pe']
    m55 = m56.narrow(2, 4, 4)
    m59 = m56.narrow(2, 0, 4)
    m64 = inputs['sin_k']
    m63 = m64.reshape([1, 32, 8])
    m69 = inputs['cos_k']
    m68 = m69.reshape([1, 32, 8])
    buf130 = torch.full([2, 4, 1, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(2, T['c4']) * _cdiv(4, T['c5']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m4_ptr=m4, m4_s0=m4.stride(0), m4_s1=m4.stride(1), m4_s2=m4.stride(2), m4_s3=m4.stride(3), m8_ptr=m8, m8_s0=m8.stride(0), m8_s1=m8.stride(1), m8_s2=m8.stride(2), m8_s3=m8.stride(3), m13_ptr=m13, m13_s0=m13.stride(0), m13_s1=m13.stride(1), m13_s2=m13.stride(2), m15_ptr=m15, m15_s0=m15.stride(0), m15_s1=m15.stride(1), m15_s2=m15.stride(2), m37_ptr=m37, m37_s0=m37.stride(0), m37_s1=m37.stride(1), m37_s2=m37.stride(2), m37_s3=m37.stride(3), m41_ptr=m41, m41_s0=m41.stride(0), m41_s1=m41.stride(1), m41_s2=m41.stride(2), m41_s3=m41.stride(3), m45_ptr=m45, m45_s0=m45.stride(0), m45_s1=m45.stride(1), m45_s2=m45.stride(2), m45_s3=m45.stride(3), m38_ptr=m38, m38_s0=m38.stride(0), m38_s1=m38.stride(1), m38_s2=m38.stride(2), m38_s3=m38.stride(3), m50_ptr=m50, m50_s0=m50.stride(0), m50_s1=m50.stride(1), m50_s2=m50.stride(2), m50_s3=m50.stride(3), m55_ptr=m55, m55_s0=m55.stride(0), m55_s1=m55.stride(1), m55_s2=m55.stride(2), m59_ptr=m59, m59_s0=m59.stride(0), m59_s1=m59.stride(1), m59_s2=m59.stride(2), m63_ptr=m63, m63_s0=m63.stride(0), m63_s1=m63.stride(1), m63_s2=m63.stride(2), m56_ptr=m56, m56_s0=m56.stride(0), m56_s1=m56.stride(1), m56_s2=m56.stride(2), m68_ptr=m68, m68_s0=m68.stride(0), m68_s1=m68.stride(1), m68_s2=m68.stride(2), buf130_ptr=buf130, buf130_s0=buf130.stride(0), buf130_s1=buf130.stride(1), buf130_s2=buf130.stride(2), buf130_s3=buf130.stride(3), E_c4=2, E_c5=4, E_c6=16, E_c7=64, E_c8=32, E_n0=64, E_n1=32, E_n2=16, E_n3=4, E_n4=8, F_n0=_pow2(64), F_n1=_pow2(32), F_n2=_pow2(16), F_n3=_pow2(4), F_n4=_pow2(8), T_c4=T['c4'], T_c5=T['c5'], T_c6=T['c6'], T_c7=T['c7'], T_c8=T['c8'])
    m134 = inputs['w_uv']
    m133 = m134.permute([0, 2, 1])
    m132 = m133.reshape([1, 4, 64, 16])
    buf138 = torch.full([2, 4, 1, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(2, T['c0']) * _cdiv(4, T['c1']) * _cdiv(16, T['c2']),)](buf130_ptr=buf130, buf130_s0=buf130.stride(0), buf130_s1=buf130.stride(1), buf130_s2=buf130.stride(2), buf130_s3=buf130.stride(3), m132_ptr=m132, m132_s0=m132.stride(0), m132_s1=m132.stride(1), m132_s2=m132.stride(2), m132_s3=m132.stride(3), buf138_ptr=buf138, buf138_s0=buf138.stride(0), buf138_s1=buf138.stride(1), buf138_s2=buf138.stride(2), buf138_s3=buf138.stride(3), E_c0=2, E_c1=4, E_c2=16, E_c3=64, T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'], T_c3=T['c3'])
    return buf138


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
