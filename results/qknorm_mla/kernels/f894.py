"""qknorm_mla [small], candidate 894: 2 kernel(s)

Rendered by EqiForge from candidate 894 of qknorm_mla [small]: grid(q.0@0) loop(c_kv.1[32]: pair(sum, sum)) {loop(c_kv.2[64]: pair(sum, sum)) loop(q.3[16]: sum)} [7 mm] | grid(cut0.0@0, cut0.1@1, w_uv.3@3) [1 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid cut0.0@0[2]
    c1: grid cut0.1@1[4]
    c2: grid w_uv.3@3[16]
    c3: grid q.0@0[2]
    c4: loop c_kv.1[32]
    c5: loop c_kv.2[64]
    c6: loop q.3[16]

Run it on its own: `python kernels/f894.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/qknorm_mla.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 1, "c1": 2, "c2": 8, "c3": 1, "c4": 16, "c5": 32, "c6": 8}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 2, "c1": 4, "c2": 16, "c3": 2, "c4": 32, "c5": 64, "c6": 16}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m4_ptr, m4_s0, m4_s1, m4_s2, m4_s3, m8_ptr, m8_s0, m8_s1, m8_s2, m8_s3, m12_ptr, m12_s0, m12_s1, m12_s2, m14_ptr, m14_s0, m14_s1, m14_s2, m36_ptr, m36_s0, m36_s1, m36_s2, m36_s3, m40_ptr, m40_s0, m40_s1, m40_s2, m40_s3, m44_ptr, m44_s0, m44_s1, m44_s2, m44_s3, m37_ptr, m37_s0, m37_s1, m37_s2, m37_s3, m49_ptr, m49_s0, m49_s1, m49_s2, m49_s3, m54_ptr, m54_s0, m54_s1, m54_s2, m56_ptr, m56_s0, m56_s1, m56_s2, m60_ptr, m60_s0, m60_s1, m60_s2, m63_ptr, m63_s0, m63_s1, m63_s2, m67_ptr, m67_s0, m67_s1, m67_s2, buf131_ptr, buf131_s0, buf131_s1, buf131_s2, buf131_s3, E_c3, E_c4, E_c5, E_c6, E_n0, E_n1, E_n2, E_n3, E_n4, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, F_n4: tl.constexpr, T_c3: tl.constexpr, T_c4: tl.constexpr, T_c5: tl.constexpr, T_c6: tl.constexpr):
    # writes buf131: Combine over grid q.0@0[2]
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
    t3 = tl.load(m1_ptr + offs_c3[:, None, None, None] * m1_s0 + offs_n1[None, :, None, None] * m1_s1 + offs_n2[None, None, None, :] * m1_s3, mask=(offs_c3 < E_c3)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t6 = tl.load(m4_ptr + offs_n2[None, None, None, :] * m4_s3, mask=(offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t7 = (t3) * (t6)
    t28 = (t3) * (t3)
    t29 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t28, 0.0), axis=3, keep_dims=True)
    t30 = t29 + 1.6e-05
    t31 = tl.rsqrt(t30)
    t38 = tl.load(m36_ptr + offs_c3[:, None, None, None] * m36_s0 + offs_n1[None, :, None, None] * m36_s1 + offs_n1[None, None, None, :] * m36_s3, mask=(offs_c3 < E_c3)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t39 = -(t38)
    t41 = tl.load(m40_ptr + offs_c3[:, None, None, None] * m40_s0 + offs_n1[None, :, None, None] * m40_s1 + offs_n1[None, None, None, :] * m40_s3, mask=(offs_c3 < E_c3)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    i42 = offs_n3[None, None, None, :] + tl.zeros([T_c3, F_n1, 1, F_n3], tl.int32)
    t43 = tl.where(i42 < 4, tl.gather(t39, tl.minimum(i42, F_n1 - 1), 3), tl.gather(t41, tl.minimum(tl.maximum(i42 - 4, 0), F_n1 - 1), 3))
    t46 = tl.load(m44_ptr + offs_n3[None, None, None, :] * m44_s3, mask=(offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t47 = (t43) * (t46)
    t48 = tl.load(m37_ptr + offs_c3[:, None, None, None] * m37_s0 + offs_n1[None, :, None, None] * m37_s1 + offs_n3[None, None, None, :] * m37_s3, mask=(offs_c3 < E_c3)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t51 = tl.load(m49_ptr + offs_n3[None, None, None, :] * m49_s3, mask=(offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t52 = (t48) * (t51)
    t53 = t47 + t52
    t76 = tl.load(m60_ptr + offs_c3[:, None, None] * m60_s0 + offs_n4[None, :, None] * m60_s1 + offs_n1[None, None, :] * m60_s2, mask=(offs_c3 < E_c3)[:, None, None] & (offs_n4 < E_n4)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    t77 = -(t76)
    t78 = tl.load(m63_ptr + offs_c3[:, None, None] * m63_s0 + offs_n4[None, :, None] * m63_s1 + offs_n1[None, None, :] * m63_s2, mask=(offs_c3 < E_c3)[:, None, None] & (offs_n4 < E_n4)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    i79 = offs_n3[None, None, :] + tl.zeros([T_c3, F_n4, F_n3], tl.int32)
    t80 = tl.where(i79 < 4, tl.gather(t77, tl.minimum(i79, F_n1 - 1), 2), tl.gather(t78, tl.minimum(tl.maximum(i79 - 4, 0), F_n1 - 1), 2))
    t81 = tl.load(m67_ptr + offs_n4[None, :, None] * m67_s1 + offs_n3[None, None, :] * m67_s2, mask=(offs_n4 < E_n4)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t82 = (t80) * (t81)
    t83 = tl.load(m54_ptr + offs_c3[:, None, None] * m54_s0 + offs_n4[None, :, None] * m54_s1 + offs_n3[None, None, :] * m54_s2, mask=(offs_c3 < E_c3)[:, None, None] & (offs_n4 < E_n4)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t84 = tl.load(m56_ptr + offs_n4[None, :, None] * m56_s1 + offs_n3[None, None, :] * m56_s2, mask=(offs_n4 < E_n4)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t85 = (t83) * (t84)
    t86 = t82 + t85
    t87 = tl.reshape(t86, [T_c3, 1, F_n4, F_n3])
    t88 = tl.permute(t87, (0, 1, 3, 2))
    t89 = tl.sum(tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, None, :], t53, 0.0), 4) * tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, :, None], t88, 0.0), 2), axis=3)
    t90 = (t3) * (t6)
    t91 = tl.load(m8_ptr + offs_n1[None, :, None, None] * m8_s1 + offs_n2[None, None, :, None] * m8_s2 + offs_n0[None, None, None, :] * m8_s3, mask=(offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t92 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t90, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t91, 0.0), 2), axis=3)
    acc96 = tl.full([T_c3, F_n1, 1, 1], 0.0, tl.float32)
    for i_c6 in range(0, tl.cdiv(E_c6, T_c6)):
        offs_c6 = i_c6 * T_c6 + tl.arange(0, T_c6)

        t93 = tl.load(m1_ptr + offs_c3[:, None, None, None] * m1_s0 + offs_n1[None, :, None, None] * m1_s1 + offs_c6[None, None, None, :] * m1_s3, mask=(offs_c3 < E_c3)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c6 < E_c6)[None, None, None, :], other=0).to(tl.float32)
        t94 = (t93) * (t93)
        t95 = tl.sum(tl.where((offs_c6 < E_c6)[None, None, None, :], t94, 0.0), axis=3, keep_dims=True)
        acc96 = acc96 + t95
    t97 = (acc96) * (0.0625)
    t98 = t97 + 1e-06
    t99 = tl.rsqrt(t98)
    t100 = (t92) * (t99)
    t101 = tl.load(m12_ptr + offs_c3[:, None, None] * m12_s0 + offs_n4[None, :, None] * m12_s1 + offs_n0[None, None, :] * m12_s2, mask=(offs_c3 < E_c3)[:, None, None] & (offs_n4 < E_n4)[None, :, None] & (offs_n0 < E_n0)[None, None, :], other=0).to(tl.float32)
    t102 = tl.load(m14_ptr + offs_n0[None, None, :] * m14_s2, mask=(offs_n0 < E_n0)[None, None, :], other=0).to(tl.float32)
    t103 = (t101) * (t102)
    t104 = (t101) * (t101)
    t105 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, :], t104, 0.0), axis=2, keep_dims=True)
    t106 = t105 + 6.4e-05
    t107 = tl.rsqrt(t106)
    t108 = (t103) * (t107)
    t109 = tl.reshape(t108, [T_c3, 1, F_n4, F_n0])
    t110 = (t109) * (8.0)
    t111 = tl.permute(t110, (0, 1, 3, 2))
    t112 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, None, :], t100, 0.0), 4) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, :, None], t111, 0.0), 2), axis=3)
    t113 = t89 + t112
    t114 = tl.max(tl.where((offs_n4 < E_n4)[None, None, None, :], t113, -float('inf')), axis=3, keep_dims=True)
    acc127 = tl.full([T_c3, F_n1, 1, 1], 0.0, tl.float32)
    acc128 = tl.full([T_c3, F_n1, 1, F_n0], 0.0, tl.float32)
    for i_c4 in range(0, tl.cdiv(E_c4, T_c4)):
        offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)

        t18 = tl.load(m12_ptr + offs_c3[:, None, None] * m12_s0 + offs_c4[None, :, None] * m12_s1 + offs_n0[None, None, :] * m12_s2, mask=(offs_c3 < E_c3)[:, None, None] & (offs_c4 < E_c4)[None, :, None] & (offs_n0 < E_n0)[None, None, :], other=0).to(tl.float32)
        t19 = (t18) * (t18)
        t20 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, :], t19, 0.0), axis=2, keep_dims=True)
        t21 = t20 + 6.4e-05
        t22 = tl.rsqrt(t21)
        acc33 = tl.full([T_c3, F_n1, 1, T_c4], 0.0, tl.float32)
        acc34 = tl.full([T_c3, F_n1, 1, T_c4], 0.0, tl.float32)
        for i_c5 in range(0, tl.cdiv(E_c5, T_c5)):
            offs_c5 = i_c5 * T_c5 + tl.arange(0, T_c5)

            t10 = tl.load(m8_ptr + offs_n1[None, :, None, None] * m8_s1 + offs_n2[None, None, :, None] * m8_s2 + offs_c5[None, None, None, :] * m8_s3, mask=(offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_c5 < E_c5)[None, None, None, :], other=0).to(tl.float32)
            t11 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t7, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t10, 0.0), 2), axis=3)
            t13 = tl.load(m12_ptr + offs_c3[:, None, None] * m12_s0 + offs_c4[None, :, None] * m12_s1 + offs_c5[None, None, :] * m12_s2, mask=(offs_c3 < E_c3)[:, None, None] & (offs_c4 < E_c4)[None, :, None] & (offs_c5 < E_c5)[None, None, :], other=0).to(tl.float32)
            t16 = tl.load(m14_ptr + offs_c5[None, None, :] * m14_s2, mask=(offs_c5 < E_c5)[None, None, :], other=0).to(tl.float32)
            t17 = (t13) * (t16)
            t23 = (t17) * (t22)
            t24 = tl.reshape(t23, [T_c3, 1, T_c4, T_c5])
            t25 = (t24) * (8.0)
            t26 = tl.permute(t25, (0, 1, 3, 2))
            t27 = tl.sum(tl.expand_dims(tl.where((offs_c5 < E_c5)[None, None, None, :], t11, 0.0), 4) * tl.expand_dims(tl.where((offs_c5 < E_c5)[None, None, :, None], t26, 0.0), 2), axis=3)
            t32 = (t27) * (t31)
            acc33 = acc33 + t27
            acc34 = acc34 + t32
        t35 = (acc34) * (4.0)
        t55 = tl.load(m54_ptr + offs_c3[:, None, None] * m54_s0 + offs_c4[None, :, None] * m54_s1 + offs_n3[None, None, :] * m54_s2, mask=(offs_c3 < E_c3)[:, None, None] & (offs_c4 < E_c4)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
        t58 = tl.load(m56_ptr + offs_c4[None, :, None] * m56_s1 + offs_n3[None, None, :] * m56_s2, mask=(offs_c4 < E_c4)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
        t59 = (t55) * (t58)
        t61 = tl.load(m60_ptr + offs_c3[:, None, None] * m60_s0 + offs_c4[None, :, None] * m60_s1 + offs_n1[None, None, :] * m60_s2, mask=(offs_c3 < E_c3)[:, None, None] & (offs_c4 < E_c4)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
        t62 = -(t61)
        t64 = tl.load(m63_ptr + offs_c3[:, None, None] * m63_s0 + offs_c4[None, :, None] * m63_s1 + offs_n1[None, None, :] * m63_s2, mask=(offs_c3 < E_c3)[:, None, None] & (offs_c4 < E_c4)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
        i65 = offs_n3[None, None, :] + tl.zeros([T_c3, T_c4, F_n3], tl.int32)
        t66 = tl.where(i65 < 4, tl.gather(t62, tl.minimum(i65, F_n1 - 1), 2), tl.gather(t64, tl.minimum(tl.maximum(i65 - 4, 0), F_n1 - 1), 2))
        t69 = tl.load(m67_ptr + offs_c4[None, :, None] * m67_s1 + offs_n3[None, None, :] * m67_s2, mask=(offs_c4 < E_c4)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
        t70 = (t66) * (t69)
        t71 = t59 + t70
        t72 = tl.reshape(t71, [T_c3, 1, T_c4, F_n3])
        t73 = tl.permute(t72, (0, 1, 3, 2))
        t74 = tl.sum(tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, None, :], t53, 0.0), 4) * tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, :, None], t73, 0.0), 2), axis=3)
        t75 = t35 + t74
        t115 = t75 - (t114)
        t116 = (t115) * (0.2041241452319315)
        t117 = tl.exp(t116)
        t118 = tl.sum(tl.where((offs_c4 < E_c4)[None, None, None, :], t117, 0.0), axis=3, keep_dims=True)
        t119 = (t18) * (t102)
        t120 = (t18) * (t18)
        t121 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, :], t120, 0.0), axis=2, keep_dims=True)
        t122 = t121 + 6.4e-05
        t123 = tl.rsqrt(t122)
        t124 = (t119) * (t123)
        t125 = tl.reshape(t124, [T_c3, 1, T_c4, F_n0])
        t126 = tl.sum(tl.expand_dims(tl.where((offs_c4 < E_c4)[None, None, None, :], t117, 0.0), 4) * tl.expand_dims(tl.where((offs_c4 < E_c4)[None, None, :, None], t125, 0.0), 2), axis=3)
        acc127 = acc127 + t118
        acc128 = acc128 + t126
    t129 = (acc128) * (8.0)
    t130 = (t129) / (acc127)
    tl.store(buf131_ptr + offs_c3[:, None, None, None] * buf131_s0 + offs_n1[None, :, None, None] * buf131_s1 + offs_n0[None, None, None, :] * buf131_s3, t130, mask=(offs_c3 < E_c3)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :])


@triton.jit
def kernel_1(buf131_ptr, buf131_s0, buf131_s1, buf131_s2, buf131_s3, m133_ptr, m133_s0, m133_s1, m133_s2, m133_s3, buf138_ptr, buf138_s0, buf138_s1, buf138_s2, buf138_s3, E_c0, E_c1, E_c2, E_n0, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
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
    offs_n0 = tl.arange(0, F_n0)
    t132 = tl.load(buf131_ptr + offs_c0[:, None, None, None] * buf131_s0 + offs_c1[None, :, None, None] * buf131_s1 + offs_n0[None, None, None, :] * buf131_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t136 = tl.load(m133_ptr + offs_c1[None, :, None, None] * m133_s1 + offs_n0[None, None, :, None] * m133_s2 + offs_c2[None, None, None, :] * m133_s3, mask=(offs_c1 < E_c1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
    t137 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, None, :], t132, 0.0), 4) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, :, None], t136, 0.0), 2), axis=3)
    tl.store(buf138_ptr + offs_c0[:, None, None, None] * buf138_s0 + offs_c1[None, :, None, None] * buf138_s1 + offs_c2[None, None, None, :] * buf138_s3, t137, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_c2 < E_c2)[None, None, None, :])


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
    m37 = m2.narrow(3, 16, 8)
    m36 = m37.narrow(3, 4, 4)
    m40 = m37.narrow(3, 0, 4)
    m45 = inputs['sin_q']
    m44 = m45.reshape([1, 1, 1, 8])
    m50 = inputs['cos_q']
    m49 = m50.reshape([1, 1, 1, 8])
    m54 = inputs['k_pe']
    m57 = inputs['cos_k']
    m56 = m57.reshape([1, 32, 8])
    m60 = m54.narrow(2, 4, 4)
    m63 = m54.narrow(2, 0, 4)
    m68 = inputs['sin_k']
    m67 = m68.reshape([1, 32, 8])
    buf131 = torch.full([2, 4, 1, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(2, T['c3']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m4_ptr=m4, m4_s0=m4.stride(0), m4_s1=m4.stride(1), m4_s2=m4.stride(2), m4_s3=m4.stride(3), m8_ptr=m8, m8_s0=m8.stride(0), m8_s1=m8.stride(1), m8_s2=m8.stride(2), m8_s3=m8.stride(3), m12_ptr=m12, m12_s0=m12.stride(0), m12_s1=m12.stride(1), m12_s2=m12.stride(2), m14_ptr=m14, m14_s0=m14.stride(0), m14_s1=m14.stride(1), m14_s2=m14.stride(2), m36_ptr=m36, m36_s0=m36.stride(0), m36_s1=m36.stride(1), m36_s2=m36.stride(2), m36_s3=m36.stride(3), m40_ptr=m40, m40_s0=m40.stride(0), m40_s1=m40.stride(1), m40_s2=m40.stride(2), m40_s3=m40.stride(3), m44_ptr=m44, m44_s0=m44.stride(0), m44_s1=m44.stride(1), m44_s2=m44.stride(2), m44_s3=m44.stride(3), m37_ptr=m37, m37_s0=m37.stride(0), m37_s1=m37.stride(1), m37_s2=m37.stride(2), m37_s3=m37.stride(3), m49_ptr=m49, m49_s0=m49.stride(0), m49_s1=m49.stride(1), m49_s2=m49.stride(2), m49_s3=m49.stride(3), m54_ptr=m54, m54_s0=m54.stride(0), m54_s1=m54.stride(1), m54_s2=m54.stride(2), m56_ptr=m56, m56_s0=m56.stride(0), m56_s1=m56.stride(1), m56_s2=m56.stride(2), m60_ptr=m60, m60_s0=m60.stride(0), m60_s1=m60.stride(1), m60_s2=m60.stride(2), m63_ptr=m63, m63_s0=m63.stride(0), m63_s1=m63.stride(1), m63_s2=m63.stride(2), m67_ptr=m67, m67_s0=m67.stride(0), m67_s1=m67.stride(1), m67_s2=m67.stride(2), buf131_ptr=buf131, buf131_s0=buf131.stride(0), buf131_s1=buf131.stride(1), buf131_s2=buf131.stride(2), buf131_s3=buf131.stride(3), E_c3=2, E_c4=32, E_c5=64, E_c6=16, E_n0=64, E_n1=4, E_n2=16, E_n3=8, E_n4=32, F_n0=_pow2(64), F_n1=_pow2(4), F_n2=_pow2(16), F_n3=_pow2(8), F_n4=_pow2(32), T_c3=T['c3'], T_c4=T['c4'], T_c5=T['c5'], T_c6=T['c6'])
    m135 = inputs['w_uv']
    m134 = m135.permute([0, 2, 1])
    m133 = m134.reshape([1, 4, 64, 16])
    buf138 = torch.full([2, 4, 1, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(2, T['c0']) * _cdiv(4, T['c1']) * _cdiv(16, T['c2']),)](buf131_ptr=buf131, buf131_s0=buf131.stride(0), buf131_s1=buf131.stride(1), buf131_s2=buf131.stride(2), buf131_s3=buf131.stride(3), m133_ptr=m133, m133_s0=m133.stride(0), m133_s1=m133.stride(1), m133_s2=m133.stride(2), m133_s3=m133.stride(3), buf138_ptr=buf138, buf138_s0=buf138.stride(0), buf138_s1=buf138.stride(1), buf138_s2=buf138.stride(2), buf138_s3=buf138.stride(3), E_c0=2, E_c1=4, E_c2=16, E_n0=64, F_n0=_pow2(64), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    return buf138


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
