"""qknorm_mla [small], candidate 1554: 2 kernel(s)

Rendered by EqiForge from candidate 1554 of qknorm_mla [small]: grid(q.1@1) loop(c_kv.1[32]: pair(sum, sum)) {loop(c_kv.2[64]: pair(sum, sum)) {loop(q.3[16]: sum)} loop(q.3[16]: sum)} loop(q.3[16]: sum) [12 mm] | grid(cut0.0@0, cut0.1@1, w_uv.3@3) [1 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid cut0.0@0[2]
    c1: grid cut0.1@1[4]
    c2: grid w_uv.3@3[16]
    c3: grid q.1@1[4]
    c4: loop c_kv.1[32]
    c5: loop c_kv.2[64]
    c6: loop q.3[16]

Run it on its own: `python kernels/f1554.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/qknorm_mla.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 1, "c1": 2, "c2": 8, "c3": 2, "c4": 16, "c5": 32, "c6": 8}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 2, "c1": 4, "c2": 16, "c3": 4, "c4": 32, "c5": 64, "c6": 16}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m4_ptr, m4_s0, m4_s1, m4_s2, m4_s3, m8_ptr, m8_s0, m8_s1, m8_s2, m8_s3, m12_ptr, m12_s0, m12_s1, m12_s2, m14_ptr, m14_s0, m14_s1, m14_s2, m43_ptr, m43_s0, m43_s1, m43_s2, m43_s3, m47_ptr, m47_s0, m47_s1, m47_s2, m47_s3, m51_ptr, m51_s0, m51_s1, m51_s2, m51_s3, m44_ptr, m44_s0, m44_s1, m44_s2, m44_s3, m56_ptr, m56_s0, m56_s1, m56_s2, m56_s3, m61_ptr, m61_s0, m61_s1, m61_s2, m65_ptr, m65_s0, m65_s1, m65_s2, m69_ptr, m69_s0, m69_s1, m69_s2, m62_ptr, m62_s0, m62_s1, m62_s2, m74_ptr, m74_s0, m74_s1, m74_s2, buf181_ptr, buf181_s0, buf181_s1, buf181_s2, buf181_s3, E_c3, E_c4, E_c5, E_c6, E_n0, E_n1, E_n2, E_n3, E_n4, E_n5, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, F_n4: tl.constexpr, F_n5: tl.constexpr, T_c3: tl.constexpr, T_c4: tl.constexpr, T_c5: tl.constexpr, T_c6: tl.constexpr):
    # writes buf181: Combine over grid q.1@1[4]
    pid = tl.program_id(0)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n0 = tl.arange(0, F_n0)
    offs_n3 = tl.arange(0, F_n3)
    offs_n4 = tl.arange(0, F_n4)
    offs_n5 = tl.arange(0, F_n5)
    t3 = tl.load(m1_ptr + offs_n1[:, None, None, None] * m1_s0 + offs_c3[None, :, None, None] * m1_s1 + offs_n2[None, None, None, :] * m1_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_c3 < E_c3)[None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t6 = tl.load(m4_ptr + offs_n2[None, None, None, :] * m4_s3, mask=(offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t7 = (t3) * (t6)
    t31 = (t3) * (t3)
    t32 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t31, 0.0), axis=3, keep_dims=True)
    t33 = t32 + 1.6e-05
    t34 = tl.rsqrt(t33)
    t45 = tl.load(m43_ptr + offs_n1[:, None, None, None] * m43_s0 + offs_c3[None, :, None, None] * m43_s1 + offs_n3[None, None, None, :] * m43_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_c3 < E_c3)[None, :, None, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t46 = -(t45)
    t48 = tl.load(m47_ptr + offs_n1[:, None, None, None] * m47_s0 + offs_c3[None, :, None, None] * m47_s1 + offs_n3[None, None, None, :] * m47_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_c3 < E_c3)[None, :, None, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    i49 = offs_n4[None, None, None, :] + tl.zeros([F_n1, T_c3, 1, F_n4], tl.int32)
    t50 = tl.where(i49 < 4, tl.gather(t46, tl.minimum(i49, F_n3 - 1), 3), tl.gather(t48, tl.minimum(tl.maximum(i49 - 4, 0), F_n3 - 1), 3))
    t53 = tl.load(m51_ptr + offs_n4[None, None, None, :] * m51_s3, mask=(offs_n4 < E_n4)[None, None, None, :], other=0).to(tl.float32)
    t54 = (t50) * (t53)
    t55 = tl.load(m44_ptr + offs_n1[:, None, None, None] * m44_s0 + offs_c3[None, :, None, None] * m44_s1 + offs_n4[None, None, None, :] * m44_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_c3 < E_c3)[None, :, None, None] & (offs_n4 < E_n4)[None, None, None, :], other=0).to(tl.float32)
    t58 = tl.load(m56_ptr + offs_n4[None, None, None, :] * m56_s3, mask=(offs_n4 < E_n4)[None, None, None, :], other=0).to(tl.float32)
    t59 = (t55) * (t58)
    t60 = t54 + t59
    t83 = tl.load(m62_ptr + offs_n1[:, None, None] * m62_s0 + offs_n5[None, :, None] * m62_s1 + offs_n4[None, None, :] * m62_s2, mask=(offs_n1 < E_n1)[:, None, None] & (offs_n5 < E_n5)[None, :, None] & (offs_n4 < E_n4)[None, None, :], other=0).to(tl.float32)
    t84 = tl.load(m74_ptr + offs_n5[None, :, None] * m74_s1 + offs_n4[None, None, :] * m74_s2, mask=(offs_n5 < E_n5)[None, :, None] & (offs_n4 < E_n4)[None, None, :], other=0).to(tl.float32)
    t85 = (t83) * (t84)
    t86 = tl.load(m61_ptr + offs_n1[:, None, None] * m61_s0 + offs_n5[None, :, None] * m61_s1 + offs_n3[None, None, :] * m61_s2, mask=(offs_n1 < E_n1)[:, None, None] & (offs_n5 < E_n5)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t87 = -(t86)
    t88 = tl.load(m65_ptr + offs_n1[:, None, None] * m65_s0 + offs_n5[None, :, None] * m65_s1 + offs_n3[None, None, :] * m65_s2, mask=(offs_n1 < E_n1)[:, None, None] & (offs_n5 < E_n5)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    i89 = offs_n4[None, None, :] + tl.zeros([F_n1, F_n5, F_n4], tl.int32)
    t90 = tl.where(i89 < 4, tl.gather(t87, tl.minimum(i89, F_n3 - 1), 2), tl.gather(t88, tl.minimum(tl.maximum(i89 - 4, 0), F_n3 - 1), 2))
    t91 = tl.load(m69_ptr + offs_n5[None, :, None] * m69_s1 + offs_n4[None, None, :] * m69_s2, mask=(offs_n5 < E_n5)[None, :, None] & (offs_n4 < E_n4)[None, None, :], other=0).to(tl.float32)
    t92 = (t90) * (t91)
    t93 = t85 + t92
    t94 = tl.reshape(t93, [F_n1, 1, F_n5, F_n4])
    t95 = tl.permute(t94, (0, 1, 3, 2))
    t96 = tl.sum(tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, None, :], t60, 0.0), 4) * tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, :, None], t95, 0.0), 2), axis=3)
    t100 = (t3) * (t3)
    t101 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t100, 0.0), axis=3, keep_dims=True)
    t102 = t101 + 1.6e-05
    t103 = tl.rsqrt(t102)
    acc107 = tl.full([F_n1, T_c3, 1, F_n0], 0.0, tl.float32)
    for i_c6 in range(0, tl.cdiv(E_c6, T_c6)):
        offs_c6 = i_c6 * T_c6 + tl.arange(0, T_c6)

        t97 = tl.load(m1_ptr + offs_n1[:, None, None, None] * m1_s0 + offs_c3[None, :, None, None] * m1_s1 + offs_c6[None, None, None, :] * m1_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_c3 < E_c3)[None, :, None, None] & (offs_c6 < E_c6)[None, None, None, :], other=0).to(tl.float32)
        t98 = tl.load(m4_ptr + offs_c6[None, None, None, :] * m4_s3, mask=(offs_c6 < E_c6)[None, None, None, :], other=0).to(tl.float32)
        t99 = (t97) * (t98)
        t104 = (t99) * (t103)
        t105 = tl.load(m8_ptr + offs_c3[None, :, None, None] * m8_s1 + offs_c6[None, None, :, None] * m8_s2 + offs_n0[None, None, None, :] * m8_s3, mask=(offs_c3 < E_c3)[None, :, None, None] & (offs_c6 < E_c6)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
        t106 = tl.sum(tl.expand_dims(tl.where((offs_c6 < E_c6)[None, None, None, :], t104, 0.0), 4) * tl.expand_dims(tl.where((offs_c6 < E_c6)[None, None, :, None], t105, 0.0), 2), axis=3)
        acc107 = acc107 + t106
    t108 = (acc107) * (4.0)
    t109 = tl.load(m12_ptr + offs_n1[:, None, None] * m12_s0 + offs_n5[None, :, None] * m12_s1 + offs_n0[None, None, :] * m12_s2, mask=(offs_n1 < E_n1)[:, None, None] & (offs_n5 < E_n5)[None, :, None] & (offs_n0 < E_n0)[None, None, :], other=0).to(tl.float32)
    t110 = tl.load(m14_ptr + offs_n0[None, None, :] * m14_s2, mask=(offs_n0 < E_n0)[None, None, :], other=0).to(tl.float32)
    t111 = (t109) * (t110)
    t112 = (t109) * (t109)
    t113 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, :], t112, 0.0), axis=2, keep_dims=True)
    t114 = t113 + 6.4e-05
    t115 = tl.rsqrt(t114)
    t116 = (t111) * (t115)
    t117 = tl.reshape(t116, [F_n1, 1, F_n5, F_n0])
    t118 = (t117) * (8.0)
    t119 = tl.permute(t118, (0, 1, 3, 2))
    t120 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, None, :], t108, 0.0), 4) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, :, None], t119, 0.0), 2), axis=3)
    t121 = t96 + t120
    t122 = tl.max(tl.where((offs_n5 < E_n5)[None, None, None, :], t121, -float('inf')), axis=3, keep_dims=True)
    acc135 = tl.full([F_n1, T_c3, 1, F_n0], 0.0, tl.float32)
    acc136 = tl.full([F_n1, T_c3, 1, F_n0], 0.0, tl.float32)
    for i_c4 in range(0, tl.cdiv(E_c4, T_c4)):
        offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)

        t18 = tl.load(m12_ptr + offs_n1[:, None, None] * m12_s0 + offs_c4[None, :, None] * m12_s1 + offs_n0[None, None, :] * m12_s2, mask=(offs_n1 < E_n1)[:, None, None] & (offs_c4 < E_c4)[None, :, None] & (offs_n0 < E_n0)[None, None, :], other=0).to(tl.float32)
        t19 = (t18) * (t18)
        t20 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, :], t19, 0.0), axis=2, keep_dims=True)
        t21 = t20 + 6.4e-05
        t22 = tl.rsqrt(t21)
        acc40 = tl.full([F_n1, T_c3, 1, T_c4], 0.0, tl.float32)
        acc41 = tl.full([F_n1, T_c3, 1, T_c4], 0.0, tl.float32)
        for i_c5 in range(0, tl.cdiv(E_c5, T_c5)):
            offs_c5 = i_c5 * T_c5 + tl.arange(0, T_c5)

            t10 = tl.load(m8_ptr + offs_c3[None, :, None, None] * m8_s1 + offs_n2[None, None, :, None] * m8_s2 + offs_c5[None, None, None, :] * m8_s3, mask=(offs_c3 < E_c3)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_c5 < E_c5)[None, None, None, :], other=0).to(tl.float32)
            t11 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t7, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t10, 0.0), 2), axis=3)
            t13 = tl.load(m12_ptr + offs_n1[:, None, None] * m12_s0 + offs_c4[None, :, None] * m12_s1 + offs_c5[None, None, :] * m12_s2, mask=(offs_n1 < E_n1)[:, None, None] & (offs_c4 < E_c4)[None, :, None] & (offs_c5 < E_c5)[None, None, :], other=0).to(tl.float32)
            t16 = tl.load(m14_ptr + offs_c5[None, None, :] * m14_s2, mask=(offs_c5 < E_c5)[None, None, :], other=0).to(tl.float32)
            t17 = (t13) * (t16)
            t23 = (t17) * (t22)
            t24 = tl.reshape(t23, [F_n1, 1, T_c4, T_c5])
            t25 = (t24) * (8.0)
            t26 = tl.permute(t25, (0, 1, 3, 2))
            t27 = tl.sum(tl.expand_dims(tl.where((offs_c5 < E_c5)[None, None, None, :], t11, 0.0), 4) * tl.expand_dims(tl.where((offs_c5 < E_c5)[None, None, :, None], t26, 0.0), 2), axis=3)
            acc38 = tl.full([F_n1, T_c3, 1, T_c5], 0.0, tl.float32)
            for i_c6 in range(0, tl.cdiv(E_c6, T_c6)):
                offs_c6 = i_c6 * T_c6 + tl.arange(0, T_c6)

                t28 = tl.load(m1_ptr + offs_n1[:, None, None, None] * m1_s0 + offs_c3[None, :, None, None] * m1_s1 + offs_c6[None, None, None, :] * m1_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_c3 < E_c3)[None, :, None, None] & (offs_c6 < E_c6)[None, None, None, :], other=0).to(tl.float32)
                t29 = tl.load(m4_ptr + offs_c6[None, None, None, :] * m4_s3, mask=(offs_c6 < E_c6)[None, None, None, :], other=0).to(tl.float32)
                t30 = (t28) * (t29)
                t35 = (t30) * (t34)
                t36 = tl.load(m8_ptr + offs_c3[None, :, None, None] * m8_s1 + offs_c6[None, None, :, None] * m8_s2 + offs_c5[None, None, None, :] * m8_s3, mask=(offs_c3 < E_c3)[None, :, None, None] & (offs_c6 < E_c6)[None, None, :, None] & (offs_c5 < E_c5)[None, None, None, :], other=0).to(tl.float32)
                t37 = tl.sum(tl.expand_dims(tl.where((offs_c6 < E_c6)[None, None, None, :], t35, 0.0), 4) * tl.expand_dims(tl.where((offs_c6 < E_c6)[None, None, :, None], t36, 0.0), 2), axis=3)
                acc38 = acc38 + t37
            t39 = tl.sum(tl.expand_dims(tl.where((offs_c5 < E_c5)[None, None, None, :], acc38, 0.0), 4) * tl.expand_dims(tl.where((offs_c5 < E_c5)[None, None, :, None], t26, 0.0), 2), axis=3)
            acc40 = acc40 + t27
            acc41 = acc41 + t39
        t42 = (acc41) * (4.0)
        t63 = tl.load(m61_ptr + offs_n1[:, None, None] * m61_s0 + offs_c4[None, :, None] * m61_s1 + offs_n3[None, None, :] * m61_s2, mask=(offs_n1 < E_n1)[:, None, None] & (offs_c4 < E_c4)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
        t64 = -(t63)
        t66 = tl.load(m65_ptr + offs_n1[:, None, None] * m65_s0 + offs_c4[None, :, None] * m65_s1 + offs_n3[None, None, :] * m65_s2, mask=(offs_n1 < E_n1)[:, None, None] & (offs_c4 < E_c4)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
        i67 = offs_n4[None, None, :] + tl.zeros([F_n1, T_c4, F_n4], tl.int32)
        t68 = tl.where(i67 < 4, tl.gather(t64, tl.minimum(i67, F_n3 - 1), 2), tl.gather(t66, tl.minimum(tl.maximum(i67 - 4, 0), F_n3 - 1), 2))
        t71 = tl.load(m69_ptr + offs_c4[None, :, None] * m69_s1 + offs_n4[None, None, :] * m69_s2, mask=(offs_c4 < E_c4)[None, :, None] & (offs_n4 < E_n4)[None, None, :], other=0).to(tl.float32)
        t72 = (t68) * (t71)
        t73 = tl.load(m62_ptr + offs_n1[:, None, None] * m62_s0 + offs_c4[None, :, None] * m62_s1 + offs_n4[None, None, :] * m62_s2, mask=(offs_n1 < E_n1)[:, None, None] & (offs_c4 < E_c4)[None, :, None] & (offs_n4 < E_n4)[None, None, :], other=0).to(tl.float32)
        t76 = tl.load(m74_ptr + offs_c4[None, :, None] * m74_s1 + offs_n4[None, None, :] * m74_s2, mask=(offs_c4 < E_c4)[None, :, None] & (offs_n4 < E_n4)[None, None, :], other=0).to(tl.float32)
        t77 = (t73) * (t76)
        t78 = t72 + t77
        t79 = tl.reshape(t78, [F_n1, 1, T_c4, F_n4])
        t80 = tl.permute(t79, (0, 1, 3, 2))
        t81 = tl.sum(tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, None, :], t60, 0.0), 4) * tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, :, None], t80, 0.0), 2), axis=3)
        t82 = t42 + t81
        t123 = t82 - (t122)
        t124 = (t123) * (0.2041241452319315)
        t125 = tl.exp(t124)
        t126 = (t18) * (t110)
        t127 = (t18) * (t18)
        t128 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, :], t127, 0.0), axis=2, keep_dims=True)
        t129 = t128 + 6.4e-05
        t130 = tl.rsqrt(t129)
        t131 = (t126) * (t130)
        t132 = tl.reshape(t131, [F_n1, 1, T_c4, F_n0])
        t133 = tl.sum(tl.expand_dims(tl.where((offs_c4 < E_c4)[None, None, None, :], t125, 0.0), 4) * tl.expand_dims(tl.where((offs_c4 < E_c4)[None, None, :, None], t132, 0.0), 2), axis=3)
        t134 = (t133) * (8.0)
        acc135 = acc135 + t134
        acc136 = acc136 + t133
    t137 = -(t45)
    i138 = offs_n4[None, None, None, :] + tl.zeros([F_n1, T_c3, 1, F_n4], tl.int32)
    t139 = tl.where(i138 < 4, tl.gather(t137, tl.minimum(i138, F_n3 - 1), 3), tl.gather(t48, tl.minimum(tl.maximum(i138 - 4, 0), F_n3 - 1), 3))
    t140 = (t139) * (t53)
    t141 = (t55) * (t58)
    t142 = t140 + t141
    t143 = (t83) * (t84)
    t144 = -(t86)
    i145 = offs_n4[None, None, :] + tl.zeros([F_n1, F_n5, F_n4], tl.int32)
    t146 = tl.where(i145 < 4, tl.gather(t144, tl.minimum(i145, F_n3 - 1), 2), tl.gather(t88, tl.minimum(tl.maximum(i145 - 4, 0), F_n3 - 1), 2))
    t147 = (t146) * (t91)
    t148 = t143 + t147
    t149 = tl.reshape(t148, [F_n1, 1, F_n5, F_n4])
    t150 = tl.permute(t149, (0, 1, 3, 2))
    t151 = tl.sum(tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, None, :], t142, 0.0), 4) * tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, :, None], t150, 0.0), 2), axis=3)
    t155 = (t3) * (t3)
    t156 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t155, 0.0), axis=3, keep_dims=True)
    t157 = t156 + 1.6e-05
    t158 = tl.rsqrt(t157)
    acc162 = tl.full([F_n1, T_c3, 1, F_n0], 0.0, tl.float32)
    for i_c6 in range(0, tl.cdiv(E_c6, T_c6)):
        offs_c6 = i_c6 * T_c6 + tl.arange(0, T_c6)

        t152 = tl.load(m1_ptr + offs_n1[:, None, None, None] * m1_s0 + offs_c3[None, :, None, None] * m1_s1 + offs_c6[None, None, None, :] * m1_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_c3 < E_c3)[None, :, None, None] & (offs_c6 < E_c6)[None, None, None, :], other=0).to(tl.float32)
        t153 = tl.load(m4_ptr + offs_c6[None, None, None, :] * m4_s3, mask=(offs_c6 < E_c6)[None, None, None, :], other=0).to(tl.float32)
        t154 = (t152) * (t153)
        t159 = (t154) * (t158)
        t160 = tl.load(m8_ptr + offs_c3[None, :, None, None] * m8_s1 + offs_c6[None, None, :, None] * m8_s2 + offs_n0[None, None, None, :] * m8_s3, mask=(offs_c3 < E_c3)[None, :, None, None] & (offs_c6 < E_c6)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
        t161 = tl.sum(tl.expand_dims(tl.where((offs_c6 < E_c6)[None, None, None, :], t159, 0.0), 4) * tl.expand_dims(tl.where((offs_c6 < E_c6)[None, None, :, None], t160, 0.0), 2), axis=3)
        acc162 = acc162 + t161
    t163 = (t109) * (t110)
    t164 = (t109) * (t109)
    t165 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, :], t164, 0.0), axis=2, keep_dims=True)
    t166 = t165 + 6.4e-05
    t167 = tl.rsqrt(t166)
    t168 = (t163) * (t167)
    t169 = tl.reshape(t168, [F_n1, 1, F_n5, F_n0])
    t170 = (t169) * (8.0)
    t171 = tl.permute(t170, (0, 1, 3, 2))
    t172 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, None, :], acc162, 0.0), 4) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, :, None], t171, 0.0), 2), axis=3)
    t173 = (t172) * (4.0)
    t174 = t151 + t173
    t175 = tl.max(tl.where((offs_n5 < E_n5)[None, None, None, :], t174, -float('inf')), axis=3, keep_dims=True)
    t176 = t174 - (t175)
    t177 = (t176) * (0.2041241452319315)
    t178 = tl.exp(t177)
    t179 = tl.sum(tl.where((offs_n5 < E_n5)[None, None, None, :], t178, 0.0), axis=3, keep_dims=True)
    t180 = (acc135) / (t179)
    tl.store(buf181_ptr + offs_n1[:, None, None, None] * buf181_s0 + offs_c3[None, :, None, None] * buf181_s1 + offs_n0[None, None, None, :] * buf181_s3, t180, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_c3 < E_c3)[None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :])


@triton.jit
def kernel_1(buf181_ptr, buf181_s0, buf181_s1, buf181_s2, buf181_s3, m183_ptr, m183_s0, m183_s1, m183_s2, m183_s3, buf188_ptr, buf188_s0, buf188_s1, buf188_s2, buf188_s3, E_c0, E_c1, E_c2, E_n0, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf188: Combine over grid cut0.0@0[2], grid cut0.1@1[4], grid w_uv.3@3[16]
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
    t182 = tl.load(buf181_ptr + offs_c0[:, None, None, None] * buf181_s0 + offs_c1[None, :, None, None] * buf181_s1 + offs_n0[None, None, None, :] * buf181_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t186 = tl.load(m183_ptr + offs_c1[None, :, None, None] * m183_s1 + offs_n0[None, None, :, None] * m183_s2 + offs_c2[None, None, None, :] * m183_s3, mask=(offs_c1 < E_c1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
    t187 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, None, :], t182, 0.0), 4) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, :, None], t186, 0.0), 2), axis=3)
    tl.store(buf188_ptr + offs_c0[:, None, None, None] * buf188_s0 + offs_c1[None, :, None, None] * buf188_s1 + offs_c2[None, None, None, :] * buf188_s3, t187, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_c2 < E_c2)[None, None, None, :])


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
    m12 = inputs['c_kv']
    m15 = inputs['w_kv_norm']
    m14 = m15.reshape([1, 1, 64])
    m44 = m2.narrow(3, 16, 8)
    m43 = m44.narrow(3, 4, 4)
    m47 = m44.narrow(3, 0, 4)
    m52 = inputs['sin_q']
    m51 = m52.reshape([1, 1, 1, 8])
    m57 = inputs['cos_q']
    m56 = m57.reshape([1, 1, 1, 8])
    m62 = inputs['k_pe']
    m61 = m62.narrow(2, 4, 4)
    m65 = m62.narrow(2, 0, 4)
    m70 = inputs['sin_k']
    m69 = m70.reshape([1, 32, 8])
    m75 = inputs['cos_k']
    m74 = m75.reshape([1, 32, 8])
    buf181 = torch.full([2, 4, 1, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(4, T['c3']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m4_ptr=m4, m4_s0=m4.stride(0), m4_s1=m4.stride(1), m4_s2=m4.stride(2), m4_s3=m4.stride(3), m8_ptr=m8, m8_s0=m8.stride(0), m8_s1=m8.stride(1), m8_s2=m8.stride(2), m8_s3=m8.stride(3), m12_ptr=m12, m12_s0=m12.stride(0), m12_s1=m12.stride(1), m12_s2=m12.stride(2), m14_ptr=m14, m14_s0=m14.stride(0), m14_s1=m14.stride(1), m14_s2=m14.stride(2), m43_ptr=m43, m43_s0=m43.stride(0), m43_s1=m43.stride(1), m43_s2=m43.stride(2), m43_s3=m43.stride(3), m47_ptr=m47, m47_s0=m47.stride(0), m47_s1=m47.stride(1), m47_s2=m47.stride(2), m47_s3=m47.stride(3), m51_ptr=m51, m51_s0=m51.stride(0), m51_s1=m51.stride(1), m51_s2=m51.stride(2), m51_s3=m51.stride(3), m44_ptr=m44, m44_s0=m44.stride(0), m44_s1=m44.stride(1), m44_s2=m44.stride(2), m44_s3=m44.stride(3), m56_ptr=m56, m56_s0=m56.stride(0), m56_s1=m56.stride(1), m56_s2=m56.stride(2), m56_s3=m56.stride(3), m61_ptr=m61, m61_s0=m61.stride(0), m61_s1=m61.stride(1), m61_s2=m61.stride(2), m65_ptr=m65, m65_s0=m65.stride(0), m65_s1=m65.stride(1), m65_s2=m65.stride(2), m69_ptr=m69, m69_s0=m69.stride(0), m69_s1=m69.stride(1), m69_s2=m69.stride(2), m62_ptr=m62, m62_s0=m62.stride(0), m62_s1=m62.stride(1), m62_s2=m62.stride(2), m74_ptr=m74, m74_s0=m74.stride(0), m74_s1=m74.stride(1), m74_s2=m74.stride(2), buf181_ptr=buf181, buf181_s0=buf181.stride(0), buf181_s1=buf181.stride(1), buf181_s2=buf181.stride(2), buf181_s3=buf181.stride(3), E_c3=4, E_c4=32, E_c5=64, E_c6=16, E_n0=64, E_n1=2, E_n2=16, E_n3=4, E_n4=8, E_n5=32, F_n0=_pow2(64), F_n1=_pow2(2), F_n2=_pow2(16), F_n3=_pow2(4), F_n4=_pow2(8), F_n5=_pow2(32), T_c3=T['c3'], T_c4=T['c4'], T_c5=T['c5'], T_c6=T['c6'])
    m185 = inputs['w_uv']
    m184 = m185.permute([0, 2, 1])
    m183 = m184.reshape([1, 4, 64, 16])
    buf188 = torch.full([2, 4, 1, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(2, T['c0']) * _cdiv(4, T['c1']) * _cdiv(16, T['c2']),)](buf181_ptr=buf181, buf181_s0=buf181.stride(0), buf181_s1=buf181.stride(1), buf181_s2=buf181.stride(2), buf181_s3=buf181.stride(3), m183_ptr=m183, m183_s0=m183.stride(0), m183_s1=m183.stride(1), m183_s2=m183.stride(2), m183_s3=m183.stride(3), buf188_ptr=buf188, buf188_s0=buf188.stride(0), buf188_s1=buf188.stride(1), buf188_s2=buf188.stride(2), buf188_s3=buf188.stride(3), E_c0=2, E_c1=4, E_c2=16, E_n0=64, F_n0=_pow2(64), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    return buf188


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
