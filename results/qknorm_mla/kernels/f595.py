"""qknorm_mla [small], candidate 595: 2 kernel(s)

Rendered by EqiForge from candidate 595 of qknorm_mla [small]: grid(q.0@0, q.1@1) loop(c_kv.1[32]: sum) {loop(c_kv.2[64]: pair(sum, sum)) loop(c_kv.2[64]: pair(sum, sum))} loop(q.3[16]: sum) [11 mm] | grid(cut0.1@1, w_uv.3@3) [1 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid cut0.1@1[4]
    c1: grid w_uv.3@3[16]
    c2: grid q.0@0[2]
    c3: grid q.1@1[4]
    c4: loop c_kv.1[32]
    c5: loop c_kv.2[64]
    c6: loop q.3[16]

Run it on its own: `python kernels/f595.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/qknorm_mla.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 2, "c1": 8, "c2": 1, "c3": 2, "c4": 16, "c5": 32, "c6": 8}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 4, "c1": 16, "c2": 2, "c3": 4, "c4": 32, "c5": 64, "c6": 16}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m4_ptr, m4_s0, m4_s1, m4_s2, m4_s3, m8_ptr, m8_s0, m8_s1, m8_s2, m8_s3, m11_ptr, m11_s0, m11_s1, m11_s2, m11_s3, m15_ptr, m15_s0, m15_s1, m15_s2, m15_s3, m20_ptr, m20_s0, m20_s1, m20_s2, m22_ptr, m22_s0, m22_s1, m22_s2, m26_ptr, m26_s0, m26_s1, m26_s2, m29_ptr, m29_s0, m29_s1, m29_s2, m33_ptr, m33_s0, m33_s1, m33_s2, m41_ptr, m41_s0, m41_s1, m41_s2, m41_s3, m43_ptr, m43_s0, m43_s1, m43_s2, m43_s3, m52_ptr, m52_s0, m52_s1, m52_s2, m52_s3, m57_ptr, m57_s0, m57_s1, m57_s2, m59_ptr, m59_s0, m59_s1, m59_s2, buf171_ptr, buf171_s0, buf171_s1, buf171_s2, buf171_s3, E_c2, E_c3, E_c4, E_c5, E_c6, E_n1, E_n2, E_n3, E_n4, E_n5, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, F_n4: tl.constexpr, F_n5: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr, T_c4: tl.constexpr, T_c5: tl.constexpr, T_c6: tl.constexpr):
    # writes buf171: Combine over grid q.0@0[2], grid q.1@1[4]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    offs_one = tl.arange(0, 1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n3 = tl.arange(0, F_n3)
    offs_n4 = tl.arange(0, F_n4)
    offs_n1 = tl.arange(0, F_n1)
    offs_n5 = tl.arange(0, F_n5)
    t3 = tl.load(m1_ptr + offs_c2[:, None, None, None] * m1_s0 + offs_c3[None, :, None, None] * m1_s1 + offs_n2[None, None, None, :] * m1_s3, mask=(offs_c2 < E_c2)[:, None, None, None] & (offs_c3 < E_c3)[None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t6 = tl.load(m4_ptr + offs_n2[None, None, None, :] * m4_s3, mask=(offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t7 = (t3) * (t6)
    t9 = tl.load(m8_ptr + offs_c2[:, None, None, None] * m8_s0 + offs_c3[None, :, None, None] * m8_s1 + offs_n3[None, None, None, :] * m8_s3, mask=(offs_c2 < E_c2)[:, None, None, None] & (offs_c3 < E_c3)[None, :, None, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t10 = -(t9)
    t12 = tl.load(m11_ptr + offs_c2[:, None, None, None] * m11_s0 + offs_c3[None, :, None, None] * m11_s1 + offs_n3[None, None, None, :] * m11_s3, mask=(offs_c2 < E_c2)[:, None, None, None] & (offs_c3 < E_c3)[None, :, None, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    i13 = offs_n2[None, None, None, :] + tl.zeros([T_c2, T_c3, 1, F_n2], tl.int32)
    t14 = tl.where(i13 < 4, tl.gather(t10, tl.minimum(i13, F_n3 - 1), 3), tl.gather(t12, tl.minimum(tl.maximum(i13 - 4, 0), F_n3 - 1), 3))
    t17 = tl.load(m15_ptr + offs_n2[None, None, None, :] * m15_s3, mask=(offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t18 = (t14) * (t17)
    t19 = t7 + t18
    t42 = tl.load(m41_ptr + offs_c2[:, None, None, None] * m41_s0 + offs_c3[None, :, None, None] * m41_s1 + offs_n4[None, None, None, :] * m41_s3, mask=(offs_c2 < E_c2)[:, None, None, None] & (offs_c3 < E_c3)[None, :, None, None] & (offs_n4 < E_n4)[None, None, None, :], other=0).to(tl.float32)
    t45 = tl.load(m43_ptr + offs_n4[None, None, None, :] * m43_s3, mask=(offs_n4 < E_n4)[None, None, None, :], other=0).to(tl.float32)
    t46 = (t42) * (t45)
    t47 = (t42) * (t42)
    t48 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t47, 0.0), axis=3, keep_dims=True)
    t49 = t48 + 1.6e-05
    t50 = tl.rsqrt(t49)
    t51 = (t46) * (t50)
    t78 = tl.load(m26_ptr + offs_c2[:, None, None] * m26_s0 + offs_n5[None, :, None] * m26_s1 + offs_n3[None, None, :] * m26_s2, mask=(offs_c2 < E_c2)[:, None, None] & (offs_n5 < E_n5)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t79 = -(t78)
    t80 = tl.load(m29_ptr + offs_c2[:, None, None] * m29_s0 + offs_n5[None, :, None] * m29_s1 + offs_n3[None, None, :] * m29_s2, mask=(offs_c2 < E_c2)[:, None, None] & (offs_n5 < E_n5)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    i81 = offs_n2[None, None, :] + tl.zeros([T_c2, F_n5, F_n2], tl.int32)
    t82 = tl.where(i81 < 4, tl.gather(t79, tl.minimum(i81, F_n3 - 1), 2), tl.gather(t80, tl.minimum(tl.maximum(i81 - 4, 0), F_n3 - 1), 2))
    t83 = tl.load(m33_ptr + offs_n5[None, :, None] * m33_s1 + offs_n2[None, None, :] * m33_s2, mask=(offs_n5 < E_n5)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t84 = (t82) * (t83)
    t85 = tl.load(m20_ptr + offs_c2[:, None, None] * m20_s0 + offs_n5[None, :, None] * m20_s1 + offs_n2[None, None, :] * m20_s2, mask=(offs_c2 < E_c2)[:, None, None] & (offs_n5 < E_n5)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t86 = tl.load(m22_ptr + offs_n5[None, :, None] * m22_s1 + offs_n2[None, None, :] * m22_s2, mask=(offs_n5 < E_n5)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t87 = (t85) * (t86)
    t88 = t84 + t87
    t89 = tl.reshape(t88, [T_c2, 1, F_n5, F_n2])
    t90 = tl.permute(t89, (0, 1, 3, 2))
    t91 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t19, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t90, 0.0), 2), axis=3)
    t98 = tl.load(m57_ptr + offs_c2[:, None, None] * m57_s0 + offs_n5[None, :, None] * m57_s1 + offs_n1[None, None, :] * m57_s2, mask=(offs_c2 < E_c2)[:, None, None] & (offs_n5 < E_n5)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    t99 = (t98) * (t98)
    t100 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :], t99, 0.0), axis=2, keep_dims=True)
    t101 = t100 + 6.4e-05
    t102 = tl.rsqrt(t101)
    acc109 = tl.full([T_c2, T_c3, 1, F_n5], 0.0, tl.float32)
    acc110 = tl.full([T_c2, T_c3, 1, F_n5], 0.0, tl.float32)
    for i_c5 in range(0, tl.cdiv(E_c5, T_c5)):
        offs_c5 = i_c5 * T_c5 + tl.arange(0, T_c5)

        t92 = tl.load(m52_ptr + offs_c3[None, :, None, None] * m52_s1 + offs_n4[None, None, :, None] * m52_s2 + offs_c5[None, None, None, :] * m52_s3, mask=(offs_c3 < E_c3)[None, :, None, None] & (offs_n4 < E_n4)[None, None, :, None] & (offs_c5 < E_c5)[None, None, None, :], other=0).to(tl.float32)
        t93 = tl.sum(tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, None, :], t51, 0.0), 4) * tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, :, None], t92, 0.0), 2), axis=3)
        t94 = (t93) * (4.0)
        t95 = tl.load(m57_ptr + offs_c2[:, None, None] * m57_s0 + offs_n5[None, :, None] * m57_s1 + offs_c5[None, None, :] * m57_s2, mask=(offs_c2 < E_c2)[:, None, None] & (offs_n5 < E_n5)[None, :, None] & (offs_c5 < E_c5)[None, None, :], other=0).to(tl.float32)
        t96 = tl.load(m59_ptr + offs_c5[None, None, :] * m59_s2, mask=(offs_c5 < E_c5)[None, None, :], other=0).to(tl.float32)
        t97 = (t95) * (t96)
        t103 = (t97) * (t102)
        t104 = tl.reshape(t103, [T_c2, 1, F_n5, T_c5])
        t105 = (t104) * (8.0)
        t106 = tl.permute(t105, (0, 1, 3, 2))
        t107 = tl.sum(tl.expand_dims(tl.where((offs_c5 < E_c5)[None, None, None, :], t94, 0.0), 4) * tl.expand_dims(tl.where((offs_c5 < E_c5)[None, None, :, None], t106, 0.0), 2), axis=3)
        t108 = tl.sum(tl.expand_dims(tl.where((offs_c5 < E_c5)[None, None, None, :], t93, 0.0), 4) * tl.expand_dims(tl.where((offs_c5 < E_c5)[None, None, :, None], t106, 0.0), 2), axis=3)
        acc109 = acc109 + t107
        acc110 = acc110 + t108
    t111 = t91 + acc109
    t112 = tl.max(tl.where((offs_n5 < E_n5)[None, None, None, :], t111, -float('inf')), axis=3, keep_dims=True)
    t113 = (t112) * (0.2041241452319315)
    t116 = tl.load(m59_ptr + offs_n1[None, None, :] * m59_s2, mask=(offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    acc125 = tl.full([T_c2, T_c3, 1, F_n1], 0.0, tl.float32)
    for i_c4 in range(0, tl.cdiv(E_c4, T_c4)):
        offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)

        t21 = tl.load(m20_ptr + offs_c2[:, None, None] * m20_s0 + offs_c4[None, :, None] * m20_s1 + offs_n2[None, None, :] * m20_s2, mask=(offs_c2 < E_c2)[:, None, None] & (offs_c4 < E_c4)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
        t24 = tl.load(m22_ptr + offs_c4[None, :, None] * m22_s1 + offs_n2[None, None, :] * m22_s2, mask=(offs_c4 < E_c4)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
        t25 = (t21) * (t24)
        t27 = tl.load(m26_ptr + offs_c2[:, None, None] * m26_s0 + offs_c4[None, :, None] * m26_s1 + offs_n3[None, None, :] * m26_s2, mask=(offs_c2 < E_c2)[:, None, None] & (offs_c4 < E_c4)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
        t28 = -(t27)
        t30 = tl.load(m29_ptr + offs_c2[:, None, None] * m29_s0 + offs_c4[None, :, None] * m29_s1 + offs_n3[None, None, :] * m29_s2, mask=(offs_c2 < E_c2)[:, None, None] & (offs_c4 < E_c4)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
        i31 = offs_n2[None, None, :] + tl.zeros([T_c2, T_c4, F_n2], tl.int32)
        t32 = tl.where(i31 < 4, tl.gather(t28, tl.minimum(i31, F_n3 - 1), 2), tl.gather(t30, tl.minimum(tl.maximum(i31 - 4, 0), F_n3 - 1), 2))
        t35 = tl.load(m33_ptr + offs_c4[None, :, None] * m33_s1 + offs_n2[None, None, :] * m33_s2, mask=(offs_c4 < E_c4)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
        t36 = (t32) * (t35)
        t37 = t25 + t36
        t38 = tl.reshape(t37, [T_c2, 1, T_c4, F_n2])
        t39 = tl.permute(t38, (0, 1, 3, 2))
        t40 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t19, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t39, 0.0), 2), axis=3)
        t63 = tl.load(m57_ptr + offs_c2[:, None, None] * m57_s0 + offs_c4[None, :, None] * m57_s1 + offs_n1[None, None, :] * m57_s2, mask=(offs_c2 < E_c2)[:, None, None] & (offs_c4 < E_c4)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
        t64 = (t63) * (t63)
        t65 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :], t64, 0.0), axis=2, keep_dims=True)
        t66 = t65 + 6.4e-05
        t67 = tl.rsqrt(t66)
        acc74 = tl.full([T_c2, T_c3, 1, T_c4], 0.0, tl.float32)
        acc75 = tl.full([T_c2, T_c3, 1, T_c4], 0.0, tl.float32)
        for i_c5 in range(0, tl.cdiv(E_c5, T_c5)):
            offs_c5 = i_c5 * T_c5 + tl.arange(0, T_c5)

            t54 = tl.load(m52_ptr + offs_c3[None, :, None, None] * m52_s1 + offs_n4[None, None, :, None] * m52_s2 + offs_c5[None, None, None, :] * m52_s3, mask=(offs_c3 < E_c3)[None, :, None, None] & (offs_n4 < E_n4)[None, None, :, None] & (offs_c5 < E_c5)[None, None, None, :], other=0).to(tl.float32)
            t55 = tl.sum(tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, None, :], t51, 0.0), 4) * tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, :, None], t54, 0.0), 2), axis=3)
            t56 = (t55) * (4.0)
            t58 = tl.load(m57_ptr + offs_c2[:, None, None] * m57_s0 + offs_c4[None, :, None] * m57_s1 + offs_c5[None, None, :] * m57_s2, mask=(offs_c2 < E_c2)[:, None, None] & (offs_c4 < E_c4)[None, :, None] & (offs_c5 < E_c5)[None, None, :], other=0).to(tl.float32)
            t61 = tl.load(m59_ptr + offs_c5[None, None, :] * m59_s2, mask=(offs_c5 < E_c5)[None, None, :], other=0).to(tl.float32)
            t62 = (t58) * (t61)
            t68 = (t62) * (t67)
            t69 = tl.reshape(t68, [T_c2, 1, T_c4, T_c5])
            t70 = (t69) * (8.0)
            t71 = tl.permute(t70, (0, 1, 3, 2))
            t72 = tl.sum(tl.expand_dims(tl.where((offs_c5 < E_c5)[None, None, None, :], t56, 0.0), 4) * tl.expand_dims(tl.where((offs_c5 < E_c5)[None, None, :, None], t71, 0.0), 2), axis=3)
            t73 = tl.sum(tl.expand_dims(tl.where((offs_c5 < E_c5)[None, None, None, :], t55, 0.0), 4) * tl.expand_dims(tl.where((offs_c5 < E_c5)[None, None, :, None], t71, 0.0), 2), axis=3)
            acc74 = acc74 + t72
            acc75 = acc75 + t73
        t76 = t40 + acc74
        t77 = (t76) * (0.2041241452319315)
        t114 = t77 - (t113)
        t115 = tl.exp(t114)
        t117 = (t63) * (t116)
        t118 = (t63) * (t63)
        t119 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :], t118, 0.0), axis=2, keep_dims=True)
        t120 = t119 + 6.4e-05
        t121 = tl.rsqrt(t120)
        t122 = (t117) * (t121)
        t123 = tl.reshape(t122, [T_c2, 1, T_c4, F_n1])
        t124 = tl.sum(tl.expand_dims(tl.where((offs_c4 < E_c4)[None, None, None, :], t115, 0.0), 4) * tl.expand_dims(tl.where((offs_c4 < E_c4)[None, None, :, None], t123, 0.0), 2), axis=3)
        acc125 = acc125 + t124
    t126 = (acc125) * (8.0)
    t132 = (t42) * (t42)
    t133 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t132, 0.0), axis=3, keep_dims=True)
    t134 = t133 + 1.6e-05
    t135 = tl.rsqrt(t134)
    acc137 = tl.full([T_c2, T_c3, 1, F_n1], 0.0, tl.float32)
    for i_c6 in range(0, tl.cdiv(E_c6, T_c6)):
        offs_c6 = i_c6 * T_c6 + tl.arange(0, T_c6)

        t127 = tl.load(m41_ptr + offs_c2[:, None, None, None] * m41_s0 + offs_c3[None, :, None, None] * m41_s1 + offs_c6[None, None, None, :] * m41_s3, mask=(offs_c2 < E_c2)[:, None, None, None] & (offs_c3 < E_c3)[None, :, None, None] & (offs_c6 < E_c6)[None, None, None, :], other=0).to(tl.float32)
        t128 = tl.load(m43_ptr + offs_c6[None, None, None, :] * m43_s3, mask=(offs_c6 < E_c6)[None, None, None, :], other=0).to(tl.float32)
        t129 = (t127) * (t128)
        t130 = tl.load(m52_ptr + offs_c3[None, :, None, None] * m52_s1 + offs_c6[None, None, :, None] * m52_s2 + offs_n1[None, None, None, :] * m52_s3, mask=(offs_c3 < E_c3)[None, :, None, None] & (offs_c6 < E_c6)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
        t131 = tl.sum(tl.expand_dims(tl.where((offs_c6 < E_c6)[None, None, None, :], t129, 0.0), 4) * tl.expand_dims(tl.where((offs_c6 < E_c6)[None, None, :, None], t130, 0.0), 2), axis=3)
        t136 = (t131) * (t135)
        acc137 = acc137 + t136
    t138 = (acc137) * (4.0)
    t139 = (t98) * (t116)
    t140 = (t98) * (t98)
    t141 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :], t140, 0.0), axis=2, keep_dims=True)
    t142 = t141 + 6.4e-05
    t143 = tl.rsqrt(t142)
    t144 = (t139) * (t143)
    t145 = tl.reshape(t144, [T_c2, 1, F_n5, F_n1])
    t146 = (t145) * (8.0)
    t147 = tl.permute(t146, (0, 1, 3, 2))
    t148 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :], t138, 0.0), 4) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :, None], t147, 0.0), 2), axis=3)
    t149 = -(t9)
    i150 = offs_n2[None, None, None, :] + tl.zeros([T_c2, T_c3, 1, F_n2], tl.int32)
    t151 = tl.where(i150 < 4, tl.gather(t149, tl.minimum(i150, F_n3 - 1), 3), tl.gather(t12, tl.minimum(tl.maximum(i150 - 4, 0), F_n3 - 1), 3))
    t152 = (t151) * (t17)
    t153 = (t3) * (t6)
    t154 = t152 + t153
    t155 = -(t78)
    i156 = offs_n2[None, None, :] + tl.zeros([T_c2, F_n5, F_n2], tl.int32)
    t157 = tl.where(i156 < 4, tl.gather(t155, tl.minimum(i156, F_n3 - 1), 2), tl.gather(t80, tl.minimum(tl.maximum(i156 - 4, 0), F_n3 - 1), 2))
    t158 = (t157) * (t83)
    t159 = (t85) * (t86)
    t160 = t158 + t159
    t161 = tl.reshape(t160, [T_c2, 1, F_n5, F_n2])
    t162 = tl.permute(t161, (0, 1, 3, 2))
    t163 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t154, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t162, 0.0), 2), axis=3)
    t164 = t148 + t163
    t165 = tl.max(tl.where((offs_n5 < E_n5)[None, None, None, :], t164, -float('inf')), axis=3, keep_dims=True)
    t166 = t164 - (t165)
    t167 = (t166) * (0.2041241452319315)
    t168 = tl.exp(t167)
    t169 = tl.sum(tl.where((offs_n5 < E_n5)[None, None, None, :], t168, 0.0), axis=3, keep_dims=True)
    t170 = (t126) / (t169)
    tl.store(buf171_ptr + offs_c2[:, None, None, None] * buf171_s0 + offs_c3[None, :, None, None] * buf171_s1 + offs_n1[None, None, None, :] * buf171_s3, t170, mask=(offs_c2 < E_c2)[:, None, None, None] & (offs_c3 < E_c3)[None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :])


@triton.jit
def kernel_1(buf171_ptr, buf171_s0, buf171_s1, buf171_s2, buf171_s3, m173_ptr, m173_s0, m173_s1, m173_s2, m173_s3, buf178_ptr, buf178_s0, buf178_s1, buf178_s2, buf178_s3, E_c0, E_c1, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf178: Combine over grid cut0.1@1[4], grid w_uv.3@3[16]
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
    t172 = tl.load(buf171_ptr + offs_n0[:, None, None, None] * buf171_s0 + offs_c0[None, :, None, None] * buf171_s1 + offs_n1[None, None, None, :] * buf171_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t176 = tl.load(m173_ptr + offs_c0[None, :, None, None] * m173_s1 + offs_n1[None, None, :, None] * m173_s2 + offs_c1[None, None, None, :] * m173_s3, mask=(offs_c0 < E_c0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
    t177 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :], t172, 0.0), 4) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :, None], t176, 0.0), 2), axis=3)
    tl.store(buf178_ptr + offs_n0[:, None, None, None] * buf178_s0 + offs_c0[None, :, None, None] * buf178_s1 + offs_c1[None, None, None, :] * buf178_s3, t177, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_c1 < E_c1)[None, None, None, :])


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
    m1 = m2.narrow(3, 16, 8)
    m5 = inputs['cos_q']
    m4 = m5.reshape([1, 1, 1, 8])
    m8 = m1.narrow(3, 4, 4)
    m11 = m1.narrow(3, 0, 4)
    m16 = inputs['sin_q']
    m15 = m16.reshape([1, 1, 1, 8])
    m20 = inputs['k_pe']
    m23 = inputs['cos_k']
    m22 = m23.reshape([1, 32, 8])
    m26 = m20.narrow(2, 4, 4)
    m29 = m20.narrow(2, 0, 4)
    m34 = inputs['sin_k']
    m33 = m34.reshape([1, 32, 8])
    m41 = m2.narrow(3, 0, 16)
    m44 = inputs['w_q_norm']
    m43 = m44.reshape([1, 1, 1, 16])
    m53 = inputs['w_uk']
    m52 = m53.reshape([1, 4, 16, 64])
    m57 = inputs['c_kv']
    m60 = inputs['w_kv_norm']
    m59 = m60.reshape([1, 1, 64])
    buf171 = torch.full([2, 4, 1, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(2, T['c2']) * _cdiv(4, T['c3']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m4_ptr=m4, m4_s0=m4.stride(0), m4_s1=m4.stride(1), m4_s2=m4.stride(2), m4_s3=m4.stride(3), m8_ptr=m8, m8_s0=m8.stride(0), m8_s1=m8.stride(1), m8_s2=m8.stride(2), m8_s3=m8.stride(3), m11_ptr=m11, m11_s0=m11.stride(0), m11_s1=m11.stride(1), m11_s2=m11.stride(2), m11_s3=m11.stride(3), m15_ptr=m15, m15_s0=m15.stride(0), m15_s1=m15.stride(1), m15_s2=m15.stride(2), m15_s3=m15.stride(3), m20_ptr=m20, m20_s0=m20.stride(0), m20_s1=m20.stride(1), m20_s2=m20.stride(2), m22_ptr=m22, m22_s0=m22.stride(0), m22_s1=m22.stride(1), m22_s2=m22.stride(2), m26_ptr=m26, m26_s0=m26.stride(0), m26_s1=m26.stride(1), m26_s2=m26.stride(2), m29_ptr=m29, m29_s0=m29.stride(0), m29_s1=m29.stride(1), m29_s2=m29.stride(2), m33_ptr=m33, m33_s0=m33.stride(0), m33_s1=m33.stride(1), m33_s2=m33.stride(2), m41_ptr=m41, m41_s0=m41.stride(0), m41_s1=m41.stride(1), m41_s2=m41.stride(2), m41_s3=m41.stride(3), m43_ptr=m43, m43_s0=m43.stride(0), m43_s1=m43.stride(1), m43_s2=m43.stride(2), m43_s3=m43.stride(3), m52_ptr=m52, m52_s0=m52.stride(0), m52_s1=m52.stride(1), m52_s2=m52.stride(2), m52_s3=m52.stride(3), m57_ptr=m57, m57_s0=m57.stride(0), m57_s1=m57.stride(1), m57_s2=m57.stride(2), m59_ptr=m59, m59_s0=m59.stride(0), m59_s1=m59.stride(1), m59_s2=m59.stride(2), buf171_ptr=buf171, buf171_s0=buf171.stride(0), buf171_s1=buf171.stride(1), buf171_s2=buf171.stride(2), buf171_s3=buf171.stride(3), E_c2=2, E_c3=4, E_c4=32, E_c5=64, E_c6=16, E_n1=64, E_n2=8, E_n3=4, E_n4=16, E_n5=32, F_n1=_pow2(64), F_n2=_pow2(8), F_n3=_pow2(4), F_n4=_pow2(16), F_n5=_pow2(32), T_c2=T['c2'], T_c3=T['c3'], T_c4=T['c4'], T_c5=T['c5'], T_c6=T['c6'])
    m175 = inputs['w_uv']
    m174 = m175.permute([0, 2, 1])
    m173 = m174.reshape([1, 4, 64, 16])
    buf178 = torch.full([2, 4, 1, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(4, T['c0']) * _cdiv(16, T['c1']),)](buf171_ptr=buf171, buf171_s0=buf171.stride(0), buf171_s1=buf171.stride(1), buf171_s2=buf171.stride(2), buf171_s3=buf171.stride(3), m173_ptr=m173, m173_s0=m173.stride(0), m173_s1=m173.stride(1), m173_s2=m173.stride(2), m173_s3=m173.stride(3), buf178_ptr=buf178, buf178_s0=buf178.stride(0), buf178_s1=buf178.stride(1), buf178_s2=buf178.stride(2), buf178_s3=buf178.stride(3), E_c0=4, E_c1=16, E_n0=2, E_n1=64, F_n0=_pow2(2), F_n1=_pow2(64), T_c0=T['c0'], T_c1=T['c1'])
    return buf178


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
