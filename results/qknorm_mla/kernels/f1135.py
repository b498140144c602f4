"""qknorm_mla [small], candidate 1135: 2 kernel(s)

Rendered by EqiForge from candidate 1135 of qknorm_mla [small]: grid(q.0@0, q.1@1) loop(c_kv.2[64]: sum) {loop(q.3[16]: pair(sum, sum))} loop(c_kv.1[32]: sum) [9 mm] | grid(cut0.0@0, cut0.1@1, w_uv.3@3) [1 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid cut0.0@0[2]
    c1: grid cut0.1@1[4]
    c2: grid w_uv.3@3[16]
    c3: grid q.0@0[2]
    c4: grid q.1@1[4]
    c5: loop c_kv.2[64]
    c6: loop q.3[16]
    c7: loop c_kv.1[32]

Run it on its own: `python kernels/f1135.py` checks it once against PyTorch on random inputs.
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
def kernel_0(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m4_ptr, m4_s0, m4_s1, m4_s2, m4_s3, m8_ptr, m8_s0, m8_s1, m8_s2, m8_s3, m20_ptr, m20_s0, m20_s1, m20_s2, m22_ptr, m22_s0, m22_s1, m22_s2, m38_ptr, m38_s0, m38_s1, m38_s2, m38_s3, m42_ptr, m42_s0, m42_s1, m42_s2, m42_s3, m46_ptr, m46_s0, m46_s1, m46_s2, m46_s3, m39_ptr, m39_s0, m39_s1, m39_s2, m39_s3, m51_ptr, m51_s0, m51_s1, m51_s2, m51_s3, m56_ptr, m56_s0, m56_s1, m56_s2, m60_ptr, m60_s0, m60_s1, m60_s2, m64_ptr, m64_s0, m64_s1, m64_s2, m57_ptr, m57_s0, m57_s1, m57_s2, m69_ptr, m69_s0, m69_s1, m69_s2, buf162_ptr, buf162_s0, buf162_s1, buf162_s2, buf162_s3, E_c3, E_c4, E_c5, E_c6, E_c7, E_n0, E_n1, E_n2, E_n3, E_n4, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, F_n4: tl.constexpr, T_c3: tl.constexpr, T_c4: tl.constexpr, T_c5: tl.constexpr, T_c6: tl.constexpr, T_c7: tl.constexpr):
    # writes buf162: Combine over grid q.0@0[2], grid q.1@1[4]
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
    acc36 = tl.full([T_c3, T_c4, 1, F_n2], 0.0, tl.float32)
    for i_c5 in range(0, tl.cdiv(E_c5, T_c5)):
        offs_c5 = i_c5 * T_c5 + tl.arange(0, T_c5)

        acc18 = tl.full([T_c3, T_c4, 1, T_c5], 0.0, tl.float32)
        acc19 = tl.full([T_c3, T_c4, 1, T_c5], 0.0, tl.float32)
        for i_c6 in range(0, tl.cdiv(E_c6, T_c6)):
            offs_c6 = i_c6 * T_c6 + tl.arange(0, T_c6)

            t3 = tl.load(m1_ptr + offs_c3[:, None, None, None] * m1_s0 + offs_c4[None, :, None, None] * m1_s1 + offs_c6[None, None, None, :] * m1_s3, mask=(offs_c3 < E_c3)[:, None, None, None] & (offs_c4 < E_c4)[None, :, None, None] & (offs_c6 < E_c6)[None, None, None, :], other=0).to(tl.float32)
            t6 = tl.load(m4_ptr + offs_c6[None, None, None, :] * m4_s3, mask=(offs_c6 < E_c6)[None, None, None, :], other=0).to(tl.float32)
            t7 = (t3) * (t6)
            t10 = tl.load(m8_ptr + offs_c4[None, :, None, None] * m8_s1 + offs_c6[None, None, :, None] * m8_s2 + offs_c5[None, None, None, :] * m8_s3, mask=(offs_c4 < E_c4)[None, :, None, None] & (offs_c6 < E_c6)[None, None, :, None] & (offs_c5 < E_c5)[None, None, None, :], other=0).to(tl.float32)
            t11 = tl.sum(tl.expand_dims(tl.where((offs_c6 < E_c6)[None, None, None, :], t7, 0.0), 4) * tl.expand_dims(tl.where((offs_c6 < E_c6)[None, None, :, None], t10, 0.0), 2), axis=3)
            t17 = (t11) * (t16)
            acc18 = acc18 + t11
            acc19 = acc19 + t17
        t21 = tl.load(m20_ptr + offs_c3[:, None, None] * m20_s0 + offs_n2[None, :, None] * m20_s1 + offs_c5[None, None, :] * m20_s2, mask=(offs_c3 < E_c3)[:, None, None] & (offs_n2 < E_n2)[None, :, None] & (offs_c5 < E_c5)[None, None, :], other=0).to(tl.float32)
        t24 = tl.load(m22_ptr + offs_c5[None, None, :] * m22_s2, mask=(offs_c5 < E_c5)[None, None, :], other=0).to(tl.float32)
        t25 = (t21) * (t24)
        t31 = (t25) * (t30)
        t32 = tl.reshape(t31, [T_c3, 1, F_n2, T_c5])
        t33 = (t32) * (8.0)
        t34 = tl.permute(t33, (0, 1, 3, 2))
        t35 = tl.sum(tl.expand_dims(tl.where((offs_c5 < E_c5)[None, None, None, :], acc19, 0.0), 4) * tl.expand_dims(tl.where((offs_c5 < E_c5)[None, None, :, None], t34, 0.0), 2), axis=3)
        acc36 = acc36 + t35
    t37 = (acc36) * (4.0)
    t40 = tl.load(m38_ptr + offs_c3[:, None, None, None] * m38_s0 + offs_c4[None, :, None, None] * m38_s1 + offs_n3[None, None, None, :] * m38_s3, mask=(offs_c3 < E_c3)[:, None, None, None] & (offs_c4 < E_c4)[None, :, None, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t41 = -(t40)
    t43 = tl.load(m42_ptr + offs_c3[:, None, None, None] * m42_s0 + offs_c4[None, :, None, None] * m42_s1 + offs_n3[None, None, None, :] * m42_s3, mask=(offs_c3 < E_c3)[:, None, None, None] & (offs_c4 < E_c4)[None, :, None, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    i44 = offs_n4[None, None, None, :] + tl.zeros([T_c3, T_c4, 1, F_n4], tl.int32)
    t45 = tl.where(i44 < 4, tl.gather(t41, tl.minimum(i44, F_n3 - 1), 3), tl.gather(t43, tl.minimum(tl.maximum(i44 - 4, 0), F_n3 - 1), 3))
    t48 = tl.load(m46_ptr + offs_n4[None, None, None, :] * m46_s3, mask=(offs_n4 < E_n4)[None, None, None, :], other=0).to(tl.float32)
    t49 = (t45) * (t48)
    t50 = tl.load(m39_ptr + offs_c3[:, None, None, None] * m39_s0 + offs_c4[None, :, None, None] * m39_s1 + offs_n4[None, None, None, :] * m39_s3, mask=(offs_c3 < E_c3)[:, None, None, None] & (offs_c4 < E_c4)[None, :, None, None] & (offs_n4 < E_n4)[None, None, None, :], other=0).to(tl.float32)
    t53 = tl.load(m51_ptr + offs_n4[None, None, None, :] * m51_s3, mask=(offs_n4 < E_n4)[None, None, None, :], other=0).to(tl.float32)
    t54 = (t50) * (t53)
    t55 = t49 + t54
    t58 = tl.load(m56_ptr + offs_c3[:, None, None] * m56_s0 + offs_n2[None, :, None] * m56_s1 + offs_n3[None, None, :] * m56_s2, mask=(offs_c3 < E_c3)[:, None, None] & (offs_n2 < E_n2)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t59 = -(t58)
    t61 = tl.load(m60_ptr + offs_c3[:, None, None] * m60_s0 + offs_n2[None, :, None] * m60_s1 + offs_n3[None, None, :] * m60_s2, mask=(offs_c3 < E_c3)[:, None, None] & (offs_n2 < E_n2)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    i62 = offs_n4[None, None, :] + tl.zeros([T_c3, F_n2, F_n4], tl.int32)
    t63 = tl.where(i62 < 4, tl.gather(t59, tl.minimum(i62, F_n3 - 1), 2), tl.gather(t61, tl.minimum(tl.maximum(i62 - 4, 0), F_n3 - 1), 2))
    t66 = tl.load(m64_ptr + offs_n2[None, :, None] * m64_s1 + offs_n4[None, None, :] * m64_s2, mask=(offs_n2 < E_n2)[None, :, None] & (offs_n4 < E_n4)[None, None, :], other=0).to(tl.float32)
    t67 = (t63) * (t66)
    t68 = tl.load(m57_ptr + offs_c3[:, None, None] * m57_s0 + offs_n2[None, :, None] * m57_s1 + offs_n4[None, None, :] * m57_s2, mask=(offs_c3 < E_c3)[:, None, None] & (offs_n2 < E_n2)[None, :, None] & (offs_n4 < E_n4)[None, None, :], other=0).to(tl.float32)
    t71 = tl.load(m69_ptr + offs_n2[None, :, None] * m69_s1 + offs_n4[None, None, :] * m69_s2, mask=(offs_n2 < E_n2)[None, :, None] & (offs_n4 < E_n4)[None, None, :], other=0).to(tl.float32)
    t72 = (t68) * (t71)
    t73 = t67 + t72
    t74 = tl.reshape(t73, [T_c3, 1, F_n2, F_n4])
    t75 = tl.permute(t74, (0, 1, 3, 2))
    t76 = tl.sum(tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, None, :], t55, 0.0), 4) * tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, :, None], t75, 0.0), 2), axis=3)
    t77 = t37 + t76
    t78 = (t77) * (0.2041241452319315)
    t79 = tl.max(tl.where((offs_n2 < E_n2)[None, None, None, :], t77, -float('inf')), axis=3, keep_dims=True)
    t80 = (t79) * (0.2041241452319315)
    t81 = t78 - (t80)
    t82 = tl.exp(t81)
    t83 = tl.load(m22_ptr + offs_n0[None, None, :] * m22_s2, mask=(offs_n0 < E_n0)[None, None, :], other=0).to(tl.float32)
    t84 = (t26) * (t83)
    t85 = (t26) * (t26)
    t86 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, :], t85, 0.0), axis=2, keep_dims=True)
    t87 = t86 + 6.4e-05
    t88 = tl.rsqrt(t87)
    t89 = (t84) * (t88)
    t90 = tl.reshape(t89, [T_c3, 1, F_n2, F_n0])
    t91 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t82, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t90, 0.0), 2), axis=3)
    t92 = (t91) * (8.0)
    t93 = (t50) * (t53)
    t94 = -(t40)
    i95 = offs_n4[None, None, None, :] + tl.zeros([T_c3, T_c4, 1, F_n4], tl.int32)
    t96 = tl.where(i95 < 4, tl.gather(t94, tl.minimum(i95, F_n3 - 1), 3), tl.gather(t43, tl.minimum(tl.maximum(i95 - 4, 0), F_n3 - 1), 3))
    t97 = (t96) * (t48)
    t98 = t93 + t97
    t113 = tl.load(m4_ptr + offs_n1[None, None, None, :] * m4_s3, mask=(offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t114 = (t12) * (t113)
    t115 = (t12) * (t12)
    t116 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t115, 0.0), axis=3, keep_dims=True)
    t117 = t116 + 1.6e-05
    t118 = tl.rsqrt(t117)
    t119 = (t114) * (t118)
    t120 = tl.load(m8_ptr + offs_c4[None, :, None, None] * m8_s1 + offs_n1[None, None, :, None] * m8_s2 + offs_n0[None, None, None, :] * m8_s3, mask=(offs_c4 < E_c4)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t121 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :], t119, 0.0), 4) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :, None], t120, 0.0), 2), axis=3)
    t122 = (t121) * (4.0)
    t135 = -(t58)
    i136 = offs_n4[None, None, :] + tl.zeros([T_c3, F_n2, F_n4], tl.int32)
    t137 = tl.where(i136 < 4, tl.gather(t135, tl.minimum(i136, F_n3 - 1), 2), tl.gather(t61, tl.minimum(tl.maximum(i136 - 4, 0), F_n3 - 1), 2))
    t138 = (t137) * (t66)
    t139 = (t68) * (t71)
    t140 = t138 + t139
    t141 = tl.reshape(t140, [T_c3, 1, F_n2, F_n4])
    t142 = tl.permute(t141, (0, 1, 3, 2))
    t143 = tl.sum(tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, None, :], t98, 0.0), 4) * tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, :, None], t142, 0.0), 2), axis=3)
    t144 = (t26) * (t83)
    t145 = (t26) * (t26)
    t146 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, :], t145, 0.0), axis=2, keep_dims=True)
    t147 = t146 + 6.4e-05
    t148 = tl.rsqrt(t147)
    t149 = (t144) * (t148)
    t150 = tl.reshape(t149, [T_c3, 1, F_n2, F_n0])
    t151 = (t150) * (8.0)
    t152 = tl.permute(t151, (0, 1, 3, 2))
    t153 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, None, :], t122, 0.0), 4) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, :, None], t152, 0.0), 2), axis=3)
    t154 = t143 + t153
    t155 = tl.max(tl.where((offs_n2 < E_n2)[None, None, None, :], t154, -float('inf')), axis=3, keep_dims=True)
    acc160 = tl.full([T_c3, T_c4, 1, 1], 0.0, tl.float32)
    for i_c7 in range(0, tl.cdiv(E_c7, T_c7)):
        offs_c7 = i_c7 * T_c7 + tl.arange(0, T_c7)

        t99 = tl.load(m57_ptr + offs_c3[:, None, None] * m57_s0 + offs_c7[None, :, None] * m57_s1 + offs_n4[None, None, :] * m57_s2, mask=(offs_c3 < E_c3)[:, None, None] & (offs_c7 < E_c7)[None, :, None] & (offs_n4 < E_n4)[None, None, :], other=0).to(tl.float32)
        t100 = tl.load(m69_ptr + offs_c7[None, :, None] * m69_s1 + offs_n4[None, None, :] * m69_s2, mask=(offs_c7 < E_c7)[None, :, None] & (offs_n4 < E_n4)[None, None, :], other=0).to(tl.float32)
        t101 = (t99) * (t100)
        t102 = tl.load(m56_ptr + offs_c3[:, None, None] * m56_s0 + offs_c7[None, :, None] * m56_s1 + offs_n3[None, None, :] * m56_s2, mask=(offs_c3 < E_c3)[:, None, None] & (offs_c7 < E_c7)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
        t103 = -(t102)
        t104 = tl.load(m60_ptr + offs_c3[:, None, None] * m60_s0 + offs_c7[None, :, None] * m60_s1 + offs_n3[None, None, :] * m60_s2, mask=(offs_c3 < E_c3)[:, None, None] & (offs_c7 < E_c7)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
        i105 = offs_n4[None, None, :] + tl.zeros([T_c3, T_c7, F_n4], tl.int32)
        t106 = tl.where(i105 < 4, tl.gather(t103, tl.minimum(i105, F_n3 - 1), 2), tl.gather(t104, tl.minimum(tl.maximum(i105 - 4, 0), F_n3 - 1), 2))
        t107 = tl.load(m64_ptr + offs_c7[None, :, None] * m64_s1 + offs_n4[None, None, :] * m64_s2, mask=(offs_c7 < E_c7)[None, :, None] & (offs_n4 < E_n4)[None, None, :], other=0).to(tl.float32)
        t108 = (t106) * (t107)
        t109 = t101 + t108
        t110 = tl.reshape(t109, [T_c3, 1, T_c7, F_n4])
        t111 = tl.permute(t110, (0, 1, 3, 2))
        t112 = tl.sum(tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, None, :], t98, 0.0), 4) * tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, :, None], t111, 0.0), 2), axis=3)
        t123 = tl.load(m20_ptr + offs_c3[:, None, None] * m20_s0 + offs_c7[None, :, None] * m20_s1 + offs_n0[None, None, :] * m20_s2, mask=(offs_c3 < E_c3)[:, None, None] & (offs_c7 < E_c7)[None, :, None] & (offs_n0 < E_n0)[None, None, :], other=0).to(tl.float32)
        t124 = (t123) * (t83)
        t125 = (t123) * (t123)
        t126 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, :], t125, 0.0), axis=2, keep_dims=True)
        t127 = t126 + 6.4e-05
        t128 = tl.rsqrt(t127)
        t129 = (t124) * (t128)
        t130 = tl.reshape(t129, [T_c3, 1, T_c7, F_n0])
        t131 = (t130) * (8.0)
        t132 = tl.permute(t131, (0, 1, 3, 2))
        t133 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, None, :], t122, 0.0), 4) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, :, None], t132, 0.0), 2), axis=3)
        t134 = t112 + t133
        t156 = t134 - (t155)
        t157 = (t156) * (0.2041241452319315)
        t158 = tl.exp(t157)
        t159 = tl.sum(tl.where((offs_c7 < E_c7)[None, None, None, :], t158, 0.0), axis=3, keep_dims=True)
        acc160 = acc160 + t159
    t161 = (t92) / (acc160)
    tl.store(buf162_ptr + offs_c3[:, None, None, None] * buf162_s0 + offs_c4[None, :, None, None] * buf162_s1 + offs_n0[None, None, None, :] * buf162_s3, t161, mask=(offs_c3 < E_c3)[:, None, None, None] & (offs_c4 < E_c4)[None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :])


@triton.jit
def kernel_1(buf162_ptr, buf162_s0, buf162_s1, buf162_s2, buf162_s3, m164_ptr, m164_s0, m164_s1, m164_s2, m164_s3, buf169_ptr, buf169_s0, buf169_s1, buf169_s2, buf169_s3, E_c0, E_c1, E_c2, E_n0, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf169: Combine over grid cut0.0@0[2], grid cut0.1@1[4], grid w_uv.3@3[16]
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
    t163 = tl.load(buf162_ptr + offs_c0[:, None, None, None] * buf162_s0 + offs_c1[None, :, None, None] * buf162_s1 + offs_n0[None, None, None, :] * buf162_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t167 = tl.load(m164_ptr + offs_c1[None, :, None, None] * m164_s1 + offs_n0[None, None, :, None] * m164_s2 + offs_c2[None, None, None, :] * m164_s3, mask=(offs_c1 < E_c1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
    t168 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, None, :], t163, 0.0), 4) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, :, None], t167, 0.0), 2), axis=3)
    tl.store(buf169_ptr + offs_c0[:, None, None, None] * buf169_s0 + offs_c1[None, :, None, None] * buf169_s1 + offs_c2[None, None, None, :] * buf169_s3, t168, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_c2 < E_c2)[None, None, None, :])


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
    buf162 = torch.full([2, 4, 1, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(2, T['c3']) * _cdiv(4, T['c4']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m4_ptr=m4, m4_s0=m4.stride(0), m4_s1=m4.stride(1), m4_s2=m4.stride(2), m4_s3=m4.stride(3), m8_ptr=m8, m8_s0=m8.stride(0), m8_s1=m8.stride(1), m8_s2=m8.stride(2), m8_s3=m8.stride(3), m20_ptr=m20, m20_s0=m20.stride(0), m20_s1=m20.stride(1), m20_s2=m20.stride(2), m22_ptr=m22, m22_s0=m22.stride(0), m22_s1=m22.stride(1), m22_s2=m22.stride(2), m38_ptr=m38, m38_s0=m38.stride(0), m38_s1=m38.stride(1), m38_s2=m38.stride(2), m38_s3=m38.stride(3), m42_ptr=m42, m42_s0=m42.stride(0), m42_s1=m42.stride(1), m42_s2=m42.stride(2), m42_s3=m42.stride(3), m46_ptr=m46, m46_s0=m46.stride(0), m46_s1=m46.stride(1), m46_s2=m46.stride(2), m46_s3=m46.stride(3), m39_ptr=m39, m39_s0=m39.stride(0), m39_s1=m39.stride(1), m39_s2=m39.stride(2), m39_s3=m39.stride(3), m51_ptr=m51, m51_s0=m51.stride(0), m51_s1=m51.stride(1), m51_s2=m51.stride(2), m51_s3=m51.stride(3), m56_ptr=m56, m56_s0=m56.stride(0), m56_s1=m56.stride(1), m56_s2=m56.stride(2), m60_ptr=m60, m60_s0=m60.stride(0), m60_s1=m60.stride(1), m60_s2=m60.stride(2), m64_ptr=m64, m64_s0=m64.stride(0), m64_s1=m64.stride(1), m64_s2=m64.stride(2), m57_ptr=m57, m57_s0=m57.stride(0), m57_s1=m57.stride(1), m57_s2=m57.stride(2), m69_ptr=m69, m69_s0=m69.stride(0), m69_s1=m69.stride(1), m69_s2=m69.stride(2), buf162_ptr=buf162, buf162_s0=buf162.stride(0), buf162_s1=buf162.stride(1), buf162_s2=buf162.stride(2), buf162_s3=buf162.stride(3), E_c3=2, E_c4=4, E_c5=64, E_c6=16, E_c7=32, E_n0=64, E_n1=16, E_n2=32, E_n3=4, E_n4=8, F_n0=_pow2(64), F_n1=_pow2(16), F_n2=_pow2(32), F_n3=_pow2(4), F_n4=_pow2(8), T_c3=T['c3'], T_c4=T['c4'], T_c5=T['c5'], T_c6=T['c6'], T_c7=T['c7'])
    m166 = inputs['w_uv']
    m165 = m166.permute([0, 2, 1])
    m164 = m165.reshape([1, 4, 64, 16])
    buf169 = torch.full([2, 4, 1, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(2, T['c0']) * _cdiv(4, T['c1']) * _cdiv(16, T['c2']),)](buf162_ptr=buf162, buf162_s0=buf162.stride(0), buf162_s1=buf162.stride(1), buf162_s2=buf162.stride(2), buf162_s3=buf162.stride(3), m164_ptr=m164, m164_s0=m164.stride(0), m164_s1=m164.stride(1), m164_s2=m164.stride(2), m164_s3=m164.stride(3), buf169_ptr=buf169, buf169_s0=buf169.stride(0), buf169_s1=buf169.stride(1), buf169_s2=buf169.stride(2), buf169_s3=buf169.stride(3), E_c0=2, E_c1=4, E_c2=16, E_n0=64, F_n0=_pow2(64), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    return buf169


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
