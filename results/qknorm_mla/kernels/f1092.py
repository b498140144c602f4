"""qknorm_mla [small], candidate 1092: 2 kernel(s)

Rendered by EqiForge from candidate 1092 of qknorm_mla [small]: grid(q.0@0, q.1@1) loop(c_kv.2[64]: pair(sum, sum)) {loop(q.3[16]: sum)} loop(c_kv.1[32]: max) [8 mm] | grid(cut0.0@0, cut0.1@1, w_uv.3@3) [1 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid cut0.0@0[2]
    c1: grid cut0.1@1[4]
    c2: grid w_uv.3@3[16]
    c3: grid q.0@0[2]
    c4: grid q.1@1[4]
    c5: loop c_kv.2[64]
    c6: loop q.3[16]
    c7: loop c_kv.1[32]

Run it on its own: `python kernels/f1092.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/qknorm_mla.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 1, "c1": 2, "c2": 8, "c3": 1, "c4": 2, "c5": 32, "c6": 8, "c7": 16}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 2, "c1": 4, "c2": 16, "c3": 2, "c4": 4, "c5": 64, "c6": 16, "c7": 32}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m4_ptr, m4_s0, m4_s1, m4_s2, m4_s3, m8_ptr, m8_s0, m8_s1, m8_s2, m8_s3, m20_ptr, m20_s0, m20_s1, m20_s2, m22_ptr, m22_s0, m22_s1, m22_s2, m39_ptr, m39_s0, m39_s1, m39_s2, m39_s3, m43_ptr, m43_s0, m43_s1, m43_s2, m43_s3, m47_ptr, m47_s0, m47_s1, m47_s2, m47_s3, m40_ptr, m40_s0, m40_s1, m40_s2, m40_s3, m52_ptr, m52_s0, m52_s1, m52_s2, m52_s3, m57_ptr, m57_s0, m57_s1, m57_s2, m61_ptr, m61_s0, m61_s1, m61_s2, m65_ptr, m65_s0, m65_s1, m65_s2, m58_ptr, m58_s0, m58_s1, m58_s2, m70_ptr, m70_s0, m70_s1, m70_s2, buf138_ptr, buf138_s0, buf138_s1, buf138_s2, buf138_s3, E_c3, E_c4, E_c5, E_c6, E_c7, E_n0, E_n1, E_n2, E_n3, E_n4, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, F_n4: tl.constexpr, T_c3: tl.constexpr, T_c4: tl.constexpr, T_c5: tl.constexpr, T_c6: tl.constexpr, T_c7: tl.constexpr):
    # writes buf138: Combine over grid q.0@0[2], grid q.1@1[4]
    pid = tl.program_id(0)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    i_c4 = pid % tl.cdiv(E_c4, T_c4)
    pid = pid // tl.cdiv(E_c4, T_c4)
    offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n0 = tl.arange(0, F_n0)
    offs_n3 = tl.arange(0, F_n3)
    offs_n4 = tl.arange(0, F_n4)
    t12 = tl.load(m1_ptr + offs_c3[:, None, None, None] * m1_s0 + offs_c4[None, :, None, None] * m1_s1 + offs_n1[None, None, None, :] * m1_s3, mask=(offs_c3 < E_c3)[:, None, None, None] & (offs_c4 < E_c4)[None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t13 = (t12) * (t12)
    t14 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t13, 0.0), axis=3, keep_dims=True)
    t15 = t14 + 1.6e-05
    t16 = tl.rsqrt(t15)
    t26 = tl.load(m20_ptr + offs_c3[:, None, None] * m20_s0 + offs_n2[None, :, None] * m20_s1 + offs_n0[None, None, :] * m20_s2, mask=(offs_c3 < E_c3)[:, None, None] & (offs_n2 < E_n2)[None, :, None] & (offs_n0 < E_n0)[None, None, :], other=0).to(tl.float32)
    t27 = (t26) * (t26)
    t28 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, :], t27, 0.0), axis=2, keep_dims=True)
    t29 = t28 + 6.4e-05
    t30 = tl.rsqrt(t29)
    acc37 = tl.full([T_c3, T_c4, 1, F_n2], 0.0, tl.float32)
    acc38 = tl.full([T_c3, T_c4, 1, F_n2], 0.0, tl.float32)
    for i_c5 in range(0, tl.cdiv(E_c5, T_c5)):
        offs_c5 = i_c5 * T_c5 + tl.arange(0, T_c5)

        acc18 = tl.full([T_c3, T_c4, 1, T_c5], 0.0, tl.float32)
        for i_c6 in range(0, tl.cdiv(E_c6, T_c6)):
            offs_c6 = i_c6 * T_c6 + tl.arange(0, T_c6)

            t3 = tl.load(m1_ptr + offs_c3[:, None, None, None] * m1_s0 + offs_c4[None, :, None, None] * m1_s1 + offs_c6[None, None, None, :] * m1_s3, mask=(offs_c3 < E_c3)[:, None, None, None] & (offs_c4 < E_c4)[None, :, None, None] & (offs_c6 < E_c6)[None, None, None, :], other=0).to(tl.float32)
            t6 = tl.load(m4_ptr + offs_c6[None, None, None, :] * m4_s3, mask=(offs_c6 < E_c6)[None, None, None, :], other=0).to(tl.float32)
            t7 = (t3) * (t6)
            t10 = tl.load(m8_ptr + offs_c4[None, :, None, None] * m8_s1 + offs_c6[None, None, :, None] * m8_s2 + offs_c5[None, None, None, :] * m8_s3, mask=(offs_c4 < E_c4)[None, :, None, None] & (offs_c6 < E_c6)[None, None, :, None] & (offs_c5 < E_c5)[None, None, None, :], other=0).to(tl.float32)
            t11 = tl.sum(tl.expand_dims(tl.where((offs_c6 < E_c6)[None, None, None, :], t7, 0.0), 4) * tl.expand_dims(tl.where((offs_c6 < E_c6)[None, None, :, None], t10, 0.0), 2), axis=3)
            t17 = (t11) * (t16)
            acc18 = acc18 + t17
        t19 = (acc18) * (4.0)
        t21 = tl.load(m20_ptr + offs_c3[:, None, None] * m20_s0 + offs_n2[None, :, None] * m20_s1 + offs_c5[None, None, :] * m20_s2, mask=(offs_c3 < E_c3)[:, None, None] & (offs_n2 < E_n2)[None, :, None] & (offs_c5 < E_c5)[None, None, :], other=0).to(tl.float32)
        t24 = tl.load(m22_ptr + offs_c5[None, None, :] * m22_s2, mask=(offs_c5 < E_c5)[None, None, :], other=0).to(tl.float32)
        t25 = (t21) * (t24)
        t31 = (t25) * (t30)
        t32 = tl.reshape(t31, [T_c3, 1, F_n2, T_c5])
        t33 = (t32) * (8.0)
        t34 = tl.permute(t33, (0, 1, 3, 2))
        t35 = tl.sum(tl.expand_dims(tl.where((offs_c5 < E_c5)[None, None, None, :], t19, 0.0), 4) * tl.expand_dims(tl.where((offs_c5 < E_c5)[None, None, :, None], t34, 0.0), 2), axis=3)
        t36 = tl.sum(tl.expand_dims(tl.where((offs_c5 < E_c5)[None, None, None, :], acc18, 0.0), 4) * tl.expand_dims(tl.where((offs_c5 < E_c5)[None, None, :, None], t34, 0.0), 2), axis=3)
        acc37 = acc37 + t35
        acc38 = acc38 + t36
    t41 = tl.load(m39_ptr + offs_c3[:, None, None, None] * m39_s0 + offs_c4[None, :, None, None] * m39_s1 + offs_n3[None, None, None, :] * m39_s3, mask=(offs_c3 < E_c3)[:, None, None, None] & (offs_c4 < E_c4)[None, :, None, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t42 = -(t41)
    t44 = tl.load(m43_ptr + offs_c3[:, None, None, None] * m43_s0 + offs_c4[None, :, None, None] * m43_s1 + offs_n3[None, None, None, :] * m43_s3, mask=(offs_c3 < E_c3)[:, None, None, None] & (offs_c4 < E_c4)[None, :, None, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    i45 = offs_n4[None, None, None, :] + tl.zeros([T_c3, T_c4, 1, F_n4], tl.int32)
    t46 = tl.where(i45 < 4, tl.gather(t42, tl.minimum(i45, F_n3 - 1), 3), tl.gather(t44, tl.minimum(tl.maximum(i45 - 4, 0), F_n3 - 1), 3))
    t49 = tl.load(m47_ptr + offs_n4[None, None, None, :] * m47_s3, mask=(offs_n4 < E_n4)[None, None, None, :], other=0).to(tl.float32)
    t50 = (t46) * (t49)
    t51 = tl.load(m40_ptr + offs_c3[:, None, None, None] * m40_s0 + offs_c4[None, :, None, None] * m40_s1 + offs_n4[None, None, None, :] * m40_s3, mask=(offs_c3 < E_c3)[:, None, None, None] & (offs_c4 < E_c4)[None, :, None, None] & (offs_n4 < E_n4)[None, None, None, :], other=0).to(tl.float32)
    t54 = tl.load(m52_ptr + offs_n4[None, None, None, :] * m52_s3, mask=(offs_n4 < E_n4)[None, None, None, :], other=0).to(tl.float32)
    t55 = (t51) * (t54)
    t56 = t50 + t55
    t59 = tl.load(m57_ptr + offs_c3[:, None, None] * m57_s0 + offs_n2[None, :, None] * m57_s1 + offs_n3[None, None, :] * m57_s2, mask=(offs_c3 < E_c3)[:, None, None] & (offs_n2 < E_n2)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t60 = -(t59)
    t62 = tl.load(m61_ptr + offs_c3[:, None, None] * m61_s0 + offs_n2[None, :, None] * m61_s1 + offs_n3[None, None, :] * m61_s2, mask=(offs_c3 < E_c3)[:, None, None] & (offs_n2 < E_n2)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    i63 = offs_n4[None, None, :] + tl.zeros([T_c3, F_n2, F_n4], tl.int32)
    t64 = tl.where(i63 < 4, tl.gather(t60, tl.minimum(i63, F_n3 - 1), 2), tl.gather(t62, tl.minimum(tl.maximum(i63 - 4, 0), F_n3 - 1), 2))
    t67 = tl.load(m65_ptr + offs_n2[None, :, None] * m65_s1 + offs_n4[None, None, :] * m65_s2, mask=(offs_n2 < E_n2)[None, :, None] & (offs_n4 < E_n4)[None, None, :], other=0).to(tl.float32)
    t68 = (t64) * (t67)
    t69 = tl.load(m58_ptr + offs_c3[:, None, None] * m58_s0 + offs_n2[None, :, None] * m58_s1 + offs_n4[None, None, :] * m58_s2, mask=(offs_c3 < E_c3)[:, None, None] & (offs_n2 < E_n2)[None, :, None] & (offs_n4 < E_n4)[None, None, :], other=0).to(tl.float32)
    t72 = tl.load(m70_ptr + offs_n2[None, :, None] * m70_s1 + offs_n4[None, None, :] * m70_s2, mask=(offs_n2 < E_n2)[None, :, None] & (offs_n4 < E_n4)[None, None, :], other=0).to(tl.float32)
    t73 = (t69) * (t72)
    t74 = t68 + t73
    t75 = tl.reshape(t74, [T_c3, 1, F_n2, F_n4])
    t76 = tl.permute(t75, (0, 1, 3, 2))
    t77 = tl.sum(tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, None, :], t56, 0.0), 4) * tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, :, None], t76, 0.0), 2), axis=3)
    t78 = acc37 + t77
    t79 = (t51) * (t54)
    t80 = -(t41)
    i81 = offs_n4[None, None, None, :] + tl.zeros([T_c3, T_c4, 1, F_n4], tl.int32)
    t82 = tl.where(i81 < 4, tl.gather(t80, tl.minimum(i81, F_n3 - 1), 3), tl.gather(t44, tl.minimum(tl.maximum(i81 - 4, 0), F_n3 - 1), 3))
    t83 = (t82) * (t49)
    t84 = t79 + t83
    t99 = tl.load(m4_ptr + offs_n1[None, None, None, :] * m4_s3, mask=(offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t100 = (t12) * (t99)
    t101 = (t12) * (t12)
    t102 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t101, 0.0), axis=3, keep_dims=True)
    t103 = t102 + 1.6e-05
    t104 = tl.rsqrt(t103)
    t105 = (t100) * (t104)
    t106 = tl.load(m8_ptr + offs_c4[None, :, None, None] * m8_s1 + offs_n1[None, None, :, None] * m8_s2 + offs_n0[None, None, None, :] * m8_s3, mask=(offs_c4 < E_c4)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t107 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :], t105, 0.0), 4) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :, None], t106, 0.0), 2), axis=3)
    t108 = (t107) * (4.0)
    t110 = tl.load(m22_ptr + offs_n0[None, None, :] * m22_s2, mask=(offs_n0 < E_n0)[None, None, :], other=0).to(tl.float32)
    acc123 = tl.full([T_c3, T_c4, 1, 1], -float('inf'), tl.float32)
    for i_c7 in range(0, tl.cdiv(E_c7, T_c7)):
        offs_c7 = i_c7 * T_c7 + tl.arange(0, T_c7)

        t85 = tl.load(m58_ptr + offs_c3[:, None, None] * m58_s0 + offs_c7[None, :, None] * m58_s1 + offs_n4[None, None, :] * m58_s2, mask=(offs_c3 < E_c3)[:, None, None] & (offs_c7 < E_c7)[None, :, None] & (offs_n4 < E_n4)[None, None, :], other=0).to(tl.float32)
        t86 = tl.load(m70_ptr + offs_c7[None, :, None] * m70_s1 + offs_n4[None, None, :] * m70_s2, mask=(offs_c7 < E_c7)[None, :, None] & (offs_n4 < E_n4)[None, None, :], other=0).to(tl.float32)
        t87 = (t85) * (t86)
        t88 = tl.load(m57_ptr + offs_c3[:, None, None] * m57_s0 + offs_c7[None, :, None] * m57_s1 + offs_n3[None, None, :] * m57_s2, mask=(offs_c3 < E_c3)[:, None, None] & (offs_c7 < E_c7)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
        t89 = -(t88)
        t90 = tl.load(m61_ptr + offs_c3[:, None, None] * m61_s0 + offs_c7[None, :, None] * m61_s1 + offs_n3[None, None, :] * m61_s2, mask=(offs_c3 < E_c3)[:, None, None] & (offs_c7 < E_c7)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
        i91 = offs_n4[None, None, :] + tl.zeros([T_c3, T_c7, F_n4], tl.int32)
        t92 = tl.where(i91 < 4, tl.gather(t89, tl.minimum(i91, F_n3 - 1), 2), tl.gather(t90, tl.minimum(tl.maximum(i91 - 4, 0), F_n3 - 1), 2))
        t93 = tl.load(m65_ptr + offs_c7[None, :, None] * m65_s1 + offs_n4[None, None, :] * m65_s2, mask=(offs_c7 < E_c7)[None, :, None] & (offs_n4 < E_n4)[None, None, :], other=0).to(tl.float32)
        t94 = (t92) * (t93)
        t95 = t87 + t94
        t96 = tl.reshape(t95, [T_c3, 1, T_c7, F_n4])
        t97 = tl.permute(t96, (0, 1, 3, 2))
        t98 = tl.sum(tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, None, :], t84, 0.0), 4) * tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, :, None], t97, 0.0), 2), axis=3)
        t109 = tl.load(m20_ptr + offs_c3[:, None, None] * m20_s0 + offs_c7[None, :, None] * m20_s1 + offs_n0[None, None, :] * m20_s2, mask=(offs_c3 < E_c3)[:, None, None] & (offs_c7 < E_c7)[None, :, None] & (offs_n0 < E_n0)[None, None, :], other=0).to(tl.float32)
        t111 = (t109) * (t110)
        t112 = (t109) * (t109)
        t113 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, :], t112, 0.0), axis=2, keep_dims=True)
        t114 = t113 + 6.4e-05
        t115 = tl.rsqrt(t114)
        t116 = (t111) * (t115)
        t117 = tl.reshape(t116, [T_c3, 1, T_c7, F_n0])
        t118 = (t117) * (8.0)
        t119 = tl.permute(t118, (0, 1, 3, 2))
        t120 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, None, :], t108, 0.0), 4) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, :, None], t119, 0.0), 2), axis=3)
        t121 = t98 + t120
        t122 = tl.max(tl.where((offs_c7 < E_c7)[None, None, None, :], t121, -float('inf')), axis=3, keep_dims=True)
        acc123 = tl.maximum(acc123, t122)
    t124 = t78 - (acc123)
    t125 = (t124) * (0.2041241452319315)
    t126 = tl.exp(t125)
    t127 = (t26) * (t110)
    t128 = (t26) * (t26)
    t129 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, :], t128, 0.0), axis=2, keep_dims=True)
    t130 = t129 + 6.4e-05
    t131 = tl.rsqrt(t130)
    t132 = (t127) * (t131)
    t133 = tl.reshape(t132, [T_c3, 1, F_n2, F_n0])
    t134 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t126, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t133, 0.0), 2), axis=3)
    t135 = (t134) * (8.0)
    t136 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t126, 0.0), axis=3, keep_dims=True)
    t137 = (t135) / (t136)
    tl.store(buf138_ptr + offs_c3[:, None, None, None] * buf138_s0 + offs_c4[None, :, None, None] * buf138_s1 + offs_n0[None, None, None, :] * buf138_s3, t137, mask=(offs_c3 < E_c3)[:, None, None, None] & (offs_c4 < E_c4)[None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :])


@triton.jit
def kernel_1(buf138_ptr, buf138_s0, buf138_s1, buf138_s2, buf138_s3, m140_ptr, m140_s0, m140_s1, m140_s2, m140_s3, buf145_ptr, buf145_s0, buf145_s1, buf145_s2, buf145_s3, E_c0, E_c1, E_c2, E_n0, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf145: Combine over grid cut0.0@0[2], grid cut0.1@1[4], grid w_uv.3@3[16]
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
    offs_n0 = tl.arange(0, F_n0)
    t139 = tl.load(buf138_ptr + offs_c0[:, None, None, None] * buf138_s0 + offs_c1[None, :, None, None] * buf138_s1 + offs_n0[None, None, None, :] * buf138_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t143 = tl.load(m140_ptr + offs_c1[None, :, None, None] * m140_s1 + offs_n0[None, None, :, None] * m140_s2 + offs_c2[None, None, None, :] * m140_s3, mask=(offs_c1 < E_c1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
    t144 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, None, :], t139, 0.0), 4) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, :, None], t143, 0.0), 2), axis=3)
    tl.store(buf145_ptr + offs_c0[:, None, None, None] * buf145_s0 + offs_c1[None, :, None, None] * buf145_s1 + offs_c2[None, None, None, :] * buf145_s3, t144, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_c2 < E_c2)[None, None, None, :])


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
    m20 = inputs['c_kv']
    m23 = inputs['w_kv_norm']
    m22 = m23.reshape([1, 1, 64])
    m40 = m2.narrow(3, 16, 8)
    m39 = m40.narrow(3, 4, 4)
    m43 = m40.narrow(3, 0, 4)
    m48 = inputs['sin_q']
    m47 = m48.reshape([1, 1, 1, 8])
    m53 = inputs['cos_q']
    m52 = m53.reshape([1, 1, 1, 8])
    m58 = inputs['k_pe']
    m57 = m58.narrow(2, 4, 4)
    m61 = m58.narrow(2, 0, 4)
    m66 = inputs['sin_k']
    m65 = m66.reshape([1, 32, 8])
    m71 = inputs['cos_k']
    m70 = m71.reshape([1, 32, 8])
    buf138 = torch.full([2, 4, 1, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(2, T['c3']) * _cdiv(4, T['c4']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m4_ptr=m4, m4_s0=m4.stride(0), m4_s1=m4.stride(1), m4_s2=m4.stride(2), m4_s3=m4.stride(3), m8_ptr=m8, m8_s0=m8.stride(0), m8_s1=m8.stride(1), m8_s2=m8.stride(2), m8_s3=m8.stride(3), m20_ptr=m20, m20_s0=m20.stride(0), m20_s1=m20.stride(1), m20_s2=m20.stride(2), m22_ptr=m22, m22_s0=m22.stride(0), m22_s1=m22.stride(1), m22_s2=m22.stride(2), m39_ptr=m39, m39_s0=m39.stride(0), m39_s1=m39.stride(1), m39_s2=m39.stride(2), m39_s3=m39.stride(3), m43_ptr=m43, m43_s0=m43.stride(0), m43_s1=m43.stride(1), m43_s2=m43.stride(2), m43_s3=m43.stride(3), m47_ptr=m47, m47_s0=m47.stride(0), m47_s1=m47.stride(1), m47_s2=m47.stride(2), m47_s3=m47.stride(3), m40_ptr=m40, m40_s0=m40.stride(0), m40_s1=m40.stride(1), m40_s2=m40.stride(2), m40_s3=m40.stride(3), m52_ptr=m52, m52_s0=m52.stride(0), m52_s1=m52.stride(1), m52_s2=m52.stride(2), m52_s3=m52.stride(3), m57_ptr=m57, m57_s0=m57.stride(0), m57_s1=m57.stride(1), m57_s2=m57.stride(2), m61_ptr=m61, m61_s0=m61.stride(0), m61_s1=m61.stride(1), m61_s2=m61.stride(2), m65_ptr=m65, m65_s0=m65.stride(0), m65_s1=m65.stride(1), m65_s2=m65.stride(2), m58_ptr=m58, m58_s0=m58.stride(0), m58_s1=m58.stride(1), m58_s2=m58.stride(2), m70_ptr=m70, m70_s0=m70.stride(0), m70_s1=m70.stride(1), m70_s2=m70.stride(2), buf138_ptr=buf138, buf138_s0=buf138.stride(0), buf138_s1=buf138.stride(1), buf138_s2=buf138.stride(2), buf138_s3=buf138.stride(3), E_c3=2, E_c4=4, E_c5=64, E_c6=16, E_c7=32, E_n0=64, E_n1=16, E_n2=32, E_n3=4, E_n4=8, F_n0=_pow2(64), F_n1=_pow2(16), F_n2=_pow2(32), F_n3=_pow2(4), F_n4=_pow2(8), T_c3=T['c3'], T_c4=T['c4'], T_c5=T['c5'], T_c6=T['c6'], T_c7=T['c7'])
    m142 = inputs['w_uv']
    m141 = m142.permute([0, 2, 1])
    m140 = m141.reshape([1, 4, 64, 16])
    buf145 = torch.full([2, 4, 1, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(2, T['c0']) * _cdiv(4, T['c1']) * _cdiv(16, T['c2']),)](buf138_ptr=buf138, buf138_s0=buf138.stride(0), buf138_s1=buf138.stride(1), buf138_s2=buf138.stride(2), buf138_s3=buf138.stride(3), m140_ptr=m140, m140_s0=m140.stride(0), m140_s1=m140.stride(1), m140_s2=m140.stride(2), m140_s3=m140.stride(3), buf145_ptr=buf145, buf145_s0=buf145.stride(0), buf145_s1=buf145.stride(1), buf145_s2=buf145.stride(2), buf145_s3=buf145.stride(3), E_c0=2, E_c1=4, E_c2=16, E_n0=64, F_n0=_pow2(64), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    return buf145


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
