"""qknorm_mla [small], candidate 565: 2 kernel(s)

Rendered by EqiForge from candidate 565 of qknorm_mla [small]: grid(q.0@0) loop(c_kv.1[32]: sum) {loop(c_kv.2[64]: pair(sum, sum)) {loop(q.3[16]: pair(sum, sum))} loop(c_kv.2[64]: pair(sum, sum)) {loop(q.3[16]: pair(sum, sum))}} [7 mm] | grid(cut0.1@1, w_uv.3@3) [1 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid cut0.1@1[4]
    c1: grid w_uv.3@3[16]
    c2: grid q.0@0[2]
    c3: loop c_kv.1[32]
    c4: loop c_kv.2[64]
    c5: loop q.3[16]

Run it on its own: `python kernels/f565.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/qknorm_mla.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 2, "c1": 8, "c2": 1, "c3": 16, "c4": 32, "c5": 8}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 4, "c1": 16, "c2": 2, "c3": 32, "c4": 64, "c5": 16}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m4_ptr, m4_s0, m4_s1, m4_s2, m4_s3, m8_ptr, m8_s0, m8_s1, m8_s2, m8_s3, m20_ptr, m20_s0, m20_s1, m20_s2, m22_ptr, m22_s0, m22_s1, m22_s2, m40_ptr, m40_s0, m40_s1, m40_s2, m40_s3, m44_ptr, m44_s0, m44_s1, m44_s2, m44_s3, m48_ptr, m48_s0, m48_s1, m48_s2, m48_s3, m41_ptr, m41_s0, m41_s1, m41_s2, m41_s3, m53_ptr, m53_s0, m53_s1, m53_s2, m53_s3, m58_ptr, m58_s0, m58_s1, m58_s2, m60_ptr, m60_s0, m60_s1, m60_s2, m64_ptr, m64_s0, m64_s1, m64_s2, m67_ptr, m67_s0, m67_s1, m67_s2, m71_ptr, m71_s0, m71_s1, m71_s2, buf145_ptr, buf145_s0, buf145_s1, buf145_s2, buf145_s3, E_c2, E_c3, E_c4, E_c5, E_n1, E_n2, E_n3, E_n4, E_n5, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, F_n4: tl.constexpr, F_n5: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr, T_c4: tl.constexpr, T_c5: tl.constexpr):
    # writes buf145: Combine over grid q.0@0[2]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n3 = tl.arange(0, F_n3)
    offs_n1 = tl.arange(0, F_n1)
    offs_n4 = tl.arange(0, F_n4)
    offs_n5 = tl.arange(0, F_n5)
    t12 = tl.load(m1_ptr + offs_c2[:, None, None, None] * m1_s0 + offs_n2[None, :, None, None] * m1_s1 + offs_n3[None, None, None, :] * m1_s3, mask=(offs_c2 < E_c2)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t13 = (t12) * (t12)
    t14 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t13, 0.0), axis=3, keep_dims=True)
    t15 = t14 + 1.6e-05
    t16 = tl.rsqrt(t15)
    t42 = tl.load(m40_ptr + offs_c2[:, None, None, None] * m40_s0 + offs_n2[None, :, None, None] * m40_s1 + offs_n2[None, None, None, :] * m40_s3, mask=(offs_c2 < E_c2)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t43 = -(t42)
    t45 = tl.load(m44_ptr + offs_c2[:, None, None, None] * m44_s0 + offs_n2[None, :, None, None] * m44_s1 + offs_n2[None, None, None, :] * m44_s3, mask=(offs_c2 < E_c2)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    i46 = offs_n4[None, None, None, :] + tl.zeros([T_c2, F_n2, 1, F_n4], tl.int32)
    t47 = tl.where(i46 < 4, tl.gather(t43, tl.minimum(i46, F_n2 - 1), 3), tl.gather(t45, tl.minimum(tl.maximum(i46 - 4, 0), F_n2 - 1), 3))
    t50 = tl.load(m48_ptr + offs_n4[None, None, None, :] * m48_s3, mask=(offs_n4 < E_n4)[None, None, None, :], other=0).to(tl.float32)
    t51 = (t47) * (t50)
    t52 = tl.load(m41_ptr + offs_c2[:, None, None, None] * m41_s0 + offs_n2[None, :, None, None] * m41_s1 + offs_n4[None, None, None, :] * m41_s3, mask=(offs_c2 < E_c2)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_n4 < E_n4)[None, None, None, :], other=0).to(tl.float32)
    t55 = tl.load(m53_ptr + offs_n4[None, None, None, :] * m53_s3, mask=(offs_n4 < E_n4)[None, None, None, :], other=0).to(tl.float32)
    t56 = (t52) * (t55)
    t57 = t51 + t56
    t81 = tl.load(m64_ptr + offs_c2[:, None, None] * m64_s0 + offs_n5[None, :, None] * m64_s1 + offs_n2[None, None, :] * m64_s2, mask=(offs_c2 < E_c2)[:, None, None] & (offs_n5 < E_n5)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t82 = -(t81)
    t83 = tl.load(m67_ptr + offs_c2[:, None, None] * m67_s0 + offs_n5[None, :, None] * m67_s1 + offs_n2[None, None, :] * m67_s2, mask=(offs_c2 < E_c2)[:, None, None] & (offs_n5 < E_n5)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    i84 = offs_n4[None, None, :] + tl.zeros([T_c2, F_n5, F_n4], tl.int32)
    t85 = tl.where(i84 < 4, tl.gather(t82, tl.minimum(i84, F_n2 - 1), 2), tl.gather(t83, tl.minimum(tl.maximum(i84 - 4, 0), F_n2 - 1), 2))
    t86 = tl.load(m71_ptr + offs_n5[None, :, None] * m71_s1 + offs_n4[None, None, :] * m71_s2, mask=(offs_n5 < E_n5)[None, :, None] & (offs_n4 < E_n4)[None, None, :], other=0).to(tl.float32)
    t87 = (t85) * (t86)
    t88 = tl.load(m58_ptr + offs_c2[:, None, None] * m58_s0 + offs_n5[None, :, None] * m58_s1 + offs_n4[None, None, :] * m58_s2, mask=(offs_c2 < E_c2)[:, None, None] & (offs_n5 < E_n5)[None, :, None] & (offs_n4 < E_n4)[None, None, :], other=0).to(tl.float32)
    t89 = tl.load(m60_ptr + offs_n5[None, :, None] * m60_s1 + offs_n4[None, None, :] * m60_s2, mask=(offs_n5 < E_n5)[None, :, None] & (offs_n4 < E_n4)[None, None, :], other=0).to(tl.float32)
    t90 = (t88) * (t89)
    t91 = t87 + t90
    t92 = tl.reshape(t91, [T_c2, 1, F_n5, F_n4])
    t93 = tl.permute(t92, (0, 1, 3, 2))
    t94 = tl.sum(tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, None, :], t57, 0.0), 4) * tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, :, None], t93, 0.0), 2), axis=3)
    t106 = tl.load(m20_ptr + offs_c2[:, None, None] * m20_s0 + offs_n5[None, :, None] * m20_s1 + offs_n1[None, None, :] * m20_s2, mask=(offs_c2 < E_c2)[:, None, None] & (offs_n5 < E_n5)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    t107 = (t106) * (t106)
    t108 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :], t107, 0.0), axis=2, keep_dims=True)
    t109 = t108 + 6.4e-05
    t110 = tl.rsqrt(t109)
    t116 = (t12) * (t12)
    t117 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t116, 0.0), axis=3, keep_dims=True)
    t118 = t117 + 1.6e-05
    t119 = tl.rsqrt(t118)
    acc121 = tl.full([T_c2, F_n2, 1, F_n5], 0.0, tl.float32)
    acc122 = tl.full([T_c2, F_n2, 1, F_n5], 0.0, tl.float32)
    for i_c4 in range(0, tl.cdiv(E_c4, T_c4)):
        offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)

        acc101 = tl.full([T_c2, F_n2, 1, T_c4], 0.0, tl.float32)
        acc102 = tl.full([T_c2, F_n2, 1, T_c4], 0.0, tl.float32)
        for i_c5 in range(0, tl.cdiv(E_c5, T_c5)):
            offs_c5 = i_c5 * T_c5 + tl.arange(0, T_c5)

            t95 = tl.load(m1_ptr + offs_c2[:, None, None, None] * m1_s0 + offs_n2[None, :, None, None] * m1_s1 + offs_c5[None, None, None, :] * m1_s3, mask=(offs_c2 < E_c2)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_c5 < E_c5)[None, None, None, :], other=0).to(tl.float32)
            t96 = tl.load(m4_ptr + offs_c5[None, None, None, :] * m4_s3, mask=(offs_c5 < E_c5)[None, None, None, :], other=0).to(tl.float32)
            t97 = (t95) * (t96)
            t98 = tl.load(m8_ptr + offs_n2[None, :, None, None] * m8_s1 + offs_c5[None, None, :, None] * m8_s2 + offs_c4[None, None, None, :] * m8_s3, mask=(offs_n2 < E_n2)[None, :, None, None] & (offs_c5 < E_c5)[None, None, :, None] & (offs_c4 < E_c4)[None, None, None, :], other=0).to(tl.float32)
            t99 = tl.sum(tl.expand_dims(tl.where((offs_c5 < E_c5)[None, None, None, :], t97, 0.0), 4) * tl.expand_dims(tl.where((offs_c5 < E_c5)[None, None, :, None], t98, 0.0), 2), axis=3)
            t100 = (t99) * (t16)
            acc101 = acc101 + t99
            acc102 = acc102 + t100
        t103 = tl.load(m20_ptr + offs_c2[:, None, None] * m20_s0 + offs_n5[None, :, None] * m20_s1 + offs_c4[None, None, :] * m20_s2, mask=(offs_c2 < E_c2)[:, None, None] & (offs_n5 < E_n5)[None, :, None] & (offs_c4 < E_c4)[None, None, :], other=0).to(tl.float32)
        t104 = tl.load(m22_ptr + offs_c4[None, None, :] * m22_s2, mask=(offs_c4 < E_c4)[None, None, :], other=0).to(tl.float32)
        t105 = (t103) * (t104)
        t111 = (t105) * (t110)
        t112 = tl.reshape(t111, [T_c2, 1, F_n5, T_c4])
        t113 = (t112) * (8.0)
        t114 = tl.permute(t113, (0, 1, 3, 2))
        t115 = tl.sum(tl.expand_dims(tl.where((offs_c4 < E_c4)[None, None, None, :], acc101, 0.0), 4) * tl.expand_dims(tl.where((offs_c4 < E_c4)[None, None, :, None], t114, 0.0), 2), axis=3)
        t120 = (t115) * (t119)
        acc121 = acc121 + t115
        acc122 = acc122 + t120
    t123 = (acc122) * (4.0)
    t124 = t94 + t123
    t125 = tl.max(tl.where((offs_n5 < E_n5)[None, None, None, :], t124, -float('inf')), axis=3, keep_dims=True)
    t126 = (t125) * (0.2041241452319315)
    t129 = t124 - (t125)
    t130 = (t129) * (0.2041241452319315)
    t131 = tl.exp(t130)
    t132 = tl.sum(tl.where((offs_n5 < E_n5)[None, None, None, :], t131, 0.0), axis=3, keep_dims=True)
    t134 = tl.load(m22_ptr + offs_n1[None, None, :] * m22_s2, mask=(offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    acc143 = tl.full([T_c2, F_n2, 1, F_n1], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t26 = tl.load(m20_ptr + offs_c2[:, None, None] * m20_s0 + offs_c3[None, :, None] * m20_s1 + offs_n1[None, None, :] * m20_s2, mask=(offs_c2 < E_c2)[:, None, None] & (offs_c3 < E_c3)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
        t27 = (t26) * (t26)
        t28 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :], t27, 0.0), axis=2, keep_dims=True)
        t29 = t28 + 6.4e-05
        t30 = tl.rsqrt(t29)
        acc37 = tl.full([T_c2, F_n2, 1, T_c3], 0.0, tl.float32)
        acc38 = tl.full([T_c2, F_n2, 1, T_c3], 0.0, tl.float32)
        for i_c4 in range(0, tl.cdiv(E_c4, T_c4)):
            offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)

            acc18 = tl.full([T_c2, F_n2, 1, T_c4], 0.0, tl.float32)
            acc19 = tl.full([T_c2, F_n2, 1, T_c4], 0.0, tl.float32)
            for i_c5 in range(0, tl.cdiv(E_c5, T_c5)):
                offs_c5 = i_c5 * T_c5 + tl.arange(0, T_c5)

                t3 = tl.load(m1_ptr + offs_c2[:, None, None, None] * m1_s0 + offs_n2[None, :, None, None] * m1_s1 + offs_c5[None, None, None, :] * m1_s3, mask=(offs_c2 < E_c2)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_c5 < E_c5)[None, None, None, :], other=0).to(tl.float32)
                t6 = tl.load(m4_ptr + offs_c5[None, None, None, :] * m4_s3, mask=(offs_c5 < E_c5)[None, None, None, :], other=0).to(tl.float32)
                t7 = (t3) * (t6)
                t10 = tl.load(m8_ptr + offs_n2[None, :, None, None] * m8_s1 + offs_c5[None, None, :, None] * m8_s2 + offs_c4[None, None, None, :] * m8_s3, mask=(offs_n2 < E_n2)[None, :, None, None] & (offs_c5 < E_c5)[None, None, :, None] & (offs_c4 < E_c4)[None, None, None, :], other=0).to(tl.float32)
                t11 = tl.sum(tl.expand_dims(tl.where((offs_c5 < E_c5)[None, None, None, :], t7, 0.0), 4) * tl.expand_dims(tl.where((offs_c5 < E_c5)[None, None, :, None], t10, 0.0), 2), axis=3)
                t17 = (t11) * (t16)
                acc18 = acc18 + t11
                acc19 = acc19 + t17
            t21 = tl.load(m20_ptr + offs_c2[:, None, None] * m20_s0 + offs_c3[None, :, None] * m20_s1 + offs_c4[None, None, :] * m20_s2, mask=(offs_c2 < E_c2)[:, None, None] & (offs_c3 < E_c3)[None, :, None] & (offs_c4 < E_c4)[None, None, :], other=0).to(tl.float32)
            t24 = tl.load(m22_ptr + offs_c4[None, None, :] * m22_s2, mask=(offs_c4 < E_c4)[None, None, :], other=0).to(tl.float32)
            t25 = (t21) * (t24)
            t31 = (t25) * (t30)
            t32 = tl.reshape(t31, [T_c2, 1, T_c3, T_c4])
            t33 = (t32) * (8.0)
            t34 = tl.permute(t33, (0, 1, 3, 2))
            t35 = tl.sum(tl.expand_dims(tl.where((offs_c4 < E_c4)[None, None, None, :], acc18, 0.0), 4) * tl.expand_dims(tl.where((offs_c4 < E_c4)[None, None, :, None], t34, 0.0), 2), axis=3)
            t36 = tl.sum(tl.expand_dims(tl.where((offs_c4 < E_c4)[None, None, None, :], acc19, 0.0), 4) * tl.expand_dims(tl.where((offs_c4 < E_c4)[None, None, :, None], t34, 0.0), 2), axis=3)
            acc37 = acc37 + t35
            acc38 = acc38 + t36
        t39 = (acc38) * (4.0)
        t59 = tl.load(m58_ptr + offs_c2[:, None, None] * m58_s0 + offs_c3[None, :, None] * m58_s1 + offs_n4[None, None, :] * m58_s2, mask=(offs_c2 < E_c2)[:, None, None] & (offs_c3 < E_c3)[None, :, None] & (offs_n4 < E_n4)[None, None, :], other=0).to(tl.float32)
        t62 = tl.load(m60_ptr + offs_c3[None, :, None] * m60_s1 + offs_n4[None, None, :] * m60_s2, mask=(offs_c3 < E_c3)[None, :, None] & (offs_n4 < E_n4)[None, None, :], other=0).to(tl.float32)
        t63 = (t59) * (t62)
        t65 = tl.load(m64_ptr + offs_c2[:, None, None] * m64_s0 + offs_c3[None, :, None] * m64_s1 + offs_n2[None, None, :] * m64_s2, mask=(offs_c2 < E_c2)[:, None, None] & (offs_c3 < E_c3)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
        t66 = -(t65)
        t68 = tl.load(m67_ptr + offs_c2[:, None, None] * m67_s0 + offs_c3[None, :, None] * m67_s1 + offs_n2[None, None, :] * m67_s2, mask=(offs_c2 < E_c2)[:, None, None] & (offs_c3 < E_c3)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
        i69 = offs_n4[None, None, :] + tl.zeros([T_c2, T_c3, F_n4], tl.int32)
        t70 = tl.where(i69 < 4, tl.gather(t66, tl.minimum(i69, F_n2 - 1), 2), tl.gather(t68, tl.minimum(tl.maximum(i69 - 4, 0), F_n2 - 1), 2))
        t73 = tl.load(m71_ptr + offs_c3[None, :, None] * m71_s1 + offs_n4[None, None, :] * m71_s2, mask=(offs_c3 < E_c3)[None, :, None] & (offs_n4 < E_n4)[None, None, :], other=0).to(tl.float32)
        t74 = (t70) * (t73)
        t75 = t63 + t74
        t76 = tl.reshape(t75, [T_c2, 1, T_c3, F_n4])
        t77 = tl.permute(t76, (0, 1, 3, 2))
        t78 = tl.sum(tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, None, :], t57, 0.0), 4) * tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, :, None], t77, 0.0), 2), axis=3)
        t79 = t39 + t78
        t80 = (t79) * (0.2041241452319315)
        t127 = t80 - (t126)
        t128 = tl.exp(t127)
        t133 = (t128) / (t132)
        t135 = (t26) * (t134)
        t136 = (t26) * (t26)
        t137 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :], t136, 0.0), axis=2, keep_dims=True)
        t138 = t137 + 6.4e-05
        t139 = tl.rsqrt(t138)
        t140 = (t135) * (t139)
        t141 = tl.reshape(t140, [T_c2, 1, T_c3, F_n1])
        t142 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, :], t133, 0.0), 4) * tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, :, None], t141, 0.0), 2), axis=3)
        acc143 = acc143 + t142
    t144 = (acc143) * (8.0)
    tl.store(buf145_ptr + offs_c2[:, None, None, None] * buf145_s0 + offs_n2[None, :, None, None] * buf145_s1 + offs_n1[None, None, None, :] * buf145_s3, t144, mask=(offs_c2 < E_c2)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :])


@triton.jit
def kernel_1(buf145_ptr, buf145_s0, buf145_s1, buf145_s2, buf145_s3, m147_ptr, m147_s0, m147_s1, m147_s2, m147_s3, buf152_ptr, buf152_s0, buf152_s1, buf152_s2, buf152_s3, E_c0, E_c1, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf152: Combine over grid cut0.1@1[4], grid w_uv.3@3[16]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t146 = tl.load(buf145_ptr + offs_n0[:, None, None, None] * buf145_s0 + offs_c0[None, :, None, None] * buf145_s1 + offs_n1[None, None, None, :] * buf145_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t150 = tl.load(m147_ptr + offs_c0[None, :, None, None] * m147_s1 + offs_n1[None, None, :, None] * m147_s2 + offs_c1[None, None, None, :] * m147_s3, mask=(offs_c0 < E_c0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
    t151 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :], t146, 0.0), 4) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :, None], t150, 0.0), 2), axis=3)
    tl.store(buf152_ptr + offs_n0[:, None, None, None] * buf152_s0 + offs_c0[None, :, None, None] * buf152_s1 + offs_c1[None, None, None, :] * buf152_s3, t151, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_c1 < E_c1)[None, None, None, :])


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
    m41 = m2.narrow(3, 16, 8)
    m40 = m41.narrow(3, 4, 4)
    m44 = m41.narrow(3, 0, 4)
    m49 = inputs['sin_q']
    m48 = m49.reshape([1, 1, 1, 8])
    m54 = inputs['cos_q']
    m53 = m54.reshape([1, 1, 1, 8])
    m58 = inputs['k_pe']
    m61 = inputs['cos_k']
    m60 = m61.reshape([1, 32, 8])
    m64 = m58.narrow(2, 4, 4)
    m67 = m58.narrow(2, 0, 4)
    m72 = inputs['sin_k']
    m71 = m72.reshape([1, 32, 8])
    buf145 = torch.full([2, 4, 1, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(2, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m4_ptr=m4, m4_s0=m4.stride(0), m4_s1=m4.stride(1), m4_s2=m4.stride(2), m4_s3=m4.stride(3), m8_ptr=m8, m8_s0=m8.stride(0), m8_s1=m8.stride(1), m8_s2=m8.stride(2), m8_s3=m8.stride(3), m20_ptr=m20, m20_s0=m20.stride(0), m20_s1=m20.stride(1), m20_s2=m20.stride(2), m22_ptr=m22, m22_s0=m22.stride(0), m22_s1=m22.stride(1), m22_s2=m22.stride(2), m40_ptr=m40, m40_s0=m40.stride(0), m40_s1=m40.stride(1), m40_s2=m40.stride(2), m40_s3=m40.stride(3), m44_ptr=m44, m44_s0=m44.stride(0), m44_s1=m44.stride(1), m44_s2=m44.stride(2), m44_s3=m44.stride(3), m48_ptr=m48, m48_s0=m48.stride(0), m48_s1=m48.stride(1), m48_s2=m48.stride(2), m48_s3=m48.stride(3), m41_ptr=m41, m41_s0=m41.stride(0), m41_s1=m41.stride(1), m41_s2=m41.stride(2), m41_s3=m41.stride(3), m53_ptr=m53, m53_s0=m53.stride(0), m53_s1=m53.stride(1), m53_s2=m53.stride(2), m53_s3=m53.stride(3), m58_ptr=m58, m58_s0=m58.stride(0), m58_s1=m58.stride(1), m58_s2=m58.stride(2), m60_ptr=m60, m60_s0=m60.stride(0), m60_s1=m60.stride(1), m60_s2=m60.stride(2), m64_ptr=m64, m64_s0=m64.stride(0), m64_s1=m64.stride(1), m64_s2=m64.stride(2), m67_ptr=m67, m67_s0=m67.stride(0), m67_s1=m67.stride(1), m67_s2=m67.stride(2), m71_ptr=m71, m71_s0=m71.stride(0), m71_s1=m71.stride(1), m71_s2=m71.stride(2), buf145_ptr=buf145, buf145_s0=buf145.stride(0), buf145_s1=buf145.stride(1), buf145_s2=buf145.stride(2), buf145_s3=buf145.stride(3), E_c2=2, E_c3=32, E_c4=64, E_c5=16, E_n1=64, E_n2=4, E_n3=16, E_n4=8, E_n5=32, F_n1=_pow2(64), F_n2=_pow2(4), F_n3=_pow2(16), F_n4=_pow2(8), F_n5=_pow2(32), T_c2=T['c2'], T_c3=T['c3'], T_c4=T['c4'], T_c5=T['c5'])
    m149 = inputs['w_uv']
    m148 = m149.permute([0, 2, 1])
    m147 = m148.reshape([1, 4, 64, 16])
    buf152 = torch.full([2, 4, 1, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(4, T['c0']) * _cdiv(16, T['c1']),)](buf145_ptr=buf145, buf145_s0=buf145.stride(0), buf145_s1=buf145.stride(1), buf145_s2=buf145.stride(2), buf145_s3=buf145.stride(3), m147_ptr=m147, m147_s0=m147.stride(0), m147_s1=m147.stride(1), m147_s2=m147.stride(2), m147_s3=m147.stride(3), buf152_ptr=buf152, buf152_s0=buf152.stride(0), buf152_s1=buf152.stride(1), buf152_s2=buf152.stride(2), buf152_s3=buf152.stride(3), E_c0=4, E_c1=16, E_n0=2, E_n1=64, F_n0=_pow2(2), F_n1=_pow2(64), T_c0=T['c0'], T_c1=T['c1'])
    return buf152


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
