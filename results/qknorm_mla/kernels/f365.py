"""qknorm_mla [small], candidate 365: 2 kernel(s)

Rendered by EqiForge from candidate 365 of qknorm_mla [small]: grid(q.0@0, q.1@1) loop(c_kv.2[64]: pair(sum, sum)) loop(c_kv.1[32]: sum) [9 mm] | grid(cut0.0@0, cut0.1@1, w_uv.3@3) [1 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid cut0.0@0[2]
    c1: grid cut0.1@1[4]
    c2: grid w_uv.3@3[16]
    c3: grid q.0@0[2]
    c4: grid q.1@1[4]
    c5: loop c_kv.2[64]
    c6: loop c_kv.1[32]

Run it on its own: `python kernels/f365.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/qknorm_mla.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 1, "c1": 2, "c2": 8, "c3": 1, "c4": 2, "c5": 32, "c6": 16}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 2, "c1": 4, "c2": 16, "c3": 2, "c4": 4, "c5": 64, "c6": 32}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m4_ptr, m4_s0, m4_s1, m4_s2, m4_s3, m8_ptr, m8_s0, m8_s1, m8_s2, m8_s3, m12_ptr, m12_s0, m12_s1, m12_s2, m14_ptr, m14_s0, m14_s1, m14_s2, m36_ptr, m36_s0, m36_s1, m36_s2, m36_s3, m40_ptr, m40_s0, m40_s1, m40_s2, m40_s3, m44_ptr, m44_s0, m44_s1, m44_s2, m44_s3, m37_ptr, m37_s0, m37_s1, m37_s2, m37_s3, m49_ptr, m49_s0, m49_s1, m49_s2, m49_s3, m54_ptr, m54_s0, m54_s1, m54_s2, m58_ptr, m58_s0, m58_s1, m58_s2, m62_ptr, m62_s0, m62_s1, m62_s2, m55_ptr, m55_s0, m55_s1, m55_s2, m67_ptr, m67_s0, m67_s1, m67_s2, buf158_ptr, buf158_s0, buf158_s1, buf158_s2, buf158_s3, E_c3, E_c4, E_c5, E_c6, E_n0, E_n1, E_n2, E_n3, E_n4, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, F_n4: tl.constexpr, T_c3: tl.constexpr, T_c4: tl.constexpr, T_c5: tl.constexpr, T_c6: tl.constexpr):
    # writes buf158: Combine over grid q.0@0[2], grid q.1@1[4]
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
    t3 = tl.load(m1_ptr + offs_c3[:, None, None, None] * m1_s0 + offs_c4[None, :, None, None] * m1_s1 + offs_n1[None, None, None, :] * m1_s3, mask=(offs_c3 < E_c3)[:, None, None, None] & (offs_c4 < E_c4)[None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t6 = tl.load(m4_ptr + offs_n1[None, None, None, :] * m4_s3, mask=(offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t7 = (t3) * (t6)
    t18 = tl.load(m12_ptr + offs_c3[:, None, None] * m12_s0 + offs_n2[None, :, None] * m12_s1 + offs_n0[None, None, :] * m12_s2, mask=(offs_c3 < E_c3)[:, None, None] & (offs_n2 < E_n2)[None, :, None] & (offs_n0 < E_n0)[None, None, :], other=0).to(tl.float32)
    t19 = (t18) * (t18)
    t20 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, :], t19, 0.0), axis=2, keep_dims=True)
    t21 = t20 + 6.4e-05
    t22 = tl.rsqrt(t21)
    t28 = (t3) * (t3)
    t29 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t28, 0.0), axis=3, keep_dims=True)
    t30 = t29 + 1.6e-05
    t31 = tl.rsqrt(t30)
    acc33 = tl.full([T_c3, T_c4, 1, F_n2], 0.0, tl.float32)
    acc34 = tl.full([T_c3, T_c4, 1, F_n2], 0.0, tl.float32)
    for i_c5 in range(0, tl.cdiv(E_c5, T_c5)):
        offs_c5 = i_c5 * T_c5 + tl.arange(0, T_c5)

        t10 = tl.load(m8_ptr + offs_c4[None, :, None, None] * m8_s1 + offs_n1[None, None, :, None] * m8_s2 + offs_c5[None, None, None, :] * m8_s3, mask=(offs_c4 < E_c4)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_c5 < E_c5)[None, None, None, :], other=0).to(tl.float32)
        t11 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :], t7, 0.0), 4) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :, None], t10, 0.0), 2), axis=3)
        t13 = tl.load(m12_ptr + offs_c3[:, None, None] * m12_s0 + offs_n2[None, :, None] * m12_s1 + offs_c5[None, None, :] * m12_s2, mask=(offs_c3 < E_c3)[:, None, None] & (offs_n2 < E_n2)[None, :, None] & (offs_c5 < E_c5)[None, None, :], other=0).to(tl.float32)
        t16 = tl.load(m14_ptr + offs_c5[None, None, :] * m14_s2, mask=(offs_c5 < E_c5)[None, None, :], other=0).to(tl.float32)
        t17 = (t13) * (t16)
        t23 = (t17) * (t22)
        t24 = tl.reshape(t23, [T_c3, 1, F_n2, T_c5])
        t25 = (t24) * (8.0)
        t26 = tl.permute(t25, (0, 1, 3, 2))
        t27 = tl.sum(tl.expand_dims(tl.where((offs_c5 < E_c5)[None, None, None, :], t11, 0.0), 4) * tl.expand_dims(tl.where((offs_c5 < E_c5)[None, None, :, None], t26, 0.0), 2), axis=3)
        t32 = (t27) * (t31)
        acc33 = acc33 + t27
        acc34 = acc34 + t32
    t35 = (acc34) * (4.0)
    t38 = tl.load(m36_ptr + offs_c3[:, None, None, None] * m36_s0 + offs_c4[None, :, None, None] * m36_s1 + offs_n3[None, None, None, :] * m36_s3, mask=(offs_c3 < E_c3)[:, None, None, None] & (offs_c4 < E_c4)[None, :, None, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t39 = -(t38)
    t41 = tl.load(m40_ptr + offs_c3[:, None, None, None] * m40_s0 + offs_c4[None, :, None, None] * m40_s1 + offs_n3[None, None, None, :] * m40_s3, mask=(offs_c3 < E_c3)[:, None, None, None] & (offs_c4 < E_c4)[None, :, None, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    i42 = offs_n4[None, None, None, :] + tl.zeros([T_c3, T_c4, 1, F_n4], tl.int32)
    t43 = tl.where(i42 < 4, tl.gather(t39, tl.minimum(i42, F_n3 - 1), 3), tl.gather(t41, tl.minimum(tl.maximum(i42 - 4, 0), F_n3 - 1), 3))
    t46 = tl.load(m44_ptr + offs_n4[None, None, None, :] * m44_s3, mask=(offs_n4 < E_n4)[None, None, None, :], other=0).to(tl.float32)
    t47 = (t43) * (t46)
    t48 = tl.load(m37_ptr + offs_c3[:, None, None, None] * m37_s0 + offs_c4[None, :, None, None] * m37_s1 + offs_n4[None, None, None, :] * m37_s3, mask=(offs_c3 < E_c3)[:, None, None, None] & (offs_c4 < E_c4)[None, :, None, None] & (offs_n4 < E_n4)[None, None, None, :], other=0).to(tl.float32)
    t51 = tl.load(m49_ptr + offs_n4[None, None, None, :] * m49_s3, mask=(offs_n4 < E_n4)[None, None, None, :], other=0).to(tl.float32)
    t52 = (t48) * (t51)
    t53 = t47 + t52
    t56 = tl.load(m54_ptr + offs_c3[:, None, None] * m54_s0 + offs_n2[None, :, None] * m54_s1 + offs_n3[None, None, :] * m54_s2, mask=(offs_c3 < E_c3)[:, None, None] & (offs_n2 < E_n2)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t57 = -(t56)
    t59 = tl.load(m58_ptr + offs_c3[:, None, None] * m58_s0 + offs_n2[None, :, None] * m58_s1 + offs_n3[None, None, :] * m58_s2, mask=(offs_c3 < E_c3)[:, None, None] & (offs_n2 < E_n2)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    i60 = offs_n4[None, None, :] + tl.zeros([T_c3, F_n2, F_n4], tl.int32)
    t61 = tl.where(i60 < 4, tl.gather(t57, tl.minimum(i60, F_n3 - 1), 2), tl.gather(t59, tl.minimum(tl.maximum(i60 - 4, 0), F_n3 - 1), 2))
    t64 = tl.load(m62_ptr + offs_n2[None, :, None] * m62_s1 + offs_n4[None, None, :] * m62_s2, mask=(offs_n2 < E_n2)[None, :, None] & (offs_n4 < E_n4)[None, None, :], other=0).to(tl.float32)
    t65 = (t61) * (t64)
    t66 = tl.load(m55_ptr + offs_c3[:, None, None] * m55_s0 + offs_n2[None, :, None] * m55_s1 + offs_n4[None, None, :] * m55_s2, mask=(offs_c3 < E_c3)[:, None, None] & (offs_n2 < E_n2)[None, :, None] & (offs_n4 < E_n4)[None, None, :], other=0).to(tl.float32)
    t69 = tl.load(m67_ptr + offs_n2[None, :, None] * m67_s1 + offs_n4[None, None, :] * m67_s2, mask=(offs_n2 < E_n2)[None, :, None] & (offs_n4 < E_n4)[None, None, :], other=0).to(tl.float32)
    t70 = (t66) * (t69)
    t71 = t65 + t70
    t72 = tl.reshape(t71, [T_c3, 1, F_n2, F_n4])
    t73 = tl.permute(t72, (0, 1, 3, 2))
    t74 = tl.sum(tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, None, :], t53, 0.0), 4) * tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, :, None], t73, 0.0), 2), axis=3)
    t75 = t35 + t74
    t76 = tl.max(tl.where((offs_n2 < E_n2)[None, None, None, :], t75, -float('inf')), axis=3, keep_dims=True)
    t77 = t75 - (t76)
    t78 = (t77) * (0.2041241452319315)
    t79 = tl.exp(t78)
    t80 = tl.load(m14_ptr + offs_n0[None, None, :] * m14_s2, mask=(offs_n0 < E_n0)[None, None, :], other=0).to(tl.float32)
    t81 = (t18) * (t80)
    t82 = (t18) * (t18)
    t83 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, :], t82, 0.0), axis=2, keep_dims=True)
    t84 = t83 + 6.4e-05
    t85 = tl.rsqrt(t84)
    t86 = (t81) * (t85)
    t87 = tl.reshape(t86, [T_c3, 1, F_n2, F_n0])
    t88 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t79, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t87, 0.0), 2), axis=3)
    t89 = (t88) * (8.0)
    t90 = (t48) * (t51)
    t91 = -(t38)
    i92 = offs_n4[None, None, None, :] + tl.zeros([T_c3, T_c4, 1, F_n4], tl.int32)
    t93 = tl.where(i92 < 4, tl.gather(t91, tl.minimum(i92, F_n3 - 1), 3), tl.gather(t41, tl.minimum(tl.maximum(i92 - 4, 0), F_n3 - 1), 3))
    t94 = (t93) * (t46)
    t95 = t90 + t94
    t110 = (t3) * (t6)
    t111 = tl.load(m8_ptr + offs_c4[None, :, None, None] * m8_s1 + offs_n1[None, None, :, None] * m8_s2 + offs_n0[None, None, None, :] * m8_s3, mask=(offs_c4 < E_c4)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t112 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :], t110, 0.0), 4) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :, None], t111, 0.0), 2), axis=3)
    t113 = (t3) * (t3)
    t114 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t113, 0.0), axis=3, keep_dims=True)
    t115 = (t114) * (0.0625)
    t116 = t115 + 1e-06
    t117 = tl.rsqrt(t116)
    t118 = (t112) * (t117)
    t131 = -(t56)
    i132 = offs_n4[None, None, :] + tl.zeros([T_c3, F_n2, F_n4], tl.int32)
    t133 = tl.where(i132 < 4, tl.gather(t131, tl.minimum(i132, F_n3 - 1), 2), tl.gather(t59, tl.minimum(tl.maximum(i132 - 4, 0), F_n3 - 1), 2))
    t134 = (t133) * (t64)
    t135 = (t66) * (t69)
    t136 = t134 + t135
    t137 = tl.reshape(t136, [T_c3, 1, F_n2, F_n4])
    t138 = tl.permute(t137, (0, 1, 3, 2))
    t139 = tl.sum(tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, None, :], t95, 0.0), 4) * tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, :, None], t138, 0.0), 2), axis=3)
    t140 = (t18) * (t80)
    t141 = (t18) * (t18)
    t142 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, :], t141, 0.0), axis=2, keep_dims=True)
    t143 = t142 + 6.4e-05
    t144 = tl.rsqrt(t143)
    t145 = (t140) * (t144)
    t146 = tl.reshape(t145, [T_c3, 1, F_n2, F_n0])
    t147 = (t146) * (8.0)
    t148 = tl.permute(t147, (0, 1, 3, 2))
    t149 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, None, :], t118, 0.0), 4) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, :, None], t148, 0.0), 2), axis=3)
    t150 = t139 + t149
    t151 = tl.max(tl.where((offs_n2 < E_n2)[None, None, None, :], t150, -float('inf')), axis=3, keep_dims=True)
    acc156 = tl.full([T_c3, T_c4, 1, 1], 0.0, tl.float32)
    for i_c6 in range(0, tl.cdiv(E_c6, T_c6)):
        offs_c6 = i_c6 * T_c6 + tl.arange(0, T_c6)

        t96 = tl.load(m55_ptr + offs_c3[:, None, None] * m55_s0 + offs_c6[None, :, None] * m55_s1 + offs_n4[None, None, :] * m55_s2, mask=(offs_c3 < E_c3)[:, None, None] & (offs_c6 < E_c6)[None, :, None] & (offs_n4 < E_n4)[None, None, :], other=0).to(tl.float32)
        t97 = tl.load(m67_ptr + offs_c6[None, :, None] * m67_s1 + offs_n4[None, None, :] * m67_s2, mask=(offs_c6 < E_c6)[None, :, None] & (offs_n4 < E_n4)[None, None, :], other=0).to(tl.float32)
        t98 = (t96) * (t97)
        t99 = tl.load(m54_ptr + offs_c3[:, None, None] * m54_s0 + offs_c6[None, :, None] * m54_s1 + offs_n3[None, None, :] * m54_s2, mask=(offs_c3 < E_c3)[:, None, None] & (offs_c6 < E_c6)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
        t100 = -(t99)
        t101 = tl.load(m58_ptr + offs_c3[:, None, None] * m58_s0 + offs_c6[None, :, None] * m58_s1 + offs_n3[None, None, :] * m58_s2, mask=(offs_c3 < E_c3)[:, None, None] & (offs_c6 < E_c6)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
        i102 = offs_n4[None, None, :] + tl.zeros([T_c3, T_c6, F_n4], tl.int32)
        t103 = tl.where(i102 < 4, tl.gather(t100, tl.minimum(i102, F_n3 - 1), 2), tl.gather(t101, tl.minimum(tl.maximum(i102 - 4, 0), F_n3 - 1), 2))
        t104 = tl.load(m62_ptr + offs_c6[None, :, None] * m62_s1 + offs_n4[None, None, :] * m62_s2, mask=(offs_c6 < E_c6)[None, :, None] & (offs_n4 < E_n4)[None, None, :], other=0).to(tl.float32)
        t105 = (t103) * (t104)
        t106 = t98 + t105
        t107 = tl.reshape(t106, [T_c3, 1, T_c6, F_n4])
        t108 = tl.permute(t107, (0, 1, 3, 2))
        t109 = tl.sum(tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, None, :], t95, 0.0), 4) * tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, :, None], t108, 0.0), 2), axis=3)
        t119 = tl.load(m12_ptr + offs_c3[:, None, None] * m12_s0 + offs_c6[None, :, None] * m12_s1 + offs_n0[None, None, :] * m12_s2, mask=(offs_c3 < E_c3)[:, None, None] & (offs_c6 < E_c6)[None, :, None] & (offs_n0 < E_n0)[None, None, :], other=0).to(tl.float32)
        t120 = (t119) * (t80)
        t121 = (t119) * (t119)
        t122 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, :], t121, 0.0), axis=2, keep_dims=True)
        t123 = t122 + 6.4e-05
        t124 = tl.rsqrt(t123)
        t125 = (t120) * (t124)
        t126 = tl.reshape(t125, [T_c3, 1, T_c6, F_n0])
        t127 = (t126) * (8.0)
        t128 = tl.permute(t127, (0, 1, 3, 2))
        t129 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, None, :], t118, 0.0), 4) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, :, None], t128, 0.0), 2), axis=3)
        t130 = t109 + t129
        t152 = t130 - (t151)
        t153 = (t152) * (0.2041241452319315)
        t154 = tl.exp(t153)
        t155 = tl.sum(tl.where((offs_c6 < E_c6)[None, None, None, :], t154, 0.0), axis=3, keep_dims=True)
        acc156 = acc156 + t155
    t157 = (t89) / (acc156)
    tl.store(buf158_ptr + offs_c3[:, None, None, None] * buf158_s0 + offs_c4[None, :, None, None] * buf158_s1 + offs_n0[None, None, None, :] * buf158_s3, t157, mask=(offs_c3 < E_c3)[:, None, None, None] & (offs_c4 < E_c4)[None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :])


@triton.jit
def kernel_1(buf158_ptr, buf158_s0, buf158_s1, buf158_s2, buf158_s3, m160_ptr, m160_s0, m160_s1, m160_s2, m160_s3, buf165_ptr, buf165_s0, buf165_s1, buf165_s2, buf165_s3, E_c0, E_c1, E_c2, E_n0, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf165: Combine over grid cut0.0@0[2], grid cut0.1@1[4], grid w_uv.3@3[16]
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
    t159 = tl.load(buf158_ptr + offs_c0[:, None, None, None] * buf158_s0 + offs_c1[None, :, None, None] * buf158_s1 + offs_n0[None, None, None, :] * buf158_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t163 = tl.load(m160_ptr + offs_c1[None, :, None, None] * m160_s1 + offs_n0[None, None, :, None] * m160_s2 + offs_c2[None, None, None, :] * m160_s3, mask=(offs_c1 < E_c1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
    t164 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, None, :], t159, 0.0), 4) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, :, None], t163, 0.0), 2), axis=3)
    tl.store(buf165_ptr + offs_c0[:, None, None, None] * buf165_s0 + offs_c1[None, :, None, None] * buf165_s1 + offs_c2[None, None, None, :] * buf165_s3, t164, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_c2 < E_c2)[None, None, None, :])


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
    m55 = inputs['k_pe']
    m54 = m55.narrow(2, 4, 4)
    m58 = m55.narrow(2, 0, 4)
    m63 = inputs['sin_k']
    m62 = m63.reshape([1, 32, 8])
    m68 = inputs['cos_k']
    m67 = m68.reshape([1, 32, 8])
    buf158 = torch.full([2, 4, 1, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(2, T['c3']) * _cdiv(4, T['c4']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m4_ptr=m4, m4_s0=m4.stride(0), m4_s1=m4.stride(1), m4_s2=m4.stride(2), m4_s3=m4.stride(3), m8_ptr=m8, m8_s0=m8.stride(0), m8_s1=m8.stride(1), m8_s2=m8.stride(2), m8_s3=m8.stride(3), m12_ptr=m12, m12_s0=m12.stride(0), m12_s1=m12.stride(1), m12_s2=m12.stride(2), m14_ptr=m14, m14_s0=m14.stride(0), m14_s1=m14.stride(1), m14_s2=m14.stride(2), m36_ptr=m36, m36_s0=m36.stride(0), m36_s1=m36.stride(1), m36_s2=m36.stride(2), m36_s3=m36.stride(3), m40_ptr=m40, m40_s0=m40.stride(0), m40_s1=m40.stride(1), m40_s2=m40.stride(2), m40_s3=m40.stride(3), m44_ptr=m44, m44_s0=m44.stride(0), m44_s1=m44.stride(1), m44_s2=m44.stride(2), m44_s3=m44.stride(3), m37_ptr=m37, m37_s0=m37.stride(0), m37_s1=m37.stride(1), m37_s2=m37.stride(2), m37_s3=m37.stride(3), m49_ptr=m49, m49_s0=m49.stride(0), m49_s1=m49.stride(1), m49_s2=m49.stride(2), m49_s3=m49.stride(3), m54_ptr=m54, m54_s0=m54.stride(0), m54_s1=m54.stride(1), m54_s2=m54.stride(2), m58_ptr=m58, m58_s0=m58.stride(0), m58_s1=m58.stride(1), m58_s2=m58.stride(2), m62_ptr=m62, m62_s0=m62.stride(0), m62_s1=m62.stride(1), m62_s2=m62.stride(2), m55_ptr=m55, m55_s0=m55.stride(0), m55_s1=m55.stride(1), m55_s2=m55.stride(2), m67_ptr=m67, m67_s0=m67.stride(0), m67_s1=m67.stride(1), m67_s2=m67.stride(2), buf158_ptr=buf158, buf158_s0=buf158.stride(0), buf158_s1=buf158.stride(1), buf158_s2=buf158.stride(2), buf158_s3=buf158.stride(3), E_c3=2, E_c4=4, E_c5=64, E_c6=32, E_n0=64, E_n1=16, E_n2=32, E_n3=4, E_n4=8, F_n0=_pow2(64), F_n1=_pow2(16), F_n2=_pow2(32), F_n3=_pow2(4), F_n4=_pow2(8), T_c3=T['c3'], T_c4=T['c4'], T_c5=T['c5'], T_c6=T['c6'])
    m162 = inputs['w_uv']
    m161 = m162.permute([0, 2, 1])
    m160 = m161.reshape([1, 4, 64, 16])
    buf165 = torch.full([2, 4, 1, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(2, T['c0']) * _cdiv(4, T['c1']) * _cdiv(16, T['c2']),)](buf158_ptr=buf158, buf158_s0=buf158.stride(0), buf158_s1=buf158.stride(1), buf158_s2=buf158.stride(2), buf158_s3=buf158.stride(3), m160_ptr=m160, m160_s0=m160.stride(0), m160_s1=m160.stride(1), m160_s2=m160.stride(2), m160_s3=m160.stride(3), buf165_ptr=buf165, buf165_s0=buf165.stride(0), buf165_s1=buf165.stride(1), buf165_s2=buf165.stride(2), buf165_s3=buf165.stride(3), E_c0=2, E_c1=4, E_c2=16, E_n0=64, F_n0=_pow2(64), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    return buf165


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
