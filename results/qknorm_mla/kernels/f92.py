"""qknorm_mla [small], candidate 92: 2 kernel(s)

Rendered by EqiForge from candidate 92 of qknorm_mla [small]: grid(q.0@0, q.1@1) loop(q.3[16]: sum) loop(c_kv.2[64]: sum) loop(q.3[16]: sum) loop(c_kv.1[32]: max) {loop(q.3[16]: sum)} [7 mm] | grid(cut0.0@0, cut0.1@1, w_uv.3@3) loop(cut0.3[64]: sum) [1 mm]
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

Run it on its own: `python kernels/f92.py` checks it once against PyTorch on random inputs.
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
def kernel_0(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m4_ptr, m4_s0, m4_s1, m4_s2, m4_s3, m8_ptr, m8_s0, m8_s1, m8_s2, m8_s3, m13_ptr, m13_s0, m13_s1, m13_s2, m15_ptr, m15_s0, m15_s1, m15_s2, m38_ptr, m38_s0, m38_s1, m38_s2, m38_s3, m42_ptr, m42_s0, m42_s1, m42_s2, m42_s3, m46_ptr, m46_s0, m46_s1, m46_s2, m46_s3, m39_ptr, m39_s0, m39_s1, m39_s2, m39_s3, m51_ptr, m51_s0, m51_s1, m51_s2, m51_s3, m56_ptr, m56_s0, m56_s1, m56_s2, m60_ptr, m60_s0, m60_s1, m60_s2, m64_ptr, m64_s0, m64_s1, m64_s2, m57_ptr, m57_s0, m57_s1, m57_s2, m69_ptr, m69_s0, m69_s1, m69_s2, buf132_ptr, buf132_s0, buf132_s1, buf132_s2, buf132_s3, E_c4, E_c5, E_c6, E_c7, E_c8, E_n0, E_n1, E_n2, E_n3, E_n4, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, F_n4: tl.constexpr, T_c4: tl.constexpr, T_c5: tl.constexpr, T_c6: tl.constexpr, T_c7: tl.constexpr, T_c8: tl.constexpr):
    # writes buf132: Combine over grid q.0@0[2], grid q.1@1[4]
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
    acc33 = tl.full([T_c4, T_c5, 1, 1], 0.0, tl.float32)
    for i_c6 in range(0, tl.cdiv(E_c6, T_c6)):
        offs_c6 = i_c6 * T_c6 + tl.arange(0, T_c6)

        t30 = tl.load(m1_ptr + offs_c4[:, None, None, None] * m1_s0 + offs_c5[None, :, None, None] * m1_s1 + offs_c6[None, None, None, :] * m1_s3, mask=(offs_c4 < E_c4)[:, None, None, None] & (offs_c5 < E_c5)[None, :, None, None] & (offs_c6 < E_c6)[None, None, None, :], other=0).to(tl.float32)
        t31 = (t30) * (t30)
        t32 = tl.sum(tl.where((offs_c6 < E_c6)[None, None, None, :], t31, 0.0), axis=3, keep_dims=True)
        acc33 = acc33 + t32
    t34 = (acc33) * (0.0625)
    t35 = t34 + 1e-06
    t36 = tl.rsqrt(t35)
    t37 = (t29) * (t36)
    t40 = tl.load(m38_ptr + offs_c4[:, None, None, None] * m38_s0 + offs_c5[None, :, None, None] * m38_s1 + offs_n2[None, None, None, :] * m38_s3, mask=(offs_c4 < E_c4)[:, None, None, None] & (offs_c5 < E_c5)[None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t41 = -(t40)
    t43 = tl.load(m42_ptr + offs_c4[:, None, None, None] * m42_s0 + offs_c5[None, :, None, None] * m42_s1 + offs_n2[None, None, None, :] * m42_s3, mask=(offs_c4 < E_c4)[:, None, None, None] & (offs_c5 < E_c5)[None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    i44 = offs_n3[None, None, None, :] + tl.zeros([T_c4, T_c5, 1, F_n3], tl.int32)
    t45 = tl.where(i44 < 4, tl.gather(t41, tl.minimum(i44, F_n2 - 1), 3), tl.gather(t43, tl.minimum(tl.maximum(i44 - 4, 0), F_n2 - 1), 3))
    t48 = tl.load(m46_ptr + offs_n3[None, None, None, :] * m46_s3, mask=(offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t49 = (t45) * (t48)
    t50 = tl.load(m39_ptr + offs_c4[:, None, None, None] * m39_s0 + offs_c5[None, :, None, None] * m39_s1 + offs_n3[None, None, None, :] * m39_s3, mask=(offs_c4 < E_c4)[:, None, None, None] & (offs_c5 < E_c5)[None, :, None, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t53 = tl.load(m51_ptr + offs_n3[None, None, None, :] * m51_s3, mask=(offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t54 = (t50) * (t53)
    t55 = t49 + t54
    t58 = tl.load(m56_ptr + offs_c4[:, None, None] * m56_s0 + offs_n1[None, :, None] * m56_s1 + offs_n2[None, None, :] * m56_s2, mask=(offs_c4 < E_c4)[:, None, None] & (offs_n1 < E_n1)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t59 = -(t58)
    t61 = tl.load(m60_ptr + offs_c4[:, None, None] * m60_s0 + offs_n1[None, :, None] * m60_s1 + offs_n2[None, None, :] * m60_s2, mask=(offs_c4 < E_c4)[:, None, None] & (offs_n1 < E_n1)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    i62 = offs_n3[None, None, :] + tl.zeros([T_c4, F_n1, F_n3], tl.int32)
    t63 = tl.where(i62 < 4, tl.gather(t59, tl.minimum(i62, F_n2 - 1), 2), tl.gather(t61, tl.minimum(tl.maximum(i62 - 4, 0), F_n2 - 1), 2))
    t66 = tl.load(m64_ptr + offs_n1[None, :, None] * m64_s1 + offs_n3[None, None, :] * m64_s2, mask=(offs_n1 < E_n1)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t67 = (t63) * (t66)
    t68 = tl.load(m57_ptr + offs_c4[:, None, None] * m57_s0 + offs_n1[None, :, None] * m57_s1 + offs_n3[None, None, :] * m57_s2, mask=(offs_c4 < E_c4)[:, None, None] & (offs_n1 < E_n1)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t71 = tl.load(m69_ptr + offs_n1[None, :, None] * m69_s1 + offs_n3[None, None, :] * m69_s2, mask=(offs_n1 < E_n1)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t72 = (t68) * (t71)
    t73 = t67 + t72
    t74 = tl.reshape(t73, [T_c4, 1, F_n1, F_n3])
    t75 = tl.permute(t74, (0, 1, 3, 2))
    t76 = tl.sum(tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, None, :], t55, 0.0), 4) * tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, :, None], t75, 0.0), 2), axis=3)
    t77 = t37 + t76
    t78 = (t50) * (t53)
    t79 = -(t40)
    i80 = offs_n3[None, None, None, :] + tl.zeros([T_c4, T_c5, 1, F_n3], tl.int32)
    t81 = tl.where(i80 < 4, tl.gather(t79, tl.minimum(i80, F_n2 - 1), 3), tl.gather(t43, tl.minimum(tl.maximum(i80 - 4, 0), F_n2 - 1), 3))
    t82 = (t81) * (t48)
    t83 = t78 + t82
    acc103 = tl.full([T_c4, T_c5, 1, F_n0], 0.0, tl.float32)
    for i_c6 in range(0, tl.cdiv(E_c6, T_c6)):
        offs_c6 = i_c6 * T_c6 + tl.arange(0, T_c6)

        t98 = tl.load(m1_ptr + offs_c4[:, None, None, None] * m1_s0 + offs_c5[None, :, None, None] * m1_s1 + offs_c6[None, None, None, :] * m1_s3, mask=(offs_c4 < E_c4)[:, None, None, None] & (offs_c5 < E_c5)[None, :, None, None] & (offs_c6 < E_c6)[None, None, None, :], other=0).to(tl.float32)
        t99 = tl.load(m4_ptr + offs_c6[None, None, None, :] * m4_s3, mask=(offs_c6 < E_c6)[None, None, None, :], other=0).to(tl.float32)
        t100 = (t98) * (t99)
        t101 = tl.load(m8_ptr + offs_c5[None, :, None, None] * m8_s1 + offs_c6[None, None, :, None] * m8_s2 + offs_n0[None, None, None, :] * m8_s3, mask=(offs_c5 < E_c5)[None, :, None, None] & (offs_c6 < E_c6)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
        t102 = tl.sum(tl.expand_dims(tl.where((offs_c6 < E_c6)[None, None, None, :], t100, 0.0), 4) * tl.expand_dims(tl.where((offs_c6 < E_c6)[None, None, :, None], t101, 0.0), 2), axis=3)
        acc103 = acc103 + t102
    t115 = tl.load(m1_ptr + offs_c4[:, None, None, None] * m1_s0 + offs_c5[None, :, None, None] * m1_s1 + offs_n4[None, None, None, :] * m1_s3, mask=(offs_c4 < E_c4)[:, None, None, None] & (offs_c5 < E_c5)[None, :, None, None] & (offs_n4 < E_n4)[None, None, None, :], other=0).to(tl.float32)
    t116 = (t115) * (t115)
    t117 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t116, 0.0), axis=3, keep_dims=True)
    t118 = (t117) * (0.0625)
    t119 = t118 + 1e-06
    t120 = tl.rsqrt(t119)
    acc124 = tl.full([T_c4, T_c5, 1, 1], -float('inf'), tl.float32)
    for i_c8 in range(0, tl.cdiv(E_c8, T_c8)):
        offs_c8 = i_c8 * T_c8 + tl.arange(0, T_c8)

        t84 = tl.load(m57_ptr + offs_c4[:, None, None] * m57_s0 + offs_c8[None, :, None] * m57_s1 + offs_n3[None, None, :] * m57_s2, mask=(offs_c4 < E_c4)[:, None, None] & (offs_c8 < E_c8)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
        t85 = tl.load(m69_ptr + offs_c8[None, :, None] * m69_s1 + offs_n3[None, None, :] * m69_s2, mask=(offs_c8 < E_c8)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
        t86 = (t84) * (t85)
        t87 = tl.load(m56_ptr + offs_c4[:, None, None] * m56_s0 + offs_c8[None, :, None] * m56_s1 + offs_n2[None, None, :] * m56_s2, mask=(offs_c4 < E_c4)[:, None, None] & (offs_c8 < E_c8)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
        t88 = -(t87)
        t89 = tl.load(m60_ptr + offs_c4[:, None, None] * m60_s0 + offs_c8[None, :, None] * m60_s1 + offs_n2[None, None, :] * m60_s2, mask=(offs_c4 < E_c4)[:, None, None] & (offs_c8 < E_c8)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
        i90 = offs_n3[None, None, :] + tl.zeros([T_c4, T_c8, F_n3], tl.int32)
        t91 = tl.where(i90 < 4, tl.gather(t88, tl.minimum(i90, F_n2 - 1), 2), tl.gather(t89, tl.minimum(tl.maximum(i90 - 4, 0), F_n2 - 1), 2))
        t92 = tl.load(m64_ptr + offs_c8[None, :, None] * m64_s1 + offs_n3[None, None, :] * m64_s2, mask=(offs_c8 < E_c8)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
        t93 = (t91) * (t92)
        t94 = t86 + t93
        t95 = tl.reshape(t94, [T_c4, 1, T_c8, F_n3])
        t96 = tl.permute(t95, (0, 1, 3, 2))
        t97 = tl.sum(tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, None, :], t83, 0.0), 4) * tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, :, None], t96, 0.0), 2), axis=3)
        t104 = tl.load(m13_ptr + offs_c4[:, None, None] * m13_s0 + offs_c8[None, :, None] * m13_s1 + offs_n0[None, None, :] * m13_s2, mask=(offs_c4 < E_c4)[:, None, None] & (offs_c8 < E_c8)[None, :, None] & (offs_n0 < E_n0)[None, None, :], other=0).to(tl.float32)
        t105 = (t104) * (t17)
        t106 = (t104) * (t104)
        t107 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, :], t106, 0.0), axis=2, keep_dims=True)
        t108 = t107 + 6.4e-05
        t109 = tl.rsqrt(t108)
        t110 = (t105) * (t109)
        t111 = tl.reshape(t110, [T_c4, 1, T_c8, F_n0])
        t112 = (t111) * (8.0)
        t113 = tl.permute(t112, (0, 1, 3, 2))
        t114 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, None, :], acc103, 0.0), 4) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, :, None], t113, 0.0), 2), axis=3)
        t121 = (t114) * (t120)
        t122 = t97 + t121
        t123 = tl.max(tl.where((offs_c8 < E_c8)[None, None, None, :], t122, -float('inf')), axis=3, keep_dims=True)
        acc124 = tl.maximum(acc124, t123)
    t125 = t77 - (acc124)
    t126 = (t125) * (0.2041241452319315)
    t127 = tl.exp(t126)
    t128 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :], t127, 0.0), 4) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :, None], t26, 0.0), 2), axis=3)
    t129 = (t128) * (8.0)
    t130 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t127, 0.0), axis=3, keep_dims=True)
    t131 = (t129) / (t130)
    tl.store(buf132_ptr + offs_c4[:, None, None, None] * buf132_s0 + offs_c5[None, :, None, None] * buf132_s1 + offs_n0[None, None, None, :] * buf132_s3, t131, mask=(offs_c4 < E_c4)[:, None, None, None] & (offs_c5 < E_c5)[None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :])


@triton.jit
def kernel_1(buf132_ptr, buf132_s0, buf132_s1, buf132_s2, buf132_s3, m134_ptr, m134_s0, m134_s1, m134_s2, m134_s3, buf140_ptr, buf140_s0, buf140_s1, buf140_s2, buf140_s3, E_c0, E_c1, E_c2, E_c3, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # writes buf140: Combine over grid cut0.0@0[2], grid cut0.1@1[4], grid w_uv.3@3[16]
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
    acc139 = tl.full([T_c0, T_c1, 1, T_c2], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t133 = tl.load(buf132_ptr + offs_c0[:, None, None, None] * buf132_s0 + offs_c1[None, :, None, None] * buf132_s1 + offs_c3[None, None, None, :] * buf132_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
        t137 = tl.load(m134_ptr + offs_c1[None, :, None, None] * m134_s1 + offs_c3[None, None, :, None] * m134_s2 + offs_c2[None, None, None, :] * m134_s3, mask=(offs_c1 < E_c1)[None, :, None, None] & (offs_c3 < E_c3)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
        t138 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, :], t133, 0.0), 4) * tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, :, None], t137, 0.0), 2), axis=3)
        acc139 = acc139 + t138
    tl.store(buf140_ptr + offs_c0[:, None, None, None] * buf140_s0 + offs_c1[None, :, None, None] * buf140_s1 + offs_c2[None, None, None, :] * buf140_s3, acc139, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_c2 < E_c2)[None, None, None, :])


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
    m39 = m2.narrow(3, 16, 8)
    m38 = m39.narrow(3, 4, 4)
    m42 = m39.narrow(3, 0, 4)
    m47 = inputs['sin_q']
    m46 = m47.reshape([1, 1, 1, 8])
    m52 = inputs['cos_q']
    m51 = m52.reshape([1, 1, 1, 8])
    m57 = inputs['k_pe']
    m56 = m57.narrow(2, 4, 4)
    m60 = m57.narrow(2, 0, 4)
    m65 = inputs['sin_k']
    m64 = m65.reshape([1, 32, 8])
    m70 = inputs['cos_k']
    m69 = m70.reshape([1, 32, 8])
    buf132 = torch.full([2, 4, 1, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(2, T['c4']) * _cdiv(4, T['c5']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m4_ptr=m4, m4_s0=m4.stride(0), m4_s1=m4.stride(1), m4_s2=m4.stride(2), m4_s3=m4.stride(3), m8_ptr=m8, m8_s0=m8.stride(0), m8_s1=m8.stride(1), m8_s2=m8.stride(2), m8_s3=m8.stride(3), m13_ptr=m13, m13_s0=m13.stride(0), m13_s1=m13.stride(1), m13_s2=m13.stride(2), m15_ptr=m15, m15_s0=m15.stride(0), m15_s1=m15.stride(1), m15_s2=m15.stride(2), m38_ptr=m38, m38_s0=m38.stride(0), m38_s1=m38.stride(1), m38_s2=m38.stride(2), m38_s3=m38.stride(3), m42_ptr=m42, m42_s0=m42.stride(0), m42_s1=m42.stride(1), m42_s2=m42.stride(2), m42_s3=m42.stride(3), m46_ptr=m46, m46_s0=m46.stride(0), m46_s1=m46.stride(1), m46_s2=m46.stride(2), m46_s3=m46.stride(3), m39_ptr=m39, m39_s0=m39.stride(0), m39_s1=m39.stride(1), m39_s2=m39.stride(2), m39_s3=m39.stride(3), m51_ptr=m51, m51_s0=m51.stride(0), m51_s1=m51.stride(1), m51_s2=m51.stride(2), m51_s3=m51.stride(3), m56_ptr=m56, m56_s0=m56.stride(0), m56_s1=m56.stride(1), m56_s2=m56.stride(2), m60_ptr=m60, m60_s0=m60.stride(0), m60_s1=m60.stride(1), m60_s2=m60.stride(2), m64_ptr=m64, m64_s0=m64.stride(0), m64_s1=m64.stride(1), m64_s2=m64.stride(2), m57_ptr=m57, m57_s0=m57.stride(0), m57_s1=m57.stride(1), m57_s2=m57.stride(2), m69_ptr=m69, m69_s0=m69.stride(0), m69_s1=m69.stride(1), m69_s2=m69.stride(2), buf132_ptr=buf132, buf132_s0=buf132.stride(0), buf132_s1=buf132.stride(1), buf132_s2=buf132.stride(2), buf132_s3=buf132.stride(3), E_c4=2, E_c5=4, E_c6=16, E_c7=64, E_c8=32, E_n0=64, E_n1=32, E_n2=4, E_n3=8, E_n4=16, F_n0=_pow2(64), F_n1=_pow2(32), F_n2=_pow2(4), F_n3=_pow2(8), F_n4=_pow2(16), T_c4=T['c4'], T_c5=T['c5'], T_c6=T['c6'], T_c7=T['c7'], T_c8=T['c8'])
    m136 = inputs['w_uv']
    m135 = m136.permute([0, 2, 1])
    m134 = m135.reshape([1, 4, 64, 16])
    buf140 = torch.full([2, 4, 1, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(2, T['c0']) * _cdiv(4, T['c1']) * _cdiv(16, T['c2']),)](buf132_ptr=buf132, buf132_s0=buf132.stride(0), buf132_s1=buf132.stride(1), buf132_s2=buf132.stride(2), buf132_s3=buf132.stride(3), m134_ptr=m134, m134_s0=m134.stride(0), m134_s1=m134.stride(1), m134_s2=m134.stride(2), m134_s3=m134.stride(3), buf140_ptr=buf140, buf140_s0=buf140.stride(0), buf140_s1=buf140.stride(1), buf140_s2=buf140.stride(2), buf140_s3=buf140.stride(3), E_c0=2, E_c1=4, E_c2=16, E_c3=64, T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'], T_c3=T['c3'])
    return buf140


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
